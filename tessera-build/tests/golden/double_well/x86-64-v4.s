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
	subq	$1016, %rsp
	movq	(%rdi), %rax
	movq	%rax, -80(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, -88(%rsp)
	movq	24(%rdi), %rsi
	movq	32(%rdi), %r8
	movq	40(%rdi), %r12
	vmovss	56(%rdi), %xmm0
	vmovaps	%xmm0, -112(%rsp)
	vmovss	60(%rdi), %xmm0
	vmovss	%xmm0, 60(%rsp)
	movq	48(%rdi), %rax
	movq	%rax, -64(%rsp)
	movl	64(%rdi), %ecx
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, 52(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, 56(%rsp)
	movl	68(%rdi), %eax
	movl	%eax, -52(%rsp)
	vmovd	80(%rdi), %xmm0
	vmovd	%xmm0, 48(%rsp)
	movq	88(%rdi), %r11
	movq	96(%rdi), %rax
	movq	%rax, 456(%rsp)
	cmpq	$32, %r12
	movq	%r8, -72(%rsp)
	movq	%r12, -128(%rsp)
	movq	%r11, 40(%rsp)
	jae	.LBB0_1
	movw	$512, %ax
	xorl	%edx, %edx
	divw	%r12w
	cmpq	%r8, %rsi
	jae	.LBB0_65
	movq	%rsi, -120(%rsp)
	movzwl	%ax, %r13d
	cmpq	$0, -64(%rsp)
	je	.LBB0_76
	testl	%ecx, %ecx
	je	.LBB0_85
	movl	$3449720151, %ecx
	movq	%r11, %rax
	shrq	$32, %rax
	leaq	1013904242(%r11), %r10
	leaq	1993301258(%rax), %rdi
	leaq	842468239(%rax), %r14
	leaq	2027808484(%r11), %r8
	leaq	387276957(%r11), %r15
	leaq	1684936478(%rax), %rbp
	leaq	534103459(%rax), %rdx
	movq	%rdx, 1712(%rsp)
	leaq	-795284382(%r11,%rcx), %r9
	leaq	-305585874(%rax,%rcx), %rbx
	movq	%rbx, 80(%rsp)
	leaq	218619860(%r11,%rcx), %rbx
	leaq	536882365(%rax,%rcx), %rdx
	movq	%rdx, 1648(%rsp)
	leaq	-613950654(%rax,%rcx), %rdx
	leaq	-408007425(%r11,%rcx), %rsi
	leaq	228517585(%rax,%rcx), %rax
	movq	%rax, 2096(%rsp)
	movq	1712(%rsp), %rcx
	vpbroadcastq	%r11, %zmm16
	movq	%r9, 24(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 4976(%rsp)
	movq	1648(%rsp), %r9
	vpbroadcastq	%r10, %zmm30
	movq	%rdi, -24(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 4912(%rsp)
	movq	%rbx, 2864(%rsp)
	vpbroadcastq	%rbx, %zmm29
	vpbroadcastq	%r14, %zmm25
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 3568(%rsp)
	vpbroadcastq	%r9, %zmm28
	vpbroadcastq	%r15, %zmm0
	vmovdqu64	%zmm0, 4656(%rsp)
	movq	%rdx, 4528(%rsp)
	vpbroadcastq	%rdx, %zmm20
	movq	%rsi, 4464(%rsp)
	vpbroadcastq	%rsi, %zmm19
	vpbroadcastq	%rbp, %zmm24
	leaq	1401181199(%r11), %rax
	movq	%rax, 4400(%rsp)
	vpbroadcastq	%rax, %zmm26
	vpbroadcastq	%rcx, %zmm12
	vmovq	.LCPI0_10(%rip), %xmm4
	vmovq	.LCPI0_18(%rip), %xmm31
	vmovq	.LCPI0_22(%rip), %xmm9
	vmovsd	.LCPI0_26(%rip), %xmm7
	vmovsd	.LCPI0_27(%rip), %xmm8
	movq	2096(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4592(%rsp)
	vmovq	.LCPI0_29(%rip), %xmm2
	leal	-1879881855(%r11), %eax
	movl	%eax, -16(%rsp)
	vpbroadcastd	%eax, %zmm11
	vmovq	.LCPI0_47(%rip), %xmm5
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpbroadcastq	.LCPI0_6(%rip), %zmm27
	vpbroadcastd	.LCPI0_7(%rip), %ymm14
	vpbroadcastq	.LCPI0_9(%rip), %zmm15
	vbroadcastss	-112(%rsp), %zmm0
	vmovups	%zmm0, 3504(%rsp)
	movq	-120(%rsp), %rsi
	movl	$3449720151, %edx
	movq	-72(%rsp), %rbx
	movq	%r10, 3056(%rsp)
	movq	%r8, 2992(%rsp)
	movq	%r15, 2928(%rsp)
	movq	%rbp, 1584(%rsp)
	vmovdqu64	%zmm16, 3696(%rsp)
	vmovdqu64	%zmm12, 4720(%rsp)
	vmovdqu64	%zmm11, 3632(%rsp)
	movq	%r13, 4848(%rsp)
	movq	%r14, 2032(%rsp)
	vmovdqu64	%zmm30, 1776(%rsp)
	vmovdqu64	%zmm29, 2480(%rsp)
	vmovdqu64	%zmm25, 2416(%rsp)
	vmovdqu64	%zmm28, 3760(%rsp)
	vmovdqu64	%zmm20, 2352(%rsp)
	vmovdqu64	%zmm19, 2288(%rsp)
	vmovdqu64	%zmm24, 2224(%rsp)
	vmovdqu64	%zmm26, 2160(%rsp)
	jmp	.LBB0_80
	.p2align	4
.LBB0_114:
	movq	-120(%rsp), %rsi
	movq	4848(%rsp), %r13
	addq	%r13, %rsi
	movq	-72(%rsp), %rbx
	cmpq	%rbx, %rsi
	movq	-128(%rsp), %r12
	jae	.LBB0_65
.LBB0_80:
	subq	%rsi, %rbx
	cmpq	%r13, %rbx
	cmovaeq	%r13, %rbx
	movq	%rbx, %r13
	imulq	%r12, %r13
	movq	%rsi, -120(%rsp)
	imulq	%r12, %rsi
	movq	-80(%rsp), %rax
	leaq	(%rax,%rsi,4), %rbx
	movq	%rbx, 16(%rsp)
	movq	-88(%rsp), %rax
	leaq	(%rax,%rsi,4), %r12
	movq	%r12, -32(%rsp)
	cmpq	$1, %r13
	movq	%r13, %r15
	adcq	$0, %r15
	movl	%r15d, %eax
	andl	$32704, %eax
	movq	%rax, -40(%rsp)
	vpbroadcastq	%rsi, %zmm13
	vpaddq	.LCPI0_0(%rip){1to8}, %zmm13, %zmm1
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm13, %zmm0
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm13, %zmm10
	movl	%r15d, %eax
	andl	$32760, %eax
	movq	%rax, 72(%rsp)
	leaq	(%rbx,%r13,4), %rax
	leaq	(%r12,%r13,4), %rdi
	cmpq	%rdi, %rbx
	setb	%dil
	cmpq	%rax, %r12
	setb	%al
	andb	%dil, %al
	movb	%al, 88(%rsp)
	movl	%r15d, %eax
	andl	$32752, %eax
	movq	%rax, 8(%rsp)
	movq	%r15, -48(%rsp)
	andl	$32764, %r15d
	movq	%r15, (%rsp)
	xorl	%edi, %edi
	vmovss	52(%rsp), %xmm21
	vmovss	%xmm21, 32(%rsp)
	movq	%rsi, -8(%rsp)
	vmovdqu64	%zmm13, 2544(%rsp)
	vmovdqu64	%zmm1, 5040(%rsp)
	vmovdqu64	%zmm0, 1968(%rsp)
	vmovdqu64	%zmm10, 3120(%rsp)
	jmp	.LBB0_81
	.p2align	4
.LBB0_113:
	vmovss	32(%rsp), %xmm0
	vmulss	56(%rsp), %xmm0, %xmm0
	vmovss	%xmm0, 32(%rsp)
	movq	104(%rsp), %rdi
	incq	%rdi
	cmpq	-64(%rsp), %rdi
	vmovq	.LCPI0_29(%rip), %xmm2
	vpbroadcastq	.LCPI0_6(%rip), %zmm27
	vpbroadcastd	.LCPI0_7(%rip), %ymm14
	movq	-8(%rsp), %rsi
	vmovdqu64	2544(%rsp), %zmm13
	vmovdqu64	4720(%rsp), %zmm12
	vmovdqu64	3760(%rsp), %zmm28
	je	.LBB0_114
.LBB0_81:
	vmovss	60(%rsp), %xmm21
	cmpl	$0, -52(%rsp)
	jne	.LBB0_82
.LBB0_83:
	vmovaps	%xmm21, 112(%rsp)
	movq	456(%rsp), %rax
	leaq	(%rdi,%rax), %rbx
	movq	%rbx, %r14
	shrq	$32, %r14
	imulq	%rdx, %r14
	movq	%r14, %rax
	shrq	$32, %rax
	xorl	%r11d, %ebx
	xorl	%eax, %ebx
	leaq	78811644(%rdx), %r12
	imulq	%r12, %rbx
	movq	%rbx, %rax
	shrq	$32, %rax
	xorq	80(%rsp), %rax
	cmpq	$8, %r13
	movq	%rdi, 104(%rsp)
	jae	.LBB0_127
	xorl	%r10d, %r10d
	movq	%r11, %rdi
	movq	%r13, %r15
	movq	%rsi, %rcx
	movq	%rbx, %r13
	movq	%r12, %r9
	movl	-16(%rsp), %r12d
	movq	%rax, %rbx
	vmovdqa	%xmm4, %xmm10
	vmovq	.LCPI0_31(%rip), %xmm4
	jmp	.LBB0_136
	.p2align	4
.LBB0_127:
	movq	%rax, %rsi
	vpbroadcastq	%rax, %zmm2
	vmovdqu64	%zmm2, 944(%rsp)
	cmpq	$64, %r13
	vmovdqu64	3568(%rsp), %zmm21
	jae	.LBB0_129
	xorl	%eax, %eax
	movq	%r13, %r15
	movq	%rbx, %r13
	movq	%r12, %r9
	vmovdqa	%xmm4, %xmm10
	jmp	.LBB0_133
	.p2align	4
.LBB0_129:
	movq	%r12, %r9
	vpbroadcastq	%r14, %zmm0
	vpxorq	4976(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1136(%rsp)
	movq	%rbx, %r11
	vpbroadcastq	%rbx, %zmm0
	vpxorq	4912(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1072(%rsp)
	xorl	%r10d, %r10d
	vmovdqa64	.LCPI0_4(%rip), %zmm2
	vmovdqa64	.LCPI0_3(%rip), %zmm0
	movq	-40(%rsp), %rax
	.p2align	4
.LBB0_130:
	vmovdqu64	%zmm0, 784(%rsp)
	vmovdqu64	%zmm2, 464(%rsp)
	vmovdqu64	2544(%rsp), %zmm3
	vpaddq	%zmm3, %zmm0, %zmm4
	vpmuludq	%zmm17, %zmm4, %zmm1
	vpaddq	%zmm3, %zmm2, %zmm5
	vpmuludq	%zmm17, %zmm5, %zmm7
	vmovdqu64	5040(%rsp), %zmm3
	vpaddq	%zmm3, %zmm0, %zmm8
	vpmuludq	%zmm17, %zmm8, %zmm0
	vpaddq	%zmm3, %zmm2, %zmm11
	vpmuludq	%zmm17, %zmm11, %zmm10
	vmovdqu64	1968(%rsp), %zmm3
	vpaddq	784(%rsp), %zmm3, %zmm12
	vpmuludq	%zmm17, %zmm12, %zmm2
	vpaddq	464(%rsp), %zmm3, %zmm13
	vpmuludq	%zmm17, %zmm13, %zmm9
	vmovdqu64	3120(%rsp), %zmm6
	vpaddq	784(%rsp), %zmm6, %zmm14
	vpmuludq	%zmm17, %zmm14, %zmm3
	vpaddq	464(%rsp), %zmm6, %zmm15
	vpmuludq	%zmm17, %zmm15, %zmm6
	vpternlogq	$150, %zmm16, %zmm7, %zmm5
	vpternlogq	$150, %zmm16, %zmm1, %zmm4
	vpternlogq	$150, %zmm16, %zmm10, %zmm11
	vpternlogq	$150, %zmm16, %zmm0, %zmm8
	vpternlogq	$150, %zmm16, %zmm9, %zmm13
	vpternlogq	$150, %zmm16, %zmm2, %zmm12
	vpternlogq	$150, %zmm16, %zmm6, %zmm15
	vpternlogq	$150, %zmm16, %zmm3, %zmm14
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm15, %zmm15
	vpmuludq	%zmm27, %zmm5, %zmm26
	vpmuludq	%zmm27, %zmm4, %zmm25
	vpmuludq	%zmm27, %zmm11, %zmm22
	vpmuludq	%zmm27, %zmm8, %zmm18
	vpmuludq	%zmm27, %zmm13, %zmm11
	vpmuludq	%zmm27, %zmm12, %zmm16
	vpmuludq	%zmm27, %zmm15, %zmm19
	vpmuludq	%zmm27, %zmm14, %zmm20
	vpsrlq	$32, %zmm25, %zmm12
	vpsrlq	$32, %zmm26, %zmm13
	vpsrlq	$32, %zmm18, %zmm14
	vpsrlq	$32, %zmm22, %zmm15
	vpsrlq	$32, %zmm16, %zmm17
	vpsrlq	$32, %zmm11, %zmm21
	vpsrlq	$32, %zmm20, %zmm23
	vpsrlq	$32, %zmm19, %zmm24
	vmovdqu64	1136(%rsp), %zmm28
	vpxorq	%zmm28, %zmm13, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm29
	vmovdqu64	%zmm29, 256(%rsp)
	vpxorq	%zmm28, %zmm12, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm31
	vmovdqu64	%zmm31, 528(%rsp)
	vpxorq	%zmm28, %zmm15, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm15
	vmovdqu64	%zmm15, 656(%rsp)
	vpxorq	%zmm28, %zmm14, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm30
	vmovdqu64	%zmm30, 320(%rsp)
	vpxorq	%zmm28, %zmm21, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm5
	vpxorq	%zmm28, %zmm17, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm4
	vmovdqu64	%zmm4, 1328(%rsp)
	vpxorq	%zmm28, %zmm24, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm8
	vpxorq	%zmm28, %zmm23, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm12
	vmovdqu64	%zmm12, 192(%rsp)
	vmovdqu64	944(%rsp), %zmm21
	vpxorq	%zmm7, %zmm21, %zmm7
	vpmuludq	%zmm27, %zmm7, %zmm17
	vpxorq	%zmm1, %zmm21, %zmm1
	vpmuludq	%zmm27, %zmm1, %zmm13
	vpxorq	%zmm10, %zmm21, %zmm10
	vpsrlq	$32, %zmm31, %zmm1
	vmovdqu64	%zmm1, 384(%rsp)
	vpmuludq	%zmm27, %zmm10, %zmm31
	vpxorq	%zmm0, %zmm21, %zmm0
	vpmuludq	%zmm27, %zmm0, %zmm24
	vpxorq	%zmm9, %zmm21, %zmm0
	vpmuludq	%zmm27, %zmm0, %zmm12
	vpsrlq	$32, %zmm29, %zmm14
	vpxorq	%zmm2, %zmm21, %zmm2
	vpmuludq	%zmm27, %zmm2, %zmm23
	vpxorq	%zmm6, %zmm21, %zmm2
	vpmuludq	%zmm27, %zmm2, %zmm10
	vpxorq	%zmm3, %zmm21, %zmm3
	vpsrlq	$32, %zmm30, %zmm0
	vmovdqu64	%zmm0, 592(%rsp)
	vpmuludq	%zmm27, %zmm3, %zmm2
	vmovdqu64	%zmm2, 720(%rsp)
	vpsrlq	$32, %zmm13, %zmm3
	vpsrlq	$32, %zmm17, %zmm6
	vpsrlq	$32, %zmm24, %zmm9
	vpsrlq	$32, %zmm31, %zmm30
	vpsrlq	$32, %zmm15, %zmm1
	vmovdqu64	1776(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm26, %zmm6
	vpsrlq	$32, %zmm23, %zmm26
	vpternlogq	$150, %zmm0, %zmm25, %zmm3
	vpsrlq	$32, %zmm12, %zmm25
	vpternlogq	$150, %zmm0, %zmm22, %zmm30
	vpsrlq	$32, %zmm4, %zmm22
	vpternlogq	$150, %zmm0, %zmm18, %zmm9
	vpsrlq	$32, %zmm2, %zmm18
	vpternlogq	$150, %zmm0, %zmm11, %zmm25
	vpsrlq	$32, %zmm10, %zmm11
	vpternlogq	$150, %zmm0, %zmm16, %zmm26
	vpsrlq	$32, %zmm5, %zmm7
	vmovdqa64	%zmm5, %zmm29
	vpternlogq	$150, %zmm0, %zmm19, %zmm11
	vpternlogq	$150, %zmm0, %zmm20, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm2
	vmovdqu64	%zmm2, 1200(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm21
	vpsrlq	$32, %zmm8, %zmm16
	vmovdqa64	%zmm8, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm4
	vmovdqu64	%zmm4, 1264(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm28
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vmovdqu64	%zmm11, 848(%rsp)
	vmovdqu64	1072(%rsp), %zmm6
	vpxorq	%zmm6, %zmm14, %zmm3
	vpmuludq	%zmm27, %zmm3, %zmm14
	vmovdqu64	%zmm14, 128(%rsp)
	vpxorq	384(%rsp), %zmm6, %zmm3
	vpmuludq	%zmm27, %zmm3, %zmm9
	vmovdqu64	%zmm9, 1392(%rsp)
	vpxorq	%zmm6, %zmm1, %zmm1
	vpxorq	592(%rsp), %zmm6, %zmm3
	vpmuludq	%zmm27, %zmm1, %zmm19
	vmovdqu64	%zmm19, 592(%rsp)
	vpmuludq	%zmm27, %zmm3, %zmm8
	vpxorq	%zmm6, %zmm7, %zmm0
	vpmuludq	%zmm27, %zmm0, %zmm3
	vpxorq	%zmm6, %zmm22, %zmm0
	vpxorq	%zmm6, %zmm16, %zmm1
	vpmuludq	%zmm27, %zmm0, %zmm7
	vpmuludq	%zmm27, %zmm1, %zmm0
	vpsrlq	$32, %zmm14, %zmm1
	vmovdqu64	2480(%rsp), %zmm14
	vpternlogq	$150, %zmm17, %zmm14, %zmm1
	vmovdqu64	%zmm1, 384(%rsp)
	vpsrlq	$32, %zmm9, %zmm18
	vpternlogq	$150, %zmm13, %zmm14, %zmm18
	vpsrlq	$32, %zmm19, %zmm26
	vpternlogq	$150, %zmm31, %zmm14, %zmm26
	vpsrlq	$32, %zmm8, %zmm25
	vmovdqa64	%zmm8, %zmm1
	vpternlogq	$150, %zmm24, %zmm14, %zmm25
	vpsrlq	$32, %zmm3, %zmm22
	vpternlogq	$150, %zmm12, %zmm14, %zmm22
	vpsrlq	$32, %zmm7, %zmm31
	vmovdqa64	%zmm7, %zmm9
	vpternlogq	$150, %zmm23, %zmm14, %zmm31
	vpsrlq	$32, %zmm0, %zmm7
	vmovdqa64	%zmm0, %zmm19
	vpternlogq	$150, %zmm10, %zmm14, %zmm7
	vmovdqu64	%zmm7, 1904(%rsp)
	vpsrlq	$32, %zmm2, %zmm13
	vmovdqu64	2416(%rsp), %zmm2
	vpternlogq	$150, 528(%rsp), %zmm2, %zmm13
	vpsrlq	$32, %zmm15, %zmm7
	vpternlogq	$150, 256(%rsp), %zmm2, %zmm7
	vpsrlq	$32, %zmm21, %zmm16
	vpternlogq	$150, 320(%rsp), %zmm2, %zmm16
	vpsrlq	$32, %zmm4, %zmm8
	vpternlogq	$150, 656(%rsp), %zmm2, %zmm8
	vpsrlq	$32, %zmm28, %zmm4
	vpternlogq	$150, 1328(%rsp), %zmm2, %zmm4
	vpsrlq	$32, %zmm30, %zmm10
	vpternlogq	$150, %zmm2, %zmm29, %zmm10
	vpsrlq	$32, %zmm11, %zmm12
	vpternlogq	$150, %zmm2, %zmm20, %zmm12
	vpsrlq	$32, %zmm5, %zmm20
	vmovdqa64	%zmm5, %zmm23
	vmovdqu64	192(%rsp), %zmm0
	vpternlogq	$150, %zmm2, %zmm0, %zmm20
	vpsrlq	$32, %zmm0, %zmm2
	vpxorq	%zmm6, %zmm2, %zmm2
	vpmuludq	%zmm27, %zmm2, %zmm0
	vmovdqu64	%zmm0, 192(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vpternlogq	$150, 720(%rsp), %zmm14, %zmm2
	vpmuludq	%zmm27, %zmm7, %zmm0
	vmovdqu64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm14
	vmovdqu64	3568(%rsp), %zmm0
	vpternlogq	$150, 128(%rsp), %zmm0, %zmm14
	vpmuludq	%zmm27, %zmm13, %zmm5
	vmovdqu64	%zmm5, 1328(%rsp)
	vpsrlq	$32, %zmm5, %zmm17
	vpternlogq	$150, 1392(%rsp), %zmm0, %zmm17
	vpmuludq	%zmm27, %zmm8, %zmm5
	vmovdqu64	%zmm5, 656(%rsp)
	vpsrlq	$32, %zmm5, %zmm13
	vpternlogq	$150, 592(%rsp), %zmm0, %zmm13
	vpmuludq	%zmm27, %zmm16, %zmm5
	vmovdqu64	%zmm5, 256(%rsp)
	vpsrlq	$32, %zmm5, %zmm29
	vpternlogq	$150, %zmm0, %zmm1, %zmm29
	vpmuludq	%zmm27, %zmm10, %zmm5
	vmovdqu64	%zmm5, 128(%rsp)
	vpsrlq	$32, %zmm5, %zmm10
	vpternlogq	$150, %zmm0, %zmm3, %zmm10
	vpmuludq	%zmm27, %zmm4, %zmm4
	vmovdqu64	%zmm4, 720(%rsp)
	vpsrlq	$32, %zmm4, %zmm8
	vpternlogq	$150, %zmm0, %zmm9, %zmm8
	vpmuludq	%zmm27, %zmm12, %zmm4
	vmovdqu64	%zmm4, 528(%rsp)
	vpsrlq	$32, %zmm4, %zmm1
	vpternlogq	$150, %zmm0, %zmm19, %zmm1
	vmovdqu64	%zmm1, 592(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm6
	vpsrlq	$32, %zmm6, %zmm11
	vmovdqu64	3760(%rsp), %zmm5
	vpternlogq	$150, 1200(%rsp), %zmm5, %zmm11
	vmovdqu64	384(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm18
	vpsrlq	$32, %zmm18, %zmm1
	vpternlogq	$150, %zmm15, %zmm5, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm7
	vpsrlq	$32, %zmm7, %zmm4
	vpternlogq	$150, %zmm21, %zmm5, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm19
	vpsrlq	$32, %zmm19, %zmm9
	vpternlogq	$150, 1264(%rsp), %zmm5, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm31
	vpsrlq	$32, %zmm31, %zmm16
	vpternlogq	$150, %zmm28, %zmm5, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm3
	vmovdqu64	%zmm3, 1392(%rsp)
	vpsrlq	$32, %zmm3, %zmm21
	vpternlogq	$150, %zmm30, %zmm5, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm30
	vpsrlq	$32, %zmm30, %zmm24
	vpternlogq	$150, %zmm23, %zmm5, %zmm24
	vmovdqu64	1904(%rsp), %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm12
	vpsrlq	$32, %zmm12, %zmm25
	vpternlogq	$150, 848(%rsp), %zmm5, %zmm25
	vpmuludq	%zmm27, %zmm20, %zmm26
	vpsrlq	$32, %zmm26, %zmm5
	vpternlogq	$150, 192(%rsp), %zmm0, %zmm5
	vpmuludq	%zmm27, %zmm1, %zmm0
	vmovdqu64	%zmm0, 192(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	4656(%rsp), %zmm1
	vpternlogq	$150, 320(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpmuludq	%zmm27, %zmm11, %zmm0
	vmovdqu64	%zmm0, 848(%rsp)
	vpsrlq	$32, %zmm0, %zmm20
	vpternlogq	$150, 1328(%rsp), %zmm1, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm0
	vmovdqu64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm23
	vmovdqu64	2352(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm6, %zmm23
	vpmuludq	%zmm27, %zmm9, %zmm11
	vpsrlq	$32, %zmm11, %zmm9
	vpternlogq	$150, 656(%rsp), %zmm1, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm2
	vmovdqu64	%zmm2, 656(%rsp)
	vpsrlq	$32, %zmm2, %zmm14
	vpternlogq	$150, %zmm0, %zmm18, %zmm14
	vpmuludq	%zmm27, %zmm4, %zmm6
	vpsrlq	$32, %zmm6, %zmm18
	vpternlogq	$150, 256(%rsp), %zmm1, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm2
	vmovdqu64	%zmm2, 256(%rsp)
	vpsrlq	$32, %zmm2, %zmm3
	vpternlogq	$150, %zmm0, %zmm7, %zmm3
	vpmuludq	%zmm27, %zmm21, %zmm28
	vpsrlq	$32, %zmm28, %zmm7
	vpternlogq	$150, 128(%rsp), %zmm1, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm2
	vmovdqu64	%zmm2, 128(%rsp)
	vpsrlq	$32, %zmm2, %zmm15
	vpternlogq	$150, %zmm0, %zmm19, %zmm15
	vpmuludq	%zmm27, %zmm16, %zmm29
	vpsrlq	$32, %zmm29, %zmm21
	vpternlogq	$150, 720(%rsp), %zmm1, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm19
	vpsrlq	$32, %zmm19, %zmm2
	vpternlogq	$150, %zmm0, %zmm31, %zmm2
	vpmuludq	%zmm27, %zmm25, %zmm25
	vpsrlq	$32, %zmm25, %zmm17
	vpternlogq	$150, 528(%rsp), %zmm1, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm16
	vpsrlq	$32, %zmm16, %zmm13
	vpternlogq	$150, 1392(%rsp), %zmm0, %zmm13
	vpmuludq	%zmm27, %zmm24, %zmm4
	vmovdqu64	%zmm4, 720(%rsp)
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm26, %zmm1, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm22
	vpternlogq	$150, %zmm0, %zmm30, %zmm22
	vmovdqu64	592(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm30
	vpsrlq	$32, %zmm30, %zmm1
	vpternlogq	$150, %zmm0, %zmm12, %zmm1
	vpmuludq	%zmm27, %zmm14, %zmm0
	vmovdqu64	%zmm0, 528(%rsp)
	vpsrlq	$32, %zmm0, %zmm14
	vmovdqu64	2288(%rsp), %zmm0
	vpternlogq	$150, 192(%rsp), %zmm0, %zmm14
	vpmuludq	%zmm27, %zmm23, %zmm23
	vpsrlq	$32, %zmm23, %zmm8
	vpternlogq	$150, 848(%rsp), %zmm0, %zmm8
	vpmuludq	%zmm27, %zmm15, %zmm24
	vpsrlq	$32, %zmm24, %zmm10
	vpternlogq	$150, %zmm0, %zmm11, %zmm10
	vpmuludq	%zmm27, %zmm3, %zmm15
	vpsrlq	$32, %zmm15, %zmm31
	vpternlogq	$150, %zmm0, %zmm6, %zmm31
	vpmuludq	%zmm27, %zmm13, %zmm26
	vpsrlq	$32, %zmm26, %zmm11
	vpternlogq	$150, %zmm0, %zmm28, %zmm11
	vpmuludq	%zmm27, %zmm2, %zmm28
	vpsrlq	$32, %zmm28, %zmm12
	vpternlogq	$150, %zmm0, %zmm29, %zmm12
	vpmuludq	%zmm27, %zmm1, %zmm29
	vpsrlq	$32, %zmm29, %zmm13
	vpternlogq	$150, %zmm0, %zmm25, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm1
	vmovdqu64	%zmm1, 192(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vmovdqu64	2224(%rsp), %zmm3
	vpternlogq	$150, 320(%rsp), %zmm3, %zmm1
	vmovdqu64	384(%rsp), %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 384(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, 656(%rsp), %zmm3, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm6
	vmovdqu64	%zmm6, 320(%rsp)
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, 256(%rsp), %zmm3, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm9
	vmovdqu64	%zmm9, 256(%rsp)
	vpsrlq	$32, %zmm9, %zmm18
	vpternlogq	$150, 128(%rsp), %zmm3, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm9
	vpsrlq	$32, %zmm9, %zmm20
	vpternlogq	$150, %zmm19, %zmm3, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm7
	vmovdqu64	%zmm7, 128(%rsp)
	vpsrlq	$32, %zmm7, %zmm19
	vpternlogq	$150, %zmm16, %zmm3, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm16
	vpsrlq	$32, %zmm16, %zmm4
	vpternlogq	$150, %zmm5, %zmm3, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm25
	vpternlogq	$150, %zmm30, %zmm3, %zmm25
	vpmuludq	%zmm27, %zmm22, %zmm30
	vpsrlq	$32, %zmm30, %zmm5
	vpternlogq	$150, 720(%rsp), %zmm0, %zmm5
	vpmuludq	%zmm27, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vmovdqu64	2160(%rsp), %zmm7
	vpternlogq	$150, 528(%rsp), %zmm7, %zmm2
	vpmuludq	%zmm27, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm23, %zmm7, %zmm21
	vpmuludq	%zmm27, %zmm18, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm24, %zmm7, %zmm0
	vpmuludq	%zmm27, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm18
	vpternlogq	$150, %zmm15, %zmm7, %zmm18
	vpmuludq	%zmm27, %zmm19, %zmm6
	vpsrlq	$32, %zmm6, %zmm15
	vpternlogq	$150, %zmm26, %zmm7, %zmm15
	vpmuludq	%zmm27, %zmm20, %zmm6
	vpsrlq	$32, %zmm6, %zmm20
	vpternlogq	$150, %zmm28, %zmm7, %zmm20
	vmovdqu64	4720(%rsp), %zmm28
	vpmuludq	%zmm27, %zmm25, %zmm6
	vpsrlq	$32, %zmm6, %zmm22
	vpternlogq	$150, %zmm29, %zmm7, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm8
	vpmuludq	%zmm27, %zmm4, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm10
	vpsrlq	$32, %zmm3, %zmm13
	vpternlogq	$150, %zmm30, %zmm7, %zmm13
	vpsrlq	$32, %zmm24, %zmm3
	vpternlogq	$150, 192(%rsp), %zmm28, %zmm3
	vpsrlq	$32, %zmm23, %zmm5
	vpternlogq	$150, 384(%rsp), %zmm28, %zmm5
	vpsrlq	$32, %zmm6, %zmm14
	vpternlogq	$150, 320(%rsp), %zmm28, %zmm14
	vpsrlq	$32, %zmm19, %zmm25
	vpternlogq	$150, 256(%rsp), %zmm28, %zmm25
	vpsrlq	$32, %zmm12, %zmm7
	vpternlogq	$150, %zmm28, %zmm9, %zmm7
	vpsrlq	$32, %zmm11, %zmm9
	vpternlogq	$150, 128(%rsp), %zmm28, %zmm9
	vpsrlq	$32, %zmm8, %zmm26
	vpternlogq	$150, %zmm28, %zmm16, %zmm26
	vpsrlq	$32, %zmm10, %zmm16
	vpternlogq	$150, %zmm28, %zmm17, %zmm16
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpmovqd	%zmm5, %ymm1
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm1, %zmm1
	vpmovqd	%zmm25, %ymm3
	vpmovqd	%zmm14, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm9, %ymm4
	vpmovqd	%zmm7, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpmovqd	%zmm16, %ymm5
	vpmovqd	%zmm26, %ymm7
	vinserti64x4	$1, %ymm7, %zmm5, %zmm5
	vpmuludq	%zmm17, %zmm21, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vmovdqu64	4592(%rsp), %zmm16
	vpternlogq	$150, %zmm24, %zmm16, %zmm7
	vpmuludq	%zmm17, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm23, %zmm16, %zmm2
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
	vmovdqu64	3696(%rsp), %zmm16
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
	vmovdqu64	3632(%rsp), %zmm11
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_7(%rip), %zmm8
	vpmulld	%zmm8, %zmm1, %zmm1
	vpternlogd	$150, %zmm1, %zmm11, %zmm12
	vpmulld	%zmm8, %zmm3, %zmm1
	vpternlogd	$150, %zmm1, %zmm11, %zmm14
	vpmulld	%zmm8, %zmm4, %zmm1
	vpternlogd	$150, %zmm1, %zmm11, %zmm13
	vpmulld	%zmm8, %zmm5, %zmm1
	vpternlogd	$150, %zmm1, %zmm11, %zmm15
	vmovdqu64	%zmm12, 5112(%rsp,%r10,4)
	vmovdqu64	%zmm14, 5176(%rsp,%r10,4)
	vmovdqu64	%zmm2, 7160(%rsp,%r10,4)
	vmovdqu64	464(%rsp), %zmm2
	vmovdqu64	%zmm13, 5240(%rsp,%r10,4)
	vmovdqu64	%zmm0, 7224(%rsp,%r10,4)
	vmovdqu64	784(%rsp), %zmm0
	vmovdqu64	%zmm6, 7288(%rsp,%r10,4)
	vmovdqu64	%zmm15, 5304(%rsp,%r10,4)
	vmovdqu64	%zmm7, 7352(%rsp,%r10,4)
	addq	$64, %r10
	vpbroadcastq	.LCPI0_8(%rip), %zmm1
	vpaddq	%zmm1, %zmm2, %zmm2
	vpaddq	%zmm1, %zmm0, %zmm0
	cmpq	%r10, %rax
	jne	.LBB0_130
	cmpq	%rax, %r13
	movq	40(%rsp), %rdi
	movq	%r13, %r15
	vmovq	.LCPI0_10(%rip), %xmm10
	vmovq	.LCPI0_18(%rip), %xmm31
	vmovq	.LCPI0_22(%rip), %xmm9
	vmovsd	.LCPI0_26(%rip), %xmm7
	vmovsd	.LCPI0_27(%rip), %xmm8
	vmovq	.LCPI0_29(%rip), %xmm2
	movl	-16(%rsp), %r12d
	vmovq	.LCPI0_31(%rip), %xmm4
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vmovdqu64	3568(%rsp), %zmm21
	vmovdqu64	2288(%rsp), %zmm19
	vmovdqu64	2352(%rsp), %zmm20
	vmovdqu64	2224(%rsp), %zmm24
	vmovdqu64	2416(%rsp), %zmm25
	vmovdqu64	2160(%rsp), %zmm26
	vmovdqu64	2480(%rsp), %zmm29
	vmovdqu64	1776(%rsp), %zmm30
	vmovq	.LCPI0_47(%rip), %xmm5
	vpbroadcastd	.LCPI0_7(%rip), %ymm14
	vpbroadcastq	.LCPI0_9(%rip), %zmm15
	movq	-8(%rsp), %rcx
	vmovdqu64	2544(%rsp), %zmm13
	vmovdqa64	%zmm28, %zmm12
	vmovdqu64	3760(%rsp), %zmm28
	je	.LBB0_116
	movq	%r11, %r13
	movq	%rsi, %rbx
	movq	-40(%rsp), %r10
	movq	%r10, %rax
	testb	$56, -48(%rsp)
	je	.LBB0_136
.LBB0_133:
	vmovdqa64	%xmm10, %xmm18
	vmovdqa64	%xmm9, %xmm22
	vmovdqa64	%xmm31, %xmm9
	movq	%r15, %rcx
	vpbroadcastq	%rax, %zmm0
	vporq	.LCPI0_4(%rip), %zmm0, %zmm0
	movl	%r14d, %edx
	xorl	24(%rsp), %edx
	vpbroadcastq	%rdx, %zmm1
	movq	%r13, %r11
	xorl	-24(%rsp), %r13d
	vpbroadcastq	%r13, %zmm2
	vmovdqu64	4592(%rsp), %zmm10
	movq	72(%rsp), %rdx
	vmovdqa64	%zmm30, %zmm31
	vmovdqa64	%zmm29, %zmm30
	vmovdqa64	%zmm26, %zmm29
	vmovdqa64	%zmm25, %zmm26
	vmovdqa64	%zmm24, %zmm25
	vmovdqa64	%zmm20, %zmm24
	vmovdqa64	%zmm19, %zmm20
	vmovdqu64	4656(%rsp), %zmm19
	vmovdqu64	944(%rsp), %zmm23
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
	vpternlogq	$150, %zmm26, %zmm5, %zmm7
	vpmuludq	%zmm17, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpmuludq	%zmm27, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpternlogq	$150, %zmm3, %zmm28, %zmm5
	vpternlogq	$150, %zmm21, %zmm6, %zmm8
	vpmuludq	%zmm17, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpmuludq	%zmm27, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm7, %zmm19, %zmm8
	vpternlogq	$150, %zmm24, %zmm4, %zmm6
	vpmuludq	%zmm17, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpmuludq	%zmm27, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm3, %zmm25, %zmm7
	vpternlogq	$150, %zmm20, %zmm5, %zmm8
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
	vmovdqu	%ymm4, 5112(%rsp,%rax,4)
	vpmovqd	%zmm3, 7160(%rsp,%rax,4)
	addq	$8, %rax
	vpaddq	%zmm15, %zmm0, %zmm0
	cmpq	%rax, %rdx
	jne	.LBB0_134
	movq	%rdx, %r10
	movq	%rcx, %r15
	cmpq	%rdx, %rcx
	movq	40(%rsp), %rdi
	movl	$3449720151, %edx
	vmovsd	.LCPI0_26(%rip), %xmm7
	vmovsd	.LCPI0_27(%rip), %xmm8
	vmovq	.LCPI0_29(%rip), %xmm2
	movl	-16(%rsp), %r12d
	vmovq	.LCPI0_31(%rip), %xmm4
	vmovq	.LCPI0_47(%rip), %xmm5
	movq	-8(%rsp), %rcx
	movq	%r11, %r13
	movq	%rsi, %rbx
	vmovdqa64	%xmm9, %xmm31
	vmovdqa64	%xmm22, %xmm9
	vmovdqa64	%xmm18, %xmm10
	je	.LBB0_116
.LBB0_136:
	xorq	24(%rsp), %r14
	xorq	-24(%rsp), %r13
	.p2align	4
.LBB0_115:
	leaq	(%r10,%rcx), %r11
	movl	%r11d, %ebp
	imulq	%r9, %rbp
	xorq	%rdi, %r11
	xorq	%rbp, %r11
	shrq	$32, %r11
	imulq	%rdx, %r11
	movq	%r15, %r8
	movq	%r11, %r15
	shrq	$32, %r15
	xorl	%r14d, %r15d
	xorl	%ebx, %ebp
	imulq	%r9, %r15
	imulq	%rdx, %rbp
	movq	%rbp, %rax
	shrq	$32, %rax
	movl	$3449720151, %esi
	movq	3056(%rsp), %rdx
	xorl	%eax, %edx
	movq	%r15, %rax
	shrq	$32, %rax
	xorl	%edx, %r11d
	xorl	%r13d, %eax
	imulq	%r9, %r11
	imulq	%rsi, %rax
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	2864(%rsp), %ebp
	xorl	%edx, %ebp
	movq	%r11, %rdx
	shrq	$32, %rdx
	xorl	2032(%rsp), %r15d
	xorl	%edx, %r15d
	imulq	%r9, %rbp
	imulq	%rsi, %r15
	movq	%r15, %rdx
	shrq	$32, %rdx
	xorl	2992(%rsp), %eax
	xorl	%edx, %eax
	movq	%rbp, %rdx
	shrq	$32, %rdx
	xorl	1648(%rsp), %r11d
	xorl	%edx, %r11d
	imulq	%r9, %rax
	imulq	%rsi, %r11
	movq	%r11, %rdx
	shrq	$32, %rdx
	xorl	2928(%rsp), %r15d
	xorl	%edx, %r15d
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	4528(%rsp), %ebp
	xorl	%edx, %ebp
	imulq	%r9, %r15
	imulq	%rsi, %rbp
	movq	%rbp, %rdx
	shrq	$32, %rdx
	xorl	4464(%rsp), %r11d
	xorl	%edx, %r11d
	movq	%r15, %rdx
	shrq	$32, %rdx
	xorl	1584(%rsp), %eax
	xorl	%edx, %eax
	movl	$3449720151, %edx
	imulq	%r9, %r11
	imulq	%rdx, %rax
	shrq	$32, %rax
	xorl	4400(%rsp), %ebp
	xorl	%eax, %ebp
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	1712(%rsp), %r15d
	xorl	%eax, %r15d
	imulq	%r9, %rbp
	shrq	$32, %rbp
	xorl	2096(%rsp), %r11d
	xorl	%ebp, %r11d
	imull	$-845247145, %r15d, %eax
	movq	%r8, %r15
	imulq	%rdx, %r11
	movl	%r11d, 7160(%rsp,%r10,4)
	shrq	$32, %r11
	xorl	%r12d, %eax
	xorl	%r11d, %eax
	movl	%eax, 5112(%rsp,%r10,4)
	incq	%r10
	cmpq	%r8, %r10
	jb	.LBB0_115
.LBB0_116:
	cmpq	$8, %r15
	movq	%r15, %r13
	jae	.LBB0_118
	xorl	%edi, %edi
	movq	40(%rsp), %r11
	vmovdqa	%xmm2, %xmm11
	movabsq	$4604544269498187776, %rsi
	movabsq	$4503595332403200, %rbx
	vmovq	.LCPI0_44(%rip), %xmm30
	vmovq	.LCPI0_45(%rip), %xmm18
	vmovdqa64	%xmm31, %xmm6
	vmovq	.LCPI0_43(%rip), %xmm31
	vmovq	.LCPI0_42(%rip), %xmm29
	vmovq	.LCPI0_56(%rip), %xmm26
	vmovq	.LCPI0_40(%rip), %xmm25
	vmovq	.LCPI0_39(%rip), %xmm24
	vmovq	.LCPI0_38(%rip), %xmm20
	vpbroadcastq	.LCPI0_37(%rip), %xmm19
	vmovq	.LCPI0_36(%rip), %xmm21
	vmovq	.LCPI0_35(%rip), %xmm17
	vmovq	.LCPI0_34(%rip), %xmm15
	vmovq	.LCPI0_55(%rip), %xmm14
	vmovdqa	%xmm4, %xmm12
	vmovq	.LCPI0_49(%rip), %xmm27
	vmovq	.LCPI0_48(%rip), %xmm22
	vmovdqa64	%xmm9, %xmm28
	vmovdqa	%xmm5, %xmm9
	movq	-32(%rsp), %r12
	vmovq	.LCPI0_11(%rip), %xmm3
	vmovq	.LCPI0_17(%rip), %xmm4
	vmovq	.LCPI0_30(%rip), %xmm23
	jmp	.LBB0_100
	.p2align	4
.LBB0_118:
	cmpq	$64, %r13
	movq	40(%rsp), %r11
	movabsq	$4604544269498187776, %rsi
	movabsq	$4503595332403200, %rbx
	jae	.LBB0_120
	xorl	%eax, %eax
	movq	-32(%rsp), %r12
	vmovdqa64	%xmm9, %xmm28
	jmp	.LBB0_124
	.p2align	4
.LBB0_120:
	xorl	%r12d, %r12d
	movq	-40(%rsp), %rax
	vpbroadcastq	.LCPI0_0(%rip), %zmm28
	.p2align	4
.LBB0_121:
	vcvtudq2pd	7160(%rsp,%r12,4), %zmm0
	vcvtudq2pd	7192(%rsp,%r12,4), %zmm1
	vcvtudq2pd	7224(%rsp,%r12,4), %zmm2
	vcvtudq2pd	7256(%rsp,%r12,4), %zmm3
	vcvtudq2pd	7288(%rsp,%r12,4), %zmm4
	vcvtudq2pd	7320(%rsp,%r12,4), %zmm5
	vcvtudq2pd	7352(%rsp,%r12,4), %zmm6
	vcvtudq2pd	7384(%rsp,%r12,4), %zmm7
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
	vmovupd	%zmm19, 1072(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 1136(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 944(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 1200(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm5
	vmovupd	%zmm5, 1264(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1904(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm3
	vmovupd	%zmm3, 1328(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1392(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm1
	vaddpd	%zmm1, %zmm17, %zmm20
	vaddpd	%zmm1, %zmm19, %zmm17
	vaddpd	%zmm1, %zmm18, %zmm13
	vaddpd	%zmm1, %zmm16, %zmm11
	vaddpd	%zmm1, %zmm7, %zmm9
	vaddpd	%zmm1, %zmm5, %zmm7
	vaddpd	%zmm1, %zmm6, %zmm5
	vaddpd	%zmm1, %zmm3, %zmm6
	vbroadcastsd	.LCPI0_33(%rip), %zmm31
	vmulpd	%zmm31, %zmm17, %zmm18
	vmulpd	%zmm31, %zmm20, %zmm1
	vmulpd	%zmm31, %zmm11, %zmm15
	vmulpd	%zmm31, %zmm13, %zmm19
	vmulpd	%zmm31, %zmm7, %zmm16
	vsubpd	%zmm1, %zmm21, %zmm3
	vbroadcastsd	.LCPI0_34(%rip), %zmm26
	vmulpd	%zmm26, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_35(%rip), %zmm27
	vmulpd	%zmm27, %zmm20, %zmm22
	vsubpd	%zmm1, %zmm3, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm30
	vpandq	%zmm30, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm30, %zmm23, %zmm23
	vpaddq	%zmm28, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm3, %zmm23
	vsubpd	%zmm23, %zmm3, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm21
	vmulpd	%zmm31, %zmm9, %zmm22
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm29
	vmulpd	%zmm29, %zmm20, %zmm20
	vsubpd	%zmm21, %zmm20, %zmm1 {%k1}
	vmulpd	%zmm26, %zmm17, %zmm21
	vmulpd	%zmm27, %zmm17, %zmm20
	vmovapd	%zmm23, %zmm3 {%k1}
	vsubpd	%zmm21, %zmm18, %zmm23
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm30, %zmm23, %zmm23
	vpaddq	%zmm28, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm14, %k1
	vsubpd	%zmm20, %zmm18, %zmm23
	vsubpd	%zmm23, %zmm18, %zmm14
	vsubpd	%zmm20, %zmm14, %zmm14
	vmulpd	%zmm31, %zmm6, %zmm20
	vsubpd	%zmm19, %zmm12, %zmm19
	vmulpd	%zmm29, %zmm17, %zmm17
	vsubpd	%zmm14, %zmm17, %zmm21 {%k1}
	vmulpd	%zmm26, %zmm13, %zmm14
	vmulpd	%zmm27, %zmm13, %zmm17
	vmovapd	%zmm23, %zmm18 {%k1}
	vsubpd	%zmm14, %zmm19, %zmm23
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm30, %zmm12, %zmm12
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm30, %zmm23, %zmm23
	vpaddq	%zmm28, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm12, %k1
	vsubpd	%zmm17, %zmm19, %zmm24
	vsubpd	%zmm24, %zmm19, %zmm12
	vsubpd	%zmm17, %zmm12, %zmm25
	vmulpd	%zmm31, %zmm5, %zmm17
	vsubpd	%zmm15, %zmm10, %zmm12
	vsubpd	%zmm22, %zmm8, %zmm15
	vsubpd	%zmm16, %zmm4, %zmm16
	vsubpd	%zmm17, %zmm2, %zmm17
	vsubpd	%zmm20, %zmm0, %zmm23
	vmulpd	%zmm29, %zmm13, %zmm13
	vsubpd	%zmm25, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm26, %zmm11, %zmm13
	vmulpd	%zmm27, %zmm11, %zmm20
	vmovapd	%zmm24, %zmm19 {%k1}
	vsubpd	%zmm13, %zmm12, %zmm22
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpsrlq	$52, %zmm22, %zmm22
	vpandq	%zmm30, %zmm22, %zmm22
	vpaddq	%zmm28, %zmm22, %zmm22
	vpcmpgtq	%zmm22, %zmm10, %k1
	vsubpd	%zmm20, %zmm12, %zmm22
	vsubpd	%zmm22, %zmm12, %zmm10
	vsubpd	%zmm20, %zmm10, %zmm20
	vmulpd	%zmm26, %zmm9, %zmm10
	vmulpd	%zmm29, %zmm11, %zmm11
	vsubpd	%zmm20, %zmm11, %zmm13 {%k1}
	vmulpd	%zmm26, %zmm7, %zmm11
	vmulpd	%zmm27, %zmm9, %zmm20
	vmovapd	%zmm22, %zmm12 {%k1}
	vsubpd	%zmm10, %zmm15, %zmm22
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm30, %zmm8, %zmm8
	vpsrlq	$52, %zmm22, %zmm22
	vpandq	%zmm30, %zmm22, %zmm22
	vpaddq	%zmm28, %zmm22, %zmm22
	vpcmpgtq	%zmm22, %zmm8, %k1
	vsubpd	%zmm20, %zmm15, %zmm8
	vsubpd	%zmm8, %zmm15, %zmm22
	vsubpd	%zmm20, %zmm22, %zmm20
	vmulpd	%zmm26, %zmm5, %zmm24
	vmulpd	%zmm29, %zmm9, %zmm9
	vsubpd	%zmm20, %zmm9, %zmm10 {%k1}
	vmulpd	%zmm26, %zmm6, %zmm26
	vmulpd	%zmm27, %zmm7, %zmm9
	vmovapd	%zmm8, %zmm15 {%k1}
	vsubpd	%zmm11, %zmm16, %zmm8
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm30, %zmm4, %zmm4
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm30, %zmm8, %zmm8
	vpaddq	%zmm28, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm4, %k1
	vsubpd	%zmm9, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm8
	vsubpd	%zmm9, %zmm8, %zmm8
	vmulpd	%zmm27, %zmm5, %zmm9
	vmulpd	%zmm29, %zmm7, %zmm7
	vsubpd	%zmm8, %zmm7, %zmm11 {%k1}
	vmulpd	%zmm27, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm23, %zmm8
	vmovapd	%zmm4, %zmm16 {%k1}
	vsubpd	%zmm24, %zmm17, %zmm4
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm30, %zmm2, %zmm2
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm30, %zmm4, %zmm4
	vpaddq	%zmm28, %zmm4, %zmm4
	vpcmpgtq	%zmm4, %zmm2, %k1
	vsubpd	%zmm9, %zmm17, %zmm2
	vmulpd	%zmm29, %zmm6, %zmm4
	vmulpd	%zmm29, %zmm5, %zmm5
	vsubpd	%zmm8, %zmm23, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm2, %zmm17, %zmm7
	vsubpd	%zmm9, %zmm7, %zmm7
	vsubpd	%zmm26, %zmm23, %zmm9
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm30, %zmm0, %zmm0
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm30, %zmm9, %zmm9
	vpaddq	%zmm28, %zmm9, %zmm9
	vmovapd	%zmm2, %zmm17 {%k1}
	vsubpd	%zmm7, %zmm5, %zmm24 {%k1}
	vpcmpgtq	%zmm9, %zmm0, %k1
	vmovapd	%zmm8, %zmm23 {%k1}
	vsubpd	%zmm6, %zmm4, %zmm26 {%k1}
	vsubpd	%zmm21, %zmm18, %zmm4
	vsubpd	%zmm1, %zmm3, %zmm22
	vsubpd	%zmm13, %zmm12, %zmm5
	vsubpd	%zmm14, %zmm19, %zmm6
	vsubpd	%zmm11, %zmm16, %zmm29
	vsubpd	%zmm10, %zmm15, %zmm25
	vsubpd	%zmm26, %zmm23, %zmm8
	vsubpd	%zmm24, %zmm17, %zmm20
	vsubpd	%zmm22, %zmm3, %zmm0
	vmovupd	%zmm22, 464(%rsp)
	vsubpd	%zmm4, %zmm18, %zmm2
	vmovupd	%zmm4, 784(%rsp)
	vsubpd	%zmm6, %zmm19, %zmm3
	vmovapd	%zmm6, %zmm18
	vmovupd	%zmm5, 848(%rsp)
	vsubpd	%zmm5, %zmm12, %zmm6
	vsubpd	%zmm25, %zmm15, %zmm12
	vsubpd	%zmm29, %zmm16, %zmm15
	vmovupd	%zmm29, 192(%rsp)
	vsubpd	%zmm20, %zmm17, %zmm16
	vsubpd	%zmm8, %zmm23, %zmm17
	vsubpd	%zmm21, %zmm2, %zmm2
	vmovupd	%zmm2, 128(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm28
	vsubpd	%zmm13, %zmm6, %zmm0
	vmovupd	%zmm0, 656(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 720(%rsp)
	vsubpd	%zmm11, %zmm15, %zmm0
	vmovupd	%zmm0, 528(%rsp)
	vsubpd	%zmm10, %zmm12, %zmm0
	vmovupd	%zmm0, 320(%rsp)
	vsubpd	%zmm26, %zmm17, %zmm0
	vmovupd	%zmm0, 384(%rsp)
	vsubpd	%zmm24, %zmm16, %zmm0
	vmovupd	%zmm0, 256(%rsp)
	vmulpd	%zmm4, %zmm4, %zmm23
	vmulpd	%zmm22, %zmm22, %zmm31
	vmulpd	%zmm5, %zmm5, %zmm11
	vmulpd	%zmm31, %zmm31, %zmm12
	vmovupd	%zmm12, 4272(%rsp)
	vmulpd	%zmm23, %zmm23, %zmm2
	vmovupd	%zmm2, 1008(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm3
	vmulpd	%zmm3, %zmm23, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm23, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm23, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm9
	vmulpd	%zmm9, %zmm23, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm6
	vsubpd	%zmm1, %zmm6, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm7
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm9, %zmm31, %zmm2
	vsubpd	%zmm2, %zmm6, %zmm2
	vmulpd	%zmm2, %zmm31, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 2736(%rsp)
	vmulpd	%zmm12, %zmm12, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm31, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm16
	vmulpd	%zmm9, %zmm11, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm11, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm11, %zmm1
	vmovupd	%zmm1, 2800(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm11, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm11, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm11, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2672(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm26
	vmovupd	%zmm18, 592(%rsp)
	vmulpd	%zmm9, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm26, %zmm26, %zmm1
	vmovupd	%zmm1, 4144(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm26, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm15
	vmulpd	%zmm29, %zmm29, %zmm27
	vmulpd	%zmm9, %zmm27, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm27, %zmm1
	vmovupd	%zmm1, 4336(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm27, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2608(%rsp)
	vmulpd	%zmm25, %zmm25, %zmm24
	vmovapd	%zmm25, %zmm13
	vmovupd	%zmm25, 3312(%rsp)
	vmulpd	%zmm9, %zmm24, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm24, %zmm1
	vmovupd	%zmm1, 4080(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm24, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1840(%rsp)
	vmulpd	%zmm8, %zmm8, %zmm29
	vmovapd	%zmm8, %zmm17
	vmovupd	%zmm8, 3184(%rsp)
	vmulpd	%zmm9, %zmm29, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm29, %zmm1
	vmovupd	%zmm1, 4208(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm29, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1520(%rsp)
	vmovapd	%zmm20, %zmm14
	vmovupd	%zmm20, 3248(%rsp)
	vmulpd	%zmm20, %zmm20, %zmm30
	vmulpd	%zmm9, %zmm30, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm30, %zmm30, %zmm1
	vmovupd	%zmm1, 3376(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm30, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1456(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm2
	vmulpd	%zmm2, %zmm23, %zmm0
	vbroadcastsd	.LCPI0_44(%rip), %zmm19
	vsubpd	%zmm0, %zmm19, %zmm21
	vsubpd	%zmm21, %zmm19, %zmm12
	vsubpd	%zmm0, %zmm12, %zmm12
	vmovapd	%zmm2, %zmm1
	vmulpd	%zmm2, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm19, %zmm8
	vsubpd	%zmm8, %zmm19, %zmm10
	vsubpd	%zmm0, %zmm10, %zmm6
	vmovapd	%zmm11, %zmm0
	vmovupd	%zmm11, 4784(%rsp)
	vmulpd	%zmm2, %zmm11, %zmm10
	vsubpd	%zmm10, %zmm19, %zmm7
	vsubpd	%zmm7, %zmm19, %zmm11
	vsubpd	%zmm10, %zmm11, %zmm10
	vmulpd	%zmm2, %zmm26, %zmm11
	vsubpd	%zmm11, %zmm19, %zmm5
	vsubpd	%zmm5, %zmm19, %zmm25
	vsubpd	%zmm11, %zmm25, %zmm11
	vmulpd	%zmm2, %zmm27, %zmm25
	vsubpd	%zmm25, %zmm19, %zmm4
	vsubpd	%zmm4, %zmm19, %zmm9
	vsubpd	%zmm25, %zmm9, %zmm9
	vmulpd	%zmm2, %zmm24, %zmm25
	vsubpd	%zmm25, %zmm19, %zmm3
	vsubpd	%zmm3, %zmm19, %zmm22
	vsubpd	%zmm25, %zmm22, %zmm22
	vmulpd	%zmm2, %zmm29, %zmm25
	vsubpd	%zmm25, %zmm19, %zmm2
	vsubpd	%zmm2, %zmm19, %zmm20
	vsubpd	%zmm25, %zmm20, %zmm20
	vmulpd	%zmm1, %zmm30, %zmm25
	vsubpd	%zmm25, %zmm19, %zmm1
	vsubpd	%zmm1, %zmm19, %zmm19
	vsubpd	%zmm25, %zmm19, %zmm19
	vmulpd	%zmm16, %zmm31, %zmm16
	vmovupd	%zmm28, 3888(%rsp)
	vmulpd	464(%rsp), %zmm28, %zmm25
	vsubpd	%zmm25, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm6, %zmm6
	vmulpd	2736(%rsp), %zmm23, %zmm16
	vmovupd	784(%rsp), %zmm25
	vmulpd	128(%rsp), %zmm25, %zmm25
	vsubpd	%zmm25, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm12, %zmm12
	vmulpd	%zmm15, %zmm26, %zmm15
	vmulpd	720(%rsp), %zmm18, %zmm16
	vsubpd	%zmm16, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm11, %zmm11
	vmulpd	2672(%rsp), %zmm0, %zmm15
	vmovupd	848(%rsp), %zmm25
	vmulpd	656(%rsp), %zmm25, %zmm16
	vsubpd	%zmm16, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm10, %zmm10
	vmulpd	1840(%rsp), %zmm24, %zmm15
	vmulpd	320(%rsp), %zmm13, %zmm16
	vsubpd	%zmm16, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm22, %zmm15
	vmulpd	2608(%rsp), %zmm27, %zmm16
	vmovupd	192(%rsp), %zmm0
	vmulpd	528(%rsp), %zmm0, %zmm18
	vsubpd	%zmm18, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm9, %zmm9
	vmulpd	1456(%rsp), %zmm30, %zmm13
	vmulpd	256(%rsp), %zmm14, %zmm16
	vsubpd	%zmm16, %zmm13, %zmm13
	vaddpd	%zmm13, %zmm19, %zmm16
	vmulpd	1520(%rsp), %zmm29, %zmm13
	vmulpd	384(%rsp), %zmm17, %zmm14
	vsubpd	%zmm14, %zmm13, %zmm13
	vaddpd	%zmm13, %zmm20, %zmm14
	vaddpd	%zmm12, %zmm21, %zmm0
	vmovupd	%zmm0, 1840(%rsp)
	vaddpd	%zmm6, %zmm8, %zmm0
	vmovupd	%zmm0, 1520(%rsp)
	vaddpd	%zmm10, %zmm7, %zmm0
	vmovupd	%zmm0, 2608(%rsp)
	vaddpd	%zmm11, %zmm5, %zmm0
	vmovupd	%zmm0, 4016(%rsp)
	vaddpd	%zmm9, %zmm4, %zmm0
	vmovupd	%zmm0, 2672(%rsp)
	vaddpd	%zmm15, %zmm3, %zmm0
	vmovupd	%zmm0, 3440(%rsp)
	vaddpd	%zmm14, %zmm2, %zmm0
	vmovupd	%zmm0, 2736(%rsp)
	vaddpd	%zmm16, %zmm1, %zmm0
	vmovupd	%zmm0, 1456(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm8
	vmulpd	%zmm8, %zmm31, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm15
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	4272(%rsp), %zmm31, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm9
	vmulpd	%zmm9, %zmm31, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm11
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vmovupd	%zmm31, 3824(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm14
	vaddpd	%zmm14, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm1
	vmulpd	%zmm8, %zmm23, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	1008(%rsp), %zmm23, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm9, %zmm23, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm23, %zmm2
	vmovupd	%zmm23, 3952(%rsp)
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm10
	vmulpd	%zmm8, %zmm26, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	4144(%rsp), %zmm26, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm9, %zmm26, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm26, %zmm2
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm2
	vmovupd	4784(%rsp), %zmm6
	vmulpd	%zmm8, %zmm6, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2800(%rsp), %zmm6, %zmm3
	vmulpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm9, %zmm6, %zmm3
	vaddpd	%zmm11, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm6, %zmm3
	vaddpd	%zmm14, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm24, %zmm3
	vaddpd	%zmm15, %zmm3, %zmm3
	vmulpd	4080(%rsp), %zmm24, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm9, %zmm24, %zmm4
	vaddpd	%zmm11, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm24, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm8, %zmm27, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vmulpd	4336(%rsp), %zmm27, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm9, %zmm27, %zmm5
	vaddpd	%zmm11, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm27, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm8, %zmm30, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vmulpd	3376(%rsp), %zmm30, %zmm7
	vmulpd	%zmm5, %zmm7, %zmm5
	vmulpd	%zmm9, %zmm30, %zmm7
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm30, %zmm7
	vaddpd	%zmm14, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm29, %zmm7
	vaddpd	%zmm15, %zmm7, %zmm7
	vmulpd	4208(%rsp), %zmm29, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm9, %zmm29, %zmm8
	vaddpd	%zmm11, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm29, %zmm8
	vaddpd	%zmm14, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	784(%rsp), %zmm23, %zmm8
	vmovupd	%zmm8, 1008(%rsp)
	vmulpd	%zmm10, %zmm8, %zmm9
	vbroadcastsd	.LCPI0_10(%rip), %zmm22
	vmovupd	128(%rsp), %zmm12
	vmulpd	%zmm22, %zmm12, %zmm10
	vsubpd	%zmm9, %zmm10, %zmm9
	vmulpd	464(%rsp), %zmm31, %zmm18
	vmulpd	%zmm1, %zmm18, %zmm1
	vmulpd	%zmm22, %zmm28, %zmm11
	vsubpd	%zmm1, %zmm11, %zmm1
	vmovupd	%zmm1, 2800(%rsp)
	vmulpd	%zmm6, %zmm25, %zmm23
	vmovapd	%zmm6, %zmm31
	vmulpd	%zmm0, %zmm23, %zmm0
	vmovupd	656(%rsp), %zmm10
	vmulpd	%zmm22, %zmm10, %zmm14
	vsubpd	%zmm0, %zmm14, %zmm17
	vmulpd	592(%rsp), %zmm26, %zmm14
	vmulpd	%zmm2, %zmm14, %zmm2
	vmovupd	720(%rsp), %zmm8
	vmulpd	%zmm22, %zmm8, %zmm15
	vsubpd	%zmm2, %zmm15, %zmm11
	vmulpd	192(%rsp), %zmm27, %zmm15
	vmulpd	%zmm4, %zmm15, %zmm4
	vmovupd	528(%rsp), %zmm6
	vmulpd	%zmm22, %zmm6, %zmm16
	vsubpd	%zmm4, %zmm16, %zmm4
	vmovupd	3312(%rsp), %zmm28
	vmulpd	%zmm24, %zmm28, %zmm16
	vmulpd	%zmm3, %zmm16, %zmm3
	vmovupd	320(%rsp), %zmm2
	vmulpd	%zmm22, %zmm2, %zmm19
	vsubpd	%zmm3, %zmm19, %zmm3
	vmovupd	3184(%rsp), %zmm25
	vmulpd	%zmm29, %zmm25, %zmm19
	vmulpd	%zmm7, %zmm19, %zmm7
	vmovupd	384(%rsp), %zmm1
	vmulpd	%zmm22, %zmm1, %zmm20
	vsubpd	%zmm7, %zmm20, %zmm7
	vmovupd	3248(%rsp), %zmm13
	vmulpd	%zmm30, %zmm13, %zmm20
	vmulpd	%zmm5, %zmm20, %zmm5
	vmovupd	256(%rsp), %zmm0
	vmulpd	%zmm22, %zmm0, %zmm21
	vsubpd	%zmm5, %zmm21, %zmm5
	vmulpd	3952(%rsp), %zmm9, %zmm9
	vmovupd	2800(%rsp), %zmm21
	vmulpd	3824(%rsp), %zmm21, %zmm21
	vmulpd	%zmm17, %zmm31, %zmm17
	vmulpd	%zmm11, %zmm26, %zmm11
	vmulpd	%zmm4, %zmm27, %zmm4
	vmulpd	%zmm3, %zmm24, %zmm3
	vmulpd	%zmm7, %zmm29, %zmm7
	vmulpd	%zmm5, %zmm30, %zmm5
	vsubpd	3888(%rsp), %zmm21, %zmm21
	vsubpd	%zmm12, %zmm9, %zmm9
	vsubpd	%zmm8, %zmm11, %zmm11
	vsubpd	%zmm10, %zmm17, %zmm12
	vsubpd	%zmm2, %zmm3, %zmm3
	vsubpd	%zmm6, %zmm4, %zmm4
	vsubpd	%zmm0, %zmm5, %zmm5
	vsubpd	%zmm1, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_50(%rip), %zmm17
	vmulpd	%zmm17, %zmm18, %zmm10
	vaddpd	%zmm10, %zmm21, %zmm1
	vmulpd	1008(%rsp), %zmm17, %zmm8
	vaddpd	%zmm8, %zmm9, %zmm8
	vmulpd	%zmm17, %zmm14, %zmm9
	vaddpd	%zmm9, %zmm11, %zmm2
	vmulpd	%zmm17, %zmm23, %zmm9
	vaddpd	%zmm9, %zmm12, %zmm0
	vmulpd	%zmm17, %zmm16, %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm17, %zmm15, %zmm9
	vaddpd	%zmm9, %zmm4, %zmm4
	vmulpd	%zmm17, %zmm20, %zmm9
	vaddpd	%zmm9, %zmm5, %zmm5
	vmulpd	%zmm17, %zmm19, %zmm9
	vaddpd	%zmm9, %zmm7, %zmm7
	vmovupd	464(%rsp), %zmm6
	vsubpd	%zmm1, %zmm6, %zmm12
	vmovupd	784(%rsp), %zmm1
	vsubpd	%zmm8, %zmm1, %zmm24
	vmovupd	592(%rsp), %zmm1
	vsubpd	%zmm2, %zmm1, %zmm6
	vmovupd	848(%rsp), %zmm1
	vsubpd	%zmm0, %zmm1, %zmm21
	vsubpd	%zmm3, %zmm28, %zmm19
	vmovupd	192(%rsp), %zmm0
	vsubpd	%zmm4, %zmm0, %zmm20
	vsubpd	%zmm5, %zmm13, %zmm18
	vsubpd	%zmm7, %zmm25, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm0
	vmovupd	1520(%rsp), %zmm14
	vxorpd	%zmm0, %zmm14, %zmm9
	vmovupd	1840(%rsp), %zmm17
	vxorpd	%zmm0, %zmm17, %zmm8
	vmovupd	4016(%rsp), %zmm23
	vxorpd	%zmm0, %zmm23, %zmm7
	vmovupd	2608(%rsp), %zmm15
	vxorpd	%zmm0, %zmm15, %zmm5
	vmovupd	3440(%rsp), %zmm28
	vxorpd	%zmm0, %zmm28, %zmm3
	vmovupd	2672(%rsp), %zmm13
	vxorpd	%zmm0, %zmm13, %zmm4
	vmovupd	1456(%rsp), %zmm27
	vxorpd	%zmm0, %zmm27, %zmm2
	vmovupd	2736(%rsp), %zmm26
	vxorpd	%zmm0, %zmm26, %zmm1
	vpbroadcastq	.LCPI0_53(%rip), %zmm10
	vmovdqu64	1072(%rsp), %zmm16
	vptestnmq	%zmm10, %zmm16, %k1
	vmovapd	%zmm17, %zmm8 {%k1}
	vxorpd	%zmm0, %zmm24, %zmm24 {%k1}
	vmovdqu64	1136(%rsp), %zmm17
	vptestnmq	%zmm10, %zmm17, %k1
	vmovapd	%zmm14, %zmm9 {%k1}
	vmovapd	%zmm12, %zmm25
	vxorpd	%zmm0, %zmm12, %zmm25 {%k1}
	vmovdqu64	944(%rsp), %zmm14
	vptestnmq	%zmm10, %zmm14, %k1
	vmovapd	%zmm15, %zmm5 {%k1}
	vxorpd	%zmm0, %zmm21, %zmm21 {%k1}
	vmovdqu64	1200(%rsp), %zmm15
	vptestnmq	%zmm10, %zmm15, %k1
	vmovapd	%zmm23, %zmm7 {%k1}
	vmovapd	%zmm6, %zmm23
	vxorpd	%zmm0, %zmm6, %zmm23 {%k1}
	vmovdqu64	1264(%rsp), %zmm12
	vptestnmq	%zmm10, %zmm12, %k1
	vmovapd	%zmm13, %zmm4 {%k1}
	vxorpd	%zmm0, %zmm20, %zmm20 {%k1}
	vmovdqu64	1904(%rsp), %zmm13
	vptestnmq	%zmm10, %zmm13, %k1
	vmovapd	%zmm28, %zmm3 {%k1}
	vxorpd	%zmm0, %zmm19, %zmm19 {%k1}
	vmovdqu64	1328(%rsp), %zmm6
	vptestnmq	%zmm10, %zmm6, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm0, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm26
	vmovdqu64	1392(%rsp), %zmm11
	vptestnmq	%zmm10, %zmm11, %k1
	vmovapd	%zmm27, %zmm2 {%k1}
	vxorpd	%zmm0, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm0
	vptestnmq	%zmm0, %zmm17, %k1
	vmovapd	%zmm9, %zmm25 {%k1}
	vmovupd	%zmm25, 784(%rsp)
	vptestnmq	%zmm0, %zmm16, %k1
	vmovapd	%zmm8, %zmm24 {%k1}
	vmovupd	%zmm24, 192(%rsp)
	vptestnmq	%zmm0, %zmm15, %k1
	vmovapd	%zmm7, %zmm23 {%k1}
	vmovupd	%zmm23, 320(%rsp)
	vptestnmq	%zmm0, %zmm14, %k1
	vmovapd	%zmm5, %zmm21 {%k1}
	vmovupd	%zmm21, 528(%rsp)
	vptestnmq	%zmm0, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 384(%rsp)
	vptestnmq	%zmm0, %zmm12, %k1
	vmovapd	%zmm4, %zmm20 {%k1}
	vmovupd	%zmm20, 256(%rsp)
	vptestnmq	%zmm0, %zmm11, %k1
	vmovapd	%zmm2, %zmm18 {%k1}
	vmovupd	%zmm18, 128(%rsp)
	vptestnmq	%zmm0, %zmm6, %k1
	vmovapd	%zmm1, %zmm26 {%k1}
	vmovupd	%zmm26, 720(%rsp)
	vcvtudq2pd	5112(%rsp,%r12,4), %zmm0
	vcvtudq2pd	5144(%rsp,%r12,4), %zmm1
	vcvtudq2pd	5176(%rsp,%r12,4), %zmm2
	vcvtudq2pd	5208(%rsp,%r12,4), %zmm3
	vcvtudq2pd	5240(%rsp,%r12,4), %zmm4
	vcvtudq2pd	5272(%rsp,%r12,4), %zmm5
	vcvtudq2pd	5304(%rsp,%r12,4), %zmm6
	vcvtudq2pd	5336(%rsp,%r12,4), %zmm7
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
	vpsrlq	$32, %zmm6, %zmm18
	vpbroadcastq	.LCPI0_12(%rip), %zmm15
	vpaddq	%zmm15, %zmm9, %zmm9
	vmovdqu64	%zmm9, 1200(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1264(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1904(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1328(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1392(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 592(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 848(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 656(%rsp)
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
	vmovupd	%zmm3, 464(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm31, %zmm2
	vdivpd	%zmm2, %zmm31, %zmm2
	vmovupd	%zmm2, 1136(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 944(%rsp)
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
	vmovupd	%zmm3, 2800(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 4208(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 4272(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 4080(%rsp)
	vpaddq	%zmm11, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm2
	vmovupd	%zmm2, 1008(%rsp)
	vaddpd	%zmm23, %zmm2, %zmm1
	vdivpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 1072(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
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
	vmovupd	%zmm1, 2672(%rsp)
	vpaddq	%zmm11, %zmm30, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 4336(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm18
	vmulpd	%zmm18, %zmm18, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 2608(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1520(%rsp)
	vpaddq	%zmm11, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 4144(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm12
	vmulpd	%zmm12, %zmm12, %zmm1
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
	vaddpd	4208(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	2800(%rsp), %zmm22, %zmm22
	vaddpd	4080(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	4272(%rsp), %zmm27, %zmm27
	vaddpd	2672(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2736(%rsp), %zmm9, %zmm9
	vaddpd	1520(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm18, %zmm7
	vaddpd	2608(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm30, %zmm11
	vmulpd	%zmm11, %zmm12, %zmm5
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
	vmovupd	%zmm31, 1840(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	1136(%rsp), %zmm2, %zmm12
	vmovupd	464(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	944(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	4336(%rsp), %zmm7, %zmm7
	vmovupd	1008(%rsp), %zmm18
	vmulpd	%zmm6, %zmm18, %zmm16
	vmulpd	%zmm16, %zmm18, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	1072(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	4144(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm6
	vpsrlq	$20, 1200(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm10
	vpaddq	%zmm10, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm13
	vmulpd	%zmm13, %zmm11, %zmm23
	vaddpd	%zmm12, %zmm23, %zmm12
	vpsrlq	$20, 1264(%rsp), %zmm23
	vpaddq	%zmm10, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm13, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1904(%rsp), %zmm25
	vpaddq	%zmm10, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm13, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1328(%rsp), %zmm27
	vpaddq	%zmm10, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm13, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1392(%rsp), %zmm28
	vpaddq	%zmm10, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm13, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 592(%rsp), %zmm29
	vpaddq	%zmm10, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm13, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 848(%rsp), %zmm30
	vpaddq	%zmm10, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm13, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 656(%rsp), %zmm31
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
	vaddpd	464(%rsp), %zmm2, %zmm2
	vaddpd	1840(%rsp), %zmm0, %zmm0
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
	vmulpd	784(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	192(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	320(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	528(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	384(%rsp), %zmm3, %zmm3
	vmulpd	256(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	128(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	720(%rsp), %zmm6, %zmm6
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
	vmovdqu64	%zmm0, 5112(%rsp,%r12,4)
	vmovdqu64	%zmm2, 5176(%rsp,%r12,4)
	vmovupd	%zmm3, 5240(%rsp,%r12,4)
	vmovdqu64	%zmm1, 5304(%rsp,%r12,4)
	addq	$64, %r12
	cmpq	%r12, %rax
	jne	.LBB0_121
	cmpq	%rax, %r13
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
	vmovq	.LCPI0_36(%rip), %xmm21
	vpbroadcastq	.LCPI0_37(%rip), %xmm19
	vmovq	.LCPI0_38(%rip), %xmm20
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
	movq	-32(%rsp), %r12
	je	.LBB0_101
	vmovdqa64	%xmm2, %xmm23
	movq	-40(%rsp), %rdi
	movq	%rdi, %rax
	testb	$56, -48(%rsp)
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
	movq	72(%rsp), %r9
	vpbroadcastq	.LCPI0_0(%rip), %zmm27
	.p2align	4
.LBB0_125:
	vcvtudq2pd	5112(%rsp,%rax,4), %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm0, %zmm0
	vcvtudq2pd	7160(%rsp,%rax,4), %zmm1
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
	vmovdqu	%ymm0, 5112(%rsp,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %r9
	jne	.LBB0_125
	movq	%r9, %rdi
	cmpq	%r9, %r13
	vmovsd	.LCPI0_26(%rip), %xmm7
	vmovsd	.LCPI0_27(%rip), %xmm8
	vmovq	.LCPI0_29(%rip), %xmm11
	vmovq	.LCPI0_31(%rip), %xmm12
	vmovq	.LCPI0_55(%rip), %xmm14
	vmovq	.LCPI0_34(%rip), %xmm15
	vmovq	.LCPI0_35(%rip), %xmm17
	vmovq	.LCPI0_36(%rip), %xmm21
	vpbroadcastq	.LCPI0_37(%rip), %xmm19
	vmovq	.LCPI0_38(%rip), %xmm20
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
	vcvtusi2sdl	5112(%rsp,%rdi,4), %xmm16, %xmm0
	vaddsd	%xmm0, %xmm10, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vpxord	%xmm16, %xmm16, %xmm16
	vcvtusi2sdl	7160(%rsp,%rdi,4), %xmm16, %xmm1
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
	andq	%rbx, %rax
	addq	%rsi, %rax
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
	vmovdqa64	%xmm21, %xmm17
	vmovdqa64	%xmm19, %xmm21
	vmovdqa64	%xmm20, %xmm19
	vmovdqa64	%xmm24, %xmm20
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
	vmovdqa64	%xmm20, %xmm24
	vmovdqa64	%xmm19, %xmm20
	vmovdqa64	%xmm21, %xmm19
	vmovdqa64	%xmm17, %xmm21
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
	vmulsd	%xmm21, %xmm2, %xmm2
	vsubsd	%xmm6, %xmm3, %xmm7
	vsubsd	%xmm5, %xmm7, %xmm5
	vsubsd	%xmm5, %xmm2, %xmm2
	vsubsd	%xmm4, %xmm3, %xmm5
	vunpcklpd	%xmm1, %xmm5, %xmm1
	vpsrlq	$52, %xmm1, %xmm1
	vpandq	%xmm19, %xmm1, %xmm1
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
	vmulsd	%xmm20, %xmm3, %xmm5
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
	vmovss	%xmm0, 5112(%rsp,%rdi,4)
	incq	%rdi
	cmpq	%r13, %rdi
	jb	.LBB0_100
.LBB0_101:
	vmovdqa64	%xmm28, %xmm22
	vmovdqa	%xmm6, %xmm1
	cmpq	$4, %r13
	setb	%al
	orb	88(%rsp), %al
	testb	$1, %al
	je	.LBB0_103
	xorl	%eax, %eax
	vmovdqu64	3632(%rsp), %zmm11
	movl	$2143289344, %esi
	vmovq	.LCPI0_47(%rip), %xmm5
	vmovss	.LCPI0_60(%rip), %xmm6
	vmovss	.LCPI0_61(%rip), %xmm10
	vmovss	.LCPI0_62(%rip), %xmm28
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpbroadcastq	.LCPI0_9(%rip), %zmm15
	movq	16(%rsp), %rbx
	vmovaps	112(%rsp), %xmm21
	vmovapd	-112(%rsp), %xmm3
	vmovdqu64	2288(%rsp), %zmm19
	vmovdqu64	2352(%rsp), %zmm20
	vmovdqu64	2224(%rsp), %zmm24
	vmovdqu64	2416(%rsp), %zmm25
	vmovdqu64	2160(%rsp), %zmm26
	vmovdqu64	2480(%rsp), %zmm29
	vmovdqu64	1776(%rsp), %zmm30
	vmovdqu64	3696(%rsp), %zmm16
	vmovdqa64	%xmm1, %xmm31
	vmovdqa64	%xmm22, %xmm9
	vmovq	.LCPI0_10(%rip), %xmm4
	jmp	.LBB0_112
	.p2align	4
.LBB0_103:
	cmpq	$16, %r13
	vmovdqu64	3632(%rsp), %zmm11
	movl	$2143289344, %esi
	vmovq	.LCPI0_47(%rip), %xmm5
	vmovss	.LCPI0_60(%rip), %xmm6
	vmovss	.LCPI0_61(%rip), %xmm10
	vmovss	.LCPI0_62(%rip), %xmm28
	movq	16(%rsp), %rbx
	vmovdqu64	3696(%rsp), %zmm16
	jae	.LBB0_105
	xorl	%edi, %edi
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpbroadcastq	.LCPI0_9(%rip), %zmm15
	vmovaps	112(%rsp), %xmm21
	vmovdqu64	2288(%rsp), %zmm19
	vmovdqu64	2352(%rsp), %zmm20
	vmovdqu64	2224(%rsp), %zmm24
	vmovdqu64	2416(%rsp), %zmm25
	vmovdqu64	2160(%rsp), %zmm26
	vmovdqu64	2480(%rsp), %zmm29
	vmovdqu64	1776(%rsp), %zmm30
	vmovdqa64	%xmm1, %xmm31
	vmovdqa64	%xmm22, %xmm9
	vmovq	.LCPI0_10(%rip), %xmm4
	vmovups	3504(%rsp), %zmm27
	jmp	.LBB0_109
	.p2align	4
.LBB0_105:
	vmovaps	112(%rsp), %xmm21
	vbroadcastss	%xmm21, %zmm0
	xorl	%eax, %eax
	vbroadcastss	.LCPI0_60(%rip), %zmm12
	vbroadcastss	.LCPI0_61(%rip), %zmm13
	vbroadcastss	.LCPI0_62(%rip), %zmm14
	vbroadcastss	.LCPI0_63(%rip), %zmm15
	vpbroadcastd	.LCPI0_64(%rip), %zmm17
	movq	8(%rsp), %rdi
	vmovdqu64	2288(%rsp), %zmm19
	vmovdqu64	2352(%rsp), %zmm20
	vmovdqu64	2224(%rsp), %zmm24
	vmovdqu64	2416(%rsp), %zmm25
	vmovdqu64	2160(%rsp), %zmm26
	vmovdqu64	2480(%rsp), %zmm29
	vmovdqu64	1776(%rsp), %zmm30
	vmovdqa64	%xmm1, %xmm31
	vmovdqa64	%xmm22, %xmm9
	vmovups	3504(%rsp), %zmm27
	.p2align	4
.LBB0_106:
	vmovups	(%rbx,%rax,4), %zmm1
	vsubps	(%r12,%rax,4), %zmm1, %zmm2
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
	vmulps	5112(%rsp,%rax,4), %zmm0, %zmm2
	vaddps	%zmm1, %zmm2, %zmm1
	vandps	%zmm15, %zmm1, %zmm2
	vpcmpgtd	%zmm17, %zmm2, %k1
	vpbroadcastd	.LCPI0_65(%rip), %zmm1 {%k1}
	vmovdqu64	%zmm1, (%rbx,%rax,4)
	addq	$16, %rax
	cmpq	%rax, %rdi
	jne	.LBB0_106
	cmpq	%rdi, %r13
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpbroadcastq	.LCPI0_9(%rip), %zmm15
	vmovapd	-112(%rsp), %xmm3
	vmovq	.LCPI0_10(%rip), %xmm4
	je	.LBB0_113
	movq	8(%rsp), %rax
	movq	%rax, %rdi
	testb	$12, -48(%rsp)
	je	.LBB0_112
.LBB0_109:
	vbroadcastss	%xmm21, %xmm0
	vbroadcastss	.LCPI0_60(%rip), %xmm12
	vbroadcastss	.LCPI0_61(%rip), %xmm13
	vbroadcastss	.LCPI0_62(%rip), %xmm14
	movq	(%rsp), %r9
	.p2align	4
.LBB0_110:
	vmovups	(%rbx,%rdi,4), %xmm1
	vsubps	(%r12,%rdi,4), %xmm1, %xmm2
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
	vmulps	5112(%rsp,%rdi,4), %xmm0, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
	vandps	.LCPI0_63(%rip){1to4}, %xmm1, %xmm2
	vpcmpgtd	.LCPI0_64(%rip){1to4}, %xmm2, %k1
	vpbroadcastd	.LCPI0_65(%rip), %xmm1 {%k1}
	vmovdqu	%xmm1, (%rbx,%rdi,4)
	addq	$4, %rdi
	cmpq	%rdi, %r9
	jne	.LBB0_110
	movq	%r9, %rax
	cmpq	%r9, %r13
	vmovapd	-112(%rsp), %xmm3
	je	.LBB0_113
	.p2align	4
.LBB0_112:
	vmovss	(%rbx,%rax,4), %xmm0
	vsubss	(%r12,%rax,4), %xmm0, %xmm1
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
	vmulss	5112(%rsp,%rax,4), %xmm21, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %edi
	movl	%edi, %r9d
	andl	$2147483647, %r9d
	cmpl	$2139095041, %r9d
	cmovael	%esi, %edi
	movl	%edi, (%rbx,%rax,4)
	incq	%rax
	cmpq	%r13, %rax
	jb	.LBB0_112
	jmp	.LBB0_113
.LBB0_82:
	vmovss	32(%rsp), %xmm0
	vmulss	48(%rsp), %xmm0, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vpxor	%xmm10, %xmm10, %xmm10
	vcmpltss	%xmm0, %xmm10, %k1
	vmovss	%xmm1, %xmm1, %xmm21 {%k1} {z}
	jmp	.LBB0_83
.LBB0_1:
	cmpq	%r8, %rsi
	jae	.LBB0_65
	cmpq	$0, -64(%rsp)
	je	.LBB0_65
	movq	%rsi, %rax
	imulq	%r12, %rax
	movq	%rax, 448(%rsp)
	leaq	(,%rax,4), %r15
	leaq	(,%r12,4), %rdx
	leaq	4(,%rsi,4), %rax
	imulq	%r12, %rax
	movq	%rax, 96(%rsp)
	testl	%ecx, %ecx
	movq	%r15, 64(%rsp)
	je	.LBB0_10
	movq	16(%rdi), %rcx
	movl	$3449720151, %r14d
	movq	%r11, %rax
	shrq	$32, %rax
	leaq	1013904242(%r11), %rbx
	leaq	1993301258(%rax), %rdi
	leaq	842468239(%rax), %r13
	movq	%r13, 2288(%rsp)
	leaq	2027808484(%r11), %r8
	movq	%r8, 2224(%rsp)
	leaq	1684936478(%rax), %r8
	movq	%r8, 2160(%rsp)
	movq	%rsi, -120(%rsp)
	movq	%r8, %rsi
	leaq	534103459(%rax), %r8
	movq	%r8, -24(%rsp)
	leaq	-795284382(%r11,%r14), %rbp
	leaq	-305585874(%rax,%r14), %r10
	movq	%r10, 72(%rsp)
	movq	%rdx, 3504(%rsp)
	leaq	218619860(%r11,%r14), %rdx
	leaq	536882365(%rax,%r14), %r10
	leaq	(%rax,%r14), %r8
	addq	$-613950654, %r8
	leaq	(%rax,%r14), %r9
	addq	$228517585, %r9
	movq	%r12, %rax
	andq	$-64, %rax
	movq	%rax, 1968(%rsp)
	vpbroadcastq	%r11, %zmm16
	movq	%rbp, -32(%rsp)
	vpbroadcastq	%rbp, %zmm0
	vmovdqu64	%zmm0, 4976(%rsp)
	vpbroadcastq	%rbx, %zmm14
	movq	%rdi, 16(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 4912(%rsp)
	movq	%r10, 4720(%rsp)
	movq	%rdx, %rax
	leaq	(,%r12,4), %rdx
	movq	%rax, 3696(%rsp)
	vpbroadcastq	%rax, %zmm15
	vpbroadcastq	%r13, %zmm19
	leaq	2027808484(%r11), %rax
	vpbroadcastq	%rax, %zmm21
	vpbroadcastq	%r10, %zmm11
	movq	%r9, 3568(%rsp)
	movq	%r8, %rax
	movq	%r8, 3632(%rsp)
	leaq	387276957(%r11), %r8
	movq	%r8, 4656(%rsp)
	vpbroadcastq	%r8, %zmm18
	vpbroadcastq	%rax, %zmm20
	leaq	-408007425(%r11,%r14), %rax
	movq	%rax, 4592(%rsp)
	vpbroadcastq	%rax, %zmm23
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 3888(%rsp)
	leaq	1401181199(%r11), %rax
	movq	%rax, 5040(%rsp)
	vpbroadcastq	%rax, %zmm28
	movq	-24(%rsp), %rax
	vpbroadcastq	%rax, %zmm26
	vpbroadcastq	%r9, %zmm22
	leal	-1879881855(%r11), %eax
	movl	%eax, 24(%rsp)
	vpbroadcastd	%eax, %zmm17
	movq	%r12, %rax
	andq	$-8, %rax
	movq	%r12, %rdi
	andq	$-16, %rdi
	movq	%rdi, (%rsp)
	movq	%r12, %rdi
	andq	$-4, %rdi
	movq	%rdi, 936(%rsp)
	vpbroadcastq	.LCPI0_0(%rip), %zmm27
	vpbroadcastq	.LCPI0_5(%rip), %zmm24
	vpbroadcastq	.LCPI0_6(%rip), %zmm25
	vbroadcastss	.LCPI0_7(%rip), %ymm29
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	movq	%rax, -8(%rsp)
	negq	%rax
	movq	%rax, -16(%rsp)
	leaq	(%rcx,%r12,4), %rdi
	leaq	(%rcx,%r12,8), %rax
	movq	%rax, 920(%rsp)
	movq	%rcx, 3120(%rsp)
	leaq	192(%rcx), %rax
	movq	%rax, 8(%rsp)
	movq	-88(%rsp), %rax
	leaq	(%rax,%r15), %r13
	movq	-80(%rsp), %rax
	leaq	(%rax,%r15), %r9
	xorl	%eax, %eax
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vpbroadcastd	-112(%rsp), %zmm13
	movq	-120(%rsp), %r10
	vmovdqu64	%zmm16, 3952(%rsp)
	vmovdqu64	%zmm26, 3824(%rsp)
	vmovdqu64	%zmm22, 2544(%rsp)
	vmovdqu64	%zmm17, 1776(%rsp)
	movq	%rdi, -48(%rsp)
	movq	%rbx, 2352(%rsp)
	vmovdqu64	%zmm14, 1840(%rsp)
	vmovdqu64	%zmm15, 1520(%rsp)
	vmovdqu64	%zmm19, 1456(%rsp)
	vmovdqu64	%zmm21, 3440(%rsp)
	vmovdqu64	%zmm11, 4016(%rsp)
	vmovdqu64	%zmm18, 3376(%rsp)
	vmovdqu64	%zmm20, 3312(%rsp)
	vmovdqu64	%zmm23, 3248(%rsp)
	vmovdqu64	%zmm28, 3184(%rsp)
	vmovdqu64	%zmm13, 4848(%rsp)
	jmp	.LBB0_5
	.p2align	4
.LBB0_64:
	movq	-120(%rsp), %r10
	incq	%r10
	movq	928(%rsp), %rax
	incq	%rax
	addq	%r12, 448(%rsp)
	addq	%rdx, %r13
	addq	%rdx, %r9
	cmpq	-72(%rsp), %r10
	je	.LBB0_65
.LBB0_5:
	movq	%r13, 80(%rsp)
	movq	%r9, 88(%rsp)
	movq	%rdx, %rcx
	movq	%rax, 928(%rsp)
	imulq	%rax, %rcx
	movq	64(%rsp), %rax
	leaq	(%rax,%rcx), %rsi
	movq	-80(%rsp), %rax
	leaq	(%rax,%rsi), %r8
	addq	96(%rsp), %rcx
	leaq	(%rax,%rcx), %r9
	movq	-88(%rsp), %rax
	addq	%rax, %rsi
	addq	%rax, %rcx
	movq	%r10, -120(%rsp)
	imulq	%r12, %r10
	vpbroadcastq	%r10, %zmm10
	vpaddq	%zmm27, %zmm10, %zmm4
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm10, %zmm5
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm10, %zmm6
	cmpq	%rcx, %r8
	setb	%cl
	cmpq	%r9, %rsi
	setb	%sil
	andb	%cl, %sil
	cmpq	920(%rsp), %r8
	setb	%cl
	cmpq	%r9, %rdi
	setb	%al
	andb	%cl, %al
	orb	%sil, %al
	movb	%al, -40(%rsp)
	xorl	%ecx, %ecx
	vmovss	52(%rsp), %xmm7
	vmovdqu64	%zmm10, 4784(%rsp)
	vmovdqu64	%zmm4, 2480(%rsp)
	vmovdqu64	%zmm5, 2416(%rsp)
	vmovdqu64	%zmm6, 3760(%rsp)
	jmp	.LBB0_6
	.p2align	4
.LBB0_63:
	vmovss	104(%rsp), %xmm7
	vmulss	56(%rsp), %xmm7, %xmm7
	movq	32(%rsp), %rcx
	incq	%rcx
	cmpq	-64(%rsp), %rcx
	vmovdqu64	4784(%rsp), %zmm10
	vmovdqu64	1840(%rsp), %zmm14
	vmovdqu64	4016(%rsp), %zmm11
	je	.LBB0_64
.LBB0_6:
	vmovss	60(%rsp), %xmm0
	cmpl	$0, -52(%rsp)
	jne	.LBB0_7
.LBB0_8:
	vmovaps	%xmm0, 112(%rsp)
	vmovss	%xmm7, 104(%rsp)
	movq	456(%rsp), %rax
	movq	%rcx, 32(%rsp)
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
	xorq	72(%rsp), %rax
	vpbroadcastq	%rax, %zmm6
	cmpq	$64, -128(%rsp)
	movq	%rdi, 1584(%rsp)
	jae	.LBB0_41
	xorl	%r9d, %r9d
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	vmovdqu64	3888(%rsp), %zmm0
	movq	%rax, %r13
	vpbroadcastq	.LCPI0_9(%rip), %zmm4
	jmp	.LBB0_45
	.p2align	4
.LBB0_41:
	movq	%rax, %r12
	vpbroadcastq	%r10, %zmm0
	vpxorq	4976(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2992(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vpxorq	4912(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2928(%rsp)
	movq	8(%rsp), %rcx
	movq	1968(%rsp), %rbx
	vmovdqa64	.LCPI0_4(%rip), %zmm1
	vmovdqa64	.LCPI0_3(%rip), %zmm3
	vmovdqu64	%zmm6, 2032(%rsp)
	.p2align	4
.LBB0_42:
	vmovdqu64	%zmm3, 784(%rsp)
	vmovdqu64	%zmm1, 464(%rsp)
	vpaddq	%zmm10, %zmm3, %zmm6
	vpmuludq	%zmm24, %zmm6, %zmm4
	vpaddq	%zmm10, %zmm1, %zmm8
	vpmuludq	%zmm24, %zmm8, %zmm0
	vmovdqu64	2480(%rsp), %zmm2
	vpaddq	%zmm2, %zmm3, %zmm10
	vpmuludq	%zmm24, %zmm10, %zmm1
	vpaddq	464(%rsp), %zmm2, %zmm11
	vpmuludq	%zmm24, %zmm11, %zmm5
	vmovdqu64	2416(%rsp), %zmm2
	vpaddq	%zmm2, %zmm3, %zmm12
	vpmuludq	%zmm24, %zmm12, %zmm3
	vpaddq	464(%rsp), %zmm2, %zmm13
	vpmuludq	%zmm24, %zmm13, %zmm9
	vmovdqu64	3760(%rsp), %zmm7
	vpaddq	784(%rsp), %zmm7, %zmm14
	vpmuludq	%zmm24, %zmm14, %zmm2
	vpaddq	464(%rsp), %zmm7, %zmm15
	vpmuludq	%zmm24, %zmm15, %zmm7
	vpternlogq	$150, %zmm16, %zmm0, %zmm8
	vpternlogq	$150, %zmm16, %zmm4, %zmm6
	vpternlogq	$150, %zmm16, %zmm5, %zmm11
	vpternlogq	$150, %zmm16, %zmm1, %zmm10
	vpternlogq	$150, %zmm16, %zmm9, %zmm13
	vpternlogq	$150, %zmm16, %zmm3, %zmm12
	vpternlogq	$150, %zmm16, %zmm7, %zmm15
	vpternlogq	$150, %zmm16, %zmm2, %zmm14
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm12, %zmm16
	vpsrlq	$32, %zmm13, %zmm12
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm15, %zmm15
	vpmuludq	%zmm25, %zmm8, %zmm26
	vpmuludq	%zmm25, %zmm6, %zmm23
	vpmuludq	%zmm25, %zmm11, %zmm21
	vpmuludq	%zmm25, %zmm10, %zmm13
	vpmuludq	%zmm25, %zmm12, %zmm12
	vpmuludq	%zmm25, %zmm16, %zmm10
	vpmuludq	%zmm25, %zmm15, %zmm8
	vpmuludq	%zmm25, %zmm14, %zmm6
	vpsrlq	$32, %zmm23, %zmm11
	vpsrlq	$32, %zmm26, %zmm14
	vpsrlq	$32, %zmm13, %zmm17
	vpsrlq	$32, %zmm21, %zmm15
	vpsrlq	$32, %zmm10, %zmm18
	vpsrlq	$32, %zmm12, %zmm22
	vpsrlq	$32, %zmm6, %zmm24
	vpsrlq	$32, %zmm8, %zmm25
	vmovdqu64	2992(%rsp), %zmm27
	vpxorq	%zmm27, %zmm14, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm16
	vpxorq	%zmm27, %zmm11, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm20
	vpxorq	%zmm27, %zmm15, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm14
	vmovdqu64	%zmm14, 592(%rsp)
	vpxorq	%zmm27, %zmm17, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm17
	vmovdqu64	%zmm17, 128(%rsp)
	vpxorq	%zmm27, %zmm22, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm19
	vpxorq	%zmm27, %zmm18, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm22
	vpxorq	%zmm27, %zmm25, %zmm11
	vpxorq	%zmm27, %zmm24, %zmm18
	vmovdqu64	2032(%rsp), %zmm30
	vpxorq	%zmm0, %zmm30, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vmovdqu64	%zmm11, 256(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm11
	vpxorq	%zmm4, %zmm30, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm25
	vpxorq	%zmm5, %zmm30, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 384(%rsp)
	vpxorq	%zmm1, %zmm30, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm15
	vpxorq	%zmm9, %zmm30, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm28
	vpxorq	%zmm3, %zmm30, %zmm3
	vpsrlq	$32, %zmm20, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm29
	vpxorq	%zmm7, %zmm30, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm5
	vmovdqu64	%zmm5, 528(%rsp)
	vpxorq	%zmm2, %zmm30, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm0
	vmovdqu64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm16, %zmm2
	vpsrlq	$32, %zmm25, %zmm3
	vpsrlq	$32, %zmm11, %zmm4
	vpsrlq	$32, %zmm15, %zmm7
	vpsrlq	$32, %zmm24, %zmm9
	vpsrlq	$32, %zmm29, %zmm30
	vpsrlq	$32, %zmm17, %zmm31
	vmovdqu64	1840(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm26, %zmm4
	vpsrlq	$32, %zmm28, %zmm26
	vpternlogq	$150, %zmm1, %zmm23, %zmm3
	vpsrlq	$32, %zmm0, %zmm23
	vpternlogq	$150, %zmm1, %zmm21, %zmm9
	vpsrlq	$32, %zmm14, %zmm0
	vpternlogq	$150, %zmm1, %zmm13, %zmm7
	vpsrlq	$32, %zmm5, %zmm21
	vpternlogq	$150, %zmm1, %zmm12, %zmm26
	vpternlogq	$150, %zmm1, %zmm10, %zmm30
	vpternlogq	$150, %zmm1, %zmm8, %zmm21
	vpsrlq	$32, %zmm22, %zmm12
	vpternlogq	$150, %zmm1, %zmm6, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm5
	vmovdqu64	%zmm5, 1648(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm1
	vmovdqu64	%zmm1, 192(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm6
	vmovdqu64	%zmm6, 2096(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm4
	vmovdqu64	%zmm4, 848(%rsp)
	vpsrlq	$32, %zmm19, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm10
	vmovdqu64	%zmm10, 1712(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm8
	vmovdqu64	%zmm8, 656(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm13
	vmovdqu64	%zmm13, 720(%rsp)
	vpsrlq	$32, %zmm1, %zmm21
	vmovdqu64	2928(%rsp), %zmm1
	vpxorq	%zmm1, %zmm2, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm17
	vpxorq	%zmm1, %zmm27, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vpxorq	%zmm1, %zmm0, %zmm0
	vpxorq	%zmm1, %zmm31, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm26
	vpxorq	%zmm1, %zmm3, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm27
	vpxorq	%zmm1, %zmm12, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 3056(%rsp)
	vpsrlq	$32, %zmm17, %zmm23
	vmovdqu64	1520(%rsp), %zmm9
	vpternlogq	$150, %zmm11, %zmm9, %zmm23
	vpsrlq	$32, %zmm2, %zmm14
	vpternlogq	$150, %zmm25, %zmm9, %zmm14
	vpsrlq	$32, %zmm18, %zmm25
	vpternlogq	$150, %zmm24, %zmm9, %zmm25
	vpsrlq	$32, %zmm26, %zmm31
	vpternlogq	$150, %zmm15, %zmm9, %zmm31
	vpsrlq	$32, %zmm27, %zmm24
	vpternlogq	$150, %zmm28, %zmm9, %zmm24
	vpsrlq	$32, %zmm0, %zmm28
	vpternlogq	$150, %zmm29, %zmm9, %zmm28
	vpsrlq	$32, %zmm5, %zmm0
	vmovdqu64	1456(%rsp), %zmm11
	vpternlogq	$150, %zmm11, %zmm20, %zmm0
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm11, %zmm16, %zmm21
	vpsrlq	$32, %zmm6, %zmm20
	vpternlogq	$150, 128(%rsp), %zmm11, %zmm20
	vpsrlq	$32, %zmm8, %zmm16
	vpternlogq	$150, 592(%rsp), %zmm11, %zmm7
	vpsrlq	$32, %zmm10, %zmm3
	vpternlogq	$150, %zmm11, %zmm22, %zmm3
	vpsrlq	$32, %zmm13, %zmm5
	vpternlogq	$150, %zmm11, %zmm19, %zmm16
	vmovdqu64	256(%rsp), %zmm4
	vpsrlq	$32, %zmm4, %zmm12
	vpxorq	%zmm1, %zmm12, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm12
	vpternlogq	$150, %zmm11, %zmm4, %zmm5
	vpsrlq	$32, %zmm12, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm29
	vpternlogq	$150, 528(%rsp), %zmm9, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm4
	vmovdqu64	%zmm4, 592(%rsp)
	vpsrlq	$32, %zmm29, %zmm19
	vmovdqu64	3440(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm17, %zmm19
	vpsrlq	$32, %zmm4, %zmm21
	vpternlogq	$150, %zmm0, %zmm2, %zmm21
	vmovdqa64	%zmm30, %zmm4
	vpsrlq	$32, %zmm30, %zmm8
	vmovdqu64	384(%rsp), %zmm2
	vpternlogq	$150, %zmm11, %zmm2, %zmm8
	vpsrlq	$32, %zmm2, %zmm6
	vpxorq	%zmm1, %zmm6, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm1
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, 320(%rsp), %zmm9, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm22
	vpsrlq	$32, %zmm22, %zmm17
	vpternlogq	$150, %zmm0, %zmm18, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm30
	vpsrlq	$32, %zmm30, %zmm7
	vpternlogq	$150, %zmm0, %zmm26, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm6
	vmovdqu64	%zmm6, 128(%rsp)
	vpsrlq	$32, %zmm6, %zmm18
	vpternlogq	$150, %zmm0, %zmm27, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm3
	vmovdqu64	%zmm3, 256(%rsp)
	vpsrlq	$32, %zmm3, %zmm20
	vpternlogq	$150, 3056(%rsp), %zmm0, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm3
	vmovdqu64	%zmm3, 528(%rsp)
	vpsrlq	$32, %zmm3, %zmm26
	vpternlogq	$150, %zmm0, %zmm12, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm3
	vmovdqu64	%zmm3, 384(%rsp)
	vpsrlq	$32, %zmm3, %zmm9
	vpternlogq	$150, %zmm0, %zmm1, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm10
	vpsrlq	$32, %zmm10, %zmm12
	vmovdqu64	4016(%rsp), %zmm16
	vpternlogq	$150, 1648(%rsp), %zmm16, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm5
	vpsrlq	$32, %zmm5, %zmm0
	vpternlogq	$150, 192(%rsp), %zmm16, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm11
	vpsrlq	$32, %zmm11, %zmm3
	vpternlogq	$150, 2096(%rsp), %zmm16, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm31
	vpsrlq	$32, %zmm31, %zmm8
	vpternlogq	$150, 848(%rsp), %zmm16, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm25
	vpsrlq	$32, %zmm25, %zmm23
	vpternlogq	$150, 1712(%rsp), %zmm16, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm24
	vpsrlq	$32, %zmm24, %zmm13
	vpternlogq	$150, 656(%rsp), %zmm16, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm28
	vpsrlq	$32, %zmm28, %zmm27
	vpternlogq	$150, %zmm4, %zmm16, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm1
	vmovdqu64	%zmm1, 1712(%rsp)
	vpsrlq	$32, %zmm1, %zmm6
	vpternlogq	$150, 720(%rsp), %zmm16, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 656(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	3376(%rsp), %zmm1
	vpternlogq	$150, %zmm29, %zmm1, %zmm0
	vmovdqu64	%zmm0, 192(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm29
	vpsrlq	$32, %zmm29, %zmm12
	vpternlogq	$150, 592(%rsp), %zmm1, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm0
	vmovdqu64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vmovdqu64	3312(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm10, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm16
	vpsrlq	$32, %zmm16, %zmm10
	vpternlogq	$150, %zmm22, %zmm1, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm2
	vmovdqu64	%zmm2, 720(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm0, %zmm5, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm8
	vpsrlq	$32, %zmm8, %zmm14
	vpternlogq	$150, %zmm30, %zmm1, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm3
	vmovdqu64	%zmm3, 848(%rsp)
	vpsrlq	$32, %zmm3, %zmm5
	vpternlogq	$150, %zmm0, %zmm11, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm21
	vpsrlq	$32, %zmm21, %zmm7
	vpternlogq	$150, 128(%rsp), %zmm1, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm3
	vmovdqu64	%zmm3, 128(%rsp)
	vpsrlq	$32, %zmm3, %zmm4
	vpternlogq	$150, %zmm0, %zmm31, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm17
	vpsrlq	$32, %zmm17, %zmm22
	vpternlogq	$150, 256(%rsp), %zmm1, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm3
	vmovdqu64	%zmm3, 592(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm0, %zmm25, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm19
	vpternlogq	$150, 528(%rsp), %zmm1, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm11
	vmovdqu64	%zmm11, 1648(%rsp)
	vpsrlq	$32, %zmm11, %zmm11
	vpternlogq	$150, %zmm0, %zmm24, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm13
	vmovdqu64	%zmm13, 528(%rsp)
	vpsrlq	$32, %zmm13, %zmm31
	vpternlogq	$150, 384(%rsp), %zmm1, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm20
	vpsrlq	$32, %zmm20, %zmm18
	vpternlogq	$150, %zmm0, %zmm28, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm30
	vpsrlq	$32, %zmm30, %zmm1
	vpternlogq	$150, 1712(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm0
	vmovdqu64	%zmm0, 256(%rsp)
	vpsrlq	$32, %zmm0, %zmm13
	vmovdqu64	3248(%rsp), %zmm0
	vpternlogq	$150, 656(%rsp), %zmm0, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm24
	vpsrlq	$32, %zmm24, %zmm25
	vpternlogq	$150, %zmm0, %zmm29, %zmm25
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm23
	vpsrlq	$32, %zmm23, %zmm9
	vpternlogq	$150, %zmm0, %zmm16, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm26
	vpsrlq	$32, %zmm26, %zmm4
	vpternlogq	$150, %zmm0, %zmm8, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm27
	vpsrlq	$32, %zmm27, %zmm8
	vpternlogq	$150, %zmm0, %zmm21, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm28
	vpsrlq	$32, %zmm28, %zmm11
	vpternlogq	$150, %zmm0, %zmm17, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm29
	vpsrlq	$32, %zmm29, %zmm15
	vpternlogq	$150, %zmm0, %zmm6, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm1
	vmovdqu64	%zmm1, 384(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vmovdqu64	3888(%rsp), %zmm5
	vpternlogq	$150, 320(%rsp), %zmm5, %zmm2
	vmovdqu64	192(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 192(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 720(%rsp), %zmm5, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm3
	vmovdqu64	%zmm3, 320(%rsp)
	vpsrlq	$32, %zmm3, %zmm12
	vpternlogq	$150, 848(%rsp), %zmm5, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm10
	vpsrlq	$32, %zmm10, %zmm17
	vpternlogq	$150, 128(%rsp), %zmm5, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm3
	vmovdqu64	%zmm3, 128(%rsp)
	vpsrlq	$32, %zmm3, %zmm21
	vpternlogq	$150, 592(%rsp), %zmm5, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm6
	vpsrlq	$32, %zmm6, %zmm7
	vpternlogq	$150, 1648(%rsp), %zmm5, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm14
	vpsrlq	$32, %zmm14, %zmm3
	vpternlogq	$150, %zmm20, %zmm5, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm16
	vpsrlq	$32, %zmm16, %zmm19
	vpternlogq	$150, %zmm30, %zmm5, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm30
	vpsrlq	$32, %zmm30, %zmm31
	vpternlogq	$150, 528(%rsp), %zmm0, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vmovdqu64	3184(%rsp), %zmm20
	vpternlogq	$150, 256(%rsp), %zmm20, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, %zmm24, %zmm20, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm23, %zmm20, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm18
	vpternlogq	$150, %zmm26, %zmm20, %zmm18
	vmovdqu64	3824(%rsp), %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm17
	vpternlogq	$150, %zmm27, %zmm20, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm7
	vpsrlq	$32, %zmm7, %zmm21
	vpternlogq	$150, %zmm28, %zmm20, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm5
	vpsrlq	$32, %zmm5, %zmm23
	vpternlogq	$150, %zmm29, %zmm20, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm9
	vpsrlq	$32, %zmm3, %zmm15
	vpternlogq	$150, %zmm30, %zmm20, %zmm15
	vpsrlq	$32, %zmm25, %zmm3
	vpternlogq	$150, 384(%rsp), %zmm26, %zmm3
	vpsrlq	$32, %zmm24, %zmm4
	vpternlogq	$150, 192(%rsp), %zmm26, %zmm4
	vpsrlq	$32, %zmm12, %zmm5
	vpternlogq	$150, 320(%rsp), %zmm26, %zmm5
	vpsrlq	$32, %zmm27, %zmm7
	vpternlogq	$150, %zmm26, %zmm10, %zmm7
	vpsrlq	$32, %zmm19, %zmm10
	vpternlogq	$150, 128(%rsp), %zmm26, %zmm10
	vpsrlq	$32, %zmm11, %zmm13
	vpternlogq	$150, %zmm26, %zmm6, %zmm13
	vpsrlq	$32, %zmm8, %zmm6
	vpternlogq	$150, %zmm26, %zmm14, %zmm6
	vpsrlq	$32, %zmm9, %zmm14
	vpternlogq	$150, %zmm26, %zmm16, %zmm14
	vpmovqd	%zmm4, %ymm2
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm2
	vpmovqd	%zmm7, %ymm3
	vpmovqd	%zmm5, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm13, %ymm4
	vpmovqd	%zmm10, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpmovqd	%zmm14, %ymm5
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm6
	vmovdqu64	2544(%rsp), %zmm22
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm25, %zmm22, %zmm6
	vpbroadcastq	.LCPI0_6(%rip), %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm24, %zmm22, %zmm1
	vpbroadcastq	.LCPI0_5(%rip), %zmm24
	vpmuludq	%zmm24, %zmm18, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm12, %zmm22, %zmm7
	vpmuludq	%zmm24, %zmm0, %zmm0
	vpmuludq	%zmm24, %zmm21, %zmm10
	vpmuludq	%zmm24, %zmm17, %zmm12
	vpmuludq	%zmm24, %zmm15, %zmm13
	vpmuludq	%zmm24, %zmm23, %zmm14
	vmovdqu64	1776(%rsp), %zmm17
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm13, %zmm13
	vpternlogq	$150, %zmm27, %zmm22, %zmm0
	vpternlogq	$150, %zmm19, %zmm22, %zmm10
	vpternlogq	$150, %zmm11, %zmm22, %zmm12
	vpternlogq	$150, %zmm8, %zmm22, %zmm13
	vpternlogq	$150, %zmm9, %zmm22, %zmm14
	vpmuludq	%zmm25, %zmm1, %zmm1
	vpmuludq	%zmm25, %zmm6, %zmm6
	vpmuludq	%zmm25, %zmm0, %zmm0
	vpmuludq	%zmm25, %zmm7, %zmm7
	vpmuludq	%zmm25, %zmm12, %zmm8
	vpmuludq	%zmm25, %zmm10, %zmm9
	vpmuludq	%zmm25, %zmm14, %zmm10
	vpmuludq	%zmm25, %zmm13, %zmm11
	vpsrlq	$32, %zmm6, %zmm12
	vpsrlq	$32, %zmm1, %zmm13
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
	vmovdqu64	3952(%rsp), %zmm16
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm1, %zmm1
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm7, %ymm6
	vinserti64x4	$1, %ymm6, %zmm0, %zmm0
	vpmovqd	%zmm8, %ymm6
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vmovdqu64	4784(%rsp), %zmm10
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_7(%rip), %zmm8
	vpmulld	%zmm8, %zmm2, %zmm2
	vpternlogd	$150, %zmm2, %zmm17, %zmm12
	vpmulld	%zmm8, %zmm3, %zmm2
	vmovdqu64	784(%rsp), %zmm3
	vpternlogd	$150, %zmm2, %zmm17, %zmm14
	vpmulld	%zmm8, %zmm4, %zmm2
	vpternlogd	$150, %zmm2, %zmm17, %zmm13
	vpmulld	%zmm8, %zmm5, %zmm2
	vpternlogd	$150, %zmm2, %zmm17, %zmm15
	vmovdqu64	%zmm12, -192(%rcx,%rdx)
	vmovdqu64	%zmm14, -128(%rcx,%rdx)
	vmovdqu64	%zmm13, -64(%rcx,%rdx)
	vmovdqu64	%zmm15, (%rcx,%rdx)
	vmovdqu64	%zmm1, -192(%rcx)
	vmovdqu64	464(%rsp), %zmm1
	vmovdqu64	%zmm0, -128(%rcx)
	vmovdqu64	%zmm6, -64(%rcx)
	vmovdqu64	%zmm7, (%rcx)
	vpbroadcastq	.LCPI0_8(%rip), %zmm0
	vpaddq	%zmm0, %zmm1, %zmm1
	vpaddq	%zmm0, %zmm3, %zmm3
	addq	$256, %rcx
	addq	$-64, %rbx
	jne	.LBB0_42
	movq	1968(%rsp), %rax
	cmpq	%rax, -128(%rsp)
	movl	$3449720151, %esi
	movq	-24(%rsp), %rbp
	vmovdqu64	1840(%rsp), %zmm14
	vmovdqu64	1520(%rsp), %zmm15
	vmovdqu64	1456(%rsp), %zmm19
	vmovdqu64	3440(%rsp), %zmm21
	vmovdqu64	4016(%rsp), %zmm11
	vmovdqu64	3376(%rsp), %zmm18
	vmovdqu64	3312(%rsp), %zmm20
	vmovdqu64	3248(%rsp), %zmm23
	vmovdqu64	3888(%rsp), %zmm0
	movl	24(%rsp), %edi
	vpbroadcastq	.LCPI0_0(%rip), %zmm27
	vbroadcastss	.LCPI0_7(%rip), %ymm1
	vmovdqu64	3184(%rsp), %zmm28
	vpbroadcastq	.LCPI0_9(%rip), %zmm4
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vmovdqu64	2032(%rsp), %zmm6
	je	.LBB0_50
	vmovaps	%ymm1, %ymm29
	movq	%r12, %r13
	movq	1968(%rsp), %r12
	movq	%r12, %r9
	testb	$56, -128(%rsp)
	je	.LBB0_48
.LBB0_45:
	movq	%r13, %r15
	vmovdqa64	%zmm26, %zmm1
	vmovdqa64	%zmm17, %zmm26
	vmovdqa64	%zmm0, %zmm17
	vpbroadcastq	%r9, %zmm0
	vporq	.LCPI0_4(%rip), %zmm0, %zmm0
	movq	%r10, %rbx
	movl	%r10d, %ecx
	xorl	-32(%rsp), %ecx
	vpbroadcastq	%rcx, %zmm27
	movq	1584(%rsp), %rcx
	xorl	16(%rsp), %ecx
	vpbroadcastq	%rcx, %zmm2
	movq	-16(%rsp), %rax
	leaq	(%rax,%r9), %rcx
	movq	3120(%rsp), %rax
	leaq	(%rax,%r9,4), %r9
	vmovdqa64	%zmm28, %zmm12
	vmovdqa64	%zmm23, %zmm28
	vmovdqa64	%zmm20, %zmm23
	vmovdqa64	%zmm18, %zmm20
	vmovdqa64	%zmm21, %zmm18
	vmovdqa64	%zmm19, %zmm21
	vmovdqa64	%zmm15, %zmm19
	vmovdqa64	%zmm11, %zmm13
	.p2align	4
.LBB0_46:
	vpaddq	%zmm10, %zmm0, %zmm3
	vmovdqa64	%zmm4, %zmm11
	vpmuludq	%zmm24, %zmm3, %zmm4
	vpternlogq	$150, %zmm16, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm25, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm27, %zmm5
	vpxorq	%zmm4, %zmm6, %zmm4
	vpmuludq	%zmm24, %zmm5, %zmm5
	vmovdqa64	%zmm6, %zmm15
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm6, %zmm2, %zmm6
	vpmuludq	%zmm25, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm14, %zmm3, %zmm7
	vpmuludq	%zmm24, %zmm7, %zmm3
	vpsrlq	$32, %zmm3, %zmm7
	vpmuludq	%zmm25, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm19, %zmm8
	vpternlogq	$150, %zmm21, %zmm5, %zmm7
	vpmuludq	%zmm24, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpmuludq	%zmm25, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpternlogq	$150, %zmm3, %zmm13, %zmm5
	vpternlogq	$150, %zmm18, %zmm6, %zmm8
	vpmuludq	%zmm24, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpmuludq	%zmm25, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm7, %zmm20, %zmm8
	vpternlogq	$150, %zmm23, %zmm4, %zmm6
	vpmuludq	%zmm24, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpmuludq	%zmm25, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm3, %zmm17, %zmm7
	vpternlogq	$150, %zmm28, %zmm5, %zmm8
	vpmuludq	%zmm24, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpmuludq	%zmm25, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm6, %zmm12, %zmm7
	vmovdqa64	%zmm15, %zmm6
	vpternlogq	$150, %zmm1, %zmm4, %zmm5
	vpmuludq	%zmm24, %zmm7, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm5, %ymm5
	vpmulld	%ymm29, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm22, %zmm4
	vpmuludq	%zmm25, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, %ymm26, %ymm5, %ymm4
	vmovdqu	%ymm4, (%r9,%rdx)
	vmovdqa64	%zmm11, %zmm4
	vpmovqd	%zmm3, (%r9)
	vpaddq	%zmm11, %zmm0, %zmm0
	addq	$32, %r9
	addq	$8, %rcx
	jne	.LBB0_46
	movq	-8(%rsp), %rax
	movq	%rax, %r12
	cmpq	%rax, -128(%rsp)
	movl	$3449720151, %esi
	movq	-24(%rsp), %rbp
	movl	24(%rsp), %edi
	movq	%rbx, %r10
	movq	%r15, %r13
	vpbroadcastq	.LCPI0_0(%rip), %zmm27
	je	.LBB0_50
.LBB0_48:
	xorq	-32(%rsp), %r10
	movq	1584(%rsp), %rax
	xorq	16(%rsp), %rax
	movq	%rax, 1584(%rsp)
	movq	-128(%rsp), %rbx
	subq	%r12, %rbx
	movq	3120(%rsp), %rax
	leaq	(%rax,%r12,4), %r15
	addq	448(%rsp), %r12
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
	movq	2352(%rsp), %rax
	xorl	%r10d, %eax
	movq	%r11, %r10
	shrq	$32, %r10
	xorl	1584(%rsp), %r10d
	xorl	%eax, %ecx
	imulq	%r14, %rcx
	imulq	%rsi, %r10
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	3696(%rsp), %r9d
	xorl	%eax, %r9d
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	2288(%rsp), %r11d
	xorl	%eax, %r11d
	imulq	%r14, %r9
	imulq	%rsi, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	2224(%rsp), %r10d
	xorl	%eax, %r10d
	movq	%r9, %rax
	shrq	$32, %rax
	xorl	4720(%rsp), %ecx
	xorl	%eax, %ecx
	imulq	%rsi, %rcx
	imulq	%r14, %r10
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	4656(%rsp), %r11d
	xorl	%eax, %r11d
	movq	%r10, %rax
	shrq	$32, %rax
	xorl	3632(%rsp), %r9d
	xorl	%eax, %r9d
	imulq	%r14, %r11
	imulq	%rsi, %r9
	movq	%r9, %rax
	shrq	$32, %rax
	xorl	4592(%rsp), %ecx
	xorl	%eax, %ecx
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	2160(%rsp), %r10d
	xorl	%eax, %r10d
	imulq	%rsi, %r10
	shrq	$32, %r10
	xorl	5040(%rsp), %r9d
	imulq	%r14, %rcx
	xorl	%r10d, %r9d
	movq	%rdx, %r10
	movq	%r13, %rdx
	movq	%rdi, %r13
	movl	%r8d, %edi
	movq	3568(%rsp), %r8
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	%ebp, %r11d
	xorl	%eax, %r11d
	imulq	%r14, %r9
	shrq	$32, %r9
	imull	$-845247145, %r11d, %eax
	movq	40(%rsp), %r11
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
	movq	-128(%rsp), %r12
	cmpq	$64, %r12
	jae	.LBB0_66
	xorl	%r8d, %r8d
	movl	$3449720151, %r14d
	movq	3504(%rsp), %rdx
	movq	-48(%rsp), %rdi
	movabsq	$4604544269498187776, %r15
	movabsq	$4503595332403200, %r13
	movl	$2143289344, %ebp
	jmp	.LBB0_70
	.p2align	4
.LBB0_66:
	movq	8(%rsp), %r13
	movq	1968(%rsp), %r8
	movl	$3449720151, %r14d
	movq	3504(%rsp), %rdx
	movq	-48(%rsp), %rdi
	movl	$2143289344, %ebp
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
	vbroadcastsd	.LCPI0_29(%rip), %zmm9
	vmulpd	%zmm9, %zmm4, %zmm14
	vmulpd	%zmm9, %zmm0, %zmm21
	vmulpd	%zmm9, %zmm5, %zmm10
	vmulpd	%zmm9, %zmm1, %zmm12
	vmulpd	%zmm9, %zmm6, %zmm4
	vmulpd	%zmm9, %zmm2, %zmm8
	vmulpd	%zmm9, %zmm7, %zmm0
	vmulpd	%zmm9, %zmm3, %zmm3
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
	vmovupd	%zmm19, 2928(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 2992(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 2032(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 3056(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm5
	vmovupd	%zmm5, 2096(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1648(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm2
	vmovupd	%zmm2, 1712(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 592(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm1
	vaddpd	%zmm1, %zmm17, %zmm20
	vaddpd	%zmm1, %zmm19, %zmm17
	vaddpd	%zmm1, %zmm18, %zmm13
	vaddpd	%zmm1, %zmm16, %zmm11
	vaddpd	%zmm1, %zmm7, %zmm9
	vaddpd	%zmm1, %zmm5, %zmm7
	vaddpd	%zmm1, %zmm6, %zmm5
	vaddpd	%zmm1, %zmm2, %zmm6
	vbroadcastsd	.LCPI0_33(%rip), %zmm30
	vmulpd	%zmm30, %zmm17, %zmm18
	vmulpd	%zmm30, %zmm20, %zmm1
	vmulpd	%zmm30, %zmm11, %zmm15
	vmulpd	%zmm30, %zmm13, %zmm19
	vmulpd	%zmm30, %zmm7, %zmm16
	vsubpd	%zmm1, %zmm21, %zmm2
	vbroadcastsd	.LCPI0_34(%rip), %zmm25
	vmulpd	%zmm25, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_35(%rip), %zmm26
	vmulpd	%zmm26, %zmm20, %zmm22
	vsubpd	%zmm1, %zmm2, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm29
	vpandq	%zmm29, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm29, %zmm23, %zmm23
	vpaddq	%zmm27, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm2, %zmm23
	vsubpd	%zmm23, %zmm2, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm21
	vmulpd	%zmm30, %zmm9, %zmm22
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm28
	vmulpd	%zmm28, %zmm20, %zmm20
	vsubpd	%zmm21, %zmm20, %zmm1 {%k1}
	vmulpd	%zmm25, %zmm17, %zmm21
	vmulpd	%zmm26, %zmm17, %zmm20
	vmovapd	%zmm23, %zmm2 {%k1}
	vsubpd	%zmm21, %zmm18, %zmm23
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm29, %zmm14, %zmm14
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm29, %zmm23, %zmm23
	vpaddq	%zmm27, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm14, %k1
	vsubpd	%zmm20, %zmm18, %zmm23
	vsubpd	%zmm23, %zmm18, %zmm14
	vsubpd	%zmm20, %zmm14, %zmm14
	vmulpd	%zmm30, %zmm6, %zmm20
	vsubpd	%zmm19, %zmm12, %zmm19
	vmulpd	%zmm28, %zmm17, %zmm17
	vsubpd	%zmm14, %zmm17, %zmm21 {%k1}
	vmulpd	%zmm25, %zmm13, %zmm14
	vmulpd	%zmm26, %zmm13, %zmm17
	vmovapd	%zmm23, %zmm18 {%k1}
	vsubpd	%zmm14, %zmm19, %zmm23
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm29, %zmm12, %zmm12
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm29, %zmm23, %zmm23
	vpaddq	%zmm27, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm12, %k1
	vsubpd	%zmm17, %zmm19, %zmm23
	vsubpd	%zmm23, %zmm19, %zmm12
	vsubpd	%zmm17, %zmm12, %zmm24
	vmulpd	%zmm30, %zmm5, %zmm17
	vsubpd	%zmm15, %zmm10, %zmm12
	vsubpd	%zmm22, %zmm8, %zmm15
	vsubpd	%zmm16, %zmm4, %zmm16
	vsubpd	%zmm17, %zmm3, %zmm17
	vsubpd	%zmm20, %zmm0, %zmm22
	vmulpd	%zmm28, %zmm13, %zmm13
	vsubpd	%zmm24, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm25, %zmm11, %zmm13
	vmulpd	%zmm26, %zmm11, %zmm20
	vmovapd	%zmm23, %zmm19 {%k1}
	vsubpd	%zmm13, %zmm12, %zmm23
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm29, %zmm10, %zmm10
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm29, %zmm23, %zmm23
	vpaddq	%zmm27, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm10, %k1
	vsubpd	%zmm20, %zmm12, %zmm10
	vsubpd	%zmm10, %zmm12, %zmm23
	vsubpd	%zmm20, %zmm23, %zmm20
	vmulpd	%zmm25, %zmm9, %zmm24
	vmulpd	%zmm28, %zmm11, %zmm11
	vsubpd	%zmm20, %zmm11, %zmm13 {%k1}
	vmulpd	%zmm25, %zmm7, %zmm11
	vmulpd	%zmm26, %zmm9, %zmm20
	vmovapd	%zmm10, %zmm12 {%k1}
	vsubpd	%zmm24, %zmm15, %zmm10
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm29, %zmm8, %zmm8
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm29, %zmm10, %zmm10
	vpaddq	%zmm27, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm8, %k1
	vsubpd	%zmm20, %zmm15, %zmm10
	vsubpd	%zmm10, %zmm15, %zmm8
	vsubpd	%zmm20, %zmm8, %zmm20
	vmulpd	%zmm25, %zmm5, %zmm8
	vmulpd	%zmm28, %zmm9, %zmm9
	vsubpd	%zmm20, %zmm9, %zmm24 {%k1}
	vmulpd	%zmm25, %zmm6, %zmm25
	vmulpd	%zmm26, %zmm7, %zmm9
	vmovapd	%zmm10, %zmm15 {%k1}
	vsubpd	%zmm11, %zmm16, %zmm10
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm29, %zmm4, %zmm4
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm29, %zmm10, %zmm10
	vpaddq	%zmm27, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm4, %k1
	vsubpd	%zmm9, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm10
	vsubpd	%zmm9, %zmm10, %zmm9
	vmulpd	%zmm26, %zmm5, %zmm10
	vmulpd	%zmm28, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm7, %zmm11 {%k1}
	vmulpd	%zmm26, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm22, %zmm9
	vmovapd	%zmm4, %zmm16 {%k1}
	vsubpd	%zmm8, %zmm17, %zmm4
	vpsrlq	$52, %zmm3, %zmm3
	vpandq	%zmm29, %zmm3, %zmm3
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm29, %zmm4, %zmm4
	vpaddq	%zmm27, %zmm4, %zmm4
	vpcmpgtq	%zmm4, %zmm3, %k1
	vsubpd	%zmm10, %zmm17, %zmm3
	vmulpd	%zmm28, %zmm6, %zmm4
	vmulpd	%zmm28, %zmm5, %zmm5
	vsubpd	%zmm9, %zmm22, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm3, %zmm17, %zmm7
	vsubpd	%zmm10, %zmm7, %zmm7
	vsubpd	%zmm25, %zmm22, %zmm10
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm29, %zmm0, %zmm0
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm29, %zmm10, %zmm10
	vpaddq	%zmm27, %zmm10, %zmm10
	vmovapd	%zmm3, %zmm17 {%k1}
	vsubpd	%zmm7, %zmm5, %zmm8 {%k1}
	vpcmpgtq	%zmm10, %zmm0, %k1
	vmovapd	%zmm9, %zmm22 {%k1}
	vsubpd	%zmm6, %zmm4, %zmm25 {%k1}
	vsubpd	%zmm21, %zmm18, %zmm3
	vsubpd	%zmm1, %zmm2, %zmm26
	vsubpd	%zmm13, %zmm12, %zmm5
	vsubpd	%zmm14, %zmm19, %zmm23
	vsubpd	%zmm11, %zmm16, %zmm28
	vsubpd	%zmm24, %zmm15, %zmm30
	vsubpd	%zmm25, %zmm22, %zmm9
	vsubpd	%zmm8, %zmm17, %zmm20
	vsubpd	%zmm26, %zmm2, %zmm0
	vmovupd	%zmm26, 464(%rsp)
	vsubpd	%zmm3, %zmm18, %zmm2
	vmovapd	%zmm3, %zmm18
	vmovupd	%zmm3, 784(%rsp)
	vsubpd	%zmm23, %zmm19, %zmm3
	vmovupd	%zmm23, 192(%rsp)
	vsubpd	%zmm5, %zmm12, %zmm4
	vmovapd	%zmm5, %zmm19
	vmovupd	%zmm5, 656(%rsp)
	vsubpd	%zmm30, %zmm15, %zmm5
	vsubpd	%zmm28, %zmm16, %zmm6
	vsubpd	%zmm20, %zmm17, %zmm12
	vsubpd	%zmm9, %zmm22, %zmm15
	vmovapd	%zmm9, %zmm16
	vsubpd	%zmm21, %zmm2, %zmm2
	vmovupd	%zmm2, 256(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm27
	vsubpd	%zmm13, %zmm4, %zmm0
	vmovupd	%zmm0, 720(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 528(%rsp)
	vsubpd	%zmm11, %zmm6, %zmm0
	vmovupd	%zmm0, 128(%rsp)
	vsubpd	%zmm24, %zmm5, %zmm0
	vmovupd	%zmm0, 320(%rsp)
	vsubpd	%zmm25, %zmm15, %zmm0
	vmovupd	%zmm0, 1584(%rsp)
	vsubpd	%zmm8, %zmm12, %zmm0
	vmovupd	%zmm0, 384(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm4
	vmulpd	%zmm26, %zmm26, %zmm21
	vmulpd	%zmm19, %zmm19, %zmm19
	vmulpd	%zmm21, %zmm21, %zmm12
	vmovupd	%zmm12, 4400(%rsp)
	vmulpd	%zmm4, %zmm4, %zmm2
	vmovupd	%zmm2, 2864(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm3
	vmulpd	%zmm3, %zmm4, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm4, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm6
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm4, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm9
	vmulpd	%zmm9, %zmm4, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm7
	vsubpd	%zmm1, %zmm7, %zmm1
	vmulpd	%zmm1, %zmm4, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm9, %zmm21, %zmm2
	vsubpd	%zmm2, %zmm7, %zmm2
	vmulpd	%zmm2, %zmm21, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1264(%rsp)
	vmulpd	%zmm12, %zmm12, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm21, %zmm1
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
	vmovupd	%zmm1, 4528(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm19, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm19, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm19, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1200(%rsp)
	vmulpd	%zmm23, %zmm23, %zmm25
	vmulpd	%zmm9, %zmm25, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm25, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm25, %zmm25, %zmm1
	vmovupd	%zmm1, 1328(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm25, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm18
	vmulpd	%zmm28, %zmm28, %zmm29
	vmovapd	%zmm28, %zmm12
	vmovupd	%zmm28, 848(%rsp)
	vmulpd	%zmm9, %zmm29, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm29, %zmm1
	vmovupd	%zmm1, 4464(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm29, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 944(%rsp)
	vmulpd	%zmm30, %zmm30, %zmm31
	vmovapd	%zmm30, %zmm10
	vmovupd	%zmm30, 4144(%rsp)
	vmulpd	%zmm9, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 1904(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm31, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1136(%rsp)
	vmulpd	%zmm16, %zmm16, %zmm22
	vmovapd	%zmm16, %zmm15
	vmovupd	%zmm16, 4080(%rsp)
	vmulpd	%zmm9, %zmm22, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm22, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm22, %zmm22, %zmm1
	vmovupd	%zmm1, 1392(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm22, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1072(%rsp)
	vmovapd	%zmm20, %zmm30
	vmovupd	%zmm20, 4208(%rsp)
	vmulpd	%zmm20, %zmm20, %zmm24
	vmulpd	%zmm9, %zmm24, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm24, %zmm1
	vmovupd	%zmm1, 4272(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm24, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1008(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm4, %zmm0
	vbroadcastsd	.LCPI0_44(%rip), %zmm23
	vsubpd	%zmm0, %zmm23, %zmm9
	vsubpd	%zmm9, %zmm23, %zmm14
	vsubpd	%zmm0, %zmm14, %zmm14
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm21, %zmm0
	vsubpd	%zmm0, %zmm23, %zmm8
	vsubpd	%zmm8, %zmm23, %zmm13
	vsubpd	%zmm0, %zmm13, %zmm7
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm19, %zmm13
	vsubpd	%zmm13, %zmm23, %zmm6
	vsubpd	%zmm6, %zmm23, %zmm16
	vsubpd	%zmm13, %zmm16, %zmm13
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm25, %zmm16
	vsubpd	%zmm16, %zmm23, %zmm5
	vsubpd	%zmm5, %zmm23, %zmm11
	vsubpd	%zmm16, %zmm11, %zmm11
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm29, %zmm16
	vsubpd	%zmm16, %zmm23, %zmm3
	vsubpd	%zmm3, %zmm23, %zmm20
	vsubpd	%zmm16, %zmm20, %zmm16
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm31, %zmm20
	vsubpd	%zmm20, %zmm23, %zmm2
	vsubpd	%zmm2, %zmm23, %zmm28
	vsubpd	%zmm20, %zmm28, %zmm20
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm22, %zmm28
	vsubpd	%zmm28, %zmm23, %zmm1
	vsubpd	%zmm1, %zmm23, %zmm26
	vsubpd	%zmm28, %zmm26, %zmm26
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm24, %zmm28
	vsubpd	%zmm28, %zmm23, %zmm0
	vsubpd	%zmm0, %zmm23, %zmm23
	vsubpd	%zmm28, %zmm23, %zmm23
	vmulpd	%zmm17, %zmm21, %zmm17
	vmovupd	%zmm27, 2672(%rsp)
	vmulpd	464(%rsp), %zmm27, %zmm28
	vsubpd	%zmm28, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm7, %zmm7
	vmulpd	1264(%rsp), %zmm4, %zmm17
	vmovupd	784(%rsp), %zmm28
	vmulpd	256(%rsp), %zmm28, %zmm28
	vsubpd	%zmm28, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm14, %zmm14
	vmulpd	%zmm18, %zmm25, %zmm17
	vmovupd	192(%rsp), %zmm18
	vmulpd	528(%rsp), %zmm18, %zmm18
	vsubpd	%zmm18, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm11, %zmm11
	vmulpd	1200(%rsp), %zmm19, %zmm17
	vmovupd	656(%rsp), %zmm28
	vmulpd	720(%rsp), %zmm28, %zmm18
	vsubpd	%zmm18, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm13, %zmm13
	vmulpd	1136(%rsp), %zmm31, %zmm17
	vmulpd	320(%rsp), %zmm10, %zmm18
	vsubpd	%zmm18, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm20, %zmm17
	vmulpd	944(%rsp), %zmm29, %zmm18
	vmulpd	128(%rsp), %zmm12, %zmm20
	vsubpd	%zmm20, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm16, %zmm16
	vmulpd	1008(%rsp), %zmm24, %zmm10
	vmulpd	384(%rsp), %zmm30, %zmm18
	vsubpd	%zmm18, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm23, %zmm10
	vmulpd	1072(%rsp), %zmm22, %zmm12
	vmovupd	1584(%rsp), %zmm23
	vmulpd	%zmm23, %zmm15, %zmm18
	vsubpd	%zmm18, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm26, %zmm12
	vaddpd	%zmm14, %zmm9, %zmm9
	vmovupd	%zmm9, 1136(%rsp)
	vaddpd	%zmm7, %zmm8, %zmm7
	vmovupd	%zmm7, 1072(%rsp)
	vaddpd	%zmm13, %zmm6, %zmm6
	vmovupd	%zmm6, 944(%rsp)
	vaddpd	%zmm11, %zmm5, %zmm5
	vmovupd	%zmm5, 4336(%rsp)
	vaddpd	%zmm16, %zmm3, %zmm3
	vmovupd	%zmm3, 1200(%rsp)
	vaddpd	%zmm17, %zmm2, %zmm2
	vmovupd	%zmm2, 2800(%rsp)
	vaddpd	%zmm12, %zmm1, %zmm1
	vmovupd	%zmm1, 1264(%rsp)
	vaddpd	%zmm10, %zmm0, %zmm0
	vmovupd	%zmm0, 1008(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm10
	vmulpd	%zmm10, %zmm21, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm17
	vaddpd	%zmm17, %zmm0, %zmm0
	vmulpd	4400(%rsp), %zmm21, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm12
	vmulpd	%zmm12, %zmm21, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm14
	vaddpd	%zmm14, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vmovupd	%zmm21, 2608(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm16
	vaddpd	%zmm16, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm1
	vmulpd	%zmm10, %zmm4, %zmm0
	vaddpd	%zmm17, %zmm0, %zmm0
	vmulpd	2864(%rsp), %zmm4, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm12, %zmm4, %zmm2
	vaddpd	%zmm14, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm4, 2736(%rsp)
	vaddpd	%zmm16, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm11
	vmulpd	%zmm10, %zmm25, %zmm0
	vaddpd	%zmm17, %zmm0, %zmm0
	vmulpd	1328(%rsp), %zmm25, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm12, %zmm25, %zmm2
	vaddpd	%zmm14, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm25, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm2
	vmovapd	%zmm19, %zmm30
	vmulpd	%zmm10, %zmm19, %zmm0
	vaddpd	%zmm17, %zmm0, %zmm0
	vmulpd	4528(%rsp), %zmm19, %zmm3
	vmulpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm12, %zmm19, %zmm3
	vaddpd	%zmm14, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm19, %zmm3
	vaddpd	%zmm16, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm31, %zmm3
	vaddpd	%zmm17, %zmm3, %zmm3
	vmulpd	1904(%rsp), %zmm31, %zmm5
	vmulpd	%zmm3, %zmm5, %zmm3
	vmulpd	%zmm12, %zmm31, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm31, %zmm5
	vaddpd	%zmm16, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm10, %zmm29, %zmm5
	vaddpd	%zmm17, %zmm5, %zmm5
	vmulpd	4464(%rsp), %zmm29, %zmm7
	vmulpd	%zmm5, %zmm7, %zmm5
	vmulpd	%zmm12, %zmm29, %zmm7
	vaddpd	%zmm14, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm29, %zmm7
	vaddpd	%zmm16, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm10, %zmm24, %zmm7
	vaddpd	%zmm17, %zmm7, %zmm7
	vmulpd	4272(%rsp), %zmm24, %zmm9
	vmulpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm12, %zmm24, %zmm9
	vaddpd	%zmm14, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm24, %zmm9
	vaddpd	%zmm16, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm7, %zmm7
	vmulpd	%zmm10, %zmm22, %zmm9
	vaddpd	%zmm17, %zmm9, %zmm9
	vmulpd	1392(%rsp), %zmm22, %zmm10
	vmulpd	%zmm9, %zmm10, %zmm9
	vmulpd	%zmm12, %zmm22, %zmm10
	vaddpd	%zmm14, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm22, %zmm10
	vaddpd	%zmm16, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm9, %zmm9
	vmulpd	784(%rsp), %zmm4, %zmm8
	vmovupd	%zmm8, 2864(%rsp)
	vmulpd	%zmm11, %zmm8, %zmm11
	vmovupd	256(%rsp), %zmm13
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm13, %zmm12
	vsubpd	%zmm11, %zmm12, %zmm11
	vmulpd	464(%rsp), %zmm21, %zmm18
	vmulpd	%zmm1, %zmm18, %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm27, %zmm14
	vsubpd	%zmm1, %zmm14, %zmm27
	vmulpd	%zmm19, %zmm28, %zmm14
	vmulpd	%zmm0, %zmm14, %zmm0
	vmovupd	720(%rsp), %zmm10
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm10, %zmm15
	vsubpd	%zmm0, %zmm15, %zmm19
	vmulpd	192(%rsp), %zmm25, %zmm15
	vmulpd	%zmm2, %zmm15, %zmm2
	vmovupd	528(%rsp), %zmm8
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm8, %zmm16
	vsubpd	%zmm2, %zmm16, %zmm4
	vmulpd	848(%rsp), %zmm29, %zmm16
	vmulpd	%zmm5, %zmm16, %zmm5
	vmovupd	128(%rsp), %zmm6
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm6, %zmm17
	vsubpd	%zmm5, %zmm17, %zmm5
	vmovupd	4144(%rsp), %zmm28
	vmulpd	%zmm31, %zmm28, %zmm17
	vmulpd	%zmm3, %zmm17, %zmm3
	vmovupd	320(%rsp), %zmm2
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm20
	vsubpd	%zmm3, %zmm20, %zmm3
	vmovupd	4080(%rsp), %zmm21
	vmulpd	%zmm22, %zmm21, %zmm20
	vmulpd	%zmm9, %zmm20, %zmm9
	vmovapd	%zmm23, %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm23, %zmm23
	vsubpd	%zmm9, %zmm23, %zmm9
	vmovupd	4208(%rsp), %zmm12
	vmulpd	%zmm24, %zmm12, %zmm23
	vmulpd	%zmm7, %zmm23, %zmm7
	vmovupd	384(%rsp), %zmm0
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm0, %zmm26
	vsubpd	%zmm7, %zmm26, %zmm7
	vmulpd	2736(%rsp), %zmm11, %zmm11
	vmulpd	2608(%rsp), %zmm27, %zmm27
	vmulpd	%zmm19, %zmm30, %zmm26
	vmulpd	%zmm4, %zmm25, %zmm19
	vmulpd	%zmm5, %zmm29, %zmm4
	vmulpd	%zmm3, %zmm31, %zmm3
	vmulpd	%zmm9, %zmm22, %zmm5
	vmulpd	%zmm7, %zmm24, %zmm7
	vsubpd	2672(%rsp), %zmm27, %zmm22
	vsubpd	%zmm13, %zmm11, %zmm9
	vsubpd	%zmm8, %zmm19, %zmm13
	vsubpd	%zmm10, %zmm26, %zmm8
	vsubpd	%zmm2, %zmm3, %zmm3
	vsubpd	%zmm6, %zmm4, %zmm4
	vsubpd	%zmm0, %zmm7, %zmm7
	vsubpd	%zmm1, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_50(%rip), %zmm19
	vmulpd	%zmm19, %zmm18, %zmm11
	vaddpd	%zmm11, %zmm22, %zmm1
	vmulpd	2864(%rsp), %zmm19, %zmm10
	vaddpd	%zmm10, %zmm9, %zmm9
	vmulpd	%zmm19, %zmm15, %zmm10
	vaddpd	%zmm10, %zmm13, %zmm2
	vmulpd	%zmm19, %zmm14, %zmm10
	vaddpd	%zmm10, %zmm8, %zmm0
	vmulpd	%zmm19, %zmm17, %zmm10
	vaddpd	%zmm10, %zmm3, %zmm3
	vmulpd	%zmm19, %zmm16, %zmm10
	vaddpd	%zmm10, %zmm4, %zmm4
	vmulpd	%zmm19, %zmm23, %zmm10
	vaddpd	%zmm10, %zmm7, %zmm7
	vmulpd	%zmm19, %zmm20, %zmm10
	vaddpd	%zmm10, %zmm5, %zmm5
	vmovupd	464(%rsp), %zmm6
	vsubpd	%zmm1, %zmm6, %zmm24
	vmovupd	784(%rsp), %zmm1
	vsubpd	%zmm9, %zmm1, %zmm23
	vmovupd	192(%rsp), %zmm1
	vsubpd	%zmm2, %zmm1, %zmm22
	vmovupd	656(%rsp), %zmm1
	vsubpd	%zmm0, %zmm1, %zmm6
	vsubpd	%zmm3, %zmm28, %zmm19
	vmovupd	848(%rsp), %zmm0
	vsubpd	%zmm4, %zmm0, %zmm20
	vsubpd	%zmm7, %zmm12, %zmm18
	vsubpd	%zmm5, %zmm21, %zmm8
	vbroadcastsd	.LCPI0_51(%rip), %zmm0
	vmovupd	1072(%rsp), %zmm14
	vxorpd	%zmm0, %zmm14, %zmm10
	vmovupd	1136(%rsp), %zmm17
	vxorpd	%zmm0, %zmm17, %zmm9
	vmovupd	4336(%rsp), %zmm12
	vxorpd	%zmm0, %zmm12, %zmm7
	vmovupd	944(%rsp), %zmm15
	vxorpd	%zmm0, %zmm15, %zmm5
	vmovupd	2800(%rsp), %zmm27
	vxorpd	%zmm0, %zmm27, %zmm4
	vmovupd	1200(%rsp), %zmm13
	vxorpd	%zmm0, %zmm13, %zmm3
	vmovupd	1008(%rsp), %zmm26
	vxorpd	%zmm0, %zmm26, %zmm2
	vmovupd	1264(%rsp), %zmm25
	vxorpd	%zmm0, %zmm25, %zmm1
	vpbroadcastq	.LCPI0_53(%rip), %zmm11
	vmovdqu64	2928(%rsp), %zmm16
	vptestnmq	%zmm11, %zmm16, %k1
	vmovapd	%zmm17, %zmm9 {%k1}
	vxorpd	%zmm0, %zmm23, %zmm23 {%k1}
	vmovdqu64	2992(%rsp), %zmm17
	vptestnmq	%zmm11, %zmm17, %k1
	vmovapd	%zmm14, %zmm10 {%k1}
	vxorpd	%zmm0, %zmm24, %zmm24 {%k1}
	vmovdqu64	2032(%rsp), %zmm14
	vptestnmq	%zmm11, %zmm14, %k1
	vmovapd	%zmm15, %zmm5 {%k1}
	vmovapd	%zmm6, %zmm21
	vxorpd	%zmm0, %zmm6, %zmm21 {%k1}
	vmovdqu64	3056(%rsp), %zmm15
	vptestnmq	%zmm11, %zmm15, %k1
	vmovapd	%zmm12, %zmm7 {%k1}
	vxorpd	%zmm0, %zmm22, %zmm22 {%k1}
	vmovdqu64	2096(%rsp), %zmm12
	vptestnmq	%zmm11, %zmm12, %k1
	vmovapd	%zmm13, %zmm3 {%k1}
	vxorpd	%zmm0, %zmm20, %zmm20 {%k1}
	vmovdqu64	1648(%rsp), %zmm13
	vptestnmq	%zmm11, %zmm13, %k1
	vmovapd	%zmm27, %zmm4 {%k1}
	vxorpd	%zmm0, %zmm19, %zmm19 {%k1}
	vmovdqu64	1712(%rsp), %zmm6
	vptestnmq	%zmm11, %zmm6, %k1
	vmovapd	%zmm25, %zmm1 {%k1}
	vxorpd	%zmm0, %zmm8, %zmm8 {%k1}
	vmovapd	%zmm8, %zmm25
	vmovdqu64	592(%rsp), %zmm8
	vptestnmq	%zmm11, %zmm8, %k1
	vmovapd	%zmm26, %zmm2 {%k1}
	vxorpd	%zmm0, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm0
	vptestnmq	%zmm0, %zmm17, %k1
	vmovapd	%zmm10, %zmm24 {%k1}
	vmovupd	%zmm24, 192(%rsp)
	vptestnmq	%zmm0, %zmm16, %k1
	vmovapd	%zmm9, %zmm23 {%k1}
	vmovupd	%zmm23, 384(%rsp)
	vptestnmq	%zmm0, %zmm15, %k1
	vmovapd	%zmm7, %zmm22 {%k1}
	vmovupd	%zmm22, 528(%rsp)
	vptestnmq	%zmm0, %zmm14, %k1
	vmovapd	%zmm5, %zmm21 {%k1}
	vmovupd	%zmm21, 256(%rsp)
	vptestnmq	%zmm0, %zmm13, %k1
	vmovapd	%zmm4, %zmm19 {%k1}
	vmovupd	%zmm19, 320(%rsp)
	vptestnmq	%zmm0, %zmm12, %k1
	vmovapd	%zmm3, %zmm20 {%k1}
	vmovupd	%zmm20, 128(%rsp)
	vptestnmq	%zmm0, %zmm8, %k1
	vmovapd	%zmm2, %zmm18 {%k1}
	vmovupd	%zmm18, 720(%rsp)
	vptestnmq	%zmm0, %zmm6, %k1
	vmovapd	%zmm1, %zmm25 {%k1}
	vmovupd	%zmm25, 656(%rsp)
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
	vmovdqu64	%zmm9, 2992(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 2032(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 3056(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 2096(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1648(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1712(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 592(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 848(%rsp)
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
	vmovupd	%zmm4, 784(%rsp)
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, 464(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 1584(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 2928(%rsp)
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
	vmovupd	%zmm3, 4528(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 1392(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 4400(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 1904(%rsp)
	vpaddq	%zmm12, %zmm11, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm30
	vaddpd	%zmm23, %zmm30, %zmm1
	vdivpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm1, 2864(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 1264(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 1200(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 4464(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 944(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1136(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 1328(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1008(%rsp)
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
	vaddpd	1392(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	4528(%rsp), %zmm22, %zmm22
	vaddpd	1904(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	4400(%rsp), %zmm27, %zmm27
	vaddpd	1200(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	1264(%rsp), %zmm9, %zmm9
	vaddpd	1136(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	944(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm31, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	1008(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	784(%rsp), %zmm2
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	1584(%rsp), %zmm2, %zmm13
	vmovupd	464(%rsp), %zmm4
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	2928(%rsp), %zmm4, %zmm14
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	4464(%rsp), %zmm7, %zmm7
	vmovupd	%zmm30, 1072(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm30, %zmm16
	vmulpd	%zmm16, %zmm30, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	2864(%rsp), %zmm9, %zmm9
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	1328(%rsp), %zmm5, %zmm5
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm18, %zmm6
	vpsrlq	$20, 2992(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm10
	vmulpd	%zmm10, %zmm11, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm13
	vpsrlq	$20, 2032(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm10, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 3056(%rsp), %zmm25
	vpaddq	%zmm12, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm10, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 2096(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm10, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1648(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm10, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1712(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm10, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 592(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm10, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 848(%rsp), %zmm31
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
	vaddpd	464(%rsp), %zmm2, %zmm2
	vaddpd	784(%rsp), %zmm0, %zmm0
	vaddpd	1072(%rsp), %zmm7, %zmm7
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
	vpbroadcastq	.LCPI0_0(%rip), %zmm27
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
	vmulpd	192(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	384(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	528(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	256(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	320(%rsp), %zmm3, %zmm3
	vmulpd	128(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	720(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	656(%rsp), %zmm6, %zmm6
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm4, %ymm4
	vinserti64x4	$1, %ymm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm7, %ymm2
	vinsertf64x4	$1, %ymm2, %zmm4, %zmm2
	vcvtpd2ps	%zmm3, %ymm3
	vcvtpd2ps	%zmm5, %ymm4
	vcvtpd2ps	%zmm1, %ymm1
	vcvtpd2ps	%zmm6, %ymm5
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vinsertf64x4	$1, %ymm5, %zmm1, %zmm1
	vmovdqu64	%zmm0, -192(%r13,%rdx)
	vmovups	%zmm2, -128(%r13,%rdx)
	vmovdqu64	%zmm3, -64(%r13,%rdx)
	vmovups	%zmm1, (%r13,%rdx)
	addq	$256, %r13
	addq	$-64, %r8
	jne	.LBB0_67
	movq	-128(%rsp), %r12
	cmpq	1968(%rsp), %r12
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
	vmovsd	.LCPI0_35(%rip), %xmm31
	vmovq	.LCPI0_36(%rip), %xmm21
	vmovq	.LCPI0_50(%rip), %xmm22
	je	.LBB0_53
	movq	1968(%rsp), %rsi
	movq	%rsi, %r8
	testb	$56, %r12b
	je	.LBB0_73
.LBB0_70:
	movq	-16(%rsp), %rax
	leaq	(%rax,%r8), %rcx
	movq	3120(%rsp), %rax
	leaq	(%rax,%r8,4), %rsi
	vpbroadcastq	.LCPI0_37(%rip), %zmm14
	vbroadcastsd	.LCPI0_38(%rip), %zmm15
	vbroadcastsd	.LCPI0_39(%rip), %zmm17
	vbroadcastsd	.LCPI0_40(%rip), %zmm19
	vbroadcastsd	.LCPI0_56(%rip), %zmm21
	vbroadcastsd	.LCPI0_42(%rip), %zmm20
	vbroadcastsd	.LCPI0_43(%rip), %zmm18
	vbroadcastsd	.LCPI0_44(%rip), %zmm23
	vbroadcastsd	.LCPI0_45(%rip), %zmm27
	vbroadcastsd	.LCPI0_46(%rip), %zmm26
	vbroadcastsd	.LCPI0_47(%rip), %zmm10
	vbroadcastsd	.LCPI0_48(%rip), %zmm28
	vbroadcastsd	.LCPI0_49(%rip), %zmm31
	vbroadcastsd	.LCPI0_50(%rip), %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm12
	vpbroadcastq	.LCPI0_52(%rip), %zmm29
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
	vmulpd	%zmm27, %zmm4, %zmm7
	vaddpd	%zmm26, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm10, %zmm7, %zmm7
	vmulpd	%zmm28, %zmm4, %zmm8
	vaddpd	%zmm31, %zmm8, %zmm8
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
	vptestnmq	%zmm29, %zmm1, %k1
	vptestnmq	%zmm22, %zmm1, %k2
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
	jne	.LBB0_71
	movq	-8(%rsp), %rax
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
	vmovsd	.LCPI0_35(%rip), %xmm31
	vmovq	.LCPI0_36(%rip), %xmm21
	vmovq	.LCPI0_50(%rip), %xmm22
	je	.LBB0_53
.LBB0_73:
	movq	%r12, %rcx
	subq	%rsi, %rcx
	movq	3120(%rsp), %rax
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
	cmpb	$0, -40(%rsp)
	je	.LBB0_55
	xorl	%ecx, %ecx
	movq	88(%rsp), %r9
	movq	80(%rsp), %r13
	vmovss	.LCPI0_60(%rip), %xmm4
	vmovss	.LCPI0_61(%rip), %xmm5
	vmovss	.LCPI0_62(%rip), %xmm6
	vmovaps	112(%rsp), %xmm14
	vmovaps	-112(%rsp), %xmm3
	vpbroadcastq	.LCPI0_0(%rip), %zmm27
	vmovdqu64	3824(%rsp), %zmm26
	vmovdqu64	2544(%rsp), %zmm22
	vmovdqu64	3952(%rsp), %zmm16
	vmovdqu64	1776(%rsp), %zmm17
	vmovdqu64	1520(%rsp), %zmm15
	vmovdqu64	3376(%rsp), %zmm18
	vmovdqu64	1456(%rsp), %zmm19
	vmovdqu64	3312(%rsp), %zmm20
	vmovdqu64	3440(%rsp), %zmm21
	vmovdqu64	3248(%rsp), %zmm23
	vmovdqu64	3184(%rsp), %zmm28
	vbroadcastss	.LCPI0_7(%rip), %ymm29
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
	vmulss	%xmm1, %xmm3, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmulss	(%rdi,%rcx,4), %xmm14, %xmm1
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
	vmovaps	112(%rsp), %xmm14
	vbroadcastss	%xmm14, %zmm0
	xorl	%ecx, %ecx
	movq	(%rsp), %rax
	movq	88(%rsp), %r9
	movq	80(%rsp), %r13
	vmovss	.LCPI0_60(%rip), %xmm4
	vmovss	.LCPI0_61(%rip), %xmm5
	vmovss	.LCPI0_62(%rip), %xmm6
	vbroadcastss	.LCPI0_60(%rip), %zmm7
	vbroadcastss	.LCPI0_61(%rip), %zmm8
	vbroadcastss	.LCPI0_62(%rip), %zmm10
	vbroadcastss	.LCPI0_63(%rip), %zmm11
	vpbroadcastd	.LCPI0_64(%rip), %zmm12
	vmovups	4848(%rsp), %zmm13
	vpbroadcastq	.LCPI0_0(%rip), %zmm27
	vmovdqu64	3824(%rsp), %zmm26
	vmovdqu64	2544(%rsp), %zmm22
	vmovdqu64	3952(%rsp), %zmm16
	vmovdqu64	1776(%rsp), %zmm17
	vmovdqu64	1520(%rsp), %zmm15
	vmovdqu64	3376(%rsp), %zmm18
	vmovdqu64	1456(%rsp), %zmm19
	vmovdqu64	3312(%rsp), %zmm20
	vmovdqu64	3440(%rsp), %zmm21
	vmovdqu64	3248(%rsp), %zmm23
	vmovdqu64	3184(%rsp), %zmm28
	vbroadcastss	.LCPI0_7(%rip), %ymm29
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
	vmulps	%zmm2, %zmm13, %zmm2
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
	vbroadcastss	.LCPI0_62(%rip), %xmm10
	vbroadcastss	.LCPI0_63(%rip), %xmm11
	vpbroadcastd	.LCPI0_64(%rip), %xmm12
	vmovaps	-112(%rsp), %xmm3
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	je	.LBB0_63
	movq	(%rsp), %rcx
	testb	$12, %r12b
	je	.LBB0_62
	vbroadcastss	%xmm14, %xmm0
	movq	(%rsp), %rcx
	movq	936(%rsp), %rax
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
	vmulps	%xmm3, %xmm10, %xmm3
	vaddps	%xmm2, %xmm3, %xmm2
	vmulps	%xmm2, %xmm13, %xmm2
	vsubps	%xmm2, %xmm1, %xmm1
	vmulps	(%rdi,%rcx,4), %xmm0, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
	vandps	%xmm1, %xmm11, %xmm2
	vpcmpgtd	%xmm12, %xmm2, %k1
	vpbroadcastd	.LCPI0_65(%rip), %xmm1 {%k1}
	vmovdqu	%xmm1, (%r9,%rcx,4)
	addq	$4, %rcx
	cmpq	%rcx, %rax
	jne	.LBB0_60
	movq	%rax, %rcx
	cmpq	%rax, %r12
	vmovaps	-112(%rsp), %xmm3
	jne	.LBB0_62
	jmp	.LBB0_63
.LBB0_7:
	vmulss	48(%rsp), %xmm7, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm3, %xmm3, %xmm3
	vcmpltss	%xmm0, %xmm3, %k1
	vmovss	%xmm1, %xmm1, %xmm0 {%k1} {z}
	jmp	.LBB0_8
.LBB0_76:
	movq	-120(%rsp), %rdx
	movq	-72(%rsp), %rax
	.p2align	4
.LBB0_77:
	addq	%r13, %rdx
	cmpq	%rax, %rdx
	jb	.LBB0_77
.LBB0_65:
	addq	$9208, %rsp
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
	vbroadcastss	-112(%rsp), %zmm2
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
	movq	-120(%rsp), %rsi
	movq	-72(%rsp), %rcx
	jmp	.LBB0_86
	.p2align	4
.LBB0_99:
	movq	%r15, %rsi
	addq	%r13, %rsi
	movq	-72(%rsp), %rcx
	cmpq	%rcx, %rsi
	jae	.LBB0_65
.LBB0_86:
	subq	%rsi, %rcx
	cmpq	%r13, %rcx
	cmovaeq	%r13, %rcx
	imulq	%r12, %rcx
	movq	%rsi, %r15
	imulq	%r12, %rsi
	movq	-80(%rsp), %rdx
	leaq	(%rdx,%rsi,4), %rdx
	movq	-88(%rsp), %rdi
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
	cmpq	-64(%rsp), %r11
	je	.LBB0_99
.LBB0_87:
	cmpq	$4, %rcx
	setb	%bl
	orb	%r8b, %bl
	testb	$1, %bl
	je	.LBB0_89
	xorl	%ebx, %ebx
	vmovaps	-112(%rsp), %xmm17
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
	vmovaps	-112(%rsp), %xmm17
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
	vmovaps	-112(%rsp), %xmm17
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
	cmpl	$0, -52(%rsp)
	vmovaps	-112(%rsp), %xmm0
	movq	%r12, %rax
	jne	.LBB0_11
	andq	$-16, %rax
	vbroadcastss	%xmm0, %zmm0
	movq	%r12, %rcx
	andq	$-4, %rcx
	movq	%rsi, %rdi
	imulq	%r12, %rdi
	movq	%rsi, %r11
	movq	-88(%rsp), %rsi
	leaq	(%rsi,%rdi,4), %rsi
	movq	-80(%rsp), %r8
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
	vmovaps	-112(%rsp), %xmm18
	jmp	.LBB0_27
	.p2align	4
.LBB0_40:
	movq	-120(%rsp), %r11
	incq	%r11
	incq	%r8
	addq	%rdx, %rsi
	addq	%rdx, %rdi
	cmpq	-72(%rsp), %r11
	je	.LBB0_65
.LBB0_27:
	movq	%rdx, %rbx
	imulq	%r8, %rbx
	movq	64(%rsp), %r10
	leaq	(%r10,%rbx), %r14
	movq	-80(%rsp), %r10
	leaq	(%r10,%r14), %r15
	addq	96(%rsp), %rbx
	leaq	(%r10,%rbx), %r12
	movq	-88(%rsp), %r13
	addq	%r13, %r14
	addq	%r13, %rbx
	movq	%r11, -120(%rsp)
	imulq	-128(%rsp), %r11
	leaq	(%r10,%r11,4), %r10
	leaq	(,%r11,4), %r11
	addq	%r13, %r11
	movq	-128(%rsp), %r13
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
	cmpq	-64(%rsp), %r14
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
	vmulss	-112(%rsp), %xmm15, %xmm15
	vsubss	%xmm15, %xmm14, %xmm14
	vmovd	%xmm14, %ebp
	movl	%ebp, %r13d
	andl	$2147483647, %r13d
	cmpl	$2139095041, %r13d
	movq	-128(%rsp), %r13
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
	movq	-88(%rsp), %rsi
	movq	64(%rsp), %r8
	addq	%r8, %rsi
	movq	-80(%rsp), %rdi
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
	vmovaps	-112(%rsp), %xmm18
	jmp	.LBB0_12
.LBB0_25:
	movq	-120(%rsp), %r11
	incq	%r11
	incq	%r8
	addq	%rdx, %rsi
	addq	%rdx, %rdi
	cmpq	-72(%rsp), %r11
	je	.LBB0_65
.LBB0_12:
	movq	%rdx, %rbx
	imulq	%r8, %rbx
	movq	64(%rsp), %r10
	leaq	(%r10,%rbx), %r14
	movq	-80(%rsp), %r10
	leaq	(%r10,%r14), %r15
	addq	96(%rsp), %rbx
	leaq	(%r10,%rbx), %r12
	movq	-88(%rsp), %r13
	addq	%r13, %r14
	addq	%r13, %rbx
	movq	%r11, -120(%rsp)
	imulq	-128(%rsp), %r11
	leaq	(%r10,%r11,4), %r10
	leaq	(,%r11,4), %r11
	addq	%r13, %r11
	movq	-128(%rsp), %r13
	cmpq	%rbx, %r15
	setb	%bpl
	cmpq	%r12, %r14
	setb	%bl
	andb	%bpl, %bl
	xorl	%r14d, %r14d
	jmp	.LBB0_13
.LBB0_24:
	incq	%r14
	cmpq	-64(%rsp), %r14
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
	vmulss	-112(%rsp), %xmm15, %xmm15
	vsubss	%xmm15, %xmm14, %xmm14
	vmovd	%xmm14, %ebp
	movl	%ebp, %r13d
	andl	$2147483647, %r13d
	cmpl	$2139095041, %r13d
	movq	-128(%rsp), %r13
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
