	.file	"softmax_pull.toml"
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
.LCPI0_61:
	.quad	16
	.quad	17
	.quad	18
	.quad	19
	.quad	20
	.quad	21
	.quad	22
	.quad	23
.LCPI0_62:
	.quad	24
	.quad	25
	.quad	26
	.quad	27
	.quad	28
	.quad	29
	.quad	30
	.quad	31
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
.LCPI0_83:
	.quad	4
.LCPI0_86:
	.quad	63
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
.LCPI0_7:
	.long	3449720151
.LCPI0_60:
	.long	0xff800000
.LCPI0_63:
	.long	0xc2d00000
.LCPI0_64:
	.long	0x42b20000
.LCPI0_65:
	.long	0x3fb8aa3b
.LCPI0_66:
	.long	0x4b400000
.LCPI0_67:
	.long	0xcb400000
.LCPI0_68:
	.long	0xbf317200
.LCPI0_69:
	.long	0x35bfbe8e
.LCPI0_70:
	.long	0x3331bb4c
.LCPI0_71:
	.long	0xb5ddea0e
.LCPI0_72:
	.long	0x388ab355
.LCPI0_73:
	.long	0xbb360b61
.LCPI0_74:
	.long	0x3e2aaaab
.LCPI0_75:
	.long	0x40000000
.LCPI0_76:
	.long	0x3f800000
.LCPI0_77:
	.long	3032482048
.LCPI0_78:
	.long	2139095040
.LCPI0_79:
	.long	0x7fc00000
.LCPI0_80:
	.long	0x3d4ccccd
.LCPI0_81:
	.long	0x3dcccccd
.LCPI0_82:
	.long	0x7fffffff
.LCPI0_87:
	.long	0x3f317200
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
.LCPI0_84:
	.long	0
	.long	4
	.long	2
	.long	6
.LCPI0_85:
	.long	1
	.long	5
	.long	3
	.long	7
	.text
	.globl	tessera_softmax_pull_x86_64_v4
	.p2align	4
	.type	tessera_softmax_pull_x86_64_v4,@function
tessera_softmax_pull_x86_64_v4:
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
	subq	$1288, %rsp
	movq	(%rdi), %rax
	movq	%rax, -88(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, 224(%rsp)
	movq	24(%rdi), %r13
	movq	32(%rdi), %rcx
	movq	40(%rdi), %rax
	vmovss	56(%rdi), %xmm0
	vmovaps	%xmm0, 2880(%rsp)
	vmovss	60(%rdi), %xmm0
	vmovss	%xmm0, -24(%rsp)
	movq	48(%rdi), %rdx
	movq	%rdx, -16(%rsp)
	movl	64(%rdi), %edx
	movl	%edx, -116(%rsp)
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, -28(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, -32(%rsp)
	movl	68(%rdi), %edx
	movl	%edx, -20(%rsp)
	vmovss	80(%rdi), %xmm0
	vmovss	%xmm0, -36(%rsp)
	movq	88(%rdi), %rdx
	movq	%rdx, -80(%rsp)
	movq	96(%rdi), %rdx
	movq	%rdx, 1008(%rsp)
	cmpq	$127, %rax
	movq	%rcx, 480(%rsp)
	movq	%rax, -128(%rsp)
	ja	.LBB0_18
	movq	%rcx, %rsi
	subq	%r13, %rsi
	jbe	.LBB0_75
	movq	-128(%rsp), %rdx
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
	vmovdqu64	%zmm0, 4416(%rsp)
	leaq	1013904242(%r10), %rcx
	vpbroadcastq	%rcx, %zmm2
	leaq	1993301258(%rax), %rcx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 3968(%rsp)
	leaq	218619860(%r10,%r8), %rcx
	vpbroadcastq	%rcx, %zmm3
	leaq	842468239(%rax), %rcx
	vpbroadcastq	%rcx, %zmm4
	leaq	2027808484(%r10), %rcx
	vpbroadcastq	%rcx, %zmm5
	leaq	536882365(%rax,%r8), %rcx
	vpbroadcastq	%rcx, %zmm6
	leaq	387276957(%r10), %rcx
	vpbroadcastq	%rcx, %zmm7
	leaq	-613950654(%rax,%r8), %rcx
	vpbroadcastq	%rcx, %zmm8
	leaq	-408007425(%r10,%r8), %rcx
	vpbroadcastq	%rcx, %zmm9
	leaq	1684936478(%rax), %rcx
	vpbroadcastq	%rcx, %zmm10
	leaq	1401181199(%r10), %rcx
	vpbroadcastq	%rcx, %zmm11
	leaq	(%rax,%r8), %rcx
	addq	$228517585, %rcx
	addq	$534103459, %rax
	vpbroadcastq	%rax, %zmm12
	leal	-1879881855(%r10), %eax
	vpbroadcastq	%rdx, %zmm13
	vpbroadcastq	%r10, %zmm15
	vpbroadcastq	%rcx, %zmm16
	movq	480(%rsp), %rcx
	vpbroadcastd	%eax, %zmm17
	vbroadcastss	2880(%rsp), %zmm0
	vmovups	%zmm0, 2240(%rsp)
	leaq	5576(%rsp), %rbx
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	vpbroadcastq	.LCPI0_10(%rip), %zmm1
	vmovdqu64	%zmm2, 2560(%rsp)
	vmovdqu64	%zmm3, 3904(%rsp)
	vmovdqu64	%zmm4, 3840(%rsp)
	vmovdqu64	%zmm5, 3776(%rsp)
	vmovdqu64	%zmm6, 3712(%rsp)
	vmovdqu64	%zmm7, 3648(%rsp)
	vmovdqu64	%zmm8, 3584(%rsp)
	vmovdqu64	%zmm9, 3520(%rsp)
	vmovdqu64	%zmm10, 3456(%rsp)
	vmovdqu64	%zmm11, 3392(%rsp)
	vmovdqu64	%zmm12, 3328(%rsp)
	vmovdqu64	%zmm13, 3264(%rsp)
	vmovdqu64	%zmm15, 3200(%rsp)
	vmovdqu64	%zmm16, 4224(%rsp)
	vmovdqu64	%zmm17, 4480(%rsp)
	jmp	.LBB0_5
	.p2align	4
.LBB0_142:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r11
.LBB0_143:
	cmpq	%r15, %rax
	cmovbq	%rax, %r14
	addq	%r13, %r14
	imulq	%r11, %r14
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$5384, %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	leaq	(%r10,%r14,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
.LBB0_144:
	addq	$64, %r13
	addq	$-64, %rsi
	movq	480(%rsp), %rcx
	cmpq	%rcx, %r13
	jae	.LBB0_75
.LBB0_5:
	cmpq	$64, %rsi
	movl	$64, %eax
	cmovbq	%rsi, %rax
	movq	%rax, -56(%rsp)
	movq	%rcx, %rax
	subq	%r13, %rax
	cmpq	$64, %rax
	movl	$64, %r15d
	cmovbq	%rax, %r15
	leaq	-1(%r15), %r14
	movq	-128(%rsp), %r12
	testq	%r12, %r12
	movq	-88(%rsp), %r10
	movq	224(%rsp), %rbp
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
	imulq	%r12, %rdx
	addq	%r11, %rdx
	vmovss	(%r10,%rdx,4), %xmm0
	vmovss	%xmm0, 5384(%rsp,%rcx,4)
	vmovss	(%rbp,%rdx,4), %xmm0
	vmovss	%xmm0, 103688(%rsp,%rcx,4)
	leal	1(%rcx), %edx
	andl	$63, %edx
	cmpq	%rdx, %rax
	cmovbeq	%r14, %rdx
	addq	%r13, %rdx
	imulq	%r12, %rdx
	addq	%r11, %rdx
	vmovss	(%r10,%rdx,4), %xmm0
	vmovss	%xmm0, 5388(%rsp,%rcx,4)
	vmovss	(%rbp,%rdx,4), %xmm0
	vmovss	%xmm0, 103692(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_7
.LBB0_8:
	cmpq	$0, -16(%rsp)
	je	.LBB0_106
	vpbroadcastq	%r13, %zmm23
	xorl	%eax, %eax
	vmovss	-28(%rsp), %xmm0
	vmovss	%xmm0, -48(%rsp)
	vmovss	-24(%rsp), %xmm0
	vmovaps	%xmm0, 4032(%rsp)
	leaq	5832(%rsp), %r12
	vbroadcastsd	.LCPI0_11(%rip), %zmm0
	vmovdqu64	%zmm23, 2880(%rsp)
	jmp	.LBB0_10
	.p2align	4
.LBB0_127:
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	vpbroadcastq	.LCPI0_10(%rip), %zmm1
	vbroadcastsd	.LCPI0_11(%rip), %zmm0
.LBB0_128:
	incq	%rax
	cmpq	-16(%rsp), %rax
	je	.LBB0_106
.LBB0_10:
	cmpl	$0, -20(%rsp)
	jne	.LBB0_11
	cmpl	$0, -116(%rsp)
	je	.LBB0_109
.LBB0_13:
	cmpq	$0, -128(%rsp)
	je	.LBB0_128
	movq	1008(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %rdx
	shrq	$32, %rdx
	imulq	%r8, %rdx
	vpbroadcastq	%rdx, %zmm0
	shrq	$32, %rdx
	xorl	-80(%rsp), %ecx
	xorl	%edx, %ecx
	leaq	78811644(%r8), %rdx
	imulq	%rcx, %rdx
	vpbroadcastq	%rdx, %zmm1
	shrq	$32, %rdx
	xorq	%r9, %rdx
	vpbroadcastq	%rdx, %zmm22
	vmovdqu64	%zmm22, 1232(%rsp)
	vpxorq	4416(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1488(%rsp)
	vpxorq	3968(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 1296(%rsp)
	xorl	%ecx, %ecx
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vmovdqa64	.LCPI0_4(%rip), %zmm22
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpbroadcastq	.LCPI0_6(%rip), %zmm18
	.p2align	4
.LBB0_15:
	vmovdqu64	%zmm22, 352(%rsp)
	vmovdqu64	%zmm1, 32(%rsp)
	vpaddq	%zmm26, %zmm1, %zmm0
	vpaddq	%zmm26, %zmm22, %zmm1
	vpbroadcastq	.LCPI0_2(%rip), %zmm3
	vpaddq	32(%rsp), %zmm3, %zmm2
	vpaddq	%zmm3, %zmm22, %zmm3
	vpbroadcastq	.LCPI0_3(%rip), %zmm5
	vpaddq	32(%rsp), %zmm5, %zmm4
	vpaddq	%zmm5, %zmm22, %zmm5
	vpbroadcastq	.LCPI0_86(%rip), %zmm13
	vpandq	%zmm13, %zmm22, %zmm6
	vpandq	32(%rsp), %zmm13, %zmm7
	vpandq	%zmm13, %zmm1, %zmm8
	vpandq	%zmm13, %zmm0, %zmm9
	vpandq	%zmm13, %zmm3, %zmm10
	vpandq	%zmm13, %zmm2, %zmm11
	vpandq	%zmm13, %zmm5, %zmm12
	vpandq	%zmm13, %zmm4, %zmm13
	vpsrlq	$6, %zmm22, %zmm14
	vpsrlq	$6, 32(%rsp), %zmm15
	vpsrlq	$6, %zmm1, %zmm1
	vpsrlq	$6, %zmm0, %zmm0
	vpsrlq	$6, %zmm3, %zmm3
	vpsrlq	$6, %zmm2, %zmm2
	vpsrlq	$6, %zmm5, %zmm5
	vpsrlq	$6, %zmm4, %zmm4
	vmovdqu64	2880(%rsp), %zmm19
	vpaddq	%zmm19, %zmm7, %zmm7
	vpaddq	%zmm19, %zmm6, %zmm6
	vpaddq	%zmm19, %zmm9, %zmm9
	vpaddq	%zmm19, %zmm8, %zmm8
	vpaddq	%zmm19, %zmm11, %zmm11
	vpaddq	%zmm19, %zmm10, %zmm10
	vmovdqu64	3264(%rsp), %zmm16
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
	vpaddq	%zmm0, %zmm9, %zmm9
	vpaddq	%zmm3, %zmm10, %zmm3
	vpaddq	%zmm2, %zmm1, %zmm10
	vpmullq	%zmm16, %zmm12, %zmm0
	vpaddq	%zmm5, %zmm0, %zmm11
	vpmullq	%zmm16, %zmm13, %zmm0
	vpaddq	%zmm4, %zmm0, %zmm4
	vpmuludq	%zmm17, %zmm14, %zmm16
	vpmuludq	%zmm17, %zmm7, %zmm1
	vpmuludq	%zmm17, %zmm8, %zmm0
	vpmuludq	%zmm17, %zmm9, %zmm19
	vpmuludq	%zmm17, %zmm3, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm6
	vmovdqu64	3200(%rsp), %zmm12
	vpternlogq	$150, %zmm12, %zmm1, %zmm7
	vpternlogq	$150, %zmm12, %zmm16, %zmm14
	vpternlogq	$150, %zmm12, %zmm19, %zmm9
	vpternlogq	$150, %zmm12, %zmm0, %zmm8
	vpternlogq	$150, %zmm12, %zmm17, %zmm10
	vpternlogq	$150, %zmm12, %zmm5, %zmm3
	vpternlogq	$150, %zmm12, %zmm6, %zmm4
	vpternlogq	$150, %zmm12, %zmm2, %zmm11
	vpsrlq	$32, %zmm14, %zmm12
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm4, %zmm4
	vpmuludq	%zmm18, %zmm7, %zmm25
	vpmuludq	%zmm18, %zmm12, %zmm24
	vpmuludq	%zmm18, %zmm9, %zmm23
	vpmuludq	%zmm18, %zmm8, %zmm20
	vpmuludq	%zmm18, %zmm10, %zmm8
	vpmuludq	%zmm18, %zmm3, %zmm7
	vpmuludq	%zmm18, %zmm4, %zmm4
	vpmuludq	%zmm18, %zmm11, %zmm3
	vpsrlq	$32, %zmm24, %zmm9
	vpsrlq	$32, %zmm25, %zmm10
	vpsrlq	$32, %zmm20, %zmm11
	vpsrlq	$32, %zmm23, %zmm12
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm8, %zmm21
	vpsrlq	$32, %zmm3, %zmm22
	vpsrlq	$32, %zmm4, %zmm26
	vmovdqu64	1488(%rsp), %zmm27
	vpxorq	%zmm27, %zmm10, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm15
	vmovdqu64	%zmm15, 160(%rsp)
	vpxorq	%zmm27, %zmm9, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm18
	vpxorq	%zmm27, %zmm12, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm12
	vmovdqu64	%zmm12, 560(%rsp)
	vpxorq	%zmm27, %zmm11, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm29
	vmovdqu64	%zmm29, 288(%rsp)
	vpxorq	%zmm27, %zmm21, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm11
	vmovdqu64	%zmm11, 1616(%rsp)
	vpxorq	%zmm27, %zmm14, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm14
	vmovdqu64	%zmm14, 416(%rsp)
	vpxorq	%zmm27, %zmm26, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm10
	vmovdqu64	%zmm10, 1552(%rsp)
	vpxorq	%zmm27, %zmm22, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm9
	vmovdqu64	%zmm9, 96(%rsp)
	vmovdqu64	1232(%rsp), %zmm28
	vpxorq	%zmm1, %zmm28, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm9
	vpxorq	%zmm16, %zmm28, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm16
	vpxorq	%zmm19, %zmm28, %zmm19
	vpsrlq	$32, %zmm18, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm31
	vpxorq	%zmm0, %zmm28, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm22
	vpxorq	%zmm17, %zmm28, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm13
	vpsrlq	$32, %zmm15, %zmm27
	vpxorq	%zmm5, %zmm28, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm21
	vpxorq	%zmm6, %zmm28, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm17
	vpxorq	%zmm2, %zmm28, %zmm2
	vpsrlq	$32, %zmm29, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm19
	vpsrlq	$32, %zmm16, %zmm2
	vpsrlq	$32, %zmm9, %zmm6
	vpsrlq	$32, %zmm22, %zmm28
	vpsrlq	$32, %zmm31, %zmm29
	vpsrlq	$32, %zmm12, %zmm5
	vmovdqu64	2560(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm25, %zmm6
	vpsrlq	$32, %zmm21, %zmm25
	vpternlogq	$150, %zmm0, %zmm24, %zmm2
	vpsrlq	$32, %zmm13, %zmm24
	vpternlogq	$150, %zmm0, %zmm23, %zmm29
	vpsrlq	$32, %zmm14, %zmm23
	vpternlogq	$150, %zmm0, %zmm20, %zmm28
	vpsrlq	$32, %zmm19, %zmm20
	vpternlogq	$150, %zmm0, %zmm8, %zmm24
	vpsrlq	$32, %zmm17, %zmm1
	vpternlogq	$150, %zmm0, %zmm7, %zmm25
	vpsrlq	$32, %zmm11, %zmm7
	vpternlogq	$150, %zmm0, %zmm4, %zmm1
	vpternlogq	$150, %zmm0, %zmm3, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 1072(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm6
	vmovdqu64	%zmm6, 1808(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm8
	vmovdqu64	%zmm8, 704(%rsp)
	vpsrlq	$32, %zmm10, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm10
	vmovdqu64	%zmm10, 768(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm11
	vmovdqu64	%zmm11, 832(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm30
	vmovdqu64	%zmm30, 896(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm14
	vmovdqu64	%zmm14, 1136(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm12
	vmovdqu64	%zmm12, 640(%rsp)
	vmovdqu64	1296(%rsp), %zmm25
	vpxorq	%zmm25, %zmm27, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm27
	vpxorq	%zmm25, %zmm26, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm26
	vpxorq	%zmm25, %zmm5, %zmm0
	vpxorq	%zmm25, %zmm15, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm4
	vmovdqu64	%zmm4, 1680(%rsp)
	vpxorq	%zmm25, %zmm7, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm7
	vpxorq	%zmm25, %zmm23, %zmm0
	vpxorq	%zmm25, %zmm3, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm1
	vmovdqu64	%zmm1, 1744(%rsp)
	vpsrlq	$32, %zmm27, %zmm20
	vmovdqu64	3904(%rsp), %zmm0
	vpternlogq	$150, %zmm9, %zmm0, %zmm20
	vpsrlq	$32, %zmm26, %zmm28
	vpternlogq	$150, %zmm16, %zmm0, %zmm28
	vpsrlq	$32, %zmm29, %zmm24
	vpternlogq	$150, %zmm31, %zmm0, %zmm24
	vpsrlq	$32, %zmm4, %zmm16
	vpternlogq	$150, %zmm22, %zmm0, %zmm16
	vpsrlq	$32, %zmm7, %zmm22
	vpternlogq	$150, %zmm13, %zmm0, %zmm22
	vpsrlq	$32, %zmm23, %zmm31
	vpternlogq	$150, %zmm21, %zmm0, %zmm31
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, %zmm17, %zmm0, %zmm21
	vpsrlq	$32, %zmm2, %zmm3
	vmovdqu64	3840(%rsp), %zmm5
	vpternlogq	$150, %zmm5, %zmm18, %zmm3
	vpsrlq	$32, %zmm6, %zmm4
	vpternlogq	$150, 160(%rsp), %zmm5, %zmm4
	vpsrlq	$32, %zmm8, %zmm13
	vpternlogq	$150, 288(%rsp), %zmm5, %zmm13
	vpsrlq	$32, %zmm10, %zmm9
	vpternlogq	$150, 560(%rsp), %zmm5, %zmm9
	vpsrlq	$32, %zmm11, %zmm15
	vpternlogq	$150, 416(%rsp), %zmm5, %zmm15
	vpsrlq	$32, %zmm30, %zmm18
	vpternlogq	$150, 1616(%rsp), %zmm5, %zmm18
	vpsrlq	$32, %zmm12, %zmm1
	vpternlogq	$150, 1552(%rsp), %zmm5, %zmm1
	vpsrlq	$32, %zmm14, %zmm2
	vmovdqu64	96(%rsp), %zmm6
	vpternlogq	$150, %zmm5, %zmm6, %zmm2
	vpsrlq	$32, %zmm6, %zmm5
	vpxorq	%zmm25, %zmm5, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm17
	vpsrlq	$32, %zmm17, %zmm5
	vpternlogq	$150, %zmm19, %zmm0, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm25
	vpsrlq	$32, %zmm25, %zmm11
	vmovdqu64	3776(%rsp), %zmm19
	vpternlogq	$150, %zmm19, %zmm27, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm27
	vpsrlq	$32, %zmm27, %zmm0
	vpternlogq	$150, %zmm19, %zmm26, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm30
	vpsrlq	$32, %zmm30, %zmm12
	vpternlogq	$150, %zmm19, %zmm29, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm3
	vmovdqu64	%zmm3, 416(%rsp)
	vpsrlq	$32, %zmm3, %zmm29
	vpternlogq	$150, 1680(%rsp), %zmm19, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm4
	vpsrlq	$32, %zmm4, %zmm10
	vpternlogq	$150, %zmm19, %zmm7, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm3
	vmovdqu64	%zmm3, 560(%rsp)
	vpsrlq	$32, %zmm3, %zmm15
	vpternlogq	$150, %zmm19, %zmm23, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 160(%rsp)
	vpsrlq	$32, %zmm1, %zmm9
	vpternlogq	$150, 1744(%rsp), %zmm19, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm7
	vpsrlq	$32, %zmm7, %zmm3
	vmovdqu64	3712(%rsp), %zmm1
	vpternlogq	$150, 1072(%rsp), %zmm1, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm20
	vpsrlq	$32, %zmm20, %zmm8
	vpternlogq	$150, 1808(%rsp), %zmm1, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm28
	vpsrlq	$32, %zmm28, %zmm14
	vpternlogq	$150, 704(%rsp), %zmm1, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm26
	vpsrlq	$32, %zmm26, %zmm6
	vpternlogq	$150, 768(%rsp), %zmm1, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm23
	vpsrlq	$32, %zmm23, %zmm13
	vpternlogq	$150, 832(%rsp), %zmm1, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm18
	vpsrlq	$32, %zmm18, %zmm22
	vpternlogq	$150, 896(%rsp), %zmm1, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm5
	vmovdqu64	%zmm5, 832(%rsp)
	vpsrlq	$32, %zmm5, %zmm24
	vpternlogq	$150, 1136(%rsp), %zmm1, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm5
	vpsrlq	$32, %zmm5, %zmm16
	vpternlogq	$150, 640(%rsp), %zmm1, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm31
	vpsrlq	$32, %zmm31, %zmm1
	vpternlogq	$150, %zmm19, %zmm17, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm2
	vmovdqu64	%zmm2, 896(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vmovdqu64	3648(%rsp), %zmm17
	vpternlogq	$150, %zmm25, %zmm17, %zmm2
	vmovdqu64	%zmm2, 96(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm21
	vpsrlq	$32, %zmm21, %zmm19
	vpternlogq	$150, %zmm27, %zmm17, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 288(%rsp)
	vpsrlq	$32, %zmm0, %zmm27
	vmovdqu64	3584(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm7, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm8
	vpsrlq	$32, %zmm8, %zmm6
	vpternlogq	$150, %zmm30, %zmm17, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm2
	vmovdqu64	%zmm2, 640(%rsp)
	vpsrlq	$32, %zmm2, %zmm7
	vpternlogq	$150, %zmm0, %zmm20, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm3
	vpsrlq	$32, %zmm3, %zmm20
	vpternlogq	$150, 416(%rsp), %zmm17, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm2
	vmovdqu64	%zmm2, 416(%rsp)
	vpsrlq	$32, %zmm2, %zmm29
	vpternlogq	$150, %zmm0, %zmm28, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm28
	vpsrlq	$32, %zmm28, %zmm11
	vpternlogq	$150, %zmm4, %zmm17, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm2
	vmovdqu64	%zmm2, 704(%rsp)
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm0, %zmm26, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm12
	vpsrlq	$32, %zmm12, %zmm22
	vpternlogq	$150, 560(%rsp), %zmm17, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm2
	vmovdqu64	%zmm2, 1072(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm0, %zmm23, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm13
	vpsrlq	$32, %zmm13, %zmm14
	vpternlogq	$150, 160(%rsp), %zmm17, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm25
	vpsrlq	$32, %zmm25, %zmm10
	vpternlogq	$150, %zmm0, %zmm18, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm24, %zmm15
	vmovdqu64	%zmm15, 768(%rsp)
	vpsrlq	$32, %zmm15, %zmm15
	vpternlogq	$150, %zmm31, %zmm17, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm30
	vpsrlq	$32, %zmm30, %zmm23
	vpternlogq	$150, 832(%rsp), %zmm0, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm17
	vpsrlq	$32, %zmm17, %zmm18
	vpternlogq	$150, %zmm0, %zmm5, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm31
	vpsrlq	$32, %zmm31, %zmm0
	vmovdqu64	3520(%rsp), %zmm1
	vpternlogq	$150, 896(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 160(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm24
	vpsrlq	$32, %zmm24, %zmm16
	vpternlogq	$150, %zmm1, %zmm21, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm21
	vpsrlq	$32, %zmm21, %zmm7
	vpternlogq	$150, %zmm1, %zmm8, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm29, %zmm26
	vpsrlq	$32, %zmm26, %zmm8
	vpternlogq	$150, %zmm1, %zmm3, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm27
	vpsrlq	$32, %zmm27, %zmm9
	vpternlogq	$150, %zmm1, %zmm28, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm28
	vpsrlq	$32, %zmm28, %zmm10
	vpternlogq	$150, %zmm1, %zmm12, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm29
	vpsrlq	$32, %zmm29, %zmm12
	vpternlogq	$150, %zmm1, %zmm13, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm0
	vmovdqu64	%zmm0, 560(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqu64	3456(%rsp), %zmm0
	vpternlogq	$150, 288(%rsp), %zmm0, %zmm2
	vmovdqu64	96(%rsp), %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm3
	vmovdqu64	%zmm3, 96(%rsp)
	vpsrlq	$32, %zmm3, %zmm13
	vpternlogq	$150, 640(%rsp), %zmm0, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm3
	vmovdqu64	%zmm3, 288(%rsp)
	vpsrlq	$32, %zmm3, %zmm5
	vpternlogq	$150, 416(%rsp), %zmm0, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm3
	vmovdqu64	%zmm3, 416(%rsp)
	vpsrlq	$32, %zmm3, %zmm4
	vpternlogq	$150, 704(%rsp), %zmm0, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm20
	vpsrlq	$32, %zmm20, %zmm18
	vpternlogq	$150, 1072(%rsp), %zmm0, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm19
	vpternlogq	$150, %zmm25, %zmm0, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm6
	vpsrlq	$32, %zmm6, %zmm25
	vpternlogq	$150, %zmm30, %zmm0, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm14
	vpsrlq	$32, %zmm14, %zmm3
	vpternlogq	$150, %zmm17, %zmm0, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm30
	vpsrlq	$32, %zmm30, %zmm15
	vpternlogq	$150, 768(%rsp), %zmm1, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm13
	vpsrlq	$32, %zmm13, %zmm17
	vmovdqu64	3392(%rsp), %zmm23
	vpternlogq	$150, %zmm31, %zmm23, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm22
	vpternlogq	$150, %zmm24, %zmm23, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm0
	vpsrlq	$32, %zmm0, %zmm31
	vpternlogq	$150, %zmm21, %zmm23, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, %zmm26, %zmm23, %zmm1
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm0
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, %zmm27, %zmm23, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm0
	vpsrlq	$32, %zmm0, %zmm19
	vpternlogq	$150, %zmm28, %zmm23, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm29, %zmm23, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm24
	vmovdqu64	160(%rsp), %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm25, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm8
	vpsrlq	$32, %zmm0, %zmm12
	vpternlogq	$150, %zmm30, %zmm23, %zmm12
	vpsrlq	$32, %zmm24, %zmm0
	vmovdqu64	3328(%rsp), %zmm23
	vpternlogq	$150, 560(%rsp), %zmm23, %zmm0
	vpsrlq	$32, %zmm27, %zmm2
	vpternlogq	$150, 96(%rsp), %zmm23, %zmm2
	vpsrlq	$32, %zmm16, %zmm3
	vpternlogq	$150, 288(%rsp), %zmm23, %zmm3
	vpsrlq	$32, %zmm18, %zmm5
	vpternlogq	$150, 416(%rsp), %zmm23, %zmm5
	vpsrlq	$32, %zmm10, %zmm15
	vpternlogq	$150, %zmm23, %zmm20, %zmm15
	vpsrlq	$32, %zmm9, %zmm4
	vpternlogq	$150, %zmm23, %zmm11, %zmm4
	vpsrlq	$32, %zmm7, %zmm11
	vpternlogq	$150, %zmm23, %zmm6, %zmm11
	vpsrlq	$32, %zmm8, %zmm6
	vpternlogq	$150, %zmm23, %zmm14, %zmm6
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm2, %zmm0
	vpmovqd	%zmm5, %ymm2
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm2
	vpmovqd	%zmm4, %ymm3
	vpmovqd	%zmm15, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm4
	vpmovqd	%zmm6, %ymm3
	vpmovqd	%zmm11, %ymm5
	vinserti64x4	$1, %ymm5, %zmm3, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm3
	vmovdqu64	352(%rsp), %zmm22
	vpsrlq	$32, %zmm3, %zmm3
	vmovdqu64	4224(%rsp), %zmm20
	vpternlogq	$150, %zmm24, %zmm20, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm6
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm27, %zmm20, %zmm6
	vpmuludq	%zmm17, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm16, %zmm20, %zmm1
	vpmuludq	%zmm17, %zmm31, %zmm11
	vpmuludq	%zmm17, %zmm19, %zmm14
	vpmuludq	%zmm17, %zmm13, %zmm13
	vpmuludq	%zmm17, %zmm12, %zmm12
	vpmuludq	%zmm17, %zmm21, %zmm15
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm18, %zmm20, %zmm11
	vpbroadcastq	.LCPI0_6(%rip), %zmm18
	vpternlogq	$150, %zmm10, %zmm20, %zmm14
	vpternlogq	$150, %zmm9, %zmm20, %zmm13
	vpternlogq	$150, %zmm7, %zmm20, %zmm12
	vpternlogq	$150, %zmm8, %zmm20, %zmm15
	vpmuludq	%zmm18, %zmm6, %zmm6
	vpmuludq	%zmm18, %zmm3, %zmm3
	vpmuludq	%zmm18, %zmm11, %zmm7
	vpmuludq	%zmm18, %zmm1, %zmm1
	vpmuludq	%zmm18, %zmm13, %zmm8
	vpmuludq	%zmm18, %zmm14, %zmm9
	vpmuludq	%zmm18, %zmm15, %zmm10
	vpmuludq	%zmm18, %zmm12, %zmm11
	vpsrlq	$32, %zmm3, %zmm12
	vpsrlq	$32, %zmm6, %zmm13
	vpsrlq	$32, %zmm1, %zmm14
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
	vpmovqd	%zmm6, %ymm6
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm6, %zmm3
	vpmovqd	%zmm7, %ymm6
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm6, %zmm1
	vpmovqd	%zmm8, %ymm6
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_7(%rip), %zmm9
	vpmulld	%zmm9, %zmm0, %zmm0
	vmovdqu64	4480(%rsp), %zmm8
	vpternlogd	$150, %zmm0, %zmm8, %zmm12
	vpmulld	%zmm9, %zmm2, %zmm0
	vpternlogd	$150, %zmm0, %zmm8, %zmm14
	vpmulld	%zmm9, %zmm4, %zmm0
	vpternlogd	$150, %zmm0, %zmm8, %zmm13
	vpmulld	%zmm9, %zmm5, %zmm0
	vpternlogd	$150, %zmm0, %zmm8, %zmm15
	vmovdqu64	%zmm12, 38152(%rsp,%rcx,4)
	vmovdqu64	%zmm14, 38216(%rsp,%rcx,4)
	vmovdqu64	%zmm3, 70920(%rsp,%rcx,4)
	vmovdqu64	%zmm13, 38280(%rsp,%rcx,4)
	vmovdqu64	%zmm1, 70984(%rsp,%rcx,4)
	vmovdqu64	32(%rsp), %zmm1
	vmovdqu64	%zmm6, 71048(%rsp,%rcx,4)
	vmovdqu64	%zmm15, 38344(%rsp,%rcx,4)
	vmovdqu64	%zmm7, 71112(%rsp,%rcx,4)
	addq	$64, %rcx
	vpbroadcastq	.LCPI0_8(%rip), %zmm0
	vpaddq	%zmm0, %zmm1, %zmm1
	vpaddq	%zmm0, %zmm22, %zmm22
	cmpq	%rcx, %rdi
	jne	.LBB0_15
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_17:
	vcvtudq2pd	70920(%rsp,%rcx,4), %zmm0
	vcvtudq2pd	70952(%rsp,%rcx,4), %zmm1
	vcvtudq2pd	70984(%rsp,%rcx,4), %zmm2
	vcvtudq2pd	71016(%rsp,%rcx,4), %zmm3
	vcvtudq2pd	71048(%rsp,%rcx,4), %zmm4
	vcvtudq2pd	71080(%rsp,%rcx,4), %zmm5
	vcvtudq2pd	71112(%rsp,%rcx,4), %zmm6
	vcvtudq2pd	71144(%rsp,%rcx,4), %zmm7
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
	vbroadcastsd	.LCPI0_29(%rip), %zmm10
	vmulpd	%zmm10, %zmm4, %zmm14
	vmulpd	%zmm10, %zmm0, %zmm21
	vmulpd	%zmm10, %zmm5, %zmm9
	vmulpd	%zmm10, %zmm1, %zmm12
	vmulpd	%zmm10, %zmm6, %zmm4
	vmulpd	%zmm10, %zmm2, %zmm8
	vmulpd	%zmm10, %zmm7, %zmm0
	vmulpd	%zmm10, %zmm3, %zmm1
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm2
	vmulpd	%zmm13, %zmm14, %zmm3
	vmulpd	%zmm13, %zmm12, %zmm5
	vmulpd	%zmm13, %zmm9, %zmm6
	vmulpd	%zmm13, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm4, %zmm10
	vmulpd	%zmm13, %zmm1, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	%zmm15, %zmm3, %zmm19
	vmovupd	%zmm19, 1296(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm17
	vmovupd	%zmm17, 1488(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 1232(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 1552(%rsp)
	vaddpd	%zmm15, %zmm10, %zmm3
	vmovupd	%zmm3, 1616(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm6
	vmovupd	%zmm6, 1680(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm10
	vmovupd	%zmm10, 1744(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm5
	vmovupd	%zmm5, 1808(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm2
	vaddpd	%zmm2, %zmm17, %zmm20
	vaddpd	%zmm2, %zmm19, %zmm17
	vaddpd	%zmm2, %zmm18, %zmm13
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm2, %zmm6, %zmm7
	vaddpd	%zmm2, %zmm3, %zmm6
	vaddpd	%zmm2, %zmm5, %zmm3
	vaddpd	%zmm2, %zmm10, %zmm5
	vbroadcastsd	.LCPI0_33(%rip), %zmm27
	vmulpd	%zmm27, %zmm17, %zmm18
	vmulpd	%zmm27, %zmm20, %zmm2
	vmulpd	%zmm27, %zmm11, %zmm15
	vmulpd	%zmm27, %zmm13, %zmm19
	vmulpd	%zmm27, %zmm6, %zmm16
	vsubpd	%zmm2, %zmm21, %zmm10
	vbroadcastsd	.LCPI0_34(%rip), %zmm28
	vmulpd	%zmm28, %zmm20, %zmm2
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vmulpd	%zmm29, %zmm20, %zmm22
	vsubpd	%zmm2, %zmm10, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm31
	vpandq	%zmm31, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm31, %zmm23, %zmm23
	vpaddq	%zmm26, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm10, %zmm21
	vsubpd	%zmm21, %zmm10, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm27, %zmm7, %zmm23
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm30
	vmulpd	%zmm30, %zmm20, %zmm20
	vsubpd	%zmm22, %zmm20, %zmm2 {%k1}
	vmulpd	%zmm28, %zmm17, %zmm20
	vmulpd	%zmm29, %zmm17, %zmm22
	vmovapd	%zmm21, %zmm10 {%k1}
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
	vsubpd	%zmm15, %zmm9, %zmm12
	vsubpd	%zmm23, %zmm8, %zmm21
	vsubpd	%zmm16, %zmm4, %zmm16
	vsubpd	%zmm22, %zmm1, %zmm22
	vsubpd	%zmm24, %zmm0, %zmm23
	vmulpd	%zmm30, %zmm13, %zmm13
	vsubpd	%zmm25, %zmm13, %zmm17 {%k1}
	vmulpd	%zmm28, %zmm11, %zmm13
	vmulpd	%zmm29, %zmm11, %zmm15
	vmovapd	%zmm14, %zmm19 {%k1}
	vsubpd	%zmm13, %zmm12, %zmm14
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm31, %zmm9, %zmm9
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm31, %zmm14, %zmm14
	vpaddq	%zmm26, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm9, %k1
	vsubpd	%zmm15, %zmm12, %zmm24
	vsubpd	%zmm24, %zmm12, %zmm9
	vsubpd	%zmm15, %zmm9, %zmm14
	vmulpd	%zmm28, %zmm7, %zmm9
	vmulpd	%zmm30, %zmm11, %zmm11
	vsubpd	%zmm14, %zmm11, %zmm13 {%k1}
	vmulpd	%zmm28, %zmm6, %zmm14
	vmulpd	%zmm29, %zmm7, %zmm11
	vmovapd	%zmm24, %zmm12 {%k1}
	vsubpd	%zmm9, %zmm21, %zmm15
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm31, %zmm8, %zmm8
	vpsrlq	$52, %zmm15, %zmm15
	vpandq	%zmm31, %zmm15, %zmm15
	vpaddq	%zmm26, %zmm15, %zmm15
	vpcmpgtq	%zmm15, %zmm8, %k1
	vsubpd	%zmm11, %zmm21, %zmm8
	vsubpd	%zmm8, %zmm21, %zmm15
	vsubpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm28, %zmm3, %zmm15
	vmulpd	%zmm30, %zmm7, %zmm7
	vsubpd	%zmm11, %zmm7, %zmm9 {%k1}
	vmulpd	%zmm28, %zmm5, %zmm24
	vmulpd	%zmm29, %zmm6, %zmm7
	vmovapd	%zmm8, %zmm21 {%k1}
	vsubpd	%zmm14, %zmm16, %zmm8
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm31, %zmm4, %zmm4
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm31, %zmm8, %zmm8
	vpaddq	%zmm26, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm4, %k1
	vsubpd	%zmm7, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm8
	vsubpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm29, %zmm3, %zmm8
	vmulpd	%zmm30, %zmm6, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm14 {%k1}
	vmulpd	%zmm29, %zmm5, %zmm6
	vsubpd	%zmm6, %zmm23, %zmm7
	vmovapd	%zmm4, %zmm16 {%k1}
	vsubpd	%zmm15, %zmm22, %zmm4
	vpsrlq	$52, %zmm1, %zmm1
	vpandq	%zmm31, %zmm1, %zmm1
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm31, %zmm4, %zmm4
	vpaddq	%zmm26, %zmm4, %zmm4
	vpcmpgtq	%zmm4, %zmm1, %k1
	vsubpd	%zmm8, %zmm22, %zmm1
	vmulpd	%zmm30, %zmm5, %zmm4
	vmulpd	%zmm30, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm23, %zmm5
	vsubpd	%zmm6, %zmm5, %zmm5
	vsubpd	%zmm1, %zmm22, %zmm6
	vsubpd	%zmm8, %zmm6, %zmm6
	vsubpd	%zmm24, %zmm23, %zmm8
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm31, %zmm0, %zmm0
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm31, %zmm8, %zmm8
	vpaddq	%zmm26, %zmm8, %zmm8
	vmovapd	%zmm1, %zmm22 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm15 {%k1}
	vpcmpgtq	%zmm8, %zmm0, %k1
	vmovapd	%zmm7, %zmm23 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm24 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm25
	vsubpd	%zmm2, %zmm10, %zmm26
	vsubpd	%zmm13, %zmm12, %zmm5
	vsubpd	%zmm17, %zmm19, %zmm4
	vsubpd	%zmm14, %zmm16, %zmm28
	vsubpd	%zmm9, %zmm21, %zmm27
	vsubpd	%zmm24, %zmm23, %zmm7
	vsubpd	%zmm15, %zmm22, %zmm11
	vsubpd	%zmm26, %zmm10, %zmm0
	vsubpd	%zmm25, %zmm18, %zmm1
	vmovupd	%zmm25, 352(%rsp)
	vsubpd	%zmm4, %zmm19, %zmm3
	vmovapd	%zmm4, %zmm19
	vmovupd	%zmm4, 96(%rsp)
	vsubpd	%zmm5, %zmm12, %zmm4
	vmovupd	%zmm5, 32(%rsp)
	vsubpd	%zmm27, %zmm21, %zmm10
	vsubpd	%zmm28, %zmm16, %zmm12
	vmovupd	%zmm28, 160(%rsp)
	vsubpd	%zmm11, %zmm22, %zmm16
	vsubpd	%zmm7, %zmm23, %zmm18
	vmovapd	%zmm7, %zmm23
	vsubpd	%zmm20, %zmm1, %zmm1
	vmovupd	%zmm1, 768(%rsp)
	vsubpd	%zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 704(%rsp)
	vsubpd	%zmm13, %zmm4, %zmm0
	vmovupd	%zmm0, 832(%rsp)
	vsubpd	%zmm17, %zmm3, %zmm0
	vmovupd	%zmm0, 896(%rsp)
	vsubpd	%zmm14, %zmm12, %zmm0
	vmovupd	%zmm0, 640(%rsp)
	vsubpd	%zmm9, %zmm10, %zmm0
	vmovupd	%zmm0, 416(%rsp)
	vsubpd	%zmm24, %zmm18, %zmm0
	vmovupd	%zmm0, 560(%rsp)
	vsubpd	%zmm15, %zmm16, %zmm0
	vmovupd	%zmm0, 288(%rsp)
	vmulpd	%zmm25, %zmm25, %zmm21
	vmulpd	%zmm26, %zmm26, %zmm25
	vmovapd	%zmm26, %zmm20
	vmovupd	%zmm26, 1072(%rsp)
	vmulpd	%zmm5, %zmm5, %zmm10
	vmulpd	%zmm25, %zmm25, %zmm12
	vmovupd	%zmm12, 2752(%rsp)
	vmulpd	%zmm21, %zmm21, %zmm2
	vmovupd	%zmm2, 2048(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm3
	vmulpd	%zmm3, %zmm21, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm21, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm21, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm6
	vmulpd	%zmm6, %zmm21, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm7
	vsubpd	%zmm1, %zmm7, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm6, %zmm25, %zmm2
	vsubpd	%zmm2, %zmm7, %zmm2
	vmulpd	%zmm2, %zmm25, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1424(%rsp)
	vmulpd	%zmm12, %zmm12, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm25, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm17
	vmulpd	%zmm6, %zmm10, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm10, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm10, %zmm1
	vmovupd	%zmm1, 2496(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm10, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1360(%rsp)
	vmulpd	%zmm19, %zmm19, %zmm26
	vmulpd	%zmm6, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm26, %zmm26, %zmm1
	vmovupd	%zmm1, 2368(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm26, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm19
	vmulpd	%zmm28, %zmm28, %zmm24
	vmulpd	%zmm6, %zmm24, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm24, %zmm1
	vmovupd	%zmm1, 2816(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm24, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1984(%rsp)
	vmulpd	%zmm27, %zmm27, %zmm18
	vmulpd	%zmm6, %zmm18, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm18, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm18, %zmm18, %zmm1
	vmovupd	%zmm1, 2304(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm18, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm18, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm18, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2688(%rsp)
	vmulpd	%zmm23, %zmm23, %zmm31
	vmovupd	%zmm23, 4608(%rsp)
	vmulpd	%zmm6, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 2432(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm31, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 3008(%rsp)
	vmovapd	%zmm11, %zmm28
	vmovupd	%zmm11, 4672(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm13
	vmulpd	%zmm6, %zmm13, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm13, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm13, %zmm13, %zmm1
	vmovupd	%zmm1, 4736(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm15
	vmulpd	%zmm0, %zmm15, %zmm0
	vmulpd	%zmm3, %zmm13, %zmm15
	vaddpd	%zmm4, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm13, %zmm15
	vaddpd	%zmm5, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm13, %zmm15
	vaddpd	%zmm0, %zmm15, %zmm0
	vmovupd	%zmm0, 2944(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm1
	vmulpd	%zmm1, %zmm21, %zmm15
	vbroadcastsd	.LCPI0_44(%rip), %zmm16
	vsubpd	%zmm15, %zmm16, %zmm22
	vsubpd	%zmm22, %zmm16, %zmm14
	vsubpd	%zmm15, %zmm14, %zmm14
	vmovupd	%zmm25, 1136(%rsp)
	vmulpd	%zmm1, %zmm25, %zmm0
	vsubpd	%zmm0, %zmm16, %zmm15
	vsubpd	%zmm15, %zmm16, %zmm12
	vsubpd	%zmm0, %zmm12, %zmm6
	vmovapd	%zmm10, %zmm0
	vmulpd	%zmm1, %zmm10, %zmm12
	vsubpd	%zmm12, %zmm16, %zmm8
	vsubpd	%zmm8, %zmm16, %zmm9
	vsubpd	%zmm12, %zmm9, %zmm9
	vmulpd	%zmm1, %zmm26, %zmm12
	vsubpd	%zmm12, %zmm16, %zmm7
	vsubpd	%zmm7, %zmm16, %zmm10
	vsubpd	%zmm12, %zmm10, %zmm10
	vmulpd	%zmm1, %zmm24, %zmm12
	vsubpd	%zmm12, %zmm16, %zmm5
	vsubpd	%zmm5, %zmm16, %zmm11
	vsubpd	%zmm12, %zmm11, %zmm11
	vmulpd	%zmm1, %zmm18, %zmm12
	vsubpd	%zmm12, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm30
	vsubpd	%zmm12, %zmm30, %zmm12
	vmulpd	%zmm1, %zmm31, %zmm30
	vsubpd	%zmm30, %zmm16, %zmm3
	vsubpd	%zmm3, %zmm16, %zmm29
	vsubpd	%zmm30, %zmm29, %zmm29
	vmulpd	%zmm1, %zmm13, %zmm30
	vsubpd	%zmm30, %zmm16, %zmm2
	vsubpd	%zmm2, %zmm16, %zmm16
	vsubpd	%zmm30, %zmm16, %zmm16
	vmulpd	%zmm17, %zmm25, %zmm17
	vmovupd	704(%rsp), %zmm25
	vmulpd	%zmm25, %zmm20, %zmm30
	vsubpd	%zmm30, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm6, %zmm6
	vmulpd	1424(%rsp), %zmm21, %zmm17
	vmovupd	768(%rsp), %zmm20
	vmulpd	352(%rsp), %zmm20, %zmm30
	vsubpd	%zmm30, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm14, %zmm14
	vmulpd	%zmm19, %zmm26, %zmm17
	vmovupd	96(%rsp), %zmm1
	vmulpd	896(%rsp), %zmm1, %zmm19
	vsubpd	%zmm19, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm10, %zmm10
	vmulpd	1360(%rsp), %zmm0, %zmm17
	vmovapd	%zmm0, %zmm30
	vmovupd	32(%rsp), %zmm1
	vmulpd	832(%rsp), %zmm1, %zmm19
	vsubpd	%zmm19, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm9, %zmm17
	vmulpd	2688(%rsp), %zmm18, %zmm9
	vmulpd	416(%rsp), %zmm27, %zmm19
	vsubpd	%zmm19, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm12, %zmm12
	vmulpd	1984(%rsp), %zmm24, %zmm9
	vmovupd	160(%rsp), %zmm0
	vmulpd	640(%rsp), %zmm0, %zmm19
	vsubpd	%zmm19, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm11, %zmm11
	vmulpd	2944(%rsp), %zmm13, %zmm9
	vmulpd	288(%rsp), %zmm28, %zmm19
	vsubpd	%zmm19, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm16, %zmm16
	vmulpd	3008(%rsp), %zmm31, %zmm9
	vmulpd	560(%rsp), %zmm23, %zmm19
	vsubpd	%zmm19, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm29, %zmm29
	vaddpd	%zmm14, %zmm22, %zmm0
	vmovupd	%zmm0, 2688(%rsp)
	vaddpd	%zmm6, %zmm15, %zmm0
	vmovupd	%zmm0, 3008(%rsp)
	vaddpd	%zmm17, %zmm8, %zmm0
	vmovupd	%zmm0, 1984(%rsp)
	vaddpd	%zmm10, %zmm7, %zmm0
	vmovupd	%zmm0, 4800(%rsp)
	vaddpd	%zmm11, %zmm5, %zmm0
	vmovupd	%zmm0, 1360(%rsp)
	vaddpd	%zmm12, %zmm4, %zmm0
	vmovupd	%zmm0, 4864(%rsp)
	vaddpd	%zmm29, %zmm3, %zmm0
	vmovupd	%zmm0, 1424(%rsp)
	vaddpd	%zmm16, %zmm2, %zmm0
	vmovupd	%zmm0, 2944(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm7
	vmovupd	1136(%rsp), %zmm9
	vmulpd	%zmm7, %zmm9, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm15
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2752(%rsp), %zmm9, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm10
	vmulpd	%zmm10, %zmm9, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm11
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm1
	vbroadcastsd	.LCPI0_47(%rip), %zmm12
	vaddpd	%zmm12, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm7, %zmm21, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	2048(%rsp), %zmm21, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm10, %zmm21, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm21, %zmm2
	vmovupd	%zmm21, 4544(%rsp)
	vaddpd	%zmm12, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm14
	vmulpd	%zmm7, %zmm26, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	2368(%rsp), %zmm26, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm10, %zmm26, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm26, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm3
	vmovapd	%zmm30, %zmm28
	vmulpd	%zmm7, %zmm30, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	2496(%rsp), %zmm30, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm10, %zmm30, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm30, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm1
	vmulpd	%zmm7, %zmm18, %zmm2
	vaddpd	%zmm15, %zmm2, %zmm2
	vmulpd	2304(%rsp), %zmm18, %zmm4
	vmulpd	%zmm2, %zmm4, %zmm2
	vmulpd	%zmm10, %zmm18, %zmm4
	vaddpd	%zmm11, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm18, %zmm4
	vaddpd	%zmm12, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm7, %zmm24, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vmulpd	2816(%rsp), %zmm24, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm10, %zmm24, %zmm5
	vaddpd	%zmm11, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm24, %zmm5
	vaddpd	%zmm12, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm7, %zmm13, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vmulpd	4736(%rsp), %zmm13, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm10, %zmm13, %zmm6
	vaddpd	%zmm11, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm13, %zmm6
	vaddpd	%zmm12, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm7, %zmm31, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vmulpd	2432(%rsp), %zmm31, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm10, %zmm31, %zmm7
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm31, %zmm7
	vaddpd	%zmm12, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	352(%rsp), %zmm21, %zmm7
	vmovupd	%zmm7, 2048(%rsp)
	vmulpd	%zmm14, %zmm7, %zmm8
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	vmulpd	%zmm30, %zmm20, %zmm10
	vsubpd	%zmm8, %zmm10, %zmm8
	vmulpd	1072(%rsp), %zmm9, %zmm20
	vmulpd	%zmm0, %zmm20, %zmm0
	vmulpd	%zmm30, %zmm25, %zmm11
	vsubpd	%zmm0, %zmm11, %zmm22
	vmulpd	32(%rsp), %zmm28, %zmm21
	vmulpd	%zmm1, %zmm21, %zmm1
	vmovupd	832(%rsp), %zmm10
	vmulpd	%zmm30, %zmm10, %zmm12
	vsubpd	%zmm1, %zmm12, %zmm23
	vmulpd	96(%rsp), %zmm26, %zmm12
	vmulpd	%zmm3, %zmm12, %zmm3
	vmovupd	896(%rsp), %zmm9
	vmulpd	%zmm30, %zmm9, %zmm14
	vsubpd	%zmm3, %zmm14, %zmm11
	vmulpd	160(%rsp), %zmm24, %zmm19
	vmulpd	%zmm4, %zmm19, %zmm4
	vmovupd	640(%rsp), %zmm7
	vmulpd	%zmm30, %zmm7, %zmm15
	vsubpd	%zmm4, %zmm15, %zmm4
	vmulpd	%zmm18, %zmm27, %zmm15
	vmulpd	%zmm2, %zmm15, %zmm2
	vmovupd	416(%rsp), %zmm3
	vmulpd	%zmm30, %zmm3, %zmm16
	vsubpd	%zmm2, %zmm16, %zmm2
	vmovupd	4608(%rsp), %zmm25
	vmulpd	%zmm31, %zmm25, %zmm16
	vmulpd	%zmm6, %zmm16, %zmm6
	vmovupd	560(%rsp), %zmm1
	vmulpd	%zmm30, %zmm1, %zmm17
	vsubpd	%zmm6, %zmm17, %zmm6
	vmovupd	4672(%rsp), %zmm14
	vmulpd	%zmm13, %zmm14, %zmm17
	vmulpd	%zmm5, %zmm17, %zmm5
	vmovupd	288(%rsp), %zmm0
	vmulpd	%zmm30, %zmm0, %zmm29
	vsubpd	%zmm5, %zmm29, %zmm5
	vmulpd	4544(%rsp), %zmm8, %zmm8
	vmulpd	1136(%rsp), %zmm22, %zmm22
	vmulpd	%zmm23, %zmm28, %zmm23
	vmulpd	%zmm11, %zmm26, %zmm11
	vmulpd	%zmm4, %zmm24, %zmm4
	vmulpd	%zmm2, %zmm18, %zmm2
	vmulpd	%zmm6, %zmm31, %zmm6
	vmulpd	%zmm5, %zmm13, %zmm5
	vsubpd	704(%rsp), %zmm22, %zmm18
	vsubpd	768(%rsp), %zmm8, %zmm8
	vsubpd	%zmm9, %zmm11, %zmm11
	vsubpd	%zmm10, %zmm23, %zmm9
	vsubpd	%zmm3, %zmm2, %zmm2
	vsubpd	%zmm7, %zmm4, %zmm4
	vsubpd	%zmm0, %zmm5, %zmm5
	vsubpd	%zmm1, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_50(%rip), %zmm13
	vmulpd	%zmm13, %zmm20, %zmm10
	vaddpd	%zmm10, %zmm18, %zmm0
	vmulpd	2048(%rsp), %zmm13, %zmm7
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm12, %zmm8
	vaddpd	%zmm8, %zmm11, %zmm3
	vmulpd	%zmm13, %zmm21, %zmm8
	vaddpd	%zmm8, %zmm9, %zmm1
	vmulpd	%zmm13, %zmm15, %zmm8
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm13, %zmm19, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm13, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm13, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmovupd	1072(%rsp), %zmm8
	vsubpd	%zmm0, %zmm8, %zmm24
	vmovupd	352(%rsp), %zmm0
	vsubpd	%zmm7, %zmm0, %zmm23
	vmovupd	96(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm22
	vmovupd	32(%rsp), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm21
	vsubpd	%zmm2, %zmm27, %zmm19
	vmovupd	160(%rsp), %zmm0
	vsubpd	%zmm4, %zmm0, %zmm20
	vsubpd	%zmm5, %zmm14, %zmm18
	vsubpd	%zmm6, %zmm25, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm8
	vmovupd	3008(%rsp), %zmm14
	vxorpd	%zmm8, %zmm14, %zmm7
	vmovupd	2688(%rsp), %zmm17
	vxorpd	%zmm8, %zmm17, %zmm6
	vmovupd	4800(%rsp), %zmm12
	vxorpd	%zmm8, %zmm12, %zmm5
	vmovupd	1984(%rsp), %zmm15
	vxorpd	%zmm8, %zmm15, %zmm4
	vmovupd	4864(%rsp), %zmm27
	vxorpd	%zmm8, %zmm27, %zmm3
	vmovupd	1360(%rsp), %zmm13
	vxorpd	%zmm8, %zmm13, %zmm2
	vmovupd	2944(%rsp), %zmm26
	vxorpd	%zmm8, %zmm26, %zmm1
	vmovupd	1424(%rsp), %zmm25
	vxorpd	%zmm8, %zmm25, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm10
	vmovdqu64	1296(%rsp), %zmm16
	vptestnmq	%zmm10, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vxorpd	%zmm8, %zmm23, %zmm23 {%k1}
	vmovdqu64	1488(%rsp), %zmm17
	vptestnmq	%zmm10, %zmm17, %k1
	vmovapd	%zmm14, %zmm7 {%k1}
	vxorpd	%zmm8, %zmm24, %zmm24 {%k1}
	vmovdqu64	1232(%rsp), %zmm14
	vptestnmq	%zmm10, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vxorpd	%zmm8, %zmm21, %zmm21 {%k1}
	vmovdqu64	1552(%rsp), %zmm15
	vptestnmq	%zmm10, %zmm15, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vxorpd	%zmm8, %zmm22, %zmm22 {%k1}
	vmovdqu64	1616(%rsp), %zmm12
	vptestnmq	%zmm10, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm8, %zmm20, %zmm20 {%k1}
	vmovdqu64	1680(%rsp), %zmm13
	vptestnmq	%zmm10, %zmm13, %k1
	vmovapd	%zmm27, %zmm3 {%k1}
	vxorpd	%zmm8, %zmm19, %zmm19 {%k1}
	vmovdqu64	1744(%rsp), %zmm9
	vptestnmq	%zmm10, %zmm9, %k1
	vmovapd	%zmm25, %zmm0 {%k1}
	vxorpd	%zmm8, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	1808(%rsp), %zmm11
	vptestnmq	%zmm10, %zmm11, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm8, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm8
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm7, %zmm24 {%k1}
	vmovupd	%zmm24, 352(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm6, %zmm23 {%k1}
	vmovupd	%zmm23, 96(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm5, %zmm22 {%k1}
	vmovupd	%zmm22, 288(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm4, %zmm21 {%k1}
	vmovupd	%zmm21, 560(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 160(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 416(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 640(%rsp)
	vptestnmq	%zmm8, %zmm9, %k1
	vmovapd	%zmm0, %zmm25 {%k1}
	vmovupd	%zmm25, 896(%rsp)
	vcvtudq2pd	38152(%rsp,%rcx,4), %zmm0
	vcvtudq2pd	38184(%rsp,%rcx,4), %zmm1
	vcvtudq2pd	38216(%rsp,%rcx,4), %zmm2
	vcvtudq2pd	38248(%rsp,%rcx,4), %zmm3
	vcvtudq2pd	38280(%rsp,%rcx,4), %zmm4
	vcvtudq2pd	38312(%rsp,%rcx,4), %zmm5
	vcvtudq2pd	38344(%rsp,%rcx,4), %zmm6
	vcvtudq2pd	38376(%rsp,%rcx,4), %zmm7
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
	vmovdqu64	%zmm9, 1680(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1744(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1808(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1136(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1072(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 704(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 768(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 832(%rsp)
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
	vmovupd	%zmm3, 32(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm31, %zmm2
	vdivpd	%zmm2, %zmm31, %zmm2
	vmovupd	%zmm2, 1552(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1616(%rsp)
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
	vmovupd	%zmm3, 1296(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2816(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2496(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2432(%rsp)
	vpaddq	%zmm11, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm2
	vmovupd	%zmm2, 1488(%rsp)
	vaddpd	%zmm23, %zmm2, %zmm1
	vdivpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 1232(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2368(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2304(%rsp)
	vpaddq	%zmm11, %zmm30, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 2048(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm18
	vmulpd	%zmm18, %zmm18, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1424(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1984(%rsp)
	vpaddq	%zmm11, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 2752(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm12
	vmulpd	%zmm12, %zmm12, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 2688(%rsp)
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
	vaddpd	2816(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	1296(%rsp), %zmm22, %zmm22
	vaddpd	2432(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2496(%rsp), %zmm27, %zmm27
	vaddpd	2304(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2368(%rsp), %zmm9, %zmm9
	vaddpd	1984(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm18, %zmm7
	vaddpd	1424(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm30, %zmm11
	vmulpd	%zmm11, %zmm12, %zmm5
	vaddpd	2688(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	%zmm31, 1360(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	1552(%rsp), %zmm2, %zmm12
	vmovupd	32(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1616(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	2048(%rsp), %zmm7, %zmm7
	vmovupd	1488(%rsp), %zmm18
	vmulpd	%zmm6, %zmm18, %zmm16
	vmulpd	%zmm16, %zmm18, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	1232(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2752(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm6
	vpsrlq	$20, 1680(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm10
	vpaddq	%zmm10, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm13
	vmulpd	%zmm13, %zmm11, %zmm23
	vaddpd	%zmm12, %zmm23, %zmm12
	vpsrlq	$20, 1744(%rsp), %zmm23
	vpaddq	%zmm10, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm13, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1808(%rsp), %zmm25
	vpaddq	%zmm10, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm13, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1136(%rsp), %zmm27
	vpaddq	%zmm10, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm13, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1072(%rsp), %zmm28
	vpaddq	%zmm10, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm13, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 704(%rsp), %zmm29
	vpaddq	%zmm10, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm13, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 768(%rsp), %zmm30
	vpaddq	%zmm10, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm13, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 832(%rsp), %zmm31
	vpaddq	%zmm10, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm13, %zmm31, %zmm10
	vaddpd	%zmm6, %zmm10, %zmm6
	vsubpd	%zmm0, %zmm12, %zmm0
	vsubpd	%zmm2, %zmm14, %zmm2
	vsubpd	%zmm4, %zmm7, %zmm4
	vsubpd	%zmm16, %zmm9, %zmm7
	vsubpd	%zmm17, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm22, %zmm1, %zmm1
	vsubpd	%zmm15, %zmm6, %zmm6
	vaddpd	32(%rsp), %zmm2, %zmm2
	vaddpd	1360(%rsp), %zmm0, %zmm0
	vaddpd	%zmm7, %zmm18, %zmm7
	vaddpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm1, %zmm26, %zmm1
	vpbroadcastq	.LCPI0_1(%rip), %zmm26
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
	vmulpd	96(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	288(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	560(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	160(%rsp), %zmm3, %zmm3
	vmulpd	416(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	640(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	896(%rsp), %zmm6, %zmm6
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
	vmovups	%zmm0, 38152(%rsp,%rcx,4)
	vmovdqu64	%zmm2, 38216(%rsp,%rcx,4)
	vmovdqu64	%zmm3, 38280(%rsp,%rcx,4)
	vmovdqu64	%zmm1, 38344(%rsp,%rcx,4)
	addq	$64, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_17
	jmp	.LBB0_110
.LBB0_11:
	vmovss	-48(%rsp), %xmm24
	vmulss	-36(%rsp), %xmm24, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm22, %xmm22, %xmm22
	vcmpltss	%xmm0, %xmm22, %k1
	vbroadcastsd	.LCPI0_11(%rip), %zmm0
	vmovss	%xmm1, %xmm1, %xmm1 {%k1} {z}
	vmovaps	%xmm1, 4032(%rsp)
	vpbroadcastq	.LCPI0_10(%rip), %zmm1
	vmulss	-32(%rsp), %xmm24, %xmm24
	vmovss	%xmm24, -48(%rsp)
	cmpl	$0, -116(%rsp)
	jne	.LBB0_13
	.p2align	4
.LBB0_109:
	cmpq	$0, -128(%rsp)
	je	.LBB0_128
.LBB0_110:
	vmovups	5384(%rsp), %zmm2
	vmovups	5448(%rsp), %zmm14
	vmovups	5512(%rsp), %zmm16
	vmovups	5576(%rsp), %zmm29
	vxorpd	%xmm17, %xmm17, %xmm17
	cmpq	$1, -128(%rsp)
	jne	.LBB0_112
	vxorpd	%xmm20, %xmm20, %xmm20
	vxorpd	%xmm27, %xmm27, %xmm27
	vxorpd	%xmm28, %xmm28, %xmm28
	vbroadcastss	.LCPI0_70(%rip), %zmm30
	vbroadcastss	.LCPI0_71(%rip), %zmm15
	vbroadcastss	.LCPI0_72(%rip), %zmm18
	vmovups	4160(%rsp), %zmm13
	vmovups	4096(%rsp), %zmm11
	vmovups	3136(%rsp), %zmm12
	jmp	.LBB0_114
	.p2align	4
.LBB0_112:
	movl	$1, %ecx
	movq	%r12, %rdx
	vmovaps	%zmm29, %zmm1
	vmovaps	%zmm16, %zmm3
	vmovaps	%zmm14, %zmm4
	vmovaps	%zmm2, %zmm5
	vxorpd	%xmm20, %xmm20, %xmm20
	vxorpd	%xmm27, %xmm27, %xmm27
	vxorpd	%xmm28, %xmm28, %xmm28
	movq	-128(%rsp), %r11
	vbroadcastss	.LCPI0_70(%rip), %zmm30
	vbroadcastss	.LCPI0_71(%rip), %zmm15
	vbroadcastss	.LCPI0_72(%rip), %zmm18
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	4160(%rsp), %zmm13
	vmovups	4096(%rsp), %zmm11
	vmovups	3136(%rsp), %zmm12
	.p2align	4
.LBB0_113:
	vcvtsi2ss	%rcx, %xmm25, %xmm6
	vmovups	-192(%rdx), %zmm7
	vmovups	-128(%rdx), %zmm8
	vbroadcastss	%xmm6, %zmm6
	vmovups	-64(%rdx), %zmm9
	vmovups	(%rdx), %zmm10
	vcmpltps	%zmm7, %zmm2, %k0
	vcmpunordps	%zmm0, %zmm7, %k1
	vcmpordps	%zmm0, %zmm2, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm7, %zmm2 {%k2}
	vcmpltps	%zmm7, %zmm5, %k0
	vcmpordps	%zmm0, %zmm5, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm7, %zmm5 {%k1}
	vmovaps	%zmm6, %zmm28 {%k1}
	vcmpltps	%zmm8, %zmm14, %k0
	vcmpunordps	%zmm0, %zmm8, %k1
	vcmpordps	%zmm0, %zmm14, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm8, %zmm14 {%k2}
	vcmpltps	%zmm8, %zmm4, %k0
	vcmpordps	%zmm0, %zmm4, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm8, %zmm4 {%k1}
	vmovaps	%zmm6, %zmm27 {%k1}
	vcmpltps	%zmm9, %zmm16, %k0
	vcmpunordps	%zmm0, %zmm9, %k1
	vcmpordps	%zmm0, %zmm16, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm9, %zmm16 {%k2}
	vcmpltps	%zmm9, %zmm3, %k0
	vcmpordps	%zmm0, %zmm3, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm9, %zmm3 {%k1}
	vmovaps	%zmm6, %zmm20 {%k1}
	vcmpltps	%zmm10, %zmm29, %k0
	vcmpunordps	%zmm0, %zmm10, %k1
	vcmpordps	%zmm0, %zmm29, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm10, %zmm29 {%k2}
	vcmpltps	%zmm10, %zmm1, %k0
	vcmpordps	%zmm0, %zmm1, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm10, %zmm1 {%k1}
	vmovaps	%zmm6, %zmm17 {%k1}
	incq	%rcx
	addq	$256, %rdx
	cmpq	%rcx, %r11
	jne	.LBB0_113
.LBB0_114:
	vmovups	%zmm29, 160(%rsp)
	vmovups	%zmm28, 896(%rsp)
	vmovups	%zmm27, 640(%rsp)
	vmovups	%zmm20, 416(%rsp)
	vmovups	%zmm17, 560(%rsp)
	vmovups	%zmm16, 96(%rsp)
	vmovups	%zmm14, 352(%rsp)
	vmovups	%zmm2, 32(%rsp)
	movq	%rbx, %rcx
	xorl	%edx, %edx
	vmovups	2240(%rsp), %zmm1
	jmp	.LBB0_115
	.p2align	4
.LBB0_123:
	vmovups	-192(%rcx), %zmm7
	vmovups	-128(%rcx), %zmm8
	vsubps	%zmm0, %zmm7, %zmm7
	vbroadcastss	.LCPI0_63(%rip), %zmm21
	vmaxps	%zmm7, %zmm21, %zmm9
	vbroadcastss	.LCPI0_64(%rip), %zmm22
	vminps	%zmm9, %zmm22, %zmm9
	vbroadcastss	.LCPI0_65(%rip), %zmm23
	vmulps	%zmm23, %zmm9, %zmm10
	vbroadcastss	.LCPI0_66(%rip), %zmm24
	vaddps	%zmm24, %zmm10, %zmm10
	vbroadcastss	.LCPI0_67(%rip), %zmm25
	vaddps	%zmm25, %zmm10, %zmm11
	vbroadcastss	.LCPI0_87(%rip), %zmm26
	vmulps	%zmm26, %zmm11, %zmm12
	vsubps	%zmm12, %zmm9, %zmm9
	vbroadcastss	.LCPI0_69(%rip), %zmm31
	vmulps	%zmm31, %zmm11, %zmm11
	vsubps	%zmm11, %zmm9, %zmm12
	vmulps	%zmm12, %zmm12, %zmm13
	vmulps	%zmm30, %zmm13, %zmm14
	vaddps	%zmm15, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm18, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vbroadcastss	.LCPI0_73(%rip), %zmm0
	vaddps	%zmm0, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vbroadcastss	.LCPI0_74(%rip), %zmm16
	vaddps	%zmm16, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vmovups	-64(%rcx), %zmm14
	vsubps	%zmm13, %zmm12, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vbroadcastss	.LCPI0_75(%rip), %zmm28
	vsubps	%zmm13, %zmm28, %zmm13
	vdivps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm12, %zmm11, %zmm11
	vsubps	%zmm11, %zmm9, %zmm9
	vbroadcastss	.LCPI0_76(%rip), %zmm17
	vaddps	%zmm17, %zmm9, %zmm9
	vpbroadcastd	.LCPI0_77(%rip), %zmm2
	vpaddd	%zmm2, %zmm10, %zmm11
	vpsrld	$1, %zmm11, %zmm11
	vpsubd	%zmm11, %zmm10, %zmm10
	vpslld	$23, %zmm10, %zmm10
	vpslld	$23, %zmm11, %zmm11
	vpbroadcastd	.LCPI0_60(%rip), %zmm27
	vpaddd	%zmm27, %zmm11, %zmm11
	vmulps	%zmm11, %zmm9, %zmm9
	vpbroadcastd	.LCPI0_78(%rip), %zmm20
	vpaddd	%zmm20, %zmm10, %zmm10
	vmulps	%zmm10, %zmm9, %zmm9
	vcmpunordps	%zmm4, %zmm7, %k1
	vbroadcastss	.LCPI0_79(%rip), %zmm29
	vmovaps	%zmm29, %zmm9 {%k1}
	vaddps	%zmm9, %zmm6, %zmm6
	vmovups	%zmm6, 1920(%rsp)
	vsubps	352(%rsp), %zmm8, %zmm6
	vmaxps	%zmm6, %zmm21, %zmm7
	vminps	%zmm7, %zmm22, %zmm7
	vmulps	%zmm23, %zmm7, %zmm8
	vaddps	%zmm24, %zmm8, %zmm8
	vaddps	%zmm25, %zmm8, %zmm9
	vmulps	%zmm26, %zmm9, %zmm10
	vsubps	%zmm10, %zmm7, %zmm7
	vmulps	%zmm31, %zmm9, %zmm9
	vsubps	%zmm9, %zmm7, %zmm10
	vmulps	%zmm10, %zmm10, %zmm11
	vmulps	%zmm30, %zmm11, %zmm12
	vaddps	%zmm15, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm12
	vaddps	%zmm18, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm12
	vaddps	%zmm0, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm12
	vaddps	%zmm16, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm11
	vsubps	%zmm11, %zmm10, %zmm11
	vmulps	%zmm11, %zmm10, %zmm10
	vsubps	%zmm11, %zmm28, %zmm11
	vdivps	%zmm11, %zmm10, %zmm10
	vsubps	%zmm10, %zmm9, %zmm9
	vsubps	%zmm9, %zmm7, %zmm7
	vaddps	%zmm17, %zmm7, %zmm7
	vpaddd	%zmm2, %zmm8, %zmm9
	vpsrld	$1, %zmm9, %zmm9
	vpsubd	%zmm9, %zmm8, %zmm8
	vpslld	$23, %zmm8, %zmm8
	vpslld	$23, %zmm9, %zmm9
	vpaddd	%zmm27, %zmm9, %zmm9
	vmulps	%zmm9, %zmm7, %zmm7
	vpaddd	%zmm20, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm7
	vcmpunordps	%zmm4, %zmm6, %k1
	vsubps	96(%rsp), %zmm14, %zmm6
	vmaxps	%zmm6, %zmm21, %zmm8
	vminps	%zmm8, %zmm22, %zmm8
	vmulps	%zmm23, %zmm8, %zmm9
	vaddps	%zmm24, %zmm9, %zmm9
	vaddps	%zmm25, %zmm9, %zmm10
	vmulps	%zmm26, %zmm10, %zmm11
	vsubps	%zmm11, %zmm8, %zmm8
	vmulps	%zmm31, %zmm10, %zmm10
	vsubps	%zmm10, %zmm8, %zmm11
	vmulps	%zmm11, %zmm11, %zmm12
	vmulps	%zmm30, %zmm12, %zmm13
	vaddps	%zmm15, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	%zmm18, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	%zmm0, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	%zmm16, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm12, %zmm11, %zmm12
	vmulps	%zmm12, %zmm11, %zmm11
	vsubps	%zmm12, %zmm28, %zmm12
	vdivps	%zmm12, %zmm11, %zmm11
	vmovups	(%rcx), %zmm12
	vmovaps	%zmm29, %zmm7 {%k1}
	vaddps	%zmm7, %zmm5, %zmm13
	vsubps	%zmm11, %zmm10, %zmm5
	vsubps	%zmm5, %zmm8, %zmm5
	vaddps	%zmm17, %zmm5, %zmm5
	vpaddd	%zmm2, %zmm9, %zmm7
	vpsrld	$1, %zmm7, %zmm7
	vpsubd	%zmm7, %zmm9, %zmm8
	vpslld	$23, %zmm8, %zmm8
	vpslld	$23, %zmm7, %zmm7
	vpaddd	%zmm27, %zmm7, %zmm7
	vmulps	%zmm7, %zmm5, %zmm5
	vpaddd	%zmm20, %zmm8, %zmm7
	vmulps	%zmm7, %zmm5, %zmm5
	vcmpunordps	%zmm4, %zmm6, %k1
	vsubps	160(%rsp), %zmm12, %zmm6
	vmaxps	%zmm6, %zmm21, %zmm7
	vminps	%zmm7, %zmm22, %zmm7
	vmulps	%zmm23, %zmm7, %zmm8
	vaddps	%zmm24, %zmm8, %zmm8
	vaddps	%zmm25, %zmm8, %zmm9
	vmulps	%zmm26, %zmm9, %zmm10
	vsubps	%zmm10, %zmm7, %zmm7
	vmulps	%zmm31, %zmm9, %zmm9
	vsubps	%zmm9, %zmm7, %zmm10
	vcmpunordps	%zmm4, %zmm6, %k2
	vmulps	%zmm10, %zmm10, %zmm4
	vmulps	%zmm30, %zmm4, %zmm6
	vaddps	%zmm15, %zmm6, %zmm6
	vmulps	%zmm6, %zmm4, %zmm6
	vaddps	%zmm18, %zmm6, %zmm6
	vmulps	%zmm6, %zmm4, %zmm6
	vaddps	%zmm0, %zmm6, %zmm6
	vmovaps	%zmm16, %zmm0
	vmovaps	%zmm28, %zmm16
	vmulps	%zmm6, %zmm4, %zmm6
	vaddps	%zmm0, %zmm6, %zmm6
	vmulps	%zmm6, %zmm4, %zmm4
	vsubps	%zmm4, %zmm10, %zmm4
	vmulps	%zmm4, %zmm10, %zmm6
	vsubps	%zmm4, %zmm28, %zmm4
	vdivps	%zmm4, %zmm6, %zmm4
	vmovaps	%zmm29, %zmm5 {%k1}
	vaddps	%zmm5, %zmm3, %zmm11
	vsubps	%zmm4, %zmm9, %zmm3
	vsubps	%zmm3, %zmm7, %zmm3
	vaddps	%zmm17, %zmm3, %zmm3
	vpaddd	%zmm2, %zmm8, %zmm4
	vpsrld	$1, %zmm4, %zmm4
	vpsubd	%zmm4, %zmm8, %zmm5
	vpslld	$23, %zmm4, %zmm4
	vpaddd	%zmm27, %zmm4, %zmm4
	vmulps	%zmm4, %zmm3, %zmm3
	vpslld	$23, %zmm5, %zmm4
	vpaddd	%zmm20, %zmm4, %zmm4
	vmulps	%zmm4, %zmm3, %zmm3
	vmovaps	%zmm29, %zmm3 {%k2}
	vaddps	%zmm3, %zmm1, %zmm12
	incq	%rdx
	addq	$256, %rcx
	cmpq	%rdx, -128(%rsp)
	vmovaps	%zmm19, %zmm1
	je	.LBB0_124
.LBB0_115:
	vxorps	%xmm4, %xmm4, %xmm4
	vxorps	%xmm6, %xmm6, %xmm6
	testq	%rdx, %rdx
	jne	.LBB0_116
	vxorps	%xmm5, %xmm5, %xmm5
	vmovups	32(%rsp), %zmm0
	jne	.LBB0_118
.LBB0_119:
	vmovaps	%zmm1, %zmm19
	vxorps	%xmm3, %xmm3, %xmm3
	jne	.LBB0_120
.LBB0_121:
	vxorps	%xmm1, %xmm1, %xmm1
	je	.LBB0_123
	jmp	.LBB0_122
	.p2align	4
.LBB0_116:
	vmovups	1920(%rsp), %zmm6
	vxorps	%xmm5, %xmm5, %xmm5
	vmovups	32(%rsp), %zmm0
	je	.LBB0_119
.LBB0_118:
	vmovaps	%zmm13, %zmm5
	vmovaps	%zmm1, %zmm19
	vxorps	%xmm3, %xmm3, %xmm3
	je	.LBB0_121
.LBB0_120:
	vmovaps	%zmm11, %zmm3
	vxorps	%xmm1, %xmm1, %xmm1
	je	.LBB0_123
.LBB0_122:
	vmovaps	%zmm12, %zmm1
	jmp	.LBB0_123
	.p2align	4
.LBB0_124:
	vmovaps	%zmm29, %zmm28
	vmovdqa64	%zmm20, %zmm31
	vdivps	1920(%rsp), %zmm17, %zmm8
	vmovups	%zmm13, 4160(%rsp)
	vdivps	%zmm13, %zmm17, %zmm9
	vmovups	%zmm11, 4096(%rsp)
	vdivps	%zmm11, %zmm17, %zmm10
	vmovups	%zmm12, 3136(%rsp)
	vdivps	%zmm12, %zmm17, %zmm1
	vmovups	%zmm1, 832(%rsp)
	cmpl	$0, -116(%rsp)
	vmovups	%zmm8, 768(%rsp)
	vmovups	%zmm9, 704(%rsp)
	vmovups	%zmm10, 1072(%rsp)
	je	.LBB0_129
	vbroadcastss	4032(%rsp), %zmm1
	vmovups	%zmm1, 1136(%rsp)
	movl	$192, %ecx
	xorl	%edx, %edx
	movq	-128(%rsp), %r11
	.p2align	4
.LBB0_126:
	vcvtusi2ss	%rdx, %xmm2, %xmm8
	vmovups	5192(%rsp,%rcx), %zmm11
	vmovups	5256(%rsp,%rcx), %zmm10
	vmovups	5320(%rsp,%rcx), %zmm9
	vsubps	32(%rsp), %zmm11, %zmm12
	vbroadcastss	.LCPI0_63(%rip), %zmm22
	vmaxps	%zmm12, %zmm22, %zmm7
	vbroadcastss	.LCPI0_64(%rip), %zmm23
	vminps	%zmm7, %zmm23, %zmm7
	vbroadcastss	.LCPI0_65(%rip), %zmm24
	vmulps	%zmm24, %zmm7, %zmm13
	vbroadcastss	.LCPI0_66(%rip), %zmm25
	vaddps	%zmm25, %zmm13, %zmm13
	vbroadcastss	.LCPI0_67(%rip), %zmm26
	vaddps	%zmm26, %zmm13, %zmm14
	vmovdqa64	%zmm31, %zmm2
	vbroadcastss	.LCPI0_87(%rip), %zmm31
	vmulps	%zmm31, %zmm14, %zmm15
	vsubps	%zmm15, %zmm7, %zmm15
	vbroadcastss	.LCPI0_69(%rip), %zmm1
	vmulps	%zmm1, %zmm14, %zmm14
	vsubps	%zmm14, %zmm15, %zmm18
	vmulps	%zmm18, %zmm18, %zmm7
	vmulps	.LCPI0_70(%rip){1to16}, %zmm7, %zmm19
	vbroadcastss	.LCPI0_71(%rip), %zmm30
	vaddps	%zmm30, %zmm19, %zmm19
	vmulps	%zmm19, %zmm7, %zmm19
	vaddps	.LCPI0_72(%rip){1to16}, %zmm19, %zmm19
	vmulps	%zmm19, %zmm7, %zmm19
	vbroadcastss	.LCPI0_73(%rip), %zmm4
	vaddps	%zmm4, %zmm19, %zmm19
	vmulps	%zmm19, %zmm7, %zmm19
	vaddps	%zmm0, %zmm19, %zmm19
	vmulps	%zmm19, %zmm7, %zmm19
	vmovups	5384(%rsp,%rcx), %zmm3
	vmovups	%zmm3, 288(%rsp)
	vsubps	%zmm19, %zmm18, %zmm19
	vmulps	%zmm19, %zmm18, %zmm18
	vsubps	%zmm19, %zmm16, %zmm19
	vdivps	%zmm19, %zmm18, %zmm18
	vbroadcastss	%xmm8, %zmm27
	vaddps	%zmm11, %zmm11, %zmm19
	vmovaps	%zmm28, %zmm8
	vmovaps	%zmm16, %zmm28
	vmovaps	%zmm0, %zmm16
	vbroadcastss	.LCPI0_80(%rip), %zmm7
	vmulps	%zmm7, %zmm19, %zmm19
	vsubps	103496(%rsp,%rcx), %zmm19, %zmm19
	vsubps	%zmm18, %zmm14, %zmm14
	vsubps	%zmm14, %zmm15, %zmm14
	vaddps	%zmm17, %zmm14, %zmm14
	vpbroadcastd	.LCPI0_77(%rip), %zmm6
	vpaddd	%zmm6, %zmm13, %zmm15
	vpsrld	$1, %zmm15, %zmm15
	vpsubd	%zmm15, %zmm13, %zmm13
	vpslld	$23, %zmm13, %zmm13
	vpslld	$23, %zmm15, %zmm15
	vpbroadcastd	.LCPI0_60(%rip), %zmm5
	vpaddd	%zmm5, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vpaddd	%zmm2, %zmm13, %zmm13
	vmulps	%zmm13, %zmm14, %zmm13
	vxorps	%xmm0, %xmm0, %xmm0
	vcmpunordps	%zmm0, %zmm12, %k1
	vmovaps	%zmm8, %zmm13 {%k1}
	vmulps	768(%rsp), %zmm13, %zmm12
	vaddps	%zmm12, %zmm19, %zmm12
	vcmpeqps	896(%rsp), %zmm27, %k1
	vbroadcastss	.LCPI0_81(%rip), %zmm29
	vmovaps	%zmm29, %zmm13 {%k1} {z}
	vaddps	%zmm12, %zmm13, %zmm12
	vmovups	2240(%rsp), %zmm21
	vmulps	%zmm12, %zmm21, %zmm12
	vsubps	%zmm12, %zmm11, %zmm11
	vmovups	1136(%rsp), %zmm20
	vmulps	37960(%rsp,%rcx), %zmm20, %zmm12
	vaddps	%zmm11, %zmm12, %zmm11
	vbroadcastss	.LCPI0_82(%rip), %zmm4
	vandps	%zmm4, %zmm11, %zmm12
	vpcmpgtd	%zmm2, %zmm12, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm3
	vmovdqa32	%zmm3, %zmm11 {%k1}
	vmovdqu64	%zmm11, 5192(%rsp,%rcx)
	vsubps	352(%rsp), %zmm10, %zmm11
	vmaxps	%zmm11, %zmm22, %zmm12
	vminps	%zmm12, %zmm23, %zmm12
	vmulps	%zmm24, %zmm12, %zmm13
	vaddps	%zmm25, %zmm13, %zmm13
	vaddps	%zmm26, %zmm13, %zmm14
	vmulps	%zmm31, %zmm14, %zmm15
	vsubps	%zmm15, %zmm12, %zmm12
	vmulps	%zmm1, %zmm14, %zmm14
	vsubps	%zmm14, %zmm12, %zmm15
	vmulps	%zmm15, %zmm15, %zmm18
	vmulps	.LCPI0_70(%rip){1to16}, %zmm18, %zmm19
	vaddps	%zmm30, %zmm19, %zmm19
	vmulps	%zmm19, %zmm18, %zmm19
	vaddps	.LCPI0_72(%rip){1to16}, %zmm19, %zmm19
	vmulps	%zmm19, %zmm18, %zmm19
	vbroadcastss	.LCPI0_73(%rip), %zmm3
	vaddps	%zmm3, %zmm19, %zmm19
	vmulps	%zmm19, %zmm18, %zmm19
	vaddps	%zmm16, %zmm19, %zmm19
	vmulps	%zmm19, %zmm18, %zmm18
	vbroadcastss	.LCPI0_70(%rip), %zmm19
	vsubps	%zmm18, %zmm15, %zmm18
	vmulps	%zmm18, %zmm15, %zmm15
	vsubps	%zmm18, %zmm28, %zmm18
	vdivps	%zmm18, %zmm15, %zmm15
	vaddps	%zmm10, %zmm10, %zmm18
	vmovaps	%zmm7, %zmm0
	vmulps	%zmm7, %zmm18, %zmm18
	vsubps	103560(%rsp,%rcx), %zmm18, %zmm18
	vsubps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm12, %zmm12
	vaddps	%zmm17, %zmm12, %zmm12
	vpaddd	%zmm6, %zmm13, %zmm14
	vmovdqa64	%zmm6, %zmm29
	vpsrld	$1, %zmm14, %zmm14
	vpsubd	%zmm14, %zmm13, %zmm13
	vpslld	$23, %zmm13, %zmm13
	vpslld	$23, %zmm14, %zmm14
	vpaddd	%zmm5, %zmm14, %zmm14
	vmovdqa64	%zmm5, %zmm7
	vmulps	%zmm14, %zmm12, %zmm12
	vpaddd	%zmm2, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vpxor	%xmm5, %xmm5, %xmm5
	vcmpunordps	%zmm5, %zmm11, %k1
	vmovaps	%zmm8, %zmm12 {%k1}
	vmulps	704(%rsp), %zmm12, %zmm11
	vaddps	%zmm11, %zmm18, %zmm11
	vcmpeqps	640(%rsp), %zmm27, %k1
	vbroadcastss	.LCPI0_81(%rip), %zmm6
	vmovaps	%zmm6, %zmm12 {%k1} {z}
	vaddps	%zmm11, %zmm12, %zmm11
	vmulps	%zmm11, %zmm21, %zmm11
	vsubps	%zmm11, %zmm10, %zmm10
	vmulps	38024(%rsp,%rcx), %zmm20, %zmm11
	vaddps	%zmm10, %zmm11, %zmm10
	vmovaps	%zmm4, %zmm5
	vandps	%zmm4, %zmm10, %zmm11
	vpcmpgtd	%zmm2, %zmm11, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm4
	vmovdqa32	%zmm4, %zmm10 {%k1}
	vmovdqu64	%zmm10, 5256(%rsp,%rcx)
	vsubps	96(%rsp), %zmm9, %zmm10
	vmaxps	%zmm10, %zmm22, %zmm11
	vminps	%zmm11, %zmm23, %zmm11
	vmulps	%zmm24, %zmm11, %zmm12
	vaddps	%zmm25, %zmm12, %zmm12
	vaddps	%zmm26, %zmm12, %zmm13
	vmulps	%zmm31, %zmm13, %zmm14
	vsubps	%zmm14, %zmm11, %zmm11
	vmulps	%zmm1, %zmm13, %zmm13
	vsubps	%zmm13, %zmm11, %zmm14
	vmulps	%zmm14, %zmm14, %zmm15
	vmulps	%zmm19, %zmm15, %zmm18
	vaddps	%zmm30, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	.LCPI0_72(%rip){1to16}, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	%zmm3, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	%zmm16, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm15
	vbroadcastss	.LCPI0_72(%rip), %zmm18
	vsubps	%zmm15, %zmm14, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm15, %zmm28, %zmm15
	vdivps	%zmm15, %zmm14, %zmm14
	vaddps	%zmm9, %zmm9, %zmm15
	vmulps	%zmm0, %zmm15, %zmm15
	vsubps	103624(%rsp,%rcx), %zmm15, %zmm15
	vsubps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm11, %zmm11
	vaddps	%zmm17, %zmm11, %zmm11
	vpaddd	%zmm29, %zmm12, %zmm13
	vpsrld	$1, %zmm13, %zmm13
	vpsubd	%zmm13, %zmm12, %zmm12
	vpslld	$23, %zmm12, %zmm12
	vpslld	$23, %zmm13, %zmm13
	vpaddd	%zmm7, %zmm13, %zmm13
	vmovdqa64	%zmm7, %zmm0
	vmulps	%zmm13, %zmm11, %zmm11
	vpaddd	%zmm2, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm11
	vpxor	%xmm7, %xmm7, %xmm7
	vcmpunordps	%zmm7, %zmm10, %k1
	vxorps	%xmm19, %xmm19, %xmm19
	vmovaps	%zmm8, %zmm11 {%k1}
	vmulps	1072(%rsp), %zmm11, %zmm10
	vaddps	%zmm10, %zmm15, %zmm10
	vcmpeqps	416(%rsp), %zmm27, %k1
	vmovaps	%zmm6, %zmm11 {%k1} {z}
	vaddps	%zmm10, %zmm11, %zmm10
	vmulps	%zmm10, %zmm21, %zmm10
	vsubps	%zmm10, %zmm9, %zmm9
	vmulps	38088(%rsp,%rcx), %zmm20, %zmm10
	vaddps	%zmm9, %zmm10, %zmm9
	vandps	%zmm5, %zmm9, %zmm10
	vpcmpgtd	%zmm2, %zmm10, %k1
	vmovdqa32	%zmm4, %zmm9 {%k1}
	vmovdqu64	%zmm9, 5320(%rsp,%rcx)
	vmovups	288(%rsp), %zmm7
	vsubps	160(%rsp), %zmm7, %zmm9
	vmaxps	%zmm9, %zmm22, %zmm10
	vminps	%zmm10, %zmm23, %zmm10
	vmulps	%zmm24, %zmm10, %zmm11
	vaddps	%zmm25, %zmm11, %zmm11
	vaddps	%zmm26, %zmm11, %zmm12
	vmulps	%zmm31, %zmm12, %zmm13
	vmovdqa64	%zmm2, %zmm31
	vsubps	%zmm13, %zmm10, %zmm10
	vmulps	%zmm1, %zmm12, %zmm12
	vsubps	%zmm12, %zmm10, %zmm13
	vmulps	%zmm13, %zmm13, %zmm14
	vmulps	.LCPI0_70(%rip){1to16}, %zmm14, %zmm15
	vaddps	%zmm30, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm18, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm3, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm16, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm13, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm14, %zmm28, %zmm14
	vdivps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm12, %zmm10, %zmm10
	vaddps	%zmm17, %zmm10, %zmm10
	vpaddd	%zmm29, %zmm11, %zmm12
	vpsrld	$1, %zmm12, %zmm12
	vpsubd	%zmm12, %zmm11, %zmm11
	vpslld	$23, %zmm12, %zmm12
	vpaddd	%zmm0, %zmm12, %zmm12
	vmulps	%zmm12, %zmm10, %zmm10
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm2, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm10
	vcmpunordps	%zmm19, %zmm9, %k1
	vaddps	%zmm7, %zmm7, %zmm9
	vmulps	.LCPI0_80(%rip){1to16}, %zmm9, %zmm9
	vmovaps	%zmm16, %zmm0
	vmovaps	%zmm28, %zmm16
	vmovaps	%zmm8, %zmm28
	vsubps	103688(%rsp,%rcx), %zmm9, %zmm9
	vmovaps	%zmm8, %zmm10 {%k1}
	vmulps	832(%rsp), %zmm10, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vcmpeqps	560(%rsp), %zmm27, %k1
	vmovaps	%zmm6, %zmm8 {%k1} {z}
	vaddps	%zmm9, %zmm8, %zmm8
	vmulps	%zmm8, %zmm21, %zmm8
	vsubps	%zmm8, %zmm7, %zmm7
	vmulps	38152(%rsp,%rcx), %zmm20, %zmm8
	vaddps	%zmm7, %zmm8, %zmm7
	vandps	%zmm5, %zmm7, %zmm8
	vpcmpgtd	%zmm2, %zmm8, %k1
	vmovdqa32	%zmm4, %zmm7 {%k1}
	vmovdqu64	%zmm7, 5384(%rsp,%rcx)
	incq	%rdx
	addq	$256, %rcx
	cmpq	%rdx, %r11
	jne	.LBB0_126
	jmp	.LBB0_127
	.p2align	4
.LBB0_129:
	movl	$192, %ecx
	xorl	%edx, %edx
	movq	-128(%rsp), %r11
	.p2align	4
.LBB0_130:
	vcvtusi2ss	%rdx, %xmm2, %xmm6
	vbroadcastss	%xmm6, %zmm4
	vmovups	5192(%rsp,%rcx), %zmm10
	vmovups	5256(%rsp,%rcx), %zmm9
	vmovups	5320(%rsp,%rcx), %zmm8
	vsubps	32(%rsp), %zmm10, %zmm11
	vbroadcastss	.LCPI0_63(%rip), %zmm24
	vmaxps	%zmm11, %zmm24, %zmm7
	vbroadcastss	.LCPI0_64(%rip), %zmm22
	vminps	%zmm7, %zmm22, %zmm7
	vbroadcastss	.LCPI0_65(%rip), %zmm23
	vmulps	%zmm23, %zmm7, %zmm12
	vbroadcastss	.LCPI0_66(%rip), %zmm20
	vaddps	%zmm20, %zmm12, %zmm12
	vbroadcastss	.LCPI0_67(%rip), %zmm25
	vaddps	%zmm25, %zmm12, %zmm13
	vbroadcastss	.LCPI0_87(%rip), %zmm26
	vmulps	%zmm26, %zmm13, %zmm14
	vsubps	%zmm14, %zmm7, %zmm14
	vbroadcastss	.LCPI0_69(%rip), %zmm1
	vmulps	%zmm1, %zmm13, %zmm13
	vsubps	%zmm13, %zmm14, %zmm7
	vmulps	%zmm7, %zmm7, %zmm15
	vmulps	%zmm30, %zmm15, %zmm18
	vbroadcastss	.LCPI0_71(%rip), %zmm19
	vaddps	%zmm19, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	.LCPI0_72(%rip){1to16}, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vbroadcastss	.LCPI0_73(%rip), %zmm6
	vaddps	%zmm6, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	%zmm0, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm15
	vsubps	%zmm15, %zmm7, %zmm15
	vmulps	%zmm15, %zmm7, %zmm7
	vsubps	%zmm15, %zmm16, %zmm15
	vdivps	%zmm15, %zmm7, %zmm15
	vmovups	5384(%rsp,%rcx), %zmm3
	vmovups	%zmm3, 288(%rsp)
	vaddps	%zmm10, %zmm10, %zmm18
	vbroadcastss	.LCPI0_80(%rip), %zmm7
	vmulps	%zmm7, %zmm18, %zmm18
	vsubps	103496(%rsp,%rcx), %zmm18, %zmm18
	vsubps	%zmm15, %zmm13, %zmm13
	vsubps	%zmm13, %zmm14, %zmm13
	vaddps	%zmm17, %zmm13, %zmm13
	vpaddd	%zmm2, %zmm12, %zmm14
	vpsrld	$1, %zmm14, %zmm14
	vpsubd	%zmm14, %zmm12, %zmm12
	vpslld	$23, %zmm12, %zmm12
	vpslld	$23, %zmm14, %zmm14
	vpaddd	%zmm27, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vpaddd	%zmm31, %zmm12, %zmm12
	vmulps	%zmm12, %zmm13, %zmm12
	vxorps	%xmm3, %xmm3, %xmm3
	vcmpunordps	%zmm3, %zmm11, %k1
	vmovaps	%zmm28, %zmm12 {%k1}
	vmulps	768(%rsp), %zmm12, %zmm11
	vaddps	%zmm11, %zmm18, %zmm11
	vcmpeqps	896(%rsp), %zmm4, %k1
	vbroadcastss	.LCPI0_81(%rip), %zmm5
	vmovaps	%zmm5, %zmm12 {%k1} {z}
	vaddps	%zmm11, %zmm12, %zmm11
	vmovaps	%zmm30, %zmm21
	vmovups	2240(%rsp), %zmm30
	vmulps	%zmm11, %zmm30, %zmm11
	vsubps	%zmm11, %zmm10, %zmm10
	vbroadcastss	.LCPI0_82(%rip), %zmm3
	vandps	%zmm3, %zmm10, %zmm11
	vpcmpgtd	%zmm31, %zmm11, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm29
	vmovdqa32	%zmm29, %zmm10 {%k1}
	vmovdqu64	%zmm10, 5192(%rsp,%rcx)
	vsubps	352(%rsp), %zmm9, %zmm10
	vmaxps	%zmm10, %zmm24, %zmm11
	vminps	%zmm11, %zmm22, %zmm11
	vmulps	%zmm23, %zmm11, %zmm12
	vaddps	%zmm20, %zmm12, %zmm12
	vaddps	%zmm25, %zmm12, %zmm13
	vmulps	%zmm26, %zmm13, %zmm14
	vsubps	%zmm14, %zmm11, %zmm11
	vmulps	%zmm1, %zmm13, %zmm13
	vsubps	%zmm13, %zmm11, %zmm14
	vmulps	%zmm14, %zmm14, %zmm15
	vmulps	%zmm21, %zmm15, %zmm18
	vaddps	%zmm19, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	.LCPI0_72(%rip){1to16}, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	%zmm6, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm18
	vaddps	%zmm0, %zmm18, %zmm18
	vmulps	%zmm18, %zmm15, %zmm15
	vbroadcastss	.LCPI0_72(%rip), %zmm18
	vsubps	%zmm15, %zmm14, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm15, %zmm16, %zmm15
	vdivps	%zmm15, %zmm14, %zmm14
	vaddps	%zmm9, %zmm9, %zmm15
	vmovaps	%zmm7, %zmm3
	vmulps	%zmm7, %zmm15, %zmm15
	vsubps	103560(%rsp,%rcx), %zmm15, %zmm15
	vsubps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm11, %zmm11
	vaddps	%zmm17, %zmm11, %zmm11
	vpaddd	%zmm2, %zmm12, %zmm13
	vpsrld	$1, %zmm13, %zmm13
	vpsubd	%zmm13, %zmm12, %zmm12
	vpslld	$23, %zmm12, %zmm12
	vpslld	$23, %zmm13, %zmm13
	vpaddd	%zmm27, %zmm13, %zmm13
	vmulps	%zmm13, %zmm11, %zmm11
	vpaddd	%zmm31, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm11
	vxorps	%xmm5, %xmm5, %xmm5
	vcmpunordps	%zmm5, %zmm10, %k1
	vmovaps	%zmm28, %zmm11 {%k1}
	vmulps	704(%rsp), %zmm11, %zmm10
	vaddps	%zmm10, %zmm15, %zmm10
	vcmpeqps	640(%rsp), %zmm4, %k1
	vbroadcastss	.LCPI0_81(%rip), %zmm5
	vmovaps	%zmm5, %zmm11 {%k1} {z}
	vaddps	%zmm10, %zmm11, %zmm10
	vmulps	%zmm10, %zmm30, %zmm10
	vsubps	%zmm10, %zmm9, %zmm9
	vbroadcastss	.LCPI0_82(%rip), %zmm7
	vandps	%zmm7, %zmm9, %zmm10
	vpcmpgtd	%zmm31, %zmm10, %k1
	vmovdqa32	%zmm29, %zmm9 {%k1}
	vmovdqu64	%zmm9, 5256(%rsp,%rcx)
	vsubps	96(%rsp), %zmm8, %zmm9
	vmaxps	%zmm9, %zmm24, %zmm10
	vminps	%zmm10, %zmm22, %zmm10
	vmulps	%zmm23, %zmm10, %zmm11
	vaddps	%zmm20, %zmm11, %zmm11
	vaddps	%zmm25, %zmm11, %zmm12
	vmulps	%zmm26, %zmm12, %zmm13
	vsubps	%zmm13, %zmm10, %zmm10
	vmulps	%zmm1, %zmm12, %zmm12
	vsubps	%zmm12, %zmm10, %zmm13
	vmulps	%zmm13, %zmm13, %zmm14
	vmulps	%zmm21, %zmm14, %zmm15
	vaddps	%zmm19, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm18, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm6, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm0, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm13, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm14, %zmm16, %zmm14
	vdivps	%zmm14, %zmm13, %zmm13
	vaddps	%zmm8, %zmm8, %zmm14
	vmulps	%zmm3, %zmm14, %zmm14
	vmovaps	%zmm3, %zmm15
	vsubps	103624(%rsp,%rcx), %zmm14, %zmm14
	vsubps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm12, %zmm10, %zmm10
	vaddps	%zmm17, %zmm10, %zmm10
	vpaddd	%zmm2, %zmm11, %zmm12
	vpsrld	$1, %zmm12, %zmm12
	vpsubd	%zmm12, %zmm11, %zmm11
	vpslld	$23, %zmm11, %zmm11
	vpslld	$23, %zmm12, %zmm12
	vpaddd	%zmm27, %zmm12, %zmm12
	vmulps	%zmm12, %zmm10, %zmm10
	vpaddd	%zmm31, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm10
	vxorps	%xmm3, %xmm3, %xmm3
	vcmpunordps	%zmm3, %zmm9, %k1
	vmovaps	%zmm28, %zmm10 {%k1}
	vmulps	1072(%rsp), %zmm10, %zmm9
	vaddps	%zmm9, %zmm14, %zmm9
	vcmpeqps	416(%rsp), %zmm4, %k1
	vmovaps	%zmm4, %zmm18
	vmovaps	%zmm5, %zmm10 {%k1} {z}
	vaddps	%zmm9, %zmm10, %zmm9
	vmulps	%zmm9, %zmm30, %zmm9
	vsubps	%zmm9, %zmm8, %zmm8
	vandps	%zmm7, %zmm8, %zmm9
	vmovaps	%zmm7, %zmm4
	vpcmpgtd	%zmm31, %zmm9, %k1
	vmovdqa32	%zmm29, %zmm8 {%k1}
	vmovdqu64	%zmm8, 5320(%rsp,%rcx)
	vmovups	288(%rsp), %zmm7
	vsubps	160(%rsp), %zmm7, %zmm8
	vmaxps	%zmm8, %zmm24, %zmm9
	vminps	%zmm9, %zmm22, %zmm9
	vmulps	%zmm23, %zmm9, %zmm10
	vaddps	%zmm20, %zmm10, %zmm10
	vaddps	%zmm25, %zmm10, %zmm11
	vmulps	%zmm26, %zmm11, %zmm12
	vsubps	%zmm12, %zmm9, %zmm9
	vmulps	%zmm1, %zmm11, %zmm11
	vsubps	%zmm11, %zmm9, %zmm12
	vmulps	%zmm12, %zmm12, %zmm13
	vmulps	%zmm21, %zmm13, %zmm14
	vaddps	%zmm19, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	.LCPI0_72(%rip){1to16}, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm6, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm14
	vaddps	%zmm0, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm12, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm13, %zmm16, %zmm13
	vdivps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm12, %zmm11, %zmm11
	vsubps	%zmm11, %zmm9, %zmm9
	vaddps	%zmm17, %zmm9, %zmm9
	vpaddd	%zmm2, %zmm10, %zmm11
	vpsrld	$1, %zmm11, %zmm11
	vpsubd	%zmm11, %zmm10, %zmm10
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm27, %zmm11, %zmm11
	vmulps	%zmm11, %zmm9, %zmm9
	vpslld	$23, %zmm10, %zmm10
	vpaddd	%zmm31, %zmm10, %zmm10
	vmulps	%zmm10, %zmm9, %zmm9
	vcmpunordps	%zmm3, %zmm8, %k1
	vaddps	%zmm7, %zmm7, %zmm8
	vmulps	%zmm15, %zmm8, %zmm8
	vsubps	103688(%rsp,%rcx), %zmm8, %zmm8
	vmovaps	%zmm28, %zmm9 {%k1}
	vmulps	832(%rsp), %zmm9, %zmm9
	vaddps	%zmm9, %zmm8, %zmm8
	vcmpeqps	560(%rsp), %zmm18, %k1
	vmovaps	%zmm5, %zmm6 {%k1} {z}
	vaddps	%zmm8, %zmm6, %zmm6
	vmulps	%zmm6, %zmm30, %zmm6
	vmovaps	%zmm21, %zmm30
	vsubps	%zmm6, %zmm7, %zmm6
	vandps	%zmm4, %zmm6, %zmm7
	vpcmpgtd	%zmm31, %zmm7, %k1
	vmovdqa32	%zmm29, %zmm6 {%k1}
	vmovdqu64	%zmm6, 5384(%rsp,%rcx)
	incq	%rdx
	addq	$256, %rcx
	cmpq	%rdx, %r11
	jne	.LBB0_130
	jmp	.LBB0_127
	.p2align	4
.LBB0_106:
	cmpq	$0, -128(%rsp)
	sete	%al
	testq	%r15, %r15
	sete	%cl
	orb	%al, %cl
	jne	.LBB0_144
	movq	-56(%rsp), %r11
	imulq	-128(%rsp), %r11
	cmpq	$1, %r11
	jne	.LBB0_131
	xorl	%ecx, %ecx
	jmp	.LBB0_140
	.p2align	4
.LBB0_131:
	movq	%r9, %r8
	movq	%rbx, %r9
	movq	%r13, %r10
	movq	%r11, %rbx
	andl	$16382, %r11d
	xorl	%ecx, %ecx
	movq	-128(%rsp), %r12
	jmp	.LBB0_132
	.p2align	4
.LBB0_137:
	xorl	%edx, %edx
	divq	%r12
.LBB0_138:
	cmpq	%r15, %rax
	movq	%r14, %r13
	cmovbq	%rax, %r13
	addq	%r10, %r13
	movq	%rdx, %rbp
	shlq	$8, %rbp
	addq	%rsp, %rbp
	addq	$5384, %rbp
	vmovss	(%rbp,%rax,4), %xmm0
	imulq	%r12, %r13
	movq	-88(%rsp), %rax
	leaq	(%rax,%r13,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r11
	je	.LBB0_139
.LBB0_132:
	movq	%rcx, %rax
	orq	%r12, %rax
	shrq	$32, %rax
	je	.LBB0_133
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r12
	jmp	.LBB0_135
	.p2align	4
.LBB0_133:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r12d
.LBB0_135:
	cmpq	%r15, %rax
	movq	%r14, %r13
	cmovbq	%rax, %r13
	addq	%r10, %r13
	imulq	%r12, %r13
	movq	%rdx, %rbp
	shlq	$8, %rbp
	addq	%rsp, %rbp
	addq	$5384, %rbp
	vmovss	(%rbp,%rax,4), %xmm0
	movq	-88(%rsp), %rax
	leaq	(%rax,%r13,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%r12, %rdx
	shrq	$32, %rdx
	jne	.LBB0_137
	xorl	%edx, %edx
	divl	%r12d
	jmp	.LBB0_138
	.p2align	4
.LBB0_139:
	testb	$1, %bl
	movq	%r10, %r13
	movq	-88(%rsp), %r10
	movq	%r9, %rbx
	movq	%r8, %r9
	movl	$3449720151, %r8d
	je	.LBB0_144
.LBB0_140:
	movq	%rcx, %rax
	movq	-128(%rsp), %r11
	orq	%r11, %rax
	shrq	$32, %rax
	jne	.LBB0_142
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r11d
	jmp	.LBB0_143
.LBB0_18:
	movq	16(%rdi), %rdi
	cmpq	$4097, %rax
	movq	%rdi, -112(%rsp)
	jae	.LBB0_19
	movq	%rcx, %r8
	subq	%r13, %r8
	jbe	.LBB0_75
	cmpq	$0, -16(%rsp)
	je	.LBB0_228
	movl	$3449720151, %ebx
	movq	-80(%rsp), %rsi
	movq	%rsi, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %r10
	leaq	842468239(%rax), %rdx
	movq	%rdx, 3968(%rsp)
	leaq	1684936478(%rax), %rdx
	movq	%rdx, -56(%rsp)
	leaq	534103459(%rax), %rdx
	movq	%rdx, -48(%rsp)
	movq	-128(%rsp), %rdx
	movl	%edx, %r15d
	andl	$8188, %r15d
	leaq	(%rax,%rbx), %r12
	addq	$-305585874, %r12
	movq	%r12, 2216(%rsp)
	leaq	536882365(%rax,%rbx), %r12
	movq	%r12, 552(%rsp)
	leaq	-613950654(%rax,%rbx), %rbp
	movq	%rbp, 1064(%rsp)
	addq	%rbx, %rax
	addq	$228517585, %rax
	movq	%rax, -8(%rsp)
	movq	%r13, %r11
	imulq	%rdx, %r11
	movq	%rdx, %rax
	shlq	$4, %rax
	movq	%rax, 1208(%rsp)
	leaq	4(,%r13,4), %r14
	imulq	%rdx, %r14
	movq	%r15, 1000(%rsp)
	decq	%r15
	shrq	$2, %r15
	movl	%edx, %eax
	andl	$8128, %eax
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 3840(%rsp)
	leaq	(%rsi,%rbx), %r9
	addq	$-795284382, %r9
	movq	%r9, 2208(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 5312(%rsp)
	leaq	1013904242(%rsi), %r9
	movq	%r9, 1056(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 3776(%rsp)
	movq	%r10, 2224(%rsp)
	vpbroadcastq	%r10, %zmm0
	vmovdqu64	%zmm0, 5248(%rsp)
	leaq	218619860(%rsi,%rbx), %r9
	movq	%r9, 1048(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 3712(%rsp)
	movq	3968(%rsp), %r9
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 3648(%rsp)
	leaq	2027808484(%rsi), %r9
	movq	%r9, 1040(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 3584(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 3520(%rsp)
	leaq	387276957(%rsi), %r12
	movq	%r12, 1032(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 3456(%rsp)
	vpbroadcastq	%rbp, %zmm0
	vmovdqu64	%zmm0, 3392(%rsp)
	movq	%rax, %r12
	leaq	-408007425(%rsi,%rbx), %rax
	movq	%rax, 544(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3328(%rsp)
	movq	-56(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3264(%rsp)
	leaq	1401181199(%rsi), %rax
	movq	%rax, 4352(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3200(%rsp)
	movq	-48(%rsp), %rax
	vpbroadcastq	%rax, %zmm4
	movq	-8(%rsp), %rax
	vpbroadcastq	%rax, %zmm20
	leal	-1879881855(%rsi), %eax
	movl	%eax, 536(%rsp)
	vpbroadcastd	%eax, %zmm19
	movl	%edx, %eax
	andl	$8184, %eax
	vpbroadcastq	%r12, %zmm0
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vporq	%zmm1, %zmm0, %zmm0
	vmovdqu64	%zmm0, 4928(%rsp)
	movl	%edx, %esi
	andl	$8176, %esi
	movl	%edx, %r9d
	andl	$8188, %r9d
	movq	%r9, 984(%rsp)
	movq	%r15, 992(%rsp)
	leaq	1(%r15), %rbx
	movq	%rbx, 2200(%rsp)
	andq	$-2, %rbx
	movq	%rbx, 2192(%rsp)
	vbroadcastss	2880(%rsp), %zmm3
	vpbroadcastq	%rsi, %ymm0
	vpor	%ymm1, %ymm0, %ymm0
	vmovdqu	%ymm0, 2656(%rsp)
	movq	%rax, 520(%rsp)
	subq	%r12, %rax
	movq	%rax, 5120(%rsp)
	leal	(,%rdx,4), %r15d
	movl	%r15d, %r9d
	andl	$32512, %r9d
	andl	$32704, %r15d
	vmovapd	.LCPI0_0(%rip), %zmm22
	vmovapd	.LCPI0_4(%rip), %zmm23
	vmovapd	.LCPI0_61(%rip), %zmm24
	vmovapd	.LCPI0_62(%rip), %zmm25
	vxorpd	%xmm26, %xmm26, %xmm26
	vxorps	%xmm27, %xmm27, %xmm27
	leaq	(%rdx,%rdx,2), %rax
	movq	%rax, 2144(%rsp)
	leaq	(,%rdx,8), %rax
	movq	%rax, -104(%rsp)
	leaq	(%rdi,%rdx,8), %rax
	movq	%rax, 496(%rsp)
	leaq	(,%r11,4), %rax
	movq	%rax, 2136(%rsp)
	leaq	(,%rdx,4), %rdx
	movq	1208(%rsp), %rbx
	movq	%rsi, %rbp
	leaq	(%rdx,%rdx,2), %rax
	movq	%rax, -64(%rsp)
	movq	-88(%rsp), %rax
	leaq	(%rax,%r11,4), %rsi
	movq	%r14, 2152(%rsp)
	leaq	(%rax,%r14), %rax
	movq	%rax, 2120(%rsp)
	movq	%rdx, %r14
	leaq	192(%rdi), %rax
	movq	%rax, 2184(%rsp)
	movq	%r9, 1016(%rsp)
	leaq	(%rdi,%r9), %rax
	movq	%rax, 2176(%rsp)
	leaq	16(%rdi), %rax
	movq	%rax, 488(%rsp)
	movq	224(%rsp), %rax
	movq	%r11, 504(%rsp)
	leaq	(%rax,%r11,4), %rax
	movq	%rax, 4288(%rsp)
	xorl	%r9d, %r9d
	movq	%rsi, 2128(%rsp)
	movq	%rsi, -72(%rsp)
	movq	%r12, (%rsp)
	vmovdqu64	%zmm4, 4224(%rsp)
	vmovdqu64	%zmm20, 4160(%rsp)
	vmovdqu64	%zmm19, 4096(%rsp)
	movq	%rbp, 512(%rsp)
	vmovupd	%zmm3, 3072(%rsp)
	movq	%r15, 976(%rsp)
	movq	%rdx, 16(%rsp)
	jmp	.LBB0_148
	.p2align	4
.LBB0_192:
	addq	$4, %r13
	movq	2168(%rsp), %r8
	addq	$-4, %r8
	movq	2160(%rsp), %r9
	incq	%r9
	addq	%r14, 504(%rsp)
	movq	1208(%rsp), %rbx
	addq	%rbx, -72(%rsp)
	addq	%rbx, 4288(%rsp)
	movq	480(%rsp), %rcx
	cmpq	%rcx, %r13
	jae	.LBB0_75
.LBB0_148:
	movq	%rcx, %r15
	subq	%r13, %r15
	cmpq	$4, %r15
	movl	$4, %r10d
	cmovbq	%r15, %r10
	decq	%r10
	cmpq	$4, %r15
	movq	%r10, %r11
	movl	$3, %eax
	cmovaeq	%rax, %r11
	cmpq	$1, %r8
	movq	%r8, 2168(%rsp)
	movq	%r8, %rdx
	adcq	$0, %rdx
	cmpq	$4, %rdx
	movl	$4, %eax
	cmovaeq	%rax, %rdx
	leaq	(%rdx,%rdx,2), %rax
	movl	%eax, %eax
	leaq	-8(,%rax,4), %rsi
	imulq	-128(%rsp), %rsi
	addq	%rdi, %rsi
	movq	%rbx, %rax
	movq	%r9, 2160(%rsp)
	imulq	%r9, %rax
	movq	2128(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, 352(%rsp)
	movq	2120(%rsp), %rcx
	leaq	(%rcx,%rax), %r9
	leaq	-1(%rdx), %rbx
	imulq	%r14, %rbx
	addq	%rbx, %r9
	movq	2136(%rsp), %rcx
	addq	%rax, %rcx
	movq	-88(%rsp), %r8
	leaq	(%r8,%rcx), %rdi
	movq	%rdi, 160(%rsp)
	addq	2152(%rsp), %rax
	addq	%rax, %r8
	addq	%rbx, %r8
	movq	224(%rsp), %r14
	addq	%r14, %rcx
	movq	%rcx, 288(%rsp)
	addq	%r14, %rax
	addq	%rbx, %rax
	movq	-64(%rsp), %r14
	imulq	%rdx, %r14
	addq	-112(%rsp), %r14
	cmpq	$2, %r15
	movq	%r10, %rbx
	movl	$1, %ecx
	cmovaeq	%rcx, %rbx
	movq	%rbx, %rdi
	movq	2144(%rsp), %rcx
	imulq	%rcx, %rdi
	movq	%rdi, 32(%rsp)
	cmpq	$3, %r15
	movl	$2, %edi
	cmovaeq	%rdi, %r10
	movq	%r10, %rdi
	imulq	%rcx, %rdi
	movq	%rdi, 96(%rsp)
	movq	%r11, %r15
	imulq	%rcx, %r15
	cmpq	%r9, -112(%rsp)
	setb	%cl
	cmpq	%rsi, 352(%rsp)
	setb	%sil
	andb	%cl, %sil
	movb	%sil, 1216(%rsp)
	movq	160(%rsp), %rcx
	cmpq	%rax, %rcx
	setb	%sil
	movq	288(%rsp), %rdi
	cmpq	%r8, %rdi
	setb	%r9b
	andb	%sil, %r9b
	cmpq	%r14, %rcx
	movq	%rcx, %r14
	setb	%sil
	cmpq	%r8, 496(%rsp)
	setb	%cl
	andb	%sil, %cl
	orb	%r9b, %cl
	movb	%cl, 528(%rsp)
	movq	-112(%rsp), %rsi
	cmpq	%rax, %r14
	setb	%al
	cmpq	%r8, %rdi
	movq	32(%rsp), %rcx
	leaq	(%rsi,%rcx,4), %rcx
	movq	%rcx, 240(%rsp)
	movq	-64(%rsp), %rcx
	movq	96(%rsp), %rdi
	leaq	(%rsi,%rdi,4), %rdi
	movq	%rdi, 232(%rsp)
	leaq	(%rsi,%r15,4), %rsi
	movq	%rsi, 2624(%rsp)
	setb	%sil
	andb	%al, %sil
	movb	%sil, 5184(%rsp)
	imulq	%rcx, %r11
	movq	488(%rsp), %rax
	addq	%rax, %r11
	movq	%r11, 960(%rsp)
	imulq	%rcx, %r10
	addq	%rax, %r10
	movq	%r10, 968(%rsp)
	imulq	%rcx, %rbx
	addq	%rax, %rbx
	movq	%rbx, 2232(%rsp)
	movq	$0, 248(%rsp)
	vmovss	-28(%rsp), %xmm0
	vmovss	%xmm0, 284(%rsp)
	vmovss	-24(%rsp), %xmm0
	vmovaps	%xmm0, 624(%rsp)
	movq	%rdx, 272(%rsp)
	movq	%r13, 24(%rsp)
	jmp	.LBB0_149
	.p2align	4
.LBB0_191:
	movq	248(%rsp), %rcx
	incq	%rcx
	movq	%rcx, 248(%rsp)
	cmpq	-16(%rsp), %rcx
	movq	-112(%rsp), %rdi
	movq	(%rsp), %r12
	je	.LBB0_192
.LBB0_149:
	cmpl	$0, -20(%rsp)
	jne	.LBB0_150
.LBB0_151:
	movl	$3449720151, %ebx
	movq	-104(%rsp), %r15
	cmpl	$0, -116(%rsp)
	movq	-128(%rsp), %rdx
	je	.LBB0_152
	movq	1008(%rsp), %rax
	movq	248(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %rsi
	shrq	$32, %rsi
	imulq	%rbx, %rsi
	movq	%rsi, %rax
	shrq	$32, %rax
	xorl	-80(%rsp), %ecx
	xorl	%eax, %ecx
	leaq	78811644(%rbx), %rax
	movq	%rax, 256(%rsp)
	imulq	%rax, %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	xorq	2216(%rsp), %rax
	movq	%rax, 4416(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3904(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vpxorq	5312(%rsp), %zmm0, %zmm28
	vpbroadcastq	%rcx, %zmm0
	vpxorq	5248(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 4480(%rsp)
	xorq	2208(%rsp), %rsi
	movl	%esi, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 5056(%rsp)
	xorq	2224(%rsp), %rcx
	movq	%rcx, 4032(%rsp)
	movl	%ecx, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4992(%rsp)
	movq	504(%rsp), %rax
	movq	%rax, -96(%rsp)
	movq	-112(%rsp), %rax
	movq	%rax, 8(%rsp)
	movq	2176(%rsp), %rcx
	movq	2184(%rsp), %rdi
	xorl	%r8d, %r8d
	movq	%rsi, 3136(%rsp)
	vmovdqu64	%zmm28, 2560(%rsp)
	jmp	.LBB0_165
	.p2align	4
.LBB0_183:
	movq	1024(%rsp), %r8
	incq	%r8
	movq	-64(%rsp), %rax
	addq	%rax, %rdi
	movq	264(%rsp), %rcx
	addq	%rax, %rcx
	addq	%rax, 8(%rsp)
	movq	-128(%rsp), %rdx
	addq	%rdx, -96(%rsp)
	cmpq	%r10, %r8
	movq	3136(%rsp), %rsi
	vmovups	2560(%rsp), %zmm28
	je	.LBB0_152
.LBB0_165:
	movq	%rcx, 264(%rsp)
	movq	%r8, 1024(%rsp)
	leaq	(%r8,%r13), %rax
	imulq	%rdx, %rax
	vpbroadcastq	%rax, %zmm29
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm29, %zmm0
	vmovdqu64	%zmm0, 1552(%rsp)
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm29, %zmm0
	vmovdqu64	%zmm0, 1232(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm29, %zmm0
	vmovdqu64	%zmm0, 1488(%rsp)
	movq	%rdi, %r9
	movq	%r12, %r14
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vmovdqa64	.LCPI0_4(%rip), %zmm2
	vpbroadcastq	.LCPI0_5(%rip), %zmm22
	vpbroadcastq	.LCPI0_6(%rip), %zmm21
	vmovdqu64	%zmm29, 1616(%rsp)
	.p2align	4
.LBB0_166:
	vmovdqu64	%zmm2, 352(%rsp)
	vmovdqu64	%zmm1, 32(%rsp)
	vpaddq	%zmm29, %zmm2, %zmm6
	vpmuludq	%zmm22, %zmm6, %zmm0
	vpaddq	%zmm29, %zmm1, %zmm7
	vpmuludq	%zmm22, %zmm7, %zmm1
	vmovdqu64	1552(%rsp), %zmm2
	vpaddq	352(%rsp), %zmm2, %zmm9
	vpmuludq	%zmm22, %zmm9, %zmm3
	vpaddq	32(%rsp), %zmm2, %zmm11
	vpmuludq	%zmm22, %zmm11, %zmm29
	vmovdqu64	1232(%rsp), %zmm2
	vpaddq	352(%rsp), %zmm2, %zmm12
	vpmuludq	%zmm22, %zmm12, %zmm30
	vpaddq	32(%rsp), %zmm2, %zmm13
	vpmuludq	%zmm22, %zmm13, %zmm10
	vmovdqu64	1488(%rsp), %zmm8
	vpaddq	352(%rsp), %zmm8, %zmm14
	vpmuludq	%zmm22, %zmm14, %zmm2
	vpaddq	32(%rsp), %zmm8, %zmm15
	vpmuludq	%zmm22, %zmm15, %zmm8
	vmovdqu64	3840(%rsp), %zmm16
	vpternlogq	$150, %zmm16, %zmm1, %zmm7
	vpternlogq	$150, %zmm16, %zmm0, %zmm6
	vpternlogq	$150, %zmm16, %zmm29, %zmm11
	vpternlogq	$150, %zmm16, %zmm3, %zmm9
	vpternlogq	$150, %zmm16, %zmm10, %zmm13
	vpternlogq	$150, %zmm16, %zmm30, %zmm12
	vpternlogq	$150, %zmm16, %zmm8, %zmm15
	vpternlogq	$150, %zmm16, %zmm2, %zmm14
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm12, %zmm16
	vpsrlq	$32, %zmm13, %zmm12
	vpsrlq	$32, %zmm14, %zmm13
	vpsrlq	$32, %zmm15, %zmm17
	vpmuludq	%zmm21, %zmm7, %zmm26
	vpmuludq	%zmm21, %zmm6, %zmm24
	vpmuludq	%zmm21, %zmm11, %zmm15
	vpmuludq	%zmm21, %zmm9, %zmm14
	vpmuludq	%zmm21, %zmm12, %zmm12
	vpmuludq	%zmm21, %zmm16, %zmm11
	vpmuludq	%zmm21, %zmm17, %zmm18
	vpmuludq	%zmm21, %zmm13, %zmm21
	vpsrlq	$32, %zmm24, %zmm7
	vpsrlq	$32, %zmm26, %zmm13
	vpsrlq	$32, %zmm14, %zmm16
	vpsrlq	$32, %zmm15, %zmm17
	vpsrlq	$32, %zmm11, %zmm19
	vpsrlq	$32, %zmm12, %zmm20
	vpsrlq	$32, %zmm21, %zmm23
	vpsrlq	$32, %zmm18, %zmm25
	vpxorq	%zmm28, %zmm13, %zmm13
	vpmuludq	%zmm22, %zmm13, %zmm22
	vpxorq	%zmm28, %zmm7, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm31
	vmovdqu64	%zmm31, 416(%rsp)
	vpxorq	%zmm28, %zmm17, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm17
	vpxorq	%zmm28, %zmm16, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm5
	vpxorq	%zmm28, %zmm20, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm6
	vpxorq	%zmm28, %zmm19, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm4
	vpxorq	%zmm28, %zmm25, %zmm7
	vpxorq	%zmm28, %zmm23, %zmm13
	vmovdqu64	3904(%rsp), %zmm27
	vpxorq	%zmm1, %zmm27, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm7
	vmovdqu64	%zmm7, 160(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm25
	vpxorq	%zmm0, %zmm27, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm19
	vpxorq	%zmm29, %zmm27, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm0
	vmovdqu64	%zmm0, 96(%rsp)
	vpxorq	%zmm3, %zmm27, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm13
	vpxorq	%zmm10, %zmm27, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm16
	vpxorq	%zmm30, %zmm27, %zmm3
	vpsrlq	$32, %zmm31, %zmm0
	vmovdqu64	%zmm0, 1072(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm30
	vpxorq	%zmm8, %zmm27, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm7
	vmovdqu64	%zmm7, 560(%rsp)
	vpxorq	%zmm2, %zmm27, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 288(%rsp)
	vpsrlq	$32, %zmm22, %zmm2
	vpsrlq	$32, %zmm19, %zmm3
	vpsrlq	$32, %zmm25, %zmm8
	vpsrlq	$32, %zmm13, %zmm10
	vpsrlq	$32, %zmm29, %zmm27
	vpsrlq	$32, %zmm30, %zmm28
	vpsrlq	$32, %zmm5, %zmm31
	vmovdqa64	%zmm5, %zmm23
	vmovdqu64	3776(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm26, %zmm8
	vpsrlq	$32, %zmm16, %zmm26
	vpternlogq	$150, %zmm0, %zmm24, %zmm3
	vpsrlq	$32, %zmm1, %zmm24
	vpternlogq	$150, %zmm0, %zmm15, %zmm27
	vpsrlq	$32, %zmm17, %zmm9
	vmovdqa64	%zmm17, %zmm20
	vpternlogq	$150, %zmm0, %zmm14, %zmm10
	vpsrlq	$32, %zmm7, %zmm14
	vpternlogq	$150, %zmm0, %zmm12, %zmm26
	vpternlogq	$150, %zmm0, %zmm11, %zmm28
	vpternlogq	$150, %zmm0, %zmm18, %zmm14
	vpsrlq	$32, %zmm4, %zmm12
	vmovdqa64	%zmm4, %zmm15
	vpternlogq	$150, %zmm0, %zmm21, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm1
	vmovdqu64	%zmm1, 1920(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm0
	vmovdqu64	%zmm0, 640(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm17
	vmovdqu64	%zmm17, 1136(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm3
	vmovdqu64	%zmm3, 768(%rsp)
	vmovdqa64	%zmm6, %zmm7
	vpsrlq	$32, %zmm6, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm6
	vmovdqu64	%zmm6, 704(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm5
	vmovdqu64	%zmm5, 832(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm11
	vmovdqu64	%zmm11, 896(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vmovdqu64	4480(%rsp), %zmm4
	vpxorq	%zmm4, %zmm2, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm24
	vpxorq	1072(%rsp), %zmm4, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm26
	vpxorq	%zmm4, %zmm9, %zmm0
	vpxorq	%zmm4, %zmm31, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm18
	vmovdqu64	%zmm18, 1680(%rsp)
	vpxorq	%zmm4, %zmm27, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm9
	vmovdqu64	%zmm9, 1744(%rsp)
	vpxorq	%zmm4, %zmm12, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 1808(%rsp)
	vpsrlq	$32, %zmm24, %zmm27
	vmovdqu64	3712(%rsp), %zmm14
	vpternlogq	$150, %zmm25, %zmm14, %zmm27
	vpsrlq	$32, %zmm26, %zmm2
	vpternlogq	$150, %zmm19, %zmm14, %zmm2
	vpsrlq	$32, %zmm28, %zmm19
	vpternlogq	$150, %zmm29, %zmm14, %zmm19
	vpsrlq	$32, %zmm18, %zmm12
	vpternlogq	$150, %zmm13, %zmm14, %zmm12
	vpsrlq	$32, %zmm9, %zmm25
	vpternlogq	$150, %zmm16, %zmm14, %zmm25
	vpsrlq	$32, %zmm0, %zmm29
	vpternlogq	$150, %zmm30, %zmm14, %zmm29
	vpsrlq	$32, %zmm1, %zmm0
	vmovdqu64	3648(%rsp), %zmm1
	vpternlogq	$150, 416(%rsp), %zmm1, %zmm0
	vpsrlq	$32, %zmm3, %zmm13
	vpternlogq	$150, %zmm1, %zmm22, %zmm10
	vpsrlq	$32, %zmm17, %zmm22
	vpternlogq	$150, %zmm1, %zmm23, %zmm22
	vpsrlq	$32, %zmm5, %zmm21
	vpternlogq	$150, %zmm1, %zmm20, %zmm13
	vpsrlq	$32, %zmm6, %zmm18
	vpternlogq	$150, %zmm1, %zmm15, %zmm18
	vpsrlq	$32, %zmm11, %zmm30
	vpternlogq	$150, %zmm1, %zmm7, %zmm21
	vmovdqu64	160(%rsp), %zmm3
	vpsrlq	$32, %zmm3, %zmm7
	vpxorq	%zmm4, %zmm7, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm31
	vpternlogq	$150, %zmm1, %zmm3, %zmm30
	vpsrlq	$32, %zmm31, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm3
	vmovdqu64	%zmm3, 160(%rsp)
	vpternlogq	$150, 560(%rsp), %zmm14, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 416(%rsp)
	vpsrlq	$32, %zmm3, %zmm16
	vmovdqu64	3584(%rsp), %zmm23
	vpternlogq	$150, %zmm23, %zmm24, %zmm16
	vpsrlq	$32, %zmm0, %zmm10
	vpternlogq	$150, %zmm23, %zmm26, %zmm10
	vpsrlq	$32, %zmm8, %zmm0
	vmovdqa64	%zmm8, %zmm7
	vmovdqu64	96(%rsp), %zmm3
	vpternlogq	$150, %zmm1, %zmm3, %zmm0
	vpsrlq	$32, %zmm3, %zmm3
	vpxorq	%zmm4, %zmm3, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm9
	vpsrlq	$32, %zmm9, %zmm1
	vpternlogq	$150, 288(%rsp), %zmm14, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm14
	vpsrlq	$32, %zmm14, %zmm20
	vpternlogq	$150, %zmm23, %zmm28, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm3
	vmovdqu64	%zmm3, 1072(%rsp)
	vpsrlq	$32, %zmm3, %zmm5
	vpternlogq	$150, 1680(%rsp), %zmm23, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm21
	vpsrlq	$32, %zmm21, %zmm13
	vpternlogq	$150, 1744(%rsp), %zmm23, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm3
	vmovdqu64	%zmm3, 560(%rsp)
	vpsrlq	$32, %zmm3, %zmm22
	vpternlogq	$150, 1808(%rsp), %zmm23, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm30, %zmm3
	vmovdqu64	%zmm3, 288(%rsp)
	vpsrlq	$32, %zmm3, %zmm30
	vpternlogq	$150, %zmm23, %zmm31, %zmm30
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 96(%rsp)
	vpsrlq	$32, %zmm0, %zmm11
	vpternlogq	$150, %zmm23, %zmm9, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm4
	vpsrlq	$32, %zmm4, %zmm0
	vmovdqu64	3520(%rsp), %zmm18
	vpternlogq	$150, 1920(%rsp), %zmm18, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm15
	vpsrlq	$32, %zmm15, %zmm8
	vpternlogq	$150, 640(%rsp), %zmm18, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm6
	vpsrlq	$32, %zmm6, %zmm3
	vpternlogq	$150, 1136(%rsp), %zmm18, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm23
	vpsrlq	$32, %zmm23, %zmm9
	vpternlogq	$150, 768(%rsp), %zmm18, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm26
	vpsrlq	$32, %zmm26, %zmm29
	vpternlogq	$150, 704(%rsp), %zmm18, %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm25
	vpsrlq	$32, %zmm25, %zmm2
	vpternlogq	$150, 832(%rsp), %zmm18, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 832(%rsp)
	vpsrlq	$32, %zmm1, %zmm28
	vpternlogq	$150, %zmm7, %zmm18, %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm27
	vpsrlq	$32, %zmm27, %zmm17
	vpternlogq	$150, 896(%rsp), %zmm18, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm1
	vmovdqu64	%zmm1, 640(%rsp)
	vpsrlq	$32, %zmm1, %zmm31
	vmovdqu64	3456(%rsp), %zmm1
	vpternlogq	$150, 160(%rsp), %zmm1, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm24
	vpsrlq	$32, %zmm24, %zmm18
	vpternlogq	$150, 416(%rsp), %zmm1, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm0
	vmovdqu64	%zmm0, 160(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vmovdqu64	3392(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm4, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm8
	vpsrlq	$32, %zmm8, %zmm12
	vpternlogq	$150, %zmm14, %zmm1, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm4
	vmovdqu64	%zmm4, 416(%rsp)
	vpsrlq	$32, %zmm4, %zmm14
	vpternlogq	$150, %zmm0, %zmm15, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm16
	vpsrlq	$32, %zmm16, %zmm15
	vpternlogq	$150, 1072(%rsp), %zmm1, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm3
	vmovdqu64	%zmm3, 896(%rsp)
	vpsrlq	$32, %zmm3, %zmm5
	vpternlogq	$150, %zmm0, %zmm6, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm9
	vpsrlq	$32, %zmm9, %zmm6
	vpternlogq	$150, %zmm21, %zmm1, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm19
	vpsrlq	$32, %zmm19, %zmm3
	vpternlogq	$150, %zmm0, %zmm23, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm29, %zmm7
	vpsrlq	$32, %zmm7, %zmm23
	vpternlogq	$150, 560(%rsp), %zmm1, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm22
	vpsrlq	$32, %zmm22, %zmm2
	vpternlogq	$150, %zmm0, %zmm26, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm4
	vpsrlq	$32, %zmm4, %zmm21
	vpternlogq	$150, 288(%rsp), %zmm1, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm20
	vpsrlq	$32, %zmm20, %zmm13
	vpternlogq	$150, %zmm0, %zmm25, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm17
	vmovdqu64	%zmm17, 288(%rsp)
	vpsrlq	$32, %zmm17, %zmm25
	vpternlogq	$150, 96(%rsp), %zmm1, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm29
	vpsrlq	$32, %zmm29, %zmm17
	vpternlogq	$150, 832(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm30
	vpsrlq	$32, %zmm30, %zmm28
	vpternlogq	$150, %zmm0, %zmm27, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm0
	vmovdqu64	%zmm0, 832(%rsp)
	vpsrlq	$32, %zmm0, %zmm14
	vmovdqu64	3328(%rsp), %zmm1
	vpternlogq	$150, 640(%rsp), %zmm1, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm0
	vmovdqu64	%zmm0, 768(%rsp)
	vpsrlq	$32, %zmm0, %zmm27
	vpternlogq	$150, %zmm1, %zmm24, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm24
	vpsrlq	$32, %zmm24, %zmm11
	vpternlogq	$150, %zmm1, %zmm8, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm0
	vmovdqu64	%zmm0, 704(%rsp)
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, %zmm1, %zmm16, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm26
	vpsrlq	$32, %zmm26, %zmm5
	vpternlogq	$150, %zmm1, %zmm9, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm10
	vpsrlq	$32, %zmm10, %zmm13
	vpternlogq	$150, %zmm1, %zmm7, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm28, %zmm28
	vpsrlq	$32, %zmm28, %zmm16
	vpternlogq	$150, %zmm1, %zmm4, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 96(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vmovdqu64	3264(%rsp), %zmm18
	vpternlogq	$150, 160(%rsp), %zmm18, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm0
	vmovdqu64	%zmm0, 160(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 416(%rsp), %zmm18, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm2
	vmovdqu64	%zmm2, 560(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, 896(%rsp), %zmm18, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm4
	vmovdqu64	%zmm4, 416(%rsp)
	vpsrlq	$32, %zmm4, %zmm9
	vpternlogq	$150, %zmm19, %zmm18, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm4
	vmovdqu64	%zmm4, 640(%rsp)
	vpsrlq	$32, %zmm4, %zmm19
	vpternlogq	$150, %zmm22, %zmm18, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm12
	vpsrlq	$32, %zmm12, %zmm7
	vpternlogq	$150, %zmm20, %zmm18, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm4
	vpsrlq	$32, %zmm4, %zmm31
	vpternlogq	$150, %zmm29, %zmm18, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm15
	vpsrlq	$32, %zmm15, %zmm23
	vpternlogq	$150, %zmm30, %zmm18, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm29
	vpsrlq	$32, %zmm29, %zmm20
	vpternlogq	$150, 288(%rsp), %zmm1, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm30
	vmovdqu64	3200(%rsp), %zmm6
	vpternlogq	$150, 832(%rsp), %zmm6, %zmm30
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, 768(%rsp), %zmm6, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm24, %zmm6, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, 704(%rsp), %zmm6, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm1
	vpsrlq	$32, %zmm1, %zmm17
	vpternlogq	$150, %zmm26, %zmm6, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm1
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, %zmm10, %zmm6, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm1
	vpsrlq	$32, %zmm1, %zmm23
	vpternlogq	$150, %zmm28, %zmm6, %zmm23
	vmovups	2560(%rsp), %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm7
	vmovdqu64	4160(%rsp), %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm31, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm11
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, %zmm29, %zmm6, %zmm16
	vmovdqu64	1616(%rsp), %zmm29
	vpsrlq	$32, %zmm25, %zmm1
	vmovdqu64	4224(%rsp), %zmm26
	vpternlogq	$150, 96(%rsp), %zmm26, %zmm1
	vpsrlq	$32, %zmm9, %zmm3
	vpternlogq	$150, 160(%rsp), %zmm26, %zmm3
	vpsrlq	$32, %zmm24, %zmm5
	vpternlogq	$150, 560(%rsp), %zmm26, %zmm5
	vpsrlq	$32, %zmm2, %zmm6
	vpternlogq	$150, 416(%rsp), %zmm26, %zmm6
	vpsrlq	$32, %zmm19, %zmm8
	vpternlogq	$150, 640(%rsp), %zmm26, %zmm8
	vpsrlq	$32, %zmm13, %zmm10
	vpternlogq	$150, %zmm26, %zmm12, %zmm10
	vpsrlq	$32, %zmm7, %zmm12
	vpternlogq	$150, %zmm26, %zmm4, %zmm12
	vpsrlq	$32, %zmm11, %zmm14
	vpternlogq	$150, %zmm26, %zmm15, %zmm14
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm3, %zmm1
	vpmovqd	%zmm6, %ymm3
	vpmovqd	%zmm5, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm10, %ymm4
	vpmovqd	%zmm8, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpmovqd	%zmm14, %ymm5
	vpmovqd	%zmm12, %ymm6
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm6
	vpbroadcastq	.LCPI0_5(%rip), %zmm22
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm25, %zmm20, %zmm6
	vpmuludq	%zmm22, %zmm30, %zmm8
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, %zmm9, %zmm20, %zmm8
	vpmuludq	%zmm22, %zmm18, %zmm9
	vpsrlq	$32, %zmm9, %zmm9
	vpternlogq	$150, %zmm24, %zmm20, %zmm9
	vpmuludq	%zmm22, %zmm0, %zmm0
	vpmuludq	%zmm22, %zmm21, %zmm10
	vpmuludq	%zmm22, %zmm17, %zmm12
	vpmuludq	%zmm22, %zmm16, %zmm14
	vpmuludq	%zmm22, %zmm23, %zmm15
	vpbroadcastq	.LCPI0_6(%rip), %zmm21
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm14, %zmm14
	vpternlogq	$150, %zmm2, %zmm20, %zmm0
	vpternlogq	$150, %zmm19, %zmm20, %zmm10
	vmovdqu64	4096(%rsp), %zmm19
	vpternlogq	$150, %zmm13, %zmm20, %zmm12
	vpternlogq	$150, %zmm7, %zmm20, %zmm14
	vpternlogq	$150, %zmm11, %zmm20, %zmm15
	vpmuludq	%zmm21, %zmm8, %zmm2
	vpmuludq	%zmm21, %zmm6, %zmm6
	vpmuludq	%zmm21, %zmm0, %zmm0
	vpmuludq	%zmm21, %zmm9, %zmm7
	vpmuludq	%zmm21, %zmm12, %zmm8
	vpmuludq	%zmm21, %zmm10, %zmm9
	vpmuludq	%zmm21, %zmm15, %zmm10
	vpmuludq	%zmm21, %zmm14, %zmm11
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
	vpternlogd	$150, %zmm1, %zmm19, %zmm12
	vpmulld	%zmm8, %zmm3, %zmm1
	vpternlogd	$150, %zmm1, %zmm19, %zmm14
	vpmulld	%zmm8, %zmm4, %zmm1
	vpternlogd	$150, %zmm1, %zmm19, %zmm13
	vpmulld	%zmm8, %zmm5, %zmm1
	vpternlogd	$150, %zmm1, %zmm19, %zmm15
	vmovdqu64	32(%rsp), %zmm1
	vmovdqu64	%zmm12, -192(%r9,%r15)
	vmovdqu64	%zmm14, -128(%r9,%r15)
	vmovdqu64	%zmm13, -64(%r9,%r15)
	vmovdqu64	%zmm15, (%r9,%r15)
	vmovdqu64	%zmm2, -192(%r9)
	vmovdqu64	352(%rsp), %zmm2
	vmovdqu64	%zmm0, -128(%r9)
	vmovdqu64	%zmm6, -64(%r9)
	vmovdqu64	%zmm7, (%r9)
	vpbroadcastq	.LCPI0_8(%rip), %zmm0
	vpaddq	%zmm0, %zmm1, %zmm1
	vpaddq	%zmm0, %zmm2, %zmm2
	addq	$256, %r9
	addq	$-64, %r14
	jne	.LBB0_166
	cmpq	%r12, -128(%rsp)
	movq	-80(%rsp), %r10
	movq	-8(%rsp), %r14
	movq	544(%rsp), %r11
	movq	4352(%rsp), %r13
	movl	536(%rsp), %r12d
	movq	256(%rsp), %rcx
	je	.LBB0_174
	movq	(%rsp), %r9
	testb	$56, -128(%rsp)
	je	.LBB0_172
	movq	264(%rsp), %rax
	movq	5120(%rsp), %rcx
	vmovdqu64	4928(%rsp), %zmm0
	vmovdqu64	3840(%rsp), %zmm7
	vmovdqu64	3776(%rsp), %zmm8
	vmovdqu64	3712(%rsp), %zmm9
	vmovdqu64	3648(%rsp), %zmm10
	vmovdqu64	3584(%rsp), %zmm11
	vmovdqu64	3520(%rsp), %zmm12
	vmovdqu64	3456(%rsp), %zmm13
	vmovdqu64	3392(%rsp), %zmm14
	vmovdqu64	3328(%rsp), %zmm15
	vmovdqu64	3264(%rsp), %zmm16
	vmovdqu64	3200(%rsp), %zmm17
	vmovdqu64	4224(%rsp), %zmm18
	movq	-104(%rsp), %rdx
	vpbroadcastd	.LCPI0_7(%rip), %ymm23
	vpbroadcastq	.LCPI0_9(%rip), %zmm24
	vmovdqu64	3904(%rsp), %zmm25
	vmovdqu64	5056(%rsp), %zmm26
	vmovdqu64	4992(%rsp), %zmm27
	.p2align	4
.LBB0_170:
	vpaddq	%zmm29, %zmm0, %zmm1
	vpmuludq	%zmm22, %zmm1, %zmm2
	vpternlogq	$150, %zmm7, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpmuludq	%zmm21, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm3
	vpxorq	%zmm3, %zmm26, %zmm3
	vpxorq	%zmm2, %zmm25, %zmm2
	vpmuludq	%zmm22, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpxorq	%zmm4, %zmm27, %zmm4
	vpmuludq	%zmm21, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, %zmm8, %zmm1, %zmm5
	vpmuludq	%zmm22, %zmm5, %zmm1
	vpsrlq	$32, %zmm1, %zmm5
	vpmuludq	%zmm21, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm9, %zmm6
	vpternlogq	$150, %zmm10, %zmm3, %zmm5
	vpmuludq	%zmm22, %zmm6, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpmuludq	%zmm21, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm6
	vpternlogq	$150, %zmm1, %zmm12, %zmm3
	vpternlogq	$150, %zmm11, %zmm4, %zmm6
	vpmuludq	%zmm22, %zmm6, %zmm1
	vpsrlq	$32, %zmm1, %zmm4
	vpmuludq	%zmm21, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm5, %zmm13, %zmm6
	vpternlogq	$150, %zmm14, %zmm2, %zmm4
	vpmuludq	%zmm22, %zmm6, %zmm2
	vpsrlq	$32, %zmm2, %zmm5
	vpmuludq	%zmm21, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm1, %zmm16, %zmm5
	vpternlogq	$150, %zmm15, %zmm3, %zmm6
	vpmuludq	%zmm22, %zmm6, %zmm1
	vpsrlq	$32, %zmm1, %zmm3
	vpmuludq	%zmm21, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm4, %zmm17, %zmm5
	vpternlogq	$150, %zmm18, %zmm2, %zmm3
	vpmuludq	%zmm22, %zmm5, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpmovqd	%zmm3, %ymm3
	vpmulld	%ymm23, %ymm3, %ymm3
	vpternlogq	$150, %zmm1, %zmm20, %zmm2
	vpmuludq	%zmm21, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpternlogd	$150, %ymm19, %ymm3, %ymm2
	vmovdqu	%ymm2, (%rax,%rdx)
	vpmovqd	%zmm1, (%rax)
	vpaddq	%zmm24, %zmm0, %zmm0
	addq	$32, %rax
	addq	$-8, %rcx
	jne	.LBB0_170
	movq	520(%rsp), %rax
	movq	%rax, %r9
	cmpq	%rax, -128(%rsp)
	movq	-80(%rsp), %r10
	movq	-8(%rsp), %r14
	movq	544(%rsp), %r11
	movq	4352(%rsp), %r13
	movl	536(%rsp), %r12d
	movq	256(%rsp), %rcx
	je	.LBB0_174
.LBB0_172:
	movq	-128(%rsp), %rax
	subq	%r9, %rax
	movq	%rax, 32(%rsp)
	movq	8(%rsp), %rax
	leaq	(%rax,%r9,4), %rdx
	movq	-104(%rsp), %rax
	movq	%rdx, 352(%rsp)
	addq	%rdx, %rax
	movq	%rax, 96(%rsp)
	addq	-96(%rsp), %r9
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_173:
	leaq	(%r9,%r8), %rax
	movl	%eax, %ebp
	imulq	%rcx, %rbp
	xorq	%r10, %rax
	xorq	%rbp, %rax
	shrq	$32, %rax
	imulq	%rbx, %rax
	movq	%rax, %rdx
	shrq	$32, %rdx
	movl	%esi, %r15d
	xorl	%edx, %r15d
	xorl	4416(%rsp), %ebp
	imulq	%rcx, %r15
	imulq	%rbx, %rbp
	movq	%rbp, %rdx
	shrq	$32, %rdx
	movq	1056(%rsp), %rsi
	xorl	%edx, %esi
	movq	%r15, %rdx
	shrq	$32, %rdx
	xorl	%esi, %eax
	movl	$3449720151, %esi
	movq	4032(%rsp), %rbx
	xorl	%edx, %ebx
	imulq	%rcx, %rax
	imulq	%rsi, %rbx
	movq	%rbx, %rdx
	shrq	$32, %rdx
	xorl	1048(%rsp), %ebp
	xorl	%edx, %ebp
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	3968(%rsp), %r15d
	xorl	%edx, %r15d
	imulq	%rcx, %rbp
	imulq	%rsi, %r15
	movq	%r15, %rdx
	shrq	$32, %rdx
	xorl	1040(%rsp), %ebx
	xorl	%edx, %ebx
	movq	%rbp, %rdx
	shrq	$32, %rdx
	xorl	552(%rsp), %eax
	xorl	%edx, %eax
	imulq	%rcx, %rbx
	imulq	%rsi, %rax
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	1032(%rsp), %r15d
	xorl	%edx, %r15d
	movq	%rbx, %rdx
	shrq	$32, %rdx
	xorl	1064(%rsp), %ebp
	xorl	%edx, %ebp
	imulq	%rcx, %r15
	imulq	%rsi, %rbp
	movq	%rbp, %rdx
	shrq	$32, %rdx
	xorl	%r11d, %eax
	xorl	%edx, %eax
	movq	%r15, %rdx
	shrq	$32, %rdx
	xorl	-56(%rsp), %ebx
	xorl	%edx, %ebx
	imulq	%rcx, %rax
	imulq	%rsi, %rbx
	shrq	$32, %rbx
	xorl	%r13d, %ebp
	xorl	%ebx, %ebp
	movl	$3449720151, %ebx
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	-48(%rsp), %r15d
	xorl	%edx, %r15d
	imulq	%rcx, %rbp
	shrq	$32, %rbp
	imull	$-845247145, %r15d, %edx
	xorl	%r14d, %eax
	xorl	%ebp, %eax
	imulq	%rbx, %rax
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	%r12d, %edx
	xorl	%esi, %edx
	movq	3136(%rsp), %rsi
	movq	96(%rsp), %r15
	movl	%edx, (%r15,%r8,4)
	movq	352(%rsp), %rdx
	movl	%eax, (%rdx,%r8,4)
	incq	%r8
	cmpq	%r8, 32(%rsp)
	jne	.LBB0_173
.LBB0_174:
	movq	-104(%rsp), %r15
	leaq	(%rdi,%r15), %r9
	xorl	%r14d, %r14d
	movq	1016(%rsp), %rax
	movq	272(%rsp), %r10
	.p2align	4
.LBB0_175:
	vcvtudq2pd	-192(%rdi,%r14), %zmm0
	vcvtudq2pd	-160(%rdi,%r14), %zmm1
	vcvtudq2pd	-128(%rdi,%r14), %zmm2
	vcvtudq2pd	-96(%rdi,%r14), %zmm3
	vcvtudq2pd	-64(%rdi,%r14), %zmm4
	vcvtudq2pd	-32(%rdi,%r14), %zmm5
	vcvtudq2pd	(%rdi,%r14), %zmm6
	vcvtudq2pd	32(%rdi,%r14), %zmm7
	vbroadcastsd	.LCPI0_10(%rip), %zmm9
	vaddpd	%zmm9, %zmm1, %zmm1
	vaddpd	%zmm9, %zmm0, %zmm0
	vaddpd	%zmm9, %zmm3, %zmm3
	vaddpd	%zmm9, %zmm2, %zmm8
	vaddpd	%zmm9, %zmm5, %zmm5
	vaddpd	%zmm9, %zmm4, %zmm4
	vaddpd	%zmm9, %zmm7, %zmm7
	vaddpd	%zmm9, %zmm6, %zmm9
	vbroadcastsd	.LCPI0_11(%rip), %zmm10
	vmulpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm1, %zmm2
	vmulpd	%zmm10, %zmm8, %zmm1
	vmulpd	%zmm10, %zmm3, %zmm6
	vmulpd	%zmm10, %zmm4, %zmm3
	vmulpd	%zmm10, %zmm5, %zmm5
	vmulpd	%zmm10, %zmm9, %zmm4
	vmulpd	%zmm10, %zmm7, %zmm8
	vbroadcastsd	.LCPI0_29(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm14
	vmulpd	%zmm7, %zmm0, %zmm21
	vmulpd	%zmm7, %zmm6, %zmm10
	vmulpd	%zmm7, %zmm1, %zmm12
	vmulpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm7, %zmm3, %zmm9
	vmulpd	%zmm7, %zmm8, %zmm0
	vmulpd	%zmm7, %zmm4, %zmm3
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm1
	vmulpd	%zmm13, %zmm14, %zmm2
	vmulpd	%zmm13, %zmm12, %zmm4
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm9, %zmm7
	vmulpd	%zmm13, %zmm5, %zmm8
	vmulpd	%zmm13, %zmm3, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	%zmm15, %zmm2, %zmm20
	vmovupd	%zmm20, 1552(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 1616(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 1680(%rsp)
	vaddpd	%zmm15, %zmm4, %zmm18
	vmovupd	%zmm18, 1744(%rsp)
	vaddpd	%zmm15, %zmm8, %zmm4
	vmovupd	%zmm4, 1808(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1920(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm2
	vmovupd	%zmm2, 1136(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1072(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm1
	vaddpd	%zmm1, %zmm17, %zmm19
	vaddpd	%zmm1, %zmm20, %zmm17
	vaddpd	%zmm1, %zmm18, %zmm13
	vaddpd	%zmm1, %zmm16, %zmm11
	vaddpd	%zmm1, %zmm7, %zmm8
	vaddpd	%zmm1, %zmm4, %zmm7
	vaddpd	%zmm1, %zmm6, %zmm4
	vaddpd	%zmm1, %zmm2, %zmm6
	vbroadcastsd	.LCPI0_33(%rip), %zmm24
	vmulpd	%zmm24, %zmm17, %zmm20
	vmulpd	%zmm24, %zmm19, %zmm1
	vmulpd	%zmm24, %zmm11, %zmm26
	vmulpd	%zmm24, %zmm13, %zmm29
	vmulpd	%zmm24, %zmm7, %zmm27
	vsubpd	%zmm1, %zmm21, %zmm2
	vbroadcastsd	.LCPI0_34(%rip), %zmm31
	vmulpd	%zmm31, %zmm19, %zmm1
	vbroadcastsd	.LCPI0_35(%rip), %zmm15
	vmulpd	%zmm15, %zmm19, %zmm22
	vsubpd	%zmm1, %zmm2, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm18
	vpandq	%zmm18, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm18, %zmm23, %zmm23
	vpbroadcastq	.LCPI0_1(%rip), %zmm30
	vpaddq	%zmm30, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm2, %zmm23
	vsubpd	%zmm23, %zmm2, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm21
	vmulpd	%zmm24, %zmm8, %zmm25
	vsubpd	%zmm20, %zmm14, %zmm20
	vbroadcastsd	.LCPI0_36(%rip), %zmm16
	vmulpd	%zmm16, %zmm19, %zmm19
	vsubpd	%zmm21, %zmm19, %zmm1 {%k1}
	vmulpd	%zmm31, %zmm17, %zmm21
	vmulpd	%zmm15, %zmm17, %zmm19
	vmovapd	%zmm23, %zmm2 {%k1}
	vsubpd	%zmm21, %zmm20, %zmm22
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm18, %zmm14, %zmm14
	vpsrlq	$52, %zmm22, %zmm22
	vpandq	%zmm18, %zmm22, %zmm22
	vpaddq	%zmm30, %zmm22, %zmm22
	vpcmpgtq	%zmm22, %zmm14, %k1
	vsubpd	%zmm19, %zmm20, %zmm14
	vsubpd	%zmm14, %zmm20, %zmm22
	vsubpd	%zmm19, %zmm22, %zmm19
	vmulpd	%zmm24, %zmm6, %zmm28
	vsubpd	%zmm29, %zmm12, %zmm23
	vmulpd	%zmm16, %zmm17, %zmm17
	vsubpd	%zmm19, %zmm17, %zmm21 {%k1}
	vmulpd	%zmm31, %zmm13, %zmm22
	vmulpd	%zmm15, %zmm13, %zmm17
	vmovapd	%zmm14, %zmm20 {%k1}
	vsubpd	%zmm22, %zmm23, %zmm14
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm18, %zmm12, %zmm12
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm18, %zmm14, %zmm14
	vpaddq	%zmm30, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm12, %k1
	vsubpd	%zmm17, %zmm23, %zmm12
	vsubpd	%zmm12, %zmm23, %zmm14
	vsubpd	%zmm17, %zmm14, %zmm14
	vmulpd	%zmm24, %zmm4, %zmm17
	vsubpd	%zmm26, %zmm10, %zmm24
	vsubpd	%zmm25, %zmm9, %zmm25
	vsubpd	%zmm27, %zmm5, %zmm26
	vsubpd	%zmm17, %zmm3, %zmm27
	vsubpd	%zmm28, %zmm0, %zmm28
	vmulpd	%zmm16, %zmm13, %zmm13
	vsubpd	%zmm14, %zmm13, %zmm22 {%k1}
	vmulpd	%zmm31, %zmm11, %zmm29
	vmulpd	%zmm15, %zmm11, %zmm13
	vmovapd	%zmm12, %zmm23 {%k1}
	vsubpd	%zmm29, %zmm24, %zmm12
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm18, %zmm10, %zmm10
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm18, %zmm12, %zmm12
	vpaddq	%zmm30, %zmm12, %zmm12
	vpcmpgtq	%zmm12, %zmm10, %k1
	vsubpd	%zmm13, %zmm24, %zmm12
	vsubpd	%zmm12, %zmm24, %zmm10
	vsubpd	%zmm13, %zmm10, %zmm13
	vmulpd	%zmm31, %zmm8, %zmm10
	vmulpd	%zmm16, %zmm11, %zmm11
	vsubpd	%zmm13, %zmm11, %zmm29 {%k1}
	vmulpd	%zmm31, %zmm7, %zmm11
	vmulpd	%zmm15, %zmm8, %zmm13
	vmovapd	%zmm12, %zmm24 {%k1}
	vsubpd	%zmm10, %zmm25, %zmm12
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm18, %zmm9, %zmm9
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm18, %zmm12, %zmm12
	vpaddq	%zmm30, %zmm12, %zmm12
	vpcmpgtq	%zmm12, %zmm9, %k1
	vsubpd	%zmm13, %zmm25, %zmm12
	vsubpd	%zmm12, %zmm25, %zmm9
	vsubpd	%zmm13, %zmm9, %zmm13
	vmulpd	%zmm31, %zmm4, %zmm9
	vmulpd	%zmm16, %zmm8, %zmm8
	vsubpd	%zmm13, %zmm8, %zmm10 {%k1}
	vmulpd	%zmm31, %zmm6, %zmm14
	vmulpd	%zmm15, %zmm7, %zmm8
	vmovapd	%zmm12, %zmm25 {%k1}
	vsubpd	%zmm11, %zmm26, %zmm12
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm18, %zmm5, %zmm5
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm18, %zmm12, %zmm12
	vpaddq	%zmm30, %zmm12, %zmm12
	vpcmpgtq	%zmm12, %zmm5, %k1
	vsubpd	%zmm8, %zmm26, %zmm5
	vsubpd	%zmm5, %zmm26, %zmm12
	vsubpd	%zmm8, %zmm12, %zmm8
	vmulpd	%zmm15, %zmm4, %zmm12
	vmulpd	%zmm16, %zmm7, %zmm7
	vsubpd	%zmm8, %zmm7, %zmm11 {%k1}
	vmulpd	%zmm15, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm28, %zmm8
	vmovapd	%zmm5, %zmm26 {%k1}
	vsubpd	%zmm9, %zmm27, %zmm5
	vpsrlq	$52, %zmm3, %zmm3
	vpandq	%zmm18, %zmm3, %zmm3
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm18, %zmm5, %zmm5
	vpaddq	%zmm30, %zmm5, %zmm5
	vpcmpgtq	%zmm5, %zmm3, %k1
	vsubpd	%zmm12, %zmm27, %zmm3
	vmulpd	%zmm16, %zmm6, %zmm5
	vmulpd	%zmm16, %zmm4, %zmm4
	vsubpd	%zmm8, %zmm28, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm3, %zmm27, %zmm7
	vsubpd	%zmm12, %zmm7, %zmm7
	vsubpd	%zmm14, %zmm28, %zmm12
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm18, %zmm0, %zmm0
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm18, %zmm12, %zmm12
	vpaddq	%zmm30, %zmm12, %zmm12
	vmovapd	%zmm3, %zmm27 {%k1}
	vsubpd	%zmm7, %zmm4, %zmm9 {%k1}
	vpcmpgtq	%zmm12, %zmm0, %k1
	vmovapd	%zmm8, %zmm28 {%k1}
	vsubpd	%zmm6, %zmm5, %zmm14 {%k1}
	vsubpd	%zmm21, %zmm20, %zmm15
	vsubpd	%zmm1, %zmm2, %zmm17
	vsubpd	%zmm29, %zmm24, %zmm16
	vsubpd	%zmm22, %zmm23, %zmm31
	vsubpd	%zmm11, %zmm26, %zmm30
	vsubpd	%zmm10, %zmm25, %zmm18
	vsubpd	%zmm14, %zmm28, %zmm12
	vsubpd	%zmm9, %zmm27, %zmm19
	vsubpd	%zmm17, %zmm2, %zmm0
	vmovupd	%zmm17, 352(%rsp)
	vsubpd	%zmm15, %zmm20, %zmm2
	vmovupd	%zmm15, 32(%rsp)
	vsubpd	%zmm31, %zmm23, %zmm3
	vsubpd	%zmm16, %zmm24, %zmm4
	vmovupd	%zmm16, 96(%rsp)
	vsubpd	%zmm18, %zmm25, %zmm5
	vsubpd	%zmm30, %zmm26, %zmm6
	vsubpd	%zmm19, %zmm27, %zmm7
	vsubpd	%zmm12, %zmm28, %zmm8
	vmovapd	%zmm12, %zmm28
	vsubpd	%zmm21, %zmm2, %zmm2
	vmovupd	%zmm2, 832(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 896(%rsp)
	vsubpd	%zmm29, %zmm4, %zmm0
	vmovupd	%zmm0, 768(%rsp)
	vsubpd	%zmm22, %zmm3, %zmm0
	vmovupd	%zmm0, 640(%rsp)
	vsubpd	%zmm11, %zmm6, %zmm0
	vmovupd	%zmm0, 288(%rsp)
	vsubpd	%zmm10, %zmm5, %zmm0
	vmovupd	%zmm0, 416(%rsp)
	vsubpd	%zmm14, %zmm8, %zmm0
	vmovupd	%zmm0, 160(%rsp)
	vsubpd	%zmm9, %zmm7, %zmm0
	vmovupd	%zmm0, 560(%rsp)
	vmulpd	%zmm15, %zmm15, %zmm27
	vmulpd	%zmm17, %zmm17, %zmm22
	vmulpd	%zmm16, %zmm16, %zmm25
	vmulpd	%zmm22, %zmm22, %zmm11
	vmovupd	%zmm11, 2048(%rsp)
	vmulpd	%zmm27, %zmm27, %zmm2
	vmovupd	%zmm2, 1232(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm3
	vmulpd	%zmm3, %zmm27, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm6
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm7
	vmulpd	%zmm7, %zmm27, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm8
	vsubpd	%zmm1, %zmm8, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm10
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm7, %zmm22, %zmm2
	vsubpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm2, %zmm22, %zmm2
	vaddpd	%zmm10, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 2432(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm22, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm16
	vmulpd	%zmm7, %zmm25, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm25, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm25, %zmm25, %zmm1
	vmovupd	%zmm1, 1488(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm25, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2368(%rsp)
	vmulpd	%zmm31, %zmm31, %zmm29
	vmulpd	%zmm7, %zmm29, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm29, %zmm1
	vmovupd	%zmm1, 2816(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm29, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm13
	vmulpd	%zmm30, %zmm30, %zmm24
	vmovupd	%zmm30, 704(%rsp)
	vmulpd	%zmm7, %zmm24, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm24, %zmm1
	vmovupd	%zmm1, 1296(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm24, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2304(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm11
	vmovapd	%zmm18, %zmm12
	vmovupd	%zmm18, 4864(%rsp)
	vmulpd	%zmm7, %zmm11, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm11, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm11, %zmm1
	vmovupd	%zmm1, 2752(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm11, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm11, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm11, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1424(%rsp)
	vmulpd	%zmm28, %zmm28, %zmm26
	vmovapd	%zmm28, %zmm15
	vmovupd	%zmm28, 4736(%rsp)
	vmulpd	%zmm7, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm26, %zmm26, %zmm1
	vmovupd	%zmm1, 2496(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm26, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1360(%rsp)
	vmovapd	%zmm19, %zmm9
	vmovupd	%zmm19, 4800(%rsp)
	vmulpd	%zmm19, %zmm19, %zmm5
	vmulpd	%zmm7, %zmm5, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm5, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm5, %zmm5, %zmm1
	vmovupd	%zmm1, 2944(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm5, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm5, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm5, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1984(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm2
	vmulpd	%zmm2, %zmm27, %zmm0
	vbroadcastsd	.LCPI0_44(%rip), %zmm18
	vsubpd	%zmm0, %zmm18, %zmm10
	vsubpd	%zmm10, %zmm18, %zmm23
	vsubpd	%zmm0, %zmm23, %zmm23
	vmovapd	%zmm2, %zmm1
	vmulpd	%zmm2, %zmm22, %zmm0
	vsubpd	%zmm0, %zmm18, %zmm8
	vsubpd	%zmm8, %zmm18, %zmm20
	vsubpd	%zmm0, %zmm20, %zmm7
	vmulpd	%zmm2, %zmm25, %zmm20
	vsubpd	%zmm20, %zmm18, %zmm6
	vsubpd	%zmm6, %zmm18, %zmm14
	vsubpd	%zmm20, %zmm14, %zmm14
	vmulpd	%zmm2, %zmm29, %zmm20
	vsubpd	%zmm20, %zmm18, %zmm4
	vsubpd	%zmm4, %zmm18, %zmm28
	vsubpd	%zmm20, %zmm28, %zmm20
	vmulpd	%zmm2, %zmm24, %zmm28
	vsubpd	%zmm28, %zmm18, %zmm3
	vsubpd	%zmm3, %zmm18, %zmm17
	vsubpd	%zmm28, %zmm17, %zmm17
	vmulpd	%zmm2, %zmm11, %zmm28
	vsubpd	%zmm28, %zmm18, %zmm2
	vsubpd	%zmm2, %zmm18, %zmm19
	vsubpd	%zmm28, %zmm19, %zmm19
	vmulpd	%zmm1, %zmm26, %zmm28
	vmovapd	%zmm1, %zmm0
	vsubpd	%zmm28, %zmm18, %zmm1
	vsubpd	%zmm1, %zmm18, %zmm21
	vsubpd	%zmm28, %zmm21, %zmm21
	vmulpd	%zmm0, %zmm5, %zmm28
	vsubpd	%zmm28, %zmm18, %zmm0
	vsubpd	%zmm0, %zmm18, %zmm18
	vsubpd	%zmm28, %zmm18, %zmm18
	vmulpd	%zmm16, %zmm22, %zmm16
	vmovupd	352(%rsp), %zmm28
	vmulpd	896(%rsp), %zmm28, %zmm28
	vsubpd	%zmm28, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm7, %zmm7
	vmulpd	2432(%rsp), %zmm27, %zmm16
	vmovupd	832(%rsp), %zmm28
	vmulpd	32(%rsp), %zmm28, %zmm28
	vsubpd	%zmm28, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm23, %zmm16
	vmulpd	%zmm13, %zmm29, %zmm13
	vmulpd	640(%rsp), %zmm31, %zmm23
	vsubpd	%zmm23, %zmm13, %zmm13
	vaddpd	%zmm13, %zmm20, %zmm13
	vmulpd	2368(%rsp), %zmm25, %zmm20
	vmovupd	768(%rsp), %zmm28
	vmulpd	96(%rsp), %zmm28, %zmm23
	vsubpd	%zmm23, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm14, %zmm14
	vmulpd	1424(%rsp), %zmm11, %zmm20
	vmulpd	416(%rsp), %zmm12, %zmm23
	vsubpd	%zmm23, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm19, %zmm19
	vmulpd	2304(%rsp), %zmm24, %zmm20
	vmulpd	288(%rsp), %zmm30, %zmm23
	vsubpd	%zmm23, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm17, %zmm17
	vmulpd	1984(%rsp), %zmm5, %zmm12
	vmulpd	560(%rsp), %zmm9, %zmm20
	vsubpd	%zmm20, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm18, %zmm18
	vmulpd	1360(%rsp), %zmm26, %zmm12
	vmulpd	160(%rsp), %zmm15, %zmm20
	vsubpd	%zmm20, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm21, %zmm20
	vaddpd	%zmm16, %zmm10, %zmm9
	vmovupd	%zmm9, 1424(%rsp)
	vaddpd	%zmm7, %zmm8, %zmm7
	vmovupd	%zmm7, 1360(%rsp)
	vaddpd	%zmm14, %zmm6, %zmm6
	vmovupd	%zmm6, 2304(%rsp)
	vaddpd	%zmm13, %zmm4, %zmm4
	vmovupd	%zmm4, 3008(%rsp)
	vaddpd	%zmm17, %zmm3, %zmm3
	vmovupd	%zmm3, 2368(%rsp)
	vaddpd	%zmm19, %zmm2, %zmm2
	vmovupd	%zmm2, 2688(%rsp)
	vaddpd	%zmm20, %zmm1, %zmm1
	vmovupd	%zmm1, 2432(%rsp)
	vaddpd	%zmm18, %zmm0, %zmm0
	vmovupd	%zmm0, 1984(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm8
	vmulpd	%zmm8, %zmm22, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm18
	vaddpd	%zmm18, %zmm0, %zmm0
	vmulpd	2048(%rsp), %zmm22, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm13
	vmulpd	%zmm13, %zmm22, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm16
	vaddpd	%zmm16, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vmovupd	%zmm22, 4544(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm17
	vaddpd	%zmm17, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm27, %zmm1
	vaddpd	%zmm18, %zmm1, %zmm1
	vmulpd	1232(%rsp), %zmm27, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm13, %zmm27, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm27, %zmm2
	vmovupd	%zmm27, 4608(%rsp)
	vaddpd	%zmm17, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm14
	vmulpd	%zmm8, %zmm29, %zmm1
	vaddpd	%zmm18, %zmm1, %zmm1
	vmulpd	2816(%rsp), %zmm29, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm13, %zmm29, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm29, %zmm2
	vaddpd	%zmm17, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm1
	vmulpd	%zmm8, %zmm25, %zmm2
	vaddpd	%zmm18, %zmm2, %zmm2
	vmulpd	1488(%rsp), %zmm25, %zmm3
	vmulpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm13, %zmm25, %zmm3
	vaddpd	%zmm16, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmovupd	%zmm25, 2240(%rsp)
	vaddpd	%zmm17, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm2, %zmm2
	vmulpd	%zmm8, %zmm11, %zmm3
	vaddpd	%zmm18, %zmm3, %zmm3
	vmulpd	2752(%rsp), %zmm11, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm13, %zmm11, %zmm4
	vaddpd	%zmm16, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm11, %zmm4
	vaddpd	%zmm17, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm8, %zmm24, %zmm4
	vaddpd	%zmm18, %zmm4, %zmm4
	vmulpd	1296(%rsp), %zmm24, %zmm6
	vmulpd	%zmm4, %zmm6, %zmm4
	vmulpd	%zmm13, %zmm24, %zmm6
	vaddpd	%zmm16, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm17, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm4, %zmm4
	vmulpd	%zmm8, %zmm5, %zmm6
	vaddpd	%zmm18, %zmm6, %zmm6
	vmulpd	2944(%rsp), %zmm5, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm13, %zmm5, %zmm7
	vaddpd	%zmm16, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm17, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm8, %zmm26, %zmm7
	vaddpd	%zmm18, %zmm7, %zmm7
	vmulpd	2496(%rsp), %zmm26, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm26, %zmm8
	vaddpd	%zmm16, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm26, %zmm8
	vaddpd	%zmm17, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	32(%rsp), %zmm27, %zmm8
	vmovupd	%zmm8, 1232(%rsp)
	vmulpd	%zmm14, %zmm8, %zmm13
	vbroadcastsd	.LCPI0_10(%rip), %zmm23
	vmovupd	832(%rsp), %zmm10
	vmulpd	%zmm23, %zmm10, %zmm14
	vsubpd	%zmm13, %zmm14, %zmm13
	vmulpd	352(%rsp), %zmm22, %zmm22
	vmulpd	%zmm0, %zmm22, %zmm0
	vmovupd	896(%rsp), %zmm30
	vmulpd	%zmm23, %zmm30, %zmm15
	vsubpd	%zmm0, %zmm15, %zmm12
	vmulpd	96(%rsp), %zmm25, %zmm25
	vmulpd	%zmm2, %zmm25, %zmm2
	vmulpd	%zmm23, %zmm28, %zmm16
	vsubpd	%zmm2, %zmm16, %zmm28
	vmovupd	%zmm31, 4672(%rsp)
	vmulpd	%zmm29, %zmm31, %zmm16
	vmulpd	%zmm1, %zmm16, %zmm1
	vmovupd	640(%rsp), %zmm9
	vmulpd	%zmm23, %zmm9, %zmm17
	vsubpd	%zmm1, %zmm17, %zmm14
	vmulpd	704(%rsp), %zmm24, %zmm17
	vmulpd	%zmm4, %zmm17, %zmm4
	vmovupd	288(%rsp), %zmm8
	vmulpd	%zmm23, %zmm8, %zmm18
	vsubpd	%zmm4, %zmm18, %zmm4
	vmovupd	4864(%rsp), %zmm31
	vmulpd	%zmm11, %zmm31, %zmm18
	vmulpd	%zmm3, %zmm18, %zmm3
	vmovupd	416(%rsp), %zmm2
	vmulpd	%zmm23, %zmm2, %zmm19
	vsubpd	%zmm3, %zmm19, %zmm3
	vmovupd	4736(%rsp), %zmm27
	vmulpd	%zmm26, %zmm27, %zmm19
	vmulpd	%zmm7, %zmm19, %zmm7
	vmovupd	160(%rsp), %zmm1
	vmulpd	%zmm23, %zmm1, %zmm20
	vsubpd	%zmm7, %zmm20, %zmm7
	vmovupd	4800(%rsp), %zmm15
	vmulpd	%zmm5, %zmm15, %zmm20
	vmulpd	%zmm6, %zmm20, %zmm6
	vmovupd	560(%rsp), %zmm0
	vmulpd	%zmm23, %zmm0, %zmm21
	vsubpd	%zmm6, %zmm21, %zmm6
	vmulpd	4608(%rsp), %zmm13, %zmm13
	vmulpd	4544(%rsp), %zmm12, %zmm12
	vmulpd	2240(%rsp), %zmm28, %zmm21
	vmulpd	%zmm14, %zmm29, %zmm14
	vmulpd	%zmm4, %zmm24, %zmm4
	vmulpd	%zmm3, %zmm11, %zmm3
	vmulpd	%zmm7, %zmm26, %zmm7
	vmulpd	%zmm6, %zmm5, %zmm5
	vsubpd	%zmm30, %zmm12, %zmm12
	vsubpd	%zmm10, %zmm13, %zmm6
	vsubpd	%zmm9, %zmm14, %zmm10
	vsubpd	768(%rsp), %zmm21, %zmm13
	vsubpd	%zmm2, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm4, %zmm4
	vsubpd	%zmm0, %zmm5, %zmm5
	vsubpd	%zmm1, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_50(%rip), %zmm11
	vmulpd	%zmm11, %zmm22, %zmm9
	vaddpd	%zmm9, %zmm12, %zmm0
	vmulpd	1232(%rsp), %zmm11, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm11, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm1
	vmulpd	%zmm11, %zmm25, %zmm8
	vaddpd	%zmm8, %zmm13, %zmm2
	vmulpd	%zmm11, %zmm18, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm11, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm11, %zmm20, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm11, %zmm19, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmovupd	352(%rsp), %zmm8
	vsubpd	%zmm0, %zmm8, %zmm25
	vmovupd	32(%rsp), %zmm0
	vsubpd	%zmm6, %zmm0, %zmm24
	vmovupd	4672(%rsp), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm22
	vmovupd	96(%rsp), %zmm0
	vsubpd	%zmm2, %zmm0, %zmm21
	vsubpd	%zmm3, %zmm31, %zmm19
	vmovupd	704(%rsp), %zmm0
	vsubpd	%zmm4, %zmm0, %zmm20
	vsubpd	%zmm5, %zmm15, %zmm18
	vsubpd	%zmm7, %zmm27, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm7
	vmovupd	1360(%rsp), %zmm14
	vxorpd	%zmm7, %zmm14, %zmm8
	vmovupd	1424(%rsp), %zmm17
	vxorpd	%zmm7, %zmm17, %zmm6
	vmovupd	3008(%rsp), %zmm12
	vxorpd	%zmm7, %zmm12, %zmm5
	vmovupd	2304(%rsp), %zmm15
	vxorpd	%zmm7, %zmm15, %zmm4
	vmovupd	2688(%rsp), %zmm28
	vxorpd	%zmm7, %zmm28, %zmm3
	vmovupd	2368(%rsp), %zmm13
	vxorpd	%zmm7, %zmm13, %zmm2
	vmovupd	1984(%rsp), %zmm27
	vxorpd	%zmm7, %zmm27, %zmm1
	vmovupd	2432(%rsp), %zmm26
	vxorpd	%zmm7, %zmm26, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm9
	vmovdqu64	1552(%rsp), %zmm16
	vptestnmq	%zmm9, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vxorpd	%zmm7, %zmm24, %zmm24 {%k1}
	vmovdqu64	1616(%rsp), %zmm17
	vptestnmq	%zmm9, %zmm17, %k1
	vmovapd	%zmm14, %zmm8 {%k1}
	vxorpd	%zmm7, %zmm25, %zmm25 {%k1}
	vmovdqu64	1680(%rsp), %zmm14
	vptestnmq	%zmm9, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vxorpd	%zmm7, %zmm21, %zmm21 {%k1}
	vmovdqu64	1744(%rsp), %zmm15
	vptestnmq	%zmm9, %zmm15, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vxorpd	%zmm7, %zmm22, %zmm22 {%k1}
	vmovdqu64	1808(%rsp), %zmm12
	vptestnmq	%zmm9, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm7, %zmm20, %zmm20 {%k1}
	vmovdqu64	1920(%rsp), %zmm13
	vptestnmq	%zmm9, %zmm13, %k1
	vmovapd	%zmm28, %zmm3 {%k1}
	vxorpd	%zmm7, %zmm19, %zmm19 {%k1}
	vmovdqu64	1136(%rsp), %zmm10
	vptestnmq	%zmm9, %zmm10, %k1
	vmovapd	%zmm26, %zmm0 {%k1}
	vxorpd	%zmm7, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm26
	vmovdqu64	1072(%rsp), %zmm11
	vptestnmq	%zmm9, %zmm11, %k1
	vmovapd	%zmm27, %zmm1 {%k1}
	vxorpd	%zmm7, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm7
	vptestnmq	%zmm7, %zmm17, %k1
	vmovapd	%zmm8, %zmm25 {%k1}
	vmovupd	%zmm25, 96(%rsp)
	vptestnmq	%zmm7, %zmm16, %k1
	vmovapd	%zmm6, %zmm24 {%k1}
	vmovupd	%zmm24, 160(%rsp)
	vptestnmq	%zmm7, %zmm15, %k1
	vmovapd	%zmm5, %zmm22 {%k1}
	vmovupd	%zmm22, 560(%rsp)
	vptestnmq	%zmm7, %zmm14, %k1
	vmovapd	%zmm4, %zmm21 {%k1}
	vmovupd	%zmm21, 416(%rsp)
	vptestnmq	%zmm7, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 288(%rsp)
	vptestnmq	%zmm7, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 640(%rsp)
	vptestnmq	%zmm7, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 896(%rsp)
	vptestnmq	%zmm7, %zmm10, %k1
	vmovapd	%zmm0, %zmm26 {%k1}
	vmovupd	%zmm26, 832(%rsp)
	vcvtudq2pd	-192(%r9,%r14), %zmm0
	vcvtudq2pd	-160(%r9,%r14), %zmm1
	vcvtudq2pd	-128(%r9,%r14), %zmm2
	vcvtudq2pd	-96(%r9,%r14), %zmm3
	vcvtudq2pd	-64(%r9,%r14), %zmm4
	vcvtudq2pd	-32(%r9,%r14), %zmm5
	vcvtudq2pd	(%r9,%r14), %zmm6
	vcvtudq2pd	32(%r9,%r14), %zmm7
	vaddpd	%zmm23, %zmm1, %zmm1
	vaddpd	%zmm23, %zmm0, %zmm0
	vaddpd	%zmm23, %zmm3, %zmm3
	vaddpd	%zmm23, %zmm2, %zmm2
	vaddpd	%zmm23, %zmm5, %zmm5
	vaddpd	%zmm23, %zmm4, %zmm4
	vaddpd	%zmm23, %zmm7, %zmm7
	vaddpd	%zmm23, %zmm6, %zmm6
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
	vmovdqu64	%zmm9, 1680(%rsp)
	vpaddq	%zmm16, %zmm0, %zmm19
	vmovdqu64	%zmm19, 1744(%rsp)
	vpaddq	%zmm16, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1808(%rsp)
	vpaddq	%zmm16, %zmm10, %zmm18
	vmovdqu64	%zmm18, 1920(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1136(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1072(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm15
	vmovdqu64	%zmm15, 704(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm16
	vmovdqu64	%zmm16, 768(%rsp)
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
	vpandq	%zmm16, %zmm0, %zmm17
	vpandq	%zmm16, %zmm11, %zmm11
	vpandq	%zmm16, %zmm10, %zmm18
	vpandq	%zmm16, %zmm13, %zmm0
	vpandq	%zmm16, %zmm12, %zmm19
	vpandq	%zmm16, %zmm15, %zmm24
	vpandq	%zmm16, %zmm14, %zmm26
	vpbroadcastq	.LCPI0_15(%rip), %zmm10
	vpternlogq	$248, %zmm10, %zmm8, %zmm17
	vpternlogq	$248, %zmm10, %zmm1, %zmm9
	vpternlogq	$248, %zmm10, %zmm2, %zmm18
	vpternlogq	$248, %zmm10, %zmm3, %zmm11
	vpternlogq	$248, %zmm10, %zmm4, %zmm19
	vpternlogq	$248, %zmm10, %zmm5, %zmm0
	vpternlogq	$248, %zmm10, %zmm6, %zmm26
	vpternlogq	$248, %zmm10, %zmm7, %zmm24
	vpbroadcastq	.LCPI0_16(%rip), %zmm22
	vpaddq	%zmm22, %zmm9, %zmm1
	vpaddq	%zmm22, %zmm17, %zmm2
	vbroadcastsd	.LCPI0_17(%rip), %zmm9
	vaddpd	%zmm9, %zmm2, %zmm4
	vaddpd	%zmm9, %zmm1, %zmm3
	vmovupd	%zmm3, 32(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm1
	vmovupd	%zmm4, 352(%rsp)
	vaddpd	%zmm8, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 1552(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1616(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm28
	vmulpd	%zmm2, %zmm2, %zmm27
	vmulpd	%zmm27, %zmm27, %zmm1
	vmulpd	%zmm28, %zmm28, %zmm2
	vbroadcastsd	.LCPI0_19(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_20(%rip), %zmm7
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_21(%rip), %zmm12
	vaddpd	%zmm12, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vmovupd	%zmm3, 1488(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm21
	vmulpd	%zmm21, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2496(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2048(%rsp)
	vmulpd	%zmm21, %zmm1, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2752(%rsp)
	vpaddq	%zmm22, %zmm11, %zmm1
	vaddpd	%zmm9, %zmm1, %zmm30
	vaddpd	%zmm8, %zmm30, %zmm1
	vdivpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm1, 1232(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2432(%rsp)
	vmulpd	%zmm21, %zmm1, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2368(%rsp)
	vpaddq	%zmm22, %zmm18, %zmm1
	vaddpd	%zmm9, %zmm1, %zmm17
	vaddpd	%zmm8, %zmm17, %zmm1
	vdivpd	%zmm1, %zmm17, %zmm1
	vmovupd	%zmm1, 1296(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm6, %zmm1, %zmm3
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm12, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 2304(%rsp)
	vmulpd	%zmm21, %zmm1, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1424(%rsp)
	vpaddq	%zmm22, %zmm0, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm18
	vaddpd	%zmm8, %zmm18, %zmm0
	vdivpd	%zmm0, %zmm18, %zmm0
	vmovupd	%zmm0, 2816(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm6, %zmm1, %zmm3
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm12, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1984(%rsp)
	vmulpd	%zmm21, %zmm1, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm31
	vpaddq	%zmm22, %zmm19, %zmm1
	vaddpd	%zmm9, %zmm1, %zmm19
	vaddpd	%zmm8, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm25
	vmulpd	%zmm25, %zmm25, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm1
	vmulpd	%zmm6, %zmm1, %zmm23
	vaddpd	%zmm7, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm1, %zmm23
	vaddpd	%zmm12, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm1, %zmm23
	vmulpd	%zmm21, %zmm1, %zmm29
	vaddpd	%zmm4, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm1, %zmm29
	vaddpd	%zmm5, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm1, %zmm29
	vpaddq	%zmm22, %zmm24, %zmm1
	vaddpd	%zmm9, %zmm1, %zmm24
	vaddpd	%zmm8, %zmm24, %zmm1
	vdivpd	%zmm1, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm15, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm0
	vmulpd	%zmm6, %zmm0, %zmm20
	vaddpd	%zmm7, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm0, %zmm20
	vaddpd	%zmm12, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm0, %zmm20
	vmulpd	%zmm21, %zmm0, %zmm16
	vaddpd	%zmm4, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm16
	vaddpd	%zmm5, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm10
	vpaddq	%zmm22, %zmm26, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm26
	vaddpd	%zmm8, %zmm26, %zmm16
	vdivpd	%zmm16, %zmm26, %zmm16
	vmulpd	%zmm16, %zmm16, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm6, %zmm0, %zmm22
	vaddpd	%zmm7, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm22
	vaddpd	%zmm12, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm22
	vmulpd	%zmm21, %zmm0, %zmm21
	vaddpd	%zmm4, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm0, %zmm21
	vaddpd	%zmm5, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_25(%rip), %zmm12
	vaddpd	2496(%rsp), %zmm12, %zmm21
	vmulpd	%zmm21, %zmm28, %zmm21
	vaddpd	1488(%rsp), %zmm21, %zmm21
	vaddpd	2752(%rsp), %zmm12, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2048(%rsp), %zmm27, %zmm27
	vaddpd	2368(%rsp), %zmm12, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2432(%rsp), %zmm9, %zmm9
	vaddpd	1424(%rsp), %zmm12, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	2304(%rsp), %zmm7, %zmm7
	vaddpd	%zmm12, %zmm31, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	1984(%rsp), %zmm5, %zmm5
	vaddpd	%zmm12, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm23, %zmm3
	vaddpd	%zmm12, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm20, %zmm11
	vaddpd	%zmm12, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm22, %zmm1
	vmovupd	352(%rsp), %zmm2
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	1552(%rsp), %zmm2, %zmm13
	vmovupd	32(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm21, %zmm2, %zmm4
	vmulpd	1616(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm17, %zmm4
	vmulpd	%zmm4, %zmm17, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	1296(%rsp), %zmm7, %zmm7
	vmovupd	%zmm30, 1360(%rsp)
	vmulpd	%zmm6, %zmm30, %zmm20
	vmulpd	%zmm20, %zmm30, %zmm20
	vaddpd	%zmm9, %zmm20, %zmm9
	vmulpd	1232(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm19, %zmm21
	vmulpd	%zmm21, %zmm19, %zmm21
	vaddpd	%zmm3, %zmm21, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm18, %zmm8
	vmulpd	%zmm8, %zmm18, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2816(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm16, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm16
	vmulpd	%zmm16, %zmm24, %zmm16
	vaddpd	%zmm11, %zmm16, %zmm11
	vmulpd	%zmm11, %zmm15, %zmm6
	vpsrlq	$20, 1680(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm10
	vpaddq	%zmm10, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm12
	vmulpd	%zmm12, %zmm11, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm13
	vpsrlq	$20, 1744(%rsp), %zmm23
	vpaddq	%zmm10, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm12, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1808(%rsp), %zmm25
	vpaddq	%zmm10, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm12, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1920(%rsp), %zmm27
	vpaddq	%zmm10, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm12, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1136(%rsp), %zmm28
	vpaddq	%zmm10, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm12, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1072(%rsp), %zmm29
	vpaddq	%zmm10, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm12, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 704(%rsp), %zmm30
	vpaddq	%zmm10, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm12, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 768(%rsp), %zmm31
	vpaddq	%zmm10, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm12, %zmm31, %zmm12
	vaddpd	%zmm6, %zmm12, %zmm6
	vsubpd	%zmm0, %zmm13, %zmm0
	vsubpd	%zmm2, %zmm14, %zmm2
	vsubpd	%zmm4, %zmm7, %zmm4
	vsubpd	%zmm20, %zmm9, %zmm7
	vsubpd	%zmm21, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm22, %zmm1, %zmm1
	vsubpd	%zmm16, %zmm6, %zmm6
	vaddpd	32(%rsp), %zmm2, %zmm2
	vaddpd	352(%rsp), %zmm0, %zmm0
	vaddpd	1360(%rsp), %zmm7, %zmm7
	vaddpd	%zmm4, %zmm17, %zmm4
	vaddpd	%zmm5, %zmm18, %zmm5
	vaddpd	%zmm3, %zmm19, %zmm3
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
	vmulpd	96(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	160(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	560(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	416(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	288(%rsp), %zmm3, %zmm3
	vmulpd	640(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	896(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	832(%rsp), %zmm6, %zmm6
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
	vmovupd	%zmm0, -192(%r9,%r14)
	vmovups	%zmm2, -128(%r9,%r14)
	vmovupd	%zmm3, -64(%r9,%r14)
	vmovupd	%zmm1, (%r9,%r14)
	addq	$256, %r14
	cmpq	%r14, %rax
	jne	.LBB0_175
	movq	(%rsp), %r12
	cmpq	%r12, -128(%rsp)
	movq	24(%rsp), %r13
	vmovapd	.LCPI0_0(%rip), %zmm22
	vmovapd	.LCPI0_4(%rip), %zmm23
	vmovapd	.LCPI0_61(%rip), %zmm24
	vmovapd	.LCPI0_62(%rip), %zmm25
	vxorpd	%xmm26, %xmm26, %xmm26
	vxorpd	%xmm27, %xmm27, %xmm27
	movabsq	$4604544269498187776, %r14
	movabsq	$4503595332403200, %rbp
	vmovsd	.LCPI0_10(%rip), %xmm9
	vmovsd	.LCPI0_11(%rip), %xmm10
	vmovsd	.LCPI0_17(%rip), %xmm2
	vmovsd	.LCPI0_18(%rip), %xmm3
	vmovsd	.LCPI0_22(%rip), %xmm6
	vmovsd	.LCPI0_23(%rip), %xmm16
	vmovddup	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_28(%rip), %xmm18
	vmovsd	.LCPI0_40(%rip), %xmm17
	vmovsd	.LCPI0_42(%rip), %xmm19
	vmovsd	.LCPI0_43(%rip), %xmm11
	vmovsd	.LCPI0_44(%rip), %xmm20
	vmovsd	.LCPI0_45(%rip), %xmm21
	vmovsd	.LCPI0_46(%rip), %xmm28
	vmovsd	.LCPI0_47(%rip), %xmm29
	vmovsd	.LCPI0_48(%rip), %xmm30
	vmovsd	.LCPI0_50(%rip), %xmm31
	je	.LBB0_183
	movq	%r12, %rcx
	testb	$56, -128(%rsp)
	je	.LBB0_181
	movq	264(%rsp), %rsi
	leaq	(%rsi,%r15), %rax
	xorl	%ecx, %ecx
	movq	5120(%rsp), %rdx
	vbroadcastsd	.LCPI0_10(%rip), %zmm11
	vbroadcastsd	.LCPI0_11(%rip), %zmm12
	vbroadcastsd	.LCPI0_35(%rip), %zmm15
	vbroadcastsd	.LCPI0_36(%rip), %zmm16
	vpbroadcastq	.LCPI0_37(%rip), %zmm17
	vbroadcastsd	.LCPI0_38(%rip), %zmm18
	vbroadcastsd	.LCPI0_39(%rip), %zmm19
	vbroadcastsd	.LCPI0_40(%rip), %zmm20
	vbroadcastsd	.LCPI0_43(%rip), %zmm21
	vbroadcastsd	.LCPI0_44(%rip), %zmm28
	vbroadcastsd	.LCPI0_45(%rip), %zmm29
	vbroadcastsd	.LCPI0_46(%rip), %zmm30
	vbroadcastsd	.LCPI0_47(%rip), %zmm13
	vbroadcastsd	.LCPI0_48(%rip), %zmm31
	vbroadcastsd	.LCPI0_49(%rip), %zmm14
	vbroadcastsd	.LCPI0_51(%rip), %zmm10
	.p2align	4
.LBB0_179:
	vcvtudq2pd	(%rax,%rcx,4), %zmm0
	vaddpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm12, %zmm0, %zmm0
	vcvtudq2pd	(%rsi,%rcx,4), %zmm1
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm12, %zmm1, %zmm1
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
	vmulpd	%zmm15, %zmm3, %zmm6
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
	vmulpd	.LCPI0_56(%rip){1to8}, %zmm4, %zmm7
	vaddpd	.LCPI0_42(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm21, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm11, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm28, %zmm8
	vsubpd	%zmm8, %zmm28, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm29, %zmm4, %zmm7
	vaddpd	%zmm30, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm13, %zmm7, %zmm7
	vmulpd	%zmm31, %zmm4, %zmm8
	vaddpd	%zmm14, %zmm8, %zmm8
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
	vxorpd	%zmm10, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm10, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_28(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovupd	%ymm0, (%rax,%rcx,4)
	addq	$8, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_179
	movq	520(%rsp), %rax
	movq	%rax, %rcx
	cmpq	%rax, -128(%rsp)
	vmovsd	.LCPI0_10(%rip), %xmm9
	vmovsd	.LCPI0_11(%rip), %xmm10
	vmovsd	.LCPI0_17(%rip), %xmm2
	vmovsd	.LCPI0_18(%rip), %xmm3
	vmovsd	.LCPI0_22(%rip), %xmm6
	vmovsd	.LCPI0_23(%rip), %xmm16
	vmovddup	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_28(%rip), %xmm18
	vmovsd	.LCPI0_40(%rip), %xmm17
	vmovsd	.LCPI0_42(%rip), %xmm19
	vmovsd	.LCPI0_43(%rip), %xmm11
	vmovsd	.LCPI0_44(%rip), %xmm20
	vmovsd	.LCPI0_45(%rip), %xmm21
	vmovsd	.LCPI0_46(%rip), %xmm28
	vmovsd	.LCPI0_47(%rip), %xmm29
	vmovsd	.LCPI0_48(%rip), %xmm30
	vmovsd	.LCPI0_50(%rip), %xmm31
	je	.LBB0_183
.LBB0_181:
	movq	-128(%rsp), %rax
	subq	%rcx, %rax
	movq	8(%rsp), %rdx
	leaq	(%rdx,%rcx,4), %rcx
	leaq	(%rcx,%r15), %r8
	xorl	%r9d, %r9d
	.p2align	4
.LBB0_182:
	vcvtusi2sdl	(%r8,%r9,4), %xmm15, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm0, %xmm10, %xmm0
	vcvtusi2sdl	(%rcx,%r9,4), %xmm15, %xmm1
	vaddsd	%xmm1, %xmm9, %xmm1
	vmulsd	%xmm1, %xmm10, %xmm1
	vmovq	%xmm0, %rdx
	movl	%edx, %esi
	shrq	$32, %rdx
	addq	$614242, %rdx
	movq	%rdx, %r11
	shrq	$20, %r11
	addq	$-1023, %r11
	shlq	$32, %rdx
	andq	%rbp, %rdx
	addq	%r14, %rdx
	orq	%rdx, %rsi
	vmovq	%rsi, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm0
	vmovapd	%xmm2, %xmm13
	vmulsd	%xmm0, %xmm9, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vmovapd	%xmm3, %xmm14
	vaddsd	%xmm3, %xmm0, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmovapd	%xmm6, %xmm15
	vmulsd	%xmm6, %xmm5, %xmm6
	vaddsd	%xmm16, %xmm6, %xmm6
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
	vxorps	%xmm12, %xmm12, %xmm12
	vcvtsi2sd	%r11, %xmm12, %xmm5
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
	vmovq	%xmm2, %r11
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
	vmovq	%xmm1, %rdx
	addl	$16, %edx
	vpextrq	$1, %xmm1, %rsi
	cmpl	%esi, %edx
	setb	%dl
	kmovd	%edx, %k1
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
	vaddsd	%xmm17, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	.LCPI0_56(%rip), %xmm3, %xmm6
	vaddsd	%xmm19, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm6, %xmm11, %xmm6
	vmulsd	%xmm4, %xmm4, %xmm7
	vmulsd	%xmm6, %xmm7, %xmm6
	vaddsd	%xmm6, %xmm5, %xmm5
	vmulsd	%xmm3, %xmm9, %xmm6
	vsubsd	%xmm6, %xmm20, %xmm7
	vmovapd	%xmm30, %xmm12
	vmovapd	%xmm29, %xmm30
	vmovapd	%xmm28, %xmm29
	vmovapd	%xmm21, %xmm28
	vmovapd	%xmm11, %xmm21
	vmovapd	%xmm19, %xmm11
	vmovapd	%xmm17, %xmm19
	vmovapd	%xmm8, %xmm17
	vsubsd	%xmm7, %xmm20, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vmovapd	%xmm17, %xmm8
	vmovapd	%xmm19, %xmm17
	vmovapd	%xmm11, %xmm19
	vmovapd	%xmm21, %xmm11
	vmovapd	%xmm28, %xmm21
	vmovapd	%xmm29, %xmm28
	vmovapd	%xmm30, %xmm29
	vmovapd	%xmm12, %xmm30
	vaddsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm7, %xmm5
	vmulsd	%xmm21, %xmm3, %xmm6
	vaddsd	%xmm28, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm29, %xmm6, %xmm6
	vmulsd	%xmm3, %xmm12, %xmm7
	vaddsd	.LCPI0_49(%rip), %xmm7, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm2, %xmm9, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	%xmm31, %xmm6, %xmm3
	vmovapd	%xmm15, %xmm6
	vaddsd	%xmm3, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovddup	.LCPI0_51(%rip), %xmm2
	vxorpd	%xmm2, %xmm5, %xmm3
	testb	$2, %r11b
	sete	%dl
	kmovd	%edx, %k1
	vmovsd	%xmm5, %xmm3, %xmm3 {%k1}
	vxorpd	%xmm2, %xmm1, %xmm2
	vmovsd	%xmm2, %xmm1, %xmm1 {%k1}
	vmovapd	%xmm13, %xmm2
	kmovd	%r11d, %k1
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vmulsd	%xmm18, %xmm0, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vmovapd	%xmm14, %xmm3
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%r8,%r9,4)
	incq	%r9
	cmpq	%r9, %rax
	jne	.LBB0_182
	jmp	.LBB0_183
	.p2align	4
.LBB0_152:
	movq	-72(%rsp), %rcx
	xorl	%edi, %edi
	movq	%rdx, %r12
	vxorpd	%xmm10, %xmm10, %xmm10
	vmovss	.LCPI0_63(%rip), %xmm12
	vmovss	.LCPI0_64(%rip), %xmm31
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_66(%rip), %xmm16
	vmovss	.LCPI0_67(%rip), %xmm11
	vmovss	.LCPI0_72(%rip), %xmm17
	vmovss	.LCPI0_73(%rip), %xmm28
	vmovss	.LCPI0_74(%rip), %xmm21
	vmovss	.LCPI0_75(%rip), %xmm14
	vmovss	.LCPI0_71(%rip), %xmm18
	jmp	.LBB0_153
	.p2align	4
.LBB0_160:
	vcmpunordps	%zmm26, %zmm6, %k0
	vcmpordps	%zmm26, %zmm0, %k1
	vpcmpltuq	%zmm2, %zmm5, %k2
	vpcmpltuq	%zmm3, %zmm4, %k3
	kunpckbw	%k2, %k3, %k2
	korw	%k2, %k1, %k1
	vcmpltps	%zmm6, %zmm0, %k3
	vcmpeqps	%zmm0, %zmm6, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandw	%k0, %k1, %k1
	kandnw	%k2, %k0, %k0
	korw	%k0, %k1, %k1
	vmovaps	%zmm6, %zmm0 {%k1}
	vextractf64x4	$1, %zmm0, %ymm6
	vxorps	%xmm7, %xmm7, %xmm7
	vcmpunordps	%ymm7, %ymm6, %k0
	vcmpordps	%ymm7, %ymm0, %k2
	vmovdqa64	%zmm5, %zmm2 {%k1}
	kshiftrw	$8, %k1, %k1
	vmovdqa64	%zmm4, %zmm3 {%k1}
	vpcmpltuq	%zmm2, %zmm3, %k1
	korb	%k1, %k2, %k2
	vcmpltps	%ymm6, %ymm0, %k3
	vcmpeqps	%ymm0, %ymm6, %k1 {%k1}
	korb	%k1, %k3, %k1
	kandnb	%k1, %k0, %k1
	kandb	%k0, %k2, %k0
	korb	%k1, %k0, %k1
	vmovaps	%ymm6, %ymm0 {%k1}
	vextractf128	$1, %ymm0, %xmm4
	vcmpunordps	%xmm10, %xmm4, %k0
	vcmpordps	%xmm10, %xmm0, %k2
	vmovdqa64	%zmm3, %zmm2 {%k1}
	vextracti64x4	$1, %zmm2, %ymm3
	vpcmpltuq	%ymm2, %ymm3, %k1
	korw	%k1, %k2, %k2
	vcmpltps	%xmm4, %xmm0, %k3
	vcmpeqps	%xmm0, %xmm4, %k1 {%k1}
	korw	%k1, %k3, %k1
	kandnw	%k1, %k0, %k1
	kandw	%k0, %k2, %k0
	korw	%k1, %k0, %k1
	vmovaps	%xmm4, %xmm0 {%k1}
	vshufpd	$1, %xmm0, %xmm0, %xmm4
	vcmpunordps	%xmm10, %xmm4, %k0
	vcmpordps	%xmm10, %xmm0, %k2
	vmovdqa64	%ymm3, %ymm2 {%k1}
	vextracti128	$1, %ymm2, %xmm3
	vpcmpltuq	%xmm2, %xmm3, %k1
	korw	%k1, %k2, %k2
	vcmpltps	%xmm4, %xmm0, %k3
	vcmpeqps	%xmm0, %xmm4, %k4
	kandw	%k1, %k4, %k1
	korw	%k1, %k3, %k1
	kandnw	%k1, %k0, %k1
	kandw	%k0, %k2, %k0
	korw	%k1, %k0, %k1
	vmovaps	%xmm4, %xmm0 {%k1}
	vmovshdup	%xmm0, %xmm4
	vucomiss	%xmm4, %xmm4
	setp	%al
	kmovd	%eax, %k0
	vucomiss	%xmm0, %xmm0
	setnp	%sil
	vmovdqa64	%xmm3, %xmm2 {%k1}
	vpextrq	$1, %xmm2, %rdx
	vmovq	%xmm2, %rax
	cmpq	%rax, %rdx
	setb	%r11b
	orb	%r11b, %sil
	kmovd	%esi, %k1
	vucomiss	%xmm0, %xmm4
	seta	%sil
	setnp	%bl
	sete	%bpl
	andb	%bl, %bpl
	andb	%r11b, %bpl
	orb	%sil, %bpl
	kmovd	%ebp, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k0
	kmovd	%k0, %esi
	andb	$1, %sil
	kmovd	%esi, %k1
	vmovss	%xmm4, %xmm0, %xmm0 {%k1}
	vucomiss	%xmm0, %xmm0
	setnp	%r11b
	testb	%sil, %sil
	cmovneq	%rdx, %rax
	cmpq	%rax, %r9
	setb	%dl
	orb	%dl, %r11b
	vucomiss	%xmm0, %xmm1
	seta	%sil
	setnp	%bl
	sete	%bpl
	andb	%bl, %bpl
	andb	%dl, %bpl
	orb	%sil, %bpl
	vucomiss	%xmm1, %xmm1
	movzbl	%r11b, %edx
	movzbl	%bpl, %esi
	cmovpl	%edx, %esi
	testb	%sil, %sil
	cmovneq	%r9, %rax
	kmovd	%esi, %k1
	vmovss	%xmm1, %xmm0, %xmm0 {%k1}
	vmovss	%xmm0, 1872(%rsp,%r10)
	vcvtusi2ss	%rax, %xmm15, %xmm0
	vmovss	%xmm0, 1880(%rsp,%r10)
	incq	%rdi
	addq	16(%rsp), %rcx
	movq	272(%rsp), %r10
	cmpq	%r10, %rdi
	movq	24(%rsp), %r13
	je	.LBB0_161
.LBB0_153:
	leaq	(%rdi,%r13), %rax
	leaq	(,%rdi,4), %rdx
	leaq	(%rdx,%rdx,2), %r10
	imulq	%r12, %rax
	movq	-88(%rsp), %rdx
	leaq	(%rdx,%rax,4), %rax
	vxorpd	%xmm2, %xmm2, %xmm2
	movl	$1024, %r11d
	movq	%rcx, %rbx
	xorl	%r14d, %r14d
	vxorpd	%xmm3, %xmm3, %xmm3
	vxorpd	%xmm5, %xmm5, %xmm5
	vxorpd	%xmm4, %xmm4, %xmm4
	vbroadcastss	.LCPI0_60(%rip), %zmm6
	vmovaps	%zmm6, %zmm0
	xorl	%r15d, %r15d
	vmovss	.LCPI0_60(%rip), %xmm1
	xorl	%r9d, %r9d
	jmp	.LBB0_154
	.p2align	4
.LBB0_159:
	addq	$1024, %r11
	addq	$-1024, %r14
	addq	$4096, %rbx
	movq	%rsi, %r15
	movq	-128(%rsp), %r12
	cmpq	%r12, %rsi
	jae	.LBB0_160
.LBB0_154:
	leaq	1024(%r15), %rsi
	cmpq	%r11, %r12
	movq	%r11, %rbp
	cmovbq	%r12, %rbp
	cmpq	%r12, %rsi
	movq	%r12, %rdx
	cmovbq	%rsi, %rdx
	movq	%rdx, %r13
	subq	%r15, %r13
	andq	$-32, %r13
	addq	%r15, %r13
	movq	%r15, %r12
	cmpq	%r13, %r15
	jae	.LBB0_156
	.p2align	4
.LBB0_155:
	vpbroadcastq	%r12, %zmm7
	vmovups	(%rax,%r12,4), %zmm8
	vmovups	64(%rax,%r12,4), %zmm9
	vcmpltps	%zmm8, %zmm0, %k0
	vcmpltps	%zmm9, %zmm6, %k1
	vcmpunordps	%zmm26, %zmm8, %k2
	vcmpunordps	%zmm26, %zmm9, %k3
	vcmpordps	%zmm26, %zmm0, %k2 {%k2}
	vcmpordps	%zmm26, %zmm6, %k3 {%k3}
	korw	%k2, %k0, %k2
	korw	%k3, %k1, %k1
	vmovaps	%zmm8, %zmm0 {%k2}
	vmovaps	%zmm9, %zmm6 {%k1}
	vorpd	%zmm22, %zmm7, %zmm2 {%k2}
	kshiftrw	$8, %k2, %k2
	vorpd	%zmm23, %zmm7, %zmm3 {%k2}
	vorpd	%zmm24, %zmm7, %zmm5 {%k1}
	kshiftrw	$8, %k1, %k1
	vorpd	%zmm25, %zmm7, %zmm4 {%k1}
	addq	$32, %r12
	cmpq	%r13, %r12
	jb	.LBB0_155
.LBB0_156:
	cmpq	%rdx, %r13
	jae	.LBB0_159
	addq	%r14, %rbp
	andq	$-32, %rbp
	.p2align	4
.LBB0_158:
	leaq	(%r15,%rbp), %r12
	vmovss	(%rbx,%rbp,4), %xmm7
	vucomiss	%xmm1, %xmm7
	seta	%r13b
	vcmpordss	%xmm27, %xmm1, %k0
	vcmpunordss	%xmm27, %xmm7, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %r8d
	orb	%r13b, %r8b
	andb	$1, %r8b
	kmovd	%r8d, %k1
	vmovss	%xmm7, %xmm1, %xmm1 {%k1}
	cmovneq	%r12, %r9
	leaq	(%r15,%rbp), %r8
	incq	%r8
	incq	%rbp
	cmpq	%rdx, %r8
	jb	.LBB0_158
	jmp	.LBB0_159
	.p2align	4
.LBB0_161:
	movq	-72(%rsp), %rcx
	movq	-112(%rsp), %r9
	movq	%r9, %rdi
	xorl	%r8d, %r8d
	movq	512(%rsp), %rbp
	movq	984(%rsp), %r11
	movq	976(%rsp), %r15
	movq	16(%rsp), %r14
	movq	-64(%rsp), %rbx
	vmovss	.LCPI0_76(%rip), %xmm8
	vmovss	.LCPI0_68(%rip), %xmm10
	vmovaps	%xmm11, %xmm19
	jmp	.LBB0_162
	.p2align	4
.LBB0_193:
	incq	%r8
	addq	%rbx, %rdi
	addq	%r14, %rcx
	cmpq	%r10, %r8
	je	.LBB0_194
.LBB0_162:
	leaq	(%r8,%r8,2), %rax
	vmovss	1872(%rsp,%rax,4), %xmm0
	cmpb	$0, 1216(%rsp)
	je	.LBB0_202
	xorl	%eax, %eax
	vmovss	.LCPI0_69(%rip), %xmm7
	vmovss	.LCPI0_70(%rip), %xmm9
	.p2align	4
.LBB0_209:
	vmovss	(%rcx,%rax,4), %xmm1
	vsubss	%xmm0, %xmm1, %xmm1
	vmaxss	%xmm1, %xmm12, %xmm2
	vminss	%xmm2, %xmm31, %xmm2
	vmulss	%xmm2, %xmm15, %xmm3
	vaddss	%xmm16, %xmm3, %xmm3
	vaddss	%xmm19, %xmm3, %xmm4
	vmovd	%xmm3, %edx
	vmulss	%xmm4, %xmm10, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm7, %xmm4, %xmm3
	vsubss	%xmm3, %xmm2, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm5, %xmm9, %xmm6
	vaddss	%xmm18, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm17, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm28, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm21, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vsubss	%xmm5, %xmm4, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm5, %xmm14, %xmm5
	vdivss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vaddss	%xmm2, %xmm8, %xmm2
	leal	-1262485248(%rdx), %esi
	shrl	%esi
	subl	%esi, %edx
	shll	$23, %edx
	shll	$23, %esi
	addl	$-8388608, %esi
	addl	$2139095040, %edx
	vmovd	%esi, %xmm3
	vmulss	%xmm3, %xmm2, %xmm2
	vmovd	%edx, %xmm3
	vmulss	%xmm3, %xmm2, %xmm2
	vcmpunordss	%xmm1, %xmm1, %k1
	vmovss	.LCPI0_79(%rip), %xmm2 {%k1}
	vmovss	%xmm2, (%rdi,%rax,4)
	incq	%rax
	cmpq	%rax, %r12
	jne	.LBB0_209
	jmp	.LBB0_193
	.p2align	4
.LBB0_202:
	vmovaps	%xmm0, 32(%rsp)
	vbroadcastss	%xmm0, %zmm13
	xorl	%eax, %eax
	vbroadcastss	.LCPI0_73(%rip), %zmm9
	vbroadcastss	.LCPI0_74(%rip), %zmm29
	vbroadcastss	.LCPI0_76(%rip), %zmm31
	vpbroadcastd	.LCPI0_77(%rip), %zmm30
	vpbroadcastd	.LCPI0_60(%rip), %zmm10
	vpbroadcastd	.LCPI0_78(%rip), %zmm17
	vbroadcastss	.LCPI0_68(%rip), %zmm11
	vbroadcastss	.LCPI0_70(%rip), %zmm18
	vbroadcastss	.LCPI0_71(%rip), %zmm14
	vbroadcastss	.LCPI0_72(%rip), %zmm16
	vbroadcastss	.LCPI0_63(%rip), %zmm19
	vbroadcastss	.LCPI0_64(%rip), %zmm0
	vbroadcastss	.LCPI0_65(%rip), %zmm20
	vbroadcastss	.LCPI0_66(%rip), %zmm1
	vbroadcastss	.LCPI0_67(%rip), %zmm28
	vbroadcastss	.LCPI0_69(%rip), %zmm21
	vbroadcastss	.LCPI0_75(%rip), %zmm12
	.p2align	4
.LBB0_203:
	vmovups	(%rcx,%rax), %zmm2
	vsubps	%zmm13, %zmm2, %zmm2
	vmaxps	%zmm2, %zmm19, %zmm3
	vminps	%zmm3, %zmm0, %zmm3
	vmulps	%zmm20, %zmm3, %zmm4
	vaddps	%zmm1, %zmm4, %zmm4
	vaddps	%zmm28, %zmm4, %zmm5
	vmulps	%zmm11, %zmm5, %zmm6
	vaddps	%zmm6, %zmm3, %zmm3
	vmulps	%zmm21, %zmm5, %zmm5
	vsubps	%zmm5, %zmm3, %zmm6
	vmulps	%zmm6, %zmm6, %zmm7
	vmulps	%zmm18, %zmm7, %zmm8
	vaddps	%zmm14, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm16, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm9, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm8
	vaddps	%zmm29, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm7
	vsubps	%zmm7, %zmm6, %zmm7
	vmulps	%zmm7, %zmm6, %zmm6
	vsubps	%zmm7, %zmm12, %zmm7
	vdivps	%zmm7, %zmm6, %zmm6
	vsubps	%zmm6, %zmm5, %zmm5
	vsubps	%zmm5, %zmm3, %zmm3
	vaddps	%zmm31, %zmm3, %zmm3
	vpaddd	%zmm30, %zmm4, %zmm5
	vpsrld	$1, %zmm5, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	vpslld	$23, %zmm4, %zmm4
	vpslld	$23, %zmm5, %zmm5
	vpaddd	%zmm10, %zmm5, %zmm5
	vmulps	%zmm5, %zmm3, %zmm3
	vpaddd	%zmm17, %zmm4, %zmm4
	vmulps	%zmm4, %zmm3, %zmm3
	vcmpunordps	%zmm26, %zmm2, %k1
	vbroadcastss	.LCPI0_79(%rip), %zmm3 {%k1}
	vmovups	%zmm3, (%rdi,%rax)
	addq	$64, %rax
	cmpq	%rax, %r15
	jne	.LBB0_203
	cmpq	%rbp, %r12
	vbroadcastss	.LCPI0_75(%rip), %xmm2
	vbroadcastss	.LCPI0_63(%rip), %xmm3
	vbroadcastss	.LCPI0_64(%rip), %xmm1
	vbroadcastss	.LCPI0_65(%rip), %xmm4
	vbroadcastss	.LCPI0_66(%rip), %xmm5
	vbroadcastss	.LCPI0_67(%rip), %xmm6
	vmovss	.LCPI0_72(%rip), %xmm17
	vmovss	.LCPI0_76(%rip), %xmm8
	vmovss	.LCPI0_68(%rip), %xmm10
	vmovss	.LCPI0_69(%rip), %xmm7
	vmovss	.LCPI0_70(%rip), %xmm9
	vmovss	.LCPI0_71(%rip), %xmm18
	vmovss	.LCPI0_63(%rip), %xmm12
	vmovss	.LCPI0_66(%rip), %xmm16
	vmovss	.LCPI0_67(%rip), %xmm19
	vmovss	.LCPI0_73(%rip), %xmm28
	vmovss	.LCPI0_74(%rip), %xmm21
	vmovss	.LCPI0_64(%rip), %xmm31
	vmovss	.LCPI0_75(%rip), %xmm14
	vmovaps	32(%rsp), %xmm0
	je	.LBB0_193
	movq	%rbp, %rax
	testb	$12, %r12b
	je	.LBB0_209
	vmovaps	%xmm1, %xmm17
	vbroadcastss	%xmm0, %xmm1
	movq	%rbp, %rax
	vbroadcastss	.LCPI0_70(%rip), %xmm28
	vbroadcastss	.LCPI0_71(%rip), %xmm16
	vbroadcastss	.LCPI0_72(%rip), %xmm11
	vbroadcastss	.LCPI0_74(%rip), %xmm12
	vbroadcastss	.LCPI0_73(%rip), %xmm15
	vbroadcastss	.LCPI0_76(%rip), %xmm13
	vpbroadcastd	.LCPI0_77(%rip), %xmm14
	vpbroadcastd	.LCPI0_60(%rip), %xmm9
	vpbroadcastd	.LCPI0_78(%rip), %xmm10
	vxorps	%xmm21, %xmm21, %xmm21
	vmovaps	%xmm2, %xmm19
	.p2align	4
.LBB0_207:
	vmovups	(%rcx,%rax,4), %xmm2
	vsubps	%xmm1, %xmm2, %xmm2
	vmovaps	%xmm3, %xmm29
	vmaxps	%xmm2, %xmm3, %xmm3
	vminps	%xmm3, %xmm17, %xmm3
	vmovaps	%xmm4, %xmm30
	vmulps	%xmm4, %xmm3, %xmm4
	vaddps	%xmm5, %xmm4, %xmm4
	vmovaps	%xmm5, %xmm31
	vaddps	%xmm6, %xmm4, %xmm5
	vmovaps	%xmm6, %xmm18
	vmulps	.LCPI0_68(%rip){1to4}, %xmm5, %xmm6
	vaddps	%xmm6, %xmm3, %xmm3
	vmulps	.LCPI0_69(%rip){1to4}, %xmm5, %xmm5
	vsubps	%xmm5, %xmm3, %xmm6
	vmulps	%xmm6, %xmm6, %xmm7
	vmulps	%xmm28, %xmm7, %xmm8
	vaddps	%xmm16, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm8
	vaddps	%xmm11, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm8
	vaddps	%xmm15, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm8
	vaddps	%xmm12, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm7
	vsubps	%xmm7, %xmm6, %xmm7
	vmulps	%xmm7, %xmm6, %xmm6
	vsubps	%xmm7, %xmm19, %xmm7
	vdivps	%xmm7, %xmm6, %xmm6
	vsubps	%xmm6, %xmm5, %xmm5
	vmovaps	%xmm18, %xmm6
	vsubps	%xmm5, %xmm3, %xmm3
	vaddps	%xmm3, %xmm13, %xmm3
	vpaddd	%xmm4, %xmm14, %xmm5
	vpsrld	$1, %xmm5, %xmm5
	vpsubd	%xmm5, %xmm4, %xmm4
	vpslld	$23, %xmm4, %xmm4
	vpslld	$23, %xmm5, %xmm5
	vpaddd	%xmm5, %xmm9, %xmm5
	vmulps	%xmm5, %xmm3, %xmm3
	vmovaps	%xmm31, %xmm5
	vpaddd	%xmm4, %xmm10, %xmm4
	vmulps	%xmm4, %xmm3, %xmm3
	vmovaps	%xmm30, %xmm4
	vcmpunordps	%xmm21, %xmm2, %k1
	vbroadcastss	.LCPI0_79(%rip), %xmm3 {%k1}
	vmovups	%xmm3, (%rdi,%rax,4)
	vmovaps	%xmm29, %xmm3
	addq	$4, %rax
	cmpq	%rax, %r11
	jne	.LBB0_207
	movq	%r11, %rax
	cmpq	%r11, %r12
	vmovss	.LCPI0_63(%rip), %xmm12
	vmovss	.LCPI0_64(%rip), %xmm31
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_66(%rip), %xmm16
	vmovss	.LCPI0_67(%rip), %xmm19
	vmovss	.LCPI0_72(%rip), %xmm17
	vmovss	.LCPI0_73(%rip), %xmm28
	vmovss	.LCPI0_74(%rip), %xmm21
	vmovss	.LCPI0_75(%rip), %xmm14
	vmovss	.LCPI0_76(%rip), %xmm8
	vmovss	.LCPI0_68(%rip), %xmm10
	vmovss	.LCPI0_69(%rip), %xmm7
	vmovss	.LCPI0_70(%rip), %xmm9
	vmovss	.LCPI0_71(%rip), %xmm18
	jne	.LBB0_209
	jmp	.LBB0_193
	.p2align	4
.LBB0_194:
	cmpq	$0, 992(%rsp)
	je	.LBB0_195
	vxorps	%xmm0, %xmm0, %xmm0
	movq	2192(%rsp), %rcx
	xorl	%eax, %eax
	movq	488(%rsp), %rdx
	vmovaps	.LCPI0_84(%rip), %xmm10
	vmovaps	.LCPI0_85(%rip), %xmm30
	movq	968(%rsp), %rsi
	movq	960(%rsp), %rdi
	movq	2232(%rsp), %r8
	vmovss	.LCPI0_70(%rip), %xmm11
	.p2align	4
.LBB0_197:
	vmovups	-16(%rdx,%rax,4), %xmm1
	vmovups	(%rdx,%rax,4), %xmm2
	vmovups	-16(%rsi,%rax,4), %xmm3
	vmovups	(%rsi,%rax,4), %xmm4
	vmovlhps	%xmm3, %xmm1, %xmm5
	vunpckhpd	%xmm3, %xmm1, %xmm1
	vmovups	-16(%r8,%rax,4), %xmm3
	vmovups	(%r8,%rax,4), %xmm6
	vmovups	-16(%rdi,%rax,4), %xmm7
	vmovups	(%rdi,%rax,4), %xmm8
	vmovlhps	%xmm7, %xmm3, %xmm9
	vunpckhpd	%xmm7, %xmm3, %xmm3
	vmovaps	%xmm5, %xmm7
	vpermt2ps	%xmm9, %xmm10, %xmm7
	vaddps	%xmm7, %xmm0, %xmm0
	vpermt2ps	%xmm9, %xmm30, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vmovaps	%xmm1, %xmm5
	vpermt2ps	%xmm3, %xmm10, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vpermt2ps	%xmm3, %xmm30, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vmovlhps	%xmm4, %xmm2, %xmm1
	vunpckhpd	%xmm4, %xmm2, %xmm2
	vmovlhps	%xmm8, %xmm6, %xmm3
	vunpckhpd	%xmm8, %xmm6, %xmm4
	vmovaps	%xmm1, %xmm5
	vpermt2ps	%xmm3, %xmm10, %xmm5
	vaddps	%xmm5, %xmm0, %xmm0
	vpermt2ps	%xmm3, %xmm30, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vmovaps	%xmm2, %xmm1
	vpermt2ps	%xmm4, %xmm10, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vpermt2ps	%xmm4, %xmm30, %xmm2
	vaddps	%xmm0, %xmm2, %xmm0
	addq	$8, %rax
	addq	$-2, %rcx
	jne	.LBB0_197
	testb	$1, 2200(%rsp)
	movq	240(%rsp), %rdx
	movq	232(%rsp), %rsi
	movq	2624(%rsp), %rdi
	vmovss	.LCPI0_76(%rip), %xmm8
	vmovss	.LCPI0_68(%rip), %xmm10
	jne	.LBB0_199
	jmp	.LBB0_200
	.p2align	4
.LBB0_195:
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%eax, %eax
	movq	240(%rsp), %rdx
	movq	232(%rsp), %rsi
	movq	2624(%rsp), %rdi
	vmovss	.LCPI0_70(%rip), %xmm11
.LBB0_199:
	vmovups	(%r9,%rax,4), %xmm1
	vmovups	(%rdx,%rax,4), %xmm2
	vmovups	(%rsi,%rax,4), %xmm3
	vmovups	(%rdi,%rax,4), %xmm4
	vmovlhps	%xmm3, %xmm1, %xmm5
	vunpckhpd	%xmm3, %xmm1, %xmm1
	vmovlhps	%xmm4, %xmm2, %xmm3
	vunpckhpd	%xmm4, %xmm2, %xmm2
	vmovaps	%xmm5, %xmm4
	vmovaps	.LCPI0_84(%rip), %xmm6
	vpermt2ps	%xmm3, %xmm6, %xmm4
	vaddps	%xmm4, %xmm0, %xmm0
	vmovaps	.LCPI0_85(%rip), %xmm4
	vpermt2ps	%xmm3, %xmm4, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vmovaps	%xmm1, %xmm3
	vpermt2ps	%xmm2, %xmm6, %xmm3
	vaddps	%xmm0, %xmm3, %xmm0
	vpermt2ps	%xmm2, %xmm4, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
.LBB0_200:
	vmovaps	%xmm12, %xmm6
	vmovaps	%xmm16, %xmm4
	movq	1000(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	%r12, %rcx
	vmovss	.LCPI0_80(%rip), %xmm5
	je	.LBB0_184
	.p2align	4
.LBB0_201:
	vmovss	(%r9,%rax,4), %xmm1
	vinsertps	$16, (%rdx,%rax,4), %xmm1, %xmm1
	vinsertps	$32, (%rsi,%rax,4), %xmm1, %xmm1
	vinsertps	$48, (%rdi,%rax,4), %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	incq	%rax
	cmpq	%r12, %rax
	jb	.LBB0_201
.LBB0_184:
	vmovss	%xmm0, 1876(%rsp)
	vextractps	$1, %xmm0, 1888(%rsp)
	vextractps	$2, %xmm0, 1900(%rsp)
	vextractps	$3, %xmm0, 1912(%rsp)
	cmpl	$0, -116(%rsp)
	je	.LBB0_185
	vbroadcastss	624(%rsp), %zmm0
	vmovups	%zmm0, 160(%rsp)
	movq	-72(%rsp), %rcx
	movq	4288(%rsp), %rdi
	movq	496(%rsp), %r8
	xorl	%r9d, %r9d
	jmp	.LBB0_211
	.p2align	4
.LBB0_190:
	vmovaps	%xmm12, %xmm6
	vmovaps	%xmm3, %xmm4
	vmovaps	%xmm19, 624(%rsp)
	incq	%r9
	addq	%rbx, %r8
	addq	%r14, %rdi
	addq	%r14, %rcx
	movq	272(%rsp), %r10
	cmpq	%r10, %r9
	vmovaps	%xmm2, %xmm28
	vmovaps	%xmm0, %xmm21
	vmovaps	%xmm9, %xmm8
	vmovaps	%xmm7, %xmm5
	vmovaps	%xmm17, %xmm19
	je	.LBB0_191
.LBB0_211:
	leaq	(%r9,%r9,2), %rax
	vdivss	1876(%rsp,%rax,4), %xmm8, %xmm16
	vmovss	1872(%rsp,%rax,4), %xmm12
	vmovss	1880(%rsp,%rax,4), %xmm30
	cmpb	$0, 528(%rsp)
	je	.LBB0_213
	xorl	%eax, %eax
	movl	$2143289344, %r10d
	vmovaps	%xmm5, %xmm7
	vmovaps	%xmm8, %xmm9
	vmovss	.LCPI0_75(%rip), %xmm20
	vmovaps	%xmm21, %xmm0
	vmovaps	%xmm28, %xmm2
	vmovaps	%xmm19, %xmm17
	vmovss	.LCPI0_71(%rip), %xmm18
	vmovss	.LCPI0_69(%rip), %xmm29
	vmovaps	624(%rsp), %xmm19
	vmovaps	%xmm4, %xmm3
	vmovaps	%xmm12, %xmm13
	vmovaps	%xmm6, %xmm12
	.p2align	4
.LBB0_189:
	vmovss	(%rcx,%rax,4), %xmm4
	vaddss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm7, %xmm5, %xmm5
	vsubss	(%rdi,%rax,4), %xmm5, %xmm5
	vsubss	%xmm13, %xmm4, %xmm6
	vmovaps	%xmm7, %xmm28
	vmaxss	%xmm6, %xmm12, %xmm7
	vminss	%xmm7, %xmm31, %xmm7
	vmulss	%xmm7, %xmm15, %xmm8
	vaddss	%xmm3, %xmm8, %xmm8
	vmovaps	%xmm9, %xmm21
	vaddss	%xmm17, %xmm8, %xmm9
	vmovd	%xmm8, %edx
	vmulss	%xmm10, %xmm9, %xmm8
	vaddss	%xmm7, %xmm8, %xmm7
	vmulss	%xmm29, %xmm9, %xmm8
	vsubss	%xmm8, %xmm7, %xmm9
	vmovaps	%xmm10, %xmm1
	vmulss	%xmm9, %xmm9, %xmm10
	vmovaps	%xmm11, %xmm14
	vmulss	%xmm11, %xmm10, %xmm11
	vaddss	%xmm18, %xmm11, %xmm11
	vmulss	%xmm11, %xmm10, %xmm11
	vaddss	.LCPI0_72(%rip), %xmm11, %xmm11
	vmulss	%xmm11, %xmm10, %xmm11
	vaddss	%xmm2, %xmm11, %xmm11
	vmulss	%xmm11, %xmm10, %xmm11
	vaddss	%xmm0, %xmm11, %xmm11
	vmulss	%xmm11, %xmm10, %xmm10
	vmovaps	%xmm14, %xmm11
	vmovaps	%xmm0, %xmm14
	vmovaps	2880(%rsp), %xmm0
	vsubss	%xmm10, %xmm9, %xmm10
	vmulss	%xmm10, %xmm9, %xmm9
	vsubss	%xmm10, %xmm20, %xmm10
	vdivss	%xmm10, %xmm9, %xmm9
	vmovaps	%xmm1, %xmm10
	vsubss	%xmm9, %xmm8, %xmm8
	vmovaps	%xmm21, %xmm9
	vsubss	%xmm8, %xmm7, %xmm7
	vaddss	%xmm21, %xmm7, %xmm7
	leal	-1262485248(%rdx), %esi
	shrl	%esi
	subl	%esi, %edx
	shll	$23, %edx
	shll	$23, %esi
	addl	$-8388608, %esi
	addl	$2139095040, %edx
	vmovd	%esi, %xmm8
	vmulss	%xmm7, %xmm8, %xmm7
	vmovd	%edx, %xmm8
	vmulss	%xmm7, %xmm8, %xmm7
	vcmpunordss	%xmm6, %xmm6, %k1
	vmovss	.LCPI0_79(%rip), %xmm7 {%k1}
	vcvtsi2ss	%rax, %xmm27, %xmm6
	vmulss	%xmm7, %xmm16, %xmm7
	vaddss	%xmm7, %xmm5, %xmm5
	vmovaps	%xmm28, %xmm7
	vcmpeqss	%xmm6, %xmm30, %k1
	vmovss	.LCPI0_81(%rip), %xmm6 {%k1} {z}
	vaddss	%xmm5, %xmm6, %xmm5
	vmulss	%xmm5, %xmm0, %xmm5
	vmovaps	%xmm14, %xmm0
	vsubss	%xmm5, %xmm4, %xmm4
	vmulss	(%r8,%rax,4), %xmm19, %xmm5
	vaddss	%xmm4, %xmm5, %xmm4
	vmovd	%xmm4, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r10d, %edx
	movl	%edx, (%rcx,%rax,4)
	incq	%rax
	cmpq	%rax, %r12
	jne	.LBB0_189
	jmp	.LBB0_190
	.p2align	4
.LBB0_213:
	vmovaps	%xmm16, 32(%rsp)
	vbroadcastss	%xmm16, %zmm4
	vmovaps	%xmm12, 352(%rsp)
	vbroadcastss	%xmm12, %zmm5
	vmovaps	%xmm30, 96(%rsp)
	vbroadcastss	%xmm30, %zmm6
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm7
	vmovdqa64	.LCPI0_4(%rip), %zmm8
	vbroadcastss	.LCPI0_80(%rip), %zmm20
	vbroadcastss	.LCPI0_73(%rip), %zmm3
	vbroadcastss	.LCPI0_74(%rip), %zmm17
	vbroadcastss	.LCPI0_76(%rip), %zmm18
	vpbroadcastd	.LCPI0_77(%rip), %zmm21
	vpbroadcastd	.LCPI0_60(%rip), %zmm28
	vpbroadcastd	.LCPI0_78(%rip), %zmm29
	vbroadcastss	.LCPI0_82(%rip), %zmm30
	vpbroadcastq	.LCPI0_1(%rip), %zmm31
	vmovups	3072(%rsp), %zmm0
	vbroadcastss	.LCPI0_75(%rip), %zmm1
	vbroadcastss	.LCPI0_68(%rip), %zmm2
	vmovups	160(%rsp), %zmm19
	.p2align	4
.LBB0_214:
	vmovups	(%rcx,%rax), %zmm9
	vsubps	%zmm5, %zmm9, %zmm10
	vbroadcastss	.LCPI0_63(%rip), %zmm11
	vmaxps	%zmm10, %zmm11, %zmm11
	vbroadcastss	.LCPI0_64(%rip), %zmm12
	vminps	%zmm11, %zmm12, %zmm11
	vmulps	.LCPI0_65(%rip){1to16}, %zmm11, %zmm12
	vaddps	.LCPI0_66(%rip){1to16}, %zmm12, %zmm12
	vaddps	.LCPI0_67(%rip){1to16}, %zmm12, %zmm13
	vmulps	%zmm2, %zmm13, %zmm14
	vaddps	%zmm14, %zmm11, %zmm11
	vmulps	.LCPI0_69(%rip){1to16}, %zmm13, %zmm13
	vsubps	%zmm13, %zmm11, %zmm14
	vmulps	%zmm14, %zmm14, %zmm15
	vmulps	.LCPI0_70(%rip){1to16}, %zmm15, %zmm16
	vaddps	.LCPI0_71(%rip){1to16}, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm16
	vaddps	.LCPI0_72(%rip){1to16}, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm16
	vaddps	%zmm3, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm16
	vaddps	%zmm17, %zmm16, %zmm16
	vmulps	%zmm16, %zmm15, %zmm15
	vsubps	%zmm15, %zmm14, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm15, %zmm1, %zmm15
	vdivps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm11, %zmm11
	vaddps	%zmm18, %zmm11, %zmm11
	vpaddd	%zmm21, %zmm12, %zmm13
	vpsrld	$1, %zmm13, %zmm13
	vpsubd	%zmm13, %zmm12, %zmm12
	vpslld	$23, %zmm13, %zmm13
	vpaddd	%zmm28, %zmm13, %zmm13
	vmulps	%zmm13, %zmm11, %zmm11
	vaddps	%zmm9, %zmm9, %zmm13
	vmulps	%zmm20, %zmm13, %zmm13
	vsubps	(%rdi,%rax), %zmm13, %zmm13
	vpslld	$23, %zmm12, %zmm12
	vpaddd	%zmm29, %zmm12, %zmm12
	vmulps	%zmm12, %zmm11, %zmm11
	vcmpunordps	%zmm26, %zmm10, %k1
	vbroadcastss	.LCPI0_79(%rip), %zmm11 {%k1}
	vmulps	%zmm11, %zmm4, %zmm10
	vaddps	%zmm10, %zmm13, %zmm10
	vcvtqq2ps	%zmm7, %ymm11
	vcvtqq2ps	%zmm8, %ymm12
	vinsertf64x4	$1, %ymm12, %zmm11, %zmm11
	vcmpeqps	%zmm11, %zmm6, %k1
	vbroadcastss	.LCPI0_81(%rip), %zmm11 {%k1} {z}
	vaddps	%zmm10, %zmm11, %zmm10
	vmulps	%zmm10, %zmm0, %zmm10
	vmulps	(%r8,%rax), %zmm19, %zmm11
	vsubps	%zmm10, %zmm9, %zmm9
	vaddps	%zmm9, %zmm11, %zmm9
	vandps	%zmm30, %zmm9, %zmm10
	vpcmpgtd	%zmm29, %zmm10, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm9 {%k1}
	vmovdqu64	%zmm9, (%rcx,%rax)
	vpaddq	%zmm31, %zmm7, %zmm7
	vpaddq	%zmm31, %zmm8, %zmm8
	addq	$64, %rax
	cmpq	%rax, %r15
	jne	.LBB0_214
	cmpq	%rbp, %r12
	movl	$2143289344, %r10d
	vmovss	.LCPI0_66(%rip), %xmm3
	vmovss	.LCPI0_67(%rip), %xmm17
	vmovss	.LCPI0_68(%rip), %xmm10
	vmovss	.LCPI0_69(%rip), %xmm29
	vmovss	.LCPI0_70(%rip), %xmm11
	vmovss	.LCPI0_71(%rip), %xmm18
	vmovss	.LCPI0_73(%rip), %xmm2
	vmovss	.LCPI0_74(%rip), %xmm0
	vmovss	.LCPI0_75(%rip), %xmm20
	vmovss	.LCPI0_76(%rip), %xmm9
	vmovss	.LCPI0_80(%rip), %xmm7
	vbroadcastss	.LCPI0_80(%rip), %xmm8
	vmovaps	624(%rsp), %xmm19
	vmovss	.LCPI0_63(%rip), %xmm12
	vmovss	.LCPI0_64(%rip), %xmm31
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovaps	32(%rsp), %xmm16
	vmovaps	352(%rsp), %xmm13
	vmovaps	96(%rsp), %xmm30
	je	.LBB0_190
	movq	%rbp, %rax
	testb	$12, %r12b
	je	.LBB0_189
	vbroadcastss	%xmm16, %xmm4
	vbroadcastss	%xmm13, %xmm5
	vbroadcastss	%xmm30, %xmm6
	movq	%rbp, %rax
	vmovdqu	2656(%rsp), %ymm7
	vbroadcastss	.LCPI0_70(%rip), %xmm29
	vbroadcastss	.LCPI0_71(%rip), %xmm30
	vbroadcastss	.LCPI0_72(%rip), %xmm31
	vbroadcastss	.LCPI0_73(%rip), %xmm0
	vbroadcastss	.LCPI0_76(%rip), %xmm1
	vpbroadcastd	.LCPI0_77(%rip), %xmm2
	vpbroadcastd	.LCPI0_60(%rip), %xmm3
	vpbroadcastd	.LCPI0_78(%rip), %xmm16
	vbroadcastss	.LCPI0_82(%rip), %xmm17
	vpbroadcastq	.LCPI0_83(%rip), %ymm18
	vmovups	3072(%rsp), %zmm21
	vpxord	%xmm28, %xmm28, %xmm28
	vmovups	160(%rsp), %zmm19
	vmovaps	%xmm8, %xmm20
	.p2align	4
.LBB0_218:
	vmovups	(%rcx,%rax,4), %xmm8
	vsubps	%xmm5, %xmm8, %xmm9
	vbroadcastss	.LCPI0_63(%rip), %xmm10
	vmaxps	%xmm9, %xmm10, %xmm10
	vbroadcastss	.LCPI0_64(%rip), %xmm11
	vminps	%xmm10, %xmm11, %xmm10
	vmulps	.LCPI0_65(%rip){1to4}, %xmm10, %xmm11
	vaddps	.LCPI0_66(%rip){1to4}, %xmm11, %xmm11
	vaddps	.LCPI0_67(%rip){1to4}, %xmm11, %xmm12
	vmulps	.LCPI0_68(%rip){1to4}, %xmm12, %xmm13
	vaddps	%xmm13, %xmm10, %xmm10
	vmulps	.LCPI0_69(%rip){1to4}, %xmm12, %xmm12
	vsubps	%xmm12, %xmm10, %xmm13
	vmulps	%xmm13, %xmm13, %xmm14
	vmulps	%xmm29, %xmm14, %xmm15
	vaddps	%xmm30, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm15
	vaddps	%xmm31, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm15
	vaddps	%xmm0, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm15
	vaddps	.LCPI0_74(%rip){1to4}, %xmm15, %xmm15
	vmulps	%xmm15, %xmm14, %xmm14
	vsubps	%xmm14, %xmm13, %xmm14
	vmulps	%xmm14, %xmm13, %xmm13
	vbroadcastss	.LCPI0_75(%rip), %xmm15
	vsubps	%xmm14, %xmm15, %xmm14
	vdivps	%xmm14, %xmm13, %xmm13
	vsubps	%xmm13, %xmm12, %xmm12
	vsubps	%xmm12, %xmm10, %xmm10
	vaddps	%xmm1, %xmm10, %xmm10
	vpaddd	%xmm2, %xmm11, %xmm12
	vpsrld	$1, %xmm12, %xmm12
	vpsubd	%xmm12, %xmm11, %xmm11
	vpslld	$23, %xmm12, %xmm12
	vpaddd	%xmm3, %xmm12, %xmm12
	vmulps	%xmm12, %xmm10, %xmm10
	vpslld	$23, %xmm11, %xmm11
	vpaddd	%xmm16, %xmm11, %xmm11
	vmulps	%xmm11, %xmm10, %xmm10
	vcmpunordps	%xmm28, %xmm9, %k1
	vaddps	%xmm8, %xmm8, %xmm9
	vmulps	%xmm20, %xmm9, %xmm9
	vsubps	(%rdi,%rax,4), %xmm9, %xmm9
	vbroadcastss	.LCPI0_79(%rip), %xmm10 {%k1}
	vmulps	%xmm4, %xmm10, %xmm10
	vaddps	%xmm10, %xmm9, %xmm9
	vcvtqq2ps	%ymm7, %xmm10
	vcmpeqps	%xmm10, %xmm6, %k1
	vbroadcastss	.LCPI0_81(%rip), %xmm10 {%k1} {z}
	vaddps	%xmm9, %xmm10, %xmm9
	vmulps	%xmm9, %xmm21, %xmm9
	vmulps	(%r8,%rax,4), %xmm19, %xmm10
	vsubps	%xmm9, %xmm8, %xmm8
	vaddps	%xmm8, %xmm10, %xmm8
	vandps	%xmm17, %xmm8, %xmm9
	vpcmpgtd	%xmm16, %xmm9, %k1
	vpbroadcastd	.LCPI0_79(%rip), %xmm8 {%k1}
	vmovdqu	%xmm8, (%rcx,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm18, %ymm7, %ymm7
	cmpq	%rax, %r11
	jne	.LBB0_218
	movq	%r11, %rax
	cmpq	%r11, %r12
	movl	$2143289344, %r10d
	vmovss	.LCPI0_67(%rip), %xmm17
	vmovss	.LCPI0_68(%rip), %xmm10
	vmovss	.LCPI0_69(%rip), %xmm29
	vmovss	.LCPI0_70(%rip), %xmm11
	vmovss	.LCPI0_71(%rip), %xmm18
	vmovss	.LCPI0_73(%rip), %xmm2
	vmovss	.LCPI0_74(%rip), %xmm0
	vmovss	.LCPI0_75(%rip), %xmm20
	vmovss	.LCPI0_76(%rip), %xmm9
	vmovss	.LCPI0_80(%rip), %xmm7
	vmovaps	624(%rsp), %xmm19
	vmovss	.LCPI0_63(%rip), %xmm12
	vmovss	.LCPI0_64(%rip), %xmm31
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_66(%rip), %xmm3
	vmovaps	32(%rsp), %xmm16
	vmovaps	352(%rsp), %xmm13
	vmovaps	96(%rsp), %xmm30
	jne	.LBB0_189
	jmp	.LBB0_190
	.p2align	4
.LBB0_185:
	movq	-72(%rsp), %rcx
	movq	4288(%rsp), %rdi
	xorl	%r8d, %r8d
	vbroadcastss	.LCPI0_70(%rip), %zmm0
	vbroadcastss	.LCPI0_71(%rip), %zmm1
	jmp	.LBB0_186
	.p2align	4
.LBB0_227:
	vmovaps	%xmm12, %xmm6
	vmovaps	%xmm16, %xmm4
	incq	%r8
	addq	%r14, %rdi
	addq	%r14, %rcx
	cmpq	%r10, %r8
	vbroadcastss	.LCPI0_71(%rip), %zmm1
	vmovaps	%xmm2, %xmm31
	vmovaps	%xmm17, %xmm28
	vmovaps	%xmm18, %xmm17
	vmovaps	%xmm29, %xmm21
	je	.LBB0_191
.LBB0_186:
	leaq	(%r8,%r8,2), %rax
	vdivss	1876(%rsp,%rax,4), %xmm8, %xmm30
	vmovss	1872(%rsp,%rax,4), %xmm14
	vmovss	1880(%rsp,%rax,4), %xmm13
	cmpb	$0, 5184(%rsp)
	je	.LBB0_220
	xorl	%eax, %eax
	movl	$2143289344, %r9d
	vmovss	.LCPI0_75(%rip), %xmm1
	vmovss	.LCPI0_69(%rip), %xmm9
	vmovaps	%xmm4, %xmm16
	vmovaps	%xmm6, %xmm12
	vmovaps	%xmm31, %xmm2
	vmovaps	%xmm17, %xmm18
	vmovaps	%xmm28, %xmm17
	vmovaps	%xmm21, %xmm29
	.p2align	4
.LBB0_188:
	vmovss	(%rcx,%rax,4), %xmm3
	vaddss	%xmm3, %xmm3, %xmm4
	vmulss	%xmm5, %xmm4, %xmm4
	vsubss	(%rdi,%rax,4), %xmm4, %xmm4
	vmovaps	%xmm5, %xmm31
	vsubss	%xmm14, %xmm3, %xmm5
	vmaxss	%xmm5, %xmm12, %xmm6
	vminss	%xmm6, %xmm2, %xmm6
	vmulss	%xmm6, %xmm15, %xmm7
	vaddss	%xmm16, %xmm7, %xmm7
	vaddss	%xmm19, %xmm7, %xmm8
	vmovd	%xmm7, %edx
	vmulss	%xmm10, %xmm8, %xmm7
	vaddss	%xmm7, %xmm6, %xmm6
	vmulss	%xmm9, %xmm8, %xmm7
	vsubss	%xmm7, %xmm6, %xmm8
	vmovaps	%xmm9, %xmm21
	vmulss	%xmm8, %xmm8, %xmm9
	vmovaps	%xmm2, %xmm28
	vmovaps	%xmm10, %xmm2
	vmulss	%xmm11, %xmm9, %xmm10
	vaddss	.LCPI0_71(%rip), %xmm10, %xmm10
	vmulss	%xmm10, %xmm9, %xmm10
	vaddss	%xmm18, %xmm10, %xmm10
	vmulss	%xmm10, %xmm9, %xmm10
	vaddss	%xmm17, %xmm10, %xmm10
	vmulss	%xmm10, %xmm9, %xmm10
	vaddss	%xmm29, %xmm10, %xmm10
	vmulss	%xmm10, %xmm9, %xmm9
	vmovaps	%xmm2, %xmm10
	vmovaps	%xmm28, %xmm2
	vsubss	%xmm9, %xmm8, %xmm9
	vmulss	%xmm9, %xmm8, %xmm8
	vsubss	%xmm9, %xmm1, %xmm9
	vdivss	%xmm9, %xmm8, %xmm8
	vmovaps	%xmm21, %xmm9
	vsubss	%xmm8, %xmm7, %xmm7
	vmovss	.LCPI0_76(%rip), %xmm8
	vsubss	%xmm7, %xmm6, %xmm6
	vaddss	%xmm6, %xmm8, %xmm6
	leal	-1262485248(%rdx), %esi
	shrl	%esi
	subl	%esi, %edx
	shll	$23, %edx
	shll	$23, %esi
	addl	$-8388608, %esi
	addl	$2139095040, %edx
	vmovd	%esi, %xmm7
	vmulss	%xmm7, %xmm6, %xmm6
	vmovd	%edx, %xmm7
	vmulss	%xmm7, %xmm6, %xmm6
	vcmpunordss	%xmm5, %xmm5, %k1
	vmovss	.LCPI0_79(%rip), %xmm6 {%k1}
	vmulss	%xmm6, %xmm30, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vcvtsi2ss	%rax, %xmm27, %xmm5
	vcmpeqss	%xmm5, %xmm13, %k1
	vmovss	.LCPI0_81(%rip), %xmm5 {%k1} {z}
	vaddss	%xmm4, %xmm5, %xmm4
	vmovaps	%xmm31, %xmm5
	vmulss	2880(%rsp), %xmm4, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vmovd	%xmm3, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r9d, %edx
	movl	%edx, (%rcx,%rax,4)
	incq	%rax
	cmpq	%rax, %r12
	jne	.LBB0_188
	jmp	.LBB0_227
	.p2align	4
.LBB0_220:
	vmovaps	%xmm30, 96(%rsp)
	vbroadcastss	%xmm30, %zmm19
	vmovaps	%xmm14, 160(%rsp)
	vbroadcastss	%xmm14, %zmm2
	vmovups	%zmm2, 352(%rsp)
	vmovaps	%xmm13, 288(%rsp)
	vbroadcastss	%xmm13, %zmm2
	vmovups	%zmm2, 32(%rsp)
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm6
	vmovdqa64	.LCPI0_4(%rip), %zmm7
	movl	$2143289344, %r9d
	vbroadcastss	.LCPI0_68(%rip), %zmm16
	vbroadcastss	.LCPI0_72(%rip), %zmm2
	vbroadcastss	.LCPI0_73(%rip), %zmm18
	vbroadcastss	.LCPI0_74(%rip), %zmm17
	vbroadcastss	.LCPI0_76(%rip), %zmm28
	vpbroadcastd	.LCPI0_77(%rip), %zmm21
	vpbroadcastd	.LCPI0_60(%rip), %zmm29
	vpbroadcastd	.LCPI0_78(%rip), %zmm31
	vbroadcastss	.LCPI0_82(%rip), %zmm30
	vpbroadcastq	.LCPI0_1(%rip), %zmm3
	vmovups	3072(%rsp), %zmm4
	vbroadcastss	.LCPI0_75(%rip), %zmm5
	.p2align	4
.LBB0_221:
	vmovups	(%rcx,%rax), %zmm8
	vsubps	352(%rsp), %zmm8, %zmm9
	vbroadcastss	.LCPI0_63(%rip), %zmm10
	vmaxps	%zmm9, %zmm10, %zmm10
	vbroadcastss	.LCPI0_64(%rip), %zmm11
	vminps	%zmm10, %zmm11, %zmm10
	vmulps	.LCPI0_65(%rip){1to16}, %zmm10, %zmm11
	vaddps	.LCPI0_66(%rip){1to16}, %zmm11, %zmm11
	vaddps	.LCPI0_67(%rip){1to16}, %zmm11, %zmm12
	vmulps	%zmm16, %zmm12, %zmm13
	vaddps	%zmm13, %zmm10, %zmm10
	vmulps	.LCPI0_69(%rip){1to16}, %zmm12, %zmm12
	vsubps	%zmm12, %zmm10, %zmm13
	vmulps	%zmm13, %zmm13, %zmm14
	vmulps	%zmm0, %zmm14, %zmm15
	vaddps	%zmm1, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm2, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm18, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm15
	vaddps	%zmm17, %zmm15, %zmm15
	vmulps	%zmm15, %zmm14, %zmm14
	vsubps	%zmm14, %zmm13, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm14, %zmm5, %zmm14
	vdivps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm12, %zmm10, %zmm10
	vaddps	%zmm28, %zmm10, %zmm10
	vpaddd	%zmm21, %zmm11, %zmm12
	vpsrld	$1, %zmm12, %zmm12
	vpsubd	%zmm12, %zmm11, %zmm11
	vpslld	$23, %zmm12, %zmm12
	vpaddd	%zmm29, %zmm12, %zmm12
	vmulps	%zmm12, %zmm10, %zmm10
	vaddps	%zmm8, %zmm8, %zmm12
	vmulps	.LCPI0_80(%rip){1to16}, %zmm12, %zmm12
	vsubps	(%rdi,%rax), %zmm12, %zmm12
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm31, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm10
	vcmpunordps	%zmm26, %zmm9, %k1
	vbroadcastss	.LCPI0_79(%rip), %zmm10 {%k1}
	vmulps	%zmm10, %zmm19, %zmm9
	vcvtqq2ps	%zmm6, %ymm10
	vcvtqq2ps	%zmm7, %ymm11
	vaddps	%zmm9, %zmm12, %zmm9
	vinsertf64x4	$1, %ymm11, %zmm10, %zmm10
	vcmpeqps	32(%rsp), %zmm10, %k1
	vbroadcastss	.LCPI0_81(%rip), %zmm10 {%k1} {z}
	vaddps	%zmm9, %zmm10, %zmm9
	vmulps	%zmm9, %zmm4, %zmm9
	vsubps	%zmm9, %zmm8, %zmm8
	vandps	%zmm30, %zmm8, %zmm9
	vpcmpgtd	%zmm31, %zmm9, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm8 {%k1}
	vmovdqu64	%zmm8, (%rcx,%rax)
	vpaddq	%zmm3, %zmm6, %zmm6
	vpaddq	%zmm3, %zmm7, %zmm7
	addq	$64, %rax
	cmpq	%rax, %r15
	jne	.LBB0_221
	cmpq	%rbp, %r12
	vmovss	.LCPI0_67(%rip), %xmm19
	vmovss	.LCPI0_68(%rip), %xmm10
	vmovss	.LCPI0_69(%rip), %xmm9
	vmovss	.LCPI0_70(%rip), %xmm11
	vbroadcastss	.LCPI0_70(%rip), %xmm7
	vmovss	.LCPI0_63(%rip), %xmm12
	vmovss	.LCPI0_64(%rip), %xmm2
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_66(%rip), %xmm16
	vmovss	.LCPI0_72(%rip), %xmm18
	vmovss	.LCPI0_73(%rip), %xmm17
	vmovss	.LCPI0_74(%rip), %xmm29
	vmovss	.LCPI0_75(%rip), %xmm1
	vmovss	.LCPI0_76(%rip), %xmm8
	vmovss	.LCPI0_80(%rip), %xmm5
	vmovaps	96(%rsp), %xmm30
	vmovaps	160(%rsp), %xmm14
	vmovaps	288(%rsp), %xmm13
	je	.LBB0_227
	movq	%rbp, %rax
	testb	$12, %r12b
	je	.LBB0_188
	vbroadcastss	%xmm30, %xmm3
	vbroadcastss	%xmm14, %xmm4
	vbroadcastss	%xmm13, %xmm5
	movq	%rbp, %rax
	vmovdqu	2656(%rsp), %ymm6
	vbroadcastss	.LCPI0_73(%rip), %xmm2
	vbroadcastss	.LCPI0_76(%rip), %xmm15
	vpbroadcastd	.LCPI0_77(%rip), %xmm1
	vpbroadcastd	.LCPI0_60(%rip), %xmm16
	vpbroadcastd	.LCPI0_78(%rip), %xmm17
	vbroadcastss	.LCPI0_82(%rip), %xmm18
	vpbroadcastq	.LCPI0_83(%rip), %ymm21
	vmovups	3072(%rsp), %zmm28
	vbroadcastss	.LCPI0_74(%rip), %xmm30
	vmovaps	%xmm7, %xmm19
	vbroadcastss	.LCPI0_64(%rip), %xmm0
	vbroadcastss	.LCPI0_65(%rip), %xmm31
	vbroadcastss	.LCPI0_66(%rip), %xmm29
	.p2align	4
.LBB0_225:
	vmovups	(%rcx,%rax,4), %xmm7
	vsubps	%xmm4, %xmm7, %xmm8
	vbroadcastss	.LCPI0_63(%rip), %xmm9
	vmaxps	%xmm8, %xmm9, %xmm9
	vminps	%xmm9, %xmm0, %xmm9
	vmulps	%xmm31, %xmm9, %xmm10
	vaddps	%xmm29, %xmm10, %xmm10
	vaddps	.LCPI0_67(%rip){1to4}, %xmm10, %xmm11
	vmulps	.LCPI0_68(%rip){1to4}, %xmm11, %xmm12
	vaddps	%xmm12, %xmm9, %xmm9
	vmulps	.LCPI0_69(%rip){1to4}, %xmm11, %xmm11
	vsubps	%xmm11, %xmm9, %xmm12
	vmulps	%xmm12, %xmm12, %xmm13
	vmulps	%xmm19, %xmm13, %xmm14
	vaddps	.LCPI0_71(%rip){1to4}, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	.LCPI0_72(%rip){1to4}, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm2, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm14
	vaddps	%xmm30, %xmm14, %xmm14
	vmulps	%xmm14, %xmm13, %xmm13
	vsubps	%xmm13, %xmm12, %xmm13
	vmulps	%xmm13, %xmm12, %xmm12
	vbroadcastss	.LCPI0_75(%rip), %xmm14
	vsubps	%xmm13, %xmm14, %xmm13
	vdivps	%xmm13, %xmm12, %xmm12
	vsubps	%xmm12, %xmm11, %xmm11
	vsubps	%xmm11, %xmm9, %xmm9
	vaddps	%xmm15, %xmm9, %xmm9
	vpaddd	%xmm1, %xmm10, %xmm11
	vpsrld	$1, %xmm11, %xmm11
	vpsubd	%xmm11, %xmm10, %xmm10
	vpslld	$23, %xmm11, %xmm11
	vpaddd	%xmm16, %xmm11, %xmm11
	vmulps	%xmm11, %xmm9, %xmm9
	vpslld	$23, %xmm10, %xmm10
	vpaddd	%xmm17, %xmm10, %xmm10
	vmulps	%xmm10, %xmm9, %xmm9
	vxorps	%xmm10, %xmm10, %xmm10
	vcmpunordps	%xmm10, %xmm8, %k1
	vaddps	%xmm7, %xmm7, %xmm8
	vmulps	.LCPI0_80(%rip){1to4}, %xmm8, %xmm8
	vsubps	(%rdi,%rax,4), %xmm8, %xmm8
	vbroadcastss	.LCPI0_79(%rip), %xmm9 {%k1}
	vmulps	%xmm3, %xmm9, %xmm9
	vaddps	%xmm9, %xmm8, %xmm8
	vcvtqq2ps	%ymm6, %xmm9
	vcmpeqps	%xmm9, %xmm5, %k1
	vbroadcastss	.LCPI0_81(%rip), %xmm9 {%k1} {z}
	vaddps	%xmm8, %xmm9, %xmm8
	vmulps	%xmm8, %xmm28, %xmm8
	vsubps	%xmm8, %xmm7, %xmm7
	vandps	%xmm18, %xmm7, %xmm8
	vpcmpgtd	%xmm17, %xmm8, %k1
	vpbroadcastd	.LCPI0_79(%rip), %xmm7 {%k1}
	vmovdqu	%xmm7, (%rcx,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm21, %ymm6, %ymm6
	cmpq	%rax, %r11
	jne	.LBB0_225
	movq	%r11, %rax
	cmpq	%r11, %r12
	vmovss	.LCPI0_68(%rip), %xmm10
	vmovss	.LCPI0_69(%rip), %xmm9
	vmovss	.LCPI0_70(%rip), %xmm11
	vmovss	.LCPI0_63(%rip), %xmm12
	vmovss	.LCPI0_64(%rip), %xmm2
	vmovss	.LCPI0_65(%rip), %xmm15
	vmovss	.LCPI0_66(%rip), %xmm16
	vmovss	.LCPI0_67(%rip), %xmm19
	vmovss	.LCPI0_72(%rip), %xmm18
	vmovss	.LCPI0_73(%rip), %xmm17
	vmovss	.LCPI0_74(%rip), %xmm29
	vmovss	.LCPI0_75(%rip), %xmm1
	vmovss	.LCPI0_76(%rip), %xmm8
	vbroadcastss	.LCPI0_70(%rip), %zmm0
	vmovss	.LCPI0_80(%rip), %xmm5
	vmovaps	96(%rsp), %xmm30
	vmovaps	160(%rsp), %xmm14
	vmovaps	288(%rsp), %xmm13
	jne	.LBB0_188
	jmp	.LBB0_227
.LBB0_150:
	vmovss	284(%rsp), %xmm2
	vmulss	-36(%rsp), %xmm2, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vcmpltss	%xmm0, %xmm27, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	vmovaps	%xmm0, 624(%rsp)
	vmulss	-32(%rsp), %xmm2, %xmm2
	vmovss	%xmm2, 284(%rsp)
	jmp	.LBB0_151
	.p2align	4
.LBB0_228:
	addq	$4, %r13
	cmpq	%rcx, %r13
	jb	.LBB0_228
	jmp	.LBB0_75
.LBB0_19:
	cmpq	%r13, %rcx
	jbe	.LBB0_75
	cmpq	$0, -16(%rsp)
	je	.LBB0_75
	movl	$3449720151, %ebp
	movq	-128(%rsp), %r8
	leaq	(,%r8,4), %rsi
	leaq	(%rsi,%rsi,2), %rcx
	movq	-80(%rsp), %rdx
	movq	%rdx, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %rbx
	leaq	842468239(%rax), %r9
	movq	%r9, 552(%rsp)
	leaq	1684936478(%rax), %r9
	movq	%r9, 3072(%rsp)
	leaq	534103459(%rax), %r9
	movq	%r9, -64(%rsp)
	leaq	-305585874(%rax,%rbp), %r14
	movq	%r14, 520(%rsp)
	leaq	536882365(%rax,%rbp), %r14
	movq	%r14, 1064(%rsp)
	leaq	-613950654(%rax,%rbp), %r15
	movq	%r15, 1056(%rsp)
	leaq	(%rax,%rbp), %r12
	addq	$228517585, %r12
	movq	%r13, %r10
	imulq	%r8, %r10
	leaq	(,%r13,4), %rax
	leaq	4(,%r13,4), %r11
	imulq	%r8, %r11
	movq	%r11, 976(%rsp)
	movl	$12, %r11d
	subq	%rax, %r11
	movq	%r8, %rax
	shlq	$4, %rax
	addq	%rdi, %rax
	movq	%rax, 496(%rsp)
	movq	%rcx, %rax
	negq	%rax
	movq	%rax, 4416(%rsp)
	imulq	%r8, %r11
	addq	%rdi, %r11
	movq	-88(%rsp), %rax
	subq	%rax, %r11
	movq	%r11, 504(%rsp)
	movq	%rsi, %r11
	negq	%r11
	movq	%r11, 488(%rsp)
	leaq	(%rax,%r10,4), %r11
	movq	%rdi, %rax
	subq	%r11, %rax
	movq	%rax, 968(%rsp)
	movq	%r8, %rcx
	andq	$-64, %rcx
	vpbroadcastq	%rdx, %zmm24
	leaq	(%rdx,%rbp), %r9
	addq	$-795284382, %r9
	movq	%r9, -72(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 5120(%rsp)
	leaq	1013904242(%rdx), %rax
	movq	%rax, 1040(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3776(%rsp)
	movq	%rbx, 2656(%rsp)
	vpbroadcastq	%rbx, %zmm0
	vmovdqu64	%zmm0, 5184(%rsp)
	leaq	218619860(%rdx,%rbp), %rax
	movq	%rax, 1032(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3712(%rsp)
	movq	552(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3648(%rsp)
	leaq	2027808484(%rdx), %rax
	movq	%rax, 272(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3584(%rsp)
	vpbroadcastq	%r14, %zmm0
	vmovdqu64	%zmm0, 3520(%rsp)
	movq	%r11, %r14
	movl	$3449720151, %r11d
	movq	%r12, 1048(%rsp)
	leaq	387276957(%rdx), %r9
	movq	%r9, 264(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 3456(%rsp)
	vpbroadcastq	%r15, %zmm0
	vmovdqu64	%zmm0, 3392(%rsp)
	leaq	-408007425(%rdx,%r11), %r9
	movq	%r9, 528(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 3328(%rsp)
	movq	3072(%rsp), %r9
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 3264(%rsp)
	leaq	1401181199(%rdx), %r9
	movq	%r9, 624(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 3200(%rsp)
	movq	-64(%rsp), %r9
	vpbroadcastq	%r9, %zmm26
	vpbroadcastq	%r12, %zmm2
	leal	-1879881855(%rdx), %eax
	movl	%eax, 1024(%rsp)
	vpbroadcastd	%eax, %zmm3
	movq	%r8, %rax
	andq	$-8, %rax
	vpbroadcastq	%rcx, %zmm0
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vporq	%zmm1, %zmm0, %zmm0
	vmovdqu64	%zmm0, 4288(%rsp)
	movq	%r8, %rdx
	andq	$-16, %rdx
	vbroadcastss	2880(%rsp), %zmm21
	movq	%r8, %r9
	andq	$-4, %r9
	movq	%r9, 232(%rsp)
	movq	%rdx, -96(%rsp)
	vpbroadcastq	%rdx, %ymm0
	vpor	%ymm1, %ymm0, %ymm0
	vmovdqu	%ymm0, 2624(%rsp)
	movq	%rax, 5056(%rsp)
	movq	%rcx, -104(%rsp)
	subq	%rcx, %rax
	movq	%rax, 4992(%rsp)
	movq	%rsi, %rax
	andq	$-256, %rax
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	addq	%rdi, %rax
	movq	%rax, 4928(%rsp)
	vxorpd	%xmm13, %xmm13, %xmm13
	vmovapd	.LCPI0_4(%rip), %zmm15
	vmovapd	.LCPI0_61(%rip), %zmm17
	vmovapd	.LCPI0_62(%rip), %zmm18
	vxorps	%xmm19, %xmm19, %xmm19
	leaq	(,%r8,8), %rax
	movq	%rax, -56(%rsp)
	leaq	(%rdi,%r8,8), %r8
	leaq	(%rsi,%rsi,2), %rcx
	leaq	(%rdi,%rcx), %r9
	leaq	(,%r10,4), %rax
	movq	%rax, 960(%rsp)
	leaq	192(%rdi), %rax
	movq	%rax, 8(%rsp)
	movq	224(%rsp), %rax
	movq	%r10, 240(%rsp)
	leaq	(%rax,%r10,4), %r10
	movq	%rcx, 544(%rsp)
	addq	%rcx, %rdi
	addq	$4, %rdi
	xorl	%ecx, %ecx
	movq	%rsi, 984(%rsp)
	vmovdqu64	%zmm24, 3904(%rsp)
	vmovdqu64	%zmm26, 4096(%rsp)
	vmovdqu64	%zmm2, 3136(%rsp)
	vmovdqu64	%zmm3, 4032(%rsp)
	vmovupd	%zmm21, 4352(%rsp)
	movq	%r8, 256(%rsp)
	movq	%r9, 2560(%rsp)
	movq	%rdi, 536(%rsp)
	jmp	.LBB0_22
	.p2align	4
.LBB0_74:
	incq	%r13
	movq	992(%rsp), %rcx
	incq	%rcx
	addq	%r12, 240(%rsp)
	movq	984(%rsp), %rsi
	addq	%rsi, %r14
	addq	%rsi, %r10
	cmpq	480(%rsp), %r13
	je	.LBB0_75
.LBB0_22:
	movq	%r10, -8(%rsp)
	movq	488(%rsp), %rdx
	imulq	%rcx, %rdx
	movq	504(%rsp), %rax
	addq	%rdx, %rax
	movq	%rax, 3968(%rsp)
	addq	968(%rsp), %rdx
	movq	%rdx, -48(%rsp)
	movq	%rsi, %rdx
	movq	%rcx, 992(%rsp)
	imulq	%rcx, %rdx
	movq	960(%rsp), %rax
	leaq	(%rax,%rdx), %rsi
	movq	-88(%rsp), %r11
	leaq	(%r11,%rsi), %rax
	addq	976(%rsp), %rdx
	leaq	(%r11,%rdx), %rcx
	movq	224(%rsp), %rbx
	addq	%rbx, %rsi
	addq	%rbx, %rdx
	movq	%r13, %rdi
	movq	-128(%rsp), %r12
	imulq	%r12, %rdi
	cmpq	%rdx, %rax
	setb	%r8b
	cmpq	%rcx, %rsi
	setb	%r9b
	andb	%r8b, %r9b
	cmpq	2560(%rsp), %rax
	setb	%r8b
	cmpq	%rcx, 256(%rsp)
	setb	%r10b
	andb	%r8b, %r10b
	orb	%r9b, %r10b
	movq	496(%rsp), %r9
	cmpq	%r9, %rax
	setb	%r8b
	cmpq	%rcx, 2560(%rsp)
	setb	%bpl
	andb	%r8b, %bpl
	orb	%r10b, %bpl
	movb	%bpl, 1016(%rsp)
	cmpq	%rdx, %rax
	setb	%dl
	cmpq	%rcx, %rsi
	setb	%sil
	andb	%dl, %sil
	cmpq	%r9, %rax
	setb	%al
	cmpq	%rcx, 2560(%rsp)
	leaq	(%r11,%rdi,4), %rcx
	movl	$3449720151, %r11d
	movq	%rcx, (%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 3840(%rsp)
	leaq	(%rbx,%rdi,4), %rcx
	movq	%rcx, 1000(%rsp)
	vpaddq	%zmm27, %zmm0, %zmm1
	vmovdqu64	%zmm1, 4224(%rsp)
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm0, %zmm1
	vmovdqu64	%zmm1, 4480(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 4160(%rsp)
	setb	%cl
	andb	%al, %cl
	orb	%sil, %cl
	movb	%cl, 248(%rsp)
	movq	$0, 16(%rsp)
	vmovss	-28(%rsp), %xmm0
	vmovss	%xmm0, 512(%rsp)
	vmovss	-24(%rsp), %xmm16
	movq	%r13, 24(%rsp)
	movq	%r14, 2240(%rsp)
	jmp	.LBB0_23
	.p2align	4
.LBB0_73:
	movq	16(%rsp), %rcx
	incq	%rcx
	movq	%rcx, 16(%rsp)
	cmpq	-16(%rsp), %rcx
	je	.LBB0_74
.LBB0_23:
	cmpl	$0, -20(%rsp)
	jne	.LBB0_25
	vmovapd	%xmm16, 1216(%rsp)
	movq	-56(%rsp), %r9
	cmpl	$0, -116(%rsp)
	je	.LBB0_45
.LBB0_27:
	movq	1008(%rsp), %rax
	movq	16(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rcx, %r13
	shrq	$32, %r13
	imulq	%r11, %r13
	movq	%r13, %rax
	shrq	$32, %rax
	movq	-80(%rsp), %rdi
	xorl	%edi, %ecx
	xorl	%eax, %ecx
	leaq	78811644(%r11), %rbp
	imulq	%rbp, %rcx
	movq	%rcx, %r12
	shrq	$32, %r12
	xorq	520(%rsp), %r12
	vpbroadcastq	%r12, %zmm28
	vpbroadcastq	%r13, %zmm0
	vpxorq	5120(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1232(%rsp)
	movq	%rcx, %rdx
	vpbroadcastq	%rcx, %zmm0
	vpxorq	5184(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1488(%rsp)
	movq	8(%rsp), %r14
	movq	-104(%rsp), %r8
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vmovdqa64	.LCPI0_4(%rip), %zmm2
	vpbroadcastq	.LCPI0_5(%rip), %zmm21
	vmovdqu64	3904(%rsp), %zmm25
	vmovdqu64	%zmm28, 1552(%rsp)
	.p2align	4
.LBB0_28:
	vmovdqu64	%zmm2, 352(%rsp)
	vmovdqu64	%zmm1, 32(%rsp)
	vmovdqu64	3840(%rsp), %zmm0
	vpaddq	%zmm0, %zmm2, %zmm4
	vpmuludq	%zmm21, %zmm4, %zmm3
	vpaddq	%zmm0, %zmm1, %zmm6
	vpmuludq	%zmm21, %zmm6, %zmm10
	vmovdqu64	4224(%rsp), %zmm5
	vpaddq	%zmm5, %zmm2, %zmm8
	vpmuludq	%zmm21, %zmm8, %zmm0
	vpaddq	%zmm5, %zmm1, %zmm11
	vpmuludq	%zmm21, %zmm11, %zmm9
	vmovdqu64	4480(%rsp), %zmm5
	vpaddq	%zmm5, %zmm2, %zmm12
	vpmuludq	%zmm21, %zmm12, %zmm2
	vpaddq	%zmm5, %zmm1, %zmm13
	vpmuludq	%zmm21, %zmm13, %zmm30
	vmovdqu64	4160(%rsp), %zmm5
	vpaddq	352(%rsp), %zmm5, %zmm14
	vpmuludq	%zmm21, %zmm14, %zmm1
	vpaddq	32(%rsp), %zmm5, %zmm15
	vpmuludq	%zmm21, %zmm15, %zmm5
	vpternlogq	$150, %zmm25, %zmm10, %zmm6
	vpternlogq	$150, %zmm25, %zmm3, %zmm4
	vpternlogq	$150, %zmm25, %zmm9, %zmm11
	vpternlogq	$150, %zmm25, %zmm0, %zmm8
	vpternlogq	$150, %zmm25, %zmm30, %zmm13
	vpternlogq	$150, %zmm25, %zmm2, %zmm12
	vpternlogq	$150, %zmm25, %zmm5, %zmm15
	vpternlogq	$150, %zmm25, %zmm1, %zmm14
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm13, %zmm16
	vpsrlq	$32, %zmm14, %zmm17
	vpsrlq	$32, %zmm15, %zmm15
	vpbroadcastq	.LCPI0_6(%rip), %zmm7
	vpmuludq	%zmm7, %zmm6, %zmm27
	vpmuludq	%zmm7, %zmm4, %zmm24
	vpmuludq	%zmm7, %zmm11, %zmm14
	vpmuludq	%zmm7, %zmm8, %zmm13
	vpmuludq	%zmm7, %zmm16, %zmm11
	vpmuludq	%zmm7, %zmm12, %zmm8
	vpmuludq	%zmm7, %zmm15, %zmm6
	vpmuludq	%zmm7, %zmm17, %zmm17
	vpsrlq	$32, %zmm24, %zmm12
	vpsrlq	$32, %zmm27, %zmm15
	vpsrlq	$32, %zmm13, %zmm18
	vpsrlq	$32, %zmm14, %zmm16
	vpsrlq	$32, %zmm8, %zmm19
	vpsrlq	$32, %zmm11, %zmm22
	vpsrlq	$32, %zmm17, %zmm23
	vpsrlq	$32, %zmm6, %zmm25
	vmovdqu64	1232(%rsp), %zmm26
	vpxorq	%zmm26, %zmm15, %zmm15
	vpmuludq	%zmm21, %zmm15, %zmm29
	vmovdqu64	%zmm29, 1136(%rsp)
	vpxorq	%zmm26, %zmm12, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm21
	vmovdqu64	%zmm21, 768(%rsp)
	vpxorq	%zmm26, %zmm16, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm20
	vpxorq	%zmm26, %zmm18, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm31
	vpxorq	%zmm26, %zmm22, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm4
	vpxorq	%zmm26, %zmm19, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm15
	vpxorq	%zmm26, %zmm25, %zmm12
	vpxorq	%zmm26, %zmm23, %zmm19
	vpxorq	%zmm10, %zmm28, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm12
	vmovdqu64	%zmm12, 560(%rsp)
	vpmuludq	%zmm7, %zmm10, %zmm23
	vpxorq	%zmm3, %zmm28, %zmm3
	vpmuludq	%zmm7, %zmm3, %zmm26
	vpxorq	%zmm9, %zmm28, %zmm3
	vpmuludq	%zmm7, %zmm3, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm3
	vmovdqu64	%zmm3, 96(%rsp)
	vpxorq	%zmm0, %zmm28, %zmm0
	vpmuludq	%zmm7, %zmm0, %zmm12
	vpxorq	%zmm30, %zmm28, %zmm0
	vpmuludq	%zmm7, %zmm0, %zmm22
	vpxorq	%zmm2, %zmm28, %zmm2
	vpsrlq	$32, %zmm21, %zmm25
	vpmuludq	%zmm7, %zmm2, %zmm21
	vpxorq	%zmm5, %zmm28, %zmm2
	vpmuludq	%zmm7, %zmm2, %zmm10
	vmovdqu64	%zmm10, 640(%rsp)
	vpxorq	%zmm1, %zmm28, %zmm1
	vpmuludq	%zmm7, %zmm1, %zmm3
	vmovdqu64	%zmm3, 288(%rsp)
	vpsrlq	$32, %zmm29, %zmm1
	vpsrlq	$32, %zmm26, %zmm2
	vpsrlq	$32, %zmm23, %zmm5
	vpsrlq	$32, %zmm12, %zmm9
	vpsrlq	$32, %zmm16, %zmm28
	vpsrlq	$32, %zmm21, %zmm29
	vpsrlq	$32, %zmm31, %zmm30
	vmovdqu64	3776(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm27, %zmm5
	vpsrlq	$32, %zmm22, %zmm27
	vpternlogq	$150, %zmm0, %zmm24, %zmm2
	vpsrlq	$32, %zmm3, %zmm24
	vpternlogq	$150, %zmm0, %zmm14, %zmm28
	vpsrlq	$32, %zmm20, %zmm3
	vmovdqa64	%zmm20, %zmm14
	vpternlogq	$150, %zmm0, %zmm13, %zmm9
	vpsrlq	$32, %zmm10, %zmm13
	vpternlogq	$150, %zmm0, %zmm11, %zmm27
	vpternlogq	$150, %zmm0, %zmm8, %zmm29
	vpternlogq	$150, %zmm0, %zmm6, %zmm13
	vpsrlq	$32, %zmm15, %zmm11
	vmovdqa64	%zmm15, %zmm10
	vpternlogq	$150, %zmm0, %zmm17, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm18
	vmovdqu64	%zmm18, 1920(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm0
	vmovdqu64	%zmm0, 160(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm20
	vmovdqu64	%zmm20, 1072(%rsp)
	vpsrlq	$32, %zmm4, %zmm5
	vmovdqa64	%zmm4, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm2
	vmovdqu64	%zmm2, 416(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm2
	vmovdqu64	%zmm2, 832(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vmovdqu64	1488(%rsp), %zmm6
	vpxorq	%zmm6, %zmm1, %zmm1
	vpmuludq	%zmm7, %zmm1, %zmm13
	vmovdqu64	%zmm13, 704(%rsp)
	vpxorq	%zmm6, %zmm25, %zmm1
	vpmuludq	%zmm7, %zmm1, %zmm24
	vpxorq	%zmm6, %zmm3, %zmm0
	vpxorq	%zmm6, %zmm30, %zmm1
	vpmuludq	%zmm7, %zmm0, %zmm25
	vpmuludq	%zmm7, %zmm1, %zmm27
	vpxorq	%zmm6, %zmm5, %zmm0
	vpmuludq	%zmm7, %zmm0, %zmm17
	vmovdqu64	%zmm17, 1616(%rsp)
	vpxorq	%zmm6, %zmm11, %zmm0
	vpmuludq	%zmm7, %zmm0, %zmm11
	vmovdqu64	%zmm11, 1680(%rsp)
	vpsrlq	$32, %zmm13, %zmm0
	vmovdqu64	3712(%rsp), %zmm5
	vpternlogq	$150, %zmm23, %zmm5, %zmm0
	vmovdqu64	%zmm0, 896(%rsp)
	vpsrlq	$32, %zmm24, %zmm23
	vmovdqa64	%zmm24, %zmm13
	vpternlogq	$150, %zmm26, %zmm5, %zmm23
	vpsrlq	$32, %zmm25, %zmm26
	vpternlogq	$150, %zmm16, %zmm5, %zmm26
	vpsrlq	$32, %zmm27, %zmm24
	vpternlogq	$150, %zmm12, %zmm5, %zmm24
	vpsrlq	$32, %zmm17, %zmm28
	vpternlogq	$150, %zmm22, %zmm5, %zmm28
	vpsrlq	$32, %zmm11, %zmm29
	vpternlogq	$150, %zmm21, %zmm5, %zmm29
	vpsrlq	$32, %zmm18, %zmm3
	vmovdqu64	3648(%rsp), %zmm0
	vpternlogq	$150, 768(%rsp), %zmm0, %zmm3
	vpsrlq	$32, %zmm20, %zmm12
	vpternlogq	$150, 1136(%rsp), %zmm0, %zmm15
	vpsrlq	$32, %zmm8, %zmm21
	vmovdqa64	%zmm8, %zmm20
	vpternlogq	$150, %zmm0, %zmm31, %zmm21
	vpsrlq	$32, %zmm4, %zmm17
	vmovdqa64	%zmm4, %zmm18
	vpternlogq	$150, %zmm0, %zmm14, %zmm12
	vpsrlq	$32, %zmm19, %zmm31
	vpternlogq	$150, %zmm0, %zmm10, %zmm31
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm0, %zmm9, %zmm17
	vmovdqu64	560(%rsp), %zmm1
	vpsrlq	$32, %zmm1, %zmm2
	vpxorq	%zmm6, %zmm2, %zmm2
	vpmuludq	%zmm7, %zmm2, %zmm2
	vpternlogq	$150, %zmm0, %zmm1, %zmm4
	vpsrlq	$32, %zmm2, %zmm16
	vpmuludq	%zmm7, %zmm15, %zmm8
	vmovdqu64	%zmm8, 768(%rsp)
	vpternlogq	$150, 640(%rsp), %zmm5, %zmm16
	vpmuludq	%zmm7, %zmm3, %zmm1
	vmovdqu64	%zmm1, 1744(%rsp)
	vpsrlq	$32, %zmm8, %zmm15
	vmovdqu64	3584(%rsp), %zmm30
	vpternlogq	$150, 704(%rsp), %zmm30, %zmm15
	vpsrlq	$32, %zmm1, %zmm11
	vpternlogq	$150, %zmm30, %zmm13, %zmm11
	vmovdqu64	416(%rsp), %zmm1
	vpsrlq	$32, %zmm1, %zmm22
	vmovdqu64	96(%rsp), %zmm3
	vpternlogq	$150, %zmm0, %zmm3, %zmm22
	vpsrlq	$32, %zmm3, %zmm3
	vpxorq	%zmm6, %zmm3, %zmm3
	vpmuludq	%zmm7, %zmm3, %zmm13
	vpsrlq	$32, %zmm13, %zmm0
	vpternlogq	$150, 288(%rsp), %zmm5, %zmm0
	vpmuludq	%zmm7, %zmm12, %zmm3
	vmovdqu64	%zmm3, 1808(%rsp)
	vpsrlq	$32, %zmm3, %zmm5
	vpternlogq	$150, %zmm30, %zmm25, %zmm5
	vpmuludq	%zmm7, %zmm21, %zmm3
	vmovdqu64	%zmm3, 1136(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm30, %zmm27, %zmm3
	vpmuludq	%zmm7, %zmm17, %zmm6
	vmovdqu64	%zmm6, 704(%rsp)
	vpsrlq	$32, %zmm6, %zmm12
	vpternlogq	$150, 1616(%rsp), %zmm30, %zmm12
	vpmuludq	%zmm7, %zmm31, %zmm6
	vmovdqu64	%zmm6, 640(%rsp)
	vpsrlq	$32, %zmm6, %zmm21
	vpternlogq	$150, 1680(%rsp), %zmm30, %zmm21
	vpmuludq	%zmm7, %zmm4, %zmm4
	vmovdqu64	%zmm4, 560(%rsp)
	vpsrlq	$32, %zmm4, %zmm31
	vpternlogq	$150, %zmm30, %zmm2, %zmm31
	vpmuludq	%zmm7, %zmm22, %zmm2
	vmovdqu64	%zmm2, 288(%rsp)
	vpsrlq	$32, %zmm2, %zmm17
	vpternlogq	$150, %zmm30, %zmm13, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm30
	vpsrlq	$32, %zmm30, %zmm6
	vmovdqu64	3520(%rsp), %zmm14
	vpternlogq	$150, 1920(%rsp), %zmm14, %zmm6
	vmovdqu64	896(%rsp), %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm8
	vpsrlq	$32, %zmm8, %zmm23
	vpternlogq	$150, 160(%rsp), %zmm14, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm10
	vpsrlq	$32, %zmm10, %zmm2
	vpternlogq	$150, %zmm20, %zmm14, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm20
	vpsrlq	$32, %zmm20, %zmm9
	vpternlogq	$150, 1072(%rsp), %zmm14, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm26
	vpsrlq	$32, %zmm26, %zmm29
	vpternlogq	$150, %zmm19, %zmm14, %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm19
	vpsrlq	$32, %zmm19, %zmm22
	vpternlogq	$150, %zmm18, %zmm14, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 1920(%rsp)
	vpsrlq	$32, %zmm0, %zmm25
	vpternlogq	$150, %zmm1, %zmm14, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm0
	vmovdqu64	%zmm0, 416(%rsp)
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, 832(%rsp), %zmm14, %zmm13
	vpmuludq	%zmm7, %zmm23, %zmm16
	vpsrlq	$32, %zmm16, %zmm1
	vmovdqu64	3456(%rsp), %zmm0
	vpternlogq	$150, 768(%rsp), %zmm0, %zmm1
	vmovdqu64	%zmm1, 96(%rsp)
	vpmuludq	%zmm7, %zmm6, %zmm1
	vmovdqu64	%zmm1, 896(%rsp)
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, 1744(%rsp), %zmm0, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm1
	vmovdqu64	%zmm1, 160(%rsp)
	vpsrlq	$32, %zmm1, %zmm27
	vmovdqu64	3392(%rsp), %zmm24
	vpternlogq	$150, %zmm24, %zmm30, %zmm27
	vpmuludq	%zmm7, %zmm9, %zmm14
	vpsrlq	$32, %zmm14, %zmm9
	vpternlogq	$150, 1808(%rsp), %zmm0, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm1
	vmovdqu64	%zmm1, 1072(%rsp)
	vpsrlq	$32, %zmm1, %zmm11
	vpternlogq	$150, %zmm24, %zmm8, %zmm11
	vpmuludq	%zmm7, %zmm2, %zmm6
	vpsrlq	$32, %zmm6, %zmm15
	vpternlogq	$150, 1136(%rsp), %zmm0, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm23
	vpsrlq	$32, %zmm23, %zmm2
	vpternlogq	$150, %zmm24, %zmm10, %zmm2
	vpmuludq	%zmm7, %zmm22, %zmm4
	vpsrlq	$32, %zmm4, %zmm8
	vpternlogq	$150, 704(%rsp), %zmm0, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm1
	vmovdqu64	%zmm1, 768(%rsp)
	vpsrlq	$32, %zmm1, %zmm10
	vpternlogq	$150, %zmm24, %zmm20, %zmm10
	vpmuludq	%zmm7, %zmm29, %zmm28
	vpsrlq	$32, %zmm28, %zmm22
	vpternlogq	$150, 640(%rsp), %zmm0, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm1
	vmovdqu64	%zmm1, 832(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm24, %zmm26, %zmm1
	vpmuludq	%zmm7, %zmm13, %zmm26
	vpsrlq	$32, %zmm26, %zmm3
	vpternlogq	$150, 560(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm5
	vmovdqu64	%zmm5, 704(%rsp)
	vpsrlq	$32, %zmm5, %zmm12
	vpternlogq	$150, %zmm24, %zmm19, %zmm12
	vpmuludq	%zmm7, %zmm25, %zmm21
	vpsrlq	$32, %zmm21, %zmm30
	vpternlogq	$150, 288(%rsp), %zmm0, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm29
	vpsrlq	$32, %zmm29, %zmm17
	vpternlogq	$150, 1920(%rsp), %zmm24, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm13
	vpsrlq	$32, %zmm13, %zmm0
	vpternlogq	$150, 416(%rsp), %zmm24, %zmm0
	vpmuludq	%zmm7, %zmm11, %zmm5
	vmovdqu64	%zmm5, 640(%rsp)
	vpsrlq	$32, %zmm5, %zmm11
	vmovdqu64	3328(%rsp), %zmm31
	vpternlogq	$150, %zmm31, %zmm16, %zmm11
	vpmuludq	%zmm7, %zmm27, %zmm24
	vpsrlq	$32, %zmm24, %zmm27
	vpternlogq	$150, 896(%rsp), %zmm31, %zmm27
	vpmuludq	%zmm7, %zmm10, %zmm5
	vmovdqu64	%zmm5, 896(%rsp)
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm31, %zmm14, %zmm5
	vpmuludq	%zmm7, %zmm2, %zmm25
	vpsrlq	$32, %zmm25, %zmm20
	vpternlogq	$150, %zmm31, %zmm6, %zmm20
	vpmuludq	%zmm7, %zmm12, %zmm14
	vpsrlq	$32, %zmm14, %zmm10
	vpternlogq	$150, %zmm31, %zmm4, %zmm10
	vpmuludq	%zmm7, %zmm1, %zmm4
	vpsrlq	$32, %zmm4, %zmm12
	vpternlogq	$150, %zmm31, %zmm28, %zmm12
	vpmuludq	%zmm7, %zmm0, %zmm28
	vpsrlq	$32, %zmm28, %zmm16
	vpternlogq	$150, %zmm31, %zmm26, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 560(%rsp)
	vpsrlq	$32, %zmm0, %zmm6
	vmovdqu64	3264(%rsp), %zmm18
	vpternlogq	$150, 160(%rsp), %zmm18, %zmm6
	vmovdqu64	96(%rsp), %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 416(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 1072(%rsp), %zmm18, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm1
	vmovdqu64	%zmm1, 288(%rsp)
	vpsrlq	$32, %zmm1, %zmm15
	vpternlogq	$150, %zmm23, %zmm18, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm1
	vpternlogq	$150, 768(%rsp), %zmm18, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm2
	vmovdqu64	%zmm2, 160(%rsp)
	vpsrlq	$32, %zmm2, %zmm22
	vpternlogq	$150, 832(%rsp), %zmm18, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm2
	vpternlogq	$150, 704(%rsp), %zmm18, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm19
	vmovdqu64	%zmm19, 96(%rsp)
	vpsrlq	$32, %zmm19, %zmm26
	vpternlogq	$150, %zmm29, %zmm18, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm30
	vpsrlq	$32, %zmm30, %zmm19
	vpternlogq	$150, %zmm13, %zmm18, %zmm19
	vpmuludq	%zmm7, %zmm17, %zmm29
	vpsrlq	$32, %zmm29, %zmm13
	vpternlogq	$150, %zmm31, %zmm21, %zmm13
	vpmuludq	%zmm7, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	3200(%rsp), %zmm3
	vpternlogq	$150, 640(%rsp), %zmm3, %zmm0
	vpmuludq	%zmm7, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm21
	vpternlogq	$150, %zmm24, %zmm3, %zmm21
	vpmuludq	%zmm7, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm6
	vpternlogq	$150, 896(%rsp), %zmm3, %zmm6
	vpmuludq	%zmm7, %zmm15, %zmm1
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, %zmm25, %zmm3, %zmm18
	vpmuludq	%zmm7, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm17
	vpternlogq	$150, %zmm14, %zmm3, %zmm17
	vpmuludq	%zmm7, %zmm22, %zmm1
	vpsrlq	$32, %zmm1, %zmm15
	vpternlogq	$150, %zmm4, %zmm3, %zmm15
	vpmuludq	%zmm7, %zmm19, %zmm1
	vpsrlq	$32, %zmm1, %zmm22
	vpternlogq	$150, %zmm28, %zmm3, %zmm22
	vmovdqu64	1552(%rsp), %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm5
	vpmuludq	%zmm7, %zmm26, %zmm1
	vmovdqu64	4096(%rsp), %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm20
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, %zmm29, %zmm3, %zmm16
	vpsrlq	$32, %zmm25, %zmm1
	vpternlogq	$150, 560(%rsp), %zmm26, %zmm1
	vpsrlq	$32, %zmm24, %zmm2
	vpternlogq	$150, 416(%rsp), %zmm26, %zmm2
	vpsrlq	$32, %zmm23, %zmm3
	vpternlogq	$150, 288(%rsp), %zmm26, %zmm3
	vpsrlq	$32, %zmm19, %zmm11
	vpternlogq	$150, %zmm26, %zmm9, %zmm11
	vpsrlq	$32, %zmm12, %zmm9
	vpternlogq	$150, 160(%rsp), %zmm26, %zmm9
	vpsrlq	$32, %zmm10, %zmm4
	vpternlogq	$150, %zmm26, %zmm8, %zmm4
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, 96(%rsp), %zmm26, %zmm8
	vpsrlq	$32, %zmm20, %zmm13
	vpternlogq	$150, %zmm26, %zmm30, %zmm13
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm2, %zmm1
	vpmovqd	%zmm11, %ymm2
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm2
	vpmovqd	%zmm4, %ymm3
	vpmovqd	%zmm9, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm13, %ymm4
	vpmovqd	%zmm8, %ymm8
	vinserti64x4	$1, %ymm8, %zmm4, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm8
	vpbroadcastq	.LCPI0_5(%rip), %zmm21
	vmovdqu64	3136(%rsp), %zmm27
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, %zmm25, %zmm27, %zmm8
	vpmuludq	%zmm21, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm24, %zmm27, %zmm0
	vpmuludq	%zmm21, %zmm18, %zmm9
	vpsrlq	$32, %zmm9, %zmm9
	vpternlogq	$150, %zmm23, %zmm27, %zmm9
	vpmuludq	%zmm21, %zmm6, %zmm6
	vpmuludq	%zmm21, %zmm15, %zmm11
	vmovdqu64	4032(%rsp), %zmm24
	vpmuludq	%zmm21, %zmm17, %zmm13
	vpmuludq	%zmm21, %zmm16, %zmm14
	vpmuludq	%zmm21, %zmm22, %zmm15
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm14, %zmm14
	vpternlogq	$150, %zmm19, %zmm27, %zmm6
	vpternlogq	$150, %zmm12, %zmm27, %zmm11
	vpternlogq	$150, %zmm10, %zmm27, %zmm13
	vpternlogq	$150, %zmm5, %zmm27, %zmm14
	vpternlogq	$150, %zmm20, %zmm27, %zmm15
	vpmuludq	%zmm7, %zmm0, %zmm0
	vpmuludq	%zmm7, %zmm8, %zmm5
	vpmuludq	%zmm7, %zmm6, %zmm6
	vpmuludq	%zmm7, %zmm9, %zmm17
	vpmuludq	%zmm7, %zmm13, %zmm8
	vpmuludq	%zmm7, %zmm11, %zmm9
	vpmuludq	%zmm7, %zmm15, %zmm10
	vpmuludq	%zmm7, %zmm14, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm0, %zmm13
	vpsrlq	$32, %zmm17, %zmm14
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
	vmovdqu64	3904(%rsp), %zmm25
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm0, %zmm0
	vpmovqd	%zmm6, %ymm5
	vpmovqd	%zmm17, %ymm6
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vpmovqd	%zmm8, %ymm6
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_7(%rip), %zmm8
	vpmulld	%zmm8, %zmm1, %zmm1
	vpternlogd	$150, %zmm1, %zmm24, %zmm12
	vpmulld	%zmm8, %zmm2, %zmm1
	vmovdqu64	352(%rsp), %zmm2
	vpternlogd	$150, %zmm1, %zmm24, %zmm14
	vpmulld	%zmm8, %zmm3, %zmm1
	vpternlogd	$150, %zmm1, %zmm24, %zmm13
	vpmulld	%zmm8, %zmm4, %zmm1
	vpternlogd	$150, %zmm1, %zmm24, %zmm15
	vmovdqu64	32(%rsp), %zmm1
	vmovdqu64	%zmm12, -192(%r14,%r9)
	vmovdqu64	%zmm14, -128(%r14,%r9)
	vmovdqu64	%zmm13, -64(%r14,%r9)
	vmovdqu64	%zmm15, (%r14,%r9)
	vmovdqu64	%zmm0, -192(%r14)
	vmovdqu64	%zmm5, -128(%r14)
	vmovdqu64	%zmm6, -64(%r14)
	vmovdqu64	%zmm7, (%r14)
	vpbroadcastq	.LCPI0_8(%rip), %zmm0
	vpaddq	%zmm0, %zmm1, %zmm1
	vpaddq	%zmm0, %zmm2, %zmm2
	addq	$256, %r14
	addq	$-64, %r8
	jne	.LBB0_28
	movq	-104(%rsp), %rax
	cmpq	%rax, -128(%rsp)
	movq	3072(%rsp), %r15
	movq	-64(%rsp), %rsi
	movq	528(%rsp), %rbx
	movq	%rdx, 1296(%rsp)
	je	.LBB0_36
	movq	-104(%rsp), %rax
	testb	$56, -128(%rsp)
	je	.LBB0_34
	movl	%r13d, %eax
	xorl	-72(%rsp), %eax
	vpbroadcastq	%rax, %zmm0
	movq	1296(%rsp), %rax
	xorl	2656(%rsp), %eax
	vpbroadcastq	%rax, %zmm1
	movq	4928(%rsp), %rax
	movq	4992(%rsp), %rcx
	vmovdqu64	4288(%rsp), %zmm2
	vmovdqu64	3776(%rsp), %zmm9
	vmovdqu64	3712(%rsp), %zmm10
	vmovdqu64	3648(%rsp), %zmm11
	vmovdqu64	3584(%rsp), %zmm12
	vmovdqu64	3520(%rsp), %zmm13
	vmovdqu64	3456(%rsp), %zmm14
	vmovdqu64	3392(%rsp), %zmm15
	vmovdqu64	3328(%rsp), %zmm17
	vmovdqu64	3264(%rsp), %zmm18
	vmovdqu64	3200(%rsp), %zmm19
	vpbroadcastq	.LCPI0_6(%rip), %zmm16
	vpbroadcastd	.LCPI0_7(%rip), %ymm20
	vpbroadcastq	.LCPI0_9(%rip), %zmm22
	vmovdqu64	3840(%rsp), %zmm23
	.p2align	4
.LBB0_32:
	vpaddq	%zmm23, %zmm2, %zmm3
	vpmuludq	%zmm21, %zmm3, %zmm4
	vpternlogq	$150, %zmm25, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm16, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm0, %zmm5
	vpxorq	%zmm4, %zmm28, %zmm4
	vpmuludq	%zmm21, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm6, %zmm1, %zmm6
	vpmuludq	%zmm16, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm9, %zmm3, %zmm7
	vpmuludq	%zmm21, %zmm7, %zmm3
	vpsrlq	$32, %zmm3, %zmm7
	vpmuludq	%zmm16, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm10, %zmm8
	vpternlogq	$150, %zmm11, %zmm5, %zmm7
	vpmuludq	%zmm21, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpmuludq	%zmm16, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpternlogq	$150, %zmm3, %zmm13, %zmm5
	vpternlogq	$150, %zmm12, %zmm6, %zmm8
	vpmuludq	%zmm21, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpmuludq	%zmm16, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm7, %zmm14, %zmm8
	vpternlogq	$150, %zmm15, %zmm4, %zmm6
	vpmuludq	%zmm21, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpmuludq	%zmm16, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm3, %zmm18, %zmm7
	vpternlogq	$150, %zmm17, %zmm5, %zmm8
	vpmuludq	%zmm21, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpmuludq	%zmm16, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm6, %zmm19, %zmm7
	vpternlogq	$150, %zmm26, %zmm4, %zmm5
	vpmuludq	%zmm21, %zmm7, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm5, %ymm5
	vpmulld	%ymm20, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm27, %zmm4
	vpmuludq	%zmm16, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, %ymm24, %ymm5, %ymm4
	vmovdqu	%ymm4, (%rax,%r9)
	vpmovqd	%zmm3, (%rax)
	vpaddq	%zmm22, %zmm2, %zmm2
	addq	$32, %rax
	addq	$-8, %rcx
	jne	.LBB0_32
	movq	5056(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	%rcx, -128(%rsp)
	movq	3072(%rsp), %r15
	movq	-64(%rsp), %rsi
	movq	528(%rsp), %rbx
	je	.LBB0_36
.LBB0_34:
	xorq	-72(%rsp), %r13
	movq	1296(%rsp), %rcx
	xorq	2656(%rsp), %rcx
	movq	%rcx, 1296(%rsp)
	movq	-128(%rsp), %rcx
	subq	%rax, %rcx
	movq	-112(%rsp), %rdx
	leaq	(%rdx,%rax,4), %rdx
	addq	240(%rsp), %rax
	.p2align	4
.LBB0_35:
	movl	%eax, %r9d
	imulq	%rbp, %r9
	movq	%rax, %r8
	xorq	%rdi, %r8
	xorq	%r9, %r8
	shrq	$32, %r8
	imulq	%r11, %r8
	movq	%r8, %r10
	shrq	$32, %r10
	xorl	%r13d, %r10d
	imulq	%rbp, %r10
	xorl	%r12d, %r9d
	imulq	%r11, %r9
	movq	%r9, %rdi
	shrq	$32, %rdi
	movq	%rbx, %r14
	movq	%rsi, %rbx
	movq	%r15, %rsi
	movq	%r12, %r15
	movq	%r13, %r12
	movl	$3449720151, %r13d
	movq	1040(%rsp), %r11
	xorl	%edi, %r11d
	movq	%r10, %rdi
	shrq	$32, %rdi
	xorl	1296(%rsp), %edi
	xorl	%r11d, %r8d
	imulq	%rbp, %r8
	imulq	%r13, %rdi
	movq	%rdi, %r11
	shrq	$32, %r11
	xorl	1032(%rsp), %r9d
	xorl	%r11d, %r9d
	movq	%r8, %r11
	shrq	$32, %r11
	xorl	552(%rsp), %r10d
	xorl	%r11d, %r10d
	imulq	%rbp, %r9
	imulq	%r13, %r10
	movq	%r10, %r11
	shrq	$32, %r11
	xorl	272(%rsp), %edi
	xorl	%r11d, %edi
	movq	%r9, %r11
	shrq	$32, %r11
	xorl	1064(%rsp), %r8d
	xorl	%r11d, %r8d
	imulq	%r13, %r8
	imulq	%rbp, %rdi
	movq	%r8, %r11
	shrq	$32, %r11
	xorl	264(%rsp), %r10d
	xorl	%r11d, %r10d
	movq	%rdi, %r11
	shrq	$32, %r11
	xorl	1056(%rsp), %r9d
	xorl	%r11d, %r9d
	imulq	%rbp, %r10
	imulq	%r13, %r9
	movq	%r12, %r13
	movq	%r15, %r12
	movq	%rsi, %r15
	movq	%rbx, %rsi
	movq	%r14, %rbx
	movq	624(%rsp), %r14
	movq	%r9, %r11
	shrq	$32, %r11
	xorl	%ebx, %r8d
	xorl	%r11d, %r8d
	movq	%r10, %r11
	shrq	$32, %r11
	xorl	%r15d, %edi
	xorl	%r11d, %edi
	movl	$3449720151, %r11d
	imulq	%r11, %rdi
	shrq	$32, %rdi
	xorl	%r14d, %r9d
	imulq	%rbp, %r8
	xorl	%edi, %r9d
	movq	%r8, %rdi
	shrq	$32, %rdi
	xorl	%esi, %r10d
	xorl	%edi, %r10d
	imulq	%rbp, %r9
	shrq	$32, %r9
	imull	$-845247145, %r10d, %edi
	movq	1048(%rsp), %r10
	xorl	%r10d, %r8d
	xorl	%r9d, %r8d
	imulq	%r11, %r8
	movq	%r8, %r9
	xorl	1024(%rsp), %edi
	shrq	$32, %r9
	xorl	%r9d, %edi
	movq	-56(%rsp), %r9
	movl	%edi, (%rdx,%r9)
	movq	-80(%rsp), %rdi
	movl	%r8d, (%rdx)
	addq	$4, %rdx
	incq	%rax
	decq	%rcx
	jne	.LBB0_35
.LBB0_36:
	movq	8(%rsp), %r15
	movq	-104(%rsp), %r12
	movq	24(%rsp), %r13
	movabsq	$4604544269498187776, %r8
	movabsq	$4503595332403200, %r10
	.p2align	4
.LBB0_37:
	vcvtudq2pd	-192(%r15), %zmm0
	vcvtudq2pd	-160(%r15), %zmm1
	vcvtudq2pd	-128(%r15), %zmm2
	vcvtudq2pd	-96(%r15), %zmm3
	vcvtudq2pd	-64(%r15), %zmm4
	vcvtudq2pd	-32(%r15), %zmm5
	vcvtudq2pd	(%r15), %zmm6
	vcvtudq2pd	32(%r15), %zmm7
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
	vmulpd	%zmm11, %zmm2, %zmm1
	vmulpd	%zmm11, %zmm3, %zmm7
	vmulpd	%zmm11, %zmm4, %zmm3
	vmulpd	%zmm11, %zmm5, %zmm8
	vmulpd	%zmm11, %zmm10, %zmm5
	vmulpd	%zmm11, %zmm9, %zmm9
	vbroadcastsd	.LCPI0_29(%rip), %zmm2
	vmulpd	%zmm2, %zmm6, %zmm14
	vmulpd	%zmm2, %zmm0, %zmm21
	vmulpd	%zmm2, %zmm7, %zmm10
	vmulpd	%zmm2, %zmm1, %zmm12
	vmulpd	%zmm2, %zmm8, %zmm6
	vmulpd	%zmm2, %zmm3, %zmm8
	vmulpd	%zmm2, %zmm9, %zmm0
	vmulpd	%zmm2, %zmm5, %zmm1
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm2
	vmulpd	%zmm13, %zmm14, %zmm3
	vmulpd	%zmm13, %zmm12, %zmm4
	vmulpd	%zmm13, %zmm10, %zmm5
	vmulpd	%zmm13, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm6, %zmm9
	vmulpd	%zmm13, %zmm1, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	%zmm15, %zmm3, %zmm19
	vmovupd	%zmm19, 1488(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm17
	vmovupd	%zmm17, 1232(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm16
	vmovupd	%zmm16, 1552(%rsp)
	vaddpd	%zmm15, %zmm4, %zmm18
	vmovupd	%zmm18, 1616(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm3
	vmovupd	%zmm3, 1680(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1744(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm4
	vmovupd	%zmm4, 1808(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm5
	vmovupd	%zmm5, 1920(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm2
	vaddpd	%zmm2, %zmm17, %zmm20
	vaddpd	%zmm2, %zmm19, %zmm17
	vaddpd	%zmm2, %zmm18, %zmm13
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm2, %zmm7, %zmm9
	vaddpd	%zmm2, %zmm3, %zmm7
	vaddpd	%zmm2, %zmm5, %zmm3
	vaddpd	%zmm2, %zmm4, %zmm5
	vbroadcastsd	.LCPI0_33(%rip), %zmm25
	vmulpd	%zmm25, %zmm17, %zmm18
	vmulpd	%zmm25, %zmm20, %zmm2
	vmulpd	%zmm25, %zmm11, %zmm15
	vmulpd	%zmm25, %zmm13, %zmm19
	vmulpd	%zmm25, %zmm7, %zmm16
	vsubpd	%zmm2, %zmm21, %zmm4
	vbroadcastsd	.LCPI0_34(%rip), %zmm28
	vmulpd	%zmm28, %zmm20, %zmm24
	vbroadcastsd	.LCPI0_35(%rip), %zmm30
	vmulpd	%zmm30, %zmm20, %zmm22
	vsubpd	%zmm24, %zmm4, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm2
	vpandq	%zmm2, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm2, %zmm23, %zmm23
	vpbroadcastq	.LCPI0_1(%rip), %zmm29
	vpaddq	%zmm29, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm4, %zmm21
	vsubpd	%zmm21, %zmm4, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm25, %zmm9, %zmm23
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm31
	vmulpd	%zmm31, %zmm20, %zmm20
	vsubpd	%zmm22, %zmm20, %zmm24 {%k1}
	vmovupd	%zmm24, 32(%rsp)
	vmulpd	%zmm28, %zmm17, %zmm20
	vmulpd	%zmm30, %zmm17, %zmm22
	vmovapd	%zmm21, %zmm4 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm21
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm2, %zmm14, %zmm14
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm2, %zmm21, %zmm21
	vpaddq	%zmm29, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm14, %k1
	vsubpd	%zmm22, %zmm18, %zmm24
	vsubpd	%zmm24, %zmm18, %zmm14
	vsubpd	%zmm22, %zmm14, %zmm14
	vmulpd	%zmm25, %zmm5, %zmm22
	vsubpd	%zmm19, %zmm12, %zmm21
	vmulpd	%zmm31, %zmm17, %zmm17
	vsubpd	%zmm14, %zmm17, %zmm20 {%k1}
	vmulpd	%zmm28, %zmm13, %zmm14
	vmulpd	%zmm30, %zmm13, %zmm17
	vmovapd	%zmm24, %zmm18 {%k1}
	vsubpd	%zmm14, %zmm21, %zmm19
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm2, %zmm12, %zmm12
	vpsrlq	$52, %zmm19, %zmm19
	vpandq	%zmm2, %zmm19, %zmm19
	vpaddq	%zmm29, %zmm19, %zmm19
	vpcmpgtq	%zmm19, %zmm12, %k1
	vsubpd	%zmm17, %zmm21, %zmm19
	vsubpd	%zmm19, %zmm21, %zmm12
	vsubpd	%zmm17, %zmm12, %zmm17
	vmulpd	%zmm25, %zmm3, %zmm24
	vsubpd	%zmm15, %zmm10, %zmm12
	vsubpd	%zmm23, %zmm8, %zmm15
	vsubpd	%zmm16, %zmm6, %zmm23
	vsubpd	%zmm24, %zmm1, %zmm25
	vsubpd	%zmm22, %zmm0, %zmm26
	vmulpd	%zmm31, %zmm13, %zmm13
	vsubpd	%zmm17, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm28, %zmm11, %zmm13
	vmulpd	%zmm30, %zmm11, %zmm16
	vmovapd	%zmm19, %zmm21 {%k1}
	vsubpd	%zmm13, %zmm12, %zmm17
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm2, %zmm10, %zmm10
	vpsrlq	$52, %zmm17, %zmm17
	vpandq	%zmm2, %zmm17, %zmm17
	vpaddq	%zmm29, %zmm17, %zmm17
	vpcmpgtq	%zmm17, %zmm10, %k1
	vsubpd	%zmm16, %zmm12, %zmm17
	vsubpd	%zmm17, %zmm12, %zmm10
	vsubpd	%zmm16, %zmm10, %zmm16
	vmulpd	%zmm28, %zmm9, %zmm10
	vmulpd	%zmm31, %zmm11, %zmm11
	vsubpd	%zmm16, %zmm11, %zmm13 {%k1}
	vmulpd	%zmm28, %zmm7, %zmm11
	vmulpd	%zmm30, %zmm9, %zmm16
	vmovapd	%zmm17, %zmm12 {%k1}
	vsubpd	%zmm10, %zmm15, %zmm17
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm2, %zmm8, %zmm8
	vpsrlq	$52, %zmm17, %zmm17
	vpandq	%zmm2, %zmm17, %zmm17
	vpaddq	%zmm29, %zmm17, %zmm17
	vpcmpgtq	%zmm17, %zmm8, %k1
	vsubpd	%zmm16, %zmm15, %zmm8
	vsubpd	%zmm8, %zmm15, %zmm17
	vsubpd	%zmm16, %zmm17, %zmm16
	vmulpd	%zmm28, %zmm3, %zmm27
	vmulpd	%zmm31, %zmm9, %zmm9
	vsubpd	%zmm16, %zmm9, %zmm10 {%k1}
	vmulpd	%zmm28, %zmm5, %zmm28
	vmulpd	%zmm30, %zmm7, %zmm9
	vmovapd	%zmm8, %zmm15 {%k1}
	vsubpd	%zmm11, %zmm23, %zmm8
	vpsrlq	$52, %zmm6, %zmm6
	vpandq	%zmm2, %zmm6, %zmm6
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm2, %zmm8, %zmm8
	vpaddq	%zmm29, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm6, %k1
	vsubpd	%zmm9, %zmm23, %zmm6
	vsubpd	%zmm6, %zmm23, %zmm8
	vsubpd	%zmm9, %zmm8, %zmm8
	vmulpd	%zmm30, %zmm3, %zmm9
	vmulpd	%zmm31, %zmm7, %zmm7
	vsubpd	%zmm8, %zmm7, %zmm11 {%k1}
	vmulpd	%zmm30, %zmm5, %zmm7
	vsubpd	%zmm7, %zmm26, %zmm8
	vmovapd	%zmm6, %zmm23 {%k1}
	vsubpd	%zmm27, %zmm25, %zmm6
	vpsrlq	$52, %zmm1, %zmm1
	vpandq	%zmm2, %zmm1, %zmm1
	vpsrlq	$52, %zmm6, %zmm6
	vpandq	%zmm2, %zmm6, %zmm6
	vpaddq	%zmm29, %zmm6, %zmm6
	vpcmpgtq	%zmm6, %zmm1, %k1
	vsubpd	%zmm9, %zmm25, %zmm1
	vmulpd	%zmm31, %zmm5, %zmm5
	vmulpd	%zmm31, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm26, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm1, %zmm25, %zmm7
	vsubpd	%zmm9, %zmm7, %zmm7
	vsubpd	%zmm28, %zmm26, %zmm9
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm2, %zmm0, %zmm0
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm2, %zmm9, %zmm9
	vpaddq	%zmm29, %zmm9, %zmm9
	vmovapd	%zmm1, %zmm25 {%k1}
	vsubpd	%zmm7, %zmm3, %zmm27 {%k1}
	vpcmpgtq	%zmm9, %zmm0, %k1
	vmovapd	%zmm8, %zmm26 {%k1}
	vsubpd	%zmm6, %zmm5, %zmm28 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm17
	vmovupd	32(%rsp), %zmm29
	vsubpd	%zmm29, %zmm4, %zmm19
	vsubpd	%zmm13, %zmm12, %zmm5
	vsubpd	%zmm14, %zmm21, %zmm24
	vsubpd	%zmm11, %zmm23, %zmm22
	vsubpd	%zmm10, %zmm15, %zmm9
	vsubpd	%zmm28, %zmm26, %zmm8
	vsubpd	%zmm27, %zmm25, %zmm16
	vsubpd	%zmm19, %zmm4, %zmm0
	vsubpd	%zmm17, %zmm18, %zmm1
	vmovupd	%zmm17, 896(%rsp)
	vsubpd	%zmm24, %zmm21, %zmm3
	vmovapd	%zmm5, %zmm2
	vmovupd	%zmm5, 640(%rsp)
	vsubpd	%zmm5, %zmm12, %zmm4
	vsubpd	%zmm9, %zmm15, %zmm5
	vmovapd	%zmm9, %zmm15
	vsubpd	%zmm22, %zmm23, %zmm6
	vsubpd	%zmm16, %zmm25, %zmm7
	vmovapd	%zmm16, %zmm18
	vsubpd	%zmm8, %zmm26, %zmm12
	vmovapd	%zmm8, %zmm21
	vmovupd	%zmm8, 768(%rsp)
	vsubpd	%zmm20, %zmm1, %zmm1
	vmovupd	%zmm1, 416(%rsp)
	vsubpd	%zmm29, %zmm0, %zmm0
	vmovupd	%zmm0, 32(%rsp)
	vsubpd	%zmm13, %zmm4, %zmm0
	vmovupd	%zmm0, 560(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 288(%rsp)
	vsubpd	%zmm11, %zmm6, %zmm0
	vmovupd	%zmm0, 160(%rsp)
	vsubpd	%zmm10, %zmm5, %zmm0
	vmovupd	%zmm0, 96(%rsp)
	vsubpd	%zmm28, %zmm12, %zmm0
	vmovupd	%zmm0, 1296(%rsp)
	vsubpd	%zmm27, %zmm7, %zmm0
	vmovupd	%zmm0, 352(%rsp)
	vmulpd	%zmm17, %zmm17, %zmm28
	vmulpd	%zmm19, %zmm19, %zmm4
	vmovapd	%zmm19, %zmm29
	vmulpd	%zmm2, %zmm2, %zmm17
	vmulpd	%zmm4, %zmm4, %zmm5
	vmovupd	%zmm5, 2752(%rsp)
	vmulpd	%zmm28, %zmm28, %zmm2
	vmovupd	%zmm2, 2048(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm3
	vmulpd	%zmm3, %zmm28, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm6
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm28, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm7
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm28, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm8
	vmulpd	%zmm8, %zmm28, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm9
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm10
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm8, %zmm4, %zmm2
	vsubpd	%zmm2, %zmm9, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm10, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1424(%rsp)
	vmulpd	%zmm5, %zmm5, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm4, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm4, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm4, %zmm1
	vmovapd	%zmm4, %zmm2
	vaddpd	%zmm0, %zmm1, %zmm19
	vmulpd	%zmm8, %zmm17, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm17, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm17, %zmm17, %zmm1
	vmovupd	%zmm1, 2496(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm17, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm17, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm17, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1360(%rsp)
	vmulpd	%zmm24, %zmm24, %zmm27
	vmovapd	%zmm24, %zmm13
	vmovupd	%zmm24, 704(%rsp)
	vmulpd	%zmm8, %zmm27, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm27, %zmm1
	vmovupd	%zmm1, 2368(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm27, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm16
	vmulpd	%zmm22, %zmm22, %zmm26
	vmovapd	%zmm22, %zmm12
	vmovupd	%zmm22, 1072(%rsp)
	vmulpd	%zmm8, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm26, %zmm26, %zmm1
	vmovupd	%zmm1, 2816(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm26, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1984(%rsp)
	vmulpd	%zmm15, %zmm15, %zmm30
	vmovupd	%zmm15, 4608(%rsp)
	vmulpd	%zmm8, %zmm30, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm30, %zmm30, %zmm1
	vmovupd	%zmm1, 2304(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm30, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2688(%rsp)
	vmulpd	%zmm21, %zmm21, %zmm23
	vmulpd	%zmm8, %zmm23, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm23, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm23, %zmm23, %zmm1
	vmovupd	%zmm1, 2432(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm23, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 3008(%rsp)
	vmovapd	%zmm18, %zmm11
	vmovupd	%zmm18, 4672(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm4
	vmulpd	%zmm8, %zmm4, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm4, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm4, %zmm4, %zmm1
	vmovupd	%zmm1, 4736(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm4, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm4, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm4, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2944(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm3
	vmulpd	%zmm3, %zmm28, %zmm0
	vbroadcastsd	.LCPI0_44(%rip), %zmm31
	vsubpd	%zmm0, %zmm31, %zmm14
	vsubpd	%zmm14, %zmm31, %zmm21
	vsubpd	%zmm0, %zmm21, %zmm21
	vmovapd	%zmm3, %zmm1
	vmovupd	%zmm2, 1136(%rsp)
	vmulpd	%zmm3, %zmm2, %zmm0
	vsubpd	%zmm0, %zmm31, %zmm10
	vsubpd	%zmm10, %zmm31, %zmm20
	vsubpd	%zmm0, %zmm20, %zmm9
	vmovapd	%zmm17, %zmm0
	vmulpd	%zmm3, %zmm17, %zmm20
	vsubpd	%zmm20, %zmm31, %zmm8
	vsubpd	%zmm8, %zmm31, %zmm18
	vsubpd	%zmm20, %zmm18, %zmm18
	vmulpd	%zmm3, %zmm27, %zmm20
	vsubpd	%zmm20, %zmm31, %zmm7
	vsubpd	%zmm7, %zmm31, %zmm22
	vsubpd	%zmm20, %zmm22, %zmm20
	vmulpd	%zmm3, %zmm26, %zmm22
	vsubpd	%zmm22, %zmm31, %zmm6
	vsubpd	%zmm6, %zmm31, %zmm17
	vsubpd	%zmm22, %zmm17, %zmm17
	vmulpd	%zmm3, %zmm30, %zmm22
	vsubpd	%zmm22, %zmm31, %zmm5
	vsubpd	%zmm5, %zmm31, %zmm24
	vsubpd	%zmm22, %zmm24, %zmm22
	vmulpd	%zmm3, %zmm23, %zmm24
	vsubpd	%zmm24, %zmm31, %zmm3
	vsubpd	%zmm3, %zmm31, %zmm25
	vsubpd	%zmm24, %zmm25, %zmm24
	vmulpd	%zmm1, %zmm4, %zmm25
	vsubpd	%zmm25, %zmm31, %zmm1
	vsubpd	%zmm1, %zmm31, %zmm31
	vsubpd	%zmm25, %zmm31, %zmm25
	vmulpd	%zmm19, %zmm2, %zmm19
	vmovupd	%zmm29, 832(%rsp)
	vmulpd	32(%rsp), %zmm29, %zmm31
	vsubpd	%zmm31, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm9, %zmm9
	vmulpd	1424(%rsp), %zmm28, %zmm19
	vmovupd	896(%rsp), %zmm29
	vmulpd	416(%rsp), %zmm29, %zmm31
	vsubpd	%zmm31, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm21, %zmm19
	vmulpd	%zmm16, %zmm27, %zmm16
	vmulpd	288(%rsp), %zmm13, %zmm21
	vsubpd	%zmm21, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm20, %zmm16
	vmulpd	1360(%rsp), %zmm0, %zmm20
	vmovapd	%zmm0, %zmm2
	vmovupd	640(%rsp), %zmm31
	vmulpd	560(%rsp), %zmm31, %zmm21
	vsubpd	%zmm21, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm18, %zmm18
	vmulpd	2688(%rsp), %zmm30, %zmm20
	vmulpd	96(%rsp), %zmm15, %zmm21
	vsubpd	%zmm21, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm22, %zmm20
	vmulpd	1984(%rsp), %zmm26, %zmm15
	vmulpd	160(%rsp), %zmm12, %zmm21
	vsubpd	%zmm21, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm17, %zmm15
	vmulpd	2944(%rsp), %zmm4, %zmm12
	vmulpd	352(%rsp), %zmm11, %zmm17
	vsubpd	%zmm17, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm25, %zmm12
	vmulpd	3008(%rsp), %zmm23, %zmm13
	vmovupd	1296(%rsp), %zmm21
	vmulpd	768(%rsp), %zmm21, %zmm17
	vsubpd	%zmm17, %zmm13, %zmm13
	vaddpd	%zmm13, %zmm24, %zmm17
	vaddpd	%zmm19, %zmm14, %zmm0
	vmovupd	%zmm0, 2688(%rsp)
	vaddpd	%zmm9, %zmm10, %zmm0
	vmovupd	%zmm0, 3008(%rsp)
	vaddpd	%zmm18, %zmm8, %zmm0
	vmovupd	%zmm0, 1984(%rsp)
	vaddpd	%zmm16, %zmm7, %zmm0
	vmovupd	%zmm0, 4800(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm0
	vmovupd	%zmm0, 1360(%rsp)
	vaddpd	%zmm20, %zmm5, %zmm0
	vmovupd	%zmm0, 4864(%rsp)
	vaddpd	%zmm17, %zmm3, %zmm0
	vmovupd	%zmm0, 1424(%rsp)
	vaddpd	%zmm12, %zmm1, %zmm0
	vmovupd	%zmm0, 2944(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm11
	vmovupd	1136(%rsp), %zmm5
	vmulpd	%zmm11, %zmm5, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm17
	vaddpd	%zmm17, %zmm0, %zmm0
	vmulpd	2752(%rsp), %zmm5, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm12
	vmulpd	%zmm12, %zmm5, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm15
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm5, %zmm1
	vbroadcastsd	.LCPI0_47(%rip), %zmm16
	vaddpd	%zmm16, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm28, %zmm1
	vaddpd	%zmm17, %zmm1, %zmm1
	vmulpd	2048(%rsp), %zmm28, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm12, %zmm28, %zmm3
	vaddpd	%zmm15, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm28, %zmm3
	vmovupd	%zmm28, 4544(%rsp)
	vaddpd	%zmm16, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm1, %zmm3
	vmulpd	%zmm11, %zmm27, %zmm1
	vaddpd	%zmm17, %zmm1, %zmm1
	vmulpd	2368(%rsp), %zmm27, %zmm6
	vmulpd	%zmm1, %zmm6, %zmm1
	vmulpd	%zmm12, %zmm27, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm27, %zmm6
	vaddpd	%zmm16, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm11, %zmm2, %zmm6
	vaddpd	%zmm17, %zmm6, %zmm6
	vmulpd	2496(%rsp), %zmm2, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm12, %zmm2, %zmm7
	vaddpd	%zmm15, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm7
	vmovapd	%zmm2, %zmm13
	vaddpd	%zmm16, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm11, %zmm30, %zmm7
	vaddpd	%zmm17, %zmm7, %zmm7
	vmulpd	2304(%rsp), %zmm30, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm12, %zmm30, %zmm8
	vaddpd	%zmm15, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm30, %zmm8
	vaddpd	%zmm16, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	%zmm11, %zmm26, %zmm8
	vaddpd	%zmm17, %zmm8, %zmm8
	vmulpd	2816(%rsp), %zmm26, %zmm9
	vmulpd	%zmm8, %zmm9, %zmm8
	vmulpd	%zmm12, %zmm26, %zmm9
	vaddpd	%zmm15, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm26, %zmm9
	vaddpd	%zmm16, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm8, %zmm8
	vmulpd	%zmm11, %zmm4, %zmm9
	vaddpd	%zmm17, %zmm9, %zmm9
	vmulpd	4736(%rsp), %zmm4, %zmm10
	vmulpd	%zmm9, %zmm10, %zmm9
	vmulpd	%zmm12, %zmm4, %zmm10
	vaddpd	%zmm15, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm4, %zmm10
	vaddpd	%zmm16, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm9, %zmm9
	vmulpd	%zmm11, %zmm23, %zmm10
	vaddpd	%zmm17, %zmm10, %zmm10
	vmulpd	2432(%rsp), %zmm23, %zmm11
	vmulpd	%zmm10, %zmm11, %zmm10
	vmulpd	%zmm12, %zmm23, %zmm11
	vaddpd	%zmm15, %zmm11, %zmm11
	vmulpd	%zmm11, %zmm23, %zmm11
	vaddpd	%zmm16, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm10, %zmm10
	vmulpd	%zmm28, %zmm29, %zmm2
	vmovupd	%zmm2, 2048(%rsp)
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_10(%rip), %zmm22
	vmovupd	416(%rsp), %zmm14
	vmulpd	%zmm22, %zmm14, %zmm12
	vsubpd	%zmm3, %zmm12, %zmm3
	vmulpd	832(%rsp), %zmm5, %zmm24
	vmulpd	%zmm0, %zmm24, %zmm0
	vmulpd	32(%rsp), %zmm22, %zmm15
	vsubpd	%zmm0, %zmm15, %zmm0
	vmovupd	%zmm0, 2496(%rsp)
	vmulpd	%zmm13, %zmm31, %zmm25
	vmovapd	%zmm13, %zmm29
	vmulpd	%zmm6, %zmm25, %zmm6
	vmovupd	560(%rsp), %zmm13
	vmulpd	%zmm22, %zmm13, %zmm16
	vsubpd	%zmm6, %zmm16, %zmm6
	vmulpd	704(%rsp), %zmm27, %zmm16
	vmulpd	%zmm1, %zmm16, %zmm1
	vmovupd	288(%rsp), %zmm12
	vmulpd	%zmm22, %zmm12, %zmm17
	vsubpd	%zmm1, %zmm17, %zmm5
	vmulpd	1072(%rsp), %zmm26, %zmm17
	vmulpd	%zmm8, %zmm17, %zmm8
	vmovupd	160(%rsp), %zmm11
	vmulpd	%zmm22, %zmm11, %zmm18
	vsubpd	%zmm8, %zmm18, %zmm8
	vmovupd	4608(%rsp), %zmm31
	vmulpd	%zmm30, %zmm31, %zmm18
	vmulpd	%zmm7, %zmm18, %zmm7
	vmovupd	96(%rsp), %zmm2
	vmulpd	%zmm22, %zmm2, %zmm19
	vsubpd	%zmm7, %zmm19, %zmm7
	vmovupd	768(%rsp), %zmm28
	vmulpd	%zmm23, %zmm28, %zmm19
	vmulpd	%zmm10, %zmm19, %zmm10
	vmovapd	%zmm21, %zmm1
	vmulpd	%zmm22, %zmm21, %zmm20
	vsubpd	%zmm10, %zmm20, %zmm10
	vmovupd	4672(%rsp), %zmm15
	vmulpd	%zmm4, %zmm15, %zmm20
	vmulpd	%zmm9, %zmm20, %zmm9
	vmovupd	352(%rsp), %zmm0
	vmulpd	%zmm22, %zmm0, %zmm21
	vsubpd	%zmm9, %zmm21, %zmm9
	vmulpd	4544(%rsp), %zmm3, %zmm3
	vmovupd	2496(%rsp), %zmm21
	vmulpd	1136(%rsp), %zmm21, %zmm21
	vmulpd	%zmm6, %zmm29, %zmm6
	vmulpd	%zmm5, %zmm27, %zmm27
	vmulpd	%zmm8, %zmm26, %zmm5
	vmulpd	%zmm7, %zmm30, %zmm7
	vmulpd	%zmm10, %zmm23, %zmm8
	vmulpd	%zmm9, %zmm4, %zmm4
	vsubpd	32(%rsp), %zmm21, %zmm10
	vsubpd	%zmm14, %zmm3, %zmm3
	vsubpd	%zmm12, %zmm27, %zmm12
	vsubpd	%zmm13, %zmm6, %zmm6
	vsubpd	%zmm2, %zmm7, %zmm7
	vsubpd	%zmm11, %zmm5, %zmm5
	vsubpd	%zmm0, %zmm4, %zmm4
	vsubpd	%zmm1, %zmm8, %zmm2
	vbroadcastsd	.LCPI0_50(%rip), %zmm9
	vmulpd	%zmm9, %zmm24, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm0
	vmulpd	2048(%rsp), %zmm9, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm9, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm12, %zmm1
	vmulpd	%zmm9, %zmm25, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm9, %zmm18, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	%zmm9, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm9, %zmm20, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm9, %zmm19, %zmm8
	vaddpd	%zmm8, %zmm2, %zmm2
	vmovupd	832(%rsp), %zmm8
	vsubpd	%zmm0, %zmm8, %zmm25
	vmovupd	896(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm24
	vmovupd	704(%rsp), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm23
	vmovupd	640(%rsp), %zmm0
	vsubpd	%zmm6, %zmm0, %zmm21
	vsubpd	%zmm7, %zmm31, %zmm19
	vmovupd	1072(%rsp), %zmm0
	vsubpd	%zmm5, %zmm0, %zmm20
	vsubpd	%zmm4, %zmm15, %zmm18
	vsubpd	%zmm2, %zmm28, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm8
	vmovupd	3008(%rsp), %zmm14
	vxorpd	%zmm8, %zmm14, %zmm7
	vmovupd	2688(%rsp), %zmm17
	vxorpd	%zmm8, %zmm17, %zmm6
	vmovupd	4800(%rsp), %zmm12
	vxorpd	%zmm8, %zmm12, %zmm5
	vmovupd	1984(%rsp), %zmm15
	vxorpd	%zmm8, %zmm15, %zmm4
	vmovupd	4864(%rsp), %zmm10
	vxorpd	%zmm8, %zmm10, %zmm3
	vmovupd	1360(%rsp), %zmm13
	vxorpd	%zmm8, %zmm13, %zmm2
	vmovupd	2944(%rsp), %zmm27
	vxorpd	%zmm8, %zmm27, %zmm1
	vmovupd	1424(%rsp), %zmm26
	vxorpd	%zmm8, %zmm26, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm9
	vmovdqu64	1488(%rsp), %zmm16
	vptestnmq	%zmm9, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vxorpd	%zmm8, %zmm24, %zmm24 {%k1}
	vmovdqu64	1232(%rsp), %zmm17
	vptestnmq	%zmm9, %zmm17, %k1
	vmovapd	%zmm14, %zmm7 {%k1}
	vxorpd	%zmm8, %zmm25, %zmm25 {%k1}
	vmovdqu64	1552(%rsp), %zmm14
	vptestnmq	%zmm9, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vxorpd	%zmm8, %zmm21, %zmm21 {%k1}
	vmovdqu64	1616(%rsp), %zmm15
	vptestnmq	%zmm9, %zmm15, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vxorpd	%zmm8, %zmm23, %zmm23 {%k1}
	vmovdqu64	1680(%rsp), %zmm12
	vptestnmq	%zmm9, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm8, %zmm20, %zmm20 {%k1}
	vmovdqu64	1744(%rsp), %zmm13
	vptestnmq	%zmm9, %zmm13, %k1
	vmovapd	%zmm10, %zmm3 {%k1}
	vxorpd	%zmm8, %zmm19, %zmm19 {%k1}
	vmovdqu64	1808(%rsp), %zmm10
	vptestnmq	%zmm9, %zmm10, %k1
	vmovapd	%zmm26, %zmm0 {%k1}
	vxorpd	%zmm8, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm26
	vmovdqu64	1920(%rsp), %zmm11
	vptestnmq	%zmm9, %zmm11, %k1
	vmovapd	%zmm27, %zmm1 {%k1}
	vxorpd	%zmm8, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm8
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm7, %zmm25 {%k1}
	vmovupd	%zmm25, 96(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm6, %zmm24 {%k1}
	vmovupd	%zmm24, 160(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm5, %zmm23 {%k1}
	vmovupd	%zmm23, 560(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm4, %zmm21 {%k1}
	vmovupd	%zmm21, 416(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 288(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 640(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 896(%rsp)
	vptestnmq	%zmm8, %zmm10, %k1
	vmovapd	%zmm0, %zmm26 {%k1}
	vmovupd	%zmm26, 832(%rsp)
	vcvtudq2pd	-192(%r15,%r9), %zmm0
	vcvtudq2pd	-160(%r15,%r9), %zmm1
	vcvtudq2pd	-128(%r15,%r9), %zmm2
	vcvtudq2pd	-96(%r15,%r9), %zmm3
	vcvtudq2pd	-64(%r15,%r9), %zmm4
	vcvtudq2pd	-32(%r15,%r9), %zmm5
	vcvtudq2pd	(%r15,%r9), %zmm6
	vcvtudq2pd	32(%r15,%r9), %zmm7
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
	vmovdqu64	%zmm9, 1680(%rsp)
	vpaddq	%zmm16, %zmm0, %zmm19
	vmovdqu64	%zmm19, 1744(%rsp)
	vpaddq	%zmm16, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1808(%rsp)
	vpaddq	%zmm16, %zmm10, %zmm18
	vmovdqu64	%zmm18, 1920(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1136(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1072(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm15
	vmovdqu64	%zmm15, 704(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm16
	vmovdqu64	%zmm16, 768(%rsp)
	vpsllq	$32, %zmm9, %zmm0
	vpsllq	$32, %zmm19, %zmm9
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm18, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm17, %zmm13
	vpsllq	$32, %zmm15, %zmm14
	vpsllq	$32, %zmm16, %zmm15
	vpbroadcastq	.LCPI0_14(%rip), %zmm18
	vpandq	%zmm18, %zmm9, %zmm9
	vpandq	%zmm18, %zmm0, %zmm16
	vpandq	%zmm18, %zmm11, %zmm11
	vpandq	%zmm18, %zmm10, %zmm17
	vpandq	%zmm18, %zmm13, %zmm0
	vpandq	%zmm18, %zmm12, %zmm19
	vpandq	%zmm18, %zmm15, %zmm25
	vpandq	%zmm18, %zmm14, %zmm27
	vpbroadcastq	.LCPI0_15(%rip), %zmm10
	vpternlogq	$248, %zmm10, %zmm8, %zmm16
	vpternlogq	$248, %zmm10, %zmm1, %zmm9
	vpternlogq	$248, %zmm10, %zmm2, %zmm17
	vpternlogq	$248, %zmm10, %zmm3, %zmm11
	vpternlogq	$248, %zmm10, %zmm4, %zmm19
	vpternlogq	$248, %zmm10, %zmm5, %zmm0
	vpternlogq	$248, %zmm10, %zmm6, %zmm27
	vpternlogq	$248, %zmm10, %zmm7, %zmm25
	vpbroadcastq	.LCPI0_16(%rip), %zmm12
	vpaddq	%zmm12, %zmm9, %zmm1
	vpaddq	%zmm12, %zmm16, %zmm2
	vbroadcastsd	.LCPI0_17(%rip), %zmm22
	vaddpd	%zmm22, %zmm2, %zmm4
	vmovupd	%zmm4, 352(%rsp)
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, 32(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm24
	vaddpd	%zmm24, %zmm3, %zmm1
	vaddpd	%zmm24, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 1552(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1616(%rsp)
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
	vmovupd	%zmm3, 1488(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2496(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2048(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2752(%rsp)
	vpaddq	%zmm12, %zmm11, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm30
	vaddpd	%zmm24, %zmm30, %zmm1
	vdivpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm1, 1232(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm16
	vmulpd	%zmm16, %zmm16, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2432(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2368(%rsp)
	vpaddq	%zmm12, %zmm17, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm14
	vaddpd	%zmm24, %zmm14, %zmm1
	vdivpd	%zmm1, %zmm14, %zmm1
	vmovupd	%zmm1, 1296(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 2304(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1424(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm17
	vaddpd	%zmm24, %zmm17, %zmm0
	vdivpd	%zmm0, %zmm17, %zmm0
	vmovupd	%zmm0, 2816(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1360(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm31
	vpaddq	%zmm12, %zmm19, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm24, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm26
	vmulpd	%zmm26, %zmm26, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm21
	vaddpd	%zmm5, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm1, %zmm21
	vaddpd	%zmm6, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm1, %zmm21
	vmulpd	%zmm7, %zmm1, %zmm23
	vaddpd	%zmm8, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm1, %zmm23
	vaddpd	%zmm9, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm1, %zmm15
	vpaddq	%zmm12, %zmm25, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm25
	vaddpd	%zmm24, %zmm25, %zmm1
	vdivpd	%zmm1, %zmm25, %zmm23
	vmulpd	%zmm23, %zmm23, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm0
	vmulpd	%zmm4, %zmm0, %zmm20
	vaddpd	%zmm5, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm0, %zmm20
	vaddpd	%zmm6, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm0, %zmm20
	vmulpd	%zmm7, %zmm0, %zmm18
	vaddpd	%zmm8, %zmm18, %zmm18
	vmulpd	%zmm18, %zmm0, %zmm18
	vaddpd	%zmm9, %zmm18, %zmm18
	vmulpd	%zmm18, %zmm0, %zmm10
	vpaddq	%zmm12, %zmm27, %zmm18
	vaddpd	%zmm22, %zmm18, %zmm27
	vaddpd	%zmm24, %zmm27, %zmm18
	vdivpd	%zmm18, %zmm27, %zmm18
	vmulpd	%zmm18, %zmm18, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm0, %zmm24
	vaddpd	%zmm5, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vaddpd	%zmm6, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vmulpd	%zmm7, %zmm0, %zmm22
	vaddpd	%zmm8, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm22
	vaddpd	%zmm9, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_25(%rip), %zmm6
	vaddpd	2496(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm29, %zmm22
	vaddpd	1488(%rsp), %zmm22, %zmm22
	vaddpd	2752(%rsp), %zmm6, %zmm29
	vmulpd	%zmm29, %zmm28, %zmm28
	vaddpd	2048(%rsp), %zmm28, %zmm28
	vaddpd	2368(%rsp), %zmm6, %zmm29
	vmulpd	%zmm29, %zmm16, %zmm9
	vaddpd	2432(%rsp), %zmm9, %zmm9
	vaddpd	1424(%rsp), %zmm6, %zmm16
	vmulpd	%zmm16, %zmm11, %zmm7
	vaddpd	2304(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm31, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	1360(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm20, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm24, %zmm1
	vmovupd	352(%rsp), %zmm2
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm28, %zmm0, %zmm2
	vmulpd	1552(%rsp), %zmm2, %zmm15
	vmovupd	32(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1616(%rsp), %zmm4, %zmm16
	vmulpd	%zmm6, %zmm14, %zmm4
	vmulpd	%zmm4, %zmm14, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	1296(%rsp), %zmm7, %zmm7
	vmovapd	%zmm30, %zmm13
	vmulpd	%zmm6, %zmm30, %zmm20
	vmulpd	%zmm20, %zmm30, %zmm20
	vaddpd	%zmm9, %zmm20, %zmm9
	vmulpd	1232(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm19, %zmm21
	vmulpd	%zmm21, %zmm19, %zmm21
	vaddpd	%zmm3, %zmm21, %zmm3
	vmulpd	%zmm3, %zmm26, %zmm3
	vmulpd	%zmm6, %zmm17, %zmm8
	vmulpd	%zmm8, %zmm17, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2816(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm27, %zmm22
	vmulpd	%zmm22, %zmm27, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm18, %zmm1
	vmulpd	%zmm6, %zmm25, %zmm18
	vmulpd	%zmm18, %zmm25, %zmm18
	vaddpd	%zmm11, %zmm18, %zmm11
	vmulpd	%zmm11, %zmm23, %zmm6
	vpsrlq	$20, 1680(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm10
	vmulpd	%zmm10, %zmm11, %zmm23
	vaddpd	%zmm15, %zmm23, %zmm15
	vpsrlq	$20, 1744(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm10, %zmm23, %zmm24
	vaddpd	%zmm16, %zmm24, %zmm16
	vpsrlq	$20, 1808(%rsp), %zmm24
	vpaddq	%zmm12, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm10, %zmm24, %zmm26
	vaddpd	%zmm7, %zmm26, %zmm7
	vpsrlq	$20, 1920(%rsp), %zmm26
	vpaddq	%zmm12, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm10, %zmm26, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1136(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm10, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1072(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm10, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 704(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm10, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 768(%rsp), %zmm31
	vpaddq	%zmm12, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm10, %zmm31, %zmm12
	vaddpd	%zmm6, %zmm12, %zmm6
	vsubpd	%zmm0, %zmm15, %zmm0
	vsubpd	%zmm2, %zmm16, %zmm2
	vsubpd	%zmm4, %zmm7, %zmm4
	vsubpd	%zmm20, %zmm9, %zmm7
	vsubpd	%zmm21, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm22, %zmm1, %zmm1
	vsubpd	%zmm18, %zmm6, %zmm6
	vaddpd	32(%rsp), %zmm2, %zmm2
	vaddpd	352(%rsp), %zmm0, %zmm0
	vaddpd	%zmm7, %zmm13, %zmm7
	vaddpd	%zmm4, %zmm14, %zmm4
	vaddpd	%zmm5, %zmm17, %zmm5
	vaddpd	%zmm3, %zmm19, %zmm3
	vaddpd	%zmm6, %zmm25, %zmm6
	vaddpd	%zmm1, %zmm27, %zmm1
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vmulpd	%zmm9, %zmm23, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm9, %zmm11, %zmm8
	vaddpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm9, %zmm26, %zmm8
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm9, %zmm24, %zmm8
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
	vmulpd	96(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	160(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	560(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	416(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	288(%rsp), %zmm3, %zmm3
	vmulpd	640(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	896(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	832(%rsp), %zmm6, %zmm6
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
	vmovupd	%zmm0, -192(%r15,%r9)
	vmovupd	%zmm2, -128(%r15,%r9)
	vmovupd	%zmm3, -64(%r15,%r9)
	vmovupd	%zmm1, (%r15,%r9)
	addq	$256, %r15
	addq	$-64, %r12
	jne	.LBB0_37
	movq	-128(%rsp), %r12
	cmpq	-104(%rsp), %r12
	movq	-112(%rsp), %rdx
	movq	2240(%rsp), %r14
	vxorpd	%xmm13, %xmm13, %xmm13
	vmovapd	.LCPI0_4(%rip), %zmm15
	vmovapd	.LCPI0_61(%rip), %zmm17
	vmovapd	.LCPI0_62(%rip), %zmm18
	vxorpd	%xmm19, %xmm19, %xmm19
	vmovsd	.LCPI0_10(%rip), %xmm9
	vmovsd	.LCPI0_11(%rip), %xmm10
	vmovsd	.LCPI0_17(%rip), %xmm11
	vmovsd	.LCPI0_18(%rip), %xmm3
	vmovsd	.LCPI0_22(%rip), %xmm6
	vmovsd	.LCPI0_23(%rip), %xmm7
	vmovddup	.LCPI0_19(%rip), %xmm8
	vmovapd	.LCPI0_58(%rip), %xmm21
	vmovapd	.LCPI0_59(%rip), %xmm20
	vmovsd	.LCPI0_26(%rip), %xmm23
	vmovsd	.LCPI0_27(%rip), %xmm22
	vmovsd	.LCPI0_29(%rip), %xmm24
	vmovsd	.LCPI0_30(%rip), %xmm27
	vmovsd	.LCPI0_31(%rip), %xmm28
	vmovsd	.LCPI0_32(%rip), %xmm29
	vmovsd	.LCPI0_55(%rip), %xmm30
	vmovsd	.LCPI0_34(%rip), %xmm31
	vmovsd	.LCPI0_35(%rip), %xmm25
	je	.LBB0_45
	movq	-104(%rsp), %rcx
	testb	$56, %r12b
	je	.LBB0_43
	movq	4928(%rsp), %rax
	movq	4992(%rsp), %rcx
	vbroadcastsd	.LCPI0_10(%rip), %zmm10
	vbroadcastsd	.LCPI0_11(%rip), %zmm11
	vbroadcastsd	.LCPI0_35(%rip), %zmm23
	vbroadcastsd	.LCPI0_36(%rip), %zmm24
	vpbroadcastq	.LCPI0_37(%rip), %zmm12
	vbroadcastsd	.LCPI0_38(%rip), %zmm25
	vbroadcastsd	.LCPI0_39(%rip), %zmm26
	vbroadcastsd	.LCPI0_40(%rip), %zmm27
	vbroadcastsd	.LCPI0_42(%rip), %zmm28
	vbroadcastsd	.LCPI0_43(%rip), %zmm29
	vbroadcastsd	.LCPI0_44(%rip), %zmm30
	vbroadcastsd	.LCPI0_45(%rip), %zmm31
	vbroadcastsd	.LCPI0_46(%rip), %zmm20
	vbroadcastsd	.LCPI0_48(%rip), %zmm22
	vbroadcastsd	.LCPI0_49(%rip), %zmm16
	vbroadcastsd	.LCPI0_50(%rip), %zmm21
	vbroadcastsd	.LCPI0_51(%rip), %zmm14
	.p2align	4
.LBB0_41:
	vcvtudq2pd	(%rax,%r9), %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm0, %zmm0
	vcvtudq2pd	(%rax), %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm11, %zmm1, %zmm1
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
	vmulpd	%zmm23, %zmm3, %zmm6
	vsubpd	%zmm6, %zmm4, %zmm7
	vmulpd	%zmm24, %zmm3, %zmm3
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
	vmulpd	%zmm25, %zmm4, %zmm6
	vaddpd	%zmm26, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm27, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	.LCPI0_56(%rip){1to8}, %zmm4, %zmm7
	vaddpd	%zmm28, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm29, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm10, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm30, %zmm8
	vsubpd	%zmm8, %zmm30, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm31, %zmm4, %zmm7
	vaddpd	%zmm20, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	.LCPI0_47(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm22, %zmm4, %zmm8
	vaddpd	%zmm16, %zmm8, %zmm8
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm7
	vmulpd	%zmm10, %zmm3, %zmm8
	vmulpd	%zmm5, %zmm7, %zmm5
	vsubpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm21, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm2, %zmm2
	vptestnmq	.LCPI0_52(%rip){1to8}, %zmm1, %k1
	vptestnmq	.LCPI0_53(%rip){1to8}, %zmm1, %k2
	vxorpd	%zmm14, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm14, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_28(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovupd	%ymm0, (%rax,%r9)
	addq	$32, %rax
	addq	$-8, %rcx
	jne	.LBB0_41
	movq	5056(%rsp), %rax
	movq	%rax, %rcx
	cmpq	%rax, %r12
	vmovsd	.LCPI0_10(%rip), %xmm9
	vmovsd	.LCPI0_11(%rip), %xmm10
	vmovsd	.LCPI0_17(%rip), %xmm11
	vmovsd	.LCPI0_18(%rip), %xmm3
	vmovsd	.LCPI0_22(%rip), %xmm6
	vmovsd	.LCPI0_23(%rip), %xmm7
	vmovddup	.LCPI0_19(%rip), %xmm8
	vmovapd	.LCPI0_58(%rip), %xmm21
	vmovapd	.LCPI0_59(%rip), %xmm20
	vmovsd	.LCPI0_26(%rip), %xmm23
	vmovsd	.LCPI0_27(%rip), %xmm22
	vmovsd	.LCPI0_29(%rip), %xmm24
	vmovsd	.LCPI0_30(%rip), %xmm27
	vmovsd	.LCPI0_31(%rip), %xmm28
	vmovsd	.LCPI0_32(%rip), %xmm29
	vmovsd	.LCPI0_55(%rip), %xmm30
	vmovsd	.LCPI0_34(%rip), %xmm31
	vmovsd	.LCPI0_35(%rip), %xmm25
	je	.LBB0_45
.LBB0_43:
	movq	%r12, %rax
	subq	%rcx, %rax
	leaq	(%rdx,%rcx,4), %rcx
	.p2align	4
.LBB0_44:
	vcvtusi2sdl	(%rcx,%r9), %xmm14, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm0, %xmm10, %xmm0
	vcvtusi2sdl	(%rcx), %xmm14, %xmm1
	vaddsd	%xmm1, %xmm9, %xmm1
	vmulsd	%xmm1, %xmm10, %xmm1
	vmovq	%xmm0, %rdx
	movl	%edx, %esi
	shrq	$32, %rdx
	addq	$614242, %rdx
	movq	%rdx, %rdi
	shrq	$20, %rdi
	addq	$-1023, %rdi
	shlq	$32, %rdx
	andq	%r10, %rdx
	addq	%r8, %rdx
	orq	%rdx, %rsi
	vmovq	%rsi, %xmm0
	vaddsd	%xmm0, %xmm11, %xmm0
	vmulsd	%xmm0, %xmm9, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vmovapd	%xmm3, %xmm14
	vaddsd	%xmm3, %xmm0, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmovapd	%xmm10, %xmm26
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmovapd	%xmm6, %xmm16
	vmulsd	%xmm6, %xmm5, %xmm6
	vaddsd	%xmm7, %xmm6, %xmm6
	vunpcklpd	%xmm6, %xmm8, %xmm6
	vmovddup	%xmm5, %xmm5
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	%xmm21, %xmm6, %xmm6
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	%xmm20, %xmm6, %xmm6
	vunpcklpd	%xmm4, %xmm5, %xmm4
	vmulpd	%xmm6, %xmm4, %xmm4
	vshufpd	$1, %xmm4, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm4, %xmm4
	vcvtsi2sd	%rdi, %xmm12, %xmm5
	vaddsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmulsd	%xmm23, %xmm5, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm22, %xmm5, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm12
	vmulsd	%xmm24, %xmm1, %xmm1
	vmulsd	%xmm27, %xmm1, %xmm2
	vaddsd	%xmm28, %xmm2, %xmm2
	vmovq	%xmm2, %rdx
	vaddsd	%xmm29, %xmm2, %xmm2
	vmulsd	%xmm30, %xmm2, %xmm3
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm31, %xmm2, %xmm4
	vmulsd	%xmm25, %xmm2, %xmm5
	vsubsd	%xmm5, %xmm3, %xmm6
	vmulsd	.LCPI0_36(%rip), %xmm2, %xmm2
	vmovapd	%xmm31, %xmm11
	vmovapd	%xmm30, %xmm31
	vmovapd	%xmm29, %xmm30
	vmovapd	%xmm28, %xmm29
	vmovapd	%xmm27, %xmm28
	vmovapd	%xmm24, %xmm27
	vmovapd	%xmm23, %xmm24
	vmovapd	%xmm22, %xmm10
	vmovapd	%xmm21, %xmm22
	vmovapd	%xmm20, %xmm23
	vmovapd	%xmm7, %xmm20
	vsubsd	%xmm6, %xmm3, %xmm7
	vsubsd	%xmm5, %xmm7, %xmm5
	vsubsd	%xmm5, %xmm2, %xmm2
	vsubsd	%xmm4, %xmm3, %xmm5
	vunpcklpd	%xmm1, %xmm5, %xmm1
	vpsrlq	$52, %xmm1, %xmm1
	vpandq	.LCPI0_37(%rip){1to2}, %xmm1, %xmm1
	vmovq	%xmm1, %rsi
	addl	$16, %esi
	vpextrq	$1, %xmm1, %rdi
	cmpl	%edi, %esi
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
	vmulsd	%xmm3, %xmm9, %xmm6
	vmovsd	.LCPI0_44(%rip), %xmm0
	vsubsd	%xmm6, %xmm0, %xmm7
	vmovapd	%xmm8, %xmm21
	vsubsd	%xmm7, %xmm0, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vmovapd	%xmm21, %xmm8
	vaddsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm7, %xmm5
	vmulsd	.LCPI0_45(%rip), %xmm3, %xmm6
	vaddsd	.LCPI0_46(%rip), %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	.LCPI0_47(%rip), %xmm6, %xmm6
	vmulsd	.LCPI0_48(%rip), %xmm3, %xmm7
	vaddsd	.LCPI0_49(%rip), %xmm7, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm2, %xmm9, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmovapd	%xmm20, %xmm7
	vmovapd	%xmm23, %xmm20
	vmovapd	%xmm22, %xmm21
	vmovapd	%xmm10, %xmm22
	vmovapd	%xmm24, %xmm23
	vmovapd	%xmm27, %xmm24
	vmovapd	%xmm28, %xmm27
	vmovapd	%xmm29, %xmm28
	vmovapd	%xmm30, %xmm29
	vmovapd	%xmm31, %xmm30
	vmovapd	%xmm11, %xmm31
	vmulsd	%xmm4, %xmm3, %xmm3
	vmovsd	.LCPI0_50(%rip), %xmm0
	vmovapd	%xmm26, %xmm10
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	%xmm0, %xmm6, %xmm3
	vmovapd	%xmm16, %xmm6
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
	vmovsd	.LCPI0_17(%rip), %xmm11
	kmovd	%edx, %k1
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vmovsd	.LCPI0_28(%rip), %xmm0
	vmulsd	%xmm0, %xmm12, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vmovapd	%xmm14, %xmm3
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rcx,%r9)
	addq	$4, %rcx
	decq	%rax
	jne	.LBB0_44
	.p2align	4
.LBB0_45:
	vxorpd	%xmm2, %xmm2, %xmm2
	movl	$1024, %eax
	movq	%r14, %rcx
	xorl	%edx, %edx
	vxorpd	%xmm1, %xmm1, %xmm1
	vxorpd	%xmm5, %xmm5, %xmm5
	vxorpd	%xmm4, %xmm4, %xmm4
	vbroadcastss	.LCPI0_60(%rip), %zmm6
	vmovaps	%zmm6, %zmm3
	xorl	%r8d, %r8d
	vmovss	.LCPI0_60(%rip), %xmm0
	xorl	%esi, %esi
	movq	(%rsp), %r14
	vmovapd	.LCPI0_0(%rip), %zmm10
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	vmovss	.LCPI0_63(%rip), %xmm16
	vmovss	.LCPI0_64(%rip), %xmm28
	vmovss	.LCPI0_65(%rip), %xmm29
	vmovss	.LCPI0_66(%rip), %xmm30
	vmovss	.LCPI0_67(%rip), %xmm31
	jmp	.LBB0_46
	.p2align	4
.LBB0_49:
	vmovss	.LCPI0_72(%rip), %xmm9
.LBB0_97:
	addq	$1024, %rax
	addq	$-1024, %rdx
	addq	$4096, %rcx
	movq	%rdi, %r8
	cmpq	%r12, %rdi
	jae	.LBB0_98
.LBB0_46:
	leaq	1024(%r8), %rdi
	cmpq	%rax, %r12
	movq	%rax, %r9
	cmovbq	%r12, %r9
	cmpq	%r12, %rdi
	movq	%r12, %r10
	cmovbq	%rdi, %r10
	movq	%r10, %r11
	subq	%r8, %r11
	andq	$-32, %r11
	addq	%r8, %r11
	movq	%r8, %rbx
	cmpq	%r11, %r8
	jae	.LBB0_48
	.p2align	4
.LBB0_47:
	vpbroadcastq	%rbx, %zmm7
	vmovups	(%r14,%rbx,4), %zmm8
	vmovups	64(%r14,%rbx,4), %zmm9
	vcmpltps	%zmm8, %zmm3, %k0
	vcmpltps	%zmm9, %zmm6, %k1
	vcmpunordps	%zmm13, %zmm8, %k2
	vcmpunordps	%zmm13, %zmm9, %k3
	vcmpordps	%zmm13, %zmm3, %k2 {%k2}
	vcmpordps	%zmm13, %zmm6, %k3 {%k3}
	korw	%k2, %k0, %k2
	korw	%k3, %k1, %k1
	vmovaps	%zmm8, %zmm3 {%k2}
	vmovaps	%zmm9, %zmm6 {%k1}
	vorpd	%zmm10, %zmm7, %zmm2 {%k2}
	kshiftrw	$8, %k2, %k2
	vorpd	%zmm15, %zmm7, %zmm1 {%k2}
	vorpd	%zmm17, %zmm7, %zmm5 {%k1}
	kshiftrw	$8, %k1, %k1
	vorpd	%zmm18, %zmm7, %zmm4 {%k1}
	addq	$32, %rbx
	cmpq	%r11, %rbx
	jb	.LBB0_47
.LBB0_48:
	cmpq	%r10, %r11
	jae	.LBB0_49
	addq	%rdx, %r9
	andq	$-32, %r9
	vmovss	.LCPI0_72(%rip), %xmm9
	.p2align	4
.LBB0_96:
	leaq	(%r8,%r9), %r11
	vmovss	(%rcx,%r9,4), %xmm7
	vucomiss	%xmm0, %xmm7
	seta	%bl
	vcmpordss	%xmm19, %xmm0, %k0
	vcmpunordss	%xmm19, %xmm7, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %ebp
	orb	%bl, %bpl
	andb	$1, %bpl
	kmovd	%ebp, %k1
	vmovss	%xmm7, %xmm0, %xmm0 {%k1}
	cmovneq	%r11, %rsi
	leaq	(%r8,%r9), %r11
	incq	%r11
	incq	%r9
	cmpq	%r10, %r11
	jb	.LBB0_96
	jmp	.LBB0_97
	.p2align	4
.LBB0_98:
	vcmpunordps	%zmm13, %zmm6, %k0
	vcmpordps	%zmm13, %zmm3, %k1
	vpcmpltuq	%zmm2, %zmm5, %k2
	vpcmpltuq	%zmm1, %zmm4, %k3
	kunpckbw	%k2, %k3, %k2
	vcmpltps	%zmm6, %zmm3, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%zmm3, %zmm6, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandw	%k0, %k1, %k1
	kandnw	%k2, %k0, %k0
	korw	%k0, %k1, %k1
	vmovaps	%zmm6, %zmm3 {%k1}
	vmovdqa64	%zmm5, %zmm2 {%k1}
	kshiftrw	$8, %k1, %k1
	vmovdqa64	%zmm4, %zmm1 {%k1}
	vextractf64x4	$1, %zmm3, %ymm4
	vxorpd	%xmm5, %xmm5, %xmm5
	vcmpunordps	%ymm5, %ymm4, %k0
	vcmpordps	%ymm5, %ymm3, %k1
	vpcmpltuq	%zmm2, %zmm1, %k2
	vcmpltps	%ymm4, %ymm3, %k3
	korb	%k2, %k1, %k1
	vcmpeqps	%ymm3, %ymm4, %k2 {%k2}
	korb	%k2, %k3, %k2
	kandnb	%k2, %k0, %k2
	kandb	%k0, %k1, %k0
	korb	%k2, %k0, %k1
	vblendmps	%ymm4, %ymm3, %ymm3 {%k1}
	vmovdqa64	%zmm1, %zmm2 {%k1}
	vextractf128	$1, %ymm3, %xmm1
	vextracti64x4	$1, %zmm2, %ymm4
	vxorps	%xmm5, %xmm5, %xmm5
	vcmpunordps	%xmm5, %xmm1, %k0
	vcmpordps	%xmm5, %xmm3, %k1
	vpcmpltuq	%ymm2, %ymm4, %k2
	vcmpltps	%xmm1, %xmm3, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%xmm3, %xmm1, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k1
	vblendmps	%xmm1, %xmm3, %xmm1 {%k1}
	vpblendmq	%ymm4, %ymm2, %ymm2 {%k1}
	vshufpd	$1, %xmm1, %xmm1, %xmm3
	vextracti128	$1, %ymm2, %xmm4
	vcmpunordps	%xmm5, %xmm3, %k0
	vcmpordps	%xmm5, %xmm1, %k1
	vpcmpltuq	%xmm2, %xmm4, %k2
	vcmpltps	%xmm3, %xmm1, %k3
	vcmpeqps	%xmm1, %xmm3, %k4
	korw	%k2, %k1, %k1
	kandw	%k2, %k4, %k2
	korw	%k2, %k3, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k1
	vmovaps	%xmm3, %xmm1 {%k1}
	vpblendmq	%xmm4, %xmm2, %xmm2 {%k1}
	vmovq	%xmm2, %r10
	vmovshdup	%xmm1, %xmm3
	vpextrq	$1, %xmm2, %rax
	vucomiss	%xmm3, %xmm3
	setp	%cl
	kmovd	%ecx, %k0
	vucomiss	%xmm1, %xmm1
	setnp	%cl
	cmpq	%r10, %rax
	setb	%dl
	vucomiss	%xmm1, %xmm3
	seta	%dil
	setnp	%r8b
	sete	%r9b
	andb	%r8b, %r9b
	orb	%dl, %cl
	kmovd	%ecx, %k1
	andb	%dl, %r9b
	orb	%dil, %r9b
	kmovd	%r9d, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k0
	kmovd	%k0, %ecx
	andb	$1, %cl
	kmovd	%ecx, %k1
	vmovss	%xmm3, %xmm1, %xmm1 {%k1}
	cmovneq	%rax, %r10
	vucomiss	%xmm1, %xmm1
	setnp	%al
	movq	%r10, 560(%rsp)
	cmpq	%r10, %rsi
	setb	%cl
	vucomiss	%xmm1, %xmm0
	seta	%dl
	setnp	%dil
	sete	%r8b
	andb	%dil, %r8b
	orb	%cl, %al
	andb	%cl, %r8b
	orb	%dl, %r8b
	vucomiss	%xmm0, %xmm0
	movzbl	%al, %eax
	movzbl	%r8b, %ecx
	cmovpl	%eax, %ecx
	movl	%ecx, 416(%rsp)
	kmovd	%ecx, %k1
	vmovss	%xmm0, %xmm1, %xmm1 {%k1}
	vbroadcastss	%xmm1, %zmm0
	vxorps	%xmm3, %xmm3, %xmm3
	movl	$64, %r14d
	movq	-112(%rsp), %r15
	movq	%r12, %r11
	movq	2240(%rsp), %r12
	movq	544(%rsp), %rax
	movq	%rax, 160(%rsp)
	movq	$0, 96(%rsp)
	xorl	%r10d, %r10d
	xorl	%eax, %eax
	vmovss	.LCPI0_68(%rip), %xmm10
	jmp	.LBB0_99
	.p2align	4
.LBB0_86:
	vmovapd	.LCPI0_61(%rip), %zmm17
	vmovapd	.LCPI0_62(%rip), %zmm18
.LBB0_94:
	addq	$64, %r14
	addq	$-64, %r10
	incq	96(%rsp)
	addq	$256, 160(%rsp)
	addq	$256, %r12
	addq	$-256, %r15
	movq	-128(%rsp), %r11
	movq	32(%rsp), %rax
	cmpq	%r11, %rax
	jae	.LBB0_50
.LBB0_99:
	cmpq	%r14, %r11
	movq	%r14, %r8
	cmovbq	%r11, %r8
	leaq	(%r8,%r10), %rcx
	movq	%rcx, 352(%rsp)
	cmpq	$1, %rcx
	movq	%r8, %rbp
	adcq	%r10, %rbp
	leaq	64(%rax), %rcx
	cmpq	%r11, %rcx
	movq	%rcx, 32(%rsp)
	cmovbq	%rcx, %r11
	cmpq	%r11, %rax
	movq	2240(%rsp), %rdx
	movq	2560(%rsp), %rcx
	vmovss	.LCPI0_73(%rip), %xmm11
	vmovss	.LCPI0_74(%rip), %xmm12
	vmovss	.LCPI0_75(%rip), %xmm22
	vmovss	.LCPI0_76(%rip), %xmm20
	vmovss	.LCPI0_69(%rip), %xmm25
	vmovss	.LCPI0_70(%rip), %xmm21
	vmovss	.LCPI0_71(%rip), %xmm23
	jae	.LBB0_85
	movq	%rax, %rbx
	leaq	(%r8,%r10), %rdi
	cmpq	$4, %rdi
	jae	.LBB0_101
	.p2align	4
.LBB0_230:
	vmovss	(%rdx,%rbx,4), %xmm2
	vsubss	%xmm1, %xmm2, %xmm2
	vmaxss	%xmm2, %xmm16, %xmm4
	vminss	%xmm4, %xmm28, %xmm4
	vmulss	%xmm29, %xmm4, %xmm5
	vaddss	%xmm30, %xmm5, %xmm5
	vaddss	%xmm31, %xmm5, %xmm6
	vmovd	%xmm5, %edi
	vmulss	%xmm6, %xmm10, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm25, %xmm6, %xmm5
	vsubss	%xmm5, %xmm4, %xmm6
	vmulss	%xmm6, %xmm6, %xmm7
	vmulss	%xmm21, %xmm7, %xmm8
	vaddss	%xmm23, %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm8
	vaddss	%xmm9, %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm8
	vaddss	%xmm11, %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm8
	vaddss	%xmm12, %xmm8, %xmm8
	vmulss	%xmm7, %xmm8, %xmm7
	vsubss	%xmm7, %xmm6, %xmm7
	vmulss	%xmm7, %xmm6, %xmm6
	vsubss	%xmm7, %xmm22, %xmm7
	vdivss	%xmm7, %xmm6, %xmm6
	vsubss	%xmm6, %xmm5, %xmm5
	vsubss	%xmm5, %xmm4, %xmm4
	vaddss	%xmm20, %xmm4, %xmm4
	leal	-1262485248(%rdi), %r9d
	shrl	%r9d
	subl	%r9d, %edi
	shll	$23, %edi
	shll	$23, %r9d
	addl	$-8388608, %r9d
	addl	$2139095040, %edi
	vmovd	%r9d, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vmovd	%edi, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vcmpunordss	%xmm2, %xmm2, %k1
	vmovss	.LCPI0_79(%rip), %xmm4 {%k1}
	vmovss	%xmm4, (%rcx,%rbx,4)
	vmovss	%xmm4, (%r15,%rbx,4)
	incq	%rbx
	cmpq	%rbx, %r8
	jne	.LBB0_230
.LBB0_85:
	cmpq	%rax, %r11
	je	.LBB0_86
	cmpq	$8, 352(%rsp)
	movq	-112(%rsp), %r8
	jae	.LBB0_89
	xorl	%eax, %eax
	vmovapd	.LCPI0_61(%rip), %zmm17
	vmovapd	.LCPI0_62(%rip), %zmm18
	jmp	.LBB0_92
	.p2align	4
.LBB0_101:
	movq	96(%rsp), %rdi
	shlq	$8, %rdi
	movq	4416(%rsp), %r9
	subq	%rdi, %r9
	movq	%rax, %rbx
	cmpq	$64, %r9
	jb	.LBB0_230
	movq	%rax, %rbx
	cmpq	$64, 3968(%rsp)
	jb	.LBB0_230
	movq	-48(%rsp), %r9
	subq	%rdi, %r9
	movq	%rax, %rbx
	cmpq	$64, %r9
	jb	.LBB0_230
	leaq	(%r8,%r10), %rbx
	cmpq	$16, %rbx
	jae	.LBB0_77
	xorl	%r9d, %r9d
	vbroadcastss	.LCPI0_63(%rip), %xmm11
	vbroadcastss	.LCPI0_64(%rip), %xmm12
	vbroadcastss	.LCPI0_65(%rip), %xmm20
	vbroadcastss	.LCPI0_66(%rip), %xmm22
	jmp	.LBB0_82
	.p2align	4
.LBB0_89:
	movq	%rbp, %rdi
	andq	$-8, %rdi
	xorl	%eax, %eax
	vmovapd	.LCPI0_61(%rip), %zmm17
	vmovapd	.LCPI0_62(%rip), %zmm18
	.p2align	4
.LBB0_90:
	vaddss	(%r8,%rax,4), %xmm3, %xmm2
	vaddss	4(%r8,%rax,4), %xmm2, %xmm2
	vaddss	8(%r8,%rax,4), %xmm2, %xmm2
	vaddss	12(%r8,%rax,4), %xmm2, %xmm2
	vaddss	16(%r8,%rax,4), %xmm2, %xmm2
	vaddss	20(%r8,%rax,4), %xmm2, %xmm2
	vaddss	24(%r8,%rax,4), %xmm2, %xmm2
	vaddss	28(%r8,%rax,4), %xmm2, %xmm3
	addq	$8, %rax
	cmpq	%rax, %rdi
	jne	.LBB0_90
	testb	$7, %bpl
	je	.LBB0_94
.LBB0_92:
	andl	$7, %ebp
	leaq	(%r8,%rax,4), %rax
	xorl	%edi, %edi
	.p2align	4
.LBB0_93:
	vaddss	(%rax,%rdi,4), %xmm3, %xmm3
	incq	%rdi
	cmpq	%rdi, %rbp
	jne	.LBB0_93
	jmp	.LBB0_94
.LBB0_77:
	movq	%r8, %r13
	andq	$-16, %r13
	addq	%r10, %r13
	movl	%r8d, %edx
	andl	$15, %edx
	movq	%rbx, %r9
	subq	%rdx, %r9
	movq	-112(%rsp), %rdi
	movq	160(%rsp), %rcx
	addq	%rdi, %rcx
	xorl	%ebx, %ebx
	vbroadcastss	.LCPI0_75(%rip), %zmm14
	vpbroadcastd	.LCPI0_60(%rip), %zmm20
	vpbroadcastd	.LCPI0_78(%rip), %zmm22
	vbroadcastss	.LCPI0_63(%rip), %zmm21
	vbroadcastss	.LCPI0_64(%rip), %zmm23
	vbroadcastss	.LCPI0_65(%rip), %zmm25
	vbroadcastss	.LCPI0_66(%rip), %zmm24
	vbroadcastss	.LCPI0_67(%rip), %zmm26
	vbroadcastss	.LCPI0_68(%rip), %zmm27
	vbroadcastss	.LCPI0_69(%rip), %zmm15
	vbroadcastss	.LCPI0_70(%rip), %zmm18
	vbroadcastss	.LCPI0_71(%rip), %zmm17
	vmovaps	%zmm0, %zmm12
	vbroadcastss	.LCPI0_72(%rip), %zmm0
	vbroadcastss	.LCPI0_73(%rip), %zmm10
	vbroadcastss	.LCPI0_74(%rip), %zmm11
	.p2align	4
.LBB0_78:
	vmovups	(%r12,%rbx,4), %zmm2
	vsubps	%zmm12, %zmm2, %zmm2
	vmaxps	%zmm2, %zmm21, %zmm4
	vminps	%zmm4, %zmm23, %zmm4
	vmulps	%zmm25, %zmm4, %zmm5
	vaddps	%zmm24, %zmm5, %zmm5
	vaddps	%zmm26, %zmm5, %zmm6
	vmulps	%zmm27, %zmm6, %zmm7
	vaddps	%zmm7, %zmm4, %zmm4
	vmulps	%zmm15, %zmm6, %zmm6
	vsubps	%zmm6, %zmm4, %zmm7
	vmulps	%zmm7, %zmm7, %zmm8
	vmulps	%zmm18, %zmm8, %zmm9
	vaddps	%zmm17, %zmm9, %zmm9
	vmulps	%zmm9, %zmm8, %zmm9
	vaddps	%zmm0, %zmm9, %zmm9
	vmulps	%zmm9, %zmm8, %zmm9
	vaddps	%zmm10, %zmm9, %zmm9
	vmulps	%zmm9, %zmm8, %zmm9
	vaddps	%zmm11, %zmm9, %zmm9
	vmulps	%zmm9, %zmm8, %zmm8
	vsubps	%zmm8, %zmm7, %zmm8
	vmulps	%zmm8, %zmm7, %zmm7
	vsubps	%zmm8, %zmm14, %zmm8
	vdivps	%zmm8, %zmm7, %zmm7
	vsubps	%zmm7, %zmm6, %zmm6
	vsubps	%zmm6, %zmm4, %zmm4
	vaddps	.LCPI0_76(%rip){1to16}, %zmm4, %zmm4
	vpaddd	.LCPI0_77(%rip){1to16}, %zmm5, %zmm6
	vpsrld	$1, %zmm6, %zmm6
	vpsubd	%zmm6, %zmm5, %zmm5
	vpslld	$23, %zmm5, %zmm5
	vpslld	$23, %zmm6, %zmm6
	vpaddd	%zmm20, %zmm6, %zmm6
	vmulps	%zmm6, %zmm4, %zmm4
	vpaddd	%zmm22, %zmm5, %zmm5
	vmulps	%zmm5, %zmm4, %zmm4
	vcmpunordps	%zmm13, %zmm2, %k1
	vbroadcastss	.LCPI0_79(%rip), %zmm4 {%k1}
	vmovups	%zmm4, (%rcx,%rbx,4)
	vmovups	%zmm4, (%rdi,%rbx,4)
	addq	$16, %rbx
	cmpq	%rbx, %r13
	jne	.LBB0_78
	testq	%rdx, %rdx
	movq	24(%rsp), %r13
	vmovss	.LCPI0_72(%rip), %xmm9
	vmovss	.LCPI0_68(%rip), %xmm10
	vmovapd	.LCPI0_4(%rip), %zmm15
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	vmovaps	%zmm12, %zmm0
	je	.LBB0_85
	cmpl	$4, %edx
	jb	.LBB0_229
	vbroadcastss	.LCPI0_63(%rip), %xmm11
	vbroadcastss	.LCPI0_64(%rip), %xmm12
	vbroadcastss	.LCPI0_65(%rip), %xmm20
	vbroadcastss	.LCPI0_66(%rip), %xmm22
	leaq	(%r8,%r10), %rbx
.LBB0_82:
	movq	%r8, %r13
	andq	$-4, %r13
	movl	%r8d, %ecx
	andl	$3, %ecx
	movq	%rcx, 288(%rsp)
	subq	%rcx, %rbx
	addq	%rax, %rbx
	movq	-112(%rsp), %rdi
	leaq	(%rdi,%r9,4), %rdi
	addq	%rax, %r9
	movq	2240(%rsp), %rdx
	movq	2560(%rsp), %rcx
	vbroadcastss	.LCPI0_67(%rip), %xmm26
	vbroadcastss	.LCPI0_68(%rip), %xmm21
	vbroadcastss	.LCPI0_69(%rip), %xmm16
	vbroadcastss	.LCPI0_70(%rip), %xmm23
	vbroadcastss	.LCPI0_71(%rip), %xmm24
	vbroadcastss	.LCPI0_72(%rip), %xmm25
	vbroadcastss	.LCPI0_73(%rip), %xmm27
	vbroadcastss	.LCPI0_74(%rip), %xmm28
	vbroadcastss	.LCPI0_75(%rip), %xmm29
	vbroadcastss	.LCPI0_76(%rip), %xmm30
	vpbroadcastd	.LCPI0_77(%rip), %xmm31
	vpbroadcastd	.LCPI0_60(%rip), %xmm10
	vpbroadcastd	.LCPI0_78(%rip), %xmm14
	vxorpd	%xmm15, %xmm15, %xmm15
	.p2align	4
.LBB0_83:
	vmovups	(%rdx,%r9,4), %xmm2
	vsubps	%xmm0, %xmm2, %xmm2
	vmaxps	%xmm2, %xmm11, %xmm4
	vminps	%xmm4, %xmm12, %xmm4
	vmulps	%xmm20, %xmm4, %xmm5
	vaddps	%xmm22, %xmm5, %xmm5
	vaddps	%xmm26, %xmm5, %xmm6
	vmulps	%xmm21, %xmm6, %xmm7
	vaddps	%xmm7, %xmm4, %xmm4
	vmulps	%xmm16, %xmm6, %xmm6
	vsubps	%xmm6, %xmm4, %xmm7
	vmulps	%xmm7, %xmm7, %xmm8
	vmulps	%xmm23, %xmm8, %xmm9
	vaddps	%xmm24, %xmm9, %xmm9
	vmulps	%xmm9, %xmm8, %xmm9
	vaddps	%xmm25, %xmm9, %xmm9
	vmulps	%xmm9, %xmm8, %xmm9
	vaddps	%xmm27, %xmm9, %xmm9
	vmulps	%xmm9, %xmm8, %xmm9
	vaddps	%xmm28, %xmm9, %xmm9
	vmulps	%xmm9, %xmm8, %xmm8
	vsubps	%xmm8, %xmm7, %xmm8
	vmulps	%xmm7, %xmm8, %xmm7
	vsubps	%xmm8, %xmm29, %xmm8
	vdivps	%xmm8, %xmm7, %xmm7
	vsubps	%xmm7, %xmm6, %xmm6
	vsubps	%xmm6, %xmm4, %xmm4
	vaddps	%xmm30, %xmm4, %xmm4
	vpaddd	%xmm31, %xmm5, %xmm6
	vpsrld	$1, %xmm6, %xmm6
	vpsubd	%xmm6, %xmm5, %xmm5
	vpslld	$23, %xmm5, %xmm5
	vpslld	$23, %xmm6, %xmm6
	vpaddd	%xmm6, %xmm10, %xmm6
	vmulps	%xmm6, %xmm4, %xmm4
	vpaddd	%xmm5, %xmm14, %xmm5
	vmulps	%xmm5, %xmm4, %xmm4
	vcmpunordps	%xmm15, %xmm2, %k1
	vbroadcastss	.LCPI0_79(%rip), %xmm4 {%k1}
	vmovups	%xmm4, (%rcx,%r9,4)
	vmovups	%xmm4, (%rdi)
	addq	$4, %r9
	addq	$16, %rdi
	cmpq	%r9, %r13
	jne	.LBB0_83
	cmpq	$0, 288(%rsp)
	movq	24(%rsp), %r13
	vmovss	.LCPI0_72(%rip), %xmm9
	vmovss	.LCPI0_73(%rip), %xmm11
	vmovss	.LCPI0_74(%rip), %xmm12
	vmovss	.LCPI0_75(%rip), %xmm22
	vmovss	.LCPI0_76(%rip), %xmm20
	vpbroadcastq	.LCPI0_1(%rip), %zmm27
	vmovss	.LCPI0_63(%rip), %xmm16
	vmovss	.LCPI0_64(%rip), %xmm28
	vmovapd	.LCPI0_4(%rip), %zmm15
	vmovss	.LCPI0_65(%rip), %xmm29
	vmovss	.LCPI0_66(%rip), %xmm30
	vmovss	.LCPI0_67(%rip), %xmm31
	vmovss	.LCPI0_68(%rip), %xmm10
	vmovss	.LCPI0_69(%rip), %xmm25
	vmovss	.LCPI0_70(%rip), %xmm21
	vmovss	.LCPI0_71(%rip), %xmm23
	jne	.LBB0_230
	jmp	.LBB0_85
.LBB0_229:
	addq	%rax, %r9
	movq	%r9, %rbx
	movq	2240(%rsp), %rdx
	movq	2560(%rsp), %rcx
	vmovss	.LCPI0_73(%rip), %xmm11
	vmovss	.LCPI0_74(%rip), %xmm12
	vmovss	.LCPI0_75(%rip), %xmm22
	vmovss	.LCPI0_76(%rip), %xmm20
	vmovss	.LCPI0_69(%rip), %xmm25
	vmovss	.LCPI0_70(%rip), %xmm21
	vmovss	.LCPI0_71(%rip), %xmm23
	jmp	.LBB0_230
	.p2align	4
.LBB0_50:
	cmpb	$0, 416(%rsp)
	movq	560(%rsp), %rax
	cmovneq	%rsi, %rax
	vcvtusi2ss	%rax, %xmm13, %xmm0
	vmovss	.LCPI0_76(%rip), %xmm1
	vdivss	%xmm3, %xmm1, %xmm1
	cmpl	$0, -116(%rsp)
	movq	256(%rsp), %r8
	movq	2560(%rsp), %r9
	movq	536(%rsp), %rdi
	vmovss	.LCPI0_80(%rip), %xmm6
	vmovaps	1216(%rsp), %xmm16
	je	.LBB0_61
	cmpb	$0, 1016(%rsp)
	movq	-128(%rsp), %r12
	movl	$3449720151, %r11d
	movq	2240(%rsp), %r14
	movq	-8(%rsp), %r10
	movl	$2143289344, %esi
	vpbroadcastd	.LCPI0_78(%rip), %zmm11
	vmovups	4352(%rsp), %zmm21
	je	.LBB0_53
	xorl	%eax, %eax
	.p2align	4
.LBB0_60:
	vmovss	(%r14,%rax,4), %xmm2
	vaddss	%xmm2, %xmm2, %xmm3
	vmulss	%xmm6, %xmm3, %xmm3
	vsubss	(%r10,%rax,4), %xmm3, %xmm3
	vmulss	(%r9,%rax,4), %xmm1, %xmm4
	vcvtusi2ss	%rax, %xmm13, %xmm5
	vaddss	%xmm4, %xmm3, %xmm3
	vcmpeqss	%xmm0, %xmm5, %k1
	vmovss	.LCPI0_81(%rip), %xmm4 {%k1} {z}
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	2880(%rsp), %xmm3, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	(%r8,%rax,4), %xmm16, %xmm3
	vaddss	%xmm2, %xmm3, %xmm2
	vmovd	%xmm2, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%esi, %ecx
	movl	%ecx, (%r14,%rax,4)
	incq	%rax
	cmpq	%rax, %r12
	jne	.LBB0_60
	jmp	.LBB0_73
	.p2align	4
.LBB0_61:
	cmpb	$0, 248(%rsp)
	movq	-128(%rsp), %r12
	movl	$3449720151, %r11d
	movq	2240(%rsp), %r14
	movq	-8(%rsp), %r10
	movl	$2143289344, %esi
	vpbroadcastd	.LCPI0_78(%rip), %zmm11
	vmovups	4352(%rsp), %zmm21
	je	.LBB0_63
	xorl	%eax, %eax
.LBB0_70:
	movq	%rax, %rcx
	orq	$1, %rcx
	testb	$1, %r12b
	je	.LBB0_72
	movq	(%rsp), %r11
	vmovss	(%r11,%rax,4), %xmm2
	vaddss	%xmm2, %xmm2, %xmm3
	vmulss	%xmm6, %xmm3, %xmm3
	movq	1000(%rsp), %rdx
	vsubss	(%rdx,%rax,4), %xmm3, %xmm3
	vmulss	(%r9,%rax,4), %xmm1, %xmm4
	vcvtusi2ss	%rax, %xmm13, %xmm5
	vaddss	%xmm4, %xmm3, %xmm3
	vcmpeqss	%xmm0, %xmm5, %k1
	vmovss	.LCPI0_81(%rip), %xmm4 {%k1} {z}
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	2880(%rsp), %xmm3, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmovd	%xmm2, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	movl	$2143289344, %esi
	cmovael	%esi, %edx
	movl	%edx, (%r11,%rax,4)
	movl	$3449720151, %r11d
	movq	%rcx, %rax
.LBB0_72:
	cmpq	%rcx, %r12
	je	.LBB0_73
	.p2align	4
.LBB0_76:
	vmovss	(%r14,%rax,4), %xmm2
	vaddss	%xmm2, %xmm2, %xmm3
	vmulss	%xmm6, %xmm3, %xmm3
	vsubss	(%r10,%rax,4), %xmm3, %xmm3
	vmulss	-4(%rdi,%rax,4), %xmm1, %xmm4
	vaddss	%xmm4, %xmm3, %xmm3
	vcvtusi2ss	%rax, %xmm13, %xmm4
	vmovss	4(%r14,%rax,4), %xmm5
	vcmpeqss	%xmm0, %xmm4, %k1
	vmovss	.LCPI0_81(%rip), %xmm7
	vmovss	%xmm7, %xmm7, %xmm4 {%k1} {z}
	vaddss	%xmm3, %xmm4, %xmm3
	vmovaps	2880(%rsp), %xmm4
	vmulss	%xmm3, %xmm4, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmovd	%xmm2, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%esi, %ecx
	movl	%ecx, (%r14,%rax,4)
	vaddss	%xmm5, %xmm5, %xmm2
	vmulss	%xmm6, %xmm2, %xmm2
	vsubss	4(%r10,%rax,4), %xmm2, %xmm2
	vmulss	(%rdi,%rax,4), %xmm1, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	leaq	1(%rax), %rcx
	vcvtusi2ss	%rcx, %xmm14, %xmm3
	vcmpeqss	%xmm0, %xmm3, %k1
	vmovss	%xmm7, %xmm7, %xmm3 {%k1} {z}
	vaddss	%xmm2, %xmm3, %xmm2
	vmulss	%xmm2, %xmm4, %xmm2
	vsubss	%xmm2, %xmm5, %xmm2
	vmovd	%xmm2, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%esi, %ecx
	movl	%ecx, 4(%r14,%rax,4)
	addq	$2, %rax
	cmpq	%r12, %rax
	jne	.LBB0_76
	jmp	.LBB0_73
	.p2align	4
.LBB0_53:
	vbroadcastss	%xmm1, %zmm2
	vbroadcastss	%xmm0, %zmm3
	vbroadcastss	%xmm16, %zmm4
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm5
	vmovdqa64	.LCPI0_4(%rip), %zmm6
	movq	-96(%rsp), %rcx
	vbroadcastss	.LCPI0_80(%rip), %zmm12
	vbroadcastss	.LCPI0_82(%rip), %zmm20
	.p2align	4
.LBB0_54:
	vmovups	(%r14,%rax,4), %zmm7
	vaddps	%zmm7, %zmm7, %zmm8
	vmulps	%zmm12, %zmm8, %zmm8
	vsubps	(%r10,%rax,4), %zmm8, %zmm8
	vmulps	(%r9,%rax,4), %zmm2, %zmm9
	vaddps	%zmm9, %zmm8, %zmm8
	vcvtuqq2ps	%zmm5, %ymm9
	vcvtuqq2ps	%zmm6, %ymm10
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm9
	vcmpeqps	%zmm9, %zmm3, %k1
	vbroadcastss	.LCPI0_81(%rip), %zmm9 {%k1} {z}
	vaddps	%zmm8, %zmm9, %zmm8
	vmulps	%zmm8, %zmm21, %zmm8
	vmulps	(%r8,%rax,4), %zmm4, %zmm9
	vsubps	%zmm8, %zmm7, %zmm7
	vaddps	%zmm7, %zmm9, %zmm7
	vandps	%zmm20, %zmm7, %zmm8
	vpcmpgtd	%zmm11, %zmm8, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm7 {%k1}
	vmovdqu64	%zmm7, (%r14,%rax,4)
	addq	$16, %rax
	vpaddq	%zmm27, %zmm5, %zmm5
	vpaddq	%zmm27, %zmm6, %zmm6
	cmpq	%rax, %rcx
	jne	.LBB0_54
	cmpq	%rcx, %r12
	vpbroadcastd	.LCPI0_78(%rip), %xmm9
	vmovss	.LCPI0_80(%rip), %xmm6
	je	.LBB0_73
	movq	-96(%rsp), %rax
	testb	$12, %r12b
	je	.LBB0_60
	vbroadcastss	%xmm1, %xmm2
	vbroadcastss	%xmm0, %xmm3
	vbroadcastss	%xmm16, %xmm4
	movq	-96(%rsp), %rax
	vmovdqu	2624(%rsp), %ymm5
	movq	232(%rsp), %rcx
	vbroadcastss	.LCPI0_80(%rip), %xmm10
	vbroadcastss	.LCPI0_82(%rip), %xmm11
	vpbroadcastq	.LCPI0_83(%rip), %ymm12
	.p2align	4
.LBB0_58:
	vmovups	(%r14,%rax,4), %xmm6
	vaddps	%xmm6, %xmm6, %xmm7
	vmulps	%xmm7, %xmm10, %xmm7
	vsubps	(%r10,%rax,4), %xmm7, %xmm7
	vmulps	(%r9,%rax,4), %xmm2, %xmm8
	vaddps	%xmm7, %xmm8, %xmm7
	vcvtuqq2ps	%ymm5, %xmm8
	vcmpeqps	%xmm8, %xmm3, %k1
	vbroadcastss	.LCPI0_81(%rip), %xmm8 {%k1} {z}
	vaddps	%xmm7, %xmm8, %xmm7
	vmulps	%xmm7, %xmm21, %xmm7
	vmulps	(%r8,%rax,4), %xmm4, %xmm8
	vsubps	%xmm7, %xmm6, %xmm6
	vaddps	%xmm6, %xmm8, %xmm6
	vandps	%xmm6, %xmm11, %xmm7
	vpcmpgtd	%xmm9, %xmm7, %k1
	vpbroadcastd	.LCPI0_79(%rip), %xmm6 {%k1}
	vmovdqu	%xmm6, (%r14,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm5, %ymm12, %ymm5
	cmpq	%rax, %rcx
	jne	.LBB0_58
	movq	%rcx, %rax
	cmpq	%rcx, %r12
	vmovss	.LCPI0_80(%rip), %xmm6
	jne	.LBB0_60
	jmp	.LBB0_73
.LBB0_63:
	vbroadcastss	%xmm1, %zmm2
	vbroadcastss	%xmm0, %zmm3
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm4
	vmovdqa64	.LCPI0_4(%rip), %zmm5
	movq	-96(%rsp), %rcx
	vbroadcastss	.LCPI0_80(%rip), %zmm12
	vbroadcastss	.LCPI0_82(%rip), %zmm20
	.p2align	4
.LBB0_64:
	vmovups	(%r14,%rax,4), %zmm6
	vaddps	%zmm6, %zmm6, %zmm7
	vmulps	%zmm12, %zmm7, %zmm7
	vsubps	(%r10,%rax,4), %zmm7, %zmm7
	vmulps	(%r9,%rax,4), %zmm2, %zmm8
	vcvtuqq2ps	%zmm4, %ymm9
	vcvtuqq2ps	%zmm5, %ymm10
	vaddps	%zmm8, %zmm7, %zmm7
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm8
	vcmpeqps	%zmm8, %zmm3, %k1
	vbroadcastss	.LCPI0_81(%rip), %zmm8 {%k1} {z}
	vaddps	%zmm7, %zmm8, %zmm7
	vmulps	%zmm7, %zmm21, %zmm7
	vsubps	%zmm7, %zmm6, %zmm6
	vandps	%zmm20, %zmm6, %zmm7
	vpcmpgtd	%zmm11, %zmm7, %k1
	vpbroadcastd	.LCPI0_79(%rip), %zmm6 {%k1}
	vmovdqu64	%zmm6, (%r14,%rax,4)
	addq	$16, %rax
	vpaddq	%zmm27, %zmm4, %zmm4
	vpaddq	%zmm27, %zmm5, %zmm5
	cmpq	%rax, %rcx
	jne	.LBB0_64
	cmpq	%rcx, %r12
	vpbroadcastd	.LCPI0_78(%rip), %xmm8
	vmovss	.LCPI0_80(%rip), %xmm6
	je	.LBB0_73
	movq	-96(%rsp), %rax
	testb	$12, %r12b
	je	.LBB0_70
	vbroadcastss	%xmm1, %xmm2
	vbroadcastss	%xmm0, %xmm3
	movq	-96(%rsp), %rax
	vmovdqu	2624(%rsp), %ymm4
	movq	232(%rsp), %rcx
	vbroadcastss	.LCPI0_80(%rip), %xmm9
	vbroadcastss	.LCPI0_82(%rip), %xmm10
	vpbroadcastq	.LCPI0_83(%rip), %ymm11
	.p2align	4
.LBB0_68:
	vmovups	(%r14,%rax,4), %xmm5
	vaddps	%xmm5, %xmm5, %xmm6
	vmulps	%xmm6, %xmm9, %xmm6
	vsubps	(%r10,%rax,4), %xmm6, %xmm6
	vmulps	(%r9,%rax,4), %xmm2, %xmm7
	vaddps	%xmm7, %xmm6, %xmm6
	vcvtuqq2ps	%ymm4, %xmm7
	vcmpeqps	%xmm7, %xmm3, %k1
	vbroadcastss	.LCPI0_81(%rip), %xmm7 {%k1} {z}
	vaddps	%xmm6, %xmm7, %xmm6
	vmulps	%xmm6, %xmm21, %xmm6
	vsubps	%xmm6, %xmm5, %xmm5
	vandps	%xmm5, %xmm10, %xmm6
	vpcmpgtd	%xmm8, %xmm6, %k1
	vpbroadcastd	.LCPI0_79(%rip), %xmm5 {%k1}
	vmovdqu	%xmm5, (%r14,%rax,4)
	addq	$4, %rax
	vpaddq	%ymm4, %ymm11, %ymm4
	cmpq	%rax, %rcx
	jne	.LBB0_68
	movq	%rcx, %rax
	cmpq	%rcx, %r12
	vmovss	.LCPI0_80(%rip), %xmm6
	je	.LBB0_73
	jmp	.LBB0_70
.LBB0_25:
	vmovss	512(%rsp), %xmm2
	vmulss	-36(%rsp), %xmm2, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vcmpltss	%xmm0, %xmm19, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	vmovaps	%xmm0, 1216(%rsp)
	vmulss	-32(%rsp), %xmm2, %xmm2
	vmovss	%xmm2, 512(%rsp)
	movq	-56(%rsp), %r9
	cmpl	$0, -116(%rsp)
	jne	.LBB0_27
	jmp	.LBB0_45
.LBB0_75:
	addq	$136456, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.Lfunc_end0:
	.size	tessera_softmax_pull_x86_64_v4, .Lfunc_end0-tessera_softmax_pull_x86_64_v4

	.section	".note.GNU-stack","",@progbits
