	.file	"bivector_pull.toml"
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
	.zero	64,15
.LCPI0_61:
	.byte	0
	.byte	1
	.byte	1
	.byte	2
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	2
	.byte	3
	.byte	3
	.byte	4
	.byte	0
	.byte	1
	.byte	1
	.byte	2
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	2
	.byte	3
	.byte	3
	.byte	4
	.byte	0
	.byte	1
	.byte	1
	.byte	2
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	2
	.byte	3
	.byte	3
	.byte	4
	.byte	0
	.byte	1
	.byte	1
	.byte	2
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	2
	.byte	3
	.byte	3
	.byte	4
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
.LCPI0_70:
	.quad	4
.LCPI0_74:
	.quad	63
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
.LCPI0_7:
	.long	3449720151
.LCPI0_62:
	.long	0x3f800000
.LCPI0_63:
	.long	0x2b8cbccc
.LCPI0_64:
	.long	0xbf000000
.LCPI0_65:
	.long	0x7fffffff
.LCPI0_66:
	.long	2139095040
.LCPI0_67:
	.long	2143289344
.LCPI0_71:
	.long	0x3f000000
.LCPI0_75:
	.zero	4,15
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
.LCPI0_72:
	.long	0
	.long	4
	.long	2
	.long	6
.LCPI0_73:
	.long	1
	.long	5
	.long	3
	.long	7
.LCPI0_76:
	.byte	0
	.byte	1
	.byte	1
	.byte	2
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	2
	.byte	3
	.byte	3
	.byte	4
	.section	.rodata.cst32,"aM",@progbits,32
	.p2align	5, 0x0
.LCPI0_68:
	.zero	32,15
.LCPI0_69:
	.byte	0
	.byte	1
	.byte	1
	.byte	2
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	2
	.byte	3
	.byte	3
	.byte	4
	.byte	0
	.byte	1
	.byte	1
	.byte	2
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	1
	.byte	2
	.byte	2
	.byte	3
	.byte	2
	.byte	3
	.byte	3
	.byte	4
	.text
	.globl	tessera_bivector_pull_x86_64_v4
	.p2align	4
	.type	tessera_bivector_pull_x86_64_v4,@function
tessera_bivector_pull_x86_64_v4:
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
	subq	$1416, %rsp
	movq	%rdi, %rax
	movq	(%rdi), %r15
	movq	8(%rdi), %rcx
	movq	%rcx, 424(%rsp)
	movq	16(%rdi), %rcx
	movq	%rcx, -72(%rsp)
	movq	32(%rdi), %rbp
	movq	40(%rdi), %rdx
	movq	48(%rdi), %rdi
	vmovss	64(%rax), %xmm1
	vmovss	68(%rax), %xmm0
	vmovaps	%xmm0, 1888(%rsp)
	movq	56(%rax), %rcx
	movq	%rcx, 16(%rsp)
	movl	72(%rax), %ecx
	movl	%ecx, -124(%rsp)
	vmovss	80(%rax), %xmm0
	vmovss	%xmm0, -8(%rsp)
	vmovss	84(%rax), %xmm0
	vmovss	%xmm0, 4(%rsp)
	movl	76(%rax), %ecx
	movl	%ecx, (%rsp)
	vmovd	88(%rax), %xmm0
	vmovd	%xmm0, -4(%rsp)
	movq	96(%rax), %rcx
	movq	%rcx, -112(%rsp)
	movq	104(%rax), %rcx
	movq	%rcx, 912(%rsp)
	cmpq	$127, %rdi
	movq	%rdx, 376(%rsp)
	movq	%r15, 152(%rsp)
	ja	.LBB0_24
	movq	%rdx, %rsi
	subq	%rbp, %rsi
	jbe	.LBB0_79
	vmovapd	%xmm1, %xmm0
	movq	%rdi, %r11
	shlq	$6, %r11
	movl	$3449720151, %r9d
	movq	-112(%rsp), %r8
	movq	%r8, %rax
	shrq	$32, %rax
	leaq	(%r8,%r9), %rcx
	addq	$-795284382, %rcx
	leaq	-305585874(%rax,%r9), %rdx
	movq	%rdx, 232(%rsp)
	leaq	1013904242(%r8), %rdx
	vpbroadcastq	%rcx, %zmm1
	vmovdqu64	%zmm1, 4160(%rsp)
	leaq	1993301258(%rax), %rcx
	vpbroadcastq	%rdx, %zmm1
	leaq	218619860(%r8,%r9), %rdx
	vpbroadcastq	%rcx, %zmm2
	vmovdqu64	%zmm2, 3904(%rsp)
	leaq	842468239(%rax), %rcx
	vpbroadcastq	%rdx, %zmm2
	leaq	2027808484(%r8), %rdx
	vpbroadcastq	%rcx, %zmm3
	leaq	536882365(%rax,%r9), %rcx
	vpbroadcastq	%rdx, %zmm4
	leaq	387276957(%r8), %rdx
	vpbroadcastq	%rcx, %zmm5
	leaq	-613950654(%rax,%r9), %rcx
	vpbroadcastq	%rdx, %zmm6
	leaq	-408007425(%r8,%r9), %rdx
	vpbroadcastq	%rcx, %zmm7
	leaq	1684936478(%rax), %rcx
	vpbroadcastq	%rdx, %zmm8
	leaq	1401181199(%r8), %rdx
	vpbroadcastq	%rcx, %zmm9
	leaq	(%rax,%r9), %rcx
	addq	$228517585, %rcx
	addq	$534103459, %rax
	vpbroadcastq	%rdx, %zmm10
	leal	-1879881855(%r8), %edx
	vpbroadcastq	%rdi, %zmm11
	vpbroadcastq	%r8, %zmm12
	vpbroadcastq	%rax, %zmm13
	vpbroadcastq	%rcx, %zmm14
	movq	376(%rsp), %rcx
	vpbroadcastd	%edx, %zmm15
	vbroadcastss	%xmm0, %zmm16
	movq	424(%rsp), %rax
	leaq	64(%rax,%rbp,4), %rbx
	leaq	(%rax,%rbp,4), %r14
	vpbroadcastq	.LCPI0_1(%rip), %zmm25
	vmovdqu64	%zmm1, 3712(%rsp)
	vmovdqu64	%zmm2, 3648(%rsp)
	vmovdqu64	%zmm3, 3584(%rsp)
	vmovdqu64	%zmm4, 3520(%rsp)
	vmovdqu64	%zmm5, 3456(%rsp)
	vmovdqu64	%zmm6, 3392(%rsp)
	vmovdqu64	%zmm7, 3328(%rsp)
	vmovdqu64	%zmm8, 3264(%rsp)
	vmovdqu64	%zmm9, 3200(%rsp)
	vmovdqu64	%zmm10, 3136(%rsp)
	vmovdqu64	%zmm11, 3072(%rsp)
	vmovdqu64	%zmm12, 4032(%rsp)
	vmovdqu64	%zmm13, 3968(%rsp)
	vmovdqu64	%zmm14, 4288(%rsp)
	vmovdqu64	%zmm15, 4224(%rsp)
	vmovupd	%zmm16, 2880(%rsp)
	jmp	.LBB0_5
	.p2align	4
.LBB0_146:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rdi
.LBB0_147:
	cmpq	%r13, %rax
	cmovbq	%rax, %r12
	addq	%rbp, %r12
	imulq	%rdi, %r12
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$5512, %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	leaq	(%r15,%r12,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
.LBB0_148:
	addq	$64, %rbp
	addq	$-64, %rsi
	addq	$256, %rbx
	addq	$256, %r14
	movq	376(%rsp), %rcx
	cmpq	%rcx, %rbp
	jae	.LBB0_79
.LBB0_5:
	cmpq	$64, %rsi
	movl	$64, %eax
	cmovbq	%rsi, %rax
	movq	%rax, -24(%rsp)
	cmpq	$1, %rsi
	movq	%rsi, %rax
	adcq	$0, %rax
	cmpq	$64, %rax
	movl	$64, %edx
	cmovaeq	%rdx, %rax
	subq	%rbp, %rcx
	cmpq	$64, %rcx
	movl	$64, %r13d
	cmovbq	%rcx, %r13
	leaq	-1(%r13), %r12
	testq	%rdi, %rdi
	movq	-72(%rsp), %r10
	je	.LBB0_8
	xorl	%edx, %edx
	.p2align	4
.LBB0_7:
	movl	%edx, %r8d
	andl	$62, %r8d
	movq	%rdx, %r9
	shrq	$6, %r9
	cmpq	%r8, %rcx
	cmovbeq	%r12, %r8
	addq	%rbp, %r8
	imulq	%rdi, %r8
	addq	%r9, %r8
	vmovss	(%r15,%r8,4), %xmm0
	vmovss	%xmm0, 5512(%rsp,%rdx,4)
	vmovss	(%r10,%r8,4), %xmm0
	vmovss	%xmm0, 103816(%rsp,%rdx,4)
	leal	1(%rdx), %r8d
	andl	$63, %r8d
	cmpq	%r8, %rcx
	cmovbeq	%r12, %r8
	addq	%rbp, %r8
	imulq	%rdi, %r8
	addq	%r9, %r8
	vmovss	(%r15,%r8,4), %xmm0
	vmovss	%xmm0, 5516(%rsp,%rdx,4)
	vmovss	(%r10,%r8,4), %xmm0
	vmovss	%xmm0, 103820(%rsp,%rdx,4)
	addq	$2, %rdx
	cmpq	%rdx, %r11
	jne	.LBB0_7
.LBB0_8:
	movq	%rbp, -64(%rsp)
	cmpq	$0, 16(%rsp)
	je	.LBB0_103
	movl	%eax, %ecx
	andl	$124, %ecx
	movl	%eax, %edx
	andl	$96, %edx
	movq	-64(%rsp), %r8
	vpbroadcastq	%r8, %zmm21
	movl	%eax, %r8d
	andl	$96, %r8d
	movq	%r8, -16(%rsp)
	movl	%eax, %r8d
	andl	$124, %r8d
	movq	%r8, 224(%rsp)
	movl	%eax, %r8d
	andl	$96, %r8d
	movq	%r8, 56(%rsp)
	movl	%eax, %r8d
	andl	$124, %r8d
	movq	%r8, 216(%rsp)
	xorl	%r9d, %r9d
	vmovss	-8(%rsp), %xmm22
	vmovdqu64	%zmm21, 3776(%rsp)
	jmp	.LBB0_10
	.p2align	4
.LBB0_118:
	vmulss	4(%rsp), %xmm22, %xmm22
	incq	%r9
	cmpq	16(%rsp), %r9
	movq	152(%rsp), %r15
	je	.LBB0_103
.LBB0_10:
	vmovss	%xmm22, 2944(%rsp)
	cmpl	$0, (%rsp)
	sete	%r8b
	cmpl	$0, -124(%rsp)
	je	.LBB0_119
	testq	%rdi, %rdi
	je	.LBB0_21
	movq	912(%rsp), %r10
	leaq	(%r9,%r10), %r15
	movq	%r15, %rbp
	shrq	$32, %rbp
	movl	$3449720151, %r10d
	imulq	%r10, %rbp
	vpbroadcastq	%rbp, %zmm0
	shrq	$32, %rbp
	xorl	-112(%rsp), %r15d
	xorl	%ebp, %r15d
	leaq	78811644(%r10), %rbp
	imulq	%r15, %rbp
	vpbroadcastq	%rbp, %zmm1
	shrq	$32, %rbp
	xorq	232(%rsp), %rbp
	vpbroadcastq	%rbp, %zmm2
	vmovdqu64	%zmm2, 1760(%rsp)
	vpxorq	4160(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1696(%rsp)
	vpxorq	3904(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 1632(%rsp)
	xorl	%ebp, %ebp
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vmovdqa64	.LCPI0_4(%rip), %zmm2
	vpbroadcastq	.LCPI0_6(%rip), %zmm19
	.p2align	4
.LBB0_13:
	vmovdqu64	%zmm2, 64(%rsp)
	vmovdqu64	%zmm1, 432(%rsp)
	vpaddq	%zmm25, %zmm1, %zmm0
	vpaddq	%zmm25, %zmm2, %zmm1
	vpbroadcastq	.LCPI0_2(%rip), %zmm3
	vpaddq	432(%rsp), %zmm3, %zmm2
	vpaddq	64(%rsp), %zmm3, %zmm3
	vpbroadcastq	.LCPI0_3(%rip), %zmm5
	vpaddq	432(%rsp), %zmm5, %zmm4
	vpaddq	64(%rsp), %zmm5, %zmm5
	vpbroadcastq	.LCPI0_74(%rip), %zmm13
	vpandq	64(%rsp), %zmm13, %zmm6
	vpandq	432(%rsp), %zmm13, %zmm7
	vpandq	%zmm13, %zmm1, %zmm8
	vpandq	%zmm13, %zmm0, %zmm9
	vpandq	%zmm13, %zmm3, %zmm10
	vpandq	%zmm13, %zmm2, %zmm11
	vpandq	%zmm13, %zmm5, %zmm12
	vpandq	%zmm13, %zmm4, %zmm13
	vpsrlq	$6, 64(%rsp), %zmm14
	vpsrlq	$6, 432(%rsp), %zmm15
	vpsrlq	$6, %zmm1, %zmm1
	vpsrlq	$6, %zmm0, %zmm0
	vpsrlq	$6, %zmm3, %zmm3
	vpsrlq	$6, %zmm2, %zmm2
	vpsrlq	$6, %zmm5, %zmm5
	vpsrlq	$6, %zmm4, %zmm4
	vmovdqu64	3776(%rsp), %zmm17
	vpaddq	%zmm17, %zmm7, %zmm7
	vpaddq	%zmm17, %zmm6, %zmm6
	vpaddq	%zmm17, %zmm9, %zmm9
	vpaddq	%zmm17, %zmm8, %zmm8
	vpaddq	%zmm17, %zmm11, %zmm11
	vpaddq	%zmm17, %zmm10, %zmm10
	vmovdqu64	3072(%rsp), %zmm16
	vpmullq	%zmm16, %zmm6, %zmm6
	vpmullq	%zmm16, %zmm7, %zmm7
	vpmullq	%zmm16, %zmm8, %zmm8
	vpmullq	%zmm16, %zmm9, %zmm9
	vpaddq	%zmm17, %zmm13, %zmm13
	vpaddq	%zmm17, %zmm12, %zmm12
	vpmullq	%zmm16, %zmm10, %zmm10
	vpaddq	%zmm14, %zmm6, %zmm6
	vpaddq	%zmm15, %zmm7, %zmm7
	vpaddq	%zmm1, %zmm8, %zmm1
	vpmullq	%zmm16, %zmm11, %zmm8
	vpaddq	%zmm0, %zmm9, %zmm9
	vpaddq	%zmm3, %zmm10, %zmm3
	vpaddq	%zmm2, %zmm8, %zmm2
	vpmullq	%zmm16, %zmm12, %zmm0
	vpaddq	%zmm5, %zmm0, %zmm10
	vpmullq	%zmm16, %zmm13, %zmm0
	vpaddq	%zmm4, %zmm0, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm8
	vmovdqu64	4032(%rsp), %zmm11
	vpternlogq	$150, %zmm11, %zmm15, %zmm7
	vpternlogq	$150, %zmm11, %zmm17, %zmm6
	vpternlogq	$150, %zmm11, %zmm18, %zmm9
	vpternlogq	$150, %zmm11, %zmm14, %zmm1
	vpternlogq	$150, %zmm11, %zmm16, %zmm2
	vpternlogq	$150, %zmm11, %zmm0, %zmm3
	vpternlogq	$150, %zmm11, %zmm8, %zmm4
	vpternlogq	$150, %zmm11, %zmm5, %zmm10
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm4, %zmm11
	vpmuludq	%zmm19, %zmm7, %zmm21
	vpmuludq	%zmm19, %zmm6, %zmm20
	vpmuludq	%zmm19, %zmm9, %zmm7
	vpmuludq	%zmm19, %zmm1, %zmm6
	vpmuludq	%zmm19, %zmm2, %zmm4
	vpmuludq	%zmm19, %zmm3, %zmm3
	vpmuludq	%zmm19, %zmm11, %zmm2
	vpmuludq	%zmm19, %zmm10, %zmm11
	vpsrlq	$32, %zmm20, %zmm9
	vpsrlq	$32, %zmm21, %zmm10
	vpsrlq	$32, %zmm6, %zmm12
	vpsrlq	$32, %zmm7, %zmm19
	vpsrlq	$32, %zmm3, %zmm22
	vpsrlq	$32, %zmm4, %zmm23
	vpsrlq	$32, %zmm11, %zmm24
	vpsrlq	$32, %zmm2, %zmm25
	vmovdqu64	1696(%rsp), %zmm26
	vpxorq	%zmm26, %zmm10, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm10
	vmovdqu64	%zmm10, 240(%rsp)
	vpxorq	%zmm26, %zmm9, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm29
	vmovdqu64	%zmm29, 640(%rsp)
	vpxorq	%zmm26, %zmm19, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm1
	vmovdqu64	%zmm1, 832(%rsp)
	vpxorq	%zmm26, %zmm12, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm13
	vmovdqu64	%zmm13, 304(%rsp)
	vpxorq	%zmm26, %zmm23, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm9
	vmovdqu64	%zmm9, 1248(%rsp)
	vpxorq	%zmm26, %zmm22, %zmm19
	vpxorq	%zmm26, %zmm25, %zmm23
	vpxorq	%zmm26, %zmm24, %zmm25
	vmovdqu64	1760(%rsp), %zmm26
	vpxorq	%zmm15, %zmm26, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm15
	vmovdqu64	%zmm15, 1056(%rsp)
	vpxorq	%zmm17, %zmm26, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm28
	vpxorq	%zmm18, %zmm26, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm22
	vpxorq	%zmm14, %zmm26, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm14
	vmovdqu64	%zmm14, 1376(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm27
	vpxorq	%zmm16, %zmm26, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm16
	vpxorq	%zmm0, %zmm26, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm17
	vpxorq	%zmm8, %zmm26, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm12
	vpxorq	%zmm5, %zmm26, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm18
	vpsrlq	$32, %zmm29, %zmm5
	vpsrlq	$32, %zmm10, %zmm23
	vpsrlq	$32, %zmm13, %zmm25
	vpsrlq	$32, %zmm28, %zmm8
	vpsrlq	$32, %zmm24, %zmm26
	vpsrlq	$32, %zmm27, %zmm29
	vpsrlq	$32, %zmm22, %zmm30
	vpsrlq	$32, %zmm1, %zmm31
	vmovdqu64	3712(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm21, %zmm26
	vpsrlq	$32, %zmm19, %zmm21
	vpternlogq	$150, %zmm0, %zmm20, %zmm8
	vpsrlq	$32, %zmm16, %zmm20
	vpternlogq	$150, %zmm0, %zmm7, %zmm30
	vpsrlq	$32, %zmm15, %zmm1
	vpternlogq	$150, %zmm0, %zmm6, %zmm29
	vpsrlq	$32, %zmm18, %zmm6
	vpternlogq	$150, %zmm0, %zmm4, %zmm20
	vpsrlq	$32, %zmm12, %zmm4
	vpternlogq	$150, %zmm0, %zmm3, %zmm21
	vpsrlq	$32, %zmm9, %zmm3
	vpternlogq	$150, %zmm0, %zmm2, %zmm4
	vpternlogq	$150, %zmm0, %zmm11, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm7
	vmovdqu64	%zmm7, 928(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm8
	vmovdqu64	%zmm8, 992(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm9
	vpsrlq	$32, %zmm14, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm10
	vmovdqu64	%zmm10, 704(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm13
	vmovdqu64	%zmm13, 512(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm14
	vmovdqu64	%zmm14, 768(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm15
	vmovdqu64	%zmm15, 1120(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm6
	vmovdqu64	%zmm6, 576(%rsp)
	vmovdqu64	1632(%rsp), %zmm0
	vpxorq	%zmm0, %zmm23, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm21
	vpxorq	%zmm0, %zmm5, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm29
	vpxorq	%zmm0, %zmm31, %zmm4
	vpxorq	%zmm0, %zmm25, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm30
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm25
	vpxorq	%zmm0, %zmm3, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm4
	vpxorq	%zmm0, %zmm1, %zmm1
	vpxorq	%zmm0, %zmm2, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm21, %zmm26
	vmovdqu64	3648(%rsp), %zmm11
	vpternlogq	$150, %zmm24, %zmm11, %zmm26
	vpsrlq	$32, %zmm29, %zmm24
	vpternlogq	$150, %zmm28, %zmm11, %zmm24
	vpsrlq	$32, %zmm30, %zmm31
	vpternlogq	$150, %zmm22, %zmm11, %zmm31
	vpsrlq	$32, %zmm25, %zmm22
	vpternlogq	$150, %zmm27, %zmm11, %zmm22
	vpsrlq	$32, %zmm4, %zmm28
	vpternlogq	$150, %zmm16, %zmm11, %zmm28
	vpsrlq	$32, %zmm23, %zmm16
	vpternlogq	$150, %zmm19, %zmm11, %zmm16
	vpsrlq	$32, %zmm2, %zmm27
	vpternlogq	$150, %zmm12, %zmm11, %zmm27
	vpsrlq	$32, %zmm7, %zmm19
	vmovdqu64	3584(%rsp), %zmm5
	vpternlogq	$150, 640(%rsp), %zmm5, %zmm19
	vpsrlq	$32, %zmm8, %zmm3
	vpternlogq	$150, 240(%rsp), %zmm5, %zmm3
	vpsrlq	$32, %zmm9, %zmm20
	vmovdqa64	%zmm9, %zmm7
	vpternlogq	$150, 304(%rsp), %zmm5, %zmm20
	vpsrlq	$32, %zmm10, %zmm12
	vpternlogq	$150, 832(%rsp), %zmm5, %zmm12
	vpsrlq	$32, %zmm13, %zmm1
	vpternlogq	$150, 1056(%rsp), %zmm5, %zmm1
	vpsrlq	$32, %zmm14, %zmm10
	vpternlogq	$150, 1248(%rsp), %zmm5, %zmm10
	vpsrlq	$32, %zmm6, %zmm9
	vpternlogq	$150, 1376(%rsp), %zmm5, %zmm9
	vpsrlq	$32, %zmm15, %zmm6
	vpternlogq	$150, %zmm5, %zmm17, %zmm6
	vpsrlq	$32, %zmm17, %zmm5
	vpxorq	%zmm0, %zmm5, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm13
	vpsrlq	$32, %zmm13, %zmm17
	vpternlogq	$150, %zmm18, %zmm11, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm0
	vmovdqu64	%zmm0, 240(%rsp)
	vpsrlq	$32, %zmm0, %zmm11
	vmovdqu64	3520(%rsp), %zmm18
	vpternlogq	$150, %zmm18, %zmm21, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm3
	vpsrlq	$32, %zmm3, %zmm14
	vpternlogq	$150, %zmm18, %zmm29, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm19
	vpsrlq	$32, %zmm19, %zmm12
	vpternlogq	$150, %zmm18, %zmm30, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm21
	vpsrlq	$32, %zmm21, %zmm29
	vpternlogq	$150, %zmm18, %zmm25, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm25
	vpsrlq	$32, %zmm25, %zmm10
	vpternlogq	$150, %zmm18, %zmm4, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 640(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vpternlogq	$150, %zmm18, %zmm23, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm0
	vmovdqu64	%zmm0, 304(%rsp)
	vpsrlq	$32, %zmm0, %zmm20
	vpternlogq	$150, %zmm18, %zmm2, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm4
	vpsrlq	$32, %zmm4, %zmm0
	vmovdqu64	3456(%rsp), %zmm9
	vpternlogq	$150, 928(%rsp), %zmm9, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm8
	vpsrlq	$32, %zmm8, %zmm26
	vpternlogq	$150, 992(%rsp), %zmm9, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm30
	vpsrlq	$32, %zmm30, %zmm24
	vpternlogq	$150, %zmm7, %zmm9, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm23
	vpsrlq	$32, %zmm23, %zmm7
	vpternlogq	$150, 704(%rsp), %zmm9, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm22
	vpsrlq	$32, %zmm22, %zmm2
	vpternlogq	$150, 512(%rsp), %zmm9, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm1
	vmovdqu64	%zmm1, 992(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 768(%rsp), %zmm9, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm5
	vmovdqu64	%zmm5, 704(%rsp)
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, 1120(%rsp), %zmm9, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm16
	vmovdqu64	%zmm16, 512(%rsp)
	vpsrlq	$32, %zmm16, %zmm28
	vpternlogq	$150, 576(%rsp), %zmm9, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm16
	vpsrlq	$32, %zmm16, %zmm31
	vpternlogq	$150, %zmm18, %zmm13, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm26, %zmm6
	vmovdqu64	%zmm6, 832(%rsp)
	vpsrlq	$32, %zmm6, %zmm17
	vmovdqu64	3392(%rsp), %zmm18
	vpternlogq	$150, 240(%rsp), %zmm18, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm26
	vpsrlq	$32, %zmm26, %zmm13
	vpternlogq	$150, %zmm3, %zmm18, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm0
	vmovdqu64	%zmm0, 240(%rsp)
	vpsrlq	$32, %zmm0, %zmm27
	vmovdqu64	3328(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm4, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm9
	vpsrlq	$32, %zmm9, %zmm7
	vpternlogq	$150, %zmm19, %zmm18, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm3
	vmovdqu64	%zmm3, 576(%rsp)
	vpsrlq	$32, %zmm3, %zmm4
	vpternlogq	$150, %zmm0, %zmm8, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm24, %zmm6
	vpsrlq	$32, %zmm6, %zmm19
	vpternlogq	$150, %zmm21, %zmm18, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm3
	vmovdqu64	%zmm3, 768(%rsp)
	vpsrlq	$32, %zmm3, %zmm24
	vpternlogq	$150, %zmm0, %zmm30, %zmm24
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm29
	vpsrlq	$32, %zmm29, %zmm11
	vpternlogq	$150, %zmm25, %zmm18, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm1
	vmovdqu64	%zmm1, 928(%rsp)
	vpsrlq	$32, %zmm1, %zmm8
	vpternlogq	$150, %zmm0, %zmm23, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm12
	vpsrlq	$32, %zmm12, %zmm23
	vpternlogq	$150, 640(%rsp), %zmm18, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm21
	vpsrlq	$32, %zmm21, %zmm3
	vpternlogq	$150, %zmm0, %zmm22, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm28
	vpsrlq	$32, %zmm28, %zmm14
	vpternlogq	$150, 304(%rsp), %zmm18, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm25
	vpsrlq	$32, %zmm25, %zmm10
	vpternlogq	$150, 992(%rsp), %zmm0, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm1
	vmovdqu64	%zmm1, 640(%rsp)
	vpsrlq	$32, %zmm1, %zmm15
	vpternlogq	$150, %zmm16, %zmm18, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm30
	vpsrlq	$32, %zmm30, %zmm22
	vpternlogq	$150, 704(%rsp), %zmm0, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm31
	vpsrlq	$32, %zmm31, %zmm2
	vpternlogq	$150, 512(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm0
	vmovdqu64	%zmm0, 512(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vmovdqu64	3264(%rsp), %zmm1
	vpternlogq	$150, 832(%rsp), %zmm1, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm18
	vpsrlq	$32, %zmm18, %zmm5
	vpternlogq	$150, %zmm1, %zmm26, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm20
	vpsrlq	$32, %zmm20, %zmm4
	vpternlogq	$150, %zmm1, %zmm9, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm24, %zmm0
	vmovdqu64	%zmm0, 832(%rsp)
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, %zmm1, %zmm6, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm27
	vpsrlq	$32, %zmm27, %zmm9
	vpternlogq	$150, %zmm1, %zmm29, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm24
	vpsrlq	$32, %zmm24, %zmm10
	vpternlogq	$150, %zmm1, %zmm12, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm29
	vpsrlq	$32, %zmm29, %zmm12
	vpternlogq	$150, %zmm1, %zmm28, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm0
	vmovdqu64	%zmm0, 304(%rsp)
	vpsrlq	$32, %zmm0, %zmm6
	vmovdqu64	3200(%rsp), %zmm0
	vpternlogq	$150, 240(%rsp), %zmm0, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm2
	vmovdqu64	%zmm2, 240(%rsp)
	vpsrlq	$32, %zmm2, %zmm3
	vpternlogq	$150, 576(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm19
	vpsrlq	$32, %zmm19, %zmm28
	vpternlogq	$150, 768(%rsp), %zmm0, %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm2
	vpternlogq	$150, 928(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm13
	vmovdqu64	%zmm13, 576(%rsp)
	vpsrlq	$32, %zmm13, %zmm23
	vpternlogq	$150, %zmm21, %zmm0, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm21
	vpternlogq	$150, %zmm25, %zmm0, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm17
	vpsrlq	$32, %zmm17, %zmm26
	vpternlogq	$150, %zmm30, %zmm0, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm14
	vpsrlq	$32, %zmm14, %zmm15
	vpternlogq	$150, %zmm31, %zmm0, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm30
	vpsrlq	$32, %zmm30, %zmm31
	vpternlogq	$150, 640(%rsp), %zmm1, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	3136(%rsp), %zmm3
	vpternlogq	$150, 512(%rsp), %zmm3, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm22
	vpternlogq	$150, %zmm18, %zmm3, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm6
	vpternlogq	$150, %zmm20, %zmm3, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm1
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, 832(%rsp), %zmm3, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm1
	vpsrlq	$32, %zmm1, %zmm13
	vpternlogq	$150, %zmm27, %zmm3, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm1
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, %zmm24, %zmm3, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm1
	vpsrlq	$32, %zmm1, %zmm23
	vpternlogq	$150, %zmm29, %zmm3, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm26, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm9
	vpsrlq	$32, %zmm1, %zmm12
	vpternlogq	$150, %zmm30, %zmm3, %zmm12
	vpsrlq	$32, %zmm27, %zmm1
	vmovdqu64	3968(%rsp), %zmm2
	vpternlogq	$150, 304(%rsp), %zmm2, %zmm1
	vpsrlq	$32, %zmm25, %zmm3
	vpternlogq	$150, 240(%rsp), %zmm2, %zmm3
	vpsrlq	$32, %zmm24, %zmm4
	vpternlogq	$150, %zmm2, %zmm19, %zmm4
	vpbroadcastq	.LCPI0_6(%rip), %zmm19
	vpsrlq	$32, %zmm20, %zmm5
	vpternlogq	$150, %zmm2, %zmm7, %zmm5
	vpsrlq	$32, %zmm15, %zmm7
	vpternlogq	$150, 576(%rsp), %zmm2, %zmm7
	vpsrlq	$32, %zmm10, %zmm16
	vpternlogq	$150, %zmm2, %zmm11, %zmm16
	vpsrlq	$32, %zmm8, %zmm11
	vpternlogq	$150, %zmm2, %zmm17, %zmm11
	vpsrlq	$32, %zmm9, %zmm17
	vpternlogq	$150, %zmm2, %zmm14, %zmm17
	vpmovqd	%zmm3, %ymm2
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm2, %zmm1
	vpmovqd	%zmm5, %ymm2
	vpmovqd	%zmm4, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm2
	vpmovqd	%zmm16, %ymm3
	vpmovqd	%zmm7, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm17, %ymm4
	vpbroadcastq	.LCPI0_5(%rip), %zmm14
	vpmovqd	%zmm11, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpmuludq	%zmm14, %zmm22, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vmovdqu64	4288(%rsp), %zmm16
	vpternlogq	$150, %zmm27, %zmm16, %zmm5
	vpmuludq	%zmm14, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm25, %zmm16, %zmm0
	vpbroadcastq	.LCPI0_1(%rip), %zmm25
	vpmuludq	%zmm14, %zmm18, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm24, %zmm16, %zmm7
	vpmuludq	%zmm14, %zmm6, %zmm6
	vpmuludq	%zmm14, %zmm21, %zmm11
	vpmuludq	%zmm14, %zmm13, %zmm13
	vpmuludq	%zmm14, %zmm12, %zmm12
	vpmuludq	%zmm14, %zmm23, %zmm14
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm20, %zmm16, %zmm6
	vpternlogq	$150, %zmm15, %zmm16, %zmm11
	vpternlogq	$150, %zmm10, %zmm16, %zmm13
	vpternlogq	$150, %zmm8, %zmm16, %zmm12
	vpternlogq	$150, %zmm9, %zmm16, %zmm14
	vpmuludq	%zmm19, %zmm0, %zmm0
	vpmuludq	%zmm19, %zmm5, %zmm5
	vpmuludq	%zmm19, %zmm6, %zmm6
	vpmuludq	%zmm19, %zmm7, %zmm7
	vpmuludq	%zmm19, %zmm13, %zmm8
	vpmuludq	%zmm19, %zmm11, %zmm9
	vpmuludq	%zmm19, %zmm14, %zmm10
	vpmuludq	%zmm19, %zmm12, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm0, %zmm13
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
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm0, %zmm0
	vpmovqd	%zmm6, %ymm5
	vpmovqd	%zmm7, %ymm6
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vpmovqd	%zmm8, %ymm6
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_7(%rip), %zmm9
	vpmulld	%zmm9, %zmm1, %zmm1
	vmovdqu64	4224(%rsp), %zmm8
	vpternlogd	$150, %zmm1, %zmm8, %zmm12
	vpmulld	%zmm9, %zmm2, %zmm1
	vmovdqu64	64(%rsp), %zmm2
	vpternlogd	$150, %zmm1, %zmm8, %zmm14
	vpmulld	%zmm9, %zmm3, %zmm1
	vpternlogd	$150, %zmm1, %zmm8, %zmm13
	vpmulld	%zmm9, %zmm4, %zmm1
	vpternlogd	$150, %zmm1, %zmm8, %zmm15
	vmovdqu64	432(%rsp), %zmm1
	vmovdqu64	%zmm12, 38280(%rsp,%rbp,4)
	vmovdqu64	%zmm14, 38344(%rsp,%rbp,4)
	vmovdqu64	%zmm0, 71048(%rsp,%rbp,4)
	vmovdqu64	%zmm13, 38408(%rsp,%rbp,4)
	vmovdqu64	%zmm5, 71112(%rsp,%rbp,4)
	vmovdqu64	%zmm6, 71176(%rsp,%rbp,4)
	vmovdqu64	%zmm15, 38472(%rsp,%rbp,4)
	vmovdqu64	%zmm7, 71240(%rsp,%rbp,4)
	addq	$64, %rbp
	vpbroadcastq	.LCPI0_8(%rip), %zmm0
	vpaddq	%zmm0, %zmm1, %zmm1
	vpaddq	%zmm0, %zmm2, %zmm2
	cmpq	%rbp, %r11
	jne	.LBB0_13
	xorl	%ebp, %ebp
	vbroadcastsd	.LCPI0_29(%rip), %zmm16
	vbroadcastsd	.LCPI0_30(%rip), %zmm17
	.p2align	4
.LBB0_15:
	vcvtudq2pd	71048(%rsp,%rbp,4), %zmm0
	vcvtudq2pd	71080(%rsp,%rbp,4), %zmm1
	vcvtudq2pd	71112(%rsp,%rbp,4), %zmm2
	vcvtudq2pd	71144(%rsp,%rbp,4), %zmm3
	vcvtudq2pd	71176(%rsp,%rbp,4), %zmm4
	vcvtudq2pd	71208(%rsp,%rbp,4), %zmm5
	vcvtudq2pd	71240(%rsp,%rbp,4), %zmm6
	vcvtudq2pd	71272(%rsp,%rbp,4), %zmm7
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
	vmulpd	%zmm16, %zmm5, %zmm14
	vmulpd	%zmm16, %zmm1, %zmm21
	vmulpd	%zmm16, %zmm6, %zmm10
	vmulpd	%zmm16, %zmm2, %zmm12
	vmulpd	%zmm16, %zmm7, %zmm0
	vmulpd	%zmm16, %zmm3, %zmm7
	vmulpd	%zmm16, %zmm8, %zmm1
	vmulpd	%zmm16, %zmm4, %zmm3
	vmulpd	%zmm17, %zmm21, %zmm2
	vmulpd	%zmm17, %zmm14, %zmm4
	vmulpd	%zmm17, %zmm12, %zmm5
	vmulpd	%zmm17, %zmm10, %zmm6
	vmulpd	%zmm17, %zmm7, %zmm8
	vmulpd	%zmm17, %zmm0, %zmm9
	vmulpd	%zmm17, %zmm3, %zmm11
	vmulpd	%zmm17, %zmm1, %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	%zmm15, %zmm4, %zmm19
	vmovupd	%zmm19, 2096(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm17
	vmovupd	%zmm17, 2160(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 2224(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 1632(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm4
	vmovupd	%zmm4, 1696(%rsp)
	vaddpd	%zmm15, %zmm8, %zmm6
	vmovupd	%zmm6, 1760(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm8
	vmovupd	%zmm8, 1376(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm5
	vmovupd	%zmm5, 1248(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm2
	vaddpd	%zmm2, %zmm17, %zmm20
	vaddpd	%zmm2, %zmm19, %zmm17
	vaddpd	%zmm2, %zmm18, %zmm13
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm2, %zmm6, %zmm9
	vaddpd	%zmm2, %zmm4, %zmm6
	vaddpd	%zmm2, %zmm5, %zmm4
	vaddpd	%zmm2, %zmm8, %zmm5
	vbroadcastsd	.LCPI0_33(%rip), %zmm26
	vmulpd	%zmm26, %zmm17, %zmm18
	vmulpd	%zmm26, %zmm20, %zmm2
	vmulpd	%zmm26, %zmm11, %zmm15
	vmulpd	%zmm26, %zmm13, %zmm19
	vmulpd	%zmm26, %zmm6, %zmm16
	vsubpd	%zmm2, %zmm21, %zmm8
	vbroadcastsd	.LCPI0_34(%rip), %zmm27
	vmulpd	%zmm27, %zmm20, %zmm2
	vbroadcastsd	.LCPI0_35(%rip), %zmm28
	vmulpd	%zmm28, %zmm20, %zmm22
	vsubpd	%zmm2, %zmm8, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm30
	vpandq	%zmm30, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm30, %zmm23, %zmm23
	vpaddq	%zmm25, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm8, %zmm21
	vsubpd	%zmm21, %zmm8, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm26, %zmm9, %zmm23
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm29
	vmulpd	%zmm29, %zmm20, %zmm20
	vsubpd	%zmm22, %zmm20, %zmm2 {%k1}
	vmulpd	%zmm27, %zmm17, %zmm20
	vmulpd	%zmm28, %zmm17, %zmm22
	vmovapd	%zmm21, %zmm8 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm21
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm30, %zmm21, %zmm21
	vpaddq	%zmm25, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm14, %k1
	vsubpd	%zmm22, %zmm18, %zmm14
	vsubpd	%zmm14, %zmm18, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm22
	vmulpd	%zmm26, %zmm5, %zmm24
	vsubpd	%zmm19, %zmm12, %zmm21
	vmulpd	%zmm29, %zmm17, %zmm17
	vsubpd	%zmm22, %zmm17, %zmm20 {%k1}
	vmulpd	%zmm27, %zmm13, %zmm19
	vmulpd	%zmm28, %zmm13, %zmm17
	vmovapd	%zmm14, %zmm18 {%k1}
	vsubpd	%zmm19, %zmm21, %zmm14
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm30, %zmm12, %zmm12
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpaddq	%zmm25, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm12, %k1
	vsubpd	%zmm17, %zmm21, %zmm14
	vsubpd	%zmm14, %zmm21, %zmm12
	vsubpd	%zmm17, %zmm12, %zmm12
	vmulpd	%zmm26, %zmm4, %zmm17
	vsubpd	%zmm15, %zmm10, %zmm15
	vsubpd	%zmm23, %zmm7, %zmm22
	vsubpd	%zmm16, %zmm0, %zmm16
	vsubpd	%zmm17, %zmm3, %zmm23
	vsubpd	%zmm24, %zmm1, %zmm24
	vmulpd	%zmm29, %zmm13, %zmm13
	vsubpd	%zmm12, %zmm13, %zmm19 {%k1}
	vmulpd	%zmm27, %zmm11, %zmm12
	vmulpd	%zmm28, %zmm11, %zmm13
	vmovapd	%zmm14, %zmm21 {%k1}
	vsubpd	%zmm12, %zmm15, %zmm14
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpaddq	%zmm25, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm10, %k1
	vsubpd	%zmm13, %zmm15, %zmm14
	vsubpd	%zmm14, %zmm15, %zmm10
	vsubpd	%zmm13, %zmm10, %zmm13
	vmulpd	%zmm27, %zmm9, %zmm10
	vmulpd	%zmm29, %zmm11, %zmm11
	vsubpd	%zmm13, %zmm11, %zmm12 {%k1}
	vmulpd	%zmm27, %zmm6, %zmm11
	vmulpd	%zmm28, %zmm9, %zmm13
	vmovapd	%zmm14, %zmm15 {%k1}
	vsubpd	%zmm10, %zmm22, %zmm14
	vpsrlq	$52, %zmm7, %zmm7
	vpandq	%zmm30, %zmm7, %zmm7
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpaddq	%zmm25, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm7, %k1
	vsubpd	%zmm13, %zmm22, %zmm14
	vsubpd	%zmm14, %zmm22, %zmm7
	vsubpd	%zmm13, %zmm7, %zmm13
	vmulpd	%zmm27, %zmm4, %zmm7
	vmulpd	%zmm29, %zmm9, %zmm9
	vsubpd	%zmm13, %zmm9, %zmm10 {%k1}
	vmulpd	%zmm27, %zmm5, %zmm9
	vmulpd	%zmm28, %zmm6, %zmm13
	vmovapd	%zmm14, %zmm22 {%k1}
	vsubpd	%zmm11, %zmm16, %zmm14
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm30, %zmm0, %zmm0
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpaddq	%zmm25, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm0, %k1
	vsubpd	%zmm13, %zmm16, %zmm0
	vsubpd	%zmm0, %zmm16, %zmm14
	vsubpd	%zmm13, %zmm14, %zmm13
	vmulpd	%zmm28, %zmm4, %zmm14
	vmulpd	%zmm29, %zmm6, %zmm6
	vsubpd	%zmm13, %zmm6, %zmm11 {%k1}
	vmulpd	%zmm28, %zmm5, %zmm6
	vsubpd	%zmm6, %zmm24, %zmm13
	vmovapd	%zmm0, %zmm16 {%k1}
	vsubpd	%zmm7, %zmm23, %zmm0
	vpsrlq	$52, %zmm3, %zmm3
	vpandq	%zmm30, %zmm3, %zmm3
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm30, %zmm0, %zmm0
	vpaddq	%zmm25, %zmm0, %zmm0
	vpcmpgtq	%zmm0, %zmm3, %k1
	vsubpd	%zmm14, %zmm23, %zmm0
	vmulpd	%zmm29, %zmm5, %zmm3
	vmulpd	%zmm29, %zmm4, %zmm4
	vsubpd	%zmm13, %zmm24, %zmm5
	vsubpd	%zmm6, %zmm5, %zmm5
	vsubpd	%zmm0, %zmm23, %zmm6
	vsubpd	%zmm14, %zmm6, %zmm6
	vsubpd	%zmm9, %zmm24, %zmm14
	vpsrlq	$52, %zmm1, %zmm1
	vpandq	%zmm30, %zmm1, %zmm1
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpaddq	%zmm25, %zmm14, %zmm14
	vmovapd	%zmm0, %zmm23 {%k1}
	vsubpd	%zmm6, %zmm4, %zmm7 {%k1}
	vpcmpgtq	%zmm14, %zmm1, %k1
	vmovapd	%zmm13, %zmm24 {%k1}
	vsubpd	%zmm5, %zmm3, %zmm9 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm3
	vsubpd	%zmm2, %zmm8, %zmm26
	vsubpd	%zmm12, %zmm15, %zmm4
	vsubpd	%zmm19, %zmm21, %zmm27
	vsubpd	%zmm11, %zmm16, %zmm5
	vsubpd	%zmm10, %zmm22, %zmm28
	vsubpd	%zmm9, %zmm24, %zmm6
	vsubpd	%zmm7, %zmm23, %zmm13
	vsubpd	%zmm26, %zmm8, %zmm0
	vmovupd	%zmm26, 64(%rsp)
	vsubpd	%zmm3, %zmm18, %zmm1
	vmovapd	%zmm3, %zmm18
	vmovupd	%zmm3, 304(%rsp)
	vsubpd	%zmm27, %zmm21, %zmm3
	vmovupd	%zmm27, 240(%rsp)
	vsubpd	%zmm4, %zmm15, %zmm8
	vmovupd	%zmm4, 432(%rsp)
	vsubpd	%zmm28, %zmm22, %zmm14
	vsubpd	%zmm5, %zmm16, %zmm15
	vmovapd	%zmm5, %zmm21
	vsubpd	%zmm13, %zmm23, %zmm16
	vsubpd	%zmm6, %zmm24, %zmm17
	vmovapd	%zmm6, %zmm22
	vmovupd	%zmm6, 1120(%rsp)
	vsubpd	%zmm20, %zmm1, %zmm1
	vmovupd	%zmm1, 928(%rsp)
	vsubpd	%zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 704(%rsp)
	vsubpd	%zmm12, %zmm8, %zmm0
	vmovupd	%zmm0, 992(%rsp)
	vsubpd	%zmm19, %zmm3, %zmm0
	vmovupd	%zmm0, 512(%rsp)
	vsubpd	%zmm11, %zmm15, %zmm0
	vmovupd	%zmm0, 832(%rsp)
	vsubpd	%zmm10, %zmm14, %zmm0
	vmovupd	%zmm0, 576(%rsp)
	vsubpd	%zmm9, %zmm17, %zmm0
	vmovupd	%zmm0, 640(%rsp)
	vsubpd	%zmm7, %zmm16, %zmm0
	vmovupd	%zmm0, 768(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm24
	vmulpd	%zmm26, %zmm26, %zmm25
	vmulpd	%zmm4, %zmm4, %zmm20
	vmulpd	%zmm25, %zmm25, %zmm11
	vmovupd	%zmm11, 1824(%rsp)
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
	vbroadcastsd	.LCPI0_41(%rip), %zmm8
	vmulpd	%zmm8, %zmm24, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm9
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm10
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm8, %zmm25, %zmm2
	vsubpd	%zmm2, %zmm9, %zmm2
	vmulpd	%zmm2, %zmm25, %zmm2
	vaddpd	%zmm10, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1968(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm4, %zmm25, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm16
	vmulpd	%zmm8, %zmm20, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm20, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm20, %zmm20, %zmm1
	vmovupd	%zmm1, 2032(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm20, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm20, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm20, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1568(%rsp)
	vmulpd	%zmm27, %zmm27, %zmm27
	vmulpd	%zmm8, %zmm27, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm27, %zmm1
	vmovupd	%zmm1, 2640(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm27, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm19
	vmulpd	%zmm21, %zmm21, %zmm23
	vmovupd	%zmm21, 1056(%rsp)
	vmulpd	%zmm8, %zmm23, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm23, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm23, %zmm23, %zmm1
	vmovupd	%zmm1, 2480(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm23, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1504(%rsp)
	vmovapd	%zmm28, %zmm18
	vmovupd	%zmm28, 4608(%rsp)
	vmulpd	%zmm28, %zmm28, %zmm28
	vmulpd	%zmm8, %zmm28, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm28, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm28, %zmm1
	vmovupd	%zmm1, 2576(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm3
	vmulpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm4, %zmm28, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm28, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm28, %zmm3
	vaddpd	%zmm0, %zmm3, %zmm0
	vmovupd	%zmm0, 1440(%rsp)
	vmulpd	%zmm22, %zmm22, %zmm26
	vmulpd	%zmm8, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm26, %zmm26, %zmm1
	vmovupd	%zmm1, 2416(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm7
	vmulpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm4, %zmm26, %zmm7
	vaddpd	%zmm5, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm26, %zmm7
	vaddpd	%zmm6, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm26, %zmm7
	vaddpd	%zmm0, %zmm7, %zmm0
	vmovupd	%zmm0, 1904(%rsp)
	vmovapd	%zmm13, %zmm22
	vmovupd	%zmm13, 4544(%rsp)
	vmulpd	%zmm13, %zmm13, %zmm31
	vmulpd	%zmm8, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm7
	vmulpd	%zmm31, %zmm31, %zmm0
	vmovupd	%zmm0, 4672(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm14
	vmulpd	%zmm7, %zmm14, %zmm7
	vmulpd	%zmm4, %zmm31, %zmm14
	vaddpd	%zmm5, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm31, %zmm14
	vaddpd	%zmm6, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm31, %zmm14
	vaddpd	%zmm7, %zmm14, %zmm7
	vbroadcastsd	.LCPI0_10(%rip), %zmm1
	vmulpd	%zmm1, %zmm24, %zmm17
	vbroadcastsd	.LCPI0_44(%rip), %zmm15
	vsubpd	%zmm17, %zmm15, %zmm14
	vsubpd	%zmm14, %zmm15, %zmm11
	vsubpd	%zmm17, %zmm11, %zmm11
	vmulpd	%zmm1, %zmm25, %zmm0
	vsubpd	%zmm0, %zmm15, %zmm17
	vsubpd	%zmm17, %zmm15, %zmm10
	vsubpd	%zmm0, %zmm10, %zmm6
	vmulpd	%zmm1, %zmm20, %zmm10
	vsubpd	%zmm10, %zmm15, %zmm8
	vsubpd	%zmm8, %zmm15, %zmm9
	vsubpd	%zmm10, %zmm9, %zmm9
	vmulpd	%zmm1, %zmm27, %zmm10
	vsubpd	%zmm10, %zmm15, %zmm5
	vsubpd	%zmm5, %zmm15, %zmm12
	vsubpd	%zmm10, %zmm12, %zmm10
	vmulpd	%zmm1, %zmm23, %zmm12
	vsubpd	%zmm12, %zmm15, %zmm4
	vsubpd	%zmm4, %zmm15, %zmm13
	vsubpd	%zmm12, %zmm13, %zmm12
	vmulpd	%zmm1, %zmm28, %zmm13
	vsubpd	%zmm13, %zmm15, %zmm3
	vsubpd	%zmm3, %zmm15, %zmm30
	vsubpd	%zmm13, %zmm30, %zmm13
	vmulpd	%zmm1, %zmm26, %zmm30
	vsubpd	%zmm30, %zmm15, %zmm2
	vsubpd	%zmm2, %zmm15, %zmm29
	vsubpd	%zmm30, %zmm29, %zmm29
	vmulpd	%zmm1, %zmm31, %zmm30
	vsubpd	%zmm30, %zmm15, %zmm0
	vsubpd	%zmm0, %zmm15, %zmm15
	vsubpd	%zmm30, %zmm15, %zmm15
	vmulpd	%zmm16, %zmm25, %zmm16
	vmovupd	64(%rsp), %zmm1
	vmulpd	704(%rsp), %zmm1, %zmm30
	vsubpd	%zmm30, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm6, %zmm6
	vmulpd	1968(%rsp), %zmm24, %zmm16
	vmovupd	304(%rsp), %zmm1
	vmulpd	928(%rsp), %zmm1, %zmm30
	vsubpd	%zmm30, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm11, %zmm11
	vmulpd	%zmm19, %zmm27, %zmm16
	vmovupd	240(%rsp), %zmm1
	vmulpd	512(%rsp), %zmm1, %zmm19
	vsubpd	%zmm19, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm10, %zmm10
	vmulpd	1568(%rsp), %zmm20, %zmm16
	vmovupd	992(%rsp), %zmm30
	vmulpd	432(%rsp), %zmm30, %zmm19
	vsubpd	%zmm19, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm9, %zmm9
	vmulpd	1440(%rsp), %zmm28, %zmm16
	vmulpd	576(%rsp), %zmm18, %zmm19
	vsubpd	%zmm19, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm13, %zmm13
	vmulpd	1504(%rsp), %zmm23, %zmm16
	vmulpd	832(%rsp), %zmm21, %zmm19
	vsubpd	%zmm19, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm12, %zmm16
	vmulpd	%zmm7, %zmm31, %zmm7
	vmulpd	768(%rsp), %zmm22, %zmm12
	vsubpd	%zmm12, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm15, %zmm7
	vmulpd	1904(%rsp), %zmm26, %zmm12
	vmovupd	1120(%rsp), %zmm1
	vmulpd	640(%rsp), %zmm1, %zmm15
	vsubpd	%zmm15, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm29, %zmm15
	vaddpd	%zmm11, %zmm14, %zmm1
	vmovupd	%zmm1, 1440(%rsp)
	vaddpd	%zmm6, %zmm17, %zmm1
	vmovupd	%zmm1, 1904(%rsp)
	vaddpd	%zmm9, %zmm8, %zmm1
	vmovupd	%zmm1, 1504(%rsp)
	vaddpd	%zmm10, %zmm5, %zmm1
	vmovupd	%zmm1, 3840(%rsp)
	vaddpd	%zmm16, %zmm4, %zmm1
	vmovupd	%zmm1, 1568(%rsp)
	vaddpd	%zmm13, %zmm3, %zmm1
	vmovupd	%zmm1, 2752(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm1
	vmovupd	%zmm1, 1968(%rsp)
	vaddpd	%zmm7, %zmm0, %zmm0
	vmovupd	%zmm0, 2816(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm6
	vmulpd	%zmm6, %zmm25, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm14
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	1824(%rsp), %zmm25, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm9
	vmulpd	%zmm9, %zmm25, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm11
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vmovupd	%zmm25, 4416(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm13
	vaddpd	%zmm13, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm7
	vmulpd	%zmm6, %zmm24, %zmm0
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	1312(%rsp), %zmm24, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm9, %zmm24, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vmovupd	%zmm24, 4480(%rsp)
	vaddpd	%zmm13, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm10
	vmulpd	%zmm6, %zmm27, %zmm0
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	2640(%rsp), %zmm27, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm9, %zmm27, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm13, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm2
	vmulpd	%zmm6, %zmm20, %zmm0
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	2032(%rsp), %zmm20, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm9, %zmm20, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm20, %zmm1
	vmovapd	%zmm20, %zmm12
	vmovupd	%zmm20, 4352(%rsp)
	vaddpd	%zmm13, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm6, %zmm28, %zmm1
	vaddpd	%zmm14, %zmm1, %zmm1
	vmulpd	2576(%rsp), %zmm28, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm9, %zmm28, %zmm3
	vaddpd	%zmm11, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm28, %zmm3
	vaddpd	%zmm13, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm6, %zmm23, %zmm3
	vaddpd	%zmm14, %zmm3, %zmm3
	vmulpd	2480(%rsp), %zmm23, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm9, %zmm23, %zmm4
	vaddpd	%zmm11, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm23, %zmm4
	vaddpd	%zmm13, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm6, %zmm31, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm4
	vmulpd	4672(%rsp), %zmm31, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm9, %zmm31, %zmm5
	vaddpd	%zmm11, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm31, %zmm5
	vaddpd	%zmm13, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm6, %zmm26, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vmulpd	2416(%rsp), %zmm26, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm9, %zmm26, %zmm6
	vaddpd	%zmm11, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm26, %zmm6
	vaddpd	%zmm13, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	304(%rsp), %zmm24, %zmm6
	vmovupd	%zmm6, 1312(%rsp)
	vmulpd	%zmm10, %zmm6, %zmm8
	vbroadcastsd	.LCPI0_10(%rip), %zmm29
	vmovupd	928(%rsp), %zmm21
	vmulpd	%zmm29, %zmm21, %zmm9
	vsubpd	%zmm8, %zmm9, %zmm8
	vmulpd	64(%rsp), %zmm25, %zmm20
	vmulpd	%zmm7, %zmm20, %zmm7
	vmovupd	704(%rsp), %zmm25
	vmulpd	%zmm29, %zmm25, %zmm10
	vsubpd	%zmm7, %zmm10, %zmm7
	vmulpd	432(%rsp), %zmm12, %zmm22
	vmulpd	%zmm0, %zmm22, %zmm0
	vmulpd	%zmm29, %zmm30, %zmm11
	vsubpd	%zmm0, %zmm11, %zmm18
	vmulpd	240(%rsp), %zmm27, %zmm12
	vmulpd	%zmm2, %zmm12, %zmm2
	vmovupd	512(%rsp), %zmm9
	vmulpd	%zmm29, %zmm9, %zmm13
	vsubpd	%zmm2, %zmm13, %zmm10
	vmulpd	1056(%rsp), %zmm23, %zmm19
	vmulpd	%zmm3, %zmm19, %zmm3
	vmovupd	832(%rsp), %zmm6
	vmulpd	%zmm29, %zmm6, %zmm14
	vsubpd	%zmm3, %zmm14, %zmm3
	vmovupd	4608(%rsp), %zmm30
	vmulpd	%zmm28, %zmm30, %zmm14
	vmulpd	%zmm1, %zmm14, %zmm1
	vmovupd	576(%rsp), %zmm2
	vmulpd	%zmm29, %zmm2, %zmm15
	vsubpd	%zmm1, %zmm15, %zmm11
	vmovupd	1120(%rsp), %zmm24
	vmulpd	%zmm26, %zmm24, %zmm15
	vmulpd	%zmm5, %zmm15, %zmm5
	vmovupd	640(%rsp), %zmm1
	vmulpd	%zmm29, %zmm1, %zmm16
	vsubpd	%zmm5, %zmm16, %zmm5
	vmovupd	4544(%rsp), %zmm13
	vmulpd	%zmm31, %zmm13, %zmm16
	vmulpd	%zmm4, %zmm16, %zmm4
	vmovupd	768(%rsp), %zmm0
	vmulpd	%zmm29, %zmm0, %zmm17
	vsubpd	%zmm4, %zmm17, %zmm4
	vmulpd	4480(%rsp), %zmm8, %zmm8
	vmulpd	4416(%rsp), %zmm7, %zmm7
	vmulpd	4352(%rsp), %zmm18, %zmm17
	vmulpd	%zmm10, %zmm27, %zmm10
	vmulpd	%zmm3, %zmm23, %zmm3
	vmulpd	%zmm11, %zmm28, %zmm11
	vmulpd	%zmm5, %zmm26, %zmm5
	vmulpd	%zmm4, %zmm31, %zmm4
	vsubpd	%zmm25, %zmm7, %zmm7
	vsubpd	%zmm21, %zmm8, %zmm8
	vsubpd	%zmm9, %zmm10, %zmm10
	vsubpd	992(%rsp), %zmm17, %zmm18
	vsubpd	%zmm2, %zmm11, %zmm11
	vsubpd	%zmm6, %zmm3, %zmm3
	vsubpd	%zmm0, %zmm4, %zmm4
	vsubpd	%zmm1, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_50(%rip), %zmm17
	vmulpd	%zmm17, %zmm20, %zmm9
	vaddpd	%zmm9, %zmm7, %zmm7
	vmulpd	1312(%rsp), %zmm17, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm17, %zmm12, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm2
	vmulpd	%zmm17, %zmm22, %zmm8
	vaddpd	%zmm8, %zmm18, %zmm0
	vmulpd	%zmm17, %zmm14, %zmm8
	vaddpd	%zmm8, %zmm11, %zmm1
	vmulpd	%zmm17, %zmm19, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm17, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm17, %zmm15, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmovupd	64(%rsp), %zmm8
	vsubpd	%zmm7, %zmm8, %zmm12
	vmovupd	304(%rsp), %zmm7
	vsubpd	%zmm6, %zmm7, %zmm23
	vmovupd	240(%rsp), %zmm6
	vsubpd	%zmm2, %zmm6, %zmm10
	vmovupd	432(%rsp), %zmm2
	vsubpd	%zmm0, %zmm2, %zmm21
	vsubpd	%zmm1, %zmm30, %zmm19
	vmovupd	1056(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm20
	vsubpd	%zmm4, %zmm13, %zmm18
	vsubpd	%zmm5, %zmm24, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm8
	vmovupd	1904(%rsp), %zmm14
	vxorpd	%zmm8, %zmm14, %zmm7
	vmovupd	1440(%rsp), %zmm17
	vxorpd	%zmm8, %zmm17, %zmm6
	vmovupd	3840(%rsp), %zmm22
	vxorpd	%zmm8, %zmm22, %zmm5
	vmovupd	1504(%rsp), %zmm15
	vxorpd	%zmm8, %zmm15, %zmm4
	vmovupd	2752(%rsp), %zmm27
	vxorpd	%zmm8, %zmm27, %zmm3
	vmovupd	1568(%rsp), %zmm13
	vxorpd	%zmm8, %zmm13, %zmm2
	vmovupd	2816(%rsp), %zmm26
	vxorpd	%zmm8, %zmm26, %zmm1
	vmovupd	1968(%rsp), %zmm25
	vxorpd	%zmm8, %zmm25, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm9
	vmovdqu64	2096(%rsp), %zmm16
	vptestnmq	%zmm9, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vxorpd	%zmm8, %zmm23, %zmm23 {%k1}
	vmovdqu64	2160(%rsp), %zmm17
	vptestnmq	%zmm9, %zmm17, %k1
	vmovapd	%zmm14, %zmm7 {%k1}
	vmovapd	%zmm12, %zmm24
	vxorpd	%zmm8, %zmm12, %zmm24 {%k1}
	vmovdqu64	2224(%rsp), %zmm14
	vptestnmq	%zmm9, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vxorpd	%zmm8, %zmm21, %zmm21 {%k1}
	vmovdqu64	1632(%rsp), %zmm15
	vptestnmq	%zmm9, %zmm15, %k1
	vmovapd	%zmm22, %zmm5 {%k1}
	vmovapd	%zmm10, %zmm22
	vxorpd	%zmm8, %zmm10, %zmm22 {%k1}
	vmovdqu64	1696(%rsp), %zmm12
	vptestnmq	%zmm9, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm8, %zmm20, %zmm20 {%k1}
	vmovdqu64	1760(%rsp), %zmm13
	vptestnmq	%zmm9, %zmm13, %k1
	vmovapd	%zmm27, %zmm3 {%k1}
	vxorpd	%zmm8, %zmm19, %zmm19 {%k1}
	vmovdqu64	1376(%rsp), %zmm10
	vptestnmq	%zmm9, %zmm10, %k1
	vmovapd	%zmm25, %zmm0 {%k1}
	vxorpd	%zmm8, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	1248(%rsp), %zmm11
	vptestnmq	%zmm9, %zmm11, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm8, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm8
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm7, %zmm24 {%k1}
	vmovupd	%zmm24, 304(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm6, %zmm23 {%k1}
	vmovupd	%zmm23, 240(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm5, %zmm22 {%k1}
	vmovupd	%zmm22, 576(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm4, %zmm21 {%k1}
	vmovupd	%zmm21, 832(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 640(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 768(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 512(%rsp)
	vptestnmq	%zmm8, %zmm10, %k1
	vmovapd	%zmm0, %zmm25 {%k1}
	vmovupd	%zmm25, 704(%rsp)
	vcvtudq2pd	38280(%rsp,%rbp,4), %zmm0
	vcvtudq2pd	38312(%rsp,%rbp,4), %zmm1
	vcvtudq2pd	38344(%rsp,%rbp,4), %zmm2
	vcvtudq2pd	38376(%rsp,%rbp,4), %zmm3
	vcvtudq2pd	38408(%rsp,%rbp,4), %zmm4
	vcvtudq2pd	38440(%rsp,%rbp,4), %zmm5
	vcvtudq2pd	38472(%rsp,%rbp,4), %zmm6
	vcvtudq2pd	38504(%rsp,%rbp,4), %zmm7
	vaddpd	%zmm29, %zmm1, %zmm1
	vaddpd	%zmm29, %zmm0, %zmm0
	vaddpd	%zmm29, %zmm3, %zmm3
	vaddpd	%zmm29, %zmm2, %zmm2
	vaddpd	%zmm29, %zmm5, %zmm5
	vaddpd	%zmm29, %zmm4, %zmm4
	vaddpd	%zmm29, %zmm7, %zmm7
	vaddpd	%zmm29, %zmm6, %zmm6
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
	vmovdqu64	%zmm9, 1696(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1760(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1376(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1248(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1056(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1120(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 992(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 928(%rsp)
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
	vmovupd	%zmm3, 432(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm31, %zmm2
	vdivpd	%zmm2, %zmm31, %zmm2
	vmovupd	%zmm2, 2224(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1632(%rsp)
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
	vmovupd	%zmm3, 2096(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2480(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2032(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2416(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm2
	vmovupd	%zmm2, 64(%rsp)
	vaddpd	%zmm23, %zmm2, %zmm1
	vdivpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 2160(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2640(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2576(%rsp)
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
	vmovupd	%zmm2, 1968(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1504(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 1824(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1440(%rsp)
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
	vaddpd	2480(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	2096(%rsp), %zmm22, %zmm22
	vaddpd	2416(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2032(%rsp), %zmm27, %zmm27
	vaddpd	2576(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2640(%rsp), %zmm9, %zmm9
	vaddpd	1504(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm10, %zmm7
	vaddpd	1968(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm30, %zmm10
	vmulpd	%zmm10, %zmm13, %zmm5
	vaddpd	1440(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm10
	vmulpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm11, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm10
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	%zmm31, 1568(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	2224(%rsp), %zmm2, %zmm11
	vmovupd	432(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1632(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	1312(%rsp), %zmm7, %zmm7
	vmovupd	64(%rsp), %zmm8
	vmulpd	%zmm6, %zmm8, %zmm16
	vmulpd	%zmm16, %zmm8, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	2160(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	1824(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm10, %zmm15, %zmm10
	vmulpd	%zmm10, %zmm18, %zmm6
	vpsrlq	$20, 1696(%rsp), %zmm10
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm10, %zmm10
	vcvtqq2pd	%zmm10, %zmm10
	vbroadcastsd	.LCPI0_26(%rip), %zmm13
	vmulpd	%zmm13, %zmm10, %zmm23
	vaddpd	%zmm11, %zmm23, %zmm11
	vpsrlq	$20, 1760(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm13, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1376(%rsp), %zmm25
	vpaddq	%zmm12, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm13, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1248(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm13, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1056(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm13, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1120(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm13, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 992(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm13, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 928(%rsp), %zmm31
	vpaddq	%zmm12, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm13, %zmm31, %zmm12
	vaddpd	%zmm6, %zmm12, %zmm6
	vsubpd	%zmm0, %zmm11, %zmm0
	vsubpd	%zmm2, %zmm14, %zmm2
	vsubpd	%zmm4, %zmm7, %zmm4
	vsubpd	%zmm16, %zmm9, %zmm7
	vsubpd	%zmm17, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm22, %zmm1, %zmm1
	vpbroadcastq	.LCPI0_30(%rip), %zmm17
	vbroadcastsd	.LCPI0_29(%rip), %zmm16
	vsubpd	%zmm15, %zmm6, %zmm6
	vaddpd	432(%rsp), %zmm2, %zmm2
	vaddpd	1568(%rsp), %zmm0, %zmm0
	vaddpd	64(%rsp), %zmm7, %zmm7
	vaddpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm3, %zmm21, %zmm3
	vbroadcastsd	.LCPI0_28(%rip), %zmm11
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vaddpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm1, %zmm26, %zmm1
	vmulpd	%zmm9, %zmm23, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm9, %zmm10, %zmm8
	vaddpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm9, %zmm27, %zmm8
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm9, %zmm25, %zmm8
	vpbroadcastq	.LCPI0_1(%rip), %zmm25
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm9, %zmm29, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm9, %zmm28, %zmm8
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm9, %zmm31, %zmm8
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm9, %zmm30, %zmm8
	vaddpd	%zmm1, %zmm8, %zmm1
	vmulpd	%zmm11, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	304(%rsp), %zmm0, %zmm0
	vmulpd	%zmm11, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	240(%rsp), %zmm2, %zmm2
	vmulpd	%zmm11, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	576(%rsp), %zmm4, %zmm4
	vmulpd	%zmm11, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	832(%rsp), %zmm7, %zmm7
	vmulpd	%zmm11, %zmm5, %zmm5
	vmulpd	%zmm11, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	640(%rsp), %zmm3, %zmm3
	vmulpd	768(%rsp), %zmm5, %zmm5
	vmulpd	%zmm11, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	512(%rsp), %zmm1, %zmm1
	vmulpd	%zmm11, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	704(%rsp), %zmm6, %zmm6
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
	vmovupd	%zmm0, 38280(%rsp,%rbp,4)
	vmovdqu64	%zmm2, 38344(%rsp,%rbp,4)
	vmovdqu64	%zmm3, 38408(%rsp,%rbp,4)
	vmovdqu64	%zmm1, 38472(%rsp,%rbp,4)
	addq	$64, %rbp
	cmpq	%rbp, %r11
	jne	.LBB0_15
	jmp	.LBB0_16
	.p2align	4
.LBB0_119:
	testq	%rdi, %rdi
	je	.LBB0_120
.LBB0_16:
	vmovups	5512(%rsp), %zmm0
	vmovups	5576(%rsp), %zmm1
	vmovups	5640(%rsp), %zmm2
	vmovups	5704(%rsp), %zmm3
	vxorpd	%xmm7, %xmm7, %xmm7
	vmulps	%zmm7, %zmm0, %zmm4
	vmulps	%zmm7, %zmm1, %zmm5
	vmulps	%zmm7, %zmm2, %zmm6
	vmulps	%zmm7, %zmm3, %zmm7
	vsubps	%zmm4, %zmm0, %zmm0
	vsubps	%zmm5, %zmm1, %zmm1
	vsubps	%zmm6, %zmm2, %zmm4
	vsubps	%zmm7, %zmm3, %zmm3
	vmulps	%zmm0, %zmm0, %zmm2
	vmulps	%zmm1, %zmm1, %zmm1
	vmulps	%zmm4, %zmm4, %zmm0
	vmovups	%zmm2, 5120(%rsp)
	vmovups	%zmm1, 5184(%rsp)
	vmulps	%zmm3, %zmm3, %zmm3
	vmovups	%zmm0, 5248(%rsp)
	vmovups	%zmm3, 5312(%rsp)
	cmpq	$1, %rdi
	je	.LBB0_20
	movl	$1, %ebp
	leaq	5960(%rsp), %r15
	.p2align	4
.LBB0_18:
	vmovups	-192(%r15), %zmm4
	vmovups	-128(%r15), %zmm5
	vmovups	-64(%r15), %zmm6
	vmovups	(%r15), %zmm7
	xorl	%r10d, %r10d
	popcntq	%rbp, %r10
	cmpl	$2, %r10d
	sete	%r10b
	kmovd	%r10d, %k1
	vmovss	.LCPI0_62(%rip), %xmm8 {%k1} {z}
	vbroadcastss	%xmm8, %zmm8
	vmulps	%zmm7, %zmm8, %zmm9
	vsubps	%zmm9, %zmm7, %zmm7
	vmulps	%zmm7, %zmm7, %zmm7
	vaddps	%zmm7, %zmm3, %zmm3
	vmulps	%zmm6, %zmm8, %zmm7
	vsubps	%zmm7, %zmm6, %zmm6
	vmulps	%zmm6, %zmm6, %zmm6
	vaddps	%zmm6, %zmm0, %zmm0
	vmulps	%zmm5, %zmm8, %zmm6
	vsubps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm5, %zmm5, %zmm5
	vaddps	%zmm5, %zmm1, %zmm1
	vmulps	%zmm4, %zmm8, %zmm5
	vsubps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm4, %zmm4
	vaddps	%zmm4, %zmm2, %zmm2
	incq	%rbp
	addq	$256, %r15
	cmpq	%rbp, %rdi
	jne	.LBB0_18
	vmovups	%zmm2, 5120(%rsp)
	vmovups	%zmm1, 5184(%rsp)
	vmovups	%zmm0, 5248(%rsp)
	vmovups	%zmm3, 5312(%rsp)
.LBB0_20:
	cmpl	$0, -124(%rsp)
	je	.LBB0_120
.LBB0_21:
	cmpq	$4, %rsi
	jae	.LBB0_106
	xorl	%r15d, %r15d
	vmovups	2880(%rsp), %zmm16
	vmovss	.LCPI0_63(%rip), %xmm2
	vbroadcastss	.LCPI0_71(%rip), %zmm7
	vbroadcastss	.LCPI0_65(%rip), %zmm8
	vpbroadcastd	.LCPI0_66(%rip), %zmm17
	vpbroadcastd	.LCPI0_67(%rip), %zmm18
	vmovss	2944(%rsp), %xmm22
	jmp	.LBB0_23
	.p2align	4
.LBB0_120:
	cmpq	$4, %rsi
	jae	.LBB0_123
	xorl	%r8d, %r8d
	vmovups	2880(%rsp), %zmm16
	vmovss	.LCPI0_63(%rip), %xmm2
	vbroadcastss	.LCPI0_71(%rip), %zmm17
	vbroadcastss	.LCPI0_65(%rip), %zmm18
	vpbroadcastd	.LCPI0_66(%rip), %zmm19
	vpbroadcastd	.LCPI0_67(%rip), %zmm20
	vmovss	2944(%rsp), %xmm22
	jmp	.LBB0_122
	.p2align	4
.LBB0_106:
	cmpq	$32, %rsi
	vmovups	2880(%rsp), %zmm16
	vmovss	.LCPI0_63(%rip), %xmm2
	vbroadcastss	.LCPI0_71(%rip), %zmm7
	vbroadcastss	.LCPI0_65(%rip), %zmm8
	vpbroadcastd	.LCPI0_66(%rip), %zmm17
	vpbroadcastd	.LCPI0_67(%rip), %zmm18
	vbroadcastss	.LCPI0_63(%rip), %zmm3
	vbroadcastss	.LCPI0_62(%rip), %zmm4
	vmovss	2944(%rsp), %xmm22
	jae	.LBB0_108
	xorl	%ebp, %ebp
	jmp	.LBB0_112
.LBB0_123:
	cmpq	$32, %rsi
	vmovups	2880(%rsp), %zmm16
	vmovss	.LCPI0_63(%rip), %xmm2
	vbroadcastss	.LCPI0_71(%rip), %zmm17
	vbroadcastss	.LCPI0_65(%rip), %zmm18
	vpbroadcastd	.LCPI0_66(%rip), %zmm19
	vpbroadcastd	.LCPI0_67(%rip), %zmm20
	vbroadcastss	.LCPI0_63(%rip), %zmm3
	vbroadcastss	.LCPI0_62(%rip), %zmm4
	vmovss	2944(%rsp), %xmm22
	jae	.LBB0_125
	xorl	%r15d, %r15d
	jmp	.LBB0_129
.LBB0_108:
	xorl	%r15d, %r15d
	.p2align	4
.LBB0_109:
	vcmpltps	5120(%rsp,%r15,4), %zmm3, %k1
	vcmpltps	5184(%rsp,%r15,4), %zmm3, %k2
	vmovaps	%zmm4, %zmm0 {%k1} {z}
	vmovaps	%zmm4, %zmm1 {%k2} {z}
	vcvttps2udq	%zmm0, %zmm0
	vcvttps2udq	%zmm1, %zmm1
	vorpd	-64(%rbx,%r15,4), %zmm0, %zmm0
	vpord	(%rbx,%r15,4), %zmm1, %zmm1
	vmovupd	%zmm0, -64(%rbx,%r15,4)
	vmovdqu64	%zmm1, (%rbx,%r15,4)
	addq	$32, %r15
	cmpq	%r15, %rdx
	jne	.LBB0_109
	cmpq	-16(%rsp), %rax
	je	.LBB0_115
	movq	-16(%rsp), %r15
	movq	%r15, %rbp
	testb	$28, %al
	je	.LBB0_23
.LBB0_112:
	vbroadcastss	.LCPI0_63(%rip), %xmm1
	.p2align	4
.LBB0_113:
	vcmpltps	5120(%rsp,%rbp,4), %xmm1, %k1
	vbroadcastss	.LCPI0_62(%rip), %xmm0 {%k1} {z}
	vcvttps2udq	%xmm0, %xmm0
	vorpd	(%r14,%rbp,4), %xmm0, %xmm0
	vmovupd	%xmm0, (%r14,%rbp,4)
	addq	$4, %rbp
	cmpq	%rbp, %rcx
	jne	.LBB0_113
	movq	224(%rsp), %r10
	movq	%r10, %r15
	cmpq	%r10, %rax
	je	.LBB0_115
	.p2align	4
.LBB0_23:
	vcmpltss	5120(%rsp,%r15,4), %xmm2, %k1
	vmovss	.LCPI0_62(%rip), %xmm0 {%k1} {z}
	vcvttss2usi	%xmm0, %r10d
	orl	%r10d, (%r14,%r15,4)
	incq	%r15
	cmpq	%r15, %rax
	jne	.LBB0_23
.LBB0_115:
	testq	%rdi, %rdi
	je	.LBB0_118
	vmulss	-4(%rsp), %xmm22, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	kmovd	%r8d, %k1
	vmovaps	1888(%rsp), %xmm1
	vmovss	%xmm1, %xmm0, %xmm0 {%k1}
	vbroadcastss	%xmm0, %zmm0
	movl	$192, %r8d
	xorl	%ebp, %ebp
	.p2align	4
.LBB0_117:
	xorl	%r10d, %r10d
	popcntq	%rbp, %r10
	cmpl	$2, %r10d
	sete	%r10b
	kmovd	%r10d, %k1
	vmovss	.LCPI0_62(%rip), %xmm1 {%k1} {z}
	vmovups	5320(%rsp,%r8), %zmm2
	vmovups	5384(%rsp,%r8), %zmm3
	vmovups	5448(%rsp,%r8), %zmm4
	vmovups	5512(%rsp,%r8), %zmm5
	vsubps	103624(%rsp,%r8), %zmm2, %zmm6
	vbroadcastss	%xmm1, %zmm1
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm7, %zmm6, %zmm6
	vmulps	%zmm6, %zmm1, %zmm6
	vmulps	%zmm6, %zmm16, %zmm6
	vsubps	%zmm6, %zmm2, %zmm2
	vmulps	38088(%rsp,%r8), %zmm1, %zmm6
	vmulps	%zmm6, %zmm0, %zmm6
	vaddps	%zmm2, %zmm6, %zmm2
	vmulps	%zmm2, %zmm1, %zmm2
	vandps	%zmm8, %zmm2, %zmm6
	vpcmpgtd	%zmm17, %zmm6, %k1
	vmovdqa32	%zmm18, %zmm2 {%k1}
	vmovdqu64	%zmm2, 5320(%rsp,%r8)
	vsubps	103688(%rsp,%r8), %zmm3, %zmm2
	vaddps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm7, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm2
	vmulps	%zmm2, %zmm16, %zmm2
	vsubps	%zmm2, %zmm3, %zmm2
	vmulps	38152(%rsp,%r8), %zmm1, %zmm3
	vmulps	%zmm3, %zmm0, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vmulps	%zmm2, %zmm1, %zmm2
	vandps	%zmm8, %zmm2, %zmm3
	vpcmpgtd	%zmm17, %zmm3, %k1
	vmovdqa32	%zmm18, %zmm2 {%k1}
	vmovdqu64	%zmm2, 5384(%rsp,%r8)
	vsubps	103752(%rsp,%r8), %zmm4, %zmm2
	vaddps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm7, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm2
	vmulps	%zmm2, %zmm16, %zmm2
	vsubps	%zmm2, %zmm4, %zmm2
	vmulps	38216(%rsp,%r8), %zmm1, %zmm3
	vmulps	%zmm3, %zmm0, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vmulps	%zmm2, %zmm1, %zmm2
	vandps	%zmm8, %zmm2, %zmm3
	vpcmpgtd	%zmm17, %zmm3, %k1
	vmovdqa32	%zmm18, %zmm2 {%k1}
	vmovdqu64	%zmm2, 5448(%rsp,%r8)
	vsubps	103816(%rsp,%r8), %zmm5, %zmm2
	vaddps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm7, %zmm2, %zmm2
	vmulps	%zmm2, %zmm1, %zmm2
	vmulps	%zmm2, %zmm16, %zmm2
	vmulps	38280(%rsp,%r8), %zmm1, %zmm3
	vsubps	%zmm2, %zmm5, %zmm2
	vmulps	%zmm3, %zmm0, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vmulps	%zmm2, %zmm1, %zmm1
	vandps	%zmm8, %zmm1, %zmm2
	vpcmpgtd	%zmm17, %zmm2, %k1
	vmovdqa32	%zmm18, %zmm1 {%k1}
	vmovdqu64	%zmm1, 5512(%rsp,%r8)
	incq	%rbp
	addq	$256, %r8
	cmpq	%rbp, %rdi
	jne	.LBB0_117
	jmp	.LBB0_118
.LBB0_125:
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_126:
	vcmpltps	5120(%rsp,%r8,4), %zmm3, %k1
	vcmpltps	5184(%rsp,%r8,4), %zmm3, %k2
	vmovaps	%zmm4, %zmm0 {%k1} {z}
	vmovaps	%zmm4, %zmm1 {%k2} {z}
	vcvttps2udq	%zmm0, %zmm0
	vcvttps2udq	%zmm1, %zmm1
	vorpd	-64(%rbx,%r8,4), %zmm0, %zmm0
	vpord	(%rbx,%r8,4), %zmm1, %zmm1
	vmovupd	%zmm0, -64(%rbx,%r8,4)
	vmovdqu64	%zmm1, (%rbx,%r8,4)
	addq	$32, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_126
	cmpq	56(%rsp), %rax
	je	.LBB0_132
	movq	56(%rsp), %r8
	movq	%r8, %r15
	testb	$28, %al
	je	.LBB0_122
.LBB0_129:
	vbroadcastss	.LCPI0_63(%rip), %xmm1
	.p2align	4
.LBB0_130:
	vcmpltps	5120(%rsp,%r15,4), %xmm1, %k1
	vbroadcastss	.LCPI0_62(%rip), %xmm0 {%k1} {z}
	vcvttps2udq	%xmm0, %xmm0
	vorpd	(%r14,%r15,4), %xmm0, %xmm0
	vmovupd	%xmm0, (%r14,%r15,4)
	addq	$4, %r15
	cmpq	%r15, %rcx
	jne	.LBB0_130
	movq	216(%rsp), %r10
	movq	%r10, %r8
	cmpq	%r10, %rax
	je	.LBB0_132
	.p2align	4
.LBB0_122:
	vcmpltss	5120(%rsp,%r8,4), %xmm2, %k1
	vmovss	.LCPI0_62(%rip), %xmm0 {%k1} {z}
	vcvttss2usi	%xmm0, %r10d
	orl	%r10d, (%r14,%r8,4)
	incq	%r8
	cmpq	%r8, %rax
	jne	.LBB0_122
.LBB0_132:
	testq	%rdi, %rdi
	je	.LBB0_118
	movl	$192, %r8d
	xorl	%ebp, %ebp
	.p2align	4
.LBB0_134:
	xorl	%r10d, %r10d
	popcntq	%rbp, %r10
	cmpl	$2, %r10d
	sete	%r10b
	kmovd	%r10d, %k1
	vmovss	.LCPI0_62(%rip), %xmm0 {%k1} {z}
	vmovups	5320(%rsp,%r8), %zmm1
	vmovups	5384(%rsp,%r8), %zmm2
	vmovups	5448(%rsp,%r8), %zmm3
	vmovups	5512(%rsp,%r8), %zmm4
	vsubps	103624(%rsp,%r8), %zmm1, %zmm5
	vsubps	103688(%rsp,%r8), %zmm2, %zmm6
	vsubps	103752(%rsp,%r8), %zmm3, %zmm7
	vsubps	103816(%rsp,%r8), %zmm4, %zmm8
	vbroadcastss	%xmm0, %zmm0
	vaddps	%zmm5, %zmm5, %zmm5
	vaddps	%zmm6, %zmm6, %zmm6
	vaddps	%zmm7, %zmm7, %zmm7
	vaddps	%zmm8, %zmm8, %zmm8
	vmulps	%zmm17, %zmm5, %zmm5
	vmulps	%zmm17, %zmm6, %zmm6
	vmulps	%zmm17, %zmm7, %zmm7
	vmulps	%zmm17, %zmm8, %zmm8
	vmulps	%zmm5, %zmm0, %zmm5
	vmulps	%zmm6, %zmm0, %zmm6
	vmulps	%zmm7, %zmm0, %zmm7
	vmulps	%zmm8, %zmm0, %zmm8
	vmulps	%zmm5, %zmm16, %zmm5
	vmulps	%zmm6, %zmm16, %zmm6
	vmulps	%zmm7, %zmm16, %zmm7
	vmulps	%zmm8, %zmm16, %zmm8
	vsubps	%zmm5, %zmm1, %zmm1
	vsubps	%zmm6, %zmm2, %zmm2
	vsubps	%zmm7, %zmm3, %zmm3
	vsubps	%zmm8, %zmm4, %zmm4
	vmulps	%zmm1, %zmm0, %zmm1
	vmulps	%zmm2, %zmm0, %zmm2
	vmulps	%zmm3, %zmm0, %zmm3
	vmulps	%zmm4, %zmm0, %zmm0
	vandps	%zmm18, %zmm1, %zmm4
	vandps	%zmm18, %zmm2, %zmm5
	vandps	%zmm18, %zmm3, %zmm6
	vandps	%zmm18, %zmm0, %zmm7
	vpcmpgtd	%zmm19, %zmm4, %k1
	vpcmpgtd	%zmm19, %zmm5, %k2
	vpcmpgtd	%zmm19, %zmm6, %k3
	vpcmpgtd	%zmm19, %zmm7, %k4
	vmovdqa32	%zmm20, %zmm1 {%k1}
	vmovdqa32	%zmm20, %zmm2 {%k2}
	vmovdqa32	%zmm20, %zmm3 {%k3}
	vmovdqu64	%zmm1, 5320(%rsp,%r8)
	vmovdqu64	%zmm2, 5384(%rsp,%r8)
	vmovdqu64	%zmm3, 5448(%rsp,%r8)
	vmovdqa32	%zmm20, %zmm0 {%k4}
	vmovdqu64	%zmm0, 5512(%rsp,%r8)
	incq	%rbp
	addq	$256, %r8
	cmpq	%rbp, %rdi
	jne	.LBB0_134
	jmp	.LBB0_118
	.p2align	4
.LBB0_103:
	testq	%rdi, %rdi
	sete	%al
	testq	%r13, %r13
	sete	%cl
	orb	%al, %cl
	movq	-64(%rsp), %rbp
	jne	.LBB0_148
	movq	-24(%rsp), %r8
	imulq	%rdi, %r8
	cmpq	$1, %r8
	jne	.LBB0_135
	xorl	%ecx, %ecx
	jmp	.LBB0_144
	.p2align	4
.LBB0_135:
	movq	%r8, -24(%rsp)
	andl	$16382, %r8d
	xorl	%ecx, %ecx
	jmp	.LBB0_136
	.p2align	4
.LBB0_141:
	xorl	%edx, %edx
	divq	%rdi
.LBB0_142:
	cmpq	%r13, %rax
	movq	%r12, %r9
	cmovbq	%rax, %r9
	addq	%rbp, %r9
	movq	%rdx, %r10
	shlq	$8, %r10
	addq	%rsp, %r10
	addq	$5512, %r10
	vmovss	(%r10,%rax,4), %xmm0
	imulq	%rdi, %r9
	leaq	(%r15,%r9,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r8
	je	.LBB0_143
.LBB0_136:
	movq	%rcx, %rax
	orq	%rdi, %rax
	shrq	$32, %rax
	je	.LBB0_137
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rdi
	jmp	.LBB0_139
	.p2align	4
.LBB0_137:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%edi
.LBB0_139:
	cmpq	%r13, %rax
	movq	%r12, %r9
	cmovbq	%rax, %r9
	addq	%rbp, %r9
	imulq	%rdi, %r9
	movq	%rdx, %r10
	shlq	$8, %r10
	addq	%rsp, %r10
	addq	$5512, %r10
	vmovss	(%r10,%rax,4), %xmm0
	leaq	(%r15,%r9,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%rdi, %rdx
	shrq	$32, %rdx
	jne	.LBB0_141
	xorl	%edx, %edx
	divl	%edi
	jmp	.LBB0_142
	.p2align	4
.LBB0_143:
	testb	$1, -24(%rsp)
	je	.LBB0_148
.LBB0_144:
	movq	%rcx, %rax
	orq	%rdi, %rax
	shrq	$32, %rax
	jne	.LBB0_146
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%edi
	jmp	.LBB0_147
.LBB0_24:
	movq	24(%rax), %r12
	cmpq	$4097, %rdi
	vmovapd	%xmm1, 496(%rsp)
	movq	%r12, -120(%rsp)
	movq	%rdi, -40(%rsp)
	jae	.LBB0_25
	movq	%rdx, %rsi
	subq	%rbp, %rsi
	jbe	.LBB0_79
	cmpq	$0, 16(%rsp)
	je	.LBB0_227
	movl	$3449720151, %r8d
	movq	-112(%rsp), %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %r9
	movq	%r9, 1192(%rsp)
	movq	%rdi, %r10
	leaq	842468239(%rax), %rdi
	leaq	1684936478(%rax), %r9
	movq	%r9, 32(%rsp)
	leaq	534103459(%rax), %r9
	movq	%r9, -104(%rsp)
	movl	%r10d, %r13d
	andl	$8188, %r13d
	leaq	(%rax,%r8), %r14
	addq	$-305585874, %r14
	movq	%r14, 2376(%rsp)
	leaq	536882365(%rax,%r8), %r9
	movq	%r9, -56(%rsp)
	leaq	-613950654(%rax,%r8), %r9
	movq	%r9, 3904(%rsp)
	leaq	228517585(%rax,%r8), %rax
	movq	%rax, -16(%rsp)
	movq	%rdi, %rax
	movq	%r10, %rdi
	movq	%rbp, %r14
	imulq	%r10, %r14
	movq	%r10, %r8
	shlq	$4, %r8
	leaq	4(,%rbp,4), %r9
	imulq	%r10, %r9
	movq	%r9, 1184(%rsp)
	leaq	-1(%r13), %r9
	shrq	$2, %r9
	andl	$8128, %r10d
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 3648(%rsp)
	movl	$3449720151, %ebx
	leaq	(%rcx,%rbx), %r11
	addq	$-795284382, %r11
	movq	%r11, 2368(%rsp)
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 5440(%rsp)
	leaq	1013904242(%rcx), %r11
	movq	%r11, 224(%rsp)
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 3584(%rsp)
	movq	1192(%rsp), %r11
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 5376(%rsp)
	leaq	218619860(%rcx,%rbx), %r11
	movq	%r11, 56(%rsp)
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 3520(%rsp)
	movq	%rax, 24(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3456(%rsp)
	leaq	2027808484(%rcx), %r11
	movq	%r11, 184(%rsp)
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 3392(%rsp)
	movq	-56(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3328(%rsp)
	leaq	387276957(%rcx), %r11
	movq	%r11, 3008(%rsp)
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 3264(%rsp)
	movq	3904(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3200(%rsp)
	movq	%r8, %rbx
	movl	$3449720151, %eax
	leaq	-408007425(%rcx,%rax), %r11
	movq	%r11, 416(%rsp)
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 3136(%rsp)
	movq	32(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3072(%rsp)
	leaq	1401181199(%rcx), %r11
	movq	%r11, 216(%rsp)
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 4032(%rsp)
	movq	-104(%rsp), %rax
	vpbroadcastq	%rax, %zmm9
	movq	-16(%rsp), %rax
	vpbroadcastq	%rax, %zmm22
	addl	$-1879881855, %ecx
	movl	%ecx, -24(%rsp)
	vpbroadcastd	%ecx, %zmm19
	movl	%edi, %ecx
	andl	$8184, %ecx
	vpbroadcastq	%r10, %zmm0
	vmovdqa64	.LCPI0_0(%rip), %zmm18
	vporq	%zmm18, %zmm0, %zmm0
	vmovdqu64	%zmm0, 4864(%rsp)
	movl	%edi, %r11d
	andl	$3, %r11d
	movq	%r11, 40(%rsp)
	movq	%r9, 2400(%rsp)
	leaq	1(%r9), %r11
	movq	%r11, 2360(%rsp)
	andq	$-2, %r11
	movq	%r11, 2352(%rsp)
	movl	%edi, %r9d
	andl	$8176, %r9d
	vbroadcastss	496(%rsp), %zmm20
	movl	%edi, %r11d
	andl	$8188, %r11d
	movq	%r11, 2544(%rsp)
	movq	%r9, -96(%rsp)
	vpbroadcastq	%r9, %ymm0
	vporq	%ymm18, %ymm0, %ymm0
	vmovdqu	%ymm0, 2720(%rsp)
	movq	%rcx, 4096(%rsp)
	movq	%r10, -48(%rsp)
	subq	%r10, %rcx
	movq	%rcx, 168(%rsp)
	leal	(,%rdi,4), %ecx
	movl	%ecx, %r9d
	andl	$32512, %r9d
	andl	$32704, %ecx
	movq	%rcx, 160(%rsp)
	vmovdqa64	.LCPI0_4(%rip), %zmm23
	vpbroadcastd	.LCPI0_75(%rip), %zmm28
	vbroadcasti32x4	.LCPI0_76(%rip), %zmm29
	vpbroadcastq	.LCPI0_53(%rip), %zmm30
	leaq	(%rdi,%rdi), %rcx
	movq	%rcx, 2312(%rsp)
	leaq	(%r12,%rdi,4), %rcx
	movq	%rcx, 1208(%rsp)
	leaq	(,%r14,4), %rax
	movq	%rax, 2304(%rsp)
	leaq	(,%rdi,4), %rax
	leaq	(,%rdi,8), %rcx
	movq	%rcx, -32(%rsp)
	leaq	(%r15,%r14,4), %r10
	movq	1184(%rsp), %rcx
	leaq	(%r15,%rcx), %rcx
	movq	%rcx, 2288(%rsp)
	leaq	192(%r12), %rcx
	movq	%rcx, 392(%rsp)
	movq	%r9, -88(%rsp)
	leaq	(%r12,%r9), %rcx
	movq	%rcx, 2344(%rsp)
	leaq	192(%r15,%r14,4), %rcx
	movq	%rcx, 384(%rsp)
	leaq	16(%r12), %rcx
	movq	%rcx, 1200(%rsp)
	movq	-72(%rsp), %rcx
	movq	%r14, 1216(%rsp)
	leaq	(%rcx,%r14,4), %rcx
	movq	%rcx, 136(%rsp)
	xorl	%r9d, %r9d
	movq	%r10, 2296(%rsp)
	movq	%r10, 8(%rsp)
	vpbroadcastq	.LCPI0_1(%rip), %zmm14
	vxorpd	%xmm15, %xmm15, %xmm15
	vpbroadcastq	.LCPI0_2(%rip), %zmm3
	movq	%r13, 176(%rsp)
	movq	%r8, 2320(%rsp)
	vmovdqu64	%zmm9, 3968(%rsp)
	vmovdqu64	%zmm22, 4224(%rsp)
	vmovdqu64	%zmm19, 2944(%rsp)
	vmovups	%zmm20, 4928(%rsp)
	movq	%rax, -80(%rsp)
	jmp	.LBB0_152
	.p2align	4
.LBB0_194:
	addq	$4, %rbp
	movq	2336(%rsp), %rsi
	addq	$-4, %rsi
	movq	2328(%rsp), %r9
	incq	%r9
	movq	-80(%rsp), %rax
	addq	%rax, 1216(%rsp)
	movq	2320(%rsp), %rbx
	addq	%rbx, 384(%rsp)
	addq	%rbx, 8(%rsp)
	addq	%rbx, 136(%rsp)
	movq	376(%rsp), %rdx
	cmpq	%rdx, %rbp
	movq	152(%rsp), %r15
	jae	.LBB0_79
.LBB0_152:
	movq	%rbp, -64(%rsp)
	subq	%rbp, %rdx
	cmpq	$4, %rdx
	movl	$4, %r8d
	cmovbq	%rdx, %r8
	decq	%r8
	cmpq	$4, %rdx
	movq	%r8, %r14
	movl	$3, %ecx
	cmovaeq	%rcx, %r14
	cmpq	$1, %rsi
	movq	%rsi, 2336(%rsp)
	movq	%rsi, %r13
	adcq	$0, %r13
	cmpq	$4, %r13
	movl	$4, %ecx
	cmovaeq	%rcx, %r13
	movl	%r13d, %ecx
	leaq	-4(,%rcx,8), %r10
	imulq	%rdi, %r10
	addq	%r12, %r10
	movq	%rbx, %rcx
	movq	%r9, 2328(%rsp)
	imulq	%r9, %rcx
	movq	2296(%rsp), %rsi
	addq	%rcx, %rsi
	movq	%rsi, 432(%rsp)
	movq	2288(%rsp), %rsi
	leaq	(%rsi,%rcx), %rbp
	movq	%r15, %r9
	leaq	-1(%r13), %r15
	imulq	%rax, %r15
	addq	%r15, %rbp
	movq	2304(%rsp), %rax
	leaq	(%rax,%rcx), %rsi
	leaq	(%r9,%rsi), %rbx
	addq	1184(%rsp), %rcx
	addq	%rcx, %r9
	addq	%r15, %r9
	movq	-72(%rsp), %r11
	addq	%r11, %rsi
	addq	%r11, %rcx
	addq	%r15, %rcx
	movq	-32(%rsp), %r12
	imulq	%r13, %r12
	addq	-120(%rsp), %r12
	cmpq	$2, %rdx
	movq	%r8, %rax
	movl	$1, %edi
	cmovaeq	%rdi, %rax
	movq	%rax, %r15
	movq	2312(%rsp), %rdi
	imulq	%rdi, %r15
	cmpq	$3, %rdx
	movl	$2, %edx
	cmovaeq	%rdx, %r8
	movq	%r8, %rdx
	imulq	%rdi, %rdx
	movq	%r14, %r11
	imulq	%rdi, %r11
	cmpq	%rbp, -120(%rsp)
	setb	%bpl
	cmpq	%r10, 432(%rsp)
	setb	%dil
	andb	%bpl, %dil
	movb	%dil, 200(%rsp)
	movq	-64(%rsp), %rbp
	movq	%rbx, %rdi
	movq	%rbx, 64(%rsp)
	cmpq	%rcx, %rbx
	setb	%r10b
	cmpq	%r9, %rsi
	setb	%bl
	andb	%r10b, %bl
	cmpq	%r12, %rdi
	movq	-120(%rsp), %rdi
	setb	%r10b
	cmpq	%r9, 1208(%rsp)
	setb	%r12b
	andb	%r10b, %r12b
	orb	%bl, %r12b
	movb	%r12b, 400(%rsp)
	cmpq	%rcx, 64(%rsp)
	setb	%cl
	cmpq	%r9, %rsi
	leaq	(%rdi,%r15,4), %rsi
	movq	%rsi, 1240(%rsp)
	movq	%r13, %r15
	leaq	(%rdi,%rdx,4), %rdx
	movq	%rdx, 1232(%rsp)
	leaq	(%rdi,%r11,4), %rdx
	movq	%rdx, 1224(%rsp)
	movq	176(%rsp), %r13
	movq	-40(%rsp), %rdi
	setb	%dl
	andb	%cl, %dl
	movb	%dl, 5056(%rsp)
	movq	-32(%rsp), %rdx
	imulq	%rdx, %r14
	movq	1200(%rsp), %rcx
	addq	%rcx, %r14
	movq	%r14, 2392(%rsp)
	imulq	%rdx, %r8
	addq	%rcx, %r8
	movq	%r8, 2408(%rsp)
	imulq	%rdx, %rax
	addq	%rcx, %rax
	movq	%rax, 2384(%rsp)
	movq	$0, 144(%rsp)
	vmovss	-8(%rsp), %xmm17
	movq	%r15, 408(%rsp)
	jmp	.LBB0_153
	.p2align	4
.LBB0_193:
	vmulss	4(%rsp), %xmm17, %xmm17
	movq	144(%rsp), %rcx
	incq	%rcx
	movq	%rcx, 144(%rsp)
	cmpq	16(%rsp), %rcx
	vpbroadcastq	.LCPI0_2(%rip), %zmm3
	je	.LBB0_194
.LBB0_153:
	vmovss	%xmm17, 904(%rsp)
	cmpl	$0, (%rsp)
	sete	%al
	movl	%eax, 896(%rsp)
	cmpl	$0, -124(%rsp)
	movl	$3449720151, %esi
	movq	-48(%rsp), %r11
	vpbroadcastq	.LCPI0_3(%rip), %zmm9
	je	.LBB0_154
	movq	912(%rsp), %rcx
	movq	144(%rsp), %rax
	addq	%rcx, %rax
	movq	%rax, %rdx
	shrq	$32, %rdx
	imulq	%rsi, %rdx
	movq	%rdx, %rcx
	shrq	$32, %rcx
	xorl	-112(%rsp), %eax
	xorl	%ecx, %eax
	leaq	78811644(%rsi), %r10
	imulq	%r10, %rax
	movq	%rax, %rcx
	shrq	$32, %rcx
	xorq	2376(%rsp), %rcx
	movq	%rcx, 4160(%rsp)
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 3712(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vpxorq	5440(%rsp), %zmm0, %zmm26
	vpbroadcastq	%rax, %zmm0
	vpxorq	5376(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 4288(%rsp)
	xorq	2368(%rsp), %rdx
	movq	%rdx, 232(%rsp)
	movl	%edx, %ecx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4800(%rsp)
	xorq	1192(%rsp), %rax
	movq	%rax, 2880(%rsp)
	movl	%eax, %ecx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4736(%rsp)
	movq	1216(%rsp), %rax
	movq	%rax, 4992(%rsp)
	movq	-120(%rsp), %rax
	movq	%rax, 192(%rsp)
	movq	2344(%rsp), %rcx
	movq	392(%rsp), %r12
	xorl	%edx, %edx
	movq	%r10, 1248(%rsp)
	vmovdqu64	%zmm26, 3776(%rsp)
	jmp	.LBB0_158
	.p2align	4
.LBB0_176:
	movq	920(%rsp), %rdx
	incq	%rdx
	movq	-32(%rsp), %rax
	addq	%rax, %r12
	movq	208(%rsp), %rcx
	addq	%rax, %rcx
	addq	%rax, 192(%rsp)
	addq	%rdi, 4992(%rsp)
	movq	408(%rsp), %r15
	cmpq	%r15, %rdx
	vpbroadcastq	.LCPI0_2(%rip), %zmm3
	movq	1248(%rsp), %r10
	vmovdqu64	3776(%rsp), %zmm26
	vmovdqa64	.LCPI0_0(%rip), %zmm18
	vmovups	4928(%rsp), %zmm20
	vmovdqa64	.LCPI0_4(%rip), %zmm23
	vpbroadcastq	.LCPI0_1(%rip), %zmm14
	vpbroadcastq	.LCPI0_3(%rip), %zmm9
	je	.LBB0_154
.LBB0_158:
	movq	%rcx, 208(%rsp)
	movq	%rdx, 920(%rsp)
	leaq	(%rdx,%rbp), %rcx
	imulq	%rdi, %rcx
	vpbroadcastq	%rcx, %zmm28
	vpaddq	%zmm14, %zmm28, %zmm0
	vmovdqu64	%zmm0, 2160(%rsp)
	vpaddq	%zmm3, %zmm28, %zmm0
	vmovdqu64	%zmm0, 2096(%rsp)
	vpaddq	%zmm9, %zmm28, %zmm0
	vmovdqu64	%zmm0, 1312(%rsp)
	movq	%r12, 48(%rsp)
	movq	%r12, %r8
	movq	%r11, %rbp
	vmovdqa64	%zmm23, %zmm1
	vpbroadcastq	.LCPI0_5(%rip), %zmm23
	vpbroadcastq	.LCPI0_6(%rip), %zmm24
	vmovdqu64	%zmm28, 2224(%rsp)
	.p2align	4
.LBB0_159:
	vmovdqu64	%zmm1, 64(%rsp)
	vmovdqu64	%zmm18, 432(%rsp)
	vpaddq	64(%rsp), %zmm28, %zmm1
	vpmuludq	%zmm23, %zmm1, %zmm0
	vpaddq	432(%rsp), %zmm28, %zmm2
	vpmuludq	%zmm23, %zmm2, %zmm3
	vmovdqu64	2160(%rsp), %zmm5
	vpaddq	64(%rsp), %zmm5, %zmm4
	vpmuludq	%zmm23, %zmm4, %zmm8
	vpaddq	432(%rsp), %zmm5, %zmm5
	vpmuludq	%zmm23, %zmm5, %zmm7
	vmovdqu64	2096(%rsp), %zmm6
	vpaddq	64(%rsp), %zmm6, %zmm9
	vpmuludq	%zmm23, %zmm9, %zmm16
	vpaddq	432(%rsp), %zmm6, %zmm10
	vpmuludq	%zmm23, %zmm10, %zmm12
	vmovdqu64	1312(%rsp), %zmm11
	vpaddq	64(%rsp), %zmm11, %zmm13
	vpmuludq	%zmm23, %zmm13, %zmm17
	vpaddq	432(%rsp), %zmm11, %zmm14
	vpmuludq	%zmm23, %zmm14, %zmm11
	vmovdqu64	3648(%rsp), %zmm15
	vpternlogq	$150, %zmm15, %zmm3, %zmm2
	vpternlogq	$150, %zmm15, %zmm0, %zmm1
	vpternlogq	$150, %zmm15, %zmm7, %zmm5
	vpternlogq	$150, %zmm15, %zmm8, %zmm4
	vpternlogq	$150, %zmm15, %zmm12, %zmm10
	vpternlogq	$150, %zmm15, %zmm16, %zmm9
	vmovdqa64	%zmm16, %zmm6
	vpternlogq	$150, %zmm15, %zmm11, %zmm14
	vpternlogq	$150, %zmm15, %zmm17, %zmm13
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm9, %zmm15
	vpsrlq	$32, %zmm10, %zmm16
	vpsrlq	$32, %zmm13, %zmm18
	vpsrlq	$32, %zmm14, %zmm14
	vpmuludq	%zmm24, %zmm2, %zmm23
	vpmuludq	%zmm24, %zmm1, %zmm10
	vpmuludq	%zmm24, %zmm5, %zmm13
	vpmuludq	%zmm24, %zmm4, %zmm9
	vpmuludq	%zmm24, %zmm16, %zmm16
	vpmuludq	%zmm24, %zmm15, %zmm28
	vpmuludq	%zmm24, %zmm14, %zmm22
	vpmuludq	%zmm24, %zmm18, %zmm2
	vmovdqu64	%zmm2, 704(%rsp)
	vpsrlq	$32, %zmm10, %zmm14
	vpsrlq	$32, %zmm23, %zmm15
	vpsrlq	$32, %zmm9, %zmm18
	vpsrlq	$32, %zmm13, %zmm19
	vpsrlq	$32, %zmm28, %zmm1
	vpsrlq	$32, %zmm16, %zmm21
	vpsrlq	$32, %zmm2, %zmm24
	vpsrlq	$32, %zmm22, %zmm25
	vpxorq	%zmm26, %zmm15, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm27
	vmovdqu64	%zmm27, 832(%rsp)
	vpxorq	%zmm26, %zmm14, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm31
	vmovdqu64	%zmm31, 512(%rsp)
	vpxorq	%zmm26, %zmm19, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm20
	vmovdqu64	%zmm20, 768(%rsp)
	vpxorq	%zmm26, %zmm18, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm18
	vmovdqu64	%zmm18, 240(%rsp)
	vpxorq	%zmm26, %zmm21, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm15
	vpxorq	%zmm26, %zmm1, %zmm19
	vpxorq	%zmm26, %zmm25, %zmm4
	vpxorq	%zmm26, %zmm24, %zmm25
	vmovdqu64	3712(%rsp), %zmm1
	vpxorq	%zmm3, %zmm1, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm30
	vpxorq	%zmm0, %zmm1, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm29
	vpxorq	%zmm7, %zmm1, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm19
	vpxorq	%zmm8, %zmm1, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm21
	vpxorq	%zmm12, %zmm1, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm3
	vpxorq	%zmm6, %zmm1, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm7
	vmovdqu64	%zmm7, 928(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm0
	vmovdqu64	%zmm0, 304(%rsp)
	vpxorq	%zmm11, %zmm1, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm4
	vmovdqu64	%zmm4, 576(%rsp)
	vpxorq	%zmm17, %zmm1, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm0
	vmovdqu64	%zmm0, 640(%rsp)
	vpsrlq	$32, %zmm31, %zmm24
	vpsrlq	$32, %zmm27, %zmm25
	vpsrlq	$32, %zmm18, %zmm26
	vpsrlq	$32, %zmm29, %zmm11
	vmovdqa64	%zmm29, %zmm18
	vpsrlq	$32, %zmm14, %zmm12
	vpsrlq	$32, %zmm21, %zmm27
	vpsrlq	$32, %zmm19, %zmm29
	vpsrlq	$32, %zmm20, %zmm31
	vmovdqu64	3584(%rsp), %zmm8
	vpternlogq	$150, %zmm8, %zmm23, %zmm12
	vpsrlq	$32, %zmm7, %zmm23
	vpternlogq	$150, %zmm8, %zmm10, %zmm11
	vpsrlq	$32, %zmm3, %zmm1
	vmovdqa64	%zmm3, %zmm7
	vpternlogq	$150, %zmm8, %zmm13, %zmm29
	vpsrlq	$32, %zmm30, %zmm10
	vpternlogq	$150, %zmm8, %zmm9, %zmm27
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, %zmm8, %zmm16, %zmm1
	vpsrlq	$32, %zmm4, %zmm0
	vpternlogq	$150, %zmm8, %zmm28, %zmm23
	vpsrlq	$32, %zmm15, %zmm13
	vmovdqa64	%zmm15, %zmm20
	vpternlogq	$150, %zmm8, %zmm22, %zmm0
	vpternlogq	$150, 704(%rsp), %zmm8, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1696(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm22
	vmovdqu64	%zmm22, 1632(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm12
	vpsrlq	$32, %zmm5, %zmm16
	vmovdqa64	%zmm5, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm6
	vmovdqu64	%zmm6, 1376(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm29
	vmovdqu64	%zmm29, 992(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm2
	vmovdqu64	%zmm2, 704(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm1
	vmovdqu64	%zmm1, 1056(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm15
	vmovdqu64	4288(%rsp), %zmm1
	vpxorq	%zmm1, %zmm25, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm9
	vpxorq	%zmm1, %zmm24, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm23
	vpxorq	%zmm1, %zmm31, %zmm0
	vpxorq	%zmm1, %zmm26, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm25
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm26
	vpxorq	%zmm1, %zmm13, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm4
	vpxorq	%zmm1, %zmm10, %zmm0
	vpxorq	%zmm1, %zmm16, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm5
	vpsrlq	$32, %zmm9, %zmm0
	vmovdqu64	3520(%rsp), %zmm27
	vpternlogq	$150, %zmm14, %zmm27, %zmm0
	vmovdqu64	%zmm0, 1120(%rsp)
	vpsrlq	$32, %zmm23, %zmm28
	vpternlogq	$150, %zmm18, %zmm27, %zmm28
	vpsrlq	$32, %zmm25, %zmm17
	vpternlogq	$150, %zmm19, %zmm27, %zmm17
	vpsrlq	$32, %zmm26, %zmm31
	vpternlogq	$150, %zmm21, %zmm27, %zmm31
	vpsrlq	$32, %zmm11, %zmm14
	vmovdqu64	3456(%rsp), %zmm0
	vpternlogq	$150, 512(%rsp), %zmm0, %zmm14
	vpsrlq	$32, %zmm4, %zmm13
	vmovdqa64	%zmm4, %zmm11
	vpternlogq	$150, %zmm7, %zmm27, %zmm13
	vpsrlq	$32, %zmm22, %zmm10
	vpternlogq	$150, 832(%rsp), %zmm0, %zmm10
	vpsrlq	$32, %zmm12, %zmm4
	vpternlogq	$150, 240(%rsp), %zmm0, %zmm4
	vpsrlq	$32, %zmm5, %zmm24
	vpternlogq	$150, 928(%rsp), %zmm27, %zmm24
	vpsrlq	$32, %zmm6, %zmm22
	vpternlogq	$150, 768(%rsp), %zmm0, %zmm22
	vpsrlq	$32, %zmm29, %zmm18
	vpternlogq	$150, %zmm0, %zmm30, %zmm18
	vpsrlq	$32, %zmm2, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm8
	vpternlogq	$150, %zmm0, %zmm20, %zmm21
	vpsrlq	$32, %zmm15, %zmm20
	vpternlogq	$150, %zmm0, %zmm3, %zmm20
	vpsrlq	$32, %zmm8, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm3
	vmovdqu64	%zmm3, 240(%rsp)
	vpternlogq	$150, 576(%rsp), %zmm27, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm2
	vmovdqu64	%zmm2, 768(%rsp)
	vpsrlq	$32, %zmm3, %zmm14
	vmovdqu64	3392(%rsp), %zmm6
	vpternlogq	$150, %zmm6, %zmm9, %zmm14
	vpsrlq	$32, %zmm2, %zmm30
	vpternlogq	$150, %zmm6, %zmm23, %zmm30
	vmovdqu64	1056(%rsp), %zmm3
	vpsrlq	$32, %zmm3, %zmm2
	vmovdqu64	304(%rsp), %zmm7
	vpternlogq	$150, %zmm0, %zmm7, %zmm2
	vpsrlq	$32, %zmm7, %zmm7
	vpxorq	%zmm1, %zmm7, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm9
	vpsrlq	$32, %zmm9, %zmm0
	vpternlogq	$150, 640(%rsp), %zmm27, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm27
	vpsrlq	$32, %zmm27, %zmm22
	vpternlogq	$150, %zmm6, %zmm25, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm1
	vmovdqu64	%zmm1, 928(%rsp)
	vpsrlq	$32, %zmm1, %zmm10
	vpternlogq	$150, %zmm6, %zmm26, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm1
	vmovdqu64	%zmm1, 512(%rsp)
	vpsrlq	$32, %zmm1, %zmm29
	vpternlogq	$150, %zmm6, %zmm11, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm1
	vmovdqu64	%zmm1, 832(%rsp)
	vpsrlq	$32, %zmm1, %zmm23
	vpternlogq	$150, %zmm6, %zmm5, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm1
	vmovdqu64	%zmm1, 576(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm6, %zmm8, %zmm1
	vmovdqu64	%zmm1, 1760(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 640(%rsp)
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, %zmm6, %zmm9, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm6
	vpsrlq	$32, %zmm6, %zmm2
	vmovdqu64	3328(%rsp), %zmm7
	vpternlogq	$150, 1696(%rsp), %zmm7, %zmm2
	vmovdqu64	1120(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm8
	vpsrlq	$32, %zmm8, %zmm20
	vpternlogq	$150, 1632(%rsp), %zmm7, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm9
	vpsrlq	$32, %zmm9, %zmm4
	vpternlogq	$150, %zmm12, %zmm7, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm26
	vpsrlq	$32, %zmm26, %zmm11
	vpternlogq	$150, 1376(%rsp), %zmm7, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm28
	vpsrlq	$32, %zmm28, %zmm12
	vpternlogq	$150, 992(%rsp), %zmm7, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm17
	vpsrlq	$32, %zmm17, %zmm5
	vpternlogq	$150, 704(%rsp), %zmm7, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 1120(%rsp)
	vpsrlq	$32, %zmm0, %zmm31
	vpternlogq	$150, %zmm3, %zmm7, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm0
	vmovdqu64	%zmm0, 992(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, %zmm15, %zmm7, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm0
	vmovdqu64	%zmm0, 704(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	3264(%rsp), %zmm1
	vpternlogq	$150, 240(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 304(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm24
	vpsrlq	$32, %zmm24, %zmm20
	vpternlogq	$150, 768(%rsp), %zmm1, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm0
	vmovdqu64	%zmm0, 240(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vmovdqu64	3200(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm6, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm21
	vpsrlq	$32, %zmm21, %zmm11
	vpternlogq	$150, %zmm27, %zmm1, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm2
	vmovdqu64	%zmm2, 768(%rsp)
	vpsrlq	$32, %zmm2, %zmm6
	vpternlogq	$150, %zmm0, %zmm8, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm14
	vpsrlq	$32, %zmm14, %zmm13
	vpternlogq	$150, 928(%rsp), %zmm1, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm2
	vmovdqu64	%zmm2, 928(%rsp)
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm0, %zmm9, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm7
	vpternlogq	$150, 512(%rsp), %zmm1, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm2
	vmovdqu64	%zmm2, 512(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm0, %zmm26, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm26
	vpternlogq	$150, 832(%rsp), %zmm1, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm3
	vmovdqu64	%zmm3, 1056(%rsp)
	vpsrlq	$32, %zmm3, %zmm27
	vpternlogq	$150, %zmm0, %zmm28, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm3
	vpsrlq	$32, %zmm3, %zmm19
	vpternlogq	$150, 576(%rsp), %zmm1, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm8
	vmovdqu64	%zmm8, 1376(%rsp)
	vpsrlq	$32, %zmm8, %zmm28
	vpternlogq	$150, %zmm0, %zmm17, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm31, %zmm8
	vmovdqu64	%zmm8, 576(%rsp)
	vpsrlq	$32, %zmm8, %zmm31
	vpternlogq	$150, 640(%rsp), %zmm1, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm29
	vpsrlq	$32, %zmm29, %zmm17
	vpternlogq	$150, 1120(%rsp), %zmm0, %zmm17
	vmovdqu64	1760(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm30
	vpsrlq	$32, %zmm30, %zmm18
	vpternlogq	$150, 992(%rsp), %zmm0, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm0
	vmovdqu64	%zmm0, 832(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vmovdqu64	3136(%rsp), %zmm0
	vpternlogq	$150, 704(%rsp), %zmm0, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm10
	vpsrlq	$32, %zmm10, %zmm8
	vpternlogq	$150, %zmm0, %zmm24, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm23
	vpsrlq	$32, %zmm23, %zmm9
	vpternlogq	$150, %zmm0, %zmm21, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm24
	vpsrlq	$32, %zmm24, %zmm6
	vpternlogq	$150, %zmm0, %zmm14, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm25
	vpsrlq	$32, %zmm25, %zmm4
	vpternlogq	$150, %zmm0, %zmm5, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm27
	vpsrlq	$32, %zmm27, %zmm14
	vpternlogq	$150, %zmm0, %zmm12, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm28
	vpsrlq	$32, %zmm28, %zmm15
	vpternlogq	$150, %zmm0, %zmm3, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm1
	vmovdqu64	%zmm1, 640(%rsp)
	vpsrlq	$32, %zmm1, %zmm5
	vmovdqu64	3072(%rsp), %zmm1
	vpternlogq	$150, 240(%rsp), %zmm1, %zmm5
	vmovdqu64	304(%rsp), %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 304(%rsp)
	vpsrlq	$32, %zmm2, %zmm22
	vpternlogq	$150, 768(%rsp), %zmm1, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm2
	vmovdqu64	%zmm2, 240(%rsp)
	vpsrlq	$32, %zmm2, %zmm18
	vpternlogq	$150, 928(%rsp), %zmm1, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm2
	vmovdqu64	%zmm2, 768(%rsp)
	vpsrlq	$32, %zmm2, %zmm13
	vpternlogq	$150, 512(%rsp), %zmm1, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm2
	vmovdqu64	%zmm2, 512(%rsp)
	vpsrlq	$32, %zmm2, %zmm20
	vpternlogq	$150, 1056(%rsp), %zmm1, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm11
	vpsrlq	$32, %zmm11, %zmm2
	vpternlogq	$150, 1376(%rsp), %zmm1, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm12
	vpsrlq	$32, %zmm12, %zmm3
	vpternlogq	$150, %zmm29, %zmm1, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm31
	vpsrlq	$32, %zmm31, %zmm19
	vpternlogq	$150, %zmm30, %zmm1, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm26
	vpsrlq	$32, %zmm26, %zmm29
	vpternlogq	$150, 576(%rsp), %zmm0, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vmovdqu64	4032(%rsp), %zmm30
	vpternlogq	$150, 832(%rsp), %zmm30, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm22
	vpternlogq	$150, %zmm10, %zmm30, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm5
	vpsrlq	$32, %zmm5, %zmm7
	vpternlogq	$150, %zmm23, %zmm30, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm5
	vpsrlq	$32, %zmm5, %zmm18
	vpternlogq	$150, %zmm24, %zmm30, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm0
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm25, %zmm30, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm0
	vpsrlq	$32, %zmm0, %zmm20
	vpternlogq	$150, %zmm27, %zmm30, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm0
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm28, %zmm30, %zmm21
	vmovdqu64	2224(%rsp), %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm8
	vpsrlq	$32, %zmm0, %zmm15
	vpternlogq	$150, %zmm26, %zmm30, %zmm15
	vmovdqu64	3776(%rsp), %zmm26
	vpsrlq	$32, %zmm25, %zmm0
	vmovdqu64	3968(%rsp), %zmm13
	vpternlogq	$150, 640(%rsp), %zmm13, %zmm0
	vpsrlq	$32, %zmm24, %zmm2
	vpternlogq	$150, 304(%rsp), %zmm13, %zmm2
	vpsrlq	$32, %zmm23, %zmm3
	vpternlogq	$150, 240(%rsp), %zmm13, %zmm3
	vpsrlq	$32, %zmm19, %zmm4
	vpternlogq	$150, 768(%rsp), %zmm13, %zmm4
	vpsrlq	$32, %zmm14, %zmm6
	vpternlogq	$150, 512(%rsp), %zmm13, %zmm6
	vpsrlq	$32, %zmm9, %zmm10
	vpternlogq	$150, %zmm13, %zmm11, %zmm10
	vpsrlq	$32, %zmm5, %zmm11
	vpternlogq	$150, %zmm13, %zmm12, %zmm11
	vpsrlq	$32, %zmm8, %zmm12
	vpternlogq	$150, %zmm13, %zmm31, %zmm12
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm2, %zmm0
	vpmovqd	%zmm4, %ymm2
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm2
	vpmovqd	%zmm10, %ymm3
	vpmovqd	%zmm6, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm12, %ymm4
	vpmovqd	%zmm11, %ymm6
	vinserti64x4	$1, %ymm6, %zmm4, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm6
	vmovdqu64	4224(%rsp), %zmm22
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm25, %zmm22, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm24, %zmm22, %zmm1
	vpbroadcastq	.LCPI0_6(%rip), %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm10
	vpsrlq	$32, %zmm10, %zmm10
	vpternlogq	$150, %zmm23, %zmm22, %zmm10
	vpbroadcastq	.LCPI0_5(%rip), %zmm23
	vpmuludq	%zmm23, %zmm7, %zmm7
	vpmuludq	%zmm23, %zmm20, %zmm11
	vpmuludq	%zmm23, %zmm17, %zmm12
	vpmuludq	%zmm23, %zmm15, %zmm13
	vpmuludq	%zmm23, %zmm21, %zmm15
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm13, %zmm13
	vpternlogq	$150, %zmm19, %zmm22, %zmm7
	vmovdqu64	2944(%rsp), %zmm19
	vpternlogq	$150, %zmm14, %zmm22, %zmm11
	vpternlogq	$150, %zmm9, %zmm22, %zmm12
	vpternlogq	$150, %zmm5, %zmm22, %zmm13
	vpternlogq	$150, %zmm8, %zmm22, %zmm15
	vpmuludq	%zmm24, %zmm1, %zmm1
	vpmuludq	%zmm24, %zmm6, %zmm5
	vpmuludq	%zmm24, %zmm7, %zmm6
	vpmuludq	%zmm24, %zmm10, %zmm7
	vpmuludq	%zmm24, %zmm12, %zmm8
	vpmuludq	%zmm24, %zmm11, %zmm9
	vpmuludq	%zmm24, %zmm15, %zmm10
	vpmuludq	%zmm24, %zmm13, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm1, %zmm13
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
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm1, %zmm1
	vpmovqd	%zmm6, %ymm5
	vpmovqd	%zmm7, %ymm6
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vpmovqd	%zmm8, %ymm6
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_7(%rip), %zmm8
	vpmulld	%zmm8, %zmm0, %zmm0
	vpternlogd	$150, %zmm0, %zmm19, %zmm12
	vpmulld	%zmm8, %zmm2, %zmm0
	vmovdqu64	432(%rsp), %zmm18
	vpternlogd	$150, %zmm0, %zmm19, %zmm14
	vpmulld	%zmm8, %zmm3, %zmm0
	vpternlogd	$150, %zmm0, %zmm19, %zmm13
	vpmulld	%zmm8, %zmm4, %zmm0
	vpternlogd	$150, %zmm0, %zmm19, %zmm15
	vmovdqu64	%zmm12, -192(%r8,%rdi,4)
	vmovdqu64	%zmm14, -128(%r8,%rdi,4)
	vmovdqu64	%zmm13, -64(%r8,%rdi,4)
	vmovdqu64	%zmm15, (%r8,%rdi,4)
	vmovdqu64	%zmm1, -192(%r8)
	vmovdqu64	64(%rsp), %zmm1
	vpbroadcastq	.LCPI0_8(%rip), %zmm0
	vmovdqu64	%zmm5, -128(%r8)
	vmovdqu64	%zmm6, -64(%r8)
	vmovdqu64	%zmm7, (%r8)
	vpaddq	%zmm0, %zmm18, %zmm18
	vpaddq	%zmm0, %zmm1, %zmm1
	addq	$256, %r8
	addq	$-64, %rbp
	jne	.LBB0_159
	cmpq	%r11, %rdi
	movq	-112(%rsp), %rbx
	movq	24(%rsp), %r11
	movq	32(%rsp), %rbp
	movq	-104(%rsp), %rdi
	movq	-56(%rsp), %r14
	movq	184(%rsp), %r12
	movq	3008(%rsp), %r13
	movq	416(%rsp), %r8
	je	.LBB0_167
	movq	-48(%rsp), %rcx
	testb	$56, -40(%rsp)
	je	.LBB0_165
	movq	208(%rsp), %rcx
	movq	168(%rsp), %rdx
	vmovdqu64	4864(%rsp), %zmm0
	vmovdqu64	3648(%rsp), %zmm7
	vmovdqu64	3584(%rsp), %zmm8
	vmovdqu64	3520(%rsp), %zmm9
	vmovdqu64	3456(%rsp), %zmm10
	vmovdqu64	3392(%rsp), %zmm11
	vmovdqu64	3328(%rsp), %zmm12
	vmovdqu64	3264(%rsp), %zmm13
	vmovdqu64	3200(%rsp), %zmm14
	vmovdqu64	3136(%rsp), %zmm15
	vmovdqu64	3072(%rsp), %zmm16
	vmovdqu64	4032(%rsp), %zmm17
	vmovdqu64	3968(%rsp), %zmm18
	movq	-80(%rsp), %rax
	vpbroadcastq	.LCPI0_9(%rip), %zmm20
	vpbroadcastd	.LCPI0_7(%rip), %ymm21
	vmovdqu64	3712(%rsp), %zmm25
	vmovdqu64	4800(%rsp), %zmm26
	vmovdqu64	4736(%rsp), %zmm27
	.p2align	4
.LBB0_163:
	vpaddq	%zmm28, %zmm0, %zmm1
	vpmuludq	%zmm23, %zmm1, %zmm2
	vpternlogq	$150, %zmm7, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpmuludq	%zmm24, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm3
	vpxorq	%zmm3, %zmm26, %zmm3
	vpxorq	%zmm2, %zmm25, %zmm2
	vpmuludq	%zmm23, %zmm3, %zmm3
	vpmuludq	%zmm24, %zmm2, %zmm2
	vpsrlq	$32, %zmm3, %zmm4
	vpxorq	%zmm4, %zmm27, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, %zmm8, %zmm1, %zmm5
	vpmuludq	%zmm23, %zmm5, %zmm1
	vpmuludq	%zmm24, %zmm4, %zmm4
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm9, %zmm6
	vpternlogq	$150, %zmm10, %zmm3, %zmm5
	vpmuludq	%zmm23, %zmm6, %zmm2
	vpmuludq	%zmm24, %zmm5, %zmm3
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm1, %zmm12, %zmm5
	vpternlogq	$150, %zmm11, %zmm4, %zmm6
	vpmuludq	%zmm23, %zmm6, %zmm1
	vpmuludq	%zmm24, %zmm5, %zmm4
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm3, %zmm13, %zmm6
	vpternlogq	$150, %zmm14, %zmm2, %zmm5
	vpmuludq	%zmm23, %zmm6, %zmm2
	vpmuludq	%zmm24, %zmm5, %zmm3
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm1, %zmm16, %zmm5
	vpternlogq	$150, %zmm15, %zmm4, %zmm6
	vpmuludq	%zmm23, %zmm6, %zmm1
	vpmuludq	%zmm24, %zmm5, %zmm4
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm3, %zmm17, %zmm4
	vpternlogq	$150, %zmm18, %zmm2, %zmm5
	vpmuludq	%zmm23, %zmm4, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpmovqd	%zmm5, %ymm3
	vpmulld	%ymm21, %ymm3, %ymm3
	vpternlogq	$150, %zmm1, %zmm22, %zmm2
	vpmuludq	%zmm24, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpternlogd	$150, %ymm19, %ymm3, %ymm2
	vmovdqu	%ymm2, (%rcx,%rax)
	vpmovqd	%zmm1, (%rcx)
	vpaddq	%zmm20, %zmm0, %zmm0
	addq	$32, %rcx
	addq	$-8, %rdx
	jne	.LBB0_163
	movq	4096(%rsp), %rax
	movq	%rax, %rcx
	cmpq	%rax, -40(%rsp)
	movq	-112(%rsp), %rbx
	movq	24(%rsp), %r11
	movq	32(%rsp), %rbp
	movq	-104(%rsp), %rdi
	movq	-56(%rsp), %r14
	movq	184(%rsp), %r12
	movq	3008(%rsp), %r13
	movq	416(%rsp), %r8
	je	.LBB0_167
.LBB0_165:
	movq	-40(%rsp), %rax
	subq	%rcx, %rax
	movq	%rax, 64(%rsp)
	movq	192(%rsp), %rax
	leaq	(%rax,%rcx,4), %rdx
	movq	-80(%rsp), %rax
	movq	%rdx, 304(%rsp)
	addq	%rdx, %rax
	movq	%rax, 240(%rsp)
	addq	4992(%rsp), %rcx
	movq	%rcx, 432(%rsp)
	xorl	%r9d, %r9d
	.p2align	4
.LBB0_166:
	movq	432(%rsp), %rax
	leaq	(%rax,%r9), %r15
	movl	%r15d, %ecx
	imulq	%r10, %rcx
	xorq	%rbx, %r15
	xorq	%rcx, %r15
	shrq	$32, %r15
	imulq	%rsi, %r15
	movq	%r15, %r10
	shrq	$32, %r10
	movq	232(%rsp), %rdx
	xorl	%r10d, %edx
	xorl	4160(%rsp), %ecx
	imulq	1248(%rsp), %rdx
	imulq	%rsi, %rcx
	movq	%rcx, %r10
	shrq	$32, %r10
	movl	$3449720151, %ebx
	movq	224(%rsp), %rax
	movl	%eax, %esi
	xorl	%r10d, %esi
	movq	%r12, %rax
	movq	%r8, %r12
	movq	%r13, %r8
	movq	%r14, %r13
	movq	%rdi, %r14
	movq	%rbp, %rdi
	movq	%r11, %rbp
	movq	%rdx, %r11
	shrq	$32, %r11
	xorl	%esi, %r15d
	movq	2880(%rsp), %r10
	xorl	%r11d, %r10d
	movq	%rbp, %r11
	movq	%rdi, %rbp
	movq	%r14, %rdi
	movq	%r13, %r14
	movq	%r8, %r13
	movq	%r12, %r8
	movq	%rax, %r12
	imulq	1248(%rsp), %r15
	imulq	%rbx, %r10
	movq	%r10, %rsi
	shrq	$32, %rsi
	xorl	56(%rsp), %ecx
	xorl	%esi, %ecx
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	%r11d, %edx
	xorl	%esi, %edx
	imulq	1248(%rsp), %rcx
	imulq	%rbx, %rdx
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	%r12d, %r10d
	xorl	%esi, %r10d
	movq	%rcx, %rsi
	shrq	$32, %rsi
	xorl	%r14d, %r15d
	xorl	%esi, %r15d
	imulq	1248(%rsp), %r10
	imulq	%rbx, %r15
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	%r13d, %edx
	xorl	%esi, %edx
	movq	%r10, %rsi
	shrq	$32, %rsi
	xorl	3904(%rsp), %ecx
	xorl	%esi, %ecx
	imulq	1248(%rsp), %rdx
	imulq	%rbx, %rcx
	movq	%rcx, %rsi
	shrq	$32, %rsi
	xorl	%r8d, %r15d
	xorl	%esi, %r15d
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	%ebp, %r10d
	xorl	%esi, %r10d
	imulq	1248(%rsp), %r15
	imulq	%rbx, %r10
	shrq	$32, %r10
	xorl	216(%rsp), %ecx
	xorl	%r10d, %ecx
	movq	1248(%rsp), %r10
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	%edi, %edx
	xorl	%esi, %edx
	movl	$3449720151, %esi
	imulq	%r10, %rcx
	shrq	$32, %rcx
	imull	$-845247145, %edx, %edx
	xorl	-16(%rsp), %r15d
	xorl	%ecx, %r15d
	imulq	%rsi, %r15
	movq	%r15, %rcx
	shrq	$32, %rcx
	xorl	-24(%rsp), %edx
	xorl	%ecx, %edx
	movq	240(%rsp), %rax
	movl	%edx, (%rax,%r9,4)
	movq	-112(%rsp), %rbx
	movq	304(%rsp), %rax
	movl	%r15d, (%rax,%r9,4)
	incq	%r9
	cmpq	%r9, 64(%rsp)
	jne	.LBB0_166
.LBB0_167:
	movq	-80(%rsp), %rax
	movq	48(%rsp), %r12
	leaq	(%r12,%rax), %r8
	xorl	%ebp, %ebp
	movq	-88(%rsp), %rax
	.p2align	4
.LBB0_168:
	vcvtudq2pd	-192(%r12,%rbp), %zmm0
	vcvtudq2pd	-160(%r12,%rbp), %zmm1
	vcvtudq2pd	-128(%r12,%rbp), %zmm2
	vcvtudq2pd	-96(%r12,%rbp), %zmm3
	vcvtudq2pd	-64(%r12,%rbp), %zmm4
	vcvtudq2pd	-32(%r12,%rbp), %zmm5
	vcvtudq2pd	(%r12,%rbp), %zmm6
	vcvtudq2pd	32(%r12,%rbp), %zmm7
	vbroadcastsd	.LCPI0_10(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm1
	vaddpd	%zmm8, %zmm0, %zmm0
	vaddpd	%zmm8, %zmm3, %zmm3
	vaddpd	%zmm8, %zmm2, %zmm2
	vaddpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm8, %zmm4, %zmm9
	vaddpd	%zmm8, %zmm7, %zmm7
	vaddpd	%zmm8, %zmm6, %zmm10
	vbroadcastsd	.LCPI0_11(%rip), %zmm11
	vmulpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm1, %zmm4
	vmulpd	%zmm11, %zmm2, %zmm8
	vmulpd	%zmm11, %zmm3, %zmm3
	vmulpd	%zmm11, %zmm9, %zmm2
	vmulpd	%zmm11, %zmm5, %zmm6
	vmulpd	%zmm11, %zmm10, %zmm1
	vmulpd	%zmm11, %zmm7, %zmm5
	vbroadcastsd	.LCPI0_29(%rip), %zmm7
	vmulpd	%zmm7, %zmm4, %zmm14
	vmulpd	%zmm7, %zmm0, %zmm21
	vmulpd	%zmm7, %zmm3, %zmm10
	vmulpd	%zmm7, %zmm8, %zmm12
	vmulpd	%zmm7, %zmm6, %zmm4
	vmulpd	%zmm7, %zmm2, %zmm8
	vmulpd	%zmm7, %zmm5, %zmm0
	vmulpd	%zmm7, %zmm1, %zmm3
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm1
	vmulpd	%zmm13, %zmm14, %zmm2
	vmulpd	%zmm13, %zmm12, %zmm5
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm4, %zmm9
	vmulpd	%zmm13, %zmm3, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	%zmm15, %zmm2, %zmm19
	vmovupd	%zmm19, 1312(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 2096(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 2160(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 2224(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm5
	vmovupd	%zmm5, 1632(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1696(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm2
	vmovupd	%zmm2, 1760(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1376(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm1
	vaddpd	%zmm1, %zmm17, %zmm20
	vaddpd	%zmm1, %zmm19, %zmm17
	vaddpd	%zmm1, %zmm18, %zmm13
	vaddpd	%zmm1, %zmm16, %zmm11
	vaddpd	%zmm1, %zmm7, %zmm9
	vaddpd	%zmm1, %zmm5, %zmm7
	vaddpd	%zmm1, %zmm6, %zmm5
	vaddpd	%zmm1, %zmm2, %zmm6
	vbroadcastsd	.LCPI0_33(%rip), %zmm24
	vmulpd	%zmm24, %zmm17, %zmm18
	vmulpd	%zmm24, %zmm20, %zmm1
	vmulpd	%zmm24, %zmm11, %zmm15
	vmulpd	%zmm24, %zmm13, %zmm19
	vmulpd	%zmm24, %zmm7, %zmm26
	vsubpd	%zmm1, %zmm21, %zmm2
	vbroadcastsd	.LCPI0_34(%rip), %zmm29
	vmulpd	%zmm29, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_35(%rip), %zmm30
	vmulpd	%zmm30, %zmm20, %zmm22
	vsubpd	%zmm1, %zmm2, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm16
	vpandq	%zmm16, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm16, %zmm23, %zmm23
	vpbroadcastq	.LCPI0_1(%rip), %zmm28
	vpaddq	%zmm28, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm2, %zmm21
	vsubpd	%zmm21, %zmm2, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm24, %zmm9, %zmm23
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm31
	vmulpd	%zmm31, %zmm20, %zmm20
	vsubpd	%zmm22, %zmm20, %zmm1 {%k1}
	vmulpd	%zmm29, %zmm17, %zmm20
	vmulpd	%zmm30, %zmm17, %zmm22
	vmovapd	%zmm21, %zmm2 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm21
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm16, %zmm14, %zmm14
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm16, %zmm21, %zmm21
	vpaddq	%zmm28, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm14, %k1
	vsubpd	%zmm22, %zmm18, %zmm14
	vsubpd	%zmm14, %zmm18, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm21
	vmulpd	%zmm24, %zmm6, %zmm25
	vsubpd	%zmm19, %zmm12, %zmm19
	vmulpd	%zmm31, %zmm17, %zmm17
	vsubpd	%zmm21, %zmm17, %zmm20 {%k1}
	vmulpd	%zmm29, %zmm13, %zmm17
	vmulpd	%zmm30, %zmm13, %zmm21
	vmovapd	%zmm14, %zmm18 {%k1}
	vsubpd	%zmm17, %zmm19, %zmm14
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm16, %zmm12, %zmm12
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm16, %zmm14, %zmm14
	vpaddq	%zmm28, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm12, %k1
	vsubpd	%zmm21, %zmm19, %zmm12
	vsubpd	%zmm12, %zmm19, %zmm14
	vsubpd	%zmm21, %zmm14, %zmm14
	vmulpd	%zmm24, %zmm5, %zmm24
	vsubpd	%zmm15, %zmm10, %zmm21
	vsubpd	%zmm23, %zmm8, %zmm22
	vsubpd	%zmm26, %zmm4, %zmm23
	vsubpd	%zmm24, %zmm3, %zmm24
	vsubpd	%zmm25, %zmm0, %zmm25
	vmulpd	%zmm31, %zmm13, %zmm13
	vsubpd	%zmm14, %zmm13, %zmm17 {%k1}
	vmulpd	%zmm29, %zmm11, %zmm26
	vmulpd	%zmm30, %zmm11, %zmm13
	vmovapd	%zmm12, %zmm19 {%k1}
	vsubpd	%zmm26, %zmm21, %zmm12
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm16, %zmm10, %zmm10
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm16, %zmm12, %zmm12
	vpaddq	%zmm28, %zmm12, %zmm12
	vpcmpgtq	%zmm12, %zmm10, %k1
	vsubpd	%zmm13, %zmm21, %zmm10
	vsubpd	%zmm10, %zmm21, %zmm12
	vsubpd	%zmm13, %zmm12, %zmm12
	vmulpd	%zmm29, %zmm9, %zmm27
	vmulpd	%zmm31, %zmm11, %zmm11
	vsubpd	%zmm12, %zmm11, %zmm26 {%k1}
	vmulpd	%zmm29, %zmm7, %zmm11
	vmulpd	%zmm30, %zmm9, %zmm12
	vmovapd	%zmm10, %zmm21 {%k1}
	vsubpd	%zmm27, %zmm22, %zmm10
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm16, %zmm8, %zmm8
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm16, %zmm10, %zmm10
	vpaddq	%zmm28, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm8, %k1
	vsubpd	%zmm12, %zmm22, %zmm8
	vsubpd	%zmm8, %zmm22, %zmm10
	vsubpd	%zmm12, %zmm10, %zmm10
	vmulpd	%zmm29, %zmm5, %zmm12
	vmulpd	%zmm31, %zmm9, %zmm9
	vsubpd	%zmm10, %zmm9, %zmm27 {%k1}
	vmulpd	%zmm29, %zmm6, %zmm15
	vmulpd	%zmm30, %zmm7, %zmm9
	vmovapd	%zmm8, %zmm22 {%k1}
	vsubpd	%zmm11, %zmm23, %zmm8
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm16, %zmm4, %zmm4
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm16, %zmm8, %zmm8
	vpaddq	%zmm28, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm4, %k1
	vsubpd	%zmm9, %zmm23, %zmm4
	vsubpd	%zmm4, %zmm23, %zmm8
	vsubpd	%zmm9, %zmm8, %zmm8
	vmulpd	%zmm30, %zmm5, %zmm9
	vmulpd	%zmm31, %zmm7, %zmm7
	vsubpd	%zmm8, %zmm7, %zmm11 {%k1}
	vmulpd	%zmm30, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm25, %zmm8
	vmovapd	%zmm4, %zmm23 {%k1}
	vsubpd	%zmm12, %zmm24, %zmm4
	vpsrlq	$52, %zmm3, %zmm3
	vpandq	%zmm16, %zmm3, %zmm3
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm16, %zmm4, %zmm4
	vpaddq	%zmm28, %zmm4, %zmm4
	vpcmpgtq	%zmm4, %zmm3, %k1
	vsubpd	%zmm9, %zmm24, %zmm3
	vmulpd	%zmm31, %zmm6, %zmm4
	vmulpd	%zmm31, %zmm5, %zmm5
	vsubpd	%zmm8, %zmm25, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm3, %zmm24, %zmm7
	vsubpd	%zmm9, %zmm7, %zmm7
	vsubpd	%zmm15, %zmm25, %zmm9
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm16, %zmm0, %zmm0
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm16, %zmm9, %zmm9
	vpaddq	%zmm28, %zmm9, %zmm9
	vmovapd	%zmm3, %zmm24 {%k1}
	vsubpd	%zmm7, %zmm5, %zmm12 {%k1}
	vpcmpgtq	%zmm9, %zmm0, %k1
	vmovapd	%zmm8, %zmm25 {%k1}
	vsubpd	%zmm6, %zmm4, %zmm15 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm13
	vsubpd	%zmm1, %zmm2, %zmm16
	vsubpd	%zmm26, %zmm21, %zmm14
	vsubpd	%zmm17, %zmm19, %zmm29
	vsubpd	%zmm11, %zmm23, %zmm7
	vsubpd	%zmm27, %zmm22, %zmm9
	vsubpd	%zmm15, %zmm25, %zmm8
	vsubpd	%zmm12, %zmm24, %zmm10
	vsubpd	%zmm16, %zmm2, %zmm0
	vmovupd	%zmm16, 432(%rsp)
	vsubpd	%zmm13, %zmm18, %zmm2
	vmovupd	%zmm13, 992(%rsp)
	vsubpd	%zmm29, %zmm19, %zmm3
	vsubpd	%zmm14, %zmm21, %zmm4
	vmovupd	%zmm14, 704(%rsp)
	vsubpd	%zmm9, %zmm22, %zmm5
	vmovapd	%zmm9, %zmm21
	vsubpd	%zmm7, %zmm23, %zmm6
	vmovapd	%zmm7, %zmm22
	vmovupd	%zmm7, 64(%rsp)
	vsubpd	%zmm10, %zmm24, %zmm7
	vmovapd	%zmm10, %zmm23
	vsubpd	%zmm8, %zmm25, %zmm18
	vmovapd	%zmm8, %zmm24
	vsubpd	%zmm20, %zmm2, %zmm2
	vmovupd	%zmm2, 512(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 928(%rsp)
	vsubpd	%zmm26, %zmm4, %zmm0
	vmovupd	%zmm0, 576(%rsp)
	vsubpd	%zmm17, %zmm3, %zmm0
	vmovupd	%zmm0, 832(%rsp)
	vsubpd	%zmm11, %zmm6, %zmm0
	vmovupd	%zmm0, 768(%rsp)
	vsubpd	%zmm27, %zmm5, %zmm0
	vmovupd	%zmm0, 240(%rsp)
	vsubpd	%zmm15, %zmm18, %zmm0
	vmovupd	%zmm0, 304(%rsp)
	vsubpd	%zmm12, %zmm7, %zmm0
	vmovupd	%zmm0, 640(%rsp)
	vmulpd	%zmm13, %zmm13, %zmm31
	vmulpd	%zmm16, %zmm16, %zmm8
	vmulpd	%zmm14, %zmm14, %zmm11
	vmulpd	%zmm8, %zmm8, %zmm12
	vmovupd	%zmm12, 2416(%rsp)
	vmulpd	%zmm31, %zmm31, %zmm3
	vmovupd	%zmm3, 2032(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm2
	vmulpd	%zmm2, %zmm31, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm6
	vmulpd	%zmm6, %zmm31, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm10
	vsubpd	%zmm1, %zmm10, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm9
	vaddpd	%zmm9, %zmm1, %zmm1
	vmulpd	%zmm3, %zmm3, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm6, %zmm8, %zmm3
	vsubpd	%zmm3, %zmm10, %zmm3
	vmulpd	%zmm3, %zmm8, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1568(%rsp)
	vmulpd	%zmm12, %zmm12, %zmm0
	vmulpd	%zmm3, %zmm0, %zmm0
	vmulpd	%zmm2, %zmm8, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm8, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm8, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm20
	vmulpd	%zmm6, %zmm11, %zmm0
	vsubpd	%zmm0, %zmm10, %zmm0
	vmulpd	%zmm0, %zmm11, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm11, %zmm1
	vmovupd	%zmm1, 2480(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm2, %zmm11, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm11, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm11, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1504(%rsp)
	vmovupd	%zmm29, 1056(%rsp)
	vmulpd	%zmm29, %zmm29, %zmm25
	vmulpd	%zmm6, %zmm25, %zmm0
	vsubpd	%zmm0, %zmm10, %zmm0
	vmulpd	%zmm0, %zmm25, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm25, %zmm25, %zmm1
	vmovupd	%zmm1, 2576(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm2, %zmm25, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1440(%rsp)
	vmulpd	%zmm22, %zmm22, %zmm30
	vmulpd	%zmm6, %zmm30, %zmm0
	vsubpd	%zmm0, %zmm10, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm30, %zmm30, %zmm1
	vmovupd	%zmm1, 1824(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm2, %zmm30, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1904(%rsp)
	vmulpd	%zmm21, %zmm21, %zmm27
	vmovapd	%zmm21, %zmm26
	vmulpd	%zmm6, %zmm27, %zmm0
	vsubpd	%zmm0, %zmm10, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm27, %zmm1
	vmovupd	%zmm1, 1968(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm2, %zmm27, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2816(%rsp)
	vmulpd	%zmm24, %zmm24, %zmm22
	vmovupd	%zmm24, 4544(%rsp)
	vmulpd	%zmm6, %zmm22, %zmm0
	vsubpd	%zmm0, %zmm10, %zmm0
	vmulpd	%zmm0, %zmm22, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm22, %zmm22, %zmm1
	vmovupd	%zmm1, 2640(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm2, %zmm22, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2752(%rsp)
	vmulpd	%zmm23, %zmm23, %zmm21
	vmulpd	%zmm6, %zmm21, %zmm0
	vsubpd	%zmm0, %zmm10, %zmm0
	vmulpd	%zmm0, %zmm21, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm21, %zmm21, %zmm1
	vmovupd	%zmm1, 4608(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm15
	vmulpd	%zmm0, %zmm15, %zmm0
	vmulpd	%zmm2, %zmm21, %zmm15
	vaddpd	%zmm4, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm21, %zmm15
	vaddpd	%zmm5, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm21, %zmm15
	vaddpd	%zmm0, %zmm15, %zmm0
	vmovupd	%zmm0, 3840(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm1
	vmulpd	%zmm1, %zmm31, %zmm15
	vbroadcastsd	.LCPI0_44(%rip), %zmm19
	vsubpd	%zmm15, %zmm19, %zmm9
	vsubpd	%zmm9, %zmm19, %zmm18
	vsubpd	%zmm15, %zmm18, %zmm18
	vmovapd	%zmm8, %zmm10
	vmulpd	%zmm1, %zmm8, %zmm0
	vsubpd	%zmm0, %zmm19, %zmm15
	vsubpd	%zmm15, %zmm19, %zmm17
	vsubpd	%zmm0, %zmm17, %zmm8
	vmovapd	%zmm11, %zmm0
	vmovupd	%zmm11, 4480(%rsp)
	vmulpd	%zmm1, %zmm11, %zmm17
	vsubpd	%zmm17, %zmm19, %zmm7
	vsubpd	%zmm7, %zmm19, %zmm11
	vsubpd	%zmm17, %zmm11, %zmm11
	vmulpd	%zmm1, %zmm25, %zmm17
	vsubpd	%zmm17, %zmm19, %zmm6
	vsubpd	%zmm6, %zmm19, %zmm12
	vsubpd	%zmm17, %zmm12, %zmm12
	vmulpd	%zmm1, %zmm30, %zmm17
	vsubpd	%zmm17, %zmm19, %zmm5
	vsubpd	%zmm5, %zmm19, %zmm13
	vsubpd	%zmm17, %zmm13, %zmm13
	vmulpd	%zmm1, %zmm27, %zmm17
	vsubpd	%zmm17, %zmm19, %zmm4
	vsubpd	%zmm4, %zmm19, %zmm16
	vsubpd	%zmm17, %zmm16, %zmm16
	vmulpd	%zmm1, %zmm22, %zmm17
	vsubpd	%zmm17, %zmm19, %zmm3
	vsubpd	%zmm3, %zmm19, %zmm14
	vsubpd	%zmm17, %zmm14, %zmm14
	vmulpd	%zmm1, %zmm21, %zmm17
	vsubpd	%zmm17, %zmm19, %zmm2
	vsubpd	%zmm2, %zmm19, %zmm19
	vsubpd	%zmm17, %zmm19, %zmm17
	vmulpd	%zmm20, %zmm10, %zmm19
	vmovupd	928(%rsp), %zmm28
	vmulpd	432(%rsp), %zmm28, %zmm20
	vsubpd	%zmm20, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm8, %zmm1
	vmulpd	1568(%rsp), %zmm31, %zmm19
	vmovupd	992(%rsp), %zmm8
	vmulpd	512(%rsp), %zmm8, %zmm20
	vsubpd	%zmm20, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm18, %zmm18
	vmulpd	1440(%rsp), %zmm25, %zmm19
	vmulpd	832(%rsp), %zmm29, %zmm20
	vsubpd	%zmm20, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm12, %zmm12
	vmulpd	1504(%rsp), %zmm0, %zmm19
	vmovupd	704(%rsp), %zmm29
	vmulpd	576(%rsp), %zmm29, %zmm20
	vsubpd	%zmm20, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm11, %zmm19
	vmulpd	2816(%rsp), %zmm27, %zmm11
	vmulpd	240(%rsp), %zmm26, %zmm20
	vsubpd	%zmm20, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm16, %zmm16
	vmulpd	1904(%rsp), %zmm30, %zmm11
	vmovupd	64(%rsp), %zmm0
	vmulpd	768(%rsp), %zmm0, %zmm20
	vsubpd	%zmm20, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm13, %zmm13
	vmulpd	3840(%rsp), %zmm21, %zmm11
	vmovupd	%zmm23, 1120(%rsp)
	vmulpd	640(%rsp), %zmm23, %zmm20
	vsubpd	%zmm20, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm17, %zmm17
	vmulpd	2752(%rsp), %zmm22, %zmm11
	vmulpd	304(%rsp), %zmm24, %zmm20
	vsubpd	%zmm20, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm14, %zmm14
	vaddpd	%zmm18, %zmm9, %zmm0
	vmovupd	%zmm0, 1904(%rsp)
	vaddpd	%zmm1, %zmm15, %zmm0
	vmovupd	%zmm0, 2816(%rsp)
	vaddpd	%zmm19, %zmm7, %zmm0
	vmovupd	%zmm0, 1440(%rsp)
	vaddpd	%zmm12, %zmm6, %zmm0
	vmovupd	%zmm0, 4672(%rsp)
	vaddpd	%zmm13, %zmm5, %zmm0
	vmovupd	%zmm0, 1504(%rsp)
	vaddpd	%zmm16, %zmm4, %zmm0
	vmovupd	%zmm0, 3840(%rsp)
	vaddpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 1568(%rsp)
	vaddpd	%zmm17, %zmm2, %zmm0
	vmovupd	%zmm0, 2752(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm16
	vmulpd	%zmm16, %zmm10, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm17
	vaddpd	%zmm17, %zmm0, %zmm0
	vmulpd	2416(%rsp), %zmm10, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm12
	vmulpd	%zmm12, %zmm10, %zmm2
	vbroadcastsd	.LCPI0_46(%rip), %zmm13
	vaddpd	%zmm13, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm10, %zmm2
	vmovapd	%zmm10, %zmm23
	vmovupd	%zmm10, 4352(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm14
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm18
	vmulpd	%zmm16, %zmm31, %zmm2
	vaddpd	%zmm17, %zmm2, %zmm2
	vmulpd	2032(%rsp), %zmm31, %zmm3
	vmulpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm12, %zmm31, %zmm3
	vaddpd	%zmm13, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm31, %zmm3
	vmovupd	%zmm31, 4416(%rsp)
	vaddpd	%zmm14, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm2, %zmm15
	vmulpd	%zmm16, %zmm25, %zmm2
	vaddpd	%zmm17, %zmm2, %zmm2
	vmulpd	2576(%rsp), %zmm25, %zmm3
	vmulpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm12, %zmm25, %zmm3
	vaddpd	%zmm13, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vaddpd	%zmm14, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm2, %zmm2
	vmovupd	4480(%rsp), %zmm1
	vmulpd	%zmm16, %zmm1, %zmm3
	vaddpd	%zmm17, %zmm3, %zmm3
	vmulpd	2480(%rsp), %zmm1, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm12, %zmm1, %zmm4
	vaddpd	%zmm13, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm1, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm16, %zmm27, %zmm4
	vaddpd	%zmm17, %zmm4, %zmm4
	vmulpd	1968(%rsp), %zmm27, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm12, %zmm27, %zmm5
	vaddpd	%zmm13, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm27, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm16, %zmm30, %zmm5
	vaddpd	%zmm17, %zmm5, %zmm5
	vmulpd	1824(%rsp), %zmm30, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm12, %zmm30, %zmm6
	vaddpd	%zmm13, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm30, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm16, %zmm21, %zmm6
	vaddpd	%zmm17, %zmm6, %zmm6
	vmulpd	4608(%rsp), %zmm21, %zmm9
	vmulpd	%zmm6, %zmm9, %zmm6
	vmulpd	%zmm12, %zmm21, %zmm9
	vaddpd	%zmm13, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm21, %zmm9
	vaddpd	%zmm14, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm6, %zmm6
	vmulpd	%zmm16, %zmm22, %zmm9
	vaddpd	%zmm17, %zmm9, %zmm9
	vmulpd	2640(%rsp), %zmm22, %zmm10
	vmulpd	%zmm9, %zmm10, %zmm9
	vmulpd	%zmm12, %zmm22, %zmm10
	vaddpd	%zmm13, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm22, %zmm10
	vaddpd	%zmm14, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm9, %zmm9
	vmulpd	%zmm31, %zmm8, %zmm0
	vmovupd	%zmm0, 2032(%rsp)
	vmulpd	%zmm15, %zmm0, %zmm12
	vbroadcastsd	.LCPI0_10(%rip), %zmm0
	vmovupd	512(%rsp), %zmm11
	vmulpd	%zmm0, %zmm11, %zmm13
	vsubpd	%zmm12, %zmm13, %zmm8
	vmulpd	432(%rsp), %zmm23, %zmm20
	vmulpd	%zmm18, %zmm20, %zmm15
	vmulpd	%zmm0, %zmm28, %zmm14
	vsubpd	%zmm15, %zmm14, %zmm31
	vmulpd	%zmm1, %zmm29, %zmm14
	vmovapd	%zmm1, %zmm28
	vmulpd	%zmm3, %zmm14, %zmm3
	vmovupd	576(%rsp), %zmm12
	vmulpd	%zmm0, %zmm12, %zmm15
	vsubpd	%zmm3, %zmm15, %zmm24
	vmulpd	1056(%rsp), %zmm25, %zmm15
	vmulpd	%zmm2, %zmm15, %zmm2
	vmovupd	832(%rsp), %zmm10
	vmulpd	%zmm0, %zmm10, %zmm16
	vsubpd	%zmm2, %zmm16, %zmm13
	vmulpd	64(%rsp), %zmm30, %zmm16
	vmulpd	%zmm5, %zmm16, %zmm5
	vmovupd	768(%rsp), %zmm7
	vmulpd	%zmm0, %zmm7, %zmm17
	vsubpd	%zmm5, %zmm17, %zmm5
	vmulpd	%zmm27, %zmm26, %zmm17
	vmulpd	%zmm4, %zmm17, %zmm4
	vmovupd	240(%rsp), %zmm3
	vmulpd	%zmm0, %zmm3, %zmm18
	vsubpd	%zmm4, %zmm18, %zmm4
	vmovupd	4544(%rsp), %zmm23
	vmulpd	%zmm22, %zmm23, %zmm18
	vmulpd	%zmm9, %zmm18, %zmm9
	vmovupd	304(%rsp), %zmm2
	vmulpd	%zmm0, %zmm2, %zmm19
	vsubpd	%zmm9, %zmm19, %zmm9
	vmulpd	1120(%rsp), %zmm21, %zmm19
	vmulpd	%zmm6, %zmm19, %zmm6
	vmovupd	640(%rsp), %zmm1
	vmulpd	%zmm0, %zmm1, %zmm29
	vsubpd	%zmm6, %zmm29, %zmm6
	vmulpd	4416(%rsp), %zmm8, %zmm8
	vmulpd	4352(%rsp), %zmm31, %zmm0
	vmulpd	%zmm24, %zmm28, %zmm24
	vmulpd	%zmm13, %zmm25, %zmm13
	vmulpd	%zmm5, %zmm30, %zmm5
	vmulpd	%zmm4, %zmm27, %zmm4
	vmulpd	%zmm9, %zmm22, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm21
	vsubpd	928(%rsp), %zmm0, %zmm0
	vsubpd	%zmm11, %zmm8, %zmm6
	vsubpd	%zmm10, %zmm13, %zmm10
	vsubpd	%zmm12, %zmm24, %zmm11
	vsubpd	%zmm3, %zmm4, %zmm4
	vsubpd	%zmm7, %zmm5, %zmm5
	vsubpd	%zmm1, %zmm21, %zmm7
	vsubpd	%zmm2, %zmm9, %zmm8
	vbroadcastsd	.LCPI0_50(%rip), %zmm12
	vmulpd	%zmm12, %zmm20, %zmm9
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	2032(%rsp), %zmm12, %zmm9
	vaddpd	%zmm9, %zmm6, %zmm6
	vmulpd	%zmm12, %zmm15, %zmm9
	vaddpd	%zmm9, %zmm10, %zmm2
	vmulpd	%zmm12, %zmm14, %zmm9
	vaddpd	%zmm9, %zmm11, %zmm3
	vmulpd	%zmm12, %zmm17, %zmm9
	vaddpd	%zmm9, %zmm4, %zmm4
	vmulpd	%zmm12, %zmm16, %zmm9
	vaddpd	%zmm9, %zmm5, %zmm5
	vmulpd	%zmm12, %zmm19, %zmm9
	vaddpd	%zmm9, %zmm7, %zmm1
	vmulpd	%zmm12, %zmm18, %zmm9
	vaddpd	%zmm9, %zmm8, %zmm8
	vmovupd	432(%rsp), %zmm7
	vsubpd	%zmm0, %zmm7, %zmm25
	vmovupd	992(%rsp), %zmm0
	vsubpd	%zmm6, %zmm0, %zmm24
	vmovupd	1056(%rsp), %zmm0
	vsubpd	%zmm2, %zmm0, %zmm11
	vmovupd	704(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm22
	vsubpd	%zmm4, %zmm26, %zmm20
	vmovupd	64(%rsp), %zmm0
	vsubpd	%zmm5, %zmm0, %zmm21
	vmovupd	1120(%rsp), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm19
	vsubpd	%zmm8, %zmm23, %zmm7
	vbroadcastsd	.LCPI0_51(%rip), %zmm10
	vmovupd	2816(%rsp), %zmm15
	vxorpd	%zmm10, %zmm15, %zmm8
	vmovupd	1904(%rsp), %zmm18
	vxorpd	%zmm10, %zmm18, %zmm6
	vmovupd	4672(%rsp), %zmm13
	vxorpd	%zmm10, %zmm13, %zmm5
	vmovupd	1440(%rsp), %zmm16
	vxorpd	%zmm10, %zmm16, %zmm4
	vmovupd	3840(%rsp), %zmm26
	vxorpd	%zmm10, %zmm26, %zmm3
	vmovupd	1504(%rsp), %zmm14
	vxorpd	%zmm10, %zmm14, %zmm2
	vmovupd	2752(%rsp), %zmm27
	vxorpd	%zmm10, %zmm27, %zmm1
	vmovupd	1568(%rsp), %zmm12
	vxorpd	%zmm10, %zmm12, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm9
	vmovdqu64	1312(%rsp), %zmm17
	vptestnmq	%zmm9, %zmm17, %k1
	vmovapd	%zmm18, %zmm6 {%k1}
	vxorpd	%zmm10, %zmm24, %zmm24 {%k1}
	vmovdqu64	2096(%rsp), %zmm18
	vptestnmq	%zmm9, %zmm18, %k1
	vmovapd	%zmm15, %zmm8 {%k1}
	vxorpd	%zmm10, %zmm25, %zmm25 {%k1}
	vmovdqu64	2160(%rsp), %zmm15
	vptestnmq	%zmm9, %zmm15, %k1
	vmovapd	%zmm16, %zmm4 {%k1}
	vxorpd	%zmm10, %zmm22, %zmm22 {%k1}
	vmovdqu64	2224(%rsp), %zmm16
	vptestnmq	%zmm9, %zmm16, %k1
	vmovapd	%zmm13, %zmm5 {%k1}
	vmovapd	%zmm11, %zmm23
	vxorpd	%zmm10, %zmm11, %zmm23 {%k1}
	vmovdqu64	1632(%rsp), %zmm13
	vptestnmq	%zmm9, %zmm13, %k1
	vmovapd	%zmm14, %zmm2 {%k1}
	vxorpd	%zmm10, %zmm21, %zmm21 {%k1}
	vmovdqu64	1696(%rsp), %zmm14
	vptestnmq	%zmm9, %zmm14, %k1
	vmovapd	%zmm26, %zmm3 {%k1}
	vxorpd	%zmm10, %zmm20, %zmm20 {%k1}
	vmovdqu64	1760(%rsp), %zmm11
	vptestnmq	%zmm9, %zmm11, %k1
	vmovapd	%zmm12, %zmm0 {%k1}
	vxorpd	%zmm10, %zmm7, %zmm7 {%k1}
	vmovapd	%zmm7, %zmm26
	vmovdqu64	1376(%rsp), %zmm12
	vptestnmq	%zmm9, %zmm12, %k1
	vmovapd	%zmm27, %zmm1 {%k1}
	vxorpd	%zmm10, %zmm19, %zmm19 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm7
	vptestnmq	%zmm7, %zmm18, %k1
	vmovapd	%zmm8, %zmm25 {%k1}
	vmovupd	%zmm25, 304(%rsp)
	vptestnmq	%zmm7, %zmm17, %k1
	vmovapd	%zmm6, %zmm24 {%k1}
	vmovupd	%zmm24, 240(%rsp)
	vptestnmq	%zmm7, %zmm16, %k1
	vmovapd	%zmm5, %zmm23 {%k1}
	vmovupd	%zmm23, 576(%rsp)
	vptestnmq	%zmm7, %zmm15, %k1
	vmovapd	%zmm4, %zmm22 {%k1}
	vmovupd	%zmm22, 832(%rsp)
	vptestnmq	%zmm7, %zmm14, %k1
	vmovapd	%zmm3, %zmm20 {%k1}
	vmovupd	%zmm20, 640(%rsp)
	vptestnmq	%zmm7, %zmm13, %k1
	vmovapd	%zmm2, %zmm21 {%k1}
	vmovupd	%zmm21, 768(%rsp)
	vptestnmq	%zmm7, %zmm12, %k1
	vmovapd	%zmm1, %zmm19 {%k1}
	vmovupd	%zmm19, 512(%rsp)
	vptestnmq	%zmm7, %zmm11, %k1
	vmovapd	%zmm0, %zmm26 {%k1}
	vmovupd	%zmm26, 704(%rsp)
	vcvtudq2pd	-192(%r8,%rbp), %zmm0
	vcvtudq2pd	-160(%r8,%rbp), %zmm1
	vcvtudq2pd	-128(%r8,%rbp), %zmm2
	vcvtudq2pd	-96(%r8,%rbp), %zmm3
	vcvtudq2pd	-64(%r8,%rbp), %zmm4
	vcvtudq2pd	-32(%r8,%rbp), %zmm5
	vcvtudq2pd	(%r8,%rbp), %zmm6
	vcvtudq2pd	32(%r8,%rbp), %zmm7
	vbroadcastsd	.LCPI0_10(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm1
	vaddpd	%zmm8, %zmm0, %zmm0
	vaddpd	%zmm8, %zmm3, %zmm3
	vaddpd	%zmm8, %zmm2, %zmm2
	vaddpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm8, %zmm4, %zmm4
	vaddpd	%zmm8, %zmm7, %zmm7
	vaddpd	%zmm8, %zmm6, %zmm6
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
	vpsrlq	$32, %zmm6, %zmm16
	vpbroadcastq	.LCPI0_12(%rip), %zmm15
	vpaddq	%zmm15, %zmm9, %zmm9
	vmovdqu64	%zmm9, 1632(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm19
	vmovdqu64	%zmm19, 1696(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1760(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm18
	vmovdqu64	%zmm18, 1376(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1056(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1120(%rsp)
	vpaddq	%zmm15, %zmm16, %zmm16
	vmovdqu64	%zmm16, 992(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 928(%rsp)
	vpsllq	$32, %zmm9, %zmm0
	vpsllq	$32, %zmm19, %zmm9
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm18, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm17, %zmm13
	vpsllq	$32, %zmm16, %zmm14
	vpsllq	$32, %zmm15, %zmm16
	vpbroadcastq	.LCPI0_14(%rip), %zmm15
	vpandq	%zmm15, %zmm9, %zmm9
	vpandq	%zmm15, %zmm0, %zmm19
	vpandq	%zmm15, %zmm11, %zmm11
	vpandq	%zmm15, %zmm10, %zmm20
	vpandq	%zmm15, %zmm13, %zmm0
	vpandq	%zmm15, %zmm12, %zmm21
	vpandq	%zmm15, %zmm16, %zmm24
	vpandq	%zmm15, %zmm14, %zmm26
	vpbroadcastq	.LCPI0_15(%rip), %zmm10
	vpternlogq	$248, %zmm10, %zmm8, %zmm19
	vpternlogq	$248, %zmm10, %zmm1, %zmm9
	vpternlogq	$248, %zmm10, %zmm2, %zmm20
	vpternlogq	$248, %zmm10, %zmm3, %zmm11
	vpternlogq	$248, %zmm10, %zmm4, %zmm21
	vpternlogq	$248, %zmm10, %zmm5, %zmm0
	vpternlogq	$248, %zmm10, %zmm6, %zmm26
	vpternlogq	$248, %zmm10, %zmm7, %zmm24
	vpbroadcastq	.LCPI0_16(%rip), %zmm12
	vpaddq	%zmm12, %zmm9, %zmm1
	vpaddq	%zmm12, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_17(%rip), %zmm22
	vaddpd	%zmm22, %zmm2, %zmm4
	vmovupd	%zmm4, 64(%rsp)
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, 432(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 2160(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 2224(%rsp)
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
	vmovupd	%zmm3, 1312(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 1824(%rsp)
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
	vmovupd	%zmm1, 2640(%rsp)
	vpaddq	%zmm12, %zmm11, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm30
	vaddpd	%zmm23, %zmm30, %zmm1
	vdivpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm1, 2096(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2576(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 1968(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 2032(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1568(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1504(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 2416(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1904(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm31
	vpaddq	%zmm12, %zmm21, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm21
	vaddpd	%zmm23, %zmm21, %zmm1
	vdivpd	%zmm1, %zmm21, %zmm25
	vmulpd	%zmm25, %zmm25, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm18
	vaddpd	%zmm5, %zmm18, %zmm18
	vmulpd	%zmm18, %zmm1, %zmm18
	vaddpd	%zmm6, %zmm18, %zmm18
	vmulpd	%zmm18, %zmm1, %zmm18
	vmulpd	%zmm7, %zmm1, %zmm29
	vaddpd	%zmm8, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm1, %zmm29
	vaddpd	%zmm9, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm1, %zmm29
	vpaddq	%zmm12, %zmm24, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm24
	vaddpd	%zmm23, %zmm24, %zmm1
	vdivpd	%zmm1, %zmm24, %zmm16
	vmulpd	%zmm16, %zmm16, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm0
	vmulpd	%zmm4, %zmm0, %zmm17
	vaddpd	%zmm5, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm0, %zmm17
	vaddpd	%zmm6, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm0, %zmm17
	vmulpd	%zmm7, %zmm0, %zmm15
	vaddpd	%zmm8, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm0, %zmm15
	vaddpd	%zmm9, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm0, %zmm10
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
	vaddpd	1824(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	1312(%rsp), %zmm22, %zmm22
	vaddpd	2640(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2480(%rsp), %zmm27, %zmm27
	vaddpd	1968(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2576(%rsp), %zmm9, %zmm9
	vaddpd	1504(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	1568(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm31, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	1904(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm18, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm17, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	64(%rsp), %zmm2
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	2160(%rsp), %zmm2, %zmm13
	vmovupd	432(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	2224(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	2032(%rsp), %zmm7, %zmm7
	vmovupd	%zmm30, 1440(%rsp)
	vmulpd	%zmm6, %zmm30, %zmm17
	vmulpd	%zmm17, %zmm30, %zmm17
	vaddpd	%zmm9, %zmm17, %zmm9
	vmulpd	2096(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm18
	vmulpd	%zmm18, %zmm21, %zmm18
	vaddpd	%zmm3, %zmm18, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2416(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm16, %zmm6
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
	vmulpd	%zmm10, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1760(%rsp), %zmm25
	vpaddq	%zmm12, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm10, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1376(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm10, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1056(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm10, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1120(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm10, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 992(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm10, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 928(%rsp), %zmm31
	vpaddq	%zmm12, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm10, %zmm31, %zmm12
	vaddpd	%zmm6, %zmm12, %zmm6
	vsubpd	%zmm0, %zmm13, %zmm0
	vsubpd	%zmm2, %zmm14, %zmm2
	vsubpd	%zmm4, %zmm7, %zmm4
	vsubpd	%zmm17, %zmm9, %zmm7
	vsubpd	%zmm18, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm22, %zmm1, %zmm1
	vsubpd	%zmm15, %zmm6, %zmm6
	vaddpd	432(%rsp), %zmm2, %zmm2
	vaddpd	64(%rsp), %zmm0, %zmm0
	vaddpd	1440(%rsp), %zmm7, %zmm7
	vaddpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm1, %zmm26, %zmm1
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vmulpd	%zmm9, %zmm23, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm9, %zmm11, %zmm8
	vaddpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm9, %zmm27, %zmm8
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
	vmulpd	304(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	240(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	576(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	832(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	640(%rsp), %zmm3, %zmm3
	vmulpd	768(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	512(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	704(%rsp), %zmm6, %zmm6
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
	vmovupd	%zmm0, -192(%r8,%rbp)
	vmovupd	%zmm2, -128(%r8,%rbp)
	vmovupd	%zmm3, -64(%r8,%rbp)
	vmovupd	%zmm1, (%r8,%rbp)
	addq	$256, %rbp
	cmpq	%rbp, %rax
	jne	.LBB0_168
	movq	-40(%rsp), %rdi
	movq	-48(%rsp), %r11
	cmpq	%r11, %rdi
	movq	-64(%rsp), %rbp
	movq	176(%rsp), %r13
	vpbroadcastd	.LCPI0_75(%rip), %zmm28
	vbroadcasti32x4	.LCPI0_76(%rip), %zmm29
	vpbroadcastq	.LCPI0_53(%rip), %zmm30
	movabsq	$4604544269498187776, %rbx
	movabsq	$4503595332403200, %rax
	vxorpd	%xmm15, %xmm15, %xmm15
	vpbroadcastq	.LCPI0_13(%rip), %zmm5
	vmovsd	.LCPI0_10(%rip), %xmm10
	vmovsd	.LCPI0_11(%rip), %xmm11
	vmovsd	.LCPI0_17(%rip), %xmm27
	vmovsd	.LCPI0_18(%rip), %xmm31
	vmovsd	.LCPI0_22(%rip), %xmm9
	vmovsd	.LCPI0_23(%rip), %xmm12
	vmovddup	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_38(%rip), %xmm13
	vmovsd	.LCPI0_40(%rip), %xmm16
	vmovsd	.LCPI0_56(%rip), %xmm17
	vmovsd	.LCPI0_42(%rip), %xmm18
	vmovsd	.LCPI0_43(%rip), %xmm19
	vmovsd	.LCPI0_45(%rip), %xmm21
	vmovsd	.LCPI0_46(%rip), %xmm22
	vmovsd	.LCPI0_47(%rip), %xmm23
	vmovsd	.LCPI0_48(%rip), %xmm24
	vmovsd	.LCPI0_49(%rip), %xmm25
	vmovsd	.LCPI0_50(%rip), %xmm20
	je	.LBB0_176
	movq	%r11, %rdx
	testb	$56, %dil
	je	.LBB0_174
	movq	-80(%rsp), %rax
	movq	208(%rsp), %r9
	leaq	(%r9,%rax), %rcx
	xorl	%edx, %edx
	movq	168(%rsp), %r8
	vbroadcastsd	.LCPI0_10(%rip), %zmm19
	vbroadcastsd	.LCPI0_11(%rip), %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm13
	vbroadcastsd	.LCPI0_42(%rip), %zmm11
	vbroadcastsd	.LCPI0_43(%rip), %zmm18
	vbroadcastsd	.LCPI0_44(%rip), %zmm20
	vbroadcastsd	.LCPI0_45(%rip), %zmm26
	vbroadcastsd	.LCPI0_46(%rip), %zmm22
	vbroadcastsd	.LCPI0_47(%rip), %zmm23
	vbroadcastsd	.LCPI0_48(%rip), %zmm16
	vbroadcastsd	.LCPI0_49(%rip), %zmm24
	vbroadcastsd	.LCPI0_50(%rip), %zmm10
	vbroadcastsd	.LCPI0_51(%rip), %zmm17
	vpbroadcastq	.LCPI0_52(%rip), %zmm12
	vpbroadcastq	.LCPI0_15(%rip), %zmm25
	vbroadcastsd	.LCPI0_55(%rip), %zmm14
	vbroadcastsd	.LCPI0_56(%rip), %zmm27
	.p2align	4
.LBB0_172:
	vcvtudq2pd	(%rcx,%rdx,4), %zmm0
	vaddpd	%zmm19, %zmm0, %zmm0
	vmulpd	%zmm21, %zmm0, %zmm0
	vcvtudq2pd	(%r9,%rdx,4), %zmm1
	vaddpd	%zmm19, %zmm1, %zmm1
	vmulpd	%zmm21, %zmm1, %zmm1
	vpsrlq	$32, %zmm0, %zmm2
	vpaddq	.LCPI0_12(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$20, %zmm2, %zmm3
	vpaddq	%zmm5, %zmm3, %zmm3
	vpsllq	$32, %zmm2, %zmm2
	vpandq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm2
	vpternlogq	$248, %zmm25, %zmm0, %zmm2
	vpaddq	.LCPI0_16(%rip){1to8}, %zmm2, %zmm0
	vaddpd	.LCPI0_17(%rip){1to8}, %zmm0, %zmm0
	vaddpd	.LCPI0_18(%rip){1to8}, %zmm0, %zmm2
	vdivpd	%zmm2, %zmm0, %zmm2
	vmulpd	%zmm19, %zmm0, %zmm4
	vmulpd	%zmm4, %zmm0, %zmm4
	vmovdqa64	%zmm5, %zmm31
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
	vpandq	%zmm13, %zmm2, %zmm2
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm13, %zmm8, %zmm8
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
	vmulpd	%zmm27, %zmm4, %zmm7
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm18, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm19, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm20, %zmm8
	vsubpd	%zmm8, %zmm20, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm26, %zmm4, %zmm7
	vaddpd	%zmm22, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm23, %zmm7, %zmm7
	vmulpd	%zmm16, %zmm4, %zmm8
	vaddpd	%zmm24, %zmm8, %zmm8
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm7
	vmulpd	%zmm19, %zmm3, %zmm8
	vmulpd	%zmm5, %zmm7, %zmm5
	vsubpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vmovdqa64	%zmm31, %zmm5
	vsubpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm10, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm2, %zmm2
	vptestnmq	%zmm12, %zmm1, %k1
	vptestnmq	%zmm30, %zmm1, %k2
	vxorpd	%zmm17, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm17, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_28(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovupd	%ymm0, (%rcx,%rdx,4)
	addq	$8, %rdx
	cmpq	%rdx, %r8
	jne	.LBB0_172
	movq	4096(%rsp), %rcx
	movq	%rcx, %rdx
	cmpq	%rcx, %rdi
	movabsq	$4503595332403200, %rax
	vmovsd	.LCPI0_10(%rip), %xmm10
	vmovsd	.LCPI0_11(%rip), %xmm11
	vmovsd	.LCPI0_17(%rip), %xmm27
	vmovsd	.LCPI0_18(%rip), %xmm31
	vmovsd	.LCPI0_22(%rip), %xmm9
	vmovsd	.LCPI0_23(%rip), %xmm12
	vmovddup	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_38(%rip), %xmm13
	vmovsd	.LCPI0_40(%rip), %xmm16
	vmovsd	.LCPI0_56(%rip), %xmm17
	vmovsd	.LCPI0_42(%rip), %xmm18
	vmovsd	.LCPI0_43(%rip), %xmm19
	vmovsd	.LCPI0_45(%rip), %xmm21
	vmovsd	.LCPI0_46(%rip), %xmm22
	vmovsd	.LCPI0_47(%rip), %xmm23
	vmovsd	.LCPI0_48(%rip), %xmm24
	vmovsd	.LCPI0_49(%rip), %xmm25
	vmovsd	.LCPI0_50(%rip), %xmm20
	je	.LBB0_176
.LBB0_174:
	movq	%rdi, %rcx
	subq	%rdx, %rcx
	movq	192(%rsp), %r8
	leaq	(%r8,%rdx,4), %r8
	movq	-80(%rsp), %rdx
	leaq	(%r8,%rdx), %r9
	xorl	%r14d, %r14d
	.p2align	4
.LBB0_175:
	vxorps	%xmm14, %xmm14, %xmm14
	vcvtusi2sdl	(%r9,%r14,4), %xmm14, %xmm0
	vaddsd	%xmm0, %xmm10, %xmm0
	vmulsd	%xmm0, %xmm11, %xmm0
	vxorps	%xmm14, %xmm14, %xmm14
	vcvtusi2sdl	(%r8,%r14,4), %xmm14, %xmm1
	vaddsd	%xmm1, %xmm10, %xmm1
	vmulsd	%xmm1, %xmm11, %xmm1
	vmovq	%xmm0, %rdx
	movl	%edx, %r10d
	shrq	$32, %rdx
	addq	$614242, %rdx
	movq	%rdx, %r15
	shrq	$20, %r15
	addq	$-1023, %r15
	shlq	$32, %rdx
	andq	%rax, %rdx
	addq	%rbx, %rdx
	orq	%rdx, %r10
	vmovq	%r10, %xmm0
	vaddsd	%xmm27, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm10, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vaddsd	%xmm31, %xmm0, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmulsd	%xmm5, %xmm9, %xmm6
	vaddsd	%xmm6, %xmm12, %xmm6
	vunpcklpd	%xmm6, %xmm8, %xmm6
	vmovddup	%xmm5, %xmm5
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	.LCPI0_58(%rip), %xmm6, %xmm6
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	.LCPI0_59(%rip), %xmm6, %xmm6
	vunpcklpd	%xmm4, %xmm5, %xmm4
	vmulpd	%xmm6, %xmm4, %xmm4
	vshufpd	$1, %xmm4, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm4, %xmm4
	vcvtsi2sd	%r15, %xmm14, %xmm5
	vaddsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmulsd	.LCPI0_26(%rip), %xmm5, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	.LCPI0_27(%rip), %xmm5, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm14
	vmulsd	.LCPI0_29(%rip), %xmm1, %xmm1
	vmulsd	.LCPI0_30(%rip), %xmm1, %xmm2
	vaddsd	.LCPI0_31(%rip), %xmm2, %xmm2
	vmovq	%xmm2, %rdx
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
	vpandq	.LCPI0_37(%rip){1to2}, %xmm1, %xmm1
	vmovq	%xmm1, %r10
	addl	$16, %r10d
	vpextrq	$1, %xmm1, %r15
	cmpl	%r15d, %r10d
	setb	%r10b
	kmovd	%r10d, %k1
	vmovsd	%xmm6, %xmm3, %xmm3 {%k1}
	vmovsd	%xmm2, %xmm4, %xmm4 {%k1}
	vsubsd	%xmm4, %xmm3, %xmm1
	vsubsd	%xmm1, %xmm3, %xmm2
	vsubsd	%xmm4, %xmm2, %xmm2
	vmulsd	%xmm1, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm3, %xmm13, %xmm5
	vaddsd	.LCPI0_39(%rip), %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vaddsd	%xmm16, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm17, %xmm3, %xmm6
	vaddsd	%xmm18, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm19, %xmm6, %xmm6
	vmulsd	%xmm4, %xmm4, %xmm7
	vmulsd	%xmm6, %xmm7, %xmm6
	vaddsd	%xmm6, %xmm5, %xmm5
	vmulsd	%xmm3, %xmm10, %xmm6
	vmovsd	.LCPI0_44(%rip), %xmm0
	vsubsd	%xmm6, %xmm0, %xmm7
	vmovapd	%xmm25, %xmm26
	vmovapd	%xmm24, %xmm25
	vmovapd	%xmm23, %xmm24
	vmovapd	%xmm22, %xmm23
	vmovapd	%xmm21, %xmm22
	vmovapd	%xmm19, %xmm21
	vmovapd	%xmm18, %xmm19
	vmovapd	%xmm17, %xmm18
	vmovapd	%xmm16, %xmm17
	vmovapd	%xmm13, %xmm16
	vmovapd	%xmm8, %xmm13
	vsubsd	%xmm7, %xmm0, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vmovapd	%xmm13, %xmm8
	vmovapd	%xmm16, %xmm13
	vmovapd	%xmm17, %xmm16
	vmovapd	%xmm18, %xmm17
	vmovapd	%xmm19, %xmm18
	vmovapd	%xmm21, %xmm19
	vmovapd	%xmm22, %xmm21
	vmovapd	%xmm23, %xmm22
	vmovapd	%xmm24, %xmm23
	vmovapd	%xmm25, %xmm24
	vmovapd	%xmm26, %xmm25
	vaddsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm7, %xmm5
	vmulsd	%xmm21, %xmm3, %xmm6
	vaddsd	%xmm22, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm23, %xmm6, %xmm6
	vmulsd	%xmm24, %xmm3, %xmm7
	vaddsd	%xmm26, %xmm7, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm2, %xmm10, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	%xmm20, %xmm6, %xmm3
	vaddsd	%xmm3, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovddup	.LCPI0_51(%rip), %xmm2
	vxorpd	%xmm2, %xmm5, %xmm3
	testb	$2, %dl
	sete	%r10b
	kmovd	%r10d, %k1
	vmovsd	%xmm5, %xmm3, %xmm3 {%k1}
	vxorpd	%xmm2, %xmm1, %xmm2
	vmovsd	%xmm2, %xmm1, %xmm1 {%k1}
	kmovd	%edx, %k1
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vmovsd	.LCPI0_28(%rip), %xmm0
	vmulsd	%xmm0, %xmm14, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%r9,%r14,4)
	incq	%r14
	cmpq	%r14, %rcx
	jne	.LBB0_175
	jmp	.LBB0_176
	.p2align	4
.LBB0_154:
	vmovss	904(%rsp), %xmm17
	vmulss	-4(%rsp), %xmm17, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorpd	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	movl	896(%rsp), %eax
	kmovd	%eax, %k1
	vmovaps	1888(%rsp), %xmm1
	vmovss	%xmm1, %xmm0, %xmm0 {%k1}
	movq	8(%rsp), %rsi
	movq	-120(%rsp), %r8
	movq	384(%rsp), %rbx
	movq	392(%rsp), %r14
	xorl	%r12d, %r12d
	movq	-80(%rsp), %rax
	vbroadcastss	.LCPI0_64(%rip), %xmm7
	vpbroadcastd	.LCPI0_75(%rip), %ymm8
	vmovss	.LCPI0_62(%rip), %xmm24
	vmovaps	.LCPI0_72(%rip), %xmm25
	vmovaps	.LCPI0_73(%rip), %xmm27
	vpbroadcastd	.LCPI0_66(%rip), %zmm21
	vbroadcasti32x4	.LCPI0_76(%rip), %ymm31
	jmp	.LBB0_155
	.p2align	4
.LBB0_218:
	incq	%r12
	movq	-32(%rsp), %rcx
	addq	%rcx, %r14
	addq	%rax, %rbx
	addq	%rcx, %r8
	addq	%rax, %rsi
	cmpq	%r15, %r12
	je	.LBB0_219
.LBB0_155:
	cmpb	$0, 200(%rsp)
	je	.LBB0_207
	xorl	%edx, %edx
.LBB0_214:
	movq	%rdx, %rcx
	cmpq	$0, 40(%rsp)
	je	.LBB0_217
	movq	40(%rsp), %r9
	movq	%rdx, %rcx
	.p2align	4
.LBB0_216:
	vmovss	(%rsi,%rcx,4), %xmm1
	xorl	%r10d, %r10d
	popcntq	%rcx, %r10
	cmpl	$2, %r10d
	sete	%r10b
	kmovd	%r10d, %k1
	vmovss	.LCPI0_62(%rip), %xmm2 {%k1} {z}
	vmulss	%xmm1, %xmm2, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, (%r8,%rcx,4)
	incq	%rcx
	decq	%r9
	jne	.LBB0_216
.LBB0_217:
	subq	%rdi, %rdx
	cmpq	$-4, %rdx
	ja	.LBB0_218
	.p2align	4
.LBB0_230:
	vmovss	(%rsi,%rcx,4), %xmm1
	xorl	%edx, %edx
	popcntq	%rcx, %rdx
	cmpl	$2, %edx
	sete	%dl
	kmovd	%edx, %k1
	vmovss	%xmm24, %xmm24, %xmm2 {%k1} {z}
	vmulss	%xmm1, %xmm2, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, (%r8,%rcx,4)
	vmovss	4(%rsi,%rcx,4), %xmm1
	leaq	1(%rcx), %rdx
	popcntq	%rdx, %rdx
	cmpl	$2, %edx
	sete	%dl
	kmovd	%edx, %k1
	vmovss	%xmm24, %xmm24, %xmm2 {%k1} {z}
	vmulss	%xmm1, %xmm2, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 4(%r8,%rcx,4)
	vmovss	8(%rsi,%rcx,4), %xmm1
	leaq	2(%rcx), %rdx
	popcntq	%rdx, %rdx
	cmpl	$2, %edx
	sete	%dl
	kmovd	%edx, %k1
	vmovss	%xmm24, %xmm24, %xmm2 {%k1} {z}
	vmulss	%xmm1, %xmm2, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 8(%r8,%rcx,4)
	vmovss	12(%rsi,%rcx,4), %xmm1
	leaq	3(%rcx), %rdx
	popcntq	%rdx, %rdx
	cmpl	$2, %edx
	sete	%dl
	kmovd	%edx, %k1
	vmovss	%xmm24, %xmm24, %xmm2 {%k1} {z}
	vmulss	%xmm1, %xmm2, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 12(%r8,%rcx,4)
	addq	$4, %rcx
	cmpq	%rdi, %rcx
	jne	.LBB0_230
	jmp	.LBB0_218
	.p2align	4
.LBB0_207:
	xorl	%ecx, %ecx
	vmovdqa64	%zmm18, %zmm1
	vmovdqa64	%zmm23, %zmm2
	movq	-88(%rsp), %rdx
	vmovdqa64	%zmm9, %zmm26
	vpbroadcastq	.LCPI0_8(%rip), %zmm21
	.p2align	4
.LBB0_208:
	vpaddq	%zmm14, %zmm1, %zmm7
	vpaddq	%zmm14, %zmm2, %zmm8
	vpaddq	%zmm3, %zmm1, %zmm9
	vpaddq	%zmm3, %zmm2, %zmm10
	vpaddq	%zmm26, %zmm1, %zmm11
	vpaddq	%zmm26, %zmm2, %zmm12
	vmovups	-192(%rbx,%rcx), %zmm3
	vmovups	-128(%rbx,%rcx), %zmm4
	vmovups	-64(%rbx,%rcx), %zmm5
	vmovups	(%rbx,%rcx), %zmm6
	vpandq	%zmm28, %zmm2, %zmm13
	vpshufb	%zmm13, %zmm29, %zmm13
	vpsrlw	$4, %zmm2, %zmm14
	vpandq	%zmm28, %zmm14, %zmm14
	vpshufb	%zmm14, %zmm29, %zmm14
	vpaddb	%zmm13, %zmm14, %zmm13
	vpsadbw	%zmm15, %zmm13, %zmm13
	vpandq	%zmm28, %zmm1, %zmm14
	vpshufb	%zmm14, %zmm29, %zmm14
	vxorpd	%xmm16, %xmm16, %xmm16
	vpsrlw	$4, %zmm1, %zmm15
	vpandq	%zmm28, %zmm15, %zmm15
	vpshufb	%zmm15, %zmm29, %zmm15
	vpaddb	%zmm14, %zmm15, %zmm14
	vpsadbw	%zmm16, %zmm14, %zmm14
	vpandq	%zmm28, %zmm8, %zmm15
	vpshufb	%zmm15, %zmm29, %zmm15
	vpsrlw	$4, %zmm8, %zmm8
	vpandq	%zmm28, %zmm8, %zmm8
	vpshufb	%zmm8, %zmm29, %zmm8
	vpaddb	%zmm15, %zmm8, %zmm8
	vpsadbw	%zmm16, %zmm8, %zmm8
	vpandq	%zmm28, %zmm7, %zmm15
	vpshufb	%zmm15, %zmm29, %zmm15
	vpsrlw	$4, %zmm7, %zmm7
	vpandq	%zmm28, %zmm7, %zmm7
	vpshufb	%zmm7, %zmm29, %zmm7
	vpaddb	%zmm15, %zmm7, %zmm7
	vpsadbw	%zmm16, %zmm7, %zmm7
	vpandq	%zmm28, %zmm10, %zmm15
	vpshufb	%zmm15, %zmm29, %zmm15
	vpsrlw	$4, %zmm10, %zmm10
	vpandq	%zmm28, %zmm10, %zmm10
	vpshufb	%zmm10, %zmm29, %zmm10
	vpaddb	%zmm15, %zmm10, %zmm10
	vpsadbw	%zmm16, %zmm10, %zmm10
	vpandq	%zmm28, %zmm9, %zmm15
	vpshufb	%zmm15, %zmm29, %zmm15
	vpsrlw	$4, %zmm9, %zmm9
	vpandq	%zmm28, %zmm9, %zmm9
	vpshufb	%zmm9, %zmm29, %zmm9
	vpaddb	%zmm15, %zmm9, %zmm9
	vpsadbw	%zmm16, %zmm9, %zmm9
	vpandq	%zmm28, %zmm12, %zmm15
	vpshufb	%zmm15, %zmm29, %zmm15
	vpsrlw	$4, %zmm12, %zmm12
	vpandq	%zmm28, %zmm12, %zmm12
	vpshufb	%zmm12, %zmm29, %zmm12
	vpaddb	%zmm15, %zmm12, %zmm12
	vpsadbw	%zmm16, %zmm12, %zmm12
	vpandq	%zmm28, %zmm11, %zmm15
	vpshufb	%zmm15, %zmm29, %zmm15
	vpsrlw	$4, %zmm11, %zmm11
	vpandq	%zmm28, %zmm11, %zmm11
	vpshufb	%zmm11, %zmm29, %zmm11
	vpaddb	%zmm15, %zmm11, %zmm11
	vpxor	%xmm15, %xmm15, %xmm15
	vpsadbw	%zmm15, %zmm11, %zmm11
	vpcmpeqq	%zmm30, %zmm14, %k0
	vpcmpeqq	%zmm30, %zmm13, %k1
	kunpckbw	%k0, %k1, %k1
	vpcmpeqq	%zmm30, %zmm7, %k0
	vpcmpeqq	%zmm30, %zmm8, %k2
	kunpckbw	%k0, %k2, %k2
	vpcmpeqq	%zmm30, %zmm9, %k0
	vpcmpeqq	%zmm30, %zmm10, %k3
	kunpckbw	%k0, %k3, %k3
	vpcmpeqq	%zmm30, %zmm11, %k0
	vpcmpeqq	%zmm30, %zmm12, %k4
	vpbroadcastq	.LCPI0_1(%rip), %zmm14
	kunpckbw	%k0, %k4, %k4
	vmulps	%zmm15, %zmm3, %zmm7
	vmovaps	%zmm3, %zmm7 {%k1}
	vmulps	%zmm15, %zmm4, %zmm8
	vmovaps	%zmm4, %zmm8 {%k2}
	vmulps	%zmm15, %zmm5, %zmm9
	vmovaps	%zmm5, %zmm9 {%k3}
	vmulps	%zmm15, %zmm6, %zmm10
	vmovaps	%zmm6, %zmm10 {%k4}
	vsubps	%zmm7, %zmm3, %zmm3
	vsubps	%zmm8, %zmm4, %zmm4
	vsubps	%zmm9, %zmm5, %zmm5
	vsubps	%zmm10, %zmm6, %zmm6
	vmulps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm4, %zmm4, %zmm4
	vmulps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm6, %zmm6, %zmm6
	vmovups	%zmm3, -192(%r14,%rcx)
	vpbroadcastq	.LCPI0_2(%rip), %zmm3
	vmovups	%zmm4, -128(%r14,%rcx)
	vmovups	%zmm5, -64(%r14,%rcx)
	vmovups	%zmm6, (%r14,%rcx)
	vpaddq	%zmm21, %zmm1, %zmm1
	vpaddq	%zmm21, %zmm2, %zmm2
	addq	$256, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_208
	cmpq	%r11, %rdi
	vpbroadcastd	.LCPI0_66(%rip), %zmm21
	vbroadcastss	.LCPI0_64(%rip), %xmm7
	vpbroadcastd	.LCPI0_75(%rip), %ymm8
	vbroadcasti32x4	.LCPI0_76(%rip), %ymm31
	vmovdqa64	%zmm26, %zmm9
	vpbroadcastq	.LCPI0_9(%rip), %zmm5
	je	.LBB0_218
	movq	%r11, %rdx
	testb	$56, %dil
	je	.LBB0_214
	movq	%r11, %rcx
	vmovdqu64	4864(%rsp), %zmm1
	movq	4096(%rsp), %rdx
	vxorps	%xmm6, %xmm6, %xmm6
	.p2align	4
.LBB0_212:
	vmovups	(%rsi,%rcx,4), %ymm2
	vpandq	%zmm28, %zmm1, %zmm3
	vpshufb	%zmm3, %zmm29, %zmm3
	vpsrlw	$4, %zmm1, %zmm4
	vpandq	%zmm28, %zmm4, %zmm4
	vpshufb	%zmm4, %zmm29, %zmm4
	vpaddb	%zmm3, %zmm4, %zmm3
	vpsadbw	%zmm15, %zmm3, %zmm3
	vpcmpeqq	%zmm30, %zmm3, %k1
	vmulps	%ymm6, %ymm2, %ymm3
	vmovaps	%ymm2, %ymm3 {%k1}
	vsubps	%ymm3, %ymm2, %ymm2
	vmulps	%ymm2, %ymm2, %ymm2
	vmovups	%ymm2, (%r8,%rcx,4)
	addq	$8, %rcx
	vpaddq	%zmm5, %zmm1, %zmm1
	cmpq	%rcx, %rdx
	jne	.LBB0_212
	cmpq	%rdx, %rdi
	vpbroadcastq	.LCPI0_2(%rip), %zmm3
	je	.LBB0_218
	jmp	.LBB0_214
	.p2align	4
.LBB0_219:
	cmpq	$0, 2400(%rsp)
	movq	2408(%rsp), %r8
	vpxor	%xmm1, %xmm1, %xmm1
	je	.LBB0_220
	movq	2352(%rsp), %rdx
	xorl	%ecx, %ecx
	movq	-72(%rsp), %r14
	movq	-120(%rsp), %r12
	movq	1200(%rsp), %rsi
	movq	2392(%rsp), %r9
	movq	2384(%rsp), %r10
	.p2align	4
.LBB0_222:
	vmovups	-16(%rsi,%rcx,4), %xmm2
	vmovups	(%rsi,%rcx,4), %xmm3
	vmovups	-16(%r8,%rcx,4), %xmm4
	vmovups	(%r8,%rcx,4), %xmm5
	vmovlhps	%xmm4, %xmm2, %xmm6
	vunpckhpd	%xmm4, %xmm2, %xmm2
	vmovups	-16(%r10,%rcx,4), %xmm4
	vmovups	(%r10,%rcx,4), %xmm7
	vmovups	-16(%r9,%rcx,4), %xmm8
	vmovups	(%r9,%rcx,4), %xmm9
	vmovlhps	%xmm8, %xmm4, %xmm10
	vunpckhpd	%xmm8, %xmm4, %xmm4
	vmovaps	%xmm6, %xmm8
	vpermt2ps	%xmm10, %xmm25, %xmm8
	vaddps	%xmm1, %xmm8, %xmm1
	vpermt2ps	%xmm10, %xmm27, %xmm6
	vaddps	%xmm1, %xmm6, %xmm1
	vmovaps	%xmm2, %xmm6
	vpermt2ps	%xmm4, %xmm25, %xmm6
	vaddps	%xmm1, %xmm6, %xmm1
	vpermt2ps	%xmm4, %xmm27, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
	vmovlhps	%xmm5, %xmm3, %xmm2
	vunpckhpd	%xmm5, %xmm3, %xmm3
	vmovlhps	%xmm9, %xmm7, %xmm4
	vunpckhpd	%xmm9, %xmm7, %xmm5
	vmovaps	%xmm2, %xmm6
	vpermt2ps	%xmm4, %xmm25, %xmm6
	vaddps	%xmm6, %xmm1, %xmm1
	vpermt2ps	%xmm4, %xmm27, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
	vmovaps	%xmm3, %xmm2
	vpermt2ps	%xmm5, %xmm25, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
	vpermt2ps	%xmm5, %xmm27, %xmm3
	vaddps	%xmm1, %xmm3, %xmm1
	addq	$8, %rcx
	addq	$-2, %rdx
	jne	.LBB0_222
	testb	$1, 2360(%rsp)
	vbroadcastss	.LCPI0_64(%rip), %xmm7
	vpbroadcastd	.LCPI0_75(%rip), %ymm8
	movq	1240(%rsp), %rdx
	movq	1232(%rsp), %rsi
	movq	1224(%rsp), %r8
	vmovss	.LCPI0_64(%rip), %xmm11
	vmovss	.LCPI0_71(%rip), %xmm12
	vbroadcastss	.LCPI0_64(%rip), %zmm13
	vbroadcastss	.LCPI0_65(%rip), %zmm16
	vpxord	%xmm26, %xmm26, %xmm26
	jne	.LBB0_224
	movq	%r13, %rcx
	cmpq	%rdi, %r13
	vmovaps	496(%rsp), %xmm10
	je	.LBB0_177
	.p2align	4
.LBB0_226:
	vmovss	(%r12,%rcx,4), %xmm2
	vinsertps	$16, (%rdx,%rcx,4), %xmm2, %xmm2
	vinsertps	$32, (%rsi,%rcx,4), %xmm2, %xmm2
	vinsertps	$48, (%r8,%rcx,4), %xmm2, %xmm2
	vaddps	%xmm2, %xmm1, %xmm1
	incq	%rcx
	cmpq	%rdi, %rcx
	jb	.LBB0_226
.LBB0_177:
	vmovaps	%xmm1, 2704(%rsp)
	cmpl	$0, -124(%rsp)
	vpbroadcastq	.LCPI0_53(%rip), %ymm25
	vbroadcastss	.LCPI0_65(%rip), %xmm27
	je	.LBB0_178
	vbroadcastss	%xmm0, %zmm1
	movq	8(%rsp), %rcx
	movq	136(%rsp), %rsi
	movq	1208(%rsp), %r8
	xorl	%r9d, %r9d
	jmp	.LBB0_182
	.p2align	4
.LBB0_192:
	incq	%r9
	addq	-32(%rsp), %r8
	addq	%rax, %rsi
	addq	%rax, %rcx
	cmpq	%r15, %r9
	je	.LBB0_193
.LBB0_182:
	leaq	(%r9,%rbp), %rdx
	vmovss	.LCPI0_63(%rip), %xmm2
	vcmpltss	2704(%rsp,%r9,4), %xmm2, %k1
	vmovss	.LCPI0_62(%rip), %xmm2 {%k1} {z}
	vcvttss2usi	%xmm2, %r10d
	movq	424(%rsp), %r11
	orl	%r10d, (%r11,%rdx,4)
	cmpb	$0, 400(%rsp)
	je	.LBB0_185
	xorl	%edx, %edx
	movl	$2143289344, %ebx
	.p2align	4
.LBB0_184:
	vmovss	(%rcx,%rdx,4), %xmm2
	vsubss	(%rsi,%rdx,4), %xmm2, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm3, %xmm11, %xmm3
	xorl	%r10d, %r10d
	popcntq	%rdx, %r10
	cmpl	$2, %r10d
	sete	%r10b
	kmovd	%r10d, %k1
	vmovss	.LCPI0_62(%rip), %xmm4 {%k1} {z}
	vmulss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm3, %xmm10, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	(%r8,%rdx,4), %xmm4, %xmm3
	vmulss	%xmm3, %xmm0, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vmulss	%xmm2, %xmm4, %xmm2
	vmovd	%xmm2, %r10d
	movl	%r10d, %r11d
	andl	$2147483647, %r11d
	cmpl	$2139095041, %r11d
	cmovael	%ebx, %r10d
	movl	%r10d, (%rcx,%rdx,4)
	incq	%rdx
	cmpq	%rdx, %rdi
	jne	.LBB0_184
	jmp	.LBB0_192
	.p2align	4
.LBB0_185:
	xorl	%edx, %edx
	vmovdqa64	%zmm18, %zmm2
	vmovdqa64	%zmm23, %zmm3
	movq	160(%rsp), %r10
	movl	$2143289344, %ebx
	.p2align	4
.LBB0_186:
	vmovups	(%rcx,%rdx), %zmm4
	vsubps	(%rsi,%rdx), %zmm4, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm13, %zmm5, %zmm5
	vpandq	%zmm28, %zmm3, %zmm6
	vpshufb	%zmm6, %zmm29, %zmm6
	vpsrlw	$4, %zmm3, %zmm7
	vpandq	%zmm28, %zmm7, %zmm7
	vpshufb	%zmm7, %zmm29, %zmm7
	vpaddb	%zmm6, %zmm7, %zmm6
	vpsadbw	%zmm15, %zmm6, %zmm6
	vpandq	%zmm28, %zmm2, %zmm7
	vpshufb	%zmm7, %zmm29, %zmm7
	vpsrlw	$4, %zmm2, %zmm8
	vpandq	%zmm28, %zmm8, %zmm8
	vpshufb	%zmm8, %zmm29, %zmm8
	vpaddb	%zmm7, %zmm8, %zmm7
	vpsadbw	%zmm15, %zmm7, %zmm7
	vpcmpeqq	%zmm30, %zmm7, %k0
	vpcmpeqq	%zmm30, %zmm6, %k1
	kunpckbw	%k0, %k1, %k1
	vbroadcastss	.LCPI0_62(%rip), %zmm6 {%k1} {z}
	vmulps	%zmm5, %zmm6, %zmm5
	vmulps	%zmm5, %zmm20, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	(%r8,%rdx), %zmm6, %zmm5
	vmulps	%zmm5, %zmm1, %zmm5
	vaddps	%zmm4, %zmm5, %zmm4
	vmulps	%zmm4, %zmm6, %zmm4
	vandps	%zmm16, %zmm4, %zmm5
	vpcmpgtd	%zmm21, %zmm5, %k1
	vpbroadcastd	.LCPI0_67(%rip), %zmm4 {%k1}
	vmovdqu64	%zmm4, (%rcx,%rdx)
	vpaddq	%zmm14, %zmm2, %zmm2
	vpaddq	%zmm14, %zmm3, %zmm3
	addq	$64, %rdx
	cmpq	%rdx, %r10
	jne	.LBB0_186
	cmpq	-96(%rsp), %rdi
	vbroadcastss	.LCPI0_64(%rip), %xmm7
	vpbroadcastd	.LCPI0_75(%rip), %ymm8
	je	.LBB0_192
	movq	-96(%rsp), %rdx
	testb	$12, %dil
	je	.LBB0_184
	movq	-96(%rsp), %rdx
	vmovdqu	2720(%rsp), %ymm2
	.p2align	4
.LBB0_190:
	vmovups	(%rcx,%rdx,4), %xmm3
	vsubps	(%rsi,%rdx,4), %xmm3, %xmm4
	vaddps	%xmm4, %xmm4, %xmm4
	vmulps	%xmm7, %xmm4, %xmm4
	vpand	%ymm2, %ymm8, %ymm5
	vpshufb	%ymm5, %ymm31, %ymm5
	vpsrlw	$4, %ymm2, %ymm6
	vpand	%ymm6, %ymm8, %ymm6
	vpshufb	%ymm6, %ymm31, %ymm6
	vpaddb	%ymm5, %ymm6, %ymm5
	vpbroadcastq	.LCPI0_70(%rip), %ymm6
	vpsadbw	%ymm26, %ymm5, %ymm5
	vpcmpeqq	%ymm25, %ymm5, %k1
	vbroadcastss	.LCPI0_62(%rip), %xmm5 {%k1} {z}
	vmulps	%xmm4, %xmm5, %xmm4
	vmulps	%xmm4, %xmm20, %xmm4
	vaddps	%xmm4, %xmm3, %xmm3
	vmulps	(%r8,%rdx,4), %xmm5, %xmm4
	vmulps	%xmm4, %xmm1, %xmm4
	vaddps	%xmm3, %xmm4, %xmm3
	vmulps	%xmm3, %xmm5, %xmm3
	vpbroadcastd	.LCPI0_66(%rip), %xmm5
	vandps	%xmm27, %xmm3, %xmm4
	vpcmpgtd	%xmm5, %xmm4, %k1
	vpbroadcastd	.LCPI0_67(%rip), %xmm3 {%k1}
	vmovdqu	%xmm3, (%rcx,%rdx,4)
	addq	$4, %rdx
	vpaddq	%ymm6, %ymm2, %ymm2
	cmpq	%rdx, %r13
	jne	.LBB0_190
	movq	2544(%rsp), %r10
	movq	%r10, %rdx
	cmpq	%r10, %rdi
	jne	.LBB0_184
	jmp	.LBB0_192
	.p2align	4
.LBB0_220:
	xorl	%ecx, %ecx
	movq	-72(%rsp), %r14
	movq	-120(%rsp), %r12
	movq	1240(%rsp), %rdx
	movq	1232(%rsp), %rsi
	movq	1224(%rsp), %r8
	vmovss	.LCPI0_64(%rip), %xmm11
	vmovss	.LCPI0_71(%rip), %xmm12
	vbroadcastss	.LCPI0_64(%rip), %zmm13
	vbroadcastss	.LCPI0_65(%rip), %zmm16
	vpxord	%xmm26, %xmm26, %xmm26
.LBB0_224:
	vmovups	(%r12,%rcx,4), %xmm2
	vmovups	(%rdx,%rcx,4), %xmm3
	vmovups	(%rsi,%rcx,4), %xmm4
	vmovups	(%r8,%rcx,4), %xmm5
	vmovlhps	%xmm4, %xmm2, %xmm6
	vunpckhpd	%xmm4, %xmm2, %xmm2
	vmovlhps	%xmm5, %xmm3, %xmm4
	vunpckhpd	%xmm5, %xmm3, %xmm3
	vmovaps	%xmm6, %xmm5
	vpermt2ps	%xmm4, %xmm25, %xmm5
	vaddps	%xmm5, %xmm1, %xmm1
	vpermt2ps	%xmm4, %xmm27, %xmm6
	vaddps	%xmm1, %xmm6, %xmm1
	vmovaps	%xmm2, %xmm4
	vpermt2ps	%xmm3, %xmm25, %xmm4
	vaddps	%xmm1, %xmm4, %xmm1
	vpermt2ps	%xmm3, %xmm27, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
	movq	%r13, %rcx
	cmpq	%rdi, %r13
	vmovaps	496(%rsp), %xmm10
	jne	.LBB0_226
	jmp	.LBB0_177
	.p2align	4
.LBB0_178:
	movq	8(%rsp), %rsi
	movq	136(%rsp), %r8
	xorl	%ebx, %ebx
	jmp	.LBB0_179
	.p2align	4
.LBB0_205:
	incq	%rbx
	addq	%rax, %r8
	addq	%rax, %rsi
	cmpq	%r15, %rbx
	je	.LBB0_193
.LBB0_179:
	leaq	(%rbx,%rbp), %rcx
	vmovss	.LCPI0_63(%rip), %xmm0
	vcmpltss	2704(%rsp,%rbx,4), %xmm0, %k1
	vmovss	.LCPI0_62(%rip), %xmm0 {%k1} {z}
	vcvttss2usi	%xmm0, %edx
	movq	424(%rsp), %r9
	orl	%edx, (%r9,%rcx,4)
	cmpb	$0, 5056(%rsp)
	je	.LBB0_195
	xorl	%edx, %edx
.LBB0_202:
	movl	$2143289344, %r15d
	movq	%rdx, %r9
	orq	$1, %r9
	testb	$1, %dil
	je	.LBB0_204
	imulq	%rdi, %rcx
	movq	152(%rsp), %r10
	leaq	(%r10,%rcx,4), %r10
	leaq	(%r14,%rcx,4), %rcx
	leal	(,%rdx,4), %r11d
	vmovss	(%r10,%r11), %xmm0
	vsubss	(%rcx,%r11), %xmm0, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm1, %xmm11, %xmm1
	xorl	%ecx, %ecx
	popcntl	%edx, %ecx
	cmpl	$2, %ecx
	sete	%cl
	kmovd	%ecx, %k1
	vmovss	.LCPI0_62(%rip), %xmm2 {%k1} {z}
	vmulss	%xmm1, %xmm2, %xmm1
	vmulss	%xmm1, %xmm10, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmulss	%xmm0, %xmm2, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r15d, %ecx
	movl	%ecx, (%r10,%r11)
	movq	%r9, %rdx
.LBB0_204:
	cmpq	%r9, %rdi
	movl	$2143289344, %r10d
	movq	408(%rsp), %r15
	je	.LBB0_205
	.p2align	4
.LBB0_206:
	vmovss	(%rsi,%rdx,4), %xmm0
	vmovss	4(%rsi,%rdx,4), %xmm1
	vsubss	(%r8,%rdx,4), %xmm0, %xmm2
	vaddss	%xmm2, %xmm2, %xmm2
	vmulss	%xmm2, %xmm12, %xmm2
	xorl	%ecx, %ecx
	popcntq	%rdx, %rcx
	cmpl	$2, %ecx
	sete	%cl
	kmovd	%ecx, %k1
	vmovss	%xmm24, %xmm24, %xmm3 {%k1} {z}
	vmulss	%xmm2, %xmm3, %xmm2
	vmulss	%xmm2, %xmm10, %xmm2
	vsubss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm0, %xmm3, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %r9d
	andl	$2147483647, %r9d
	cmpl	$2139095041, %r9d
	cmovael	%r10d, %ecx
	movl	%ecx, (%rsi,%rdx,4)
	vsubss	4(%r8,%rdx,4), %xmm1, %xmm0
	vaddss	%xmm0, %xmm0, %xmm0
	vmulss	%xmm0, %xmm12, %xmm0
	leaq	1(%rdx), %rcx
	popcntq	%rcx, %rcx
	cmpl	$2, %ecx
	sete	%cl
	kmovd	%ecx, %k1
	vmovss	%xmm24, %xmm24, %xmm2 {%k1} {z}
	vmulss	%xmm0, %xmm2, %xmm0
	vmulss	%xmm0, %xmm10, %xmm0
	vsubss	%xmm0, %xmm1, %xmm0
	vmulss	%xmm0, %xmm2, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %r9d
	andl	$2147483647, %r9d
	cmpl	$2139095041, %r9d
	cmovael	%r10d, %ecx
	movl	%ecx, 4(%rsi,%rdx,4)
	addq	$2, %rdx
	cmpq	%rdi, %rdx
	jne	.LBB0_206
	jmp	.LBB0_205
	.p2align	4
.LBB0_195:
	xorl	%edx, %edx
	vmovdqa64	%zmm18, %zmm0
	vmovdqa64	%zmm23, %zmm1
	movq	160(%rsp), %r9
	.p2align	4
.LBB0_196:
	vmovups	(%rsi,%rdx), %zmm2
	vsubps	(%r8,%rdx), %zmm2, %zmm3
	vaddps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm13, %zmm3, %zmm3
	vpandq	%zmm28, %zmm1, %zmm4
	vpshufb	%zmm4, %zmm29, %zmm4
	vpsrlw	$4, %zmm1, %zmm5
	vpandq	%zmm28, %zmm5, %zmm5
	vpshufb	%zmm5, %zmm29, %zmm5
	vpaddb	%zmm4, %zmm5, %zmm4
	vpsadbw	%zmm15, %zmm4, %zmm4
	vpandq	%zmm28, %zmm0, %zmm5
	vpshufb	%zmm5, %zmm29, %zmm5
	vpsrlw	$4, %zmm0, %zmm6
	vpandq	%zmm28, %zmm6, %zmm6
	vpshufb	%zmm6, %zmm29, %zmm6
	vpaddb	%zmm5, %zmm6, %zmm5
	vpsadbw	%zmm15, %zmm5, %zmm5
	vpcmpeqq	%zmm30, %zmm5, %k0
	vpcmpeqq	%zmm30, %zmm4, %k1
	kunpckbw	%k0, %k1, %k1
	vbroadcastss	.LCPI0_62(%rip), %zmm4 {%k1} {z}
	vmulps	%zmm3, %zmm4, %zmm3
	vmulps	%zmm3, %zmm20, %zmm3
	vaddps	%zmm3, %zmm2, %zmm2
	vmulps	%zmm2, %zmm4, %zmm2
	vandps	%zmm16, %zmm2, %zmm3
	vpcmpgtd	%zmm21, %zmm3, %k1
	vpbroadcastd	.LCPI0_67(%rip), %zmm2 {%k1}
	vmovdqu64	%zmm2, (%rsi,%rdx)
	vpaddq	%zmm14, %zmm0, %zmm0
	vpaddq	%zmm14, %zmm1, %zmm1
	addq	$64, %rdx
	cmpq	%rdx, %r9
	jne	.LBB0_196
	cmpq	-96(%rsp), %rdi
	vpbroadcastd	.LCPI0_66(%rip), %xmm5
	vpbroadcastq	.LCPI0_70(%rip), %ymm6
	je	.LBB0_205
	movq	-96(%rsp), %rdx
	testb	$12, %dil
	je	.LBB0_202
	movq	-96(%rsp), %rdx
	vmovdqu	2720(%rsp), %ymm0
	.p2align	4
.LBB0_200:
	vmovups	(%rsi,%rdx,4), %xmm1
	vsubps	(%r8,%rdx,4), %xmm1, %xmm2
	vaddps	%xmm2, %xmm2, %xmm2
	vmulps	%xmm7, %xmm2, %xmm2
	vpand	%ymm0, %ymm8, %ymm3
	vpshufb	%ymm3, %ymm31, %ymm3
	vpsrlw	$4, %ymm0, %ymm4
	vpand	%ymm4, %ymm8, %ymm4
	vpshufb	%ymm4, %ymm31, %ymm4
	vpaddb	%ymm3, %ymm4, %ymm3
	vpsadbw	%ymm26, %ymm3, %ymm3
	vpcmpeqq	%ymm25, %ymm3, %k1
	vbroadcastss	.LCPI0_62(%rip), %xmm3 {%k1} {z}
	vmulps	%xmm2, %xmm3, %xmm2
	vmulps	%xmm2, %xmm20, %xmm2
	vaddps	%xmm2, %xmm1, %xmm1
	vmulps	%xmm1, %xmm3, %xmm1
	vandps	%xmm27, %xmm1, %xmm2
	vpcmpgtd	%xmm5, %xmm2, %k1
	vpbroadcastd	.LCPI0_67(%rip), %xmm1 {%k1}
	vmovdqu	%xmm1, (%rsi,%rdx,4)
	addq	$4, %rdx
	vpaddq	%ymm6, %ymm0, %ymm0
	cmpq	%rdx, %r13
	jne	.LBB0_200
	movq	2544(%rsp), %r9
	movq	%r9, %rdx
	cmpq	%r9, %rdi
	je	.LBB0_205
	jmp	.LBB0_202
	.p2align	4
.LBB0_227:
	addq	$4, %rbp
	cmpq	%rdx, %rbp
	jb	.LBB0_227
	jmp	.LBB0_79
.LBB0_25:
	cmpq	%rbp, %rdx
	jbe	.LBB0_79
	cmpq	$0, 16(%rsp)
	je	.LBB0_79
	movl	$3449720151, %r8d
	movq	-112(%rsp), %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %r9
	leaq	842468239(%rax), %rbx
	leaq	1684936478(%rax), %rdx
	movq	%rdx, -56(%rsp)
	leaq	534103459(%rax), %rdx
	movq	%rdx, 24(%rsp)
	leaq	-795284382(%rcx,%r8), %r14
	leaq	-305585874(%rax,%r8), %r11
	movq	%r11, 408(%rsp)
	leaq	536882365(%rax,%r8), %r11
	movq	%r11, -16(%rsp)
	leaq	-613950654(%rax,%r8), %r10
	movq	%r10, 224(%rsp)
	leaq	(%rax,%r8), %r13
	addq	$228517585, %r13
	movq	%rbp, %rsi
	imulq	%rdi, %rsi
	leaq	(,%rdi,4), %rdx
	leaq	4(,%rbp,4), %rax
	imulq	%rdi, %rax
	movq	%rax, 896(%rsp)
	movq	%rdx, %rax
	negq	%rax
	movq	%rax, 392(%rsp)
	movq	%rdi, %rdx
	andq	$-64, %rdx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 3712(%rsp)
	movq	%r14, 160(%rsp)
	vpbroadcastq	%r14, %zmm0
	vmovdqu64	%zmm0, 4992(%rsp)
	leaq	1013904242(%rcx), %rax
	movq	%rax, 56(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3648(%rsp)
	movq	%r9, 168(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 4096(%rsp)
	leaq	218619860(%rcx,%r8), %rax
	movq	%rax, 216(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3584(%rsp)
	vpbroadcastq	%rbx, %zmm0
	vmovdqu64	%zmm0, 3520(%rsp)
	leaq	2027808484(%rcx), %rax
	movq	%rax, -24(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3456(%rsp)
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 3392(%rsp)
	leaq	387276957(%rcx), %rax
	movq	%rax, -32(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3328(%rsp)
	vpbroadcastq	%r10, %zmm0
	vmovdqu64	%zmm0, 3264(%rsp)
	movq	%r13, 184(%rsp)
	leaq	-408007425(%rcx,%r8), %r8
	movq	%r8, 208(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 3200(%rsp)
	movq	-56(%rsp), %r8
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 3136(%rsp)
	leaq	1401181199(%rcx), %r8
	movq	%r8, -80(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 3072(%rsp)
	movq	24(%rsp), %r8
	vpbroadcastq	%r8, %zmm26
	vpbroadcastq	%r13, %zmm21
	leal	-1879881855(%rcx), %eax
	movl	%eax, 920(%rsp)
	leaq	(,%rdi,4), %rcx
	vpbroadcastd	%eax, %zmm20
	movq	%rdi, %rax
	andq	$-8, %rax
	vpbroadcastq	%rdx, %zmm0
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vporq	%zmm1, %zmm0, %zmm0
	vmovdqu64	%zmm0, 5056(%rsp)
	movq	%rdi, %r8
	andq	$-16, %r8
	vbroadcastss	496(%rsp), %zmm0
	vmovups	%zmm0, 3008(%rsp)
	movq	%rdi, %r9
	andq	$-4, %r9
	movq	%r9, 4736(%rsp)
	movq	%r8, -104(%rsp)
	vpbroadcastq	%r8, %ymm0
	vpor	%ymm1, %ymm0, %ymm0
	vmovdqu	%ymm0, 2544(%rsp)
	movq	%rax, 176(%rsp)
	movq	%rdx, -88(%rsp)
	subq	%rdx, %rax
	movq	%rax, 400(%rsp)
	movq	%rcx, %rax
	andq	$-256, %rax
	addq	%r12, %rax
	movq	%rax, 4928(%rsp)
	vpbroadcastq	.LCPI0_1(%rip), %zmm23
	vpbroadcastq	.LCPI0_2(%rip), %zmm24
	vpbroadcastq	.LCPI0_3(%rip), %zmm25
	vmovss	.LCPI0_62(%rip), %xmm27
	vpbroadcastd	.LCPI0_75(%rip), %zmm29
	vbroadcasti32x4	.LCPI0_76(%rip), %zmm30
	vxorpd	%xmm31, %xmm31, %xmm31
	vpbroadcastq	.LCPI0_53(%rip), %zmm15
	vxorpd	%xmm10, %xmm10, %xmm10
	vpbroadcastq	.LCPI0_9(%rip), %zmm11
	leaq	(%r12,%rdi,4), %rax
	movq	%rax, -96(%rsp)
	leaq	(,%rsi,4), %rax
	movq	%rax, 384(%rsp)
	leaq	(%r12,%rdi,8), %rax
	movq	%rax, 136(%rsp)
	leaq	(%r15,%rsi,4), %r13
	leaq	192(%r12), %r14
	leaq	192(%r15,%rsi,4), %rax
	movq	%rax, 32(%rsp)
	movq	-72(%rsp), %rax
	movq	%rsi, 4800(%rsp)
	leaq	(%rax,%rsi,4), %rax
	xorl	%esi, %esi
	movq	%r13, 4160(%rsp)
	movq	%r14, 48(%rsp)
	movq	%rbx, 3904(%rsp)
	movq	%rcx, 904(%rsp)
	vmovdqu64	%zmm26, 4224(%rsp)
	vmovdqu64	%zmm21, 2944(%rsp)
	vmovdqu64	%zmm20, 2880(%rsp)
	jmp	.LBB0_28
	.p2align	4
.LBB0_78:
	incq	%rbp
	movq	8(%rsp), %rsi
	incq	%rsi
	addq	%rdi, 4800(%rsp)
	movq	904(%rsp), %rcx
	addq	%rcx, 32(%rsp)
	addq	%rcx, %r13
	movq	-48(%rsp), %rax
	addq	%rcx, %rax
	cmpq	376(%rsp), %rbp
	je	.LBB0_79
.LBB0_28:
	movq	%rax, -48(%rsp)
	movq	392(%rsp), %r9
	imulq	%rsi, %r9
	movq	%rcx, %rax
	movq	%rsi, 8(%rsp)
	imulq	%rsi, %rax
	movq	384(%rsp), %rcx
	addq	%rax, %rcx
	leaq	(%r15,%rcx), %rdx
	addq	896(%rsp), %rax
	leaq	(%r15,%rax), %rsi
	movq	-72(%rsp), %r11
	addq	%r11, %rcx
	addq	%r11, %rax
	movq	%rbp, %r8
	imulq	%rdi, %r8
	addq	%r12, %r9
	movq	%r9, 232(%rsp)
	cmpq	%rax, %rdx
	setb	%r9b
	cmpq	%rsi, %rcx
	setb	%r10b
	andb	%r9b, %r10b
	cmpq	136(%rsp), %rdx
	setb	432(%rsp)
	cmpq	%rsi, -96(%rsp)
	setb	%r9b
	andb	432(%rsp), %r9b
	orb	%r10b, %r9b
	movb	%r9b, 416(%rsp)
	cmpq	%rax, %rdx
	setb	%al
	cmpq	%rsi, %rcx
	leaq	(%r15,%r8,4), %rcx
	movq	%rcx, 2720(%rsp)
	leaq	(%r11,%r8,4), %rcx
	movq	%rcx, 144(%rsp)
	vpbroadcastq	%r8, %zmm0
	vpaddq	%zmm23, %zmm0, %zmm1
	vmovdqu64	%zmm1, 4032(%rsp)
	vpaddq	%zmm24, %zmm0, %zmm1
	vmovdqu64	%zmm1, 3968(%rsp)
	vmovdqu64	%zmm0, 3776(%rsp)
	vpaddq	%zmm25, %zmm0, %zmm0
	vmovdqu64	%zmm0, 4288(%rsp)
	setb	%cl
	andb	%al, %cl
	movb	%cl, 4864(%rsp)
	movq	$0, 200(%rsp)
	vmovss	-8(%rsp), %xmm0
	vmovss	%xmm0, 40(%rsp)
	movq	%r13, 432(%rsp)
	movq	%rbp, -64(%rsp)
	jmp	.LBB0_29
	.p2align	4
.LBB0_77:
	vmovss	40(%rsp), %xmm0
	vmulss	4(%rsp), %xmm0, %xmm0
	vmovss	%xmm0, 40(%rsp)
	movq	200(%rsp), %rcx
	incq	%rcx
	movq	%rcx, 200(%rsp)
	cmpq	16(%rsp), %rcx
	je	.LBB0_78
.LBB0_29:
	cmpl	$0, (%rsp)
	sete	%r9b
	cmpl	$0, -124(%rsp)
	je	.LBB0_30
	movl	%r9d, 192(%rsp)
	movq	912(%rsp), %rax
	movq	200(%rsp), %rcx
	leaq	(%rcx,%rax), %rsi
	movq	%rsi, %rbx
	shrq	$32, %rbx
	movl	$3449720151, %ecx
	imulq	%rcx, %rbx
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	-112(%rsp), %esi
	xorl	%eax, %esi
	leaq	78811644(%rcx), %r13
	imulq	%r13, %rsi
	movq	%rsi, %rax
	shrq	$32, %rax
	xorq	408(%rsp), %rax
	movq	%rax, %r10
	vpbroadcastq	%rax, %zmm27
	vpbroadcastq	%rbx, %zmm0
	vpxorq	4992(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2032(%rsp)
	movq	%rsi, %rdx
	vpbroadcastq	%rsi, %zmm0
	vpxorq	4096(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2480(%rsp)
	movq	%r14, %r15
	movq	-88(%rsp), %r8
	vmovaps	.LCPI0_0(%rip), %zmm2
	vmovaps	.LCPI0_4(%rip), %zmm0
	vpbroadcastq	.LCPI0_5(%rip), %zmm23
	vpbroadcastq	.LCPI0_6(%rip), %zmm24
	vmovdqu64	3776(%rsp), %zmm28
	vmovdqu64	%zmm27, 1312(%rsp)
	.p2align	4
.LBB0_37:
	vmovups	%zmm0, 64(%rsp)
	vmovups	%zmm2, 304(%rsp)
	vpaddq	64(%rsp), %zmm28, %zmm0
	vpmuludq	%zmm23, %zmm0, %zmm1
	vpaddq	304(%rsp), %zmm28, %zmm2
	vpmuludq	%zmm23, %zmm2, %zmm5
	vmovdqu64	4032(%rsp), %zmm4
	vpaddq	64(%rsp), %zmm4, %zmm3
	vpmuludq	%zmm23, %zmm3, %zmm8
	vpaddq	304(%rsp), %zmm4, %zmm4
	vpmuludq	%zmm23, %zmm4, %zmm29
	vmovdqu64	3968(%rsp), %zmm6
	vpaddq	64(%rsp), %zmm6, %zmm9
	vpmuludq	%zmm23, %zmm9, %zmm7
	vpaddq	304(%rsp), %zmm6, %zmm10
	vpmuludq	%zmm23, %zmm10, %zmm12
	vmovdqu64	4288(%rsp), %zmm11
	vpaddq	64(%rsp), %zmm11, %zmm13
	vpmuludq	%zmm23, %zmm13, %zmm6
	vpaddq	304(%rsp), %zmm11, %zmm14
	vpmuludq	%zmm23, %zmm14, %zmm11
	vmovdqu64	3712(%rsp), %zmm15
	vpternlogq	$150, %zmm15, %zmm5, %zmm2
	vpternlogq	$150, %zmm15, %zmm1, %zmm0
	vpternlogq	$150, %zmm15, %zmm29, %zmm4
	vpternlogq	$150, %zmm15, %zmm8, %zmm3
	vpternlogq	$150, %zmm15, %zmm12, %zmm10
	vpternlogq	$150, %zmm15, %zmm7, %zmm9
	vpternlogq	$150, %zmm15, %zmm11, %zmm14
	vpternlogq	$150, %zmm15, %zmm6, %zmm13
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm9, %zmm15
	vpsrlq	$32, %zmm10, %zmm16
	vpsrlq	$32, %zmm13, %zmm18
	vpsrlq	$32, %zmm14, %zmm14
	vpmuludq	%zmm24, %zmm2, %zmm23
	vpmuludq	%zmm24, %zmm0, %zmm22
	vpmuludq	%zmm24, %zmm4, %zmm13
	vpmuludq	%zmm24, %zmm3, %zmm10
	vpmuludq	%zmm24, %zmm16, %zmm4
	vpmuludq	%zmm24, %zmm15, %zmm31
	vpmuludq	%zmm24, %zmm14, %zmm16
	vpmuludq	%zmm24, %zmm18, %zmm0
	vmovdqu64	%zmm0, 576(%rsp)
	vpsrlq	$32, %zmm22, %zmm14
	vpsrlq	$32, %zmm23, %zmm15
	vpsrlq	$32, %zmm10, %zmm18
	vpsrlq	$32, %zmm13, %zmm19
	vpsrlq	$32, %zmm31, %zmm20
	vpsrlq	$32, %zmm4, %zmm21
	vpsrlq	$32, %zmm0, %zmm24
	vpsrlq	$32, %zmm16, %zmm25
	vmovdqu64	2032(%rsp), %zmm0
	vpxorq	%zmm0, %zmm15, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm15
	vmovdqu64	%zmm15, 1632(%rsp)
	vpxorq	%zmm0, %zmm14, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm17
	vmovdqu64	%zmm17, 2160(%rsp)
	vpxorq	%zmm0, %zmm19, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm2
	vmovdqu64	%zmm2, 704(%rsp)
	vpxorq	%zmm0, %zmm18, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm18
	vmovdqu64	%zmm18, 512(%rsp)
	vpxorq	%zmm0, %zmm21, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm30
	vpxorq	%zmm0, %zmm20, %zmm19
	vpxorq	%zmm0, %zmm25, %zmm20
	vpxorq	%zmm0, %zmm24, %zmm24
	vpxorq	%zmm5, %zmm27, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm3
	vmovdqu64	%zmm3, 2224(%rsp)
	vpxorq	%zmm1, %zmm27, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm25
	vpxorq	%zmm29, %zmm27, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm19
	vpxorq	%zmm8, %zmm27, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm28
	vpxorq	%zmm12, %zmm27, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm20
	vpxorq	%zmm7, %zmm27, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm0
	vmovdqu64	%zmm0, 240(%rsp)
	vpxorq	%zmm11, %zmm27, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm5
	vmovdqu64	%zmm5, 2096(%rsp)
	vpxorq	%zmm6, %zmm27, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm0
	vmovdqu64	%zmm0, 640(%rsp)
	vpsrlq	$32, %zmm17, %zmm14
	vpsrlq	$32, %zmm15, %zmm6
	vpsrlq	$32, %zmm18, %zmm24
	vpsrlq	$32, %zmm25, %zmm11
	vmovdqa64	%zmm25, %zmm18
	vpsrlq	$32, %zmm21, %zmm25
	vpsrlq	$32, %zmm28, %zmm26
	vmovdqa64	%zmm28, %zmm17
	vpsrlq	$32, %zmm19, %zmm28
	vpsrlq	$32, %zmm2, %zmm15
	vmovdqu64	3648(%rsp), %zmm7
	vpternlogq	$150, %zmm7, %zmm23, %zmm25
	vpsrlq	$32, %zmm29, %zmm23
	vpternlogq	$150, %zmm7, %zmm22, %zmm11
	vpsrlq	$32, %zmm20, %zmm2
	vpternlogq	$150, %zmm7, %zmm13, %zmm28
	vpsrlq	$32, %zmm3, %zmm12
	vpternlogq	$150, %zmm7, %zmm10, %zmm26
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, %zmm7, %zmm4, %zmm2
	vpsrlq	$32, %zmm5, %zmm0
	vpternlogq	$150, %zmm7, %zmm31, %zmm23
	vpsrlq	$32, %zmm30, %zmm10
	vmovdqa64	%zmm30, %zmm27
	vpternlogq	$150, %zmm7, %zmm16, %zmm0
	vpternlogq	$150, 576(%rsp), %zmm7, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm3
	vmovdqu64	%zmm3, 1056(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm4
	vmovdqu64	%zmm4, 1376(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm30
	vmovdqu64	%zmm30, 1248(%rsp)
	vpsrlq	$32, %zmm9, %zmm8
	vmovdqa64	%zmm9, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm16
	vmovdqu64	%zmm16, 1120(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm5
	vmovdqu64	%zmm5, 992(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm26
	vmovdqu64	%zmm26, 928(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 1760(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm2
	vmovdqu64	%zmm2, 832(%rsp)
	vmovdqu64	2480(%rsp), %zmm9
	vpxorq	%zmm9, %zmm6, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm22
	vmovdqu64	%zmm22, 768(%rsp)
	vpxorq	%zmm9, %zmm14, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm23
	vpxorq	%zmm9, %zmm15, %zmm1
	vpxorq	%zmm9, %zmm24, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm14
	vmovdqu64	%zmm14, 576(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm24
	vpxorq	%zmm9, %zmm10, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm11
	vpxorq	%zmm9, %zmm12, %zmm1
	vpxorq	%zmm9, %zmm8, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm15
	vpsrlq	$32, %zmm22, %zmm1
	vmovdqu64	3584(%rsp), %zmm22
	vpternlogq	$150, %zmm21, %zmm22, %zmm1
	vmovdqu64	%zmm1, 1696(%rsp)
	vpsrlq	$32, %zmm23, %zmm8
	vpternlogq	$150, %zmm18, %zmm22, %zmm8
	vpsrlq	$32, %zmm14, %zmm25
	vpternlogq	$150, %zmm19, %zmm22, %zmm25
	vpsrlq	$32, %zmm24, %zmm28
	vpternlogq	$150, %zmm17, %zmm22, %zmm28
	vpsrlq	$32, %zmm3, %zmm14
	vmovdqu64	3520(%rsp), %zmm3
	vpternlogq	$150, 2160(%rsp), %zmm3, %zmm14
	vpsrlq	$32, %zmm11, %zmm17
	vpternlogq	$150, %zmm20, %zmm22, %zmm17
	vpsrlq	$32, %zmm4, %zmm10
	vpternlogq	$150, 1632(%rsp), %zmm3, %zmm10
	vpsrlq	$32, %zmm30, %zmm12
	vpternlogq	$150, 512(%rsp), %zmm3, %zmm12
	vpsrlq	$32, %zmm15, %zmm30
	vpternlogq	$150, %zmm29, %zmm22, %zmm30
	vpsrlq	$32, %zmm16, %zmm29
	vpternlogq	$150, 704(%rsp), %zmm3, %zmm29
	vpsrlq	$32, %zmm5, %zmm18
	vpternlogq	$150, 2224(%rsp), %zmm3, %zmm18
	vpsrlq	$32, %zmm26, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm6
	vpternlogq	$150, %zmm3, %zmm27, %zmm5
	vpsrlq	$32, %zmm2, %zmm21
	vpternlogq	$150, %zmm3, %zmm7, %zmm21
	vpsrlq	$32, %zmm6, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm10
	vpternlogq	$150, 2096(%rsp), %zmm22, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm1
	vmovdqu64	%zmm1, 704(%rsp)
	vpsrlq	$32, %zmm10, %zmm14
	vmovdqu64	3456(%rsp), %zmm0
	vpternlogq	$150, 768(%rsp), %zmm0, %zmm14
	vpsrlq	$32, %zmm1, %zmm31
	vpternlogq	$150, %zmm0, %zmm23, %zmm31
	vmovdqu64	1760(%rsp), %zmm13
	vpsrlq	$32, %zmm13, %zmm2
	vmovdqu64	240(%rsp), %zmm1
	vpternlogq	$150, %zmm3, %zmm1, %zmm2
	vpsrlq	$32, %zmm1, %zmm3
	vpxorq	%zmm9, %zmm3, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm4
	vpsrlq	$32, %zmm4, %zmm1
	vpternlogq	$150, 640(%rsp), %zmm22, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm29, %zmm29
	vpsrlq	$32, %zmm29, %zmm19
	vpternlogq	$150, 576(%rsp), %zmm0, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm26
	vpsrlq	$32, %zmm26, %zmm7
	vpternlogq	$150, %zmm0, %zmm24, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm3
	vmovdqu64	%zmm3, 512(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm0, %zmm11, %zmm3
	vmovdqu64	%zmm3, 640(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm3
	vmovdqu64	%zmm3, 768(%rsp)
	vpsrlq	$32, %zmm3, %zmm23
	vpternlogq	$150, %zmm0, %zmm15, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm21
	vpsrlq	$32, %zmm21, %zmm3
	vpternlogq	$150, %zmm0, %zmm6, %zmm3
	vmovdqu64	%zmm3, 240(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 576(%rsp)
	vpsrlq	$32, %zmm2, %zmm18
	vpternlogq	$150, %zmm0, %zmm4, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm12
	vpsrlq	$32, %zmm12, %zmm5
	vmovdqu64	3392(%rsp), %zmm0
	vpternlogq	$150, 1056(%rsp), %zmm0, %zmm5
	vmovdqu64	1696(%rsp), %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm3
	vpsrlq	$32, %zmm3, %zmm24
	vpternlogq	$150, 1376(%rsp), %zmm0, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm28
	vpsrlq	$32, %zmm28, %zmm2
	vpternlogq	$150, 1248(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm8
	vpsrlq	$32, %zmm8, %zmm4
	vpternlogq	$150, 1120(%rsp), %zmm0, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm27
	vpsrlq	$32, %zmm27, %zmm22
	vpternlogq	$150, 992(%rsp), %zmm0, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm25
	vpsrlq	$32, %zmm25, %zmm6
	vpternlogq	$150, 928(%rsp), %zmm0, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm17
	vpsrlq	$32, %zmm17, %zmm30
	vpternlogq	$150, %zmm13, %zmm0, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm1
	vmovdqu64	%zmm1, 1120(%rsp)
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, 832(%rsp), %zmm0, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm24, %zmm0
	vmovdqu64	%zmm0, 928(%rsp)
	vpsrlq	$32, %zmm0, %zmm20
	vmovdqu64	3328(%rsp), %zmm0
	vpternlogq	$150, %zmm10, %zmm0, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm24
	vpsrlq	$32, %zmm24, %zmm11
	vpternlogq	$150, 704(%rsp), %zmm0, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm1
	vmovdqu64	%zmm1, 832(%rsp)
	vpsrlq	$32, %zmm1, %zmm10
	vmovdqu64	3264(%rsp), %zmm15
	vpternlogq	$150, %zmm15, %zmm12, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm9
	vpsrlq	$32, %zmm9, %zmm12
	vpternlogq	$150, %zmm29, %zmm0, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm1
	vmovdqu64	%zmm1, 704(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm15, %zmm3, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm14
	vpsrlq	$32, %zmm14, %zmm13
	vpternlogq	$150, %zmm26, %zmm0, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm2
	vmovdqu64	%zmm2, 992(%rsp)
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm15, %zmm28, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm29
	vpsrlq	$32, %zmm29, %zmm7
	vpternlogq	$150, 512(%rsp), %zmm0, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm31
	vpsrlq	$32, %zmm31, %zmm3
	vpternlogq	$150, %zmm15, %zmm8, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm8
	vpsrlq	$32, %zmm8, %zmm26
	vpternlogq	$150, 768(%rsp), %zmm0, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm2
	vmovdqu64	%zmm2, 1056(%rsp)
	vpsrlq	$32, %zmm2, %zmm22
	vpternlogq	$150, %zmm15, %zmm27, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm5
	vpsrlq	$32, %zmm5, %zmm19
	vpternlogq	$150, %zmm21, %zmm0, %zmm19
	vmovdqu64	640(%rsp), %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 1248(%rsp)
	vpsrlq	$32, %zmm2, %zmm27
	vpternlogq	$150, %zmm15, %zmm25, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm30, %zmm2
	vmovdqu64	%zmm2, 768(%rsp)
	vpsrlq	$32, %zmm2, %zmm6
	vpternlogq	$150, 576(%rsp), %zmm0, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm18
	vpsrlq	$32, %zmm18, %zmm21
	vpternlogq	$150, %zmm15, %zmm17, %zmm21
	vmovdqu64	240(%rsp), %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm30
	vpsrlq	$32, %zmm30, %zmm2
	vpternlogq	$150, 1120(%rsp), %zmm15, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 512(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vmovdqu64	3200(%rsp), %zmm0
	vpternlogq	$150, 928(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm23
	vpsrlq	$32, %zmm23, %zmm16
	vpternlogq	$150, %zmm0, %zmm24, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm24
	vpsrlq	$32, %zmm24, %zmm10
	vpternlogq	$150, %zmm0, %zmm9, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm25
	vpsrlq	$32, %zmm25, %zmm28
	vpternlogq	$150, %zmm0, %zmm14, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm27
	vpsrlq	$32, %zmm27, %zmm9
	vpternlogq	$150, %zmm0, %zmm29, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm22
	vpsrlq	$32, %zmm22, %zmm14
	vpternlogq	$150, %zmm0, %zmm8, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm29
	vpsrlq	$32, %zmm29, %zmm15
	vpternlogq	$150, %zmm0, %zmm5, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm1
	vmovdqu64	%zmm1, 240(%rsp)
	vpsrlq	$32, %zmm1, %zmm11
	vmovdqu64	3136(%rsp), %zmm3
	vpternlogq	$150, 832(%rsp), %zmm3, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm1
	vmovdqu64	%zmm1, 640(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 704(%rsp), %zmm3, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm2
	vmovdqu64	%zmm2, 576(%rsp)
	vpsrlq	$32, %zmm2, %zmm20
	vpternlogq	$150, 992(%rsp), %zmm3, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm2
	vmovdqu64	%zmm2, 832(%rsp)
	vpsrlq	$32, %zmm2, %zmm8
	vpternlogq	$150, %zmm31, %zmm3, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm12
	vpsrlq	$32, %zmm12, %zmm31
	vpternlogq	$150, 1056(%rsp), %zmm3, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm13
	vpsrlq	$32, %zmm13, %zmm7
	vpternlogq	$150, 1248(%rsp), %zmm3, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm2
	vmovdqu64	%zmm2, 704(%rsp)
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm18, %zmm3, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm2
	vpsrlq	$32, %zmm2, %zmm6
	vpternlogq	$150, %zmm30, %zmm3, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm26
	vpsrlq	$32, %zmm26, %zmm30
	vpternlogq	$150, 768(%rsp), %zmm0, %zmm30
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vmovdqu64	3072(%rsp), %zmm5
	vpternlogq	$150, 512(%rsp), %zmm5, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm0
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm23, %zmm5, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm0
	vpsrlq	$32, %zmm0, %zmm3
	vpternlogq	$150, %zmm24, %zmm5, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm0
	vpsrlq	$32, %zmm0, %zmm18
	vpternlogq	$150, %zmm25, %zmm5, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm0
	vpsrlq	$32, %zmm0, %zmm7
	vpternlogq	$150, %zmm27, %zmm5, %zmm7
	vmovdqu64	3776(%rsp), %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm31, %zmm0
	vpsrlq	$32, %zmm0, %zmm20
	vpternlogq	$150, %zmm22, %zmm5, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, %zmm29, %zmm5, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm11
	vmovdqa64	%zmm8, %zmm28
	vmovdqu64	1312(%rsp), %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm9
	vpsrlq	$32, %zmm0, %zmm15
	vpternlogq	$150, %zmm26, %zmm5, %zmm15
	vmovdqu64	4224(%rsp), %zmm26
	vpsrlq	$32, %zmm24, %zmm0
	vpternlogq	$150, 240(%rsp), %zmm26, %zmm0
	vpsrlq	$32, %zmm23, %zmm4
	vpternlogq	$150, 640(%rsp), %zmm26, %zmm4
	vpsrlq	$32, %zmm11, %zmm5
	vpternlogq	$150, 576(%rsp), %zmm26, %zmm5
	vpsrlq	$32, %zmm19, %zmm10
	vpternlogq	$150, 832(%rsp), %zmm26, %zmm10
	vpsrlq	$32, %zmm14, %zmm16
	vpternlogq	$150, %zmm26, %zmm12, %zmm16
	vpsrlq	$32, %zmm6, %zmm12
	vpternlogq	$150, %zmm26, %zmm13, %zmm12
	vpsrlq	$32, %zmm8, %zmm13
	vpternlogq	$150, 704(%rsp), %zmm26, %zmm13
	vpsrlq	$32, %zmm9, %zmm25
	vpternlogq	$150, %zmm26, %zmm2, %zmm25
	vpbroadcastd	.LCPI0_7(%rip), %zmm17
	vpmovqd	%zmm4, %ymm2
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm2, %zmm0
	vpmovqd	%zmm10, %ymm2
	vpmovqd	%zmm5, %ymm4
	vinserti64x4	$1, %ymm4, %zmm2, %zmm2
	vpmovqd	%zmm12, %ymm4
	vpmovqd	%zmm16, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpmovqd	%zmm25, %ymm5
	vpmovqd	%zmm13, %ymm10
	vinserti64x4	$1, %ymm10, %zmm5, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm10
	vmovdqu64	2944(%rsp), %zmm21
	vpsrlq	$32, %zmm10, %zmm10
	vpternlogq	$150, %zmm24, %zmm21, %zmm10
	vpbroadcastq	.LCPI0_6(%rip), %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm23, %zmm21, %zmm1
	vpbroadcastq	.LCPI0_5(%rip), %zmm23
	vpmuludq	%zmm23, %zmm18, %zmm12
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm11, %zmm21, %zmm12
	vpmuludq	%zmm23, %zmm3, %zmm3
	vpmuludq	%zmm23, %zmm20, %zmm11
	vmovdqu64	2880(%rsp), %zmm20
	vpmuludq	%zmm23, %zmm7, %zmm7
	vpmuludq	%zmm23, %zmm15, %zmm13
	vpmuludq	%zmm23, %zmm22, %zmm15
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm13, %zmm13
	vpternlogq	$150, %zmm19, %zmm21, %zmm3
	vpternlogq	$150, %zmm14, %zmm21, %zmm11
	vpternlogq	$150, %zmm6, %zmm21, %zmm7
	vpternlogq	$150, %zmm8, %zmm21, %zmm13
	vpternlogq	$150, %zmm9, %zmm21, %zmm15
	vpmuludq	%zmm24, %zmm1, %zmm1
	vpmuludq	%zmm24, %zmm10, %zmm6
	vpmuludq	%zmm24, %zmm3, %zmm3
	vpmuludq	%zmm24, %zmm12, %zmm8
	vpmuludq	%zmm24, %zmm7, %zmm7
	vpmuludq	%zmm24, %zmm11, %zmm9
	vpmuludq	%zmm24, %zmm15, %zmm10
	vpmuludq	%zmm24, %zmm13, %zmm11
	vpsrlq	$32, %zmm6, %zmm12
	vpsrlq	$32, %zmm1, %zmm13
	vpsrlq	$32, %zmm8, %zmm14
	vpsrlq	$32, %zmm3, %zmm15
	vpsrlq	$32, %zmm9, %zmm16
	vpmovqd	%zmm13, %ymm13
	vpmovqd	%zmm12, %ymm12
	vinserti64x4	$1, %ymm12, %zmm13, %zmm12
	vpsrlq	$32, %zmm7, %zmm13
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
	vpmovqd	%zmm8, %ymm6
	vinserti64x4	$1, %ymm6, %zmm3, %zmm3
	vpmovqd	%zmm7, %ymm6
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpmulld	%zmm17, %zmm0, %zmm0
	vpternlogd	$150, %zmm0, %zmm20, %zmm12
	vpmulld	%zmm17, %zmm2, %zmm0
	vmovdqu64	304(%rsp), %zmm2
	vpternlogd	$150, %zmm0, %zmm20, %zmm14
	vpmulld	%zmm17, %zmm4, %zmm0
	vpternlogd	$150, %zmm0, %zmm20, %zmm13
	vpmulld	%zmm17, %zmm5, %zmm0
	vpternlogd	$150, %zmm0, %zmm20, %zmm15
	vmovdqu64	%zmm12, -192(%r15,%rdi,4)
	vpbroadcastq	.LCPI0_8(%rip), %zmm0
	vmovdqu64	%zmm14, -128(%r15,%rdi,4)
	vmovdqu64	%zmm13, -64(%r15,%rdi,4)
	vmovdqu64	%zmm15, (%r15,%rdi,4)
	vmovdqu64	%zmm1, -192(%r15)
	vmovdqu64	%zmm3, -128(%r15)
	vmovdqu64	%zmm6, -64(%r15)
	vmovdqu64	%zmm7, (%r15)
	vpaddq	%zmm0, %zmm2, %zmm2
	vmovdqu64	64(%rsp), %zmm1
	vpaddq	%zmm0, %zmm1, %zmm1
	vmovdqu64	%zmm1, 64(%rsp)
	vmovdqu64	64(%rsp), %zmm0
	addq	$256, %r15
	addq	$-64, %r8
	jne	.LBB0_37
	cmpq	-88(%rsp), %rdi
	movq	-112(%rsp), %r9
	movl	$3449720151, %r15d
	movq	-56(%rsp), %r14
	movq	24(%rsp), %rbp
	movq	184(%rsp), %r12
	movq	%rdx, 1824(%rsp)
	movq	%r10, 2416(%rsp)
	je	.LBB0_45
	movq	-88(%rsp), %rax
	testb	$56, %dil
	je	.LBB0_43
	movl	%ebx, %eax
	xorl	160(%rsp), %eax
	vpbroadcastq	%rax, %zmm0
	movq	1824(%rsp), %rax
	xorl	168(%rsp), %eax
	vpbroadcastq	%rax, %zmm1
	movq	4928(%rsp), %rax
	movq	400(%rsp), %rcx
	vmovdqu64	5056(%rsp), %zmm2
	vmovdqu64	3712(%rsp), %zmm9
	vmovdqu64	3648(%rsp), %zmm10
	vmovdqu64	3584(%rsp), %zmm11
	vmovdqu64	3520(%rsp), %zmm12
	vmovdqu64	3456(%rsp), %zmm13
	vmovdqu64	3392(%rsp), %zmm14
	vmovdqu64	3328(%rsp), %zmm15
	vmovdqu64	3264(%rsp), %zmm16
	vmovdqu64	3200(%rsp), %zmm17
	vmovdqu64	3136(%rsp), %zmm18
	vmovdqu64	3072(%rsp), %zmm19
	vpbroadcastq	.LCPI0_9(%rip), %zmm22
	vpbroadcastd	.LCPI0_7(%rip), %ymm25
	.p2align	4
.LBB0_41:
	vpaddq	%zmm28, %zmm2, %zmm3
	vpmuludq	%zmm23, %zmm3, %zmm4
	vpternlogq	$150, %zmm9, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm24, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm0, %zmm5
	vpxorq	%zmm4, %zmm27, %zmm4
	vpmuludq	%zmm23, %zmm5, %zmm5
	vpmuludq	%zmm24, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm6, %zmm1, %zmm6
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm10, %zmm3, %zmm7
	vpmuludq	%zmm23, %zmm7, %zmm3
	vpmuludq	%zmm24, %zmm6, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm11, %zmm8
	vpternlogq	$150, %zmm12, %zmm5, %zmm7
	vpmuludq	%zmm23, %zmm8, %zmm4
	vpmuludq	%zmm24, %zmm7, %zmm5
	vpsrlq	$32, %zmm4, %zmm7
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm3, %zmm14, %zmm7
	vpternlogq	$150, %zmm13, %zmm6, %zmm8
	vpmuludq	%zmm23, %zmm8, %zmm3
	vpmuludq	%zmm24, %zmm7, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm5, %zmm15, %zmm8
	vpternlogq	$150, %zmm16, %zmm4, %zmm7
	vpmuludq	%zmm23, %zmm8, %zmm4
	vpmuludq	%zmm24, %zmm7, %zmm5
	vpsrlq	$32, %zmm4, %zmm7
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm3, %zmm18, %zmm7
	vpternlogq	$150, %zmm17, %zmm6, %zmm8
	vpmuludq	%zmm23, %zmm8, %zmm3
	vpmuludq	%zmm24, %zmm7, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm5, %zmm19, %zmm6
	vpternlogq	$150, %zmm26, %zmm4, %zmm7
	vpmuludq	%zmm23, %zmm6, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm7, %ymm5
	vpmulld	%ymm25, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm21, %zmm4
	vpmuludq	%zmm24, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, %ymm20, %ymm5, %ymm4
	vmovdqu	%ymm4, (%rax,%rdi,4)
	vpmovqd	%zmm3, (%rax)
	vpaddq	%zmm22, %zmm2, %zmm2
	addq	$32, %rax
	addq	$-8, %rcx
	jne	.LBB0_41
	movq	176(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	%rcx, %rdi
	movq	-112(%rsp), %r9
	movq	-56(%rsp), %r14
	movq	24(%rsp), %rbp
	movq	184(%rsp), %r12
	je	.LBB0_45
.LBB0_43:
	xorq	160(%rsp), %rbx
	movq	1824(%rsp), %rcx
	xorq	168(%rsp), %rcx
	movq	%rcx, 1824(%rsp)
	movq	%rdi, %rsi
	subq	%rax, %rsi
	movq	-120(%rsp), %rcx
	leaq	(%rcx,%rax,4), %r8
	addq	4800(%rsp), %rax
	.p2align	4
.LBB0_44:
	movl	%eax, %ecx
	imulq	%r13, %rcx
	movq	%rax, %r10
	xorq	%r9, %r10
	xorq	%rcx, %r10
	shrq	$32, %r10
	imulq	%r15, %r10
	movq	%r10, %r11
	shrq	$32, %r11
	xorl	%ebx, %r11d
	imulq	%r13, %r11
	xorl	2416(%rsp), %ecx
	imulq	%r15, %rcx
	movq	%rbx, %r9
	movq	%rcx, %rbx
	shrq	$32, %rbx
	movq	%r12, %rdx
	movq	%rbp, %r12
	movq	%r14, %rbp
	movl	$3449720151, %r14d
	movq	56(%rsp), %r15
	xorl	%ebx, %r15d
	movq	%r11, %rbx
	shrq	$32, %rbx
	xorl	1824(%rsp), %ebx
	xorl	%r15d, %r10d
	imulq	%r13, %r10
	imulq	%r14, %rbx
	movq	%rbx, %r15
	shrq	$32, %r15
	xorl	216(%rsp), %ecx
	xorl	%r15d, %ecx
	movq	%r10, %r15
	shrq	$32, %r15
	xorl	3904(%rsp), %r11d
	xorl	%r15d, %r11d
	imulq	%r13, %rcx
	imulq	%r14, %r11
	movq	%r11, %r15
	shrq	$32, %r15
	xorl	-24(%rsp), %ebx
	xorl	%r15d, %ebx
	movq	%rcx, %r15
	shrq	$32, %r15
	xorl	-16(%rsp), %r10d
	xorl	%r15d, %r10d
	imulq	%r14, %r10
	imulq	%r13, %rbx
	movq	%r10, %r15
	shrq	$32, %r15
	xorl	-32(%rsp), %r11d
	xorl	%r15d, %r11d
	movq	%rbx, %r15
	shrq	$32, %r15
	xorl	224(%rsp), %ecx
	xorl	%r15d, %ecx
	imulq	%r13, %r11
	imulq	%r14, %rcx
	movq	%rbp, %r14
	movq	%r12, %rbp
	movq	%rdx, %r12
	movq	%rcx, %r15
	shrq	$32, %r15
	xorl	208(%rsp), %r10d
	xorl	%r15d, %r10d
	movq	%r11, %r15
	shrq	$32, %r15
	xorl	%r14d, %ebx
	xorl	%r15d, %ebx
	movl	$3449720151, %r15d
	imulq	%r15, %rbx
	shrq	$32, %rbx
	xorl	-80(%rsp), %ecx
	imulq	%r13, %r10
	xorl	%ebx, %ecx
	movq	%r10, %rbx
	shrq	$32, %rbx
	xorl	%ebp, %r11d
	xorl	%ebx, %r11d
	movq	%r9, %rbx
	imulq	%r13, %rcx
	shrq	$32, %rcx
	imull	$-845247145, %r11d, %r11d
	xorl	%r12d, %r10d
	xorl	%ecx, %r10d
	imulq	%r15, %r10
	movq	%r10, %rcx
	xorl	920(%rsp), %r11d
	shrq	$32, %rcx
	xorl	%ecx, %r11d
	movl	%r11d, (%r8,%rdi,4)
	movq	-112(%rsp), %r9
	movl	%r10d, (%r8)
	addq	$4, %r8
	incq	%rax
	decq	%rsi
	jne	.LBB0_44
.LBB0_45:
	movq	48(%rsp), %rbp
	movq	-88(%rsp), %r9
	movabsq	$4604544269498187776, %r10
	movabsq	$4503595332403200, %r11
	.p2align	4
.LBB0_46:
	vcvtudq2pd	-192(%rbp), %zmm0
	vcvtudq2pd	-160(%rbp), %zmm1
	vcvtudq2pd	-128(%rbp), %zmm2
	vcvtudq2pd	-96(%rbp), %zmm3
	vcvtudq2pd	-64(%rbp), %zmm4
	vcvtudq2pd	-32(%rbp), %zmm5
	vcvtudq2pd	(%rbp), %zmm6
	vcvtudq2pd	32(%rbp), %zmm7
	vbroadcastsd	.LCPI0_10(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm1
	vaddpd	%zmm8, %zmm0, %zmm0
	vaddpd	%zmm8, %zmm3, %zmm3
	vaddpd	%zmm8, %zmm2, %zmm2
	vaddpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm8, %zmm4, %zmm4
	vaddpd	%zmm8, %zmm7, %zmm9
	vaddpd	%zmm8, %zmm6, %zmm10
	vbroadcastsd	.LCPI0_11(%rip), %zmm11
	vmulpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm1, %zmm6
	vmulpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm11, %zmm3, %zmm7
	vmulpd	%zmm11, %zmm4, %zmm3
	vmulpd	%zmm11, %zmm5, %zmm8
	vmulpd	%zmm11, %zmm10, %zmm5
	vmulpd	%zmm11, %zmm9, %zmm9
	vbroadcastsd	.LCPI0_29(%rip), %zmm1
	vmulpd	%zmm1, %zmm6, %zmm14
	vmulpd	%zmm1, %zmm0, %zmm21
	vmulpd	%zmm1, %zmm7, %zmm10
	vmulpd	%zmm1, %zmm2, %zmm12
	vmulpd	%zmm1, %zmm8, %zmm4
	vmulpd	%zmm1, %zmm3, %zmm8
	vmulpd	%zmm1, %zmm9, %zmm0
	vmulpd	%zmm1, %zmm5, %zmm3
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm1
	vmulpd	%zmm13, %zmm14, %zmm2
	vmulpd	%zmm13, %zmm12, %zmm5
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm4, %zmm9
	vmulpd	%zmm13, %zmm3, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	%zmm15, %zmm2, %zmm19
	vmovupd	%zmm19, 2096(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 2160(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 2224(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 1632(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm5
	vmovupd	%zmm5, 1696(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1760(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm2
	vmovupd	%zmm2, 1376(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1248(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm1
	vaddpd	%zmm1, %zmm17, %zmm20
	vaddpd	%zmm1, %zmm19, %zmm17
	vaddpd	%zmm1, %zmm18, %zmm13
	vaddpd	%zmm1, %zmm16, %zmm11
	vaddpd	%zmm1, %zmm7, %zmm9
	vaddpd	%zmm1, %zmm5, %zmm7
	vaddpd	%zmm1, %zmm6, %zmm5
	vaddpd	%zmm1, %zmm2, %zmm6
	vbroadcastsd	.LCPI0_33(%rip), %zmm25
	vmulpd	%zmm25, %zmm17, %zmm19
	vmulpd	%zmm25, %zmm20, %zmm1
	vmulpd	%zmm25, %zmm11, %zmm15
	vmulpd	%zmm25, %zmm13, %zmm18
	vmulpd	%zmm25, %zmm7, %zmm16
	vsubpd	%zmm1, %zmm21, %zmm2
	vbroadcastsd	.LCPI0_34(%rip), %zmm28
	vmulpd	%zmm28, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vmulpd	%zmm29, %zmm20, %zmm22
	vsubpd	%zmm1, %zmm2, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm31
	vpandq	%zmm31, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm31, %zmm23, %zmm23
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	vpaddq	%zmm27, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm2, %zmm21
	vsubpd	%zmm21, %zmm2, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm25, %zmm9, %zmm23
	vsubpd	%zmm19, %zmm14, %zmm19
	vbroadcastsd	.LCPI0_36(%rip), %zmm30
	vmulpd	%zmm30, %zmm20, %zmm20
	vsubpd	%zmm22, %zmm20, %zmm1 {%k1}
	vmulpd	%zmm28, %zmm17, %zmm20
	vmulpd	%zmm29, %zmm17, %zmm22
	vmovapd	%zmm21, %zmm2 {%k1}
	vsubpd	%zmm20, %zmm19, %zmm21
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm31, %zmm14, %zmm14
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm31, %zmm21, %zmm21
	vpaddq	%zmm27, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm14, %k1
	vsubpd	%zmm22, %zmm19, %zmm14
	vsubpd	%zmm14, %zmm19, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm22
	vmulpd	%zmm25, %zmm6, %zmm24
	vsubpd	%zmm18, %zmm12, %zmm21
	vmulpd	%zmm30, %zmm17, %zmm17
	vsubpd	%zmm22, %zmm17, %zmm20 {%k1}
	vmulpd	%zmm28, %zmm13, %zmm17
	vmulpd	%zmm29, %zmm13, %zmm18
	vmovapd	%zmm14, %zmm19 {%k1}
	vsubpd	%zmm17, %zmm21, %zmm14
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm31, %zmm12, %zmm12
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm31, %zmm14, %zmm14
	vpaddq	%zmm27, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm12, %k1
	vsubpd	%zmm18, %zmm21, %zmm12
	vsubpd	%zmm12, %zmm21, %zmm14
	vsubpd	%zmm18, %zmm14, %zmm14
	vmulpd	%zmm25, %zmm5, %zmm18
	vsubpd	%zmm15, %zmm10, %zmm15
	vsubpd	%zmm23, %zmm8, %zmm22
	vsubpd	%zmm16, %zmm4, %zmm16
	vsubpd	%zmm18, %zmm3, %zmm23
	vsubpd	%zmm24, %zmm0, %zmm24
	vmulpd	%zmm30, %zmm13, %zmm13
	vsubpd	%zmm14, %zmm13, %zmm17 {%k1}
	vmulpd	%zmm28, %zmm11, %zmm25
	vmulpd	%zmm29, %zmm11, %zmm13
	vmovapd	%zmm12, %zmm21 {%k1}
	vsubpd	%zmm25, %zmm15, %zmm12
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm31, %zmm10, %zmm10
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm31, %zmm12, %zmm12
	vpaddq	%zmm27, %zmm12, %zmm12
	vpcmpgtq	%zmm12, %zmm10, %k1
	vsubpd	%zmm13, %zmm15, %zmm10
	vsubpd	%zmm10, %zmm15, %zmm12
	vsubpd	%zmm13, %zmm12, %zmm12
	vmulpd	%zmm28, %zmm9, %zmm26
	vmulpd	%zmm30, %zmm11, %zmm11
	vsubpd	%zmm12, %zmm11, %zmm25 {%k1}
	vmulpd	%zmm28, %zmm7, %zmm14
	vmulpd	%zmm29, %zmm9, %zmm11
	vmovapd	%zmm10, %zmm15 {%k1}
	vsubpd	%zmm26, %zmm22, %zmm10
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm31, %zmm8, %zmm8
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm31, %zmm10, %zmm10
	vpaddq	%zmm27, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm8, %k1
	vsubpd	%zmm11, %zmm22, %zmm8
	vsubpd	%zmm8, %zmm22, %zmm10
	vsubpd	%zmm11, %zmm10, %zmm10
	vmulpd	%zmm28, %zmm5, %zmm13
	vmulpd	%zmm30, %zmm9, %zmm9
	vsubpd	%zmm10, %zmm9, %zmm26 {%k1}
	vmulpd	%zmm28, %zmm6, %zmm9
	vmulpd	%zmm29, %zmm7, %zmm10
	vmovapd	%zmm8, %zmm22 {%k1}
	vsubpd	%zmm14, %zmm16, %zmm8
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm31, %zmm4, %zmm4
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm31, %zmm8, %zmm8
	vpaddq	%zmm27, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm4, %k1
	vsubpd	%zmm10, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm8
	vsubpd	%zmm10, %zmm8, %zmm8
	vmulpd	%zmm29, %zmm5, %zmm10
	vmulpd	%zmm30, %zmm7, %zmm7
	vsubpd	%zmm8, %zmm7, %zmm14 {%k1}
	vmulpd	%zmm29, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm24, %zmm8
	vmovapd	%zmm4, %zmm16 {%k1}
	vsubpd	%zmm13, %zmm23, %zmm4
	vpsrlq	$52, %zmm3, %zmm3
	vpandq	%zmm31, %zmm3, %zmm3
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm31, %zmm4, %zmm4
	vpaddq	%zmm27, %zmm4, %zmm4
	vpcmpgtq	%zmm4, %zmm3, %k1
	vsubpd	%zmm10, %zmm23, %zmm3
	vmulpd	%zmm30, %zmm6, %zmm4
	vmulpd	%zmm30, %zmm5, %zmm5
	vsubpd	%zmm8, %zmm24, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm3, %zmm23, %zmm7
	vsubpd	%zmm10, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm24, %zmm10
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm31, %zmm0, %zmm0
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm31, %zmm10, %zmm10
	vpaddq	%zmm27, %zmm10, %zmm10
	vmovapd	%zmm3, %zmm23 {%k1}
	vsubpd	%zmm7, %zmm5, %zmm13 {%k1}
	vpcmpgtq	%zmm10, %zmm0, %k1
	vmovapd	%zmm8, %zmm24 {%k1}
	vsubpd	%zmm6, %zmm4, %zmm9 {%k1}
	vsubpd	%zmm20, %zmm19, %zmm12
	vsubpd	%zmm1, %zmm2, %zmm27
	vsubpd	%zmm25, %zmm15, %zmm18
	vsubpd	%zmm17, %zmm21, %zmm28
	vsubpd	%zmm14, %zmm16, %zmm30
	vsubpd	%zmm26, %zmm22, %zmm10
	vsubpd	%zmm9, %zmm24, %zmm8
	vsubpd	%zmm13, %zmm23, %zmm31
	vsubpd	%zmm27, %zmm2, %zmm0
	vmovupd	%zmm27, 240(%rsp)
	vsubpd	%zmm12, %zmm19, %zmm2
	vmovupd	%zmm12, 304(%rsp)
	vsubpd	%zmm28, %zmm21, %zmm3
	vmovupd	%zmm28, 640(%rsp)
	vsubpd	%zmm18, %zmm15, %zmm4
	vmovupd	%zmm18, 64(%rsp)
	vsubpd	%zmm10, %zmm22, %zmm5
	vmovapd	%zmm10, %zmm22
	vsubpd	%zmm30, %zmm16, %zmm6
	vsubpd	%zmm31, %zmm23, %zmm15
	vsubpd	%zmm8, %zmm24, %zmm16
	vmovapd	%zmm8, %zmm24
	vsubpd	%zmm20, %zmm2, %zmm2
	vmovupd	%zmm2, 704(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1120(%rsp)
	vsubpd	%zmm25, %zmm4, %zmm0
	vmovupd	%zmm0, 928(%rsp)
	vsubpd	%zmm17, %zmm3, %zmm0
	vmovupd	%zmm0, 512(%rsp)
	vsubpd	%zmm14, %zmm6, %zmm0
	vmovupd	%zmm0, 768(%rsp)
	vsubpd	%zmm26, %zmm5, %zmm0
	vmovupd	%zmm0, 832(%rsp)
	vsubpd	%zmm9, %zmm16, %zmm0
	vmovupd	%zmm0, 992(%rsp)
	vsubpd	%zmm13, %zmm15, %zmm0
	vmovupd	%zmm0, 576(%rsp)
	vmulpd	%zmm12, %zmm12, %zmm26
	vmulpd	%zmm27, %zmm27, %zmm4
	vmulpd	%zmm18, %zmm18, %zmm8
	vmulpd	%zmm4, %zmm4, %zmm12
	vmovupd	%zmm12, 1824(%rsp)
	vmulpd	%zmm26, %zmm26, %zmm3
	vmovupd	%zmm3, 1312(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm0
	vmulpd	%zmm0, %zmm26, %zmm1
	vbroadcastsd	.LCPI0_39(%rip), %zmm5
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vbroadcastsd	.LCPI0_40(%rip), %zmm6
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vbroadcastsd	.LCPI0_41(%rip), %zmm7
	vmulpd	%zmm7, %zmm26, %zmm2
	vbroadcastsd	.LCPI0_42(%rip), %zmm9
	vsubpd	%zmm2, %zmm9, %zmm2
	vmulpd	%zmm2, %zmm26, %zmm2
	vbroadcastsd	.LCPI0_43(%rip), %zmm10
	vaddpd	%zmm10, %zmm2, %zmm2
	vmulpd	%zmm3, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm7, %zmm4, %zmm3
	vsubpd	%zmm3, %zmm9, %zmm3
	vmulpd	%zmm3, %zmm4, %zmm3
	vaddpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 1968(%rsp)
	vmulpd	%zmm12, %zmm12, %zmm1
	vmulpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm4, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm1, %zmm2, %zmm21
	vmulpd	%zmm7, %zmm8, %zmm1
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm8, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm8, %zmm8, %zmm2
	vmovupd	%zmm2, 2032(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm0, %zmm8, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm8, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm8, %zmm2
	vaddpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 1568(%rsp)
	vmulpd	%zmm28, %zmm28, %zmm28
	vmulpd	%zmm7, %zmm28, %zmm1
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm28, %zmm28, %zmm2
	vmovupd	%zmm2, 2640(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm0, %zmm28, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm28, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm28, %zmm2
	vaddpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 1504(%rsp)
	vmulpd	%zmm30, %zmm30, %zmm23
	vmovupd	%zmm30, 1056(%rsp)
	vmulpd	%zmm7, %zmm23, %zmm1
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm23, %zmm23, %zmm2
	vmovupd	%zmm2, 2480(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm0, %zmm23, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm23, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm23, %zmm2
	vaddpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 1440(%rsp)
	vmulpd	%zmm22, %zmm22, %zmm27
	vmovapd	%zmm22, %zmm25
	vmulpd	%zmm7, %zmm27, %zmm1
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm27, %zmm27, %zmm2
	vmovupd	%zmm2, 2576(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm0, %zmm27, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm27, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm27, %zmm2
	vaddpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 1904(%rsp)
	vmulpd	%zmm24, %zmm24, %zmm22
	vmovupd	%zmm24, 4544(%rsp)
	vmulpd	%zmm7, %zmm22, %zmm1
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm22, %zmm22, %zmm2
	vmovupd	%zmm2, 2416(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm0, %zmm22, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm22, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm22, %zmm2
	vaddpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 2816(%rsp)
	vmovupd	%zmm31, 4608(%rsp)
	vmulpd	%zmm31, %zmm31, %zmm17
	vmulpd	%zmm7, %zmm17, %zmm1
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm17, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm17, %zmm17, %zmm2
	vmovupd	%zmm2, 4672(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm13
	vmulpd	%zmm1, %zmm13, %zmm1
	vmulpd	%zmm0, %zmm17, %zmm13
	vaddpd	%zmm5, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm17, %zmm13
	vaddpd	%zmm6, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm17, %zmm13
	vaddpd	%zmm1, %zmm13, %zmm0
	vmovupd	%zmm0, 2752(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm1
	vmulpd	%zmm1, %zmm26, %zmm13
	vbroadcastsd	.LCPI0_44(%rip), %zmm20
	vsubpd	%zmm13, %zmm20, %zmm9
	vsubpd	%zmm9, %zmm20, %zmm16
	vsubpd	%zmm13, %zmm16, %zmm16
	vmovapd	%zmm4, %zmm10
	vmulpd	%zmm1, %zmm4, %zmm0
	vsubpd	%zmm0, %zmm20, %zmm13
	vsubpd	%zmm13, %zmm20, %zmm15
	vsubpd	%zmm0, %zmm15, %zmm7
	vmulpd	%zmm1, %zmm8, %zmm15
	vsubpd	%zmm15, %zmm20, %zmm4
	vsubpd	%zmm4, %zmm20, %zmm19
	vsubpd	%zmm15, %zmm19, %zmm15
	vmulpd	%zmm1, %zmm28, %zmm19
	vsubpd	%zmm19, %zmm20, %zmm6
	vsubpd	%zmm6, %zmm20, %zmm14
	vsubpd	%zmm19, %zmm14, %zmm14
	vmulpd	%zmm1, %zmm23, %zmm19
	vsubpd	%zmm19, %zmm20, %zmm5
	vsubpd	%zmm5, %zmm20, %zmm11
	vsubpd	%zmm19, %zmm11, %zmm11
	vmulpd	%zmm1, %zmm27, %zmm19
	vsubpd	%zmm19, %zmm20, %zmm3
	vsubpd	%zmm3, %zmm20, %zmm18
	vsubpd	%zmm19, %zmm18, %zmm18
	vmulpd	%zmm1, %zmm22, %zmm19
	vsubpd	%zmm19, %zmm20, %zmm2
	vsubpd	%zmm2, %zmm20, %zmm12
	vsubpd	%zmm19, %zmm12, %zmm12
	vmulpd	%zmm1, %zmm17, %zmm19
	vsubpd	%zmm19, %zmm20, %zmm0
	vsubpd	%zmm0, %zmm20, %zmm20
	vsubpd	%zmm19, %zmm20, %zmm19
	vmulpd	%zmm21, %zmm10, %zmm20
	vmovupd	1120(%rsp), %zmm29
	vmulpd	240(%rsp), %zmm29, %zmm21
	vsubpd	%zmm21, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm7, %zmm7
	vmulpd	1968(%rsp), %zmm26, %zmm20
	vmovupd	304(%rsp), %zmm1
	vmulpd	704(%rsp), %zmm1, %zmm21
	vsubpd	%zmm21, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm16, %zmm16
	vmulpd	1504(%rsp), %zmm28, %zmm20
	vmovupd	640(%rsp), %zmm1
	vmulpd	512(%rsp), %zmm1, %zmm21
	vsubpd	%zmm21, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm14, %zmm14
	vmulpd	1568(%rsp), %zmm8, %zmm20
	vmovupd	928(%rsp), %zmm1
	vmulpd	64(%rsp), %zmm1, %zmm21
	vsubpd	%zmm21, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm15, %zmm15
	vmulpd	1904(%rsp), %zmm27, %zmm20
	vmulpd	832(%rsp), %zmm25, %zmm21
	vsubpd	%zmm21, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm18, %zmm18
	vmulpd	1440(%rsp), %zmm23, %zmm20
	vmulpd	768(%rsp), %zmm30, %zmm21
	vsubpd	%zmm21, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm11, %zmm11
	vmulpd	2752(%rsp), %zmm17, %zmm20
	vmulpd	576(%rsp), %zmm31, %zmm21
	vsubpd	%zmm21, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm19, %zmm20
	vmulpd	2816(%rsp), %zmm22, %zmm19
	vmulpd	992(%rsp), %zmm24, %zmm21
	vsubpd	%zmm21, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm12, %zmm12
	vaddpd	%zmm16, %zmm9, %zmm1
	vmovupd	%zmm1, 1440(%rsp)
	vaddpd	%zmm7, %zmm13, %zmm1
	vmovupd	%zmm1, 1904(%rsp)
	vaddpd	%zmm15, %zmm4, %zmm1
	vmovupd	%zmm1, 1504(%rsp)
	vaddpd	%zmm14, %zmm6, %zmm1
	vmovupd	%zmm1, 3840(%rsp)
	vaddpd	%zmm11, %zmm5, %zmm1
	vmovupd	%zmm1, 1568(%rsp)
	vaddpd	%zmm18, %zmm3, %zmm1
	vmovupd	%zmm1, 2752(%rsp)
	vaddpd	%zmm12, %zmm2, %zmm1
	vmovupd	%zmm1, 1968(%rsp)
	vaddpd	%zmm20, %zmm0, %zmm0
	vmovupd	%zmm0, 2816(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm15
	vmulpd	%zmm15, %zmm10, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm16
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	1824(%rsp), %zmm10, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm11
	vmulpd	%zmm11, %zmm10, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm12
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vmovapd	%zmm10, %zmm24
	vmovupd	%zmm10, 4416(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm14
	vaddpd	%zmm14, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm1
	vmulpd	%zmm15, %zmm26, %zmm0
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	1312(%rsp), %zmm26, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm11, %zmm26, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm26, %zmm2
	vmovupd	%zmm26, 4480(%rsp)
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm13
	vmulpd	%zmm15, %zmm28, %zmm0
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	2640(%rsp), %zmm28, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm11, %zmm28, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm28, %zmm2
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm15, %zmm8, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm2
	vmulpd	2032(%rsp), %zmm8, %zmm3
	vmulpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm11, %zmm8, %zmm3
	vaddpd	%zmm12, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm8, %zmm3
	vmovapd	%zmm8, %zmm4
	vmovupd	%zmm8, 4352(%rsp)
	vaddpd	%zmm14, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm2, %zmm2
	vmulpd	%zmm15, %zmm27, %zmm3
	vaddpd	%zmm16, %zmm3, %zmm3
	vmulpd	2576(%rsp), %zmm27, %zmm5
	vmulpd	%zmm3, %zmm5, %zmm3
	vmulpd	%zmm11, %zmm27, %zmm5
	vaddpd	%zmm12, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm27, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm15, %zmm23, %zmm5
	vaddpd	%zmm16, %zmm5, %zmm5
	vmulpd	2480(%rsp), %zmm23, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm11, %zmm23, %zmm6
	vaddpd	%zmm12, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm23, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm15, %zmm17, %zmm6
	vaddpd	%zmm16, %zmm6, %zmm6
	vmulpd	4672(%rsp), %zmm17, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm11, %zmm17, %zmm7
	vaddpd	%zmm12, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm17, %zmm7
	vaddpd	%zmm14, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm15, %zmm22, %zmm7
	vaddpd	%zmm16, %zmm7, %zmm7
	vmulpd	2416(%rsp), %zmm22, %zmm10
	vmulpd	%zmm7, %zmm10, %zmm7
	vmulpd	%zmm11, %zmm22, %zmm10
	vaddpd	%zmm12, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm22, %zmm10
	vaddpd	%zmm14, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm7, %zmm7
	vmulpd	304(%rsp), %zmm26, %zmm8
	vmovupd	%zmm8, 1312(%rsp)
	vmulpd	%zmm13, %zmm8, %zmm11
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	vmovupd	704(%rsp), %zmm19
	vmulpd	%zmm30, %zmm19, %zmm12
	vsubpd	%zmm11, %zmm12, %zmm8
	vmulpd	240(%rsp), %zmm24, %zmm21
	vmulpd	%zmm1, %zmm21, %zmm1
	vmulpd	%zmm30, %zmm29, %zmm13
	vsubpd	%zmm1, %zmm13, %zmm26
	vmulpd	64(%rsp), %zmm4, %zmm13
	vmulpd	%zmm2, %zmm13, %zmm2
	vmovupd	928(%rsp), %zmm11
	vmulpd	%zmm30, %zmm11, %zmm14
	vsubpd	%zmm2, %zmm14, %zmm24
	vmulpd	640(%rsp), %zmm28, %zmm14
	vmulpd	%zmm0, %zmm14, %zmm0
	vmovupd	512(%rsp), %zmm10
	vmulpd	%zmm30, %zmm10, %zmm15
	vsubpd	%zmm0, %zmm15, %zmm4
	vmulpd	1056(%rsp), %zmm23, %zmm15
	vmulpd	%zmm5, %zmm15, %zmm5
	vmovupd	768(%rsp), %zmm9
	vmulpd	%zmm30, %zmm9, %zmm16
	vsubpd	%zmm5, %zmm16, %zmm5
	vmovapd	%zmm25, %zmm31
	vmulpd	%zmm27, %zmm25, %zmm16
	vmulpd	%zmm3, %zmm16, %zmm3
	vmovupd	832(%rsp), %zmm2
	vmulpd	%zmm30, %zmm2, %zmm18
	vsubpd	%zmm3, %zmm18, %zmm3
	vmovupd	4544(%rsp), %zmm25
	vmulpd	%zmm22, %zmm25, %zmm18
	vmulpd	%zmm7, %zmm18, %zmm7
	vmovupd	992(%rsp), %zmm1
	vmulpd	%zmm30, %zmm1, %zmm20
	vsubpd	%zmm7, %zmm20, %zmm7
	vmovupd	4608(%rsp), %zmm12
	vmulpd	%zmm17, %zmm12, %zmm20
	vmulpd	%zmm6, %zmm20, %zmm6
	vmovupd	576(%rsp), %zmm0
	vmulpd	%zmm30, %zmm0, %zmm29
	vsubpd	%zmm6, %zmm29, %zmm6
	vmulpd	4480(%rsp), %zmm8, %zmm8
	vmulpd	4416(%rsp), %zmm26, %zmm26
	vmulpd	4352(%rsp), %zmm24, %zmm29
	vmulpd	%zmm4, %zmm28, %zmm24
	vmulpd	%zmm5, %zmm23, %zmm4
	vmulpd	%zmm3, %zmm27, %zmm3
	vmulpd	%zmm7, %zmm22, %zmm5
	vmulpd	%zmm6, %zmm17, %zmm6
	vsubpd	1120(%rsp), %zmm26, %zmm17
	vsubpd	%zmm19, %zmm8, %zmm7
	vsubpd	%zmm10, %zmm24, %zmm10
	vsubpd	%zmm11, %zmm29, %zmm19
	vsubpd	%zmm2, %zmm3, %zmm3
	vsubpd	%zmm9, %zmm4, %zmm4
	vsubpd	%zmm0, %zmm6, %zmm6
	vsubpd	%zmm1, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_50(%rip), %zmm11
	vmulpd	%zmm11, %zmm21, %zmm8
	vaddpd	%zmm8, %zmm17, %zmm1
	vmulpd	1312(%rsp), %zmm11, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	%zmm11, %zmm14, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm0
	vmulpd	%zmm11, %zmm13, %zmm8
	vaddpd	%zmm8, %zmm19, %zmm2
	vmulpd	%zmm11, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm11, %zmm15, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm11, %zmm20, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm11, %zmm18, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmovupd	240(%rsp), %zmm8
	vsubpd	%zmm1, %zmm8, %zmm24
	vmovupd	304(%rsp), %zmm1
	vsubpd	%zmm7, %zmm1, %zmm23
	vmovupd	640(%rsp), %zmm1
	vsubpd	%zmm0, %zmm1, %zmm22
	vmovupd	64(%rsp), %zmm0
	vsubpd	%zmm2, %zmm0, %zmm21
	vsubpd	%zmm3, %zmm31, %zmm19
	vmovupd	1056(%rsp), %zmm0
	vsubpd	%zmm4, %zmm0, %zmm20
	vsubpd	%zmm6, %zmm12, %zmm18
	vsubpd	%zmm5, %zmm25, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm10
	vmovupd	1904(%rsp), %zmm14
	vxorpd	%zmm10, %zmm14, %zmm7
	vmovupd	1440(%rsp), %zmm17
	vxorpd	%zmm10, %zmm17, %zmm6
	vmovupd	3840(%rsp), %zmm12
	vxorpd	%zmm10, %zmm12, %zmm5
	vmovupd	1504(%rsp), %zmm15
	vxorpd	%zmm10, %zmm15, %zmm4
	vmovupd	2752(%rsp), %zmm27
	vxorpd	%zmm10, %zmm27, %zmm3
	vmovupd	1568(%rsp), %zmm13
	vxorpd	%zmm10, %zmm13, %zmm2
	vmovupd	2816(%rsp), %zmm26
	vxorpd	%zmm10, %zmm26, %zmm1
	vmovupd	1968(%rsp), %zmm25
	vxorpd	%zmm10, %zmm25, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm8
	vmovdqu64	2096(%rsp), %zmm16
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vxorpd	%zmm10, %zmm23, %zmm23 {%k1}
	vmovdqu64	2160(%rsp), %zmm17
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm14, %zmm7 {%k1}
	vxorpd	%zmm10, %zmm24, %zmm24 {%k1}
	vmovdqu64	2224(%rsp), %zmm14
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vxorpd	%zmm10, %zmm21, %zmm21 {%k1}
	vmovdqu64	1632(%rsp), %zmm15
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vxorpd	%zmm10, %zmm22, %zmm22 {%k1}
	vmovdqu64	1696(%rsp), %zmm12
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm10, %zmm20, %zmm20 {%k1}
	vmovdqu64	1760(%rsp), %zmm13
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm27, %zmm3 {%k1}
	vxorpd	%zmm10, %zmm19, %zmm19 {%k1}
	vmovdqu64	1376(%rsp), %zmm9
	vptestnmq	%zmm8, %zmm9, %k1
	vmovapd	%zmm25, %zmm0 {%k1}
	vxorpd	%zmm10, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	1248(%rsp), %zmm11
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm10, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm8
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm7, %zmm24 {%k1}
	vmovupd	%zmm24, 240(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm6, %zmm23 {%k1}
	vmovupd	%zmm23, 640(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm5, %zmm22 {%k1}
	vmovupd	%zmm22, 832(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm4, %zmm21 {%k1}
	vmovupd	%zmm21, 768(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 576(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 512(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 704(%rsp)
	vptestnmq	%zmm8, %zmm9, %k1
	vmovapd	%zmm0, %zmm25 {%k1}
	vmovupd	%zmm25, 928(%rsp)
	vcvtudq2pd	-192(%rbp,%rdi,4), %zmm0
	vcvtudq2pd	-160(%rbp,%rdi,4), %zmm1
	vcvtudq2pd	-128(%rbp,%rdi,4), %zmm2
	vcvtudq2pd	-96(%rbp,%rdi,4), %zmm3
	vcvtudq2pd	-64(%rbp,%rdi,4), %zmm4
	vcvtudq2pd	-32(%rbp,%rdi,4), %zmm5
	vcvtudq2pd	(%rbp,%rdi,4), %zmm6
	vcvtudq2pd	32(%rbp,%rdi,4), %zmm7
	vaddpd	%zmm30, %zmm1, %zmm1
	vaddpd	%zmm30, %zmm0, %zmm0
	vaddpd	%zmm30, %zmm3, %zmm3
	vaddpd	%zmm30, %zmm2, %zmm2
	vaddpd	%zmm30, %zmm5, %zmm5
	vaddpd	%zmm30, %zmm4, %zmm4
	vaddpd	%zmm30, %zmm7, %zmm7
	vaddpd	%zmm30, %zmm6, %zmm6
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
	vmovdqu64	%zmm19, 1376(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1248(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1056(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 1120(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 992(%rsp)
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
	vpandq	%zmm15, %zmm12, %zmm21
	vpandq	%zmm15, %zmm18, %zmm24
	vpandq	%zmm15, %zmm14, %zmm26
	vpbroadcastq	.LCPI0_15(%rip), %zmm10
	vpternlogq	$248, %zmm10, %zmm8, %zmm19
	vpternlogq	$248, %zmm10, %zmm1, %zmm9
	vpternlogq	$248, %zmm10, %zmm2, %zmm20
	vpternlogq	$248, %zmm10, %zmm3, %zmm11
	vpternlogq	$248, %zmm10, %zmm4, %zmm21
	vpternlogq	$248, %zmm10, %zmm5, %zmm0
	vpternlogq	$248, %zmm10, %zmm6, %zmm26
	vpternlogq	$248, %zmm10, %zmm7, %zmm24
	vpbroadcastq	.LCPI0_16(%rip), %zmm12
	vpaddq	%zmm12, %zmm9, %zmm1
	vpaddq	%zmm12, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_17(%rip), %zmm22
	vaddpd	%zmm22, %zmm2, %zmm4
	vmovupd	%zmm4, 304(%rsp)
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, 64(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 2160(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 2224(%rsp)
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
	vmovupd	%zmm3, 1312(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 1824(%rsp)
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
	vmovupd	%zmm1, 2640(%rsp)
	vpaddq	%zmm12, %zmm11, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm29
	vaddpd	%zmm23, %zmm29, %zmm1
	vdivpd	%zmm1, %zmm29, %zmm1
	vmovupd	%zmm1, 2096(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2576(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 1968(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 2032(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1568(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm15
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 2416(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1440(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1904(%rsp)
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
	vmulpd	%zmm7, %zmm1, %zmm31
	vaddpd	%zmm8, %zmm31, %zmm31
	vmulpd	%zmm31, %zmm1, %zmm31
	vaddpd	%zmm9, %zmm31, %zmm31
	vmulpd	%zmm31, %zmm1, %zmm31
	vpaddq	%zmm12, %zmm24, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm24
	vaddpd	%zmm23, %zmm24, %zmm1
	vdivpd	%zmm1, %zmm24, %zmm18
	vmulpd	%zmm18, %zmm18, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm0
	vmulpd	%zmm4, %zmm0, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm30
	vmulpd	%zmm30, %zmm0, %zmm30
	vaddpd	%zmm6, %zmm30, %zmm30
	vmulpd	%zmm30, %zmm0, %zmm30
	vmulpd	%zmm7, %zmm0, %zmm16
	vaddpd	%zmm8, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm10
	vpaddq	%zmm12, %zmm26, %zmm16
	vaddpd	%zmm22, %zmm16, %zmm26
	vaddpd	%zmm23, %zmm26, %zmm16
	vdivpd	%zmm16, %zmm26, %zmm16
	vmulpd	%zmm16, %zmm16, %zmm1
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
	vaddpd	1824(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	1312(%rsp), %zmm22, %zmm22
	vaddpd	2640(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2480(%rsp), %zmm27, %zmm27
	vaddpd	1968(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2576(%rsp), %zmm9, %zmm9
	vaddpd	%zmm6, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm11, %zmm7
	vaddpd	1568(%rsp), %zmm7, %zmm7
	vaddpd	1904(%rsp), %zmm6, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	1440(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm31, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm30, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	304(%rsp), %zmm2
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	2160(%rsp), %zmm2, %zmm14
	vmovupd	64(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	2224(%rsp), %zmm4, %zmm15
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	2032(%rsp), %zmm7, %zmm7
	vmovupd	%zmm29, 1504(%rsp)
	vmulpd	%zmm6, %zmm29, %zmm17
	vmulpd	%zmm17, %zmm29, %zmm17
	vaddpd	%zmm9, %zmm17, %zmm9
	vmulpd	2096(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm22
	vmulpd	%zmm22, %zmm21, %zmm22
	vaddpd	%zmm3, %zmm22, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2416(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm13
	vmulpd	%zmm13, %zmm26, %zmm13
	vaddpd	%zmm1, %zmm13, %zmm1
	vmulpd	%zmm1, %zmm16, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm16
	vmulpd	%zmm16, %zmm24, %zmm16
	vaddpd	%zmm11, %zmm16, %zmm11
	vmulpd	%zmm11, %zmm18, %zmm6
	vpsrlq	$20, 1632(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm10
	vmulpd	%zmm10, %zmm11, %zmm23
	vaddpd	%zmm14, %zmm23, %zmm14
	vpsrlq	$20, 1696(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm10, %zmm23, %zmm25
	vaddpd	%zmm15, %zmm25, %zmm15
	vpsrlq	$20, 1760(%rsp), %zmm25
	vpaddq	%zmm12, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm10, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1376(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm10, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1248(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm10, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1056(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm10, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 1120(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm10, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 992(%rsp), %zmm31
	vpaddq	%zmm12, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm10, %zmm31, %zmm12
	vaddpd	%zmm6, %zmm12, %zmm6
	vsubpd	%zmm0, %zmm14, %zmm0
	vsubpd	%zmm2, %zmm15, %zmm2
	vsubpd	%zmm4, %zmm7, %zmm4
	vsubpd	%zmm17, %zmm9, %zmm7
	vsubpd	%zmm22, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm13, %zmm1, %zmm1
	vsubpd	%zmm16, %zmm6, %zmm6
	vaddpd	64(%rsp), %zmm2, %zmm2
	vaddpd	304(%rsp), %zmm0, %zmm0
	vaddpd	1504(%rsp), %zmm7, %zmm7
	vaddpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm1, %zmm26, %zmm1
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vmulpd	%zmm9, %zmm23, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm9, %zmm11, %zmm8
	vaddpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm9, %zmm27, %zmm8
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
	vmulpd	240(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	640(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	832(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	768(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	576(%rsp), %zmm3, %zmm3
	vmulpd	512(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	704(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	928(%rsp), %zmm6, %zmm6
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
	vmovupd	%zmm0, -192(%rbp,%rdi,4)
	vmovupd	%zmm2, -128(%rbp,%rdi,4)
	vmovupd	%zmm3, -64(%rbp,%rdi,4)
	vmovupd	%zmm1, (%rbp,%rdi,4)
	addq	$256, %rbp
	addq	$-64, %r9
	jne	.LBB0_46
	cmpq	-88(%rsp), %rdi
	movq	-120(%rsp), %r12
	vpbroadcastq	.LCPI0_1(%rip), %zmm23
	vpbroadcastq	.LCPI0_2(%rip), %zmm24
	vpbroadcastq	.LCPI0_3(%rip), %zmm25
	vmovss	.LCPI0_62(%rip), %xmm27
	vpbroadcastd	.LCPI0_75(%rip), %zmm29
	vbroadcasti32x4	.LCPI0_76(%rip), %zmm30
	vxorpd	%xmm31, %xmm31, %xmm31
	vpbroadcastq	.LCPI0_53(%rip), %zmm15
	vxorpd	%xmm10, %xmm10, %xmm10
	vpbroadcastq	.LCPI0_9(%rip), %zmm11
	movq	432(%rsp), %r13
	vbroadcastsd	.LCPI0_10(%rip), %zmm17
	vmovsd	.LCPI0_10(%rip), %xmm18
	vmovsd	.LCPI0_11(%rip), %xmm19
	vmovsd	.LCPI0_44(%rip), %xmm9
	vmovsd	.LCPI0_45(%rip), %xmm28
	vmovsd	.LCPI0_46(%rip), %xmm14
	vmovsd	.LCPI0_47(%rip), %xmm22
	vmovsd	.LCPI0_48(%rip), %xmm12
	vmovsd	.LCPI0_49(%rip), %xmm13
	vmovsd	.LCPI0_50(%rip), %xmm16
	movl	192(%rsp), %r9d
	je	.LBB0_30
	movq	-88(%rsp), %rcx
	testb	$56, %dil
	je	.LBB0_52
	movq	4928(%rsp), %rax
	movq	400(%rsp), %rcx
	vbroadcastsd	.LCPI0_11(%rip), %zmm18
	vpbroadcastq	.LCPI0_37(%rip), %zmm19
	vbroadcastsd	.LCPI0_44(%rip), %zmm22
	vbroadcastsd	.LCPI0_48(%rip), %zmm28
	vbroadcastsd	.LCPI0_49(%rip), %zmm16
	vbroadcastsd	.LCPI0_50(%rip), %zmm12
	vbroadcastsd	.LCPI0_51(%rip), %zmm13
	vpbroadcastq	.LCPI0_52(%rip), %zmm14
	.p2align	4
.LBB0_50:
	vcvtudq2pd	(%rax,%rdi,4), %zmm0
	vaddpd	%zmm17, %zmm0, %zmm0
	vmulpd	%zmm18, %zmm0, %zmm0
	vcvtudq2pd	(%rax), %zmm1
	vaddpd	%zmm17, %zmm1, %zmm1
	vmulpd	%zmm18, %zmm1, %zmm1
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
	vmulpd	%zmm17, %zmm0, %zmm4
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
	vmulpd	.LCPI0_55(%rip){1to8}, %zmm3, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm4
	vmulpd	.LCPI0_34(%rip){1to8}, %zmm3, %zmm5
	vmulpd	.LCPI0_35(%rip){1to8}, %zmm3, %zmm6
	vsubpd	%zmm6, %zmm4, %zmm7
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm4, %zmm8
	vsubpd	%zmm6, %zmm8, %zmm6
	vsubpd	%zmm5, %zmm4, %zmm8
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm19, %zmm2, %zmm2
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm19, %zmm8, %zmm8
	vpaddq	%zmm23, %zmm8, %zmm8
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
	vmulpd	.LCPI0_56(%rip){1to8}, %zmm4, %zmm7
	vaddpd	.LCPI0_42(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	.LCPI0_43(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm17, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm22, %zmm8
	vsubpd	%zmm8, %zmm22, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	.LCPI0_45(%rip){1to8}, %zmm4, %zmm7
	vaddpd	.LCPI0_46(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	.LCPI0_47(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm28, %zmm4, %zmm8
	vaddpd	%zmm16, %zmm8, %zmm8
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm7
	vmulpd	%zmm17, %zmm3, %zmm8
	vmulpd	%zmm5, %zmm7, %zmm5
	vsubpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm12, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm2, %zmm2
	vptestnmq	%zmm14, %zmm1, %k1
	vptestnmq	%zmm15, %zmm1, %k2
	vxorpd	%zmm13, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm13, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_28(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovupd	%ymm0, (%rax,%rdi,4)
	addq	$32, %rax
	addq	$-8, %rcx
	jne	.LBB0_50
	movq	176(%rsp), %rax
	movq	%rax, %rcx
	cmpq	%rax, %rdi
	vmovsd	.LCPI0_10(%rip), %xmm18
	vmovsd	.LCPI0_11(%rip), %xmm19
	vmovsd	.LCPI0_44(%rip), %xmm9
	vmovsd	.LCPI0_45(%rip), %xmm28
	vmovsd	.LCPI0_46(%rip), %xmm14
	vmovsd	.LCPI0_47(%rip), %xmm22
	vmovsd	.LCPI0_48(%rip), %xmm12
	vmovsd	.LCPI0_49(%rip), %xmm13
	vmovsd	.LCPI0_50(%rip), %xmm16
	je	.LBB0_30
.LBB0_52:
	movq	%rdi, %rax
	subq	%rcx, %rax
	leaq	(%r12,%rcx,4), %rcx
	.p2align	4
.LBB0_53:
	vcvtusi2sdl	(%rcx,%rdi,4), %xmm26, %xmm0
	vaddsd	%xmm18, %xmm0, %xmm0
	vmulsd	%xmm19, %xmm0, %xmm0
	vcvtusi2sdl	(%rcx), %xmm26, %xmm1
	vaddsd	%xmm18, %xmm1, %xmm1
	vmulsd	%xmm19, %xmm1, %xmm1
	vmovq	%xmm0, %rdx
	movl	%edx, %esi
	shrq	$32, %rdx
	addq	$614242, %rdx
	movq	%rdx, %r8
	shrq	$20, %r8
	addq	$-1023, %r8
	shlq	$32, %rdx
	andq	%r11, %rdx
	addq	%r10, %rdx
	orq	%rdx, %rsi
	vmovq	%rsi, %xmm0
	vaddsd	.LCPI0_17(%rip), %xmm0, %xmm0
	vmulsd	%xmm18, %xmm0, %xmm2
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
	vcvtsi2sd	%r8, %xmm26, %xmm5
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
	vmovq	%xmm2, %rdx
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
	vpandq	.LCPI0_37(%rip){1to2}, %xmm1, %xmm1
	vmovq	%xmm1, %rsi
	addl	$16, %esi
	vpextrq	$1, %xmm1, %r8
	cmpl	%r8d, %esi
	setb	%sil
	kmovd	%esi, %k1
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
	vmulsd	%xmm18, %xmm3, %xmm6
	vsubsd	%xmm6, %xmm9, %xmm7
	vsubsd	%xmm7, %xmm9, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vaddsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm7, %xmm5
	vmulsd	%xmm28, %xmm3, %xmm6
	vaddsd	%xmm6, %xmm14, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm22, %xmm6, %xmm6
	vmulsd	%xmm3, %xmm12, %xmm7
	vaddsd	%xmm7, %xmm13, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm18, %xmm2, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	%xmm16, %xmm6, %xmm3
	vaddsd	%xmm3, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovddup	.LCPI0_51(%rip), %xmm2
	vxorpd	%xmm2, %xmm5, %xmm3
	testb	$2, %dl
	sete	%sil
	kmovd	%esi, %k1
	vmovsd	%xmm5, %xmm3, %xmm3 {%k1}
	vxorpd	%xmm2, %xmm1, %xmm2
	vmovsd	%xmm2, %xmm1, %xmm1 {%k1}
	kmovd	%edx, %k1
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vmulsd	.LCPI0_28(%rip), %xmm0, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rcx,%rdi,4)
	addq	$4, %rcx
	decq	%rax
	jne	.LBB0_53
	.p2align	4
.LBB0_30:
	vmovss	40(%rsp), %xmm0
	vmulss	-4(%rsp), %xmm0, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorpd	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	kmovd	%r9d, %k1
	vmovaps	1888(%rsp), %xmm1
	vmovss	%xmm1, %xmm0, %xmm0 {%k1}
	vxorpd	%xmm3, %xmm3, %xmm3
	movl	$1024, %esi
	movq	%r12, %r8
	movq	%r13, %r9
	movq	32(%rsp), %r14
	xorl	%r15d, %r15d
	xorl	%ebp, %ebp
	xorl	%ebx, %ebx
	vmovdqa64	.LCPI0_0(%rip), %zmm17
	vmovdqa64	.LCPI0_4(%rip), %zmm18
	vbroadcastss	.LCPI0_65(%rip), %zmm6
	vpbroadcastd	.LCPI0_75(%rip), %ymm19
	jmp	.LBB0_31
	.p2align	4
.LBB0_94:
	movq	64(%rsp), %rbx
.LBB0_102:
	addq	$1024, %rsi
	addq	$-1024, %rbp
	incq	%r15
	addq	$4096, %r14
	addq	$4096, %r9
	addq	$-4096, %r8
	cmpq	%rdi, %rbx
	jae	.LBB0_54
.LBB0_31:
	cmpq	%rsi, %rdi
	movq	%rsi, %rdx
	cmovbq	%rdi, %rdx
	leaq	(%rdx,%rbp), %rax
	movq	%rax, 304(%rsp)
	cmpq	$1, %rax
	movq	%rdx, %r10
	adcq	%rbp, %r10
	leaq	1024(%rbx), %rax
	cmpq	%rdi, %rax
	movq	%rdi, %r11
	movq	%rax, 64(%rsp)
	cmovbq	%rax, %r11
	cmpq	%r11, %rbx
	jae	.LBB0_93
	movq	%rbx, %rcx
	leaq	(%rdx,%rbp), %rax
	cmpq	$8, %rax
	jb	.LBB0_89
	movq	%r15, %rax
	shlq	$12, %rax
	addq	4160(%rsp), %rax
	movq	232(%rsp), %r12
	subq	%rax, %r12
	movq	%rbx, %rcx
	cmpq	$256, %r12
	movq	-120(%rsp), %r12
	jb	.LBB0_89
	leaq	(%rdx,%rbp), %rax
	cmpq	$64, %rax
	jae	.LBB0_81
	xorl	%eax, %eax
	movq	%rbx, 240(%rsp)
	jmp	.LBB0_86
.LBB0_81:
	movq	%rdx, %r13
	andq	$-64, %r13
	addq	%rbp, %r13
	movl	%edx, %ecx
	andl	$63, %ecx
	movq	%rcx, 240(%rsp)
	subq	%rcx, %rax
	vpbroadcastq	%rbx, %zmm2
	vporq	%zmm18, %zmm2, %zmm1
	vporq	%zmm17, %zmm2, %zmm2
	xorl	%ecx, %ecx
	movq	48(%rsp), %rdi
	.p2align	4
.LBB0_82:
	vpaddq	%zmm23, %zmm2, %zmm8
	vpaddq	%zmm23, %zmm1, %zmm9
	vpaddq	%zmm24, %zmm2, %zmm10
	vpaddq	%zmm24, %zmm1, %zmm11
	vpaddq	%zmm25, %zmm2, %zmm12
	vpaddq	%zmm25, %zmm1, %zmm13
	vmovups	-192(%r14,%rcx,4), %zmm4
	vmovups	-128(%r14,%rcx,4), %zmm5
	vmovups	-64(%r14,%rcx,4), %zmm6
	vmovups	(%r14,%rcx,4), %zmm7
	vpandq	%zmm29, %zmm1, %zmm14
	vpshufb	%zmm14, %zmm30, %zmm14
	vpsrlw	$4, %zmm1, %zmm15
	vpandq	%zmm29, %zmm15, %zmm15
	vpshufb	%zmm15, %zmm30, %zmm15
	vpaddb	%zmm14, %zmm15, %zmm14
	vpsadbw	%zmm31, %zmm14, %zmm14
	vpandq	%zmm29, %zmm2, %zmm15
	vpshufb	%zmm15, %zmm30, %zmm15
	vpsrlw	$4, %zmm2, %zmm16
	vpandq	%zmm29, %zmm16, %zmm16
	vpshufb	%zmm16, %zmm30, %zmm16
	vpaddb	%zmm15, %zmm16, %zmm15
	vpsadbw	%zmm31, %zmm15, %zmm15
	vpandq	%zmm29, %zmm9, %zmm16
	vpshufb	%zmm16, %zmm30, %zmm16
	vpsrlw	$4, %zmm9, %zmm9
	vpandq	%zmm29, %zmm9, %zmm9
	vpshufb	%zmm9, %zmm30, %zmm9
	vpaddb	%zmm16, %zmm9, %zmm9
	vpsadbw	%zmm31, %zmm9, %zmm9
	vpandq	%zmm29, %zmm8, %zmm16
	vpshufb	%zmm16, %zmm30, %zmm16
	vpsrlw	$4, %zmm8, %zmm8
	vpandq	%zmm29, %zmm8, %zmm8
	vpshufb	%zmm8, %zmm30, %zmm8
	vpaddb	%zmm16, %zmm8, %zmm8
	vpsadbw	%zmm31, %zmm8, %zmm8
	vpandq	%zmm29, %zmm11, %zmm16
	vpshufb	%zmm16, %zmm30, %zmm16
	vpsrlw	$4, %zmm11, %zmm11
	vpandq	%zmm29, %zmm11, %zmm11
	vpshufb	%zmm11, %zmm30, %zmm11
	vpaddb	%zmm16, %zmm11, %zmm11
	vpsadbw	%zmm31, %zmm11, %zmm11
	vpandq	%zmm29, %zmm10, %zmm16
	vpshufb	%zmm16, %zmm30, %zmm16
	vpsrlw	$4, %zmm10, %zmm10
	vpandq	%zmm29, %zmm10, %zmm10
	vpshufb	%zmm10, %zmm30, %zmm10
	vpaddb	%zmm16, %zmm10, %zmm10
	vpsadbw	%zmm31, %zmm10, %zmm10
	vpandq	%zmm29, %zmm13, %zmm16
	vpshufb	%zmm16, %zmm30, %zmm16
	vpsrlw	$4, %zmm13, %zmm13
	vpandq	%zmm29, %zmm13, %zmm13
	vpshufb	%zmm13, %zmm30, %zmm13
	vpaddb	%zmm16, %zmm13, %zmm13
	vpsadbw	%zmm31, %zmm13, %zmm13
	vpandq	%zmm29, %zmm12, %zmm16
	vpshufb	%zmm16, %zmm30, %zmm16
	vpsrlw	$4, %zmm12, %zmm12
	vpandq	%zmm29, %zmm12, %zmm12
	vpshufb	%zmm12, %zmm30, %zmm12
	vpaddb	%zmm16, %zmm12, %zmm12
	vpsadbw	%zmm31, %zmm12, %zmm12
	vpcmpeqq	.LCPI0_53(%rip){1to8}, %zmm15, %k0
	vpbroadcastq	.LCPI0_53(%rip), %zmm15
	vpcmpeqq	%zmm15, %zmm14, %k1
	kunpckbw	%k0, %k1, %k1
	vpcmpeqq	%zmm15, %zmm8, %k0
	vpcmpeqq	%zmm15, %zmm9, %k2
	kunpckbw	%k0, %k2, %k2
	vpcmpeqq	%zmm15, %zmm10, %k0
	vpcmpeqq	%zmm15, %zmm11, %k3
	kunpckbw	%k0, %k3, %k3
	vpcmpeqq	%zmm15, %zmm12, %k0
	vpbroadcastq	.LCPI0_8(%rip), %zmm12
	vpcmpeqq	%zmm15, %zmm13, %k4
	kunpckbw	%k0, %k4, %k4
	vmulps	%zmm31, %zmm4, %zmm8
	vmovaps	%zmm4, %zmm8 {%k1}
	vmulps	%zmm31, %zmm5, %zmm9
	vmovaps	%zmm5, %zmm9 {%k2}
	vmulps	%zmm31, %zmm6, %zmm10
	vmovaps	%zmm6, %zmm10 {%k3}
	vmulps	%zmm31, %zmm7, %zmm11
	vmovaps	%zmm7, %zmm11 {%k4}
	vsubps	%zmm8, %zmm4, %zmm4
	vsubps	%zmm9, %zmm5, %zmm5
	vsubps	%zmm10, %zmm6, %zmm6
	vsubps	%zmm11, %zmm7, %zmm7
	vmulps	%zmm4, %zmm4, %zmm4
	vmulps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm7, %zmm7, %zmm7
	vmovups	%zmm4, -192(%rdi,%rcx,4)
	vmovups	%zmm5, -128(%rdi,%rcx,4)
	vmovups	%zmm6, -64(%rdi,%rcx,4)
	vmovups	%zmm7, (%rdi,%rcx,4)
	addq	$64, %rcx
	vpaddq	%zmm12, %zmm2, %zmm2
	vpaddq	%zmm12, %zmm1, %zmm1
	cmpq	%rcx, %r13
	jne	.LBB0_82
	movq	240(%rsp), %rcx
	testq	%rcx, %rcx
	vxorps	%xmm10, %xmm10, %xmm10
	vpbroadcastq	.LCPI0_9(%rip), %zmm11
	movq	-40(%rsp), %rdi
	movq	432(%rsp), %r13
	vbroadcastss	.LCPI0_65(%rip), %zmm6
	vpbroadcastd	.LCPI0_75(%rip), %ymm19
	je	.LBB0_93
	cmpl	$8, %ecx
	jb	.LBB0_228
	leaq	(%rbx,%rax), %rcx
	movq	%rcx, 240(%rsp)
.LBB0_86:
	movl	%edx, %ecx
	andl	$7, %ecx
	leaq	(%rdx,%rbp), %r12
	movq	%r12, %r13
	subq	%rcx, %r13
	movl	%edx, %edi
	andl	$7, %edi
	movq	%r12, %rcx
	subq	%rdi, %rcx
	addq	%rbx, %rcx
	movq	240(%rsp), %r12
	vpbroadcastq	%r12, %zmm1
	vpaddq	%zmm17, %zmm1, %zmm1
	movq	-120(%rsp), %r12
	.p2align	4
.LBB0_87:
	vmovups	(%r9,%rax,4), %ymm2
	vpandq	%zmm29, %zmm1, %zmm4
	vpshufb	%zmm4, %zmm30, %zmm4
	vpsrlw	$4, %zmm1, %zmm5
	vpandq	%zmm29, %zmm5, %zmm5
	vpshufb	%zmm5, %zmm30, %zmm5
	vpaddb	%zmm4, %zmm5, %zmm4
	vpsadbw	%zmm31, %zmm4, %zmm4
	vpcmpeqq	%zmm15, %zmm4, %k1
	vmulps	%ymm2, %ymm10, %ymm4
	vmovaps	%ymm2, %ymm4 {%k1}
	vsubps	%ymm4, %ymm2, %ymm2
	vmulps	%ymm2, %ymm2, %ymm2
	vmovups	%ymm2, (%r12,%rax,4)
	addq	$8, %rax
	vpaddq	%zmm11, %zmm1, %zmm1
	cmpq	%rax, %r13
	jne	.LBB0_87
	testq	%rdi, %rdi
	movq	-40(%rsp), %rdi
	movq	432(%rsp), %r13
	je	.LBB0_93
.LBB0_89:
	movl	%edx, %r12d
	subl	%ecx, %r12d
	movq	%rcx, %rax
	testb	$3, %r12b
	je	.LBB0_92
	movl	%edx, %eax
	subb	%cl, %al
	movzbl	%al, %r12d
	andl	$3, %r12d
	movq	%rcx, %rax
	.p2align	4
.LBB0_91:
	vmovss	(%r13,%rax,4), %xmm1
	xorl	%r13d, %r13d
	popcntq	%rax, %r13
	cmpl	$2, %r13d
	sete	%r13b
	kmovd	%r13d, %k1
	movq	432(%rsp), %r13
	vmovss	.LCPI0_62(%rip), %xmm2 {%k1} {z}
	vmulss	%xmm1, %xmm2, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, (%r8,%rax,4)
	incq	%rax
	decq	%r12
	jne	.LBB0_91
.LBB0_92:
	subq	%rdx, %rcx
	cmpq	$-4, %rcx
	movq	-120(%rsp), %r12
	ja	.LBB0_93
	.p2align	4
.LBB0_229:
	vmovss	(%r13,%rax,4), %xmm1
	xorl	%ecx, %ecx
	popcntq	%rax, %rcx
	cmpl	$2, %ecx
	sete	%cl
	kmovd	%ecx, %k1
	vmovss	%xmm27, %xmm27, %xmm2 {%k1} {z}
	vmulss	%xmm1, %xmm2, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, (%r8,%rax,4)
	vmovss	4(%r13,%rax,4), %xmm1
	leaq	1(%rax), %rcx
	popcntq	%rcx, %rcx
	cmpl	$2, %ecx
	sete	%cl
	kmovd	%ecx, %k1
	vmovss	%xmm27, %xmm27, %xmm2 {%k1} {z}
	vmulss	%xmm1, %xmm2, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 4(%r8,%rax,4)
	vmovss	8(%r13,%rax,4), %xmm1
	leaq	2(%rax), %rcx
	popcntq	%rcx, %rcx
	cmpl	$2, %ecx
	sete	%cl
	kmovd	%ecx, %k1
	vmovss	%xmm27, %xmm27, %xmm2 {%k1} {z}
	vmulss	%xmm1, %xmm2, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 8(%r8,%rax,4)
	vmovss	12(%r13,%rax,4), %xmm1
	leaq	3(%rax), %rcx
	popcntq	%rcx, %rcx
	cmpl	$2, %ecx
	sete	%cl
	kmovd	%ecx, %k1
	vmovss	%xmm27, %xmm27, %xmm2 {%k1} {z}
	vmulss	%xmm1, %xmm2, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 12(%r8,%rax,4)
	addq	$4, %rax
	cmpq	%rdx, %rax
	jne	.LBB0_229
	.p2align	4
.LBB0_93:
	cmpq	%rbx, %r11
	je	.LBB0_94
	cmpq	$8, 304(%rsp)
	movq	64(%rsp), %rbx
	jae	.LBB0_97
	xorl	%eax, %eax
	jmp	.LBB0_100
	.p2align	4
.LBB0_97:
	movq	%r10, %rcx
	andq	$-8, %rcx
	xorl	%eax, %eax
	.p2align	4
.LBB0_98:
	vaddss	(%r12,%rax,4), %xmm3, %xmm1
	vaddss	4(%r12,%rax,4), %xmm1, %xmm1
	vaddss	8(%r12,%rax,4), %xmm1, %xmm1
	vaddss	12(%r12,%rax,4), %xmm1, %xmm1
	vaddss	16(%r12,%rax,4), %xmm1, %xmm1
	vaddss	20(%r12,%rax,4), %xmm1, %xmm1
	vaddss	24(%r12,%rax,4), %xmm1, %xmm1
	vaddss	28(%r12,%rax,4), %xmm1, %xmm3
	addq	$8, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_98
	testb	$7, %r10b
	je	.LBB0_102
.LBB0_100:
	andl	$7, %r10d
	leaq	(%r12,%rax,4), %rax
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_101:
	vaddss	(%rax,%rcx,4), %xmm3, %xmm3
	incq	%rcx
	cmpq	%rcx, %r10
	jne	.LBB0_101
	jmp	.LBB0_102
.LBB0_228:
	addq	%rbx, %rax
	movq	%rax, %rcx
	jmp	.LBB0_89
	.p2align	4
.LBB0_54:
	vcmpgtss	.LCPI0_63(%rip), %xmm3, %k1
	vmovss	.LCPI0_62(%rip), %xmm1 {%k1} {z}
	vcvttss2usi	%xmm1, %eax
	movq	-64(%rsp), %rbp
	movq	424(%rsp), %rcx
	orl	%eax, (%rcx,%rbp,4)
	cmpl	$0, -124(%rsp)
	movq	-96(%rsp), %rsi
	movl	$2143289344, %r9d
	vmovd	.LCPI0_71(%rip), %xmm7
	vmovss	.LCPI0_64(%rip), %xmm8
	je	.LBB0_65
	cmpb	$0, 416(%rsp)
	movq	152(%rsp), %r15
	movq	48(%rsp), %r14
	movq	-48(%rsp), %r8
	vpbroadcastq	.LCPI0_70(%rip), %ymm13
	vbroadcastss	.LCPI0_64(%rip), %zmm17
	je	.LBB0_57
	xorl	%eax, %eax
	vmovaps	496(%rsp), %xmm6
	.p2align	4
.LBB0_64:
	vmovss	(%r13,%rax,4), %xmm1
	vsubss	(%r8,%rax,4), %xmm1, %xmm2
	vaddss	%xmm2, %xmm2, %xmm2
	vmulss	%xmm2, %xmm8, %xmm2
	xorl	%ecx, %ecx
	popcntq	%rax, %rcx
	cmpl	$2, %ecx
	sete	%cl
	kmovd	%ecx, %k1
	vmovss	.LCPI0_62(%rip), %xmm3 {%k1} {z}
	vmulss	%xmm2, %xmm3, %xmm2
	vmulss	%xmm2, %xmm6, %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	vmulss	(%rsi,%rax,4), %xmm3, %xmm2
	vmulss	%xmm2, %xmm0, %xmm2
	vaddss	%xmm1, %xmm2, %xmm1
	vmulss	%xmm1, %xmm3, %xmm1
	vmovd	%xmm1, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r9d, %ecx
	movl	%ecx, (%r13,%rax,4)
	incq	%rax
	cmpq	%rax, %rdi
	jne	.LBB0_64
	jmp	.LBB0_77
	.p2align	4
.LBB0_65:
	cmpb	$0, 4864(%rsp)
	movq	152(%rsp), %r15
	movq	48(%rsp), %r14
	movq	-48(%rsp), %r8
	vpbroadcastq	.LCPI0_70(%rip), %ymm13
	vbroadcastss	.LCPI0_64(%rip), %zmm17
	je	.LBB0_67
	xorl	%eax, %eax
.LBB0_74:
	movq	%rax, %rcx
	orq	$1, %rcx
	testb	$1, %dil
	je	.LBB0_76
	movq	2720(%rsp), %r10
	vmovss	(%r10,%rax,4), %xmm0
	movq	144(%rsp), %rdx
	vsubss	(%rdx,%rax,4), %xmm0, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm1, %xmm8, %xmm1
	xorl	%edx, %edx
	popcntq	%rax, %rdx
	cmpl	$2, %edx
	sete	%dl
	kmovd	%edx, %k1
	vmovss	.LCPI0_62(%rip), %xmm2 {%k1} {z}
	vmulss	%xmm1, %xmm2, %xmm1
	vmulss	496(%rsp), %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmulss	%xmm0, %xmm2, %xmm0
	vmovd	%xmm0, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r9d, %edx
	movl	%edx, (%r10,%rax,4)
	movq	%rcx, %rax
.LBB0_76:
	cmpq	%rcx, %rdi
	vmovaps	496(%rsp), %xmm6
	je	.LBB0_77
	.p2align	4
.LBB0_80:
	vmovss	(%r13,%rax,4), %xmm0
	vmovss	4(%r13,%rax,4), %xmm1
	vsubss	(%r8,%rax,4), %xmm0, %xmm2
	vaddss	%xmm2, %xmm2, %xmm2
	vmulss	%xmm7, %xmm2, %xmm2
	xorl	%ecx, %ecx
	popcntq	%rax, %rcx
	cmpl	$2, %ecx
	sete	%cl
	kmovd	%ecx, %k1
	vmovss	%xmm27, %xmm27, %xmm3 {%k1} {z}
	vmulss	%xmm2, %xmm3, %xmm2
	vmulss	%xmm2, %xmm6, %xmm2
	vsubss	%xmm2, %xmm0, %xmm0
	vmulss	%xmm0, %xmm3, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r9d, %ecx
	movl	%ecx, (%r13,%rax,4)
	vsubss	4(%r8,%rax,4), %xmm1, %xmm0
	vaddss	%xmm0, %xmm0, %xmm0
	vmulss	%xmm7, %xmm0, %xmm0
	leaq	1(%rax), %rcx
	popcntq	%rcx, %rcx
	cmpl	$2, %ecx
	sete	%cl
	kmovd	%ecx, %k1
	vmovss	%xmm27, %xmm27, %xmm2 {%k1} {z}
	vmulss	%xmm0, %xmm2, %xmm0
	vmulss	%xmm0, %xmm6, %xmm0
	vsubss	%xmm0, %xmm1, %xmm0
	vmulss	%xmm0, %xmm2, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r9d, %ecx
	movl	%ecx, 4(%r13,%rax,4)
	addq	$2, %rax
	cmpq	%rdi, %rax
	jne	.LBB0_80
	jmp	.LBB0_77
	.p2align	4
.LBB0_57:
	vmovdqa64	%ymm19, %ymm22
	vbroadcastss	%xmm0, %zmm1
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm2
	vmovdqa64	.LCPI0_4(%rip), %zmm3
	movq	-104(%rsp), %rcx
	vmovups	3008(%rsp), %zmm18
	vmovaps	%zmm6, %zmm19
	vpbroadcastd	.LCPI0_66(%rip), %zmm14
	.p2align	4
.LBB0_58:
	vmovups	(%r13,%rax,4), %zmm4
	vsubps	(%r8,%rax,4), %zmm4, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm17, %zmm5, %zmm5
	vpandq	%zmm29, %zmm3, %zmm6
	vpshufb	%zmm6, %zmm30, %zmm6
	vpsrlw	$4, %zmm3, %zmm7
	vpandq	%zmm29, %zmm7, %zmm7
	vpshufb	%zmm7, %zmm30, %zmm7
	vpaddb	%zmm6, %zmm7, %zmm6
	vpsadbw	%zmm31, %zmm6, %zmm6
	vpandq	%zmm29, %zmm2, %zmm7
	vpshufb	%zmm7, %zmm30, %zmm7
	vpsrlw	$4, %zmm2, %zmm8
	vpandq	%zmm29, %zmm8, %zmm8
	vpshufb	%zmm8, %zmm30, %zmm8
	vpaddb	%zmm7, %zmm8, %zmm7
	vpsadbw	%zmm31, %zmm7, %zmm7
	vpcmpeqq	%zmm15, %zmm7, %k0
	vpcmpeqq	%zmm15, %zmm6, %k1
	kunpckbw	%k0, %k1, %k1
	vbroadcastss	.LCPI0_62(%rip), %zmm6 {%k1} {z}
	vmulps	%zmm5, %zmm6, %zmm5
	vmulps	%zmm5, %zmm18, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	(%rsi,%rax,4), %zmm6, %zmm5
	vmulps	%zmm5, %zmm1, %zmm5
	vaddps	%zmm4, %zmm5, %zmm4
	vmulps	%zmm4, %zmm6, %zmm4
	vandps	%zmm19, %zmm4, %zmm5
	vpcmpgtd	%zmm14, %zmm5, %k1
	vpbroadcastd	.LCPI0_67(%rip), %zmm4 {%k1}
	vmovdqu64	%zmm4, (%r13,%rax,4)
	addq	$16, %rax
	vpaddq	%zmm23, %zmm2, %zmm2
	vpaddq	%zmm23, %zmm3, %zmm3
	cmpq	%rax, %rcx
	jne	.LBB0_58
	cmpq	%rcx, %rdi
	vmovss	.LCPI0_64(%rip), %xmm8
	vmovaps	496(%rsp), %xmm6
	je	.LBB0_77
	movq	-104(%rsp), %rax
	testb	$12, %dil
	je	.LBB0_64
	vbroadcastss	%xmm0, %xmm1
	movq	-104(%rsp), %rax
	vmovdqu	2544(%rsp), %ymm2
	movq	4736(%rsp), %rcx
	vbroadcastss	.LCPI0_64(%rip), %xmm7
	vpbroadcastd	.LCPI0_66(%rip), %xmm18
	vmovups	3008(%rsp), %zmm17
	vbroadcasti128	.LCPI0_76(%rip), %ymm14
	.p2align	4
.LBB0_62:
	vmovups	(%r13,%rax,4), %xmm3
	vsubps	(%r8,%rax,4), %xmm3, %xmm4
	vaddps	%xmm4, %xmm4, %xmm4
	vmulps	%xmm7, %xmm4, %xmm4
	vpandq	%ymm22, %ymm2, %ymm5
	vpshufb	%ymm5, %ymm14, %ymm5
	vpsrlw	$4, %ymm2, %ymm6
	vpandq	%ymm22, %ymm6, %ymm6
	vpshufb	%ymm6, %ymm14, %ymm6
	vpaddb	%ymm5, %ymm6, %ymm5
	vpbroadcastq	.LCPI0_53(%rip), %ymm6
	vpsadbw	%ymm5, %ymm10, %ymm5
	vpcmpeqq	%ymm6, %ymm5, %k1
	vbroadcastss	.LCPI0_62(%rip), %xmm5 {%k1} {z}
	vmulps	%xmm4, %xmm5, %xmm4
	vmulps	%xmm4, %xmm17, %xmm4
	vaddps	%xmm4, %xmm3, %xmm3
	vmulps	(%rsi,%rax,4), %xmm5, %xmm4
	vmulps	%xmm4, %xmm1, %xmm4
	vaddps	%xmm3, %xmm4, %xmm3
	vmulps	%xmm3, %xmm5, %xmm3
	vbroadcastss	.LCPI0_65(%rip), %xmm4
	vandps	%xmm4, %xmm3, %xmm4
	vpcmpgtd	%xmm18, %xmm4, %k1
	vpbroadcastd	.LCPI0_67(%rip), %xmm3 {%k1}
	vmovdqu	%xmm3, (%r13,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm2, %ymm13, %ymm2
	cmpq	%rax, %rcx
	jne	.LBB0_62
	movq	%rcx, %rax
	cmpq	%rcx, %rdi
	vmovaps	496(%rsp), %xmm6
	jne	.LBB0_64
	jmp	.LBB0_77
.LBB0_67:
	vmovdqa64	%ymm19, %ymm22
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm0
	vmovdqa64	.LCPI0_4(%rip), %zmm1
	movq	-104(%rsp), %rcx
	vmovups	3008(%rsp), %zmm18
	vmovaps	%zmm6, %zmm19
	vpbroadcastd	.LCPI0_66(%rip), %zmm14
	.p2align	4
.LBB0_68:
	vmovups	(%r13,%rax,4), %zmm2
	vsubps	(%r8,%rax,4), %zmm2, %zmm3
	vaddps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm17, %zmm3, %zmm3
	vpandq	%zmm29, %zmm1, %zmm4
	vpshufb	%zmm4, %zmm30, %zmm4
	vpsrlw	$4, %zmm1, %zmm5
	vpandq	%zmm29, %zmm5, %zmm5
	vpshufb	%zmm5, %zmm30, %zmm5
	vpaddb	%zmm4, %zmm5, %zmm4
	vpsadbw	%zmm31, %zmm4, %zmm4
	vpandq	%zmm29, %zmm0, %zmm5
	vpshufb	%zmm5, %zmm30, %zmm5
	vpsrlw	$4, %zmm0, %zmm6
	vpandq	%zmm29, %zmm6, %zmm6
	vpshufb	%zmm6, %zmm30, %zmm6
	vpaddb	%zmm5, %zmm6, %zmm5
	vpsadbw	%zmm31, %zmm5, %zmm5
	vpcmpeqq	%zmm15, %zmm5, %k0
	vpcmpeqq	%zmm15, %zmm4, %k1
	kunpckbw	%k0, %k1, %k1
	vbroadcastss	.LCPI0_62(%rip), %zmm4 {%k1} {z}
	vmulps	%zmm3, %zmm4, %zmm3
	vmulps	%zmm3, %zmm18, %zmm3
	vaddps	%zmm3, %zmm2, %zmm2
	vmulps	%zmm2, %zmm4, %zmm2
	vandps	%zmm19, %zmm2, %zmm3
	vpcmpgtd	%zmm14, %zmm3, %k1
	vpbroadcastd	.LCPI0_67(%rip), %zmm2 {%k1}
	vmovdqu64	%zmm2, (%r13,%rax,4)
	addq	$16, %rax
	vpaddq	%zmm23, %zmm0, %zmm0
	vpaddq	%zmm23, %zmm1, %zmm1
	cmpq	%rax, %rcx
	jne	.LBB0_68
	cmpq	%rcx, %rdi
	vpbroadcastq	.LCPI0_53(%rip), %ymm6
	vbroadcastss	.LCPI0_65(%rip), %xmm18
	je	.LBB0_77
	movq	-104(%rsp), %rax
	testb	$12, %dil
	je	.LBB0_74
	movq	-104(%rsp), %rax
	vmovdqu	2544(%rsp), %ymm0
	movq	4736(%rsp), %rcx
	vbroadcastss	.LCPI0_64(%rip), %xmm5
	vmovdqa64	%ymm13, %ymm17
	vmovdqa64	%ymm22, %ymm14
	vpbroadcastd	.LCPI0_66(%rip), %xmm19
	vmovups	3008(%rsp), %zmm13
	vbroadcasti32x4	.LCPI0_76(%rip), %ymm22
	.p2align	4
.LBB0_72:
	vmovups	(%r13,%rax,4), %xmm1
	vsubps	(%r8,%rax,4), %xmm1, %xmm2
	vaddps	%xmm2, %xmm2, %xmm2
	vmulps	%xmm5, %xmm2, %xmm2
	vpand	%ymm0, %ymm14, %ymm3
	vpshufb	%ymm3, %ymm22, %ymm3
	vpsrlw	$4, %ymm0, %ymm4
	vpand	%ymm4, %ymm14, %ymm4
	vpshufb	%ymm4, %ymm22, %ymm4
	vpaddb	%ymm3, %ymm4, %ymm3
	vpsadbw	%ymm3, %ymm10, %ymm3
	vpcmpeqq	%ymm6, %ymm3, %k1
	vbroadcastss	.LCPI0_62(%rip), %xmm3 {%k1} {z}
	vmulps	%xmm2, %xmm3, %xmm2
	vmulps	%xmm2, %xmm13, %xmm2
	vaddps	%xmm2, %xmm1, %xmm1
	vmulps	%xmm1, %xmm3, %xmm1
	vandps	%xmm18, %xmm1, %xmm2
	vpcmpgtd	%xmm19, %xmm2, %k1
	vpbroadcastd	.LCPI0_67(%rip), %xmm1 {%k1}
	vmovdqu	%xmm1, (%r13,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm17, %ymm0, %ymm0
	cmpq	%rax, %rcx
	jne	.LBB0_72
	movq	%rcx, %rax
	cmpq	%rcx, %rdi
	je	.LBB0_77
	jmp	.LBB0_74
.LBB0_79:
	addq	$136584, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.Lfunc_end0:
	.size	tessera_bivector_pull_x86_64_v4, .Lfunc_end0-tessera_bivector_pull_x86_64_v4

	.section	".note.GNU-stack","",@progbits
