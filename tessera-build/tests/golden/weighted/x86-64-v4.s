	.file	"weighted.toml"
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
.LCPI0_0:
	.long	0x3f000000
.LCPI0_8:
	.long	3449720151
.LCPI0_61:
	.long	0x7fffffff
.LCPI0_62:
	.long	2139095040
.LCPI0_63:
	.long	2143289344
	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
.LCPI0_1:
	.quad	16
.LCPI0_2:
	.quad	32
.LCPI0_3:
	.quad	48
.LCPI0_6:
	.quad	3528531795
.LCPI0_7:
	.quad	3449720151
.LCPI0_9:
	.quad	64
.LCPI0_10:
	.quad	8
.LCPI0_11:
	.quad	0x3fe0000000000000
.LCPI0_12:
	.quad	0x3df0000000000000
.LCPI0_13:
	.quad	614242
.LCPI0_14:
	.quad	-1023
.LCPI0_15:
	.quad	4503595332403200
.LCPI0_16:
	.long	4294967295
	.long	0
.LCPI0_17:
	.quad	4604544269498187776
.LCPI0_18:
	.quad	0xbff0000000000000
.LCPI0_19:
	.quad	0x4000000000000000
.LCPI0_20:
	.quad	0x3fc39a09d078c69f
.LCPI0_21:
	.quad	0x3fcc71c51d8e78af
.LCPI0_22:
	.quad	0x3fd999999997fa04
.LCPI0_23:
	.quad	0x3fc2f112df3e5244
.LCPI0_24:
	.quad	0x3fc7466496cb03de
.LCPI0_25:
	.quad	0x3fd2492494229359
.LCPI0_26:
	.quad	0x3fe5555555555593
.LCPI0_27:
	.quad	0x3dea39ef35793c76
.LCPI0_28:
	.quad	0x3fe62e42fee00000
.LCPI0_29:
	.quad	0xc000000000000000
.LCPI0_30:
	.quad	0x401921fb54442d18
.LCPI0_31:
	.quad	0x3fe45f306dc9c883
.LCPI0_32:
	.quad	0x4338000000000000
.LCPI0_33:
	.quad	0xc338000000000000
.LCPI0_34:
	.quad	0x3ff921fb54400000
.LCPI0_35:
	.quad	0x3dd0b4611a626331
.LCPI0_36:
	.quad	0x3dd0b4611a600000
.LCPI0_37:
	.quad	0x3ba3198a2e037073
.LCPI0_38:
	.quad	2047
.LCPI0_39:
	.quad	0x3efa01a019cb1590
.LCPI0_40:
	.quad	0xbf56c16c16c15177
.LCPI0_41:
	.quad	0x3fa555555555554c
.LCPI0_42:
	.quad	0x3da8fae9be8838d4
.LCPI0_43:
	.quad	0x3e21ee9ebdb4b1c4
.LCPI0_44:
	.quad	0xbe927e4f809c52ad
.LCPI0_45:
	.quad	0x3ff0000000000000
.LCPI0_46:
	.quad	0x3ec71de357b1fe7d
.LCPI0_47:
	.quad	0xbf2a01a019c161d5
.LCPI0_48:
	.quad	0x3f8111111110f8a6
.LCPI0_49:
	.quad	0x3de5d93a5acfd57c
.LCPI0_50:
	.quad	0xbe5ae5e68a2b9ceb
.LCPI0_51:
	.quad	0x3fc5555555555549
.LCPI0_52:
	.quad	0x8000000000000000
.LCPI0_53:
	.quad	1
.LCPI0_54:
	.quad	2
.LCPI0_56:
	.quad	0xbff921fb54400000
.LCPI0_57:
	.quad	0xbda8fae9be8838d4
.LCPI0_64:
	.quad	63
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
.LCPI0_4:
	.quad	8
	.quad	9
	.quad	10
	.quad	11
	.quad	12
	.quad	13
	.quad	14
	.quad	15
.LCPI0_5:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	4
	.quad	5
	.quad	6
	.quad	7
.LCPI0_55:
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
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
.LCPI0_58:
	.quad	0x3fc39a09d078c69f
	.zero	8
.LCPI0_59:
	.quad	0x3fcc71c51d8e78af
	.quad	0x3fd2492494229359
.LCPI0_60:
	.quad	0x3fd999999997fa04
	.quad	0x3fe5555555555593
	.text
	.globl	tessera_weighted_x86_64_v4
	.p2align	4
	.type	tessera_weighted_x86_64_v4,@function
