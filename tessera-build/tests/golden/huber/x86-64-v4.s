	.file	"huber.toml"
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
	.long	0x7fffffff
.LCPI0_61:
	.long	0x3f800000
.LCPI0_62:
	.long	0x3f000000
.LCPI0_63:
	.long	0xbf800000
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
	.globl	tessera_huber_x86_64_v4
	.p2align	4
	.type	tessera_huber_x86_64_v4,@function
tessera_huber_x86_64_v4:
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
	subq	$904, %rsp
	movq	(%rdi), %rax
	movq	%rax, -88(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, -96(%rsp)
	movq	24(%rdi), %rsi
	movq	32(%rdi), %r8
	movq	40(%rdi), %r13
	vmovd	56(%rdi), %xmm15
	vmovss	60(%rdi), %xmm0
	vmovaps	%xmm0, 1328(%rsp)
	movq	48(%rdi), %rax
	movq	%rax, -16(%rsp)
	movl	64(%rdi), %ecx
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, 64(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, 76(%rsp)
	movl	68(%rdi), %eax
	movl	%eax, 72(%rsp)
	vmovd	80(%rdi), %xmm0
	vmovd	%xmm0, 68(%rsp)
	movq	88(%rdi), %r11
	movq	96(%rdi), %rax
	movq	%rax, 392(%rsp)
	cmpq	$32, %r13
	movq	%r8, -104(%rsp)
	movq	%r13, 40(%rsp)
	vmovdqa	%xmm15, 96(%rsp)
	movq	%r11, 56(%rsp)
	vmovdqa64	%xmm15, %xmm16
	jae	.LBB0_1
	movw	$512, %ax
	xorl	%edx, %edx
	divw	%r13w
	cmpq	%r8, %rsi
	jae	.LBB0_44
	movq	%rsi, -120(%rsp)
	movzwl	%ax, %edi
	cmpq	$0, -16(%rsp)
	je	.LBB0_55
	testl	%ecx, %ecx
	movq	%rdi, 4352(%rsp)
	je	.LBB0_62
	movl	$3449720151, %ecx
	movq	%r11, %rax
	shrq	$32, %rax
	leaq	1013904242(%r11), %r10
	leaq	1993301258(%rax), %rdx
	movq	%rdx, -64(%rsp)
	leaq	842468239(%rax), %r8
	leaq	2027808484(%r11), %r12
	leaq	387276957(%r11), %r14
	leaq	1684936478(%rax), %rbp
	leaq	534103459(%rax), %rbx
	leaq	-795284382(%r11,%rcx), %r9
	leaq	-305585874(%rax,%rcx), %r15
	movq	%r15, 88(%rsp)
	leaq	218619860(%r11,%rcx), %rdx
	movq	%rdx, 2432(%rsp)
	leaq	536882365(%rax,%rcx), %rdx
	movq	%rdx, 2048(%rsp)
	leaq	-613950654(%rax,%rcx), %rdx
	leaq	-408007425(%r11,%rcx), %rsi
	leaq	228517585(%rax,%rcx), %r15
	movq	%r12, %rcx
	movq	2432(%rsp), %r12
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 3712(%rsp)
	movq	%r9, 24(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 4800(%rsp)
	movq	2048(%rsp), %r9
	vpbroadcastq	%r10, %zmm23
	movq	-64(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4736(%rsp)
	vpbroadcastq	%r12, %zmm28
	vpbroadcastq	%r8, %zmm9
	vpbroadcastq	%rcx, %zmm21
	vpbroadcastq	%r9, %zmm24
	vpbroadcastq	%r14, %zmm19
	movq	%rdx, 3200(%rsp)
	vpbroadcastq	%rdx, %zmm20
	movq	%rsi, 32(%rsp)
	vpbroadcastq	%rsi, %zmm18
	vpbroadcastq	%rbp, %zmm17
	leaq	1401181199(%r11), %rax
	movq	%rax, -48(%rsp)
	vpbroadcastq	%rax, %zmm16
	vpbroadcastq	%rbx, %zmm0
	vmovdqu64	%zmm0, 4544(%rsp)
	movq	%r15, -40(%rsp)
	vpbroadcastq	%r15, %zmm0
	vmovdqu64	%zmm0, 4480(%rsp)
	leal	-1879881855(%r11), %eax
	movl	%eax, -56(%rsp)
	vpbroadcastd	%eax, %zmm0
	vmovdqu64	%zmm0, 4416(%rsp)
	vpbroadcastd	%xmm15, %zmm26
	vmovq	.LCPI0_10(%rip), %xmm25
	vmovsd	.LCPI0_22(%rip), %xmm22
	vmovddup	.LCPI0_19(%rip), %xmm7
	vmovapd	.LCPI0_58(%rip), %xmm8
	vmovdqa	.LCPI0_59(%rip), %xmm0
	vmovsd	.LCPI0_28(%rip), %xmm13
	vmovq	.LCPI0_38(%rip), %xmm29
	vmovq	.LCPI0_39(%rip), %xmm30
	vmovq	.LCPI0_40(%rip), %xmm31
	vmovq	.LCPI0_50(%rip), %xmm1
	vpbroadcastq	.LCPI0_5(%rip), %zmm10
	vpbroadcastq	.LCPI0_6(%rip), %zmm11
	vpbroadcastd	.LCPI0_7(%rip), %ymm12
	vpbroadcastq	.LCPI0_9(%rip), %zmm14
	movq	-120(%rsp), %rsi
	movl	$3449720151, %edx
	movq	-104(%rsp), %r15
	movq	%r8, 3328(%rsp)
	movq	%rcx, 1600(%rsp)
	movq	%rbp, 3264(%rsp)
	movq	%rbx, %rbp
	movq	%rbx, -32(%rsp)
	vmovdqu64	%zmm26, 3648(%rsp)
	movq	%r10, 3392(%rsp)
	movq	%r14, 4288(%rsp)
	vmovdqu64	%zmm23, 1856(%rsp)
	vmovdqu64	%zmm28, 1792(%rsp)
	vmovdqu64	%zmm9, 1728(%rsp)
	vmovdqu64	%zmm21, 1664(%rsp)
	vmovdqu64	%zmm24, 2752(%rsp)
	vmovdqu64	%zmm19, 2688(%rsp)
	vmovdqu64	%zmm20, 2176(%rsp)
	vmovdqu64	%zmm18, 2624(%rsp)
	vmovdqu64	%zmm17, 2560(%rsp)
	vmovdqu64	%zmm16, 2496(%rsp)
	jmp	.LBB0_59
	.p2align	4
.LBB0_91:
	movq	-120(%rsp), %rsi
	movq	4352(%rsp), %rdi
	addq	%rdi, %rsi
	movq	-104(%rsp), %r15
	cmpq	%r15, %rsi
	movq	40(%rsp), %r13
	jae	.LBB0_44
.LBB0_59:
	subq	%rsi, %r15
	cmpq	%rdi, %r15
	cmovaeq	%rdi, %r15
	imulq	%r13, %r15
	movq	%rsi, -120(%rsp)
	imulq	%r13, %rsi
	movq	%r15, %r13
	movq	-88(%rsp), %rax
	leaq	(%rax,%rsi,4), %r15
	movq	%r15, 16(%rsp)
	movq	-96(%rsp), %rax
	leaq	(%rax,%rsi,4), %rbx
	cmpq	$1, %r13
	movq	%r13, %r8
	adcq	$0, %r8
	movl	%r8d, %eax
	andl	$32704, %eax
	movq	%rax, -72(%rsp)
	vpbroadcastq	%rsi, %zmm3
	vpaddq	.LCPI0_0(%rip){1to8}, %zmm3, %zmm4
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm3, %zmm5
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm3, %zmm6
	movl	%r8d, %eax
	andl	$32760, %eax
	movq	%rax, (%rsp)
	leaq	(%r15,%r13,4), %rax
	leaq	(%rbx,%r13,4), %rdi
	cmpq	%rdi, %r15
	setb	%dil
	movq	%rbx, 2112(%rsp)
	cmpq	%rax, %rbx
	setb	%al
	andb	%dil, %al
	movb	%al, 80(%rsp)
	movl	%r8d, %eax
	andl	$32752, %eax
	movq	%rax, 8(%rsp)
	movq	%r8, -80(%rsp)
	andl	$32764, %r8d
	movq	%r8, -8(%rsp)
	xorl	%edi, %edi
	vmovd	64(%rsp), %xmm15
	vmovd	%xmm15, 48(%rsp)
	movq	%rsi, 3456(%rsp)
	vmovdqu64	%zmm3, 976(%rsp)
	vmovdqu64	%zmm4, 3136(%rsp)
	vmovdqu64	%zmm5, 4928(%rsp)
	vmovdqu64	%zmm6, 4864(%rsp)
	jmp	.LBB0_60
	.p2align	4
.LBB0_90:
	vmovss	48(%rsp), %xmm0
	vmulss	76(%rsp), %xmm0, %xmm0
	vmovss	%xmm0, 48(%rsp)
	movq	-112(%rsp), %rdi
	incq	%rdi
	cmpq	-16(%rsp), %rdi
	vmovdqa	.LCPI0_59(%rip), %xmm0
	vmovq	.LCPI0_50(%rip), %xmm1
	vpbroadcastq	.LCPI0_5(%rip), %zmm10
	vpbroadcastq	.LCPI0_6(%rip), %zmm11
	vpbroadcastd	.LCPI0_7(%rip), %ymm12
	vmovdqu64	976(%rsp), %zmm3
	vmovdqu64	3136(%rsp), %zmm4
	je	.LBB0_91
.LBB0_60:
	cmpl	$0, 72(%rsp)
	sete	%al
	movl	%eax, -24(%rsp)
	movq	392(%rsp), %rax
	leaq	(%rdi,%rax), %rbx
	movq	%rbx, %r10
	shrq	$32, %r10
	imulq	%rdx, %r10
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	%r11d, %ebx
	xorl	%eax, %ebx
	leaq	78811644(%rdx), %r14
	imulq	%r14, %rbx
	movq	%rbx, %rax
	shrq	$32, %rax
	xorq	88(%rsp), %rax
	cmpq	$8, %r13
	movq	%rdi, -112(%rsp)
	movq	%rbx, 304(%rsp)
	movq	%rax, 848(%rsp)
	jae	.LBB0_104
	movq	%r11, %r12
	xorl	%r11d, %r11d
	movq	%rbp, %r8
	movq	32(%rsp), %rdi
	movq	-40(%rsp), %rsi
	movq	-48(%rsp), %r15
	movq	%r14, %rcx
	movq	%r15, %r14
	movq	%r12, %r9
	movl	-56(%rsp), %r15d
	jmp	.LBB0_113
	.p2align	4
.LBB0_104:
	vpbroadcastq	%rax, %zmm1
	cmpq	$64, %r13
	vmovdqu64	%zmm1, 1264(%rsp)
	jae	.LBB0_106
	xorl	%eax, %eax
	movq	%r14, %rcx
	jmp	.LBB0_110
	.p2align	4
.LBB0_106:
	movq	%r14, %rcx
	movq	%r10, %r12
	vpbroadcastq	%r10, %zmm0
	vpxorq	4800(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1408(%rsp)
	vpbroadcastq	%rbx, %zmm0
	vpxorq	4736(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1344(%rsp)
	xorl	%r11d, %r11d
	vmovdqa64	.LCPI0_4(%rip), %zmm7
	vmovdqa64	.LCPI0_3(%rip), %zmm0
	movq	-72(%rsp), %rax
	vmovdqu64	3712(%rsp), %zmm13
	.p2align	4
.LBB0_107:
	vmovdqu64	%zmm0, 656(%rsp)
	vmovdqu64	%zmm7, 720(%rsp)
	vpaddq	%zmm3, %zmm0, %zmm2
	vpbroadcastq	.LCPI0_5(%rip), %zmm14
	vpmuludq	%zmm14, %zmm2, %zmm5
	vpaddq	976(%rsp), %zmm7, %zmm3
	vpmuludq	%zmm14, %zmm3, %zmm1
	vpaddq	%zmm4, %zmm0, %zmm4
	vpmuludq	%zmm14, %zmm4, %zmm9
	vpaddq	3136(%rsp), %zmm7, %zmm6
	vpmuludq	%zmm14, %zmm6, %zmm16
	vmovdqu64	4928(%rsp), %zmm10
	vpaddq	%zmm10, %zmm0, %zmm8
	vpmuludq	%zmm14, %zmm8, %zmm0
	vpaddq	%zmm10, %zmm7, %zmm10
	vpmuludq	%zmm14, %zmm10, %zmm18
	vmovdqu64	4864(%rsp), %zmm12
	vpaddq	656(%rsp), %zmm12, %zmm11
	vpmuludq	%zmm14, %zmm11, %zmm7
	vpaddq	720(%rsp), %zmm12, %zmm12
	vpmuludq	%zmm14, %zmm12, %zmm19
	vpternlogq	$150, %zmm13, %zmm1, %zmm3
	vpternlogq	$150, %zmm13, %zmm5, %zmm2
	vpternlogq	$150, %zmm13, %zmm16, %zmm6
	vpternlogq	$150, %zmm13, %zmm9, %zmm4
	vpternlogq	$150, %zmm13, %zmm18, %zmm10
	vpternlogq	$150, %zmm13, %zmm0, %zmm8
	vpternlogq	$150, %zmm13, %zmm19, %zmm12
	vpternlogq	$150, %zmm13, %zmm7, %zmm11
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm8, %zmm13
	vpsrlq	$32, %zmm10, %zmm15
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm12, %zmm12
	vpbroadcastq	.LCPI0_6(%rip), %zmm10
	vpmuludq	%zmm10, %zmm3, %zmm21
	vpmuludq	%zmm10, %zmm2, %zmm20
	vpmuludq	%zmm10, %zmm6, %zmm6
	vpmuludq	%zmm10, %zmm4, %zmm8
	vpmuludq	%zmm10, %zmm15, %zmm29
	vpmuludq	%zmm10, %zmm13, %zmm4
	vpmuludq	%zmm10, %zmm12, %zmm3
	vpmuludq	%zmm10, %zmm11, %zmm15
	vpsrlq	$32, %zmm20, %zmm11
	vpsrlq	$32, %zmm21, %zmm12
	vpsrlq	$32, %zmm8, %zmm13
	vpsrlq	$32, %zmm6, %zmm17
	vpsrlq	$32, %zmm4, %zmm22
	vpsrlq	$32, %zmm29, %zmm23
	vpsrlq	$32, %zmm15, %zmm24
	vpsrlq	$32, %zmm3, %zmm25
	vmovdqu64	1408(%rsp), %zmm26
	vpxorq	%zmm26, %zmm12, %zmm12
	vpmuludq	%zmm14, %zmm12, %zmm30
	vmovdqu64	%zmm30, 464(%rsp)
	vpxorq	%zmm26, %zmm11, %zmm11
	vpmuludq	%zmm14, %zmm11, %zmm12
	vmovdqu64	%zmm12, 400(%rsp)
	vpxorq	%zmm26, %zmm17, %zmm11
	vpmuludq	%zmm14, %zmm11, %zmm31
	vmovdqu64	%zmm31, 912(%rsp)
	vpxorq	%zmm26, %zmm13, %zmm11
	vpmuludq	%zmm14, %zmm11, %zmm28
	vmovdqu64	%zmm28, 528(%rsp)
	vpxorq	%zmm26, %zmm23, %zmm11
	vpmuludq	%zmm14, %zmm11, %zmm13
	vpxorq	%zmm26, %zmm22, %zmm17
	vpxorq	%zmm26, %zmm25, %zmm22
	vpxorq	%zmm26, %zmm24, %zmm23
	vmovdqu64	1264(%rsp), %zmm24
	vpxorq	%zmm1, %zmm24, %zmm1
	vpmuludq	%zmm10, %zmm1, %zmm26
	vpmuludq	%zmm14, %zmm17, %zmm11
	vmovdqu64	%zmm11, 1200(%rsp)
	vpxorq	%zmm5, %zmm24, %zmm5
	vpmuludq	%zmm10, %zmm5, %zmm17
	vpxorq	%zmm16, %zmm24, %zmm5
	vpmuludq	%zmm10, %zmm5, %zmm27
	vpxorq	%zmm9, %zmm24, %zmm5
	vpmuludq	%zmm14, %zmm22, %zmm22
	vpmuludq	%zmm10, %zmm5, %zmm9
	vmovdqu64	%zmm9, 1136(%rsp)
	vpxorq	%zmm18, %zmm24, %zmm5
	vpmuludq	%zmm10, %zmm5, %zmm2
	vpxorq	%zmm0, %zmm24, %zmm0
	vpmuludq	%zmm10, %zmm0, %zmm1
	vmovdqu64	%zmm1, 1072(%rsp)
	vpmuludq	%zmm14, %zmm23, %zmm0
	vmovdqu64	%zmm0, 592(%rsp)
	vpxorq	%zmm19, %zmm24, %zmm0
	vpmuludq	%zmm10, %zmm0, %zmm18
	vpxorq	%zmm7, %zmm24, %zmm7
	vpmuludq	%zmm10, %zmm7, %zmm5
	vmovdqu64	%zmm5, 112(%rsp)
	vpsrlq	$32, %zmm12, %zmm16
	vpsrlq	$32, %zmm30, %zmm7
	vpsrlq	$32, %zmm28, %zmm0
	vmovdqu64	%zmm0, 240(%rsp)
	vpsrlq	$32, %zmm17, %zmm24
	vmovdqa64	%zmm17, %zmm19
	vpsrlq	$32, %zmm26, %zmm25
	vpsrlq	$32, %zmm9, %zmm28
	vpsrlq	$32, %zmm27, %zmm30
	vpsrlq	$32, %zmm31, %zmm17
	vmovdqu64	1856(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm21, %zmm25
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, %zmm0, %zmm20, %zmm24
	vpsrlq	$32, %zmm2, %zmm20
	vmovdqa64	%zmm2, %zmm12
	vpternlogq	$150, %zmm0, %zmm6, %zmm30
	vpsrlq	$32, %zmm11, %zmm1
	vpternlogq	$150, %zmm0, %zmm8, %zmm28
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm0, %zmm29, %zmm20
	vpsrlq	$32, %zmm18, %zmm6
	vmovdqa64	%zmm18, %zmm9
	vpternlogq	$150, %zmm0, %zmm4, %zmm21
	vpsrlq	$32, %zmm13, %zmm4
	vmovdqa64	%zmm13, %zmm11
	vpternlogq	$150, %zmm0, %zmm3, %zmm6
	vpternlogq	$150, %zmm0, %zmm15, %zmm8
	vpmuludq	%zmm14, %zmm24, %zmm24
	vpmuludq	%zmm14, %zmm25, %zmm23
	vpmuludq	%zmm14, %zmm28, %zmm29
	vpsrlq	$32, %zmm22, %zmm3
	vmovdqa64	%zmm22, %zmm25
	vpmuludq	%zmm14, %zmm30, %zmm5
	vmovdqu64	%zmm5, 1472(%rsp)
	vpmuludq	%zmm14, %zmm21, %zmm31
	vpmuludq	%zmm14, %zmm20, %zmm13
	vpmuludq	%zmm14, %zmm8, %zmm22
	vpmuludq	%zmm14, %zmm6, %zmm20
	vmovdqu64	1344(%rsp), %zmm0
	vpxorq	%zmm0, %zmm7, %zmm2
	vpmuludq	%zmm10, %zmm2, %zmm18
	vmovdqu64	%zmm18, 176(%rsp)
	vpxorq	%zmm0, %zmm16, %zmm6
	vpmuludq	%zmm10, %zmm6, %zmm8
	vpxorq	%zmm0, %zmm17, %zmm6
	vpxorq	240(%rsp), %zmm0, %zmm7
	vpmuludq	%zmm10, %zmm6, %zmm30
	vpmuludq	%zmm10, %zmm7, %zmm17
	vpxorq	%zmm0, %zmm4, %zmm4
	vpmuludq	%zmm10, %zmm4, %zmm2
	vpxorq	%zmm0, %zmm1, %zmm1
	vpxorq	%zmm0, %zmm3, %zmm3
	vpmuludq	%zmm10, %zmm1, %zmm4
	vmovdqu64	%zmm4, 784(%rsp)
	vpmuludq	%zmm10, %zmm3, %zmm1
	vpsrlq	$32, %zmm18, %zmm3
	vmovdqu64	1792(%rsp), %zmm7
	vpternlogq	$150, %zmm26, %zmm7, %zmm3
	vmovdqu64	%zmm3, 240(%rsp)
	vpsrlq	$32, %zmm8, %zmm28
	vpternlogq	$150, %zmm19, %zmm7, %zmm28
	vpsrlq	$32, %zmm30, %zmm21
	vpternlogq	$150, %zmm27, %zmm7, %zmm21
	vpsrlq	$32, %zmm17, %zmm26
	vpternlogq	$150, 1136(%rsp), %zmm7, %zmm26
	vpsrlq	$32, %zmm2, %zmm3
	vmovdqa64	%zmm2, %zmm19
	vpternlogq	$150, %zmm12, %zmm7, %zmm3
	vmovdqu64	%zmm3, 1984(%rsp)
	vpsrlq	$32, %zmm4, %zmm16
	vpternlogq	$150, 1072(%rsp), %zmm7, %zmm16
	vpsrlq	$32, %zmm1, %zmm2
	vmovdqa64	%zmm1, %zmm18
	vpternlogq	$150, %zmm9, %zmm7, %zmm2
	vmovdqu64	%zmm2, 1136(%rsp)
	vpsrlq	$32, %zmm24, %zmm3
	vmovdqa64	%zmm24, %zmm9
	vmovdqu64	1728(%rsp), %zmm1
	vpternlogq	$150, 400(%rsp), %zmm1, %zmm3
	vpsrlq	$32, %zmm23, %zmm4
	vmovdqa64	%zmm23, %zmm24
	vpternlogq	$150, 464(%rsp), %zmm1, %zmm4
	vpsrlq	$32, %zmm29, %zmm23
	vpternlogq	$150, 528(%rsp), %zmm1, %zmm23
	vpsrlq	$32, %zmm5, %zmm6
	vpternlogq	$150, 912(%rsp), %zmm1, %zmm6
	vpsrlq	$32, %zmm31, %zmm2
	vpternlogq	$150, 1200(%rsp), %zmm1, %zmm2
	vpsrlq	$32, %zmm13, %zmm12
	vpternlogq	$150, %zmm1, %zmm11, %zmm12
	vpsrlq	$32, %zmm20, %zmm11
	vmovdqa64	%zmm20, %zmm27
	vpternlogq	$150, %zmm1, %zmm25, %zmm11
	vpsrlq	$32, %zmm22, %zmm15
	vmovdqu64	592(%rsp), %zmm5
	vpternlogq	$150, %zmm1, %zmm5, %zmm15
	vpsrlq	$32, %zmm5, %zmm1
	vpxorq	%zmm0, %zmm1, %zmm1
	vpmuludq	%zmm10, %zmm1, %zmm25
	vpsrlq	$32, %zmm25, %zmm5
	vpternlogq	$150, 112(%rsp), %zmm7, %zmm5
	vpmuludq	%zmm10, %zmm4, %zmm0
	vmovdqu64	%zmm0, 912(%rsp)
	vpsrlq	$32, %zmm0, %zmm20
	vmovdqu64	1664(%rsp), %zmm1
	vpternlogq	$150, 176(%rsp), %zmm1, %zmm20
	vpmuludq	%zmm10, %zmm3, %zmm0
	vmovdqu64	%zmm0, 1072(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vpternlogq	$150, %zmm1, %zmm8, %zmm7
	vpmuludq	%zmm10, %zmm6, %zmm0
	vmovdqu64	%zmm0, 176(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm1, %zmm30, %zmm0
	vmovdqu64	%zmm0, 528(%rsp)
	vpmuludq	%zmm10, %zmm23, %zmm0
	vmovdqu64	%zmm0, 112(%rsp)
	vpsrlq	$32, %zmm0, %zmm30
	vpternlogq	$150, %zmm1, %zmm17, %zmm30
	vpmuludq	%zmm10, %zmm12, %zmm0
	vmovdqu64	%zmm0, 1200(%rsp)
	vpsrlq	$32, %zmm0, %zmm12
	vpternlogq	$150, %zmm1, %zmm19, %zmm12
	vpmuludq	%zmm10, %zmm2, %zmm0
	vmovdqu64	%zmm0, 400(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, 784(%rsp), %zmm1, %zmm17
	vpmuludq	%zmm10, %zmm11, %zmm0
	vmovdqu64	%zmm0, 784(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vpternlogq	$150, %zmm1, %zmm18, %zmm2
	vmovdqu64	%zmm2, 464(%rsp)
	vpmuludq	%zmm14, %zmm28, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vmovdqu64	2752(%rsp), %zmm0
	vpternlogq	$150, %zmm9, %zmm0, %zmm8
	vpmuludq	240(%rsp), %zmm14, %zmm11
	vpsrlq	$32, %zmm11, %zmm19
	vpternlogq	$150, %zmm24, %zmm0, %zmm19
	vpmuludq	%zmm14, %zmm26, %zmm23
	vpsrlq	$32, %zmm23, %zmm3
	vpternlogq	$150, %zmm29, %zmm0, %zmm3
	vpmuludq	%zmm14, %zmm21, %zmm18
	vpsrlq	$32, %zmm18, %zmm2
	vpternlogq	$150, 1472(%rsp), %zmm0, %zmm2
	vpmuludq	%zmm14, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm28
	vpternlogq	$150, %zmm31, %zmm0, %zmm28
	vpmuludq	1984(%rsp), %zmm14, %zmm29
	vpsrlq	$32, %zmm29, %zmm9
	vpternlogq	$150, %zmm13, %zmm0, %zmm9
	vpmuludq	%zmm14, %zmm5, %zmm31
	vpsrlq	$32, %zmm31, %zmm24
	vpternlogq	$150, %zmm22, %zmm0, %zmm24
	vpmuludq	1136(%rsp), %zmm14, %zmm4
	vmovdqu64	%zmm4, 1136(%rsp)
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm27, %zmm0, %zmm4
	vpmuludq	%zmm10, %zmm15, %zmm21
	vpsrlq	$32, %zmm21, %zmm15
	vpternlogq	$150, %zmm1, %zmm25, %zmm15
	vpmuludq	%zmm10, %zmm19, %zmm0
	vmovdqu64	%zmm0, 592(%rsp)
	vpsrlq	$32, %zmm0, %zmm19
	vmovdqu64	2688(%rsp), %zmm27
	vpternlogq	$150, 912(%rsp), %zmm27, %zmm19
	vpmuludq	%zmm10, %zmm8, %zmm0
	vmovdqu64	%zmm0, 912(%rsp)
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, 1072(%rsp), %zmm27, %zmm8
	vpmuludq	%zmm14, %zmm7, %zmm0
	vmovdqu64	%zmm0, 240(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vmovdqu64	2176(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm6, %zmm7
	vpmuludq	%zmm10, %zmm2, %zmm5
	vpsrlq	$32, %zmm5, %zmm13
	vpternlogq	$150, 176(%rsp), %zmm27, %zmm13
	vpmuludq	%zmm14, %zmm20, %zmm0
	vmovdqu64	%zmm0, 176(%rsp)
	vpsrlq	$32, %zmm0, %zmm6
	vpternlogq	$150, %zmm1, %zmm11, %zmm6
	vpmuludq	%zmm10, %zmm3, %zmm2
	vpsrlq	$32, %zmm2, %zmm20
	vpternlogq	$150, 112(%rsp), %zmm27, %zmm20
	vpmuludq	%zmm14, %zmm30, %zmm0
	vmovdqu64	%zmm0, 112(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm1, %zmm23, %zmm0
	vpmuludq	%zmm10, %zmm9, %zmm30
	vpsrlq	$32, %zmm30, %zmm9
	vpternlogq	$150, 1200(%rsp), %zmm27, %zmm9
	vpmuludq	528(%rsp), %zmm14, %zmm23
	vpsrlq	$32, %zmm23, %zmm26
	vpternlogq	$150, %zmm1, %zmm18, %zmm26
	vpmuludq	%zmm10, %zmm28, %zmm25
	vpsrlq	$32, %zmm25, %zmm22
	vpternlogq	$150, 400(%rsp), %zmm27, %zmm22
	vpmuludq	%zmm14, %zmm17, %zmm3
	vmovdqu64	%zmm3, 400(%rsp)
	vpsrlq	$32, %zmm3, %zmm11
	vpternlogq	$150, %zmm1, %zmm16, %zmm11
	vpmuludq	%zmm10, %zmm4, %zmm28
	vpsrlq	$32, %zmm28, %zmm16
	vpternlogq	$150, 784(%rsp), %zmm27, %zmm16
	vpmuludq	%zmm14, %zmm12, %zmm3
	vmovdqu64	%zmm3, 784(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm1, %zmm29, %zmm3
	vpmuludq	%zmm10, %zmm24, %zmm4
	vmovdqu64	%zmm4, 528(%rsp)
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm21, %zmm27, %zmm4
	vpmuludq	%zmm14, %zmm15, %zmm18
	vpsrlq	$32, %zmm18, %zmm21
	vpternlogq	$150, %zmm1, %zmm31, %zmm21
	vpmuludq	464(%rsp), %zmm14, %zmm31
	vpsrlq	$32, %zmm31, %zmm12
	vpternlogq	$150, 1136(%rsp), %zmm1, %zmm12
	vpmuludq	%zmm10, %zmm6, %zmm1
	vmovdqu64	%zmm1, 464(%rsp)
	vpsrlq	$32, %zmm1, %zmm24
	vmovdqu64	2624(%rsp), %zmm1
	vpternlogq	$150, 592(%rsp), %zmm1, %zmm24
	vpmuludq	%zmm10, %zmm7, %zmm6
	vmovdqu64	%zmm6, 1200(%rsp)
	vpsrlq	$32, %zmm6, %zmm17
	vpternlogq	$150, 912(%rsp), %zmm1, %zmm17
	vpmuludq	%zmm10, %zmm26, %zmm6
	vmovdqu64	%zmm6, 912(%rsp)
	vpsrlq	$32, %zmm6, %zmm15
	vpternlogq	$150, %zmm1, %zmm5, %zmm15
	vpmuludq	%zmm10, %zmm0, %zmm26
	vpsrlq	$32, %zmm26, %zmm7
	vpternlogq	$150, %zmm1, %zmm2, %zmm7
	vpmuludq	%zmm10, %zmm3, %zmm27
	vpsrlq	$32, %zmm27, %zmm6
	vpternlogq	$150, %zmm1, %zmm30, %zmm6
	vpmuludq	%zmm10, %zmm11, %zmm30
	vpsrlq	$32, %zmm30, %zmm11
	vpternlogq	$150, %zmm1, %zmm25, %zmm11
	vpmuludq	%zmm10, %zmm12, %zmm29
	vpsrlq	$32, %zmm29, %zmm12
	vpternlogq	$150, %zmm1, %zmm28, %zmm12
	vpmuludq	%zmm14, %zmm8, %zmm0
	vmovdqu64	%zmm0, 592(%rsp)
	vpsrlq	$32, %zmm0, %zmm8
	vmovdqu64	2560(%rsp), %zmm0
	vpternlogq	$150, 240(%rsp), %zmm0, %zmm8
	vpmuludq	%zmm14, %zmm19, %zmm2
	vmovdqu64	%zmm2, 240(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, 176(%rsp), %zmm0, %zmm2
	vpmuludq	%zmm14, %zmm20, %zmm3
	vmovdqu64	%zmm3, 176(%rsp)
	vpsrlq	$32, %zmm3, %zmm25
	vpternlogq	$150, 112(%rsp), %zmm0, %zmm25
	vpmuludq	%zmm14, %zmm13, %zmm3
	vmovdqu64	%zmm3, 112(%rsp)
	vpsrlq	$32, %zmm3, %zmm13
	vpternlogq	$150, %zmm23, %zmm0, %zmm13
	vpmuludq	%zmm14, %zmm22, %zmm20
	vpsrlq	$32, %zmm20, %zmm19
	vpternlogq	$150, 400(%rsp), %zmm0, %zmm19
	vpmuludq	%zmm14, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm3
	vpternlogq	$150, 784(%rsp), %zmm0, %zmm3
	vpmuludq	%zmm14, %zmm4, %zmm28
	vpsrlq	$32, %zmm28, %zmm4
	vpternlogq	$150, %zmm18, %zmm0, %zmm4
	vpmuludq	%zmm14, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm23
	vpternlogq	$150, %zmm31, %zmm0, %zmm23
	vpmuludq	%zmm10, %zmm21, %zmm5
	vpsrlq	$32, %zmm5, %zmm31
	vpternlogq	$150, 528(%rsp), %zmm1, %zmm31
	vpmuludq	%zmm10, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vmovdqu64	2496(%rsp), %zmm2
	vpternlogq	$150, 464(%rsp), %zmm2, %zmm1
	vpmuludq	%zmm10, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm22
	vpternlogq	$150, 1200(%rsp), %zmm2, %zmm22
	vpmuludq	%zmm10, %zmm13, %zmm8
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, 912(%rsp), %zmm2, %zmm8
	vpmuludq	%zmm10, %zmm25, %zmm13
	vpsrlq	$32, %zmm13, %zmm18
	vpternlogq	$150, %zmm26, %zmm2, %zmm18
	vmovdqu64	4544(%rsp), %zmm26
	vpmuludq	%zmm10, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm25
	vpternlogq	$150, %zmm27, %zmm2, %zmm25
	vpmuludq	%zmm10, %zmm19, %zmm0
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm30, %zmm2, %zmm21
	vpmuludq	%zmm10, %zmm23, %zmm0
	vpsrlq	$32, %zmm0, %zmm23
	vpternlogq	$150, %zmm29, %zmm2, %zmm23
	vpmuludq	%zmm14, %zmm17, %zmm30
	vpmuludq	%zmm14, %zmm24, %zmm24
	vpmuludq	%zmm14, %zmm7, %zmm13
	vpmuludq	%zmm14, %zmm15, %zmm19
	vpmuludq	%zmm14, %zmm11, %zmm11
	vpmuludq	%zmm14, %zmm6, %zmm29
	vpmuludq	%zmm14, %zmm31, %zmm27
	vpmuludq	%zmm10, %zmm4, %zmm0
	vpmuludq	%zmm14, %zmm12, %zmm6
	vpsrlq	$32, %zmm0, %zmm12
	vpternlogq	$150, %zmm5, %zmm2, %zmm12
	vpsrlq	$32, %zmm30, %zmm0
	vpternlogq	$150, 592(%rsp), %zmm26, %zmm0
	vpsrlq	$32, %zmm24, %zmm3
	vpternlogq	$150, 240(%rsp), %zmm26, %zmm3
	vpsrlq	$32, %zmm13, %zmm4
	vpternlogq	$150, 176(%rsp), %zmm26, %zmm4
	vpsrlq	$32, %zmm19, %zmm7
	vpternlogq	$150, 112(%rsp), %zmm26, %zmm7
	vpsrlq	$32, %zmm11, %zmm15
	vpternlogq	$150, %zmm26, %zmm20, %zmm15
	vpsrlq	$32, %zmm29, %zmm20
	vpternlogq	$150, %zmm26, %zmm9, %zmm20
	vpsrlq	$32, %zmm27, %zmm9
	vpternlogq	$150, %zmm26, %zmm28, %zmm9
	vpsrlq	$32, %zmm6, %zmm17
	vpternlogq	$150, %zmm26, %zmm16, %zmm17
	vpmovqd	%zmm3, %ymm2
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm2, %zmm0
	vpmovqd	%zmm7, %ymm2
	vpmovqd	%zmm4, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm2
	vpmovqd	%zmm20, %ymm3
	vpmovqd	%zmm15, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm17, %ymm4
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm4, %zmm4
	vpmuludq	%zmm14, %zmm22, %zmm7
	vmovdqu64	4480(%rsp), %zmm17
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm30, %zmm17, %zmm7
	vpmuludq	%zmm14, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm24, %zmm17, %zmm1
	vpmuludq	%zmm14, %zmm18, %zmm9
	vpsrlq	$32, %zmm9, %zmm9
	vpternlogq	$150, %zmm13, %zmm17, %zmm9
	vpmuludq	%zmm14, %zmm8, %zmm8
	vpmuludq	%zmm14, %zmm21, %zmm13
	vpmuludq	%zmm14, %zmm25, %zmm5
	vpmuludq	%zmm14, %zmm12, %zmm12
	vpmuludq	%zmm14, %zmm23, %zmm15
	vmovdqu64	4416(%rsp), %zmm18
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm5, %zmm14
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm19, %zmm17, %zmm8
	vpternlogq	$150, %zmm11, %zmm17, %zmm13
	vpternlogq	$150, %zmm29, %zmm17, %zmm14
	vpternlogq	$150, %zmm27, %zmm17, %zmm12
	vpternlogq	$150, %zmm6, %zmm17, %zmm15
	vpmuludq	%zmm10, %zmm1, %zmm1
	vpmuludq	%zmm10, %zmm7, %zmm5
	vpmuludq	%zmm10, %zmm8, %zmm6
	vpmuludq	%zmm10, %zmm9, %zmm7
	vpmuludq	%zmm10, %zmm14, %zmm8
	vpmuludq	%zmm10, %zmm13, %zmm9
	vpmuludq	%zmm10, %zmm15, %zmm19
	vpmuludq	%zmm10, %zmm12, %zmm11
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
	vpsrlq	$32, %zmm19, %zmm16
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
	vpmovqd	%zmm19, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_7(%rip), %zmm8
	vpmulld	%zmm8, %zmm0, %zmm0
	vpternlogd	$150, %zmm0, %zmm18, %zmm12
	vpmulld	%zmm8, %zmm2, %zmm0
	vpternlogd	$150, %zmm0, %zmm18, %zmm14
	vpmulld	%zmm8, %zmm3, %zmm0
	vmovdqu64	976(%rsp), %zmm3
	vpbroadcastq	.LCPI0_8(%rip), %zmm2
	vpternlogd	$150, %zmm0, %zmm18, %zmm13
	vpmulld	%zmm8, %zmm4, %zmm0
	vpternlogd	$150, %zmm0, %zmm18, %zmm15
	vmovdqu64	656(%rsp), %zmm0
	vmovdqu64	%zmm12, 5000(%rsp,%r11,4)
	vmovdqu64	%zmm14, 5064(%rsp,%r11,4)
	vmovdqu64	%zmm1, 7048(%rsp,%r11,4)
	vmovdqu64	%zmm13, 5128(%rsp,%r11,4)
	vmovupd	3712(%rsp), %zmm13
	vmovdqu64	%zmm5, 7112(%rsp,%r11,4)
	vmovdqu64	%zmm6, 7176(%rsp,%r11,4)
	vmovdqu64	3136(%rsp), %zmm4
	vmovdqu64	%zmm15, 5192(%rsp,%r11,4)
	vmovdqu64	%zmm7, 7240(%rsp,%r11,4)
	vmovdqu64	720(%rsp), %zmm7
	addq	$64, %r11
	vpaddq	%zmm2, %zmm7, %zmm7
	vpaddq	%zmm2, %zmm0, %zmm0
	cmpq	%r11, %rax
	jne	.LBB0_107
	cmpq	%rax, %r13
	movq	56(%rsp), %r9
	movq	-32(%rsp), %r8
	movq	32(%rsp), %rdi
	movq	-40(%rsp), %rsi
	movq	-48(%rsp), %r14
	movl	-56(%rsp), %r15d
	vmovq	.LCPI0_10(%rip), %xmm25
	vmovsd	.LCPI0_22(%rip), %xmm22
	vmovddup	.LCPI0_19(%rip), %xmm7
	vmovapd	.LCPI0_58(%rip), %xmm8
	vmovdqa	.LCPI0_59(%rip), %xmm0
	vmovsd	.LCPI0_28(%rip), %xmm13
	vmovdqu64	2560(%rsp), %zmm17
	vmovdqu64	2624(%rsp), %zmm18
	vmovdqu64	1664(%rsp), %zmm21
	vmovdqu64	2688(%rsp), %zmm19
	vmovdqu64	2176(%rsp), %zmm20
	vmovdqu64	2752(%rsp), %zmm24
	vmovq	.LCPI0_38(%rip), %xmm29
	vmovq	.LCPI0_39(%rip), %xmm30
	vmovq	.LCPI0_40(%rip), %xmm31
	vmovdqu64	2496(%rsp), %zmm16
	vmovdqu64	1728(%rsp), %zmm9
	vmovdqu64	1792(%rsp), %zmm28
	vmovdqu64	1856(%rsp), %zmm23
	vmovq	.LCPI0_50(%rip), %xmm1
	vpbroadcastq	.LCPI0_5(%rip), %zmm10
	vpbroadcastq	.LCPI0_6(%rip), %zmm11
	vpbroadcastd	.LCPI0_7(%rip), %ymm12
	vpbroadcastq	.LCPI0_9(%rip), %zmm14
	je	.LBB0_93
	movq	%r12, %r10
	movq	-72(%rsp), %r11
	movq	%r11, %rax
	testb	$56, -80(%rsp)
	je	.LBB0_113
.LBB0_110:
	vmovapd	%xmm22, %xmm13
	movq	%rcx, %r12
	vmovdqa64	%xmm25, %xmm26
	vpbroadcastq	%rax, %zmm0
	vporq	.LCPI0_4(%rip), %zmm0, %zmm0
	movq	%r10, %rbx
	xorl	24(%rsp), %r10d
	vpbroadcastq	%r10, %zmm1
	movq	304(%rsp), %rdx
	xorl	-64(%rsp), %edx
	vpbroadcastq	%rdx, %zmm2
	movq	(%rsp), %rdx
	vmovdqa64	%zmm20, %zmm30
	vmovdqa64	%zmm17, %zmm20
	vmovdqu64	4544(%rsp), %zmm17
	vmovdqa64	%zmm28, %zmm25
	vmovdqa64	%zmm9, %zmm28
	vmovdqa64	%zmm16, %zmm9
	vmovdqa64	%zmm24, %zmm16
	vmovdqa64	%zmm18, %zmm24
	vmovdqu64	4480(%rsp), %zmm18
	vmovdqa64	%zmm21, %zmm31
	vmovdqu64	4416(%rsp), %zmm21
	vmovdqa64	%zmm19, %zmm29
	vmovdqu64	3712(%rsp), %zmm19
	vmovdqu64	1264(%rsp), %zmm27
	.p2align	4
.LBB0_111:
	vpaddq	976(%rsp), %zmm0, %zmm3
	vpmuludq	%zmm10, %zmm3, %zmm4
	vpternlogq	$150, %zmm19, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm11, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm1, %zmm5
	vpxorq	%zmm4, %zmm27, %zmm4
	vpmuludq	%zmm10, %zmm5, %zmm5
	vpmuludq	%zmm11, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm6, %zmm2, %zmm6
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm23, %zmm3, %zmm7
	vpmuludq	%zmm10, %zmm7, %zmm3
	vpmuludq	%zmm11, %zmm6, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm25, %zmm8
	vpternlogq	$150, %zmm28, %zmm5, %zmm7
	vpmuludq	%zmm10, %zmm8, %zmm4
	vpmuludq	%zmm11, %zmm7, %zmm5
	vpsrlq	$32, %zmm4, %zmm7
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm3, %zmm16, %zmm7
	vpternlogq	$150, %zmm31, %zmm6, %zmm8
	vpmuludq	%zmm10, %zmm8, %zmm3
	vpmuludq	%zmm11, %zmm7, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm5, %zmm29, %zmm8
	vpternlogq	$150, %zmm30, %zmm4, %zmm7
	vpmuludq	%zmm10, %zmm8, %zmm4
	vpmuludq	%zmm11, %zmm7, %zmm5
	vpsrlq	$32, %zmm4, %zmm7
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm3, %zmm20, %zmm7
	vpternlogq	$150, %zmm24, %zmm6, %zmm8
	vpmuludq	%zmm10, %zmm8, %zmm3
	vpmuludq	%zmm11, %zmm7, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm5, %zmm9, %zmm6
	vpternlogq	$150, %zmm17, %zmm4, %zmm7
	vpmuludq	%zmm10, %zmm6, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm7, %ymm5
	vpmulld	%ymm12, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm18, %zmm4
	vpmuludq	%zmm11, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, %ymm21, %ymm5, %ymm4
	vmovdqu	%ymm4, 5000(%rsp,%rax,4)
	vpmovqd	%zmm3, 7048(%rsp,%rax,4)
	addq	$8, %rax
	vpaddq	%zmm14, %zmm0, %zmm0
	cmpq	%rax, %rdx
	jne	.LBB0_111
	movq	%rdx, %r11
	cmpq	%rdx, %r13
	movq	56(%rsp), %r9
	movl	$3449720151, %edx
	movq	-32(%rsp), %r8
	movq	32(%rsp), %rdi
	movq	-40(%rsp), %rsi
	movq	-48(%rsp), %r14
	movl	-56(%rsp), %r15d
	vmovddup	.LCPI0_19(%rip), %xmm7
	vmovapd	.LCPI0_58(%rip), %xmm8
	vmovdqa	.LCPI0_59(%rip), %xmm0
	vmovq	.LCPI0_50(%rip), %xmm1
	vmovdqa64	%xmm26, %xmm25
	movq	%rbx, %r10
	movq	%r12, %rcx
	vmovapd	%xmm13, %xmm22
	vmovsd	.LCPI0_28(%rip), %xmm13
	vmovq	.LCPI0_38(%rip), %xmm29
	vmovq	.LCPI0_39(%rip), %xmm30
	vmovq	.LCPI0_40(%rip), %xmm31
	je	.LBB0_93
.LBB0_113:
	xorq	24(%rsp), %r10
	movq	304(%rsp), %rax
	xorq	-64(%rsp), %rax
	movq	%rax, 304(%rsp)
	.p2align	4
.LBB0_92:
	movq	3456(%rsp), %rax
	leaq	(%r11,%rax), %rbx
	movl	%ebx, %ebp
	imulq	%rcx, %rbp
	xorq	%r9, %rbx
	xorq	%rbp, %rbx
	shrq	$32, %rbx
	imulq	%rdx, %rbx
	movq	%rbx, %r12
	shrq	$32, %r12
	xorl	%r10d, %r12d
	xorl	848(%rsp), %ebp
	imulq	%rcx, %r12
	imulq	%rdx, %rbp
	movq	%rbp, %rax
	shrq	$32, %rax
	movq	3392(%rsp), %rdx
	xorl	%eax, %edx
	movq	%r12, %rax
	shrq	$32, %rax
	xorl	%edx, %ebx
	xorl	304(%rsp), %eax
	imulq	%rcx, %rbx
	movl	$3449720151, %edx
	imulq	%rdx, %rax
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	2432(%rsp), %ebp
	xorl	%edx, %ebp
	movq	%rbx, %rdx
	shrq	$32, %rdx
	xorl	3328(%rsp), %r12d
	xorl	%edx, %r12d
	imulq	%rcx, %rbp
	movl	$3449720151, %edx
	imulq	%rdx, %r12
	movq	%r12, %rdx
	shrq	$32, %rdx
	xorl	1600(%rsp), %eax
	xorl	%edx, %eax
	movq	%rbp, %rdx
	shrq	$32, %rdx
	xorl	2048(%rsp), %ebx
	xorl	%edx, %ebx
	imulq	%rcx, %rax
	movl	$3449720151, %edx
	imulq	%rdx, %rbx
	movq	%rbx, %rdx
	shrq	$32, %rdx
	xorl	4288(%rsp), %r12d
	xorl	%edx, %r12d
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	3200(%rsp), %ebp
	xorl	%edx, %ebp
	imulq	%rcx, %r12
	movl	$3449720151, %edx
	imulq	%rdx, %rbp
	movq	%rbp, %rdx
	shrq	$32, %rdx
	xorl	%edi, %ebx
	xorl	%edx, %ebx
	movq	%r12, %rdx
	shrq	$32, %rdx
	xorl	3264(%rsp), %eax
	xorl	%edx, %eax
	movl	$3449720151, %edx
	imulq	%rcx, %rbx
	imulq	%rdx, %rax
	shrq	$32, %rax
	xorl	%r14d, %ebp
	xorl	%eax, %ebp
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	%r8d, %r12d
	xorl	%eax, %r12d
	imulq	%rcx, %rbp
	shrq	$32, %rbp
	xorl	%esi, %ebx
	xorl	%ebp, %ebx
	imull	$-845247145, %r12d, %eax
	imulq	%rdx, %rbx
	movl	%ebx, 7048(%rsp,%r11,4)
	shrq	$32, %rbx
	xorl	%r15d, %eax
	xorl	%ebx, %eax
	movl	%eax, 5000(%rsp,%r11,4)
	incq	%r11
	cmpq	%r13, %r11
	jb	.LBB0_92
.LBB0_93:
	cmpq	$8, %r13
	jae	.LBB0_95
	xorl	%edi, %edi
	movq	56(%rsp), %r11
	movq	-32(%rsp), %rbp
	vmovq	.LCPI0_26(%rip), %xmm10
	vmovq	.LCPI0_27(%rip), %xmm11
	vmovdqa64	%xmm25, %xmm23
	vmovq	.LCPI0_44(%rip), %xmm25
	vmovdqa64	%xmm31, %xmm16
	vmovdqa64	%xmm30, %xmm31
	vmovdqa64	%xmm29, %xmm30
	vpbroadcastq	.LCPI0_37(%rip), %xmm29
	vmovq	.LCPI0_36(%rip), %xmm24
	vmovq	.LCPI0_35(%rip), %xmm20
	vmovq	.LCPI0_34(%rip), %xmm19
	vmovq	.LCPI0_55(%rip), %xmm21
	vmovq	.LCPI0_32(%rip), %xmm18
	vmovq	.LCPI0_31(%rip), %xmm17
	vmovq	.LCPI0_30(%rip), %xmm15
	vmovq	.LCPI0_29(%rip), %xmm14
	vmovdqa	%xmm0, %xmm12
	movabsq	$4604544269498187776, %rsi
	movabsq	$4503595332403200, %r15
	vmovdqa64	%xmm1, %xmm27
	movq	8(%rsp), %rbx
	vmovq	.LCPI0_11(%rip), %xmm3
	vmovq	.LCPI0_17(%rip), %xmm4
	vmovq	.LCPI0_18(%rip), %xmm26
	vmovapd	%xmm22, %xmm28
	vmovapd	%xmm13, %xmm9
	jmp	.LBB0_77
	.p2align	4
.LBB0_95:
	cmpq	$64, %r13
	movq	56(%rsp), %r11
	movq	-32(%rsp), %rbp
	movabsq	$4604544269498187776, %rsi
	movabsq	$4503595332403200, %r15
	movq	8(%rsp), %rbx
	jae	.LBB0_97
	xorl	%eax, %eax
	jmp	.LBB0_101
	.p2align	4
.LBB0_97:
	xorl	%r14d, %r14d
	movq	-72(%rsp), %rax
	vpbroadcastq	.LCPI0_0(%rip), %zmm25
	.p2align	4
.LBB0_98:
	vcvtudq2pd	7048(%rsp,%r14,4), %zmm0
	vcvtudq2pd	7080(%rsp,%r14,4), %zmm1
	vcvtudq2pd	7112(%rsp,%r14,4), %zmm2
	vcvtudq2pd	7144(%rsp,%r14,4), %zmm3
	vcvtudq2pd	7176(%rsp,%r14,4), %zmm4
	vcvtudq2pd	7208(%rsp,%r14,4), %zmm5
	vcvtudq2pd	7240(%rsp,%r14,4), %zmm6
	vcvtudq2pd	7272(%rsp,%r14,4), %zmm7
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
	vmulpd	%zmm1, %zmm8, %zmm6
	vmulpd	%zmm1, %zmm3, %zmm8
	vmulpd	%zmm1, %zmm9, %zmm0
	vmulpd	%zmm1, %zmm5, %zmm2
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm1
	vmulpd	%zmm13, %zmm14, %zmm3
	vmulpd	%zmm13, %zmm12, %zmm4
	vmulpd	%zmm13, %zmm10, %zmm5
	vmulpd	%zmm13, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm6, %zmm9
	vmulpd	%zmm13, %zmm2, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	%zmm15, %zmm3, %zmm19
	vmovupd	%zmm19, 1408(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 1264(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm16
	vmovupd	%zmm16, 1072(%rsp)
	vaddpd	%zmm15, %zmm4, %zmm18
	vmovupd	%zmm18, 1472(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm5
	vmovupd	%zmm5, 1984(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm4
	vmovupd	%zmm4, 1136(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm3
	vmovupd	%zmm3, 912(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm7
	vmovupd	%zmm7, 1200(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm1
	vaddpd	%zmm1, %zmm17, %zmm20
	vaddpd	%zmm1, %zmm19, %zmm17
	vaddpd	%zmm1, %zmm18, %zmm13
	vaddpd	%zmm1, %zmm16, %zmm11
	vaddpd	%zmm1, %zmm4, %zmm9
	vaddpd	%zmm1, %zmm5, %zmm4
	vaddpd	%zmm1, %zmm7, %zmm5
	vaddpd	%zmm1, %zmm3, %zmm7
	vbroadcastsd	.LCPI0_33(%rip), %zmm30
	vmulpd	%zmm30, %zmm17, %zmm18
	vmulpd	%zmm30, %zmm20, %zmm1
	vmulpd	%zmm30, %zmm11, %zmm15
	vmulpd	%zmm30, %zmm13, %zmm19
	vmulpd	%zmm30, %zmm4, %zmm16
	vsubpd	%zmm1, %zmm21, %zmm3
	vbroadcastsd	.LCPI0_34(%rip), %zmm26
	vmulpd	%zmm26, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_35(%rip), %zmm27
	vmulpd	%zmm27, %zmm20, %zmm22
	vsubpd	%zmm1, %zmm3, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm29
	vpandq	%zmm29, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm29, %zmm23, %zmm23
	vpaddq	%zmm25, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm3, %zmm21
	vsubpd	%zmm21, %zmm3, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm30, %zmm9, %zmm23
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm28
	vmulpd	%zmm28, %zmm20, %zmm20
	vsubpd	%zmm22, %zmm20, %zmm1 {%k1}
	vmulpd	%zmm26, %zmm17, %zmm20
	vmulpd	%zmm27, %zmm17, %zmm22
	vmovapd	%zmm21, %zmm3 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm21
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm29, %zmm14, %zmm14
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm29, %zmm21, %zmm21
	vpaddq	%zmm25, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm14, %k1
	vsubpd	%zmm22, %zmm18, %zmm24
	vsubpd	%zmm24, %zmm18, %zmm14
	vsubpd	%zmm22, %zmm14, %zmm14
	vmulpd	%zmm30, %zmm7, %zmm22
	vsubpd	%zmm19, %zmm12, %zmm21
	vmulpd	%zmm28, %zmm17, %zmm17
	vsubpd	%zmm14, %zmm17, %zmm20 {%k1}
	vmulpd	%zmm26, %zmm13, %zmm14
	vmulpd	%zmm27, %zmm13, %zmm17
	vmovapd	%zmm24, %zmm18 {%k1}
	vsubpd	%zmm14, %zmm21, %zmm19
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm29, %zmm12, %zmm12
	vpsrlq	$52, %zmm19, %zmm19
	vpandq	%zmm29, %zmm19, %zmm19
	vpaddq	%zmm25, %zmm19, %zmm19
	vpcmpgtq	%zmm19, %zmm12, %k1
	vsubpd	%zmm17, %zmm21, %zmm19
	vsubpd	%zmm19, %zmm21, %zmm12
	vsubpd	%zmm17, %zmm12, %zmm24
	vmulpd	%zmm30, %zmm5, %zmm17
	vsubpd	%zmm15, %zmm10, %zmm12
	vsubpd	%zmm23, %zmm8, %zmm15
	vsubpd	%zmm16, %zmm6, %zmm16
	vsubpd	%zmm17, %zmm2, %zmm17
	vsubpd	%zmm22, %zmm0, %zmm22
	vmulpd	%zmm28, %zmm13, %zmm13
	vsubpd	%zmm24, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm26, %zmm11, %zmm13
	vmulpd	%zmm27, %zmm11, %zmm23
	vmovapd	%zmm19, %zmm21 {%k1}
	vsubpd	%zmm13, %zmm12, %zmm19
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm29, %zmm10, %zmm10
	vpsrlq	$52, %zmm19, %zmm19
	vpandq	%zmm29, %zmm19, %zmm19
	vpaddq	%zmm25, %zmm19, %zmm19
	vpcmpgtq	%zmm19, %zmm10, %k1
	vsubpd	%zmm23, %zmm12, %zmm19
	vsubpd	%zmm19, %zmm12, %zmm10
	vsubpd	%zmm23, %zmm10, %zmm23
	vmulpd	%zmm26, %zmm9, %zmm10
	vmulpd	%zmm28, %zmm11, %zmm11
	vsubpd	%zmm23, %zmm11, %zmm13 {%k1}
	vmulpd	%zmm26, %zmm4, %zmm11
	vmulpd	%zmm27, %zmm9, %zmm23
	vmovapd	%zmm19, %zmm12 {%k1}
	vsubpd	%zmm10, %zmm15, %zmm19
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm29, %zmm8, %zmm8
	vpsrlq	$52, %zmm19, %zmm19
	vpandq	%zmm29, %zmm19, %zmm19
	vpaddq	%zmm25, %zmm19, %zmm19
	vpcmpgtq	%zmm19, %zmm8, %k1
	vsubpd	%zmm23, %zmm15, %zmm8
	vsubpd	%zmm8, %zmm15, %zmm19
	vsubpd	%zmm23, %zmm19, %zmm19
	vmulpd	%zmm26, %zmm5, %zmm23
	vmulpd	%zmm28, %zmm9, %zmm9
	vsubpd	%zmm19, %zmm9, %zmm10 {%k1}
	vmulpd	%zmm26, %zmm7, %zmm26
	vmulpd	%zmm27, %zmm4, %zmm9
	vmovapd	%zmm8, %zmm15 {%k1}
	vsubpd	%zmm11, %zmm16, %zmm8
	vpsrlq	$52, %zmm6, %zmm6
	vpandq	%zmm29, %zmm6, %zmm6
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm29, %zmm8, %zmm8
	vpaddq	%zmm25, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm6, %k1
	vsubpd	%zmm9, %zmm16, %zmm6
	vsubpd	%zmm6, %zmm16, %zmm8
	vsubpd	%zmm9, %zmm8, %zmm8
	vmulpd	%zmm27, %zmm5, %zmm9
	vmulpd	%zmm28, %zmm4, %zmm4
	vsubpd	%zmm8, %zmm4, %zmm11 {%k1}
	vmulpd	%zmm27, %zmm7, %zmm4
	vsubpd	%zmm4, %zmm22, %zmm8
	vmovapd	%zmm6, %zmm16 {%k1}
	vsubpd	%zmm23, %zmm17, %zmm6
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm29, %zmm2, %zmm2
	vpsrlq	$52, %zmm6, %zmm6
	vpandq	%zmm29, %zmm6, %zmm6
	vpaddq	%zmm25, %zmm6, %zmm6
	vpcmpgtq	%zmm6, %zmm2, %k1
	vsubpd	%zmm9, %zmm17, %zmm2
	vmulpd	%zmm28, %zmm7, %zmm6
	vmulpd	%zmm28, %zmm5, %zmm5
	vsubpd	%zmm8, %zmm22, %zmm7
	vsubpd	%zmm4, %zmm7, %zmm4
	vsubpd	%zmm2, %zmm17, %zmm7
	vsubpd	%zmm9, %zmm7, %zmm7
	vsubpd	%zmm26, %zmm22, %zmm9
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm29, %zmm0, %zmm0
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm29, %zmm9, %zmm9
	vpaddq	%zmm25, %zmm9, %zmm9
	vmovapd	%zmm2, %zmm17 {%k1}
	vsubpd	%zmm7, %zmm5, %zmm23 {%k1}
	vpcmpgtq	%zmm9, %zmm0, %k1
	vmovapd	%zmm8, %zmm22 {%k1}
	vsubpd	%zmm4, %zmm6, %zmm26 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm4
	vsubpd	%zmm1, %zmm3, %zmm24
	vsubpd	%zmm13, %zmm12, %zmm5
	vsubpd	%zmm14, %zmm21, %zmm8
	vsubpd	%zmm11, %zmm16, %zmm30
	vsubpd	%zmm10, %zmm15, %zmm27
	vsubpd	%zmm26, %zmm22, %zmm7
	vsubpd	%zmm23, %zmm17, %zmm19
	vsubpd	%zmm24, %zmm3, %zmm0
	vmovupd	%zmm24, 656(%rsp)
	vsubpd	%zmm4, %zmm18, %zmm2
	vmovapd	%zmm4, %zmm18
	vmovupd	%zmm4, 304(%rsp)
	vsubpd	%zmm8, %zmm21, %zmm3
	vmovapd	%zmm8, %zmm21
	vsubpd	%zmm5, %zmm12, %zmm4
	vmovapd	%zmm5, %zmm8
	vmovupd	%zmm5, 720(%rsp)
	vsubpd	%zmm27, %zmm15, %zmm5
	vsubpd	%zmm30, %zmm16, %zmm12
	vsubpd	%zmm19, %zmm17, %zmm15
	vsubpd	%zmm7, %zmm22, %zmm16
	vmovapd	%zmm7, %zmm17
	vsubpd	%zmm20, %zmm2, %zmm2
	vmovupd	%zmm2, 464(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 528(%rsp)
	vsubpd	%zmm13, %zmm4, %zmm0
	vmovupd	%zmm0, 176(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 240(%rsp)
	vsubpd	%zmm11, %zmm12, %zmm0
	vmovupd	%zmm0, 3072(%rsp)
	vsubpd	%zmm10, %zmm5, %zmm0
	vmovupd	%zmm0, 592(%rsp)
	vsubpd	%zmm26, %zmm16, %zmm0
	vmovupd	%zmm0, 1344(%rsp)
	vsubpd	%zmm23, %zmm15, %zmm0
	vmovupd	%zmm0, 848(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm14
	vmulpd	%zmm24, %zmm24, %zmm20
	vmulpd	%zmm8, %zmm8, %zmm9
	vmulpd	%zmm20, %zmm20, %zmm11
	vmovupd	%zmm11, 4160(%rsp)
	vmulpd	%zmm14, %zmm14, %zmm2
	vmovupd	%zmm2, 3008(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm4
	vmulpd	%zmm4, %zmm14, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm14, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm6
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm14, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm10
	vmulpd	%zmm10, %zmm14, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm7
	vsubpd	%zmm1, %zmm7, %zmm1
	vmulpd	%zmm1, %zmm14, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm10, %zmm20, %zmm2
	vsubpd	%zmm2, %zmm7, %zmm2
	vmulpd	%zmm2, %zmm20, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 2880(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm4, %zmm20, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm20, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm20, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm23
	vmulpd	%zmm10, %zmm9, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm9, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm9, %zmm1
	vmovupd	%zmm1, 2944(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm9, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm1
	vmovapd	%zmm9, %zmm11
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2816(%rsp)
	vmulpd	%zmm21, %zmm21, %zmm28
	vmovapd	%zmm21, %zmm22
	vmovupd	%zmm21, 112(%rsp)
	vmulpd	%zmm10, %zmm28, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm28, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm28, %zmm1
	vmovupd	%zmm1, 4032(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm28, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1920(%rsp)
	vmulpd	%zmm30, %zmm30, %zmm29
	vmovapd	%zmm30, %zmm16
	vmovupd	%zmm30, 784(%rsp)
	vmulpd	%zmm10, %zmm29, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm29, %zmm1
	vmovupd	%zmm1, 4224(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm29, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1536(%rsp)
	vmulpd	%zmm27, %zmm27, %zmm30
	vmovapd	%zmm27, %zmm15
	vmovupd	%zmm27, 400(%rsp)
	vmulpd	%zmm10, %zmm30, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm30, %zmm30, %zmm1
	vmovupd	%zmm1, 3968(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm30, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2368(%rsp)
	vmulpd	%zmm17, %zmm17, %zmm31
	vmovapd	%zmm17, %zmm18
	vmovupd	%zmm17, 4608(%rsp)
	vmulpd	%zmm10, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 4096(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm31, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2304(%rsp)
	vmovapd	%zmm19, %zmm27
	vmovupd	%zmm19, 4672(%rsp)
	vmulpd	%zmm19, %zmm19, %zmm3
	vmulpd	%zmm10, %zmm3, %zmm1
	vsubpd	%zmm1, %zmm7, %zmm1
	vmulpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm3, %zmm3, %zmm0
	vmovupd	%zmm0, 3520(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm4, %zmm3, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm3, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm3, %zmm2
	vaddpd	%zmm1, %zmm2, %zmm0
	vmovupd	%zmm0, 2240(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm2
	vmulpd	%zmm2, %zmm14, %zmm1
	vbroadcastsd	.LCPI0_44(%rip), %zmm24
	vsubpd	%zmm1, %zmm24, %zmm17
	vsubpd	%zmm17, %zmm24, %zmm13
	vsubpd	%zmm1, %zmm13, %zmm13
	vmovapd	%zmm2, %zmm1
	vmulpd	%zmm2, %zmm20, %zmm0
	vsubpd	%zmm0, %zmm24, %zmm9
	vsubpd	%zmm9, %zmm24, %zmm12
	vsubpd	%zmm0, %zmm12, %zmm7
	vmovapd	%zmm11, %zmm21
	vmulpd	%zmm2, %zmm11, %zmm12
	vsubpd	%zmm12, %zmm24, %zmm8
	vsubpd	%zmm8, %zmm24, %zmm11
	vsubpd	%zmm12, %zmm11, %zmm11
	vmulpd	%zmm2, %zmm28, %zmm12
	vsubpd	%zmm12, %zmm24, %zmm6
	vsubpd	%zmm6, %zmm24, %zmm10
	vsubpd	%zmm12, %zmm10, %zmm10
	vmulpd	%zmm2, %zmm29, %zmm12
	vsubpd	%zmm12, %zmm24, %zmm5
	vsubpd	%zmm5, %zmm24, %zmm19
	vsubpd	%zmm12, %zmm19, %zmm12
	vmulpd	%zmm2, %zmm30, %zmm19
	vsubpd	%zmm19, %zmm24, %zmm4
	vsubpd	%zmm4, %zmm24, %zmm25
	vsubpd	%zmm19, %zmm25, %zmm19
	vmulpd	%zmm2, %zmm31, %zmm25
	vsubpd	%zmm25, %zmm24, %zmm2
	vsubpd	%zmm2, %zmm24, %zmm26
	vsubpd	%zmm25, %zmm26, %zmm25
	vmulpd	%zmm1, %zmm3, %zmm26
	vsubpd	%zmm26, %zmm24, %zmm0
	vsubpd	%zmm0, %zmm24, %zmm24
	vsubpd	%zmm26, %zmm24, %zmm24
	vmulpd	%zmm23, %zmm20, %zmm23
	vmovupd	656(%rsp), %zmm1
	vmulpd	528(%rsp), %zmm1, %zmm26
	vsubpd	%zmm26, %zmm23, %zmm23
	vaddpd	%zmm23, %zmm7, %zmm7
	vmulpd	2880(%rsp), %zmm14, %zmm23
	vmovupd	304(%rsp), %zmm1
	vmulpd	464(%rsp), %zmm1, %zmm26
	vsubpd	%zmm26, %zmm23, %zmm23
	vaddpd	%zmm23, %zmm13, %zmm13
	vmulpd	1920(%rsp), %zmm28, %zmm23
	vmulpd	240(%rsp), %zmm22, %zmm26
	vsubpd	%zmm26, %zmm23, %zmm23
	vaddpd	%zmm23, %zmm10, %zmm10
	vmulpd	2816(%rsp), %zmm21, %zmm23
	vmovupd	720(%rsp), %zmm1
	vmulpd	176(%rsp), %zmm1, %zmm26
	vsubpd	%zmm26, %zmm23, %zmm23
	vaddpd	%zmm23, %zmm11, %zmm11
	vmulpd	2368(%rsp), %zmm30, %zmm22
	vmulpd	592(%rsp), %zmm15, %zmm23
	vsubpd	%zmm23, %zmm22, %zmm22
	vaddpd	%zmm22, %zmm19, %zmm19
	vmulpd	1536(%rsp), %zmm29, %zmm22
	vmovupd	3072(%rsp), %zmm26
	vmulpd	%zmm26, %zmm16, %zmm23
	vsubpd	%zmm23, %zmm22, %zmm22
	vaddpd	%zmm22, %zmm12, %zmm12
	vmulpd	2240(%rsp), %zmm3, %zmm15
	vmulpd	848(%rsp), %zmm27, %zmm22
	vsubpd	%zmm22, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm24, %zmm15
	vmulpd	2304(%rsp), %zmm31, %zmm16
	vmovupd	1344(%rsp), %zmm23
	vmulpd	%zmm23, %zmm18, %zmm22
	vsubpd	%zmm22, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm25, %zmm16
	vaddpd	%zmm13, %zmm17, %zmm1
	vmovupd	%zmm1, 1536(%rsp)
	vaddpd	%zmm7, %zmm9, %zmm1
	vmovupd	%zmm1, 2368(%rsp)
	vaddpd	%zmm11, %zmm8, %zmm1
	vmovupd	%zmm1, 1920(%rsp)
	vaddpd	%zmm10, %zmm6, %zmm1
	vmovupd	%zmm1, 3584(%rsp)
	vaddpd	%zmm12, %zmm5, %zmm1
	vmovupd	%zmm1, 2816(%rsp)
	vaddpd	%zmm19, %zmm4, %zmm1
	vmovupd	%zmm1, 2240(%rsp)
	vaddpd	%zmm16, %zmm2, %zmm1
	vmovupd	%zmm1, 2880(%rsp)
	vaddpd	%zmm15, %zmm0, %zmm0
	vmovupd	%zmm0, 2304(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm8
	vmulpd	%zmm8, %zmm20, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm15
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	4160(%rsp), %zmm20, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm10
	vmulpd	%zmm10, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm12
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm20, %zmm1
	vmovupd	%zmm20, 3840(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm13
	vaddpd	%zmm13, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm2
	vmulpd	%zmm8, %zmm14, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	3008(%rsp), %zmm14, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm10, %zmm14, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm14, %zmm1
	vmovupd	%zmm14, 3904(%rsp)
	vaddpd	%zmm13, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm11
	vmulpd	%zmm8, %zmm28, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	4032(%rsp), %zmm28, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm10, %zmm28, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm13, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm21, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	2944(%rsp), %zmm21, %zmm4
	vmulpd	%zmm1, %zmm4, %zmm1
	vmulpd	%zmm10, %zmm21, %zmm4
	vaddpd	%zmm12, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm21, %zmm4
	vmovapd	%zmm21, %zmm9
	vmovupd	%zmm21, 3776(%rsp)
	vaddpd	%zmm13, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm8, %zmm30, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vmulpd	3968(%rsp), %zmm30, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm10, %zmm30, %zmm5
	vaddpd	%zmm12, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm30, %zmm5
	vaddpd	%zmm13, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm8, %zmm29, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vmulpd	4224(%rsp), %zmm29, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm10, %zmm29, %zmm6
	vaddpd	%zmm12, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm29, %zmm6
	vaddpd	%zmm13, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vmulpd	3520(%rsp), %zmm3, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm10, %zmm3, %zmm7
	vaddpd	%zmm12, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm3, %zmm7
	vaddpd	%zmm13, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm8, %zmm31, %zmm7
	vaddpd	%zmm15, %zmm7, %zmm7
	vmulpd	4096(%rsp), %zmm31, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm10, %zmm31, %zmm8
	vaddpd	%zmm12, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm31, %zmm8
	vaddpd	%zmm13, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	304(%rsp), %zmm14, %zmm8
	vmovupd	%zmm8, 3008(%rsp)
	vmulpd	%zmm11, %zmm8, %zmm10
	vbroadcastsd	.LCPI0_10(%rip), %zmm24
	vmovupd	464(%rsp), %zmm14
	vmulpd	%zmm24, %zmm14, %zmm11
	vsubpd	%zmm10, %zmm11, %zmm10
	vmulpd	656(%rsp), %zmm20, %zmm22
	vmulpd	%zmm2, %zmm22, %zmm2
	vmovupd	528(%rsp), %zmm21
	vmulpd	%zmm24, %zmm21, %zmm12
	vsubpd	%zmm2, %zmm12, %zmm2
	vmovupd	%zmm2, 2944(%rsp)
	vmulpd	720(%rsp), %zmm9, %zmm25
	vmulpd	%zmm1, %zmm25, %zmm1
	vmovupd	176(%rsp), %zmm11
	vmulpd	%zmm24, %zmm11, %zmm13
	vsubpd	%zmm1, %zmm13, %zmm27
	vmulpd	112(%rsp), %zmm28, %zmm18
	vmulpd	%zmm0, %zmm18, %zmm0
	vmovupd	240(%rsp), %zmm9
	vmulpd	%zmm24, %zmm9, %zmm15
	vsubpd	%zmm0, %zmm15, %zmm12
	vmulpd	784(%rsp), %zmm29, %zmm20
	vmulpd	%zmm5, %zmm20, %zmm5
	vmovapd	%zmm26, %zmm8
	vmulpd	%zmm24, %zmm26, %zmm16
	vsubpd	%zmm5, %zmm16, %zmm13
	vmulpd	400(%rsp), %zmm30, %zmm16
	vmulpd	%zmm4, %zmm16, %zmm4
	vmovupd	592(%rsp), %zmm2
	vmulpd	%zmm24, %zmm2, %zmm17
	vsubpd	%zmm4, %zmm17, %zmm4
	vmovupd	4608(%rsp), %zmm26
	vmulpd	%zmm31, %zmm26, %zmm17
	vmulpd	%zmm7, %zmm17, %zmm7
	vmovapd	%zmm23, %zmm1
	vmulpd	%zmm24, %zmm23, %zmm19
	vsubpd	%zmm7, %zmm19, %zmm7
	vmovupd	4672(%rsp), %zmm15
	vmulpd	%zmm3, %zmm15, %zmm19
	vmulpd	%zmm6, %zmm19, %zmm6
	vmovupd	848(%rsp), %zmm0
	vmulpd	%zmm24, %zmm0, %zmm23
	vsubpd	%zmm6, %zmm23, %zmm6
	vmulpd	3904(%rsp), %zmm10, %zmm10
	vmovupd	2944(%rsp), %zmm5
	vmulpd	3840(%rsp), %zmm5, %zmm5
	vmulpd	3776(%rsp), %zmm27, %zmm23
	vmulpd	%zmm12, %zmm28, %zmm12
	vmulpd	%zmm13, %zmm29, %zmm13
	vmulpd	%zmm4, %zmm30, %zmm4
	vmulpd	%zmm7, %zmm31, %zmm7
	vmulpd	%zmm6, %zmm3, %zmm3
	vsubpd	%zmm21, %zmm5, %zmm21
	vsubpd	%zmm14, %zmm10, %zmm6
	vsubpd	%zmm9, %zmm12, %zmm12
	vsubpd	%zmm11, %zmm23, %zmm11
	vsubpd	%zmm2, %zmm4, %zmm4
	vsubpd	%zmm8, %zmm13, %zmm5
	vsubpd	%zmm0, %zmm3, %zmm3
	vsubpd	%zmm1, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_50(%rip), %zmm10
	vmulpd	%zmm10, %zmm22, %zmm9
	vaddpd	%zmm9, %zmm21, %zmm2
	vmulpd	3008(%rsp), %zmm10, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm10, %zmm18, %zmm8
	vaddpd	%zmm8, %zmm12, %zmm0
	vmulpd	%zmm10, %zmm25, %zmm8
	vaddpd	%zmm8, %zmm11, %zmm1
	vmulpd	%zmm10, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm10, %zmm20, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm10, %zmm19, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm10, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmovupd	656(%rsp), %zmm8
	vsubpd	%zmm2, %zmm8, %zmm25
	vmovupd	304(%rsp), %zmm2
	vsubpd	%zmm6, %zmm2, %zmm23
	vmovupd	112(%rsp), %zmm2
	vsubpd	%zmm0, %zmm2, %zmm22
	vmovupd	720(%rsp), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm21
	vmovupd	400(%rsp), %zmm0
	vsubpd	%zmm4, %zmm0, %zmm19
	vmovupd	784(%rsp), %zmm0
	vsubpd	%zmm5, %zmm0, %zmm20
	vsubpd	%zmm3, %zmm15, %zmm18
	vsubpd	%zmm7, %zmm26, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm1
	vmovupd	2368(%rsp), %zmm14
	vxorpd	%zmm1, %zmm14, %zmm8
	vmovupd	1536(%rsp), %zmm17
	vxorpd	%zmm1, %zmm17, %zmm7
	vmovupd	3584(%rsp), %zmm12
	vxorpd	%zmm1, %zmm12, %zmm6
	vmovupd	1920(%rsp), %zmm15
	vxorpd	%zmm1, %zmm15, %zmm5
	vmovupd	2240(%rsp), %zmm10
	vxorpd	%zmm1, %zmm10, %zmm4
	vmovupd	2816(%rsp), %zmm13
	vxorpd	%zmm1, %zmm13, %zmm3
	vmovupd	2304(%rsp), %zmm27
	vxorpd	%zmm1, %zmm27, %zmm2
	vmovupd	2880(%rsp), %zmm26
	vxorpd	%zmm1, %zmm26, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm9
	vmovdqu64	1408(%rsp), %zmm16
	vptestnmq	%zmm9, %zmm16, %k1
	vmovapd	%zmm17, %zmm7 {%k1}
	vxorpd	%zmm1, %zmm23, %zmm23 {%k1}
	vmovdqu64	1264(%rsp), %zmm17
	vptestnmq	%zmm9, %zmm17, %k1
	vmovapd	%zmm14, %zmm8 {%k1}
	vxorpd	%zmm1, %zmm25, %zmm25 {%k1}
	vmovdqu64	1072(%rsp), %zmm14
	vptestnmq	%zmm9, %zmm14, %k1
	vmovapd	%zmm15, %zmm5 {%k1}
	vxorpd	%zmm1, %zmm21, %zmm21 {%k1}
	vmovdqu64	1472(%rsp), %zmm15
	vptestnmq	%zmm9, %zmm15, %k1
	vmovapd	%zmm12, %zmm6 {%k1}
	vxorpd	%zmm1, %zmm22, %zmm22 {%k1}
	vmovdqu64	1984(%rsp), %zmm12
	vptestnmq	%zmm9, %zmm12, %k1
	vmovapd	%zmm13, %zmm3 {%k1}
	vxorpd	%zmm1, %zmm20, %zmm20 {%k1}
	vmovdqu64	1136(%rsp), %zmm13
	vptestnmq	%zmm9, %zmm13, %k1
	vmovapd	%zmm10, %zmm4 {%k1}
	vxorpd	%zmm1, %zmm19, %zmm19 {%k1}
	vmovdqu64	912(%rsp), %zmm10
	vptestnmq	%zmm9, %zmm10, %k1
	vmovapd	%zmm26, %zmm0 {%k1}
	vxorpd	%zmm1, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm26
	vmovdqu64	1200(%rsp), %zmm11
	vptestnmq	%zmm9, %zmm11, %k1
	vmovapd	%zmm27, %zmm2 {%k1}
	vxorpd	%zmm1, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm1
	vptestnmq	%zmm1, %zmm17, %k1
	vmovapd	%zmm8, %zmm25 {%k1}
	vmovupd	%zmm25, 656(%rsp)
	vptestnmq	%zmm1, %zmm16, %k1
	vmovapd	%zmm7, %zmm23 {%k1}
	vmovupd	%zmm23, 848(%rsp)
	vptestnmq	%zmm1, %zmm15, %k1
	vmovapd	%zmm6, %zmm22 {%k1}
	vmovupd	%zmm22, 240(%rsp)
	vptestnmq	%zmm1, %zmm14, %k1
	vmovapd	%zmm5, %zmm21 {%k1}
	vmovupd	%zmm21, 528(%rsp)
	vptestnmq	%zmm1, %zmm13, %k1
	vmovapd	%zmm4, %zmm19 {%k1}
	vmovupd	%zmm19, 592(%rsp)
	vptestnmq	%zmm1, %zmm12, %k1
	vmovapd	%zmm3, %zmm20 {%k1}
	vmovupd	%zmm20, 176(%rsp)
	vptestnmq	%zmm1, %zmm11, %k1
	vmovapd	%zmm2, %zmm18 {%k1}
	vmovupd	%zmm18, 464(%rsp)
	vptestnmq	%zmm1, %zmm10, %k1
	vmovapd	%zmm0, %zmm26 {%k1}
	vmovupd	%zmm26, 112(%rsp)
	vcvtudq2pd	5000(%rsp,%r14,4), %zmm0
	vcvtudq2pd	5032(%rsp,%r14,4), %zmm1
	vcvtudq2pd	5064(%rsp,%r14,4), %zmm2
	vcvtudq2pd	5096(%rsp,%r14,4), %zmm3
	vcvtudq2pd	5128(%rsp,%r14,4), %zmm4
	vcvtudq2pd	5160(%rsp,%r14,4), %zmm5
	vcvtudq2pd	5192(%rsp,%r14,4), %zmm6
	vcvtudq2pd	5224(%rsp,%r14,4), %zmm7
	vaddpd	%zmm24, %zmm1, %zmm1
	vaddpd	%zmm24, %zmm0, %zmm0
	vaddpd	%zmm24, %zmm3, %zmm3
	vaddpd	%zmm24, %zmm2, %zmm2
	vaddpd	%zmm24, %zmm5, %zmm5
	vaddpd	%zmm24, %zmm4, %zmm4
	vaddpd	%zmm24, %zmm7, %zmm7
	vaddpd	%zmm24, %zmm6, %zmm6
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
	vmovdqu64	%zmm9, 1072(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm19
	vmovdqu64	%zmm19, 1472(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1984(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm18
	vmovdqu64	%zmm18, 1136(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 912(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1200(%rsp)
	vpaddq	%zmm15, %zmm16, %zmm16
	vmovdqu64	%zmm16, 784(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 400(%rsp)
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
	vpandq	%zmm15, %zmm16, %zmm25
	vpandq	%zmm15, %zmm14, %zmm27
	vpbroadcastq	.LCPI0_15(%rip), %zmm10
	vpternlogq	$248, %zmm10, %zmm8, %zmm19
	vpternlogq	$248, %zmm10, %zmm1, %zmm9
	vpternlogq	$248, %zmm10, %zmm2, %zmm20
	vpternlogq	$248, %zmm10, %zmm3, %zmm11
	vpternlogq	$248, %zmm10, %zmm4, %zmm21
	vpternlogq	$248, %zmm10, %zmm5, %zmm0
	vpternlogq	$248, %zmm10, %zmm6, %zmm27
	vpternlogq	$248, %zmm10, %zmm7, %zmm25
	vpbroadcastq	.LCPI0_16(%rip), %zmm12
	vpaddq	%zmm12, %zmm9, %zmm1
	vpaddq	%zmm12, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_17(%rip), %zmm23
	vaddpd	%zmm23, %zmm2, %zmm4
	vmovupd	%zmm4, 720(%rsp)
	vaddpd	%zmm23, %zmm1, %zmm3
	vmovupd	%zmm3, 304(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm24
	vaddpd	%zmm24, %zmm3, %zmm1
	vaddpd	%zmm24, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 1408(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1264(%rsp)
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
	vmovupd	%zmm3, 3072(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 4224(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2944(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 4096(%rsp)
	vpaddq	%zmm12, %zmm11, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm26
	vaddpd	%zmm24, %zmm26, %zmm1
	vdivpd	%zmm1, %zmm26, %zmm1
	vmovupd	%zmm1, 1344(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 4032(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 3968(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm19
	vaddpd	%zmm24, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 3008(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 2880(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 2816(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm23, %zmm0, %zmm20
	vaddpd	%zmm24, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 4160(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1536(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm31
	vpaddq	%zmm12, %zmm21, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm21
	vaddpd	%zmm24, %zmm21, %zmm1
	vdivpd	%zmm1, %zmm21, %zmm22
	vmulpd	%zmm22, %zmm22, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm18
	vaddpd	%zmm5, %zmm18, %zmm18
	vmulpd	%zmm18, %zmm1, %zmm18
	vaddpd	%zmm6, %zmm18, %zmm18
	vmulpd	%zmm18, %zmm1, %zmm18
	vmulpd	%zmm7, %zmm1, %zmm30
	vaddpd	%zmm8, %zmm30, %zmm30
	vmulpd	%zmm30, %zmm1, %zmm30
	vaddpd	%zmm9, %zmm30, %zmm30
	vmulpd	%zmm30, %zmm1, %zmm30
	vpaddq	%zmm12, %zmm25, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm25
	vaddpd	%zmm24, %zmm25, %zmm1
	vdivpd	%zmm1, %zmm25, %zmm16
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
	vpaddq	%zmm12, %zmm27, %zmm15
	vaddpd	%zmm23, %zmm15, %zmm27
	vaddpd	%zmm24, %zmm27, %zmm15
	vdivpd	%zmm15, %zmm27, %zmm15
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
	vaddpd	4224(%rsp), %zmm6, %zmm23
	vmulpd	%zmm23, %zmm29, %zmm23
	vaddpd	3072(%rsp), %zmm23, %zmm23
	vaddpd	4096(%rsp), %zmm6, %zmm29
	vmulpd	%zmm29, %zmm28, %zmm28
	vaddpd	2944(%rsp), %zmm28, %zmm28
	vaddpd	3968(%rsp), %zmm6, %zmm29
	vmulpd	%zmm29, %zmm14, %zmm9
	vaddpd	4032(%rsp), %zmm9, %zmm9
	vaddpd	2816(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	2880(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm31, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	1536(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm30, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm18, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm17, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm24, %zmm1
	vmovupd	720(%rsp), %zmm2
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm28, %zmm0, %zmm2
	vmulpd	1408(%rsp), %zmm2, %zmm13
	vmovupd	304(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm23, %zmm2, %zmm4
	vmulpd	1264(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	3008(%rsp), %zmm7, %zmm7
	vmovupd	%zmm26, 1920(%rsp)
	vmulpd	%zmm6, %zmm26, %zmm17
	vmulpd	%zmm17, %zmm26, %zmm17
	vaddpd	%zmm9, %zmm17, %zmm9
	vmulpd	1344(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm18
	vmulpd	%zmm18, %zmm21, %zmm18
	vaddpd	%zmm3, %zmm18, %zmm3
	vmulpd	%zmm3, %zmm22, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	4160(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm27, %zmm22
	vmulpd	%zmm22, %zmm27, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm25, %zmm15
	vmulpd	%zmm15, %zmm25, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm16, %zmm6
	vpsrlq	$20, 1072(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm10
	vmulpd	%zmm10, %zmm11, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm13
	vpsrlq	$20, 1472(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm10, %zmm23, %zmm24
	vaddpd	%zmm14, %zmm24, %zmm14
	vpsrlq	$20, 1984(%rsp), %zmm24
	vpaddq	%zmm12, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm10, %zmm24, %zmm26
	vaddpd	%zmm7, %zmm26, %zmm7
	vpsrlq	$20, 1136(%rsp), %zmm26
	vpaddq	%zmm12, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm10, %zmm26, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 912(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm10, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1200(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm10, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 784(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm10, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 400(%rsp), %zmm31
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
	vaddpd	304(%rsp), %zmm2, %zmm2
	vaddpd	720(%rsp), %zmm0, %zmm0
	vaddpd	1920(%rsp), %zmm7, %zmm7
	vaddpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm6, %zmm25, %zmm6
	vpbroadcastq	.LCPI0_0(%rip), %zmm25
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
	vmulpd	656(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	848(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	240(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	528(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	592(%rsp), %zmm3, %zmm3
	vmulpd	176(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	464(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	112(%rsp), %zmm6, %zmm6
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
	vmovdqu64	%zmm0, 5000(%rsp,%r14,4)
	vmovdqu64	%zmm2, 5064(%rsp,%r14,4)
	vmovdqu64	%zmm3, 5128(%rsp,%r14,4)
	vmovdqu64	%zmm1, 5192(%rsp,%r14,4)
	addq	$64, %r14
	cmpq	%r14, %rax
	jne	.LBB0_98
	cmpq	%rax, %r13
	vmovq	.LCPI0_10(%rip), %xmm23
	vmovq	.LCPI0_11(%rip), %xmm3
	vmovq	.LCPI0_17(%rip), %xmm4
	vmovq	.LCPI0_18(%rip), %xmm26
	vmovq	.LCPI0_22(%rip), %xmm28
	vmovddup	.LCPI0_19(%rip), %xmm7
	vmovapd	.LCPI0_58(%rip), %xmm8
	vmovdqa	.LCPI0_59(%rip), %xmm12
	vmovq	.LCPI0_26(%rip), %xmm10
	vmovq	.LCPI0_27(%rip), %xmm11
	vmovq	.LCPI0_28(%rip), %xmm9
	vmovq	.LCPI0_29(%rip), %xmm14
	vmovq	.LCPI0_30(%rip), %xmm15
	vmovq	.LCPI0_31(%rip), %xmm17
	vmovq	.LCPI0_32(%rip), %xmm18
	vmovq	.LCPI0_55(%rip), %xmm21
	vmovq	.LCPI0_34(%rip), %xmm19
	vmovq	.LCPI0_35(%rip), %xmm20
	vmovq	.LCPI0_36(%rip), %xmm24
	vpbroadcastq	.LCPI0_37(%rip), %xmm29
	vmovq	.LCPI0_38(%rip), %xmm30
	vmovq	.LCPI0_39(%rip), %xmm31
	vmovq	.LCPI0_40(%rip), %xmm16
	vmovq	.LCPI0_44(%rip), %xmm25
	vmovq	.LCPI0_50(%rip), %xmm27
	je	.LBB0_78
	movq	-72(%rsp), %rdi
	movq	%rdi, %rax
	testb	$56, -80(%rsp)
	je	.LBB0_77
.LBB0_101:
	vbroadcastsd	.LCPI0_10(%rip), %zmm10
	vbroadcastsd	.LCPI0_11(%rip), %zmm11
	vbroadcastsd	.LCPI0_24(%rip), %zmm24
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
	vbroadcastsd	.LCPI0_44(%rip), %zmm25
	vbroadcastsd	.LCPI0_45(%rip), %zmm27
	vbroadcastsd	.LCPI0_46(%rip), %zmm29
	vbroadcastsd	.LCPI0_47(%rip), %zmm31
	vbroadcastsd	.LCPI0_51(%rip), %zmm12
	movq	(%rsp), %r8
	vpbroadcastq	.LCPI0_0(%rip), %zmm13
	.p2align	4
.LBB0_102:
	vcvtudq2pd	5000(%rsp,%rax,4), %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm0, %zmm0
	vcvtudq2pd	7048(%rsp,%rax,4), %zmm1
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
	vaddpd	%zmm24, %zmm8, %zmm8
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
	vsubpd	%zmm7, %zmm25, %zmm8
	vsubpd	%zmm8, %zmm25, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm27, %zmm4, %zmm7
	vaddpd	%zmm29, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm31, %zmm7, %zmm7
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
	vmulpd	%zmm28, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovdqu	%ymm0, 5000(%rsp,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %r8
	jne	.LBB0_102
	movq	%r8, %rdi
	cmpq	%r8, %r13
	vmovddup	.LCPI0_19(%rip), %xmm7
	vmovapd	.LCPI0_58(%rip), %xmm8
	vmovdqa	.LCPI0_59(%rip), %xmm12
	vmovq	.LCPI0_26(%rip), %xmm10
	vmovq	.LCPI0_27(%rip), %xmm11
	vmovq	.LCPI0_29(%rip), %xmm14
	vmovq	.LCPI0_30(%rip), %xmm15
	vmovq	.LCPI0_31(%rip), %xmm17
	vmovq	.LCPI0_32(%rip), %xmm18
	vmovq	.LCPI0_55(%rip), %xmm21
	vmovq	.LCPI0_34(%rip), %xmm19
	vmovq	.LCPI0_35(%rip), %xmm20
	vmovq	.LCPI0_36(%rip), %xmm24
	vpbroadcastq	.LCPI0_37(%rip), %xmm29
	vmovq	.LCPI0_38(%rip), %xmm30
	vmovq	.LCPI0_39(%rip), %xmm31
	vmovq	.LCPI0_40(%rip), %xmm16
	vmovq	.LCPI0_44(%rip), %xmm25
	vmovq	.LCPI0_50(%rip), %xmm27
	vmovq	.LCPI0_10(%rip), %xmm23
	vmovq	.LCPI0_11(%rip), %xmm3
	vmovq	.LCPI0_17(%rip), %xmm4
	vmovq	.LCPI0_18(%rip), %xmm26
	vmovq	.LCPI0_22(%rip), %xmm28
	vmovq	.LCPI0_28(%rip), %xmm9
	je	.LBB0_78
	.p2align	4
.LBB0_77:
	vxorps	%xmm5, %xmm5, %xmm5
	vcvtusi2sdl	5000(%rsp,%rdi,4), %xmm5, %xmm0
	vaddsd	%xmm23, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vxorps	%xmm5, %xmm5, %xmm5
	vcvtusi2sdl	7048(%rsp,%rdi,4), %xmm5, %xmm1
	vaddsd	%xmm23, %xmm1, %xmm1
	vmulsd	%xmm3, %xmm1, %xmm1
	vmovq	%xmm0, %rax
	movl	%eax, %r9d
	shrq	$32, %rax
	addq	$614242, %rax
	movq	%rax, %r10
	shrq	$20, %r10
	addq	$-1023, %r10
	shlq	$32, %rax
	andq	%r15, %rax
	addq	%rsi, %rax
	orq	%rax, %r9
	vmovq	%r9, %xmm0
	vaddsd	%xmm4, %xmm0, %xmm0
	vmulsd	%xmm23, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vmovapd	%xmm3, %xmm13
	vaddsd	%xmm26, %xmm0, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmovapd	%xmm4, %xmm22
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmulsd	%xmm28, %xmm5, %xmm6
	vaddsd	.LCPI0_23(%rip), %xmm6, %xmm6
	vunpcklpd	%xmm6, %xmm7, %xmm6
	vmovddup	%xmm5, %xmm5
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	%xmm6, %xmm8, %xmm6
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	%xmm6, %xmm12, %xmm6
	vunpcklpd	%xmm4, %xmm5, %xmm4
	vmulpd	%xmm6, %xmm4, %xmm4
	vshufpd	$1, %xmm4, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm4, %xmm4
	vxorps	%xmm7, %xmm7, %xmm7
	vcvtsi2sd	%r10, %xmm7, %xmm5
	vaddsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmulsd	%xmm5, %xmm10, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm5, %xmm11, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm0
	vmulsd	%xmm1, %xmm14, %xmm1
	vmulsd	%xmm1, %xmm15, %xmm2
	vaddsd	%xmm17, %xmm2, %xmm2
	vmovq	%xmm2, %rax
	vaddsd	%xmm18, %xmm2, %xmm2
	vmulsd	%xmm21, %xmm2, %xmm3
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm19, %xmm2, %xmm4
	vmulsd	%xmm20, %xmm2, %xmm5
	vsubsd	%xmm5, %xmm3, %xmm6
	vmulsd	%xmm24, %xmm2, %xmm2
	vsubsd	%xmm6, %xmm3, %xmm7
	vsubsd	%xmm5, %xmm7, %xmm5
	vsubsd	%xmm5, %xmm2, %xmm2
	vsubsd	%xmm4, %xmm3, %xmm5
	vunpcklpd	%xmm1, %xmm5, %xmm1
	vpsrlq	$52, %xmm1, %xmm1
	vpandq	%xmm29, %xmm1, %xmm1
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
	vmulsd	%xmm30, %xmm3, %xmm5
	vaddsd	%xmm31, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vaddsd	%xmm16, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	.LCPI0_56(%rip), %xmm3, %xmm6
	vaddsd	.LCPI0_42(%rip), %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	.LCPI0_43(%rip), %xmm6, %xmm6
	vmulsd	%xmm4, %xmm4, %xmm7
	vmulsd	%xmm6, %xmm7, %xmm6
	vaddsd	%xmm6, %xmm5, %xmm5
	vmulsd	%xmm23, %xmm3, %xmm6
	vsubsd	%xmm6, %xmm25, %xmm7
	vsubsd	%xmm7, %xmm25, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vmovapd	.LCPI0_58(%rip), %xmm8
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
	vmulsd	%xmm23, %xmm2, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmovddup	.LCPI0_19(%rip), %xmm7
	vmulsd	%xmm4, %xmm3, %xmm3
	vmovapd	%xmm22, %xmm4
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	%xmm27, %xmm6, %xmm3
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
	vmulsd	%xmm0, %xmm9, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vmovapd	%xmm13, %xmm3
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 5000(%rsp,%rdi,4)
	incq	%rdi
	cmpq	%r13, %rdi
	jb	.LBB0_77
.LBB0_78:
	vmovapd	%xmm9, %xmm4
	vmovapd	%xmm28, %xmm3
	vmovss	48(%rsp), %xmm0
	vmulss	68(%rsp), %xmm0, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorpd	%xmm6, %xmm6, %xmm6
	vcmpltss	%xmm0, %xmm6, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	movl	-24(%rsp), %eax
	kmovd	%eax, %k1
	vmovaps	1328(%rsp), %xmm1
	vmovss	%xmm1, %xmm0, %xmm0 {%k1}
	cmpq	$4, %r13
	setb	%al
	orb	80(%rsp), %al
	testb	$1, %al
	je	.LBB0_80
	xorl	%eax, %eax
	movl	$2143289344, %esi
	vmovq	.LCPI0_38(%rip), %xmm29
	vmovq	.LCPI0_39(%rip), %xmm30
	vmovq	.LCPI0_40(%rip), %xmm31
	vbroadcastss	.LCPI0_60(%rip), %xmm5
	vmovss	.LCPI0_61(%rip), %xmm10
	vpbroadcastq	.LCPI0_9(%rip), %zmm14
	movq	16(%rsp), %r15
	movq	2112(%rsp), %r9
	vmovaps	96(%rsp), %xmm15
	vmovdqu64	2560(%rsp), %zmm17
	vmovdqu64	2624(%rsp), %zmm18
	vmovdqu64	2688(%rsp), %zmm19
	vmovdqu64	2176(%rsp), %zmm20
	vmovdqu64	1664(%rsp), %zmm21
	vmovdqu64	2752(%rsp), %zmm24
	vmovdqu64	2496(%rsp), %zmm16
	vmovdqu64	1728(%rsp), %zmm9
	vmovdqu64	1792(%rsp), %zmm28
	vmovdqa64	%xmm23, %xmm25
	vmovdqu64	1856(%rsp), %zmm23
	vmovapd	%xmm3, %xmm22
	vmovapd	%xmm4, %xmm13
	jmp	.LBB0_89
	.p2align	4
.LBB0_80:
	cmpq	$16, %r13
	movl	$2143289344, %esi
	vmovq	.LCPI0_38(%rip), %xmm29
	vmovq	.LCPI0_39(%rip), %xmm30
	vmovq	.LCPI0_40(%rip), %xmm31
	movq	16(%rsp), %r15
	movq	2112(%rsp), %r9
	jae	.LBB0_82
	xorl	%edi, %edi
	vbroadcastss	.LCPI0_60(%rip), %xmm5
	vpbroadcastq	.LCPI0_9(%rip), %zmm14
	vmovaps	96(%rsp), %xmm15
	vmovdqu64	2560(%rsp), %zmm17
	vmovdqu64	2624(%rsp), %zmm18
	vmovdqu64	2688(%rsp), %zmm19
	vmovdqu64	2176(%rsp), %zmm20
	vmovdqu64	1664(%rsp), %zmm21
	vmovdqu64	2752(%rsp), %zmm24
	vmovdqu64	2496(%rsp), %zmm16
	vmovdqu64	1728(%rsp), %zmm9
	vmovdqu64	1792(%rsp), %zmm28
	vmovdqa64	%xmm23, %xmm25
	vmovdqu64	1856(%rsp), %zmm23
	vmovups	3648(%rsp), %zmm26
	vmovapd	%xmm3, %xmm22
	vmovapd	%xmm4, %xmm13
	jmp	.LBB0_86
	.p2align	4
.LBB0_82:
	vbroadcastss	%xmm0, %zmm1
	xorl	%eax, %eax
	vbroadcastss	.LCPI0_60(%rip), %zmm10
	vbroadcastss	.LCPI0_61(%rip), %zmm11
	vxorpd	%xmm12, %xmm12, %xmm12
	vpbroadcastd	.LCPI0_64(%rip), %zmm14
	vmovaps	96(%rsp), %xmm15
	vmovdqu64	2560(%rsp), %zmm17
	vmovdqu64	2624(%rsp), %zmm18
	vmovdqu64	2688(%rsp), %zmm19
	vmovdqu64	2176(%rsp), %zmm20
	vmovdqu64	1664(%rsp), %zmm21
	vmovdqu64	2752(%rsp), %zmm24
	vmovdqu64	2496(%rsp), %zmm16
	vmovdqu64	1728(%rsp), %zmm9
	vmovdqu64	1792(%rsp), %zmm28
	vmovdqa64	%xmm23, %xmm25
	vmovdqu64	1856(%rsp), %zmm23
	vmovups	3648(%rsp), %zmm26
	vmovapd	%xmm3, %xmm22
	vmovapd	%xmm4, %xmm13
	.p2align	4
.LBB0_83:
	vmovups	(%r15,%rax,4), %zmm2
	vsubps	(%r9,%rax,4), %zmm2, %zmm3
	vandps	%zmm10, %zmm3, %zmm4
	vcmpleps	%zmm11, %zmm4, %k1
	vbroadcastss	.LCPI0_62(%rip), %zmm4 {%k1} {z}
	vaddps	%zmm3, %zmm3, %zmm5
	vmulps	%zmm4, %zmm5, %zmm4
	vblendmps	%zmm12, %zmm11, %zmm5 {%k1}
	vcmpltps	%zmm3, %zmm12, %k1
	vcmpltps	%zmm12, %zmm3, %k2
	vbroadcastss	.LCPI0_63(%rip), %zmm3 {%k2}
	vmulps	%zmm3, %zmm5, %zmm3
	vmovaps	%zmm5, %zmm3 {%k1}
	vaddps	%zmm3, %zmm4, %zmm3
	vmulps	%zmm3, %zmm26, %zmm3
	vsubps	%zmm3, %zmm2, %zmm2
	vmulps	5000(%rsp,%rax,4), %zmm1, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vandps	%zmm10, %zmm2, %zmm3
	vpcmpgtd	%zmm14, %zmm3, %k1
	vpbroadcastd	.LCPI0_65(%rip), %zmm2 {%k1}
	vmovdqu64	%zmm2, (%r15,%rax,4)
	addq	$16, %rax
	cmpq	%rax, %rbx
	jne	.LBB0_83
	cmpq	%rbx, %r13
	vbroadcastss	.LCPI0_60(%rip), %xmm5
	vmovss	.LCPI0_61(%rip), %xmm10
	vpbroadcastq	.LCPI0_9(%rip), %zmm14
	je	.LBB0_90
	movq	%rbx, %rdi
	movq	%rbx, %rax
	testb	$12, -80(%rsp)
	je	.LBB0_89
.LBB0_86:
	vbroadcastss	%xmm0, %xmm1
	vbroadcastss	.LCPI0_61(%rip), %xmm10
	vpbroadcastd	.LCPI0_64(%rip), %xmm11
	vxorps	%xmm12, %xmm12, %xmm12
	movq	-8(%rsp), %rax
	.p2align	4
.LBB0_87:
	vmovups	(%r15,%rdi,4), %xmm2
	vsubps	(%r9,%rdi,4), %xmm2, %xmm3
	vandps	%xmm5, %xmm3, %xmm4
	vcmpleps	%xmm10, %xmm4, %k1
	vbroadcastss	.LCPI0_62(%rip), %xmm4 {%k1} {z}
	vaddps	%xmm3, %xmm3, %xmm5
	vmulps	%xmm4, %xmm5, %xmm4
	vblendmps	%xmm12, %xmm10, %xmm5 {%k1}
	vcmpltps	%xmm3, %xmm12, %k1
	vcmpltps	%xmm12, %xmm3, %k2
	vbroadcastss	.LCPI0_63(%rip), %xmm3 {%k2}
	vmulps	%xmm3, %xmm5, %xmm3
	vmovaps	%xmm5, %xmm3 {%k1}
	vbroadcastss	.LCPI0_60(%rip), %xmm5
	vaddps	%xmm3, %xmm4, %xmm3
	vmulps	%xmm3, %xmm26, %xmm3
	vsubps	%xmm3, %xmm2, %xmm2
	vmulps	5000(%rsp,%rdi,4), %xmm1, %xmm3
	vaddps	%xmm2, %xmm3, %xmm2
	vandps	%xmm5, %xmm2, %xmm3
	vpcmpgtd	%xmm11, %xmm3, %k1
	vpbroadcastd	.LCPI0_65(%rip), %xmm2 {%k1}
	vmovdqu	%xmm2, (%r15,%rdi,4)
	addq	$4, %rdi
	cmpq	%rdi, %rax
	jne	.LBB0_87
	cmpq	%rax, %r13
	vmovss	.LCPI0_61(%rip), %xmm10
	je	.LBB0_90
	.p2align	4
.LBB0_89:
	vmovss	(%r15,%rax,4), %xmm1
	vsubss	(%r9,%rax,4), %xmm1, %xmm2
	vandps	%xmm5, %xmm2, %xmm3
	vucomiss	%xmm3, %xmm10
	setae	%dil
	kmovd	%edi, %k1
	vmovss	.LCPI0_62(%rip), %xmm3 {%k1} {z}
	vaddss	%xmm2, %xmm2, %xmm4
	vmulss	%xmm3, %xmm4, %xmm3
	vmovaps	%xmm10, %xmm4
	vmovss	%xmm6, %xmm4, %xmm4 {%k1}
	vcmpltss	%xmm6, %xmm2, %k1
	vcmpltss	%xmm2, %xmm6, %k2
	vmovss	.LCPI0_63(%rip), %xmm2 {%k1}
	vmovss	%xmm10, %xmm2, %xmm2 {%k2}
	vmulss	%xmm2, %xmm4, %xmm2
	vaddss	%xmm2, %xmm3, %xmm2
	vmulss	%xmm2, %xmm15, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	5000(%rsp,%rax,4), %xmm0, %xmm2
	vaddss	%xmm1, %xmm2, %xmm1
	vmovd	%xmm1, %edi
	movl	%edi, %r9d
	andl	$2147483647, %r9d
	cmpl	$2139095041, %r9d
	movq	2112(%rsp), %r9
	cmovael	%esi, %edi
	movl	%edi, (%r15,%rax,4)
	incq	%rax
	cmpq	%r13, %rax
	jb	.LBB0_89
	jmp	.LBB0_90
.LBB0_1:
	cmpq	%r8, %rsi
	jae	.LBB0_44
	cmpq	$0, -16(%rsp)
	je	.LBB0_44
	movq	%rsi, %rax
	imulq	%r13, %rax
	movq	%rax, 384(%rsp)
	leaq	(,%rax,4), %r15
	leaq	(,%r13,4), %rdx
	leaq	4(,%rsi,4), %rax
	imulq	%r13, %rax
	movq	%rax, 368(%rsp)
	testl	%ecx, %ecx
	movq	%r15, 376(%rsp)
	je	.LBB0_4
	movq	16(%rdi), %rcx
	movl	$3449720151, %r14d
	movq	%r11, %rax
	shrq	$32, %rax
	leaq	1013904242(%r11), %rbx
	leaq	1993301258(%rax), %rdi
	leaq	842468239(%rax), %r12
	movq	%r12, 2560(%rsp)
	leaq	2027808484(%r11), %r8
	movq	%r8, 2496(%rsp)
	leaq	1684936478(%rax), %r8
	movq	%r8, 3712(%rsp)
	movq	%rsi, -120(%rsp)
	movq	%r8, %rsi
	leaq	534103459(%rax), %r8
	movq	%r8, 2176(%rsp)
	leaq	-795284382(%r11,%r14), %rbp
	leaq	-305585874(%rax,%r14), %r10
	movq	%r10, -72(%rsp)
	movq	%rdx, (%rsp)
	leaq	218619860(%r11,%r14), %rdx
	leaq	536882365(%rax,%r14), %r10
	leaq	(%rax,%r14), %r8
	addq	$-613950654, %r8
	leaq	(%rax,%r14), %r9
	addq	$228517585, %r9
	movq	%r13, %rax
	andq	$-64, %rax
	movq	%rax, -112(%rsp)
	vpbroadcastq	%r11, %zmm16
	movq	%rbp, 16(%rsp)
	vpbroadcastq	%rbp, %zmm0
	vmovdqu64	%zmm0, 4800(%rsp)
	vpbroadcastq	%rbx, %zmm8
	movq	%rdi, 24(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 4736(%rsp)
	movq	%r10, 4480(%rsp)
	movq	%rdx, %rax
	leaq	(,%r13,4), %rdx
	movq	%rax, 4544(%rsp)
	vpbroadcastq	%rax, %zmm19
	vpbroadcastq	%r12, %zmm18
	leaq	2027808484(%r11), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3840(%rsp)
	vpbroadcastq	%r10, %zmm13
	movq	%r9, -56(%rsp)
	movq	%r8, %rax
	movq	%r8, 4416(%rsp)
	leaq	387276957(%r11), %r8
	movq	%r8, 4928(%rsp)
	vpbroadcastq	%r8, %zmm20
	vpbroadcastq	%rax, %zmm22
	leaq	-408007425(%r11,%r14), %rax
	movq	%rax, 4864(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3776(%rsp)
	vpbroadcastq	%rsi, %zmm27
	leaq	1401181199(%r11), %rax
	movq	%rax, 48(%rsp)
	vpbroadcastq	%rax, %zmm29
	movq	2176(%rsp), %rax
	vpbroadcastq	%rax, %zmm25
	vpbroadcastq	%r9, %zmm21
	leal	-1879881855(%r11), %eax
	movl	%eax, -64(%rsp)
	vpbroadcastd	%eax, %zmm17
	movq	%r13, %rax
	andq	$-8, %rax
	movq	%r13, %rdi
	andq	$-16, %rdi
	movq	%rdi, -8(%rsp)
	movq	%r13, %rdi
	andq	$-4, %rdi
	movq	%rdi, 1064(%rsp)
	vpbroadcastq	.LCPI0_0(%rip), %zmm26
	vpbroadcastq	.LCPI0_5(%rip), %zmm23
	vpbroadcastq	.LCPI0_6(%rip), %zmm24
	vpbroadcastd	.LCPI0_7(%rip), %ymm28
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	movq	%rax, -40(%rsp)
	negq	%rax
	movq	%rax, -48(%rsp)
	leaq	(%rcx,%r13,4), %rdi
	leaq	(%rcx,%r13,8), %rax
	movq	%rax, 1048(%rsp)
	movq	%rcx, -24(%rsp)
	leaq	192(%rcx), %rax
	movq	%rax, -80(%rsp)
	movq	-96(%rsp), %rax
	leaq	(%rax,%r15), %r12
	movq	-88(%rsp), %rax
	leaq	(%rax,%r15), %r9
	xorl	%eax, %eax
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vpbroadcastd	%xmm15, %zmm6
	movq	-120(%rsp), %r10
	vmovdqu64	%zmm16, 3904(%rsp)
	vmovdqu64	%zmm29, 1856(%rsp)
	vmovdqu64	%zmm25, 1792(%rsp)
	vmovdqu64	%zmm21, 1728(%rsp)
	vmovdqu64	%zmm17, 1664(%rsp)
	movq	%rdi, 3648(%rsp)
	movq	%rbx, 2624(%rsp)
	vmovdqu64	%zmm8, 1920(%rsp)
	vmovdqu64	%zmm19, 1536(%rsp)
	vmovdqu64	%zmm18, 2368(%rsp)
	vmovdqu64	%zmm13, 2304(%rsp)
	vmovdqu64	%zmm20, 2240(%rsp)
	vmovdqu64	%zmm22, 3584(%rsp)
	vmovdqu64	%zmm27, 3520(%rsp)
	vmovdqu64	%zmm6, 4352(%rsp)
	jmp	.LBB0_17
	.p2align	4
.LBB0_43:
	movq	-120(%rsp), %r10
	incq	%r10
	movq	1056(%rsp), %rax
	incq	%rax
	addq	%r13, 384(%rsp)
	addq	%rdx, %r12
	addq	%rdx, %r9
	cmpq	-104(%rsp), %r10
	je	.LBB0_44
.LBB0_17:
	movq	%r12, 8(%rsp)
	movq	%r9, 80(%rsp)
	movq	%rdx, %rcx
	movq	%rax, 1056(%rsp)
	imulq	%rax, %rcx
	movq	376(%rsp), %rax
	leaq	(%rax,%rcx), %rsi
	movq	-88(%rsp), %rax
	leaq	(%rax,%rsi), %r8
	addq	368(%rsp), %rcx
	leaq	(%rax,%rcx), %r9
	movq	-96(%rsp), %rax
	addq	%rax, %rsi
	addq	%rax, %rcx
	movq	%r10, -120(%rsp)
	imulq	%r13, %r10
	vpbroadcastq	%r10, %zmm10
	vpaddq	%zmm26, %zmm10, %zmm3
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm10, %zmm4
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm10, %zmm11
	cmpq	%rcx, %r8
	setb	%cl
	cmpq	%r9, %rsi
	setb	%sil
	andb	%cl, %sil
	cmpq	1048(%rsp), %r8
	setb	%cl
	cmpq	%r9, %rdi
	setb	%al
	andb	%cl, %al
	orb	%sil, %al
	movb	%al, 88(%rsp)
	xorl	%ecx, %ecx
	vmovd	64(%rsp), %xmm14
	vmovdqu64	%zmm10, 4672(%rsp)
	vmovdqu64	%zmm3, 2752(%rsp)
	vmovdqu64	%zmm4, 2688(%rsp)
	vmovdqu64	%zmm11, 4608(%rsp)
	jmp	.LBB0_18
	.p2align	4
.LBB0_42:
	vmulss	76(%rsp), %xmm14, %xmm14
	movq	-32(%rsp), %rcx
	incq	%rcx
	cmpq	-16(%rsp), %rcx
	vmovdqu64	4672(%rsp), %zmm10
	vmovdqu64	4608(%rsp), %zmm11
	vmovdqu64	1920(%rsp), %zmm8
	je	.LBB0_43
.LBB0_18:
	vmovd	%xmm14, 32(%rsp)
	movq	392(%rsp), %rax
	movq	%rcx, -32(%rsp)
	leaq	(%rcx,%rax), %rdi
	movq	%rdi, %rbp
	shrq	$32, %rbp
	imulq	%r14, %rbp
	movq	%rbp, %rcx
	shrq	$32, %rcx
	xorl	%r11d, %edi
	xorl	%ecx, %edi
	leaq	78811644(%r14), %r15
	imulq	%r15, %rdi
	movq	%rdi, %rcx
	shrq	$32, %rcx
	xorq	-72(%rsp), %rcx
	vpbroadcastq	%rcx, %zmm6
	cmpq	$64, %r13
	movq	%rdi, 1600(%rsp)
	jae	.LBB0_20
	xorl	%r9d, %r9d
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	vmovdqu64	3776(%rsp), %zmm2
	vmovdqu64	3840(%rsp), %zmm11
	movq	%rcx, %rdi
	vpbroadcastq	.LCPI0_9(%rip), %zmm3
	jmp	.LBB0_24
	.p2align	4
.LBB0_20:
	movq	%rcx, %r10
	movq	%rbp, %r9
	vpbroadcastq	%rbp, %zmm0
	vpxorq	4800(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 3392(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vpxorq	4736(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 3328(%rsp)
	movq	-80(%rsp), %rcx
	movq	-112(%rsp), %rbx
	vmovdqa64	.LCPI0_4(%rip), %zmm5
	vmovdqa64	.LCPI0_3(%rip), %zmm0
	vmovdqu64	%zmm6, 2048(%rsp)
	.p2align	4
.LBB0_21:
	vmovdqu64	%zmm0, 304(%rsp)
	vmovdqu64	%zmm5, 720(%rsp)
	vpaddq	%zmm10, %zmm0, %zmm1
	vpmuludq	%zmm23, %zmm1, %zmm0
	vpaddq	%zmm10, %zmm5, %zmm2
	vpmuludq	%zmm23, %zmm2, %zmm6
	vmovdqu64	2752(%rsp), %zmm4
	vpaddq	304(%rsp), %zmm4, %zmm3
	vpmuludq	%zmm23, %zmm3, %zmm8
	vpaddq	%zmm4, %zmm5, %zmm4
	vpmuludq	%zmm23, %zmm4, %zmm26
	vmovdqu64	2688(%rsp), %zmm7
	vpaddq	304(%rsp), %zmm7, %zmm9
	vpmuludq	%zmm23, %zmm9, %zmm5
	vpaddq	720(%rsp), %zmm7, %zmm10
	vpmuludq	%zmm23, %zmm10, %zmm12
	vpaddq	304(%rsp), %zmm11, %zmm13
	vpmuludq	%zmm23, %zmm13, %zmm7
	vpaddq	720(%rsp), %zmm11, %zmm14
	vpmuludq	%zmm23, %zmm14, %zmm11
	vpternlogq	$150, %zmm16, %zmm6, %zmm2
	vpternlogq	$150, %zmm16, %zmm0, %zmm1
	vpternlogq	$150, %zmm16, %zmm26, %zmm4
	vpternlogq	$150, %zmm16, %zmm8, %zmm3
	vpternlogq	$150, %zmm16, %zmm12, %zmm10
	vpternlogq	$150, %zmm16, %zmm5, %zmm9
	vpternlogq	$150, %zmm16, %zmm11, %zmm14
	vpternlogq	$150, %zmm16, %zmm7, %zmm13
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
	vmovdqu64	3392(%rsp), %zmm1
	vpxorq	%zmm1, %zmm15, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm28
	vmovdqu64	%zmm28, 112(%rsp)
	vpxorq	%zmm1, %zmm14, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm31
	vpxorq	%zmm1, %zmm19, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm10
	vmovdqu64	%zmm10, 240(%rsp)
	vpxorq	%zmm1, %zmm18, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm30
	vmovdqu64	%zmm30, 528(%rsp)
	vpxorq	%zmm1, %zmm21, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm17
	vpxorq	%zmm1, %zmm20, %zmm19
	vpxorq	%zmm1, %zmm25, %zmm21
	vpxorq	%zmm1, %zmm24, %zmm24
	vmovdqu64	2048(%rsp), %zmm1
	vpxorq	%zmm6, %zmm1, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm18
	vpxorq	%zmm0, %zmm1, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm27
	vpxorq	%zmm26, %zmm1, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm15
	vpxorq	%zmm8, %zmm1, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm21
	vpxorq	%zmm12, %zmm1, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm8
	vpxorq	%zmm5, %zmm1, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm0
	vmovdqu64	%zmm0, 656(%rsp)
	vpxorq	%zmm11, %zmm1, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm6
	vmovdqu64	%zmm6, 592(%rsp)
	vpxorq	%zmm7, %zmm1, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm0
	vmovdqu64	%zmm0, 976(%rsp)
	vpsrlq	$32, %zmm31, %zmm5
	vmovdqa64	%zmm31, %zmm20
	vpsrlq	$32, %zmm28, %zmm24
	vpsrlq	$32, %zmm30, %zmm25
	vpsrlq	$32, %zmm27, %zmm11
	vpsrlq	$32, %zmm14, %zmm26
	vpsrlq	$32, %zmm21, %zmm28
	vpsrlq	$32, %zmm15, %zmm30
	vpsrlq	$32, %zmm10, %zmm31
	vmovdqu64	1920(%rsp), %zmm10
	vpternlogq	$150, %zmm10, %zmm23, %zmm26
	vpsrlq	$32, %zmm29, %zmm23
	vpternlogq	$150, %zmm10, %zmm13, %zmm11
	vpsrlq	$32, %zmm8, %zmm1
	vpternlogq	$150, %zmm10, %zmm2, %zmm30
	vpsrlq	$32, %zmm18, %zmm2
	vpternlogq	$150, %zmm10, %zmm9, %zmm28
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, %zmm10, %zmm4, %zmm1
	vpsrlq	$32, %zmm6, %zmm0
	vpternlogq	$150, %zmm10, %zmm3, %zmm23
	vpsrlq	$32, %zmm17, %zmm13
	vpternlogq	$150, %zmm10, %zmm16, %zmm0
	vpternlogq	$150, %zmm10, %zmm22, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm3
	vmovdqu64	%zmm3, 176(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm6
	vmovdqu64	%zmm6, 3456(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm22
	vmovdqu64	%zmm22, 784(%rsp)
	vpsrlq	$32, %zmm19, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm7
	vmovdqu64	%zmm7, 2112(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm11
	vmovdqu64	%zmm11, 400(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm1
	vmovdqu64	%zmm1, 848(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm26
	vmovdqu64	%zmm26, 464(%rsp)
	vmovdqu64	3328(%rsp), %zmm4
	vpxorq	%zmm4, %zmm24, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm9
	vpxorq	%zmm4, %zmm5, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm12
	vpxorq	%zmm4, %zmm31, %zmm1
	vpxorq	%zmm4, %zmm25, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm23
	vpxorq	%zmm4, %zmm13, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm5
	vmovdqu64	%zmm5, 2432(%rsp)
	vpxorq	%zmm4, %zmm2, %zmm1
	vpxorq	%zmm4, %zmm16, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm24
	vpsrlq	$32, %zmm9, %zmm25
	vmovdqu64	1536(%rsp), %zmm2
	vpternlogq	$150, %zmm14, %zmm2, %zmm25
	vpsrlq	$32, %zmm12, %zmm13
	vpternlogq	$150, %zmm27, %zmm2, %zmm13
	vpsrlq	$32, %zmm28, %zmm27
	vpternlogq	$150, %zmm15, %zmm2, %zmm27
	vpsrlq	$32, %zmm23, %zmm30
	vpternlogq	$150, %zmm21, %zmm2, %zmm30
	vpsrlq	$32, %zmm3, %zmm14
	vmovdqu64	2368(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm20, %zmm14
	vpsrlq	$32, %zmm5, %zmm31
	vpternlogq	$150, %zmm8, %zmm2, %zmm31
	vpsrlq	$32, %zmm6, %zmm5
	vpternlogq	$150, 112(%rsp), %zmm0, %zmm5
	vpsrlq	$32, %zmm22, %zmm3
	vpternlogq	$150, 528(%rsp), %zmm0, %zmm3
	vpsrlq	$32, %zmm24, %zmm21
	vpternlogq	$150, %zmm29, %zmm2, %zmm21
	vpsrlq	$32, %zmm7, %zmm22
	vpternlogq	$150, 240(%rsp), %zmm0, %zmm22
	vpsrlq	$32, %zmm10, %zmm8
	vpternlogq	$150, %zmm0, %zmm18, %zmm8
	vpsrlq	$32, %zmm11, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm6
	vpternlogq	$150, %zmm0, %zmm17, %zmm20
	vpsrlq	$32, %zmm26, %zmm18
	vpternlogq	$150, %zmm0, %zmm19, %zmm18
	vpsrlq	$32, %zmm6, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm15
	vpternlogq	$150, 592(%rsp), %zmm2, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm5
	vmovdqu64	%zmm5, 112(%rsp)
	vpsrlq	$32, %zmm15, %zmm14
	vmovdqu64	3840(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm9, %zmm14
	vpsrlq	$32, %zmm5, %zmm29
	vpternlogq	$150, %zmm1, %zmm12, %zmm29
	vmovdqu64	848(%rsp), %zmm26
	vpsrlq	$32, %zmm26, %zmm17
	vmovdqu64	656(%rsp), %zmm5
	vpternlogq	$150, %zmm0, %zmm5, %zmm17
	vpsrlq	$32, %zmm5, %zmm0
	vpxorq	%zmm4, %zmm0, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm9
	vpsrlq	$32, %zmm9, %zmm12
	vpternlogq	$150, 976(%rsp), %zmm2, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm5
	vpsrlq	$32, %zmm5, %zmm19
	vpternlogq	$150, %zmm1, %zmm28, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm28
	vpternlogq	$150, %zmm1, %zmm23, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm0
	vmovdqu64	%zmm0, 528(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 2432(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 656(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm0
	vmovdqu64	%zmm0, 240(%rsp)
	vpsrlq	$32, %zmm0, %zmm23
	vpternlogq	$150, %zmm1, %zmm24, %zmm23
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 592(%rsp)
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, %zmm1, %zmm6, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm0
	vmovdqu64	%zmm0, 976(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm1, %zmm9, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm2
	vpsrlq	$32, %zmm2, %zmm6
	vmovdqu64	2304(%rsp), %zmm22
	vpternlogq	$150, 176(%rsp), %zmm22, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm13
	vpsrlq	$32, %zmm13, %zmm25
	vpternlogq	$150, 3456(%rsp), %zmm22, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm24
	vpsrlq	$32, %zmm24, %zmm7
	vpternlogq	$150, 784(%rsp), %zmm22, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm4
	vpsrlq	$32, %zmm4, %zmm11
	vpternlogq	$150, 2112(%rsp), %zmm22, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm27
	vpsrlq	$32, %zmm27, %zmm21
	vpternlogq	$150, %zmm10, %zmm22, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm10
	vpsrlq	$32, %zmm10, %zmm20
	vpternlogq	$150, 400(%rsp), %zmm22, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm30
	vpternlogq	$150, %zmm26, %zmm22, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm0
	vmovdqu64	%zmm0, 400(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, 464(%rsp), %zmm22, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm25, %zmm0
	vmovdqu64	%zmm0, 464(%rsp)
	vpsrlq	$32, %zmm0, %zmm31
	vmovdqu64	2240(%rsp), %zmm1
	vpternlogq	$150, %zmm15, %zmm1, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm22
	vpsrlq	$32, %zmm22, %zmm18
	vpternlogq	$150, 112(%rsp), %zmm1, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm0
	vmovdqu64	%zmm0, 848(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vmovdqu64	3584(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm2, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm6
	vpsrlq	$32, %zmm6, %zmm11
	vpternlogq	$150, %zmm5, %zmm1, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm2
	vmovdqu64	%zmm2, 176(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm0, %zmm13, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm14
	vpsrlq	$32, %zmm14, %zmm13
	vpternlogq	$150, %zmm3, %zmm1, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm3
	vmovdqu64	%zmm3, 112(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm0, %zmm24, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm28
	vpsrlq	$32, %zmm28, %zmm7
	vpternlogq	$150, 528(%rsp), %zmm1, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm24
	vpsrlq	$32, %zmm24, %zmm25
	vpternlogq	$150, %zmm0, %zmm4, %zmm25
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm9
	vpsrlq	$32, %zmm9, %zmm26
	vpternlogq	$150, 240(%rsp), %zmm1, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm4
	vmovdqu64	%zmm4, 784(%rsp)
	vpsrlq	$32, %zmm4, %zmm20
	vpternlogq	$150, %zmm0, %zmm27, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm5
	vpsrlq	$32, %zmm5, %zmm19
	vpternlogq	$150, 592(%rsp), %zmm1, %zmm19
	vmovdqu64	656(%rsp), %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm21
	vpsrlq	$32, %zmm21, %zmm27
	vpternlogq	$150, %zmm0, %zmm10, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm30, %zmm4
	vmovdqu64	%zmm4, 592(%rsp)
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, 976(%rsp), %zmm1, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm29
	vpsrlq	$32, %zmm29, %zmm17
	vpternlogq	$150, %zmm0, %zmm12, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm30
	vpsrlq	$32, %zmm30, %zmm1
	vpternlogq	$150, 400(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm0
	vmovdqu64	%zmm0, 240(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vmovdqu64	3776(%rsp), %zmm0
	vpternlogq	$150, 464(%rsp), %zmm0, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm2
	vmovdqu64	%zmm2, 400(%rsp)
	vpsrlq	$32, %zmm2, %zmm12
	vpternlogq	$150, %zmm0, %zmm22, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm25, %zmm22
	vpsrlq	$32, %zmm22, %zmm10
	vpternlogq	$150, %zmm0, %zmm6, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm23
	vpsrlq	$32, %zmm23, %zmm8
	vpternlogq	$150, %zmm0, %zmm14, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm25
	vpsrlq	$32, %zmm25, %zmm6
	vpternlogq	$150, %zmm0, %zmm28, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm27
	vpsrlq	$32, %zmm27, %zmm14
	vpternlogq	$150, %zmm0, %zmm9, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm28
	vpsrlq	$32, %zmm28, %zmm15
	vpternlogq	$150, %zmm0, %zmm5, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm1
	vmovdqu64	%zmm1, 656(%rsp)
	vpsrlq	$32, %zmm1, %zmm5
	vmovdqu64	3520(%rsp), %zmm3
	vpternlogq	$150, 848(%rsp), %zmm3, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm1
	vmovdqu64	%zmm1, 976(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 176(%rsp), %zmm3, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm2
	vmovdqu64	%zmm2, 848(%rsp)
	vpsrlq	$32, %zmm2, %zmm20
	vpternlogq	$150, 112(%rsp), %zmm3, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm2
	vmovdqu64	%zmm2, 528(%rsp)
	vpsrlq	$32, %zmm2, %zmm31
	vpternlogq	$150, %zmm24, %zmm3, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm11
	vpsrlq	$32, %zmm11, %zmm24
	vpternlogq	$150, 784(%rsp), %zmm3, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm2
	vmovdqu64	%zmm2, 176(%rsp)
	vpsrlq	$32, %zmm2, %zmm7
	vpternlogq	$150, %zmm21, %zmm3, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm13
	vpsrlq	$32, %zmm13, %zmm2
	vpternlogq	$150, %zmm29, %zmm3, %zmm2
	vmovdqu64	1856(%rsp), %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm4
	vmovdqu64	%zmm4, 464(%rsp)
	vpsrlq	$32, %zmm4, %zmm19
	vpternlogq	$150, %zmm30, %zmm3, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm3
	vpsrlq	$32, %zmm3, %zmm26
	vpternlogq	$150, 592(%rsp), %zmm0, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 240(%rsp), %zmm29, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm21
	vpternlogq	$150, 400(%rsp), %zmm29, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm31, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm22, %zmm29, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm17
	vpsrlq	$32, %zmm17, %zmm18
	vpternlogq	$150, %zmm23, %zmm29, %zmm18
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
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm7
	vpsrlq	$32, %zmm0, %zmm15
	vpternlogq	$150, %zmm3, %zmm29, %zmm15
	vpsrlq	$32, %zmm24, %zmm0
	vpternlogq	$150, 656(%rsp), %zmm25, %zmm0
	vpsrlq	$32, %zmm23, %zmm2
	vpternlogq	$150, 976(%rsp), %zmm25, %zmm2
	vpsrlq	$32, %zmm8, %zmm3
	vpternlogq	$150, 848(%rsp), %zmm25, %zmm3
	vpsrlq	$32, %zmm19, %zmm12
	vpternlogq	$150, 528(%rsp), %zmm25, %zmm12
	vpsrlq	$32, %zmm14, %zmm10
	vpternlogq	$150, %zmm25, %zmm11, %zmm10
	vpsrlq	$32, %zmm9, %zmm11
	vpternlogq	$150, 176(%rsp), %zmm25, %zmm11
	vpsrlq	$32, %zmm6, %zmm4
	vpternlogq	$150, %zmm25, %zmm13, %zmm4
	vpsrlq	$32, %zmm7, %zmm13
	vpternlogq	$150, 464(%rsp), %zmm25, %zmm13
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
	vmovdqu64	4672(%rsp), %zmm10
	vpmovqd	%zmm11, %ymm8
	vmovdqu64	4608(%rsp), %zmm11
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
	vmovdqu64	304(%rsp), %zmm0
	vmovdqu64	%zmm12, -192(%rcx,%rdx)
	vmovdqu64	%zmm14, -128(%rcx,%rdx)
	vmovdqu64	%zmm13, -64(%rcx,%rdx)
	vmovdqu64	%zmm15, (%rcx,%rdx)
	vmovdqu64	3904(%rsp), %zmm16
	vmovdqu64	%zmm1, -192(%rcx)
	vmovdqu64	%zmm5, -128(%rcx)
	vmovdqu64	720(%rsp), %zmm5
	vmovdqu64	%zmm6, -64(%rcx)
	vmovdqu64	%zmm7, (%rcx)
	vpbroadcastq	.LCPI0_8(%rip), %zmm1
	vpaddq	%zmm1, %zmm5, %zmm5
	vpaddq	%zmm1, %zmm0, %zmm0
	addq	$256, %rcx
	addq	$-64, %rbx
	jne	.LBB0_21
	cmpq	-112(%rsp), %r13
	movl	$3449720151, %r14d
	movq	-56(%rsp), %r8
	vmovdqu64	1920(%rsp), %zmm8
	vmovdqu64	1536(%rsp), %zmm19
	vmovdqu64	2368(%rsp), %zmm18
	vmovdqu64	3840(%rsp), %zmm11
	vmovdqu64	2304(%rsp), %zmm13
	vmovdqu64	2240(%rsp), %zmm20
	vmovdqu64	3584(%rsp), %zmm22
	vmovdqu64	3776(%rsp), %zmm2
	movl	-64(%rsp), %esi
	vpbroadcastq	.LCPI0_0(%rip), %zmm26
	vpbroadcastd	.LCPI0_7(%rip), %ymm1
	vmovdqu64	3520(%rsp), %zmm27
	vpbroadcastq	.LCPI0_9(%rip), %zmm3
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vmovdqu64	2048(%rsp), %zmm6
	je	.LBB0_29
	vmovdqa64	%ymm1, %ymm28
	movq	%r9, %rbp
	movq	%r10, %rdi
	movq	-112(%rsp), %r12
	movq	%r12, %r9
	testb	$56, 40(%rsp)
	je	.LBB0_27
.LBB0_24:
	vpbroadcastq	%r9, %zmm0
	vporq	.LCPI0_4(%rip), %zmm0, %zmm0
	movl	%ebp, %ecx
	xorl	16(%rsp), %ecx
	vpbroadcastq	%rcx, %zmm26
	movq	1600(%rsp), %rcx
	xorl	24(%rsp), %ecx
	vpbroadcastq	%rcx, %zmm1
	movq	-48(%rsp), %rax
	leaq	(%rax,%r9), %rcx
	movq	-24(%rsp), %rax
	leaq	(%rax,%r9,4), %r9
	vmovdqa64	%zmm27, %zmm14
	vmovdqa64	%zmm20, %zmm27
	vmovdqa64	%zmm18, %zmm20
	vmovdqa64	%zmm19, %zmm18
	vmovdqa64	%zmm22, %zmm12
	.p2align	4
.LBB0_25:
	vmovdqa64	%zmm3, %zmm19
	vpaddq	%zmm10, %zmm0, %zmm3
	vpmuludq	%zmm23, %zmm3, %zmm4
	vpternlogq	$150, %zmm16, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm24, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm26, %zmm5
	vpxorq	%zmm4, %zmm6, %zmm4
	vpmuludq	%zmm23, %zmm5, %zmm5
	vpmuludq	%zmm24, %zmm4, %zmm4
	vmovdqa64	%zmm6, %zmm22
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm6, %zmm1, %zmm6
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm8, %zmm3, %zmm7
	vpmuludq	%zmm23, %zmm7, %zmm3
	vpmuludq	%zmm24, %zmm6, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vmovdqa64	%zmm8, %zmm15
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm18, %zmm8
	vpternlogq	$150, %zmm20, %zmm5, %zmm7
	vpmuludq	%zmm23, %zmm8, %zmm4
	vpmuludq	%zmm24, %zmm7, %zmm5
	vpsrlq	$32, %zmm4, %zmm7
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm3, %zmm13, %zmm7
	vpternlogq	$150, %zmm11, %zmm6, %zmm8
	vpmuludq	%zmm23, %zmm8, %zmm3
	vpmuludq	%zmm24, %zmm7, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm5, %zmm27, %zmm8
	vpternlogq	$150, %zmm12, %zmm4, %zmm7
	vpmuludq	%zmm23, %zmm8, %zmm4
	vpmuludq	%zmm24, %zmm7, %zmm5
	vpsrlq	$32, %zmm4, %zmm7
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm3, %zmm14, %zmm7
	vpternlogq	$150, %zmm2, %zmm6, %zmm8
	vpmuludq	%zmm23, %zmm8, %zmm3
	vmovdqa64	%zmm15, %zmm8
	vpmuludq	%zmm24, %zmm7, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm5, %zmm29, %zmm6
	vpternlogq	$150, %zmm25, %zmm4, %zmm7
	vpmuludq	%zmm23, %zmm6, %zmm4
	vmovdqa64	%zmm22, %zmm6
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm7, %ymm5
	vpmulld	%ymm28, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm21, %zmm4
	vpmuludq	%zmm24, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, %ymm17, %ymm5, %ymm4
	vmovdqu	%ymm4, (%r9,%rdx)
	vpmovqd	%zmm3, (%r9)
	vmovdqa64	%zmm19, %zmm3
	vpaddq	%zmm19, %zmm0, %zmm0
	addq	$32, %r9
	addq	$8, %rcx
	jne	.LBB0_25
	movq	-40(%rsp), %rax
	movq	%rax, %r12
	cmpq	%rax, 40(%rsp)
	movl	$3449720151, %r14d
	movq	-56(%rsp), %r8
	movl	-64(%rsp), %esi
	vpbroadcastq	.LCPI0_0(%rip), %zmm26
	je	.LBB0_29
.LBB0_27:
	xorq	16(%rsp), %rbp
	movq	1600(%rsp), %rax
	xorq	24(%rsp), %rax
	movq	%rax, 1600(%rsp)
	movq	40(%rsp), %rbx
	subq	%r12, %rbx
	movq	-24(%rsp), %rax
	leaq	(%rax,%r12,4), %r10
	addq	384(%rsp), %r12
	.p2align	4
.LBB0_28:
	movl	%r12d, %r9d
	imulq	%r15, %r9
	movq	%r12, %rcx
	xorq	%r11, %rcx
	xorq	%r9, %rcx
	shrq	$32, %rcx
	imulq	%r14, %rcx
	movq	%rcx, %r11
	shrq	$32, %r11
	xorl	%ebp, %r11d
	imulq	%r15, %r11
	xorl	%edi, %r9d
	imulq	%r14, %r9
	movq	%r9, %r13
	shrq	$32, %r13
	movq	2624(%rsp), %rax
	xorl	%r13d, %eax
	movq	%r11, %r13
	shrq	$32, %r13
	xorl	1600(%rsp), %r13d
	xorl	%eax, %ecx
	imulq	%r15, %rcx
	imulq	%r14, %r13
	movq	%r13, %rax
	shrq	$32, %rax
	xorl	4544(%rsp), %r9d
	xorl	%eax, %r9d
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	2560(%rsp), %r11d
	xorl	%eax, %r11d
	imulq	%r15, %r9
	imulq	%r14, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	2496(%rsp), %r13d
	xorl	%eax, %r13d
	movq	%r9, %rax
	shrq	$32, %rax
	xorl	4480(%rsp), %ecx
	xorl	%eax, %ecx
	imulq	%r14, %rcx
	imulq	%r15, %r13
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	4928(%rsp), %r11d
	xorl	%eax, %r11d
	movq	%r13, %rax
	shrq	$32, %rax
	xorl	4416(%rsp), %r9d
	xorl	%eax, %r9d
	imulq	%r15, %r11
	imulq	%r14, %r9
	movq	%r9, %rax
	shrq	$32, %rax
	xorl	4864(%rsp), %ecx
	xorl	%eax, %ecx
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	3712(%rsp), %r13d
	xorl	%eax, %r13d
	imulq	%r14, %r13
	shrq	$32, %r13
	xorl	48(%rsp), %r9d
	imulq	%r15, %rcx
	xorl	%r13d, %r9d
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	2176(%rsp), %r11d
	xorl	%eax, %r11d
	imulq	%r15, %r9
	shrq	$32, %r9
	imull	$-845247145, %r11d, %eax
	movq	56(%rsp), %r11
	xorl	%r8d, %ecx
	xorl	%r9d, %ecx
	imulq	%r14, %rcx
	movq	%rcx, %r9
	xorl	%esi, %eax
	shrq	$32, %r9
	xorl	%r9d, %eax
	movl	%eax, (%r10,%rdx)
	movl	%ecx, (%r10)
	addq	$4, %r10
	incq	%r12
	decq	%rbx
	jne	.LBB0_28
.LBB0_29:
	movq	40(%rsp), %r13
	cmpq	$64, %r13
	jae	.LBB0_45
	xorl	%r8d, %r8d
	movl	$3449720151, %r14d
	movq	(%rsp), %rdx
	movq	3648(%rsp), %rdi
	movabsq	$4604544269498187776, %r15
	movabsq	$4503595332403200, %r12
	movl	$2143289344, %ebp
	jmp	.LBB0_49
	.p2align	4
.LBB0_45:
	movq	-80(%rsp), %r8
	movq	-112(%rsp), %rsi
	movl	$3449720151, %r14d
	movq	(%rsp), %rdx
	movabsq	$4604544269498187776, %r15
	movabsq	$4503595332403200, %r12
	movl	$2143289344, %ebp
	.p2align	4
.LBB0_46:
	vcvtudq2pd	-192(%r8), %zmm0
	vcvtudq2pd	-160(%r8), %zmm1
	vcvtudq2pd	-128(%r8), %zmm2
	vcvtudq2pd	-96(%r8), %zmm3
	vcvtudq2pd	-64(%r8), %zmm4
	vcvtudq2pd	-32(%r8), %zmm5
	vcvtudq2pd	(%r8), %zmm6
	vcvtudq2pd	32(%r8), %zmm7
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
	vmovupd	%zmm19, 1600(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 3328(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 3392(%rsp)
	vaddpd	%zmm15, %zmm4, %zmm18
	vmovupd	%zmm18, 2048(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm3
	vmovupd	%zmm3, 2432(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 3456(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm4
	vmovupd	%zmm4, 2112(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 784(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm1
	vaddpd	%zmm1, %zmm17, %zmm20
	vaddpd	%zmm1, %zmm19, %zmm17
	vaddpd	%zmm1, %zmm18, %zmm13
	vaddpd	%zmm1, %zmm16, %zmm11
	vaddpd	%zmm1, %zmm7, %zmm9
	vaddpd	%zmm1, %zmm3, %zmm7
	vaddpd	%zmm1, %zmm6, %zmm3
	vaddpd	%zmm1, %zmm4, %zmm6
	vbroadcastsd	.LCPI0_33(%rip), %zmm31
	vmulpd	%zmm31, %zmm17, %zmm18
	vmulpd	%zmm31, %zmm20, %zmm1
	vmulpd	%zmm31, %zmm11, %zmm15
	vmulpd	%zmm31, %zmm13, %zmm19
	vmulpd	%zmm31, %zmm7, %zmm16
	vsubpd	%zmm1, %zmm21, %zmm4
	vbroadcastsd	.LCPI0_34(%rip), %zmm27
	vmulpd	%zmm27, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_35(%rip), %zmm28
	vmulpd	%zmm28, %zmm20, %zmm22
	vsubpd	%zmm1, %zmm4, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm30
	vpandq	%zmm30, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm30, %zmm23, %zmm23
	vpaddq	%zmm26, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm4, %zmm23
	vsubpd	%zmm23, %zmm4, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm21
	vmulpd	%zmm31, %zmm9, %zmm22
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm29
	vmulpd	%zmm29, %zmm20, %zmm20
	vsubpd	%zmm21, %zmm20, %zmm1 {%k1}
	vmulpd	%zmm27, %zmm17, %zmm21
	vmulpd	%zmm28, %zmm17, %zmm20
	vmovapd	%zmm23, %zmm4 {%k1}
	vsubpd	%zmm21, %zmm18, %zmm23
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm30, %zmm23, %zmm23
	vpaddq	%zmm26, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm14, %k1
	vsubpd	%zmm20, %zmm18, %zmm23
	vsubpd	%zmm23, %zmm18, %zmm14
	vsubpd	%zmm20, %zmm14, %zmm14
	vmulpd	%zmm31, %zmm6, %zmm20
	vsubpd	%zmm19, %zmm12, %zmm19
	vmulpd	%zmm29, %zmm17, %zmm17
	vsubpd	%zmm14, %zmm17, %zmm21 {%k1}
	vmulpd	%zmm27, %zmm13, %zmm14
	vmulpd	%zmm28, %zmm13, %zmm17
	vmovapd	%zmm23, %zmm18 {%k1}
	vsubpd	%zmm14, %zmm19, %zmm23
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm30, %zmm12, %zmm12
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm30, %zmm23, %zmm23
	vpaddq	%zmm26, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm12, %k1
	vsubpd	%zmm17, %zmm19, %zmm24
	vsubpd	%zmm24, %zmm19, %zmm12
	vsubpd	%zmm17, %zmm12, %zmm25
	vmulpd	%zmm31, %zmm3, %zmm23
	vsubpd	%zmm15, %zmm10, %zmm12
	vsubpd	%zmm22, %zmm8, %zmm15
	vsubpd	%zmm16, %zmm5, %zmm17
	vsubpd	%zmm23, %zmm2, %zmm22
	vsubpd	%zmm20, %zmm0, %zmm23
	vmulpd	%zmm29, %zmm13, %zmm13
	vsubpd	%zmm25, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm27, %zmm11, %zmm13
	vmulpd	%zmm28, %zmm11, %zmm16
	vmovapd	%zmm24, %zmm19 {%k1}
	vsubpd	%zmm13, %zmm12, %zmm20
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpsrlq	$52, %zmm20, %zmm20
	vpandq	%zmm30, %zmm20, %zmm20
	vpaddq	%zmm26, %zmm20, %zmm20
	vpcmpgtq	%zmm20, %zmm10, %k1
	vsubpd	%zmm16, %zmm12, %zmm10
	vsubpd	%zmm10, %zmm12, %zmm20
	vsubpd	%zmm16, %zmm20, %zmm16
	vmulpd	%zmm27, %zmm9, %zmm24
	vmulpd	%zmm29, %zmm11, %zmm11
	vsubpd	%zmm16, %zmm11, %zmm13 {%k1}
	vmulpd	%zmm27, %zmm7, %zmm11
	vmulpd	%zmm28, %zmm9, %zmm16
	vmovapd	%zmm10, %zmm12 {%k1}
	vsubpd	%zmm24, %zmm15, %zmm10
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm30, %zmm8, %zmm8
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpaddq	%zmm26, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm8, %k1
	vsubpd	%zmm16, %zmm15, %zmm10
	vsubpd	%zmm10, %zmm15, %zmm8
	vsubpd	%zmm16, %zmm8, %zmm16
	vmulpd	%zmm27, %zmm3, %zmm8
	vmulpd	%zmm29, %zmm9, %zmm9
	vsubpd	%zmm16, %zmm9, %zmm24 {%k1}
	vmulpd	%zmm27, %zmm6, %zmm25
	vmulpd	%zmm28, %zmm7, %zmm9
	vmovapd	%zmm10, %zmm15 {%k1}
	vsubpd	%zmm11, %zmm17, %zmm10
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm30, %zmm5, %zmm5
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpaddq	%zmm26, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm5, %k1
	vsubpd	%zmm9, %zmm17, %zmm5
	vsubpd	%zmm5, %zmm17, %zmm10
	vsubpd	%zmm9, %zmm10, %zmm9
	vmulpd	%zmm28, %zmm3, %zmm10
	vmulpd	%zmm29, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm7, %zmm11 {%k1}
	vmulpd	%zmm28, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm23, %zmm9
	vmovapd	%zmm5, %zmm17 {%k1}
	vsubpd	%zmm8, %zmm22, %zmm5
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm30, %zmm2, %zmm2
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm30, %zmm5, %zmm5
	vpaddq	%zmm26, %zmm5, %zmm5
	vpcmpgtq	%zmm5, %zmm2, %k1
	vsubpd	%zmm10, %zmm22, %zmm2
	vmulpd	%zmm29, %zmm6, %zmm5
	vmulpd	%zmm29, %zmm3, %zmm3
	vsubpd	%zmm9, %zmm23, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm2, %zmm22, %zmm7
	vsubpd	%zmm10, %zmm7, %zmm7
	vsubpd	%zmm25, %zmm23, %zmm10
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm30, %zmm0, %zmm0
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpaddq	%zmm26, %zmm10, %zmm10
	vmovapd	%zmm2, %zmm22 {%k1}
	vsubpd	%zmm7, %zmm3, %zmm8 {%k1}
	vpcmpgtq	%zmm10, %zmm0, %k1
	vmovapd	%zmm9, %zmm23 {%k1}
	vsubpd	%zmm6, %zmm5, %zmm25 {%k1}
	vsubpd	%zmm21, %zmm18, %zmm3
	vsubpd	%zmm1, %zmm4, %zmm26
	vsubpd	%zmm13, %zmm12, %zmm5
	vsubpd	%zmm14, %zmm19, %zmm20
	vsubpd	%zmm11, %zmm17, %zmm28
	vsubpd	%zmm24, %zmm15, %zmm27
	vsubpd	%zmm25, %zmm23, %zmm9
	vsubpd	%zmm8, %zmm22, %zmm16
	vsubpd	%zmm26, %zmm4, %zmm0
	vmovupd	%zmm26, 304(%rsp)
	vsubpd	%zmm3, %zmm18, %zmm2
	vmovapd	%zmm3, %zmm18
	vmovupd	%zmm3, 400(%rsp)
	vsubpd	%zmm20, %zmm19, %zmm3
	vmovupd	%zmm20, 720(%rsp)
	vsubpd	%zmm5, %zmm12, %zmm4
	vmovapd	%zmm5, %zmm19
	vmovupd	%zmm5, 112(%rsp)
	vsubpd	%zmm27, %zmm15, %zmm5
	vsubpd	%zmm28, %zmm17, %zmm6
	vmovupd	%zmm28, 656(%rsp)
	vsubpd	%zmm16, %zmm22, %zmm12
	vmovapd	%zmm16, %zmm17
	vsubpd	%zmm9, %zmm23, %zmm15
	vmovapd	%zmm9, %zmm16
	vsubpd	%zmm21, %zmm2, %zmm2
	vmovupd	%zmm2, 176(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 528(%rsp)
	vsubpd	%zmm13, %zmm4, %zmm0
	vmovupd	%zmm0, 464(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 240(%rsp)
	vsubpd	%zmm11, %zmm6, %zmm0
	vmovupd	%zmm0, 848(%rsp)
	vsubpd	%zmm24, %zmm5, %zmm0
	vmovupd	%zmm0, 976(%rsp)
	vsubpd	%zmm25, %zmm15, %zmm0
	vmovupd	%zmm0, 4288(%rsp)
	vsubpd	%zmm8, %zmm12, %zmm0
	vmovupd	%zmm0, 592(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm22
	vmulpd	%zmm26, %zmm26, %zmm21
	vmulpd	%zmm19, %zmm19, %zmm30
	vmulpd	%zmm21, %zmm21, %zmm12
	vmovupd	%zmm12, 1200(%rsp)
	vmulpd	%zmm22, %zmm22, %zmm2
	vmovupd	%zmm2, 3264(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm3
	vmulpd	%zmm3, %zmm22, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm22, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm22, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm9
	vmulpd	%zmm9, %zmm22, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm6
	vsubpd	%zmm1, %zmm6, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm7
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm9, %zmm21, %zmm2
	vsubpd	%zmm2, %zmm6, %zmm2
	vmulpd	%zmm2, %zmm21, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1472(%rsp)
	vmulpd	%zmm12, %zmm12, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm21, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1264(%rsp)
	vmulpd	%zmm9, %zmm30, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm30, %zmm30, %zmm1
	vmovupd	%zmm1, 3200(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm30, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1072(%rsp)
	vmulpd	%zmm20, %zmm20, %zmm2
	vmulpd	%zmm9, %zmm2, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm2, %zmm2, %zmm1
	vmovupd	%zmm1, 1136(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm2, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm2, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm18
	vmulpd	%zmm28, %zmm28, %zmm29
	vmulpd	%zmm9, %zmm29, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm29, %zmm1
	vmovupd	%zmm1, 3136(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm29, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1408(%rsp)
	vmulpd	%zmm27, %zmm27, %zmm31
	vmovapd	%zmm27, %zmm25
	vmovupd	%zmm27, 4160(%rsp)
	vmulpd	%zmm9, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 1984(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm31, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1344(%rsp)
	vmulpd	%zmm16, %zmm16, %zmm23
	vmovapd	%zmm16, %zmm19
	vmovupd	%zmm16, 4032(%rsp)
	vmulpd	%zmm9, %zmm23, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm23, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm23, %zmm23, %zmm1
	vmovupd	%zmm1, 912(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm23, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 3072(%rsp)
	vmovapd	%zmm17, %zmm10
	vmovupd	%zmm17, 4096(%rsp)
	vmulpd	%zmm17, %zmm17, %zmm24
	vmulpd	%zmm9, %zmm24, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm24, %zmm1
	vmovupd	%zmm1, 4224(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm24, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm9
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm22, %zmm0
	vbroadcastsd	.LCPI0_44(%rip), %zmm20
	vsubpd	%zmm0, %zmm20, %zmm15
	vsubpd	%zmm15, %zmm20, %zmm14
	vsubpd	%zmm0, %zmm14, %zmm14
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm21, %zmm0
	vsubpd	%zmm0, %zmm20, %zmm8
	vsubpd	%zmm8, %zmm20, %zmm13
	vsubpd	%zmm0, %zmm13, %zmm6
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm30, %zmm13
	vsubpd	%zmm13, %zmm20, %zmm7
	vsubpd	%zmm7, %zmm20, %zmm12
	vsubpd	%zmm13, %zmm12, %zmm12
	vmovupd	%zmm2, 3968(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm13
	vsubpd	%zmm13, %zmm20, %zmm5
	vsubpd	%zmm5, %zmm20, %zmm11
	vsubpd	%zmm13, %zmm11, %zmm11
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm29, %zmm13
	vsubpd	%zmm13, %zmm20, %zmm4
	vsubpd	%zmm4, %zmm20, %zmm17
	vsubpd	%zmm13, %zmm17, %zmm13
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm31, %zmm17
	vsubpd	%zmm17, %zmm20, %zmm3
	vsubpd	%zmm3, %zmm20, %zmm28
	vsubpd	%zmm17, %zmm28, %zmm17
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm23, %zmm28
	vsubpd	%zmm28, %zmm20, %zmm1
	vsubpd	%zmm1, %zmm20, %zmm26
	vsubpd	%zmm28, %zmm26, %zmm26
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm24, %zmm28
	vsubpd	%zmm28, %zmm20, %zmm0
	vsubpd	%zmm0, %zmm20, %zmm20
	vsubpd	%zmm28, %zmm20, %zmm20
	vmulpd	1264(%rsp), %zmm21, %zmm16
	vmovupd	304(%rsp), %zmm27
	vmulpd	528(%rsp), %zmm27, %zmm28
	vsubpd	%zmm28, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm6, %zmm6
	vmulpd	1472(%rsp), %zmm22, %zmm16
	vmovupd	400(%rsp), %zmm27
	vmulpd	176(%rsp), %zmm27, %zmm28
	vsubpd	%zmm28, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm14, %zmm14
	vmulpd	%zmm18, %zmm2, %zmm16
	vmovupd	720(%rsp), %zmm18
	vmulpd	240(%rsp), %zmm18, %zmm18
	vsubpd	%zmm18, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm11, %zmm16
	vmulpd	1072(%rsp), %zmm30, %zmm11
	vmovupd	112(%rsp), %zmm28
	vmulpd	464(%rsp), %zmm28, %zmm18
	vsubpd	%zmm18, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm12, %zmm11
	vmulpd	1344(%rsp), %zmm31, %zmm12
	vmulpd	976(%rsp), %zmm25, %zmm18
	vsubpd	%zmm18, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm17, %zmm12
	vmulpd	1408(%rsp), %zmm29, %zmm17
	vmovupd	656(%rsp), %zmm2
	vmulpd	848(%rsp), %zmm2, %zmm18
	vsubpd	%zmm18, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm13, %zmm13
	vmulpd	%zmm9, %zmm24, %zmm9
	vmulpd	592(%rsp), %zmm10, %zmm17
	vsubpd	%zmm17, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm20, %zmm9
	vmulpd	3072(%rsp), %zmm23, %zmm10
	vmovupd	4288(%rsp), %zmm20
	vmulpd	%zmm20, %zmm19, %zmm17
	vsubpd	%zmm17, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm26, %zmm10
	vaddpd	%zmm14, %zmm15, %zmm2
	vmovupd	%zmm2, 1408(%rsp)
	vaddpd	%zmm6, %zmm8, %zmm2
	vmovupd	%zmm2, 1344(%rsp)
	vaddpd	%zmm11, %zmm7, %zmm2
	vmovupd	%zmm2, 1264(%rsp)
	vaddpd	%zmm16, %zmm5, %zmm2
	vmovupd	%zmm2, 2944(%rsp)
	vaddpd	%zmm13, %zmm4, %zmm2
	vmovupd	%zmm2, 1072(%rsp)
	vaddpd	%zmm12, %zmm3, %zmm2
	vmovupd	%zmm2, 3008(%rsp)
	vaddpd	%zmm10, %zmm1, %zmm1
	vmovupd	%zmm1, 1472(%rsp)
	vaddpd	%zmm9, %zmm0, %zmm0
	vmovupd	%zmm0, 3072(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm9
	vmulpd	%zmm9, %zmm21, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm14
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	1200(%rsp), %zmm21, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm10
	vmulpd	%zmm10, %zmm21, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm12
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vmovupd	%zmm21, 2816(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm13
	vaddpd	%zmm13, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm1
	vmulpd	%zmm9, %zmm22, %zmm0
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	3264(%rsp), %zmm22, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm10, %zmm22, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm22, %zmm2
	vmovupd	%zmm22, 2880(%rsp)
	vaddpd	%zmm13, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm6
	vmovupd	3968(%rsp), %zmm25
	vmulpd	%zmm9, %zmm25, %zmm0
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	1136(%rsp), %zmm25, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm10, %zmm25, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm25, %zmm2
	vaddpd	%zmm13, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm2
	vmulpd	%zmm9, %zmm30, %zmm0
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	3200(%rsp), %zmm30, %zmm3
	vmulpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm10, %zmm30, %zmm3
	vaddpd	%zmm12, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm30, %zmm3
	vaddpd	%zmm13, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm31, %zmm3
	vaddpd	%zmm14, %zmm3, %zmm3
	vmulpd	1984(%rsp), %zmm31, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm10, %zmm31, %zmm4
	vaddpd	%zmm12, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm31, %zmm4
	vaddpd	%zmm13, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm9, %zmm29, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm4
	vmulpd	3136(%rsp), %zmm29, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm10, %zmm29, %zmm5
	vaddpd	%zmm12, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm29, %zmm5
	vaddpd	%zmm13, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm9, %zmm24, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vmulpd	4224(%rsp), %zmm24, %zmm7
	vmulpd	%zmm5, %zmm7, %zmm5
	vmulpd	%zmm10, %zmm24, %zmm7
	vaddpd	%zmm12, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm24, %zmm7
	vaddpd	%zmm13, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm9, %zmm23, %zmm7
	vaddpd	%zmm14, %zmm7, %zmm7
	vmulpd	912(%rsp), %zmm23, %zmm9
	vmulpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm10, %zmm23, %zmm9
	vaddpd	%zmm12, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm23, %zmm9
	vaddpd	%zmm13, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm7, %zmm7
	vmulpd	%zmm22, %zmm27, %zmm9
	vmovupd	%zmm9, 3264(%rsp)
	vmulpd	%zmm6, %zmm9, %zmm6
	vmovupd	176(%rsp), %zmm19
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm19, %zmm10
	vsubpd	%zmm6, %zmm10, %zmm6
	vmulpd	304(%rsp), %zmm21, %zmm22
	vmulpd	%zmm1, %zmm22, %zmm1
	vmovupd	528(%rsp), %zmm11
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm11, %zmm12
	vsubpd	%zmm1, %zmm12, %zmm1
	vmovupd	%zmm1, 3200(%rsp)
	vmulpd	%zmm30, %zmm28, %zmm26
	vmulpd	%zmm0, %zmm26, %zmm0
	vmovupd	464(%rsp), %zmm10
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm10, %zmm13
	vsubpd	%zmm0, %zmm13, %zmm18
	vmulpd	720(%rsp), %zmm25, %zmm13
	vmulpd	%zmm2, %zmm13, %zmm2
	vmovupd	240(%rsp), %zmm9
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm9, %zmm14
	vsubpd	%zmm2, %zmm14, %zmm12
	vmulpd	656(%rsp), %zmm29, %zmm21
	vmulpd	%zmm4, %zmm21, %zmm4
	vmovupd	848(%rsp), %zmm8
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm8, %zmm15
	vsubpd	%zmm4, %zmm15, %zmm4
	vmovupd	4160(%rsp), %zmm27
	vmulpd	%zmm31, %zmm27, %zmm15
	vmulpd	%zmm3, %zmm15, %zmm3
	vmovupd	976(%rsp), %zmm2
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm16
	vsubpd	%zmm3, %zmm16, %zmm3
	vmovupd	4032(%rsp), %zmm28
	vmulpd	%zmm23, %zmm28, %zmm16
	vmulpd	%zmm7, %zmm16, %zmm7
	vmovapd	%zmm20, %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm20, %zmm17
	vsubpd	%zmm7, %zmm17, %zmm7
	vmovupd	4096(%rsp), %zmm14
	vmulpd	%zmm24, %zmm14, %zmm17
	vmulpd	%zmm5, %zmm17, %zmm5
	vmovupd	592(%rsp), %zmm0
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm0, %zmm20
	vsubpd	%zmm5, %zmm20, %zmm5
	vmulpd	2880(%rsp), %zmm6, %zmm6
	vmovupd	3200(%rsp), %zmm20
	vmulpd	2816(%rsp), %zmm20, %zmm20
	vmulpd	%zmm18, %zmm30, %zmm18
	vmulpd	%zmm12, %zmm25, %zmm12
	vmulpd	%zmm4, %zmm29, %zmm4
	vmulpd	%zmm3, %zmm31, %zmm3
	vmulpd	%zmm7, %zmm23, %zmm7
	vmulpd	%zmm5, %zmm24, %zmm5
	vsubpd	%zmm11, %zmm20, %zmm20
	vsubpd	%zmm19, %zmm6, %zmm6
	vsubpd	%zmm9, %zmm12, %zmm12
	vsubpd	%zmm10, %zmm18, %zmm11
	vsubpd	%zmm2, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm4, %zmm4
	vsubpd	%zmm0, %zmm5, %zmm5
	vsubpd	%zmm1, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_50(%rip), %zmm19
	vmulpd	%zmm19, %zmm22, %zmm10
	vaddpd	%zmm10, %zmm20, %zmm1
	vmulpd	3264(%rsp), %zmm19, %zmm9
	vaddpd	%zmm9, %zmm6, %zmm6
	vmulpd	%zmm19, %zmm13, %zmm9
	vaddpd	%zmm9, %zmm12, %zmm2
	vmulpd	%zmm19, %zmm26, %zmm9
	vaddpd	%zmm9, %zmm11, %zmm0
	vmulpd	%zmm19, %zmm15, %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm19, %zmm21, %zmm9
	vaddpd	%zmm9, %zmm4, %zmm4
	vmulpd	%zmm19, %zmm17, %zmm9
	vaddpd	%zmm9, %zmm5, %zmm5
	vmulpd	%zmm19, %zmm16, %zmm9
	vaddpd	%zmm9, %zmm7, %zmm7
	vmovupd	304(%rsp), %zmm8
	vsubpd	%zmm1, %zmm8, %zmm24
	vmovupd	400(%rsp), %zmm1
	vsubpd	%zmm6, %zmm1, %zmm23
	vmovupd	720(%rsp), %zmm1
	vsubpd	%zmm2, %zmm1, %zmm22
	vmovupd	112(%rsp), %zmm1
	vsubpd	%zmm0, %zmm1, %zmm21
	vsubpd	%zmm3, %zmm27, %zmm19
	vmovupd	656(%rsp), %zmm0
	vsubpd	%zmm4, %zmm0, %zmm20
	vsubpd	%zmm5, %zmm14, %zmm18
	vsubpd	%zmm7, %zmm28, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm0
	vmovupd	1344(%rsp), %zmm14
	vxorpd	%zmm0, %zmm14, %zmm9
	vmovupd	1408(%rsp), %zmm17
	vxorpd	%zmm0, %zmm17, %zmm7
	vmovupd	2944(%rsp), %zmm12
	vxorpd	%zmm0, %zmm12, %zmm6
	vmovupd	1264(%rsp), %zmm15
	vxorpd	%zmm0, %zmm15, %zmm5
	vmovupd	3008(%rsp), %zmm8
	vxorpd	%zmm0, %zmm8, %zmm4
	vmovupd	1072(%rsp), %zmm13
	vxorpd	%zmm0, %zmm13, %zmm3
	vmovupd	3072(%rsp), %zmm26
	vxorpd	%zmm0, %zmm26, %zmm2
	vmovupd	1472(%rsp), %zmm25
	vxorpd	%zmm0, %zmm25, %zmm1
	vpbroadcastq	.LCPI0_53(%rip), %zmm10
	vmovdqu64	1600(%rsp), %zmm16
	vptestnmq	%zmm10, %zmm16, %k1
	vmovapd	%zmm17, %zmm7 {%k1}
	vxorpd	%zmm0, %zmm23, %zmm23 {%k1}
	vmovdqu64	3328(%rsp), %zmm17
	vptestnmq	%zmm10, %zmm17, %k1
	vmovapd	%zmm14, %zmm9 {%k1}
	vxorpd	%zmm0, %zmm24, %zmm24 {%k1}
	vmovdqu64	3392(%rsp), %zmm14
	vptestnmq	%zmm10, %zmm14, %k1
	vmovapd	%zmm15, %zmm5 {%k1}
	vxorpd	%zmm0, %zmm21, %zmm21 {%k1}
	vmovdqu64	2048(%rsp), %zmm15
	vptestnmq	%zmm10, %zmm15, %k1
	vmovapd	%zmm12, %zmm6 {%k1}
	vxorpd	%zmm0, %zmm22, %zmm22 {%k1}
	vmovdqu64	2432(%rsp), %zmm12
	vptestnmq	%zmm10, %zmm12, %k1
	vmovapd	%zmm13, %zmm3 {%k1}
	vxorpd	%zmm0, %zmm20, %zmm20 {%k1}
	vmovdqu64	3456(%rsp), %zmm13
	vptestnmq	%zmm10, %zmm13, %k1
	vmovapd	%zmm8, %zmm4 {%k1}
	vxorpd	%zmm0, %zmm19, %zmm19 {%k1}
	vmovdqu64	2112(%rsp), %zmm8
	vptestnmq	%zmm10, %zmm8, %k1
	vmovapd	%zmm25, %zmm1 {%k1}
	vxorpd	%zmm0, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	784(%rsp), %zmm11
	vptestnmq	%zmm10, %zmm11, %k1
	vmovapd	%zmm26, %zmm2 {%k1}
	vxorpd	%zmm0, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm0
	vptestnmq	%zmm0, %zmm17, %k1
	vmovapd	%zmm9, %zmm24 {%k1}
	vmovupd	%zmm24, 656(%rsp)
	vptestnmq	%zmm0, %zmm16, %k1
	vmovapd	%zmm7, %zmm23 {%k1}
	vmovupd	%zmm23, 976(%rsp)
	vptestnmq	%zmm0, %zmm15, %k1
	vmovapd	%zmm6, %zmm22 {%k1}
	vmovupd	%zmm22, 592(%rsp)
	vptestnmq	%zmm0, %zmm14, %k1
	vmovapd	%zmm5, %zmm21 {%k1}
	vmovupd	%zmm21, 240(%rsp)
	vptestnmq	%zmm0, %zmm13, %k1
	vmovapd	%zmm4, %zmm19 {%k1}
	vmovupd	%zmm19, 848(%rsp)
	vptestnmq	%zmm0, %zmm12, %k1
	vmovapd	%zmm3, %zmm20 {%k1}
	vmovupd	%zmm20, 528(%rsp)
	vptestnmq	%zmm0, %zmm11, %k1
	vmovapd	%zmm2, %zmm18 {%k1}
	vmovupd	%zmm18, 176(%rsp)
	vptestnmq	%zmm0, %zmm8, %k1
	vmovapd	%zmm1, %zmm25 {%k1}
	vmovupd	%zmm25, 464(%rsp)
	vcvtudq2pd	-192(%r8,%rdx), %zmm0
	vcvtudq2pd	-160(%r8,%rdx), %zmm1
	vcvtudq2pd	-128(%r8,%rdx), %zmm2
	vcvtudq2pd	-96(%r8,%rdx), %zmm3
	vcvtudq2pd	-64(%r8,%rdx), %zmm4
	vcvtudq2pd	-32(%r8,%rdx), %zmm5
	vcvtudq2pd	(%r8,%rdx), %zmm6
	vcvtudq2pd	32(%r8,%rdx), %zmm7
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
	vmovdqu64	%zmm9, 3392(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 2048(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 2432(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 3456(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 2112(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 784(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 400(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 112(%rsp)
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
	vmovupd	%zmm4, 720(%rsp)
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, 304(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 1600(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 3328(%rsp)
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
	vmovupd	%zmm3, 3264(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 1200(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 3136(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 1136(%rsp)
	vpaddq	%zmm12, %zmm11, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm30
	vaddpd	%zmm23, %zmm30, %zmm1
	vdivpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm1, 4288(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 1984(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 1472(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 3200(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1072(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1264(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 912(%rsp)
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
	vaddpd	1200(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	3264(%rsp), %zmm22, %zmm22
	vaddpd	1136(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	3136(%rsp), %zmm27, %zmm27
	vaddpd	1472(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	1984(%rsp), %zmm9, %zmm9
	vaddpd	1264(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	1072(%rsp), %zmm7, %zmm7
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
	vmovupd	720(%rsp), %zmm2
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	1600(%rsp), %zmm2, %zmm13
	vmovupd	304(%rsp), %zmm4
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	3328(%rsp), %zmm4, %zmm14
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	3200(%rsp), %zmm7, %zmm7
	vmovupd	%zmm30, 1408(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm30, %zmm16
	vmulpd	%zmm16, %zmm30, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	4288(%rsp), %zmm9, %zmm9
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	912(%rsp), %zmm5, %zmm5
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm18, %zmm6
	vpsrlq	$20, 3392(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm10
	vmulpd	%zmm10, %zmm11, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm13
	vpsrlq	$20, 2048(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm10, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 2432(%rsp), %zmm25
	vpaddq	%zmm12, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm10, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 3456(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm10, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 2112(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm10, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 784(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm10, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 400(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm10, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 112(%rsp), %zmm31
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
	vaddpd	304(%rsp), %zmm2, %zmm2
	vaddpd	720(%rsp), %zmm0, %zmm0
	vaddpd	1408(%rsp), %zmm7, %zmm7
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
	vmulpd	656(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	976(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	592(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	240(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	848(%rsp), %zmm3, %zmm3
	vmulpd	528(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	176(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	464(%rsp), %zmm6, %zmm6
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
	vmovdqu64	%zmm0, -192(%r8,%rdx)
	vmovdqu64	%zmm2, -128(%r8,%rdx)
	vmovdqu64	%zmm3, -64(%r8,%rdx)
	vmovdqu64	%zmm1, (%r8,%rdx)
	addq	$256, %r8
	addq	$-64, %rsi
	jne	.LBB0_46
	cmpq	-112(%rsp), %r13
	vpbroadcastq	.LCPI0_5(%rip), %zmm23
	vpbroadcastq	.LCPI0_6(%rip), %zmm24
	movq	3648(%rsp), %rdi
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
	je	.LBB0_32
	movq	-112(%rsp), %rsi
	movq	%rsi, %r8
	testb	$56, %r13b
	je	.LBB0_52
.LBB0_49:
	movq	-48(%rsp), %rax
	leaq	(%rax,%r8), %rcx
	movq	-24(%rsp), %rax
	leaq	(%rax,%r8,4), %rsi
	vpbroadcastq	.LCPI0_37(%rip), %zmm17
	vbroadcastsd	.LCPI0_38(%rip), %zmm15
	vbroadcastsd	.LCPI0_39(%rip), %zmm18
	vbroadcastsd	.LCPI0_40(%rip), %zmm19
	vbroadcastsd	.LCPI0_56(%rip), %zmm20
	vbroadcastsd	.LCPI0_42(%rip), %zmm16
	vbroadcastsd	.LCPI0_43(%rip), %zmm22
	vbroadcastsd	.LCPI0_44(%rip), %zmm26
	vbroadcastsd	.LCPI0_45(%rip), %zmm29
	vbroadcastsd	.LCPI0_46(%rip), %zmm25
	vbroadcastsd	.LCPI0_47(%rip), %zmm10
	vbroadcastsd	.LCPI0_48(%rip), %zmm27
	vbroadcastsd	.LCPI0_49(%rip), %zmm11
	vbroadcastsd	.LCPI0_50(%rip), %zmm31
	vbroadcastsd	.LCPI0_51(%rip), %zmm12
	vpbroadcastq	.LCPI0_52(%rip), %zmm28
	vpbroadcastq	.LCPI0_53(%rip), %zmm21
	vpbroadcastq	.LCPI0_0(%rip), %zmm13
	vbroadcastsd	.LCPI0_11(%rip), %zmm14
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	.p2align	4
.LBB0_50:
	vcvtudq2pd	(%rsi,%rdx), %zmm0
	vaddpd	%zmm30, %zmm0, %zmm0
	vmulpd	%zmm14, %zmm0, %zmm0
	vcvtudq2pd	(%rsi), %zmm1
	vaddpd	%zmm30, %zmm1, %zmm1
	vmulpd	%zmm14, %zmm1, %zmm1
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
	vmulpd	%zmm15, %zmm4, %zmm6
	vaddpd	%zmm18, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm19, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm20, %zmm4, %zmm7
	vaddpd	%zmm16, %zmm7, %zmm7
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
	vaddpd	%zmm25, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm10, %zmm7, %zmm7
	vmulpd	%zmm27, %zmm4, %zmm8
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
	vmulpd	%zmm31, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm2, %zmm2
	vptestnmq	%zmm28, %zmm1, %k1
	vptestnmq	%zmm21, %zmm1, %k2
	vxorpd	%zmm12, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm12, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_28(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovdqu	%ymm0, (%rsi,%rdx)
	addq	$32, %rsi
	addq	$8, %rcx
	jne	.LBB0_50
	movq	-40(%rsp), %rax
	movq	%rax, %rsi
	cmpq	%rax, %r13
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
	je	.LBB0_32
.LBB0_52:
	movq	%r13, %rcx
	subq	%rsi, %rcx
	movq	-24(%rsp), %rax
	leaq	(%rax,%rsi,4), %rsi
	.p2align	4
.LBB0_31:
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
	andq	%r12, %r8
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
	vmulsd	%xmm25, %xmm1, %xmm2
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
	jne	.LBB0_31
.LBB0_32:
	cmpl	$0, 72(%rsp)
	sete	%cl
	vmovss	32(%rsp), %xmm14
	vmulss	68(%rsp), %xmm14, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorpd	%xmm7, %xmm7, %xmm7
	vcmpltss	%xmm0, %xmm7, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	kmovd	%ecx, %k1
	vmovaps	1328(%rsp), %xmm1
	vmovss	%xmm1, %xmm0, %xmm0 {%k1}
	cmpb	$0, 88(%rsp)
	je	.LBB0_34
	xorl	%ecx, %ecx
	movq	80(%rsp), %r9
	movq	8(%rsp), %r12
	vbroadcastss	.LCPI0_60(%rip), %xmm8
	vmovss	.LCPI0_61(%rip), %xmm5
	vmovaps	96(%rsp), %xmm15
	vpbroadcastq	.LCPI0_0(%rip), %zmm26
	vmovdqu64	1856(%rsp), %zmm29
	vmovdqu64	1792(%rsp), %zmm25
	vmovdqu64	1728(%rsp), %zmm21
	vmovdqu64	1664(%rsp), %zmm17
	vmovdqu64	3904(%rsp), %zmm16
	vmovdqu64	2304(%rsp), %zmm13
	vmovdqu64	2240(%rsp), %zmm20
	vmovdqu64	1536(%rsp), %zmm19
	vmovdqu64	3584(%rsp), %zmm22
	vmovdqu64	2368(%rsp), %zmm18
	vmovdqu64	3520(%rsp), %zmm27
	vpbroadcastd	.LCPI0_7(%rip), %ymm28
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	.p2align	4
.LBB0_41:
	vmovss	(%r9,%rcx,4), %xmm1
	vsubss	(%r12,%rcx,4), %xmm1, %xmm2
	vandps	%xmm2, %xmm8, %xmm3
	vucomiss	%xmm3, %xmm5
	setae	%sil
	kmovd	%esi, %k1
	vmovss	.LCPI0_62(%rip), %xmm3 {%k1} {z}
	vaddss	%xmm2, %xmm2, %xmm4
	vmulss	%xmm3, %xmm4, %xmm3
	vmovaps	%xmm5, %xmm4
	vmovss	%xmm7, %xmm4, %xmm4 {%k1}
	vcmpltss	%xmm7, %xmm2, %k1
	vcmpltss	%xmm2, %xmm7, %k2
	vmovss	.LCPI0_63(%rip), %xmm2 {%k1}
	vmovss	%xmm5, %xmm2, %xmm2 {%k2}
	vmulss	%xmm2, %xmm4, %xmm2
	vaddss	%xmm2, %xmm3, %xmm2
	vmulss	%xmm2, %xmm15, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	(%rdi,%rcx,4), %xmm0, %xmm2
	vaddss	%xmm1, %xmm2, %xmm1
	vmovd	%xmm1, %esi
	movl	%esi, %r8d
	andl	$2147483647, %r8d
	cmpl	$2139095041, %r8d
	cmovael	%ebp, %esi
	movl	%esi, (%r9,%rcx,4)
	incq	%rcx
	cmpq	%rcx, %r13
	jne	.LBB0_41
	jmp	.LBB0_42
	.p2align	4
.LBB0_34:
	vbroadcastss	%xmm0, %zmm1
	xorl	%ecx, %ecx
	movq	-8(%rsp), %rax
	movq	80(%rsp), %r9
	movq	8(%rsp), %r12
	vmovups	4352(%rsp), %zmm6
	vbroadcastss	.LCPI0_60(%rip), %xmm8
	vbroadcastss	.LCPI0_60(%rip), %zmm10
	vbroadcastss	.LCPI0_61(%rip), %zmm11
	vxorpd	%xmm12, %xmm12, %xmm12
	vpbroadcastd	.LCPI0_64(%rip), %zmm13
	vmovaps	96(%rsp), %xmm15
	vpbroadcastq	.LCPI0_0(%rip), %zmm26
	vmovdqu64	1856(%rsp), %zmm29
	vmovdqu64	1792(%rsp), %zmm25
	vmovdqu64	1728(%rsp), %zmm21
	vmovdqu64	1664(%rsp), %zmm17
	vmovdqu64	3904(%rsp), %zmm16
	vmovdqu64	2240(%rsp), %zmm20
	vmovdqu64	1536(%rsp), %zmm19
	vmovdqu64	3584(%rsp), %zmm22
	vmovdqu64	2368(%rsp), %zmm18
	vmovdqu64	3520(%rsp), %zmm27
	vpbroadcastd	.LCPI0_7(%rip), %ymm28
	.p2align	4
.LBB0_35:
	vmovups	(%r9,%rcx,4), %zmm2
	vsubps	(%r12,%rcx,4), %zmm2, %zmm3
	vandps	%zmm10, %zmm3, %zmm4
	vcmpleps	%zmm11, %zmm4, %k1
	vbroadcastss	.LCPI0_62(%rip), %zmm4 {%k1} {z}
	vaddps	%zmm3, %zmm3, %zmm5
	vmulps	%zmm4, %zmm5, %zmm4
	vblendmps	%zmm12, %zmm11, %zmm5 {%k1}
	vcmpltps	%zmm3, %zmm12, %k1
	vcmpltps	%zmm12, %zmm3, %k2
	vbroadcastss	.LCPI0_63(%rip), %zmm3 {%k2}
	vmulps	%zmm3, %zmm5, %zmm3
	vmovaps	%zmm5, %zmm3 {%k1}
	vaddps	%zmm3, %zmm4, %zmm3
	vmulps	%zmm3, %zmm6, %zmm3
	vsubps	%zmm3, %zmm2, %zmm2
	vmulps	(%rdi,%rcx,4), %zmm1, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vandps	%zmm10, %zmm2, %zmm3
	vpcmpgtd	%zmm13, %zmm3, %k1
	vpbroadcastd	.LCPI0_65(%rip), %zmm2 {%k1}
	vmovdqu64	%zmm2, (%r9,%rcx,4)
	addq	$16, %rcx
	cmpq	%rcx, %rax
	jne	.LBB0_35
	cmpq	%rax, %r13
	vmovss	.LCPI0_61(%rip), %xmm5
	vbroadcastss	.LCPI0_61(%rip), %xmm10
	vxorps	%xmm11, %xmm11, %xmm11
	vpbroadcastd	.LCPI0_64(%rip), %xmm12
	vmovdqu64	2304(%rsp), %zmm13
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	je	.LBB0_42
	movq	-8(%rsp), %rcx
	testb	$12, %r13b
	je	.LBB0_41
	vbroadcastss	%xmm0, %xmm1
	movq	-8(%rsp), %rcx
	movq	1064(%rsp), %rax
	.p2align	4
.LBB0_39:
	vmovups	(%r9,%rcx,4), %xmm2
	vsubps	(%r12,%rcx,4), %xmm2, %xmm3
	vandps	%xmm3, %xmm8, %xmm4
	vcmpleps	%xmm10, %xmm4, %k1
	vbroadcastss	.LCPI0_62(%rip), %xmm4 {%k1} {z}
	vaddps	%xmm3, %xmm3, %xmm5
	vmulps	%xmm4, %xmm5, %xmm4
	vblendmps	%xmm11, %xmm10, %xmm5 {%k1}
	vcmpltps	%xmm3, %xmm11, %k1
	vcmpltps	%xmm11, %xmm3, %k2
	vbroadcastss	.LCPI0_63(%rip), %xmm3 {%k2}
	vmulps	%xmm3, %xmm5, %xmm3
	vmovaps	%xmm5, %xmm3 {%k1}
	vaddps	%xmm3, %xmm4, %xmm3
	vmulps	%xmm3, %xmm6, %xmm3
	vsubps	%xmm3, %xmm2, %xmm2
	vmulps	(%rdi,%rcx,4), %xmm1, %xmm3
	vaddps	%xmm2, %xmm3, %xmm2
	vandps	%xmm2, %xmm8, %xmm3
	vpcmpgtd	%xmm12, %xmm3, %k1
	vpbroadcastd	.LCPI0_65(%rip), %xmm2 {%k1}
	vmovdqu	%xmm2, (%r9,%rcx,4)
	addq	$4, %rcx
	cmpq	%rcx, %rax
	jne	.LBB0_39
	movq	%rax, %rcx
	cmpq	%rax, %r13
	vmovss	.LCPI0_61(%rip), %xmm5
	jne	.LBB0_41
	jmp	.LBB0_42
.LBB0_55:
	movq	-120(%rsp), %rdx
	movq	-104(%rsp), %rax
	.p2align	4
.LBB0_56:
	addq	%rdi, %rdx
	cmpq	%rax, %rdx
	jb	.LBB0_56
.LBB0_44:
	addq	$9096, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.LBB0_62:
	vpbroadcastd	%xmm15, %zmm0
	vbroadcastss	.LCPI0_60(%rip), %xmm1
	vmovss	.LCPI0_61(%rip), %xmm2
	vxorps	%xmm3, %xmm3, %xmm3
	movl	$2143289344, %eax
	vbroadcastss	.LCPI0_61(%rip), %xmm4
	vpbroadcastd	.LCPI0_64(%rip), %xmm5
	vbroadcastss	.LCPI0_60(%rip), %zmm6
	vxorps	%xmm7, %xmm7, %xmm7
	vbroadcastss	.LCPI0_61(%rip), %zmm8
	vxorps	%xmm9, %xmm9, %xmm9
	vpbroadcastd	.LCPI0_64(%rip), %zmm10
	movq	-120(%rsp), %rsi
	movq	-104(%rsp), %rcx
	jmp	.LBB0_63
	.p2align	4
.LBB0_76:
	movq	%r15, %rsi
	movq	4352(%rsp), %rdi
	addq	%rdi, %rsi
	movq	-104(%rsp), %rcx
	cmpq	%rcx, %rsi
	jae	.LBB0_44
.LBB0_63:
	subq	%rsi, %rcx
	cmpq	%rdi, %rcx
	cmovaeq	%rdi, %rcx
	imulq	%r13, %rcx
	movq	%rsi, %r15
	imulq	%r13, %rsi
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
	andl	$32752, %r9d
	movl	%edi, %r10d
	andl	$32764, %r10d
	xorl	%r11d, %r11d
	jmp	.LBB0_64
	.p2align	4
.LBB0_75:
	incq	%r11
	cmpq	-16(%rsp), %r11
	je	.LBB0_76
.LBB0_64:
	cmpq	$4, %rcx
	setb	%bl
	orb	%r8b, %bl
	testb	$1, %bl
	je	.LBB0_66
	xorl	%ebx, %ebx
	jmp	.LBB0_74
	.p2align	4
.LBB0_66:
	cmpq	$16, %rcx
	jae	.LBB0_68
	xorl	%r14d, %r14d
	jmp	.LBB0_72
	.p2align	4
.LBB0_68:
	movq	%r9, %rbx
	xorl	%r14d, %r14d
	.p2align	4
.LBB0_69:
	vmovups	(%rdx,%r14,4), %zmm11
	vsubps	(%rsi,%r14,4), %zmm11, %zmm12
	vandps	%zmm6, %zmm12, %zmm13
	vcmpleps	%zmm8, %zmm13, %k1
	vbroadcastss	.LCPI0_62(%rip), %zmm13 {%k1} {z}
	vaddps	%zmm12, %zmm12, %zmm14
	vblendmps	%zmm9, %zmm8, %zmm15 {%k1}
	vmulps	%zmm13, %zmm14, %zmm13
	vcmpltps	%zmm12, %zmm9, %k1
	vcmpltps	%zmm9, %zmm12, %k2
	vbroadcastss	.LCPI0_63(%rip), %zmm12 {%k2}
	vmulps	%zmm12, %zmm15, %zmm12
	vmovaps	%zmm15, %zmm12 {%k1}
	vaddps	%zmm12, %zmm13, %zmm12
	vmulps	%zmm12, %zmm0, %zmm12
	vsubps	%zmm12, %zmm11, %zmm11
	vandps	%zmm6, %zmm11, %zmm12
	vpcmpgtd	%zmm10, %zmm12, %k1
	vpbroadcastd	.LCPI0_65(%rip), %zmm11 {%k1}
	vmovdqu64	%zmm11, (%rdx,%r14,4)
	addq	$16, %r14
	addq	$-16, %rbx
	jne	.LBB0_69
	cmpq	%r9, %rcx
	vmovdqa64	%xmm16, %xmm15
	je	.LBB0_75
	movq	%r9, %r14
	movq	%r9, %rbx
	testb	$12, %dil
	je	.LBB0_74
	.p2align	4
.LBB0_72:
	vmovups	(%rdx,%r14,4), %xmm11
	vsubps	(%rsi,%r14,4), %xmm11, %xmm12
	vandps	%xmm1, %xmm12, %xmm13
	vcmpleps	%xmm4, %xmm13, %k1
	vbroadcastss	.LCPI0_62(%rip), %xmm13 {%k1} {z}
	vaddps	%xmm12, %xmm12, %xmm14
	vmulps	%xmm13, %xmm14, %xmm13
	vblendmps	%xmm7, %xmm4, %xmm14 {%k1}
	vcmpltps	%xmm12, %xmm7, %k1
	vcmpltps	%xmm7, %xmm12, %k2
	vbroadcastss	.LCPI0_63(%rip), %xmm12 {%k2}
	vmulps	%xmm12, %xmm14, %xmm12
	vmovaps	%xmm14, %xmm12 {%k1}
	vaddps	%xmm12, %xmm13, %xmm12
	vmulps	%xmm0, %xmm12, %xmm12
	vsubps	%xmm12, %xmm11, %xmm11
	vandps	%xmm1, %xmm11, %xmm12
	vpcmpgtd	%xmm5, %xmm12, %k1
	vpbroadcastd	.LCPI0_65(%rip), %xmm11 {%k1}
	vmovdqu	%xmm11, (%rdx,%r14,4)
	addq	$4, %r14
	cmpq	%r14, %r10
	jne	.LBB0_72
	movq	%r10, %rbx
	cmpq	%r10, %rcx
	je	.LBB0_75
	.p2align	4
.LBB0_74:
	vmovss	(%rdx,%rbx,4), %xmm11
	vsubss	(%rsi,%rbx,4), %xmm11, %xmm12
	vandps	%xmm1, %xmm12, %xmm13
	vucomiss	%xmm13, %xmm2
	setae	%bpl
	kmovd	%ebp, %k1
	vmovss	.LCPI0_62(%rip), %xmm13 {%k1} {z}
	vaddss	%xmm12, %xmm12, %xmm14
	vmulss	%xmm13, %xmm14, %xmm13
	vmovaps	%xmm2, %xmm14
	vmovss	%xmm3, %xmm14, %xmm14 {%k1}
	vcmpltss	%xmm3, %xmm12, %k1
	vcmpltss	%xmm12, %xmm3, %k2
	vmovss	.LCPI0_63(%rip), %xmm12 {%k1}
	vmovss	%xmm2, %xmm12, %xmm12 {%k2}
	vmulss	%xmm12, %xmm14, %xmm12
	vaddss	%xmm12, %xmm13, %xmm12
	vmulss	%xmm12, %xmm15, %xmm12
	vsubss	%xmm12, %xmm11, %xmm11
	vmovd	%xmm11, %ebp
	movl	%ebp, %r14d
	andl	$2147483647, %r14d
	cmpl	$2139095041, %r14d
	cmovael	%eax, %ebp
	movl	%ebp, (%rdx,%rbx,4)
	incq	%rbx
	cmpq	%rcx, %rbx
	jb	.LBB0_74
	jmp	.LBB0_75
.LBB0_4:
	movq	%r13, %rax
	andq	$-16, %rax
	vpbroadcastd	%xmm15, %zmm0
	movq	%r13, %rcx
	andq	$-4, %rcx
	movq	%rsi, %rdi
	imulq	%r13, %rdi
	movq	%rsi, %r15
	movq	-96(%rsp), %rsi
	leaq	(%rsi,%rdi,4), %rsi
	movq	-88(%rsp), %r8
	leaq	(%r8,%rdi,4), %rdi
	xorl	%r8d, %r8d
	vbroadcastss	.LCPI0_60(%rip), %xmm1
	vmovss	.LCPI0_61(%rip), %xmm2
	vxorps	%xmm3, %xmm3, %xmm3
	movl	$2143289344, %r9d
	vbroadcastss	.LCPI0_60(%rip), %zmm4
	vbroadcastss	.LCPI0_61(%rip), %zmm5
	vpbroadcastd	.LCPI0_64(%rip), %zmm6
	vxorps	%xmm7, %xmm7, %xmm7
	vbroadcastss	.LCPI0_61(%rip), %xmm8
	vxorps	%xmm9, %xmm9, %xmm9
	vpbroadcastd	.LCPI0_64(%rip), %xmm10
	movq	-96(%rsp), %r12
	jmp	.LBB0_5
	.p2align	4
.LBB0_15:
	incq	%r15
	incq	%r8
	addq	%rdx, %rsi
	addq	%rdx, %rdi
	cmpq	-104(%rsp), %r15
	je	.LBB0_44
.LBB0_5:
	movq	%rdx, %r10
	imulq	%r8, %r10
	movq	376(%rsp), %r11
	addq	%r10, %r11
	movq	-88(%rsp), %r14
	leaq	(%r14,%r11), %rbx
	addq	368(%rsp), %r10
	addq	%r10, %r14
	addq	%r12, %r11
	addq	%r12, %r10
	cmpq	%r10, %rbx
	setb	%bl
	cmpq	%r14, %r11
	setb	%r10b
	andb	%bl, %r10b
	xorl	%r11d, %r11d
	jmp	.LBB0_6
	.p2align	4
.LBB0_14:
	incq	%r11
	cmpq	-16(%rsp), %r11
	je	.LBB0_15
.LBB0_6:
	xorl	%ebx, %ebx
	testb	%r10b, %r10b
	je	.LBB0_7
	.p2align	4
.LBB0_13:
	vmovss	(%rdi,%rbx,4), %xmm11
	vsubss	(%rsi,%rbx,4), %xmm11, %xmm12
	vandps	%xmm1, %xmm12, %xmm13
	vucomiss	%xmm13, %xmm2
	setae	%bpl
	kmovd	%ebp, %k1
	vmovss	.LCPI0_62(%rip), %xmm13 {%k1} {z}
	vaddss	%xmm12, %xmm12, %xmm14
	vmulss	%xmm13, %xmm14, %xmm13
	vmovaps	%xmm2, %xmm14
	vmovss	%xmm3, %xmm14, %xmm14 {%k1}
	vcmpltss	%xmm3, %xmm12, %k1
	vcmpltss	%xmm12, %xmm3, %k2
	vmovss	.LCPI0_63(%rip), %xmm12 {%k1}
	vmovss	%xmm2, %xmm12, %xmm12 {%k2}
	vmulss	%xmm12, %xmm14, %xmm12
	vaddss	%xmm12, %xmm13, %xmm12
	vmulss	%xmm12, %xmm15, %xmm12
	vsubss	%xmm12, %xmm11, %xmm11
	vmovd	%xmm11, %ebp
	movl	%ebp, %r14d
	andl	$2147483647, %r14d
	cmpl	$2139095041, %r14d
	cmovael	%r9d, %ebp
	movl	%ebp, (%rdi,%rbx,4)
	incq	%rbx
	cmpq	%rbx, %r13
	jne	.LBB0_13
	jmp	.LBB0_14
	.p2align	4
.LBB0_7:
	vmovups	(%rdi,%rbx,4), %zmm11
	vsubps	(%rsi,%rbx,4), %zmm11, %zmm12
	vandps	%zmm4, %zmm12, %zmm13
	vcmpleps	%zmm5, %zmm13, %k1
	vbroadcastss	.LCPI0_62(%rip), %zmm13 {%k1} {z}
	vaddps	%zmm12, %zmm12, %zmm14
	vblendmps	%zmm7, %zmm5, %zmm15 {%k1}
	vmulps	%zmm13, %zmm14, %zmm13
	vcmpltps	%zmm12, %zmm7, %k1
	vcmpltps	%zmm7, %zmm12, %k2
	vbroadcastss	.LCPI0_63(%rip), %zmm12 {%k2}
	vmulps	%zmm12, %zmm15, %zmm12
	vmovaps	%zmm15, %zmm12 {%k1}
	vaddps	%zmm12, %zmm13, %zmm12
	vmulps	%zmm12, %zmm0, %zmm12
	vsubps	%zmm12, %zmm11, %zmm11
	vandps	%zmm4, %zmm11, %zmm12
	vpcmpgtd	%zmm6, %zmm12, %k1
	vpbroadcastd	.LCPI0_65(%rip), %zmm11 {%k1}
	vmovdqu64	%zmm11, (%rdi,%rbx,4)
	addq	$16, %rbx
	cmpq	%rbx, %rax
	jne	.LBB0_7
	cmpq	%rax, %r13
	vmovdqa64	%xmm16, %xmm15
	je	.LBB0_14
	movq	%rax, %rbx
	testb	$12, %r13b
	je	.LBB0_13
	movq	%rax, %rbx
	.p2align	4
.LBB0_11:
	vmovups	(%rdi,%rbx,4), %xmm11
	vsubps	(%rsi,%rbx,4), %xmm11, %xmm12
	vandps	%xmm1, %xmm12, %xmm13
	vcmpleps	%xmm8, %xmm13, %k1
	vbroadcastss	.LCPI0_62(%rip), %xmm13 {%k1} {z}
	vaddps	%xmm12, %xmm12, %xmm14
	vmulps	%xmm13, %xmm14, %xmm13
	vblendmps	%xmm9, %xmm8, %xmm14 {%k1}
	vcmpltps	%xmm12, %xmm9, %k1
	vcmpltps	%xmm9, %xmm12, %k2
	vbroadcastss	.LCPI0_63(%rip), %xmm12 {%k2}
	vmulps	%xmm12, %xmm14, %xmm12
	vmovaps	%xmm14, %xmm12 {%k1}
	vaddps	%xmm12, %xmm13, %xmm12
	vmulps	%xmm0, %xmm12, %xmm12
	vsubps	%xmm12, %xmm11, %xmm11
	vandps	%xmm1, %xmm11, %xmm12
	vpcmpgtd	%xmm10, %xmm12, %k1
	vpbroadcastd	.LCPI0_65(%rip), %xmm11 {%k1}
	vmovdqu	%xmm11, (%rdi,%rbx,4)
	addq	$4, %rbx
	cmpq	%rbx, %rcx
	jne	.LBB0_11
	movq	%rcx, %rbx
	cmpq	%rcx, %r13
	jne	.LBB0_13
	jmp	.LBB0_14
.Lfunc_end0:
	.size	tessera_huber_x86_64_v4, .Lfunc_end0-tessera_huber_x86_64_v4

	.section	".note.GNU-stack","",@progbits
