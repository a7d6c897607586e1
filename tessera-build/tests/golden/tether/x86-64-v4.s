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
	subq	$1128, %rsp
	movq	(%rdi), %rax
	movq	%rax, -88(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, (%rsp)
	movq	24(%rdi), %r13
	movq	32(%rdi), %rcx
	movq	40(%rdi), %rax
	vmovss	56(%rdi), %xmm21
	vmovss	60(%rdi), %xmm0
	vmovss	%xmm0, -8(%rsp)
	movq	48(%rdi), %rdx
	movq	%rdx, 16(%rsp)
	movl	64(%rdi), %edx
	movl	%edx, -108(%rsp)
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, -12(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, -16(%rsp)
	movl	68(%rdi), %edx
	movl	%edx, -4(%rsp)
	vmovss	80(%rdi), %xmm0
	vmovss	%xmm0, -20(%rsp)
	movq	88(%rdi), %rdx
	movq	%rdx, -80(%rsp)
	movq	96(%rdi), %rdx
	movq	%rdx, 752(%rsp)
	cmpq	$127, %rax
	movq	%rcx, 264(%rsp)
	movq	%rax, -120(%rsp)
	ja	.LBB0_24
	movq	%rcx, %rsi
	subq	%r13, %rsi
	jbe	.LBB0_88
	movq	-120(%rsp), %rdx
	movq	%rdx, %rdi
	shlq	$6, %rdi
	movl	$3449720151, %r8d
	movq	-80(%rsp), %r10
	movq	%r10, %rax
	shrq	$32, %rax
	leaq	(%r10,%r8), %rcx
	addq	$-795284382, %rcx
	leaq	-305585874(%rax,%r8), %r9
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4064(%rsp)
	leaq	1013904242(%r10), %rcx
	vpbroadcastq	%rcx, %zmm0
	leaq	1993301258(%rax), %rcx
	vpbroadcastq	%rcx, %zmm1
	vmovdqu64	%zmm1, 4000(%rsp)
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
	vpbroadcastq	%rcx, %zmm13
	movq	264(%rsp), %rcx
	vpbroadcastd	%eax, %zmm14
	vbroadcastss	%xmm21, %zmm1
	vmovupd	%zmm1, 2320(%rsp)
	leaq	-1(%rdx), %rax
	movq	%rax, 72(%rsp)
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	vpbroadcastq	%r10, %zmm15
	vmovdqu64	%zmm0, 3424(%rsp)
	vmovdqu64	%zmm2, 3360(%rsp)
	vmovdqu64	%zmm3, 3296(%rsp)
	vmovdqu64	%zmm4, 3232(%rsp)
	vmovdqu64	%zmm5, 3168(%rsp)
	vmovdqu64	%zmm6, 3104(%rsp)
	vmovdqu64	%zmm7, 3040(%rsp)
	vmovdqu64	%zmm8, 2976(%rsp)
	vmovdqu64	%zmm9, 2912(%rsp)
	vmovdqu64	%zmm10, 2848(%rsp)
	vmovdqu64	%zmm11, 2784(%rsp)
	vmovdqu64	%zmm12, 3744(%rsp)
	vmovdqu64	%zmm13, 3680(%rsp)
	vmovdqu64	%zmm14, 4192(%rsp)
	vmovdqu64	%zmm15, 4128(%rsp)
	jmp	.LBB0_5
	.p2align	4
.LBB0_127:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r11
.LBB0_128:
	movq	-88(%rsp), %r10
	cmpq	%r15, %rax
	cmovbq	%rax, %r14
	addq	%rbx, %r14
	imulq	%r11, %r14
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$5224, %rcx
	vmovd	(%rcx,%rax,4), %xmm0
	leaq	(%r10,%r14,4), %rax
	vmovd	%xmm0, (%rax,%rdx,4)
.LBB0_129:
	movq	%rbx, %r13
	addq	$64, %r13
	addq	$-64, %rsi
	movq	264(%rsp), %rcx
	cmpq	%rcx, %r13
	jae	.LBB0_88
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
	movq	-88(%rsp), %r10
	movq	(%rsp), %rbp
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
	vmovss	%xmm0, 5224(%rsp,%rcx,4)
	vmovss	(%rbp,%rdx,4), %xmm0
	vmovss	%xmm0, 103528(%rsp,%rcx,4)
	leal	1(%rcx), %edx
	andl	$63, %edx
	cmpq	%rdx, %rax
	cmovbeq	%r14, %rdx
	addq	%r13, %rdx
	imulq	%rbx, %rdx
	addq	%r11, %rdx
	vmovss	(%r10,%rdx,4), %xmm0
	vmovss	%xmm0, 5228(%rsp,%rcx,4)
	vmovd	(%rbp,%rdx,4), %xmm0
	vmovd	%xmm0, 103532(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_7
.LBB0_8:
	movq	%r13, %rbx
	cmpq	$0, 16(%rsp)
	movl	-108(%rsp), %r10d
	movq	-80(%rsp), %r11
	je	.LBB0_109
	vpbroadcastq	%rbx, %zmm17
	xorl	%eax, %eax
	vmovss	-12(%rsp), %xmm0
	vmovss	%xmm0, -32(%rsp)
	vmovss	-8(%rsp), %xmm0
	vmovaps	%xmm0, 3616(%rsp)
	vmovdqu64	%zmm17, 3488(%rsp)
	jmp	.LBB0_10
	.p2align	4
.LBB0_113:
	incq	%rax
	cmpq	16(%rsp), %rax
	je	.LBB0_109
.LBB0_10:
	cmpl	$0, -4(%rsp)
	jne	.LBB0_11
	testl	%r10d, %r10d
	je	.LBB0_112
.LBB0_13:
	cmpq	$0, -120(%rsp)
	je	.LBB0_113
	movq	752(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	imulq	%r8, %rdx
	vpbroadcastq	%rdx, %zmm0
	shrq	$32, %rdx
	xorl	%r11d, %ecx
	xorl	%edx, %ecx
	leaq	78811644(%r8), %rdx
	imulq	%rcx, %rdx
	vpbroadcastq	%rdx, %zmm1
	shrq	$32, %rdx
	xorq	%r9, %rdx
	vpbroadcastq	%rdx, %zmm2
	vmovdqu64	%zmm2, 1728(%rsp)
	vpxorq	4064(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1664(%rsp)
	vpxorq	4000(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 2048(%rsp)
	xorl	%ecx, %ecx
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vmovdqa64	.LCPI0_4(%rip), %zmm2
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpbroadcastq	.LCPI0_6(%rip), %zmm18
	.p2align	4
.LBB0_15:
	vmovdqu64	%zmm2, 192(%rsp)
	vmovdqu64	%zmm1, 128(%rsp)
	vpaddq	%zmm26, %zmm1, %zmm0
	vpaddq	%zmm26, %zmm2, %zmm1
	vpbroadcastq	.LCPI0_2(%rip), %zmm3
	vpaddq	128(%rsp), %zmm3, %zmm2
	vpaddq	192(%rsp), %zmm3, %zmm3
	vpbroadcastq	.LCPI0_3(%rip), %zmm5
	vpaddq	128(%rsp), %zmm5, %zmm4
	vpaddq	192(%rsp), %zmm5, %zmm5
	vpbroadcastq	.LCPI0_68(%rip), %zmm13
	vpandq	192(%rsp), %zmm13, %zmm6
	vpandq	128(%rsp), %zmm13, %zmm7
	vpandq	%zmm13, %zmm1, %zmm8
	vpandq	%zmm13, %zmm0, %zmm9
	vpandq	%zmm13, %zmm3, %zmm10
	vpandq	%zmm13, %zmm2, %zmm11
	vpandq	%zmm13, %zmm5, %zmm12
	vpandq	%zmm13, %zmm4, %zmm13
	vpsrlq	$6, 192(%rsp), %zmm14
	vpsrlq	$6, 128(%rsp), %zmm15
	vpsrlq	$6, %zmm1, %zmm1
	vpsrlq	$6, %zmm0, %zmm0
	vpsrlq	$6, %zmm3, %zmm3
	vpsrlq	$6, %zmm2, %zmm2
	vpsrlq	$6, %zmm5, %zmm5
	vpsrlq	$6, %zmm4, %zmm4
	vmovdqu64	3488(%rsp), %zmm19
	vpaddq	%zmm19, %zmm7, %zmm7
	vpaddq	%zmm19, %zmm6, %zmm6
	vpaddq	%zmm19, %zmm9, %zmm9
	vpaddq	%zmm19, %zmm8, %zmm8
	vpaddq	%zmm19, %zmm11, %zmm11
	vpaddq	%zmm19, %zmm10, %zmm10
	vmovdqu64	3744(%rsp), %zmm16
	vpmullq	%zmm16, %zmm6, %zmm6
	vpmullq	%zmm16, %zmm7, %zmm7
	vpmullq	%zmm16, %zmm8, %zmm8
	vpmullq	%zmm16, %zmm9, %zmm9
	vpaddq	%zmm19, %zmm13, %zmm13
	vpaddq	%zmm19, %zmm12, %zmm12
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
	vpmuludq	%zmm17, %zmm14, %zmm0
	vpmuludq	%zmm17, %zmm7, %zmm21
	vpmuludq	%zmm17, %zmm8, %zmm5
	vpmuludq	%zmm17, %zmm11, %zmm19
	vpmuludq	%zmm17, %zmm3, %zmm1
	vpmuludq	%zmm17, %zmm10, %zmm9
	vpmuludq	%zmm17, %zmm12, %zmm2
	vpmuludq	%zmm17, %zmm4, %zmm6
	vmovdqu64	4128(%rsp), %zmm13
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
	vpmuludq	%zmm18, %zmm7, %zmm25
	vpmuludq	%zmm18, %zmm13, %zmm22
	vpmuludq	%zmm18, %zmm11, %zmm20
	vpmuludq	%zmm18, %zmm8, %zmm10
	vpmuludq	%zmm18, %zmm14, %zmm8
	vpmuludq	%zmm18, %zmm3, %zmm7
	vpmuludq	%zmm18, %zmm4, %zmm4
	vpmuludq	%zmm18, %zmm12, %zmm15
	vpsrlq	$32, %zmm22, %zmm11
	vpsrlq	$32, %zmm25, %zmm12
	vpsrlq	$32, %zmm10, %zmm13
	vpsrlq	$32, %zmm20, %zmm14
	vpsrlq	$32, %zmm7, %zmm16
	vpsrlq	$32, %zmm8, %zmm23
	vpsrlq	$32, %zmm15, %zmm24
	vpsrlq	$32, %zmm4, %zmm26
	vmovdqu64	1664(%rsp), %zmm27
	vpxorq	%zmm27, %zmm12, %zmm12
	vpmuludq	%zmm17, %zmm12, %zmm28
	vmovdqu64	%zmm28, 624(%rsp)
	vpxorq	%zmm27, %zmm11, %zmm11
	vpmuludq	%zmm17, %zmm11, %zmm29
	vmovdqu64	%zmm29, 480(%rsp)
	vpxorq	%zmm27, %zmm14, %zmm11
	vpmuludq	%zmm17, %zmm11, %zmm14
	vmovdqu64	%zmm14, 560(%rsp)
	vpxorq	%zmm27, %zmm13, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm17
	vpxorq	%zmm27, %zmm23, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm13
	vmovdqu64	%zmm13, 1792(%rsp)
	vpxorq	%zmm27, %zmm16, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm3
	vmovdqu64	%zmm3, 416(%rsp)
	vpxorq	%zmm27, %zmm26, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm18
	vpxorq	%zmm27, %zmm24, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vmovdqu64	%zmm11, 352(%rsp)
	vmovdqu64	1728(%rsp), %zmm12
	vpxorq	%zmm21, %zmm12, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm21
	vpxorq	%zmm0, %zmm12, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm11
	vpxorq	%zmm19, %zmm12, %zmm19
	vpsrlq	$32, %zmm29, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm31
	vpxorq	%zmm5, %zmm12, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm24
	vpxorq	%zmm9, %zmm12, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm16
	vpsrlq	$32, %zmm28, %zmm19
	vpxorq	%zmm1, %zmm12, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm23
	vpxorq	%zmm6, %zmm12, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm6
	vpxorq	%zmm2, %zmm12, %zmm2
	vpsrlq	$32, %zmm17, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm0
	vmovdqu64	%zmm0, 688(%rsp)
	vpsrlq	$32, %zmm11, %zmm2
	vpsrlq	$32, %zmm21, %zmm9
	vpsrlq	$32, %zmm24, %zmm28
	vpsrlq	$32, %zmm31, %zmm29
	vpsrlq	$32, %zmm14, %zmm30
	vmovdqu64	3424(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm25, %zmm9
	vpsrlq	$32, %zmm23, %zmm25
	vpternlogq	$150, %zmm1, %zmm22, %zmm2
	vpsrlq	$32, %zmm16, %zmm22
	vpternlogq	$150, %zmm1, %zmm20, %zmm29
	vpsrlq	$32, %zmm3, %zmm5
	vpternlogq	$150, %zmm1, %zmm10, %zmm28
	vpsrlq	$32, %zmm0, %zmm20
	vpternlogq	$150, %zmm1, %zmm8, %zmm22
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm1, %zmm7, %zmm25
	vpsrlq	$32, %zmm13, %zmm0
	vpternlogq	$150, %zmm1, %zmm4, %zmm8
	vpternlogq	$150, %zmm1, %zmm15, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm7
	vmovdqu64	%zmm7, 1280(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm9
	vmovdqu64	%zmm9, 1008(%rsp)
	vpsrlq	$32, %zmm18, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm12
	vmovdqu64	%zmm12, 944(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm13
	vmovdqu64	%zmm13, 816(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm14
	vmovdqu64	%zmm14, 1104(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm15
	vmovdqu64	%zmm15, 880(%rsp)
	vmovdqu64	2048(%rsp), %zmm1
	vpxorq	%zmm1, %zmm19, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm20
	vpxorq	%zmm1, %zmm26, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm28
	vpxorq	%zmm1, %zmm30, %zmm3
	vpxorq	%zmm1, %zmm27, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm3
	vpxorq	%zmm1, %zmm0, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm8
	vmovdqu64	%zmm8, 1856(%rsp)
	vpxorq	%zmm1, %zmm5, %zmm0
	vpxorq	%zmm1, %zmm4, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm4
	vmovdqu64	%zmm4, 1920(%rsp)
	vpsrlq	$32, %zmm20, %zmm22
	vmovdqu64	3360(%rsp), %zmm30
	vpternlogq	$150, %zmm21, %zmm30, %zmm22
	vpsrlq	$32, %zmm28, %zmm21
	vpternlogq	$150, %zmm11, %zmm30, %zmm21
	vpsrlq	$32, %zmm29, %zmm26
	vpternlogq	$150, %zmm31, %zmm30, %zmm26
	vpsrlq	$32, %zmm3, %zmm19
	vpternlogq	$150, %zmm24, %zmm30, %zmm19
	vpsrlq	$32, %zmm8, %zmm24
	vpternlogq	$150, %zmm16, %zmm30, %zmm24
	vpsrlq	$32, %zmm0, %zmm31
	vpternlogq	$150, %zmm23, %zmm30, %zmm31
	vpsrlq	$32, %zmm4, %zmm23
	vpternlogq	$150, %zmm6, %zmm30, %zmm23
	vpsrlq	$32, %zmm2, %zmm27
	vmovdqa64	%zmm2, %zmm25
	vmovdqu64	3296(%rsp), %zmm5
	vpternlogq	$150, 480(%rsp), %zmm5, %zmm27
	vpsrlq	$32, %zmm7, %zmm6
	vpternlogq	$150, 624(%rsp), %zmm5, %zmm6
	vpsrlq	$32, %zmm9, %zmm4
	vpternlogq	$150, %zmm5, %zmm17, %zmm4
	vpsrlq	$32, %zmm10, %zmm11
	vmovdqa64	%zmm10, %zmm9
	vpternlogq	$150, 560(%rsp), %zmm5, %zmm11
	vpsrlq	$32, %zmm12, %zmm2
	vpternlogq	$150, 416(%rsp), %zmm5, %zmm2
	vpsrlq	$32, %zmm13, %zmm17
	vpternlogq	$150, 1792(%rsp), %zmm5, %zmm17
	vpsrlq	$32, %zmm15, %zmm8
	vpternlogq	$150, %zmm5, %zmm18, %zmm8
	vpsrlq	$32, %zmm14, %zmm15
	vmovdqu64	352(%rsp), %zmm7
	vpternlogq	$150, %zmm5, %zmm7, %zmm15
	vpsrlq	$32, %zmm7, %zmm5
	vpxorq	%zmm1, %zmm5, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm18
	vpsrlq	$32, %zmm18, %zmm5
	vpternlogq	$150, 688(%rsp), %zmm30, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm14
	vpsrlq	$32, %zmm14, %zmm13
	vmovdqu64	3232(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm20, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm20
	vpsrlq	$32, %zmm20, %zmm16
	vpternlogq	$150, %zmm1, %zmm28, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm6
	vmovdqu64	%zmm6, 416(%rsp)
	vpsrlq	$32, %zmm6, %zmm27
	vpternlogq	$150, %zmm1, %zmm29, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm4
	vmovdqu64	%zmm4, 560(%rsp)
	vpsrlq	$32, %zmm4, %zmm29
	vpternlogq	$150, %zmm1, %zmm3, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm3
	vmovdqu64	%zmm3, 688(%rsp)
	vpsrlq	$32, %zmm3, %zmm12
	vpternlogq	$150, 1856(%rsp), %zmm1, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 624(%rsp)
	vpsrlq	$32, %zmm2, %zmm17
	vpternlogq	$150, %zmm1, %zmm0, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm0
	vmovdqu64	%zmm0, 352(%rsp)
	vpsrlq	$32, %zmm0, %zmm11
	vpternlogq	$150, 1920(%rsp), %zmm1, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm8
	vpsrlq	$32, %zmm8, %zmm2
	vmovdqu64	3168(%rsp), %zmm0
	vpternlogq	$150, %zmm25, %zmm0, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm28
	vpsrlq	$32, %zmm28, %zmm10
	vpternlogq	$150, 1280(%rsp), %zmm0, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm25
	vpsrlq	$32, %zmm25, %zmm6
	vpternlogq	$150, 1008(%rsp), %zmm0, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm21
	vpsrlq	$32, %zmm21, %zmm3
	vpternlogq	$150, %zmm9, %zmm0, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm9
	vpsrlq	$32, %zmm9, %zmm7
	vpternlogq	$150, 944(%rsp), %zmm0, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm30
	vpsrlq	$32, %zmm30, %zmm4
	vpternlogq	$150, 816(%rsp), %zmm0, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm31
	vpsrlq	$32, %zmm31, %zmm22
	vpternlogq	$150, 1104(%rsp), %zmm0, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm5
	vmovdqu64	%zmm5, 816(%rsp)
	vpsrlq	$32, %zmm5, %zmm23
	vpternlogq	$150, 880(%rsp), %zmm0, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm24
	vpsrlq	$32, %zmm24, %zmm26
	vpternlogq	$150, %zmm1, %zmm18, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm0
	vmovdqu64	%zmm0, 880(%rsp)
	vpsrlq	$32, %zmm0, %zmm19
	vmovdqu64	3104(%rsp), %zmm0
	vpternlogq	$150, %zmm14, %zmm0, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm18
	vpsrlq	$32, %zmm18, %zmm14
	vpternlogq	$150, %zmm20, %zmm0, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm1
	vmovdqu64	%zmm1, 480(%rsp)
	vpsrlq	$32, %zmm1, %zmm15
	vmovdqu64	3040(%rsp), %zmm5
	vpternlogq	$150, %zmm5, %zmm8, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm10
	vpsrlq	$32, %zmm10, %zmm8
	vpternlogq	$150, 416(%rsp), %zmm0, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm1
	vmovdqu64	%zmm1, 416(%rsp)
	vpsrlq	$32, %zmm1, %zmm13
	vpternlogq	$150, %zmm5, %zmm28, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm28
	vpsrlq	$32, %zmm28, %zmm20
	vpternlogq	$150, 560(%rsp), %zmm0, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm1
	vmovdqu64	%zmm1, 560(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, %zmm5, %zmm25, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm29
	vpsrlq	$32, %zmm29, %zmm25
	vpternlogq	$150, 688(%rsp), %zmm0, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm1
	vmovdqu64	%zmm1, 944(%rsp)
	vpsrlq	$32, %zmm1, %zmm27
	vpternlogq	$150, %zmm5, %zmm21, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm21
	vpternlogq	$150, 624(%rsp), %zmm0, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm1
	vmovdqu64	%zmm1, 1008(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm5, %zmm9, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm4
	vpsrlq	$32, %zmm4, %zmm16
	vpternlogq	$150, 352(%rsp), %zmm0, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm23
	vpsrlq	$32, %zmm23, %zmm6
	vpternlogq	$150, %zmm5, %zmm30, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm3
	vmovdqu64	%zmm3, 624(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm24, %zmm0, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm30
	vpsrlq	$32, %zmm30, %zmm22
	vpternlogq	$150, %zmm5, %zmm31, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm31
	vpsrlq	$32, %zmm31, %zmm12
	vpternlogq	$150, 816(%rsp), %zmm5, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm0
	vmovdqu64	%zmm0, 688(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vmovdqu64	2976(%rsp), %zmm0
	vpternlogq	$150, 880(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm24
	vpsrlq	$32, %zmm24, %zmm13
	vpternlogq	$150, %zmm0, %zmm18, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm18
	vpsrlq	$32, %zmm18, %zmm9
	vpternlogq	$150, %zmm0, %zmm10, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm26
	vpsrlq	$32, %zmm26, %zmm5
	vpternlogq	$150, %zmm0, %zmm28, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm27
	vpsrlq	$32, %zmm27, %zmm10
	vpternlogq	$150, %zmm0, %zmm29, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm28
	vpsrlq	$32, %zmm28, %zmm11
	vpternlogq	$150, %zmm0, %zmm7, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm29
	vpsrlq	$32, %zmm29, %zmm12
	vpternlogq	$150, %zmm0, %zmm4, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm1
	vmovdqu64	%zmm1, 352(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vmovdqu64	2912(%rsp), %zmm7
	vpternlogq	$150, 480(%rsp), %zmm7, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm1
	vmovdqu64	%zmm1, 480(%rsp)
	vpsrlq	$32, %zmm1, %zmm4
	vpternlogq	$150, 416(%rsp), %zmm7, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm6
	vpsrlq	$32, %zmm6, %zmm19
	vpternlogq	$150, 560(%rsp), %zmm7, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm14
	vpternlogq	$150, 944(%rsp), %zmm7, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm1
	vmovdqu64	%zmm1, 560(%rsp)
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, 1008(%rsp), %zmm7, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm1
	vmovdqu64	%zmm1, 416(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm23, %zmm7, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm15
	vpsrlq	$32, %zmm15, %zmm25
	vpternlogq	$150, %zmm30, %zmm7, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm23
	vpternlogq	$150, %zmm31, %zmm7, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm30
	vpsrlq	$32, %zmm30, %zmm31
	vpternlogq	$150, 624(%rsp), %zmm0, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm0
	vpsrlq	$32, %zmm0, %zmm3
	vmovdqu64	2848(%rsp), %zmm4
	vpternlogq	$150, 688(%rsp), %zmm4, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm0
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm24, %zmm4, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm18, %zmm4, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm2
	vpsrlq	$32, %zmm2, %zmm18
	vpternlogq	$150, %zmm26, %zmm4, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm14
	vpternlogq	$150, %zmm27, %zmm4, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm1
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, %zmm28, %zmm4, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm1
	vpsrlq	$32, %zmm1, %zmm22
	vpternlogq	$150, %zmm29, %zmm4, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm25, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm9
	vpsrlq	$32, %zmm1, %zmm12
	vpternlogq	$150, %zmm30, %zmm4, %zmm12
	vpsrlq	$32, %zmm26, %zmm1
	vmovdqu64	2784(%rsp), %zmm25
	vpternlogq	$150, 352(%rsp), %zmm25, %zmm1
	vpsrlq	$32, %zmm24, %zmm2
	vpternlogq	$150, 480(%rsp), %zmm25, %zmm2
	vpsrlq	$32, %zmm23, %zmm4
	vpternlogq	$150, %zmm25, %zmm6, %zmm4
	vpsrlq	$32, %zmm19, %zmm6
	vpternlogq	$150, %zmm25, %zmm8, %zmm6
	vpsrlq	$32, %zmm11, %zmm8
	vpternlogq	$150, 560(%rsp), %zmm25, %zmm8
	vpsrlq	$32, %zmm10, %zmm5
	vpternlogq	$150, 416(%rsp), %zmm25, %zmm5
	vpsrlq	$32, %zmm7, %zmm13
	vpternlogq	$150, %zmm25, %zmm15, %zmm13
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpsrlq	$32, %zmm9, %zmm15
	vpternlogq	$150, %zmm25, %zmm16, %zmm15
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
	vpmuludq	%zmm17, %zmm21, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vmovdqu64	3680(%rsp), %zmm16
	vpternlogq	$150, %zmm26, %zmm16, %zmm6
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	vpmuludq	%zmm17, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm24, %zmm16, %zmm3
	vpmuludq	%zmm17, %zmm18, %zmm8
	vpbroadcastq	.LCPI0_6(%rip), %zmm18
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, %zmm23, %zmm16, %zmm8
	vpmuludq	%zmm17, %zmm0, %zmm0
	vpmuludq	%zmm17, %zmm20, %zmm13
	vpmuludq	%zmm17, %zmm14, %zmm14
	vpmuludq	%zmm17, %zmm12, %zmm12
	vpmuludq	%zmm17, %zmm22, %zmm15
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm19, %zmm16, %zmm0
	vpternlogq	$150, %zmm11, %zmm16, %zmm13
	vpternlogq	$150, %zmm10, %zmm16, %zmm14
	vpternlogq	$150, %zmm7, %zmm16, %zmm12
	vpternlogq	$150, %zmm9, %zmm16, %zmm15
	vpmuludq	%zmm18, %zmm3, %zmm3
	vpmuludq	%zmm18, %zmm6, %zmm6
	vpmuludq	%zmm18, %zmm0, %zmm0
	vpmuludq	%zmm18, %zmm8, %zmm7
	vpmuludq	%zmm18, %zmm14, %zmm8
	vpmuludq	%zmm18, %zmm13, %zmm9
	vpmuludq	%zmm18, %zmm15, %zmm10
	vpmuludq	%zmm18, %zmm12, %zmm11
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
	vpsrlq	$32, %zmm10, %zmm16
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
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_7(%rip), %zmm9
	vpmulld	%zmm9, %zmm1, %zmm1
	vmovdqu64	4192(%rsp), %zmm8
	vpternlogd	$150, %zmm1, %zmm8, %zmm12
	vpmulld	%zmm9, %zmm2, %zmm1
	vmovdqu64	192(%rsp), %zmm2
	vpternlogd	$150, %zmm1, %zmm8, %zmm14
	vpmulld	%zmm9, %zmm4, %zmm1
	vpternlogd	$150, %zmm1, %zmm8, %zmm13
	vpmulld	%zmm9, %zmm5, %zmm1
	vpternlogd	$150, %zmm1, %zmm8, %zmm15
	vmovdqu64	128(%rsp), %zmm1
	vmovdqu64	%zmm12, 37992(%rsp,%rcx,4)
	vmovdqu64	%zmm14, 38056(%rsp,%rcx,4)
	vmovdqu64	%zmm3, 70760(%rsp,%rcx,4)
	vmovdqu64	%zmm13, 38120(%rsp,%rcx,4)
	vmovdqu64	%zmm0, 70824(%rsp,%rcx,4)
	vmovdqu64	%zmm6, 70888(%rsp,%rcx,4)
	vmovdqu64	%zmm15, 38184(%rsp,%rcx,4)
	vmovdqu64	%zmm7, 70952(%rsp,%rcx,4)
	addq	$64, %rcx
	vpbroadcastq	.LCPI0_8(%rip), %zmm0
	vpaddq	%zmm0, %zmm1, %zmm1
	vpaddq	%zmm0, %zmm2, %zmm2
	cmpq	%rcx, %rdi
	jne	.LBB0_15
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_17:
	vcvtudq2pd	70760(%rsp,%rcx,4), %zmm0
	vcvtudq2pd	70792(%rsp,%rcx,4), %zmm1
	vcvtudq2pd	70824(%rsp,%rcx,4), %zmm2
	vcvtudq2pd	70856(%rsp,%rcx,4), %zmm3
	vcvtudq2pd	70888(%rsp,%rcx,4), %zmm4
	vcvtudq2pd	70920(%rsp,%rcx,4), %zmm5
	vcvtudq2pd	70952(%rsp,%rcx,4), %zmm6
	vcvtudq2pd	70984(%rsp,%rcx,4), %zmm7
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
	vmovupd	%zmm19, 2048(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm17
	vmovupd	%zmm17, 1664(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 1728(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 1792(%rsp)
	vaddpd	%zmm15, %zmm8, %zmm3
	vmovupd	%zmm3, 1856(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm6
	vmovupd	%zmm6, 1920(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm8
	vmovupd	%zmm8, 1280(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm5
	vmovupd	%zmm5, 1104(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm2
	vaddpd	%zmm2, %zmm17, %zmm20
	vaddpd	%zmm2, %zmm19, %zmm17
	vaddpd	%zmm2, %zmm18, %zmm13
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm2, %zmm6, %zmm7
	vaddpd	%zmm2, %zmm3, %zmm6
	vaddpd	%zmm2, %zmm5, %zmm3
	vaddpd	%zmm2, %zmm8, %zmm5
	vbroadcastsd	.LCPI0_33(%rip), %zmm27
	vmulpd	%zmm27, %zmm17, %zmm18
	vmulpd	%zmm27, %zmm20, %zmm2
	vmulpd	%zmm27, %zmm11, %zmm15
	vmulpd	%zmm27, %zmm13, %zmm19
	vmulpd	%zmm27, %zmm6, %zmm16
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
	vpaddq	%zmm26, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm8, %zmm21
	vsubpd	%zmm21, %zmm8, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm27, %zmm7, %zmm23
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
	vpaddq	%zmm26, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm14, %k1
	vsubpd	%zmm22, %zmm18, %zmm14
	vsubpd	%zmm14, %zmm18, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm21
	vmulpd	%zmm27, %zmm5, %zmm24
	vsubpd	%zmm19, %zmm12, %zmm19
	vmulpd	%zmm30, %zmm17, %zmm17
	vsubpd	%zmm21, %zmm17, %zmm20 {%k1}
	vmulpd	%zmm28, %zmm13, %zmm17
	vmulpd	%zmm29, %zmm13, %zmm21
	vmovapd	%zmm14, %zmm18 {%k1}
	vsubpd	%zmm17, %zmm19, %zmm14
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm31, %zmm12, %zmm12
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm31, %zmm14, %zmm14
	vpaddq	%zmm26, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm12, %k1
	vsubpd	%zmm21, %zmm19, %zmm14
	vsubpd	%zmm14, %zmm19, %zmm12
	vsubpd	%zmm21, %zmm12, %zmm25
	vmulpd	%zmm27, %zmm3, %zmm22
	vsubpd	%zmm15, %zmm10, %zmm12
	vsubpd	%zmm23, %zmm9, %zmm15
	vsubpd	%zmm16, %zmm4, %zmm21
	vsubpd	%zmm22, %zmm1, %zmm22
	vsubpd	%zmm24, %zmm0, %zmm23
	vmulpd	%zmm30, %zmm13, %zmm13
	vsubpd	%zmm25, %zmm13, %zmm17 {%k1}
	vmulpd	%zmm28, %zmm11, %zmm24
	vmulpd	%zmm29, %zmm11, %zmm13
	vmovapd	%zmm14, %zmm19 {%k1}
	vsubpd	%zmm24, %zmm12, %zmm14
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm31, %zmm10, %zmm10
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm31, %zmm14, %zmm14
	vpaddq	%zmm26, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm10, %k1
	vsubpd	%zmm13, %zmm12, %zmm14
	vsubpd	%zmm14, %zmm12, %zmm10
	vsubpd	%zmm13, %zmm10, %zmm13
	vmulpd	%zmm28, %zmm7, %zmm10
	vmulpd	%zmm30, %zmm11, %zmm11
	vsubpd	%zmm13, %zmm11, %zmm24 {%k1}
	vmulpd	%zmm28, %zmm6, %zmm11
	vmulpd	%zmm29, %zmm7, %zmm13
	vmovapd	%zmm14, %zmm12 {%k1}
	vsubpd	%zmm10, %zmm15, %zmm14
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm31, %zmm9, %zmm9
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm31, %zmm14, %zmm14
	vpaddq	%zmm26, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm9, %k1
	vsubpd	%zmm13, %zmm15, %zmm9
	vsubpd	%zmm9, %zmm15, %zmm14
	vsubpd	%zmm13, %zmm14, %zmm13
	vmulpd	%zmm28, %zmm3, %zmm14
	vmulpd	%zmm30, %zmm7, %zmm7
	vsubpd	%zmm13, %zmm7, %zmm10 {%k1}
	vmulpd	%zmm28, %zmm5, %zmm16
	vmulpd	%zmm29, %zmm6, %zmm7
	vmovapd	%zmm9, %zmm15 {%k1}
	vsubpd	%zmm11, %zmm21, %zmm9
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm31, %zmm4, %zmm4
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm31, %zmm9, %zmm9
	vpaddq	%zmm26, %zmm9, %zmm9
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
	vsubpd	%zmm14, %zmm22, %zmm4
	vpsrlq	$52, %zmm1, %zmm1
	vpandq	%zmm31, %zmm1, %zmm1
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm31, %zmm4, %zmm4
	vpaddq	%zmm26, %zmm4, %zmm4
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
	vpaddq	%zmm26, %zmm9, %zmm9
	vmovapd	%zmm1, %zmm22 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm14 {%k1}
	vpcmpgtq	%zmm9, %zmm0, %k1
	vmovapd	%zmm7, %zmm23 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm16 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm3
	vsubpd	%zmm2, %zmm8, %zmm25
	vsubpd	%zmm24, %zmm12, %zmm5
	vsubpd	%zmm17, %zmm19, %zmm28
	vsubpd	%zmm11, %zmm21, %zmm26
	vsubpd	%zmm10, %zmm15, %zmm27
	vsubpd	%zmm16, %zmm23, %zmm13
	vsubpd	%zmm14, %zmm22, %zmm29
	vsubpd	%zmm25, %zmm8, %zmm0
	vmovupd	%zmm25, 192(%rsp)
	vsubpd	%zmm3, %zmm18, %zmm1
	vmovapd	%zmm3, %zmm18
	vmovupd	%zmm3, 352(%rsp)
	vsubpd	%zmm28, %zmm19, %zmm3
	vmovupd	%zmm28, 480(%rsp)
	vsubpd	%zmm5, %zmm12, %zmm4
	vmovapd	%zmm5, %zmm19
	vmovupd	%zmm5, 128(%rsp)
	vsubpd	%zmm27, %zmm15, %zmm5
	vsubpd	%zmm26, %zmm21, %zmm8
	vmovupd	%zmm26, 624(%rsp)
	vsubpd	%zmm29, %zmm22, %zmm12
	vsubpd	%zmm13, %zmm23, %zmm15
	vsubpd	%zmm20, %zmm1, %zmm1
	vmovupd	%zmm1, 1008(%rsp)
	vsubpd	%zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 816(%rsp)
	vsubpd	%zmm24, %zmm4, %zmm0
	vmovupd	%zmm0, 416(%rsp)
	vsubpd	%zmm17, %zmm3, %zmm0
	vmovupd	%zmm0, 880(%rsp)
	vsubpd	%zmm11, %zmm8, %zmm0
	vmovupd	%zmm0, 944(%rsp)
	vsubpd	%zmm10, %zmm5, %zmm0
	vmovupd	%zmm0, 688(%rsp)
	vsubpd	%zmm16, %zmm15, %zmm0
	vmovupd	%zmm0, 2256(%rsp)
	vsubpd	%zmm14, %zmm12, %zmm0
	vmovupd	%zmm0, 560(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm31
	vmulpd	%zmm25, %zmm25, %zmm9
	vmulpd	%zmm19, %zmm19, %zmm10
	vmulpd	%zmm9, %zmm9, %zmm11
	vmovupd	%zmm11, 2576(%rsp)
	vmulpd	%zmm31, %zmm31, %zmm2
	vmovupd	%zmm2, 1216(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm3
	vmulpd	%zmm3, %zmm31, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm6
	vmulpd	%zmm6, %zmm31, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm7
	vsubpd	%zmm1, %zmm7, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm6, %zmm9, %zmm2
	vsubpd	%zmm2, %zmm7, %zmm2
	vmulpd	%zmm2, %zmm9, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1984(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm9, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm1
	vmovapd	%zmm9, %zmm2
	vaddpd	%zmm0, %zmm1, %zmm21
	vmovapd	%zmm10, %zmm9
	vmulpd	%zmm6, %zmm10, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm10, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm10, %zmm1
	vmovupd	%zmm1, 1600(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm10, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1536(%rsp)
	vmulpd	%zmm28, %zmm28, %zmm28
	vmulpd	%zmm6, %zmm28, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm28, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm28, %zmm1
	vmovupd	%zmm1, 2448(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm28, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm23
	vmulpd	%zmm26, %zmm26, %zmm22
	vmulpd	%zmm6, %zmm22, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm22, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm22, %zmm22, %zmm1
	vmovupd	%zmm1, 2640(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm22, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1472(%rsp)
	vmulpd	%zmm27, %zmm27, %zmm26
	vmovapd	%zmm27, %zmm12
	vmovupd	%zmm27, 4576(%rsp)
	vmulpd	%zmm6, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm26, %zmm26, %zmm1
	vmovupd	%zmm1, 2384(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm26, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1408(%rsp)
	vmovapd	%zmm13, %zmm18
	vmovupd	%zmm13, 4448(%rsp)
	vmulpd	%zmm13, %zmm13, %zmm27
	vmulpd	%zmm6, %zmm27, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm27, %zmm1
	vmovupd	%zmm1, 2512(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm27, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1344(%rsp)
	vmovapd	%zmm29, %zmm13
	vmovupd	%zmm29, 4512(%rsp)
	vmulpd	%zmm29, %zmm29, %zmm17
	vmulpd	%zmm6, %zmm17, %zmm1
	vsubpd	%zmm1, %zmm7, %zmm1
	vmulpd	%zmm1, %zmm17, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm17, %zmm17, %zmm0
	vmovupd	%zmm0, 4640(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm14
	vmulpd	%zmm1, %zmm14, %zmm1
	vmulpd	%zmm3, %zmm17, %zmm14
	vaddpd	%zmm4, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm17, %zmm14
	vaddpd	%zmm5, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm17, %zmm14
	vaddpd	%zmm1, %zmm14, %zmm14
	vbroadcastsd	.LCPI0_10(%rip), %zmm1
	vmulpd	%zmm1, %zmm31, %zmm16
	vbroadcastsd	.LCPI0_44(%rip), %zmm20
	vsubpd	%zmm16, %zmm20, %zmm24
	vsubpd	%zmm24, %zmm20, %zmm11
	vsubpd	%zmm16, %zmm11, %zmm11
	vmovapd	%zmm2, %zmm29
	vmulpd	%zmm1, %zmm2, %zmm0
	vsubpd	%zmm0, %zmm20, %zmm16
	vsubpd	%zmm16, %zmm20, %zmm10
	vsubpd	%zmm0, %zmm10, %zmm7
	vmulpd	%zmm1, %zmm9, %zmm10
	vsubpd	%zmm10, %zmm20, %zmm2
	vsubpd	%zmm2, %zmm20, %zmm8
	vsubpd	%zmm10, %zmm8, %zmm8
	vmulpd	%zmm1, %zmm28, %zmm10
	vsubpd	%zmm10, %zmm20, %zmm6
	vsubpd	%zmm6, %zmm20, %zmm15
	vsubpd	%zmm10, %zmm15, %zmm10
	vmulpd	%zmm1, %zmm22, %zmm15
	vsubpd	%zmm15, %zmm20, %zmm5
	vsubpd	%zmm5, %zmm20, %zmm19
	vsubpd	%zmm15, %zmm19, %zmm15
	vmulpd	%zmm1, %zmm26, %zmm19
	vsubpd	%zmm19, %zmm20, %zmm4
	vsubpd	%zmm4, %zmm20, %zmm25
	vsubpd	%zmm19, %zmm25, %zmm19
	vmulpd	%zmm1, %zmm27, %zmm25
	vsubpd	%zmm25, %zmm20, %zmm3
	vsubpd	%zmm3, %zmm20, %zmm30
	vsubpd	%zmm25, %zmm30, %zmm25
	vmulpd	%zmm1, %zmm17, %zmm30
	vsubpd	%zmm30, %zmm20, %zmm0
	vsubpd	%zmm0, %zmm20, %zmm20
	vsubpd	%zmm30, %zmm20, %zmm20
	vmulpd	%zmm21, %zmm29, %zmm21
	vmovupd	192(%rsp), %zmm1
	vmulpd	816(%rsp), %zmm1, %zmm30
	vsubpd	%zmm30, %zmm21, %zmm21
	vaddpd	%zmm21, %zmm7, %zmm7
	vmulpd	1984(%rsp), %zmm31, %zmm21
	vmovupd	352(%rsp), %zmm1
	vmulpd	1008(%rsp), %zmm1, %zmm30
	vsubpd	%zmm30, %zmm21, %zmm21
	vaddpd	%zmm21, %zmm11, %zmm11
	vmulpd	%zmm23, %zmm28, %zmm21
	vmovupd	480(%rsp), %zmm1
	vmulpd	880(%rsp), %zmm1, %zmm23
	vsubpd	%zmm23, %zmm21, %zmm21
	vaddpd	%zmm21, %zmm10, %zmm21
	vmulpd	1536(%rsp), %zmm9, %zmm10
	vmovupd	128(%rsp), %zmm1
	vmulpd	416(%rsp), %zmm1, %zmm23
	vsubpd	%zmm23, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm8, %zmm8
	vmulpd	1408(%rsp), %zmm26, %zmm10
	vmulpd	688(%rsp), %zmm12, %zmm23
	vsubpd	%zmm23, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm19, %zmm19
	vmulpd	1472(%rsp), %zmm22, %zmm10
	vmovupd	624(%rsp), %zmm1
	vmulpd	944(%rsp), %zmm1, %zmm23
	vsubpd	%zmm23, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm15, %zmm15
	vmulpd	%zmm14, %zmm17, %zmm10
	vmulpd	560(%rsp), %zmm13, %zmm14
	vsubpd	%zmm14, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm20, %zmm14
	vmulpd	1344(%rsp), %zmm27, %zmm10
	vmovupd	2256(%rsp), %zmm20
	vmulpd	%zmm20, %zmm18, %zmm12
	vsubpd	%zmm12, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm25, %zmm12
	vaddpd	%zmm11, %zmm24, %zmm1
	vmovupd	%zmm1, 1408(%rsp)
	vaddpd	%zmm7, %zmm16, %zmm1
	vmovupd	%zmm1, 1344(%rsp)
	vaddpd	%zmm8, %zmm2, %zmm1
	vmovupd	%zmm1, 1472(%rsp)
	vaddpd	%zmm21, %zmm6, %zmm1
	vmovupd	%zmm1, 4704(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm1
	vmovupd	%zmm1, 1536(%rsp)
	vaddpd	%zmm19, %zmm4, %zmm1
	vmovupd	%zmm1, 3552(%rsp)
	vaddpd	%zmm12, %zmm3, %zmm1
	vmovupd	%zmm1, 1984(%rsp)
	vaddpd	%zmm14, %zmm0, %zmm0
	vmovupd	%zmm0, 2720(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm11
	vmulpd	%zmm11, %zmm29, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm16
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	2576(%rsp), %zmm29, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm12
	vmulpd	%zmm12, %zmm29, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm14
	vaddpd	%zmm14, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vmovupd	%zmm29, 4320(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm15
	vaddpd	%zmm15, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm1
	vmulpd	%zmm11, %zmm31, %zmm0
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	1216(%rsp), %zmm31, %zmm3
	vmulpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm12, %zmm31, %zmm3
	vaddpd	%zmm14, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm31, %zmm3
	vmovupd	%zmm31, 4384(%rsp)
	vaddpd	%zmm15, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm0, %zmm8
	vmulpd	%zmm11, %zmm28, %zmm0
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	2448(%rsp), %zmm28, %zmm3
	vmulpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm12, %zmm28, %zmm3
	vaddpd	%zmm14, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm28, %zmm3
	vaddpd	%zmm15, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm9, %zmm3
	vaddpd	%zmm16, %zmm3, %zmm3
	vmulpd	1600(%rsp), %zmm9, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm12, %zmm9, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm9, %zmm4
	vmovapd	%zmm9, %zmm2
	vmovupd	%zmm9, 4256(%rsp)
	vaddpd	%zmm15, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm11, %zmm26, %zmm4
	vaddpd	%zmm16, %zmm4, %zmm4
	vmulpd	2384(%rsp), %zmm26, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm12, %zmm26, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm26, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm11, %zmm22, %zmm5
	vaddpd	%zmm16, %zmm5, %zmm5
	vmulpd	2640(%rsp), %zmm22, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm12, %zmm22, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm22, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm11, %zmm17, %zmm6
	vaddpd	%zmm16, %zmm6, %zmm6
	vmulpd	4640(%rsp), %zmm17, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm12, %zmm17, %zmm7
	vaddpd	%zmm14, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm17, %zmm7
	vaddpd	%zmm15, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm11, %zmm27, %zmm7
	vaddpd	%zmm16, %zmm7, %zmm7
	vmulpd	2512(%rsp), %zmm27, %zmm11
	vmulpd	%zmm7, %zmm11, %zmm7
	vmulpd	%zmm12, %zmm27, %zmm11
	vaddpd	%zmm14, %zmm11, %zmm11
	vmulpd	%zmm11, %zmm27, %zmm11
	vaddpd	%zmm15, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	352(%rsp), %zmm31, %zmm9
	vmovupd	%zmm9, 1216(%rsp)
	vmulpd	%zmm8, %zmm9, %zmm8
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	vmovupd	1008(%rsp), %zmm11
	vmulpd	%zmm30, %zmm11, %zmm12
	vsubpd	%zmm8, %zmm12, %zmm8
	vmulpd	192(%rsp), %zmm29, %zmm21
	vmulpd	%zmm1, %zmm21, %zmm1
	vmovupd	816(%rsp), %zmm29
	vmulpd	%zmm30, %zmm29, %zmm13
	vsubpd	%zmm1, %zmm13, %zmm1
	vmovupd	%zmm1, 1600(%rsp)
	vmulpd	128(%rsp), %zmm2, %zmm23
	vmulpd	%zmm3, %zmm23, %zmm3
	vmovupd	416(%rsp), %zmm13
	vmulpd	%zmm30, %zmm13, %zmm14
	vsubpd	%zmm3, %zmm14, %zmm3
	vmulpd	480(%rsp), %zmm28, %zmm14
	vmulpd	%zmm0, %zmm14, %zmm0
	vmovupd	880(%rsp), %zmm10
	vmulpd	%zmm30, %zmm10, %zmm15
	vsubpd	%zmm0, %zmm15, %zmm12
	vmulpd	624(%rsp), %zmm22, %zmm18
	vmulpd	%zmm5, %zmm18, %zmm5
	vmovupd	944(%rsp), %zmm9
	vmulpd	%zmm30, %zmm9, %zmm16
	vsubpd	%zmm5, %zmm16, %zmm5
	vmovupd	4576(%rsp), %zmm31
	vmulpd	%zmm26, %zmm31, %zmm16
	vmulpd	%zmm4, %zmm16, %zmm4
	vmovupd	688(%rsp), %zmm2
	vmulpd	%zmm30, %zmm2, %zmm19
	vsubpd	%zmm4, %zmm19, %zmm4
	vmovupd	4448(%rsp), %zmm24
	vmulpd	%zmm27, %zmm24, %zmm19
	vmulpd	%zmm7, %zmm19, %zmm7
	vmovapd	%zmm20, %zmm1
	vmulpd	%zmm30, %zmm20, %zmm20
	vsubpd	%zmm7, %zmm20, %zmm7
	vmovupd	4512(%rsp), %zmm15
	vmulpd	%zmm17, %zmm15, %zmm20
	vmulpd	%zmm6, %zmm20, %zmm6
	vmovupd	560(%rsp), %zmm0
	vmulpd	%zmm30, %zmm0, %zmm25
	vsubpd	%zmm6, %zmm25, %zmm6
	vmulpd	4384(%rsp), %zmm8, %zmm8
	vmovupd	1600(%rsp), %zmm25
	vmulpd	4320(%rsp), %zmm25, %zmm25
	vmulpd	4256(%rsp), %zmm3, %zmm3
	vmulpd	%zmm12, %zmm28, %zmm12
	vmulpd	%zmm5, %zmm22, %zmm5
	vmulpd	%zmm4, %zmm26, %zmm4
	vmulpd	%zmm7, %zmm27, %zmm7
	vmulpd	%zmm6, %zmm17, %zmm17
	vsubpd	%zmm29, %zmm25, %zmm22
	vsubpd	%zmm11, %zmm8, %zmm6
	vsubpd	%zmm10, %zmm12, %zmm11
	vsubpd	%zmm13, %zmm3, %zmm3
	vsubpd	%zmm2, %zmm4, %zmm4
	vsubpd	%zmm9, %zmm5, %zmm5
	vsubpd	%zmm0, %zmm17, %zmm2
	vsubpd	%zmm1, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_50(%rip), %zmm17
	vmulpd	%zmm17, %zmm21, %zmm8
	vaddpd	%zmm8, %zmm22, %zmm1
	vmulpd	1216(%rsp), %zmm17, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm17, %zmm14, %zmm8
	vaddpd	%zmm8, %zmm11, %zmm0
	vmulpd	%zmm17, %zmm23, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm17, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm17, %zmm18, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm17, %zmm20, %zmm8
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm17, %zmm19, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmovupd	192(%rsp), %zmm8
	vsubpd	%zmm1, %zmm8, %zmm29
	vmovupd	352(%rsp), %zmm1
	vsubpd	%zmm6, %zmm1, %zmm23
	vmovupd	480(%rsp), %zmm1
	vsubpd	%zmm0, %zmm1, %zmm22
	vmovupd	128(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm21
	vsubpd	%zmm4, %zmm31, %zmm19
	vmovupd	624(%rsp), %zmm0
	vsubpd	%zmm5, %zmm0, %zmm20
	vsubpd	%zmm2, %zmm15, %zmm18
	vsubpd	%zmm7, %zmm24, %zmm10
	vbroadcastsd	.LCPI0_51(%rip), %zmm8
	vmovupd	1344(%rsp), %zmm14
	vxorpd	%zmm8, %zmm14, %zmm7
	vmovupd	1408(%rsp), %zmm17
	vxorpd	%zmm8, %zmm17, %zmm6
	vmovupd	4704(%rsp), %zmm12
	vxorpd	%zmm8, %zmm12, %zmm5
	vmovupd	1472(%rsp), %zmm15
	vxorpd	%zmm8, %zmm15, %zmm4
	vmovupd	3552(%rsp), %zmm27
	vxorpd	%zmm8, %zmm27, %zmm3
	vmovupd	1536(%rsp), %zmm13
	vxorpd	%zmm8, %zmm13, %zmm2
	vmovupd	2720(%rsp), %zmm26
	vxorpd	%zmm8, %zmm26, %zmm1
	vmovupd	1984(%rsp), %zmm25
	vxorpd	%zmm8, %zmm25, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm11
	vmovdqu64	2048(%rsp), %zmm16
	vptestnmq	%zmm11, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vxorpd	%zmm8, %zmm23, %zmm23 {%k1}
	vmovdqu64	1664(%rsp), %zmm17
	vptestnmq	%zmm11, %zmm17, %k1
	vmovapd	%zmm14, %zmm7 {%k1}
	vmovapd	%zmm29, %zmm24
	vxorpd	%zmm8, %zmm29, %zmm24 {%k1}
	vmovdqu64	1728(%rsp), %zmm14
	vptestnmq	%zmm11, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vxorpd	%zmm8, %zmm21, %zmm21 {%k1}
	vmovdqu64	1792(%rsp), %zmm15
	vptestnmq	%zmm11, %zmm15, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vxorpd	%zmm8, %zmm22, %zmm22 {%k1}
	vmovdqu64	1856(%rsp), %zmm12
	vptestnmq	%zmm11, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm8, %zmm20, %zmm20 {%k1}
	vmovdqu64	1920(%rsp), %zmm13
	vptestnmq	%zmm11, %zmm13, %k1
	vmovapd	%zmm27, %zmm3 {%k1}
	vxorpd	%zmm8, %zmm19, %zmm19 {%k1}
	vmovdqu64	1280(%rsp), %zmm9
	vptestnmq	%zmm11, %zmm9, %k1
	vmovapd	%zmm25, %zmm0 {%k1}
	vxorpd	%zmm8, %zmm10, %zmm10 {%k1}
	vmovapd	%zmm10, %zmm25
	vmovdqu64	1104(%rsp), %zmm10
	vptestnmq	%zmm11, %zmm10, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm8, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm8
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm7, %zmm24 {%k1}
	vmovupd	%zmm24, 352(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm6, %zmm23 {%k1}
	vmovupd	%zmm23, 480(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm5, %zmm22 {%k1}
	vmovupd	%zmm22, 688(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm4, %zmm21 {%k1}
	vmovupd	%zmm21, 560(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 624(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 416(%rsp)
	vptestnmq	%zmm8, %zmm10, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 880(%rsp)
	vptestnmq	%zmm8, %zmm9, %k1
	vmovapd	%zmm0, %zmm25 {%k1}
	vmovupd	%zmm25, 816(%rsp)
	vcvtudq2pd	37992(%rsp,%rcx,4), %zmm0
	vcvtudq2pd	38024(%rsp,%rcx,4), %zmm1
	vcvtudq2pd	38056(%rsp,%rcx,4), %zmm2
	vcvtudq2pd	38088(%rsp,%rcx,4), %zmm3
	vcvtudq2pd	38120(%rsp,%rcx,4), %zmm4
	vcvtudq2pd	38152(%rsp,%rcx,4), %zmm5
	vcvtudq2pd	38184(%rsp,%rcx,4), %zmm6
	vcvtudq2pd	38216(%rsp,%rcx,4), %zmm7
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
	vmovdqu64	%zmm9, 1728(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1792(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1856(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1920(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1280(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1104(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 1008(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 944(%rsp)
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
	vmovupd	%zmm3, 128(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm31, %zmm2
	vdivpd	%zmm2, %zmm31, %zmm2
	vmovupd	%zmm2, 2048(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1664(%rsp)
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
	vmovupd	%zmm3, 1216(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2576(%rsp)
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
	vmovupd	%zmm1, 2448(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm2
	vmovupd	%zmm2, 192(%rsp)
	vaddpd	%zmm23, %zmm2, %zmm1
	vdivpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 2256(%rsp)
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
	vmovupd	%zmm1, 1984(%rsp)
	vpaddq	%zmm12, %zmm30, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 1600(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm10
	vmulpd	%zmm10, %zmm10, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1536(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1408(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 2512(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1344(%rsp)
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
	vaddpd	2576(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	1216(%rsp), %zmm22, %zmm22
	vaddpd	2448(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2640(%rsp), %zmm27, %zmm27
	vaddpd	1984(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2384(%rsp), %zmm9, %zmm9
	vaddpd	1408(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm10, %zmm7
	vaddpd	1536(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm30, %zmm10
	vmulpd	%zmm10, %zmm13, %zmm5
	vaddpd	1344(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm10
	vmulpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm11, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm10
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	%zmm31, 1472(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	2048(%rsp), %zmm2, %zmm11
	vmovupd	128(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1664(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	1600(%rsp), %zmm7, %zmm7
	vmovupd	192(%rsp), %zmm8
	vmulpd	%zmm6, %zmm8, %zmm16
	vmulpd	%zmm16, %zmm8, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	2256(%rsp), %zmm9, %zmm9
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
	vpsrlq	$20, 1728(%rsp), %zmm10
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm10, %zmm10
	vcvtqq2pd	%zmm10, %zmm10
	vbroadcastsd	.LCPI0_26(%rip), %zmm13
	vmulpd	%zmm13, %zmm10, %zmm23
	vaddpd	%zmm11, %zmm23, %zmm11
	vpsrlq	$20, 1792(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm13, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1856(%rsp), %zmm25
	vpaddq	%zmm12, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm13, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1920(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm13, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1280(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm13, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1104(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm13, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 1008(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm13, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 944(%rsp), %zmm31
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
	vaddpd	128(%rsp), %zmm2, %zmm2
	vaddpd	1472(%rsp), %zmm0, %zmm0
	vaddpd	192(%rsp), %zmm7, %zmm7
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
	vmulpd	352(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	480(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	688(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	560(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	624(%rsp), %zmm3, %zmm3
	vmulpd	416(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	880(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	816(%rsp), %zmm6, %zmm6
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
	vinsertf64x4	$1, %ymm5, %zmm1, %zmm1
	vmovups	%zmm0, 37992(%rsp,%rcx,4)
	vmovdqu64	%zmm2, 38056(%rsp,%rcx,4)
	vmovdqu64	%zmm3, 38120(%rsp,%rcx,4)
	vmovupd	%zmm1, 38184(%rsp,%rcx,4)
	addq	$64, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_17
	jmp	.LBB0_18
.LBB0_11:
	vmovss	-32(%rsp), %xmm18
	vmulss	-20(%rsp), %xmm18, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm16, %xmm16, %xmm16
	vcmpltss	%xmm0, %xmm16, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	vmovaps	%xmm0, 3616(%rsp)
	vmulss	-16(%rsp), %xmm18, %xmm18
	vmovss	%xmm18, -32(%rsp)
	testl	%r10d, %r10d
	jne	.LBB0_13
	.p2align	4
.LBB0_112:
	cmpq	$0, -120(%rsp)
	je	.LBB0_113
.LBB0_18:
	vmovups	5224(%rsp), %zmm0
	vmovups	5288(%rsp), %zmm2
	vmovups	5352(%rsp), %zmm3
	vmovups	5416(%rsp), %zmm4
	vmulps	%zmm0, %zmm0, %zmm1
	vmulps	%zmm2, %zmm2, %zmm0
	vmulps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm4, %zmm4, %zmm4
	cmpq	$1, -120(%rsp)
	je	.LBB0_21
	leaq	5672(%rsp), %rcx
	movq	72(%rsp), %rdx
	.p2align	4
.LBB0_20:
	vmovups	-192(%rcx), %zmm2
	vmovups	-128(%rcx), %zmm5
	vmovups	-64(%rcx), %zmm6
	vmovups	(%rcx), %zmm7
	vmulps	%zmm7, %zmm7, %zmm7
	vaddps	%zmm4, %zmm7, %zmm4
	vmulps	%zmm6, %zmm6, %zmm6
	vaddps	%zmm3, %zmm6, %zmm3
	vmulps	%zmm5, %zmm5, %zmm5
	vaddps	%zmm0, %zmm5, %zmm0
	vmulps	%zmm2, %zmm2, %zmm2
	vaddps	%zmm1, %zmm2, %zmm1
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_20
.LBB0_21:
	vbroadcastss	.LCPI0_60(%rip), %zmm5
	vaddps	%zmm5, %zmm1, %zmm1
	vaddps	%zmm5, %zmm0, %zmm2
	testl	%r10d, %r10d
	je	.LBB0_114
	vbroadcastss	3616(%rsp), %zmm0
	vaddps	%zmm1, %zmm1, %zmm1
	vbroadcastss	.LCPI0_61(%rip), %zmm6
	vmulps	%zmm6, %zmm1, %zmm1
	vaddps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm6, %zmm2, %zmm2
	vaddps	%zmm5, %zmm3, %zmm3
	vaddps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm6, %zmm3, %zmm3
	vaddps	%zmm5, %zmm4, %zmm4
	vaddps	%zmm4, %zmm4, %zmm4
	vmulps	%zmm6, %zmm4, %zmm4
	movl	$192, %ecx
	movq	-120(%rsp), %rdx
	.p2align	4
.LBB0_23:
	vmovups	5032(%rsp,%rcx), %zmm5
	vmovups	5096(%rsp,%rcx), %zmm6
	vmovups	5160(%rsp,%rcx), %zmm7
	vmovups	5224(%rsp,%rcx), %zmm8
	vaddps	%zmm5, %zmm5, %zmm9
	vmulps	%zmm1, %zmm9, %zmm9
	vsubps	103336(%rsp,%rcx), %zmm5, %zmm10
	vaddps	%zmm10, %zmm10, %zmm10
	vbroadcastss	.LCPI0_62(%rip), %zmm11
	vmulps	%zmm11, %zmm10, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vmovups	2320(%rsp), %zmm10
	vmulps	%zmm9, %zmm10, %zmm9
	vsubps	%zmm9, %zmm5, %zmm5
	vmulps	37800(%rsp,%rcx), %zmm0, %zmm9
	vaddps	%zmm5, %zmm9, %zmm5
	vbroadcastss	.LCPI0_63(%rip), %zmm12
	vandps	%zmm12, %zmm5, %zmm9
	vpbroadcastd	.LCPI0_64(%rip), %zmm13
	vpcmpgtd	%zmm13, %zmm9, %k1
	vpbroadcastd	.LCPI0_65(%rip), %zmm14
	vmovdqa32	%zmm14, %zmm5 {%k1}
	vmovdqu64	%zmm5, 5032(%rsp,%rcx)
	vaddps	%zmm6, %zmm6, %zmm5
	vmulps	%zmm2, %zmm5, %zmm5
	vsubps	103400(%rsp,%rcx), %zmm6, %zmm9
	vaddps	%zmm9, %zmm9, %zmm9
	vmulps	%zmm11, %zmm9, %zmm9
	vaddps	%zmm9, %zmm5, %zmm5
	vmulps	%zmm5, %zmm10, %zmm5
	vsubps	%zmm5, %zmm6, %zmm5
	vmulps	37864(%rsp,%rcx), %zmm0, %zmm6
	vaddps	%zmm5, %zmm6, %zmm5
	vandps	%zmm12, %zmm5, %zmm6
	vpcmpgtd	%zmm13, %zmm6, %k1
	vmovdqa32	%zmm14, %zmm5 {%k1}
	vmovdqu64	%zmm5, 5096(%rsp,%rcx)
	vaddps	%zmm7, %zmm7, %zmm5
	vmulps	%zmm3, %zmm5, %zmm5
	vsubps	103464(%rsp,%rcx), %zmm7, %zmm6
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm11, %zmm6, %zmm6
	vaddps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm5, %zmm10, %zmm5
	vsubps	%zmm5, %zmm7, %zmm5
	vmulps	37928(%rsp,%rcx), %zmm0, %zmm6
	vaddps	%zmm5, %zmm6, %zmm5
	vandps	%zmm12, %zmm5, %zmm6
	vpcmpgtd	%zmm13, %zmm6, %k1
	vmovdqa32	%zmm14, %zmm5 {%k1}
	vmovdqu64	%zmm5, 5160(%rsp,%rcx)
	vaddps	%zmm8, %zmm8, %zmm5
	vmulps	%zmm4, %zmm5, %zmm5
	vsubps	103528(%rsp,%rcx), %zmm8, %zmm6
	vaddps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm11, %zmm6, %zmm6
	vaddps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm5, %zmm10, %zmm5
	vsubps	%zmm5, %zmm8, %zmm5
	vmulps	37992(%rsp,%rcx), %zmm0, %zmm6
	vaddps	%zmm5, %zmm6, %zmm5
	vandps	%zmm12, %zmm5, %zmm6
	vpcmpgtd	%zmm13, %zmm6, %k1
	vmovdqa32	%zmm14, %zmm5 {%k1}
	vmovdqu64	%zmm5, 5224(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_23
	jmp	.LBB0_113
	.p2align	4
.LBB0_114:
	vaddps	%zmm1, %zmm1, %zmm0
	vbroadcastss	.LCPI0_61(%rip), %zmm6
	vmulps	%zmm6, %zmm0, %zmm0
	vaddps	%zmm2, %zmm2, %zmm1
	vmulps	%zmm6, %zmm1, %zmm1
	vaddps	%zmm5, %zmm3, %zmm2
	vaddps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm6, %zmm2, %zmm2
	vaddps	%zmm5, %zmm4, %zmm3
	vaddps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm6, %zmm3, %zmm3
	movl	$192, %ecx
	movq	-120(%rsp), %rdx
	.p2align	4
.LBB0_115:
	vmovups	5032(%rsp,%rcx), %zmm4
	vmovups	5096(%rsp,%rcx), %zmm5
	vmovups	5160(%rsp,%rcx), %zmm6
	vmovups	5224(%rsp,%rcx), %zmm7
	vaddps	%zmm4, %zmm4, %zmm8
	vmulps	%zmm0, %zmm8, %zmm8
	vsubps	103336(%rsp,%rcx), %zmm4, %zmm9
	vaddps	%zmm9, %zmm9, %zmm9
	vbroadcastss	.LCPI0_62(%rip), %zmm10
	vmulps	%zmm10, %zmm9, %zmm9
	vaddps	%zmm9, %zmm8, %zmm8
	vmovups	2320(%rsp), %zmm9
	vmulps	%zmm8, %zmm9, %zmm8
	vsubps	%zmm8, %zmm4, %zmm4
	vbroadcastss	.LCPI0_63(%rip), %zmm11
	vandps	%zmm11, %zmm4, %zmm8
	vpbroadcastd	.LCPI0_64(%rip), %zmm12
	vpcmpgtd	%zmm12, %zmm8, %k1
	vpbroadcastd	.LCPI0_65(%rip), %zmm13
	vmovdqa32	%zmm13, %zmm4 {%k1}
	vmovdqu64	%zmm4, 5032(%rsp,%rcx)
	vaddps	%zmm5, %zmm5, %zmm4
	vmulps	%zmm1, %zmm4, %zmm4
	vsubps	103400(%rsp,%rcx), %zmm5, %zmm8
	vaddps	%zmm8, %zmm8, %zmm8
	vmulps	%zmm10, %zmm8, %zmm8
	vaddps	%zmm8, %zmm4, %zmm4
	vmulps	%zmm4, %zmm9, %zmm4
	vsubps	%zmm4, %zmm5, %zmm4
	vandps	%zmm11, %zmm4, %zmm5
	vpcmpgtd	%zmm12, %zmm5, %k1
	vmovdqa32	%zmm13, %zmm4 {%k1}
	vmovdqu64	%zmm4, 5096(%rsp,%rcx)
	vaddps	%zmm6, %zmm6, %zmm4
	vmulps	%zmm2, %zmm4, %zmm4
	vsubps	103464(%rsp,%rcx), %zmm6, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm10, %zmm5, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm9, %zmm4
	vsubps	%zmm4, %zmm6, %zmm4
	vandps	%zmm11, %zmm4, %zmm5
	vpcmpgtd	%zmm12, %zmm5, %k1
	vmovdqa32	%zmm13, %zmm4 {%k1}
	vmovdqu64	%zmm4, 5160(%rsp,%rcx)
	vaddps	%zmm7, %zmm7, %zmm4
	vmulps	%zmm3, %zmm4, %zmm4
	vsubps	103528(%rsp,%rcx), %zmm7, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm10, %zmm5, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm9, %zmm4
	vsubps	%zmm4, %zmm7, %zmm4
	vandps	%zmm11, %zmm4, %zmm5
	vpcmpgtd	%zmm12, %zmm5, %k1
	vmovdqa32	%zmm13, %zmm4 {%k1}
	vmovdqu64	%zmm4, 5224(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_115
	jmp	.LBB0_113
	.p2align	4
.LBB0_109:
	cmpq	$0, -120(%rsp)
	sete	%al
	testq	%r15, %r15
	sete	%cl
	orb	%al, %cl
	jne	.LBB0_129
	imulq	-120(%rsp), %r12
	cmpq	$1, %r12
	jne	.LBB0_116
	xorl	%ecx, %ecx
	jmp	.LBB0_125
	.p2align	4
.LBB0_116:
	movq	%rbx, %r10
	movl	%r12d, %r11d
	andl	$16382, %r11d
	xorl	%ecx, %ecx
	movq	-120(%rsp), %rbx
	jmp	.LBB0_117
	.p2align	4
.LBB0_122:
	xorl	%edx, %edx
	divq	%rbx
.LBB0_123:
	cmpq	%r15, %rax
	movq	%r14, %r13
	cmovbq	%rax, %r13
	addq	%r10, %r13
	movq	%rdx, %rbp
	shlq	$8, %rbp
	addq	%rsp, %rbp
	addq	$5224, %rbp
	vmovd	(%rbp,%rax,4), %xmm0
	imulq	%rbx, %r13
	movq	-88(%rsp), %rax
	leaq	(%rax,%r13,4), %rax
	vmovd	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r11
	je	.LBB0_124
.LBB0_117:
	movq	%rcx, %rax
	orq	%rbx, %rax
	shrq	$32, %rax
	je	.LBB0_118
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rbx
	jmp	.LBB0_120
	.p2align	4
.LBB0_118:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%ebx
.LBB0_120:
	cmpq	%r15, %rax
	movq	%r14, %r13
	cmovbq	%rax, %r13
	addq	%r10, %r13
	imulq	%rbx, %r13
	movq	%rdx, %rbp
	shlq	$8, %rbp
	addq	%rsp, %rbp
	addq	$5224, %rbp
	vmovss	(%rbp,%rax,4), %xmm0
	movq	-88(%rsp), %rax
	leaq	(%rax,%r13,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%rbx, %rdx
	shrq	$32, %rdx
	jne	.LBB0_122
	xorl	%edx, %edx
	divl	%ebx
	jmp	.LBB0_123
	.p2align	4
.LBB0_124:
	testb	$1, %r12b
	movq	%r10, %rbx
	je	.LBB0_129
.LBB0_125:
	movq	%rcx, %rax
	movq	-120(%rsp), %r11
	orq	%r11, %rax
	shrq	$32, %rax
	jne	.LBB0_127
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r11d
	jmp	.LBB0_128
.LBB0_24:
	movq	16(%rdi), %rdx
	movq	%rdx, -104(%rsp)
	cmpq	$4097, %rax
	vmovapd	%xmm21, 1088(%rsp)
	jae	.LBB0_25
	movq	%rcx, %r10
	subq	%r13, %r10
	jbe	.LBB0_88
	movq	%r13, %r8
	cmpq	$0, 16(%rsp)
	je	.LBB0_214
	movl	$3449720151, %r11d
	movq	-80(%rsp), %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %r9
	leaq	842468239(%rax), %rdx
	movq	%rdx, 72(%rsp)
	leaq	1684936478(%rax), %rdx
	movq	%rdx, -32(%rsp)
	leaq	534103459(%rax), %r13
	movq	-120(%rsp), %rsi
	movl	%esi, %r15d
	andl	$8188, %r15d
	leaq	(%rax,%r11), %r12
	addq	$-305585874, %r12
	movq	%r12, 2200(%rsp)
	leaq	536882365(%rax,%r11), %r12
	movq	%r12, 800(%rsp)
	leaq	-613950654(%rax,%r11), %r14
	movq	%r14, 792(%rsp)
	addq	%r11, %rax
	addq	$228517585, %rax
	movq	%rax, 48(%rsp)
	movq	%r8, %rbp
	imulq	%rsi, %rbp
	movq	%rsi, %rax
	shlq	$4, %rax
	movq	%rax, 1176(%rsp)
	leaq	4(,%r8,4), %rbx
	imulq	%rsi, %rbx
	movq	%r15, 3808(%rsp)
	decq	%r15
	shrq	$2, %r15
	movl	%esi, %eax
	andl	$8128, %eax
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3360(%rsp)
	leaq	(%rdi,%r11), %rdx
	addq	$-795284382, %rdx
	movq	%rdx, 2192(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 5088(%rsp)
	leaq	1013904242(%rdi), %rdx
	movq	%rdx, 784(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 3296(%rsp)
	movq	%r9, 2208(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 5024(%rsp)
	leaq	218619860(%rdi,%r11), %rdx
	movq	%rdx, 776(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 3232(%rsp)
	movq	72(%rsp), %rdx
	vpbroadcastq	%rdx, %zmm14
	leaq	2027808484(%rdi), %rdx
	movq	%rdx, 768(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 3104(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 3040(%rsp)
	leaq	387276957(%rdi), %rdx
	movq	%rdx, 760(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 2976(%rsp)
	vpbroadcastq	%r14, %zmm0
	vmovdqu64	%zmm0, 2912(%rsp)
	leaq	-408007425(%rdi,%r11), %r11
	movq	-32(%rsp), %rdx
	movq	%r11, 112(%rsp)
	vpbroadcastq	%r11, %zmm15
	vpbroadcastq	%rdx, %zmm16
	leaq	1401181199(%rdi), %r11
	movq	%r11, 328(%rsp)
	vpbroadcastq	%r11, %zmm17
	movq	%r13, 808(%rsp)
	vpbroadcastq	%r13, %zmm18
	movq	48(%rsp), %r9
	vpbroadcastq	%r9, %zmm19
	addl	$-1879881855, %edi
	movl	%edi, 40(%rsp)
	vpbroadcastd	%edi, %zmm20
	movl	%esi, %r13d
	andl	$8184, %r13d
	vpbroadcastq	%rax, %zmm0
	vporq	.LCPI0_0(%rip), %zmm0, %zmm0
	vmovdqu64	%zmm0, 4896(%rsp)
	movl	%esi, %edi
	andl	$7, %edi
	movq	%rdi, 2240(%rsp)
	movq	%r15, 2248(%rsp)
	leaq	1(%r15), %r11
	movq	%r11, 2184(%rsp)
	andq	$-2, %r11
	movq	%r11, 2176(%rsp)
	movl	%esi, %edi
	andl	$8176, %edi
	movq	%rdi, 3872(%rsp)
	movl	%esi, %edi
	andl	$8188, %edi
	movq	%rdi, 296(%rsp)
	movq	%r13, %rdi
	movq	%rax, -96(%rsp)
	subq	%rax, %rdi
	movq	%rdi, 32(%rsp)
	leal	(,%rsi,4), %eax
	movl	%eax, %r11d
	andl	$32512, %r11d
	andl	$32704, %eax
	movq	%rax, 304(%rsp)
	leaq	(%rsi,%rsi), %rax
	movq	%rax, 104(%rsp)
	movq	-104(%rsp), %rdi
	leaq	(%rdi,%rsi,4), %rax
	movq	%rax, 24(%rsp)
	leaq	(,%rbp,4), %rax
	movq	%rax, 2136(%rsp)
	leaq	(,%rsi,4), %r9
	leaq	(,%rsi,8), %rax
	movq	%rax, -40(%rsp)
	movq	1176(%rsp), %rsi
	movq	-88(%rsp), %rax
	leaq	(%rax,%rbp,4), %r14
	movq	%rbx, 2144(%rsp)
	leaq	(%rax,%rbx), %rbx
	movq	%rbx, 2120(%rsp)
	leaq	192(%rdi), %rbx
	movq	%rbx, 280(%rsp)
	leaq	(%rdi,%r11), %rbx
	movq	%rbx, 2168(%rsp)
	leaq	192(%rax,%rbp,4), %rax
	movq	%rax, 88(%rsp)
	leaq	16(%rdi), %rax
	movq	%rax, 1192(%rsp)
	movq	(%rsp), %rax
	leaq	(%rax,%rbp,4), %rdi
	movq	%rdi, 80(%rsp)
	movq	%rbp, 1200(%rsp)
	leaq	(%rax,%rbp,4), %rax
	addq	$192, %rax
	movq	%rax, 1184(%rsp)
	xorl	%ebx, %ebx
	movq	%r14, 2128(%rsp)
	movq	%r14, 8(%rsp)
	vbroadcastss	%xmm21, %zmm0
	vmovupd	%zmm0, 5152(%rsp)
	movq	%r9, -72(%rsp)
	vmovdqu64	%zmm14, 3168(%rsp)
	vmovdqu64	%zmm15, 2848(%rsp)
	vmovdqu64	%zmm16, 2784(%rsp)
	vmovdqu64	%zmm17, 3744(%rsp)
	vmovdqu64	%zmm18, 3680(%rsp)
	vmovdqu64	%zmm19, 4128(%rsp)
	vmovdqu64	%zmm20, 3616(%rsp)
	movq	%r13, 544(%rsp)
	movq	%r11, -64(%rsp)
	jmp	.LBB0_133
	.p2align	4
.LBB0_201:
	movq	-56(%rsp), %r8
	addq	$4, %r8
	movq	2160(%rsp), %r10
	addq	$-4, %r10
	movq	2152(%rsp), %rbx
	incq	%rbx
	addq	%r9, 1200(%rsp)
	movq	1176(%rsp), %rsi
	addq	%rsi, 88(%rsp)
	addq	%rsi, 8(%rsp)
	addq	%rsi, 80(%rsp)
	addq	%rsi, 1184(%rsp)
	movq	264(%rsp), %rcx
	cmpq	%rcx, %r8
	jae	.LBB0_88
.LBB0_133:
	movq	%r8, -56(%rsp)
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
	movq	%r10, 2160(%rsp)
	movq	%r10, %rbp
	adcq	$0, %rbp
	cmpq	$4, %rbp
	movl	$4, %eax
	cmovaeq	%rax, %rbp
	movl	%ebp, %eax
	leaq	-4(,%rax,8), %r10
	imulq	-120(%rsp), %r10
	movq	-104(%rsp), %r13
	addq	%r13, %r10
	movq	%rsi, %rax
	movq	%rbx, 2152(%rsp)
	imulq	%rbx, %rax
	movq	2128(%rsp), %rsi
	addq	%rax, %rsi
	movq	%rsi, 128(%rsp)
	movq	2120(%rsp), %rsi
	leaq	(%rsi,%rax), %r11
	leaq	-1(%rbp), %r14
	imulq	%r9, %r14
	addq	%r14, %r11
	movq	2136(%rsp), %rsi
	leaq	(%rsi,%rax), %r9
	movq	-88(%rsp), %r8
	leaq	(%r8,%r9), %rsi
	movq	%rsi, 192(%rsp)
	addq	2144(%rsp), %rax
	addq	%rax, %r8
	addq	%r14, %r8
	movq	(%rsp), %r15
	addq	%r15, %r9
	addq	%r15, %rax
	addq	%r14, %rax
	movq	-40(%rsp), %r15
	movq	%rbp, 64(%rsp)
	imulq	%rbp, %r15
	addq	%r13, %r15
	cmpq	$2, %rcx
	movq	%rdi, %rsi
	movl	$1, %r14d
	cmovaeq	%r14, %rsi
	movq	%rsi, %r14
	movq	104(%rsp), %rbp
	imulq	%rbp, %r14
	cmpq	$3, %rcx
	movl	$2, %ecx
	cmovaeq	%rcx, %rdi
	movq	%rdi, %rbx
	imulq	%rbp, %rbx
	movq	%r12, %rcx
	imulq	%rbp, %rcx
	cmpq	%r11, %r13
	setb	%r11b
	cmpq	%r10, 128(%rsp)
	setb	%r10b
	andb	%r11b, %r10b
	movb	%r10b, 336(%rsp)
	movq	192(%rsp), %rbp
	cmpq	%rax, %rbp
	setb	%r10b
	cmpq	%r8, %r9
	setb	%r11b
	andb	%r10b, %r11b
	cmpq	%r15, %rbp
	movq	%rbp, %r15
	setb	%r10b
	cmpq	%r8, 24(%rsp)
	setb	%bpl
	andb	%r10b, %bpl
	orb	%r11b, %bpl
	movb	%bpl, 4960(%rsp)
	cmpq	%rax, %r15
	setb	%al
	cmpq	%r8, %r9
	leaq	(%r13,%r14,4), %r8
	movq	%r8, 288(%rsp)
	movq	%rsi, %r8
	leaq	(%r13,%rbx,4), %r10
	leaq	(%r13,%rcx,4), %rcx
	movq	544(%rsp), %r13
	setb	%sil
	andb	%al, %sil
	movb	%sil, 312(%rsp)
	movq	-40(%rsp), %rsi
	imulq	%rsi, %r12
	movq	1192(%rsp), %rax
	addq	%rax, %r12
	movq	%r12, 2224(%rsp)
	imulq	%rsi, %rdi
	addq	%rax, %rdi
	movq	%rdi, 2232(%rsp)
	imulq	%rsi, %r8
	addq	%rax, %r8
	movq	$0, 96(%rsp)
	vmovss	-12(%rsp), %xmm0
	vmovss	%xmm0, 124(%rsp)
	vmovss	-8(%rsp), %xmm22
	movq	%r8, 2216(%rsp)
	movq	%r10, 272(%rsp)
	movq	%rcx, 1208(%rsp)
	jmp	.LBB0_134
	.p2align	4
.LBB0_200:
	movq	96(%rsp), %rcx
	incq	%rcx
	movq	%rcx, 96(%rsp)
	cmpq	16(%rsp), %rcx
	je	.LBB0_201
.LBB0_134:
	cmpl	$0, -4(%rsp)
	movq	-56(%rsp), %rsi
	jne	.LBB0_136
	vmovapd	%xmm22, 1072(%rsp)
.LBB0_137:
	movq	-120(%rsp), %r15
	movl	-108(%rsp), %eax
	movq	-96(%rsp), %r12
	testl	%eax, %eax
	vpbroadcastq	.LCPI0_1(%rip), %zmm11
	je	.LBB0_138
	movq	752(%rsp), %rax
	movq	96(%rsp), %rcx
	leaq	(%rcx,%rax), %rdi
	movq	%rdi, %r8
	shrq	$32, %r8
	movl	$3449720151, %ecx
	imulq	%rcx, %r8
	movq	%r8, %rax
	shrq	$32, %rax
	xorl	-80(%rsp), %edi
	xorl	%eax, %edi
	leaq	78811644(%rcx), %rax
	movq	%rax, 2320(%rsp)
	imulq	%rax, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorq	2200(%rsp), %rax
	movq	%rax, 4000(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3424(%rsp)
	vpbroadcastq	%r8, %zmm0
	vpxorq	5088(%rsp), %zmm0, %zmm27
	vpbroadcastq	%rdi, %zmm0
	vpxorq	5024(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 4192(%rsp)
	xorq	2192(%rsp), %r8
	movq	%r8, 56(%rsp)
	movl	%r8d, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4832(%rsp)
	xorq	2208(%rsp), %rdi
	movq	%rdi, 4064(%rsp)
	movl	%edi, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4768(%rsp)
	movq	1200(%rsp), %rax
	movq	%rax, 320(%rsp)
	movq	-104(%rsp), %rax
	movq	%rax, 3936(%rsp)
	movq	2168(%rsp), %rcx
	movq	280(%rsp), %rbx
	xorl	%edi, %edi
	vmovdqu64	%zmm27, 3488(%rsp)
	jmp	.LBB0_142
	.p2align	4
.LBB0_160:
	movq	344(%rsp), %rdi
	incq	%rdi
	movq	-40(%rsp), %rax
	addq	%rax, %rbx
	movq	-48(%rsp), %rcx
	addq	%rax, %rcx
	addq	%rax, 3936(%rsp)
	addq	%r15, 320(%rsp)
	cmpq	64(%rsp), %rdi
	vmovups	3488(%rsp), %zmm27
	vpbroadcastq	.LCPI0_1(%rip), %zmm11
	je	.LBB0_138
.LBB0_142:
	movq	%rcx, -48(%rsp)
	movq	%rdi, 344(%rsp)
	leaq	(%rdi,%rsi), %rax
	imulq	%r15, %rax
	vpbroadcastq	%rax, %zmm28
	vpaddq	%zmm11, %zmm28, %zmm0
	vmovdqu64	%zmm0, 1792(%rsp)
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm28, %zmm0
	vmovdqu64	%zmm0, 1728(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm28, %zmm0
	vmovdqu64	%zmm0, 1664(%rsp)
	movq	%rbx, %r14
	movq	%r12, %rbp
	vmovdqa64	.LCPI0_0(%rip), %zmm2
	vmovdqa64	.LCPI0_4(%rip), %zmm1
	vpbroadcastq	.LCPI0_5(%rip), %zmm21
	vpbroadcastq	.LCPI0_6(%rip), %zmm22
	vmovdqu64	%zmm28, 1856(%rsp)
	.p2align	4
.LBB0_143:
	vmovdqu64	%zmm1, 192(%rsp)
	vmovdqu64	%zmm2, 128(%rsp)
	vpaddq	%zmm28, %zmm1, %zmm5
	vpmuludq	%zmm21, %zmm5, %zmm1
	vpaddq	%zmm28, %zmm2, %zmm8
	vpmuludq	%zmm21, %zmm8, %zmm3
	vmovdqu64	1792(%rsp), %zmm0
	vpaddq	192(%rsp), %zmm0, %zmm10
	vpmuludq	%zmm21, %zmm10, %zmm2
	vpaddq	128(%rsp), %zmm0, %zmm11
	vpmuludq	%zmm21, %zmm11, %zmm7
	vmovdqu64	1728(%rsp), %zmm0
	vpaddq	192(%rsp), %zmm0, %zmm12
	vpmuludq	%zmm21, %zmm12, %zmm30
	vpaddq	128(%rsp), %zmm0, %zmm13
	vpmuludq	%zmm21, %zmm13, %zmm9
	vmovdqu64	1664(%rsp), %zmm6
	vpaddq	192(%rsp), %zmm6, %zmm14
	vpmuludq	%zmm21, %zmm14, %zmm0
	vpaddq	128(%rsp), %zmm6, %zmm15
	vpmuludq	%zmm21, %zmm15, %zmm6
	vmovdqu64	3360(%rsp), %zmm16
	vpternlogq	$150, %zmm16, %zmm3, %zmm8
	vpternlogq	$150, %zmm16, %zmm1, %zmm5
	vpternlogq	$150, %zmm16, %zmm7, %zmm11
	vpternlogq	$150, %zmm16, %zmm2, %zmm10
	vpternlogq	$150, %zmm16, %zmm9, %zmm13
	vpternlogq	$150, %zmm16, %zmm30, %zmm12
	vpternlogq	$150, %zmm16, %zmm6, %zmm15
	vpternlogq	$150, %zmm16, %zmm0, %zmm14
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm12, %zmm16
	vpsrlq	$32, %zmm13, %zmm12
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm15, %zmm15
	vpmuludq	%zmm22, %zmm8, %zmm26
	vpmuludq	%zmm22, %zmm5, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm5
	vpsrlq	$32, %zmm23, %zmm11
	vpsrlq	$32, %zmm26, %zmm14
	vpsrlq	$32, %zmm13, %zmm17
	vpsrlq	$32, %zmm22, %zmm15
	vpsrlq	$32, %zmm10, %zmm18
	vpsrlq	$32, %zmm12, %zmm21
	vpsrlq	$32, %zmm5, %zmm24
	vpsrlq	$32, %zmm8, %zmm25
	vpxorq	%zmm27, %zmm14, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm28
	vpxorq	%zmm27, %zmm11, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm20
	vpxorq	%zmm27, %zmm15, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm15
	vpxorq	%zmm27, %zmm17, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm16
	vpxorq	%zmm27, %zmm21, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm4
	vpxorq	%zmm27, %zmm18, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm17
	vpxorq	%zmm27, %zmm25, %zmm11
	vpxorq	%zmm27, %zmm24, %zmm18
	vmovdqu64	3424(%rsp), %zmm27
	vpxorq	%zmm3, %zmm27, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vmovdqu64	%zmm11, 416(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm11
	vpxorq	%zmm1, %zmm27, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm25
	vpxorq	%zmm7, %zmm27, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm1
	vmovdqu64	%zmm1, 352(%rsp)
	vpxorq	%zmm2, %zmm27, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm24
	vpxorq	%zmm9, %zmm27, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm29
	vpxorq	%zmm30, %zmm27, %zmm2
	vpsrlq	$32, %zmm20, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm30
	vpxorq	%zmm6, %zmm27, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 560(%rsp)
	vpxorq	%zmm0, %zmm27, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm3
	vmovdqu64	%zmm3, 624(%rsp)
	vpsrlq	$32, %zmm28, %zmm7
	vmovdqa64	%zmm28, %zmm21
	vpsrlq	$32, %zmm25, %zmm2
	vpsrlq	$32, %zmm11, %zmm6
	vpsrlq	$32, %zmm24, %zmm9
	vpsrlq	$32, %zmm14, %zmm27
	vpsrlq	$32, %zmm30, %zmm28
	vpsrlq	$32, %zmm16, %zmm31
	vmovdqu64	3296(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm26, %zmm6
	vpsrlq	$32, %zmm29, %zmm26
	vpternlogq	$150, %zmm0, %zmm23, %zmm2
	vpsrlq	$32, %zmm3, %zmm23
	vpternlogq	$150, %zmm0, %zmm22, %zmm27
	vpsrlq	$32, %zmm15, %zmm19
	vpternlogq	$150, %zmm0, %zmm13, %zmm9
	vpsrlq	$32, %zmm1, %zmm22
	vpternlogq	$150, %zmm0, %zmm12, %zmm26
	vpternlogq	$150, %zmm0, %zmm10, %zmm28
	vpternlogq	$150, %zmm0, %zmm8, %zmm22
	vpsrlq	$32, %zmm17, %zmm8
	vpternlogq	$150, %zmm0, %zmm5, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 1104(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm0
	vmovdqu64	%zmm0, 480(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm5
	vmovdqu64	%zmm5, 1280(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm12
	vmovdqu64	%zmm12, 816(%rsp)
	vpsrlq	$32, %zmm4, %zmm27
	vmovdqa64	%zmm4, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm10
	vmovdqu64	%zmm10, 1008(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm3
	vmovdqu64	%zmm3, 1920(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm4
	vmovdqu64	%zmm4, 880(%rsp)
	vpsrlq	$32, %zmm0, %zmm26
	vmovdqu64	4192(%rsp), %zmm3
	vpxorq	%zmm3, %zmm7, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm22
	vpxorq	%zmm3, %zmm18, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm28
	vpxorq	%zmm3, %zmm19, %zmm0
	vpxorq	%zmm3, %zmm31, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm31
	vpxorq	%zmm3, %zmm27, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm27
	vpxorq	%zmm3, %zmm8, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 688(%rsp)
	vpsrlq	$32, %zmm22, %zmm23
	vmovdqu64	3232(%rsp), %zmm1
	vpternlogq	$150, %zmm11, %zmm1, %zmm23
	vpsrlq	$32, %zmm28, %zmm8
	vpternlogq	$150, %zmm25, %zmm1, %zmm8
	vpsrlq	$32, %zmm19, %zmm25
	vpternlogq	$150, %zmm14, %zmm1, %zmm25
	vpsrlq	$32, %zmm31, %zmm13
	vpternlogq	$150, %zmm24, %zmm1, %zmm13
	vpsrlq	$32, %zmm27, %zmm24
	vpternlogq	$150, %zmm29, %zmm1, %zmm24
	vpsrlq	$32, %zmm0, %zmm29
	vpternlogq	$150, %zmm30, %zmm1, %zmm29
	vpsrlq	$32, %zmm2, %zmm7
	vmovdqu64	3168(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm20, %zmm7
	vpsrlq	$32, %zmm12, %zmm20
	vpternlogq	$150, %zmm0, %zmm21, %zmm26
	vpsrlq	$32, %zmm5, %zmm11
	vpternlogq	$150, %zmm0, %zmm16, %zmm11
	vpsrlq	$32, %zmm9, %zmm12
	vmovdqa64	%zmm9, %zmm5
	vpternlogq	$150, %zmm0, %zmm15, %zmm20
	vpsrlq	$32, %zmm10, %zmm9
	vpternlogq	$150, %zmm0, %zmm17, %zmm9
	vpsrlq	$32, %zmm4, %zmm16
	vpternlogq	$150, %zmm0, %zmm6, %zmm12
	vmovdqu64	416(%rsp), %zmm2
	vpsrlq	$32, %zmm2, %zmm10
	vpxorq	%zmm3, %zmm10, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm10
	vpternlogq	$150, %zmm0, %zmm2, %zmm16
	vpsrlq	$32, %zmm10, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm26, %zmm30
	vpternlogq	$150, 560(%rsp), %zmm1, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm2
	vmovdqu64	%zmm2, 944(%rsp)
	vpsrlq	$32, %zmm30, %zmm14
	vmovdqu64	3104(%rsp), %zmm18
	vpternlogq	$150, %zmm18, %zmm22, %zmm14
	vpsrlq	$32, %zmm2, %zmm26
	vpternlogq	$150, %zmm18, %zmm28, %zmm26
	vmovdqu64	1920(%rsp), %zmm6
	vpsrlq	$32, %zmm6, %zmm2
	vmovdqu64	352(%rsp), %zmm7
	vpternlogq	$150, %zmm0, %zmm7, %zmm2
	vpsrlq	$32, %zmm7, %zmm7
	vpxorq	%zmm3, %zmm7, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm15
	vpsrlq	$32, %zmm15, %zmm0
	vpternlogq	$150, 624(%rsp), %zmm1, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm22
	vpsrlq	$32, %zmm22, %zmm17
	vpternlogq	$150, %zmm18, %zmm19, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm19
	vpsrlq	$32, %zmm19, %zmm11
	vpternlogq	$150, %zmm18, %zmm31, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm1
	vmovdqu64	%zmm1, 416(%rsp)
	vpsrlq	$32, %zmm1, %zmm31
	vpternlogq	$150, %zmm18, %zmm27, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm1
	vmovdqu64	%zmm1, 560(%rsp)
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, 688(%rsp), %zmm18, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm1
	vmovdqu64	%zmm1, 688(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm18, %zmm10, %zmm1
	vmovdqu64	%zmm1, 352(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 624(%rsp)
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, %zmm18, %zmm15, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm10
	vpsrlq	$32, %zmm10, %zmm15
	vmovdqu64	3040(%rsp), %zmm27
	vpternlogq	$150, 1104(%rsp), %zmm27, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm12
	vpsrlq	$32, %zmm12, %zmm23
	vpternlogq	$150, 480(%rsp), %zmm27, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm9
	vpsrlq	$32, %zmm9, %zmm3
	vpternlogq	$150, 1280(%rsp), %zmm27, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm18
	vpsrlq	$32, %zmm18, %zmm8
	vpternlogq	$150, 816(%rsp), %zmm27, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm25
	vpsrlq	$32, %zmm25, %zmm7
	vpternlogq	$150, 1008(%rsp), %zmm27, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm24
	vpsrlq	$32, %zmm24, %zmm4
	vpternlogq	$150, %zmm5, %zmm27, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm29
	vpsrlq	$32, %zmm29, %zmm28
	vpternlogq	$150, %zmm6, %zmm27, %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm0
	vmovdqu64	%zmm0, 1008(%rsp)
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, 880(%rsp), %zmm27, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm0
	vmovdqu64	%zmm0, 816(%rsp)
	vpsrlq	$32, %zmm0, %zmm21
	vmovdqu64	2976(%rsp), %zmm1
	vpternlogq	$150, %zmm30, %zmm1, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm27
	vpsrlq	$32, %zmm27, %zmm13
	vpternlogq	$150, 944(%rsp), %zmm1, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm0
	vmovdqu64	%zmm0, 480(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vmovdqu64	2912(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm10, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm26
	vpsrlq	$32, %zmm26, %zmm10
	vpternlogq	$150, %zmm22, %zmm1, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm2
	vmovdqu64	%zmm2, 880(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm0, %zmm12, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm12
	vpsrlq	$32, %zmm12, %zmm14
	vpternlogq	$150, %zmm19, %zmm1, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm3
	vmovdqu64	%zmm3, 944(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm0, %zmm9, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm8
	vpsrlq	$32, %zmm8, %zmm23
	vpternlogq	$150, 416(%rsp), %zmm1, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm4
	vmovdqu64	%zmm4, 416(%rsp)
	vpsrlq	$32, %zmm4, %zmm9
	vpternlogq	$150, %zmm0, %zmm18, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm30
	vpsrlq	$32, %zmm30, %zmm22
	vpternlogq	$150, 560(%rsp), %zmm1, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm17
	vpsrlq	$32, %zmm17, %zmm4
	vpternlogq	$150, %zmm0, %zmm25, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm19
	vpternlogq	$150, 688(%rsp), %zmm1, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm25
	vpsrlq	$32, %zmm25, %zmm11
	vpternlogq	$150, %zmm0, %zmm24, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm6
	vmovdqu64	%zmm6, 688(%rsp)
	vpsrlq	$32, %zmm6, %zmm31
	vpternlogq	$150, 624(%rsp), %zmm1, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm20
	vpsrlq	$32, %zmm20, %zmm18
	vpternlogq	$150, %zmm0, %zmm29, %zmm18
	vmovdqu64	352(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm7
	vpsrlq	$32, %zmm7, %zmm29
	vpternlogq	$150, 1008(%rsp), %zmm0, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm0
	vmovdqu64	%zmm0, 560(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vmovdqu64	2848(%rsp), %zmm6
	vpternlogq	$150, 816(%rsp), %zmm6, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm24
	vpsrlq	$32, %zmm24, %zmm28
	vpternlogq	$150, %zmm6, %zmm27, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm0
	vmovdqu64	%zmm0, 816(%rsp)
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, %zmm6, %zmm26, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm26
	vpsrlq	$32, %zmm26, %zmm1
	vpternlogq	$150, %zmm6, %zmm12, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm27
	vpsrlq	$32, %zmm27, %zmm3
	vpternlogq	$150, %zmm6, %zmm8, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm12
	vpsrlq	$32, %zmm12, %zmm11
	vpternlogq	$150, %zmm6, %zmm30, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm29, %zmm29
	vpsrlq	$32, %zmm29, %zmm15
	vpternlogq	$150, %zmm6, %zmm5, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm0
	vmovdqu64	%zmm0, 352(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	2784(%rsp), %zmm13
	vpternlogq	$150, 480(%rsp), %zmm13, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm2
	vmovdqu64	%zmm2, 480(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, 880(%rsp), %zmm13, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm4
	vmovdqu64	%zmm4, 624(%rsp)
	vpsrlq	$32, %zmm4, %zmm21
	vpternlogq	$150, 944(%rsp), %zmm13, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm10
	vpsrlq	$32, %zmm10, %zmm5
	vpternlogq	$150, 416(%rsp), %zmm13, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm8
	vpsrlq	$32, %zmm8, %zmm14
	vpternlogq	$150, %zmm17, %zmm13, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm4
	vmovdqu64	%zmm4, 416(%rsp)
	vpsrlq	$32, %zmm4, %zmm17
	vpternlogq	$150, %zmm25, %zmm13, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm31
	vpsrlq	$32, %zmm31, %zmm4
	vpternlogq	$150, %zmm20, %zmm13, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm30
	vpsrlq	$32, %zmm30, %zmm20
	vpternlogq	$150, %zmm7, %zmm13, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm13
	vpsrlq	$32, %zmm13, %zmm19
	vpternlogq	$150, 688(%rsp), %zmm6, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vmovdqu64	3744(%rsp), %zmm6
	vpternlogq	$150, 560(%rsp), %zmm6, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, %zmm24, %zmm6, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 816(%rsp), %zmm6, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm5
	vpsrlq	$32, %zmm5, %zmm18
	vpternlogq	$150, %zmm26, %zmm6, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm5
	vpsrlq	$32, %zmm5, %zmm17
	vpternlogq	$150, %zmm27, %zmm6, %zmm17
	vmovdqu64	3488(%rsp), %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm5
	vpsrlq	$32, %zmm5, %zmm21
	vpternlogq	$150, %zmm12, %zmm6, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm5
	vpsrlq	$32, %zmm5, %zmm23
	vpternlogq	$150, %zmm29, %zmm6, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm26
	vmovdqu64	1856(%rsp), %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm7
	vmovdqu64	4128(%rsp), %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm9
	vpsrlq	$32, %zmm1, %zmm15
	vpternlogq	$150, %zmm13, %zmm6, %zmm15
	vpsrlq	$32, %zmm26, %zmm1
	vmovdqu64	3680(%rsp), %zmm14
	vpternlogq	$150, 352(%rsp), %zmm14, %zmm1
	vpsrlq	$32, %zmm25, %zmm3
	vpternlogq	$150, 480(%rsp), %zmm14, %zmm3
	vpsrlq	$32, %zmm24, %zmm4
	vpternlogq	$150, 624(%rsp), %zmm14, %zmm4
	vpsrlq	$32, %zmm20, %zmm5
	vpternlogq	$150, %zmm14, %zmm10, %zmm5
	vpsrlq	$32, %zmm12, %zmm10
	vpternlogq	$150, %zmm14, %zmm8, %zmm10
	vpsrlq	$32, %zmm11, %zmm8
	vpternlogq	$150, 416(%rsp), %zmm14, %zmm8
	vpsrlq	$32, %zmm7, %zmm6
	vpternlogq	$150, %zmm14, %zmm31, %zmm6
	vpsrlq	$32, %zmm9, %zmm13
	vpternlogq	$150, %zmm14, %zmm30, %zmm13
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm3, %zmm1
	vpmovqd	%zmm5, %ymm3
	vpmovqd	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm8, %ymm4
	vpmovqd	%zmm10, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpmovqd	%zmm13, %ymm5
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm6
	vpbroadcastq	.LCPI0_6(%rip), %zmm22
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm26, %zmm19, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm25, %zmm19, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm8
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, %zmm24, %zmm19, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm10
	vpbroadcastq	.LCPI0_5(%rip), %zmm21
	vpmuludq	%zmm21, %zmm17, %zmm13
	vpmuludq	%zmm21, %zmm15, %zmm14
	vpmuludq	%zmm21, %zmm23, %zmm15
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm14, %zmm14
	vpternlogq	$150, %zmm20, %zmm19, %zmm0
	vmovdqu64	3616(%rsp), %zmm20
	vpternlogq	$150, %zmm12, %zmm19, %zmm10
	vpternlogq	$150, %zmm11, %zmm19, %zmm13
	vpternlogq	$150, %zmm7, %zmm19, %zmm14
	vpternlogq	$150, %zmm9, %zmm19, %zmm15
	vpmuludq	%zmm22, %zmm2, %zmm2
	vpmuludq	%zmm22, %zmm6, %zmm6
	vpmuludq	%zmm22, %zmm0, %zmm0
	vpmuludq	%zmm22, %zmm8, %zmm7
	vpmuludq	%zmm22, %zmm13, %zmm8
	vpmuludq	%zmm22, %zmm10, %zmm9
	vpmuludq	%zmm22, %zmm15, %zmm10
	vpmuludq	%zmm22, %zmm14, %zmm11
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
	vpbroadcastd	.LCPI0_7(%rip), %zmm8
	vpmulld	%zmm8, %zmm1, %zmm1
	vpternlogd	$150, %zmm1, %zmm20, %zmm12
	vpmulld	%zmm8, %zmm3, %zmm1
	vpternlogd	$150, %zmm1, %zmm20, %zmm14
	vpmulld	%zmm8, %zmm4, %zmm1
	vpternlogd	$150, %zmm1, %zmm20, %zmm13
	vpmulld	%zmm8, %zmm5, %zmm1
	vpternlogd	$150, %zmm1, %zmm20, %zmm15
	vmovdqu64	192(%rsp), %zmm1
	vmovdqu64	%zmm12, -192(%r14,%r15,4)
	vmovdqu64	%zmm14, -128(%r14,%r15,4)
	vmovdqu64	%zmm13, -64(%r14,%r15,4)
	vmovdqu64	%zmm15, (%r14,%r15,4)
	vmovdqu64	%zmm2, -192(%r14)
	vmovdqu64	128(%rsp), %zmm2
	vmovdqu64	%zmm0, -128(%r14)
	vmovdqu64	%zmm6, -64(%r14)
	vmovdqu64	%zmm7, (%r14)
	vpbroadcastq	.LCPI0_8(%rip), %zmm0
	vpaddq	%zmm0, %zmm2, %zmm2
	vpaddq	%zmm0, %zmm1, %zmm1
	addq	$256, %r14
	addq	$-64, %rbp
	jne	.LBB0_143
	cmpq	%r12, %r15
	movq	-80(%rsp), %r8
	movl	$3449720151, %r12d
	movq	48(%rsp), %r9
	movq	112(%rsp), %rbp
	movq	328(%rsp), %rsi
	movl	40(%rsp), %edx
	movq	56(%rsp), %rcx
	movq	2320(%rsp), %r15
	je	.LBB0_151
	movq	-96(%rsp), %r14
	testb	$56, -120(%rsp)
	je	.LBB0_149
	movq	-48(%rsp), %rcx
	movq	32(%rsp), %rdi
	vmovdqu64	4896(%rsp), %zmm0
	vmovdqu64	3360(%rsp), %zmm7
	vmovdqu64	3296(%rsp), %zmm8
	vmovdqu64	3232(%rsp), %zmm9
	vmovdqu64	3168(%rsp), %zmm10
	vmovdqu64	3104(%rsp), %zmm11
	vmovdqu64	3040(%rsp), %zmm12
	vmovdqu64	2976(%rsp), %zmm13
	vmovdqu64	2912(%rsp), %zmm14
	vmovdqu64	2848(%rsp), %zmm15
	vmovdqu64	2784(%rsp), %zmm16
	vmovdqu64	3744(%rsp), %zmm17
	vmovdqu64	3680(%rsp), %zmm18
	movq	-72(%rsp), %rax
	vpbroadcastd	.LCPI0_7(%rip), %ymm23
	vpbroadcastq	.LCPI0_9(%rip), %zmm24
	vmovdqu64	3424(%rsp), %zmm25
	vmovdqu64	4832(%rsp), %zmm26
	vmovdqu64	4768(%rsp), %zmm27
	.p2align	4
.LBB0_147:
	vpaddq	%zmm28, %zmm0, %zmm1
	vpmuludq	%zmm21, %zmm1, %zmm2
	vpternlogq	$150, %zmm7, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpmuludq	%zmm22, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm3
	vpxorq	%zmm3, %zmm26, %zmm3
	vpxorq	%zmm2, %zmm25, %zmm2
	vpmuludq	%zmm21, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpxorq	%zmm4, %zmm27, %zmm4
	vpmuludq	%zmm22, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, %zmm8, %zmm1, %zmm5
	vpmuludq	%zmm21, %zmm5, %zmm1
	vpsrlq	$32, %zmm1, %zmm5
	vpmuludq	%zmm22, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm9, %zmm6
	vpternlogq	$150, %zmm10, %zmm3, %zmm5
	vpmuludq	%zmm21, %zmm6, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpmuludq	%zmm22, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm6
	vpternlogq	$150, %zmm1, %zmm12, %zmm3
	vpternlogq	$150, %zmm11, %zmm4, %zmm6
	vpmuludq	%zmm21, %zmm6, %zmm1
	vpsrlq	$32, %zmm1, %zmm4
	vpmuludq	%zmm22, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm5, %zmm13, %zmm6
	vpternlogq	$150, %zmm14, %zmm2, %zmm4
	vpmuludq	%zmm21, %zmm6, %zmm2
	vpsrlq	$32, %zmm2, %zmm5
	vpmuludq	%zmm22, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm1, %zmm16, %zmm5
	vpternlogq	$150, %zmm15, %zmm3, %zmm6
	vpmuludq	%zmm21, %zmm6, %zmm1
	vpsrlq	$32, %zmm1, %zmm3
	vpmuludq	%zmm22, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm4, %zmm17, %zmm5
	vpternlogq	$150, %zmm18, %zmm2, %zmm3
	vpmuludq	%zmm21, %zmm5, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpmovqd	%zmm3, %ymm3
	vpmulld	%ymm23, %ymm3, %ymm3
	vpternlogq	$150, %zmm1, %zmm19, %zmm2
	vpmuludq	%zmm22, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpternlogd	$150, %ymm20, %ymm3, %ymm2
	vmovdqu	%ymm2, (%rcx,%rax)
	vpmovqd	%zmm1, (%rcx)
	vpaddq	%zmm24, %zmm0, %zmm0
	addq	$32, %rcx
	addq	$-8, %rdi
	jne	.LBB0_147
	movq	544(%rsp), %rax
	movq	%rax, %r14
	cmpq	%rax, -120(%rsp)
	movq	-80(%rsp), %r8
	movl	$3449720151, %r12d
	movq	48(%rsp), %r9
	movq	112(%rsp), %rbp
	movq	328(%rsp), %rsi
	movl	40(%rsp), %edx
	movq	56(%rsp), %rcx
	je	.LBB0_151
.LBB0_149:
	movq	-120(%rsp), %rax
	subq	%r14, %rax
	movq	%rax, 128(%rsp)
	movq	3936(%rsp), %rax
	leaq	(%rax,%r14,4), %rdi
	movq	-72(%rsp), %rax
	movq	%rdi, 192(%rsp)
	addq	%rdi, %rax
	movq	%rax, 352(%rsp)
	addq	320(%rsp), %r14
	xorl	%r10d, %r10d
	.p2align	4
.LBB0_150:
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
	xorl	4000(%rsp), %r11d
	imulq	%r15, %r13
	imulq	%r12, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	movq	784(%rsp), %r15
	xorl	%eax, %r15d
	movq	%r13, %rax
	shrq	$32, %rax
	xorl	%r15d, %edi
	movq	4064(%rsp), %r15
	xorl	%eax, %r15d
	imulq	2320(%rsp), %rdi
	imulq	%r12, %r15
	movq	%r15, %rax
	shrq	$32, %rax
	xorl	776(%rsp), %r11d
	xorl	%eax, %r11d
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	72(%rsp), %r13d
	xorl	%eax, %r13d
	imulq	2320(%rsp), %r11
	imulq	%r12, %r13
	movq	%r13, %rax
	shrq	$32, %rax
	xorl	768(%rsp), %r15d
	xorl	%eax, %r15d
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	800(%rsp), %edi
	xorl	%eax, %edi
	imulq	2320(%rsp), %r15
	imulq	%r12, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	760(%rsp), %r13d
	xorl	%eax, %r13d
	movq	%r15, %rax
	shrq	$32, %rax
	xorl	792(%rsp), %r11d
	xorl	%eax, %r11d
	imulq	2320(%rsp), %r13
	imulq	%r12, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	%ebp, %edi
	xorl	%eax, %edi
	movq	%r13, %rax
	shrq	$32, %rax
	xorl	-32(%rsp), %r15d
	xorl	%eax, %r15d
	imulq	2320(%rsp), %rdi
	imulq	%r12, %r15
	shrq	$32, %r15
	xorl	%esi, %r11d
	xorl	%r15d, %r11d
	movq	2320(%rsp), %r15
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	808(%rsp), %r13d
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
	movq	352(%rsp), %r11
	movl	%eax, (%r11,%r10,4)
	movq	192(%rsp), %rax
	movl	%edi, (%rax,%r10,4)
	incq	%r10
	cmpq	%r10, 128(%rsp)
	jne	.LBB0_150
.LBB0_151:
	movq	-72(%rsp), %rax
	leaq	(%rbx,%rax), %rbp
	xorl	%r14d, %r14d
	movq	-64(%rsp), %rax
	.p2align	4
.LBB0_152:
	vcvtudq2pd	-192(%rbx,%r14), %zmm0
	vcvtudq2pd	-160(%rbx,%r14), %zmm1
	vcvtudq2pd	-128(%rbx,%r14), %zmm2
	vcvtudq2pd	-96(%rbx,%r14), %zmm3
	vcvtudq2pd	-64(%rbx,%r14), %zmm4
	vcvtudq2pd	-32(%rbx,%r14), %zmm5
	vcvtudq2pd	(%rbx,%r14), %zmm6
	vcvtudq2pd	32(%rbx,%r14), %zmm7
	vbroadcastsd	.LCPI0_10(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm1
	vaddpd	%zmm8, %zmm0, %zmm0
	vaddpd	%zmm8, %zmm3, %zmm3
	vaddpd	%zmm8, %zmm2, %zmm2
	vaddpd	%zmm8, %zmm5, %zmm9
	vaddpd	%zmm8, %zmm4, %zmm4
	vaddpd	%zmm8, %zmm7, %zmm7
	vaddpd	%zmm8, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_11(%rip), %zmm10
	vmulpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm1, %zmm8
	vmulpd	%zmm10, %zmm2, %zmm1
	vmulpd	%zmm10, %zmm3, %zmm5
	vmulpd	%zmm10, %zmm4, %zmm2
	vmulpd	%zmm10, %zmm9, %zmm4
	vmulpd	%zmm10, %zmm6, %zmm3
	vmulpd	%zmm10, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_29(%rip), %zmm6
	vmulpd	%zmm6, %zmm8, %zmm14
	vmulpd	%zmm6, %zmm0, %zmm21
	vmulpd	%zmm6, %zmm5, %zmm10
	vmulpd	%zmm6, %zmm1, %zmm12
	vmulpd	%zmm6, %zmm4, %zmm4
	vmulpd	%zmm6, %zmm2, %zmm8
	vmulpd	%zmm6, %zmm7, %zmm0
	vmulpd	%zmm6, %zmm3, %zmm3
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
	vmovupd	%zmm19, 2256(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 2048(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 1664(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 1728(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm5
	vmovupd	%zmm5, 1792(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1856(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm2
	vmovupd	%zmm2, 1920(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1280(%rsp)
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
	vsubpd	%zmm22, %zmm2, %zmm23
	vsubpd	%zmm23, %zmm2, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm21
	vmulpd	%zmm24, %zmm9, %zmm22
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm31
	vmulpd	%zmm31, %zmm20, %zmm20
	vsubpd	%zmm21, %zmm20, %zmm1 {%k1}
	vmulpd	%zmm29, %zmm17, %zmm21
	vmulpd	%zmm30, %zmm17, %zmm20
	vmovapd	%zmm23, %zmm2 {%k1}
	vsubpd	%zmm21, %zmm18, %zmm23
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm16, %zmm14, %zmm14
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm16, %zmm23, %zmm23
	vpaddq	%zmm28, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm14, %k1
	vsubpd	%zmm20, %zmm18, %zmm23
	vsubpd	%zmm23, %zmm18, %zmm14
	vsubpd	%zmm20, %zmm14, %zmm14
	vmulpd	%zmm24, %zmm6, %zmm20
	vsubpd	%zmm19, %zmm12, %zmm19
	vmulpd	%zmm31, %zmm17, %zmm17
	vsubpd	%zmm14, %zmm17, %zmm21 {%k1}
	vmulpd	%zmm29, %zmm13, %zmm14
	vmulpd	%zmm30, %zmm13, %zmm17
	vmovapd	%zmm23, %zmm18 {%k1}
	vsubpd	%zmm14, %zmm19, %zmm23
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm16, %zmm12, %zmm12
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm16, %zmm23, %zmm23
	vpaddq	%zmm28, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm12, %k1
	vsubpd	%zmm17, %zmm19, %zmm12
	vsubpd	%zmm12, %zmm19, %zmm23
	vsubpd	%zmm17, %zmm23, %zmm17
	vmulpd	%zmm24, %zmm5, %zmm24
	vsubpd	%zmm15, %zmm10, %zmm15
	vsubpd	%zmm22, %zmm8, %zmm22
	vsubpd	%zmm25, %zmm4, %zmm23
	vsubpd	%zmm24, %zmm3, %zmm24
	vsubpd	%zmm20, %zmm0, %zmm25
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
	vmulpd	%zmm29, %zmm9, %zmm27
	vmulpd	%zmm31, %zmm11, %zmm11
	vsubpd	%zmm12, %zmm11, %zmm26 {%k1}
	vmulpd	%zmm29, %zmm7, %zmm12
	vmulpd	%zmm30, %zmm9, %zmm11
	vmovapd	%zmm10, %zmm15 {%k1}
	vsubpd	%zmm27, %zmm22, %zmm10
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm16, %zmm8, %zmm8
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm16, %zmm10, %zmm10
	vpaddq	%zmm28, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm8, %k1
	vsubpd	%zmm11, %zmm22, %zmm10
	vsubpd	%zmm10, %zmm22, %zmm8
	vsubpd	%zmm11, %zmm8, %zmm11
	vmulpd	%zmm29, %zmm5, %zmm8
	vmulpd	%zmm31, %zmm9, %zmm9
	vsubpd	%zmm11, %zmm9, %zmm27 {%k1}
	vmulpd	%zmm29, %zmm6, %zmm9
	vmulpd	%zmm30, %zmm7, %zmm11
	vmovapd	%zmm10, %zmm22 {%k1}
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
	vsubpd	%zmm8, %zmm24, %zmm4
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
	vsubpd	%zmm9, %zmm25, %zmm11
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm16, %zmm0, %zmm0
	vpsrlq	$52, %zmm11, %zmm11
	vpandq	%zmm16, %zmm11, %zmm11
	vpaddq	%zmm28, %zmm11, %zmm11
	vmovapd	%zmm3, %zmm24 {%k1}
	vsubpd	%zmm7, %zmm5, %zmm8 {%k1}
	vpcmpgtq	%zmm11, %zmm0, %k1
	vmovapd	%zmm10, %zmm25 {%k1}
	vsubpd	%zmm6, %zmm4, %zmm9 {%k1}
	vsubpd	%zmm21, %zmm18, %zmm16
	vsubpd	%zmm1, %zmm2, %zmm20
	vsubpd	%zmm26, %zmm15, %zmm17
	vsubpd	%zmm14, %zmm19, %zmm28
	vsubpd	%zmm12, %zmm23, %zmm7
	vsubpd	%zmm27, %zmm22, %zmm11
	vsubpd	%zmm9, %zmm25, %zmm29
	vsubpd	%zmm8, %zmm24, %zmm13
	vsubpd	%zmm20, %zmm2, %zmm0
	vmovupd	%zmm20, 192(%rsp)
	vsubpd	%zmm16, %zmm18, %zmm2
	vmovupd	%zmm16, 352(%rsp)
	vsubpd	%zmm28, %zmm19, %zmm3
	vmovupd	%zmm28, 480(%rsp)
	vsubpd	%zmm17, %zmm15, %zmm4
	vmovupd	%zmm17, 128(%rsp)
	vsubpd	%zmm11, %zmm22, %zmm5
	vmovapd	%zmm11, %zmm18
	vsubpd	%zmm7, %zmm23, %zmm6
	vmovapd	%zmm7, %zmm22
	vsubpd	%zmm13, %zmm24, %zmm7
	vsubpd	%zmm29, %zmm25, %zmm15
	vmovupd	%zmm29, 1104(%rsp)
	vsubpd	%zmm21, %zmm2, %zmm2
	vmovupd	%zmm2, 816(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1008(%rsp)
	vsubpd	%zmm26, %zmm4, %zmm0
	vmovupd	%zmm0, 880(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 416(%rsp)
	vsubpd	%zmm12, %zmm6, %zmm0
	vmovupd	%zmm0, 560(%rsp)
	vsubpd	%zmm27, %zmm5, %zmm0
	vmovupd	%zmm0, 688(%rsp)
	vsubpd	%zmm9, %zmm15, %zmm0
	vmovupd	%zmm0, 944(%rsp)
	vsubpd	%zmm8, %zmm7, %zmm0
	vmovupd	%zmm0, 624(%rsp)
	vmulpd	%zmm16, %zmm16, %zmm9
	vmulpd	%zmm20, %zmm20, %zmm14
	vmulpd	%zmm17, %zmm17, %zmm8
	vmulpd	%zmm14, %zmm14, %zmm12
	vmovupd	%zmm12, 2576(%rsp)
	vmulpd	%zmm9, %zmm9, %zmm4
	vmovupd	%zmm4, 1216(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm0
	vmulpd	%zmm0, %zmm9, %zmm2
	vbroadcastsd	.LCPI0_39(%rip), %zmm1
	vaddpd	%zmm1, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm9, %zmm2
	vbroadcastsd	.LCPI0_40(%rip), %zmm5
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm9, %zmm2
	vbroadcastsd	.LCPI0_41(%rip), %zmm6
	vmulpd	%zmm6, %zmm9, %zmm3
	vbroadcastsd	.LCPI0_42(%rip), %zmm7
	vsubpd	%zmm3, %zmm7, %zmm3
	vmulpd	%zmm3, %zmm9, %zmm3
	vbroadcastsd	.LCPI0_43(%rip), %zmm11
	vaddpd	%zmm11, %zmm3, %zmm3
	vmulpd	%zmm4, %zmm4, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm6, %zmm14, %zmm4
	vsubpd	%zmm4, %zmm7, %zmm4
	vmulpd	%zmm4, %zmm14, %zmm4
	vaddpd	%zmm11, %zmm4, %zmm4
	vaddpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 1984(%rsp)
	vmulpd	%zmm12, %zmm12, %zmm2
	vmulpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm0, %zmm14, %zmm3
	vaddpd	%zmm1, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm14, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm14, %zmm3
	vaddpd	%zmm2, %zmm3, %zmm19
	vmulpd	%zmm6, %zmm8, %zmm2
	vsubpd	%zmm2, %zmm7, %zmm2
	vmulpd	%zmm2, %zmm8, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm8, %zmm8, %zmm3
	vmovupd	%zmm3, 1600(%rsp)
	vmulpd	%zmm3, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm0, %zmm8, %zmm3
	vaddpd	%zmm1, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm8, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm8, %zmm3
	vaddpd	%zmm2, %zmm3, %zmm2
	vmovupd	%zmm2, 1536(%rsp)
	vmulpd	%zmm28, %zmm28, %zmm24
	vmulpd	%zmm6, %zmm24, %zmm3
	vsubpd	%zmm3, %zmm7, %zmm3
	vmulpd	%zmm3, %zmm24, %zmm3
	vaddpd	%zmm11, %zmm3, %zmm3
	vmulpd	%zmm24, %zmm24, %zmm2
	vmovupd	%zmm2, 2448(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm0, %zmm24, %zmm4
	vaddpd	%zmm1, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm24, %zmm4
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm24, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm21
	vmulpd	%zmm22, %zmm22, %zmm23
	vmovapd	%zmm22, %zmm25
	vmulpd	%zmm6, %zmm23, %zmm3
	vsubpd	%zmm3, %zmm7, %zmm3
	vmulpd	%zmm3, %zmm23, %zmm3
	vaddpd	%zmm11, %zmm3, %zmm3
	vmulpd	%zmm23, %zmm23, %zmm2
	vmovupd	%zmm2, 2640(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm0, %zmm23, %zmm4
	vaddpd	%zmm1, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm23, %zmm4
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm23, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm2
	vmovupd	%zmm2, 1472(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm22
	vmovapd	%zmm18, %zmm10
	vmovupd	%zmm18, 4512(%rsp)
	vmulpd	%zmm6, %zmm22, %zmm3
	vsubpd	%zmm3, %zmm7, %zmm3
	vmulpd	%zmm3, %zmm22, %zmm3
	vaddpd	%zmm11, %zmm3, %zmm3
	vmulpd	%zmm22, %zmm22, %zmm2
	vmovupd	%zmm2, 2384(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm0, %zmm22, %zmm4
	vaddpd	%zmm1, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm22, %zmm4
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm22, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm2
	vmovupd	%zmm2, 1408(%rsp)
	vmulpd	%zmm29, %zmm29, %zmm30
	vmulpd	%zmm6, %zmm30, %zmm3
	vsubpd	%zmm3, %zmm7, %zmm3
	vmulpd	%zmm3, %zmm30, %zmm3
	vaddpd	%zmm11, %zmm3, %zmm3
	vmulpd	%zmm30, %zmm30, %zmm2
	vmovupd	%zmm2, 2512(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm0, %zmm30, %zmm4
	vaddpd	%zmm1, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm30, %zmm4
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm30, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm2
	vmovupd	%zmm2, 1344(%rsp)
	vmovapd	%zmm13, %zmm28
	vmovupd	%zmm13, 4576(%rsp)
	vmulpd	%zmm13, %zmm13, %zmm27
	vmulpd	%zmm6, %zmm27, %zmm3
	vsubpd	%zmm3, %zmm7, %zmm3
	vmulpd	%zmm3, %zmm27, %zmm3
	vaddpd	%zmm11, %zmm3, %zmm3
	vmulpd	%zmm27, %zmm27, %zmm2
	vmovupd	%zmm2, 4640(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm16
	vmulpd	%zmm3, %zmm16, %zmm3
	vmulpd	%zmm0, %zmm27, %zmm16
	vaddpd	%zmm1, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm27, %zmm16
	vaddpd	%zmm5, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm27, %zmm16
	vaddpd	%zmm3, %zmm16, %zmm0
	vmovupd	%zmm0, 2720(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm1
	vmulpd	%zmm1, %zmm9, %zmm16
	vbroadcastsd	.LCPI0_44(%rip), %zmm18
	vsubpd	%zmm16, %zmm18, %zmm11
	vsubpd	%zmm11, %zmm18, %zmm17
	vsubpd	%zmm16, %zmm17, %zmm17
	vmulpd	%zmm1, %zmm14, %zmm0
	vsubpd	%zmm0, %zmm18, %zmm16
	vsubpd	%zmm16, %zmm18, %zmm12
	vsubpd	%zmm0, %zmm12, %zmm7
	vmulpd	%zmm1, %zmm8, %zmm12
	vsubpd	%zmm12, %zmm18, %zmm2
	vsubpd	%zmm2, %zmm18, %zmm15
	vsubpd	%zmm12, %zmm15, %zmm12
	vmulpd	%zmm1, %zmm24, %zmm15
	vsubpd	%zmm15, %zmm18, %zmm6
	vsubpd	%zmm6, %zmm18, %zmm13
	vsubpd	%zmm15, %zmm13, %zmm13
	vmulpd	%zmm1, %zmm23, %zmm15
	vsubpd	%zmm15, %zmm18, %zmm5
	vsubpd	%zmm5, %zmm18, %zmm20
	vsubpd	%zmm15, %zmm20, %zmm15
	vmulpd	%zmm1, %zmm22, %zmm20
	vsubpd	%zmm20, %zmm18, %zmm4
	vsubpd	%zmm4, %zmm18, %zmm31
	vsubpd	%zmm20, %zmm31, %zmm20
	vmulpd	%zmm1, %zmm30, %zmm31
	vsubpd	%zmm31, %zmm18, %zmm3
	vsubpd	%zmm3, %zmm18, %zmm29
	vsubpd	%zmm31, %zmm29, %zmm29
	vmulpd	%zmm1, %zmm27, %zmm31
	vsubpd	%zmm31, %zmm18, %zmm0
	vsubpd	%zmm0, %zmm18, %zmm18
	vsubpd	%zmm31, %zmm18, %zmm18
	vmulpd	%zmm19, %zmm14, %zmm19
	vmovupd	1008(%rsp), %zmm26
	vmulpd	192(%rsp), %zmm26, %zmm31
	vsubpd	%zmm31, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm7, %zmm7
	vmulpd	1984(%rsp), %zmm9, %zmm19
	vmovupd	352(%rsp), %zmm1
	vmulpd	816(%rsp), %zmm1, %zmm31
	vsubpd	%zmm31, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm17, %zmm17
	vmulpd	%zmm21, %zmm24, %zmm19
	vmovupd	480(%rsp), %zmm1
	vmulpd	416(%rsp), %zmm1, %zmm21
	vsubpd	%zmm21, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm13, %zmm21
	vmulpd	1536(%rsp), %zmm8, %zmm13
	vmovapd	%zmm8, %zmm31
	vmovupd	128(%rsp), %zmm1
	vmulpd	880(%rsp), %zmm1, %zmm19
	vsubpd	%zmm19, %zmm13, %zmm13
	vaddpd	%zmm13, %zmm12, %zmm12
	vmulpd	1408(%rsp), %zmm22, %zmm13
	vmulpd	688(%rsp), %zmm10, %zmm19
	vsubpd	%zmm19, %zmm13, %zmm13
	vaddpd	%zmm13, %zmm20, %zmm20
	vmulpd	1472(%rsp), %zmm23, %zmm13
	vmulpd	560(%rsp), %zmm25, %zmm19
	vmovapd	%zmm25, %zmm8
	vsubpd	%zmm19, %zmm13, %zmm13
	vaddpd	%zmm13, %zmm15, %zmm15
	vmulpd	2720(%rsp), %zmm27, %zmm13
	vmulpd	624(%rsp), %zmm28, %zmm19
	vsubpd	%zmm19, %zmm13, %zmm13
	vaddpd	%zmm13, %zmm18, %zmm18
	vmulpd	1344(%rsp), %zmm30, %zmm13
	vmovupd	1104(%rsp), %zmm1
	vmulpd	944(%rsp), %zmm1, %zmm19
	vsubpd	%zmm19, %zmm13, %zmm13
	vaddpd	%zmm13, %zmm29, %zmm25
	vaddpd	%zmm17, %zmm11, %zmm1
	vmovupd	%zmm1, 1408(%rsp)
	vaddpd	%zmm7, %zmm16, %zmm1
	vmovupd	%zmm1, 1344(%rsp)
	vaddpd	%zmm12, %zmm2, %zmm1
	vmovupd	%zmm1, 1472(%rsp)
	vaddpd	%zmm21, %zmm6, %zmm1
	vmovupd	%zmm1, 4704(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm1
	vmovupd	%zmm1, 1536(%rsp)
	vaddpd	%zmm20, %zmm4, %zmm1
	vmovupd	%zmm1, 3552(%rsp)
	vaddpd	%zmm25, %zmm3, %zmm1
	vmovupd	%zmm1, 1984(%rsp)
	vaddpd	%zmm18, %zmm0, %zmm0
	vmovupd	%zmm0, 2720(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm18
	vmulpd	%zmm18, %zmm14, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm20
	vaddpd	%zmm20, %zmm0, %zmm0
	vmulpd	2576(%rsp), %zmm14, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm15
	vmulpd	%zmm15, %zmm14, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm16
	vaddpd	%zmm16, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm14, %zmm1
	vmovapd	%zmm14, %zmm2
	vmovupd	%zmm14, 4320(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm17
	vaddpd	%zmm17, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm3
	vmulpd	%zmm18, %zmm9, %zmm0
	vaddpd	%zmm20, %zmm0, %zmm0
	vmulpd	1216(%rsp), %zmm9, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm15, %zmm9, %zmm1
	vaddpd	%zmm16, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm1
	vmovupd	%zmm9, 4384(%rsp)
	vaddpd	%zmm17, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm12
	vmulpd	%zmm18, %zmm24, %zmm0
	vaddpd	%zmm20, %zmm0, %zmm0
	vmulpd	2448(%rsp), %zmm24, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm15, %zmm24, %zmm1
	vaddpd	%zmm16, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm17, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm18, %zmm31, %zmm1
	vaddpd	%zmm20, %zmm1, %zmm1
	vmulpd	1600(%rsp), %zmm31, %zmm4
	vmulpd	%zmm1, %zmm4, %zmm1
	vmulpd	%zmm15, %zmm31, %zmm4
	vaddpd	%zmm16, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm31, %zmm4
	vmovupd	%zmm31, 4256(%rsp)
	vaddpd	%zmm17, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm18, %zmm22, %zmm4
	vaddpd	%zmm20, %zmm4, %zmm4
	vmulpd	2384(%rsp), %zmm22, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm15, %zmm22, %zmm5
	vaddpd	%zmm16, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm22, %zmm5
	vaddpd	%zmm17, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm18, %zmm23, %zmm5
	vaddpd	%zmm20, %zmm5, %zmm5
	vmulpd	2640(%rsp), %zmm23, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm15, %zmm23, %zmm6
	vaddpd	%zmm16, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm23, %zmm6
	vaddpd	%zmm17, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm18, %zmm27, %zmm6
	vaddpd	%zmm20, %zmm6, %zmm6
	vmulpd	4640(%rsp), %zmm27, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm15, %zmm27, %zmm7
	vaddpd	%zmm16, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm27, %zmm7
	vaddpd	%zmm17, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm18, %zmm30, %zmm7
	vaddpd	%zmm20, %zmm7, %zmm7
	vmulpd	2512(%rsp), %zmm30, %zmm14
	vmulpd	%zmm7, %zmm14, %zmm7
	vmulpd	%zmm15, %zmm30, %zmm14
	vaddpd	%zmm16, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm30, %zmm14
	vaddpd	%zmm17, %zmm14, %zmm14
	vaddpd	%zmm14, %zmm7, %zmm7
	vmulpd	352(%rsp), %zmm9, %zmm10
	vmovupd	%zmm10, 1216(%rsp)
	vmulpd	%zmm12, %zmm10, %zmm12
	vbroadcastsd	.LCPI0_10(%rip), %zmm11
	vmovupd	816(%rsp), %zmm13
	vmulpd	%zmm11, %zmm13, %zmm15
	vsubpd	%zmm12, %zmm15, %zmm10
	vmulpd	192(%rsp), %zmm2, %zmm21
	vmulpd	%zmm3, %zmm21, %zmm3
	vmulpd	%zmm11, %zmm26, %zmm16
	vsubpd	%zmm3, %zmm16, %zmm3
	vmulpd	128(%rsp), %zmm31, %zmm16
	vmulpd	%zmm1, %zmm16, %zmm1
	vmovupd	880(%rsp), %zmm12
	vmulpd	%zmm11, %zmm12, %zmm17
	vsubpd	%zmm1, %zmm17, %zmm19
	vmulpd	480(%rsp), %zmm24, %zmm17
	vmulpd	%zmm0, %zmm17, %zmm0
	vmovupd	416(%rsp), %zmm9
	vmulpd	%zmm11, %zmm9, %zmm18
	vsubpd	%zmm0, %zmm18, %zmm14
	vmovupd	%zmm8, 4448(%rsp)
	vmulpd	%zmm23, %zmm8, %zmm18
	vmulpd	%zmm5, %zmm18, %zmm5
	vmovupd	560(%rsp), %zmm8
	vmulpd	%zmm11, %zmm8, %zmm20
	vsubpd	%zmm5, %zmm20, %zmm5
	vmovupd	4512(%rsp), %zmm28
	vmulpd	%zmm22, %zmm28, %zmm20
	vmulpd	%zmm4, %zmm20, %zmm4
	vmovupd	688(%rsp), %zmm2
	vmulpd	%zmm11, %zmm2, %zmm29
	vsubpd	%zmm4, %zmm29, %zmm4
	vmovupd	1104(%rsp), %zmm25
	vmulpd	%zmm30, %zmm25, %zmm29
	vmulpd	%zmm7, %zmm29, %zmm7
	vmovupd	944(%rsp), %zmm1
	vmulpd	%zmm11, %zmm1, %zmm31
	vsubpd	%zmm7, %zmm31, %zmm7
	vmovupd	4576(%rsp), %zmm15
	vmulpd	%zmm27, %zmm15, %zmm31
	vmulpd	%zmm6, %zmm31, %zmm6
	vmovupd	624(%rsp), %zmm0
	vmulpd	%zmm11, %zmm0, %zmm26
	vsubpd	%zmm6, %zmm26, %zmm6
	vmulpd	4384(%rsp), %zmm10, %zmm10
	vmulpd	4320(%rsp), %zmm3, %zmm3
	vmulpd	4256(%rsp), %zmm19, %zmm19
	vmulpd	%zmm14, %zmm24, %zmm24
	vmulpd	%zmm5, %zmm23, %zmm14
	vmulpd	%zmm4, %zmm22, %zmm4
	vmulpd	%zmm7, %zmm30, %zmm5
	vmulpd	%zmm6, %zmm27, %zmm6
	vsubpd	1008(%rsp), %zmm3, %zmm3
	vsubpd	%zmm13, %zmm10, %zmm7
	vsubpd	%zmm9, %zmm24, %zmm10
	vsubpd	%zmm12, %zmm19, %zmm12
	vsubpd	%zmm2, %zmm4, %zmm4
	vsubpd	%zmm8, %zmm14, %zmm2
	vsubpd	%zmm0, %zmm6, %zmm6
	vsubpd	%zmm1, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_50(%rip), %zmm9
	vmulpd	%zmm9, %zmm21, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	1216(%rsp), %zmm9, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	%zmm9, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm0
	vmulpd	%zmm9, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm12, %zmm1
	vmulpd	%zmm9, %zmm20, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm9, %zmm18, %zmm8
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm9, %zmm31, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm9, %zmm29, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmovupd	192(%rsp), %zmm8
	vsubpd	%zmm3, %zmm8, %zmm12
	vmovupd	352(%rsp), %zmm3
	vsubpd	%zmm7, %zmm3, %zmm24
	vmovupd	480(%rsp), %zmm3
	vsubpd	%zmm0, %zmm3, %zmm23
	vmovupd	128(%rsp), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm22
	vsubpd	%zmm4, %zmm28, %zmm20
	vmovupd	4448(%rsp), %zmm0
	vsubpd	%zmm2, %zmm0, %zmm21
	vsubpd	%zmm6, %zmm15, %zmm19
	vsubpd	%zmm5, %zmm25, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm8
	vmovupd	1344(%rsp), %zmm15
	vxorpd	%zmm8, %zmm15, %zmm7
	vmovupd	1408(%rsp), %zmm18
	vxorpd	%zmm8, %zmm18, %zmm6
	vmovupd	4704(%rsp), %zmm13
	vxorpd	%zmm8, %zmm13, %zmm5
	vmovupd	1472(%rsp), %zmm16
	vxorpd	%zmm8, %zmm16, %zmm4
	vmovupd	3552(%rsp), %zmm28
	vxorpd	%zmm8, %zmm28, %zmm3
	vmovupd	1536(%rsp), %zmm14
	vxorpd	%zmm8, %zmm14, %zmm2
	vmovupd	2720(%rsp), %zmm26
	vxorpd	%zmm8, %zmm26, %zmm1
	vmovupd	1984(%rsp), %zmm27
	vxorpd	%zmm8, %zmm27, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm9
	vmovdqu64	2256(%rsp), %zmm17
	vptestnmq	%zmm9, %zmm17, %k1
	vmovapd	%zmm18, %zmm6 {%k1}
	vxorpd	%zmm8, %zmm24, %zmm24 {%k1}
	vmovdqu64	2048(%rsp), %zmm18
	vptestnmq	%zmm9, %zmm18, %k1
	vmovapd	%zmm15, %zmm7 {%k1}
	vmovapd	%zmm12, %zmm25
	vxorpd	%zmm8, %zmm12, %zmm25 {%k1}
	vmovdqu64	1664(%rsp), %zmm15
	vptestnmq	%zmm9, %zmm15, %k1
	vmovapd	%zmm16, %zmm4 {%k1}
	vxorpd	%zmm8, %zmm22, %zmm22 {%k1}
	vmovdqu64	1728(%rsp), %zmm16
	vptestnmq	%zmm9, %zmm16, %k1
	vmovapd	%zmm13, %zmm5 {%k1}
	vxorpd	%zmm8, %zmm23, %zmm23 {%k1}
	vmovdqu64	1792(%rsp), %zmm13
	vptestnmq	%zmm9, %zmm13, %k1
	vmovapd	%zmm14, %zmm2 {%k1}
	vxorpd	%zmm8, %zmm21, %zmm21 {%k1}
	vmovdqu64	1856(%rsp), %zmm14
	vptestnmq	%zmm9, %zmm14, %k1
	vmovapd	%zmm28, %zmm3 {%k1}
	vxorpd	%zmm8, %zmm20, %zmm20 {%k1}
	vmovdqu64	1920(%rsp), %zmm10
	vptestnmq	%zmm9, %zmm10, %k1
	vmovapd	%zmm27, %zmm0 {%k1}
	vxorpd	%zmm8, %zmm11, %zmm11 {%k1}
	vmovdqu64	1280(%rsp), %zmm12
	vptestnmq	%zmm9, %zmm12, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm8, %zmm19, %zmm19 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm8
	vptestnmq	%zmm8, %zmm18, %k1
	vmovapd	%zmm7, %zmm25 {%k1}
	vmovupd	%zmm25, 352(%rsp)
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm6, %zmm24 {%k1}
	vmovupd	%zmm24, 480(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm5, %zmm23 {%k1}
	vmovupd	%zmm23, 688(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm4, %zmm22 {%k1}
	vmovupd	%zmm22, 560(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm3, %zmm20 {%k1}
	vmovupd	%zmm20, 624(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm2, %zmm21 {%k1}
	vmovupd	%zmm21, 416(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm1, %zmm19 {%k1}
	vmovupd	%zmm19, 880(%rsp)
	vptestnmq	%zmm8, %zmm10, %k1
	vmovapd	%zmm0, %zmm11 {%k1}
	vmovupd	%zmm11, 816(%rsp)
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
	vmovdqu64	%zmm9, 1728(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1792(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1856(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1920(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1280(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1104(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 1008(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 944(%rsp)
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
	vmovupd	%zmm4, 192(%rsp)
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, 128(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 2048(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1664(%rsp)
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
	vmovupd	%zmm3, 1216(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2576(%rsp)
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
	vmovupd	%zmm1, 2448(%rsp)
	vpaddq	%zmm12, %zmm11, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm30
	vaddpd	%zmm23, %zmm30, %zmm1
	vdivpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm1, 2256(%rsp)
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
	vmovupd	%zmm1, 1984(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 1600(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1536(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1472(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 2512(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1344(%rsp)
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
	vbroadcastsd	.LCPI0_25(%rip), %zmm6
	vaddpd	2576(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	1216(%rsp), %zmm22, %zmm22
	vaddpd	2448(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2640(%rsp), %zmm27, %zmm27
	vaddpd	1984(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2384(%rsp), %zmm9, %zmm9
	vaddpd	1472(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	1536(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm31, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	1344(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	192(%rsp), %zmm2
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	2048(%rsp), %zmm2, %zmm13
	vmovupd	128(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1664(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	1600(%rsp), %zmm7, %zmm7
	vmovupd	%zmm30, 1408(%rsp)
	vmulpd	%zmm6, %zmm30, %zmm16
	vmulpd	%zmm16, %zmm30, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	2256(%rsp), %zmm9, %zmm9
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
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm18, %zmm6
	vpsrlq	$20, 1728(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm10
	vmulpd	%zmm10, %zmm11, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm13
	vpsrlq	$20, 1792(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm10, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1856(%rsp), %zmm25
	vpaddq	%zmm12, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm10, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1920(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm10, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1280(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm10, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1104(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm10, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 1008(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm10, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 944(%rsp), %zmm31
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
	vsubpd	%zmm22, %zmm1, %zmm1
	vsubpd	%zmm15, %zmm6, %zmm6
	vaddpd	128(%rsp), %zmm2, %zmm2
	vaddpd	192(%rsp), %zmm0, %zmm0
	vaddpd	1408(%rsp), %zmm7, %zmm7
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
	vmulpd	352(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	480(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	688(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	560(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	624(%rsp), %zmm3, %zmm3
	vmulpd	416(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	880(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	816(%rsp), %zmm6, %zmm6
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
	jne	.LBB0_152
	movq	-120(%rsp), %r15
	movq	-96(%rsp), %r12
	cmpq	%r12, %r15
	movq	-56(%rsp), %rsi
	movq	544(%rsp), %r13
	movabsq	$4604544269498187776, %rbp
	movabsq	$4503595332403200, %r9
	vmovsd	.LCPI0_10(%rip), %xmm9
	vmovsd	.LCPI0_11(%rip), %xmm21
	vmovsd	.LCPI0_17(%rip), %xmm26
	vmovsd	.LCPI0_18(%rip), %xmm22
	vmovsd	.LCPI0_22(%rip), %xmm23
	vmovsd	.LCPI0_23(%rip), %xmm7
	vmovddup	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_32(%rip), %xmm24
	vmovsd	.LCPI0_55(%rip), %xmm25
	vmovsd	.LCPI0_35(%rip), %xmm29
	vmovsd	.LCPI0_36(%rip), %xmm28
	vmovsd	.LCPI0_38(%rip), %xmm30
	vmovsd	.LCPI0_39(%rip), %xmm31
	vmovsd	.LCPI0_56(%rip), %xmm11
	vmovsd	.LCPI0_42(%rip), %xmm12
	vmovsd	.LCPI0_43(%rip), %xmm13
	vmovsd	.LCPI0_45(%rip), %xmm15
	vmovsd	.LCPI0_46(%rip), %xmm16
	vmovsd	.LCPI0_47(%rip), %xmm17
	vmovsd	.LCPI0_48(%rip), %xmm18
	vmovsd	.LCPI0_49(%rip), %xmm19
	vmovsd	.LCPI0_50(%rip), %xmm14
	je	.LBB0_160
	movq	%r12, %rax
	testb	$56, %r15b
	je	.LBB0_158
	movq	-72(%rsp), %rax
	movq	-48(%rsp), %r8
	leaq	(%r8,%rax), %rcx
	xorl	%edi, %edi
	movq	32(%rsp), %rax
	vbroadcastsd	.LCPI0_10(%rip), %zmm12
	vbroadcastsd	.LCPI0_11(%rip), %zmm13
	vbroadcastsd	.LCPI0_36(%rip), %zmm16
	vpbroadcastq	.LCPI0_37(%rip), %zmm17
	vbroadcastsd	.LCPI0_38(%rip), %zmm18
	vbroadcastsd	.LCPI0_39(%rip), %zmm19
	vbroadcastsd	.LCPI0_40(%rip), %zmm20
	vbroadcastsd	.LCPI0_42(%rip), %zmm21
	vbroadcastsd	.LCPI0_43(%rip), %zmm22
	vbroadcastsd	.LCPI0_44(%rip), %zmm27
	vbroadcastsd	.LCPI0_45(%rip), %zmm28
	vbroadcastsd	.LCPI0_46(%rip), %zmm29
	vbroadcastsd	.LCPI0_47(%rip), %zmm10
	vbroadcastsd	.LCPI0_48(%rip), %zmm30
	vbroadcastsd	.LCPI0_49(%rip), %zmm31
	vbroadcastsd	.LCPI0_50(%rip), %zmm26
	vbroadcastsd	.LCPI0_51(%rip), %zmm23
	vpbroadcastq	.LCPI0_52(%rip), %zmm24
	vpbroadcastq	.LCPI0_53(%rip), %zmm25
	vpbroadcastq	.LCPI0_15(%rip), %zmm11
	vbroadcastsd	.LCPI0_55(%rip), %zmm14
	vbroadcastsd	.LCPI0_56(%rip), %zmm15
	.p2align	4
.LBB0_156:
	vcvtudq2pd	(%rcx,%rdi,4), %zmm0
	vaddpd	%zmm12, %zmm0, %zmm0
	vmulpd	%zmm13, %zmm0, %zmm0
	vcvtudq2pd	(%r8,%rdi,4), %zmm1
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm13, %zmm1, %zmm1
	vpsrlq	$32, %zmm0, %zmm2
	vpaddq	.LCPI0_12(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$20, %zmm2, %zmm3
	vpaddq	.LCPI0_13(%rip){1to8}, %zmm3, %zmm3
	vpsllq	$32, %zmm2, %zmm2
	vpandq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm2
	vpternlogq	$248, %zmm11, %zmm0, %zmm2
	vpaddq	.LCPI0_16(%rip){1to8}, %zmm2, %zmm0
	vaddpd	.LCPI0_17(%rip){1to8}, %zmm0, %zmm0
	vaddpd	.LCPI0_18(%rip){1to8}, %zmm0, %zmm2
	vdivpd	%zmm2, %zmm0, %zmm2
	vmulpd	%zmm12, %zmm0, %zmm4
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
	vmulpd	%zmm16, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm4, %zmm8
	vsubpd	%zmm6, %zmm8, %zmm6
	vsubpd	%zmm5, %zmm4, %zmm8
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm17, %zmm2, %zmm2
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm17, %zmm8, %zmm8
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm8, %zmm8
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
	vaddpd	%zmm20, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm15, %zmm4, %zmm7
	vaddpd	%zmm21, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm22, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm12, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm27, %zmm8
	vsubpd	%zmm8, %zmm27, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm28, %zmm4, %zmm7
	vaddpd	%zmm29, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm10, %zmm7, %zmm7
	vmulpd	%zmm30, %zmm4, %zmm8
	vaddpd	%zmm31, %zmm8, %zmm8
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm7
	vmulpd	%zmm12, %zmm3, %zmm8
	vmulpd	%zmm5, %zmm7, %zmm5
	vsubpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm26, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm2, %zmm2
	vptestnmq	%zmm24, %zmm1, %k1
	vptestnmq	%zmm25, %zmm1, %k2
	vxorpd	%zmm23, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm23, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_28(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovupd	%ymm0, (%rcx,%rdi,4)
	addq	$8, %rdi
	cmpq	%rdi, %rax
	jne	.LBB0_156
	movq	%r13, %rax
	cmpq	%r13, %r15
	movabsq	$4503595332403200, %r9
	vmovsd	.LCPI0_10(%rip), %xmm9
	vmovsd	.LCPI0_11(%rip), %xmm21
	vmovsd	.LCPI0_17(%rip), %xmm26
	vmovsd	.LCPI0_18(%rip), %xmm22
	vmovsd	.LCPI0_22(%rip), %xmm23
	vmovsd	.LCPI0_23(%rip), %xmm7
	vmovddup	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_32(%rip), %xmm24
	vmovsd	.LCPI0_55(%rip), %xmm25
	vmovsd	.LCPI0_35(%rip), %xmm29
	vmovsd	.LCPI0_36(%rip), %xmm28
	vmovsd	.LCPI0_38(%rip), %xmm30
	vmovsd	.LCPI0_39(%rip), %xmm31
	vmovsd	.LCPI0_56(%rip), %xmm11
	vmovsd	.LCPI0_42(%rip), %xmm12
	vmovsd	.LCPI0_43(%rip), %xmm13
	vmovsd	.LCPI0_45(%rip), %xmm15
	vmovsd	.LCPI0_46(%rip), %xmm16
	vmovsd	.LCPI0_47(%rip), %xmm17
	vmovsd	.LCPI0_48(%rip), %xmm18
	vmovsd	.LCPI0_49(%rip), %xmm19
	vmovsd	.LCPI0_50(%rip), %xmm14
	je	.LBB0_160
.LBB0_158:
	movq	%r15, %rcx
	subq	%rax, %rcx
	movq	3936(%rsp), %rdi
	leaq	(%rdi,%rax,4), %rdi
	movq	-72(%rsp), %rax
	leaq	(%rdi,%rax), %r8
	xorl	%r10d, %r10d
	.p2align	4
.LBB0_159:
	vxorps	%xmm10, %xmm10, %xmm10
	vcvtusi2sdl	(%r8,%r10,4), %xmm10, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm21, %xmm0, %xmm0
	vxorps	%xmm10, %xmm10, %xmm10
	vcvtusi2sdl	(%rdi,%r10,4), %xmm10, %xmm1
	vaddsd	%xmm1, %xmm9, %xmm1
	vmulsd	%xmm21, %xmm1, %xmm1
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
	vaddsd	%xmm26, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm9, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vaddsd	%xmm22, %xmm0, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmulsd	%xmm23, %xmm5, %xmm6
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
	vaddsd	%xmm24, %xmm2, %xmm2
	vmulsd	%xmm25, %xmm2, %xmm3
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	.LCPI0_34(%rip), %xmm2, %xmm4
	vmulsd	%xmm29, %xmm2, %xmm5
	vsubsd	%xmm5, %xmm3, %xmm6
	vmulsd	%xmm28, %xmm2, %xmm2
	vmovapd	%xmm24, %xmm27
	vmovapd	%xmm7, %xmm24
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
	vmulsd	%xmm30, %xmm3, %xmm5
	vaddsd	%xmm31, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vaddsd	.LCPI0_40(%rip), %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm3, %xmm11, %xmm6
	vaddsd	%xmm6, %xmm12, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm6, %xmm13, %xmm6
	vmulsd	%xmm4, %xmm4, %xmm7
	vmulsd	%xmm6, %xmm7, %xmm6
	vaddsd	%xmm6, %xmm5, %xmm5
	vmulsd	%xmm3, %xmm9, %xmm6
	vmovsd	.LCPI0_44(%rip), %xmm0
	vsubsd	%xmm6, %xmm0, %xmm7
	vmovapd	%xmm19, %xmm20
	vmovapd	%xmm18, %xmm19
	vmovapd	%xmm17, %xmm18
	vmovapd	%xmm16, %xmm17
	vmovapd	%xmm15, %xmm16
	vmovapd	%xmm13, %xmm15
	vmovapd	%xmm12, %xmm13
	vmovapd	%xmm11, %xmm12
	vmovapd	%xmm31, %xmm11
	vmovapd	%xmm30, %xmm31
	vmovapd	%xmm28, %xmm30
	vmovapd	%xmm25, %xmm28
	vmovapd	%xmm8, %xmm25
	vsubsd	%xmm7, %xmm0, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vmovapd	%xmm25, %xmm8
	vmovapd	%xmm28, %xmm25
	vmovapd	%xmm30, %xmm28
	vmovapd	%xmm31, %xmm30
	vmovapd	%xmm11, %xmm31
	vmovapd	%xmm12, %xmm11
	vmovapd	%xmm13, %xmm12
	vmovapd	%xmm15, %xmm13
	vmovapd	%xmm16, %xmm15
	vmovapd	%xmm17, %xmm16
	vmovapd	%xmm18, %xmm17
	vmovapd	%xmm19, %xmm18
	vmovapd	%xmm20, %xmm19
	vaddsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm7, %xmm5
	vmulsd	%xmm3, %xmm15, %xmm6
	vaddsd	%xmm16, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm17, %xmm6, %xmm6
	vmulsd	%xmm18, %xmm3, %xmm7
	vaddsd	%xmm20, %xmm7, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm2, %xmm9, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmovapd	%xmm24, %xmm7
	vmovapd	%xmm27, %xmm24
	vmulsd	%xmm4, %xmm3, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	%xmm6, %xmm14, %xmm3
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
	jne	.LBB0_159
	jmp	.LBB0_160
	.p2align	4
.LBB0_138:
	movq	8(%rsp), %rcx
	movq	-104(%rsp), %rsi
	movq	88(%rsp), %rdi
	movq	280(%rsp), %r8
	xorl	%r10d, %r10d
	vmovaps	1088(%rsp), %xmm6
	movq	2240(%rsp), %r14
	vmovss	.LCPI0_60(%rip), %xmm7
	vmovss	.LCPI0_61(%rip), %xmm8
	vmovss	.LCPI0_62(%rip), %xmm9
	movq	-72(%rsp), %r9
	vmovups	5152(%rsp), %zmm21
	vmovaps	1072(%rsp), %xmm22
	vmovaps	.LCPI0_66(%rip), %xmm10
	vmovaps	.LCPI0_67(%rip), %xmm11
	jmp	.LBB0_139
	.p2align	4
.LBB0_177:
	incq	%r10
	movq	-40(%rsp), %rax
	addq	%rax, %r8
	addq	%r9, %rdi
	addq	%rax, %rsi
	addq	%r9, %rcx
	cmpq	64(%rsp), %r10
	je	.LBB0_178
.LBB0_139:
	cmpb	$0, 336(%rsp)
	je	.LBB0_166
	xorl	%r11d, %r11d
.LBB0_173:
	movq	%r11, %rax
	testq	%r14, %r14
	je	.LBB0_176
	movq	%r14, %rbx
	movq	%r11, %rax
	.p2align	4
.LBB0_175:
	vmovss	(%rcx,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rsi,%rax,4)
	incq	%rax
	decq	%rbx
	jne	.LBB0_175
.LBB0_176:
	subq	%r15, %r11
	cmpq	$-8, %r11
	ja	.LBB0_177
	.p2align	4
.LBB0_216:
	vmovss	(%rcx,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rsi,%rax,4)
	vmovss	4(%rcx,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 4(%rsi,%rax,4)
	vmovss	8(%rcx,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 8(%rsi,%rax,4)
	vmovss	12(%rcx,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 12(%rsi,%rax,4)
	vmovss	16(%rcx,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 16(%rsi,%rax,4)
	vmovss	20(%rcx,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 20(%rsi,%rax,4)
	vmovss	24(%rcx,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 24(%rsi,%rax,4)
	vmovss	28(%rcx,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 28(%rsi,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %r15
	jne	.LBB0_216
	jmp	.LBB0_177
	.p2align	4
.LBB0_166:
	xorl	%eax, %eax
	movq	-64(%rsp), %r11
	.p2align	4
.LBB0_167:
	vmovups	-192(%rdi,%rax), %zmm0
	vmovups	-128(%rdi,%rax), %zmm1
	vmovups	-64(%rdi,%rax), %zmm2
	vmovups	(%rdi,%rax), %zmm3
	vmulps	%zmm0, %zmm0, %zmm0
	vmulps	%zmm1, %zmm1, %zmm1
	vmulps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm3, %zmm3, %zmm3
	vmovups	%zmm0, -192(%r8,%rax)
	vmovups	%zmm1, -128(%r8,%rax)
	vmovups	%zmm2, -64(%r8,%rax)
	vmovups	%zmm3, (%r8,%rax)
	addq	$256, %rax
	cmpq	%rax, %r11
	jne	.LBB0_167
	cmpq	%r12, %r15
	je	.LBB0_177
	movq	%r12, %r11
	testb	$56, %r15b
	je	.LBB0_173
	movq	%r12, %rax
	.p2align	4
.LBB0_171:
	vmovups	(%rcx,%rax,4), %ymm0
	vmulps	%ymm0, %ymm0, %ymm0
	vmovups	%ymm0, (%rsi,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %r13
	jne	.LBB0_171
	movq	%r13, %r11
	cmpq	%r13, %r15
	je	.LBB0_177
	jmp	.LBB0_173
	.p2align	4
.LBB0_178:
	cmpq	$0, 2248(%rsp)
	movq	(%rsp), %r12
	vxorps	%xmm0, %xmm0, %xmm0
	je	.LBB0_179
	movq	2176(%rsp), %rax
	xorl	%ecx, %ecx
	movq	-104(%rsp), %rdi
	movq	3808(%rsp), %r8
	movq	1192(%rsp), %rsi
	movl	$2143289344, %r15d
	movq	2232(%rsp), %r10
	movq	2224(%rsp), %r11
	movq	2216(%rsp), %rbx
	movq	1208(%rsp), %r14
	.p2align	4
.LBB0_181:
	vmovups	-16(%rsi,%rcx,4), %xmm1
	vmovups	(%rsi,%rcx,4), %xmm2
	vmovups	-16(%r10,%rcx,4), %xmm3
	vmovups	(%r10,%rcx,4), %xmm4
	vmovlhps	%xmm3, %xmm1, %xmm5
	vunpckhpd	%xmm3, %xmm1, %xmm1
	vmovups	-16(%rbx,%rcx,4), %xmm3
	vmovups	(%rbx,%rcx,4), %xmm6
	vmovups	-16(%r11,%rcx,4), %xmm7
	vmovups	(%r11,%rcx,4), %xmm8
	vmovlhps	%xmm7, %xmm3, %xmm9
	vunpckhpd	%xmm7, %xmm3, %xmm3
	vmovaps	%xmm5, %xmm7
	vpermt2ps	%xmm9, %xmm10, %xmm7
	vaddps	%xmm7, %xmm0, %xmm0
	vpermt2ps	%xmm9, %xmm11, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vmovaps	%xmm1, %xmm5
	vpermt2ps	%xmm3, %xmm10, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vpermt2ps	%xmm3, %xmm11, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vmovlhps	%xmm4, %xmm2, %xmm1
	vunpckhpd	%xmm4, %xmm2, %xmm2
	vmovlhps	%xmm8, %xmm6, %xmm3
	vunpckhpd	%xmm8, %xmm6, %xmm4
	vmovaps	%xmm1, %xmm5
	vpermt2ps	%xmm3, %xmm10, %xmm5
	vaddps	%xmm5, %xmm0, %xmm0
	vpermt2ps	%xmm3, %xmm11, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vmovaps	%xmm2, %xmm1
	vpermt2ps	%xmm4, %xmm10, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vpermt2ps	%xmm4, %xmm11, %xmm2
	vaddps	%xmm0, %xmm2, %xmm0
	addq	$8, %rcx
	addq	$-2, %rax
	jne	.LBB0_181
	testb	$1, 2184(%rsp)
	movl	-108(%rsp), %esi
	vmovaps	1088(%rsp), %xmm6
	movq	-64(%rsp), %r11
	vmovss	.LCPI0_60(%rip), %xmm7
	vmovss	.LCPI0_61(%rip), %xmm8
	vmovss	.LCPI0_62(%rip), %xmm9
	movq	272(%rsp), %r10
	vbroadcastss	.LCPI0_62(%rip), %zmm23
	vbroadcastss	.LCPI0_63(%rip), %zmm24
	vpbroadcastd	.LCPI0_64(%rip), %zmm25
	vpbroadcastd	.LCPI0_65(%rip), %zmm26
	vbroadcastss	.LCPI0_62(%rip), %ymm27
	vbroadcastss	.LCPI0_63(%rip), %ymm28
	vpbroadcastd	.LCPI0_64(%rip), %ymm29
	vbroadcastss	.LCPI0_62(%rip), %xmm12
	vbroadcastss	.LCPI0_63(%rip), %xmm13
	jne	.LBB0_183
	jmp	.LBB0_184
	.p2align	4
.LBB0_179:
	xorl	%ecx, %ecx
	movl	-108(%rsp), %esi
	movq	-104(%rsp), %rdi
	movq	3808(%rsp), %r8
	movq	-64(%rsp), %r11
	movl	$2143289344, %r15d
	movq	272(%rsp), %r10
	movq	1208(%rsp), %r14
	vbroadcastss	.LCPI0_62(%rip), %zmm23
	vbroadcastss	.LCPI0_63(%rip), %zmm24
	vpbroadcastd	.LCPI0_64(%rip), %zmm25
	vpbroadcastd	.LCPI0_65(%rip), %zmm26
	vbroadcastss	.LCPI0_62(%rip), %ymm27
	vbroadcastss	.LCPI0_63(%rip), %ymm28
	vpbroadcastd	.LCPI0_64(%rip), %ymm29
	vbroadcastss	.LCPI0_62(%rip), %xmm12
	vbroadcastss	.LCPI0_63(%rip), %xmm13
.LBB0_183:
	vmovups	(%rdi,%rcx,4), %xmm1
	movq	288(%rsp), %rax
	vmovups	(%rax,%rcx,4), %xmm2
	vmovups	(%r10,%rcx,4), %xmm3
	vmovups	(%r14,%rcx,4), %xmm4
	vmovlhps	%xmm3, %xmm1, %xmm5
	vunpckhpd	%xmm3, %xmm1, %xmm1
	vmovlhps	%xmm4, %xmm2, %xmm3
	vunpckhpd	%xmm4, %xmm2, %xmm2
	vmovaps	%xmm5, %xmm4
	vpermt2ps	%xmm3, %xmm10, %xmm4
	vaddps	%xmm4, %xmm0, %xmm0
	vpermt2ps	%xmm3, %xmm11, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vmovaps	%xmm1, %xmm3
	vpermt2ps	%xmm2, %xmm10, %xmm3
	vaddps	%xmm0, %xmm3, %xmm0
	vpermt2ps	%xmm2, %xmm11, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
.LBB0_184:
	movq	%r8, %rax
	movq	-120(%rsp), %rcx
	cmpq	%rcx, %r8
	movq	288(%rsp), %r8
	je	.LBB0_161
	.p2align	4
.LBB0_185:
	vmovss	(%rdi,%rax,4), %xmm1
	vinsertps	$16, (%r8,%rax,4), %xmm1, %xmm1
	vinsertps	$32, (%r10,%rax,4), %xmm1, %xmm1
	vinsertps	$48, (%r14,%rax,4), %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	incq	%rax
	cmpq	%rcx, %rax
	jb	.LBB0_185
.LBB0_161:
	vmovaps	%xmm0, 2704(%rsp)
	testl	%esi, %esi
	vpbroadcastd	.LCPI0_64(%rip), %xmm10
	je	.LBB0_162
	vbroadcastss	%xmm22, %zmm0
	movq	8(%rsp), %rcx
	movq	80(%rsp), %rsi
	movq	24(%rsp), %rdi
	xorl	%r8d, %r8d
	jmp	.LBB0_187
	.p2align	4
.LBB0_199:
	incq	%r8
	addq	-40(%rsp), %rdi
	addq	%r9, %rsi
	addq	%r9, %rcx
	cmpq	64(%rsp), %r8
	je	.LBB0_200
.LBB0_187:
	vaddss	2704(%rsp,%r8,4), %xmm7, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm1, %xmm8, %xmm1
	cmpb	$0, 4960(%rsp)
	je	.LBB0_189
	xorl	%r10d, %r10d
	movq	-120(%rsp), %rbp
.LBB0_196:
	movq	%r10, %rax
	orq	$1, %rax
	testb	$1, %bpl
	je	.LBB0_198
	movq	-56(%rsp), %r11
	addq	%r8, %r11
	movq	%r8, %rbx
	imulq	104(%rsp), %rbx
	imulq	%rbp, %r11
	movq	-88(%rsp), %r14
	leaq	(%r14,%r11,4), %r14
	leaq	(%r12,%r11,4), %r11
	shll	$2, %r10d
	vmovss	(%r14,%r10), %xmm2
	movq	24(%rsp), %r15
	leaq	(%r15,%rbx,4), %rbx
	movl	$2143289344, %r15d
	vaddss	%xmm2, %xmm2, %xmm3
	vmulss	%xmm1, %xmm3, %xmm3
	vsubss	(%r11,%r10), %xmm2, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm4, %xmm9, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm6, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	(%rbx,%r10), %xmm22, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vmovd	%xmm2, %r11d
	movl	%r11d, %ebx
	andl	$2147483647, %ebx
	cmpl	$2139095041, %ebx
	cmovael	%r15d, %r11d
	movl	%r11d, (%r14,%r10)
	movq	%rax, %r10
.LBB0_198:
	cmpq	%rax, %rbp
	je	.LBB0_199
	.p2align	4
.LBB0_165:
	vmovss	(%rcx,%r10,4), %xmm2
	vmovss	4(%rcx,%r10,4), %xmm3
	vaddss	%xmm2, %xmm2, %xmm4
	vmulss	%xmm1, %xmm4, %xmm4
	vsubss	(%rsi,%r10,4), %xmm2, %xmm5
	vaddss	%xmm5, %xmm5, %xmm5
	vmulss	%xmm5, %xmm9, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm4, %xmm6, %xmm4
	vsubss	%xmm4, %xmm2, %xmm2
	vmulss	(%rdi,%r10,4), %xmm22, %xmm4
	vaddss	%xmm2, %xmm4, %xmm2
	vmovd	%xmm2, %eax
	movl	%eax, %r11d
	andl	$2147483647, %r11d
	cmpl	$2139095041, %r11d
	cmovael	%r15d, %eax
	movl	%eax, (%rcx,%r10,4)
	vaddss	%xmm3, %xmm3, %xmm2
	vmulss	%xmm1, %xmm2, %xmm2
	vsubss	4(%rsi,%r10,4), %xmm3, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm4, %xmm9, %xmm4
	vaddss	%xmm4, %xmm2, %xmm2
	vmulss	%xmm2, %xmm6, %xmm2
	vsubss	%xmm2, %xmm3, %xmm2
	vmulss	4(%rdi,%r10,4), %xmm22, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vmovd	%xmm2, %eax
	movl	%eax, %r11d
	andl	$2147483647, %r11d
	cmpl	$2139095041, %r11d
	cmovael	%r15d, %eax
	movl	%eax, 4(%rcx,%r10,4)
	addq	$2, %r10
	cmpq	%r10, %rbp
	jne	.LBB0_165
	jmp	.LBB0_199
	.p2align	4
.LBB0_189:
	vbroadcastss	%xmm1, %zmm2
	xorl	%eax, %eax
	movq	304(%rsp), %r10
	.p2align	4
.LBB0_190:
	vmovups	(%rcx,%rax), %zmm3
	vaddps	%zmm3, %zmm3, %zmm4
	vmulps	%zmm2, %zmm4, %zmm4
	vsubps	(%rsi,%rax), %zmm3, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm23, %zmm5, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm21, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vmulps	(%rdi,%rax), %zmm0, %zmm4
	vaddps	%zmm3, %zmm4, %zmm3
	vandps	%zmm24, %zmm3, %zmm4
	vpcmpgtd	%zmm25, %zmm4, %k1
	vpbroadcastd	.LCPI0_65(%rip), %zmm3 {%k1}
	vmovdqu64	%zmm3, (%rcx,%rax)
	addq	$64, %rax
	cmpq	%rax, %r10
	jne	.LBB0_190
	movq	-120(%rsp), %rbp
	cmpq	3872(%rsp), %rbp
	je	.LBB0_199
	movq	3872(%rsp), %r10
	testb	$12, %bpl
	je	.LBB0_196
	vbroadcastss	%xmm1, %xmm2
	movq	3872(%rsp), %rax
	movq	3808(%rsp), %r10
	.p2align	4
.LBB0_194:
	vmovups	(%rcx,%rax,4), %xmm3
	vaddps	%xmm3, %xmm3, %xmm4
	vmulps	%xmm2, %xmm4, %xmm4
	vsubps	(%rsi,%rax,4), %xmm3, %xmm5
	vaddps	%xmm5, %xmm5, %xmm5
	vmulps	%xmm5, %xmm12, %xmm5
	vaddps	%xmm5, %xmm4, %xmm4
	vmulps	%xmm4, %xmm21, %xmm4
	vsubps	%xmm4, %xmm3, %xmm3
	vmulps	(%rdi,%rax,4), %xmm0, %xmm4
	vaddps	%xmm3, %xmm4, %xmm3
	vandps	%xmm3, %xmm13, %xmm4
	vpcmpgtd	%xmm10, %xmm4, %k1
	vpbroadcastd	.LCPI0_65(%rip), %xmm3 {%k1}
	vmovdqu	%xmm3, (%rcx,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %r10
	jne	.LBB0_194
	movq	296(%rsp), %rax
	movq	%rax, %r10
	movq	-120(%rsp), %rbp
	cmpq	%rax, %rbp
	je	.LBB0_199
	jmp	.LBB0_196
	.p2align	4
.LBB0_162:
	movq	8(%rsp), %rcx
	movq	80(%rsp), %rsi
	movq	88(%rsp), %r8
	movq	1184(%rsp), %rbx
	xorl	%r14d, %r14d
	jmp	.LBB0_163
	.p2align	4
.LBB0_213:
	incq	%r14
	addq	%r9, %rbx
	addq	%r9, %r8
	addq	%r9, %rsi
	addq	%r9, %rcx
	cmpq	64(%rsp), %r14
	movq	544(%rsp), %r13
	je	.LBB0_200
.LBB0_163:
	vaddss	2704(%rsp,%r14,4), %xmm7, %xmm0
	vaddss	%xmm0, %xmm0, %xmm0
	vmulss	%xmm0, %xmm8, %xmm0
	cmpb	$0, 312(%rsp)
	je	.LBB0_202
	xorl	%edi, %edi
	movq	-120(%rsp), %r13
.LBB0_209:
	movq	%rdi, %rax
	orq	$1, %rax
	testb	$1, %r13b
	je	.LBB0_211
	movq	-56(%rsp), %r10
	addq	%r14, %r10
	imulq	%r13, %r10
	movq	-88(%rsp), %r11
	leaq	(%r11,%r10,4), %r11
	leaq	(%r12,%r10,4), %r10
	shll	$2, %edi
	vmovss	(%r11,%rdi), %xmm1
	vaddss	%xmm1, %xmm1, %xmm2
	vmulss	%xmm0, %xmm2, %xmm2
	vsubss	(%r10,%rdi), %xmm1, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm3, %xmm9, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm6, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmovd	%xmm1, %r10d
	movl	%r10d, %ebp
	andl	$2147483647, %ebp
	cmpl	$2139095041, %ebp
	cmovael	%r15d, %r10d
	movl	%r10d, (%r11,%rdi)
	movq	-64(%rsp), %r11
	movq	%rax, %rdi
.LBB0_211:
	cmpq	%rax, %r13
	je	.LBB0_213
	.p2align	4
.LBB0_212:
	vmovss	(%rcx,%rdi,4), %xmm1
	vmovss	4(%rcx,%rdi,4), %xmm2
	vaddss	%xmm1, %xmm1, %xmm3
	vmulss	%xmm0, %xmm3, %xmm3
	vsubss	(%rsi,%rdi,4), %xmm1, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm4, %xmm9, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm6, %xmm3
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
	vmulss	%xmm3, %xmm9, %xmm3
	vaddss	%xmm3, %xmm1, %xmm1
	vmulss	%xmm1, %xmm6, %xmm1
	vsubss	%xmm1, %xmm2, %xmm1
	vmovd	%xmm1, %eax
	movl	%eax, %r10d
	andl	$2147483647, %r10d
	cmpl	$2139095041, %r10d
	cmovael	%r15d, %eax
	movl	%eax, 4(%rcx,%rdi,4)
	addq	$2, %rdi
	cmpq	%rdi, %r13
	jne	.LBB0_212
	jmp	.LBB0_213
	.p2align	4
.LBB0_202:
	vbroadcastss	%xmm0, %zmm1
	xorl	%eax, %eax
	.p2align	4
.LBB0_203:
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
	vmulps	%zmm6, %zmm21, %zmm6
	vmulps	%zmm7, %zmm21, %zmm7
	vmulps	%zmm8, %zmm21, %zmm8
	vmulps	%zmm9, %zmm21, %zmm9
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
	jne	.LBB0_203
	movq	-120(%rsp), %r13
	cmpq	-96(%rsp), %r13
	vmovaps	1088(%rsp), %xmm6
	vmovss	.LCPI0_60(%rip), %xmm7
	vmovss	.LCPI0_61(%rip), %xmm8
	vmovss	.LCPI0_62(%rip), %xmm9
	je	.LBB0_213
	movq	-96(%rsp), %rdi
	testb	$56, %r13b
	je	.LBB0_209
	vbroadcastss	%xmm0, %ymm1
	movq	-96(%rsp), %rax
	movq	544(%rsp), %r10
	.p2align	4
.LBB0_207:
	vmovups	(%rcx,%rax,4), %ymm2
	vaddps	%ymm2, %ymm2, %ymm3
	vmulps	%ymm1, %ymm3, %ymm3
	vsubps	(%rsi,%rax,4), %ymm2, %ymm4
	vaddps	%ymm4, %ymm4, %ymm4
	vmulps	%ymm27, %ymm4, %ymm4
	vaddps	%ymm4, %ymm3, %ymm3
	vmulps	%ymm3, %ymm21, %ymm3
	vsubps	%ymm3, %ymm2, %ymm2
	vandps	%ymm28, %ymm2, %ymm3
	vpcmpgtd	%ymm29, %ymm3, %k1
	vpbroadcastd	.LCPI0_65(%rip), %ymm2 {%k1}
	vmovdqu	%ymm2, (%rcx,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %r10
	jne	.LBB0_207
	movq	%r10, %rdi
	movq	-120(%rsp), %r13
	cmpq	%r10, %r13
	je	.LBB0_213
	jmp	.LBB0_209
.LBB0_136:
	vmovss	124(%rsp), %xmm3
	vmulss	-20(%rsp), %xmm3, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	vmovaps	%xmm0, 1072(%rsp)
	vmulss	-16(%rsp), %xmm3, %xmm3
	vmovss	%xmm3, 124(%rsp)
	jmp	.LBB0_137
	.p2align	4
.LBB0_214:
	addq	$4, %r8
	cmpq	%rcx, %r8
	jb	.LBB0_214
	jmp	.LBB0_88
.LBB0_25:
	cmpq	%r13, %rcx
	jbe	.LBB0_88
	cmpq	$0, 16(%rsp)
	je	.LBB0_88
	movq	%r13, %rbx
	movl	$3449720151, %edx
	movq	-80(%rsp), %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %r8
	leaq	842468239(%rax), %r11
	movq	%r11, -32(%rsp)
	leaq	1684936478(%rax), %r12
	movq	%r12, 808(%rsp)
	leaq	534103459(%rax), %rsi
	movq	%rsi, 56(%rsp)
	leaq	-795284382(%rcx,%rdx), %r14
	leaq	-305585874(%rax,%rdx), %rdi
	movq	%rdi, 320(%rsp)
	leaq	536882365(%rax,%rdx), %r9
	movq	%r9, 800(%rsp)
	leaq	-613950654(%rax,%rdx), %r15
	movq	%r15, 792(%rsp)
	leaq	(%rax,%rdx), %r10
	addq	$228517585, %r10
	movq	%r10, 48(%rsp)
	movq	-120(%rsp), %rsi
	imulq	%rsi, %r13
	leaq	(,%rsi,4), %rbp
	leaq	4(,%rbx,4), %rdi
	imulq	%rsi, %rdi
	movq	%rdi, 280(%rsp)
	movq	%rbp, %rdi
	negq	%rdi
	movq	%rdi, 88(%rsp)
	movq	%rsi, %rax
	andq	$-64, %rax
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 3424(%rsp)
	movq	%r14, 4768(%rsp)
	vpbroadcastq	%r14, %zmm0
	vmovdqu64	%zmm0, 4960(%rsp)
	leaq	1013904242(%rcx), %rdi
	movq	%rdi, 784(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3360(%rsp)
	movq	%r8, 4832(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 3872(%rsp)
	leaq	218619860(%rcx,%rdx), %rdi
	movq	%rdi, 776(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3296(%rsp)
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 3232(%rsp)
	leaq	2027808484(%rcx), %rdi
	movq	%rdi, 768(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3168(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 3104(%rsp)
	leaq	387276957(%rcx), %rdi
	movq	%rdi, 760(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3040(%rsp)
	vpbroadcastq	%r15, %zmm0
	vmovdqu64	%zmm0, 2976(%rsp)
	movq	%rax, %r15
	leaq	-408007425(%rcx,%rdx), %rax
	movq	%rbp, %rdx
	movq	%rax, 64(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 2912(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 2848(%rsp)
	leaq	1401181199(%rcx), %rax
	movq	%rax, 112(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 2784(%rsp)
	movq	56(%rsp), %rax
	vpbroadcastq	%rax, %zmm23
	vpbroadcastq	%r10, %zmm22
	leal	-1879881855(%rcx), %eax
	movl	%eax, -40(%rsp)
	vpbroadcastd	%eax, %zmm20
	movq	%rsi, %rax
	andq	$-8, %rax
	vpbroadcastq	%r15, %zmm0
	vporq	.LCPI0_0(%rip), %zmm0, %zmm0
	vmovdqu64	%zmm0, 3808(%rsp)
	movq	%rsi, %rcx
	andq	$-16, %rcx
	movq	%rcx, 32(%rsp)
	movq	%rsi, %rcx
	andq	$-4, %rcx
	movq	%rcx, 96(%rsp)
	movq	%rax, 40(%rsp)
	subq	%r15, %rax
	movq	%rax, 312(%rsp)
	movq	%rbp, %rax
	andq	$-256, %rax
	vpbroadcastq	.LCPI0_1(%rip), %zmm1
	movq	-104(%rsp), %rcx
	addq	%rcx, %rax
	movq	%rax, 304(%rsp)
	leaq	(%rcx,%rsi,4), %r12
	leaq	(,%r13,4), %rax
	movq	%rax, 80(%rsp)
	leaq	(%rcx,%rsi,8), %rax
	movq	%rax, 272(%rsp)
	movq	-88(%rsp), %rax
	leaq	(%rax,%r13,4), %rsi
	addq	$192, %rcx
	movq	%rcx, -48(%rsp)
	leaq	192(%rax,%r13,4), %rcx
	movq	(%rsp), %rax
	movq	%r13, 296(%rsp)
	leaq	(%rax,%r13,4), %r9
	xorl	%edi, %edi
	movq	%rsi, 72(%rsp)
	movq	%rsi, 480(%rsp)
	vpbroadcastq	.LCPI0_6(%rip), %zmm29
	vbroadcastss	%xmm21, %zmm0
	vmovupd	%zmm0, 3936(%rsp)
	movq	%r12, 336(%rsp)
	movq	%rbp, 288(%rsp)
	movq	%r15, -96(%rsp)
	vmovdqu64	%zmm23, 4128(%rsp)
	vmovdqu64	%zmm22, 3616(%rsp)
	vmovdqu64	%zmm20, 4064(%rsp)
	jmp	.LBB0_28
	.p2align	4
.LBB0_87:
	incq	%r13
	movq	8(%rsp), %rdi
	incq	%rdi
	addq	%r14, 296(%rsp)
	movq	%rdx, %rax
	movq	288(%rsp), %rdx
	movq	-64(%rsp), %rcx
	addq	%rdx, %rcx
	addq	%rdx, %rax
	movq	%rax, 480(%rsp)
	addq	%rdx, %r9
	cmpq	264(%rsp), %r13
	movq	%r13, %rbx
	vpbroadcastq	.LCPI0_1(%rip), %zmm1
	je	.LBB0_88
.LBB0_28:
	movq	%r9, 344(%rsp)
	movq	%rcx, -64(%rsp)
	movq	88(%rsp), %r8
	imulq	%rdi, %r8
	movq	%rdx, %rax
	movq	%rdi, 8(%rsp)
	imulq	%rdi, %rax
	movq	80(%rsp), %rcx
	addq	%rax, %rcx
	movq	-88(%rsp), %r10
	leaq	(%r10,%rcx), %rdx
	addq	280(%rsp), %rax
	leaq	(%r10,%rax), %rsi
	movq	(%rsp), %r11
	addq	%r11, %rcx
	addq	%r11, %rax
	movq	%rbx, %rdi
	movq	-120(%rsp), %r14
	imulq	%r14, %rdi
	movq	-104(%rsp), %r15
	addq	%r15, %r8
	movq	%r8, 4000(%rsp)
	cmpq	%rax, %rdx
	setb	%r8b
	cmpq	%rsi, %rcx
	setb	%r9b
	andb	%r8b, %r9b
	cmpq	272(%rsp), %rdx
	setb	%r8b
	cmpq	%rsi, %r12
	setb	%bpl
	andb	%r8b, %bpl
	movq	%r15, %r8
	movq	-96(%rsp), %r15
	orb	%r9b, %bpl
	movb	%bpl, 328(%rsp)
	cmpq	%rax, %rdx
	setb	%al
	cmpq	%rsi, %rcx
	leaq	(%r10,%rdi,4), %rcx
	movq	%rcx, 24(%rsp)
	leaq	(%r11,%rdi,4), %rcx
	movq	%rcx, 104(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3488(%rsp)
	vpaddq	%zmm1, %zmm0, %zmm1
	vmovdqu64	%zmm1, 3744(%rsp)
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm0, %zmm1
	vmovdqu64	%zmm1, 3680(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 4192(%rsp)
	setb	%cl
	andb	%al, %cl
	movb	%cl, 4896(%rsp)
	movq	$0, -72(%rsp)
	vmovss	-12(%rsp), %xmm0
	vmovss	%xmm0, 1072(%rsp)
	vmovss	-8(%rsp), %xmm15
	movl	-108(%rsp), %edi
	movq	%rbx, -56(%rsp)
	jmp	.LBB0_29
	.p2align	4
.LBB0_86:
	movq	-72(%rsp), %rcx
	incq	%rcx
	movq	%rcx, -72(%rsp)
	cmpq	16(%rsp), %rcx
	je	.LBB0_87
.LBB0_29:
	cmpl	$0, -4(%rsp)
	jne	.LBB0_31
	vmovapd	%xmm15, 544(%rsp)
	movq	-80(%rsp), %r11
	testl	%edi, %edi
	je	.LBB0_33
.LBB0_42:
	movq	752(%rsp), %rax
	movq	-72(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	movl	$3449720151, %edi
	imulq	%rdi, %rdx
	movq	%rdx, %rax
	shrq	$32, %rax
	xorl	%r11d, %ecx
	xorl	%eax, %ecx
	movq	%rdx, %rax
	movq	%r14, %r12
	leaq	78811644(%rdi), %r8
	imulq	%r8, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	xorq	320(%rsp), %rdx
	movq	%rdx, %r14
	vpbroadcastq	%rdx, %zmm31
	vpbroadcastq	%rax, %zmm0
	vpxorq	4960(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2048(%rsp)
	movq	%rcx, %rdx
	vpbroadcastq	%rcx, %zmm0
	vpxorq	3872(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2256(%rsp)
	movq	-48(%rsp), %r9
	movq	%r15, %rbx
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vmovdqa64	.LCPI0_4(%rip), %zmm0
	vmovdqu64	3488(%rsp), %zmm25
	vmovdqu64	%zmm31, 1664(%rsp)
	.p2align	4
.LBB0_43:
	vmovdqu64	%zmm0, 128(%rsp)
	vmovdqu64	%zmm1, 192(%rsp)
	vpaddq	%zmm25, %zmm0, %zmm4
	vpbroadcastq	.LCPI0_5(%rip), %zmm27
	vpmuludq	%zmm27, %zmm4, %zmm3
	vpaddq	%zmm25, %zmm1, %zmm6
	vpmuludq	%zmm27, %zmm6, %zmm15
	vmovdqu64	3744(%rsp), %zmm2
	vpaddq	%zmm2, %zmm0, %zmm9
	vpmuludq	%zmm27, %zmm9, %zmm0
	vpaddq	%zmm2, %zmm1, %zmm10
	vpmuludq	%zmm27, %zmm10, %zmm8
	vmovdqu64	3680(%rsp), %zmm5
	vpaddq	128(%rsp), %zmm5, %zmm11
	vpmuludq	%zmm27, %zmm11, %zmm2
	vpaddq	%zmm5, %zmm1, %zmm12
	vpmuludq	%zmm27, %zmm12, %zmm7
	vmovdqu64	4192(%rsp), %zmm5
	vpaddq	128(%rsp), %zmm5, %zmm13
	vpmuludq	%zmm27, %zmm13, %zmm1
	vpaddq	192(%rsp), %zmm5, %zmm14
	vpmuludq	%zmm27, %zmm14, %zmm5
	vmovdqu64	3424(%rsp), %zmm16
	vpternlogq	$150, %zmm16, %zmm15, %zmm6
	vpternlogq	$150, %zmm16, %zmm3, %zmm4
	vpternlogq	$150, %zmm16, %zmm8, %zmm10
	vpternlogq	$150, %zmm16, %zmm0, %zmm9
	vpternlogq	$150, %zmm16, %zmm7, %zmm12
	vpternlogq	$150, %zmm16, %zmm2, %zmm11
	vpternlogq	$150, %zmm16, %zmm5, %zmm14
	vpternlogq	$150, %zmm16, %zmm1, %zmm13
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm14, %zmm14
	vpmuludq	%zmm29, %zmm6, %zmm25
	vpmuludq	%zmm29, %zmm4, %zmm24
	vpmuludq	%zmm29, %zmm10, %zmm22
	vpmuludq	%zmm29, %zmm9, %zmm20
	vpmuludq	%zmm29, %zmm12, %zmm10
	vpmuludq	%zmm29, %zmm11, %zmm9
	vpmuludq	%zmm29, %zmm14, %zmm17
	vpmuludq	%zmm29, %zmm13, %zmm13
	vpsrlq	$32, %zmm24, %zmm11
	vpsrlq	$32, %zmm25, %zmm12
	vpsrlq	$32, %zmm20, %zmm14
	vpsrlq	$32, %zmm22, %zmm16
	vpsrlq	$32, %zmm9, %zmm18
	vpsrlq	$32, %zmm10, %zmm19
	vpsrlq	$32, %zmm13, %zmm21
	vpsrlq	$32, %zmm17, %zmm23
	vmovdqu64	2048(%rsp), %zmm26
	vpxorq	%zmm26, %zmm12, %zmm12
	vpmuludq	%zmm27, %zmm12, %zmm30
	vpxorq	%zmm26, %zmm11, %zmm11
	vpmuludq	%zmm27, %zmm11, %zmm12
	vmovdqu64	%zmm12, 880(%rsp)
	vpxorq	%zmm26, %zmm16, %zmm11
	vpmuludq	%zmm27, %zmm11, %zmm16
	vpxorq	%zmm26, %zmm14, %zmm11
	vpmuludq	%zmm27, %zmm11, %zmm4
	vpxorq	%zmm26, %zmm19, %zmm11
	vpmuludq	%zmm27, %zmm11, %zmm28
	vpxorq	%zmm26, %zmm18, %zmm14
	vpmuludq	%zmm27, %zmm14, %zmm6
	vpxorq	%zmm26, %zmm23, %zmm18
	vpxorq	%zmm26, %zmm21, %zmm26
	vpxorq	%zmm15, %zmm31, %zmm15
	vpmuludq	%zmm27, %zmm18, %zmm11
	vmovdqu64	%zmm11, 560(%rsp)
	vpmuludq	%zmm29, %zmm15, %zmm18
	vpxorq	%zmm3, %zmm31, %zmm3
	vpmuludq	%zmm29, %zmm3, %zmm23
	vpxorq	%zmm8, %zmm31, %zmm3
	vpmuludq	%zmm29, %zmm3, %zmm21
	vpmuludq	%zmm27, %zmm26, %zmm3
	vmovdqu64	%zmm3, 352(%rsp)
	vpxorq	%zmm0, %zmm31, %zmm0
	vpmuludq	%zmm29, %zmm0, %zmm27
	vpxorq	%zmm7, %zmm31, %zmm0
	vpmuludq	%zmm29, %zmm0, %zmm15
	vpxorq	%zmm2, %zmm31, %zmm2
	vpsrlq	$32, %zmm12, %zmm14
	vpmuludq	%zmm29, %zmm2, %zmm12
	vpxorq	%zmm5, %zmm31, %zmm2
	vpmuludq	%zmm29, %zmm2, %zmm8
	vmovdqu64	%zmm8, 416(%rsp)
	vpxorq	%zmm1, %zmm31, %zmm1
	vpmuludq	%zmm29, %zmm1, %zmm1
	vmovdqu64	%zmm1, 688(%rsp)
	vpsrlq	$32, %zmm30, %zmm3
	vmovdqa64	%zmm30, %zmm11
	vpsrlq	$32, %zmm23, %zmm2
	vpsrlq	$32, %zmm18, %zmm5
	vpsrlq	$32, %zmm27, %zmm26
	vpsrlq	$32, %zmm21, %zmm29
	vpsrlq	$32, %zmm12, %zmm30
	vpsrlq	$32, %zmm4, %zmm31
	vmovdqa64	%zmm4, %zmm7
	vmovdqu64	3360(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm25, %zmm5
	vpsrlq	$32, %zmm15, %zmm25
	vpternlogq	$150, %zmm0, %zmm24, %zmm2
	vpsrlq	$32, %zmm1, %zmm24
	vpternlogq	$150, %zmm0, %zmm22, %zmm29
	vpsrlq	$32, %zmm16, %zmm1
	vpternlogq	$150, %zmm0, %zmm20, %zmm26
	vpsrlq	$32, %zmm8, %zmm20
	vpternlogq	$150, %zmm0, %zmm10, %zmm25
	vpternlogq	$150, %zmm0, %zmm9, %zmm30
	vpternlogq	$150, %zmm0, %zmm17, %zmm20
	vpsrlq	$32, %zmm6, %zmm22
	vmovdqa64	%zmm6, %zmm8
	vpternlogq	$150, %zmm0, %zmm13, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm5
	vmovdqu64	%zmm5, 624(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm17
	vmovdqu64	%zmm17, 1728(%rsp)
	vpsrlq	$32, %zmm28, %zmm0
	vmovdqa64	%zmm28, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm2
	vmovdqu64	%zmm2, 1104(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm9
	vmovdqu64	%zmm9, 1856(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm24
	vmovdqu64	%zmm24, 816(%rsp)
	vpsrlq	$32, %zmm5, %zmm26
	vmovdqu64	2256(%rsp), %zmm5
	vpxorq	%zmm5, %zmm3, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm20
	vpxorq	%zmm5, %zmm14, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm19
	vpxorq	%zmm5, %zmm1, %zmm1
	vpxorq	%zmm5, %zmm31, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm9
	vmovdqu64	%zmm9, 944(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm3
	vpxorq	%zmm5, %zmm0, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm14
	vpxorq	%zmm5, %zmm22, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vpsrlq	$32, %zmm20, %zmm25
	vmovdqu64	3296(%rsp), %zmm22
	vpternlogq	$150, %zmm18, %zmm22, %zmm25
	vpsrlq	$32, %zmm19, %zmm18
	vpternlogq	$150, %zmm23, %zmm22, %zmm18
	vpsrlq	$32, %zmm9, %zmm23
	vpternlogq	$150, %zmm21, %zmm22, %zmm23
	vpsrlq	$32, %zmm3, %zmm31
	vmovdqa64	%zmm3, %zmm9
	vpternlogq	$150, %zmm27, %zmm22, %zmm31
	vpsrlq	$32, %zmm14, %zmm21
	vpternlogq	$150, %zmm15, %zmm22, %zmm21
	vpsrlq	$32, %zmm0, %zmm27
	vmovdqa64	%zmm0, %zmm15
	vpternlogq	$150, %zmm12, %zmm22, %zmm27
	vpsrlq	$32, %zmm6, %zmm1
	vmovdqa64	%zmm6, %zmm30
	vmovdqu64	3232(%rsp), %zmm0
	vpternlogq	$150, 880(%rsp), %zmm0, %zmm1
	vpsrlq	$32, %zmm17, %zmm17
	vpternlogq	$150, %zmm0, %zmm11, %zmm26
	vpsrlq	$32, %zmm10, %zmm13
	vmovdqa64	%zmm10, %zmm6
	vpternlogq	$150, %zmm0, %zmm7, %zmm13
	vpsrlq	$32, %zmm2, %zmm10
	vpternlogq	$150, %zmm0, %zmm16, %zmm17
	vpsrlq	$32, %zmm28, %zmm7
	vpternlogq	$150, %zmm0, %zmm8, %zmm7
	vpsrlq	$32, %zmm24, %zmm2
	vpternlogq	$150, %zmm0, %zmm4, %zmm10
	vmovdqu64	560(%rsp), %zmm4
	vpsrlq	$32, %zmm4, %zmm3
	vpxorq	%zmm5, %zmm3, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm11
	vpternlogq	$150, %zmm0, %zmm4, %zmm2
	vpsrlq	$32, %zmm11, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm26, %zmm3
	vmovdqu64	%zmm3, 880(%rsp)
	vpternlogq	$150, 416(%rsp), %zmm22, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 1920(%rsp)
	vpsrlq	$32, %zmm3, %zmm29
	vmovdqu64	3168(%rsp), %zmm16
	vpternlogq	$150, %zmm16, %zmm20, %zmm29
	vpsrlq	$32, %zmm1, %zmm26
	vpternlogq	$150, %zmm16, %zmm19, %zmm26
	vmovdqu64	1856(%rsp), %zmm4
	vpsrlq	$32, %zmm4, %zmm3
	vmovdqu64	352(%rsp), %zmm1
	vpternlogq	$150, %zmm0, %zmm1, %zmm3
	vpsrlq	$32, %zmm1, %zmm8
	vpxorq	%zmm5, %zmm8, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, 688(%rsp), %zmm22, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm5
	vmovdqu64	%zmm5, 1792(%rsp)
	vpsrlq	$32, %zmm5, %zmm22
	vpternlogq	$150, 944(%rsp), %zmm16, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm5
	vmovdqu64	%zmm5, 944(%rsp)
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm16, %zmm9, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm8
	vmovdqu64	%zmm8, 1280(%rsp)
	vpsrlq	$32, %zmm8, %zmm24
	vpternlogq	$150, %zmm16, %zmm14, %zmm24
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm7
	vmovdqu64	%zmm7, 1008(%rsp)
	vpsrlq	$32, %zmm7, %zmm17
	vpternlogq	$150, %zmm16, %zmm15, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 416(%rsp)
	vpsrlq	$32, %zmm2, %zmm7
	vpternlogq	$150, %zmm16, %zmm11, %zmm7
	vmovdqu64	%zmm7, 688(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm2
	vmovdqu64	%zmm2, 560(%rsp)
	vpsrlq	$32, %zmm2, %zmm13
	vpternlogq	$150, %zmm16, %zmm0, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm7
	vpsrlq	$32, %zmm7, %zmm11
	vmovdqu64	3104(%rsp), %zmm2
	vpternlogq	$150, %zmm30, %zmm2, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm8
	vpsrlq	$32, %zmm8, %zmm3
	vpternlogq	$150, 624(%rsp), %zmm2, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm9
	vpsrlq	$32, %zmm9, %zmm20
	vpternlogq	$150, %zmm6, %zmm2, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm31
	vpsrlq	$32, %zmm31, %zmm10
	vpternlogq	$150, 1728(%rsp), %zmm2, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm16
	vpsrlq	$32, %zmm16, %zmm27
	vpternlogq	$150, %zmm28, %zmm2, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm23
	vpsrlq	$32, %zmm23, %zmm6
	vpternlogq	$150, 1104(%rsp), %zmm2, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 1104(%rsp)
	vpsrlq	$32, %zmm0, %zmm25
	vpternlogq	$150, %zmm4, %zmm2, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm18
	vpternlogq	$150, 816(%rsp), %zmm2, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm0
	vmovdqu64	%zmm0, 816(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	3040(%rsp), %zmm3
	vpternlogq	$150, 880(%rsp), %zmm3, %zmm0
	vmovdqu64	%zmm0, 352(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm21
	vpsrlq	$32, %zmm21, %zmm14
	vpternlogq	$150, 1920(%rsp), %zmm3, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm0
	vmovdqu64	%zmm0, 624(%rsp)
	vpsrlq	$32, %zmm0, %zmm26
	vmovdqu64	2976(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm7, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm28
	vpsrlq	$32, %zmm28, %zmm11
	vpternlogq	$150, 1792(%rsp), %zmm3, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm1
	vmovdqu64	%zmm1, 880(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm0, %zmm8, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm10
	vpsrlq	$32, %zmm10, %zmm19
	vpternlogq	$150, 944(%rsp), %zmm3, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm2
	vmovdqu64	%zmm2, 944(%rsp)
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm0, %zmm9, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm30
	vpsrlq	$32, %zmm30, %zmm9
	vpternlogq	$150, 1280(%rsp), %zmm3, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm20
	vpsrlq	$32, %zmm20, %zmm6
	vpternlogq	$150, %zmm0, %zmm31, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm29
	vpsrlq	$32, %zmm29, %zmm22
	vpternlogq	$150, 1008(%rsp), %zmm3, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm2
	vmovdqu64	%zmm2, 1008(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm0, %zmm16, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm7
	vpsrlq	$32, %zmm7, %zmm16
	vpternlogq	$150, 416(%rsp), %zmm3, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm5
	vmovdqu64	%zmm5, 1280(%rsp)
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm0, %zmm23, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm25, %zmm8
	vmovdqu64	%zmm8, 416(%rsp)
	vpsrlq	$32, %zmm8, %zmm15
	vpternlogq	$150, 560(%rsp), %zmm3, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm18
	vpsrlq	$32, %zmm18, %zmm23
	vpternlogq	$150, 1104(%rsp), %zmm0, %zmm23
	vmovdqu64	688(%rsp), %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm31
	vpsrlq	$32, %zmm31, %zmm13
	vpternlogq	$150, %zmm0, %zmm12, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 560(%rsp)
	vpsrlq	$32, %zmm0, %zmm24
	vmovdqu64	2912(%rsp), %zmm1
	vpternlogq	$150, 816(%rsp), %zmm1, %zmm24
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm26, %zmm25
	vpsrlq	$32, %zmm25, %zmm17
	vpternlogq	$150, %zmm1, %zmm21, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm21
	vpsrlq	$32, %zmm21, %zmm27
	vpternlogq	$150, %zmm1, %zmm28, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm26
	vpsrlq	$32, %zmm26, %zmm8
	vpternlogq	$150, %zmm1, %zmm10, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm0
	vmovdqu64	%zmm0, 1104(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vpternlogq	$150, %zmm1, %zmm30, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm28
	vpsrlq	$32, %zmm28, %zmm12
	vpternlogq	$150, %zmm1, %zmm29, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm29
	vpsrlq	$32, %zmm29, %zmm13
	vpternlogq	$150, %zmm1, %zmm7, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm0
	vmovdqu64	%zmm0, 688(%rsp)
	vpsrlq	$32, %zmm0, %zmm5
	vmovdqu64	2848(%rsp), %zmm0
	vpternlogq	$150, 624(%rsp), %zmm0, %zmm5
	vmovdqu64	352(%rsp), %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 352(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, 880(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm3
	vmovdqu64	%zmm3, 624(%rsp)
	vpsrlq	$32, %zmm3, %zmm4
	vpternlogq	$150, 944(%rsp), %zmm0, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm7
	vpsrlq	$32, %zmm7, %zmm11
	vpternlogq	$150, %zmm20, %zmm0, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm3
	vmovdqu64	%zmm3, 880(%rsp)
	vpsrlq	$32, %zmm3, %zmm20
	vpternlogq	$150, 1008(%rsp), %zmm0, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm3
	vpternlogq	$150, 1280(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm6
	vmovdqu64	%zmm6, 816(%rsp)
	vpsrlq	$32, %zmm6, %zmm30
	vpternlogq	$150, %zmm18, %zmm0, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm14
	vpternlogq	$150, %zmm31, %zmm0, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm31
	vpsrlq	$32, %zmm31, %zmm23
	vpternlogq	$150, 416(%rsp), %zmm1, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm15
	vmovdqu64	2784(%rsp), %zmm1
	vpternlogq	$150, 560(%rsp), %zmm1, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm2
	vpsrlq	$32, %zmm2, %zmm22
	vpternlogq	$150, %zmm25, %zmm1, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm0
	vpsrlq	$32, %zmm0, %zmm6
	vpternlogq	$150, %zmm21, %zmm1, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm0
	vpsrlq	$32, %zmm0, %zmm18
	vpternlogq	$150, %zmm26, %zmm1, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm26
	vpternlogq	$150, 1104(%rsp), %zmm1, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm0
	vpsrlq	$32, %zmm0, %zmm20
	vpternlogq	$150, %zmm28, %zmm1, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm0
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm29, %zmm1, %zmm21
	vpbroadcastq	.LCPI0_5(%rip), %zmm29
	vpmuludq	%zmm29, %zmm17, %zmm25
	vpmuludq	%zmm29, %zmm24, %zmm24
	vpmuludq	%zmm29, %zmm8, %zmm17
	vpmuludq	%zmm29, %zmm27, %zmm8
	vpmuludq	%zmm29, %zmm12, %zmm12
	vpmuludq	%zmm29, %zmm10, %zmm10
	vpmuludq	%zmm29, %zmm23, %zmm19
	vmovdqu64	4128(%rsp), %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm30, %zmm0
	vpmuludq	%zmm29, %zmm13, %zmm30
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, %zmm31, %zmm1, %zmm13
	vmovdqu64	1664(%rsp), %zmm31
	vpbroadcastq	.LCPI0_8(%rip), %zmm28
	vpbroadcastd	.LCPI0_7(%rip), %zmm27
	vpsrlq	$32, %zmm25, %zmm0
	vpternlogq	$150, 688(%rsp), %zmm23, %zmm0
	vpsrlq	$32, %zmm24, %zmm2
	vpternlogq	$150, 352(%rsp), %zmm23, %zmm2
	vpsrlq	$32, %zmm17, %zmm3
	vpternlogq	$150, 624(%rsp), %zmm23, %zmm3
	vpsrlq	$32, %zmm8, %zmm11
	vpternlogq	$150, %zmm23, %zmm7, %zmm11
	vpsrlq	$32, %zmm12, %zmm7
	vpternlogq	$150, 880(%rsp), %zmm23, %zmm7
	vpsrlq	$32, %zmm10, %zmm14
	vpternlogq	$150, %zmm23, %zmm9, %zmm14
	vpsrlq	$32, %zmm19, %zmm9
	vpternlogq	$150, 816(%rsp), %zmm23, %zmm9
	vpsrlq	$32, %zmm30, %zmm5
	vpternlogq	$150, %zmm23, %zmm16, %zmm5
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm2, %zmm0
	vpmovqd	%zmm11, %ymm2
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm2
	vpmovqd	%zmm14, %ymm3
	vpmovqd	%zmm7, %ymm7
	vinserti64x4	$1, %ymm7, %zmm3, %zmm3
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm5, %zmm5
	vpmuludq	%zmm29, %zmm22, %zmm7
	vmovdqu64	3616(%rsp), %zmm22
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm25, %zmm22, %zmm7
	vmovdqu64	3488(%rsp), %zmm25
	vpmuludq	%zmm29, %zmm15, %zmm9
	vpsrlq	$32, %zmm9, %zmm9
	vpternlogq	$150, %zmm24, %zmm22, %zmm9
	vpmuludq	%zmm29, %zmm18, %zmm11
	vpsrlq	$32, %zmm11, %zmm11
	vpternlogq	$150, %zmm17, %zmm22, %zmm11
	vpmuludq	%zmm29, %zmm6, %zmm4
	vpmuludq	%zmm29, %zmm20, %zmm14
	vmovdqu64	4064(%rsp), %zmm20
	vpmuludq	%zmm29, %zmm26, %zmm15
	vpmuludq	%zmm29, %zmm13, %zmm13
	vpmuludq	%zmm29, %zmm21, %zmm16
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm16, %zmm16
	vpsrlq	$32, %zmm13, %zmm13
	vpternlogq	$150, %zmm8, %zmm22, %zmm4
	vpternlogq	$150, %zmm12, %zmm22, %zmm14
	vpternlogq	$150, %zmm10, %zmm22, %zmm15
	vpternlogq	$150, %zmm19, %zmm22, %zmm13
	vpternlogq	$150, %zmm30, %zmm22, %zmm16
	vpbroadcastq	.LCPI0_6(%rip), %zmm29
	vpmuludq	%zmm29, %zmm9, %zmm1
	vpmuludq	%zmm29, %zmm7, %zmm6
	vpmuludq	%zmm29, %zmm4, %zmm4
	vpmuludq	%zmm29, %zmm11, %zmm7
	vpmuludq	%zmm29, %zmm15, %zmm8
	vpmuludq	%zmm29, %zmm14, %zmm9
	vpmuludq	%zmm29, %zmm16, %zmm10
	vpmuludq	%zmm29, %zmm13, %zmm11
	vpsrlq	$32, %zmm6, %zmm12
	vpsrlq	$32, %zmm1, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm4, %zmm15
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
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm7, %ymm6
	vinserti64x4	$1, %ymm6, %zmm4, %zmm4
	vpmovqd	%zmm8, %ymm6
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpmulld	%zmm27, %zmm0, %zmm0
	vpternlogd	$150, %zmm0, %zmm20, %zmm12
	vpmulld	%zmm27, %zmm2, %zmm0
	vpternlogd	$150, %zmm0, %zmm20, %zmm14
	vpmulld	%zmm27, %zmm3, %zmm0
	vpternlogd	$150, %zmm0, %zmm20, %zmm13
	vpmulld	%zmm27, %zmm5, %zmm0
	vpternlogd	$150, %zmm0, %zmm20, %zmm15
	vmovdqu64	128(%rsp), %zmm0
	vmovdqu64	%zmm12, -192(%r9,%r12,4)
	vmovdqu64	%zmm14, -128(%r9,%r12,4)
	vmovdqu64	%zmm13, -64(%r9,%r12,4)
	vmovdqu64	%zmm15, (%r9,%r12,4)
	vmovdqu64	%zmm1, -192(%r9)
	vmovdqu64	192(%rsp), %zmm1
	vmovdqu64	%zmm4, -128(%r9)
	vmovdqu64	%zmm6, -64(%r9)
	vmovdqu64	%zmm7, (%r9)
	vpaddq	%zmm28, %zmm1, %zmm1
	vpaddq	%zmm28, %zmm0, %zmm0
	addq	$256, %r9
	addq	$-64, %rbx
	jne	.LBB0_43
	cmpq	%r15, %r12
	movq	56(%rsp), %r15
	movq	48(%rsp), %r13
	movq	112(%rsp), %rbp
	movq	%rdx, 1216(%rsp)
	movq	%r14, 1600(%rsp)
	je	.LBB0_51
	movq	-96(%rsp), %r9
	testb	$56, %r12b
	je	.LBB0_49
	movq	%r8, %r10
	movq	%rax, %r8
	xorl	4768(%rsp), %eax
	vpbroadcastq	%rax, %zmm0
	movq	1216(%rsp), %rax
	xorl	4832(%rsp), %eax
	vpbroadcastq	%rax, %zmm1
	movq	304(%rsp), %rcx
	movq	312(%rsp), %rsi
	vmovdqu64	3808(%rsp), %zmm2
	vmovdqu64	3424(%rsp), %zmm9
	vmovdqu64	3360(%rsp), %zmm10
	vmovdqu64	3296(%rsp), %zmm11
	vmovdqu64	3232(%rsp), %zmm12
	vmovdqu64	3168(%rsp), %zmm13
	vmovdqu64	3104(%rsp), %zmm14
	vmovdqu64	3040(%rsp), %zmm15
	vmovdqu64	2976(%rsp), %zmm16
	vmovdqu64	2912(%rsp), %zmm17
	vmovdqu64	2848(%rsp), %zmm18
	vmovdqu64	2784(%rsp), %zmm19
	vpbroadcastd	.LCPI0_7(%rip), %ymm21
	vpbroadcastq	.LCPI0_9(%rip), %zmm24
	.p2align	4
.LBB0_47:
	vpaddq	%zmm25, %zmm2, %zmm3
	vpbroadcastq	.LCPI0_5(%rip), %zmm26
	vpmuludq	%zmm26, %zmm3, %zmm4
	vpternlogq	$150, %zmm9, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm29, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm0, %zmm5
	vpxorq	%zmm4, %zmm31, %zmm4
	vpmuludq	%zmm26, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm6, %zmm1, %zmm6
	vpmuludq	%zmm29, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm10, %zmm3, %zmm7
	vpmuludq	%zmm26, %zmm7, %zmm3
	vpsrlq	$32, %zmm3, %zmm7
	vpmuludq	%zmm29, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm11, %zmm8
	vpternlogq	$150, %zmm12, %zmm5, %zmm7
	vpmuludq	%zmm26, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpmuludq	%zmm29, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpternlogq	$150, %zmm3, %zmm14, %zmm5
	vpternlogq	$150, %zmm13, %zmm6, %zmm8
	vpmuludq	%zmm26, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpmuludq	%zmm29, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm7, %zmm15, %zmm8
	vpternlogq	$150, %zmm16, %zmm4, %zmm6
	vpmuludq	%zmm26, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpmuludq	%zmm29, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm3, %zmm18, %zmm7
	vpternlogq	$150, %zmm17, %zmm5, %zmm8
	vpmuludq	%zmm26, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpmuludq	%zmm29, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm6, %zmm19, %zmm7
	vpternlogq	$150, %zmm23, %zmm4, %zmm5
	vpmuludq	%zmm26, %zmm7, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm5, %ymm5
	vpmulld	%ymm21, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm22, %zmm4
	vpmuludq	%zmm29, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, %ymm20, %ymm5, %ymm4
	vmovdqu	%ymm4, (%rcx,%r12,4)
	vpmovqd	%zmm3, (%rcx)
	vpaddq	%zmm24, %zmm2, %zmm2
	addq	$32, %rcx
	addq	$-8, %rsi
	jne	.LBB0_47
	movq	40(%rsp), %rax
	movq	%rax, %r9
	cmpq	%rax, %r12
	movq	56(%rsp), %r15
	movq	48(%rsp), %r13
	movq	112(%rsp), %rbp
	movq	%r8, %rax
	movq	%r10, %r8
	je	.LBB0_51
.LBB0_49:
	xorq	4768(%rsp), %rax
	movq	%rax, 128(%rsp)
	movq	1216(%rsp), %rax
	xorq	4832(%rsp), %rax
	movq	%rax, 1216(%rsp)
	movq	%r12, %rbx
	subq	%r9, %rbx
	movq	-104(%rsp), %rax
	leaq	(%rax,%r9,4), %r14
	movq	128(%rsp), %rax
	addq	296(%rsp), %r9
	.p2align	4
.LBB0_50:
	movl	%r9d, %esi
	imulq	%r8, %rsi
	movq	%r9, %rcx
	xorq	%r11, %rcx
	xorq	%rsi, %rcx
	shrq	$32, %rcx
	imulq	%rdi, %rcx
	movl	$3449720151, %r10d
	movq	%rcx, %rdi
	shrq	$32, %rdi
	xorl	%eax, %edi
	imulq	%r8, %rdi
	xorl	1600(%rsp), %esi
	imulq	%r10, %rsi
	movq	%rsi, %rax
	shrq	$32, %rax
	movq	784(%rsp), %rdx
	xorl	%eax, %edx
	movq	%rdi, %r11
	shrq	$32, %r11
	xorl	1216(%rsp), %r11d
	xorl	%edx, %ecx
	imulq	%r8, %rcx
	imulq	%r10, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	776(%rsp), %esi
	xorl	%eax, %esi
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	-32(%rsp), %edi
	xorl	%eax, %edi
	imulq	%r8, %rsi
	imulq	%r10, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	768(%rsp), %r11d
	xorl	%eax, %r11d
	movq	%rsi, %rax
	shrq	$32, %rax
	xorl	800(%rsp), %ecx
	xorl	%eax, %ecx
	imulq	%r10, %rcx
	imulq	%r8, %r11
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	760(%rsp), %edi
	xorl	%eax, %edi
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	792(%rsp), %esi
	xorl	%eax, %esi
	imulq	%r8, %rdi
	imulq	%r10, %rsi
	movq	%rsi, %rax
	shrq	$32, %rax
	xorl	64(%rsp), %ecx
	xorl	%eax, %ecx
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	808(%rsp), %r11d
	xorl	%eax, %r11d
	imulq	%r10, %r11
	shrq	$32, %r11
	xorl	%ebp, %esi
	imulq	%r8, %rcx
	xorl	%r11d, %esi
	movq	-80(%rsp), %r11
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	%r15d, %edi
	xorl	%eax, %edi
	imulq	%r8, %rsi
	shrq	$32, %rsi
	imull	$-845247145, %edi, %eax
	movl	$3449720151, %edi
	xorl	%r13d, %ecx
	xorl	%esi, %ecx
	movl	-40(%rsp), %esi
	imulq	%rdi, %rcx
	movq	%rcx, %rdx
	xorl	%esi, %eax
	shrq	$32, %rdx
	xorl	%edx, %eax
	movl	%eax, (%r14,%r12,4)
	movq	128(%rsp), %rax
	movl	%ecx, (%r14)
	addq	$4, %r14
	incq	%r9
	decq	%rbx
	jne	.LBB0_50
.LBB0_51:
	movq	-48(%rsp), %r10
	movq	-96(%rsp), %rax
	movq	%rax, %rbp
	movq	%r12, %r14
	vbroadcastsd	.LCPI0_10(%rip), %zmm10
	.p2align	4
.LBB0_52:
	vcvtudq2pd	-192(%r10), %zmm0
	vcvtudq2pd	-160(%r10), %zmm1
	vcvtudq2pd	-128(%r10), %zmm2
	vcvtudq2pd	-96(%r10), %zmm3
	vcvtudq2pd	-64(%r10), %zmm4
	vcvtudq2pd	-32(%r10), %zmm5
	vcvtudq2pd	(%r10), %zmm6
	vcvtudq2pd	32(%r10), %zmm7
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
	vmulpd	%zmm11, %zmm10, %zmm4
	vmulpd	%zmm11, %zmm9, %zmm8
	vbroadcastsd	.LCPI0_29(%rip), %zmm1
	vmulpd	%zmm1, %zmm5, %zmm14
	vmulpd	%zmm1, %zmm0, %zmm21
	vmulpd	%zmm1, %zmm6, %zmm10
	vmulpd	%zmm1, %zmm2, %zmm12
	vmulpd	%zmm1, %zmm7, %zmm5
	vmulpd	%zmm1, %zmm3, %zmm9
	vmulpd	%zmm1, %zmm8, %zmm0
	vmulpd	%zmm1, %zmm4, %zmm2
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm1
	vmulpd	%zmm13, %zmm14, %zmm3
	vmulpd	%zmm13, %zmm12, %zmm4
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm9, %zmm7
	vmulpd	%zmm13, %zmm5, %zmm8
	vmulpd	%zmm13, %zmm2, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	%zmm15, %zmm3, %zmm19
	vmovupd	%zmm19, 2256(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 2048(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 1664(%rsp)
	vaddpd	%zmm15, %zmm4, %zmm18
	vmovupd	%zmm18, 1728(%rsp)
	vaddpd	%zmm15, %zmm8, %zmm4
	vmovupd	%zmm4, 1792(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1856(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm3
	vmovupd	%zmm3, 1920(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1280(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm1
	vaddpd	%zmm1, %zmm17, %zmm20
	vaddpd	%zmm1, %zmm19, %zmm17
	vaddpd	%zmm1, %zmm18, %zmm13
	vaddpd	%zmm1, %zmm16, %zmm11
	vaddpd	%zmm1, %zmm7, %zmm8
	vaddpd	%zmm1, %zmm4, %zmm7
	vaddpd	%zmm1, %zmm6, %zmm4
	vaddpd	%zmm1, %zmm3, %zmm6
	vbroadcastsd	.LCPI0_33(%rip), %zmm24
	vmulpd	%zmm24, %zmm17, %zmm18
	vmulpd	%zmm24, %zmm20, %zmm1
	vmulpd	%zmm24, %zmm11, %zmm15
	vmulpd	%zmm24, %zmm13, %zmm19
	vmulpd	%zmm24, %zmm7, %zmm16
	vsubpd	%zmm1, %zmm21, %zmm3
	vbroadcastsd	.LCPI0_34(%rip), %zmm27
	vmulpd	%zmm27, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vmulpd	%zmm29, %zmm20, %zmm22
	vsubpd	%zmm1, %zmm3, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm31
	vpandq	%zmm31, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm31, %zmm23, %zmm23
	vpbroadcastq	.LCPI0_1(%rip), %zmm28
	vpaddq	%zmm28, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm3, %zmm21
	vsubpd	%zmm21, %zmm3, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm24, %zmm8, %zmm23
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm30
	vmulpd	%zmm30, %zmm20, %zmm20
	vsubpd	%zmm22, %zmm20, %zmm1 {%k1}
	vmulpd	%zmm27, %zmm17, %zmm22
	vmulpd	%zmm29, %zmm17, %zmm20
	vmovapd	%zmm21, %zmm3 {%k1}
	vsubpd	%zmm22, %zmm18, %zmm21
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm31, %zmm14, %zmm14
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm31, %zmm21, %zmm21
	vpaddq	%zmm28, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm14, %k1
	vsubpd	%zmm20, %zmm18, %zmm21
	vsubpd	%zmm21, %zmm18, %zmm14
	vsubpd	%zmm20, %zmm14, %zmm14
	vmulpd	%zmm24, %zmm6, %zmm20
	vsubpd	%zmm19, %zmm12, %zmm19
	vmulpd	%zmm30, %zmm17, %zmm17
	vsubpd	%zmm14, %zmm17, %zmm22 {%k1}
	vmulpd	%zmm27, %zmm13, %zmm14
	vmulpd	%zmm29, %zmm13, %zmm17
	vmovapd	%zmm21, %zmm18 {%k1}
	vsubpd	%zmm14, %zmm19, %zmm21
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm31, %zmm12, %zmm12
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm31, %zmm21, %zmm21
	vpaddq	%zmm28, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm12, %k1
	vsubpd	%zmm17, %zmm19, %zmm21
	vsubpd	%zmm21, %zmm19, %zmm12
	vsubpd	%zmm17, %zmm12, %zmm26
	vmulpd	%zmm24, %zmm4, %zmm24
	vsubpd	%zmm15, %zmm10, %zmm12
	vsubpd	%zmm23, %zmm9, %zmm15
	vsubpd	%zmm16, %zmm5, %zmm17
	vsubpd	%zmm24, %zmm2, %zmm24
	vsubpd	%zmm20, %zmm0, %zmm25
	vmulpd	%zmm30, %zmm13, %zmm13
	vsubpd	%zmm26, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm27, %zmm11, %zmm13
	vmulpd	%zmm29, %zmm11, %zmm16
	vmovapd	%zmm21, %zmm19 {%k1}
	vsubpd	%zmm13, %zmm12, %zmm20
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm31, %zmm10, %zmm10
	vpsrlq	$52, %zmm20, %zmm20
	vpandq	%zmm31, %zmm20, %zmm20
	vpaddq	%zmm28, %zmm20, %zmm20
	vpcmpgtq	%zmm20, %zmm10, %k1
	vsubpd	%zmm16, %zmm12, %zmm20
	vsubpd	%zmm20, %zmm12, %zmm10
	vsubpd	%zmm16, %zmm10, %zmm16
	vmulpd	%zmm27, %zmm8, %zmm10
	vmulpd	%zmm30, %zmm11, %zmm11
	vsubpd	%zmm16, %zmm11, %zmm13 {%k1}
	vmulpd	%zmm27, %zmm7, %zmm11
	vmulpd	%zmm29, %zmm8, %zmm16
	vmovapd	%zmm20, %zmm12 {%k1}
	vsubpd	%zmm10, %zmm15, %zmm20
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm31, %zmm9, %zmm9
	vpsrlq	$52, %zmm20, %zmm20
	vpandq	%zmm31, %zmm20, %zmm20
	vpaddq	%zmm28, %zmm20, %zmm20
	vpcmpgtq	%zmm20, %zmm9, %k1
	vsubpd	%zmm16, %zmm15, %zmm20
	vsubpd	%zmm20, %zmm15, %zmm9
	vsubpd	%zmm16, %zmm9, %zmm16
	vmulpd	%zmm27, %zmm4, %zmm9
	vmulpd	%zmm30, %zmm8, %zmm8
	vsubpd	%zmm16, %zmm8, %zmm10 {%k1}
	vmulpd	%zmm27, %zmm6, %zmm16
	vmulpd	%zmm29, %zmm7, %zmm8
	vmovapd	%zmm20, %zmm15 {%k1}
	vsubpd	%zmm11, %zmm17, %zmm20
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm31, %zmm5, %zmm5
	vpsrlq	$52, %zmm20, %zmm20
	vpandq	%zmm31, %zmm20, %zmm20
	vpaddq	%zmm28, %zmm20, %zmm20
	vpcmpgtq	%zmm20, %zmm5, %k1
	vsubpd	%zmm8, %zmm17, %zmm5
	vsubpd	%zmm5, %zmm17, %zmm20
	vsubpd	%zmm8, %zmm20, %zmm8
	vmulpd	%zmm29, %zmm4, %zmm20
	vmulpd	%zmm30, %zmm7, %zmm7
	vsubpd	%zmm8, %zmm7, %zmm11 {%k1}
	vmulpd	%zmm29, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm25, %zmm8
	vmovapd	%zmm5, %zmm17 {%k1}
	vsubpd	%zmm9, %zmm24, %zmm5
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm31, %zmm2, %zmm2
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm31, %zmm5, %zmm5
	vpaddq	%zmm28, %zmm5, %zmm5
	vpcmpgtq	%zmm5, %zmm2, %k1
	vsubpd	%zmm20, %zmm24, %zmm2
	vmulpd	%zmm30, %zmm6, %zmm5
	vmulpd	%zmm30, %zmm4, %zmm4
	vsubpd	%zmm8, %zmm25, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm2, %zmm24, %zmm7
	vsubpd	%zmm20, %zmm7, %zmm7
	vsubpd	%zmm16, %zmm25, %zmm20
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm31, %zmm0, %zmm0
	vpsrlq	$52, %zmm20, %zmm20
	vpandq	%zmm31, %zmm20, %zmm20
	vpaddq	%zmm28, %zmm20, %zmm20
	vmovapd	%zmm2, %zmm24 {%k1}
	vsubpd	%zmm7, %zmm4, %zmm9 {%k1}
	vpcmpgtq	%zmm20, %zmm0, %k1
	vmovapd	%zmm8, %zmm25 {%k1}
	vsubpd	%zmm6, %zmm5, %zmm16 {%k1}
	vsubpd	%zmm22, %zmm18, %zmm4
	vsubpd	%zmm1, %zmm3, %zmm23
	vsubpd	%zmm13, %zmm12, %zmm5
	vsubpd	%zmm14, %zmm19, %zmm27
	vsubpd	%zmm11, %zmm17, %zmm29
	vsubpd	%zmm10, %zmm15, %zmm30
	vsubpd	%zmm16, %zmm25, %zmm7
	vsubpd	%zmm9, %zmm24, %zmm21
	vsubpd	%zmm23, %zmm3, %zmm0
	vmovupd	%zmm23, 944(%rsp)
	vsubpd	%zmm4, %zmm18, %zmm2
	vmovapd	%zmm4, %zmm18
	vmovupd	%zmm4, 192(%rsp)
	vsubpd	%zmm27, %zmm19, %zmm3
	vsubpd	%zmm5, %zmm12, %zmm4
	vmovapd	%zmm5, %zmm19
	vmovupd	%zmm5, 128(%rsp)
	vsubpd	%zmm30, %zmm15, %zmm5
	vsubpd	%zmm29, %zmm17, %zmm12
	vsubpd	%zmm21, %zmm24, %zmm15
	vsubpd	%zmm7, %zmm25, %zmm17
	vmovapd	%zmm7, %zmm20
	vmovupd	%zmm7, 4384(%rsp)
	vsubpd	%zmm22, %zmm2, %zmm2
	vmovupd	%zmm2, 816(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 880(%rsp)
	vsubpd	%zmm13, %zmm4, %zmm0
	vmovupd	%zmm0, 352(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 416(%rsp)
	vsubpd	%zmm11, %zmm12, %zmm0
	vmovupd	%zmm0, 688(%rsp)
	vsubpd	%zmm10, %zmm5, %zmm0
	vmovupd	%zmm0, 624(%rsp)
	vsubpd	%zmm16, %zmm17, %zmm0
	vmovupd	%zmm0, 1216(%rsp)
	vsubpd	%zmm9, %zmm15, %zmm0
	vmovupd	%zmm0, 560(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm26
	vmulpd	%zmm23, %zmm23, %zmm15
	vmulpd	%zmm19, %zmm19, %zmm11
	vmulpd	%zmm15, %zmm15, %zmm8
	vmovupd	%zmm8, 2512(%rsp)
	vmulpd	%zmm26, %zmm26, %zmm2
	vmovupd	%zmm2, 1600(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm3
	vmulpd	%zmm3, %zmm26, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm9
	vmulpd	%zmm9, %zmm26, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm6
	vsubpd	%zmm1, %zmm6, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm7
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm9, %zmm15, %zmm2
	vsubpd	%zmm2, %zmm6, %zmm2
	vmulpd	%zmm2, %zmm15, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1536(%rsp)
	vmulpd	%zmm8, %zmm8, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm15, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm13
	vmulpd	%zmm9, %zmm11, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm11, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm11, %zmm1
	vmovupd	%zmm1, 2640(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm11, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm11, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm11, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1472(%rsp)
	vmulpd	%zmm27, %zmm27, %zmm28
	vmovapd	%zmm27, %zmm17
	vmovupd	%zmm27, 1008(%rsp)
	vmulpd	%zmm9, %zmm28, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm28, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm28, %zmm1
	vmovupd	%zmm1, 2384(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm28, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm14
	vmulpd	%zmm29, %zmm29, %zmm27
	vmovapd	%zmm29, %zmm18
	vmovupd	%zmm29, 1104(%rsp)
	vmulpd	%zmm9, %zmm27, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm27, %zmm1
	vmovupd	%zmm1, 2576(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm27, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1408(%rsp)
	vmulpd	%zmm30, %zmm30, %zmm29
	vmovapd	%zmm30, %zmm12
	vmovupd	%zmm30, 4448(%rsp)
	vmulpd	%zmm9, %zmm29, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm29, %zmm1
	vmovupd	%zmm1, 1984(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm29, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1344(%rsp)
	vmulpd	%zmm20, %zmm20, %zmm31
	vmulpd	%zmm9, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 2448(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm31, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2720(%rsp)
	vmovapd	%zmm21, %zmm25
	vmovupd	%zmm21, 4512(%rsp)
	vmulpd	%zmm21, %zmm21, %zmm19
	vmulpd	%zmm9, %zmm19, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm19, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm19, %zmm19, %zmm1
	vmovupd	%zmm1, 4576(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm24
	vmulpd	%zmm0, %zmm24, %zmm0
	vmulpd	%zmm3, %zmm19, %zmm24
	vaddpd	%zmm4, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm19, %zmm24
	vaddpd	%zmm5, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm19, %zmm24
	vaddpd	%zmm0, %zmm24, %zmm0
	vmovupd	%zmm0, 3552(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm26, %zmm0
	vbroadcastsd	.LCPI0_44(%rip), %zmm20
	vsubpd	%zmm0, %zmm20, %zmm22
	vsubpd	%zmm22, %zmm20, %zmm16
	vsubpd	%zmm0, %zmm16, %zmm16
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm15, %zmm0
	vsubpd	%zmm0, %zmm20, %zmm8
	vsubpd	%zmm8, %zmm20, %zmm10
	vsubpd	%zmm0, %zmm10, %zmm6
	vmovapd	%zmm11, %zmm0
	vmovupd	%zmm11, 4320(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm11, %zmm10
	vsubpd	%zmm10, %zmm20, %zmm7
	vsubpd	%zmm7, %zmm20, %zmm11
	vsubpd	%zmm10, %zmm11, %zmm10
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm28, %zmm11
	vsubpd	%zmm11, %zmm20, %zmm5
	vsubpd	%zmm5, %zmm20, %zmm9
	vsubpd	%zmm11, %zmm9, %zmm9
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm27, %zmm11
	vsubpd	%zmm11, %zmm20, %zmm4
	vsubpd	%zmm4, %zmm20, %zmm21
	vsubpd	%zmm11, %zmm21, %zmm11
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm29, %zmm21
	vsubpd	%zmm21, %zmm20, %zmm3
	vsubpd	%zmm3, %zmm20, %zmm30
	vsubpd	%zmm21, %zmm30, %zmm21
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm31, %zmm30
	vsubpd	%zmm30, %zmm20, %zmm2
	vsubpd	%zmm2, %zmm20, %zmm23
	vsubpd	%zmm30, %zmm23, %zmm23
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm19, %zmm30
	vsubpd	%zmm30, %zmm20, %zmm1
	vsubpd	%zmm1, %zmm20, %zmm20
	vsubpd	%zmm30, %zmm20, %zmm20
	vmulpd	%zmm13, %zmm15, %zmm13
	vmovupd	944(%rsp), %zmm24
	vmulpd	880(%rsp), %zmm24, %zmm30
	vsubpd	%zmm30, %zmm13, %zmm13
	vaddpd	%zmm13, %zmm6, %zmm6
	vmulpd	1536(%rsp), %zmm26, %zmm13
	vmovupd	192(%rsp), %zmm30
	vmulpd	816(%rsp), %zmm30, %zmm30
	vsubpd	%zmm30, %zmm13, %zmm13
	vaddpd	%zmm13, %zmm16, %zmm13
	vmulpd	%zmm14, %zmm28, %zmm14
	vmulpd	416(%rsp), %zmm17, %zmm16
	vsubpd	%zmm16, %zmm14, %zmm14
	vaddpd	%zmm14, %zmm9, %zmm14
	vmulpd	1472(%rsp), %zmm0, %zmm9
	vmovupd	352(%rsp), %zmm0
	vmulpd	128(%rsp), %zmm0, %zmm16
	vsubpd	%zmm16, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm10, %zmm10
	vmulpd	1344(%rsp), %zmm29, %zmm9
	vmulpd	624(%rsp), %zmm12, %zmm16
	vsubpd	%zmm16, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm21, %zmm16
	vmulpd	1408(%rsp), %zmm27, %zmm9
	vmulpd	688(%rsp), %zmm18, %zmm17
	vsubpd	%zmm17, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm11, %zmm11
	vmulpd	3552(%rsp), %zmm19, %zmm9
	vmulpd	560(%rsp), %zmm25, %zmm17
	vsubpd	%zmm17, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm20, %zmm17
	vmulpd	2720(%rsp), %zmm31, %zmm9
	vmovupd	1216(%rsp), %zmm21
	vmovupd	4384(%rsp), %zmm25
	vmulpd	%zmm21, %zmm25, %zmm18
	vsubpd	%zmm18, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm23, %zmm20
	vaddpd	%zmm13, %zmm22, %zmm0
	vmovupd	%zmm0, 1344(%rsp)
	vaddpd	%zmm6, %zmm8, %zmm0
	vmovupd	%zmm0, 2720(%rsp)
	vaddpd	%zmm10, %zmm7, %zmm0
	vmovupd	%zmm0, 1408(%rsp)
	vaddpd	%zmm14, %zmm5, %zmm0
	vmovupd	%zmm0, 4640(%rsp)
	vaddpd	%zmm11, %zmm4, %zmm0
	vmovupd	%zmm0, 1472(%rsp)
	vaddpd	%zmm16, %zmm3, %zmm0
	vmovupd	%zmm0, 4704(%rsp)
	vaddpd	%zmm20, %zmm2, %zmm0
	vmovupd	%zmm0, 1536(%rsp)
	vaddpd	%zmm17, %zmm1, %zmm0
	vmovupd	%zmm0, 3552(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm6
	vmulpd	%zmm6, %zmm15, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm17
	vaddpd	%zmm17, %zmm0, %zmm0
	vmulpd	2512(%rsp), %zmm15, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm7
	vmulpd	%zmm7, %zmm15, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm10
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmovupd	%zmm15, 2320(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm16
	vaddpd	%zmm16, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm11
	vmulpd	%zmm6, %zmm26, %zmm0
	vaddpd	%zmm17, %zmm0, %zmm0
	vmulpd	1600(%rsp), %zmm26, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm7, %zmm26, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vmovupd	%zmm26, 4256(%rsp)
	vaddpd	%zmm16, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm14
	vmulpd	%zmm6, %zmm28, %zmm0
	vaddpd	%zmm17, %zmm0, %zmm0
	vmulpd	2384(%rsp), %zmm28, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm7, %zmm28, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm16, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm2
	vmovupd	4320(%rsp), %zmm30
	vmulpd	%zmm6, %zmm30, %zmm0
	vaddpd	%zmm17, %zmm0, %zmm0
	vmulpd	2640(%rsp), %zmm30, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm7, %zmm30, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm16, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm6, %zmm29, %zmm1
	vaddpd	%zmm17, %zmm1, %zmm1
	vmulpd	1984(%rsp), %zmm29, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm7, %zmm29, %zmm3
	vaddpd	%zmm10, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm29, %zmm3
	vaddpd	%zmm16, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm6, %zmm27, %zmm3
	vaddpd	%zmm17, %zmm3, %zmm3
	vmulpd	2576(%rsp), %zmm27, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm7, %zmm27, %zmm4
	vaddpd	%zmm10, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm27, %zmm4
	vaddpd	%zmm16, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm6, %zmm19, %zmm4
	vaddpd	%zmm17, %zmm4, %zmm4
	vmulpd	4576(%rsp), %zmm19, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm7, %zmm19, %zmm5
	vaddpd	%zmm10, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm19, %zmm5
	vaddpd	%zmm16, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm6, %zmm31, %zmm5
	vaddpd	%zmm17, %zmm5, %zmm5
	vmulpd	2448(%rsp), %zmm31, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm7, %zmm31, %zmm6
	vaddpd	%zmm10, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm31, %zmm6
	vaddpd	%zmm16, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	192(%rsp), %zmm26, %zmm6
	vmovupd	%zmm6, 1600(%rsp)
	vmulpd	%zmm14, %zmm6, %zmm7
	vmovupd	816(%rsp), %zmm18
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm18, %zmm10
	vsubpd	%zmm7, %zmm10, %zmm7
	vmulpd	%zmm15, %zmm24, %zmm22
	vmulpd	%zmm11, %zmm22, %zmm11
	vmovupd	880(%rsp), %zmm13
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm13, %zmm12
	vsubpd	%zmm11, %zmm12, %zmm8
	vmulpd	128(%rsp), %zmm30, %zmm24
	vmulpd	%zmm0, %zmm24, %zmm0
	vmovupd	352(%rsp), %zmm6
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm6, %zmm14
	vsubpd	%zmm0, %zmm14, %zmm11
	vmulpd	1008(%rsp), %zmm28, %zmm14
	vmulpd	%zmm2, %zmm14, %zmm2
	vmovupd	416(%rsp), %zmm9
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm9, %zmm16
	vsubpd	%zmm2, %zmm16, %zmm15
	vmulpd	1104(%rsp), %zmm27, %zmm16
	vmulpd	%zmm3, %zmm16, %zmm3
	vmovupd	688(%rsp), %zmm6
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm6, %zmm17
	vsubpd	%zmm3, %zmm17, %zmm3
	vmovupd	4448(%rsp), %zmm26
	vmulpd	%zmm29, %zmm26, %zmm17
	vmulpd	%zmm1, %zmm17, %zmm1
	vmovupd	624(%rsp), %zmm2
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm20
	vsubpd	%zmm1, %zmm20, %zmm10
	vmulpd	%zmm31, %zmm25, %zmm20
	vmulpd	%zmm5, %zmm20, %zmm5
	vmovapd	%zmm21, %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm21, %zmm21
	vsubpd	%zmm5, %zmm21, %zmm5
	vmovupd	4512(%rsp), %zmm12
	vmulpd	%zmm19, %zmm12, %zmm21
	vmulpd	%zmm4, %zmm21, %zmm4
	vmovupd	560(%rsp), %zmm0
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm0, %zmm23
	vsubpd	%zmm4, %zmm23, %zmm4
	vmulpd	4256(%rsp), %zmm7, %zmm7
	vmulpd	2320(%rsp), %zmm8, %zmm8
	vmulpd	%zmm11, %zmm30, %zmm11
	vmulpd	%zmm15, %zmm28, %zmm15
	vmulpd	%zmm3, %zmm27, %zmm3
	vmulpd	%zmm10, %zmm29, %zmm10
	vmulpd	%zmm5, %zmm31, %zmm5
	vmulpd	%zmm4, %zmm19, %zmm4
	vsubpd	%zmm13, %zmm8, %zmm8
	vsubpd	%zmm18, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm15, %zmm13
	vsubpd	352(%rsp), %zmm11, %zmm9
	vsubpd	%zmm2, %zmm10, %zmm15
	vsubpd	%zmm6, %zmm3, %zmm3
	vsubpd	%zmm0, %zmm4, %zmm4
	vsubpd	%zmm1, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_50(%rip), %zmm11
	vmulpd	%zmm11, %zmm22, %zmm10
	vaddpd	%zmm10, %zmm8, %zmm8
	vmulpd	1600(%rsp), %zmm11, %zmm6
	vaddpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm11, %zmm14, %zmm7
	vaddpd	%zmm7, %zmm13, %zmm2
	vmulpd	%zmm11, %zmm24, %zmm7
	vaddpd	%zmm7, %zmm9, %zmm0
	vmulpd	%zmm11, %zmm17, %zmm7
	vaddpd	%zmm7, %zmm15, %zmm1
	vmulpd	%zmm11, %zmm16, %zmm7
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm11, %zmm21, %zmm7
	vaddpd	%zmm7, %zmm4, %zmm4
	vmulpd	%zmm11, %zmm20, %zmm7
	vaddpd	%zmm7, %zmm5, %zmm5
	vmovupd	944(%rsp), %zmm7
	vsubpd	%zmm8, %zmm7, %zmm24
	vmovupd	192(%rsp), %zmm7
	vsubpd	%zmm6, %zmm7, %zmm23
	vmovupd	1008(%rsp), %zmm6
	vsubpd	%zmm2, %zmm6, %zmm22
	vmovupd	128(%rsp), %zmm2
	vsubpd	%zmm0, %zmm2, %zmm21
	vsubpd	%zmm1, %zmm26, %zmm19
	vmovupd	1104(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm20
	vsubpd	%zmm4, %zmm12, %zmm18
	vsubpd	%zmm5, %zmm25, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm8
	vmovupd	2720(%rsp), %zmm14
	vxorpd	%zmm8, %zmm14, %zmm7
	vmovupd	1344(%rsp), %zmm17
	vxorpd	%zmm8, %zmm17, %zmm6
	vmovupd	4640(%rsp), %zmm12
	vxorpd	%zmm8, %zmm12, %zmm5
	vmovupd	1408(%rsp), %zmm15
	vxorpd	%zmm8, %zmm15, %zmm4
	vmovupd	4704(%rsp), %zmm9
	vxorpd	%zmm8, %zmm9, %zmm3
	vmovupd	1472(%rsp), %zmm13
	vxorpd	%zmm8, %zmm13, %zmm2
	vmovupd	3552(%rsp), %zmm26
	vxorpd	%zmm8, %zmm26, %zmm1
	vmovupd	1536(%rsp), %zmm25
	vxorpd	%zmm8, %zmm25, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm10
	vmovdqu64	2256(%rsp), %zmm16
	vptestnmq	%zmm10, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vxorpd	%zmm8, %zmm23, %zmm23 {%k1}
	vmovdqu64	2048(%rsp), %zmm17
	vptestnmq	%zmm10, %zmm17, %k1
	vmovapd	%zmm14, %zmm7 {%k1}
	vxorpd	%zmm8, %zmm24, %zmm24 {%k1}
	vmovdqu64	1664(%rsp), %zmm14
	vptestnmq	%zmm10, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vxorpd	%zmm8, %zmm21, %zmm21 {%k1}
	vmovdqu64	1728(%rsp), %zmm15
	vptestnmq	%zmm10, %zmm15, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vxorpd	%zmm8, %zmm22, %zmm22 {%k1}
	vmovdqu64	1792(%rsp), %zmm12
	vptestnmq	%zmm10, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm8, %zmm20, %zmm20 {%k1}
	vmovdqu64	1856(%rsp), %zmm13
	vptestnmq	%zmm10, %zmm13, %k1
	vmovapd	%zmm9, %zmm3 {%k1}
	vxorpd	%zmm8, %zmm19, %zmm19 {%k1}
	vmovdqu64	1920(%rsp), %zmm9
	vptestnmq	%zmm10, %zmm9, %k1
	vmovapd	%zmm25, %zmm0 {%k1}
	vxorpd	%zmm8, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	1280(%rsp), %zmm11
	vptestnmq	%zmm10, %zmm11, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm8, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm8
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm7, %zmm24 {%k1}
	vmovupd	%zmm24, 624(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm6, %zmm23 {%k1}
	vmovupd	%zmm23, 688(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm5, %zmm22 {%k1}
	vmovupd	%zmm22, 416(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm4, %zmm21 {%k1}
	vmovupd	%zmm21, 880(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 560(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 816(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 944(%rsp)
	vptestnmq	%zmm8, %zmm9, %k1
	vmovapd	%zmm0, %zmm25 {%k1}
	vmovupd	%zmm25, 1008(%rsp)
	vcvtudq2pd	-192(%r10,%r14,4), %zmm0
	vcvtudq2pd	-160(%r10,%r14,4), %zmm1
	vcvtudq2pd	-128(%r10,%r14,4), %zmm2
	vcvtudq2pd	-96(%r10,%r14,4), %zmm3
	vcvtudq2pd	-64(%r10,%r14,4), %zmm4
	vcvtudq2pd	-32(%r10,%r14,4), %zmm5
	vcvtudq2pd	(%r10,%r14,4), %zmm6
	vcvtudq2pd	32(%r10,%r14,4), %zmm7
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
	vmovdqu64	%zmm9, 2048(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1664(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1728(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1792(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1856(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1920(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 1280(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 1104(%rsp)
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
	vpbroadcastq	.LCPI0_16(%rip), %zmm10
	vpaddq	%zmm10, %zmm9, %zmm1
	vpaddq	%zmm10, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_17(%rip), %zmm12
	vaddpd	%zmm12, %zmm2, %zmm4
	vmovupd	%zmm4, 192(%rsp)
	vaddpd	%zmm12, %zmm1, %zmm3
	vmovupd	%zmm3, 128(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm22
	vaddpd	%zmm22, %zmm3, %zmm1
	vaddpd	%zmm22, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 1216(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 2256(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm28
	vmulpd	%zmm2, %zmm2, %zmm27
	vmulpd	%zmm27, %zmm27, %zmm1
	vmulpd	%zmm28, %zmm28, %zmm2
	vbroadcastsd	.LCPI0_19(%rip), %zmm23
	vmulpd	%zmm23, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_20(%rip), %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_21(%rip), %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vmovupd	%zmm3, 2640(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm7
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2448(%rsp)
	vmulpd	%zmm23, %zmm1, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2512(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 1984(%rsp)
	vpaddq	%zmm10, %zmm20, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm2
	vmovupd	%zmm2, 352(%rsp)
	vaddpd	%zmm22, %zmm2, %zmm1
	vdivpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 1600(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm9
	vmulpd	%zmm9, %zmm9, %zmm1
	vmulpd	%zmm23, %zmm1, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 1536(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 1472(%rsp)
	vpaddq	%zmm10, %zmm30, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm19
	vaddpd	%zmm22, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 2576(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm25
	vmulpd	%zmm25, %zmm25, %zmm1
	vmulpd	%zmm23, %zmm1, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1408(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm3
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm14
	vpaddq	%zmm10, %zmm0, %zmm0
	vaddpd	%zmm12, %zmm0, %zmm20
	vaddpd	%zmm22, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 2384(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm23, %zmm1, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1344(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm3
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm31
	vpaddq	%zmm10, %zmm21, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm21
	vaddpd	%zmm22, %zmm21, %zmm1
	vdivpd	%zmm1, %zmm21, %zmm30
	vmulpd	%zmm30, %zmm30, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm1
	vmulpd	%zmm23, %zmm1, %zmm17
	vaddpd	%zmm4, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm1, %zmm17
	vaddpd	%zmm5, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm1, %zmm17
	vmulpd	%zmm6, %zmm1, %zmm29
	vaddpd	%zmm7, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm1, %zmm29
	vaddpd	%zmm8, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm1, %zmm29
	vpaddq	%zmm10, %zmm24, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm24
	vaddpd	%zmm22, %zmm24, %zmm1
	vdivpd	%zmm1, %zmm24, %zmm18
	vmulpd	%zmm18, %zmm18, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm0
	vmulpd	%zmm23, %zmm0, %zmm16
	vaddpd	%zmm4, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm16
	vaddpd	%zmm5, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm16
	vmulpd	%zmm6, %zmm0, %zmm15
	vaddpd	%zmm7, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm0, %zmm15
	vaddpd	%zmm8, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm0, %zmm11
	vpaddq	%zmm10, %zmm26, %zmm15
	vaddpd	%zmm12, %zmm15, %zmm26
	vaddpd	%zmm22, %zmm26, %zmm15
	vdivpd	%zmm15, %zmm26, %zmm15
	vmulpd	%zmm15, %zmm15, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm23, %zmm0, %zmm23
	vaddpd	%zmm4, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vaddpd	%zmm5, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vmulpd	%zmm6, %zmm0, %zmm22
	vaddpd	%zmm7, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm22
	vaddpd	%zmm8, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_25(%rip), %zmm6
	vaddpd	2448(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	2640(%rsp), %zmm22, %zmm22
	vaddpd	1984(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2512(%rsp), %zmm27, %zmm27
	vaddpd	1472(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm9, %zmm9
	vaddpd	1536(%rsp), %zmm9, %zmm9
	vaddpd	%zmm6, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm25, %zmm7
	vaddpd	1408(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm31, %zmm10
	vmulpd	%zmm10, %zmm13, %zmm5
	vaddpd	1344(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm10
	vmulpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm11, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm10
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	192(%rsp), %zmm2
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	1216(%rsp), %zmm2, %zmm11
	vmovupd	128(%rsp), %zmm4
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	2256(%rsp), %zmm4, %zmm14
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	2576(%rsp), %zmm7, %zmm7
	vmovupd	352(%rsp), %zmm6
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm6, %zmm16
	vmulpd	%zmm16, %zmm6, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	1600(%rsp), %zmm9, %zmm9
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm30, %zmm3
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2384(%rsp), %zmm5, %zmm5
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm10, %zmm15, %zmm10
	vmulpd	%zmm10, %zmm18, %zmm6
	vpsrlq	$20, 2048(%rsp), %zmm10
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm10, %zmm10
	vcvtqq2pd	%zmm10, %zmm10
	vbroadcastsd	.LCPI0_26(%rip), %zmm13
	vmulpd	%zmm13, %zmm10, %zmm23
	vaddpd	%zmm11, %zmm23, %zmm11
	vpsrlq	$20, 1664(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm13, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1728(%rsp), %zmm25
	vpaddq	%zmm12, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm13, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1792(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm13, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1856(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm13, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1920(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm13, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 1280(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm13, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 1104(%rsp), %zmm31
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
	vaddpd	128(%rsp), %zmm2, %zmm2
	vaddpd	192(%rsp), %zmm0, %zmm0
	vaddpd	352(%rsp), %zmm7, %zmm7
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
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm9, %zmm25, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm9, %zmm29, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm9, %zmm28, %zmm8
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm9, %zmm31, %zmm8
	vbroadcastsd	.LCPI0_10(%rip), %zmm10
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm9, %zmm30, %zmm8
	vaddpd	%zmm1, %zmm8, %zmm1
	vbroadcastsd	.LCPI0_28(%rip), %zmm8
	vmulpd	%zmm8, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	624(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	688(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	416(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	880(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	560(%rsp), %zmm3, %zmm3
	vmulpd	816(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	944(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
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
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vinserti64x4	$1, %ymm5, %zmm1, %zmm1
	vmovupd	%zmm0, -192(%r10,%r14,4)
	vmovups	%zmm2, -128(%r10,%r14,4)
	vmovdqu64	%zmm3, -64(%r10,%r14,4)
	vmovdqu64	%zmm1, (%r10,%r14,4)
	addq	$256, %r10
	addq	$-64, %rbp
	jne	.LBB0_52
	cmpq	%rax, %r14
	movq	-104(%rsp), %r8
	movabsq	$4604544269498187776, %r9
	movabsq	$4503595332403200, %r10
	vpbroadcastq	.LCPI0_6(%rip), %zmm29
	vbroadcastsd	.LCPI0_26(%rip), %zmm0
	vbroadcastsd	.LCPI0_27(%rip), %zmm1
	vbroadcastsd	.LCPI0_28(%rip), %zmm2
	vbroadcastsd	.LCPI0_31(%rip), %zmm3
	vbroadcastsd	.LCPI0_32(%rip), %zmm5
	vbroadcastsd	.LCPI0_34(%rip), %zmm6
	vbroadcastsd	.LCPI0_35(%rip), %zmm7
	vbroadcastsd	.LCPI0_36(%rip), %zmm8
	vpbroadcastq	.LCPI0_37(%rip), %zmm30
	vmovsd	.LCPI0_10(%rip), %xmm11
	vmovsd	.LCPI0_11(%rip), %xmm21
	vmovsd	.LCPI0_18(%rip), %xmm31
	vmovsd	.LCPI0_23(%rip), %xmm18
	vmovddup	.LCPI0_19(%rip), %xmm17
	vmovapd	.LCPI0_58(%rip), %xmm16
	vmovapd	.LCPI0_59(%rip), %xmm19
	vmovsd	.LCPI0_26(%rip), %xmm15
	vmovsd	.LCPI0_27(%rip), %xmm14
	vmovsd	.LCPI0_28(%rip), %xmm28
	vmovsd	.LCPI0_29(%rip), %xmm27
	vmovsd	.LCPI0_31(%rip), %xmm26
	vmovsd	.LCPI0_32(%rip), %xmm25
	vmovsd	.LCPI0_55(%rip), %xmm24
	vmovsd	.LCPI0_44(%rip), %xmm9
	vmovsd	.LCPI0_48(%rip), %xmm12
	vmovsd	.LCPI0_49(%rip), %xmm13
	vmovsd	.LCPI0_50(%rip), %xmm4
	je	.LBB0_33
	testb	$56, %r14b
	je	.LBB0_58
	movq	304(%rsp), %rcx
	movq	312(%rsp), %rsi
	vmovapd	%zmm0, %zmm17
	vmovapd	%zmm1, %zmm18
	vmovapd	%zmm2, %zmm12
	vmovapd	%zmm3, %zmm11
	vmovapd	%zmm5, %zmm24
	vmovapd	%zmm6, %zmm25
	vmovapd	%zmm7, %zmm26
	vmovapd	%zmm8, %zmm27
	vmovdqa64	%zmm30, %zmm28
	vbroadcastsd	.LCPI0_38(%rip), %zmm14
	vbroadcastsd	.LCPI0_39(%rip), %zmm15
	vbroadcastsd	.LCPI0_40(%rip), %zmm31
	vbroadcastsd	.LCPI0_42(%rip), %zmm19
	vbroadcastsd	.LCPI0_43(%rip), %zmm16
	vbroadcastsd	.LCPI0_44(%rip), %zmm21
	vbroadcastsd	.LCPI0_51(%rip), %zmm13
	.p2align	4
.LBB0_56:
	vcvtudq2pd	(%rcx,%r14,4), %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_11(%rip), %zmm2
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtudq2pd	(%rcx), %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm1, %zmm1
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
	vmulpd	%zmm17, %zmm3, %zmm5
	vaddpd	%zmm2, %zmm5, %zmm2
	vsubpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm18, %zmm3, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmulpd	.LCPI0_29(%rip){1to8}, %zmm1, %zmm2
	vmulpd	.LCPI0_30(%rip){1to8}, %zmm2, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm1
	vaddpd	%zmm24, %zmm1, %zmm3
	vmulpd	.LCPI0_55(%rip){1to8}, %zmm3, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm4
	vmulpd	%zmm25, %zmm3, %zmm5
	vmulpd	%zmm26, %zmm3, %zmm6
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
	vmulpd	%zmm14, %zmm4, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm31, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	.LCPI0_56(%rip){1to8}, %zmm4, %zmm7
	vaddpd	%zmm19, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm16, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm10, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm21, %zmm8
	vsubpd	%zmm8, %zmm21, %zmm9
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
	vmulpd	.LCPI0_48(%rip){1to8}, %zmm4, %zmm8
	vaddpd	.LCPI0_49(%rip){1to8}, %zmm8, %zmm8
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm7
	vmulpd	%zmm10, %zmm3, %zmm8
	vmulpd	%zmm5, %zmm7, %zmm5
	vsubpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm4, %zmm3
	vmulpd	.LCPI0_50(%rip){1to8}, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm2, %zmm2
	vptestnmq	.LCPI0_52(%rip){1to8}, %zmm1, %k1
	vptestnmq	.LCPI0_53(%rip){1to8}, %zmm1, %k2
	vxorpd	%zmm13, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm13, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	%zmm12, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovupd	%ymm0, (%rcx,%r14,4)
	addq	$32, %rcx
	addq	$-8, %rsi
	jne	.LBB0_56
	movq	40(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	%rcx, %r14
	vmovsd	.LCPI0_10(%rip), %xmm11
	vmovsd	.LCPI0_11(%rip), %xmm21
	vmovsd	.LCPI0_18(%rip), %xmm31
	vmovsd	.LCPI0_23(%rip), %xmm18
	vmovddup	.LCPI0_19(%rip), %xmm17
	vmovapd	.LCPI0_58(%rip), %xmm16
	vmovapd	.LCPI0_59(%rip), %xmm19
	vmovsd	.LCPI0_26(%rip), %xmm15
	vmovsd	.LCPI0_27(%rip), %xmm14
	vmovsd	.LCPI0_28(%rip), %xmm28
	vmovsd	.LCPI0_29(%rip), %xmm27
	vmovsd	.LCPI0_31(%rip), %xmm26
	vmovsd	.LCPI0_32(%rip), %xmm25
	vmovsd	.LCPI0_55(%rip), %xmm24
	vmovsd	.LCPI0_44(%rip), %xmm9
	vmovsd	.LCPI0_48(%rip), %xmm12
	vmovsd	.LCPI0_49(%rip), %xmm13
	vmovsd	.LCPI0_50(%rip), %xmm4
	je	.LBB0_33
.LBB0_58:
	movq	%r14, %rcx
	subq	%rax, %rcx
	leaq	(%r8,%rax,4), %rsi
	.p2align	4
.LBB0_59:
	vcvtusi2sdl	(%rsi,%r14,4), %xmm23, %xmm0
	vaddsd	%xmm0, %xmm11, %xmm0
	vmulsd	%xmm21, %xmm0, %xmm0
	vcvtusi2sdl	(%rsi), %xmm23, %xmm1
	vaddsd	%xmm1, %xmm11, %xmm1
	vmulsd	%xmm21, %xmm1, %xmm1
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
	vaddsd	.LCPI0_17(%rip), %xmm0, %xmm0
	vmulsd	%xmm0, %xmm11, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vaddsd	%xmm31, %xmm0, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmovapd	%xmm4, %xmm10
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmulsd	.LCPI0_22(%rip), %xmm5, %xmm6
	vaddsd	%xmm18, %xmm6, %xmm6
	vunpcklpd	%xmm6, %xmm17, %xmm6
	vmovddup	%xmm5, %xmm5
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	%xmm16, %xmm6, %xmm6
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	%xmm19, %xmm6, %xmm6
	vunpcklpd	%xmm4, %xmm5, %xmm4
	vmulpd	%xmm6, %xmm4, %xmm4
	vshufpd	$1, %xmm4, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm4, %xmm4
	vcvtsi2sd	%rdi, %xmm23, %xmm5
	vaddsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmulsd	%xmm5, %xmm15, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm5, %xmm14, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm0
	vmulsd	%xmm27, %xmm1, %xmm1
	vmulsd	.LCPI0_30(%rip), %xmm1, %xmm2
	vaddsd	%xmm26, %xmm2, %xmm2
	vmovq	%xmm2, %rdi
	vaddsd	%xmm25, %xmm2, %xmm2
	vmulsd	%xmm24, %xmm2, %xmm3
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
	vmulsd	%xmm3, %xmm11, %xmm6
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
	vmulsd	%xmm3, %xmm12, %xmm7
	vaddsd	%xmm7, %xmm13, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm2, %xmm11, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmovapd	%xmm10, %xmm4
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	%xmm6, %xmm10, %xmm3
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
	vmulsd	%xmm28, %xmm0, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rsi,%r14,4)
	addq	$4, %rsi
	decq	%rcx
	jne	.LBB0_59
	.p2align	4
.LBB0_33:
	vxorpd	%xmm0, %xmm0, %xmm0
	movl	$64, %r12d
	movq	%r8, %r9
	movq	480(%rsp), %rdx
	movq	%rdx, %r10
	movq	-64(%rsp), %rbx
	movq	%r14, %r11
	xorl	%r15d, %r15d
	xorl	%ebp, %ebp
	xorl	%esi, %esi
	vmovups	3936(%rsp), %zmm14
	vmovaps	1088(%rsp), %xmm21
	vmovss	.LCPI0_62(%rip), %xmm16
	vbroadcastss	.LCPI0_62(%rip), %zmm17
	vbroadcastss	.LCPI0_63(%rip), %zmm18
	vpbroadcastd	.LCPI0_64(%rip), %zmm19
	jmp	.LBB0_34
	.p2align	4
.LBB0_100:
	movq	128(%rsp), %rsi
.LBB0_108:
	addq	$64, %r12
	addq	$-64, %rbp
	incq	%r15
	addq	$256, %rbx
	addq	$256, %r10
	addq	$-256, %r9
	movq	-120(%rsp), %r11
	cmpq	%r11, %rsi
	jae	.LBB0_60
.LBB0_34:
	movq	%rsi, %rcx
	cmpq	%r12, %r11
	movq	%r12, %rdi
	cmovbq	%r11, %rdi
	leaq	(%rdi,%rbp), %rsi
	cmpq	$1, %rsi
	movq	%rdi, %r13
	adcq	%rbp, %r13
	leaq	64(%rcx), %rax
	cmpq	%r11, %rax
	movq	%rax, 128(%rsp)
	cmovbq	%rax, %r11
	movq	%rsi, %rax
	cmpq	%r11, %rcx
	jae	.LBB0_99
	movq	%rcx, %r14
	cmpq	$8, %rax
	jb	.LBB0_95
	movq	%r15, %rdx
	shlq	$8, %rdx
	addq	72(%rsp), %rdx
	movq	4000(%rsp), %rsi
	subq	%rdx, %rsi
	movq	480(%rsp), %rdx
	movq	%rcx, %r14
	cmpq	$256, %rsi
	jb	.LBB0_95
	cmpq	$64, %rax
	jae	.LBB0_90
	xorl	%esi, %esi
	jmp	.LBB0_39
.LBB0_90:
	movq	%rdi, %r8
	andq	$-64, %r8
	addq	%rbp, %r8
	movl	%edi, %r14d
	andl	$63, %r14d
	movq	%rax, %rsi
	movq	%r14, 192(%rsp)
	subq	%r14, %rsi
	xorl	%r14d, %r14d
	movq	-48(%rsp), %rax
	.p2align	4
.LBB0_91:
	vmovups	-192(%rbx,%r14,4), %zmm1
	vmovups	-128(%rbx,%r14,4), %zmm2
	vmovups	-64(%rbx,%r14,4), %zmm3
	vmovups	(%rbx,%r14,4), %zmm4
	vmulps	%zmm1, %zmm1, %zmm1
	vmulps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm4, %zmm4, %zmm4
	vmovups	%zmm1, -192(%rax,%r14,4)
	vmovups	%zmm2, -128(%rax,%r14,4)
	vmovups	%zmm3, -64(%rax,%r14,4)
	vmovups	%zmm4, (%rax,%r14,4)
	addq	$64, %r14
	cmpq	%r14, %r8
	jne	.LBB0_91
	movq	192(%rsp), %r14
	testq	%r14, %r14
	movq	-104(%rsp), %r8
	leaq	(%rdi,%rbp), %rax
	je	.LBB0_99
	cmpl	$8, %r14d
	jb	.LBB0_94
.LBB0_39:
	movl	%edi, %edx
	andl	$7, %edx
	movq	%rax, %r14
	subq	%rdx, %rax
	movl	%edi, %edx
	andl	$7, %edx
	subq	%rdx, %r14
	addq	%rcx, %r14
	movq	-104(%rsp), %r8
	.p2align	4
.LBB0_40:
	vmovups	(%r10,%rsi,4), %ymm1
	vmulps	%ymm1, %ymm1, %ymm1
	vmovups	%ymm1, (%r8,%rsi,4)
	addq	$8, %rsi
	cmpq	%rsi, %rax
	jne	.LBB0_40
	testq	%rdx, %rdx
	movq	480(%rsp), %rdx
	leaq	(%rdi,%rbp), %rax
	je	.LBB0_99
.LBB0_95:
	movl	%edi, %edx
	subl	%r14d, %edx
	movq	%r14, %rsi
	testb	$7, %dl
	movq	480(%rsp), %rdx
	je	.LBB0_98
	movl	%edi, %edx
	subb	%r14b, %dl
	movzbl	%dl, %r8d
	movq	480(%rsp), %rdx
	andl	$7, %r8d
	movq	%r14, %rsi
	.p2align	4
.LBB0_97:
	vmovss	(%rdx,%rsi,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, (%r9,%rsi,4)
	incq	%rsi
	decq	%r8
	jne	.LBB0_97
.LBB0_98:
	subq	%rdi, %r14
	cmpq	$-8, %r14
	movq	-104(%rsp), %r8
	ja	.LBB0_99
	.p2align	4
.LBB0_215:
	vmovss	(%rdx,%rsi,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, (%r9,%rsi,4)
	vmovss	4(%rdx,%rsi,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 4(%r9,%rsi,4)
	vmovss	8(%rdx,%rsi,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 8(%r9,%rsi,4)
	vmovss	12(%rdx,%rsi,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 12(%r9,%rsi,4)
	vmovss	16(%rdx,%rsi,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 16(%r9,%rsi,4)
	vmovss	20(%rdx,%rsi,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 20(%r9,%rsi,4)
	vmovss	24(%rdx,%rsi,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 24(%r9,%rsi,4)
	vmovss	28(%rdx,%rsi,4), %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 28(%r9,%rsi,4)
	addq	$8, %rsi
	cmpq	%rsi, %rdi
	jne	.LBB0_215
	.p2align	4
.LBB0_99:
	cmpq	%rcx, %r11
	je	.LBB0_100
	cmpq	$8, %rax
	movq	128(%rsp), %rsi
	jae	.LBB0_103
	xorl	%eax, %eax
	jmp	.LBB0_106
	.p2align	4
.LBB0_103:
	movq	%r13, %rcx
	andq	$-8, %rcx
	xorl	%eax, %eax
	.p2align	4
.LBB0_104:
	vaddss	(%r8,%rax,4), %xmm0, %xmm0
	vaddss	4(%r8,%rax,4), %xmm0, %xmm0
	vaddss	8(%r8,%rax,4), %xmm0, %xmm0
	vaddss	12(%r8,%rax,4), %xmm0, %xmm0
	vaddss	16(%r8,%rax,4), %xmm0, %xmm0
	vaddss	20(%r8,%rax,4), %xmm0, %xmm0
	vaddss	24(%r8,%rax,4), %xmm0, %xmm0
	vaddss	28(%r8,%rax,4), %xmm0, %xmm0
	addq	$8, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_104
	testb	$7, %r13b
	je	.LBB0_108
.LBB0_106:
	andl	$7, %r13d
	leaq	(%r8,%rax,4), %rax
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_107:
	vaddss	(%rax,%rcx,4), %xmm0, %xmm0
	incq	%rcx
	cmpq	%rcx, %r13
	jne	.LBB0_107
	jmp	.LBB0_108
.LBB0_94:
	addq	%rcx, %rsi
	movq	%rsi, %r14
	jmp	.LBB0_95
	.p2align	4
.LBB0_60:
	vaddss	.LCPI0_60(%rip), %xmm0, %xmm0
	vaddss	%xmm0, %xmm0, %xmm0
	vmulss	.LCPI0_61(%rip), %xmm0, %xmm0
	movl	-108(%rsp), %edi
	testl	%edi, %edi
	vmovaps	544(%rsp), %xmm15
	je	.LBB0_74
	cmpb	$0, 328(%rsp)
	movq	-56(%rsp), %r13
	movq	-120(%rsp), %r14
	movq	-96(%rsp), %r15
	movq	336(%rsp), %r12
	movq	344(%rsp), %r9
	movl	$2143289344, %r10d
	je	.LBB0_63
	xorl	%ecx, %ecx
.LBB0_70:
	movq	%rcx, %rax
	orq	$1, %rax
	testb	$1, %r14b
	je	.LBB0_72
	movq	24(%rsp), %r11
	vmovss	(%r11,%rcx,4), %xmm1
	vaddss	%xmm1, %xmm1, %xmm2
	vmulss	%xmm2, %xmm0, %xmm2
	movq	104(%rsp), %rdx
	vsubss	(%rdx,%rcx,4), %xmm1, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm16, %xmm3, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm21, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	(%r12,%rcx,4), %xmm15, %xmm2
	vaddss	%xmm1, %xmm2, %xmm1
	vmovd	%xmm1, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r10d, %edx
	movl	%edx, (%r11,%rcx,4)
	movq	480(%rsp), %rdx
	movq	%rax, %rcx
.LBB0_72:
	cmpq	%rax, %r14
	je	.LBB0_86
	.p2align	4
.LBB0_73:
	vmovss	(%rdx,%rcx,4), %xmm1
	vmovss	4(%rdx,%rcx,4), %xmm2
	vaddss	%xmm1, %xmm1, %xmm3
	vmulss	%xmm3, %xmm0, %xmm3
	vsubss	(%r9,%rcx,4), %xmm1, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm16, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm21, %xmm3
	vsubss	%xmm3, %xmm1, %xmm1
	vmulss	(%r12,%rcx,4), %xmm15, %xmm3
	vaddss	%xmm1, %xmm3, %xmm1
	vmovd	%xmm1, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r10d, %eax
	movq	480(%rsp), %rdx
	movl	%eax, (%rdx,%rcx,4)
	vaddss	%xmm2, %xmm2, %xmm1
	vmulss	%xmm1, %xmm0, %xmm1
	vsubss	4(%r9,%rcx,4), %xmm2, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm16, %xmm3, %xmm3
	vaddss	%xmm3, %xmm1, %xmm1
	vmulss	%xmm1, %xmm21, %xmm1
	vsubss	%xmm1, %xmm2, %xmm1
	vmulss	4(%r12,%rcx,4), %xmm15, %xmm2
	vaddss	%xmm1, %xmm2, %xmm1
	vmovd	%xmm1, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	movq	480(%rsp), %rdx
	cmovael	%r10d, %eax
	movl	%eax, 4(%rdx,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r14
	jne	.LBB0_73
	jmp	.LBB0_86
	.p2align	4
.LBB0_74:
	cmpb	$0, 4896(%rsp)
	movq	-56(%rsp), %r13
	movq	-120(%rsp), %r14
	movq	-96(%rsp), %r15
	movq	336(%rsp), %r12
	movq	344(%rsp), %r9
	movl	$2143289344, %r10d
	je	.LBB0_76
	xorl	%ecx, %ecx
.LBB0_83:
	movq	%rcx, %rax
	orq	$1, %rax
	testb	$1, %r14b
	je	.LBB0_85
	movq	24(%rsp), %r11
	vmovss	(%r11,%rcx,4), %xmm1
	vaddss	%xmm1, %xmm1, %xmm2
	vmulss	%xmm2, %xmm0, %xmm2
	movq	104(%rsp), %rdx
	vsubss	(%rdx,%rcx,4), %xmm1, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm16, %xmm3, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm21, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmovd	%xmm1, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r10d, %edx
	movl	%edx, (%r11,%rcx,4)
	movq	480(%rsp), %rdx
	movq	%rax, %rcx
.LBB0_85:
	cmpq	%rax, %r14
	je	.LBB0_86
	.p2align	4
.LBB0_89:
	vmovss	(%rdx,%rcx,4), %xmm1
	vmovss	4(%rdx,%rcx,4), %xmm2
	vaddss	%xmm1, %xmm1, %xmm3
	vmulss	%xmm3, %xmm0, %xmm3
	vsubss	(%r9,%rcx,4), %xmm1, %xmm4
	vaddss	%xmm4, %xmm4, %xmm4
	vmulss	%xmm16, %xmm4, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm21, %xmm3
	vsubss	%xmm3, %xmm1, %xmm1
	vmovd	%xmm1, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r10d, %eax
	movq	480(%rsp), %rdx
	movl	%eax, (%rdx,%rcx,4)
	vaddss	%xmm2, %xmm2, %xmm1
	vmulss	%xmm1, %xmm0, %xmm1
	vsubss	4(%r9,%rcx,4), %xmm2, %xmm3
	vaddss	%xmm3, %xmm3, %xmm3
	vmulss	%xmm16, %xmm3, %xmm3
	vaddss	%xmm3, %xmm1, %xmm1
	vmulss	%xmm1, %xmm21, %xmm1
	vsubss	%xmm1, %xmm2, %xmm1
	vmovd	%xmm1, %eax
	movl	%eax, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	movq	480(%rsp), %rdx
	cmovael	%r10d, %eax
	movl	%eax, 4(%rdx,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r14
	jne	.LBB0_89
	jmp	.LBB0_86
	.p2align	4
.LBB0_63:
	vbroadcastss	%xmm0, %zmm1
	vbroadcastss	%xmm15, %zmm2
	xorl	%eax, %eax
	movq	32(%rsp), %rcx
	.p2align	4
.LBB0_64:
	vmovups	(%rdx,%rax,4), %zmm3
	vaddps	%zmm3, %zmm3, %zmm4
	vmulps	%zmm4, %zmm1, %zmm4
	vsubps	(%r9,%rax,4), %zmm3, %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm17, %zmm5, %zmm5
	vaddps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm14, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vmulps	(%r12,%rax,4), %zmm2, %zmm4
	vaddps	%zmm3, %zmm4, %zmm3
	vandps	%zmm18, %zmm3, %zmm4
	vpcmpgtd	%zmm19, %zmm4, %k1
	vpbroadcastd	.LCPI0_65(%rip), %zmm3 {%k1}
	vmovdqu64	%zmm3, (%rdx,%rax,4)
	addq	$16, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_64
	cmpq	%rcx, %r14
	vbroadcastss	.LCPI0_62(%rip), %xmm6
	vbroadcastss	.LCPI0_63(%rip), %xmm7
	vpbroadcastd	.LCPI0_64(%rip), %xmm8
	je	.LBB0_86
	movq	32(%rsp), %rcx
	testb	$12, %r14b
	je	.LBB0_70
	vbroadcastss	%xmm0, %xmm1
	vbroadcastss	%xmm15, %xmm2
	movq	32(%rsp), %rax
	movq	%rdx, %rsi
	movq	96(%rsp), %rdx
	.p2align	4
.LBB0_68:
	vmovups	(%rsi,%rax,4), %xmm3
	vaddps	%xmm3, %xmm3, %xmm4
	vmulps	%xmm4, %xmm1, %xmm4
	vsubps	(%r9,%rax,4), %xmm3, %xmm5
	vaddps	%xmm5, %xmm5, %xmm5
	vmulps	%xmm6, %xmm5, %xmm5
	vaddps	%xmm5, %xmm4, %xmm4
	vmulps	%xmm4, %xmm14, %xmm4
	vsubps	%xmm4, %xmm3, %xmm3
	vmulps	(%r12,%rax,4), %xmm2, %xmm4
	vaddps	%xmm3, %xmm4, %xmm3
	vandps	%xmm7, %xmm3, %xmm4
	vpcmpgtd	%xmm8, %xmm4, %k1
	vpbroadcastd	.LCPI0_65(%rip), %xmm3 {%k1}
	vmovdqu	%xmm3, (%rsi,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rdx
	jne	.LBB0_68
	movq	%rdx, %rcx
	cmpq	%rdx, %r14
	movq	%rsi, %rdx
	je	.LBB0_86
	jmp	.LBB0_70
.LBB0_76:
	vbroadcastss	%xmm0, %zmm1
	xorl	%eax, %eax
	movq	-64(%rsp), %rcx
	vpbroadcastd	.LCPI0_65(%rip), %zmm21
	.p2align	4
.LBB0_77:
	vmovups	-192(%rcx,%rax,4), %zmm2
	vmovups	-128(%rcx,%rax,4), %zmm3
	vmovups	-64(%rcx,%rax,4), %zmm4
	vmovups	(%rcx,%rax,4), %zmm5
	vaddps	%zmm2, %zmm2, %zmm6
	vaddps	%zmm3, %zmm3, %zmm7
	vaddps	%zmm4, %zmm4, %zmm8
	vaddps	%zmm5, %zmm5, %zmm9
	vmulps	%zmm6, %zmm1, %zmm6
	vmulps	%zmm7, %zmm1, %zmm7
	vmulps	%zmm8, %zmm1, %zmm8
	vmulps	%zmm9, %zmm1, %zmm9
	vsubps	(%r9,%rax,4), %zmm2, %zmm10
	vsubps	64(%r9,%rax,4), %zmm3, %zmm11
	vsubps	128(%r9,%rax,4), %zmm4, %zmm12
	vsubps	192(%r9,%rax,4), %zmm5, %zmm13
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
	vmulps	%zmm6, %zmm14, %zmm6
	vmulps	%zmm7, %zmm14, %zmm7
	vmulps	%zmm8, %zmm14, %zmm8
	vmulps	%zmm9, %zmm14, %zmm9
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
	vmovdqa32	%zmm21, %zmm2 {%k1}
	vmovdqa32	%zmm21, %zmm3 {%k2}
	vmovdqa32	%zmm21, %zmm4 {%k3}
	vmovdqa32	%zmm21, %zmm5 {%k4}
	vmovdqu64	%zmm2, -192(%rcx,%rax,4)
	vmovdqu64	%zmm3, -128(%rcx,%rax,4)
	vmovdqu64	%zmm4, -64(%rcx,%rax,4)
	vmovdqu64	%zmm5, (%rcx,%rax,4)
	addq	$64, %rax
	cmpq	%rax, %r15
	jne	.LBB0_77
	cmpq	%r15, %r14
	vmovaps	1088(%rsp), %xmm21
	vbroadcastss	.LCPI0_62(%rip), %ymm5
	vbroadcastss	.LCPI0_63(%rip), %ymm6
	vpbroadcastd	.LCPI0_64(%rip), %ymm7
	je	.LBB0_86
	movq	%r15, %rcx
	testb	$56, %r14b
	je	.LBB0_83
	vbroadcastss	%xmm0, %ymm1
	movq	%r15, %rax
	movq	%rdx, %rsi
	movq	40(%rsp), %rdx
	.p2align	4
.LBB0_81:
	vmovups	(%rsi,%rax,4), %ymm2
	vaddps	%ymm2, %ymm2, %ymm3
	vmulps	%ymm3, %ymm1, %ymm3
	vsubps	(%r9,%rax,4), %ymm2, %ymm4
	vaddps	%ymm4, %ymm4, %ymm4
	vmulps	%ymm5, %ymm4, %ymm4
	vaddps	%ymm4, %ymm3, %ymm3
	vmulps	%ymm3, %ymm14, %ymm3
	vsubps	%ymm3, %ymm2, %ymm2
	vandps	%ymm6, %ymm2, %ymm3
	vpcmpgtd	%ymm7, %ymm3, %k1
	vpbroadcastd	.LCPI0_65(%rip), %ymm2 {%k1}
	vmovdqu	%ymm2, (%rsi,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.LBB0_81
	movq	%rdx, %rcx
	cmpq	%rdx, %r14
	movq	%rsi, %rdx
	je	.LBB0_86
	jmp	.LBB0_83
.LBB0_31:
	vmovss	1072(%rsp), %xmm3
	vmulss	-20(%rsp), %xmm3, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	vmovaps	%xmm0, 544(%rsp)
	vmulss	-16(%rsp), %xmm3, %xmm3
	vmovss	%xmm3, 1072(%rsp)
	movq	-80(%rsp), %r11
	testl	%edi, %edi
	jne	.LBB0_42
	jmp	.LBB0_33
.LBB0_88:
	addq	$136296, %rsp
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