tessera_weighted_x86_64_v4:
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
	subq	$424, %rsp
	movq	(%rdi), %rax
	movq	%rax, -112(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, -80(%rsp)
	movq	16(%rdi), %r9
	vmovss	24(%rdi), %xmm0
	movq	40(%rdi), %rbx
	movq	48(%rdi), %rdx
	movq	56(%rdi), %r13
	vmovd	72(%rdi), %xmm17
	vmovss	76(%rdi), %xmm1
	vmovss	%xmm1, -32(%rsp)
	movq	64(%rdi), %rax
	movq	%rax, -96(%rsp)
	movl	80(%rdi), %eax
	movl	%eax, (%rsp)
	vmovss	88(%rdi), %xmm1
	vmovss	%xmm1, -36(%rsp)
	vmovss	92(%rdi), %xmm1
	vmovss	%xmm1, -44(%rsp)
	movl	84(%rdi), %eax
	movl	%eax, -84(%rsp)
	vmovss	96(%rdi), %xmm1
	vmovss	%xmm1, -48(%rsp)
	movq	104(%rdi), %rax
	movq	%rax, -56(%rsp)
	movq	112(%rdi), %rax
	movq	%rax, 488(%rsp)
	cmpq	$32, %r13
	movq	%rdx, -24(%rsp)
	jae	.LBB0_3
	movq	%rdx, %rdi
	subq	%rbx, %rdi
	jbe	.LBB0_73
	movl	$3449720151, %r8d
	movq	-56(%rsp), %rsi
	movq	%rsi, %rax
	shrq	$32, %rax
	leaq	(%rsi,%r8), %rcx
	addq	$-795284382, %rcx
	leaq	-305585874(%rax,%r8), %r10
	vpbroadcastq	%rcx, %zmm1
	vmovdqu64	%zmm1, 3808(%rsp)
	leaq	1013904242(%rsi), %rcx
	vpbroadcastq	%rcx, %zmm1
	leaq	1993301258(%rax), %rcx
	vpbroadcastq	%rcx, %zmm2
	vmovdqu64	%zmm2, 3744(%rsp)
	leaq	218619860(%rsi,%r8), %rcx
	vpbroadcastq	%rcx, %zmm2
	leaq	842468239(%rax), %rcx
	vpbroadcastq	%rcx, %zmm3
	leaq	2027808484(%rsi), %rcx
	vpbroadcastq	%rcx, %zmm4
	leaq	536882365(%rax,%r8), %rcx
	vpbroadcastq	%rcx, %zmm5
	leaq	387276957(%rsi), %rcx
	vpbroadcastq	%rcx, %zmm6
	leaq	-613950654(%rax,%r8), %rcx
	vpbroadcastq	%rcx, %zmm7
	leaq	-408007425(%rsi,%r8), %rcx
	vpbroadcastq	%rcx, %zmm9
	leaq	1684936478(%rax), %rcx
	vpbroadcastq	%rcx, %zmm10
	leaq	1401181199(%rsi), %rcx
	vpbroadcastq	%rcx, %zmm11
	leaq	(%rax,%r8), %rcx
	addq	$228517585, %rcx
	addq	$534103459, %rax
	vpbroadcastq	%rax, %zmm12
	vpbroadcastq	%rcx, %zmm13
	leal	-1879881855(%rsi), %eax
	vpbroadcastd	%eax, %zmm14
	movq	%r13, %r11
	shlq	$6, %r11
	vmulss	.LCPI0_0(%rip), %xmm0, %xmm15
	vpbroadcastq	%r13, %zmm16
	vbroadcastss	%xmm17, %zmm17
	vbroadcastss	.LCPI0_61(%rip), %zmm18
	vpbroadcastd	.LCPI0_62(%rip), %zmm19
	vpbroadcastd	.LCPI0_63(%rip), %zmm20
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	vpbroadcastq	.LCPI0_6(%rip), %zmm24
	vpbroadcastq	.LCPI0_7(%rip), %zmm25
	vpbroadcastq	%rsi, %zmm29
	vmovdqu64	%zmm1, 2912(%rsp)
	vmovdqu64	%zmm2, 2848(%rsp)
	vmovdqu64	%zmm3, 2784(%rsp)
	vmovdqu64	%zmm4, 2720(%rsp)
	vmovdqu64	%zmm5, 2656(%rsp)
	vmovdqu64	%zmm6, 2592(%rsp)
	vmovdqu64	%zmm7, 2528(%rsp)
	vmovdqu64	%zmm9, 2464(%rsp)
	vmovdqu64	%zmm10, 3360(%rsp)
	vmovdqu64	%zmm11, 3296(%rsp)
	vmovdqu64	%zmm12, 3232(%rsp)
	vmovdqu64	%zmm13, 3168(%rsp)
	vmovdqu64	%zmm14, 3104(%rsp)
	vmovss	%xmm15, -104(%rsp)
	vmovdqu64	%zmm16, 3040(%rsp)
	vmovups	%zmm17, 3616(%rsp)
	vmovdqu64	%zmm29, 2976(%rsp)
	jmp	.LBB0_84
	.p2align	4
.LBB0_119:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r13
.LBB0_120:
	cmpq	%r15, %rax
	cmovbq	%rax, %r14
	addq	%rbx, %r14
	imulq	%r13, %r14
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$4520, %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	leaq	(,%r14,4), %rax
	addq	%rbp, %rax
	vmovss	%xmm0, (%rax,%rdx,4)
.LBB0_121:
	addq	$64, %rbx
	addq	$-64, %rdi
	movq	-24(%rsp), %rdx
	cmpq	%rdx, %rbx
	jae	.LBB0_73
.LBB0_84:
	cmpq	$64, %rdi
	movl	$64, %eax
	cmovbq	%rdi, %rax
	movq	%rax, 8(%rsp)
	movq	%rdx, %rax
	subq	%rbx, %rax
	cmpq	$64, %rax
	movl	$64, %r15d
	cmovbq	%rax, %r15
	leaq	-1(%r15), %r14
	testq	%r13, %r13
	movq	-112(%rsp), %rbp
	movq	-80(%rsp), %rsi
	movq	%rbx, %r12
	je	.LBB0_87
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_86:
	movl	%ecx, %edx
	andl	$62, %edx
	movq	%rcx, %rbx
	shrq	$6, %rbx
	cmpq	%rdx, %rax
	cmovbeq	%r14, %rdx
	addq	%r12, %rdx
	imulq	%r13, %rdx
	addq	%rbx, %rdx
	vmovss	(%rbp,%rdx,4), %xmm0
	vmovss	%xmm0, 4520(%rsp,%rcx,4)
	vmovss	(%rsi,%rdx,4), %xmm0
	vmovss	%xmm0, 102824(%rsp,%rcx,4)
	leal	1(%rcx), %edx
	andl	$63, %edx
	cmpq	%rdx, %rax
	cmovbeq	%r14, %rdx
	addq	%r12, %rdx
	imulq	%r13, %rdx
	addq	%rbx, %rdx
	vmovss	(%rbp,%rdx,4), %xmm0
	vmovss	%xmm0, 4524(%rsp,%rcx,4)
	vmovss	(%rsi,%rdx,4), %xmm0
	vmovss	%xmm0, 102828(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r11
	jne	.LBB0_86
.LBB0_87:
	cmpq	$0, -96(%rsp)
	movq	%r12, %rbx
	je	.LBB0_105
	cmpl	$0, (%rsp)
	je	.LBB0_100
	vpbroadcastq	%rbx, %zmm8
	xorl	%eax, %eax
	vmovss	-36(%rsp), %xmm0
	vmovss	%xmm0, -8(%rsp)
	vmovss	-32(%rsp), %xmm0
	vmovaps	%xmm0, 3680(%rsp)
	vmovdqu64	%zmm8, 3872(%rsp)
	jmp	.LBB0_90
	.p2align	4
.LBB0_99:
	incq	%rax
	cmpq	-96(%rsp), %rax
	je	.LBB0_105
.LBB0_90:
	cmpl	$0, -84(%rsp)
	jne	.LBB0_91
	testq	%r13, %r13
	je	.LBB0_99
.LBB0_93:
	movq	488(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	imulq	%r8, %rdx
	vpbroadcastq	%rdx, %zmm0
	shrq	$32, %rdx
	xorl	-56(%rsp), %ecx
	xorl	%edx, %ecx
	leaq	78811644(%r8), %rdx
	imulq	%rcx, %rdx
	vpbroadcastq	%rdx, %zmm1
	shrq	$32, %rdx
	xorq	%r10, %rdx
	vpbroadcastq	%rdx, %zmm2
	vmovdqu64	%zmm2, 1568(%rsp)
	vpxorq	3808(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2080(%rsp)
	vpxorq	3744(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 2016(%rsp)
	xorl	%ecx, %ecx
	vmovdqa64	.LCPI0_5(%rip), %zmm1
	vmovdqa64	.LCPI0_4(%rip), %zmm2
	.p2align	4
.LBB0_94:
	vmovdqu64	%zmm2, 128(%rsp)
	vmovdqu64	%zmm1, 16(%rsp)
	vpaddq	%zmm26, %zmm1, %zmm0
	vpaddq	%zmm26, %zmm2, %zmm1
	vpbroadcastq	.LCPI0_2(%rip), %zmm3
	vpaddq	16(%rsp), %zmm3, %zmm2
	vpaddq	128(%rsp), %zmm3, %zmm3
	vpbroadcastq	.LCPI0_3(%rip), %zmm5
	vpaddq	16(%rsp), %zmm5, %zmm4
	vpaddq	128(%rsp), %zmm5, %zmm5
	vpbroadcastq	.LCPI0_64(%rip), %zmm13
	vpandq	128(%rsp), %zmm13, %zmm6
	vpandq	16(%rsp), %zmm13, %zmm7
	vpandq	%zmm13, %zmm1, %zmm8
	vpandq	%zmm13, %zmm0, %zmm9
	vpandq	%zmm13, %zmm3, %zmm10
	vpandq	%zmm13, %zmm2, %zmm11
	vpandq	%zmm13, %zmm5, %zmm12
	vpandq	%zmm13, %zmm4, %zmm13
	vpsrlq	$6, 128(%rsp), %zmm14
	vpsrlq	$6, 16(%rsp), %zmm15
	vpsrlq	$6, %zmm1, %zmm1
	vpsrlq	$6, %zmm0, %zmm0
	vpsrlq	$6, %zmm3, %zmm3
	vpsrlq	$6, %zmm2, %zmm2
	vpsrlq	$6, %zmm5, %zmm5
	vpsrlq	$6, %zmm4, %zmm4
	vmovdqu64	3872(%rsp), %zmm17
	vpaddq	%zmm17, %zmm7, %zmm7
	vpaddq	%zmm17, %zmm6, %zmm6
	vpaddq	%zmm17, %zmm9, %zmm9
	vpaddq	%zmm17, %zmm8, %zmm8
	vpaddq	%zmm17, %zmm11, %zmm11
	vpaddq	%zmm17, %zmm10, %zmm10
	vmovdqu64	3040(%rsp), %zmm16
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
	vpmuludq	%zmm24, %zmm14, %zmm1
	vpmuludq	%zmm24, %zmm7, %zmm21
	vpmuludq	%zmm24, %zmm8, %zmm5
	vpmuludq	%zmm24, %zmm11, %zmm19
	vpmuludq	%zmm24, %zmm3, %zmm0
	vpmuludq	%zmm24, %zmm10, %zmm9
	vpmuludq	%zmm24, %zmm12, %zmm2
	vpmuludq	%zmm24, %zmm4, %zmm27
	vmovdqu64	2976(%rsp), %zmm13
	vpternlogq	$150, %zmm13, %zmm21, %zmm7
	vpternlogq	$150, %zmm13, %zmm1, %zmm14
	vpternlogq	$150, %zmm13, %zmm19, %zmm11
	vpternlogq	$150, %zmm13, %zmm5, %zmm8
	vpternlogq	$150, %zmm13, %zmm9, %zmm10
	vpternlogq	$150, %zmm13, %zmm0, %zmm3
	vpternlogq	$150, %zmm13, %zmm27, %zmm4
	vpternlogq	$150, %zmm13, %zmm2, %zmm12
	vpsrlq	$32, %zmm14, %zmm13
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm10, %zmm14
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm4, %zmm4
	vpmuludq	%zmm25, %zmm7, %zmm26
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm13, %zmm25
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm11, %zmm20
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm8, %zmm10
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm14, %zmm8
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm3, %zmm7
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm4, %zmm15
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm12, %zmm17
	vpsrlq	$32, %zmm25, %zmm11
	vpsrlq	$32, %zmm26, %zmm12
	vpsrlq	$32, %zmm10, %zmm13
	vpsrlq	$32, %zmm20, %zmm14
	vpsrlq	$32, %zmm7, %zmm16
	vpsrlq	$32, %zmm8, %zmm22
	vpsrlq	$32, %zmm17, %zmm23
	vpsrlq	$32, %zmm15, %zmm24
	vmovdqu64	2080(%rsp), %zmm28
	vpxorq	%zmm28, %zmm12, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm18
	vmovdqu64	%zmm18, 560(%rsp)
	vpxorq	%zmm28, %zmm11, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm30
	vmovdqu64	%zmm30, 624(%rsp)
	vpxorq	%zmm28, %zmm14, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm4
	vmovdqu64	%zmm4, 256(%rsp)
	vpxorq	%zmm28, %zmm13, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm29
	vmovdqu64	%zmm29, 320(%rsp)
	vpxorq	%zmm28, %zmm22, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm14
	vmovdqu64	%zmm14, 1200(%rsp)
	vpxorq	%zmm28, %zmm16, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm6
	vmovdqu64	%zmm6, 1072(%rsp)
	vpxorq	%zmm28, %zmm24, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm13
	vmovdqu64	%zmm13, 1632(%rsp)
	vpxorq	%zmm28, %zmm23, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm3
	vmovdqu64	%zmm3, 192(%rsp)
	vmovdqu64	1568(%rsp), %zmm28
	vpxorq	%zmm21, %zmm28, %zmm11
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm11, %zmm22
	vpxorq	%zmm1, %zmm28, %zmm1
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm1, %zmm12
	vpxorq	%zmm19, %zmm28, %zmm11
	vpsrlq	$32, %zmm30, %zmm21
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm11, %zmm31
	vpxorq	%zmm5, %zmm28, %zmm5
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm5, %zmm24
	vpxorq	%zmm9, %zmm28, %zmm5
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm5, %zmm16
	vpsrlq	$32, %zmm18, %zmm19
	vpxorq	%zmm0, %zmm28, %zmm0
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm0, %zmm23
	vpxorq	%zmm27, %zmm28, %zmm0
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm0, %zmm27
	vpxorq	%zmm2, %zmm28, %zmm2
	vpsrlq	$32, %zmm29, %zmm18
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 496(%rsp)
	vpsrlq	$32, %zmm12, %zmm2
	vpsrlq	$32, %zmm22, %zmm9
	vpsrlq	$32, %zmm24, %zmm28
	vpsrlq	$32, %zmm31, %zmm29
	vpsrlq	$32, %zmm4, %zmm30
	vmovdqu64	2912(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm26, %zmm9
	vpsrlq	$32, %zmm23, %zmm26
	vpternlogq	$150, %zmm0, %zmm25, %zmm2
	vpsrlq	$32, %zmm16, %zmm25
	vpternlogq	$150, %zmm0, %zmm20, %zmm29
	vpsrlq	$32, %zmm6, %zmm3
	vpternlogq	$150, %zmm0, %zmm10, %zmm28
	vpsrlq	$32, %zmm1, %zmm10
	vpternlogq	$150, %zmm0, %zmm8, %zmm25
	vpsrlq	$32, %zmm27, %zmm20
	vpternlogq	$150, %zmm0, %zmm7, %zmm26
	vpsrlq	$32, %zmm14, %zmm1
	vpternlogq	$150, %zmm0, %zmm15, %zmm20
	vpternlogq	$150, %zmm0, %zmm17, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm5
	vmovdqu64	%zmm5, 816(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm7
	vmovdqu64	%zmm7, 1136(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm8
	vpsrlq	$32, %zmm13, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm29, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm26, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm25, %zmm13
	vmovdqu64	%zmm13, 688(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm14
	vmovdqu64	%zmm14, 880(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm15
	vmovdqu64	%zmm15, 752(%rsp)
	vmovdqu64	2016(%rsp), %zmm10
	vpxorq	%zmm10, %zmm19, %zmm2
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm2, %zmm20
	vpxorq	%zmm10, %zmm21, %zmm2
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm2, %zmm19
	vpxorq	%zmm10, %zmm30, %zmm2
	vpxorq	%zmm10, %zmm18, %zmm6
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm2, %zmm29
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm6, %zmm30
	vpxorq	%zmm10, %zmm1, %zmm0
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm0, %zmm25
	vpxorq	%zmm10, %zmm3, %zmm0
	vpxorq	%zmm10, %zmm4, %zmm1
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm0, %zmm28
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 1696(%rsp)
	vpsrlq	$32, %zmm20, %zmm21
	vmovdqu64	2848(%rsp), %zmm3
	vpternlogq	$150, %zmm22, %zmm3, %zmm21
	vpsrlq	$32, %zmm19, %zmm22
	vpternlogq	$150, %zmm12, %zmm3, %zmm22
	vpsrlq	$32, %zmm29, %zmm26
	vpternlogq	$150, %zmm31, %zmm3, %zmm26
	vpsrlq	$32, %zmm30, %zmm2
	vpternlogq	$150, %zmm24, %zmm3, %zmm2
	vpsrlq	$32, %zmm25, %zmm24
	vpternlogq	$150, %zmm16, %zmm3, %zmm24
	vpsrlq	$32, %zmm28, %zmm31
	vpternlogq	$150, %zmm23, %zmm3, %zmm31
	vpsrlq	$32, %zmm0, %zmm23
	vpternlogq	$150, %zmm27, %zmm3, %zmm23
	vpsrlq	$32, %zmm5, %zmm4
	vmovdqu64	2784(%rsp), %zmm5
	vpternlogq	$150, 624(%rsp), %zmm5, %zmm4
	vpsrlq	$32, %zmm7, %zmm6
	vpternlogq	$150, 560(%rsp), %zmm5, %zmm6
	vpsrlq	$32, %zmm8, %zmm18
	vpternlogq	$150, 320(%rsp), %zmm5, %zmm18
	vpsrlq	$32, %zmm9, %zmm12
	vpternlogq	$150, 256(%rsp), %zmm5, %zmm12
	vpsrlq	$32, %zmm11, %zmm1
	vmovdqa64	%zmm11, %zmm7
	vpternlogq	$150, 1072(%rsp), %zmm5, %zmm1
	vpsrlq	$32, %zmm13, %zmm17
	vpternlogq	$150, 1200(%rsp), %zmm5, %zmm17
	vpsrlq	$32, %zmm15, %zmm11
	vpternlogq	$150, 1632(%rsp), %zmm5, %zmm11
	vpsrlq	$32, %zmm14, %zmm15
	vmovdqu64	192(%rsp), %zmm0
	vpternlogq	$150, %zmm5, %zmm0, %zmm15
	vpsrlq	$32, %zmm0, %zmm5
	vpxorq	%zmm10, %zmm5, %zmm5
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm5, %zmm14
	vpsrlq	$32, %zmm14, %zmm10
	vpternlogq	$150, 496(%rsp), %zmm3, %zmm10
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm6, %zmm5
	vpsrlq	$32, %zmm5, %zmm13
	vmovdqu64	2720(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm20, %zmm13
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm4, %zmm20
	vpsrlq	$32, %zmm20, %zmm16
	vpternlogq	$150, %zmm0, %zmm19, %zmm16
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm12, %zmm27
	vpsrlq	$32, %zmm27, %zmm6
	vpternlogq	$150, %zmm0, %zmm29, %zmm6
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm18, %zmm3
	vmovdqu64	%zmm3, 320(%rsp)
	vpsrlq	$32, %zmm3, %zmm29
	vpternlogq	$150, %zmm0, %zmm30, %zmm29
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm17, %zmm30
	vpsrlq	$32, %zmm30, %zmm12
	vpternlogq	$150, %zmm0, %zmm25, %zmm12
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 560(%rsp)
	vpsrlq	$32, %zmm1, %zmm17
	vpternlogq	$150, %zmm0, %zmm28, %zmm17
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm11, %zmm1
	vmovdqu64	%zmm1, 192(%rsp)
	vpsrlq	$32, %zmm1, %zmm11
	vpternlogq	$150, 1696(%rsp), %zmm0, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm3
	vpsrlq	$32, %zmm3, %zmm19
	vmovdqu64	2656(%rsp), %zmm28
	vpternlogq	$150, 816(%rsp), %zmm28, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm4
	vpsrlq	$32, %zmm4, %zmm18
	vpternlogq	$150, 1136(%rsp), %zmm28, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm25
	vpsrlq	$32, %zmm25, %zmm2
	vpternlogq	$150, %zmm8, %zmm28, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm26, %zmm22
	vpsrlq	$32, %zmm22, %zmm8
	vpternlogq	$150, %zmm9, %zmm28, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm31, %zmm21
	vpsrlq	$32, %zmm21, %zmm31
	vpternlogq	$150, %zmm7, %zmm28, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm24, %zmm9
	vpsrlq	$32, %zmm9, %zmm7
	vpternlogq	$150, 688(%rsp), %zmm28, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm1
	vmovdqu64	%zmm1, 688(%rsp)
	vpsrlq	$32, %zmm1, %zmm24
	vpternlogq	$150, 880(%rsp), %zmm28, %zmm24
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm1
	vmovdqu64	%zmm1, 256(%rsp)
	vpsrlq	$32, %zmm1, %zmm23
	vpternlogq	$150, 752(%rsp), %zmm28, %zmm23
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm15, %zmm26
	vpsrlq	$32, %zmm26, %zmm28
	vpternlogq	$150, %zmm0, %zmm14, %zmm28
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 752(%rsp)
	vpsrlq	$32, %zmm0, %zmm18
	vmovdqu64	2592(%rsp), %zmm1
	vpternlogq	$150, %zmm5, %zmm1, %zmm18
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm19, %zmm19
	vpsrlq	$32, %zmm19, %zmm14
	vpternlogq	$150, %zmm20, %zmm1, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm0
	vmovdqu64	%zmm0, 624(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vmovdqu64	2528(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm3, %zmm15
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm8, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm27, %zmm1, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm3
	vmovdqu64	%zmm3, 496(%rsp)
	vpsrlq	$32, %zmm3, %zmm13
	vpternlogq	$150, %zmm0, %zmm4, %zmm13
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm2, %zmm10
	vpsrlq	$32, %zmm10, %zmm20
	vpternlogq	$150, 320(%rsp), %zmm1, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm29, %zmm2
	vmovdqu64	%zmm2, 320(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm0, %zmm25, %zmm2
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm7, %zmm29
	vpsrlq	$32, %zmm29, %zmm7
	vpternlogq	$150, %zmm30, %zmm1, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm3
	vmovdqu64	%zmm3, 816(%rsp)
	vpsrlq	$32, %zmm3, %zmm27
	vpternlogq	$150, %zmm0, %zmm22, %zmm27
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm31, %zmm6
	vpsrlq	$32, %zmm6, %zmm22
	vpternlogq	$150, 560(%rsp), %zmm1, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm3
	vmovdqu64	%zmm3, 880(%rsp)
	vpsrlq	$32, %zmm3, %zmm25
	vpternlogq	$150, %zmm0, %zmm21, %zmm25
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm23, %zmm4
	vpsrlq	$32, %zmm4, %zmm16
	vpternlogq	$150, 192(%rsp), %zmm1, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm23
	vpsrlq	$32, %zmm23, %zmm12
	vpternlogq	$150, %zmm0, %zmm9, %zmm12
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm24, %zmm3
	vmovdqu64	%zmm3, 560(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm26, %zmm1, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm30
	vpsrlq	$32, %zmm30, %zmm21
	vpternlogq	$150, 688(%rsp), %zmm0, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm31
	vpsrlq	$32, %zmm31, %zmm1
	vpternlogq	$150, 256(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm13, %zmm0
	vmovdqu64	%zmm0, 256(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vmovdqu64	2464(%rsp), %zmm0
	vpternlogq	$150, 752(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm15, %zmm24
	vpsrlq	$32, %zmm24, %zmm13
	vpternlogq	$150, %zmm0, %zmm19, %zmm13
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm27, %zmm19
	vpsrlq	$32, %zmm19, %zmm9
	vpternlogq	$150, %zmm0, %zmm5, %zmm9
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm2, %zmm26
	vpsrlq	$32, %zmm26, %zmm5
	vpternlogq	$150, %zmm0, %zmm10, %zmm5
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm12, %zmm27
	vpsrlq	$32, %zmm27, %zmm10
	vpternlogq	$150, %zmm0, %zmm29, %zmm10
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm25, %zmm28
	vpsrlq	$32, %zmm28, %zmm11
	vpternlogq	$150, %zmm0, %zmm6, %zmm11
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm1, %zmm29
	vpsrlq	$32, %zmm29, %zmm12
	vpternlogq	$150, %zmm0, %zmm4, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm1
	vmovdqu64	%zmm1, 192(%rsp)
	vpsrlq	$32, %zmm1, %zmm25
	vmovdqu64	3360(%rsp), %zmm2
	vpternlogq	$150, 624(%rsp), %zmm2, %zmm25
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm1
	vmovdqu64	%zmm1, 624(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 496(%rsp), %zmm2, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm6
	vpsrlq	$32, %zmm6, %zmm18
	vpternlogq	$150, 320(%rsp), %zmm2, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm14
	vpternlogq	$150, 816(%rsp), %zmm2, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm4
	vmovdqu64	%zmm4, 320(%rsp)
	vpsrlq	$32, %zmm4, %zmm20
	vpternlogq	$150, 880(%rsp), %zmm2, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm15
	vpsrlq	$32, %zmm15, %zmm4
	vpternlogq	$150, %zmm23, %zmm2, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm3
	vmovdqu64	%zmm3, 496(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm30, %zmm2, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm22
	vpternlogq	$150, %zmm31, %zmm2, %zmm22
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm21, %zmm30
	vpsrlq	$32, %zmm30, %zmm31
	vpternlogq	$150, 560(%rsp), %zmm0, %zmm31
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqu64	3296(%rsp), %zmm7
	vpternlogq	$150, 256(%rsp), %zmm7, %zmm2
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm25, %zmm0
	vpbroadcastq	.LCPI0_7(%rip), %zmm25
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm24, %zmm7, %zmm21
	vpmuludq	%zmm25, %zmm14, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm19, %zmm7, %zmm0
	vpmuludq	%zmm25, %zmm18, %zmm14
	vpsrlq	$32, %zmm14, %zmm18
	vpternlogq	$150, %zmm26, %zmm7, %zmm18
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	vpmuludq	%zmm25, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm14
	vpternlogq	$150, %zmm27, %zmm7, %zmm14
	vpmuludq	%zmm25, %zmm20, %zmm4
	vpsrlq	$32, %zmm4, %zmm20
	vpternlogq	$150, %zmm28, %zmm7, %zmm20
	vpmuludq	%zmm25, %zmm22, %zmm4
	vpsrlq	$32, %zmm4, %zmm22
	vpternlogq	$150, %zmm29, %zmm7, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm24
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm31, %zmm27
	vpmuludq	%zmm25, %zmm3, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm9
	vpsrlq	$32, %zmm1, %zmm12
	vpternlogq	$150, %zmm30, %zmm7, %zmm12
	vpsrlq	$32, %zmm24, %zmm1
	vmovdqu64	3232(%rsp), %zmm7
	vpternlogq	$150, 192(%rsp), %zmm7, %zmm1
	vpsrlq	$32, %zmm13, %zmm3
	vpternlogq	$150, 624(%rsp), %zmm7, %zmm3
	vpsrlq	$32, %zmm23, %zmm4
	vpternlogq	$150, %zmm7, %zmm6, %zmm4
	vpsrlq	$32, %zmm19, %zmm6
	vpternlogq	$150, %zmm7, %zmm8, %zmm6
	vpsrlq	$32, %zmm11, %zmm8
	vpternlogq	$150, 320(%rsp), %zmm7, %zmm8
	vpsrlq	$32, %zmm10, %zmm5
	vpternlogq	$150, %zmm7, %zmm15, %zmm5
	vpsrlq	$32, %zmm27, %zmm15
	vpternlogq	$150, 496(%rsp), %zmm7, %zmm15
	vpsrlq	$32, %zmm9, %zmm17
	vpternlogq	$150, %zmm7, %zmm16, %zmm17
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm3, %zmm1
	vpmovqd	%zmm6, %ymm3
	vpmovqd	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm5, %ymm4
	vpmovqd	%zmm8, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpmovqd	%zmm17, %ymm5
	vpmovqd	%zmm15, %ymm6
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vmovdqu64	3168(%rsp), %zmm7
	vpternlogq	$150, %zmm24, %zmm7, %zmm6
	vpbroadcastq	.LCPI0_6(%rip), %zmm24
	vpmuludq	%zmm24, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm13, %zmm7, %zmm2
	vpmuludq	%zmm24, %zmm18, %zmm8
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, %zmm23, %zmm7, %zmm8
	vpmuludq	%zmm24, %zmm0, %zmm0
	vpmuludq	%zmm24, %zmm20, %zmm13
	vpmuludq	%zmm24, %zmm14, %zmm14
	vpmuludq	%zmm24, %zmm12, %zmm12
	vpmuludq	%zmm24, %zmm22, %zmm15
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm19, %zmm7, %zmm0
	vpternlogq	$150, %zmm11, %zmm7, %zmm13
	vpternlogq	$150, %zmm10, %zmm7, %zmm14
	vpternlogq	$150, %zmm27, %zmm7, %zmm12
	vpternlogq	$150, %zmm9, %zmm7, %zmm15
	vpmuludq	%zmm25, %zmm2, %zmm2
	vpmuludq	%zmm25, %zmm6, %zmm6
	vpmuludq	%zmm25, %zmm0, %zmm0
	vpmuludq	%zmm25, %zmm8, %zmm7
	vpmuludq	%zmm25, %zmm14, %zmm8
	vpmuludq	%zmm25, %zmm13, %zmm9
	vpmuludq	%zmm25, %zmm15, %zmm10
	vpmuludq	%zmm25, %zmm12, %zmm11
	vpsrlq	$32, %zmm6, %zmm12
	vpsrlq	$32, %zmm2, %zmm13
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
	vpsrlq	$32, %zmm10, %zmm16
	vpmovqd	%zmm16, %ymm16
	vpmovqd	%zmm15, %ymm15
	vinserti64x4	$1, %ymm15, %zmm16, %zmm15
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm2, %zmm2
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm7, %ymm6
	vinserti64x4	$1, %ymm6, %zmm0, %zmm0
	vpmovqd	%zmm8, %ymm6
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_8(%rip), %zmm9
	vpmulld	%zmm9, %zmm1, %zmm1
	vmovdqu64	3104(%rsp), %zmm8
	vpternlogd	$150, %zmm1, %zmm8, %zmm12
	vpmulld	%zmm9, %zmm3, %zmm1
	vpternlogd	$150, %zmm1, %zmm8, %zmm14
	vpmulld	%zmm9, %zmm4, %zmm1
	vpternlogd	$150, %zmm1, %zmm8, %zmm13
	vpmulld	%zmm9, %zmm5, %zmm1
	vpternlogd	$150, %zmm1, %zmm8, %zmm15
	vmovdqu64	16(%rsp), %zmm1
	vmovdqu64	%zmm12, 37288(%rsp,%rcx,4)
	vmovdqu64	%zmm14, 37352(%rsp,%rcx,4)
	vmovdqu64	%zmm2, 70056(%rsp,%rcx,4)
	vmovdqu64	128(%rsp), %zmm2
	vmovdqu64	%zmm13, 37416(%rsp,%rcx,4)
	vmovdqu64	%zmm0, 70120(%rsp,%rcx,4)
	vmovdqu64	%zmm6, 70184(%rsp,%rcx,4)
	vmovdqu64	%zmm15, 37480(%rsp,%rcx,4)
	vmovdqu64	%zmm7, 70248(%rsp,%rcx,4)
	addq	$64, %rcx
	vpbroadcastq	.LCPI0_9(%rip), %zmm0
	vpaddq	%zmm0, %zmm1, %zmm1
	vpaddq	%zmm0, %zmm2, %zmm2
	cmpq	%rcx, %r11
	jne	.LBB0_94
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_96:
	vcvtudq2pd	70056(%rsp,%rcx,4), %zmm0
	vcvtudq2pd	70088(%rsp,%rcx,4), %zmm1
	vcvtudq2pd	70120(%rsp,%rcx,4), %zmm2
	vcvtudq2pd	70152(%rsp,%rcx,4), %zmm3
	vcvtudq2pd	70184(%rsp,%rcx,4), %zmm4
	vcvtudq2pd	70216(%rsp,%rcx,4), %zmm5
	vcvtudq2pd	70248(%rsp,%rcx,4), %zmm6
	vcvtudq2pd	70280(%rsp,%rcx,4), %zmm7
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	vaddpd	%zmm31, %zmm1, %zmm1
	vaddpd	%zmm31, %zmm0, %zmm0
	vaddpd	%zmm31, %zmm3, %zmm3
	vaddpd	%zmm31, %zmm2, %zmm2
	vaddpd	%zmm31, %zmm5, %zmm8
	vaddpd	%zmm31, %zmm4, %zmm9
	vaddpd	%zmm31, %zmm7, %zmm7
	vaddpd	%zmm31, %zmm6, %zmm10
	vbroadcastsd	.LCPI0_12(%rip), %zmm11
	vmulpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm1, %zmm4
	vmulpd	%zmm11, %zmm2, %zmm1
	vmulpd	%zmm11, %zmm3, %zmm5
	vmulpd	%zmm11, %zmm9, %zmm2
	vmulpd	%zmm11, %zmm8, %zmm6
	vmulpd	%zmm11, %zmm10, %zmm3
	vmulpd	%zmm11, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_30(%rip), %zmm8
	vmulpd	%zmm8, %zmm4, %zmm14
	vmulpd	%zmm8, %zmm0, %zmm21
	vmulpd	%zmm8, %zmm5, %zmm10
	vmulpd	%zmm8, %zmm1, %zmm12
	vmulpd	%zmm8, %zmm6, %zmm4
	vmulpd	%zmm8, %zmm2, %zmm9
	vmulpd	%zmm8, %zmm7, %zmm0
	vmulpd	%zmm8, %zmm3, %zmm1
	vbroadcastsd	.LCPI0_31(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm2
	vmulpd	%zmm13, %zmm14, %zmm3
	vmulpd	%zmm13, %zmm12, %zmm5
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm9, %zmm7
	vmulpd	%zmm13, %zmm4, %zmm8
	vmulpd	%zmm13, %zmm1, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_32(%rip), %zmm15
	vaddpd	%zmm15, %zmm3, %zmm19
	vmovupd	%zmm19, 2400(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm17
	vmovupd	%zmm17, 1952(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 2016(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 2080(%rsp)
	vaddpd	%zmm15, %zmm8, %zmm3
	vmovupd	%zmm3, 1568(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm6
	vmovupd	%zmm6, 1632(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm8
	vmovupd	%zmm8, 1200(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm5
	vmovupd	%zmm5, 1696(%rsp)
	vbroadcastsd	.LCPI0_33(%rip), %zmm2
	vaddpd	%zmm2, %zmm17, %zmm20
	vaddpd	%zmm2, %zmm19, %zmm17
	vaddpd	%zmm2, %zmm18, %zmm13
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm2, %zmm6, %zmm7
	vaddpd	%zmm2, %zmm3, %zmm6
	vaddpd	%zmm2, %zmm5, %zmm3
	vaddpd	%zmm2, %zmm8, %zmm5
	vbroadcastsd	.LCPI0_34(%rip), %zmm25
	vmulpd	%zmm25, %zmm17, %zmm18
	vmulpd	%zmm25, %zmm20, %zmm2
	vmulpd	%zmm25, %zmm11, %zmm15
	vmulpd	%zmm25, %zmm13, %zmm19
	vmulpd	%zmm25, %zmm6, %zmm16
	vsubpd	%zmm2, %zmm21, %zmm8
	vbroadcastsd	.LCPI0_35(%rip), %zmm27
	vmulpd	%zmm27, %zmm20, %zmm2
	vbroadcastsd	.LCPI0_36(%rip), %zmm28
	vmulpd	%zmm28, %zmm20, %zmm22
	vsubpd	%zmm2, %zmm8, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_38(%rip), %zmm30
	vpandq	%zmm30, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm30, %zmm23, %zmm23
	vpaddq	%zmm26, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm8, %zmm21
	vsubpd	%zmm21, %zmm8, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm25, %zmm7, %zmm23
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_37(%rip), %zmm29
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
	vpaddq	%zmm26, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm14, %k1
	vsubpd	%zmm22, %zmm18, %zmm21
	vsubpd	%zmm21, %zmm18, %zmm14
	vsubpd	%zmm22, %zmm14, %zmm14
	vmulpd	%zmm25, %zmm5, %zmm24
	vsubpd	%zmm19, %zmm12, %zmm19
	vmulpd	%zmm29, %zmm17, %zmm17
	vsubpd	%zmm14, %zmm17, %zmm20 {%k1}
	vmulpd	%zmm27, %zmm13, %zmm14
	vmulpd	%zmm28, %zmm13, %zmm17
	vmovapd	%zmm21, %zmm18 {%k1}
	vsubpd	%zmm14, %zmm19, %zmm21
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm30, %zmm12, %zmm12
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm30, %zmm21, %zmm21
	vpaddq	%zmm26, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm12, %k1
	vsubpd	%zmm17, %zmm19, %zmm12
	vsubpd	%zmm12, %zmm19, %zmm21
	vsubpd	%zmm17, %zmm21, %zmm17
	vmulpd	%zmm25, %zmm3, %zmm22
	vsubpd	%zmm15, %zmm10, %zmm15
	vsubpd	%zmm23, %zmm9, %zmm21
	vsubpd	%zmm16, %zmm4, %zmm16
	vsubpd	%zmm22, %zmm1, %zmm22
	vsubpd	%zmm24, %zmm0, %zmm24
	vmulpd	%zmm29, %zmm13, %zmm13
	vsubpd	%zmm17, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm27, %zmm11, %zmm13
	vmulpd	%zmm28, %zmm11, %zmm17
	vmovapd	%zmm12, %zmm19 {%k1}
	vsubpd	%zmm13, %zmm15, %zmm12
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm30, %zmm12, %zmm12
	vpaddq	%zmm26, %zmm12, %zmm12
	vpcmpgtq	%zmm12, %zmm10, %k1
	vsubpd	%zmm17, %zmm15, %zmm12
	vsubpd	%zmm12, %zmm15, %zmm10
	vsubpd	%zmm17, %zmm10, %zmm17
	vmulpd	%zmm27, %zmm7, %zmm10
	vmulpd	%zmm29, %zmm11, %zmm11
	vsubpd	%zmm17, %zmm11, %zmm13 {%k1}
	vmulpd	%zmm27, %zmm6, %zmm11
	vmulpd	%zmm28, %zmm7, %zmm17
	vmovapd	%zmm12, %zmm15 {%k1}
	vsubpd	%zmm10, %zmm21, %zmm12
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm30, %zmm9, %zmm9
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm30, %zmm12, %zmm12
	vpaddq	%zmm26, %zmm12, %zmm12
	vpcmpgtq	%zmm12, %zmm9, %k1
	vsubpd	%zmm17, %zmm21, %zmm12
	vsubpd	%zmm12, %zmm21, %zmm9
	vsubpd	%zmm17, %zmm9, %zmm17
	vmulpd	%zmm27, %zmm3, %zmm9
	vmulpd	%zmm29, %zmm7, %zmm7
	vsubpd	%zmm17, %zmm7, %zmm10 {%k1}
	vmulpd	%zmm27, %zmm5, %zmm25
	vmulpd	%zmm28, %zmm6, %zmm7
	vmovapd	%zmm12, %zmm21 {%k1}
	vsubpd	%zmm11, %zmm16, %zmm12
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm30, %zmm4, %zmm4
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm30, %zmm12, %zmm12
	vpaddq	%zmm26, %zmm12, %zmm12
	vpcmpgtq	%zmm12, %zmm4, %k1
	vsubpd	%zmm7, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm12
	vsubpd	%zmm7, %zmm12, %zmm7
	vmulpd	%zmm28, %zmm3, %zmm12
	vmulpd	%zmm29, %zmm6, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm11 {%k1}
	vmulpd	%zmm28, %zmm5, %zmm6
	vsubpd	%zmm6, %zmm24, %zmm7
	vmovapd	%zmm4, %zmm16 {%k1}
	vsubpd	%zmm9, %zmm22, %zmm4
	vpsrlq	$52, %zmm1, %zmm1
	vpandq	%zmm30, %zmm1, %zmm1
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm30, %zmm4, %zmm4
	vpaddq	%zmm26, %zmm4, %zmm4
	vpcmpgtq	%zmm4, %zmm1, %k1
	vsubpd	%zmm12, %zmm22, %zmm1
	vmulpd	%zmm29, %zmm5, %zmm4
	vmulpd	%zmm29, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm24, %zmm5
	vsubpd	%zmm6, %zmm5, %zmm5
	vsubpd	%zmm1, %zmm22, %zmm6
	vsubpd	%zmm12, %zmm6, %zmm6
	vsubpd	%zmm25, %zmm24, %zmm12
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm30, %zmm0, %zmm0
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm30, %zmm12, %zmm12
	vpaddq	%zmm26, %zmm12, %zmm12
	vmovapd	%zmm1, %zmm22 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm9 {%k1}
	vpcmpgtq	%zmm12, %zmm0, %k1
	vmovapd	%zmm7, %zmm24 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm25 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm26
	vsubpd	%zmm2, %zmm8, %zmm27
	vsubpd	%zmm13, %zmm15, %zmm4
	vsubpd	%zmm14, %zmm19, %zmm29
	vsubpd	%zmm11, %zmm16, %zmm5
	vsubpd	%zmm10, %zmm21, %zmm30
	vsubpd	%zmm25, %zmm24, %zmm28
	vsubpd	%zmm9, %zmm22, %zmm23
	vsubpd	%zmm27, %zmm8, %zmm0
	vmovupd	%zmm27, 192(%rsp)
	vsubpd	%zmm26, %zmm18, %zmm1
	vmovupd	%zmm26, 128(%rsp)
	vsubpd	%zmm29, %zmm19, %zmm3
	vsubpd	%zmm4, %zmm15, %zmm8
	vmovupd	%zmm4, 16(%rsp)
	vsubpd	%zmm30, %zmm21, %zmm15
	vsubpd	%zmm5, %zmm16, %zmm16
	vmovapd	%zmm5, %zmm19
	vmovupd	%zmm5, 1072(%rsp)
	vsubpd	%zmm23, %zmm22, %zmm17
	vsubpd	%zmm28, %zmm24, %zmm18
	vsubpd	%zmm20, %zmm1, %zmm1
	vmovupd	%zmm1, 688(%rsp)
	vsubpd	%zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 256(%rsp)
	vsubpd	%zmm13, %zmm8, %zmm0
	vmovupd	%zmm0, 496(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 752(%rsp)
	vsubpd	%zmm11, %zmm16, %zmm0
	vmovupd	%zmm0, 816(%rsp)
	vsubpd	%zmm10, %zmm15, %zmm0
	vmovupd	%zmm0, 560(%rsp)
	vsubpd	%zmm25, %zmm18, %zmm0
	vmovupd	%zmm0, 624(%rsp)
	vsubpd	%zmm9, %zmm17, %zmm0
	vmovupd	%zmm0, 320(%rsp)
	vmulpd	%zmm26, %zmm26, %zmm26
	vmulpd	%zmm27, %zmm27, %zmm13
	vmulpd	%zmm4, %zmm4, %zmm9
	vmulpd	%zmm13, %zmm13, %zmm11
	vmovupd	%zmm11, 2208(%rsp)
	vmulpd	%zmm26, %zmm26, %zmm3
	vmovupd	%zmm3, 1888(%rsp)
	vbroadcastsd	.LCPI0_39(%rip), %zmm0
	vmulpd	%zmm0, %zmm26, %zmm1
	vbroadcastsd	.LCPI0_40(%rip), %zmm4
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vbroadcastsd	.LCPI0_41(%rip), %zmm5
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm6
	vmulpd	%zmm6, %zmm26, %zmm2
	vbroadcastsd	.LCPI0_43(%rip), %zmm7
	vsubpd	%zmm2, %zmm7, %zmm2
	vmulpd	%zmm2, %zmm26, %zmm2
	vbroadcastsd	.LCPI0_44(%rip), %zmm8
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm3, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm6, %zmm13, %zmm3
	vsubpd	%zmm3, %zmm7, %zmm3
	vmulpd	%zmm3, %zmm13, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vaddpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 1504(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm13, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm13, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm13, %zmm2
	vaddpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 1376(%rsp)
	vmulpd	%zmm6, %zmm9, %zmm1
	vsubpd	%zmm1, %zmm7, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm9, %zmm9, %zmm2
	vmovupd	%zmm2, 2336(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm0, %zmm9, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm9, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm9, %zmm2
	vaddpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 1440(%rsp)
	vmulpd	%zmm29, %zmm29, %zmm21
	vmovapd	%zmm29, %zmm16
	vmovupd	%zmm29, 880(%rsp)
	vmulpd	%zmm6, %zmm21, %zmm1
	vsubpd	%zmm1, %zmm7, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm21, %zmm21, %zmm2
	vmovupd	%zmm2, 1824(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm0, %zmm21, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm1, %zmm3, %zmm20
	vmulpd	%zmm19, %zmm19, %zmm29
	vmulpd	%zmm6, %zmm29, %zmm1
	vsubpd	%zmm1, %zmm7, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm29, %zmm29, %zmm2
	vmovupd	%zmm2, 2272(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm0, %zmm29, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm29, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm29, %zmm3
	vaddpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1312(%rsp)
	vmovupd	%zmm30, 1136(%rsp)
	vmulpd	%zmm30, %zmm30, %zmm24
	vmulpd	%zmm6, %zmm24, %zmm1
	vsubpd	%zmm1, %zmm7, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm24, %zmm24, %zmm2
	vmovupd	%zmm2, 1760(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm0, %zmm24, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm24, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm24, %zmm3
	vaddpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 3552(%rsp)
	vmulpd	%zmm28, %zmm28, %zmm25
	vmulpd	%zmm6, %zmm25, %zmm1
	vsubpd	%zmm1, %zmm7, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm25, %zmm25, %zmm2
	vmovupd	%zmm2, 2144(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm0, %zmm25, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vaddpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 3488(%rsp)
	vmovapd	%zmm23, %zmm15
	vmulpd	%zmm23, %zmm23, %zmm27
	vmulpd	%zmm6, %zmm27, %zmm1
	vsubpd	%zmm1, %zmm7, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm27, %zmm27, %zmm2
	vmovupd	%zmm2, 4128(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm0, %zmm27, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm27, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm27, %zmm3
	vaddpd	%zmm1, %zmm3, %zmm0
	vmovupd	%zmm0, 3424(%rsp)
	vmulpd	%zmm31, %zmm26, %zmm17
	vbroadcastsd	.LCPI0_45(%rip), %zmm18
	vsubpd	%zmm17, %zmm18, %zmm22
	vsubpd	%zmm22, %zmm18, %zmm11
	vsubpd	%zmm17, %zmm11, %zmm11
	vmovapd	%zmm31, %zmm1
	vmulpd	%zmm31, %zmm13, %zmm0
	vsubpd	%zmm0, %zmm18, %zmm17
	vsubpd	%zmm17, %zmm18, %zmm10
	vsubpd	%zmm0, %zmm10, %zmm7
	vmovapd	%zmm9, %zmm0
	vmulpd	%zmm31, %zmm9, %zmm10
	vsubpd	%zmm10, %zmm18, %zmm14
	vsubpd	%zmm14, %zmm18, %zmm9
	vsubpd	%zmm10, %zmm9, %zmm9
	vmulpd	%zmm31, %zmm21, %zmm10
	vsubpd	%zmm10, %zmm18, %zmm6
	vsubpd	%zmm6, %zmm18, %zmm8
	vsubpd	%zmm10, %zmm8, %zmm8
	vmulpd	%zmm31, %zmm29, %zmm10
	vsubpd	%zmm10, %zmm18, %zmm5
	vsubpd	%zmm5, %zmm18, %zmm12
	vsubpd	%zmm10, %zmm12, %zmm10
	vmulpd	%zmm31, %zmm24, %zmm12
	vsubpd	%zmm12, %zmm18, %zmm4
	vsubpd	%zmm4, %zmm18, %zmm31
	vsubpd	%zmm12, %zmm31, %zmm12
	vmulpd	%zmm1, %zmm25, %zmm31
	vsubpd	%zmm31, %zmm18, %zmm3
	vsubpd	%zmm3, %zmm18, %zmm23
	vsubpd	%zmm31, %zmm23, %zmm23
	vmulpd	%zmm1, %zmm27, %zmm31
	vsubpd	%zmm31, %zmm18, %zmm2
	vsubpd	%zmm2, %zmm18, %zmm18
	vsubpd	%zmm31, %zmm18, %zmm18
	vmulpd	1376(%rsp), %zmm13, %zmm19
	vmovupd	192(%rsp), %zmm1
	vmulpd	256(%rsp), %zmm1, %zmm31
	vsubpd	%zmm31, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm7, %zmm7
	vmulpd	1504(%rsp), %zmm26, %zmm19
	vmovupd	128(%rsp), %zmm1
	vmulpd	688(%rsp), %zmm1, %zmm31
	vsubpd	%zmm31, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm11, %zmm11
	vmulpd	%zmm20, %zmm21, %zmm19
	vmulpd	752(%rsp), %zmm16, %zmm20
	vsubpd	%zmm20, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm8, %zmm8
	vmulpd	1440(%rsp), %zmm0, %zmm19
	vmovapd	%zmm0, %zmm31
	vmovupd	16(%rsp), %zmm1
	vmulpd	496(%rsp), %zmm1, %zmm20
	vsubpd	%zmm20, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm9, %zmm9
	vmulpd	3552(%rsp), %zmm24, %zmm19
	vmulpd	560(%rsp), %zmm30, %zmm20
	vsubpd	%zmm20, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm12, %zmm12
	vmulpd	1312(%rsp), %zmm29, %zmm19
	vmovupd	1072(%rsp), %zmm30
	vmulpd	816(%rsp), %zmm30, %zmm20
	vsubpd	%zmm20, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm10, %zmm10
	vmulpd	3424(%rsp), %zmm27, %zmm16
	vmulpd	320(%rsp), %zmm15, %zmm19
	vsubpd	%zmm19, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm18, %zmm16
	vmulpd	3488(%rsp), %zmm25, %zmm18
	vmulpd	624(%rsp), %zmm28, %zmm19
	vsubpd	%zmm19, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm23, %zmm18
	vaddpd	%zmm11, %zmm22, %zmm0
	vmovupd	%zmm0, 1312(%rsp)
	vaddpd	%zmm7, %zmm17, %zmm0
	vmovupd	%zmm0, 3552(%rsp)
	vaddpd	%zmm9, %zmm14, %zmm0
	vmovupd	%zmm0, 1376(%rsp)
	vaddpd	%zmm8, %zmm6, %zmm0
	vmovupd	%zmm0, 4192(%rsp)
	vaddpd	%zmm10, %zmm5, %zmm0
	vmovupd	%zmm0, 1440(%rsp)
	vaddpd	%zmm12, %zmm4, %zmm0
	vmovupd	%zmm0, 3424(%rsp)
	vaddpd	%zmm18, %zmm3, %zmm0
	vmovupd	%zmm0, 1504(%rsp)
	vaddpd	%zmm16, %zmm2, %zmm0
	vmovupd	%zmm0, 3488(%rsp)
	vbroadcastsd	.LCPI0_49(%rip), %zmm10
	vmulpd	%zmm10, %zmm13, %zmm0
	vbroadcastsd	.LCPI0_50(%rip), %zmm16
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	2208(%rsp), %zmm13, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_46(%rip), %zmm11
	vmulpd	%zmm11, %zmm13, %zmm1
	vbroadcastsd	.LCPI0_47(%rip), %zmm12
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm13, %zmm1
	vmovapd	%zmm13, %zmm22
	vmovupd	%zmm13, 4000(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm14
	vaddpd	%zmm14, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm1
	vmulpd	%zmm10, %zmm26, %zmm0
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	1888(%rsp), %zmm26, %zmm3
	vmulpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm11, %zmm26, %zmm3
	vaddpd	%zmm12, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm26, %zmm3
	vmovupd	%zmm26, 4064(%rsp)
	vaddpd	%zmm14, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm0, %zmm9
	vmulpd	%zmm10, %zmm21, %zmm0
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	1824(%rsp), %zmm21, %zmm3
	vmulpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm11, %zmm21, %zmm3
	vaddpd	%zmm12, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm14, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm10, %zmm31, %zmm0
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	2336(%rsp), %zmm31, %zmm4
	vmulpd	%zmm0, %zmm4, %zmm0
	vmulpd	%zmm11, %zmm31, %zmm4
	vaddpd	%zmm12, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm31, %zmm4
	vmovapd	%zmm31, %zmm8
	vmovupd	%zmm31, 3936(%rsp)
	vaddpd	%zmm14, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm24, %zmm4
	vaddpd	%zmm16, %zmm4, %zmm4
	vmulpd	1760(%rsp), %zmm24, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm11, %zmm24, %zmm5
	vaddpd	%zmm12, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm24, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm10, %zmm29, %zmm5
	vaddpd	%zmm16, %zmm5, %zmm5
	vmulpd	2272(%rsp), %zmm29, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm11, %zmm29, %zmm6
	vaddpd	%zmm12, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm29, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm10, %zmm27, %zmm6
	vaddpd	%zmm16, %zmm6, %zmm6
	vmulpd	4128(%rsp), %zmm27, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm11, %zmm27, %zmm7
	vaddpd	%zmm12, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm27, %zmm7
	vaddpd	%zmm14, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm10, %zmm25, %zmm7
	vaddpd	%zmm16, %zmm7, %zmm7
	vmulpd	2144(%rsp), %zmm25, %zmm10
	vmulpd	%zmm7, %zmm10, %zmm7
	vmulpd	%zmm11, %zmm25, %zmm10
	vaddpd	%zmm12, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm25, %zmm10
	vaddpd	%zmm14, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm7, %zmm7
	vmulpd	128(%rsp), %zmm26, %zmm2
	vmovupd	%zmm2, 1888(%rsp)
	vmulpd	%zmm9, %zmm2, %zmm9
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	vmovupd	688(%rsp), %zmm13
	vmulpd	%zmm31, %zmm13, %zmm11
	vsubpd	%zmm9, %zmm11, %zmm9
	vmulpd	192(%rsp), %zmm22, %zmm19
	vmulpd	%zmm1, %zmm19, %zmm1
	vmovupd	256(%rsp), %zmm22
	vmulpd	%zmm31, %zmm22, %zmm12
	vsubpd	%zmm1, %zmm12, %zmm26
	vmulpd	16(%rsp), %zmm8, %zmm12
	vmulpd	%zmm0, %zmm12, %zmm0
	vmovupd	496(%rsp), %zmm11
	vmulpd	%zmm31, %zmm11, %zmm14
	vsubpd	%zmm0, %zmm14, %zmm20
	vmulpd	880(%rsp), %zmm21, %zmm14
	vmulpd	%zmm3, %zmm14, %zmm3
	vmovupd	752(%rsp), %zmm10
	vmulpd	%zmm31, %zmm10, %zmm16
	vsubpd	%zmm3, %zmm16, %zmm3
	vmulpd	%zmm29, %zmm30, %zmm16
	vmulpd	%zmm5, %zmm16, %zmm5
	vmovupd	816(%rsp), %zmm8
	vmulpd	%zmm31, %zmm8, %zmm17
	vsubpd	%zmm5, %zmm17, %zmm5
	vmulpd	1136(%rsp), %zmm24, %zmm17
	vmulpd	%zmm4, %zmm17, %zmm4
	vmovupd	560(%rsp), %zmm2
	vmulpd	%zmm31, %zmm2, %zmm18
	vsubpd	%zmm4, %zmm18, %zmm4
	vmovapd	%zmm28, %zmm30
	vmulpd	%zmm25, %zmm28, %zmm18
	vmulpd	%zmm7, %zmm18, %zmm7
	vmovupd	624(%rsp), %zmm1
	vmulpd	%zmm31, %zmm1, %zmm23
	vsubpd	%zmm7, %zmm23, %zmm7
	vmulpd	%zmm27, %zmm15, %zmm23
	vmulpd	%zmm6, %zmm23, %zmm6
	vmovupd	320(%rsp), %zmm0
	vmulpd	%zmm31, %zmm0, %zmm28
	vsubpd	%zmm6, %zmm28, %zmm6
	vmulpd	4064(%rsp), %zmm9, %zmm9
	vmulpd	4000(%rsp), %zmm26, %zmm26
	vmulpd	3936(%rsp), %zmm20, %zmm28
	vmulpd	%zmm3, %zmm21, %zmm20
	vmulpd	%zmm5, %zmm29, %zmm3
	vmulpd	%zmm4, %zmm24, %zmm4
	vmulpd	%zmm7, %zmm25, %zmm5
	vmulpd	%zmm6, %zmm27, %zmm6
	vsubpd	%zmm22, %zmm26, %zmm21
	vsubpd	%zmm13, %zmm9, %zmm7
	vsubpd	%zmm10, %zmm20, %zmm20
	vsubpd	%zmm11, %zmm28, %zmm10
	vsubpd	%zmm2, %zmm4, %zmm4
	vsubpd	%zmm8, %zmm3, %zmm3
	vsubpd	%zmm0, %zmm6, %zmm6
	vsubpd	%zmm1, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_51(%rip), %zmm13
	vmulpd	%zmm13, %zmm19, %zmm9
	vaddpd	%zmm9, %zmm21, %zmm1
	vmulpd	1888(%rsp), %zmm13, %zmm9
	vaddpd	%zmm9, %zmm7, %zmm7
	vmulpd	%zmm13, %zmm14, %zmm9
	vaddpd	%zmm9, %zmm20, %zmm2
	vmulpd	%zmm13, %zmm12, %zmm9
	vaddpd	%zmm9, %zmm10, %zmm0
	vmulpd	%zmm13, %zmm17, %zmm9
	vaddpd	%zmm9, %zmm4, %zmm4
	vmulpd	%zmm13, %zmm16, %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm13, %zmm23, %zmm9
	vaddpd	%zmm9, %zmm6, %zmm6
	vmulpd	%zmm13, %zmm18, %zmm9
	vaddpd	%zmm9, %zmm5, %zmm5
	vmovupd	192(%rsp), %zmm8
	vsubpd	%zmm1, %zmm8, %zmm24
	vmovupd	128(%rsp), %zmm1
	vsubpd	%zmm7, %zmm1, %zmm23
	vmovupd	880(%rsp), %zmm1
	vsubpd	%zmm2, %zmm1, %zmm22
	vmovupd	16(%rsp), %zmm1
	vsubpd	%zmm0, %zmm1, %zmm21
	vmovupd	1136(%rsp), %zmm0
	vsubpd	%zmm4, %zmm0, %zmm11
	vmovupd	1072(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm12
	vsubpd	%zmm6, %zmm15, %zmm20
	vsubpd	%zmm5, %zmm30, %zmm8
	vbroadcastsd	.LCPI0_52(%rip), %zmm9
	vmovupd	3552(%rsp), %zmm15
	vxorpd	%zmm9, %zmm15, %zmm7
	vmovupd	1312(%rsp), %zmm18
	vxorpd	%zmm9, %zmm18, %zmm6
	vmovupd	4192(%rsp), %zmm13
	vxorpd	%zmm9, %zmm13, %zmm5
	vmovupd	1376(%rsp), %zmm16
	vxorpd	%zmm9, %zmm16, %zmm4
	vmovupd	3424(%rsp), %zmm19
	vxorpd	%zmm9, %zmm19, %zmm3
	vmovupd	1440(%rsp), %zmm14
	vxorpd	%zmm9, %zmm14, %zmm2
	vmovupd	3488(%rsp), %zmm27
	vxorpd	%zmm9, %zmm27, %zmm1
	vmovupd	1504(%rsp), %zmm26
	vxorpd	%zmm9, %zmm26, %zmm0
	vpbroadcastq	.LCPI0_54(%rip), %zmm10
	vmovdqu64	2400(%rsp), %zmm17
	vptestnmq	%zmm10, %zmm17, %k1
	vmovapd	%zmm18, %zmm6 {%k1}
	vxorpd	%zmm9, %zmm23, %zmm23 {%k1}
	vmovdqu64	1952(%rsp), %zmm18
	vptestnmq	%zmm10, %zmm18, %k1
	vmovapd	%zmm15, %zmm7 {%k1}
	vxorpd	%zmm9, %zmm24, %zmm24 {%k1}
	vmovdqu64	2016(%rsp), %zmm15
	vptestnmq	%zmm10, %zmm15, %k1
	vmovapd	%zmm16, %zmm4 {%k1}
	vxorpd	%zmm9, %zmm21, %zmm21 {%k1}
	vmovdqu64	2080(%rsp), %zmm16
	vptestnmq	%zmm10, %zmm16, %k1
	vmovapd	%zmm13, %zmm5 {%k1}
	vxorpd	%zmm9, %zmm22, %zmm22 {%k1}
	vmovdqu64	1568(%rsp), %zmm13
	vptestnmq	%zmm10, %zmm13, %k1
	vmovapd	%zmm14, %zmm2 {%k1}
	vxorpd	%zmm9, %zmm12, %zmm12 {%k1}
	vmovapd	%zmm12, %zmm25
	vmovdqu64	1632(%rsp), %zmm14
	vptestnmq	%zmm10, %zmm14, %k1
	vmovapd	%zmm19, %zmm3 {%k1}
	vmovapd	%zmm11, %zmm19
	vxorpd	%zmm9, %zmm11, %zmm19 {%k1}
	vmovdqu64	1200(%rsp), %zmm11
	vptestnmq	%zmm10, %zmm11, %k1
	vmovapd	%zmm26, %zmm0 {%k1}
	vxorpd	%zmm9, %zmm8, %zmm8 {%k1}
	vmovapd	%zmm8, %zmm26
	vmovdqu64	1696(%rsp), %zmm12
	vptestnmq	%zmm10, %zmm12, %k1
	vmovapd	%zmm27, %zmm1 {%k1}
	vxorpd	%zmm9, %zmm20, %zmm20 {%k1}
	vpbroadcastq	.LCPI0_53(%rip), %zmm8
	vptestnmq	%zmm8, %zmm18, %k1
	vmovapd	%zmm7, %zmm24 {%k1}
	vmovupd	%zmm24, 192(%rsp)
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm6, %zmm23 {%k1}
	vmovupd	%zmm23, 624(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm5, %zmm22 {%k1}
	vmovupd	%zmm22, 320(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm4, %zmm21 {%k1}
	vmovupd	%zmm21, 496(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 560(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm2, %zmm25 {%k1}
	vmovupd	%zmm25, 752(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm1, %zmm20 {%k1}
	vmovupd	%zmm20, 256(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm0, %zmm26 {%k1}
	vmovupd	%zmm26, 688(%rsp)
	vcvtudq2pd	37288(%rsp,%rcx,4), %zmm0
	vcvtudq2pd	37320(%rsp,%rcx,4), %zmm1
	vcvtudq2pd	37352(%rsp,%rcx,4), %zmm2
	vcvtudq2pd	37384(%rsp,%rcx,4), %zmm3
	vcvtudq2pd	37416(%rsp,%rcx,4), %zmm4
	vcvtudq2pd	37448(%rsp,%rcx,4), %zmm5
	vcvtudq2pd	37480(%rsp,%rcx,4), %zmm6
	vcvtudq2pd	37512(%rsp,%rcx,4), %zmm7
	vaddpd	%zmm31, %zmm1, %zmm1
	vaddpd	%zmm31, %zmm0, %zmm0
	vaddpd	%zmm31, %zmm3, %zmm3
	vaddpd	%zmm31, %zmm2, %zmm2
	vaddpd	%zmm31, %zmm5, %zmm5
	vaddpd	%zmm31, %zmm4, %zmm4
	vaddpd	%zmm31, %zmm7, %zmm7
	vaddpd	%zmm31, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_12(%rip), %zmm9
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
	vpbroadcastq	.LCPI0_13(%rip), %zmm15
	vpaddq	%zmm15, %zmm9, %zmm9
	vmovdqu64	%zmm9, 1568(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1632(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1200(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1696(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1072(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1136(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 880(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 816(%rsp)
	vpsllq	$32, %zmm9, %zmm0
	vpsllq	$32, %zmm20, %zmm9
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm19, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm17, %zmm13
	vpsllq	$32, %zmm16, %zmm14
	vpsllq	$32, %zmm15, %zmm18
	vpbroadcastq	.LCPI0_15(%rip), %zmm15
	vpandq	%zmm15, %zmm9, %zmm9
	vpandq	%zmm15, %zmm0, %zmm19
	vpandq	%zmm15, %zmm11, %zmm20
	vpandq	%zmm15, %zmm10, %zmm30
	vpandq	%zmm15, %zmm13, %zmm0
	vpandq	%zmm15, %zmm12, %zmm21
	vpandq	%zmm15, %zmm18, %zmm24
	vpandq	%zmm15, %zmm14, %zmm26
	vpbroadcastq	.LCPI0_16(%rip), %zmm10
	vpternlogq	$248, %zmm10, %zmm8, %zmm19
	vpternlogq	$248, %zmm10, %zmm1, %zmm9
	vpternlogq	$248, %zmm10, %zmm2, %zmm30
	vpternlogq	$248, %zmm10, %zmm3, %zmm20
	vpternlogq	$248, %zmm10, %zmm4, %zmm21
	vpternlogq	$248, %zmm10, %zmm5, %zmm0
	vpternlogq	$248, %zmm10, %zmm6, %zmm26
	vpternlogq	$248, %zmm10, %zmm7, %zmm24
	vpbroadcastq	.LCPI0_17(%rip), %zmm12
	vpaddq	%zmm12, %zmm9, %zmm1
	vpaddq	%zmm12, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_18(%rip), %zmm22
	vaddpd	%zmm22, %zmm2, %zmm31
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, 16(%rsp)
	vbroadcastsd	.LCPI0_19(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm31, %zmm2
	vdivpd	%zmm2, %zmm31, %zmm2
	vmovupd	%zmm2, 2016(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 2080(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm28
	vmulpd	%zmm2, %zmm2, %zmm27
	vmulpd	%zmm27, %zmm27, %zmm1
	vmulpd	%zmm28, %zmm28, %zmm2
	vbroadcastsd	.LCPI0_20(%rip), %zmm4
	vmulpd	%zmm4, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_21(%rip), %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_22(%rip), %zmm6
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vmovupd	%zmm3, 2400(%rsp)
	vbroadcastsd	.LCPI0_23(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_25(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2272(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2336(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2144(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm2
	vmovupd	%zmm2, 128(%rsp)
	vaddpd	%zmm23, %zmm2, %zmm1
	vdivpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 1952(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 1824(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 1760(%rsp)
	vpaddq	%zmm12, %zmm30, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 1888(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm10
	vmulpd	%zmm10, %zmm10, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1504(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1376(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 2208(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1312(%rsp)
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
	vbroadcastsd	.LCPI0_26(%rip), %zmm6
	vaddpd	2272(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	2400(%rsp), %zmm22, %zmm22
	vaddpd	2144(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2336(%rsp), %zmm27, %zmm27
	vaddpd	1760(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	1824(%rsp), %zmm9, %zmm9
	vaddpd	1376(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm10, %zmm7
	vaddpd	1504(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm30, %zmm10
	vmulpd	%zmm10, %zmm13, %zmm5
	vaddpd	1312(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm10
	vmulpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm11, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm10
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	%zmm31, 1440(%rsp)
	vbroadcastsd	.LCPI0_11(%rip), %zmm6
	vmulpd	%zmm6, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	2016(%rsp), %zmm2, %zmm11
	vmovupd	16(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	2080(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	1888(%rsp), %zmm7, %zmm7
	vmovupd	128(%rsp), %zmm8
	vmulpd	%zmm6, %zmm8, %zmm16
	vmulpd	%zmm16, %zmm8, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	1952(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2208(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm10, %zmm15, %zmm10
	vmulpd	%zmm10, %zmm18, %zmm6
	vpsrlq	$20, 1568(%rsp), %zmm10
	vpbroadcastq	.LCPI0_14(%rip), %zmm12
	vpaddq	%zmm12, %zmm10, %zmm10
	vcvtqq2pd	%zmm10, %zmm10
	vbroadcastsd	.LCPI0_27(%rip), %zmm13
	vmulpd	%zmm13, %zmm10, %zmm23
	vaddpd	%zmm11, %zmm23, %zmm11
	vpsrlq	$20, 1632(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm13, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1200(%rsp), %zmm25
	vpaddq	%zmm12, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm13, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1696(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm13, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1072(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm13, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1136(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm13, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 880(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm13, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 816(%rsp), %zmm31
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
	vsubpd	%zmm15, %zmm6, %zmm6
	vaddpd	16(%rsp), %zmm2, %zmm2
	vaddpd	1440(%rsp), %zmm0, %zmm0
	vaddpd	128(%rsp), %zmm7, %zmm7
	vaddpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm1, %zmm26, %zmm1
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	vbroadcastsd	.LCPI0_28(%rip), %zmm9
	vmulpd	%zmm9, %zmm23, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm9, %zmm10, %zmm8
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
	vbroadcastsd	.LCPI0_29(%rip), %zmm8
	vmulpd	%zmm8, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	192(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	624(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	320(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	496(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	560(%rsp), %zmm3, %zmm3
	vmulpd	752(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	256(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	688(%rsp), %zmm6, %zmm6
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
	vmovups	%zmm0, 37288(%rsp,%rcx,4)
	vmovdqu64	%zmm2, 37352(%rsp,%rcx,4)
	vmovdqu64	%zmm3, 37416(%rsp,%rcx,4)
	vmovdqu64	%zmm1, 37480(%rsp,%rcx,4)
	addq	$64, %rcx
	cmpq	%rcx, %r11
	jne	.LBB0_96
	vbroadcastss	3680(%rsp), %zmm0
	movl	$48, %ecx
	xorl	%edx, %edx
	vmovss	-104(%rsp), %xmm15
	vmovups	3616(%rsp), %zmm17
	vbroadcastss	.LCPI0_61(%rip), %zmm18
	vpbroadcastd	.LCPI0_62(%rip), %zmm19
	vpbroadcastd	.LCPI0_63(%rip), %zmm20
	vpbroadcastq	.LCPI0_6(%rip), %zmm24
	vpbroadcastq	.LCPI0_7(%rip), %zmm25
	.p2align	4
.LBB0_98:
	vmulss	(%r9,%rdx,4), %xmm15, %xmm1
	vbroadcastss	%xmm1, %zmm1
	vmovups	4328(%rsp,%rcx,4), %zmm2
	vmovups	4392(%rsp,%rcx,4), %zmm3
	vmovups	4456(%rsp,%rcx,4), %zmm4
	vmovups	4520(%rsp,%rcx,4), %zmm5
	vsubps	102632(%rsp,%rcx,4), %zmm2, %zmm6
	vsubps	102696(%rsp,%rcx,4), %zmm3, %zmm7
	vaddps	%zmm6, %zmm6, %zmm6
	vaddps	%zmm7, %zmm7, %zmm7
	vmulps	%zmm6, %zmm1, %zmm6
	vmulps	%zmm7, %zmm1, %zmm7
	vmulps	%zmm6, %zmm17, %zmm6
	vmulps	%zmm7, %zmm17, %zmm7
	vsubps	%zmm6, %zmm2, %zmm2
	vsubps	%zmm7, %zmm3, %zmm3
	vmulps	37096(%rsp,%rcx,4), %zmm0, %zmm6
	vaddps	%zmm2, %zmm6, %zmm2
	vmulps	37160(%rsp,%rcx,4), %zmm0, %zmm6
	vaddps	%zmm3, %zmm6, %zmm3
	vandps	%zmm18, %zmm2, %zmm6
	vandps	%zmm18, %zmm3, %zmm7
	vpcmpgtd	%zmm19, %zmm6, %k1
	vpcmpgtd	%zmm19, %zmm7, %k2
	vmovdqa32	%zmm20, %zmm2 {%k1}
	vmovdqa32	%zmm20, %zmm3 {%k2}
	vmovdqu64	%zmm2, 4328(%rsp,%rcx,4)
	vmovdqu64	%zmm3, 4392(%rsp,%rcx,4)
	vsubps	102760(%rsp,%rcx,4), %zmm4, %zmm2
	vsubps	102824(%rsp,%rcx,4), %zmm5, %zmm3
	vaddps	%zmm2, %zmm2, %zmm2
	vaddps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm2, %zmm1, %zmm2
	vmulps	%zmm3, %zmm1, %zmm1
	vmulps	%zmm2, %zmm17, %zmm2
	vmulps	%zmm1, %zmm17, %zmm1
	vsubps	%zmm2, %zmm4, %zmm2
	vmulps	37224(%rsp,%rcx,4), %zmm0, %zmm3
	vsubps	%zmm1, %zmm5, %zmm1
	vaddps	%zmm2, %zmm3, %zmm2
	vmulps	37288(%rsp,%rcx,4), %zmm0, %zmm3
	vaddps	%zmm1, %zmm3, %zmm1
	vandps	%zmm18, %zmm2, %zmm3
	vandps	%zmm18, %zmm1, %zmm4
	vpcmpgtd	%zmm19, %zmm3, %k1
	vpcmpgtd	%zmm19, %zmm4, %k2
	vmovdqa32	%zmm20, %zmm2 {%k1}
	vmovdqu64	%zmm2, 4456(%rsp,%rcx,4)
	vmovdqa32	%zmm20, %zmm1 {%k2}
	vmovdqu64	%zmm1, 4520(%rsp,%rcx,4)
	incq	%rdx
	addq	$64, %rcx
	cmpq	%rdx, %r13
	jne	.LBB0_98
	jmp	.LBB0_99
.LBB0_91:
	vmovss	-8(%rsp), %xmm3
	vmulss	-48(%rsp), %xmm3, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vpxor	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	vmovaps	%xmm0, 3680(%rsp)
	vmulss	-44(%rsp), %xmm3, %xmm3
	vmovss	%xmm3, -8(%rsp)
	testq	%r13, %r13
	jne	.LBB0_93
	jmp	.LBB0_99
	.p2align	4
.LBB0_100:
	testq	%r13, %r13
	je	.LBB0_105
	xorl	%eax, %eax
	.p2align	4
.LBB0_102:
	movl	$48, %ecx
	xorl	%edx, %edx
	.p2align	4
.LBB0_103:
	vmulss	(%r9,%rdx,4), %xmm15, %xmm0
	vmovups	4328(%rsp,%rcx,4), %zmm1
	vmovups	4392(%rsp,%rcx,4), %zmm2
	vmovups	4456(%rsp,%rcx,4), %zmm3
	vmovups	4520(%rsp,%rcx,4), %zmm4
	vsubps	102632(%rsp,%rcx,4), %zmm1, %zmm5
	vsubps	102696(%rsp,%rcx,4), %zmm2, %zmm6
	vsubps	102760(%rsp,%rcx,4), %zmm3, %zmm7
	vbroadcastss	%xmm0, %zmm0
	vsubps	102824(%rsp,%rcx,4), %zmm4, %zmm8
	vaddps	%zmm5, %zmm5, %zmm5
	vaddps	%zmm6, %zmm6, %zmm6
	vaddps	%zmm7, %zmm7, %zmm7
	vaddps	%zmm8, %zmm8, %zmm8
	vmulps	%zmm5, %zmm0, %zmm5
	vmulps	%zmm6, %zmm0, %zmm6
	vmulps	%zmm7, %zmm0, %zmm7
	vmulps	%zmm8, %zmm0, %zmm0
	vmulps	%zmm5, %zmm17, %zmm5
	vmulps	%zmm6, %zmm17, %zmm6
	vmulps	%zmm7, %zmm17, %zmm7
	vmulps	%zmm0, %zmm17, %zmm0
	vsubps	%zmm5, %zmm1, %zmm1
	vsubps	%zmm6, %zmm2, %zmm2
	vsubps	%zmm7, %zmm3, %zmm3
	vsubps	%zmm0, %zmm4, %zmm0
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
	vmovdqu64	%zmm1, 4328(%rsp,%rcx,4)
	vmovdqu64	%zmm2, 4392(%rsp,%rcx,4)
	vmovdqu64	%zmm3, 4456(%rsp,%rcx,4)
	vmovdqa32	%zmm20, %zmm0 {%k4}
	vmovdqu64	%zmm0, 4520(%rsp,%rcx,4)
	incq	%rdx
	addq	$64, %rcx
	cmpq	%rdx, %r13
	jne	.LBB0_103
	incq	%rax
	cmpq	-96(%rsp), %rax
	jne	.LBB0_102
	.p2align	4
.LBB0_105:
	testq	%r13, %r13
	sete	%al
	testq	%r15, %r15
	sete	%cl
	orb	%al, %cl
	jne	.LBB0_121
	movq	8(%rsp), %r12
	imulq	%r13, %r12
	cmpq	$1, %r12
	jne	.LBB0_108
	xorl	%ecx, %ecx
	jmp	.LBB0_117
	.p2align	4
.LBB0_108:
	movq	%r10, %r8
	movq	%r12, %r10
	andl	$4094, %r12d
	xorl	%ecx, %ecx
	jmp	.LBB0_109
	.p2align	4
.LBB0_114:
	xorl	%edx, %edx
	divq	%rsi
.LBB0_115:
	cmpq	%r15, %rax
	movq	%r14, %r13
	cmovbq	%rax, %r13
	addq	%rbx, %r13
	movq	%rdx, %rbp
	shlq	$8, %rbp
	addq	%rsp, %rbp
	addq	$4520, %rbp
	vmovss	(%rbp,%rax,4), %xmm0
	imulq	%rsi, %r13
	movq	-112(%rsp), %rbp
	leaq	(,%r13,4), %rax
	addq	%rbp, %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r12
	movq	%rsi, %r13
	je	.LBB0_116
.LBB0_109:
	movq	%rcx, %rax
	orq	%r13, %rax
	shrq	$32, %rax
	je	.LBB0_110
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r13
	jmp	.LBB0_112
	.p2align	4
.LBB0_110:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r13d
.LBB0_112:
	movq	%r13, %rsi
	cmpq	%r15, %rax
	movq	%r14, %r13
	cmovbq	%rax, %r13
	addq	%rbx, %r13
	imulq	%rsi, %r13
	movq	%rdx, %rbp
	shlq	$8, %rbp
	addq	%rsp, %rbp
	addq	$4520, %rbp
	vmovss	(%rbp,%rax,4), %xmm0
	movq	-112(%rsp), %rax
	leaq	(%rax,%r13,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%rsi, %rdx
	shrq	$32, %rdx
	jne	.LBB0_114
	xorl	%edx, %edx
	divl	%esi
	jmp	.LBB0_115
	.p2align	4
.LBB0_116:
	testb	$1, %r10b
	movq	%r8, %r10
	movl	$3449720151, %r8d
	je	.LBB0_121
.LBB0_117:
	movq	%rcx, %rax
	orq	%r13, %rax
	shrq	$32, %rax
	jne	.LBB0_119
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r13d
	jmp	.LBB0_120
.LBB0_3:
	cmpq	%rbx, %rdx
	jbe	.LBB0_73
	cmpq	$0, -96(%rsp)
	je	.LBB0_73
	vmulss	.LCPI0_0(%rip), %xmm0, %xmm14
	movq	%rbx, %rax
	imulq	%r13, %rax
	movq	%rax, 400(%rsp)
	leaq	(,%rax,4), %r14
	leaq	(,%r13,4), %rbp
	leaq	4(,%rbx,4), %rax
	imulq	%r13, %rax
	movq	%rax, 88(%rsp)
	leaq	(%r9,%r13,4), %rax
	movq	%rax, 80(%rsp)
	cmpl	$0, (%rsp)
	movq	%r13, -120(%rsp)
	movq	%r14, 96(%rsp)
	movq	%rbp, -104(%rsp)
	je	.LBB0_12
	movq	32(%rdi), %rdi
	movl	$3449720151, %r12d
	movq	-56(%rsp), %rdx
	movq	%rdx, %rax
	shrq	$32, %rax
	leaq	1013904242(%rdx), %rcx
	movq	%rcx, (%rsp)
	leaq	1993301258(%rax), %r8
	leaq	842468239(%rax), %r11
	movq	%r11, -8(%rsp)
	leaq	2027808484(%rdx), %rcx
	movq	%rcx, 1064(%rsp)
	leaq	1684936478(%rax), %rcx
	movq	%rcx, 3616(%rsp)
	leaq	534103459(%rax), %rcx
	movq	%rcx, 8(%rsp)
	leaq	-795284382(%rdx,%r12), %r15
	leaq	-305585874(%rax,%r12), %r10
	movq	%r10, 1000(%rsp)
	leaq	536882365(%rax,%r12), %rsi
	leaq	(%rax,%r12), %rcx
	addq	$-613950654, %rcx
	leaq	(%rax,%r12), %r10
	addq	$228517585, %r10
	movq	%r13, %rax
	andq	$-64, %rax
	movq	%rax, -72(%rsp)
	vpbroadcastq	%rdx, %zmm16
	movq	%r15, 448(%rsp)
	vpbroadcastq	%r15, %zmm0
	vmovdqu64	%zmm0, 4448(%rsp)
	leaq	218619860(%rdx,%r12), %rax
	movq	%rax, 1056(%rsp)
	leaq	1013904242(%rdx), %rax
	vpbroadcastq	%rax, %zmm11
	movq	%r8, 456(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 4384(%rsp)
	leaq	218619860(%rdx,%r12), %rax
	vpbroadcastq	%rax, %zmm15
	movq	%rsi, %rax
	movq	%rcx, 1040(%rsp)
	movq	%rsi, 1048(%rsp)
	vpbroadcastq	%r11, %zmm19
	leaq	2027808484(%rdx), %rsi
	vpbroadcastq	%rsi, %zmm21
	vpbroadcastq	%rax, %zmm20
	leaq	387276957(%rdx), %rax
	movq	%rax, 1024(%rsp)
	vpbroadcastq	%rax, %zmm22
	vpbroadcastq	%rcx, %zmm23
	movq	%r10, 1032(%rsp)
	leaq	-408007425(%rdx,%r12), %rcx
	movq	%rcx, 1016(%rsp)
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 3232(%rsp)
	movq	3616(%rsp), %rcx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 3168(%rsp)
	leaq	1401181199(%rdx), %rcx
	movq	%rcx, 464(%rsp)
	vpbroadcastq	%rcx, %zmm29
	movq	8(%rsp), %rcx
	vpbroadcastq	%rcx, %zmm25
	vpbroadcastq	%r10, %zmm26
	leal	-1879881855(%rdx), %eax
	movl	%eax, -28(%rsp)
	vpbroadcastd	%eax, %zmm18
	movq	%r13, %rax
	andq	$-8, %rax
	movq	%r13, %rcx
	andq	$-32, %rcx
	movq	%rcx, 120(%rsp)
	vbroadcastss	%xmm14, %zmm7
	movq	%r13, %rcx
	andq	$-4, %rcx
	movq	%rcx, 968(%rsp)
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	vpbroadcastq	.LCPI0_6(%rip), %zmm24
	vpbroadcastq	.LCPI0_7(%rip), %zmm28
	vbroadcastss	.LCPI0_8(%rip), %ymm30
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	movq	%rax, 480(%rsp)
	negq	%rax
	movq	%rax, 472(%rsp)
	leaq	(%rdi,%r13,4), %rax
	movq	%rax, 104(%rsp)
	leaq	(%rdi,%r13,8), %rax
	movq	%rax, 952(%rsp)
	leaq	192(%rdi), %rax
	movq	%rax, 432(%rsp)
	movq	%rdi, -16(%rsp)
	leaq	64(%rbp,%rdi), %rax
	movq	%rax, 424(%rsp)
	movq	-80(%rsp), %rdx
	leaq	64(%rdx,%r14), %rax
	movq	%rax, 416(%rsp)
	movq	-112(%rsp), %rax
	leaq	64(%rax,%r14), %rcx
	movq	%rcx, 408(%rsp)
	leaq	(%rdx,%r14), %rcx
	leaq	(%rax,%r14), %rdx
	movq	%rdx, 384(%rsp)
	leaq	4(%r9), %rdx
	movq	%rdx, 976(%rsp)
	addq	%r14, %rax
	addq	$4, %rax
	movq	%rax, 392(%rsp)
	xorl	%edx, %edx
	vbroadcastsd	.LCPI0_28(%rip), %zmm9
	vpbroadcastd	%xmm17, %zmm12
	vmovdqa64	%xmm17, 1280(%rsp)
	vmovaps	%xmm14, 1264(%rsp)
	movq	%r9, 440(%rsp)
	vmovdqu64	%zmm16, 3296(%rsp)
	vmovdqu64	%zmm25, 3104(%rsp)
	vmovdqu64	%zmm26, 3040(%rsp)
	vmovdqu64	%zmm18, 2976(%rsp)
	vmovdqu64	%zmm11, 2912(%rsp)
	vmovdqu64	%zmm15, 2848(%rsp)
	vmovdqu64	%zmm19, 2784(%rsp)
	vmovdqu64	%zmm21, 2720(%rsp)
	vmovdqu64	%zmm20, 2656(%rsp)
	vmovdqu64	%zmm22, 2592(%rsp)
	vmovdqu64	%zmm23, 2528(%rsp)
	vmovdqu64	%zmm29, 2464(%rsp)
	vmovups	%zmm7, 4320(%rsp)
	vmovdqu64	%zmm12, 4256(%rsp)
	jmp	.LBB0_7
	.p2align	4
.LBB0_72:
	movq	-64(%rsp), %rbx
	incq	%rbx
	movq	960(%rsp), %rdx
	incq	%rdx
	addq	%r13, 400(%rsp)
	movq	-104(%rsp), %rbp
	addq	%rbp, 416(%rsp)
	addq	%rbp, 408(%rsp)
	movq	112(%rsp), %rcx
	addq	%rbp, %rcx
	addq	%rbp, 384(%rsp)
	addq	%rbp, 392(%rsp)
	cmpq	-24(%rsp), %rbx
	movq	96(%rsp), %r14
	je	.LBB0_73
.LBB0_7:
	movq	%rcx, 112(%rsp)
	movq	%rbp, %rax
	movq	%rdx, 960(%rsp)
	imulq	%rdx, %rax
	leaq	(%r14,%rax), %rsi
	movq	-112(%rsp), %rdx
	leaq	(%rdx,%rsi), %rdi
	addq	88(%rsp), %rax
	leaq	(%rdx,%rax), %r8
	movq	-80(%rsp), %r14
	addq	%r14, %rsi
	addq	%r14, %rax
	movq	%rbx, -64(%rsp)
	movq	%rbx, %r10
	imulq	%r13, %r10
	cmpq	80(%rsp), %rdi
	setb	%r11b
	cmpq	%r8, %r9
	setb	%bl
	andb	%r11b, %bl
	cmpq	%rax, %rdi
	setb	%al
	cmpq	%r8, %rsi
	setb	%sil
	andb	%al, %sil
	orb	%bl, %sil
	cmpq	952(%rsp), %rdi
	setb	%al
	cmpq	%r8, 104(%rsp)
	leaq	(%rdx,%r10,4), %rcx
	movq	%rcx, 992(%rsp)
	vpbroadcastq	%r10, %zmm10
	leaq	(%r14,%r10,4), %rcx
	movq	%rcx, 984(%rsp)
	vpaddq	%zmm27, %zmm10, %zmm4
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm10, %zmm5
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm10, %zmm6
	setb	%cl
	andb	%al, %cl
	orb	%sil, %cl
	movb	%cl, -121(%rsp)
	xorl	%ecx, %ecx
	vmovss	-36(%rsp), %xmm0
	vmovss	%xmm0, -40(%rsp)
	vmovss	-32(%rsp), %xmm13
	movq	-56(%rsp), %rdx
	vmovdqu64	%zmm10, 3360(%rsp)
	vmovdqu64	%zmm4, 3680(%rsp)
	vmovdqu64	%zmm5, 3808(%rsp)
	vmovdqu64	%zmm6, 3744(%rsp)
	jmp	.LBB0_8
	.p2align	4
.LBB0_71:
	movq	1008(%rsp), %rcx
	incq	%rcx
	cmpq	-96(%rsp), %rcx
	je	.LBB0_72
.LBB0_8:
	cmpl	$0, -84(%rsp)
	jne	.LBB0_9
.LBB0_10:
	movq	-104(%rsp), %rbx
	vmovaps	%xmm13, 1296(%rsp)
	movq	488(%rsp), %rax
	movq	%rcx, 1008(%rsp)
	leaq	(%rcx,%rax), %rbp
	movq	%rbp, %rcx
	shrq	$32, %rcx
	imulq	%r12, %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	%edx, %ebp
	xorl	%eax, %ebp
	addq	$78811644, %r12
	imulq	%r12, %rbp
	movq	%rbp, %r15
	shrq	$32, %r15
	xorq	1000(%rsp), %r15
	vpbroadcastq	%r15, %zmm6
	cmpq	$64, %r13
	jae	.LBB0_45
	xorl	%esi, %esi
	vmovdqu64	3232(%rsp), %zmm12
	vmovdqu64	3168(%rsp), %zmm13
	vpbroadcastq	.LCPI0_10(%rip), %zmm4
	jmp	.LBB0_49
	.p2align	4
.LBB0_45:
	movq	%rcx, %r10
	vpbroadcastq	%rcx, %zmm0
	vpxorq	4448(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1632(%rsp)
	movq	%rbp, %rax
	vpbroadcastq	%rbp, %zmm0
	vpxorq	4384(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1568(%rsp)
	movq	432(%rsp), %rsi
	movq	-72(%rsp), %r14
	vmovdqa64	.LCPI0_5(%rip), %zmm1
	vmovdqa64	.LCPI0_4(%rip), %zmm3
	vmovdqu64	%zmm6, 1200(%rsp)
	.p2align	4
.LBB0_46:
	vmovdqu64	%zmm3, 128(%rsp)
	vmovdqu64	%zmm1, 16(%rsp)
	vpaddq	%zmm10, %zmm3, %zmm5
	vpmuludq	%zmm24, %zmm5, %zmm4
	vpaddq	%zmm10, %zmm1, %zmm8
	vpmuludq	%zmm24, %zmm8, %zmm0
	vmovdqu64	3680(%rsp), %zmm2
	vpaddq	%zmm2, %zmm3, %zmm10
	vpmuludq	%zmm24, %zmm10, %zmm1
	vpaddq	16(%rsp), %zmm2, %zmm11
	vpmuludq	%zmm24, %zmm11, %zmm6
	vmovdqu64	3808(%rsp), %zmm2
	vpaddq	%zmm2, %zmm3, %zmm12
	vpmuludq	%zmm24, %zmm12, %zmm3
	vpaddq	16(%rsp), %zmm2, %zmm13
	vpmuludq	%zmm24, %zmm13, %zmm9
	vmovdqu64	3744(%rsp), %zmm7
	vpaddq	128(%rsp), %zmm7, %zmm14
	vpmuludq	%zmm24, %zmm14, %zmm2
	vpaddq	16(%rsp), %zmm7, %zmm15
	vpmuludq	%zmm24, %zmm15, %zmm7
	vpternlogq	$150, %zmm16, %zmm0, %zmm8
	vpternlogq	$150, %zmm16, %zmm4, %zmm5
	vpternlogq	$150, %zmm16, %zmm6, %zmm11
	vpternlogq	$150, %zmm16, %zmm1, %zmm10
	vpternlogq	$150, %zmm16, %zmm9, %zmm13
	vpternlogq	$150, %zmm16, %zmm3, %zmm12
	vpternlogq	$150, %zmm16, %zmm7, %zmm15
	vpternlogq	$150, %zmm16, %zmm2, %zmm14
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm13, %zmm16
	vpsrlq	$32, %zmm14, %zmm17
	vpsrlq	$32, %zmm15, %zmm15
	vpmuludq	%zmm28, %zmm8, %zmm26
	vpmuludq	%zmm28, %zmm5, %zmm23
	vpmuludq	%zmm28, %zmm11, %zmm14
	vpmuludq	%zmm28, %zmm10, %zmm13
	vpmuludq	%zmm28, %zmm16, %zmm11
	vpmuludq	%zmm28, %zmm12, %zmm10
	vpmuludq	%zmm28, %zmm15, %zmm8
	vpmuludq	%zmm28, %zmm17, %zmm21
	vpsrlq	$32, %zmm23, %zmm12
	vpsrlq	$32, %zmm26, %zmm15
	vpsrlq	$32, %zmm13, %zmm18
	vpsrlq	$32, %zmm14, %zmm16
	vpsrlq	$32, %zmm10, %zmm19
	vpsrlq	$32, %zmm11, %zmm22
	vpsrlq	$32, %zmm21, %zmm24
	vpsrlq	$32, %zmm8, %zmm25
	vmovdqu64	1632(%rsp), %zmm27
	vpxorq	%zmm27, %zmm15, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm20
	vpxorq	%zmm27, %zmm12, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm15
	vmovdqu64	%zmm15, 256(%rsp)
	vpxorq	%zmm27, %zmm16, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm17
	vpxorq	%zmm27, %zmm18, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm5
	vmovdqu64	%zmm5, 1696(%rsp)
	vpxorq	%zmm27, %zmm22, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm16
	vpxorq	%zmm27, %zmm19, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm18
	vpxorq	%zmm27, %zmm25, %zmm12
	vpxorq	%zmm27, %zmm24, %zmm19
	vmovdqu64	1200(%rsp), %zmm27
	vpxorq	%zmm0, %zmm27, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm12
	vmovdqu64	%zmm12, 752(%rsp)
	vpmuludq	%zmm28, %zmm0, %zmm12
	vpxorq	%zmm4, %zmm27, %zmm4
	vpmuludq	%zmm28, %zmm4, %zmm25
	vpxorq	%zmm6, %zmm27, %zmm4
	vpmuludq	%zmm28, %zmm4, %zmm24
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm0
	vmovdqu64	%zmm0, 624(%rsp)
	vpxorq	%zmm1, %zmm27, %zmm1
	vpmuludq	%zmm28, %zmm1, %zmm6
	vpxorq	%zmm9, %zmm27, %zmm4
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm4, %zmm28
	vpxorq	%zmm3, %zmm27, %zmm3
	vpsrlq	$32, %zmm15, %zmm19
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm3, %zmm29
	vpxorq	%zmm7, %zmm27, %zmm3
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm3, %zmm15
	vmovdqu64	%zmm15, 320(%rsp)
	vpxorq	%zmm2, %zmm27, %zmm2
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 560(%rsp)
	vpsrlq	$32, %zmm20, %zmm4
	vpsrlq	$32, %zmm25, %zmm3
	vpsrlq	$32, %zmm12, %zmm7
	vpsrlq	$32, %zmm6, %zmm9
	vpsrlq	$32, %zmm24, %zmm27
	vpsrlq	$32, %zmm29, %zmm30
	vpsrlq	$32, %zmm5, %zmm31
	vmovdqu64	2912(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm26, %zmm7
	vpsrlq	$32, %zmm28, %zmm26
	vpternlogq	$150, %zmm0, %zmm23, %zmm3
	vpsrlq	$32, %zmm1, %zmm23
	vpternlogq	$150, %zmm0, %zmm14, %zmm27
	vpsrlq	$32, %zmm17, %zmm14
	vmovdqa64	%zmm17, %zmm22
	vpternlogq	$150, %zmm0, %zmm13, %zmm9
	vpsrlq	$32, %zmm15, %zmm1
	vpternlogq	$150, %zmm0, %zmm11, %zmm26
	vpternlogq	$150, %zmm0, %zmm10, %zmm30
	vpternlogq	$150, %zmm0, %zmm8, %zmm1
	vpsrlq	$32, %zmm18, %zmm10
	vmovdqa64	%zmm18, %zmm17
	vpternlogq	$150, %zmm0, %zmm21, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm15
	vmovdqu64	%zmm15, 880(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm0
	vmovdqu64	%zmm0, 192(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm5
	vmovdqu64	%zmm5, 1136(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm2
	vmovdqu64	%zmm2, 816(%rsp)
	vpsrlq	$32, %zmm16, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm30, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm26, %zmm3
	vmovdqu64	%zmm3, 688(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm8
	vmovdqu64	%zmm8, 496(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm18
	vpsrlq	$32, %zmm0, %zmm9
	vmovdqu64	1568(%rsp), %zmm30
	vpxorq	%zmm30, %zmm4, %zmm0
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm0, %zmm13
	vpxorq	%zmm30, %zmm19, %zmm0
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm0, %zmm19
	vpxorq	%zmm30, %zmm14, %zmm0
	vpxorq	%zmm30, %zmm31, %zmm1
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm0, %zmm14
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm1, %zmm26
	vpxorq	%zmm30, %zmm11, %zmm0
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm0, %zmm27
	vpxorq	%zmm30, %zmm10, %zmm0
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm0, %zmm1
	vmovdqu64	%zmm1, 1072(%rsp)
	vpsrlq	$32, %zmm13, %zmm23
	vmovdqu64	2848(%rsp), %zmm0
	vpternlogq	$150, %zmm12, %zmm0, %zmm23
	vpsrlq	$32, %zmm19, %zmm8
	vpternlogq	$150, %zmm25, %zmm0, %zmm8
	vpsrlq	$32, %zmm14, %zmm25
	vpternlogq	$150, %zmm24, %zmm0, %zmm25
	vpsrlq	$32, %zmm26, %zmm31
	vpternlogq	$150, %zmm6, %zmm0, %zmm31
	vpsrlq	$32, %zmm27, %zmm24
	vpternlogq	$150, %zmm28, %zmm0, %zmm24
	vpsrlq	$32, %zmm1, %zmm28
	vpternlogq	$150, %zmm29, %zmm0, %zmm28
	vpsrlq	$32, %zmm15, %zmm6
	vmovdqu64	2784(%rsp), %zmm1
	vpternlogq	$150, 256(%rsp), %zmm1, %zmm6
	vpsrlq	$32, %zmm2, %zmm21
	vpternlogq	$150, %zmm1, %zmm20, %zmm9
	vpsrlq	$32, %zmm5, %zmm4
	vpternlogq	$150, 1696(%rsp), %zmm1, %zmm4
	vpsrlq	$32, %zmm3, %zmm20
	vpternlogq	$150, %zmm1, %zmm22, %zmm21
	vpsrlq	$32, %zmm7, %zmm10
	vmovdqa64	%zmm7, %zmm5
	vpternlogq	$150, %zmm1, %zmm17, %zmm10
	vpsrlq	$32, %zmm18, %zmm2
	vpternlogq	$150, %zmm1, %zmm16, %zmm20
	vmovdqu64	752(%rsp), %zmm3
	vpsrlq	$32, %zmm3, %zmm11
	vpxorq	%zmm30, %zmm11, %zmm11
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm11, %zmm17
	vpternlogq	$150, %zmm1, %zmm3, %zmm2
	vpsrlq	$32, %zmm17, %zmm16
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm9, %zmm29
	vpternlogq	$150, 320(%rsp), %zmm0, %zmm16
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm6, %zmm3
	vpsrlq	$32, %zmm29, %zmm15
	vmovdqu64	2720(%rsp), %zmm22
	vpternlogq	$150, %zmm22, %zmm13, %zmm15
	vpsrlq	$32, %zmm3, %zmm9
	vmovdqa64	%zmm3, %zmm13
	vpternlogq	$150, %zmm22, %zmm19, %zmm9
	vmovdqu64	496(%rsp), %zmm7
	vpsrlq	$32, %zmm7, %zmm3
	vmovdqu64	624(%rsp), %zmm6
	vpternlogq	$150, %zmm1, %zmm6, %zmm3
	vpsrlq	$32, %zmm6, %zmm6
	vpxorq	%zmm30, %zmm6, %zmm6
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm1
	vpternlogq	$150, 560(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm21, %zmm19
	vpsrlq	$32, %zmm19, %zmm12
	vpternlogq	$150, %zmm22, %zmm14, %zmm12
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm4, %zmm0
	vmovdqu64	%zmm0, 256(%rsp)
	vpsrlq	$32, %zmm0, %zmm11
	vpternlogq	$150, %zmm22, %zmm26, %zmm11
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm20, %zmm20
	vpsrlq	$32, %zmm20, %zmm30
	vpternlogq	$150, %zmm22, %zmm27, %zmm30
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm10, %zmm0
	vmovdqu64	%zmm0, 752(%rsp)
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, 1072(%rsp), %zmm22, %zmm21
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm2, %zmm0
	vmovdqu64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vpternlogq	$150, %zmm22, %zmm17, %zmm10
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm3, %zmm0
	vmovdqu64	%zmm0, 624(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm22, %zmm6, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm6
	vpsrlq	$32, %zmm6, %zmm26
	vmovdqu64	2656(%rsp), %zmm8
	vpternlogq	$150, 880(%rsp), %zmm8, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm3
	vpsrlq	$32, %zmm3, %zmm0
	vpternlogq	$150, 192(%rsp), %zmm8, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm31, %zmm22
	vpsrlq	$32, %zmm22, %zmm2
	vpternlogq	$150, 1136(%rsp), %zmm8, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm25, %zmm31
	vpsrlq	$32, %zmm31, %zmm23
	vpternlogq	$150, 816(%rsp), %zmm8, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm25
	vpsrlq	$32, %zmm25, %zmm4
	vpternlogq	$150, %zmm5, %zmm8, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm24, %zmm24
	vpsrlq	$32, %zmm24, %zmm5
	vpternlogq	$150, 688(%rsp), %zmm8, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm28
	vpsrlq	$32, %zmm28, %zmm27
	vpternlogq	$150, %zmm7, %zmm8, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm1
	vmovdqu64	%zmm1, 880(%rsp)
	vpsrlq	$32, %zmm1, %zmm14
	vpternlogq	$150, %zmm18, %zmm8, %zmm14
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 688(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	2592(%rsp), %zmm1
	vpternlogq	$150, %zmm29, %zmm1, %zmm0
	vmovdqu64	%zmm0, 192(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm26, %zmm26
	vpsrlq	$32, %zmm26, %zmm18
	vpternlogq	$150, %zmm13, %zmm1, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm0
	vmovdqu64	%zmm0, 560(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vmovdqu64	2528(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm6, %zmm16
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm23, %zmm29
	vpsrlq	$32, %zmm29, %zmm8
	vpternlogq	$150, %zmm19, %zmm1, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm6
	vmovdqu64	%zmm6, 496(%rsp)
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm0, %zmm3, %zmm6
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm2, %zmm13
	vpsrlq	$32, %zmm13, %zmm15
	vpternlogq	$150, 256(%rsp), %zmm1, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm2
	vmovdqu64	%zmm2, 256(%rsp)
	vpsrlq	$32, %zmm2, %zmm7
	vpternlogq	$150, %zmm0, %zmm22, %zmm7
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm5, %zmm9
	vpsrlq	$32, %zmm9, %zmm19
	vpternlogq	$150, %zmm20, %zmm1, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm2
	vmovdqu64	%zmm2, 816(%rsp)
	vpsrlq	$32, %zmm2, %zmm23
	vpternlogq	$150, %zmm0, %zmm31, %zmm23
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm4, %zmm5
	vpsrlq	$32, %zmm5, %zmm22
	vpternlogq	$150, 752(%rsp), %zmm1, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm2
	vmovdqu64	%zmm2, 1136(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm0, %zmm25, %zmm2
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm14, %zmm4
	vpsrlq	$32, %zmm4, %zmm20
	vpternlogq	$150, 320(%rsp), %zmm1, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm30, %zmm3
	vmovdqu64	%zmm3, 1072(%rsp)
	vpsrlq	$32, %zmm3, %zmm12
	vpternlogq	$150, %zmm0, %zmm24, %zmm12
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm27, %zmm3
	vmovdqu64	%zmm3, 320(%rsp)
	vpsrlq	$32, %zmm3, %zmm31
	vpternlogq	$150, 624(%rsp), %zmm1, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm21
	vpsrlq	$32, %zmm21, %zmm17
	vpternlogq	$150, %zmm0, %zmm28, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm30
	vpsrlq	$32, %zmm30, %zmm28
	vpternlogq	$150, 880(%rsp), %zmm0, %zmm28
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm6, %zmm0
	vmovdqu64	%zmm0, 752(%rsp)
	vpsrlq	$32, %zmm0, %zmm14
	vmovdqu64	3232(%rsp), %zmm3
	vpternlogq	$150, 688(%rsp), %zmm3, %zmm14
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm16, %zmm24
	vpsrlq	$32, %zmm24, %zmm11
	vpternlogq	$150, %zmm3, %zmm26, %zmm11
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm23, %zmm23
	vpsrlq	$32, %zmm23, %zmm10
	vpternlogq	$150, %zmm3, %zmm29, %zmm10
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm7, %zmm25
	vpsrlq	$32, %zmm25, %zmm29
	vpternlogq	$150, %zmm3, %zmm13, %zmm29
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm12, %zmm26
	vpsrlq	$32, %zmm26, %zmm7
	vpternlogq	$150, %zmm3, %zmm9, %zmm7
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm2, %zmm27
	vpsrlq	$32, %zmm27, %zmm12
	vpternlogq	$150, %zmm3, %zmm5, %zmm12
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm28, %zmm28
	vpsrlq	$32, %zmm28, %zmm16
	vpternlogq	$150, %zmm3, %zmm4, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 624(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vmovdqu64	3168(%rsp), %zmm0
	vpternlogq	$150, 560(%rsp), %zmm0, %zmm4
	vmovdqu64	192(%rsp), %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 192(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, 496(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm1
	vmovdqu64	%zmm1, 560(%rsp)
	vpsrlq	$32, %zmm1, %zmm13
	vpternlogq	$150, 256(%rsp), %zmm0, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm5
	vpternlogq	$150, 816(%rsp), %zmm0, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm1
	vmovdqu64	%zmm1, 496(%rsp)
	vpsrlq	$32, %zmm1, %zmm22
	vpternlogq	$150, 1136(%rsp), %zmm0, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm1
	vmovdqu64	%zmm1, 256(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 1072(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm31, %zmm6
	vmovdqu64	%zmm6, 688(%rsp)
	vpsrlq	$32, %zmm6, %zmm31
	vpternlogq	$150, %zmm21, %zmm0, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm15
	vpsrlq	$32, %zmm15, %zmm9
	vpternlogq	$150, %zmm30, %zmm0, %zmm9
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm17, %zmm30
	vpsrlq	$32, %zmm30, %zmm19
	vpternlogq	$150, 320(%rsp), %zmm3, %zmm19
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm6
	vmovdqu64	2464(%rsp), %zmm2
	vpternlogq	$150, 752(%rsp), %zmm2, %zmm6
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm21
	vpternlogq	$150, %zmm24, %zmm2, %zmm21
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm5, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm23, %zmm2, %zmm0
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm13, %zmm3
	vpsrlq	$32, %zmm3, %zmm18
	vpternlogq	$150, %zmm25, %zmm2, %zmm18
	vmovdqu64	3104(%rsp), %zmm25
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm17
	vpternlogq	$150, %zmm26, %zmm2, %zmm17
	vmovdqu64	3040(%rsp), %zmm26
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm22, %zmm1
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, %zmm27, %zmm2, %zmm20
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm9, %zmm1
	vpsrlq	$32, %zmm1, %zmm22
	vpternlogq	$150, %zmm28, %zmm2, %zmm22
	vpbroadcastq	.LCPI0_7(%rip), %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm24
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm29, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm27
	vpmuludq	%zmm28, %zmm31, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm7
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, %zmm30, %zmm2, %zmm16
	vpsrlq	$32, %zmm9, %zmm1
	vpternlogq	$150, 624(%rsp), %zmm25, %zmm1
	vpsrlq	$32, %zmm24, %zmm3
	vpternlogq	$150, 192(%rsp), %zmm25, %zmm3
	vpsrlq	$32, %zmm23, %zmm4
	vpternlogq	$150, 560(%rsp), %zmm25, %zmm4
	vpsrlq	$32, %zmm13, %zmm19
	vpternlogq	$150, %zmm25, %zmm8, %zmm19
	vpsrlq	$32, %zmm12, %zmm11
	vpternlogq	$150, 496(%rsp), %zmm25, %zmm11
	vpsrlq	$32, %zmm10, %zmm8
	vpternlogq	$150, 256(%rsp), %zmm25, %zmm8
	vpsrlq	$32, %zmm27, %zmm5
	vpternlogq	$150, 688(%rsp), %zmm25, %zmm5
	vpsrlq	$32, %zmm7, %zmm14
	vpternlogq	$150, %zmm25, %zmm15, %zmm14
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm3, %zmm1
	vpmovqd	%zmm19, %ymm3
	vpmovqd	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm8, %ymm4
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm4, %zmm4
	vpmovqd	%zmm14, %ymm8
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm8, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm8
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, %zmm9, %zmm26, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm24, %zmm26, %zmm2
	vpbroadcastq	.LCPI0_6(%rip), %zmm24
	vpmuludq	%zmm24, %zmm18, %zmm9
	vpsrlq	$32, %zmm9, %zmm9
	vpternlogq	$150, %zmm23, %zmm26, %zmm9
	vmovdqu64	2976(%rsp), %zmm18
	vpmuludq	%zmm24, %zmm0, %zmm0
	vpmuludq	%zmm24, %zmm20, %zmm11
	vpmuludq	%zmm24, %zmm17, %zmm14
	vpmuludq	%zmm24, %zmm16, %zmm15
	vpmuludq	%zmm24, %zmm22, %zmm16
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm16, %zmm16
	vpsrlq	$32, %zmm15, %zmm15
	vpternlogq	$150, %zmm13, %zmm26, %zmm0
	vpternlogq	$150, %zmm12, %zmm26, %zmm11
	vpternlogq	$150, %zmm10, %zmm26, %zmm14
	vpternlogq	$150, %zmm27, %zmm26, %zmm15
	vpternlogq	$150, %zmm7, %zmm26, %zmm16
	vpmuludq	%zmm28, %zmm2, %zmm2
	vpmuludq	%zmm28, %zmm8, %zmm6
	vpmuludq	%zmm28, %zmm0, %zmm0
	vpmuludq	%zmm28, %zmm9, %zmm7
	vpmuludq	%zmm28, %zmm14, %zmm8
	vpmuludq	%zmm28, %zmm11, %zmm9
	vpmuludq	%zmm28, %zmm16, %zmm10
	vpmuludq	%zmm28, %zmm15, %zmm11
	vpsrlq	$32, %zmm6, %zmm12
	vpsrlq	$32, %zmm2, %zmm13
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
	vpsrlq	$32, %zmm10, %zmm16
	vpmovqd	%zmm16, %ymm16
	vpmovqd	%zmm15, %ymm15
	vinserti64x4	$1, %ymm15, %zmm16, %zmm15
	vmovdqu64	3296(%rsp), %zmm16
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm2, %zmm2
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm7, %ymm6
	vinserti64x4	$1, %ymm6, %zmm0, %zmm0
	vpmovqd	%zmm8, %ymm6
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vmovdqu64	3360(%rsp), %zmm10
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_8(%rip), %zmm8
	vpmulld	%zmm8, %zmm1, %zmm1
	vpternlogd	$150, %zmm1, %zmm18, %zmm12
	vpmulld	%zmm8, %zmm3, %zmm1
	vmovdqu64	128(%rsp), %zmm3
	vpternlogd	$150, %zmm1, %zmm18, %zmm14
	vpmulld	%zmm8, %zmm4, %zmm1
	vpternlogd	$150, %zmm1, %zmm18, %zmm13
	vpmulld	%zmm8, %zmm5, %zmm1
	vpternlogd	$150, %zmm1, %zmm18, %zmm15
	vmovdqu64	16(%rsp), %zmm1
	vmovdqu64	%zmm12, -192(%rsi,%rbx)
	vmovdqu64	%zmm14, -128(%rsi,%rbx)
	vmovdqu64	%zmm13, -64(%rsi,%rbx)
	vmovdqu64	%zmm15, (%rsi,%rbx)
	vmovdqu64	%zmm2, -192(%rsi)
	vmovdqu64	%zmm0, -128(%rsi)
	vmovdqu64	%zmm6, -64(%rsi)
	vmovdqu64	%zmm7, (%rsi)
	vpbroadcastq	.LCPI0_9(%rip), %zmm0
	vpaddq	%zmm0, %zmm1, %zmm1
	vpaddq	%zmm0, %zmm3, %zmm3
	addq	$256, %rsi
	addq	$-64, %r14
	jne	.LBB0_46
	cmpq	-72(%rsp), %r13
	movl	$3449720151, %r9d
	vmovdqu64	2912(%rsp), %zmm11
	vmovdqu64	2848(%rsp), %zmm15
	vmovdqu64	2784(%rsp), %zmm19
	vmovdqu64	2720(%rsp), %zmm21
	vmovdqu64	2656(%rsp), %zmm20
	vmovdqu64	2592(%rsp), %zmm22
	vmovdqu64	2528(%rsp), %zmm23
	vmovdqu64	3232(%rsp), %zmm12
	vmovdqu64	3168(%rsp), %zmm13
	movq	464(%rsp), %r8
	movl	-28(%rsp), %edi
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	vbroadcastss	.LCPI0_8(%rip), %ymm1
	vmovdqu64	2464(%rsp), %zmm29
	vpbroadcastq	.LCPI0_10(%rip), %zmm4
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	vbroadcastsd	.LCPI0_28(%rip), %zmm9
	vmovdqu64	1200(%rsp), %zmm6
	je	.LBB0_54
	vmovaps	%ymm1, %ymm30
	movq	%rax, %rbp
	movq	%r10, %rcx
	movq	-72(%rsp), %r11
	movq	%r11, %rsi
	testb	$56, -120(%rsp)
	je	.LBB0_52
.LBB0_49:
	vpbroadcastq	%rsi, %zmm0
	vporq	.LCPI0_5(%rip), %zmm0, %zmm0
	movq	%rcx, %r13
	xorl	448(%rsp), %ecx
	vpbroadcastq	%rcx, %zmm1
	movq	%rbp, %r14
	xorl	456(%rsp), %ebp
	vpbroadcastq	%rbp, %zmm2
	movq	472(%rsp), %rax
	addq	%rsi, %rax
	movq	-16(%rsp), %r10
	leaq	(%r10,%rsi,4), %rsi
	.p2align	4
.LBB0_50:
	vpaddq	%zmm10, %zmm0, %zmm3
	vmovdqa64	%zmm4, %zmm17
	vpmuludq	%zmm24, %zmm3, %zmm4
	vpternlogq	$150, %zmm16, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm28, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm1, %zmm5
	vpxorq	%zmm4, %zmm6, %zmm4
	vpmuludq	%zmm24, %zmm5, %zmm5
	vmovdqa64	%zmm6, %zmm14
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm6, %zmm2, %zmm6
	vpmuludq	%zmm28, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm11, %zmm3, %zmm7
	vpmuludq	%zmm24, %zmm7, %zmm3
	vpsrlq	$32, %zmm3, %zmm7
	vpmuludq	%zmm28, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm15, %zmm8
	vpternlogq	$150, %zmm19, %zmm5, %zmm7
	vpmuludq	%zmm24, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpmuludq	%zmm28, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpternlogq	$150, %zmm3, %zmm20, %zmm5
	vpternlogq	$150, %zmm21, %zmm6, %zmm8
	vpmuludq	%zmm24, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpmuludq	%zmm28, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm7, %zmm22, %zmm8
	vpternlogq	$150, %zmm23, %zmm4, %zmm6
	vpmuludq	%zmm24, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpmuludq	%zmm28, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm3, %zmm13, %zmm7
	vpternlogq	$150, %zmm12, %zmm5, %zmm8
	vpmuludq	%zmm24, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpmuludq	%zmm28, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm6, %zmm29, %zmm7
	vmovdqa64	%zmm14, %zmm6
	vpternlogq	$150, %zmm25, %zmm4, %zmm5
	vpmuludq	%zmm24, %zmm7, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm5, %ymm5
	vpmulld	%ymm30, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm26, %zmm4
	vpmuludq	%zmm28, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, %ymm18, %ymm5, %ymm4
	vmovdqu	%ymm4, (%rsi,%rbx)
	vmovdqa64	%zmm17, %zmm4
	vpmovqd	%zmm3, (%rsi)
	vpaddq	%zmm17, %zmm0, %zmm0
	addq	$32, %rsi
	addq	$8, %rax
	jne	.LBB0_50
	movq	480(%rsp), %rax
	movq	%rax, %r11
	cmpq	%rax, -120(%rsp)
	movl	$3449720151, %r9d
	movq	464(%rsp), %r8
	movl	-28(%rsp), %edi
	movq	%r14, %rbp
	movq	%r13, %rcx
	je	.LBB0_54
.LBB0_52:
	xorq	448(%rsp), %rcx
	xorq	456(%rsp), %rbp
	movq	-120(%rsp), %r14
	subq	%r11, %r14
	movq	-16(%rsp), %rax
	leaq	(%rax,%r11,4), %r13
	addq	400(%rsp), %r11
	.p2align	4
.LBB0_53:
	movl	%r11d, %r10d
	imulq	%r12, %r10
	movq	%r11, %rsi
	xorq	%rdx, %rsi
	xorq	%r10, %rsi
	shrq	$32, %rsi
	imulq	%r9, %rsi
	movq	%rsi, %rax
	shrq	$32, %rax
	xorl	%ecx, %eax
	imulq	%r12, %rax
	xorl	%r15d, %r10d
	imulq	%r9, %r10
	movq	%r10, %rbx
	shrq	$32, %rbx
	movq	(%rsp), %rdx
	xorl	%ebx, %edx
	movq	%rax, %rbx
	shrq	$32, %rbx
	xorl	%ebp, %ebx
	xorl	%edx, %esi
	imulq	%r12, %rsi
	imulq	%r9, %rbx
	movq	%rbx, %rdx
	shrq	$32, %rdx
	xorl	1056(%rsp), %r10d
	xorl	%edx, %r10d
	movq	%rsi, %rdx
	shrq	$32, %rdx
	xorl	-8(%rsp), %eax
	xorl	%edx, %eax
	imulq	%r12, %r10
	imulq	%r9, %rax
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	1064(%rsp), %ebx
	xorl	%edx, %ebx
	movq	%r10, %rdx
	shrq	$32, %rdx
	xorl	1048(%rsp), %esi
	xorl	%edx, %esi
	imulq	%r9, %rsi
	imulq	%r12, %rbx
	movq	%rsi, %rdx
	shrq	$32, %rdx
	xorl	1024(%rsp), %eax
	xorl	%edx, %eax
	movq	%rbx, %rdx
	shrq	$32, %rdx
	xorl	1040(%rsp), %r10d
	xorl	%edx, %r10d
	imulq	%r12, %rax
	imulq	%r9, %r10
	movq	%r10, %rdx
	shrq	$32, %rdx
	xorl	1016(%rsp), %esi
	xorl	%edx, %esi
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	3616(%rsp), %ebx
	xorl	%edx, %ebx
	imulq	%r9, %rbx
	shrq	$32, %rbx
	xorl	%r8d, %r10d
	imulq	%r12, %rsi
	xorl	%ebx, %r10d
	movq	-104(%rsp), %rbx
	movq	%rsi, %rdx
	shrq	$32, %rdx
	xorl	8(%rsp), %eax
	xorl	%edx, %eax
	imulq	%r12, %r10
	shrq	$32, %r10
	imull	$-845247145, %eax, %eax
	xorl	1032(%rsp), %esi
	xorl	%r10d, %esi
	imulq	%r9, %rsi
	movq	%rsi, %rdx
	xorl	%edi, %eax
	shrq	$32, %rdx
	xorl	%edx, %eax
	movq	-56(%rsp), %rdx
	movl	%eax, (%r13,%rbx)
	movl	%esi, (%r13)
	addq	$4, %r13
	incq	%r11
	decq	%r14
	jne	.LBB0_53
.LBB0_54:
	movq	-120(%rsp), %r13
	cmpq	$64, %r13
	jae	.LBB0_74
	xorl	%edi, %edi
	movl	$3449720151, %r12d
	movq	440(%rsp), %r9
	movl	$2143289344, %r14d
	movabsq	$4604544269498187776, %r15
	jmp	.LBB0_78
	.p2align	4
.LBB0_74:
	movq	432(%rsp), %rbp
	movq	-72(%rsp), %r11
	movl	$3449720151, %r12d
	movq	440(%rsp), %r9
	movl	$2143289344, %r14d
	movabsq	$4604544269498187776, %r15
	.p2align	4
.LBB0_75:
	vcvtudq2pd	-192(%rbp), %zmm0
	vcvtudq2pd	-160(%rbp), %zmm1
	vcvtudq2pd	-128(%rbp), %zmm2
	vcvtudq2pd	-96(%rbp), %zmm3
	vcvtudq2pd	-64(%rbp), %zmm4
	vcvtudq2pd	-32(%rbp), %zmm5
	vcvtudq2pd	(%rbp), %zmm6
	vcvtudq2pd	32(%rbp), %zmm7
	vaddpd	%zmm31, %zmm1, %zmm1
	vaddpd	%zmm31, %zmm0, %zmm0
	vaddpd	%zmm31, %zmm3, %zmm3
	vaddpd	%zmm31, %zmm2, %zmm2
	vaddpd	%zmm31, %zmm5, %zmm8
	vaddpd	%zmm31, %zmm4, %zmm9
	vaddpd	%zmm31, %zmm7, %zmm7
	vaddpd	%zmm31, %zmm6, %zmm10
	vbroadcastsd	.LCPI0_12(%rip), %zmm11
	vmulpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm1, %zmm4
	vmulpd	%zmm11, %zmm2, %zmm1
	vmulpd	%zmm11, %zmm3, %zmm5
	vmulpd	%zmm11, %zmm9, %zmm2
	vmulpd	%zmm11, %zmm8, %zmm6
	vmulpd	%zmm11, %zmm10, %zmm3
	vmulpd	%zmm11, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_30(%rip), %zmm9
	vmulpd	%zmm9, %zmm4, %zmm14
	vmulpd	%zmm9, %zmm0, %zmm21
	vmulpd	%zmm9, %zmm5, %zmm10
	vmulpd	%zmm9, %zmm1, %zmm12
	vmulpd	%zmm9, %zmm6, %zmm4
	vmulpd	%zmm9, %zmm2, %zmm8
	vmulpd	%zmm9, %zmm7, %zmm0
	vmulpd	%zmm9, %zmm3, %zmm3
	vbroadcastsd	.LCPI0_31(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm1
	vmulpd	%zmm13, %zmm14, %zmm2
	vmulpd	%zmm13, %zmm12, %zmm5
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm4, %zmm9
	vmulpd	%zmm13, %zmm3, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_32(%rip), %zmm15
	vaddpd	%zmm15, %zmm2, %zmm19
	vmovupd	%zmm19, 2080(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 1568(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 1632(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 1200(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm5
	vmovupd	%zmm5, 1696(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1072(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm2
	vmovupd	%zmm2, 1136(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 880(%rsp)
	vbroadcastsd	.LCPI0_33(%rip), %zmm1
	vaddpd	%zmm1, %zmm17, %zmm20
	vaddpd	%zmm1, %zmm19, %zmm17
	vaddpd	%zmm1, %zmm18, %zmm13
	vaddpd	%zmm1, %zmm16, %zmm11
	vaddpd	%zmm1, %zmm7, %zmm9
	vaddpd	%zmm1, %zmm5, %zmm7
	vaddpd	%zmm1, %zmm6, %zmm5
	vaddpd	%zmm1, %zmm2, %zmm6
	vbroadcastsd	.LCPI0_34(%rip), %zmm25
	vmulpd	%zmm25, %zmm17, %zmm18
	vmulpd	%zmm25, %zmm20, %zmm1
	vmulpd	%zmm25, %zmm11, %zmm15
	vmulpd	%zmm25, %zmm13, %zmm19
	vmulpd	%zmm25, %zmm7, %zmm16
	vsubpd	%zmm1, %zmm21, %zmm2
	vbroadcastsd	.LCPI0_35(%rip), %zmm26
	vmulpd	%zmm26, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_36(%rip), %zmm28
	vmulpd	%zmm28, %zmm20, %zmm22
	vsubpd	%zmm1, %zmm2, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_38(%rip), %zmm30
	vpandq	%zmm30, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm30, %zmm23, %zmm23
	vpaddq	%zmm27, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm2, %zmm21
	vsubpd	%zmm21, %zmm2, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm25, %zmm9, %zmm23
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_37(%rip), %zmm29
	vmulpd	%zmm29, %zmm20, %zmm20
	vsubpd	%zmm22, %zmm20, %zmm1 {%k1}
	vmulpd	%zmm26, %zmm17, %zmm20
	vmulpd	%zmm28, %zmm17, %zmm22
	vmovapd	%zmm21, %zmm2 {%k1}
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
	vmulpd	%zmm25, %zmm6, %zmm22
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
	vsubpd	%zmm17, %zmm19, %zmm21
	vsubpd	%zmm21, %zmm19, %zmm12
	vsubpd	%zmm17, %zmm12, %zmm24
	vmulpd	%zmm25, %zmm5, %zmm17
	vsubpd	%zmm15, %zmm10, %zmm12
	vsubpd	%zmm23, %zmm8, %zmm15
	vsubpd	%zmm16, %zmm4, %zmm16
	vsubpd	%zmm17, %zmm3, %zmm17
	vsubpd	%zmm22, %zmm0, %zmm22
	vmulpd	%zmm29, %zmm13, %zmm13
	vsubpd	%zmm24, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm26, %zmm11, %zmm13
	vmulpd	%zmm28, %zmm11, %zmm23
	vmovapd	%zmm21, %zmm19 {%k1}
	vsubpd	%zmm13, %zmm12, %zmm21
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm30, %zmm21, %zmm21
	vpaddq	%zmm27, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm10, %k1
	vsubpd	%zmm23, %zmm12, %zmm10
	vsubpd	%zmm10, %zmm12, %zmm21
	vsubpd	%zmm23, %zmm21, %zmm21
	vmulpd	%zmm26, %zmm9, %zmm23
	vmulpd	%zmm29, %zmm11, %zmm11
	vsubpd	%zmm21, %zmm11, %zmm13 {%k1}
	vmulpd	%zmm26, %zmm7, %zmm24
	vmulpd	%zmm28, %zmm9, %zmm11
	vmovapd	%zmm10, %zmm12 {%k1}
	vsubpd	%zmm23, %zmm15, %zmm10
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm30, %zmm8, %zmm8
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpaddq	%zmm27, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm8, %k1
	vsubpd	%zmm11, %zmm15, %zmm8
	vsubpd	%zmm8, %zmm15, %zmm10
	vsubpd	%zmm11, %zmm10, %zmm10
	vmulpd	%zmm26, %zmm5, %zmm25
	vmulpd	%zmm29, %zmm9, %zmm9
	vsubpd	%zmm10, %zmm9, %zmm23 {%k1}
	vmulpd	%zmm26, %zmm6, %zmm9
	vmulpd	%zmm28, %zmm7, %zmm10
	vmovapd	%zmm8, %zmm15 {%k1}
	vsubpd	%zmm24, %zmm16, %zmm8
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm30, %zmm4, %zmm4
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm30, %zmm8, %zmm8
	vpaddq	%zmm27, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm4, %k1
	vsubpd	%zmm10, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm8
	vsubpd	%zmm10, %zmm8, %zmm8
	vmulpd	%zmm28, %zmm5, %zmm10
	vmulpd	%zmm29, %zmm7, %zmm7
	vsubpd	%zmm8, %zmm7, %zmm24 {%k1}
	vmulpd	%zmm28, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm22, %zmm8
	vmovapd	%zmm4, %zmm16 {%k1}
	vsubpd	%zmm25, %zmm17, %zmm4
	vpsrlq	$52, %zmm3, %zmm3
	vpandq	%zmm30, %zmm3, %zmm3
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm30, %zmm4, %zmm4
	vpaddq	%zmm27, %zmm4, %zmm4
	vpcmpgtq	%zmm4, %zmm3, %k1
	vsubpd	%zmm10, %zmm17, %zmm3
	vmulpd	%zmm29, %zmm6, %zmm4
	vmulpd	%zmm29, %zmm5, %zmm5
	vsubpd	%zmm8, %zmm22, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm3, %zmm17, %zmm7
	vsubpd	%zmm10, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm22, %zmm10
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm30, %zmm0, %zmm0
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpaddq	%zmm27, %zmm10, %zmm10
	vmovapd	%zmm3, %zmm17 {%k1}
	vsubpd	%zmm7, %zmm5, %zmm25 {%k1}
	vpcmpgtq	%zmm10, %zmm0, %k1
	vmovapd	%zmm8, %zmm22 {%k1}
	vsubpd	%zmm6, %zmm4, %zmm9 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm3
	vsubpd	%zmm1, %zmm2, %zmm28
	vsubpd	%zmm13, %zmm12, %zmm5
	vsubpd	%zmm14, %zmm19, %zmm7
	vsubpd	%zmm24, %zmm16, %zmm27
	vsubpd	%zmm23, %zmm15, %zmm26
	vsubpd	%zmm9, %zmm22, %zmm8
	vsubpd	%zmm25, %zmm17, %zmm11
	vsubpd	%zmm28, %zmm2, %zmm0
	vsubpd	%zmm3, %zmm18, %zmm2
	vmovapd	%zmm3, %zmm18
	vmovupd	%zmm3, 128(%rsp)
	vsubpd	%zmm7, %zmm19, %zmm3
	vmovapd	%zmm7, %zmm19
	vsubpd	%zmm5, %zmm12, %zmm4
	vmovupd	%zmm5, 16(%rsp)
	vsubpd	%zmm26, %zmm15, %zmm7
	vsubpd	%zmm27, %zmm16, %zmm12
	vsubpd	%zmm11, %zmm17, %zmm15
	vsubpd	%zmm8, %zmm22, %zmm16
	vmovapd	%zmm8, %zmm17
	vmovupd	%zmm8, 4000(%rsp)
	vsubpd	%zmm20, %zmm2, %zmm2
	vmovupd	%zmm2, 752(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 192(%rsp)
	vsubpd	%zmm13, %zmm4, %zmm0
	vmovupd	%zmm0, 256(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 496(%rsp)
	vsubpd	%zmm24, %zmm12, %zmm0
	vmovupd	%zmm0, 320(%rsp)
	vsubpd	%zmm23, %zmm7, %zmm0
	vmovupd	%zmm0, 560(%rsp)
	vsubpd	%zmm9, %zmm16, %zmm0
	vmovupd	%zmm0, 2016(%rsp)
	vsubpd	%zmm25, %zmm15, %zmm0
	vmovupd	%zmm0, 624(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm20
	vmulpd	%zmm28, %zmm28, %zmm9
	vmulpd	%zmm5, %zmm5, %zmm12
	vmulpd	%zmm9, %zmm9, %zmm8
	vmovupd	%zmm8, 2336(%rsp)
	vmulpd	%zmm20, %zmm20, %zmm4
	vmovupd	%zmm4, 1952(%rsp)
	vbroadcastsd	.LCPI0_39(%rip), %zmm1
	vmulpd	%zmm1, %zmm20, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm2
	vaddpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm20, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm20, %zmm0
	vbroadcastsd	.LCPI0_42(%rip), %zmm10
	vmulpd	%zmm10, %zmm20, %zmm3
	vbroadcastsd	.LCPI0_43(%rip), %zmm6
	vsubpd	%zmm3, %zmm6, %zmm3
	vmulpd	%zmm3, %zmm20, %zmm3
	vbroadcastsd	.LCPI0_44(%rip), %zmm7
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm4, %zmm4, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm10, %zmm9, %zmm4
	vsubpd	%zmm4, %zmm6, %zmm4
	vmulpd	%zmm4, %zmm9, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm4
	vaddpd	%zmm3, %zmm0, %zmm0
	vmovupd	%zmm0, 1824(%rsp)
	vmulpd	%zmm8, %zmm8, %zmm0
	vmulpd	%zmm4, %zmm0, %zmm0
	vmovapd	%zmm9, %zmm4
	vmulpd	%zmm1, %zmm9, %zmm3
	vaddpd	%zmm2, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm9, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm9, %zmm3
	vaddpd	%zmm0, %zmm3, %zmm21
	vmulpd	%zmm10, %zmm12, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm12, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm12, %zmm12, %zmm3
	vmovupd	%zmm3, 2400(%rsp)
	vmulpd	%zmm3, %zmm3, %zmm3
	vmulpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm1, %zmm12, %zmm3
	vaddpd	%zmm2, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm12, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm12, %zmm3
	vaddpd	%zmm0, %zmm3, %zmm0
	vmovupd	%zmm0, 1760(%rsp)
	vmulpd	%zmm19, %zmm19, %zmm24
	vmovapd	%zmm19, %zmm15
	vmovupd	%zmm19, 688(%rsp)
	vmulpd	%zmm10, %zmm24, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm24, %zmm3
	vmovupd	%zmm3, 2208(%rsp)
	vmulpd	%zmm3, %zmm3, %zmm3
	vmulpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm1, %zmm24, %zmm3
	vaddpd	%zmm2, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm24, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm24, %zmm3
	vaddpd	%zmm0, %zmm3, %zmm19
	vmulpd	%zmm27, %zmm27, %zmm31
	vmovapd	%zmm27, %zmm18
	vmovupd	%zmm27, 4064(%rsp)
	vmulpd	%zmm10, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm3
	vmovupd	%zmm3, 1888(%rsp)
	vmulpd	%zmm3, %zmm3, %zmm3
	vmulpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm1, %zmm31, %zmm3
	vaddpd	%zmm2, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm31, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm31, %zmm3
	vaddpd	%zmm0, %zmm3, %zmm0
	vmovupd	%zmm0, 1504(%rsp)
	vmulpd	%zmm26, %zmm26, %zmm23
	vmovapd	%zmm26, %zmm14
	vmovupd	%zmm26, 4128(%rsp)
	vmulpd	%zmm10, %zmm23, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm23, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm23, %zmm23, %zmm3
	vmovupd	%zmm3, 2144(%rsp)
	vmulpd	%zmm3, %zmm3, %zmm3
	vmulpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm1, %zmm23, %zmm3
	vaddpd	%zmm2, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm23, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm23, %zmm3
	vaddpd	%zmm0, %zmm3, %zmm0
	vmovupd	%zmm0, 1440(%rsp)
	vmulpd	%zmm17, %zmm17, %zmm25
	vmulpd	%zmm10, %zmm25, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm25, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm25, %zmm25, %zmm3
	vmovupd	%zmm3, 2272(%rsp)
	vmulpd	%zmm3, %zmm3, %zmm3
	vmulpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm1, %zmm25, %zmm3
	vaddpd	%zmm2, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vaddpd	%zmm0, %zmm3, %zmm0
	vmovupd	%zmm0, 1376(%rsp)
	vmovapd	%zmm11, %zmm27
	vmovupd	%zmm11, 4192(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm26
	vmulpd	%zmm10, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm26, %zmm26, %zmm3
	vmovupd	%zmm3, 3424(%rsp)
	vmulpd	%zmm3, %zmm3, %zmm3
	vmulpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm1, %zmm26, %zmm3
	vaddpd	%zmm2, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm26, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm26, %zmm3
	vaddpd	%zmm0, %zmm3, %zmm0
	vmovupd	%zmm0, 1312(%rsp)
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm20, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm22
	vsubpd	%zmm0, %zmm22, %zmm10
	vsubpd	%zmm10, %zmm22, %zmm13
	vsubpd	%zmm0, %zmm13, %zmm13
	vmovupd	%zmm9, 816(%rsp)
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm9, %zmm0
	vsubpd	%zmm0, %zmm22, %zmm9
	vsubpd	%zmm9, %zmm22, %zmm16
	vsubpd	%zmm0, %zmm16, %zmm6
	vmovapd	%zmm12, %zmm0
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm12, %zmm16
	vsubpd	%zmm16, %zmm22, %zmm8
	vsubpd	%zmm8, %zmm22, %zmm12
	vsubpd	%zmm16, %zmm12, %zmm12
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm24, %zmm16
	vsubpd	%zmm16, %zmm22, %zmm7
	vsubpd	%zmm7, %zmm22, %zmm17
	vsubpd	%zmm16, %zmm17, %zmm16
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm31, %zmm17
	vsubpd	%zmm17, %zmm22, %zmm5
	vsubpd	%zmm5, %zmm22, %zmm11
	vsubpd	%zmm17, %zmm11, %zmm11
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm23, %zmm17
	vsubpd	%zmm17, %zmm22, %zmm3
	vsubpd	%zmm3, %zmm22, %zmm29
	vsubpd	%zmm17, %zmm29, %zmm17
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm25, %zmm29
	vsubpd	%zmm29, %zmm22, %zmm2
	vsubpd	%zmm2, %zmm22, %zmm30
	vsubpd	%zmm29, %zmm30, %zmm29
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm26, %zmm30
	vsubpd	%zmm30, %zmm22, %zmm1
	vsubpd	%zmm1, %zmm22, %zmm22
	vsubpd	%zmm30, %zmm22, %zmm22
	vmulpd	%zmm21, %zmm4, %zmm21
	vmovupd	%zmm28, 3936(%rsp)
	vmulpd	192(%rsp), %zmm28, %zmm30
	vsubpd	%zmm30, %zmm21, %zmm21
	vaddpd	%zmm21, %zmm6, %zmm6
	vmulpd	1824(%rsp), %zmm20, %zmm21
	vmovupd	128(%rsp), %zmm30
	vmulpd	752(%rsp), %zmm30, %zmm30
	vsubpd	%zmm30, %zmm21, %zmm21
	vaddpd	%zmm21, %zmm13, %zmm13
	vmulpd	%zmm19, %zmm24, %zmm19
	vmulpd	496(%rsp), %zmm15, %zmm21
	vsubpd	%zmm21, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm16, %zmm16
	vmulpd	1760(%rsp), %zmm0, %zmm19
	vmovapd	%zmm0, %zmm4
	vmovupd	256(%rsp), %zmm30
	vmulpd	16(%rsp), %zmm30, %zmm21
	vsubpd	%zmm21, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm12, %zmm12
	vmulpd	1440(%rsp), %zmm23, %zmm15
	vmulpd	560(%rsp), %zmm14, %zmm19
	vsubpd	%zmm19, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm17, %zmm15
	vmulpd	1504(%rsp), %zmm31, %zmm14
	vmulpd	320(%rsp), %zmm18, %zmm17
	vsubpd	%zmm17, %zmm14, %zmm14
	vaddpd	%zmm14, %zmm11, %zmm11
	vmulpd	1312(%rsp), %zmm26, %zmm14
	vmulpd	624(%rsp), %zmm27, %zmm17
	vsubpd	%zmm17, %zmm14, %zmm14
	vaddpd	%zmm14, %zmm22, %zmm17
	vmulpd	1376(%rsp), %zmm25, %zmm14
	vmovupd	2016(%rsp), %zmm21
	vmovupd	4000(%rsp), %zmm22
	vmulpd	%zmm21, %zmm22, %zmm18
	vsubpd	%zmm18, %zmm14, %zmm14
	vaddpd	%zmm14, %zmm29, %zmm19
	vaddpd	%zmm13, %zmm10, %zmm0
	vmovupd	%zmm0, 1440(%rsp)
	vaddpd	%zmm6, %zmm9, %zmm0
	vmovupd	%zmm0, 1376(%rsp)
	vaddpd	%zmm12, %zmm8, %zmm0
	vmovupd	%zmm0, 1504(%rsp)
	vaddpd	%zmm16, %zmm7, %zmm0
	vmovupd	%zmm0, 3488(%rsp)
	vaddpd	%zmm11, %zmm5, %zmm0
	vmovupd	%zmm0, 1760(%rsp)
	vaddpd	%zmm15, %zmm3, %zmm0
	vmovupd	%zmm0, 3552(%rsp)
	vaddpd	%zmm19, %zmm2, %zmm0
	vmovupd	%zmm0, 1824(%rsp)
	vaddpd	%zmm17, %zmm1, %zmm0
	vmovupd	%zmm0, 1312(%rsp)
	vbroadcastsd	.LCPI0_49(%rip), %zmm7
	vmovupd	816(%rsp), %zmm9
	vmulpd	%zmm7, %zmm9, %zmm0
	vbroadcastsd	.LCPI0_50(%rip), %zmm16
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	2336(%rsp), %zmm9, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_46(%rip), %zmm11
	vmulpd	%zmm11, %zmm9, %zmm1
	vbroadcastsd	.LCPI0_47(%rip), %zmm13
	vaddpd	%zmm13, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm1
	vbroadcastsd	.LCPI0_48(%rip), %zmm15
	vaddpd	%zmm15, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm7, %zmm20, %zmm1
	vaddpd	%zmm16, %zmm1, %zmm1
	vmulpd	1952(%rsp), %zmm20, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm11, %zmm20, %zmm2
	vaddpd	%zmm13, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm20, %zmm2
	vmovupd	%zmm20, 3872(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm12
	vmulpd	%zmm7, %zmm24, %zmm1
	vaddpd	%zmm16, %zmm1, %zmm1
	vmulpd	2208(%rsp), %zmm24, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm11, %zmm24, %zmm2
	vaddpd	%zmm13, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm24, %zmm2
	vaddpd	%zmm15, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm1
	vmulpd	%zmm7, %zmm4, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm2
	vmulpd	2400(%rsp), %zmm4, %zmm3
	vmulpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm11, %zmm4, %zmm3
	vaddpd	%zmm13, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm4, %zmm3
	vmovapd	%zmm4, %zmm10
	vaddpd	%zmm15, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm2, %zmm2
	vmulpd	%zmm7, %zmm23, %zmm3
	vaddpd	%zmm16, %zmm3, %zmm3
	vmulpd	2144(%rsp), %zmm23, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm11, %zmm23, %zmm4
	vaddpd	%zmm13, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm23, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm7, %zmm31, %zmm4
	vaddpd	%zmm16, %zmm4, %zmm4
	vmulpd	1888(%rsp), %zmm31, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm11, %zmm31, %zmm5
	vaddpd	%zmm13, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm31, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm7, %zmm26, %zmm5
	vaddpd	%zmm16, %zmm5, %zmm5
	vmulpd	3424(%rsp), %zmm26, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm11, %zmm26, %zmm6
	vaddpd	%zmm13, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm26, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm7, %zmm25, %zmm6
	vaddpd	%zmm16, %zmm6, %zmm6
	vmulpd	2272(%rsp), %zmm25, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm11, %zmm25, %zmm7
	vaddpd	%zmm13, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm25, %zmm7
	vaddpd	%zmm15, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	128(%rsp), %zmm20, %zmm7
	vmovupd	%zmm7, 1952(%rsp)
	vmulpd	%zmm12, %zmm7, %zmm11
	vmovupd	752(%rsp), %zmm8
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm8, %zmm12
	vsubpd	%zmm11, %zmm12, %zmm11
	vmulpd	%zmm9, %zmm28, %zmm14
	vmulpd	%zmm0, %zmm14, %zmm0
	vmovupd	192(%rsp), %zmm7
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm7, %zmm13
	vsubpd	%zmm0, %zmm13, %zmm9
	vmulpd	16(%rsp), %zmm10, %zmm18
	vmovapd	%zmm10, %zmm28
	vmulpd	%zmm2, %zmm18, %zmm2
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm30, %zmm15
	vsubpd	%zmm2, %zmm15, %zmm20
	vmulpd	688(%rsp), %zmm24, %zmm15
	vmulpd	%zmm1, %zmm15, %zmm1
	vmovupd	496(%rsp), %zmm10
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm10, %zmm16
	vsubpd	%zmm1, %zmm16, %zmm13
	vmovupd	4064(%rsp), %zmm30
	vmulpd	%zmm31, %zmm30, %zmm16
	vmulpd	%zmm4, %zmm16, %zmm4
	vmovupd	320(%rsp), %zmm7
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm7, %zmm17
	vsubpd	%zmm4, %zmm17, %zmm4
	vmovupd	4128(%rsp), %zmm27
	vmulpd	%zmm23, %zmm27, %zmm17
	vmulpd	%zmm3, %zmm17, %zmm3
	vmovupd	560(%rsp), %zmm2
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm2, %zmm19
	vsubpd	%zmm3, %zmm19, %zmm3
	vmovapd	%zmm22, %zmm29
	vmulpd	%zmm25, %zmm22, %zmm19
	vmulpd	%zmm6, %zmm19, %zmm6
	vmovapd	%zmm21, %zmm1
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm21, %zmm21
	vsubpd	%zmm6, %zmm21, %zmm6
	vmovupd	4192(%rsp), %zmm12
	vmulpd	%zmm26, %zmm12, %zmm21
	vmulpd	%zmm5, %zmm21, %zmm5
	vmovupd	624(%rsp), %zmm0
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm0, %zmm22
	vsubpd	%zmm5, %zmm22, %zmm5
	vmulpd	3872(%rsp), %zmm11, %zmm11
	vmulpd	816(%rsp), %zmm9, %zmm9
	vmulpd	%zmm20, %zmm28, %zmm20
	vmulpd	%zmm13, %zmm24, %zmm13
	vmulpd	%zmm4, %zmm31, %zmm4
	vmulpd	%zmm3, %zmm23, %zmm3
	vmulpd	%zmm6, %zmm25, %zmm6
	vmulpd	%zmm5, %zmm26, %zmm5
	vsubpd	192(%rsp), %zmm9, %zmm22
	vsubpd	%zmm8, %zmm11, %zmm8
	vsubpd	%zmm10, %zmm13, %zmm10
	vsubpd	256(%rsp), %zmm20, %zmm13
	vsubpd	%zmm2, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm4, %zmm4
	vsubpd	%zmm0, %zmm5, %zmm5
	vsubpd	%zmm1, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_51(%rip), %zmm11
	vmulpd	%zmm11, %zmm14, %zmm9
	vaddpd	%zmm9, %zmm22, %zmm0
	vmulpd	1952(%rsp), %zmm11, %zmm7
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm11, %zmm15, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm1
	vmulpd	%zmm11, %zmm18, %zmm8
	vaddpd	%zmm8, %zmm13, %zmm2
	vmulpd	%zmm11, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm11, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm11, %zmm21, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm11, %zmm19, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmovupd	3936(%rsp), %zmm8
	vsubpd	%zmm0, %zmm8, %zmm24
	vmovupd	128(%rsp), %zmm0
	vsubpd	%zmm7, %zmm0, %zmm23
	vmovupd	688(%rsp), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm22
	vmovupd	16(%rsp), %zmm0
	vsubpd	%zmm2, %zmm0, %zmm21
	vsubpd	%zmm3, %zmm27, %zmm19
	vsubpd	%zmm4, %zmm30, %zmm20
	vsubpd	%zmm5, %zmm12, %zmm18
	vsubpd	%zmm6, %zmm29, %zmm11
	vbroadcastsd	.LCPI0_52(%rip), %zmm1
	vmovupd	1376(%rsp), %zmm14
	vxorpd	%zmm1, %zmm14, %zmm9
	vmovupd	1440(%rsp), %zmm17
	vxorpd	%zmm1, %zmm17, %zmm8
	vmovupd	3488(%rsp), %zmm12
	vxorpd	%zmm1, %zmm12, %zmm7
	vmovupd	1504(%rsp), %zmm15
	vxorpd	%zmm1, %zmm15, %zmm6
	vmovupd	3552(%rsp), %zmm10
	vxorpd	%zmm1, %zmm10, %zmm5
	vmovupd	1760(%rsp), %zmm13
	vxorpd	%zmm1, %zmm13, %zmm4
	vmovupd	1312(%rsp), %zmm26
	vxorpd	%zmm1, %zmm26, %zmm2
	vmovupd	1824(%rsp), %zmm25
	vxorpd	%zmm1, %zmm25, %zmm0
	vpbroadcastq	.LCPI0_54(%rip), %zmm3
	vmovdqu64	2080(%rsp), %zmm16
	vptestnmq	%zmm3, %zmm16, %k1
	vmovapd	%zmm17, %zmm8 {%k1}
	vxorpd	%zmm1, %zmm23, %zmm23 {%k1}
	vmovdqu64	1568(%rsp), %zmm17
	vptestnmq	%zmm3, %zmm17, %k1
	vmovapd	%zmm14, %zmm9 {%k1}
	vxorpd	%zmm1, %zmm24, %zmm24 {%k1}
	vmovdqu64	1632(%rsp), %zmm14
	vptestnmq	%zmm3, %zmm14, %k1
	vmovapd	%zmm15, %zmm6 {%k1}
	vxorpd	%zmm1, %zmm21, %zmm21 {%k1}
	vmovdqu64	1200(%rsp), %zmm15
	vptestnmq	%zmm3, %zmm15, %k1
	vmovapd	%zmm12, %zmm7 {%k1}
	vxorpd	%zmm1, %zmm22, %zmm22 {%k1}
	vmovdqu64	1696(%rsp), %zmm12
	vptestnmq	%zmm3, %zmm12, %k1
	vmovapd	%zmm13, %zmm4 {%k1}
	vxorpd	%zmm1, %zmm20, %zmm20 {%k1}
	vmovdqu64	1072(%rsp), %zmm13
	vptestnmq	%zmm3, %zmm13, %k1
	vmovapd	%zmm10, %zmm5 {%k1}
	vxorpd	%zmm1, %zmm19, %zmm19 {%k1}
	vmovdqu64	1136(%rsp), %zmm10
	vptestnmq	%zmm3, %zmm10, %k1
	vmovapd	%zmm25, %zmm0 {%k1}
	vxorpd	%zmm1, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	880(%rsp), %zmm11
	vptestnmq	%zmm3, %zmm11, %k1
	vmovapd	%zmm26, %zmm2 {%k1}
	vxorpd	%zmm1, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_53(%rip), %zmm1
	vptestnmq	%zmm1, %zmm17, %k1
	vmovapd	%zmm9, %zmm24 {%k1}
	vmovupd	%zmm24, 192(%rsp)
	vptestnmq	%zmm1, %zmm16, %k1
	vmovapd	%zmm8, %zmm23 {%k1}
	vmovupd	%zmm23, 624(%rsp)
	vptestnmq	%zmm1, %zmm15, %k1
	vmovapd	%zmm7, %zmm22 {%k1}
	vmovupd	%zmm22, 320(%rsp)
	vptestnmq	%zmm1, %zmm14, %k1
	vmovapd	%zmm6, %zmm21 {%k1}
	vmovupd	%zmm21, 496(%rsp)
	vptestnmq	%zmm1, %zmm13, %k1
	vmovapd	%zmm5, %zmm19 {%k1}
	vmovupd	%zmm19, 560(%rsp)
	vptestnmq	%zmm1, %zmm12, %k1
	vmovapd	%zmm4, %zmm20 {%k1}
	vmovupd	%zmm20, 752(%rsp)
	vptestnmq	%zmm1, %zmm11, %k1
	vmovapd	%zmm2, %zmm18 {%k1}
	vmovupd	%zmm18, 256(%rsp)
	vptestnmq	%zmm1, %zmm10, %k1
	vmovapd	%zmm0, %zmm25 {%k1}
	vmovupd	%zmm25, 688(%rsp)
	vcvtudq2pd	-192(%rbp,%rbx), %zmm0
	vcvtudq2pd	-160(%rbp,%rbx), %zmm1
	vcvtudq2pd	-128(%rbp,%rbx), %zmm2
	vcvtudq2pd	-96(%rbp,%rbx), %zmm3
	vcvtudq2pd	-64(%rbp,%rbx), %zmm4
	vcvtudq2pd	-32(%rbp,%rbx), %zmm5
	vcvtudq2pd	(%rbp,%rbx), %zmm6
	vcvtudq2pd	32(%rbp,%rbx), %zmm7
	vaddpd	.LCPI0_11(%rip){1to8}, %zmm1, %zmm1
	vaddpd	.LCPI0_11(%rip){1to8}, %zmm0, %zmm0
	vaddpd	.LCPI0_11(%rip){1to8}, %zmm3, %zmm3
	vaddpd	.LCPI0_11(%rip){1to8}, %zmm2, %zmm2
	vaddpd	.LCPI0_11(%rip){1to8}, %zmm5, %zmm5
	vaddpd	.LCPI0_11(%rip){1to8}, %zmm4, %zmm4
	vaddpd	.LCPI0_11(%rip){1to8}, %zmm7, %zmm7
	vaddpd	.LCPI0_11(%rip){1to8}, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_12(%rip), %zmm9
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
	vpbroadcastq	.LCPI0_13(%rip), %zmm15
	vpaddq	%zmm15, %zmm9, %zmm9
	vmovdqu64	%zmm9, 1568(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1632(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1200(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1696(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1072(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1136(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 880(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 816(%rsp)
	vpsllq	$32, %zmm9, %zmm0
	vpsllq	$32, %zmm20, %zmm9
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm19, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm17, %zmm13
	vpsllq	$32, %zmm16, %zmm14
	vpsllq	$32, %zmm15, %zmm18
	vpbroadcastq	.LCPI0_15(%rip), %zmm15
	vpandq	%zmm15, %zmm9, %zmm9
	vpandq	%zmm15, %zmm0, %zmm19
	vpandq	%zmm15, %zmm11, %zmm20
	vpandq	%zmm15, %zmm10, %zmm30
	vpandq	%zmm15, %zmm13, %zmm0
	vpandq	%zmm15, %zmm12, %zmm21
	vpandq	%zmm15, %zmm18, %zmm24
	vpandq	%zmm15, %zmm14, %zmm26
	vpbroadcastq	.LCPI0_16(%rip), %zmm10
	vpternlogq	$248, %zmm10, %zmm8, %zmm19
	vpternlogq	$248, %zmm10, %zmm1, %zmm9
	vpternlogq	$248, %zmm10, %zmm2, %zmm30
	vpternlogq	$248, %zmm10, %zmm3, %zmm20
	vpternlogq	$248, %zmm10, %zmm4, %zmm21
	vpternlogq	$248, %zmm10, %zmm5, %zmm0
	vpternlogq	$248, %zmm10, %zmm6, %zmm26
	vpternlogq	$248, %zmm10, %zmm7, %zmm24
	vpbroadcastq	.LCPI0_17(%rip), %zmm11
	vpaddq	%zmm11, %zmm9, %zmm1
	vpaddq	%zmm11, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_18(%rip), %zmm22
	vaddpd	%zmm22, %zmm2, %zmm31
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, 16(%rsp)
	vbroadcastsd	.LCPI0_19(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm31, %zmm2
	vdivpd	%zmm2, %zmm31, %zmm2
	vmovupd	%zmm2, 2016(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 2080(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm28
	vmulpd	%zmm2, %zmm2, %zmm27
	vmulpd	%zmm27, %zmm27, %zmm1
	vmulpd	%zmm28, %zmm28, %zmm2
	vbroadcastsd	.LCPI0_20(%rip), %zmm4
	vmulpd	%zmm4, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_21(%rip), %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_22(%rip), %zmm6
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vmovupd	%zmm3, 2400(%rsp)
	vbroadcastsd	.LCPI0_23(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_25(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2272(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2336(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2144(%rsp)
	vpaddq	%zmm11, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm2
	vmovupd	%zmm2, 128(%rsp)
	vaddpd	%zmm23, %zmm2, %zmm1
	vdivpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 1952(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 1824(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 1760(%rsp)
	vpaddq	%zmm11, %zmm30, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 1888(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm12
	vmulpd	%zmm12, %zmm12, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1504(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1376(%rsp)
	vpaddq	%zmm11, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 2208(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1312(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm30
	vpaddq	%zmm11, %zmm21, %zmm1
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
	vpaddq	%zmm11, %zmm24, %zmm1
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
	vmulpd	%zmm15, %zmm0, %zmm10
	vpaddq	%zmm11, %zmm26, %zmm15
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
	vbroadcastsd	.LCPI0_26(%rip), %zmm6
	vaddpd	2272(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	2400(%rsp), %zmm22, %zmm22
	vaddpd	2144(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2336(%rsp), %zmm27, %zmm27
	vaddpd	1760(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	1824(%rsp), %zmm9, %zmm9
	vaddpd	1376(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm12, %zmm7
	vaddpd	1504(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm30, %zmm12
	vmulpd	%zmm12, %zmm13, %zmm5
	vaddpd	1312(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm12
	vmulpd	%zmm12, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm12
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	%zmm31, 1440(%rsp)
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	2016(%rsp), %zmm2, %zmm13
	vmovupd	16(%rsp), %zmm4
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	2080(%rsp), %zmm4, %zmm14
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	1888(%rsp), %zmm7, %zmm7
	vmovupd	128(%rsp), %zmm6
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm6, %zmm16
	vmulpd	%zmm16, %zmm6, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	1952(%rsp), %zmm9, %zmm9
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2208(%rsp), %zmm5, %zmm5
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm12, %zmm15, %zmm12
	vmulpd	%zmm12, %zmm18, %zmm6
	vpsrlq	$20, 1568(%rsp), %zmm12
	vpbroadcastq	.LCPI0_14(%rip), %zmm10
	vpaddq	%zmm10, %zmm12, %zmm12
	vcvtqq2pd	%zmm12, %zmm12
	vbroadcastsd	.LCPI0_27(%rip), %zmm11
	vmulpd	%zmm11, %zmm12, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm13
	vpsrlq	$20, 1632(%rsp), %zmm23
	vpaddq	%zmm10, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm11, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1200(%rsp), %zmm25
	vpaddq	%zmm10, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm11, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1696(%rsp), %zmm27
	vpaddq	%zmm10, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm11, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1072(%rsp), %zmm28
	vpaddq	%zmm10, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm11, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1136(%rsp), %zmm29
	vpaddq	%zmm10, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm11, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 880(%rsp), %zmm30
	vpaddq	%zmm10, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm11, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 816(%rsp), %zmm31
	vpaddq	%zmm10, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm11, %zmm31, %zmm10
	vaddpd	%zmm6, %zmm10, %zmm6
	vsubpd	%zmm0, %zmm13, %zmm0
	vsubpd	%zmm2, %zmm14, %zmm2
	vsubpd	%zmm4, %zmm7, %zmm4
	vsubpd	%zmm16, %zmm9, %zmm7
	vbroadcastsd	.LCPI0_28(%rip), %zmm9
	vsubpd	%zmm17, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm22, %zmm1, %zmm1
	vsubpd	%zmm15, %zmm6, %zmm6
	vaddpd	16(%rsp), %zmm2, %zmm2
	vaddpd	1440(%rsp), %zmm0, %zmm0
	vaddpd	128(%rsp), %zmm7, %zmm7
	vaddpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm1, %zmm26, %zmm1
	vmulpd	%zmm9, %zmm23, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm9, %zmm12, %zmm8
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
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm9, %zmm30, %zmm8
	vaddpd	%zmm1, %zmm8, %zmm1
	vbroadcastsd	.LCPI0_29(%rip), %zmm8
	vmulpd	%zmm8, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	192(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	624(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	320(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	496(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	560(%rsp), %zmm3, %zmm3
	vmulpd	752(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	256(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	688(%rsp), %zmm6, %zmm6
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm4, %ymm4
	vinserti64x4	$1, %ymm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm7, %ymm2
	vinserti64x4	$1, %ymm2, %zmm4, %zmm2
	vcvtpd2ps	%zmm3, %ymm3
	vcvtpd2ps	%zmm5, %ymm4
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm6, %ymm5
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vinsertf64x4	$1, %ymm5, %zmm1, %zmm1
	vmovdqu64	%zmm0, -192(%rbp,%rbx)
	vmovdqu64	%zmm2, -128(%rbp,%rbx)
	vmovdqu64	%zmm3, -64(%rbp,%rbx)
	vmovups	%zmm1, (%rbp,%rbx)
	addq	$256, %rbp
	addq	$-64, %r11
	jne	.LBB0_75
	cmpq	-72(%rsp), %r13
	vpbroadcastq	.LCPI0_6(%rip), %zmm24
	vpbroadcastq	.LCPI0_7(%rip), %zmm28
	vmovq	.LCPI0_11(%rip), %xmm10
	vmovq	.LCPI0_12(%rip), %xmm11
	vmovq	.LCPI0_18(%rip), %xmm2
	vmovq	.LCPI0_19(%rip), %xmm3
	vmovq	.LCPI0_23(%rip), %xmm6
	vmovq	.LCPI0_24(%rip), %xmm7
	vpbroadcastq	.LCPI0_20(%rip), %xmm8
	vmovdqa64	.LCPI0_59(%rip), %xmm17
	vmovdqa64	.LCPI0_60(%rip), %xmm16
	vmovq	.LCPI0_27(%rip), %xmm19
	vmovsd	.LCPI0_28(%rip), %xmm31
	vmovq	.LCPI0_30(%rip), %xmm20
	vmovq	.LCPI0_31(%rip), %xmm23
	vmovq	.LCPI0_32(%rip), %xmm25
	vmovq	.LCPI0_33(%rip), %xmm26
	vmovq	.LCPI0_56(%rip), %xmm27
	vmovq	.LCPI0_35(%rip), %xmm29
	vmovq	.LCPI0_36(%rip), %xmm30
	vmovq	.LCPI0_37(%rip), %xmm21
	vmovq	.LCPI0_51(%rip), %xmm22
	je	.LBB0_57
	movq	-72(%rsp), %rax
	movq	%rax, %rdi
	testb	$56, %r13b
	je	.LBB0_81
.LBB0_78:
	movq	472(%rsp), %rax
	leaq	(%rax,%rdi), %rsi
	movq	-16(%rsp), %rax
	leaq	(%rax,%rdi,4), %rdi
	vbroadcastsd	.LCPI0_12(%rip), %zmm13
	vpbroadcastq	.LCPI0_38(%rip), %zmm20
	vbroadcastsd	.LCPI0_39(%rip), %zmm18
	vbroadcastsd	.LCPI0_40(%rip), %zmm19
	vbroadcastsd	.LCPI0_41(%rip), %zmm21
	vbroadcastsd	.LCPI0_57(%rip), %zmm29
	vbroadcastsd	.LCPI0_43(%rip), %zmm22
	vbroadcastsd	.LCPI0_44(%rip), %zmm30
	vbroadcastsd	.LCPI0_45(%rip), %zmm23
	vbroadcastsd	.LCPI0_46(%rip), %zmm27
	vbroadcastsd	.LCPI0_47(%rip), %zmm25
	vbroadcastsd	.LCPI0_48(%rip), %zmm26
	vbroadcastsd	.LCPI0_49(%rip), %zmm16
	vbroadcastsd	.LCPI0_50(%rip), %zmm14
	vbroadcastsd	.LCPI0_51(%rip), %zmm10
	vbroadcastsd	.LCPI0_52(%rip), %zmm11
	vpbroadcastq	.LCPI0_53(%rip), %zmm12
	vpbroadcastq	.LCPI0_54(%rip), %zmm15
	vpbroadcastq	.LCPI0_1(%rip), %zmm17
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	.p2align	4
.LBB0_79:
	vcvtudq2pd	(%rdi,%rbx), %zmm0
	vaddpd	%zmm31, %zmm0, %zmm0
	vmulpd	%zmm13, %zmm0, %zmm0
	vcvtudq2pd	(%rdi), %zmm1
	vaddpd	%zmm31, %zmm1, %zmm1
	vmulpd	%zmm13, %zmm1, %zmm1
	vpsrlq	$32, %zmm0, %zmm2
	vpaddq	.LCPI0_13(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$20, %zmm2, %zmm3
	vpaddq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm3
	vpsllq	$32, %zmm2, %zmm2
	vpandq	.LCPI0_15(%rip){1to8}, %zmm2, %zmm2
	vpternlogq	$248, .LCPI0_16(%rip){1to8}, %zmm0, %zmm2
	vpaddq	.LCPI0_17(%rip){1to8}, %zmm2, %zmm0
	vaddpd	.LCPI0_18(%rip){1to8}, %zmm0, %zmm0
	vaddpd	.LCPI0_19(%rip){1to8}, %zmm0, %zmm2
	vdivpd	%zmm2, %zmm0, %zmm2
	vmulpd	%zmm31, %zmm0, %zmm4
	vmulpd	%zmm4, %zmm0, %zmm4
	vmulpd	%zmm2, %zmm2, %zmm5
	vmulpd	%zmm5, %zmm5, %zmm6
	vmulpd	.LCPI0_20(%rip){1to8}, %zmm6, %zmm7
	vaddpd	.LCPI0_21(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	.LCPI0_22(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	.LCPI0_23(%rip){1to8}, %zmm6, %zmm8
	vaddpd	.LCPI0_24(%rip){1to8}, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm6, %zmm8
	vaddpd	.LCPI0_25(%rip){1to8}, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm6, %zmm6
	vaddpd	.LCPI0_26(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm7, %zmm5
	vcvtqq2pd	%zmm3, %zmm3
	vaddpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm2
	vmulpd	.LCPI0_27(%rip){1to8}, %zmm3, %zmm5
	vaddpd	%zmm2, %zmm5, %zmm2
	vsubpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm3, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmulpd	.LCPI0_30(%rip){1to8}, %zmm1, %zmm2
	vmulpd	.LCPI0_31(%rip){1to8}, %zmm2, %zmm1
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm1, %zmm1
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm1, %zmm3
	vmulpd	.LCPI0_56(%rip){1to8}, %zmm3, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm4
	vmulpd	.LCPI0_35(%rip){1to8}, %zmm3, %zmm5
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm3, %zmm6
	vsubpd	%zmm6, %zmm4, %zmm7
	vmulpd	.LCPI0_37(%rip){1to8}, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm4, %zmm8
	vsubpd	%zmm6, %zmm8, %zmm6
	vsubpd	%zmm5, %zmm4, %zmm8
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm20, %zmm2, %zmm2
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm20, %zmm8, %zmm8
	vpaddq	%zmm17, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm2, %k1
	vmovapd	%zmm7, %zmm4 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm5 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm3
	vsubpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm18, %zmm4, %zmm6
	vaddpd	%zmm19, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm21, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm29, %zmm4, %zmm7
	vaddpd	%zmm22, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm30, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm31, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm23, %zmm8
	vsubpd	%zmm8, %zmm23, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_28(%rip), %zmm9
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm27, %zmm4, %zmm7
	vaddpd	%zmm25, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm26, %zmm7, %zmm7
	vmulpd	%zmm16, %zmm4, %zmm8
	vaddpd	%zmm14, %zmm8, %zmm8
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm7
	vmulpd	%zmm31, %zmm3, %zmm8
	vmulpd	%zmm5, %zmm7, %zmm5
	vsubpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm10, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm2, %zmm2
	vptestnmq	%zmm12, %zmm1, %k1
	vptestnmq	%zmm15, %zmm1, %k2
	vxorpd	%zmm11, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm11, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_29(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovdqu	%ymm0, (%rdi,%rbx)
	addq	$32, %rdi
	addq	$8, %rsi
	jne	.LBB0_79
	movq	480(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	%rcx, %r13
	vmovq	.LCPI0_11(%rip), %xmm10
	vmovq	.LCPI0_12(%rip), %xmm11
	vmovq	.LCPI0_18(%rip), %xmm2
	vmovq	.LCPI0_19(%rip), %xmm3
	vmovq	.LCPI0_23(%rip), %xmm6
	vmovq	.LCPI0_24(%rip), %xmm7
	vpbroadcastq	.LCPI0_20(%rip), %xmm8
	vmovdqa64	.LCPI0_59(%rip), %xmm17
	vmovdqa64	.LCPI0_60(%rip), %xmm16
	vmovq	.LCPI0_27(%rip), %xmm19
	vmovsd	.LCPI0_28(%rip), %xmm31
	vmovq	.LCPI0_30(%rip), %xmm20
	vmovq	.LCPI0_31(%rip), %xmm23
	vmovq	.LCPI0_32(%rip), %xmm25
	vmovq	.LCPI0_33(%rip), %xmm26
	vmovq	.LCPI0_56(%rip), %xmm27
	vmovq	.LCPI0_35(%rip), %xmm29
	vmovq	.LCPI0_36(%rip), %xmm30
	vmovq	.LCPI0_37(%rip), %xmm21
	vmovq	.LCPI0_51(%rip), %xmm22
	je	.LBB0_57
.LBB0_81:
	movq	%r13, %rsi
	subq	%rax, %rsi
	movq	-16(%rsp), %rdi
	leaq	(%rdi,%rax,4), %rdi
	.p2align	4
.LBB0_56:
	vcvtusi2sdl	(%rdi,%rbx), %xmm15, %xmm0
	vaddsd	%xmm0, %xmm10, %xmm0
	vmulsd	%xmm0, %xmm11, %xmm0
	vcvtusi2sdl	(%rdi), %xmm15, %xmm1
	vaddsd	%xmm1, %xmm10, %xmm1
	vmulsd	%xmm1, %xmm11, %xmm1
	vmovq	%xmm0, %rax
	movl	%eax, %r8d
	shrq	$32, %rax
	addq	$614242, %rax
	movq	%rax, %r10
	shrq	$20, %r10
	addq	$-1023, %r10
	andl	$1048575, %eax
	shlq	$32, %rax
	orq	%rax, %r8
	addq	%r15, %r8
	vmovq	%r8, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm10, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vmovdqa	%xmm3, %xmm14
	vaddsd	%xmm3, %xmm0, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmovapd	%xmm11, %xmm13
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmovdqa	%xmm6, %xmm15
	vmulsd	%xmm6, %xmm5, %xmm6
	vaddsd	%xmm7, %xmm6, %xmm6
	vpunpcklqdq	%xmm6, %xmm8, %xmm6
	vmovddup	%xmm5, %xmm5
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	%xmm17, %xmm6, %xmm6
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	%xmm16, %xmm6, %xmm6
	vunpcklpd	%xmm4, %xmm5, %xmm4
	vmulpd	%xmm6, %xmm4, %xmm4
	vshufpd	$1, %xmm4, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm4, %xmm4
	vcvtsi2sd	%r10, %xmm12, %xmm5
	vaddsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmulsd	%xmm19, %xmm5, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm31, %xmm5, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm12
	vmulsd	%xmm20, %xmm1, %xmm1
	vmulsd	%xmm23, %xmm1, %xmm2
	vaddsd	%xmm25, %xmm2, %xmm2
	vmovq	%xmm2, %rax
	vaddsd	%xmm26, %xmm2, %xmm2
	vmulsd	%xmm27, %xmm2, %xmm3
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm29, %xmm2, %xmm4
	vmulsd	%xmm30, %xmm2, %xmm5
	vsubsd	%xmm5, %xmm3, %xmm6
	vmulsd	%xmm21, %xmm2, %xmm2
	vmovapd	%xmm30, %xmm11
	vmovapd	%xmm29, %xmm30
	vmovapd	%xmm27, %xmm29
	vmovapd	%xmm26, %xmm27
	vmovapd	%xmm25, %xmm26
	vmovapd	%xmm23, %xmm25
	vmovapd	%xmm20, %xmm23
	vmovapd	%xmm19, %xmm20
	vmovapd	%xmm17, %xmm18
	vmovapd	%xmm16, %xmm19
	vmovapd	%xmm7, %xmm16
	vsubsd	%xmm6, %xmm3, %xmm7
	vsubsd	%xmm5, %xmm7, %xmm5
	vsubsd	%xmm5, %xmm2, %xmm2
	vsubsd	%xmm4, %xmm3, %xmm5
	vunpcklpd	%xmm1, %xmm5, %xmm1
	vpsrlq	$52, %xmm1, %xmm1
	vpandq	.LCPI0_38(%rip){1to2}, %xmm1, %xmm1
	vmovq	%xmm1, %r8
	addl	$16, %r8d
	vpextrq	$1, %xmm1, %r10
	cmpl	%r10d, %r8d
	setb	%r8b
	kmovd	%r8d, %k1
	vmovsd	%xmm6, %xmm3, %xmm3 {%k1}
	vmovsd	%xmm2, %xmm4, %xmm4 {%k1}
	vsubsd	%xmm4, %xmm3, %xmm1
	vsubsd	%xmm1, %xmm3, %xmm2
	vsubsd	%xmm4, %xmm2, %xmm2
	vmulsd	%xmm1, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	.LCPI0_39(%rip), %xmm3, %xmm5
	vaddsd	.LCPI0_40(%rip), %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vaddsd	.LCPI0_41(%rip), %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	.LCPI0_57(%rip), %xmm3, %xmm6
	vaddsd	.LCPI0_43(%rip), %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	.LCPI0_44(%rip), %xmm6, %xmm6
	vmulsd	%xmm4, %xmm4, %xmm7
	vmulsd	%xmm6, %xmm7, %xmm6
	vaddsd	%xmm6, %xmm5, %xmm5
	vmulsd	%xmm3, %xmm10, %xmm6
	vmovsd	.LCPI0_45(%rip), %xmm0
	vsubsd	%xmm6, %xmm0, %xmm7
	vmovdqa64	%xmm8, %xmm17
	vsubsd	%xmm7, %xmm0, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vmovdqa64	%xmm17, %xmm8
	vaddsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm7, %xmm5
	vmulsd	.LCPI0_46(%rip), %xmm3, %xmm6
	vaddsd	.LCPI0_47(%rip), %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	.LCPI0_48(%rip), %xmm6, %xmm6
	vmulsd	.LCPI0_49(%rip), %xmm3, %xmm7
	vaddsd	.LCPI0_50(%rip), %xmm7, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm2, %xmm10, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmovapd	%xmm16, %xmm7
	vmovapd	%xmm19, %xmm16
	vmovapd	%xmm18, %xmm17
	vmovapd	%xmm20, %xmm19
	vmovapd	%xmm23, %xmm20
	vmovapd	%xmm25, %xmm23
	vmovapd	%xmm26, %xmm25
	vmovapd	%xmm27, %xmm26
	vmovapd	%xmm29, %xmm27
	vmovapd	%xmm30, %xmm29
	vmovapd	%xmm11, %xmm30
	vmulsd	%xmm4, %xmm3, %xmm3
	vmovapd	%xmm13, %xmm11
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	%xmm22, %xmm6, %xmm3
	vmovdqa	%xmm15, %xmm6
	vaddsd	%xmm3, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovddup	.LCPI0_52(%rip), %xmm2
	vxorpd	%xmm2, %xmm5, %xmm3
	testb	$2, %al
	sete	%r8b
	kmovd	%r8d, %k1
	vmovsd	%xmm5, %xmm3, %xmm3 {%k1}
	vxorpd	%xmm2, %xmm1, %xmm2
	vmovsd	%xmm2, %xmm1, %xmm1 {%k1}
	vmovsd	.LCPI0_18(%rip), %xmm2
	kmovd	%eax, %k1
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vmovsd	.LCPI0_29(%rip), %xmm0
	vmulsd	%xmm0, %xmm12, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vmovdqa	%xmm14, %xmm3
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rbx)
	addq	$4, %rdi
	decq	%rsi
	jne	.LBB0_56
.LBB0_57:
	cmpb	$0, -121(%rsp)
	je	.LBB0_59
	xorl	%esi, %esi
	vmovdqu64	3360(%rsp), %zmm10
	vmovaps	1296(%rsp), %xmm13
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	vmovaps	1280(%rsp), %xmm17
	vmovaps	1264(%rsp), %xmm14
	vmovdqu64	3104(%rsp), %zmm25
	vmovdqu64	3040(%rsp), %zmm26
	vmovdqu64	3296(%rsp), %zmm16
	vmovdqu64	2976(%rsp), %zmm18
	vmovdqu64	2912(%rsp), %zmm11
	vmovdqu64	2848(%rsp), %zmm15
	vmovdqu64	2784(%rsp), %zmm19
	vmovdqu64	2656(%rsp), %zmm20
	vmovdqu64	2720(%rsp), %zmm21
	vmovdqu64	2592(%rsp), %zmm22
	vmovdqu64	2528(%rsp), %zmm23
	vmovdqu64	2464(%rsp), %zmm29
	vbroadcastss	.LCPI0_8(%rip), %ymm30
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
.LBB0_66:
	movq	%rsi, %rax
	orq	$1, %rax
	testb	$1, %r13b
	je	.LBB0_68
	movq	992(%rsp), %r10
	vmovss	(%r10,%rsi,4), %xmm0
	vmulss	(%r9,%rsi,4), %xmm14, %xmm1
	movq	984(%rsp), %rcx
	vsubss	(%rcx,%rsi,4), %xmm0, %xmm2
	vaddss	%xmm2, %xmm2, %xmm2
	vmulss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm17, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	movq	104(%rsp), %rcx
	vmulss	(%rcx,%rsi,4), %xmm13, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %edi
	movl	%edi, %r8d
	andl	$2147483647, %r8d
	cmpl	$2139095041, %r8d
	cmovael	%r14d, %edi
	movl	%edi, (%r10,%rsi,4)
	movq	%rax, %rsi
.LBB0_68:
	cmpq	%rax, %r13
	je	.LBB0_71
	movq	%r13, %rax
	subq	%rsi, %rax
	movq	424(%rsp), %rcx
	leaq	(%rcx,%rsi,4), %rdi
	addq	$-60, %rdi
	movq	112(%rsp), %rcx
	leaq	(%rcx,%rsi,4), %r8
	movq	976(%rsp), %rcx
	leaq	(%rcx,%rsi,4), %r10
	movq	392(%rsp), %rcx
	leaq	(%rcx,%rsi,4), %rsi
	xorl	%r11d, %r11d
	.p2align	4
.LBB0_70:
	vmulss	-4(%r10,%r11,4), %xmm14, %xmm0
	vmovss	-4(%rsi,%r11,4), %xmm1
	vmovss	(%rsi,%r11,4), %xmm2
	vsubss	(%r8,%r11,4), %xmm1, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm3, %xmm0, %xmm0
	vmulss	%xmm0, %xmm17, %xmm0
	vsubss	%xmm0, %xmm1, %xmm0
	vmulss	-4(%rdi,%r11,4), %xmm13, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %ebx
	movl	%ebx, %ebp
	andl	$2147483647, %ebp
	cmpl	$2139095041, %ebp
	cmovael	%r14d, %ebx
	movl	%ebx, -4(%rsi,%r11,4)
	vmulss	(%r10,%r11,4), %xmm14, %xmm0
	vsubss	4(%r8,%r11,4), %xmm2, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm1, %xmm0, %xmm0
	vmulss	%xmm0, %xmm17, %xmm0
	vsubss	%xmm0, %xmm2, %xmm0
	vmulss	(%rdi,%r11,4), %xmm13, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %ebx
	movl	%ebx, %ebp
	andl	$2147483647, %ebp
	cmpl	$2139095041, %ebp
	cmovael	%r14d, %ebx
	movl	%ebx, (%rsi,%r11,4)
	addq	$2, %r11
	cmpq	%r11, %rax
	jne	.LBB0_70
	jmp	.LBB0_71
	.p2align	4
.LBB0_59:
	vmovaps	1296(%rsp), %xmm13
	vbroadcastss	%xmm13, %zmm0
	xorl	%eax, %eax
	movq	120(%rsp), %rcx
	vmovups	4320(%rsp), %zmm7
	movq	424(%rsp), %rsi
	movq	416(%rsp), %rdi
	movq	408(%rsp), %r8
	vbroadcastss	.LCPI0_61(%rip), %zmm8
	vpbroadcastd	.LCPI0_62(%rip), %zmm10
	vpbroadcastd	.LCPI0_63(%rip), %zmm11
	vmovups	4256(%rsp), %zmm12
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	vmovaps	1280(%rsp), %xmm17
	vmovaps	1264(%rsp), %xmm14
	vmovdqu64	3104(%rsp), %zmm25
	vmovdqu64	3040(%rsp), %zmm26
	vmovdqu64	3296(%rsp), %zmm16
	vmovdqu64	2976(%rsp), %zmm18
	vmovdqu64	2848(%rsp), %zmm15
	vmovdqu64	2784(%rsp), %zmm19
	vmovdqu64	2656(%rsp), %zmm20
	vmovdqu64	2720(%rsp), %zmm21
	vmovdqu64	2592(%rsp), %zmm22
	vmovdqu64	2528(%rsp), %zmm23
	vmovdqu64	2464(%rsp), %zmm29
	vbroadcastss	.LCPI0_8(%rip), %ymm30
	.p2align	4
.LBB0_60:
	vmovups	-64(%r8,%rax,4), %zmm1
	vmovups	(%r8,%rax,4), %zmm2
	vmulps	(%r9,%rax,4), %zmm7, %zmm3
	vmulps	64(%r9,%rax,4), %zmm7, %zmm4
	vsubps	-64(%rdi,%rax,4), %zmm1, %zmm5
	vsubps	(%rdi,%rax,4), %zmm2, %zmm6
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm5, %zmm3, %zmm3
	vaddps	%zmm6, %zmm6, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm3, %zmm12, %zmm3
	vmulps	%zmm4, %zmm12, %zmm4
	vsubps	%zmm3, %zmm1, %zmm1
	vsubps	%zmm4, %zmm2, %zmm2
	vmulps	-64(%rsi,%rax,4), %zmm0, %zmm3
	vaddps	%zmm1, %zmm3, %zmm1
	vmulps	(%rsi,%rax,4), %zmm0, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vandps	%zmm8, %zmm1, %zmm3
	vandps	%zmm8, %zmm2, %zmm4
	vpcmpgtd	%zmm10, %zmm3, %k1
	vpcmpgtd	%zmm10, %zmm4, %k2
	vmovdqa32	%zmm11, %zmm1 {%k1}
	vmovdqa32	%zmm11, %zmm2 {%k2}
	vmovdqu64	%zmm1, -64(%r8,%rax,4)
	vmovdqu64	%zmm2, (%r8,%rax,4)
	addq	$32, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_60
	cmpq	%rcx, %r13
	vbroadcastss	.LCPI0_61(%rip), %xmm4
	vpbroadcastd	.LCPI0_62(%rip), %xmm5
	vmovdqu64	3360(%rsp), %zmm10
	vmovdqu64	2912(%rsp), %zmm11
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	je	.LBB0_71
	movq	120(%rsp), %rsi
	testb	$28, %r13b
	je	.LBB0_66
	vbroadcastss	%xmm13, %xmm0
	movq	120(%rsp), %rax
	movq	968(%rsp), %rcx
	movq	104(%rsp), %rsi
	movq	112(%rsp), %rdi
	movq	384(%rsp), %r8
	.p2align	4
.LBB0_64:
	vmovups	(%r8,%rax,4), %xmm1
	vmulps	(%r9,%rax,4), %xmm7, %xmm2
	vsubps	(%rdi,%rax,4), %xmm1, %xmm3
	vaddps	%xmm3, %xmm3, %xmm3
	vmulps	%xmm3, %xmm2, %xmm2
	vmulps	%xmm2, %xmm12, %xmm2
	vsubps	%xmm2, %xmm1, %xmm1
	vmulps	(%rsi,%rax,4), %xmm0, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
	vandps	%xmm4, %xmm1, %xmm2
	vpcmpgtd	%xmm5, %xmm2, %k1
	vpbroadcastd	.LCPI0_63(%rip), %xmm1 {%k1}
	vmovdqu	%xmm1, (%r8,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_64
	movq	%rcx, %rsi
	cmpq	%rcx, %r13
	je	.LBB0_71
	jmp	.LBB0_66
.LBB0_9:
	vmovss	-40(%rsp), %xmm8
	vmulss	-48(%rsp), %xmm8, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm3, %xmm3, %xmm3
	vcmpltss	%xmm0, %xmm3, %k1
	vmovss	%xmm1, %xmm1, %xmm13 {%k1} {z}
	vmulss	-44(%rsp), %xmm8, %xmm8
	vmovss	%xmm8, -40(%rsp)
	jmp	.LBB0_10
.LBB0_12:
	cmpl	$0, -84(%rsp)
	movq	-112(%rsp), %r11
	movq	-80(%rsp), %r8
	movq	%r13, %rax
	jne	.LBB0_13
	andq	$-32, %rax
	vbroadcastss	%xmm14, %zmm0
	vbroadcastss	%xmm17, %zmm1
	movq	%r13, %rdx
	andq	$-4, %rdx
	movq	%rbx, %r10
	imulq	%r13, %r10
	leaq	(%r8,%r10,4), %rsi
	addq	$64, %rsi
	leaq	(%r11,%r10,4), %rdi
	addq	$64, %rdi
	leaq	(%r8,%r10,4), %r8
	leaq	(%r11,%r10,4), %r10
	xorl	%ecx, %ecx
	movl	$2143289344, %ebp
	vbroadcastss	.LCPI0_61(%rip), %zmm2
	vpbroadcastd	.LCPI0_62(%rip), %zmm3
	vpbroadcastd	.LCPI0_63(%rip), %zmm4
	vbroadcastss	.LCPI0_61(%rip), %xmm5
	vpbroadcastd	.LCPI0_62(%rip), %xmm6
	leaq	(,%r13,4), %r11
	jmp	.LBB0_18
	.p2align	4
.LBB0_32:
	movq	-64(%rsp), %rbx
	incq	%rbx
	movq	192(%rsp), %rcx
	incq	%rcx
	movq	-104(%rsp), %r11
	addq	%r11, %rsi
	addq	%r11, %rdi
	addq	%r11, %r8
	addq	%r11, %r10
	cmpq	-24(%rsp), %rbx
	movq	96(%rsp), %r14
	je	.LBB0_73
.LBB0_18:
	movq	%rcx, 192(%rsp)
	imulq	%rcx, %r11
	movq	%rbx, %r12
	leaq	(%r14,%r11), %rbx
	movq	-112(%rsp), %r13
	leaq	(%rbx,%r13), %r14
	movq	%r14, 16(%rsp)
	addq	88(%rsp), %r11
	leaq	(%r11,%r13), %rcx
	movq	-80(%rsp), %r15
	addq	%r15, %rbx
	addq	%r15, %r11
	movq	%r12, -64(%rsp)
	imulq	-120(%rsp), %r12
	cmpq	80(%rsp), %r14
	setb	128(%rsp)
	cmpq	%rcx, %r9
	setb	%r14b
	andb	128(%rsp), %r14b
	cmpq	%r11, 16(%rsp)
	setb	%r11b
	cmpq	%rcx, %rbx
	leaq	(%r13,%r12,4), %rcx
	movq	%rcx, 16(%rsp)
	leaq	(%r15,%r12,4), %rcx
	movq	%rcx, 128(%rsp)
	setb	%r15b
	andb	%r11b, %r15b
	orb	%r14b, %r15b
	xorl	%r12d, %r12d
	jmp	.LBB0_19
	.p2align	4
.LBB0_31:
	incq	%r12
	cmpq	-96(%rsp), %r12
	je	.LBB0_32
.LBB0_19:
	xorl	%r13d, %r13d
	testb	%r15b, %r15b
	je	.LBB0_21
	movq	-120(%rsp), %rbx
.LBB0_27:
	movq	%r13, %r11
	orq	$1, %r11
	testb	$1, %bl
	je	.LBB0_29
	movq	16(%rsp), %rcx
	vmovss	(%rcx,%r13,4), %xmm7
	vmulss	(%r9,%r13,4), %xmm14, %xmm8
	movq	128(%rsp), %rbx
	vsubss	(%rbx,%r13,4), %xmm7, %xmm9
	vaddss	%xmm9, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm8
	vmulss	%xmm8, %xmm17, %xmm8
	vsubss	%xmm8, %xmm7, %xmm7
	vmovd	%xmm7, %ebx
	movl	%ebx, %r14d
	andl	$2147483647, %r14d
	cmpl	$2139095041, %r14d
	cmovael	%ebp, %ebx
	movl	%ebx, (%rcx,%r13,4)
	movq	%r11, %r13
.LBB0_29:
	movq	-120(%rsp), %r14
	cmpq	%r11, %r14
	je	.LBB0_31
	.p2align	4
.LBB0_30:
	vmulss	(%r9,%r13,4), %xmm14, %xmm7
	vmovss	(%r10,%r13,4), %xmm8
	vmovss	4(%r10,%r13,4), %xmm9
	vsubss	(%r8,%r13,4), %xmm8, %xmm10
	vaddss	%xmm10, %xmm10, %xmm10
	vmulss	%xmm7, %xmm10, %xmm7
	vmulss	%xmm7, %xmm17, %xmm7
	vsubss	%xmm7, %xmm8, %xmm7
	vmovd	%xmm7, %r11d
	movl	%r11d, %ebx
	andl	$2147483647, %ebx
	cmpl	$2139095041, %ebx
	cmovael	%ebp, %r11d
	movl	%r11d, (%r10,%r13,4)
	vmulss	4(%r9,%r13,4), %xmm14, %xmm7
	vsubss	4(%r8,%r13,4), %xmm9, %xmm8
	vaddss	%xmm8, %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm7
	vmulss	%xmm7, %xmm17, %xmm7
	vsubss	%xmm7, %xmm9, %xmm7
	vmovd	%xmm7, %r11d
	movl	%r11d, %ebx
	andl	$2147483647, %ebx
	cmpl	$2139095041, %ebx
	cmovael	%ebp, %r11d
	movl	%r11d, 4(%r10,%r13,4)
	addq	$2, %r13
	cmpq	%r13, %r14
	jne	.LBB0_30
	jmp	.LBB0_31
	.p2align	4
.LBB0_21:
	vmovups	-64(%rdi,%r13,4), %zmm7
	vmovups	(%rdi,%r13,4), %zmm8
	vmulps	(%r9,%r13,4), %zmm0, %zmm9
	vmulps	64(%r9,%r13,4), %zmm0, %zmm10
	vsubps	-64(%rsi,%r13,4), %zmm7, %zmm11
	vsubps	(%rsi,%r13,4), %zmm8, %zmm12
	vaddps	%zmm11, %zmm11, %zmm11
	vmulps	%zmm11, %zmm9, %zmm9
	vaddps	%zmm12, %zmm12, %zmm11
	vmulps	%zmm11, %zmm10, %zmm10
	vmulps	%zmm9, %zmm1, %zmm9
	vmulps	%zmm10, %zmm1, %zmm10
	vsubps	%zmm9, %zmm7, %zmm7
	vsubps	%zmm10, %zmm8, %zmm8
	vandps	%zmm2, %zmm7, %zmm9
	vandps	%zmm2, %zmm8, %zmm10
	vpcmpgtd	%zmm3, %zmm9, %k1
	vpcmpgtd	%zmm3, %zmm10, %k2
	vmovdqa32	%zmm4, %zmm7 {%k1}
	vmovdqa32	%zmm4, %zmm8 {%k2}
	vmovdqu64	%zmm7, -64(%rdi,%r13,4)
	vmovdqu64	%zmm8, (%rdi,%r13,4)
	addq	$32, %r13
	cmpq	%r13, %rax
	jne	.LBB0_21
	movq	-120(%rsp), %rbx
	cmpq	%rax, %rbx
	je	.LBB0_31
	movq	%rax, %r13
	testb	$28, %bl
	je	.LBB0_27
	movq	%rax, %r11
	.p2align	4
.LBB0_25:
	vmovups	(%r10,%r11,4), %xmm7
	vmulps	(%r9,%r11,4), %xmm0, %xmm8
	vsubps	(%r8,%r11,4), %xmm7, %xmm9
	vaddps	%xmm9, %xmm9, %xmm9
	vmulps	%xmm9, %xmm8, %xmm8
	vmulps	%xmm1, %xmm8, %xmm8
	vsubps	%xmm8, %xmm7, %xmm7
	vandps	%xmm5, %xmm7, %xmm8
	vpcmpgtd	%xmm6, %xmm8, %k1
	vpbroadcastd	.LCPI0_63(%rip), %xmm7 {%k1}
	vmovdqu	%xmm7, (%r10,%r11,4)
	addq	$4, %r11
	cmpq	%r11, %rdx
	jne	.LBB0_25
	movq	%rdx, %r13
	movq	-120(%rsp), %rbx
	cmpq	%rdx, %rbx
	je	.LBB0_31
	jmp	.LBB0_27
.LBB0_13:
	andq	$-32, %rax
	vbroadcastss	%xmm14, %zmm0
	vpbroadcastd	%xmm17, %zmm1
	movq	%r13, %rdx
	andq	$-4, %rdx
	leaq	(%r8,%r14), %rsi
	addq	$64, %rsi
	leaq	(%r11,%r14), %rdi
	addq	$64, %rdi
	addq	%r14, %r8
	leaq	(%r11,%r14), %r10
	xorl	%ecx, %ecx
	movl	$2143289344, %ebp
	vbroadcastss	.LCPI0_61(%rip), %zmm2
	vpbroadcastd	.LCPI0_62(%rip), %zmm3
	vpbroadcastd	.LCPI0_63(%rip), %zmm4
	vbroadcastss	.LCPI0_61(%rip), %xmm5
	vpbroadcastd	.LCPI0_62(%rip), %xmm6
	leaq	(,%r13,4), %r11
	jmp	.LBB0_14
.LBB0_44:
	movq	-64(%rsp), %rbx
	incq	%rbx
	movq	192(%rsp), %rcx
	incq	%rcx
	movq	-104(%rsp), %r11
	addq	%r11, %rsi
	addq	%r11, %rdi
	addq	%r11, %r8
	addq	%r11, %r10
	cmpq	-24(%rsp), %rbx
	movq	96(%rsp), %r14
	je	.LBB0_73
.LBB0_14:
	movq	%rcx, 192(%rsp)
	imulq	%rcx, %r11
	movq	%rbx, %r12
	leaq	(%r14,%r11), %rbx
	movq	-112(%rsp), %r13
	leaq	(%rbx,%r13), %r14
	movq	%r14, 16(%rsp)
	addq	88(%rsp), %r11
	leaq	(%r11,%r13), %rcx
	movq	-80(%rsp), %r15
	addq	%r15, %rbx
	addq	%r15, %r11
	movq	%r12, -64(%rsp)
	imulq	-120(%rsp), %r12
	cmpq	80(%rsp), %r14
	setb	128(%rsp)
	cmpq	%rcx, %r9
	setb	%r14b
	andb	128(%rsp), %r14b
	cmpq	%r11, 16(%rsp)
	setb	%r11b
	cmpq	%rcx, %rbx
	leaq	(%r13,%r12,4), %rcx
	movq	%rcx, 16(%rsp)
	leaq	(%r15,%r12,4), %rcx
	movq	%rcx, 128(%rsp)
	setb	%r15b
	andb	%r11b, %r15b
	orb	%r14b, %r15b
	xorl	%r12d, %r12d
	jmp	.LBB0_15
.LBB0_43:
	incq	%r12
	cmpq	-96(%rsp), %r12
	je	.LBB0_44
.LBB0_15:
	xorl	%r13d, %r13d
	testb	%r15b, %r15b
	je	.LBB0_33
	movq	-120(%rsp), %rbx
.LBB0_39:
	movq	%r13, %r11
	orq	$1, %r11
	testb	$1, %bl
	je	.LBB0_41
	movq	16(%rsp), %rcx
	vmovss	(%rcx,%r13,4), %xmm7
	vmulss	(%r9,%r13,4), %xmm14, %xmm8
	movq	128(%rsp), %rbx
	vsubss	(%rbx,%r13,4), %xmm7, %xmm9
	vaddss	%xmm9, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm8
	vmulss	%xmm8, %xmm17, %xmm8
	vsubss	%xmm8, %xmm7, %xmm7
	vmovd	%xmm7, %ebx
	movl	%ebx, %r14d
	andl	$2147483647, %r14d
	cmpl	$2139095041, %r14d
	cmovael	%ebp, %ebx
	movl	%ebx, (%rcx,%r13,4)
	movq	%r11, %r13
.LBB0_41:
	movq	-120(%rsp), %r14
	cmpq	%r11, %r14
	je	.LBB0_43
	.p2align	4
.LBB0_42:
	vmulss	(%r9,%r13,4), %xmm14, %xmm7
	vmovss	(%r10,%r13,4), %xmm8
	vmovss	4(%r10,%r13,4), %xmm9
	vsubss	(%r8,%r13,4), %xmm8, %xmm10
	vaddss	%xmm10, %xmm10, %xmm10
	vmulss	%xmm7, %xmm10, %xmm7
	vmulss	%xmm7, %xmm17, %xmm7
	vsubss	%xmm7, %xmm8, %xmm7
	vmovd	%xmm7, %r11d
	movl	%r11d, %ebx
	andl	$2147483647, %ebx
	cmpl	$2139095041, %ebx
	cmovael	%ebp, %r11d
	movl	%r11d, (%r10,%r13,4)
	vmulss	4(%r9,%r13,4), %xmm14, %xmm7
	vsubss	4(%r8,%r13,4), %xmm9, %xmm8
	vaddss	%xmm8, %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm7
	vmulss	%xmm7, %xmm17, %xmm7
	vsubss	%xmm7, %xmm9, %xmm7
	vmovd	%xmm7, %r11d
	movl	%r11d, %ebx
	andl	$2147483647, %ebx
	cmpl	$2139095041, %ebx
	cmovael	%ebp, %r11d
	movl	%r11d, 4(%r10,%r13,4)
	addq	$2, %r13
	cmpq	%r13, %r14
	jne	.LBB0_42
	jmp	.LBB0_43
	.p2align	4
.LBB0_33:
	vmovups	-64(%rdi,%r13,4), %zmm7
	vmovups	(%rdi,%r13,4), %zmm8
	vmulps	(%r9,%r13,4), %zmm0, %zmm9
	vmulps	64(%r9,%r13,4), %zmm0, %zmm10
	vsubps	-64(%rsi,%r13,4), %zmm7, %zmm11
	vsubps	(%rsi,%r13,4), %zmm8, %zmm12
	vaddps	%zmm11, %zmm11, %zmm11
	vmulps	%zmm11, %zmm9, %zmm9
	vaddps	%zmm12, %zmm12, %zmm11
	vmulps	%zmm11, %zmm10, %zmm10
	vmulps	%zmm9, %zmm1, %zmm9
	vmulps	%zmm10, %zmm1, %zmm10
	vsubps	%zmm9, %zmm7, %zmm7
	vsubps	%zmm10, %zmm8, %zmm8
	vandps	%zmm2, %zmm7, %zmm9
	vandps	%zmm2, %zmm8, %zmm10
	vpcmpgtd	%zmm3, %zmm9, %k1
	vpcmpgtd	%zmm3, %zmm10, %k2
	vmovdqa32	%zmm4, %zmm7 {%k1}
	vmovdqa32	%zmm4, %zmm8 {%k2}
	vmovdqu64	%zmm7, -64(%rdi,%r13,4)
	vmovdqu64	%zmm8, (%rdi,%r13,4)
	addq	$32, %r13
	cmpq	%r13, %rax
	jne	.LBB0_33
	movq	-120(%rsp), %rbx
	cmpq	%rax, %rbx
	je	.LBB0_43
	movq	%rax, %r13
	testb	$28, %bl
	je	.LBB0_39
	movq	%rax, %r11
	.p2align	4
.LBB0_37:
	vmovups	(%r10,%r11,4), %xmm7
	vmulps	(%r9,%r11,4), %xmm0, %xmm8
	vsubps	(%r8,%r11,4), %xmm7, %xmm9
	vaddps	%xmm9, %xmm9, %xmm9
	vmulps	%xmm9, %xmm8, %xmm8
	vmulps	%xmm1, %xmm8, %xmm8
	vsubps	%xmm8, %xmm7, %xmm7
	vandps	%xmm5, %xmm7, %xmm8
	vpcmpgtd	%xmm6, %xmm8, %k1
	vpbroadcastd	.LCPI0_63(%rip), %xmm7 {%k1}
	vmovdqu	%xmm7, (%r10,%r11,4)
	addq	$4, %r11
	cmpq	%r11, %rdx
	jne	.LBB0_37
	movq	%rdx, %r13
	movq	-120(%rsp), %rbx
	cmpq	%rdx, %rbx
	je	.LBB0_43
	jmp	.LBB0_39
.LBB0_73:
	addq	$135592, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.Lfunc_end0:
	.size	tessera_weighted_x86_64_v4, .Lfunc_end0-tessera_weighted_x86_64_v4

	.section	".note.GNU-stack","",@progbits
