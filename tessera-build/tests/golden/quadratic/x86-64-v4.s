	.file	"quadratic.toml"
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
	.long	0x7fffffff
.LCPI0_62:
	.long	2139095040
.LCPI0_63:
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
	.globl	tessera_quadratic_x86_64_v4
	.p2align	4
	.type	tessera_quadratic_x86_64_v4,@function
tessera_quadratic_x86_64_v4:
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
	movq	%rax, -88(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, -96(%rsp)
	movq	24(%rdi), %rsi
	movq	32(%rdi), %r8
	movq	40(%rdi), %r9
	vmovss	56(%rdi), %xmm0
	vmovaps	%xmm0, -16(%rsp)
	vmovss	60(%rdi), %xmm0
	vmovaps	%xmm0, 1200(%rsp)
	movq	48(%rdi), %rax
	movq	%rax, -24(%rsp)
	movl	64(%rdi), %ecx
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, 48(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, 60(%rsp)
	movl	68(%rdi), %eax
	movl	%eax, 56(%rsp)
	vmovd	80(%rdi), %xmm0
	vmovd	%xmm0, 52(%rsp)
	movq	88(%rdi), %r15
	movq	96(%rdi), %rax
	movq	%rax, 632(%rsp)
	cmpq	$32, %r9
	movq	%r8, -104(%rsp)
	movq	%r9, -128(%rsp)
	movq	%r15, 40(%rsp)
	jae	.LBB0_1
	movw	$512, %ax
	xorl	%edx, %edx
	divw	%r9w
	cmpq	%r8, %rsi
	jae	.LBB0_53
	movq	%rsi, -120(%rsp)
	movzwl	%ax, %r12d
	cmpq	$0, -24(%rsp)
	je	.LBB0_64
	testl	%ecx, %ecx
	je	.LBB0_71
	movl	$3449720151, %r13d
	movq	%r15, %rax
	shrq	$32, %rax
	leaq	1013904242(%r15), %rsi
	leaq	1993301258(%rax), %rdi
	leaq	842468239(%rax), %r10
	leaq	2027808484(%r15), %rbp
	leaq	1684936478(%rax), %r8
	leaq	534103459(%rax), %r14
	leaq	-795284382(%r15,%r13), %rcx
	leaq	-305585874(%rax,%r13), %rbx
	movq	%rbx, (%rsp)
	leaq	218619860(%r15,%r13), %r9
	leaq	536882365(%rax,%r13), %r11
	leaq	-613950654(%rax,%r13), %rdx
	movq	%rdx, 2368(%rsp)
	leaq	228517585(%rax,%r13), %rdx
	vpbroadcastq	%r15, %zmm0
	vmovdqu64	%zmm0, 3840(%rsp)
	movq	%rcx, -56(%rsp)
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 3648(%rsp)
	vpbroadcastq	%rsi, %zmm5
	movq	%rdi, 16(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 4544(%rsp)
	movq	2368(%rsp), %rdi
	vpbroadcastq	%r9, %zmm6
	vpbroadcastq	%r10, %zmm23
	vpbroadcastq	%rbp, %zmm20
	vpbroadcastq	%r11, %zmm9
	leaq	387276957(%r15), %rax
	vpbroadcastq	%rax, %zmm18
	vpbroadcastq	%rdi, %zmm16
	leaq	-408007425(%r15,%r13), %rax
	movq	%rax, 1136(%rsp)
	leaq	-408007425(%r15,%r13), %rax
	vpbroadcastq	%rax, %zmm17
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 3904(%rsp)
	leaq	1401181199(%r15), %rax
	movq	%rax, 24(%rsp)
	vpbroadcastq	%rax, %zmm15
	vpbroadcastq	%r14, %zmm0
	vmovdqu64	%zmm0, 4736(%rsp)
	movq	%rdx, 3072(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 4672(%rsp)
	leal	-1879881855(%r15), %eax
	movl	%eax, -48(%rsp)
	vpbroadcastd	%eax, %zmm0
	vmovdqu64	%zmm0, 4608(%rsp)
	vpbroadcastd	-16(%rsp), %zmm21
	vmovq	.LCPI0_10(%rip), %xmm19
	vmovq	.LCPI0_17(%rip), %xmm25
	vmovq	.LCPI0_18(%rip), %xmm22
	vmovq	.LCPI0_22(%rip), %xmm13
	vmovsd	.LCPI0_23(%rip), %xmm26
	vmovdqa	.LCPI0_58(%rip), %xmm7
	vmovapd	.LCPI0_59(%rip), %xmm8
	vmovq	.LCPI0_26(%rip), %xmm0
	vmovq	.LCPI0_38(%rip), %xmm28
	vmovq	.LCPI0_39(%rip), %xmm29
	vmovq	.LCPI0_40(%rip), %xmm30
	vmovq	.LCPI0_56(%rip), %xmm31
	vpbroadcastq	.LCPI0_5(%rip), %zmm24
	vpbroadcastq	.LCPI0_6(%rip), %zmm10
	vpbroadcastd	.LCPI0_7(%rip), %ymm11
	vpbroadcastq	.LCPI0_9(%rip), %zmm12
	movq	-120(%rsp), %rdx
	movq	-104(%rsp), %rbx
	movq	%rbp, 3328(%rsp)
	leaq	387276957(%r15), %rax
	movq	%rax, 3264(%rsp)
	movq	%r8, 2304(%rsp)
	movq	%r9, 3136(%rsp)
	movq	%r11, 944(%rsp)
	vmovdqu64	%zmm21, 3712(%rsp)
	movq	%r12, 4800(%rsp)
	movq	%r10, 3392(%rsp)
	movq	%r14, 3200(%rsp)
	vmovdqu64	%zmm5, 2752(%rsp)
	vmovdqu64	%zmm6, 2688(%rsp)
	vmovdqu64	%zmm23, 1792(%rsp)
	vmovdqu64	%zmm20, 1728(%rsp)
	vmovdqu64	%zmm9, 1664(%rsp)
	vmovdqu64	%zmm18, 2624(%rsp)
	vmovdqu64	%zmm16, 2560(%rsp)
	vmovdqu64	%zmm17, 2496(%rsp)
	vmovdqu64	%zmm15, 2432(%rsp)
	jmp	.LBB0_68
	.p2align	4
.LBB0_100:
	movq	-120(%rsp), %rdx
	movq	4800(%rsp), %r12
	addq	%r12, %rdx
	movq	-104(%rsp), %rbx
	cmpq	%rbx, %rdx
	jae	.LBB0_53
.LBB0_68:
	subq	%rdx, %rbx
	cmpq	%r12, %rbx
	cmovaeq	%r12, %rbx
	movq	%rbx, %r12
	movq	-128(%rsp), %rax
	imulq	%rax, %r12
	movq	%rdx, -120(%rsp)
	movq	%rdx, %r9
	imulq	%rax, %r9
	movq	-88(%rsp), %rax
	leaq	(%rax,%r9,4), %rbx
	movq	-96(%rsp), %rax
	leaq	(%rax,%r9,4), %r8
	cmpq	$1, %r12
	movq	%r12, %r11
	adcq	$0, %r11
	movl	%r11d, %eax
	andl	$32704, %eax
	movq	%rax, -72(%rsp)
	vpbroadcastq	%r9, %zmm1
	vpaddq	.LCPI0_0(%rip){1to8}, %zmm1, %zmm2
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm1, %zmm3
	vmovdqu64	%zmm1, 3776(%rsp)
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm1, %zmm1
	movl	%r11d, %eax
	andl	$32760, %eax
	movq	%rax, 72(%rsp)
	leaq	(%rbx,%r12,4), %rax
	leaq	(%r8,%r12,4), %rdx
	movq	%rbx, 2112(%rsp)
	cmpq	%rdx, %rbx
	setb	%dl
	movq	%r8, -64(%rsp)
	cmpq	%rax, %r8
	setb	%al
	andb	%dl, %al
	movb	%al, 80(%rsp)
	movl	%r11d, %eax
	andl	$32736, %eax
	movq	%rax, 8(%rsp)
	movq	%r11, -80(%rsp)
	andl	$32764, %r11d
	movq	%r11, 64(%rsp)
	xorl	%edx, %edx
	vmovd	48(%rsp), %xmm4
	vmovd	%xmm4, 32(%rsp)
	movq	%r12, 2048(%rsp)
	movq	%r9, -40(%rsp)
	vmovdqu64	%zmm2, 3008(%rsp)
	vmovdqu64	%zmm3, 4928(%rsp)
	vmovdqu64	%zmm1, 4864(%rsp)
	jmp	.LBB0_69
	.p2align	4
.LBB0_99:
	vmovss	32(%rsp), %xmm0
	vmulss	60(%rsp), %xmm0, %xmm0
	vmovss	%xmm0, 32(%rsp)
	movq	-112(%rsp), %rdx
	incq	%rdx
	cmpq	-24(%rsp), %rdx
	vmovq	.LCPI0_26(%rip), %xmm0
	vpbroadcastq	.LCPI0_5(%rip), %zmm24
	vmovdqu64	3008(%rsp), %zmm2
	vmovdqu64	2752(%rsp), %zmm5
	vmovdqu64	2688(%rsp), %zmm6
	je	.LBB0_100
.LBB0_69:
	cmpl	$0, 56(%rsp)
	sete	%al
	movl	%eax, -32(%rsp)
	movq	632(%rsp), %rax
	leaq	(%rdx,%rax), %r14
	movq	%r14, %r8
	shrq	$32, %r8
	imulq	%r13, %r8
	movq	%r8, %rax
	shrq	$32, %rax
	xorl	%r15d, %r14d
	xorl	%eax, %r14d
	leaq	78811644(%r13), %rbx
	imulq	%rbx, %r14
	movq	%r14, %r10
	shrq	$32, %r10
	xorq	(%rsp), %r10
	cmpq	$8, %r12
	movq	%rdx, -112(%rsp)
	jae	.LBB0_113
	xorl	%r11d, %r11d
	movq	24(%rsp), %rdi
	movl	-48(%rsp), %ecx
	jmp	.LBB0_122
	.p2align	4
.LBB0_113:
	movq	%r10, 2240(%rsp)
	vpbroadcastq	%r10, %zmm7
	cmpq	$64, %r12
	vmovdqu64	3904(%rsp), %zmm4
	vmovdqu64	%zmm7, 1072(%rsp)
	jae	.LBB0_115
	xorl	%eax, %eax
	vmovdqu64	3776(%rsp), %zmm14
	jmp	.LBB0_119
	.p2align	4
.LBB0_115:
	movq	%r8, %rbp
	vpbroadcastq	%r8, %zmm0
	vpxorq	3648(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1280(%rsp)
	movq	%r14, %rdx
	vpbroadcastq	%r14, %zmm0
	vpxorq	4544(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1216(%rsp)
	xorl	%r11d, %r11d
	vmovdqa64	.LCPI0_4(%rip), %zmm8
	vmovdqa64	.LCPI0_3(%rip), %zmm0
	movq	-72(%rsp), %rax
	vmovdqu64	3840(%rsp), %zmm13
	.p2align	4
.LBB0_116:
	vmovdqu64	%zmm0, 160(%rsp)
	vmovdqu64	%zmm8, 544(%rsp)
	vmovdqu64	3776(%rsp), %zmm1
	vpaddq	%zmm1, %zmm0, %zmm3
	vpmuludq	%zmm24, %zmm3, %zmm0
	vpaddq	%zmm1, %zmm8, %zmm4
	vpmuludq	%zmm24, %zmm4, %zmm17
	vpaddq	160(%rsp), %zmm2, %zmm5
	vpmuludq	%zmm24, %zmm5, %zmm2
	vpaddq	3008(%rsp), %zmm8, %zmm6
	vpmuludq	%zmm24, %zmm6, %zmm30
	vmovdqu64	4928(%rsp), %zmm7
	vpaddq	160(%rsp), %zmm7, %zmm8
	vpmuludq	%zmm24, %zmm8, %zmm1
	vpaddq	544(%rsp), %zmm7, %zmm9
	vpmuludq	%zmm24, %zmm9, %zmm20
	vmovdqu64	4864(%rsp), %zmm10
	vpaddq	160(%rsp), %zmm10, %zmm11
	vpmuludq	%zmm24, %zmm11, %zmm7
	vpaddq	544(%rsp), %zmm10, %zmm12
	vpmuludq	%zmm24, %zmm12, %zmm10
	vpternlogq	$150, %zmm13, %zmm17, %zmm4
	vpternlogq	$150, %zmm13, %zmm0, %zmm3
	vpternlogq	$150, %zmm13, %zmm30, %zmm6
	vpternlogq	$150, %zmm13, %zmm2, %zmm5
	vpternlogq	$150, %zmm13, %zmm20, %zmm9
	vpternlogq	$150, %zmm13, %zmm1, %zmm8
	vpternlogq	$150, %zmm13, %zmm10, %zmm12
	vpternlogq	$150, %zmm13, %zmm7, %zmm11
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm8, %zmm13
	vpsrlq	$32, %zmm9, %zmm14
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm12, %zmm12
	vpbroadcastq	.LCPI0_6(%rip), %zmm9
	vpmuludq	%zmm9, %zmm4, %zmm23
	vpmuludq	%zmm9, %zmm3, %zmm22
	vpmuludq	%zmm9, %zmm6, %zmm6
	vpmuludq	%zmm9, %zmm5, %zmm5
	vpmuludq	%zmm9, %zmm14, %zmm4
	vpmuludq	%zmm9, %zmm13, %zmm15
	vpmuludq	%zmm9, %zmm12, %zmm13
	vpmuludq	%zmm9, %zmm11, %zmm31
	vpsrlq	$32, %zmm22, %zmm11
	vpsrlq	$32, %zmm23, %zmm12
	vpsrlq	$32, %zmm5, %zmm14
	vpsrlq	$32, %zmm6, %zmm18
	vpsrlq	$32, %zmm15, %zmm19
	vpsrlq	$32, %zmm4, %zmm3
	vpsrlq	$32, %zmm31, %zmm24
	vpsrlq	$32, %zmm13, %zmm25
	vmovdqu64	1280(%rsp), %zmm26
	vpxorq	%zmm26, %zmm12, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm29
	vmovdqu64	%zmm29, 768(%rsp)
	vpxorq	%zmm26, %zmm11, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm12
	vmovdqu64	%zmm12, 640(%rsp)
	vpxorq	%zmm26, %zmm18, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm21
	vmovdqu64	%zmm21, 704(%rsp)
	vpxorq	%zmm26, %zmm14, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm14
	vmovdqu64	%zmm14, 480(%rsp)
	vpxorq	%zmm26, %zmm3, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm8
	vpxorq	%zmm26, %zmm19, %zmm18
	vpxorq	%zmm26, %zmm25, %zmm11
	vpxorq	%zmm26, %zmm24, %zmm24
	vmovdqu64	1072(%rsp), %zmm25
	vpxorq	%zmm17, %zmm25, %zmm17
	vpmuludq	%zmm9, %zmm17, %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm16
	vpxorq	%zmm0, %zmm25, %zmm0
	vpmuludq	%zmm9, %zmm0, %zmm19
	vpxorq	%zmm30, %zmm25, %zmm0
	vpmuludq	%zmm9, %zmm0, %zmm17
	vpxorq	%zmm2, %zmm25, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm27
	vpmuludq	%zmm9, %zmm0, %zmm18
	vmovdqu64	%zmm18, 224(%rsp)
	vpxorq	%zmm20, %zmm25, %zmm0
	vpmuludq	%zmm9, %zmm0, %zmm3
	vpxorq	%zmm1, %zmm25, %zmm1
	vpmuludq	%zmm9, %zmm1, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm0
	vmovdqu64	%zmm0, 96(%rsp)
	vpxorq	%zmm10, %zmm25, %zmm2
	vpmuludq	%zmm9, %zmm2, %zmm2
	vpxorq	%zmm7, %zmm25, %zmm7
	vpmuludq	%zmm9, %zmm7, %zmm1
	vmovdqu64	%zmm1, 352(%rsp)
	vpsrlq	$32, %zmm12, %zmm20
	vpsrlq	$32, %zmm29, %zmm24
	vpsrlq	$32, %zmm14, %zmm0
	vmovdqu64	%zmm0, 416(%rsp)
	vpsrlq	$32, %zmm19, %zmm10
	vpsrlq	$32, %zmm28, %zmm26
	vpsrlq	$32, %zmm18, %zmm29
	vpsrlq	$32, %zmm17, %zmm25
	vmovdqa64	%zmm17, %zmm18
	vpsrlq	$32, %zmm21, %zmm11
	vmovdqu64	2752(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm23, %zmm26
	vpsrlq	$32, %zmm30, %zmm23
	vmovdqa64	%zmm30, %zmm17
	vpternlogq	$150, %zmm0, %zmm22, %zmm10
	vpsrlq	$32, %zmm3, %zmm22
	vmovdqa64	%zmm3, %zmm14
	vpternlogq	$150, %zmm0, %zmm6, %zmm25
	vpsrlq	$32, %zmm16, %zmm7
	vpternlogq	$150, %zmm0, %zmm5, %zmm29
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm0, %zmm4, %zmm22
	vpsrlq	$32, %zmm2, %zmm6
	vmovdqa64	%zmm2, %zmm12
	vpternlogq	$150, %zmm0, %zmm15, %zmm23
	vpsrlq	$32, %zmm8, %zmm5
	vpternlogq	$150, %zmm0, %zmm13, %zmm6
	vpternlogq	$150, %zmm0, %zmm31, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm13
	vmovdqu64	%zmm13, 1344(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm2
	vmovdqu64	%zmm2, 1408(%rsp)
	vpsrlq	$32, %zmm27, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm10
	vmovdqu64	%zmm10, 1920(%rsp)
	vmovdqu64	1216(%rsp), %zmm23
	vpxorq	%zmm23, %zmm24, %zmm0
	vpmuludq	%zmm9, %zmm0, %zmm24
	vmovdqu64	%zmm24, 288(%rsp)
	vpxorq	%zmm23, %zmm20, %zmm0
	vpmuludq	%zmm9, %zmm0, %zmm29
	vpxorq	%zmm23, %zmm11, %zmm0
	vpxorq	416(%rsp), %zmm23, %zmm6
	vpmuludq	%zmm9, %zmm0, %zmm20
	vmovdqu64	%zmm20, 832(%rsp)
	vpmuludq	%zmm9, %zmm6, %zmm11
	vpxorq	%zmm23, %zmm5, %zmm0
	vpmuludq	%zmm9, %zmm0, %zmm5
	vpxorq	%zmm23, %zmm7, %zmm0
	vpxorq	%zmm23, %zmm4, %zmm1
	vpmuludq	%zmm9, %zmm0, %zmm6
	vpmuludq	%zmm9, %zmm1, %zmm1
	vmovdqu64	%zmm1, 416(%rsp)
	vpsrlq	$32, %zmm24, %zmm26
	vmovdqu64	2688(%rsp), %zmm0
	vpternlogq	$150, %zmm28, %zmm0, %zmm26
	vpsrlq	$32, %zmm29, %zmm4
	vpternlogq	$150, %zmm19, %zmm0, %zmm4
	vpsrlq	$32, %zmm20, %zmm31
	vpternlogq	$150, %zmm18, %zmm0, %zmm31
	vpsrlq	$32, %zmm11, %zmm18
	vmovdqa64	%zmm11, %zmm19
	vpternlogq	$150, 224(%rsp), %zmm0, %zmm18
	vpsrlq	$32, %zmm5, %zmm28
	vmovdqa64	%zmm5, %zmm20
	vpternlogq	$150, %zmm14, %zmm0, %zmm28
	vpsrlq	$32, %zmm6, %zmm22
	vpternlogq	$150, %zmm17, %zmm0, %zmm22
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm12, %zmm0, %zmm1
	vmovdqu64	%zmm1, 224(%rsp)
	vpsrlq	$32, %zmm13, %zmm5
	vmovdqu64	1792(%rsp), %zmm13
	vpternlogq	$150, 640(%rsp), %zmm13, %zmm5
	vpsrlq	$32, %zmm15, %zmm7
	vpternlogq	$150, 768(%rsp), %zmm13, %zmm7
	vpsrlq	$32, %zmm2, %zmm24
	vpternlogq	$150, 480(%rsp), %zmm13, %zmm24
	vpsrlq	$32, %zmm25, %zmm12
	vpternlogq	$150, 704(%rsp), %zmm13, %zmm12
	vpsrlq	$32, %zmm30, %zmm1
	vpternlogq	$150, %zmm13, %zmm16, %zmm1
	vpsrlq	$32, %zmm21, %zmm17
	vpternlogq	$150, %zmm13, %zmm8, %zmm17
	vpsrlq	$32, %zmm10, %zmm11
	vpternlogq	$150, %zmm13, %zmm27, %zmm11
	vpsrlq	$32, %zmm3, %zmm27
	vmovdqa64	%zmm3, %zmm10
	vmovdqu64	96(%rsp), %zmm2
	vpternlogq	$150, %zmm13, %zmm2, %zmm27
	vpsrlq	$32, %zmm2, %zmm13
	vpxorq	%zmm23, %zmm13, %zmm13
	vpmuludq	%zmm9, %zmm13, %zmm2
	vmovdqu64	%zmm2, 1856(%rsp)
	vpsrlq	$32, %zmm2, %zmm23
	vpternlogq	$150, 352(%rsp), %zmm0, %zmm23
	vpmuludq	%zmm9, %zmm7, %zmm0
	vmovdqu64	%zmm0, 96(%rsp)
	vpsrlq	$32, %zmm0, %zmm13
	vmovdqu64	1728(%rsp), %zmm14
	vpternlogq	$150, 288(%rsp), %zmm14, %zmm13
	vpmuludq	%zmm9, %zmm5, %zmm0
	vmovdqu64	%zmm0, 704(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, %zmm14, %zmm29, %zmm16
	vpmuludq	%zmm9, %zmm12, %zmm0
	vmovdqu64	%zmm0, 480(%rsp)
	vpsrlq	$32, %zmm0, %zmm12
	vpternlogq	$150, 832(%rsp), %zmm14, %zmm12
	vpmuludq	%zmm9, %zmm24, %zmm0
	vmovdqu64	%zmm0, 352(%rsp)
	vpsrlq	$32, %zmm0, %zmm29
	vpternlogq	$150, %zmm14, %zmm19, %zmm29
	vpmuludq	%zmm9, %zmm17, %zmm0
	vmovdqu64	%zmm0, 768(%rsp)
	vpsrlq	$32, %zmm0, %zmm24
	vpternlogq	$150, %zmm14, %zmm20, %zmm24
	vpmuludq	%zmm9, %zmm1, %zmm0
	vmovdqu64	%zmm0, 640(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm14, %zmm6, %zmm17
	vpmuludq	%zmm9, %zmm11, %zmm0
	vmovdqu64	%zmm0, 288(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 416(%rsp), %zmm14, %zmm0
	vmovdqu64	%zmm0, 1984(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm7
	vpsrlq	$32, %zmm7, %zmm2
	vmovdqu64	1664(%rsp), %zmm8
	vpternlogq	$150, 1344(%rsp), %zmm8, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm19
	vpsrlq	$32, %zmm19, %zmm0
	vpternlogq	$150, %zmm15, %zmm8, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm11
	vpsrlq	$32, %zmm11, %zmm18
	vpternlogq	$150, 1408(%rsp), %zmm8, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm26
	vpsrlq	$32, %zmm26, %zmm20
	vpternlogq	$150, %zmm25, %zmm8, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm22
	vpsrlq	$32, %zmm22, %zmm5
	vpternlogq	$150, %zmm30, %zmm8, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm30
	vpsrlq	$32, %zmm30, %zmm3
	vpternlogq	$150, %zmm21, %zmm8, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm25
	vpsrlq	$32, %zmm25, %zmm23
	vpternlogq	$150, %zmm10, %zmm8, %zmm23
	vmovdqu64	224(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 832(%rsp)
	vpsrlq	$32, %zmm1, %zmm4
	vpternlogq	$150, 1920(%rsp), %zmm8, %zmm4
	vpmuludq	%zmm9, %zmm27, %zmm28
	vpsrlq	$32, %zmm28, %zmm31
	vpternlogq	$150, 1856(%rsp), %zmm14, %zmm31
	vpmuludq	%zmm9, %zmm0, %zmm0
	vmovdqu64	%zmm0, 416(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	2624(%rsp), %zmm1
	vpternlogq	$150, 96(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 96(%rsp)
	vpmuludq	%zmm9, %zmm2, %zmm27
	vpsrlq	$32, %zmm27, %zmm14
	vpternlogq	$150, 704(%rsp), %zmm1, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm0
	vmovdqu64	%zmm0, 224(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vmovdqu64	2560(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm7, %zmm15
	vpmuludq	%zmm9, %zmm20, %zmm20
	vpsrlq	$32, %zmm20, %zmm7
	vpternlogq	$150, 480(%rsp), %zmm1, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm2
	vmovdqu64	%zmm2, 480(%rsp)
	vpsrlq	$32, %zmm2, %zmm6
	vpternlogq	$150, %zmm0, %zmm19, %zmm6
	vpmuludq	%zmm9, %zmm18, %zmm8
	vpsrlq	$32, %zmm8, %zmm19
	vpternlogq	$150, 352(%rsp), %zmm1, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm2
	vmovdqu64	%zmm2, 352(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm0, %zmm11, %zmm2
	vpmuludq	%zmm9, %zmm3, %zmm29
	vpsrlq	$32, %zmm29, %zmm13
	vpternlogq	$150, 768(%rsp), %zmm1, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm3
	vmovdqu64	%zmm3, 768(%rsp)
	vpsrlq	$32, %zmm3, %zmm10
	vpternlogq	$150, %zmm0, %zmm26, %zmm10
	vpmuludq	%zmm9, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm21
	vpternlogq	$150, 640(%rsp), %zmm1, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm3
	vmovdqu64	%zmm3, 640(%rsp)
	vpsrlq	$32, %zmm3, %zmm11
	vpternlogq	$150, %zmm0, %zmm22, %zmm11
	vpmuludq	%zmm9, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm16
	vpternlogq	$150, 288(%rsp), %zmm1, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm3
	vmovdqu64	%zmm3, 704(%rsp)
	vpsrlq	$32, %zmm3, %zmm12
	vpternlogq	$150, %zmm0, %zmm30, %zmm12
	vpmuludq	%zmm9, %zmm23, %zmm3
	vmovdqu64	%zmm3, 288(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm28, %zmm1, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm30
	vpsrlq	$32, %zmm30, %zmm22
	vpternlogq	$150, %zmm0, %zmm25, %zmm22
	vmovdqu64	1984(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm31
	vpsrlq	$32, %zmm31, %zmm1
	vpternlogq	$150, 832(%rsp), %zmm0, %zmm1
	vpmuludq	%zmm9, %zmm6, %zmm24
	vpsrlq	$32, %zmm24, %zmm25
	vmovdqu64	2496(%rsp), %zmm0
	vpternlogq	$150, 416(%rsp), %zmm0, %zmm25
	vpmuludq	%zmm9, %zmm15, %zmm23
	vpsrlq	$32, %zmm23, %zmm17
	vpternlogq	$150, %zmm0, %zmm27, %zmm17
	vpmuludq	%zmm9, %zmm10, %zmm18
	vpsrlq	$32, %zmm18, %zmm6
	vpternlogq	$150, %zmm0, %zmm20, %zmm6
	vpmuludq	%zmm9, %zmm2, %zmm26
	vpsrlq	$32, %zmm26, %zmm15
	vpternlogq	$150, %zmm0, %zmm8, %zmm15
	vpmuludq	%zmm9, %zmm12, %zmm27
	vpsrlq	$32, %zmm27, %zmm10
	vpternlogq	$150, %zmm0, %zmm29, %zmm10
	vpmuludq	%zmm9, %zmm11, %zmm28
	vpsrlq	$32, %zmm28, %zmm11
	vpternlogq	$150, %zmm0, %zmm5, %zmm11
	vpmuludq	%zmm9, %zmm1, %zmm29
	vpsrlq	$32, %zmm29, %zmm12
	vpternlogq	$150, %zmm0, %zmm4, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm1
	vmovdqu64	%zmm1, 416(%rsp)
	vpsrlq	$32, %zmm1, %zmm8
	vmovdqu64	3904(%rsp), %zmm20
	vpternlogq	$150, 224(%rsp), %zmm20, %zmm8
	vmovdqu64	96(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 96(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 480(%rsp), %zmm20, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm2
	vmovdqu64	%zmm2, 224(%rsp)
	vpsrlq	$32, %zmm2, %zmm14
	vpternlogq	$150, 352(%rsp), %zmm20, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm2
	vmovdqu64	%zmm2, 480(%rsp)
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, 768(%rsp), %zmm20, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm4
	vpsrlq	$32, %zmm4, %zmm21
	vpternlogq	$150, 640(%rsp), %zmm20, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm19
	vpsrlq	$32, %zmm19, %zmm13
	vpternlogq	$150, 704(%rsp), %zmm20, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm2
	vmovdqu64	%zmm2, 352(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm30, %zmm20, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm3
	vpternlogq	$150, %zmm31, %zmm20, %zmm3
	vpmuludq	%zmm9, %zmm22, %zmm30
	vpsrlq	$32, %zmm30, %zmm31
	vpternlogq	$150, 288(%rsp), %zmm0, %zmm31
	vpmuludq	%zmm9, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vmovdqu64	2432(%rsp), %zmm0
	vpternlogq	$150, %zmm24, %zmm0, %zmm1
	vpmuludq	%zmm9, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm22
	vpternlogq	$150, %zmm23, %zmm0, %zmm22
	vpmuludq	%zmm9, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm18, %zmm0, %zmm8
	vpmuludq	%zmm9, %zmm14, %zmm5
	vpsrlq	$32, %zmm5, %zmm18
	vpternlogq	$150, %zmm26, %zmm0, %zmm18
	vmovdqu64	4736(%rsp), %zmm26
	vpmuludq	%zmm9, %zmm13, %zmm5
	vpsrlq	$32, %zmm5, %zmm14
	vpternlogq	$150, %zmm27, %zmm0, %zmm14
	vpmuludq	%zmm9, %zmm21, %zmm5
	vpsrlq	$32, %zmm5, %zmm21
	vpternlogq	$150, %zmm28, %zmm0, %zmm21
	vpmuludq	%zmm9, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm23
	vpternlogq	$150, %zmm29, %zmm0, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm6
	vpmuludq	%zmm9, %zmm2, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm10
	vpsrlq	$32, %zmm2, %zmm12
	vpternlogq	$150, %zmm30, %zmm0, %zmm12
	vpsrlq	$32, %zmm24, %zmm2
	vpternlogq	$150, 416(%rsp), %zmm26, %zmm2
	vpsrlq	$32, %zmm13, %zmm3
	vpternlogq	$150, 96(%rsp), %zmm26, %zmm3
	vpsrlq	$32, %zmm17, %zmm5
	vpternlogq	$150, 224(%rsp), %zmm26, %zmm5
	vpsrlq	$32, %zmm20, %zmm7
	vpternlogq	$150, 480(%rsp), %zmm26, %zmm7
	vpsrlq	$32, %zmm15, %zmm27
	vpternlogq	$150, %zmm26, %zmm4, %zmm27
	vpsrlq	$32, %zmm11, %zmm4
	vpternlogq	$150, %zmm26, %zmm19, %zmm4
	vpsrlq	$32, %zmm6, %zmm19
	vpternlogq	$150, 352(%rsp), %zmm26, %zmm19
	vpsrlq	$32, %zmm10, %zmm25
	vpternlogq	$150, %zmm26, %zmm16, %zmm25
	vpmovqd	%zmm3, %ymm0
	vpmovqd	%zmm2, %ymm2
	vinserti64x4	$1, %ymm2, %zmm0, %zmm0
	vpmovqd	%zmm7, %ymm2
	vpmovqd	%zmm5, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm2
	vpmovqd	%zmm4, %ymm3
	vpmovqd	%zmm27, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm25, %ymm4
	vpmovqd	%zmm19, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm5
	vmovdqu64	4672(%rsp), %zmm19
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm24, %zmm19, %zmm5
	vpbroadcastq	.LCPI0_5(%rip), %zmm24
	vpmuludq	%zmm24, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm13, %zmm19, %zmm1
	vpmuludq	%zmm24, %zmm18, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm17, %zmm19, %zmm7
	vpmuludq	%zmm24, %zmm8, %zmm8
	vpmuludq	%zmm24, %zmm21, %zmm16
	vmovdqu64	4608(%rsp), %zmm17
	vpmuludq	%zmm24, %zmm14, %zmm13
	vpmuludq	%zmm24, %zmm12, %zmm12
	vpmuludq	%zmm24, %zmm23, %zmm14
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm16, %zmm16
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm20, %zmm19, %zmm8
	vpternlogq	$150, %zmm15, %zmm19, %zmm16
	vpternlogq	$150, %zmm11, %zmm19, %zmm13
	vpternlogq	$150, %zmm6, %zmm19, %zmm12
	vpternlogq	$150, %zmm10, %zmm19, %zmm14
	vpmuludq	%zmm9, %zmm1, %zmm1
	vpmuludq	%zmm9, %zmm5, %zmm5
	vpmuludq	%zmm9, %zmm8, %zmm6
	vpmuludq	%zmm9, %zmm7, %zmm7
	vpmuludq	%zmm9, %zmm13, %zmm8
	vpmuludq	%zmm9, %zmm16, %zmm18
	vpmuludq	%zmm9, %zmm14, %zmm10
	vpmuludq	%zmm9, %zmm12, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm1, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm6, %zmm15
	vpsrlq	$32, %zmm18, %zmm16
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
	vpmovqd	%zmm18, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vmovdqu64	544(%rsp), %zmm8
	vpbroadcastd	.LCPI0_7(%rip), %zmm9
	vpmulld	%zmm9, %zmm0, %zmm0
	vpternlogd	$150, %zmm0, %zmm17, %zmm12
	vpmulld	%zmm9, %zmm2, %zmm0
	vpternlogd	$150, %zmm0, %zmm17, %zmm14
	vpmulld	%zmm9, %zmm3, %zmm0
	vpternlogd	$150, %zmm0, %zmm17, %zmm13
	vpmulld	%zmm9, %zmm4, %zmm0
	vpternlogd	$150, %zmm0, %zmm17, %zmm15
	vmovdqu64	%zmm12, 5128(%rsp,%r11,4)
	vmovdqu64	%zmm14, 5192(%rsp,%r11,4)
	vmovdqu64	%zmm1, 7176(%rsp,%r11,4)
	vpbroadcastq	.LCPI0_8(%rip), %zmm0
	vmovdqu64	%zmm13, 5256(%rsp,%r11,4)
	vmovdqu64	3840(%rsp), %zmm13
	vmovdqu64	%zmm5, 7240(%rsp,%r11,4)
	vmovdqu64	%zmm6, 7304(%rsp,%r11,4)
	vmovdqu64	3008(%rsp), %zmm2
	vmovdqu64	%zmm15, 5320(%rsp,%r11,4)
	vmovdqu64	%zmm7, 7368(%rsp,%r11,4)
	addq	$64, %r11
	vpaddq	%zmm0, %zmm8, %zmm8
	vmovdqu64	160(%rsp), %zmm1
	vpaddq	%zmm0, %zmm1, %zmm1
	vmovdqu64	%zmm1, 160(%rsp)
	vmovdqu64	160(%rsp), %zmm0
	cmpq	%r11, %rax
	jne	.LBB0_116
	cmpq	%rax, %r12
	vmovdqu64	2752(%rsp), %zmm5
	vmovdqu64	2688(%rsp), %zmm6
	vmovdqu64	3904(%rsp), %zmm4
	movq	24(%rsp), %rdi
	movl	-48(%rsp), %ecx
	vmovq	.LCPI0_10(%rip), %xmm19
	vpbroadcastq	.LCPI0_5(%rip), %zmm24
	vmovq	.LCPI0_17(%rip), %xmm25
	vmovq	.LCPI0_18(%rip), %xmm22
	vmovq	.LCPI0_22(%rip), %xmm13
	vmovsd	.LCPI0_23(%rip), %xmm26
	vmovdqa	.LCPI0_58(%rip), %xmm7
	vmovapd	.LCPI0_59(%rip), %xmm8
	vmovq	.LCPI0_26(%rip), %xmm0
	vmovdqu64	2432(%rsp), %zmm15
	vmovdqu64	2560(%rsp), %zmm16
	vmovdqu64	2496(%rsp), %zmm17
	vmovdqu64	2624(%rsp), %zmm18
	vmovdqu64	1728(%rsp), %zmm20
	vmovq	.LCPI0_38(%rip), %xmm28
	vmovq	.LCPI0_39(%rip), %xmm29
	vmovq	.LCPI0_40(%rip), %xmm30
	vmovq	.LCPI0_56(%rip), %xmm31
	vmovdqu64	1664(%rsp), %zmm9
	vmovdqu64	1792(%rsp), %zmm23
	vpbroadcastq	.LCPI0_6(%rip), %zmm10
	vpbroadcastd	.LCPI0_7(%rip), %ymm11
	vpbroadcastq	.LCPI0_9(%rip), %zmm12
	movq	-40(%rsp), %r9
	vmovdqu64	3776(%rsp), %zmm14
	leaq	78811644(%r13), %rbx
	movq	2240(%rsp), %r10
	je	.LBB0_102
	movq	%rdx, %r14
	movq	%rbp, %r8
	movq	-72(%rsp), %r11
	movq	%r11, %rax
	testb	$56, -80(%rsp)
	je	.LBB0_122
.LBB0_119:
	vmovdqa64	%xmm25, %xmm22
	vmovdqa64	%xmm19, %xmm25
	vpbroadcastq	%rax, %zmm0
	vporq	.LCPI0_4(%rip), %zmm0, %zmm0
	movq	%r8, 160(%rsp)
	xorl	-56(%rsp), %r8d
	vpbroadcastq	%r8, %zmm1
	movq	%r14, %rbp
	xorl	16(%rsp), %r14d
	vpbroadcastq	%r14, %zmm2
	movq	72(%rsp), %rcx
	vmovdqa64	%zmm15, %zmm29
	vmovdqu64	4736(%rsp), %zmm15
	vmovdqa64	%zmm16, %zmm30
	vmovdqu64	4672(%rsp), %zmm16
	vmovdqa64	%zmm9, %zmm31
	vmovdqa64	%zmm17, %zmm9
	vmovdqu64	4608(%rsp), %zmm17
	vmovdqa64	%zmm23, %zmm21
	vmovdqa64	%zmm18, %zmm23
	vmovdqu64	3840(%rsp), %zmm18
	vmovdqa64	%zmm5, %zmm19
	vmovdqa64	%zmm20, %zmm27
	vmovdqa64	%zmm6, %zmm20
	vmovdqa64	%zmm4, %zmm28
	vmovdqu64	1072(%rsp), %zmm13
	.p2align	4
.LBB0_120:
	vpaddq	%zmm14, %zmm0, %zmm3
	vpmuludq	%zmm24, %zmm3, %zmm4
	vpternlogq	$150, %zmm18, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm10, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm1, %zmm5
	vpxorq	%zmm4, %zmm13, %zmm4
	vpmuludq	%zmm24, %zmm5, %zmm5
	vpmuludq	%zmm10, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm6, %zmm2, %zmm6
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm19, %zmm3, %zmm7
	vpmuludq	%zmm24, %zmm7, %zmm3
	vpmuludq	%zmm10, %zmm6, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm20, %zmm8
	vpternlogq	$150, %zmm21, %zmm5, %zmm7
	vpmuludq	%zmm24, %zmm8, %zmm4
	vpmuludq	%zmm10, %zmm7, %zmm5
	vpsrlq	$32, %zmm4, %zmm7
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm3, %zmm31, %zmm7
	vpternlogq	$150, %zmm27, %zmm6, %zmm8
	vpmuludq	%zmm24, %zmm8, %zmm3
	vpmuludq	%zmm10, %zmm7, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm5, %zmm23, %zmm8
	vpternlogq	$150, %zmm30, %zmm4, %zmm7
	vpmuludq	%zmm24, %zmm8, %zmm4
	vpmuludq	%zmm10, %zmm7, %zmm5
	vpsrlq	$32, %zmm4, %zmm7
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm3, %zmm28, %zmm7
	vpternlogq	$150, %zmm9, %zmm6, %zmm8
	vpmuludq	%zmm24, %zmm8, %zmm3
	vpmuludq	%zmm10, %zmm7, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm5, %zmm29, %zmm6
	vpternlogq	$150, %zmm15, %zmm4, %zmm7
	vpmuludq	%zmm24, %zmm6, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm7, %ymm5
	vpmulld	%ymm11, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm16, %zmm4
	vpmuludq	%zmm10, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, %ymm17, %ymm5, %ymm4
	vmovdqu	%ymm4, 5128(%rsp,%rax,4)
	vpmovqd	%zmm3, 7176(%rsp,%rax,4)
	addq	$8, %rax
	vpaddq	%zmm12, %zmm0, %zmm0
	cmpq	%rax, %rcx
	jne	.LBB0_120
	movq	%rcx, %r11
	cmpq	%rcx, %r12
	movq	24(%rsp), %rdi
	movl	-48(%rsp), %ecx
	vmovdqa	.LCPI0_58(%rip), %xmm7
	vmovapd	.LCPI0_59(%rip), %xmm8
	vmovq	.LCPI0_26(%rip), %xmm0
	movq	-40(%rsp), %r9
	movq	%rbp, %r14
	movq	160(%rsp), %r8
	leaq	78811644(%r13), %rbx
	movq	2240(%rsp), %r10
	vmovdqa64	%xmm25, %xmm19
	vmovdqa64	%xmm22, %xmm25
	vmovq	.LCPI0_18(%rip), %xmm22
	vmovq	.LCPI0_22(%rip), %xmm13
	vmovsd	.LCPI0_23(%rip), %xmm26
	vmovq	.LCPI0_38(%rip), %xmm28
	vmovq	.LCPI0_39(%rip), %xmm29
	vmovq	.LCPI0_40(%rip), %xmm30
	vmovq	.LCPI0_56(%rip), %xmm31
	je	.LBB0_102
.LBB0_122:
	xorq	-56(%rsp), %r8
	xorq	16(%rsp), %r14
	.p2align	4
.LBB0_101:
	leaq	(%r11,%r9), %rbp
	movl	%ebp, %eax
	imulq	%rbx, %rax
	xorq	%r15, %rbp
	xorq	%rax, %rbp
	shrq	$32, %rbp
	imulq	%r13, %rbp
	movq	%rbp, %rdx
	shrq	$32, %rdx
	xorl	%r8d, %edx
	xorl	%r10d, %eax
	imulq	%rbx, %rdx
	imulq	%r13, %rax
	movq	%rax, %r15
	shrq	$32, %r15
	movl	$3449720151, %r12d
	movq	%rsi, %r13
	xorl	%r15d, %esi
	movq	%rdx, %r15
	shrq	$32, %r15
	xorl	%esi, %ebp
	xorl	%r14d, %r15d
	imulq	%rbx, %rbp
	imulq	%r12, %r15
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	3136(%rsp), %eax
	xorl	%esi, %eax
	movq	%rbp, %rsi
	shrq	$32, %rsi
	xorl	3392(%rsp), %edx
	xorl	%esi, %edx
	imulq	%rbx, %rax
	imulq	%r12, %rdx
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	3328(%rsp), %r15d
	xorl	%esi, %r15d
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	944(%rsp), %ebp
	xorl	%esi, %ebp
	imulq	%rbx, %r15
	imulq	%r12, %rbp
	movq	%rbp, %rsi
	shrq	$32, %rsi
	xorl	3264(%rsp), %edx
	xorl	%esi, %edx
	movq	%r15, %rsi
	shrq	$32, %rsi
	xorl	2368(%rsp), %eax
	xorl	%esi, %eax
	imulq	%rbx, %rdx
	imulq	%r12, %rax
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	1136(%rsp), %ebp
	xorl	%esi, %ebp
	movq	%rdx, %rsi
	shrq	$32, %rsi
	xorl	2304(%rsp), %r15d
	xorl	%esi, %r15d
	imulq	%rbx, %rbp
	imulq	%r12, %r15
	movq	2048(%rsp), %r12
	shrq	$32, %r15
	xorl	%edi, %eax
	xorl	%r15d, %eax
	movq	40(%rsp), %r15
	movq	%rbp, %rsi
	shrq	$32, %rsi
	xorl	3200(%rsp), %edx
	xorl	%esi, %edx
	movq	%r13, %rsi
	movl	$3449720151, %r13d
	imulq	%rbx, %rax
	shrq	$32, %rax
	xorl	3072(%rsp), %ebp
	xorl	%eax, %ebp
	imull	$-845247145, %edx, %eax
	imulq	%r13, %rbp
	movl	%ebp, 7176(%rsp,%r11,4)
	shrq	$32, %rbp
	xorl	%ecx, %eax
	xorl	%ebp, %eax
	movl	%eax, 5128(%rsp,%r11,4)
	incq	%r11
	cmpq	%r12, %r11
	jb	.LBB0_101
.LBB0_102:
	cmpq	$8, %r12
	jae	.LBB0_104
	xorl	%edi, %edi
	vmovq	.LCPI0_27(%rip), %xmm10
	vmovdqa64	%xmm25, %xmm2
	vmovq	.LCPI0_44(%rip), %xmm25
	vmovq	.LCPI0_49(%rip), %xmm24
	vmovdqa64	%xmm13, %xmm21
	vmovdqa64	%xmm22, %xmm4
	vmovq	.LCPI0_47(%rip), %xmm22
	vmovapd	%xmm26, %xmm13
	vmovq	.LCPI0_42(%rip), %xmm23
	vmovdqa64	%xmm31, %xmm9
	vmovdqa64	%xmm30, %xmm31
	vmovdqa64	%xmm29, %xmm30
	vmovdqa64	%xmm28, %xmm29
	vpbroadcastq	.LCPI0_37(%rip), %xmm28
	vmovq	.LCPI0_36(%rip), %xmm20
	vmovdqa64	%xmm19, %xmm27
	vmovq	.LCPI0_35(%rip), %xmm19
	vmovq	.LCPI0_34(%rip), %xmm18
	vmovq	.LCPI0_55(%rip), %xmm17
	vmovq	.LCPI0_32(%rip), %xmm16
	vmovq	.LCPI0_31(%rip), %xmm15
	vmovq	.LCPI0_30(%rip), %xmm14
	vmovq	.LCPI0_29(%rip), %xmm12
	vmovdqa	%xmm0, %xmm11
	movabsq	$4604544269498187776, %rbx
	movq	%r12, %r9
	movabsq	$4503595332403200, %r12
	movq	8(%rsp), %r11
	vmovq	.LCPI0_11(%rip), %xmm3
	jmp	.LBB0_86
	.p2align	4
.LBB0_104:
	cmpq	$64, %r12
	movabsq	$4604544269498187776, %rbx
	movabsq	$4503595332403200, %r12
	movq	8(%rsp), %r11
	jae	.LBB0_106
	xorl	%eax, %eax
	jmp	.LBB0_110
	.p2align	4
.LBB0_106:
	xorl	%r14d, %r14d
	movq	-72(%rsp), %rax
	vpbroadcastq	.LCPI0_0(%rip), %zmm27
	.p2align	4
.LBB0_107:
	vcvtudq2pd	7176(%rsp,%r14,4), %zmm0
	vcvtudq2pd	7208(%rsp,%r14,4), %zmm1
	vcvtudq2pd	7240(%rsp,%r14,4), %zmm2
	vcvtudq2pd	7272(%rsp,%r14,4), %zmm3
	vcvtudq2pd	7304(%rsp,%r14,4), %zmm4
	vcvtudq2pd	7336(%rsp,%r14,4), %zmm5
	vcvtudq2pd	7368(%rsp,%r14,4), %zmm6
	vcvtudq2pd	7400(%rsp,%r14,4), %zmm7
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
	vmulpd	%zmm9, %zmm3, %zmm2
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm1
	vmulpd	%zmm13, %zmm14, %zmm3
	vmulpd	%zmm13, %zmm12, %zmm5
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm4, %zmm9
	vmulpd	%zmm13, %zmm2, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	%zmm15, %zmm3, %zmm19
	vmovupd	%zmm19, 1216(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 1280(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 1072(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 1344(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm5
	vmovupd	%zmm5, 1408(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1856(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm3
	vmovupd	%zmm3, 1920(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1984(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm1
	vaddpd	%zmm1, %zmm17, %zmm20
	vaddpd	%zmm1, %zmm19, %zmm17
	vaddpd	%zmm1, %zmm18, %zmm13
	vaddpd	%zmm1, %zmm16, %zmm11
	vaddpd	%zmm1, %zmm7, %zmm9
	vaddpd	%zmm1, %zmm5, %zmm7
	vaddpd	%zmm1, %zmm6, %zmm5
	vaddpd	%zmm1, %zmm3, %zmm6
	vbroadcastsd	.LCPI0_33(%rip), %zmm24
	vmulpd	%zmm24, %zmm17, %zmm18
	vmulpd	%zmm24, %zmm20, %zmm1
	vmulpd	%zmm24, %zmm11, %zmm15
	vmulpd	%zmm24, %zmm13, %zmm19
	vmulpd	%zmm24, %zmm7, %zmm16
	vsubpd	%zmm1, %zmm21, %zmm3
	vbroadcastsd	.LCPI0_34(%rip), %zmm28
	vmulpd	%zmm28, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vmulpd	%zmm29, %zmm20, %zmm22
	vsubpd	%zmm1, %zmm3, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm31
	vpandq	%zmm31, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm31, %zmm23, %zmm23
	vpaddq	%zmm27, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm3, %zmm23
	vsubpd	%zmm23, %zmm3, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm21
	vmulpd	%zmm24, %zmm9, %zmm22
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm30
	vmulpd	%zmm30, %zmm20, %zmm20
	vsubpd	%zmm21, %zmm20, %zmm1 {%k1}
	vmulpd	%zmm28, %zmm17, %zmm21
	vmulpd	%zmm29, %zmm17, %zmm20
	vmovapd	%zmm23, %zmm3 {%k1}
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
	vmulpd	%zmm24, %zmm6, %zmm20
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
	vsubpd	%zmm17, %zmm19, %zmm23
	vsubpd	%zmm23, %zmm19, %zmm12
	vsubpd	%zmm17, %zmm12, %zmm25
	vmulpd	%zmm24, %zmm5, %zmm24
	vsubpd	%zmm15, %zmm10, %zmm12
	vsubpd	%zmm22, %zmm8, %zmm17
	vsubpd	%zmm16, %zmm4, %zmm16
	vsubpd	%zmm24, %zmm2, %zmm22
	vsubpd	%zmm20, %zmm0, %zmm24
	vmulpd	%zmm30, %zmm13, %zmm13
	vsubpd	%zmm25, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm28, %zmm11, %zmm13
	vmulpd	%zmm29, %zmm11, %zmm15
	vmovapd	%zmm23, %zmm19 {%k1}
	vsubpd	%zmm13, %zmm12, %zmm20
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm31, %zmm10, %zmm10
	vpsrlq	$52, %zmm20, %zmm20
	vpandq	%zmm31, %zmm20, %zmm20
	vpaddq	%zmm27, %zmm20, %zmm20
	vpcmpgtq	%zmm20, %zmm10, %k1
	vsubpd	%zmm15, %zmm12, %zmm10
	vsubpd	%zmm10, %zmm12, %zmm20
	vsubpd	%zmm15, %zmm20, %zmm15
	vmulpd	%zmm28, %zmm9, %zmm26
	vmulpd	%zmm30, %zmm11, %zmm11
	vsubpd	%zmm15, %zmm11, %zmm13 {%k1}
	vmulpd	%zmm28, %zmm7, %zmm11
	vmulpd	%zmm29, %zmm9, %zmm15
	vmovapd	%zmm10, %zmm12 {%k1}
	vsubpd	%zmm26, %zmm17, %zmm10
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm31, %zmm8, %zmm8
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm31, %zmm10, %zmm10
	vpaddq	%zmm27, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm8, %k1
	vsubpd	%zmm15, %zmm17, %zmm10
	vsubpd	%zmm10, %zmm17, %zmm8
	vsubpd	%zmm15, %zmm8, %zmm15
	vmulpd	%zmm28, %zmm5, %zmm8
	vmulpd	%zmm30, %zmm9, %zmm9
	vsubpd	%zmm15, %zmm9, %zmm26 {%k1}
	vmulpd	%zmm28, %zmm6, %zmm9
	vmulpd	%zmm29, %zmm7, %zmm15
	vmovapd	%zmm10, %zmm17 {%k1}
	vsubpd	%zmm11, %zmm16, %zmm10
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm31, %zmm4, %zmm4
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm31, %zmm10, %zmm10
	vpaddq	%zmm27, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm4, %k1
	vsubpd	%zmm15, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm10
	vsubpd	%zmm15, %zmm10, %zmm10
	vmulpd	%zmm29, %zmm5, %zmm15
	vmulpd	%zmm30, %zmm7, %zmm7
	vsubpd	%zmm10, %zmm7, %zmm11 {%k1}
	vmulpd	%zmm29, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm24, %zmm10
	vmovapd	%zmm4, %zmm16 {%k1}
	vsubpd	%zmm8, %zmm22, %zmm4
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm31, %zmm2, %zmm2
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm31, %zmm4, %zmm4
	vpaddq	%zmm27, %zmm4, %zmm4
	vpcmpgtq	%zmm4, %zmm2, %k1
	vsubpd	%zmm15, %zmm22, %zmm2
	vmulpd	%zmm30, %zmm6, %zmm4
	vmulpd	%zmm30, %zmm5, %zmm5
	vsubpd	%zmm10, %zmm24, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm2, %zmm22, %zmm7
	vsubpd	%zmm15, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm24, %zmm15
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm31, %zmm0, %zmm0
	vpsrlq	$52, %zmm15, %zmm15
	vpandq	%zmm31, %zmm15, %zmm15
	vpaddq	%zmm27, %zmm15, %zmm15
	vmovapd	%zmm2, %zmm22 {%k1}
	vsubpd	%zmm7, %zmm5, %zmm8 {%k1}
	vpcmpgtq	%zmm15, %zmm0, %k1
	vmovapd	%zmm10, %zmm24 {%k1}
	vsubpd	%zmm6, %zmm4, %zmm9 {%k1}
	vsubpd	%zmm21, %zmm18, %zmm4
	vsubpd	%zmm1, %zmm3, %zmm23
	vsubpd	%zmm13, %zmm12, %zmm5
	vsubpd	%zmm14, %zmm19, %zmm10
	vsubpd	%zmm11, %zmm16, %zmm27
	vsubpd	%zmm26, %zmm17, %zmm25
	vsubpd	%zmm9, %zmm24, %zmm7
	vsubpd	%zmm8, %zmm22, %zmm20
	vsubpd	%zmm23, %zmm3, %zmm0
	vmovupd	%zmm23, 160(%rsp)
	vsubpd	%zmm4, %zmm18, %zmm2
	vmovapd	%zmm4, %zmm18
	vmovupd	%zmm4, 544(%rsp)
	vsubpd	%zmm10, %zmm19, %zmm3
	vmovapd	%zmm10, %zmm19
	vsubpd	%zmm5, %zmm12, %zmm4
	vmovupd	%zmm5, 640(%rsp)
	vsubpd	%zmm25, %zmm17, %zmm12
	vsubpd	%zmm27, %zmm16, %zmm15
	vmovupd	%zmm27, 96(%rsp)
	vsubpd	%zmm20, %zmm22, %zmm16
	vsubpd	%zmm7, %zmm24, %zmm17
	vmovapd	%zmm7, %zmm24
	vsubpd	%zmm21, %zmm2, %zmm2
	vmovupd	%zmm2, 288(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm28
	vsubpd	%zmm13, %zmm4, %zmm0
	vmovupd	%zmm0, 768(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 352(%rsp)
	vsubpd	%zmm11, %zmm15, %zmm0
	vmovupd	%zmm0, 416(%rsp)
	vsubpd	%zmm26, %zmm12, %zmm0
	vmovupd	%zmm0, 480(%rsp)
	vsubpd	%zmm9, %zmm17, %zmm0
	vmovupd	%zmm0, 2240(%rsp)
	vsubpd	%zmm8, %zmm16, %zmm0
	vmovupd	%zmm0, 224(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm17
	vmulpd	%zmm23, %zmm23, %zmm14
	vmulpd	%zmm5, %zmm5, %zmm10
	vmulpd	%zmm14, %zmm14, %zmm11
	vmovupd	%zmm11, 4416(%rsp)
	vmulpd	%zmm17, %zmm17, %zmm2
	vmovupd	%zmm2, 2944(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm3
	vmulpd	%zmm3, %zmm17, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm17, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm17, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm8
	vmulpd	%zmm8, %zmm17, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm6
	vsubpd	%zmm1, %zmm6, %zmm1
	vmulpd	%zmm1, %zmm17, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm7
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm8, %zmm14, %zmm2
	vsubpd	%zmm2, %zmm6, %zmm2
	vmulpd	%zmm2, %zmm14, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 2816(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm14, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm14, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm14, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm18
	vmulpd	%zmm8, %zmm10, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm10, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm10, %zmm1
	vmovupd	%zmm1, 2880(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm10, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vmovapd	%zmm10, %zmm11
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1008(%rsp)
	vmulpd	%zmm19, %zmm19, %zmm26
	vmovapd	%zmm19, %zmm16
	vmovupd	%zmm19, 704(%rsp)
	vmulpd	%zmm8, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm26, %zmm26, %zmm1
	vmovupd	%zmm1, 4288(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm26, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm19
	vmulpd	%zmm27, %zmm27, %zmm27
	vmulpd	%zmm8, %zmm27, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm27, %zmm1
	vmovupd	%zmm1, 4480(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm27, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1600(%rsp)
	vmulpd	%zmm25, %zmm25, %zmm29
	vmovapd	%zmm25, %zmm12
	vmovupd	%zmm25, 4160(%rsp)
	vmulpd	%zmm8, %zmm29, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm29, %zmm1
	vmovupd	%zmm1, 4224(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm29, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1536(%rsp)
	vmulpd	%zmm24, %zmm24, %zmm31
	vmulpd	%zmm8, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 4352(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm31, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1472(%rsp)
	vmovapd	%zmm20, %zmm13
	vmovupd	%zmm20, 4096(%rsp)
	vmulpd	%zmm20, %zmm20, %zmm30
	vmulpd	%zmm8, %zmm30, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm30, %zmm30, %zmm1
	vmovupd	%zmm1, 3456(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm30, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2176(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm2
	vmulpd	%zmm2, %zmm17, %zmm0
	vbroadcastsd	.LCPI0_44(%rip), %zmm22
	vsubpd	%zmm0, %zmm22, %zmm21
	vsubpd	%zmm21, %zmm22, %zmm9
	vsubpd	%zmm0, %zmm9, %zmm9
	vmovapd	%zmm2, %zmm1
	vmovupd	%zmm14, 832(%rsp)
	vmulpd	%zmm2, %zmm14, %zmm0
	vsubpd	%zmm0, %zmm22, %zmm10
	vsubpd	%zmm10, %zmm22, %zmm15
	vsubpd	%zmm0, %zmm15, %zmm6
	vmovapd	%zmm11, %zmm0
	vmulpd	%zmm2, %zmm11, %zmm15
	vsubpd	%zmm15, %zmm22, %zmm7
	vsubpd	%zmm7, %zmm22, %zmm11
	vsubpd	%zmm15, %zmm11, %zmm11
	vmulpd	%zmm2, %zmm26, %zmm15
	vsubpd	%zmm15, %zmm22, %zmm5
	vsubpd	%zmm5, %zmm22, %zmm8
	vsubpd	%zmm15, %zmm8, %zmm8
	vmulpd	%zmm2, %zmm27, %zmm15
	vsubpd	%zmm15, %zmm22, %zmm4
	vsubpd	%zmm4, %zmm22, %zmm20
	vsubpd	%zmm15, %zmm20, %zmm15
	vmulpd	%zmm2, %zmm29, %zmm20
	vsubpd	%zmm20, %zmm22, %zmm3
	vsubpd	%zmm3, %zmm22, %zmm25
	vsubpd	%zmm20, %zmm25, %zmm20
	vmulpd	%zmm2, %zmm31, %zmm25
	vsubpd	%zmm25, %zmm22, %zmm2
	vsubpd	%zmm2, %zmm22, %zmm23
	vsubpd	%zmm25, %zmm23, %zmm23
	vmulpd	%zmm1, %zmm30, %zmm25
	vsubpd	%zmm25, %zmm22, %zmm1
	vsubpd	%zmm1, %zmm22, %zmm22
	vsubpd	%zmm25, %zmm22, %zmm22
	vmulpd	%zmm18, %zmm14, %zmm18
	vmovupd	%zmm28, 3968(%rsp)
	vmulpd	160(%rsp), %zmm28, %zmm25
	vsubpd	%zmm25, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm6, %zmm6
	vmulpd	2816(%rsp), %zmm17, %zmm18
	vmovupd	544(%rsp), %zmm25
	vmulpd	288(%rsp), %zmm25, %zmm25
	vsubpd	%zmm25, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm9, %zmm9
	vmulpd	%zmm19, %zmm26, %zmm18
	vmulpd	352(%rsp), %zmm16, %zmm19
	vsubpd	%zmm19, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm8, %zmm8
	vmulpd	1008(%rsp), %zmm0, %zmm18
	vmovapd	%zmm0, %zmm14
	vmovupd	640(%rsp), %zmm25
	vmulpd	768(%rsp), %zmm25, %zmm19
	vsubpd	%zmm19, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm11, %zmm11
	vmulpd	1536(%rsp), %zmm29, %zmm16
	vmulpd	480(%rsp), %zmm12, %zmm18
	vsubpd	%zmm18, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm20, %zmm16
	vmulpd	1600(%rsp), %zmm27, %zmm18
	vmovupd	96(%rsp), %zmm0
	vmulpd	416(%rsp), %zmm0, %zmm19
	vsubpd	%zmm19, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm15, %zmm15
	vmulpd	2176(%rsp), %zmm30, %zmm12
	vmulpd	224(%rsp), %zmm13, %zmm18
	vsubpd	%zmm18, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm22, %zmm20
	vmulpd	1472(%rsp), %zmm31, %zmm12
	vmovupd	2240(%rsp), %zmm22
	vmulpd	%zmm22, %zmm24, %zmm13
	vsubpd	%zmm13, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm23, %zmm13
	vaddpd	%zmm9, %zmm21, %zmm0
	vmovupd	%zmm0, 1536(%rsp)
	vaddpd	%zmm6, %zmm10, %zmm0
	vmovupd	%zmm0, 1472(%rsp)
	vaddpd	%zmm11, %zmm7, %zmm0
	vmovupd	%zmm0, 1600(%rsp)
	vaddpd	%zmm8, %zmm5, %zmm0
	vmovupd	%zmm0, 3520(%rsp)
	vaddpd	%zmm15, %zmm4, %zmm0
	vmovupd	%zmm0, 1008(%rsp)
	vaddpd	%zmm16, %zmm3, %zmm0
	vmovupd	%zmm0, 3584(%rsp)
	vaddpd	%zmm13, %zmm2, %zmm0
	vmovupd	%zmm0, 2816(%rsp)
	vaddpd	%zmm20, %zmm1, %zmm0
	vmovupd	%zmm0, 2176(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm8
	vmovupd	832(%rsp), %zmm9
	vmulpd	%zmm8, %zmm9, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm15
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	4416(%rsp), %zmm9, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm10
	vmulpd	%zmm10, %zmm9, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm11
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm1
	vbroadcastsd	.LCPI0_47(%rip), %zmm13
	vaddpd	%zmm13, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm1
	vmulpd	%zmm8, %zmm17, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2944(%rsp), %zmm17, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm10, %zmm17, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm17, %zmm2
	vmovupd	%zmm17, 4032(%rsp)
	vaddpd	%zmm13, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm3
	vmulpd	%zmm8, %zmm26, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	4288(%rsp), %zmm26, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm10, %zmm26, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm26, %zmm2
	vaddpd	%zmm13, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm2
	vmulpd	%zmm8, %zmm14, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2880(%rsp), %zmm14, %zmm4
	vmulpd	%zmm0, %zmm4, %zmm0
	vmulpd	%zmm10, %zmm14, %zmm4
	vaddpd	%zmm11, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm14, %zmm4
	vaddpd	%zmm13, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm29, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vmulpd	4224(%rsp), %zmm29, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm10, %zmm29, %zmm5
	vaddpd	%zmm11, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm29, %zmm5
	vaddpd	%zmm13, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm8, %zmm27, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vmulpd	4480(%rsp), %zmm27, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm10, %zmm27, %zmm6
	vaddpd	%zmm11, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm27, %zmm6
	vaddpd	%zmm13, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm30, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vmulpd	3456(%rsp), %zmm30, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm10, %zmm30, %zmm7
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm30, %zmm7
	vaddpd	%zmm13, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm8, %zmm31, %zmm7
	vaddpd	%zmm15, %zmm7, %zmm7
	vmulpd	4352(%rsp), %zmm31, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm10, %zmm31, %zmm8
	vaddpd	%zmm11, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm31, %zmm8
	vaddpd	%zmm13, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	544(%rsp), %zmm17, %zmm8
	vmovupd	%zmm8, 2944(%rsp)
	vmulpd	%zmm3, %zmm8, %zmm3
	vbroadcastsd	.LCPI0_10(%rip), %zmm23
	vmovupd	288(%rsp), %zmm12
	vmulpd	%zmm23, %zmm12, %zmm10
	vsubpd	%zmm3, %zmm10, %zmm3
	vmulpd	160(%rsp), %zmm9, %zmm18
	vmulpd	%zmm1, %zmm18, %zmm1
	vmulpd	%zmm23, %zmm28, %zmm11
	vsubpd	%zmm1, %zmm11, %zmm1
	vmovupd	%zmm1, 2880(%rsp)
	vmulpd	%zmm14, %zmm25, %zmm19
	vmovapd	%zmm14, %zmm28
	vmulpd	%zmm0, %zmm19, %zmm0
	vmovupd	768(%rsp), %zmm10
	vmulpd	%zmm23, %zmm10, %zmm13
	vsubpd	%zmm0, %zmm13, %zmm14
	vmulpd	704(%rsp), %zmm26, %zmm13
	vmulpd	%zmm2, %zmm13, %zmm2
	vmovupd	352(%rsp), %zmm9
	vmulpd	%zmm23, %zmm9, %zmm15
	vsubpd	%zmm2, %zmm15, %zmm11
	vmulpd	96(%rsp), %zmm27, %zmm17
	vmulpd	%zmm5, %zmm17, %zmm5
	vmovupd	416(%rsp), %zmm8
	vmulpd	%zmm23, %zmm8, %zmm16
	vsubpd	%zmm5, %zmm16, %zmm5
	vmovupd	4160(%rsp), %zmm25
	vmulpd	%zmm29, %zmm25, %zmm16
	vmulpd	%zmm4, %zmm16, %zmm4
	vmovupd	480(%rsp), %zmm2
	vmulpd	%zmm23, %zmm2, %zmm20
	vsubpd	%zmm4, %zmm20, %zmm4
	vmulpd	%zmm31, %zmm24, %zmm20
	vmulpd	%zmm7, %zmm20, %zmm7
	vmovapd	%zmm22, %zmm1
	vmulpd	%zmm23, %zmm22, %zmm21
	vsubpd	%zmm7, %zmm21, %zmm7
	vmovupd	4096(%rsp), %zmm15
	vmulpd	%zmm30, %zmm15, %zmm21
	vmulpd	%zmm6, %zmm21, %zmm6
	vmovupd	224(%rsp), %zmm0
	vmulpd	%zmm23, %zmm0, %zmm22
	vsubpd	%zmm6, %zmm22, %zmm6
	vmulpd	4032(%rsp), %zmm3, %zmm3
	vmovupd	2880(%rsp), %zmm22
	vmulpd	832(%rsp), %zmm22, %zmm22
	vmulpd	%zmm14, %zmm28, %zmm14
	vmulpd	%zmm11, %zmm26, %zmm11
	vmulpd	%zmm5, %zmm27, %zmm5
	vmulpd	%zmm4, %zmm29, %zmm4
	vmulpd	%zmm7, %zmm31, %zmm7
	vmulpd	%zmm6, %zmm30, %zmm6
	vsubpd	3968(%rsp), %zmm22, %zmm22
	vsubpd	%zmm12, %zmm3, %zmm3
	vsubpd	%zmm9, %zmm11, %zmm11
	vsubpd	%zmm10, %zmm14, %zmm9
	vsubpd	%zmm2, %zmm4, %zmm4
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm0, %zmm6, %zmm6
	vsubpd	%zmm1, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_50(%rip), %zmm14
	vmulpd	%zmm14, %zmm18, %zmm10
	vaddpd	%zmm10, %zmm22, %zmm1
	vmulpd	2944(%rsp), %zmm14, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm14, %zmm13, %zmm8
	vaddpd	%zmm8, %zmm11, %zmm2
	vmulpd	%zmm14, %zmm19, %zmm8
	vaddpd	%zmm8, %zmm9, %zmm0
	vmulpd	%zmm14, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm14, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm14, %zmm21, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm14, %zmm20, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmovupd	160(%rsp), %zmm8
	vsubpd	%zmm1, %zmm8, %zmm29
	vmovupd	544(%rsp), %zmm1
	vsubpd	%zmm3, %zmm1, %zmm22
	vmovupd	704(%rsp), %zmm1
	vsubpd	%zmm2, %zmm1, %zmm21
	vmovupd	640(%rsp), %zmm1
	vsubpd	%zmm0, %zmm1, %zmm20
	vsubpd	%zmm4, %zmm25, %zmm9
	vmovupd	96(%rsp), %zmm0
	vsubpd	%zmm5, %zmm0, %zmm13
	vsubpd	%zmm6, %zmm15, %zmm18
	vsubpd	%zmm7, %zmm24, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm0
	vmovupd	1472(%rsp), %zmm14
	vxorpd	%zmm0, %zmm14, %zmm8
	vmovupd	1536(%rsp), %zmm17
	vxorpd	%zmm0, %zmm17, %zmm7
	vmovupd	3520(%rsp), %zmm12
	vxorpd	%zmm0, %zmm12, %zmm6
	vmovupd	1600(%rsp), %zmm15
	vxorpd	%zmm0, %zmm15, %zmm5
	vmovupd	3584(%rsp), %zmm19
	vxorpd	%zmm0, %zmm19, %zmm4
	vmovupd	1008(%rsp), %zmm25
	vxorpd	%zmm0, %zmm25, %zmm3
	vmovupd	2176(%rsp), %zmm27
	vxorpd	%zmm0, %zmm27, %zmm2
	vmovupd	2816(%rsp), %zmm26
	vxorpd	%zmm0, %zmm26, %zmm1
	vpbroadcastq	.LCPI0_53(%rip), %zmm10
	vmovdqu64	1216(%rsp), %zmm16
	vptestnmq	%zmm10, %zmm16, %k1
	vmovapd	%zmm17, %zmm7 {%k1}
	vxorpd	%zmm0, %zmm22, %zmm22 {%k1}
	vmovdqu64	1280(%rsp), %zmm17
	vptestnmq	%zmm10, %zmm17, %k1
	vmovapd	%zmm14, %zmm8 {%k1}
	vmovapd	%zmm29, %zmm24
	vxorpd	%zmm0, %zmm29, %zmm24 {%k1}
	vmovdqu64	1072(%rsp), %zmm14
	vptestnmq	%zmm10, %zmm14, %k1
	vmovapd	%zmm15, %zmm5 {%k1}
	vxorpd	%zmm0, %zmm20, %zmm20 {%k1}
	vmovdqu64	1344(%rsp), %zmm15
	vptestnmq	%zmm10, %zmm15, %k1
	vmovapd	%zmm12, %zmm6 {%k1}
	vxorpd	%zmm0, %zmm21, %zmm21 {%k1}
	vmovdqu64	1408(%rsp), %zmm12
	vptestnmq	%zmm10, %zmm12, %k1
	vmovapd	%zmm25, %zmm3 {%k1}
	vxorpd	%zmm0, %zmm13, %zmm13 {%k1}
	vmovapd	%zmm13, %zmm25
	vmovdqu64	1856(%rsp), %zmm13
	vptestnmq	%zmm10, %zmm13, %k1
	vmovapd	%zmm19, %zmm4 {%k1}
	vmovapd	%zmm9, %zmm19
	vxorpd	%zmm0, %zmm9, %zmm19 {%k1}
	vmovdqu64	1920(%rsp), %zmm9
	vptestnmq	%zmm10, %zmm9, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm0, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm26
	vmovdqu64	1984(%rsp), %zmm11
	vptestnmq	%zmm10, %zmm11, %k1
	vmovapd	%zmm27, %zmm2 {%k1}
	vxorpd	%zmm0, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm0
	vptestnmq	%zmm0, %zmm17, %k1
	vmovapd	%zmm8, %zmm24 {%k1}
	vmovupd	%zmm24, 96(%rsp)
	vptestnmq	%zmm0, %zmm16, %k1
	vmovapd	%zmm7, %zmm22 {%k1}
	vmovupd	%zmm22, 224(%rsp)
	vptestnmq	%zmm0, %zmm15, %k1
	vmovapd	%zmm6, %zmm21 {%k1}
	vmovupd	%zmm21, 416(%rsp)
	vptestnmq	%zmm0, %zmm14, %k1
	vmovapd	%zmm5, %zmm20 {%k1}
	vmovupd	%zmm20, 352(%rsp)
	vptestnmq	%zmm0, %zmm13, %k1
	vmovapd	%zmm4, %zmm19 {%k1}
	vmovupd	%zmm19, 480(%rsp)
	vptestnmq	%zmm0, %zmm12, %k1
	vmovapd	%zmm3, %zmm25 {%k1}
	vmovupd	%zmm25, 288(%rsp)
	vptestnmq	%zmm0, %zmm11, %k1
	vmovapd	%zmm2, %zmm18 {%k1}
	vmovupd	%zmm18, 768(%rsp)
	vptestnmq	%zmm0, %zmm9, %k1
	vmovapd	%zmm1, %zmm26 {%k1}
	vmovupd	%zmm26, 640(%rsp)
	vcvtudq2pd	5128(%rsp,%r14,4), %zmm0
	vcvtudq2pd	5160(%rsp,%r14,4), %zmm1
	vcvtudq2pd	5192(%rsp,%r14,4), %zmm2
	vcvtudq2pd	5224(%rsp,%r14,4), %zmm3
	vcvtudq2pd	5256(%rsp,%r14,4), %zmm4
	vcvtudq2pd	5288(%rsp,%r14,4), %zmm5
	vcvtudq2pd	5320(%rsp,%r14,4), %zmm6
	vcvtudq2pd	5352(%rsp,%r14,4), %zmm7
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
	vpsrlq	$32, %zmm6, %zmm18
	vpbroadcastq	.LCPI0_12(%rip), %zmm15
	vpaddq	%zmm15, %zmm9, %zmm9
	vmovdqu64	%zmm9, 1072(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1344(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1408(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1856(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1920(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1984(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 832(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 704(%rsp)
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
	vmovupd	%zmm3, 160(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm31, %zmm2
	vdivpd	%zmm2, %zmm31, %zmm2
	vmovupd	%zmm2, 1216(%rsp)
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
	vmovupd	%zmm3, 2944(%rsp)
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
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm2
	vmovupd	%zmm2, 544(%rsp)
	vaddpd	%zmm23, %zmm2, %zmm1
	vdivpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 2240(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 4224(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2816(%rsp)
	vpaddq	%zmm12, %zmm30, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 2880(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm10
	vmulpd	%zmm10, %zmm10, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1008(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1536(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 4352(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1472(%rsp)
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
	vaddpd	4416(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	2944(%rsp), %zmm22, %zmm22
	vaddpd	4288(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	4480(%rsp), %zmm27, %zmm27
	vaddpd	2816(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm13, %zmm9
	vaddpd	4224(%rsp), %zmm9, %zmm9
	vaddpd	1536(%rsp), %zmm6, %zmm13
	vmulpd	%zmm13, %zmm10, %zmm7
	vaddpd	1008(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm30, %zmm10
	vmulpd	%zmm10, %zmm14, %zmm5
	vaddpd	1472(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm10
	vmulpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm11, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm10
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	%zmm31, 1600(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	1216(%rsp), %zmm2, %zmm11
	vmovupd	160(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1280(%rsp), %zmm4, %zmm13
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	2880(%rsp), %zmm7, %zmm7
	vmovupd	544(%rsp), %zmm8
	vmulpd	%zmm6, %zmm8, %zmm16
	vmulpd	%zmm16, %zmm8, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	2240(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	4352(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm10, %zmm15, %zmm10
	vmulpd	%zmm10, %zmm18, %zmm6
	vpsrlq	$20, 1072(%rsp), %zmm10
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm10, %zmm10
	vcvtqq2pd	%zmm10, %zmm10
	vbroadcastsd	.LCPI0_26(%rip), %zmm14
	vmulpd	%zmm14, %zmm10, %zmm23
	vaddpd	%zmm11, %zmm23, %zmm11
	vpsrlq	$20, 1344(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm14, %zmm23, %zmm25
	vaddpd	%zmm13, %zmm25, %zmm13
	vpsrlq	$20, 1408(%rsp), %zmm25
	vpaddq	%zmm12, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm14, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1856(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm14, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1920(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm14, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1984(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm14, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 832(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm14, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 704(%rsp), %zmm31
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
	vaddpd	160(%rsp), %zmm2, %zmm2
	vaddpd	1600(%rsp), %zmm0, %zmm0
	vaddpd	544(%rsp), %zmm7, %zmm7
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
	vbroadcastsd	.LCPI0_0(%rip), %zmm27
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
	vmulpd	224(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	416(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	352(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	480(%rsp), %zmm3, %zmm3
	vmulpd	288(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	768(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	640(%rsp), %zmm6, %zmm6
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
	vmovdqu64	%zmm0, 5128(%rsp,%r14,4)
	vmovdqu64	%zmm2, 5192(%rsp,%r14,4)
	vmovupd	%zmm3, 5256(%rsp,%r14,4)
	vmovdqu64	%zmm1, 5320(%rsp,%r14,4)
	addq	$64, %r14
	cmpq	%r14, %rax
	jne	.LBB0_107
	movq	2048(%rsp), %r9
	cmpq	%rax, %r9
	vmovq	.LCPI0_10(%rip), %xmm27
	vmovq	.LCPI0_11(%rip), %xmm3
	vmovq	.LCPI0_17(%rip), %xmm2
	vmovq	.LCPI0_18(%rip), %xmm4
	vmovq	.LCPI0_22(%rip), %xmm21
	vmovq	.LCPI0_23(%rip), %xmm0
	vmovdqa	.LCPI0_58(%rip), %xmm7
	vmovapd	.LCPI0_59(%rip), %xmm8
	vmovq	.LCPI0_26(%rip), %xmm11
	vmovq	.LCPI0_27(%rip), %xmm10
	vmovq	.LCPI0_29(%rip), %xmm12
	vmovq	.LCPI0_30(%rip), %xmm14
	vmovq	.LCPI0_31(%rip), %xmm15
	vmovq	.LCPI0_32(%rip), %xmm16
	vmovq	.LCPI0_55(%rip), %xmm17
	vmovq	.LCPI0_34(%rip), %xmm18
	vmovq	.LCPI0_35(%rip), %xmm19
	vmovq	.LCPI0_36(%rip), %xmm20
	vpbroadcastq	.LCPI0_37(%rip), %xmm28
	vmovq	.LCPI0_38(%rip), %xmm29
	vmovq	.LCPI0_39(%rip), %xmm30
	vmovq	.LCPI0_40(%rip), %xmm31
	vmovq	.LCPI0_56(%rip), %xmm9
	vmovq	.LCPI0_42(%rip), %xmm23
	vmovq	.LCPI0_44(%rip), %xmm25
	vmovq	.LCPI0_47(%rip), %xmm22
	vmovq	.LCPI0_49(%rip), %xmm24
	je	.LBB0_87
	vmovdqa	%xmm0, %xmm13
	movq	-72(%rsp), %rdi
	movq	%rdi, %rax
	testb	$56, -80(%rsp)
	je	.LBB0_86
.LBB0_110:
	vbroadcastsd	.LCPI0_10(%rip), %zmm10
	vbroadcastsd	.LCPI0_11(%rip), %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm26
	vbroadcastsd	.LCPI0_28(%rip), %zmm28
	vbroadcastsd	.LCPI0_30(%rip), %zmm30
	vbroadcastsd	.LCPI0_34(%rip), %zmm14
	vbroadcastsd	.LCPI0_35(%rip), %zmm15
	vbroadcastsd	.LCPI0_36(%rip), %zmm16
	vpbroadcastq	.LCPI0_37(%rip), %zmm17
	vbroadcastsd	.LCPI0_38(%rip), %zmm18
	vbroadcastsd	.LCPI0_39(%rip), %zmm19
	vbroadcastsd	.LCPI0_40(%rip), %zmm20
	vbroadcastsd	.LCPI0_56(%rip), %zmm21
	vbroadcastsd	.LCPI0_42(%rip), %zmm22
	vbroadcastsd	.LCPI0_43(%rip), %zmm23
	vbroadcastsd	.LCPI0_44(%rip), %zmm24
	vbroadcastsd	.LCPI0_45(%rip), %zmm25
	vbroadcastsd	.LCPI0_46(%rip), %zmm27
	vbroadcastsd	.LCPI0_47(%rip), %zmm29
	vbroadcastsd	.LCPI0_48(%rip), %zmm31
	vbroadcastsd	.LCPI0_51(%rip), %zmm12
	movq	72(%rsp), %rdx
	vpbroadcastq	.LCPI0_0(%rip), %zmm13
	.p2align	4
.LBB0_111:
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
	vmulpd	%zmm26, %zmm3, %zmm5
	vaddpd	%zmm2, %zmm5, %zmm2
	vsubpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm0
	vmulpd	.LCPI0_27(%rip){1to8}, %zmm3, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmulpd	.LCPI0_29(%rip){1to8}, %zmm1, %zmm2
	vmulpd	%zmm30, %zmm2, %zmm1
	vaddpd	.LCPI0_31(%rip){1to8}, %zmm1, %zmm1
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm1, %zmm3
	vmulpd	.LCPI0_55(%rip){1to8}, %zmm3, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm4
	vmulpd	%zmm14, %zmm3, %zmm5
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
	vpaddq	%zmm13, %zmm8, %zmm8
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
	vmulpd	%zmm21, %zmm4, %zmm7
	vaddpd	%zmm22, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm23, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm10, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm24, %zmm8
	vsubpd	%zmm8, %zmm24, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm25, %zmm4, %zmm7
	vaddpd	%zmm27, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm29, %zmm7, %zmm7
	vmulpd	%zmm31, %zmm4, %zmm8
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
	vmulpd	%zmm28, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovdqu	%ymm0, 5128(%rsp,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.LBB0_111
	movq	%rdx, %rdi
	movq	2048(%rsp), %r9
	cmpq	%rdx, %r9
	vmovdqa	.LCPI0_58(%rip), %xmm7
	vmovapd	.LCPI0_59(%rip), %xmm8
	vmovq	.LCPI0_26(%rip), %xmm11
	vmovq	.LCPI0_27(%rip), %xmm10
	vmovq	.LCPI0_29(%rip), %xmm12
	vmovq	.LCPI0_30(%rip), %xmm14
	vmovq	.LCPI0_31(%rip), %xmm15
	vmovq	.LCPI0_32(%rip), %xmm16
	vmovq	.LCPI0_55(%rip), %xmm17
	vmovq	.LCPI0_34(%rip), %xmm18
	vmovq	.LCPI0_35(%rip), %xmm19
	vmovq	.LCPI0_36(%rip), %xmm20
	vpbroadcastq	.LCPI0_37(%rip), %xmm28
	vmovq	.LCPI0_38(%rip), %xmm29
	vmovq	.LCPI0_39(%rip), %xmm30
	vmovq	.LCPI0_40(%rip), %xmm31
	vmovq	.LCPI0_56(%rip), %xmm9
	vmovq	.LCPI0_42(%rip), %xmm23
	vmovq	.LCPI0_44(%rip), %xmm25
	vmovq	.LCPI0_47(%rip), %xmm22
	vmovq	.LCPI0_49(%rip), %xmm24
	vmovq	.LCPI0_10(%rip), %xmm27
	vmovq	.LCPI0_11(%rip), %xmm3
	vmovq	.LCPI0_17(%rip), %xmm2
	vmovq	.LCPI0_18(%rip), %xmm4
	vmovq	.LCPI0_22(%rip), %xmm21
	vmovq	.LCPI0_23(%rip), %xmm13
	je	.LBB0_87
	.p2align	4
.LBB0_86:
	vxorps	%xmm5, %xmm5, %xmm5
	vcvtusi2sdl	5128(%rsp,%rdi,4), %xmm5, %xmm0
	vaddsd	%xmm27, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vxorps	%xmm5, %xmm5, %xmm5
	vcvtusi2sdl	7176(%rsp,%rdi,4), %xmm5, %xmm1
	vaddsd	%xmm27, %xmm1, %xmm1
	vmovdqa64	%xmm24, %xmm26
	vmovdqa64	%xmm22, %xmm24
	vmulsd	%xmm3, %xmm1, %xmm22
	vmovq	%xmm0, %rax
	movl	%eax, %edx
	shrq	$32, %rax
	addq	$614242, %rax
	movq	%rax, %r10
	shrq	$20, %r10
	addq	$-1023, %r10
	shlq	$32, %rax
	andq	%r12, %rax
	addq	%rbx, %rax
	orq	%rax, %rdx
	vmovq	%rdx, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm27, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vaddsd	%xmm4, %xmm0, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmulsd	%xmm21, %xmm5, %xmm6
	vaddsd	%xmm6, %xmm13, %xmm6
	vmovapd	%xmm27, %xmm1
	vmovdqa64	%xmm25, %xmm27
	vmovapd	%xmm8, %xmm25
	vmovdqa	%xmm10, %xmm8
	vmovdqa	%xmm11, %xmm10
	vmovdqa	%xmm12, %xmm11
	vmovdqa	%xmm14, %xmm12
	vmovdqa	%xmm15, %xmm14
	vmovdqa64	%xmm16, %xmm15
	vmovdqa64	%xmm17, %xmm16
	vmovdqa64	%xmm18, %xmm17
	vmovdqa64	%xmm19, %xmm18
	vmovdqa64	%xmm20, %xmm19
	vmovdqa64	%xmm28, %xmm20
	vmovdqa64	%xmm29, %xmm28
	vmovdqa64	%xmm30, %xmm29
	vmovdqa64	%xmm31, %xmm30
	vmovdqa64	%xmm9, %xmm31
	vmovdqa64	%xmm23, %xmm9
	vmovapd	%xmm13, %xmm23
	vmovddup	.LCPI0_19(%rip), %xmm13
	vunpcklpd	%xmm6, %xmm13, %xmm6
	vmovapd	%xmm23, %xmm13
	vmovdqa64	%xmm9, %xmm23
	vmovdqa64	%xmm31, %xmm9
	vmovdqa64	%xmm30, %xmm31
	vmovdqa64	%xmm29, %xmm30
	vmovdqa64	%xmm28, %xmm29
	vmovdqa64	%xmm20, %xmm28
	vmovdqa64	%xmm19, %xmm20
	vmovdqa64	%xmm18, %xmm19
	vmovdqa64	%xmm17, %xmm18
	vmovdqa64	%xmm16, %xmm17
	vmovdqa64	%xmm15, %xmm16
	vmovdqa	%xmm14, %xmm15
	vmovdqa	%xmm12, %xmm14
	vmovdqa	%xmm11, %xmm12
	vmovdqa	%xmm10, %xmm11
	vmovdqa	%xmm8, %xmm10
	vmovddup	%xmm5, %xmm5
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	%xmm7, %xmm6, %xmm6
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	%xmm25, %xmm6, %xmm6
	vmovdqa64	%xmm27, %xmm25
	vmovapd	%xmm1, %xmm27
	vunpcklpd	%xmm4, %xmm5, %xmm4
	vmulpd	%xmm6, %xmm4, %xmm4
	vshufpd	$1, %xmm4, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm4, %xmm4
	vxorps	%xmm7, %xmm7, %xmm7
	vcvtsi2sd	%r10, %xmm7, %xmm5
	vaddsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmulsd	%xmm5, %xmm11, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm5, %xmm8, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm0
	vmulsd	%xmm12, %xmm22, %xmm1
	vmovdqa64	%xmm24, %xmm22
	vmovdqa64	%xmm26, %xmm24
	vmulsd	%xmm1, %xmm14, %xmm2
	vaddsd	%xmm2, %xmm15, %xmm2
	vmovq	%xmm2, %rax
	vaddsd	%xmm16, %xmm2, %xmm2
	vmulsd	%xmm17, %xmm2, %xmm3
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm18, %xmm2, %xmm4
	vmulsd	%xmm19, %xmm2, %xmm5
	vsubsd	%xmm5, %xmm3, %xmm6
	vmulsd	%xmm20, %xmm2, %xmm2
	vsubsd	%xmm6, %xmm3, %xmm7
	vsubsd	%xmm5, %xmm7, %xmm5
	vsubsd	%xmm5, %xmm2, %xmm2
	vsubsd	%xmm4, %xmm3, %xmm5
	vunpcklpd	%xmm1, %xmm5, %xmm1
	vpsrlq	$52, %xmm1, %xmm1
	vpandq	%xmm28, %xmm1, %xmm1
	vmovq	%xmm1, %rdx
	addl	$16, %edx
	vpextrq	$1, %xmm1, %r10
	cmpl	%r10d, %edx
	setb	%dl
	kmovd	%edx, %k1
	vmovsd	%xmm6, %xmm3, %xmm3 {%k1}
	vmovsd	%xmm2, %xmm4, %xmm4 {%k1}
	vsubsd	%xmm4, %xmm3, %xmm1
	vsubsd	%xmm1, %xmm3, %xmm2
	vsubsd	%xmm4, %xmm2, %xmm2
	vmulsd	%xmm1, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm29, %xmm3, %xmm5
	vaddsd	%xmm30, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vaddsd	%xmm31, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm3, %xmm9, %xmm6
	vaddsd	%xmm23, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	.LCPI0_43(%rip), %xmm6, %xmm6
	vmulsd	%xmm4, %xmm4, %xmm7
	vmulsd	%xmm6, %xmm7, %xmm6
	vaddsd	%xmm6, %xmm5, %xmm5
	vmulsd	%xmm27, %xmm3, %xmm6
	vsubsd	%xmm6, %xmm25, %xmm7
	vsubsd	%xmm7, %xmm25, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vmovapd	.LCPI0_59(%rip), %xmm8
	vaddsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm7, %xmm5
	vmulsd	.LCPI0_45(%rip), %xmm3, %xmm6
	vaddsd	.LCPI0_46(%rip), %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm22, %xmm6, %xmm6
	vmulsd	.LCPI0_48(%rip), %xmm3, %xmm7
	vaddsd	%xmm26, %xmm7, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm27, %xmm2, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmovapd	.LCPI0_58(%rip), %xmm7
	vmulsd	%xmm4, %xmm3, %xmm3
	vmovsd	.LCPI0_18(%rip), %xmm4
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	.LCPI0_50(%rip), %xmm6, %xmm3
	vaddsd	%xmm3, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovddup	.LCPI0_51(%rip), %xmm2
	vxorpd	%xmm2, %xmm5, %xmm3
	testb	$2, %al
	sete	%dl
	kmovd	%edx, %k1
	vmovsd	%xmm5, %xmm3, %xmm3 {%k1}
	vxorpd	%xmm2, %xmm1, %xmm2
	vmovsd	%xmm2, %xmm1, %xmm1 {%k1}
	vmovsd	.LCPI0_17(%rip), %xmm2
	kmovd	%eax, %k1
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vmulsd	.LCPI0_28(%rip), %xmm0, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vmovsd	.LCPI0_11(%rip), %xmm3
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 5128(%rsp,%rdi,4)
	incq	%rdi
	cmpq	%r9, %rdi
	jb	.LBB0_86
.LBB0_87:
	vmovss	32(%rsp), %xmm0
	vmulss	52(%rsp), %xmm0, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorpd	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	movl	-32(%rsp), %eax
	kmovd	%eax, %k1
	vmovaps	1200(%rsp), %xmm1
	vmovss	%xmm1, %xmm0, %xmm0 {%k1}
	cmpq	$4, %r9
	setb	%al
	orb	80(%rsp), %al
	testb	$1, %al
	movq	%r9, %r12
	je	.LBB0_89
	xorl	%eax, %eax
	movl	$2143289344, %ebx
	vmovq	.LCPI0_38(%rip), %xmm28
	vmovq	.LCPI0_39(%rip), %xmm29
	vmovq	.LCPI0_40(%rip), %xmm30
	vmovq	.LCPI0_56(%rip), %xmm31
	vmovss	.LCPI0_60(%rip), %xmm4
	vpbroadcastq	.LCPI0_6(%rip), %zmm10
	vpbroadcastd	.LCPI0_7(%rip), %ymm11
	vpbroadcastq	.LCPI0_9(%rip), %zmm12
	movq	-40(%rsp), %r9
	movq	2112(%rsp), %rdi
	movq	-64(%rsp), %r8
	vmovapd	-16(%rsp), %xmm3
	vmovdqu64	2432(%rsp), %zmm15
	vmovdqu64	2560(%rsp), %zmm16
	vmovdqu64	2496(%rsp), %zmm17
	vmovdqu64	1664(%rsp), %zmm9
	vmovdqu64	2624(%rsp), %zmm18
	vmovq	.LCPI0_10(%rip), %xmm19
	vmovdqu64	1728(%rsp), %zmm20
	vmovdqu64	1792(%rsp), %zmm23
	vmovq	.LCPI0_17(%rip), %xmm25
	vmovq	.LCPI0_18(%rip), %xmm22
	vmovq	.LCPI0_22(%rip), %xmm13
	vmovsd	.LCPI0_23(%rip), %xmm26
	jmp	.LBB0_98
	.p2align	4
.LBB0_89:
	cmpq	$32, %r12
	movl	$2143289344, %ebx
	vmovq	.LCPI0_38(%rip), %xmm28
	vmovq	.LCPI0_39(%rip), %xmm29
	vmovq	.LCPI0_40(%rip), %xmm30
	vmovq	.LCPI0_56(%rip), %xmm31
	vbroadcastss	.LCPI0_61(%rip), %xmm6
	vpbroadcastd	.LCPI0_62(%rip), %xmm24
	movq	-40(%rsp), %r9
	movq	2112(%rsp), %rdi
	jae	.LBB0_91
	xorl	%edx, %edx
	vmovss	.LCPI0_60(%rip), %xmm4
	vbroadcastss	.LCPI0_60(%rip), %xmm5
	vpbroadcastq	.LCPI0_6(%rip), %zmm10
	vpbroadcastd	.LCPI0_7(%rip), %ymm11
	vpbroadcastq	.LCPI0_9(%rip), %zmm12
	movq	-64(%rsp), %r8
	vmovdqu64	2432(%rsp), %zmm15
	vmovdqu64	2560(%rsp), %zmm16
	vmovdqu64	2496(%rsp), %zmm17
	vmovdqu64	1664(%rsp), %zmm9
	vmovdqu64	2624(%rsp), %zmm18
	vmovq	.LCPI0_10(%rip), %xmm19
	vmovdqu64	1728(%rsp), %zmm20
	vmovdqu64	1792(%rsp), %zmm23
	vmovups	3712(%rsp), %zmm21
	vmovq	.LCPI0_17(%rip), %xmm25
	vmovq	.LCPI0_18(%rip), %xmm22
	vmovq	.LCPI0_22(%rip), %xmm13
	vmovsd	.LCPI0_23(%rip), %xmm26
	jmp	.LBB0_95
	.p2align	4
.LBB0_91:
	vbroadcastss	%xmm0, %zmm1
	xorl	%eax, %eax
	vbroadcastss	.LCPI0_60(%rip), %zmm10
	vbroadcastss	.LCPI0_61(%rip), %zmm11
	vpbroadcastd	.LCPI0_62(%rip), %zmm12
	vpbroadcastd	.LCPI0_63(%rip), %zmm14
	movq	-64(%rsp), %r8
	vmovdqu64	2432(%rsp), %zmm15
	vmovdqu64	2560(%rsp), %zmm16
	vmovdqu64	2496(%rsp), %zmm17
	vmovdqu64	1664(%rsp), %zmm9
	vmovdqu64	2624(%rsp), %zmm18
	vmovq	.LCPI0_10(%rip), %xmm19
	vmovdqu64	1728(%rsp), %zmm20
	vmovdqu64	1792(%rsp), %zmm23
	vmovups	3712(%rsp), %zmm21
	vmovq	.LCPI0_17(%rip), %xmm25
	vmovq	.LCPI0_18(%rip), %xmm22
	vmovq	.LCPI0_22(%rip), %xmm13
	vmovsd	.LCPI0_23(%rip), %xmm26
	.p2align	4
.LBB0_92:
	vmovups	(%rdi,%rax,4), %zmm2
	vmovups	64(%rdi,%rax,4), %zmm3
	vmovups	(%r8,%rax,4), %zmm4
	vmovups	64(%r8,%rax,4), %zmm5
	vsubps	%zmm2, %zmm4, %zmm4
	vsubps	%zmm3, %zmm5, %zmm5
	vaddps	%zmm4, %zmm4, %zmm4
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm10, %zmm4, %zmm4
	vmulps	%zmm10, %zmm5, %zmm5
	vmulps	%zmm4, %zmm21, %zmm4
	vmulps	%zmm5, %zmm21, %zmm5
	vaddps	%zmm4, %zmm2, %zmm2
	vaddps	%zmm5, %zmm3, %zmm3
	vmulps	5128(%rsp,%rax,4), %zmm1, %zmm4
	vaddps	%zmm2, %zmm4, %zmm2
	vmulps	5192(%rsp,%rax,4), %zmm1, %zmm4
	vaddps	%zmm3, %zmm4, %zmm3
	vandps	%zmm11, %zmm2, %zmm4
	vandps	%zmm11, %zmm3, %zmm5
	vpcmpgtd	%zmm12, %zmm4, %k1
	vpcmpgtd	%zmm12, %zmm5, %k2
	vmovdqa32	%zmm14, %zmm2 {%k1}
	vmovdqa32	%zmm14, %zmm3 {%k2}
	vmovdqu64	%zmm2, (%rdi,%rax,4)
	vmovdqu64	%zmm3, 64(%rdi,%rax,4)
	addq	$32, %rax
	cmpq	%rax, %r11
	jne	.LBB0_92
	cmpq	%r11, %r12
	vmovss	.LCPI0_60(%rip), %xmm4
	vbroadcastss	.LCPI0_60(%rip), %xmm5
	vpbroadcastq	.LCPI0_6(%rip), %zmm10
	vpbroadcastd	.LCPI0_7(%rip), %ymm11
	vpbroadcastq	.LCPI0_9(%rip), %zmm12
	vmovapd	-16(%rsp), %xmm3
	je	.LBB0_99
	movq	%r11, %rdx
	movq	%r11, %rax
	testb	$28, -80(%rsp)
	je	.LBB0_98
.LBB0_95:
	vbroadcastss	%xmm0, %xmm1
	movq	64(%rsp), %rax
	.p2align	4
.LBB0_96:
	vmovups	(%rdi,%rdx,4), %xmm2
	vmovups	(%r8,%rdx,4), %xmm3
	vsubps	%xmm2, %xmm3, %xmm3
	vaddps	%xmm3, %xmm3, %xmm3
	vmulps	%xmm5, %xmm3, %xmm3
	vmulps	%xmm3, %xmm21, %xmm3
	vaddps	%xmm3, %xmm2, %xmm2
	vmulps	5128(%rsp,%rdx,4), %xmm1, %xmm3
	vaddps	%xmm2, %xmm3, %xmm2
	vandps	%xmm6, %xmm2, %xmm3
	vpcmpgtd	%xmm24, %xmm3, %k1
	vpbroadcastd	.LCPI0_63(%rip), %xmm2 {%k1}
	vmovdqu	%xmm2, (%rdi,%rdx,4)
	addq	$4, %rdx
	cmpq	%rdx, %rax
	jne	.LBB0_96
	cmpq	%rax, %r12
	vmovapd	-16(%rsp), %xmm3
	je	.LBB0_99
	.p2align	4
.LBB0_98:
	vmovss	(%rdi,%rax,4), %xmm1
	vmovss	(%r8,%rax,4), %xmm2
	vsubss	%xmm1, %xmm2, %xmm2
	vaddss	%xmm2, %xmm2, %xmm2
	vmulss	%xmm4, %xmm2, %xmm2
	vmulss	%xmm2, %xmm3, %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	vmulss	5128(%rsp,%rax,4), %xmm0, %xmm2
	vaddss	%xmm1, %xmm2, %xmm1
	vmovd	%xmm1, %edx
	movl	%edx, %edi
	andl	$2147483647, %edi
	cmpl	$2139095041, %edi
	movq	2112(%rsp), %rdi
	cmovael	%ebx, %edx
	movl	%edx, (%rdi,%rax,4)
	incq	%rax
	cmpq	%r12, %rax
	jb	.LBB0_98
	jmp	.LBB0_99
.LBB0_1:
	cmpq	%r8, %rsi
	jae	.LBB0_53
	cmpq	$0, -24(%rsp)
	je	.LBB0_53
	movq	%rsi, %rax
	movq	-128(%rsp), %r8
	imulq	%r8, %rax
	movq	%rax, 88(%rsp)
	leaq	(,%rax,4), %rbx
	leaq	(,%r8,4), %rbp
	leaq	4(,%rsi,4), %rax
	imulq	%r8, %rax
	movq	%rax, 616(%rsp)
	testl	%ecx, %ecx
	movq	%rbx, 624(%rsp)
	je	.LBB0_4
	movq	16(%rdi), %rcx
	movl	$3449720151, %r12d
	movq	%r15, %rax
	shrq	$32, %rax
	movq	%rsi, -120(%rsp)
	leaq	1993301258(%rax), %rsi
	leaq	842468239(%rax), %rdx
	movq	%rdx, 2496(%rsp)
	leaq	2027808484(%r15), %rdi
	movq	%rdi, 2432(%rsp)
	leaq	1684936478(%rax), %r11
	movq	%r11, 3904(%rsp)
	leaq	534103459(%rax), %r14
	leaq	-795284382(%r15,%r12), %r13
	leaq	-305585874(%rax,%r12), %r9
	movq	%r9, 72(%rsp)
	leaq	218619860(%r15,%r12), %rdi
	movq	%rdi, 3840(%rsp)
	leaq	536882365(%rax,%r12), %rdi
	leaq	(%rax,%r12), %r10
	addq	$-613950654, %r10
	leaq	(%rax,%r12), %r9
	addq	$228517585, %r9
	movq	%r8, %rax
	andq	$-64, %rax
	movq	%rax, -112(%rsp)
	vpbroadcastq	%r15, %zmm15
	movq	%r13, 8(%rsp)
	vpbroadcastq	%r13, %zmm0
	vmovdqu64	%zmm0, 4800(%rsp)
	leaq	1013904242(%r15), %rax
	movq	%rax, 4928(%rsp)
	leaq	1013904242(%r15), %rax
	vpbroadcastq	%rax, %zmm14
	movq	%rsi, 80(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 5056(%rsp)
	leaq	218619860(%r15,%r12), %rax
	vpbroadcastq	%rax, %zmm16
	vpbroadcastq	%rdx, %zmm18
	movq	%r10, 4736(%rsp)
	movq	%rdi, 3776(%rsp)
	leaq	2027808484(%r15), %rdx
	vpbroadcastq	%rdx, %zmm20
	vpbroadcastq	%rdi, %zmm19
	leaq	387276957(%r15), %rax
	movq	%rax, 4672(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3968(%rsp)
	vpbroadcastq	%r10, %zmm22
	leaq	-408007425(%r15,%r12), %rax
	movq	%rax, 4608(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 2752(%rsp)
	vpbroadcastq	%r11, %zmm27
	leaq	1401181199(%r15), %rdi
	vpbroadcastq	%rdi, %zmm29
	movq	%r14, 32(%rsp)
	vpbroadcastq	%r14, %zmm25
	vpbroadcastq	%r9, %zmm21
	leal	-1879881855(%r15), %eax
	movl	%eax, -64(%rsp)
	vpbroadcastd	%eax, %zmm17
	movq	%r8, %rax
	andq	$-8, %rax
	movq	%r8, %rsi
	andq	$-32, %rsi
	movq	%rsi, 3648(%rsp)
	movq	%r8, %rsi
	andq	$-4, %rsi
	movq	%rsi, 920(%rsp)
	movq	%rax, -48(%rsp)
	negq	%rax
	movq	%rax, 16(%rsp)
	vpbroadcastq	.LCPI0_0(%rip), %zmm26
	vpbroadcastq	.LCPI0_5(%rip), %zmm23
	vpbroadcastq	.LCPI0_6(%rip), %zmm24
	vpbroadcastd	.LCPI0_7(%rip), %ymm13
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	leaq	(%rcx,%r8,4), %rdx
	leaq	(%rcx,%r8,8), %rax
	movq	%rax, 904(%rsp)
	leaq	192(%rcx), %rax
	movq	%rax, -80(%rsp)
	movq	%rcx, -32(%rsp)
	leaq	64(%rbp,%rcx), %rax
	movq	%rax, 64(%rsp)
	movq	-96(%rsp), %rcx
	leaq	64(%rcx,%rbx), %rsi
	movq	-88(%rsp), %rax
	leaq	64(%rax,%rbx), %r8
	movq	%r8, (%rsp)
	leaq	(%rcx,%rbx), %r8
	movq	-120(%rsp), %r10
	addq	%rbx, %rax
	movq	%rax, 1008(%rsp)
	xorl	%ecx, %ecx
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vbroadcastss	-16(%rsp), %zmm6
	vmovdqu64	%zmm15, 4032(%rsp)
	vmovdqu64	%zmm29, 2688(%rsp)
	vmovdqu64	%zmm25, 1792(%rsp)
	vmovdqu64	%zmm21, 1728(%rsp)
	vmovdqu64	%zmm17, 1664(%rsp)
	movq	%rdx, 3712(%rsp)
	vmovdqu64	%zmm14, 1600(%rsp)
	vmovdqu64	%zmm16, 1536(%rsp)
	vmovdqu64	%zmm18, 1472(%rsp)
	vmovdqu64	%zmm20, 2176(%rsp)
	vmovdqu64	%zmm19, 3584(%rsp)
	vmovdqu64	%zmm22, 3520(%rsp)
	vmovdqu64	%zmm27, 3456(%rsp)
	vmovups	%zmm6, 4992(%rsp)
	movq	%rdi, 4864(%rsp)
	jmp	.LBB0_23
	.p2align	4
.LBB0_52:
	movq	-120(%rsp), %r10
	incq	%r10
	movq	912(%rsp), %rcx
	incq	%rcx
	movq	88(%rsp), %rax
	addq	-128(%rsp), %rax
	movq	%rax, 88(%rsp)
	movq	%rsi, %rax
	movq	4544(%rsp), %rsi
	addq	%rbp, %rsi
	addq	%rbp, %rbx
	movq	%rbx, (%rsp)
	addq	%rbp, %r8
	addq	%rbp, %rax
	movq	%rax, 1008(%rsp)
	cmpq	-104(%rsp), %r10
	movq	624(%rsp), %rbx
	je	.LBB0_53
.LBB0_23:
	movq	%r8, -56(%rsp)
	movq	%rsi, 4544(%rsp)
	movq	%rbp, %rax
	movq	%rcx, 912(%rsp)
	imulq	%rcx, %rax
	leaq	(%rbx,%rax), %rcx
	movq	-88(%rsp), %r11
	leaq	(%r11,%rcx), %rsi
	addq	616(%rsp), %rax
	leaq	(%r11,%rax), %r8
	movq	-96(%rsp), %rbx
	addq	%rbx, %rcx
	addq	%rbx, %rax
	movq	%r10, -120(%rsp)
	imulq	-128(%rsp), %r10
	cmpq	%rax, %rsi
	setb	%al
	cmpq	%r8, %rcx
	setb	%cl
	andb	%al, %cl
	cmpq	904(%rsp), %rsi
	setb	%al
	cmpq	%r8, %rdx
	leaq	(%r11,%r10,4), %rsi
	movq	%rsi, 936(%rsp)
	vpbroadcastq	%r10, %zmm10
	leaq	(%rbx,%r10,4), %rsi
	movq	%rsi, 928(%rsp)
	vpaddq	%zmm26, %zmm10, %zmm3
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm10, %zmm4
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm10, %zmm11
	setb	%sil
	andb	%al, %sil
	orb	%cl, %sil
	movb	%sil, -72(%rsp)
	xorl	%ecx, %ecx
	vmovss	48(%rsp), %xmm12
	vmovdqu64	%zmm10, 4160(%rsp)
	vmovdqu64	%zmm3, 2624(%rsp)
	vmovdqu64	%zmm4, 2560(%rsp)
	vmovdqu64	%zmm11, 4096(%rsp)
	jmp	.LBB0_24
	.p2align	4
.LBB0_51:
	vmulss	60(%rsp), %xmm12, %xmm12
	movq	-40(%rsp), %rcx
	incq	%rcx
	cmpq	-24(%rsp), %rcx
	je	.LBB0_52
.LBB0_24:
	vmovss	%xmm12, 24(%rsp)
	movq	632(%rsp), %rax
	leaq	(%rcx,%rax), %r13
	movq	%r13, %rax
	shrq	$32, %rax
	imulq	%r12, %rax
	movq	%rax, 944(%rsp)
	shrq	$32, %rax
	xorl	%r15d, %r13d
	xorl	%eax, %r13d
	leaq	78811644(%r12), %rbx
	imulq	%rbx, %r13
	movq	%r13, %rax
	shrq	$32, %rax
	xorq	72(%rsp), %rax
	vpbroadcastq	%rax, %zmm6
	cmpq	$64, -128(%rsp)
	movq	%rcx, -40(%rsp)
	movq	%r13, 1136(%rsp)
	movq	%rax, 3072(%rsp)
	jae	.LBB0_26
	xorl	%esi, %esi
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	vmovdqu64	3968(%rsp), %zmm12
	vmovdqu64	2752(%rsp), %zmm2
	vpbroadcastq	.LCPI0_9(%rip), %zmm3
	jmp	.LBB0_30
	.p2align	4
.LBB0_26:
	movq	944(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vpxorq	4800(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 3200(%rsp)
	vpbroadcastq	%r13, %zmm0
	vpxorq	5056(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 3136(%rsp)
	movq	-80(%rsp), %r15
	movq	-112(%rsp), %rax
	vmovdqa64	.LCPI0_4(%rip), %zmm5
	vmovdqa64	.LCPI0_3(%rip), %zmm0
	vmovdqu64	%zmm6, 2304(%rsp)
	.p2align	4
.LBB0_27:
	vmovdqu64	%zmm0, 160(%rsp)
	vmovdqu64	%zmm5, 544(%rsp)
	vpaddq	%zmm10, %zmm0, %zmm1
	vpmuludq	%zmm23, %zmm1, %zmm0
	vpaddq	%zmm10, %zmm5, %zmm2
	vpmuludq	%zmm23, %zmm2, %zmm6
	vmovdqu64	2624(%rsp), %zmm4
	vpaddq	160(%rsp), %zmm4, %zmm3
	vpmuludq	%zmm23, %zmm3, %zmm8
	vpaddq	%zmm4, %zmm5, %zmm4
	vpmuludq	%zmm23, %zmm4, %zmm17
	vmovdqu64	2560(%rsp), %zmm7
	vpaddq	160(%rsp), %zmm7, %zmm9
	vpmuludq	%zmm23, %zmm9, %zmm5
	vpaddq	544(%rsp), %zmm7, %zmm10
	vpmuludq	%zmm23, %zmm10, %zmm12
	vpaddq	160(%rsp), %zmm11, %zmm13
	vpmuludq	%zmm23, %zmm13, %zmm31
	vpaddq	544(%rsp), %zmm11, %zmm14
	vpmuludq	%zmm23, %zmm14, %zmm11
	vpternlogq	$150, %zmm15, %zmm6, %zmm2
	vpternlogq	$150, %zmm15, %zmm0, %zmm1
	vpternlogq	$150, %zmm15, %zmm17, %zmm4
	vpternlogq	$150, %zmm15, %zmm8, %zmm3
	vpternlogq	$150, %zmm15, %zmm12, %zmm10
	vpternlogq	$150, %zmm15, %zmm5, %zmm9
	vpternlogq	$150, %zmm15, %zmm11, %zmm14
	vpternlogq	$150, %zmm15, %zmm31, %zmm13
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm9, %zmm15
	vpsrlq	$32, %zmm10, %zmm16
	vpsrlq	$32, %zmm13, %zmm18
	vpsrlq	$32, %zmm14, %zmm14
	vpmuludq	%zmm24, %zmm2, %zmm23
	vpmuludq	%zmm24, %zmm1, %zmm13
	vpmuludq	%zmm24, %zmm4, %zmm2
	vpmuludq	%zmm24, %zmm3, %zmm9
	vpmuludq	%zmm24, %zmm16, %zmm4
	vpmuludq	%zmm24, %zmm15, %zmm3
	vpmuludq	%zmm24, %zmm14, %zmm16
	vpmuludq	%zmm24, %zmm18, %zmm22
	vpsrlq	$32, %zmm13, %zmm14
	vpsrlq	$32, %zmm23, %zmm15
	vpsrlq	$32, %zmm9, %zmm18
	vpsrlq	$32, %zmm2, %zmm19
	vpsrlq	$32, %zmm3, %zmm20
	vpsrlq	$32, %zmm4, %zmm21
	vpsrlq	$32, %zmm22, %zmm24
	vpsrlq	$32, %zmm16, %zmm25
	vmovdqu64	3200(%rsp), %zmm1
	vpxorq	%zmm1, %zmm15, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm26
	vmovdqu64	%zmm26, 704(%rsp)
	vpxorq	%zmm1, %zmm14, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm30
	vpxorq	%zmm1, %zmm19, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm10
	vmovdqu64	%zmm10, 352(%rsp)
	vpxorq	%zmm1, %zmm18, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm28
	vmovdqu64	%zmm28, 288(%rsp)
	vpxorq	%zmm1, %zmm21, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm18
	vpxorq	%zmm1, %zmm20, %zmm19
	vpxorq	%zmm1, %zmm25, %zmm21
	vpxorq	%zmm1, %zmm24, %zmm24
	vmovdqu64	2304(%rsp), %zmm1
	vpxorq	%zmm6, %zmm1, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm7
	vmovdqu64	%zmm7, 3328(%rsp)
	vpxorq	%zmm0, %zmm1, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm27
	vpxorq	%zmm17, %zmm1, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm15
	vpxorq	%zmm8, %zmm1, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm21
	vpxorq	%zmm12, %zmm1, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm12
	vpxorq	%zmm5, %zmm1, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm0
	vmovdqu64	%zmm0, 96(%rsp)
	vpxorq	%zmm11, %zmm1, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm6
	vmovdqu64	%zmm6, 480(%rsp)
	vpxorq	%zmm31, %zmm1, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm0
	vmovdqu64	%zmm0, 224(%rsp)
	vpsrlq	$32, %zmm30, %zmm5
	vmovdqa64	%zmm30, %zmm20
	vpsrlq	$32, %zmm26, %zmm24
	vpsrlq	$32, %zmm28, %zmm25
	vpsrlq	$32, %zmm27, %zmm11
	vpsrlq	$32, %zmm14, %zmm26
	vpsrlq	$32, %zmm21, %zmm28
	vpsrlq	$32, %zmm15, %zmm30
	vpsrlq	$32, %zmm10, %zmm31
	vmovdqu64	1600(%rsp), %zmm10
	vpternlogq	$150, %zmm10, %zmm23, %zmm26
	vpsrlq	$32, %zmm29, %zmm23
	vpternlogq	$150, %zmm10, %zmm13, %zmm11
	vpsrlq	$32, %zmm12, %zmm1
	vpternlogq	$150, %zmm10, %zmm2, %zmm30
	vpsrlq	$32, %zmm7, %zmm2
	vpternlogq	$150, %zmm10, %zmm9, %zmm28
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, %zmm10, %zmm4, %zmm1
	vpsrlq	$32, %zmm6, %zmm0
	vpternlogq	$150, %zmm10, %zmm3, %zmm23
	vpsrlq	$32, %zmm18, %zmm3
	vpternlogq	$150, %zmm10, %zmm16, %zmm0
	vpternlogq	$150, %zmm10, %zmm22, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm6
	vmovdqu64	%zmm6, 768(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm7
	vmovdqu64	%zmm7, 3392(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm22
	vmovdqu64	%zmm22, 2048(%rsp)
	vpsrlq	$32, %zmm19, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm8
	vmovdqu64	%zmm8, 2368(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm10
	vmovdqu64	%zmm10, 2112(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm11
	vmovdqu64	%zmm11, 832(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm1
	vmovdqu64	%zmm1, 416(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm26
	vmovdqu64	%zmm26, 640(%rsp)
	vmovdqu64	3136(%rsp), %zmm4
	vpxorq	%zmm4, %zmm24, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm9
	vpxorq	%zmm4, %zmm5, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm17
	vpxorq	%zmm4, %zmm31, %zmm1
	vpxorq	%zmm4, %zmm25, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm23
	vpxorq	%zmm4, %zmm3, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm3
	vmovdqu64	%zmm3, 3264(%rsp)
	vpxorq	%zmm4, %zmm2, %zmm1
	vpxorq	%zmm4, %zmm16, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm24
	vpsrlq	$32, %zmm9, %zmm25
	vmovdqu64	1536(%rsp), %zmm2
	vpternlogq	$150, %zmm14, %zmm2, %zmm25
	vpsrlq	$32, %zmm17, %zmm13
	vpternlogq	$150, %zmm27, %zmm2, %zmm13
	vpsrlq	$32, %zmm28, %zmm27
	vpternlogq	$150, %zmm15, %zmm2, %zmm27
	vpsrlq	$32, %zmm23, %zmm30
	vpternlogq	$150, %zmm21, %zmm2, %zmm30
	vpsrlq	$32, %zmm6, %zmm14
	vmovdqu64	1472(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm20, %zmm14
	vpsrlq	$32, %zmm3, %zmm31
	vpternlogq	$150, %zmm12, %zmm2, %zmm31
	vpsrlq	$32, %zmm7, %zmm5
	vpternlogq	$150, 704(%rsp), %zmm0, %zmm5
	vpsrlq	$32, %zmm22, %zmm3
	vpternlogq	$150, 288(%rsp), %zmm0, %zmm3
	vpsrlq	$32, %zmm24, %zmm21
	vpternlogq	$150, %zmm29, %zmm2, %zmm21
	vpsrlq	$32, %zmm8, %zmm22
	vpternlogq	$150, 352(%rsp), %zmm0, %zmm22
	vpsrlq	$32, %zmm10, %zmm8
	vpternlogq	$150, 3328(%rsp), %zmm0, %zmm8
	vpsrlq	$32, %zmm11, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm6
	vpternlogq	$150, %zmm0, %zmm18, %zmm20
	vpsrlq	$32, %zmm26, %zmm18
	vpternlogq	$150, %zmm0, %zmm19, %zmm18
	vpsrlq	$32, %zmm6, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm15
	vpternlogq	$150, 480(%rsp), %zmm2, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm5
	vmovdqu64	%zmm5, 704(%rsp)
	vpsrlq	$32, %zmm15, %zmm14
	vmovdqu64	2176(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm9, %zmm14
	vpsrlq	$32, %zmm5, %zmm29
	vpternlogq	$150, %zmm1, %zmm17, %zmm29
	vmovdqu64	416(%rsp), %zmm10
	vpsrlq	$32, %zmm10, %zmm17
	vmovdqu64	96(%rsp), %zmm5
	vpternlogq	$150, %zmm0, %zmm5, %zmm17
	vpsrlq	$32, %zmm5, %zmm0
	vpxorq	%zmm4, %zmm0, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm9
	vpsrlq	$32, %zmm9, %zmm12
	vpternlogq	$150, 224(%rsp), %zmm2, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm2
	vpsrlq	$32, %zmm2, %zmm19
	vpternlogq	$150, %zmm1, %zmm28, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm26
	vpsrlq	$32, %zmm26, %zmm28
	vpternlogq	$150, %zmm1, %zmm23, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm0
	vmovdqu64	%zmm0, 288(%rsp)
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, 3264(%rsp), %zmm1, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm0
	vmovdqu64	%zmm0, 352(%rsp)
	vpsrlq	$32, %zmm0, %zmm23
	vpternlogq	$150, %zmm1, %zmm24, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 480(%rsp)
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, %zmm1, %zmm6, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm0
	vmovdqu64	%zmm0, 96(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm1, %zmm9, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vmovdqu64	3584(%rsp), %zmm7
	vpternlogq	$150, 768(%rsp), %zmm7, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm13
	vpsrlq	$32, %zmm13, %zmm25
	vpternlogq	$150, 3392(%rsp), %zmm7, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm24
	vpsrlq	$32, %zmm24, %zmm5
	vpternlogq	$150, 2048(%rsp), %zmm7, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm4
	vpsrlq	$32, %zmm4, %zmm11
	vpternlogq	$150, 2368(%rsp), %zmm7, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm27
	vpsrlq	$32, %zmm27, %zmm21
	vpternlogq	$150, 2112(%rsp), %zmm7, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm9
	vpsrlq	$32, %zmm9, %zmm20
	vpternlogq	$150, 832(%rsp), %zmm7, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm18
	vpsrlq	$32, %zmm18, %zmm30
	vpternlogq	$150, %zmm10, %zmm7, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm0
	vmovdqu64	%zmm0, 832(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, 640(%rsp), %zmm7, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm25, %zmm10
	vpsrlq	$32, %zmm10, %zmm31
	vmovdqu64	3968(%rsp), %zmm1
	vpternlogq	$150, %zmm15, %zmm1, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm0
	vmovdqu64	%zmm0, 640(%rsp)
	vpsrlq	$32, %zmm0, %zmm12
	vpternlogq	$150, 704(%rsp), %zmm1, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm0
	vmovdqu64	%zmm0, 224(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vmovdqu64	3520(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm3, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm6
	vpsrlq	$32, %zmm6, %zmm11
	vpternlogq	$150, %zmm2, %zmm1, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm2
	vmovdqu64	%zmm2, 416(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm0, %zmm13, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm14
	vpsrlq	$32, %zmm14, %zmm13
	vpternlogq	$150, %zmm26, %zmm1, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm3
	vmovdqu64	%zmm3, 768(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm0, %zmm24, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm28
	vpsrlq	$32, %zmm28, %zmm7
	vpternlogq	$150, 288(%rsp), %zmm1, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm24
	vpsrlq	$32, %zmm24, %zmm25
	vpternlogq	$150, %zmm0, %zmm4, %zmm25
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm5
	vpsrlq	$32, %zmm5, %zmm26
	vpternlogq	$150, 352(%rsp), %zmm1, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm4
	vmovdqu64	%zmm4, 288(%rsp)
	vpsrlq	$32, %zmm4, %zmm20
	vpternlogq	$150, %zmm0, %zmm27, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm4
	vpsrlq	$32, %zmm4, %zmm19
	vpternlogq	$150, 480(%rsp), %zmm1, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm21
	vpsrlq	$32, %zmm21, %zmm27
	vpternlogq	$150, %zmm0, %zmm9, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm30, %zmm9
	vmovdqu64	%zmm9, 480(%rsp)
	vpsrlq	$32, %zmm9, %zmm23
	vpternlogq	$150, 96(%rsp), %zmm1, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm29
	vpsrlq	$32, %zmm29, %zmm17
	vpternlogq	$150, %zmm0, %zmm18, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm30
	vpsrlq	$32, %zmm30, %zmm1
	vpternlogq	$150, 832(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm0
	vmovdqu64	%zmm0, 352(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vmovdqu64	2752(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm10, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm18
	vpsrlq	$32, %zmm18, %zmm10
	vpternlogq	$150, 640(%rsp), %zmm0, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm25, %zmm22
	vpsrlq	$32, %zmm22, %zmm9
	vpternlogq	$150, %zmm0, %zmm6, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm2
	vmovdqu64	%zmm2, 640(%rsp)
	vpsrlq	$32, %zmm2, %zmm8
	vpternlogq	$150, %zmm0, %zmm14, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm25
	vpsrlq	$32, %zmm25, %zmm6
	vpternlogq	$150, %zmm0, %zmm28, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm27
	vpsrlq	$32, %zmm27, %zmm14
	vpternlogq	$150, %zmm0, %zmm5, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm28
	vpsrlq	$32, %zmm28, %zmm15
	vpternlogq	$150, %zmm0, %zmm4, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm5
	vmovdqu64	3456(%rsp), %zmm3
	vpternlogq	$150, 224(%rsp), %zmm3, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm1
	vmovdqu64	%zmm1, 96(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 416(%rsp), %zmm3, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm2
	vmovdqu64	%zmm2, 224(%rsp)
	vpsrlq	$32, %zmm2, %zmm20
	vpternlogq	$150, 768(%rsp), %zmm3, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm2
	vmovdqu64	%zmm2, 416(%rsp)
	vpsrlq	$32, %zmm2, %zmm31
	vpternlogq	$150, %zmm24, %zmm3, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm11
	vpsrlq	$32, %zmm11, %zmm24
	vpternlogq	$150, 288(%rsp), %zmm3, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm21, %zmm3, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm13
	vpsrlq	$32, %zmm13, %zmm2
	vpternlogq	$150, %zmm29, %zmm3, %zmm2
	vmovdqu64	2688(%rsp), %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm19
	vmovdqu64	%zmm19, 288(%rsp)
	vpsrlq	$32, %zmm19, %zmm19
	vpternlogq	$150, %zmm30, %zmm3, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm3
	vpsrlq	$32, %zmm3, %zmm26
	vpternlogq	$150, 480(%rsp), %zmm0, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 352(%rsp), %zmm29, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm21
	vpternlogq	$150, %zmm18, %zmm29, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm31, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm22, %zmm29, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm17
	vpsrlq	$32, %zmm17, %zmm18
	vpternlogq	$150, 640(%rsp), %zmm29, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm17
	vpternlogq	$150, %zmm25, %zmm29, %zmm17
	vmovdqu64	1792(%rsp), %zmm25
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm24, %zmm7
	vpsrlq	$32, %zmm7, %zmm20
	vpternlogq	$150, %zmm27, %zmm29, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm7
	vpsrlq	$32, %zmm7, %zmm22
	vpternlogq	$150, %zmm28, %zmm29, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm7
	vpsrlq	$32, %zmm0, %zmm15
	vpternlogq	$150, %zmm3, %zmm29, %zmm15
	vpsrlq	$32, %zmm24, %zmm0
	vpternlogq	$150, %zmm25, %zmm12, %zmm0
	vpsrlq	$32, %zmm23, %zmm2
	vpternlogq	$150, 96(%rsp), %zmm25, %zmm2
	vpsrlq	$32, %zmm8, %zmm3
	vpternlogq	$150, 224(%rsp), %zmm25, %zmm3
	vpsrlq	$32, %zmm19, %zmm12
	vpternlogq	$150, 416(%rsp), %zmm25, %zmm12
	vpsrlq	$32, %zmm14, %zmm10
	vpternlogq	$150, %zmm25, %zmm11, %zmm10
	vpsrlq	$32, %zmm9, %zmm11
	vpternlogq	$150, %zmm25, %zmm4, %zmm11
	vpsrlq	$32, %zmm6, %zmm4
	vpternlogq	$150, %zmm25, %zmm13, %zmm4
	vpsrlq	$32, %zmm7, %zmm13
	vpternlogq	$150, 288(%rsp), %zmm25, %zmm13
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm2, %zmm0
	vpmovqd	%zmm12, %ymm2
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm2
	vpmovqd	%zmm11, %ymm3
	vpmovqd	%zmm10, %ymm10
	vinserti64x4	$1, %ymm10, %zmm3, %zmm3
	vpmovqd	%zmm13, %ymm10
	vpmovqd	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm10, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm10
	vmovdqu64	1728(%rsp), %zmm21
	vpsrlq	$32, %zmm10, %zmm10
	vpternlogq	$150, %zmm24, %zmm21, %zmm10
	vpbroadcastq	.LCPI0_6(%rip), %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm23, %zmm21, %zmm1
	vpbroadcastq	.LCPI0_5(%rip), %zmm23
	vpmuludq	%zmm23, %zmm18, %zmm11
	vpsrlq	$32, %zmm11, %zmm11
	vpternlogq	$150, %zmm8, %zmm21, %zmm11
	vpmuludq	%zmm23, %zmm5, %zmm5
	vpmuludq	%zmm23, %zmm20, %zmm8
	vpmuludq	%zmm23, %zmm17, %zmm12
	vpmuludq	%zmm23, %zmm15, %zmm13
	vpmuludq	%zmm23, %zmm22, %zmm15
	vmovdqu64	1664(%rsp), %zmm17
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm13, %zmm13
	vpternlogq	$150, %zmm19, %zmm21, %zmm5
	vpternlogq	$150, %zmm14, %zmm21, %zmm8
	vpternlogq	$150, %zmm9, %zmm21, %zmm12
	vpternlogq	$150, %zmm6, %zmm21, %zmm13
	vpternlogq	$150, %zmm7, %zmm21, %zmm15
	vpmuludq	%zmm24, %zmm1, %zmm1
	vpmuludq	%zmm24, %zmm10, %zmm6
	vpmuludq	%zmm24, %zmm5, %zmm5
	vpmuludq	%zmm24, %zmm11, %zmm7
	vpmuludq	%zmm24, %zmm12, %zmm9
	vpmuludq	%zmm24, %zmm8, %zmm8
	vpmuludq	%zmm24, %zmm15, %zmm10
	vpmuludq	%zmm24, %zmm13, %zmm11
	vpsrlq	$32, %zmm6, %zmm12
	vpsrlq	$32, %zmm1, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm5, %zmm15
	vpsrlq	$32, %zmm8, %zmm16
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
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm1, %zmm1
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm7, %ymm6
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vpmovqd	%zmm9, %ymm6
	vpmovqd	%zmm8, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vmovdqu64	4160(%rsp), %zmm10
	vpmovqd	%zmm11, %ymm8
	vmovdqu64	4096(%rsp), %zmm11
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_7(%rip), %zmm8
	vpmulld	%zmm8, %zmm0, %zmm0
	vpternlogd	$150, %zmm0, %zmm17, %zmm12
	vpmulld	%zmm8, %zmm2, %zmm0
	vpternlogd	$150, %zmm0, %zmm17, %zmm14
	vpmulld	%zmm8, %zmm3, %zmm0
	vpternlogd	$150, %zmm0, %zmm17, %zmm13
	vpmulld	%zmm8, %zmm4, %zmm0
	vpternlogd	$150, %zmm0, %zmm17, %zmm15
	vmovdqu64	160(%rsp), %zmm0
	vmovdqu64	%zmm12, -192(%r15,%rbp)
	vmovdqu64	%zmm14, -128(%r15,%rbp)
	vmovdqu64	%zmm13, -64(%r15,%rbp)
	vmovdqu64	%zmm15, (%r15,%rbp)
	vmovdqu64	4032(%rsp), %zmm15
	vmovdqu64	%zmm1, -192(%r15)
	vmovdqu64	%zmm5, -128(%r15)
	vmovdqu64	544(%rsp), %zmm5
	vmovdqu64	%zmm6, -64(%r15)
	vmovdqu64	%zmm7, (%r15)
	vpbroadcastq	.LCPI0_8(%rip), %zmm1
	vpaddq	%zmm1, %zmm5, %zmm5
	vpaddq	%zmm1, %zmm0, %zmm0
	addq	$256, %r15
	addq	$-64, %rax
	jne	.LBB0_27
	movq	-112(%rsp), %rax
	cmpq	%rax, -128(%rsp)
	movq	40(%rsp), %r14
	vmovdqu64	1600(%rsp), %zmm14
	vmovdqu64	1536(%rsp), %zmm16
	vmovdqu64	1472(%rsp), %zmm18
	vmovdqu64	2176(%rsp), %zmm20
	vmovdqu64	3584(%rsp), %zmm19
	vmovdqu64	3968(%rsp), %zmm12
	vmovdqu64	3520(%rsp), %zmm22
	vmovdqu64	2752(%rsp), %zmm2
	movl	-64(%rsp), %r13d
	vpbroadcastq	.LCPI0_0(%rip), %zmm26
	vpbroadcastd	.LCPI0_7(%rip), %ymm13
	vmovdqu64	3456(%rsp), %zmm27
	vpbroadcastq	.LCPI0_9(%rip), %zmm3
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vmovdqu64	2304(%rsp), %zmm6
	je	.LBB0_35
	movq	-112(%rsp), %r10
	movq	%r10, %rsi
	testb	$56, -128(%rsp)
	je	.LBB0_33
.LBB0_30:
	vpbroadcastq	%rsi, %zmm0
	vporq	.LCPI0_4(%rip), %zmm0, %zmm0
	movq	944(%rsp), %rax
	xorl	8(%rsp), %eax
	vpbroadcastq	%rax, %zmm26
	movq	1136(%rsp), %rax
	xorl	80(%rsp), %eax
	vpbroadcastq	%rax, %zmm1
	movq	16(%rsp), %rax
	addq	%rsi, %rax
	movq	-32(%rsp), %r8
	leaq	(%r8,%rsi,4), %rsi
	vmovdqa64	%zmm22, %zmm28
	vmovdqa64	%zmm19, %zmm22
	vmovdqa64	%zmm14, %zmm19
	vmovdqa64	%zmm27, %zmm11
	vmovdqa64	%zmm20, %zmm27
	vmovdqa64	%zmm18, %zmm20
	vmovdqa64	%zmm16, %zmm18
	.p2align	4
.LBB0_31:
	vmovdqa64	%zmm3, %zmm14
	vpaddq	%zmm10, %zmm0, %zmm3
	vpmuludq	%zmm23, %zmm3, %zmm4
	vpternlogq	$150, %zmm15, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm24, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm26, %zmm5
	vpxorq	%zmm4, %zmm6, %zmm4
	vpmuludq	%zmm23, %zmm5, %zmm5
	vpmuludq	%zmm24, %zmm4, %zmm4
	vmovdqa64	%zmm6, %zmm16
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm6, %zmm1, %zmm6
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm19, %zmm3, %zmm7
	vpmuludq	%zmm23, %zmm7, %zmm3
	vpmuludq	%zmm24, %zmm6, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm18, %zmm8
	vpternlogq	$150, %zmm20, %zmm5, %zmm7
	vpmuludq	%zmm23, %zmm8, %zmm4
	vpmuludq	%zmm24, %zmm7, %zmm5
	vpsrlq	$32, %zmm4, %zmm7
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm3, %zmm22, %zmm7
	vpternlogq	$150, %zmm27, %zmm6, %zmm8
	vpmuludq	%zmm23, %zmm8, %zmm3
	vpmuludq	%zmm24, %zmm7, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm5, %zmm12, %zmm8
	vpternlogq	$150, %zmm28, %zmm4, %zmm7
	vpmuludq	%zmm23, %zmm8, %zmm4
	vpmuludq	%zmm24, %zmm7, %zmm5
	vpsrlq	$32, %zmm4, %zmm7
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm3, %zmm11, %zmm7
	vpternlogq	$150, %zmm2, %zmm6, %zmm8
	vpmuludq	%zmm23, %zmm8, %zmm3
	vpmuludq	%zmm24, %zmm7, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm5, %zmm29, %zmm6
	vpternlogq	$150, %zmm25, %zmm4, %zmm7
	vpmuludq	%zmm23, %zmm6, %zmm4
	vmovdqa64	%zmm16, %zmm6
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm7, %ymm5
	vpmulld	%ymm13, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm21, %zmm4
	vpmuludq	%zmm24, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, %ymm17, %ymm5, %ymm4
	vmovdqu	%ymm4, (%rsi,%rbp)
	vpmovqd	%zmm3, (%rsi)
	vmovdqa64	%zmm14, %zmm3
	vpaddq	%zmm14, %zmm0, %zmm0
	addq	$32, %rsi
	addq	$8, %rax
	jne	.LBB0_31
	movq	-48(%rsp), %rax
	movq	%rax, %r10
	cmpq	%rax, -128(%rsp)
	movq	40(%rsp), %r14
	movl	-64(%rsp), %r13d
	vpbroadcastq	.LCPI0_0(%rip), %zmm26
	je	.LBB0_35
.LBB0_33:
	movq	944(%rsp), %rax
	xorq	8(%rsp), %rax
	movq	%rax, 944(%rsp)
	movq	1136(%rsp), %rax
	xorq	80(%rsp), %rax
	movq	%rax, 1136(%rsp)
	movq	-128(%rsp), %r15
	subq	%r10, %r15
	movq	-32(%rsp), %rax
	leaq	(%rax,%r10,4), %r8
	addq	88(%rsp), %r10
	.p2align	4
.LBB0_34:
	movl	%r10d, %r11d
	imulq	%rbx, %r11
	movq	%r10, %rax
	xorq	%r14, %rax
	xorq	%r11, %rax
	shrq	$32, %rax
	imulq	%r12, %rax
	movl	$3449720151, %ecx
	movq	%rax, %r12
	shrq	$32, %r12
	movq	944(%rsp), %rdx
	xorl	%edx, %r12d
	imulq	%rbx, %r12
	xorl	3072(%rsp), %r11d
	imulq	%rcx, %r11
	movq	%r11, %rsi
	shrq	$32, %rsi
	movq	%r9, %rdi
	movq	%rbp, %r9
	movq	%r14, %rdx
	movq	4928(%rsp), %r14
	movl	%r14d, %ebp
	xorl	%esi, %ebp
	movq	%r12, %rsi
	shrq	$32, %rsi
	xorl	1136(%rsp), %esi
	xorl	%ebp, %eax
	imulq	%rbx, %rax
	imulq	%rcx, %rsi
	movq	%rsi, %rbp
	shrq	$32, %rbp
	xorl	3840(%rsp), %r11d
	xorl	%ebp, %r11d
	movq	%rax, %rbp
	shrq	$32, %rbp
	xorl	2496(%rsp), %r12d
	xorl	%ebp, %r12d
	imulq	%rbx, %r11
	imulq	%rcx, %r12
	movq	%r12, %rbp
	shrq	$32, %rbp
	xorl	2432(%rsp), %esi
	xorl	%ebp, %esi
	movq	%r11, %rbp
	shrq	$32, %rbp
	xorl	3776(%rsp), %eax
	xorl	%ebp, %eax
	imulq	%rcx, %rax
	imulq	%rbx, %rsi
	movq	%rax, %rbp
	shrq	$32, %rbp
	xorl	4672(%rsp), %r12d
	xorl	%ebp, %r12d
	movq	%rsi, %rbp
	shrq	$32, %rbp
	xorl	4736(%rsp), %r11d
	xorl	%ebp, %r11d
	imulq	%rbx, %r12
	imulq	%rcx, %r11
	movq	%r11, %rbp
	shrq	$32, %rbp
	xorl	4608(%rsp), %eax
	xorl	%ebp, %eax
	movq	%r12, %rbp
	shrq	$32, %rbp
	xorl	3904(%rsp), %esi
	xorl	%ebp, %esi
	movq	32(%rsp), %r14
	movq	%r9, %rbp
	movq	%rdi, %r9
	movq	4864(%rsp), %rdi
	imulq	%rcx, %rsi
	shrq	$32, %rsi
	xorl	%edi, %r11d
	imulq	%rbx, %rax
	xorl	%esi, %r11d
	movq	%rax, %rsi
	shrq	$32, %rsi
	xorl	%r14d, %r12d
	movq	%rdx, %r14
	xorl	%esi, %r12d
	imulq	%rbx, %r11
	shrq	$32, %r11
	imull	$-845247145, %r12d, %esi
	movl	$3449720151, %r12d
	xorl	%r9d, %eax
	xorl	%r11d, %eax
	imulq	%r12, %rax
	movq	%rax, %r11
	xorl	%r13d, %esi
	shrq	$32, %r11
	xorl	%r11d, %esi
	movl	%esi, (%r8,%rbp)
	movl	%eax, (%r8)
	addq	$4, %r8
	incq	%r10
	decq	%r15
	jne	.LBB0_34
.LBB0_35:
	movq	-128(%rsp), %r13
	cmpq	$64, %r13
	jae	.LBB0_54
	xorl	%esi, %esi
	movq	40(%rsp), %r15
	movq	3712(%rsp), %rdx
	movabsq	$4604544269498187776, %r11
	jmp	.LBB0_58
	.p2align	4
.LBB0_54:
	movq	%r13, %rax
	movq	-80(%rsp), %r13
	movq	-112(%rsp), %rcx
	movq	40(%rsp), %r15
	movabsq	$4604544269498187776, %r11
	.p2align	4
.LBB0_55:
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
	vbroadcastsd	.LCPI0_29(%rip), %zmm9
	vmulpd	%zmm9, %zmm4, %zmm14
	vmulpd	%zmm9, %zmm0, %zmm21
	vmulpd	%zmm9, %zmm5, %zmm10
	vmulpd	%zmm9, %zmm1, %zmm12
	vmulpd	%zmm9, %zmm6, %zmm5
	vmulpd	%zmm9, %zmm2, %zmm8
	vmulpd	%zmm9, %zmm7, %zmm0
	vmulpd	%zmm9, %zmm3, %zmm2
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm1
	vmulpd	%zmm13, %zmm14, %zmm3
	vmulpd	%zmm13, %zmm12, %zmm4
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm5, %zmm9
	vmulpd	%zmm13, %zmm2, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	%zmm15, %zmm3, %zmm19
	vmovupd	%zmm19, 3200(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 2304(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 3264(%rsp)
	vaddpd	%zmm15, %zmm4, %zmm18
	vmovupd	%zmm18, 3328(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm3
	vmovupd	%zmm3, 3392(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 2368(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm4
	vmovupd	%zmm4, 2048(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 2112(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm1
	vaddpd	%zmm1, %zmm17, %zmm20
	vaddpd	%zmm1, %zmm19, %zmm17
	vaddpd	%zmm1, %zmm18, %zmm13
	vaddpd	%zmm1, %zmm16, %zmm11
	vaddpd	%zmm1, %zmm7, %zmm9
	vaddpd	%zmm1, %zmm3, %zmm7
	vaddpd	%zmm1, %zmm6, %zmm3
	vaddpd	%zmm1, %zmm4, %zmm6
	vbroadcastsd	.LCPI0_33(%rip), %zmm30
	vmulpd	%zmm30, %zmm17, %zmm18
	vmulpd	%zmm30, %zmm20, %zmm1
	vmulpd	%zmm30, %zmm11, %zmm15
	vmulpd	%zmm30, %zmm13, %zmm19
	vmulpd	%zmm30, %zmm7, %zmm16
	vsubpd	%zmm1, %zmm21, %zmm4
	vbroadcastsd	.LCPI0_34(%rip), %zmm25
	vmulpd	%zmm25, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_35(%rip), %zmm27
	vmulpd	%zmm27, %zmm20, %zmm22
	vsubpd	%zmm1, %zmm4, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm29
	vpandq	%zmm29, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm29, %zmm23, %zmm23
	vpaddq	%zmm26, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm4, %zmm23
	vsubpd	%zmm23, %zmm4, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm21
	vmulpd	%zmm30, %zmm9, %zmm22
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm28
	vmulpd	%zmm28, %zmm20, %zmm20
	vsubpd	%zmm21, %zmm20, %zmm1 {%k1}
	vmulpd	%zmm25, %zmm17, %zmm21
	vmulpd	%zmm27, %zmm17, %zmm20
	vmovapd	%zmm23, %zmm4 {%k1}
	vsubpd	%zmm21, %zmm18, %zmm23
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm29, %zmm14, %zmm14
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm29, %zmm23, %zmm23
	vpaddq	%zmm26, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm14, %k1
	vsubpd	%zmm20, %zmm18, %zmm23
	vsubpd	%zmm23, %zmm18, %zmm14
	vsubpd	%zmm20, %zmm14, %zmm14
	vmulpd	%zmm30, %zmm6, %zmm20
	vsubpd	%zmm19, %zmm12, %zmm19
	vmulpd	%zmm28, %zmm17, %zmm17
	vsubpd	%zmm14, %zmm17, %zmm21 {%k1}
	vmulpd	%zmm25, %zmm13, %zmm14
	vmulpd	%zmm27, %zmm13, %zmm17
	vmovapd	%zmm23, %zmm18 {%k1}
	vsubpd	%zmm14, %zmm19, %zmm23
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm29, %zmm12, %zmm12
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm29, %zmm23, %zmm23
	vpaddq	%zmm26, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm12, %k1
	vsubpd	%zmm17, %zmm19, %zmm23
	vsubpd	%zmm23, %zmm19, %zmm12
	vsubpd	%zmm17, %zmm12, %zmm24
	vmulpd	%zmm30, %zmm3, %zmm17
	vsubpd	%zmm15, %zmm10, %zmm12
	vsubpd	%zmm22, %zmm8, %zmm15
	vsubpd	%zmm16, %zmm5, %zmm16
	vsubpd	%zmm17, %zmm2, %zmm17
	vsubpd	%zmm20, %zmm0, %zmm22
	vmulpd	%zmm28, %zmm13, %zmm13
	vsubpd	%zmm24, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm25, %zmm11, %zmm13
	vmulpd	%zmm27, %zmm11, %zmm20
	vmovapd	%zmm23, %zmm19 {%k1}
	vsubpd	%zmm13, %zmm12, %zmm23
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm29, %zmm10, %zmm10
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm29, %zmm23, %zmm23
	vpaddq	%zmm26, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm10, %k1
	vsubpd	%zmm20, %zmm12, %zmm24
	vsubpd	%zmm24, %zmm12, %zmm10
	vsubpd	%zmm20, %zmm10, %zmm10
	vmulpd	%zmm25, %zmm9, %zmm23
	vmulpd	%zmm28, %zmm11, %zmm11
	vsubpd	%zmm10, %zmm11, %zmm13 {%k1}
	vmulpd	%zmm25, %zmm7, %zmm10
	vmulpd	%zmm27, %zmm9, %zmm11
	vmovapd	%zmm24, %zmm12 {%k1}
	vsubpd	%zmm23, %zmm15, %zmm20
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm29, %zmm8, %zmm8
	vpsrlq	$52, %zmm20, %zmm20
	vpandq	%zmm29, %zmm20, %zmm20
	vpaddq	%zmm26, %zmm20, %zmm20
	vpcmpgtq	%zmm20, %zmm8, %k1
	vsubpd	%zmm11, %zmm15, %zmm20
	vsubpd	%zmm20, %zmm15, %zmm8
	vsubpd	%zmm11, %zmm8, %zmm11
	vmulpd	%zmm25, %zmm3, %zmm8
	vmulpd	%zmm28, %zmm9, %zmm9
	vsubpd	%zmm11, %zmm9, %zmm23 {%k1}
	vmulpd	%zmm25, %zmm6, %zmm24
	vmulpd	%zmm27, %zmm7, %zmm9
	vmovapd	%zmm20, %zmm15 {%k1}
	vsubpd	%zmm10, %zmm16, %zmm11
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm29, %zmm5, %zmm5
	vpsrlq	$52, %zmm11, %zmm11
	vpandq	%zmm29, %zmm11, %zmm11
	vpaddq	%zmm26, %zmm11, %zmm11
	vpcmpgtq	%zmm11, %zmm5, %k1
	vsubpd	%zmm9, %zmm16, %zmm5
	vsubpd	%zmm5, %zmm16, %zmm11
	vsubpd	%zmm9, %zmm11, %zmm9
	vmulpd	%zmm27, %zmm3, %zmm11
	vmulpd	%zmm28, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm7, %zmm10 {%k1}
	vmulpd	%zmm27, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm22, %zmm9
	vmovapd	%zmm5, %zmm16 {%k1}
	vsubpd	%zmm8, %zmm17, %zmm5
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm29, %zmm2, %zmm2
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm29, %zmm5, %zmm5
	vpaddq	%zmm26, %zmm5, %zmm5
	vpcmpgtq	%zmm5, %zmm2, %k1
	vsubpd	%zmm11, %zmm17, %zmm2
	vmulpd	%zmm28, %zmm6, %zmm5
	vmulpd	%zmm28, %zmm3, %zmm3
	vsubpd	%zmm9, %zmm22, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm2, %zmm17, %zmm7
	vsubpd	%zmm11, %zmm7, %zmm7
	vsubpd	%zmm24, %zmm22, %zmm11
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm29, %zmm0, %zmm0
	vpsrlq	$52, %zmm11, %zmm11
	vpandq	%zmm29, %zmm11, %zmm11
	vpaddq	%zmm26, %zmm11, %zmm11
	vmovapd	%zmm2, %zmm17 {%k1}
	vsubpd	%zmm7, %zmm3, %zmm8 {%k1}
	vpcmpgtq	%zmm11, %zmm0, %k1
	vmovapd	%zmm9, %zmm22 {%k1}
	vsubpd	%zmm6, %zmm5, %zmm24 {%k1}
	vsubpd	%zmm21, %zmm18, %zmm3
	vsubpd	%zmm1, %zmm4, %zmm25
	vsubpd	%zmm13, %zmm12, %zmm5
	vsubpd	%zmm14, %zmm19, %zmm9
	vsubpd	%zmm10, %zmm16, %zmm27
	vsubpd	%zmm23, %zmm15, %zmm26
	vsubpd	%zmm24, %zmm22, %zmm7
	vsubpd	%zmm8, %zmm17, %zmm20
	vsubpd	%zmm25, %zmm4, %zmm0
	vmovupd	%zmm25, 160(%rsp)
	vsubpd	%zmm3, %zmm18, %zmm2
	vmovapd	%zmm3, %zmm18
	vmovupd	%zmm3, 544(%rsp)
	vsubpd	%zmm9, %zmm19, %zmm3
	vmovapd	%zmm9, %zmm19
	vmovupd	%zmm9, 96(%rsp)
	vsubpd	%zmm5, %zmm12, %zmm4
	vmovapd	%zmm5, %zmm9
	vmovupd	%zmm5, 832(%rsp)
	vsubpd	%zmm26, %zmm15, %zmm5
	vsubpd	%zmm27, %zmm16, %zmm12
	vmovupd	%zmm27, 224(%rsp)
	vsubpd	%zmm20, %zmm17, %zmm15
	vsubpd	%zmm7, %zmm22, %zmm16
	vmovapd	%zmm7, %zmm17
	vsubpd	%zmm21, %zmm2, %zmm2
	vmovupd	%zmm2, 768(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 288(%rsp)
	vsubpd	%zmm13, %zmm4, %zmm0
	vmovupd	%zmm0, 352(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 640(%rsp)
	vsubpd	%zmm10, %zmm12, %zmm0
	vmovupd	%zmm0, 704(%rsp)
	vsubpd	%zmm23, %zmm5, %zmm0
	vmovupd	%zmm0, 416(%rsp)
	vsubpd	%zmm24, %zmm16, %zmm0
	vmovupd	%zmm0, 3136(%rsp)
	vsubpd	%zmm8, %zmm15, %zmm0
	vmovupd	%zmm0, 480(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm30
	vmulpd	%zmm25, %zmm25, %zmm22
	vmulpd	%zmm9, %zmm9, %zmm12
	vmulpd	%zmm22, %zmm22, %zmm9
	vmovupd	%zmm9, 3008(%rsp)
	vmulpd	%zmm30, %zmm30, %zmm2
	vmovupd	%zmm2, 944(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm3
	vmulpd	%zmm3, %zmm30, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm10
	vmulpd	%zmm10, %zmm30, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm6
	vsubpd	%zmm1, %zmm6, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm7
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm10, %zmm22, %zmm2
	vsubpd	%zmm2, %zmm6, %zmm2
	vmulpd	%zmm2, %zmm22, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1408(%rsp)
	vmulpd	%zmm9, %zmm9, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm22, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm15
	vmulpd	%zmm10, %zmm12, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm12, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm12, %zmm12, %zmm1
	vmovupd	%zmm1, 1136(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm12, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm12, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm12, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1344(%rsp)
	vmulpd	%zmm19, %zmm19, %zmm19
	vmulpd	%zmm10, %zmm19, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm19, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm19, %zmm19, %zmm1
	vmovupd	%zmm1, 1920(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm19, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm19, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm19, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm18
	vmulpd	%zmm27, %zmm27, %zmm29
	vmulpd	%zmm10, %zmm29, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm29, %zmm1
	vmovupd	%zmm1, 3072(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm29, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1072(%rsp)
	vmovapd	%zmm26, %zmm25
	vmovupd	%zmm26, 4416(%rsp)
	vmulpd	%zmm26, %zmm26, %zmm31
	vmulpd	%zmm10, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 1856(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm31, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1280(%rsp)
	vmulpd	%zmm17, %zmm17, %zmm23
	vmovapd	%zmm17, %zmm21
	vmovupd	%zmm17, 4288(%rsp)
	vmulpd	%zmm10, %zmm23, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm23, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm23, %zmm23, %zmm1
	vmovupd	%zmm1, 1984(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm23, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1216(%rsp)
	vmovapd	%zmm20, %zmm9
	vmovupd	%zmm20, 4352(%rsp)
	vmulpd	%zmm20, %zmm20, %zmm24
	vmulpd	%zmm10, %zmm24, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm24, %zmm1
	vmovupd	%zmm1, 4480(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm24, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm10
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm30, %zmm0
	vbroadcastsd	.LCPI0_44(%rip), %zmm20
	vsubpd	%zmm0, %zmm20, %zmm11
	vsubpd	%zmm11, %zmm20, %zmm14
	vsubpd	%zmm0, %zmm14, %zmm14
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm22, %zmm0
	vsubpd	%zmm0, %zmm20, %zmm8
	vsubpd	%zmm8, %zmm20, %zmm13
	vsubpd	%zmm0, %zmm13, %zmm6
	vmovapd	%zmm12, %zmm0
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm12, %zmm13
	vsubpd	%zmm13, %zmm20, %zmm7
	vsubpd	%zmm7, %zmm20, %zmm16
	vsubpd	%zmm13, %zmm16, %zmm13
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm19, %zmm16
	vsubpd	%zmm16, %zmm20, %zmm5
	vsubpd	%zmm5, %zmm20, %zmm12
	vsubpd	%zmm16, %zmm12, %zmm12
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm29, %zmm16
	vsubpd	%zmm16, %zmm20, %zmm4
	vsubpd	%zmm4, %zmm20, %zmm17
	vsubpd	%zmm16, %zmm17, %zmm16
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm31, %zmm17
	vsubpd	%zmm17, %zmm20, %zmm3
	vsubpd	%zmm3, %zmm20, %zmm28
	vsubpd	%zmm17, %zmm28, %zmm17
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm23, %zmm28
	vsubpd	%zmm28, %zmm20, %zmm2
	vsubpd	%zmm2, %zmm20, %zmm26
	vsubpd	%zmm28, %zmm26, %zmm26
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm24, %zmm28
	vsubpd	%zmm28, %zmm20, %zmm1
	vsubpd	%zmm1, %zmm20, %zmm20
	vsubpd	%zmm28, %zmm20, %zmm20
	vmulpd	%zmm15, %zmm22, %zmm15
	vmovupd	160(%rsp), %zmm27
	vmulpd	288(%rsp), %zmm27, %zmm28
	vsubpd	%zmm28, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm6, %zmm6
	vmulpd	1408(%rsp), %zmm30, %zmm15
	vmovupd	544(%rsp), %zmm27
	vmulpd	768(%rsp), %zmm27, %zmm28
	vsubpd	%zmm28, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm14, %zmm14
	vmulpd	%zmm18, %zmm19, %zmm15
	vmovupd	96(%rsp), %zmm18
	vmulpd	640(%rsp), %zmm18, %zmm18
	vsubpd	%zmm18, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm12, %zmm12
	vmulpd	1344(%rsp), %zmm0, %zmm15
	vmovapd	%zmm0, %zmm28
	vmovupd	832(%rsp), %zmm27
	vmulpd	352(%rsp), %zmm27, %zmm18
	vsubpd	%zmm18, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm13, %zmm13
	vmulpd	1280(%rsp), %zmm31, %zmm15
	vmulpd	416(%rsp), %zmm25, %zmm18
	vsubpd	%zmm18, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm17, %zmm15
	vmulpd	1072(%rsp), %zmm29, %zmm17
	vmovupd	224(%rsp), %zmm0
	vmulpd	704(%rsp), %zmm0, %zmm18
	vsubpd	%zmm18, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm16, %zmm16
	vmulpd	%zmm10, %zmm24, %zmm10
	vmulpd	480(%rsp), %zmm9, %zmm17
	vsubpd	%zmm17, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm20, %zmm17
	vmulpd	1216(%rsp), %zmm23, %zmm9
	vmovupd	3136(%rsp), %zmm20
	vmulpd	%zmm20, %zmm21, %zmm10
	vsubpd	%zmm10, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm26, %zmm9
	vaddpd	%zmm14, %zmm11, %zmm0
	vmovupd	%zmm0, 1280(%rsp)
	vaddpd	%zmm6, %zmm8, %zmm0
	vmovupd	%zmm0, 1216(%rsp)
	vaddpd	%zmm13, %zmm7, %zmm0
	vmovupd	%zmm0, 1072(%rsp)
	vaddpd	%zmm12, %zmm5, %zmm0
	vmovupd	%zmm0, 2880(%rsp)
	vaddpd	%zmm16, %zmm4, %zmm0
	vmovupd	%zmm0, 1344(%rsp)
	vaddpd	%zmm15, %zmm3, %zmm0
	vmovupd	%zmm0, 2944(%rsp)
	vaddpd	%zmm9, %zmm2, %zmm0
	vmovupd	%zmm0, 1408(%rsp)
	vaddpd	%zmm17, %zmm1, %zmm0
	vmovupd	%zmm0, 2240(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm7
	vmulpd	%zmm7, %zmm22, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm16
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	3008(%rsp), %zmm22, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm8
	vmulpd	%zmm8, %zmm22, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm9
	vaddpd	%zmm9, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vmovupd	%zmm22, 2816(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm15
	vaddpd	%zmm15, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm1
	vmulpd	%zmm7, %zmm30, %zmm0
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	944(%rsp), %zmm30, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm8, %zmm30, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm30, %zmm2
	vmovupd	%zmm30, 4224(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm12
	vmulpd	%zmm7, %zmm19, %zmm0
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	1920(%rsp), %zmm19, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm8, %zmm19, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm19, %zmm2
	vaddpd	%zmm15, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm4
	vmulpd	%zmm7, %zmm28, %zmm0
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	1136(%rsp), %zmm28, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm8, %zmm28, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm28, %zmm2
	vaddpd	%zmm15, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm7, %zmm31, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm2
	vmulpd	1856(%rsp), %zmm31, %zmm3
	vmulpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm8, %zmm31, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm31, %zmm3
	vaddpd	%zmm15, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm2, %zmm2
	vmulpd	%zmm7, %zmm29, %zmm3
	vaddpd	%zmm16, %zmm3, %zmm3
	vmulpd	3072(%rsp), %zmm29, %zmm5
	vmulpd	%zmm3, %zmm5, %zmm3
	vmulpd	%zmm8, %zmm29, %zmm5
	vaddpd	%zmm9, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm29, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm7, %zmm24, %zmm5
	vaddpd	%zmm16, %zmm5, %zmm5
	vmulpd	4480(%rsp), %zmm24, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm8, %zmm24, %zmm6
	vaddpd	%zmm9, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm7, %zmm23, %zmm6
	vaddpd	%zmm16, %zmm6, %zmm6
	vmulpd	1984(%rsp), %zmm23, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm8, %zmm23, %zmm7
	vaddpd	%zmm9, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm23, %zmm7
	vaddpd	%zmm15, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	544(%rsp), %zmm30, %zmm7
	vmovupd	%zmm7, 944(%rsp)
	vmulpd	%zmm12, %zmm7, %zmm8
	vmovupd	768(%rsp), %zmm14
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm14, %zmm9
	vsubpd	%zmm8, %zmm9, %zmm8
	vmulpd	160(%rsp), %zmm22, %zmm21
	vmulpd	%zmm1, %zmm21, %zmm1
	vmovupd	288(%rsp), %zmm13
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm13, %zmm11
	vsubpd	%zmm1, %zmm11, %zmm1
	vmovupd	%zmm1, 1136(%rsp)
	vmulpd	%zmm28, %zmm27, %zmm25
	vmovapd	%zmm28, %zmm30
	vmulpd	%zmm0, %zmm25, %zmm0
	vmovupd	352(%rsp), %zmm10
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm10, %zmm12
	vsubpd	%zmm0, %zmm12, %zmm18
	vmulpd	96(%rsp), %zmm19, %zmm12
	vmulpd	%zmm4, %zmm12, %zmm4
	vmovupd	640(%rsp), %zmm9
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm9, %zmm15
	vsubpd	%zmm4, %zmm15, %zmm4
	vmulpd	224(%rsp), %zmm29, %zmm15
	vmulpd	%zmm3, %zmm15, %zmm3
	vmovupd	704(%rsp), %zmm7
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm7, %zmm16
	vsubpd	%zmm3, %zmm16, %zmm3
	vmovupd	4416(%rsp), %zmm28
	vmulpd	%zmm31, %zmm28, %zmm16
	vmulpd	%zmm2, %zmm16, %zmm2
	vmovupd	416(%rsp), %zmm22
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm22, %zmm17
	vsubpd	%zmm2, %zmm17, %zmm2
	vmovupd	4288(%rsp), %zmm27
	vmulpd	%zmm23, %zmm27, %zmm17
	vmulpd	%zmm6, %zmm17, %zmm6
	vmovapd	%zmm20, %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm20, %zmm20
	vsubpd	%zmm6, %zmm20, %zmm6
	vmovupd	4352(%rsp), %zmm11
	vmulpd	%zmm24, %zmm11, %zmm20
	vmulpd	%zmm5, %zmm20, %zmm5
	vmovupd	480(%rsp), %zmm0
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm0, %zmm26
	vsubpd	%zmm5, %zmm26, %zmm5
	vmulpd	4224(%rsp), %zmm8, %zmm8
	vmovupd	1136(%rsp), %zmm26
	vmulpd	2816(%rsp), %zmm26, %zmm26
	vmulpd	%zmm18, %zmm30, %zmm18
	vmulpd	%zmm4, %zmm19, %zmm4
	vmulpd	%zmm3, %zmm29, %zmm3
	vmulpd	%zmm2, %zmm31, %zmm2
	vmulpd	%zmm6, %zmm23, %zmm6
	vmulpd	%zmm5, %zmm24, %zmm5
	vsubpd	%zmm13, %zmm26, %zmm13
	vsubpd	%zmm14, %zmm8, %zmm8
	vsubpd	%zmm9, %zmm4, %zmm4
	vsubpd	%zmm10, %zmm18, %zmm10
	vsubpd	%zmm22, %zmm2, %zmm2
	vsubpd	%zmm7, %zmm3, %zmm3
	vsubpd	%zmm0, %zmm5, %zmm5
	vsubpd	%zmm1, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_50(%rip), %zmm19
	vmulpd	%zmm19, %zmm21, %zmm9
	vaddpd	%zmm9, %zmm13, %zmm1
	vmulpd	944(%rsp), %zmm19, %zmm7
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm19, %zmm12, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm19, %zmm25, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm0
	vmulpd	%zmm19, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm19, %zmm15, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm19, %zmm20, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm19, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmovupd	160(%rsp), %zmm8
	vsubpd	%zmm1, %zmm8, %zmm24
	vmovupd	544(%rsp), %zmm1
	vsubpd	%zmm7, %zmm1, %zmm23
	vmovupd	96(%rsp), %zmm1
	vsubpd	%zmm4, %zmm1, %zmm22
	vmovupd	832(%rsp), %zmm1
	vsubpd	%zmm0, %zmm1, %zmm21
	vsubpd	%zmm2, %zmm28, %zmm19
	vmovupd	224(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm20
	vsubpd	%zmm5, %zmm11, %zmm14
	vsubpd	%zmm6, %zmm27, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm0
	vmovupd	1216(%rsp), %zmm15
	vxorpd	%zmm0, %zmm15, %zmm9
	vmovupd	1280(%rsp), %zmm18
	vxorpd	%zmm0, %zmm18, %zmm7
	vmovupd	2880(%rsp), %zmm12
	vxorpd	%zmm0, %zmm12, %zmm6
	vmovupd	1072(%rsp), %zmm16
	vxorpd	%zmm0, %zmm16, %zmm5
	vmovupd	2944(%rsp), %zmm10
	vxorpd	%zmm0, %zmm10, %zmm4
	vmovupd	1344(%rsp), %zmm13
	vxorpd	%zmm0, %zmm13, %zmm3
	vmovupd	2240(%rsp), %zmm26
	vxorpd	%zmm0, %zmm26, %zmm2
	vmovupd	1408(%rsp), %zmm25
	vxorpd	%zmm0, %zmm25, %zmm1
	vpbroadcastq	.LCPI0_53(%rip), %zmm8
	vmovdqu64	3200(%rsp), %zmm17
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm18, %zmm7 {%k1}
	vxorpd	%zmm0, %zmm23, %zmm23 {%k1}
	vmovdqu64	2304(%rsp), %zmm18
	vptestnmq	%zmm8, %zmm18, %k1
	vmovapd	%zmm15, %zmm9 {%k1}
	vxorpd	%zmm0, %zmm24, %zmm24 {%k1}
	vmovdqu64	3264(%rsp), %zmm15
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm16, %zmm5 {%k1}
	vxorpd	%zmm0, %zmm21, %zmm21 {%k1}
	vmovdqu64	3328(%rsp), %zmm16
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm12, %zmm6 {%k1}
	vxorpd	%zmm0, %zmm22, %zmm22 {%k1}
	vmovdqu64	3392(%rsp), %zmm12
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm13, %zmm3 {%k1}
	vxorpd	%zmm0, %zmm20, %zmm20 {%k1}
	vmovdqu64	2368(%rsp), %zmm13
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm10, %zmm4 {%k1}
	vxorpd	%zmm0, %zmm19, %zmm19 {%k1}
	vmovdqu64	2048(%rsp), %zmm10
	vptestnmq	%zmm8, %zmm10, %k1
	vmovapd	%zmm25, %zmm1 {%k1}
	vxorpd	%zmm0, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	2112(%rsp), %zmm11
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm26, %zmm2 {%k1}
	vxorpd	%zmm0, %zmm14, %zmm14 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm0
	vptestnmq	%zmm0, %zmm18, %k1
	vmovapd	%zmm9, %zmm24 {%k1}
	vmovupd	%zmm24, 96(%rsp)
	vptestnmq	%zmm0, %zmm17, %k1
	vmovapd	%zmm7, %zmm23 {%k1}
	vmovupd	%zmm23, 224(%rsp)
	vptestnmq	%zmm0, %zmm16, %k1
	vmovapd	%zmm6, %zmm22 {%k1}
	vmovupd	%zmm22, 416(%rsp)
	vptestnmq	%zmm0, %zmm15, %k1
	vmovapd	%zmm5, %zmm21 {%k1}
	vmovupd	%zmm21, 352(%rsp)
	vptestnmq	%zmm0, %zmm13, %k1
	vmovapd	%zmm4, %zmm19 {%k1}
	vmovupd	%zmm19, 480(%rsp)
	vptestnmq	%zmm0, %zmm12, %k1
	vmovapd	%zmm3, %zmm20 {%k1}
	vmovupd	%zmm20, 288(%rsp)
	vptestnmq	%zmm0, %zmm11, %k1
	vmovapd	%zmm2, %zmm14 {%k1}
	vmovupd	%zmm14, 768(%rsp)
	vptestnmq	%zmm0, %zmm10, %k1
	vmovapd	%zmm1, %zmm25 {%k1}
	vmovupd	%zmm25, 640(%rsp)
	vcvtudq2pd	-192(%r13,%rbp), %zmm0
	vcvtudq2pd	-160(%r13,%rbp), %zmm1
	vcvtudq2pd	-128(%r13,%rbp), %zmm2
	vcvtudq2pd	-96(%r13,%rbp), %zmm3
	vcvtudq2pd	-64(%r13,%rbp), %zmm4
	vcvtudq2pd	-32(%r13,%rbp), %zmm5
	vcvtudq2pd	(%r13,%rbp), %zmm6
	vcvtudq2pd	32(%r13,%rbp), %zmm7
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
	vmovdqu64	%zmm9, 3264(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 3328(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 3392(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 2368(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 2048(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 2112(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 832(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 704(%rsp)
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
	vmovupd	%zmm4, 544(%rsp)
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, 160(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 3200(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 2304(%rsp)
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
	vmovupd	%zmm3, 944(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 3008(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 3072(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 1920(%rsp)
	vpaddq	%zmm12, %zmm11, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm30
	vaddpd	%zmm23, %zmm30, %zmm1
	vdivpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm1, 3136(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 1856(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 1408(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 1136(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1344(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1072(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 1984(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1216(%rsp)
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
	vaddpd	3008(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	944(%rsp), %zmm22, %zmm22
	vaddpd	1920(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	3072(%rsp), %zmm27, %zmm27
	vaddpd	1408(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	1856(%rsp), %zmm9, %zmm9
	vaddpd	1072(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	1344(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm31, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	1216(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	544(%rsp), %zmm2
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	3200(%rsp), %zmm2, %zmm13
	vmovupd	160(%rsp), %zmm4
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	2304(%rsp), %zmm4, %zmm14
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	1136(%rsp), %zmm7, %zmm7
	vmovupd	%zmm30, 1280(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm30, %zmm16
	vmulpd	%zmm16, %zmm30, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	3136(%rsp), %zmm9, %zmm9
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	1984(%rsp), %zmm5, %zmm5
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm18, %zmm6
	vpsrlq	$20, 3264(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm10
	vmulpd	%zmm10, %zmm11, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm13
	vpsrlq	$20, 3328(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm10, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 3392(%rsp), %zmm25
	vpaddq	%zmm12, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm10, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 2368(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm10, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 2048(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm10, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 2112(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm10, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 832(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm10, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 704(%rsp), %zmm31
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
	vaddpd	160(%rsp), %zmm2, %zmm2
	vaddpd	544(%rsp), %zmm0, %zmm0
	vaddpd	1280(%rsp), %zmm7, %zmm7
	vaddpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm1, %zmm26, %zmm1
	vpbroadcastq	.LCPI0_0(%rip), %zmm26
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
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm9, %zmm30, %zmm8
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	vaddpd	%zmm1, %zmm8, %zmm1
	vbroadcastsd	.LCPI0_28(%rip), %zmm8
	vmulpd	%zmm8, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	96(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	224(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	416(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	352(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	480(%rsp), %zmm3, %zmm3
	vmulpd	288(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	768(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	640(%rsp), %zmm6, %zmm6
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
	vmovdqu64	%zmm0, -192(%r13,%rbp)
	vmovdqu64	%zmm2, -128(%r13,%rbp)
	vmovdqu64	%zmm3, -64(%r13,%rbp)
	vmovdqu64	%zmm1, (%r13,%rbp)
	addq	$256, %r13
	addq	$-64, %rcx
	jne	.LBB0_55
	movq	%rax, %r13
	cmpq	-112(%rsp), %rax
	vpbroadcastq	.LCPI0_5(%rip), %zmm23
	vpbroadcastq	.LCPI0_6(%rip), %zmm24
	movq	3712(%rsp), %rdx
	movabsq	$4503595332403200, %rbx
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
	vmovq	.LCPI0_30(%rip), %xmm25
	vmovq	.LCPI0_31(%rip), %xmm26
	vmovq	.LCPI0_32(%rip), %xmm27
	vmovq	.LCPI0_55(%rip), %xmm28
	vmovq	.LCPI0_34(%rip), %xmm29
	vmovsd	.LCPI0_35(%rip), %xmm31
	vmovq	.LCPI0_36(%rip), %xmm21
	vmovq	.LCPI0_50(%rip), %xmm22
	je	.LBB0_38
	movq	-112(%rsp), %rcx
	movq	%rcx, %rsi
	testb	$56, %r13b
	je	.LBB0_61
.LBB0_58:
	movq	16(%rsp), %rax
	addq	%rsi, %rax
	movq	-32(%rsp), %rcx
	leaq	(%rcx,%rsi,4), %rcx
	vpbroadcastq	.LCPI0_37(%rip), %zmm14
	vbroadcastsd	.LCPI0_38(%rip), %zmm18
	vbroadcastsd	.LCPI0_39(%rip), %zmm28
	vbroadcastsd	.LCPI0_40(%rip), %zmm19
	vbroadcastsd	.LCPI0_56(%rip), %zmm20
	vbroadcastsd	.LCPI0_42(%rip), %zmm17
	vbroadcastsd	.LCPI0_43(%rip), %zmm22
	vbroadcastsd	.LCPI0_44(%rip), %zmm26
	vbroadcastsd	.LCPI0_45(%rip), %zmm29
	vbroadcastsd	.LCPI0_46(%rip), %zmm31
	vbroadcastsd	.LCPI0_47(%rip), %zmm25
	vbroadcastsd	.LCPI0_48(%rip), %zmm10
	vbroadcastsd	.LCPI0_49(%rip), %zmm11
	vbroadcastsd	.LCPI0_50(%rip), %zmm21
	vbroadcastsd	.LCPI0_51(%rip), %zmm12
	vpbroadcastq	.LCPI0_52(%rip), %zmm27
	vpbroadcastq	.LCPI0_53(%rip), %zmm16
	vpbroadcastq	.LCPI0_0(%rip), %zmm15
	vbroadcastsd	.LCPI0_11(%rip), %zmm13
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	.p2align	4
.LBB0_59:
	vcvtudq2pd	(%rcx,%rbp), %zmm0
	vaddpd	%zmm30, %zmm0, %zmm0
	vmulpd	%zmm13, %zmm0, %zmm0
	vcvtudq2pd	(%rcx), %zmm1
	vaddpd	%zmm30, %zmm1, %zmm1
	vmulpd	%zmm13, %zmm1, %zmm1
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
	vpaddq	%zmm15, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm2, %k1
	vmovapd	%zmm7, %zmm4 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm5 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm3
	vsubpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm18, %zmm4, %zmm6
	vaddpd	%zmm28, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm19, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm20, %zmm4, %zmm7
	vaddpd	%zmm17, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm22, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm30, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm26, %zmm8
	vsubpd	%zmm8, %zmm26, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm29, %zmm4, %zmm7
	vaddpd	%zmm31, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm25, %zmm7, %zmm7
	vmulpd	%zmm10, %zmm4, %zmm8
	vaddpd	%zmm11, %zmm8, %zmm8
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm7
	vmulpd	%zmm30, %zmm3, %zmm8
	vmulpd	%zmm5, %zmm7, %zmm5
	vsubpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm21, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm2, %zmm2
	vptestnmq	%zmm27, %zmm1, %k1
	vptestnmq	%zmm16, %zmm1, %k2
	vxorpd	%zmm12, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm12, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_28(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovdqu	%ymm0, (%rcx,%rbp)
	addq	$32, %rcx
	addq	$8, %rax
	jne	.LBB0_59
	movq	-48(%rsp), %rax
	movq	%rax, %rcx
	cmpq	%rax, %r13
	movabsq	$4503595332403200, %rbx
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
	vmovq	.LCPI0_30(%rip), %xmm25
	vmovq	.LCPI0_31(%rip), %xmm26
	vmovq	.LCPI0_32(%rip), %xmm27
	vmovq	.LCPI0_55(%rip), %xmm28
	vmovq	.LCPI0_34(%rip), %xmm29
	vmovsd	.LCPI0_35(%rip), %xmm31
	vmovq	.LCPI0_36(%rip), %xmm21
	vmovq	.LCPI0_50(%rip), %xmm22
	je	.LBB0_38
.LBB0_61:
	movq	%r13, %rax
	subq	%rcx, %rax
	movq	-32(%rsp), %rsi
	leaq	(%rsi,%rcx,4), %rcx
	.p2align	4
.LBB0_37:
	vcvtusi2sdl	(%rcx,%rbp), %xmm15, %xmm0
	vaddsd	%xmm0, %xmm10, %xmm0
	vmulsd	%xmm0, %xmm11, %xmm0
	vcvtusi2sdl	(%rcx), %xmm15, %xmm1
	vaddsd	%xmm1, %xmm10, %xmm1
	vmulsd	%xmm1, %xmm11, %xmm1
	vmovq	%xmm0, %rsi
	movl	%esi, %r8d
	shrq	$32, %rsi
	addq	$614242, %rsi
	movq	%rsi, %r10
	shrq	$20, %r10
	addq	$-1023, %r10
	shlq	$32, %rsi
	andq	%rbx, %rsi
	addq	%r11, %rsi
	orq	%rsi, %r8
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
	vmulsd	%xmm30, %xmm5, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm12
	vmulsd	%xmm20, %xmm1, %xmm1
	vmulsd	%xmm25, %xmm1, %xmm2
	vaddsd	%xmm26, %xmm2, %xmm2
	vmovq	%xmm2, %rsi
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
	vmovapd	%xmm25, %xmm26
	vmovapd	%xmm20, %xmm25
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
	vmovapd	%xmm25, %xmm20
	vmovapd	%xmm26, %xmm25
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
	testb	$2, %sil
	sete	%r8b
	kmovd	%r8d, %k1
	vmovsd	%xmm5, %xmm3, %xmm3 {%k1}
	vxorpd	%xmm2, %xmm1, %xmm2
	vmovsd	%xmm2, %xmm1, %xmm1 {%k1}
	vmovsd	.LCPI0_17(%rip), %xmm2
	kmovd	%esi, %k1
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vmovsd	.LCPI0_28(%rip), %xmm0
	vmulsd	%xmm0, %xmm12, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vmovdqa	%xmm14, %xmm3
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rcx,%rbp)
	addq	$4, %rcx
	decq	%rax
	jne	.LBB0_37
.LBB0_38:
	cmpl	$0, 56(%rsp)
	sete	%al
	vmovss	24(%rsp), %xmm12
	vmulss	52(%rsp), %xmm12, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorpd	%xmm2, %xmm2, %xmm2
	vcmpltss	%xmm0, %xmm2, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	kmovd	%eax, %k1
	vmovaps	1200(%rsp), %xmm1
	vmovss	%xmm1, %xmm0, %xmm0 {%k1}
	cmpb	$0, -72(%rsp)
	je	.LBB0_40
	xorl	%eax, %eax
	movq	64(%rsp), %r10
	movq	(%rsp), %rbx
	movq	-56(%rsp), %r8
	movq	1008(%rsp), %rsi
	vmovss	.LCPI0_60(%rip), %xmm5
	vmovdqu64	4160(%rsp), %zmm10
	vmovdqu64	4096(%rsp), %zmm11
	vmovaps	-16(%rsp), %xmm31
	vpbroadcastq	.LCPI0_0(%rip), %zmm26
	vmovdqu64	2688(%rsp), %zmm29
	vmovdqu64	1792(%rsp), %zmm25
	vmovdqu64	1728(%rsp), %zmm21
	vmovdqu64	1664(%rsp), %zmm17
	vmovdqu64	4032(%rsp), %zmm15
	vmovdqu64	1600(%rsp), %zmm14
	vmovdqu64	1536(%rsp), %zmm16
	vmovdqu64	3584(%rsp), %zmm19
	vmovdqu64	1472(%rsp), %zmm18
	vmovdqu64	2176(%rsp), %zmm20
	vmovdqu64	3520(%rsp), %zmm22
	vmovdqu64	3456(%rsp), %zmm27
	vpbroadcastd	.LCPI0_7(%rip), %ymm13
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
.LBB0_47:
	movq	%rax, %rcx
	orq	$1, %rcx
	testb	$1, %r13b
	je	.LBB0_49
	movq	936(%rsp), %r11
	vmovss	(%r11,%rax,4), %xmm1
	movq	928(%rsp), %rsi
	vmovss	(%rsi,%rax,4), %xmm2
	vsubss	%xmm1, %xmm2, %xmm2
	vaddss	%xmm2, %xmm2, %xmm2
	vmulss	%xmm5, %xmm2, %xmm2
	vmulss	%xmm2, %xmm31, %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	vmulss	(%rdx,%rax,4), %xmm0, %xmm2
	vaddss	%xmm1, %xmm2, %xmm1
	vmovd	%xmm1, %esi
	movl	%esi, %r8d
	andl	$2147483647, %r8d
	cmpl	$2139095041, %r8d
	movq	-56(%rsp), %r8
	movq	%r15, %r14
	movq	%rdx, %r15
	movq	%r13, %rdx
	movl	$2143289344, %r13d
	cmovael	%r13d, %esi
	movq	%rdx, %r13
	movq	%r15, %rdx
	movq	%r14, %r15
	movl	%esi, (%r11,%rax,4)
	movq	1008(%rsp), %rsi
	movq	%rcx, %rax
.LBB0_49:
	cmpq	%rcx, %r13
	movl	$2143289344, %r11d
	je	.LBB0_51
	.p2align	4
.LBB0_50:
	vmovss	(%r8,%rax,4), %xmm1
	vmovss	(%rsi,%rax,4), %xmm2
	vmovss	4(%rsi,%rax,4), %xmm3
	vsubss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm5, %xmm1, %xmm1
	vmulss	%xmm1, %xmm31, %xmm1
	vmulss	-64(%r10,%rax,4), %xmm0, %xmm4
	vaddss	%xmm1, %xmm2, %xmm1
	vaddss	%xmm1, %xmm4, %xmm1
	vmovd	%xmm1, %ecx
	movl	%ecx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r11d, %ecx
	movq	1008(%rsp), %rsi
	movl	%ecx, (%rsi,%rax,4)
	vmovss	4(%r8,%rax,4), %xmm1
	vsubss	%xmm3, %xmm1, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm5, %xmm1, %xmm1
	vmulss	%xmm1, %xmm31, %xmm1
	vaddss	%xmm1, %xmm3, %xmm1
	vmulss	-60(%r10,%rax,4), %xmm0, %xmm2
	vaddss	%xmm1, %xmm2, %xmm1
	vmovd	%xmm1, %ecx
	movl	%ecx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	movq	1008(%rsp), %rsi
	cmovael	%r11d, %ecx
	movl	%ecx, 4(%rsi,%rax,4)
	addq	$2, %rax
	cmpq	%rax, %r13
	jne	.LBB0_50
	jmp	.LBB0_51
	.p2align	4
.LBB0_40:
	vbroadcastss	%xmm0, %zmm1
	xorl	%eax, %eax
	movq	3648(%rsp), %rcx
	movq	64(%rsp), %r10
	movq	4544(%rsp), %rsi
	movq	(%rsp), %rbx
	movq	-56(%rsp), %r8
	vmovups	4992(%rsp), %zmm6
	vbroadcastss	.LCPI0_60(%rip), %zmm7
	vbroadcastss	.LCPI0_61(%rip), %zmm8
	vpbroadcastd	.LCPI0_62(%rip), %zmm10
	vpbroadcastd	.LCPI0_63(%rip), %zmm11
	vmovaps	-16(%rsp), %xmm31
	vpbroadcastq	.LCPI0_0(%rip), %zmm26
	vmovdqu64	2688(%rsp), %zmm29
	vmovdqu64	1792(%rsp), %zmm25
	vmovdqu64	1728(%rsp), %zmm21
	vmovdqu64	1664(%rsp), %zmm17
	vmovdqu64	4032(%rsp), %zmm15
	vmovdqu64	1600(%rsp), %zmm14
	vmovdqu64	1536(%rsp), %zmm16
	vmovdqu64	3584(%rsp), %zmm19
	vmovdqu64	1472(%rsp), %zmm18
	vmovdqu64	2176(%rsp), %zmm20
	vmovdqu64	3520(%rsp), %zmm22
	vmovdqu64	3456(%rsp), %zmm27
	vpbroadcastd	.LCPI0_7(%rip), %ymm13
	.p2align	4
.LBB0_41:
	vmovups	-64(%rbx,%rax,4), %zmm2
	vmovups	(%rbx,%rax,4), %zmm3
	vmovups	-64(%rsi,%rax,4), %zmm4
	vmovups	(%rsi,%rax,4), %zmm5
	vsubps	%zmm2, %zmm4, %zmm4
	vsubps	%zmm3, %zmm5, %zmm5
	vaddps	%zmm4, %zmm4, %zmm4
	vaddps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm7, %zmm4, %zmm4
	vmulps	%zmm7, %zmm5, %zmm5
	vmulps	%zmm4, %zmm6, %zmm4
	vmulps	%zmm5, %zmm6, %zmm5
	vaddps	%zmm4, %zmm2, %zmm2
	vaddps	%zmm5, %zmm3, %zmm3
	vmulps	-64(%r10,%rax,4), %zmm1, %zmm4
	vaddps	%zmm2, %zmm4, %zmm2
	vmulps	(%r10,%rax,4), %zmm1, %zmm4
	vaddps	%zmm3, %zmm4, %zmm3
	vandps	%zmm8, %zmm2, %zmm4
	vandps	%zmm8, %zmm3, %zmm5
	vpcmpgtd	%zmm10, %zmm4, %k1
	vpcmpgtd	%zmm10, %zmm5, %k2
	vmovdqa32	%zmm11, %zmm2 {%k1}
	vmovdqa32	%zmm11, %zmm3 {%k2}
	vmovdqu64	%zmm2, -64(%rbx,%rax,4)
	vmovdqu64	%zmm3, (%rbx,%rax,4)
	addq	$32, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_41
	cmpq	%rcx, %r13
	movq	1008(%rsp), %rsi
	vmovss	.LCPI0_60(%rip), %xmm5
	vbroadcastss	.LCPI0_61(%rip), %xmm7
	vpbroadcastd	.LCPI0_62(%rip), %xmm8
	vmovdqu64	4160(%rsp), %zmm10
	vmovdqu64	4096(%rsp), %zmm11
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	je	.LBB0_51
	movq	3648(%rsp), %rax
	testb	$28, %r13b
	je	.LBB0_47
	vbroadcastss	%xmm0, %xmm1
	movq	3648(%rsp), %rax
	movq	920(%rsp), %rcx
	vbroadcastss	.LCPI0_60(%rip), %xmm4
	.p2align	4
.LBB0_45:
	vmovups	(%rsi,%rax,4), %xmm2
	vmovups	(%r8,%rax,4), %xmm3
	vsubps	%xmm2, %xmm3, %xmm3
	vaddps	%xmm3, %xmm3, %xmm3
	vmulps	%xmm4, %xmm3, %xmm3
	vmulps	%xmm3, %xmm6, %xmm3
	vaddps	%xmm3, %xmm2, %xmm2
	vmulps	(%rdx,%rax,4), %xmm1, %xmm3
	vaddps	%xmm2, %xmm3, %xmm2
	vandps	%xmm7, %xmm2, %xmm3
	vpcmpgtd	%xmm8, %xmm3, %k1
	vpbroadcastd	.LCPI0_63(%rip), %xmm2 {%k1}
	vmovdqu	%xmm2, (%rsi,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_45
	movq	%rcx, %rax
	cmpq	%rcx, %r13
	je	.LBB0_51
	jmp	.LBB0_47
.LBB0_64:
	movq	-120(%rsp), %rdx
	movq	-104(%rsp), %rax
	.p2align	4
.LBB0_65:
	addq	%r12, %rdx
	cmpq	%rax, %rdx
	jb	.LBB0_65
.LBB0_53:
	addq	$9224, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.LBB0_71:
	vbroadcastss	-16(%rsp), %zmm0
	vmovss	.LCPI0_60(%rip), %xmm1
	movl	$2143289344, %eax
	vbroadcastss	.LCPI0_60(%rip), %ymm2
	vbroadcastss	.LCPI0_61(%rip), %ymm3
	vpbroadcastd	.LCPI0_62(%rip), %ymm4
	vbroadcastss	.LCPI0_60(%rip), %zmm5
	vbroadcastss	.LCPI0_61(%rip), %zmm6
	vpbroadcastd	.LCPI0_62(%rip), %zmm7
	vpbroadcastd	.LCPI0_63(%rip), %zmm8
	movq	-120(%rsp), %rsi
	movq	-104(%rsp), %rcx
	vmovaps	-16(%rsp), %xmm17
	jmp	.LBB0_72
	.p2align	4
.LBB0_85:
	movq	%r15, %rsi
	addq	%r12, %rsi
	movq	-104(%rsp), %rcx
	cmpq	%rcx, %rsi
	jae	.LBB0_53
.LBB0_72:
	subq	%rsi, %rcx
	cmpq	%r12, %rcx
	cmovaeq	%r12, %rcx
	movq	-128(%rsp), %rdx
	imulq	%rdx, %rcx
	movq	%rsi, %r15
	imulq	%rdx, %rsi
	movq	-88(%rsp), %rdx
	leaq	(%rdx,%rsi,4), %rdx
	movq	-96(%rsp), %rdi
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
	andl	$32704, %r9d
	movl	%edi, %r10d
	andl	$32760, %r10d
	xorl	%r11d, %r11d
	jmp	.LBB0_73
	.p2align	4
.LBB0_84:
	incq	%r11
	cmpq	-24(%rsp), %r11
	je	.LBB0_85
.LBB0_73:
	cmpq	$8, %rcx
	setb	%bl
	orb	%r8b, %bl
	testb	$1, %bl
	je	.LBB0_75
	xorl	%ebx, %ebx
	jmp	.LBB0_83
	.p2align	4
.LBB0_75:
	cmpq	$64, %rcx
	jae	.LBB0_77
	xorl	%r14d, %r14d
	jmp	.LBB0_81
	.p2align	4
.LBB0_77:
	movq	%r9, %rbx
	xorl	%r14d, %r14d
	.p2align	4
.LBB0_78:
	vmovups	(%rdx,%r14,4), %zmm9
	vmovups	64(%rdx,%r14,4), %zmm10
	vmovups	128(%rdx,%r14,4), %zmm11
	vmovups	192(%rdx,%r14,4), %zmm12
	vmovups	(%rsi,%r14,4), %zmm13
	vmovups	64(%rsi,%r14,4), %zmm14
	vmovups	128(%rsi,%r14,4), %zmm15
	vmovups	192(%rsi,%r14,4), %zmm16
	vsubps	%zmm9, %zmm13, %zmm13
	vsubps	%zmm10, %zmm14, %zmm14
	vsubps	%zmm11, %zmm15, %zmm15
	vsubps	%zmm12, %zmm16, %zmm16
	vaddps	%zmm13, %zmm13, %zmm13
	vaddps	%zmm14, %zmm14, %zmm14
	vaddps	%zmm15, %zmm15, %zmm15
	vaddps	%zmm16, %zmm16, %zmm16
	vmulps	%zmm5, %zmm13, %zmm13
	vmulps	%zmm5, %zmm14, %zmm14
	vmulps	%zmm5, %zmm15, %zmm15
	vmulps	%zmm5, %zmm16, %zmm16
	vmulps	%zmm13, %zmm0, %zmm13
	vmulps	%zmm14, %zmm0, %zmm14
	vmulps	%zmm15, %zmm0, %zmm15
	vmulps	%zmm16, %zmm0, %zmm16
	vaddps	%zmm13, %zmm9, %zmm9
	vaddps	%zmm14, %zmm10, %zmm10
	vaddps	%zmm15, %zmm11, %zmm11
	vaddps	%zmm16, %zmm12, %zmm12
	vandps	%zmm6, %zmm9, %zmm13
	vandps	%zmm6, %zmm10, %zmm14
	vandps	%zmm6, %zmm11, %zmm15
	vandps	%zmm6, %zmm12, %zmm16
	vpcmpgtd	%zmm7, %zmm13, %k1
	vpcmpgtd	%zmm7, %zmm14, %k2
	vpcmpgtd	%zmm7, %zmm15, %k3
	vpcmpgtd	%zmm7, %zmm16, %k4
	vmovdqa32	%zmm8, %zmm9 {%k1}
	vmovdqa32	%zmm8, %zmm10 {%k2}
	vmovdqa32	%zmm8, %zmm11 {%k3}
	vmovdqa32	%zmm8, %zmm12 {%k4}
	vmovdqu64	%zmm9, (%rdx,%r14,4)
	vmovdqu64	%zmm10, 64(%rdx,%r14,4)
	vmovdqu64	%zmm11, 128(%rdx,%r14,4)
	vmovdqu64	%zmm12, 192(%rdx,%r14,4)
	addq	$64, %r14
	addq	$-64, %rbx
	jne	.LBB0_78
	cmpq	%r9, %rcx
	je	.LBB0_84
	movq	%r9, %r14
	movq	%r9, %rbx
	testb	$56, %dil
	je	.LBB0_83
	.p2align	4
.LBB0_81:
	vmovups	(%rdx,%r14,4), %ymm9
	vmovups	(%rsi,%r14,4), %ymm10
	vsubps	%ymm9, %ymm10, %ymm10
	vaddps	%ymm10, %ymm10, %ymm10
	vmulps	%ymm2, %ymm10, %ymm10
	vmulps	%ymm0, %ymm10, %ymm10
	vaddps	%ymm10, %ymm9, %ymm9
	vandps	%ymm3, %ymm9, %ymm10
	vpcmpgtd	%ymm4, %ymm10, %k1
	vpbroadcastd	.LCPI0_63(%rip), %ymm9 {%k1}
	vmovdqu	%ymm9, (%rdx,%r14,4)
	addq	$8, %r14
	cmpq	%r14, %r10
	jne	.LBB0_81
	movq	%r10, %rbx
	cmpq	%r10, %rcx
	je	.LBB0_84
	.p2align	4
.LBB0_83:
	vmovss	(%rdx,%rbx,4), %xmm9
	vmovss	(%rsi,%rbx,4), %xmm10
	vsubss	%xmm9, %xmm10, %xmm10
	vaddss	%xmm10, %xmm10, %xmm10
	vmulss	%xmm1, %xmm10, %xmm10
	vmulss	%xmm10, %xmm17, %xmm10
	vaddss	%xmm10, %xmm9, %xmm9
	vmovd	%xmm9, %ebp
	movl	%ebp, %r14d
	andl	$2147483647, %r14d
	cmpl	$2139095041, %r14d
	cmovael	%eax, %ebp
	movl	%ebp, (%rdx,%rbx,4)
	incq	%rbx
	cmpq	%rcx, %rbx
	jb	.LBB0_83
	jmp	.LBB0_84
.LBB0_4:
	movq	%r8, %rax
	andq	$-64, %rax
	vbroadcastss	-16(%rsp), %zmm0
	movq	%r8, %rcx
	andq	$-8, %rcx
	movq	%rsi, %r14
	movq	%rsi, %r9
	imulq	%r8, %r9
	movq	-96(%rsp), %r8
	leaq	(%r8,%r9,4), %rsi
	addq	$192, %rsi
	movq	-88(%rsp), %r10
	leaq	(%r10,%r9,4), %rdi
	addq	$192, %rdi
	leaq	(%r8,%r9,4), %r8
	leaq	(%r10,%r9,4), %r9
	xorl	%r10d, %r10d
	vmovss	.LCPI0_60(%rip), %xmm1
	movl	$2143289344, %r11d
	vbroadcastss	.LCPI0_60(%rip), %ymm2
	vbroadcastss	.LCPI0_61(%rip), %ymm3
	vpbroadcastd	.LCPI0_62(%rip), %ymm4
	vbroadcastss	.LCPI0_60(%rip), %zmm5
	vbroadcastss	.LCPI0_61(%rip), %zmm6
	vpbroadcastd	.LCPI0_62(%rip), %zmm7
	vpbroadcastd	.LCPI0_63(%rip), %zmm8
	vmovaps	-16(%rsp), %xmm17
	jmp	.LBB0_5
	.p2align	4
.LBB0_21:
	movq	-120(%rsp), %r14
	incq	%r14
	movq	224(%rsp), %r10
	incq	%r10
	addq	%rbp, %rsi
	addq	%rbp, %rdi
	addq	%rbp, %r8
	addq	%rbp, %r9
	cmpq	-104(%rsp), %r14
	movq	624(%rsp), %rbx
	je	.LBB0_53
.LBB0_5:
	movq	%rbp, %r15
	movq	%r10, 224(%rsp)
	imulq	%r10, %r15
	leaq	(%rbx,%r15), %r12
	movq	-88(%rsp), %r10
	leaq	(%r10,%r12), %rdx
	movq	%rdx, 96(%rsp)
	addq	616(%rsp), %r15
	leaq	(%r10,%r15), %rdx
	movq	-96(%rsp), %rbx
	addq	%rbx, %r12
	addq	%rbx, %r15
	movq	%r14, -120(%rsp)
	movq	-128(%rsp), %r13
	imulq	%r13, %r14
	leaq	(%r10,%r14,4), %r10
	movq	%r10, 160(%rsp)
	leaq	(%rbx,%r14,4), %r10
	movq	%r10, 544(%rsp)
	movq	%r13, %rbx
	cmpq	%r15, 96(%rsp)
	setb	%r15b
	cmpq	%rdx, %r12
	setb	%dl
	andb	%r15b, %dl
	xorl	%r15d, %r15d
	movb	%dl, 96(%rsp)
	jmp	.LBB0_6
	.p2align	4
.LBB0_20:
	incq	%r15
	cmpq	-24(%rsp), %r15
	je	.LBB0_21
.LBB0_6:
	testb	%dl, %dl
	je	.LBB0_8
	xorl	%r12d, %r12d
	jmp	.LBB0_16
	.p2align	4
.LBB0_8:
	cmpq	$64, %rbx
	jae	.LBB0_10
	xorl	%r13d, %r13d
	jmp	.LBB0_14
	.p2align	4
.LBB0_10:
	xorl	%r12d, %r12d
	.p2align	4
.LBB0_11:
	vmovups	-192(%rdi,%r12,4), %zmm9
	vmovups	-128(%rdi,%r12,4), %zmm10
	vmovups	-64(%rdi,%r12,4), %zmm11
	vmovups	(%rdi,%r12,4), %zmm12
	vmovups	-192(%rsi,%r12,4), %zmm13
	vmovups	-128(%rsi,%r12,4), %zmm14
	vmovups	-64(%rsi,%r12,4), %zmm15
	vmovups	(%rsi,%r12,4), %zmm16
	vsubps	%zmm9, %zmm13, %zmm13
	vsubps	%zmm10, %zmm14, %zmm14
	vsubps	%zmm11, %zmm15, %zmm15
	vsubps	%zmm12, %zmm16, %zmm16
	vaddps	%zmm13, %zmm13, %zmm13
	vaddps	%zmm14, %zmm14, %zmm14
	vaddps	%zmm15, %zmm15, %zmm15
	vaddps	%zmm16, %zmm16, %zmm16
	vmulps	%zmm5, %zmm13, %zmm13
	vmulps	%zmm5, %zmm14, %zmm14
	vmulps	%zmm5, %zmm15, %zmm15
	vmulps	%zmm5, %zmm16, %zmm16
	vmulps	%zmm13, %zmm0, %zmm13
	vmulps	%zmm14, %zmm0, %zmm14
	vmulps	%zmm15, %zmm0, %zmm15
	vmulps	%zmm16, %zmm0, %zmm16
	vaddps	%zmm13, %zmm9, %zmm9
	vaddps	%zmm14, %zmm10, %zmm10
	vaddps	%zmm15, %zmm11, %zmm11
	vaddps	%zmm16, %zmm12, %zmm12
	vandps	%zmm6, %zmm9, %zmm13
	vandps	%zmm6, %zmm10, %zmm14
	vandps	%zmm6, %zmm11, %zmm15
	vandps	%zmm6, %zmm12, %zmm16
	vpcmpgtd	%zmm7, %zmm13, %k1
	vpcmpgtd	%zmm7, %zmm14, %k2
	vpcmpgtd	%zmm7, %zmm15, %k3
	vpcmpgtd	%zmm7, %zmm16, %k4
	vmovdqa32	%zmm8, %zmm9 {%k1}
	vmovdqa32	%zmm8, %zmm10 {%k2}
	vmovdqa32	%zmm8, %zmm11 {%k3}
	vmovdqa32	%zmm8, %zmm12 {%k4}
	vmovdqu64	%zmm9, -192(%rdi,%r12,4)
	vmovdqu64	%zmm10, -128(%rdi,%r12,4)
	vmovdqu64	%zmm11, -64(%rdi,%r12,4)
	vmovdqu64	%zmm12, (%rdi,%r12,4)
	addq	$64, %r12
	cmpq	%r12, %rax
	jne	.LBB0_11
	cmpq	%rax, %rbx
	je	.LBB0_20
	movq	%rax, %r13
	movq	%rax, %r12
	testb	$56, %bl
	je	.LBB0_16
	.p2align	4
.LBB0_14:
	vmovups	(%r9,%r13,4), %ymm9
	vmovups	(%r8,%r13,4), %ymm10
	vsubps	%ymm9, %ymm10, %ymm10
	vaddps	%ymm10, %ymm10, %ymm10
	vmulps	%ymm2, %ymm10, %ymm10
	vmulps	%ymm0, %ymm10, %ymm10
	vaddps	%ymm10, %ymm9, %ymm9
	vandps	%ymm3, %ymm9, %ymm10
	vpcmpgtd	%ymm4, %ymm10, %k1
	vpbroadcastd	.LCPI0_63(%rip), %ymm9 {%k1}
	vmovdqu	%ymm9, (%r9,%r13,4)
	addq	$8, %r13
	cmpq	%r13, %rcx
	jne	.LBB0_14
	movq	%rcx, %r12
	cmpq	%rcx, %rbx
	je	.LBB0_20
.LBB0_16:
	movq	%r12, %r13
	orq	$1, %r13
	testb	$1, %bl
	je	.LBB0_18
	movq	160(%rsp), %rdx
	vmovss	(%rdx,%r12,4), %xmm9
	movq	544(%rsp), %r10
	vmovss	(%r10,%r12,4), %xmm10
	vsubss	%xmm9, %xmm10, %xmm10
	vaddss	%xmm10, %xmm10, %xmm10
	vmulss	%xmm1, %xmm10, %xmm10
	vmulss	%xmm10, %xmm17, %xmm10
	vaddss	%xmm10, %xmm9, %xmm9
	vmovd	%xmm9, %r14d
	movl	%r14d, %r10d
	andl	$2147483647, %r10d
	cmpl	$2139095041, %r10d
	cmovael	%r11d, %r14d
	movl	%r14d, (%rdx,%r12,4)
	movzbl	96(%rsp), %edx
	movq	%r13, %r12
.LBB0_18:
	cmpq	%r13, %rbx
	je	.LBB0_20
	.p2align	4
.LBB0_19:
	vmovss	(%r8,%r12,4), %xmm9
	vmovss	(%r9,%r12,4), %xmm10
	vmovss	4(%r9,%r12,4), %xmm11
	vsubss	%xmm10, %xmm9, %xmm9
	vaddss	%xmm9, %xmm9, %xmm9
	vmulss	%xmm1, %xmm9, %xmm9
	vmulss	%xmm9, %xmm17, %xmm9
	vaddss	%xmm9, %xmm10, %xmm9
	vmovd	%xmm9, %r10d
	movl	%r10d, %r14d
	andl	$2147483647, %r14d
	cmpl	$2139095041, %r14d
	cmovael	%r11d, %r10d
	movl	%r10d, (%r9,%r12,4)
	vmovss	4(%r8,%r12,4), %xmm9
	vsubss	%xmm11, %xmm9, %xmm9
	vaddss	%xmm9, %xmm9, %xmm9
	vmulss	%xmm1, %xmm9, %xmm9
	vmulss	%xmm9, %xmm17, %xmm9
	vaddss	%xmm9, %xmm11, %xmm9
	vmovd	%xmm9, %r10d
	movl	%r10d, %r14d
	andl	$2147483647, %r14d
	cmpl	$2139095041, %r14d
	cmovael	%r11d, %r10d
	movl	%r10d, 4(%r9,%r12,4)
	addq	$2, %r12
	cmpq	%r12, %rbx
	jne	.LBB0_19
	jmp	.LBB0_20
.Lfunc_end0:
	.size	tessera_quadratic_x86_64_v4, .Lfunc_end0-tessera_quadratic_x86_64_v4

	.section	".note.GNU-stack","",@progbits
