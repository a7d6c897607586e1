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
	subq	$600, %rsp
	movq	(%rdi), %rax
	movq	%rax, -112(%rsp)
	movq	8(%rdi), %r13
	movq	16(%rdi), %r9
	vmovss	24(%rdi), %xmm0
	movq	40(%rdi), %rbx
	movq	48(%rdi), %rdx
	movq	56(%rdi), %r12
	vmovd	72(%rdi), %xmm19
	vmovss	76(%rdi), %xmm1
	vmovaps	%xmm1, 1152(%rsp)
	movq	64(%rdi), %rax
	movq	%rax, -96(%rsp)
	movl	80(%rdi), %eax
	movl	%eax, -40(%rsp)
	vmovss	88(%rdi), %xmm1
	vmovss	%xmm1, -76(%rsp)
	vmovss	92(%rdi), %xmm1
	vmovss	%xmm1, -60(%rsp)
	movl	84(%rdi), %eax
	movl	%eax, -64(%rsp)
	vmovd	96(%rdi), %xmm1
	vmovd	%xmm1, -68(%rsp)
	movq	104(%rdi), %rax
	movq	%rax, -88(%rsp)
	movq	112(%rdi), %rax
	movq	%rax, 424(%rsp)
	cmpq	$32, %r12
	movq	%r13, -56(%rsp)
	movq	%rdx, -16(%rsp)
	jae	.LBB0_3
	movq	%rdx, %rdi
	subq	%rbx, %rdi
	jbe	.LBB0_54
	movl	$3449720151, %r8d
	movq	-88(%rsp), %rsi
	movq	%rsi, %rax
	shrq	$32, %rax
	leaq	(%rsi,%r8), %rcx
	addq	$-795284382, %rcx
	leaq	-305585874(%rax,%r8), %r10
	vpbroadcastq	%rcx, %zmm1
	vmovdqu64	%zmm1, 2256(%rsp)
	leaq	1013904242(%rsi), %rcx
	vpbroadcastq	%rcx, %zmm1
	leaq	1993301258(%rax), %rcx
	vpbroadcastq	%rcx, %zmm2
	vmovdqu64	%zmm2, 3536(%rsp)
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
	movq	%r12, %r11
	shlq	$6, %r11
	vmulss	.LCPI0_0(%rip), %xmm0, %xmm15
	vpbroadcastq	%r12, %zmm16
	vpbroadcastq	%rsi, %zmm17
	vbroadcastss	.LCPI0_61(%rip), %zmm18
	vbroadcastss	%xmm19, %zmm19
	vpbroadcastd	.LCPI0_62(%rip), %zmm20
	vpbroadcastd	.LCPI0_63(%rip), %zmm21
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	vpbroadcastq	.LCPI0_6(%rip), %zmm25
	vpbroadcastq	.LCPI0_7(%rip), %zmm27
	vmovdqu64	%zmm1, 3792(%rsp)
	vmovdqu64	%zmm2, 3088(%rsp)
	vmovdqu64	%zmm3, 3024(%rsp)
	vmovdqu64	%zmm4, 2960(%rsp)
	vmovdqu64	%zmm5, 2896(%rsp)
	vmovdqu64	%zmm6, 2832(%rsp)
	vmovdqu64	%zmm7, 2768(%rsp)
	vmovdqu64	%zmm9, 2704(%rsp)
	vmovdqu64	%zmm10, 2640(%rsp)
	vmovdqu64	%zmm11, 3600(%rsp)
	vmovdqu64	%zmm12, 3408(%rsp)
	vmovdqu64	%zmm13, 3344(%rsp)
	vmovdqu64	%zmm14, 3280(%rsp)
	vmovss	%xmm15, -32(%rsp)
	vmovdqu64	%zmm16, 3216(%rsp)
	vmovdqu64	%zmm17, 3152(%rsp)
	vmovups	%zmm19, 3472(%rsp)
	jmp	.LBB0_65
	.p2align	4
.LBB0_98:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r12
.LBB0_99:
	cmpq	%r15, %rax
	cmovbq	%rax, %r14
	addq	%rbx, %r14
	imulq	%r12, %r14
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$4696, %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	leaq	(,%r14,4), %rax
	addq	%rbp, %rax
	vmovss	%xmm0, (%rax,%rdx,4)
.LBB0_100:
	addq	$64, %rbx
	addq	$-64, %rdi
	movq	-16(%rsp), %rdx
	cmpq	%rdx, %rbx
	jae	.LBB0_54
