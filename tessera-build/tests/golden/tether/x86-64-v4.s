	.file	"tether.toml"
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
.LCPI0_60:
	.long	0xc0800000
.LCPI0_61:
	.long	0x3c23d70a
.LCPI0_62:
	.long	0x3f000000
.LCPI0_63:
	.long	0x7fffffff
.LCPI0_64:
	.long	2139095040
.LCPI0_65:
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
.LCPI0_66:
	.long	0
	.long	4
	.long	2
	.long	6
.LCPI0_67:
	.long	1
	.long	5
	.long	3
	.long	7
	.text
	.globl	tessera_tether_x86_64_v4
	.p2align	4
	.type	tessera_tether_x86_64_v4,@function
tessera_tether_x86_64_v4:
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
	subq	$1064, %rsp
	movq	(%rdi), %rax
	movq	%rax, -104(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, -48(%rsp)
	movq	24(%rdi), %r13
	movq	32(%rdi), %rcx
	movq	40(%rdi), %rax
	vmovss	56(%rdi), %xmm23
	vmovss	60(%rdi), %xmm0
	vmovaps	%xmm0, 2160(%rsp)
	movq	48(%rdi), %rdx
	movq	%rdx, 24(%rsp)
	movl	64(%rdi), %ebx
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, (%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, 12(%rsp)
	movl	68(%rdi), %edx
	movl	%edx, 8(%rsp)
	vmovd	80(%rdi), %xmm0
	vmovd	%xmm0, 4(%rsp)
	movq	88(%rdi), %rdx
	movq	%rdx, -96(%rsp)
	movq	96(%rdi), %rdx
	movq	%rdx, 728(%rsp)
	cmpq	$127, %rax
	movq	%rcx, 272(%rsp)
	movq	%rax, -120(%rsp)
	movl	%ebx, -84(%rsp)
	ja	.LBB0_22
	movq	%rcx, %rsi
	subq	%r13, %rsi
	jbe	.LBB0_83
	movq	-120(%rsp), %rdx
	movq	%rdx, %rdi
	shlq	$6, %rdi
	movl	$3449720151, %r8d
	movq	-96(%rsp), %r10
	movq	%r10, %rax
	shrq	$32, %rax
	leaq	(%r10,%r8), %rcx
	addq	$-795284382, %rcx
	leaq	-305585874(%rax,%r8), %r9
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4000(%rsp)
	leaq	1013904242(%r10), %rcx
	vpbroadcastq	%rcx, %zmm1
	leaq	1993301258(%rax), %rcx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 3936(%rsp)
	leaq	218619860(%r10,%r8), %rcx
	vpbroadcastq	%rcx, %zmm2
	leaq	842468239(%rax), %rcx
	vpbroadcastq	%rcx, %zmm3
	leaq	2027808484(%r10), %rcx
	vpbroadcastq	%rcx, %zmm4
	leaq	536882365(%rax,%r8), %rcx
	vpbroadcastq	%rcx, %zmm5
	leaq	387276957(%r10), %rcx
	vpbroadcastq	%rcx, %zmm6
	leaq	-613950654(%rax,%r8), %rcx
	vpbroadcastq	%rcx, %zmm7
	leaq	-408007425(%r10,%r8), %rcx
	vpbroadcastq	%rcx, %zmm8
	leaq	1684936478(%rax), %rcx
	vpbroadcastq	%rcx, %zmm9
	leaq	1401181199(%r10), %rcx
	vpbroadcastq	%rcx, %zmm10
	leaq	(%rax,%r8), %rcx
	addq	$228517585, %rcx
	addq	$534103459, %rax
	vpbroadcastq	%rax, %zmm11
	leal	-1879881855(%r10), %eax
	vpbroadcastq	%rdx, %zmm12
	vpbroadcastq	%r10, %zmm13
	vpbroadcastq	%rcx, %zmm14
	movq	272(%rsp), %rcx
	vpbroadcastd	%eax, %zmm15
	vbroadcastss	%xmm23, %zmm0
	vmovupd	%zmm0, 2448(%rsp)
	leaq	-1(%rdx), %rax
	movq	%rax, 80(%rsp)
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	vmovdqu64	%zmm1, 3488(%rsp)
	vmovdqu64	%zmm2, 3424(%rsp)
	vmovdqu64	%zmm3, 3360(%rsp)
	vmovdqu64	%zmm4, 3296(%rsp)
	vmovdqu64	%zmm5, 3232(%rsp)
	vmovdqu64	%zmm6, 3168(%rsp)
	vmovdqu64	%zmm7, 3104(%rsp)
	vmovdqu64	%zmm8, 3040(%rsp)
	vmovdqu64	%zmm9, 2976(%rsp)
	vmovdqu64	%zmm10, 2912(%rsp)
	vmovdqu64	%zmm11, 2848(%rsp)
	vmovdqu64	%zmm12, 3744(%rsp)
	vmovdqu64	%zmm13, 3680(%rsp)
	vmovdqu64	%zmm14, 4128(%rsp)
	vmovdqu64	%zmm15, 4064(%rsp)
	jmp	.LBB0_5
	.p2align	4
.LBB0_122:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r11
.LBB0_123:
	movq	-104(%rsp), %r10
	cmpq	%r15, %rax
	cmovbq	%rax, %r14
	addq	%r13, %r14
	imulq	%r11, %r14
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$5160, %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	leaq	(%r10,%r14,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
.LBB0_124:
	addq	$64, %r13
	addq	$-64, %rsi
	movq	272(%rsp), %rcx
	cmpq	%rcx, %r13
	jae	.LBB0_83
.LBB0_5:
	cmpq	$64, %rsi
	movl	$64, %r12d
	cmovbq	%rsi, %r12
	movq	%rcx, %rax
	subq	%r13, %rax
	cmpq	$64, %rax
	movl	$64, %r15d
	cmovbq	%rax, %r15
	leaq	-1(%r15), %r14
	movq	-120(%rsp), %rbx
	testq	%rbx, %rbx
	movq	-104(%rsp), %r10
	movq	-48(%rsp), %rbp
	je	.LBB0_8
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_7:
	movl	%ecx, %edx
	andl	$62, %edx
	movq	%rcx, %r11
	shrq	$6, %r11
	cmpq	%rdx, %rax
	cmovbeq	%r14, %rdx
	addq	%r13, %rdx
	imulq	%rbx, %rdx
	addq	%r11, %rdx
	vmovss	(%r10,%rdx,4), %xmm0
	vmovss	%xmm0, 5160(%rsp,%rcx,4)
	vmovss	(%rbp,%rdx,4), %xmm0
	vmovss	%xmm0, 103464(%rsp,%rcx,4)
	leal	1(%rcx), %edx
	andl	$63, %edx
	cmpq	%rdx, %rax
	cmovbeq	%r14, %rdx
	addq	%r13, %rdx
	imulq	%rbx, %rdx
	addq	%r11, %rdx
	vmovss	(%r10,%rdx,4), %xmm0
	vmovss	%xmm0, 5164(%rsp,%rcx,4)
	vmovss	(%rbp,%rdx,4), %xmm0
	vmovss	%xmm0, 103468(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_7
.LBB0_8:
	cmpq	$0, 24(%rsp)
	movl	-84(%rsp), %r10d
	movq	-96(%rsp), %rbx
	je	.LBB0_104
	vpbroadcastq	%r13, %zmm0
	vmovdqu64	%zmm0, 3552(%rsp)
	xorl	%eax, %eax
	vmovss	(%rsp), %xmm0
	vmovss	%xmm0, 2784(%rsp)
	jmp	.LBB0_10
	.p2align	4
.LBB0_108:
	vmovss	2784(%rsp), %xmm0
	vmulss	12(%rsp), %xmm0, %xmm0
	vmovss	%xmm0, 2784(%rsp)
	incq	%rax
	cmpq	24(%rsp), %rax
	je	.LBB0_104
.LBB0_10:
	cmpl	$0, 8(%rsp)
	sete	%cl
	testl	%r10d, %r10d
	je	.LBB0_107
	cmpq	$0, -120(%rsp)
	je	.LBB0_108
	movq	728(%rsp), %rdx
	addq	%rax, %rdx
	movq	%rdx, %r11
	shrq	$32, %r11
	imulq	%r8, %r11
	vpbroadcastq	%r11, %zmm0
	shrq	$32, %r11
	xorl	%ebx, %edx
	xorl	%r11d, %edx
	leaq	78811644(%r8), %r11
	imulq	%rdx, %r11
	vpbroadcastq	%r11, %zmm1
	shrq	$32, %r11
	xorq	%r9, %r11
	vpbroadcastq	%r11, %zmm2
	vmovdqu64	%zmm2, 1712(%rsp)
	vpxorq	4000(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1264(%rsp)
	vpxorq	3936(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 1392(%rsp)
	xorl	%edx, %edx
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vmovdqa64	.LCPI0_4(%rip), %zmm2
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpbroadcastq	.LCPI0_6(%rip), %zmm27
	.p2align	4
.LBB0_13:
	vmovdqu64	%zmm2, 208(%rsp)
	vmovdqu64	%zmm1, 144(%rsp)
	vpaddq	%zmm26, %zmm1, %zmm0
	vpaddq	%zmm26, %zmm2, %zmm1
	vpbroadcastq	.LCPI0_2(%rip), %zmm3
	vpaddq	144(%rsp), %zmm3, %zmm2
	vpaddq	208(%rsp), %zmm3, %zmm3
	vpbroadcastq	.LCPI0_3(%rip), %zmm5
	vpaddq	144(%rsp), %zmm5, %zmm4
	vpaddq	208(%rsp), %zmm5, %zmm5
	vpbroadcastq	.LCPI0_68(%rip), %zmm13
	vpandq	208(%rsp), %zmm13, %zmm6
	vpandq	144(%rsp), %zmm13, %zmm7
	vpandq	%zmm13, %zmm1, %zmm8
	vpandq	%zmm13, %zmm0, %zmm9
	vpandq	%zmm13, %zmm3, %zmm10
	vpandq	%zmm13, %zmm2, %zmm11
	vpandq	%zmm13, %zmm5, %zmm12
	vpandq	%zmm13, %zmm4, %zmm13
	vpsrlq	$6, 208(%rsp), %zmm14
	vpsrlq	$6, 144(%rsp), %zmm15
	vpsrlq	$6, %zmm1, %zmm1
	vpsrlq	$6, %zmm0, %zmm0
	vpsrlq	$6, %zmm3, %zmm3
	vpsrlq	$6, %zmm2, %zmm2
	vpsrlq	$6, %zmm5, %zmm5
	vpsrlq	$6, %zmm4, %zmm4
	vmovdqu64	3552(%rsp), %zmm18
	vpaddq	%zmm18, %zmm7, %zmm7
	vpaddq	%zmm18, %zmm6, %zmm6
	vpaddq	%zmm18, %zmm9, %zmm9
	vpaddq	%zmm18, %zmm8, %zmm8
	vpaddq	%zmm18, %zmm11, %zmm11
	vpaddq	%zmm18, %zmm10, %zmm10
	vmovdqu64	3744(%rsp), %zmm16
	vpmullq	%zmm16, %zmm6, %zmm6
	vpmullq	%zmm16, %zmm7, %zmm7
	vpmullq	%zmm16, %zmm8, %zmm8
	vpmullq	%zmm16, %zmm9, %zmm9
	vpaddq	%zmm18, %zmm13, %zmm13
	vpaddq	%zmm18, %zmm12, %zmm12
	vpmullq	%zmm16, %zmm10, %zmm10
	vpaddq	%zmm14, %zmm6, %zmm6
	vpaddq	%zmm15, %zmm7, %zmm14
	vpaddq	%zmm1, %zmm8, %zmm8
	vpmullq	%zmm16, %zmm11, %zmm1
	vpaddq	%zmm0, %zmm9, %zmm0
	vpaddq	%zmm3, %zmm10, %zmm9
	vpaddq	%zmm2, %zmm1, %zmm10
	vpmullq	%zmm16, %zmm12, %zmm1
	vpaddq	%zmm5, %zmm1, %zmm5
	vpmullq	%zmm16, %zmm13, %zmm1
	vpaddq	%zmm4, %zmm1, %zmm4
	vpmuludq	%zmm17, %zmm6, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm3
	vmovdqu64	3680(%rsp), %zmm11
	vpternlogq	$150, %zmm11, %zmm17, %zmm14
	vpternlogq	$150, %zmm11, %zmm16, %zmm6
	vpternlogq	$150, %zmm11, %zmm19, %zmm0
	vpternlogq	$150, %zmm11, %zmm1, %zmm8
	vpternlogq	$150, %zmm11, %zmm26, %zmm10
	vpternlogq	$150, %zmm11, %zmm2, %zmm9
	vpternlogq	$150, %zmm11, %zmm3, %zmm4
	vpternlogq	$150, %zmm11, %zmm7, %zmm5
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm14, %zmm11
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm9, %zmm12
	vpsrlq	$32, %zmm10, %zmm13
	vpsrlq	$32, %zmm5, %zmm14
	vpsrlq	$32, %zmm4, %zmm4
	vpmuludq	%zmm27, %zmm11, %zmm20
	vpmuludq	%zmm27, %zmm6, %zmm10
	vpmuludq	%zmm27, %zmm0, %zmm9
	vpmuludq	%zmm27, %zmm8, %zmm8
	vpmuludq	%zmm27, %zmm13, %zmm6
	vpmuludq	%zmm27, %zmm12, %zmm5
	vpmuludq	%zmm27, %zmm4, %zmm4
	vpmuludq	%zmm27, %zmm14, %zmm13
	vpsrlq	$32, %zmm10, %zmm11
	vpsrlq	$32, %zmm20, %zmm12
	vpsrlq	$32, %zmm8, %zmm14
	vpsrlq	$32, %zmm9, %zmm21
	vpsrlq	$32, %zmm5, %zmm22
	vpsrlq	$32, %zmm6, %zmm23
	vpsrlq	$32, %zmm13, %zmm24
	vpsrlq	$32, %zmm4, %zmm25
	vmovdqu64	1264(%rsp), %zmm0
	vpxorq	%zmm0, %zmm12, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm29
	vmovdqu64	%zmm29, 448(%rsp)
	vpxorq	%zmm0, %zmm11, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm30
	vmovdqu64	%zmm30, 640(%rsp)
	vpxorq	%zmm0, %zmm21, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm28
	vmovdqu64	%zmm28, 864(%rsp)
	vpxorq	%zmm0, %zmm14, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm14
	vmovdqu64	%zmm14, 320(%rsp)
	vpxorq	%zmm0, %zmm23, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1840(%rsp)
	vpxorq	%zmm0, %zmm22, %zmm21
	vpxorq	%zmm0, %zmm25, %zmm22
	vpxorq	%zmm0, %zmm24, %zmm23
	vmovdqu64	1712(%rsp), %zmm0
	vpxorq	%zmm17, %zmm0, %zmm17
	vpmuludq	%zmm27, %zmm17, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm21
	vmovdqu64	%zmm21, 2096(%rsp)
	vpxorq	%zmm16, %zmm0, %zmm16
	vpmuludq	%zmm27, %zmm16, %zmm12
	vpxorq	%zmm19, %zmm0, %zmm16
	vpmuludq	%zmm27, %zmm16, %zmm24
	vpxorq	%zmm1, %zmm0, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm19
	vmovdqu64	%zmm19, 1776(%rsp)
	vpmuludq	%zmm27, %zmm1, %zmm15
	vpxorq	%zmm26, %zmm0, %zmm1
	vpmuludq	%zmm27, %zmm1, %zmm17
	vpxorq	%zmm2, %zmm0, %zmm2
	vpmuludq	%zmm27, %zmm2, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm1
	vmovdqu64	%zmm1, 384(%rsp)
	vpxorq	%zmm3, %zmm0, %zmm3
	vpmuludq	%zmm27, %zmm3, %zmm3
	vpxorq	%zmm7, %zmm0, %zmm7
	vpmuludq	%zmm27, %zmm7, %zmm0
	vmovdqu64	%zmm0, 576(%rsp)
	vpsrlq	$32, %zmm30, %zmm7
	vpsrlq	$32, %zmm29, %zmm16
	vpsrlq	$32, %zmm14, %zmm22
	vpsrlq	$32, %zmm12, %zmm23
	vpsrlq	$32, %zmm25, %zmm26
	vpsrlq	$32, %zmm15, %zmm29
	vpsrlq	$32, %zmm24, %zmm30
	vpsrlq	$32, %zmm28, %zmm31
	vmovdqu64	3488(%rsp), %zmm28
	vpternlogq	$150, %zmm28, %zmm20, %zmm26
	vpsrlq	$32, %zmm18, %zmm20
	vpternlogq	$150, %zmm28, %zmm10, %zmm23
	vpsrlq	$32, %zmm17, %zmm10
	vpternlogq	$150, %zmm28, %zmm9, %zmm30
	vpsrlq	$32, %zmm21, %zmm9
	vpternlogq	$150, %zmm28, %zmm8, %zmm29
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm28, %zmm6, %zmm10
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm28, %zmm5, %zmm20
	vpsrlq	$32, %zmm11, %zmm5
	vpternlogq	$150, %zmm28, %zmm4, %zmm6
	vpternlogq	$150, %zmm28, %zmm13, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm1
	vmovdqu64	%zmm1, 1120(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm2
	vmovdqu64	%zmm2, 1328(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm4
	vmovdqu64	%zmm4, 928(%rsp)
	vpsrlq	$32, %zmm19, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm8
	vmovdqu64	%zmm8, 992(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm11
	vmovdqu64	%zmm11, 1056(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm21
	vmovdqu64	%zmm21, 800(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm14
	vmovdqu64	%zmm14, 512(%rsp)
	vmovdqu64	1392(%rsp), %zmm23
	vpxorq	%zmm23, %zmm16, %zmm0
	vpmuludq	%zmm27, %zmm0, %zmm19
	vpxorq	%zmm23, %zmm7, %zmm0
	vpmuludq	%zmm27, %zmm0, %zmm29
	vpxorq	%zmm23, %zmm31, %zmm0
	vpxorq	%zmm23, %zmm22, %zmm6
	vpmuludq	%zmm27, %zmm0, %zmm22
	vpmuludq	%zmm27, %zmm6, %zmm10
	vmovdqu64	%zmm10, 1904(%rsp)
	vpxorq	%zmm23, %zmm5, %zmm5
	vpmuludq	%zmm27, %zmm5, %zmm7
	vmovdqu64	%zmm7, 1968(%rsp)
	vpxorq	%zmm23, %zmm9, %zmm5
	vpxorq	%zmm23, %zmm13, %zmm6
	vpmuludq	%zmm27, %zmm5, %zmm5
	vmovdqu64	%zmm5, 2032(%rsp)
	vpmuludq	%zmm27, %zmm6, %zmm0
	vpsrlq	$32, %zmm19, %zmm26
	vmovdqu64	3424(%rsp), %zmm28
	vpternlogq	$150, %zmm25, %zmm28, %zmm26
	vpsrlq	$32, %zmm29, %zmm25
	vpternlogq	$150, %zmm12, %zmm28, %zmm25
	vpsrlq	$32, %zmm22, %zmm31
	vpternlogq	$150, %zmm24, %zmm28, %zmm31
	vpsrlq	$32, %zmm10, %zmm24
	vpternlogq	$150, %zmm15, %zmm28, %zmm24
	vpsrlq	$32, %zmm7, %zmm16
	vpternlogq	$150, %zmm17, %zmm28, %zmm16
	vpsrlq	$32, %zmm5, %zmm13
	vpternlogq	$150, %zmm18, %zmm28, %zmm13
	vpsrlq	$32, %zmm0, %zmm20
	vmovdqa64	%zmm0, %zmm18
	vpternlogq	$150, %zmm3, %zmm28, %zmm20
	vpsrlq	$32, %zmm1, %zmm3
	vmovdqu64	3360(%rsp), %zmm1
	vpternlogq	$150, 640(%rsp), %zmm1, %zmm3
	vpsrlq	$32, %zmm2, %zmm7
	vpternlogq	$150, 448(%rsp), %zmm1, %zmm7
	vpsrlq	$32, %zmm4, %zmm5
	vpternlogq	$150, 320(%rsp), %zmm1, %zmm5
	vpsrlq	$32, %zmm8, %zmm10
	vpternlogq	$150, 864(%rsp), %zmm1, %zmm10
	vpsrlq	$32, %zmm11, %zmm2
	vpternlogq	$150, 2096(%rsp), %zmm1, %zmm2
	vpsrlq	$32, %zmm21, %zmm12
	vpternlogq	$150, 1840(%rsp), %zmm1, %zmm12
	vpsrlq	$32, %zmm14, %zmm11
	vpternlogq	$150, 1776(%rsp), %zmm1, %zmm11
	vpsrlq	$32, %zmm30, %zmm15
	vmovdqa64	%zmm30, %zmm4
	vmovdqu64	384(%rsp), %zmm0
	vpternlogq	$150, %zmm1, %zmm0, %zmm15
	vpsrlq	$32, %zmm0, %zmm1
	vpxorq	%zmm23, %zmm1, %zmm1
	vpmuludq	%zmm27, %zmm1, %zmm21
	vpsrlq	$32, %zmm21, %zmm9
	vpternlogq	$150, 576(%rsp), %zmm28, %zmm9
	vpmuludq	%zmm27, %zmm7, %zmm0
	vmovdqu64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vmovdqu64	3296(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm19, %zmm7
	vpmuludq	%zmm27, %zmm3, %zmm30
	vpsrlq	$32, %zmm30, %zmm6
	vpternlogq	$150, %zmm0, %zmm29, %zmm6
	vpmuludq	%zmm27, %zmm10, %zmm10
	vpsrlq	$32, %zmm10, %zmm3
	vpternlogq	$150, %zmm0, %zmm22, %zmm3
	vpmuludq	%zmm27, %zmm5, %zmm1
	vmovdqu64	%zmm1, 576(%rsp)
	vpsrlq	$32, %zmm1, %zmm29
	vpternlogq	$150, 1904(%rsp), %zmm0, %zmm29
	vpmuludq	%zmm27, %zmm12, %zmm1
	vmovdqu64	%zmm1, 640(%rsp)
	vpsrlq	$32, %zmm1, %zmm12
	vpternlogq	$150, 1968(%rsp), %zmm0, %zmm12
	vpmuludq	%zmm27, %zmm2, %zmm1
	vmovdqu64	%zmm1, 448(%rsp)
	vpsrlq	$32, %zmm1, %zmm17
	vpternlogq	$150, 2032(%rsp), %zmm0, %zmm17
	vpmuludq	%zmm27, %zmm11, %zmm1
	vmovdqu64	%zmm1, 384(%rsp)
	vpsrlq	$32, %zmm1, %zmm28
	vpternlogq	$150, %zmm0, %zmm18, %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm2
	vpsrlq	$32, %zmm2, %zmm1
	vmovdqu64	3232(%rsp), %zmm18
	vpternlogq	$150, 1120(%rsp), %zmm18, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm14
	vpsrlq	$32, %zmm14, %zmm19
	vpternlogq	$150, 1328(%rsp), %zmm18, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm25
	vpsrlq	$32, %zmm25, %zmm26
	vpternlogq	$150, 928(%rsp), %zmm18, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm22
	vpsrlq	$32, %zmm22, %zmm8
	vpternlogq	$150, 992(%rsp), %zmm18, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm5
	vmovdqu64	%zmm5, 1328(%rsp)
	vpsrlq	$32, %zmm5, %zmm31
	vpternlogq	$150, 1056(%rsp), %zmm18, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm5
	vmovdqu64	%zmm5, 928(%rsp)
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, 800(%rsp), %zmm18, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm9
	vmovdqu64	%zmm9, 1056(%rsp)
	vpsrlq	$32, %zmm9, %zmm24
	vpternlogq	$150, %zmm4, %zmm18, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm4
	vmovdqu64	%zmm4, 800(%rsp)
	vpsrlq	$32, %zmm4, %zmm23
	vpternlogq	$150, 512(%rsp), %zmm18, %zmm23
	vpmuludq	%zmm27, %zmm15, %zmm15
	vpsrlq	$32, %zmm15, %zmm4
	vpternlogq	$150, %zmm0, %zmm21, %zmm4
	vpmuludq	%zmm27, %zmm19, %zmm0
	vmovdqu64	%zmm0, 864(%rsp)
	vpsrlq	$32, %zmm0, %zmm19
	vmovdqu64	3168(%rsp), %zmm21
	vpternlogq	$150, 320(%rsp), %zmm21, %zmm19
	vpmuludq	%zmm27, %zmm1, %zmm0
	vmovdqu64	%zmm0, 1120(%rsp)
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, %zmm30, %zmm21, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm0
	vmovdqu64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm6
	vmovdqu64	3104(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm2, %zmm6
	vpmuludq	%zmm27, %zmm8, %zmm11
	vpsrlq	$32, %zmm11, %zmm9
	vpternlogq	$150, %zmm10, %zmm21, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm1
	vmovdqu64	%zmm1, 512(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm0, %zmm14, %zmm1
	vpmuludq	%zmm27, %zmm26, %zmm10
	vpsrlq	$32, %zmm10, %zmm20
	vpternlogq	$150, 576(%rsp), %zmm21, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm2
	vmovdqu64	%zmm2, 576(%rsp)
	vpsrlq	$32, %zmm2, %zmm18
	vpternlogq	$150, %zmm0, %zmm25, %zmm18
	vpmuludq	%zmm27, %zmm5, %zmm8
	vpsrlq	$32, %zmm8, %zmm25
	vpternlogq	$150, 640(%rsp), %zmm21, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm2
	vmovdqu64	%zmm2, 992(%rsp)
	vpsrlq	$32, %zmm2, %zmm26
	vpternlogq	$150, %zmm0, %zmm22, %zmm26
	vpmuludq	%zmm27, %zmm31, %zmm29
	vpsrlq	$32, %zmm29, %zmm22
	vpternlogq	$150, 448(%rsp), %zmm21, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm14
	vpsrlq	$32, %zmm14, %zmm3
	vpternlogq	$150, 1328(%rsp), %zmm0, %zmm3
	vpmuludq	%zmm27, %zmm23, %zmm7
	vpsrlq	$32, %zmm7, %zmm16
	vpternlogq	$150, 384(%rsp), %zmm21, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm23
	vpsrlq	$32, %zmm23, %zmm12
	vpternlogq	$150, 928(%rsp), %zmm0, %zmm12
	vpmuludq	%zmm27, %zmm24, %zmm2
	vmovdqu64	%zmm2, 448(%rsp)
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, %zmm15, %zmm21, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm30
	vpsrlq	$32, %zmm30, %zmm21
	vpternlogq	$150, 1056(%rsp), %zmm0, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm31
	vpsrlq	$32, %zmm31, %zmm2
	vpternlogq	$150, 800(%rsp), %zmm0, %zmm2
	vpmuludq	%zmm27, %zmm1, %zmm0
	vmovdqu64	%zmm0, 800(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vmovdqu64	3040(%rsp), %zmm1
	vpternlogq	$150, 864(%rsp), %zmm1, %zmm17
	vpmuludq	%zmm27, %zmm6, %zmm24
	vpsrlq	$32, %zmm24, %zmm15
	vpternlogq	$150, 1120(%rsp), %zmm1, %zmm15
	vpmuludq	%zmm27, %zmm26, %zmm28
	vpsrlq	$32, %zmm28, %zmm6
	vpternlogq	$150, %zmm1, %zmm11, %zmm6
	vpmuludq	%zmm27, %zmm18, %zmm26
	vpsrlq	$32, %zmm26, %zmm4
	vpternlogq	$150, %zmm1, %zmm10, %zmm4
	vpmuludq	%zmm27, %zmm12, %zmm18
	vpsrlq	$32, %zmm18, %zmm10
	vpternlogq	$150, %zmm1, %zmm8, %zmm10
	vpmuludq	%zmm27, %zmm3, %zmm0
	vmovdqu64	%zmm0, 864(%rsp)
	vpsrlq	$32, %zmm0, %zmm11
	vpternlogq	$150, %zmm1, %zmm29, %zmm11
	vpmuludq	%zmm27, %zmm2, %zmm29
	vpsrlq	$32, %zmm29, %zmm12
	vpternlogq	$150, %zmm1, %zmm7, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpsrlq	$32, %zmm0, %zmm8
	vmovdqu64	2976(%rsp), %zmm0
	vpternlogq	$150, 320(%rsp), %zmm0, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm2
	vmovdqu64	%zmm2, 320(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, 512(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm3
	vmovdqu64	%zmm3, 640(%rsp)
	vpsrlq	$32, %zmm3, %zmm13
	vpternlogq	$150, 576(%rsp), %zmm0, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm3
	vmovdqu64	%zmm3, 576(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, 992(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm9
	vpsrlq	$32, %zmm9, %zmm19
	vpternlogq	$150, %zmm14, %zmm0, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm20
	vpsrlq	$32, %zmm20, %zmm14
	vpternlogq	$150, %zmm23, %zmm0, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm5
	vmovdqu64	%zmm5, 512(%rsp)
	vpsrlq	$32, %zmm5, %zmm7
	vpternlogq	$150, %zmm30, %zmm0, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm5
	vpternlogq	$150, %zmm31, %zmm0, %zmm5
	vpmuludq	%zmm27, %zmm21, %zmm30
	vpsrlq	$32, %zmm30, %zmm31
	vpternlogq	$150, 448(%rsp), %zmm1, %zmm31
	vpmuludq	%zmm27, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vmovdqu64	2912(%rsp), %zmm1
	vpternlogq	$150, 800(%rsp), %zmm1, %zmm2
	vpmuludq	%zmm27, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm22
	vpternlogq	$150, %zmm24, %zmm1, %zmm22
	vpmuludq	%zmm27, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, %zmm28, %zmm1, %zmm8
	vpmuludq	%zmm27, %zmm13, %zmm0
	vpsrlq	$32, %zmm0, %zmm28
	vpternlogq	$150, %zmm26, %zmm1, %zmm28
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	vpmuludq	%zmm27, %zmm14, %zmm0
	vpsrlq	$32, %zmm0, %zmm14
	vpternlogq	$150, %zmm18, %zmm1, %zmm14
	vpmuludq	%zmm27, %zmm19, %zmm0
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, 864(%rsp), %zmm1, %zmm21
	vpmuludq	%zmm27, %zmm5, %zmm0
	vpsrlq	$32, %zmm0, %zmm23
	vpternlogq	$150, %zmm29, %zmm1, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm6
	vpmuludq	%zmm27, %zmm7, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm10
	vpsrlq	$32, %zmm0, %zmm12
	vpternlogq	$150, %zmm30, %zmm1, %zmm12
	vpsrlq	$32, %zmm25, %zmm0
	vmovdqu64	2848(%rsp), %zmm3
	vpternlogq	$150, 384(%rsp), %zmm3, %zmm0
	vpsrlq	$32, %zmm24, %zmm1
	vpternlogq	$150, 320(%rsp), %zmm3, %zmm1
	vpsrlq	$32, %zmm13, %zmm4
	vpternlogq	$150, 640(%rsp), %zmm3, %zmm4
	vpsrlq	$32, %zmm19, %zmm7
	vpternlogq	$150, 576(%rsp), %zmm3, %zmm7
	vpsrlq	$32, %zmm11, %zmm15
	vpternlogq	$150, %zmm3, %zmm9, %zmm15
	vpsrlq	$32, %zmm5, %zmm9
	vpternlogq	$150, %zmm3, %zmm20, %zmm9
	vpsrlq	$32, %zmm6, %zmm20
	vpternlogq	$150, 512(%rsp), %zmm3, %zmm20
	vpsrlq	$32, %zmm10, %zmm17
	vpternlogq	$150, %zmm3, %zmm16, %zmm17
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
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpmovqd	%zmm20, %ymm7
	vinserti64x4	$1, %ymm7, %zmm4, %zmm4
	vpmuludq	%zmm17, %zmm22, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vmovdqu64	4128(%rsp), %zmm16
	vpternlogq	$150, %zmm25, %zmm16, %zmm7
	vpmuludq	%zmm17, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm24, %zmm16, %zmm2
	vpmuludq	%zmm17, %zmm28, %zmm9
	vpsrlq	$32, %zmm9, %zmm9
	vpternlogq	$150, %zmm13, %zmm16, %zmm9
	vpmuludq	%zmm17, %zmm8, %zmm8
	vpmuludq	%zmm17, %zmm21, %zmm13
	vpmuludq	%zmm17, %zmm14, %zmm14
	vpmuludq	%zmm17, %zmm12, %zmm12
	vpmuludq	%zmm17, %zmm23, %zmm15
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
	vpbroadcastd	.LCPI0_7(%rip), %zmm9
	vpmulld	%zmm9, %zmm0, %zmm0
	vmovdqu64	4064(%rsp), %zmm8
	vpternlogd	$150, %zmm0, %zmm8, %zmm12
	vpmulld	%zmm9, %zmm1, %zmm0
	vmovdqu64	144(%rsp), %zmm1
	vpternlogd	$150, %zmm0, %zmm8, %zmm14
	vpmulld	%zmm9, %zmm3, %zmm0
	vpternlogd	$150, %zmm0, %zmm8, %zmm13
	vpmulld	%zmm9, %zmm4, %zmm0
	vpternlogd	$150, %zmm0, %zmm8, %zmm15
	vmovdqu64	%zmm12, 37928(%rsp,%rdx,4)
	vmovdqu64	%zmm14, 37992(%rsp,%rdx,4)
	vmovdqu64	%zmm2, 70696(%rsp,%rdx,4)
	vmovdqu64	208(%rsp), %zmm2
	vmovdqu64	%zmm13, 38056(%rsp,%rdx,4)
	vmovdqu64	%zmm5, 70760(%rsp,%rdx,4)
	vmovdqu64	%zmm6, 70824(%rsp,%rdx,4)
	vmovdqu64	%zmm15, 38120(%rsp,%rdx,4)
	vmovdqu64	%zmm7, 70888(%rsp,%rdx,4)
	addq	$64, %rdx
	vpbroadcastq	.LCPI0_8(%rip), %zmm0
	vpaddq	%zmm0, %zmm1, %zmm1
	vpaddq	%zmm0, %zmm2, %zmm2
	cmpq	%rdx, %rdi
	jne	.LBB0_13
	xorl	%edx, %edx
	.p2align	4
.LBB0_15:
	vcvtudq2pd	70696(%rsp,%rdx,4), %zmm0
	vcvtudq2pd	70728(%rsp,%rdx,4), %zmm1
	vcvtudq2pd	70760(%rsp,%rdx,4), %zmm2
	vcvtudq2pd	70792(%rsp,%rdx,4), %zmm3
	vcvtudq2pd	70824(%rsp,%rdx,4), %zmm4
	vcvtudq2pd	70856(%rsp,%rdx,4), %zmm5
	vcvtudq2pd	70888(%rsp,%rdx,4), %zmm6
	vcvtudq2pd	70920(%rsp,%rdx,4), %zmm7
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
	vmovupd	%zmm19, 1712(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm17
	vmovupd	%zmm17, 1776(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 1840(%rsp)
	vaddpd	%zmm15, %zmm4, %zmm18
	vmovupd	%zmm18, 1904(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm3
	vmovupd	%zmm3, 1968(%rsp)
	vaddpd	%zmm15, %zmm8, %zmm6
	vmovupd	%zmm6, 2032(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm8
	vmovupd	%zmm8, 2096(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm4
	vmovupd	%zmm4, 1328(%rsp)
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
	vpaddq	%zmm26, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm8, %zmm21
	vsubpd	%zmm21, %zmm8, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm25, %zmm9, %zmm23
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
	vpaddq	%zmm26, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm14, %k1
	vsubpd	%zmm22, %zmm18, %zmm21
	vsubpd	%zmm21, %zmm18, %zmm14
	vsubpd	%zmm22, %zmm14, %zmm14
	vmulpd	%zmm25, %zmm4, %zmm24
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
	vmulpd	%zmm25, %zmm3, %zmm25
	vsubpd	%zmm15, %zmm10, %zmm21
	vsubpd	%zmm23, %zmm7, %zmm22
	vsubpd	%zmm16, %zmm5, %zmm16
	vsubpd	%zmm25, %zmm1, %zmm23
	vsubpd	%zmm24, %zmm0, %zmm24
	vmulpd	%zmm29, %zmm13, %zmm13
	vsubpd	%zmm17, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm27, %zmm11, %zmm13
	vmulpd	%zmm28, %zmm11, %zmm15
	vmovapd	%zmm12, %zmm19 {%k1}
	vsubpd	%zmm13, %zmm21, %zmm12
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm30, %zmm12, %zmm12
	vpaddq	%zmm26, %zmm12, %zmm12
	vpcmpgtq	%zmm12, %zmm10, %k1
	vsubpd	%zmm15, %zmm21, %zmm12
	vsubpd	%zmm12, %zmm21, %zmm10
	vsubpd	%zmm15, %zmm10, %zmm15
	vmulpd	%zmm27, %zmm9, %zmm10
	vmulpd	%zmm29, %zmm11, %zmm11
	vsubpd	%zmm15, %zmm11, %zmm13 {%k1}
	vmulpd	%zmm27, %zmm6, %zmm11
	vmulpd	%zmm28, %zmm9, %zmm15
	vmovapd	%zmm12, %zmm21 {%k1}
	vsubpd	%zmm10, %zmm22, %zmm12
	vpsrlq	$52, %zmm7, %zmm7
	vpandq	%zmm30, %zmm7, %zmm7
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm30, %zmm12, %zmm12
	vpaddq	%zmm26, %zmm12, %zmm12
	vpcmpgtq	%zmm12, %zmm7, %k1
	vsubpd	%zmm15, %zmm22, %zmm7
	vsubpd	%zmm7, %zmm22, %zmm12
	vsubpd	%zmm15, %zmm12, %zmm12
	vmulpd	%zmm27, %zmm3, %zmm15
	vmulpd	%zmm29, %zmm9, %zmm9
	vsubpd	%zmm12, %zmm9, %zmm10 {%k1}
	vmulpd	%zmm27, %zmm4, %zmm9
	vmulpd	%zmm28, %zmm6, %zmm12
	vmovapd	%zmm7, %zmm22 {%k1}
	vsubpd	%zmm11, %zmm16, %zmm7
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm30, %zmm5, %zmm5
	vpsrlq	$52, %zmm7, %zmm7
	vpandq	%zmm30, %zmm7, %zmm7
	vpaddq	%zmm26, %zmm7, %zmm7
	vpcmpgtq	%zmm7, %zmm5, %k1
	vsubpd	%zmm12, %zmm16, %zmm5
	vsubpd	%zmm5, %zmm16, %zmm7
	vsubpd	%zmm12, %zmm7, %zmm7
	vmulpd	%zmm28, %zmm3, %zmm12
	vmulpd	%zmm29, %zmm6, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm11 {%k1}
	vmulpd	%zmm28, %zmm4, %zmm6
	vsubpd	%zmm6, %zmm24, %zmm7
	vmovapd	%zmm5, %zmm16 {%k1}
	vsubpd	%zmm15, %zmm23, %zmm5
	vpsrlq	$52, %zmm1, %zmm1
	vpandq	%zmm30, %zmm1, %zmm1
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm30, %zmm5, %zmm5
	vpaddq	%zmm26, %zmm5, %zmm5
	vpcmpgtq	%zmm5, %zmm1, %k1
	vsubpd	%zmm12, %zmm23, %zmm1
	vmulpd	%zmm29, %zmm4, %zmm4
	vmulpd	%zmm29, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm24, %zmm5
	vsubpd	%zmm6, %zmm5, %zmm5
	vsubpd	%zmm1, %zmm23, %zmm6
	vsubpd	%zmm12, %zmm6, %zmm6
	vsubpd	%zmm9, %zmm24, %zmm12
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm30, %zmm0, %zmm0
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm30, %zmm12, %zmm12
	vpaddq	%zmm26, %zmm12, %zmm12
	vmovapd	%zmm1, %zmm23 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm15 {%k1}
	vpcmpgtq	%zmm12, %zmm0, %k1
	vmovapd	%zmm7, %zmm24 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm9 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm26
	vsubpd	%zmm2, %zmm8, %zmm27
	vsubpd	%zmm13, %zmm21, %zmm4
	vsubpd	%zmm14, %zmm19, %zmm29
	vsubpd	%zmm11, %zmm16, %zmm28
	vsubpd	%zmm10, %zmm22, %zmm12
	vsubpd	%zmm9, %zmm24, %zmm6
	vsubpd	%zmm15, %zmm23, %zmm25
	vsubpd	%zmm27, %zmm8, %zmm0
	vmovupd	%zmm27, 208(%rsp)
	vsubpd	%zmm26, %zmm18, %zmm1
	vmovupd	%zmm26, 384(%rsp)
	vsubpd	%zmm29, %zmm19, %zmm3
	vmovupd	%zmm29, 320(%rsp)
	vsubpd	%zmm4, %zmm21, %zmm8
	vmovupd	%zmm4, 144(%rsp)
	vsubpd	%zmm12, %zmm22, %zmm17
	vmovupd	%zmm12, 448(%rsp)
	vsubpd	%zmm28, %zmm16, %zmm16
	vsubpd	%zmm25, %zmm23, %zmm18
	vsubpd	%zmm6, %zmm24, %zmm19
	vmovapd	%zmm6, %zmm24
	vsubpd	%zmm20, %zmm1, %zmm1
	vmovupd	%zmm1, 800(%rsp)
	vsubpd	%zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 1056(%rsp)
	vsubpd	%zmm13, %zmm8, %zmm0
	vmovupd	%zmm0, 928(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 576(%rsp)
	vsubpd	%zmm11, %zmm16, %zmm0
	vmovupd	%zmm0, 992(%rsp)
	vsubpd	%zmm10, %zmm17, %zmm0
	vmovupd	%zmm0, 640(%rsp)
	vsubpd	%zmm9, %zmm19, %zmm0
	vmovupd	%zmm0, 512(%rsp)
	vsubpd	%zmm15, %zmm18, %zmm0
	vmovupd	%zmm0, 864(%rsp)
	vmulpd	%zmm26, %zmm26, %zmm20
	vmulpd	%zmm27, %zmm27, %zmm2
	vmulpd	%zmm4, %zmm4, %zmm10
	vmulpd	%zmm2, %zmm2, %zmm11
	vmovupd	%zmm11, 2640(%rsp)
	vmulpd	%zmm20, %zmm20, %zmm3
	vmovupd	%zmm3, 1264(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm4
	vmulpd	%zmm4, %zmm20, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm20, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm6
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm20, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm7
	vmulpd	%zmm7, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm8
	vsubpd	%zmm1, %zmm8, %zmm1
	vmulpd	%zmm1, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm9
	vaddpd	%zmm9, %zmm1, %zmm1
	vmulpd	%zmm3, %zmm3, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm7, %zmm2, %zmm3
	vsubpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1648(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm0
	vmulpd	%zmm3, %zmm0, %zmm0
	vmulpd	%zmm4, %zmm2, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm2, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm21
	vmovapd	%zmm10, %zmm3
	vmulpd	%zmm7, %zmm10, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm10, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm10, %zmm1
	vmovupd	%zmm1, 1392(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm10, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1584(%rsp)
	vmulpd	%zmm29, %zmm29, %zmm31
	vmulpd	%zmm7, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 2512(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm31, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm22
	vmulpd	%zmm28, %zmm28, %zmm30
	vmovapd	%zmm28, %zmm26
	vmovupd	%zmm28, 1120(%rsp)
	vmulpd	%zmm7, %zmm30, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm30, %zmm30, %zmm1
	vmovupd	%zmm1, 2704(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm30, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1520(%rsp)
	vmulpd	%zmm12, %zmm12, %zmm28
	vmulpd	%zmm7, %zmm28, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm28, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm28, %zmm1
	vmovupd	%zmm1, 2384(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm28, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1456(%rsp)
	vmulpd	%zmm24, %zmm24, %zmm29
	vmovupd	%zmm24, 4384(%rsp)
	vmulpd	%zmm7, %zmm29, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm29, %zmm1
	vmovupd	%zmm1, 2576(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm29, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2320(%rsp)
	vmovapd	%zmm25, %zmm16
	vmovupd	%zmm25, 4448(%rsp)
	vmulpd	%zmm25, %zmm25, %zmm12
	vmulpd	%zmm7, %zmm12, %zmm1
	vsubpd	%zmm1, %zmm8, %zmm1
	vmulpd	%zmm1, %zmm12, %zmm1
	vaddpd	%zmm9, %zmm1, %zmm1
	vmulpd	%zmm12, %zmm12, %zmm0
	vmovupd	%zmm0, 4512(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm15
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm4, %zmm12, %zmm15
	vaddpd	%zmm5, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm12, %zmm15
	vaddpd	%zmm6, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm12, %zmm15
	vaddpd	%zmm1, %zmm15, %zmm15
	vbroadcastsd	.LCPI0_10(%rip), %zmm1
	vmulpd	%zmm1, %zmm20, %zmm17
	vbroadcastsd	.LCPI0_44(%rip), %zmm18
	vsubpd	%zmm17, %zmm18, %zmm23
	vsubpd	%zmm23, %zmm18, %zmm11
	vsubpd	%zmm17, %zmm11, %zmm11
	vmovapd	%zmm2, %zmm25
	vmulpd	%zmm1, %zmm2, %zmm0
	vsubpd	%zmm0, %zmm18, %zmm17
	vsubpd	%zmm17, %zmm18, %zmm10
	vsubpd	%zmm0, %zmm10, %zmm7
	vmulpd	%zmm1, %zmm3, %zmm10
	vsubpd	%zmm10, %zmm18, %zmm13
	vsubpd	%zmm13, %zmm18, %zmm9
	vsubpd	%zmm10, %zmm9, %zmm9
	vmulpd	%zmm1, %zmm31, %zmm10
	vsubpd	%zmm10, %zmm18, %zmm6
	vsubpd	%zmm6, %zmm18, %zmm8
	vsubpd	%zmm10, %zmm8, %zmm8
	vmulpd	%zmm1, %zmm30, %zmm10
	vsubpd	%zmm10, %zmm18, %zmm5
	vsubpd	%zmm5, %zmm18, %zmm19
	vsubpd	%zmm10, %zmm19, %zmm10
	vmulpd	%zmm1, %zmm28, %zmm19
	vsubpd	%zmm19, %zmm18, %zmm4
	vsubpd	%zmm4, %zmm18, %zmm27
	vsubpd	%zmm19, %zmm27, %zmm19
	vmulpd	%zmm1, %zmm29, %zmm27
	vsubpd	%zmm27, %zmm18, %zmm2
	vsubpd	%zmm2, %zmm18, %zmm14
	vsubpd	%zmm27, %zmm14, %zmm14
	vmulpd	%zmm1, %zmm12, %zmm27
	vsubpd	%zmm27, %zmm18, %zmm0
	vsubpd	%zmm0, %zmm18, %zmm18
	vsubpd	%zmm27, %zmm18, %zmm18
	vmulpd	%zmm21, %zmm25, %zmm21
	vmovupd	208(%rsp), %zmm1
	vmulpd	1056(%rsp), %zmm1, %zmm27
	vsubpd	%zmm27, %zmm21, %zmm21
	vaddpd	%zmm21, %zmm7, %zmm7
	vmulpd	1648(%rsp), %zmm20, %zmm21
	vmovupd	384(%rsp), %zmm1
	vmulpd	800(%rsp), %zmm1, %zmm27
	vsubpd	%zmm27, %zmm21, %zmm21
	vaddpd	%zmm21, %zmm11, %zmm11
	vmulpd	%zmm22, %zmm31, %zmm21
	vmovupd	320(%rsp), %zmm1
	vmulpd	576(%rsp), %zmm1, %zmm22
	vsubpd	%zmm22, %zmm21, %zmm21
	vaddpd	%zmm21, %zmm8, %zmm8
	vmulpd	1584(%rsp), %zmm3, %zmm21
	vmovapd	%zmm3, %zmm27
	vmovupd	928(%rsp), %zmm1
	vmulpd	144(%rsp), %zmm1, %zmm22
	vsubpd	%zmm22, %zmm21, %zmm21
	vaddpd	%zmm21, %zmm9, %zmm9
	vmulpd	1456(%rsp), %zmm28, %zmm21
	vmovupd	448(%rsp), %zmm1
	vmulpd	640(%rsp), %zmm1, %zmm22
	vsubpd	%zmm22, %zmm21, %zmm21
	vaddpd	%zmm21, %zmm19, %zmm19
	vmulpd	1520(%rsp), %zmm30, %zmm21
	vmulpd	992(%rsp), %zmm26, %zmm22
	vsubpd	%zmm22, %zmm21, %zmm21
	vaddpd	%zmm21, %zmm10, %zmm10
	vmulpd	%zmm15, %zmm12, %zmm15
	vmulpd	864(%rsp), %zmm16, %zmm21
	vsubpd	%zmm21, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm18, %zmm15
	vmulpd	2320(%rsp), %zmm29, %zmm18
	vmulpd	512(%rsp), %zmm24, %zmm21
	vsubpd	%zmm21, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm14, %zmm14
	vaddpd	%zmm11, %zmm23, %zmm1
	vmovupd	%zmm1, 1456(%rsp)
	vaddpd	%zmm7, %zmm17, %zmm1
	vmovupd	%zmm1, 2320(%rsp)
	vaddpd	%zmm9, %zmm13, %zmm1
	vmovupd	%zmm1, 1520(%rsp)
	vaddpd	%zmm8, %zmm6, %zmm1
	vmovupd	%zmm1, 4576(%rsp)
	vaddpd	%zmm10, %zmm5, %zmm1
	vmovupd	%zmm1, 1584(%rsp)
	vaddpd	%zmm19, %zmm4, %zmm1
	vmovupd	%zmm1, 4640(%rsp)
	vaddpd	%zmm14, %zmm2, %zmm1
	vmovupd	%zmm1, 1648(%rsp)
	vaddpd	%zmm15, %zmm0, %zmm0
	vmovupd	%zmm0, 3616(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm7
	vmulpd	%zmm7, %zmm25, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm14
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	2640(%rsp), %zmm25, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm9
	vmulpd	%zmm9, %zmm25, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm11
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vmovupd	%zmm25, 4256(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm13
	vaddpd	%zmm13, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm1
	vmulpd	%zmm7, %zmm20, %zmm0
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	1264(%rsp), %zmm20, %zmm3
	vmulpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm9, %zmm20, %zmm3
	vaddpd	%zmm11, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm20, %zmm3
	vmovupd	%zmm20, 4320(%rsp)
	vaddpd	%zmm13, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm0, %zmm10
	vmulpd	%zmm7, %zmm31, %zmm0
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	2512(%rsp), %zmm31, %zmm3
	vmulpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm9, %zmm31, %zmm3
	vaddpd	%zmm11, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm31, %zmm3
	vaddpd	%zmm13, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm0, %zmm8
	vmulpd	%zmm7, %zmm27, %zmm0
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	1392(%rsp), %zmm27, %zmm3
	vmulpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm9, %zmm27, %zmm3
	vaddpd	%zmm11, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm27, %zmm3
	vmovupd	%zmm27, 4192(%rsp)
	vaddpd	%zmm13, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm0, %zmm0
	vmulpd	%zmm7, %zmm28, %zmm3
	vaddpd	%zmm14, %zmm3, %zmm3
	vmulpd	2384(%rsp), %zmm28, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm9, %zmm28, %zmm4
	vaddpd	%zmm11, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm28, %zmm4
	vaddpd	%zmm13, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm7, %zmm30, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm4
	vmulpd	2704(%rsp), %zmm30, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm9, %zmm30, %zmm5
	vaddpd	%zmm11, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm30, %zmm5
	vaddpd	%zmm13, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm7, %zmm12, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vmulpd	4512(%rsp), %zmm12, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm9, %zmm12, %zmm6
	vaddpd	%zmm11, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm12, %zmm6
	vaddpd	%zmm13, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm7, %zmm29, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm6
	vmulpd	2576(%rsp), %zmm29, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm9, %zmm29, %zmm7
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm29, %zmm7
	vaddpd	%zmm13, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	384(%rsp), %zmm20, %zmm7
	vmovupd	%zmm7, 1264(%rsp)
	vmulpd	%zmm10, %zmm7, %zmm9
	vbroadcastsd	.LCPI0_10(%rip), %zmm19
	vmovupd	800(%rsp), %zmm20
	vmulpd	%zmm19, %zmm20, %zmm10
	vsubpd	%zmm9, %zmm10, %zmm9
	vmulpd	208(%rsp), %zmm25, %zmm22
	vmulpd	%zmm1, %zmm22, %zmm1
	vmovupd	1056(%rsp), %zmm25
	vmulpd	%zmm19, %zmm25, %zmm11
	vsubpd	%zmm1, %zmm11, %zmm24
	vmulpd	144(%rsp), %zmm27, %zmm26
	vmulpd	%zmm0, %zmm26, %zmm0
	vmovupd	928(%rsp), %zmm11
	vmulpd	%zmm19, %zmm11, %zmm13
	vsubpd	%zmm0, %zmm13, %zmm23
	vmulpd	320(%rsp), %zmm31, %zmm13
	vmulpd	%zmm8, %zmm13, %zmm8
	vmovupd	576(%rsp), %zmm10
	vmulpd	%zmm19, %zmm10, %zmm14
	vsubpd	%zmm8, %zmm14, %zmm8
	vmulpd	1120(%rsp), %zmm30, %zmm21
	vmulpd	%zmm4, %zmm21, %zmm4
	vmovupd	992(%rsp), %zmm7
	vmulpd	%zmm19, %zmm7, %zmm15
	vsubpd	%zmm4, %zmm15, %zmm4
	vmulpd	448(%rsp), %zmm28, %zmm15
	vmulpd	%zmm3, %zmm15, %zmm3
	vmovupd	640(%rsp), %zmm2
	vmulpd	%zmm19, %zmm2, %zmm16
	vsubpd	%zmm3, %zmm16, %zmm3
	vmovupd	4384(%rsp), %zmm27
	vmulpd	%zmm29, %zmm27, %zmm16
	vmulpd	%zmm6, %zmm16, %zmm6
	vmovupd	512(%rsp), %zmm1
	vmulpd	%zmm19, %zmm1, %zmm17
	vsubpd	%zmm6, %zmm17, %zmm6
	vmovupd	4448(%rsp), %zmm14
	vmulpd	%zmm12, %zmm14, %zmm17
	vmulpd	%zmm5, %zmm17, %zmm5
	vmovupd	864(%rsp), %zmm0
	vmulpd	%zmm19, %zmm0, %zmm18
	vsubpd	%zmm5, %zmm18, %zmm5
	vmulpd	4320(%rsp), %zmm9, %zmm9
	vmulpd	4256(%rsp), %zmm24, %zmm24
	vmulpd	4192(%rsp), %zmm23, %zmm18
	vmulpd	%zmm8, %zmm31, %zmm8
	vmulpd	%zmm4, %zmm30, %zmm4
	vmulpd	%zmm3, %zmm28, %zmm3
	vmulpd	%zmm6, %zmm29, %zmm6
	vmulpd	%zmm5, %zmm12, %zmm12
	vsubpd	%zmm25, %zmm24, %zmm23
	vsubpd	%zmm20, %zmm9, %zmm5
	vsubpd	%zmm10, %zmm8, %zmm8
	vsubpd	%zmm11, %zmm18, %zmm10
	vsubpd	%zmm2, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm4, %zmm4
	vsubpd	%zmm0, %zmm12, %zmm2
	vsubpd	%zmm1, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_50(%rip), %zmm12
	vmulpd	%zmm12, %zmm22, %zmm9
	vaddpd	%zmm9, %zmm23, %zmm1
	vmulpd	1264(%rsp), %zmm12, %zmm7
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm12, %zmm13, %zmm7
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm12, %zmm26, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm0
	vmulpd	%zmm12, %zmm15, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm12, %zmm21, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm12, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm12, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmovupd	208(%rsp), %zmm8
	vsubpd	%zmm1, %zmm8, %zmm25
	vmovupd	384(%rsp), %zmm1
	vsubpd	%zmm5, %zmm1, %zmm24
	vmovupd	320(%rsp), %zmm1
	vsubpd	%zmm7, %zmm1, %zmm23
	vmovupd	144(%rsp), %zmm1
	vsubpd	%zmm0, %zmm1, %zmm22
	vmovupd	448(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm20
	vmovupd	1120(%rsp), %zmm0
	vsubpd	%zmm4, %zmm0, %zmm21
	vsubpd	%zmm2, %zmm14, %zmm18
	vsubpd	%zmm6, %zmm27, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm8
	vmovupd	2320(%rsp), %zmm14
	vxorpd	%zmm8, %zmm14, %zmm7
	vmovupd	1456(%rsp), %zmm17
	vxorpd	%zmm8, %zmm17, %zmm6
	vmovupd	4576(%rsp), %zmm12
	vxorpd	%zmm8, %zmm12, %zmm5
	vmovupd	1520(%rsp), %zmm15
	vxorpd	%zmm8, %zmm15, %zmm4
	vmovupd	4640(%rsp), %zmm10
	vxorpd	%zmm8, %zmm10, %zmm3
	vmovupd	1584(%rsp), %zmm13
	vxorpd	%zmm8, %zmm13, %zmm2
	vmovupd	3616(%rsp), %zmm27
	vxorpd	%zmm8, %zmm27, %zmm1
	vmovupd	1648(%rsp), %zmm26
	vxorpd	%zmm8, %zmm26, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm9
	vmovdqu64	1712(%rsp), %zmm16
	vptestnmq	%zmm9, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vxorpd	%zmm8, %zmm24, %zmm24 {%k1}
	vmovdqu64	1776(%rsp), %zmm17
	vptestnmq	%zmm9, %zmm17, %k1
	vmovapd	%zmm14, %zmm7 {%k1}
	vxorpd	%zmm8, %zmm25, %zmm25 {%k1}
	vmovdqu64	1840(%rsp), %zmm14
	vptestnmq	%zmm9, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vxorpd	%zmm8, %zmm22, %zmm22 {%k1}
	vmovdqu64	1904(%rsp), %zmm15
	vptestnmq	%zmm9, %zmm15, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vxorpd	%zmm8, %zmm23, %zmm23 {%k1}
	vmovdqu64	1968(%rsp), %zmm12
	vptestnmq	%zmm9, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm8, %zmm21, %zmm21 {%k1}
	vmovdqu64	2032(%rsp), %zmm13
	vptestnmq	%zmm9, %zmm13, %k1
	vmovapd	%zmm10, %zmm3 {%k1}
	vxorpd	%zmm8, %zmm20, %zmm20 {%k1}
	vmovdqu64	2096(%rsp), %zmm10
	vptestnmq	%zmm9, %zmm10, %k1
	vmovapd	%zmm26, %zmm0 {%k1}
	vxorpd	%zmm8, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm26
	vmovdqu64	1328(%rsp), %zmm11
	vptestnmq	%zmm9, %zmm11, %k1
	vmovapd	%zmm27, %zmm1 {%k1}
	vxorpd	%zmm8, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm8
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm7, %zmm25 {%k1}
	vmovupd	%zmm25, 384(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm6, %zmm24 {%k1}
	vmovupd	%zmm24, 320(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm5, %zmm23 {%k1}
	vmovupd	%zmm23, 640(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm4, %zmm22 {%k1}
	vmovupd	%zmm22, 576(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm3, %zmm20 {%k1}
	vmovupd	%zmm20, 448(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm2, %zmm21 {%k1}
	vmovupd	%zmm21, 512(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 864(%rsp)
	vptestnmq	%zmm8, %zmm10, %k1
	vmovapd	%zmm0, %zmm26 {%k1}
	vmovupd	%zmm26, 800(%rsp)
	vcvtudq2pd	37928(%rsp,%rdx,4), %zmm0
	vcvtudq2pd	37960(%rsp,%rdx,4), %zmm1
	vcvtudq2pd	37992(%rsp,%rdx,4), %zmm2
	vcvtudq2pd	38024(%rsp,%rdx,4), %zmm3
	vcvtudq2pd	38056(%rsp,%rdx,4), %zmm4
	vcvtudq2pd	38088(%rsp,%rdx,4), %zmm5
	vcvtudq2pd	38120(%rsp,%rdx,4), %zmm6
	vcvtudq2pd	38152(%rsp,%rdx,4), %zmm7
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
	vmovdqu64	%zmm9, 1968(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 2032(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 2096(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1328(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1120(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 928(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 992(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 1056(%rsp)
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
	vmovupd	%zmm3, 144(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm31, %zmm2
	vdivpd	%zmm2, %zmm31, %zmm2
	vmovupd	%zmm2, 1840(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1904(%rsp)
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
	vmovupd	%zmm3, 1712(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2704(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 1392(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2576(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm2
	vmovupd	%zmm2, 208(%rsp)
	vaddpd	%zmm23, %zmm2, %zmm1
	vdivpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 1776(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
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
	vmovupd	%zmm1, 2384(%rsp)
	vpaddq	%zmm12, %zmm30, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 1264(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm10
	vmulpd	%zmm10, %zmm10, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1648(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1520(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 2640(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1456(%rsp)
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
	vaddpd	2704(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	1712(%rsp), %zmm22, %zmm22
	vaddpd	2576(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	1392(%rsp), %zmm27, %zmm27
	vaddpd	2384(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2512(%rsp), %zmm9, %zmm9
	vaddpd	1520(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm10, %zmm7
	vaddpd	1648(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm30, %zmm10
	vmulpd	%zmm10, %zmm13, %zmm5
	vaddpd	1456(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm10
	vmulpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm11, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm10
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	%zmm31, 1584(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	1840(%rsp), %zmm2, %zmm11
	vmovupd	144(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1904(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	1264(%rsp), %zmm7, %zmm7
	vmovupd	208(%rsp), %zmm8
	vmulpd	%zmm6, %zmm8, %zmm16
	vmulpd	%zmm16, %zmm8, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	1776(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2640(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm10, %zmm15, %zmm10
	vmulpd	%zmm10, %zmm18, %zmm6
	vpsrlq	$20, 1968(%rsp), %zmm10
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm10, %zmm10
	vcvtqq2pd	%zmm10, %zmm10
	vbroadcastsd	.LCPI0_26(%rip), %zmm13
	vmulpd	%zmm13, %zmm10, %zmm23
	vaddpd	%zmm11, %zmm23, %zmm11
	vpsrlq	$20, 2032(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm13, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 2096(%rsp), %zmm25
	vpaddq	%zmm12, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm13, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1328(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm13, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1120(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm13, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 928(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm13, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 992(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm13, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 1056(%rsp), %zmm31
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
	vaddpd	144(%rsp), %zmm2, %zmm2
	vaddpd	1584(%rsp), %zmm0, %zmm0
	vaddpd	208(%rsp), %zmm7, %zmm7
	vaddpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm1, %zmm26, %zmm1
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
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
	vbroadcastsd	.LCPI0_28(%rip), %zmm8
	vmulpd	%zmm8, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	384(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	320(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	640(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	576(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	448(%rsp), %zmm3, %zmm3
	vmulpd	512(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	864(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	800(%rsp), %zmm6, %zmm6
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
	vmovups	%zmm0, 37928(%rsp,%rdx,4)
	vmovdqu64	%zmm2, 37992(%rsp,%rdx,4)
	vmovdqu64	%zmm3, 38056(%rsp,%rdx,4)
	vmovdqu64	%zmm1, 38120(%rsp,%rdx,4)
	addq	$64, %rdx
	cmpq	%rdx, %rdi
	jne	.LBB0_15
	jmp	.LBB0_16
	.p2align	4
.LBB0_107:
	cmpq	$0, -120(%rsp)
	je	.LBB0_108
.LBB0_16:
	vmovups	5160(%rsp), %zmm0
	vmovups	5224(%rsp), %zmm1
	vmovups	5288(%rsp), %zmm3
	vmovups	5352(%rsp), %zmm5
	vmulps	%zmm0, %zmm0, %zmm2
	vmulps	%zmm1, %zmm1, %zmm0
	vmulps	%zmm3, %zmm3, %zmm4
	vmulps	%zmm5, %zmm5, %zmm1
	cmpq	$1, -120(%rsp)
	je	.LBB0_19
	leaq	5608(%rsp), %rdx
	movq	80(%rsp), %r11
	.p2align	4
.LBB0_18:
	vmovups	-192(%rdx), %zmm3
	vmovups	-128(%rdx), %zmm5
	vmovups	-64(%rdx), %zmm6
	vmovups	(%rdx), %zmm7
	vmulps	%zmm7, %zmm7, %zmm7
	vaddps	%zmm1, %zmm7, %zmm1
	vmulps	%zmm6, %zmm6, %zmm6
	vaddps	%zmm4, %zmm6, %zmm4
	vmulps	%zmm5, %zmm5, %zmm5
	vaddps	%zmm0, %zmm5, %zmm0
	vmulps	%zmm3, %zmm3, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	addq	$256, %rdx
	decq	%r11
	jne	.LBB0_18
.LBB0_19:
	vbroadcastss	.LCPI0_60(%rip), %zmm7
	vaddps	%zmm7, %zmm2, %zmm2
	vaddps	%zmm7, %zmm0, %zmm3
	testl	%r10d, %r10d
	je	.LBB0_109
	vmovss	2784(%rsp), %xmm0
	vmulss	4(%rsp), %xmm0, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm5
	vxorps	%xmm6, %xmm6, %xmm6
	vcmpltss	%xmm0, %xmm6, %k1
	vmovss	%xmm5, %xmm5, %xmm0 {%k1} {z}
	kmovd	%ecx, %k1
	vmovaps	2160(%rsp), %xmm5
	vmovss	%xmm5, %xmm0, %xmm0 {%k1}
	vbroadcastss	%xmm0, %zmm0
	vaddps	%zmm2, %zmm2, %zmm2
	vbroadcastss	.LCPI0_61(%rip), %zmm5
	vmulps	%zmm5, %zmm2, %zmm2
	vaddps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm5, %zmm3, %zmm3
	vaddps	%zmm7, %zmm4, %zmm4
	vaddps	%zmm4, %zmm4, %zmm4
	vmulps	%zmm5, %zmm4, %zmm4
	vaddps	%zmm7, %zmm1, %zmm1
	vaddps	%zmm1, %zmm1, %zmm1
	vmulps	%zmm5, %zmm1, %zmm1
	movl	$192, %ecx
	movq	-120(%rsp), %rdx
	.p2align	4
.LBB0_21:
	vmovups	4968(%rsp,%rcx), %zmm5
	vmovups	5032(%rsp,%rcx), %zmm6
	vmovups	5096(%rsp,%rcx), %zmm7
	vmovups	5160(%rsp,%rcx), %zmm8
	vaddps	%zmm5, %zmm5, %zmm9
	vmulps	%zmm2, %zmm9, %zmm9
	vsubps	103272(%rsp,%rcx), %zmm5, %zmm10
	vaddps	%zmm10, %zmm10, %zmm10
	vbroadcastss	.LCPI0_62(%rip), %zmm11
	vmulps	%zmm11, %zmm10, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vmovups	2448(%rsp), %zmm10
	vmulps	%zmm9, %zmm10, %zmm9
	vsubps	%zmm9, %zmm5, %zmm5
	vmulps	37736(%rsp,%rcx), %zmm0, %zmm9
	vaddps	%zmm5, %zmm9, %zmm5
	vbroadcastss	.LCPI0_63(%rip), %zmm12
	vandps	%zmm12, %zmm5, %zmm9
	vpbroadcastd	.LCPI0_64(%rip), %zmm13
	vpcmpgtd	%zmm13, %zmm9, %k1
	vpbroadcastd	.LCPI0_65(%rip), %zmm14
	vmovdqa32	%zmm14, %zmm5 {%k1}
	vmovdqu64	%zmm5, 4968(%rsp,%rcx)
	vaddps	%zmm6, %zmm6, %zmm5
	vmulps	%zmm3, %zmm5, %zmm5
	vsubps	103336(%rsp,%rcx), %zmm6, %zmm9
	vaddps	%zmm9, %zmm9, %zmm9
	vmulps	%zmm11, %zmm9, %zmm9
	vaddps	%zmm9, %zmm5, %zmm5
	vmulps	%zmm5, %zmm10, %zmm5
	vsubps	%zmm5, %zmm6, %zmm5
	vmulps	37800(%rsp,%rcx), %zmm0, %zmm6
	vaddps	%zmm5, %zmm6, %zmm5
	vandps	%zmm12, %zmm5, %zmm6
	vpcmpgtd	%zmm13, %zmm6, %k1
	vmovdqa32	%zmm14, %zmm5 {%k1}
	vmovdqu64	%zmm5, 5032(%rsp,%rcx)
	vaddps	%zmm7, %zmm7, %zmm5
	vmulps	%zmm4, %zmm5, %zmm5
	vsubps	103400(%rsp,%rcx), %zmm7, %zmm6
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm11, %zmm6, %zmm6
	vaddps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm5, %zmm10, %zmm5
	vsubps	%zmm5, %zmm7, %zmm5
	vmulps	37864(%rsp,%rcx), %zmm0, %zmm6
	vaddps	%zmm5, %zmm6, %zmm5
	vandps	%zmm12, %zmm5, %zmm6
	vpcmpgtd	%zmm13, %zmm6, %k1
	vmovdqa32	%zmm14, %zmm5 {%k1}
	vmovdqu64	%zmm5, 5096(%rsp,%rcx)
	vaddps	%zmm8, %zmm8, %zmm5
	vmulps	%zmm1, %zmm5, %zmm5
	vsubps	103464(%rsp,%rcx), %zmm8, %zmm6
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm11, %zmm6, %zmm6
	vaddps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm5, %zmm10, %zmm5
	vsubps	%zmm5, %zmm8, %zmm5
	vmulps	37928(%rsp,%rcx), %zmm0, %zmm6
	vaddps	%zmm5, %zmm6, %zmm5
	vandps	%zmm12, %zmm5, %zmm6
	vpcmpgtd	%zmm13, %zmm6, %k1
	vmovdqa32	%zmm14, %zmm5 {%k1}
	vmovdqu64	%zmm5, 5160(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_21
	jmp	.LBB0_108
	.p2align	4
.LBB0_109:
	vaddps	%zmm2, %zmm2, %zmm0
	vbroadcastss	.LCPI0_61(%rip), %zmm5
	vmulps	%zmm5, %zmm0, %zmm0
	vaddps	%zmm3, %zmm3, %zmm2
	vmulps	%zmm5, %zmm2, %zmm2
	vaddps	%zmm7, %zmm4, %zmm3
	vaddps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm5, %zmm3, %zmm3
	vaddps	%zmm7, %zmm1, %zmm1
	vaddps	%zmm1, %zmm1, %zmm1
	vmulps	%zmm5, %zmm1, %zmm1
	movl	$192, %ecx
	movq	-120(%rsp), %rdx
	.p2align	4
.LBB0_110:
	vmovups	4968(%rsp,%rcx), %zmm4
	vmovups	5032(%rsp,%rcx), %zmm5
	vmovups	5096(%rsp,%rcx), %zmm6
	vmovups	5160(%rsp,%rcx), %zmm7
	vaddps	%zmm4, %zmm4, %zmm8
	vmulps	%zmm0, %zmm8, %zmm8
	vsubps	103272(%rsp,%rcx), %zmm4, %zmm9
	vaddps	%zmm9, %zmm9, %zmm9
	vbroadcastss	.LCPI0_62(%rip), %zmm10
	vmulps	%zmm10, %zmm9, %zmm9
	vaddps	%zmm9, %zmm8, %zmm8
	vmovups	2448(%rsp), %zmm9
	vmulps	%zmm8, %zmm9, %zmm8
	vsubps	%zmm8, %zmm4, %zmm4
	vbroadcastss	.LCPI0_63(%rip), %zmm11
	vandps	%zmm11, %zmm4, %zmm8
	vpbroadcastd	.LCPI0_64(%rip), %zmm12
	vpcmpgtd	%zmm12, %zmm8, %k1
	vpbroadcastd	.LCPI0_65(%rip), %zmm13
	vmovdqa32	%zmm13, %zmm4 {%k1}
	vmovdqu64	%zmm4, 4968(%rsp,%rcx)
	vaddps	%zmm5, %zmm5, %zmm4
	vmulps	%zmm2, %zmm4, %zmm4
	vsubps	103336(%rsp,%rcx), %zmm5, %zmm8
	vaddps	%zmm8, %zmm8, %zmm8
	vmulps	%zmm10, %zmm8, %zmm8
	vaddps	%zmm8, %zmm4, %zmm4
	vmulps	%zmm4, %zmm9, %zmm4
	vsubps	%zmm4, %zmm5, %zmm4
	vandps	%zmm11, %zmm4, %zmm5
	vpcmpgtd	%zmm12, %zmm5, %k1
	vmovdqa32	%zmm13, %zmm4 {%k1}
	vmovdqu64	%zmm4, 5032(%rsp,%rcx)
	vaddps	%zmm6, %zmm6, %zmm4
	vmulps	%zmm3, %zmm4, %zmm4
	vsubps	103400(%rsp,%rcx), %zmm6, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm10, %zmm5, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm9, %zmm4
	vsubps	%zmm4, %zmm6, %zmm4
	vandps	%zmm11, %zmm4, %zmm5
	vpcmpgtd	%zmm12, %zmm5, %k1
	vmovdqa32	%zmm13, %zmm4 {%k1}
	vmovdqu64	%zmm4, 5096(%rsp,%rcx)
	vaddps	%zmm7, %zmm7, %zmm4
	vmulps	%zmm1, %zmm4, %zmm4
	vsubps	103464(%rsp,%rcx), %zmm7, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm10, %zmm5, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm9, %zmm4
	vsubps	%zmm4, %zmm7, %zmm4
	vandps	%zmm11, %zmm4, %zmm5
	vpcmpgtd	%zmm12, %zmm5, %k1
	vmovdqa32	%zmm13, %zmm4 {%k1}
	vmovdqu64	%zmm4, 5160(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_110
	jmp	.LBB0_108
	.p2align	4
.LBB0_104:
	cmpq	$0, -120(%rsp)
	sete	%al
	testq	%r15, %r15
	sete	%cl
	orb	%al, %cl
	jne	.LBB0_124
	imulq	-120(%rsp), %r12
	cmpq	$1, %r12
	jne	.LBB0_111
	xorl	%ecx, %ecx
	jmp	.LBB0_120
	.p2align	4
.LBB0_111:
	movq	%r13, %r10
	movl	%r12d, %r11d
	andl	$16382, %r11d
	xorl	%ecx, %ecx
	movq	-120(%rsp), %rbx
	jmp	.LBB0_112
	.p2align	4
.LBB0_117:
	xorl	%edx, %edx
	divq	%rbx
.LBB0_118:
	cmpq	%r15, %rax
	movq	%r14, %r13
	cmovbq	%rax, %r13
	addq	%r10, %r13
	movq	%rdx, %rbp
	shlq	$8, %rbp
	addq	%rsp, %rbp
	addq	$5160, %rbp
	vmovss	(%rbp,%rax,4), %xmm0
	imulq	%rbx, %r13
	movq	-104(%rsp), %rax
	leaq	(%rax,%r13,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r11
	je	.LBB0_119
.LBB0_112:
	movq	%rcx, %rax
	orq	%rbx, %rax
	shrq	$32, %rax
	je	.LBB0_113
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rbx
	jmp	.LBB0_115
	.p2align	4
.LBB0_113:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%ebx
.LBB0_115:
	cmpq	%r15, %rax
	movq	%r14, %r13
	cmovbq	%rax, %r13
	addq	%r10, %r13
	imulq	%rbx, %r13
	movq	%rdx, %rbp
	shlq	$8, %rbp
	addq	%rsp, %rbp
	addq	$5160, %rbp
	vmovss	(%rbp,%rax,4), %xmm0
	movq	-104(%rsp), %rax
	leaq	(%rax,%r13,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%rbx, %rdx
	shrq	$32, %rdx
	jne	.LBB0_117
	xorl	%edx, %edx
	divl	%ebx
	jmp	.LBB0_118
	.p2align	4
.LBB0_119:
	testb	$1, %r12b
	movq	%r10, %r13
	je	.LBB0_124
.LBB0_120:
	movq	%rcx, %rax
	movq	-120(%rsp), %r11
	orq	%r11, %rax
	shrq	$32, %rax
	jne	.LBB0_122
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r11d
	jmp	.LBB0_123
.LBB0_22:
	movq	16(%rdi), %rdx
	movq	%rdx, -112(%rsp)
	cmpq	$4097, %rax
	vmovapd	%xmm23, 1184(%rsp)
	jae	.LBB0_23
	movq	%rcx, %r10
	subq	%r13, %r10
	jbe	.LBB0_83
	movq	%r13, %r8
	cmpq	$0, 24(%rsp)
	je	.LBB0_206
	movl	$3449720151, %r11d
	movq	-96(%rsp), %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %r9
	leaq	842468239(%rax), %rdx
	movq	%rdx, 80(%rsp)
	leaq	1684936478(%rax), %rdx
	movq	%rdx, 136(%rsp)
	leaq	534103459(%rax), %r13
	movq	-120(%rsp), %rsi
	movl	%esi, %r15d
	andl	$8188, %r15d
	leaq	(%rax,%r11), %r12
	addq	$-305585874, %r12
	movq	%r12, 2264(%rsp)
	leaq	536882365(%rax,%r11), %r12
	movq	%r12, 784(%rsp)
	leaq	-613950654(%rax,%r11), %r14
	movq	%r14, 776(%rsp)
	addq	%r11, %rax
	addq	$228517585, %rax
	movq	%rax, 56(%rsp)
	movq	%r8, %rbp
	imulq	%rsi, %rbp
	movq	%rsi, %rax
	shlq	$4, %rax
	movq	%rax, 1208(%rsp)
	leaq	4(,%r8,4), %rbx
	imulq	%rsi, %rbx
	movq	%r15, 3808(%rsp)
	decq	%r15
	shrq	$2, %r15
	movl	%esi, %eax
	andl	$8128, %eax
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3424(%rsp)
	leaq	(%rdi,%r11), %rdx
	addq	$-795284382, %rdx
	movq	%rdx, 2256(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 5088(%rsp)
	leaq	1013904242(%rdi), %rdx
	movq	%rdx, 768(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 3360(%rsp)
	movq	%r9, 2272(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 5024(%rsp)
	leaq	218619860(%rdi,%r11), %rdx
	movq	%rdx, 760(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 3296(%rsp)
	movq	80(%rsp), %rdx
	vpbroadcastq	%rdx, %zmm14
	leaq	2027808484(%rdi), %rdx
	movq	%rdx, 752(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 3168(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 3104(%rsp)
	leaq	387276957(%rdi), %rdx
	movq	%rdx, 744(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 3040(%rsp)
	vpbroadcastq	%r14, %zmm0
	vmovdqu64	%zmm0, 2976(%rsp)
	leaq	-408007425(%rdi,%r11), %r11
	movq	136(%rsp), %rdx
	movq	%r11, 4832(%rsp)
	vpbroadcastq	%r11, %zmm15
	vpbroadcastq	%rdx, %zmm16
	leaq	1401181199(%rdi), %r11
	movq	%r11, 120(%rsp)
	vpbroadcastq	%r11, %zmm17
	movq	%r13, 792(%rsp)
	vpbroadcastq	%r13, %zmm18
	movq	56(%rsp), %r9
	vpbroadcastq	%r9, %zmm21
	addl	$-1879881855, %edi
	movl	%edi, -60(%rsp)
	vpbroadcastd	%edi, %zmm19
	movl	%esi, %r13d
	andl	$8184, %r13d
	vpbroadcastq	%rax, %zmm0
	vporq	.LCPI0_0(%rip), %zmm0, %zmm0
	vmovdqu64	%zmm0, 4896(%rsp)
	movl	%esi, %edi
	andl	$7, %edi
	movq	%rdi, 2304(%rsp)
	movq	%r15, 2312(%rsp)
	leaq	1(%r15), %r11
	movq	%r11, 2248(%rsp)
	andq	$-2, %r11
	movq	%r11, 2240(%rsp)
	movl	%esi, %edi
	andl	$8176, %edi
	movq	%rdi, 3872(%rsp)
	vbroadcastss	%xmm23, %zmm22
	movl	%esi, %edi
	andl	$8188, %edi
	movq	%rdi, 288(%rsp)
	movq	%r13, %rdi
	movq	%rax, -80(%rsp)
	subq	%rax, %rdi
	movq	%rdi, 40(%rsp)
	leal	(,%rsi,4), %eax
	movl	%eax, %r11d
	andl	$32512, %r11d
	andl	$32704, %eax
	movq	%rax, 296(%rsp)
	leaq	(%rsi,%rsi), %rax
	movq	%rax, 112(%rsp)
	movq	-112(%rsp), %rdi
	leaq	(%rdi,%rsi,4), %rax
	movq	%rax, 32(%rsp)
	leaq	(,%rbp,4), %rax
	movq	%rax, 2200(%rsp)
	leaq	(,%rsi,4), %r9
	leaq	(,%rsi,8), %rax
	movq	%rax, -8(%rsp)
	movq	1208(%rsp), %rsi
	movq	-104(%rsp), %rax
	leaq	(%rax,%rbp,4), %r14
	movq	%rbx, 2208(%rsp)
	leaq	(%rax,%rbx), %rbx
	movq	%rbx, 2184(%rsp)
	leaq	192(%rdi), %rbx
	movq	%rbx, 280(%rsp)
	movq	%r11, -16(%rsp)
	leaq	(%rdi,%r11), %r11
	movq	%r11, 2232(%rsp)
	leaq	192(%rax,%rbp,4), %rax
	movq	%rax, 96(%rsp)
	leaq	16(%rdi), %rax
	movq	%rax, 1224(%rsp)
	movq	-48(%rsp), %rax
	leaq	(%rax,%rbp,4), %rdi
	movq	%rdi, 88(%rsp)
	movq	%rbp, 1232(%rsp)
	leaq	(%rax,%rbp,4), %rax
	addq	$192, %rax
	movq	%rax, 1216(%rsp)
	xorl	%r11d, %r11d
	movq	%r14, 2192(%rsp)
	movq	%r14, 16(%rsp)
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	vpbroadcastq	.LCPI0_5(%rip), %zmm28
	vpbroadcastq	.LCPI0_6(%rip), %zmm29
	vmovdqu64	%zmm14, 3232(%rsp)
	vmovdqu64	%zmm15, 2912(%rsp)
	vmovdqu64	%zmm16, 2848(%rsp)
	vmovdqu64	%zmm17, 3744(%rsp)
	vmovdqu64	%zmm18, 3680(%rsp)
	vmovdqu64	%zmm21, 4064(%rsp)
	vmovdqu64	%zmm19, 2784(%rsp)
	movq	%r13, -72(%rsp)
	vmovupd	%zmm22, 4960(%rsp)
	movq	%r9, -56(%rsp)
	jmp	.LBB0_128
	.p2align	4
.LBB0_193:
	movq	-40(%rsp), %r8
	addq	$4, %r8
	movq	2224(%rsp), %r10
	addq	$-4, %r10
	movq	2216(%rsp), %r11
	incq	%r11
	addq	%r9, 1232(%rsp)
	movq	1208(%rsp), %rsi
	addq	%rsi, 96(%rsp)
	addq	%rsi, 16(%rsp)
	addq	%rsi, 88(%rsp)
	addq	%rsi, 1216(%rsp)
	movq	272(%rsp), %rcx
	cmpq	%rcx, %r8
	jae	.LBB0_83
.LBB0_128:
	movq	%r8, -40(%rsp)
	subq	%r8, %rcx
	cmpq	$4, %rcx
	movl	$4, %edi
	cmovbq	%rcx, %rdi
	decq	%rdi
	cmpq	$4, %rcx
	movq	%rdi, %r12
	movl	$3, %eax
	cmovaeq	%rax, %r12
	cmpq	$1, %r10
	movq	%r10, 2224(%rsp)
	movq	%r10, %rbx
	adcq	$0, %rbx
	cmpq	$4, %rbx
	movl	$4, %eax
	cmovaeq	%rax, %rbx
	movl	%ebx, %eax
	leaq	-4(,%rax,8), %r10
	imulq	-120(%rsp), %r10
	movq	-112(%rsp), %r13
	addq	%r13, %r10
	movq	%rsi, %rax
	movq	%r11, 2216(%rsp)
	imulq	%r11, %rax
	movq	2192(%rsp), %rsi
	addq	%rax, %rsi
	movq	%rsi, 144(%rsp)
	movq	2184(%rsp), %rsi
	leaq	(%rsi,%rax), %r11
	leaq	-1(%rbx), %r14
	imulq	%r9, %r14
	addq	%r14, %r11
	movq	2200(%rsp), %rsi
	addq	%rax, %rsi
	movq	-104(%rsp), %r8
	leaq	(%r8,%rsi), %r15
	movq	%r15, 208(%rsp)
	addq	2208(%rsp), %rax
	addq	%rax, %r8
	addq	%r14, %r8
	movq	-48(%rsp), %r15
	addq	%r15, %rsi
	movq	%rsi, 320(%rsp)
	addq	%r15, %rax
	addq	%r14, %rax
	movq	-8(%rsp), %r15
	movq	%rbx, 72(%rsp)
	imulq	%rbx, %r15
	addq	%r13, %r15
	cmpq	$2, %rcx
	movq	%rdi, %rsi
	movl	$1, %r14d
	cmovaeq	%r14, %rsi
	movq	%rsi, %rbx
	movq	112(%rsp), %rbp
	imulq	%rbp, %rbx
	movq	%rbx, 384(%rsp)
	cmpq	$3, %rcx
	movl	$2, %ecx
	cmovaeq	%rcx, %rdi
	movq	%rdi, %r14
	imulq	%rbp, %r14
	movq	%r12, %rbx
	imulq	%rbp, %rbx
	cmpq	%r11, %r13
	setb	%r11b
	cmpq	%r10, 144(%rsp)
	setb	%r10b
	andb	%r11b, %r10b
	movb	%r10b, 64(%rsp)
	movq	208(%rsp), %rbp
	cmpq	%rax, %rbp
	setb	%r10b
	movq	320(%rsp), %rcx
	cmpq	%r8, %rcx
	setb	%r11b
	andb	%r10b, %r11b
	cmpq	%r15, %rbp
	movq	%rbp, %r15
	setb	%r10b
	cmpq	%r8, 32(%rsp)
	setb	%bpl
	andb	%r10b, %bpl
	orb	%r11b, %bpl
	movb	%bpl, 736(%rsp)
	cmpq	%rax, %r15
	setb	%al
	cmpq	%r8, %rcx
	movq	384(%rsp), %rcx
	leaq	(%r13,%rcx,4), %r8
	movq	%r8, 1256(%rsp)
	leaq	(%r13,%r14,4), %r8
	movq	%r8, 1248(%rsp)
	leaq	(%r13,%rbx,4), %rcx
	movq	%rcx, 1240(%rsp)
	movq	-72(%rsp), %r13
	setb	%cl
	andb	%al, %cl
	movb	%cl, 304(%rsp)
	movq	-8(%rsp), %rcx
	imulq	%rcx, %r12
	movq	1224(%rsp), %rax
	addq	%rax, %r12
	movq	%r12, 2288(%rsp)
	imulq	%rcx, %rdi
	addq	%rax, %rdi
	movq	%rdi, 2296(%rsp)
	imulq	%rcx, %rsi
	addq	%rax, %rsi
	movq	%rsi, 2280(%rsp)
	movq	$0, 104(%rsp)
	vmovss	(%rsp), %xmm20
	jmp	.LBB0_129
	.p2align	4
.LBB0_192:
	vmulss	12(%rsp), %xmm20, %xmm20
	movq	104(%rsp), %rcx
	incq	%rcx
	movq	%rcx, 104(%rsp)
	cmpq	24(%rsp), %rcx
	je	.LBB0_193
.LBB0_129:
	vmovss	%xmm20, 720(%rsp)
	cmpl	$0, 8(%rsp)
	sete	%al
	movl	%eax, 712(%rsp)
	cmpl	$0, -84(%rsp)
	movq	-120(%rsp), %r15
	movq	-40(%rsp), %rsi
	movq	-80(%rsp), %r12
	je	.LBB0_130
	movq	728(%rsp), %rax
	movq	104(%rsp), %rcx
	leaq	(%rcx,%rax), %rdi
	movq	%rdi, %r8
	shrq	$32, %r8
	movl	$3449720151, %ecx
	imulq	%rcx, %r8
	movq	%r8, %rax
	shrq	$32, %rax
	xorl	-96(%rsp), %edi
	xorl	%eax, %edi
	leaq	78811644(%rcx), %rax
	movq	%rax, 2448(%rsp)
	imulq	%rax, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorq	2264(%rsp), %rax
	movq	%rax, 3936(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3488(%rsp)
	vpbroadcastq	%r8, %zmm0
	vpxorq	5088(%rsp), %zmm0, %zmm26
	vpbroadcastq	%rdi, %zmm0
	vpxorq	5024(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 4128(%rsp)
	xorq	2256(%rsp), %r8
	movq	%r8, 312(%rsp)
	movl	%r8d, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4768(%rsp)
	xorq	2272(%rsp), %rdi
	movq	%rdi, 4000(%rsp)
	movl	%edi, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4704(%rsp)
	movq	1232(%rsp), %rax
	movq	%rax, 48(%rsp)
	movq	-112(%rsp), %rax
	movq	%rax, -32(%rsp)
	movq	2232(%rsp), %rcx
	movq	280(%rsp), %rbx
	xorl	%edi, %edi
	vmovdqu64	%zmm26, 3552(%rsp)
	jmp	.LBB0_134
	.p2align	4
.LBB0_152:
	movq	-24(%rsp), %rdi
	incq	%rdi
	movq	-8(%rsp), %rax
	addq	%rax, %rbx
	movq	128(%rsp), %rcx
	addq	%rax, %rcx
	addq	%rax, -32(%rsp)
	addq	%r15, 48(%rsp)
	cmpq	72(%rsp), %rdi
	vmovdqu64	3552(%rsp), %zmm26
	vmovupd	4960(%rsp), %zmm22
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	je	.LBB0_130
.LBB0_134:
	movq	%rcx, 128(%rsp)
	movq	%rdi, -24(%rsp)
	leaq	(%rdi,%rsi), %rax
	imulq	%r15, %rax
	vpbroadcastq	%rax, %zmm30
	vpaddq	%zmm27, %zmm30, %zmm0
	vmovdqu64	%zmm0, 1904(%rsp)
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm30, %zmm0
	vmovdqu64	%zmm0, 1840(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm30, %zmm0
	vmovdqu64	%zmm0, 1776(%rsp)
	movq	%rbx, %r14
	movq	%r12, %rbp
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vmovaps	.LCPI0_4(%rip), %zmm2
	vmovdqu64	%zmm30, 1968(%rsp)
	.p2align	4
.LBB0_135:
	vmovups	%zmm2, 144(%rsp)
	vmovdqu64	%zmm1, 208(%rsp)
	vpaddq	144(%rsp), %zmm30, %zmm2
	vpmuludq	%zmm28, %zmm2, %zmm0
	vpaddq	%zmm30, %zmm1, %zmm3
	vpmuludq	%zmm28, %zmm3, %zmm1
	vmovdqu64	1904(%rsp), %zmm5
	vpaddq	144(%rsp), %zmm5, %zmm4
	vpmuludq	%zmm28, %zmm4, %zmm8
	vpaddq	208(%rsp), %zmm5, %zmm5
	vpmuludq	%zmm28, %zmm5, %zmm17
	vmovdqu64	1840(%rsp), %zmm6
	vpaddq	144(%rsp), %zmm6, %zmm9
	vpmuludq	%zmm28, %zmm9, %zmm7
	vpaddq	208(%rsp), %zmm6, %zmm10
	vpmuludq	%zmm28, %zmm10, %zmm30
	vmovdqu64	1776(%rsp), %zmm11
	vpaddq	144(%rsp), %zmm11, %zmm13
	vpmuludq	%zmm28, %zmm13, %zmm6
	vpaddq	208(%rsp), %zmm11, %zmm14
	vpmuludq	%zmm28, %zmm14, %zmm11
	vmovdqu64	3424(%rsp), %zmm15
	vpternlogq	$150, %zmm15, %zmm1, %zmm3
	vpternlogq	$150, %zmm15, %zmm0, %zmm2
	vpternlogq	$150, %zmm15, %zmm17, %zmm5
	vpternlogq	$150, %zmm15, %zmm8, %zmm4
	vpternlogq	$150, %zmm15, %zmm30, %zmm10
	vpternlogq	$150, %zmm15, %zmm7, %zmm9
	vpternlogq	$150, %zmm15, %zmm11, %zmm14
	vpternlogq	$150, %zmm15, %zmm6, %zmm13
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm9, %zmm15
	vpsrlq	$32, %zmm10, %zmm16
	vpsrlq	$32, %zmm13, %zmm18
	vpsrlq	$32, %zmm14, %zmm14
	vpmuludq	%zmm29, %zmm3, %zmm22
	vpmuludq	%zmm29, %zmm2, %zmm13
	vpmuludq	%zmm29, %zmm5, %zmm10
	vpmuludq	%zmm29, %zmm4, %zmm5
	vpmuludq	%zmm29, %zmm16, %zmm16
	vpmuludq	%zmm29, %zmm15, %zmm21
	vpmuludq	%zmm29, %zmm14, %zmm3
	vmovdqu64	%zmm3, 512(%rsp)
	vpmuludq	%zmm29, %zmm18, %zmm2
	vmovdqu64	%zmm2, 576(%rsp)
	vpsrlq	$32, %zmm13, %zmm14
	vpsrlq	$32, %zmm22, %zmm15
	vpsrlq	$32, %zmm5, %zmm18
	vpsrlq	$32, %zmm10, %zmm19
	vpsrlq	$32, %zmm21, %zmm20
	vpsrlq	$32, %zmm16, %zmm23
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm3, %zmm25
	vpxorq	%zmm26, %zmm15, %zmm15
	vpmuludq	%zmm28, %zmm15, %zmm31
	vpxorq	%zmm26, %zmm14, %zmm14
	vpmuludq	%zmm28, %zmm14, %zmm24
	vmovdqu64	%zmm24, 640(%rsp)
	vpxorq	%zmm26, %zmm19, %zmm14
	vpmuludq	%zmm28, %zmm14, %zmm12
	vpxorq	%zmm26, %zmm18, %zmm14
	vpmuludq	%zmm28, %zmm14, %zmm27
	vpxorq	%zmm26, %zmm23, %zmm14
	vpmuludq	%zmm28, %zmm14, %zmm4
	vpxorq	%zmm26, %zmm20, %zmm19
	vpxorq	%zmm26, %zmm25, %zmm23
	vpxorq	%zmm26, %zmm2, %zmm18
	vmovdqu64	3488(%rsp), %zmm2
	vpxorq	%zmm1, %zmm2, %zmm1
	vpmuludq	%zmm29, %zmm1, %zmm14
	vpmuludq	%zmm28, %zmm19, %zmm3
	vpxorq	%zmm0, %zmm2, %zmm0
	vpmuludq	%zmm29, %zmm0, %zmm26
	vpxorq	%zmm17, %zmm2, %zmm0
	vpmuludq	%zmm29, %zmm0, %zmm15
	vpxorq	%zmm8, %zmm2, %zmm8
	vpmuludq	%zmm28, %zmm23, %zmm9
	vmovdqu64	%zmm9, 2032(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm28
	vpxorq	%zmm30, %zmm2, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm19
	vpxorq	%zmm7, %zmm2, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm20
	vmovdqu64	%zmm20, 1328(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpxorq	%zmm11, %zmm2, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm7
	vmovdqu64	%zmm7, 448(%rsp)
	vpxorq	%zmm6, %zmm2, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm1
	vmovdqu64	%zmm1, 320(%rsp)
	vpsrlq	$32, %zmm24, %zmm11
	vpsrlq	$32, %zmm31, %zmm17
	vmovdqa64	%zmm31, %zmm18
	vpsrlq	$32, %zmm27, %zmm23
	vmovdqa64	%zmm27, %zmm29
	vpsrlq	$32, %zmm26, %zmm6
	vpsrlq	$32, %zmm14, %zmm24
	vpsrlq	$32, %zmm28, %zmm25
	vpsrlq	$32, %zmm15, %zmm27
	vpsrlq	$32, %zmm12, %zmm31
	vmovdqa64	%zmm12, %zmm30
	vmovdqu64	3360(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm22, %zmm24
	vpsrlq	$32, %zmm20, %zmm22
	vpternlogq	$150, %zmm0, %zmm13, %zmm6
	vpsrlq	$32, %zmm19, %zmm2
	vpternlogq	$150, %zmm0, %zmm10, %zmm27
	vpsrlq	$32, %zmm3, %zmm10
	vmovdqa64	%zmm3, %zmm20
	vpternlogq	$150, %zmm0, %zmm5, %zmm25
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm0, %zmm16, %zmm2
	vpsrlq	$32, %zmm7, %zmm5
	vpternlogq	$150, %zmm0, %zmm21, %zmm22
	vpsrlq	$32, %zmm4, %zmm21
	vmovdqa64	%zmm4, %zmm7
	vpternlogq	$150, 512(%rsp), %zmm0, %zmm5
	vpternlogq	$150, 576(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm3
	vmovdqu64	%zmm3, 992(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm13
	vmovdqu64	%zmm13, 928(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm4
	vmovdqu64	%zmm4, 1056(%rsp)
	vpsrlq	$32, %zmm9, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm12
	vmovdqu64	%zmm12, 800(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm6
	vmovdqu64	%zmm6, 864(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 512(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 1120(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm16
	vmovdqu64	%zmm16, 576(%rsp)
	vmovdqu64	4128(%rsp), %zmm8
	vpxorq	%zmm8, %zmm17, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm9
	vpxorq	%zmm8, %zmm11, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm17
	vpxorq	%zmm8, %zmm31, %zmm0
	vpxorq	%zmm8, %zmm23, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm25
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 2096(%rsp)
	vpxorq	%zmm8, %zmm21, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm22
	vpxorq	%zmm8, %zmm10, %zmm0
	vpxorq	%zmm8, %zmm24, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vpsrlq	$32, %zmm9, %zmm27
	vmovdqa64	%zmm9, %zmm24
	vmovdqu64	3296(%rsp), %zmm23
	vpternlogq	$150, %zmm14, %zmm23, %zmm27
	vpsrlq	$32, %zmm17, %zmm10
	vpternlogq	$150, %zmm26, %zmm23, %zmm10
	vpsrlq	$32, %zmm25, %zmm26
	vpternlogq	$150, %zmm15, %zmm23, %zmm26
	vpsrlq	$32, %zmm1, %zmm31
	vpternlogq	$150, %zmm28, %zmm23, %zmm31
	vpsrlq	$32, %zmm3, %zmm14
	vmovdqu64	3232(%rsp), %zmm1
	vpternlogq	$150, 640(%rsp), %zmm1, %zmm14
	vpsrlq	$32, %zmm22, %zmm9
	vpternlogq	$150, %zmm19, %zmm23, %zmm9
	vpsrlq	$32, %zmm13, %zmm15
	vpternlogq	$150, %zmm1, %zmm18, %zmm15
	vpsrlq	$32, %zmm4, %zmm11
	vpternlogq	$150, %zmm1, %zmm29, %zmm11
	vpsrlq	$32, %zmm0, %zmm29
	vmovdqa64	%zmm0, %zmm13
	vpternlogq	$150, 1328(%rsp), %zmm23, %zmm29
	vpsrlq	$32, %zmm12, %zmm18
	vpternlogq	$150, %zmm1, %zmm30, %zmm18
	vpsrlq	$32, %zmm6, %zmm12
	vpternlogq	$150, %zmm1, %zmm20, %zmm12
	vpsrlq	$32, %zmm2, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm5
	vpternlogq	$150, %zmm1, %zmm7, %zmm20
	vpsrlq	$32, %zmm16, %zmm21
	vpternlogq	$150, 2032(%rsp), %zmm1, %zmm21
	vpsrlq	$32, %zmm5, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm15
	vpternlogq	$150, 448(%rsp), %zmm23, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm2
	vmovdqu64	%zmm2, 448(%rsp)
	vpsrlq	$32, %zmm15, %zmm14
	vmovdqu64	3168(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm24, %zmm14
	vpsrlq	$32, %zmm2, %zmm30
	vpternlogq	$150, %zmm0, %zmm17, %zmm30
	vmovdqu64	1120(%rsp), %zmm4
	vpsrlq	$32, %zmm4, %zmm2
	vmovdqu64	384(%rsp), %zmm3
	vpternlogq	$150, %zmm1, %zmm3, %zmm2
	vpsrlq	$32, %zmm3, %zmm3
	vpxorq	%zmm8, %zmm3, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm7
	vpsrlq	$32, %zmm7, %zmm1
	vpternlogq	$150, 320(%rsp), %zmm23, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm28
	vpsrlq	$32, %zmm28, %zmm19
	vpternlogq	$150, %zmm0, %zmm25, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm18
	vpsrlq	$32, %zmm18, %zmm8
	vpternlogq	$150, 2096(%rsp), %zmm0, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm25
	vpsrlq	$32, %zmm25, %zmm23
	vpternlogq	$150, %zmm0, %zmm22, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm3
	vmovdqu64	%zmm3, 1328(%rsp)
	vpsrlq	$32, %zmm3, %zmm22
	vpternlogq	$150, %zmm0, %zmm13, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm3
	vmovdqu64	%zmm3, 640(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm0, %zmm5, %zmm3
	vmovdqu64	%zmm3, 384(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 320(%rsp)
	vpsrlq	$32, %zmm2, %zmm17
	vpternlogq	$150, %zmm0, %zmm7, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm11
	vpsrlq	$32, %zmm11, %zmm2
	vmovdqu64	3104(%rsp), %zmm0
	vpternlogq	$150, 992(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm6
	vpsrlq	$32, %zmm6, %zmm21
	vpternlogq	$150, 928(%rsp), %zmm0, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm12
	vpsrlq	$32, %zmm12, %zmm3
	vpternlogq	$150, 1056(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm20
	vpsrlq	$32, %zmm20, %zmm13
	vpternlogq	$150, 800(%rsp), %zmm0, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm29
	vpsrlq	$32, %zmm29, %zmm26
	vpternlogq	$150, 864(%rsp), %zmm0, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm24
	vpsrlq	$32, %zmm24, %zmm5
	vpternlogq	$150, 512(%rsp), %zmm0, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 800(%rsp)
	vpsrlq	$32, %zmm1, %zmm31
	vpternlogq	$150, %zmm4, %zmm0, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm4
	vpternlogq	$150, 576(%rsp), %zmm0, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm0
	vmovdqu64	%zmm0, 512(%rsp)
	vpsrlq	$32, %zmm0, %zmm21
	vmovdqu64	3040(%rsp), %zmm0
	vpternlogq	$150, %zmm15, %zmm0, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 992(%rsp)
	vpsrlq	$32, %zmm1, %zmm10
	vpternlogq	$150, 448(%rsp), %zmm0, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm1
	vmovdqu64	%zmm1, 448(%rsp)
	vpsrlq	$32, %zmm1, %zmm15
	vmovdqu64	2976(%rsp), %zmm2
	vpternlogq	$150, %zmm2, %zmm11, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm13
	vpsrlq	$32, %zmm13, %zmm11
	vpternlogq	$150, %zmm28, %zmm0, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm1
	vmovdqu64	%zmm1, 576(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm2, %zmm6, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm7
	vpsrlq	$32, %zmm7, %zmm14
	vpternlogq	$150, %zmm18, %zmm0, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm3
	vmovdqu64	%zmm3, 864(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm2, %zmm12, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm6
	vpsrlq	$32, %zmm6, %zmm18
	vpternlogq	$150, %zmm25, %zmm0, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm5
	vmovdqu64	%zmm5, 1056(%rsp)
	vpsrlq	$32, %zmm5, %zmm9
	vpternlogq	$150, %zmm2, %zmm20, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm26, %zmm5
	vpsrlq	$32, %zmm5, %zmm25
	vpternlogq	$150, 1328(%rsp), %zmm0, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm8
	vmovdqu64	%zmm8, 928(%rsp)
	vpsrlq	$32, %zmm8, %zmm28
	vpternlogq	$150, %zmm2, %zmm29, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm22
	vpsrlq	$32, %zmm22, %zmm19
	vpternlogq	$150, 640(%rsp), %zmm0, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm4
	vmovdqu64	%zmm4, 1120(%rsp)
	vpsrlq	$32, %zmm4, %zmm27
	vpternlogq	$150, %zmm2, %zmm24, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm31, %zmm4
	vmovdqu64	%zmm4, 640(%rsp)
	vpsrlq	$32, %zmm4, %zmm29
	vpternlogq	$150, 320(%rsp), %zmm0, %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm30
	vpsrlq	$32, %zmm30, %zmm17
	vpternlogq	$150, 800(%rsp), %zmm2, %zmm17
	vmovdqu64	384(%rsp), %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm31
	vpsrlq	$32, %zmm31, %zmm12
	vpternlogq	$150, %zmm2, %zmm16, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 800(%rsp)
	vpsrlq	$32, %zmm0, %zmm23
	vmovdqu64	2912(%rsp), %zmm20
	vpternlogq	$150, 512(%rsp), %zmm20, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm0
	vmovdqu64	%zmm0, 512(%rsp)
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, 992(%rsp), %zmm20, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm24
	vpsrlq	$32, %zmm24, %zmm9
	vpternlogq	$150, %zmm20, %zmm13, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm26
	vpsrlq	$32, %zmm26, %zmm4
	vpternlogq	$150, %zmm20, %zmm7, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm27
	vpsrlq	$32, %zmm27, %zmm3
	vpternlogq	$150, %zmm20, %zmm6, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm28
	vpsrlq	$32, %zmm28, %zmm15
	vpternlogq	$150, %zmm20, %zmm5, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm6
	vpsrlq	$32, %zmm6, %zmm16
	vpternlogq	$150, %zmm20, %zmm22, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpsrlq	$32, %zmm0, %zmm5
	vmovdqu64	2848(%rsp), %zmm0
	vpternlogq	$150, 448(%rsp), %zmm0, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm1
	vmovdqu64	%zmm1, 320(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 576(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm2
	vmovdqu64	%zmm2, 448(%rsp)
	vpsrlq	$32, %zmm2, %zmm22
	vpternlogq	$150, 864(%rsp), %zmm0, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm10
	vpsrlq	$32, %zmm10, %zmm13
	vpternlogq	$150, 1056(%rsp), %zmm0, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm11
	vpsrlq	$32, %zmm11, %zmm14
	vpternlogq	$150, 928(%rsp), %zmm0, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm12
	vpsrlq	$32, %zmm12, %zmm7
	vpternlogq	$150, 1120(%rsp), %zmm0, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm29
	vpsrlq	$32, %zmm29, %zmm2
	vpternlogq	$150, %zmm30, %zmm0, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm30
	vpsrlq	$32, %zmm30, %zmm19
	vpternlogq	$150, %zmm31, %zmm0, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm25
	vpsrlq	$32, %zmm25, %zmm31
	vpternlogq	$150, 640(%rsp), %zmm20, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vmovdqu64	3744(%rsp), %zmm20
	vpternlogq	$150, 800(%rsp), %zmm20, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm21
	vpternlogq	$150, 512(%rsp), %zmm20, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm5
	vpsrlq	$32, %zmm5, %zmm13
	vpternlogq	$150, %zmm24, %zmm20, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm5
	vpsrlq	$32, %zmm5, %zmm18
	vpternlogq	$150, %zmm26, %zmm20, %zmm18
	vmovdqu64	3552(%rsp), %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm5
	vpsrlq	$32, %zmm5, %zmm17
	vpternlogq	$150, %zmm27, %zmm20, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm5
	vpsrlq	$32, %zmm5, %zmm14
	vpternlogq	$150, %zmm28, %zmm20, %zmm14
	vpbroadcastq	.LCPI0_5(%rip), %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm5
	vpsrlq	$32, %zmm5, %zmm22
	vpternlogq	$150, %zmm6, %zmm20, %zmm22
	vpmuludq	%zmm28, %zmm8, %zmm24
	vpmuludq	%zmm28, %zmm23, %zmm6
	vpmuludq	%zmm28, %zmm4, %zmm23
	vpmuludq	%zmm28, %zmm9, %zmm19
	vpmuludq	%zmm28, %zmm15, %zmm15
	vpmuludq	%zmm28, %zmm3, %zmm9
	vpmuludq	%zmm28, %zmm31, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm0
	vpmuludq	%zmm28, %zmm16, %zmm8
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, %zmm25, %zmm20, %zmm16
	vpsrlq	$32, %zmm24, %zmm0
	vmovdqu64	3680(%rsp), %zmm20
	vpternlogq	$150, 384(%rsp), %zmm20, %zmm0
	vpsrlq	$32, %zmm6, %zmm2
	vpternlogq	$150, 320(%rsp), %zmm20, %zmm2
	vpsrlq	$32, %zmm23, %zmm3
	vpternlogq	$150, 448(%rsp), %zmm20, %zmm3
	vpsrlq	$32, %zmm19, %zmm4
	vpternlogq	$150, %zmm20, %zmm10, %zmm4
	vpsrlq	$32, %zmm15, %zmm7
	vpternlogq	$150, %zmm20, %zmm11, %zmm7
	vpsrlq	$32, %zmm9, %zmm10
	vpternlogq	$150, %zmm20, %zmm12, %zmm10
	vpsrlq	$32, %zmm5, %zmm11
	vpternlogq	$150, %zmm20, %zmm29, %zmm11
	vpbroadcastq	.LCPI0_6(%rip), %zmm29
	vpsrlq	$32, %zmm8, %zmm12
	vpternlogq	$150, %zmm20, %zmm30, %zmm12
	vmovdqu64	1968(%rsp), %zmm30
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm2, %zmm0
	vpmovqd	%zmm4, %ymm2
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm2
	vpmovqd	%zmm10, %ymm3
	vpmovqd	%zmm7, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm12, %ymm4
	vpmovqd	%zmm11, %ymm7
	vinserti64x4	$1, %ymm7, %zmm4, %zmm4
	vpmuludq	%zmm28, %zmm21, %zmm7
	vmovdqu64	4064(%rsp), %zmm21
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm24, %zmm21, %zmm7
	vpmuludq	%zmm28, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm6, %zmm21, %zmm1
	vpmuludq	%zmm28, %zmm18, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm23, %zmm21, %zmm6
	vpmuludq	%zmm28, %zmm13, %zmm10
	vpmuludq	%zmm28, %zmm14, %zmm11
	vpmuludq	%zmm28, %zmm17, %zmm12
	vpmuludq	%zmm28, %zmm16, %zmm13
	vpmuludq	%zmm28, %zmm22, %zmm14
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm13, %zmm13
	vpternlogq	$150, %zmm19, %zmm21, %zmm10
	vmovdqu64	2784(%rsp), %zmm19
	vpternlogq	$150, %zmm15, %zmm21, %zmm11
	vpternlogq	$150, %zmm9, %zmm21, %zmm12
	vpternlogq	$150, %zmm5, %zmm21, %zmm13
	vpternlogq	$150, %zmm8, %zmm21, %zmm14
	vpmuludq	%zmm29, %zmm1, %zmm1
	vpmuludq	%zmm29, %zmm7, %zmm5
	vpmuludq	%zmm29, %zmm10, %zmm7
	vpmuludq	%zmm29, %zmm6, %zmm6
	vpmuludq	%zmm29, %zmm12, %zmm8
	vpmuludq	%zmm29, %zmm11, %zmm9
	vpmuludq	%zmm29, %zmm14, %zmm10
	vpmuludq	%zmm29, %zmm13, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm1, %zmm13
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
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm1, %zmm1
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
	vpmulld	%zmm8, %zmm0, %zmm0
	vpternlogd	$150, %zmm0, %zmm19, %zmm12
	vpmulld	%zmm8, %zmm2, %zmm0
	vmovdqu64	144(%rsp), %zmm2
	vpternlogd	$150, %zmm0, %zmm19, %zmm14
	vpmulld	%zmm8, %zmm3, %zmm0
	vpternlogd	$150, %zmm0, %zmm19, %zmm13
	vpmulld	%zmm8, %zmm4, %zmm0
	vpternlogd	$150, %zmm0, %zmm19, %zmm15
	vmovdqu64	%zmm12, -192(%r14,%r15,4)
	vmovdqu64	%zmm14, -128(%r14,%r15,4)
	vmovdqu64	%zmm13, -64(%r14,%r15,4)
	vmovdqu64	%zmm15, (%r14,%r15,4)
	vmovdqu64	%zmm1, -192(%r14)
	vmovdqu64	208(%rsp), %zmm1
	vmovdqu64	%zmm5, -128(%r14)
	vmovdqu64	%zmm6, -64(%r14)
	vmovdqu64	%zmm7, (%r14)
	vpbroadcastq	.LCPI0_8(%rip), %zmm0
	vpaddq	%zmm0, %zmm1, %zmm1
	vpaddq	%zmm0, %zmm2, %zmm2
	addq	$256, %r14
	addq	$-64, %rbp
	jne	.LBB0_135
	cmpq	%r12, %r15
	movq	-96(%rsp), %r8
	movl	$3449720151, %r12d
	movq	56(%rsp), %r9
	movq	4832(%rsp), %rbp
	movq	120(%rsp), %rsi
	movl	-60(%rsp), %edx
	movq	312(%rsp), %rcx
	movq	2448(%rsp), %r15
	je	.LBB0_143
	movq	-80(%rsp), %r14
	testb	$56, -120(%rsp)
	je	.LBB0_141
	movq	128(%rsp), %rcx
	movq	40(%rsp), %rdi
	vmovdqu64	4896(%rsp), %zmm0
	vmovdqu64	3424(%rsp), %zmm7
	vmovdqu64	3360(%rsp), %zmm8
	vmovdqu64	3296(%rsp), %zmm9
	vmovdqu64	3232(%rsp), %zmm10
	vmovdqu64	3168(%rsp), %zmm11
	vmovdqu64	3104(%rsp), %zmm12
	vmovdqu64	3040(%rsp), %zmm13
	vmovdqu64	2976(%rsp), %zmm14
	vmovdqu64	2912(%rsp), %zmm15
	vmovdqu64	2848(%rsp), %zmm16
	vmovdqu64	3744(%rsp), %zmm17
	vmovdqu64	3680(%rsp), %zmm18
	movq	-56(%rsp), %rax
	vpbroadcastd	.LCPI0_7(%rip), %ymm20
	vpbroadcastq	.LCPI0_9(%rip), %zmm22
	vmovdqu64	3488(%rsp), %zmm23
	vmovdqu64	4768(%rsp), %zmm24
	vmovdqu64	4704(%rsp), %zmm25
	.p2align	4
.LBB0_139:
	vpaddq	%zmm30, %zmm0, %zmm1
	vpmuludq	%zmm28, %zmm1, %zmm2
	vpternlogq	$150, %zmm7, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpmuludq	%zmm29, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm3
	vpxorq	%zmm3, %zmm24, %zmm3
	vpxorq	%zmm2, %zmm23, %zmm2
	vpmuludq	%zmm28, %zmm3, %zmm3
	vpmuludq	%zmm29, %zmm2, %zmm2
	vpsrlq	$32, %zmm3, %zmm4
	vpxorq	%zmm4, %zmm25, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, %zmm8, %zmm1, %zmm5
	vpmuludq	%zmm28, %zmm5, %zmm1
	vpmuludq	%zmm29, %zmm4, %zmm4
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm9, %zmm6
	vpternlogq	$150, %zmm10, %zmm3, %zmm5
	vpmuludq	%zmm28, %zmm6, %zmm2
	vpmuludq	%zmm29, %zmm5, %zmm3
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm1, %zmm12, %zmm5
	vpternlogq	$150, %zmm11, %zmm4, %zmm6
	vpmuludq	%zmm28, %zmm6, %zmm1
	vpmuludq	%zmm29, %zmm5, %zmm4
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm3, %zmm13, %zmm6
	vpternlogq	$150, %zmm14, %zmm2, %zmm5
	vpmuludq	%zmm28, %zmm6, %zmm2
	vpmuludq	%zmm29, %zmm5, %zmm3
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm1, %zmm16, %zmm5
	vpternlogq	$150, %zmm15, %zmm4, %zmm6
	vpmuludq	%zmm28, %zmm6, %zmm1
	vpmuludq	%zmm29, %zmm5, %zmm4
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm3, %zmm17, %zmm4
	vpternlogq	$150, %zmm18, %zmm2, %zmm5
	vpmuludq	%zmm28, %zmm4, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpmovqd	%zmm5, %ymm3
	vpmulld	%ymm20, %ymm3, %ymm3
	vpternlogq	$150, %zmm1, %zmm21, %zmm2
	vpmuludq	%zmm29, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpternlogd	$150, %ymm19, %ymm3, %ymm2
	vmovdqu	%ymm2, (%rcx,%rax)
	vpmovqd	%zmm1, (%rcx)
	vpaddq	%zmm22, %zmm0, %zmm0
	addq	$32, %rcx
	addq	$-8, %rdi
	jne	.LBB0_139
	movq	-72(%rsp), %rax
	movq	%rax, %r14
	cmpq	%rax, -120(%rsp)
	movq	-96(%rsp), %r8
	movl	$3449720151, %r12d
	movq	56(%rsp), %r9
	movq	4832(%rsp), %rbp
	movq	120(%rsp), %rsi
	movl	-60(%rsp), %edx
	movq	312(%rsp), %rcx
	je	.LBB0_143
.LBB0_141:
	movq	-120(%rsp), %rax
	subq	%r14, %rax
	movq	%rax, 144(%rsp)
	movq	-32(%rsp), %rax
	leaq	(%rax,%r14,4), %rdi
	movq	-56(%rsp), %rax
	movq	%rdi, 208(%rsp)
	addq	%rdi, %rax
	movq	%rax, 384(%rsp)
	addq	48(%rsp), %r14
	xorl	%r10d, %r10d
	.p2align	4
.LBB0_142:
	leaq	(%r14,%r10), %rdi
	movl	%edi, %r11d
	imulq	%r15, %r11
	xorq	%r8, %rdi
	xorq	%r11, %rdi
	shrq	$32, %rdi
	imulq	%r12, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	movl	%ecx, %r13d
	xorl	%eax, %r13d
	xorl	3936(%rsp), %r11d
	imulq	%r15, %r13
	imulq	%r12, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	movq	768(%rsp), %r15
	xorl	%eax, %r15d
	movq	%r13, %rax
	shrq	$32, %rax
	xorl	%r15d, %edi
	movq	4000(%rsp), %r15
	xorl	%eax, %r15d
	imulq	2448(%rsp), %rdi
	imulq	%r12, %r15
	movq	%r15, %rax
	shrq	$32, %rax
	xorl	760(%rsp), %r11d
	xorl	%eax, %r11d
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	80(%rsp), %r13d
	xorl	%eax, %r13d
	imulq	2448(%rsp), %r11
	imulq	%r12, %r13
	movq	%r13, %rax
	shrq	$32, %rax
	xorl	752(%rsp), %r15d
	xorl	%eax, %r15d
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	784(%rsp), %edi
	xorl	%eax, %edi
	imulq	2448(%rsp), %r15
	imulq	%r12, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	744(%rsp), %r13d
	xorl	%eax, %r13d
	movq	%r15, %rax
	shrq	$32, %rax
	xorl	776(%rsp), %r11d
	xorl	%eax, %r11d
	imulq	2448(%rsp), %r13
	imulq	%r12, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	%ebp, %edi
	xorl	%eax, %edi
	movq	%r13, %rax
	shrq	$32, %rax
	xorl	136(%rsp), %r15d
	xorl	%eax, %r15d
	imulq	2448(%rsp), %rdi
	imulq	%r12, %r15
	shrq	$32, %r15
	xorl	%esi, %r11d
	xorl	%r15d, %r11d
	movq	2448(%rsp), %r15
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	792(%rsp), %r13d
	xorl	%eax, %r13d
	imulq	%r15, %r11
	shrq	$32, %r11
	imull	$-845247145, %r13d, %eax
	xorl	%r9d, %edi
	xorl	%r11d, %edi
	imulq	%r12, %rdi
	movq	%rdi, %r11
	shrq	$32, %r11
	xorl	%edx, %eax
	xorl	%r11d, %eax
	movq	384(%rsp), %r11
	movl	%eax, (%r11,%r10,4)
	movq	208(%rsp), %rax
	movl	%edi, (%rax,%r10,4)
	incq	%r10
	cmpq	%r10, 144(%rsp)
	jne	.LBB0_142
.LBB0_143:
	movq	-56(%rsp), %rax
	leaq	(%rbx,%rax), %rbp
	xorl	%r14d, %r14d
	movq	-16(%rsp), %rax
	.p2align	4
.LBB0_144:
	vcvtudq2pd	-192(%rbx,%r14), %zmm0
	vcvtudq2pd	-160(%rbx,%r14), %zmm1
	vcvtudq2pd	-128(%rbx,%r14), %zmm2
	vcvtudq2pd	-96(%rbx,%r14), %zmm3
	vcvtudq2pd	-64(%rbx,%r14), %zmm4
	vcvtudq2pd	-32(%rbx,%r14), %zmm5
	vcvtudq2pd	(%rbx,%r14), %zmm6
	vcvtudq2pd	32(%rbx,%r14), %zmm7
	vbroadcastsd	.LCPI0_10(%rip), %zmm10
	vaddpd	%zmm10, %zmm1, %zmm1
	vaddpd	%zmm10, %zmm0, %zmm0
	vaddpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm10, %zmm2, %zmm2
	vaddpd	%zmm10, %zmm5, %zmm8
	vaddpd	%zmm10, %zmm4, %zmm4
	vaddpd	%zmm10, %zmm7, %zmm9
	vaddpd	%zmm10, %zmm6, %zmm10
	vbroadcastsd	.LCPI0_11(%rip), %zmm11
	vmulpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm1, %zmm5
	vmulpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm11, %zmm3, %zmm6
	vmulpd	%zmm11, %zmm4, %zmm3
	vmulpd	%zmm11, %zmm8, %zmm7
	vmulpd	%zmm11, %zmm10, %zmm1
	vmulpd	%zmm11, %zmm9, %zmm8
	vbroadcastsd	.LCPI0_29(%rip), %zmm11
	vmulpd	%zmm11, %zmm5, %zmm14
	vmulpd	%zmm11, %zmm0, %zmm21
	vmulpd	%zmm11, %zmm6, %zmm10
	vmulpd	%zmm11, %zmm2, %zmm12
	vmulpd	%zmm11, %zmm7, %zmm4
	vmulpd	%zmm11, %zmm3, %zmm9
	vmulpd	%zmm11, %zmm8, %zmm0
	vmulpd	%zmm11, %zmm1, %zmm3
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm1
	vmulpd	%zmm13, %zmm14, %zmm2
	vmulpd	%zmm13, %zmm12, %zmm5
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm9, %zmm7
	vmulpd	%zmm13, %zmm4, %zmm8
	vmulpd	%zmm13, %zmm3, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	%zmm15, %zmm2, %zmm19
	vmovupd	%zmm19, 1776(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 1840(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 1904(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 1968(%rsp)
	vaddpd	%zmm15, %zmm8, %zmm5
	vmovupd	%zmm5, 2032(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 2096(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm2
	vmovupd	%zmm2, 1328(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1120(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm1
	vaddpd	%zmm1, %zmm17, %zmm20
	vaddpd	%zmm1, %zmm19, %zmm17
	vaddpd	%zmm1, %zmm18, %zmm13
	vaddpd	%zmm1, %zmm16, %zmm11
	vaddpd	%zmm1, %zmm7, %zmm8
	vaddpd	%zmm1, %zmm5, %zmm7
	vaddpd	%zmm1, %zmm6, %zmm5
	vaddpd	%zmm1, %zmm2, %zmm6
	vbroadcastsd	.LCPI0_33(%rip), %zmm24
	vmulpd	%zmm24, %zmm17, %zmm18
	vmulpd	%zmm24, %zmm20, %zmm1
	vmulpd	%zmm24, %zmm11, %zmm15
	vmulpd	%zmm24, %zmm13, %zmm19
	vmulpd	%zmm24, %zmm7, %zmm25
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
	vmulpd	%zmm24, %zmm8, %zmm23
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
	vsubpd	%zmm22, %zmm18, %zmm21
	vsubpd	%zmm21, %zmm18, %zmm14
	vsubpd	%zmm22, %zmm14, %zmm14
	vmulpd	%zmm24, %zmm6, %zmm22
	vsubpd	%zmm19, %zmm12, %zmm19
	vmulpd	%zmm31, %zmm17, %zmm17
	vsubpd	%zmm14, %zmm17, %zmm20 {%k1}
	vmulpd	%zmm29, %zmm13, %zmm14
	vmulpd	%zmm30, %zmm13, %zmm17
	vmovapd	%zmm21, %zmm18 {%k1}
	vsubpd	%zmm14, %zmm19, %zmm21
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm16, %zmm12, %zmm12
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm16, %zmm21, %zmm21
	vpaddq	%zmm28, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm12, %k1
	vsubpd	%zmm17, %zmm19, %zmm12
	vsubpd	%zmm12, %zmm19, %zmm21
	vsubpd	%zmm17, %zmm21, %zmm17
	vmulpd	%zmm24, %zmm5, %zmm24
	vsubpd	%zmm15, %zmm10, %zmm15
	vsubpd	%zmm23, %zmm9, %zmm21
	vsubpd	%zmm25, %zmm4, %zmm23
	vsubpd	%zmm24, %zmm3, %zmm24
	vsubpd	%zmm22, %zmm0, %zmm25
	vmulpd	%zmm31, %zmm13, %zmm13
	vsubpd	%zmm17, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm29, %zmm11, %zmm26
	vmulpd	%zmm30, %zmm11, %zmm13
	vmovapd	%zmm12, %zmm19 {%k1}
	vsubpd	%zmm26, %zmm15, %zmm12
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm16, %zmm10, %zmm10
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm16, %zmm12, %zmm12
	vpaddq	%zmm28, %zmm12, %zmm12
	vpcmpgtq	%zmm12, %zmm10, %k1
	vsubpd	%zmm13, %zmm15, %zmm10
	vsubpd	%zmm10, %zmm15, %zmm12
	vsubpd	%zmm13, %zmm12, %zmm12
	vmulpd	%zmm29, %zmm8, %zmm27
	vmulpd	%zmm31, %zmm11, %zmm11
	vsubpd	%zmm12, %zmm11, %zmm26 {%k1}
	vmulpd	%zmm29, %zmm7, %zmm12
	vmulpd	%zmm30, %zmm8, %zmm11
	vmovapd	%zmm10, %zmm15 {%k1}
	vsubpd	%zmm27, %zmm21, %zmm10
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm16, %zmm9, %zmm9
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm16, %zmm10, %zmm10
	vpaddq	%zmm28, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm9, %k1
	vsubpd	%zmm11, %zmm21, %zmm10
	vsubpd	%zmm10, %zmm21, %zmm9
	vsubpd	%zmm11, %zmm9, %zmm11
	vmulpd	%zmm29, %zmm5, %zmm9
	vmulpd	%zmm31, %zmm8, %zmm8
	vsubpd	%zmm11, %zmm8, %zmm27 {%k1}
	vmulpd	%zmm29, %zmm6, %zmm8
	vmulpd	%zmm30, %zmm7, %zmm11
	vmovapd	%zmm10, %zmm21 {%k1}
	vsubpd	%zmm12, %zmm23, %zmm10
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm16, %zmm4, %zmm4
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm16, %zmm10, %zmm10
	vpaddq	%zmm28, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm4, %k1
	vsubpd	%zmm11, %zmm23, %zmm4
	vsubpd	%zmm4, %zmm23, %zmm10
	vsubpd	%zmm11, %zmm10, %zmm10
	vmulpd	%zmm30, %zmm5, %zmm11
	vmulpd	%zmm31, %zmm7, %zmm7
	vsubpd	%zmm10, %zmm7, %zmm12 {%k1}
	vmulpd	%zmm30, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm25, %zmm10
	vmovapd	%zmm4, %zmm23 {%k1}
	vsubpd	%zmm9, %zmm24, %zmm4
	vpsrlq	$52, %zmm3, %zmm3
	vpandq	%zmm16, %zmm3, %zmm3
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm16, %zmm4, %zmm4
	vpaddq	%zmm28, %zmm4, %zmm4
	vpcmpgtq	%zmm4, %zmm3, %k1
	vsubpd	%zmm11, %zmm24, %zmm3
	vmulpd	%zmm31, %zmm6, %zmm4
	vmulpd	%zmm31, %zmm5, %zmm5
	vsubpd	%zmm10, %zmm25, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm3, %zmm24, %zmm7
	vsubpd	%zmm11, %zmm7, %zmm7
	vsubpd	%zmm8, %zmm25, %zmm11
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm16, %zmm0, %zmm0
	vpsrlq	$52, %zmm11, %zmm11
	vpandq	%zmm16, %zmm11, %zmm11
	vpaddq	%zmm28, %zmm11, %zmm11
	vmovapd	%zmm3, %zmm24 {%k1}
	vsubpd	%zmm7, %zmm5, %zmm9 {%k1}
	vpcmpgtq	%zmm11, %zmm0, %k1
	vmovapd	%zmm10, %zmm25 {%k1}
	vsubpd	%zmm6, %zmm4, %zmm8 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm16
	vsubpd	%zmm1, %zmm2, %zmm22
	vsubpd	%zmm26, %zmm15, %zmm17
	vsubpd	%zmm14, %zmm19, %zmm28
	vsubpd	%zmm12, %zmm23, %zmm7
	vsubpd	%zmm27, %zmm21, %zmm11
	vsubpd	%zmm8, %zmm25, %zmm29
	vsubpd	%zmm9, %zmm24, %zmm13
	vsubpd	%zmm22, %zmm2, %zmm0
	vmovupd	%zmm22, 144(%rsp)
	vsubpd	%zmm16, %zmm18, %zmm2
	vmovupd	%zmm16, 1056(%rsp)
	vsubpd	%zmm28, %zmm19, %zmm3
	vmovupd	%zmm28, 208(%rsp)
	vsubpd	%zmm17, %zmm15, %zmm4
	vmovupd	%zmm17, 800(%rsp)
	vsubpd	%zmm11, %zmm21, %zmm5
	vmovapd	%zmm11, %zmm18
	vsubpd	%zmm7, %zmm23, %zmm6
	vmovapd	%zmm7, %zmm21
	vsubpd	%zmm13, %zmm24, %zmm7
	vsubpd	%zmm29, %zmm25, %zmm15
	vsubpd	%zmm20, %zmm2, %zmm2
	vmovupd	%zmm2, 512(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm30
	vsubpd	%zmm26, %zmm4, %zmm0
	vmovupd	%zmm0, 576(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 640(%rsp)
	vsubpd	%zmm12, %zmm6, %zmm0
	vmovupd	%zmm0, 448(%rsp)
	vsubpd	%zmm27, %zmm5, %zmm0
	vmovupd	%zmm0, 320(%rsp)
	vsubpd	%zmm8, %zmm15, %zmm0
	vmovupd	%zmm0, 864(%rsp)
	vsubpd	%zmm9, %zmm7, %zmm0
	vmovupd	%zmm0, 384(%rsp)
	vmulpd	%zmm16, %zmm16, %zmm26
	vmulpd	%zmm22, %zmm22, %zmm8
	vmulpd	%zmm17, %zmm17, %zmm14
	vmulpd	%zmm8, %zmm8, %zmm10
	vmovupd	%zmm10, 2704(%rsp)
	vmulpd	%zmm26, %zmm26, %zmm4
	vmovupd	%zmm4, 1712(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm2
	vmulpd	%zmm2, %zmm26, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm3
	vaddpd	%zmm3, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm6
	vmulpd	%zmm6, %zmm26, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm7
	vsubpd	%zmm1, %zmm7, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm11
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm4, %zmm4, %zmm4
	vmulpd	%zmm1, %zmm4, %zmm1
	vmulpd	%zmm6, %zmm8, %zmm4
	vsubpd	%zmm4, %zmm7, %zmm4
	vmulpd	%zmm4, %zmm8, %zmm4
	vaddpd	%zmm11, %zmm4, %zmm4
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 2384(%rsp)
	vmulpd	%zmm10, %zmm10, %zmm0
	vmulpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm2, %zmm8, %zmm1
	vaddpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm8, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm8, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm19
	vmulpd	%zmm6, %zmm14, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm14, %zmm0
	vaddpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm14, %zmm14, %zmm1
	vmovupd	%zmm1, 1264(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm2, %zmm14, %zmm1
	vaddpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm14, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm14, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1648(%rsp)
	vmulpd	%zmm28, %zmm28, %zmm24
	vmulpd	%zmm6, %zmm24, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vaddpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm24, %zmm1
	vmovupd	%zmm1, 2576(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm2, %zmm24, %zmm1
	vaddpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm23
	vmulpd	%zmm21, %zmm21, %zmm20
	vmovapd	%zmm21, %zmm25
	vmovupd	%zmm21, 992(%rsp)
	vmulpd	%zmm6, %zmm20, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm20, %zmm0
	vaddpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm20, %zmm20, %zmm1
	vmovupd	%zmm1, 1392(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm4
	vmulpd	%zmm0, %zmm4, %zmm0
	vmulpd	%zmm2, %zmm20, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm20, %zmm4
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm20, %zmm4
	vaddpd	%zmm0, %zmm4, %zmm0
	vmovupd	%zmm0, 1584(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm27
	vmovapd	%zmm18, %zmm16
	vmovupd	%zmm18, 4448(%rsp)
	vmulpd	%zmm6, %zmm27, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vaddpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm27, %zmm1
	vmovupd	%zmm1, 2512(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm4
	vmulpd	%zmm0, %zmm4, %zmm0
	vmulpd	%zmm2, %zmm27, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm27, %zmm4
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm27, %zmm4
	vaddpd	%zmm0, %zmm4, %zmm0
	vmovupd	%zmm0, 1520(%rsp)
	vmulpd	%zmm29, %zmm29, %zmm21
	vmovapd	%zmm29, %zmm10
	vmovupd	%zmm29, 4384(%rsp)
	vmulpd	%zmm6, %zmm21, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm21, %zmm0
	vaddpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm21, %zmm21, %zmm1
	vmovupd	%zmm1, 2640(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm4
	vmulpd	%zmm0, %zmm4, %zmm0
	vmulpd	%zmm2, %zmm21, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm21, %zmm4
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm21, %zmm4
	vaddpd	%zmm0, %zmm4, %zmm0
	vmovupd	%zmm0, 1456(%rsp)
	vmovapd	%zmm13, %zmm9
	vmovupd	%zmm13, 4512(%rsp)
	vmulpd	%zmm13, %zmm13, %zmm31
	vmulpd	%zmm6, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 4576(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm17
	vmulpd	%zmm0, %zmm17, %zmm0
	vmulpd	%zmm2, %zmm31, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm31, %zmm17
	vaddpd	%zmm5, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm31, %zmm17
	vaddpd	%zmm0, %zmm17, %zmm0
	vmovupd	%zmm0, 2320(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm1
	vmulpd	%zmm1, %zmm26, %zmm17
	vbroadcastsd	.LCPI0_44(%rip), %zmm18
	vsubpd	%zmm17, %zmm18, %zmm13
	vsubpd	%zmm13, %zmm18, %zmm12
	vsubpd	%zmm17, %zmm12, %zmm12
	vmovupd	%zmm8, 928(%rsp)
	vmulpd	%zmm1, %zmm8, %zmm0
	vsubpd	%zmm0, %zmm18, %zmm17
	vsubpd	%zmm17, %zmm18, %zmm15
	vsubpd	%zmm0, %zmm15, %zmm7
	vmovapd	%zmm14, %zmm0
	vmovupd	%zmm14, 4320(%rsp)
	vmulpd	%zmm1, %zmm14, %zmm15
	vsubpd	%zmm15, %zmm18, %zmm6
	vsubpd	%zmm6, %zmm18, %zmm11
	vsubpd	%zmm15, %zmm11, %zmm11
	vmulpd	%zmm1, %zmm24, %zmm15
	vsubpd	%zmm15, %zmm18, %zmm5
	vsubpd	%zmm5, %zmm18, %zmm14
	vsubpd	%zmm15, %zmm14, %zmm14
	vmulpd	%zmm1, %zmm20, %zmm15
	vsubpd	%zmm15, %zmm18, %zmm4
	vsubpd	%zmm4, %zmm18, %zmm22
	vsubpd	%zmm15, %zmm22, %zmm15
	vmulpd	%zmm1, %zmm27, %zmm22
	vsubpd	%zmm22, %zmm18, %zmm3
	vsubpd	%zmm3, %zmm18, %zmm29
	vsubpd	%zmm22, %zmm29, %zmm22
	vmulpd	%zmm1, %zmm21, %zmm29
	vsubpd	%zmm29, %zmm18, %zmm2
	vsubpd	%zmm2, %zmm18, %zmm28
	vsubpd	%zmm29, %zmm28, %zmm28
	vmulpd	%zmm1, %zmm31, %zmm29
	vsubpd	%zmm29, %zmm18, %zmm1
	vsubpd	%zmm1, %zmm18, %zmm18
	vsubpd	%zmm29, %zmm18, %zmm18
	vmulpd	%zmm19, %zmm8, %zmm19
	vmovupd	%zmm30, 4192(%rsp)
	vmulpd	144(%rsp), %zmm30, %zmm29
	vsubpd	%zmm29, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm7, %zmm7
	vmulpd	2384(%rsp), %zmm26, %zmm19
	vmovupd	1056(%rsp), %zmm8
	vmulpd	512(%rsp), %zmm8, %zmm29
	vsubpd	%zmm29, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm12, %zmm12
	vmulpd	%zmm23, %zmm24, %zmm19
	vmovupd	208(%rsp), %zmm23
	vmulpd	640(%rsp), %zmm23, %zmm23
	vsubpd	%zmm23, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm14, %zmm14
	vmulpd	1648(%rsp), %zmm0, %zmm19
	vmovupd	800(%rsp), %zmm29
	vmulpd	576(%rsp), %zmm29, %zmm23
	vsubpd	%zmm23, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm11, %zmm19
	vmulpd	1520(%rsp), %zmm27, %zmm11
	vmulpd	320(%rsp), %zmm16, %zmm23
	vsubpd	%zmm23, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm22, %zmm22
	vmulpd	1584(%rsp), %zmm20, %zmm11
	vmulpd	448(%rsp), %zmm25, %zmm23
	vsubpd	%zmm23, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm15, %zmm15
	vmulpd	2320(%rsp), %zmm31, %zmm11
	vmulpd	384(%rsp), %zmm9, %zmm23
	vsubpd	%zmm23, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm18, %zmm18
	vmulpd	1456(%rsp), %zmm21, %zmm11
	vmulpd	864(%rsp), %zmm10, %zmm23
	vsubpd	%zmm23, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm28, %zmm25
	vaddpd	%zmm12, %zmm13, %zmm0
	vmovupd	%zmm0, 1520(%rsp)
	vaddpd	%zmm7, %zmm17, %zmm0
	vmovupd	%zmm0, 1456(%rsp)
	vaddpd	%zmm19, %zmm6, %zmm0
	vmovupd	%zmm0, 1584(%rsp)
	vaddpd	%zmm14, %zmm5, %zmm0
	vmovupd	%zmm0, 4640(%rsp)
	vaddpd	%zmm15, %zmm4, %zmm0
	vmovupd	%zmm0, 1648(%rsp)
	vaddpd	%zmm22, %zmm3, %zmm0
	vmovupd	%zmm0, 3616(%rsp)
	vaddpd	%zmm25, %zmm2, %zmm0
	vmovupd	%zmm0, 2384(%rsp)
	vaddpd	%zmm18, %zmm1, %zmm0
	vmovupd	%zmm0, 2320(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm14
	vmovupd	928(%rsp), %zmm10
	vmulpd	%zmm14, %zmm10, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm22
	vaddpd	%zmm22, %zmm0, %zmm0
	vmulpd	2704(%rsp), %zmm10, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm15
	vmulpd	%zmm15, %zmm10, %zmm2
	vbroadcastsd	.LCPI0_46(%rip), %zmm17
	vaddpd	%zmm17, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm10, %zmm2
	vbroadcastsd	.LCPI0_47(%rip), %zmm18
	vaddpd	%zmm18, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm14, %zmm26, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm2
	vmulpd	1712(%rsp), %zmm26, %zmm3
	vmulpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm15, %zmm26, %zmm3
	vaddpd	%zmm17, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm26, %zmm3
	vmovupd	%zmm26, 4256(%rsp)
	vaddpd	%zmm18, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm2, %zmm12
	vmulpd	%zmm14, %zmm24, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm2
	vmulpd	2576(%rsp), %zmm24, %zmm3
	vmulpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm15, %zmm24, %zmm3
	vaddpd	%zmm17, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm24, %zmm3
	vaddpd	%zmm18, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm2, %zmm2
	vmovupd	4320(%rsp), %zmm1
	vmulpd	%zmm14, %zmm1, %zmm3
	vaddpd	%zmm22, %zmm3, %zmm3
	vmulpd	1264(%rsp), %zmm1, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm15, %zmm1, %zmm4
	vaddpd	%zmm17, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm1, %zmm4
	vaddpd	%zmm18, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm14, %zmm27, %zmm4
	vaddpd	%zmm22, %zmm4, %zmm4
	vmulpd	2512(%rsp), %zmm27, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm15, %zmm27, %zmm5
	vaddpd	%zmm17, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm27, %zmm5
	vaddpd	%zmm18, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm14, %zmm20, %zmm5
	vaddpd	%zmm22, %zmm5, %zmm5
	vmulpd	1392(%rsp), %zmm20, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm15, %zmm20, %zmm6
	vaddpd	%zmm17, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm20, %zmm6
	vaddpd	%zmm18, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm14, %zmm31, %zmm6
	vaddpd	%zmm22, %zmm6, %zmm6
	vmulpd	4576(%rsp), %zmm31, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm15, %zmm31, %zmm7
	vaddpd	%zmm17, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm31, %zmm7
	vaddpd	%zmm18, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm14, %zmm21, %zmm7
	vaddpd	%zmm22, %zmm7, %zmm7
	vmulpd	2640(%rsp), %zmm21, %zmm14
	vmulpd	%zmm7, %zmm14, %zmm7
	vmulpd	%zmm15, %zmm21, %zmm14
	vaddpd	%zmm17, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm21, %zmm14
	vaddpd	%zmm18, %zmm14, %zmm14
	vaddpd	%zmm14, %zmm7, %zmm7
	vmulpd	%zmm26, %zmm8, %zmm8
	vmovupd	%zmm8, 1712(%rsp)
	vmulpd	%zmm12, %zmm8, %zmm12
	vbroadcastsd	.LCPI0_10(%rip), %zmm13
	vmovupd	512(%rsp), %zmm14
	vmulpd	%zmm13, %zmm14, %zmm15
	vsubpd	%zmm12, %zmm15, %zmm9
	vmulpd	144(%rsp), %zmm10, %zmm19
	vmulpd	%zmm0, %zmm19, %zmm0
	vmulpd	%zmm13, %zmm30, %zmm16
	vsubpd	%zmm0, %zmm16, %zmm0
	vmovupd	%zmm0, 1264(%rsp)
	vmulpd	%zmm1, %zmm29, %zmm16
	vmovapd	%zmm1, %zmm26
	vmulpd	%zmm3, %zmm16, %zmm3
	vmovupd	576(%rsp), %zmm11
	vmulpd	%zmm13, %zmm11, %zmm17
	vsubpd	%zmm3, %zmm17, %zmm23
	vmulpd	208(%rsp), %zmm24, %zmm17
	vmulpd	%zmm2, %zmm17, %zmm2
	vmovupd	640(%rsp), %zmm10
	vmulpd	%zmm13, %zmm10, %zmm18
	vsubpd	%zmm2, %zmm18, %zmm15
	vmulpd	992(%rsp), %zmm20, %zmm18
	vmulpd	%zmm5, %zmm18, %zmm5
	vmovupd	448(%rsp), %zmm8
	vmulpd	%zmm13, %zmm8, %zmm22
	vsubpd	%zmm5, %zmm22, %zmm5
	vmovupd	4448(%rsp), %zmm25
	vmulpd	%zmm27, %zmm25, %zmm22
	vmulpd	%zmm4, %zmm22, %zmm4
	vmovupd	320(%rsp), %zmm2
	vmulpd	%zmm13, %zmm2, %zmm28
	vmovapd	%zmm13, %zmm3
	vsubpd	%zmm4, %zmm28, %zmm4
	vmovupd	4384(%rsp), %zmm13
	vmulpd	%zmm21, %zmm13, %zmm28
	vmulpd	%zmm7, %zmm28, %zmm7
	vmovupd	864(%rsp), %zmm1
	vmulpd	%zmm3, %zmm1, %zmm29
	vsubpd	%zmm7, %zmm29, %zmm7
	vmovupd	4512(%rsp), %zmm12
	vmulpd	%zmm31, %zmm12, %zmm29
	vmulpd	%zmm6, %zmm29, %zmm6
	vmovupd	384(%rsp), %zmm0
	vmulpd	%zmm3, %zmm0, %zmm30
	vsubpd	%zmm6, %zmm30, %zmm6
	vmulpd	4256(%rsp), %zmm9, %zmm9
	vmovupd	1264(%rsp), %zmm3
	vmulpd	928(%rsp), %zmm3, %zmm30
	vmulpd	%zmm23, %zmm26, %zmm3
	vmulpd	%zmm15, %zmm24, %zmm15
	vmulpd	%zmm5, %zmm20, %zmm23
	vmulpd	%zmm4, %zmm27, %zmm4
	vmulpd	%zmm7, %zmm21, %zmm5
	vmulpd	%zmm6, %zmm31, %zmm6
	vsubpd	4192(%rsp), %zmm30, %zmm20
	vsubpd	%zmm14, %zmm9, %zmm7
	vsubpd	%zmm10, %zmm15, %zmm10
	vsubpd	%zmm11, %zmm3, %zmm3
	vsubpd	%zmm2, %zmm4, %zmm4
	vsubpd	%zmm8, %zmm23, %zmm11
	vsubpd	%zmm0, %zmm6, %zmm6
	vsubpd	%zmm1, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_50(%rip), %zmm9
	vmulpd	%zmm9, %zmm19, %zmm8
	vaddpd	%zmm8, %zmm20, %zmm0
	vmulpd	1712(%rsp), %zmm9, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	%zmm9, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm2
	vmulpd	%zmm9, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm9, %zmm22, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm9, %zmm18, %zmm8
	vaddpd	%zmm8, %zmm11, %zmm1
	vmulpd	%zmm9, %zmm29, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm9, %zmm28, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmovupd	144(%rsp), %zmm8
	vsubpd	%zmm0, %zmm8, %zmm23
	vmovupd	1056(%rsp), %zmm0
	vsubpd	%zmm7, %zmm0, %zmm22
	vmovupd	208(%rsp), %zmm0
	vsubpd	%zmm2, %zmm0, %zmm21
	vmovupd	800(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm20
	vsubpd	%zmm4, %zmm25, %zmm10
	vmovupd	992(%rsp), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm14
	vsubpd	%zmm6, %zmm12, %zmm19
	vsubpd	%zmm5, %zmm13, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm8
	vmovupd	1456(%rsp), %zmm15
	vxorpd	%zmm8, %zmm15, %zmm7
	vmovupd	1520(%rsp), %zmm18
	vxorpd	%zmm8, %zmm18, %zmm6
	vmovupd	4640(%rsp), %zmm12
	vxorpd	%zmm8, %zmm12, %zmm5
	vmovupd	1584(%rsp), %zmm16
	vxorpd	%zmm8, %zmm16, %zmm4
	vmovupd	3616(%rsp), %zmm13
	vxorpd	%zmm8, %zmm13, %zmm3
	vmovupd	1648(%rsp), %zmm24
	vxorpd	%zmm8, %zmm24, %zmm2
	vmovupd	2320(%rsp), %zmm26
	vxorpd	%zmm8, %zmm26, %zmm1
	vmovupd	2384(%rsp), %zmm25
	vxorpd	%zmm8, %zmm25, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm9
	vmovdqu64	1776(%rsp), %zmm17
	vptestnmq	%zmm9, %zmm17, %k1
	vmovapd	%zmm18, %zmm6 {%k1}
	vxorpd	%zmm8, %zmm22, %zmm22 {%k1}
	vmovdqu64	1840(%rsp), %zmm18
	vptestnmq	%zmm9, %zmm18, %k1
	vmovapd	%zmm15, %zmm7 {%k1}
	vxorpd	%zmm8, %zmm23, %zmm23 {%k1}
	vmovdqu64	1904(%rsp), %zmm15
	vptestnmq	%zmm9, %zmm15, %k1
	vmovapd	%zmm16, %zmm4 {%k1}
	vxorpd	%zmm8, %zmm20, %zmm20 {%k1}
	vmovdqu64	1968(%rsp), %zmm16
	vptestnmq	%zmm9, %zmm16, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vxorpd	%zmm8, %zmm21, %zmm21 {%k1}
	vmovdqu64	2032(%rsp), %zmm12
	vptestnmq	%zmm9, %zmm12, %k1
	vmovapd	%zmm24, %zmm2 {%k1}
	vxorpd	%zmm8, %zmm14, %zmm14 {%k1}
	vmovapd	%zmm14, %zmm24
	vmovdqu64	2096(%rsp), %zmm14
	vptestnmq	%zmm9, %zmm14, %k1
	vmovapd	%zmm13, %zmm3 {%k1}
	vmovapd	%zmm10, %zmm13
	vxorpd	%zmm8, %zmm10, %zmm13 {%k1}
	vmovdqu64	1328(%rsp), %zmm10
	vptestnmq	%zmm9, %zmm10, %k1
	vmovapd	%zmm25, %zmm0 {%k1}
	vxorpd	%zmm8, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	1120(%rsp), %zmm11
	vptestnmq	%zmm9, %zmm11, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm8, %zmm19, %zmm19 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm8
	vptestnmq	%zmm8, %zmm18, %k1
	vmovapd	%zmm7, %zmm23 {%k1}
	vmovupd	%zmm23, 384(%rsp)
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm6, %zmm22 {%k1}
	vmovupd	%zmm22, 320(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm5, %zmm21 {%k1}
	vmovupd	%zmm21, 640(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm4, %zmm20 {%k1}
	vmovupd	%zmm20, 576(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm3, %zmm13 {%k1}
	vmovupd	%zmm13, 448(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm2, %zmm24 {%k1}
	vmovupd	%zmm24, 512(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm1, %zmm19 {%k1}
	vmovupd	%zmm19, 864(%rsp)
	vptestnmq	%zmm8, %zmm10, %k1
	vmovapd	%zmm0, %zmm25 {%k1}
	vmovupd	%zmm25, 800(%rsp)
	vcvtudq2pd	-192(%rbp,%r14), %zmm0
	vcvtudq2pd	-160(%rbp,%r14), %zmm1
	vcvtudq2pd	-128(%rbp,%r14), %zmm2
	vcvtudq2pd	-96(%rbp,%r14), %zmm3
	vcvtudq2pd	-64(%rbp,%r14), %zmm4
	vcvtudq2pd	-32(%rbp,%r14), %zmm5
	vcvtudq2pd	(%rbp,%r14), %zmm6
	vcvtudq2pd	32(%rbp,%r14), %zmm7
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
	vpsrlq	$32, %zmm6, %zmm18
	vpbroadcastq	.LCPI0_12(%rip), %zmm15
	vpaddq	%zmm15, %zmm9, %zmm9
	vmovdqu64	%zmm9, 1968(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 2032(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 2096(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1328(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1120(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 928(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 992(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 1056(%rsp)
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
	vpbroadcastq	.LCPI0_16(%rip), %zmm22
	vpaddq	%zmm22, %zmm9, %zmm1
	vpaddq	%zmm22, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_17(%rip), %zmm23
	vaddpd	%zmm23, %zmm2, %zmm4
	vaddpd	%zmm23, %zmm1, %zmm3
	vmovupd	%zmm3, 144(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm1
	vmovupd	%zmm4, 208(%rsp)
	vaddpd	%zmm9, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 1840(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1904(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm28
	vmulpd	%zmm2, %zmm2, %zmm27
	vmulpd	%zmm27, %zmm27, %zmm1
	vmulpd	%zmm28, %zmm28, %zmm2
	vbroadcastsd	.LCPI0_19(%rip), %zmm5
	vmulpd	%zmm5, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_20(%rip), %zmm6
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_21(%rip), %zmm7
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vmovupd	%zmm3, 1712(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm12
	vmulpd	%zmm12, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2704(%rsp)
	vmulpd	%zmm5, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 1392(%rsp)
	vmulpd	%zmm12, %zmm1, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2576(%rsp)
	vpaddq	%zmm22, %zmm11, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm30
	vaddpd	%zmm9, %zmm30, %zmm1
	vdivpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm1, 1776(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm5, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2512(%rsp)
	vmulpd	%zmm12, %zmm1, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2384(%rsp)
	vpaddq	%zmm22, %zmm20, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm19
	vaddpd	%zmm9, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 1264(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm5, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1648(%rsp)
	vmulpd	%zmm12, %zmm1, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1584(%rsp)
	vpaddq	%zmm22, %zmm0, %zmm0
	vaddpd	%zmm23, %zmm0, %zmm20
	vaddpd	%zmm9, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 2640(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm5, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1456(%rsp)
	vmulpd	%zmm12, %zmm1, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm31
	vpaddq	%zmm22, %zmm21, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm21
	vaddpd	%zmm9, %zmm21, %zmm1
	vdivpd	%zmm1, %zmm21, %zmm25
	vmulpd	%zmm25, %zmm25, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm1
	vmulpd	%zmm5, %zmm1, %zmm17
	vaddpd	%zmm6, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm1, %zmm17
	vaddpd	%zmm7, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm1, %zmm17
	vmulpd	%zmm12, %zmm1, %zmm29
	vaddpd	%zmm4, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm1, %zmm29
	vaddpd	%zmm8, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm1, %zmm29
	vpaddq	%zmm22, %zmm24, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm24
	vaddpd	%zmm9, %zmm24, %zmm1
	vdivpd	%zmm1, %zmm24, %zmm18
	vmulpd	%zmm18, %zmm18, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm0
	vmulpd	%zmm5, %zmm0, %zmm16
	vaddpd	%zmm6, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm16
	vaddpd	%zmm7, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm16
	vmulpd	%zmm12, %zmm0, %zmm15
	vaddpd	%zmm4, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm0, %zmm15
	vaddpd	%zmm8, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm0, %zmm10
	vpaddq	%zmm22, %zmm26, %zmm15
	vaddpd	%zmm23, %zmm15, %zmm26
	vaddpd	%zmm9, %zmm26, %zmm15
	vdivpd	%zmm15, %zmm26, %zmm15
	vmulpd	%zmm15, %zmm15, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm5, %zmm0, %zmm23
	vaddpd	%zmm6, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vaddpd	%zmm7, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vmulpd	%zmm12, %zmm0, %zmm22
	vaddpd	%zmm4, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm22
	vaddpd	%zmm8, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_25(%rip), %zmm6
	vaddpd	2704(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	1712(%rsp), %zmm22, %zmm22
	vaddpd	2576(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	1392(%rsp), %zmm27, %zmm27
	vaddpd	2384(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2512(%rsp), %zmm9, %zmm9
	vaddpd	1584(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	1648(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm31, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	1456(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	208(%rsp), %zmm2
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	1840(%rsp), %zmm2, %zmm13
	vmovupd	144(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1904(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	1264(%rsp), %zmm7, %zmm7
	vmovupd	%zmm30, 1520(%rsp)
	vmulpd	%zmm6, %zmm30, %zmm16
	vmulpd	%zmm16, %zmm30, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	1776(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2640(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm18, %zmm6
	vpsrlq	$20, 1968(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm10
	vpaddq	%zmm10, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm12
	vmulpd	%zmm12, %zmm11, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm13
	vpsrlq	$20, 2032(%rsp), %zmm23
	vpaddq	%zmm10, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm12, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 2096(%rsp), %zmm25
	vpaddq	%zmm10, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm12, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1328(%rsp), %zmm27
	vpaddq	%zmm10, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm12, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1120(%rsp), %zmm28
	vpaddq	%zmm10, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm12, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 928(%rsp), %zmm29
	vpaddq	%zmm10, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm12, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 992(%rsp), %zmm30
	vpaddq	%zmm10, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm12, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 1056(%rsp), %zmm31
	vpaddq	%zmm10, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm12, %zmm31, %zmm12
	vaddpd	%zmm6, %zmm12, %zmm6
	vsubpd	%zmm0, %zmm13, %zmm0
	vsubpd	%zmm2, %zmm14, %zmm2
	vsubpd	%zmm4, %zmm7, %zmm4
	vsubpd	%zmm16, %zmm9, %zmm7
	vsubpd	%zmm17, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm22, %zmm1, %zmm1
	vsubpd	%zmm15, %zmm6, %zmm6
	vaddpd	144(%rsp), %zmm2, %zmm2
	vaddpd	208(%rsp), %zmm0, %zmm0
	vaddpd	1520(%rsp), %zmm7, %zmm7
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
	vmulpd	384(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	320(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	640(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	576(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	448(%rsp), %zmm3, %zmm3
	vmulpd	512(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	864(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	800(%rsp), %zmm6, %zmm6
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
	vmovupd	%zmm0, -192(%rbp,%r14)
	vmovupd	%zmm2, -128(%rbp,%r14)
	vmovupd	%zmm3, -64(%rbp,%r14)
	vmovupd	%zmm1, (%rbp,%r14)
	addq	$256, %r14
	cmpq	%r14, %rax
	jne	.LBB0_144
	movq	-120(%rsp), %r15
	movq	-80(%rsp), %r12
	cmpq	%r12, %r15
	movq	-40(%rsp), %rsi
	movq	-72(%rsp), %r13
	movabsq	$4604544269498187776, %rbp
	movabsq	$4503595332403200, %r9
	vpbroadcastq	.LCPI0_5(%rip), %zmm28
	vpbroadcastq	.LCPI0_6(%rip), %zmm29
	vmovsd	.LCPI0_10(%rip), %xmm9
	vmovsd	.LCPI0_11(%rip), %xmm23
	vmovsd	.LCPI0_17(%rip), %xmm30
	vmovsd	.LCPI0_18(%rip), %xmm24
	vmovsd	.LCPI0_22(%rip), %xmm25
	vmovsd	.LCPI0_23(%rip), %xmm7
	vmovddup	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_34(%rip), %xmm31
	vmovsd	.LCPI0_35(%rip), %xmm27
	vmovsd	.LCPI0_39(%rip), %xmm11
	vmovsd	.LCPI0_40(%rip), %xmm12
	vmovsd	.LCPI0_56(%rip), %xmm13
	vmovsd	.LCPI0_42(%rip), %xmm14
	vmovsd	.LCPI0_43(%rip), %xmm15
	vmovsd	.LCPI0_45(%rip), %xmm17
	vmovsd	.LCPI0_46(%rip), %xmm18
	vmovsd	.LCPI0_47(%rip), %xmm19
	vmovsd	.LCPI0_48(%rip), %xmm20
	vmovsd	.LCPI0_49(%rip), %xmm21
	vmovsd	.LCPI0_50(%rip), %xmm16
	je	.LBB0_152
	movq	%r12, %rax
	testb	$56, %r15b
	je	.LBB0_150
	movq	-56(%rsp), %rax
	movq	128(%rsp), %r8
	leaq	(%r8,%rax), %rcx
	xorl	%edi, %edi
	movq	40(%rsp), %rax
	vbroadcastsd	.LCPI0_10(%rip), %zmm10
	vpbroadcastq	.LCPI0_37(%rip), %zmm15
	vbroadcastsd	.LCPI0_38(%rip), %zmm16
	vbroadcastsd	.LCPI0_39(%rip), %zmm17
	vbroadcastsd	.LCPI0_40(%rip), %zmm18
	vbroadcastsd	.LCPI0_42(%rip), %zmm19
	vbroadcastsd	.LCPI0_43(%rip), %zmm21
	vbroadcastsd	.LCPI0_44(%rip), %zmm11
	vbroadcastsd	.LCPI0_45(%rip), %zmm26
	vbroadcastsd	.LCPI0_46(%rip), %zmm27
	vbroadcastsd	.LCPI0_47(%rip), %zmm25
	vbroadcastsd	.LCPI0_48(%rip), %zmm22
	vbroadcastsd	.LCPI0_49(%rip), %zmm23
	vbroadcastsd	.LCPI0_50(%rip), %zmm24
	vbroadcastsd	.LCPI0_51(%rip), %zmm20
	vpbroadcastq	.LCPI0_52(%rip), %zmm30
	vpbroadcastq	.LCPI0_53(%rip), %zmm12
	vpbroadcastq	.LCPI0_15(%rip), %zmm31
	vbroadcastsd	.LCPI0_55(%rip), %zmm13
	vbroadcastsd	.LCPI0_56(%rip), %zmm14
	.p2align	4
.LBB0_148:
	vcvtudq2pd	(%rcx,%rdi,4), %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_11(%rip), %zmm2
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtudq2pd	(%r8,%rdi,4), %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm1, %zmm1
	vpsrlq	$32, %zmm0, %zmm2
	vpaddq	.LCPI0_12(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$20, %zmm2, %zmm3
	vpaddq	.LCPI0_13(%rip){1to8}, %zmm3, %zmm3
	vpsllq	$32, %zmm2, %zmm2
	vpandq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm2
	vpternlogq	$248, %zmm31, %zmm0, %zmm2
	vpaddq	.LCPI0_16(%rip){1to8}, %zmm2, %zmm0
	vaddpd	.LCPI0_17(%rip){1to8}, %zmm0, %zmm0
	vaddpd	.LCPI0_18(%rip){1to8}, %zmm0, %zmm2
	vdivpd	%zmm2, %zmm0, %zmm2
	vmulpd	%zmm10, %zmm0, %zmm4
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
	vmulpd	%zmm13, %zmm3, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm4
	vmulpd	.LCPI0_34(%rip){1to8}, %zmm3, %zmm5
	vmulpd	.LCPI0_35(%rip){1to8}, %zmm3, %zmm6
	vsubpd	%zmm6, %zmm4, %zmm7
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm4, %zmm8
	vsubpd	%zmm6, %zmm8, %zmm6
	vsubpd	%zmm5, %zmm4, %zmm8
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm15, %zmm2, %zmm2
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm15, %zmm8, %zmm8
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm2, %k1
	vmovapd	%zmm7, %zmm4 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm5 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm3
	vsubpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm16, %zmm4, %zmm6
	vaddpd	%zmm17, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm18, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm14, %zmm4, %zmm7
	vaddpd	%zmm19, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm21, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm10, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm11, %zmm8
	vsubpd	%zmm8, %zmm11, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm26, %zmm4, %zmm7
	vaddpd	%zmm27, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm25, %zmm7, %zmm7
	vmulpd	%zmm22, %zmm4, %zmm8
	vaddpd	%zmm23, %zmm8, %zmm8
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm7
	vmulpd	%zmm10, %zmm3, %zmm8
	vmulpd	%zmm5, %zmm7, %zmm5
	vsubpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm24, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm2, %zmm2
	vptestnmq	%zmm30, %zmm1, %k1
	vptestnmq	%zmm12, %zmm1, %k2
	vxorpd	%zmm20, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm20, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_28(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovupd	%ymm0, (%rcx,%rdi,4)
	addq	$8, %rdi
	cmpq	%rdi, %rax
	jne	.LBB0_148
	movq	%r13, %rax
	cmpq	%r13, %r15
	movabsq	$4503595332403200, %r9
	vmovsd	.LCPI0_10(%rip), %xmm9
	vmovsd	.LCPI0_11(%rip), %xmm23
	vmovsd	.LCPI0_17(%rip), %xmm30
	vmovsd	.LCPI0_18(%rip), %xmm24
	vmovsd	.LCPI0_22(%rip), %xmm25
	vmovsd	.LCPI0_23(%rip), %xmm7
	vmovddup	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_34(%rip), %xmm31
	vmovsd	.LCPI0_35(%rip), %xmm27
	vmovsd	.LCPI0_39(%rip), %xmm11
	vmovsd	.LCPI0_40(%rip), %xmm12
	vmovsd	.LCPI0_56(%rip), %xmm13
	vmovsd	.LCPI0_42(%rip), %xmm14
	vmovsd	.LCPI0_43(%rip), %xmm15
	vmovsd	.LCPI0_45(%rip), %xmm17
	vmovsd	.LCPI0_46(%rip), %xmm18
	vmovsd	.LCPI0_47(%rip), %xmm19
	vmovsd	.LCPI0_48(%rip), %xmm20
	vmovsd	.LCPI0_49(%rip), %xmm21
	vmovsd	.LCPI0_50(%rip), %xmm16
	je	.LBB0_152
.LBB0_150:
	movq	%r15, %rcx
	subq	%rax, %rcx
	movq	-32(%rsp), %rdi
	leaq	(%rdi,%rax,4), %rdi
	movq	-56(%rsp), %rax
	leaq	(%rdi,%rax), %r8
	xorl	%r10d, %r10d
	.p2align	4
.LBB0_151:
	vxorps	%xmm10, %xmm10, %xmm10
	vcvtusi2sdl	(%r8,%r10,4), %xmm10, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm23, %xmm0, %xmm0
	vxorps	%xmm10, %xmm10, %xmm10
	vcvtusi2sdl	(%rdi,%r10,4), %xmm10, %xmm1
	vaddsd	%xmm1, %xmm9, %xmm1
	vmulsd	%xmm23, %xmm1, %xmm1
	vmovq	%xmm0, %rax
	movl	%eax, %r11d
	shrq	$32, %rax
	addq	$614242, %rax
	movq	%rax, %r14
	shrq	$20, %r14
	addq	$-1023, %r14
	shlq	$32, %rax
	andq	%r9, %rax
	addq	%rbp, %rax
	orq	%rax, %r11
	vmovq	%r11, %xmm0
	vaddsd	%xmm30, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm9, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vaddsd	%xmm24, %xmm0, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmulsd	%xmm25, %xmm5, %xmm6
	vaddsd	%xmm7, %xmm6, %xmm6
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
	vcvtsi2sd	%r14, %xmm10, %xmm5
	vaddsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmulsd	.LCPI0_26(%rip), %xmm5, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	.LCPI0_27(%rip), %xmm5, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm10
	vmulsd	.LCPI0_29(%rip), %xmm1, %xmm1
	vmulsd	.LCPI0_30(%rip), %xmm1, %xmm2
	vaddsd	.LCPI0_31(%rip), %xmm2, %xmm2
	vmovq	%xmm2, %r11
	vaddsd	.LCPI0_32(%rip), %xmm2, %xmm2
	vmulsd	.LCPI0_55(%rip), %xmm2, %xmm3
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm31, %xmm2, %xmm4
	vmulsd	%xmm27, %xmm2, %xmm5
	vsubsd	%xmm5, %xmm3, %xmm6
	vmulsd	.LCPI0_36(%rip), %xmm2, %xmm2
	vmovapd	%xmm7, %xmm26
	vsubsd	%xmm6, %xmm3, %xmm7
	vsubsd	%xmm5, %xmm7, %xmm5
	vsubsd	%xmm5, %xmm2, %xmm2
	vsubsd	%xmm4, %xmm3, %xmm5
	vunpcklpd	%xmm1, %xmm5, %xmm1
	vpsrlq	$52, %xmm1, %xmm1
	vpandq	.LCPI0_37(%rip){1to2}, %xmm1, %xmm1
	vmovq	%xmm1, %rax
	addl	$16, %eax
	vpextrq	$1, %xmm1, %r14
	cmpl	%r14d, %eax
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
	vaddsd	%xmm5, %xmm11, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vaddsd	%xmm5, %xmm12, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm3, %xmm13, %xmm6
	vaddsd	%xmm6, %xmm14, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm6, %xmm15, %xmm6
	vmulsd	%xmm4, %xmm4, %xmm7
	vmulsd	%xmm6, %xmm7, %xmm6
	vaddsd	%xmm6, %xmm5, %xmm5
	vmulsd	%xmm3, %xmm9, %xmm6
	vmovsd	.LCPI0_44(%rip), %xmm0
	vsubsd	%xmm6, %xmm0, %xmm7
	vmovapd	%xmm21, %xmm22
	vmovapd	%xmm20, %xmm21
	vmovapd	%xmm19, %xmm20
	vmovapd	%xmm18, %xmm19
	vmovapd	%xmm17, %xmm18
	vmovapd	%xmm15, %xmm17
	vmovapd	%xmm14, %xmm15
	vmovapd	%xmm13, %xmm14
	vmovapd	%xmm12, %xmm13
	vmovapd	%xmm11, %xmm12
	vmovapd	%xmm27, %xmm11
	vmovapd	%xmm8, %xmm27
	vsubsd	%xmm7, %xmm0, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vmovapd	%xmm27, %xmm8
	vmovapd	%xmm11, %xmm27
	vmovapd	%xmm12, %xmm11
	vmovapd	%xmm13, %xmm12
	vmovapd	%xmm14, %xmm13
	vmovapd	%xmm15, %xmm14
	vmovapd	%xmm17, %xmm15
	vmovapd	%xmm18, %xmm17
	vmovapd	%xmm19, %xmm18
	vmovapd	%xmm20, %xmm19
	vmovapd	%xmm21, %xmm20
	vmovapd	%xmm22, %xmm21
	vaddsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm7, %xmm5
	vmulsd	%xmm17, %xmm3, %xmm6
	vaddsd	%xmm18, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm19, %xmm6, %xmm6
	vmulsd	%xmm20, %xmm3, %xmm7
	vaddsd	%xmm22, %xmm7, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm2, %xmm9, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmovapd	%xmm26, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	%xmm16, %xmm6, %xmm3
	vaddsd	%xmm3, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovddup	.LCPI0_51(%rip), %xmm2
	vxorpd	%xmm2, %xmm5, %xmm3
	testb	$2, %r11b
	sete	%al
	kmovd	%eax, %k1
	vmovsd	%xmm5, %xmm3, %xmm3 {%k1}
	vxorpd	%xmm2, %xmm1, %xmm2
	vmovsd	%xmm2, %xmm1, %xmm1 {%k1}
	kmovd	%r11d, %k1
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vmovsd	.LCPI0_28(%rip), %xmm0
	vmulsd	%xmm0, %xmm10, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%r8,%r10,4)
	incq	%r10
	cmpq	%r10, %rcx
	jne	.LBB0_151
	jmp	.LBB0_152
	.p2align	4
.LBB0_130:
	vmovss	720(%rsp), %xmm20
	vmulss	4(%rsp), %xmm20, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorpd	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	movl	712(%rsp), %eax
	kmovd	%eax, %k1
	vmovaps	2160(%rsp), %xmm1
	vmovss	%xmm1, %xmm0, %xmm0 {%k1}
	movq	16(%rsp), %rcx
	movq	-112(%rsp), %rsi
	movq	96(%rsp), %rdi
	movq	280(%rsp), %r8
	xorl	%r10d, %r10d
	vmovaps	1184(%rsp), %xmm7
	movq	2304(%rsp), %r14
	vmovaps	.LCPI0_66(%rip), %xmm11
	vmovaps	.LCPI0_67(%rip), %xmm12
	movq	-56(%rsp), %r9
	jmp	.LBB0_131
	.p2align	4
.LBB0_169:
	incq	%r10
	movq	-8(%rsp), %rax
	addq	%rax, %r8
	addq	%r9, %rdi
	addq	%rax, %rsi
	addq	%r9, %rcx
	cmpq	72(%rsp), %r10
	je	.LBB0_170
.LBB0_131:
	cmpb	$0, 64(%rsp)
	je	.LBB0_158
	xorl	%r11d, %r11d
.LBB0_165:
	movq	%r11, %rax
	testq	%r14, %r14
	je	.LBB0_168
	movq	%r14, %rbx
	movq	%r11, %rax
	.p2align	4
.LBB0_167:
	vmovss	(%rcx,%rax,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, (%rsi,%rax,4)
	incq	%rax
	decq	%rbx
	jne	.LBB0_167
.LBB0_168:
	subq	%r15, %r11
	cmpq	$-8, %r11
	ja	.LBB0_169
	.p2align	4
.LBB0_208:
	vmovss	(%rcx,%rax,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, (%rsi,%rax,4)
	vmovss	4(%rcx,%rax,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 4(%rsi,%rax,4)
	vmovss	8(%rcx,%rax,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 8(%rsi,%rax,4)
	vmovss	12(%rcx,%rax,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 12(%rsi,%rax,4)
	vmovss	16(%rcx,%rax,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 16(%rsi,%rax,4)
	vmovss	20(%rcx,%rax,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 20(%rsi,%rax,4)
	vmovss	24(%rcx,%rax,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 24(%rsi,%rax,4)
	vmovss	28(%rcx,%rax,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 28(%rsi,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %r15
	jne	.LBB0_208
	jmp	.LBB0_169
	.p2align	4
.LBB0_158:
	xorl	%eax, %eax
	movq	-16(%rsp), %r11
	.p2align	4
.LBB0_159:
	vmovups	-192(%rdi,%rax), %zmm1
	vmovups	-128(%rdi,%rax), %zmm2
	vmovups	-64(%rdi,%rax), %zmm3
	vmovups	(%rdi,%rax), %zmm4
	vmulps	%zmm1, %zmm1, %zmm1
	vmulps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm4, %zmm4, %zmm4
	vmovups	%zmm1, -192(%r8,%rax)
	vmovups	%zmm2, -128(%r8,%rax)
	vmovups	%zmm3, -64(%r8,%rax)
	vmovups	%zmm4, (%r8,%rax)
	addq	$256, %rax
	cmpq	%rax, %r11
	jne	.LBB0_159
	cmpq	%r12, %r15
	je	.LBB0_169
	movq	%r12, %r11
	testb	$56, %r15b
	je	.LBB0_165
	movq	%r12, %rax
	.p2align	4
.LBB0_163:
	vmovups	(%rcx,%rax,4), %ymm1
	vmulps	%ymm1, %ymm1, %ymm1
	vmovups	%ymm1, (%rsi,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %r13
	jne	.LBB0_163
	movq	%r13, %r11
	cmpq	%r13, %r15
	je	.LBB0_169
	jmp	.LBB0_165
	.p2align	4
.LBB0_170:
	cmpq	$0, 2312(%rsp)
	je	.LBB0_171
	vxorps	%xmm1, %xmm1, %xmm1
	movq	2240(%rsp), %rax
	xorl	%ecx, %ecx
	movq	-112(%rsp), %rdi
	movq	3808(%rsp), %r8
	movq	1224(%rsp), %rsi
	movl	$2143289344, %r15d
	movq	2296(%rsp), %r10
	movq	2288(%rsp), %r11
	movq	2280(%rsp), %rbx
	movq	1240(%rsp), %r14
	.p2align	4
.LBB0_173:
	vmovups	-16(%rsi,%rcx,4), %xmm2
	vmovups	(%rsi,%rcx,4), %xmm3
	vmovups	-16(%r10,%rcx,4), %xmm4
	vmovups	(%r10,%rcx,4), %xmm5
	vmovlhps	%xmm4, %xmm2, %xmm6
	vunpckhpd	%xmm4, %xmm2, %xmm2
	vmovups	-16(%rbx,%rcx,4), %xmm4
	vmovups	(%rbx,%rcx,4), %xmm7
	vmovups	-16(%r11,%rcx,4), %xmm8
	vmovups	(%r11,%rcx,4), %xmm9
	vmovlhps	%xmm8, %xmm4, %xmm10
	vunpckhpd	%xmm8, %xmm4, %xmm4
	vmovaps	%xmm6, %xmm8
	vpermt2ps	%xmm10, %xmm11, %xmm8
	vaddps	%xmm1, %xmm8, %xmm1
	vpermt2ps	%xmm10, %xmm12, %xmm6
	vaddps	%xmm1, %xmm6, %xmm1
	vmovaps	%xmm2, %xmm6
	vpermt2ps	%xmm4, %xmm11, %xmm6
	vaddps	%xmm1, %xmm6, %xmm1
	vpermt2ps	%xmm4, %xmm12, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
	vmovlhps	%xmm5, %xmm3, %xmm2
	vunpckhpd	%xmm5, %xmm3, %xmm3
	vmovlhps	%xmm9, %xmm7, %xmm4
	vunpckhpd	%xmm9, %xmm7, %xmm5
	vmovaps	%xmm2, %xmm6
	vpermt2ps	%xmm4, %xmm11, %xmm6
	vaddps	%xmm6, %xmm1, %xmm1
	vpermt2ps	%xmm4, %xmm12, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
	vmovaps	%xmm3, %xmm2
	vpermt2ps	%xmm5, %xmm11, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
	vpermt2ps	%xmm5, %xmm12, %xmm3
	vaddps	%xmm1, %xmm3, %xmm1
	addq	$8, %rcx
	addq	$-2, %rax
	jne	.LBB0_173
	testb	$1, 2248(%rsp)
	movq	-48(%rsp), %r12
	movl	-84(%rsp), %esi
	vmovaps	1184(%rsp), %xmm7
	movq	-16(%rsp), %r11
	movq	1256(%rsp), %r10
	movq	1248(%rsp), %rbx
	vbroadcastss	.LCPI0_62(%rip), %zmm23
	vbroadcastss	.LCPI0_63(%rip), %zmm24
	vpbroadcastd	.LCPI0_64(%rip), %zmm25
	vpbroadcastd	.LCPI0_65(%rip), %zmm26
	vpbroadcastd	.LCPI0_64(%rip), %xmm13
	jne	.LBB0_175
	jmp	.LBB0_176
	.p2align	4
.LBB0_171:
	vxorps	%xmm1, %xmm1, %xmm1
	xorl	%ecx, %ecx
	movq	-48(%rsp), %r12
	movl	-84(%rsp), %esi
	movq	-112(%rsp), %rdi
	movq	3808(%rsp), %r8
	movq	-16(%rsp), %r11
	movl	$2143289344, %r15d
	movq	1256(%rsp), %r10
	movq	1248(%rsp), %rbx
	movq	1240(%rsp), %r14
	vbroadcastss	.LCPI0_62(%rip), %zmm23
	vbroadcastss	.LCPI0_63(%rip), %zmm24
	vpbroadcastd	.LCPI0_64(%rip), %zmm25
	vpbroadcastd	.LCPI0_65(%rip), %zmm26
	vpbroadcastd	.LCPI0_64(%rip), %xmm13
.LBB0_175:
	vmovups	(%rdi,%rcx,4), %xmm2
	vmovups	(%r10,%rcx,4), %xmm3
	vmovups	(%rbx,%rcx,4), %xmm4
	vmovups	(%r14,%rcx,4), %xmm5
	vmovlhps	%xmm4, %xmm2, %xmm6
	vunpckhpd	%xmm4, %xmm2, %xmm2
	vmovlhps	%xmm5, %xmm3, %xmm4
	vunpckhpd	%xmm5, %xmm3, %xmm3
	vmovaps	%xmm6, %xmm5
	vmovaps	.LCPI0_66(%rip), %xmm8
	vpermt2ps	%xmm4, %xmm8, %xmm5
	vaddps	%xmm5, %xmm1, %xmm1
	vmovaps	.LCPI0_67(%rip), %xmm5
	vpermt2ps	%xmm4, %xmm5, %xmm6
	vaddps	%xmm1, %xmm6, %xmm1
	vmovaps	%xmm2, %xmm4
	vpermt2ps	%xmm3, %xmm8, %xmm4
	vaddps	%xmm1, %xmm4, %xmm1
	vpermt2ps	%xmm3, %xmm5, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
.LBB0_176:
	movq	%r8, %rax
	movq	-120(%rsp), %rcx
	cmpq	%rcx, %r8
	vmovss	.LCPI0_60(%rip), %xmm8
	vmovss	.LCPI0_61(%rip), %xmm9
	vmovss	.LCPI0_62(%rip), %xmm10
	vbroadcastss	.LCPI0_62(%rip), %xmm11
	vbroadcastss	.LCPI0_63(%rip), %xmm12
	je	.LBB0_153
	.p2align	4
.LBB0_177:
	vmovss	(%rdi,%rax,4), %xmm2
	vinsertps	$16, (%r10,%rax,4), %xmm2, %xmm2
	vinsertps	$32, (%rbx,%rax,4), %xmm2, %xmm2
	vinsertps	$48, (%r14,%rax,4), %xmm2, %xmm2
	vaddps	%xmm2, %xmm1, %xmm1
	incq	%rax
	cmpq	%rcx, %rax
	jb	.LBB0_177
.LBB0_153:
	vmovaps	%xmm1, 2768(%rsp)
	testl	%esi, %esi
	je	.LBB0_154
	vbroadcastss	%xmm0, %zmm1
	movq	16(%rsp), %rcx
	movq	88(%rsp), %rsi
	movq	32(%rsp), %rdi
	xorl	%r8d, %r8d
	jmp	.LBB0_179
	.p2align	4
.LBB0_191:
	incq	%r8
	addq	-8(%rsp), %rdi
	addq	%r9, %rsi
	addq	%r9, %rcx
	cmpq	72(%rsp), %r8
	je	.LBB0_192
.LBB0_179:
	vaddss	2768(%rsp,%r8,4), %xmm8, %xmm2
	vaddss	%xmm2, %xmm2, %xmm2
	vmulss	%xmm2, %xmm9, %xmm2
	cmpb	$0, 736(%rsp)
	je	.LBB0_181
	xorl	%r10d, %r10d
	movq	-120(%rsp), %rbp
.LBB0_188:
	movq	%r10, %rax
	orq	$1, %rax
	testb	$1, %bpl
	je	.LBB0_190
	movq	-40(%rsp), %r11
	addq	%r8, %r11
	movq	%r8, %rbx
	imulq	112(%rsp), %rbx
	imulq	%rbp, %r11
	movq	-104(%rsp), %r14
	leaq	(%r14,%r11,4), %r14
	leaq	(%r12,%r11,4), %r11
	shll	$2, %r10d
	vmovss	(%r14,%r10), %xmm3
	movq	32(%rsp), %r15
	leaq	(%r15,%rbx,4), %rbx
	movl	$2143289344, %r15d
	vaddss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm2, %xmm4, %xmm4
	vsubss	(%r11,%r10), %xmm3, %xmm5
	vaddss	%xmm5, %xmm5, %xmm5
	vmulss	%xmm5, %xmm10, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm4, %xmm7, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vmulss	(%rbx,%r10), %xmm0, %xmm4
	vaddss	%xmm3, %xmm4, %xmm3
	vmovd	%xmm3, %r11d
	movl	%r11d, %ebx
	andl	$2147483647, %ebx
	cmpl	$2139095041, %ebx
	cmovael	%r15d, %r11d
	movl	%r11d, (%r14,%r10)
	movq	%rax, %r10
.LBB0_190:
	cmpq	%rax, %rbp
	je	.LBB0_191
	.p2align	4
.LBB0_157:
	vmovss	(%rcx,%r10,4), %xmm3
	vmovss	4(%rcx,%r10,4), %xmm4
	vaddss	%xmm3, %xmm3, %xmm5
	vmulss	%xmm2, %xmm5, %xmm5
	vsubss	(%rsi,%r10,4), %xmm3, %xmm6
	vaddss	%xmm6, %xmm6, %xmm6
	vmulss	%xmm6, %xmm10, %xmm6
	vaddss	%xmm6, %xmm5, %xmm5
	vmulss	%xmm5, %xmm7, %xmm5
	vsubss	%xmm5, %xmm3, %xmm3
	vmulss	(%rdi,%r10,4), %xmm0, %xmm5
	vaddss	%xmm3, %xmm5, %xmm3
	vmovd	%xmm3, %eax
	movl	%eax, %r11d
	andl	$2147483647, %r11d
	cmpl	$2139095041, %r11d
	cmovael	%r15d, %eax
	movl	%eax, (%rcx,%r10,4)
	vaddss	%xmm4, %xmm4, %xmm3
	vmulss	%xmm2, %xmm3, %xmm3
	vsubss	4(%rsi,%r10,4), %xmm4, %xmm5
	vaddss	%xmm5, %xmm5, %xmm5
	vmulss	%xmm5, %xmm10, %xmm5
	vaddss	%xmm5, %xmm3, %xmm3
	vmulss	%xmm3, %xmm7, %xmm3
	vsubss	%xmm3, %xmm4, %xmm3
	vmulss	4(%rdi,%r10,4), %xmm0, %xmm4
	vaddss	%xmm3, %xmm4, %xmm3
	vmovd	%xmm3, %eax
	movl	%eax, %r11d
	andl	$2147483647, %r11d
	cmpl	$2139095041, %r11d
	cmovael	%r15d, %eax
	movl	%eax, 4(%rcx,%r10,4)
	addq	$2, %r10
	cmpq	%r10, %rbp
	jne	.LBB0_157
	jmp	.LBB0_191
	.p2align	4
.LBB0_181:
	vbroadcastss	%xmm2, %zmm3
	xorl	%eax, %eax
	movq	296(%rsp), %r10
	.p2align	4
.LBB0_182:
	vmovups	(%rcx,%rax), %zmm4
	vaddps	%zmm4, %zmm4, %zmm5
	vmulps	%zmm3, %zmm5, %zmm5
	vsubps	(%rsi,%rax), %zmm4, %zmm6
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm23, %zmm6, %zmm6
	vaddps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm5, %zmm22, %zmm5
	vsubps	%zmm5, %zmm4, %zmm4
	vmulps	(%rdi,%rax), %zmm1, %zmm5
	vaddps	%zmm4, %zmm5, %zmm4
	vandps	%zmm24, %zmm4, %zmm5
	vpcmpgtd	%zmm25, %zmm5, %k1
	vpbroadcastd	.LCPI0_65(%rip), %zmm4 {%k1}
	vmovdqu64	%zmm4, (%rcx,%rax)
	addq	$64, %rax
	cmpq	%rax, %r10
	jne	.LBB0_182
	movq	-120(%rsp), %rbp
	cmpq	3872(%rsp), %rbp
	je	.LBB0_191
	movq	3872(%rsp), %r10
	testb	$12, %bpl
	je	.LBB0_188
	vbroadcastss	%xmm2, %xmm3
	movq	3872(%rsp), %rax
	movq	3808(%rsp), %r10
	.p2align	4
.LBB0_186:
	vmovups	(%rcx,%rax,4), %xmm4
	vaddps	%xmm4, %xmm4, %xmm5
	vmulps	%xmm3, %xmm5, %xmm5
	vsubps	(%rsi,%rax,4), %xmm4, %xmm6
	vaddps	%xmm6, %xmm6, %xmm6
	vmulps	%xmm6, %xmm11, %xmm6
	vaddps	%xmm6, %xmm5, %xmm5
	vmulps	%xmm5, %xmm22, %xmm5
	vsubps	%xmm5, %xmm4, %xmm4
	vmulps	(%rdi,%rax,4), %xmm1, %xmm5
	vaddps	%xmm4, %xmm5, %xmm4
	vandps	%xmm4, %xmm12, %xmm5
	vpcmpgtd	%xmm13, %xmm5, %k1
	vpbroadcastd	.LCPI0_65(%rip), %xmm4 {%k1}
	vmovdqu	%xmm4, (%rcx,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %r10
	jne	.LBB0_186
	movq	288(%rsp), %rax
	movq	%rax, %r10
	movq	-120(%rsp), %rbp
	cmpq	%rax, %rbp
	je	.LBB0_191
	jmp	.LBB0_188
	.p2align	4
.LBB0_154:
	movq	16(%rsp), %rcx
	movq	88(%rsp), %rsi
	movq	96(%rsp), %r8
	movq	1216(%rsp), %rbx
	xorl	%r14d, %r14d
	jmp	.LBB0_155
	.p2align	4
.LBB0_205:
	incq	%r14
	addq	%r9, %rbx
	addq	%r9, %r8
	addq	%r9, %rsi
	addq	%r9, %rcx
	cmpq	72(%rsp), %r14
	movq	-72(%rsp), %r13
	je	.LBB0_192
.LBB0_155:
	vaddss	2768(%rsp,%r14,4), %xmm8, %xmm0
	vaddss	%xmm0, %xmm0, %xmm0
	vmulss	%xmm0, %xmm9, %xmm0
	cmpb	$0, 304(%rsp)
	je	.LBB0_194
	xorl	%edi, %edi
	movq	-120(%rsp), %r13
.LBB0_201:
	movq	%rdi, %rax
	orq	$1, %rax
	testb	$1, %r13b
	je	.LBB0_203
	movq	-40(%rsp), %r10
	addq	%r14, %r10
	imulq	%r13, %r10
	movq	-104(%rsp), %r11
	leaq	(%r11,%r10,4), %r11
	leaq	(%r12,%r10,4), %r10
	shll	$2, %edi
	vmovss	(%r11,%rdi), %xmm1
	vaddss	%xmm1, %xmm1, %xmm2
	vmulss	%xmm0, %xmm2, %xmm2
	vsubss	(%r10,%rdi), %xmm1, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm3, %xmm10, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm7, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmovd	%xmm1, %r10d
	movl	%r10d, %ebp
	andl	$2147483647, %ebp
	cmpl	$2139095041, %ebp
	cmovael	%r15d, %r10d
	movl	%r10d, (%r11,%rdi)
	movq	-16(%rsp), %r11
	movq	%rax, %rdi
.LBB0_203:
	cmpq	%rax, %r13
	je	.LBB0_205
	.p2align	4
.LBB0_204:
	vmovss	(%rcx,%rdi,4), %xmm1
	vmovss	4(%rcx,%rdi,4), %xmm2
	vaddss	%xmm1, %xmm1, %xmm3
	vmulss	%xmm0, %xmm3, %xmm3
	vsubss	(%rsi,%rdi,4), %xmm1, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm4, %xmm10, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm7, %xmm3
	vsubss	%xmm3, %xmm1, %xmm1
	vmovd	%xmm1, %eax
	movl	%eax, %r10d
	andl	$2147483647, %r10d
	cmpl	$2139095041, %r10d
	cmovael	%r15d, %eax
	movl	%eax, (%rcx,%rdi,4)
	vaddss	%xmm2, %xmm2, %xmm1
	vmulss	%xmm0, %xmm1, %xmm1
	vsubss	4(%rsi,%rdi,4), %xmm2, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm3, %xmm10, %xmm3
	vaddss	%xmm3, %xmm1, %xmm1
	vmulss	%xmm1, %xmm7, %xmm1
	vsubss	%xmm1, %xmm2, %xmm1
	vmovd	%xmm1, %eax
	movl	%eax, %r10d
	andl	$2147483647, %r10d
	cmpl	$2139095041, %r10d
	cmovael	%r15d, %eax
	movl	%eax, 4(%rcx,%rdi,4)
	addq	$2, %rdi
	cmpq	%rdi, %r13
	jne	.LBB0_204
	jmp	.LBB0_205
	.p2align	4
.LBB0_194:
	vbroadcastss	%xmm0, %zmm1
	xorl	%eax, %eax
	.p2align	4
.LBB0_195:
	vmovups	-192(%r8,%rax), %zmm2
	vmovups	-128(%r8,%rax), %zmm3
	vmovups	-64(%r8,%rax), %zmm4
	vmovups	(%r8,%rax), %zmm5
	vaddps	%zmm2, %zmm2, %zmm6
	vaddps	%zmm3, %zmm3, %zmm7
	vaddps	%zmm4, %zmm4, %zmm8
	vaddps	%zmm5, %zmm5, %zmm9
	vmulps	%zmm1, %zmm6, %zmm6
	vmulps	%zmm1, %zmm7, %zmm7
	vmulps	%zmm1, %zmm8, %zmm8
	vmulps	%zmm1, %zmm9, %zmm9
	vsubps	-192(%rbx,%rax), %zmm2, %zmm10
	vsubps	-128(%rbx,%rax), %zmm3, %zmm11
	vsubps	-64(%rbx,%rax), %zmm4, %zmm12
	vsubps	(%rbx,%rax), %zmm5, %zmm13
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
	vmulps	%zmm6, %zmm22, %zmm6
	vmulps	%zmm7, %zmm22, %zmm7
	vmulps	%zmm8, %zmm22, %zmm8
	vmulps	%zmm9, %zmm22, %zmm9
	vsubps	%zmm6, %zmm2, %zmm2
	vsubps	%zmm7, %zmm3, %zmm3
	vsubps	%zmm8, %zmm4, %zmm4
	vsubps	%zmm9, %zmm5, %zmm5
	vandps	%zmm24, %zmm2, %zmm6
	vandps	%zmm24, %zmm3, %zmm7
	vandps	%zmm24, %zmm4, %zmm8
	vandps	%zmm24, %zmm5, %zmm9
	vpcmpgtd	%zmm25, %zmm6, %k1
	vpcmpgtd	%zmm25, %zmm7, %k2
	vpcmpgtd	%zmm25, %zmm8, %k3
	vpcmpgtd	%zmm25, %zmm9, %k4
	vmovdqa32	%zmm26, %zmm2 {%k1}
	vmovdqa32	%zmm26, %zmm3 {%k2}
	vmovdqa32	%zmm26, %zmm4 {%k3}
	vmovdqa32	%zmm26, %zmm5 {%k4}
	vmovdqu64	%zmm2, -192(%r8,%rax)
	vmovdqu64	%zmm3, -128(%r8,%rax)
	vmovdqu64	%zmm4, -64(%r8,%rax)
	vmovdqu64	%zmm5, (%r8,%rax)
	addq	$256, %rax
	cmpq	%rax, %r11
	jne	.LBB0_195
	movq	-120(%rsp), %r13
	cmpq	-80(%rsp), %r13
	vmovaps	1184(%rsp), %xmm7
	vmovss	.LCPI0_60(%rip), %xmm8
	vmovss	.LCPI0_61(%rip), %xmm9
	vmovss	.LCPI0_62(%rip), %xmm10
	vbroadcastss	.LCPI0_62(%rip), %ymm5
	vbroadcastss	.LCPI0_63(%rip), %ymm6
	vpbroadcastd	.LCPI0_64(%rip), %ymm11
	je	.LBB0_205
	movq	-80(%rsp), %rdi
	testb	$56, %r13b
	je	.LBB0_201
	vbroadcastss	%xmm0, %ymm1
	movq	-80(%rsp), %rax
	movq	-72(%rsp), %r10
	.p2align	4
.LBB0_199:
	vmovups	(%rcx,%rax,4), %ymm2
	vaddps	%ymm2, %ymm2, %ymm3
	vmulps	%ymm1, %ymm3, %ymm3
	vsubps	(%rsi,%rax,4), %ymm2, %ymm4
	vaddps	%ymm4, %ymm4, %ymm4
	vmulps	%ymm5, %ymm4, %ymm4
	vaddps	%ymm4, %ymm3, %ymm3
	vmulps	%ymm3, %ymm22, %ymm3
	vsubps	%ymm3, %ymm2, %ymm2
	vandps	%ymm6, %ymm2, %ymm3
	vpcmpgtd	%ymm11, %ymm3, %k1
	vpbroadcastd	.LCPI0_65(%rip), %ymm2 {%k1}
	vmovdqu	%ymm2, (%rcx,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %r10
	jne	.LBB0_199
	movq	%r10, %rdi
	movq	-120(%rsp), %r13
	cmpq	%r10, %r13
	je	.LBB0_205
	jmp	.LBB0_201
	.p2align	4
.LBB0_206:
	addq	$4, %r8
	cmpq	%rcx, %r8
	jb	.LBB0_206
	jmp	.LBB0_83
.LBB0_23:
	cmpq	%r13, %rcx
	jbe	.LBB0_83
	cmpq	$0, 24(%rsp)
	je	.LBB0_83
	movq	%r13, %rdi
	movl	$3449720151, %r9d
	movq	-96(%rsp), %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %r14
	leaq	842468239(%rax), %r12
	leaq	1684936478(%rax), %r13
	leaq	534103459(%rax), %rbp
	leaq	-795284382(%rcx,%r9), %rdx
	leaq	-305585874(%rax,%r9), %r8
	movq	%r8, 736(%rsp)
	leaq	536882365(%rax,%r9), %r10
	leaq	-613950654(%rax,%r9), %r11
	leaq	228517585(%rax,%r9), %rax
	movq	%rax, 136(%rsp)
	movq	%rdi, %r15
	movq	-120(%rsp), %rsi
	imulq	%rsi, %r15
	leaq	(,%rsi,4), %rax
	leaq	4(,%rdi,4), %r8
	imulq	%rsi, %r8
	movq	%r8, 712(%rsp)
	movq	%rax, %r8
	negq	%r8
	movq	%r8, 280(%rsp)
	movq	%rsi, %rax
	andq	$-64, %rax
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 3488(%rsp)
	movq	%rdx, 4704(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 4960(%rsp)
	leaq	1013904242(%rcx), %r8
	movq	%r8, 760(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 3424(%rsp)
	movq	%r14, 4768(%rsp)
	vpbroadcastq	%r14, %zmm0
	vmovdqu64	%zmm0, 3872(%rsp)
	leaq	218619860(%rcx,%r9), %r8
	movq	%r8, 752(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 3360(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 3296(%rsp)
	leaq	2027808484(%rcx), %r8
	movq	%r8, 744(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 3232(%rsp)
	movq	%r10, 776(%rsp)
	vpbroadcastq	%r10, %zmm0
	vmovdqu64	%zmm0, 3168(%rsp)
	leaq	387276957(%rcx), %r8
	movq	%r8, 72(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 3104(%rsp)
	movq	%r11, 768(%rsp)
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 3040(%rsp)
	movq	%rax, %r10
	leaq	-408007425(%rcx,%r9), %rax
	leaq	(,%rsi,4), %rdx
	movq	%rax, -8(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 2976(%rsp)
	vpbroadcastq	%r13, %zmm0
	vmovdqu64	%zmm0, 2912(%rsp)
	leaq	1401181199(%rcx), %rax
	movq	%rax, 128(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 2848(%rsp)
	vpbroadcastq	%rbp, %zmm21
	movq	136(%rsp), %rax
	vpbroadcastq	%rax, %zmm22
	leal	-1879881855(%rcx), %eax
	movl	%eax, -56(%rsp)
	vpbroadcastd	%eax, %zmm20
	movq	%rsi, %rax
	andq	$-8, %rax
	vpbroadcastq	%r10, %zmm0
	vporq	.LCPI0_0(%rip), %zmm0, %zmm0
	vmovdqu64	%zmm0, 3808(%rsp)
	movq	%rsi, %rcx
	andq	$-16, %rcx
	movq	%rcx, 40(%rsp)
	vbroadcastss	%xmm23, %zmm15
	movq	%rsi, %rcx
	andq	$-4, %rcx
	movq	%rcx, 104(%rsp)
	movq	%rax, 48(%rsp)
	subq	%r10, %rax
	movq	%rax, 304(%rsp)
	movq	%rdx, %rax
	andq	$-256, %rax
	movq	-112(%rsp), %rcx
	addq	%rcx, %rax
	movq	%rax, 296(%rsp)
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	leaq	(%rcx,%rsi,4), %rax
	movq	%rax, 56(%rsp)
	leaq	(,%r15,4), %rax
	movq	%rax, 96(%rsp)
	leaq	(%rcx,%rsi,8), %rax
	movq	%rax, 88(%rsp)
	movq	-104(%rsp), %rax
	leaq	(%rax,%r15,4), %rsi
	addq	$192, %rcx
	movq	%rcx, -72(%rsp)
	leaq	192(%rax,%r15,4), %rcx
	movq	-48(%rsp), %rax
	movq	%r15, 288(%rsp)
	leaq	(%rax,%r15,4), %rax
	movq	%rax, 64(%rsp)
	xorl	%r8d, %r8d
	movq	%rsi, 80(%rsp)
	movq	%rsi, 448(%rsp)
	movq	%r12, 792(%rsp)
	movq	%r13, 784(%rsp)
	movq	%rbp, 120(%rsp)
	movq	%rdx, 720(%rsp)
	movq	%r10, -24(%rsp)
	vmovdqu64	%zmm21, 4064(%rsp)
	vmovdqu64	%zmm22, 2784(%rsp)
	vmovdqu64	%zmm20, 4000(%rsp)
	vmovupd	%zmm15, 4832(%rsp)
	jmp	.LBB0_26
	.p2align	4
.LBB0_82:
	movq	-40(%rsp), %rdi
	incq	%rdi
	movq	16(%rsp), %r8
	incq	%r8
	addq	%r14, 288(%rsp)
	movq	720(%rsp), %rdx
	movq	-32(%rsp), %rcx
	addq	%rdx, %rcx
	addq	%rdx, 448(%rsp)
	addq	%rdx, 64(%rsp)
	cmpq	272(%rsp), %rdi
	je	.LBB0_83
.LBB0_26:
	movq	%rcx, -32(%rsp)
	movq	280(%rsp), %r9
	imulq	%r8, %r9
	movq	%rdx, %rax
	movq	%r8, 16(%rsp)
	imulq	%r8, %rax
	movq	96(%rsp), %rcx
	addq	%rax, %rcx
	movq	-104(%rsp), %rsi
	leaq	(%rsi,%rcx), %rdx
	addq	712(%rsp), %rax
	addq	%rax, %rsi
	movq	-48(%rsp), %r11
	addq	%r11, %rcx
	addq	%r11, %rax
	movq	%rdi, -40(%rsp)
	movq	-120(%rsp), %r14
	imulq	%r14, %rdi
	movq	-112(%rsp), %r15
	addq	%r15, %r9
	movq	%r9, 3936(%rsp)
	cmpq	%rax, %rdx
	setb	%r8b
	cmpq	%rsi, %rcx
	setb	%r9b
	andb	%r8b, %r9b
	cmpq	88(%rsp), %rdx
	setb	%r8b
	cmpq	%rsi, 56(%rsp)
	setb	%r12b
	andb	%r8b, %r12b
	movq	%r15, %r8
	orb	%r9b, %r12b
	movb	%r12b, -60(%rsp)
	cmpq	%rax, %rdx
	setb	%al
	cmpq	%rsi, %rcx
	movq	-104(%rsp), %rcx
	leaq	(%rcx,%rdi,4), %rcx
	movq	%rcx, 32(%rsp)
	leaq	(%r11,%rdi,4), %rcx
	movq	%rcx, 112(%rsp)
	movq	-24(%rsp), %r10
	vpbroadcastq	%rdi, %zmm0
	vpaddq	%zmm27, %zmm0, %zmm7
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm0, %zmm8
	vmovdqu64	%zmm0, 3552(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm0, %zmm9
	setb	%cl
	andb	%al, %cl
	movb	%cl, 4896(%rsp)
	movq	$0, -80(%rsp)
	vmovss	(%rsp), %xmm14
	vmovdqu64	%zmm7, 3744(%rsp)
	vmovdqu64	%zmm8, 3680(%rsp)
	vmovdqu64	%zmm9, 4128(%rsp)
	jmp	.LBB0_27
	.p2align	4
.LBB0_81:
	vmulss	12(%rsp), %xmm14, %xmm14
	movq	-80(%rsp), %rcx
	incq	%rcx
	movq	%rcx, -80(%rsp)
	cmpq	24(%rsp), %rcx
	je	.LBB0_82
.LBB0_27:
	vmovss	%xmm14, -16(%rsp)
	cmpl	$0, 8(%rsp)
	sete	%r11b
	testl	%ebx, %ebx
	je	.LBB0_28
	movl	%r11d, 312(%rsp)
	movq	728(%rsp), %rax
	movq	-80(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %r11
	shrq	$32, %r11
	movl	$3449720151, %edi
	imulq	%rdi, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	-96(%rsp), %ecx
	xorl	%eax, %ecx
	movq	%r14, %r12
	leaq	78811644(%rdi), %r8
	imulq	%r8, %rcx
	movq	%rcx, %r15
	shrq	$32, %r15
	xorq	736(%rsp), %r15
	vpbroadcastq	%r15, %zmm28
	vpbroadcastq	%r11, %zmm0
	vpxorq	4960(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1712(%rsp)
	movq	%rcx, %rdx
	vpbroadcastq	%rcx, %zmm0
	vpxorq	3872(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1264(%rsp)
	movq	-72(%rsp), %r9
	movq	%r10, %rbx
	vmovaps	.LCPI0_0(%rip), %zmm1
	vmovdqa64	.LCPI0_4(%rip), %zmm2
	vpbroadcastq	.LCPI0_5(%rip), %zmm23
	vmovdqu64	%zmm28, 1776(%rsp)
	.p2align	4
.LBB0_38:
	vmovdqu64	%zmm2, 208(%rsp)
	vmovups	%zmm1, 144(%rsp)
	vmovdqu64	3552(%rsp), %zmm1
	vpaddq	%zmm1, %zmm2, %zmm0
	vpmuludq	%zmm23, %zmm0, %zmm3
	vpaddq	144(%rsp), %zmm1, %zmm1
	vpmuludq	%zmm23, %zmm1, %zmm2
	vmovdqu64	3744(%rsp), %zmm5
	vpaddq	208(%rsp), %zmm5, %zmm4
	vpmuludq	%zmm23, %zmm4, %zmm9
	vpaddq	144(%rsp), %zmm5, %zmm5
	vpmuludq	%zmm23, %zmm5, %zmm29
	vmovdqu64	3680(%rsp), %zmm7
	vpaddq	208(%rsp), %zmm7, %zmm8
	vpmuludq	%zmm23, %zmm8, %zmm6
	vpaddq	144(%rsp), %zmm7, %zmm10
	vpmuludq	%zmm23, %zmm10, %zmm12
	vmovdqu64	4128(%rsp), %zmm11
	vpaddq	208(%rsp), %zmm11, %zmm13
	vpmuludq	%zmm23, %zmm13, %zmm30
	vpaddq	144(%rsp), %zmm11, %zmm14
	vpmuludq	%zmm23, %zmm14, %zmm11
	vmovdqu64	3488(%rsp), %zmm15
	vpternlogq	$150, %zmm15, %zmm2, %zmm1
	vpternlogq	$150, %zmm15, %zmm3, %zmm0
	vpternlogq	$150, %zmm15, %zmm29, %zmm5
	vpternlogq	$150, %zmm15, %zmm9, %zmm4
	vpternlogq	$150, %zmm15, %zmm12, %zmm10
	vpternlogq	$150, %zmm15, %zmm6, %zmm8
	vpternlogq	$150, %zmm15, %zmm11, %zmm14
	vpternlogq	$150, %zmm15, %zmm30, %zmm13
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm8, %zmm15
	vpsrlq	$32, %zmm10, %zmm17
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm14, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm24
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm27
	vpsrlq	$32, %zmm22, %zmm13
	vpsrlq	$32, %zmm24, %zmm14
	vpsrlq	$32, %zmm31, %zmm17
	vpsrlq	$32, %zmm8, %zmm18
	vpsrlq	$32, %zmm21, %zmm19
	vpsrlq	$32, %zmm10, %zmm20
	vpsrlq	$32, %zmm27, %zmm23
	vpsrlq	$32, %zmm15, %zmm25
	vmovdqu64	1712(%rsp), %zmm0
	vpxorq	%zmm0, %zmm14, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm26
	vmovdqu64	%zmm26, 1840(%rsp)
	vpxorq	%zmm0, %zmm13, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm7
	vpxorq	%zmm0, %zmm18, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm4
	vmovdqu64	%zmm4, 512(%rsp)
	vpxorq	%zmm0, %zmm17, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm14
	vmovdqu64	%zmm14, 1904(%rsp)
	vpxorq	%zmm0, %zmm20, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm5
	vpxorq	%zmm0, %zmm19, %zmm18
	vpxorq	%zmm0, %zmm25, %zmm19
	vpxorq	%zmm0, %zmm23, %zmm25
	vpxorq	%zmm2, %zmm28, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm16
	vmovdqu64	%zmm16, 1968(%rsp)
	vpxorq	%zmm3, %zmm28, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm13
	vpxorq	%zmm29, %zmm28, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm23
	vpxorq	%zmm9, %zmm28, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm29
	vpxorq	%zmm12, %zmm28, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm20
	vpxorq	%zmm6, %zmm28, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpxorq	%zmm11, %zmm28, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm3
	vmovdqu64	%zmm3, 576(%rsp)
	vpxorq	%zmm30, %zmm28, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm0
	vmovdqu64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm7, %zmm17
	vmovdqa64	%zmm7, %zmm19
	vpsrlq	$32, %zmm26, %zmm25
	vpsrlq	$32, %zmm14, %zmm26
	vpsrlq	$32, %zmm13, %zmm6
	vpsrlq	$32, %zmm1, %zmm11
	vmovdqa64	%zmm1, %zmm9
	vpsrlq	$32, %zmm29, %zmm28
	vpsrlq	$32, %zmm23, %zmm30
	vpsrlq	$32, %zmm4, %zmm14
	vmovdqu64	3424(%rsp), %zmm12
	vpternlogq	$150, %zmm12, %zmm24, %zmm11
	vpsrlq	$32, %zmm18, %zmm24
	vpternlogq	$150, %zmm12, %zmm22, %zmm6
	vpsrlq	$32, %zmm20, %zmm22
	vpternlogq	$150, %zmm12, %zmm8, %zmm30
	vpsrlq	$32, %zmm16, %zmm7
	vpternlogq	$150, %zmm12, %zmm31, %zmm28
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, %zmm12, %zmm10, %zmm22
	vpsrlq	$32, %zmm3, %zmm0
	vpternlogq	$150, %zmm12, %zmm21, %zmm24
	vpsrlq	$32, %zmm5, %zmm1
	vmovdqa64	%zmm5, %zmm16
	vpternlogq	$150, %zmm12, %zmm15, %zmm0
	vpternlogq	$150, %zmm12, %zmm27, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm21
	vmovdqu64	%zmm21, 800(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm3
	vmovdqu64	%zmm3, 1328(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm28
	vmovdqu64	%zmm28, 928(%rsp)
	vpsrlq	$32, %zmm2, %zmm15
	vmovdqa64	%zmm2, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm4
	vmovdqu64	%zmm4, 1120(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm10
	vmovdqu64	%zmm10, 992(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm5
	vmovdqu64	%zmm5, 1056(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm6
	vmovdqu64	%zmm6, 2096(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm11
	vmovdqu64	%zmm11, 864(%rsp)
	vmovdqu64	1264(%rsp), %zmm6
	vpxorq	%zmm6, %zmm25, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm22
	vpxorq	%zmm6, %zmm17, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm31
	vpxorq	%zmm6, %zmm14, %zmm0
	vpxorq	%zmm6, %zmm26, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm24
	vpxorq	%zmm6, %zmm1, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm8
	vmovdqu64	%zmm8, 640(%rsp)
	vpxorq	%zmm6, %zmm7, %zmm0
	vpxorq	%zmm6, %zmm15, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 2032(%rsp)
	vpsrlq	$32, %zmm22, %zmm25
	vmovdqu64	3360(%rsp), %zmm1
	vpternlogq	$150, %zmm9, %zmm1, %zmm25
	vpsrlq	$32, %zmm31, %zmm9
	vpternlogq	$150, %zmm13, %zmm1, %zmm9
	vpsrlq	$32, %zmm26, %zmm27
	vpternlogq	$150, %zmm23, %zmm1, %zmm27
	vpsrlq	$32, %zmm24, %zmm30
	vpternlogq	$150, %zmm29, %zmm1, %zmm30
	vpsrlq	$32, %zmm21, %zmm21
	vmovdqu64	3296(%rsp), %zmm2
	vpternlogq	$150, %zmm2, %zmm19, %zmm21
	vpsrlq	$32, %zmm8, %zmm13
	vpternlogq	$150, %zmm20, %zmm1, %zmm13
	vpsrlq	$32, %zmm3, %zmm14
	vpternlogq	$150, 1840(%rsp), %zmm2, %zmm14
	vpsrlq	$32, %zmm28, %zmm7
	vpternlogq	$150, 1904(%rsp), %zmm2, %zmm7
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm18, %zmm1, %zmm17
	vpsrlq	$32, %zmm4, %zmm19
	vpternlogq	$150, 512(%rsp), %zmm2, %zmm19
	vpsrlq	$32, %zmm10, %zmm8
	vpternlogq	$150, 1968(%rsp), %zmm2, %zmm8
	vpsrlq	$32, %zmm5, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm5
	vpternlogq	$150, %zmm2, %zmm16, %zmm23
	vpsrlq	$32, %zmm11, %zmm10
	vpternlogq	$150, %zmm2, %zmm12, %zmm10
	vpsrlq	$32, %zmm5, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm11
	vpternlogq	$150, 576(%rsp), %zmm1, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm14
	vpsrlq	$32, %zmm11, %zmm3
	vmovdqu64	3232(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm22, %zmm3
	vpsrlq	$32, %zmm14, %zmm29
	vpternlogq	$150, %zmm0, %zmm31, %zmm29
	vmovdqu64	2096(%rsp), %zmm12
	vpsrlq	$32, %zmm12, %zmm4
	vmovdqu64	384(%rsp), %zmm16
	vpternlogq	$150, %zmm2, %zmm16, %zmm4
	vpsrlq	$32, %zmm16, %zmm16
	vpxorq	%zmm6, %zmm16, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm31
	vpsrlq	$32, %zmm31, %zmm2
	vpternlogq	$150, 320(%rsp), %zmm1, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm1
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, %zmm0, %zmm26, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm26
	vpsrlq	$32, %zmm26, %zmm28
	vpternlogq	$150, %zmm0, %zmm24, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm6
	vmovdqu64	%zmm6, 512(%rsp)
	vpsrlq	$32, %zmm6, %zmm19
	vpternlogq	$150, 640(%rsp), %zmm0, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm6
	vmovdqu64	%zmm6, 576(%rsp)
	vpsrlq	$32, %zmm6, %zmm22
	vpternlogq	$150, 2032(%rsp), %zmm0, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm6
	vmovdqu64	%zmm6, 640(%rsp)
	vpsrlq	$32, %zmm6, %zmm24
	vpternlogq	$150, %zmm0, %zmm5, %zmm24
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm4
	vmovdqu64	%zmm4, 384(%rsp)
	vpsrlq	$32, %zmm4, %zmm16
	vpternlogq	$150, %zmm0, %zmm31, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm10
	vpsrlq	$32, %zmm10, %zmm23
	vmovdqu64	3168(%rsp), %zmm9
	vpternlogq	$150, 800(%rsp), %zmm9, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm8
	vpsrlq	$32, %zmm8, %zmm0
	vpternlogq	$150, 1328(%rsp), %zmm9, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm31
	vpsrlq	$32, %zmm31, %zmm20
	vpternlogq	$150, 928(%rsp), %zmm9, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm25
	vpsrlq	$32, %zmm25, %zmm4
	vpternlogq	$150, 1120(%rsp), %zmm9, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm27
	vpsrlq	$32, %zmm27, %zmm6
	vpternlogq	$150, 992(%rsp), %zmm9, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm7
	vpsrlq	$32, %zmm7, %zmm21
	vpternlogq	$150, 1056(%rsp), %zmm9, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 1120(%rsp)
	vpsrlq	$32, %zmm2, %zmm30
	vpternlogq	$150, %zmm12, %zmm9, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm2
	vmovdqu64	%zmm2, 928(%rsp)
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, 864(%rsp), %zmm9, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 800(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vmovdqu64	3104(%rsp), %zmm0
	vpternlogq	$150, %zmm11, %zmm0, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm23
	vpsrlq	$32, %zmm23, %zmm12
	vpternlogq	$150, %zmm14, %zmm0, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm2
	vmovdqu64	%zmm2, 320(%rsp)
	vpsrlq	$32, %zmm2, %zmm14
	vmovdqu64	3040(%rsp), %zmm9
	vpternlogq	$150, %zmm9, %zmm10, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm29
	vpsrlq	$32, %zmm29, %zmm10
	vpternlogq	$150, %zmm1, %zmm0, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm1
	vmovdqu64	%zmm1, 864(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm9, %zmm8, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm11
	vpsrlq	$32, %zmm11, %zmm13
	vpternlogq	$150, %zmm26, %zmm0, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm2
	vmovdqu64	%zmm2, 1056(%rsp)
	vpsrlq	$32, %zmm2, %zmm3
	vpternlogq	$150, %zmm9, %zmm31, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm28
	vpsrlq	$32, %zmm28, %zmm21
	vpternlogq	$150, 512(%rsp), %zmm0, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm2
	vmovdqu64	%zmm2, 992(%rsp)
	vpsrlq	$32, %zmm2, %zmm26
	vpternlogq	$150, %zmm9, %zmm25, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm15
	vpsrlq	$32, %zmm15, %zmm25
	vpternlogq	$150, 576(%rsp), %zmm0, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm6
	vpsrlq	$32, %zmm6, %zmm2
	vpternlogq	$150, %zmm9, %zmm27, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm4
	vpsrlq	$32, %zmm4, %zmm18
	vpternlogq	$150, 640(%rsp), %zmm0, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm22
	vpsrlq	$32, %zmm22, %zmm27
	vpternlogq	$150, %zmm9, %zmm7, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm30, %zmm5
	vmovdqu64	%zmm5, 640(%rsp)
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, 384(%rsp), %zmm0, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm30
	vpsrlq	$32, %zmm30, %zmm20
	vpternlogq	$150, 1120(%rsp), %zmm9, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm31
	vpsrlq	$32, %zmm31, %zmm19
	vpternlogq	$150, 928(%rsp), %zmm9, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 512(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vmovdqu64	2976(%rsp), %zmm1
	vpternlogq	$150, 800(%rsp), %zmm1, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm24
	vpsrlq	$32, %zmm24, %zmm9
	vpternlogq	$150, %zmm1, %zmm23, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm26, %zmm23
	vpsrlq	$32, %zmm23, %zmm8
	vpternlogq	$150, %zmm1, %zmm29, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm26
	vpsrlq	$32, %zmm26, %zmm7
	vpternlogq	$150, %zmm1, %zmm11, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm27
	vpsrlq	$32, %zmm27, %zmm29
	vpternlogq	$150, %zmm1, %zmm28, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm28
	vpsrlq	$32, %zmm28, %zmm14
	vpternlogq	$150, %zmm1, %zmm15, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm11
	vpsrlq	$32, %zmm11, %zmm15
	vpternlogq	$150, %zmm1, %zmm4, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vmovdqu64	2912(%rsp), %zmm0
	vpternlogq	$150, 320(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm2
	vmovdqu64	%zmm2, 320(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, 864(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm4
	vmovdqu64	%zmm4, 576(%rsp)
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, 1056(%rsp), %zmm0, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm10
	vpsrlq	$32, %zmm10, %zmm17
	vpternlogq	$150, 992(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm12
	vmovdqu64	%zmm12, 864(%rsp)
	vpsrlq	$32, %zmm12, %zmm25
	vpternlogq	$150, %zmm6, %zmm0, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm12
	vpsrlq	$32, %zmm12, %zmm6
	vpternlogq	$150, %zmm22, %zmm0, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm13
	vpsrlq	$32, %zmm13, %zmm19
	vpternlogq	$150, %zmm30, %zmm0, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm18
	vpsrlq	$32, %zmm18, %zmm21
	vpternlogq	$150, %zmm31, %zmm0, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm30
	vpsrlq	$32, %zmm30, %zmm31
	vpternlogq	$150, 640(%rsp), %zmm1, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	2848(%rsp), %zmm2
	vpternlogq	$150, 512(%rsp), %zmm2, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm22
	vpternlogq	$150, %zmm24, %zmm2, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm23, %zmm2, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm1
	vpsrlq	$32, %zmm1, %zmm17
	vpternlogq	$150, %zmm26, %zmm2, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm1
	vpsrlq	$32, %zmm1, %zmm6
	vpternlogq	$150, %zmm27, %zmm2, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm25, %zmm1
	vpsrlq	$32, %zmm1, %zmm27
	vpternlogq	$150, %zmm28, %zmm2, %zmm27
	vmovdqu64	1776(%rsp), %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm1
	vmovdqu64	4064(%rsp), %zmm21
	vpsrlq	$32, %zmm1, %zmm23
	vpternlogq	$150, %zmm11, %zmm2, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm8
	vpsrlq	$32, %zmm1, %zmm15
	vpternlogq	$150, %zmm30, %zmm2, %zmm15
	vpsrlq	$32, %zmm26, %zmm1
	vpternlogq	$150, 384(%rsp), %zmm21, %zmm1
	vpsrlq	$32, %zmm25, %zmm2
	vpternlogq	$150, 320(%rsp), %zmm21, %zmm2
	vpsrlq	$32, %zmm24, %zmm5
	vpternlogq	$150, 576(%rsp), %zmm21, %zmm5
	vpsrlq	$32, %zmm20, %zmm9
	vpternlogq	$150, %zmm21, %zmm10, %zmm9
	vpsrlq	$32, %zmm16, %zmm10
	vpternlogq	$150, 864(%rsp), %zmm21, %zmm10
	vpsrlq	$32, %zmm14, %zmm11
	vpternlogq	$150, %zmm21, %zmm12, %zmm11
	vpsrlq	$32, %zmm7, %zmm12
	vpternlogq	$150, %zmm21, %zmm13, %zmm12
	vpsrlq	$32, %zmm8, %zmm13
	vpternlogq	$150, %zmm21, %zmm18, %zmm13
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm2, %zmm1
	vpmovqd	%zmm9, %ymm2
	vpmovqd	%zmm5, %ymm4
	vinserti64x4	$1, %ymm4, %zmm2, %zmm2
	vpmovqd	%zmm11, %ymm4
	vpmovqd	%zmm10, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpmovqd	%zmm13, %ymm5
	vpmovqd	%zmm12, %ymm9
	vinserti64x4	$1, %ymm9, %zmm5, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm9
	vmovdqu64	2784(%rsp), %zmm22
	vpsrlq	$32, %zmm9, %zmm9
	vpternlogq	$150, %zmm26, %zmm22, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm25, %zmm22, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm10
	vpsrlq	$32, %zmm10, %zmm10
	vpternlogq	$150, %zmm24, %zmm22, %zmm10
	vpbroadcastq	.LCPI0_6(%rip), %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm13
	vpbroadcastq	.LCPI0_5(%rip), %zmm23
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm20, %zmm22, %zmm3
	vmovdqu64	4000(%rsp), %zmm20
	vpternlogq	$150, %zmm16, %zmm22, %zmm11
	vpternlogq	$150, %zmm14, %zmm22, %zmm6
	vpternlogq	$150, %zmm7, %zmm22, %zmm12
	vpternlogq	$150, %zmm8, %zmm22, %zmm13
	vpmuludq	%zmm24, %zmm0, %zmm0
	vpmuludq	%zmm24, %zmm9, %zmm7
	vpmuludq	%zmm24, %zmm3, %zmm3
	vpmuludq	%zmm24, %zmm10, %zmm8
	vpmuludq	%zmm24, %zmm6, %zmm6
	vpmuludq	%zmm24, %zmm11, %zmm9
	vpmuludq	%zmm24, %zmm13, %zmm10
	vpmuludq	%zmm24, %zmm12, %zmm11
	vpsrlq	$32, %zmm7, %zmm12
	vpsrlq	$32, %zmm0, %zmm13
	vpsrlq	$32, %zmm8, %zmm14
	vpsrlq	$32, %zmm3, %zmm15
	vpsrlq	$32, %zmm9, %zmm16
	vpmovqd	%zmm13, %ymm13
	vpmovqd	%zmm12, %ymm12
	vinserti64x4	$1, %ymm12, %zmm13, %zmm12
	vpsrlq	$32, %zmm6, %zmm13
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
	vpmovqd	%zmm7, %ymm7
	vinserti64x4	$1, %ymm7, %zmm0, %zmm0
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm8, %ymm7
	vinserti64x4	$1, %ymm7, %zmm3, %zmm3
	vpmovqd	%zmm6, %ymm6
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_7(%rip), %zmm8
	vpmulld	%zmm8, %zmm1, %zmm1
	vpternlogd	$150, %zmm1, %zmm20, %zmm12
	vpmulld	%zmm8, %zmm2, %zmm1
	vmovdqu64	208(%rsp), %zmm2
	vpternlogd	$150, %zmm1, %zmm20, %zmm14
	vpmulld	%zmm8, %zmm4, %zmm1
	vpternlogd	$150, %zmm1, %zmm20, %zmm13
	vpmulld	%zmm8, %zmm5, %zmm1
	vpternlogd	$150, %zmm1, %zmm20, %zmm15
	vmovdqu64	144(%rsp), %zmm1
	vmovdqu64	%zmm12, -192(%r9,%r12,4)
	vmovdqu64	%zmm14, -128(%r9,%r12,4)
	vmovdqu64	%zmm13, -64(%r9,%r12,4)
	vmovdqu64	%zmm15, (%r9,%r12,4)
	vmovdqu64	%zmm0, -192(%r9)
	vmovdqu64	%zmm3, -128(%r9)
	vmovdqu64	%zmm6, -64(%r9)
	vmovdqu64	%zmm7, (%r9)
	vpbroadcastq	.LCPI0_8(%rip), %zmm0
	vpaddq	%zmm0, %zmm1, %zmm1
	vpaddq	%zmm0, %zmm2, %zmm2
	addq	$256, %r9
	addq	$-64, %rbx
	jne	.LBB0_38
	cmpq	%r10, %r12
	movq	-96(%rsp), %r13
	movq	120(%rsp), %r10
	movq	%rdx, 1392(%rsp)
	je	.LBB0_46
	movq	-24(%rsp), %r9
	testb	$56, %r12b
	je	.LBB0_44
	movl	%r11d, %eax
	xorl	4704(%rsp), %eax
	vpbroadcastq	%rax, %zmm0
	movq	1392(%rsp), %rax
	xorl	4768(%rsp), %eax
	vpbroadcastq	%rax, %zmm1
	movq	296(%rsp), %rcx
	movq	304(%rsp), %rsi
	vmovdqu64	3808(%rsp), %zmm2
	vmovdqu64	3488(%rsp), %zmm9
	vmovdqu64	3424(%rsp), %zmm10
	vmovdqu64	3360(%rsp), %zmm11
	vmovdqu64	3296(%rsp), %zmm12
	vmovdqu64	3232(%rsp), %zmm13
	vmovdqu64	3168(%rsp), %zmm14
	vmovdqu64	3104(%rsp), %zmm15
	vmovdqu64	3040(%rsp), %zmm16
	vmovdqu64	2976(%rsp), %zmm17
	vmovdqu64	2912(%rsp), %zmm18
	vmovdqu64	2848(%rsp), %zmm19
	vpbroadcastd	.LCPI0_7(%rip), %ymm25
	vpbroadcastq	.LCPI0_9(%rip), %zmm26
	vmovdqu64	3552(%rsp), %zmm27
	.p2align	4
.LBB0_42:
	vpaddq	%zmm27, %zmm2, %zmm3
	vpmuludq	%zmm23, %zmm3, %zmm4
	vpternlogq	$150, %zmm9, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm24, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm0, %zmm5
	vpxorq	%zmm4, %zmm28, %zmm4
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
	vpternlogq	$150, %zmm21, %zmm4, %zmm7
	vpmuludq	%zmm23, %zmm6, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm7, %ymm5
	vpmulld	%ymm25, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm22, %zmm4
	vpmuludq	%zmm24, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, %ymm20, %ymm5, %ymm4
	vmovdqu	%ymm4, (%rcx,%r12,4)
	vpmovqd	%zmm3, (%rcx)
	vpaddq	%zmm26, %zmm2, %zmm2
	addq	$32, %rcx
	addq	$-8, %rsi
	jne	.LBB0_42
	movq	48(%rsp), %rax
	movq	%rax, %r9
	cmpq	%rax, %r12
	movq	-96(%rsp), %r13
	movq	120(%rsp), %r10
	je	.LBB0_46
.LBB0_44:
	xorq	4704(%rsp), %r11
	movq	1392(%rsp), %rax
	xorq	4768(%rsp), %rax
	movq	%rax, 1392(%rsp)
	movq	%r12, %rbx
	subq	%r9, %rbx
	movq	-112(%rsp), %rax
	leaq	(%rax,%r9,4), %r14
	addq	288(%rsp), %r9
	.p2align	4
.LBB0_45:
	movl	%r9d, %esi
	imulq	%r8, %rsi
	movq	%r9, %rcx
	xorq	%r13, %rcx
	xorq	%rsi, %rcx
	shrq	$32, %rcx
	imulq	%rdi, %rcx
	movl	$3449720151, %ebp
	movq	%rcx, %rdi
	shrq	$32, %rdi
	xorl	%r11d, %edi
	imulq	%r8, %rdi
	xorl	%r15d, %esi
	imulq	%rbp, %rsi
	movq	%rsi, %rax
	shrq	$32, %rax
	movq	760(%rsp), %rdx
	xorl	%eax, %edx
	movq	%r15, %r13
	movq	%r11, %r15
	movq	%rdi, %r11
	shrq	$32, %r11
	xorl	1392(%rsp), %r11d
	xorl	%edx, %ecx
	imulq	%r8, %rcx
	imulq	%rbp, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	752(%rsp), %esi
	xorl	%eax, %esi
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	792(%rsp), %edi
	xorl	%eax, %edi
	imulq	%r8, %rsi
	imulq	%rbp, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	744(%rsp), %r11d
	xorl	%eax, %r11d
	movq	%rsi, %rax
	shrq	$32, %rax
	xorl	776(%rsp), %ecx
	xorl	%eax, %ecx
	imulq	%rbp, %rcx
	imulq	%r8, %r11
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	72(%rsp), %edi
	xorl	%eax, %edi
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	768(%rsp), %esi
	xorl	%eax, %esi
	imulq	%r8, %rdi
	imulq	%rbp, %rsi
	movq	%rsi, %rax
	shrq	$32, %rax
	xorl	-8(%rsp), %ecx
	xorl	%eax, %ecx
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	784(%rsp), %r11d
	xorl	%eax, %r11d
	imulq	%rbp, %r11
	movq	136(%rsp), %rbp
	shrq	$32, %r11
	xorl	128(%rsp), %esi
	imulq	%r8, %rcx
	xorl	%r11d, %esi
	movq	%r15, %r11
	movq	%r13, %r15
	movq	-96(%rsp), %r13
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	%r10d, %edi
	xorl	%eax, %edi
	imulq	%r8, %rsi
	shrq	$32, %rsi
	imull	$-845247145, %edi, %eax
	movl	$3449720151, %edi
	xorl	%ebp, %ecx
	xorl	%esi, %ecx
	movl	-56(%rsp), %esi
	imulq	%rdi, %rcx
	movq	%rcx, %rdx
	xorl	%esi, %eax
	shrq	$32, %rdx
	xorl	%edx, %eax
	movl	%eax, (%r14,%r12,4)
	movl	%ecx, (%r14)
	addq	$4, %r14
	incq	%r9
	decq	%rbx
	jne	.LBB0_45
.LBB0_46:
	movq	-72(%rsp), %r10
	movq	-24(%rsp), %rax
	movq	%rax, %rbp
	movq	%r12, %r14
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	.p2align	4
.LBB0_47:
	vcvtudq2pd	-192(%r10), %zmm0
	vcvtudq2pd	-160(%r10), %zmm1
	vcvtudq2pd	-128(%r10), %zmm2
	vcvtudq2pd	-96(%r10), %zmm3
	vcvtudq2pd	-64(%r10), %zmm4
	vcvtudq2pd	-32(%r10), %zmm5
	vcvtudq2pd	(%r10), %zmm6
	vcvtudq2pd	32(%r10), %zmm7
	vbroadcastsd	.LCPI0_10(%rip), %zmm11
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
	vmulpd	%zmm11, %zmm10, %zmm8
	vbroadcastsd	.LCPI0_29(%rip), %zmm6
	vmulpd	%zmm6, %zmm4, %zmm14
	vmulpd	%zmm6, %zmm0, %zmm21
	vmulpd	%zmm6, %zmm5, %zmm10
	vmulpd	%zmm6, %zmm1, %zmm12
	vmulpd	%zmm6, %zmm7, %zmm4
	vmulpd	%zmm6, %zmm2, %zmm9
	vmulpd	%zmm6, %zmm8, %zmm0
	vmulpd	%zmm6, %zmm3, %zmm3
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm1
	vmulpd	%zmm13, %zmm14, %zmm2
	vmulpd	%zmm13, %zmm12, %zmm5
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm9, %zmm7
	vmulpd	%zmm13, %zmm4, %zmm8
	vmulpd	%zmm13, %zmm3, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	%zmm15, %zmm2, %zmm19
	vmovupd	%zmm19, 1776(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 1840(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 1904(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 1968(%rsp)
	vaddpd	%zmm15, %zmm8, %zmm5
	vmovupd	%zmm5, 2032(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 2096(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm2
	vmovupd	%zmm2, 1328(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1120(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm1
	vaddpd	%zmm1, %zmm17, %zmm20
	vaddpd	%zmm1, %zmm19, %zmm17
	vaddpd	%zmm1, %zmm18, %zmm13
	vaddpd	%zmm1, %zmm16, %zmm11
	vaddpd	%zmm1, %zmm7, %zmm8
	vaddpd	%zmm1, %zmm5, %zmm7
	vaddpd	%zmm1, %zmm6, %zmm5
	vaddpd	%zmm1, %zmm2, %zmm6
	vbroadcastsd	.LCPI0_33(%rip), %zmm26
	vmulpd	%zmm26, %zmm17, %zmm19
	vmulpd	%zmm26, %zmm20, %zmm1
	vmulpd	%zmm26, %zmm11, %zmm15
	vmulpd	%zmm26, %zmm13, %zmm18
	vmulpd	%zmm26, %zmm7, %zmm16
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
	vpaddq	%zmm27, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm2, %zmm23
	vsubpd	%zmm23, %zmm2, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm21
	vmulpd	%zmm26, %zmm8, %zmm24
	vsubpd	%zmm19, %zmm14, %zmm19
	vbroadcastsd	.LCPI0_36(%rip), %zmm30
	vmulpd	%zmm30, %zmm20, %zmm20
	vsubpd	%zmm21, %zmm20, %zmm1 {%k1}
	vmulpd	%zmm28, %zmm17, %zmm21
	vmulpd	%zmm29, %zmm17, %zmm20
	vmovapd	%zmm23, %zmm2 {%k1}
	vsubpd	%zmm21, %zmm19, %zmm22
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm31, %zmm14, %zmm14
	vpsrlq	$52, %zmm22, %zmm22
	vpandq	%zmm31, %zmm22, %zmm22
	vpaddq	%zmm27, %zmm22, %zmm22
	vpcmpgtq	%zmm22, %zmm14, %k1
	vsubpd	%zmm20, %zmm19, %zmm23
	vsubpd	%zmm23, %zmm19, %zmm14
	vsubpd	%zmm20, %zmm14, %zmm14
	vmulpd	%zmm26, %zmm6, %zmm20
	vsubpd	%zmm18, %zmm12, %zmm22
	vmulpd	%zmm30, %zmm17, %zmm17
	vsubpd	%zmm14, %zmm17, %zmm21 {%k1}
	vmulpd	%zmm28, %zmm13, %zmm14
	vmulpd	%zmm29, %zmm13, %zmm17
	vmovapd	%zmm23, %zmm19 {%k1}
	vsubpd	%zmm14, %zmm22, %zmm18
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm31, %zmm12, %zmm12
	vpsrlq	$52, %zmm18, %zmm18
	vpandq	%zmm31, %zmm18, %zmm18
	vpaddq	%zmm27, %zmm18, %zmm18
	vpcmpgtq	%zmm18, %zmm12, %k1
	vsubpd	%zmm17, %zmm22, %zmm18
	vsubpd	%zmm18, %zmm22, %zmm12
	vsubpd	%zmm17, %zmm12, %zmm25
	vmulpd	%zmm26, %zmm5, %zmm17
	vsubpd	%zmm15, %zmm10, %zmm12
	vsubpd	%zmm24, %zmm9, %zmm15
	vsubpd	%zmm16, %zmm4, %zmm16
	vsubpd	%zmm17, %zmm3, %zmm17
	vsubpd	%zmm20, %zmm0, %zmm23
	vmulpd	%zmm30, %zmm13, %zmm13
	vsubpd	%zmm25, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm28, %zmm11, %zmm24
	vmulpd	%zmm29, %zmm11, %zmm13
	vmovapd	%zmm18, %zmm22 {%k1}
	vsubpd	%zmm24, %zmm12, %zmm18
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm31, %zmm10, %zmm10
	vpsrlq	$52, %zmm18, %zmm18
	vpandq	%zmm31, %zmm18, %zmm18
	vpaddq	%zmm27, %zmm18, %zmm18
	vpcmpgtq	%zmm18, %zmm10, %k1
	vsubpd	%zmm13, %zmm12, %zmm18
	vsubpd	%zmm18, %zmm12, %zmm10
	vsubpd	%zmm13, %zmm10, %zmm13
	vmulpd	%zmm28, %zmm8, %zmm10
	vmulpd	%zmm30, %zmm11, %zmm11
	vsubpd	%zmm13, %zmm11, %zmm24 {%k1}
	vmulpd	%zmm28, %zmm7, %zmm11
	vmulpd	%zmm29, %zmm8, %zmm13
	vmovapd	%zmm18, %zmm12 {%k1}
	vsubpd	%zmm10, %zmm15, %zmm18
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm31, %zmm9, %zmm9
	vpsrlq	$52, %zmm18, %zmm18
	vpandq	%zmm31, %zmm18, %zmm18
	vpaddq	%zmm27, %zmm18, %zmm18
	vpcmpgtq	%zmm18, %zmm9, %k1
	vsubpd	%zmm13, %zmm15, %zmm9
	vsubpd	%zmm9, %zmm15, %zmm18
	vsubpd	%zmm13, %zmm18, %zmm13
	vmulpd	%zmm28, %zmm5, %zmm26
	vmulpd	%zmm30, %zmm8, %zmm8
	vsubpd	%zmm13, %zmm8, %zmm10 {%k1}
	vmulpd	%zmm28, %zmm6, %zmm8
	vmulpd	%zmm29, %zmm7, %zmm13
	vmovapd	%zmm9, %zmm15 {%k1}
	vsubpd	%zmm11, %zmm16, %zmm9
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm31, %zmm4, %zmm4
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm31, %zmm9, %zmm9
	vpaddq	%zmm27, %zmm9, %zmm9
	vpcmpgtq	%zmm9, %zmm4, %k1
	vsubpd	%zmm13, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm9
	vsubpd	%zmm13, %zmm9, %zmm9
	vmulpd	%zmm29, %zmm5, %zmm13
	vmulpd	%zmm30, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm7, %zmm11 {%k1}
	vmulpd	%zmm29, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm23, %zmm9
	vmovapd	%zmm4, %zmm16 {%k1}
	vsubpd	%zmm26, %zmm17, %zmm4
	vpsrlq	$52, %zmm3, %zmm3
	vpandq	%zmm31, %zmm3, %zmm3
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm31, %zmm4, %zmm4
	vpaddq	%zmm27, %zmm4, %zmm4
	vpcmpgtq	%zmm4, %zmm3, %k1
	vsubpd	%zmm13, %zmm17, %zmm3
	vmulpd	%zmm30, %zmm6, %zmm4
	vmulpd	%zmm30, %zmm5, %zmm5
	vsubpd	%zmm9, %zmm23, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm3, %zmm17, %zmm7
	vsubpd	%zmm13, %zmm7, %zmm7
	vsubpd	%zmm8, %zmm23, %zmm13
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm31, %zmm0, %zmm0
	vpsrlq	$52, %zmm13, %zmm13
	vpandq	%zmm31, %zmm13, %zmm13
	vpaddq	%zmm27, %zmm13, %zmm13
	vmovapd	%zmm3, %zmm17 {%k1}
	vsubpd	%zmm7, %zmm5, %zmm26 {%k1}
	vpcmpgtq	%zmm13, %zmm0, %k1
	vmovapd	%zmm9, %zmm23 {%k1}
	vsubpd	%zmm6, %zmm4, %zmm8 {%k1}
	vsubpd	%zmm21, %zmm19, %zmm3
	vsubpd	%zmm1, %zmm2, %zmm25
	vsubpd	%zmm24, %zmm12, %zmm20
	vsubpd	%zmm14, %zmm22, %zmm6
	vsubpd	%zmm11, %zmm16, %zmm7
	vsubpd	%zmm10, %zmm15, %zmm27
	vsubpd	%zmm8, %zmm23, %zmm9
	vsubpd	%zmm26, %zmm17, %zmm18
	vsubpd	%zmm25, %zmm2, %zmm0
	vmovupd	%zmm25, 992(%rsp)
	vsubpd	%zmm3, %zmm19, %zmm2
	vmovapd	%zmm3, %zmm19
	vmovupd	%zmm3, 208(%rsp)
	vsubpd	%zmm6, %zmm22, %zmm3
	vmovapd	%zmm6, %zmm22
	vsubpd	%zmm20, %zmm12, %zmm4
	vmovupd	%zmm20, 144(%rsp)
	vsubpd	%zmm27, %zmm15, %zmm5
	vsubpd	%zmm7, %zmm16, %zmm6
	vmovapd	%zmm7, %zmm13
	vmovupd	%zmm7, 320(%rsp)
	vsubpd	%zmm18, %zmm17, %zmm12
	vsubpd	%zmm9, %zmm23, %zmm15
	vmovupd	%zmm9, 4320(%rsp)
	vsubpd	%zmm21, %zmm2, %zmm2
	vmovupd	%zmm2, 1056(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 384(%rsp)
	vsubpd	%zmm24, %zmm4, %zmm0
	vmovupd	%zmm0, 800(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 864(%rsp)
	vsubpd	%zmm11, %zmm6, %zmm0
	vmovupd	%zmm0, 512(%rsp)
	vsubpd	%zmm10, %zmm5, %zmm0
	vmovupd	%zmm0, 576(%rsp)
	vsubpd	%zmm8, %zmm15, %zmm0
	vmovupd	%zmm0, 1712(%rsp)
	vsubpd	%zmm26, %zmm12, %zmm0
	vmovupd	%zmm0, 640(%rsp)
	vmulpd	%zmm19, %zmm19, %zmm28
	vmulpd	%zmm25, %zmm25, %zmm21
	vmulpd	%zmm20, %zmm20, %zmm20
	vmulpd	%zmm21, %zmm21, %zmm12
	vmovupd	%zmm12, 2640(%rsp)
	vmulpd	%zmm28, %zmm28, %zmm3
	vmovupd	%zmm3, 1264(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm1
	vmulpd	%zmm1, %zmm28, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm28, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm28, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm7
	vmulpd	%zmm7, %zmm28, %zmm2
	vbroadcastsd	.LCPI0_42(%rip), %zmm8
	vsubpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm2, %zmm28, %zmm2
	vbroadcastsd	.LCPI0_43(%rip), %zmm10
	vaddpd	%zmm10, %zmm2, %zmm2
	vmulpd	%zmm3, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm7, %zmm21, %zmm3
	vsubpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 1648(%rsp)
	vmulpd	%zmm12, %zmm12, %zmm0
	vmulpd	%zmm3, %zmm0, %zmm0
	vmulpd	%zmm1, %zmm21, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm21, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm21, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm15
	vmulpd	%zmm7, %zmm20, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm20, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm20, %zmm20, %zmm2
	vmovupd	%zmm2, 1392(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm1, %zmm20, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm20, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm20, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmovupd	%zmm0, 1584(%rsp)
	vmulpd	%zmm22, %zmm22, %zmm31
	vmovapd	%zmm22, %zmm19
	vmovupd	%zmm22, 928(%rsp)
	vmulpd	%zmm7, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm2
	vmovupd	%zmm2, 2512(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm1, %zmm31, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm31, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm31, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm16
	vmulpd	%zmm13, %zmm13, %zmm22
	vmulpd	%zmm7, %zmm22, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm22, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm22, %zmm22, %zmm2
	vmovupd	%zmm2, 2704(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm1, %zmm22, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm22, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm22, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmovupd	%zmm0, 1520(%rsp)
	vmulpd	%zmm27, %zmm27, %zmm29
	vmovapd	%zmm27, %zmm17
	vmovupd	%zmm27, 4384(%rsp)
	vmulpd	%zmm7, %zmm29, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm29, %zmm2
	vmovupd	%zmm2, 2384(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm1, %zmm29, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm29, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm29, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmovupd	%zmm0, 1456(%rsp)
	vmulpd	%zmm9, %zmm9, %zmm27
	vmulpd	%zmm7, %zmm27, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm27, %zmm2
	vmovupd	%zmm2, 2576(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm1, %zmm27, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm27, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm27, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmovupd	%zmm0, 2320(%rsp)
	vmovapd	%zmm18, %zmm26
	vmovupd	%zmm18, 4448(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm24
	vmulpd	%zmm7, %zmm24, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm24, %zmm2
	vmovupd	%zmm2, 4512(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm23
	vmulpd	%zmm0, %zmm23, %zmm0
	vmulpd	%zmm1, %zmm24, %zmm23
	vaddpd	%zmm4, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm24, %zmm23
	vaddpd	%zmm5, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm24, %zmm23
	vaddpd	%zmm0, %zmm23, %zmm0
	vmovupd	%zmm0, 3616(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm2
	vmulpd	%zmm2, %zmm28, %zmm0
	vbroadcastsd	.LCPI0_44(%rip), %zmm14
	vsubpd	%zmm0, %zmm14, %zmm13
	vsubpd	%zmm13, %zmm14, %zmm12
	vsubpd	%zmm0, %zmm12, %zmm12
	vmovapd	%zmm2, %zmm1
	vmulpd	%zmm2, %zmm21, %zmm0
	vsubpd	%zmm0, %zmm14, %zmm9
	vsubpd	%zmm9, %zmm14, %zmm11
	vsubpd	%zmm0, %zmm11, %zmm7
	vmovapd	%zmm20, %zmm2
	vmulpd	%zmm1, %zmm20, %zmm11
	vsubpd	%zmm11, %zmm14, %zmm8
	vsubpd	%zmm8, %zmm14, %zmm10
	vsubpd	%zmm11, %zmm10, %zmm10
	vmulpd	%zmm1, %zmm31, %zmm11
	vsubpd	%zmm11, %zmm14, %zmm6
	vsubpd	%zmm6, %zmm14, %zmm30
	vsubpd	%zmm11, %zmm30, %zmm11
	vmulpd	%zmm1, %zmm22, %zmm30
	vsubpd	%zmm30, %zmm14, %zmm5
	vsubpd	%zmm5, %zmm14, %zmm18
	vsubpd	%zmm30, %zmm18, %zmm18
	vmulpd	%zmm1, %zmm29, %zmm30
	vsubpd	%zmm30, %zmm14, %zmm4
	vsubpd	%zmm4, %zmm14, %zmm25
	vsubpd	%zmm30, %zmm25, %zmm25
	vmulpd	%zmm1, %zmm27, %zmm30
	vsubpd	%zmm30, %zmm14, %zmm3
	vsubpd	%zmm3, %zmm14, %zmm20
	vsubpd	%zmm30, %zmm20, %zmm20
	vmulpd	%zmm1, %zmm24, %zmm30
	vsubpd	%zmm30, %zmm14, %zmm1
	vsubpd	%zmm1, %zmm14, %zmm14
	vsubpd	%zmm30, %zmm14, %zmm14
	vmulpd	%zmm15, %zmm21, %zmm15
	vmovupd	992(%rsp), %zmm23
	vmulpd	384(%rsp), %zmm23, %zmm30
	vsubpd	%zmm30, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm7, %zmm7
	vmulpd	1648(%rsp), %zmm28, %zmm15
	vmovupd	208(%rsp), %zmm30
	vmulpd	1056(%rsp), %zmm30, %zmm30
	vsubpd	%zmm30, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm12, %zmm12
	vmulpd	%zmm16, %zmm31, %zmm15
	vmulpd	864(%rsp), %zmm19, %zmm16
	vsubpd	%zmm16, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm11, %zmm15
	vmulpd	1584(%rsp), %zmm2, %zmm11
	vmovupd	144(%rsp), %zmm16
	vmulpd	800(%rsp), %zmm16, %zmm16
	vsubpd	%zmm16, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm10, %zmm10
	vmulpd	1456(%rsp), %zmm29, %zmm11
	vmulpd	576(%rsp), %zmm17, %zmm16
	vsubpd	%zmm16, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm25, %zmm16
	vmulpd	1520(%rsp), %zmm22, %zmm11
	vmovupd	320(%rsp), %zmm0
	vmulpd	512(%rsp), %zmm0, %zmm19
	vsubpd	%zmm19, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm18, %zmm18
	vmulpd	3616(%rsp), %zmm24, %zmm11
	vmulpd	640(%rsp), %zmm26, %zmm19
	vsubpd	%zmm19, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm14, %zmm14
	vmulpd	2320(%rsp), %zmm27, %zmm11
	vmovupd	1712(%rsp), %zmm25
	vmovupd	4320(%rsp), %zmm26
	vmulpd	%zmm25, %zmm26, %zmm19
	vsubpd	%zmm19, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm20, %zmm20
	vaddpd	%zmm12, %zmm13, %zmm0
	vmovupd	%zmm0, 1456(%rsp)
	vaddpd	%zmm7, %zmm9, %zmm0
	vmovupd	%zmm0, 2320(%rsp)
	vaddpd	%zmm10, %zmm8, %zmm0
	vmovupd	%zmm0, 1520(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm0
	vmovupd	%zmm0, 4576(%rsp)
	vaddpd	%zmm18, %zmm5, %zmm0
	vmovupd	%zmm0, 1584(%rsp)
	vaddpd	%zmm16, %zmm4, %zmm0
	vmovupd	%zmm0, 4640(%rsp)
	vaddpd	%zmm20, %zmm3, %zmm0
	vmovupd	%zmm0, 1648(%rsp)
	vaddpd	%zmm14, %zmm1, %zmm0
	vmovupd	%zmm0, 3616(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm7
	vmulpd	%zmm7, %zmm21, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm16
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	2640(%rsp), %zmm21, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm8
	vmulpd	%zmm8, %zmm21, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm10
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vmovupd	%zmm21, 4192(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm15
	vaddpd	%zmm15, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm12
	vmulpd	%zmm7, %zmm28, %zmm0
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	1264(%rsp), %zmm28, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm8, %zmm28, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vmovupd	%zmm28, 4256(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm14
	vmulpd	%zmm7, %zmm31, %zmm0
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	2512(%rsp), %zmm31, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm8, %zmm31, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm3
	vmulpd	%zmm7, %zmm2, %zmm0
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	1392(%rsp), %zmm2, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm2, %zmm1
	vmovapd	%zmm2, %zmm9
	vmovupd	%zmm2, 2448(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm7, %zmm29, %zmm1
	vaddpd	%zmm16, %zmm1, %zmm1
	vmulpd	2384(%rsp), %zmm29, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm8, %zmm29, %zmm2
	vaddpd	%zmm10, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm29, %zmm2
	vaddpd	%zmm15, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm1
	vmulpd	%zmm7, %zmm22, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm2
	vmulpd	2704(%rsp), %zmm22, %zmm4
	vmulpd	%zmm2, %zmm4, %zmm2
	vmulpd	%zmm8, %zmm22, %zmm4
	vaddpd	%zmm10, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm22, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm7, %zmm24, %zmm4
	vaddpd	%zmm16, %zmm4, %zmm4
	vmulpd	4512(%rsp), %zmm24, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm8, %zmm24, %zmm5
	vaddpd	%zmm10, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm24, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm7, %zmm27, %zmm5
	vaddpd	%zmm16, %zmm5, %zmm5
	vmulpd	2576(%rsp), %zmm27, %zmm7
	vmulpd	%zmm5, %zmm7, %zmm5
	vmulpd	%zmm8, %zmm27, %zmm7
	vaddpd	%zmm10, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm27, %zmm7
	vaddpd	%zmm15, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	208(%rsp), %zmm28, %zmm6
	vmovupd	%zmm6, 1264(%rsp)
	vmulpd	%zmm14, %zmm6, %zmm8
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	vmovupd	1056(%rsp), %zmm17
	vmulpd	%zmm30, %zmm17, %zmm10
	vsubpd	%zmm8, %zmm10, %zmm8
	vmulpd	%zmm21, %zmm23, %zmm19
	vmulpd	%zmm12, %zmm19, %zmm12
	vmulpd	384(%rsp), %zmm30, %zmm13
	vsubpd	%zmm12, %zmm13, %zmm12
	vmulpd	144(%rsp), %zmm9, %zmm23
	vmulpd	%zmm0, %zmm23, %zmm0
	vmovupd	800(%rsp), %zmm10
	vmulpd	%zmm30, %zmm10, %zmm14
	vsubpd	%zmm0, %zmm14, %zmm21
	vmulpd	928(%rsp), %zmm31, %zmm14
	vmulpd	%zmm3, %zmm14, %zmm3
	vmovupd	864(%rsp), %zmm9
	vmulpd	%zmm30, %zmm9, %zmm15
	vsubpd	%zmm3, %zmm15, %zmm3
	vmulpd	320(%rsp), %zmm22, %zmm15
	vmulpd	%zmm2, %zmm15, %zmm2
	vmovupd	512(%rsp), %zmm7
	vmulpd	%zmm30, %zmm7, %zmm16
	vsubpd	%zmm2, %zmm16, %zmm11
	vmovupd	4384(%rsp), %zmm28
	vmulpd	%zmm29, %zmm28, %zmm16
	vmulpd	%zmm1, %zmm16, %zmm1
	vmovupd	576(%rsp), %zmm2
	vmulpd	%zmm30, %zmm2, %zmm18
	vsubpd	%zmm1, %zmm18, %zmm6
	vmulpd	%zmm27, %zmm26, %zmm18
	vmulpd	%zmm5, %zmm18, %zmm5
	vmovapd	%zmm25, %zmm1
	vmulpd	%zmm30, %zmm25, %zmm20
	vsubpd	%zmm5, %zmm20, %zmm5
	vmovupd	4448(%rsp), %zmm13
	vmulpd	%zmm24, %zmm13, %zmm20
	vmulpd	%zmm4, %zmm20, %zmm4
	vmovupd	640(%rsp), %zmm0
	vmulpd	%zmm30, %zmm0, %zmm25
	vsubpd	%zmm4, %zmm25, %zmm4
	vmulpd	4256(%rsp), %zmm8, %zmm8
	vmulpd	4192(%rsp), %zmm12, %zmm12
	vmulpd	2448(%rsp), %zmm21, %zmm21
	vmulpd	%zmm3, %zmm31, %zmm3
	vmulpd	%zmm11, %zmm22, %zmm22
	vmulpd	%zmm6, %zmm29, %zmm25
	vmulpd	%zmm5, %zmm27, %zmm5
	vmulpd	%zmm4, %zmm24, %zmm4
	vsubpd	384(%rsp), %zmm12, %zmm6
	vsubpd	%zmm17, %zmm8, %zmm8
	vsubpd	%zmm9, %zmm3, %zmm3
	vsubpd	%zmm10, %zmm21, %zmm11
	vsubpd	%zmm2, %zmm25, %zmm10
	vsubpd	%zmm7, %zmm22, %zmm2
	vsubpd	%zmm0, %zmm4, %zmm4
	vsubpd	%zmm1, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_50(%rip), %zmm12
	vmulpd	%zmm12, %zmm19, %zmm9
	vaddpd	%zmm9, %zmm6, %zmm6
	vmulpd	1264(%rsp), %zmm12, %zmm7
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm12, %zmm14, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm12, %zmm23, %zmm8
	vaddpd	%zmm8, %zmm11, %zmm0
	vmulpd	%zmm12, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm1
	vmulpd	%zmm12, %zmm15, %zmm8
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm12, %zmm20, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm12, %zmm18, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmovupd	992(%rsp), %zmm8
	vsubpd	%zmm6, %zmm8, %zmm24
	vmovupd	208(%rsp), %zmm6
	vsubpd	%zmm7, %zmm6, %zmm23
	vmovupd	928(%rsp), %zmm6
	vsubpd	%zmm3, %zmm6, %zmm22
	vmovupd	144(%rsp), %zmm3
	vsubpd	%zmm0, %zmm3, %zmm21
	vsubpd	%zmm1, %zmm28, %zmm19
	vmovupd	320(%rsp), %zmm0
	vsubpd	%zmm2, %zmm0, %zmm20
	vsubpd	%zmm4, %zmm13, %zmm18
	vsubpd	%zmm5, %zmm26, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm8
	vmovupd	2320(%rsp), %zmm14
	vxorpd	%zmm8, %zmm14, %zmm7
	vmovupd	1456(%rsp), %zmm17
	vxorpd	%zmm8, %zmm17, %zmm6
	vmovupd	4576(%rsp), %zmm12
	vxorpd	%zmm8, %zmm12, %zmm5
	vmovupd	1520(%rsp), %zmm15
	vxorpd	%zmm8, %zmm15, %zmm4
	vmovupd	4640(%rsp), %zmm10
	vxorpd	%zmm8, %zmm10, %zmm3
	vmovupd	1584(%rsp), %zmm13
	vxorpd	%zmm8, %zmm13, %zmm2
	vmovupd	3616(%rsp), %zmm26
	vxorpd	%zmm8, %zmm26, %zmm1
	vmovupd	1648(%rsp), %zmm25
	vxorpd	%zmm8, %zmm25, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm9
	vmovdqu64	1776(%rsp), %zmm16
	vptestnmq	%zmm9, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vxorpd	%zmm8, %zmm23, %zmm23 {%k1}
	vmovdqu64	1840(%rsp), %zmm17
	vptestnmq	%zmm9, %zmm17, %k1
	vmovapd	%zmm14, %zmm7 {%k1}
	vxorpd	%zmm8, %zmm24, %zmm24 {%k1}
	vmovdqu64	1904(%rsp), %zmm14
	vptestnmq	%zmm9, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vxorpd	%zmm8, %zmm21, %zmm21 {%k1}
	vmovdqu64	1968(%rsp), %zmm15
	vptestnmq	%zmm9, %zmm15, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vxorpd	%zmm8, %zmm22, %zmm22 {%k1}
	vmovdqu64	2032(%rsp), %zmm12
	vptestnmq	%zmm9, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm8, %zmm20, %zmm20 {%k1}
	vmovdqu64	2096(%rsp), %zmm13
	vptestnmq	%zmm9, %zmm13, %k1
	vmovapd	%zmm10, %zmm3 {%k1}
	vxorpd	%zmm8, %zmm19, %zmm19 {%k1}
	vmovdqu64	1328(%rsp), %zmm10
	vptestnmq	%zmm9, %zmm10, %k1
	vmovapd	%zmm25, %zmm0 {%k1}
	vxorpd	%zmm8, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	1120(%rsp), %zmm11
	vptestnmq	%zmm9, %zmm11, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm8, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm8
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm7, %zmm24 {%k1}
	vmovupd	%zmm24, 208(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm6, %zmm23 {%k1}
	vmovupd	%zmm23, 384(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm5, %zmm22 {%k1}
	vmovupd	%zmm22, 640(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm4, %zmm21 {%k1}
	vmovupd	%zmm21, 576(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 320(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 512(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 864(%rsp)
	vptestnmq	%zmm8, %zmm10, %k1
	vmovapd	%zmm0, %zmm25 {%k1}
	vmovupd	%zmm25, 800(%rsp)
	vcvtudq2pd	-192(%r10,%r14,4), %zmm0
	vcvtudq2pd	-160(%r10,%r14,4), %zmm1
	vcvtudq2pd	-128(%r10,%r14,4), %zmm2
	vcvtudq2pd	-96(%r10,%r14,4), %zmm3
	vcvtudq2pd	-64(%r10,%r14,4), %zmm4
	vcvtudq2pd	-32(%r10,%r14,4), %zmm5
	vcvtudq2pd	(%r10,%r14,4), %zmm6
	vcvtudq2pd	32(%r10,%r14,4), %zmm7
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
	vmovdqu64	%zmm9, 1968(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 2032(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 2096(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1328(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1120(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 928(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 992(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 1056(%rsp)
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
	vpbroadcastq	.LCPI0_16(%rip), %zmm11
	vpaddq	%zmm11, %zmm9, %zmm1
	vpaddq	%zmm11, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_17(%rip), %zmm22
	vaddpd	%zmm22, %zmm2, %zmm31
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, 144(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm31, %zmm2
	vdivpd	%zmm2, %zmm31, %zmm2
	vmovupd	%zmm2, 1840(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1904(%rsp)
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
	vmovupd	%zmm3, 1264(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2640(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2704(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2512(%rsp)
	vpaddq	%zmm11, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm2
	vmovupd	%zmm2, 1712(%rsp)
	vaddpd	%zmm23, %zmm2, %zmm1
	vdivpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 1776(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
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
	vmovupd	%zmm1, 1648(%rsp)
	vpaddq	%zmm11, %zmm30, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 1392(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm18
	vmulpd	%zmm18, %zmm18, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1584(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1456(%rsp)
	vpaddq	%zmm11, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 2576(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm12
	vmulpd	%zmm12, %zmm12, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 2320(%rsp)
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
	vdivpd	%zmm1, %zmm24, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm2
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
	vbroadcastsd	.LCPI0_25(%rip), %zmm6
	vaddpd	2640(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	1264(%rsp), %zmm22, %zmm22
	vaddpd	2512(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2704(%rsp), %zmm27, %zmm27
	vaddpd	1648(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2384(%rsp), %zmm9, %zmm9
	vaddpd	1456(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm18, %zmm7
	vaddpd	1584(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm30, %zmm11
	vmulpd	%zmm11, %zmm12, %zmm5
	vaddpd	2320(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	%zmm31, 1520(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	1840(%rsp), %zmm2, %zmm12
	vmovupd	144(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1904(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	1392(%rsp), %zmm7, %zmm7
	vmovupd	1712(%rsp), %zmm18
	vmulpd	%zmm6, %zmm18, %zmm16
	vmulpd	%zmm16, %zmm18, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	1776(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2576(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm6
	vpsrlq	$20, 1968(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm10
	vpaddq	%zmm10, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm13
	vmulpd	%zmm13, %zmm11, %zmm23
	vaddpd	%zmm12, %zmm23, %zmm12
	vpsrlq	$20, 2032(%rsp), %zmm23
	vpaddq	%zmm10, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm13, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 2096(%rsp), %zmm25
	vpaddq	%zmm10, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm13, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1328(%rsp), %zmm27
	vpaddq	%zmm10, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm13, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1120(%rsp), %zmm28
	vpaddq	%zmm10, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm13, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 928(%rsp), %zmm29
	vpaddq	%zmm10, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm13, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 992(%rsp), %zmm30
	vpaddq	%zmm10, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm13, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 1056(%rsp), %zmm31
	vpaddq	%zmm10, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm13, %zmm31, %zmm10
	vaddpd	%zmm6, %zmm10, %zmm6
	vsubpd	%zmm0, %zmm12, %zmm0
	vsubpd	%zmm2, %zmm14, %zmm2
	vbroadcastsd	.LCPI0_27(%rip), %zmm14
	vsubpd	%zmm4, %zmm7, %zmm4
	vsubpd	%zmm16, %zmm9, %zmm7
	vsubpd	%zmm17, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm22, %zmm1, %zmm1
	vsubpd	%zmm15, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_28(%rip), %zmm15
	vaddpd	144(%rsp), %zmm2, %zmm2
	vaddpd	1520(%rsp), %zmm0, %zmm0
	vaddpd	%zmm7, %zmm18, %zmm7
	vaddpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm1, %zmm26, %zmm1
	vmulpd	%zmm14, %zmm23, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm14, %zmm11, %zmm8
	vaddpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm14, %zmm27, %zmm8
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm14, %zmm25, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm14, %zmm29, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm14, %zmm28, %zmm8
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm14, %zmm31, %zmm8
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm14, %zmm30, %zmm8
	vaddpd	%zmm1, %zmm8, %zmm1
	vmulpd	%zmm15, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	208(%rsp), %zmm0, %zmm0
	vmulpd	%zmm15, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	384(%rsp), %zmm2, %zmm2
	vmulpd	%zmm15, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	640(%rsp), %zmm4, %zmm4
	vmulpd	%zmm15, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	576(%rsp), %zmm7, %zmm7
	vmulpd	%zmm15, %zmm5, %zmm5
	vmulpd	%zmm15, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	320(%rsp), %zmm3, %zmm3
	vmulpd	512(%rsp), %zmm5, %zmm5
	vmulpd	%zmm15, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	864(%rsp), %zmm1, %zmm1
	vmulpd	%zmm15, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	800(%rsp), %zmm6, %zmm6
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
	vmovupd	%zmm0, -192(%r10,%r14,4)
	vmovupd	%zmm2, -128(%r10,%r14,4)
	vmovupd	%zmm3, -64(%r10,%r14,4)
	vmovupd	%zmm1, (%r10,%r14,4)
	addq	$256, %r10
	addq	$-64, %rbp
	jne	.LBB0_47
	cmpq	%rax, %r14
	movq	-112(%rsp), %r8
	movabsq	$4604544269498187776, %r9
	movabsq	$4503595332403200, %r10
	vpbroadcastq	.LCPI0_37(%rip), %zmm1
	vmovsd	.LCPI0_10(%rip), %xmm23
	vmovsd	.LCPI0_11(%rip), %xmm28
	vmovsd	.LCPI0_17(%rip), %xmm26
	vmovsd	.LCPI0_18(%rip), %xmm25
	vmovsd	.LCPI0_22(%rip), %xmm29
	vmovsd	.LCPI0_23(%rip), %xmm24
	vmovddup	.LCPI0_19(%rip), %xmm12
	vmovsd	.LCPI0_26(%rip), %xmm31
	vmovsd	.LCPI0_27(%rip), %xmm30
	vmovsd	.LCPI0_28(%rip), %xmm13
	vmovsd	.LCPI0_29(%rip), %xmm19
	vmovsd	.LCPI0_30(%rip), %xmm18
	vmovsd	.LCPI0_31(%rip), %xmm17
	vmovsd	.LCPI0_32(%rip), %xmm16
	vmovsd	.LCPI0_44(%rip), %xmm9
	vmovsd	.LCPI0_49(%rip), %xmm10
	vmovsd	.LCPI0_50(%rip), %xmm11
	movl	312(%rsp), %r11d
	je	.LBB0_28
	testb	$56, %r14b
	je	.LBB0_53
	movq	296(%rsp), %rcx
	movq	304(%rsp), %rsi
	vbroadcastsd	.LCPI0_10(%rip), %zmm14
	vmovdqa64	%zmm1, %zmm10
	vbroadcastsd	.LCPI0_11(%rip), %zmm15
	vbroadcastsd	.LCPI0_42(%rip), %zmm29
	vbroadcastsd	.LCPI0_43(%rip), %zmm13
	vbroadcastsd	.LCPI0_44(%rip), %zmm25
	vbroadcastsd	.LCPI0_45(%rip), %zmm28
	vbroadcastsd	.LCPI0_46(%rip), %zmm26
	vbroadcastsd	.LCPI0_47(%rip), %zmm23
	vbroadcastsd	.LCPI0_48(%rip), %zmm30
	vbroadcastsd	.LCPI0_49(%rip), %zmm24
	vbroadcastsd	.LCPI0_50(%rip), %zmm16
	vbroadcastsd	.LCPI0_51(%rip), %zmm19
	vpbroadcastq	.LCPI0_52(%rip), %zmm17
	vpbroadcastq	.LCPI0_53(%rip), %zmm18
	vpbroadcastq	.LCPI0_15(%rip), %zmm31
	vbroadcastsd	.LCPI0_55(%rip), %zmm11
	vbroadcastsd	.LCPI0_56(%rip), %zmm12
	.p2align	4
.LBB0_51:
	vcvtudq2pd	(%rcx,%r14,4), %zmm0
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	%zmm15, %zmm0, %zmm0
	vcvtudq2pd	(%rcx), %zmm1
	vaddpd	%zmm14, %zmm1, %zmm1
	vmulpd	%zmm15, %zmm1, %zmm1
	vpsrlq	$32, %zmm0, %zmm2
	vpaddq	.LCPI0_12(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$20, %zmm2, %zmm3
	vpaddq	.LCPI0_13(%rip){1to8}, %zmm3, %zmm3
	vpsllq	$32, %zmm2, %zmm2
	vpandq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm2
	vpternlogq	$248, %zmm31, %zmm0, %zmm2
	vpaddq	.LCPI0_16(%rip){1to8}, %zmm2, %zmm0
	vaddpd	.LCPI0_17(%rip){1to8}, %zmm0, %zmm0
	vaddpd	.LCPI0_18(%rip){1to8}, %zmm0, %zmm2
	vdivpd	%zmm2, %zmm0, %zmm2
	vmulpd	%zmm14, %zmm0, %zmm4
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
	vmulpd	%zmm11, %zmm3, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm4
	vmulpd	.LCPI0_34(%rip){1to8}, %zmm3, %zmm5
	vmulpd	.LCPI0_35(%rip){1to8}, %zmm3, %zmm6
	vsubpd	%zmm6, %zmm4, %zmm7
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm4, %zmm8
	vsubpd	%zmm6, %zmm8, %zmm6
	vsubpd	%zmm5, %zmm4, %zmm8
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm10, %zmm2, %zmm2
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm10, %zmm8, %zmm8
	vpaddq	%zmm27, %zmm8, %zmm8
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
	vmulpd	%zmm12, %zmm4, %zmm7
	vaddpd	%zmm29, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm13, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm14, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm25, %zmm8
	vsubpd	%zmm8, %zmm25, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm28, %zmm4, %zmm7
	vaddpd	%zmm26, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm23, %zmm7, %zmm7
	vmulpd	%zmm30, %zmm4, %zmm8
	vaddpd	%zmm24, %zmm8, %zmm8
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm7
	vmulpd	%zmm14, %zmm3, %zmm8
	vmulpd	%zmm5, %zmm7, %zmm5
	vsubpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm16, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm2, %zmm2
	vptestnmq	%zmm17, %zmm1, %k1
	vptestnmq	%zmm18, %zmm1, %k2
	vxorpd	%zmm19, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm19, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_28(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovupd	%ymm0, (%rcx,%r14,4)
	addq	$32, %rcx
	addq	$-8, %rsi
	jne	.LBB0_51
	movq	48(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	%rcx, %r14
	vmovsd	.LCPI0_10(%rip), %xmm23
	vmovsd	.LCPI0_11(%rip), %xmm28
	vmovsd	.LCPI0_17(%rip), %xmm26
	vmovsd	.LCPI0_18(%rip), %xmm25
	vmovsd	.LCPI0_22(%rip), %xmm29
	vmovsd	.LCPI0_23(%rip), %xmm24
	vmovddup	.LCPI0_19(%rip), %xmm12
	vmovsd	.LCPI0_26(%rip), %xmm31
	vmovsd	.LCPI0_27(%rip), %xmm30
	vmovsd	.LCPI0_28(%rip), %xmm13
	vmovsd	.LCPI0_29(%rip), %xmm19
	vmovsd	.LCPI0_30(%rip), %xmm18
	vmovsd	.LCPI0_31(%rip), %xmm17
	vmovsd	.LCPI0_32(%rip), %xmm16
	vmovsd	.LCPI0_44(%rip), %xmm9
	vmovsd	.LCPI0_49(%rip), %xmm10
	vmovsd	.LCPI0_50(%rip), %xmm11
	je	.LBB0_28
.LBB0_53:
	movq	%r14, %rcx
	subq	%rax, %rcx
	leaq	(%r8,%rax,4), %rsi
	.p2align	4
.LBB0_54:
	vcvtusi2sdl	(%rsi,%r14,4), %xmm22, %xmm0
	vaddsd	%xmm23, %xmm0, %xmm0
	vmulsd	%xmm28, %xmm0, %xmm0
	vcvtusi2sdl	(%rsi), %xmm22, %xmm1
	vaddsd	%xmm23, %xmm1, %xmm1
	vmulsd	%xmm28, %xmm1, %xmm1
	vmovq	%xmm0, %rax
	movl	%eax, %edx
	shrq	$32, %rax
	addq	$614242, %rax
	movq	%rax, %rdi
	shrq	$20, %rdi
	addq	$-1023, %rdi
	shlq	$32, %rax
	andq	%r10, %rax
	addq	%r9, %rax
	orq	%rax, %rdx
	vmovq	%rdx, %xmm0
	vaddsd	%xmm26, %xmm0, %xmm0
	vmulsd	%xmm23, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vaddsd	%xmm25, %xmm0, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmulsd	%xmm29, %xmm5, %xmm6
	vaddsd	%xmm24, %xmm6, %xmm6
	vunpcklpd	%xmm6, %xmm12, %xmm6
	vmovddup	%xmm5, %xmm5
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	.LCPI0_58(%rip), %xmm6, %xmm6
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	.LCPI0_59(%rip), %xmm6, %xmm6
	vunpcklpd	%xmm4, %xmm5, %xmm4
	vmulpd	%xmm6, %xmm4, %xmm4
	vshufpd	$1, %xmm4, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm4, %xmm4
	vcvtsi2sd	%rdi, %xmm15, %xmm5
	vaddsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmulsd	%xmm31, %xmm5, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm30, %xmm5, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm0
	vmulsd	%xmm19, %xmm1, %xmm1
	vmulsd	%xmm18, %xmm1, %xmm2
	vaddsd	%xmm17, %xmm2, %xmm2
	vmovq	%xmm2, %rdi
	vaddsd	%xmm16, %xmm2, %xmm2
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
	vmovq	%xmm1, %rax
	addl	$16, %eax
	vpextrq	$1, %xmm1, %rdx
	cmpl	%edx, %eax
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
	vmulsd	%xmm23, %xmm3, %xmm6
	vsubsd	%xmm6, %xmm9, %xmm7
	vsubsd	%xmm7, %xmm9, %xmm8
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
	vmulsd	.LCPI0_48(%rip), %xmm3, %xmm7
	vaddsd	%xmm7, %xmm10, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm23, %xmm2, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	%xmm6, %xmm11, %xmm3
	vaddsd	%xmm3, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovddup	.LCPI0_51(%rip), %xmm2
	vxorpd	%xmm2, %xmm5, %xmm3
	testb	$2, %dil
	sete	%al
	kmovd	%eax, %k1
	vmovsd	%xmm5, %xmm3, %xmm3 {%k1}
	vxorpd	%xmm2, %xmm1, %xmm2
	vmovsd	%xmm2, %xmm1, %xmm1 {%k1}
	kmovd	%edi, %k1
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vmulsd	%xmm0, %xmm13, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rsi,%r14,4)
	addq	$4, %rsi
	decq	%rcx
	jne	.LBB0_54
	.p2align	4
.LBB0_28:
	vmovss	-16(%rsp), %xmm14
	vmulss	4(%rsp), %xmm14, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorpd	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	kmovd	%r11d, %k1
	vmovaps	2160(%rsp), %xmm1
	vmovss	%xmm1, %xmm0, %xmm0 {%k1}
	vxorps	%xmm1, %xmm1, %xmm1
	movl	$1024, %r12d
	movq	%r8, %r9
	movq	448(%rsp), %rdx
	movq	%rdx, %r10
	movq	-32(%rsp), %rbx
	movq	%r14, %r11
	xorl	%r15d, %r15d
	xorl	%ebp, %ebp
	xorl	%esi, %esi
	vmovaps	1184(%rsp), %xmm23
	vmovups	4832(%rsp), %zmm15
	vmovss	.LCPI0_62(%rip), %xmm16
	vbroadcastss	.LCPI0_62(%rip), %zmm17
	vbroadcastss	.LCPI0_63(%rip), %zmm18
	vpbroadcastd	.LCPI0_64(%rip), %zmm19
	jmp	.LBB0_29
	.p2align	4
.LBB0_95:
	movq	144(%rsp), %rsi
.LBB0_103:
	addq	$1024, %r12
	addq	$-1024, %rbp
	incq	%r15
	addq	$4096, %rbx
	addq	$4096, %r10
	addq	$-4096, %r9
	movq	-120(%rsp), %r11
	cmpq	%r11, %rsi
	jae	.LBB0_55
.LBB0_29:
	movq	%rsi, %rcx
	cmpq	%r12, %r11
	movq	%r12, %rdi
	cmovbq	%r11, %rdi
	leaq	(%rdi,%rbp), %rsi
	cmpq	$1, %rsi
	movq	%rdi, %r13
	adcq	%rbp, %r13
	leaq	1024(%rcx), %rax
	cmpq	%r11, %rax
	movq	%rax, 144(%rsp)
	cmovbq	%rax, %r11
	movq	%rsi, %rax
	cmpq	%r11, %rcx
	jae	.LBB0_94
	movq	%rcx, %r14
	cmpq	$8, %rax
	jb	.LBB0_90
	movq	%r15, %rdx
	shlq	$12, %rdx
	addq	80(%rsp), %rdx
	movq	3936(%rsp), %rsi
	subq	%rdx, %rsi
	movq	448(%rsp), %rdx
	movq	%rcx, %r14
	cmpq	$256, %rsi
	jb	.LBB0_90
	cmpq	$64, %rax
	jae	.LBB0_85
	xorl	%esi, %esi
	jmp	.LBB0_34
.LBB0_85:
	movq	%rdi, %r8
	andq	$-64, %r8
	addq	%rbp, %r8
	movl	%edi, %r14d
	andl	$63, %r14d
	movq	%rax, %rsi
	movq	%r14, 208(%rsp)
	subq	%r14, %rsi
	xorl	%r14d, %r14d
	movq	-72(%rsp), %rax
	.p2align	4
.LBB0_86:
	vmovups	-192(%rbx,%r14,4), %zmm2
	vmovups	-128(%rbx,%r14,4), %zmm3
	vmovups	-64(%rbx,%r14,4), %zmm4
	vmovups	(%rbx,%r14,4), %zmm5
	vmulps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm4, %zmm4, %zmm4
	vmulps	%zmm5, %zmm5, %zmm5
	vmovups	%zmm2, -192(%rax,%r14,4)
	vmovups	%zmm3, -128(%rax,%r14,4)
	vmovups	%zmm4, -64(%rax,%r14,4)
	vmovups	%zmm5, (%rax,%r14,4)
	addq	$64, %r14
	cmpq	%r14, %r8
	jne	.LBB0_86
	movq	208(%rsp), %r14
	testq	%r14, %r14
	movq	-112(%rsp), %r8
	leaq	(%rdi,%rbp), %rax
	je	.LBB0_94
	cmpl	$8, %r14d
	jb	.LBB0_89
.LBB0_34:
	movl	%edi, %edx
	andl	$7, %edx
	movq	%rax, %r14
	subq	%rdx, %rax
	movl	%edi, %edx
	andl	$7, %edx
	subq	%rdx, %r14
	addq	%rcx, %r14
	movq	-112(%rsp), %r8
	.p2align	4
.LBB0_35:
	vmovups	(%r10,%rsi,4), %ymm2
	vmulps	%ymm2, %ymm2, %ymm2
	vmovups	%ymm2, (%r8,%rsi,4)
	addq	$8, %rsi
	cmpq	%rsi, %rax
	jne	.LBB0_35
	testq	%rdx, %rdx
	movq	448(%rsp), %rdx
	leaq	(%rdi,%rbp), %rax
	je	.LBB0_94
.LBB0_90:
	movl	%edi, %edx
	subl	%r14d, %edx
	movq	%r14, %rsi
	testb	$7, %dl
	movq	448(%rsp), %rdx
	je	.LBB0_93
	movl	%edi, %edx
	subb	%r14b, %dl
	movzbl	%dl, %r8d
	movq	448(%rsp), %rdx
	andl	$7, %r8d
	movq	%r14, %rsi
	.p2align	4
.LBB0_92:
	vmovss	(%rdx,%rsi,4), %xmm2
	vmulss	%xmm2, %xmm2, %xmm2
	vmovss	%xmm2, (%r9,%rsi,4)
	incq	%rsi
	decq	%r8
	jne	.LBB0_92
.LBB0_93:
	subq	%rdi, %r14
	cmpq	$-8, %r14
	movq	-112(%rsp), %r8
	ja	.LBB0_94
	.p2align	4
.LBB0_207:
	vmovss	(%rdx,%rsi,4), %xmm2
	vmulss	%xmm2, %xmm2, %xmm2
	vmovss	%xmm2, (%r9,%rsi,4)
	vmovss	4(%rdx,%rsi,4), %xmm2
	vmulss	%xmm2, %xmm2, %xmm2
	vmovss	%xmm2, 4(%r9,%rsi,4)
	vmovss	8(%rdx,%rsi,4), %xmm2
	vmulss	%xmm2, %xmm2, %xmm2
	vmovss	%xmm2, 8(%r9,%rsi,4)
	vmovss	12(%rdx,%rsi,4), %xmm2
	vmulss	%xmm2, %xmm2, %xmm2
	vmovss	%xmm2, 12(%r9,%rsi,4)
	vmovss	16(%rdx,%rsi,4), %xmm2
	vmulss	%xmm2, %xmm2, %xmm2
	vmovss	%xmm2, 16(%r9,%rsi,4)
	vmovss	20(%rdx,%rsi,4), %xmm2
	vmulss	%xmm2, %xmm2, %xmm2
	vmovss	%xmm2, 20(%r9,%rsi,4)
	vmovss	24(%rdx,%rsi,4), %xmm2
	vmulss	%xmm2, %xmm2, %xmm2
	vmovss	%xmm2, 24(%r9,%rsi,4)
	vmovss	28(%rdx,%rsi,4), %xmm2
	vmulss	%xmm2, %xmm2, %xmm2
	vmovss	%xmm2, 28(%r9,%rsi,4)
	addq	$8, %rsi
	cmpq	%rsi, %rdi
	jne	.LBB0_207
	.p2align	4
.LBB0_94:
	cmpq	%rcx, %r11
	je	.LBB0_95
	cmpq	$8, %rax
	movq	144(%rsp), %rsi
	jae	.LBB0_98
	xorl	%eax, %eax
	jmp	.LBB0_101
	.p2align	4
.LBB0_98:
	movq	%r13, %rcx
	andq	$-8, %rcx
	xorl	%eax, %eax
	.p2align	4
.LBB0_99:
	vaddss	(%r8,%rax,4), %xmm1, %xmm1
	vaddss	4(%r8,%rax,4), %xmm1, %xmm1
	vaddss	8(%r8,%rax,4), %xmm1, %xmm1
	vaddss	12(%r8,%rax,4), %xmm1, %xmm1
	vaddss	16(%r8,%rax,4), %xmm1, %xmm1
	vaddss	20(%r8,%rax,4), %xmm1, %xmm1
	vaddss	24(%r8,%rax,4), %xmm1, %xmm1
	vaddss	28(%r8,%rax,4), %xmm1, %xmm1
	addq	$8, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_99
	testb	$7, %r13b
	je	.LBB0_103
.LBB0_101:
	andl	$7, %r13d
	leaq	(%r8,%rax,4), %rax
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_102:
	vaddss	(%rax,%rcx,4), %xmm1, %xmm1
	incq	%rcx
	cmpq	%rcx, %r13
	jne	.LBB0_102
	jmp	.LBB0_103
.LBB0_89:
	addq	%rcx, %rsi
	movq	%rsi, %r14
	jmp	.LBB0_90
	.p2align	4
.LBB0_55:
	vaddss	.LCPI0_60(%rip), %xmm1, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	.LCPI0_61(%rip), %xmm1, %xmm1
	movl	-84(%rsp), %ebx
	testl	%ebx, %ebx
	movq	56(%rsp), %r9
	movq	64(%rsp), %rdi
	movl	$2143289344, %r11d
	je	.LBB0_69
	cmpb	$0, -60(%rsp)
	movq	-120(%rsp), %r14
	movq	-24(%rsp), %r10
	je	.LBB0_58
	xorl	%ecx, %ecx
.LBB0_65:
	movq	%rcx, %rax
	orq	$1, %rax
	testb	$1, %r14b
	je	.LBB0_67
	movq	32(%rsp), %r15
	vmovss	(%r15,%rcx,4), %xmm2
	vaddss	%xmm2, %xmm2, %xmm3
	vmulss	%xmm3, %xmm1, %xmm3
	movq	112(%rsp), %rdx
	vsubss	(%rdx,%rcx,4), %xmm2, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm16, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm23, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	(%r9,%rcx,4), %xmm0, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vmovd	%xmm2, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	movq	64(%rsp), %rdi
	cmovael	%r11d, %edx
	movl	%edx, (%r15,%rcx,4)
	movq	448(%rsp), %rdx
	movq	%rax, %rcx
.LBB0_67:
	cmpq	%rax, %r14
	je	.LBB0_81
	.p2align	4
.LBB0_68:
	vmovss	(%rdx,%rcx,4), %xmm2
	vmovss	4(%rdx,%rcx,4), %xmm3
	vaddss	%xmm2, %xmm2, %xmm4
	vmulss	%xmm4, %xmm1, %xmm4
	vsubss	(%rdi,%rcx,4), %xmm2, %xmm5
	vaddss	%xmm5, %xmm5, %xmm5
	vmulss	%xmm16, %xmm5, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm4, %xmm23, %xmm4
	vsubss	%xmm4, %xmm2, %xmm2
	vmulss	(%r9,%rcx,4), %xmm0, %xmm4
	vaddss	%xmm2, %xmm4, %xmm2
	vmovd	%xmm2, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r11d, %eax
	movq	448(%rsp), %rdx
	movl	%eax, (%rdx,%rcx,4)
	vaddss	%xmm3, %xmm3, %xmm2
	vmulss	%xmm2, %xmm1, %xmm2
	vsubss	4(%rdi,%rcx,4), %xmm3, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm16, %xmm4, %xmm4
	vaddss	%xmm4, %xmm2, %xmm2
	vmulss	%xmm2, %xmm23, %xmm2
	vsubss	%xmm2, %xmm3, %xmm2
	vmulss	4(%r9,%rcx,4), %xmm0, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vmovd	%xmm2, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	movq	448(%rsp), %rdx
	cmovael	%r11d, %eax
	movl	%eax, 4(%rdx,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r14
	jne	.LBB0_68
	jmp	.LBB0_81
	.p2align	4
.LBB0_69:
	cmpb	$0, 4896(%rsp)
	movq	-120(%rsp), %r14
	movq	-24(%rsp), %r10
	je	.LBB0_71
	xorl	%ecx, %ecx
.LBB0_78:
	movq	%rcx, %rax
	orq	$1, %rax
	testb	$1, %r14b
	je	.LBB0_80
	movq	32(%rsp), %r9
	vmovss	(%r9,%rcx,4), %xmm0
	vaddss	%xmm0, %xmm0, %xmm2
	vmulss	%xmm2, %xmm1, %xmm2
	movq	112(%rsp), %rdx
	vsubss	(%rdx,%rcx,4), %xmm0, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm16, %xmm3, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm23, %xmm2
	vsubss	%xmm2, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	movq	64(%rsp), %rdi
	cmovael	%r11d, %edx
	movl	%edx, (%r9,%rcx,4)
	movq	448(%rsp), %rdx
	movq	%rax, %rcx
.LBB0_80:
	cmpq	%rax, %r14
	je	.LBB0_81
	.p2align	4
.LBB0_84:
	vmovss	(%rdx,%rcx,4), %xmm0
	vmovss	4(%rdx,%rcx,4), %xmm2
	vaddss	%xmm0, %xmm0, %xmm3
	vmulss	%xmm3, %xmm1, %xmm3
	vsubss	(%rdi,%rcx,4), %xmm0, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm16, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm23, %xmm3
	vsubss	%xmm3, %xmm0, %xmm0
	vmovd	%xmm0, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r11d, %eax
	movq	448(%rsp), %rdx
	movl	%eax, (%rdx,%rcx,4)
	vaddss	%xmm2, %xmm2, %xmm0
	vmulss	%xmm0, %xmm1, %xmm0
	vsubss	4(%rdi,%rcx,4), %xmm2, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm16, %xmm3, %xmm3
	vaddss	%xmm3, %xmm0, %xmm0
	vmulss	%xmm0, %xmm23, %xmm0
	vsubss	%xmm0, %xmm2, %xmm0
	vmovd	%xmm0, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	movq	448(%rsp), %rdx
	cmovael	%r11d, %eax
	movl	%eax, 4(%rdx,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r14
	jne	.LBB0_84
	jmp	.LBB0_81
	.p2align	4
.LBB0_58:
	vbroadcastss	%xmm1, %zmm2
	vbroadcastss	%xmm0, %zmm3
	xorl	%eax, %eax
	movq	40(%rsp), %rcx
	.p2align	4
.LBB0_59:
	vmovups	(%rdx,%rax,4), %zmm4
	vaddps	%zmm4, %zmm4, %zmm5
	vmulps	%zmm5, %zmm2, %zmm5
	vsubps	(%rdi,%rax,4), %zmm4, %zmm6
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm17, %zmm6, %zmm6
	vaddps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm5, %zmm15, %zmm5
	vsubps	%zmm5, %zmm4, %zmm4
	vmulps	(%r9,%rax,4), %zmm3, %zmm5
	vaddps	%zmm4, %zmm5, %zmm4
	vandps	%zmm18, %zmm4, %zmm5
	vpcmpgtd	%zmm19, %zmm5, %k1
	vpbroadcastd	.LCPI0_65(%rip), %zmm4 {%k1}
	vmovdqu64	%zmm4, (%rdx,%rax,4)
	addq	$16, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_59
	cmpq	%rcx, %r14
	vbroadcastss	.LCPI0_63(%rip), %xmm11
	vpbroadcastd	.LCPI0_64(%rip), %xmm12
	je	.LBB0_81
	movq	40(%rsp), %rcx
	testb	$12, %r14b
	je	.LBB0_65
	vbroadcastss	%xmm1, %xmm2
	vbroadcastss	%xmm0, %xmm3
	movq	40(%rsp), %rax
	movq	%rdx, %r15
	movq	104(%rsp), %rdx
	vbroadcastss	.LCPI0_62(%rip), %xmm10
	.p2align	4
.LBB0_63:
	vmovups	(%r15,%rax,4), %xmm4
	vaddps	%xmm4, %xmm4, %xmm5
	vmulps	%xmm5, %xmm2, %xmm5
	vsubps	(%rdi,%rax,4), %xmm4, %xmm6
	vaddps	%xmm6, %xmm6, %xmm6
	vmulps	%xmm6, %xmm10, %xmm6
	vaddps	%xmm6, %xmm5, %xmm5
	vmulps	%xmm5, %xmm15, %xmm5
	vsubps	%xmm5, %xmm4, %xmm4
	vmulps	(%r9,%rax,4), %xmm3, %xmm5
	vaddps	%xmm4, %xmm5, %xmm4
	vandps	%xmm4, %xmm11, %xmm5
	vpcmpgtd	%xmm12, %xmm5, %k1
	vpbroadcastd	.LCPI0_65(%rip), %xmm4 {%k1}
	vmovdqu	%xmm4, (%r15,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rdx
	jne	.LBB0_63
	movq	%rdx, %rcx
	cmpq	%rdx, %r14
	movq	%r15, %rdx
	je	.LBB0_81
	jmp	.LBB0_65
.LBB0_71:
	vbroadcastss	%xmm1, %zmm0
	xorl	%eax, %eax
	movq	-32(%rsp), %rcx
	vpbroadcastd	.LCPI0_65(%rip), %zmm23
	.p2align	4
.LBB0_72:
	vmovups	-192(%rcx,%rax,4), %zmm2
	vmovups	-128(%rcx,%rax,4), %zmm3
	vmovups	-64(%rcx,%rax,4), %zmm4
	vmovups	(%rcx,%rax,4), %zmm5
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
	vmulps	%zmm17, %zmm10, %zmm10
	vaddps	%zmm10, %zmm6, %zmm6
	vmulps	%zmm17, %zmm11, %zmm10
	vaddps	%zmm10, %zmm7, %zmm7
	vmulps	%zmm17, %zmm12, %zmm10
	vaddps	%zmm10, %zmm8, %zmm8
	vmulps	%zmm17, %zmm13, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vmulps	%zmm6, %zmm15, %zmm6
	vmulps	%zmm7, %zmm15, %zmm7
	vmulps	%zmm8, %zmm15, %zmm8
	vmulps	%zmm9, %zmm15, %zmm9
	vsubps	%zmm6, %zmm2, %zmm2
	vsubps	%zmm7, %zmm3, %zmm3
	vsubps	%zmm8, %zmm4, %zmm4
	vsubps	%zmm9, %zmm5, %zmm5
	vandps	%zmm18, %zmm2, %zmm6
	vandps	%zmm18, %zmm3, %zmm7
	vandps	%zmm18, %zmm4, %zmm8
	vandps	%zmm18, %zmm5, %zmm9
	vpcmpgtd	%zmm19, %zmm6, %k1
	vpcmpgtd	%zmm19, %zmm7, %k2
	vpcmpgtd	%zmm19, %zmm8, %k3
	vpcmpgtd	%zmm19, %zmm9, %k4
	vmovdqa32	%zmm23, %zmm2 {%k1}
	vmovdqa32	%zmm23, %zmm3 {%k2}
	vmovdqa32	%zmm23, %zmm4 {%k3}
	vmovdqa32	%zmm23, %zmm5 {%k4}
	vmovdqu64	%zmm2, -192(%rcx,%rax,4)
	vmovdqu64	%zmm3, -128(%rcx,%rax,4)
	vmovdqu64	%zmm4, -64(%rcx,%rax,4)
	vmovdqu64	%zmm5, (%rcx,%rax,4)
	addq	$64, %rax
	cmpq	%rax, %r10
	jne	.LBB0_72
	cmpq	%r10, %r14
	vmovaps	1184(%rsp), %xmm23
	vbroadcastss	.LCPI0_63(%rip), %ymm6
	vpbroadcastd	.LCPI0_64(%rip), %ymm10
	je	.LBB0_81
	movq	%r10, %rcx
	testb	$56, %r14b
	je	.LBB0_78
	vbroadcastss	%xmm1, %ymm0
	movq	%r10, %rax
	movq	%rdx, %r9
	movq	48(%rsp), %rdx
	vbroadcastss	.LCPI0_62(%rip), %ymm5
	.p2align	4
.LBB0_76:
	vmovups	(%r9,%rax,4), %ymm2
	vaddps	%ymm2, %ymm2, %ymm3
	vmulps	%ymm3, %ymm0, %ymm3
	vsubps	(%rdi,%rax,4), %ymm2, %ymm4
	vaddps	%ymm4, %ymm4, %ymm4
	vmulps	%ymm5, %ymm4, %ymm4
	vaddps	%ymm4, %ymm3, %ymm3
	vmulps	%ymm3, %ymm15, %ymm3
	vsubps	%ymm3, %ymm2, %ymm2
	vandps	%ymm6, %ymm2, %ymm3
	vpcmpgtd	%ymm10, %ymm3, %k1
	vpbroadcastd	.LCPI0_65(%rip), %ymm2 {%k1}
	vmovdqu	%ymm2, (%r9,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.LBB0_76
	movq	%rdx, %rcx
	cmpq	%rdx, %r14
	movq	%r9, %rdx
	je	.LBB0_81
	jmp	.LBB0_78
.LBB0_83:
	addq	$136232, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.Lfunc_end0:
	.size	tessera_tether_x86_64_v4, .Lfunc_end0-tessera_tether_x86_64_v4

	.section	".note.GNU-stack","",@progbits
