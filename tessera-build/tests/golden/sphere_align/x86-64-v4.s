	.file	"sphere_align.toml"
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
.LCPI0_1:
	.quad	0
	.quad	0
	.quad	10
	.quad	0
	.quad	0
	.quad	13
	.quad	0
	.quad	0
.LCPI0_5:
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	0
	.quad	3
	.quad	0
	.quad	0
.LCPI0_6:
	.quad	8
	.quad	9
	.quad	10
	.quad	11
	.quad	12
	.quad	13
	.quad	14
	.quad	15
.LCPI0_56:
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
.LCPI0_2:
	.quad	16
.LCPI0_3:
	.quad	32
.LCPI0_4:
	.quad	48
.LCPI0_7:
	.quad	3528531795
.LCPI0_8:
	.quad	3449720151
.LCPI0_10:
	.quad	64
.LCPI0_11:
	.quad	8
.LCPI0_12:
	.quad	0x3fe0000000000000
.LCPI0_13:
	.quad	0x3df0000000000000
.LCPI0_14:
	.quad	614242
.LCPI0_15:
	.quad	-1023
.LCPI0_16:
	.quad	4503595332403200
.LCPI0_17:
	.long	4294967295
	.long	0
.LCPI0_18:
	.quad	4604544269498187776
.LCPI0_19:
	.quad	0xbff0000000000000
.LCPI0_20:
	.quad	0x4000000000000000
.LCPI0_21:
	.quad	0x3fc39a09d078c69f
.LCPI0_22:
	.quad	0x3fcc71c51d8e78af
.LCPI0_23:
	.quad	0x3fd999999997fa04
.LCPI0_24:
	.quad	0x3fc2f112df3e5244
.LCPI0_25:
	.quad	0x3fc7466496cb03de
.LCPI0_26:
	.quad	0x3fd2492494229359
.LCPI0_27:
	.quad	0x3fe5555555555593
.LCPI0_28:
	.quad	0x3dea39ef35793c76
.LCPI0_29:
	.quad	0x3fe62e42fee00000
.LCPI0_30:
	.quad	0xc000000000000000
.LCPI0_31:
	.quad	0x401921fb54442d18
.LCPI0_32:
	.quad	0x3fe45f306dc9c883
.LCPI0_33:
	.quad	0x4338000000000000
.LCPI0_34:
	.quad	0xc338000000000000
.LCPI0_35:
	.quad	0x3ff921fb54400000
.LCPI0_36:
	.quad	0x3dd0b4611a626331
.LCPI0_37:
	.quad	0x3dd0b4611a600000
.LCPI0_38:
	.quad	0x3ba3198a2e037073
.LCPI0_39:
	.quad	2047
.LCPI0_40:
	.quad	0x3efa01a019cb1590
.LCPI0_41:
	.quad	0xbf56c16c16c15177
.LCPI0_42:
	.quad	0x3fa555555555554c
.LCPI0_43:
	.quad	0x3da8fae9be8838d4
.LCPI0_44:
	.quad	0x3e21ee9ebdb4b1c4
.LCPI0_45:
	.quad	0xbe927e4f809c52ad
.LCPI0_46:
	.quad	0x3ff0000000000000
.LCPI0_47:
	.quad	0x3ec71de357b1fe7d
.LCPI0_48:
	.quad	0xbf2a01a019c161d5
.LCPI0_49:
	.quad	0x3f8111111110f8a6
.LCPI0_50:
	.quad	0x3de5d93a5acfd57c
.LCPI0_51:
	.quad	0xbe5ae5e68a2b9ceb
.LCPI0_52:
	.quad	0x3fc5555555555549
.LCPI0_53:
	.quad	0x8000000000000000
.LCPI0_54:
	.quad	1
.LCPI0_55:
	.quad	2
.LCPI0_57:
	.quad	0xbff921fb54400000
.LCPI0_58:
	.quad	0xbda8fae9be8838d4
.LCPI0_73:
	.long	3
	.long	7
.LCPI0_74:
	.quad	63
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
.LCPI0_9:
	.long	3449720151
.LCPI0_62:
	.long	0x80000000
.LCPI0_63:
	.long	0xbf800000
.LCPI0_64:
	.long	0x7fffffff
.LCPI0_65:
	.long	0x3b03126f
.LCPI0_66:
	.long	0x3f800000
.LCPI0_67:
	.long	0x2b8cbccc
.LCPI0_68:
	.long	0x40000000
.LCPI0_69:
	.long	2139095040
.LCPI0_70:
	.long	2143289344
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
.LCPI0_59:
	.quad	0x3fc39a09d078c69f
	.zero	8
.LCPI0_60:
	.quad	0x3fcc71c51d8e78af
	.quad	0x3fd2492494229359
.LCPI0_61:
	.quad	0x3fd999999997fa04
	.quad	0x3fe5555555555593
.LCPI0_71:
	.long	0
	.long	4
	.long	2
	.long	6
.LCPI0_72:
	.long	1
	.long	5
	.long	3
	.long	7
	.text
	.globl	tessera_sphere_align_x86_64_v4
	.p2align	4
	.type	tessera_sphere_align_x86_64_v4,@function
tessera_sphere_align_x86_64_v4:
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
	subq	$2952, %rsp
	movq	(%rdi), %rax
	movq	%rax, -96(%rsp)
	movq	8(%rdi), %r10
	movq	16(%rdi), %rax
	movq	%rax, -64(%rsp)
	movq	32(%rdi), %r13
	movq	40(%rdi), %r11
	movq	48(%rdi), %rax
	vmovss	64(%rdi), %xmm17
	vmovss	68(%rdi), %xmm0
	vmovss	%xmm0, 200(%rsp)
	movq	56(%rdi), %rcx
	movq	%rcx, 232(%rsp)
	movl	72(%rdi), %ecx
	movl	%ecx, -116(%rsp)
	vmovss	80(%rdi), %xmm0
	vmovss	%xmm0, 196(%rsp)
	vmovss	84(%rdi), %xmm0
	vmovss	%xmm0, 192(%rsp)
	movl	76(%rdi), %ecx
	movl	%ecx, 204(%rsp)
	vmovd	88(%rdi), %xmm0
	vmovd	%xmm0, 188(%rsp)
	movq	96(%rdi), %rcx
	movq	%rcx, -56(%rsp)
	movq	104(%rdi), %rcx
	movq	%rcx, 1112(%rsp)
	cmpq	$127, %rax
	movq	%r11, 904(%rsp)
	movq	%rax, -128(%rsp)
	ja	.LBB0_24
	movq	%r11, %rsi
	subq	%r13, %rsi
	jbe	.LBB0_157
	movq	-128(%rsp), %r8
	movq	%r8, %rdi
	shlq	$6, %rdi
	movl	$3449720151, %ebx
	movq	-56(%rsp), %r9
	movq	%r9, %rax
	shrq	$32, %rax
	leaq	(%r9,%rbx), %rcx
	addq	$-795284382, %rcx
	leaq	-305585874(%rax,%rbx), %rdx
	movq	%rdx, 176(%rsp)
	leaq	1013904242(%r9), %rdx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 448(%rsp)
	leaq	1993301258(%rax), %rcx
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 4672(%rsp)
	leaq	218619860(%r9,%rbx), %rdx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 2064(%rsp)
	leaq	842468239(%rax), %rcx
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 4608(%rsp)
	leaq	2027808484(%r9), %rdx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4544(%rsp)
	leaq	536882365(%rax,%rbx), %rcx
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 4480(%rsp)
	leaq	387276957(%r9), %rdx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4416(%rsp)
	leaq	-613950654(%rax,%rbx), %rcx
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 4352(%rsp)
	leaq	-408007425(%r9,%rbx), %rdx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4288(%rsp)
	leaq	1684936478(%rax), %rcx
	vpbroadcastq	%rdx, %zmm29
	leaq	1401181199(%r9), %rdx
	vpbroadcastq	%rcx, %zmm30
	leaq	(%rax,%rbx), %rcx
	addq	$228517585, %rcx
	addq	$534103459, %rax
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 4096(%rsp)
	leal	-1879881855(%r9), %edx
	vpbroadcastq	%r8, %zmm31
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 4864(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 5248(%rsp)
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 5184(%rsp)
	vpbroadcastd	%edx, %zmm6
	vbroadcastss	%xmm17, %zmm17
	leaq	-1(%r8), %rax
	movq	%rax, -32(%rsp)
	leaq	64(%r10,%r13,4), %rbx
	leaq	(%r10,%r13,4), %r14
	vbroadcastss	.LCPI0_62(%rip), %zmm13
	vmovss	.LCPI0_63(%rip), %xmm7
	vbroadcastss	.LCPI0_64(%rip), %xmm5
	vmovss	.LCPI0_65(%rip), %xmm14
	vmovss	.LCPI0_67(%rip), %xmm15
	vbroadcastss	.LCPI0_67(%rip), %zmm12
	vbroadcastss	.LCPI0_64(%rip), %zmm20
	vbroadcastss	.LCPI0_69(%rip), %zmm21
	vbroadcastss	.LCPI0_70(%rip), %zmm22
	vbroadcastss	.LCPI0_67(%rip), %xmm23
	vpbroadcastq	.LCPI0_2(%rip), %zmm4
	vmovdqu64	%zmm6, 5120(%rsp)
	vmovups	%zmm17, 384(%rsp)
	vmovdqu64	%zmm29, 4224(%rsp)
	vmovdqu64	%zmm30, 4160(%rsp)
	vmovdqu64	%zmm31, 4032(%rsp)
	jmp	.LBB0_5
	.p2align	4
.LBB0_279:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r8
.LBB0_280:
	cmpq	-104(%rsp), %rax
	cmovbq	%rax, %r12
	addq	%r13, %r12
	imulq	%r8, %r12
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$7048, %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	movq	-96(%rsp), %rax
	leaq	(%rax,%r12,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
.LBB0_281:
	addq	$64, %r13
	addq	$-64, %rsi
	addq	$256, %rbx
	addq	$256, %r14
	cmpq	%r11, %r13
	jae	.LBB0_157
.LBB0_5:
	cmpq	$64, %rsi
	movl	$64, %r15d
	cmovbq	%rsi, %r15
	cmpq	$1, %rsi
	movq	%rsi, %rax
	adcq	$0, %rax
	cmpq	$64, %rax
	movl	$64, %ecx
	cmovaeq	%rcx, %rax
	movq	%r11, %rcx
	subq	%r13, %rcx
	cmpq	$64, %rcx
	movl	$64, %edx
	cmovbq	%rcx, %rdx
	movq	%rdx, -104(%rsp)
	leaq	-1(%rdx), %r12
	movq	-128(%rsp), %rbp
	testq	%rbp, %rbp
	movq	-96(%rsp), %r10
	movq	-64(%rsp), %r11
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
	addq	%r13, %r8
	imulq	%rbp, %r8
	addq	%r9, %r8
	vmovss	(%r10,%r8,4), %xmm0
	vmovss	%xmm0, 7048(%rsp,%rdx,4)
	vmovss	(%r11,%r8,4), %xmm0
	vmovss	%xmm0, 39816(%rsp,%rdx,4)
	leal	1(%rdx), %r8d
	andl	$63, %r8d
	cmpq	%r8, %rcx
	cmovbeq	%r12, %r8
	addq	%r13, %r8
	imulq	%rbp, %r8
	addq	%r9, %r8
	vmovss	(%r10,%r8,4), %xmm0
	vmovss	%xmm0, 7052(%rsp,%rdx,4)
	vmovss	(%r11,%r8,4), %xmm0
	vmovss	%xmm0, 39820(%rsp,%rdx,4)
	addq	$2, %rdx
	cmpq	%rdx, %rdi
	jne	.LBB0_7
.LBB0_8:
	movq	%r15, -72(%rsp)
	cmpq	$0, 232(%rsp)
	movq	%r13, -80(%rsp)
	je	.LBB0_220
	movl	%eax, %ecx
	andl	$124, %ecx
	movl	%eax, %edx
	andl	$96, %edx
	vmovups	39816(%rsp), %zmm0
	vmovups	39880(%rsp), %zmm8
	vpbroadcastq	%r13, %zmm9
	vmovups	%zmm0, 2944(%rsp)
	vxorps	%zmm13, %zmm0, %zmm0
	vmovups	%zmm0, 2416(%rsp)
	vxorps	39944(%rsp), %zmm13, %zmm0
	vmovups	%zmm0, 3008(%rsp)
	vxorps	40008(%rsp), %zmm13, %zmm0
	vmovups	%zmm0, 2864(%rsp)
	vmovups	%zmm8, 1680(%rsp)
	vxorps	%zmm13, %zmm8, %zmm0
	vmovups	%zmm0, 3392(%rsp)
	movl	%eax, %r15d
	andl	$96, %r15d
	movl	%eax, %r11d
	andl	$124, %r11d
	movl	%eax, %r8d
	andl	$96, %r8d
	movq	%r8, (%rsp)
	movl	%eax, %r8d
	andl	$124, %r8d
	movq	%r8, -88(%rsp)
	xorl	%r10d, %r10d
	vmovss	196(%rsp), %xmm0
	vmovss	%xmm0, -112(%rsp)
	vmovss	200(%rsp), %xmm0
	vmovaps	%xmm0, 32(%rsp)
	vmovdqu64	%zmm9, 4736(%rsp)
	jmp	.LBB0_10
	.p2align	4
.LBB0_245:
	vpbroadcastd	.LCPI0_69(%rip), %zmm21
	vpbroadcastd	.LCPI0_70(%rip), %zmm22
.LBB0_246:
	incq	%r10
	cmpq	232(%rsp), %r10
	vpbroadcastq	.LCPI0_2(%rip), %zmm4
	je	.LBB0_220
.LBB0_10:
	cmpl	$0, 204(%rsp)
	jne	.LBB0_11
	vmovups	3840(%rsp), %zmm10
	cmpl	$0, -116(%rsp)
	vmovupd	%zmm28, 1216(%rsp)
	je	.LBB0_223
.LBB0_13:
	cmpq	$0, -128(%rsp)
	je	.LBB0_231
	vmovups	%zmm27, 3776(%rsp)
	vmovups	%zmm26, 3520(%rsp)
	movq	1112(%rsp), %r8
	addq	%r10, %r8
	movq	%r8, %r9
	shrq	$32, %r9
	movl	$3449720151, %ebp
	imulq	%rbp, %r9
	vpbroadcastq	%r9, %zmm0
	shrq	$32, %r9
	xorl	-56(%rsp), %r8d
	xorl	%r9d, %r8d
	leaq	78811644(%rbp), %r9
	imulq	%r8, %r9
	vpbroadcastq	%r9, %zmm1
	shrq	$32, %r9
	xorq	176(%rsp), %r9
	vpbroadcastq	%r9, %zmm2
	vmovdqu64	%zmm2, 2288(%rsp)
	vpxorq	448(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2224(%rsp)
	vpxorq	2064(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 2800(%rsp)
	xorl	%r8d, %r8d
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vmovdqa64	.LCPI0_6(%rip), %zmm2
	vmovdqa64	%zmm4, %zmm26
	vpbroadcastq	.LCPI0_8(%rip), %zmm20
	.p2align	4
.LBB0_15:
	vmovdqu64	%zmm2, 320(%rsp)
	vmovdqu64	%zmm1, 48(%rsp)
	vpaddq	%zmm26, %zmm1, %zmm0
	vpaddq	%zmm26, %zmm2, %zmm1
	vpbroadcastq	.LCPI0_3(%rip), %zmm3
	vpaddq	48(%rsp), %zmm3, %zmm2
	vpaddq	320(%rsp), %zmm3, %zmm3
	vpbroadcastq	.LCPI0_4(%rip), %zmm5
	vpaddq	48(%rsp), %zmm5, %zmm4
	vpaddq	320(%rsp), %zmm5, %zmm5
	vpbroadcastq	.LCPI0_74(%rip), %zmm13
	vpandq	320(%rsp), %zmm13, %zmm6
	vpandq	48(%rsp), %zmm13, %zmm7
	vpandq	%zmm13, %zmm1, %zmm8
	vpandq	%zmm13, %zmm0, %zmm9
	vpandq	%zmm13, %zmm3, %zmm10
	vpandq	%zmm13, %zmm2, %zmm11
	vpandq	%zmm13, %zmm5, %zmm12
	vpandq	%zmm13, %zmm4, %zmm13
	vpsrlq	$6, 320(%rsp), %zmm14
	vpsrlq	$6, 48(%rsp), %zmm15
	vpsrlq	$6, %zmm1, %zmm1
	vpsrlq	$6, %zmm0, %zmm0
	vpsrlq	$6, %zmm3, %zmm3
	vpsrlq	$6, %zmm2, %zmm2
	vpsrlq	$6, %zmm5, %zmm5
	vpsrlq	$6, %zmm4, %zmm4
	vmovdqu64	4736(%rsp), %zmm17
	vpaddq	%zmm17, %zmm7, %zmm7
	vpaddq	%zmm17, %zmm6, %zmm6
	vpaddq	%zmm17, %zmm9, %zmm9
	vpaddq	%zmm17, %zmm8, %zmm8
	vpaddq	%zmm17, %zmm11, %zmm11
	vpaddq	%zmm17, %zmm10, %zmm10
	vmovdqu64	4032(%rsp), %zmm16
	vpmullq	%zmm16, %zmm6, %zmm6
	vpmullq	%zmm16, %zmm7, %zmm7
	vpmullq	%zmm16, %zmm8, %zmm8
	vpmullq	%zmm16, %zmm9, %zmm9
	vpaddq	%zmm17, %zmm13, %zmm13
	vpaddq	%zmm17, %zmm12, %zmm12
	vpmullq	%zmm16, %zmm10, %zmm10
	vpaddq	%zmm14, %zmm6, %zmm6
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
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm6, %zmm17
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm7, %zmm18
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm8, %zmm1
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm9, %zmm19
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm3, %zmm0
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm10, %zmm16
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm11, %zmm2
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm4, %zmm5
	vmovdqu64	4864(%rsp), %zmm12
	vpternlogq	$150, %zmm12, %zmm18, %zmm7
	vpternlogq	$150, %zmm12, %zmm17, %zmm6
	vpternlogq	$150, %zmm12, %zmm19, %zmm9
	vpternlogq	$150, %zmm12, %zmm1, %zmm8
	vpternlogq	$150, %zmm12, %zmm16, %zmm10
	vpternlogq	$150, %zmm12, %zmm0, %zmm3
	vpternlogq	$150, %zmm12, %zmm5, %zmm4
	vpternlogq	$150, %zmm12, %zmm2, %zmm11
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm4, %zmm4
	vpmuludq	%zmm20, %zmm7, %zmm26
	vpmuludq	%zmm20, %zmm6, %zmm24
	vpmuludq	%zmm20, %zmm9, %zmm23
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm8, %zmm20
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm10, %zmm7
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm3, %zmm6
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm4, %zmm4
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm11, %zmm3
	vpsrlq	$32, %zmm24, %zmm8
	vpsrlq	$32, %zmm26, %zmm9
	vpsrlq	$32, %zmm20, %zmm10
	vpsrlq	$32, %zmm23, %zmm11
	vpsrlq	$32, %zmm6, %zmm13
	vpsrlq	$32, %zmm7, %zmm21
	vpsrlq	$32, %zmm3, %zmm22
	vpsrlq	$32, %zmm4, %zmm25
	vmovdqu64	2224(%rsp), %zmm27
	vpxorq	%zmm27, %zmm9, %zmm9
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm9, %zmm14
	vmovdqu64	%zmm14, 608(%rsp)
	vpxorq	%zmm27, %zmm8, %zmm8
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm8, %zmm15
	vmovdqu64	%zmm15, 1936(%rsp)
	vpxorq	%zmm27, %zmm11, %zmm8
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm8, %zmm12
	vmovdqu64	%zmm12, 1616(%rsp)
	vpxorq	%zmm27, %zmm10, %zmm8
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm8, %zmm29
	vmovdqu64	%zmm29, 1872(%rsp)
	vpxorq	%zmm27, %zmm21, %zmm8
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm8, %zmm11
	vpxorq	%zmm27, %zmm13, %zmm8
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm8, %zmm30
	vpxorq	%zmm27, %zmm25, %zmm8
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm8, %zmm9
	vpxorq	%zmm27, %zmm22, %zmm8
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm8, %zmm8
	vmovdqu64	%zmm8, 256(%rsp)
	vmovdqu64	2288(%rsp), %zmm28
	vpxorq	%zmm18, %zmm28, %zmm8
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm8, %zmm25
	vpxorq	%zmm17, %zmm28, %zmm8
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm8, %zmm18
	vpxorq	%zmm19, %zmm28, %zmm8
	vpsrlq	$32, %zmm15, %zmm15
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm8, %zmm22
	vpxorq	%zmm1, %zmm28, %zmm1
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm1, %zmm21
	vpxorq	%zmm16, %zmm28, %zmm1
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm1, %zmm13
	vpsrlq	$32, %zmm14, %zmm10
	vpxorq	%zmm0, %zmm28, %zmm0
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm0, %zmm19
	vpxorq	%zmm5, %zmm28, %zmm0
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm0, %zmm14
	vpxorq	%zmm2, %zmm28, %zmm2
	vpsrlq	$32, %zmm29, %zmm5
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 736(%rsp)
	vpsrlq	$32, %zmm18, %zmm2
	vpsrlq	$32, %zmm25, %zmm16
	vpsrlq	$32, %zmm21, %zmm28
	vpsrlq	$32, %zmm22, %zmm29
	vpsrlq	$32, %zmm12, %zmm31
	vmovdqu64	4672(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm26, %zmm16
	vpsrlq	$32, %zmm19, %zmm26
	vpternlogq	$150, %zmm0, %zmm24, %zmm2
	vpsrlq	$32, %zmm13, %zmm24
	vpternlogq	$150, %zmm0, %zmm23, %zmm29
	vpsrlq	$32, %zmm30, %zmm23
	vpternlogq	$150, %zmm0, %zmm20, %zmm28
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, %zmm0, %zmm7, %zmm24
	vpsrlq	$32, %zmm14, %zmm7
	vpternlogq	$150, %zmm0, %zmm6, %zmm26
	vpsrlq	$32, %zmm11, %zmm6
	vmovdqa64	%zmm11, %zmm17
	vpternlogq	$150, %zmm0, %zmm4, %zmm7
	vpternlogq	$150, %zmm0, %zmm3, %zmm20
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 1280(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm16, %zmm3
	vmovdqu64	%zmm3, 1408(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm28, %zmm4
	vmovdqu64	%zmm4, 1152(%rsp)
	vpsrlq	$32, %zmm9, %zmm28
	vmovdqa64	%zmm9, %zmm27
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm29, %zmm8
	vmovdqu64	%zmm8, 1344(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm26, %zmm9
	vmovdqu64	%zmm9, 976(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm24, %zmm11
	vmovdqu64	%zmm11, 1040(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm20, %zmm12
	vmovdqu64	%zmm12, 1552(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm7, %zmm7
	vmovdqu64	%zmm7, 800(%rsp)
	vmovdqu64	2800(%rsp), %zmm0
	vpxorq	%zmm0, %zmm10, %zmm2
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm24
	vpxorq	%zmm0, %zmm15, %zmm2
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm16
	vpxorq	%zmm0, %zmm31, %zmm2
	vpxorq	%zmm0, %zmm5, %zmm5
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm29
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm5, %zmm15
	vmovdqu64	%zmm15, 2000(%rsp)
	vpxorq	%zmm0, %zmm6, %zmm2
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 672(%rsp)
	vpxorq	%zmm0, %zmm23, %zmm5
	vpxorq	%zmm0, %zmm28, %zmm6
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm5, %zmm28
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm6, %zmm23
	vpsrlq	$32, %zmm24, %zmm20
	vmovdqu64	4608(%rsp), %zmm10
	vpternlogq	$150, %zmm25, %zmm10, %zmm20
	vpsrlq	$32, %zmm16, %zmm25
	vpternlogq	$150, %zmm18, %zmm10, %zmm25
	vpsrlq	$32, %zmm29, %zmm26
	vpternlogq	$150, %zmm22, %zmm10, %zmm26
	vpsrlq	$32, %zmm15, %zmm18
	vpternlogq	$150, %zmm21, %zmm10, %zmm18
	vpsrlq	$32, %zmm2, %zmm22
	vpternlogq	$150, %zmm13, %zmm10, %zmm22
	vpsrlq	$32, %zmm28, %zmm31
	vpternlogq	$150, %zmm19, %zmm10, %zmm31
	vpsrlq	$32, %zmm23, %zmm21
	vpternlogq	$150, %zmm14, %zmm10, %zmm21
	vpsrlq	$32, %zmm1, %zmm5
	vmovdqu64	4544(%rsp), %zmm2
	vpternlogq	$150, 1936(%rsp), %zmm2, %zmm5
	vpsrlq	$32, %zmm3, %zmm15
	vpternlogq	$150, 608(%rsp), %zmm2, %zmm15
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, 1872(%rsp), %zmm2, %zmm6
	vpsrlq	$32, %zmm8, %zmm14
	vpternlogq	$150, 1616(%rsp), %zmm2, %zmm14
	vpsrlq	$32, %zmm9, %zmm1
	vpternlogq	$150, %zmm2, %zmm30, %zmm1
	vpsrlq	$32, %zmm11, %zmm9
	vpternlogq	$150, %zmm2, %zmm17, %zmm9
	vpsrlq	$32, %zmm7, %zmm8
	vpternlogq	$150, %zmm2, %zmm27, %zmm8
	vpsrlq	$32, %zmm12, %zmm7
	vmovdqu64	256(%rsp), %zmm3
	vpternlogq	$150, %zmm2, %zmm3, %zmm7
	vpsrlq	$32, %zmm3, %zmm2
	vpxorq	%zmm0, %zmm2, %zmm2
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm12
	vpsrlq	$32, %zmm12, %zmm2
	vpternlogq	$150, 736(%rsp), %zmm10, %zmm2
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm15, %zmm27
	vpsrlq	$32, %zmm27, %zmm10
	vmovdqu64	4480(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm24, %zmm10
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm5, %zmm17
	vpsrlq	$32, %zmm17, %zmm13
	vpternlogq	$150, %zmm0, %zmm16, %zmm13
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm14, %zmm30
	vpsrlq	$32, %zmm30, %zmm11
	vpternlogq	$150, %zmm0, %zmm29, %zmm11
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm6, %zmm3
	vmovdqu64	%zmm3, 608(%rsp)
	vpsrlq	$32, %zmm3, %zmm29
	vpternlogq	$150, 2000(%rsp), %zmm0, %zmm29
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm9, %zmm3
	vmovdqu64	%zmm3, 736(%rsp)
	vpsrlq	$32, %zmm3, %zmm9
	vpternlogq	$150, 672(%rsp), %zmm0, %zmm9
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 672(%rsp)
	vpsrlq	$32, %zmm1, %zmm14
	vpternlogq	$150, %zmm0, %zmm28, %zmm14
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm8, %zmm1
	vmovdqu64	%zmm1, 256(%rsp)
	vpsrlq	$32, %zmm1, %zmm19
	vpternlogq	$150, %zmm0, %zmm23, %zmm19
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm25, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vmovdqu64	4416(%rsp), %zmm4
	vpternlogq	$150, 1280(%rsp), %zmm4, %zmm8
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm20, %zmm6
	vpsrlq	$32, %zmm6, %zmm16
	vpternlogq	$150, 1408(%rsp), %zmm4, %zmm16
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm18, %zmm28
	vpsrlq	$32, %zmm28, %zmm18
	vpternlogq	$150, 1152(%rsp), %zmm4, %zmm18
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm26, %zmm25
	vpsrlq	$32, %zmm25, %zmm3
	vpternlogq	$150, 1344(%rsp), %zmm4, %zmm3
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm31, %zmm23
	vpsrlq	$32, %zmm23, %zmm31
	vpternlogq	$150, 976(%rsp), %zmm4, %zmm31
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm22, %zmm26
	vpsrlq	$32, %zmm26, %zmm22
	vpternlogq	$150, 1040(%rsp), %zmm4, %zmm22
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 1152(%rsp)
	vpsrlq	$32, %zmm1, %zmm24
	vpternlogq	$150, 1552(%rsp), %zmm4, %zmm24
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm21, %zmm1
	vmovdqu64	%zmm1, 1344(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, 800(%rsp), %zmm4, %zmm2
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm7, %zmm15
	vpsrlq	$32, %zmm15, %zmm4
	vpternlogq	$150, %zmm0, %zmm12, %zmm4
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm16, %zmm0
	vmovdqu64	%zmm0, 976(%rsp)
	vpsrlq	$32, %zmm0, %zmm21
	vmovdqu64	4352(%rsp), %zmm1
	vpternlogq	$150, %zmm27, %zmm1, %zmm21
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm8, %zmm20
	vpsrlq	$32, %zmm20, %zmm7
	vpternlogq	$150, %zmm17, %zmm1, %zmm7
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm13, %zmm0
	vmovdqu64	%zmm0, 800(%rsp)
	vpsrlq	$32, %zmm0, %zmm12
	vmovdqu64	4288(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm5, %zmm12
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm3, %zmm8
	vpsrlq	$32, %zmm8, %zmm5
	vpternlogq	$150, %zmm30, %zmm1, %zmm5
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm10, %zmm3
	vmovdqu64	%zmm3, 1040(%rsp)
	vpsrlq	$32, %zmm3, %zmm30
	vpternlogq	$150, %zmm0, %zmm6, %zmm30
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm18, %zmm3
	vpsrlq	$32, %zmm3, %zmm18
	vpternlogq	$150, 608(%rsp), %zmm1, %zmm18
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm29, %zmm6
	vmovdqu64	%zmm6, 608(%rsp)
	vpsrlq	$32, %zmm6, %zmm27
	vpternlogq	$150, %zmm0, %zmm28, %zmm27
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm22, %zmm28
	vpsrlq	$32, %zmm28, %zmm10
	vpternlogq	$150, 736(%rsp), %zmm1, %zmm10
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm11, %zmm13
	vpsrlq	$32, %zmm13, %zmm6
	vpternlogq	$150, %zmm0, %zmm25, %zmm6
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm31, %zmm29
	vpsrlq	$32, %zmm29, %zmm22
	vpternlogq	$150, 672(%rsp), %zmm1, %zmm22
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm14, %zmm11
	vmovdqu64	%zmm11, 1280(%rsp)
	vpsrlq	$32, %zmm11, %zmm11
	vpternlogq	$150, %zmm0, %zmm23, %zmm11
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm14
	vpternlogq	$150, 256(%rsp), %zmm1, %zmm14
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm9, %zmm25
	vpsrlq	$32, %zmm25, %zmm9
	vpternlogq	$150, %zmm0, %zmm26, %zmm9
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm24, %zmm16
	vmovdqu64	%zmm16, 672(%rsp)
	vpsrlq	$32, %zmm16, %zmm17
	vpternlogq	$150, %zmm15, %zmm1, %zmm17
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm4, %zmm16
	vpsrlq	$32, %zmm16, %zmm23
	vpternlogq	$150, 1152(%rsp), %zmm0, %zmm23
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm19, %zmm31
	vpsrlq	$32, %zmm31, %zmm1
	vpternlogq	$150, 1344(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm30, %zmm0
	vmovdqu64	%zmm0, 736(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vmovdqu64	4224(%rsp), %zmm30
	vpternlogq	$150, 976(%rsp), %zmm30, %zmm15
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm12, %zmm24
	vpsrlq	$32, %zmm24, %zmm4
	vpternlogq	$150, %zmm30, %zmm20, %zmm4
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm6, %zmm20
	vpsrlq	$32, %zmm20, %zmm6
	vpternlogq	$150, %zmm30, %zmm8, %zmm6
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm27, %zmm26
	vpsrlq	$32, %zmm26, %zmm8
	vpternlogq	$150, %zmm30, %zmm3, %zmm8
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm9, %zmm27
	vpsrlq	$32, %zmm27, %zmm9
	vpternlogq	$150, %zmm30, %zmm28, %zmm9
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm11, %zmm28
	vpsrlq	$32, %zmm28, %zmm11
	vpternlogq	$150, %zmm30, %zmm29, %zmm11
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm1, %zmm29
	vpsrlq	$32, %zmm29, %zmm12
	vpternlogq	$150, %zmm30, %zmm2, %zmm12
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm7, %zmm0
	vmovdqu64	%zmm0, 256(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vmovdqu64	4160(%rsp), %zmm0
	vpternlogq	$150, 800(%rsp), %zmm0, %zmm7
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm21, %zmm1
	vmovdqu64	%zmm1, 800(%rsp)
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, 1040(%rsp), %zmm0, %zmm21
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm18, %zmm3
	vpsrlq	$32, %zmm3, %zmm18
	vpternlogq	$150, 608(%rsp), %zmm0, %zmm18
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm1
	vpternlogq	$150, %zmm13, %zmm0, %zmm1
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm22, %zmm2
	vmovdqu64	%zmm2, 608(%rsp)
	vpsrlq	$32, %zmm2, %zmm19
	vpternlogq	$150, 1280(%rsp), %zmm0, %zmm19
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm10, %zmm10
	vpsrlq	$32, %zmm10, %zmm22
	vpternlogq	$150, %zmm25, %zmm0, %zmm22
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm25
	vpternlogq	$150, %zmm16, %zmm0, %zmm25
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm14, %zmm14
	vpsrlq	$32, %zmm14, %zmm2
	vpternlogq	$150, %zmm31, %zmm0, %zmm2
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm23, %zmm31
	vpsrlq	$32, %zmm31, %zmm16
	vpternlogq	$150, 672(%rsp), %zmm30, %zmm16
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm21, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	4096(%rsp), %zmm30
	vpternlogq	$150, 736(%rsp), %zmm30, %zmm0
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm21
	vpternlogq	$150, %zmm24, %zmm30, %zmm21
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm7
	vpternlogq	$150, %zmm20, %zmm30, %zmm7
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm18, %zmm1
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, %zmm26, %zmm30, %zmm18
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm22, %zmm1
	vpsrlq	$32, %zmm1, %zmm13
	vpternlogq	$150, %zmm27, %zmm30, %zmm13
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm19, %zmm1
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, %zmm28, %zmm30, %zmm20
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm22
	vpternlogq	$150, %zmm29, %zmm30, %zmm22
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm4, %zmm26
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm15, %zmm24
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm8, %zmm23
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm6, %zmm19
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm11, %zmm11
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm9, %zmm9
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm16, %zmm6
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm25, %zmm1
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm12, %zmm8
	vpsrlq	$32, %zmm1, %zmm12
	vpternlogq	$150, %zmm31, %zmm30, %zmm12
	vpsrlq	$32, %zmm26, %zmm1
	vmovdqu64	5248(%rsp), %zmm25
	vpternlogq	$150, 256(%rsp), %zmm25, %zmm1
	vpsrlq	$32, %zmm24, %zmm2
	vpternlogq	$150, 800(%rsp), %zmm25, %zmm2
	vpsrlq	$32, %zmm23, %zmm4
	vpternlogq	$150, %zmm25, %zmm3, %zmm4
	vpsrlq	$32, %zmm19, %zmm3
	vpternlogq	$150, %zmm25, %zmm5, %zmm3
	vpsrlq	$32, %zmm11, %zmm5
	vpternlogq	$150, 608(%rsp), %zmm25, %zmm5
	vpsrlq	$32, %zmm9, %zmm15
	vpternlogq	$150, %zmm25, %zmm10, %zmm15
	vpsrlq	$32, %zmm6, %zmm10
	vpternlogq	$150, %zmm25, %zmm17, %zmm10
	vpbroadcastq	.LCPI0_7(%rip), %zmm17
	vpsrlq	$32, %zmm8, %zmm16
	vpternlogq	$150, %zmm25, %zmm14, %zmm16
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm2, %zmm1
	vpmovqd	%zmm3, %ymm2
	vpmovqd	%zmm4, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm2
	vpmovqd	%zmm15, %ymm3
	vpmovqd	%zmm5, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm16, %ymm4
	vpmovqd	%zmm10, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpmuludq	%zmm17, %zmm21, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vmovdqu64	5184(%rsp), %zmm16
	vpternlogq	$150, %zmm26, %zmm16, %zmm5
	vpbroadcastq	.LCPI0_2(%rip), %zmm26
	vpmuludq	%zmm17, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm24, %zmm16, %zmm0
	vpmuludq	%zmm17, %zmm18, %zmm10
	vpsrlq	$32, %zmm10, %zmm10
	vpternlogq	$150, %zmm23, %zmm16, %zmm10
	vpmuludq	%zmm17, %zmm7, %zmm7
	vpmuludq	%zmm17, %zmm20, %zmm14
	vpbroadcastq	.LCPI0_8(%rip), %zmm20
	vpmuludq	%zmm17, %zmm13, %zmm13
	vpmuludq	%zmm17, %zmm12, %zmm12
	vpmuludq	%zmm17, %zmm22, %zmm15
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm19, %zmm16, %zmm7
	vpternlogq	$150, %zmm11, %zmm16, %zmm14
	vpternlogq	$150, %zmm9, %zmm16, %zmm13
	vpternlogq	$150, %zmm6, %zmm16, %zmm12
	vpternlogq	$150, %zmm8, %zmm16, %zmm15
	vpmuludq	%zmm20, %zmm0, %zmm0
	vpmuludq	%zmm20, %zmm5, %zmm5
	vpmuludq	%zmm20, %zmm7, %zmm6
	vpmuludq	%zmm20, %zmm10, %zmm7
	vpmuludq	%zmm20, %zmm13, %zmm8
	vpmuludq	%zmm20, %zmm14, %zmm9
	vpmuludq	%zmm20, %zmm15, %zmm10
	vpmuludq	%zmm20, %zmm12, %zmm11
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
	vpbroadcastd	.LCPI0_9(%rip), %zmm9
	vpmulld	%zmm9, %zmm1, %zmm1
	vmovdqu64	5120(%rsp), %zmm8
	vpternlogd	$150, %zmm1, %zmm8, %zmm12
	vpmulld	%zmm9, %zmm2, %zmm1
	vmovdqu64	320(%rsp), %zmm2
	vpternlogd	$150, %zmm1, %zmm8, %zmm14
	vpmulld	%zmm9, %zmm3, %zmm1
	vpternlogd	$150, %zmm1, %zmm8, %zmm13
	vpmulld	%zmm9, %zmm4, %zmm1
	vpternlogd	$150, %zmm1, %zmm8, %zmm15
	vmovdqu64	48(%rsp), %zmm1
	vmovdqu64	%zmm12, 72584(%rsp,%r8,4)
	vmovdqu64	%zmm14, 72648(%rsp,%r8,4)
	vmovdqu64	%zmm0, 105352(%rsp,%r8,4)
	vmovdqu64	%zmm13, 72712(%rsp,%r8,4)
	vmovdqu64	%zmm5, 105416(%rsp,%r8,4)
	vmovdqu64	%zmm6, 105480(%rsp,%r8,4)
	vmovdqu64	%zmm15, 72776(%rsp,%r8,4)
	vmovdqu64	%zmm7, 105544(%rsp,%r8,4)
	addq	$64, %r8
	vpbroadcastq	.LCPI0_10(%rip), %zmm0
	vpaddq	%zmm0, %zmm1, %zmm1
	vpaddq	%zmm0, %zmm2, %zmm2
	cmpq	%r8, %rdi
	jne	.LBB0_15
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_17:
	vcvtudq2pd	105352(%rsp,%r8,4), %zmm0
	vcvtudq2pd	105384(%rsp,%r8,4), %zmm1
	vcvtudq2pd	105416(%rsp,%r8,4), %zmm2
	vcvtudq2pd	105448(%rsp,%r8,4), %zmm3
	vcvtudq2pd	105480(%rsp,%r8,4), %zmm4
	vcvtudq2pd	105512(%rsp,%r8,4), %zmm5
	vcvtudq2pd	105544(%rsp,%r8,4), %zmm6
	vcvtudq2pd	105576(%rsp,%r8,4), %zmm7
	vbroadcastsd	.LCPI0_12(%rip), %zmm11
	vaddpd	%zmm11, %zmm1, %zmm8
	vaddpd	%zmm11, %zmm0, %zmm0
	vaddpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm11, %zmm2, %zmm2
	vaddpd	%zmm11, %zmm5, %zmm9
	vaddpd	%zmm11, %zmm4, %zmm4
	vaddpd	%zmm11, %zmm7, %zmm10
	vaddpd	%zmm11, %zmm6, %zmm11
	vbroadcastsd	.LCPI0_13(%rip), %zmm12
	vmulpd	%zmm12, %zmm0, %zmm1
	vmulpd	%zmm12, %zmm8, %zmm5
	vmulpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm12, %zmm3, %zmm6
	vmulpd	%zmm12, %zmm4, %zmm3
	vmulpd	%zmm12, %zmm9, %zmm7
	vmulpd	%zmm12, %zmm11, %zmm4
	vmulpd	%zmm12, %zmm10, %zmm8
	vbroadcastsd	.LCPI0_31(%rip), %zmm0
	vmulpd	%zmm0, %zmm5, %zmm14
	vmulpd	%zmm0, %zmm1, %zmm21
	vmulpd	%zmm0, %zmm6, %zmm10
	vmulpd	%zmm0, %zmm2, %zmm12
	vmulpd	%zmm0, %zmm7, %zmm5
	vmulpd	%zmm0, %zmm3, %zmm9
	vmulpd	%zmm0, %zmm8, %zmm1
	vmulpd	%zmm0, %zmm4, %zmm3
	vbroadcastsd	.LCPI0_32(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm0
	vmulpd	%zmm13, %zmm14, %zmm2
	vmulpd	%zmm13, %zmm12, %zmm4
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm9, %zmm7
	vmulpd	%zmm13, %zmm5, %zmm8
	vmulpd	%zmm13, %zmm3, %zmm11
	vmulpd	%zmm13, %zmm1, %zmm13
	vbroadcastsd	.LCPI0_33(%rip), %zmm15
	vaddpd	%zmm15, %zmm2, %zmm19
	vmovupd	%zmm19, 2736(%rsp)
	vaddpd	%zmm15, %zmm0, %zmm17
	vmovupd	%zmm17, 2800(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 2224(%rsp)
	vaddpd	%zmm15, %zmm4, %zmm18
	vmovupd	%zmm18, 2288(%rsp)
	vaddpd	%zmm15, %zmm8, %zmm4
	vmovupd	%zmm4, 1872(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1616(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm2
	vmovupd	%zmm2, 1936(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 2000(%rsp)
	vbroadcastsd	.LCPI0_34(%rip), %zmm0
	vaddpd	%zmm0, %zmm17, %zmm20
	vaddpd	%zmm0, %zmm19, %zmm17
	vaddpd	%zmm0, %zmm18, %zmm13
	vaddpd	%zmm0, %zmm16, %zmm11
	vaddpd	%zmm0, %zmm7, %zmm8
	vaddpd	%zmm0, %zmm4, %zmm7
	vaddpd	%zmm0, %zmm6, %zmm4
	vaddpd	%zmm0, %zmm2, %zmm6
	vbroadcastsd	.LCPI0_35(%rip), %zmm25
	vmulpd	%zmm25, %zmm17, %zmm18
	vmulpd	%zmm25, %zmm20, %zmm0
	vmulpd	%zmm25, %zmm11, %zmm15
	vmulpd	%zmm25, %zmm13, %zmm19
	vmulpd	%zmm25, %zmm7, %zmm16
	vsubpd	%zmm0, %zmm21, %zmm2
	vbroadcastsd	.LCPI0_36(%rip), %zmm27
	vmulpd	%zmm27, %zmm20, %zmm0
	vbroadcastsd	.LCPI0_37(%rip), %zmm28
	vmulpd	%zmm28, %zmm20, %zmm22
	vsubpd	%zmm0, %zmm2, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_39(%rip), %zmm30
	vpandq	%zmm30, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm30, %zmm23, %zmm23
	vpaddq	%zmm26, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm2, %zmm23
	vsubpd	%zmm23, %zmm2, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm21
	vmulpd	%zmm25, %zmm8, %zmm22
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_38(%rip), %zmm29
	vmulpd	%zmm29, %zmm20, %zmm20
	vsubpd	%zmm21, %zmm20, %zmm0 {%k1}
	vmulpd	%zmm27, %zmm17, %zmm21
	vmulpd	%zmm28, %zmm17, %zmm20
	vmovapd	%zmm23, %zmm2 {%k1}
	vsubpd	%zmm21, %zmm18, %zmm23
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm30, %zmm23, %zmm23
	vpaddq	%zmm26, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm14, %k1
	vsubpd	%zmm20, %zmm18, %zmm14
	vsubpd	%zmm14, %zmm18, %zmm23
	vsubpd	%zmm20, %zmm23, %zmm20
	vmulpd	%zmm25, %zmm6, %zmm24
	vsubpd	%zmm19, %zmm12, %zmm19
	vmulpd	%zmm29, %zmm17, %zmm17
	vsubpd	%zmm20, %zmm17, %zmm21 {%k1}
	vmulpd	%zmm27, %zmm13, %zmm17
	vmulpd	%zmm28, %zmm13, %zmm20
	vmovapd	%zmm14, %zmm18 {%k1}
	vsubpd	%zmm17, %zmm19, %zmm14
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm30, %zmm12, %zmm12
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpaddq	%zmm26, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm12, %k1
	vsubpd	%zmm20, %zmm19, %zmm14
	vsubpd	%zmm14, %zmm19, %zmm12
	vsubpd	%zmm20, %zmm12, %zmm20
	vmulpd	%zmm25, %zmm4, %zmm23
	vsubpd	%zmm15, %zmm10, %zmm12
	vsubpd	%zmm22, %zmm9, %zmm22
	vsubpd	%zmm16, %zmm5, %zmm16
	vsubpd	%zmm23, %zmm3, %zmm23
	vsubpd	%zmm24, %zmm1, %zmm24
	vmulpd	%zmm29, %zmm13, %zmm13
	vsubpd	%zmm20, %zmm13, %zmm17 {%k1}
	vmulpd	%zmm27, %zmm11, %zmm25
	vmulpd	%zmm28, %zmm11, %zmm13
	vmovapd	%zmm14, %zmm19 {%k1}
	vsubpd	%zmm25, %zmm12, %zmm14
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpaddq	%zmm26, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm10, %k1
	vsubpd	%zmm13, %zmm12, %zmm14
	vsubpd	%zmm14, %zmm12, %zmm10
	vsubpd	%zmm13, %zmm10, %zmm13
	vmulpd	%zmm27, %zmm8, %zmm10
	vmulpd	%zmm29, %zmm11, %zmm11
	vsubpd	%zmm13, %zmm11, %zmm25 {%k1}
	vmulpd	%zmm27, %zmm7, %zmm11
	vmulpd	%zmm28, %zmm8, %zmm13
	vmovapd	%zmm14, %zmm12 {%k1}
	vsubpd	%zmm10, %zmm22, %zmm14
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm30, %zmm9, %zmm9
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpaddq	%zmm26, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm9, %k1
	vsubpd	%zmm13, %zmm22, %zmm9
	vsubpd	%zmm9, %zmm22, %zmm14
	vsubpd	%zmm13, %zmm14, %zmm13
	vmulpd	%zmm27, %zmm4, %zmm14
	vmulpd	%zmm29, %zmm8, %zmm8
	vsubpd	%zmm13, %zmm8, %zmm10 {%k1}
	vmulpd	%zmm27, %zmm6, %zmm8
	vmulpd	%zmm28, %zmm7, %zmm13
	vmovapd	%zmm9, %zmm22 {%k1}
	vsubpd	%zmm11, %zmm16, %zmm9
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm30, %zmm5, %zmm5
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm30, %zmm9, %zmm9
	vpaddq	%zmm26, %zmm9, %zmm9
	vpcmpgtq	%zmm9, %zmm5, %k1
	vsubpd	%zmm13, %zmm16, %zmm5
	vsubpd	%zmm5, %zmm16, %zmm9
	vsubpd	%zmm13, %zmm9, %zmm9
	vmulpd	%zmm28, %zmm4, %zmm13
	vmulpd	%zmm29, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm7, %zmm11 {%k1}
	vmulpd	%zmm28, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm24, %zmm9
	vmovapd	%zmm5, %zmm16 {%k1}
	vsubpd	%zmm14, %zmm23, %zmm5
	vpsrlq	$52, %zmm3, %zmm3
	vpandq	%zmm30, %zmm3, %zmm3
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm30, %zmm5, %zmm5
	vpaddq	%zmm26, %zmm5, %zmm5
	vpcmpgtq	%zmm5, %zmm3, %k1
	vsubpd	%zmm13, %zmm23, %zmm3
	vmulpd	%zmm29, %zmm6, %zmm5
	vmulpd	%zmm29, %zmm4, %zmm4
	vsubpd	%zmm9, %zmm24, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm3, %zmm23, %zmm7
	vsubpd	%zmm13, %zmm7, %zmm7
	vsubpd	%zmm8, %zmm24, %zmm13
	vpsrlq	$52, %zmm1, %zmm1
	vpandq	%zmm30, %zmm1, %zmm1
	vpsrlq	$52, %zmm13, %zmm13
	vpandq	%zmm30, %zmm13, %zmm13
	vpaddq	%zmm26, %zmm13, %zmm13
	vmovapd	%zmm3, %zmm23 {%k1}
	vsubpd	%zmm7, %zmm4, %zmm14 {%k1}
	vpcmpgtq	%zmm13, %zmm1, %k1
	vmovapd	%zmm9, %zmm24 {%k1}
	vsubpd	%zmm6, %zmm5, %zmm8 {%k1}
	vsubpd	%zmm21, %zmm18, %zmm26
	vsubpd	%zmm0, %zmm2, %zmm27
	vsubpd	%zmm25, %zmm12, %zmm5
	vsubpd	%zmm17, %zmm19, %zmm28
	vsubpd	%zmm11, %zmm16, %zmm31
	vsubpd	%zmm10, %zmm22, %zmm30
	vsubpd	%zmm8, %zmm24, %zmm13
	vsubpd	%zmm14, %zmm23, %zmm20
	vsubpd	%zmm27, %zmm2, %zmm1
	vmovupd	%zmm27, 320(%rsp)
	vsubpd	%zmm26, %zmm18, %zmm2
	vmovupd	%zmm26, 800(%rsp)
	vsubpd	%zmm28, %zmm19, %zmm3
	vmovupd	%zmm28, 672(%rsp)
	vsubpd	%zmm5, %zmm12, %zmm4
	vmovupd	%zmm5, 48(%rsp)
	vsubpd	%zmm30, %zmm22, %zmm12
	vsubpd	%zmm31, %zmm16, %zmm15
	vmovupd	%zmm31, 256(%rsp)
	vsubpd	%zmm20, %zmm23, %zmm16
	vsubpd	%zmm13, %zmm24, %zmm18
	vsubpd	%zmm21, %zmm2, %zmm2
	vmovupd	%zmm2, 1280(%rsp)
	vsubpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1552(%rsp)
	vsubpd	%zmm25, %zmm4, %zmm0
	vmovupd	%zmm0, 1152(%rsp)
	vsubpd	%zmm17, %zmm3, %zmm0
	vmovupd	%zmm0, 1344(%rsp)
	vsubpd	%zmm11, %zmm15, %zmm0
	vmovupd	%zmm0, 976(%rsp)
	vsubpd	%zmm10, %zmm12, %zmm0
	vmovupd	%zmm0, 1040(%rsp)
	vsubpd	%zmm8, %zmm18, %zmm0
	vmovupd	%zmm0, 608(%rsp)
	vsubpd	%zmm14, %zmm16, %zmm0
	vmovupd	%zmm0, 736(%rsp)
	vmulpd	%zmm26, %zmm26, %zmm22
	vmulpd	%zmm27, %zmm27, %zmm4
	vmulpd	%zmm5, %zmm5, %zmm10
	vmulpd	%zmm4, %zmm4, %zmm11
	vmovupd	%zmm11, 3200(%rsp)
	vmulpd	%zmm22, %zmm22, %zmm2
	vmovupd	%zmm2, 2672(%rsp)
	vbroadcastsd	.LCPI0_40(%rip), %zmm3
	vmulpd	%zmm3, %zmm22, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm22, %zmm0
	vbroadcastsd	.LCPI0_42(%rip), %zmm6
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm22, %zmm0
	vbroadcastsd	.LCPI0_43(%rip), %zmm7
	vmulpd	%zmm7, %zmm22, %zmm1
	vbroadcastsd	.LCPI0_44(%rip), %zmm8
	vsubpd	%zmm1, %zmm8, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vbroadcastsd	.LCPI0_45(%rip), %zmm9
	vaddpd	%zmm9, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm7, %zmm4, %zmm2
	vsubpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1808(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm4, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm4, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm4, %zmm1
	vmovapd	%zmm4, %zmm2
	vaddpd	%zmm0, %zmm1, %zmm17
	vmulpd	%zmm7, %zmm10, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm10, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm10, %zmm1
	vmovupd	%zmm1, 3328(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm10, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1744(%rsp)
	vmulpd	%zmm28, %zmm28, %zmm26
	vmulpd	%zmm7, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm26, %zmm26, %zmm1
	vmovupd	%zmm1, 2544(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm26, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm18
	vmulpd	%zmm31, %zmm31, %zmm28
	vmulpd	%zmm7, %zmm28, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm28, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm28, %zmm1
	vmovupd	%zmm1, 3264(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm28, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2480(%rsp)
	vmulpd	%zmm30, %zmm30, %zmm31
	vmovupd	%zmm30, 5376(%rsp)
	vmulpd	%zmm7, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 2160(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm4
	vmulpd	%zmm0, %zmm4, %zmm0
	vmulpd	%zmm3, %zmm31, %zmm4
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm31, %zmm4
	vaddpd	%zmm6, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm31, %zmm4
	vaddpd	%zmm0, %zmm4, %zmm0
	vmovupd	%zmm0, 3136(%rsp)
	vmulpd	%zmm13, %zmm13, %zmm29
	vmovapd	%zmm13, %zmm21
	vmovupd	%zmm13, 5312(%rsp)
	vmulpd	%zmm7, %zmm29, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm29, %zmm1
	vmovupd	%zmm1, 2608(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm15
	vmulpd	%zmm0, %zmm15, %zmm0
	vmulpd	%zmm3, %zmm29, %zmm15
	vaddpd	%zmm5, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm29, %zmm15
	vaddpd	%zmm6, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm29, %zmm15
	vaddpd	%zmm0, %zmm15, %zmm0
	vmovupd	%zmm0, 3584(%rsp)
	vmovapd	%zmm20, %zmm23
	vmovupd	%zmm20, 5440(%rsp)
	vmulpd	%zmm20, %zmm20, %zmm27
	vmulpd	%zmm7, %zmm27, %zmm0
	vsubpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm15
	vmulpd	%zmm27, %zmm27, %zmm0
	vmovupd	%zmm0, 5504(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm24
	vmulpd	%zmm15, %zmm24, %zmm15
	vmulpd	%zmm3, %zmm27, %zmm24
	vaddpd	%zmm5, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm27, %zmm24
	vaddpd	%zmm6, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm27, %zmm24
	vaddpd	%zmm15, %zmm24, %zmm15
	vbroadcastsd	.LCPI0_12(%rip), %zmm1
	vmulpd	%zmm1, %zmm22, %zmm25
	vbroadcastsd	.LCPI0_46(%rip), %zmm16
	vsubpd	%zmm25, %zmm16, %zmm24
	vsubpd	%zmm24, %zmm16, %zmm14
	vsubpd	%zmm25, %zmm14, %zmm14
	vmovupd	%zmm2, 1408(%rsp)
	vmulpd	%zmm1, %zmm2, %zmm0
	vsubpd	%zmm0, %zmm16, %zmm25
	vsubpd	%zmm25, %zmm16, %zmm12
	vsubpd	%zmm0, %zmm12, %zmm7
	vmovapd	%zmm10, %zmm0
	vmulpd	%zmm1, %zmm10, %zmm12
	vsubpd	%zmm12, %zmm16, %zmm19
	vsubpd	%zmm19, %zmm16, %zmm11
	vsubpd	%zmm12, %zmm11, %zmm11
	vmulpd	%zmm1, %zmm26, %zmm12
	vsubpd	%zmm12, %zmm16, %zmm9
	vsubpd	%zmm9, %zmm16, %zmm8
	vsubpd	%zmm12, %zmm8, %zmm8
	vmulpd	%zmm1, %zmm28, %zmm12
	vsubpd	%zmm12, %zmm16, %zmm6
	vsubpd	%zmm6, %zmm16, %zmm10
	vsubpd	%zmm12, %zmm10, %zmm10
	vmulpd	%zmm1, %zmm31, %zmm12
	vsubpd	%zmm12, %zmm16, %zmm5
	vsubpd	%zmm5, %zmm16, %zmm20
	vsubpd	%zmm12, %zmm20, %zmm12
	vmulpd	%zmm1, %zmm29, %zmm20
	vsubpd	%zmm20, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm13
	vsubpd	%zmm20, %zmm13, %zmm13
	vmulpd	%zmm1, %zmm27, %zmm20
	vsubpd	%zmm20, %zmm16, %zmm3
	vsubpd	%zmm3, %zmm16, %zmm16
	vsubpd	%zmm20, %zmm16, %zmm16
	vmulpd	%zmm17, %zmm2, %zmm17
	vmovupd	1552(%rsp), %zmm2
	vmulpd	320(%rsp), %zmm2, %zmm20
	vsubpd	%zmm20, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm7, %zmm7
	vmulpd	1808(%rsp), %zmm22, %zmm17
	vmovupd	800(%rsp), %zmm1
	vmulpd	1280(%rsp), %zmm1, %zmm20
	vsubpd	%zmm20, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm14, %zmm14
	vmulpd	%zmm18, %zmm26, %zmm17
	vmovupd	672(%rsp), %zmm1
	vmulpd	1344(%rsp), %zmm1, %zmm18
	vsubpd	%zmm18, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm8, %zmm17
	vmulpd	1744(%rsp), %zmm0, %zmm8
	vmovapd	%zmm0, %zmm20
	vmovupd	48(%rsp), %zmm1
	vmulpd	1152(%rsp), %zmm1, %zmm18
	vsubpd	%zmm18, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm11, %zmm11
	vmulpd	3136(%rsp), %zmm31, %zmm8
	vmulpd	1040(%rsp), %zmm30, %zmm18
	vsubpd	%zmm18, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm12, %zmm12
	vmulpd	2480(%rsp), %zmm28, %zmm8
	vmovupd	256(%rsp), %zmm1
	vmulpd	976(%rsp), %zmm1, %zmm18
	vsubpd	%zmm18, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm10
	vmulpd	%zmm15, %zmm27, %zmm8
	vmulpd	736(%rsp), %zmm23, %zmm15
	vsubpd	%zmm15, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm16, %zmm15
	vmulpd	3584(%rsp), %zmm29, %zmm8
	vmulpd	608(%rsp), %zmm21, %zmm16
	vsubpd	%zmm16, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm13, %zmm13
	vaddpd	%zmm14, %zmm24, %zmm0
	vmovupd	%zmm0, 3136(%rsp)
	vaddpd	%zmm7, %zmm25, %zmm0
	vmovupd	%zmm0, 3584(%rsp)
	vaddpd	%zmm11, %zmm19, %zmm0
	vmovupd	%zmm0, 2480(%rsp)
	vaddpd	%zmm17, %zmm9, %zmm0
	vmovupd	%zmm0, 5568(%rsp)
	vaddpd	%zmm10, %zmm6, %zmm0
	vmovupd	%zmm0, 1744(%rsp)
	vaddpd	%zmm12, %zmm5, %zmm0
	vmovupd	%zmm0, 5632(%rsp)
	vaddpd	%zmm13, %zmm4, %zmm0
	vmovupd	%zmm0, 1808(%rsp)
	vaddpd	%zmm15, %zmm3, %zmm0
	vmovupd	%zmm0, 5696(%rsp)
	vbroadcastsd	.LCPI0_50(%rip), %zmm7
	vmovupd	1408(%rsp), %zmm21
	vmulpd	%zmm7, %zmm21, %zmm0
	vbroadcastsd	.LCPI0_51(%rip), %zmm15
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	3200(%rsp), %zmm21, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_47(%rip), %zmm10
	vmulpd	%zmm10, %zmm21, %zmm1
	vbroadcastsd	.LCPI0_48(%rip), %zmm11
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vbroadcastsd	.LCPI0_49(%rip), %zmm13
	vaddpd	%zmm13, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm12
	vmulpd	%zmm7, %zmm22, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2672(%rsp), %zmm22, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm10, %zmm22, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vmovupd	%zmm22, 3072(%rsp)
	vaddpd	%zmm13, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm14
	vmulpd	%zmm7, %zmm26, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2544(%rsp), %zmm26, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm10, %zmm26, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm13, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm3
	vmulpd	%zmm7, %zmm20, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	3328(%rsp), %zmm20, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm10, %zmm20, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm20, %zmm1
	vmovapd	%zmm20, %zmm8
	vmovupd	%zmm20, 4800(%rsp)
	vaddpd	%zmm13, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm7, %zmm31, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	2160(%rsp), %zmm31, %zmm4
	vmulpd	%zmm1, %zmm4, %zmm1
	vmulpd	%zmm10, %zmm31, %zmm4
	vaddpd	%zmm11, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm31, %zmm4
	vaddpd	%zmm13, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm7, %zmm28, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vmulpd	3264(%rsp), %zmm28, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm10, %zmm28, %zmm5
	vaddpd	%zmm11, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm28, %zmm5
	vaddpd	%zmm13, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm7, %zmm27, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vmulpd	5504(%rsp), %zmm27, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm10, %zmm27, %zmm6
	vaddpd	%zmm11, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm27, %zmm6
	vaddpd	%zmm13, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm7, %zmm29, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vmulpd	2608(%rsp), %zmm29, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm10, %zmm29, %zmm7
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm29, %zmm7
	vaddpd	%zmm13, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	800(%rsp), %zmm22, %zmm7
	vmovupd	%zmm7, 2672(%rsp)
	vmulpd	%zmm14, %zmm7, %zmm9
	vbroadcastsd	.LCPI0_12(%rip), %zmm20
	vmovupd	1280(%rsp), %zmm18
	vmulpd	%zmm20, %zmm18, %zmm10
	vsubpd	%zmm9, %zmm10, %zmm9
	vmulpd	320(%rsp), %zmm21, %zmm22
	vmulpd	%zmm12, %zmm22, %zmm11
	vmulpd	%zmm20, %zmm2, %zmm12
	vsubpd	%zmm11, %zmm12, %zmm11
	vmulpd	48(%rsp), %zmm8, %zmm24
	vmulpd	%zmm0, %zmm24, %zmm0
	vmovupd	1152(%rsp), %zmm10
	vmulpd	%zmm20, %zmm10, %zmm13
	vsubpd	%zmm0, %zmm13, %zmm23
	vmulpd	672(%rsp), %zmm26, %zmm13
	vmulpd	%zmm3, %zmm13, %zmm3
	vmovupd	1344(%rsp), %zmm8
	vmulpd	%zmm20, %zmm8, %zmm14
	vsubpd	%zmm3, %zmm14, %zmm19
	vmulpd	256(%rsp), %zmm28, %zmm21
	vmulpd	%zmm4, %zmm21, %zmm4
	vmovupd	976(%rsp), %zmm7
	vmulpd	%zmm20, %zmm7, %zmm15
	vsubpd	%zmm4, %zmm15, %zmm12
	vmovupd	5376(%rsp), %zmm30
	vmulpd	%zmm31, %zmm30, %zmm15
	vmulpd	%zmm1, %zmm15, %zmm1
	vmovupd	1040(%rsp), %zmm2
	vmulpd	%zmm20, %zmm2, %zmm16
	vsubpd	%zmm1, %zmm16, %zmm4
	vmovupd	5312(%rsp), %zmm25
	vmulpd	%zmm29, %zmm25, %zmm16
	vmulpd	%zmm6, %zmm16, %zmm6
	vmovupd	608(%rsp), %zmm1
	vmulpd	%zmm20, %zmm1, %zmm17
	vsubpd	%zmm6, %zmm17, %zmm6
	vmovupd	5440(%rsp), %zmm14
	vmulpd	%zmm27, %zmm14, %zmm17
	vmulpd	%zmm5, %zmm17, %zmm5
	vmovupd	736(%rsp), %zmm0
	vmulpd	%zmm20, %zmm0, %zmm20
	vsubpd	%zmm5, %zmm20, %zmm5
	vmulpd	3072(%rsp), %zmm9, %zmm9
	vmulpd	1408(%rsp), %zmm11, %zmm11
	vmulpd	4800(%rsp), %zmm23, %zmm20
	vmulpd	%zmm19, %zmm26, %zmm23
	vmulpd	%zmm12, %zmm28, %zmm3
	vmulpd	%zmm4, %zmm31, %zmm19
	vmulpd	%zmm6, %zmm29, %zmm4
	vmulpd	%zmm5, %zmm27, %zmm5
	vsubpd	1552(%rsp), %zmm11, %zmm6
	vsubpd	%zmm18, %zmm9, %zmm9
	vsubpd	%zmm8, %zmm23, %zmm18
	vsubpd	%zmm10, %zmm20, %zmm8
	vsubpd	%zmm2, %zmm19, %zmm19
	vsubpd	%zmm7, %zmm3, %zmm3
	vsubpd	%zmm0, %zmm5, %zmm5
	vsubpd	%zmm1, %zmm4, %zmm4
	vbroadcastsd	.LCPI0_52(%rip), %zmm11
	vmulpd	%zmm11, %zmm22, %zmm10
	vaddpd	%zmm10, %zmm6, %zmm6
	vmulpd	2672(%rsp), %zmm11, %zmm7
	vaddpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm11, %zmm13, %zmm9
	vaddpd	%zmm9, %zmm18, %zmm2
	vmulpd	%zmm11, %zmm24, %zmm9
	vaddpd	%zmm9, %zmm8, %zmm0
	vmulpd	%zmm11, %zmm15, %zmm9
	vaddpd	%zmm9, %zmm19, %zmm1
	vmulpd	%zmm11, %zmm21, %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm11, %zmm17, %zmm9
	vaddpd	%zmm9, %zmm5, %zmm5
	vmulpd	%zmm11, %zmm16, %zmm9
	vaddpd	%zmm9, %zmm4, %zmm4
	vmovupd	320(%rsp), %zmm8
	vsubpd	%zmm6, %zmm8, %zmm13
	vmovupd	800(%rsp), %zmm6
	vsubpd	%zmm7, %zmm6, %zmm24
	vmovupd	672(%rsp), %zmm6
	vsubpd	%zmm2, %zmm6, %zmm23
	vmovupd	48(%rsp), %zmm2
	vsubpd	%zmm0, %zmm2, %zmm22
	vsubpd	%zmm1, %zmm30, %zmm19
	vmovupd	256(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm21
	vsubpd	%zmm5, %zmm14, %zmm18
	vsubpd	%zmm4, %zmm25, %zmm8
	vbroadcastsd	.LCPI0_53(%rip), %zmm9
	vmovupd	3584(%rsp), %zmm15
	vxorpd	%zmm9, %zmm15, %zmm7
	vmovupd	3136(%rsp), %zmm20
	vxorpd	%zmm9, %zmm20, %zmm6
	vmovupd	5568(%rsp), %zmm28
	vxorpd	%zmm9, %zmm28, %zmm5
	vmovupd	2480(%rsp), %zmm16
	vxorpd	%zmm9, %zmm16, %zmm4
	vmovupd	5632(%rsp), %zmm26
	vxorpd	%zmm9, %zmm26, %zmm3
	vmovupd	1744(%rsp), %zmm14
	vxorpd	%zmm9, %zmm14, %zmm2
	vmovupd	5696(%rsp), %zmm27
	vxorpd	%zmm9, %zmm27, %zmm1
	vmovupd	1808(%rsp), %zmm12
	vxorpd	%zmm9, %zmm12, %zmm0
	vpbroadcastq	.LCPI0_55(%rip), %zmm10
	vmovdqu64	2736(%rsp), %zmm17
	vptestnmq	%zmm10, %zmm17, %k1
	vmovapd	%zmm20, %zmm6 {%k1}
	vxorpd	%zmm9, %zmm24, %zmm24 {%k1}
	vmovdqu64	2800(%rsp), %zmm20
	vptestnmq	%zmm10, %zmm20, %k1
	vmovapd	%zmm15, %zmm7 {%k1}
	vmovapd	%zmm13, %zmm25
	vxorpd	%zmm9, %zmm13, %zmm25 {%k1}
	vmovdqu64	2224(%rsp), %zmm15
	vptestnmq	%zmm10, %zmm15, %k1
	vmovapd	%zmm16, %zmm4 {%k1}
	vxorpd	%zmm9, %zmm22, %zmm22 {%k1}
	vmovdqu64	2288(%rsp), %zmm16
	vptestnmq	%zmm10, %zmm16, %k1
	vmovapd	%zmm28, %zmm5 {%k1}
	vxorpd	%zmm9, %zmm23, %zmm23 {%k1}
	vmovdqu64	1872(%rsp), %zmm13
	vptestnmq	%zmm10, %zmm13, %k1
	vmovapd	%zmm14, %zmm2 {%k1}
	vxorpd	%zmm9, %zmm21, %zmm21 {%k1}
	vmovdqu64	1616(%rsp), %zmm14
	vptestnmq	%zmm10, %zmm14, %k1
	vmovapd	%zmm26, %zmm3 {%k1}
	vxorpd	%zmm9, %zmm19, %zmm19 {%k1}
	vmovdqu64	1936(%rsp), %zmm11
	vptestnmq	%zmm10, %zmm11, %k1
	vmovapd	%zmm12, %zmm0 {%k1}
	vxorpd	%zmm9, %zmm8, %zmm8 {%k1}
	vmovapd	%zmm8, %zmm26
	vmovdqu64	2000(%rsp), %zmm12
	vptestnmq	%zmm10, %zmm12, %k1
	vmovapd	%zmm27, %zmm1 {%k1}
	vxorpd	%zmm9, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_54(%rip), %zmm8
	vptestnmq	%zmm8, %zmm20, %k1
	vmovapd	%zmm7, %zmm25 {%k1}
	vmovupd	%zmm25, 320(%rsp)
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm6, %zmm24 {%k1}
	vmovupd	%zmm24, 256(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm5, %zmm23 {%k1}
	vmovupd	%zmm23, 672(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm4, %zmm22 {%k1}
	vmovupd	%zmm22, 736(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 800(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm2, %zmm21 {%k1}
	vmovupd	%zmm21, 608(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 1040(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm0, %zmm26 {%k1}
	vmovupd	%zmm26, 976(%rsp)
	vcvtudq2pd	72584(%rsp,%r8,4), %zmm0
	vcvtudq2pd	72616(%rsp,%r8,4), %zmm1
	vcvtudq2pd	72648(%rsp,%r8,4), %zmm2
	vcvtudq2pd	72680(%rsp,%r8,4), %zmm3
	vcvtudq2pd	72712(%rsp,%r8,4), %zmm4
	vcvtudq2pd	72744(%rsp,%r8,4), %zmm5
	vcvtudq2pd	72776(%rsp,%r8,4), %zmm6
	vcvtudq2pd	72808(%rsp,%r8,4), %zmm7
	vbroadcastsd	.LCPI0_12(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm1
	vaddpd	%zmm8, %zmm0, %zmm0
	vaddpd	%zmm8, %zmm3, %zmm3
	vaddpd	%zmm8, %zmm2, %zmm2
	vaddpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm8, %zmm4, %zmm4
	vaddpd	%zmm8, %zmm7, %zmm7
	vaddpd	%zmm8, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_13(%rip), %zmm9
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
	vpbroadcastq	.LCPI0_14(%rip), %zmm15
	vpaddq	%zmm15, %zmm9, %zmm9
	vmovdqu64	%zmm9, 1616(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1936(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 2000(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1408(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1552(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1280(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 1152(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 1344(%rsp)
	vpsllq	$32, %zmm9, %zmm0
	vpsllq	$32, %zmm20, %zmm9
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm19, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm17, %zmm13
	vpsllq	$32, %zmm16, %zmm14
	vpsllq	$32, %zmm15, %zmm18
	vpbroadcastq	.LCPI0_16(%rip), %zmm15
	vpandq	%zmm15, %zmm9, %zmm9
	vpandq	%zmm15, %zmm0, %zmm19
	vpandq	%zmm15, %zmm11, %zmm20
	vpandq	%zmm15, %zmm10, %zmm30
	vpandq	%zmm15, %zmm13, %zmm0
	vpandq	%zmm15, %zmm12, %zmm21
	vpandq	%zmm15, %zmm18, %zmm24
	vpandq	%zmm15, %zmm14, %zmm26
	vpbroadcastq	.LCPI0_17(%rip), %zmm10
	vpternlogq	$248, %zmm10, %zmm8, %zmm19
	vpternlogq	$248, %zmm10, %zmm1, %zmm9
	vpternlogq	$248, %zmm10, %zmm2, %zmm30
	vpternlogq	$248, %zmm10, %zmm3, %zmm20
	vpternlogq	$248, %zmm10, %zmm4, %zmm21
	vpternlogq	$248, %zmm10, %zmm5, %zmm0
	vpternlogq	$248, %zmm10, %zmm6, %zmm26
	vpternlogq	$248, %zmm10, %zmm7, %zmm24
	vpbroadcastq	.LCPI0_18(%rip), %zmm11
	vpaddq	%zmm11, %zmm9, %zmm1
	vpaddq	%zmm11, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_19(%rip), %zmm22
	vaddpd	%zmm22, %zmm2, %zmm31
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, 48(%rsp)
	vbroadcastsd	.LCPI0_20(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm31, %zmm2
	vdivpd	%zmm2, %zmm31, %zmm2
	vmovupd	%zmm2, 2288(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1872(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm28
	vmulpd	%zmm2, %zmm2, %zmm27
	vmulpd	%zmm27, %zmm27, %zmm1
	vmulpd	%zmm28, %zmm28, %zmm2
	vbroadcastsd	.LCPI0_21(%rip), %zmm4
	vmulpd	%zmm4, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_22(%rip), %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm6
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vmovupd	%zmm3, 2736(%rsp)
	vbroadcastsd	.LCPI0_24(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_25(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_26(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 3264(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 3328(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2608(%rsp)
	vpaddq	%zmm11, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm2
	vmovupd	%zmm2, 2800(%rsp)
	vaddpd	%zmm23, %zmm2, %zmm1
	vdivpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 2224(%rsp)
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
	vmovupd	%zmm1, 2160(%rsp)
	vpaddq	%zmm11, %zmm30, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 2672(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm18
	vmulpd	%zmm18, %zmm18, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1808(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 2480(%rsp)
	vpaddq	%zmm11, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 3200(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm12
	vmulpd	%zmm12, %zmm12, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 3136(%rsp)
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
	vbroadcastsd	.LCPI0_27(%rip), %zmm6
	vaddpd	3264(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	2736(%rsp), %zmm22, %zmm22
	vaddpd	2608(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	3328(%rsp), %zmm27, %zmm27
	vaddpd	2160(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2544(%rsp), %zmm9, %zmm9
	vaddpd	2480(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm18, %zmm7
	vaddpd	1808(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm30, %zmm11
	vmulpd	%zmm11, %zmm12, %zmm5
	vaddpd	3136(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	%zmm31, 1744(%rsp)
	vbroadcastsd	.LCPI0_12(%rip), %zmm6
	vmulpd	%zmm6, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	2288(%rsp), %zmm2, %zmm12
	vmovupd	48(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1872(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	2672(%rsp), %zmm7, %zmm7
	vmovupd	2800(%rsp), %zmm18
	vmulpd	%zmm6, %zmm18, %zmm16
	vmulpd	%zmm16, %zmm18, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	2224(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	3200(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm6
	vpsrlq	$20, 1616(%rsp), %zmm11
	vpbroadcastq	.LCPI0_15(%rip), %zmm10
	vpaddq	%zmm10, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_28(%rip), %zmm13
	vmulpd	%zmm13, %zmm11, %zmm23
	vaddpd	%zmm12, %zmm23, %zmm12
	vpsrlq	$20, 1936(%rsp), %zmm23
	vpaddq	%zmm10, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm13, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 2000(%rsp), %zmm25
	vpaddq	%zmm10, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm13, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1408(%rsp), %zmm27
	vpaddq	%zmm10, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm13, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1552(%rsp), %zmm28
	vpaddq	%zmm10, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm13, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1280(%rsp), %zmm29
	vpaddq	%zmm10, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm13, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 1152(%rsp), %zmm30
	vpaddq	%zmm10, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm13, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 1344(%rsp), %zmm31
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
	vaddpd	48(%rsp), %zmm2, %zmm2
	vaddpd	1744(%rsp), %zmm0, %zmm0
	vaddpd	%zmm7, %zmm18, %zmm7
	vaddpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm1, %zmm26, %zmm1
	vbroadcastsd	.LCPI0_2(%rip), %zmm26
	vbroadcastsd	.LCPI0_29(%rip), %zmm9
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
	vbroadcastsd	.LCPI0_30(%rip), %zmm8
	vmulpd	%zmm8, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	320(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	256(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	672(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	736(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	800(%rsp), %zmm3, %zmm3
	vmulpd	608(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	1040(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	976(%rsp), %zmm6, %zmm6
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
	vmovups	%zmm0, 72584(%rsp,%r8,4)
	vmovups	%zmm2, 72648(%rsp,%r8,4)
	vmovups	%zmm3, 72712(%rsp,%r8,4)
	vmovups	%zmm1, 72776(%rsp,%r8,4)
	addq	$64, %r8
	cmpq	%r8, %rdi
	jne	.LBB0_17
	vmovups	7048(%rsp), %zmm1
	vmovups	7112(%rsp), %zmm2
	vmovups	7176(%rsp), %zmm3
	vmulps	72584(%rsp), %zmm1, %zmm4
	vmulps	%zmm1, %zmm1, %zmm0
	vmovups	%zmm0, 5760(%rsp)
	vmulps	39816(%rsp), %zmm1, %zmm1
	vxorpd	%xmm8, %xmm8, %xmm8
	vsubps	%zmm1, %zmm8, %zmm25
	vmovups	%zmm25, 6016(%rsp)
	vaddps	%zmm8, %zmm4, %zmm24
	vmovups	%zmm24, 6272(%rsp)
	vmulps	%zmm2, %zmm2, %zmm4
	vmulps	72648(%rsp), %zmm2, %zmm1
	vmovups	%zmm4, 5824(%rsp)
	vmulps	39880(%rsp), %zmm2, %zmm2
	vsubps	%zmm2, %zmm8, %zmm16
	vmovups	%zmm16, 6080(%rsp)
	vaddps	%zmm8, %zmm1, %zmm1
	vmovups	%zmm1, 6336(%rsp)
	vmulps	%zmm3, %zmm3, %zmm5
	vmulps	72712(%rsp), %zmm3, %zmm6
	vmovups	%zmm5, 5888(%rsp)
	vmulps	39944(%rsp), %zmm3, %zmm2
	vsubps	%zmm2, %zmm8, %zmm2
	vmovups	%zmm2, 6144(%rsp)
	vaddps	%zmm8, %zmm6, %zmm19
	vmovups	%zmm19, 6400(%rsp)
	vmovups	7240(%rsp), %zmm3
	vmulps	72776(%rsp), %zmm3, %zmm7
	vmulps	%zmm3, %zmm3, %zmm6
	vmovups	%zmm6, 5952(%rsp)
	vmulps	40008(%rsp), %zmm3, %zmm3
	vsubps	%zmm3, %zmm8, %zmm3
	vmovups	%zmm3, 6208(%rsp)
	vaddps	%zmm8, %zmm7, %zmm18
	vmovups	%zmm18, 6464(%rsp)
	cmpq	$1, -128(%rsp)
	vbroadcastss	.LCPI0_62(%rip), %zmm13
	vmovups	3776(%rsp), %zmm27
	jne	.LBB0_234
	vmovups	384(%rsp), %zmm17
	vmovss	.LCPI0_65(%rip), %xmm14
	vmovss	.LCPI0_67(%rip), %xmm15
	vbroadcastss	.LCPI0_67(%rip), %zmm12
	vbroadcastss	.LCPI0_64(%rip), %zmm20
	vbroadcastss	.LCPI0_69(%rip), %zmm21
	vbroadcastss	.LCPI0_70(%rip), %zmm22
	vbroadcastss	.LCPI0_67(%rip), %xmm23
	jmp	.LBB0_20
.LBB0_234:
	movl	$448, %r8d
	movq	-32(%rsp), %r9
	vmovups	384(%rsp), %zmm17
	vmovss	.LCPI0_65(%rip), %xmm14
	vmovss	.LCPI0_67(%rip), %xmm15
	vbroadcastss	.LCPI0_67(%rip), %zmm12
	vbroadcastss	.LCPI0_64(%rip), %zmm20
	vbroadcastss	.LCPI0_69(%rip), %zmm21
	vbroadcastss	.LCPI0_70(%rip), %zmm22
	vbroadcastss	.LCPI0_67(%rip), %xmm23
	.p2align	4
.LBB0_235:
	vmovups	6856(%rsp,%r8), %zmm7
	vmovups	6920(%rsp,%r8), %zmm8
	vmovups	6984(%rsp,%r8), %zmm9
	vmulps	%zmm7, %zmm7, %zmm10
	vaddps	%zmm0, %zmm10, %zmm0
	vmulps	72392(%rsp,%r8), %zmm7, %zmm10
	vmovups	%zmm0, 5760(%rsp)
	vaddps	%zmm24, %zmm10, %zmm24
	vmulps	39624(%rsp,%r8), %zmm7, %zmm7
	vsubps	%zmm7, %zmm25, %zmm25
	vmovups	%zmm25, 6016(%rsp)
	vmovups	%zmm24, 6272(%rsp)
	vmulps	%zmm8, %zmm8, %zmm7
	vaddps	%zmm4, %zmm7, %zmm4
	vmulps	72456(%rsp,%r8), %zmm8, %zmm7
	vaddps	%zmm1, %zmm7, %zmm1
	vmovups	%zmm4, 5824(%rsp)
	vmulps	39688(%rsp,%r8), %zmm8, %zmm7
	vsubps	%zmm7, %zmm16, %zmm16
	vmovups	%zmm16, 6080(%rsp)
	vmovups	%zmm1, 6336(%rsp)
	vmulps	%zmm9, %zmm9, %zmm7
	vaddps	%zmm5, %zmm7, %zmm5
	vmulps	72520(%rsp,%r8), %zmm9, %zmm7
	vmovups	%zmm5, 5888(%rsp)
	vmulps	39752(%rsp,%r8), %zmm9, %zmm8
	vaddps	%zmm19, %zmm7, %zmm19
	vsubps	%zmm8, %zmm2, %zmm2
	vmovups	%zmm2, 6144(%rsp)
	vmovups	%zmm19, 6400(%rsp)
	vmovups	7048(%rsp,%r8), %zmm7
	vmulps	%zmm7, %zmm7, %zmm8
	vaddps	%zmm6, %zmm8, %zmm6
	vmulps	72584(%rsp,%r8), %zmm7, %zmm8
	vaddps	%zmm18, %zmm8, %zmm18
	vmovups	%zmm6, 5952(%rsp)
	vmulps	39816(%rsp,%r8), %zmm7, %zmm7
	vsubps	%zmm7, %zmm3, %zmm3
	vmovups	%zmm3, 6208(%rsp)
	vmovups	%zmm18, 6464(%rsp)
	addq	$256, %r8
	decq	%r9
	jne	.LBB0_235
	jmp	.LBB0_20
.LBB0_11:
	vmovss	-112(%rsp), %xmm9
	vmulss	188(%rsp), %xmm9, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm4
	vxorps	%xmm8, %xmm8, %xmm8
	vcmpltss	%xmm0, %xmm8, %k1
	vmovss	%xmm4, %xmm4, %xmm0 {%k1} {z}
	vmovaps	%xmm0, 32(%rsp)
	vpbroadcastq	.LCPI0_2(%rip), %zmm4
	vmulss	192(%rsp), %xmm9, %xmm9
	vmovss	%xmm9, -112(%rsp)
	vmovups	3840(%rsp), %zmm10
	cmpl	$0, -116(%rsp)
	vmovupd	%zmm28, 1216(%rsp)
	jne	.LBB0_13
	.p2align	4
.LBB0_223:
	movq	-128(%rsp), %r8
	testq	%r8, %r8
	je	.LBB0_247
	vmovups	%zmm26, 3520(%rsp)
	vmovups	7048(%rsp), %zmm1
	vmovups	7112(%rsp), %zmm2
	vmovups	7176(%rsp), %zmm3
	vmovups	7240(%rsp), %zmm7
	vmulps	%zmm1, %zmm1, %zmm0
	vmulps	%zmm2, %zmm2, %zmm4
	vxorps	%xmm10, %xmm10, %xmm10
	vmulps	%zmm10, %zmm1, %zmm5
	vmovups	%zmm0, 5760(%rsp)
	vmulps	%zmm10, %zmm2, %zmm6
	vmovups	%zmm4, 5824(%rsp)
	vmulps	2944(%rsp), %zmm1, %zmm1
	vmulps	1680(%rsp), %zmm2, %zmm2
	vsubps	%zmm1, %zmm10, %zmm25
	vsubps	%zmm2, %zmm10, %zmm16
	vmovups	%zmm25, 6016(%rsp)
	vmovups	%zmm16, 6080(%rsp)
	vaddps	%zmm10, %zmm5, %zmm24
	vaddps	%zmm10, %zmm6, %zmm1
	vmovups	%zmm24, 6272(%rsp)
	vmovups	%zmm1, 6336(%rsp)
	vmulps	%zmm3, %zmm3, %zmm5
	vmulps	%zmm7, %zmm7, %zmm6
	vmulps	%zmm10, %zmm3, %zmm8
	vmovups	%zmm5, 5888(%rsp)
	vmovups	%zmm6, 5952(%rsp)
	vmulps	%zmm10, %zmm7, %zmm9
	vmulps	39944(%rsp), %zmm3, %zmm2
	vmulps	40008(%rsp), %zmm7, %zmm3
	vsubps	%zmm2, %zmm10, %zmm2
	vsubps	%zmm3, %zmm10, %zmm3
	vmovups	%zmm2, 6144(%rsp)
	vmovups	%zmm3, 6208(%rsp)
	vaddps	%zmm10, %zmm8, %zmm19
	vaddps	%zmm10, %zmm9, %zmm18
	vmovups	%zmm19, 6400(%rsp)
	vmovups	%zmm18, 6464(%rsp)
	cmpq	$1, %r8
	je	.LBB0_20
	movl	$448, %r8d
	movq	-32(%rsp), %r9
	.p2align	4
.LBB0_226:
	vmovups	6856(%rsp,%r8), %zmm7
	vmovups	6920(%rsp,%r8), %zmm8
	vmovups	6984(%rsp,%r8), %zmm9
	vmovups	7048(%rsp,%r8), %zmm10
	vmulps	%zmm7, %zmm7, %zmm11
	vaddps	%zmm0, %zmm11, %zmm0
	vxorps	%xmm26, %xmm26, %xmm26
	vmulps	%zmm26, %zmm7, %zmm11
	vmovups	%zmm0, 5760(%rsp)
	vmulps	39624(%rsp,%r8), %zmm7, %zmm7
	vaddps	%zmm24, %zmm11, %zmm24
	vsubps	%zmm7, %zmm25, %zmm25
	vmovups	%zmm25, 6016(%rsp)
	vmovups	%zmm24, 6272(%rsp)
	vmulps	%zmm8, %zmm8, %zmm7
	vaddps	%zmm4, %zmm7, %zmm4
	vmulps	%zmm26, %zmm8, %zmm7
	vmovups	%zmm4, 5824(%rsp)
	vaddps	%zmm1, %zmm7, %zmm1
	vmulps	39688(%rsp,%r8), %zmm8, %zmm7
	vsubps	%zmm7, %zmm16, %zmm16
	vmovups	%zmm16, 6080(%rsp)
	vmovups	%zmm1, 6336(%rsp)
	vmulps	%zmm9, %zmm9, %zmm7
	vaddps	%zmm5, %zmm7, %zmm5
	vmovups	%zmm5, 5888(%rsp)
	vmulps	%zmm26, %zmm9, %zmm7
	vmulps	39752(%rsp,%r8), %zmm9, %zmm8
	vsubps	%zmm8, %zmm2, %zmm2
	vmovups	%zmm2, 6144(%rsp)
	vaddps	%zmm19, %zmm7, %zmm19
	vmovups	%zmm19, 6400(%rsp)
	vmulps	%zmm10, %zmm10, %zmm7
	vaddps	%zmm6, %zmm7, %zmm6
	vmulps	%zmm26, %zmm10, %zmm7
	vaddps	%zmm18, %zmm7, %zmm18
	vmulps	39816(%rsp,%r8), %zmm10, %zmm7
	vsubps	%zmm7, %zmm3, %zmm3
	vmovups	%zmm6, 5952(%rsp)
	vmovups	%zmm3, 6208(%rsp)
	vmovups	%zmm18, 6464(%rsp)
	addq	$256, %r8
	decq	%r9
	jne	.LBB0_226
	.p2align	4
.LBB0_20:
	cmpl	$0, -116(%rsp)
	je	.LBB0_227
	vbroadcastss	32(%rsp), %zmm0
	vmovups	7048(%rsp), %zmm4
	vmovups	7112(%rsp), %zmm5
	vmovups	7176(%rsp), %zmm6
	vmovups	7240(%rsp), %zmm7
	vmulps	%zmm25, %zmm4, %zmm8
	vmulps	%zmm16, %zmm5, %zmm9
	vmovups	2416(%rsp), %zmm10
	vsubps	%zmm8, %zmm10, %zmm8
	vmovups	3392(%rsp), %zmm10
	vsubps	%zmm9, %zmm10, %zmm9
	vmulps	%zmm8, %zmm17, %zmm8
	vmulps	%zmm9, %zmm17, %zmm9
	vsubps	%zmm8, %zmm4, %zmm8
	vsubps	%zmm9, %zmm5, %zmm9
	vmulps	%zmm24, %zmm4, %zmm4
	vmulps	%zmm1, %zmm5, %zmm5
	vmovups	72584(%rsp), %zmm10
	vsubps	%zmm4, %zmm10, %zmm4
	vmovups	72648(%rsp), %zmm10
	vsubps	%zmm5, %zmm10, %zmm5
	vmovups	72712(%rsp), %zmm10
	vmovups	72776(%rsp), %zmm11
	vmulps	%zmm4, %zmm0, %zmm4
	vaddps	%zmm4, %zmm8, %zmm4
	vmulps	%zmm5, %zmm0, %zmm5
	vaddps	%zmm5, %zmm9, %zmm5
	vmulps	%zmm4, %zmm4, %zmm4
	vmulps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm2, %zmm6, %zmm8
	vmulps	%zmm3, %zmm7, %zmm9
	vmovups	3008(%rsp), %zmm26
	vsubps	%zmm8, %zmm26, %zmm8
	vmovups	2864(%rsp), %zmm26
	vsubps	%zmm9, %zmm26, %zmm9
	vmulps	%zmm8, %zmm17, %zmm8
	vmulps	%zmm9, %zmm17, %zmm9
	vsubps	%zmm8, %zmm6, %zmm8
	vsubps	%zmm9, %zmm7, %zmm9
	vmulps	%zmm19, %zmm6, %zmm6
	vsubps	%zmm6, %zmm10, %zmm6
	vmulps	%zmm18, %zmm7, %zmm7
	vsubps	%zmm7, %zmm11, %zmm7
	vmulps	%zmm6, %zmm0, %zmm6
	vaddps	%zmm6, %zmm8, %zmm6
	vmulps	%zmm7, %zmm0, %zmm7
	vaddps	%zmm7, %zmm9, %zmm7
	vmulps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm7, %zmm7, %zmm7
	movl	$192, %r8d
	xorl	%r9d, %r9d
	vmovups	3520(%rsp), %zmm26
	vmovups	3840(%rsp), %zmm10
	jmp	.LBB0_22
	.p2align	4
.LBB0_263:
	vmovups	%zmm4, 6528(%rsp)
	vmovups	%zmm5, 6592(%rsp)
	vmovups	%zmm6, 6656(%rsp)
	vmovups	%zmm7, 6720(%rsp)
	vmovaps	%zmm7, %zmm27
	vmovaps	%zmm6, %zmm26
	vmovaps	%zmm5, %zmm10
	vmovups	%zmm4, 1216(%rsp)
.LBB0_264:
	incq	%r9
	addq	$256, %r8
	cmpq	%r9, -128(%rsp)
	je	.LBB0_230
.LBB0_22:
	testq	%r9, %r9
	je	.LBB0_263
	vxorps	39624(%rsp,%r8), %zmm13, %zmm8
	vmovups	6856(%rsp,%r8), %zmm9
	vmovaps	%zmm27, %zmm28
	vmovaps	%zmm10, %zmm27
	vmovups	6920(%rsp,%r8), %zmm10
	vmovups	6984(%rsp,%r8), %zmm11
	vmovups	7048(%rsp,%r8), %zmm12
	vmulps	%zmm25, %zmm9, %zmm13
	vsubps	%zmm13, %zmm8, %zmm8
	vmulps	%zmm8, %zmm17, %zmm8
	vsubps	%zmm8, %zmm9, %zmm8
	vmulps	%zmm24, %zmm9, %zmm9
	vmovups	72392(%rsp,%r8), %zmm13
	vsubps	%zmm9, %zmm13, %zmm9
	vmovups	72456(%rsp,%r8), %zmm13
	vmovups	72520(%rsp,%r8), %zmm14
	vmovups	72584(%rsp,%r8), %zmm15
	vmulps	%zmm9, %zmm0, %zmm9
	vaddps	%zmm9, %zmm8, %zmm8
	vmulps	%zmm8, %zmm8, %zmm8
	vmovups	1216(%rsp), %zmm9
	vaddps	%zmm8, %zmm9, %zmm9
	vmovups	%zmm9, 1216(%rsp)
	vmovups	%zmm9, 6528(%rsp)
	vbroadcastss	.LCPI0_62(%rip), %zmm8
	vxorps	39688(%rsp,%r8), %zmm8, %zmm8
	vmulps	%zmm16, %zmm10, %zmm9
	vsubps	%zmm9, %zmm8, %zmm8
	vmulps	%zmm8, %zmm17, %zmm8
	vsubps	%zmm8, %zmm10, %zmm8
	vmulps	%zmm1, %zmm10, %zmm9
	vsubps	%zmm9, %zmm13, %zmm9
	vbroadcastss	.LCPI0_62(%rip), %zmm13
	vmulps	%zmm9, %zmm0, %zmm9
	vaddps	%zmm9, %zmm8, %zmm8
	vmulps	%zmm8, %zmm8, %zmm8
	vaddps	%zmm8, %zmm27, %zmm10
	vmovups	%zmm10, 6592(%rsp)
	vxorps	39752(%rsp,%r8), %zmm13, %zmm8
	vmulps	%zmm2, %zmm11, %zmm9
	vsubps	%zmm9, %zmm8, %zmm8
	vmulps	%zmm8, %zmm17, %zmm8
	vsubps	%zmm8, %zmm11, %zmm8
	vmulps	%zmm19, %zmm11, %zmm9
	vsubps	%zmm9, %zmm14, %zmm9
	vmovss	.LCPI0_65(%rip), %xmm14
	vmulps	%zmm9, %zmm0, %zmm9
	vaddps	%zmm9, %zmm8, %zmm8
	vmulps	%zmm8, %zmm8, %zmm8
	vaddps	%zmm8, %zmm26, %zmm26
	vmovups	%zmm26, 6656(%rsp)
	vxorps	39816(%rsp,%r8), %zmm13, %zmm8
	vmulps	%zmm3, %zmm12, %zmm9
	vsubps	%zmm9, %zmm8, %zmm8
	vmulps	%zmm8, %zmm17, %zmm8
	vsubps	%zmm8, %zmm12, %zmm8
	vmulps	%zmm18, %zmm12, %zmm9
	vbroadcastss	.LCPI0_67(%rip), %zmm12
	vsubps	%zmm9, %zmm15, %zmm9
	vmovss	.LCPI0_67(%rip), %xmm15
	vmulps	%zmm9, %zmm0, %zmm9
	vaddps	%zmm9, %zmm8, %zmm8
	vmulps	%zmm8, %zmm8, %zmm8
	vaddps	%zmm8, %zmm28, %zmm27
	vmovups	%zmm27, 6720(%rsp)
	jmp	.LBB0_264
	.p2align	4
.LBB0_227:
	vmovups	7048(%rsp), %zmm0
	vmovups	7112(%rsp), %zmm4
	vmovups	7176(%rsp), %zmm5
	vmovups	7240(%rsp), %zmm6
	vmulps	%zmm25, %zmm0, %zmm7
	vmulps	%zmm16, %zmm4, %zmm8
	vmulps	%zmm2, %zmm5, %zmm9
	vmulps	%zmm3, %zmm6, %zmm10
	vmovups	2416(%rsp), %zmm11
	vsubps	%zmm7, %zmm11, %zmm7
	vmovups	3392(%rsp), %zmm11
	vsubps	%zmm8, %zmm11, %zmm8
	vmovups	3008(%rsp), %zmm11
	vsubps	%zmm9, %zmm11, %zmm9
	vmovups	2864(%rsp), %zmm11
	vsubps	%zmm10, %zmm11, %zmm10
	vmulps	%zmm7, %zmm17, %zmm7
	vmulps	%zmm8, %zmm17, %zmm8
	vmulps	%zmm9, %zmm17, %zmm9
	vmulps	%zmm10, %zmm17, %zmm10
	vsubps	%zmm7, %zmm0, %zmm0
	vsubps	%zmm8, %zmm4, %zmm4
	vsubps	%zmm9, %zmm5, %zmm5
	vsubps	%zmm10, %zmm6, %zmm6
	vmulps	%zmm0, %zmm0, %zmm0
	vmulps	%zmm4, %zmm4, %zmm10
	vmulps	%zmm5, %zmm5, %zmm26
	vmovups	%zmm0, 1216(%rsp)
	vmovups	%zmm0, 6528(%rsp)
	vmovups	%zmm10, 6592(%rsp)
	vmulps	%zmm6, %zmm6, %zmm27
	vmovups	%zmm26, 6656(%rsp)
	vmovups	%zmm27, 6720(%rsp)
	cmpq	$1, -128(%rsp)
	je	.LBB0_230
	movl	$448, %r8d
	movq	-32(%rsp), %r9
	.p2align	4
.LBB0_229:
	vxorps	39624(%rsp,%r8), %zmm13, %zmm0
	vxorps	39688(%rsp,%r8), %zmm13, %zmm4
	vmovups	6856(%rsp,%r8), %zmm5
	vmovups	6920(%rsp,%r8), %zmm6
	vmovups	6984(%rsp,%r8), %zmm7
	vmovups	7048(%rsp,%r8), %zmm8
	vmulps	%zmm25, %zmm5, %zmm9
	vsubps	%zmm9, %zmm0, %zmm0
	vmulps	%zmm16, %zmm6, %zmm9
	vsubps	%zmm9, %zmm4, %zmm4
	vmulps	%zmm0, %zmm17, %zmm0
	vmulps	%zmm4, %zmm17, %zmm4
	vsubps	%zmm0, %zmm5, %zmm0
	vsubps	%zmm4, %zmm6, %zmm4
	vmulps	%zmm0, %zmm0, %zmm0
	vmovups	1216(%rsp), %zmm5
	vaddps	%zmm0, %zmm5, %zmm5
	vmulps	%zmm4, %zmm4, %zmm0
	vaddps	%zmm0, %zmm10, %zmm10
	vmovups	%zmm5, 1216(%rsp)
	vmovups	%zmm5, 6528(%rsp)
	vmovups	%zmm10, 6592(%rsp)
	vxorps	39752(%rsp,%r8), %zmm13, %zmm0
	vxorps	39816(%rsp,%r8), %zmm13, %zmm4
	vmulps	%zmm2, %zmm7, %zmm5
	vsubps	%zmm5, %zmm0, %zmm0
	vmulps	%zmm3, %zmm8, %zmm5
	vsubps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm0, %zmm17, %zmm0
	vmulps	%zmm4, %zmm17, %zmm4
	vsubps	%zmm0, %zmm7, %zmm0
	vsubps	%zmm4, %zmm8, %zmm4
	vmulps	%zmm0, %zmm0, %zmm0
	vaddps	%zmm0, %zmm26, %zmm26
	vmulps	%zmm4, %zmm4, %zmm0
	vaddps	%zmm0, %zmm27, %zmm27
	vmovups	%zmm26, 6656(%rsp)
	vmovups	%zmm27, 6720(%rsp)
	addq	$256, %r8
	decq	%r9
	jne	.LBB0_229
	.p2align	4
.LBB0_230:
	cmpl	$0, -116(%rsp)
	vmovss	.LCPI0_63(%rip), %xmm7
	vbroadcastss	.LCPI0_64(%rip), %xmm5
	je	.LBB0_247
.LBB0_231:
	cmpq	$4, %rsi
	jae	.LBB0_236
	xorl	%r8d, %r8d
	vmovups	1216(%rsp), %zmm28
	jmp	.LBB0_233
	.p2align	4
.LBB0_247:
	cmpq	$4, %rsi
	jae	.LBB0_250
	xorl	%r8d, %r8d
	vmovups	1216(%rsp), %zmm28
	jmp	.LBB0_249
	.p2align	4
.LBB0_236:
	vmovaps	%zmm27, %zmm28
	vmovaps	%zmm10, %zmm27
	cmpq	$32, %rsi
	vbroadcastss	.LCPI0_63(%rip), %xmm8
	vbroadcastss	.LCPI0_65(%rip), %xmm9
	vbroadcastss	.LCPI0_63(%rip), %zmm10
	vbroadcastss	.LCPI0_65(%rip), %zmm11
	vbroadcastss	.LCPI0_66(%rip), %zmm21
	vbroadcastss	.LCPI0_68(%rip), %zmm22
	jae	.LBB0_238
	xorl	%r9d, %r9d
	vmovaps	%zmm27, %zmm10
	vmovaps	%zmm28, %zmm27
	vmovups	1216(%rsp), %zmm28
	jmp	.LBB0_242
.LBB0_250:
	cmpq	$32, %rsi
	jae	.LBB0_252
	xorl	%r9d, %r9d
	vmovups	1216(%rsp), %zmm28
	jmp	.LBB0_256
.LBB0_238:
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_239:
	vcmpgtps	6528(%rsp,%r8,4), %zmm12, %k1
	vcmpgtps	6592(%rsp,%r8,4), %zmm12, %k2
	vaddps	5760(%rsp,%r8,4), %zmm10, %zmm0
	vaddps	5824(%rsp,%r8,4), %zmm10, %zmm4
	vandps	%zmm20, %zmm0, %zmm0
	vandps	%zmm20, %zmm4, %zmm4
	vcmpltps	%zmm0, %zmm11, %k3
	vcmpltps	%zmm4, %zmm11, %k4
	vmovaps	%zmm21, %zmm0 {%k3} {z}
	vmovaps	%zmm21, %zmm4 {%k4} {z}
	vmovaps	%zmm22, %zmm5 {%k1} {z}
	vaddps	%zmm0, %zmm5, %zmm0
	vmovaps	%zmm22, %zmm5 {%k2} {z}
	vaddps	%zmm4, %zmm5, %zmm4
	vcvttps2udq	%zmm0, %zmm0
	vcvttps2udq	%zmm4, %zmm4
	vorps	-64(%rbx,%r8,4), %zmm0, %zmm0
	vorps	(%rbx,%r8,4), %zmm4, %zmm4
	vmovups	%zmm0, -64(%rbx,%r8,4)
	vmovups	%zmm4, (%rbx,%r8,4)
	addq	$32, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_239
	cmpq	%r15, %rax
	vbroadcastss	.LCPI0_64(%rip), %xmm5
	vmovaps	%zmm27, %zmm10
	vmovaps	%zmm28, %zmm27
	vmovups	1216(%rsp), %zmm28
	je	.LBB0_244
	movq	%r15, %r9
	movq	%r15, %r8
	testb	$28, %al
	je	.LBB0_233
	.p2align	4
.LBB0_242:
	vcmpgtps	6528(%rsp,%r9,4), %xmm23, %k1
	vaddps	5760(%rsp,%r9,4), %xmm8, %xmm0
	vandps	%xmm5, %xmm0, %xmm0
	vcmpgtps	%xmm9, %xmm0, %k2
	vbroadcastss	.LCPI0_66(%rip), %xmm0 {%k2} {z}
	vbroadcastss	.LCPI0_68(%rip), %xmm4 {%k1} {z}
	vaddps	%xmm0, %xmm4, %xmm0
	vcvttps2udq	%xmm0, %xmm0
	vorps	(%r14,%r9,4), %xmm0, %xmm0
	vmovups	%xmm0, (%r14,%r9,4)
	addq	$4, %r9
	cmpq	%r9, %rcx
	jne	.LBB0_242
	movq	%r11, %r8
	cmpq	%r11, %rax
	je	.LBB0_244
	.p2align	4
.LBB0_233:
	vaddss	5760(%rsp,%r8,4), %xmm7, %xmm0
	vandps	%xmm5, %xmm0, %xmm0
	vcmpgtss	%xmm14, %xmm0, %k1
	vmovss	.LCPI0_66(%rip), %xmm0 {%k1} {z}
	vcmpgtss	6528(%rsp,%r8,4), %xmm15, %k1
	vmovss	.LCPI0_68(%rip), %xmm4 {%k1} {z}
	vaddss	%xmm0, %xmm4, %xmm0
	vcvttss2usi	%xmm0, %r9d
	orl	%r9d, (%r14,%r8,4)
	incq	%r8
	cmpq	%r8, %rax
	jne	.LBB0_233
.LBB0_244:
	movq	-128(%rsp), %r9
	testq	%r9, %r9
	vmovups	%zmm10, 3840(%rsp)
	je	.LBB0_245
	vsqrtps	%zmm28, %zmm0
	vsqrtps	%zmm10, %zmm4
	vsqrtps	%zmm26, %zmm5
	vsqrtps	%zmm27, %zmm6
	vbroadcastss	32(%rsp), %zmm7
	movl	$192, %r8d
	vcmpltps	%zmm12, %zmm27, %k1
	vcmpltps	%zmm12, %zmm26, %k2
	vcmpltps	%zmm12, %zmm10, %k3
	vmovaps	%zmm12, %zmm23
	vpbroadcastd	.LCPI0_69(%rip), %zmm21
	vpbroadcastd	.LCPI0_70(%rip), %zmm22
	.p2align	4
.LBB0_266:
	vxorps	39624(%rsp,%r8), %zmm13, %zmm9
	vmovups	6856(%rsp,%r8), %zmm10
	vmovups	6920(%rsp,%r8), %zmm11
	vmovups	6984(%rsp,%r8), %zmm12
	vmovups	7048(%rsp,%r8), %zmm8
	vmulps	%zmm25, %zmm10, %zmm13
	vsubps	%zmm13, %zmm9, %zmm9
	vmulps	%zmm9, %zmm17, %zmm9
	vmulps	%zmm24, %zmm10, %zmm13
	vmovups	72392(%rsp,%r8), %zmm14
	vsubps	%zmm13, %zmm14, %zmm13
	vmovups	72456(%rsp,%r8), %zmm14
	vmovups	72520(%rsp,%r8), %zmm15
	vmovups	72584(%rsp,%r8), %zmm17
	vsubps	%zmm9, %zmm10, %zmm9
	vmulps	%zmm13, %zmm7, %zmm13
	vaddps	%zmm13, %zmm9, %zmm9
	vdivps	%zmm0, %zmm9, %zmm9
	vcmpltps	%zmm23, %zmm28, %k4
	vmovaps	%zmm10, %zmm9 {%k4}
	vandps	%zmm20, %zmm9, %zmm10
	vpcmpgtd	%zmm21, %zmm10, %k4
	vbroadcastss	.LCPI0_62(%rip), %zmm10
	vxorps	39688(%rsp,%r8), %zmm10, %zmm10
	vmovdqa32	%zmm22, %zmm9 {%k4}
	vmulps	%zmm16, %zmm11, %zmm13
	vsubps	%zmm13, %zmm10, %zmm10
	vmulps	384(%rsp), %zmm10, %zmm10
	vsubps	%zmm10, %zmm11, %zmm10
	vmulps	%zmm1, %zmm11, %zmm13
	vsubps	%zmm13, %zmm14, %zmm13
	vmulps	%zmm13, %zmm7, %zmm13
	vaddps	%zmm13, %zmm10, %zmm10
	vbroadcastss	.LCPI0_62(%rip), %zmm13
	vdivps	%zmm4, %zmm10, %zmm10
	vmovdqu64	%zmm9, 6856(%rsp,%r8)
	vmovaps	%zmm11, %zmm10 {%k3}
	vandps	%zmm20, %zmm10, %zmm9
	vpcmpgtd	%zmm21, %zmm9, %k4
	vmovdqa32	%zmm22, %zmm10 {%k4}
	vmovdqu64	%zmm10, 6920(%rsp,%r8)
	vxorps	39752(%rsp,%r8), %zmm13, %zmm9
	vmulps	%zmm2, %zmm12, %zmm10
	vsubps	%zmm10, %zmm9, %zmm9
	vmulps	384(%rsp), %zmm9, %zmm9
	vsubps	%zmm9, %zmm12, %zmm9
	vmulps	%zmm19, %zmm12, %zmm10
	vsubps	%zmm10, %zmm15, %zmm10
	vmulps	%zmm10, %zmm7, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vdivps	%zmm5, %zmm9, %zmm9
	vmovaps	%zmm12, %zmm9 {%k2}
	vandps	%zmm20, %zmm9, %zmm10
	vpcmpgtd	%zmm21, %zmm10, %k4
	vmovdqa32	%zmm22, %zmm9 {%k4}
	vmovdqu64	%zmm9, 6984(%rsp,%r8)
	vxorps	39816(%rsp,%r8), %zmm13, %zmm9
	vmulps	%zmm3, %zmm8, %zmm10
	vsubps	%zmm10, %zmm9, %zmm9
	vmulps	384(%rsp), %zmm9, %zmm9
	vsubps	%zmm9, %zmm8, %zmm9
	vmulps	%zmm18, %zmm8, %zmm10
	vsubps	%zmm10, %zmm17, %zmm10
	vmovups	384(%rsp), %zmm17
	vmulps	%zmm10, %zmm7, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vdivps	%zmm6, %zmm9, %zmm9
	vmovaps	%zmm8, %zmm9 {%k1}
	vandps	%zmm20, %zmm9, %zmm8
	vpcmpgtd	%zmm21, %zmm8, %k4
	vmovdqa32	%zmm22, %zmm9 {%k4}
	vmovdqu64	%zmm9, 7048(%rsp,%r8)
	addq	$256, %r8
	decq	%r9
	jne	.LBB0_266
	vmovss	.LCPI0_63(%rip), %xmm7
	vbroadcastss	.LCPI0_64(%rip), %xmm5
	vmovss	.LCPI0_65(%rip), %xmm14
	vmovss	.LCPI0_67(%rip), %xmm15
	vmovaps	%zmm23, %zmm12
	vbroadcastss	.LCPI0_67(%rip), %xmm23
	jmp	.LBB0_246
.LBB0_252:
	vmovaps	%zmm27, %zmm28
	vmovaps	%zmm10, %zmm27
	xorl	%r8d, %r8d
	vbroadcastss	.LCPI0_63(%rip), %zmm8
	vbroadcastss	.LCPI0_65(%rip), %zmm9
	vbroadcastss	.LCPI0_66(%rip), %zmm10
	vbroadcastss	.LCPI0_68(%rip), %zmm11
	.p2align	4
.LBB0_253:
	vcmpgtps	6528(%rsp,%r8,4), %zmm12, %k1
	vcmpgtps	6592(%rsp,%r8,4), %zmm12, %k2
	vaddps	5760(%rsp,%r8,4), %zmm8, %zmm0
	vaddps	5824(%rsp,%r8,4), %zmm8, %zmm4
	vandps	%zmm20, %zmm0, %zmm0
	vandps	%zmm20, %zmm4, %zmm4
	vcmpltps	%zmm0, %zmm9, %k3
	vcmpltps	%zmm4, %zmm9, %k4
	vmovaps	%zmm10, %zmm0 {%k3} {z}
	vmovaps	%zmm10, %zmm4 {%k4} {z}
	vmovaps	%zmm11, %zmm5 {%k1} {z}
	vaddps	%zmm0, %zmm5, %zmm0
	vmovaps	%zmm11, %zmm5 {%k2} {z}
	vaddps	%zmm4, %zmm5, %zmm4
	vcvttps2udq	%zmm0, %zmm0
	vcvttps2udq	%zmm4, %zmm4
	vorps	-64(%rbx,%r8,4), %zmm0, %zmm0
	vorps	(%rbx,%r8,4), %zmm4, %zmm4
	vmovups	%zmm0, -64(%rbx,%r8,4)
	vmovups	%zmm4, (%rbx,%r8,4)
	addq	$32, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_253
	cmpq	(%rsp), %rax
	vbroadcastss	.LCPI0_64(%rip), %xmm5
	vmovaps	%zmm27, %zmm10
	vmovaps	%zmm28, %zmm27
	vmovups	1216(%rsp), %zmm28
	je	.LBB0_259
	movq	(%rsp), %r8
	movq	%r8, %r9
	testb	$28, %al
	je	.LBB0_249
.LBB0_256:
	vbroadcastss	.LCPI0_63(%rip), %xmm8
	vbroadcastss	.LCPI0_65(%rip), %xmm9
	.p2align	4
.LBB0_257:
	vcmpgtps	6528(%rsp,%r9,4), %xmm23, %k1
	vaddps	5760(%rsp,%r9,4), %xmm8, %xmm0
	vandps	%xmm5, %xmm0, %xmm0
	vcmpgtps	%xmm9, %xmm0, %k2
	vbroadcastss	.LCPI0_66(%rip), %xmm0 {%k2} {z}
	vbroadcastss	.LCPI0_68(%rip), %xmm4 {%k1} {z}
	vaddps	%xmm0, %xmm4, %xmm0
	vcvttps2udq	%xmm0, %xmm0
	vorps	(%r14,%r9,4), %xmm0, %xmm0
	vmovups	%xmm0, (%r14,%r9,4)
	addq	$4, %r9
	cmpq	%r9, %rcx
	jne	.LBB0_257
	movq	-88(%rsp), %r9
	movq	%r9, %r8
	cmpq	%r9, %rax
	je	.LBB0_259
	.p2align	4
.LBB0_249:
	vaddss	5760(%rsp,%r8,4), %xmm7, %xmm0
	vandps	%xmm5, %xmm0, %xmm0
	vcmpgtss	%xmm14, %xmm0, %k1
	vmovss	.LCPI0_66(%rip), %xmm0 {%k1} {z}
	vcmpgtss	6528(%rsp,%r8,4), %xmm15, %k1
	vmovss	.LCPI0_68(%rip), %xmm4 {%k1} {z}
	vaddss	%xmm0, %xmm4, %xmm0
	vcvttss2usi	%xmm0, %r9d
	orl	%r9d, (%r14,%r8,4)
	incq	%r8
	cmpq	%r8, %rax
	jne	.LBB0_249
.LBB0_259:
	movq	-128(%rsp), %r9
	testq	%r9, %r9
	vmovups	%zmm10, 3840(%rsp)
	je	.LBB0_246
	vsqrtps	%zmm28, %zmm0
	vsqrtps	%zmm10, %zmm4
	vsqrtps	%zmm26, %zmm5
	vsqrtps	%zmm27, %zmm6
	movl	$192, %r8d
	vcmpltps	%zmm12, %zmm27, %k1
	vcmpltps	%zmm12, %zmm26, %k2
	vcmpltps	%zmm12, %zmm10, %k3
	vcmpltps	%zmm12, %zmm28, %k4
	.p2align	4
.LBB0_261:
	vxorps	39624(%rsp,%r8), %zmm13, %zmm7
	vmovups	6856(%rsp,%r8), %zmm8
	vmovups	6920(%rsp,%r8), %zmm9
	vmovups	6984(%rsp,%r8), %zmm10
	vmovups	7048(%rsp,%r8), %zmm11
	vmulps	%zmm25, %zmm8, %zmm12
	vsubps	%zmm12, %zmm7, %zmm7
	vmulps	%zmm7, %zmm17, %zmm7
	vsubps	%zmm7, %zmm8, %zmm7
	vdivps	%zmm0, %zmm7, %zmm7
	vmovaps	%zmm8, %zmm7 {%k4}
	vandps	%zmm20, %zmm7, %zmm8
	vpcmpgtd	%zmm21, %zmm8, %k5
	vmovdqa32	%zmm22, %zmm7 {%k5}
	vmovdqu64	%zmm7, 6856(%rsp,%r8)
	vxorps	39688(%rsp,%r8), %zmm13, %zmm7
	vmulps	%zmm16, %zmm9, %zmm8
	vsubps	%zmm8, %zmm7, %zmm7
	vmulps	%zmm7, %zmm17, %zmm7
	vsubps	%zmm7, %zmm9, %zmm7
	vdivps	%zmm4, %zmm7, %zmm7
	vmovaps	%zmm9, %zmm7 {%k3}
	vandps	%zmm20, %zmm7, %zmm8
	vpcmpgtd	%zmm21, %zmm8, %k5
	vmovdqa32	%zmm22, %zmm7 {%k5}
	vmovdqu64	%zmm7, 6920(%rsp,%r8)
	vxorps	39752(%rsp,%r8), %zmm13, %zmm7
	vmulps	%zmm2, %zmm10, %zmm8
	vsubps	%zmm8, %zmm7, %zmm7
	vmulps	%zmm7, %zmm17, %zmm7
	vsubps	%zmm7, %zmm10, %zmm7
	vdivps	%zmm5, %zmm7, %zmm7
	vmovaps	%zmm10, %zmm7 {%k2}
	vandps	%zmm20, %zmm7, %zmm8
	vpcmpgtd	%zmm21, %zmm8, %k5
	vmovdqa32	%zmm22, %zmm7 {%k5}
	vmovdqu64	%zmm7, 6984(%rsp,%r8)
	vxorps	39816(%rsp,%r8), %zmm13, %zmm7
	vmulps	%zmm3, %zmm11, %zmm8
	vsubps	%zmm8, %zmm7, %zmm7
	vmulps	%zmm7, %zmm17, %zmm7
	vsubps	%zmm7, %zmm11, %zmm7
	vdivps	%zmm6, %zmm7, %zmm7
	vmovaps	%zmm11, %zmm7 {%k1}
	vandps	%zmm20, %zmm7, %zmm8
	vpcmpgtd	%zmm21, %zmm8, %k5
	vmovdqa32	%zmm22, %zmm7 {%k5}
	vmovdqu64	%zmm7, 7048(%rsp,%r8)
	addq	$256, %r8
	decq	%r9
	jne	.LBB0_261
	vmovss	.LCPI0_63(%rip), %xmm7
	vbroadcastss	.LCPI0_64(%rip), %xmm5
	vbroadcastss	.LCPI0_67(%rip), %zmm12
	jmp	.LBB0_246
	.p2align	4
.LBB0_220:
	cmpq	$0, -128(%rsp)
	sete	%al
	cmpq	$0, -104(%rsp)
	sete	%cl
	orb	%al, %cl
	movq	-80(%rsp), %r13
	movq	904(%rsp), %r11
	jne	.LBB0_281
	movq	-72(%rsp), %r15
	imulq	-128(%rsp), %r15
	cmpq	$1, %r15
	jne	.LBB0_268
	xorl	%ecx, %ecx
	jmp	.LBB0_277
	.p2align	4
.LBB0_268:
	movl	%r15d, %r8d
	andl	$16382, %r8d
	xorl	%ecx, %ecx
	movq	-128(%rsp), %rbp
	jmp	.LBB0_269
	.p2align	4
.LBB0_274:
	xorl	%edx, %edx
	divq	%rbp
.LBB0_275:
	cmpq	-104(%rsp), %rax
	movq	%r12, %r9
	cmovbq	%rax, %r9
	addq	%r13, %r9
	movq	%rdx, %r10
	shlq	$8, %r10
	addq	%rsp, %r10
	addq	$7048, %r10
	vmovss	(%r10,%rax,4), %xmm0
	imulq	%rbp, %r9
	movq	-96(%rsp), %rax
	leaq	(%rax,%r9,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r8
	je	.LBB0_276
.LBB0_269:
	movq	%rcx, %rax
	orq	%rbp, %rax
	shrq	$32, %rax
	je	.LBB0_270
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rbp
	jmp	.LBB0_272
	.p2align	4
.LBB0_270:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%ebp
.LBB0_272:
	cmpq	-104(%rsp), %rax
	movq	%r12, %r9
	cmovbq	%rax, %r9
	addq	%r13, %r9
	imulq	%rbp, %r9
	movq	%rdx, %r10
	shlq	$8, %r10
	addq	%rsp, %r10
	addq	$7048, %r10
	vmovss	(%r10,%rax,4), %xmm0
	movq	-96(%rsp), %rax
	leaq	(%rax,%r9,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%rbp, %rdx
	shrq	$32, %rdx
	jne	.LBB0_274
	xorl	%edx, %edx
	divl	%ebp
	jmp	.LBB0_275
	.p2align	4
.LBB0_276:
	testb	$1, %r15b
	je	.LBB0_281
.LBB0_277:
	movq	%rcx, %rax
	movq	-128(%rsp), %r8
	orq	%r8, %rax
	shrq	$32, %rax
	jne	.LBB0_279
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r8d
	jmp	.LBB0_280
.LBB0_24:
	movq	24(%rdi), %rcx
	movq	%rcx, 448(%rsp)
	cmpq	$4097, %rax
	movq	%r10, 160(%rsp)
	vmovaps	%xmm17, 2928(%rsp)
	jae	.LBB0_25
	movq	%r11, %rsi
	subq	%r13, %rsi
	jbe	.LBB0_157
	movq	%r13, %r15
	cmpq	$0, 232(%rsp)
	je	.LBB0_449
	movl	$3449720151, %r9d
	movq	-56(%rsp), %rdx
	movq	%rdx, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %rcx
	movq	%rcx, 872(%rsp)
	leaq	842468239(%rax), %rcx
	movq	%rcx, 32(%rsp)
	leaq	1684936478(%rax), %rcx
	movq	%rcx, 3776(%rsp)
	leaq	534103459(%rax), %rcx
	movq	%rcx, 2416(%rsp)
	movq	-128(%rsp), %rcx
	movl	%ecx, %r12d
	andl	$8188, %r12d
	leaq	(%rax,%r9), %r13
	addq	$-305585874, %r13
	movq	%r13, 1104(%rsp)
	leaq	536882365(%rax,%r9), %r13
	leaq	(%rax,%r9), %rbp
	addq	$-613950654, %rbp
	leaq	(%rax,%r9), %r10
	addq	$228517585, %r10
	movq	%r15, %rdi
	imulq	%rcx, %rdi
	movq	%rcx, %rax
	shlq	$4, %rax
	leaq	4(,%r15,4), %r14
	imulq	%rcx, %r14
	movq	%r14, 2376(%rsp)
	movq	%r12, -24(%rsp)
	leaq	-1(%r12), %r14
	shrq	$2, %r14
	movl	%ecx, %ebx
	andl	$8128, %ebx
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 4672(%rsp)
	leaq	(%rdx,%r9), %r8
	addq	$-795284382, %r8
	movq	%r8, 6784(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 6976(%rsp)
	leaq	1013904242(%rdx), %r8
	movq	%r8, 3392(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 4608(%rsp)
	movq	872(%rsp), %r8
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 6912(%rsp)
	leaq	218619860(%rdx,%r9), %r8
	movq	%r8, -32(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 4544(%rsp)
	movq	32(%rsp), %r8
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 4480(%rsp)
	leaq	2027808484(%rdx), %r8
	movq	%r8, 176(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 4416(%rsp)
	movq	%r13, 3008(%rsp)
	vpbroadcastq	%r13, %zmm0
	vmovdqu64	%zmm0, 4352(%rsp)
	movq	%rax, %r13
	leaq	387276957(%rdx), %rax
	movq	%rax, 960(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4288(%rsp)
	movq	%rbp, 2864(%rsp)
	vpbroadcastq	%rbp, %zmm0
	vmovdqu64	%zmm0, 4224(%rsp)
	leaq	-408007425(%rdx,%r9), %rax
	movq	%rax, 952(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4160(%rsp)
	movq	3776(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4096(%rsp)
	leaq	1401181199(%rdx), %rax
	movq	%rax, 944(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4032(%rsp)
	movq	2416(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4864(%rsp)
	movq	%r10, 968(%rsp)
	vpbroadcastq	%r10, %zmm22
	leal	-1879881855(%rdx), %eax
	movl	%eax, 936(%rsp)
	vpbroadcastd	%eax, %zmm19
	movl	%ecx, %eax
	andl	$8184, %eax
	vpbroadcastq	%rbx, %zmm0
	vporq	.LCPI0_0(%rip), %zmm0, %zmm0
	vmovdqu64	%zmm0, 3712(%rsp)
	movl	%ecx, %edx
	andl	$8176, %edx
	movq	%rdx, -112(%rsp)
	movl	%ecx, %edx
	andl	$8188, %edx
	movq	%rdx, 240(%rsp)
	vbroadcastss	%xmm17, %zmm21
	movq	%r14, 528(%rsp)
	leaq	1(%r14), %r8
	movq	%r8, 1480(%rsp)
	andq	$-2, %r8
	movq	%r8, 1472(%rsp)
	movl	%ecx, %edx
	andl	$3, %edx
	movq	%rdx, 920(%rsp)
	movq	%rax, -40(%rsp)
	subq	%rbx, %rax
	movq	%rax, 928(%rsp)
	leal	(,%rcx,4), %eax
	movl	%eax, %edx
	andl	$32512, %edx
	andl	$32704, %eax
	movq	%rax, 168(%rsp)
	vbroadcastss	.LCPI0_62(%rip), %xmm23
	vxorps	%xmm3, %xmm3, %xmm3
	vbroadcastss	.LCPI0_62(%rip), %xmm24
	vmovaps	.LCPI0_71(%rip), %xmm25
	vmovaps	.LCPI0_72(%rip), %xmm26
	vbroadcastss	.LCPI0_62(%rip), %zmm28
	vxorps	%xmm27, %xmm27, %xmm27
	vxorps	%xmm29, %xmm29, %xmm29
	vbroadcastss	.LCPI0_62(%rip), %ymm30
	vbroadcastss	.LCPI0_64(%rip), %xmm31
	leaq	(,%rcx,4), %r14
	leaq	(%r14,%r14,2), %r8
	leaq	(,%rcx,8), %rax
	leaq	(%rcx,%rcx), %rcx
	movq	%rcx, 2368(%rsp)
	movq	448(%rsp), %r9
	leaq	(%r9,%r8), %rcx
	movq	%rcx, 144(%rsp)
	leaq	(,%rdi,4), %rcx
	movq	%rcx, 2360(%rsp)
	movq	%rax, 24(%rsp)
	leaq	(%r9,%rax), %rax
	movq	%rax, 3968(%rsp)
	leaq	(%r9,%r14), %rax
	movq	%rax, 3904(%rsp)
	leaq	192(%r9), %rax
	movq	%rax, 224(%rsp)
	movq	%rdx, -48(%rsp)
	leaq	(%r9,%rdx), %rax
	movq	%rax, 2408(%rsp)
	movq	-64(%rsp), %rcx
	leaq	(%rcx,%rdi,4), %rax
	movq	%rax, 3456(%rsp)
	movq	-96(%rsp), %rax
	leaq	(%rax,%rdi,4), %rdx
	movq	%rdx, -8(%rsp)
	leaq	4(%r9,%r14), %rdx
	movq	%rdx, 888(%rsp)
	leaq	4(%r9,%r8), %rdx
	movq	%rdx, 560(%rsp)
	leaq	4(%rcx,%rdi,4), %rdx
	movq	%rdx, 136(%rsp)
	leaq	4(%rax,%rdi,4), %rdx
	movq	%rdx, 128(%rsp)
	movq	%r8, -72(%rsp)
	leaq	192(%r9,%r8), %rdx
	movq	%rdx, 2400(%rsp)
	leaq	192(%rcx,%rdi,4), %rcx
	movq	%rcx, 4928(%rsp)
	movq	%rdi, 880(%rsp)
	leaq	(%rax,%rdi,4), %rax
	addq	$192, %rax
	movq	%rax, 120(%rsp)
	leaq	16(%r9), %rax
	xorl	%ecx, %ecx
	vbroadcastss	.LCPI0_64(%rip), %zmm18
	vpbroadcastd	.LCPI0_69(%rip), %zmm13
	vpbroadcastd	.LCPI0_70(%rip), %zmm8
	vpbroadcastd	.LCPI0_69(%rip), %xmm12
	movq	%r13, 2944(%rsp)
	movq	%rbx, -88(%rsp)
	vmovdqu64	%zmm22, 5184(%rsp)
	vmovdqu64	%zmm19, 5120(%rsp)
	vmovups	%zmm21, 6848(%rsp)
	movq	%r14, 1680(%rsp)
	movq	%rax, 520(%rsp)
	jmp	.LBB0_285
	.p2align	4
.LBB0_435:
	addq	$4, %r15
	movq	2392(%rsp), %rsi
	addq	$-4, %rsi
	movq	2384(%rsp), %rcx
	incq	%rcx
	addq	%r14, 880(%rsp)
	addq	%r13, 3456(%rsp)
	addq	%r13, -8(%rsp)
	addq	%r13, 136(%rsp)
	addq	%r13, 128(%rsp)
	addq	%r13, 4928(%rsp)
	addq	%r13, 120(%rsp)
	movq	904(%rsp), %r11
	cmpq	%r11, %r15
	jae	.LBB0_157
.LBB0_285:
	movq	%r15, -80(%rsp)
	subq	%r15, %r11
	cmpq	$4, %r11
	movl	$4, %edx
	cmovbq	%r11, %rdx
	decq	%rdx
	movq	%rdx, 8(%rsp)
	cmpq	$4, %r11
	movl	$3, %eax
	cmovaeq	%rax, %rdx
	movq	%rdx, %rbp
	movq	%rdx, 216(%rsp)
	cmpq	$1, %rsi
	movq	%rsi, 2392(%rsp)
	adcq	$0, %rsi
	cmpq	$4, %rsi
	movl	$4, %eax
	cmovaeq	%rax, %rsi
	movl	%esi, %r8d
	shll	$4, %r8d
	leaq	-4(%r8), %r14
	movq	-128(%rsp), %rbx
	imulq	%rbx, %r14
	movq	448(%rsp), %r15
	addq	%r15, %r14
	movq	%r13, %rdx
	movq	%rcx, 2384(%rsp)
	imulq	%rcx, %rdx
	movq	2360(%rsp), %rax
	leaq	(%rax,%rdx), %r10
	movq	-96(%rsp), %rcx
	leaq	(%rcx,%r10), %rax
	movq	%rax, 384(%rsp)
	addq	2376(%rsp), %rdx
	leaq	(%rcx,%rdx), %rdi
	leaq	-1(%rsi), %rcx
	imulq	1680(%rsp), %rcx
	addq	%rcx, %rdi
	movq	-64(%rsp), %r9
	addq	%r9, %r10
	addq	%r9, %rdx
	addq	%rcx, %rdx
	leaq	-8(%r8), %r12
	imulq	%rbx, %r12
	addq	%r15, %r12
	addq	$-12, %r8
	imulq	%rbx, %r8
	addq	%r15, %r8
	movq	%r13, %r9
	movq	%rsi, 2064(%rsp)
	imulq	%rsi, %r9
	addq	%r15, %r9
	cmpq	$2, %r11
	movq	8(%rsp), %rcx
	movq	%rcx, %rsi
	movl	$1, %eax
	cmovaeq	%rax, %rsi
	movq	%rsi, 208(%rsp)
	imulq	1680(%rsp), %rsi
	movq	%rsi, 48(%rsp)
	cmpq	$3, %r11
	movl	$2, %eax
	cmovaeq	%rax, %rcx
	movq	%rcx, 8(%rsp)
	imulq	1680(%rsp), %rcx
	movq	%rcx, 320(%rsp)
	movq	%rbp, %r11
	imulq	1680(%rsp), %r11
	movq	3968(%rsp), %rax
	cmpq	%rdi, %rax
	setb	%cl
	movq	384(%rsp), %rbx
	cmpq	%r14, %rbx
	setb	%bpl
	andb	%cl, %bpl
	cmpq	%rdx, %rax
	setb	%cl
	cmpq	%r14, %r10
	setb	%r15b
	andb	%cl, %r15b
	orb	%bpl, %r15b
	movq	3904(%rsp), %rsi
	cmpq	%rdi, %rsi
	setb	%cl
	cmpq	%r12, %rbx
	setb	%bpl
	andb	%cl, %bpl
	cmpq	%rdx, %rsi
	setb	%cl
	cmpq	%r12, %r10
	setb	%r13b
	andb	%cl, %r13b
	orb	%bpl, %r13b
	orb	%r15b, %r13b
	cmpq	%rdi, 448(%rsp)
	setb	%cl
	cmpq	%r8, %rbx
	setb	%bpl
	andb	%cl, %bpl
	cmpq	%rdx, 448(%rsp)
	setb	%cl
	cmpq	%r8, %r10
	setb	%r15b
	andb	%cl, %r15b
	orb	%bpl, %r15b
	orb	%r13b, %r15b
	movb	%r15b, 248(%rsp)
	cmpq	%rdi, %rax
	setb	%cl
	cmpq	%r14, %rbx
	setb	%bpl
	andb	%cl, %bpl
	cmpq	%rdx, %rax
	setb	%cl
	cmpq	%r14, %r10
	setb	%r14b
	andb	%cl, %r14b
	orb	%bpl, %r14b
	cmpq	%rdi, %rsi
	setb	%cl
	cmpq	%r12, %rbx
	setb	%bpl
	andb	%cl, %bpl
	cmpq	%rdx, %rsi
	setb	%cl
	cmpq	%r12, %r10
	movq	-128(%rsp), %r12
	movq	-88(%rsp), %rsi
	setb	%r15b
	andb	%cl, %r15b
	orb	%bpl, %r15b
	orb	%r14b, %r15b
	cmpq	%rdi, 448(%rsp)
	setb	%cl
	cmpq	%r8, %rbx
	setb	%bpl
	andb	%cl, %bpl
	cmpq	%rdx, 448(%rsp)
	setb	%cl
	cmpq	%r8, %r10
	setb	%al
	andb	%cl, %al
	orb	%bpl, %al
	orb	%r15b, %al
	movb	%al, 1128(%rsp)
	cmpq	%rdi, 448(%rsp)
	setb	%cl
	cmpq	%r8, %rbx
	setb	%bpl
	andb	%cl, %bpl
	cmpq	%rdx, 448(%rsp)
	setb	%cl
	cmpq	%r8, %r10
	setb	%al
	andb	%cl, %al
	orb	%bpl, %al
	movb	%al, 1136(%rsp)
	cmpq	%rdi, 448(%rsp)
	setb	%cl
	cmpq	%r8, %rbx
	setb	%bpl
	andb	%cl, %bpl
	cmpq	%rdx, 448(%rsp)
	setb	%cl
	cmpq	%r8, %r10
	movq	448(%rsp), %r8
	movq	48(%rsp), %rax
	leaq	(%r8,%rax,4), %r14
	movq	448(%rsp), %r8
	movq	320(%rsp), %rax
	leaq	(%r8,%rax,4), %r15
	movq	448(%rsp), %r8
	leaq	(%r8,%r11,4), %r13
	setb	%al
	andb	%cl, %al
	orb	%bpl, %al
	movq	%rsi, %rbp
	movb	%al, 1120(%rsp)
	movq	%rbx, %r11
	cmpq	%rdx, %rbx
	setb	%cl
	cmpq	%rdi, %r10
	setb	%r8b
	andb	%cl, %r8b
	cmpq	%r9, %rbx
	movq	208(%rsp), %r9
	setb	%cl
	cmpq	%rdi, 144(%rsp)
	setb	%al
	andb	%cl, %al
	leaq	(%r14,%r12,4), %rcx
	movq	%rcx, 552(%rsp)
	orb	%r8b, %al
	movb	%al, 2144(%rsp)
	movq	216(%rsp), %r8
	movq	8(%rsp), %rbx
	movq	520(%rsp), %rsi
	cmpq	%rdx, %r11
	leaq	(%r15,%r12,4), %rax
	movq	%rax, 896(%rsp)
	leaq	(%r13,%r12,4), %rax
	movq	%rax, 544(%rsp)
	setb	%cl
	cmpq	%rdi, %r10
	movq	2368(%rsp), %rax
	movq	%r14, 16(%rsp)
	leaq	(%r14,%rax,4), %rdx
	movq	%rdx, 152(%rsp)
	setb	%dl
	andb	%cl, %dl
	movb	%dl, 568(%rsp)
	movq	%r15, -16(%rsp)
	leaq	(%r15,%rax,4), %rcx
	movq	-80(%rsp), %r15
	movq	%rcx, 536(%rsp)
	movq	2944(%rsp), %rcx
	imulq	%rcx, %r8
	addq	%rsi, %r8
	imulq	%rcx, %rbx
	addq	%rsi, %rbx
	imulq	%rcx, %r9
	addq	%rsi, %r9
	movq	%r9, 208(%rsp)
	vmovss	196(%rsp), %xmm0
	vmovss	%xmm0, 604(%rsp)
	vmovss	200(%rsp), %xmm20
	movq	%r13, 3648(%rsp)
	leaq	(,%rax,4), %rax
	addq	%r13, %rax
	movq	%rax, 576(%rsp)
	xorl	%edx, %edx
	movq	%rbx, 8(%rsp)
	movq	%r8, 216(%rsp)
	jmp	.LBB0_286
	.p2align	4
.LBB0_434:
	movq	912(%rsp), %rdx
	incq	%rdx
	cmpq	232(%rsp), %rdx
	vxorps	%xmm3, %xmm3, %xmm3
	je	.LBB0_435
.LBB0_286:
	cmpl	$0, 204(%rsp)
	jne	.LBB0_287
.LBB0_288:
	movl	$3449720151, %ecx
	movq	-72(%rsp), %r14
	cmpl	$0, -116(%rsp)
	movq	%rdx, 912(%rsp)
	je	.LBB0_289
	vmovaps	%xmm20, 2128(%rsp)
	movq	1112(%rsp), %rax
	addq	%rax, %rdx
	movq	%rdx, %rsi
	shrq	$32, %rsi
	imulq	%rcx, %rsi
	movq	%rsi, %rax
	shrq	$32, %rax
	xorl	-56(%rsp), %edx
	xorl	%eax, %edx
	leaq	78811644(%rcx), %rbx
	imulq	%rbx, %rdx
	movq	%rdx, %rax
	shrq	$32, %rax
	xorq	1104(%rsp), %rax
	movq	%rax, 3520(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4736(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vpxorq	6976(%rsp), %zmm0, %zmm27
	vpbroadcastq	%rdx, %zmm0
	vpxorq	6912(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 5248(%rsp)
	xorq	6784(%rsp), %rsi
	movq	%rsi, -104(%rsp)
	movl	%esi, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 5056(%rsp)
	xorq	872(%rsp), %rdx
	movq	%rdx, 3840(%rsp)
	movl	%edx, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4992(%rsp)
	movq	880(%rsp), %rax
	movq	%rax, 584(%rsp)
	movq	448(%rsp), %rax
	movq	%rax, 592(%rsp)
	movq	2408(%rsp), %rax
	movq	224(%rsp), %rsi
	xorl	%ecx, %ecx
	vpbroadcastq	.LCPI0_2(%rip), %zmm10
	movq	%rbx, 3072(%rsp)
	vmovdqu64	%zmm27, 4800(%rsp)
	jmp	.LBB0_298
	.p2align	4
.LBB0_310:
	movq	1144(%rsp), %rcx
	incq	%rcx
	addq	%rbx, %rsi
	movq	(%rsp), %rax
	addq	%rbx, %rax
	addq	%rbx, 592(%rsp)
	addq	%r12, 584(%rsp)
	cmpq	2064(%rsp), %rcx
	movq	3072(%rsp), %rbx
	vmovups	4800(%rsp), %zmm27
	vmovups	6848(%rsp), %zmm21
	movq	%r11, %rbp
	vbroadcastsd	.LCPI0_2(%rip), %zmm10
	je	.LBB0_311
.LBB0_298:
	movq	%rax, (%rsp)
	movq	%rcx, 1144(%rsp)
	leaq	(%rcx,%r15), %rax
	imulq	%r12, %rax
	vpbroadcastq	%rax, %zmm28
	vpaddq	%zmm10, %zmm28, %zmm0
	vmovdqu64	%zmm0, 1616(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm28, %zmm0
	vmovdqu64	%zmm0, 1872(%rsp)
	vpaddq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm0
	vmovdqu64	%zmm0, 2288(%rsp)
	movq	%rsi, %rax
	movq	%rbp, %rdx
	vmovdqa64	.LCPI0_0(%rip), %zmm2
	vmovdqa64	.LCPI0_6(%rip), %zmm1
	vpbroadcastq	.LCPI0_7(%rip), %zmm21
	vpbroadcastq	.LCPI0_8(%rip), %zmm20
	vmovdqu64	%zmm28, 1936(%rsp)
	.p2align	4
.LBB0_299:
	vmovdqu64	%zmm1, 320(%rsp)
	vmovdqu64	%zmm2, 48(%rsp)
	vpaddq	%zmm28, %zmm1, %zmm5
	vpmuludq	%zmm21, %zmm5, %zmm1
	vpaddq	%zmm28, %zmm2, %zmm8
	vpmuludq	%zmm21, %zmm8, %zmm0
	vmovdqu64	1616(%rsp), %zmm2
	vpaddq	320(%rsp), %zmm2, %zmm10
	vpmuludq	%zmm21, %zmm10, %zmm3
	vpaddq	48(%rsp), %zmm2, %zmm11
	vpmuludq	%zmm21, %zmm11, %zmm7
	vmovdqu64	1872(%rsp), %zmm2
	vpaddq	320(%rsp), %zmm2, %zmm12
	vpmuludq	%zmm21, %zmm12, %zmm4
	vpaddq	48(%rsp), %zmm2, %zmm13
	vpmuludq	%zmm21, %zmm13, %zmm9
	vmovdqu64	2288(%rsp), %zmm6
	vpaddq	320(%rsp), %zmm6, %zmm14
	vpmuludq	%zmm21, %zmm14, %zmm2
	vpaddq	48(%rsp), %zmm6, %zmm15
	vpmuludq	%zmm21, %zmm15, %zmm6
	vmovdqu64	4672(%rsp), %zmm16
	vpternlogq	$150, %zmm16, %zmm0, %zmm8
	vpternlogq	$150, %zmm16, %zmm1, %zmm5
	vpternlogq	$150, %zmm16, %zmm7, %zmm11
	vpternlogq	$150, %zmm16, %zmm3, %zmm10
	vpternlogq	$150, %zmm16, %zmm9, %zmm13
	vpternlogq	$150, %zmm16, %zmm4, %zmm12
	vpternlogq	$150, %zmm16, %zmm6, %zmm15
	vpternlogq	$150, %zmm16, %zmm2, %zmm14
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm12, %zmm16
	vpsrlq	$32, %zmm13, %zmm12
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm15, %zmm15
	vpmuludq	%zmm20, %zmm8, %zmm24
	vpmuludq	%zmm20, %zmm5, %zmm23
	vpmuludq	%zmm20, %zmm11, %zmm21
	vpmuludq	%zmm20, %zmm10, %zmm13
	vpmuludq	%zmm20, %zmm12, %zmm12
	vpmuludq	%zmm20, %zmm16, %zmm10
	vpmuludq	%zmm20, %zmm15, %zmm8
	vpmuludq	%zmm20, %zmm14, %zmm5
	vpsrlq	$32, %zmm23, %zmm11
	vpsrlq	$32, %zmm24, %zmm14
	vpsrlq	$32, %zmm13, %zmm17
	vpsrlq	$32, %zmm21, %zmm15
	vpsrlq	$32, %zmm10, %zmm18
	vpsrlq	$32, %zmm12, %zmm22
	vpsrlq	$32, %zmm5, %zmm25
	vpsrlq	$32, %zmm8, %zmm26
	vpxorq	%zmm27, %zmm14, %zmm14
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm14, %zmm28
	vmovdqu64	%zmm28, 672(%rsp)
	vpxorq	%zmm27, %zmm11, %zmm11
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm11, %zmm20
	vpxorq	%zmm27, %zmm15, %zmm11
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm11, %zmm16
	vmovdqu64	%zmm16, 608(%rsp)
	vpxorq	%zmm27, %zmm17, %zmm11
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm11, %zmm19
	vpxorq	%zmm27, %zmm22, %zmm11
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm11, %zmm14
	vpxorq	%zmm27, %zmm18, %zmm11
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm11, %zmm17
	vpxorq	%zmm27, %zmm26, %zmm11
	vpxorq	%zmm27, %zmm25, %zmm18
	vmovdqu64	4736(%rsp), %zmm27
	vpxorq	%zmm0, %zmm27, %zmm0
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm11, %zmm15
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm0, %zmm11
	vpxorq	%zmm1, %zmm27, %zmm1
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm1, %zmm26
	vpxorq	%zmm7, %zmm27, %zmm1
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm1, %zmm7
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpxorq	%zmm3, %zmm27, %zmm3
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm3, %zmm25
	vpxorq	%zmm9, %zmm27, %zmm3
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm3, %zmm29
	vpxorq	%zmm4, %zmm27, %zmm3
	vpsrlq	$32, %zmm20, %zmm4
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm3, %zmm30
	vpxorq	%zmm6, %zmm27, %zmm3
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm3, %zmm18
	vpxorq	%zmm2, %zmm27, %zmm2
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 800(%rsp)
	vpsrlq	$32, %zmm28, %zmm2
	vpsrlq	$32, %zmm26, %zmm3
	vpsrlq	$32, %zmm11, %zmm6
	vpsrlq	$32, %zmm25, %zmm9
	vpsrlq	$32, %zmm7, %zmm27
	vpsrlq	$32, %zmm30, %zmm28
	vpsrlq	$32, %zmm19, %zmm31
	vmovdqu64	4608(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm24, %zmm6
	vpsrlq	$32, %zmm29, %zmm24
	vpternlogq	$150, %zmm0, %zmm23, %zmm3
	vpsrlq	$32, %zmm1, %zmm23
	vpternlogq	$150, %zmm0, %zmm21, %zmm27
	vpsrlq	$32, %zmm16, %zmm22
	vpternlogq	$150, %zmm0, %zmm13, %zmm9
	vpsrlq	$32, %zmm18, %zmm21
	vpternlogq	$150, %zmm0, %zmm12, %zmm24
	vpternlogq	$150, %zmm0, %zmm10, %zmm28
	vpternlogq	$150, %zmm0, %zmm8, %zmm21
	vpsrlq	$32, %zmm17, %zmm10
	vpternlogq	$150, %zmm0, %zmm5, %zmm23
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm3, %zmm1
	vmovdqu64	%zmm1, 1408(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm6, %zmm0
	vmovdqu64	%zmm0, 256(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm9, %zmm3
	vmovdqu64	%zmm3, 1216(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm27, %zmm12
	vmovdqu64	%zmm12, 1152(%rsp)
	vpsrlq	$32, %zmm14, %zmm5
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm28, %zmm6
	vmovdqu64	%zmm6, 1552(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm24, %zmm9
	vmovdqu64	%zmm9, 976(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm23, %zmm8
	vmovdqu64	%zmm8, 736(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm21, %zmm27
	vmovdqu64	%zmm27, 1040(%rsp)
	vpsrlq	$32, %zmm0, %zmm23
	vmovdqu64	5248(%rsp), %zmm8
	vpxorq	%zmm8, %zmm2, %zmm2
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm21
	vpxorq	%zmm8, %zmm4, %zmm2
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm16
	vpxorq	%zmm8, %zmm22, %zmm0
	vpxorq	%zmm8, %zmm31, %zmm4
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm0, %zmm22
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm4, %zmm31
	vpxorq	%zmm8, %zmm5, %zmm0
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm0, %zmm28
	vpxorq	%zmm8, %zmm10, %zmm0
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm0, %zmm4
	vmovdqu64	%zmm4, 2000(%rsp)
	vpsrlq	$32, %zmm21, %zmm24
	vmovdqu64	4544(%rsp), %zmm0
	vpternlogq	$150, %zmm11, %zmm0, %zmm24
	vpsrlq	$32, %zmm16, %zmm2
	vpternlogq	$150, %zmm26, %zmm0, %zmm2
	vpsrlq	$32, %zmm22, %zmm26
	vpternlogq	$150, %zmm7, %zmm0, %zmm26
	vpsrlq	$32, %zmm31, %zmm13
	vpternlogq	$150, %zmm25, %zmm0, %zmm13
	vpsrlq	$32, %zmm28, %zmm25
	vpternlogq	$150, %zmm29, %zmm0, %zmm25
	vpsrlq	$32, %zmm4, %zmm29
	vpternlogq	$150, %zmm30, %zmm0, %zmm29
	vpsrlq	$32, %zmm1, %zmm11
	vmovdqu64	4480(%rsp), %zmm7
	vpternlogq	$150, %zmm7, %zmm20, %zmm11
	vpsrlq	$32, %zmm12, %zmm20
	vpternlogq	$150, 672(%rsp), %zmm7, %zmm23
	vpsrlq	$32, %zmm3, %zmm4
	vpternlogq	$150, %zmm7, %zmm19, %zmm4
	vpsrlq	$32, %zmm9, %zmm12
	vpternlogq	$150, 608(%rsp), %zmm7, %zmm20
	vpsrlq	$32, %zmm6, %zmm9
	vpternlogq	$150, %zmm7, %zmm17, %zmm9
	vpsrlq	$32, %zmm27, %zmm5
	vpternlogq	$150, %zmm7, %zmm14, %zmm12
	vpsrlq	$32, %zmm15, %zmm10
	vpxorq	%zmm8, %zmm10, %zmm10
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm10, %zmm10
	vpternlogq	$150, %zmm7, %zmm15, %zmm5
	vpsrlq	$32, %zmm10, %zmm15
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm23, %zmm3
	vmovdqu64	%zmm3, 1344(%rsp)
	vpternlogq	$150, %zmm18, %zmm0, %zmm15
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm11, %zmm1
	vmovdqu64	%zmm1, 1280(%rsp)
	vpsrlq	$32, %zmm3, %zmm14
	vmovdqu64	4416(%rsp), %zmm18
	vpternlogq	$150, %zmm18, %zmm21, %zmm14
	vpsrlq	$32, %zmm1, %zmm23
	vpternlogq	$150, %zmm18, %zmm16, %zmm23
	vmovdqu64	736(%rsp), %zmm1
	vpsrlq	$32, %zmm1, %zmm3
	vmovdqu64	384(%rsp), %zmm11
	vpternlogq	$150, %zmm7, %zmm11, %zmm3
	vpsrlq	$32, %zmm11, %zmm11
	vpxorq	%zmm8, %zmm11, %zmm11
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm21
	vpternlogq	$150, 800(%rsp), %zmm0, %zmm21
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm20, %zmm19
	vpsrlq	$32, %zmm19, %zmm17
	vpternlogq	$150, %zmm18, %zmm22, %zmm17
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm4, %zmm22
	vpsrlq	$32, %zmm22, %zmm8
	vpternlogq	$150, %zmm18, %zmm31, %zmm8
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm12, %zmm31
	vpsrlq	$32, %zmm31, %zmm27
	vpternlogq	$150, %zmm18, %zmm28, %zmm27
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm9, %zmm0
	vmovdqu64	%zmm0, 608(%rsp)
	vpsrlq	$32, %zmm0, %zmm20
	vpternlogq	$150, 2000(%rsp), %zmm18, %zmm20
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm5, %zmm0
	vmovdqu64	%zmm0, 672(%rsp)
	vpsrlq	$32, %zmm0, %zmm30
	vpternlogq	$150, %zmm18, %zmm10, %zmm30
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm3, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm18, %zmm11, %zmm0
	vmovdqu64	%zmm0, 800(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm2, %zmm10
	vpsrlq	$32, %zmm10, %zmm11
	vmovdqu64	4352(%rsp), %zmm0
	vpternlogq	$150, 1408(%rsp), %zmm0, %zmm11
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm24, %zmm5
	vpsrlq	$32, %zmm5, %zmm24
	vpternlogq	$150, 256(%rsp), %zmm0, %zmm24
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm13, %zmm9
	vpsrlq	$32, %zmm9, %zmm3
	vpternlogq	$150, 1216(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm26, %zmm18
	vpsrlq	$32, %zmm18, %zmm6
	vpternlogq	$150, 1152(%rsp), %zmm0, %zmm6
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm29, %zmm26
	vpsrlq	$32, %zmm26, %zmm7
	vpternlogq	$150, 1552(%rsp), %zmm0, %zmm7
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm25, %zmm25
	vpsrlq	$32, %zmm25, %zmm2
	vpternlogq	$150, 976(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm21, %zmm29
	vpsrlq	$32, %zmm29, %zmm28
	vpternlogq	$150, %zmm1, %zmm0, %zmm28
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm15, %zmm1
	vmovdqu64	%zmm1, 1152(%rsp)
	vpsrlq	$32, %zmm1, %zmm4
	vpternlogq	$150, 1040(%rsp), %zmm0, %zmm4
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm24, %zmm0
	vmovdqu64	%zmm0, 1040(%rsp)
	vpsrlq	$32, %zmm0, %zmm21
	vmovdqu64	4288(%rsp), %zmm13
	vpternlogq	$150, 1344(%rsp), %zmm13, %zmm21
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm11, %zmm24
	vpsrlq	$32, %zmm24, %zmm12
	vpternlogq	$150, 1280(%rsp), %zmm13, %zmm12
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm23, %zmm0
	vmovdqu64	%zmm0, 256(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vmovdqu64	4224(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm10, %zmm15
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm6, %zmm11
	vpsrlq	$32, %zmm11, %zmm16
	vpternlogq	$150, %zmm19, %zmm13, %zmm16
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm14, %zmm1
	vmovdqu64	%zmm1, 736(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm0, %zmm5, %zmm1
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm3, %zmm23
	vpsrlq	$32, %zmm23, %zmm14
	vpternlogq	$150, %zmm22, %zmm13, %zmm14
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm8, %zmm3
	vmovdqu64	%zmm3, 976(%rsp)
	vpsrlq	$32, %zmm3, %zmm5
	vpternlogq	$150, %zmm0, %zmm9, %zmm5
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm10
	vpsrlq	$32, %zmm10, %zmm2
	vpternlogq	$150, %zmm31, %zmm13, %zmm2
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm9
	vpternlogq	$150, %zmm0, %zmm18, %zmm9
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm7, %zmm6
	vpsrlq	$32, %zmm6, %zmm22
	vpternlogq	$150, 608(%rsp), %zmm13, %zmm22
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm20, %zmm20
	vpsrlq	$32, %zmm20, %zmm7
	vpternlogq	$150, %zmm0, %zmm26, %zmm7
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm4, %zmm26
	vpsrlq	$32, %zmm26, %zmm19
	vpternlogq	$150, 672(%rsp), %zmm13, %zmm19
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm27, %zmm8
	vpsrlq	$32, %zmm8, %zmm3
	vpternlogq	$150, %zmm0, %zmm25, %zmm3
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm28, %zmm4
	vmovdqu64	%zmm4, 672(%rsp)
	vpsrlq	$32, %zmm4, %zmm31
	vpternlogq	$150, 384(%rsp), %zmm13, %zmm31
	vmovdqu64	800(%rsp), %zmm4
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm4, %zmm13
	vpsrlq	$32, %zmm13, %zmm18
	vpternlogq	$150, %zmm0, %zmm29, %zmm18
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm30, %zmm30
	vpsrlq	$32, %zmm30, %zmm29
	vpternlogq	$150, 1152(%rsp), %zmm0, %zmm29
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 608(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vmovdqu64	4160(%rsp), %zmm0
	vpternlogq	$150, 1040(%rsp), %zmm0, %zmm4
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm15, %zmm25
	vpsrlq	$32, %zmm25, %zmm28
	vpternlogq	$150, %zmm0, %zmm24, %zmm28
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm9, %zmm24
	vpsrlq	$32, %zmm24, %zmm9
	vpternlogq	$150, %zmm0, %zmm11, %zmm9
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm27
	vpternlogq	$150, %zmm0, %zmm23, %zmm27
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm3, %zmm23
	vpsrlq	$32, %zmm23, %zmm3
	vpternlogq	$150, %zmm0, %zmm10, %zmm3
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm7, %zmm1
	vpsrlq	$32, %zmm1, %zmm11
	vpternlogq	$150, %zmm0, %zmm6, %zmm11
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm29, %zmm29
	vpsrlq	$32, %zmm29, %zmm15
	vpternlogq	$150, %zmm0, %zmm26, %zmm15
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm12, %zmm6
	vmovdqu64	%zmm6, 384(%rsp)
	vpsrlq	$32, %zmm6, %zmm12
	vmovdqu64	4096(%rsp), %zmm26
	vpternlogq	$150, 256(%rsp), %zmm26, %zmm12
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm21, %zmm6
	vmovdqu64	%zmm6, 256(%rsp)
	vpsrlq	$32, %zmm6, %zmm7
	vpternlogq	$150, 736(%rsp), %zmm26, %zmm7
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm14, %zmm6
	vmovdqu64	%zmm6, 800(%rsp)
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, 976(%rsp), %zmm26, %zmm6
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm16, %zmm10
	vpsrlq	$32, %zmm10, %zmm14
	vpternlogq	$150, %zmm17, %zmm26, %zmm14
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm22, %zmm16
	vmovdqu64	%zmm16, 736(%rsp)
	vpsrlq	$32, %zmm16, %zmm21
	vpternlogq	$150, %zmm20, %zmm26, %zmm21
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 1040(%rsp)
	vpsrlq	$32, %zmm2, %zmm17
	vpternlogq	$150, %zmm8, %zmm26, %zmm17
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm31, %zmm2
	vmovdqu64	%zmm2, 976(%rsp)
	vpsrlq	$32, %zmm2, %zmm8
	vpternlogq	$150, %zmm13, %zmm26, %zmm8
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm19, %zmm16
	vpsrlq	$32, %zmm16, %zmm19
	vpternlogq	$150, %zmm30, %zmm26, %zmm19
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm18, %zmm30
	vpsrlq	$32, %zmm30, %zmm31
	vpternlogq	$150, 672(%rsp), %zmm0, %zmm31
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm7, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vmovdqu64	4032(%rsp), %zmm13
	vpternlogq	$150, 608(%rsp), %zmm13, %zmm2
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm12, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, %zmm25, %zmm13, %zmm22
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm14, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm24, %zmm13, %zmm0
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm18
	vpternlogq	$150, %zmm5, %zmm13, %zmm18
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm17, %zmm6
	vpsrlq	$32, %zmm6, %zmm17
	vpternlogq	$150, %zmm23, %zmm13, %zmm17
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm21, %zmm6
	vpsrlq	$32, %zmm6, %zmm21
	vpternlogq	$150, %zmm1, %zmm13, %zmm21
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm19, %zmm1
	vpsrlq	$32, %zmm1, %zmm23
	vpternlogq	$150, %zmm29, %zmm13, %zmm23
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm28, %zmm24
	vmovdqu64	1936(%rsp), %zmm28
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm4, %zmm12
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm27, %zmm6
	vmovdqu64	4800(%rsp), %zmm27
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm9, %zmm20
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm11, %zmm19
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm3, %zmm11
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm31, %zmm7
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm8, %zmm1
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm15, %zmm9
	vpsrlq	$32, %zmm1, %zmm15
	vpternlogq	$150, %zmm30, %zmm13, %zmm15
	vpsrlq	$32, %zmm24, %zmm1
	vmovdqu64	4864(%rsp), %zmm4
	vpternlogq	$150, 384(%rsp), %zmm4, %zmm1
	vpsrlq	$32, %zmm12, %zmm3
	vpternlogq	$150, 256(%rsp), %zmm4, %zmm3
	vpsrlq	$32, %zmm6, %zmm13
	vpternlogq	$150, 800(%rsp), %zmm4, %zmm13
	vpsrlq	$32, %zmm20, %zmm14
	vpternlogq	$150, %zmm4, %zmm10, %zmm14
	vpsrlq	$32, %zmm19, %zmm10
	vpternlogq	$150, 736(%rsp), %zmm4, %zmm10
	vpsrlq	$32, %zmm11, %zmm8
	vpternlogq	$150, 1040(%rsp), %zmm4, %zmm8
	vpsrlq	$32, %zmm7, %zmm5
	vpternlogq	$150, 976(%rsp), %zmm4, %zmm5
	vpsrlq	$32, %zmm9, %zmm25
	vpternlogq	$150, %zmm4, %zmm16, %zmm25
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm3, %zmm1
	vpmovqd	%zmm14, %ymm3
	vpmovqd	%zmm13, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm8, %ymm4
	vpmovqd	%zmm10, %ymm8
	vinserti64x4	$1, %ymm8, %zmm4, %zmm4
	vpmovqd	%zmm25, %ymm8
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm8, %zmm5
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm22, %zmm8
	vmovdqu64	5184(%rsp), %zmm22
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, %zmm24, %zmm22, %zmm8
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm12, %zmm22, %zmm2
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm18, %zmm10
	vpsrlq	$32, %zmm10, %zmm10
	vpternlogq	$150, %zmm6, %zmm22, %zmm10
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm0, %zmm0
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm21, %zmm6
	vpbroadcastq	.LCPI0_7(%rip), %zmm21
	vpmuludq	%zmm21, %zmm17, %zmm12
	vpmuludq	%zmm21, %zmm15, %zmm13
	vpmuludq	%zmm21, %zmm23, %zmm14
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm13, %zmm13
	vpternlogq	$150, %zmm20, %zmm22, %zmm0
	vpbroadcastq	.LCPI0_8(%rip), %zmm20
	vpternlogq	$150, %zmm19, %zmm22, %zmm6
	vmovdqu64	5120(%rsp), %zmm19
	vpternlogq	$150, %zmm11, %zmm22, %zmm12
	vpternlogq	$150, %zmm7, %zmm22, %zmm13
	vpternlogq	$150, %zmm9, %zmm22, %zmm14
	vpmuludq	%zmm20, %zmm2, %zmm2
	vpmuludq	%zmm20, %zmm8, %zmm7
	vpmuludq	%zmm20, %zmm0, %zmm0
	vpmuludq	%zmm20, %zmm10, %zmm8
	vpmuludq	%zmm20, %zmm12, %zmm9
	vpmuludq	%zmm20, %zmm6, %zmm6
	vpmuludq	%zmm20, %zmm14, %zmm10
	vpmuludq	%zmm20, %zmm13, %zmm11
	vpsrlq	$32, %zmm7, %zmm12
	vpsrlq	$32, %zmm2, %zmm13
	vpsrlq	$32, %zmm8, %zmm14
	vpsrlq	$32, %zmm0, %zmm15
	vpsrlq	$32, %zmm6, %zmm16
	vpmovqd	%zmm13, %ymm13
	vpmovqd	%zmm12, %ymm12
	vinserti64x4	$1, %ymm12, %zmm13, %zmm12
	vpsrlq	$32, %zmm9, %zmm13
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
	vpmovqd	%zmm7, %ymm7
	vinserti64x4	$1, %ymm7, %zmm2, %zmm2
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm8, %ymm7
	vinserti64x4	$1, %ymm7, %zmm0, %zmm0
	vpmovqd	%zmm9, %ymm7
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm7, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_9(%rip), %zmm8
	vpmulld	%zmm8, %zmm1, %zmm1
	vpternlogd	$150, %zmm1, %zmm19, %zmm12
	vpmulld	%zmm8, %zmm3, %zmm1
	vpternlogd	$150, %zmm1, %zmm19, %zmm14
	vpmulld	%zmm8, %zmm4, %zmm1
	vpternlogd	$150, %zmm1, %zmm19, %zmm13
	vpmulld	%zmm8, %zmm5, %zmm1
	vpternlogd	$150, %zmm1, %zmm19, %zmm15
	vmovdqu64	320(%rsp), %zmm1
	vmovdqu64	%zmm12, -192(%rax,%r14)
	vmovdqu64	%zmm14, -128(%rax,%r14)
	vmovdqu64	%zmm13, -64(%rax,%r14)
	vmovdqu64	%zmm15, (%rax,%r14)
	vmovdqu64	%zmm2, -192(%rax)
	vmovdqu64	48(%rsp), %zmm2
	vmovdqu64	%zmm0, -128(%rax)
	vmovdqu64	%zmm6, -64(%rax)
	vmovdqu64	%zmm7, (%rax)
	vpbroadcastq	.LCPI0_10(%rip), %zmm0
	vpaddq	%zmm0, %zmm2, %zmm2
	vpaddq	%zmm0, %zmm1, %zmm1
	addq	$256, %rax
	addq	$-64, %rdx
	jne	.LBB0_299
	cmpq	%rbp, %r12
	movq	-56(%rsp), %r8
	movl	$3449720151, %r14d
	movq	968(%rsp), %r12
	movq	960(%rsp), %rdi
	movq	952(%rsp), %rdx
	movq	944(%rsp), %r15
	movl	936(%rsp), %r13d
	je	.LBB0_307
	movq	-88(%rsp), %rax
	testb	$56, -128(%rsp)
	je	.LBB0_305
	movq	(%rsp), %rax
	movq	928(%rsp), %rdx
	vmovdqu64	3712(%rsp), %zmm0
	vmovdqu64	4672(%rsp), %zmm7
	vmovdqu64	4608(%rsp), %zmm8
	vmovdqu64	4544(%rsp), %zmm9
	vmovdqu64	4480(%rsp), %zmm10
	vmovdqu64	4416(%rsp), %zmm11
	vmovdqu64	4352(%rsp), %zmm12
	vmovdqu64	4288(%rsp), %zmm13
	vmovdqu64	4224(%rsp), %zmm14
	vmovdqu64	4160(%rsp), %zmm15
	vmovdqu64	4096(%rsp), %zmm16
	vmovdqu64	4032(%rsp), %zmm17
	vmovdqu64	4864(%rsp), %zmm18
	movq	-72(%rsp), %rcx
	vpbroadcastd	.LCPI0_9(%rip), %ymm23
	vpbroadcastq	.LCPI0_11(%rip), %zmm24
	vmovdqu64	4736(%rsp), %zmm25
	vmovdqu64	5056(%rsp), %zmm26
	vmovdqu64	4992(%rsp), %zmm27
	.p2align	4
.LBB0_303:
	vpaddq	%zmm28, %zmm0, %zmm1
	vpmuludq	%zmm21, %zmm1, %zmm2
	vpternlogq	$150, %zmm7, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpmuludq	%zmm20, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm3
	vpxorq	%zmm3, %zmm26, %zmm3
	vpxorq	%zmm2, %zmm25, %zmm2
	vpmuludq	%zmm21, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpxorq	%zmm4, %zmm27, %zmm4
	vpmuludq	%zmm20, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, %zmm8, %zmm1, %zmm5
	vpmuludq	%zmm21, %zmm5, %zmm1
	vpsrlq	$32, %zmm1, %zmm5
	vpmuludq	%zmm20, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm9, %zmm6
	vpternlogq	$150, %zmm10, %zmm3, %zmm5
	vpmuludq	%zmm21, %zmm6, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpmuludq	%zmm20, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm6
	vpternlogq	$150, %zmm1, %zmm12, %zmm3
	vpternlogq	$150, %zmm11, %zmm4, %zmm6
	vpmuludq	%zmm21, %zmm6, %zmm1
	vpsrlq	$32, %zmm1, %zmm4
	vpmuludq	%zmm20, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm5, %zmm13, %zmm6
	vpternlogq	$150, %zmm14, %zmm2, %zmm4
	vpmuludq	%zmm21, %zmm6, %zmm2
	vpsrlq	$32, %zmm2, %zmm5
	vpmuludq	%zmm20, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm1, %zmm16, %zmm5
	vpternlogq	$150, %zmm15, %zmm3, %zmm6
	vpmuludq	%zmm21, %zmm6, %zmm1
	vpsrlq	$32, %zmm1, %zmm3
	vpmuludq	%zmm20, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm4, %zmm17, %zmm5
	vpternlogq	$150, %zmm18, %zmm2, %zmm3
	vpmuludq	%zmm21, %zmm5, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpmovqd	%zmm3, %ymm3
	vpmulld	%ymm23, %ymm3, %ymm3
	vpternlogq	$150, %zmm1, %zmm22, %zmm2
	vpmuludq	%zmm20, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpternlogd	$150, %ymm19, %ymm3, %ymm2
	vmovdqu	%ymm2, (%rax,%rcx)
	vpmovqd	%zmm1, (%rax)
	vpaddq	%zmm24, %zmm0, %zmm0
	addq	$32, %rax
	addq	$-8, %rdx
	jne	.LBB0_303
	movq	-40(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	%rcx, -128(%rsp)
	movq	-56(%rsp), %r8
	movl	$3449720151, %r14d
	movq	968(%rsp), %r12
	movq	960(%rsp), %rdi
	movq	952(%rsp), %rdx
	movq	944(%rsp), %r15
	movl	936(%rsp), %r13d
	je	.LBB0_307
.LBB0_305:
	movq	-128(%rsp), %rcx
	subq	%rax, %rcx
	movq	%rcx, 48(%rsp)
	movq	592(%rsp), %rcx
	leaq	(%rcx,%rax,4), %r9
	movq	-72(%rsp), %rcx
	movq	%r9, 320(%rsp)
	addq	%r9, %rcx
	movq	%rcx, 384(%rsp)
	addq	584(%rsp), %rax
	xorl	%r9d, %r9d
	.p2align	4
.LBB0_306:
	leaq	(%rax,%r9), %r10
	movl	%r10d, %r11d
	imulq	%rbx, %r11
	xorq	%r8, %r10
	xorq	%r11, %r10
	shrq	$32, %r10
	imulq	%r14, %r10
	movq	%r10, %rcx
	shrq	$32, %rcx
	movq	-104(%rsp), %rbp
	xorl	%ecx, %ebp
	xorl	3520(%rsp), %r11d
	imulq	%rbx, %rbp
	imulq	%r14, %r11
	movq	%r11, %rcx
	shrq	$32, %rcx
	movq	3392(%rsp), %rbx
	xorl	%ecx, %ebx
	movq	%rbp, %rcx
	shrq	$32, %rcx
	xorl	%ebx, %r10d
	movq	3840(%rsp), %rbx
	xorl	%ecx, %ebx
	imulq	3072(%rsp), %r10
	imulq	%r14, %rbx
	movq	%rbx, %rcx
	shrq	$32, %rcx
	xorl	-32(%rsp), %r11d
	xorl	%ecx, %r11d
	movq	%r10, %rcx
	shrq	$32, %rcx
	xorl	32(%rsp), %ebp
	xorl	%ecx, %ebp
	imulq	3072(%rsp), %r11
	imulq	%r14, %rbp
	movq	%rbp, %rcx
	shrq	$32, %rcx
	xorl	176(%rsp), %ebx
	xorl	%ecx, %ebx
	movq	%r11, %rcx
	shrq	$32, %rcx
	xorl	3008(%rsp), %r10d
	xorl	%ecx, %r10d
	imulq	3072(%rsp), %rbx
	imulq	%r14, %r10
	movq	%r10, %rcx
	shrq	$32, %rcx
	xorl	%edi, %ebp
	xorl	%ecx, %ebp
	movq	%rbx, %rcx
	shrq	$32, %rcx
	xorl	2864(%rsp), %r11d
	xorl	%ecx, %r11d
	imulq	3072(%rsp), %rbp
	imulq	%r14, %r11
	movq	%r11, %rcx
	shrq	$32, %rcx
	xorl	%edx, %r10d
	xorl	%ecx, %r10d
	movq	%rbp, %rcx
	shrq	$32, %rcx
	xorl	3776(%rsp), %ebx
	xorl	%ecx, %ebx
	imulq	3072(%rsp), %r10
	imulq	%r14, %rbx
	shrq	$32, %rbx
	xorl	%r15d, %r11d
	xorl	%ebx, %r11d
	movq	3072(%rsp), %rbx
	movq	%r10, %rcx
	shrq	$32, %rcx
	xorl	2416(%rsp), %ebp
	xorl	%ecx, %ebp
	imulq	%rbx, %r11
	shrq	$32, %r11
	imull	$-845247145, %ebp, %ecx
	xorl	%r12d, %r10d
	xorl	%r11d, %r10d
	imulq	%r14, %r10
	movq	%r10, %r11
	shrq	$32, %r11
	xorl	%r13d, %ecx
	xorl	%r11d, %ecx
	movq	384(%rsp), %r11
	movl	%ecx, (%r11,%r9,4)
	movq	320(%rsp), %rcx
	movl	%r10d, (%rcx,%r9,4)
	incq	%r9
	cmpq	%r9, 48(%rsp)
	jne	.LBB0_306
.LBB0_307:
	movq	-72(%rsp), %r14
	leaq	(%rsi,%r14), %rax
	xorl	%edx, %edx
	movq	2944(%rsp), %rbx
	movq	-48(%rsp), %rcx
	.p2align	4
.LBB0_308:
	vcvtudq2pd	-192(%rsi,%rdx), %zmm0
	vcvtudq2pd	-160(%rsi,%rdx), %zmm1
	vcvtudq2pd	-128(%rsi,%rdx), %zmm2
	vcvtudq2pd	-96(%rsi,%rdx), %zmm3
	vcvtudq2pd	-64(%rsi,%rdx), %zmm4
	vcvtudq2pd	-32(%rsi,%rdx), %zmm5
	vcvtudq2pd	(%rsi,%rdx), %zmm6
	vcvtudq2pd	32(%rsi,%rdx), %zmm7
	vbroadcastsd	.LCPI0_12(%rip), %zmm11
	vaddpd	%zmm11, %zmm1, %zmm1
	vaddpd	%zmm11, %zmm0, %zmm0
	vaddpd	%zmm11, %zmm3, %zmm8
	vaddpd	%zmm11, %zmm2, %zmm9
	vaddpd	%zmm11, %zmm5, %zmm5
	vaddpd	%zmm11, %zmm4, %zmm4
	vaddpd	%zmm11, %zmm7, %zmm10
	vaddpd	%zmm11, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_13(%rip), %zmm11
	vmulpd	%zmm11, %zmm0, %zmm2
	vmulpd	%zmm11, %zmm1, %zmm3
	vmulpd	%zmm11, %zmm9, %zmm0
	vmulpd	%zmm11, %zmm8, %zmm7
	vmulpd	%zmm11, %zmm4, %zmm1
	vmulpd	%zmm11, %zmm5, %zmm4
	vmulpd	%zmm11, %zmm6, %zmm5
	vmulpd	%zmm11, %zmm10, %zmm9
	vbroadcastsd	.LCPI0_31(%rip), %zmm6
	vmulpd	%zmm6, %zmm3, %zmm14
	vmulpd	%zmm6, %zmm2, %zmm21
	vmulpd	%zmm6, %zmm7, %zmm10
	vmulpd	%zmm6, %zmm0, %zmm12
	vmulpd	%zmm6, %zmm4, %zmm4
	vmulpd	%zmm6, %zmm1, %zmm8
	vmulpd	%zmm6, %zmm9, %zmm0
	vmulpd	%zmm6, %zmm5, %zmm3
	vbroadcastsd	.LCPI0_32(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm1
	vmulpd	%zmm13, %zmm14, %zmm2
	vmulpd	%zmm13, %zmm12, %zmm5
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm4, %zmm9
	vmulpd	%zmm13, %zmm3, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_33(%rip), %zmm15
	vaddpd	%zmm15, %zmm2, %zmm19
	vmovupd	%zmm19, 2288(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 1872(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 1616(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 1936(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm5
	vmovupd	%zmm5, 2000(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1216(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm2
	vmovupd	%zmm2, 1408(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1552(%rsp)
	vbroadcastsd	.LCPI0_34(%rip), %zmm1
	vaddpd	%zmm1, %zmm17, %zmm20
	vaddpd	%zmm1, %zmm19, %zmm17
	vaddpd	%zmm1, %zmm18, %zmm13
	vaddpd	%zmm1, %zmm16, %zmm11
	vaddpd	%zmm1, %zmm7, %zmm9
	vaddpd	%zmm1, %zmm5, %zmm7
	vaddpd	%zmm1, %zmm6, %zmm5
	vaddpd	%zmm1, %zmm2, %zmm6
	vbroadcastsd	.LCPI0_35(%rip), %zmm25
	vmulpd	%zmm25, %zmm17, %zmm18
	vmulpd	%zmm25, %zmm20, %zmm1
	vmulpd	%zmm25, %zmm11, %zmm15
	vmulpd	%zmm25, %zmm13, %zmm19
	vmulpd	%zmm25, %zmm7, %zmm16
	vsubpd	%zmm1, %zmm21, %zmm2
	vbroadcastsd	.LCPI0_36(%rip), %zmm28
	vmulpd	%zmm28, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_37(%rip), %zmm29
	vmulpd	%zmm29, %zmm20, %zmm22
	vsubpd	%zmm1, %zmm2, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_39(%rip), %zmm31
	vpandq	%zmm31, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm31, %zmm23, %zmm23
	vpbroadcastq	.LCPI0_2(%rip), %zmm27
	vpaddq	%zmm27, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm2, %zmm23
	vsubpd	%zmm23, %zmm2, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm21
	vmulpd	%zmm25, %zmm9, %zmm22
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_38(%rip), %zmm30
	vmulpd	%zmm30, %zmm20, %zmm20
	vsubpd	%zmm21, %zmm20, %zmm1 {%k1}
	vmulpd	%zmm28, %zmm17, %zmm21
	vmulpd	%zmm29, %zmm17, %zmm20
	vmovapd	%zmm23, %zmm2 {%k1}
	vsubpd	%zmm21, %zmm18, %zmm23
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm31, %zmm14, %zmm14
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm31, %zmm23, %zmm23
	vpaddq	%zmm27, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm14, %k1
	vsubpd	%zmm20, %zmm18, %zmm23
	vsubpd	%zmm23, %zmm18, %zmm14
	vsubpd	%zmm20, %zmm14, %zmm14
	vmulpd	%zmm25, %zmm6, %zmm20
	vsubpd	%zmm19, %zmm12, %zmm19
	vmulpd	%zmm30, %zmm17, %zmm17
	vsubpd	%zmm14, %zmm17, %zmm21 {%k1}
	vmulpd	%zmm28, %zmm13, %zmm14
	vmulpd	%zmm29, %zmm13, %zmm17
	vmovapd	%zmm23, %zmm18 {%k1}
	vsubpd	%zmm14, %zmm19, %zmm23
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm31, %zmm12, %zmm12
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm31, %zmm23, %zmm23
	vpaddq	%zmm27, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm12, %k1
	vsubpd	%zmm17, %zmm19, %zmm12
	vsubpd	%zmm12, %zmm19, %zmm23
	vsubpd	%zmm17, %zmm23, %zmm24
	vmulpd	%zmm25, %zmm5, %zmm23
	vsubpd	%zmm15, %zmm10, %zmm15
	vsubpd	%zmm22, %zmm8, %zmm17
	vsubpd	%zmm16, %zmm4, %zmm16
	vsubpd	%zmm23, %zmm3, %zmm22
	vsubpd	%zmm20, %zmm0, %zmm23
	vmulpd	%zmm30, %zmm13, %zmm13
	vsubpd	%zmm24, %zmm13, %zmm14 {%k1}
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
	vsubpd	%zmm13, %zmm15, %zmm10
	vsubpd	%zmm10, %zmm15, %zmm12
	vsubpd	%zmm13, %zmm12, %zmm12
	vmulpd	%zmm28, %zmm9, %zmm25
	vmulpd	%zmm30, %zmm11, %zmm11
	vsubpd	%zmm12, %zmm11, %zmm24 {%k1}
	vmulpd	%zmm28, %zmm7, %zmm13
	vmulpd	%zmm29, %zmm9, %zmm11
	vmovapd	%zmm10, %zmm15 {%k1}
	vsubpd	%zmm25, %zmm17, %zmm10
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm31, %zmm8, %zmm8
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm31, %zmm10, %zmm10
	vpaddq	%zmm27, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm8, %k1
	vsubpd	%zmm11, %zmm17, %zmm8
	vsubpd	%zmm8, %zmm17, %zmm10
	vsubpd	%zmm11, %zmm10, %zmm10
	vmulpd	%zmm28, %zmm5, %zmm26
	vmulpd	%zmm30, %zmm9, %zmm9
	vsubpd	%zmm10, %zmm9, %zmm25 {%k1}
	vmulpd	%zmm28, %zmm6, %zmm9
	vmulpd	%zmm29, %zmm7, %zmm10
	vmovapd	%zmm8, %zmm17 {%k1}
	vsubpd	%zmm13, %zmm16, %zmm8
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
	vsubpd	%zmm8, %zmm7, %zmm13 {%k1}
	vmulpd	%zmm29, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm23, %zmm8
	vmovapd	%zmm4, %zmm16 {%k1}
	vsubpd	%zmm26, %zmm22, %zmm4
	vpsrlq	$52, %zmm3, %zmm3
	vpandq	%zmm31, %zmm3, %zmm3
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm31, %zmm4, %zmm4
	vpaddq	%zmm27, %zmm4, %zmm4
	vpcmpgtq	%zmm4, %zmm3, %k1
	vsubpd	%zmm10, %zmm22, %zmm3
	vmulpd	%zmm30, %zmm6, %zmm4
	vmulpd	%zmm30, %zmm5, %zmm5
	vsubpd	%zmm8, %zmm23, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm3, %zmm22, %zmm7
	vsubpd	%zmm10, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm23, %zmm10
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm31, %zmm0, %zmm0
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm31, %zmm10, %zmm10
	vpaddq	%zmm27, %zmm10, %zmm10
	vmovapd	%zmm3, %zmm22 {%k1}
	vsubpd	%zmm7, %zmm5, %zmm26 {%k1}
	vpcmpgtq	%zmm10, %zmm0, %k1
	vmovapd	%zmm8, %zmm23 {%k1}
	vsubpd	%zmm6, %zmm4, %zmm9 {%k1}
	vsubpd	%zmm21, %zmm18, %zmm12
	vsubpd	%zmm1, %zmm2, %zmm20
	vsubpd	%zmm24, %zmm15, %zmm5
	vsubpd	%zmm14, %zmm19, %zmm6
	vsubpd	%zmm13, %zmm16, %zmm27
	vsubpd	%zmm25, %zmm17, %zmm29
	vsubpd	%zmm9, %zmm23, %zmm30
	vsubpd	%zmm26, %zmm22, %zmm11
	vsubpd	%zmm20, %zmm2, %zmm0
	vmovupd	%zmm20, 256(%rsp)
	vsubpd	%zmm12, %zmm18, %zmm2
	vmovupd	%zmm12, 48(%rsp)
	vsubpd	%zmm6, %zmm19, %zmm3
	vmovapd	%zmm6, %zmm19
	vmovupd	%zmm6, 800(%rsp)
	vsubpd	%zmm5, %zmm15, %zmm4
	vmovapd	%zmm5, %zmm18
	vmovupd	%zmm5, 384(%rsp)
	vsubpd	%zmm29, %zmm17, %zmm5
	vsubpd	%zmm27, %zmm16, %zmm6
	vmovupd	%zmm27, 320(%rsp)
	vsubpd	%zmm11, %zmm22, %zmm15
	vsubpd	%zmm30, %zmm23, %zmm16
	vsubpd	%zmm21, %zmm2, %zmm2
	vmovupd	%zmm2, 1280(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 672(%rsp)
	vsubpd	%zmm24, %zmm4, %zmm0
	vmovupd	%zmm0, 1152(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 1344(%rsp)
	vsubpd	%zmm13, %zmm6, %zmm0
	vmovupd	%zmm0, 976(%rsp)
	vsubpd	%zmm25, %zmm5, %zmm0
	vmovupd	%zmm0, 1040(%rsp)
	vsubpd	%zmm9, %zmm16, %zmm0
	vmovupd	%zmm0, 608(%rsp)
	vsubpd	%zmm26, %zmm15, %zmm0
	vmovupd	%zmm0, 736(%rsp)
	vmulpd	%zmm12, %zmm12, %zmm23
	vmulpd	%zmm20, %zmm20, %zmm3
	vmulpd	%zmm18, %zmm18, %zmm12
	vmulpd	%zmm3, %zmm3, %zmm4
	vmovupd	%zmm4, 2672(%rsp)
	vmulpd	%zmm23, %zmm23, %zmm2
	vmovupd	%zmm2, 2224(%rsp)
	vbroadcastsd	.LCPI0_40(%rip), %zmm5
	vmulpd	%zmm5, %zmm23, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm6
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm23, %zmm0
	vbroadcastsd	.LCPI0_42(%rip), %zmm7
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm23, %zmm0
	vbroadcastsd	.LCPI0_43(%rip), %zmm8
	vmulpd	%zmm8, %zmm23, %zmm1
	vbroadcastsd	.LCPI0_44(%rip), %zmm9
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vbroadcastsd	.LCPI0_45(%rip), %zmm10
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm8, %zmm3, %zmm2
	vsubpd	%zmm2, %zmm9, %zmm2
	vmulpd	%zmm2, %zmm3, %zmm2
	vaddpd	%zmm10, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 2608(%rsp)
	vmulpd	%zmm4, %zmm4, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm5, %zmm3, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm18
	vmulpd	%zmm8, %zmm12, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm12, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm12, %zmm12, %zmm1
	vmovupd	%zmm1, 2800(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm5, %zmm12, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm12, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm12, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2544(%rsp)
	vmulpd	%zmm19, %zmm19, %zmm26
	vmulpd	%zmm8, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm26, %zmm26, %zmm1
	vmovupd	%zmm1, 3264(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm5, %zmm26, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm19
	vmulpd	%zmm27, %zmm27, %zmm27
	vmulpd	%zmm8, %zmm27, %zmm1
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm27, %zmm27, %zmm0
	vmovupd	%zmm0, 2736(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm5, %zmm27, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm27, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm27, %zmm2
	vaddpd	%zmm1, %zmm2, %zmm0
	vmovupd	%zmm0, 2160(%rsp)
	vmulpd	%zmm29, %zmm29, %zmm28
	vmovapd	%zmm29, %zmm22
	vmovupd	%zmm29, 5568(%rsp)
	vmulpd	%zmm8, %zmm28, %zmm1
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm28, %zmm28, %zmm0
	vmovupd	%zmm0, 3200(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm5, %zmm28, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm28, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm28, %zmm2
	vaddpd	%zmm1, %zmm2, %zmm0
	vmovupd	%zmm0, 1808(%rsp)
	vmulpd	%zmm30, %zmm30, %zmm25
	vmovupd	%zmm30, 5504(%rsp)
	vmulpd	%zmm8, %zmm25, %zmm1
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm25, %zmm25, %zmm0
	vmovupd	%zmm0, 3328(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm5, %zmm25, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm25, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm25, %zmm2
	vaddpd	%zmm1, %zmm2, %zmm0
	vmovupd	%zmm0, 1744(%rsp)
	vmovapd	%zmm11, %zmm13
	vmovupd	%zmm11, 5632(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm21
	vmulpd	%zmm8, %zmm21, %zmm1
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm21, %zmm21, %zmm0
	vmovupd	%zmm0, 5696(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm9
	vmulpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm5, %zmm21, %zmm9
	vaddpd	%zmm6, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm21, %zmm9
	vaddpd	%zmm7, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm21, %zmm9
	vaddpd	%zmm1, %zmm9, %zmm10
	vbroadcastsd	.LCPI0_12(%rip), %zmm2
	vmulpd	%zmm2, %zmm23, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm17
	vsubpd	%zmm1, %zmm17, %zmm24
	vsubpd	%zmm24, %zmm17, %zmm16
	vsubpd	%zmm1, %zmm16, %zmm16
	vmulpd	%zmm2, %zmm3, %zmm0
	vsubpd	%zmm0, %zmm17, %zmm11
	vsubpd	%zmm11, %zmm17, %zmm15
	vsubpd	%zmm0, %zmm15, %zmm8
	vmovapd	%zmm12, %zmm0
	vmulpd	%zmm2, %zmm12, %zmm15
	vsubpd	%zmm15, %zmm17, %zmm9
	vsubpd	%zmm9, %zmm17, %zmm14
	vsubpd	%zmm15, %zmm14, %zmm14
	vmulpd	%zmm2, %zmm26, %zmm15
	vsubpd	%zmm15, %zmm17, %zmm7
	vsubpd	%zmm7, %zmm17, %zmm31
	vsubpd	%zmm15, %zmm31, %zmm15
	vmulpd	%zmm2, %zmm27, %zmm31
	vsubpd	%zmm31, %zmm17, %zmm6
	vsubpd	%zmm6, %zmm17, %zmm12
	vsubpd	%zmm31, %zmm12, %zmm12
	vmulpd	%zmm2, %zmm28, %zmm31
	vsubpd	%zmm31, %zmm17, %zmm5
	vsubpd	%zmm5, %zmm17, %zmm29
	vsubpd	%zmm31, %zmm29, %zmm29
	vmulpd	%zmm2, %zmm25, %zmm31
	vsubpd	%zmm31, %zmm17, %zmm4
	vsubpd	%zmm4, %zmm17, %zmm20
	vsubpd	%zmm31, %zmm20, %zmm20
	vmulpd	%zmm2, %zmm21, %zmm31
	vsubpd	%zmm31, %zmm17, %zmm2
	vsubpd	%zmm2, %zmm17, %zmm17
	vsubpd	%zmm31, %zmm17, %zmm17
	vmulpd	%zmm18, %zmm3, %zmm18
	vmovupd	672(%rsp), %zmm1
	vmulpd	256(%rsp), %zmm1, %zmm31
	vsubpd	%zmm31, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm8, %zmm8
	vmulpd	2608(%rsp), %zmm23, %zmm18
	vmovupd	48(%rsp), %zmm1
	vmulpd	1280(%rsp), %zmm1, %zmm31
	vsubpd	%zmm31, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm16, %zmm16
	vmulpd	%zmm19, %zmm26, %zmm18
	vmovupd	800(%rsp), %zmm1
	vmulpd	1344(%rsp), %zmm1, %zmm19
	vsubpd	%zmm19, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm15, %zmm15
	vmulpd	2544(%rsp), %zmm0, %zmm18
	vmovapd	%zmm0, %zmm31
	vmovupd	384(%rsp), %zmm0
	vmulpd	1152(%rsp), %zmm0, %zmm19
	vsubpd	%zmm19, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm14, %zmm14
	vmulpd	1808(%rsp), %zmm28, %zmm18
	vmulpd	1040(%rsp), %zmm22, %zmm19
	vsubpd	%zmm19, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm29, %zmm29
	vmulpd	2160(%rsp), %zmm27, %zmm18
	vmovupd	320(%rsp), %zmm1
	vmulpd	976(%rsp), %zmm1, %zmm19
	vsubpd	%zmm19, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm12, %zmm22
	vmulpd	%zmm10, %zmm21, %zmm10
	vmulpd	736(%rsp), %zmm13, %zmm12
	vsubpd	%zmm12, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm17, %zmm10
	vmulpd	1744(%rsp), %zmm25, %zmm12
	vmulpd	608(%rsp), %zmm30, %zmm17
	vsubpd	%zmm17, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm20, %zmm17
	vaddpd	%zmm16, %zmm24, %zmm0
	vmovupd	%zmm0, 1808(%rsp)
	vaddpd	%zmm8, %zmm11, %zmm0
	vmovupd	%zmm0, 1744(%rsp)
	vaddpd	%zmm14, %zmm9, %zmm0
	vmovupd	%zmm0, 2160(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm0
	vmovupd	%zmm0, 3584(%rsp)
	vaddpd	%zmm22, %zmm6, %zmm0
	vmovupd	%zmm0, 2544(%rsp)
	vaddpd	%zmm29, %zmm5, %zmm0
	vmovupd	%zmm0, 3136(%rsp)
	vaddpd	%zmm17, %zmm4, %zmm0
	vmovupd	%zmm0, 2608(%rsp)
	vaddpd	%zmm10, %zmm2, %zmm0
	vmovupd	%zmm0, 2480(%rsp)
	vbroadcastsd	.LCPI0_50(%rip), %zmm8
	vmulpd	%zmm8, %zmm3, %zmm0
	vbroadcastsd	.LCPI0_51(%rip), %zmm15
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2672(%rsp), %zmm3, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_47(%rip), %zmm9
	vmulpd	%zmm9, %zmm3, %zmm1
	vbroadcastsd	.LCPI0_48(%rip), %zmm10
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm3, %zmm1
	vmovapd	%zmm3, %zmm13
	vmovupd	%zmm3, 5376(%rsp)
	vbroadcastsd	.LCPI0_49(%rip), %zmm14
	vaddpd	%zmm14, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm11
	vmulpd	%zmm8, %zmm23, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2224(%rsp), %zmm23, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm9, %zmm23, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vmovupd	%zmm23, 5440(%rsp)
	vaddpd	%zmm14, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm16
	vmulpd	%zmm8, %zmm26, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	3264(%rsp), %zmm26, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm9, %zmm26, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm14, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm31, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	2800(%rsp), %zmm31, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm9, %zmm31, %zmm2
	vaddpd	%zmm10, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm31, %zmm2
	vmovapd	%zmm31, %zmm17
	vmovupd	%zmm31, 5312(%rsp)
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm1
	vmulpd	%zmm8, %zmm28, %zmm2
	vaddpd	%zmm15, %zmm2, %zmm2
	vmulpd	3200(%rsp), %zmm28, %zmm5
	vmulpd	%zmm2, %zmm5, %zmm2
	vmulpd	%zmm9, %zmm28, %zmm5
	vaddpd	%zmm10, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm28, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm8, %zmm27, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vmulpd	2736(%rsp), %zmm27, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm9, %zmm27, %zmm6
	vaddpd	%zmm10, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm27, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm21, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vmulpd	5696(%rsp), %zmm21, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm9, %zmm21, %zmm7
	vaddpd	%zmm10, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm21, %zmm7
	vaddpd	%zmm14, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm8, %zmm25, %zmm7
	vaddpd	%zmm15, %zmm7, %zmm7
	vmulpd	3328(%rsp), %zmm25, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm9, %zmm25, %zmm8
	vaddpd	%zmm10, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm25, %zmm8
	vaddpd	%zmm14, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	48(%rsp), %zmm23, %zmm3
	vmovupd	%zmm3, 2224(%rsp)
	vmulpd	%zmm16, %zmm3, %zmm9
	vbroadcastsd	.LCPI0_12(%rip), %zmm31
	vmovupd	1280(%rsp), %zmm12
	vmulpd	%zmm31, %zmm12, %zmm10
	vsubpd	%zmm9, %zmm10, %zmm9
	vmulpd	256(%rsp), %zmm13, %zmm18
	vmulpd	%zmm11, %zmm18, %zmm11
	vmulpd	672(%rsp), %zmm31, %zmm13
	vsubpd	%zmm11, %zmm13, %zmm11
	vmulpd	384(%rsp), %zmm17, %zmm19
	vmulpd	%zmm1, %zmm19, %zmm1
	vmovupd	1152(%rsp), %zmm10
	vmulpd	%zmm31, %zmm10, %zmm14
	vsubpd	%zmm1, %zmm14, %zmm23
	vmulpd	800(%rsp), %zmm26, %zmm14
	vmulpd	%zmm0, %zmm14, %zmm0
	vmovupd	1344(%rsp), %zmm24
	vmulpd	%zmm31, %zmm24, %zmm15
	vsubpd	%zmm0, %zmm15, %zmm4
	vmulpd	320(%rsp), %zmm27, %zmm15
	vmulpd	%zmm5, %zmm15, %zmm5
	vmovupd	976(%rsp), %zmm8
	vmulpd	%zmm31, %zmm8, %zmm16
	vsubpd	%zmm5, %zmm16, %zmm5
	vmovupd	5568(%rsp), %zmm30
	vmulpd	%zmm28, %zmm30, %zmm16
	vmulpd	%zmm2, %zmm16, %zmm2
	vmovupd	1040(%rsp), %zmm3
	vmulpd	%zmm31, %zmm3, %zmm17
	vsubpd	%zmm2, %zmm17, %zmm2
	vmovupd	5504(%rsp), %zmm22
	vmulpd	%zmm25, %zmm22, %zmm17
	vmulpd	%zmm7, %zmm17, %zmm7
	vmovupd	608(%rsp), %zmm1
	vmulpd	%zmm31, %zmm1, %zmm20
	vsubpd	%zmm7, %zmm20, %zmm7
	vmovupd	5632(%rsp), %zmm13
	vmulpd	%zmm21, %zmm13, %zmm20
	vmulpd	%zmm6, %zmm20, %zmm6
	vmovupd	736(%rsp), %zmm0
	vmulpd	%zmm31, %zmm0, %zmm29
	vsubpd	%zmm6, %zmm29, %zmm6
	vmulpd	5440(%rsp), %zmm9, %zmm9
	vmulpd	5376(%rsp), %zmm11, %zmm11
	vmulpd	5312(%rsp), %zmm23, %zmm23
	vmulpd	%zmm4, %zmm26, %zmm26
	vmulpd	%zmm5, %zmm27, %zmm4
	vmulpd	%zmm2, %zmm28, %zmm2
	vmulpd	%zmm7, %zmm25, %zmm5
	vmulpd	%zmm6, %zmm21, %zmm21
	vsubpd	672(%rsp), %zmm11, %zmm6
	vsubpd	%zmm12, %zmm9, %zmm7
	vsubpd	%zmm24, %zmm26, %zmm12
	vsubpd	%zmm10, %zmm23, %zmm10
	vsubpd	%zmm3, %zmm2, %zmm2
	vsubpd	%zmm8, %zmm4, %zmm4
	vsubpd	%zmm0, %zmm21, %zmm3
	vsubpd	%zmm1, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_52(%rip), %zmm11
	vmulpd	%zmm11, %zmm18, %zmm9
	vaddpd	%zmm9, %zmm6, %zmm6
	vmulpd	2224(%rsp), %zmm11, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	%zmm11, %zmm14, %zmm8
	vaddpd	%zmm8, %zmm12, %zmm0
	vmulpd	%zmm11, %zmm19, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm1
	vmulpd	%zmm11, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm11, %zmm15, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm11, %zmm20, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm11, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmovupd	256(%rsp), %zmm8
	vsubpd	%zmm6, %zmm8, %zmm24
	vmovupd	48(%rsp), %zmm6
	vsubpd	%zmm7, %zmm6, %zmm23
	vmovupd	800(%rsp), %zmm6
	vsubpd	%zmm0, %zmm6, %zmm10
	vmovupd	384(%rsp), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm21
	vsubpd	%zmm2, %zmm30, %zmm19
	vmovupd	320(%rsp), %zmm0
	vsubpd	%zmm4, %zmm0, %zmm20
	vsubpd	%zmm3, %zmm13, %zmm18
	vsubpd	%zmm5, %zmm22, %zmm11
	vbroadcastsd	.LCPI0_53(%rip), %zmm6
	vmovupd	1744(%rsp), %zmm14
	vxorpd	%zmm6, %zmm14, %zmm8
	vmovupd	1808(%rsp), %zmm17
	vxorpd	%zmm6, %zmm17, %zmm7
	vmovupd	3584(%rsp), %zmm12
	vxorpd	%zmm6, %zmm12, %zmm5
	vmovupd	2160(%rsp), %zmm15
	vxorpd	%zmm6, %zmm15, %zmm4
	vmovupd	3136(%rsp), %zmm27
	vxorpd	%zmm6, %zmm27, %zmm3
	vmovupd	2544(%rsp), %zmm13
	vxorpd	%zmm6, %zmm13, %zmm2
	vmovupd	2480(%rsp), %zmm26
	vxorpd	%zmm6, %zmm26, %zmm1
	vmovupd	2608(%rsp), %zmm25
	vxorpd	%zmm6, %zmm25, %zmm0
	vpbroadcastq	.LCPI0_55(%rip), %zmm9
	vmovdqu64	2288(%rsp), %zmm16
	vptestnmq	%zmm9, %zmm16, %k1
	vmovapd	%zmm17, %zmm7 {%k1}
	vxorpd	%zmm6, %zmm23, %zmm23 {%k1}
	vmovdqu64	1872(%rsp), %zmm17
	vptestnmq	%zmm9, %zmm17, %k1
	vmovapd	%zmm14, %zmm8 {%k1}
	vxorpd	%zmm6, %zmm24, %zmm24 {%k1}
	vmovdqu64	1616(%rsp), %zmm14
	vptestnmq	%zmm9, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vxorpd	%zmm6, %zmm21, %zmm21 {%k1}
	vmovdqu64	1936(%rsp), %zmm15
	vptestnmq	%zmm9, %zmm15, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vmovapd	%zmm10, %zmm22
	vxorpd	%zmm6, %zmm10, %zmm22 {%k1}
	vmovdqu64	2000(%rsp), %zmm12
	vptestnmq	%zmm9, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm6, %zmm20, %zmm20 {%k1}
	vmovdqu64	1216(%rsp), %zmm13
	vptestnmq	%zmm9, %zmm13, %k1
	vmovapd	%zmm27, %zmm3 {%k1}
	vxorpd	%zmm6, %zmm19, %zmm19 {%k1}
	vmovdqu64	1408(%rsp), %zmm10
	vptestnmq	%zmm9, %zmm10, %k1
	vmovapd	%zmm25, %zmm0 {%k1}
	vxorpd	%zmm6, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	1552(%rsp), %zmm11
	vptestnmq	%zmm9, %zmm11, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm6, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_54(%rip), %zmm6
	vptestnmq	%zmm6, %zmm17, %k1
	vmovapd	%zmm8, %zmm24 {%k1}
	vmovupd	%zmm24, 384(%rsp)
	vptestnmq	%zmm6, %zmm16, %k1
	vmovapd	%zmm7, %zmm23 {%k1}
	vmovupd	%zmm23, 256(%rsp)
	vptestnmq	%zmm6, %zmm15, %k1
	vmovapd	%zmm5, %zmm22 {%k1}
	vmovupd	%zmm22, 672(%rsp)
	vptestnmq	%zmm6, %zmm14, %k1
	vmovapd	%zmm4, %zmm21 {%k1}
	vmovupd	%zmm21, 736(%rsp)
	vptestnmq	%zmm6, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 800(%rsp)
	vptestnmq	%zmm6, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 608(%rsp)
	vptestnmq	%zmm6, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 1040(%rsp)
	vptestnmq	%zmm6, %zmm10, %k1
	vmovapd	%zmm0, %zmm25 {%k1}
	vmovupd	%zmm25, 976(%rsp)
	vcvtudq2pd	-192(%rax,%rdx), %zmm0
	vcvtudq2pd	-160(%rax,%rdx), %zmm1
	vcvtudq2pd	-128(%rax,%rdx), %zmm2
	vcvtudq2pd	-96(%rax,%rdx), %zmm3
	vcvtudq2pd	-64(%rax,%rdx), %zmm4
	vcvtudq2pd	-32(%rax,%rdx), %zmm5
	vcvtudq2pd	(%rax,%rdx), %zmm6
	vcvtudq2pd	32(%rax,%rdx), %zmm7
	vaddpd	%zmm31, %zmm1, %zmm1
	vaddpd	%zmm31, %zmm0, %zmm0
	vaddpd	%zmm31, %zmm3, %zmm3
	vaddpd	%zmm31, %zmm2, %zmm2
	vaddpd	%zmm31, %zmm5, %zmm5
	vaddpd	%zmm31, %zmm4, %zmm4
	vaddpd	%zmm31, %zmm7, %zmm7
	vaddpd	%zmm31, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_13(%rip), %zmm9
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
	vpbroadcastq	.LCPI0_14(%rip), %zmm15
	vpaddq	%zmm15, %zmm9, %zmm9
	vmovdqu64	%zmm9, 1936(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 2000(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1216(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1408(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1552(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1280(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 1152(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 1344(%rsp)
	vpsllq	$32, %zmm9, %zmm0
	vpsllq	$32, %zmm20, %zmm9
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm19, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm17, %zmm13
	vpsllq	$32, %zmm16, %zmm14
	vpsllq	$32, %zmm15, %zmm18
	vpbroadcastq	.LCPI0_16(%rip), %zmm15
	vpandq	%zmm15, %zmm9, %zmm9
	vpandq	%zmm15, %zmm0, %zmm19
	vpandq	%zmm15, %zmm11, %zmm11
	vpandq	%zmm15, %zmm10, %zmm20
	vpandq	%zmm15, %zmm13, %zmm0
	vpandq	%zmm15, %zmm12, %zmm21
	vpandq	%zmm15, %zmm18, %zmm24
	vpandq	%zmm15, %zmm14, %zmm26
	vpbroadcastq	.LCPI0_17(%rip), %zmm10
	vpternlogq	$248, %zmm10, %zmm8, %zmm19
	vpternlogq	$248, %zmm10, %zmm1, %zmm9
	vpternlogq	$248, %zmm10, %zmm2, %zmm20
	vpternlogq	$248, %zmm10, %zmm3, %zmm11
	vpternlogq	$248, %zmm10, %zmm4, %zmm21
	vpternlogq	$248, %zmm10, %zmm5, %zmm0
	vpternlogq	$248, %zmm10, %zmm6, %zmm26
	vpternlogq	$248, %zmm10, %zmm7, %zmm24
	vpbroadcastq	.LCPI0_18(%rip), %zmm12
	vpaddq	%zmm12, %zmm9, %zmm1
	vpaddq	%zmm12, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_19(%rip), %zmm22
	vaddpd	%zmm22, %zmm2, %zmm4
	vmovupd	%zmm4, 320(%rsp)
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, 48(%rsp)
	vbroadcastsd	.LCPI0_20(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 1872(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1616(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm28
	vmulpd	%zmm2, %zmm2, %zmm27
	vmulpd	%zmm27, %zmm27, %zmm1
	vmulpd	%zmm28, %zmm28, %zmm2
	vbroadcastsd	.LCPI0_21(%rip), %zmm4
	vmulpd	%zmm4, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_22(%rip), %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm6
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vmovupd	%zmm3, 2224(%rsp)
	vbroadcastsd	.LCPI0_24(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_25(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_26(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2672(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2736(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 3264(%rsp)
	vpaddq	%zmm12, %zmm11, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm30
	vaddpd	%zmm23, %zmm30, %zmm1
	vdivpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm1, 2288(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 3200(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2608(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 2800(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 2544(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 2160(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 3328(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1744(%rsp)
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
	vbroadcastsd	.LCPI0_27(%rip), %zmm6
	vaddpd	2672(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	2224(%rsp), %zmm22, %zmm22
	vaddpd	3264(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2736(%rsp), %zmm27, %zmm27
	vaddpd	2608(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	3200(%rsp), %zmm9, %zmm9
	vaddpd	2160(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	2544(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm31, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	1744(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	320(%rsp), %zmm2
	vbroadcastsd	.LCPI0_12(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	1872(%rsp), %zmm2, %zmm13
	vmovupd	48(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1616(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	2800(%rsp), %zmm7, %zmm7
	vmovupd	%zmm30, 1808(%rsp)
	vmulpd	%zmm6, %zmm30, %zmm16
	vmulpd	%zmm16, %zmm30, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	2288(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	3328(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm18, %zmm6
	vpsrlq	$20, 1936(%rsp), %zmm11
	vpbroadcastq	.LCPI0_15(%rip), %zmm12
	vpaddq	%zmm12, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_28(%rip), %zmm10
	vmulpd	%zmm10, %zmm11, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm13
	vpsrlq	$20, 2000(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm10, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1216(%rsp), %zmm25
	vpaddq	%zmm12, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm10, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1408(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm10, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1552(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm10, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1280(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm10, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 1152(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm10, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 1344(%rsp), %zmm31
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
	vaddpd	48(%rsp), %zmm2, %zmm2
	vaddpd	320(%rsp), %zmm0, %zmm0
	vaddpd	1808(%rsp), %zmm7, %zmm7
	vaddpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm1, %zmm26, %zmm1
	vbroadcastsd	.LCPI0_29(%rip), %zmm9
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
	vbroadcastsd	.LCPI0_30(%rip), %zmm8
	vmulpd	%zmm8, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	384(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	256(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	672(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	736(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	800(%rsp), %zmm3, %zmm3
	vmulpd	608(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	1040(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	976(%rsp), %zmm6, %zmm6
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
	vmovupd	%zmm0, -192(%rax,%rdx)
	vmovupd	%zmm2, -128(%rax,%rdx)
	vmovupd	%zmm3, -64(%rax,%rdx)
	vmovupd	%zmm1, (%rax,%rdx)
	addq	$256, %rdx
	cmpq	%rdx, %rcx
	jne	.LBB0_308
	movq	-88(%rsp), %rax
	movq	-128(%rsp), %r12
	movq	%rax, %r11
	cmpq	%rax, %r12
	movq	-80(%rsp), %r15
	movabsq	$4604544269498187776, %r13
	movabsq	$4503595332403200, %rbp
	vmovsd	.LCPI0_12(%rip), %xmm9
	vmovsd	.LCPI0_13(%rip), %xmm10
	vmovsd	.LCPI0_19(%rip), %xmm27
	vmovsd	.LCPI0_20(%rip), %xmm23
	vmovsd	.LCPI0_24(%rip), %xmm24
	vmovsd	.LCPI0_25(%rip), %xmm7
	vmovddup	.LCPI0_21(%rip), %xmm8
	vmovsd	.LCPI0_34(%rip), %xmm25
	vmovsd	.LCPI0_57(%rip), %xmm26
	vmovsd	.LCPI0_37(%rip), %xmm30
	vmovsd	.LCPI0_38(%rip), %xmm29
	vmovsd	.LCPI0_40(%rip), %xmm31
	vmovsd	.LCPI0_42(%rip), %xmm17
	vmovsd	.LCPI0_58(%rip), %xmm11
	vmovsd	.LCPI0_44(%rip), %xmm12
	vmovsd	.LCPI0_45(%rip), %xmm13
	vmovsd	.LCPI0_47(%rip), %xmm15
	vmovsd	.LCPI0_48(%rip), %xmm16
	vmovsd	.LCPI0_49(%rip), %xmm18
	vmovsd	.LCPI0_50(%rip), %xmm19
	vmovsd	.LCPI0_51(%rip), %xmm20
	vmovsd	.LCPI0_52(%rip), %xmm14
	je	.LBB0_310
	movq	%r11, %rcx
	testb	$56, %r12b
	je	.LBB0_318
	movq	(%rsp), %rdi
	leaq	(%rdi,%r14), %rax
	xorl	%edx, %edx
	movq	928(%rsp), %rcx
	vbroadcastsd	.LCPI0_12(%rip), %zmm13
	vbroadcastsd	.LCPI0_37(%rip), %zmm26
	vbroadcastsd	.LCPI0_38(%rip), %zmm18
	vpbroadcastq	.LCPI0_39(%rip), %zmm19
	vbroadcastsd	.LCPI0_40(%rip), %zmm22
	vbroadcastsd	.LCPI0_41(%rip), %zmm28
	vbroadcastsd	.LCPI0_42(%rip), %zmm14
	vbroadcastsd	.LCPI0_44(%rip), %zmm12
	vbroadcastsd	.LCPI0_45(%rip), %zmm30
	vbroadcastsd	.LCPI0_46(%rip), %zmm27
	vbroadcastsd	.LCPI0_47(%rip), %zmm29
	vbroadcastsd	.LCPI0_48(%rip), %zmm24
	vbroadcastsd	.LCPI0_49(%rip), %zmm25
	vbroadcastsd	.LCPI0_50(%rip), %zmm23
	vbroadcastsd	.LCPI0_51(%rip), %zmm17
	vbroadcastsd	.LCPI0_52(%rip), %zmm21
	vbroadcastsd	.LCPI0_53(%rip), %zmm31
	vpbroadcastq	.LCPI0_54(%rip), %zmm11
	vpbroadcastq	.LCPI0_55(%rip), %zmm10
	vpbroadcastq	.LCPI0_17(%rip), %zmm20
	vbroadcastsd	.LCPI0_57(%rip), %zmm15
	vbroadcastsd	.LCPI0_58(%rip), %zmm16
	.p2align	4
.LBB0_316:
	vcvtudq2pd	(%rax,%rdx,4), %zmm0
	vaddpd	%zmm13, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_13(%rip), %zmm2
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtudq2pd	(%rdi,%rdx,4), %zmm1
	vaddpd	%zmm13, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm1, %zmm1
	vpsrlq	$32, %zmm0, %zmm2
	vpaddq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$20, %zmm2, %zmm3
	vpaddq	.LCPI0_15(%rip){1to8}, %zmm3, %zmm3
	vpsllq	$32, %zmm2, %zmm2
	vpandq	.LCPI0_16(%rip){1to8}, %zmm2, %zmm2
	vpternlogq	$248, %zmm20, %zmm0, %zmm2
	vpaddq	.LCPI0_18(%rip){1to8}, %zmm2, %zmm0
	vaddpd	.LCPI0_19(%rip){1to8}, %zmm0, %zmm0
	vaddpd	.LCPI0_20(%rip){1to8}, %zmm0, %zmm2
	vdivpd	%zmm2, %zmm0, %zmm2
	vmulpd	%zmm13, %zmm0, %zmm4
	vmulpd	%zmm4, %zmm0, %zmm4
	vmulpd	%zmm2, %zmm2, %zmm5
	vmulpd	%zmm5, %zmm5, %zmm6
	vmulpd	.LCPI0_21(%rip){1to8}, %zmm6, %zmm7
	vaddpd	.LCPI0_22(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	.LCPI0_23(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	.LCPI0_24(%rip){1to8}, %zmm6, %zmm8
	vaddpd	.LCPI0_25(%rip){1to8}, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm6, %zmm8
	vaddpd	.LCPI0_26(%rip){1to8}, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm6, %zmm6
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm7, %zmm5
	vcvtqq2pd	%zmm3, %zmm3
	vaddpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm2
	vmulpd	.LCPI0_28(%rip){1to8}, %zmm3, %zmm5
	vaddpd	%zmm2, %zmm5, %zmm2
	vsubpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm0
	vmulpd	.LCPI0_29(%rip){1to8}, %zmm3, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmulpd	.LCPI0_31(%rip){1to8}, %zmm1, %zmm2
	vmulpd	.LCPI0_32(%rip){1to8}, %zmm2, %zmm1
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm1, %zmm1
	vaddpd	.LCPI0_34(%rip){1to8}, %zmm1, %zmm3
	vmulpd	%zmm15, %zmm3, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm4
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm3, %zmm5
	vmulpd	%zmm26, %zmm3, %zmm6
	vsubpd	%zmm6, %zmm4, %zmm7
	vmulpd	%zmm18, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm4, %zmm8
	vsubpd	%zmm6, %zmm8, %zmm6
	vsubpd	%zmm5, %zmm4, %zmm8
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm19, %zmm2, %zmm2
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm19, %zmm8, %zmm8
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm2, %k1
	vmovapd	%zmm7, %zmm4 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm5 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm3
	vsubpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm22, %zmm4, %zmm6
	vaddpd	%zmm28, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm16, %zmm4, %zmm7
	vaddpd	%zmm12, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm30, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm13, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm27, %zmm8
	vsubpd	%zmm8, %zmm27, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm29, %zmm4, %zmm7
	vaddpd	%zmm24, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm25, %zmm7, %zmm7
	vmulpd	%zmm23, %zmm4, %zmm8
	vaddpd	%zmm17, %zmm8, %zmm8
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm7
	vmulpd	%zmm13, %zmm3, %zmm8
	vmulpd	%zmm5, %zmm7, %zmm5
	vsubpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm21, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm2, %zmm2
	vptestnmq	%zmm11, %zmm1, %k1
	vptestnmq	%zmm10, %zmm1, %k2
	vxorpd	%zmm31, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm31, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_30(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovupd	%ymm0, (%rax,%rdx,4)
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.LBB0_316
	movq	-40(%rsp), %rax
	movq	%rax, %rcx
	cmpq	%rax, %r12
	vmovsd	.LCPI0_12(%rip), %xmm9
	vmovsd	.LCPI0_13(%rip), %xmm10
	vmovsd	.LCPI0_19(%rip), %xmm27
	vmovsd	.LCPI0_20(%rip), %xmm23
	vmovsd	.LCPI0_24(%rip), %xmm24
	vmovsd	.LCPI0_25(%rip), %xmm7
	vmovddup	.LCPI0_21(%rip), %xmm8
	vmovsd	.LCPI0_34(%rip), %xmm25
	vmovsd	.LCPI0_57(%rip), %xmm26
	vmovsd	.LCPI0_37(%rip), %xmm30
	vmovsd	.LCPI0_38(%rip), %xmm29
	vmovsd	.LCPI0_40(%rip), %xmm31
	vmovsd	.LCPI0_42(%rip), %xmm17
	vmovsd	.LCPI0_58(%rip), %xmm11
	vmovsd	.LCPI0_44(%rip), %xmm12
	vmovsd	.LCPI0_45(%rip), %xmm13
	vmovsd	.LCPI0_47(%rip), %xmm15
	vmovsd	.LCPI0_48(%rip), %xmm16
	vmovsd	.LCPI0_49(%rip), %xmm18
	vmovsd	.LCPI0_50(%rip), %xmm19
	vmovsd	.LCPI0_51(%rip), %xmm20
	vmovsd	.LCPI0_52(%rip), %xmm14
	je	.LBB0_310
.LBB0_318:
	movq	%r12, %rax
	subq	%rcx, %rax
	movq	592(%rsp), %rdx
	leaq	(%rdx,%rcx,4), %rdx
	leaq	(%rdx,%r14), %rdi
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_319:
	vpxord	%xmm22, %xmm22, %xmm22
	vcvtusi2sdl	(%rdi,%r8,4), %xmm22, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm0, %xmm10, %xmm0
	vpxord	%xmm22, %xmm22, %xmm22
	vcvtusi2sdl	(%rdx,%r8,4), %xmm22, %xmm1
	vaddsd	%xmm1, %xmm9, %xmm1
	vmulsd	%xmm1, %xmm10, %xmm1
	vmovq	%xmm0, %rcx
	movl	%ecx, %r9d
	shrq	$32, %rcx
	addq	$614242, %rcx
	movq	%rcx, %r10
	shrq	$20, %r10
	addq	$-1023, %r10
	shlq	$32, %rcx
	andq	%rbp, %rcx
	addq	%r13, %rcx
	orq	%rcx, %r9
	vmovq	%r9, %xmm0
	vaddsd	%xmm27, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm9, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vaddsd	%xmm23, %xmm0, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmulsd	%xmm24, %xmm5, %xmm6
	vaddsd	%xmm7, %xmm6, %xmm6
	vunpcklpd	%xmm6, %xmm8, %xmm6
	vmovddup	%xmm5, %xmm5
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	.LCPI0_60(%rip), %xmm6, %xmm6
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	.LCPI0_61(%rip), %xmm6, %xmm6
	vunpcklpd	%xmm4, %xmm5, %xmm4
	vmulpd	%xmm6, %xmm4, %xmm4
	vshufpd	$1, %xmm4, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm4, %xmm4
	vcvtsi2sd	%r10, %xmm28, %xmm5
	vaddsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmulsd	.LCPI0_28(%rip), %xmm5, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	.LCPI0_29(%rip), %xmm5, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm22
	vmulsd	.LCPI0_31(%rip), %xmm1, %xmm1
	vmulsd	.LCPI0_32(%rip), %xmm1, %xmm2
	vaddsd	.LCPI0_33(%rip), %xmm2, %xmm2
	vmovq	%xmm2, %r9
	vaddsd	%xmm25, %xmm2, %xmm2
	vmulsd	%xmm26, %xmm2, %xmm3
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	.LCPI0_36(%rip), %xmm2, %xmm4
	vmulsd	%xmm30, %xmm2, %xmm5
	vsubsd	%xmm5, %xmm3, %xmm6
	vmulsd	%xmm29, %xmm2, %xmm2
	vmovapd	%xmm25, %xmm28
	vmovapd	%xmm7, %xmm25
	vsubsd	%xmm6, %xmm3, %xmm7
	vsubsd	%xmm5, %xmm7, %xmm5
	vsubsd	%xmm5, %xmm2, %xmm2
	vsubsd	%xmm4, %xmm3, %xmm5
	vunpcklpd	%xmm1, %xmm5, %xmm1
	vpsrlq	$52, %xmm1, %xmm1
	vpandq	.LCPI0_39(%rip){1to2}, %xmm1, %xmm1
	vmovq	%xmm1, %rcx
	addl	$16, %ecx
	vpextrq	$1, %xmm1, %r10
	cmpl	%r10d, %ecx
	setb	%cl
	kmovd	%ecx, %k1
	vmovsd	%xmm6, %xmm3, %xmm3 {%k1}
	vmovsd	%xmm2, %xmm4, %xmm4 {%k1}
	vsubsd	%xmm4, %xmm3, %xmm1
	vsubsd	%xmm1, %xmm3, %xmm2
	vsubsd	%xmm4, %xmm2, %xmm2
	vmulsd	%xmm1, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm31, %xmm3, %xmm5
	vaddsd	.LCPI0_41(%rip), %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vaddsd	%xmm17, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm3, %xmm11, %xmm6
	vaddsd	%xmm6, %xmm12, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm6, %xmm13, %xmm6
	vmulsd	%xmm4, %xmm4, %xmm7
	vmulsd	%xmm6, %xmm7, %xmm6
	vaddsd	%xmm6, %xmm5, %xmm5
	vmulsd	%xmm3, %xmm9, %xmm6
	vmovsd	.LCPI0_46(%rip), %xmm0
	vsubsd	%xmm6, %xmm0, %xmm7
	vmovapd	%xmm20, %xmm21
	vmovapd	%xmm19, %xmm20
	vmovapd	%xmm18, %xmm19
	vmovapd	%xmm17, %xmm18
	vmovapd	%xmm16, %xmm17
	vmovapd	%xmm15, %xmm16
	vmovapd	%xmm13, %xmm15
	vmovapd	%xmm12, %xmm13
	vmovapd	%xmm11, %xmm12
	vmovapd	%xmm31, %xmm11
	vmovapd	%xmm29, %xmm31
	vmovapd	%xmm26, %xmm29
	vmovapd	%xmm8, %xmm26
	vsubsd	%xmm7, %xmm0, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vmovapd	%xmm26, %xmm8
	vmovapd	%xmm29, %xmm26
	vmovapd	%xmm31, %xmm29
	vmovapd	%xmm11, %xmm31
	vmovapd	%xmm12, %xmm11
	vmovapd	%xmm13, %xmm12
	vmovapd	%xmm15, %xmm13
	vmovapd	%xmm16, %xmm15
	vmovapd	%xmm17, %xmm16
	vmovapd	%xmm18, %xmm17
	vmovapd	%xmm19, %xmm18
	vmovapd	%xmm20, %xmm19
	vmovapd	%xmm21, %xmm20
	vaddsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm7, %xmm5
	vmulsd	%xmm3, %xmm15, %xmm6
	vaddsd	%xmm16, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm18, %xmm6, %xmm6
	vmulsd	%xmm19, %xmm3, %xmm7
	vaddsd	%xmm21, %xmm7, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm2, %xmm9, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmovapd	%xmm25, %xmm7
	vmovapd	%xmm28, %xmm25
	vmulsd	%xmm4, %xmm3, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	%xmm6, %xmm14, %xmm3
	vaddsd	%xmm3, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovddup	.LCPI0_53(%rip), %xmm2
	vxorpd	%xmm2, %xmm5, %xmm3
	testb	$2, %r9b
	sete	%cl
	kmovd	%ecx, %k1
	vmovsd	%xmm5, %xmm3, %xmm3 {%k1}
	vxorpd	%xmm2, %xmm1, %xmm2
	vmovsd	%xmm2, %xmm1, %xmm1 {%k1}
	kmovd	%r9d, %k1
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vmovsd	.LCPI0_30(%rip), %xmm0
	vmulsd	%xmm0, %xmm22, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%r8,4)
	incq	%r8
	cmpq	%r8, %rax
	jne	.LBB0_319
	jmp	.LBB0_310
	.p2align	4
.LBB0_311:
	movq	128(%rsp), %rax
	movq	%rax, 48(%rsp)
	movq	136(%rsp), %rax
	movq	%rax, 320(%rsp)
	movq	560(%rsp), %rax
	movq	%rax, 384(%rsp)
	movq	888(%rsp), %rax
	movq	%rax, 256(%rsp)
	movq	-8(%rsp), %r8
	movq	3456(%rsp), %r9
	movq	144(%rsp), %r10
	movq	448(%rsp), %r11
	movq	3904(%rsp), %rbx
	movq	3968(%rsp), %r14
	xorl	%r12d, %r12d
	vpbroadcastd	.LCPI0_70(%rip), %zmm8
	vmovaps	2928(%rsp), %xmm17
	vbroadcastss	.LCPI0_62(%rip), %xmm23
	vbroadcastss	.LCPI0_62(%rip), %xmm24
	vmovaps	.LCPI0_71(%rip), %xmm25
	vmovaps	.LCPI0_72(%rip), %xmm26
	vxorps	%xmm27, %xmm27, %xmm27
	vbroadcastss	.LCPI0_62(%rip), %zmm28
	vxorpd	%xmm29, %xmm29, %xmm29
	vbroadcastss	.LCPI0_62(%rip), %ymm30
	vbroadcastss	.LCPI0_64(%rip), %xmm31
	vbroadcastss	.LCPI0_64(%rip), %zmm18
	vpbroadcastd	.LCPI0_69(%rip), %zmm13
	vpbroadcastd	.LCPI0_69(%rip), %xmm12
	jmp	.LBB0_312
	.p2align	4
.LBB0_292:
	incq	%r12
	movq	2944(%rsp), %r13
	addq	%r13, %r14
	addq	%r13, %rbx
	addq	%r13, %r11
	addq	%r13, %r10
	movq	1680(%rsp), %rax
	addq	%rax, %r9
	addq	%rax, %r8
	addq	%r13, 256(%rsp)
	addq	%r13, 384(%rsp)
	addq	%rax, 320(%rsp)
	addq	%rax, 48(%rsp)
	cmpq	2064(%rsp), %r12
	je	.LBB0_293
.LBB0_312:
	testb	$1, 248(%rsp)
	je	.LBB0_360
	xorl	%ebp, %ebp
.LBB0_367:
	movq	%rbp, %rcx
	orq	$1, %rcx
	movq	-128(%rsp), %rdi
	testb	$1, %dil
	je	.LBB0_369
	movq	-80(%rsp), %rax
	addq	%r12, %rax
	imulq	%rdi, %rax
	movq	-96(%rsp), %rdx
	leaq	(%rdx,%rax,4), %rdx
	shll	$2, %ebp
	vmovss	(%rdx,%rbp), %xmm0
	movq	%r12, %rdx
	imulq	1680(%rsp), %rdx
	movq	448(%rsp), %rsi
	leaq	(%rsi,%rdx,4), %rdx
	movq	-64(%rsp), %rsi
	leaq	(%rsi,%rax,4), %rax
	vmovss	(%rax,%rbp), %xmm1
	movq	-72(%rsp), %rax
	addq	%rdx, %rax
	vmulss	%xmm0, %xmm0, %xmm2
	vmulss	(%rax,%rbp), %xmm0, %xmm3
	vmovss	%xmm2, (%rdx,%rbp)
	leaq	(%rdx,%rdi,4), %rax
	vxorps	%xmm24, %xmm1, %xmm1
	vmulss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, (%rax,%rbp)
	addq	24(%rsp), %rdx
	vmovss	%xmm3, (%rdx,%rbp)
	movq	%rcx, %rbp
.LBB0_369:
	cmpq	%rcx, %rdi
	je	.LBB0_292
	movq	-128(%rsp), %rcx
	subq	%rbp, %rcx
	shll	$2, %ebp
	leaq	(%r14,%rbp), %r15
	movq	256(%rsp), %rax
	leaq	(%rax,%rbp), %r13
	leaq	(%r11,%rbp), %rax
	movq	384(%rsp), %rdx
	addq	%rbp, %rdx
	movq	320(%rsp), %rsi
	addq	%rbp, %rsi
	addq	48(%rsp), %rbp
	xorl	%edi, %edi
	.p2align	4
.LBB0_371:
	vmovss	-4(%rbp,%rdi,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm1
	vmovss	-4(%rsi,%rdi,4), %xmm2
	vxorps	%xmm23, %xmm2, %xmm2
	vmulss	%xmm2, %xmm0, %xmm2
	vmulss	-4(%rdx,%rdi,4), %xmm0, %xmm0
	vmovss	%xmm1, (%rax,%rdi,4)
	vmovss	%xmm2, -4(%r13,%rdi,4)
	vmovss	%xmm0, (%r15,%rdi,4)
	vmovss	(%rbp,%rdi,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm1
	vmovss	(%rsi,%rdi,4), %xmm2
	vxorps	%xmm23, %xmm2, %xmm2
	vmulss	%xmm2, %xmm0, %xmm2
	vmulss	(%rdx,%rdi,4), %xmm0, %xmm0
	vmovss	%xmm1, 4(%rax,%rdi,4)
	vmovss	%xmm2, (%r13,%rdi,4)
	vmovss	%xmm0, 4(%r15,%rdi,4)
	addq	$2, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_371
	jmp	.LBB0_292
	.p2align	4
.LBB0_360:
	xorl	%eax, %eax
	movq	168(%rsp), %rcx
	.p2align	4
.LBB0_361:
	vmovups	(%r8,%rax), %zmm0
	vxorps	(%r9,%rax), %zmm28, %zmm1
	vmulps	%zmm0, %zmm0, %zmm2
	vmulps	%zmm1, %zmm0, %zmm1
	vmulps	(%r10,%rax), %zmm0, %zmm0
	vmovups	%zmm2, (%r11,%rax)
	vmovups	%zmm1, (%rbx,%rax)
	vmovups	%zmm0, (%r14,%rax)
	addq	$64, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_361
	movq	-128(%rsp), %rax
	cmpq	-112(%rsp), %rax
	je	.LBB0_292
	movq	-112(%rsp), %rbp
	testb	$12, -128(%rsp)
	je	.LBB0_367
	movq	-112(%rsp), %rax
	movq	240(%rsp), %rcx
	.p2align	4
.LBB0_365:
	vmovups	(%r8,%rax,4), %xmm0
	vxorps	(%r9,%rax,4), %xmm24, %xmm1
	vmulps	%xmm0, %xmm0, %xmm2
	vmulps	%xmm1, %xmm0, %xmm1
	vmulps	(%r10,%rax,4), %xmm0, %xmm0
	vmovups	%xmm2, (%r11,%rax,4)
	vmovups	%xmm1, (%rbx,%rax,4)
	vmovups	%xmm0, (%r14,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_365
	movq	%rcx, %rbp
	cmpq	%rcx, -128(%rsp)
	je	.LBB0_292
	jmp	.LBB0_367
	.p2align	4
.LBB0_293:
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%eax, %eax
	vxorps	%xmm2, %xmm2, %xmm2
	vxorps	%xmm1, %xmm1, %xmm1
	movq	448(%rsp), %rbp
	movq	-24(%rsp), %rcx
	movq	3968(%rsp), %rdx
	movq	3904(%rsp), %rsi
	movq	16(%rsp), %rdi
	movq	-16(%rsp), %r9
	movq	3648(%rsp), %r10
	movq	552(%rsp), %r11
	movq	896(%rsp), %rbx
	movq	544(%rsp), %r14
	movq	152(%rsp), %r8
	movq	536(%rsp), %r15
	movq	576(%rsp), %r12
	vmovaps	2128(%rsp), %xmm20
	.p2align	4
.LBB0_294:
	vmovups	(%rbp,%rax,4), %xmm3
	vmovups	(%rdi,%rax,4), %xmm4
	vmovups	(%r9,%rax,4), %xmm5
	vmovups	(%r10,%rax,4), %xmm6
	vmovlhps	%xmm5, %xmm3, %xmm7
	vunpckhpd	%xmm5, %xmm3, %xmm3
	vmovlhps	%xmm6, %xmm4, %xmm5
	vunpckhpd	%xmm6, %xmm4, %xmm4
	vmovaps	%xmm7, %xmm6
	vpermt2ps	%xmm5, %xmm25, %xmm6
	vaddps	%xmm6, %xmm0, %xmm0
	vpermt2ps	%xmm5, %xmm26, %xmm7
	vaddps	%xmm0, %xmm7, %xmm0
	vmovaps	%xmm3, %xmm5
	vpermt2ps	%xmm4, %xmm25, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vpermt2ps	%xmm4, %xmm26, %xmm3
	vaddps	%xmm0, %xmm3, %xmm0
	vmovups	(%rsi,%rax,4), %xmm3
	vmovups	(%r11,%rax,4), %xmm4
	vmovups	(%rbx,%rax,4), %xmm5
	vmovups	(%r14,%rax,4), %xmm6
	vmovlhps	%xmm5, %xmm3, %xmm7
	vunpckhpd	%xmm5, %xmm3, %xmm3
	vmovlhps	%xmm6, %xmm4, %xmm5
	vunpckhpd	%xmm6, %xmm4, %xmm4
	vmovaps	%xmm7, %xmm6
	vpermt2ps	%xmm5, %xmm25, %xmm6
	vaddps	%xmm6, %xmm2, %xmm2
	vpermt2ps	%xmm5, %xmm26, %xmm7
	vaddps	%xmm2, %xmm7, %xmm2
	vmovaps	%xmm3, %xmm5
	vpermt2ps	%xmm4, %xmm25, %xmm5
	vaddps	%xmm2, %xmm5, %xmm2
	vpermt2ps	%xmm4, %xmm26, %xmm3
	vaddps	%xmm2, %xmm3, %xmm2
	vmovups	(%rdx,%rax,4), %xmm3
	vmovups	(%r8,%rax,4), %xmm4
	vmovups	(%r15,%rax,4), %xmm5
	vmovups	(%r12,%rax,4), %xmm6
	vmovlhps	%xmm5, %xmm3, %xmm7
	vunpckhpd	%xmm5, %xmm3, %xmm3
	vmovlhps	%xmm6, %xmm4, %xmm5
	vunpckhpd	%xmm6, %xmm4, %xmm4
	vmovaps	%xmm7, %xmm6
	vpermt2ps	%xmm5, %xmm25, %xmm6
	vaddps	%xmm6, %xmm1, %xmm1
	vpermt2ps	%xmm5, %xmm26, %xmm7
	vaddps	%xmm1, %xmm7, %xmm1
	vmovaps	%xmm3, %xmm5
	vpermt2ps	%xmm4, %xmm25, %xmm5
	vaddps	%xmm1, %xmm5, %xmm1
	vpermt2ps	%xmm4, %xmm26, %xmm3
	vaddps	%xmm1, %xmm3, %xmm1
	addq	$4, %rax
	cmpq	%rcx, %rax
	jb	.LBB0_294
	movq	%rcx, %rax
	movq	-128(%rsp), %rbp
	cmpq	%rbp, %rcx
	movq	%r8, %r12
	movq	-40(%rsp), %r8
	je	.LBB0_356
	.p2align	4
.LBB0_296:
	movq	448(%rsp), %rcx
	vmovss	(%rcx,%rax,4), %xmm3
	vinsertps	$16, (%rdi,%rax,4), %xmm3, %xmm3
	vinsertps	$32, (%r9,%rax,4), %xmm3, %xmm3
	vinsertps	$48, (%r10,%rax,4), %xmm3, %xmm3
	vaddps	%xmm3, %xmm0, %xmm0
	vmovss	(%rsi,%rax,4), %xmm3
	vinsertps	$16, (%r11,%rax,4), %xmm3, %xmm3
	vinsertps	$32, (%rbx,%rax,4), %xmm3, %xmm3
	vinsertps	$48, (%r14,%rax,4), %xmm3, %xmm3
	vmovss	(%rdx,%rax,4), %xmm4
	vinsertps	$16, (%r12,%rax,4), %xmm4, %xmm4
	vinsertps	$32, (%r15,%rax,4), %xmm4, %xmm4
	vaddps	%xmm3, %xmm2, %xmm2
	movq	576(%rsp), %rcx
	vinsertps	$48, (%rcx,%rax,4), %xmm4, %xmm3
	vaddps	%xmm3, %xmm1, %xmm1
	incq	%rax
	cmpq	%rbp, %rax
	jb	.LBB0_296
	jmp	.LBB0_356
	.p2align	4
.LBB0_289:
	movq	128(%rsp), %rax
	movq	%rax, 48(%rsp)
	movq	136(%rsp), %rdx
	movq	888(%rsp), %rsi
	movq	-8(%rsp), %rdi
	movq	3456(%rsp), %r8
	movq	448(%rsp), %r9
	movq	3904(%rsp), %r10
	movq	3968(%rsp), %r11
	xorl	%ebx, %ebx
	jmp	.LBB0_290
	.p2align	4
.LBB0_351:
	incq	%rbx
	movq	2944(%rsp), %r13
	addq	%r13, %r11
	addq	%r13, %r10
	addq	%r13, %r9
	movq	1680(%rsp), %rax
	addq	%rax, %r8
	addq	%rax, %rdi
	addq	%r13, %rsi
	addq	%rax, %rdx
	addq	%rax, 48(%rsp)
	cmpq	2064(%rsp), %rbx
	movq	-128(%rsp), %r12
	je	.LBB0_352
.LBB0_290:
	testb	$1, 1128(%rsp)
	je	.LBB0_372
	xorl	%r14d, %r14d
.LBB0_379:
	movq	%r14, %rcx
	orq	$1, %rcx
	movq	-128(%rsp), %r12
	testb	$1, %r12b
	je	.LBB0_381
	movq	-80(%rsp), %rax
	addq	%rbx, %rax
	movq	%rbx, %r15
	imulq	1680(%rsp), %r15
	movq	448(%rsp), %r13
	leaq	(,%r15,4), %r15
	addq	%r13, %r15
	imulq	%r12, %rax
	movq	-96(%rsp), %r12
	leaq	(%r12,%rax,4), %r12
	movq	-64(%rsp), %r13
	leaq	(,%rax,4), %rax
	addq	%r13, %rax
	movq	-128(%rsp), %r13
	leaq	(%r15,%r13,4), %r13
	shll	$2, %r14d
	vmovss	(%r12,%r14), %xmm0
	vmulss	%xmm0, %xmm0, %xmm1
	vmovss	(%rax,%r14), %xmm2
	vxorps	%xmm24, %xmm2, %xmm2
	vmulss	%xmm2, %xmm0, %xmm2
	vmovss	%xmm1, (%r15,%r14)
	vmulss	%xmm3, %xmm0, %xmm0
	addq	24(%rsp), %r15
	vmovss	%xmm2, (%r13,%r14)
	movq	-128(%rsp), %r12
	vmovss	%xmm0, (%r15,%r14)
	movq	%rcx, %r14
.LBB0_381:
	cmpq	%rcx, %r12
	je	.LBB0_351
	movq	-128(%rsp), %rcx
	subq	%r14, %rcx
	shll	$2, %r14d
	leaq	(%r11,%r14), %r15
	leaq	(%rsi,%r14), %r12
	leaq	(%r9,%r14), %r13
	leaq	(%rdx,%r14), %rbp
	addq	48(%rsp), %r14
	xorl	%eax, %eax
	.p2align	4
.LBB0_383:
	vmovss	-4(%r14,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm1
	vmovss	-4(%rbp,%rax,4), %xmm2
	vxorps	%xmm23, %xmm2, %xmm2
	vmulss	%xmm2, %xmm0, %xmm2
	vmulss	%xmm3, %xmm0, %xmm0
	vmovss	%xmm1, (%r13,%rax,4)
	vmovss	%xmm2, -4(%r12,%rax,4)
	vmovss	%xmm0, (%r15,%rax,4)
	vmovss	(%r14,%rax,4), %xmm0
	vmovss	(%rbp,%rax,4), %xmm1
	vmulss	%xmm0, %xmm0, %xmm2
	vxorps	%xmm23, %xmm1, %xmm1
	vmulss	%xmm1, %xmm0, %xmm1
	vmulss	%xmm3, %xmm0, %xmm0
	vmovss	%xmm2, 4(%r13,%rax,4)
	vmovss	%xmm1, (%r12,%rax,4)
	vmovss	%xmm0, 4(%r15,%rax,4)
	addq	$2, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_383
	jmp	.LBB0_351
	.p2align	4
.LBB0_372:
	xorl	%eax, %eax
	movq	168(%rsp), %rcx
	.p2align	4
.LBB0_373:
	vmovups	(%rdi,%rax), %zmm0
	vmulps	%zmm0, %zmm0, %zmm1
	vxorps	(%r8,%rax), %zmm28, %zmm2
	vmulps	%zmm2, %zmm0, %zmm2
	vmulps	%zmm27, %zmm0, %zmm0
	vmovups	%zmm1, (%r9,%rax)
	vmovups	%zmm2, (%r10,%rax)
	vmovups	%zmm0, (%r11,%rax)
	addq	$64, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_373
	cmpq	-112(%rsp), %r12
	je	.LBB0_351
	movq	-112(%rsp), %r14
	testb	$12, -128(%rsp)
	je	.LBB0_379
	movq	-112(%rsp), %rax
	movq	240(%rsp), %rcx
	.p2align	4
.LBB0_377:
	vmovups	(%rdi,%rax,4), %xmm0
	vmulps	%xmm0, %xmm0, %xmm1
	vxorps	(%r8,%rax,4), %xmm24, %xmm2
	vmulps	%xmm2, %xmm0, %xmm2
	vmulps	%xmm29, %xmm0, %xmm0
	vmovups	%xmm1, (%r9,%rax,4)
	vmovups	%xmm2, (%r10,%rax,4)
	vmovups	%xmm0, (%r11,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_377
	movq	%rcx, %r14
	cmpq	%rcx, -128(%rsp)
	je	.LBB0_351
	jmp	.LBB0_379
	.p2align	4
.LBB0_352:
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%eax, %eax
	vxorps	%xmm2, %xmm2, %xmm2
	vxorps	%xmm1, %xmm1, %xmm1
	movq	-24(%rsp), %rcx
	movq	3968(%rsp), %rdx
	movq	3904(%rsp), %rsi
	movq	16(%rsp), %rdi
	movq	-16(%rsp), %r9
	movq	3648(%rsp), %r10
	movq	552(%rsp), %r11
	movq	896(%rsp), %rbx
	movq	544(%rsp), %r14
	movq	152(%rsp), %r8
	movq	536(%rsp), %r15
	movq	576(%rsp), %r12
	.p2align	4
.LBB0_353:
	movq	448(%rsp), %rbp
	vmovups	(%rbp,%rax,4), %xmm3
	vmovups	(%rdi,%rax,4), %xmm4
	vmovups	(%r9,%rax,4), %xmm5
	vmovups	(%r10,%rax,4), %xmm6
	vmovlhps	%xmm5, %xmm3, %xmm7
	vunpckhpd	%xmm5, %xmm3, %xmm3
	vmovlhps	%xmm6, %xmm4, %xmm5
	vunpckhpd	%xmm6, %xmm4, %xmm4
	vmovaps	%xmm7, %xmm6
	vpermt2ps	%xmm5, %xmm25, %xmm6
	vaddps	%xmm6, %xmm0, %xmm0
	vpermt2ps	%xmm5, %xmm26, %xmm7
	vaddps	%xmm0, %xmm7, %xmm0
	vmovaps	%xmm3, %xmm5
	vpermt2ps	%xmm4, %xmm25, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vpermt2ps	%xmm4, %xmm26, %xmm3
	vaddps	%xmm0, %xmm3, %xmm0
	vmovups	(%rsi,%rax,4), %xmm3
	vmovups	(%r11,%rax,4), %xmm4
	vmovups	(%rbx,%rax,4), %xmm5
	vmovups	(%r14,%rax,4), %xmm6
	vmovlhps	%xmm5, %xmm3, %xmm7
	vunpckhpd	%xmm5, %xmm3, %xmm3
	vmovlhps	%xmm6, %xmm4, %xmm5
	vunpckhpd	%xmm6, %xmm4, %xmm4
	vmovaps	%xmm7, %xmm6
	vpermt2ps	%xmm5, %xmm25, %xmm6
	vaddps	%xmm6, %xmm2, %xmm2
	vpermt2ps	%xmm5, %xmm26, %xmm7
	vaddps	%xmm2, %xmm7, %xmm2
	vmovaps	%xmm3, %xmm5
	vpermt2ps	%xmm4, %xmm25, %xmm5
	vaddps	%xmm2, %xmm5, %xmm2
	vpermt2ps	%xmm4, %xmm26, %xmm3
	vaddps	%xmm2, %xmm3, %xmm2
	vmovups	(%rdx,%rax,4), %xmm3
	vmovups	(%r8,%rax,4), %xmm4
	vmovups	(%r15,%rax,4), %xmm5
	vmovups	(%r12,%rax,4), %xmm6
	vmovlhps	%xmm5, %xmm3, %xmm7
	vunpckhpd	%xmm5, %xmm3, %xmm3
	vmovlhps	%xmm6, %xmm4, %xmm5
	vunpckhpd	%xmm6, %xmm4, %xmm4
	vmovaps	%xmm7, %xmm6
	vpermt2ps	%xmm5, %xmm25, %xmm6
	vaddps	%xmm6, %xmm1, %xmm1
	vpermt2ps	%xmm5, %xmm26, %xmm7
	vaddps	%xmm1, %xmm7, %xmm1
	vmovaps	%xmm3, %xmm5
	vpermt2ps	%xmm4, %xmm25, %xmm5
	vaddps	%xmm1, %xmm5, %xmm1
	vpermt2ps	%xmm4, %xmm26, %xmm3
	vaddps	%xmm1, %xmm3, %xmm1
	addq	$4, %rax
	cmpq	%rcx, %rax
	jb	.LBB0_353
	movq	%rcx, %rax
	movq	-128(%rsp), %rbp
	cmpq	%rbp, %rcx
	movq	-40(%rsp), %r8
	je	.LBB0_356
	.p2align	4
.LBB0_355:
	movq	448(%rsp), %rcx
	vmovss	(%rcx,%rax,4), %xmm3
	vinsertps	$16, (%rdi,%rax,4), %xmm3, %xmm3
	vinsertps	$32, (%r9,%rax,4), %xmm3, %xmm3
	vinsertps	$48, (%r10,%rax,4), %xmm3, %xmm3
	vaddps	%xmm3, %xmm0, %xmm0
	vmovss	(%rsi,%rax,4), %xmm3
	vinsertps	$16, (%r11,%rax,4), %xmm3, %xmm3
	vinsertps	$32, (%rbx,%rax,4), %xmm3, %xmm3
	vinsertps	$48, (%r14,%rax,4), %xmm3, %xmm3
	vmovss	(%rdx,%rax,4), %xmm4
	movq	152(%rsp), %rcx
	vinsertps	$16, (%rcx,%rax,4), %xmm4, %xmm4
	vinsertps	$32, (%r15,%rax,4), %xmm4, %xmm4
	vaddps	%xmm3, %xmm2, %xmm2
	vinsertps	$48, (%r12,%rax,4), %xmm4, %xmm3
	vaddps	%xmm3, %xmm1, %xmm1
	incq	%rax
	cmpq	%rbp, %rax
	jb	.LBB0_355
	.p2align	4
.LBB0_356:
	movq	448(%rsp), %rbx
	vmovss	%xmm0, 1488(%rsp)
	vmovss	%xmm2, 1492(%rsp)
	vinsertps	$76, %xmm0, %xmm2, %xmm3
	vmovlps	%xmm3, 1504(%rsp)
	vunpckhps	%xmm2, %xmm0, %xmm3
	vmovlps	%xmm3, 1520(%rsp)
	vmovddup	.LCPI0_73(%rip), %xmm3
	vpermt2ps	%xmm2, %xmm3, %xmm0
	vmovlps	%xmm0, 1536(%rsp)
	vmovss	%xmm1, 1496(%rsp)
	vextractps	$1, %xmm1, 1512(%rsp)
	vextractps	$2, %xmm1, 1528(%rsp)
	vextractps	$3, %xmm1, 1544(%rsp)
	cmpl	$0, -116(%rsp)
	je	.LBB0_357
	vbroadcastss	%xmm20, %zmm0
	movq	128(%rsp), %rax
	movq	%rax, 320(%rsp)
	movq	136(%rsp), %rax
	movq	%rax, 384(%rsp)
	movq	560(%rsp), %rax
	movq	%rax, 256(%rsp)
	movq	-8(%rsp), %r9
	movq	%rbx, %r12
	movq	3456(%rsp), %rbx
	movq	144(%rsp), %r14
	movq	120(%rsp), %rbp
	movq	4928(%rsp), %r10
	movq	2400(%rsp), %r11
	movq	224(%rsp), %rdi
	xorl	%ecx, %ecx
	jmp	.LBB0_385
	.p2align	4
.LBB0_320:
	movq	48(%rsp), %rcx
	incq	%rcx
	movq	2944(%rsp), %r13
	addq	%r13, %rdi
	addq	%r13, %r11
	movq	1680(%rsp), %rax
	addq	%rax, %r10
	addq	%rax, %rbp
	addq	%r13, %r12
	addq	%r13, %r14
	addq	%rax, %rbx
	addq	%rax, %r9
	addq	%r13, 256(%rsp)
	addq	%rax, 384(%rsp)
	addq	%rax, 320(%rsp)
	cmpq	2064(%rsp), %rcx
	je	.LBB0_321
.LBB0_385:
	movq	%rcx, 48(%rsp)
	movq	%rcx, %rax
	shlq	$4, %rax
	vmovss	1492(%rsp,%rax), %xmm1
	vmovss	1496(%rsp,%rax), %xmm2
	cmpb	$0, 1136(%rsp)
	je	.LBB0_387
	xorl	%r13d, %r13d
.LBB0_394:
	movq	%r13, %rax
	orq	$1, %rax
	movq	-128(%rsp), %r8
	testb	$1, %r8b
	je	.LBB0_396
	movq	-80(%rsp), %rcx
	movq	48(%rsp), %rdx
	addq	%rdx, %rcx
	imulq	1680(%rsp), %rdx
	movq	448(%rsp), %rsi
	leaq	(%rsi,%rdx,4), %rdx
	imulq	%r8, %rcx
	movq	-96(%rsp), %rsi
	leaq	(%rsi,%rcx,4), %rsi
	movq	-64(%rsp), %r15
	leaq	(%r15,%rcx,4), %rcx
	movq	-72(%rsp), %r15
	addq	%rdx, %r15
	shll	$2, %r13d
	vmovss	(%rsi,%r13), %xmm3
	vmovss	(%rcx,%r13), %xmm4
	vxorps	%xmm24, %xmm4, %xmm4
	vmulss	%xmm1, %xmm3, %xmm5
	vsubss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm4, %xmm17, %xmm4
	vsubss	%xmm4, %xmm3, %xmm4
	vmovss	(%r15,%r13), %xmm5
	vmulss	%xmm2, %xmm3, %xmm3
	vsubss	%xmm3, %xmm5, %xmm3
	vmulss	%xmm3, %xmm20, %xmm3
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm3, %xmm3, %xmm3
	vmovss	%xmm3, (%rdx,%r13)
	movq	%rax, %r13
.LBB0_396:
	cmpq	%rax, %r8
	movq	-40(%rsp), %r8
	je	.LBB0_320
	movq	-128(%rsp), %rcx
	subq	%r13, %rcx
	shll	$2, %r13d
	leaq	(%r12,%r13), %r15
	movq	256(%rsp), %rax
	addq	%r13, %rax
	movq	384(%rsp), %rdx
	addq	%r13, %rdx
	addq	320(%rsp), %r13
	xorl	%esi, %esi
	.p2align	4
.LBB0_398:
	vmovss	-4(%r13,%rsi,4), %xmm3
	vmovss	-4(%rdx,%rsi,4), %xmm4
	vxorps	%xmm23, %xmm4, %xmm4
	vmulss	%xmm1, %xmm3, %xmm5
	vsubss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm4, %xmm17, %xmm4
	vsubss	%xmm4, %xmm3, %xmm4
	vmovss	-4(%rax,%rsi,4), %xmm5
	vmulss	%xmm2, %xmm3, %xmm3
	vsubss	%xmm3, %xmm5, %xmm3
	vmulss	%xmm3, %xmm20, %xmm3
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm3, %xmm3, %xmm3
	vmovss	%xmm3, (%r15,%rsi,4)
	vmovss	(%r13,%rsi,4), %xmm3
	vmovss	(%rdx,%rsi,4), %xmm4
	vxorps	%xmm23, %xmm4, %xmm4
	vmulss	%xmm1, %xmm3, %xmm5
	vsubss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm4, %xmm17, %xmm4
	vsubss	%xmm4, %xmm3, %xmm4
	vmovss	(%rax,%rsi,4), %xmm5
	vmulss	%xmm2, %xmm3, %xmm3
	vsubss	%xmm3, %xmm5, %xmm3
	vmulss	%xmm3, %xmm20, %xmm3
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm3, %xmm3, %xmm3
	vmovss	%xmm3, 4(%r15,%rsi,4)
	addq	$2, %rsi
	cmpq	%rsi, %rcx
	jne	.LBB0_398
	jmp	.LBB0_320
	.p2align	4
.LBB0_387:
	vbroadcastss	%xmm1, %zmm3
	vbroadcastss	%xmm2, %zmm4
	xorl	%r13d, %r13d
	movq	-48(%rsp), %rax
	.p2align	4
.LBB0_388:
	vmovups	-192(%rbp,%r13), %zmm5
	vmovups	-128(%rbp,%r13), %zmm6
	vmovups	-64(%rbp,%r13), %zmm7
	vmovups	(%rbp,%r13), %zmm8
	vxorps	-192(%r10,%r13), %zmm28, %zmm9
	vxorps	-128(%r10,%r13), %zmm28, %zmm10
	vxorps	-64(%r10,%r13), %zmm28, %zmm11
	vxorps	(%r10,%r13), %zmm28, %zmm12
	vmulps	%zmm3, %zmm5, %zmm13
	vsubps	%zmm13, %zmm9, %zmm9
	vmulps	%zmm3, %zmm6, %zmm13
	vsubps	%zmm13, %zmm10, %zmm10
	vmulps	%zmm3, %zmm7, %zmm13
	vsubps	%zmm13, %zmm11, %zmm11
	vmulps	%zmm3, %zmm8, %zmm13
	vsubps	%zmm13, %zmm12, %zmm12
	vmulps	%zmm9, %zmm21, %zmm9
	vmulps	%zmm10, %zmm21, %zmm10
	vmulps	%zmm11, %zmm21, %zmm11
	vmulps	%zmm12, %zmm21, %zmm12
	vsubps	%zmm9, %zmm5, %zmm9
	vsubps	%zmm10, %zmm6, %zmm10
	vsubps	%zmm11, %zmm7, %zmm11
	vsubps	%zmm12, %zmm8, %zmm12
	vmovups	-192(%r11,%r13), %zmm13
	vmovups	-128(%r11,%r13), %zmm14
	vmovups	-64(%r11,%r13), %zmm15
	vmovups	(%r11,%r13), %zmm16
	vmulps	%zmm4, %zmm5, %zmm5
	vsubps	%zmm5, %zmm13, %zmm5
	vmulps	%zmm4, %zmm6, %zmm6
	vsubps	%zmm6, %zmm14, %zmm6
	vmulps	%zmm4, %zmm7, %zmm7
	vsubps	%zmm7, %zmm15, %zmm7
	vmulps	%zmm4, %zmm8, %zmm8
	vsubps	%zmm8, %zmm16, %zmm8
	vmulps	%zmm5, %zmm0, %zmm5
	vaddps	%zmm5, %zmm9, %zmm5
	vmulps	%zmm6, %zmm0, %zmm6
	vaddps	%zmm6, %zmm10, %zmm6
	vmulps	%zmm7, %zmm0, %zmm7
	vaddps	%zmm7, %zmm11, %zmm7
	vmulps	%zmm8, %zmm0, %zmm8
	vaddps	%zmm8, %zmm12, %zmm8
	vmulps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm7, %zmm7, %zmm7
	vmulps	%zmm8, %zmm8, %zmm8
	vmovups	%zmm5, -192(%rdi,%r13)
	vmovups	%zmm6, -128(%rdi,%r13)
	vmovups	%zmm7, -64(%rdi,%r13)
	vmovups	%zmm8, (%rdi,%r13)
	addq	$256, %r13
	cmpq	%r13, %rax
	jne	.LBB0_388
	movq	-88(%rsp), %rax
	cmpq	%rax, -128(%rsp)
	vpbroadcastd	.LCPI0_69(%rip), %zmm13
	vpbroadcastd	.LCPI0_70(%rip), %zmm8
	vpbroadcastd	.LCPI0_69(%rip), %xmm12
	je	.LBB0_320
	movq	-88(%rsp), %r13
	testb	$56, -128(%rsp)
	je	.LBB0_394
	vbroadcastss	%xmm1, %ymm3
	vbroadcastss	%xmm2, %ymm4
	movq	-88(%rsp), %rax
	.p2align	4
.LBB0_392:
	vmovups	(%r9,%rax,4), %ymm5
	vxorps	(%rbx,%rax,4), %ymm30, %ymm6
	vmulps	%ymm3, %ymm5, %ymm7
	vsubps	%ymm7, %ymm6, %ymm6
	vmulps	%ymm6, %ymm21, %ymm6
	vsubps	%ymm6, %ymm5, %ymm6
	vmovups	(%r14,%rax,4), %ymm7
	vmulps	%ymm4, %ymm5, %ymm5
	vsubps	%ymm5, %ymm7, %ymm5
	vmulps	%ymm5, %ymm0, %ymm5
	vaddps	%ymm5, %ymm6, %ymm5
	vmulps	%ymm5, %ymm5, %ymm5
	vmovups	%ymm5, (%r12,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %r8
	jne	.LBB0_392
	movq	%r8, %r13
	cmpq	%r8, -128(%rsp)
	je	.LBB0_320
	jmp	.LBB0_394
	.p2align	4
.LBB0_321:
	cmpq	$0, 528(%rsp)
	je	.LBB0_322
	vxorps	%xmm0, %xmm0, %xmm0
	movq	1472(%rsp), %rdx
	xorl	%eax, %eax
	movq	-128(%rsp), %r12
	movq	160(%rsp), %r10
	movq	448(%rsp), %rbx
	movq	-24(%rsp), %rcx
	movq	-88(%rsp), %rbp
	movq	-48(%rsp), %r11
	movq	1680(%rsp), %r14
	movq	520(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	216(%rsp), %r8
	movq	208(%rsp), %r9
	.p2align	4
.LBB0_324:
	vmovups	-16(%rsi,%rax,4), %xmm1
	vmovups	(%rsi,%rax,4), %xmm2
	vmovups	-16(%rdi,%rax,4), %xmm3
	vmovups	(%rdi,%rax,4), %xmm4
	vmovlhps	%xmm3, %xmm1, %xmm5
	vunpckhpd	%xmm3, %xmm1, %xmm1
	vmovups	-16(%r9,%rax,4), %xmm3
	vmovups	(%r9,%rax,4), %xmm6
	vmovups	-16(%r8,%rax,4), %xmm7
	vmovups	(%r8,%rax,4), %xmm8
	vmovlhps	%xmm7, %xmm3, %xmm9
	vunpckhpd	%xmm7, %xmm3, %xmm3
	vmovaps	%xmm5, %xmm7
	vpermt2ps	%xmm9, %xmm25, %xmm7
	vaddps	%xmm7, %xmm0, %xmm0
	vpermt2ps	%xmm9, %xmm26, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vmovaps	%xmm1, %xmm5
	vpermt2ps	%xmm3, %xmm25, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vpermt2ps	%xmm3, %xmm26, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vmovlhps	%xmm4, %xmm2, %xmm1
	vunpckhpd	%xmm4, %xmm2, %xmm2
	vmovlhps	%xmm8, %xmm6, %xmm3
	vunpckhpd	%xmm8, %xmm6, %xmm4
	vmovaps	%xmm1, %xmm5
	vpermt2ps	%xmm3, %xmm25, %xmm5
	vaddps	%xmm5, %xmm0, %xmm0
	vpermt2ps	%xmm3, %xmm26, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vmovaps	%xmm2, %xmm1
	vpermt2ps	%xmm4, %xmm25, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vpermt2ps	%xmm4, %xmm26, %xmm2
	vaddps	%xmm0, %xmm2, %xmm0
	addq	$8, %rax
	addq	$-2, %rdx
	jne	.LBB0_324
	testb	$1, 1480(%rsp)
	movq	-80(%rsp), %r15
	vpbroadcastd	.LCPI0_70(%rip), %zmm8
	movq	16(%rsp), %rdx
	movq	-16(%rsp), %rsi
	jne	.LBB0_326
	movq	%rcx, %rax
	cmpq	%r12, %rcx
	movq	3648(%rsp), %rcx
	jne	.LBB0_328
	jmp	.LBB0_329
	.p2align	4
.LBB0_357:
	movq	-8(%rsp), %rax
	movq	3456(%rsp), %rdx
	movq	%rbx, %rsi
	movq	120(%rsp), %rdi
	movq	4928(%rsp), %r8
	movq	224(%rsp), %r9
	xorl	%r10d, %r10d
	movq	1680(%rsp), %r14
	movq	%rbp, %r12
	movq	-80(%rsp), %r15
	movq	-88(%rsp), %rbp
	jmp	.LBB0_358
	.p2align	4
.LBB0_342:
	incq	%r10
	addq	%r13, %r9
	addq	%r14, %r8
	addq	%r14, %rdi
	addq	%r13, %rsi
	addq	%r14, %rdx
	addq	%r14, %rax
	cmpq	2064(%rsp), %r10
	je	.LBB0_343
.LBB0_358:
	movq	%r10, %rcx
	shlq	$4, %rcx
	vmovss	1492(%rsp,%rcx), %xmm0
	cmpb	$0, 1120(%rsp)
	je	.LBB0_399
	xorl	%ecx, %ecx
.LBB0_406:
	movq	%rcx, %r11
	cmpq	$0, 920(%rsp)
	je	.LBB0_409
	movq	920(%rsp), %rbx
	movq	%rcx, %r11
	.p2align	4
.LBB0_408:
	vmovss	(%rax,%r11,4), %xmm1
	vmovss	(%rdx,%r11,4), %xmm2
	vxorps	%xmm24, %xmm2, %xmm2
	vmulss	%xmm0, %xmm1, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm17, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, (%rsi,%r11,4)
	incq	%r11
	decq	%rbx
	jne	.LBB0_408
.LBB0_409:
	subq	%r12, %rcx
	cmpq	$-4, %rcx
	movq	448(%rsp), %rbx
	ja	.LBB0_342
	.p2align	4
.LBB0_410:
	vmovss	(%rax,%r11,4), %xmm1
	vmovss	(%rdx,%r11,4), %xmm2
	vxorps	%xmm23, %xmm2, %xmm2
	vmulss	%xmm0, %xmm1, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm17, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, (%rsi,%r11,4)
	vmovss	4(%rax,%r11,4), %xmm1
	vmovss	4(%rdx,%r11,4), %xmm2
	vxorps	%xmm23, %xmm2, %xmm2
	vmulss	%xmm0, %xmm1, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm17, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 4(%rsi,%r11,4)
	vmovss	8(%rax,%r11,4), %xmm1
	vmovss	8(%rdx,%r11,4), %xmm2
	vxorps	%xmm23, %xmm2, %xmm2
	vmulss	%xmm0, %xmm1, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm17, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 8(%rsi,%r11,4)
	vmovss	12(%rax,%r11,4), %xmm1
	vmovss	12(%rdx,%r11,4), %xmm2
	vxorps	%xmm23, %xmm2, %xmm2
	vmulss	%xmm0, %xmm1, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm17, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 12(%rsi,%r11,4)
	addq	$4, %r11
	cmpq	%r11, %r12
	jne	.LBB0_410
	jmp	.LBB0_342
	.p2align	4
.LBB0_399:
	vbroadcastss	%xmm0, %zmm1
	xorl	%ecx, %ecx
	movq	-48(%rsp), %r11
	.p2align	4
.LBB0_400:
	vmovups	-192(%rdi,%rcx), %zmm2
	vmovups	-128(%rdi,%rcx), %zmm3
	vmovups	-64(%rdi,%rcx), %zmm4
	vmovups	(%rdi,%rcx), %zmm5
	vxorps	-192(%r8,%rcx), %zmm28, %zmm6
	vxorps	-128(%r8,%rcx), %zmm28, %zmm7
	vxorps	-64(%r8,%rcx), %zmm28, %zmm8
	vxorps	(%r8,%rcx), %zmm28, %zmm9
	vmulps	%zmm1, %zmm2, %zmm10
	vsubps	%zmm10, %zmm6, %zmm6
	vmulps	%zmm1, %zmm3, %zmm10
	vsubps	%zmm10, %zmm7, %zmm7
	vmulps	%zmm1, %zmm4, %zmm10
	vsubps	%zmm10, %zmm8, %zmm8
	vmulps	%zmm1, %zmm5, %zmm10
	vsubps	%zmm10, %zmm9, %zmm9
	vmulps	%zmm6, %zmm21, %zmm6
	vmulps	%zmm7, %zmm21, %zmm7
	vmulps	%zmm8, %zmm21, %zmm8
	vmulps	%zmm9, %zmm21, %zmm9
	vsubps	%zmm6, %zmm2, %zmm2
	vsubps	%zmm7, %zmm3, %zmm3
	vsubps	%zmm8, %zmm4, %zmm4
	vsubps	%zmm9, %zmm5, %zmm5
	vmulps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm4, %zmm4, %zmm4
	vmulps	%zmm5, %zmm5, %zmm5
	vmovups	%zmm2, -192(%r9,%rcx)
	vmovups	%zmm3, -128(%r9,%rcx)
	vmovups	%zmm4, -64(%r9,%rcx)
	vmovups	%zmm5, (%r9,%rcx)
	addq	$256, %rcx
	cmpq	%rcx, %r11
	jne	.LBB0_400
	cmpq	%rbp, %r12
	vpbroadcastd	.LCPI0_70(%rip), %zmm8
	je	.LBB0_342
	movq	%rbp, %rcx
	testb	$56, %r12b
	je	.LBB0_406
	vbroadcastss	%xmm0, %ymm1
	movq	%rbp, %rcx
	movq	-40(%rsp), %r11
	.p2align	4
.LBB0_404:
	vmovups	(%rax,%rcx,4), %ymm2
	vxorps	(%rdx,%rcx,4), %ymm30, %ymm3
	vmulps	%ymm1, %ymm2, %ymm4
	vsubps	%ymm4, %ymm3, %ymm3
	vmulps	%ymm3, %ymm21, %ymm3
	vsubps	%ymm3, %ymm2, %ymm2
	vmulps	%ymm2, %ymm2, %ymm2
	vmovups	%ymm2, (%rsi,%rcx,4)
	addq	$8, %rcx
	cmpq	%rcx, %r11
	jne	.LBB0_404
	movq	%r11, %rcx
	cmpq	%r11, %r12
	je	.LBB0_342
	jmp	.LBB0_406
	.p2align	4
.LBB0_343:
	cmpq	$0, 528(%rsp)
	je	.LBB0_344
	vxorps	%xmm0, %xmm0, %xmm0
	movq	1472(%rsp), %rdx
	xorl	%eax, %eax
	movq	160(%rsp), %r10
	movq	-24(%rsp), %rcx
	movq	520(%rsp), %rsi
	movq	8(%rsp), %rdi
	movq	216(%rsp), %r8
	movq	208(%rsp), %r9
	.p2align	4
.LBB0_346:
	vmovups	-16(%rsi,%rax,4), %xmm1
	vmovups	(%rsi,%rax,4), %xmm2
	vmovups	-16(%rdi,%rax,4), %xmm3
	vmovups	(%rdi,%rax,4), %xmm4
	vmovlhps	%xmm3, %xmm1, %xmm5
	vunpckhpd	%xmm3, %xmm1, %xmm1
	vmovups	-16(%r9,%rax,4), %xmm3
	vmovups	(%r9,%rax,4), %xmm6
	vmovups	-16(%r8,%rax,4), %xmm7
	vmovups	(%r8,%rax,4), %xmm8
	vmovlhps	%xmm7, %xmm3, %xmm9
	vunpckhpd	%xmm7, %xmm3, %xmm3
	vmovaps	%xmm5, %xmm7
	vpermt2ps	%xmm9, %xmm25, %xmm7
	vaddps	%xmm7, %xmm0, %xmm0
	vpermt2ps	%xmm9, %xmm26, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vmovaps	%xmm1, %xmm5
	vpermt2ps	%xmm3, %xmm25, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vpermt2ps	%xmm3, %xmm26, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vmovlhps	%xmm4, %xmm2, %xmm1
	vunpckhpd	%xmm4, %xmm2, %xmm2
	vmovlhps	%xmm8, %xmm6, %xmm3
	vunpckhpd	%xmm8, %xmm6, %xmm4
	vmovaps	%xmm1, %xmm5
	vpermt2ps	%xmm3, %xmm25, %xmm5
	vaddps	%xmm5, %xmm0, %xmm0
	vpermt2ps	%xmm3, %xmm26, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vmovaps	%xmm2, %xmm1
	vpermt2ps	%xmm4, %xmm25, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vpermt2ps	%xmm4, %xmm26, %xmm2
	vaddps	%xmm0, %xmm2, %xmm0
	addq	$8, %rax
	addq	$-2, %rdx
	jne	.LBB0_346
	testb	$1, 1480(%rsp)
	movq	-48(%rsp), %r11
	vpbroadcastd	.LCPI0_70(%rip), %zmm8
	movq	16(%rsp), %rdx
	movq	-16(%rsp), %rsi
	jne	.LBB0_348
	movq	%rcx, %rax
	cmpq	%r12, %rcx
	movq	3648(%rsp), %rcx
	jne	.LBB0_350
	jmp	.LBB0_329
	.p2align	4
.LBB0_322:
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%eax, %eax
	movq	-80(%rsp), %r15
	movq	-128(%rsp), %r12
	movq	160(%rsp), %r10
	movq	448(%rsp), %rbx
	movq	-24(%rsp), %rcx
	movq	-88(%rsp), %rbp
	movq	-48(%rsp), %r11
	movq	1680(%rsp), %r14
	movq	16(%rsp), %rdx
	movq	-16(%rsp), %rsi
.LBB0_326:
	vmovups	(%rbx,%rax,4), %xmm1
	vmovups	(%rdx,%rax,4), %xmm2
	vmovups	(%rsi,%rax,4), %xmm3
	movq	3648(%rsp), %rdi
	vmovups	(%rdi,%rax,4), %xmm4
	vmovlhps	%xmm3, %xmm1, %xmm5
	vunpckhpd	%xmm3, %xmm1, %xmm1
	vmovlhps	%xmm4, %xmm2, %xmm3
	vunpckhpd	%xmm4, %xmm2, %xmm2
	vmovaps	%xmm5, %xmm4
	vpermt2ps	%xmm3, %xmm25, %xmm4
	vaddps	%xmm4, %xmm0, %xmm0
	vpermt2ps	%xmm3, %xmm26, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vmovaps	%xmm1, %xmm3
	vpermt2ps	%xmm2, %xmm25, %xmm3
	vaddps	%xmm0, %xmm3, %xmm0
	vpermt2ps	%xmm2, %xmm26, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	movq	%rcx, %rax
	cmpq	%r12, %rcx
	movq	3648(%rsp), %rcx
	je	.LBB0_329
	.p2align	4
.LBB0_328:
	vmovss	(%rbx,%rax,4), %xmm1
	vinsertps	$16, (%rdx,%rax,4), %xmm1, %xmm1
	vinsertps	$32, (%rsi,%rax,4), %xmm1, %xmm1
	vinsertps	$48, (%rcx,%rax,4), %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	incq	%rax
	cmpq	%r12, %rax
	jb	.LBB0_328
	jmp	.LBB0_329
.LBB0_344:
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%eax, %eax
	movq	160(%rsp), %r10
	movq	-24(%rsp), %rcx
	movq	-48(%rsp), %r11
	movq	16(%rsp), %rdx
	movq	-16(%rsp), %rsi
.LBB0_348:
	vmovups	(%rbx,%rax,4), %xmm1
	vmovups	(%rdx,%rax,4), %xmm2
	vmovups	(%rsi,%rax,4), %xmm3
	movq	3648(%rsp), %rdi
	vmovups	(%rdi,%rax,4), %xmm4
	vmovlhps	%xmm3, %xmm1, %xmm5
	vunpckhpd	%xmm3, %xmm1, %xmm1
	vmovlhps	%xmm4, %xmm2, %xmm3
	vunpckhpd	%xmm4, %xmm2, %xmm2
	vmovaps	%xmm5, %xmm4
	vpermt2ps	%xmm3, %xmm25, %xmm4
	vaddps	%xmm4, %xmm0, %xmm0
	vpermt2ps	%xmm3, %xmm26, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vmovaps	%xmm1, %xmm3
	vpermt2ps	%xmm2, %xmm25, %xmm3
	vaddps	%xmm0, %xmm3, %xmm0
	vpermt2ps	%xmm2, %xmm26, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	movq	%rcx, %rax
	cmpq	%r12, %rcx
	movq	3648(%rsp), %rcx
	je	.LBB0_329
	.p2align	4
.LBB0_350:
	vmovss	(%rbx,%rax,4), %xmm1
	vinsertps	$16, (%rdx,%rax,4), %xmm1, %xmm1
	vinsertps	$32, (%rsi,%rax,4), %xmm1, %xmm1
	vinsertps	$48, (%rcx,%rax,4), %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	incq	%rax
	cmpq	%r12, %rax
	jb	.LBB0_350
	.p2align	4
.LBB0_329:
	vmovss	%xmm0, 1500(%rsp)
	vextractps	$1, %xmm0, 1516(%rsp)
	vextractps	$2, %xmm0, 1532(%rsp)
	vextractps	$3, %xmm0, 1548(%rsp)
	cmpl	$0, -116(%rsp)
	je	.LBB0_330
	vbroadcastss	%xmm20, %zmm0
	movq	-8(%rsp), %rax
	movq	3456(%rsp), %rdx
	movq	144(%rsp), %rsi
	xorl	%r9d, %r9d
	jmp	.LBB0_412
	.p2align	4
.LBB0_433:
	incq	%r9
	addq	%r13, %rsi
	addq	%r14, %rdx
	addq	%r14, %rax
	cmpq	2064(%rsp), %r9
	je	.LBB0_434
.LBB0_412:
	leaq	(%r9,%r15), %rdi
	movq	%r9, %rcx
	shlq	$4, %rcx
	vmovss	1500(%rsp,%rcx), %xmm3
	vmovss	.LCPI0_63(%rip), %xmm1
	vaddss	1488(%rsp,%rcx), %xmm1, %xmm1
	vandps	%xmm31, %xmm1, %xmm1
	vcmpgtss	.LCPI0_65(%rip), %xmm1, %k1
	vmovss	.LCPI0_66(%rip), %xmm1 {%k1} {z}
	vmovss	.LCPI0_67(%rip), %xmm4
	vcmpltss	%xmm4, %xmm3, %k1
	vmovss	.LCPI0_68(%rip), %xmm2 {%k1} {z}
	vaddss	%xmm1, %xmm2, %xmm1
	vcvttss2usi	%xmm1, %r8d
	orl	%r8d, (%r10,%rdi,4)
	vucomiss	%xmm3, %xmm4
	jbe	.LBB0_421
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_414:
	vandps	(%rax,%rcx), %zmm18, %zmm1
	vandps	64(%rax,%rcx), %zmm18, %zmm2
	vandps	128(%rax,%rcx), %zmm18, %zmm3
	vandps	192(%rax,%rcx), %zmm18, %zmm4
	vpcmpgtd	%zmm13, %zmm1, %k1
	vpcmpgtd	%zmm13, %zmm2, %k2
	vpcmpgtd	%zmm13, %zmm3, %k3
	vpcmpgtd	%zmm13, %zmm4, %k4
	vmovdqu32	%zmm8, (%rax,%rcx) {%k1}
	vmovdqu32	%zmm8, 64(%rax,%rcx) {%k2}
	vmovdqu32	%zmm8, 128(%rax,%rcx) {%k3}
	vmovdqu32	%zmm8, 192(%rax,%rcx) {%k4}
	addq	$256, %rcx
	cmpq	%rcx, %r11
	jne	.LBB0_414
	cmpq	%rbp, %r12
	movl	$2143289344, %ebx
	je	.LBB0_433
	movq	%rbp, %rcx
	testb	$56, %r12b
	je	.LBB0_420
	movq	%rbp, %rcx
	movq	-40(%rsp), %rdi
	vpbroadcastd	.LCPI0_64(%rip), %ymm2
	vpbroadcastd	.LCPI0_69(%rip), %ymm3
	vpbroadcastd	.LCPI0_70(%rip), %ymm4
	.p2align	4
.LBB0_418:
	vpand	(%rax,%rcx,4), %ymm2, %ymm1
	vpcmpgtd	%ymm3, %ymm1, %k1
	vmovdqu32	%ymm4, (%rax,%rcx,4) {%k1}
	addq	$8, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_418
	movq	%rdi, %rcx
	cmpq	%rdi, %r12
	movl	$2143289344, %ebx
	je	.LBB0_433
	.p2align	4
.LBB0_420:
	movl	(%rax,%rcx,4), %edi
	movl	%edi, %r8d
	andl	$2147483647, %r8d
	cmpl	$2139095041, %r8d
	cmovael	%ebx, %edi
	movl	%edi, (%rax,%rcx,4)
	incq	%rcx
	cmpq	%rcx, %r12
	jne	.LBB0_420
	jmp	.LBB0_433
	.p2align	4
.LBB0_421:
	vmovss	1492(%rsp,%rcx), %xmm1
	vmovss	1496(%rsp,%rcx), %xmm2
	vsqrtss	%xmm3, %xmm3, %xmm3
	cmpb	$0, 2144(%rsp)
	je	.LBB0_423
	xorl	%r8d, %r8d
.LBB0_430:
	movq	%r15, %rcx
	movq	%rbp, %r15
	movq	%rcx, %rbp
	movq	%r8, %rcx
	orq	$1, %rcx
	testb	$1, %r12b
	je	.LBB0_432
	movq	%r9, %r10
	imulq	%r14, %r10
	imulq	%r12, %rdi
	movq	-96(%rsp), %r11
	leaq	(%r11,%rdi,4), %r11
	movq	-64(%rsp), %rbx
	leaq	(%rbx,%rdi,4), %rdi
	shll	$2, %r8d
	vmovss	(%r11,%r8), %xmm4
	vmovss	(%rdi,%r8), %xmm5
	movq	144(%rsp), %rdi
	leaq	(%rdi,%r10,4), %rdi
	vxorps	%xmm24, %xmm5, %xmm5
	vmulss	%xmm1, %xmm4, %xmm6
	vsubss	%xmm6, %xmm5, %xmm5
	vmulss	%xmm5, %xmm17, %xmm5
	vsubss	%xmm5, %xmm4, %xmm5
	vmovss	(%rdi,%r8), %xmm6
	vmulss	%xmm2, %xmm4, %xmm4
	vsubss	%xmm4, %xmm6, %xmm4
	vmulss	%xmm4, %xmm20, %xmm4
	vaddss	%xmm4, %xmm5, %xmm4
	vdivss	%xmm3, %xmm4, %xmm4
	vmovd	%xmm4, %edi
	movl	%edi, %r10d
	andl	$2147483647, %r10d
	cmpl	$2139095041, %r10d
	movq	160(%rsp), %r10
	movl	$2143289344, %ebx
	cmovael	%ebx, %edi
	movl	%edi, (%r11,%r8)
	movq	-48(%rsp), %r11
	movq	%rcx, %r8
.LBB0_432:
	cmpq	%rcx, %r12
	movl	$2143289344, %ebx
	movq	%rbp, %rcx
	movq	%r15, %rbp
	movq	%rcx, %r15
	je	.LBB0_433
	.p2align	4
.LBB0_340:
	vmovss	(%rdx,%r8,4), %xmm4
	vxorps	%xmm23, %xmm4, %xmm4
	vmovss	(%rax,%r8,4), %xmm5
	vmovss	4(%rax,%r8,4), %xmm6
	vmulss	%xmm1, %xmm5, %xmm7
	vsubss	%xmm7, %xmm4, %xmm4
	vmulss	%xmm4, %xmm17, %xmm4
	vsubss	%xmm4, %xmm5, %xmm4
	vmovss	(%rsi,%r8,4), %xmm7
	vmulss	%xmm2, %xmm5, %xmm5
	vsubss	%xmm5, %xmm7, %xmm5
	vmulss	%xmm5, %xmm20, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vdivss	%xmm3, %xmm4, %xmm4
	vmovd	%xmm4, %ecx
	movl	%ecx, %edi
	andl	$2147483647, %edi
	cmpl	$2139095041, %edi
	cmovael	%ebx, %ecx
	movl	%ecx, (%rax,%r8,4)
	vmovss	4(%rdx,%r8,4), %xmm4
	vxorps	%xmm23, %xmm4, %xmm4
	vmulss	%xmm1, %xmm6, %xmm5
	vsubss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm4, %xmm17, %xmm4
	vsubss	%xmm4, %xmm6, %xmm4
	vmovss	4(%rsi,%r8,4), %xmm5
	vmulss	%xmm2, %xmm6, %xmm6
	vsubss	%xmm6, %xmm5, %xmm5
	vmulss	%xmm5, %xmm20, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vdivss	%xmm3, %xmm4, %xmm4
	vmovd	%xmm4, %ecx
	movl	%ecx, %edi
	andl	$2147483647, %edi
	cmpl	$2139095041, %edi
	cmovael	%ebx, %ecx
	movl	%ecx, 4(%rax,%r8,4)
	addq	$2, %r8
	cmpq	%r8, %r12
	jne	.LBB0_340
	jmp	.LBB0_433
	.p2align	4
.LBB0_423:
	vbroadcastss	%xmm1, %zmm4
	vbroadcastss	%xmm2, %zmm5
	vbroadcastss	%xmm3, %zmm6
	xorl	%ecx, %ecx
	movq	168(%rsp), %r8
	.p2align	4
.LBB0_424:
	vmovups	(%rax,%rcx), %zmm7
	vxorps	(%rdx,%rcx), %zmm28, %zmm8
	vmulps	%zmm4, %zmm7, %zmm9
	vsubps	%zmm9, %zmm8, %zmm8
	vmulps	%zmm8, %zmm21, %zmm8
	vsubps	%zmm8, %zmm7, %zmm8
	vmovups	(%rsi,%rcx), %zmm9
	vmulps	%zmm5, %zmm7, %zmm7
	vsubps	%zmm7, %zmm9, %zmm7
	vmulps	%zmm7, %zmm0, %zmm7
	vaddps	%zmm7, %zmm8, %zmm7
	vdivps	%zmm6, %zmm7, %zmm7
	vandps	%zmm18, %zmm7, %zmm8
	vpcmpgtd	%zmm13, %zmm8, %k1
	vpbroadcastd	.LCPI0_70(%rip), %zmm7 {%k1}
	vmovdqu64	%zmm7, (%rax,%rcx)
	addq	$64, %rcx
	cmpq	%rcx, %r8
	jne	.LBB0_424
	cmpq	-112(%rsp), %r12
	vpbroadcastd	.LCPI0_70(%rip), %zmm8
	je	.LBB0_433
	movq	-112(%rsp), %r8
	testb	$12, %r12b
	je	.LBB0_430
	vbroadcastss	%xmm1, %xmm4
	vbroadcastss	%xmm2, %xmm5
	vbroadcastss	%xmm3, %xmm6
	movq	-112(%rsp), %rcx
	movq	240(%rsp), %r8
	.p2align	4
.LBB0_428:
	vmovups	(%rax,%rcx,4), %xmm7
	vxorps	(%rdx,%rcx,4), %xmm24, %xmm8
	vmulps	%xmm4, %xmm7, %xmm9
	vsubps	%xmm9, %xmm8, %xmm8
	vmulps	%xmm8, %xmm21, %xmm8
	vsubps	%xmm8, %xmm7, %xmm8
	vmovups	(%rsi,%rcx,4), %xmm9
	vmulps	%xmm5, %xmm7, %xmm7
	vsubps	%xmm7, %xmm9, %xmm7
	vmulps	%xmm7, %xmm0, %xmm7
	vaddps	%xmm7, %xmm8, %xmm7
	vdivps	%xmm6, %xmm7, %xmm7
	vandps	%xmm31, %xmm7, %xmm8
	vpcmpgtd	%xmm12, %xmm8, %k1
	vpbroadcastd	.LCPI0_70(%rip), %xmm7 {%k1}
	vmovdqu	%xmm7, (%rax,%rcx,4)
	addq	$4, %rcx
	cmpq	%rcx, %r8
	jne	.LBB0_428
	cmpq	%r8, %r12
	vpbroadcastd	.LCPI0_70(%rip), %zmm8
	je	.LBB0_433
	jmp	.LBB0_430
	.p2align	4
.LBB0_330:
	movq	-8(%rsp), %rax
	movq	3456(%rsp), %rdx
	xorl	%esi, %esi
	jmp	.LBB0_331
	.p2align	4
.LBB0_448:
	incq	%rsi
	addq	%r14, %rdx
	addq	%r14, %rax
	cmpq	2064(%rsp), %rsi
	je	.LBB0_434
.LBB0_331:
	leaq	(%rsi,%r15), %rdi
	movq	%rsi, %rcx
	shlq	$4, %rcx
	vmovss	1500(%rsp,%rcx), %xmm1
	vmovss	.LCPI0_63(%rip), %xmm0
	vaddss	1488(%rsp,%rcx), %xmm0, %xmm0
	vandps	%xmm31, %xmm0, %xmm0
	vcmpgtss	.LCPI0_65(%rip), %xmm0, %k1
	vmovss	.LCPI0_66(%rip), %xmm0 {%k1} {z}
	vmovss	.LCPI0_67(%rip), %xmm3
	vcmpltss	%xmm3, %xmm1, %k1
	vmovss	.LCPI0_68(%rip), %xmm2 {%k1} {z}
	vaddss	%xmm0, %xmm2, %xmm0
	vcvttss2usi	%xmm0, %r8d
	orl	%r8d, (%r10,%rdi,4)
	vucomiss	%xmm1, %xmm3
	jbe	.LBB0_436
	xorl	%ecx, %ecx
	movl	$2143289344, %r9d
	.p2align	4
.LBB0_333:
	vandps	(%rax,%rcx), %zmm18, %zmm0
	vandps	64(%rax,%rcx), %zmm18, %zmm1
	vandps	128(%rax,%rcx), %zmm18, %zmm2
	vandps	192(%rax,%rcx), %zmm18, %zmm3
	vpcmpgtd	%zmm13, %zmm0, %k1
	vpcmpgtd	%zmm13, %zmm1, %k2
	vpcmpgtd	%zmm13, %zmm2, %k3
	vpcmpgtd	%zmm13, %zmm3, %k4
	vmovdqu32	%zmm8, (%rax,%rcx) {%k1}
	vmovdqu32	%zmm8, 64(%rax,%rcx) {%k2}
	vmovdqu32	%zmm8, 128(%rax,%rcx) {%k3}
	vmovdqu32	%zmm8, 192(%rax,%rcx) {%k4}
	addq	$256, %rcx
	cmpq	%rcx, %r11
	jne	.LBB0_333
	cmpq	%rbp, %r12
	je	.LBB0_448
	movq	%rbp, %rcx
	testb	$56, %r12b
	je	.LBB0_339
	movq	%rbp, %rcx
	movq	-40(%rsp), %rdi
	vpbroadcastd	.LCPI0_64(%rip), %ymm1
	vpbroadcastd	.LCPI0_69(%rip), %ymm2
	vpbroadcastd	.LCPI0_70(%rip), %ymm3
	.p2align	4
.LBB0_337:
	vpand	(%rax,%rcx,4), %ymm1, %ymm0
	vpcmpgtd	%ymm2, %ymm0, %k1
	vmovdqu32	%ymm3, (%rax,%rcx,4) {%k1}
	addq	$8, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_337
	movq	%rdi, %rcx
	cmpq	%rdi, %r12
	je	.LBB0_448
	.p2align	4
.LBB0_339:
	movl	(%rax,%rcx,4), %edi
	movl	%edi, %r8d
	andl	$2147483647, %r8d
	cmpl	$2139095041, %r8d
	cmovael	%r9d, %edi
	movl	%edi, (%rax,%rcx,4)
	incq	%rcx
	cmpq	%rcx, %r12
	jne	.LBB0_339
	jmp	.LBB0_448
	.p2align	4
.LBB0_436:
	vmovss	1492(%rsp,%rcx), %xmm0
	vsqrtss	%xmm1, %xmm1, %xmm1
	cmpb	$0, 568(%rsp)
	movl	$2143289344, %r9d
	je	.LBB0_438
	xorl	%r8d, %r8d
.LBB0_445:
	movq	%r8, %rcx
	orq	$1, %rcx
	testb	$1, %r12b
	je	.LBB0_447
	imulq	%r12, %rdi
	movl	$2143289344, %ebx
	movq	-96(%rsp), %r9
	leaq	(%r9,%rdi,4), %r9
	movq	-64(%rsp), %r10
	leaq	(%r10,%rdi,4), %rdi
	shll	$2, %r8d
	vmovss	(%r9,%r8), %xmm2
	vmovss	(%rdi,%r8), %xmm3
	vxorps	%xmm24, %xmm3, %xmm3
	vmulss	%xmm0, %xmm2, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm17, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vdivss	%xmm1, %xmm2, %xmm2
	vmovd	%xmm2, %edi
	movl	%edi, %r10d
	andl	$2147483647, %r10d
	cmpl	$2139095041, %r10d
	movq	160(%rsp), %r10
	cmovael	%ebx, %edi
	movl	%edi, (%r9,%r8)
	movl	$2143289344, %r9d
	movq	%rcx, %r8
.LBB0_447:
	cmpq	%rcx, %r12
	je	.LBB0_448
	.p2align	4
.LBB0_341:
	vmovss	(%rdx,%r8,4), %xmm2
	vxorps	%xmm23, %xmm2, %xmm2
	vmovss	(%rax,%r8,4), %xmm3
	vmovss	4(%rax,%r8,4), %xmm4
	vmulss	%xmm0, %xmm3, %xmm5
	vsubss	%xmm5, %xmm2, %xmm2
	vmulss	%xmm2, %xmm17, %xmm2
	vsubss	%xmm2, %xmm3, %xmm2
	vdivss	%xmm1, %xmm2, %xmm2
	vmovd	%xmm2, %ecx
	movl	%ecx, %edi
	andl	$2147483647, %edi
	cmpl	$2139095041, %edi
	cmovael	%r9d, %ecx
	movl	%ecx, (%rax,%r8,4)
	vmovss	4(%rdx,%r8,4), %xmm2
	vxorps	%xmm23, %xmm2, %xmm2
	vmulss	%xmm0, %xmm4, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm17, %xmm2
	vsubss	%xmm2, %xmm4, %xmm2
	vdivss	%xmm1, %xmm2, %xmm2
	vmovd	%xmm2, %ecx
	movl	%ecx, %edi
	andl	$2147483647, %edi
	cmpl	$2139095041, %edi
	cmovael	%r9d, %ecx
	movl	%ecx, 4(%rax,%r8,4)
	addq	$2, %r8
	cmpq	%r8, %r12
	jne	.LBB0_341
	jmp	.LBB0_448
	.p2align	4
.LBB0_438:
	vbroadcastss	%xmm0, %zmm2
	vbroadcastss	%xmm1, %zmm3
	xorl	%ecx, %ecx
	movq	168(%rsp), %r8
	.p2align	4
.LBB0_439:
	vmovups	(%rax,%rcx), %zmm4
	vxorps	(%rdx,%rcx), %zmm28, %zmm5
	vmulps	%zmm2, %zmm4, %zmm6
	vsubps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm5, %zmm21, %zmm5
	vsubps	%zmm5, %zmm4, %zmm4
	vdivps	%zmm3, %zmm4, %zmm4
	vandps	%zmm18, %zmm4, %zmm5
	vpcmpgtd	%zmm13, %zmm5, %k1
	vpbroadcastd	.LCPI0_70(%rip), %zmm4 {%k1}
	vmovdqu64	%zmm4, (%rax,%rcx)
	addq	$64, %rcx
	cmpq	%rcx, %r8
	jne	.LBB0_439
	cmpq	-112(%rsp), %r12
	je	.LBB0_448
	movq	-112(%rsp), %r8
	testb	$12, %r12b
	je	.LBB0_445
	vbroadcastss	%xmm0, %xmm2
	vbroadcastss	%xmm1, %xmm3
	movq	-112(%rsp), %rcx
	movq	240(%rsp), %r8
	.p2align	4
.LBB0_443:
	vmovups	(%rax,%rcx,4), %xmm4
	vxorps	(%rdx,%rcx,4), %xmm24, %xmm5
	vmulps	%xmm2, %xmm4, %xmm6
	vsubps	%xmm6, %xmm5, %xmm5
	vmulps	%xmm5, %xmm21, %xmm5
	vsubps	%xmm5, %xmm4, %xmm4
	vdivps	%xmm3, %xmm4, %xmm4
	vandps	%xmm31, %xmm4, %xmm5
	vpcmpgtd	%xmm12, %xmm5, %k1
	vpbroadcastd	.LCPI0_70(%rip), %xmm4 {%k1}
	vmovdqu	%xmm4, (%rax,%rcx,4)
	addq	$4, %rcx
	cmpq	%rcx, %r8
	jne	.LBB0_443
	cmpq	%r8, %r12
	je	.LBB0_448
	jmp	.LBB0_445
.LBB0_287:
	vmovss	604(%rsp), %xmm2
	vmulss	188(%rsp), %xmm2, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vcmpltss	%xmm0, %xmm3, %k1
	vmovss	%xmm1, %xmm1, %xmm20 {%k1} {z}
	vmulss	192(%rsp), %xmm2, %xmm2
	vmovss	%xmm2, 604(%rsp)
	jmp	.LBB0_288
	.p2align	4
.LBB0_449:
	addq	$4, %r15
	cmpq	%r11, %r15
	jb	.LBB0_449
	jmp	.LBB0_157
.LBB0_25:
	cmpq	%r13, %r11
	jbe	.LBB0_157
	cmpq	$0, 232(%rsp)
	je	.LBB0_157
	movq	%r13, %r12
	movq	-128(%rsp), %r8
	leaq	(,%r8,4), %r10
	leaq	(%r10,%r10,2), %rbx
	movq	-56(%rsp), %r9
	movq	%r9, %rdi
	shrq	$32, %rdi
	movq	%r13, %rax
	imulq	%r8, %rax
	movq	%rax, 120(%rsp)
	leaq	(,%rax,4), %rdx
	leaq	(,%r13,4), %r15
	leaq	4(,%r13,4), %rsi
	imulq	%r8, %rsi
	movq	%rsi, 8(%rsp)
	movq	%r8, %rsi
	shlq	$4, %rsi
	movq	448(%rsp), %r11
	addq	%r11, %rsi
	movq	%rsi, 216(%rsp)
	movq	%r11, %rbp
	movq	%rdx, 888(%rsp)
	subq	%rdx, %rbp
	movq	%rbp, %rcx
	movq	-96(%rsp), %rax
	subq	%rax, %rcx
	movq	%rcx, 536(%rsp)
	movq	%r10, %rdx
	negq	%rdx
	movq	%rdx, 880(%rsp)
	movq	-64(%rsp), %r14
	subq	%r14, %rbp
	movq	%rbx, %rcx
	negq	%rcx
	movq	%rcx, 168(%rsp)
	movl	$4, %ecx
	subq	%r15, %rcx
	imulq	%r8, %rcx
	addq	%r11, %rcx
	movq	%rcx, %rsi
	movq	%rax, %rdx
	subq	%rax, %rsi
	movq	%rsi, 528(%rsp)
	subq	%r14, %rcx
	movl	$8, %eax
	subq	%r15, %rax
	imulq	%r8, %rax
	addq	%r11, %rax
	movq	%rax, %rsi
	subq	%rdx, %rsi
	subq	%r14, %rax
	movq	%r8, %rdx
	andq	$-64, %rdx
	movq	%rdx, 24(%rsp)
	movq	%r8, %r14
	andq	$-8, %r14
	movabsq	$4611686018427387872, %rdx
	testq	%rdx, %r8
	sete	%dl
	leaq	(,%r8,8), %r15
	cmpq	$128, %r15
	setb	%r15b
	orb	%dl, %r15b
	movb	%r15b, 6848(%rsp)
	movl	$3449720151, %edx
	leaq	1993301258(%rdi), %r15
	leaq	842468239(%rdi), %r13
	movq	%r13, 152(%rsp)
	leaq	1684936478(%rdi), %r13
	movq	%r13, 568(%rsp)
	leaq	534103459(%rdi), %r13
	movq	%r13, -88(%rsp)
	leaq	-305585874(%rdi,%rdx), %r13
	movq	%r13, -8(%rsp)
	leaq	536882365(%rdi,%rdx), %r13
	movq	%r13, -72(%rsp)
	leaq	-613950654(%rdi,%rdx), %r13
	leaq	228517585(%rdi,%rdx), %rdi
	movq	%rax, 872(%rsp)
	vmovq	%rax, %xmm0
	movq	%rsi, 1104(%rsp)
	vmovq	%rsi, %xmm1
	vpunpcklqdq	%xmm0, %xmm1, %xmm0
	movq	%rcx, 520(%rsp)
	vmovq	%rcx, %xmm1
	vmovq	%r8, %xmm2
	vpunpcklqdq	%xmm2, %xmm1, %xmm1
	vinserti128	$1, %xmm0, %ymm1, %ymm0
	movq	%rbp, 208(%rsp)
	vmovq	%rbp, %xmm1
	vmovq	536(%rsp), %xmm2
	vpunpcklqdq	%xmm1, %xmm2, %xmm1
	vmovq	528(%rsp), %xmm2
	vmovq	168(%rsp), %xmm3
	vpunpcklqdq	%xmm2, %xmm3, %xmm2
	vinserti128	$1, %xmm2, %ymm1, %ymm1
	vinserti64x4	$1, %ymm0, %zmm1, %zmm0
	vmovdqu64	%zmm0, 6784(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 4672(%rsp)
	leaq	-795284382(%r9,%rdx), %rcx
	movq	%rcx, 128(%rsp)
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 3648(%rsp)
	leaq	1013904242(%r9), %rax
	movq	%rax, -48(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4608(%rsp)
	movq	%r15, 136(%rsp)
	vpbroadcastq	%r15, %zmm0
	vmovdqu64	%zmm0, 3968(%rsp)
	movq	%rdi, -40(%rsp)
	movq	%r13, %rbp
	movq	%r13, -112(%rsp)
	leaq	218619860(%r9,%rdx), %r13
	movq	%r13, 1144(%rsp)
	vpbroadcastq	%r13, %zmm0
	vmovdqu64	%zmm0, 4544(%rsp)
	movq	152(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4480(%rsp)
	leaq	2027808484(%r9), %rax
	movq	%rax, 592(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4416(%rsp)
	movq	-72(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4352(%rsp)
	leaq	387276957(%r9), %rax
	movq	%rax, 968(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4288(%rsp)
	vpbroadcastq	%rbp, %zmm0
	vmovdqu64	%zmm0, 4224(%rsp)
	leaq	-408007425(%r9,%rdx), %rax
	movq	%rax, 960(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4160(%rsp)
	movq	568(%rsp), %rax
	vpbroadcastq	%rax, %zmm18
	leaq	1401181199(%r9), %rax
	movq	%rax, 952(%rsp)
	vpbroadcastq	%rax, %zmm3
	movq	-88(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 5184(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 5120(%rsp)
	leal	-1879881855(%r9), %eax
	movl	%eax, 944(%rsp)
	vpbroadcastd	%eax, %zmm0
	vmovdqu64	%zmm0, 3840(%rsp)
	movq	24(%rsp), %rdx
	vpbroadcastq	%rdx, %zmm0
	vporq	.LCPI0_0(%rip), %zmm0, %zmm0
	vmovdqu64	%zmm0, 4928(%rsp)
	movabsq	$4611686018427387872, %rax
	addq	$16, %rax
	vbroadcastss	%xmm17, %zmm19
	movq	%r8, %rcx
	andq	$-16, %rcx
	movq	%rcx, 3712(%rsp)
	movq	%r8, %rcx
	andq	$-4, %rcx
	movq	%rcx, 552(%rsp)
	movq	%r14, -16(%rsp)
	subq	%rdx, %r14
	movq	%r14, -24(%rsp)
	movq	%r10, %rcx
	andq	$-256, %rcx
	addq	%r11, %rcx
	movq	%rcx, 912(%rsp)
	vpbroadcastq	.LCPI0_2(%rip), %zmm2
	vpxord	%xmm30, %xmm30, %xmm30
	vbroadcastss	.LCPI0_62(%rip), %xmm24
	vxorps	%xmm31, %xmm31, %xmm31
	vbroadcastss	.LCPI0_62(%rip), %xmm12
	vbroadcastss	.LCPI0_62(%rip), %zmm27
	vbroadcastss	.LCPI0_62(%rip), %ymm25
	andq	%r8, %rax
	movq	%rax, 1136(%rsp)
	leaq	(%r11,%rbx), %rax
	movq	%rax, -104(%rsp)
	leaq	(%r11,%r8,4), %rax
	movq	%rax, 2416(%rsp)
	leaq	(%r11,%r8,8), %r14
	leaq	192(%r11), %rax
	movq	%rax, 248(%rsp)
	movq	120(%rsp), %rcx
	movq	-64(%rsp), %rsi
	leaq	(%rsi,%rcx,4), %rbp
	movq	-96(%rsp), %rdx
	leaq	(%rdx,%rcx,4), %r15
	leaq	(,%r8,8), %rdi
	leaq	(%r11,%rdi), %rax
	movq	%rax, 3520(%rsp)
	leaq	4(%rbx,%r11), %rax
	movq	%rax, 3776(%rsp)
	leaq	4(%rsi,%rcx,4), %rax
	movq	%rax, -32(%rsp)
	leaq	4(%rdx,%rcx,4), %rax
	movq	%rax, 3008(%rsp)
	movq	%rdi, 936(%rsp)
	leaq	12(%r11,%rdi), %rax
	movq	%rax, 1680(%rsp)
	leaq	12(%r11,%r8,4), %rax
	movq	%rax, (%rsp)
	leaq	64(%rsi,%rcx,4), %rax
	movq	%rax, 224(%rsp)
	leaq	64(%rdx,%rcx,4), %rax
	movq	%rax, 560(%rsp)
	leaq	192(%r11,%rbx), %rax
	movq	%rax, 16(%rsp)
	leaq	192(%rsi,%rcx,4), %rax
	movq	%rax, 5056(%rsp)
	leaq	(%rdx,%rcx,4), %rax
	addq	$192, %rax
	movq	%rax, 4992(%rsp)
	xorl	%edx, %edx
	vbroadcastss	.LCPI0_64(%rip), %xmm13
	vmovss	.LCPI0_67(%rip), %xmm15
	vbroadcastss	.LCPI0_64(%rip), %zmm8
	vbroadcastss	.LCPI0_69(%rip), %zmm9
	vbroadcastss	.LCPI0_69(%rip), %xmm14
	movq	%rbx, 240(%rsp)
	movq	%r14, 2064(%rsp)
	movq	%r10, 584(%rsp)
	vmovdqu64	%zmm18, 4096(%rsp)
	vmovdqu64	%zmm3, 4032(%rsp)
	vmovups	%zmm19, 3904(%rsp)
	jmp	.LBB0_28
	.p2align	4
.LBB0_156:
	incq	%r12
	movq	896(%rsp), %rdx
	incq	%rdx
	addq	%r13, 120(%rsp)
	movq	584(%rsp), %r10
	addq	%r10, %rbp
	addq	%r10, %r15
	addq	%r10, -32(%rsp)
	addq	%r10, %r8
	movq	%r8, 3008(%rsp)
	addq	%r10, 224(%rsp)
	addq	%r10, 560(%rsp)
	addq	%r10, 5056(%rsp)
	addq	%r10, 4992(%rsp)
	cmpq	%rdi, %r12
	vpbroadcastq	.LCPI0_2(%rip), %zmm2
	je	.LBB0_157
.LBB0_28:
	movq	%r12, -80(%rsp)
	movq	880(%rsp), %rcx
	imulq	%rdx, %rcx
	vmovq	%rcx, %xmm0
	movq	536(%rsp), %rax
	addq	%rcx, %rax
	movq	%rax, 176(%rsp)
	movq	208(%rsp), %rax
	leaq	(%rax,%rcx), %rax
	movq	%rax, 2944(%rsp)
	movq	528(%rsp), %rax
	addq	%rcx, %rax
	movq	%rax, 928(%rsp)
	movq	520(%rsp), %rax
	addq	%rcx, %rax
	movq	%rax, 920(%rsp)
	movq	1104(%rsp), %rax
	addq	%rcx, %rax
	movq	%rax, 1128(%rsp)
	addq	872(%rsp), %rcx
	movq	%rcx, 1120(%rsp)
	movq	%r10, %rcx
	movq	%rdx, 896(%rsp)
	imulq	%rdx, %rcx
	movq	888(%rsp), %rax
	addq	%rcx, %rax
	movq	-96(%rsp), %r10
	leaq	(%r10,%rax), %rsi
	addq	8(%rsp), %rcx
	leaq	(%r10,%rcx), %rdx
	movq	-64(%rsp), %r11
	addq	%r11, %rax
	addq	%r11, %rcx
	movq	%r12, %rdi
	movq	-128(%rsp), %r13
	imulq	%r13, %rdi
	cmpq	%rcx, %rsi
	setb	%r8b
	cmpq	%rdx, %rax
	setb	%r9b
	andb	%r8b, %r9b
	cmpq	216(%rsp), %rsi
	setb	%r8b
	cmpq	%rdx, -104(%rsp)
	setb	%r12b
	andb	%r8b, %r12b
	orb	%r9b, %r12b
	movb	%r12b, 144(%rsp)
	cmpq	%rcx, %rsi
	vmovdqa64	.LCPI0_1(%rip), %zmm1
	vpermt2q	%zmm30, %zmm1, %zmm0
	vpaddq	6784(%rsp), %zmm0, %zmm0
	vpsllvq	.LCPI0_5(%rip), %zmm0, %zmm20
	setb	%cl
	cmpq	%rdx, %rax
	leaq	(%r10,%rdi,4), %rax
	movq	%rax, 2864(%rsp)
	leaq	(%r11,%rdi,4), %rax
	movq	%rax, 3392(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vpaddq	%zmm2, %zmm0, %zmm1
	vmovdqu64	%zmm1, 4864(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm0, %zmm1
	vmovdqu64	%zmm1, 5248(%rsp)
	vmovdqu64	%zmm0, 4736(%rsp)
	vpaddq	.LCPI0_4(%rip){1to8}, %zmm0, %zmm28
	setb	%al
	andb	%cl, %al
	movb	%al, 2128(%rsp)
	xorl	%edx, %edx
	vmovss	196(%rsp), %xmm0
	vmovss	%xmm0, 544(%rsp)
	vmovss	200(%rsp), %xmm26
	movq	%rbp, 1408(%rsp)
	movq	%r15, 32(%rsp)
	vmovdqu64	%zmm20, 3456(%rsp)
	vmovdqu64	%zmm28, 4800(%rsp)
	jmp	.LBB0_29
	.p2align	4
.LBB0_155:
	movq	576(%rsp), %rdx
	incq	%rdx
	cmpq	232(%rsp), %rdx
	je	.LBB0_156
.LBB0_29:
	cmpl	$0, 204(%rsp)
	jne	.LBB0_30
.LBB0_31:
	movq	-56(%rsp), %r9
	movq	24(%rsp), %rsi
	movl	$3449720151, %ecx
	cmpl	$0, -116(%rsp)
	movq	%rdx, 576(%rsp)
	je	.LBB0_32
	vmovaps	%xmm26, 2144(%rsp)
	movq	1112(%rsp), %rax
	addq	%rax, %rdx
	movq	%rdx, %r10
	shrq	$32, %r10
	imulq	%rcx, %r10
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	%r9d, %edx
	xorl	%eax, %edx
	leaq	78811644(%rcx), %r11
	imulq	%r11, %rdx
	movq	%rdx, %r14
	shrq	$32, %r14
	xorq	-8(%rsp), %r14
	vpbroadcastq	%r14, %zmm30
	vpbroadcastq	%r10, %zmm0
	vpxorq	3648(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2000(%rsp)
	movq	%rdx, %r8
	vpbroadcastq	%rdx, %zmm0
	vpxorq	3968(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1936(%rsp)
	movq	248(%rsp), %rax
	movq	%rsi, %rdi
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vmovdqa64	.LCPI0_6(%rip), %zmm2
	vpbroadcastq	.LCPI0_7(%rip), %zmm21
	vpbroadcastq	.LCPI0_8(%rip), %zmm24
	vmovdqu64	%zmm30, 1216(%rsp)
	.p2align	4
.LBB0_213:
	vmovdqu64	%zmm2, 320(%rsp)
	vmovdqu64	%zmm1, 48(%rsp)
	vmovdqu64	4736(%rsp), %zmm0
	vpaddq	%zmm0, %zmm2, %zmm5
	vpmuludq	%zmm21, %zmm5, %zmm3
	vpaddq	%zmm0, %zmm1, %zmm7
	vpmuludq	%zmm21, %zmm7, %zmm15
	vmovdqu64	4864(%rsp), %zmm4
	vpaddq	%zmm4, %zmm2, %zmm9
	vpmuludq	%zmm21, %zmm9, %zmm0
	vpaddq	%zmm4, %zmm1, %zmm10
	vpmuludq	%zmm21, %zmm10, %zmm4
	vmovdqu64	5248(%rsp), %zmm6
	vpaddq	%zmm6, %zmm2, %zmm11
	vpmuludq	%zmm21, %zmm11, %zmm2
	vpaddq	%zmm6, %zmm1, %zmm12
	vpmuludq	%zmm21, %zmm12, %zmm8
	vpaddq	320(%rsp), %zmm28, %zmm13
	vpmuludq	%zmm21, %zmm13, %zmm1
	vpaddq	48(%rsp), %zmm28, %zmm14
	vpmuludq	%zmm21, %zmm14, %zmm6
	vmovdqu64	4672(%rsp), %zmm16
	vpternlogq	$150, %zmm16, %zmm15, %zmm7
	vpternlogq	$150, %zmm16, %zmm3, %zmm5
	vpternlogq	$150, %zmm16, %zmm4, %zmm10
	vpternlogq	$150, %zmm16, %zmm0, %zmm9
	vpternlogq	$150, %zmm16, %zmm8, %zmm12
	vpternlogq	$150, %zmm16, %zmm2, %zmm11
	vpternlogq	$150, %zmm16, %zmm6, %zmm14
	vpternlogq	$150, %zmm16, %zmm1, %zmm13
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm14, %zmm14
	vpmuludq	%zmm24, %zmm7, %zmm23
	vpmuludq	%zmm24, %zmm5, %zmm22
	vpmuludq	%zmm24, %zmm10, %zmm21
	vpmuludq	%zmm24, %zmm9, %zmm16
	vpmuludq	%zmm24, %zmm12, %zmm10
	vpmuludq	%zmm24, %zmm11, %zmm9
	vpmuludq	%zmm24, %zmm14, %zmm7
	vpmuludq	%zmm24, %zmm13, %zmm5
	vpsrlq	$32, %zmm22, %zmm11
	vpsrlq	$32, %zmm23, %zmm12
	vpsrlq	$32, %zmm16, %zmm14
	vpsrlq	$32, %zmm21, %zmm17
	vpsrlq	$32, %zmm9, %zmm19
	vpsrlq	$32, %zmm10, %zmm20
	vpsrlq	$32, %zmm5, %zmm24
	vpsrlq	$32, %zmm7, %zmm25
	vmovdqu64	2000(%rsp), %zmm26
	vpxorq	%zmm26, %zmm12, %zmm12
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm12, %zmm27
	vmovdqu64	%zmm27, 608(%rsp)
	vpxorq	%zmm26, %zmm11, %zmm11
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm11, %zmm18
	vpxorq	%zmm26, %zmm17, %zmm11
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm11, %zmm13
	vpxorq	%zmm26, %zmm14, %zmm11
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm11, %zmm17
	vpxorq	%zmm26, %zmm20, %zmm11
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm11, %zmm12
	vpxorq	%zmm26, %zmm19, %zmm14
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm14, %zmm11
	vpxorq	%zmm26, %zmm25, %zmm19
	vpxorq	%zmm26, %zmm24, %zmm26
	vpxorq	%zmm15, %zmm30, %zmm15
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm19, %zmm14
	vmovdqu64	%zmm14, 736(%rsp)
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm15, %zmm20
	vpxorq	%zmm3, %zmm30, %zmm3
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm3, %zmm25
	vpxorq	%zmm4, %zmm30, %zmm3
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm3, %zmm24
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm26, %zmm3
	vmovdqu64	%zmm3, 384(%rsp)
	vpxorq	%zmm0, %zmm30, %zmm0
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm0, %zmm28
	vpxorq	%zmm8, %zmm30, %zmm0
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm0, %zmm4
	vpxorq	%zmm2, %zmm30, %zmm2
	vpsrlq	$32, %zmm18, %zmm26
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm29
	vpxorq	%zmm6, %zmm30, %zmm2
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm14
	vmovdqu64	%zmm14, 672(%rsp)
	vpxorq	%zmm1, %zmm30, %zmm1
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm1, %zmm8
	vmovdqu64	%zmm8, 800(%rsp)
	vpsrlq	$32, %zmm27, %zmm2
	vpsrlq	$32, %zmm25, %zmm1
	vpsrlq	$32, %zmm20, %zmm3
	vpsrlq	$32, %zmm28, %zmm6
	vpsrlq	$32, %zmm24, %zmm27
	vpsrlq	$32, %zmm29, %zmm30
	vpsrlq	$32, %zmm17, %zmm31
	vmovdqu64	4608(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm23, %zmm3
	vpsrlq	$32, %zmm4, %zmm23
	vpternlogq	$150, %zmm0, %zmm22, %zmm1
	vpsrlq	$32, %zmm8, %zmm22
	vpternlogq	$150, %zmm0, %zmm21, %zmm27
	vpsrlq	$32, %zmm13, %zmm21
	vmovdqa64	%zmm13, %zmm15
	vpternlogq	$150, %zmm0, %zmm16, %zmm6
	vpsrlq	$32, %zmm14, %zmm16
	vpternlogq	$150, %zmm0, %zmm10, %zmm23
	vpternlogq	$150, %zmm0, %zmm9, %zmm30
	vpternlogq	$150, %zmm0, %zmm7, %zmm16
	vpsrlq	$32, %zmm11, %zmm7
	vmovdqa64	%zmm11, %zmm13
	vpternlogq	$150, %zmm0, %zmm5, %zmm22
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 1280(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm3, %zmm1
	vmovdqu64	%zmm1, 256(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm6, %zmm8
	vmovdqu64	%zmm8, 1552(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm27, %zmm3
	vmovdqu64	%zmm3, 1344(%rsp)
	vpsrlq	$32, %zmm12, %zmm5
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm30, %zmm9
	vmovdqu64	%zmm9, 1152(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm23, %zmm6
	vmovdqu64	%zmm6, 976(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm22, %zmm30
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm16, %zmm11
	vmovdqu64	%zmm11, 1040(%rsp)
	vpsrlq	$32, %zmm1, %zmm23
	vmovdqu64	1936(%rsp), %zmm1
	vpxorq	%zmm1, %zmm2, %zmm2
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm22
	vpxorq	%zmm1, %zmm26, %zmm2
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm14
	vpxorq	%zmm1, %zmm21, %zmm2
	vpxorq	%zmm1, %zmm31, %zmm10
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm2
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm10, %zmm19
	vpxorq	%zmm1, %zmm5, %zmm5
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm5, %zmm27
	vpxorq	%zmm1, %zmm7, %zmm5
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm5, %zmm26
	vpsrlq	$32, %zmm22, %zmm21
	vmovdqu64	4544(%rsp), %zmm16
	vpternlogq	$150, %zmm20, %zmm16, %zmm21
	vpsrlq	$32, %zmm14, %zmm20
	vpternlogq	$150, %zmm25, %zmm16, %zmm20
	vpsrlq	$32, %zmm2, %zmm25
	vpternlogq	$150, %zmm24, %zmm16, %zmm25
	vpsrlq	$32, %zmm19, %zmm31
	vpternlogq	$150, %zmm28, %zmm16, %zmm31
	vpsrlq	$32, %zmm27, %zmm24
	vpternlogq	$150, %zmm4, %zmm16, %zmm24
	vpsrlq	$32, %zmm26, %zmm28
	vpternlogq	$150, %zmm29, %zmm16, %zmm28
	vpsrlq	$32, %zmm0, %zmm5
	vmovdqu64	4480(%rsp), %zmm4
	vpternlogq	$150, %zmm4, %zmm18, %zmm5
	vpsrlq	$32, %zmm3, %zmm29
	vpternlogq	$150, 608(%rsp), %zmm4, %zmm23
	vpsrlq	$32, %zmm8, %zmm18
	vpternlogq	$150, %zmm4, %zmm17, %zmm18
	vpsrlq	$32, %zmm6, %zmm17
	vpternlogq	$150, %zmm4, %zmm15, %zmm29
	vpsrlq	$32, %zmm9, %zmm7
	vpternlogq	$150, %zmm4, %zmm13, %zmm7
	vpsrlq	$32, %zmm11, %zmm3
	vpternlogq	$150, %zmm4, %zmm12, %zmm17
	vmovdqu64	736(%rsp), %zmm0
	vpsrlq	$32, %zmm0, %zmm10
	vpxorq	%zmm1, %zmm10, %zmm10
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm10, %zmm13
	vpternlogq	$150, %zmm4, %zmm0, %zmm3
	vpsrlq	$32, %zmm13, %zmm12
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm23, %zmm10
	vpternlogq	$150, 672(%rsp), %zmm16, %zmm12
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm5, %zmm6
	vmovdqu64	%zmm6, 672(%rsp)
	vpsrlq	$32, %zmm10, %zmm5
	vmovdqu64	4416(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm22, %zmm5
	vpsrlq	$32, %zmm6, %zmm23
	vpternlogq	$150, %zmm0, %zmm14, %zmm23
	vpsrlq	$32, %zmm30, %zmm14
	vmovdqa64	%zmm30, %zmm11
	vmovdqu64	384(%rsp), %zmm6
	vpternlogq	$150, %zmm4, %zmm6, %zmm14
	vpsrlq	$32, %zmm6, %zmm4
	vpxorq	%zmm1, %zmm4, %zmm4
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm4, %zmm6
	vpsrlq	$32, %zmm6, %zmm1
	vpternlogq	$150, 800(%rsp), %zmm16, %zmm1
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm29, %zmm22
	vpsrlq	$32, %zmm22, %zmm15
	vpternlogq	$150, %zmm0, %zmm2, %zmm15
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm18, %zmm30
	vpsrlq	$32, %zmm30, %zmm4
	vpternlogq	$150, %zmm0, %zmm19, %zmm4
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm8
	vpternlogq	$150, %zmm0, %zmm27, %zmm8
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm7, %zmm2
	vmovdqu64	%zmm2, 608(%rsp)
	vpsrlq	$32, %zmm2, %zmm18
	vpternlogq	$150, %zmm0, %zmm26, %zmm18
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm3, %zmm2
	vmovdqu64	%zmm2, 736(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm0, %zmm13, %zmm2
	vmovdqu64	%zmm2, 384(%rsp)
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm14, %zmm2
	vmovdqu64	%zmm2, 800(%rsp)
	vpsrlq	$32, %zmm2, %zmm13
	vpternlogq	$150, %zmm0, %zmm6, %zmm13
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm20, %zmm7
	vpsrlq	$32, %zmm7, %zmm14
	vmovdqu64	4352(%rsp), %zmm6
	vpternlogq	$150, 1280(%rsp), %zmm6, %zmm14
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm21, %zmm3
	vpsrlq	$32, %zmm3, %zmm21
	vpternlogq	$150, 256(%rsp), %zmm6, %zmm21
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm31, %zmm9
	vpsrlq	$32, %zmm9, %zmm2
	vpternlogq	$150, 1552(%rsp), %zmm6, %zmm2
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm25, %zmm31
	vpsrlq	$32, %zmm31, %zmm29
	vpternlogq	$150, 1344(%rsp), %zmm6, %zmm29
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm28, %zmm25
	vpsrlq	$32, %zmm25, %zmm28
	vpternlogq	$150, 1152(%rsp), %zmm6, %zmm28
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm24, %zmm24
	vpsrlq	$32, %zmm24, %zmm20
	vpternlogq	$150, 976(%rsp), %zmm6, %zmm20
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 1152(%rsp)
	vpsrlq	$32, %zmm0, %zmm26
	vpternlogq	$150, %zmm11, %zmm6, %zmm26
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm1
	vpternlogq	$150, 1040(%rsp), %zmm6, %zmm1
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm21, %zmm0
	vmovdqu64	%zmm0, 976(%rsp)
	vpsrlq	$32, %zmm0, %zmm6
	vmovdqu64	4288(%rsp), %zmm0
	vpternlogq	$150, %zmm10, %zmm0, %zmm6
	vmovdqu64	%zmm6, 256(%rsp)
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm14, %zmm6
	vmovdqu64	%zmm6, 1280(%rsp)
	vpsrlq	$32, %zmm6, %zmm21
	vpternlogq	$150, 672(%rsp), %zmm0, %zmm21
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm23, %zmm6
	vmovdqu64	%zmm6, 672(%rsp)
	vpsrlq	$32, %zmm6, %zmm27
	vmovdqu64	4224(%rsp), %zmm16
	vpternlogq	$150, %zmm16, %zmm7, %zmm27
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm29, %zmm29
	vpsrlq	$32, %zmm29, %zmm14
	vpternlogq	$150, %zmm22, %zmm0, %zmm14
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm5, %zmm5
	vmovdqu64	%zmm5, 1040(%rsp)
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm16, %zmm3, %zmm5
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm10
	vpsrlq	$32, %zmm10, %zmm19
	vpternlogq	$150, %zmm30, %zmm0, %zmm19
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm4, %zmm2
	vmovdqu64	%zmm2, 1344(%rsp)
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm16, %zmm9, %zmm4
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm20, %zmm11
	vpsrlq	$32, %zmm11, %zmm9
	vpternlogq	$150, %zmm17, %zmm0, %zmm9
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm15, %zmm20
	vpsrlq	$32, %zmm20, %zmm3
	vpternlogq	$150, %zmm16, %zmm31, %zmm3
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm28, %zmm7
	vpsrlq	$32, %zmm7, %zmm22
	vpternlogq	$150, 608(%rsp), %zmm0, %zmm22
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm18, %zmm2
	vmovdqu64	%zmm2, 1552(%rsp)
	vpsrlq	$32, %zmm2, %zmm28
	vpternlogq	$150, %zmm16, %zmm25, %zmm28
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm1, %zmm6
	vpsrlq	$32, %zmm6, %zmm17
	vpternlogq	$150, 736(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm8, %zmm25
	vpsrlq	$32, %zmm25, %zmm2
	vpternlogq	$150, %zmm16, %zmm24, %zmm2
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm26, %zmm1
	vmovdqu64	%zmm1, 736(%rsp)
	vpsrlq	$32, %zmm1, %zmm15
	vpternlogq	$150, 800(%rsp), %zmm0, %zmm15
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm13, %zmm30
	vpsrlq	$32, %zmm30, %zmm23
	vpternlogq	$150, 1152(%rsp), %zmm16, %zmm23
	vmovdqu64	384(%rsp), %zmm0
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm0, %zmm31
	vpsrlq	$32, %zmm31, %zmm13
	vpternlogq	$150, %zmm16, %zmm12, %zmm13
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm5, %zmm0
	vmovdqu64	%zmm0, 608(%rsp)
	vpsrlq	$32, %zmm0, %zmm24
	vmovdqu64	4160(%rsp), %zmm1
	vpternlogq	$150, 976(%rsp), %zmm1, %zmm24
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm27, %zmm18
	vpsrlq	$32, %zmm18, %zmm16
	vpternlogq	$150, 1280(%rsp), %zmm1, %zmm16
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm3, %zmm0
	vmovdqu64	%zmm0, 976(%rsp)
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, %zmm1, %zmm29, %zmm5
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm4, %zmm26
	vpsrlq	$32, %zmm26, %zmm8
	vpternlogq	$150, %zmm1, %zmm10, %zmm8
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm27
	vpsrlq	$32, %zmm27, %zmm10
	vpternlogq	$150, %zmm1, %zmm11, %zmm10
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm28, %zmm28
	vpsrlq	$32, %zmm28, %zmm12
	vpternlogq	$150, %zmm1, %zmm7, %zmm12
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm13, %zmm29
	vpsrlq	$32, %zmm29, %zmm13
	vpternlogq	$150, %zmm1, %zmm6, %zmm13
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm21, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vmovdqu64	4096(%rsp), %zmm0
	vpternlogq	$150, 672(%rsp), %zmm0, %zmm3
	vmovdqu64	256(%rsp), %zmm2
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 256(%rsp)
	vpsrlq	$32, %zmm2, %zmm6
	vpternlogq	$150, 1040(%rsp), %zmm0, %zmm6
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm19, %zmm2
	vmovdqu64	%zmm2, 800(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, 1344(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm14, %zmm7
	vpsrlq	$32, %zmm7, %zmm14
	vpternlogq	$150, %zmm20, %zmm0, %zmm14
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm22, %zmm19
	vpsrlq	$32, %zmm19, %zmm20
	vpternlogq	$150, 1552(%rsp), %zmm0, %zmm20
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm11
	vpternlogq	$150, %zmm25, %zmm0, %zmm11
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm15, %zmm4
	vpsrlq	$32, %zmm4, %zmm25
	vpternlogq	$150, %zmm30, %zmm0, %zmm25
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm21
	vpternlogq	$150, %zmm31, %zmm0, %zmm21
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm23, %zmm30
	vpsrlq	$32, %zmm30, %zmm15
	vpternlogq	$150, 736(%rsp), %zmm1, %zmm15
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm31
	vmovdqu64	4032(%rsp), %zmm6
	vpternlogq	$150, 608(%rsp), %zmm6, %zmm31
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm22
	vpternlogq	$150, %zmm18, %zmm6, %zmm22
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm14, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, 976(%rsp), %zmm6, %zmm3
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm18
	vpternlogq	$150, %zmm26, %zmm6, %zmm18
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm11, %zmm0
	vpsrlq	$32, %zmm0, %zmm14
	vpternlogq	$150, %zmm27, %zmm6, %zmm14
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm20, %zmm0
	vpsrlq	$32, %zmm0, %zmm20
	vpternlogq	$150, %zmm28, %zmm6, %zmm20
	vmovdqu64	4800(%rsp), %zmm28
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm21, %zmm0
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm29, %zmm6, %zmm21
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm16, %zmm26
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm24, %zmm24
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm8, %zmm23
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm5, %zmm0
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm12, %zmm12
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm10, %zmm10
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm15, %zmm27
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm25, %zmm1
	vmovdqu64	5184(%rsp), %zmm25
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm13, %zmm8
	vpsrlq	$32, %zmm1, %zmm13
	vpternlogq	$150, %zmm30, %zmm6, %zmm13
	vmovdqu64	1216(%rsp), %zmm30
	vpsrlq	$32, %zmm26, %zmm1
	vpternlogq	$150, 384(%rsp), %zmm25, %zmm1
	vpsrlq	$32, %zmm24, %zmm2
	vpternlogq	$150, 256(%rsp), %zmm25, %zmm2
	vpsrlq	$32, %zmm23, %zmm5
	vpternlogq	$150, 800(%rsp), %zmm25, %zmm5
	vpsrlq	$32, %zmm0, %zmm11
	vpternlogq	$150, %zmm25, %zmm7, %zmm11
	vpsrlq	$32, %zmm12, %zmm7
	vpternlogq	$150, %zmm25, %zmm19, %zmm7
	vpsrlq	$32, %zmm10, %zmm15
	vpternlogq	$150, %zmm25, %zmm9, %zmm15
	vpsrlq	$32, %zmm27, %zmm9
	vpternlogq	$150, %zmm25, %zmm4, %zmm9
	vpsrlq	$32, %zmm8, %zmm16
	vpternlogq	$150, %zmm25, %zmm17, %zmm16
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm2, %zmm1
	vpmovqd	%zmm11, %ymm2
	vpmovqd	%zmm5, %ymm4
	vinserti64x4	$1, %ymm4, %zmm2, %zmm2
	vpmovqd	%zmm15, %ymm4
	vpmovqd	%zmm7, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpmovqd	%zmm16, %ymm5
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm5, %zmm5
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm22, %zmm7
	vmovdqu64	5120(%rsp), %zmm22
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm26, %zmm22, %zmm7
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm31, %zmm9
	vpsrlq	$32, %zmm9, %zmm9
	vpternlogq	$150, %zmm24, %zmm22, %zmm9
	vpbroadcastq	.LCPI0_8(%rip), %zmm24
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm18, %zmm11
	vpsrlq	$32, %zmm11, %zmm11
	vpternlogq	$150, %zmm23, %zmm22, %zmm11
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm3, %zmm3
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm20, %zmm15
	vmovdqu64	3840(%rsp), %zmm20
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm14, %zmm14
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm13, %zmm13
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm21, %zmm16
	vpbroadcastq	.LCPI0_7(%rip), %zmm21
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm16, %zmm16
	vpsrlq	$32, %zmm13, %zmm13
	vpternlogq	$150, %zmm0, %zmm22, %zmm3
	vpternlogq	$150, %zmm12, %zmm22, %zmm15
	vpternlogq	$150, %zmm10, %zmm22, %zmm14
	vpternlogq	$150, %zmm27, %zmm22, %zmm13
	vpternlogq	$150, %zmm8, %zmm22, %zmm16
	vpmuludq	%zmm24, %zmm9, %zmm0
	vpmuludq	%zmm24, %zmm7, %zmm6
	vpmuludq	%zmm24, %zmm3, %zmm3
	vpmuludq	%zmm24, %zmm11, %zmm7
	vpmuludq	%zmm24, %zmm14, %zmm8
	vpmuludq	%zmm24, %zmm15, %zmm9
	vpmuludq	%zmm24, %zmm16, %zmm10
	vpmuludq	%zmm24, %zmm13, %zmm11
	vpsrlq	$32, %zmm6, %zmm12
	vpsrlq	$32, %zmm0, %zmm13
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
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm0, %zmm0
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm7, %ymm6
	vinserti64x4	$1, %ymm6, %zmm3, %zmm3
	vpmovqd	%zmm8, %ymm6
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_9(%rip), %zmm8
	vpmulld	%zmm8, %zmm1, %zmm1
	vpternlogd	$150, %zmm1, %zmm20, %zmm12
	vpmulld	%zmm8, %zmm2, %zmm1
	vmovdqu64	320(%rsp), %zmm2
	vpternlogd	$150, %zmm1, %zmm20, %zmm14
	vpmulld	%zmm8, %zmm4, %zmm1
	vpternlogd	$150, %zmm1, %zmm20, %zmm13
	vpmulld	%zmm8, %zmm5, %zmm1
	vpternlogd	$150, %zmm1, %zmm20, %zmm15
	vmovdqu64	48(%rsp), %zmm1
	vmovdqu64	%zmm12, -192(%rax,%rbx)
	vmovdqu64	%zmm14, -128(%rax,%rbx)
	vmovdqu64	%zmm13, -64(%rax,%rbx)
	vmovdqu64	%zmm15, (%rax,%rbx)
	vmovdqu64	%zmm0, -192(%rax)
	vmovdqu64	%zmm3, -128(%rax)
	vmovdqu64	%zmm6, -64(%rax)
	vmovdqu64	%zmm7, (%rax)
	vpbroadcastq	.LCPI0_10(%rip), %zmm0
	vpaddq	%zmm0, %zmm1, %zmm1
	vpaddq	%zmm0, %zmm2, %zmm2
	addq	$256, %rax
	addq	$-64, %rdi
	jne	.LBB0_213
	cmpq	%rsi, -128(%rsp)
	movl	$3449720151, %r15d
	movq	152(%rsp), %r13
	movq	568(%rsp), %rbp
	movq	%r8, 1616(%rsp)
	je	.LBB0_44
	movq	24(%rsp), %rax
	testb	$56, -128(%rsp)
	je	.LBB0_219
	movl	%r10d, %eax
	xorl	128(%rsp), %eax
	vpbroadcastq	%rax, %zmm0
	movq	1616(%rsp), %rax
	xorl	136(%rsp), %eax
	vpbroadcastq	%rax, %zmm1
	movq	912(%rsp), %rax
	movq	-24(%rsp), %rdx
	vmovdqu64	4928(%rsp), %zmm2
	vmovdqu64	4672(%rsp), %zmm9
	vmovdqu64	4608(%rsp), %zmm10
	vmovdqu64	4544(%rsp), %zmm11
	vmovdqu64	4480(%rsp), %zmm12
	vmovdqu64	4416(%rsp), %zmm13
	vmovdqu64	4352(%rsp), %zmm14
	vmovdqu64	4288(%rsp), %zmm15
	vmovdqu64	4224(%rsp), %zmm16
	vmovdqu64	4160(%rsp), %zmm17
	vmovdqu64	4096(%rsp), %zmm18
	vmovdqu64	4032(%rsp), %zmm19
	vpbroadcastd	.LCPI0_9(%rip), %ymm23
	vpbroadcastq	.LCPI0_11(%rip), %zmm26
	vmovdqu64	4736(%rsp), %zmm27
	.p2align	4
.LBB0_217:
	vpaddq	%zmm27, %zmm2, %zmm3
	vpmuludq	%zmm21, %zmm3, %zmm4
	vpternlogq	$150, %zmm9, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm24, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm0, %zmm5
	vpxorq	%zmm4, %zmm30, %zmm4
	vpmuludq	%zmm21, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm6, %zmm1, %zmm6
	vpmuludq	%zmm24, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm10, %zmm3, %zmm7
	vpmuludq	%zmm21, %zmm7, %zmm3
	vpsrlq	$32, %zmm3, %zmm7
	vpmuludq	%zmm24, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm11, %zmm8
	vpternlogq	$150, %zmm12, %zmm5, %zmm7
	vpmuludq	%zmm21, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpmuludq	%zmm24, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpternlogq	$150, %zmm3, %zmm14, %zmm5
	vpternlogq	$150, %zmm13, %zmm6, %zmm8
	vpmuludq	%zmm21, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpmuludq	%zmm24, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm7, %zmm15, %zmm8
	vpternlogq	$150, %zmm16, %zmm4, %zmm6
	vpmuludq	%zmm21, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpmuludq	%zmm24, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm3, %zmm18, %zmm7
	vpternlogq	$150, %zmm17, %zmm5, %zmm8
	vpmuludq	%zmm21, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpmuludq	%zmm24, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm6, %zmm19, %zmm7
	vpternlogq	$150, %zmm25, %zmm4, %zmm5
	vpmuludq	%zmm21, %zmm7, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm5, %ymm5
	vpmulld	%ymm23, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm22, %zmm4
	vpmuludq	%zmm24, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, %ymm20, %ymm5, %ymm4
	vmovdqu	%ymm4, (%rax,%rbx)
	vpmovqd	%zmm3, (%rax)
	vpaddq	%zmm26, %zmm2, %zmm2
	addq	$32, %rax
	addq	$-8, %rdx
	jne	.LBB0_217
	movq	-16(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	%rcx, -128(%rsp)
	movl	$3449720151, %r15d
	movq	152(%rsp), %r13
	movq	568(%rsp), %rbp
	je	.LBB0_44
.LBB0_219:
	xorq	128(%rsp), %r10
	movq	1616(%rsp), %rcx
	xorq	136(%rsp), %rcx
	movq	%rcx, 1616(%rsp)
	movq	-128(%rsp), %rdx
	subq	%rax, %rdx
	movq	448(%rsp), %rcx
	leaq	(%rcx,%rax,4), %rsi
	addq	120(%rsp), %rax
	movq	%r14, 1872(%rsp)
	.p2align	4
.LBB0_43:
	movl	%eax, %r8d
	imulq	%r11, %r8
	movq	%rax, %rdi
	xorq	%r9, %rdi
	xorq	%r8, %rdi
	shrq	$32, %rdi
	imulq	%r15, %rdi
	movq	%rdi, %r9
	shrq	$32, %r9
	xorl	%r10d, %r9d
	imulq	%r11, %r9
	xorl	%r14d, %r8d
	imulq	%r15, %r8
	movq	%r8, %rcx
	shrq	$32, %rcx
	movq	%rbp, %r14
	movq	%r13, %rbp
	movq	%r11, %r13
	movq	-48(%rsp), %r11
	xorl	%ecx, %r11d
	movq	%r10, %r12
	movq	%r9, %r10
	shrq	$32, %r10
	xorl	1616(%rsp), %r10d
	xorl	%r11d, %edi
	movq	%r13, %r11
	movq	%rbp, %r13
	movq	%r14, %rbp
	imulq	%r11, %rdi
	imulq	%r15, %r10
	movq	%r10, %rcx
	shrq	$32, %rcx
	xorl	1144(%rsp), %r8d
	xorl	%ecx, %r8d
	movq	%rdi, %rcx
	shrq	$32, %rcx
	xorl	%r13d, %r9d
	xorl	%ecx, %r9d
	imulq	%r11, %r8
	imulq	%r15, %r9
	movq	%r9, %rcx
	shrq	$32, %rcx
	xorl	592(%rsp), %r10d
	xorl	%ecx, %r10d
	movq	%r8, %rcx
	shrq	$32, %rcx
	xorl	-72(%rsp), %edi
	xorl	%ecx, %edi
	imulq	%r15, %rdi
	imulq	%r11, %r10
	movq	%rdi, %rcx
	shrq	$32, %rcx
	xorl	968(%rsp), %r9d
	xorl	%ecx, %r9d
	movq	%r10, %rcx
	shrq	$32, %rcx
	xorl	-112(%rsp), %r8d
	xorl	%ecx, %r8d
	imulq	%r11, %r9
	imulq	%r15, %r8
	movq	%r8, %rcx
	shrq	$32, %rcx
	xorl	960(%rsp), %edi
	xorl	%ecx, %edi
	movq	%r9, %rcx
	shrq	$32, %rcx
	xorl	%ebp, %r10d
	xorl	%ecx, %r10d
	imulq	%r15, %r10
	shrq	$32, %r10
	xorl	952(%rsp), %r8d
	imulq	%r11, %rdi
	xorl	%r10d, %r8d
	movq	%r12, %r10
	movq	-88(%rsp), %r12
	movq	1872(%rsp), %r14
	movq	%rdi, %rcx
	shrq	$32, %rcx
	xorl	%r12d, %r9d
	xorl	%ecx, %r9d
	imulq	%r11, %r8
	shrq	$32, %r8
	imull	$-845247145, %r9d, %ecx
	movq	-56(%rsp), %r9
	xorl	-40(%rsp), %edi
	xorl	%r8d, %edi
	imulq	%r15, %rdi
	movq	%rdi, %r8
	xorl	944(%rsp), %ecx
	shrq	$32, %r8
	xorl	%r8d, %ecx
	movl	%ecx, (%rsi,%rbx)
	movl	%edi, (%rsi)
	addq	$4, %rsi
	incq	%rax
	decq	%rdx
	jne	.LBB0_43
.LBB0_44:
	movq	248(%rsp), %r12
	movq	24(%rsp), %rax
	movq	%rax, %rcx
	movq	2064(%rsp), %r9
	movq	32(%rsp), %r15
	.p2align	4
.LBB0_45:
	vcvtudq2pd	-192(%r12), %zmm0
	vcvtudq2pd	-160(%r12), %zmm1
	vcvtudq2pd	-128(%r12), %zmm2
	vcvtudq2pd	-96(%r12), %zmm3
	vcvtudq2pd	-64(%r12), %zmm4
	vcvtudq2pd	-32(%r12), %zmm5
	vcvtudq2pd	(%r12), %zmm6
	vcvtudq2pd	32(%r12), %zmm7
	vbroadcastsd	.LCPI0_12(%rip), %zmm10
	vaddpd	%zmm10, %zmm1, %zmm1
	vaddpd	%zmm10, %zmm0, %zmm0
	vaddpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm10, %zmm2, %zmm2
	vaddpd	%zmm10, %zmm5, %zmm8
	vaddpd	%zmm10, %zmm4, %zmm9
	vaddpd	%zmm10, %zmm7, %zmm7
	vaddpd	%zmm10, %zmm6, %zmm10
	vbroadcastsd	.LCPI0_13(%rip), %zmm11
	vmulpd	%zmm11, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm1, %zmm4
	vmulpd	%zmm11, %zmm2, %zmm1
	vmulpd	%zmm11, %zmm3, %zmm5
	vmulpd	%zmm11, %zmm9, %zmm2
	vmulpd	%zmm11, %zmm8, %zmm6
	vmulpd	%zmm11, %zmm10, %zmm3
	vmulpd	%zmm11, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_31(%rip), %zmm9
	vmulpd	%zmm9, %zmm4, %zmm14
	vmulpd	%zmm9, %zmm0, %zmm21
	vmulpd	%zmm9, %zmm5, %zmm10
	vmulpd	%zmm9, %zmm1, %zmm12
	vmulpd	%zmm9, %zmm6, %zmm5
	vmulpd	%zmm9, %zmm2, %zmm8
	vmulpd	%zmm9, %zmm7, %zmm0
	vmulpd	%zmm9, %zmm3, %zmm1
	vbroadcastsd	.LCPI0_32(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm2
	vmulpd	%zmm13, %zmm14, %zmm3
	vmulpd	%zmm13, %zmm12, %zmm4
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm5, %zmm9
	vmulpd	%zmm13, %zmm1, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_33(%rip), %zmm15
	vaddpd	%zmm15, %zmm3, %zmm19
	vmovupd	%zmm19, 2800(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm17
	vmovupd	%zmm17, 2224(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 2288(%rsp)
	vaddpd	%zmm15, %zmm4, %zmm18
	vmovupd	%zmm18, 1872(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm3
	vmovupd	%zmm3, 1616(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1936(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm4
	vmovupd	%zmm4, 2000(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1216(%rsp)
	vbroadcastsd	.LCPI0_34(%rip), %zmm2
	vaddpd	%zmm2, %zmm17, %zmm20
	vaddpd	%zmm2, %zmm19, %zmm17
	vaddpd	%zmm2, %zmm18, %zmm13
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm2, %zmm7, %zmm9
	vaddpd	%zmm2, %zmm3, %zmm7
	vaddpd	%zmm2, %zmm6, %zmm3
	vaddpd	%zmm2, %zmm4, %zmm6
	vbroadcastsd	.LCPI0_35(%rip), %zmm26
	vmulpd	%zmm26, %zmm17, %zmm18
	vmulpd	%zmm26, %zmm20, %zmm2
	vmulpd	%zmm26, %zmm11, %zmm15
	vmulpd	%zmm26, %zmm13, %zmm19
	vmulpd	%zmm26, %zmm7, %zmm16
	vsubpd	%zmm2, %zmm21, %zmm4
	vbroadcastsd	.LCPI0_36(%rip), %zmm27
	vmulpd	%zmm27, %zmm20, %zmm2
	vbroadcastsd	.LCPI0_37(%rip), %zmm28
	vmulpd	%zmm28, %zmm20, %zmm22
	vsubpd	%zmm2, %zmm4, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_39(%rip), %zmm30
	vpandq	%zmm30, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm30, %zmm23, %zmm23
	vpbroadcastq	.LCPI0_2(%rip), %zmm25
	vpaddq	%zmm25, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm4, %zmm21
	vsubpd	%zmm21, %zmm4, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm26, %zmm9, %zmm23
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_38(%rip), %zmm29
	vmulpd	%zmm29, %zmm20, %zmm20
	vsubpd	%zmm22, %zmm20, %zmm2 {%k1}
	vmulpd	%zmm27, %zmm17, %zmm20
	vmulpd	%zmm28, %zmm17, %zmm22
	vmovapd	%zmm21, %zmm4 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm21
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm30, %zmm21, %zmm21
	vpaddq	%zmm25, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm14, %k1
	vsubpd	%zmm22, %zmm18, %zmm14
	vsubpd	%zmm14, %zmm18, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm21
	vmulpd	%zmm26, %zmm6, %zmm22
	vsubpd	%zmm19, %zmm12, %zmm19
	vmulpd	%zmm29, %zmm17, %zmm17
	vsubpd	%zmm21, %zmm17, %zmm20 {%k1}
	vmulpd	%zmm27, %zmm13, %zmm17
	vmulpd	%zmm28, %zmm13, %zmm21
	vmovapd	%zmm14, %zmm18 {%k1}
	vsubpd	%zmm17, %zmm19, %zmm14
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm30, %zmm12, %zmm12
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpaddq	%zmm25, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm12, %k1
	vsubpd	%zmm21, %zmm19, %zmm14
	vsubpd	%zmm14, %zmm19, %zmm12
	vsubpd	%zmm21, %zmm12, %zmm24
	vmulpd	%zmm26, %zmm3, %zmm21
	vsubpd	%zmm15, %zmm10, %zmm12
	vsubpd	%zmm23, %zmm8, %zmm15
	vsubpd	%zmm16, %zmm5, %zmm16
	vsubpd	%zmm21, %zmm1, %zmm21
	vsubpd	%zmm22, %zmm0, %zmm22
	vmulpd	%zmm29, %zmm13, %zmm13
	vsubpd	%zmm24, %zmm13, %zmm17 {%k1}
	vmulpd	%zmm27, %zmm11, %zmm23
	vmulpd	%zmm28, %zmm11, %zmm13
	vmovapd	%zmm14, %zmm19 {%k1}
	vsubpd	%zmm23, %zmm12, %zmm14
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpaddq	%zmm25, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm10, %k1
	vsubpd	%zmm13, %zmm12, %zmm14
	vsubpd	%zmm14, %zmm12, %zmm10
	vsubpd	%zmm13, %zmm10, %zmm13
	vmulpd	%zmm27, %zmm9, %zmm10
	vmulpd	%zmm29, %zmm11, %zmm11
	vsubpd	%zmm13, %zmm11, %zmm23 {%k1}
	vmulpd	%zmm27, %zmm7, %zmm24
	vmulpd	%zmm28, %zmm9, %zmm11
	vmovapd	%zmm14, %zmm12 {%k1}
	vsubpd	%zmm10, %zmm15, %zmm13
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm30, %zmm8, %zmm8
	vpsrlq	$52, %zmm13, %zmm13
	vpandq	%zmm30, %zmm13, %zmm13
	vpaddq	%zmm25, %zmm13, %zmm13
	vpcmpgtq	%zmm13, %zmm8, %k1
	vsubpd	%zmm11, %zmm15, %zmm8
	vsubpd	%zmm8, %zmm15, %zmm13
	vsubpd	%zmm11, %zmm13, %zmm11
	vmulpd	%zmm27, %zmm3, %zmm14
	vmulpd	%zmm29, %zmm9, %zmm9
	vsubpd	%zmm11, %zmm9, %zmm10 {%k1}
	vmulpd	%zmm27, %zmm6, %zmm9
	vmulpd	%zmm28, %zmm7, %zmm11
	vmovapd	%zmm8, %zmm15 {%k1}
	vsubpd	%zmm24, %zmm16, %zmm8
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm30, %zmm5, %zmm5
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm30, %zmm8, %zmm8
	vpaddq	%zmm25, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm5, %k1
	vsubpd	%zmm11, %zmm16, %zmm5
	vsubpd	%zmm5, %zmm16, %zmm8
	vsubpd	%zmm11, %zmm8, %zmm8
	vmulpd	%zmm28, %zmm3, %zmm11
	vmulpd	%zmm29, %zmm7, %zmm7
	vsubpd	%zmm8, %zmm7, %zmm24 {%k1}
	vmulpd	%zmm28, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm22, %zmm8
	vmovapd	%zmm5, %zmm16 {%k1}
	vsubpd	%zmm14, %zmm21, %zmm5
	vpsrlq	$52, %zmm1, %zmm1
	vpandq	%zmm30, %zmm1, %zmm1
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm30, %zmm5, %zmm5
	vpaddq	%zmm25, %zmm5, %zmm5
	vpcmpgtq	%zmm5, %zmm1, %k1
	vsubpd	%zmm11, %zmm21, %zmm1
	vmulpd	%zmm29, %zmm6, %zmm5
	vmulpd	%zmm29, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm22, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm1, %zmm21, %zmm7
	vsubpd	%zmm11, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm22, %zmm11
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm30, %zmm0, %zmm0
	vpsrlq	$52, %zmm11, %zmm11
	vpandq	%zmm30, %zmm11, %zmm11
	vpaddq	%zmm25, %zmm11, %zmm11
	vmovapd	%zmm1, %zmm21 {%k1}
	vsubpd	%zmm7, %zmm3, %zmm14 {%k1}
	vpcmpgtq	%zmm11, %zmm0, %k1
	vmovapd	%zmm8, %zmm22 {%k1}
	vsubpd	%zmm6, %zmm5, %zmm9 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm25
	vsubpd	%zmm2, %zmm4, %zmm26
	vsubpd	%zmm23, %zmm12, %zmm5
	vsubpd	%zmm17, %zmm19, %zmm8
	vsubpd	%zmm24, %zmm16, %zmm29
	vsubpd	%zmm10, %zmm15, %zmm27
	vsubpd	%zmm9, %zmm22, %zmm7
	vsubpd	%zmm14, %zmm21, %zmm13
	vsubpd	%zmm26, %zmm4, %zmm0
	vmovupd	%zmm26, 1280(%rsp)
	vsubpd	%zmm25, %zmm18, %zmm1
	vmovupd	%zmm25, 384(%rsp)
	vsubpd	%zmm8, %zmm19, %zmm3
	vmovapd	%zmm8, %zmm19
	vmovupd	%zmm8, 320(%rsp)
	vsubpd	%zmm5, %zmm12, %zmm4
	vmovupd	%zmm5, 48(%rsp)
	vsubpd	%zmm27, %zmm15, %zmm12
	vsubpd	%zmm29, %zmm16, %zmm15
	vmovupd	%zmm29, 256(%rsp)
	vsubpd	%zmm13, %zmm21, %zmm16
	vsubpd	%zmm7, %zmm22, %zmm18
	vmovapd	%zmm7, %zmm11
	vmovupd	%zmm7, 1152(%rsp)
	vsubpd	%zmm20, %zmm1, %zmm1
	vmovupd	%zmm1, 1344(%rsp)
	vsubpd	%zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 1552(%rsp)
	vsubpd	%zmm23, %zmm4, %zmm0
	vmovupd	%zmm0, 976(%rsp)
	vsubpd	%zmm17, %zmm3, %zmm0
	vmovupd	%zmm0, 1040(%rsp)
	vsubpd	%zmm24, %zmm15, %zmm0
	vmovupd	%zmm0, 608(%rsp)
	vsubpd	%zmm10, %zmm12, %zmm0
	vmovupd	%zmm0, 736(%rsp)
	vsubpd	%zmm9, %zmm18, %zmm0
	vmovupd	%zmm0, 672(%rsp)
	vsubpd	%zmm14, %zmm16, %zmm0
	vmovupd	%zmm0, 800(%rsp)
	vmulpd	%zmm25, %zmm25, %zmm30
	vmulpd	%zmm26, %zmm26, %zmm4
	vmulpd	%zmm5, %zmm5, %zmm7
	vmulpd	%zmm4, %zmm4, %zmm12
	vmovupd	%zmm12, 3264(%rsp)
	vmulpd	%zmm30, %zmm30, %zmm3
	vmovupd	%zmm3, 2736(%rsp)
	vbroadcastsd	.LCPI0_40(%rip), %zmm0
	vmulpd	%zmm0, %zmm30, %zmm1
	vbroadcastsd	.LCPI0_41(%rip), %zmm5
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm6
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm8
	vmulpd	%zmm8, %zmm30, %zmm2
	vbroadcastsd	.LCPI0_44(%rip), %zmm9
	vsubpd	%zmm2, %zmm9, %zmm2
	vmulpd	%zmm2, %zmm30, %zmm2
	vbroadcastsd	.LCPI0_45(%rip), %zmm10
	vaddpd	%zmm10, %zmm2, %zmm2
	vmulpd	%zmm3, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm3
	vsubpd	%zmm3, %zmm9, %zmm3
	vmulpd	%zmm3, %zmm4, %zmm3
	vaddpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2160(%rsp)
	vmulpd	%zmm12, %zmm12, %zmm1
	vmulpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm4, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vmovapd	%zmm4, %zmm3
	vaddpd	%zmm1, %zmm2, %zmm17
	vmulpd	%zmm8, %zmm7, %zmm1
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm7, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm7, %zmm7, %zmm2
	vmovupd	%zmm2, 2672(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm0, %zmm7, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm7, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm7, %zmm2
	vaddpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 1808(%rsp)
	vmulpd	%zmm19, %zmm19, %zmm28
	vmulpd	%zmm8, %zmm28, %zmm1
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm28, %zmm28, %zmm2
	vmovupd	%zmm2, 2608(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm0, %zmm28, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm28, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm28, %zmm2
	vaddpd	%zmm1, %zmm2, %zmm19
	vmulpd	%zmm29, %zmm29, %zmm25
	vmulpd	%zmm8, %zmm25, %zmm1
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm25, %zmm25, %zmm2
	vmovupd	%zmm2, 3328(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm0, %zmm25, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm25, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm25, %zmm2
	vaddpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 1744(%rsp)
	vmulpd	%zmm27, %zmm27, %zmm24
	vmovapd	%zmm27, %zmm22
	vmovupd	%zmm27, 5440(%rsp)
	vmulpd	%zmm8, %zmm24, %zmm1
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm24, %zmm24, %zmm2
	vmovupd	%zmm2, 2544(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm1, %zmm4, %zmm1
	vmulpd	%zmm0, %zmm24, %zmm4
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm24, %zmm4
	vaddpd	%zmm6, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm24, %zmm4
	vaddpd	%zmm1, %zmm4, %zmm1
	vmovupd	%zmm1, 2480(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm27
	vmulpd	%zmm8, %zmm27, %zmm1
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm27, %zmm27, %zmm2
	vmovupd	%zmm2, 3200(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm14
	vmulpd	%zmm1, %zmm14, %zmm1
	vmulpd	%zmm0, %zmm27, %zmm14
	vaddpd	%zmm5, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm27, %zmm14
	vaddpd	%zmm6, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm27, %zmm14
	vaddpd	%zmm1, %zmm14, %zmm1
	vmovupd	%zmm1, 3136(%rsp)
	vmovapd	%zmm13, %zmm20
	vmovupd	%zmm13, 5504(%rsp)
	vmulpd	%zmm13, %zmm13, %zmm31
	vmulpd	%zmm8, %zmm31, %zmm1
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm14
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 5568(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm23
	vmulpd	%zmm14, %zmm23, %zmm14
	vmulpd	%zmm0, %zmm31, %zmm23
	vaddpd	%zmm5, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm31, %zmm23
	vaddpd	%zmm6, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm31, %zmm23
	vaddpd	%zmm14, %zmm23, %zmm0
	vmovupd	%zmm0, 3584(%rsp)
	vbroadcastsd	.LCPI0_12(%rip), %zmm1
	vmulpd	%zmm1, %zmm30, %zmm14
	vbroadcastsd	.LCPI0_46(%rip), %zmm16
	vsubpd	%zmm14, %zmm16, %zmm21
	vsubpd	%zmm21, %zmm16, %zmm9
	vsubpd	%zmm14, %zmm9, %zmm9
	vmovapd	%zmm3, %zmm8
	vmulpd	%zmm1, %zmm3, %zmm0
	vsubpd	%zmm0, %zmm16, %zmm14
	vsubpd	%zmm14, %zmm16, %zmm15
	vsubpd	%zmm0, %zmm15, %zmm6
	vmovapd	%zmm7, %zmm0
	vmulpd	%zmm1, %zmm7, %zmm15
	vsubpd	%zmm15, %zmm16, %zmm18
	vsubpd	%zmm18, %zmm16, %zmm10
	vsubpd	%zmm15, %zmm10, %zmm10
	vmulpd	%zmm1, %zmm28, %zmm15
	vsubpd	%zmm15, %zmm16, %zmm7
	vsubpd	%zmm7, %zmm16, %zmm12
	vsubpd	%zmm15, %zmm12, %zmm12
	vmulpd	%zmm1, %zmm25, %zmm15
	vsubpd	%zmm15, %zmm16, %zmm5
	vsubpd	%zmm5, %zmm16, %zmm11
	vsubpd	%zmm15, %zmm11, %zmm11
	vmulpd	%zmm1, %zmm24, %zmm15
	vsubpd	%zmm15, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm29
	vsubpd	%zmm15, %zmm29, %zmm15
	vmulpd	%zmm1, %zmm27, %zmm29
	vsubpd	%zmm29, %zmm16, %zmm3
	vsubpd	%zmm3, %zmm16, %zmm13
	vsubpd	%zmm29, %zmm13, %zmm13
	vmulpd	%zmm1, %zmm31, %zmm29
	vsubpd	%zmm29, %zmm16, %zmm2
	vsubpd	%zmm2, %zmm16, %zmm16
	vsubpd	%zmm29, %zmm16, %zmm16
	vmulpd	%zmm17, %zmm8, %zmm17
	vmovupd	1280(%rsp), %zmm23
	vmovupd	1552(%rsp), %zmm26
	vmulpd	%zmm26, %zmm23, %zmm29
	vsubpd	%zmm29, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm6, %zmm6
	vmulpd	2160(%rsp), %zmm30, %zmm17
	vmovupd	384(%rsp), %zmm1
	vmulpd	1344(%rsp), %zmm1, %zmm29
	vsubpd	%zmm29, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm9, %zmm9
	vmulpd	%zmm19, %zmm28, %zmm17
	vmovupd	320(%rsp), %zmm1
	vmulpd	1040(%rsp), %zmm1, %zmm19
	vsubpd	%zmm19, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm12, %zmm12
	vmulpd	1808(%rsp), %zmm0, %zmm17
	vmovapd	%zmm0, %zmm29
	vmovupd	48(%rsp), %zmm1
	vmulpd	976(%rsp), %zmm1, %zmm19
	vsubpd	%zmm19, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm10, %zmm17
	vmulpd	2480(%rsp), %zmm24, %zmm10
	vmulpd	736(%rsp), %zmm22, %zmm19
	vsubpd	%zmm19, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm15, %zmm15
	vmulpd	1744(%rsp), %zmm25, %zmm10
	vmovupd	256(%rsp), %zmm0
	vmulpd	608(%rsp), %zmm0, %zmm19
	vsubpd	%zmm19, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm11, %zmm11
	vmulpd	3584(%rsp), %zmm31, %zmm10
	vmulpd	800(%rsp), %zmm20, %zmm19
	vsubpd	%zmm19, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm16, %zmm16
	vmulpd	3136(%rsp), %zmm27, %zmm10
	vmovupd	1152(%rsp), %zmm0
	vmulpd	672(%rsp), %zmm0, %zmm19
	vsubpd	%zmm19, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm13, %zmm13
	vaddpd	%zmm9, %zmm21, %zmm0
	vmovupd	%zmm0, 2480(%rsp)
	vaddpd	%zmm6, %zmm14, %zmm0
	vmovupd	%zmm0, 3136(%rsp)
	vaddpd	%zmm17, %zmm18, %zmm0
	vmovupd	%zmm0, 1744(%rsp)
	vaddpd	%zmm12, %zmm7, %zmm0
	vmovupd	%zmm0, 5632(%rsp)
	vaddpd	%zmm11, %zmm5, %zmm0
	vmovupd	%zmm0, 1808(%rsp)
	vaddpd	%zmm15, %zmm4, %zmm0
	vmovupd	%zmm0, 5696(%rsp)
	vaddpd	%zmm13, %zmm3, %zmm0
	vmovupd	%zmm0, 2160(%rsp)
	vaddpd	%zmm16, %zmm2, %zmm0
	vmovupd	%zmm0, 3584(%rsp)
	vbroadcastsd	.LCPI0_50(%rip), %zmm6
	vmulpd	%zmm6, %zmm8, %zmm0
	vbroadcastsd	.LCPI0_51(%rip), %zmm15
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	3264(%rsp), %zmm8, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_47(%rip), %zmm11
	vmulpd	%zmm11, %zmm8, %zmm1
	vbroadcastsd	.LCPI0_48(%rip), %zmm12
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm8, %zmm1
	vmovapd	%zmm8, %zmm7
	vmovupd	%zmm8, 5312(%rsp)
	vbroadcastsd	.LCPI0_49(%rip), %zmm13
	vaddpd	%zmm13, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm9
	vmulpd	%zmm6, %zmm30, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2736(%rsp), %zmm30, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm11, %zmm30, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm30, 5376(%rsp)
	vaddpd	%zmm13, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm14
	vmulpd	%zmm6, %zmm28, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2608(%rsp), %zmm28, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm11, %zmm28, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm13, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm3
	vmulpd	%zmm6, %zmm29, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2672(%rsp), %zmm29, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm11, %zmm29, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vmovapd	%zmm29, %zmm10
	vmovupd	%zmm29, 3072(%rsp)
	vaddpd	%zmm13, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm6, %zmm24, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	2544(%rsp), %zmm24, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm11, %zmm24, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm24, %zmm2
	vaddpd	%zmm13, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm1
	vmulpd	%zmm6, %zmm25, %zmm2
	vaddpd	%zmm15, %zmm2, %zmm2
	vmulpd	3328(%rsp), %zmm25, %zmm4
	vmulpd	%zmm2, %zmm4, %zmm2
	vmulpd	%zmm11, %zmm25, %zmm4
	vaddpd	%zmm12, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm25, %zmm4
	vaddpd	%zmm13, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm6, %zmm31, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vmulpd	5568(%rsp), %zmm31, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm11, %zmm31, %zmm5
	vaddpd	%zmm12, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm31, %zmm5
	vaddpd	%zmm13, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm6, %zmm27, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vmulpd	3200(%rsp), %zmm27, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm11, %zmm27, %zmm6
	vaddpd	%zmm12, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm27, %zmm6
	vaddpd	%zmm13, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	384(%rsp), %zmm30, %zmm6
	vmovupd	%zmm6, 2736(%rsp)
	vmulpd	%zmm14, %zmm6, %zmm8
	vbroadcastsd	.LCPI0_12(%rip), %zmm29
	vmovupd	1344(%rsp), %zmm18
	vmulpd	%zmm29, %zmm18, %zmm11
	vsubpd	%zmm8, %zmm11, %zmm8
	vmulpd	%zmm7, %zmm23, %zmm21
	vmulpd	%zmm9, %zmm21, %zmm9
	vmulpd	%zmm29, %zmm26, %zmm12
	vsubpd	%zmm9, %zmm12, %zmm9
	vmulpd	48(%rsp), %zmm10, %zmm23
	vmulpd	%zmm0, %zmm23, %zmm0
	vmovupd	976(%rsp), %zmm11
	vmulpd	%zmm29, %zmm11, %zmm13
	vsubpd	%zmm0, %zmm13, %zmm22
	vmulpd	320(%rsp), %zmm28, %zmm13
	vmulpd	%zmm3, %zmm13, %zmm3
	vmovupd	1040(%rsp), %zmm10
	vmulpd	%zmm29, %zmm10, %zmm14
	vsubpd	%zmm3, %zmm14, %zmm20
	vmulpd	256(%rsp), %zmm25, %zmm19
	vmulpd	%zmm2, %zmm19, %zmm2
	vmovupd	608(%rsp), %zmm6
	vmulpd	%zmm29, %zmm6, %zmm15
	vsubpd	%zmm2, %zmm15, %zmm12
	vmovupd	5440(%rsp), %zmm30
	vmulpd	%zmm24, %zmm30, %zmm15
	vmulpd	%zmm1, %zmm15, %zmm1
	vmovupd	736(%rsp), %zmm2
	vmulpd	%zmm29, %zmm2, %zmm16
	vsubpd	%zmm1, %zmm16, %zmm7
	vmovupd	1152(%rsp), %zmm26
	vmulpd	%zmm27, %zmm26, %zmm16
	vmulpd	%zmm5, %zmm16, %zmm5
	vmovupd	672(%rsp), %zmm1
	vmulpd	%zmm29, %zmm1, %zmm17
	vsubpd	%zmm5, %zmm17, %zmm5
	vmovupd	5504(%rsp), %zmm14
	vmulpd	%zmm31, %zmm14, %zmm17
	vmulpd	%zmm4, %zmm17, %zmm4
	vmovupd	800(%rsp), %zmm0
	vmulpd	%zmm29, %zmm0, %zmm29
	vsubpd	%zmm4, %zmm29, %zmm4
	vmulpd	5376(%rsp), %zmm8, %zmm8
	vmulpd	5312(%rsp), %zmm9, %zmm9
	vmulpd	3072(%rsp), %zmm22, %zmm29
	vmulpd	%zmm20, %zmm28, %zmm3
	vmulpd	%zmm12, %zmm25, %zmm22
	vmulpd	%zmm7, %zmm24, %zmm12
	vmulpd	%zmm5, %zmm27, %zmm5
	vmulpd	%zmm4, %zmm31, %zmm4
	vsubpd	1552(%rsp), %zmm9, %zmm7
	vsubpd	%zmm18, %zmm8, %zmm8
	vsubpd	%zmm10, %zmm3, %zmm3
	vsubpd	%zmm11, %zmm29, %zmm10
	vsubpd	%zmm2, %zmm12, %zmm11
	vsubpd	%zmm6, %zmm22, %zmm2
	vsubpd	%zmm0, %zmm4, %zmm4
	vsubpd	%zmm1, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_52(%rip), %zmm18
	vmulpd	%zmm18, %zmm21, %zmm9
	vaddpd	%zmm9, %zmm7, %zmm7
	vmulpd	2736(%rsp), %zmm18, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm18, %zmm13, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm18, %zmm23, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm0
	vmulpd	%zmm18, %zmm15, %zmm8
	vaddpd	%zmm8, %zmm11, %zmm1
	vmulpd	%zmm18, %zmm19, %zmm8
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm18, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm18, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmovupd	1280(%rsp), %zmm8
	vsubpd	%zmm7, %zmm8, %zmm24
	vmovupd	384(%rsp), %zmm7
	vsubpd	%zmm6, %zmm7, %zmm23
	vmovupd	320(%rsp), %zmm6
	vsubpd	%zmm3, %zmm6, %zmm22
	vmovupd	48(%rsp), %zmm3
	vsubpd	%zmm0, %zmm3, %zmm21
	vsubpd	%zmm1, %zmm30, %zmm19
	vmovupd	256(%rsp), %zmm0
	vsubpd	%zmm2, %zmm0, %zmm20
	vsubpd	%zmm4, %zmm14, %zmm18
	vsubpd	%zmm5, %zmm26, %zmm11
	vbroadcastsd	.LCPI0_53(%rip), %zmm8
	vmovupd	3136(%rsp), %zmm14
	vxorpd	%zmm8, %zmm14, %zmm7
	vmovupd	2480(%rsp), %zmm17
	vxorpd	%zmm8, %zmm17, %zmm6
	vmovupd	5632(%rsp), %zmm12
	vxorpd	%zmm8, %zmm12, %zmm5
	vmovupd	1744(%rsp), %zmm15
	vxorpd	%zmm8, %zmm15, %zmm4
	vmovupd	5696(%rsp), %zmm27
	vxorpd	%zmm8, %zmm27, %zmm3
	vmovupd	1808(%rsp), %zmm13
	vxorpd	%zmm8, %zmm13, %zmm2
	vmovupd	3584(%rsp), %zmm26
	vxorpd	%zmm8, %zmm26, %zmm1
	vmovupd	2160(%rsp), %zmm25
	vxorpd	%zmm8, %zmm25, %zmm0
	vpbroadcastq	.LCPI0_55(%rip), %zmm9
	vmovdqu64	2800(%rsp), %zmm16
	vptestnmq	%zmm9, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vxorpd	%zmm8, %zmm23, %zmm23 {%k1}
	vmovdqu64	2224(%rsp), %zmm17
	vptestnmq	%zmm9, %zmm17, %k1
	vmovapd	%zmm14, %zmm7 {%k1}
	vxorpd	%zmm8, %zmm24, %zmm24 {%k1}
	vmovdqu64	2288(%rsp), %zmm14
	vptestnmq	%zmm9, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vxorpd	%zmm8, %zmm21, %zmm21 {%k1}
	vmovdqu64	1872(%rsp), %zmm15
	vptestnmq	%zmm9, %zmm15, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vxorpd	%zmm8, %zmm22, %zmm22 {%k1}
	vmovdqu64	1616(%rsp), %zmm12
	vptestnmq	%zmm9, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm8, %zmm20, %zmm20 {%k1}
	vmovdqu64	1936(%rsp), %zmm13
	vptestnmq	%zmm9, %zmm13, %k1
	vmovapd	%zmm27, %zmm3 {%k1}
	vxorpd	%zmm8, %zmm19, %zmm19 {%k1}
	vmovdqu64	2000(%rsp), %zmm10
	vptestnmq	%zmm9, %zmm10, %k1
	vmovapd	%zmm25, %zmm0 {%k1}
	vxorpd	%zmm8, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	1216(%rsp), %zmm11
	vptestnmq	%zmm9, %zmm11, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm8, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_54(%rip), %zmm8
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm7, %zmm24 {%k1}
	vmovupd	%zmm24, 320(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm6, %zmm23 {%k1}
	vmovupd	%zmm23, 384(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm5, %zmm22 {%k1}
	vmovupd	%zmm22, 800(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm4, %zmm21 {%k1}
	vmovupd	%zmm21, 672(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 256(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 736(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 608(%rsp)
	vptestnmq	%zmm8, %zmm10, %k1
	vmovapd	%zmm0, %zmm25 {%k1}
	vmovupd	%zmm25, 1040(%rsp)
	vcvtudq2pd	-192(%r12,%rbx), %zmm0
	vcvtudq2pd	-160(%r12,%rbx), %zmm1
	vcvtudq2pd	-128(%r12,%rbx), %zmm2
	vcvtudq2pd	-96(%r12,%rbx), %zmm3
	vcvtudq2pd	-64(%r12,%rbx), %zmm4
	vcvtudq2pd	-32(%r12,%rbx), %zmm5
	vcvtudq2pd	(%r12,%rbx), %zmm6
	vcvtudq2pd	32(%r12,%rbx), %zmm7
	vbroadcastsd	.LCPI0_12(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm1
	vaddpd	%zmm8, %zmm0, %zmm0
	vaddpd	%zmm8, %zmm3, %zmm3
	vaddpd	%zmm8, %zmm2, %zmm2
	vaddpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm8, %zmm4, %zmm4
	vaddpd	%zmm8, %zmm7, %zmm7
	vaddpd	%zmm8, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_13(%rip), %zmm9
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
	vpbroadcastq	.LCPI0_14(%rip), %zmm15
	vpaddq	%zmm15, %zmm9, %zmm9
	vmovdqu64	%zmm9, 1936(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 2000(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1216(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1552(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1280(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1152(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 1344(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 976(%rsp)
	vpsllq	$32, %zmm9, %zmm0
	vpsllq	$32, %zmm20, %zmm9
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm19, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm17, %zmm13
	vpsllq	$32, %zmm16, %zmm14
	vpsllq	$32, %zmm15, %zmm18
	vpbroadcastq	.LCPI0_16(%rip), %zmm15
	vpandq	%zmm15, %zmm9, %zmm9
	vpandq	%zmm15, %zmm0, %zmm19
	vpandq	%zmm15, %zmm11, %zmm20
	vpandq	%zmm15, %zmm10, %zmm30
	vpandq	%zmm15, %zmm13, %zmm0
	vpandq	%zmm15, %zmm12, %zmm21
	vpandq	%zmm15, %zmm18, %zmm24
	vpandq	%zmm15, %zmm14, %zmm26
	vpbroadcastq	.LCPI0_17(%rip), %zmm10
	vpternlogq	$248, %zmm10, %zmm8, %zmm19
	vpternlogq	$248, %zmm10, %zmm1, %zmm9
	vpternlogq	$248, %zmm10, %zmm2, %zmm30
	vpternlogq	$248, %zmm10, %zmm3, %zmm20
	vpternlogq	$248, %zmm10, %zmm4, %zmm21
	vpternlogq	$248, %zmm10, %zmm5, %zmm0
	vpternlogq	$248, %zmm10, %zmm6, %zmm26
	vpternlogq	$248, %zmm10, %zmm7, %zmm24
	vpbroadcastq	.LCPI0_18(%rip), %zmm11
	vpaddq	%zmm11, %zmm9, %zmm1
	vpaddq	%zmm11, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_19(%rip), %zmm22
	vaddpd	%zmm22, %zmm2, %zmm31
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, 48(%rsp)
	vbroadcastsd	.LCPI0_20(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm31, %zmm2
	vdivpd	%zmm2, %zmm31, %zmm2
	vmovupd	%zmm2, 1872(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1616(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm28
	vmulpd	%zmm2, %zmm2, %zmm27
	vmulpd	%zmm27, %zmm27, %zmm1
	vmulpd	%zmm28, %zmm28, %zmm2
	vbroadcastsd	.LCPI0_21(%rip), %zmm4
	vmulpd	%zmm4, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_22(%rip), %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm6
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vmovupd	%zmm3, 2800(%rsp)
	vbroadcastsd	.LCPI0_24(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_25(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_26(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 3328(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2672(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 3200(%rsp)
	vpaddq	%zmm11, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm2
	vmovupd	%zmm2, 2224(%rsp)
	vaddpd	%zmm23, %zmm2, %zmm1
	vdivpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 2288(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2608(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2544(%rsp)
	vpaddq	%zmm11, %zmm30, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 2736(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm18
	vmulpd	%zmm18, %zmm18, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 2160(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1744(%rsp)
	vpaddq	%zmm11, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 3264(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm12
	vmulpd	%zmm12, %zmm12, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 2480(%rsp)
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
	vbroadcastsd	.LCPI0_27(%rip), %zmm6
	vaddpd	3328(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	2800(%rsp), %zmm22, %zmm22
	vaddpd	3200(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2672(%rsp), %zmm27, %zmm27
	vaddpd	2544(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2608(%rsp), %zmm9, %zmm9
	vaddpd	1744(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm18, %zmm7
	vaddpd	2160(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm30, %zmm11
	vmulpd	%zmm11, %zmm12, %zmm5
	vaddpd	2480(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	%zmm31, 1808(%rsp)
	vbroadcastsd	.LCPI0_12(%rip), %zmm6
	vmulpd	%zmm6, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	1872(%rsp), %zmm2, %zmm12
	vmovupd	48(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1616(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	2736(%rsp), %zmm7, %zmm7
	vmovupd	2224(%rsp), %zmm18
	vmulpd	%zmm6, %zmm18, %zmm16
	vmulpd	%zmm16, %zmm18, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	2288(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	3264(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm6
	vpsrlq	$20, 1936(%rsp), %zmm11
	vpbroadcastq	.LCPI0_15(%rip), %zmm10
	vpaddq	%zmm10, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_28(%rip), %zmm13
	vmulpd	%zmm13, %zmm11, %zmm23
	vaddpd	%zmm12, %zmm23, %zmm12
	vpsrlq	$20, 2000(%rsp), %zmm23
	vpaddq	%zmm10, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm13, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1216(%rsp), %zmm25
	vpaddq	%zmm10, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm13, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1552(%rsp), %zmm27
	vpaddq	%zmm10, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm13, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1280(%rsp), %zmm28
	vpaddq	%zmm10, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm13, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1152(%rsp), %zmm29
	vpaddq	%zmm10, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm13, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 1344(%rsp), %zmm30
	vpaddq	%zmm10, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm13, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 976(%rsp), %zmm31
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
	vaddpd	48(%rsp), %zmm2, %zmm2
	vaddpd	1808(%rsp), %zmm0, %zmm0
	vaddpd	%zmm7, %zmm18, %zmm7
	vaddpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm1, %zmm26, %zmm1
	vbroadcastsd	.LCPI0_29(%rip), %zmm9
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
	vbroadcastsd	.LCPI0_30(%rip), %zmm8
	vmulpd	%zmm8, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	320(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	384(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	800(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	672(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	256(%rsp), %zmm3, %zmm3
	vmulpd	736(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	608(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	1040(%rsp), %zmm6, %zmm6
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
	vmovupd	%zmm0, -192(%r12,%rbx)
	vmovdqu64	%zmm2, -128(%r12,%rbx)
	vmovdqu64	%zmm3, -64(%r12,%rbx)
	vmovupd	%zmm1, (%r12,%rbx)
	addq	$256, %r12
	addq	$-64, %rcx
	jne	.LBB0_45
	movq	-128(%rsp), %r13
	cmpq	%rax, %r13
	vmovaps	2928(%rsp), %xmm17
	movq	448(%rsp), %rsi
	vmovups	3904(%rsp), %zmm19
	vbroadcastss	.LCPI0_62(%rip), %xmm24
	vbroadcastss	.LCPI0_62(%rip), %zmm27
	movq	2416(%rsp), %r8
	movabsq	$4604544269498187776, %r10
	movabsq	$4503595332403200, %r11
	movq	1408(%rsp), %r14
	vpbroadcastq	.LCPI0_14(%rip), %zmm3
	vpbroadcastq	.LCPI0_18(%rip), %zmm4
	vmovsd	.LCPI0_12(%rip), %xmm9
	vmovsd	.LCPI0_13(%rip), %xmm10
	vmovsd	.LCPI0_19(%rip), %xmm2
	vmovsd	.LCPI0_20(%rip), %xmm12
	vmovsd	.LCPI0_24(%rip), %xmm13
	vmovsd	.LCPI0_25(%rip), %xmm26
	vmovddup	.LCPI0_21(%rip), %xmm14
	vmovapd	.LCPI0_60(%rip), %xmm15
	vmovapd	.LCPI0_61(%rip), %xmm16
	vmovsd	.LCPI0_28(%rip), %xmm18
	vmovsd	.LCPI0_29(%rip), %xmm20
	vmovsd	.LCPI0_31(%rip), %xmm21
	vmovsd	.LCPI0_32(%rip), %xmm23
	vmovsd	.LCPI0_33(%rip), %xmm25
	vmovsd	.LCPI0_34(%rip), %xmm28
	vmovsd	.LCPI0_57(%rip), %xmm30
	vmovsd	.LCPI0_36(%rip), %xmm8
	vmovsd	.LCPI0_37(%rip), %xmm7
	vmovsd	.LCPI0_38(%rip), %xmm31
	vmovsd	.LCPI0_46(%rip), %xmm29
	je	.LBB0_53
	movq	%rax, %rcx
	testb	$56, %r13b
	je	.LBB0_51
	movq	912(%rsp), %rax
	movq	-24(%rsp), %rdx
	vbroadcastsd	.LCPI0_12(%rip), %zmm15
	vbroadcastsd	.LCPI0_13(%rip), %zmm16
	vpbroadcastq	.LCPI0_39(%rip), %zmm10
	vbroadcastsd	.LCPI0_46(%rip), %zmm18
	vbroadcastsd	.LCPI0_47(%rip), %zmm28
	vbroadcastsd	.LCPI0_48(%rip), %zmm22
	vbroadcastsd	.LCPI0_49(%rip), %zmm23
	vbroadcastsd	.LCPI0_50(%rip), %zmm14
	vbroadcastsd	.LCPI0_51(%rip), %zmm25
	vbroadcastsd	.LCPI0_52(%rip), %zmm29
	vbroadcastsd	.LCPI0_53(%rip), %zmm31
	vpbroadcastq	.LCPI0_54(%rip), %zmm20
	vpbroadcastq	.LCPI0_55(%rip), %zmm12
	vpbroadcastq	.LCPI0_17(%rip), %zmm26
	vbroadcastsd	.LCPI0_57(%rip), %zmm13
	vbroadcastsd	.LCPI0_58(%rip), %zmm30
	.p2align	4
.LBB0_49:
	vcvtudq2pd	(%rax,%rbx), %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	%zmm16, %zmm0, %zmm0
	vcvtudq2pd	(%rax), %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	%zmm16, %zmm1, %zmm1
	vpsrlq	$32, %zmm0, %zmm2
	vpaddq	%zmm3, %zmm2, %zmm2
	vmovdqa64	%zmm3, %zmm11
	vpsrlq	$20, %zmm2, %zmm3
	vpaddq	.LCPI0_15(%rip){1to8}, %zmm3, %zmm3
	vpsllq	$32, %zmm2, %zmm2
	vpandq	.LCPI0_16(%rip){1to8}, %zmm2, %zmm2
	vpternlogq	$248, %zmm26, %zmm0, %zmm2
	vpaddq	%zmm4, %zmm2, %zmm0
	vaddpd	.LCPI0_19(%rip){1to8}, %zmm0, %zmm0
	vaddpd	.LCPI0_20(%rip){1to8}, %zmm0, %zmm2
	vdivpd	%zmm2, %zmm0, %zmm2
	vmovdqa64	%zmm4, %zmm21
	vmulpd	%zmm15, %zmm0, %zmm4
	vmulpd	%zmm4, %zmm0, %zmm4
	vmulpd	%zmm2, %zmm2, %zmm5
	vmulpd	%zmm5, %zmm5, %zmm6
	vmulpd	.LCPI0_21(%rip){1to8}, %zmm6, %zmm7
	vaddpd	.LCPI0_22(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	.LCPI0_23(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	.LCPI0_24(%rip){1to8}, %zmm6, %zmm8
	vaddpd	.LCPI0_25(%rip){1to8}, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm6, %zmm8
	vaddpd	.LCPI0_26(%rip){1to8}, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm6, %zmm6
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm7, %zmm5
	vcvtqq2pd	%zmm3, %zmm3
	vaddpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm2
	vmulpd	.LCPI0_28(%rip){1to8}, %zmm3, %zmm5
	vaddpd	%zmm2, %zmm5, %zmm2
	vsubpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm0
	vmulpd	.LCPI0_29(%rip){1to8}, %zmm3, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmulpd	.LCPI0_31(%rip){1to8}, %zmm1, %zmm2
	vmulpd	.LCPI0_32(%rip){1to8}, %zmm2, %zmm1
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm1, %zmm1
	vaddpd	.LCPI0_34(%rip){1to8}, %zmm1, %zmm3
	vmulpd	%zmm13, %zmm3, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm4
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm3, %zmm5
	vmulpd	.LCPI0_37(%rip){1to8}, %zmm3, %zmm6
	vsubpd	%zmm6, %zmm4, %zmm7
	vmulpd	.LCPI0_38(%rip){1to8}, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm4, %zmm8
	vsubpd	%zmm6, %zmm8, %zmm6
	vsubpd	%zmm5, %zmm4, %zmm8
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm10, %zmm2, %zmm2
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm10, %zmm8, %zmm8
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm2, %k1
	vmovapd	%zmm7, %zmm4 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm5 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm3
	vsubpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	.LCPI0_40(%rip){1to8}, %zmm4, %zmm6
	vaddpd	.LCPI0_41(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	.LCPI0_42(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm30, %zmm4, %zmm7
	vaddpd	.LCPI0_44(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	.LCPI0_45(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm15, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm18, %zmm8
	vsubpd	%zmm8, %zmm18, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm28, %zmm4, %zmm7
	vaddpd	%zmm22, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm23, %zmm7, %zmm7
	vmulpd	%zmm14, %zmm4, %zmm8
	vaddpd	%zmm25, %zmm8, %zmm8
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm7
	vmulpd	%zmm15, %zmm3, %zmm8
	vmulpd	%zmm5, %zmm7, %zmm5
	vsubpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm29, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmovdqa64	%zmm21, %zmm4
	vsubpd	%zmm3, %zmm2, %zmm2
	vmovdqa64	%zmm11, %zmm3
	vptestnmq	%zmm20, %zmm1, %k1
	vptestnmq	%zmm12, %zmm1, %k2
	vxorpd	%zmm31, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm31, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_30(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovupd	%ymm0, (%rax,%rbx)
	addq	$32, %rax
	addq	$-8, %rdx
	jne	.LBB0_49
	movq	-16(%rsp), %rax
	movq	%rax, %rcx
	cmpq	%rax, %r13
	vmovsd	.LCPI0_12(%rip), %xmm9
	vmovsd	.LCPI0_13(%rip), %xmm10
	vmovsd	.LCPI0_19(%rip), %xmm2
	vmovsd	.LCPI0_20(%rip), %xmm12
	vmovsd	.LCPI0_24(%rip), %xmm13
	vmovsd	.LCPI0_25(%rip), %xmm26
	vmovddup	.LCPI0_21(%rip), %xmm14
	vmovapd	.LCPI0_60(%rip), %xmm15
	vmovapd	.LCPI0_61(%rip), %xmm16
	vmovsd	.LCPI0_28(%rip), %xmm18
	vmovsd	.LCPI0_29(%rip), %xmm20
	vmovsd	.LCPI0_31(%rip), %xmm21
	vmovsd	.LCPI0_32(%rip), %xmm23
	vmovsd	.LCPI0_33(%rip), %xmm25
	vmovsd	.LCPI0_34(%rip), %xmm28
	vmovsd	.LCPI0_57(%rip), %xmm30
	vmovsd	.LCPI0_36(%rip), %xmm8
	vmovsd	.LCPI0_37(%rip), %xmm7
	vmovsd	.LCPI0_38(%rip), %xmm31
	vmovsd	.LCPI0_46(%rip), %xmm29
	je	.LBB0_53
.LBB0_51:
	movq	%r13, %rax
	subq	%rcx, %rax
	leaq	(%rsi,%rcx,4), %rdx
	.p2align	4
.LBB0_52:
	vxorps	%xmm11, %xmm11, %xmm11
	vcvtusi2sdl	(%rdx,%rbx), %xmm11, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm0, %xmm10, %xmm0
	vxorps	%xmm11, %xmm11, %xmm11
	vcvtusi2sdl	(%rdx), %xmm11, %xmm1
	vaddsd	%xmm1, %xmm9, %xmm1
	vmulsd	%xmm1, %xmm10, %xmm1
	vmovq	%xmm0, %rcx
	movl	%ecx, %esi
	shrq	$32, %rcx
	addq	$614242, %rcx
	movq	%rcx, %rdi
	shrq	$20, %rdi
	addq	$-1023, %rdi
	shlq	$32, %rcx
	andq	%r11, %rcx
	addq	%r10, %rcx
	orq	%rcx, %rsi
	vmovq	%rsi, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm9, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vaddsd	%xmm0, %xmm12, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmulsd	%xmm5, %xmm13, %xmm6
	vaddsd	%xmm26, %xmm6, %xmm6
	vunpcklpd	%xmm6, %xmm14, %xmm6
	vmovddup	%xmm5, %xmm5
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	%xmm6, %xmm15, %xmm6
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	%xmm16, %xmm6, %xmm6
	vunpcklpd	%xmm4, %xmm5, %xmm4
	vmulpd	%xmm6, %xmm4, %xmm4
	vshufpd	$1, %xmm4, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm4, %xmm4
	vcvtsi2sd	%rdi, %xmm11, %xmm5
	vaddsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmulsd	%xmm18, %xmm5, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm20, %xmm5, %xmm2
	vmovapd	%xmm10, %xmm11
	vaddsd	%xmm0, %xmm2, %xmm22
	vmulsd	%xmm21, %xmm1, %xmm1
	vmulsd	%xmm23, %xmm1, %xmm2
	vaddsd	%xmm25, %xmm2, %xmm2
	vmovq	%xmm2, %rsi
	vaddsd	%xmm28, %xmm2, %xmm2
	vmulsd	%xmm30, %xmm2, %xmm3
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm2, %xmm8, %xmm4
	vmulsd	%xmm7, %xmm2, %xmm5
	vsubsd	%xmm5, %xmm3, %xmm6
	vmulsd	%xmm31, %xmm2, %xmm2
	vmovapd	%xmm31, %xmm10
	vmovapd	%xmm30, %xmm31
	vmovapd	%xmm28, %xmm30
	vmovapd	%xmm25, %xmm28
	vmovapd	%xmm23, %xmm25
	vmovapd	%xmm21, %xmm23
	vmovapd	%xmm20, %xmm21
	vmovapd	%xmm18, %xmm20
	vmovapd	%xmm16, %xmm18
	vmovapd	%xmm15, %xmm16
	vmovapd	%xmm14, %xmm15
	vmovapd	%xmm26, %xmm14
	vmovapd	%xmm7, %xmm26
	vsubsd	%xmm6, %xmm3, %xmm7
	vsubsd	%xmm5, %xmm7, %xmm5
	vsubsd	%xmm5, %xmm2, %xmm2
	vsubsd	%xmm4, %xmm3, %xmm5
	vunpcklpd	%xmm1, %xmm5, %xmm1
	vpsrlq	$52, %xmm1, %xmm1
	vpandq	.LCPI0_39(%rip){1to2}, %xmm1, %xmm1
	vmovq	%xmm1, %rcx
	addl	$16, %ecx
	vpextrq	$1, %xmm1, %rdi
	cmpl	%edi, %ecx
	setb	%cl
	kmovd	%ecx, %k1
	vmovsd	%xmm6, %xmm3, %xmm3 {%k1}
	vmovsd	%xmm2, %xmm4, %xmm4 {%k1}
	vsubsd	%xmm4, %xmm3, %xmm1
	vsubsd	%xmm1, %xmm3, %xmm2
	vsubsd	%xmm4, %xmm2, %xmm2
	vmulsd	%xmm1, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	.LCPI0_40(%rip), %xmm3, %xmm5
	vaddsd	.LCPI0_41(%rip), %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vaddsd	.LCPI0_42(%rip), %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	.LCPI0_58(%rip), %xmm3, %xmm6
	vaddsd	.LCPI0_44(%rip), %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	.LCPI0_45(%rip), %xmm6, %xmm6
	vmulsd	%xmm4, %xmm4, %xmm7
	vmulsd	%xmm6, %xmm7, %xmm6
	vaddsd	%xmm6, %xmm5, %xmm5
	vmulsd	%xmm3, %xmm9, %xmm6
	vsubsd	%xmm6, %xmm29, %xmm7
	vmovapd	%xmm8, %xmm0
	vsubsd	%xmm7, %xmm29, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vmovapd	%xmm0, %xmm8
	vaddsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm7, %xmm5
	vmulsd	.LCPI0_47(%rip), %xmm3, %xmm6
	vaddsd	.LCPI0_48(%rip), %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	.LCPI0_49(%rip), %xmm6, %xmm6
	vmulsd	.LCPI0_50(%rip), %xmm3, %xmm7
	vaddsd	.LCPI0_51(%rip), %xmm7, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm2, %xmm9, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmovapd	%xmm26, %xmm7
	vmovapd	%xmm14, %xmm26
	vmovapd	%xmm15, %xmm14
	vmovapd	%xmm16, %xmm15
	vmovapd	%xmm18, %xmm16
	vmovapd	%xmm20, %xmm18
	vmovapd	%xmm21, %xmm20
	vmovapd	%xmm23, %xmm21
	vmovapd	%xmm25, %xmm23
	vmovapd	%xmm28, %xmm25
	vmovapd	%xmm30, %xmm28
	vmovapd	%xmm31, %xmm30
	vmovapd	%xmm10, %xmm31
	vmulsd	%xmm4, %xmm3, %xmm3
	vmovsd	.LCPI0_52(%rip), %xmm4
	vmovsd	.LCPI0_30(%rip), %xmm0
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	%xmm4, %xmm6, %xmm3
	vaddsd	%xmm3, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovddup	.LCPI0_53(%rip), %xmm2
	vxorpd	%xmm2, %xmm5, %xmm3
	testb	$2, %sil
	sete	%cl
	kmovd	%ecx, %k1
	vmovsd	%xmm5, %xmm3, %xmm3 {%k1}
	vxorpd	%xmm2, %xmm1, %xmm2
	vmovsd	%xmm2, %xmm1, %xmm1 {%k1}
	vmovsd	.LCPI0_19(%rip), %xmm2
	kmovd	%esi, %k1
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vmulsd	%xmm0, %xmm22, %xmm0
	vmovapd	%xmm11, %xmm10
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rdx,%rbx)
	addq	$4, %rdx
	decq	%rax
	jne	.LBB0_52
.LBB0_53:
	vxorpd	%xmm2, %xmm2, %xmm2
	movl	$1, %eax
	movq	%rax, 256(%rsp)
	movq	%r9, 800(%rsp)
	movl	$64, %r9d
	movq	%r15, 672(%rsp)
	movq	%r14, 736(%rsp)
	movq	-104(%rsp), %r11
	movq	$0, 384(%rsp)
	xorl	%r15d, %r15d
	xorl	%r12d, %r12d
	vxorpd	%xmm22, %xmm22, %xmm22
	vxorpd	%xmm23, %xmm23, %xmm23
	vmovdqu64	3456(%rsp), %zmm20
	vmovdqu64	4800(%rsp), %zmm28
	vmovaps	2144(%rsp), %xmm26
	vxorpd	%xmm30, %xmm30, %xmm30
	vxorpd	%xmm31, %xmm31, %xmm31
	vbroadcastss	.LCPI0_62(%rip), %ymm25
	vbroadcastss	.LCPI0_62(%rip), %xmm12
	vbroadcastss	.LCPI0_64(%rip), %xmm13
	vmovss	.LCPI0_67(%rip), %xmm15
	vbroadcastss	.LCPI0_64(%rip), %zmm8
	vbroadcastss	.LCPI0_69(%rip), %zmm9
	vbroadcastss	.LCPI0_69(%rip), %xmm14
	vpbroadcastq	.LCPI0_10(%rip), %zmm4
	jmp	.LBB0_54
	.p2align	4
.LBB0_76:
	movq	-128(%rsp), %r13
	movq	448(%rsp), %rbx
	movq	1408(%rsp), %r14
	movq	48(%rsp), %r12
.LBB0_84:
	addq	$64, %r9
	addq	$-64, %r15
	incq	384(%rsp)
	addq	$256, %r11
	addq	$256, 736(%rsp)
	addq	$256, 672(%rsp)
	addq	$-256, 800(%rsp)
	addq	$-64, 256(%rsp)
	cmpq	%r13, %r12
	jae	.LBB0_85
.LBB0_54:
	cmpq	%r9, %r13
	movq	%r13, %rbp
	movq	%r9, %r13
	cmovbq	%rbp, %r13
	leaq	(%r15,%r13), %rax
	movq	%rax, 320(%rsp)
	cmpq	$1, %rax
	movq	%r13, %r10
	adcq	%r15, %r10
	leaq	64(%r12), %rax
	cmpq	%rbp, %rax
	movq	%rax, 48(%rsp)
	cmovbq	%rax, %rbp
	cmpq	%rbp, %r12
	jae	.LBB0_75
	movq	%r12, %rsi
	leaq	(%r15,%r13), %rax
	cmpq	$4, %rax
	jae	.LBB0_56
.LBB0_70:
	movl	%r13d, %ecx
	subl	%esi, %ecx
	leaq	1(%rsi), %rax
	testb	$1, %cl
	je	.LBB0_72
	movq	2864(%rsp), %rcx
	vmovss	(%rcx,%rsi,4), %xmm0
	movq	3392(%rsp), %rcx
	vmovss	(%rcx,%rsi,4), %xmm1
	vmulss	%xmm0, %xmm0, %xmm3
	vxorps	%xmm1, %xmm12, %xmm1
	vmulss	%xmm1, %xmm0, %xmm1
	movq	-104(%rsp), %rcx
	vmulss	(%rcx,%rsi,4), %xmm0, %xmm0
	subq	%r12, %rsi
	movq	448(%rsp), %rcx
	vmovss	%xmm3, (%rcx,%rsi,4)
	vmovss	%xmm1, (%r8,%rsi,4)
	movq	2064(%rsp), %rcx
	vmovss	%xmm0, (%rcx,%rsi,4)
	movq	%rax, %rsi
.LBB0_72:
	cmpq	%rax, %r13
	je	.LBB0_75
	subq	%rsi, %r13
	movq	800(%rsp), %rax
	leaq	(%rax,%rsi,4), %rcx
	movq	256(%rsp), %rax
	addq	%rsi, %rax
	leaq	(%r8,%rax,4), %rbx
	movq	448(%rsp), %rdx
	leaq	(%rdx,%rax,4), %rdx
	movq	3776(%rsp), %rax
	leaq	(%rax,%rsi,4), %rdi
	movq	-32(%rsp), %rax
	leaq	(%rax,%rsi,4), %r14
	movq	3008(%rsp), %rax
	leaq	(%rax,%rsi,4), %rsi
	xorl	%eax, %eax
	.p2align	4
.LBB0_74:
	vmovss	-4(%rsi,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm1
	vmovss	-4(%r14,%rax,4), %xmm3
	vxorps	%xmm24, %xmm3, %xmm3
	vmulss	%xmm3, %xmm0, %xmm3
	vmulss	-4(%rdi,%rax,4), %xmm0, %xmm0
	vmovss	%xmm1, -4(%rdx,%rax,4)
	vmovss	%xmm3, -4(%rbx,%rax,4)
	vmovss	%xmm0, (%rcx,%rax,4)
	vmovss	(%rsi,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm1
	vmovss	(%r14,%rax,4), %xmm3
	vxorps	%xmm24, %xmm3, %xmm3
	vmulss	%xmm3, %xmm0, %xmm3
	vmulss	(%rdi,%rax,4), %xmm0, %xmm0
	vmovss	%xmm1, (%rdx,%rax,4)
	vmovss	%xmm3, (%rbx,%rax,4)
	vmovss	%xmm0, 4(%rcx,%rax,4)
	addq	$2, %rax
	cmpq	%rax, %r13
	jne	.LBB0_74
.LBB0_75:
	cmpq	%r12, %rbp
	je	.LBB0_76
	cmpq	$4, 320(%rsp)
	movq	-128(%rsp), %r13
	movq	448(%rsp), %rbx
	movq	1408(%rsp), %r14
	movq	48(%rsp), %r12
	jae	.LBB0_79
	xorl	%esi, %esi
	jmp	.LBB0_82
	.p2align	4
.LBB0_56:
	movq	384(%rsp), %rax
	shlq	$8, %rax
	negq	%rax
	vpbroadcastq	%rax, %zmm0
	vpaddq	%zmm20, %zmm0, %zmm1
	movb	$32, %cl
	kmovd	%ecx, %k1
	vpsubq	%zmm20, %zmm0, %zmm1 {%k1}
	vpcmpltuq	%zmm4, %zmm1, %k0
	kortestb	%k0, %k0
	movq	%r12, %rsi
	jne	.LBB0_70
	movq	%r12, %rsi
	cmpq	$64, 936(%rsp)
	jb	.LBB0_70
	subq	584(%rsp), %rax
	movq	%r12, %rsi
	cmpq	$64, %rax
	jb	.LBB0_70
	movq	%r12, %rsi
	cmpq	$0, 1136(%rsp)
	je	.LBB0_70
	leaq	(%r15,%r13), %rsi
	cmpq	$16, %rsi
	jae	.LBB0_62
	movq	%r11, 608(%rsp)
	movq	%r9, 1040(%rsp)
	xorl	%r11d, %r11d
	movq	448(%rsp), %rdi
	movq	736(%rsp), %r9
	jmp	.LBB0_67
	.p2align	4
.LBB0_79:
	movq	%r10, %rcx
	andq	$-4, %rcx
	xorl	%esi, %esi
	movq	1680(%rsp), %rax
	movq	(%rsp), %rdx
	.p2align	4
.LBB0_80:
	vaddss	(%rbx,%rsi,4), %xmm2, %xmm0
	vaddss	-12(%rdx,%rsi,4), %xmm22, %xmm1
	vaddss	-12(%rax,%rsi,4), %xmm23, %xmm2
	vaddss	4(%rbx,%rsi,4), %xmm0, %xmm0
	vaddss	-8(%rdx,%rsi,4), %xmm1, %xmm1
	vaddss	-8(%rax,%rsi,4), %xmm2, %xmm2
	vaddss	8(%rbx,%rsi,4), %xmm0, %xmm0
	vaddss	-4(%rdx,%rsi,4), %xmm1, %xmm1
	vaddss	-4(%rax,%rsi,4), %xmm2, %xmm3
	vaddss	12(%rbx,%rsi,4), %xmm0, %xmm2
	vaddss	(%rdx,%rsi,4), %xmm1, %xmm22
	vaddss	(%rax,%rsi,4), %xmm3, %xmm23
	addq	$4, %rsi
	cmpq	%rsi, %rcx
	jne	.LBB0_80
	testb	$3, %r10b
	je	.LBB0_84
.LBB0_82:
	andl	$3, %r10d
	movq	3520(%rsp), %rax
	leaq	(%rax,%rsi,4), %rcx
	leaq	(%r8,%rsi,4), %rax
	leaq	(%rbx,%rsi,4), %rdx
	xorl	%esi, %esi
	.p2align	4
.LBB0_83:
	vaddss	(%rdx,%rsi,4), %xmm2, %xmm2
	vaddss	(%rax,%rsi,4), %xmm22, %xmm22
	vaddss	(%rcx,%rsi,4), %xmm23, %xmm23
	incq	%rsi
	cmpq	%rsi, %r10
	jne	.LBB0_83
	jmp	.LBB0_84
.LBB0_62:
	movq	%r13, %rdx
	andq	$-16, %rdx
	addq	%r15, %rdx
	movl	%r13d, %ecx
	andl	$15, %ecx
	subq	%rcx, %rsi
	movq	%rsi, 976(%rsp)
	xorl	%eax, %eax
	movq	448(%rsp), %rsi
	movq	2064(%rsp), %rdi
	movq	672(%rsp), %rbx
	movq	736(%rsp), %r14
	.p2align	4
.LBB0_63:
	vmovups	(%rbx,%rax,4), %zmm0
	vxorps	(%r14,%rax,4), %zmm27, %zmm1
	vmulps	%zmm0, %zmm0, %zmm3
	vmulps	%zmm1, %zmm0, %zmm1
	vmulps	(%r11,%rax,4), %zmm0, %zmm0
	vmovups	%zmm3, (%rsi,%rax,4)
	vmovups	%zmm1, (%r8,%rax,4)
	vmovups	%zmm0, (%rdi,%rax,4)
	addq	$16, %rax
	cmpq	%rax, %rdx
	jne	.LBB0_63
	testq	%rcx, %rcx
	je	.LBB0_75
	cmpl	$4, %ecx
	jb	.LBB0_450
	movq	%r11, 608(%rsp)
	movq	%r9, 1040(%rsp)
	movq	448(%rsp), %rdi
	movq	736(%rsp), %r9
	leaq	(%r15,%r13), %rsi
	movq	976(%rsp), %r11
.LBB0_67:
	movq	%r13, %rcx
	andq	$-4, %rcx
	movl	%r13d, %edx
	andl	$3, %edx
	movq	%rdx, 976(%rsp)
	subq	%rdx, %rsi
	addq	%r12, %rsi
	addq	%r15, %rcx
	subq	%r11, %rcx
	movq	3520(%rsp), %rax
	leaq	(%rax,%r11,4), %rax
	leaq	(%r8,%r11,4), %rdx
	leaq	(%rdi,%r11,4), %rdi
	movq	608(%rsp), %r8
	leaq	(%r8,%r11,4), %rbx
	leaq	(%r9,%r11,4), %r14
	movq	672(%rsp), %r8
	leaq	(%r8,%r11,4), %r8
	xorl	%r9d, %r9d
	.p2align	4
.LBB0_68:
	vmovups	(%r8,%r9,4), %xmm0
	vxorps	(%r14,%r9,4), %xmm12, %xmm1
	vmulps	%xmm0, %xmm0, %xmm3
	vmulps	%xmm1, %xmm0, %xmm1
	vmulps	(%rbx,%r9,4), %xmm0, %xmm0
	vmovups	%xmm3, (%rdi,%r9,4)
	vmovups	%xmm1, (%rdx,%r9,4)
	vmovups	%xmm0, (%rax,%r9,4)
	addq	$4, %r9
	cmpq	%r9, %rcx
	jne	.LBB0_68
	cmpq	$0, 976(%rsp)
	movq	2416(%rsp), %r8
	movq	1040(%rsp), %r9
	movq	608(%rsp), %r11
	jne	.LBB0_70
	jmp	.LBB0_75
.LBB0_450:
	movq	976(%rsp), %rsi
	addq	%r12, %rsi
	jmp	.LBB0_70
	.p2align	4
.LBB0_32:
	vxorps	%xmm23, %xmm23, %xmm23
	movl	$64, %r11d
	movl	$1, %eax
	movq	%rax, 256(%rsp)
	movq	%r14, 800(%rsp)
	movq	%r15, 672(%rsp)
	movq	%rbp, 736(%rsp)
	movq	560(%rsp), %r8
	movq	224(%rsp), %r15
	movq	$0, 384(%rsp)
	xorl	%edx, %edx
	xorl	%r10d, %r10d
	vxorps	%xmm22, %xmm22, %xmm22
	vxorps	%xmm2, %xmm2, %xmm2
	vxorps	%xmm7, %xmm7, %xmm7
	jmp	.LBB0_33
	.p2align	4
.LBB0_203:
	movq	-128(%rsp), %r13
	movq	448(%rsp), %rbx
	movq	1408(%rsp), %r14
	movq	48(%rsp), %r10
.LBB0_211:
	addq	$64, %r11
	addq	$-64, %rdx
	incq	384(%rsp)
	addq	$256, %r15
	addq	$256, %r8
	addq	$256, 736(%rsp)
	addq	$256, 672(%rsp)
	addq	$-256, 800(%rsp)
	addq	$-64, 256(%rsp)
	cmpq	%r13, %r10
	jae	.LBB0_85
.LBB0_33:
	movq	%r10, %r9
	cmpq	%r11, %r13
	movq	%r11, %rbx
	cmovbq	%r13, %rbx
	leaq	(%rbx,%rdx), %rax
	movq	%rax, 320(%rsp)
	cmpq	$1, %rax
	movq	%rbx, %rbp
	adcq	%rdx, %rbp
	leaq	64(%r10), %rax
	cmpq	%r13, %rax
	movq	%r13, %r10
	movq	%rax, 48(%rsp)
	cmovbq	%rax, %r10
	cmpq	%r10, %r9
	jae	.LBB0_202
	movq	%r9, %rsi
	leaq	(%rbx,%rdx), %rax
	cmpq	$4, %rax
	jae	.LBB0_35
.LBB0_197:
	movl	%ebx, %eax
	subl	%esi, %eax
	leaq	1(%rsi), %rcx
	testb	$1, %al
	je	.LBB0_199
	movq	2864(%rsp), %rax
	vmovss	(%rax,%rsi,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm1
	movq	3392(%rsp), %rax
	vmovss	(%rax,%rsi,4), %xmm3
	vxorps	%xmm3, %xmm12, %xmm3
	vmulss	%xmm3, %xmm0, %xmm3
	vmulss	%xmm31, %xmm0, %xmm0
	subq	%r9, %rsi
	movq	448(%rsp), %rax
	vmovss	%xmm1, (%rax,%rsi,4)
	movq	2416(%rsp), %rax
	vmovss	%xmm3, (%rax,%rsi,4)
	movq	2064(%rsp), %rax
	vmovss	%xmm0, (%rax,%rsi,4)
	movq	%rcx, %rsi
.LBB0_199:
	cmpq	%rcx, %rbx
	je	.LBB0_202
	subq	%rsi, %rbx
	movq	800(%rsp), %rax
	leaq	(%rax,%rsi,4), %rcx
	movq	256(%rsp), %rax
	addq	%rsi, %rax
	movq	2416(%rsp), %rdi
	leaq	(%rdi,%rax,4), %r12
	movq	448(%rsp), %rdi
	leaq	(%rdi,%rax,4), %rdi
	movq	-32(%rsp), %rax
	leaq	(%rax,%rsi,4), %r13
	movq	3008(%rsp), %rax
	leaq	(%rax,%rsi,4), %rsi
	xorl	%r14d, %r14d
	.p2align	4
.LBB0_201:
	vmovss	-4(%rsi,%r14,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm1
	vmovss	-4(%r13,%r14,4), %xmm3
	vxorps	%xmm24, %xmm3, %xmm3
	vmulss	%xmm3, %xmm0, %xmm3
	vmulss	%xmm31, %xmm0, %xmm0
	vmovss	%xmm1, -4(%rdi,%r14,4)
	vmovss	%xmm3, -4(%r12,%r14,4)
	vmovss	%xmm0, (%rcx,%r14,4)
	vmovss	(%rsi,%r14,4), %xmm0
	vmovss	(%r13,%r14,4), %xmm1
	vmulss	%xmm0, %xmm0, %xmm3
	vxorps	%xmm24, %xmm1, %xmm1
	vmulss	%xmm1, %xmm0, %xmm1
	vmulss	%xmm31, %xmm0, %xmm0
	vmovss	%xmm3, (%rdi,%r14,4)
	vmovss	%xmm1, (%r12,%r14,4)
	vmovss	%xmm0, 4(%rcx,%r14,4)
	addq	$2, %r14
	cmpq	%r14, %rbx
	jne	.LBB0_201
.LBB0_202:
	cmpq	%r9, %r10
	je	.LBB0_203
	cmpq	$4, 320(%rsp)
	movq	-128(%rsp), %r13
	movq	448(%rsp), %rbx
	movq	1408(%rsp), %r14
	movq	48(%rsp), %r10
	jae	.LBB0_206
	xorl	%esi, %esi
	jmp	.LBB0_209
	.p2align	4
.LBB0_35:
	movq	384(%rsp), %rcx
	shlq	$8, %rcx
	movq	176(%rsp), %rax
	subq	%rcx, %rax
	cmpq	$128, %rax
	setb	%al
	orb	6848(%rsp), %al
	movq	%r9, %rsi
	jne	.LBB0_197
	movq	2944(%rsp), %rax
	subq	%rcx, %rax
	movq	%r9, %rsi
	cmpq	$128, %rax
	jb	.LBB0_197
	movq	928(%rsp), %rax
	subq	%rcx, %rax
	movq	%r9, %rsi
	cmpq	$128, %rax
	jb	.LBB0_197
	movq	920(%rsp), %rax
	subq	%rcx, %rax
	movq	%r9, %rsi
	cmpq	$128, %rax
	jb	.LBB0_197
	movq	1128(%rsp), %rax
	subq	%rcx, %rax
	movq	%r9, %rsi
	cmpq	$128, %rax
	jb	.LBB0_197
	movq	1120(%rsp), %rax
	subq	%rcx, %rax
	movq	%r9, %rsi
	cmpq	$128, %rax
	jb	.LBB0_197
	leaq	(%rbx,%rdx), %rax
	cmpq	$32, %rax
	movq	%r11, 608(%rsp)
	jae	.LBB0_189
	xorl	%r12d, %r12d
	jmp	.LBB0_194
	.p2align	4
.LBB0_206:
	movq	%rbp, %rcx
	andq	$-4, %rcx
	xorl	%esi, %esi
	movq	1680(%rsp), %rax
	movq	(%rsp), %rdi
	.p2align	4
.LBB0_207:
	vaddss	(%rbx,%rsi,4), %xmm2, %xmm0
	vaddss	-12(%rdi,%rsi,4), %xmm22, %xmm1
	vaddss	-12(%rax,%rsi,4), %xmm23, %xmm2
	vaddss	4(%rbx,%rsi,4), %xmm0, %xmm0
	vaddss	-8(%rdi,%rsi,4), %xmm1, %xmm1
	vaddss	-8(%rax,%rsi,4), %xmm2, %xmm2
	vaddss	8(%rbx,%rsi,4), %xmm0, %xmm0
	vaddss	-4(%rdi,%rsi,4), %xmm1, %xmm1
	vaddss	-4(%rax,%rsi,4), %xmm2, %xmm3
	vaddss	12(%rbx,%rsi,4), %xmm0, %xmm2
	vaddss	(%rdi,%rsi,4), %xmm1, %xmm22
	vaddss	(%rax,%rsi,4), %xmm3, %xmm23
	addq	$4, %rsi
	cmpq	%rsi, %rcx
	jne	.LBB0_207
	testb	$3, %bpl
	je	.LBB0_211
.LBB0_209:
	andl	$3, %ebp
	movq	3520(%rsp), %rax
	leaq	(%rax,%rsi,4), %rcx
	movq	2416(%rsp), %rax
	leaq	(%rax,%rsi,4), %rdi
	leaq	(%rbx,%rsi,4), %rsi
	xorl	%r9d, %r9d
	.p2align	4
.LBB0_210:
	vaddss	(%rsi,%r9,4), %xmm2, %xmm2
	vaddss	(%rdi,%r9,4), %xmm22, %xmm22
	vaddss	(%rcx,%r9,4), %xmm23, %xmm23
	incq	%r9
	cmpq	%r9, %rbp
	jne	.LBB0_210
	jmp	.LBB0_211
.LBB0_189:
	movq	%rbx, %rsi
	andq	$-32, %rsi
	addq	%rdx, %rsi
	movl	%ebx, %ecx
	andl	$31, %ecx
	movq	%rax, %r12
	subq	%rcx, %r12
	xorl	%edi, %edi
	movq	448(%rsp), %rax
	movq	2416(%rsp), %r11
	movq	1680(%rsp), %r14
	.p2align	4
.LBB0_190:
	vmovups	-64(%r8,%rdi,4), %zmm0
	vmovups	(%r8,%rdi,4), %zmm1
	vmulps	%zmm0, %zmm0, %zmm3
	vmulps	%zmm1, %zmm1, %zmm4
	vxorps	-64(%r15,%rdi,4), %zmm27, %zmm5
	vxorps	(%r15,%rdi,4), %zmm27, %zmm6
	vmulps	%zmm5, %zmm0, %zmm5
	vmulps	%zmm6, %zmm1, %zmm6
	vmulps	%zmm30, %zmm0, %zmm0
	vmulps	%zmm30, %zmm1, %zmm1
	vmovups	%zmm3, (%rax,%rdi,4)
	vmovups	%zmm4, 64(%rax,%rdi,4)
	vmovups	%zmm5, (%r11,%rdi,4)
	vmovups	%zmm6, 64(%r11,%rdi,4)
	vmovups	%zmm0, -12(%r14,%rdi,4)
	vmovups	%zmm1, 52(%r14,%rdi,4)
	addq	$32, %rdi
	cmpq	%rdi, %rsi
	jne	.LBB0_190
	testq	%rcx, %rcx
	movq	608(%rsp), %r11
	je	.LBB0_202
	cmpl	$4, %ecx
	jb	.LBB0_453
	leaq	(%rbx,%rdx), %rax
.LBB0_194:
	movq	%rbx, %rcx
	andq	$-4, %rcx
	movl	%ebx, %edi
	andl	$3, %edi
	movq	%rax, %rsi
	movq	%rdi, 1040(%rsp)
	subq	%rdi, %rsi
	addq	%r9, %rsi
	addq	%rdx, %rcx
	subq	%r12, %rcx
	movq	3520(%rsp), %rax
	leaq	(%rax,%r12,4), %rdi
	movq	2416(%rsp), %rax
	leaq	(%rax,%r12,4), %r14
	movq	448(%rsp), %rax
	movq	%r12, %r11
	leaq	(%rax,%r12,4), %r12
	movq	736(%rsp), %rax
	leaq	(%rax,%r11,4), %r13
	movq	672(%rsp), %rax
	leaq	(%rax,%r11,4), %r11
	xorl	%eax, %eax
	.p2align	4
.LBB0_195:
	vmovups	(%r11,%rax,4), %xmm0
	vmulps	%xmm0, %xmm0, %xmm1
	vxorps	(%r13,%rax,4), %xmm12, %xmm3
	vmulps	%xmm3, %xmm0, %xmm3
	vmulps	%xmm7, %xmm0, %xmm0
	vmovups	%xmm1, (%r12,%rax,4)
	vmovups	%xmm3, (%r14,%rax,4)
	vmovups	%xmm0, (%rdi,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_195
	cmpq	$0, 1040(%rsp)
	movq	608(%rsp), %r11
	jne	.LBB0_197
	jmp	.LBB0_202
.LBB0_453:
	addq	%r9, %r12
	movq	%r12, %rsi
	jmp	.LBB0_197
	.p2align	4
.LBB0_85:
	cmpl	$0, -116(%rsp)
	je	.LBB0_159
	vbroadcastss	%xmm22, %zmm0
	vbroadcastss	%xmm23, %zmm1
	vbroadcastss	%xmm26, %zmm3
	vxorpd	%xmm29, %xmm29, %xmm29
	movl	$64, %esi
	movq	%rbx, 800(%rsp)
	movq	32(%rsp), %rax
	movq	%rax, 672(%rsp)
	movq	%r14, 736(%rsp)
	movq	-104(%rsp), %rax
	movq	%rax, 608(%rsp)
	movq	4992(%rsp), %r14
	movq	5056(%rsp), %r15
	movq	16(%rsp), %r12
	movq	$0, 256(%rsp)
	xorl	%r9d, %r9d
	xorl	%edi, %edi
	jmp	.LBB0_87
	.p2align	4
.LBB0_108:
	movq	48(%rsp), %rdi
.LBB0_116:
	addq	$64, %rsi
	addq	$-64, %r9
	incq	256(%rsp)
	addq	$256, %r12
	addq	$256, %r15
	addq	$256, %r14
	addq	$256, 608(%rsp)
	addq	$256, 736(%rsp)
	addq	$256, 672(%rsp)
	addq	$-256, 800(%rsp)
	cmpq	%r13, %rdi
	jae	.LBB0_117
.LBB0_87:
	cmpq	%rsi, %r13
	movq	%rsi, %rax
	cmovbq	%r13, %rax
	leaq	(%rax,%r9), %rcx
	movq	%rcx, 384(%rsp)
	cmpq	$1, %rcx
	movq	%rax, %r10
	adcq	%r9, %r10
	leaq	64(%rdi), %rcx
	cmpq	%r13, %rcx
	movq	%r13, %rdx
	movq	%rcx, 48(%rsp)
	cmovbq	%rcx, %rdx
	movq	%rdx, 320(%rsp)
	cmpq	%rdx, %rdi
	jae	.LBB0_107
	movq	%rdi, %rbp
	leaq	(%rax,%r9), %rcx
	cmpq	$8, %rcx
	jae	.LBB0_89
.LBB0_102:
	movl	%eax, %edx
	subl	%ebp, %edx
	leaq	1(%rbp), %rcx
	testb	$1, %dl
	je	.LBB0_104
	movq	2864(%rsp), %rdx
	vmovss	(%rdx,%rbp,4), %xmm4
	movq	3392(%rsp), %rdx
	vmovss	(%rdx,%rbp,4), %xmm5
	vxorps	%xmm5, %xmm12, %xmm5
	vmulss	%xmm4, %xmm22, %xmm6
	vsubss	%xmm6, %xmm5, %xmm5
	vmulss	%xmm5, %xmm17, %xmm5
	vsubss	%xmm5, %xmm4, %xmm5
	movq	-104(%rsp), %rdx
	vmovss	(%rdx,%rbp,4), %xmm6
	vmulss	%xmm4, %xmm23, %xmm4
	vsubss	%xmm4, %xmm6, %xmm4
	vmulss	%xmm4, %xmm26, %xmm4
	vaddss	%xmm4, %xmm5, %xmm4
	vmulss	%xmm4, %xmm4, %xmm4
	subq	%rdi, %rbp
	vmovss	%xmm4, (%rbx,%rbp,4)
	movq	%rcx, %rbp
.LBB0_104:
	cmpq	%rcx, %rax
	je	.LBB0_107
	subq	%rbp, %rax
	movq	800(%rsp), %rcx
	leaq	(%rcx,%rbp,4), %rcx
	movq	3776(%rsp), %rdx
	leaq	(%rdx,%rbp,4), %r8
	movq	-32(%rsp), %rdx
	leaq	(%rdx,%rbp,4), %r11
	movq	3008(%rsp), %rdx
	leaq	(%rdx,%rbp,4), %rbp
	xorl	%edx, %edx
	.p2align	4
.LBB0_106:
	vmovss	-4(%rbp,%rdx,4), %xmm4
	vmovss	-4(%r11,%rdx,4), %xmm5
	vxorps	%xmm24, %xmm5, %xmm5
	vmulss	%xmm4, %xmm22, %xmm6
	vsubss	%xmm6, %xmm5, %xmm5
	vmulss	%xmm5, %xmm17, %xmm5
	vsubss	%xmm5, %xmm4, %xmm5
	vmovss	-4(%r8,%rdx,4), %xmm6
	vmulss	%xmm4, %xmm23, %xmm4
	vsubss	%xmm4, %xmm6, %xmm4
	vmulss	%xmm4, %xmm26, %xmm4
	vaddss	%xmm4, %xmm5, %xmm4
	vmulss	%xmm4, %xmm4, %xmm4
	vmovss	%xmm4, (%rcx,%rdx,4)
	vmovss	(%rbp,%rdx,4), %xmm4
	vmovss	(%r11,%rdx,4), %xmm5
	vxorps	%xmm24, %xmm5, %xmm5
	vmulss	%xmm4, %xmm22, %xmm6
	vsubss	%xmm6, %xmm5, %xmm5
	vmulss	%xmm5, %xmm17, %xmm5
	vsubss	%xmm5, %xmm4, %xmm5
	vmovss	(%r8,%rdx,4), %xmm6
	vmulss	%xmm4, %xmm23, %xmm4
	vsubss	%xmm4, %xmm6, %xmm4
	vmulss	%xmm4, %xmm26, %xmm4
	vaddss	%xmm4, %xmm5, %xmm4
	vmulss	%xmm4, %xmm4, %xmm4
	vmovss	%xmm4, 4(%rcx,%rdx,4)
	addq	$2, %rdx
	cmpq	%rdx, %rax
	jne	.LBB0_106
.LBB0_107:
	cmpq	%rdi, 320(%rsp)
	je	.LBB0_108
	cmpq	$8, 384(%rsp)
	movq	48(%rsp), %rdi
	jae	.LBB0_111
	xorl	%eax, %eax
	jmp	.LBB0_114
	.p2align	4
.LBB0_89:
	movq	256(%rsp), %rcx
	shlq	$8, %rcx
	movq	176(%rsp), %rdx
	subq	%rcx, %rdx
	movq	%rdi, %rbp
	cmpq	$256, %rdx
	jb	.LBB0_102
	movq	2944(%rsp), %rdx
	subq	%rcx, %rdx
	movq	%rdi, %rbp
	cmpq	$256, %rdx
	jb	.LBB0_102
	movq	168(%rsp), %rdx
	subq	%rcx, %rdx
	movq	%rdi, %rbp
	cmpq	$256, %rdx
	jb	.LBB0_102
	leaq	(%rax,%r9), %rdx
	cmpq	$64, %rdx
	jae	.LBB0_94
	xorl	%r11d, %r11d
	jmp	.LBB0_99
	.p2align	4
.LBB0_111:
	movq	%r10, %rcx
	andq	$-8, %rcx
	xorl	%eax, %eax
	.p2align	4
.LBB0_112:
	vaddss	(%rbx,%rax,4), %xmm29, %xmm4
	vaddss	4(%rbx,%rax,4), %xmm4, %xmm4
	vaddss	8(%rbx,%rax,4), %xmm4, %xmm4
	vaddss	12(%rbx,%rax,4), %xmm4, %xmm4
	vaddss	16(%rbx,%rax,4), %xmm4, %xmm4
	vaddss	20(%rbx,%rax,4), %xmm4, %xmm4
	vaddss	24(%rbx,%rax,4), %xmm4, %xmm4
	vaddss	28(%rbx,%rax,4), %xmm4, %xmm29
	addq	$8, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_112
	testb	$7, %r10b
	je	.LBB0_116
.LBB0_114:
	andl	$7, %r10d
	leaq	(%rbx,%rax,4), %rax
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_115:
	vaddss	(%rax,%rcx,4), %xmm29, %xmm29
	incq	%rcx
	cmpq	%rcx, %r10
	jne	.LBB0_115
	jmp	.LBB0_116
.LBB0_94:
	vmovapd	%xmm13, %xmm16
	vmovaps	%xmm12, %xmm21
	movq	%rax, %rbp
	andq	$-64, %rbp
	addq	%r9, %rbp
	movl	%eax, %ecx
	andl	$63, %ecx
	movq	%rdx, %r11
	movq	%rcx, %rdx
	subq	%rcx, %r11
	xorl	%r8d, %r8d
	movq	248(%rsp), %rcx
	.p2align	4
.LBB0_95:
	vmovups	-192(%r14,%r8,4), %zmm4
	vmovups	-128(%r14,%r8,4), %zmm5
	vmovups	-64(%r14,%r8,4), %zmm6
	vmovups	(%r14,%r8,4), %zmm7
	vxorps	-192(%r15,%r8,4), %zmm27, %zmm8
	vxorps	-128(%r15,%r8,4), %zmm27, %zmm9
	vxorps	-64(%r15,%r8,4), %zmm27, %zmm10
	vxorps	(%r15,%r8,4), %zmm27, %zmm11
	vmulps	%zmm4, %zmm0, %zmm12
	vsubps	%zmm12, %zmm8, %zmm8
	vmulps	%zmm5, %zmm0, %zmm12
	vsubps	%zmm12, %zmm9, %zmm9
	vmulps	%zmm6, %zmm0, %zmm12
	vsubps	%zmm12, %zmm10, %zmm10
	vmulps	%zmm7, %zmm0, %zmm12
	vsubps	%zmm12, %zmm11, %zmm11
	vmulps	%zmm8, %zmm19, %zmm8
	vmulps	%zmm9, %zmm19, %zmm9
	vmulps	%zmm10, %zmm19, %zmm10
	vmulps	%zmm11, %zmm19, %zmm11
	vsubps	%zmm8, %zmm4, %zmm8
	vsubps	%zmm9, %zmm5, %zmm9
	vsubps	%zmm10, %zmm6, %zmm10
	vsubps	%zmm11, %zmm7, %zmm11
	vmovups	-192(%r12,%r8,4), %zmm12
	vmovups	-128(%r12,%r8,4), %zmm13
	vmovups	-64(%r12,%r8,4), %zmm14
	vmovups	(%r12,%r8,4), %zmm15
	vmulps	%zmm4, %zmm1, %zmm4
	vsubps	%zmm4, %zmm12, %zmm4
	vmulps	%zmm5, %zmm1, %zmm5
	vsubps	%zmm5, %zmm13, %zmm5
	vmulps	%zmm6, %zmm1, %zmm6
	vsubps	%zmm6, %zmm14, %zmm6
	vmulps	%zmm7, %zmm1, %zmm7
	vsubps	%zmm7, %zmm15, %zmm7
	vmulps	%zmm4, %zmm3, %zmm4
	vaddps	%zmm4, %zmm8, %zmm4
	vmulps	%zmm5, %zmm3, %zmm5
	vaddps	%zmm5, %zmm9, %zmm5
	vmulps	%zmm6, %zmm3, %zmm6
	vaddps	%zmm6, %zmm10, %zmm6
	vmulps	%zmm7, %zmm3, %zmm7
	vaddps	%zmm7, %zmm11, %zmm7
	vmulps	%zmm4, %zmm4, %zmm4
	vmulps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm7, %zmm7, %zmm7
	vmovups	%zmm4, -192(%rcx,%r8,4)
	vmovups	%zmm5, -128(%rcx,%r8,4)
	vmovups	%zmm6, -64(%rcx,%r8,4)
	vmovups	%zmm7, (%rcx,%r8,4)
	addq	$64, %r8
	cmpq	%r8, %rbp
	jne	.LBB0_95
	testq	%rdx, %rdx
	vmovss	.LCPI0_67(%rip), %xmm15
	vbroadcastss	.LCPI0_64(%rip), %zmm8
	vbroadcastss	.LCPI0_69(%rip), %zmm9
	vbroadcastss	.LCPI0_69(%rip), %xmm14
	vmovaps	%xmm21, %xmm12
	vmovapd	%xmm16, %xmm13
	je	.LBB0_107
	cmpl	$8, %edx
	jb	.LBB0_451
	leaq	(%rax,%r9), %rdx
.LBB0_99:
	movq	%rax, %rcx
	andq	$-8, %rcx
	movl	%eax, %r8d
	andl	$7, %r8d
	movq	%rdx, %rbp
	movq	%r8, 1040(%rsp)
	subq	%r8, %rbp
	addq	%rdi, %rbp
	addq	%r9, %rcx
	subq	%r11, %rcx
	leaq	(%rbx,%r11,4), %rdx
	movq	608(%rsp), %r8
	movq	%r11, %r13
	leaq	(%r8,%r11,4), %r11
	movq	736(%rsp), %r8
	leaq	(%r8,%r13,4), %r8
	movq	672(%rsp), %rbx
	leaq	(%rbx,%r13,4), %r13
	xorl	%ebx, %ebx
	.p2align	4
.LBB0_100:
	vmovups	(%r13,%rbx,4), %ymm4
	vxorps	(%r8,%rbx,4), %ymm25, %ymm5
	vmulps	%ymm4, %ymm0, %ymm6
	vsubps	%ymm6, %ymm5, %ymm5
	vmulps	%ymm5, %ymm19, %ymm5
	vsubps	%ymm5, %ymm4, %ymm5
	vmovups	(%r11,%rbx,4), %ymm6
	vmulps	%ymm4, %ymm1, %ymm4
	vsubps	%ymm4, %ymm6, %ymm4
	vmulps	%ymm4, %ymm3, %ymm4
	vaddps	%ymm4, %ymm5, %ymm4
	vmulps	%ymm4, %ymm4, %ymm4
	vmovups	%ymm4, (%rdx,%rbx,4)
	addq	$8, %rbx
	cmpq	%rbx, %rcx
	jne	.LBB0_100
	cmpq	$0, 1040(%rsp)
	movq	-128(%rsp), %r13
	movq	448(%rsp), %rbx
	jne	.LBB0_102
	jmp	.LBB0_107
.LBB0_451:
	addq	%rdi, %r11
	movq	%r11, %rbp
	jmp	.LBB0_102
	.p2align	4
.LBB0_159:
	vbroadcastss	%xmm22, %zmm0
	vxorpd	%xmm29, %xmm29, %xmm29
	movl	$64, %eax
	movq	%rbx, %rdx
	movq	32(%rsp), %rdi
	movq	%r14, %r8
	movq	4992(%rsp), %r9
	movq	5056(%rsp), %r11
	movq	$0, 256(%rsp)
	xorl	%r15d, %r15d
	xorl	%r14d, %r14d
	jmp	.LBB0_160
	.p2align	4
.LBB0_179:
	movq	-128(%rsp), %r13
	movq	320(%rsp), %r14
.LBB0_187:
	addq	$64, %rax
	addq	$-64, %r15
	incq	256(%rsp)
	addq	$256, %r11
	addq	$256, %r9
	addq	$256, %r8
	addq	$256, %rdi
	addq	$-256, %rdx
	cmpq	%r13, %r14
	jae	.LBB0_117
.LBB0_160:
	cmpq	%rax, %r13
	movq	%r13, %rbp
	movq	%rax, %r13
	cmovbq	%rbp, %r13
	leaq	(%r15,%r13), %rcx
	movq	%rcx, 384(%rsp)
	cmpq	$1, %rcx
	movq	%r13, %r10
	adcq	%r15, %r10
	leaq	64(%r14), %rcx
	cmpq	%rbp, %rcx
	movq	%rcx, 320(%rsp)
	cmovbq	%rcx, %rbp
	movq	%r14, 48(%rsp)
	cmpq	%rbp, %r14
	movq	1408(%rsp), %r14
	movq	32(%rsp), %r12
	jae	.LBB0_178
	movq	48(%rsp), %rsi
	leaq	(%r15,%r13), %rcx
	cmpq	$8, %rcx
	jae	.LBB0_162
.LBB0_174:
	movl	%r13d, %ecx
	subl	%esi, %ecx
	movq	%rsi, %rbx
	testb	$3, %cl
	je	.LBB0_177
	movl	%r13d, %ecx
	subb	%sil, %cl
	movzbl	%cl, %ecx
	andl	$3, %ecx
	movq	%rsi, %rbx
	.p2align	4
.LBB0_176:
	vmovss	(%r12,%rbx,4), %xmm1
	vmovss	(%r14,%rbx,4), %xmm3
	vxorps	%xmm3, %xmm12, %xmm3
	vmulss	%xmm1, %xmm22, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm17, %xmm3
	vsubss	%xmm3, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, (%rdx,%rbx,4)
	incq	%rbx
	decq	%rcx
	jne	.LBB0_176
.LBB0_177:
	subq	%r13, %rsi
	cmpq	$-4, %rsi
	ja	.LBB0_178
	.p2align	4
.LBB0_188:
	vmovss	(%r12,%rbx,4), %xmm1
	vmovss	(%r14,%rbx,4), %xmm3
	vxorps	%xmm24, %xmm3, %xmm3
	vmulss	%xmm1, %xmm22, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm17, %xmm3
	vsubss	%xmm3, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, (%rdx,%rbx,4)
	vmovss	4(%r12,%rbx,4), %xmm1
	vmovss	4(%r14,%rbx,4), %xmm3
	vxorps	%xmm24, %xmm3, %xmm3
	vmulss	%xmm1, %xmm22, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm17, %xmm3
	vsubss	%xmm3, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 4(%rdx,%rbx,4)
	vmovss	8(%r12,%rbx,4), %xmm1
	vmovss	8(%r14,%rbx,4), %xmm3
	vxorps	%xmm24, %xmm3, %xmm3
	vmulss	%xmm1, %xmm22, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm17, %xmm3
	vsubss	%xmm3, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 8(%rdx,%rbx,4)
	vmovss	12(%r12,%rbx,4), %xmm1
	vmovss	12(%r14,%rbx,4), %xmm3
	vxorps	%xmm24, %xmm3, %xmm3
	vmulss	%xmm1, %xmm22, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm17, %xmm3
	vsubss	%xmm3, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 12(%rdx,%rbx,4)
	addq	$4, %rbx
	cmpq	%rbx, %r13
	jne	.LBB0_188
.LBB0_178:
	cmpq	48(%rsp), %rbp
	je	.LBB0_179
	cmpq	$8, 384(%rsp)
	movq	-128(%rsp), %r13
	movq	448(%rsp), %rbx
	movq	320(%rsp), %r14
	jae	.LBB0_182
	xorl	%ecx, %ecx
	jmp	.LBB0_185
	.p2align	4
.LBB0_162:
	movq	256(%rsp), %rcx
	shlq	$8, %rcx
	movq	176(%rsp), %rbx
	subq	%rcx, %rbx
	movq	48(%rsp), %rsi
	cmpq	$256, %rbx
	jb	.LBB0_174
	movq	2944(%rsp), %rbx
	subq	%rcx, %rbx
	movq	48(%rsp), %rsi
	cmpq	$256, %rbx
	jb	.LBB0_174
	leaq	(%r15,%r13), %r14
	cmpq	$64, %r14
	jae	.LBB0_166
	xorl	%ebx, %ebx
	jmp	.LBB0_171
	.p2align	4
.LBB0_182:
	movq	%r10, %rsi
	andq	$-8, %rsi
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_183:
	vaddss	(%rbx,%rcx,4), %xmm29, %xmm1
	vaddss	4(%rbx,%rcx,4), %xmm1, %xmm1
	vaddss	8(%rbx,%rcx,4), %xmm1, %xmm1
	vaddss	12(%rbx,%rcx,4), %xmm1, %xmm1
	vaddss	16(%rbx,%rcx,4), %xmm1, %xmm1
	vaddss	20(%rbx,%rcx,4), %xmm1, %xmm1
	vaddss	24(%rbx,%rcx,4), %xmm1, %xmm1
	vaddss	28(%rbx,%rcx,4), %xmm1, %xmm29
	addq	$8, %rcx
	cmpq	%rcx, %rsi
	jne	.LBB0_183
	testb	$7, %r10b
	je	.LBB0_187
.LBB0_185:
	andl	$7, %r10d
	leaq	(%rbx,%rcx,4), %rcx
	xorl	%esi, %esi
	.p2align	4
.LBB0_186:
	vaddss	(%rcx,%rsi,4), %xmm29, %xmm29
	incq	%rsi
	cmpq	%rsi, %r10
	jne	.LBB0_186
	jmp	.LBB0_187
.LBB0_166:
	vmovapd	%xmm14, %xmm21
	vmovapd	%zmm9, %zmm16
	vmovaps	%zmm8, %zmm14
	movq	%r13, %rsi
	andq	$-64, %rsi
	addq	%r15, %rsi
	movl	%r13d, %r12d
	andl	$63, %r12d
	movq	%r14, %rbx
	subq	%r12, %rbx
	xorl	%ecx, %ecx
	movq	248(%rsp), %r14
	.p2align	4
.LBB0_167:
	vmovups	-192(%r9,%rcx,4), %zmm1
	vmovups	-128(%r9,%rcx,4), %zmm3
	vmovups	-64(%r9,%rcx,4), %zmm4
	vmovups	(%r9,%rcx,4), %zmm5
	vxorps	-192(%r11,%rcx,4), %zmm27, %zmm6
	vxorps	-128(%r11,%rcx,4), %zmm27, %zmm7
	vxorps	-64(%r11,%rcx,4), %zmm27, %zmm8
	vxorps	(%r11,%rcx,4), %zmm27, %zmm9
	vmulps	%zmm1, %zmm0, %zmm10
	vsubps	%zmm10, %zmm6, %zmm6
	vmulps	%zmm3, %zmm0, %zmm10
	vsubps	%zmm10, %zmm7, %zmm7
	vmulps	%zmm4, %zmm0, %zmm10
	vsubps	%zmm10, %zmm8, %zmm8
	vmulps	%zmm5, %zmm0, %zmm10
	vsubps	%zmm10, %zmm9, %zmm9
	vmulps	%zmm6, %zmm19, %zmm6
	vmulps	%zmm7, %zmm19, %zmm7
	vmulps	%zmm8, %zmm19, %zmm8
	vmulps	%zmm9, %zmm19, %zmm9
	vsubps	%zmm6, %zmm1, %zmm1
	vsubps	%zmm7, %zmm3, %zmm3
	vsubps	%zmm8, %zmm4, %zmm4
	vsubps	%zmm9, %zmm5, %zmm5
	vmulps	%zmm1, %zmm1, %zmm1
	vmulps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm4, %zmm4, %zmm4
	vmulps	%zmm5, %zmm5, %zmm5
	vmovups	%zmm1, -192(%r14,%rcx,4)
	vmovups	%zmm3, -128(%r14,%rcx,4)
	vmovups	%zmm4, -64(%r14,%rcx,4)
	vmovups	%zmm5, (%r14,%rcx,4)
	addq	$64, %rcx
	cmpq	%rcx, %rsi
	jne	.LBB0_167
	testq	%r12, %r12
	movq	1408(%rsp), %r14
	vmovaps	%zmm14, %zmm8
	vmovapd	%zmm16, %zmm9
	vmovapd	%xmm21, %xmm14
	je	.LBB0_178
	cmpl	$8, %r12d
	jb	.LBB0_452
	leaq	(%r15,%r13), %r14
.LBB0_171:
	movl	%r13d, %esi
	andl	$7, %esi
	movq	%r14, %rcx
	subq	%rsi, %rcx
	movl	%r13d, %r12d
	andl	$7, %r12d
	movq	%r14, %rsi
	subq	%r12, %rsi
	addq	48(%rsp), %rsi
	movq	448(%rsp), %r14
	.p2align	4
.LBB0_172:
	vmovups	(%rdi,%rbx,4), %ymm1
	vxorps	(%r8,%rbx,4), %ymm25, %ymm3
	vmulps	%ymm1, %ymm0, %ymm4
	vsubps	%ymm4, %ymm3, %ymm3
	vmulps	%ymm3, %ymm19, %ymm3
	vsubps	%ymm3, %ymm1, %ymm1
	vmulps	%ymm1, %ymm1, %ymm1
	vmovups	%ymm1, (%r14,%rbx,4)
	addq	$8, %rbx
	cmpq	%rbx, %rcx
	jne	.LBB0_172
	testq	%r12, %r12
	movq	1408(%rsp), %r14
	movq	32(%rsp), %r12
	jne	.LBB0_174
	jmp	.LBB0_178
.LBB0_452:
	addq	48(%rsp), %rbx
	movq	%rbx, %rsi
	movq	32(%rsp), %r12
	jmp	.LBB0_174
	.p2align	4
.LBB0_117:
	vaddss	.LCPI0_63(%rip), %xmm2, %xmm0
	vandps	%xmm0, %xmm13, %xmm0
	vcmpgtss	.LCPI0_65(%rip), %xmm0, %k1
	vmovss	.LCPI0_66(%rip), %xmm0 {%k1} {z}
	vcmpltss	%xmm15, %xmm29, %k1
	vmovss	.LCPI0_68(%rip), %xmm1 {%k1} {z}
	vaddss	%xmm1, %xmm0, %xmm0
	vcvttss2usi	%xmm0, %eax
	movq	-80(%rsp), %rdx
	movq	160(%rsp), %rcx
	movq	%rdx, %r12
	orl	%eax, (%rcx,%rdx,4)
	vsqrtss	%xmm29, %xmm29, %xmm0
	cmpl	$0, -116(%rsp)
	movq	240(%rsp), %rbx
	je	.LBB0_137
	cmpb	$0, 144(%rsp)
	movq	904(%rsp), %rdi
	movq	2064(%rsp), %r14
	movq	1408(%rsp), %rbp
	movq	32(%rsp), %r15
	movq	3008(%rsp), %r8
	movl	$2143289344, %r9d
	je	.LBB0_120
	xorl	%eax, %eax
.LBB0_131:
	movq	%rax, %rcx
	orq	$1, %rcx
	testb	$1, %r13b
	je	.LBB0_135
	vucomiss	%xmm29, %xmm15
	movq	2864(%rsp), %rdx
	vmovss	(%rdx,%rax,4), %xmm1
	ja	.LBB0_134
	movq	3392(%rsp), %rdx
	vmovss	(%rdx,%rax,4), %xmm2
	vxorps	%xmm2, %xmm12, %xmm2
	vmulss	%xmm1, %xmm22, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm17, %xmm2
	movq	-104(%rsp), %rdx
	vmovss	(%rdx,%rax,4), %xmm3
	vsubss	%xmm2, %xmm1, %xmm2
	vmulss	%xmm1, %xmm23, %xmm1
	vsubss	%xmm1, %xmm3, %xmm1
	vmulss	%xmm1, %xmm26, %xmm1
	vaddss	%xmm1, %xmm2, %xmm1
	vdivss	%xmm0, %xmm1, %xmm1
.LBB0_134:
	vmovd	%xmm1, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r9d, %edx
	movq	2864(%rsp), %rsi
	movl	%edx, (%rsi,%rax,4)
	movq	%rcx, %rax
.LBB0_135:
	cmpq	%rcx, %r13
	je	.LBB0_155
	.p2align	4
.LBB0_136:
	vucomiss	%xmm29, %xmm15
	seta	%cl
	vmovss	(%rbp,%rax,4), %xmm1
	vmovss	-4(%r8,%rax,4), %xmm2
	vxorps	%xmm24, %xmm1, %xmm1
	vmovss	(%r8,%rax,4), %xmm3
	vmulss	%xmm2, %xmm22, %xmm4
	vsubss	%xmm4, %xmm1, %xmm1
	vmulss	%xmm1, %xmm17, %xmm1
	vsubss	%xmm1, %xmm2, %xmm1
	movq	3776(%rsp), %rsi
	vmovss	-4(%rsi,%rax,4), %xmm4
	vmulss	%xmm2, %xmm23, %xmm5
	vsubss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm4, %xmm26, %xmm4
	vaddss	%xmm4, %xmm1, %xmm1
	vdivss	%xmm0, %xmm1, %xmm1
	kmovd	%ecx, %k1
	vmovss	%xmm2, %xmm1, %xmm1 {%k1}
	vmovd	%xmm1, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r9d, %ecx
	movl	%ecx, -4(%r8,%rax,4)
	vmovss	4(%rbp,%rax,4), %xmm1
	vxorps	%xmm24, %xmm1, %xmm1
	vmulss	%xmm3, %xmm22, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm17, %xmm1
	vsubss	%xmm1, %xmm3, %xmm1
	vmovss	(%rsi,%rax,4), %xmm2
	vmulss	%xmm3, %xmm23, %xmm4
	vsubss	%xmm4, %xmm2, %xmm2
	vmulss	%xmm2, %xmm26, %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	vdivss	%xmm0, %xmm1, %xmm1
	vmovss	%xmm3, %xmm1, %xmm1 {%k1}
	vmovd	%xmm1, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r9d, %ecx
	movl	%ecx, (%r8,%rax,4)
	addq	$2, %rax
	cmpq	%rax, %r13
	jne	.LBB0_136
	jmp	.LBB0_155
	.p2align	4
.LBB0_137:
	cmpb	$0, 2128(%rsp)
	movq	904(%rsp), %rdi
	movq	2064(%rsp), %r14
	movq	1408(%rsp), %rbp
	movq	32(%rsp), %r15
	movq	3008(%rsp), %r8
	movl	$2143289344, %r9d
	je	.LBB0_139
	xorl	%eax, %eax
.LBB0_150:
	movq	%rax, %rcx
	orq	$1, %rcx
	testb	$1, %r13b
	je	.LBB0_154
	vucomiss	%xmm29, %xmm15
	movq	2864(%rsp), %rdx
	vmovss	(%rdx,%rax,4), %xmm1
	ja	.LBB0_153
	movq	3392(%rsp), %rdx
	vmovss	(%rdx,%rax,4), %xmm2
	vxorps	%xmm2, %xmm12, %xmm2
	vmulss	%xmm1, %xmm22, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm17, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vdivss	%xmm0, %xmm1, %xmm1
.LBB0_153:
	vmovd	%xmm1, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r9d, %edx
	movq	2864(%rsp), %rsi
	movl	%edx, (%rsi,%rax,4)
	movq	%rcx, %rax
.LBB0_154:
	cmpq	%rcx, %r13
	je	.LBB0_155
	.p2align	4
.LBB0_158:
	vucomiss	%xmm29, %xmm15
	seta	%cl
	vmovss	(%rbp,%rax,4), %xmm1
	vmovss	-4(%r8,%rax,4), %xmm2
	vxorps	%xmm24, %xmm1, %xmm1
	vmovss	(%r8,%rax,4), %xmm3
	vmulss	%xmm2, %xmm22, %xmm4
	vsubss	%xmm4, %xmm1, %xmm1
	vmulss	%xmm1, %xmm17, %xmm1
	vsubss	%xmm1, %xmm2, %xmm1
	vdivss	%xmm0, %xmm1, %xmm1
	kmovd	%ecx, %k1
	vmovss	%xmm2, %xmm1, %xmm1 {%k1}
	vmovd	%xmm1, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r9d, %ecx
	movl	%ecx, -4(%r8,%rax,4)
	vmovss	4(%rbp,%rax,4), %xmm1
	vxorps	%xmm24, %xmm1, %xmm1
	vmulss	%xmm3, %xmm22, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm17, %xmm1
	vsubss	%xmm1, %xmm3, %xmm1
	vdivss	%xmm0, %xmm1, %xmm1
	vmovss	%xmm3, %xmm1, %xmm1 {%k1}
	vmovd	%xmm1, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r9d, %ecx
	movl	%ecx, (%r8,%rax,4)
	addq	$2, %rax
	cmpq	%rax, %r13
	jne	.LBB0_158
	jmp	.LBB0_155
	.p2align	4
.LBB0_120:
	vbroadcastss	%xmm22, %zmm1
	vbroadcastss	%xmm23, %zmm2
	vbroadcastss	%xmm26, %zmm3
	vbroadcastss	%xmm0, %zmm4
	xorl	%eax, %eax
	movq	3712(%rsp), %rcx
	jmp	.LBB0_121
	.p2align	4
.LBB0_123:
	vandps	%zmm8, %zmm5, %zmm6
	vpcmpgtd	%zmm9, %zmm6, %k1
	vpbroadcastd	.LCPI0_70(%rip), %zmm5 {%k1}
	vmovdqu64	%zmm5, (%r15,%rax,4)
	addq	$16, %rax
	cmpq	%rax, %rcx
	je	.LBB0_124
.LBB0_121:
	vucomiss	%xmm29, %xmm15
	vmovups	(%r15,%rax,4), %zmm5
	ja	.LBB0_123
	vxorps	(%rbp,%rax,4), %zmm27, %zmm6
	vmulps	%zmm5, %zmm1, %zmm7
	vsubps	%zmm7, %zmm6, %zmm6
	vmulps	%zmm6, %zmm19, %zmm6
	vsubps	%zmm6, %zmm5, %zmm6
	movq	-104(%rsp), %rdx
	vmovups	(%rdx,%rax,4), %zmm7
	vmulps	%zmm5, %zmm2, %zmm5
	vsubps	%zmm5, %zmm7, %zmm5
	vmulps	%zmm5, %zmm3, %zmm5
	vaddps	%zmm5, %zmm6, %zmm5
	vdivps	%zmm4, %zmm5, %zmm5
	jmp	.LBB0_123
	.p2align	4
.LBB0_124:
	cmpq	%rcx, %r13
	je	.LBB0_155
	movq	3712(%rsp), %rax
	testb	$12, %r13b
	je	.LBB0_131
	vbroadcastss	%xmm22, %xmm1
	vbroadcastss	%xmm23, %xmm2
	vbroadcastss	%xmm26, %xmm3
	vbroadcastss	%xmm0, %xmm4
	movq	3712(%rsp), %rax
	movq	552(%rsp), %rcx
	jmp	.LBB0_127
	.p2align	4
.LBB0_129:
	vandps	%xmm5, %xmm13, %xmm6
	vpcmpgtd	%xmm14, %xmm6, %k1
	vpbroadcastd	.LCPI0_70(%rip), %xmm5 {%k1}
	vmovdqu	%xmm5, (%r15,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rcx
	je	.LBB0_130
.LBB0_127:
	vucomiss	%xmm29, %xmm15
	vmovups	(%r15,%rax,4), %xmm5
	ja	.LBB0_129
	vxorps	(%rbp,%rax,4), %xmm12, %xmm6
	vmulps	%xmm5, %xmm1, %xmm7
	vsubps	%xmm7, %xmm6, %xmm6
	vmulps	%xmm6, %xmm19, %xmm6
	movq	-104(%rsp), %rdx
	vmovups	(%rdx,%rax,4), %xmm7
	vsubps	%xmm6, %xmm5, %xmm6
	vmulps	%xmm5, %xmm2, %xmm5
	vsubps	%xmm5, %xmm7, %xmm5
	vmulps	%xmm5, %xmm3, %xmm5
	vaddps	%xmm5, %xmm6, %xmm5
	vdivps	%xmm4, %xmm5, %xmm5
	jmp	.LBB0_129
.LBB0_139:
	vbroadcastss	%xmm22, %zmm1
	vbroadcastss	%xmm0, %zmm2
	xorl	%eax, %eax
	movq	3712(%rsp), %rcx
	jmp	.LBB0_140
	.p2align	4
.LBB0_142:
	vandps	%zmm8, %zmm3, %zmm4
	vpcmpgtd	%zmm9, %zmm4, %k1
	vpbroadcastd	.LCPI0_70(%rip), %zmm3 {%k1}
	vmovdqu64	%zmm3, (%r15,%rax,4)
	addq	$16, %rax
	cmpq	%rax, %rcx
	je	.LBB0_143
.LBB0_140:
	vucomiss	%xmm29, %xmm15
	vmovups	(%r15,%rax,4), %zmm3
	ja	.LBB0_142
	vxorps	(%rbp,%rax,4), %zmm27, %zmm4
	vmulps	%zmm3, %zmm1, %zmm5
	vsubps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm4, %zmm19, %zmm4
	vsubps	%zmm4, %zmm3, %zmm3
	vdivps	%zmm2, %zmm3, %zmm3
	jmp	.LBB0_142
.LBB0_143:
	cmpq	%rcx, %r13
	je	.LBB0_155
	movq	3712(%rsp), %rax
	testb	$12, %r13b
	je	.LBB0_150
	vbroadcastss	%xmm22, %xmm1
	vbroadcastss	%xmm0, %xmm2
	movq	3712(%rsp), %rax
	movq	552(%rsp), %rcx
	jmp	.LBB0_146
	.p2align	4
.LBB0_148:
	vandps	%xmm3, %xmm13, %xmm4
	vpcmpgtd	%xmm14, %xmm4, %k1
	vpbroadcastd	.LCPI0_70(%rip), %xmm3 {%k1}
	vmovdqu	%xmm3, (%r15,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rcx
	je	.LBB0_149
.LBB0_146:
	vucomiss	%xmm29, %xmm15
	vmovups	(%r15,%rax,4), %xmm3
	ja	.LBB0_148
	vxorps	(%rbp,%rax,4), %xmm12, %xmm4
	vmulps	%xmm3, %xmm1, %xmm5
	vsubps	%xmm5, %xmm4, %xmm4
	vmulps	%xmm4, %xmm19, %xmm4
	vsubps	%xmm4, %xmm3, %xmm3
	vdivps	%xmm2, %xmm3, %xmm3
	jmp	.LBB0_148
.LBB0_130:
	movq	%rcx, %rax
	cmpq	%rcx, %r13
	je	.LBB0_155
	jmp	.LBB0_131
.LBB0_149:
	movq	%rcx, %rax
	cmpq	%rcx, %r13
	je	.LBB0_155
	jmp	.LBB0_150
.LBB0_30:
	vmovss	544(%rsp), %xmm2
	vmulss	188(%rsp), %xmm2, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vcmpltss	%xmm0, %xmm31, %k1
	vmovss	%xmm1, %xmm1, %xmm26 {%k1} {z}
	vmulss	192(%rsp), %xmm2, %xmm2
	vmovss	%xmm2, 544(%rsp)
	jmp	.LBB0_31
.LBB0_157:
	addq	$138120, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.Lfunc_end0:
	.size	tessera_sphere_align_x86_64_v4, .Lfunc_end0-tessera_sphere_align_x86_64_v4

	.section	".note.GNU-stack","",@progbits