.LBB0_65:
	cmpq	$64, %rdi
	movl	$64, %eax
	cmovbq	%rdi, %rax
	movq	%rax, 16(%rsp)
	movq	%rdx, %rax
	subq	%rbx, %rax
	cmpq	$64, %rax
	movl	$64, %r15d
	cmovbq	%rax, %r15
	leaq	-1(%r15), %r14
	testq	%r12, %r12
	movq	-112(%rsp), %rbp
	movq	%r12, %rsi
	movq	%rbx, %r12
	je	.LBB0_68
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_67:
	movl	%ecx, %edx
	andl	$62, %edx
	movq	%rcx, %rbx
	shrq	$6, %rbx
	cmpq	%rdx, %rax
	cmovbeq	%r14, %rdx
	addq	%r12, %rdx
	imulq	%rsi, %rdx
	addq	%rbx, %rdx
	vmovss	(%rbp,%rdx,4), %xmm0
	vmovss	%xmm0, 4696(%rsp,%rcx,4)
	vmovss	(%r13,%rdx,4), %xmm0
	vmovss	%xmm0, 103000(%rsp,%rcx,4)
	leal	1(%rcx), %edx
	andl	$63, %edx
	cmpq	%rdx, %rax
	cmovbeq	%r14, %rdx
	addq	%r12, %rdx
	imulq	%rsi, %rdx
	addq	%rbx, %rdx
	vmovss	(%rbp,%rdx,4), %xmm0
	vmovss	%xmm0, 4700(%rsp,%rcx,4)
	vmovss	(%r13,%rdx,4), %xmm0
	vmovss	%xmm0, 103004(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r11
	jne	.LBB0_67
.LBB0_68:
	cmpq	$0, -96(%rsp)
	movq	%r12, %rbx
	movq	%rsi, %r12
	je	.LBB0_84
	cmpl	$0, -40(%rsp)
	je	.LBB0_79
	vpbroadcastq	%rbx, %zmm8
	xorl	%eax, %eax
	vmovss	-76(%rsp), %xmm30
	vmovdqu64	%zmm8, 3856(%rsp)
	jmp	.LBB0_71
	.p2align	4
.LBB0_78:
	vmulss	-60(%rsp), %xmm30, %xmm30
	incq	%rax
	cmpq	-96(%rsp), %rax
	je	.LBB0_84
.LBB0_71:
	cmpl	$0, -64(%rsp)
	sete	%cl
	testq	%r12, %r12
	je	.LBB0_78
	vmovss	%xmm30, 3728(%rsp)
	vmulss	-68(%rsp), %xmm30, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vpxor	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm1 {%k1} {z}
	kmovd	%ecx, %k1
	vmovaps	1152(%rsp), %xmm0
	vmovss	%xmm0, %xmm1, %xmm1 {%k1}
	vmovaps	%xmm1, 3664(%rsp)
	movq	424(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	imulq	%r8, %rdx
	vpbroadcastq	%rdx, %zmm0
	shrq	$32, %rdx
	xorl	-88(%rsp), %ecx
	xorl	%edx, %ecx
	leaq	78811644(%r8), %rdx
	imulq	%rcx, %rdx
	vpbroadcastq	%rdx, %zmm1
	shrq	$32, %rdx
	xorq	%r10, %rdx
	vpbroadcastq	%rdx, %zmm2
	vmovdqu64	%zmm2, 1552(%rsp)
	vpxorq	2256(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1488(%rsp)
	vpxorq	3536(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 1424(%rsp)
	xorl	%ecx, %ecx
	vmovdqa64	.LCPI0_5(%rip), %zmm1
	vmovdqa64	.LCPI0_4(%rip), %zmm2
	.p2align	4
.LBB0_73:
	vmovdqu64	%zmm2, 96(%rsp)
	vmovdqu64	%zmm1, 32(%rsp)
	vpaddq	%zmm26, %zmm1, %zmm0
	vpaddq	%zmm26, %zmm2, %zmm1
	vpbroadcastq	.LCPI0_2(%rip), %zmm3
	vpaddq	32(%rsp), %zmm3, %zmm2
	vpaddq	96(%rsp), %zmm3, %zmm3
	vpbroadcastq	.LCPI0_3(%rip), %zmm5
	vpaddq	32(%rsp), %zmm5, %zmm4
	vpaddq	96(%rsp), %zmm5, %zmm5
	vpbroadcastq	.LCPI0_64(%rip), %zmm13
	vpandq	96(%rsp), %zmm13, %zmm6
	vpandq	32(%rsp), %zmm13, %zmm7
	vpandq	%zmm13, %zmm1, %zmm8
	vpandq	%zmm13, %zmm0, %zmm9
	vpandq	%zmm13, %zmm3, %zmm10
	vpandq	%zmm13, %zmm2, %zmm11
	vpandq	%zmm13, %zmm5, %zmm12
	vpandq	%zmm13, %zmm4, %zmm13
	vpsrlq	$6, 96(%rsp), %zmm14
	vpsrlq	$6, 32(%rsp), %zmm15
	vpsrlq	$6, %zmm1, %zmm1
	vpsrlq	$6, %zmm0, %zmm0
	vpsrlq	$6, %zmm3, %zmm3
	vpsrlq	$6, %zmm2, %zmm2
	vpsrlq	$6, %zmm5, %zmm5
	vpsrlq	$6, %zmm4, %zmm4
	vmovdqu64	3856(%rsp), %zmm17
	vpaddq	%zmm17, %zmm7, %zmm7
	vpaddq	%zmm17, %zmm6, %zmm6
	vpaddq	%zmm17, %zmm9, %zmm9
	vpaddq	%zmm17, %zmm8, %zmm8
	vpaddq	%zmm17, %zmm11, %zmm11
	vpaddq	%zmm17, %zmm10, %zmm10
	vmovdqu64	3216(%rsp), %zmm16
	vpmullq	%zmm16, %zmm6, %zmm6
	vpmullq	%zmm16, %zmm7, %zmm7
	vpmullq	%zmm16, %zmm8, %zmm8
	vpmullq	%zmm16, %zmm9, %zmm9
	vpaddq	%zmm17, %zmm13, %zmm13
	vpaddq	%zmm17, %zmm12, %zmm12
	vpmullq	%zmm16, %zmm10, %zmm10
	vpaddq	%zmm14, %zmm6, %zmm6
	vpaddq	%zmm15, %zmm7, %zmm14
	vpaddq	%zmm1, %zmm8, %zmm8
	vpmullq	%zmm16, %zmm11, %zmm1
	vpaddq	%zmm0, %zmm9, %zmm9
	vpaddq	%zmm3, %zmm10, %zmm3
	vpaddq	%zmm2, %zmm1, %zmm11
	vpmullq	%zmm16, %zmm12, %zmm0
	vpaddq	%zmm5, %zmm0, %zmm5
	vpmullq	%zmm16, %zmm13, %zmm0
	vpaddq	%zmm4, %zmm0, %zmm4
	vpmuludq	%zmm25, %zmm6, %zmm16
	vpmuludq	%zmm25, %zmm14, %zmm17
	vpmuludq	%zmm25, %zmm8, %zmm1
	vpmuludq	%zmm25, %zmm9, %zmm18
	vpmuludq	%zmm25, %zmm3, %zmm0
	vpmuludq	%zmm25, %zmm11, %zmm2
	vpmuludq	%zmm25, %zmm5, %zmm7
	vpmuludq	%zmm25, %zmm4, %zmm10
	vmovdqu64	3152(%rsp), %zmm12
	vpternlogq	$150, %zmm12, %zmm17, %zmm14
	vpternlogq	$150, %zmm12, %zmm16, %zmm6
	vpternlogq	$150, %zmm12, %zmm18, %zmm9
	vpternlogq	$150, %zmm12, %zmm1, %zmm8
	vpternlogq	$150, %zmm12, %zmm2, %zmm11
	vpternlogq	$150, %zmm12, %zmm0, %zmm3
	vpternlogq	$150, %zmm12, %zmm10, %zmm4
	vpternlogq	$150, %zmm12, %zmm7, %zmm5
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm14, %zmm12
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm5, %zmm13
	vpsrlq	$32, %zmm4, %zmm4
	vpmuludq	%zmm27, %zmm12, %zmm22
	vpmuludq	%zmm27, %zmm6, %zmm20
	vpmuludq	%zmm27, %zmm9, %zmm9
	vpmuludq	%zmm27, %zmm8, %zmm8
	vpmuludq	%zmm27, %zmm11, %zmm6
	vpmuludq	%zmm27, %zmm3, %zmm5
	vpmuludq	%zmm27, %zmm4, %zmm4
	vpmuludq	%zmm27, %zmm13, %zmm3
	vpsrlq	$32, %zmm20, %zmm11
	vpsrlq	$32, %zmm22, %zmm12
	vpsrlq	$32, %zmm8, %zmm14
	vpsrlq	$32, %zmm9, %zmm19
	vpsrlq	$32, %zmm5, %zmm21
	vpsrlq	$32, %zmm6, %zmm23
	vpsrlq	$32, %zmm3, %zmm24
	vpsrlq	$32, %zmm4, %zmm25
	vmovdqu64	1488(%rsp), %zmm26
	vpxorq	%zmm26, %zmm12, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm29
	vmovdqu64	%zmm29, 496(%rsp)
	vpxorq	%zmm26, %zmm11, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm30
	vmovdqu64	%zmm30, 432(%rsp)
	vpxorq	%zmm26, %zmm19, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm13
	vmovdqu64	%zmm13, 688(%rsp)
	vpxorq	%zmm26, %zmm14, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm14
	vmovdqu64	%zmm14, 560(%rsp)
	vpxorq	%zmm26, %zmm23, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1680(%rsp)
	vpxorq	%zmm26, %zmm21, %zmm19
	vpxorq	%zmm26, %zmm25, %zmm23
	vpxorq	%zmm26, %zmm24, %zmm24
	vmovdqu64	1552(%rsp), %zmm25
	vpxorq	%zmm17, %zmm25, %zmm17
	vpmuludq	%zmm27, %zmm17, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm17
	vpxorq	%zmm16, %zmm25, %zmm16
	vpmuludq	%zmm27, %zmm16, %zmm28
	vpxorq	%zmm18, %zmm25, %zmm16
	vpmuludq	%zmm27, %zmm16, %zmm21
	vpxorq	%zmm1, %zmm25, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm19
	vmovdqu64	%zmm19, 1616(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm1, %zmm27
	vpxorq	%zmm2, %zmm25, %zmm1
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm1, %zmm12
	vpxorq	%zmm0, %zmm25, %zmm0
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm0, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm24, %zmm0
	vmovdqu64	%zmm0, 160(%rsp)
	vpxorq	%zmm10, %zmm25, %zmm0
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm0, %zmm15
	vpxorq	%zmm7, %zmm25, %zmm7
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm7, %zmm1
	vmovdqu64	%zmm1, 224(%rsp)
	vpsrlq	$32, %zmm30, %zmm7
	vpsrlq	$32, %zmm29, %zmm23
	vpsrlq	$32, %zmm14, %zmm18
	vpsrlq	$32, %zmm28, %zmm10
	vpsrlq	$32, %zmm26, %zmm25
	vpsrlq	$32, %zmm27, %zmm29
	vpsrlq	$32, %zmm21, %zmm30
	vpsrlq	$32, %zmm13, %zmm31
	vmovdqu64	3792(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm22, %zmm25
	vpsrlq	$32, %zmm16, %zmm22
	vpternlogq	$150, %zmm0, %zmm20, %zmm10
	vpsrlq	$32, %zmm12, %zmm20
	vpternlogq	$150, %zmm0, %zmm9, %zmm30
	vpsrlq	$32, %zmm17, %zmm2
	vpternlogq	$150, %zmm0, %zmm8, %zmm29
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm0, %zmm6, %zmm20
	vpsrlq	$32, %zmm15, %zmm6
	vpternlogq	$150, %zmm0, %zmm5, %zmm22
	vpsrlq	$32, %zmm11, %zmm5
	vpternlogq	$150, %zmm0, %zmm4, %zmm6
	vpternlogq	$150, %zmm0, %zmm3, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm3
	vmovdqu64	%zmm3, 1056(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm25, %zmm24
	vmovdqu64	%zmm24, 1808(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm29, %zmm8
	vpsrlq	$32, %zmm19, %zmm25
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm30, %zmm9
	vmovdqu64	%zmm9, 816(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm10
	vmovdqu64	%zmm10, 880(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm11
	vmovdqu64	%zmm11, 624(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm14
	vmovdqu64	%zmm14, 1872(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm13
	vmovdqu64	%zmm13, 752(%rsp)
	vmovdqu64	1424(%rsp), %zmm6
	vpxorq	%zmm6, %zmm23, %zmm0
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm0, %zmm19
	vpxorq	%zmm6, %zmm7, %zmm0
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm0, %zmm29
	vpxorq	%zmm6, %zmm31, %zmm0
	vpxorq	%zmm6, %zmm18, %zmm4
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm0, %zmm30
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm4, %zmm4
	vpxorq	%zmm6, %zmm5, %zmm0
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm0, %zmm18
	vpxorq	%zmm6, %zmm2, %zmm0
	vpxorq	%zmm6, %zmm25, %zmm1
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm0, %zmm23
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm1, %zmm20
	vpsrlq	$32, %zmm19, %zmm25
	vmovdqu64	3088(%rsp), %zmm0
	vpternlogq	$150, %zmm26, %zmm0, %zmm25
	vpsrlq	$32, %zmm29, %zmm26
	vpternlogq	$150, %zmm28, %zmm0, %zmm26
	vpsrlq	$32, %zmm30, %zmm31
	vpternlogq	$150, %zmm21, %zmm0, %zmm31
	vpsrlq	$32, %zmm4, %zmm21
	vpternlogq	$150, %zmm27, %zmm0, %zmm21
	vpsrlq	$32, %zmm18, %zmm28
	vpternlogq	$150, %zmm12, %zmm0, %zmm28
	vpsrlq	$32, %zmm23, %zmm22
	vpternlogq	$150, %zmm16, %zmm0, %zmm22
	vpsrlq	$32, %zmm20, %zmm27
	vpternlogq	$150, %zmm15, %zmm0, %zmm27
	vpsrlq	$32, %zmm3, %zmm2
	vmovdqu64	3024(%rsp), %zmm1
	vpternlogq	$150, 432(%rsp), %zmm1, %zmm2
	vpsrlq	$32, %zmm24, %zmm7
	vpternlogq	$150, 496(%rsp), %zmm1, %zmm7
	vpsrlq	$32, %zmm8, %zmm24
	vpternlogq	$150, 560(%rsp), %zmm1, %zmm24
	vpsrlq	$32, %zmm9, %zmm12
	vpternlogq	$150, 688(%rsp), %zmm1, %zmm12
	vpsrlq	$32, %zmm10, %zmm3
	vpternlogq	$150, %zmm1, %zmm17, %zmm3
	vpsrlq	$32, %zmm11, %zmm17
	vpternlogq	$150, 1680(%rsp), %zmm1, %zmm17
	vpsrlq	$32, %zmm13, %zmm11
	vpternlogq	$150, 1616(%rsp), %zmm1, %zmm11
	vpsrlq	$32, %zmm14, %zmm15
	vmovdqu64	160(%rsp), %zmm5
	vpternlogq	$150, %zmm1, %zmm5, %zmm15
	vpsrlq	$32, %zmm5, %zmm1
	vpxorq	%zmm6, %zmm1, %zmm1
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm1, %zmm10
	vpsrlq	$32, %zmm10, %zmm5
	vpternlogq	$150, 224(%rsp), %zmm0, %zmm5
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm7, %zmm13
	vpsrlq	$32, %zmm13, %zmm7
	vmovdqu64	2960(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm19, %zmm7
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm2, %zmm16
	vpsrlq	$32, %zmm16, %zmm6
	vpternlogq	$150, %zmm1, %zmm29, %zmm6
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm12, %zmm0
	vmovdqu64	%zmm0, 224(%rsp)
	vpsrlq	$32, %zmm0, %zmm14
	vpternlogq	$150, %zmm1, %zmm30, %zmm14
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm24, %zmm24
	vpsrlq	$32, %zmm24, %zmm29
	vpternlogq	$150, %zmm1, %zmm4, %zmm29
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm17, %zmm0
	vmovdqu64	%zmm0, 432(%rsp)
	vpsrlq	$32, %zmm0, %zmm12
	vpternlogq	$150, %zmm1, %zmm18, %zmm12
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm3, %zmm0
	vmovdqu64	%zmm0, 496(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm1, %zmm23, %zmm17
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm11, %zmm0
	vmovdqu64	%zmm0, 160(%rsp)
	vpsrlq	$32, %zmm0, %zmm11
	vpternlogq	$150, %zmm1, %zmm20, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm26, %zmm9
	vpsrlq	$32, %zmm9, %zmm4
	vmovdqu64	2896(%rsp), %zmm0
	vpternlogq	$150, 1056(%rsp), %zmm0, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm25, %zmm20
	vpsrlq	$32, %zmm20, %zmm18
	vpternlogq	$150, 1808(%rsp), %zmm0, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm26
	vpsrlq	$32, %zmm26, %zmm2
	vpternlogq	$150, %zmm8, %zmm0, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm31, %zmm23
	vpsrlq	$32, %zmm23, %zmm8
	vpternlogq	$150, 816(%rsp), %zmm0, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm22
	vpsrlq	$32, %zmm22, %zmm31
	vpternlogq	$150, 880(%rsp), %zmm0, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm30
	vpsrlq	$32, %zmm30, %zmm19
	vpternlogq	$150, 624(%rsp), %zmm0, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm3
	vmovdqu64	%zmm3, 880(%rsp)
	vpsrlq	$32, %zmm3, %zmm5
	vpternlogq	$150, 1872(%rsp), %zmm0, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm3
	vmovdqu64	%zmm3, 624(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, 752(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm15, %zmm27
	vpsrlq	$32, %zmm27, %zmm28
	vpternlogq	$150, %zmm1, %zmm10, %zmm28
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 752(%rsp)
	vpsrlq	$32, %zmm0, %zmm18
	vmovdqu64	2832(%rsp), %zmm0
	vpternlogq	$150, %zmm13, %zmm0, %zmm18
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm4, %zmm21
	vpsrlq	$32, %zmm21, %zmm13
	vpternlogq	$150, %zmm16, %zmm0, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm1
	vmovdqu64	%zmm1, 560(%rsp)
	vpsrlq	$32, %zmm1, %zmm4
	vmovdqu64	2768(%rsp), %zmm25
	vpternlogq	$150, %zmm25, %zmm9, %zmm4
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm8, %zmm10
	vpsrlq	$32, %zmm10, %zmm9
	vpternlogq	$150, 224(%rsp), %zmm0, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm1
	vmovdqu64	%zmm1, 224(%rsp)
	vpsrlq	$32, %zmm1, %zmm15
	vpternlogq	$150, %zmm25, %zmm20, %zmm15
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm2, %zmm7
	vpsrlq	$32, %zmm7, %zmm20
	vpternlogq	$150, %zmm24, %zmm0, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm29, %zmm1
	vmovdqu64	%zmm1, 688(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, %zmm25, %zmm26, %zmm2
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm19, %zmm6
	vpsrlq	$32, %zmm6, %zmm26
	vpternlogq	$150, 432(%rsp), %zmm0, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm1
	vmovdqu64	%zmm1, 816(%rsp)
	vpsrlq	$32, %zmm1, %zmm14
	vpternlogq	$150, %zmm25, %zmm23, %zmm14
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm31, %zmm29
	vpsrlq	$32, %zmm29, %zmm23
	vpternlogq	$150, 496(%rsp), %zmm0, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm19
	vpsrlq	$32, %zmm19, %zmm1
	vpternlogq	$150, %zmm25, %zmm22, %zmm1
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm16
	vpternlogq	$150, 160(%rsp), %zmm0, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm24
	vpsrlq	$32, %zmm24, %zmm12
	vpternlogq	$150, %zmm25, %zmm30, %zmm12
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm5, %zmm5
	vmovdqu64	%zmm5, 496(%rsp)
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm27, %zmm0, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm30
	vpsrlq	$32, %zmm30, %zmm22
	vpternlogq	$150, 880(%rsp), %zmm25, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm31
	vpsrlq	$32, %zmm31, %zmm0
	vpternlogq	$150, 624(%rsp), %zmm25, %zmm0
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm15, %zmm8
	vmovdqu64	%zmm8, 624(%rsp)
	vpsrlq	$32, %zmm8, %zmm15
	vmovdqu64	2704(%rsp), %zmm8
	vpternlogq	$150, 752(%rsp), %zmm8, %zmm15
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm4, %zmm25
	vpsrlq	$32, %zmm25, %zmm17
	vpternlogq	$150, %zmm8, %zmm21, %zmm17
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm14, %zmm21
	vpsrlq	$32, %zmm21, %zmm4
	vpternlogq	$150, %zmm8, %zmm10, %zmm4
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm2, %zmm14
	vpsrlq	$32, %zmm14, %zmm28
	vpternlogq	$150, %zmm8, %zmm7, %zmm28
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm12, %zmm27
	vpsrlq	$32, %zmm27, %zmm10
	vpternlogq	$150, %zmm8, %zmm6, %zmm10
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm1, %zmm7
	vpsrlq	$32, %zmm7, %zmm11
	vpternlogq	$150, %zmm8, %zmm29, %zmm11
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm0, %zmm29
	vpsrlq	$32, %zmm29, %zmm12
	vpternlogq	$150, %zmm8, %zmm3, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm0
	vmovdqu64	%zmm0, 160(%rsp)
	vpsrlq	$32, %zmm0, %zmm6
	vmovdqu64	2640(%rsp), %zmm0
	vpternlogq	$150, 560(%rsp), %zmm0, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm1
	vmovdqu64	%zmm1, 560(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, 224(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm1
	vmovdqu64	%zmm1, 432(%rsp)
	vpsrlq	$32, %zmm1, %zmm13
	vpternlogq	$150, 688(%rsp), %zmm0, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm1
	vmovdqu64	%zmm1, 224(%rsp)
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, 816(%rsp), %zmm0, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm20
	vpsrlq	$32, %zmm20, %zmm23
	vpternlogq	$150, %zmm19, %zmm0, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm26, %zmm3
	vpsrlq	$32, %zmm3, %zmm19
	vpternlogq	$150, %zmm24, %zmm0, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm9
	vpsrlq	$32, %zmm9, %zmm1
	vpternlogq	$150, %zmm30, %zmm0, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm5
	vpternlogq	$150, %zmm31, %zmm0, %zmm5
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm22, %zmm26
	vpsrlq	$32, %zmm26, %zmm30
	vpternlogq	$150, 496(%rsp), %zmm8, %zmm30
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vmovdqu64	3600(%rsp), %zmm0
	vpternlogq	$150, 624(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm22
	vpternlogq	$150, %zmm25, %zmm0, %zmm22
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm18, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm21, %zmm0, %zmm8
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm13, %zmm6
	vpsrlq	$32, %zmm6, %zmm18
	vpternlogq	$150, %zmm14, %zmm0, %zmm18
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm19, %zmm6
	vpsrlq	$32, %zmm6, %zmm14
	vpternlogq	$150, %zmm27, %zmm0, %zmm14
	vpbroadcastq	.LCPI0_7(%rip), %zmm27
	vpmuludq	%zmm27, %zmm23, %zmm6
	vpsrlq	$32, %zmm6, %zmm21
	vpternlogq	$150, %zmm7, %zmm0, %zmm21
	vpmuludq	%zmm27, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm23
	vpternlogq	$150, %zmm29, %zmm0, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm25
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm24
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm30, %zmm6
	vpmuludq	%zmm27, %zmm1, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm10
	vpsrlq	$32, %zmm1, %zmm12
	vpternlogq	$150, %zmm26, %zmm0, %zmm12
	vpsrlq	$32, %zmm25, %zmm1
	vmovdqu64	3408(%rsp), %zmm0
	vpternlogq	$150, 160(%rsp), %zmm0, %zmm1
	vpsrlq	$32, %zmm24, %zmm4
	vpternlogq	$150, 560(%rsp), %zmm0, %zmm4
	vpsrlq	$32, %zmm13, %zmm7
	vpternlogq	$150, 432(%rsp), %zmm0, %zmm7
	vpsrlq	$32, %zmm19, %zmm15
	vpternlogq	$150, 224(%rsp), %zmm0, %zmm15
	vpsrlq	$32, %zmm11, %zmm17
	vpternlogq	$150, %zmm0, %zmm20, %zmm17
	vpsrlq	$32, %zmm5, %zmm20
	vpternlogq	$150, %zmm0, %zmm3, %zmm20
	vpsrlq	$32, %zmm6, %zmm26
	vpternlogq	$150, %zmm0, %zmm9, %zmm26
	vpsrlq	$32, %zmm10, %zmm9
	vpternlogq	$150, %zmm0, %zmm16, %zmm9
	vpmovqd	%zmm4, %ymm0
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vpmovqd	%zmm15, %ymm1
	vpmovqd	%zmm7, %ymm3
	vinserti64x4	$1, %ymm3, %zmm1, %zmm1
	vpmovqd	%zmm20, %ymm3
	vpmovqd	%zmm17, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm9, %ymm4
	vpmovqd	%zmm26, %ymm7
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	vinserti64x4	$1, %ymm7, %zmm4, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vmovdqu64	3344(%rsp), %zmm16
	vpternlogq	$150, %zmm25, %zmm16, %zmm7
	vpbroadcastq	.LCPI0_6(%rip), %zmm25
	vpmuludq	%zmm25, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm24, %zmm16, %zmm2
	vpmuludq	%zmm25, %zmm18, %zmm9
	vpsrlq	$32, %zmm9, %zmm9
	vpternlogq	$150, %zmm13, %zmm16, %zmm9
	vpmuludq	%zmm25, %zmm8, %zmm8
	vpmuludq	%zmm25, %zmm21, %zmm13
	vpmuludq	%zmm25, %zmm14, %zmm14
	vpmuludq	%zmm25, %zmm12, %zmm12
	vpmuludq	%zmm25, %zmm23, %zmm15
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm19, %zmm16, %zmm8
	vpternlogq	$150, %zmm11, %zmm16, %zmm13
	vpternlogq	$150, %zmm5, %zmm16, %zmm14
	vpternlogq	$150, %zmm6, %zmm16, %zmm12
	vpternlogq	$150, %zmm10, %zmm16, %zmm15
	vpmuludq	%zmm27, %zmm2, %zmm2
	vpmuludq	%zmm27, %zmm7, %zmm5
	vpmuludq	%zmm27, %zmm8, %zmm6
	vpmuludq	%zmm27, %zmm9, %zmm7
	vpmuludq	%zmm27, %zmm14, %zmm8
	vpmuludq	%zmm27, %zmm13, %zmm9
	vpmuludq	%zmm27, %zmm15, %zmm10
	vpmuludq	%zmm27, %zmm12, %zmm11
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
	vpbroadcastd	.LCPI0_8(%rip), %zmm9
	vpmulld	%zmm9, %zmm0, %zmm0
	vmovdqu64	3280(%rsp), %zmm8
	vpternlogd	$150, %zmm0, %zmm8, %zmm12
	vpmulld	%zmm9, %zmm1, %zmm0
	vmovdqu64	32(%rsp), %zmm1
	vpternlogd	$150, %zmm0, %zmm8, %zmm14
	vpmulld	%zmm9, %zmm3, %zmm0
	vpternlogd	$150, %zmm0, %zmm8, %zmm13
	vpmulld	%zmm9, %zmm4, %zmm0
	vpternlogd	$150, %zmm0, %zmm8, %zmm15
	vmovdqu64	%zmm12, 37464(%rsp,%rcx,4)
	vmovdqu64	%zmm14, 37528(%rsp,%rcx,4)
	vmovdqu64	%zmm2, 70232(%rsp,%rcx,4)
	vmovdqu64	96(%rsp), %zmm2
	vmovdqu64	%zmm13, 37592(%rsp,%rcx,4)
	vmovdqu64	%zmm5, 70296(%rsp,%rcx,4)
	vmovdqu64	%zmm6, 70360(%rsp,%rcx,4)
	vmovdqu64	%zmm15, 37656(%rsp,%rcx,4)
	vmovdqu64	%zmm7, 70424(%rsp,%rcx,4)
	addq	$64, %rcx
	vpbroadcastq	.LCPI0_9(%rip), %zmm0
	vpaddq	%zmm0, %zmm1, %zmm1
	vpaddq	%zmm0, %zmm2, %zmm2
	cmpq	%rcx, %r11
	jne	.LBB0_73
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_75:
	vcvtudq2pd	70232(%rsp,%rcx,4), %zmm0
	vcvtudq2pd	70264(%rsp,%rcx,4), %zmm1
	vcvtudq2pd	70296(%rsp,%rcx,4), %zmm2
	vcvtudq2pd	70328(%rsp,%rcx,4), %zmm3
	vcvtudq2pd	70360(%rsp,%rcx,4), %zmm4
	vcvtudq2pd	70392(%rsp,%rcx,4), %zmm5
	vcvtudq2pd	70424(%rsp,%rcx,4), %zmm6
	vcvtudq2pd	70456(%rsp,%rcx,4), %zmm7
	vbroadcastsd	.LCPI0_11(%rip), %zmm10
	vaddpd	%zmm10, %zmm1, %zmm1
	vaddpd	%zmm10, %zmm0, %zmm0
	vaddpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm10, %zmm2, %zmm2
	vaddpd	%zmm10, %zmm5, %zmm8
	vaddpd	%zmm10, %zmm4, %zmm9
	vaddpd	%zmm10, %zmm7, %zmm7
	vaddpd	%zmm10, %zmm6, %zmm10
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
	vmovupd	%zmm19, 1744(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm17
	vmovupd	%zmm17, 1424(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 1488(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 1552(%rsp)
	vaddpd	%zmm15, %zmm8, %zmm3
	vmovupd	%zmm3, 1616(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm6
	vmovupd	%zmm6, 1680(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm8
	vmovupd	%zmm8, 1808(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm5
	vmovupd	%zmm5, 1872(%rsp)
	vbroadcastsd	.LCPI0_33(%rip), %zmm2
	vaddpd	%zmm2, %zmm17, %zmm20
	vaddpd	%zmm2, %zmm19, %zmm17
	vaddpd	%zmm2, %zmm18, %zmm13
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm2, %zmm6, %zmm7
	vaddpd	%zmm2, %zmm3, %zmm6
	vaddpd	%zmm2, %zmm5, %zmm3
	vaddpd	%zmm2, %zmm8, %zmm5
	vbroadcastsd	.LCPI0_34(%rip), %zmm27
	vmulpd	%zmm27, %zmm17, %zmm18
	vmulpd	%zmm27, %zmm20, %zmm2
	vmulpd	%zmm27, %zmm11, %zmm15
	vmulpd	%zmm27, %zmm13, %zmm19
	vmulpd	%zmm27, %zmm6, %zmm16
	vsubpd	%zmm2, %zmm21, %zmm8
	vbroadcastsd	.LCPI0_35(%rip), %zmm28
	vmulpd	%zmm28, %zmm20, %zmm2
	vbroadcastsd	.LCPI0_36(%rip), %zmm29
	vmulpd	%zmm29, %zmm20, %zmm22
	vsubpd	%zmm2, %zmm8, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_38(%rip), %zmm31
	vpandq	%zmm31, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm31, %zmm23, %zmm23
	vpaddq	%zmm26, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm8, %zmm21
	vsubpd	%zmm21, %zmm8, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm27, %zmm7, %zmm23
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_37(%rip), %zmm30
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
	vpaddq	%zmm26, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm14, %k1
	vsubpd	%zmm22, %zmm18, %zmm24
	vsubpd	%zmm24, %zmm18, %zmm14
	vsubpd	%zmm22, %zmm14, %zmm14
	vmulpd	%zmm27, %zmm5, %zmm25
	vsubpd	%zmm19, %zmm12, %zmm21
	vmulpd	%zmm30, %zmm17, %zmm17
	vsubpd	%zmm14, %zmm17, %zmm20 {%k1}
	vmulpd	%zmm28, %zmm13, %zmm14
	vmulpd	%zmm29, %zmm13, %zmm17
	vmovapd	%zmm24, %zmm18 {%k1}
	vsubpd	%zmm14, %zmm21, %zmm19
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm31, %zmm12, %zmm12
	vpsrlq	$52, %zmm19, %zmm19
	vpandq	%zmm31, %zmm19, %zmm19
	vpaddq	%zmm26, %zmm19, %zmm19
	vpcmpgtq	%zmm19, %zmm12, %k1
	vsubpd	%zmm17, %zmm21, %zmm19
	vsubpd	%zmm19, %zmm21, %zmm12
	vsubpd	%zmm17, %zmm12, %zmm17
	vmulpd	%zmm27, %zmm3, %zmm22
	vsubpd	%zmm15, %zmm10, %zmm12
	vsubpd	%zmm23, %zmm9, %zmm15
	vsubpd	%zmm16, %zmm4, %zmm16
	vsubpd	%zmm22, %zmm1, %zmm22
	vsubpd	%zmm25, %zmm0, %zmm23
	vmulpd	%zmm30, %zmm13, %zmm13
	vsubpd	%zmm17, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm28, %zmm11, %zmm13
	vmulpd	%zmm29, %zmm11, %zmm17
	vmovapd	%zmm19, %zmm21 {%k1}
	vsubpd	%zmm13, %zmm12, %zmm19
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm31, %zmm10, %zmm10
	vpsrlq	$52, %zmm19, %zmm19
	vpandq	%zmm31, %zmm19, %zmm19
	vpaddq	%zmm26, %zmm19, %zmm19
	vpcmpgtq	%zmm19, %zmm10, %k1
	vsubpd	%zmm17, %zmm12, %zmm19
	vsubpd	%zmm19, %zmm12, %zmm10
	vsubpd	%zmm17, %zmm10, %zmm17
	vmulpd	%zmm28, %zmm7, %zmm10
	vmulpd	%zmm30, %zmm11, %zmm11
	vsubpd	%zmm17, %zmm11, %zmm13 {%k1}
	vmulpd	%zmm28, %zmm6, %zmm11
	vmulpd	%zmm29, %zmm7, %zmm17
	vmovapd	%zmm19, %zmm12 {%k1}
	vsubpd	%zmm10, %zmm15, %zmm19
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm31, %zmm9, %zmm9
	vpsrlq	$52, %zmm19, %zmm19
	vpandq	%zmm31, %zmm19, %zmm19
	vpaddq	%zmm26, %zmm19, %zmm19
	vpcmpgtq	%zmm19, %zmm9, %k1
	vsubpd	%zmm17, %zmm15, %zmm19
	vsubpd	%zmm19, %zmm15, %zmm9
	vsubpd	%zmm17, %zmm9, %zmm17
	vmulpd	%zmm28, %zmm3, %zmm9
	vmulpd	%zmm30, %zmm7, %zmm7
	vsubpd	%zmm17, %zmm7, %zmm10 {%k1}
	vmulpd	%zmm28, %zmm5, %zmm17
	vmulpd	%zmm29, %zmm6, %zmm7
	vmovapd	%zmm19, %zmm15 {%k1}
	vsubpd	%zmm11, %zmm16, %zmm19
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm31, %zmm4, %zmm4
	vpsrlq	$52, %zmm19, %zmm19
	vpandq	%zmm31, %zmm19, %zmm19
	vpaddq	%zmm26, %zmm19, %zmm19
	vpcmpgtq	%zmm19, %zmm4, %k1
	vsubpd	%zmm7, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm19
	vsubpd	%zmm7, %zmm19, %zmm7
	vmulpd	%zmm29, %zmm3, %zmm19
	vmulpd	%zmm30, %zmm6, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm11 {%k1}
	vmulpd	%zmm29, %zmm5, %zmm6
	vsubpd	%zmm6, %zmm23, %zmm7
	vmovapd	%zmm4, %zmm16 {%k1}
	vsubpd	%zmm9, %zmm22, %zmm4
	vpsrlq	$52, %zmm1, %zmm1
	vpandq	%zmm31, %zmm1, %zmm1
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm31, %zmm4, %zmm4
	vpaddq	%zmm26, %zmm4, %zmm4
	vpcmpgtq	%zmm4, %zmm1, %k1
	vsubpd	%zmm19, %zmm22, %zmm1
	vmulpd	%zmm30, %zmm5, %zmm4
	vmulpd	%zmm30, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm23, %zmm5
	vsubpd	%zmm6, %zmm5, %zmm5
	vsubpd	%zmm1, %zmm22, %zmm6
	vsubpd	%zmm19, %zmm6, %zmm6
	vsubpd	%zmm17, %zmm23, %zmm19
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm31, %zmm0, %zmm0
	vpsrlq	$52, %zmm19, %zmm19
	vpandq	%zmm31, %zmm19, %zmm19
	vpaddq	%zmm26, %zmm19, %zmm19
	vmovapd	%zmm1, %zmm22 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm9 {%k1}
	vpcmpgtq	%zmm19, %zmm0, %k1
	vmovapd	%zmm7, %zmm23 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm17 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm25
	vsubpd	%zmm2, %zmm8, %zmm26
	vsubpd	%zmm13, %zmm12, %zmm4
	vsubpd	%zmm14, %zmm21, %zmm7
	vsubpd	%zmm11, %zmm16, %zmm31
	vsubpd	%zmm10, %zmm15, %zmm28
	vsubpd	%zmm17, %zmm23, %zmm6
	vsubpd	%zmm9, %zmm22, %zmm19
	vsubpd	%zmm26, %zmm8, %zmm0
	vmovupd	%zmm26, 96(%rsp)
	vsubpd	%zmm25, %zmm18, %zmm1
	vmovupd	%zmm25, 32(%rsp)
	vsubpd	%zmm7, %zmm21, %zmm3
	vmovapd	%zmm7, %zmm21
	vsubpd	%zmm4, %zmm12, %zmm8
	vmovupd	%zmm4, 624(%rsp)
	vsubpd	%zmm28, %zmm15, %zmm12
	vsubpd	%zmm31, %zmm16, %zmm15
	vsubpd	%zmm19, %zmm22, %zmm16
	vsubpd	%zmm6, %zmm23, %zmm18
	vmovapd	%zmm6, %zmm22
	vsubpd	%zmm20, %zmm1, %zmm1
	vmovupd	%zmm1, 688(%rsp)
	vsubpd	%zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 752(%rsp)
	vsubpd	%zmm13, %zmm8, %zmm0
	vmovupd	%zmm0, 224(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 432(%rsp)
	vsubpd	%zmm11, %zmm15, %zmm0
	vmovupd	%zmm0, 496(%rsp)
	vsubpd	%zmm10, %zmm12, %zmm0
	vmovupd	%zmm0, 560(%rsp)
	vsubpd	%zmm17, %zmm18, %zmm0
	vmovupd	%zmm0, 2192(%rsp)
	vsubpd	%zmm9, %zmm16, %zmm0
	vmovupd	%zmm0, 160(%rsp)
	vmulpd	%zmm25, %zmm25, %zmm29
	vmulpd	%zmm26, %zmm26, %zmm24
	vmulpd	%zmm4, %zmm4, %zmm20
	vmulpd	%zmm24, %zmm24, %zmm11
	vmovupd	%zmm11, 2512(%rsp)
	vmulpd	%zmm29, %zmm29, %zmm3
	vmovupd	%zmm3, 1360(%rsp)
	vbroadcastsd	.LCPI0_39(%rip), %zmm6
	vmulpd	%zmm6, %zmm29, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm7
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm8
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vbroadcastsd	.LCPI0_42(%rip), %zmm2
	vmulpd	%zmm2, %zmm29, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm4
	vsubpd	%zmm1, %zmm4, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vbroadcastsd	.LCPI0_44(%rip), %zmm5
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm3, %zmm3, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm2, %zmm24, %zmm3
	vsubpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm3, %zmm24, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 2064(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm0
	vmulpd	%zmm3, %zmm0, %zmm0
	vmulpd	%zmm6, %zmm24, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm16
	vmulpd	%zmm2, %zmm20, %zmm0
	vsubpd	%zmm0, %zmm4, %zmm0
	vmulpd	%zmm0, %zmm20, %zmm0
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm20, %zmm20, %zmm1
	vmovupd	%zmm1, 2128(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm6, %zmm20, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm20, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm20, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1296(%rsp)
	vmulpd	%zmm21, %zmm21, %zmm30
	vmovapd	%zmm21, %zmm26
	vmovupd	%zmm21, 816(%rsp)
	vmulpd	%zmm2, %zmm30, %zmm0
	vsubpd	%zmm0, %zmm4, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm30, %zmm30, %zmm1
	vmovupd	%zmm1, 2384(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm6, %zmm30, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm21
	vmulpd	%zmm31, %zmm31, %zmm23
	vmovapd	%zmm31, %zmm14
	vmovupd	%zmm31, 1056(%rsp)
	vmulpd	%zmm2, %zmm23, %zmm0
	vsubpd	%zmm0, %zmm4, %zmm0
	vmulpd	%zmm0, %zmm23, %zmm0
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm23, %zmm23, %zmm1
	vmovupd	%zmm1, 2576(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm6, %zmm23, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1232(%rsp)
	vmovapd	%zmm28, %zmm13
	vmovupd	%zmm28, 880(%rsp)
	vmulpd	%zmm28, %zmm28, %zmm28
	vmulpd	%zmm2, %zmm28, %zmm0
	vsubpd	%zmm0, %zmm4, %zmm0
	vmulpd	%zmm0, %zmm28, %zmm0
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm28, %zmm1
	vmovupd	%zmm1, 2320(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm6, %zmm28, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1168(%rsp)
	vmovupd	%zmm22, 4112(%rsp)
	vmulpd	%zmm22, %zmm22, %zmm27
	vmulpd	%zmm2, %zmm27, %zmm0
	vsubpd	%zmm0, %zmm4, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm27, %zmm1
	vmovupd	%zmm1, 2448(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm6, %zmm27, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2000(%rsp)
	vmovapd	%zmm19, %zmm12
	vmovupd	%zmm19, 4176(%rsp)
	vmulpd	%zmm19, %zmm19, %zmm31
	vmulpd	%zmm2, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm4, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 4240(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm6, %zmm31, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1936(%rsp)
	vbroadcastsd	.LCPI0_11(%rip), %zmm2
	vmulpd	%zmm2, %zmm29, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm15
	vsubpd	%zmm0, %zmm15, %zmm17
	vsubpd	%zmm17, %zmm15, %zmm11
	vsubpd	%zmm0, %zmm11, %zmm11
	vmovapd	%zmm2, %zmm1
	vmulpd	%zmm2, %zmm24, %zmm0
	vsubpd	%zmm0, %zmm15, %zmm7
	vsubpd	%zmm7, %zmm15, %zmm10
	vsubpd	%zmm0, %zmm10, %zmm6
	vmulpd	%zmm2, %zmm20, %zmm10
	vsubpd	%zmm10, %zmm15, %zmm5
	vsubpd	%zmm5, %zmm15, %zmm9
	vsubpd	%zmm10, %zmm9, %zmm9
	vmulpd	%zmm2, %zmm30, %zmm10
	vsubpd	%zmm10, %zmm15, %zmm4
	vsubpd	%zmm4, %zmm15, %zmm8
	vsubpd	%zmm10, %zmm8, %zmm8
	vmulpd	%zmm2, %zmm23, %zmm10
	vsubpd	%zmm10, %zmm15, %zmm3
	vsubpd	%zmm3, %zmm15, %zmm18
	vsubpd	%zmm10, %zmm18, %zmm10
	vmulpd	%zmm2, %zmm28, %zmm18
	vsubpd	%zmm18, %zmm15, %zmm2
	vsubpd	%zmm2, %zmm15, %zmm25
	vsubpd	%zmm18, %zmm25, %zmm18
	vmulpd	%zmm1, %zmm27, %zmm25
	vmovapd	%zmm1, %zmm0
	vsubpd	%zmm25, %zmm15, %zmm1
	vsubpd	%zmm1, %zmm15, %zmm19
	vsubpd	%zmm25, %zmm19, %zmm19
	vmulpd	%zmm0, %zmm31, %zmm25
	vsubpd	%zmm25, %zmm15, %zmm0
	vsubpd	%zmm0, %zmm15, %zmm15
	vsubpd	%zmm25, %zmm15, %zmm15
	vmulpd	%zmm16, %zmm24, %zmm16
	vmovupd	96(%rsp), %zmm25
	vmulpd	752(%rsp), %zmm25, %zmm25
	vsubpd	%zmm25, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm6, %zmm6
	vmulpd	2064(%rsp), %zmm29, %zmm16
	vmovupd	32(%rsp), %zmm25
	vmulpd	688(%rsp), %zmm25, %zmm25
	vsubpd	%zmm25, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm11, %zmm11
	vmulpd	%zmm21, %zmm30, %zmm16
	vmulpd	432(%rsp), %zmm26, %zmm21
	vsubpd	%zmm21, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm8, %zmm8
	vmulpd	1296(%rsp), %zmm20, %zmm16
	vmovupd	624(%rsp), %zmm26
	vmulpd	224(%rsp), %zmm26, %zmm21
	vsubpd	%zmm21, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm9, %zmm9
	vmulpd	1168(%rsp), %zmm28, %zmm16
	vmulpd	560(%rsp), %zmm13, %zmm21
	vsubpd	%zmm21, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm18, %zmm16
	vmulpd	1232(%rsp), %zmm23, %zmm18
	vmulpd	496(%rsp), %zmm14, %zmm21
	vsubpd	%zmm21, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm10, %zmm10
	vmulpd	1936(%rsp), %zmm31, %zmm13
	vmulpd	160(%rsp), %zmm12, %zmm18
	vsubpd	%zmm18, %zmm13, %zmm13
	vaddpd	%zmm13, %zmm15, %zmm13
	vmulpd	2000(%rsp), %zmm27, %zmm14
	vmovupd	2192(%rsp), %zmm18
	vmulpd	%zmm18, %zmm22, %zmm15
	vsubpd	%zmm15, %zmm14, %zmm14
	vaddpd	%zmm14, %zmm19, %zmm14
	vaddpd	%zmm11, %zmm17, %zmm11
	vmovupd	%zmm11, 1168(%rsp)
	vaddpd	%zmm6, %zmm7, %zmm6
	vmovupd	%zmm6, 2000(%rsp)
	vaddpd	%zmm9, %zmm5, %zmm5
	vmovupd	%zmm5, 1232(%rsp)
	vaddpd	%zmm8, %zmm4, %zmm4
	vmovupd	%zmm4, 4304(%rsp)
	vaddpd	%zmm10, %zmm3, %zmm3
	vmovupd	%zmm3, 1296(%rsp)
	vaddpd	%zmm16, %zmm2, %zmm2
	vmovupd	%zmm2, 4368(%rsp)
	vaddpd	%zmm14, %zmm1, %zmm1
	vmovupd	%zmm1, 2064(%rsp)
	vaddpd	%zmm13, %zmm0, %zmm0
	vmovupd	%zmm0, 1936(%rsp)
	vbroadcastsd	.LCPI0_49(%rip), %zmm6
	vmulpd	%zmm6, %zmm24, %zmm0
	vbroadcastsd	.LCPI0_50(%rip), %zmm15
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2512(%rsp), %zmm24, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_46(%rip), %zmm7
	vmulpd	%zmm7, %zmm24, %zmm1
	vbroadcastsd	.LCPI0_47(%rip), %zmm13
	vaddpd	%zmm13, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vmovupd	%zmm24, 3984(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm14
	vaddpd	%zmm14, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm1
	vmulpd	%zmm6, %zmm29, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	1360(%rsp), %zmm29, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm7, %zmm29, %zmm2
	vaddpd	%zmm13, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm29, %zmm2
	vmovupd	%zmm29, 4048(%rsp)
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm10
	vmulpd	%zmm6, %zmm30, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2384(%rsp), %zmm30, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm7, %zmm30, %zmm2
	vaddpd	%zmm13, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm30, %zmm2
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm8
	vmulpd	%zmm6, %zmm20, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2128(%rsp), %zmm20, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm7, %zmm20, %zmm2
	vaddpd	%zmm13, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm20, %zmm2
	vmovapd	%zmm20, %zmm9
	vmovupd	%zmm20, 3920(%rsp)
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm6, %zmm28, %zmm2
	vaddpd	%zmm15, %zmm2, %zmm2
	vmulpd	2320(%rsp), %zmm28, %zmm3
	vmulpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm7, %zmm28, %zmm3
	vaddpd	%zmm13, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm28, %zmm3
	vaddpd	%zmm14, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm2, %zmm2
	vmulpd	%zmm6, %zmm23, %zmm3
	vaddpd	%zmm15, %zmm3, %zmm3
	vmulpd	2576(%rsp), %zmm23, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm7, %zmm23, %zmm4
	vaddpd	%zmm13, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm23, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm6, %zmm31, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vmulpd	4240(%rsp), %zmm31, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm7, %zmm31, %zmm5
	vaddpd	%zmm13, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm31, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm6, %zmm27, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vmulpd	2448(%rsp), %zmm27, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm7, %zmm27, %zmm6
	vaddpd	%zmm13, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm27, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	32(%rsp), %zmm29, %zmm6
	vmovupd	%zmm6, 1360(%rsp)
	vmulpd	%zmm10, %zmm6, %zmm7
	vbroadcastsd	.LCPI0_11(%rip), %zmm25
	vmovupd	688(%rsp), %zmm12
	vmulpd	%zmm25, %zmm12, %zmm10
	vsubpd	%zmm7, %zmm10, %zmm7
	vmulpd	96(%rsp), %zmm24, %zmm20
	vmulpd	%zmm1, %zmm20, %zmm1
	vmovupd	752(%rsp), %zmm24
	vmulpd	%zmm25, %zmm24, %zmm13
	vsubpd	%zmm1, %zmm13, %zmm29
	vmulpd	%zmm9, %zmm26, %zmm22
	vmulpd	%zmm0, %zmm22, %zmm0
	vmovupd	224(%rsp), %zmm10
	vmulpd	%zmm25, %zmm10, %zmm14
	vsubpd	%zmm0, %zmm14, %zmm21
	vmulpd	816(%rsp), %zmm30, %zmm14
	vmulpd	%zmm8, %zmm14, %zmm8
	vmovupd	432(%rsp), %zmm9
	vmulpd	%zmm25, %zmm9, %zmm15
	vsubpd	%zmm8, %zmm15, %zmm8
	vmulpd	1056(%rsp), %zmm23, %zmm15
	vmulpd	%zmm3, %zmm15, %zmm3
	vmovupd	496(%rsp), %zmm6
	vmulpd	%zmm25, %zmm6, %zmm16
	vsubpd	%zmm3, %zmm16, %zmm11
	vmulpd	880(%rsp), %zmm28, %zmm16
	vmulpd	%zmm2, %zmm16, %zmm2
	vmovupd	560(%rsp), %zmm3
	vmulpd	%zmm25, %zmm3, %zmm17
	vsubpd	%zmm2, %zmm17, %zmm2
	vmovupd	4112(%rsp), %zmm26
	vmulpd	%zmm27, %zmm26, %zmm17
	vmulpd	%zmm5, %zmm17, %zmm5
	vmovapd	%zmm18, %zmm1
	vmulpd	%zmm25, %zmm18, %zmm18
	vsubpd	%zmm5, %zmm18, %zmm5
	vmovupd	4176(%rsp), %zmm13
	vmulpd	%zmm31, %zmm13, %zmm18
	vmulpd	%zmm4, %zmm18, %zmm4
	vmovupd	160(%rsp), %zmm0
	vmulpd	%zmm25, %zmm0, %zmm19
	vsubpd	%zmm4, %zmm19, %zmm4
	vmulpd	4048(%rsp), %zmm7, %zmm7
	vmulpd	3984(%rsp), %zmm29, %zmm29
	vmulpd	3920(%rsp), %zmm21, %zmm19
	vmulpd	%zmm8, %zmm30, %zmm8
	vmulpd	%zmm11, %zmm23, %zmm11
	vmulpd	%zmm2, %zmm28, %zmm2
	vmulpd	%zmm5, %zmm27, %zmm5
	vmulpd	%zmm4, %zmm31, %zmm4
	vsubpd	%zmm24, %zmm29, %zmm21
	vsubpd	%zmm12, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm8, %zmm8
	vsubpd	%zmm10, %zmm19, %zmm9
	vsubpd	%zmm3, %zmm2, %zmm2
	vsubpd	%zmm6, %zmm11, %zmm3
	vsubpd	%zmm0, %zmm4, %zmm4
	vsubpd	%zmm1, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_51(%rip), %zmm12
	vmulpd	%zmm12, %zmm20, %zmm10
	vaddpd	%zmm10, %zmm21, %zmm1
	vmulpd	1360(%rsp), %zmm12, %zmm6
	vaddpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm12, %zmm14, %zmm7
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm12, %zmm22, %zmm8
	vaddpd	%zmm8, %zmm9, %zmm0
	vmulpd	%zmm12, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm12, %zmm15, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm12, %zmm18, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm12, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmovupd	96(%rsp), %zmm8
	vsubpd	%zmm1, %zmm8, %zmm24
	vmovupd	32(%rsp), %zmm1
	vsubpd	%zmm6, %zmm1, %zmm23
	vmovupd	816(%rsp), %zmm1
	vsubpd	%zmm7, %zmm1, %zmm22
	vmovupd	624(%rsp), %zmm1
	vsubpd	%zmm0, %zmm1, %zmm21
	vmovupd	880(%rsp), %zmm0
	vsubpd	%zmm2, %zmm0, %zmm19
	vmovupd	1056(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm20
	vsubpd	%zmm4, %zmm13, %zmm18
	vsubpd	%zmm5, %zmm26, %zmm11
	vbroadcastsd	.LCPI0_52(%rip), %zmm0
	vmovupd	2000(%rsp), %zmm14
	vxorpd	%zmm0, %zmm14, %zmm8
	vmovupd	1168(%rsp), %zmm17
	vxorpd	%zmm0, %zmm17, %zmm7
	vmovupd	4304(%rsp), %zmm12
	vxorpd	%zmm0, %zmm12, %zmm6
	vmovupd	1232(%rsp), %zmm15
	vxorpd	%zmm0, %zmm15, %zmm5
	vmovupd	4368(%rsp), %zmm28
	vxorpd	%zmm0, %zmm28, %zmm4
	vmovupd	1296(%rsp), %zmm13
	vxorpd	%zmm0, %zmm13, %zmm3
	vmovupd	1936(%rsp), %zmm27
	vxorpd	%zmm0, %zmm27, %zmm2
	vmovupd	2064(%rsp), %zmm26
	vxorpd	%zmm0, %zmm26, %zmm1
	vpbroadcastq	.LCPI0_54(%rip), %zmm10
	vmovdqu64	1744(%rsp), %zmm16
	vptestnmq	%zmm10, %zmm16, %k1
	vmovapd	%zmm17, %zmm7 {%k1}
	vxorpd	%zmm0, %zmm23, %zmm23 {%k1}
	vmovdqu64	1424(%rsp), %zmm17
	vptestnmq	%zmm10, %zmm17, %k1
	vmovapd	%zmm14, %zmm8 {%k1}
	vxorpd	%zmm0, %zmm24, %zmm24 {%k1}
	vmovdqu64	1488(%rsp), %zmm14
	vptestnmq	%zmm10, %zmm14, %k1
	vmovapd	%zmm15, %zmm5 {%k1}
	vxorpd	%zmm0, %zmm21, %zmm21 {%k1}
	vmovdqu64	1552(%rsp), %zmm15
	vptestnmq	%zmm10, %zmm15, %k1
	vmovapd	%zmm12, %zmm6 {%k1}
	vxorpd	%zmm0, %zmm22, %zmm22 {%k1}
	vmovdqu64	1616(%rsp), %zmm12
	vptestnmq	%zmm10, %zmm12, %k1
	vmovapd	%zmm13, %zmm3 {%k1}
	vxorpd	%zmm0, %zmm20, %zmm20 {%k1}
	vmovdqu64	1680(%rsp), %zmm13
	vptestnmq	%zmm10, %zmm13, %k1
	vmovapd	%zmm28, %zmm4 {%k1}
	vxorpd	%zmm0, %zmm19, %zmm19 {%k1}
	vmovdqu64	1808(%rsp), %zmm9
	vptestnmq	%zmm10, %zmm9, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm0, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm26
	vmovdqu64	1872(%rsp), %zmm11
	vptestnmq	%zmm10, %zmm11, %k1
	vmovapd	%zmm27, %zmm2 {%k1}
	vxorpd	%zmm0, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_53(%rip), %zmm0
	vptestnmq	%zmm0, %zmm17, %k1
	vmovapd	%zmm8, %zmm24 {%k1}
	vmovupd	%zmm24, 160(%rsp)
	vptestnmq	%zmm0, %zmm16, %k1
	vmovapd	%zmm7, %zmm23 {%k1}
	vmovupd	%zmm23, 560(%rsp)
	vptestnmq	%zmm0, %zmm15, %k1
	vmovapd	%zmm6, %zmm22 {%k1}
	vmovupd	%zmm22, 432(%rsp)
	vptestnmq	%zmm0, %zmm14, %k1
	vmovapd	%zmm5, %zmm21 {%k1}
	vmovupd	%zmm21, 224(%rsp)
	vptestnmq	%zmm0, %zmm13, %k1
	vmovapd	%zmm4, %zmm19 {%k1}
	vmovupd	%zmm19, 496(%rsp)
	vptestnmq	%zmm0, %zmm12, %k1
	vmovapd	%zmm3, %zmm20 {%k1}
	vmovupd	%zmm20, 752(%rsp)
	vptestnmq	%zmm0, %zmm11, %k1
	vmovapd	%zmm2, %zmm18 {%k1}
	vmovupd	%zmm18, 688(%rsp)
	vptestnmq	%zmm0, %zmm9, %k1
	vmovapd	%zmm1, %zmm26 {%k1}
	vmovupd	%zmm26, 624(%rsp)
	vcvtudq2pd	37464(%rsp,%rcx,4), %zmm0
	vcvtudq2pd	37496(%rsp,%rcx,4), %zmm1
	vcvtudq2pd	37528(%rsp,%rcx,4), %zmm2
	vcvtudq2pd	37560(%rsp,%rcx,4), %zmm3
	vcvtudq2pd	37592(%rsp,%rcx,4), %zmm4
	vcvtudq2pd	37624(%rsp,%rcx,4), %zmm5
	vcvtudq2pd	37656(%rsp,%rcx,4), %zmm6
	vcvtudq2pd	37688(%rsp,%rcx,4), %zmm7
	vaddpd	%zmm25, %zmm1, %zmm1
	vaddpd	%zmm25, %zmm0, %zmm0
	vaddpd	%zmm25, %zmm3, %zmm3
	vaddpd	%zmm25, %zmm2, %zmm2
	vaddpd	%zmm25, %zmm5, %zmm5
	vaddpd	%zmm25, %zmm4, %zmm4
	vaddpd	%zmm25, %zmm7, %zmm7
	vaddpd	%zmm25, %zmm6, %zmm6
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
	vmovdqu64	%zmm9, 1552(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1616(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1680(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1808(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1872(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1056(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 816(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 880(%rsp)
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
	vmovupd	%zmm3, 32(%rsp)
	vbroadcastsd	.LCPI0_19(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm31, %zmm2
	vdivpd	%zmm2, %zmm31, %zmm2
	vmovupd	%zmm2, 1424(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1488(%rsp)
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
	vmovupd	%zmm3, 2192(%rsp)
	vbroadcastsd	.LCPI0_23(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_25(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2576(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2128(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2448(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm2
	vmovupd	%zmm2, 96(%rsp)
	vaddpd	%zmm23, %zmm2, %zmm1
	vdivpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 1744(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2384(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2320(%rsp)
	vpaddq	%zmm12, %zmm30, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 1360(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm10
	vmulpd	%zmm10, %zmm10, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 2064(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1232(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 2512(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1168(%rsp)
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
	vaddpd	2576(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	2192(%rsp), %zmm22, %zmm22
	vaddpd	2448(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2128(%rsp), %zmm27, %zmm27
	vaddpd	2320(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm13, %zmm9
	vaddpd	2384(%rsp), %zmm9, %zmm9
	vaddpd	1232(%rsp), %zmm6, %zmm13
	vmulpd	%zmm13, %zmm10, %zmm7
	vaddpd	2064(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm30, %zmm10
	vmulpd	%zmm10, %zmm14, %zmm5
	vaddpd	1168(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm10
	vmulpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm11, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm10
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	%zmm31, 1296(%rsp)
	vbroadcastsd	.LCPI0_11(%rip), %zmm6
	vmulpd	%zmm6, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	1424(%rsp), %zmm2, %zmm11
	vmovupd	32(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1488(%rsp), %zmm4, %zmm13
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	1360(%rsp), %zmm7, %zmm7
	vmovupd	96(%rsp), %zmm8
	vmulpd	%zmm6, %zmm8, %zmm16
	vmulpd	%zmm16, %zmm8, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	1744(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2512(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm10, %zmm15, %zmm10
	vmulpd	%zmm10, %zmm18, %zmm6
	vpsrlq	$20, 1552(%rsp), %zmm10
	vpbroadcastq	.LCPI0_14(%rip), %zmm12
	vpaddq	%zmm12, %zmm10, %zmm10
	vcvtqq2pd	%zmm10, %zmm10
	vbroadcastsd	.LCPI0_27(%rip), %zmm14
	vmulpd	%zmm14, %zmm10, %zmm23
	vaddpd	%zmm11, %zmm23, %zmm11
	vpsrlq	$20, 1616(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm14, %zmm23, %zmm25
	vaddpd	%zmm13, %zmm25, %zmm13
	vpsrlq	$20, 1680(%rsp), %zmm25
	vpaddq	%zmm12, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm14, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1808(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm14, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1872(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm14, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1056(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm14, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 816(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm14, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 880(%rsp), %zmm31
	vpaddq	%zmm12, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm14, %zmm31, %zmm12
	vaddpd	%zmm6, %zmm12, %zmm6
	vsubpd	%zmm0, %zmm11, %zmm0
	vsubpd	%zmm2, %zmm13, %zmm2
	vsubpd	%zmm4, %zmm7, %zmm4
	vsubpd	%zmm16, %zmm9, %zmm7
	vsubpd	%zmm17, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm22, %zmm1, %zmm1
	vsubpd	%zmm15, %zmm6, %zmm6
	vaddpd	32(%rsp), %zmm2, %zmm2
	vaddpd	1296(%rsp), %zmm0, %zmm0
	vaddpd	96(%rsp), %zmm7, %zmm7
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
	vmulpd	160(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	560(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	432(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	224(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	496(%rsp), %zmm3, %zmm3
	vmulpd	752(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	688(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	624(%rsp), %zmm6, %zmm6
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
	vmovups	%zmm0, 37464(%rsp,%rcx,4)
	vmovdqu64	%zmm2, 37528(%rsp,%rcx,4)
	vmovdqu64	%zmm3, 37592(%rsp,%rcx,4)
	vmovdqu64	%zmm1, 37656(%rsp,%rcx,4)
	addq	$64, %rcx
	cmpq	%rcx, %r11
	jne	.LBB0_75
	vbroadcastss	3664(%rsp), %zmm0
	movl	$48, %ecx
	xorl	%edx, %edx
	vmovss	-32(%rsp), %xmm15
	vbroadcastss	.LCPI0_61(%rip), %zmm18
	vmovups	3472(%rsp), %zmm19
	vpbroadcastd	.LCPI0_62(%rip), %zmm20
	vpbroadcastd	.LCPI0_63(%rip), %zmm21
	vpbroadcastq	.LCPI0_6(%rip), %zmm25
	vpbroadcastq	.LCPI0_7(%rip), %zmm27
	vmovss	3728(%rsp), %xmm30
	.p2align	4
.LBB0_77:
	vmulss	(%r9,%rdx,4), %xmm15, %xmm1
	vbroadcastss	%xmm1, %zmm1
	vmovups	4504(%rsp,%rcx,4), %zmm2
	vmovups	4568(%rsp,%rcx,4), %zmm3
	vmovups	4632(%rsp,%rcx,4), %zmm4
	vmovups	4696(%rsp,%rcx,4), %zmm5
	vsubps	102808(%rsp,%rcx,4), %zmm2, %zmm6
	vsubps	102872(%rsp,%rcx,4), %zmm3, %zmm7
	vaddps	%zmm6, %zmm6, %zmm6
	vaddps	%zmm7, %zmm7, %zmm7
	vmulps	%zmm6, %zmm1, %zmm6
	vmulps	%zmm7, %zmm1, %zmm7
	vmulps	%zmm6, %zmm19, %zmm6
	vmulps	%zmm7, %zmm19, %zmm7
	vsubps	%zmm6, %zmm2, %zmm2
	vsubps	%zmm7, %zmm3, %zmm3
	vmulps	37272(%rsp,%rcx,4), %zmm0, %zmm6
	vaddps	%zmm2, %zmm6, %zmm2
	vmulps	37336(%rsp,%rcx,4), %zmm0, %zmm6
	vaddps	%zmm3, %zmm6, %zmm3
	vandps	%zmm18, %zmm2, %zmm6
	vandps	%zmm18, %zmm3, %zmm7
	vpcmpgtd	%zmm20, %zmm6, %k1
	vpcmpgtd	%zmm20, %zmm7, %k2
	vmovdqa32	%zmm21, %zmm2 {%k1}
	vmovdqa32	%zmm21, %zmm3 {%k2}
	vmovdqu64	%zmm2, 4504(%rsp,%rcx,4)
	vmovdqu64	%zmm3, 4568(%rsp,%rcx,4)
	vsubps	102936(%rsp,%rcx,4), %zmm4, %zmm2
	vsubps	103000(%rsp,%rcx,4), %zmm5, %zmm3
	vaddps	%zmm2, %zmm2, %zmm2
	vaddps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm2, %zmm1, %zmm2
	vmulps	%zmm3, %zmm1, %zmm1
	vmulps	%zmm2, %zmm19, %zmm2
	vmulps	%zmm1, %zmm19, %zmm1
	vsubps	%zmm2, %zmm4, %zmm2
	vmulps	37400(%rsp,%rcx,4), %zmm0, %zmm3
	vsubps	%zmm1, %zmm5, %zmm1
	vaddps	%zmm2, %zmm3, %zmm2
	vmulps	37464(%rsp,%rcx,4), %zmm0, %zmm3
	vaddps	%zmm1, %zmm3, %zmm1
	vandps	%zmm18, %zmm2, %zmm3
	vandps	%zmm18, %zmm1, %zmm4
	vpcmpgtd	%zmm20, %zmm3, %k1
	vpcmpgtd	%zmm20, %zmm4, %k2
	vmovdqa32	%zmm21, %zmm2 {%k1}
	vmovdqu64	%zmm2, 4632(%rsp,%rcx,4)
	vmovdqa32	%zmm21, %zmm1 {%k2}
	vmovdqu64	%zmm1, 4696(%rsp,%rcx,4)
	incq	%rdx
	addq	$64, %rcx
	cmpq	%rdx, %r12
	jne	.LBB0_77
	jmp	.LBB0_78
	.p2align	4
.LBB0_79:
	testq	%r12, %r12
	je	.LBB0_84
	xorl	%eax, %eax
	.p2align	4
.LBB0_81:
	movl	$48, %ecx
	xorl	%edx, %edx
	.p2align	4
.LBB0_82:
	vmulss	(%r9,%rdx,4), %xmm15, %xmm0
	vmovups	4504(%rsp,%rcx,4), %zmm1
	vmovups	4568(%rsp,%rcx,4), %zmm2
	vmovups	4632(%rsp,%rcx,4), %zmm3
	vmovups	4696(%rsp,%rcx,4), %zmm4
	vsubps	102808(%rsp,%rcx,4), %zmm1, %zmm5
	vsubps	102872(%rsp,%rcx,4), %zmm2, %zmm6
	vsubps	102936(%rsp,%rcx,4), %zmm3, %zmm7
	vbroadcastss	%xmm0, %zmm0
	vsubps	103000(%rsp,%rcx,4), %zmm4, %zmm8
	vaddps	%zmm5, %zmm5, %zmm5
	vaddps	%zmm6, %zmm6, %zmm6
	vaddps	%zmm7, %zmm7, %zmm7
	vaddps	%zmm8, %zmm8, %zmm8
	vmulps	%zmm5, %zmm0, %zmm5
	vmulps	%zmm6, %zmm0, %zmm6
	vmulps	%zmm7, %zmm0, %zmm7
	vmulps	%zmm8, %zmm0, %zmm0
	vmulps	%zmm5, %zmm19, %zmm5
	vmulps	%zmm6, %zmm19, %zmm6
	vmulps	%zmm7, %zmm19, %zmm7
	vmulps	%zmm0, %zmm19, %zmm0
	vsubps	%zmm5, %zmm1, %zmm1
	vsubps	%zmm6, %zmm2, %zmm2
	vsubps	%zmm7, %zmm3, %zmm3
	vsubps	%zmm0, %zmm4, %zmm0
	vandps	%zmm18, %zmm1, %zmm4
	vandps	%zmm18, %zmm2, %zmm5
	vandps	%zmm18, %zmm3, %zmm6
	vandps	%zmm18, %zmm0, %zmm7
	vpcmpgtd	%zmm20, %zmm4, %k1
	vpcmpgtd	%zmm20, %zmm5, %k2
	vpcmpgtd	%zmm20, %zmm6, %k3
	vpcmpgtd	%zmm20, %zmm7, %k4
	vmovdqa32	%zmm21, %zmm1 {%k1}
	vmovdqa32	%zmm21, %zmm2 {%k2}
	vmovdqa32	%zmm21, %zmm3 {%k3}
	vmovdqu64	%zmm1, 4504(%rsp,%rcx,4)
	vmovdqu64	%zmm2, 4568(%rsp,%rcx,4)
	vmovdqu64	%zmm3, 4632(%rsp,%rcx,4)
	vmovdqa32	%zmm21, %zmm0 {%k4}
	vmovdqu64	%zmm0, 4696(%rsp,%rcx,4)
	incq	%rdx
	addq	$64, %rcx
	cmpq	%rdx, %r12
	jne	.LBB0_82
	incq	%rax
	cmpq	-96(%rsp), %rax
	jne	.LBB0_81
	.p2align	4
.LBB0_84:
	testq	%r12, %r12
	sete	%al
	testq	%r15, %r15
	sete	%cl
	orb	%al, %cl
	jne	.LBB0_100
	movq	16(%rsp), %rsi
	imulq	%r12, %rsi
	cmpq	$1, %rsi
	jne	.LBB0_87
	xorl	%ecx, %ecx
	jmp	.LBB0_96
	.p2align	4
.LBB0_87:
	movq	%r10, %r8
	movq	%rsi, %r10
	andl	$4094, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_88
	.p2align	4
.LBB0_93:
	xorl	%edx, %edx
	divq	%r12
.LBB0_94:
	cmpq	%r15, %rax
	movq	%r14, %r13
	cmovbq	%rax, %r13
	addq	%rbx, %r13
	movq	%rdx, %rbp
	shlq	$8, %rbp
	addq	%rsp, %rbp
	addq	$4696, %rbp
	vmovss	(%rbp,%rax,4), %xmm0
	imulq	%r12, %r13
	movq	-112(%rsp), %rbp
	leaq	(,%r13,4), %rax
	addq	%rbp, %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %rsi
	movq	-56(%rsp), %r13
	je	.LBB0_95
.LBB0_88:
	movq	%rcx, %rax
	orq	%r12, %rax
	shrq	$32, %rax
	je	.LBB0_89
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r12
	jmp	.LBB0_91
	.p2align	4
.LBB0_89:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r12d
.LBB0_91:
	cmpq	%r15, %rax
	movq	%r14, %r13
	cmovbq	%rax, %r13
	addq	%rbx, %r13
	imulq	%r12, %r13
	movq	%rdx, %rbp
	shlq	$8, %rbp
	addq	%rsp, %rbp
	addq	$4696, %rbp
	vmovss	(%rbp,%rax,4), %xmm0
	movq	-112(%rsp), %rax
	leaq	(%rax,%r13,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%r12, %rdx
	shrq	$32, %rdx
	jne	.LBB0_93
	xorl	%edx, %edx
	divl	%r12d
	jmp	.LBB0_94
	.p2align	4
.LBB0_95:
	testb	$1, %r10b
	movq	%r8, %r10
	movl	$3449720151, %r8d
	je	.LBB0_100
.LBB0_96:
	movq	%rcx, %rax
	orq	%r12, %rax
	shrq	$32, %rax
	jne	.LBB0_98
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r12d
	jmp	.LBB0_99
.LBB0_3:
	cmpq	%rbx, %rdx
	jbe	.LBB0_54
	cmpq	$0, -96(%rsp)
	je	.LBB0_54
	vmulss	.LCPI0_0(%rip), %xmm0, %xmm13
	movq	%rbx, %rax
	imulq	%r12, %rax
	movq	%rax, 336(%rsp)
	leaq	(,%rax,4), %rsi
	leaq	(,%r12,4), %r11
	leaq	4(,%rbx,4), %rax
	imulq	%r12, %rax
	movq	%rax, 304(%rsp)
	leaq	(%r9,%r12,4), %rax
	movq	%rax, 296(%rsp)
	cmpl	$0, -40(%rsp)
	movq	%r12, -120(%rsp)
	movq	%r11, 2256(%rsp)
	movq	%rsi, 312(%rsp)
	je	.LBB0_6
	movq	32(%rdi), %r15
	movl	$3449720151, %r14d
	movq	-88(%rsp), %rdx
	movq	%rdx, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %r10
	leaq	842468239(%rax), %rcx
	leaq	2027808484(%rdx), %rdi
	movq	%rdi, 1048(%rsp)
	leaq	1684936478(%rax), %rdi
	movq	%rdi, 3536(%rsp)
	leaq	534103459(%rax), %rdi
	movq	%rdi, -32(%rsp)
	leaq	-305585874(%rax,%r14), %rbp
	movq	%rbp, 992(%rsp)
	leaq	218619860(%rdx,%r14), %rdi
	movq	%rdi, 1040(%rsp)
	leaq	536882365(%rax,%r14), %r8
	leaq	-613950654(%rax,%r14), %rbp
	addq	%r14, %rax
	addq	$228517585, %rax
	movq	%rax, 3472(%rsp)
	movq	%r12, %rax
	andq	$-64, %rax
	movq	%rax, -104(%rsp)
	vpbroadcastq	%rdx, %zmm16
	leaq	(%rdx,%r14), %rdi
	addq	$-795284382, %rdi
	movq	%rdi, 384(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 4624(%rsp)
	leaq	1013904242(%rdx), %rax
	movq	%rax, 16(%rsp)
	leaq	1013904242(%rdx), %rax
	vpbroadcastq	%rax, %zmm12
	movq	%r10, 392(%rsp)
	vpbroadcastq	%r10, %zmm0
	vmovdqu64	%zmm0, 4560(%rsp)
	leaq	218619860(%rdx,%r14), %rax
	vpbroadcastq	%rax, %zmm17
	movq	%rcx, -40(%rsp)
	vpbroadcastq	%rcx, %zmm15
	movq	%r8, 1032(%rsp)
	leaq	2027808484(%rdx), %rax
	vpbroadcastq	%rax, %zmm22
	vpbroadcastq	%r8, %zmm23
	movq	%rbp, 1024(%rsp)
	leaq	387276957(%rdx), %rdi
	movq	%rdi, 1016(%rsp)
	vpbroadcastq	%rdi, %zmm25
	vpbroadcastq	%rbp, %zmm26
	leaq	-408007425(%rdx,%r14), %rdi
	movq	%rdi, 1008(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3344(%rsp)
	movq	3536(%rsp), %rdi
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3280(%rsp)
	leaq	1401181199(%rdx), %rdi
	movq	%rdi, 400(%rsp)
	vpbroadcastq	%rdi, %zmm29
	movq	-32(%rsp), %rax
	vpbroadcastq	%rax, %zmm20
	movq	3472(%rsp), %rax
	vpbroadcastq	%rax, %zmm21
	leal	-1879881855(%rdx), %eax
	movl	%eax, -72(%rsp)
	vpbroadcastd	%eax, %zmm18
	movq	%r12, %rax
	andq	$-8, %rax
	movq	%r12, %rcx
	andq	$-32, %rcx
	movq	%rcx, 8(%rsp)
	vbroadcastss	%xmm13, %zmm8
	movq	%r12, %rcx
	andq	$-4, %rcx
	movq	%rcx, 960(%rsp)
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	vpbroadcastq	.LCPI0_6(%rip), %zmm24
	vpbroadcastq	.LCPI0_7(%rip), %zmm28
	vpbroadcastd	.LCPI0_8(%rip), %ymm30
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	movq	%rax, 416(%rsp)
	negq	%rax
	movq	%rax, 408(%rsp)
	leaq	(%r15,%r12,4), %rax
	movq	%rax, -8(%rsp)
	leaq	(%r15,%r12,8), %rax
	movq	%rax, 944(%rsp)
	leaq	192(%r15), %rax
	movq	%rax, 368(%rsp)
	movq	%r15, -48(%rsp)
	leaq	64(%r11,%r15), %rax
	movq	%rax, 360(%rsp)
	leaq	64(%r13,%rsi), %rcx
	movq	-112(%rsp), %rax
	leaq	64(%rax,%rsi), %rdx
	leaq	(%r13,%rsi), %rdi
	leaq	(%rax,%rsi), %r8
	leaq	4(%r9), %r10
	movq	%r10, 968(%rsp)
	addq	%rsi, %rax
	addq	$4, %rax
	movq	%rax, 328(%rsp)
	xorl	%esi, %esi
	vbroadcastsd	.LCPI0_28(%rip), %zmm9
	vpbroadcastd	%xmm19, %zmm0
	vmovdqu64	%zmm0, 4432(%rsp)
	vmovdqa64	%xmm19, 1136(%rsp)
	vmovaps	%xmm13, 1120(%rsp)
	movq	%r9, 376(%rsp)
	vmovdqu64	%zmm16, 3408(%rsp)
	vmovdqu64	%zmm20, 3216(%rsp)
	vmovdqu64	%zmm21, 1808(%rsp)
	vmovdqu64	%zmm18, 3152(%rsp)
	vmovdqu64	%zmm12, 3088(%rsp)
	vmovdqu64	%zmm17, 3024(%rsp)
	vmovdqu64	%zmm15, 2960(%rsp)
	vmovdqu64	%zmm22, 2896(%rsp)
	vmovdqu64	%zmm23, 2832(%rsp)
	vmovdqu64	%zmm25, 2768(%rsp)
	vmovdqu64	%zmm26, 2704(%rsp)
	vmovdqu64	%zmm29, 2640(%rsp)
	vmovups	%zmm8, 4496(%rsp)
	jmp	.LBB0_23
	.p2align	4
.LBB0_53:
	movq	-24(%rsp), %rbx
	incq	%rbx
	movq	952(%rsp), %rsi
	incq	%rsi
	addq	%r12, 336(%rsp)
	movq	2256(%rsp), %r11
	movq	352(%rsp), %rcx
	addq	%r11, %rcx
	movq	344(%rsp), %rdx
	addq	%r11, %rdx
	movq	(%rsp), %rdi
	addq	%r11, %rdi
	movq	320(%rsp), %r8
	addq	%r11, %r8
	addq	%r11, 328(%rsp)
	cmpq	-16(%rsp), %rbx
	je	.LBB0_54
.LBB0_23:
	movq	%r8, 320(%rsp)
	movq	%rdi, (%rsp)
	movq	%rdx, 344(%rsp)
	movq	%rcx, 352(%rsp)
	movq	%r11, %rax
	movq	%rsi, 952(%rsp)
	imulq	%rsi, %rax
	movq	312(%rsp), %rdx
	leaq	(%rdx,%rax), %rsi
	movq	-112(%rsp), %rdx
	leaq	(%rdx,%rsi), %rdi
	addq	304(%rsp), %rax
	leaq	(%rdx,%rax), %r8
	addq	%r13, %rsi
	addq	%r13, %rax
	movq	%rbx, -24(%rsp)
	movq	%rbx, %r10
	imulq	%r12, %r10
	cmpq	296(%rsp), %rdi
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
	cmpq	944(%rsp), %rdi
	setb	%al
	cmpq	%r8, -8(%rsp)
	leaq	(%rdx,%r10,4), %rcx
	movq	%rcx, 984(%rsp)
	vpbroadcastq	%r10, %zmm10
	leaq	(%r13,%r10,4), %rcx
	movq	%rcx, 976(%rsp)
	vpaddq	%zmm27, %zmm10, %zmm2
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm10, %zmm11
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm10, %zmm7
	setb	%cl
	andb	%al, %cl
	orb	%sil, %cl
	movb	%cl, -121(%rsp)
	xorl	%ecx, %ecx
	vmovss	-76(%rsp), %xmm14
	movq	-88(%rsp), %rdx
	vmovdqu64	%zmm10, 3600(%rsp)
	vmovdqu64	%zmm2, 3728(%rsp)
	vmovdqu64	%zmm11, 1872(%rsp)
	vmovdqu64	%zmm7, 3664(%rsp)
	jmp	.LBB0_24
	.p2align	4
.LBB0_52:
	vmulss	-60(%rsp), %xmm14, %xmm14
	movq	1000(%rsp), %rcx
	incq	%rcx
	cmpq	-96(%rsp), %rcx
	vmovdqu64	3600(%rsp), %zmm10
	je	.LBB0_53
.LBB0_24:
	vmovss	%xmm14, 28(%rsp)
	movq	424(%rsp), %rax
	movq	%rcx, 1000(%rsp)
	leaq	(%rcx,%rax), %rbp
	movq	%rbp, %rcx
	shrq	$32, %rcx
	imulq	%r14, %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	%edx, %ebp
	xorl	%eax, %ebp
	leaq	78811644(%r14), %r13
	imulq	%r13, %rbp
	movq	%rbp, %r11
	shrq	$32, %r11
	xorq	992(%rsp), %r11
	vpbroadcastq	%r11, %zmm6
	cmpq	$64, %r12
	jae	.LBB0_26
	xorl	%esi, %esi
	movq	2256(%rsp), %rbx
	vmovdqu64	3344(%rsp), %zmm11
	vmovdqu64	3280(%rsp), %zmm14
	vpbroadcastq	.LCPI0_10(%rip), %zmm7
	jmp	.LBB0_30
	.p2align	4
.LBB0_26:
	movq	%rcx, %r10
	vpbroadcastq	%rcx, %zmm0
	vpxorq	4624(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2192(%rsp)
	movq	%rbp, %rax
	vpbroadcastq	%rbp, %zmm0
	vpxorq	4560(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1360(%rsp)
	movq	368(%rsp), %rsi
	movq	-104(%rsp), %r14
	vmovaps	.LCPI0_5(%rip), %zmm3
	vmovdqa64	.LCPI0_4(%rip), %zmm4
	movq	2256(%rsp), %rbx
	vmovdqu64	%zmm6, 1744(%rsp)
	.p2align	4
.LBB0_27:
	vmovdqu64	%zmm4, 96(%rsp)
	vmovups	%zmm3, 32(%rsp)
	vpaddq	%zmm10, %zmm4, %zmm0
	vpmuludq	%zmm24, %zmm0, %zmm1
	vpaddq	32(%rsp), %zmm10, %zmm3
	vpmuludq	%zmm24, %zmm3, %zmm2
	vmovdqu64	3728(%rsp), %zmm5
	vpaddq	96(%rsp), %zmm5, %zmm4
	vpmuludq	%zmm24, %zmm4, %zmm6
	vpaddq	32(%rsp), %zmm5, %zmm5
	vpmuludq	%zmm24, %zmm5, %zmm9
	vpaddq	96(%rsp), %zmm11, %zmm10
	vpmuludq	%zmm24, %zmm10, %zmm7
	vmovdqu64	32(%rsp), %zmm8
	vpaddq	1872(%rsp), %zmm8, %zmm11
	vpmuludq	%zmm24, %zmm11, %zmm13
	vmovdqu64	3664(%rsp), %zmm12
	vpaddq	96(%rsp), %zmm12, %zmm14
	vpmuludq	%zmm24, %zmm14, %zmm8
	vpaddq	32(%rsp), %zmm12, %zmm15
	vpmuludq	%zmm24, %zmm15, %zmm12
	vpternlogq	$150, %zmm16, %zmm2, %zmm3
	vpternlogq	$150, %zmm16, %zmm1, %zmm0
	vpternlogq	$150, %zmm16, %zmm9, %zmm5
	vpternlogq	$150, %zmm16, %zmm6, %zmm4
	vpternlogq	$150, %zmm16, %zmm13, %zmm11
	vpternlogq	$150, %zmm16, %zmm7, %zmm10
	vpternlogq	$150, %zmm16, %zmm12, %zmm15
	vpternlogq	$150, %zmm16, %zmm8, %zmm14
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm10, %zmm16
	vpsrlq	$32, %zmm11, %zmm17
	vpsrlq	$32, %zmm14, %zmm18
	vpsrlq	$32, %zmm15, %zmm15
	vpmuludq	%zmm28, %zmm3, %zmm23
	vpmuludq	%zmm28, %zmm0, %zmm14
	vpmuludq	%zmm28, %zmm5, %zmm11
	vpmuludq	%zmm28, %zmm4, %zmm10
	vpmuludq	%zmm28, %zmm17, %zmm5
	vpmuludq	%zmm28, %zmm16, %zmm4
	vpmuludq	%zmm28, %zmm15, %zmm3
	vpmuludq	%zmm28, %zmm18, %zmm17
	vpsrlq	$32, %zmm14, %zmm15
	vpsrlq	$32, %zmm23, %zmm16
	vpsrlq	$32, %zmm10, %zmm18
	vpsrlq	$32, %zmm11, %zmm19
	vpsrlq	$32, %zmm4, %zmm20
	vpsrlq	$32, %zmm5, %zmm21
	vpsrlq	$32, %zmm17, %zmm24
	vpsrlq	$32, %zmm3, %zmm25
	vmovdqu64	2192(%rsp), %zmm0
	vpxorq	%zmm0, %zmm16, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm26
	vmovdqu64	%zmm26, 880(%rsp)
	vpxorq	%zmm0, %zmm15, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm22
	vpxorq	%zmm0, %zmm19, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm31
	vmovdqu64	%zmm31, 752(%rsp)
	vpxorq	%zmm0, %zmm18, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm30
	vmovdqu64	%zmm30, 224(%rsp)
	vpxorq	%zmm0, %zmm21, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm21
	vpxorq	%zmm0, %zmm20, %zmm18
	vpxorq	%zmm0, %zmm25, %zmm19
	vpxorq	%zmm0, %zmm24, %zmm24
	vmovdqu64	1744(%rsp), %zmm0
	vpxorq	%zmm2, %zmm0, %zmm2
	vpmuludq	%zmm28, %zmm2, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm20
	vmovdqu64	%zmm20, 1424(%rsp)
	vpxorq	%zmm1, %zmm0, %zmm1
	vpmuludq	%zmm28, %zmm1, %zmm27
	vpxorq	%zmm9, %zmm0, %zmm1
	vpmuludq	%zmm28, %zmm1, %zmm16
	vpxorq	%zmm6, %zmm0, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm2
	vmovdqu64	%zmm2, 1488(%rsp)
	vpmuludq	%zmm28, %zmm6, %zmm18
	vpxorq	%zmm13, %zmm0, %zmm6
	vpmuludq	%zmm28, %zmm6, %zmm19
	vpxorq	%zmm7, %zmm0, %zmm7
	vpmuludq	%zmm28, %zmm7, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm24, %zmm1
	vmovdqu64	%zmm1, 160(%rsp)
	vpxorq	%zmm12, %zmm0, %zmm12
	vpmuludq	%zmm28, %zmm12, %zmm6
	vmovdqu64	%zmm6, 496(%rsp)
	vpxorq	%zmm8, %zmm0, %zmm8
	vpmuludq	%zmm28, %zmm8, %zmm0
	vmovdqu64	%zmm0, 560(%rsp)
	vpsrlq	$32, %zmm22, %zmm24
	vpsrlq	$32, %zmm26, %zmm25
	vpsrlq	$32, %zmm30, %zmm26
	vpsrlq	$32, %zmm27, %zmm12
	vpsrlq	$32, %zmm15, %zmm13
	vpsrlq	$32, %zmm18, %zmm28
	vpsrlq	$32, %zmm16, %zmm30
	vpsrlq	$32, %zmm31, %zmm9
	vmovdqu64	3088(%rsp), %zmm8
	vpternlogq	$150, %zmm8, %zmm23, %zmm13
	vpsrlq	$32, %zmm29, %zmm23
	vpternlogq	$150, %zmm8, %zmm14, %zmm12
	vpsrlq	$32, %zmm19, %zmm1
	vpternlogq	$150, %zmm8, %zmm11, %zmm30
	vpsrlq	$32, %zmm20, %zmm11
	vpternlogq	$150, %zmm8, %zmm10, %zmm28
	vpsrlq	$32, %zmm0, %zmm10
	vpternlogq	$150, %zmm8, %zmm5, %zmm1
	vpsrlq	$32, %zmm6, %zmm0
	vpternlogq	$150, %zmm8, %zmm4, %zmm23
	vpsrlq	$32, %zmm21, %zmm4
	vmovdqa64	%zmm21, %zmm20
	vpternlogq	$150, %zmm8, %zmm3, %zmm0
	vpternlogq	$150, %zmm8, %zmm17, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm5
	vmovdqu64	%zmm5, 688(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm6
	vmovdqu64	%zmm6, 1552(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm31
	vmovdqu64	%zmm31, 1680(%rsp)
	vpsrlq	$32, %zmm2, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm30, %zmm7
	vmovdqu64	%zmm7, 1616(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm8
	vmovdqu64	%zmm8, 1056(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm12
	vmovdqu64	%zmm12, 816(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm1
	vmovdqu64	%zmm1, 432(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm10
	vmovdqu64	%zmm10, 624(%rsp)
	vmovdqu64	1360(%rsp), %zmm28
	vpxorq	%zmm28, %zmm25, %zmm0
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm0, %zmm13
	vpxorq	%zmm28, %zmm24, %zmm1
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm1, %zmm14
	vpxorq	%zmm28, %zmm9, %zmm1
	vpxorq	%zmm28, %zmm26, %zmm17
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm1, %zmm26
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm17, %zmm21
	vpxorq	%zmm28, %zmm4, %zmm1
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm1, %zmm23
	vpxorq	%zmm28, %zmm11, %zmm1
	vpxorq	%zmm28, %zmm3, %zmm0
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm1, %zmm24
	vpsrlq	$32, %zmm13, %zmm25
	vmovdqu64	3024(%rsp), %zmm2
	vpternlogq	$150, %zmm15, %zmm2, %zmm25
	vpsrlq	$32, %zmm14, %zmm11
	vpternlogq	$150, %zmm27, %zmm2, %zmm11
	vpsrlq	$32, %zmm26, %zmm27
	vpternlogq	$150, %zmm16, %zmm2, %zmm27
	vpsrlq	$32, %zmm21, %zmm30
	vpternlogq	$150, %zmm18, %zmm2, %zmm30
	vpsrlq	$32, %zmm5, %zmm15
	vmovdqu64	2960(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm22, %zmm15
	vpsrlq	$32, %zmm23, %zmm16
	vpternlogq	$150, %zmm19, %zmm2, %zmm16
	vpsrlq	$32, %zmm6, %zmm22
	vpternlogq	$150, 880(%rsp), %zmm1, %zmm22
	vpsrlq	$32, %zmm31, %zmm4
	vpternlogq	$150, 224(%rsp), %zmm1, %zmm4
	vpsrlq	$32, %zmm24, %zmm9
	vpternlogq	$150, %zmm29, %zmm2, %zmm9
	vpsrlq	$32, %zmm7, %zmm31
	vpternlogq	$150, 752(%rsp), %zmm1, %zmm31
	vpsrlq	$32, %zmm8, %zmm6
	vpternlogq	$150, 1424(%rsp), %zmm1, %zmm6
	vpsrlq	$32, %zmm12, %zmm3
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm0, %zmm12
	vpternlogq	$150, %zmm1, %zmm20, %zmm3
	vpsrlq	$32, %zmm10, %zmm19
	vpternlogq	$150, 1488(%rsp), %zmm1, %zmm19
	vpsrlq	$32, %zmm12, %zmm17
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm22, %zmm10
	vpternlogq	$150, 496(%rsp), %zmm2, %zmm17
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm15, %zmm5
	vmovdqu64	%zmm5, 880(%rsp)
	vpsrlq	$32, %zmm10, %zmm15
	vmovdqu64	2896(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm13, %zmm15
	vpsrlq	$32, %zmm5, %zmm29
	vpternlogq	$150, %zmm0, %zmm14, %zmm29
	vmovdqu64	432(%rsp), %zmm8
	vpsrlq	$32, %zmm8, %zmm5
	vmovdqu64	160(%rsp), %zmm7
	vpternlogq	$150, %zmm1, %zmm7, %zmm5
	vpsrlq	$32, %zmm7, %zmm7
	vpxorq	%zmm28, %zmm7, %zmm7
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm7, %zmm22
	vpsrlq	$32, %zmm22, %zmm1
	vpternlogq	$150, 560(%rsp), %zmm2, %zmm1
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm31, %zmm7
	vpsrlq	$32, %zmm7, %zmm20
	vpternlogq	$150, %zmm0, %zmm26, %zmm20
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm28
	vpternlogq	$150, %zmm0, %zmm21, %zmm28
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm3, %zmm2
	vmovdqu64	%zmm2, 752(%rsp)
	vpsrlq	$32, %zmm2, %zmm21
	vpternlogq	$150, %zmm0, %zmm23, %zmm21
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm6, %zmm2
	vmovdqu64	%zmm2, 224(%rsp)
	vpsrlq	$32, %zmm2, %zmm23
	vpternlogq	$150, %zmm0, %zmm24, %zmm23
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm19, %zmm2
	vmovdqu64	%zmm2, 496(%rsp)
	vpsrlq	$32, %zmm2, %zmm6
	vpternlogq	$150, %zmm0, %zmm12, %zmm6
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm5, %zmm2
	vmovdqu64	%zmm2, 160(%rsp)
	vpsrlq	$32, %zmm2, %zmm18
	vpternlogq	$150, %zmm0, %zmm22, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm24
	vpsrlq	$32, %zmm24, %zmm0
	vmovdqu64	2832(%rsp), %zmm3
	vpternlogq	$150, 688(%rsp), %zmm3, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm25, %zmm14
	vpsrlq	$32, %zmm14, %zmm22
	vpternlogq	$150, 1552(%rsp), %zmm3, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm30, %zmm13
	vpsrlq	$32, %zmm13, %zmm2
	vpternlogq	$150, 1680(%rsp), %zmm3, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm26
	vpsrlq	$32, %zmm26, %zmm12
	vpternlogq	$150, 1616(%rsp), %zmm3, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm27
	vpsrlq	$32, %zmm27, %zmm5
	vpternlogq	$150, 1056(%rsp), %zmm3, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm25
	vpsrlq	$32, %zmm25, %zmm19
	vpternlogq	$150, 816(%rsp), %zmm3, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm31
	vpsrlq	$32, %zmm31, %zmm30
	vpternlogq	$150, %zmm8, %zmm3, %zmm30
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm1
	vmovdqu64	%zmm1, 816(%rsp)
	vpsrlq	$32, %zmm1, %zmm17
	vpternlogq	$150, 624(%rsp), %zmm3, %zmm17
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm22, %zmm1
	vmovdqu64	%zmm1, 688(%rsp)
	vpsrlq	$32, %zmm1, %zmm22
	vmovdqu64	2768(%rsp), %zmm8
	vpternlogq	$150, %zmm10, %zmm8, %zmm22
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm0, %zmm9
	vpsrlq	$32, %zmm9, %zmm11
	vpternlogq	$150, 880(%rsp), %zmm8, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm29, %zmm0
	vmovdqu64	%zmm0, 560(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vmovdqu64	2704(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm24, %zmm16
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm12, %zmm29
	vpsrlq	$32, %zmm29, %zmm12
	vpternlogq	$150, %zmm7, %zmm8, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm1
	vmovdqu64	%zmm1, 432(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm0, %zmm14, %zmm1
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm2, %zmm15
	vpsrlq	$32, %zmm15, %zmm14
	vpternlogq	$150, %zmm4, %zmm8, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm2
	vmovdqu64	%zmm2, 624(%rsp)
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm0, %zmm13, %zmm4
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm19, %zmm28
	vpsrlq	$32, %zmm28, %zmm19
	vpternlogq	$150, 752(%rsp), %zmm8, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm24
	vpsrlq	$32, %zmm24, %zmm10
	vpternlogq	$150, %zmm0, %zmm26, %zmm10
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm5, %zmm7
	vpsrlq	$32, %zmm7, %zmm26
	vpternlogq	$150, 224(%rsp), %zmm8, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm2
	vmovdqu64	%zmm2, 752(%rsp)
	vpsrlq	$32, %zmm2, %zmm3
	vpternlogq	$150, %zmm0, %zmm27, %zmm3
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm17, %zmm5
	vpsrlq	$32, %zmm5, %zmm20
	vpternlogq	$150, 496(%rsp), %zmm8, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm21
	vpsrlq	$32, %zmm21, %zmm27
	vpternlogq	$150, %zmm0, %zmm25, %zmm27
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm30, %zmm2
	vmovdqu64	%zmm2, 496(%rsp)
	vpsrlq	$32, %zmm2, %zmm13
	vpternlogq	$150, 160(%rsp), %zmm8, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm30
	vpsrlq	$32, %zmm30, %zmm17
	vpternlogq	$150, %zmm0, %zmm31, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm31
	vpsrlq	$32, %zmm31, %zmm2
	vpternlogq	$150, 816(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 224(%rsp)
	vpsrlq	$32, %zmm0, %zmm23
	vmovdqu64	3344(%rsp), %zmm1
	vpternlogq	$150, 688(%rsp), %zmm1, %zmm23
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm16, %zmm18
	vpsrlq	$32, %zmm18, %zmm8
	vpternlogq	$150, %zmm1, %zmm9, %zmm8
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm10, %zmm0
	vmovdqu64	%zmm0, 688(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vpternlogq	$150, %zmm1, %zmm29, %zmm10
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm4, %zmm25
	vpsrlq	$32, %zmm25, %zmm6
	vpternlogq	$150, %zmm1, %zmm15, %zmm6
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm27, %zmm27
	vpsrlq	$32, %zmm27, %zmm9
	vpternlogq	$150, %zmm1, %zmm28, %zmm9
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm3, %zmm28
	vpsrlq	$32, %zmm28, %zmm15
	vpternlogq	$150, %zmm1, %zmm7, %zmm15
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm2, %zmm29
	vpsrlq	$32, %zmm29, %zmm16
	vpternlogq	$150, %zmm1, %zmm5, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm0
	vmovdqu64	%zmm0, 160(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vmovdqu64	3280(%rsp), %zmm0
	vpternlogq	$150, 560(%rsp), %zmm0, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm2
	vmovdqu64	%zmm2, 560(%rsp)
	vpsrlq	$32, %zmm2, %zmm3
	vpternlogq	$150, 432(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm2
	vmovdqu64	%zmm2, 432(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, 624(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpternlogq	$150, %zmm24, %zmm0, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm26, %zmm11
	vpsrlq	$32, %zmm11, %zmm24
	vpternlogq	$150, 752(%rsp), %zmm0, %zmm24
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm12
	vpsrlq	$32, %zmm12, %zmm22
	vpternlogq	$150, %zmm21, %zmm0, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm13
	vpsrlq	$32, %zmm13, %zmm26
	vpternlogq	$150, %zmm30, %zmm0, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm14
	vpsrlq	$32, %zmm14, %zmm20
	vpternlogq	$150, %zmm31, %zmm0, %zmm20
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm17, %zmm30
	vpsrlq	$32, %zmm30, %zmm19
	vpternlogq	$150, 496(%rsp), %zmm1, %zmm19
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm31
	vmovdqu64	2640(%rsp), %zmm3
	vpternlogq	$150, 224(%rsp), %zmm3, %zmm31
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm7, %zmm0
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm18, %zmm3, %zmm21
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm5, %zmm0
	vpsrlq	$32, %zmm0, %zmm7
	vpternlogq	$150, 688(%rsp), %zmm3, %zmm7
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm2, %zmm0
	vpsrlq	$32, %zmm0, %zmm18
	vpternlogq	$150, %zmm25, %zmm3, %zmm18
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm22, %zmm0
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm27, %zmm3, %zmm17
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm24, %zmm0
	vpsrlq	$32, %zmm0, %zmm27
	vpternlogq	$150, %zmm28, %zmm3, %zmm27
	vpbroadcastq	.LCPI0_7(%rip), %zmm28
	vpmuludq	%zmm28, %zmm20, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, %zmm29, %zmm3, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm25
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm24
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm5
	vpmuludq	%zmm28, %zmm26, %zmm0
	vmovdqu64	3216(%rsp), %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm8
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, %zmm30, %zmm3, %zmm16
	vpsrlq	$32, %zmm25, %zmm0
	vpternlogq	$150, 160(%rsp), %zmm20, %zmm0
	vpsrlq	$32, %zmm24, %zmm3
	vpternlogq	$150, 560(%rsp), %zmm20, %zmm3
	vpsrlq	$32, %zmm23, %zmm6
	vpternlogq	$150, 432(%rsp), %zmm20, %zmm6
	vpsrlq	$32, %zmm1, %zmm9
	vpternlogq	$150, %zmm20, %zmm4, %zmm9
	vpsrlq	$32, %zmm15, %zmm4
	vpternlogq	$150, %zmm20, %zmm11, %zmm4
	vpsrlq	$32, %zmm10, %zmm11
	vpternlogq	$150, %zmm20, %zmm12, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpternlogq	$150, %zmm20, %zmm13, %zmm12
	vpsrlq	$32, %zmm8, %zmm13
	vpternlogq	$150, %zmm20, %zmm14, %zmm13
	vpmovqd	%zmm3, %ymm2
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm2, %zmm0
	vpmovqd	%zmm9, %ymm2
	vpmovqd	%zmm6, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm2
	vpmovqd	%zmm11, %ymm3
	vpmovqd	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm13, %ymm4
	vpmovqd	%zmm12, %ymm6
	vinserti64x4	$1, %ymm6, %zmm4, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, 1808(%rsp), %zmm25, %zmm6
	vmovdqu64	1808(%rsp), %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm31, %zmm9
	vpsrlq	$32, %zmm9, %zmm9
	vpternlogq	$150, %zmm24, %zmm21, %zmm9
	vpbroadcastq	.LCPI0_6(%rip), %zmm24
	vpmuludq	%zmm24, %zmm18, %zmm11
	vpsrlq	$32, %zmm11, %zmm11
	vpternlogq	$150, %zmm23, %zmm21, %zmm11
	vmovdqu64	3152(%rsp), %zmm18
	vpmuludq	%zmm24, %zmm7, %zmm7
	vpmuludq	%zmm24, %zmm27, %zmm12
	vpmuludq	%zmm24, %zmm17, %zmm13
	vpmuludq	%zmm24, %zmm16, %zmm14
	vpmuludq	%zmm24, %zmm22, %zmm16
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm16, %zmm16
	vpsrlq	$32, %zmm14, %zmm14
	vpternlogq	$150, %zmm1, %zmm21, %zmm7
	vpternlogq	$150, %zmm15, %zmm21, %zmm12
	vpternlogq	$150, %zmm10, %zmm21, %zmm13
	vpternlogq	$150, %zmm5, %zmm21, %zmm14
	vpternlogq	$150, %zmm8, %zmm21, %zmm16
	vpmuludq	%zmm28, %zmm9, %zmm1
	vpmuludq	%zmm28, %zmm6, %zmm5
	vpmuludq	%zmm28, %zmm7, %zmm6
	vpmuludq	%zmm28, %zmm11, %zmm7
	vpmuludq	%zmm28, %zmm13, %zmm8
	vpmuludq	%zmm28, %zmm12, %zmm9
	vpmuludq	%zmm28, %zmm16, %zmm10
	vpmuludq	%zmm28, %zmm14, %zmm11
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
	vmovdqu64	3408(%rsp), %zmm16
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
	vmovdqu64	3600(%rsp), %zmm10
	vpmovqd	%zmm11, %ymm8
	vmovdqu64	1872(%rsp), %zmm11
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_8(%rip), %zmm8
	vpmulld	%zmm8, %zmm0, %zmm0
	vpternlogd	$150, %zmm0, %zmm18, %zmm12
	vpmulld	%zmm8, %zmm2, %zmm0
	vpternlogd	$150, %zmm0, %zmm18, %zmm14
	vpmulld	%zmm8, %zmm3, %zmm0
	vmovdqu64	32(%rsp), %zmm3
	vpternlogd	$150, %zmm0, %zmm18, %zmm13
	vpmulld	%zmm8, %zmm4, %zmm0
	vmovdqu64	96(%rsp), %zmm4
	vpternlogd	$150, %zmm0, %zmm18, %zmm15
	vmovdqu64	%zmm12, -192(%rsi,%rbx)
	vmovdqu64	%zmm14, -128(%rsi,%rbx)
	vmovdqu64	%zmm13, -64(%rsi,%rbx)
	vmovdqu64	%zmm15, (%rsi,%rbx)
	vmovdqu64	%zmm1, -192(%rsi)
	vmovdqu64	%zmm5, -128(%rsi)
	vmovdqu64	%zmm6, -64(%rsi)
	vmovdqu64	%zmm7, (%rsi)
	vpbroadcastq	.LCPI0_9(%rip), %zmm0
	vpaddq	%zmm0, %zmm3, %zmm3
	vpaddq	%zmm0, %zmm4, %zmm4
	addq	$256, %rsi
	addq	$-64, %r14
	jne	.LBB0_27
	cmpq	-104(%rsp), %r12
	movl	$3449720151, %r9d
	vmovdqu64	3088(%rsp), %zmm12
	vmovdqu64	3024(%rsp), %zmm17
	vmovdqu64	2960(%rsp), %zmm15
	vmovdqu64	2896(%rsp), %zmm22
	vmovdqu64	2832(%rsp), %zmm23
	vmovdqu64	2768(%rsp), %zmm25
	vmovdqu64	2704(%rsp), %zmm26
	vmovdqu64	3344(%rsp), %zmm11
	vmovdqu64	3280(%rsp), %zmm14
	movq	400(%rsp), %r15
	movl	-72(%rsp), %edi
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	vpbroadcastd	.LCPI0_8(%rip), %ymm1
	vmovdqu64	2640(%rsp), %zmm29
	vpbroadcastq	.LCPI0_10(%rip), %zmm7
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	vbroadcastsd	.LCPI0_28(%rip), %zmm9
	vmovdqu64	1744(%rsp), %zmm6
	je	.LBB0_35
	vmovdqa64	%ymm1, %ymm30
	movq	%rax, %rbp
	movq	%r10, %rcx
	movq	-104(%rsp), %r12
	movq	%r12, %rsi
	testb	$56, -120(%rsp)
	je	.LBB0_33
.LBB0_30:
	movq	%r13, %r8
	vpbroadcastq	%rsi, %zmm0
	vporq	.LCPI0_5(%rip), %zmm0, %zmm0
	movq	%rcx, %r13
	xorl	384(%rsp), %ecx
	vpbroadcastq	%rcx, %zmm1
	movq	%rbp, %r14
	xorl	392(%rsp), %ebp
	vpbroadcastq	%rbp, %zmm2
	movq	408(%rsp), %rax
	addq	%rsi, %rax
	movq	-48(%rsp), %r10
	leaq	(%r10,%rsi,4), %rsi
	vmovdqa64	%zmm25, %zmm19
	vmovdqa64	%zmm22, %zmm25
	vmovdqa64	%zmm15, %zmm22
	vmovdqa64	%zmm23, %zmm13
	vmovdqa64	%zmm17, %zmm23
	.p2align	4
.LBB0_31:
	vpaddq	%zmm10, %zmm0, %zmm3
	vpmuludq	%zmm24, %zmm3, %zmm4
	vpternlogq	$150, %zmm16, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm28, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm1, %zmm5
	vpxorq	%zmm4, %zmm6, %zmm4
	vpmuludq	%zmm24, %zmm5, %zmm5
	vpmuludq	%zmm28, %zmm4, %zmm4
	vmovdqa64	%zmm6, %zmm17
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm6, %zmm2, %zmm6
	vmovdqa64	%zmm7, %zmm15
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm12, %zmm3, %zmm7
	vpmuludq	%zmm24, %zmm7, %zmm3
	vpmuludq	%zmm28, %zmm6, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm23, %zmm8
	vpternlogq	$150, %zmm22, %zmm5, %zmm7
	vpmuludq	%zmm24, %zmm8, %zmm4
	vpmuludq	%zmm28, %zmm7, %zmm5
	vpsrlq	$32, %zmm4, %zmm7
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm3, %zmm13, %zmm7
	vpternlogq	$150, %zmm25, %zmm6, %zmm8
	vpmuludq	%zmm24, %zmm8, %zmm3
	vpmuludq	%zmm28, %zmm7, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm5, %zmm19, %zmm8
	vpternlogq	$150, %zmm26, %zmm4, %zmm7
	vpmuludq	%zmm24, %zmm8, %zmm4
	vpmuludq	%zmm28, %zmm7, %zmm5
	vpsrlq	$32, %zmm4, %zmm7
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm3, %zmm14, %zmm7
	vpternlogq	$150, %zmm11, %zmm6, %zmm8
	vpmuludq	%zmm24, %zmm8, %zmm3
	vpmuludq	%zmm28, %zmm7, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm5, %zmm29, %zmm6
	vpternlogq	$150, %zmm20, %zmm4, %zmm7
	vpmuludq	%zmm24, %zmm6, %zmm4
	vmovdqa64	%zmm17, %zmm6
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm7, %ymm5
	vmovdqa64	%zmm15, %zmm7
	vpmulld	%ymm30, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm21, %zmm4
	vpmuludq	%zmm28, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, %ymm18, %ymm5, %ymm4
	vmovdqu	%ymm4, (%rsi,%rbx)
	vpmovqd	%zmm3, (%rsi)
	vpaddq	%zmm15, %zmm0, %zmm0
	addq	$32, %rsi
	addq	$8, %rax
	jne	.LBB0_31
	movq	416(%rsp), %rax
	movq	%rax, %r12
	cmpq	%rax, -120(%rsp)
	movl	$3449720151, %r9d
	movq	400(%rsp), %r15
	movl	-72(%rsp), %edi
	movq	%r14, %rbp
	movq	%r13, %rcx
	movq	%r8, %r13
	je	.LBB0_35
.LBB0_33:
	xorq	384(%rsp), %rcx
	xorq	392(%rsp), %rbp
	movq	-120(%rsp), %r14
	subq	%r12, %r14
	movq	-48(%rsp), %rax
	leaq	(%rax,%r12,4), %r8
	addq	336(%rsp), %r12
	.p2align	4
.LBB0_34:
	movl	%r12d, %r10d
	imulq	%r13, %r10
	movq	%r12, %rsi
	xorq	%rdx, %rsi
	xorq	%r10, %rsi
	shrq	$32, %rsi
	imulq	%r9, %rsi
	movq	%rsi, %rax
	shrq	$32, %rax
	xorl	%ecx, %eax
	imulq	%r13, %rax
	xorl	%r11d, %r10d
	imulq	%r9, %r10
	movq	%r10, %rbx
	shrq	$32, %rbx
	movq	16(%rsp), %rdx
	xorl	%ebx, %edx
	movq	%rax, %rbx
	shrq	$32, %rbx
	xorl	%ebp, %ebx
	xorl	%edx, %esi
	imulq	%r13, %rsi
	imulq	%r9, %rbx
	movq	%rbx, %rdx
	shrq	$32, %rdx
	xorl	1040(%rsp), %r10d
	xorl	%edx, %r10d
	movq	%rsi, %rdx
	shrq	$32, %rdx
	xorl	-40(%rsp), %eax
	xorl	%edx, %eax
	imulq	%r13, %r10
	imulq	%r9, %rax
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	1048(%rsp), %ebx
	xorl	%edx, %ebx
	movq	%r10, %rdx
	shrq	$32, %rdx
	xorl	1032(%rsp), %esi
	xorl	%edx, %esi
	imulq	%r9, %rsi
	imulq	%r13, %rbx
	movq	%rsi, %rdx
	shrq	$32, %rdx
	xorl	1016(%rsp), %eax
	xorl	%edx, %eax
	movq	%rbx, %rdx
	shrq	$32, %rdx
	xorl	1024(%rsp), %r10d
	xorl	%edx, %r10d
	imulq	%r13, %rax
	imulq	%r9, %r10
	movq	%r10, %rdx
	shrq	$32, %rdx
	xorl	1008(%rsp), %esi
	xorl	%edx, %esi
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	3536(%rsp), %ebx
	xorl	%edx, %ebx
	imulq	%r9, %rbx
	shrq	$32, %rbx
	xorl	%r15d, %r10d
	imulq	%r13, %rsi
	xorl	%ebx, %r10d
	movq	2256(%rsp), %rbx
	movq	%rsi, %rdx
	shrq	$32, %rdx
	xorl	-32(%rsp), %eax
	xorl	%edx, %eax
	imulq	%r13, %r10
	shrq	$32, %r10
	imull	$-845247145, %eax, %eax
	xorl	3472(%rsp), %esi
	xorl	%r10d, %esi
	imulq	%r9, %rsi
	movq	%rsi, %rdx
	xorl	%edi, %eax
	shrq	$32, %rdx
	xorl	%edx, %eax
	movq	-88(%rsp), %rdx
	movl	%eax, (%r8,%rbx)
	movl	%esi, (%r8)
	addq	$4, %r8
	incq	%r12
	decq	%r14
	jne	.LBB0_34
.LBB0_35:
	movq	-120(%rsp), %r12
	cmpq	$64, %r12
	jae	.LBB0_55
	xorl	%edi, %edi
	movq	-56(%rsp), %r13
	movl	$3449720151, %r14d
	movq	376(%rsp), %r9
	movl	$2143289344, %r15d
	movabsq	$4604544269498187776, %r11
	jmp	.LBB0_59
	.p2align	4
.LBB0_55:
	movq	368(%rsp), %rbp
	movq	-104(%rsp), %r11
	movl	$3449720151, %r14d
	movl	$2143289344, %r15d
	.p2align	4
.LBB0_56:
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
	vmovupd	%zmm19, 1360(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 2192(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 1744(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 1424(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm5
	vmovupd	%zmm5, 1488(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1552(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm2
	vmovupd	%zmm2, 1616(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1680(%rsp)
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
	vsubpd	%zmm1, %zmm2, %zmm21
	vsubpd	%zmm13, %zmm12, %zmm5
	vsubpd	%zmm14, %zmm19, %zmm28
	vsubpd	%zmm24, %zmm16, %zmm30
	vsubpd	%zmm23, %zmm15, %zmm26
	vsubpd	%zmm9, %zmm22, %zmm8
	vsubpd	%zmm25, %zmm17, %zmm29
	vsubpd	%zmm21, %zmm2, %zmm0
	vmovupd	%zmm21, 880(%rsp)
	vsubpd	%zmm3, %zmm18, %zmm2
	vmovapd	%zmm3, %zmm18
	vmovupd	%zmm3, 96(%rsp)
	vsubpd	%zmm28, %zmm19, %zmm3
	vsubpd	%zmm5, %zmm12, %zmm4
	vmovapd	%zmm5, %zmm19
	vmovupd	%zmm5, 32(%rsp)
	vsubpd	%zmm26, %zmm15, %zmm5
	vsubpd	%zmm30, %zmm16, %zmm7
	vmovupd	%zmm30, 3984(%rsp)
	vsubpd	%zmm29, %zmm17, %zmm12
	vsubpd	%zmm8, %zmm22, %zmm15
	vmovapd	%zmm8, %zmm17
	vmovupd	%zmm8, 816(%rsp)
	vsubpd	%zmm20, %zmm2, %zmm2
	vmovupd	%zmm2, 224(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 160(%rsp)
	vsubpd	%zmm13, %zmm4, %zmm0
	vmovupd	%zmm0, 624(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 432(%rsp)
	vsubpd	%zmm24, %zmm7, %zmm0
	vmovupd	%zmm0, 688(%rsp)
	vsubpd	%zmm23, %zmm5, %zmm0
	vmovupd	%zmm0, 560(%rsp)
	vsubpd	%zmm9, %zmm15, %zmm0
	vmovupd	%zmm0, 752(%rsp)
	vsubpd	%zmm25, %zmm12, %zmm0
	vmovupd	%zmm0, 496(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm27
	vmulpd	%zmm21, %zmm21, %zmm13
	vmulpd	%zmm19, %zmm19, %zmm12
	vmulpd	%zmm13, %zmm13, %zmm11
	vmovupd	%zmm11, 2448(%rsp)
	vmulpd	%zmm27, %zmm27, %zmm2
	vmovupd	%zmm2, 2128(%rsp)
	vbroadcastsd	.LCPI0_39(%rip), %zmm3
	vmulpd	%zmm3, %zmm27, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vbroadcastsd	.LCPI0_42(%rip), %zmm8
	vmulpd	%zmm8, %zmm27, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm6
	vsubpd	%zmm1, %zmm6, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vbroadcastsd	.LCPI0_44(%rip), %zmm7
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm8, %zmm13, %zmm2
	vsubpd	%zmm2, %zmm6, %zmm2
	vmulpd	%zmm2, %zmm13, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1296(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm13, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm13, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm13, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm22
	vmulpd	%zmm8, %zmm12, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm12, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm12, %zmm12, %zmm1
	vmovupd	%zmm1, 2576(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm12, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm12, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm12, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1232(%rsp)
	vmulpd	%zmm28, %zmm28, %zmm24
	vmovapd	%zmm28, %zmm16
	vmovupd	%zmm28, 1056(%rsp)
	vmulpd	%zmm8, %zmm24, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm24, %zmm1
	vmovupd	%zmm1, 2320(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm3, %zmm24, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm24, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm24, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm15
	vmulpd	%zmm30, %zmm30, %zmm31
	vmulpd	%zmm8, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 2512(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm3, %zmm31, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm31, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm31, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmovupd	%zmm0, 1168(%rsp)
	vmulpd	%zmm26, %zmm26, %zmm23
	vmovapd	%zmm26, %zmm11
	vmovupd	%zmm26, 4048(%rsp)
	vmulpd	%zmm8, %zmm23, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm23, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm23, %zmm23, %zmm1
	vmovupd	%zmm1, 2064(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm3, %zmm23, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm23, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm23, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm19
	vmulpd	%zmm17, %zmm17, %zmm25
	vmulpd	%zmm8, %zmm25, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm25, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm25, %zmm25, %zmm1
	vmovupd	%zmm1, 2384(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm3, %zmm25, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm25, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm25, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmovupd	%zmm0, 2000(%rsp)
	vmovapd	%zmm29, %zmm20
	vmovupd	%zmm29, 4112(%rsp)
	vmulpd	%zmm29, %zmm29, %zmm26
	vmulpd	%zmm8, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm26, %zmm26, %zmm1
	vmovupd	%zmm1, 4176(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm3, %zmm26, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm26, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm26, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmovupd	%zmm0, 1936(%rsp)
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm27, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm28
	vsubpd	%zmm0, %zmm28, %zmm21
	vsubpd	%zmm21, %zmm28, %zmm14
	vsubpd	%zmm0, %zmm14, %zmm14
	vmovapd	%zmm13, %zmm1
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm13, %zmm0
	vsubpd	%zmm0, %zmm28, %zmm10
	vsubpd	%zmm10, %zmm28, %zmm13
	vsubpd	%zmm0, %zmm13, %zmm7
	vmovapd	%zmm12, %zmm0
	vmovupd	%zmm12, 3920(%rsp)
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm12, %zmm13
	vsubpd	%zmm13, %zmm28, %zmm9
	vsubpd	%zmm9, %zmm28, %zmm17
	vsubpd	%zmm13, %zmm17, %zmm13
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm24, %zmm17
	vsubpd	%zmm17, %zmm28, %zmm8
	vsubpd	%zmm8, %zmm28, %zmm12
	vsubpd	%zmm17, %zmm12, %zmm12
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm31, %zmm17
	vsubpd	%zmm17, %zmm28, %zmm6
	vsubpd	%zmm6, %zmm28, %zmm18
	vsubpd	%zmm17, %zmm18, %zmm17
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm23, %zmm18
	vsubpd	%zmm18, %zmm28, %zmm5
	vsubpd	%zmm5, %zmm28, %zmm29
	vsubpd	%zmm18, %zmm29, %zmm18
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm25, %zmm29
	vsubpd	%zmm29, %zmm28, %zmm4
	vsubpd	%zmm4, %zmm28, %zmm30
	vsubpd	%zmm29, %zmm30, %zmm29
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm26, %zmm30
	vsubpd	%zmm30, %zmm28, %zmm3
	vsubpd	%zmm3, %zmm28, %zmm28
	vsubpd	%zmm30, %zmm28, %zmm28
	vmulpd	%zmm22, %zmm1, %zmm22
	vmovapd	%zmm1, %zmm2
	vmovupd	880(%rsp), %zmm1
	vmulpd	160(%rsp), %zmm1, %zmm30
	vsubpd	%zmm30, %zmm22, %zmm22
	vaddpd	%zmm22, %zmm7, %zmm7
	vmulpd	1296(%rsp), %zmm27, %zmm22
	vmovupd	96(%rsp), %zmm30
	vmulpd	224(%rsp), %zmm30, %zmm30
	vsubpd	%zmm30, %zmm22, %zmm22
	vaddpd	%zmm22, %zmm14, %zmm14
	vmulpd	%zmm15, %zmm24, %zmm15
	vmulpd	432(%rsp), %zmm16, %zmm22
	vsubpd	%zmm22, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm12, %zmm12
	vmulpd	1232(%rsp), %zmm0, %zmm15
	vmovupd	624(%rsp), %zmm30
	vmulpd	32(%rsp), %zmm30, %zmm22
	vsubpd	%zmm22, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm13, %zmm15
	vmulpd	%zmm19, %zmm23, %zmm13
	vmulpd	560(%rsp), %zmm11, %zmm19
	vsubpd	%zmm19, %zmm13, %zmm13
	vaddpd	%zmm13, %zmm18, %zmm18
	vmulpd	1168(%rsp), %zmm31, %zmm13
	vmovupd	3984(%rsp), %zmm22
	vmulpd	688(%rsp), %zmm22, %zmm16
	vsubpd	%zmm16, %zmm13, %zmm13
	vaddpd	%zmm13, %zmm17, %zmm16
	vmulpd	1936(%rsp), %zmm26, %zmm11
	vmulpd	496(%rsp), %zmm20, %zmm13
	vsubpd	%zmm13, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm28, %zmm11
	vmulpd	2000(%rsp), %zmm25, %zmm13
	vmovupd	816(%rsp), %zmm0
	vmulpd	752(%rsp), %zmm0, %zmm17
	vsubpd	%zmm17, %zmm13, %zmm13
	vaddpd	%zmm13, %zmm29, %zmm17
	vaddpd	%zmm14, %zmm21, %zmm0
	vmovupd	%zmm0, 2000(%rsp)
	vaddpd	%zmm7, %zmm10, %zmm0
	vmovupd	%zmm0, 1936(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm0
	vmovupd	%zmm0, 1168(%rsp)
	vaddpd	%zmm12, %zmm8, %zmm0
	vmovupd	%zmm0, 4240(%rsp)
	vaddpd	%zmm16, %zmm6, %zmm0
	vmovupd	%zmm0, 1232(%rsp)
	vaddpd	%zmm18, %zmm5, %zmm0
	vmovupd	%zmm0, 4304(%rsp)
	vaddpd	%zmm17, %zmm4, %zmm0
	vmovupd	%zmm0, 1296(%rsp)
	vaddpd	%zmm11, %zmm3, %zmm0
	vmovupd	%zmm0, 4368(%rsp)
	vbroadcastsd	.LCPI0_49(%rip), %zmm8
	vmovapd	%zmm2, %zmm4
	vmulpd	%zmm8, %zmm2, %zmm0
	vbroadcastsd	.LCPI0_50(%rip), %zmm16
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	2448(%rsp), %zmm2, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vbroadcastsd	.LCPI0_46(%rip), %zmm11
	vmulpd	%zmm11, %zmm4, %zmm2
	vbroadcastsd	.LCPI0_47(%rip), %zmm14
	vaddpd	%zmm14, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vmovapd	%zmm4, %zmm9
	vmovupd	%zmm4, 3792(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm15
	vaddpd	%zmm15, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm27, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm2
	vmulpd	2128(%rsp), %zmm27, %zmm3
	vmulpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm11, %zmm27, %zmm3
	vaddpd	%zmm14, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm27, %zmm3
	vmovupd	%zmm27, 3856(%rsp)
	vaddpd	%zmm15, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm2, %zmm12
	vmulpd	%zmm8, %zmm24, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm2
	vmulpd	2320(%rsp), %zmm24, %zmm3
	vmulpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm11, %zmm24, %zmm3
	vaddpd	%zmm14, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm24, %zmm3
	vaddpd	%zmm15, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm2, %zmm4
	vmovupd	3920(%rsp), %zmm28
	vmulpd	%zmm8, %zmm28, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm2
	vmulpd	2576(%rsp), %zmm28, %zmm3
	vmulpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm11, %zmm28, %zmm3
	vaddpd	%zmm14, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm28, %zmm3
	vaddpd	%zmm15, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm2, %zmm2
	vmulpd	%zmm8, %zmm23, %zmm3
	vaddpd	%zmm16, %zmm3, %zmm3
	vmulpd	2064(%rsp), %zmm23, %zmm5
	vmulpd	%zmm3, %zmm5, %zmm3
	vmulpd	%zmm11, %zmm23, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm23, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm8, %zmm31, %zmm5
	vaddpd	%zmm16, %zmm5, %zmm5
	vmulpd	2512(%rsp), %zmm31, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm11, %zmm31, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm31, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm26, %zmm6
	vaddpd	%zmm16, %zmm6, %zmm6
	vmulpd	4176(%rsp), %zmm26, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm11, %zmm26, %zmm7
	vaddpd	%zmm14, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm26, %zmm7
	vaddpd	%zmm15, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm8, %zmm25, %zmm7
	vaddpd	%zmm16, %zmm7, %zmm7
	vmulpd	2384(%rsp), %zmm25, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm11, %zmm25, %zmm8
	vaddpd	%zmm14, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm25, %zmm8
	vaddpd	%zmm15, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	96(%rsp), %zmm27, %zmm8
	vmovupd	%zmm8, 2128(%rsp)
	vmulpd	%zmm12, %zmm8, %zmm11
	vmovupd	224(%rsp), %zmm10
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm10, %zmm12
	vsubpd	%zmm11, %zmm12, %zmm11
	vmulpd	%zmm9, %zmm1, %zmm13
	vmulpd	%zmm0, %zmm13, %zmm0
	vmovupd	160(%rsp), %zmm1
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm1, %zmm14
	vsubpd	%zmm0, %zmm14, %zmm19
	vmulpd	32(%rsp), %zmm28, %zmm14
	vmulpd	%zmm2, %zmm14, %zmm2
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm30, %zmm15
	vsubpd	%zmm2, %zmm15, %zmm20
	vmulpd	1056(%rsp), %zmm24, %zmm15
	vmulpd	%zmm4, %zmm15, %zmm4
	vmovupd	432(%rsp), %zmm9
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm9, %zmm16
	vsubpd	%zmm4, %zmm16, %zmm4
	vmovapd	%zmm22, %zmm30
	vmulpd	%zmm31, %zmm22, %zmm16
	vmulpd	%zmm5, %zmm16, %zmm5
	vmovupd	688(%rsp), %zmm8
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm8, %zmm17
	vsubpd	%zmm5, %zmm17, %zmm5
	vmovupd	4048(%rsp), %zmm27
	vmulpd	%zmm23, %zmm27, %zmm17
	vmulpd	%zmm3, %zmm17, %zmm3
	vmovupd	560(%rsp), %zmm2
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm2, %zmm18
	vsubpd	%zmm3, %zmm18, %zmm3
	vmovupd	816(%rsp), %zmm29
	vmulpd	%zmm25, %zmm29, %zmm18
	vmulpd	%zmm7, %zmm18, %zmm7
	vmovupd	752(%rsp), %zmm1
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm1, %zmm21
	vsubpd	%zmm7, %zmm21, %zmm7
	vmovupd	4112(%rsp), %zmm12
	vmulpd	%zmm26, %zmm12, %zmm21
	vmulpd	%zmm6, %zmm21, %zmm6
	vmovupd	496(%rsp), %zmm0
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm0, %zmm22
	vsubpd	%zmm6, %zmm22, %zmm6
	vmulpd	3856(%rsp), %zmm11, %zmm11
	vmulpd	3792(%rsp), %zmm19, %zmm19
	vmulpd	%zmm20, %zmm28, %zmm22
	vmulpd	%zmm4, %zmm24, %zmm20
	vmulpd	%zmm5, %zmm31, %zmm4
	vmulpd	%zmm3, %zmm23, %zmm3
	vmulpd	%zmm7, %zmm25, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm6
	vsubpd	160(%rsp), %zmm19, %zmm19
	vsubpd	%zmm10, %zmm11, %zmm7
	vsubpd	%zmm9, %zmm20, %zmm10
	vsubpd	624(%rsp), %zmm22, %zmm20
	vsubpd	%zmm2, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm4, %zmm4
	vsubpd	%zmm0, %zmm6, %zmm6
	vsubpd	%zmm1, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_51(%rip), %zmm11
	vmulpd	%zmm11, %zmm13, %zmm9
	vaddpd	%zmm9, %zmm19, %zmm0
	vmulpd	2128(%rsp), %zmm11, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	%zmm11, %zmm15, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm1
	vmulpd	%zmm11, %zmm14, %zmm8
	vaddpd	%zmm8, %zmm20, %zmm2
	vmulpd	%zmm11, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm11, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm11, %zmm21, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm11, %zmm18, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmovupd	880(%rsp), %zmm8
	vsubpd	%zmm0, %zmm8, %zmm24
	vmovupd	96(%rsp), %zmm0
	vsubpd	%zmm7, %zmm0, %zmm23
	vmovupd	1056(%rsp), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm22
	vmovupd	32(%rsp), %zmm0
	vsubpd	%zmm2, %zmm0, %zmm21
	vsubpd	%zmm3, %zmm27, %zmm19
	vsubpd	%zmm4, %zmm30, %zmm20
	vsubpd	%zmm6, %zmm12, %zmm18
	vsubpd	%zmm5, %zmm29, %zmm11
	vbroadcastsd	.LCPI0_52(%rip), %zmm2
	vmovupd	1936(%rsp), %zmm14
	vxorpd	%zmm2, %zmm14, %zmm8
	vmovupd	2000(%rsp), %zmm17
	vxorpd	%zmm2, %zmm17, %zmm7
	vmovupd	4240(%rsp), %zmm12
	vxorpd	%zmm2, %zmm12, %zmm6
	vmovupd	1168(%rsp), %zmm15
	vxorpd	%zmm2, %zmm15, %zmm5
	vmovupd	4304(%rsp), %zmm10
	vxorpd	%zmm2, %zmm10, %zmm3
	vmovupd	1232(%rsp), %zmm13
	vxorpd	%zmm2, %zmm13, %zmm4
	vmovupd	4368(%rsp), %zmm26
	vxorpd	%zmm2, %zmm26, %zmm1
	vmovupd	1296(%rsp), %zmm25
	vxorpd	%zmm2, %zmm25, %zmm0
	vpbroadcastq	.LCPI0_54(%rip), %zmm9
	vmovdqu64	1360(%rsp), %zmm16
	vptestnmq	%zmm9, %zmm16, %k1
	vmovapd	%zmm17, %zmm7 {%k1}
	vxorpd	%zmm2, %zmm23, %zmm23 {%k1}
	vmovdqu64	2192(%rsp), %zmm17
	vptestnmq	%zmm9, %zmm17, %k1
	vmovapd	%zmm14, %zmm8 {%k1}
	vxorpd	%zmm2, %zmm24, %zmm24 {%k1}
	vmovdqu64	1744(%rsp), %zmm14
	vptestnmq	%zmm9, %zmm14, %k1
	vmovapd	%zmm15, %zmm5 {%k1}
	vxorpd	%zmm2, %zmm21, %zmm21 {%k1}
	vmovdqu64	1424(%rsp), %zmm15
	vptestnmq	%zmm9, %zmm15, %k1
	vmovapd	%zmm12, %zmm6 {%k1}
	vxorpd	%zmm2, %zmm22, %zmm22 {%k1}
	vmovdqu64	1488(%rsp), %zmm12
	vptestnmq	%zmm9, %zmm12, %k1
	vmovapd	%zmm13, %zmm4 {%k1}
	vxorpd	%zmm2, %zmm20, %zmm20 {%k1}
	vmovdqu64	1552(%rsp), %zmm13
	vptestnmq	%zmm9, %zmm13, %k1
	vmovapd	%zmm10, %zmm3 {%k1}
	vxorpd	%zmm2, %zmm19, %zmm19 {%k1}
	vmovdqu64	1616(%rsp), %zmm10
	vptestnmq	%zmm9, %zmm10, %k1
	vmovapd	%zmm25, %zmm0 {%k1}
	vxorpd	%zmm2, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	1680(%rsp), %zmm11
	vptestnmq	%zmm9, %zmm11, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm2, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_53(%rip), %zmm2
	vptestnmq	%zmm2, %zmm17, %k1
	vmovapd	%zmm8, %zmm24 {%k1}
	vmovupd	%zmm24, 160(%rsp)
	vptestnmq	%zmm2, %zmm16, %k1
	vmovapd	%zmm7, %zmm23 {%k1}
	vmovupd	%zmm23, 560(%rsp)
	vptestnmq	%zmm2, %zmm15, %k1
	vmovapd	%zmm6, %zmm22 {%k1}
	vmovupd	%zmm22, 432(%rsp)
	vptestnmq	%zmm2, %zmm14, %k1
	vmovapd	%zmm5, %zmm21 {%k1}
	vmovupd	%zmm21, 224(%rsp)
	vptestnmq	%zmm2, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 496(%rsp)
	vptestnmq	%zmm2, %zmm12, %k1
	vmovapd	%zmm4, %zmm20 {%k1}
	vmovupd	%zmm20, 752(%rsp)
	vptestnmq	%zmm2, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 688(%rsp)
	vptestnmq	%zmm2, %zmm10, %k1
	vmovapd	%zmm0, %zmm25 {%k1}
	vmovupd	%zmm25, 624(%rsp)
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
	vmovdqu64	%zmm9, 1424(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1488(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1552(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1616(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1680(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1056(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 816(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 880(%rsp)
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
	vpandq	%zmm15, %zmm11, %zmm11
	vpandq	%zmm15, %zmm10, %zmm20
	vpandq	%zmm15, %zmm13, %zmm0
	vpandq	%zmm15, %zmm12, %zmm21
	vpandq	%zmm15, %zmm18, %zmm24
	vpandq	%zmm15, %zmm14, %zmm26
	vpbroadcastq	.LCPI0_16(%rip), %zmm10
	vpternlogq	$248, %zmm10, %zmm8, %zmm19
	vpternlogq	$248, %zmm10, %zmm1, %zmm9
	vpternlogq	$248, %zmm10, %zmm2, %zmm20
	vpternlogq	$248, %zmm10, %zmm3, %zmm11
	vpternlogq	$248, %zmm10, %zmm4, %zmm21
	vpternlogq	$248, %zmm10, %zmm5, %zmm0
	vpternlogq	$248, %zmm10, %zmm6, %zmm26
	vpternlogq	$248, %zmm10, %zmm7, %zmm24
	vpbroadcastq	.LCPI0_17(%rip), %zmm12
	vpaddq	%zmm12, %zmm9, %zmm1
	vpaddq	%zmm12, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_18(%rip), %zmm22
	vaddpd	%zmm22, %zmm2, %zmm4
	vmovupd	%zmm4, 96(%rsp)
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, 32(%rsp)
	vbroadcastsd	.LCPI0_19(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 2192(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1744(%rsp)
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
	vmovupd	%zmm3, 2128(%rsp)
	vbroadcastsd	.LCPI0_23(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_25(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2448(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2512(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2320(%rsp)
	vpaddq	%zmm12, %zmm11, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm30
	vaddpd	%zmm23, %zmm30, %zmm1
	vdivpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm1, 1360(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2064(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 1296(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 2576(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1232(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1168(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 2384(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1936(%rsp)
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
	vbroadcastsd	.LCPI0_26(%rip), %zmm6
	vaddpd	2448(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	2128(%rsp), %zmm22, %zmm22
	vaddpd	2320(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2512(%rsp), %zmm27, %zmm27
	vaddpd	1296(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2064(%rsp), %zmm9, %zmm9
	vaddpd	1168(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	1232(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm31, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	1936(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	96(%rsp), %zmm2
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	2192(%rsp), %zmm2, %zmm13
	vmovupd	32(%rsp), %zmm4
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1744(%rsp), %zmm4, %zmm14
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	2576(%rsp), %zmm7, %zmm7
	vmovupd	%zmm30, 2000(%rsp)
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm30, %zmm16
	vmulpd	%zmm16, %zmm30, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	1360(%rsp), %zmm9, %zmm9
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2384(%rsp), %zmm5, %zmm5
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm18, %zmm6
	vpsrlq	$20, 1424(%rsp), %zmm11
	vpbroadcastq	.LCPI0_14(%rip), %zmm12
	vpaddq	%zmm12, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_27(%rip), %zmm10
	vmulpd	%zmm10, %zmm11, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm13
	vpsrlq	$20, 1488(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm10, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1552(%rsp), %zmm25
	vpaddq	%zmm12, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm10, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1616(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm10, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1680(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm10, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1056(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm10, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 816(%rsp), %zmm30
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
	vbroadcastsd	.LCPI0_28(%rip), %zmm9
	vsubpd	%zmm17, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm22, %zmm1, %zmm1
	vsubpd	%zmm15, %zmm6, %zmm6
	vaddpd	32(%rsp), %zmm2, %zmm2
	vaddpd	96(%rsp), %zmm0, %zmm0
	vaddpd	2000(%rsp), %zmm7, %zmm7
	vaddpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm1, %zmm26, %zmm1
	vmulpd	%zmm9, %zmm23, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm9, %zmm11, %zmm8
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
	vmulpd	160(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	560(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	432(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	224(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	496(%rsp), %zmm3, %zmm3
	vmulpd	752(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	688(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	624(%rsp), %zmm6, %zmm6
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
	vinserti64x4	$1, %ymm5, %zmm1, %zmm1
	vmovdqu64	%zmm0, -192(%rbp,%rbx)
	vmovdqu64	%zmm2, -128(%rbp,%rbx)
	vmovdqu64	%zmm3, -64(%rbp,%rbx)
	vmovdqu64	%zmm1, (%rbp,%rbx)
	addq	$256, %rbp
	addq	$-64, %r11
	jne	.LBB0_56
	cmpq	-104(%rsp), %r12
	movq	-56(%rsp), %r13
	movq	376(%rsp), %r9
	vpbroadcastq	.LCPI0_6(%rip), %zmm24
	vpbroadcastq	.LCPI0_7(%rip), %zmm28
	movabsq	$4604544269498187776, %r11
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
	je	.LBB0_38
	movq	-104(%rsp), %rax
	movq	%rax, %rdi
	testb	$56, %r12b
	je	.LBB0_62
.LBB0_59:
	movq	408(%rsp), %rax
	leaq	(%rax,%rdi), %rsi
	movq	-48(%rsp), %rax
	leaq	(%rax,%rdi,4), %rdi
	vbroadcastsd	.LCPI0_12(%rip), %zmm10
	vpbroadcastq	.LCPI0_38(%rip), %zmm19
	vbroadcastsd	.LCPI0_39(%rip), %zmm21
	vbroadcastsd	.LCPI0_40(%rip), %zmm29
	vbroadcastsd	.LCPI0_41(%rip), %zmm22
	vbroadcastsd	.LCPI0_57(%rip), %zmm30
	vbroadcastsd	.LCPI0_43(%rip), %zmm13
	vbroadcastsd	.LCPI0_44(%rip), %zmm14
	vbroadcastsd	.LCPI0_45(%rip), %zmm23
	vbroadcastsd	.LCPI0_46(%rip), %zmm27
	vbroadcastsd	.LCPI0_47(%rip), %zmm25
	vbroadcastsd	.LCPI0_48(%rip), %zmm26
	vbroadcastsd	.LCPI0_49(%rip), %zmm11
	vbroadcastsd	.LCPI0_50(%rip), %zmm16
	vbroadcastsd	.LCPI0_51(%rip), %zmm12
	vbroadcastsd	.LCPI0_52(%rip), %zmm15
	vpbroadcastq	.LCPI0_53(%rip), %zmm17
	vpbroadcastq	.LCPI0_54(%rip), %zmm18
	vpbroadcastq	.LCPI0_1(%rip), %zmm20
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	.p2align	4
.LBB0_60:
	vcvtudq2pd	(%rdi,%rbx), %zmm0
	vaddpd	%zmm31, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm0, %zmm0
	vcvtudq2pd	(%rdi), %zmm1
	vaddpd	%zmm31, %zmm1, %zmm1
	vmulpd	%zmm10, %zmm1, %zmm1
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
	vpandq	%zmm19, %zmm2, %zmm2
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm19, %zmm8, %zmm8
	vpaddq	%zmm20, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm2, %k1
	vmovapd	%zmm7, %zmm4 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm5 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm3
	vsubpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm21, %zmm4, %zmm6
	vaddpd	%zmm29, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm22, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm30, %zmm4, %zmm7
	vaddpd	%zmm13, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm14, %zmm7, %zmm7
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
	vmulpd	%zmm11, %zmm4, %zmm8
	vaddpd	%zmm16, %zmm8, %zmm8
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm7
	vmulpd	%zmm31, %zmm3, %zmm8
	vmulpd	%zmm5, %zmm7, %zmm5
	vsubpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm12, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm2, %zmm2
	vptestnmq	%zmm17, %zmm1, %k1
	vptestnmq	%zmm18, %zmm1, %k2
	vxorpd	%zmm15, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm15, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_29(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovdqu	%ymm0, (%rdi,%rbx)
	addq	$32, %rdi
	addq	$8, %rsi
	jne	.LBB0_60
	movq	416(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	%rcx, %r12
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
	je	.LBB0_38
.LBB0_62:
	movq	%r12, %rsi
	subq	%rax, %rsi
	movq	-48(%rsp), %rdi
	leaq	(%rdi,%rax,4), %rdi
	.p2align	4
.LBB0_37:
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
	addq	%r11, %r8
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
	jne	.LBB0_37
.LBB0_38:
	cmpl	$0, -64(%rsp)
	sete	%al
	vmovss	28(%rsp), %xmm14
	vmulss	-68(%rsp), %xmm14, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorpd	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	kmovd	%eax, %k1
	vmovaps	1152(%rsp), %xmm1
	vmovss	%xmm1, %xmm0, %xmm0 {%k1}
	cmpb	$0, -121(%rsp)
	je	.LBB0_40
	xorl	%esi, %esi
	vmovdqu64	1872(%rsp), %zmm11
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	vmovaps	1136(%rsp), %xmm19
	vmovaps	1120(%rsp), %xmm13
	vmovdqu64	3216(%rsp), %zmm20
	vmovdqu64	1808(%rsp), %zmm21
	vmovdqu64	3408(%rsp), %zmm16
	vmovdqu64	3152(%rsp), %zmm18
	vmovdqu64	3088(%rsp), %zmm12
	vmovdqu64	3024(%rsp), %zmm17
	vmovdqu64	2960(%rsp), %zmm15
	vmovdqu64	2896(%rsp), %zmm22
	vmovdqu64	2832(%rsp), %zmm23
	vmovdqu64	2768(%rsp), %zmm25
	vmovdqu64	2704(%rsp), %zmm26
	vmovdqu64	2640(%rsp), %zmm29
	vpbroadcastd	.LCPI0_8(%rip), %ymm30
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
.LBB0_47:
	movq	%rsi, %rax
	orq	$1, %rax
	testb	$1, %r12b
	je	.LBB0_49
	movq	984(%rsp), %r10
	vmovss	(%r10,%rsi,4), %xmm1
	vmulss	(%r9,%rsi,4), %xmm13, %xmm2
	movq	976(%rsp), %rcx
	vsubss	(%rcx,%rsi,4), %xmm1, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm19, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	movq	-8(%rsp), %rcx
	vmulss	(%rcx,%rsi,4), %xmm0, %xmm2
	vaddss	%xmm1, %xmm2, %xmm1
	vmovd	%xmm1, %edi
	movl	%edi, %r8d
	andl	$2147483647, %r8d
	cmpl	$2139095041, %r8d
	cmovael	%r15d, %edi
	movl	%edi, (%r10,%rsi,4)
	movq	%rax, %rsi
.LBB0_49:
	cmpq	%rax, %r12
	je	.LBB0_52
	movq	%r12, %rax
	subq	%rsi, %rax
	movq	360(%rsp), %rcx
	leaq	(%rcx,%rsi,4), %rdi
	addq	$-60, %rdi
	movq	(%rsp), %rcx
	leaq	(%rcx,%rsi,4), %r8
	movq	968(%rsp), %rcx
	leaq	(%rcx,%rsi,4), %r10
	movq	328(%rsp), %rcx
	leaq	(%rcx,%rsi,4), %rsi
	xorl	%r11d, %r11d
	.p2align	4
.LBB0_51:
	vmulss	-4(%r10,%r11,4), %xmm13, %xmm1
	vmovss	-4(%rsi,%r11,4), %xmm2
	vmovss	(%rsi,%r11,4), %xmm3
	vsubss	(%r8,%r11,4), %xmm2, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm4, %xmm1, %xmm1
	vmulss	%xmm1, %xmm19, %xmm1
	vsubss	%xmm1, %xmm2, %xmm1
	vmulss	-4(%rdi,%r11,4), %xmm0, %xmm2
	vaddss	%xmm1, %xmm2, %xmm1
	vmovd	%xmm1, %ebx
	movl	%ebx, %ebp
	andl	$2147483647, %ebp
	cmpl	$2139095041, %ebp
	cmovael	%r15d, %ebx
	movl	%ebx, -4(%rsi,%r11,4)
	vmulss	(%r10,%r11,4), %xmm13, %xmm1
	vsubss	4(%r8,%r11,4), %xmm3, %xmm2
	vaddss	%xmm2, %xmm2, %xmm2
	vmulss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm19, %xmm1
	vsubss	%xmm1, %xmm3, %xmm1
	vmulss	(%rdi,%r11,4), %xmm0, %xmm2
	vaddss	%xmm1, %xmm2, %xmm1
	vmovd	%xmm1, %ebx
	movl	%ebx, %ebp
	andl	$2147483647, %ebp
	cmpl	$2139095041, %ebp
	cmovael	%r15d, %ebx
	movl	%ebx, (%rsi,%r11,4)
	addq	$2, %r11
	cmpq	%r11, %rax
	jne	.LBB0_51
	jmp	.LBB0_52
	.p2align	4
.LBB0_40:
	vbroadcastss	%xmm0, %zmm1
	xorl	%eax, %eax
	movq	8(%rsp), %rcx
	vmovups	4496(%rsp), %zmm8
	movq	360(%rsp), %rsi
	movq	352(%rsp), %rdi
	movq	344(%rsp), %r8
	vmovups	4432(%rsp), %zmm10
	vbroadcastss	.LCPI0_61(%rip), %zmm11
	vpbroadcastd	.LCPI0_62(%rip), %zmm12
	vpbroadcastd	.LCPI0_63(%rip), %zmm13
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	vmovaps	1136(%rsp), %xmm19
	vmovdqu64	3216(%rsp), %zmm20
	vmovdqu64	1808(%rsp), %zmm21
	vmovdqu64	3408(%rsp), %zmm16
	vmovdqu64	3152(%rsp), %zmm18
	vmovdqu64	3024(%rsp), %zmm17
	vmovdqu64	2960(%rsp), %zmm15
	vmovdqu64	2896(%rsp), %zmm22
	vmovdqu64	2832(%rsp), %zmm23
	vmovdqu64	2768(%rsp), %zmm25
	vmovdqu64	2704(%rsp), %zmm26
	vmovdqu64	2640(%rsp), %zmm29
	vpbroadcastd	.LCPI0_8(%rip), %ymm30
	.p2align	4
.LBB0_41:
	vmovups	-64(%r8,%rax,4), %zmm2
	vmovups	(%r8,%rax,4), %zmm3
	vmulps	(%r9,%rax,4), %zmm8, %zmm4
	vmulps	64(%r9,%rax,4), %zmm8, %zmm5
	vsubps	-64(%rdi,%rax,4), %zmm2, %zmm6
	vsubps	(%rdi,%rax,4), %zmm3, %zmm7
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm6, %zmm4, %zmm4
	vaddps	%zmm7, %zmm7, %zmm6
	vmulps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm4, %zmm10, %zmm4
	vmulps	%zmm5, %zmm10, %zmm5
	vsubps	%zmm4, %zmm2, %zmm2
	vsubps	%zmm5, %zmm3, %zmm3
	vmulps	-64(%rsi,%rax,4), %zmm1, %zmm4
	vaddps	%zmm2, %zmm4, %zmm2
	vmulps	(%rsi,%rax,4), %zmm1, %zmm4
	vaddps	%zmm3, %zmm4, %zmm3
	vandps	%zmm11, %zmm2, %zmm4
	vandps	%zmm11, %zmm3, %zmm5
	vpcmpgtd	%zmm12, %zmm4, %k1
	vpcmpgtd	%zmm12, %zmm5, %k2
	vmovdqa32	%zmm13, %zmm2 {%k1}
	vmovdqa32	%zmm13, %zmm3 {%k2}
	vmovdqu64	%zmm2, -64(%r8,%rax,4)
	vmovdqu64	%zmm3, (%r8,%rax,4)
	addq	$32, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_41
	cmpq	%rcx, %r12
	vbroadcastss	.LCPI0_61(%rip), %xmm5
	vpbroadcastd	.LCPI0_62(%rip), %xmm6
	vmovdqu64	1872(%rsp), %zmm11
	vmovaps	1120(%rsp), %xmm13
	vmovdqu64	3088(%rsp), %zmm12
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	je	.LBB0_52
	movq	8(%rsp), %rsi
	testb	$28, %r12b
	je	.LBB0_47
	vbroadcastss	%xmm0, %xmm1
	movq	8(%rsp), %rax
	movq	960(%rsp), %rcx
	movq	-8(%rsp), %rsi
	movq	(%rsp), %rdi
	movq	320(%rsp), %r8
	.p2align	4
.LBB0_45:
	vmovups	(%r8,%rax,4), %xmm2
	vmulps	(%r9,%rax,4), %xmm8, %xmm3
	vsubps	(%rdi,%rax,4), %xmm2, %xmm4
	vaddps	%xmm4, %xmm4, %xmm4
	vmulps	%xmm4, %xmm3, %xmm3
	vmulps	%xmm3, %xmm10, %xmm3
	vsubps	%xmm3, %xmm2, %xmm2
	vmulps	(%rsi,%rax,4), %xmm1, %xmm3
	vaddps	%xmm2, %xmm3, %xmm2
	vandps	%xmm5, %xmm2, %xmm3
	vpcmpgtd	%xmm6, %xmm3, %k1
	vpbroadcastd	.LCPI0_63(%rip), %xmm2 {%k1}
	vmovdqu	%xmm2, (%r8,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_45
	movq	%rcx, %rsi
	cmpq	%rcx, %r12
	je	.LBB0_52
	jmp	.LBB0_47
.LBB0_6:
	movq	%r12, %rax
	andq	$-32, %rax
	vbroadcastss	%xmm13, %zmm0
	vpbroadcastd	%xmm19, %zmm1
	movq	%r12, %rdx
	andq	$-4, %rdx
	movq	%rbx, %r10
	imulq	%r12, %r10
	leaq	64(,%r10,4), %rsi
	addq	%r13, %rsi
	movq	-112(%rsp), %rcx
	leaq	(%rcx,%r10,4), %rdi
	addq	$64, %rdi
	leaq	(,%r10,4), %r8
	addq	%r13, %r8
	leaq	(%rcx,%r10,4), %r10
	xorl	%ecx, %ecx
	movl	$2143289344, %ebp
	vbroadcastss	.LCPI0_61(%rip), %zmm2
	vpbroadcastd	.LCPI0_62(%rip), %zmm3
	vpbroadcastd	.LCPI0_63(%rip), %zmm4
	vbroadcastss	.LCPI0_61(%rip), %xmm5
	vpbroadcastd	.LCPI0_62(%rip), %xmm6
	jmp	.LBB0_7
	.p2align	4
.LBB0_21:
	movq	-24(%rsp), %rbx
	incq	%rbx
	movq	160(%rsp), %rcx
	incq	%rcx
	movq	2256(%rsp), %r11
	addq	%r11, %rsi
	addq	%r11, %rdi
	addq	%r11, %r8
	addq	%r11, %r10
	cmpq	-16(%rsp), %rbx
	movq	-56(%rsp), %r13
	je	.LBB0_54
.LBB0_7:
	movq	%rcx, 160(%rsp)
	imulq	%rcx, %r11
	movq	%rbx, %r12
	movq	312(%rsp), %rbx
	addq	%r11, %rbx
	movq	-112(%rsp), %r15
	leaq	(%r15,%rbx), %r14
	movq	%r14, 96(%rsp)
	addq	304(%rsp), %r11
	leaq	(%r15,%r11), %rcx
	addq	%r13, %rbx
	addq	%r13, %r11
	movq	%r12, -24(%rsp)
	imulq	-120(%rsp), %r12
	cmpq	296(%rsp), %r14
	setb	32(%rsp)
	cmpq	%rcx, %r9
	setb	%r14b
	andb	32(%rsp), %r14b
	cmpq	%r11, 96(%rsp)
	setb	%r11b
	cmpq	%rcx, %rbx
	leaq	(%r15,%r12,4), %rcx
	movq	%rcx, 32(%rsp)
	leaq	(%r13,%r12,4), %rcx
	movq	%rcx, 96(%rsp)
	setb	%r15b
	andb	%r11b, %r15b
	orb	%r14b, %r15b
	xorl	%r12d, %r12d
	jmp	.LBB0_8
	.p2align	4
.LBB0_20:
	incq	%r12
	cmpq	-96(%rsp), %r12
	je	.LBB0_21
.LBB0_8:
	xorl	%r13d, %r13d
	testb	%r15b, %r15b
	je	.LBB0_10
	movq	-120(%rsp), %rbx
.LBB0_16:
	movq	%r13, %r11
	orq	$1, %r11
	testb	$1, %bl
	je	.LBB0_18
	movq	32(%rsp), %rcx
	vmovss	(%rcx,%r13,4), %xmm7
	vmulss	(%r9,%r13,4), %xmm13, %xmm8
	movq	96(%rsp), %rbx
	vsubss	(%rbx,%r13,4), %xmm7, %xmm9
	vaddss	%xmm9, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm8
	vmulss	%xmm8, %xmm19, %xmm8
	vsubss	%xmm8, %xmm7, %xmm7
	vmovd	%xmm7, %ebx
	movl	%ebx, %r14d
	andl	$2147483647, %r14d
	cmpl	$2139095041, %r14d
	cmovael	%ebp, %ebx
	movl	%ebx, (%rcx,%r13,4)
	movq	%r11, %r13
.LBB0_18:
	movq	-120(%rsp), %r14
	cmpq	%r11, %r14
	je	.LBB0_20
	.p2align	4
.LBB0_19:
	vmulss	(%r9,%r13,4), %xmm13, %xmm7
	vmovss	(%r10,%r13,4), %xmm8
	vmovss	4(%r10,%r13,4), %xmm9
	vsubss	(%r8,%r13,4), %xmm8, %xmm10
	vaddss	%xmm10, %xmm10, %xmm10
	vmulss	%xmm7, %xmm10, %xmm7
	vmulss	%xmm7, %xmm19, %xmm7
	vsubss	%xmm7, %xmm8, %xmm7
	vmovd	%xmm7, %r11d
	movl	%r11d, %ebx
	andl	$2147483647, %ebx
	cmpl	$2139095041, %ebx
	cmovael	%ebp, %r11d
	movl	%r11d, (%r10,%r13,4)
	vmulss	4(%r9,%r13,4), %xmm13, %xmm7
	vsubss	4(%r8,%r13,4), %xmm9, %xmm8
	vaddss	%xmm8, %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm7
	vmulss	%xmm7, %xmm19, %xmm7
	vsubss	%xmm7, %xmm9, %xmm7
	vmovd	%xmm7, %r11d
	movl	%r11d, %ebx
	andl	$2147483647, %ebx
	cmpl	$2139095041, %ebx
	cmovael	%ebp, %r11d
	movl	%r11d, 4(%r10,%r13,4)
	addq	$2, %r13
	cmpq	%r13, %r14
	jne	.LBB0_19
	jmp	.LBB0_20
	.p2align	4
.LBB0_10:
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
	jne	.LBB0_10
	movq	-120(%rsp), %rbx
	cmpq	%rax, %rbx
	je	.LBB0_20
	movq	%rax, %r13
	testb	$28, %bl
	je	.LBB0_16
	movq	%rax, %r11
	.p2align	4
.LBB0_14:
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
	jne	.LBB0_14
	movq	%rdx, %r13
	movq	-120(%rsp), %rbx
	cmpq	%rdx, %rbx
	je	.LBB0_20
	jmp	.LBB0_16
.LBB0_54:
	addq	$135768, %rsp
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
