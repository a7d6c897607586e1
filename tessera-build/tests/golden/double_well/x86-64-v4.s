	.file	"double_well.toml"
	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
.LCPI0_0:
	.quad	16
.LCPI0_1:
	.quad	32
.LCPI0_2:
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
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
.LCPI0_3:
	.quad	8
	.quad	9
	.quad	10
	.quad	11
	.quad	12
	.quad	13
	.quad	14
	.quad	15
.LCPI0_4:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	4
	.quad	5
	.quad	6
	.quad	7
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
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
.LCPI0_7:
	.long	3449720151
.LCPI0_60:
	.long	0x3f000000
.LCPI0_61:
	.long	0x40800000
.LCPI0_62:
	.long	0x3e800000
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
	.text
	.globl	tessera_double_well_x86_64_v4
	.p2align	4
	.type	tessera_double_well_x86_64_v4,@function
tessera_double_well_x86_64_v4:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	subq	$4096, %rsp
	movq	$0, (%rsp)
	subq	$4096, %rsp
	movq	$0, (%rsp)
	subq	$1032, %rsp
	movq	(%rdi), %rax
	movq	%rax, -96(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, -104(%rsp)
	movq	24(%rdi), %rsi
	movq	32(%rdi), %r8
	movq	40(%rdi), %r12
	vmovss	56(%rdi), %xmm0
	vmovaps	%xmm0, -80(%rsp)
	vmovss	60(%rdi), %xmm0
	vmovss	%xmm0, 36(%rsp)
	movq	48(%rdi), %rax
	movq	%rax, -48(%rsp)
	movl	64(%rdi), %ecx
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, 32(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, 24(%rsp)
	movl	68(%rdi), %eax
	movl	%eax, -36(%rsp)
	vmovd	80(%rdi), %xmm0
	vmovd	%xmm0, 20(%rsp)
	movq	88(%rdi), %r11
	movq	96(%rdi), %rax
	movq	%rax, 536(%rsp)
	cmpq	$32, %r12
	movq	%r8, -88(%rsp)
	movq	%r12, -120(%rsp)
	movq	%r11, 8(%rsp)
	jae	.LBB0_1
	movw	$512, %ax
	xorl	%edx, %edx
	divw	%r12w
	cmpq	%r8, %rsi
	jae	.LBB0_65
	movq	%rsi, -112(%rsp)
	movzwl	%ax, %r13d
	cmpq	$0, -48(%rsp)
	je	.LBB0_76
	testl	%ecx, %ecx
	je	.LBB0_85
	movl	$3449720151, %r15d
	movq	%r11, %rax
	shrq	$32, %rax
	leaq	1013904242(%r11), %rcx
	movq	%rcx, 3008(%rsp)
	leaq	1993301258(%rax), %rdi
	leaq	842468239(%rax), %rdx
	movq	%rdx, 2944(%rsp)
	leaq	2027808484(%r11), %rcx
	movq	%rcx, 2112(%rsp)
	leaq	387276957(%r11), %r10
	leaq	1684936478(%rax), %rsi
	movq	%rsi, 2816(%rsp)
	leaq	534103459(%rax), %r14
	leaq	-795284382(%r11,%r15), %rbx
	leaq	-305585874(%rax,%r15), %rbp
	movq	%rbp, 64(%rsp)
	leaq	218619860(%r11,%r15), %rbp
	leaq	536882365(%rax,%r15), %r8
	leaq	-613950654(%rax,%r15), %r9
	leaq	228517585(%rax,%r15), %rcx
	vpbroadcastq	%r11, %zmm16
	movq	%rbx, -24(%rsp)
	vpbroadcastq	%rbx, %zmm0
	vmovdqu64	%zmm0, 3264(%rsp)
	leaq	1013904242(%r11), %rax
	vpbroadcastq	%rax, %zmm30
	movq	%rdi, (%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 4992(%rsp)
	vpbroadcastq	%rbp, %zmm29
	vpbroadcastq	%rdx, %zmm21
	leaq	2027808484(%r11), %rax
	vpbroadcastq	%rax, %zmm28
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 3328(%rsp)
	vpbroadcastq	%r10, %zmm0
	vmovdqu64	%zmm0, 4800(%rsp)
	vpbroadcastq	%r9, %zmm20
	leaq	-408007425(%r11,%r15), %rax
	movq	%rax, 4416(%rsp)
	leaq	-408007425(%r11,%r15), %rax
	vpbroadcastq	%rax, %zmm24
	vpbroadcastq	%rsi, %zmm25
	leaq	1401181199(%r11), %rax
	movq	%rax, 4352(%rsp)
	vpbroadcastq	%rax, %zmm26
	vpbroadcastq	%r14, %zmm12
	vmovq	.LCPI0_10(%rip), %xmm4
	vmovq	.LCPI0_18(%rip), %xmm31
	vmovq	.LCPI0_22(%rip), %xmm9
	vmovsd	.LCPI0_26(%rip), %xmm7
	vmovsd	.LCPI0_27(%rip), %xmm8
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4736(%rsp)
	vmovq	.LCPI0_29(%rip), %xmm2
	leal	-1879881855(%r11), %eax
	movl	%eax, 4288(%rsp)
	vpbroadcastd	%eax, %zmm11
	vmovq	.LCPI0_47(%rip), %xmm5
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpbroadcastq	.LCPI0_6(%rip), %zmm27
	vpbroadcastd	.LCPI0_7(%rip), %ymm14
	vpbroadcastq	.LCPI0_9(%rip), %zmm15
	vbroadcastss	-80(%rsp), %zmm0
	vmovups	%zmm0, 4672(%rsp)
	movq	-112(%rsp), %rsi
	movq	-88(%rsp), %rbx
	movq	%r10, 2880(%rsp)
	movq	%rbp, 1152(%rsp)
	movq	%r8, 4544(%rsp)
	movq	%r9, 4480(%rsp)
	movq	%rcx, -56(%rsp)
	vmovdqu64	%zmm16, 3456(%rsp)
	vmovdqu64	%zmm12, 4864(%rsp)
	vmovdqu64	%zmm11, 3392(%rsp)
	movq	%r13, 4928(%rsp)
	vmovdqu64	%zmm30, 1536(%rsp)
	vmovdqu64	%zmm29, 1920(%rsp)
	vmovdqu64	%zmm21, 2496(%rsp)
	vmovdqu64	%zmm28, 3584(%rsp)
	vmovdqu64	%zmm20, 2432(%rsp)
	vmovdqu64	%zmm24, 2368(%rsp)
	vmovdqu64	%zmm25, 2304(%rsp)
	vmovdqu64	%zmm26, 2240(%rsp)
	jmp	.LBB0_80
	.p2align	4
.LBB0_114:
	movq	-112(%rsp), %rsi
	movq	4928(%rsp), %r13
	addq	%r13, %rsi
	movq	-88(%rsp), %rbx
	cmpq	%rbx, %rsi
	movq	-120(%rsp), %r12
	jae	.LBB0_65
.LBB0_80:
	subq	%rsi, %rbx
	cmpq	%r13, %rbx
	cmovaeq	%r13, %rbx
	imulq	%r12, %rbx
	movq	%rsi, -112(%rsp)
	imulq	%r12, %rsi
	movq	%rbx, %r12
	movq	-96(%rsp), %rax
	leaq	(%rax,%rsi,4), %rdx
	movq	%rdx, 88(%rsp)
	movq	-104(%rsp), %rax
	leaq	(%rax,%rsi,4), %rbx
	movq	%rbx, 80(%rsp)
	cmpq	$1, %r12
	movq	%r12, %r13
	adcq	$0, %r13
	movl	%r13d, %eax
	andl	$32704, %eax
	movq	%rax, -64(%rsp)
	vpbroadcastq	%rsi, %zmm13
	vpaddq	.LCPI0_0(%rip){1to8}, %zmm13, %zmm1
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm13, %zmm0
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm13, %zmm10
	movl	%r13d, %eax
	andl	$32760, %eax
	movq	%rax, 56(%rsp)
	leaq	(%rdx,%r12,4), %rax
	leaq	(%rbx,%r12,4), %rdi
	cmpq	%rdi, %rdx
	setb	%dil
	cmpq	%rax, %rbx
	setb	%al
	andb	%dil, %al
	movb	%al, 72(%rsp)
	movl	%r13d, %eax
	andl	$32752, %eax
	movq	%rax, -8(%rsp)
	movq	%r13, -32(%rsp)
	andl	$32764, %r13d
	movq	%r13, 48(%rsp)
	xorl	%edx, %edx
	vmovss	32(%rsp), %xmm19
	vmovss	%xmm19, 4608(%rsp)
	vmovss	36(%rsp), %xmm19
	movq	%r12, 2176(%rsp)
	movq	%rsi, 96(%rsp)
	vmovdqu64	%zmm13, 2560(%rsp)
	vmovdqu64	%zmm1, 3520(%rsp)
	vmovdqu64	%zmm0, 5056(%rsp)
	vmovdqu64	%zmm10, 1856(%rsp)
	jmp	.LBB0_81
	.p2align	4
.LBB0_113:
	movq	-16(%rsp), %rdx
	incq	%rdx
	cmpq	-48(%rsp), %rdx
	vmovq	.LCPI0_29(%rip), %xmm2
	vpbroadcastq	.LCPI0_6(%rip), %zmm27
	vpbroadcastd	.LCPI0_7(%rip), %ymm14
	vmovdqu64	2560(%rsp), %zmm13
	vmovdqu64	3520(%rsp), %zmm1
	vmovdqu64	4864(%rsp), %zmm12
	vmovdqu64	3584(%rsp), %zmm28
	je	.LBB0_114
.LBB0_81:
	cmpl	$0, -36(%rsp)
	jne	.LBB0_82
.LBB0_83:
	vmovaps	%xmm19, 384(%rsp)
	movq	536(%rsp), %rax
	leaq	(%rdx,%rax), %rbx
	movq	%rbx, %rdi
	shrq	$32, %rdi
	imulq	%r15, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	%r11d, %ebx
	xorl	%eax, %ebx
	leaq	78811644(%r15), %r13
	imulq	%r13, %rbx
	movq	%rbx, %rax
	shrq	$32, %rax
	xorq	64(%rsp), %rax
	cmpq	$8, %r12
	movq	%rdx, -16(%rsp)
	jae	.LBB0_127
	xorl	%r10d, %r10d
	movq	%r11, %rdx
	movq	%rcx, %r8
	movq	%rax, %r9
	vmovdqa	%xmm4, %xmm10
	vmovq	.LCPI0_31(%rip), %xmm4
	jmp	.LBB0_136
	.p2align	4
.LBB0_127:
	movq	%rax, 1088(%rsp)
	vpbroadcastq	%rax, %zmm2
	vmovdqu64	%zmm2, 1472(%rsp)
	cmpq	$64, %r12
	vmovdqu64	3328(%rsp), %zmm19
	jae	.LBB0_129
	xorl	%eax, %eax
	vmovdqa	%xmm4, %xmm10
	jmp	.LBB0_133
	.p2align	4
.LBB0_129:
	movq	%rdi, %r11
	vpbroadcastq	%rdi, %zmm0
	vpxorq	3264(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1344(%rsp)
	movq	%rbx, %rdx
	vpbroadcastq	%rbx, %zmm0
	vpxorq	4992(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1280(%rsp)
	xorl	%r10d, %r10d
	vmovaps	.LCPI0_4(%rip), %zmm4
	vmovdqa64	.LCPI0_3(%rip), %zmm0
	movq	-64(%rsp), %rax
	.p2align	4
.LBB0_130:
	vmovdqu64	%zmm0, 864(%rsp)
	vmovups	%zmm4, 320(%rsp)
	vmovdqu64	2560(%rsp), %zmm3
	vpaddq	%zmm3, %zmm0, %zmm4
	vpmuludq	%zmm17, %zmm4, %zmm2
	vpaddq	320(%rsp), %zmm3, %zmm5
	vpmuludq	%zmm17, %zmm5, %zmm9
	vpaddq	%zmm1, %zmm0, %zmm7
	vpmuludq	%zmm17, %zmm7, %zmm0
	vpaddq	320(%rsp), %zmm1, %zmm11
	vpmuludq	%zmm17, %zmm11, %zmm10
	vmovdqu64	5056(%rsp), %zmm3
	vpaddq	864(%rsp), %zmm3, %zmm12
	vpmuludq	%zmm17, %zmm12, %zmm1
	vpaddq	320(%rsp), %zmm3, %zmm13
	vpmuludq	%zmm17, %zmm13, %zmm8
	vmovdqu64	1856(%rsp), %zmm6
	vpaddq	864(%rsp), %zmm6, %zmm14
	vpmuludq	%zmm17, %zmm14, %zmm3
	vpaddq	320(%rsp), %zmm6, %zmm15
	vpmuludq	%zmm17, %zmm15, %zmm28
	vpternlogq	$150, %zmm16, %zmm9, %zmm5
	vpternlogq	$150, %zmm16, %zmm2, %zmm4
	vpternlogq	$150, %zmm16, %zmm10, %zmm11
	vpternlogq	$150, %zmm16, %zmm0, %zmm7
	vpternlogq	$150, %zmm16, %zmm8, %zmm13
	vpternlogq	$150, %zmm16, %zmm1, %zmm12
	vpternlogq	$150, %zmm16, %zmm28, %zmm15
	vpternlogq	$150, %zmm16, %zmm3, %zmm14
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm15, %zmm15
	vpmuludq	%zmm27, %zmm5, %zmm6
	vpmuludq	%zmm27, %zmm4, %zmm26
	vpmuludq	%zmm27, %zmm11, %zmm25
	vpmuludq	%zmm27, %zmm7, %zmm21
	vpmuludq	%zmm27, %zmm13, %zmm11
	vpmuludq	%zmm27, %zmm12, %zmm7
	vpmuludq	%zmm27, %zmm15, %zmm16
	vpmuludq	%zmm27, %zmm14, %zmm18
	vpsrlq	$32, %zmm26, %zmm12
	vpsrlq	$32, %zmm6, %zmm13
	vpsrlq	$32, %zmm21, %zmm14
	vpsrlq	$32, %zmm25, %zmm15
	vpsrlq	$32, %zmm7, %zmm17
	vpsrlq	$32, %zmm11, %zmm20
	vpsrlq	$32, %zmm18, %zmm22
	vpsrlq	$32, %zmm16, %zmm23
	vmovdqu64	1344(%rsp), %zmm24
	vpxorq	%zmm24, %zmm13, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm19
	vmovdqu64	%zmm19, 400(%rsp)
	vpxorq	%zmm24, %zmm12, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm30
	vmovdqu64	%zmm30, 736(%rsp)
	vpxorq	%zmm24, %zmm15, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm13
	vmovdqu64	%zmm13, 544(%rsp)
	vpxorq	%zmm24, %zmm14, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm29
	vmovdqu64	%zmm29, 1024(%rsp)
	vpxorq	%zmm24, %zmm20, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm20
	vpxorq	%zmm24, %zmm17, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm4
	vpxorq	%zmm24, %zmm23, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm15
	vpxorq	%zmm24, %zmm22, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm12
	vmovdqu64	%zmm12, 256(%rsp)
	vmovdqu64	1472(%rsp), %zmm14
	vpxorq	%zmm9, %zmm14, %zmm9
	vpmuludq	%zmm27, %zmm9, %zmm23
	vpxorq	%zmm2, %zmm14, %zmm2
	vpmuludq	%zmm27, %zmm2, %zmm12
	vpxorq	%zmm10, %zmm14, %zmm9
	vpsrlq	$32, %zmm30, %zmm2
	vmovdqu64	%zmm2, 464(%rsp)
	vpmuludq	%zmm27, %zmm9, %zmm31
	vpxorq	%zmm0, %zmm14, %zmm0
	vpmuludq	%zmm27, %zmm0, %zmm24
	vpxorq	%zmm8, %zmm14, %zmm0
	vpmuludq	%zmm27, %zmm0, %zmm10
	vpsrlq	$32, %zmm19, %zmm0
	vmovdqu64	%zmm0, 192(%rsp)
	vpxorq	%zmm1, %zmm14, %zmm1
	vpmuludq	%zmm27, %zmm1, %zmm8
	vpxorq	%zmm28, %zmm14, %zmm1
	vpmuludq	%zmm27, %zmm1, %zmm17
	vpxorq	%zmm3, %zmm14, %zmm3
	vpsrlq	$32, %zmm29, %zmm0
	vmovdqu64	%zmm0, 128(%rsp)
	vpmuludq	%zmm27, %zmm3, %zmm2
	vmovdqu64	%zmm2, 672(%rsp)
	vpsrlq	$32, %zmm12, %zmm3
	vpsrlq	$32, %zmm23, %zmm9
	vpsrlq	$32, %zmm24, %zmm28
	vpsrlq	$32, %zmm31, %zmm29
	vpsrlq	$32, %zmm13, %zmm22
	vmovdqu64	1536(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm6, %zmm9
	vpsrlq	$32, %zmm8, %zmm1
	vpternlogq	$150, %zmm0, %zmm26, %zmm3
	vpsrlq	$32, %zmm10, %zmm26
	vpternlogq	$150, %zmm0, %zmm25, %zmm29
	vpsrlq	$32, %zmm4, %zmm25
	vmovdqa64	%zmm4, %zmm30
	vpternlogq	$150, %zmm0, %zmm21, %zmm28
	vpsrlq	$32, %zmm2, %zmm21
	vpternlogq	$150, %zmm0, %zmm11, %zmm26
	vpsrlq	$32, %zmm17, %zmm11
	vpternlogq	$150, %zmm0, %zmm7, %zmm1
	vpsrlq	$32, %zmm20, %zmm7
	vpternlogq	$150, %zmm0, %zmm16, %zmm11
	vpternlogq	$150, %zmm0, %zmm18, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm16
	vmovdqu64	%zmm16, 928(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm13
	vpsrlq	$32, %zmm15, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm4
	vmovdqu64	%zmm4, 800(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm28
	vmovdqu64	1280(%rsp), %zmm9
	vpxorq	192(%rsp), %zmm9, %zmm0
	vpmuludq	%zmm27, %zmm0, %zmm21
	vmovdqu64	%zmm21, 192(%rsp)
	vpxorq	464(%rsp), %zmm9, %zmm0
	vpmuludq	%zmm27, %zmm0, %zmm29
	vpxorq	%zmm9, %zmm22, %zmm0
	vpxorq	128(%rsp), %zmm9, %zmm1
	vpmuludq	%zmm27, %zmm0, %zmm22
	vmovdqu64	%zmm22, 608(%rsp)
	vpmuludq	%zmm27, %zmm1, %zmm11
	vmovdqu64	%zmm11, 128(%rsp)
	vpxorq	%zmm9, %zmm7, %zmm0
	vpmuludq	%zmm27, %zmm0, %zmm5
	vpxorq	%zmm9, %zmm25, %zmm0
	vpxorq	%zmm9, %zmm6, %zmm1
	vpmuludq	%zmm27, %zmm0, %zmm6
	vpmuludq	%zmm27, %zmm1, %zmm0
	vpsrlq	$32, %zmm21, %zmm1
	vmovdqu64	1920(%rsp), %zmm7
	vpternlogq	$150, %zmm23, %zmm7, %zmm1
	vmovdqu64	%zmm1, 464(%rsp)
	vpsrlq	$32, %zmm29, %zmm23
	vpternlogq	$150, %zmm12, %zmm7, %zmm23
	vpsrlq	$32, %zmm22, %zmm26
	vpternlogq	$150, %zmm31, %zmm7, %zmm26
	vpsrlq	$32, %zmm11, %zmm21
	vpternlogq	$150, %zmm24, %zmm7, %zmm21
	vpsrlq	$32, %zmm5, %zmm25
	vmovdqa64	%zmm5, %zmm11
	vpternlogq	$150, %zmm10, %zmm7, %zmm25
	vpsrlq	$32, %zmm6, %zmm31
	vmovdqa64	%zmm6, %zmm22
	vpternlogq	$150, %zmm8, %zmm7, %zmm31
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqa64	%zmm0, %zmm24
	vpternlogq	$150, %zmm17, %zmm7, %zmm1
	vmovdqu64	%zmm1, 1216(%rsp)
	vpsrlq	$32, %zmm16, %zmm5
	vmovdqu64	2496(%rsp), %zmm1
	vpternlogq	$150, 736(%rsp), %zmm1, %zmm5
	vpsrlq	$32, %zmm2, %zmm6
	vpternlogq	$150, 400(%rsp), %zmm1, %zmm6
	vpsrlq	$32, %zmm13, %zmm12
	vpternlogq	$150, 1024(%rsp), %zmm1, %zmm12
	vpsrlq	$32, %zmm19, %zmm8
	vpternlogq	$150, 544(%rsp), %zmm1, %zmm8
	vpsrlq	$32, %zmm14, %zmm18
	vpternlogq	$150, %zmm1, %zmm30, %zmm18
	vpsrlq	$32, %zmm4, %zmm10
	vpternlogq	$150, %zmm1, %zmm20, %zmm10
	vpsrlq	$32, %zmm28, %zmm20
	vpternlogq	$150, %zmm1, %zmm15, %zmm20
	vpsrlq	$32, %zmm3, %zmm16
	vmovdqa64	%zmm3, %zmm4
	vmovdqu64	256(%rsp), %zmm0
	vpternlogq	$150, %zmm1, %zmm0, %zmm16
	vpsrlq	$32, %zmm0, %zmm1
	vpxorq	%zmm9, %zmm1, %zmm1
	vpmuludq	%zmm27, %zmm1, %zmm0
	vmovdqu64	%zmm0, 256(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, 672(%rsp), %zmm7, %zmm1
	vpmuludq	%zmm27, %zmm6, %zmm0
	vmovdqu64	%zmm0, 400(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vmovdqu64	3584(%rsp), %zmm0
	vpternlogq	$150, 192(%rsp), %zmm0, %zmm7
	vpmuludq	%zmm27, %zmm5, %zmm3
	vmovdqu64	%zmm3, 1024(%rsp)
	vpsrlq	$32, %zmm3, %zmm17
	vpternlogq	$150, %zmm0, %zmm29, %zmm17
	vpmuludq	%zmm27, %zmm8, %zmm3
	vmovdqu64	%zmm3, 544(%rsp)
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, 608(%rsp), %zmm0, %zmm6
	vpmuludq	%zmm27, %zmm12, %zmm3
	vmovdqu64	%zmm3, 192(%rsp)
	vpsrlq	$32, %zmm3, %zmm29
	vpternlogq	$150, 128(%rsp), %zmm0, %zmm29
	vpmuludq	%zmm27, %zmm10, %zmm3
	vmovdqu64	%zmm3, 128(%rsp)
	vpsrlq	$32, %zmm3, %zmm8
	vpternlogq	$150, %zmm0, %zmm11, %zmm8
	vpmuludq	%zmm27, %zmm18, %zmm3
	vmovdqu64	%zmm3, 608(%rsp)
	vpsrlq	$32, %zmm3, %zmm18
	vpternlogq	$150, %zmm0, %zmm22, %zmm18
	vpmuludq	%zmm27, %zmm20, %zmm3
	vmovdqu64	%zmm3, 736(%rsp)
	vpsrlq	$32, %zmm3, %zmm5
	vpternlogq	$150, %zmm0, %zmm24, %zmm5
	vmovdqu64	%zmm5, 672(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm12
	vpsrlq	$32, %zmm12, %zmm5
	vmovdqu64	3328(%rsp), %zmm11
	vpternlogq	$150, 928(%rsp), %zmm11, %zmm5
	vmovdqu64	464(%rsp), %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm15
	vpsrlq	$32, %zmm15, %zmm10
	vpternlogq	$150, %zmm2, %zmm11, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm23
	vpsrlq	$32, %zmm23, %zmm2
	vpternlogq	$150, %zmm13, %zmm11, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm13
	vpsrlq	$32, %zmm13, %zmm9
	vpternlogq	$150, %zmm19, %zmm11, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm3
	vmovdqu64	%zmm3, 928(%rsp)
	vpsrlq	$32, %zmm3, %zmm31
	vpternlogq	$150, %zmm14, %zmm11, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm25
	vpsrlq	$32, %zmm25, %zmm20
	vpternlogq	$150, 800(%rsp), %zmm11, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 800(%rsp)
	vpsrlq	$32, %zmm1, %zmm24
	vpternlogq	$150, %zmm4, %zmm11, %zmm24
	vmovdqu64	1216(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm19
	vpsrlq	$32, %zmm19, %zmm30
	vpternlogq	$150, %zmm28, %zmm11, %zmm30
	vpmuludq	%zmm27, %zmm16, %zmm22
	vpsrlq	$32, %zmm22, %zmm28
	vpternlogq	$150, 256(%rsp), %zmm0, %zmm28
	vpmuludq	%zmm27, %zmm10, %zmm0
	vmovdqu64	%zmm0, 256(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vmovdqu64	4800(%rsp), %zmm1
	vpternlogq	$150, 400(%rsp), %zmm1, %zmm3
	vmovdqu64	%zmm3, 464(%rsp)
	vpmuludq	%zmm27, %zmm5, %zmm10
	vpsrlq	$32, %zmm10, %zmm14
	vpternlogq	$150, 1024(%rsp), %zmm1, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm0
	vmovdqu64	%zmm0, 400(%rsp)
	vpsrlq	$32, %zmm0, %zmm26
	vmovdqu64	2432(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm12, %zmm26
	vpmuludq	%zmm27, %zmm9, %zmm12
	vpsrlq	$32, %zmm12, %zmm9
	vpternlogq	$150, 544(%rsp), %zmm1, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm3
	vmovdqu64	%zmm3, 544(%rsp)
	vpsrlq	$32, %zmm3, %zmm16
	vpternlogq	$150, %zmm0, %zmm15, %zmm16
	vpmuludq	%zmm27, %zmm2, %zmm11
	vpsrlq	$32, %zmm11, %zmm21
	vpternlogq	$150, 192(%rsp), %zmm1, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm2
	vmovdqu64	%zmm2, 192(%rsp)
	vpsrlq	$32, %zmm2, %zmm3
	vpternlogq	$150, %zmm0, %zmm23, %zmm3
	vpmuludq	%zmm27, %zmm20, %zmm7
	vpsrlq	$32, %zmm7, %zmm5
	vpternlogq	$150, 128(%rsp), %zmm1, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm2
	vmovdqu64	%zmm2, 128(%rsp)
	vpsrlq	$32, %zmm2, %zmm15
	vpternlogq	$150, %zmm0, %zmm13, %zmm15
	vpmuludq	%zmm27, %zmm31, %zmm6
	vpsrlq	$32, %zmm6, %zmm20
	vpternlogq	$150, 608(%rsp), %zmm1, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm31
	vpsrlq	$32, %zmm31, %zmm2
	vpternlogq	$150, 928(%rsp), %zmm0, %zmm2
	vpmuludq	%zmm27, %zmm30, %zmm4
	vpsrlq	$32, %zmm4, %zmm17
	vpternlogq	$150, 736(%rsp), %zmm1, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm18
	vpsrlq	$32, %zmm18, %zmm13
	vpternlogq	$150, %zmm0, %zmm25, %zmm13
	vpmuludq	%zmm27, %zmm24, %zmm8
	vmovdqu64	%zmm8, 736(%rsp)
	vpsrlq	$32, %zmm8, %zmm25
	vpternlogq	$150, %zmm22, %zmm1, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm29
	vpsrlq	$32, %zmm29, %zmm22
	vpternlogq	$150, 800(%rsp), %zmm0, %zmm22
	vmovdqu64	672(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm30
	vpsrlq	$32, %zmm30, %zmm28
	vpternlogq	$150, %zmm0, %zmm19, %zmm28
	vpmuludq	%zmm27, %zmm16, %zmm0
	vmovdqu64	%zmm0, 672(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vmovdqu64	2368(%rsp), %zmm0
	vpternlogq	$150, 256(%rsp), %zmm0, %zmm16
	vpmuludq	%zmm27, %zmm26, %zmm23
	vpsrlq	$32, %zmm23, %zmm8
	vpternlogq	$150, %zmm0, %zmm10, %zmm8
	vpmuludq	%zmm27, %zmm15, %zmm24
	vpsrlq	$32, %zmm24, %zmm10
	vpternlogq	$150, %zmm0, %zmm12, %zmm10
	vpmuludq	%zmm27, %zmm3, %zmm15
	vpsrlq	$32, %zmm15, %zmm1
	vpternlogq	$150, %zmm0, %zmm11, %zmm1
	vpmuludq	%zmm27, %zmm13, %zmm26
	vpsrlq	$32, %zmm26, %zmm11
	vpternlogq	$150, %zmm0, %zmm7, %zmm11
	vpmuludq	%zmm27, %zmm2, %zmm2
	vmovdqu64	%zmm2, 608(%rsp)
	vpsrlq	$32, %zmm2, %zmm12
	vpternlogq	$150, %zmm0, %zmm6, %zmm12
	vpmuludq	%zmm27, %zmm28, %zmm7
	vpsrlq	$32, %zmm7, %zmm13
	vpternlogq	$150, %zmm0, %zmm4, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm2
	vmovdqu64	%zmm2, 256(%rsp)
	vpsrlq	$32, %zmm2, %zmm28
	vmovdqu64	2304(%rsp), %zmm3
	vpternlogq	$150, 400(%rsp), %zmm3, %zmm28
	vmovdqu64	464(%rsp), %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 464(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, 544(%rsp), %zmm3, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm4
	vmovdqu64	%zmm4, 400(%rsp)
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, 192(%rsp), %zmm3, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm4
	vmovdqu64	%zmm4, 192(%rsp)
	vpsrlq	$32, %zmm4, %zmm19
	vpternlogq	$150, 128(%rsp), %zmm3, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm9
	vpsrlq	$32, %zmm9, %zmm14
	vpternlogq	$150, %zmm31, %zmm3, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm4
	vmovdqu64	%zmm4, 128(%rsp)
	vpsrlq	$32, %zmm4, %zmm20
	vpternlogq	$150, %zmm18, %zmm3, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm4
	vpsrlq	$32, %zmm4, %zmm25
	vpternlogq	$150, %zmm29, %zmm3, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm31
	vpternlogq	$150, %zmm30, %zmm3, %zmm31
	vpmuludq	%zmm27, %zmm22, %zmm29
	vpsrlq	$32, %zmm29, %zmm30
	vpternlogq	$150, 736(%rsp), %zmm0, %zmm30
	vpmuludq	%zmm27, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vmovdqu64	2240(%rsp), %zmm5
	vpternlogq	$150, 672(%rsp), %zmm5, %zmm2
	vpmuludq	%zmm27, %zmm28, %zmm0
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm23, %zmm5, %zmm21
	vpmuludq	%zmm27, %zmm19, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm24, %zmm5, %zmm0
	vpmuludq	%zmm27, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm18
	vpternlogq	$150, %zmm15, %zmm5, %zmm18
	vpmuludq	%zmm27, %zmm20, %zmm6
	vpsrlq	$32, %zmm6, %zmm15
	vpternlogq	$150, %zmm26, %zmm5, %zmm15
	vpmuludq	%zmm27, %zmm14, %zmm6
	vpsrlq	$32, %zmm6, %zmm20
	vpternlogq	$150, 608(%rsp), %zmm5, %zmm20
	vmovdqu64	4864(%rsp), %zmm28
	vpmuludq	%zmm27, %zmm31, %zmm6
	vpsrlq	$32, %zmm6, %zmm22
	vpternlogq	$150, %zmm7, %zmm5, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm8
	vpmuludq	%zmm27, %zmm25, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm10
	vpsrlq	$32, %zmm3, %zmm13
	vpternlogq	$150, %zmm29, %zmm5, %zmm13
	vpsrlq	$32, %zmm23, %zmm3
	vpternlogq	$150, 256(%rsp), %zmm28, %zmm3
	vpsrlq	$32, %zmm14, %zmm16
	vpternlogq	$150, 464(%rsp), %zmm28, %zmm16
	vpsrlq	$32, %zmm6, %zmm24
	vpternlogq	$150, 400(%rsp), %zmm28, %zmm24
	vpsrlq	$32, %zmm19, %zmm7
	vpternlogq	$150, 192(%rsp), %zmm28, %zmm7
	vpsrlq	$32, %zmm12, %zmm5
	vpternlogq	$150, %zmm28, %zmm9, %zmm5
	vpsrlq	$32, %zmm11, %zmm9
	vpternlogq	$150, 128(%rsp), %zmm28, %zmm9
	vpsrlq	$32, %zmm8, %zmm25
	vpternlogq	$150, %zmm28, %zmm4, %zmm25
	vpsrlq	$32, %zmm10, %zmm26
	vpternlogq	$150, %zmm28, %zmm17, %zmm26
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpmovqd	%zmm16, %ymm1
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm1, %zmm1
	vpmovqd	%zmm7, %ymm3
	vpmovqd	%zmm24, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm9, %ymm4
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpmovqd	%zmm26, %ymm5
	vpmovqd	%zmm25, %ymm7
	vinserti64x4	$1, %ymm7, %zmm5, %zmm5
	vpmuludq	%zmm17, %zmm21, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vmovdqu64	4736(%rsp), %zmm16
	vpternlogq	$150, %zmm23, %zmm16, %zmm7
	vpmuludq	%zmm17, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm14, %zmm16, %zmm2
	vpmuludq	%zmm17, %zmm18, %zmm9
	vpsrlq	$32, %zmm9, %zmm9
	vpternlogq	$150, %zmm6, %zmm16, %zmm9
	vpmuludq	%zmm17, %zmm0, %zmm0
	vpmuludq	%zmm17, %zmm20, %zmm6
	vpmuludq	%zmm17, %zmm15, %zmm14
	vpmuludq	%zmm17, %zmm13, %zmm13
	vpmuludq	%zmm17, %zmm22, %zmm15
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm13, %zmm13
	vpternlogq	$150, %zmm19, %zmm16, %zmm0
	vpternlogq	$150, %zmm12, %zmm16, %zmm6
	vpternlogq	$150, %zmm11, %zmm16, %zmm14
	vpternlogq	$150, %zmm8, %zmm16, %zmm13
	vpternlogq	$150, %zmm10, %zmm16, %zmm15
	vpmuludq	%zmm27, %zmm2, %zmm2
	vpmuludq	%zmm27, %zmm7, %zmm7
	vpmuludq	%zmm27, %zmm0, %zmm0
	vpmuludq	%zmm27, %zmm9, %zmm8
	vpmuludq	%zmm27, %zmm14, %zmm9
	vpmuludq	%zmm27, %zmm6, %zmm6
	vpmuludq	%zmm27, %zmm15, %zmm10
	vpmuludq	%zmm27, %zmm13, %zmm11
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
	vmovdqu64	3456(%rsp), %zmm16
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
	vmovdqu64	3392(%rsp), %zmm11
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_7(%rip), %zmm8
	vpmulld	%zmm8, %zmm1, %zmm1
	vpternlogd	$150, %zmm1, %zmm11, %zmm12
	vpmulld	%zmm8, %zmm3, %zmm1
	vpternlogd	$150, %zmm1, %zmm11, %zmm14
	vpmulld	%zmm8, %zmm4, %zmm1
	vpternlogd	$150, %zmm1, %zmm11, %zmm13
	vpmulld	%zmm8, %zmm5, %zmm1
	vmovdqu64	320(%rsp), %zmm4
	vpternlogd	$150, %zmm1, %zmm11, %zmm15
	vmovdqu64	3520(%rsp), %zmm1
	vmovdqu64	%zmm12, 5128(%rsp,%r10,4)
	vmovdqu64	%zmm14, 5192(%rsp,%r10,4)
	vmovdqu64	%zmm2, 7176(%rsp,%r10,4)
	vmovdqu64	%zmm13, 5256(%rsp,%r10,4)
	vmovdqu64	%zmm0, 7240(%rsp,%r10,4)
	vmovdqu64	864(%rsp), %zmm0
	vmovdqu64	%zmm6, 7304(%rsp,%r10,4)
	vmovdqu64	%zmm15, 5320(%rsp,%r10,4)
	vmovdqu64	%zmm7, 7368(%rsp,%r10,4)
	addq	$64, %r10
	vpbroadcastq	.LCPI0_8(%rip), %zmm2
	vpaddq	%zmm2, %zmm4, %zmm4
	vpaddq	%zmm2, %zmm0, %zmm0
	cmpq	%r10, %rax
	jne	.LBB0_130
	cmpq	%rax, %r12
	movq	8(%rsp), %rax
	movq	-56(%rsp), %r8
	vmovq	.LCPI0_10(%rip), %xmm10
	vmovq	.LCPI0_18(%rip), %xmm31
	vmovq	.LCPI0_22(%rip), %xmm9
	vmovsd	.LCPI0_26(%rip), %xmm7
	vmovsd	.LCPI0_27(%rip), %xmm8
	vmovq	.LCPI0_29(%rip), %xmm2
	vmovq	.LCPI0_31(%rip), %xmm4
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vmovdqu64	3328(%rsp), %zmm19
	vmovdqu64	2432(%rsp), %zmm20
	vmovdqu64	2496(%rsp), %zmm21
	vmovdqu64	2368(%rsp), %zmm24
	vmovdqu64	2304(%rsp), %zmm25
	vmovdqu64	2240(%rsp), %zmm26
	vmovdqu64	1920(%rsp), %zmm29
	vmovdqu64	1536(%rsp), %zmm30
	vmovq	.LCPI0_47(%rip), %xmm5
	vpbroadcastd	.LCPI0_7(%rip), %ymm14
	vpbroadcastq	.LCPI0_9(%rip), %zmm15
	movq	96(%rsp), %rsi
	vmovdqu64	2560(%rsp), %zmm13
	vmovdqa64	%zmm28, %zmm12
	vmovdqu64	3584(%rsp), %zmm28
	movq	1088(%rsp), %r9
	je	.LBB0_116
	movq	%rdx, %rbx
	movq	%rax, %rdx
	movq	%r11, %rdi
	movq	-64(%rsp), %r10
	movq	%r10, %rax
	testb	$56, -32(%rsp)
	je	.LBB0_136
.LBB0_133:
	vmovdqa64	%xmm10, %xmm18
	vmovdqa64	%xmm9, %xmm22
	vmovdqa64	%xmm31, %xmm9
	vpbroadcastq	%rax, %zmm0
	vporq	.LCPI0_4(%rip), %zmm0, %zmm0
	movq	%rdi, %rbp
	xorl	-24(%rsp), %edi
	vpbroadcastq	%rdi, %zmm1
	movq	%rbx, %r11
	xorl	(%rsp), %ebx
	vpbroadcastq	%rbx, %zmm2
	vmovdqu64	4736(%rsp), %zmm10
	movq	56(%rsp), %rcx
	vmovdqa64	%zmm30, %zmm31
	vmovdqa64	%zmm29, %zmm30
	vmovdqa64	%zmm26, %zmm29
	vmovdqa64	%zmm25, %zmm26
	vmovdqa64	%zmm24, %zmm25
	vmovdqa64	%zmm21, %zmm24
	vmovdqa64	%zmm20, %zmm21
	vmovdqu64	4800(%rsp), %zmm20
	vmovdqu64	1472(%rsp), %zmm23
	.p2align	4
.LBB0_134:
	vpaddq	%zmm13, %zmm0, %zmm3
	vpmuludq	%zmm17, %zmm3, %zmm4
	vpternlogq	$150, %zmm16, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm27, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm1, %zmm5
	vpxorq	%zmm4, %zmm23, %zmm4
	vpmuludq	%zmm17, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm6, %zmm2, %zmm6
	vpmuludq	%zmm27, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm31, %zmm3, %zmm7
	vpmuludq	%zmm17, %zmm7, %zmm3
	vpsrlq	$32, %zmm3, %zmm7
	vpmuludq	%zmm27, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm30, %zmm8
	vpternlogq	$150, %zmm24, %zmm5, %zmm7
	vpmuludq	%zmm17, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpmuludq	%zmm27, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpternlogq	$150, %zmm3, %zmm19, %zmm5
	vpternlogq	$150, %zmm28, %zmm6, %zmm8
	vpmuludq	%zmm17, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpmuludq	%zmm27, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm7, %zmm20, %zmm8
	vpternlogq	$150, %zmm21, %zmm4, %zmm6
	vpmuludq	%zmm17, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpmuludq	%zmm27, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm3, %zmm26, %zmm7
	vpternlogq	$150, %zmm25, %zmm5, %zmm8
	vpmuludq	%zmm17, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpmuludq	%zmm27, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm6, %zmm29, %zmm7
	vpternlogq	$150, %zmm12, %zmm4, %zmm5
	vpmuludq	%zmm17, %zmm7, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm5, %ymm5
	vpmulld	%ymm14, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm10, %zmm4
	vpmuludq	%zmm27, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, %ymm11, %ymm5, %ymm4
	vmovdqu	%ymm4, 5128(%rsp,%rax,4)
	vpmovqd	%zmm3, 7176(%rsp,%rax,4)
	addq	$8, %rax
	vpaddq	%zmm15, %zmm0, %zmm0
	cmpq	%rax, %rcx
	jne	.LBB0_134
	movq	%rcx, %r10
	cmpq	%rcx, %r12
	movq	8(%rsp), %rdx
	movq	-56(%rsp), %r8
	vmovsd	.LCPI0_26(%rip), %xmm7
	vmovsd	.LCPI0_27(%rip), %xmm8
	vmovq	.LCPI0_29(%rip), %xmm2
	vmovq	.LCPI0_31(%rip), %xmm4
	vmovq	.LCPI0_47(%rip), %xmm5
	movq	96(%rsp), %rsi
	movq	%r11, %rbx
	movq	%rbp, %rdi
	movq	1088(%rsp), %r9
	vmovdqa64	%xmm9, %xmm31
	vmovdqa64	%xmm22, %xmm9
	vmovdqa64	%xmm18, %xmm10
	je	.LBB0_116
.LBB0_136:
	xorq	-24(%rsp), %rdi
	xorq	(%rsp), %rbx
	.p2align	4
.LBB0_115:
	leaq	(%r10,%rsi), %r11
	movl	%r11d, %ebp
	imulq	%r13, %rbp
	xorq	%rdx, %r11
	xorq	%rbp, %r11
	shrq	$32, %r11
	imulq	%r15, %r11
	movq	%r14, %r12
	movl	$3449720151, %r14d
	movq	%r11, %r15
	shrq	$32, %r15
	xorl	%edi, %r15d
	xorl	%r9d, %ebp
	imulq	%r13, %r15
	imulq	%r14, %rbp
	movq	%rbp, %rax
	shrq	$32, %rax
	movq	%rdx, %rcx
	movq	3008(%rsp), %rdx
	xorl	%eax, %edx
	movq	%r15, %rax
	shrq	$32, %rax
	xorl	%edx, %r11d
	xorl	%ebx, %eax
	imulq	%r13, %r11
	imulq	%r14, %rax
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	1152(%rsp), %ebp
	xorl	%edx, %ebp
	movq	%r11, %rdx
	shrq	$32, %rdx
	xorl	2944(%rsp), %r15d
	xorl	%edx, %r15d
	imulq	%r13, %rbp
	imulq	%r14, %r15
	movq	%r15, %rdx
	shrq	$32, %rdx
	xorl	2112(%rsp), %eax
	xorl	%edx, %eax
	movq	%rbp, %rdx
	shrq	$32, %rdx
	xorl	4544(%rsp), %r11d
	xorl	%edx, %r11d
	imulq	%r13, %rax
	imulq	%r14, %r11
	movq	%r11, %rdx
	shrq	$32, %rdx
	xorl	2880(%rsp), %r15d
	xorl	%edx, %r15d
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	4480(%rsp), %ebp
	xorl	%edx, %ebp
	imulq	%r13, %r15
	imulq	%r14, %rbp
	movq	%rbp, %rdx
	shrq	$32, %rdx
	xorl	4416(%rsp), %r11d
	xorl	%edx, %r11d
	movq	%r15, %rdx
	shrq	$32, %rdx
	xorl	2816(%rsp), %eax
	xorl	%edx, %eax
	movq	%rcx, %rdx
	imulq	%r13, %r11
	imulq	%r14, %rax
	movq	%r12, %r14
	movq	2176(%rsp), %r12
	shrq	$32, %rax
	xorl	4352(%rsp), %ebp
	xorl	%eax, %ebp
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	%r14d, %r15d
	xorl	%eax, %r15d
	imulq	%r13, %rbp
	shrq	$32, %rbp
	xorl	%r8d, %r11d
	xorl	%ebp, %r11d
	imull	$-845247145, %r15d, %eax
	movl	$3449720151, %r15d
	imulq	%r15, %r11
	movl	%r11d, 7176(%rsp,%r10,4)
	shrq	$32, %r11
	xorl	4288(%rsp), %eax
	xorl	%r11d, %eax
	movl	%eax, 5128(%rsp,%r10,4)
	incq	%r10
	cmpq	%r12, %r10
	jb	.LBB0_115
.LBB0_116:
	cmpq	$8, %r12
	movq	88(%rsp), %rbx
	movq	80(%rsp), %r13
	jae	.LBB0_118
	xorl	%edi, %edi
	movq	8(%rsp), %r11
	movq	-56(%rsp), %rcx
	vmovdqa	%xmm2, %xmm11
	movabsq	$4604544269498187776, %rdx
	movabsq	$4503595332403200, %rsi
	vmovq	.LCPI0_44(%rip), %xmm30
	vmovq	.LCPI0_45(%rip), %xmm18
	vmovdqa64	%xmm31, %xmm6
	vmovq	.LCPI0_43(%rip), %xmm31
	vmovq	.LCPI0_42(%rip), %xmm29
	vmovq	.LCPI0_56(%rip), %xmm26
	vmovq	.LCPI0_40(%rip), %xmm25
	vmovq	.LCPI0_39(%rip), %xmm24
	vmovq	.LCPI0_38(%rip), %xmm21
	vpbroadcastq	.LCPI0_37(%rip), %xmm20
	vmovq	.LCPI0_36(%rip), %xmm19
	vmovq	.LCPI0_35(%rip), %xmm17
	vmovq	.LCPI0_34(%rip), %xmm15
	vmovq	.LCPI0_55(%rip), %xmm14
	vmovdqa	%xmm4, %xmm12
	vmovq	.LCPI0_49(%rip), %xmm27
	vmovq	.LCPI0_48(%rip), %xmm22
	vmovdqa64	%xmm9, %xmm28
	vmovdqa	%xmm5, %xmm9
	vmovq	.LCPI0_11(%rip), %xmm3
	vmovq	.LCPI0_17(%rip), %xmm4
	vmovq	.LCPI0_30(%rip), %xmm23
	jmp	.LBB0_100
	.p2align	4
.LBB0_118:
	cmpq	$64, %r12
	movq	8(%rsp), %r11
	movq	-56(%rsp), %rcx
	movabsq	$4604544269498187776, %rdx
	movabsq	$4503595332403200, %rsi
	jae	.LBB0_120
	xorl	%eax, %eax
	vmovdqa64	%xmm9, %xmm28
	jmp	.LBB0_124
	.p2align	4
.LBB0_120:
	xorl	%r12d, %r12d
	movq	-64(%rsp), %rax
	vpbroadcastq	.LCPI0_0(%rip), %zmm28
	.p2align	4
.LBB0_121:
	vcvtudq2pd	7176(%rsp,%r12,4), %zmm0
	vcvtudq2pd	7208(%rsp,%r12,4), %zmm1
	vcvtudq2pd	7240(%rsp,%r12,4), %zmm2
	vcvtudq2pd	7272(%rsp,%r12,4), %zmm3
	vcvtudq2pd	7304(%rsp,%r12,4), %zmm4
	vcvtudq2pd	7336(%rsp,%r12,4), %zmm5
	vcvtudq2pd	7368(%rsp,%r12,4), %zmm6
	vcvtudq2pd	7400(%rsp,%r12,4), %zmm7
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
	vbroadcastsd	.LCPI0_29(%rip), %zmm9
	vmulpd	%zmm9, %zmm4, %zmm14
	vmulpd	%zmm9, %zmm0, %zmm21
	vmulpd	%zmm9, %zmm5, %zmm10
	vmulpd	%zmm9, %zmm1, %zmm12
	vmulpd	%zmm9, %zmm6, %zmm4
	vmulpd	%zmm9, %zmm2, %zmm8
	vmulpd	%zmm9, %zmm7, %zmm0
	vmulpd	%zmm9, %zmm3, %zmm1
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm2
	vmulpd	%zmm13, %zmm14, %zmm3
	vmulpd	%zmm13, %zmm12, %zmm5
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm4, %zmm9
	vmulpd	%zmm13, %zmm1, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	%zmm15, %zmm3, %zmm20
	vmovupd	%zmm20, 4224(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm17
	vmovupd	%zmm17, 2752(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 1728(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 1792(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm5
	vmovupd	%zmm5, 1088(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1280(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm3
	vmovupd	%zmm3, 1344(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1472(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm2
	vaddpd	%zmm2, %zmm17, %zmm19
	vaddpd	%zmm2, %zmm20, %zmm17
	vaddpd	%zmm2, %zmm18, %zmm13
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm2, %zmm7, %zmm9
	vaddpd	%zmm2, %zmm5, %zmm7
	vaddpd	%zmm2, %zmm6, %zmm5
	vaddpd	%zmm2, %zmm3, %zmm6
	vbroadcastsd	.LCPI0_33(%rip), %zmm25
	vmulpd	%zmm25, %zmm17, %zmm20
	vmulpd	%zmm25, %zmm19, %zmm2
	vmulpd	%zmm25, %zmm11, %zmm15
	vmulpd	%zmm25, %zmm13, %zmm18
	vmulpd	%zmm25, %zmm7, %zmm16
	vsubpd	%zmm2, %zmm21, %zmm3
	vbroadcastsd	.LCPI0_34(%rip), %zmm27
	vmulpd	%zmm27, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vmulpd	%zmm29, %zmm19, %zmm22
	vsubpd	%zmm2, %zmm3, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm31
	vpandq	%zmm31, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm31, %zmm23, %zmm23
	vpaddq	%zmm28, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm3, %zmm21
	vsubpd	%zmm21, %zmm3, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm25, %zmm9, %zmm24
	vsubpd	%zmm20, %zmm14, %zmm20
	vbroadcastsd	.LCPI0_36(%rip), %zmm30
	vmulpd	%zmm30, %zmm19, %zmm19
	vsubpd	%zmm22, %zmm19, %zmm2 {%k1}
	vmulpd	%zmm27, %zmm17, %zmm22
	vmulpd	%zmm29, %zmm17, %zmm19
	vmovapd	%zmm21, %zmm3 {%k1}
	vsubpd	%zmm22, %zmm20, %zmm21
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm31, %zmm14, %zmm14
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm31, %zmm21, %zmm21
	vpaddq	%zmm28, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm14, %k1
	vsubpd	%zmm19, %zmm20, %zmm21
	vsubpd	%zmm21, %zmm20, %zmm14
	vsubpd	%zmm19, %zmm14, %zmm14
	vmulpd	%zmm25, %zmm6, %zmm19
	vsubpd	%zmm18, %zmm12, %zmm23
	vmulpd	%zmm30, %zmm17, %zmm17
	vsubpd	%zmm14, %zmm17, %zmm22 {%k1}
	vmulpd	%zmm27, %zmm13, %zmm14
	vmulpd	%zmm29, %zmm13, %zmm17
	vmovapd	%zmm21, %zmm20 {%k1}
	vsubpd	%zmm14, %zmm23, %zmm18
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm31, %zmm12, %zmm12
	vpsrlq	$52, %zmm18, %zmm18
	vpandq	%zmm31, %zmm18, %zmm18
	vpaddq	%zmm28, %zmm18, %zmm18
	vpcmpgtq	%zmm18, %zmm12, %k1
	vsubpd	%zmm17, %zmm23, %zmm18
	vsubpd	%zmm18, %zmm23, %zmm12
	vsubpd	%zmm17, %zmm12, %zmm21
	vmulpd	%zmm25, %zmm5, %zmm17
	vsubpd	%zmm15, %zmm10, %zmm12
	vsubpd	%zmm24, %zmm8, %zmm15
	vsubpd	%zmm16, %zmm4, %zmm16
	vsubpd	%zmm17, %zmm1, %zmm17
	vsubpd	%zmm19, %zmm0, %zmm25
	vmulpd	%zmm30, %zmm13, %zmm13
	vsubpd	%zmm21, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm27, %zmm11, %zmm13
	vmulpd	%zmm29, %zmm11, %zmm19
	vmovapd	%zmm18, %zmm23 {%k1}
	vsubpd	%zmm13, %zmm12, %zmm18
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm31, %zmm10, %zmm10
	vpsrlq	$52, %zmm18, %zmm18
	vpandq	%zmm31, %zmm18, %zmm18
	vpaddq	%zmm28, %zmm18, %zmm18
	vpcmpgtq	%zmm18, %zmm10, %k1
	vsubpd	%zmm19, %zmm12, %zmm18
	vsubpd	%zmm18, %zmm12, %zmm10
	vsubpd	%zmm19, %zmm10, %zmm19
	vmulpd	%zmm27, %zmm9, %zmm10
	vmulpd	%zmm30, %zmm11, %zmm11
	vsubpd	%zmm19, %zmm11, %zmm13 {%k1}
	vmulpd	%zmm27, %zmm7, %zmm11
	vmulpd	%zmm29, %zmm9, %zmm19
	vmovapd	%zmm18, %zmm12 {%k1}
	vsubpd	%zmm10, %zmm15, %zmm18
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm31, %zmm8, %zmm8
	vpsrlq	$52, %zmm18, %zmm18
	vpandq	%zmm31, %zmm18, %zmm18
	vpaddq	%zmm28, %zmm18, %zmm18
	vpcmpgtq	%zmm18, %zmm8, %k1
	vsubpd	%zmm19, %zmm15, %zmm8
	vsubpd	%zmm8, %zmm15, %zmm18
	vsubpd	%zmm19, %zmm18, %zmm18
	vmulpd	%zmm27, %zmm5, %zmm26
	vmulpd	%zmm30, %zmm9, %zmm9
	vsubpd	%zmm18, %zmm9, %zmm10 {%k1}
	vmulpd	%zmm27, %zmm6, %zmm9
	vmulpd	%zmm29, %zmm7, %zmm18
	vmovapd	%zmm8, %zmm15 {%k1}
	vsubpd	%zmm11, %zmm16, %zmm8
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm31, %zmm4, %zmm4
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm31, %zmm8, %zmm8
	vpaddq	%zmm28, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm4, %k1
	vsubpd	%zmm18, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm8
	vsubpd	%zmm18, %zmm8, %zmm8
	vmulpd	%zmm29, %zmm5, %zmm18
	vmulpd	%zmm30, %zmm7, %zmm7
	vsubpd	%zmm8, %zmm7, %zmm11 {%k1}
	vmulpd	%zmm29, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm25, %zmm8
	vmovapd	%zmm4, %zmm16 {%k1}
	vsubpd	%zmm26, %zmm17, %zmm4
	vpsrlq	$52, %zmm1, %zmm1
	vpandq	%zmm31, %zmm1, %zmm1
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm31, %zmm4, %zmm4
	vpaddq	%zmm28, %zmm4, %zmm4
	vpcmpgtq	%zmm4, %zmm1, %k1
	vsubpd	%zmm18, %zmm17, %zmm1
	vmulpd	%zmm30, %zmm6, %zmm4
	vmulpd	%zmm30, %zmm5, %zmm5
	vsubpd	%zmm8, %zmm25, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm1, %zmm17, %zmm7
	vsubpd	%zmm18, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm25, %zmm18
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm31, %zmm0, %zmm0
	vpsrlq	$52, %zmm18, %zmm18
	vpandq	%zmm31, %zmm18, %zmm18
	vpaddq	%zmm28, %zmm18, %zmm18
	vmovapd	%zmm1, %zmm17 {%k1}
	vsubpd	%zmm7, %zmm5, %zmm26 {%k1}
	vpcmpgtq	%zmm18, %zmm0, %k1
	vmovapd	%zmm8, %zmm25 {%k1}
	vsubpd	%zmm6, %zmm4, %zmm9 {%k1}
	vsubpd	%zmm22, %zmm20, %zmm4
	vsubpd	%zmm2, %zmm3, %zmm21
	vsubpd	%zmm13, %zmm12, %zmm5
	vsubpd	%zmm14, %zmm23, %zmm8
	vsubpd	%zmm11, %zmm16, %zmm27
	vsubpd	%zmm10, %zmm15, %zmm24
	vsubpd	%zmm9, %zmm25, %zmm18
	vsubpd	%zmm26, %zmm17, %zmm19
	vsubpd	%zmm21, %zmm3, %zmm0
	vmovupd	%zmm21, 320(%rsp)
	vsubpd	%zmm4, %zmm20, %zmm1
	vmovapd	%zmm4, %zmm20
	vmovupd	%zmm4, 864(%rsp)
	vsubpd	%zmm8, %zmm23, %zmm3
	vmovapd	%zmm8, %zmm23
	vsubpd	%zmm5, %zmm12, %zmm4
	vmovapd	%zmm5, %zmm8
	vmovupd	%zmm5, 544(%rsp)
	vsubpd	%zmm24, %zmm15, %zmm5
	vsubpd	%zmm27, %zmm16, %zmm12
	vsubpd	%zmm19, %zmm17, %zmm15
	vsubpd	%zmm18, %zmm25, %zmm16
	vsubpd	%zmm22, %zmm1, %zmm1
	vmovupd	%zmm1, 608(%rsp)
	vsubpd	%zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 128(%rsp)
	vsubpd	%zmm13, %zmm4, %zmm0
	vmovupd	%zmm0, 192(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 672(%rsp)
	vsubpd	%zmm11, %zmm12, %zmm0
	vmovupd	%zmm0, 400(%rsp)
	vsubpd	%zmm10, %zmm5, %zmm0
	vmovupd	%zmm0, 736(%rsp)
	vsubpd	%zmm9, %zmm16, %zmm0
	vmovupd	%zmm0, 464(%rsp)
	vsubpd	%zmm26, %zmm15, %zmm0
	vmovupd	%zmm0, 256(%rsp)
	vmulpd	%zmm20, %zmm20, %zmm30
	vmulpd	%zmm21, %zmm21, %zmm25
	vmulpd	%zmm8, %zmm8, %zmm10
	vmulpd	%zmm25, %zmm25, %zmm12
	vmovupd	%zmm12, 4032(%rsp)
	vmulpd	%zmm30, %zmm30, %zmm2
	vmovupd	%zmm2, 2688(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm3
	vmulpd	%zmm3, %zmm30, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm9
	vmulpd	%zmm9, %zmm30, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm6
	vsubpd	%zmm1, %zmm6, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm7
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm9, %zmm25, %zmm2
	vsubpd	%zmm2, %zmm6, %zmm2
	vmulpd	%zmm2, %zmm25, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1408(%rsp)
	vmulpd	%zmm12, %zmm12, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm25, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm17
	vmulpd	%zmm9, %zmm10, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm10, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm10, %zmm1
	vmovupd	%zmm1, 4160(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm10, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1664(%rsp)
	vmulpd	%zmm23, %zmm23, %zmm21
	vmovapd	%zmm23, %zmm15
	vmovupd	%zmm23, 928(%rsp)
	vmulpd	%zmm9, %zmm21, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm21, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm21, %zmm21, %zmm1
	vmovupd	%zmm1, 3904(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm21, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm23
	vmulpd	%zmm27, %zmm27, %zmm26
	vmovupd	%zmm27, 1024(%rsp)
	vmulpd	%zmm9, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm26, %zmm26, %zmm1
	vmovupd	%zmm1, 4096(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm26, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1600(%rsp)
	vmovapd	%zmm24, %zmm14
	vmovupd	%zmm24, 800(%rsp)
	vmulpd	%zmm24, %zmm24, %zmm28
	vmulpd	%zmm9, %zmm28, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm28, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm28, %zmm1
	vmovupd	%zmm1, 3840(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm28, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2048(%rsp)
	vmovapd	%zmm18, %zmm20
	vmulpd	%zmm18, %zmm18, %zmm29
	vmulpd	%zmm9, %zmm29, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm29, %zmm1
	vmovupd	%zmm1, 3968(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm29, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2624(%rsp)
	vmovapd	%zmm19, %zmm13
	vmovupd	%zmm19, 3776(%rsp)
	vmulpd	%zmm19, %zmm19, %zmm31
	vmulpd	%zmm9, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 3072(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm31, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1984(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm2
	vmulpd	%zmm2, %zmm30, %zmm0
	vbroadcastsd	.LCPI0_44(%rip), %zmm18
	vsubpd	%zmm0, %zmm18, %zmm16
	vsubpd	%zmm16, %zmm18, %zmm12
	vsubpd	%zmm0, %zmm12, %zmm12
	vmovapd	%zmm2, %zmm1
	vmulpd	%zmm2, %zmm25, %zmm0
	vsubpd	%zmm0, %zmm18, %zmm8
	vsubpd	%zmm8, %zmm18, %zmm11
	vsubpd	%zmm0, %zmm11, %zmm6
	vmovapd	%zmm10, %zmm0
	vmovupd	%zmm10, 1216(%rsp)
	vmulpd	%zmm2, %zmm10, %zmm11
	vsubpd	%zmm11, %zmm18, %zmm7
	vsubpd	%zmm7, %zmm18, %zmm10
	vsubpd	%zmm11, %zmm10, %zmm10
	vmovapd	%zmm21, %zmm22
	vmulpd	%zmm2, %zmm21, %zmm11
	vsubpd	%zmm11, %zmm18, %zmm5
	vsubpd	%zmm5, %zmm18, %zmm9
	vsubpd	%zmm11, %zmm9, %zmm9
	vmulpd	%zmm2, %zmm26, %zmm11
	vsubpd	%zmm11, %zmm18, %zmm4
	vsubpd	%zmm4, %zmm18, %zmm19
	vsubpd	%zmm11, %zmm19, %zmm11
	vmulpd	%zmm2, %zmm28, %zmm19
	vsubpd	%zmm19, %zmm18, %zmm3
	vsubpd	%zmm3, %zmm18, %zmm24
	vsubpd	%zmm19, %zmm24, %zmm19
	vmulpd	%zmm2, %zmm29, %zmm24
	vsubpd	%zmm24, %zmm18, %zmm2
	vsubpd	%zmm2, %zmm18, %zmm21
	vsubpd	%zmm24, %zmm21, %zmm21
	vmulpd	%zmm1, %zmm31, %zmm24
	vsubpd	%zmm24, %zmm18, %zmm1
	vsubpd	%zmm1, %zmm18, %zmm18
	vsubpd	%zmm24, %zmm18, %zmm18
	vmulpd	%zmm17, %zmm25, %zmm17
	vmovupd	320(%rsp), %zmm24
	vmulpd	128(%rsp), %zmm24, %zmm24
	vsubpd	%zmm24, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm6, %zmm6
	vmulpd	1408(%rsp), %zmm30, %zmm17
	vmovupd	864(%rsp), %zmm24
	vmulpd	608(%rsp), %zmm24, %zmm24
	vsubpd	%zmm24, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm12, %zmm12
	vmulpd	%zmm23, %zmm22, %zmm17
	vmovapd	%zmm22, %zmm24
	vmulpd	672(%rsp), %zmm15, %zmm23
	vsubpd	%zmm23, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm9, %zmm9
	vmulpd	1664(%rsp), %zmm0, %zmm17
	vmovupd	544(%rsp), %zmm22
	vmulpd	192(%rsp), %zmm22, %zmm23
	vsubpd	%zmm23, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm10, %zmm17
	vmulpd	2048(%rsp), %zmm28, %zmm10
	vmulpd	736(%rsp), %zmm14, %zmm15
	vsubpd	%zmm15, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm19, %zmm15
	vmulpd	1600(%rsp), %zmm26, %zmm10
	vmulpd	400(%rsp), %zmm27, %zmm19
	vsubpd	%zmm19, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm11, %zmm19
	vmulpd	1984(%rsp), %zmm31, %zmm10
	vmulpd	256(%rsp), %zmm13, %zmm11
	vsubpd	%zmm11, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm18, %zmm18
	vmulpd	2624(%rsp), %zmm29, %zmm10
	vmulpd	464(%rsp), %zmm20, %zmm11
	vsubpd	%zmm11, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm21, %zmm14
	vaddpd	%zmm12, %zmm16, %zmm0
	vmovupd	%zmm0, 2048(%rsp)
	vaddpd	%zmm6, %zmm8, %zmm0
	vmovupd	%zmm0, 2624(%rsp)
	vaddpd	%zmm17, %zmm7, %zmm0
	vmovupd	%zmm0, 1600(%rsp)
	vaddpd	%zmm9, %zmm5, %zmm0
	vmovupd	%zmm0, 3136(%rsp)
	vaddpd	%zmm19, %zmm4, %zmm0
	vmovupd	%zmm0, 1664(%rsp)
	vaddpd	%zmm15, %zmm3, %zmm0
	vmovupd	%zmm0, 3200(%rsp)
	vaddpd	%zmm14, %zmm2, %zmm0
	vmovupd	%zmm0, 1408(%rsp)
	vaddpd	%zmm18, %zmm1, %zmm0
	vmovupd	%zmm0, 1984(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm8
	vmulpd	%zmm8, %zmm25, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm15
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	4032(%rsp), %zmm25, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm9
	vmulpd	%zmm9, %zmm25, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm12
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vmovupd	%zmm25, 3648(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm14
	vaddpd	%zmm14, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm2
	vmulpd	%zmm8, %zmm30, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2688(%rsp), %zmm30, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm9, %zmm30, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm30, 3712(%rsp)
	vaddpd	%zmm14, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm5
	vmovapd	%zmm24, %zmm27
	vmulpd	%zmm8, %zmm24, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	3904(%rsp), %zmm24, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm9, %zmm24, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm14, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm3
	vmovupd	1216(%rsp), %zmm10
	vmulpd	%zmm8, %zmm10, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	4160(%rsp), %zmm10, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm9, %zmm10, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm14, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm28, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	3840(%rsp), %zmm28, %zmm4
	vmulpd	%zmm1, %zmm4, %zmm1
	vmulpd	%zmm9, %zmm28, %zmm4
	vaddpd	%zmm12, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm28, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm8, %zmm26, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vmulpd	4096(%rsp), %zmm26, %zmm6
	vmulpd	%zmm4, %zmm6, %zmm4
	vmulpd	%zmm9, %zmm26, %zmm6
	vaddpd	%zmm12, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm26, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm4, %zmm4
	vmulpd	%zmm8, %zmm31, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vmulpd	3072(%rsp), %zmm31, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm9, %zmm31, %zmm7
	vaddpd	%zmm12, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm31, %zmm7
	vaddpd	%zmm14, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm8, %zmm29, %zmm7
	vaddpd	%zmm15, %zmm7, %zmm7
	vmulpd	3968(%rsp), %zmm29, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm9, %zmm29, %zmm8
	vaddpd	%zmm12, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm29, %zmm8
	vaddpd	%zmm14, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	864(%rsp), %zmm30, %zmm8
	vmovupd	%zmm8, 2688(%rsp)
	vmulpd	%zmm5, %zmm8, %zmm5
	vbroadcastsd	.LCPI0_10(%rip), %zmm21
	vmovupd	608(%rsp), %zmm13
	vmulpd	%zmm21, %zmm13, %zmm9
	vsubpd	%zmm5, %zmm9, %zmm5
	vmulpd	320(%rsp), %zmm25, %zmm23
	vmulpd	%zmm2, %zmm23, %zmm2
	vmovupd	128(%rsp), %zmm25
	vmulpd	%zmm21, %zmm25, %zmm12
	vsubpd	%zmm2, %zmm12, %zmm2
	vmulpd	%zmm10, %zmm22, %zmm24
	vmulpd	%zmm0, %zmm24, %zmm0
	vmovupd	192(%rsp), %zmm10
	vmulpd	%zmm21, %zmm10, %zmm14
	vsubpd	%zmm0, %zmm14, %zmm16
	vmulpd	928(%rsp), %zmm27, %zmm14
	vmulpd	%zmm3, %zmm14, %zmm3
	vmovupd	672(%rsp), %zmm9
	vmulpd	%zmm21, %zmm9, %zmm15
	vsubpd	%zmm3, %zmm15, %zmm3
	vmulpd	1024(%rsp), %zmm26, %zmm15
	vmulpd	%zmm4, %zmm15, %zmm4
	vmovupd	400(%rsp), %zmm8
	vmulpd	%zmm21, %zmm8, %zmm17
	vsubpd	%zmm4, %zmm17, %zmm4
	vmulpd	800(%rsp), %zmm28, %zmm17
	vmulpd	%zmm1, %zmm17, %zmm1
	vmovupd	736(%rsp), %zmm22
	vmulpd	%zmm21, %zmm22, %zmm18
	vsubpd	%zmm1, %zmm18, %zmm11
	vmovapd	%zmm20, %zmm30
	vmulpd	%zmm29, %zmm20, %zmm18
	vmulpd	%zmm7, %zmm18, %zmm7
	vmovupd	464(%rsp), %zmm1
	vmulpd	%zmm21, %zmm1, %zmm19
	vsubpd	%zmm7, %zmm19, %zmm7
	vmovupd	3776(%rsp), %zmm12
	vmulpd	%zmm31, %zmm12, %zmm19
	vmulpd	%zmm6, %zmm19, %zmm6
	vmovupd	256(%rsp), %zmm0
	vmulpd	%zmm21, %zmm0, %zmm20
	vsubpd	%zmm6, %zmm20, %zmm6
	vmulpd	3712(%rsp), %zmm5, %zmm5
	vmulpd	3648(%rsp), %zmm2, %zmm2
	vmulpd	1216(%rsp), %zmm16, %zmm16
	vmulpd	%zmm3, %zmm27, %zmm3
	vmulpd	%zmm4, %zmm26, %zmm4
	vmulpd	%zmm11, %zmm28, %zmm11
	vmulpd	%zmm7, %zmm29, %zmm7
	vmulpd	%zmm6, %zmm31, %zmm6
	vsubpd	%zmm25, %zmm2, %zmm2
	vsubpd	%zmm13, %zmm5, %zmm5
	vsubpd	%zmm9, %zmm3, %zmm3
	vsubpd	%zmm10, %zmm16, %zmm10
	vsubpd	%zmm22, %zmm11, %zmm11
	vsubpd	%zmm8, %zmm4, %zmm4
	vsubpd	%zmm0, %zmm6, %zmm6
	vsubpd	%zmm1, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_50(%rip), %zmm16
	vmulpd	%zmm16, %zmm23, %zmm9
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	2688(%rsp), %zmm16, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm16, %zmm14, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm16, %zmm24, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm0
	vmulpd	%zmm16, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm11, %zmm1
	vmulpd	%zmm16, %zmm15, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm16, %zmm19, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm16, %zmm18, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmovupd	320(%rsp), %zmm8
	vsubpd	%zmm2, %zmm8, %zmm25
	vmovupd	864(%rsp), %zmm2
	vsubpd	%zmm5, %zmm2, %zmm24
	vmovupd	928(%rsp), %zmm2
	vsubpd	%zmm3, %zmm2, %zmm23
	vmovupd	544(%rsp), %zmm2
	vsubpd	%zmm0, %zmm2, %zmm22
	vmovupd	800(%rsp), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm19
	vmovupd	1024(%rsp), %zmm0
	vsubpd	%zmm4, %zmm0, %zmm20
	vsubpd	%zmm6, %zmm12, %zmm18
	vsubpd	%zmm7, %zmm30, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm0
	vmovupd	2624(%rsp), %zmm14
	vxorpd	%zmm0, %zmm14, %zmm9
	vmovupd	2048(%rsp), %zmm17
	vxorpd	%zmm0, %zmm17, %zmm8
	vmovupd	3136(%rsp), %zmm12
	vxorpd	%zmm0, %zmm12, %zmm7
	vmovupd	1600(%rsp), %zmm15
	vxorpd	%zmm0, %zmm15, %zmm6
	vmovupd	3200(%rsp), %zmm28
	vxorpd	%zmm0, %zmm28, %zmm5
	vmovupd	1664(%rsp), %zmm13
	vxorpd	%zmm0, %zmm13, %zmm4
	vmovupd	1984(%rsp), %zmm27
	vxorpd	%zmm0, %zmm27, %zmm3
	vmovupd	1408(%rsp), %zmm26
	vxorpd	%zmm0, %zmm26, %zmm2
	vpbroadcastq	.LCPI0_53(%rip), %zmm1
	vmovdqu64	4224(%rsp), %zmm16
	vptestnmq	%zmm1, %zmm16, %k1
	vmovapd	%zmm17, %zmm8 {%k1}
	vxorpd	%zmm0, %zmm24, %zmm24 {%k1}
	vmovdqu64	2752(%rsp), %zmm17
	vptestnmq	%zmm1, %zmm17, %k1
	vmovapd	%zmm14, %zmm9 {%k1}
	vxorpd	%zmm0, %zmm25, %zmm25 {%k1}
	vmovdqu64	1728(%rsp), %zmm14
	vptestnmq	%zmm1, %zmm14, %k1
	vmovapd	%zmm15, %zmm6 {%k1}
	vxorpd	%zmm0, %zmm22, %zmm22 {%k1}
	vmovdqu64	1792(%rsp), %zmm15
	vptestnmq	%zmm1, %zmm15, %k1
	vmovapd	%zmm12, %zmm7 {%k1}
	vxorpd	%zmm0, %zmm23, %zmm23 {%k1}
	vmovdqu64	1088(%rsp), %zmm12
	vptestnmq	%zmm1, %zmm12, %k1
	vmovapd	%zmm13, %zmm4 {%k1}
	vxorpd	%zmm0, %zmm20, %zmm20 {%k1}
	vmovdqu64	1280(%rsp), %zmm13
	vptestnmq	%zmm1, %zmm13, %k1
	vmovapd	%zmm28, %zmm5 {%k1}
	vxorpd	%zmm0, %zmm19, %zmm19 {%k1}
	vmovdqu64	1344(%rsp), %zmm10
	vptestnmq	%zmm1, %zmm10, %k1
	vmovapd	%zmm26, %zmm2 {%k1}
	vxorpd	%zmm0, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm26
	vmovdqu64	1472(%rsp), %zmm11
	vptestnmq	%zmm1, %zmm11, %k1
	vmovapd	%zmm27, %zmm3 {%k1}
	vxorpd	%zmm0, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm0
	vptestnmq	%zmm0, %zmm17, %k1
	vmovapd	%zmm9, %zmm25 {%k1}
	vmovupd	%zmm25, 864(%rsp)
	vptestnmq	%zmm0, %zmm16, %k1
	vmovapd	%zmm8, %zmm24 {%k1}
	vmovupd	%zmm24, 256(%rsp)
	vptestnmq	%zmm0, %zmm15, %k1
	vmovapd	%zmm7, %zmm23 {%k1}
	vmovupd	%zmm23, 736(%rsp)
	vptestnmq	%zmm0, %zmm14, %k1
	vmovapd	%zmm6, %zmm22 {%k1}
	vmovupd	%zmm22, 400(%rsp)
	vptestnmq	%zmm0, %zmm13, %k1
	vmovapd	%zmm5, %zmm19 {%k1}
	vmovupd	%zmm19, 464(%rsp)
	vptestnmq	%zmm0, %zmm12, %k1
	vmovapd	%zmm4, %zmm20 {%k1}
	vmovupd	%zmm20, 672(%rsp)
	vptestnmq	%zmm0, %zmm11, %k1
	vmovapd	%zmm3, %zmm18 {%k1}
	vmovupd	%zmm18, 192(%rsp)
	vptestnmq	%zmm0, %zmm10, %k1
	vmovapd	%zmm2, %zmm26 {%k1}
	vmovupd	%zmm26, 128(%rsp)
	vcvtudq2pd	5128(%rsp,%r12,4), %zmm0
	vcvtudq2pd	5160(%rsp,%r12,4), %zmm1
	vcvtudq2pd	5192(%rsp,%r12,4), %zmm2
	vcvtudq2pd	5224(%rsp,%r12,4), %zmm3
	vcvtudq2pd	5256(%rsp,%r12,4), %zmm4
	vcvtudq2pd	5288(%rsp,%r12,4), %zmm5
	vcvtudq2pd	5320(%rsp,%r12,4), %zmm6
	vcvtudq2pd	5352(%rsp,%r12,4), %zmm7
	vaddpd	%zmm21, %zmm1, %zmm1
	vaddpd	%zmm21, %zmm0, %zmm0
	vaddpd	%zmm21, %zmm3, %zmm3
	vaddpd	%zmm21, %zmm2, %zmm2
	vaddpd	%zmm21, %zmm5, %zmm5
	vaddpd	%zmm21, %zmm4, %zmm4
	vaddpd	%zmm21, %zmm7, %zmm7
	vaddpd	%zmm21, %zmm6, %zmm6
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
	vmovdqu64	%zmm9, 1344(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1472(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1216(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1024(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 928(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 800(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 544(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 608(%rsp)
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
	vmovupd	%zmm3, 320(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm31, %zmm2
	vdivpd	%zmm2, %zmm31, %zmm2
	vmovupd	%zmm2, 1088(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1280(%rsp)
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
	vmovupd	%zmm3, 2752(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 4160(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2688(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 4032(%rsp)
	vpaddq	%zmm11, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm2
	vmovupd	%zmm2, 1728(%rsp)
	vaddpd	%zmm23, %zmm2, %zmm1
	vdivpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 1792(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 3968(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 3904(%rsp)
	vpaddq	%zmm11, %zmm30, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 4224(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm18
	vmulpd	%zmm18, %zmm18, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 3840(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1664(%rsp)
	vpaddq	%zmm11, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 4096(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm12
	vmulpd	%zmm12, %zmm12, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1600(%rsp)
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
	vaddpd	4160(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	2752(%rsp), %zmm22, %zmm22
	vaddpd	4032(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2688(%rsp), %zmm27, %zmm27
	vaddpd	3904(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	3968(%rsp), %zmm9, %zmm9
	vaddpd	1664(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm18, %zmm7
	vaddpd	3840(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm30, %zmm11
	vmulpd	%zmm11, %zmm12, %zmm5
	vaddpd	1600(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	%zmm31, 1408(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	1088(%rsp), %zmm2, %zmm12
	vmovupd	320(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1280(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	4224(%rsp), %zmm7, %zmm7
	vmovupd	1728(%rsp), %zmm18
	vmulpd	%zmm6, %zmm18, %zmm16
	vmulpd	%zmm16, %zmm18, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	1792(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	4096(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm6
	vpsrlq	$20, 1344(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm10
	vpaddq	%zmm10, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm13
	vmulpd	%zmm13, %zmm11, %zmm23
	vaddpd	%zmm12, %zmm23, %zmm12
	vpsrlq	$20, 1472(%rsp), %zmm23
	vpaddq	%zmm10, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm13, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1216(%rsp), %zmm25
	vpaddq	%zmm10, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm13, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1024(%rsp), %zmm27
	vpaddq	%zmm10, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm13, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 928(%rsp), %zmm28
	vpaddq	%zmm10, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm13, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 800(%rsp), %zmm29
	vpaddq	%zmm10, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm13, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 544(%rsp), %zmm30
	vpaddq	%zmm10, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm13, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 608(%rsp), %zmm31
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
	vaddpd	320(%rsp), %zmm2, %zmm2
	vaddpd	1408(%rsp), %zmm0, %zmm0
	vaddpd	%zmm7, %zmm18, %zmm7
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
	vpbroadcastq	.LCPI0_0(%rip), %zmm28
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm9, %zmm31, %zmm8
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm9, %zmm30, %zmm8
	vaddpd	%zmm1, %zmm8, %zmm1
	vbroadcastsd	.LCPI0_28(%rip), %zmm8
	vmulpd	%zmm8, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	864(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	256(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	736(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	400(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	464(%rsp), %zmm3, %zmm3
	vmulpd	672(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	192(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	128(%rsp), %zmm6, %zmm6
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
	vinsertf64x4	$1, %ymm4, %zmm3, %zmm3
	vinserti64x4	$1, %ymm5, %zmm1, %zmm1
	vmovdqu64	%zmm0, 5128(%rsp,%r12,4)
	vmovdqu64	%zmm2, 5192(%rsp,%r12,4)
	vmovupd	%zmm3, 5256(%rsp,%r12,4)
	vmovdqu64	%zmm1, 5320(%rsp,%r12,4)
	addq	$64, %r12
	cmpq	%r12, %rax
	jne	.LBB0_121
	movq	2176(%rsp), %r12
	cmpq	%rax, %r12
	vmovq	.LCPI0_10(%rip), %xmm10
	vmovq	.LCPI0_11(%rip), %xmm3
	vmovq	.LCPI0_17(%rip), %xmm4
	vmovq	.LCPI0_18(%rip), %xmm6
	vmovq	.LCPI0_22(%rip), %xmm28
	vmovsd	.LCPI0_26(%rip), %xmm7
	vmovsd	.LCPI0_27(%rip), %xmm8
	vmovq	.LCPI0_29(%rip), %xmm11
	vmovq	.LCPI0_30(%rip), %xmm2
	vmovq	.LCPI0_31(%rip), %xmm12
	vmovq	.LCPI0_55(%rip), %xmm14
	vmovq	.LCPI0_34(%rip), %xmm15
	vmovq	.LCPI0_35(%rip), %xmm17
	vmovq	.LCPI0_36(%rip), %xmm19
	vpbroadcastq	.LCPI0_37(%rip), %xmm20
	vmovq	.LCPI0_38(%rip), %xmm21
	vmovq	.LCPI0_39(%rip), %xmm24
	vmovq	.LCPI0_40(%rip), %xmm25
	vmovq	.LCPI0_56(%rip), %xmm26
	vmovq	.LCPI0_42(%rip), %xmm29
	vmovq	.LCPI0_43(%rip), %xmm31
	vmovq	.LCPI0_44(%rip), %xmm30
	vmovq	.LCPI0_45(%rip), %xmm18
	vmovq	.LCPI0_47(%rip), %xmm9
	vmovq	.LCPI0_48(%rip), %xmm22
	vmovq	.LCPI0_49(%rip), %xmm27
	je	.LBB0_101
	vmovdqa64	%xmm2, %xmm23
	movq	-64(%rsp), %rdi
	movq	%rdi, %rax
	testb	$56, -32(%rsp)
	je	.LBB0_100
.LBB0_124:
	vmovdqa64	%xmm28, %xmm22
	vbroadcastsd	.LCPI0_10(%rip), %zmm10
	vbroadcastsd	.LCPI0_11(%rip), %zmm11
	vbroadcastsd	.LCPI0_28(%rip), %zmm31
	vbroadcastsd	.LCPI0_29(%rip), %zmm16
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm14
	vbroadcastsd	.LCPI0_32(%rip), %zmm15
	vbroadcastsd	.LCPI0_55(%rip), %zmm17
	vbroadcastsd	.LCPI0_34(%rip), %zmm18
	vbroadcastsd	.LCPI0_35(%rip), %zmm19
	vbroadcastsd	.LCPI0_36(%rip), %zmm20
	vpbroadcastq	.LCPI0_37(%rip), %zmm21
	vbroadcastsd	.LCPI0_38(%rip), %zmm23
	vbroadcastsd	.LCPI0_39(%rip), %zmm24
	vbroadcastsd	.LCPI0_40(%rip), %zmm25
	vbroadcastsd	.LCPI0_56(%rip), %zmm26
	vbroadcastsd	.LCPI0_42(%rip), %zmm28
	vbroadcastsd	.LCPI0_43(%rip), %zmm29
	vbroadcastsd	.LCPI0_44(%rip), %zmm30
	vbroadcastsd	.LCPI0_51(%rip), %zmm12
	movq	56(%rsp), %r9
	vpbroadcastq	.LCPI0_0(%rip), %zmm27
	.p2align	4
.LBB0_125:
	vcvtudq2pd	5128(%rsp,%rax,4), %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm0, %zmm0
	vcvtudq2pd	7176(%rsp,%rax,4), %zmm1
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
	vmulpd	%zmm16, %zmm1, %zmm2
	vmulpd	%zmm13, %zmm2, %zmm1
	vaddpd	%zmm14, %zmm1, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm3
	vmulpd	%zmm17, %zmm3, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm4
	vmulpd	%zmm18, %zmm3, %zmm5
	vmulpd	%zmm19, %zmm3, %zmm6
	vsubpd	%zmm6, %zmm4, %zmm7
	vmulpd	%zmm20, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm4, %zmm8
	vsubpd	%zmm6, %zmm8, %zmm6
	vsubpd	%zmm5, %zmm4, %zmm8
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm21, %zmm2, %zmm2
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm21, %zmm8, %zmm8
	vpaddq	%zmm27, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm2, %k1
	vmovapd	%zmm7, %zmm4 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm5 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm3
	vsubpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm23, %zmm4, %zmm6
	vaddpd	%zmm24, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm25, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm26, %zmm4, %zmm7
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
	vxorpd	%zmm12, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm12, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	%zmm31, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovdqu	%ymm0, 5128(%rsp,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %r9
	jne	.LBB0_125
	movq	%r9, %rdi
	cmpq	%r9, %r12
	vmovsd	.LCPI0_26(%rip), %xmm7
	vmovsd	.LCPI0_27(%rip), %xmm8
	vmovq	.LCPI0_29(%rip), %xmm11
	vmovq	.LCPI0_31(%rip), %xmm12
	vmovq	.LCPI0_55(%rip), %xmm14
	vmovq	.LCPI0_34(%rip), %xmm15
	vmovq	.LCPI0_35(%rip), %xmm17
	vmovq	.LCPI0_36(%rip), %xmm19
	vpbroadcastq	.LCPI0_37(%rip), %xmm20
	vmovq	.LCPI0_38(%rip), %xmm21
	vmovq	.LCPI0_39(%rip), %xmm24
	vmovq	.LCPI0_40(%rip), %xmm25
	vmovq	.LCPI0_56(%rip), %xmm26
	vmovq	.LCPI0_42(%rip), %xmm29
	vmovq	.LCPI0_43(%rip), %xmm31
	vmovq	.LCPI0_44(%rip), %xmm30
	vmovq	.LCPI0_45(%rip), %xmm18
	vmovq	.LCPI0_47(%rip), %xmm9
	vmovq	.LCPI0_48(%rip), %xmm23
	vmovq	.LCPI0_49(%rip), %xmm27
	vmovq	.LCPI0_11(%rip), %xmm3
	vmovq	.LCPI0_17(%rip), %xmm4
	vmovq	.LCPI0_18(%rip), %xmm6
	vmovdqa64	%xmm22, %xmm28
	vmovq	.LCPI0_10(%rip), %xmm10
	vmovdqa64	%xmm23, %xmm22
	vmovq	.LCPI0_30(%rip), %xmm23
	je	.LBB0_101
	.p2align	4
.LBB0_100:
	vpxord	%xmm16, %xmm16, %xmm16
	vcvtusi2sdl	5128(%rsp,%rdi,4), %xmm16, %xmm0
	vaddsd	%xmm0, %xmm10, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vpxord	%xmm16, %xmm16, %xmm16
	vcvtusi2sdl	7176(%rsp,%rdi,4), %xmm16, %xmm1
	vaddsd	%xmm1, %xmm10, %xmm1
	vmulsd	%xmm3, %xmm1, %xmm1
	vmovq	%xmm0, %rax
	movl	%eax, %r9d
	shrq	$32, %rax
	addq	$614242, %rax
	movq	%rax, %r10
	shrq	$20, %r10
	addq	$-1023, %r10
	shlq	$32, %rax
	andq	%rsi, %rax
	addq	%rdx, %rax
	orq	%rax, %r9
	vmovq	%r9, %xmm0
	vaddsd	%xmm4, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm10, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vaddsd	%xmm6, %xmm0, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmovapd	%xmm6, %xmm16
	vmulsd	%xmm28, %xmm5, %xmm6
	vaddsd	.LCPI0_23(%rip), %xmm6, %xmm6
	vmovdqa64	%xmm22, %xmm13
	vmovdqa64	%xmm30, %xmm22
	vmovapd	%xmm8, %xmm30
	vmovdqa	%xmm12, %xmm8
	vmovdqa	%xmm9, %xmm12
	vmovdqa64	%xmm23, %xmm9
	vmovapd	%xmm28, %xmm23
	vmovdqa64	%xmm14, %xmm28
	vmovdqa	%xmm11, %xmm14
	vmovdqa	%xmm15, %xmm11
	vmovdqa64	%xmm17, %xmm15
	vmovdqa64	%xmm19, %xmm17
	vmovdqa64	%xmm20, %xmm19
	vmovdqa64	%xmm21, %xmm20
	vmovdqa64	%xmm24, %xmm21
	vmovdqa64	%xmm25, %xmm24
	vmovdqa64	%xmm26, %xmm25
	vmovdqa64	%xmm29, %xmm26
	vmovdqa64	%xmm31, %xmm29
	vmovdqa64	%xmm18, %xmm31
	vmovddup	.LCPI0_19(%rip), %xmm18
	vunpcklpd	%xmm6, %xmm18, %xmm6
	vmovdqa64	%xmm31, %xmm18
	vmovdqa64	%xmm29, %xmm31
	vmovdqa64	%xmm26, %xmm29
	vmovdqa64	%xmm25, %xmm26
	vmovdqa64	%xmm24, %xmm25
	vmovdqa64	%xmm21, %xmm24
	vmovdqa64	%xmm20, %xmm21
	vmovdqa64	%xmm19, %xmm20
	vmovdqa64	%xmm17, %xmm19
	vmovdqa64	%xmm15, %xmm17
	vmovdqa	%xmm11, %xmm15
	vmovdqa	%xmm14, %xmm11
	vmovdqa64	%xmm28, %xmm14
	vmovapd	%xmm23, %xmm28
	vmovdqa64	%xmm9, %xmm23
	vmovdqa	%xmm12, %xmm9
	vmovdqa	%xmm8, %xmm12
	vmovddup	%xmm5, %xmm5
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	.LCPI0_58(%rip), %xmm6, %xmm6
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	.LCPI0_59(%rip), %xmm6, %xmm6
	vunpcklpd	%xmm4, %xmm5, %xmm4
	vmulpd	%xmm6, %xmm4, %xmm4
	vshufpd	$1, %xmm4, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm4, %xmm4
	vcvtsi2sd	%r10, %xmm7, %xmm5
	vaddsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmulsd	%xmm7, %xmm5, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm30, %xmm5, %xmm2
	vmovdqa64	%xmm22, %xmm30
	vmovdqa64	%xmm13, %xmm22
	vaddsd	%xmm0, %xmm2, %xmm0
	vmulsd	%xmm1, %xmm11, %xmm1
	vmulsd	%xmm23, %xmm1, %xmm2
	vaddsd	%xmm2, %xmm8, %xmm2
	vmovq	%xmm2, %rax
	vaddsd	.LCPI0_32(%rip), %xmm2, %xmm2
	vmulsd	%xmm2, %xmm14, %xmm3
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm2, %xmm15, %xmm4
	vmulsd	%xmm17, %xmm2, %xmm5
	vsubsd	%xmm5, %xmm3, %xmm6
	vmulsd	%xmm19, %xmm2, %xmm2
	vsubsd	%xmm6, %xmm3, %xmm7
	vsubsd	%xmm5, %xmm7, %xmm5
	vsubsd	%xmm5, %xmm2, %xmm2
	vsubsd	%xmm4, %xmm3, %xmm5
	vunpcklpd	%xmm1, %xmm5, %xmm1
	vpsrlq	$52, %xmm1, %xmm1
	vpandq	%xmm20, %xmm1, %xmm1
	vmovq	%xmm1, %r9
	addl	$16, %r9d
	vpextrq	$1, %xmm1, %r10
	cmpl	%r10d, %r9d
	setb	%r9b
	kmovd	%r9d, %k1
	vmovsd	%xmm6, %xmm3, %xmm3 {%k1}
	vmovsd	%xmm2, %xmm4, %xmm4 {%k1}
	vsubsd	%xmm4, %xmm3, %xmm1
	vsubsd	%xmm1, %xmm3, %xmm2
	vsubsd	%xmm4, %xmm2, %xmm2
	vmulsd	%xmm1, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm21, %xmm3, %xmm5
	vaddsd	%xmm24, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vaddsd	%xmm25, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm26, %xmm3, %xmm6
	vaddsd	%xmm29, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm31, %xmm6, %xmm6
	vmulsd	%xmm4, %xmm4, %xmm7
	vmulsd	%xmm6, %xmm7, %xmm6
	vaddsd	%xmm6, %xmm5, %xmm5
	vmulsd	%xmm3, %xmm10, %xmm6
	vsubsd	%xmm6, %xmm30, %xmm7
	vsubsd	%xmm7, %xmm30, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vmovsd	.LCPI0_27(%rip), %xmm8
	vaddsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm7, %xmm5
	vmulsd	%xmm18, %xmm3, %xmm6
	vaddsd	.LCPI0_46(%rip), %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm6, %xmm9, %xmm6
	vmulsd	%xmm3, %xmm13, %xmm7
	vaddsd	%xmm27, %xmm7, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm2, %xmm10, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmovsd	.LCPI0_26(%rip), %xmm7
	vmulsd	%xmm4, %xmm3, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	.LCPI0_50(%rip), %xmm6, %xmm3
	vmovapd	%xmm16, %xmm6
	vaddsd	%xmm3, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovddup	.LCPI0_51(%rip), %xmm2
	vxorpd	%xmm2, %xmm5, %xmm3
	testb	$2, %al
	sete	%r9b
	kmovd	%r9d, %k1
	vmovsd	%xmm5, %xmm3, %xmm3 {%k1}
	vxorpd	%xmm2, %xmm1, %xmm2
	vmovsd	%xmm2, %xmm1, %xmm1 {%k1}
	kmovd	%eax, %k1
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vmovsd	.LCPI0_28(%rip), %xmm1
	vmulsd	%xmm1, %xmm0, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vmovsd	.LCPI0_11(%rip), %xmm3
	vmovsd	.LCPI0_17(%rip), %xmm4
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 5128(%rsp,%rdi,4)
	incq	%rdi
	cmpq	%r12, %rdi
	jb	.LBB0_100
.LBB0_101:
	vmovdqa64	%xmm28, %xmm22
	vmovdqa	%xmm6, %xmm1
	cmpq	$4, %r12
	setb	%al
	orb	72(%rsp), %al
	testb	$1, %al
	je	.LBB0_103
	xorl	%eax, %eax
	vmovdqu64	3392(%rsp), %zmm11
	movl	$2143289344, %edx
	vmovq	.LCPI0_47(%rip), %xmm5
	vmovss	.LCPI0_60(%rip), %xmm6
	vmovss	.LCPI0_61(%rip), %xmm10
	vmovss	.LCPI0_62(%rip), %xmm28
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpbroadcastq	.LCPI0_9(%rip), %zmm15
	movq	96(%rsp), %rsi
	vmovaps	384(%rsp), %xmm19
	vmovapd	-80(%rsp), %xmm3
	vmovdqu64	2432(%rsp), %zmm20
	vmovdqu64	2496(%rsp), %zmm21
	vmovdqu64	2368(%rsp), %zmm24
	vmovdqu64	2304(%rsp), %zmm25
	vmovdqu64	2240(%rsp), %zmm26
	vmovdqu64	1920(%rsp), %zmm29
	vmovdqu64	1536(%rsp), %zmm30
	vmovdqu64	3456(%rsp), %zmm16
	vmovdqa64	%xmm1, %xmm31
	vmovdqa64	%xmm22, %xmm9
	vmovq	.LCPI0_10(%rip), %xmm4
	jmp	.LBB0_112
	.p2align	4
.LBB0_103:
	cmpq	$16, %r12
	vmovdqu64	3392(%rsp), %zmm11
	movl	$2143289344, %edx
	vmovq	.LCPI0_47(%rip), %xmm5
	vmovss	.LCPI0_60(%rip), %xmm6
	vmovss	.LCPI0_61(%rip), %xmm10
	vmovss	.LCPI0_62(%rip), %xmm28
	movq	96(%rsp), %rsi
	vmovdqu64	3456(%rsp), %zmm16
	jae	.LBB0_105
	xorl	%edi, %edi
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpbroadcastq	.LCPI0_9(%rip), %zmm15
	vmovaps	384(%rsp), %xmm19
	vmovdqu64	2432(%rsp), %zmm20
	vmovdqu64	2496(%rsp), %zmm21
	vmovdqu64	2368(%rsp), %zmm24
	vmovdqu64	2304(%rsp), %zmm25
	vmovdqu64	2240(%rsp), %zmm26
	vmovdqu64	1920(%rsp), %zmm29
	vmovdqu64	1536(%rsp), %zmm30
	vmovdqa64	%xmm1, %xmm31
	vmovdqa64	%xmm22, %xmm9
	vmovq	.LCPI0_10(%rip), %xmm4
	vmovups	4672(%rsp), %zmm27
	jmp	.LBB0_109
	.p2align	4
.LBB0_105:
	vmovaps	384(%rsp), %xmm19
	vbroadcastss	%xmm19, %zmm0
	xorl	%eax, %eax
	vbroadcastss	.LCPI0_60(%rip), %zmm12
	vbroadcastss	.LCPI0_61(%rip), %zmm13
	vbroadcastss	.LCPI0_62(%rip), %zmm14
	vbroadcastss	.LCPI0_63(%rip), %zmm15
	vpbroadcastd	.LCPI0_64(%rip), %zmm17
	movq	-8(%rsp), %rdi
	vmovdqu64	2432(%rsp), %zmm20
	vmovdqu64	2496(%rsp), %zmm21
	vmovdqu64	2368(%rsp), %zmm24
	vmovdqu64	2304(%rsp), %zmm25
	vmovdqu64	2240(%rsp), %zmm26
	vmovdqu64	1920(%rsp), %zmm29
	vmovdqu64	1536(%rsp), %zmm30
	vmovdqa64	%xmm1, %xmm31
	vmovdqa64	%xmm22, %xmm9
	vmovups	4672(%rsp), %zmm27
	.p2align	4
.LBB0_106:
	vmovups	(%rbx,%rax,4), %zmm1
	vsubps	(%r13,%rax,4), %zmm1, %zmm2
	vaddps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm12, %zmm2, %zmm2
	vaddps	%zmm1, %zmm1, %zmm3
	vmulps	%zmm12, %zmm3, %zmm3
	vsubps	%zmm3, %zmm2, %zmm2
	vmulps	%zmm1, %zmm1, %zmm3
	vmulps	%zmm3, %zmm1, %zmm3
	vmulps	%zmm13, %zmm3, %zmm3
	vmulps	%zmm14, %zmm3, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vmulps	%zmm2, %zmm27, %zmm2
	vsubps	%zmm2, %zmm1, %zmm1
	vmulps	5128(%rsp,%rax,4), %zmm0, %zmm2
	vaddps	%zmm1, %zmm2, %zmm1
	vandps	%zmm15, %zmm1, %zmm2
	vpcmpgtd	%zmm17, %zmm2, %k1
	vpbroadcastd	.LCPI0_65(%rip), %zmm1 {%k1}
	vmovdqu64	%zmm1, (%rbx,%rax,4)
	addq	$16, %rax
	cmpq	%rax, %rdi
	jne	.LBB0_106
	cmpq	%rdi, %r12
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpbroadcastq	.LCPI0_9(%rip), %zmm15
	vmovapd	-80(%rsp), %xmm3
	vmovq	.LCPI0_10(%rip), %xmm4
	je	.LBB0_113
	movq	-8(%rsp), %rax
	movq	%rax, %rdi
	testb	$12, -32(%rsp)
	je	.LBB0_112
.LBB0_109:
	vbroadcastss	%xmm19, %xmm0
	vbroadcastss	.LCPI0_60(%rip), %xmm12
	vbroadcastss	.LCPI0_61(%rip), %xmm13
	vbroadcastss	.LCPI0_62(%rip), %xmm14
	movq	48(%rsp), %r9
	.p2align	4
.LBB0_110:
	vmovups	(%rbx,%rdi,4), %xmm1
	vsubps	(%r13,%rdi,4), %xmm1, %xmm2
	vaddps	%xmm2, %xmm2, %xmm2
	vmulps	%xmm2, %xmm12, %xmm2
	vaddps	%xmm1, %xmm1, %xmm3
	vmulps	%xmm3, %xmm12, %xmm3
	vsubps	%xmm3, %xmm2, %xmm2
	vmulps	%xmm1, %xmm1, %xmm3
	vmulps	%xmm3, %xmm1, %xmm3
	vmulps	%xmm3, %xmm13, %xmm3
	vmulps	%xmm3, %xmm14, %xmm3
	vaddps	%xmm2, %xmm3, %xmm2
	vmulps	%xmm2, %xmm27, %xmm2
	vsubps	%xmm2, %xmm1, %xmm1
	vmulps	5128(%rsp,%rdi,4), %xmm0, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
	vandps	.LCPI0_63(%rip){1to4}, %xmm1, %xmm2
	vpcmpgtd	.LCPI0_64(%rip){1to4}, %xmm2, %k1
	vpbroadcastd	.LCPI0_65(%rip), %xmm1 {%k1}
	vmovdqu	%xmm1, (%rbx,%rdi,4)
	addq	$4, %rdi
	cmpq	%rdi, %r9
	jne	.LBB0_110
	movq	%r9, %rax
	cmpq	%r9, %r12
	vmovapd	-80(%rsp), %xmm3
	je	.LBB0_113
	.p2align	4
.LBB0_112:
	vmovss	(%rbx,%rax,4), %xmm0
	vsubss	(%r13,%rax,4), %xmm0, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm6, %xmm1, %xmm1
	vaddss	%xmm0, %xmm0, %xmm2
	vmulss	%xmm6, %xmm2, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm0, %xmm0, %xmm2
	vmulss	%xmm2, %xmm0, %xmm2
	vmulss	%xmm2, %xmm10, %xmm2
	vmulss	%xmm28, %xmm2, %xmm2
	vaddss	%xmm1, %xmm2, %xmm1
	vmulss	%xmm1, %xmm3, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmulss	5128(%rsp,%rax,4), %xmm19, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %edi
	movl	%edi, %r9d
	andl	$2147483647, %r9d
	cmpl	$2139095041, %r9d
	cmovael	%edx, %edi
	movl	%edi, (%rbx,%rax,4)
	incq	%rax
	cmpq	%r12, %rax
	jb	.LBB0_112
	jmp	.LBB0_113
.LBB0_82:
	vmovss	4608(%rsp), %xmm19
	vmulss	20(%rsp), %xmm19, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vpxor	%xmm10, %xmm10, %xmm10
	vcmpltss	%xmm0, %xmm10, %k1
	vmovss	%xmm1, %xmm1, %xmm3 {%k1} {z}
	vmovdqu64	3520(%rsp), %zmm1
	vmulss	24(%rsp), %xmm19, %xmm19
	vmovss	%xmm19, 4608(%rsp)
	vmovaps	%xmm3, %xmm19
	jmp	.LBB0_83
.LBB0_1:
	cmpq	%r8, %rsi
	jae	.LBB0_65
	cmpq	$0, -48(%rsp)
	je	.LBB0_65
	movq	%rsi, %rax
	imulq	%r12, %rax
	movq	%rax, 528(%rsp)
	leaq	(,%rax,4), %r15
	leaq	(,%r12,4), %rdx
	leaq	4(,%rsi,4), %rax
	imulq	%r12, %rax
	movq	%rax, 120(%rsp)
	testl	%ecx, %ecx
	movq	%r15, 40(%rsp)
	je	.LBB0_10
	movq	16(%rdi), %rcx
	movl	$3449720151, %r14d
	movq	%r11, %rax
	shrq	$32, %rax
	leaq	1013904242(%r11), %rbx
	leaq	1993301258(%rax), %rdi
	leaq	842468239(%rax), %r13
	movq	%r13, 2304(%rsp)
	leaq	2027808484(%r11), %r8
	movq	%r8, 2240(%rsp)
	leaq	1684936478(%rax), %r8
	movq	%r8, 3520(%rsp)
	movq	%rsi, -112(%rsp)
	movq	%r8, %rsi
	leaq	534103459(%rax), %r8
	movq	%r8, -24(%rsp)
	leaq	-795284382(%r11,%r14), %rbp
	leaq	-305585874(%rax,%r14), %r10
	movq	%r10, 4672(%rsp)
	movq	%rdx, -32(%rsp)
	leaq	218619860(%r11,%r14), %rdx
	leaq	536882365(%rax,%r14), %r10
	leaq	(%rax,%r14), %r8
	addq	$-613950654, %r8
	leaq	(%rax,%r14), %r9
	addq	$228517585, %r9
	movq	%r12, %rax
	andq	$-64, %rax
	movq	%rax, 1856(%rsp)
	vpbroadcastq	%r11, %zmm18
	movq	%rbp, 72(%rsp)
	vpbroadcastq	%rbp, %zmm0
	vmovdqu64	%zmm0, 4992(%rsp)
	vpbroadcastq	%rbx, %zmm12
	movq	%rdi, 80(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 4608(%rsp)
	movq	%r10, 4864(%rsp)
	movq	%rdx, %rax
	leaq	(,%r12,4), %rdx
	movq	%rax, 3456(%rsp)
	vpbroadcastq	%rax, %zmm2
	vpbroadcastq	%r13, %zmm8
	leaq	2027808484(%r11), %rax
	vpbroadcastq	%rax, %zmm20
	vpbroadcastq	%r10, %zmm13
	movq	%r9, 3328(%rsp)
	movq	%r8, %rax
	movq	%r8, 3392(%rsp)
	leaq	387276957(%r11), %r8
	movq	%r8, 4800(%rsp)
	vpbroadcastq	%r8, %zmm19
	vpbroadcastq	%rax, %zmm21
	leaq	-408007425(%r11,%r14), %rax
	movq	%rax, 4736(%rsp)
	vpbroadcastq	%rax, %zmm23
	vpbroadcastq	%rsi, %zmm31
	leaq	1401181199(%r11), %rax
	movq	%rax, 5056(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3648(%rsp)
	movq	-24(%rsp), %rax
	vpbroadcastq	%rax, %zmm27
	vpbroadcastq	%r9, %zmm22
	leal	-1879881855(%r11), %eax
	movl	%eax, 88(%rsp)
	vpbroadcastd	%eax, %zmm0
	vmovdqu64	%zmm0, 1920(%rsp)
	movq	%r12, %rax
	andq	$-8, %rax
	movq	%r12, %rdi
	andq	$-16, %rdi
	movq	%rdi, 3264(%rsp)
	movq	%r12, %rdi
	andq	$-4, %rdi
	movq	%rdi, 1016(%rsp)
	vpbroadcastq	.LCPI0_0(%rip), %zmm28
	vpbroadcastq	.LCPI0_5(%rip), %zmm24
	vpbroadcastq	.LCPI0_6(%rip), %zmm25
	vpbroadcastd	.LCPI0_7(%rip), %ymm26
	vpbroadcastq	.LCPI0_9(%rip), %zmm29
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	movq	%rax, -56(%rsp)
	negq	%rax
	movq	%rax, (%rsp)
	leaq	(%rcx,%r12,4), %rdi
	leaq	(%rcx,%r12,8), %rax
	movq	%rax, 1000(%rsp)
	movq	%rcx, -16(%rsp)
	leaq	192(%rcx), %rax
	movq	%rax, 48(%rsp)
	movq	-104(%rsp), %rax
	leaq	(%rax,%r15), %r13
	movq	-96(%rsp), %rax
	leaq	(%rax,%r15), %r9
	xorl	%eax, %eax
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vbroadcastss	-80(%rsp), %zmm16
	movq	-112(%rsp), %r10
	vmovdqu64	%zmm18, 3712(%rsp)
	vmovdqu64	%zmm27, 2560(%rsp)
	vmovdqu64	%zmm22, 1536(%rsp)
	movq	%rdi, -8(%rsp)
	movq	%rbx, 2368(%rsp)
	vmovdqu64	%zmm12, 1408(%rsp)
	vmovdqu64	%zmm2, 1664(%rsp)
	vmovdqu64	%zmm8, 1600(%rsp)
	vmovdqu64	%zmm20, 2048(%rsp)
	vmovdqu64	%zmm13, 2624(%rsp)
	vmovdqu64	%zmm19, 1984(%rsp)
	vmovdqu64	%zmm21, 3200(%rsp)
	vmovdqu64	%zmm23, 3136(%rsp)
	vmovdqu64	%zmm31, 3072(%rsp)
	vmovups	%zmm16, 4928(%rsp)
	jmp	.LBB0_5
	.p2align	4
.LBB0_64:
	movq	-112(%rsp), %r10
	incq	%r10
	movq	1008(%rsp), %rax
	incq	%rax
	addq	%r12, 528(%rsp)
	addq	%rdx, %r13
	addq	%rdx, %r9
	cmpq	-88(%rsp), %r10
	je	.LBB0_65
.LBB0_5:
	movq	%r13, -64(%rsp)
	movq	%r9, 64(%rsp)
	movq	%rdx, %rcx
	movq	%rax, 1008(%rsp)
	imulq	%rax, %rcx
	movq	40(%rsp), %rax
	leaq	(%rax,%rcx), %rsi
	movq	-96(%rsp), %rax
	leaq	(%rax,%rsi), %r8
	addq	120(%rsp), %rcx
	leaq	(%rax,%rcx), %r9
	movq	-104(%rsp), %rax
	addq	%rax, %rsi
	addq	%rax, %rcx
	movq	%r10, -112(%rsp)
	imulq	%r12, %r10
	vpbroadcastq	%r10, %zmm10
	vpaddq	%zmm28, %zmm10, %zmm4
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm10, %zmm5
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm10, %zmm6
	cmpq	%rcx, %r8
	setb	%cl
	cmpq	%r9, %rsi
	setb	%sil
	andb	%cl, %sil
	cmpq	1000(%rsp), %r8
	setb	%cl
	cmpq	%r9, %rdi
	setb	%al
	andb	%cl, %al
	orb	%sil, %al
	movb	%al, 56(%rsp)
	xorl	%ecx, %ecx
	vmovss	32(%rsp), %xmm0
	vmovss	%xmm0, 28(%rsp)
	vmovss	36(%rsp), %xmm17
	vmovdqu64	%zmm10, 3776(%rsp)
	vmovdqu64	%zmm6, 2432(%rsp)
	vmovdqu64	%zmm4, 2496(%rsp)
	vmovdqu64	%zmm5, 3584(%rsp)
	jmp	.LBB0_6
	.p2align	4
.LBB0_63:
	movq	384(%rsp), %rcx
	incq	%rcx
	cmpq	-48(%rsp), %rcx
	vmovdqu64	2624(%rsp), %zmm13
	vmovdqu64	1664(%rsp), %zmm2
	vmovdqu64	1600(%rsp), %zmm8
	je	.LBB0_64
.LBB0_6:
	cmpl	$0, -36(%rsp)
	jne	.LBB0_7
.LBB0_8:
	vmovaps	%xmm17, 96(%rsp)
	movq	536(%rsp), %rax
	movq	%rcx, 384(%rsp)
	leaq	(%rcx,%rax), %rdi
	movq	%rdi, %r10
	shrq	$32, %r10
	imulq	%r14, %r10
	movq	%r10, %rcx
	shrq	$32, %rcx
	xorl	%r11d, %edi
	xorl	%ecx, %edi
	movl	$3449720151, %eax
	leaq	78811644(%rax), %r14
	imulq	%r14, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorq	4672(%rsp), %rax
	vpbroadcastq	%rax, %zmm7
	cmpq	$64, -120(%rsp)
	movq	%rdi, 1152(%rsp)
	jae	.LBB0_41
	xorl	%r9d, %r9d
	vmovdqu64	1920(%rsp), %zmm17
	vmovdqu64	3648(%rsp), %zmm16
	movq	%rax, %r13
	jmp	.LBB0_45
	.p2align	4
.LBB0_41:
	movq	%rax, %r12
	vpbroadcastq	%r10, %zmm0
	vpxorq	4992(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2880(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vpxorq	4608(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2816(%rsp)
	movq	48(%rsp), %rcx
	movq	1856(%rsp), %rbx
	vmovdqa64	.LCPI0_4(%rip), %zmm1
	vmovdqa64	.LCPI0_3(%rip), %zmm3
	vmovdqu64	%zmm7, 2112(%rsp)
	.p2align	4
.LBB0_42:
	vmovdqu64	%zmm3, 864(%rsp)
	vmovdqu64	%zmm1, 320(%rsp)
	vpaddq	%zmm10, %zmm3, %zmm5
	vpmuludq	%zmm24, %zmm5, %zmm4
	vpaddq	%zmm10, %zmm1, %zmm8
	vpmuludq	%zmm24, %zmm8, %zmm0
	vmovdqu64	2496(%rsp), %zmm2
	vpaddq	%zmm2, %zmm3, %zmm10
	vpmuludq	%zmm24, %zmm10, %zmm1
	vpaddq	320(%rsp), %zmm2, %zmm11
	vpmuludq	%zmm24, %zmm11, %zmm7
	vmovdqu64	3584(%rsp), %zmm2
	vpaddq	%zmm2, %zmm3, %zmm12
	vpmuludq	%zmm24, %zmm12, %zmm3
	vpaddq	320(%rsp), %zmm2, %zmm13
	vpmuludq	%zmm24, %zmm13, %zmm9
	vmovdqu64	2432(%rsp), %zmm6
	vpaddq	864(%rsp), %zmm6, %zmm14
	vpmuludq	%zmm24, %zmm14, %zmm2
	vpaddq	320(%rsp), %zmm6, %zmm15
	vpmuludq	%zmm24, %zmm15, %zmm6
	vpternlogq	$150, %zmm18, %zmm0, %zmm8
	vpternlogq	$150, %zmm18, %zmm4, %zmm5
	vpternlogq	$150, %zmm18, %zmm7, %zmm11
	vpternlogq	$150, %zmm18, %zmm1, %zmm10
	vpternlogq	$150, %zmm18, %zmm9, %zmm13
	vpternlogq	$150, %zmm18, %zmm3, %zmm12
	vpternlogq	$150, %zmm18, %zmm6, %zmm15
	vpternlogq	$150, %zmm18, %zmm2, %zmm14
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm12, %zmm16
	vpsrlq	$32, %zmm13, %zmm12
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm15, %zmm15
	vpmuludq	%zmm25, %zmm8, %zmm26
	vpmuludq	%zmm25, %zmm5, %zmm23
	vpmuludq	%zmm25, %zmm11, %zmm21
	vpmuludq	%zmm25, %zmm10, %zmm13
	vpmuludq	%zmm25, %zmm12, %zmm12
	vpmuludq	%zmm25, %zmm16, %zmm10
	vpmuludq	%zmm25, %zmm15, %zmm8
	vpmuludq	%zmm25, %zmm14, %zmm20
	vpsrlq	$32, %zmm23, %zmm11
	vpsrlq	$32, %zmm26, %zmm14
	vpsrlq	$32, %zmm13, %zmm17
	vpsrlq	$32, %zmm21, %zmm15
	vpsrlq	$32, %zmm10, %zmm18
	vpsrlq	$32, %zmm12, %zmm22
	vpsrlq	$32, %zmm20, %zmm24
	vpsrlq	$32, %zmm8, %zmm25
	vmovdqu64	2880(%rsp), %zmm27
	vpxorq	%zmm27, %zmm14, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm19
	vmovdqu64	%zmm19, 608(%rsp)
	vpxorq	%zmm27, %zmm11, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm29
	vmovdqu64	%zmm29, 128(%rsp)
	vpxorq	%zmm27, %zmm15, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm16
	vpxorq	%zmm27, %zmm17, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm5
	vpxorq	%zmm27, %zmm22, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm15
	vpxorq	%zmm27, %zmm18, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm17
	vpxorq	%zmm27, %zmm25, %zmm11
	vpxorq	%zmm27, %zmm24, %zmm18
	vmovdqu64	2112(%rsp), %zmm27
	vpxorq	%zmm0, %zmm27, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vmovdqu64	%zmm11, 672(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm11
	vpxorq	%zmm4, %zmm27, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm25
	vpxorq	%zmm7, %zmm27, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 464(%rsp)
	vpxorq	%zmm1, %zmm27, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm14
	vpxorq	%zmm9, %zmm27, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm28
	vpxorq	%zmm3, %zmm27, %zmm3
	vpsrlq	$32, %zmm29, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm29
	vpxorq	%zmm6, %zmm27, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm3
	vmovdqu64	%zmm3, 400(%rsp)
	vpxorq	%zmm2, %zmm27, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 736(%rsp)
	vpsrlq	$32, %zmm19, %zmm9
	vpsrlq	$32, %zmm25, %zmm2
	vpsrlq	$32, %zmm11, %zmm4
	vpsrlq	$32, %zmm14, %zmm6
	vpsrlq	$32, %zmm24, %zmm27
	vpsrlq	$32, %zmm29, %zmm30
	vpsrlq	$32, %zmm5, %zmm31
	vmovdqa64	%zmm5, %zmm19
	vmovdqu64	1408(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm26, %zmm4
	vpsrlq	$32, %zmm28, %zmm26
	vpternlogq	$150, %zmm0, %zmm23, %zmm2
	vpsrlq	$32, %zmm1, %zmm23
	vpternlogq	$150, %zmm0, %zmm21, %zmm27
	vpsrlq	$32, %zmm16, %zmm7
	vmovdqa64	%zmm16, %zmm22
	vpternlogq	$150, %zmm0, %zmm13, %zmm6
	vpsrlq	$32, %zmm3, %zmm21
	vpternlogq	$150, %zmm0, %zmm12, %zmm26
	vpternlogq	$150, %zmm0, %zmm10, %zmm30
	vpternlogq	$150, %zmm0, %zmm8, %zmm21
	vpsrlq	$32, %zmm17, %zmm10
	vmovdqa64	%zmm17, %zmm16
	vpternlogq	$150, %zmm0, %zmm20, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 1216(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm0
	vmovdqu64	%zmm0, 256(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm4
	vmovdqu64	%zmm4, 2176(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm3
	vmovdqu64	%zmm3, 928(%rsp)
	vpsrlq	$32, %zmm15, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm8
	vmovdqu64	%zmm8, 1024(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm6
	vmovdqu64	%zmm6, 800(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm12
	vmovdqu64	%zmm12, 192(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm12
	vmovdqu64	%zmm12, 544(%rsp)
	vpsrlq	$32, %zmm0, %zmm21
	vmovdqu64	2816(%rsp), %zmm30
	vpxorq	%zmm30, %zmm9, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm13
	vpxorq	%zmm30, %zmm18, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm17
	vpxorq	%zmm30, %zmm7, %zmm0
	vpxorq	%zmm30, %zmm31, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm27
	vpxorq	%zmm30, %zmm5, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm7
	vmovdqu64	%zmm7, 2944(%rsp)
	vpxorq	%zmm30, %zmm10, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm5
	vmovdqu64	%zmm5, 3008(%rsp)
	vpsrlq	$32, %zmm13, %zmm23
	vmovdqu64	1664(%rsp), %zmm0
	vpternlogq	$150, %zmm11, %zmm0, %zmm23
	vpsrlq	$32, %zmm17, %zmm2
	vpternlogq	$150, %zmm25, %zmm0, %zmm2
	vpsrlq	$32, %zmm26, %zmm25
	vpternlogq	$150, %zmm24, %zmm0, %zmm25
	vpsrlq	$32, %zmm27, %zmm31
	vpternlogq	$150, %zmm14, %zmm0, %zmm31
	vpsrlq	$32, %zmm7, %zmm24
	vpternlogq	$150, %zmm28, %zmm0, %zmm24
	vpsrlq	$32, %zmm5, %zmm28
	vpternlogq	$150, %zmm29, %zmm0, %zmm28
	vpsrlq	$32, %zmm1, %zmm9
	vmovdqu64	1600(%rsp), %zmm7
	vpternlogq	$150, 128(%rsp), %zmm7, %zmm9
	vpsrlq	$32, %zmm3, %zmm11
	vpternlogq	$150, 608(%rsp), %zmm7, %zmm21
	vpsrlq	$32, %zmm4, %zmm20
	vpternlogq	$150, %zmm7, %zmm19, %zmm20
	vpsrlq	$32, %zmm6, %zmm19
	vpternlogq	$150, %zmm7, %zmm22, %zmm11
	vpsrlq	$32, %zmm8, %zmm5
	vpternlogq	$150, %zmm7, %zmm16, %zmm5
	vpsrlq	$32, %zmm12, %zmm1
	vpternlogq	$150, %zmm7, %zmm15, %zmm19
	vmovdqu64	672(%rsp), %zmm3
	vpsrlq	$32, %zmm3, %zmm10
	vpxorq	%zmm30, %zmm10, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm16
	vpternlogq	$150, %zmm7, %zmm3, %zmm1
	vpsrlq	$32, %zmm16, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm29
	vpternlogq	$150, 400(%rsp), %zmm0, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm10
	vpsrlq	$32, %zmm29, %zmm14
	vmovdqu64	2048(%rsp), %zmm22
	vpternlogq	$150, %zmm22, %zmm13, %zmm14
	vpsrlq	$32, %zmm10, %zmm21
	vpternlogq	$150, %zmm22, %zmm17, %zmm21
	vmovdqu64	192(%rsp), %zmm6
	vpsrlq	$32, %zmm6, %zmm18
	vmovdqu64	464(%rsp), %zmm3
	vpternlogq	$150, %zmm7, %zmm3, %zmm18
	vpsrlq	$32, %zmm3, %zmm3
	vpxorq	%zmm30, %zmm3, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpternlogq	$150, 736(%rsp), %zmm0, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm30
	vpsrlq	$32, %zmm30, %zmm17
	vpternlogq	$150, %zmm22, %zmm26, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm0
	vmovdqu64	%zmm0, 608(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vpternlogq	$150, %zmm22, %zmm27, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm0
	vmovdqu64	%zmm0, 128(%rsp)
	vpsrlq	$32, %zmm0, %zmm11
	vpternlogq	$150, 2944(%rsp), %zmm22, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm0
	vmovdqu64	%zmm0, 672(%rsp)
	vpsrlq	$32, %zmm0, %zmm20
	vpternlogq	$150, 3008(%rsp), %zmm22, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 400(%rsp)
	vpsrlq	$32, %zmm0, %zmm26
	vpternlogq	$150, %zmm22, %zmm16, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 464(%rsp)
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, %zmm22, %zmm3, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm16
	vpsrlq	$32, %zmm16, %zmm2
	vmovdqu64	2624(%rsp), %zmm18
	vpternlogq	$150, 1216(%rsp), %zmm18, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm8
	vpsrlq	$32, %zmm8, %zmm0
	vpternlogq	$150, 256(%rsp), %zmm18, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm22
	vpsrlq	$32, %zmm22, %zmm3
	vpternlogq	$150, 2176(%rsp), %zmm18, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm31
	vpsrlq	$32, %zmm31, %zmm12
	vpternlogq	$150, 928(%rsp), %zmm18, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm19
	vpsrlq	$32, %zmm19, %zmm23
	vpternlogq	$150, 1024(%rsp), %zmm18, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm24
	vpsrlq	$32, %zmm24, %zmm1
	vpternlogq	$150, 800(%rsp), %zmm18, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm28
	vpsrlq	$32, %zmm28, %zmm27
	vpternlogq	$150, %zmm6, %zmm18, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm4
	vmovdqu64	%zmm4, 800(%rsp)
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, 544(%rsp), %zmm18, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 544(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	1984(%rsp), %zmm18
	vpternlogq	$150, %zmm29, %zmm18, %zmm0
	vmovdqu64	%zmm0, 256(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm29
	vpsrlq	$32, %zmm29, %zmm25
	vpternlogq	$150, %zmm10, %zmm18, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm0
	vmovdqu64	%zmm0, 736(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vmovdqu64	3200(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm16, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm16
	vpsrlq	$32, %zmm16, %zmm10
	vpternlogq	$150, %zmm30, %zmm18, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm2
	vmovdqu64	%zmm2, 192(%rsp)
	vpsrlq	$32, %zmm2, %zmm12
	vpternlogq	$150, %zmm0, %zmm8, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm13
	vpsrlq	$32, %zmm13, %zmm14
	vpternlogq	$150, 608(%rsp), %zmm18, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm2
	vmovdqu64	%zmm2, 608(%rsp)
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, %zmm0, %zmm22, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm8
	vpsrlq	$32, %zmm8, %zmm30
	vpternlogq	$150, 128(%rsp), %zmm18, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm21
	vpsrlq	$32, %zmm21, %zmm3
	vpternlogq	$150, %zmm0, %zmm31, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm17
	vpsrlq	$32, %zmm17, %zmm22
	vpternlogq	$150, 672(%rsp), %zmm18, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm20
	vpsrlq	$32, %zmm20, %zmm4
	vpternlogq	$150, %zmm0, %zmm19, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm7
	vpsrlq	$32, %zmm7, %zmm19
	vpternlogq	$150, 400(%rsp), %zmm18, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm1
	vmovdqu64	%zmm1, 128(%rsp)
	vpsrlq	$32, %zmm1, %zmm11
	vpternlogq	$150, %zmm0, %zmm24, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm1
	vmovdqu64	%zmm1, 400(%rsp)
	vpsrlq	$32, %zmm1, %zmm31
	vpternlogq	$150, 464(%rsp), %zmm18, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm23
	vpsrlq	$32, %zmm23, %zmm18
	vpternlogq	$150, %zmm0, %zmm28, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm6
	vpsrlq	$32, %zmm6, %zmm2
	vpternlogq	$150, 800(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm0
	vmovdqu64	%zmm0, 672(%rsp)
	vpsrlq	$32, %zmm0, %zmm24
	vmovdqu64	3136(%rsp), %zmm1
	vpternlogq	$150, 544(%rsp), %zmm1, %zmm24
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm0
	vmovdqu64	%zmm0, 544(%rsp)
	vpsrlq	$32, %zmm0, %zmm28
	vpternlogq	$150, %zmm1, %zmm29, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm0
	vmovdqu64	%zmm0, 800(%rsp)
	vpsrlq	$32, %zmm0, %zmm12
	vpternlogq	$150, %zmm1, %zmm16, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm26
	vpsrlq	$32, %zmm26, %zmm9
	vpternlogq	$150, %zmm1, %zmm13, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm27
	vpsrlq	$32, %zmm27, %zmm29
	vpternlogq	$150, %zmm1, %zmm8, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm11
	vpternlogq	$150, %zmm1, %zmm17, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm8
	vpsrlq	$32, %zmm8, %zmm15
	vpternlogq	$150, %zmm1, %zmm7, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm0
	vmovdqu64	%zmm0, 464(%rsp)
	vpsrlq	$32, %zmm0, %zmm5
	vmovdqu64	3072(%rsp), %zmm0
	vpternlogq	$150, 736(%rsp), %zmm0, %zmm5
	vmovdqu64	256(%rsp), %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 256(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, 192(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm3
	vmovdqu64	%zmm3, 736(%rsp)
	vpsrlq	$32, %zmm3, %zmm17
	vpternlogq	$150, 608(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm3
	vmovdqu64	%zmm3, 192(%rsp)
	vpsrlq	$32, %zmm3, %zmm14
	vpternlogq	$150, %zmm21, %zmm0, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm10
	vpsrlq	$32, %zmm10, %zmm21
	vpternlogq	$150, %zmm20, %zmm0, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm13
	vpsrlq	$32, %zmm13, %zmm20
	vpternlogq	$150, 128(%rsp), %zmm0, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm31
	vpsrlq	$32, %zmm31, %zmm3
	vpternlogq	$150, %zmm23, %zmm0, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm16
	vpsrlq	$32, %zmm16, %zmm19
	vpternlogq	$150, %zmm6, %zmm0, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm30
	vpsrlq	$32, %zmm30, %zmm6
	vpternlogq	$150, 400(%rsp), %zmm1, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vmovdqu64	3648(%rsp), %zmm25
	vpternlogq	$150, 672(%rsp), %zmm25, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, 544(%rsp), %zmm25, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 800(%rsp), %zmm25, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm14
	vpsrlq	$32, %zmm14, %zmm18
	vpternlogq	$150, %zmm26, %zmm25, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm14
	vpsrlq	$32, %zmm14, %zmm17
	vpternlogq	$150, %zmm27, %zmm25, %zmm17
	vmovdqu64	2560(%rsp), %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm14
	vpsrlq	$32, %zmm14, %zmm21
	vpternlogq	$150, %zmm4, %zmm25, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm7
	vpsrlq	$32, %zmm7, %zmm23
	vpternlogq	$150, %zmm8, %zmm25, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm9
	vpsrlq	$32, %zmm1, %zmm15
	vpternlogq	$150, %zmm30, %zmm25, %zmm15
	vpsrlq	$32, %zmm26, %zmm1
	vpternlogq	$150, 464(%rsp), %zmm27, %zmm1
	vpsrlq	$32, %zmm14, %zmm3
	vpternlogq	$150, 256(%rsp), %zmm27, %zmm3
	vpsrlq	$32, %zmm24, %zmm5
	vpternlogq	$150, 736(%rsp), %zmm27, %zmm5
	vpsrlq	$32, %zmm20, %zmm6
	vpternlogq	$150, 192(%rsp), %zmm27, %zmm6
	vpsrlq	$32, %zmm19, %zmm8
	vpternlogq	$150, %zmm27, %zmm10, %zmm8
	vpsrlq	$32, %zmm11, %zmm4
	vpternlogq	$150, %zmm27, %zmm13, %zmm4
	vpsrlq	$32, %zmm7, %zmm10
	vpternlogq	$150, %zmm27, %zmm31, %zmm10
	vpsrlq	$32, %zmm9, %zmm12
	vpternlogq	$150, %zmm27, %zmm16, %zmm12
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm3, %zmm1
	vpmovqd	%zmm6, %ymm3
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm3, %zmm3
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm8, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpmovqd	%zmm12, %ymm5
	vpmovqd	%zmm10, %ymm6
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm6
	vmovdqu64	1536(%rsp), %zmm22
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm26, %zmm22, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm14, %zmm22, %zmm2
	vpbroadcastq	.LCPI0_6(%rip), %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm8
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, %zmm24, %zmm22, %zmm8
	vpbroadcastq	.LCPI0_5(%rip), %zmm24
	vpmuludq	%zmm24, %zmm0, %zmm0
	vpmuludq	%zmm24, %zmm21, %zmm10
	vpmuludq	%zmm24, %zmm17, %zmm12
	vpmuludq	%zmm24, %zmm15, %zmm13
	vpmuludq	%zmm24, %zmm23, %zmm14
	vmovdqu64	1920(%rsp), %zmm17
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm13, %zmm13
	vpternlogq	$150, %zmm20, %zmm22, %zmm0
	vpternlogq	$150, %zmm19, %zmm22, %zmm10
	vpternlogq	$150, %zmm11, %zmm22, %zmm12
	vpternlogq	$150, %zmm7, %zmm22, %zmm13
	vpternlogq	$150, %zmm9, %zmm22, %zmm14
	vpmuludq	%zmm25, %zmm2, %zmm2
	vpmuludq	%zmm25, %zmm6, %zmm6
	vpmuludq	%zmm25, %zmm0, %zmm0
	vpmuludq	%zmm25, %zmm8, %zmm7
	vpmuludq	%zmm25, %zmm12, %zmm8
	vpmuludq	%zmm25, %zmm10, %zmm9
	vpmuludq	%zmm25, %zmm14, %zmm10
	vpmuludq	%zmm25, %zmm13, %zmm11
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
	vmovdqu64	3712(%rsp), %zmm18
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
	vmovdqu64	3776(%rsp), %zmm10
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_7(%rip), %zmm8
	vpmulld	%zmm8, %zmm1, %zmm1
	vpternlogd	$150, %zmm1, %zmm17, %zmm12
	vpmulld	%zmm8, %zmm3, %zmm1
	vmovdqu64	864(%rsp), %zmm3
	vpternlogd	$150, %zmm1, %zmm17, %zmm14
	vpmulld	%zmm8, %zmm4, %zmm1
	vpternlogd	$150, %zmm1, %zmm17, %zmm13
	vpmulld	%zmm8, %zmm5, %zmm1
	vpternlogd	$150, %zmm1, %zmm17, %zmm15
	vmovdqu64	320(%rsp), %zmm1
	vmovdqu64	%zmm12, -192(%rcx,%rdx)
	vmovdqu64	%zmm14, -128(%rcx,%rdx)
	vmovdqu64	%zmm13, -64(%rcx,%rdx)
	vmovdqu64	%zmm15, (%rcx,%rdx)
	vmovdqu64	%zmm2, -192(%rcx)
	vmovdqu64	%zmm0, -128(%rcx)
	vmovdqu64	%zmm6, -64(%rcx)
	vmovdqu64	%zmm7, (%rcx)
	vpbroadcastq	.LCPI0_8(%rip), %zmm0
	vpaddq	%zmm0, %zmm1, %zmm1
	vpaddq	%zmm0, %zmm3, %zmm3
	addq	$256, %rcx
	addq	$-64, %rbx
	jne	.LBB0_42
	movq	1856(%rsp), %rax
	cmpq	%rax, -120(%rsp)
	movl	$3449720151, %esi
	movq	-24(%rsp), %rbp
	vmovdqu64	1408(%rsp), %zmm12
	vmovdqu64	1664(%rsp), %zmm2
	vmovdqu64	1600(%rsp), %zmm8
	vmovdqu64	2048(%rsp), %zmm20
	vmovdqu64	2624(%rsp), %zmm13
	vmovdqu64	1984(%rsp), %zmm19
	vmovdqu64	3200(%rsp), %zmm21
	vmovdqu64	3136(%rsp), %zmm23
	vmovdqu64	3072(%rsp), %zmm31
	vmovdqu64	3648(%rsp), %zmm16
	movl	88(%rsp), %edi
	vpbroadcastq	.LCPI0_0(%rip), %zmm28
	vpbroadcastd	.LCPI0_7(%rip), %ymm26
	vpbroadcastq	.LCPI0_9(%rip), %zmm29
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vmovdqu64	2112(%rsp), %zmm7
	je	.LBB0_50
	movq	%r12, %r13
	movq	1856(%rsp), %r12
	movq	%r12, %r9
	testb	$56, -120(%rsp)
	je	.LBB0_48
.LBB0_45:
	movq	%r13, %r15
	vpbroadcastq	%r9, %zmm0
	vporq	.LCPI0_4(%rip), %zmm0, %zmm0
	movq	%r10, %rbx
	movl	%r10d, %ecx
	xorl	72(%rsp), %ecx
	vpbroadcastq	%rcx, %zmm1
	movq	1152(%rsp), %rcx
	xorl	80(%rsp), %ecx
	vpbroadcastq	%rcx, %zmm15
	movq	(%rsp), %rax
	leaq	(%rax,%r9), %rcx
	movq	-16(%rsp), %rax
	leaq	(%rax,%r9,4), %r9
	vmovdqa64	%zmm31, %zmm14
	vmovdqa64	%zmm12, %zmm31
	vmovdqa64	%zmm23, %zmm12
	vmovdqa64	%zmm21, %zmm23
	vmovdqa64	%zmm19, %zmm21
	vmovdqa64	%zmm20, %zmm19
	vmovdqa64	%zmm13, %zmm11
	vmovdqa64	%zmm8, %zmm13
	.p2align	4
.LBB0_46:
	vpaddq	%zmm10, %zmm0, %zmm3
	vpmuludq	%zmm24, %zmm3, %zmm4
	vpternlogq	$150, %zmm18, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm25, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm1, %zmm5
	vpxorq	%zmm4, %zmm7, %zmm4
	vpmuludq	%zmm24, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm6, %zmm15, %zmm6
	vpmuludq	%zmm25, %zmm4, %zmm4
	vmovdqa64	%zmm7, %zmm20
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm31, %zmm3, %zmm7
	vpmuludq	%zmm24, %zmm7, %zmm3
	vpsrlq	$32, %zmm3, %zmm7
	vpmuludq	%zmm25, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm2, %zmm8
	vpternlogq	$150, %zmm13, %zmm5, %zmm7
	vpmuludq	%zmm24, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpmuludq	%zmm25, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpternlogq	$150, %zmm3, %zmm11, %zmm5
	vpternlogq	$150, %zmm19, %zmm6, %zmm8
	vpmuludq	%zmm24, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpmuludq	%zmm25, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm7, %zmm21, %zmm8
	vpternlogq	$150, %zmm23, %zmm4, %zmm6
	vpmuludq	%zmm24, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpmuludq	%zmm25, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm3, %zmm14, %zmm7
	vpternlogq	$150, %zmm12, %zmm5, %zmm8
	vpmuludq	%zmm24, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpmuludq	%zmm25, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm6, %zmm16, %zmm7
	vpternlogq	$150, %zmm27, %zmm4, %zmm5
	vpmuludq	%zmm24, %zmm7, %zmm4
	vmovdqa64	%zmm20, %zmm7
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm5, %ymm5
	vpmulld	%ymm26, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm22, %zmm4
	vpmuludq	%zmm25, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, %ymm17, %ymm5, %ymm4
	vmovdqu	%ymm4, (%r9,%rdx)
	vpmovqd	%zmm3, (%r9)
	vpaddq	%zmm29, %zmm0, %zmm0
	addq	$32, %r9
	addq	$8, %rcx
	jne	.LBB0_46
	movq	-56(%rsp), %rax
	movq	%rax, %r12
	cmpq	%rax, -120(%rsp)
	movl	$3449720151, %esi
	movq	-24(%rsp), %rbp
	movl	88(%rsp), %edi
	movq	%rbx, %r10
	movq	%r15, %r13
	je	.LBB0_50
.LBB0_48:
	xorq	72(%rsp), %r10
	movq	1152(%rsp), %rax
	xorq	80(%rsp), %rax
	movq	%rax, 1152(%rsp)
	movq	-120(%rsp), %rbx
	subq	%r12, %rbx
	movq	-16(%rsp), %rax
	leaq	(%rax,%r12,4), %r15
	addq	528(%rsp), %r12
	.p2align	4
.LBB0_49:
	movl	%r12d, %r9d
	imulq	%r14, %r9
	movq	%r12, %rcx
	xorq	%r11, %rcx
	xorq	%r9, %rcx
	shrq	$32, %rcx
	imulq	%rsi, %rcx
	movq	%rcx, %r11
	shrq	$32, %r11
	xorl	%r10d, %r11d
	imulq	%r14, %r11
	xorl	%r13d, %r9d
	imulq	%rsi, %r9
	movl	%edi, %r8d
	movq	%r13, %rdi
	movq	%rdx, %r13
	movq	%r10, %rdx
	movq	%r9, %r10
	shrq	$32, %r10
	movq	2368(%rsp), %rax
	xorl	%r10d, %eax
	movq	%r11, %r10
	shrq	$32, %r10
	xorl	1152(%rsp), %r10d
	xorl	%eax, %ecx
	imulq	%r14, %rcx
	imulq	%rsi, %r10
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	3456(%rsp), %r9d
	xorl	%eax, %r9d
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	2304(%rsp), %r11d
	xorl	%eax, %r11d
	imulq	%r14, %r9
	imulq	%rsi, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	2240(%rsp), %r10d
	xorl	%eax, %r10d
	movq	%r9, %rax
	shrq	$32, %rax
	xorl	4864(%rsp), %ecx
	xorl	%eax, %ecx
	imulq	%rsi, %rcx
	imulq	%r14, %r10
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	4800(%rsp), %r11d
	xorl	%eax, %r11d
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	3392(%rsp), %r9d
	xorl	%eax, %r9d
	imulq	%r14, %r11
	imulq	%rsi, %r9
	movq	%r9, %rax
	shrq	$32, %rax
	xorl	4736(%rsp), %ecx
	xorl	%eax, %ecx
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	3520(%rsp), %r10d
	xorl	%eax, %r10d
	imulq	%rsi, %r10
	shrq	$32, %r10
	xorl	5056(%rsp), %r9d
	imulq	%r14, %rcx
	xorl	%r10d, %r9d
	movq	%rdx, %r10
	movq	%r13, %rdx
	movq	%rdi, %r13
	movl	%r8d, %edi
	movq	3328(%rsp), %r8
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	%ebp, %r11d
	xorl	%eax, %r11d
	imulq	%r14, %r9
	shrq	$32, %r9
	imull	$-845247145, %r11d, %eax
	movq	8(%rsp), %r11
	xorl	%r8d, %ecx
	xorl	%r9d, %ecx
	imulq	%rsi, %rcx
	movq	%rcx, %r9
	xorl	%edi, %eax
	shrq	$32, %r9
	xorl	%r9d, %eax
	movl	%eax, (%r15,%rdx)
	movl	%ecx, (%r15)
	addq	$4, %r15
	incq	%r12
	decq	%rbx
	jne	.LBB0_49
.LBB0_50:
	movq	-120(%rsp), %r12
	cmpq	$64, %r12
	jae	.LBB0_66
	xorl	%r8d, %r8d
	movl	$3449720151, %r14d
	movq	-32(%rsp), %rdx
	movq	-8(%rsp), %rdi
	movabsq	$4604544269498187776, %r15
	movabsq	$4503595332403200, %r13
	movl	$2143289344, %ebp
	jmp	.LBB0_70
	.p2align	4
.LBB0_66:
	movq	48(%rsp), %r13
	movq	1856(%rsp), %r8
	movl	$3449720151, %r14d
	movq	-32(%rsp), %rdx
	movq	-8(%rsp), %rdi
	movl	$2143289344, %ebp
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	.p2align	4
.LBB0_67:
	vcvtudq2pd	-192(%r13), %zmm0
	vcvtudq2pd	-160(%r13), %zmm1
	vcvtudq2pd	-128(%r13), %zmm2
	vcvtudq2pd	-96(%r13), %zmm3
	vcvtudq2pd	-64(%r13), %zmm4
	vcvtudq2pd	-32(%r13), %zmm5
	vcvtudq2pd	(%r13), %zmm6
	vcvtudq2pd	32(%r13), %zmm7
	vaddpd	%zmm30, %zmm1, %zmm1
	vaddpd	%zmm30, %zmm0, %zmm0
	vaddpd	%zmm30, %zmm3, %zmm3
	vaddpd	%zmm30, %zmm2, %zmm2
	vaddpd	%zmm30, %zmm5, %zmm8
	vaddpd	%zmm30, %zmm4, %zmm9
	vaddpd	%zmm30, %zmm7, %zmm7
	vaddpd	%zmm30, %zmm6, %zmm10
	vmulpd	%zmm31, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm1, %zmm4
	vmulpd	%zmm31, %zmm2, %zmm1
	vmulpd	%zmm31, %zmm3, %zmm5
	vmulpd	%zmm31, %zmm9, %zmm2
	vmulpd	%zmm31, %zmm8, %zmm6
	vmulpd	%zmm31, %zmm10, %zmm3
	vmulpd	%zmm31, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_29(%rip), %zmm8
	vmulpd	%zmm8, %zmm4, %zmm14
	vmulpd	%zmm8, %zmm0, %zmm21
	vmulpd	%zmm8, %zmm5, %zmm10
	vmulpd	%zmm8, %zmm1, %zmm12
	vmulpd	%zmm8, %zmm6, %zmm4
	vmulpd	%zmm8, %zmm2, %zmm9
	vmulpd	%zmm8, %zmm7, %zmm0
	vmulpd	%zmm8, %zmm3, %zmm3
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
	vmovupd	%zmm19, 2816(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 2880(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 2112(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 2944(%rsp)
	vaddpd	%zmm15, %zmm8, %zmm5
	vmovupd	%zmm5, 3008(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 2176(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm2
	vmovupd	%zmm2, 1216(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1024(%rsp)
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
	vmulpd	%zmm26, %zmm17, %zmm18
	vmulpd	%zmm26, %zmm20, %zmm1
	vmulpd	%zmm26, %zmm11, %zmm15
	vmulpd	%zmm26, %zmm13, %zmm19
	vmulpd	%zmm26, %zmm7, %zmm16
	vsubpd	%zmm1, %zmm21, %zmm2
	vbroadcastsd	.LCPI0_34(%rip), %zmm27
	vmulpd	%zmm27, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vmulpd	%zmm29, %zmm20, %zmm22
	vsubpd	%zmm1, %zmm2, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm31
	vpandq	%zmm31, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm31, %zmm23, %zmm23
	vpaddq	%zmm28, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm2, %zmm23
	vsubpd	%zmm23, %zmm2, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm21
	vmulpd	%zmm26, %zmm8, %zmm22
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm30
	vmulpd	%zmm30, %zmm20, %zmm20
	vsubpd	%zmm21, %zmm20, %zmm1 {%k1}
	vmulpd	%zmm27, %zmm17, %zmm21
	vmulpd	%zmm29, %zmm17, %zmm20
	vmovapd	%zmm23, %zmm2 {%k1}
	vsubpd	%zmm21, %zmm18, %zmm23
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm31, %zmm14, %zmm14
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm31, %zmm23, %zmm23
	vpaddq	%zmm28, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm14, %k1
	vsubpd	%zmm20, %zmm18, %zmm23
	vsubpd	%zmm23, %zmm18, %zmm14
	vsubpd	%zmm20, %zmm14, %zmm14
	vmulpd	%zmm26, %zmm6, %zmm20
	vsubpd	%zmm19, %zmm12, %zmm19
	vmulpd	%zmm30, %zmm17, %zmm17
	vsubpd	%zmm14, %zmm17, %zmm21 {%k1}
	vmulpd	%zmm27, %zmm13, %zmm14
	vmulpd	%zmm29, %zmm13, %zmm17
	vmovapd	%zmm23, %zmm18 {%k1}
	vsubpd	%zmm14, %zmm19, %zmm23
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm31, %zmm12, %zmm12
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm31, %zmm23, %zmm23
	vpaddq	%zmm28, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm12, %k1
	vsubpd	%zmm17, %zmm19, %zmm24
	vsubpd	%zmm24, %zmm19, %zmm12
	vsubpd	%zmm17, %zmm12, %zmm25
	vmulpd	%zmm26, %zmm5, %zmm17
	vsubpd	%zmm15, %zmm10, %zmm12
	vsubpd	%zmm22, %zmm9, %zmm15
	vsubpd	%zmm16, %zmm4, %zmm16
	vsubpd	%zmm17, %zmm3, %zmm17
	vsubpd	%zmm20, %zmm0, %zmm23
	vmulpd	%zmm30, %zmm13, %zmm13
	vsubpd	%zmm25, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm27, %zmm11, %zmm13
	vmulpd	%zmm29, %zmm11, %zmm20
	vmovapd	%zmm24, %zmm19 {%k1}
	vsubpd	%zmm13, %zmm12, %zmm22
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm31, %zmm10, %zmm10
	vpsrlq	$52, %zmm22, %zmm22
	vpandq	%zmm31, %zmm22, %zmm22
	vpaddq	%zmm28, %zmm22, %zmm22
	vpcmpgtq	%zmm22, %zmm10, %k1
	vsubpd	%zmm20, %zmm12, %zmm10
	vsubpd	%zmm10, %zmm12, %zmm22
	vsubpd	%zmm20, %zmm22, %zmm20
	vmulpd	%zmm27, %zmm8, %zmm24
	vmulpd	%zmm30, %zmm11, %zmm11
	vsubpd	%zmm20, %zmm11, %zmm13 {%k1}
	vmulpd	%zmm27, %zmm7, %zmm25
	vmulpd	%zmm29, %zmm8, %zmm11
	vmovapd	%zmm10, %zmm12 {%k1}
	vsubpd	%zmm24, %zmm15, %zmm10
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm31, %zmm9, %zmm9
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm31, %zmm10, %zmm10
	vpaddq	%zmm28, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm9, %k1
	vsubpd	%zmm11, %zmm15, %zmm9
	vsubpd	%zmm9, %zmm15, %zmm10
	vsubpd	%zmm11, %zmm10, %zmm10
	vmulpd	%zmm27, %zmm5, %zmm26
	vmulpd	%zmm30, %zmm8, %zmm8
	vsubpd	%zmm10, %zmm8, %zmm24 {%k1}
	vmulpd	%zmm27, %zmm6, %zmm8
	vmulpd	%zmm29, %zmm7, %zmm10
	vmovapd	%zmm9, %zmm15 {%k1}
	vsubpd	%zmm25, %zmm16, %zmm9
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm31, %zmm4, %zmm4
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm31, %zmm9, %zmm9
	vpaddq	%zmm28, %zmm9, %zmm9
	vpcmpgtq	%zmm9, %zmm4, %k1
	vsubpd	%zmm10, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm9
	vsubpd	%zmm10, %zmm9, %zmm9
	vmulpd	%zmm29, %zmm5, %zmm10
	vmulpd	%zmm30, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm7, %zmm25 {%k1}
	vmulpd	%zmm29, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm23, %zmm9
	vmovapd	%zmm4, %zmm16 {%k1}
	vsubpd	%zmm26, %zmm17, %zmm4
	vpsrlq	$52, %zmm3, %zmm3
	vpandq	%zmm31, %zmm3, %zmm3
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm31, %zmm4, %zmm4
	vpaddq	%zmm28, %zmm4, %zmm4
	vpcmpgtq	%zmm4, %zmm3, %k1
	vsubpd	%zmm10, %zmm17, %zmm3
	vmulpd	%zmm30, %zmm6, %zmm4
	vmulpd	%zmm30, %zmm5, %zmm5
	vsubpd	%zmm9, %zmm23, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm3, %zmm17, %zmm7
	vsubpd	%zmm10, %zmm7, %zmm7
	vsubpd	%zmm8, %zmm23, %zmm10
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm31, %zmm0, %zmm0
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm31, %zmm10, %zmm10
	vpaddq	%zmm28, %zmm10, %zmm10
	vmovapd	%zmm3, %zmm17 {%k1}
	vsubpd	%zmm7, %zmm5, %zmm26 {%k1}
	vpcmpgtq	%zmm10, %zmm0, %k1
	vmovapd	%zmm9, %zmm23 {%k1}
	vsubpd	%zmm6, %zmm4, %zmm8 {%k1}
	vsubpd	%zmm21, %zmm18, %zmm3
	vsubpd	%zmm1, %zmm2, %zmm22
	vsubpd	%zmm13, %zmm12, %zmm5
	vsubpd	%zmm14, %zmm19, %zmm20
	vsubpd	%zmm25, %zmm16, %zmm7
	vsubpd	%zmm24, %zmm15, %zmm30
	vsubpd	%zmm8, %zmm23, %zmm9
	vsubpd	%zmm26, %zmm17, %zmm27
	vsubpd	%zmm22, %zmm2, %zmm0
	vmovupd	%zmm22, 320(%rsp)
	vsubpd	%zmm3, %zmm18, %zmm2
	vmovapd	%zmm3, %zmm18
	vmovupd	%zmm3, 864(%rsp)
	vsubpd	%zmm20, %zmm19, %zmm3
	vmovupd	%zmm20, 256(%rsp)
	vsubpd	%zmm5, %zmm12, %zmm4
	vmovapd	%zmm5, %zmm19
	vmovupd	%zmm5, 544(%rsp)
	vsubpd	%zmm30, %zmm15, %zmm5
	vsubpd	%zmm7, %zmm16, %zmm6
	vmovapd	%zmm7, %zmm16
	vsubpd	%zmm27, %zmm17, %zmm7
	vsubpd	%zmm9, %zmm23, %zmm12
	vmovapd	%zmm9, %zmm15
	vsubpd	%zmm21, %zmm2, %zmm2
	vmovupd	%zmm2, 128(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 800(%rsp)
	vsubpd	%zmm13, %zmm4, %zmm0
	vmovupd	%zmm0, 608(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 192(%rsp)
	vsubpd	%zmm25, %zmm6, %zmm0
	vmovupd	%zmm0, 672(%rsp)
	vsubpd	%zmm24, %zmm5, %zmm0
	vmovupd	%zmm0, 400(%rsp)
	vsubpd	%zmm8, %zmm12, %zmm0
	vmovupd	%zmm0, 736(%rsp)
	vsubpd	%zmm26, %zmm7, %zmm0
	vmovupd	%zmm0, 464(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm3
	vmulpd	%zmm22, %zmm22, %zmm21
	vmulpd	%zmm19, %zmm19, %zmm19
	vmulpd	%zmm21, %zmm21, %zmm10
	vmovupd	%zmm10, 4416(%rsp)
	vmulpd	%zmm3, %zmm3, %zmm2
	vmovupd	%zmm2, 1152(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm4
	vmulpd	%zmm4, %zmm3, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm3, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm6
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm3, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm9
	vmulpd	%zmm9, %zmm3, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm7
	vsubpd	%zmm1, %zmm7, %zmm1
	vmulpd	%zmm1, %zmm3, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm9, %zmm21, %zmm2
	vsubpd	%zmm2, %zmm7, %zmm2
	vmulpd	%zmm2, %zmm21, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1344(%rsp)
	vmulpd	%zmm10, %zmm10, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm4, %zmm21, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm17
	vmulpd	%zmm9, %zmm19, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm19, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm19, %zmm19, %zmm1
	vmovupd	%zmm1, 4544(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm19, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm19, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm19, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1280(%rsp)
	vmulpd	%zmm20, %zmm20, %zmm25
	vmulpd	%zmm9, %zmm25, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm25, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm25, %zmm25, %zmm1
	vmovupd	%zmm1, 4288(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm25, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm18
	vmulpd	%zmm16, %zmm16, %zmm29
	vmovapd	%zmm16, %zmm11
	vmovupd	%zmm16, 928(%rsp)
	vmulpd	%zmm9, %zmm29, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm29, %zmm1
	vmovupd	%zmm1, 4480(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm29, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1088(%rsp)
	vmulpd	%zmm30, %zmm30, %zmm31
	vmovapd	%zmm30, %zmm10
	vmovupd	%zmm30, 4032(%rsp)
	vmulpd	%zmm9, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 1472(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm31, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1792(%rsp)
	vmulpd	%zmm15, %zmm15, %zmm23
	vmovupd	%zmm15, 3968(%rsp)
	vmulpd	%zmm9, %zmm23, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm23, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm23, %zmm23, %zmm1
	vmovupd	%zmm1, 4352(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm23, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1728(%rsp)
	vmovapd	%zmm27, %zmm30
	vmovupd	%zmm27, 4096(%rsp)
	vmulpd	%zmm27, %zmm27, %zmm24
	vmulpd	%zmm9, %zmm24, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm24, %zmm1
	vmovupd	%zmm1, 4160(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm24, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2752(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm3, %zmm0
	vbroadcastsd	.LCPI0_44(%rip), %zmm26
	vsubpd	%zmm0, %zmm26, %zmm9
	vsubpd	%zmm9, %zmm26, %zmm14
	vsubpd	%zmm0, %zmm14, %zmm14
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm21, %zmm0
	vsubpd	%zmm0, %zmm26, %zmm8
	vsubpd	%zmm8, %zmm26, %zmm13
	vsubpd	%zmm0, %zmm13, %zmm7
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm19, %zmm13
	vsubpd	%zmm13, %zmm26, %zmm6
	vsubpd	%zmm6, %zmm26, %zmm16
	vsubpd	%zmm13, %zmm16, %zmm13
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm25, %zmm16
	vsubpd	%zmm16, %zmm26, %zmm5
	vsubpd	%zmm5, %zmm26, %zmm12
	vsubpd	%zmm16, %zmm12, %zmm12
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm29, %zmm16
	vsubpd	%zmm16, %zmm26, %zmm4
	vsubpd	%zmm4, %zmm26, %zmm20
	vsubpd	%zmm16, %zmm20, %zmm16
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm31, %zmm20
	vsubpd	%zmm20, %zmm26, %zmm2
	vsubpd	%zmm2, %zmm26, %zmm28
	vsubpd	%zmm20, %zmm28, %zmm20
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm23, %zmm28
	vsubpd	%zmm28, %zmm26, %zmm1
	vsubpd	%zmm1, %zmm26, %zmm22
	vsubpd	%zmm28, %zmm22, %zmm22
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm24, %zmm28
	vsubpd	%zmm28, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm26, %zmm26
	vsubpd	%zmm28, %zmm26, %zmm26
	vmulpd	%zmm17, %zmm21, %zmm17
	vmovupd	800(%rsp), %zmm27
	vmulpd	320(%rsp), %zmm27, %zmm28
	vsubpd	%zmm28, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm7, %zmm7
	vmulpd	1344(%rsp), %zmm3, %zmm17
	vmovupd	864(%rsp), %zmm28
	vmulpd	128(%rsp), %zmm28, %zmm28
	vsubpd	%zmm28, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm14, %zmm14
	vmulpd	%zmm18, %zmm25, %zmm17
	vmovupd	256(%rsp), %zmm18
	vmulpd	192(%rsp), %zmm18, %zmm18
	vsubpd	%zmm18, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm12, %zmm17
	vmulpd	1280(%rsp), %zmm19, %zmm12
	vmovupd	544(%rsp), %zmm28
	vmulpd	608(%rsp), %zmm28, %zmm18
	vsubpd	%zmm18, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm13, %zmm12
	vmulpd	1792(%rsp), %zmm31, %zmm13
	vmulpd	400(%rsp), %zmm10, %zmm18
	vsubpd	%zmm18, %zmm13, %zmm13
	vaddpd	%zmm13, %zmm20, %zmm13
	vmulpd	1088(%rsp), %zmm29, %zmm18
	vmulpd	672(%rsp), %zmm11, %zmm20
	vsubpd	%zmm20, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm16, %zmm16
	vmulpd	2752(%rsp), %zmm24, %zmm10
	vmulpd	464(%rsp), %zmm30, %zmm18
	vsubpd	%zmm18, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm26, %zmm10
	vmulpd	1728(%rsp), %zmm23, %zmm11
	vmulpd	736(%rsp), %zmm15, %zmm18
	vsubpd	%zmm18, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm22, %zmm20
	vaddpd	%zmm14, %zmm9, %zmm9
	vmovupd	%zmm9, 1792(%rsp)
	vaddpd	%zmm7, %zmm8, %zmm7
	vmovupd	%zmm7, 1728(%rsp)
	vaddpd	%zmm12, %zmm6, %zmm6
	vmovupd	%zmm6, 1088(%rsp)
	vaddpd	%zmm17, %zmm5, %zmm5
	vmovupd	%zmm5, 2688(%rsp)
	vaddpd	%zmm16, %zmm4, %zmm4
	vmovupd	%zmm4, 1280(%rsp)
	vaddpd	%zmm13, %zmm2, %zmm2
	vmovupd	%zmm2, 4224(%rsp)
	vaddpd	%zmm20, %zmm1, %zmm1
	vmovupd	%zmm1, 1344(%rsp)
	vaddpd	%zmm10, %zmm0, %zmm0
	vmovupd	%zmm0, 2752(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm9
	vmulpd	%zmm9, %zmm21, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm16
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	4416(%rsp), %zmm21, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm10
	vmulpd	%zmm10, %zmm21, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm13
	vaddpd	%zmm13, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vmovupd	%zmm21, 3840(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm14
	vaddpd	%zmm14, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm1
	vmulpd	%zmm9, %zmm3, %zmm0
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	1152(%rsp), %zmm3, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm10, %zmm3, %zmm2
	vaddpd	%zmm13, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm3, %zmm2
	vmovupd	%zmm3, 3904(%rsp)
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm6
	vmulpd	%zmm9, %zmm25, %zmm0
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	4288(%rsp), %zmm25, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm10, %zmm25, %zmm2
	vaddpd	%zmm13, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm25, %zmm2
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm5
	vmovapd	%zmm19, %zmm30
	vmulpd	%zmm9, %zmm19, %zmm0
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	4544(%rsp), %zmm19, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm10, %zmm19, %zmm2
	vaddpd	%zmm13, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm19, %zmm2
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm31, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm2
	vmulpd	1472(%rsp), %zmm31, %zmm4
	vmulpd	%zmm2, %zmm4, %zmm2
	vmulpd	%zmm10, %zmm31, %zmm4
	vaddpd	%zmm13, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm31, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm9, %zmm29, %zmm4
	vaddpd	%zmm16, %zmm4, %zmm4
	vmulpd	4480(%rsp), %zmm29, %zmm7
	vmulpd	%zmm4, %zmm7, %zmm4
	vmulpd	%zmm10, %zmm29, %zmm7
	vaddpd	%zmm13, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm29, %zmm7
	vaddpd	%zmm14, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm4, %zmm4
	vmulpd	%zmm9, %zmm24, %zmm7
	vaddpd	%zmm16, %zmm7, %zmm7
	vmulpd	4160(%rsp), %zmm24, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm10, %zmm24, %zmm8
	vaddpd	%zmm13, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm24, %zmm8
	vaddpd	%zmm14, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	%zmm9, %zmm23, %zmm8
	vaddpd	%zmm16, %zmm8, %zmm8
	vmulpd	4352(%rsp), %zmm23, %zmm9
	vmulpd	%zmm8, %zmm9, %zmm8
	vmulpd	%zmm10, %zmm23, %zmm9
	vaddpd	%zmm13, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm23, %zmm9
	vaddpd	%zmm14, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm8, %zmm8
	vmulpd	864(%rsp), %zmm3, %zmm9
	vmovupd	%zmm9, 1152(%rsp)
	vmulpd	%zmm6, %zmm9, %zmm6
	vmovupd	128(%rsp), %zmm12
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm12, %zmm10
	vsubpd	%zmm6, %zmm10, %zmm6
	vmulpd	320(%rsp), %zmm21, %zmm18
	vmulpd	%zmm1, %zmm18, %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm27, %zmm13
	vsubpd	%zmm1, %zmm13, %zmm26
	vmulpd	%zmm19, %zmm28, %zmm21
	vmulpd	%zmm0, %zmm21, %zmm0
	vmovupd	608(%rsp), %zmm11
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm11, %zmm14
	vsubpd	%zmm0, %zmm14, %zmm19
	vmulpd	256(%rsp), %zmm25, %zmm14
	vmulpd	%zmm5, %zmm14, %zmm5
	vmovupd	192(%rsp), %zmm10
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm10, %zmm15
	vsubpd	%zmm5, %zmm15, %zmm5
	vmulpd	928(%rsp), %zmm29, %zmm15
	vmulpd	%zmm4, %zmm15, %zmm4
	vmovupd	672(%rsp), %zmm9
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm9, %zmm16
	vsubpd	%zmm4, %zmm16, %zmm4
	vmovupd	4032(%rsp), %zmm27
	vmulpd	%zmm31, %zmm27, %zmm16
	vmulpd	%zmm2, %zmm16, %zmm2
	vmovupd	400(%rsp), %zmm3
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm3, %zmm17
	vsubpd	%zmm2, %zmm17, %zmm2
	vmovupd	3968(%rsp), %zmm28
	vmulpd	%zmm23, %zmm28, %zmm17
	vmulpd	%zmm8, %zmm17, %zmm8
	vmovupd	736(%rsp), %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm1, %zmm20
	vsubpd	%zmm8, %zmm20, %zmm8
	vmovupd	4096(%rsp), %zmm13
	vmulpd	%zmm24, %zmm13, %zmm20
	vmulpd	%zmm7, %zmm20, %zmm7
	vmovupd	464(%rsp), %zmm0
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm0, %zmm22
	vsubpd	%zmm7, %zmm22, %zmm7
	vmulpd	3904(%rsp), %zmm6, %zmm6
	vmulpd	3840(%rsp), %zmm26, %zmm26
	vmulpd	%zmm19, %zmm30, %zmm22
	vmulpd	%zmm5, %zmm25, %zmm19
	vmulpd	%zmm4, %zmm29, %zmm4
	vmulpd	%zmm2, %zmm31, %zmm2
	vmulpd	%zmm8, %zmm23, %zmm5
	vmulpd	%zmm7, %zmm24, %zmm7
	vsubpd	800(%rsp), %zmm26, %zmm23
	vsubpd	%zmm12, %zmm6, %zmm6
	vsubpd	%zmm10, %zmm19, %zmm12
	vsubpd	%zmm11, %zmm22, %zmm10
	vsubpd	%zmm3, %zmm2, %zmm2
	vsubpd	%zmm9, %zmm4, %zmm4
	vsubpd	%zmm0, %zmm7, %zmm7
	vsubpd	%zmm1, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_50(%rip), %zmm19
	vmulpd	%zmm19, %zmm18, %zmm8
	vaddpd	%zmm8, %zmm23, %zmm1
	vmulpd	1152(%rsp), %zmm19, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm19, %zmm14, %zmm8
	vaddpd	%zmm8, %zmm12, %zmm3
	vmulpd	%zmm19, %zmm21, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm0
	vmulpd	%zmm19, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm19, %zmm15, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm19, %zmm20, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	%zmm19, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmovupd	320(%rsp), %zmm8
	vsubpd	%zmm1, %zmm8, %zmm24
	vmovupd	864(%rsp), %zmm1
	vsubpd	%zmm6, %zmm1, %zmm23
	vmovupd	256(%rsp), %zmm1
	vsubpd	%zmm3, %zmm1, %zmm22
	vmovupd	544(%rsp), %zmm1
	vsubpd	%zmm0, %zmm1, %zmm21
	vsubpd	%zmm2, %zmm27, %zmm19
	vmovupd	928(%rsp), %zmm0
	vsubpd	%zmm4, %zmm0, %zmm20
	vsubpd	%zmm7, %zmm13, %zmm18
	vsubpd	%zmm5, %zmm28, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm0
	vmovupd	1728(%rsp), %zmm14
	vxorpd	%zmm0, %zmm14, %zmm9
	vmovupd	1792(%rsp), %zmm17
	vxorpd	%zmm0, %zmm17, %zmm8
	vmovupd	2688(%rsp), %zmm12
	vxorpd	%zmm0, %zmm12, %zmm7
	vmovupd	1088(%rsp), %zmm15
	vxorpd	%zmm0, %zmm15, %zmm6
	vmovupd	4224(%rsp), %zmm10
	vxorpd	%zmm0, %zmm10, %zmm4
	vmovupd	1280(%rsp), %zmm13
	vxorpd	%zmm0, %zmm13, %zmm5
	vmovupd	2752(%rsp), %zmm26
	vxorpd	%zmm0, %zmm26, %zmm3
	vmovupd	1344(%rsp), %zmm25
	vxorpd	%zmm0, %zmm25, %zmm1
	vpbroadcastq	.LCPI0_53(%rip), %zmm2
	vmovdqu64	2816(%rsp), %zmm16
	vptestnmq	%zmm2, %zmm16, %k1
	vmovapd	%zmm17, %zmm8 {%k1}
	vxorpd	%zmm0, %zmm23, %zmm23 {%k1}
	vmovdqu64	2880(%rsp), %zmm17
	vptestnmq	%zmm2, %zmm17, %k1
	vmovapd	%zmm14, %zmm9 {%k1}
	vxorpd	%zmm0, %zmm24, %zmm24 {%k1}
	vmovdqu64	2112(%rsp), %zmm14
	vptestnmq	%zmm2, %zmm14, %k1
	vmovapd	%zmm15, %zmm6 {%k1}
	vxorpd	%zmm0, %zmm21, %zmm21 {%k1}
	vmovdqu64	2944(%rsp), %zmm15
	vptestnmq	%zmm2, %zmm15, %k1
	vmovapd	%zmm12, %zmm7 {%k1}
	vxorpd	%zmm0, %zmm22, %zmm22 {%k1}
	vmovdqu64	3008(%rsp), %zmm12
	vptestnmq	%zmm2, %zmm12, %k1
	vmovapd	%zmm13, %zmm5 {%k1}
	vxorpd	%zmm0, %zmm20, %zmm20 {%k1}
	vmovdqu64	2176(%rsp), %zmm13
	vptestnmq	%zmm2, %zmm13, %k1
	vmovapd	%zmm10, %zmm4 {%k1}
	vxorpd	%zmm0, %zmm19, %zmm19 {%k1}
	vmovdqu64	1216(%rsp), %zmm10
	vptestnmq	%zmm2, %zmm10, %k1
	vmovapd	%zmm25, %zmm1 {%k1}
	vxorpd	%zmm0, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	1024(%rsp), %zmm11
	vptestnmq	%zmm2, %zmm11, %k1
	vmovapd	%zmm26, %zmm3 {%k1}
	vxorpd	%zmm0, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm0
	vptestnmq	%zmm0, %zmm17, %k1
	vmovapd	%zmm9, %zmm24 {%k1}
	vmovupd	%zmm24, 256(%rsp)
	vptestnmq	%zmm0, %zmm16, %k1
	vmovapd	%zmm8, %zmm23 {%k1}
	vmovupd	%zmm23, 464(%rsp)
	vptestnmq	%zmm0, %zmm15, %k1
	vmovapd	%zmm7, %zmm22 {%k1}
	vmovupd	%zmm22, 400(%rsp)
	vptestnmq	%zmm0, %zmm14, %k1
	vmovapd	%zmm6, %zmm21 {%k1}
	vmovupd	%zmm21, 672(%rsp)
	vptestnmq	%zmm0, %zmm13, %k1
	vmovapd	%zmm4, %zmm19 {%k1}
	vmovupd	%zmm19, 736(%rsp)
	vptestnmq	%zmm0, %zmm12, %k1
	vmovapd	%zmm5, %zmm20 {%k1}
	vmovupd	%zmm20, 192(%rsp)
	vptestnmq	%zmm0, %zmm11, %k1
	vmovapd	%zmm3, %zmm18 {%k1}
	vmovupd	%zmm18, 128(%rsp)
	vptestnmq	%zmm0, %zmm10, %k1
	vmovapd	%zmm1, %zmm25 {%k1}
	vmovupd	%zmm25, 608(%rsp)
	vcvtudq2pd	-192(%r13,%rdx), %zmm0
	vcvtudq2pd	-160(%r13,%rdx), %zmm1
	vcvtudq2pd	-128(%r13,%rdx), %zmm2
	vcvtudq2pd	-96(%r13,%rdx), %zmm3
	vcvtudq2pd	-64(%r13,%rdx), %zmm4
	vcvtudq2pd	-32(%r13,%rdx), %zmm5
	vcvtudq2pd	(%r13,%rdx), %zmm6
	vcvtudq2pd	32(%r13,%rdx), %zmm7
	vaddpd	.LCPI0_10(%rip){1to8}, %zmm1, %zmm1
	vaddpd	.LCPI0_10(%rip){1to8}, %zmm0, %zmm0
	vaddpd	.LCPI0_10(%rip){1to8}, %zmm3, %zmm3
	vaddpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm2
	vaddpd	.LCPI0_10(%rip){1to8}, %zmm5, %zmm5
	vaddpd	.LCPI0_10(%rip){1to8}, %zmm4, %zmm4
	vaddpd	.LCPI0_10(%rip){1to8}, %zmm7, %zmm7
	vaddpd	.LCPI0_10(%rip){1to8}, %zmm6, %zmm6
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm0, %zmm8
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm1, %zmm1
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm2, %zmm2
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm3, %zmm3
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm4, %zmm4
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm5, %zmm5
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm6, %zmm6
	vmulpd	.LCPI0_11(%rip){1to8}, %zmm7, %zmm7
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
	vmovdqu64	%zmm9, 2944(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 3008(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 2176(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1216(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1024(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 928(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 800(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 544(%rsp)
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
	vmovupd	%zmm4, 864(%rsp)
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, 320(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 2880(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 2112(%rsp)
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
	vmovupd	%zmm3, 1152(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 4416(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 4480(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 4288(%rsp)
	vpaddq	%zmm12, %zmm11, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm30
	vaddpd	%zmm23, %zmm30, %zmm1
	vdivpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm1, 2816(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 1472(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 1344(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 4544(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1280(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1088(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 4352(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1728(%rsp)
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
	vaddpd	4416(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	1152(%rsp), %zmm22, %zmm22
	vaddpd	4288(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	4480(%rsp), %zmm27, %zmm27
	vaddpd	1344(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	1472(%rsp), %zmm9, %zmm9
	vaddpd	1088(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	1280(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm31, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	1728(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	864(%rsp), %zmm2
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	2880(%rsp), %zmm2, %zmm13
	vmovupd	320(%rsp), %zmm4
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	2112(%rsp), %zmm4, %zmm14
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	4544(%rsp), %zmm7, %zmm7
	vmovupd	%zmm30, 1792(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm30, %zmm16
	vmulpd	%zmm16, %zmm30, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	2816(%rsp), %zmm9, %zmm9
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	4352(%rsp), %zmm5, %zmm5
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm18, %zmm6
	vpsrlq	$20, 2944(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm10
	vmulpd	%zmm10, %zmm11, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm13
	vpsrlq	$20, 3008(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm10, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 2176(%rsp), %zmm25
	vpaddq	%zmm12, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm10, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1216(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm10, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1024(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm10, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 928(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm10, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 800(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm10, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 544(%rsp), %zmm31
	vpaddq	%zmm12, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm10, %zmm31, %zmm12
	vaddpd	%zmm6, %zmm12, %zmm6
	vsubpd	%zmm0, %zmm13, %zmm0
	vsubpd	%zmm2, %zmm14, %zmm2
	vsubpd	%zmm4, %zmm7, %zmm4
	vsubpd	%zmm16, %zmm9, %zmm7
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vsubpd	%zmm17, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm22, %zmm1, %zmm1
	vsubpd	%zmm15, %zmm6, %zmm6
	vaddpd	320(%rsp), %zmm2, %zmm2
	vaddpd	864(%rsp), %zmm0, %zmm0
	vaddpd	1792(%rsp), %zmm7, %zmm7
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
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm9, %zmm25, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm9, %zmm29, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm9, %zmm28, %zmm8
	vpbroadcastq	.LCPI0_0(%rip), %zmm28
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm9, %zmm31, %zmm8
	vpbroadcastq	.LCPI0_11(%rip), %zmm31
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm9, %zmm30, %zmm8
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	vaddpd	%zmm1, %zmm8, %zmm1
	vbroadcastsd	.LCPI0_28(%rip), %zmm8
	vmulpd	%zmm8, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	256(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	464(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	400(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	672(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	736(%rsp), %zmm3, %zmm3
	vmulpd	192(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	128(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	608(%rsp), %zmm6, %zmm6
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
	vmovdqu64	%zmm0, -192(%r13,%rdx)
	vmovdqu64	%zmm2, -128(%r13,%rdx)
	vmovdqu64	%zmm3, -64(%r13,%rdx)
	vmovdqu64	%zmm1, (%r13,%rdx)
	addq	$256, %r13
	addq	$-64, %r8
	jne	.LBB0_67
	movq	-120(%rsp), %r12
	cmpq	1856(%rsp), %r12
	vpbroadcastq	.LCPI0_5(%rip), %zmm24
	vpbroadcastq	.LCPI0_6(%rip), %zmm25
	movabsq	$4604544269498187776, %r15
	movabsq	$4503595332403200, %r13
	vmovq	.LCPI0_10(%rip), %xmm10
	vmovq	.LCPI0_11(%rip), %xmm11
	vmovq	.LCPI0_17(%rip), %xmm2
	vmovq	.LCPI0_18(%rip), %xmm3
	vmovq	.LCPI0_22(%rip), %xmm6
	vmovq	.LCPI0_23(%rip), %xmm7
	vpbroadcastq	.LCPI0_19(%rip), %xmm8
	vmovdqa64	.LCPI0_58(%rip), %xmm17
	vmovdqa64	.LCPI0_59(%rip), %xmm16
	vmovq	.LCPI0_26(%rip), %xmm19
	vmovsd	.LCPI0_27(%rip), %xmm30
	vmovq	.LCPI0_29(%rip), %xmm20
	vmovq	.LCPI0_30(%rip), %xmm23
	vmovq	.LCPI0_31(%rip), %xmm26
	vmovq	.LCPI0_32(%rip), %xmm27
	vmovq	.LCPI0_55(%rip), %xmm28
	vmovq	.LCPI0_34(%rip), %xmm29
	vmovq	.LCPI0_35(%rip), %xmm31
	vmovq	.LCPI0_36(%rip), %xmm21
	vmovq	.LCPI0_50(%rip), %xmm22
	je	.LBB0_53
	movq	1856(%rsp), %rsi
	movq	%rsi, %r8
	testb	$56, %r12b
	je	.LBB0_73
.LBB0_70:
	movq	(%rsp), %rax
	leaq	(%rax,%r8), %rcx
	movq	-16(%rsp), %rax
	leaq	(%rax,%r8,4), %rsi
	vpbroadcastq	.LCPI0_37(%rip), %zmm14
	vbroadcastsd	.LCPI0_38(%rip), %zmm15
	vbroadcastsd	.LCPI0_39(%rip), %zmm17
	vbroadcastsd	.LCPI0_40(%rip), %zmm19
	vbroadcastsd	.LCPI0_56(%rip), %zmm21
	vbroadcastsd	.LCPI0_42(%rip), %zmm20
	vbroadcastsd	.LCPI0_43(%rip), %zmm18
	vbroadcastsd	.LCPI0_44(%rip), %zmm23
	vbroadcastsd	.LCPI0_45(%rip), %zmm28
	vbroadcastsd	.LCPI0_46(%rip), %zmm27
	vbroadcastsd	.LCPI0_47(%rip), %zmm10
	vbroadcastsd	.LCPI0_48(%rip), %zmm31
	vbroadcastsd	.LCPI0_49(%rip), %zmm26
	vbroadcastsd	.LCPI0_50(%rip), %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm29
	vpbroadcastq	.LCPI0_52(%rip), %zmm12
	vpbroadcastq	.LCPI0_53(%rip), %zmm22
	vpbroadcastq	.LCPI0_0(%rip), %zmm13
	vbroadcastsd	.LCPI0_11(%rip), %zmm16
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	.p2align	4
.LBB0_71:
	vcvtudq2pd	(%rsi,%rdx), %zmm0
	vaddpd	%zmm30, %zmm0, %zmm0
	vmulpd	%zmm16, %zmm0, %zmm0
	vcvtudq2pd	(%rsi), %zmm1
	vaddpd	%zmm30, %zmm1, %zmm1
	vmulpd	%zmm16, %zmm1, %zmm1
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
	vmulpd	%zmm30, %zmm0, %zmm4
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
	vmulpd	%zmm9, %zmm3, %zmm2
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
	vpandq	%zmm14, %zmm2, %zmm2
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm14, %zmm8, %zmm8
	vpaddq	%zmm13, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm2, %k1
	vmovapd	%zmm7, %zmm4 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm5 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm3
	vsubpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm15, %zmm4, %zmm6
	vaddpd	%zmm17, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm19, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm21, %zmm4, %zmm7
	vaddpd	%zmm20, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm18, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm30, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm23, %zmm8
	vsubpd	%zmm8, %zmm23, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm28, %zmm4, %zmm7
	vaddpd	%zmm27, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm10, %zmm7, %zmm7
	vmulpd	%zmm31, %zmm4, %zmm8
	vaddpd	%zmm26, %zmm8, %zmm8
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm7
	vmulpd	%zmm30, %zmm3, %zmm8
	vmulpd	%zmm5, %zmm7, %zmm5
	vsubpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm11, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm2, %zmm2
	vptestnmq	%zmm12, %zmm1, %k1
	vptestnmq	%zmm22, %zmm1, %k2
	vxorpd	%zmm29, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm29, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_28(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovdqu	%ymm0, (%rsi,%rdx)
	addq	$32, %rsi
	addq	$8, %rcx
	jne	.LBB0_71
	movq	-56(%rsp), %rax
	movq	%rax, %rsi
	cmpq	%rax, %r12
	vmovq	.LCPI0_10(%rip), %xmm10
	vmovq	.LCPI0_11(%rip), %xmm11
	vmovq	.LCPI0_17(%rip), %xmm2
	vmovq	.LCPI0_18(%rip), %xmm3
	vmovq	.LCPI0_22(%rip), %xmm6
	vmovq	.LCPI0_23(%rip), %xmm7
	vpbroadcastq	.LCPI0_19(%rip), %xmm8
	vmovdqa64	.LCPI0_58(%rip), %xmm17
	vmovdqa64	.LCPI0_59(%rip), %xmm16
	vmovq	.LCPI0_26(%rip), %xmm19
	vmovsd	.LCPI0_27(%rip), %xmm30
	vmovq	.LCPI0_29(%rip), %xmm20
	vmovq	.LCPI0_30(%rip), %xmm23
	vmovq	.LCPI0_31(%rip), %xmm26
	vmovq	.LCPI0_32(%rip), %xmm27
	vmovq	.LCPI0_55(%rip), %xmm28
	vmovq	.LCPI0_34(%rip), %xmm29
	vmovq	.LCPI0_35(%rip), %xmm31
	vmovq	.LCPI0_36(%rip), %xmm21
	vmovq	.LCPI0_50(%rip), %xmm22
	je	.LBB0_53
.LBB0_73:
	movq	%r12, %rcx
	subq	%rsi, %rcx
	movq	-16(%rsp), %rax
	leaq	(%rax,%rsi,4), %rsi
	.p2align	4
.LBB0_52:
	vcvtusi2sdl	(%rsi,%rdx), %xmm15, %xmm0
	vaddsd	%xmm0, %xmm10, %xmm0
	vmulsd	%xmm0, %xmm11, %xmm0
	vcvtusi2sdl	(%rsi), %xmm15, %xmm1
	vaddsd	%xmm1, %xmm10, %xmm1
	vmulsd	%xmm1, %xmm11, %xmm1
	vmovq	%xmm0, %r8
	movl	%r8d, %r9d
	shrq	$32, %r8
	addq	$614242, %r8
	movq	%r8, %r10
	shrq	$20, %r10
	addq	$-1023, %r10
	shlq	$32, %r8
	andq	%r13, %r8
	addq	%r15, %r8
	orq	%r8, %r9
	vmovq	%r9, %xmm0
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
	vmulsd	%xmm30, %xmm5, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm12
	vmulsd	%xmm20, %xmm1, %xmm1
	vmulsd	%xmm23, %xmm1, %xmm2
	vaddsd	%xmm26, %xmm2, %xmm2
	vmovq	%xmm2, %r8
	vaddsd	%xmm27, %xmm2, %xmm2
	vmulsd	%xmm28, %xmm2, %xmm3
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm29, %xmm2, %xmm4
	vmulsd	%xmm31, %xmm2, %xmm5
	vsubsd	%xmm5, %xmm3, %xmm6
	vmulsd	%xmm21, %xmm2, %xmm2
	vmovapd	%xmm31, %xmm11
	vmovapd	%xmm29, %xmm31
	vmovapd	%xmm28, %xmm29
	vmovapd	%xmm27, %xmm28
	vmovapd	%xmm26, %xmm27
	vmovapd	%xmm23, %xmm26
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
	vpandq	.LCPI0_37(%rip){1to2}, %xmm1, %xmm1
	vmovq	%xmm1, %r9
	addl	$16, %r9d
	vpextrq	$1, %xmm1, %r10
	cmpl	%r10d, %r9d
	setb	%r9b
	kmovd	%r9d, %k1
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
	vmulsd	%xmm3, %xmm10, %xmm6
	vmovsd	.LCPI0_44(%rip), %xmm0
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
	vmulsd	%xmm2, %xmm10, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmovapd	%xmm16, %xmm7
	vmovapd	%xmm19, %xmm16
	vmovapd	%xmm18, %xmm17
	vmovapd	%xmm20, %xmm19
	vmovapd	%xmm23, %xmm20
	vmovapd	%xmm26, %xmm23
	vmovapd	%xmm27, %xmm26
	vmovapd	%xmm28, %xmm27
	vmovapd	%xmm29, %xmm28
	vmovapd	%xmm31, %xmm29
	vmovapd	%xmm11, %xmm31
	vmulsd	%xmm4, %xmm3, %xmm3
	vmovapd	%xmm13, %xmm11
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	%xmm22, %xmm6, %xmm3
	vmovdqa	%xmm15, %xmm6
	vaddsd	%xmm3, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovddup	.LCPI0_51(%rip), %xmm2
	vxorpd	%xmm2, %xmm5, %xmm3
	testb	$2, %r8b
	sete	%r9b
	kmovd	%r9d, %k1
	vmovsd	%xmm5, %xmm3, %xmm3 {%k1}
	vxorpd	%xmm2, %xmm1, %xmm2
	vmovsd	%xmm2, %xmm1, %xmm1 {%k1}
	vmovsd	.LCPI0_17(%rip), %xmm2
	kmovd	%r8d, %k1
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vmovsd	.LCPI0_28(%rip), %xmm0
	vmulsd	%xmm0, %xmm12, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vmovdqa	%xmm14, %xmm3
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rsi,%rdx)
	addq	$4, %rsi
	decq	%rcx
	jne	.LBB0_52
.LBB0_53:
	cmpb	$0, 56(%rsp)
	je	.LBB0_55
	xorl	%ecx, %ecx
	movq	64(%rsp), %r9
	movq	-64(%rsp), %r13
	vmovss	.LCPI0_60(%rip), %xmm4
	vmovss	.LCPI0_61(%rip), %xmm5
	vmovss	.LCPI0_62(%rip), %xmm6
	vmovdqu64	3776(%rsp), %zmm10
	vmovaps	96(%rsp), %xmm17
	vmovaps	-80(%rsp), %xmm11
	vpbroadcastq	.LCPI0_0(%rip), %zmm28
	vmovdqu64	2560(%rsp), %zmm27
	vmovdqu64	1536(%rsp), %zmm22
	vmovdqu64	3712(%rsp), %zmm18
	vmovdqu64	1408(%rsp), %zmm12
	vmovdqu64	1984(%rsp), %zmm19
	vmovdqu64	2048(%rsp), %zmm20
	vmovdqu64	3200(%rsp), %zmm21
	vmovdqu64	3136(%rsp), %zmm23
	vmovdqu64	3072(%rsp), %zmm31
	vpbroadcastd	.LCPI0_7(%rip), %ymm26
	vpbroadcastq	.LCPI0_9(%rip), %zmm29
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	.p2align	4
.LBB0_62:
	vmovss	(%r9,%rcx,4), %xmm0
	vsubss	(%r13,%rcx,4), %xmm0, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm4, %xmm1, %xmm1
	vaddss	%xmm0, %xmm0, %xmm2
	vmulss	%xmm4, %xmm2, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm0, %xmm0, %xmm2
	vmulss	%xmm2, %xmm0, %xmm2
	vmulss	%xmm5, %xmm2, %xmm2
	vmulss	%xmm6, %xmm2, %xmm2
	vaddss	%xmm1, %xmm2, %xmm1
	vmulss	%xmm1, %xmm11, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmulss	(%rdi,%rcx,4), %xmm17, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %esi
	movl	%esi, %r8d
	andl	$2147483647, %r8d
	cmpl	$2139095041, %r8d
	cmovael	%ebp, %esi
	movl	%esi, (%r9,%rcx,4)
	incq	%rcx
	cmpq	%rcx, %r12
	jne	.LBB0_62
	jmp	.LBB0_63
	.p2align	4
.LBB0_55:
	vmovaps	96(%rsp), %xmm17
	vbroadcastss	%xmm17, %zmm0
	xorl	%ecx, %ecx
	movq	3264(%rsp), %rax
	movq	64(%rsp), %r9
	movq	-64(%rsp), %r13
	vmovss	.LCPI0_60(%rip), %xmm4
	vmovss	.LCPI0_61(%rip), %xmm5
	vmovss	.LCPI0_62(%rip), %xmm6
	vbroadcastss	.LCPI0_60(%rip), %zmm7
	vbroadcastss	.LCPI0_61(%rip), %zmm8
	vbroadcastss	.LCPI0_62(%rip), %zmm10
	vbroadcastss	.LCPI0_63(%rip), %zmm11
	vpbroadcastd	.LCPI0_64(%rip), %zmm12
	vbroadcastss	.LCPI0_62(%rip), %xmm13
	vbroadcastss	.LCPI0_63(%rip), %xmm14
	vpbroadcastd	.LCPI0_64(%rip), %xmm15
	vmovups	4928(%rsp), %zmm16
	vpbroadcastq	.LCPI0_0(%rip), %zmm28
	vmovdqu64	2560(%rsp), %zmm27
	vmovdqu64	1536(%rsp), %zmm22
	vmovdqu64	3712(%rsp), %zmm18
	vmovdqu64	1984(%rsp), %zmm19
	vmovdqu64	2048(%rsp), %zmm20
	vmovdqu64	3200(%rsp), %zmm21
	vmovdqu64	3136(%rsp), %zmm23
	vmovdqu64	3072(%rsp), %zmm31
	vpbroadcastd	.LCPI0_7(%rip), %ymm26
	vpbroadcastq	.LCPI0_9(%rip), %zmm29
	.p2align	4
.LBB0_56:
	vmovups	(%r9,%rcx,4), %zmm1
	vsubps	(%r13,%rcx,4), %zmm1, %zmm2
	vaddps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm7, %zmm2, %zmm2
	vaddps	%zmm1, %zmm1, %zmm3
	vmulps	%zmm7, %zmm3, %zmm3
	vsubps	%zmm3, %zmm2, %zmm2
	vmulps	%zmm1, %zmm1, %zmm3
	vmulps	%zmm3, %zmm1, %zmm3
	vmulps	%zmm8, %zmm3, %zmm3
	vmulps	%zmm10, %zmm3, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vmulps	%zmm2, %zmm16, %zmm2
	vsubps	%zmm2, %zmm1, %zmm1
	vmulps	(%rdi,%rcx,4), %zmm0, %zmm2
	vaddps	%zmm1, %zmm2, %zmm1
	vandps	%zmm11, %zmm1, %zmm2
	vpcmpgtd	%zmm12, %zmm2, %k1
	vpbroadcastd	.LCPI0_65(%rip), %zmm1 {%k1}
	vmovdqu64	%zmm1, (%r9,%rcx,4)
	addq	$16, %rcx
	cmpq	%rcx, %rax
	jne	.LBB0_56
	cmpq	%rax, %r12
	vbroadcastss	.LCPI0_60(%rip), %xmm7
	vbroadcastss	.LCPI0_61(%rip), %xmm8
	vmovdqu64	3776(%rsp), %zmm10
	vmovaps	-80(%rsp), %xmm11
	vmovdqu64	1408(%rsp), %zmm12
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	je	.LBB0_63
	movq	3264(%rsp), %rcx
	testb	$12, %r12b
	je	.LBB0_62
	vbroadcastss	%xmm17, %xmm0
	movq	3264(%rsp), %rcx
	movq	1016(%rsp), %rax
	.p2align	4
.LBB0_60:
	vmovups	(%r9,%rcx,4), %xmm1
	vsubps	(%r13,%rcx,4), %xmm1, %xmm2
	vaddps	%xmm2, %xmm2, %xmm2
	vmulps	%xmm7, %xmm2, %xmm2
	vaddps	%xmm1, %xmm1, %xmm3
	vmulps	%xmm7, %xmm3, %xmm3
	vsubps	%xmm3, %xmm2, %xmm2
	vmulps	%xmm1, %xmm1, %xmm3
	vmulps	%xmm3, %xmm1, %xmm3
	vmulps	%xmm3, %xmm8, %xmm3
	vmulps	%xmm3, %xmm13, %xmm3
	vaddps	%xmm2, %xmm3, %xmm2
	vmulps	%xmm2, %xmm16, %xmm2
	vsubps	%xmm2, %xmm1, %xmm1
	vmulps	(%rdi,%rcx,4), %xmm0, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
	vandps	%xmm1, %xmm14, %xmm2
	vpcmpgtd	%xmm15, %xmm2, %k1
	vpbroadcastd	.LCPI0_65(%rip), %xmm1 {%k1}
	vmovdqu	%xmm1, (%r9,%rcx,4)
	addq	$4, %rcx
	cmpq	%rcx, %rax
	jne	.LBB0_60
	movq	%rax, %rcx
	cmpq	%rax, %r12
	jne	.LBB0_62
	jmp	.LBB0_63
.LBB0_7:
	vmovss	28(%rsp), %xmm7
	vmulss	20(%rsp), %xmm7, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm3, %xmm3, %xmm3
	vcmpltss	%xmm0, %xmm3, %k1
	vmovss	%xmm1, %xmm1, %xmm17 {%k1} {z}
	vmulss	24(%rsp), %xmm7, %xmm7
	vmovss	%xmm7, 28(%rsp)
	jmp	.LBB0_8
.LBB0_76:
	movq	-112(%rsp), %rdx
	movq	-88(%rsp), %rax
	.p2align	4
.LBB0_77:
	addq	%r13, %rdx
	cmpq	%rax, %rdx
	jb	.LBB0_77
.LBB0_65:
	addq	$9224, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.LBB0_85:
	vmovss	.LCPI0_60(%rip), %xmm0
	vmovss	.LCPI0_61(%rip), %xmm1
	vbroadcastss	-80(%rsp), %zmm2
	vmovss	.LCPI0_62(%rip), %xmm3
	movl	$2143289344, %eax
	vbroadcastss	.LCPI0_60(%rip), %xmm4
	vbroadcastss	.LCPI0_61(%rip), %xmm5
	vbroadcastss	.LCPI0_62(%rip), %xmm6
	vbroadcastss	.LCPI0_63(%rip), %xmm7
	vpbroadcastd	.LCPI0_64(%rip), %xmm8
	vbroadcastss	.LCPI0_60(%rip), %zmm9
	vbroadcastss	.LCPI0_61(%rip), %zmm10
	vbroadcastss	.LCPI0_62(%rip), %zmm11
	vbroadcastss	.LCPI0_63(%rip), %zmm12
	vpbroadcastd	.LCPI0_64(%rip), %zmm13
	movq	-112(%rsp), %rsi
	movq	-88(%rsp), %rcx
	jmp	.LBB0_86
	.p2align	4
.LBB0_99:
	movq	%r15, %rsi
	addq	%r13, %rsi
	movq	-88(%rsp), %rcx
	cmpq	%rcx, %rsi
	jae	.LBB0_65
.LBB0_86:
	subq	%rsi, %rcx
	cmpq	%r13, %rcx
	cmovaeq	%r13, %rcx
	imulq	%r12, %rcx
	movq	%rsi, %r15
	imulq	%r12, %rsi
	movq	-96(%rsp), %rdx
	leaq	(%rdx,%rsi,4), %rdx
	movq	-104(%rsp), %rdi
	leaq	(%rdi,%rsi,4), %rsi
	cmpq	$1, %rcx
	movq	%rcx, %rdi
	adcq	$0, %rdi
	leaq	(%rdx,%rcx,4), %r8
	leaq	(%rsi,%rcx,4), %r9
	cmpq	%r9, %rdx
	setb	%r9b
	cmpq	%r8, %rsi
	setb	%r8b
	andb	%r9b, %r8b
	movl	%edi, %r9d
	andl	$32752, %r9d
	movl	%edi, %r10d
	andl	$32764, %r10d
	xorl	%r11d, %r11d
	jmp	.LBB0_87
	.p2align	4
.LBB0_98:
	incq	%r11
	cmpq	-48(%rsp), %r11
	je	.LBB0_99
.LBB0_87:
	cmpq	$4, %rcx
	setb	%bl
	orb	%r8b, %bl
	testb	$1, %bl
	je	.LBB0_89
	xorl	%ebx, %ebx
	vmovaps	-80(%rsp), %xmm17
	jmp	.LBB0_97
	.p2align	4
.LBB0_89:
	cmpq	$16, %rcx
	jae	.LBB0_91
	xorl	%r14d, %r14d
	jmp	.LBB0_95
	.p2align	4
.LBB0_91:
	movq	%r9, %rbx
	xorl	%r14d, %r14d
	.p2align	4
.LBB0_92:
	vmovups	(%rdx,%r14,4), %zmm14
	vsubps	(%rsi,%r14,4), %zmm14, %zmm15
	vaddps	%zmm15, %zmm15, %zmm15
	vmulps	%zmm9, %zmm15, %zmm15
	vaddps	%zmm14, %zmm14, %zmm16
	vmulps	%zmm9, %zmm16, %zmm16
	vsubps	%zmm16, %zmm15, %zmm15
	vmulps	%zmm14, %zmm14, %zmm16
	vmulps	%zmm16, %zmm14, %zmm16
	vmulps	%zmm10, %zmm16, %zmm16
	vmulps	%zmm11, %zmm16, %zmm16
	vaddps	%zmm15, %zmm16, %zmm15
	vmulps	%zmm15, %zmm2, %zmm15
	vsubps	%zmm15, %zmm14, %zmm14
	vandps	%zmm12, %zmm14, %zmm15
	vpcmpgtd	%zmm13, %zmm15, %k1
	vpbroadcastd	.LCPI0_65(%rip), %zmm14 {%k1}
	vmovdqu64	%zmm14, (%rdx,%r14,4)
	addq	$16, %r14
	addq	$-16, %rbx
	jne	.LBB0_92
	cmpq	%r9, %rcx
	vmovaps	-80(%rsp), %xmm17
	je	.LBB0_98
	movq	%r9, %r14
	movq	%r9, %rbx
	testb	$12, %dil
	je	.LBB0_97
	.p2align	4
.LBB0_95:
	vmovups	(%rdx,%r14,4), %xmm14
	vsubps	(%rsi,%r14,4), %xmm14, %xmm15
	vaddps	%xmm15, %xmm15, %xmm15
	vmulps	%xmm4, %xmm15, %xmm15
	vaddps	%xmm14, %xmm14, %xmm16
	vmulps	%xmm4, %xmm16, %xmm16
	vsubps	%xmm16, %xmm15, %xmm15
	vmulps	%xmm14, %xmm14, %xmm16
	vmulps	%xmm16, %xmm14, %xmm16
	vmulps	%xmm5, %xmm16, %xmm16
	vmulps	%xmm6, %xmm16, %xmm16
	vaddps	%xmm15, %xmm16, %xmm15
	vmulps	%xmm2, %xmm15, %xmm15
	vsubps	%xmm15, %xmm14, %xmm14
	vandps	%xmm7, %xmm14, %xmm15
	vpcmpgtd	%xmm8, %xmm15, %k1
	vpbroadcastd	.LCPI0_65(%rip), %xmm14 {%k1}
	vmovdqu	%xmm14, (%rdx,%r14,4)
	addq	$4, %r14
	cmpq	%r14, %r10
	jne	.LBB0_95
	movq	%r10, %rbx
	cmpq	%r10, %rcx
	vmovaps	-80(%rsp), %xmm17
	je	.LBB0_98
	.p2align	4
.LBB0_97:
	vmovss	(%rdx,%rbx,4), %xmm14
	vsubss	(%rsi,%rbx,4), %xmm14, %xmm15
	vaddss	%xmm15, %xmm15, %xmm15
	vmulss	%xmm0, %xmm15, %xmm15
	vaddss	%xmm14, %xmm14, %xmm16
	vmulss	%xmm0, %xmm16, %xmm16
	vsubss	%xmm16, %xmm15, %xmm15
	vmulss	%xmm14, %xmm14, %xmm16
	vmulss	%xmm16, %xmm14, %xmm16
	vmulss	%xmm1, %xmm16, %xmm16
	vmulss	%xmm3, %xmm16, %xmm16
	vaddss	%xmm15, %xmm16, %xmm15
	vmulss	%xmm15, %xmm17, %xmm15
	vsubss	%xmm15, %xmm14, %xmm14
	vmovd	%xmm14, %ebp
	movl	%ebp, %r14d
	andl	$2147483647, %r14d
	cmpl	$2139095041, %r14d
	cmovael	%eax, %ebp
	movl	%ebp, (%rdx,%rbx,4)
	incq	%rbx
	cmpq	%rcx, %rbx
	jb	.LBB0_97
	jmp	.LBB0_98
.LBB0_10:
	cmpl	$0, -36(%rsp)
	vmovaps	-80(%rsp), %xmm0
	movq	%r12, %rax
	jne	.LBB0_11
	andq	$-16, %rax
	vbroadcastss	%xmm0, %zmm0
	movq	%r12, %rcx
	andq	$-4, %rcx
	movq	%rsi, %rdi
	imulq	%r12, %rdi
	movq	%rsi, %r11
	movq	-104(%rsp), %rsi
	leaq	(%rsi,%rdi,4), %rsi
	movq	-96(%rsp), %r8
	leaq	(%r8,%rdi,4), %rdi
	vmovss	.LCPI0_60(%rip), %xmm1
	vmovss	.LCPI0_61(%rip), %xmm2
	xorl	%r8d, %r8d
	vmovss	.LCPI0_62(%rip), %xmm3
	movl	$2143289344, %r9d
	vbroadcastss	.LCPI0_60(%rip), %zmm4
	vbroadcastss	.LCPI0_61(%rip), %zmm5
	vbroadcastss	.LCPI0_62(%rip), %zmm6
	vbroadcastss	.LCPI0_63(%rip), %zmm7
	vpbroadcastd	.LCPI0_64(%rip), %zmm8
	vbroadcastss	.LCPI0_60(%rip), %xmm9
	vbroadcastss	.LCPI0_61(%rip), %xmm10
	vbroadcastss	.LCPI0_62(%rip), %xmm11
	vbroadcastss	.LCPI0_63(%rip), %xmm12
	vpbroadcastd	.LCPI0_64(%rip), %xmm13
	vmovaps	-80(%rsp), %xmm18
	jmp	.LBB0_27
	.p2align	4
.LBB0_40:
	movq	-112(%rsp), %r11
	incq	%r11
	incq	%r8
	addq	%rdx, %rsi
	addq	%rdx, %rdi
	cmpq	-88(%rsp), %r11
	je	.LBB0_65
.LBB0_27:
	movq	%rdx, %rbx
	imulq	%r8, %rbx
	movq	40(%rsp), %r10
	leaq	(%r10,%rbx), %r14
	movq	-96(%rsp), %r10
	leaq	(%r10,%r14), %r15
	addq	120(%rsp), %rbx
	leaq	(%r10,%rbx), %r12
	movq	-104(%rsp), %r13
	addq	%r13, %r14
	addq	%r13, %rbx
	movq	%r11, -112(%rsp)
	imulq	-120(%rsp), %r11
	leaq	(%r10,%r11,4), %r10
	leaq	(,%r11,4), %r11
	addq	%r13, %r11
	movq	-120(%rsp), %r13
	cmpq	%rbx, %r15
	setb	%bpl
	cmpq	%r12, %r14
	setb	%bl
	andb	%bpl, %bl
	xorl	%r14d, %r14d
	jmp	.LBB0_28
	.p2align	4
.LBB0_39:
	incq	%r14
	cmpq	-48(%rsp), %r14
	je	.LBB0_40
.LBB0_28:
	xorl	%r15d, %r15d
	testb	%bl, %bl
	je	.LBB0_29
.LBB0_35:
	movq	%r15, %r12
	orq	$1, %r12
	testb	$1, %r13b
	je	.LBB0_37
	vmovss	(%r10,%r15,4), %xmm14
	vsubss	(%r11,%r15,4), %xmm14, %xmm15
	vaddss	%xmm15, %xmm15, %xmm15
	vmulss	%xmm1, %xmm15, %xmm15
	vaddss	%xmm14, %xmm14, %xmm16
	vmulss	%xmm1, %xmm16, %xmm16
	vsubss	%xmm16, %xmm15, %xmm15
	vmulss	%xmm14, %xmm14, %xmm16
	vmulss	%xmm16, %xmm14, %xmm16
	vmulss	%xmm2, %xmm16, %xmm16
	vmulss	%xmm3, %xmm16, %xmm16
	vaddss	%xmm15, %xmm16, %xmm15
	vmulss	-80(%rsp), %xmm15, %xmm15
	vsubss	%xmm15, %xmm14, %xmm14
	vmovd	%xmm14, %ebp
	movl	%ebp, %r13d
	andl	$2147483647, %r13d
	cmpl	$2139095041, %r13d
	movq	-120(%rsp), %r13
	cmovael	%r9d, %ebp
	movl	%ebp, (%r10,%r15,4)
	movq	%r12, %r15
.LBB0_37:
	cmpq	%r12, %r13
	je	.LBB0_39
	.p2align	4
.LBB0_38:
	vmovss	(%rdi,%r15,4), %xmm14
	vmovss	4(%rdi,%r15,4), %xmm15
	vsubss	(%rsi,%r15,4), %xmm14, %xmm16
	vaddss	%xmm16, %xmm16, %xmm16
	vmulss	%xmm1, %xmm16, %xmm16
	vaddss	%xmm14, %xmm14, %xmm17
	vmulss	%xmm1, %xmm17, %xmm17
	vsubss	%xmm17, %xmm16, %xmm16
	vmulss	%xmm14, %xmm14, %xmm17
	vmulss	%xmm17, %xmm14, %xmm17
	vmulss	%xmm2, %xmm17, %xmm17
	vmulss	%xmm3, %xmm17, %xmm17
	vaddss	%xmm16, %xmm17, %xmm16
	vmulss	%xmm16, %xmm18, %xmm16
	vsubss	%xmm16, %xmm14, %xmm14
	vmovd	%xmm14, %ebp
	movl	%ebp, %r12d
	andl	$2147483647, %r12d
	cmpl	$2139095041, %r12d
	cmovael	%r9d, %ebp
	movl	%ebp, (%rdi,%r15,4)
	vsubss	4(%rsi,%r15,4), %xmm15, %xmm14
	vaddss	%xmm14, %xmm14, %xmm14
	vmulss	%xmm1, %xmm14, %xmm14
	vaddss	%xmm15, %xmm15, %xmm16
	vmulss	%xmm1, %xmm16, %xmm16
	vsubss	%xmm16, %xmm14, %xmm14
	vmulss	%xmm15, %xmm15, %xmm16
	vmulss	%xmm16, %xmm15, %xmm16
	vmulss	%xmm2, %xmm16, %xmm16
	vmulss	%xmm3, %xmm16, %xmm16
	vaddss	%xmm14, %xmm16, %xmm14
	vmulss	%xmm14, %xmm18, %xmm14
	vsubss	%xmm14, %xmm15, %xmm14
	vmovd	%xmm14, %ebp
	movl	%ebp, %r12d
	andl	$2147483647, %r12d
	cmpl	$2139095041, %r12d
	cmovael	%r9d, %ebp
	movl	%ebp, 4(%rdi,%r15,4)
	addq	$2, %r15
	cmpq	%r15, %r13
	jne	.LBB0_38
	jmp	.LBB0_39
	.p2align	4
.LBB0_29:
	vmovups	(%rdi,%r15,4), %zmm14
	vsubps	(%rsi,%r15,4), %zmm14, %zmm15
	vaddps	%zmm15, %zmm15, %zmm15
	vmulps	%zmm4, %zmm15, %zmm15
	vaddps	%zmm14, %zmm14, %zmm16
	vmulps	%zmm4, %zmm16, %zmm16
	vsubps	%zmm16, %zmm15, %zmm15
	vmulps	%zmm14, %zmm14, %zmm16
	vmulps	%zmm16, %zmm14, %zmm16
	vmulps	%zmm5, %zmm16, %zmm16
	vmulps	%zmm6, %zmm16, %zmm16
	vaddps	%zmm15, %zmm16, %zmm15
	vmulps	%zmm15, %zmm0, %zmm15
	vsubps	%zmm15, %zmm14, %zmm14
	vandps	%zmm7, %zmm14, %zmm15
	vpcmpgtd	%zmm8, %zmm15, %k1
	vpbroadcastd	.LCPI0_65(%rip), %zmm14 {%k1}
	vmovdqu64	%zmm14, (%rdi,%r15,4)
	addq	$16, %r15
	cmpq	%r15, %rax
	jne	.LBB0_29
	cmpq	%rax, %r13
	je	.LBB0_39
	movq	%rax, %r15
	testb	$12, %r13b
	je	.LBB0_35
	movq	%rax, %r15
	.p2align	4
.LBB0_33:
	vmovups	(%rdi,%r15,4), %xmm14
	vsubps	(%rsi,%r15,4), %xmm14, %xmm15
	vaddps	%xmm15, %xmm15, %xmm15
	vmulps	%xmm9, %xmm15, %xmm15
	vaddps	%xmm14, %xmm14, %xmm16
	vmulps	%xmm9, %xmm16, %xmm16
	vsubps	%xmm16, %xmm15, %xmm15
	vmulps	%xmm14, %xmm14, %xmm16
	vmulps	%xmm16, %xmm14, %xmm16
	vmulps	%xmm10, %xmm16, %xmm16
	vmulps	%xmm11, %xmm16, %xmm16
	vaddps	%xmm15, %xmm16, %xmm15
	vmulps	%xmm0, %xmm15, %xmm15
	vsubps	%xmm15, %xmm14, %xmm14
	vandps	%xmm12, %xmm14, %xmm15
	vpcmpgtd	%xmm13, %xmm15, %k1
	vpbroadcastd	.LCPI0_65(%rip), %xmm14 {%k1}
	vmovdqu	%xmm14, (%rdi,%r15,4)
	addq	$4, %r15
	cmpq	%r15, %rcx
	jne	.LBB0_33
	movq	%rcx, %r15
	cmpq	%rcx, %r13
	je	.LBB0_39
	jmp	.LBB0_35
.LBB0_11:
	andq	$-16, %rax
	vbroadcastss	%xmm0, %zmm0
	movq	%r12, %rcx
	andq	$-4, %rcx
	movq	%rsi, %r11
	movq	-104(%rsp), %rsi
	movq	40(%rsp), %r8
	addq	%r8, %rsi
	movq	-96(%rsp), %rdi
	addq	%r8, %rdi
	vmovss	.LCPI0_60(%rip), %xmm1
	vmovss	.LCPI0_61(%rip), %xmm2
	xorl	%r8d, %r8d
	vmovss	.LCPI0_62(%rip), %xmm3
	movl	$2143289344, %r9d
	vbroadcastss	.LCPI0_60(%rip), %zmm4
	vbroadcastss	.LCPI0_61(%rip), %zmm5
	vbroadcastss	.LCPI0_62(%rip), %zmm6
	vbroadcastss	.LCPI0_63(%rip), %zmm7
	vpbroadcastd	.LCPI0_64(%rip), %zmm8
	vbroadcastss	.LCPI0_60(%rip), %xmm9
	vbroadcastss	.LCPI0_61(%rip), %xmm10
	vbroadcastss	.LCPI0_62(%rip), %xmm11
	vbroadcastss	.LCPI0_63(%rip), %xmm12
	vpbroadcastd	.LCPI0_64(%rip), %xmm13
	vmovaps	-80(%rsp), %xmm18
	jmp	.LBB0_12
.LBB0_25:
	movq	-112(%rsp), %r11
	incq	%r11
	incq	%r8
	addq	%rdx, %rsi
	addq	%rdx, %rdi
	cmpq	-88(%rsp), %r11
	je	.LBB0_65
.LBB0_12:
	movq	%rdx, %rbx
	imulq	%r8, %rbx
	movq	40(%rsp), %r10
	leaq	(%r10,%rbx), %r14
	movq	-96(%rsp), %r10
	leaq	(%r10,%r14), %r15
	addq	120(%rsp), %rbx
	leaq	(%r10,%rbx), %r12
	movq	-104(%rsp), %r13
	addq	%r13, %r14
	addq	%r13, %rbx
	movq	%r11, -112(%rsp)
	imulq	-120(%rsp), %r11
	leaq	(%r10,%r11,4), %r10
	leaq	(,%r11,4), %r11
	addq	%r13, %r11
	movq	-120(%rsp), %r13
	cmpq	%rbx, %r15
	setb	%bpl
	cmpq	%r12, %r14
	setb	%bl
	andb	%bpl, %bl
	xorl	%r14d, %r14d
	jmp	.LBB0_13
.LBB0_24:
	incq	%r14
	cmpq	-48(%rsp), %r14
	je	.LBB0_25
.LBB0_13:
	xorl	%r15d, %r15d
	testb	%bl, %bl
	je	.LBB0_14
.LBB0_20:
	movq	%r15, %r12
	orq	$1, %r12
	testb	$1, %r13b
	je	.LBB0_22
	vmovss	(%r10,%r15,4), %xmm14
	vsubss	(%r11,%r15,4), %xmm14, %xmm15
	vaddss	%xmm15, %xmm15, %xmm15
	vmulss	%xmm1, %xmm15, %xmm15
	vaddss	%xmm14, %xmm14, %xmm16
	vmulss	%xmm1, %xmm16, %xmm16
	vsubss	%xmm16, %xmm15, %xmm15
	vmulss	%xmm14, %xmm14, %xmm16
	vmulss	%xmm16, %xmm14, %xmm16
	vmulss	%xmm2, %xmm16, %xmm16
	vmulss	%xmm3, %xmm16, %xmm16
	vaddss	%xmm15, %xmm16, %xmm15
	vmulss	-80(%rsp), %xmm15, %xmm15
	vsubss	%xmm15, %xmm14, %xmm14
	vmovd	%xmm14, %ebp
	movl	%ebp, %r13d
	andl	$2147483647, %r13d
	cmpl	$2139095041, %r13d
	movq	-120(%rsp), %r13
	cmovael	%r9d, %ebp
	movl	%ebp, (%r10,%r15,4)
	movq	%r12, %r15
.LBB0_22:
	cmpq	%r12, %r13
	je	.LBB0_24
	.p2align	4
.LBB0_23:
	vmovss	(%rdi,%r15,4), %xmm14
	vmovss	4(%rdi,%r15,4), %xmm15
	vsubss	(%rsi,%r15,4), %xmm14, %xmm16
	vaddss	%xmm16, %xmm16, %xmm16
	vmulss	%xmm1, %xmm16, %xmm16
	vaddss	%xmm14, %xmm14, %xmm17
	vmulss	%xmm1, %xmm17, %xmm17
	vsubss	%xmm17, %xmm16, %xmm16
	vmulss	%xmm14, %xmm14, %xmm17
	vmulss	%xmm17, %xmm14, %xmm17
	vmulss	%xmm2, %xmm17, %xmm17
	vmulss	%xmm3, %xmm17, %xmm17
	vaddss	%xmm16, %xmm17, %xmm16
	vmulss	%xmm16, %xmm18, %xmm16
	vsubss	%xmm16, %xmm14, %xmm14
	vmovd	%xmm14, %ebp
	movl	%ebp, %r12d
	andl	$2147483647, %r12d
	cmpl	$2139095041, %r12d
	cmovael	%r9d, %ebp
	movl	%ebp, (%rdi,%r15,4)
	vsubss	4(%rsi,%r15,4), %xmm15, %xmm14
	vaddss	%xmm14, %xmm14, %xmm14
	vmulss	%xmm1, %xmm14, %xmm14
	vaddss	%xmm15, %xmm15, %xmm16
	vmulss	%xmm1, %xmm16, %xmm16
	vsubss	%xmm16, %xmm14, %xmm14
	vmulss	%xmm15, %xmm15, %xmm16
	vmulss	%xmm16, %xmm15, %xmm16
	vmulss	%xmm2, %xmm16, %xmm16
	vmulss	%xmm3, %xmm16, %xmm16
	vaddss	%xmm14, %xmm16, %xmm14
	vmulss	%xmm14, %xmm18, %xmm14
	vsubss	%xmm14, %xmm15, %xmm14
	vmovd	%xmm14, %ebp
	movl	%ebp, %r12d
	andl	$2147483647, %r12d
	cmpl	$2139095041, %r12d
	cmovael	%r9d, %ebp
	movl	%ebp, 4(%rdi,%r15,4)
	addq	$2, %r15
	cmpq	%r15, %r13
	jne	.LBB0_23
	jmp	.LBB0_24
	.p2align	4
.LBB0_14:
	vmovups	(%rdi,%r15,4), %zmm14
	vsubps	(%rsi,%r15,4), %zmm14, %zmm15
	vaddps	%zmm15, %zmm15, %zmm15
	vmulps	%zmm4, %zmm15, %zmm15
	vaddps	%zmm14, %zmm14, %zmm16
	vmulps	%zmm4, %zmm16, %zmm16
	vsubps	%zmm16, %zmm15, %zmm15
	vmulps	%zmm14, %zmm14, %zmm16
	vmulps	%zmm16, %zmm14, %zmm16
	vmulps	%zmm5, %zmm16, %zmm16
	vmulps	%zmm6, %zmm16, %zmm16
	vaddps	%zmm15, %zmm16, %zmm15
	vmulps	%zmm15, %zmm0, %zmm15
	vsubps	%zmm15, %zmm14, %zmm14
	vandps	%zmm7, %zmm14, %zmm15
	vpcmpgtd	%zmm8, %zmm15, %k1
	vpbroadcastd	.LCPI0_65(%rip), %zmm14 {%k1}
	vmovdqu64	%zmm14, (%rdi,%r15,4)
	addq	$16, %r15
	cmpq	%r15, %rax
	jne	.LBB0_14
	cmpq	%rax, %r13
	je	.LBB0_24
	movq	%rax, %r15
	testb	$12, %r13b
	je	.LBB0_20
	movq	%rax, %r15
	.p2align	4
.LBB0_18:
	vmovups	(%rdi,%r15,4), %xmm14
	vsubps	(%rsi,%r15,4), %xmm14, %xmm15
	vaddps	%xmm15, %xmm15, %xmm15
	vmulps	%xmm9, %xmm15, %xmm15
	vaddps	%xmm14, %xmm14, %xmm16
	vmulps	%xmm9, %xmm16, %xmm16
	vsubps	%xmm16, %xmm15, %xmm15
	vmulps	%xmm14, %xmm14, %xmm16
	vmulps	%xmm16, %xmm14, %xmm16
	vmulps	%xmm10, %xmm16, %xmm16
	vmulps	%xmm11, %xmm16, %xmm16
	vaddps	%xmm15, %xmm16, %xmm15
	vmulps	%xmm0, %xmm15, %xmm15
	vsubps	%xmm15, %xmm14, %xmm14
	vandps	%xmm12, %xmm14, %xmm15
	vpcmpgtd	%xmm13, %xmm15, %k1
	vpbroadcastd	.LCPI0_65(%rip), %xmm14 {%k1}
	vmovdqu	%xmm14, (%rdi,%r15,4)
	addq	$4, %r15
	cmpq	%r15, %rcx
	jne	.LBB0_18
	movq	%rcx, %r15
	cmpq	%rcx, %r13
	je	.LBB0_24
	jmp	.LBB0_20
.Lfunc_end0:
	.size	tessera_double_well_x86_64_v4, .Lfunc_end0-tessera_double_well_x86_64_v4

	.section	".note.GNU-stack","",@progbits
