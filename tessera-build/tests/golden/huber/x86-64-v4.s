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
	subq	$856, %rsp
	movq	(%rdi), %rax
	movq	%rax, -96(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, -104(%rsp)
	movq	24(%rdi), %rsi
	movq	32(%rdi), %r8
	movq	40(%rdi), %r13
	vmovss	56(%rdi), %xmm0
	vmovaps	%xmm0, -32(%rsp)
	vmovss	60(%rdi), %xmm0
	vmovss	%xmm0, 68(%rsp)
	movq	48(%rdi), %rax
	movq	%rax, -72(%rsp)
	movl	64(%rdi), %ecx
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, 64(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, 56(%rsp)
	movl	68(%rdi), %eax
	movl	%eax, -60(%rsp)
	vmovd	80(%rdi), %xmm0
	vmovd	%xmm0, 52(%rsp)
	movq	88(%rdi), %r11
	movq	96(%rdi), %rax
	movq	%rax, 424(%rsp)
	cmpq	$32, %r13
	movq	%r8, -88(%rsp)
	movq	%r13, -40(%rsp)
	movq	%r11, 40(%rsp)
	jae	.LBB0_1
	movw	$512, %ax
	xorl	%edx, %edx
	divw	%r13w
	cmpq	%r8, %rsi
	jae	.LBB0_59
	movq	%rsi, -112(%rsp)
	movzwl	%ax, %edi
	cmpq	$0, -72(%rsp)
	je	.LBB0_70
	testl	%ecx, %ecx
	movq	%rdi, 4496(%rsp)
	je	.LBB0_79
	movl	$3449720151, %r12d
	movq	%r11, %rax
	shrq	$32, %rax
	leaq	1013904242(%r11), %rcx
	movq	%rcx, 3088(%rsp)
	leaq	1993301258(%rax), %r8
	leaq	842468239(%rax), %rsi
	movq	%rsi, 3024(%rsp)
	leaq	2027808484(%r11), %rcx
	movq	%rcx, 2960(%rsp)
	leaq	387276957(%r11), %r14
	leaq	1684936478(%rax), %r10
	movq	%r10, 2192(%rsp)
	leaq	534103459(%rax), %rbx
	movq	%rbx, 144(%rsp)
	leaq	-795284382(%r11,%r12), %r15
	leaq	-305585874(%rax,%r12), %rbp
	movq	%rbp, 96(%rsp)
	leaq	218619860(%r11,%r12), %rbp
	leaq	536882365(%rax,%r12), %r13
	leaq	-613950654(%rax,%r12), %rcx
	leaq	228517585(%rax,%r12), %r9
	vpbroadcastq	%r11, %zmm17
	movq	%r15, 16(%rsp)
	vpbroadcastq	%r15, %zmm0
	vmovdqu64	%zmm0, 3664(%rsp)
	leaq	1013904242(%r11), %rax
	vpbroadcastq	%rax, %zmm27
	movq	%r8, 24(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 4624(%rsp)
	movq	%rcx, %r8
	vpbroadcastq	%rbp, %zmm20
	vpbroadcastq	%rsi, %zmm13
	leaq	2027808484(%r11), %rcx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 3216(%rsp)
	vpbroadcastq	%r13, %zmm19
	vpbroadcastq	%r14, %zmm15
	movq	%r14, %rcx
	vpbroadcastq	%r8, %zmm23
	leaq	-408007425(%r11,%r12), %rax
	vpbroadcastq	%rax, %zmm18
	vpbroadcastq	%r10, %zmm24
	leaq	1401181199(%r11), %rax
	movq	%rax, -48(%rsp)
	vpbroadcastq	%rax, %zmm11
	vpbroadcastq	%rbx, %zmm25
	vmovsd	.LCPI0_10(%rip), %xmm21
	vmovq	.LCPI0_22(%rip), %xmm28
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 4560(%rsp)
	vmovsd	.LCPI0_27(%rip), %xmm7
	leal	-1879881855(%r11), %r14d
	vpbroadcastd	%r14d, %zmm0
	vmovdqu64	%zmm0, 3600(%rsp)
	vmovsd	.LCPI0_29(%rip), %xmm8
	vmovsd	.LCPI0_31(%rip), %xmm2
	vmovsd	.LCPI0_47(%rip), %xmm3
	vbroadcastss	-32(%rsp), %zmm0
	vmovups	%zmm0, 4688(%rsp)
	vxorps	%xmm26, %xmm26, %xmm26
	vpbroadcastq	.LCPI0_6(%rip), %zmm31
	vpbroadcastd	.LCPI0_7(%rip), %ymm12
	vpbroadcastq	.LCPI0_9(%rip), %zmm14
	movq	-112(%rsp), %rsi
	movq	-88(%rsp), %r15
	movq	%rcx, 2896(%rsp)
	movq	%rbp, 2832(%rsp)
	movq	%r13, 2768(%rsp)
	movq	-40(%rsp), %rax
	movq	%r8, 1296(%rsp)
	leaq	-408007425(%r11,%r12), %r8
	movq	%r8, 4368(%rsp)
	movq	%r9, -120(%rsp)
	vmovdqu64	%zmm17, 3728(%rsp)
	vmovdqu64	%zmm11, 3792(%rsp)
	vmovdqu64	%zmm25, 3152(%rsp)
	movl	%r14d, -128(%rsp)
	vmovdqu64	%zmm27, 1936(%rsp)
	vmovdqu64	%zmm20, 1872(%rsp)
	vmovdqu64	%zmm13, 1808(%rsp)
	vmovdqu64	%zmm19, 2448(%rsp)
	vmovdqu64	%zmm15, 2384(%rsp)
	vmovdqu64	%zmm23, 2320(%rsp)
	vmovdqu64	%zmm18, 2128(%rsp)
	vmovdqu64	%zmm24, 2256(%rsp)
	jmp	.LBB0_74
	.p2align	4
.LBB0_108:
	movq	-112(%rsp), %rsi
	movq	4496(%rsp), %rdi
	addq	%rdi, %rsi
	movq	-88(%rsp), %r15
	cmpq	%r15, %rsi
	movq	-40(%rsp), %rax
	jae	.LBB0_59
.LBB0_74:
	movq	%r15, %r8
	subq	%rsi, %r8
	cmpq	%rdi, %r8
	cmovaeq	%rdi, %r8
	imulq	%rax, %r8
	movq	%rsi, -112(%rsp)
	movq	%rsi, %r13
	imulq	%rax, %r13
	movq	-96(%rsp), %rax
	leaq	(%rax,%r13,4), %r10
	movq	%r10, 8(%rsp)
	movq	-104(%rsp), %rax
	leaq	(%rax,%r13,4), %r15
	movq	%r15, (%rsp)
	cmpq	$1, %r8
	movq	%r8, %rbx
	adcq	$0, %rbx
	movl	%ebx, %eax
	andl	$32704, %eax
	movq	%rax, -80(%rsp)
	vpbroadcastq	%r13, %zmm6
	vpaddq	.LCPI0_0(%rip){1to8}, %zmm6, %zmm5
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm6, %zmm10
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm6, %zmm0
	movl	%ebx, %eax
	andl	$32760, %eax
	movq	%rax, 88(%rsp)
	leaq	(%r10,%r8,4), %rax
	leaq	(%r15,%r8,4), %rdi
	cmpq	%rdi, %r10
	setb	%dil
	cmpq	%rax, %r15
	setb	%al
	andb	%dil, %al
	movb	%al, 104(%rsp)
	movl	%ebx, %eax
	andl	$32752, %eax
	movq	%rax, -8(%rsp)
	movq	%rbx, -56(%rsp)
	andl	$32764, %ebx
	movq	%rbx, 80(%rsp)
	xorl	%edi, %edi
	vmovss	64(%rsp), %xmm1
	vmovss	%xmm1, 4432(%rsp)
	vmovss	68(%rsp), %xmm1
	vmovaps	%xmm1, 112(%rsp)
	movq	%r13, 32(%rsp)
	vmovdqu64	%zmm6, 1008(%rsp)
	vmovdqu64	%zmm5, 4880(%rsp)
	vmovdqu64	%zmm10, 4816(%rsp)
	vmovdqu64	%zmm0, 4752(%rsp)
	jmp	.LBB0_75
	.p2align	4
.LBB0_107:
	movq	136(%rsp), %rdi
	incq	%rdi
	cmpq	-72(%rsp), %rdi
	movq	-120(%rsp), %r9
	vmovsd	.LCPI0_31(%rip), %xmm2
	vmovsd	.LCPI0_47(%rip), %xmm3
	vpbroadcastq	.LCPI0_6(%rip), %zmm31
	vpbroadcastd	.LCPI0_7(%rip), %ymm12
	movq	32(%rsp), %r13
	vmovdqu64	1008(%rsp), %zmm6
	vmovdqu64	3792(%rsp), %zmm11
	je	.LBB0_108
.LBB0_75:
	cmpl	$0, -60(%rsp)
	jne	.LBB0_76
.LBB0_77:
	vpbroadcastq	.LCPI0_5(%rip), %zmm26
	movq	424(%rsp), %rax
	leaq	(%rdi,%rax), %r10
	movq	%r10, %r15
	shrq	$32, %r15
	imulq	%r12, %r15
	movq	%r15, %rax
	shrq	$32, %rax
	xorl	%r11d, %r10d
	xorl	%eax, %r10d
	leaq	78811644(%r12), %rax
	movq	%rax, 160(%rsp)
	imulq	%rax, %r10
	movq	%r10, %rax
	shrq	$32, %rax
	xorq	96(%rsp), %rax
	cmpq	$8, %r8
	vmovdqu64	3216(%rsp), %zmm4
	movq	%rdi, 136(%rsp)
	movq	%r10, 880(%rsp)
	movq	%r15, 816(%rsp)
	jae	.LBB0_121
	movq	%r11, %rsi
	xorl	%r11d, %r11d
	movq	%r8, %rcx
	movq	144(%rsp), %rdx
	movq	%r9, %r8
	movq	%rdx, %r9
	movq	%r13, %rdi
	movl	%r14d, %r13d
	movq	-48(%rsp), %r14
	movq	%rcx, %r10
	leaq	78811644(%r12), %rdx
	movq	%rax, %r15
	vmovq	.LCPI0_45(%rip), %xmm30
	jmp	.LBB0_130
	.p2align	4
.LBB0_121:
	movq	%rax, %rbp
	vpbroadcastq	%rax, %zmm1
	cmpq	$64, %r8
	vmovdqu64	%zmm1, 1232(%rsp)
	jae	.LBB0_123
	xorl	%eax, %eax
	movq	%r8, %r10
	jmp	.LBB0_127
	.p2align	4
.LBB0_123:
	vpbroadcastq	%r15, %zmm0
	vpxorq	3664(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1424(%rsp)
	vpbroadcastq	%r10, %zmm0
	vpxorq	4624(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1360(%rsp)
	xorl	%r11d, %r11d
	vmovdqa64	.LCPI0_4(%rip), %zmm2
	vmovdqa64	.LCPI0_3(%rip), %zmm0
	movq	-80(%rsp), %rax
	.p2align	4
.LBB0_124:
	vmovdqu64	%zmm0, 752(%rsp)
	vmovdqu64	%zmm2, 432(%rsp)
	vpaddq	%zmm6, %zmm0, %zmm5
	vpmuludq	%zmm26, %zmm5, %zmm1
	vpaddq	1008(%rsp), %zmm2, %zmm6
	vpmuludq	%zmm26, %zmm6, %zmm2
	vmovdqu64	4880(%rsp), %zmm3
	vpaddq	%zmm3, %zmm0, %zmm8
	vpmuludq	%zmm26, %zmm8, %zmm0
	vpaddq	432(%rsp), %zmm3, %zmm11
	vpmuludq	%zmm26, %zmm11, %zmm10
	vmovdqu64	4816(%rsp), %zmm4
	vpaddq	752(%rsp), %zmm4, %zmm12
	vpmuludq	%zmm26, %zmm12, %zmm3
	vpaddq	432(%rsp), %zmm4, %zmm13
	vpmuludq	%zmm26, %zmm13, %zmm9
	vmovdqu64	4752(%rsp), %zmm7
	vpaddq	752(%rsp), %zmm7, %zmm14
	vpmuludq	%zmm26, %zmm14, %zmm4
	vpaddq	432(%rsp), %zmm7, %zmm15
	vpmuludq	%zmm26, %zmm15, %zmm7
	vpternlogq	$150, %zmm17, %zmm2, %zmm6
	vpternlogq	$150, %zmm17, %zmm1, %zmm5
	vpternlogq	$150, %zmm17, %zmm10, %zmm11
	vpternlogq	$150, %zmm17, %zmm0, %zmm8
	vpternlogq	$150, %zmm17, %zmm9, %zmm13
	vpternlogq	$150, %zmm17, %zmm3, %zmm12
	vpternlogq	$150, %zmm17, %zmm7, %zmm15
	vpternlogq	$150, %zmm17, %zmm4, %zmm14
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm12, %zmm16
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm15, %zmm15
	vpmuludq	%zmm31, %zmm6, %zmm26
	vpmuludq	%zmm31, %zmm5, %zmm25
	vpmuludq	%zmm31, %zmm11, %zmm22
	vpmuludq	%zmm31, %zmm8, %zmm12
	vpmuludq	%zmm31, %zmm13, %zmm11
	vpmuludq	%zmm31, %zmm16, %zmm8
	vpmuludq	%zmm31, %zmm15, %zmm6
	vpmuludq	%zmm31, %zmm14, %zmm17
	vpsrlq	$32, %zmm25, %zmm13
	vpsrlq	$32, %zmm26, %zmm14
	vpsrlq	$32, %zmm12, %zmm15
	vpsrlq	$32, %zmm22, %zmm16
	vpsrlq	$32, %zmm8, %zmm18
	vpsrlq	$32, %zmm11, %zmm21
	vpsrlq	$32, %zmm17, %zmm23
	vpsrlq	$32, %zmm6, %zmm24
	vmovdqu64	1424(%rsp), %zmm27
	vpxorq	%zmm27, %zmm14, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm19
	vmovdqu64	%zmm19, 560(%rsp)
	vpxorq	%zmm27, %zmm13, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm14
	vmovdqu64	%zmm14, 288(%rsp)
	vpxorq	%zmm27, %zmm16, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm5
	vmovdqu64	%zmm5, 1104(%rsp)
	vpxorq	%zmm27, %zmm15, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm28
	vmovdqu64	%zmm28, 624(%rsp)
	vpxorq	%zmm27, %zmm21, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm20
	vpxorq	%zmm27, %zmm18, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm21
	vpxorq	%zmm27, %zmm24, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm18
	vpxorq	%zmm27, %zmm23, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm13
	vmovdqu64	%zmm13, 688(%rsp)
	vmovdqu64	1232(%rsp), %zmm16
	vpxorq	%zmm2, %zmm16, %zmm2
	vpmuludq	%zmm31, %zmm2, %zmm27
	vpxorq	%zmm1, %zmm16, %zmm1
	vpmuludq	%zmm31, %zmm1, %zmm23
	vpxorq	%zmm10, %zmm16, %zmm10
	vpsrlq	$32, %zmm14, %zmm1
	vmovdqu64	%zmm1, 352(%rsp)
	vpmuludq	%zmm31, %zmm10, %zmm24
	vpxorq	%zmm0, %zmm16, %zmm0
	vpmuludq	%zmm31, %zmm0, %zmm13
	vpxorq	%zmm9, %zmm16, %zmm0
	vpmuludq	%zmm31, %zmm0, %zmm1
	vpsrlq	$32, %zmm19, %zmm0
	vmovdqu64	%zmm0, 496(%rsp)
	vpxorq	%zmm3, %zmm16, %zmm3
	vpmuludq	%zmm31, %zmm3, %zmm10
	vpxorq	%zmm7, %zmm16, %zmm3
	vpmuludq	%zmm31, %zmm3, %zmm2
	vpxorq	%zmm4, %zmm16, %zmm4
	vpsrlq	$32, %zmm28, %zmm0
	vmovdqu64	%zmm0, 944(%rsp)
	vpmuludq	%zmm31, %zmm4, %zmm0
	vmovdqu64	%zmm0, 224(%rsp)
	vpsrlq	$32, %zmm23, %zmm4
	vpsrlq	$32, %zmm27, %zmm7
	vpsrlq	$32, %zmm13, %zmm28
	vmovdqa64	%zmm13, %zmm9
	vpsrlq	$32, %zmm24, %zmm29
	vpsrlq	$32, %zmm5, %zmm3
	vmovdqu64	1936(%rsp), %zmm16
	vpternlogq	$150, %zmm16, %zmm26, %zmm7
	vpsrlq	$32, %zmm10, %zmm26
	vpternlogq	$150, %zmm16, %zmm25, %zmm4
	vpsrlq	$32, %zmm1, %zmm25
	vmovdqa64	%zmm1, %zmm5
	vpternlogq	$150, %zmm16, %zmm22, %zmm29
	vpsrlq	$32, %zmm21, %zmm22
	vmovdqa64	%zmm21, %zmm14
	vpternlogq	$150, %zmm16, %zmm12, %zmm28
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, %zmm16, %zmm11, %zmm25
	vpsrlq	$32, %zmm2, %zmm0
	vmovdqa64	%zmm2, %zmm13
	vpternlogq	$150, %zmm16, %zmm8, %zmm26
	vpsrlq	$32, %zmm20, %zmm8
	vpternlogq	$150, %zmm16, %zmm6, %zmm0
	vpternlogq	$150, %zmm16, %zmm17, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm11
	vmovdqu64	%zmm11, 1616(%rsp)
	vpsrlq	$32, %zmm18, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm25
	vmovdqu64	1360(%rsp), %zmm12
	vpxorq	496(%rsp), %zmm12, %zmm0
	vpmuludq	%zmm31, %zmm0, %zmm26
	vmovdqu64	%zmm26, 1168(%rsp)
	vpxorq	352(%rsp), %zmm12, %zmm0
	vpmuludq	%zmm31, %zmm0, %zmm6
	vpxorq	%zmm12, %zmm3, %zmm0
	vpxorq	944(%rsp), %zmm12, %zmm1
	vpmuludq	%zmm31, %zmm0, %zmm29
	vpmuludq	%zmm31, %zmm1, %zmm7
	vmovdqu64	%zmm7, 496(%rsp)
	vpxorq	%zmm12, %zmm8, %zmm0
	vpmuludq	%zmm31, %zmm0, %zmm3
	vpxorq	%zmm12, %zmm22, %zmm0
	vpxorq	%zmm12, %zmm4, %zmm1
	vpmuludq	%zmm31, %zmm0, %zmm8
	vmovdqu64	%zmm8, 944(%rsp)
	vpmuludq	%zmm31, %zmm1, %zmm1
	vpsrlq	$32, %zmm26, %zmm28
	vmovdqu64	1872(%rsp), %zmm0
	vpternlogq	$150, %zmm27, %zmm0, %zmm28
	vpsrlq	$32, %zmm6, %zmm4
	vmovdqa64	%zmm6, %zmm27
	vpternlogq	$150, %zmm23, %zmm0, %zmm4
	vpsrlq	$32, %zmm29, %zmm26
	vpternlogq	$150, %zmm24, %zmm0, %zmm26
	vpsrlq	$32, %zmm7, %zmm6
	vpternlogq	$150, %zmm9, %zmm0, %zmm6
	vpsrlq	$32, %zmm3, %zmm24
	vmovdqa64	%zmm3, %zmm22
	vpternlogq	$150, %zmm5, %zmm0, %zmm24
	vpsrlq	$32, %zmm8, %zmm7
	vpternlogq	$150, %zmm10, %zmm0, %zmm7
	vpsrlq	$32, %zmm1, %zmm3
	vmovdqa64	%zmm1, %zmm23
	vpternlogq	$150, %zmm13, %zmm0, %zmm3
	vmovdqu64	%zmm3, 352(%rsp)
	vpsrlq	$32, %zmm2, %zmm1
	vmovdqa64	%zmm2, %zmm5
	vmovdqu64	1808(%rsp), %zmm3
	vpternlogq	$150, 288(%rsp), %zmm3, %zmm1
	vpsrlq	$32, %zmm19, %zmm8
	vpternlogq	$150, 560(%rsp), %zmm3, %zmm8
	vpsrlq	$32, %zmm11, %zmm17
	vpternlogq	$150, 624(%rsp), %zmm3, %zmm17
	vpsrlq	$32, %zmm21, %zmm13
	vpternlogq	$150, 1104(%rsp), %zmm3, %zmm13
	vpsrlq	$32, %zmm16, %zmm9
	vpternlogq	$150, %zmm3, %zmm14, %zmm9
	vpsrlq	$32, %zmm30, %zmm14
	vpternlogq	$150, %zmm3, %zmm20, %zmm14
	vpsrlq	$32, %zmm25, %zmm20
	vpternlogq	$150, %zmm3, %zmm18, %zmm20
	vpsrlq	$32, %zmm15, %zmm10
	vmovdqu64	688(%rsp), %zmm2
	vpternlogq	$150, %zmm3, %zmm2, %zmm10
	vpsrlq	$32, %zmm2, %zmm3
	vpxorq	%zmm12, %zmm3, %zmm3
	vpmuludq	%zmm31, %zmm3, %zmm12
	vpsrlq	$32, %zmm12, %zmm3
	vpternlogq	$150, 224(%rsp), %zmm0, %zmm3
	vpmuludq	%zmm31, %zmm8, %zmm0
	vmovdqu64	%zmm0, 288(%rsp)
	vpsrlq	$32, %zmm0, %zmm8
	vmovdqu64	3216(%rsp), %zmm0
	vpternlogq	$150, 1168(%rsp), %zmm0, %zmm8
	vpmuludq	%zmm31, %zmm1, %zmm1
	vmovdqu64	%zmm1, 1552(%rsp)
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, %zmm0, %zmm27, %zmm18
	vpmuludq	%zmm31, %zmm13, %zmm1
	vmovdqu64	%zmm1, 1104(%rsp)
	vpsrlq	$32, %zmm1, %zmm13
	vpternlogq	$150, %zmm0, %zmm29, %zmm13
	vpmuludq	%zmm31, %zmm17, %zmm1
	vmovdqu64	%zmm1, 1168(%rsp)
	vpsrlq	$32, %zmm1, %zmm29
	vpternlogq	$150, 496(%rsp), %zmm0, %zmm29
	vpmuludq	%zmm31, %zmm14, %zmm1
	vmovdqu64	%zmm1, 496(%rsp)
	vpsrlq	$32, %zmm1, %zmm14
	vpternlogq	$150, %zmm0, %zmm22, %zmm14
	vpmuludq	%zmm31, %zmm9, %zmm1
	vmovdqu64	%zmm1, 224(%rsp)
	vpsrlq	$32, %zmm1, %zmm11
	vpternlogq	$150, 944(%rsp), %zmm0, %zmm11
	vpmuludq	%zmm31, %zmm20, %zmm1
	vmovdqu64	%zmm1, 560(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, %zmm0, %zmm23, %zmm2
	vmovdqu64	%zmm2, 624(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm9
	vpsrlq	$32, %zmm9, %zmm27
	vmovdqu64	2448(%rsp), %zmm20
	vpternlogq	$150, %zmm5, %zmm20, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm22
	vpsrlq	$32, %zmm22, %zmm2
	vpternlogq	$150, %zmm19, %zmm20, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm28
	vpsrlq	$32, %zmm28, %zmm4
	vpternlogq	$150, 1616(%rsp), %zmm20, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm1
	vmovdqu64	%zmm1, 1488(%rsp)
	vpsrlq	$32, %zmm1, %zmm6
	vpternlogq	$150, %zmm21, %zmm20, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm1
	vmovdqu64	%zmm1, 2064(%rsp)
	vpsrlq	$32, %zmm1, %zmm17
	vpternlogq	$150, %zmm16, %zmm20, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm1
	vmovdqu64	%zmm1, 944(%rsp)
	vpsrlq	$32, %zmm1, %zmm7
	vpternlogq	$150, %zmm30, %zmm20, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm26
	vpsrlq	$32, %zmm26, %zmm24
	vpternlogq	$150, %zmm15, %zmm20, %zmm24
	vmovdqu64	352(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 1616(%rsp)
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm25, %zmm20, %zmm5
	vpmuludq	%zmm31, %zmm10, %zmm30
	vpsrlq	$32, %zmm30, %zmm10
	vpternlogq	$150, %zmm0, %zmm12, %zmm10
	vpmuludq	%zmm31, %zmm2, %zmm0
	vmovdqu64	%zmm0, 688(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	2384(%rsp), %zmm1
	vpternlogq	$150, 288(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 352(%rsp)
	vpmuludq	%zmm31, %zmm27, %zmm27
	vpsrlq	$32, %zmm27, %zmm20
	vpternlogq	$150, 1552(%rsp), %zmm1, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 288(%rsp)
	vpsrlq	$32, %zmm0, %zmm23
	vmovdqu64	2320(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm9, %zmm23
	vpmuludq	%zmm31, %zmm6, %zmm12
	vpsrlq	$32, %zmm12, %zmm19
	vpternlogq	$150, 1104(%rsp), %zmm1, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm2
	vmovdqu64	%zmm2, 1104(%rsp)
	vpsrlq	$32, %zmm2, %zmm9
	vpternlogq	$150, %zmm0, %zmm22, %zmm9
	vpmuludq	%zmm31, %zmm4, %zmm8
	vpsrlq	$32, %zmm8, %zmm15
	vpternlogq	$150, 1168(%rsp), %zmm1, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm2
	vmovdqu64	%zmm2, 1168(%rsp)
	vpsrlq	$32, %zmm2, %zmm3
	vpternlogq	$150, %zmm0, %zmm28, %zmm3
	vpmuludq	%zmm31, %zmm7, %zmm28
	vpsrlq	$32, %zmm28, %zmm7
	vpternlogq	$150, 496(%rsp), %zmm1, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm2
	vmovdqu64	%zmm2, 496(%rsp)
	vpsrlq	$32, %zmm2, %zmm16
	vpternlogq	$150, 1488(%rsp), %zmm0, %zmm16
	vpmuludq	%zmm31, %zmm17, %zmm6
	vpsrlq	$32, %zmm6, %zmm21
	vpternlogq	$150, 224(%rsp), %zmm1, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm2
	vmovdqu64	%zmm2, 224(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, 2064(%rsp), %zmm0, %zmm2
	vpmuludq	%zmm31, %zmm5, %zmm25
	vpsrlq	$32, %zmm25, %zmm18
	vpternlogq	$150, 560(%rsp), %zmm1, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm17
	vpsrlq	$32, %zmm17, %zmm14
	vpternlogq	$150, 944(%rsp), %zmm0, %zmm14
	vpmuludq	%zmm31, %zmm24, %zmm4
	vmovdqu64	%zmm4, 560(%rsp)
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm30, %zmm1, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm29
	vpsrlq	$32, %zmm29, %zmm22
	vpternlogq	$150, %zmm0, %zmm26, %zmm22
	vmovdqu64	624(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm30
	vpsrlq	$32, %zmm30, %zmm1
	vpternlogq	$150, 1616(%rsp), %zmm0, %zmm1
	vpmuludq	%zmm31, %zmm9, %zmm0
	vmovdqu64	%zmm0, 624(%rsp)
	vpsrlq	$32, %zmm0, %zmm5
	vmovdqu64	2128(%rsp), %zmm0
	vpternlogq	$150, 688(%rsp), %zmm0, %zmm5
	vpmuludq	%zmm31, %zmm23, %zmm23
	vpsrlq	$32, %zmm23, %zmm9
	vpternlogq	$150, %zmm0, %zmm27, %zmm9
	vpmuludq	%zmm31, %zmm16, %zmm24
	vpsrlq	$32, %zmm24, %zmm11
	vpternlogq	$150, %zmm0, %zmm12, %zmm11
	vpmuludq	%zmm31, %zmm3, %zmm16
	vpsrlq	$32, %zmm16, %zmm27
	vpternlogq	$150, %zmm0, %zmm8, %zmm27
	vpmuludq	%zmm31, %zmm14, %zmm26
	vpsrlq	$32, %zmm26, %zmm12
	vpternlogq	$150, %zmm0, %zmm28, %zmm12
	vpmuludq	%zmm31, %zmm2, %zmm2
	vmovdqu64	%zmm2, 944(%rsp)
	vpsrlq	$32, %zmm2, %zmm13
	vpternlogq	$150, %zmm0, %zmm6, %zmm13
	vpmuludq	%zmm31, %zmm1, %zmm28
	vpsrlq	$32, %zmm28, %zmm14
	vpternlogq	$150, %zmm0, %zmm25, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm1
	vmovdqu64	%zmm1, 688(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vmovdqu64	2256(%rsp), %zmm3
	vpternlogq	$150, 288(%rsp), %zmm3, %zmm1
	vmovdqu64	352(%rsp), %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 352(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, 1104(%rsp), %zmm3, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm6
	vmovdqu64	%zmm6, 288(%rsp)
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, 1168(%rsp), %zmm3, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm8
	vpsrlq	$32, %zmm8, %zmm15
	vpternlogq	$150, 496(%rsp), %zmm3, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm10
	vpsrlq	$32, %zmm10, %zmm20
	vpternlogq	$150, 224(%rsp), %zmm3, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm7
	vmovdqu64	%zmm7, 224(%rsp)
	vpsrlq	$32, %zmm7, %zmm19
	vpternlogq	$150, %zmm17, %zmm3, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm4
	vmovdqu64	%zmm4, 496(%rsp)
	vpsrlq	$32, %zmm4, %zmm25
	vpternlogq	$150, %zmm29, %zmm3, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm17
	vpsrlq	$32, %zmm17, %zmm29
	vpternlogq	$150, %zmm30, %zmm3, %zmm29
	vpmuludq	%zmm31, %zmm22, %zmm30
	vpsrlq	$32, %zmm30, %zmm3
	vpternlogq	$150, 560(%rsp), %zmm0, %zmm3
	vmovdqu64	3792(%rsp), %zmm4
	vpmuludq	%zmm31, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, 624(%rsp), %zmm4, %zmm2
	vpmuludq	%zmm31, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, %zmm23, %zmm4, %zmm21
	vpmuludq	%zmm31, %zmm15, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm24, %zmm4, %zmm0
	vpmuludq	%zmm31, %zmm6, %zmm1
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, %zmm16, %zmm4, %zmm18
	vpmuludq	%zmm31, %zmm19, %zmm1
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, %zmm26, %zmm4, %zmm16
	vpmuludq	%zmm31, %zmm20, %zmm1
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, 944(%rsp), %zmm4, %zmm20
	vpmuludq	%zmm31, %zmm29, %zmm1
	vpsrlq	$32, %zmm1, %zmm22
	vpternlogq	$150, %zmm28, %zmm4, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm6
	vpmuludq	%zmm31, %zmm25, %zmm1
	vmovdqu64	3152(%rsp), %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm9
	vpsrlq	$32, %zmm1, %zmm12
	vpternlogq	$150, %zmm30, %zmm4, %zmm12
	vpsrlq	$32, %zmm26, %zmm1
	vpternlogq	$150, 688(%rsp), %zmm25, %zmm1
	vpsrlq	$32, %zmm24, %zmm3
	vpternlogq	$150, 352(%rsp), %zmm25, %zmm3
	vpsrlq	$32, %zmm23, %zmm4
	vpternlogq	$150, 288(%rsp), %zmm25, %zmm4
	vpsrlq	$32, %zmm19, %zmm7
	vpternlogq	$150, %zmm25, %zmm8, %zmm7
	vpsrlq	$32, %zmm13, %zmm8
	vpternlogq	$150, %zmm25, %zmm10, %zmm8
	vpsrlq	$32, %zmm11, %zmm10
	vpternlogq	$150, 224(%rsp), %zmm25, %zmm10
	vpsrlq	$32, %zmm6, %zmm5
	vpternlogq	$150, 496(%rsp), %zmm25, %zmm5
	vpsrlq	$32, %zmm9, %zmm14
	vpternlogq	$150, %zmm25, %zmm17, %zmm14
	vmovdqu64	3728(%rsp), %zmm17
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm3, %zmm1
	vpmovqd	%zmm7, %ymm3
	vpmovqd	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm10, %ymm4
	vpmovqd	%zmm8, %ymm7
	vinserti64x4	$1, %ymm7, %zmm4, %zmm4
	vpmovqd	%zmm14, %ymm7
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm7, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vmovdqu64	4560(%rsp), %zmm21
	vpternlogq	$150, %zmm26, %zmm21, %zmm7
	vpbroadcastq	.LCPI0_5(%rip), %zmm26
	vpmuludq	%zmm26, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm24, %zmm21, %zmm2
	vpmuludq	%zmm26, %zmm18, %zmm8
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, %zmm23, %zmm21, %zmm8
	vpmuludq	%zmm26, %zmm0, %zmm0
	vpmuludq	%zmm26, %zmm20, %zmm10
	vpmuludq	%zmm26, %zmm16, %zmm14
	vpmuludq	%zmm26, %zmm12, %zmm12
	vpmuludq	%zmm26, %zmm22, %zmm15
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm19, %zmm21, %zmm0
	vpternlogq	$150, %zmm13, %zmm21, %zmm10
	vpternlogq	$150, %zmm11, %zmm21, %zmm14
	vpternlogq	$150, %zmm6, %zmm21, %zmm12
	vpternlogq	$150, %zmm9, %zmm21, %zmm15
	vpmuludq	%zmm31, %zmm2, %zmm2
	vpmuludq	%zmm31, %zmm7, %zmm6
	vpmuludq	%zmm31, %zmm0, %zmm0
	vpmuludq	%zmm31, %zmm8, %zmm7
	vpmuludq	%zmm31, %zmm14, %zmm8
	vpmuludq	%zmm31, %zmm10, %zmm9
	vpmuludq	%zmm31, %zmm15, %zmm10
	vpmuludq	%zmm31, %zmm12, %zmm11
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
	vmovdqu64	3600(%rsp), %zmm8
	vpbroadcastd	.LCPI0_7(%rip), %zmm9
	vpmulld	%zmm9, %zmm1, %zmm1
	vpternlogd	$150, %zmm1, %zmm8, %zmm12
	vpmulld	%zmm9, %zmm3, %zmm1
	vpternlogd	$150, %zmm1, %zmm8, %zmm14
	vpmulld	%zmm9, %zmm4, %zmm1
	vpternlogd	$150, %zmm1, %zmm8, %zmm13
	vpmulld	%zmm9, %zmm5, %zmm1
	vpbroadcastq	.LCPI0_8(%rip), %zmm3
	vpternlogd	$150, %zmm1, %zmm8, %zmm15
	vmovdqu64	%zmm12, 4952(%rsp,%r11,4)
	vmovdqu64	%zmm14, 5016(%rsp,%r11,4)
	vmovdqu64	%zmm2, 7000(%rsp,%r11,4)
	vmovdqu64	432(%rsp), %zmm2
	vmovdqu64	%zmm13, 5080(%rsp,%r11,4)
	vmovdqu64	%zmm0, 7064(%rsp,%r11,4)
	vmovdqu64	752(%rsp), %zmm0
	vmovdqu64	%zmm6, 7128(%rsp,%r11,4)
	vmovdqu64	1008(%rsp), %zmm6
	vmovdqu64	%zmm15, 5144(%rsp,%r11,4)
	vmovdqu64	%zmm7, 7192(%rsp,%r11,4)
	addq	$64, %r11
	vpaddq	%zmm3, %zmm2, %zmm2
	vpaddq	%zmm3, %zmm0, %zmm0
	cmpq	%r11, %rax
	jne	.LBB0_124
	cmpq	%rax, %r8
	movq	40(%rsp), %rsi
	movq	%r8, %r10
	movq	144(%rsp), %r9
	movq	-120(%rsp), %r8
	vmovdqu64	3216(%rsp), %zmm4
	movq	-48(%rsp), %r14
	vpbroadcastq	.LCPI0_5(%rip), %zmm26
	vmovsd	.LCPI0_10(%rip), %xmm21
	vmovq	.LCPI0_22(%rip), %xmm28
	vmovsd	.LCPI0_27(%rip), %xmm7
	movl	-128(%rsp), %r13d
	vmovsd	.LCPI0_29(%rip), %xmm8
	vmovsd	.LCPI0_31(%rip), %xmm2
	vmovdqu64	1808(%rsp), %zmm13
	vmovdqu64	2384(%rsp), %zmm15
	vmovdqu64	2128(%rsp), %zmm18
	vmovdqu64	2448(%rsp), %zmm19
	vmovdqu64	1872(%rsp), %zmm20
	vmovdqu64	2320(%rsp), %zmm23
	vmovdqu64	2256(%rsp), %zmm24
	vmovdqu64	1936(%rsp), %zmm27
	vmovq	.LCPI0_45(%rip), %xmm30
	vmovsd	.LCPI0_47(%rip), %xmm3
	vpbroadcastd	.LCPI0_7(%rip), %ymm12
	vpbroadcastq	.LCPI0_9(%rip), %zmm14
	movq	32(%rsp), %rdi
	vmovdqu64	3792(%rsp), %zmm11
	leaq	78811644(%r12), %rdx
	je	.LBB0_110
	movq	%rbp, %r15
	movq	-80(%rsp), %r11
	movq	%r11, %rax
	testb	$56, -56(%rsp)
	je	.LBB0_130
.LBB0_127:
	vmovdqa64	%xmm28, %xmm29
	movq	%r10, %rcx
	vpbroadcastq	%rax, %zmm0
	vporq	.LCPI0_4(%rip), %zmm0, %zmm0
	movq	816(%rsp), %rdx
	xorl	16(%rsp), %edx
	vmovdqa64	%zmm4, %zmm1
	vpbroadcastq	%rdx, %zmm28
	movq	880(%rsp), %rdx
	xorl	24(%rsp), %edx
	vpbroadcastq	%rdx, %zmm2
	vmovdqu64	4560(%rsp), %zmm10
	movq	88(%rsp), %rdx
	vmovdqu64	1232(%rsp), %zmm22
	.p2align	4
.LBB0_128:
	vpaddq	%zmm6, %zmm0, %zmm3
	vpmuludq	%zmm26, %zmm3, %zmm4
	vpternlogq	$150, %zmm17, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm31, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm28, %zmm5
	vpxorq	%zmm4, %zmm22, %zmm4
	vpmuludq	%zmm26, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm6, %zmm2, %zmm6
	vpmuludq	%zmm31, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm27, %zmm3, %zmm7
	vpmuludq	%zmm26, %zmm7, %zmm3
	vpsrlq	$32, %zmm3, %zmm7
	vpmuludq	%zmm31, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm20, %zmm8
	vpternlogq	$150, %zmm13, %zmm5, %zmm7
	vpmuludq	%zmm26, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpmuludq	%zmm31, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpternlogq	$150, %zmm3, %zmm19, %zmm5
	vpternlogq	$150, %zmm1, %zmm6, %zmm8
	vpmuludq	%zmm26, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpmuludq	%zmm31, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm7, %zmm15, %zmm8
	vpternlogq	$150, %zmm23, %zmm4, %zmm6
	vpmuludq	%zmm26, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpmuludq	%zmm31, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm3, %zmm24, %zmm7
	vpternlogq	$150, %zmm18, %zmm5, %zmm8
	vpmuludq	%zmm26, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpmuludq	%zmm31, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm6, %zmm11, %zmm7
	vmovdqu64	1008(%rsp), %zmm6
	vpternlogq	$150, %zmm25, %zmm4, %zmm5
	vpmuludq	%zmm26, %zmm7, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm5, %ymm5
	vpmulld	%ymm12, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm10, %zmm4
	vpmuludq	%zmm31, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, 3600(%rsp), %ymm5, %ymm4
	vmovdqu	%ymm4, 4952(%rsp,%rax,4)
	vpmovqd	%zmm3, 7000(%rsp,%rax,4)
	addq	$8, %rax
	vpaddq	%zmm14, %zmm0, %zmm0
	cmpq	%rax, %rdx
	jne	.LBB0_128
	movq	%rdx, %r11
	cmpq	%rdx, %rcx
	movq	40(%rsp), %rsi
	movq	144(%rsp), %r9
	movq	-120(%rsp), %r8
	movq	-48(%rsp), %r14
	vmovsd	.LCPI0_27(%rip), %xmm7
	movl	-128(%rsp), %r13d
	vmovsd	.LCPI0_29(%rip), %xmm8
	vmovsd	.LCPI0_31(%rip), %xmm2
	vmovsd	.LCPI0_47(%rip), %xmm3
	movq	32(%rsp), %rdi
	movq	%rcx, %r10
	leaq	78811644(%r12), %rdx
	movq	%rbp, %r15
	vmovdqa64	%xmm29, %xmm28
	vmovq	.LCPI0_45(%rip), %xmm30
	je	.LBB0_110
.LBB0_130:
	movq	816(%rsp), %rax
	xorq	16(%rsp), %rax
	movq	%rax, 816(%rsp)
	movq	880(%rsp), %rax
	xorq	24(%rsp), %rax
	movq	%rax, 880(%rsp)
	.p2align	4
.LBB0_109:
	leaq	(%r11,%rdi), %rbx
	movl	%ebx, %ebp
	imulq	%rdx, %rbp
	xorq	%rsi, %rbx
	xorq	%rbp, %rbx
	shrq	$32, %rbx
	imulq	%r12, %rbx
	movq	%rsi, %rcx
	movl	%r13d, %esi
	movq	%r14, %r13
	movq	%r8, %r14
	movq	%r9, %r8
	movq	%r10, %r9
	movl	$3449720151, %r10d
	movq	%rbx, %r12
	shrq	$32, %r12
	xorl	816(%rsp), %r12d
	xorl	%r15d, %ebp
	imulq	%rdx, %r12
	imulq	%r10, %rbp
	movq	%rbp, %rax
	shrq	$32, %rax
	movq	3088(%rsp), %rdx
	xorl	%eax, %edx
	movq	%r12, %rax
	shrq	$32, %rax
	xorl	%edx, %ebx
	xorl	880(%rsp), %eax
	imulq	160(%rsp), %rbx
	imulq	%r10, %rax
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	2832(%rsp), %ebp
	xorl	%edx, %ebp
	movq	%rbx, %rdx
	shrq	$32, %rdx
	xorl	3024(%rsp), %r12d
	xorl	%edx, %r12d
	imulq	160(%rsp), %rbp
	imulq	%r10, %r12
	movq	%r12, %rdx
	shrq	$32, %rdx
	xorl	2960(%rsp), %eax
	xorl	%edx, %eax
	movq	%rbp, %rdx
	shrq	$32, %rdx
	xorl	2768(%rsp), %ebx
	xorl	%edx, %ebx
	imulq	160(%rsp), %rax
	imulq	%r10, %rbx
	movq	%rbx, %rdx
	shrq	$32, %rdx
	xorl	2896(%rsp), %r12d
	xorl	%edx, %r12d
	movq	%rax, %rdx
	shrq	$32, %rdx
	xorl	1296(%rsp), %ebp
	xorl	%edx, %ebp
	imulq	160(%rsp), %r12
	imulq	%r10, %rbp
	movq	%rbp, %rdx
	shrq	$32, %rdx
	xorl	4368(%rsp), %ebx
	xorl	%edx, %ebx
	movq	%r12, %rdx
	shrq	$32, %rdx
	xorl	2192(%rsp), %eax
	xorl	%edx, %eax
	movq	160(%rsp), %rdx
	imulq	%rdx, %rbx
	imulq	%r10, %rax
	movq	%r9, %r10
	movq	%r8, %r9
	movq	%r14, %r8
	movq	%r13, %r14
	movl	%esi, %r13d
	movq	%rcx, %rsi
	shrq	$32, %rax
	xorl	%r14d, %ebp
	xorl	%eax, %ebp
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	%r9d, %r12d
	xorl	%eax, %r12d
	imulq	%rdx, %rbp
	shrq	$32, %rbp
	xorl	%r8d, %ebx
	xorl	%ebp, %ebx
	imull	$-845247145, %r12d, %eax
	movl	$3449720151, %r12d
	imulq	%r12, %rbx
	movl	%ebx, 7000(%rsp,%r11,4)
	shrq	$32, %rbx
	xorl	%r13d, %eax
	xorl	%ebx, %eax
	movl	%eax, 4952(%rsp,%r11,4)
	incq	%r11
	cmpq	%r10, %r11
	jb	.LBB0_109
.LBB0_110:
	cmpq	$8, %r10
	movq	%r10, %r8
	jae	.LBB0_112
	xorl	%edi, %edi
	movq	40(%rsp), %r11
	movl	-128(%rsp), %r14d
	movabsq	$4604544269498187776, %rsi
	movabsq	$4503595332403200, %r15
	vmovq	.LCPI0_44(%rip), %xmm10
	vmovdqa64	%xmm30, %xmm16
	vmovq	.LCPI0_43(%rip), %xmm30
	vmovdqa64	%xmm28, %xmm17
	vmovq	.LCPI0_42(%rip), %xmm28
	vmovq	.LCPI0_56(%rip), %xmm27
	vmovq	.LCPI0_40(%rip), %xmm24
	vmovq	.LCPI0_39(%rip), %xmm23
	vmovq	.LCPI0_38(%rip), %xmm20
	vpbroadcastq	.LCPI0_37(%rip), %xmm19
	vmovq	.LCPI0_36(%rip), %xmm18
	vmovq	.LCPI0_35(%rip), %xmm15
	vmovq	.LCPI0_34(%rip), %xmm14
	vmovq	.LCPI0_55(%rip), %xmm13
	vmovq	.LCPI0_32(%rip), %xmm12
	vmovapd	%xmm2, %xmm11
	vmovq	.LCPI0_49(%rip), %xmm26
	vmovq	.LCPI0_48(%rip), %xmm22
	vmovapd	%xmm3, %xmm9
	vmovq	.LCPI0_11(%rip), %xmm31
	vmovq	.LCPI0_17(%rip), %xmm4
	vmovsd	.LCPI0_18(%rip), %xmm25
	jmp	.LBB0_94
	.p2align	4
.LBB0_112:
	cmpq	$64, %r8
	movq	40(%rsp), %r11
	movabsq	$4604544269498187776, %rsi
	movabsq	$4503595332403200, %r15
	vmovsd	.LCPI0_18(%rip), %xmm25
	jae	.LBB0_114
	xorl	%eax, %eax
	movl	-128(%rsp), %r14d
	jmp	.LBB0_118
	.p2align	4
.LBB0_114:
	xorl	%r14d, %r14d
	movq	-80(%rsp), %rax
	vpbroadcastq	.LCPI0_0(%rip), %zmm26
	.p2align	4
.LBB0_115:
	vcvtudq2pd	7000(%rsp,%r14,4), %zmm0
	vcvtudq2pd	7032(%rsp,%r14,4), %zmm1
	vcvtudq2pd	7064(%rsp,%r14,4), %zmm2
	vcvtudq2pd	7096(%rsp,%r14,4), %zmm3
	vcvtudq2pd	7128(%rsp,%r14,4), %zmm4
	vcvtudq2pd	7160(%rsp,%r14,4), %zmm5
	vcvtudq2pd	7192(%rsp,%r14,4), %zmm6
	vcvtudq2pd	7224(%rsp,%r14,4), %zmm7
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
	vmovupd	%zmm19, 1424(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 1232(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 1488(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 1552(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm5
	vmovupd	%zmm5, 2064(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1616(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm2
	vmovupd	%zmm2, 1104(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1168(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm1
	vaddpd	%zmm1, %zmm17, %zmm20
	vaddpd	%zmm1, %zmm19, %zmm17
	vaddpd	%zmm1, %zmm18, %zmm13
	vaddpd	%zmm1, %zmm16, %zmm11
	vaddpd	%zmm1, %zmm7, %zmm9
	vaddpd	%zmm1, %zmm5, %zmm7
	vaddpd	%zmm1, %zmm6, %zmm5
	vaddpd	%zmm1, %zmm2, %zmm6
	vbroadcastsd	.LCPI0_33(%rip), %zmm31
	vmulpd	%zmm31, %zmm17, %zmm18
	vmulpd	%zmm31, %zmm20, %zmm1
	vmulpd	%zmm31, %zmm11, %zmm15
	vmulpd	%zmm31, %zmm13, %zmm19
	vmulpd	%zmm31, %zmm7, %zmm16
	vsubpd	%zmm1, %zmm21, %zmm2
	vbroadcastsd	.LCPI0_34(%rip), %zmm27
	vmulpd	%zmm27, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_35(%rip), %zmm28
	vmulpd	%zmm28, %zmm20, %zmm22
	vsubpd	%zmm1, %zmm2, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm30
	vpandq	%zmm30, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm30, %zmm23, %zmm23
	vpaddq	%zmm26, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm2, %zmm23
	vsubpd	%zmm23, %zmm2, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm21
	vmulpd	%zmm31, %zmm9, %zmm24
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm29
	vmulpd	%zmm29, %zmm20, %zmm20
	vsubpd	%zmm21, %zmm20, %zmm1 {%k1}
	vmulpd	%zmm27, %zmm17, %zmm21
	vmulpd	%zmm28, %zmm17, %zmm20
	vmovapd	%zmm23, %zmm2 {%k1}
	vsubpd	%zmm21, %zmm18, %zmm22
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpsrlq	$52, %zmm22, %zmm22
	vpandq	%zmm30, %zmm22, %zmm22
	vpaddq	%zmm26, %zmm22, %zmm22
	vpcmpgtq	%zmm22, %zmm14, %k1
	vsubpd	%zmm20, %zmm18, %zmm23
	vsubpd	%zmm23, %zmm18, %zmm14
	vsubpd	%zmm20, %zmm14, %zmm14
	vmulpd	%zmm31, %zmm6, %zmm20
	vsubpd	%zmm19, %zmm12, %zmm22
	vmulpd	%zmm29, %zmm17, %zmm17
	vsubpd	%zmm14, %zmm17, %zmm21 {%k1}
	vmulpd	%zmm27, %zmm13, %zmm14
	vmulpd	%zmm28, %zmm13, %zmm17
	vmovapd	%zmm23, %zmm18 {%k1}
	vsubpd	%zmm14, %zmm22, %zmm19
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm30, %zmm12, %zmm12
	vpsrlq	$52, %zmm19, %zmm19
	vpandq	%zmm30, %zmm19, %zmm19
	vpaddq	%zmm26, %zmm19, %zmm19
	vpcmpgtq	%zmm19, %zmm12, %k1
	vsubpd	%zmm17, %zmm22, %zmm19
	vsubpd	%zmm19, %zmm22, %zmm12
	vsubpd	%zmm17, %zmm12, %zmm25
	vmulpd	%zmm31, %zmm5, %zmm17
	vsubpd	%zmm15, %zmm10, %zmm12
	vsubpd	%zmm24, %zmm8, %zmm15
	vsubpd	%zmm16, %zmm4, %zmm16
	vsubpd	%zmm17, %zmm3, %zmm17
	vsubpd	%zmm20, %zmm0, %zmm23
	vmulpd	%zmm29, %zmm13, %zmm13
	vsubpd	%zmm25, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm27, %zmm11, %zmm13
	vmulpd	%zmm28, %zmm11, %zmm20
	vmovapd	%zmm19, %zmm22 {%k1}
	vsubpd	%zmm13, %zmm12, %zmm19
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpsrlq	$52, %zmm19, %zmm19
	vpandq	%zmm30, %zmm19, %zmm19
	vpaddq	%zmm26, %zmm19, %zmm19
	vpcmpgtq	%zmm19, %zmm10, %k1
	vsubpd	%zmm20, %zmm12, %zmm19
	vsubpd	%zmm19, %zmm12, %zmm10
	vsubpd	%zmm20, %zmm10, %zmm20
	vmulpd	%zmm27, %zmm9, %zmm10
	vmulpd	%zmm29, %zmm11, %zmm11
	vsubpd	%zmm20, %zmm11, %zmm13 {%k1}
	vmulpd	%zmm27, %zmm7, %zmm11
	vmulpd	%zmm28, %zmm9, %zmm20
	vmovapd	%zmm19, %zmm12 {%k1}
	vsubpd	%zmm10, %zmm15, %zmm19
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm30, %zmm8, %zmm8
	vpsrlq	$52, %zmm19, %zmm19
	vpandq	%zmm30, %zmm19, %zmm19
	vpaddq	%zmm26, %zmm19, %zmm19
	vpcmpgtq	%zmm19, %zmm8, %k1
	vsubpd	%zmm20, %zmm15, %zmm8
	vsubpd	%zmm8, %zmm15, %zmm19
	vsubpd	%zmm20, %zmm19, %zmm19
	vmulpd	%zmm27, %zmm5, %zmm24
	vmulpd	%zmm29, %zmm9, %zmm9
	vsubpd	%zmm19, %zmm9, %zmm10 {%k1}
	vmulpd	%zmm27, %zmm6, %zmm9
	vmulpd	%zmm28, %zmm7, %zmm19
	vmovapd	%zmm8, %zmm15 {%k1}
	vsubpd	%zmm11, %zmm16, %zmm8
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm30, %zmm4, %zmm4
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm30, %zmm8, %zmm8
	vpaddq	%zmm26, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm4, %k1
	vsubpd	%zmm19, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm8
	vsubpd	%zmm19, %zmm8, %zmm8
	vmulpd	%zmm28, %zmm5, %zmm19
	vmulpd	%zmm29, %zmm7, %zmm7
	vsubpd	%zmm8, %zmm7, %zmm11 {%k1}
	vmulpd	%zmm28, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm23, %zmm8
	vmovapd	%zmm4, %zmm16 {%k1}
	vsubpd	%zmm24, %zmm17, %zmm4
	vpsrlq	$52, %zmm3, %zmm3
	vpandq	%zmm30, %zmm3, %zmm3
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm30, %zmm4, %zmm4
	vpaddq	%zmm26, %zmm4, %zmm4
	vpcmpgtq	%zmm4, %zmm3, %k1
	vsubpd	%zmm19, %zmm17, %zmm3
	vmulpd	%zmm29, %zmm6, %zmm4
	vmulpd	%zmm29, %zmm5, %zmm5
	vsubpd	%zmm8, %zmm23, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm3, %zmm17, %zmm7
	vsubpd	%zmm19, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm23, %zmm19
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm30, %zmm0, %zmm0
	vpsrlq	$52, %zmm19, %zmm19
	vpandq	%zmm30, %zmm19, %zmm19
	vpaddq	%zmm26, %zmm19, %zmm19
	vmovapd	%zmm3, %zmm17 {%k1}
	vsubpd	%zmm7, %zmm5, %zmm24 {%k1}
	vpcmpgtq	%zmm19, %zmm0, %k1
	vmovapd	%zmm8, %zmm23 {%k1}
	vsubpd	%zmm6, %zmm4, %zmm9 {%k1}
	vsubpd	%zmm21, %zmm18, %zmm28
	vsubpd	%zmm1, %zmm2, %zmm25
	vsubpd	%zmm13, %zmm12, %zmm5
	vsubpd	%zmm14, %zmm22, %zmm30
	vsubpd	%zmm11, %zmm16, %zmm29
	vsubpd	%zmm10, %zmm15, %zmm27
	vsubpd	%zmm9, %zmm23, %zmm7
	vsubpd	%zmm24, %zmm17, %zmm20
	vsubpd	%zmm25, %zmm2, %zmm0
	vmovupd	%zmm25, 752(%rsp)
	vsubpd	%zmm28, %zmm18, %zmm2
	vsubpd	%zmm30, %zmm22, %zmm3
	vsubpd	%zmm5, %zmm12, %zmm4
	vmovapd	%zmm5, %zmm8
	vmovupd	%zmm5, 560(%rsp)
	vsubpd	%zmm27, %zmm15, %zmm5
	vsubpd	%zmm29, %zmm16, %zmm12
	vmovupd	%zmm29, 160(%rsp)
	vsubpd	%zmm20, %zmm17, %zmm15
	vsubpd	%zmm7, %zmm23, %zmm16
	vmovapd	%zmm7, %zmm17
	vmovupd	%zmm7, 3280(%rsp)
	vsubpd	%zmm21, %zmm2, %zmm2
	vmovupd	%zmm2, 288(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 432(%rsp)
	vsubpd	%zmm13, %zmm4, %zmm0
	vmovupd	%zmm0, 352(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 624(%rsp)
	vsubpd	%zmm11, %zmm12, %zmm0
	vmovupd	%zmm0, 688(%rsp)
	vsubpd	%zmm10, %zmm5, %zmm0
	vmovupd	%zmm0, 816(%rsp)
	vsubpd	%zmm9, %zmm16, %zmm0
	vmovupd	%zmm0, 1360(%rsp)
	vsubpd	%zmm24, %zmm15, %zmm0
	vmovupd	%zmm0, 880(%rsp)
	vmulpd	%zmm28, %zmm28, %zmm23
	vmovupd	%zmm28, 496(%rsp)
	vmulpd	%zmm25, %zmm25, %zmm10
	vmulpd	%zmm8, %zmm8, %zmm11
	vmulpd	%zmm10, %zmm10, %zmm12
	vmovupd	%zmm12, 4240(%rsp)
	vmulpd	%zmm23, %zmm23, %zmm2
	vmovupd	%zmm2, 2000(%rsp)
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
	vmovapd	%zmm10, %zmm8
	vmulpd	%zmm9, %zmm10, %zmm2
	vsubpd	%zmm2, %zmm6, %zmm2
	vmulpd	%zmm2, %zmm10, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 2640(%rsp)
	vmulpd	%zmm12, %zmm12, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm10, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm26
	vmulpd	%zmm9, %zmm11, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm11, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm11, %zmm1
	vmovupd	%zmm1, 2704(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm11, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm11, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm11, %zmm1
	vmovapd	%zmm11, %zmm10
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2576(%rsp)
	vmulpd	%zmm30, %zmm30, %zmm16
	vmovapd	%zmm30, %zmm15
	vmovupd	%zmm30, 224(%rsp)
	vmulpd	%zmm9, %zmm16, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm16, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm16, %zmm16, %zmm1
	vmovupd	%zmm1, 4112(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm16, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm16, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm16, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm19
	vmulpd	%zmm29, %zmm29, %zmm30
	vmulpd	%zmm9, %zmm30, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm30, %zmm30, %zmm1
	vmovupd	%zmm1, 4304(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm30, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1744(%rsp)
	vmulpd	%zmm27, %zmm27, %zmm24
	vmovapd	%zmm27, %zmm13
	vmovupd	%zmm27, 3344(%rsp)
	vmulpd	%zmm9, %zmm24, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm24, %zmm1
	vmovupd	%zmm1, 4048(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm24, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm18
	vmulpd	%zmm17, %zmm17, %zmm21
	vmulpd	%zmm9, %zmm21, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm21, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm21, %zmm21, %zmm1
	vmovupd	%zmm1, 4176(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm21, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1680(%rsp)
	vmovapd	%zmm20, %zmm14
	vmovupd	%zmm20, 3408(%rsp)
	vmulpd	%zmm20, %zmm20, %zmm22
	vmulpd	%zmm9, %zmm22, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm22, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm22, %zmm22, %zmm1
	vmovupd	%zmm1, 3920(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm22, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2512(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm2
	vmulpd	%zmm2, %zmm23, %zmm0
	vbroadcastsd	.LCPI0_44(%rip), %zmm27
	vsubpd	%zmm0, %zmm27, %zmm25
	vsubpd	%zmm25, %zmm27, %zmm12
	vsubpd	%zmm0, %zmm12, %zmm12
	vmovapd	%zmm2, %zmm1
	vmovupd	%zmm8, 944(%rsp)
	vmulpd	%zmm2, %zmm8, %zmm0
	vsubpd	%zmm0, %zmm27, %zmm17
	vsubpd	%zmm17, %zmm27, %zmm11
	vsubpd	%zmm0, %zmm11, %zmm6
	vmovapd	%zmm10, %zmm0
	vmulpd	%zmm2, %zmm10, %zmm11
	vsubpd	%zmm11, %zmm27, %zmm7
	vsubpd	%zmm7, %zmm27, %zmm10
	vsubpd	%zmm11, %zmm10, %zmm10
	vmulpd	%zmm2, %zmm16, %zmm11
	vsubpd	%zmm11, %zmm27, %zmm5
	vsubpd	%zmm5, %zmm27, %zmm9
	vsubpd	%zmm11, %zmm9, %zmm9
	vmulpd	%zmm2, %zmm30, %zmm11
	vsubpd	%zmm11, %zmm27, %zmm4
	vsubpd	%zmm4, %zmm27, %zmm20
	vsubpd	%zmm11, %zmm20, %zmm11
	vmulpd	%zmm2, %zmm24, %zmm20
	vsubpd	%zmm20, %zmm27, %zmm3
	vsubpd	%zmm3, %zmm27, %zmm31
	vsubpd	%zmm20, %zmm31, %zmm20
	vmulpd	%zmm2, %zmm21, %zmm31
	vsubpd	%zmm31, %zmm27, %zmm2
	vsubpd	%zmm2, %zmm27, %zmm29
	vsubpd	%zmm31, %zmm29, %zmm29
	vmulpd	%zmm1, %zmm22, %zmm31
	vsubpd	%zmm31, %zmm27, %zmm1
	vsubpd	%zmm1, %zmm27, %zmm27
	vsubpd	%zmm31, %zmm27, %zmm27
	vmulpd	%zmm26, %zmm8, %zmm26
	vmovupd	752(%rsp), %zmm8
	vmulpd	432(%rsp), %zmm8, %zmm31
	vsubpd	%zmm31, %zmm26, %zmm26
	vaddpd	%zmm26, %zmm6, %zmm6
	vmulpd	2640(%rsp), %zmm23, %zmm26
	vmulpd	288(%rsp), %zmm28, %zmm31
	vsubpd	%zmm31, %zmm26, %zmm26
	vaddpd	%zmm26, %zmm12, %zmm12
	vmulpd	%zmm19, %zmm16, %zmm19
	vmulpd	624(%rsp), %zmm15, %zmm26
	vsubpd	%zmm26, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm9, %zmm9
	vmulpd	2576(%rsp), %zmm0, %zmm19
	vmovapd	%zmm0, %zmm31
	vmovupd	560(%rsp), %zmm28
	vmulpd	352(%rsp), %zmm28, %zmm26
	vsubpd	%zmm26, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm10, %zmm10
	vmulpd	%zmm18, %zmm24, %zmm15
	vmulpd	816(%rsp), %zmm13, %zmm19
	vsubpd	%zmm19, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm20, %zmm15
	vmulpd	1744(%rsp), %zmm30, %zmm18
	vmovupd	160(%rsp), %zmm13
	vmulpd	688(%rsp), %zmm13, %zmm19
	vsubpd	%zmm19, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm11, %zmm19
	vmulpd	2512(%rsp), %zmm22, %zmm11
	vmulpd	880(%rsp), %zmm14, %zmm13
	vsubpd	%zmm13, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm27, %zmm20
	vmulpd	1680(%rsp), %zmm21, %zmm11
	vmovupd	1360(%rsp), %zmm26
	vmovupd	3280(%rsp), %zmm27
	vmulpd	%zmm26, %zmm27, %zmm13
	vsubpd	%zmm13, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm29, %zmm14
	vaddpd	%zmm12, %zmm25, %zmm0
	vmovupd	%zmm0, 1680(%rsp)
	vaddpd	%zmm6, %zmm17, %zmm0
	vmovupd	%zmm0, 2512(%rsp)
	vaddpd	%zmm10, %zmm7, %zmm0
	vmovupd	%zmm0, 1744(%rsp)
	vaddpd	%zmm9, %zmm5, %zmm0
	vmovupd	%zmm0, 3984(%rsp)
	vaddpd	%zmm19, %zmm4, %zmm0
	vmovupd	%zmm0, 2576(%rsp)
	vaddpd	%zmm15, %zmm3, %zmm0
	vmovupd	%zmm0, 3472(%rsp)
	vaddpd	%zmm14, %zmm2, %zmm0
	vmovupd	%zmm0, 2640(%rsp)
	vaddpd	%zmm20, %zmm1, %zmm0
	vmovupd	%zmm0, 3536(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm8
	vmovupd	944(%rsp), %zmm12
	vmulpd	%zmm8, %zmm12, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm19
	vaddpd	%zmm19, %zmm0, %zmm0
	vmulpd	4240(%rsp), %zmm12, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm9
	vmulpd	%zmm9, %zmm12, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm14
	vaddpd	%zmm14, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm12, %zmm1
	vbroadcastsd	.LCPI0_47(%rip), %zmm15
	vaddpd	%zmm15, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm2
	vmulpd	%zmm8, %zmm23, %zmm0
	vaddpd	%zmm19, %zmm0, %zmm0
	vmulpd	2000(%rsp), %zmm23, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm9, %zmm23, %zmm1
	vaddpd	%zmm14, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vmovupd	%zmm23, 3856(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm10
	vmulpd	%zmm8, %zmm16, %zmm0
	vaddpd	%zmm19, %zmm0, %zmm0
	vmulpd	4112(%rsp), %zmm16, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm9, %zmm16, %zmm1
	vaddpd	%zmm14, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm16, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm3
	vmulpd	%zmm8, %zmm31, %zmm0
	vaddpd	%zmm19, %zmm0, %zmm0
	vmulpd	2704(%rsp), %zmm31, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm9, %zmm31, %zmm1
	vaddpd	%zmm14, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm24, %zmm1
	vaddpd	%zmm19, %zmm1, %zmm1
	vmulpd	4048(%rsp), %zmm24, %zmm5
	vmulpd	%zmm1, %zmm5, %zmm1
	vmulpd	%zmm9, %zmm24, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm24, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm8, %zmm30, %zmm5
	vaddpd	%zmm19, %zmm5, %zmm5
	vmulpd	4304(%rsp), %zmm30, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm9, %zmm30, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm30, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm22, %zmm6
	vaddpd	%zmm19, %zmm6, %zmm6
	vmulpd	3920(%rsp), %zmm22, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm9, %zmm22, %zmm7
	vaddpd	%zmm14, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm22, %zmm7
	vaddpd	%zmm15, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm8, %zmm21, %zmm7
	vaddpd	%zmm19, %zmm7, %zmm7
	vmulpd	4176(%rsp), %zmm21, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm9, %zmm21, %zmm8
	vaddpd	%zmm14, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm21, %zmm8
	vaddpd	%zmm15, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	496(%rsp), %zmm23, %zmm4
	vmovupd	%zmm4, 2000(%rsp)
	vmulpd	%zmm10, %zmm4, %zmm9
	vbroadcastsd	.LCPI0_10(%rip), %zmm29
	vmovupd	288(%rsp), %zmm11
	vmulpd	%zmm29, %zmm11, %zmm10
	vsubpd	%zmm9, %zmm10, %zmm9
	vmulpd	752(%rsp), %zmm12, %zmm18
	vmulpd	%zmm2, %zmm18, %zmm2
	vmulpd	432(%rsp), %zmm29, %zmm14
	vsubpd	%zmm2, %zmm14, %zmm2
	vmovupd	%zmm2, 2704(%rsp)
	vmulpd	%zmm31, %zmm28, %zmm14
	vmulpd	%zmm0, %zmm14, %zmm0
	vmovupd	352(%rsp), %zmm17
	vmulpd	%zmm29, %zmm17, %zmm15
	vsubpd	%zmm0, %zmm15, %zmm13
	vmulpd	224(%rsp), %zmm16, %zmm15
	vmulpd	%zmm3, %zmm15, %zmm3
	vmovupd	624(%rsp), %zmm8
	vmulpd	%zmm29, %zmm8, %zmm19
	vsubpd	%zmm3, %zmm19, %zmm3
	vmulpd	160(%rsp), %zmm30, %zmm19
	vmulpd	%zmm5, %zmm19, %zmm5
	vmovupd	688(%rsp), %zmm4
	vmulpd	%zmm29, %zmm4, %zmm20
	vsubpd	%zmm5, %zmm20, %zmm5
	vmovupd	3344(%rsp), %zmm28
	vmulpd	%zmm24, %zmm28, %zmm20
	vmulpd	%zmm1, %zmm20, %zmm1
	vmovupd	816(%rsp), %zmm2
	vmulpd	%zmm29, %zmm2, %zmm23
	vsubpd	%zmm1, %zmm23, %zmm10
	vmovapd	%zmm27, %zmm25
	vmulpd	%zmm21, %zmm27, %zmm23
	vmulpd	%zmm7, %zmm23, %zmm7
	vmovapd	%zmm26, %zmm1
	vmulpd	%zmm29, %zmm26, %zmm26
	vsubpd	%zmm7, %zmm26, %zmm7
	vmovupd	3408(%rsp), %zmm12
	vmulpd	%zmm22, %zmm12, %zmm26
	vmulpd	%zmm6, %zmm26, %zmm6
	vmovupd	880(%rsp), %zmm0
	vmulpd	%zmm29, %zmm0, %zmm27
	vsubpd	%zmm6, %zmm27, %zmm6
	vmulpd	3856(%rsp), %zmm9, %zmm9
	vmovupd	2704(%rsp), %zmm27
	vmulpd	944(%rsp), %zmm27, %zmm27
	vmulpd	%zmm13, %zmm31, %zmm13
	vmulpd	%zmm3, %zmm16, %zmm3
	vmulpd	%zmm5, %zmm30, %zmm5
	vmulpd	%zmm10, %zmm24, %zmm10
	vmulpd	%zmm7, %zmm21, %zmm7
	vmulpd	%zmm6, %zmm22, %zmm6
	vsubpd	432(%rsp), %zmm27, %zmm21
	vsubpd	%zmm11, %zmm9, %zmm9
	vsubpd	%zmm8, %zmm3, %zmm3
	vsubpd	%zmm17, %zmm13, %zmm13
	vsubpd	%zmm2, %zmm10, %zmm11
	vsubpd	%zmm4, %zmm5, %zmm5
	vsubpd	%zmm0, %zmm6, %zmm6
	vsubpd	%zmm1, %zmm7, %zmm7
	vbroadcastsd	.LCPI0_50(%rip), %zmm16
	vmulpd	%zmm16, %zmm18, %zmm10
	vaddpd	%zmm10, %zmm21, %zmm2
	vmulpd	2000(%rsp), %zmm16, %zmm8
	vaddpd	%zmm8, %zmm9, %zmm8
	vmulpd	%zmm16, %zmm15, %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm16, %zmm14, %zmm9
	vaddpd	%zmm9, %zmm13, %zmm0
	vmulpd	%zmm16, %zmm20, %zmm9
	vaddpd	%zmm9, %zmm11, %zmm1
	vmulpd	%zmm16, %zmm19, %zmm9
	vaddpd	%zmm9, %zmm5, %zmm5
	vmulpd	%zmm16, %zmm26, %zmm9
	vaddpd	%zmm9, %zmm6, %zmm6
	vmulpd	%zmm16, %zmm23, %zmm9
	vaddpd	%zmm9, %zmm7, %zmm7
	vmovupd	752(%rsp), %zmm4
	vsubpd	%zmm2, %zmm4, %zmm24
	vmovupd	496(%rsp), %zmm2
	vsubpd	%zmm8, %zmm2, %zmm23
	vmovupd	224(%rsp), %zmm2
	vsubpd	%zmm3, %zmm2, %zmm22
	vmovupd	560(%rsp), %zmm2
	vsubpd	%zmm0, %zmm2, %zmm21
	vsubpd	%zmm1, %zmm28, %zmm19
	vmovupd	160(%rsp), %zmm0
	vsubpd	%zmm5, %zmm0, %zmm20
	vsubpd	%zmm6, %zmm12, %zmm18
	vsubpd	%zmm7, %zmm25, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm0
	vmovupd	2512(%rsp), %zmm14
	vxorpd	%zmm0, %zmm14, %zmm10
	vmovupd	1680(%rsp), %zmm17
	vxorpd	%zmm0, %zmm17, %zmm9
	vmovupd	3984(%rsp), %zmm12
	vxorpd	%zmm0, %zmm12, %zmm8
	vmovupd	1744(%rsp), %zmm15
	vxorpd	%zmm0, %zmm15, %zmm7
	vmovupd	3472(%rsp), %zmm4
	vxorpd	%zmm0, %zmm4, %zmm6
	vmovupd	2576(%rsp), %zmm13
	vxorpd	%zmm0, %zmm13, %zmm5
	vmovupd	3536(%rsp), %zmm26
	vxorpd	%zmm0, %zmm26, %zmm3
	vmovupd	2640(%rsp), %zmm25
	vxorpd	%zmm0, %zmm25, %zmm2
	vpbroadcastq	.LCPI0_53(%rip), %zmm1
	vmovdqu64	1424(%rsp), %zmm16
	vptestnmq	%zmm1, %zmm16, %k1
	vmovapd	%zmm17, %zmm9 {%k1}
	vxorpd	%zmm0, %zmm23, %zmm23 {%k1}
	vmovdqu64	1232(%rsp), %zmm17
	vptestnmq	%zmm1, %zmm17, %k1
	vmovapd	%zmm14, %zmm10 {%k1}
	vxorpd	%zmm0, %zmm24, %zmm24 {%k1}
	vmovdqu64	1488(%rsp), %zmm14
	vptestnmq	%zmm1, %zmm14, %k1
	vmovapd	%zmm15, %zmm7 {%k1}
	vxorpd	%zmm0, %zmm21, %zmm21 {%k1}
	vmovdqu64	1552(%rsp), %zmm15
	vptestnmq	%zmm1, %zmm15, %k1
	vmovapd	%zmm12, %zmm8 {%k1}
	vxorpd	%zmm0, %zmm22, %zmm22 {%k1}
	vmovdqu64	2064(%rsp), %zmm12
	vptestnmq	%zmm1, %zmm12, %k1
	vmovapd	%zmm13, %zmm5 {%k1}
	vxorpd	%zmm0, %zmm20, %zmm20 {%k1}
	vmovdqu64	1616(%rsp), %zmm13
	vptestnmq	%zmm1, %zmm13, %k1
	vmovapd	%zmm4, %zmm6 {%k1}
	vxorpd	%zmm0, %zmm19, %zmm19 {%k1}
	vmovdqu64	1104(%rsp), %zmm4
	vptestnmq	%zmm1, %zmm4, %k1
	vmovapd	%zmm25, %zmm2 {%k1}
	vxorpd	%zmm0, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	1168(%rsp), %zmm11
	vptestnmq	%zmm1, %zmm11, %k1
	vmovapd	%zmm26, %zmm3 {%k1}
	vxorpd	%zmm0, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm0
	vptestnmq	%zmm0, %zmm17, %k1
	vmovapd	%zmm10, %zmm24 {%k1}
	vmovupd	%zmm24, 432(%rsp)
	vptestnmq	%zmm0, %zmm16, %k1
	vmovapd	%zmm9, %zmm23 {%k1}
	vmovupd	%zmm23, 752(%rsp)
	vptestnmq	%zmm0, %zmm15, %k1
	vmovapd	%zmm8, %zmm22 {%k1}
	vmovupd	%zmm22, 816(%rsp)
	vptestnmq	%zmm0, %zmm14, %k1
	vmovapd	%zmm7, %zmm21 {%k1}
	vmovupd	%zmm21, 688(%rsp)
	vptestnmq	%zmm0, %zmm13, %k1
	vmovapd	%zmm6, %zmm19 {%k1}
	vmovupd	%zmm19, 880(%rsp)
	vptestnmq	%zmm0, %zmm12, %k1
	vmovapd	%zmm5, %zmm20 {%k1}
	vmovupd	%zmm20, 352(%rsp)
	vptestnmq	%zmm0, %zmm11, %k1
	vmovapd	%zmm3, %zmm18 {%k1}
	vmovupd	%zmm18, 288(%rsp)
	vptestnmq	%zmm0, %zmm4, %k1
	vmovapd	%zmm2, %zmm25 {%k1}
	vmovupd	%zmm25, 624(%rsp)
	vcvtudq2pd	4952(%rsp,%r14,4), %zmm0
	vcvtudq2pd	4984(%rsp,%r14,4), %zmm1
	vcvtudq2pd	5016(%rsp,%r14,4), %zmm2
	vcvtudq2pd	5048(%rsp,%r14,4), %zmm3
	vcvtudq2pd	5080(%rsp,%r14,4), %zmm4
	vcvtudq2pd	5112(%rsp,%r14,4), %zmm5
	vcvtudq2pd	5144(%rsp,%r14,4), %zmm6
	vcvtudq2pd	5176(%rsp,%r14,4), %zmm7
	vaddpd	%zmm29, %zmm1, %zmm1
	vaddpd	%zmm29, %zmm0, %zmm0
	vaddpd	%zmm29, %zmm3, %zmm3
	vaddpd	%zmm29, %zmm2, %zmm2
	vaddpd	%zmm29, %zmm5, %zmm5
	vaddpd	%zmm29, %zmm4, %zmm4
	vaddpd	%zmm29, %zmm7, %zmm7
	vaddpd	%zmm29, %zmm6, %zmm6
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
	vmovdqu64	%zmm9, 2064(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1616(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1104(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1168(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 944(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 496(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 224(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 560(%rsp)
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
	vmovupd	%zmm3, 160(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm31, %zmm2
	vdivpd	%zmm2, %zmm31, %zmm2
	vmovupd	%zmm2, 1488(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1552(%rsp)
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
	vmovupd	%zmm3, 1360(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 4304(%rsp)
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
	vmovupd	%zmm1, 4176(%rsp)
	vpaddq	%zmm11, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm2
	vmovupd	%zmm2, 1424(%rsp)
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
	vmovupd	%zmm2, 4112(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 4048(%rsp)
	vpaddq	%zmm11, %zmm30, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 2000(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm18
	vmulpd	%zmm18, %zmm18, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 2640(%rsp)
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
	vmovupd	%zmm0, 4240(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm12
	vmulpd	%zmm12, %zmm12, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1680(%rsp)
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
	vaddpd	4304(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	1360(%rsp), %zmm22, %zmm22
	vaddpd	4176(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2704(%rsp), %zmm27, %zmm27
	vaddpd	4048(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	4112(%rsp), %zmm9, %zmm9
	vaddpd	1744(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm18, %zmm7
	vaddpd	2640(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm30, %zmm11
	vmulpd	%zmm11, %zmm12, %zmm5
	vaddpd	1680(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	%zmm31, 2576(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	1488(%rsp), %zmm2, %zmm12
	vmovupd	160(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1552(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	2000(%rsp), %zmm7, %zmm7
	vmovupd	1424(%rsp), %zmm18
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
	vmulpd	4240(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm6
	vpsrlq	$20, 2064(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm10
	vpaddq	%zmm10, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm13
	vmulpd	%zmm13, %zmm11, %zmm23
	vaddpd	%zmm12, %zmm23, %zmm12
	vpsrlq	$20, 1616(%rsp), %zmm23
	vpaddq	%zmm10, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm13, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1104(%rsp), %zmm25
	vpaddq	%zmm10, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm13, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1168(%rsp), %zmm27
	vpaddq	%zmm10, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm13, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 944(%rsp), %zmm28
	vpaddq	%zmm10, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm13, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 496(%rsp), %zmm29
	vpaddq	%zmm10, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm13, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 224(%rsp), %zmm30
	vpaddq	%zmm10, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm13, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 560(%rsp), %zmm31
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
	vaddpd	160(%rsp), %zmm2, %zmm2
	vaddpd	2576(%rsp), %zmm0, %zmm0
	vaddpd	%zmm7, %zmm18, %zmm7
	vaddpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm1, %zmm26, %zmm1
	vbroadcastsd	.LCPI0_0(%rip), %zmm26
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
	vmulpd	432(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	752(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	816(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	688(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	880(%rsp), %zmm3, %zmm3
	vmulpd	352(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	288(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	624(%rsp), %zmm6, %zmm6
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
	vinsertf64x4	$1, %ymm4, %zmm3, %zmm3
	vinserti64x4	$1, %ymm5, %zmm1, %zmm1
	vmovdqu64	%zmm0, 4952(%rsp,%r14,4)
	vmovupd	%zmm2, 5016(%rsp,%r14,4)
	vmovupd	%zmm3, 5080(%rsp,%r14,4)
	vmovdqu64	%zmm1, 5144(%rsp,%r14,4)
	addq	$64, %r14
	cmpq	%r14, %rax
	jne	.LBB0_115
	cmpq	%rax, %r8
	vmovsd	.LCPI0_10(%rip), %xmm21
	vmovq	.LCPI0_11(%rip), %xmm31
	vmovq	.LCPI0_17(%rip), %xmm4
	vmovsd	.LCPI0_18(%rip), %xmm25
	vmovq	.LCPI0_22(%rip), %xmm17
	vmovsd	.LCPI0_27(%rip), %xmm7
	movl	-128(%rsp), %r14d
	vmovsd	.LCPI0_29(%rip), %xmm8
	vmovq	.LCPI0_31(%rip), %xmm11
	vmovq	.LCPI0_32(%rip), %xmm12
	vmovq	.LCPI0_55(%rip), %xmm13
	vmovq	.LCPI0_34(%rip), %xmm14
	vmovq	.LCPI0_35(%rip), %xmm15
	vmovq	.LCPI0_36(%rip), %xmm18
	vpbroadcastq	.LCPI0_37(%rip), %xmm19
	vmovq	.LCPI0_38(%rip), %xmm20
	vmovq	.LCPI0_39(%rip), %xmm23
	vmovq	.LCPI0_40(%rip), %xmm24
	vmovq	.LCPI0_56(%rip), %xmm27
	vmovq	.LCPI0_42(%rip), %xmm28
	vmovq	.LCPI0_43(%rip), %xmm30
	vmovq	.LCPI0_44(%rip), %xmm10
	vmovq	.LCPI0_45(%rip), %xmm16
	vmovq	.LCPI0_47(%rip), %xmm9
	vmovq	.LCPI0_48(%rip), %xmm22
	vmovq	.LCPI0_49(%rip), %xmm26
	je	.LBB0_95
	movq	-80(%rsp), %rdi
	movq	%rdi, %rax
	testb	$56, -56(%rsp)
	je	.LBB0_94
.LBB0_118:
	vbroadcastsd	.LCPI0_10(%rip), %zmm10
	vbroadcastsd	.LCPI0_11(%rip), %zmm11
	vbroadcastsd	.LCPI0_29(%rip), %zmm17
	vbroadcastsd	.LCPI0_30(%rip), %zmm14
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vbroadcastsd	.LCPI0_32(%rip), %zmm16
	vbroadcastsd	.LCPI0_55(%rip), %zmm18
	vbroadcastsd	.LCPI0_34(%rip), %zmm19
	vbroadcastsd	.LCPI0_35(%rip), %zmm20
	vbroadcastsd	.LCPI0_36(%rip), %zmm22
	vpbroadcastq	.LCPI0_37(%rip), %zmm23
	vbroadcastsd	.LCPI0_38(%rip), %zmm24
	vbroadcastsd	.LCPI0_39(%rip), %zmm26
	vbroadcastsd	.LCPI0_40(%rip), %zmm27
	vbroadcastsd	.LCPI0_56(%rip), %zmm28
	vbroadcastsd	.LCPI0_42(%rip), %zmm29
	vbroadcastsd	.LCPI0_43(%rip), %zmm30
	vbroadcastsd	.LCPI0_44(%rip), %zmm12
	vbroadcastsd	.LCPI0_51(%rip), %zmm13
	movq	88(%rsp), %r9
	vpbroadcastq	.LCPI0_0(%rip), %zmm31
	.p2align	4
.LBB0_119:
	vcvtudq2pd	4952(%rsp,%rax,4), %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm0, %zmm0
	vcvtudq2pd	7000(%rsp,%rax,4), %zmm1
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
	vmulpd	%zmm17, %zmm1, %zmm2
	vmulpd	%zmm14, %zmm2, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vaddpd	%zmm16, %zmm1, %zmm3
	vmulpd	%zmm18, %zmm3, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm4
	vmulpd	%zmm19, %zmm3, %zmm5
	vmulpd	%zmm20, %zmm3, %zmm6
	vsubpd	%zmm6, %zmm4, %zmm7
	vmulpd	%zmm22, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm4, %zmm8
	vsubpd	%zmm6, %zmm8, %zmm6
	vsubpd	%zmm5, %zmm4, %zmm8
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm23, %zmm2, %zmm2
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm23, %zmm8, %zmm8
	vpaddq	%zmm31, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm2, %k1
	vmovapd	%zmm7, %zmm4 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm5 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm3
	vsubpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm24, %zmm4, %zmm6
	vaddpd	%zmm26, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm27, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm28, %zmm4, %zmm7
	vaddpd	%zmm29, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm30, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm10, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm12, %zmm8
	vsubpd	%zmm8, %zmm12, %zmm9
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
	vmulpd	.LCPI0_28(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovdqu	%ymm0, 4952(%rsp,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %r9
	jne	.LBB0_119
	movq	%r9, %rdi
	cmpq	%r9, %r8
	vmovsd	.LCPI0_27(%rip), %xmm7
	vmovsd	.LCPI0_29(%rip), %xmm8
	vmovq	.LCPI0_31(%rip), %xmm11
	vmovq	.LCPI0_32(%rip), %xmm12
	vmovq	.LCPI0_55(%rip), %xmm13
	vmovq	.LCPI0_34(%rip), %xmm14
	vmovq	.LCPI0_35(%rip), %xmm15
	vmovq	.LCPI0_36(%rip), %xmm18
	vpbroadcastq	.LCPI0_37(%rip), %xmm19
	vmovq	.LCPI0_38(%rip), %xmm20
	vmovq	.LCPI0_39(%rip), %xmm23
	vmovq	.LCPI0_40(%rip), %xmm24
	vmovq	.LCPI0_56(%rip), %xmm27
	vmovq	.LCPI0_42(%rip), %xmm28
	vmovq	.LCPI0_43(%rip), %xmm30
	vmovq	.LCPI0_44(%rip), %xmm10
	vmovq	.LCPI0_45(%rip), %xmm16
	vmovq	.LCPI0_47(%rip), %xmm9
	vmovq	.LCPI0_48(%rip), %xmm22
	vmovq	.LCPI0_49(%rip), %xmm26
	vmovq	.LCPI0_11(%rip), %xmm31
	vmovq	.LCPI0_17(%rip), %xmm4
	vmovq	.LCPI0_22(%rip), %xmm17
	je	.LBB0_95
	.p2align	4
.LBB0_94:
	vpxord	%xmm29, %xmm29, %xmm29
	vcvtusi2sdl	4952(%rsp,%rdi,4), %xmm29, %xmm0
	vaddsd	%xmm21, %xmm0, %xmm0
	vmulsd	%xmm31, %xmm0, %xmm0
	vpxord	%xmm29, %xmm29, %xmm29
	vcvtusi2sdl	7000(%rsp,%rdi,4), %xmm29, %xmm1
	vaddsd	%xmm21, %xmm1, %xmm1
	vmulsd	%xmm31, %xmm1, %xmm1
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
	vmulsd	%xmm21, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vaddsd	%xmm25, %xmm0, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmovapd	%xmm25, %xmm31
	vmovapd	%xmm4, %xmm25
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmulsd	%xmm17, %xmm5, %xmm6
	vaddsd	.LCPI0_23(%rip), %xmm6, %xmm6
	vmovapd	%xmm8, %xmm29
	vmovdqa	%xmm9, %xmm8
	vmovdqa	%xmm11, %xmm9
	vmovdqa64	%xmm22, %xmm11
	vmovdqa64	%xmm12, %xmm22
	vmovdqa64	%xmm26, %xmm12
	vmovdqa64	%xmm13, %xmm26
	vmovdqa	%xmm14, %xmm13
	vmovdqa	%xmm15, %xmm14
	vmovdqa64	%xmm18, %xmm15
	vmovdqa64	%xmm19, %xmm18
	vmovdqa64	%xmm20, %xmm19
	vmovdqa64	%xmm23, %xmm20
	vmovdqa64	%xmm24, %xmm23
	vmovdqa64	%xmm27, %xmm24
	vmovdqa64	%xmm28, %xmm27
	vmovdqa64	%xmm30, %xmm28
	vmovdqa64	%xmm16, %xmm30
	vmovddup	.LCPI0_19(%rip), %xmm16
	vunpcklpd	%xmm6, %xmm16, %xmm6
	vmovdqa64	%xmm30, %xmm16
	vmovdqa64	%xmm28, %xmm30
	vmovdqa64	%xmm27, %xmm28
	vmovdqa64	%xmm24, %xmm27
	vmovdqa64	%xmm23, %xmm24
	vmovdqa64	%xmm20, %xmm23
	vmovdqa64	%xmm19, %xmm20
	vmovdqa64	%xmm18, %xmm19
	vmovdqa64	%xmm15, %xmm18
	vmovdqa	%xmm14, %xmm15
	vmovdqa	%xmm13, %xmm14
	vmovdqa64	%xmm26, %xmm13
	vmovdqa64	%xmm12, %xmm26
	vmovdqa64	%xmm22, %xmm12
	vmovdqa64	%xmm11, %xmm22
	vmovdqa	%xmm9, %xmm11
	vmovdqa	%xmm8, %xmm9
	vmovddup	%xmm5, %xmm5
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	.LCPI0_58(%rip), %xmm6, %xmm6
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	.LCPI0_59(%rip), %xmm6, %xmm6
	vunpcklpd	%xmm4, %xmm5, %xmm4
	vmulpd	%xmm6, %xmm4, %xmm4
	vshufpd	$1, %xmm4, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm4, %xmm4
	vcvtsi2sd	%r10, %xmm21, %xmm5
	vaddsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmulsd	.LCPI0_26(%rip), %xmm5, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm7, %xmm5, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm0
	vmulsd	%xmm29, %xmm1, %xmm1
	vmulsd	.LCPI0_30(%rip), %xmm1, %xmm2
	vaddsd	%xmm2, %xmm11, %xmm2
	vmovq	%xmm2, %rax
	vaddsd	%xmm2, %xmm12, %xmm2
	vmulsd	%xmm2, %xmm13, %xmm3
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm2, %xmm14, %xmm4
	vmulsd	%xmm2, %xmm15, %xmm5
	vsubsd	%xmm5, %xmm3, %xmm6
	vmulsd	%xmm18, %xmm2, %xmm2
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
	vaddsd	%xmm23, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vaddsd	%xmm24, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm27, %xmm3, %xmm6
	vaddsd	%xmm28, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm30, %xmm6, %xmm6
	vmulsd	%xmm4, %xmm4, %xmm7
	vmulsd	%xmm6, %xmm7, %xmm6
	vaddsd	%xmm6, %xmm5, %xmm5
	vmulsd	%xmm21, %xmm3, %xmm6
	vsubsd	%xmm6, %xmm10, %xmm7
	vsubsd	%xmm7, %xmm10, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vmovsd	.LCPI0_29(%rip), %xmm8
	vaddsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm7, %xmm5
	vmulsd	%xmm16, %xmm3, %xmm6
	vaddsd	.LCPI0_46(%rip), %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm6, %xmm9, %xmm6
	vmulsd	%xmm22, %xmm3, %xmm7
	vaddsd	%xmm26, %xmm7, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm21, %xmm2, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmovsd	.LCPI0_27(%rip), %xmm7
	vmulsd	%xmm4, %xmm3, %xmm3
	vmovapd	%xmm25, %xmm4
	vmovapd	%xmm31, %xmm25
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	.LCPI0_50(%rip), %xmm6, %xmm3
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
	vmovsd	.LCPI0_11(%rip), %xmm31
	kmovd	%eax, %k1
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vmulsd	.LCPI0_28(%rip), %xmm0, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 4952(%rsp,%rdi,4)
	incq	%rdi
	cmpq	%r8, %rdi
	jb	.LBB0_94
.LBB0_95:
	vmovdqa64	%xmm17, %xmm1
	cmpq	$4, %r8
	setb	%al
	orb	104(%rsp), %al
	testb	$1, %al
	je	.LBB0_97
	xorl	%eax, %eax
	movl	$2143289344, %esi
	vbroadcastss	.LCPI0_60(%rip), %xmm5
	vmovss	.LCPI0_61(%rip), %xmm6
	vpxord	%xmm26, %xmm26, %xmm26
	vpbroadcastq	.LCPI0_9(%rip), %zmm14
	movq	8(%rsp), %r10
	movq	(%rsp), %r15
	vmovapd	-32(%rsp), %xmm4
	vmovdqu64	1808(%rsp), %zmm13
	vmovdqu64	2384(%rsp), %zmm15
	vmovdqu64	2128(%rsp), %zmm18
	vmovdqu64	2448(%rsp), %zmm19
	vmovdqu64	1872(%rsp), %zmm20
	vmovdqu64	2320(%rsp), %zmm23
	vmovdqu64	2256(%rsp), %zmm24
	vmovdqu64	1936(%rsp), %zmm27
	vmovdqu64	3152(%rsp), %zmm25
	vmovdqu64	3728(%rsp), %zmm17
	vmovdqa64	%xmm1, %xmm28
	vmovaps	112(%rsp), %xmm31
	jmp	.LBB0_106
	.p2align	4
.LBB0_97:
	cmpq	$16, %r8
	movl	$2143289344, %esi
	vbroadcastss	.LCPI0_60(%rip), %xmm5
	vmovss	.LCPI0_61(%rip), %xmm6
	vmovups	4688(%rsp), %zmm10
	vpxord	%xmm26, %xmm26, %xmm26
	movq	8(%rsp), %r10
	movq	(%rsp), %r15
	vmovdqu64	3728(%rsp), %zmm17
	jae	.LBB0_99
	xorl	%edi, %edi
	vpbroadcastq	.LCPI0_9(%rip), %zmm14
	vmovdqu64	1808(%rsp), %zmm13
	vmovdqu64	2384(%rsp), %zmm15
	vmovdqu64	2128(%rsp), %zmm18
	vmovdqu64	2448(%rsp), %zmm19
	vmovdqu64	1872(%rsp), %zmm20
	vmovdqu64	2320(%rsp), %zmm23
	vmovdqu64	2256(%rsp), %zmm24
	vmovdqu64	1936(%rsp), %zmm27
	vmovdqu64	3152(%rsp), %zmm25
	vmovdqa64	%xmm1, %xmm28
	vmovaps	112(%rsp), %xmm31
	jmp	.LBB0_103
	.p2align	4
.LBB0_99:
	vbroadcastss	112(%rsp), %zmm0
	xorl	%eax, %eax
	vbroadcastss	.LCPI0_60(%rip), %zmm11
	vbroadcastss	.LCPI0_61(%rip), %zmm12
	vpxor	%xmm13, %xmm13, %xmm13
	vpbroadcastd	.LCPI0_64(%rip), %zmm14
	movq	-8(%rsp), %rdi
	vmovdqu64	2384(%rsp), %zmm15
	vmovdqu64	2128(%rsp), %zmm18
	vmovdqu64	2448(%rsp), %zmm19
	vmovdqu64	1872(%rsp), %zmm20
	vmovdqu64	2320(%rsp), %zmm23
	vmovdqu64	2256(%rsp), %zmm24
	vmovdqu64	1936(%rsp), %zmm27
	vmovdqa64	%xmm1, %xmm28
	.p2align	4
.LBB0_100:
	vmovups	(%r10,%rax,4), %zmm1
	vsubps	(%r15,%rax,4), %zmm1, %zmm2
	vandps	%zmm11, %zmm2, %zmm3
	vcmpleps	%zmm12, %zmm3, %k1
	vbroadcastss	.LCPI0_62(%rip), %zmm3 {%k1} {z}
	vaddps	%zmm2, %zmm2, %zmm4
	vmulps	%zmm3, %zmm4, %zmm3
	vblendmps	%zmm13, %zmm12, %zmm4 {%k1}
	vcmpltps	%zmm2, %zmm13, %k1
	vcmpltps	%zmm13, %zmm2, %k2
	vbroadcastss	.LCPI0_63(%rip), %zmm2 {%k2}
	vmulps	%zmm2, %zmm4, %zmm2
	vmovaps	%zmm4, %zmm2 {%k1}
	vaddps	%zmm2, %zmm3, %zmm2
	vmulps	%zmm2, %zmm10, %zmm2
	vsubps	%zmm2, %zmm1, %zmm1
	vmulps	4952(%rsp,%rax,4), %zmm0, %zmm2
	vaddps	%zmm1, %zmm2, %zmm1
	vandps	%zmm11, %zmm1, %zmm2
	vpcmpgtd	%zmm14, %zmm2, %k1
	vpbroadcastd	.LCPI0_65(%rip), %zmm1 {%k1}
	vmovdqu64	%zmm1, (%r10,%rax,4)
	addq	$16, %rax
	cmpq	%rax, %rdi
	jne	.LBB0_100
	cmpq	%rdi, %r8
	vpbroadcastq	.LCPI0_9(%rip), %zmm14
	vmovapd	-32(%rsp), %xmm4
	vmovdqu64	1808(%rsp), %zmm13
	vmovdqu64	3152(%rsp), %zmm25
	vmovaps	112(%rsp), %xmm31
	je	.LBB0_107
	movq	-8(%rsp), %rax
	movq	%rax, %rdi
	testb	$12, -56(%rsp)
	je	.LBB0_106
.LBB0_103:
	vbroadcastss	%xmm31, %xmm0
	vbroadcastss	.LCPI0_61(%rip), %xmm11
	vxorps	%xmm12, %xmm12, %xmm12
	movq	80(%rsp), %r9
	.p2align	4
.LBB0_104:
	vmovups	(%r10,%rdi,4), %xmm1
	vsubps	(%r15,%rdi,4), %xmm1, %xmm2
	vandps	%xmm5, %xmm2, %xmm3
	vcmpleps	%xmm11, %xmm3, %k1
	vbroadcastss	.LCPI0_62(%rip), %xmm3 {%k1} {z}
	vaddps	%xmm2, %xmm2, %xmm4
	vmulps	%xmm3, %xmm4, %xmm3
	vblendmps	%xmm12, %xmm11, %xmm4 {%k1}
	vcmpltps	%xmm2, %xmm12, %k1
	vcmpltps	%xmm12, %xmm2, %k2
	vbroadcastss	.LCPI0_63(%rip), %xmm2 {%k2}
	vmulps	%xmm2, %xmm4, %xmm2
	vmovaps	%xmm4, %xmm2 {%k1}
	vaddps	%xmm2, %xmm3, %xmm2
	vmulps	%xmm2, %xmm10, %xmm2
	vsubps	%xmm2, %xmm1, %xmm1
	vmulps	4952(%rsp,%rdi,4), %xmm0, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
	vandps	%xmm5, %xmm1, %xmm2
	vpcmpgtd	.LCPI0_64(%rip){1to4}, %xmm2, %k1
	vpbroadcastd	.LCPI0_65(%rip), %xmm1 {%k1}
	vmovdqu	%xmm1, (%r10,%rdi,4)
	addq	$4, %rdi
	cmpq	%rdi, %r9
	jne	.LBB0_104
	movq	%r9, %rax
	cmpq	%r9, %r8
	vmovapd	-32(%rsp), %xmm4
	je	.LBB0_107
	.p2align	4
.LBB0_106:
	vmovss	(%r10,%rax,4), %xmm0
	vsubss	(%r15,%rax,4), %xmm0, %xmm1
	vandps	%xmm5, %xmm1, %xmm2
	vucomiss	%xmm2, %xmm6
	setae	%dil
	kmovd	%edi, %k1
	vmovss	.LCPI0_62(%rip), %xmm2 {%k1} {z}
	vaddss	%xmm1, %xmm1, %xmm3
	vmulss	%xmm2, %xmm3, %xmm2
	vmovaps	%xmm6, %xmm3
	vmovss	%xmm26, %xmm3, %xmm3 {%k1}
	vcmpltss	%xmm26, %xmm1, %k1
	vcmpltss	%xmm1, %xmm26, %k2
	vmovss	.LCPI0_63(%rip), %xmm1 {%k1}
	vmovss	%xmm6, %xmm1, %xmm1 {%k2}
	vmulss	%xmm1, %xmm3, %xmm1
	vaddss	%xmm1, %xmm2, %xmm1
	vmulss	%xmm1, %xmm4, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmulss	4952(%rsp,%rax,4), %xmm31, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %edi
	movl	%edi, %r9d
	andl	$2147483647, %r9d
	cmpl	$2139095041, %r9d
	cmovael	%esi, %edi
	movl	%edi, (%r10,%rax,4)
	incq	%rax
	cmpq	%r8, %rax
	jb	.LBB0_106
	jmp	.LBB0_107
.LBB0_76:
	vmovss	4432(%rsp), %xmm1
	vmulss	52(%rsp), %xmm1, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm4
	vcmpltss	%xmm0, %xmm26, %k1
	vmovss	%xmm4, %xmm4, %xmm26 {%k1} {z}
	vmovaps	%xmm26, 112(%rsp)
	vmulss	56(%rsp), %xmm1, %xmm1
	vmovss	%xmm1, 4432(%rsp)
	jmp	.LBB0_77
.LBB0_1:
	cmpq	%r8, %rsi
	jae	.LBB0_59
	cmpq	$0, -72(%rsp)
	je	.LBB0_59
	movq	%rsi, %rax
	imulq	%r13, %rax
	movq	%rax, 416(%rsp)
	leaq	(,%rax,4), %r15
	leaq	(,%r13,4), %rdx
	leaq	4(,%rsi,4), %rax
	imulq	%r13, %rax
	movq	%rax, 128(%rsp)
	testl	%ecx, %ecx
	movq	%r15, 72(%rsp)
	je	.LBB0_10
	movq	16(%rdi), %rcx
	movl	$3449720151, %r14d
	movq	%r11, %rax
	shrq	$32, %rax
	leaq	1013904242(%r11), %rbx
	leaq	1993301258(%rax), %rdi
	leaq	842468239(%rax), %r12
	movq	%r12, 3792(%rsp)
	leaq	2027808484(%r11), %r8
	movq	%r8, 3728(%rsp)
	leaq	1684936478(%rax), %r8
	movq	%r8, 3152(%rsp)
	movq	%rsi, -112(%rsp)
	movq	%r8, %rsi
	leaq	534103459(%rax), %r8
	movq	%r8, 2128(%rsp)
	leaq	-795284382(%r11,%r14), %rbp
	leaq	-305585874(%rax,%r14), %r10
	movq	%r10, 4688(%rsp)
	movq	%rdx, -56(%rsp)
	leaq	218619860(%r11,%r14), %rdx
	leaq	536882365(%rax,%r14), %r10
	leaq	(%rax,%r14), %r8
	addq	$-613950654, %r8
	leaq	(%rax,%r14), %r9
	addq	$228517585, %r9
	movq	%r13, %rax
	andq	$-64, %rax
	movq	%rax, -120(%rsp)
	vpbroadcastq	%r11, %zmm21
	movq	%rbp, 104(%rsp)
	vpbroadcastq	%rbp, %zmm0
	vmovdqu64	%zmm0, 4624(%rsp)
	vpbroadcastq	%rbx, %zmm11
	movq	%rdi, (%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 4496(%rsp)
	movq	%r10, 4880(%rsp)
	movq	%rdx, %rax
	leaq	(,%r13,4), %rdx
	movq	%rax, 4560(%rsp)
	vpbroadcastq	%rax, %zmm13
	vpbroadcastq	%r12, %zmm2
	leaq	2027808484(%r11), %rax
	vpbroadcastq	%rax, %zmm19
	vpbroadcastq	%r10, %zmm12
	movq	%r9, 16(%rsp)
	movq	%r8, %rax
	movq	%r8, 4816(%rsp)
	leaq	387276957(%r11), %r8
	movq	%r8, 4752(%rsp)
	vpbroadcastq	%r8, %zmm14
	vpbroadcastq	%rax, %zmm15
	leaq	-408007425(%r11,%r14), %rax
	movq	%rax, 136(%rsp)
	vpbroadcastq	%rax, %zmm20
	vpbroadcastq	%rsi, %zmm23
	leaq	1401181199(%r11), %rax
	movq	%rax, 32(%rsp)
	vpbroadcastq	%rax, %zmm26
	movq	2128(%rsp), %rax
	vpbroadcastq	%rax, %zmm27
	vpbroadcastq	%r9, %zmm22
	leal	-1879881855(%r11), %eax
	movl	%eax, 8(%rsp)
	vpbroadcastd	%eax, %zmm0
	vmovdqu64	%zmm0, 3216(%rsp)
	movq	%r13, %rax
	andq	$-8, %rax
	movq	%r13, %rdi
	andq	$-16, %rdi
	movq	%rdi, 3664(%rsp)
	movq	%r13, %rdi
	andq	$-4, %rdi
	movq	%rdi, 1096(%rsp)
	vpbroadcastq	.LCPI0_0(%rip), %zmm28
	vpbroadcastq	.LCPI0_5(%rip), %zmm24
	vpbroadcastq	.LCPI0_6(%rip), %zmm25
	vbroadcastss	.LCPI0_7(%rip), %ymm29
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	movq	%rax, -48(%rsp)
	negq	%rax
	movq	%rax, 24(%rsp)
	leaq	(%rcx,%r13,4), %rdi
	leaq	(%rcx,%r13,8), %rax
	movq	%rax, 1080(%rsp)
	movq	%rcx, -128(%rsp)
	leaq	192(%rcx), %rax
	movq	%rax, 80(%rsp)
	movq	-104(%rsp), %rax
	leaq	(%rax,%r15), %r12
	movq	-96(%rsp), %rax
	leaq	(%rax,%r15), %r9
	xorl	%eax, %eax
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vpbroadcastd	-32(%rsp), %zmm7
	vxorps	%xmm8, %xmm8, %xmm8
	movq	-112(%rsp), %r10
	vmovdqu64	%zmm21, 1936(%rsp)
	vmovdqu64	%zmm27, 1872(%rsp)
	vmovdqu64	%zmm22, 1808(%rsp)
	movq	%rdi, -8(%rsp)
	movq	%rbx, 2256(%rsp)
	vmovdqu64	%zmm11, 1744(%rsp)
	vmovdqu64	%zmm13, 1680(%rsp)
	vmovdqu64	%zmm2, 2512(%rsp)
	vmovdqu64	%zmm19, 3536(%rsp)
	vmovdqu64	%zmm12, 3472(%rsp)
	vmovdqu64	%zmm14, 3984(%rsp)
	vmovdqu64	%zmm15, 3920(%rsp)
	vmovdqu64	%zmm20, 3408(%rsp)
	vmovdqu64	%zmm23, 3344(%rsp)
	vmovdqu64	%zmm26, 3280(%rsp)
	vmovdqu64	%zmm7, 4432(%rsp)
	jmp	.LBB0_5
	.p2align	4
.LBB0_58:
	movq	-112(%rsp), %r10
	incq	%r10
	movq	1088(%rsp), %rax
	incq	%rax
	addq	%r13, 416(%rsp)
	addq	%rdx, %r12
	addq	%rdx, %r9
	cmpq	-88(%rsp), %r10
	je	.LBB0_59
.LBB0_5:
	movq	%r12, -80(%rsp)
	movq	%r9, 96(%rsp)
	movq	%rdx, %rcx
	movq	%rax, 1088(%rsp)
	imulq	%rax, %rcx
	movq	72(%rsp), %rax
	leaq	(%rax,%rcx), %rsi
	movq	-96(%rsp), %rax
	leaq	(%rax,%rsi), %r8
	addq	128(%rsp), %rcx
	leaq	(%rax,%rcx), %r9
	movq	-104(%rsp), %rax
	addq	%rax, %rsi
	addq	%rax, %rcx
	movq	%r10, -112(%rsp)
	imulq	%r13, %r10
	vpbroadcastq	%r10, %zmm10
	vpaddq	%zmm28, %zmm10, %zmm3
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm10, %zmm4
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm10, %zmm5
	cmpq	%rcx, %r8
	setb	%cl
	cmpq	%r9, %rsi
	setb	%sil
	andb	%cl, %sil
	cmpq	1080(%rsp), %r8
	setb	%cl
	cmpq	%r9, %rdi
	setb	%al
	andb	%cl, %al
	orb	%sil, %al
	movb	%al, 88(%rsp)
	xorl	%ecx, %ecx
	vmovss	64(%rsp), %xmm0
	vmovss	%xmm0, 60(%rsp)
	vmovss	68(%rsp), %xmm17
	vmovdqu64	%zmm10, 3856(%rsp)
	vmovdqu64	%zmm3, 2448(%rsp)
	vmovdqu64	%zmm4, 2384(%rsp)
	vmovdqu64	%zmm5, 2320(%rsp)
	jmp	.LBB0_6
	.p2align	4
.LBB0_57:
	movq	112(%rsp), %rcx
	incq	%rcx
	cmpq	-72(%rsp), %rcx
	vmovdqu64	2512(%rsp), %zmm2
	vmovdqu64	3984(%rsp), %zmm14
	vmovdqu64	3920(%rsp), %zmm15
	je	.LBB0_58
.LBB0_6:
	cmpl	$0, -60(%rsp)
	jne	.LBB0_7
.LBB0_8:
	vmovaps	%xmm17, 144(%rsp)
	movq	424(%rsp), %rax
	movq	%rcx, 112(%rsp)
	leaq	(%rcx,%rax), %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	imulq	%r14, %rax
	movq	%rax, %rcx
	shrq	$32, %rcx
	xorl	%r11d, %edi
	xorl	%ecx, %edi
	leaq	78811644(%r14), %r10
	imulq	%r10, %rdi
	movq	%rdi, %rbp
	shrq	$32, %rbp
	xorq	4688(%rsp), %rbp
	vpbroadcastq	%rbp, %zmm6
	cmpq	$64, %r13
	movq	%rdi, 1296(%rsp)
	jae	.LBB0_35
	xorl	%r9d, %r9d
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	vmovdqu64	3216(%rsp), %zmm17
	movq	%rax, %r13
	vpbroadcastq	.LCPI0_9(%rip), %zmm3
	jmp	.LBB0_39
	.p2align	4
.LBB0_35:
	movq	%rax, %r9
	vpbroadcastq	%rax, %zmm0
	vpxorq	4624(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2832(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vpxorq	4496(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2768(%rsp)
	movq	80(%rsp), %rcx
	movq	-120(%rsp), %rbx
	vmovdqa64	.LCPI0_4(%rip), %zmm1
	vmovdqa64	.LCPI0_3(%rip), %zmm4
	vmovdqu64	%zmm6, 2192(%rsp)
	.p2align	4
.LBB0_36:
	vmovdqu64	%zmm4, 432(%rsp)
	vmovdqu64	%zmm1, 160(%rsp)
	vpaddq	%zmm10, %zmm4, %zmm5
	vpmuludq	%zmm24, %zmm5, %zmm4
	vpaddq	%zmm10, %zmm1, %zmm8
	vpmuludq	%zmm24, %zmm8, %zmm0
	vmovdqu64	2448(%rsp), %zmm2
	vpaddq	432(%rsp), %zmm2, %zmm10
	vpmuludq	%zmm24, %zmm10, %zmm1
	vpaddq	160(%rsp), %zmm2, %zmm11
	vpmuludq	%zmm24, %zmm11, %zmm7
	vmovdqu64	2384(%rsp), %zmm2
	vpaddq	432(%rsp), %zmm2, %zmm12
	vpmuludq	%zmm24, %zmm12, %zmm3
	vpaddq	160(%rsp), %zmm2, %zmm13
	vpmuludq	%zmm24, %zmm13, %zmm9
	vmovdqu64	2320(%rsp), %zmm6
	vpaddq	432(%rsp), %zmm6, %zmm14
	vpmuludq	%zmm24, %zmm14, %zmm2
	vpaddq	160(%rsp), %zmm6, %zmm15
	vpmuludq	%zmm24, %zmm15, %zmm6
	vpternlogq	$150, %zmm21, %zmm0, %zmm8
	vpternlogq	$150, %zmm21, %zmm4, %zmm5
	vpternlogq	$150, %zmm21, %zmm7, %zmm11
	vpternlogq	$150, %zmm21, %zmm1, %zmm10
	vpternlogq	$150, %zmm21, %zmm9, %zmm13
	vpternlogq	$150, %zmm21, %zmm3, %zmm12
	vpternlogq	$150, %zmm21, %zmm6, %zmm15
	vpternlogq	$150, %zmm21, %zmm2, %zmm14
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
	vmovdqu64	2832(%rsp), %zmm27
	vpxorq	%zmm27, %zmm14, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm19
	vmovdqu64	%zmm19, 624(%rsp)
	vpxorq	%zmm27, %zmm11, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm29
	vmovdqu64	%zmm29, 288(%rsp)
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
	vmovdqu64	2192(%rsp), %zmm27
	vpxorq	%zmm0, %zmm27, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vmovdqu64	%zmm11, 688(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm11
	vpxorq	%zmm4, %zmm27, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm25
	vpxorq	%zmm7, %zmm27, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 1008(%rsp)
	vpxorq	%zmm1, %zmm27, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm14
	vpxorq	%zmm9, %zmm27, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm28
	vpxorq	%zmm3, %zmm27, %zmm3
	vpsrlq	$32, %zmm29, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm29
	vpxorq	%zmm6, %zmm27, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm3
	vmovdqu64	%zmm3, 816(%rsp)
	vpxorq	%zmm2, %zmm27, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 880(%rsp)
	vpsrlq	$32, %zmm19, %zmm9
	vpsrlq	$32, %zmm25, %zmm2
	vpsrlq	$32, %zmm11, %zmm4
	vpsrlq	$32, %zmm14, %zmm6
	vpsrlq	$32, %zmm24, %zmm27
	vpsrlq	$32, %zmm29, %zmm30
	vpsrlq	$32, %zmm5, %zmm31
	vmovdqa64	%zmm5, %zmm19
	vmovdqu64	1744(%rsp), %zmm0
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
	vmovdqu64	%zmm1, 3088(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm0
	vmovdqu64	%zmm0, 752(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm4
	vmovdqu64	%zmm4, 3024(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm3
	vmovdqu64	%zmm3, 496(%rsp)
	vpsrlq	$32, %zmm15, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm8
	vmovdqu64	%zmm8, 944(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm6
	vmovdqu64	%zmm6, 224(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm12
	vmovdqu64	%zmm12, 352(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm12
	vmovdqu64	%zmm12, 560(%rsp)
	vpsrlq	$32, %zmm0, %zmm21
	vmovdqu64	2768(%rsp), %zmm30
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
	vmovdqu64	%zmm7, 2896(%rsp)
	vpxorq	%zmm30, %zmm10, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm5
	vmovdqu64	%zmm5, 2960(%rsp)
	vpsrlq	$32, %zmm13, %zmm23
	vmovdqu64	1680(%rsp), %zmm0
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
	vmovdqu64	2512(%rsp), %zmm7
	vpternlogq	$150, 288(%rsp), %zmm7, %zmm9
	vpsrlq	$32, %zmm3, %zmm11
	vpternlogq	$150, 624(%rsp), %zmm7, %zmm21
	vpsrlq	$32, %zmm4, %zmm20
	vpternlogq	$150, %zmm7, %zmm19, %zmm20
	vpsrlq	$32, %zmm6, %zmm19
	vpternlogq	$150, %zmm7, %zmm22, %zmm11
	vpsrlq	$32, %zmm8, %zmm5
	vpternlogq	$150, %zmm7, %zmm16, %zmm5
	vpsrlq	$32, %zmm12, %zmm1
	vpternlogq	$150, %zmm7, %zmm15, %zmm19
	vmovdqu64	688(%rsp), %zmm3
	vpsrlq	$32, %zmm3, %zmm10
	vpxorq	%zmm30, %zmm10, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm16
	vpternlogq	$150, %zmm7, %zmm3, %zmm1
	vpsrlq	$32, %zmm16, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm29
	vpternlogq	$150, 816(%rsp), %zmm0, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm10
	vpsrlq	$32, %zmm29, %zmm14
	vmovdqu64	3536(%rsp), %zmm22
	vpternlogq	$150, %zmm22, %zmm13, %zmm14
	vpsrlq	$32, %zmm10, %zmm21
	vpternlogq	$150, %zmm22, %zmm17, %zmm21
	vmovdqu64	352(%rsp), %zmm6
	vpsrlq	$32, %zmm6, %zmm18
	vmovdqu64	1008(%rsp), %zmm3
	vpternlogq	$150, %zmm7, %zmm3, %zmm18
	vpsrlq	$32, %zmm3, %zmm3
	vpxorq	%zmm30, %zmm3, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpternlogq	$150, 880(%rsp), %zmm0, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm30
	vpsrlq	$32, %zmm30, %zmm17
	vpternlogq	$150, %zmm22, %zmm26, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm0
	vmovdqu64	%zmm0, 624(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vpternlogq	$150, %zmm22, %zmm27, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm0
	vmovdqu64	%zmm0, 288(%rsp)
	vpsrlq	$32, %zmm0, %zmm11
	vpternlogq	$150, 2896(%rsp), %zmm22, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm0
	vmovdqu64	%zmm0, 688(%rsp)
	vpsrlq	$32, %zmm0, %zmm20
	vpternlogq	$150, 2960(%rsp), %zmm22, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 816(%rsp)
	vpsrlq	$32, %zmm0, %zmm26
	vpternlogq	$150, %zmm22, %zmm16, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 1008(%rsp)
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, %zmm22, %zmm3, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm16
	vpsrlq	$32, %zmm16, %zmm2
	vmovdqu64	3472(%rsp), %zmm18
	vpternlogq	$150, 3088(%rsp), %zmm18, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm8
	vpsrlq	$32, %zmm8, %zmm0
	vpternlogq	$150, 752(%rsp), %zmm18, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm22
	vpsrlq	$32, %zmm22, %zmm3
	vpternlogq	$150, 3024(%rsp), %zmm18, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm31
	vpsrlq	$32, %zmm31, %zmm12
	vpternlogq	$150, 496(%rsp), %zmm18, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm19
	vpsrlq	$32, %zmm19, %zmm23
	vpternlogq	$150, 944(%rsp), %zmm18, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm24
	vpsrlq	$32, %zmm24, %zmm1
	vpternlogq	$150, 224(%rsp), %zmm18, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm28
	vpsrlq	$32, %zmm28, %zmm27
	vpternlogq	$150, %zmm6, %zmm18, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm4
	vmovdqu64	%zmm4, 224(%rsp)
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, 560(%rsp), %zmm18, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 560(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	3984(%rsp), %zmm18
	vpternlogq	$150, %zmm29, %zmm18, %zmm0
	vmovdqu64	%zmm0, 752(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm29
	vpsrlq	$32, %zmm29, %zmm25
	vpternlogq	$150, %zmm10, %zmm18, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm0
	vmovdqu64	%zmm0, 880(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vmovdqu64	3920(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm16, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm16
	vpsrlq	$32, %zmm16, %zmm10
	vpternlogq	$150, %zmm30, %zmm18, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm2
	vmovdqu64	%zmm2, 352(%rsp)
	vpsrlq	$32, %zmm2, %zmm12
	vpternlogq	$150, %zmm0, %zmm8, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm13
	vpsrlq	$32, %zmm13, %zmm14
	vpternlogq	$150, 624(%rsp), %zmm18, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm2
	vmovdqu64	%zmm2, 624(%rsp)
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, %zmm0, %zmm22, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm8
	vpsrlq	$32, %zmm8, %zmm30
	vpternlogq	$150, 288(%rsp), %zmm18, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm21
	vpsrlq	$32, %zmm21, %zmm3
	vpternlogq	$150, %zmm0, %zmm31, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm17
	vpsrlq	$32, %zmm17, %zmm22
	vpternlogq	$150, 688(%rsp), %zmm18, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm20
	vpsrlq	$32, %zmm20, %zmm4
	vpternlogq	$150, %zmm0, %zmm19, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm7
	vpsrlq	$32, %zmm7, %zmm19
	vpternlogq	$150, 816(%rsp), %zmm18, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm1
	vmovdqu64	%zmm1, 288(%rsp)
	vpsrlq	$32, %zmm1, %zmm11
	vpternlogq	$150, %zmm0, %zmm24, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm1
	vmovdqu64	%zmm1, 816(%rsp)
	vpsrlq	$32, %zmm1, %zmm31
	vpternlogq	$150, 1008(%rsp), %zmm18, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm23
	vpsrlq	$32, %zmm23, %zmm18
	vpternlogq	$150, %zmm0, %zmm28, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm6
	vpsrlq	$32, %zmm6, %zmm2
	vpternlogq	$150, 224(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm0
	vmovdqu64	%zmm0, 688(%rsp)
	vpsrlq	$32, %zmm0, %zmm24
	vmovdqu64	3408(%rsp), %zmm1
	vpternlogq	$150, 560(%rsp), %zmm1, %zmm24
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm0
	vmovdqu64	%zmm0, 560(%rsp)
	vpsrlq	$32, %zmm0, %zmm28
	vpternlogq	$150, %zmm1, %zmm29, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm0
	vmovdqu64	%zmm0, 224(%rsp)
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
	vmovdqu64	%zmm0, 1008(%rsp)
	vpsrlq	$32, %zmm0, %zmm5
	vmovdqu64	3344(%rsp), %zmm0
	vpternlogq	$150, 880(%rsp), %zmm0, %zmm5
	vmovdqu64	752(%rsp), %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 752(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, 352(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm3
	vmovdqu64	%zmm3, 880(%rsp)
	vpsrlq	$32, %zmm3, %zmm17
	vpternlogq	$150, 624(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm3
	vmovdqu64	%zmm3, 352(%rsp)
	vpsrlq	$32, %zmm3, %zmm14
	vpternlogq	$150, %zmm21, %zmm0, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm10
	vpsrlq	$32, %zmm10, %zmm21
	vpternlogq	$150, %zmm20, %zmm0, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm13
	vpsrlq	$32, %zmm13, %zmm20
	vpternlogq	$150, 288(%rsp), %zmm0, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm31
	vpsrlq	$32, %zmm31, %zmm3
	vpternlogq	$150, %zmm23, %zmm0, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm16
	vpsrlq	$32, %zmm16, %zmm19
	vpternlogq	$150, %zmm6, %zmm0, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm30
	vpsrlq	$32, %zmm30, %zmm6
	vpternlogq	$150, 816(%rsp), %zmm1, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vmovdqu64	3280(%rsp), %zmm25
	vpternlogq	$150, 688(%rsp), %zmm25, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, 560(%rsp), %zmm25, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 224(%rsp), %zmm25, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm14
	vpsrlq	$32, %zmm14, %zmm18
	vpternlogq	$150, %zmm26, %zmm25, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm14
	vpsrlq	$32, %zmm14, %zmm17
	vpternlogq	$150, %zmm27, %zmm25, %zmm17
	vmovdqu64	1872(%rsp), %zmm27
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
	vpternlogq	$150, 1008(%rsp), %zmm27, %zmm1
	vpsrlq	$32, %zmm14, %zmm3
	vpternlogq	$150, 752(%rsp), %zmm27, %zmm3
	vpsrlq	$32, %zmm24, %zmm5
	vpternlogq	$150, 880(%rsp), %zmm27, %zmm5
	vpsrlq	$32, %zmm20, %zmm6
	vpternlogq	$150, 352(%rsp), %zmm27, %zmm6
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
	vmovdqu64	1808(%rsp), %zmm22
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
	vmovdqu64	1936(%rsp), %zmm21
	vpmuludq	%zmm24, %zmm15, %zmm13
	vpmuludq	%zmm24, %zmm23, %zmm14
	vmovdqu64	3216(%rsp), %zmm17
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
	vmovdqu64	3856(%rsp), %zmm10
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_7(%rip), %zmm8
	vpmulld	%zmm8, %zmm1, %zmm1
	vpternlogd	$150, %zmm1, %zmm17, %zmm12
	vpmulld	%zmm8, %zmm3, %zmm1
	vpternlogd	$150, %zmm1, %zmm17, %zmm14
	vpmulld	%zmm8, %zmm4, %zmm1
	vmovdqu64	432(%rsp), %zmm4
	vpternlogd	$150, %zmm1, %zmm17, %zmm13
	vpmulld	%zmm8, %zmm5, %zmm1
	vpternlogd	$150, %zmm1, %zmm17, %zmm15
	vmovdqu64	160(%rsp), %zmm1
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
	vpaddq	%zmm0, %zmm4, %zmm4
	addq	$256, %rcx
	addq	$-64, %rbx
	jne	.LBB0_36
	cmpq	-120(%rsp), %r13
	movl	$3449720151, %r14d
	movq	16(%rsp), %rsi
	vmovdqu64	1744(%rsp), %zmm11
	vmovdqu64	1680(%rsp), %zmm13
	vmovdqu64	2512(%rsp), %zmm2
	vmovdqu64	3536(%rsp), %zmm19
	vmovdqu64	3472(%rsp), %zmm12
	vmovdqu64	3984(%rsp), %zmm14
	vmovdqu64	3920(%rsp), %zmm15
	vmovdqu64	3408(%rsp), %zmm20
	vmovdqu64	3344(%rsp), %zmm23
	movl	8(%rsp), %edi
	vpbroadcastq	.LCPI0_0(%rip), %zmm28
	vbroadcastss	.LCPI0_7(%rip), %ymm1
	vmovdqu64	3280(%rsp), %zmm26
	vpbroadcastq	.LCPI0_9(%rip), %zmm3
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vmovdqu64	2192(%rsp), %zmm6
	je	.LBB0_44
	vmovaps	%ymm1, %ymm29
	movq	%r9, %r13
	movq	-120(%rsp), %r12
	movq	%r12, %r9
	testb	$56, -40(%rsp)
	je	.LBB0_42
.LBB0_39:
	vpbroadcastq	%r9, %zmm0
	vporq	.LCPI0_4(%rip), %zmm0, %zmm0
	movl	%r13d, %ecx
	xorl	104(%rsp), %ecx
	vpbroadcastq	%rcx, %zmm28
	movq	1296(%rsp), %rcx
	xorl	(%rsp), %ecx
	vpbroadcastq	%rcx, %zmm1
	movq	24(%rsp), %rax
	leaq	(%rax,%r9), %rcx
	movq	-128(%rsp), %rax
	leaq	(%rax,%r9,4), %r9
	vmovdqa64	%zmm12, %zmm16
	vmovdqa64	%zmm13, %zmm12
	vmovdqa64	%zmm26, %zmm13
	vmovdqa64	%zmm23, %zmm26
	vmovdqa64	%zmm11, %zmm23
	vmovdqa64	%zmm20, %zmm11
	vmovdqa64	%zmm19, %zmm20
	.p2align	4
.LBB0_40:
	vmovdqa64	%zmm3, %zmm19
	vpaddq	%zmm10, %zmm0, %zmm3
	vpmuludq	%zmm24, %zmm3, %zmm4
	vpternlogq	$150, %zmm21, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm25, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm28, %zmm5
	vpxorq	%zmm4, %zmm6, %zmm4
	vpmuludq	%zmm24, %zmm5, %zmm5
	vmovdqa64	%zmm6, %zmm18
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm6, %zmm1, %zmm6
	vpmuludq	%zmm25, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm23, %zmm3, %zmm7
	vpmuludq	%zmm24, %zmm7, %zmm3
	vpsrlq	$32, %zmm3, %zmm7
	vpmuludq	%zmm25, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm12, %zmm8
	vpternlogq	$150, %zmm2, %zmm5, %zmm7
	vpmuludq	%zmm24, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpmuludq	%zmm25, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpternlogq	$150, %zmm3, %zmm16, %zmm5
	vpternlogq	$150, %zmm20, %zmm6, %zmm8
	vpmuludq	%zmm24, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpmuludq	%zmm25, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm7, %zmm14, %zmm8
	vpternlogq	$150, %zmm15, %zmm4, %zmm6
	vpmuludq	%zmm24, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpmuludq	%zmm25, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm3, %zmm26, %zmm7
	vpternlogq	$150, %zmm11, %zmm5, %zmm8
	vpmuludq	%zmm24, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpmuludq	%zmm25, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm6, %zmm13, %zmm7
	vmovdqa64	%zmm18, %zmm6
	vpternlogq	$150, %zmm27, %zmm4, %zmm5
	vpmuludq	%zmm24, %zmm7, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm5, %ymm5
	vpmulld	%ymm29, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm22, %zmm4
	vpmuludq	%zmm25, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, %ymm17, %ymm5, %ymm4
	vmovdqu	%ymm4, (%r9,%rdx)
	vpmovqd	%zmm3, (%r9)
	vmovdqa64	%zmm19, %zmm3
	vpaddq	%zmm19, %zmm0, %zmm0
	addq	$32, %r9
	addq	$8, %rcx
	jne	.LBB0_40
	movq	-48(%rsp), %rax
	movq	%rax, %r12
	cmpq	%rax, -40(%rsp)
	movl	$3449720151, %r14d
	movq	16(%rsp), %rsi
	movl	8(%rsp), %edi
	vpbroadcastq	.LCPI0_0(%rip), %zmm28
	je	.LBB0_44
.LBB0_42:
	xorq	104(%rsp), %r13
	movq	1296(%rsp), %rax
	xorq	(%rsp), %rax
	movq	%rax, 1296(%rsp)
	movq	-40(%rsp), %rbx
	subq	%r12, %rbx
	movq	-128(%rsp), %rax
	leaq	(%rax,%r12,4), %r15
	addq	416(%rsp), %r12
	.p2align	4
.LBB0_43:
	movl	%r12d, %r9d
	imulq	%r10, %r9
	movq	%r12, %rcx
	xorq	%r11, %rcx
	xorq	%r9, %rcx
	shrq	$32, %rcx
	imulq	%r14, %rcx
	movq	%rcx, %r11
	shrq	$32, %r11
	xorl	%r13d, %r11d
	imulq	%r10, %r11
	xorl	%ebp, %r9d
	imulq	%r14, %r9
	movq	%rdx, %r8
	movq	%r13, %rdx
	movq	%r9, %r13
	shrq	$32, %r13
	movq	2256(%rsp), %rax
	xorl	%r13d, %eax
	movq	%r11, %r13
	shrq	$32, %r13
	xorl	1296(%rsp), %r13d
	xorl	%eax, %ecx
	imulq	%r10, %rcx
	imulq	%r14, %r13
	movq	%r13, %rax
	shrq	$32, %rax
	xorl	4560(%rsp), %r9d
	xorl	%eax, %r9d
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	3792(%rsp), %r11d
	xorl	%eax, %r11d
	imulq	%r10, %r9
	imulq	%r14, %r11
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	3728(%rsp), %r13d
	xorl	%eax, %r13d
	movq	%r9, %rax
	shrq	$32, %rax
	xorl	4880(%rsp), %ecx
	xorl	%eax, %ecx
	imulq	%r14, %rcx
	imulq	%r10, %r13
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	4752(%rsp), %r11d
	xorl	%eax, %r11d
	movq	%r13, %rax
	shrq	$32, %rax
	xorl	4816(%rsp), %r9d
	xorl	%eax, %r9d
	imulq	%r10, %r11
	imulq	%r14, %r9
	movq	%r9, %rax
	shrq	$32, %rax
	xorl	136(%rsp), %ecx
	xorl	%eax, %ecx
	movq	%r11, %rax
	shrq	$32, %rax
	xorl	3152(%rsp), %r13d
	xorl	%eax, %r13d
	imulq	%r14, %r13
	shrq	$32, %r13
	xorl	32(%rsp), %r9d
	imulq	%r10, %rcx
	xorl	%r13d, %r9d
	movq	%rdx, %r13
	movq	%r8, %rdx
	movq	%rcx, %rax
	shrq	$32, %rax
	xorl	2128(%rsp), %r11d
	xorl	%eax, %r11d
	imulq	%r10, %r9
	shrq	$32, %r9
	imull	$-845247145, %r11d, %eax
	movq	40(%rsp), %r11
	xorl	%esi, %ecx
	xorl	%r9d, %ecx
	imulq	%r14, %rcx
	movq	%rcx, %r9
	xorl	%edi, %eax
	shrq	$32, %r9
	xorl	%r9d, %eax
	movl	%eax, (%r15,%r8)
	movl	%ecx, (%r15)
	addq	$4, %r15
	incq	%r12
	decq	%rbx
	jne	.LBB0_43
.LBB0_44:
	movq	-40(%rsp), %r13
	cmpq	$64, %r13
	jae	.LBB0_60
	xorl	%r8d, %r8d
	movl	$3449720151, %r14d
	movq	-56(%rsp), %rdx
	movq	-8(%rsp), %rdi
	movabsq	$4604544269498187776, %r15
	movabsq	$4503595332403200, %r12
	movl	$2143289344, %ebp
	jmp	.LBB0_64
	.p2align	4
.LBB0_60:
	movq	80(%rsp), %r8
	movq	-120(%rsp), %rsi
	movl	$3449720151, %r14d
	movq	-56(%rsp), %rdx
	movq	-8(%rsp), %rdi
	movabsq	$4604544269498187776, %r15
	movabsq	$4503595332403200, %r12
	movl	$2143289344, %ebp
	.p2align	4
.LBB0_61:
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
	vmovupd	%zmm19, 2768(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 2832(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 2192(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 2896(%rsp)
	vaddpd	%zmm15, %zmm8, %zmm5
	vmovupd	%zmm5, 2960(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 3024(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm2
	vmovupd	%zmm2, 3088(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 944(%rsp)
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
	vmovupd	%zmm22, 160(%rsp)
	vsubpd	%zmm3, %zmm18, %zmm2
	vmovapd	%zmm3, %zmm18
	vmovupd	%zmm3, 432(%rsp)
	vsubpd	%zmm20, %zmm19, %zmm3
	vmovupd	%zmm20, 752(%rsp)
	vsubpd	%zmm5, %zmm12, %zmm4
	vmovapd	%zmm5, %zmm19
	vmovupd	%zmm5, 560(%rsp)
	vsubpd	%zmm30, %zmm15, %zmm5
	vsubpd	%zmm7, %zmm16, %zmm6
	vmovapd	%zmm7, %zmm16
	vsubpd	%zmm27, %zmm17, %zmm7
	vsubpd	%zmm9, %zmm23, %zmm12
	vmovapd	%zmm9, %zmm15
	vsubpd	%zmm21, %zmm2, %zmm2
	vmovupd	%zmm2, 288(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 224(%rsp)
	vsubpd	%zmm13, %zmm4, %zmm0
	vmovupd	%zmm0, 624(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 352(%rsp)
	vsubpd	%zmm25, %zmm6, %zmm0
	vmovupd	%zmm0, 688(%rsp)
	vsubpd	%zmm24, %zmm5, %zmm0
	vmovupd	%zmm0, 816(%rsp)
	vsubpd	%zmm8, %zmm12, %zmm0
	vmovupd	%zmm0, 880(%rsp)
	vsubpd	%zmm26, %zmm7, %zmm0
	vmovupd	%zmm0, 1008(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm3
	vmulpd	%zmm22, %zmm22, %zmm21
	vmulpd	%zmm19, %zmm19, %zmm19
	vmulpd	%zmm21, %zmm21, %zmm10
	vmovupd	%zmm10, 1168(%rsp)
	vmulpd	%zmm3, %zmm3, %zmm2
	vmovupd	%zmm2, 1296(%rsp)
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
	vmovupd	%zmm0, 1552(%rsp)
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
	vmovupd	%zmm1, 4368(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm19, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm19, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm19, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1488(%rsp)
	vmulpd	%zmm20, %zmm20, %zmm25
	vmulpd	%zmm9, %zmm25, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm25, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm25, %zmm25, %zmm1
	vmovupd	%zmm1, 1616(%rsp)
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
	vmovupd	%zmm16, 496(%rsp)
	vmulpd	%zmm9, %zmm29, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm29, %zmm1
	vmovupd	%zmm1, 3600(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm29, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1232(%rsp)
	vmulpd	%zmm30, %zmm30, %zmm31
	vmovapd	%zmm30, %zmm10
	vmovupd	%zmm30, 4112(%rsp)
	vmulpd	%zmm9, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 2064(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm31, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1424(%rsp)
	vmulpd	%zmm15, %zmm15, %zmm23
	vmovupd	%zmm15, 4048(%rsp)
	vmulpd	%zmm9, %zmm23, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm23, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm23, %zmm23, %zmm1
	vmovupd	%zmm1, 1104(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm23, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1360(%rsp)
	vmovapd	%zmm27, %zmm30
	vmovupd	%zmm27, 4176(%rsp)
	vmulpd	%zmm27, %zmm27, %zmm24
	vmulpd	%zmm9, %zmm24, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm24, %zmm1
	vmovupd	%zmm1, 4240(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm24, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2000(%rsp)
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
	vmovupd	224(%rsp), %zmm27
	vmulpd	160(%rsp), %zmm27, %zmm28
	vsubpd	%zmm28, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm7, %zmm7
	vmulpd	1552(%rsp), %zmm3, %zmm17
	vmovupd	432(%rsp), %zmm28
	vmulpd	288(%rsp), %zmm28, %zmm28
	vsubpd	%zmm28, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm14, %zmm14
	vmulpd	%zmm18, %zmm25, %zmm17
	vmovupd	752(%rsp), %zmm18
	vmulpd	352(%rsp), %zmm18, %zmm18
	vsubpd	%zmm18, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm12, %zmm17
	vmulpd	1488(%rsp), %zmm19, %zmm12
	vmovupd	560(%rsp), %zmm28
	vmulpd	624(%rsp), %zmm28, %zmm18
	vsubpd	%zmm18, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm13, %zmm12
	vmulpd	1424(%rsp), %zmm31, %zmm13
	vmulpd	816(%rsp), %zmm10, %zmm18
	vsubpd	%zmm18, %zmm13, %zmm13
	vaddpd	%zmm13, %zmm20, %zmm13
	vmulpd	1232(%rsp), %zmm29, %zmm18
	vmulpd	688(%rsp), %zmm11, %zmm20
	vsubpd	%zmm20, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm16, %zmm16
	vmulpd	2000(%rsp), %zmm24, %zmm10
	vmulpd	1008(%rsp), %zmm30, %zmm18
	vsubpd	%zmm18, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm26, %zmm10
	vmulpd	1360(%rsp), %zmm23, %zmm11
	vmulpd	880(%rsp), %zmm15, %zmm18
	vsubpd	%zmm18, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm22, %zmm20
	vaddpd	%zmm14, %zmm9, %zmm9
	vmovupd	%zmm9, 1424(%rsp)
	vaddpd	%zmm7, %zmm8, %zmm7
	vmovupd	%zmm7, 1360(%rsp)
	vaddpd	%zmm12, %zmm6, %zmm6
	vmovupd	%zmm6, 1232(%rsp)
	vaddpd	%zmm17, %zmm5, %zmm5
	vmovupd	%zmm5, 4304(%rsp)
	vaddpd	%zmm16, %zmm4, %zmm4
	vmovupd	%zmm4, 1488(%rsp)
	vaddpd	%zmm13, %zmm2, %zmm2
	vmovupd	%zmm2, 2704(%rsp)
	vaddpd	%zmm20, %zmm1, %zmm1
	vmovupd	%zmm1, 1552(%rsp)
	vaddpd	%zmm10, %zmm0, %zmm0
	vmovupd	%zmm0, 2000(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm9
	vmulpd	%zmm9, %zmm21, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm16
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	1168(%rsp), %zmm21, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm10
	vmulpd	%zmm10, %zmm21, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm13
	vaddpd	%zmm13, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vmovupd	%zmm21, 2576(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm14
	vaddpd	%zmm14, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm1
	vmulpd	%zmm9, %zmm3, %zmm0
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	1296(%rsp), %zmm3, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm10, %zmm3, %zmm2
	vaddpd	%zmm13, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm3, %zmm2
	vmovupd	%zmm3, 2640(%rsp)
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm6
	vmulpd	%zmm9, %zmm25, %zmm0
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	1616(%rsp), %zmm25, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm10, %zmm25, %zmm2
	vaddpd	%zmm13, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm25, %zmm2
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm5
	vmovapd	%zmm19, %zmm30
	vmulpd	%zmm9, %zmm19, %zmm0
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	4368(%rsp), %zmm19, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm10, %zmm19, %zmm2
	vaddpd	%zmm13, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm19, %zmm2
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm31, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm2
	vmulpd	2064(%rsp), %zmm31, %zmm4
	vmulpd	%zmm2, %zmm4, %zmm2
	vmulpd	%zmm10, %zmm31, %zmm4
	vaddpd	%zmm13, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm31, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm9, %zmm29, %zmm4
	vaddpd	%zmm16, %zmm4, %zmm4
	vmulpd	3600(%rsp), %zmm29, %zmm7
	vmulpd	%zmm4, %zmm7, %zmm4
	vmulpd	%zmm10, %zmm29, %zmm7
	vaddpd	%zmm13, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm29, %zmm7
	vaddpd	%zmm14, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm4, %zmm4
	vmulpd	%zmm9, %zmm24, %zmm7
	vaddpd	%zmm16, %zmm7, %zmm7
	vmulpd	4240(%rsp), %zmm24, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm10, %zmm24, %zmm8
	vaddpd	%zmm13, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm24, %zmm8
	vaddpd	%zmm14, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	%zmm9, %zmm23, %zmm8
	vaddpd	%zmm16, %zmm8, %zmm8
	vmulpd	1104(%rsp), %zmm23, %zmm9
	vmulpd	%zmm8, %zmm9, %zmm8
	vmulpd	%zmm10, %zmm23, %zmm9
	vaddpd	%zmm13, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm23, %zmm9
	vaddpd	%zmm14, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm8, %zmm8
	vmulpd	432(%rsp), %zmm3, %zmm9
	vmovupd	%zmm9, 1296(%rsp)
	vmulpd	%zmm6, %zmm9, %zmm6
	vmovupd	288(%rsp), %zmm12
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm12, %zmm10
	vsubpd	%zmm6, %zmm10, %zmm6
	vmulpd	160(%rsp), %zmm21, %zmm18
	vmulpd	%zmm1, %zmm18, %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm27, %zmm13
	vsubpd	%zmm1, %zmm13, %zmm26
	vmulpd	%zmm19, %zmm28, %zmm21
	vmulpd	%zmm0, %zmm21, %zmm0
	vmovupd	624(%rsp), %zmm11
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm11, %zmm14
	vsubpd	%zmm0, %zmm14, %zmm19
	vmulpd	752(%rsp), %zmm25, %zmm14
	vmulpd	%zmm5, %zmm14, %zmm5
	vmovupd	352(%rsp), %zmm10
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm10, %zmm15
	vsubpd	%zmm5, %zmm15, %zmm5
	vmulpd	496(%rsp), %zmm29, %zmm15
	vmulpd	%zmm4, %zmm15, %zmm4
	vmovupd	688(%rsp), %zmm9
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm9, %zmm16
	vsubpd	%zmm4, %zmm16, %zmm4
	vmovupd	4112(%rsp), %zmm27
	vmulpd	%zmm31, %zmm27, %zmm16
	vmulpd	%zmm2, %zmm16, %zmm2
	vmovupd	816(%rsp), %zmm3
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm3, %zmm17
	vsubpd	%zmm2, %zmm17, %zmm2
	vmovupd	4048(%rsp), %zmm28
	vmulpd	%zmm23, %zmm28, %zmm17
	vmulpd	%zmm8, %zmm17, %zmm8
	vmovupd	880(%rsp), %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm1, %zmm20
	vsubpd	%zmm8, %zmm20, %zmm8
	vmovupd	4176(%rsp), %zmm13
	vmulpd	%zmm24, %zmm13, %zmm20
	vmulpd	%zmm7, %zmm20, %zmm7
	vmovupd	1008(%rsp), %zmm0
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm0, %zmm22
	vsubpd	%zmm7, %zmm22, %zmm7
	vmulpd	2640(%rsp), %zmm6, %zmm6
	vmulpd	2576(%rsp), %zmm26, %zmm26
	vmulpd	%zmm19, %zmm30, %zmm22
	vmulpd	%zmm5, %zmm25, %zmm19
	vmulpd	%zmm4, %zmm29, %zmm4
	vmulpd	%zmm2, %zmm31, %zmm2
	vmulpd	%zmm8, %zmm23, %zmm5
	vmulpd	%zmm7, %zmm24, %zmm7
	vsubpd	224(%rsp), %zmm26, %zmm23
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
	vmulpd	1296(%rsp), %zmm19, %zmm8
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
	vmovupd	160(%rsp), %zmm8
	vsubpd	%zmm1, %zmm8, %zmm24
	vmovupd	432(%rsp), %zmm1
	vsubpd	%zmm6, %zmm1, %zmm23
	vmovupd	752(%rsp), %zmm1
	vsubpd	%zmm3, %zmm1, %zmm22
	vmovupd	560(%rsp), %zmm1
	vsubpd	%zmm0, %zmm1, %zmm21
	vsubpd	%zmm2, %zmm27, %zmm19
	vmovupd	496(%rsp), %zmm0
	vsubpd	%zmm4, %zmm0, %zmm20
	vsubpd	%zmm7, %zmm13, %zmm18
	vsubpd	%zmm5, %zmm28, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm0
	vmovupd	1360(%rsp), %zmm14
	vxorpd	%zmm0, %zmm14, %zmm9
	vmovupd	1424(%rsp), %zmm17
	vxorpd	%zmm0, %zmm17, %zmm8
	vmovupd	4304(%rsp), %zmm12
	vxorpd	%zmm0, %zmm12, %zmm7
	vmovupd	1232(%rsp), %zmm15
	vxorpd	%zmm0, %zmm15, %zmm6
	vmovupd	2704(%rsp), %zmm10
	vxorpd	%zmm0, %zmm10, %zmm4
	vmovupd	1488(%rsp), %zmm13
	vxorpd	%zmm0, %zmm13, %zmm5
	vmovupd	2000(%rsp), %zmm26
	vxorpd	%zmm0, %zmm26, %zmm3
	vmovupd	1552(%rsp), %zmm25
	vxorpd	%zmm0, %zmm25, %zmm1
	vpbroadcastq	.LCPI0_53(%rip), %zmm2
	vmovdqu64	2768(%rsp), %zmm16
	vptestnmq	%zmm2, %zmm16, %k1
	vmovapd	%zmm17, %zmm8 {%k1}
	vxorpd	%zmm0, %zmm23, %zmm23 {%k1}
	vmovdqu64	2832(%rsp), %zmm17
	vptestnmq	%zmm2, %zmm17, %k1
	vmovapd	%zmm14, %zmm9 {%k1}
	vxorpd	%zmm0, %zmm24, %zmm24 {%k1}
	vmovdqu64	2192(%rsp), %zmm14
	vptestnmq	%zmm2, %zmm14, %k1
	vmovapd	%zmm15, %zmm6 {%k1}
	vxorpd	%zmm0, %zmm21, %zmm21 {%k1}
	vmovdqu64	2896(%rsp), %zmm15
	vptestnmq	%zmm2, %zmm15, %k1
	vmovapd	%zmm12, %zmm7 {%k1}
	vxorpd	%zmm0, %zmm22, %zmm22 {%k1}
	vmovdqu64	2960(%rsp), %zmm12
	vptestnmq	%zmm2, %zmm12, %k1
	vmovapd	%zmm13, %zmm5 {%k1}
	vxorpd	%zmm0, %zmm20, %zmm20 {%k1}
	vmovdqu64	3024(%rsp), %zmm13
	vptestnmq	%zmm2, %zmm13, %k1
	vmovapd	%zmm10, %zmm4 {%k1}
	vxorpd	%zmm0, %zmm19, %zmm19 {%k1}
	vmovdqu64	3088(%rsp), %zmm10
	vptestnmq	%zmm2, %zmm10, %k1
	vmovapd	%zmm25, %zmm1 {%k1}
	vxorpd	%zmm0, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	944(%rsp), %zmm11
	vptestnmq	%zmm2, %zmm11, %k1
	vmovapd	%zmm26, %zmm3 {%k1}
	vxorpd	%zmm0, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm0
	vptestnmq	%zmm0, %zmm17, %k1
	vmovapd	%zmm9, %zmm24 {%k1}
	vmovupd	%zmm24, 752(%rsp)
	vptestnmq	%zmm0, %zmm16, %k1
	vmovapd	%zmm8, %zmm23 {%k1}
	vmovupd	%zmm23, 1008(%rsp)
	vptestnmq	%zmm0, %zmm15, %k1
	vmovapd	%zmm7, %zmm22 {%k1}
	vmovupd	%zmm22, 816(%rsp)
	vptestnmq	%zmm0, %zmm14, %k1
	vmovapd	%zmm6, %zmm21 {%k1}
	vmovupd	%zmm21, 688(%rsp)
	vptestnmq	%zmm0, %zmm13, %k1
	vmovapd	%zmm4, %zmm19 {%k1}
	vmovupd	%zmm19, 880(%rsp)
	vptestnmq	%zmm0, %zmm12, %k1
	vmovapd	%zmm5, %zmm20 {%k1}
	vmovupd	%zmm20, 352(%rsp)
	vptestnmq	%zmm0, %zmm11, %k1
	vmovapd	%zmm3, %zmm18 {%k1}
	vmovupd	%zmm18, 288(%rsp)
	vptestnmq	%zmm0, %zmm10, %k1
	vmovapd	%zmm1, %zmm25 {%k1}
	vmovupd	%zmm25, 624(%rsp)
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
	vmovdqu64	%zmm9, 2896(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 2960(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 3024(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 3088(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 944(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 496(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 224(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 560(%rsp)
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
	vmovupd	%zmm4, 432(%rsp)
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, 160(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 2832(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 2192(%rsp)
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
	vmovupd	%zmm2, 1168(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 3600(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 1616(%rsp)
	vpaddq	%zmm12, %zmm11, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm30
	vaddpd	%zmm23, %zmm30, %zmm1
	vdivpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm1, 2768(%rsp)
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
	vmovupd	%zmm1, 1552(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 4368(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1488(%rsp)
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
	vmovupd	%zmm0, 1104(%rsp)
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
	vaddpd	1168(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	1296(%rsp), %zmm22, %zmm22
	vaddpd	1616(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	3600(%rsp), %zmm27, %zmm27
	vaddpd	1552(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2064(%rsp), %zmm9, %zmm9
	vaddpd	1232(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	1488(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm31, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	1360(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	432(%rsp), %zmm2
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	2832(%rsp), %zmm2, %zmm13
	vmovupd	160(%rsp), %zmm4
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	2192(%rsp), %zmm4, %zmm14
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	4368(%rsp), %zmm7, %zmm7
	vmovupd	%zmm30, 1424(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm30, %zmm16
	vmulpd	%zmm16, %zmm30, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	2768(%rsp), %zmm9, %zmm9
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	1104(%rsp), %zmm5, %zmm5
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm18, %zmm6
	vpsrlq	$20, 2896(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm10
	vmulpd	%zmm10, %zmm11, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm13
	vpsrlq	$20, 2960(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm10, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 3024(%rsp), %zmm25
	vpaddq	%zmm12, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm10, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 3088(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm10, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 944(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm10, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 496(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm10, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 224(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm10, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 560(%rsp), %zmm31
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
	vaddpd	432(%rsp), %zmm0, %zmm0
	vaddpd	1424(%rsp), %zmm7, %zmm7
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
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm9, %zmm30, %zmm8
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	vaddpd	%zmm1, %zmm8, %zmm1
	vbroadcastsd	.LCPI0_28(%rip), %zmm8
	vmulpd	%zmm8, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	752(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	1008(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	816(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	688(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	880(%rsp), %zmm3, %zmm3
	vmulpd	352(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	288(%rsp), %zmm1, %zmm1
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
	vinsertf64x4	$1, %ymm5, %zmm1, %zmm1
	vmovdqu64	%zmm0, -192(%r8,%rdx)
	vmovdqu64	%zmm2, -128(%r8,%rdx)
	vmovdqu64	%zmm3, -64(%r8,%rdx)
	vmovups	%zmm1, (%r8,%rdx)
	addq	$256, %r8
	addq	$-64, %rsi
	jne	.LBB0_61
	cmpq	-120(%rsp), %r13
	vpbroadcastq	.LCPI0_5(%rip), %zmm24
	vpbroadcastq	.LCPI0_6(%rip), %zmm25
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
	je	.LBB0_47
	movq	-120(%rsp), %rsi
	movq	%rsi, %r8
	testb	$56, %r13b
	je	.LBB0_67
.LBB0_64:
	movq	24(%rsp), %rax
	leaq	(%rax,%r8), %rcx
	movq	-128(%rsp), %rax
	leaq	(%rax,%r8,4), %rsi
	vpbroadcastq	.LCPI0_37(%rip), %zmm14
	vbroadcastsd	.LCPI0_38(%rip), %zmm15
	vbroadcastsd	.LCPI0_39(%rip), %zmm18
	vbroadcastsd	.LCPI0_40(%rip), %zmm19
	vbroadcastsd	.LCPI0_56(%rip), %zmm21
	vbroadcastsd	.LCPI0_42(%rip), %zmm20
	vbroadcastsd	.LCPI0_43(%rip), %zmm16
	vbroadcastsd	.LCPI0_44(%rip), %zmm23
	vbroadcastsd	.LCPI0_45(%rip), %zmm28
	vbroadcastsd	.LCPI0_46(%rip), %zmm27
	vbroadcastsd	.LCPI0_47(%rip), %zmm10
	vbroadcastsd	.LCPI0_48(%rip), %zmm26
	vbroadcastsd	.LCPI0_49(%rip), %zmm17
	vbroadcastsd	.LCPI0_50(%rip), %zmm31
	vbroadcastsd	.LCPI0_51(%rip), %zmm11
	vpbroadcastq	.LCPI0_52(%rip), %zmm29
	vpbroadcastq	.LCPI0_53(%rip), %zmm12
	vpbroadcastq	.LCPI0_0(%rip), %zmm22
	vbroadcastsd	.LCPI0_11(%rip), %zmm13
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	.p2align	4
.LBB0_65:
	vcvtudq2pd	(%rsi,%rdx), %zmm0
	vaddpd	%zmm30, %zmm0, %zmm0
	vmulpd	%zmm13, %zmm0, %zmm0
	vcvtudq2pd	(%rsi), %zmm1
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
	vpaddq	%zmm22, %zmm8, %zmm8
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
	vmulpd	%zmm21, %zmm4, %zmm7
	vaddpd	%zmm20, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm16, %zmm7, %zmm7
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
	vmulpd	%zmm26, %zmm4, %zmm8
	vaddpd	%zmm17, %zmm8, %zmm8
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
	vptestnmq	%zmm29, %zmm1, %k1
	vptestnmq	%zmm12, %zmm1, %k2
	vxorpd	%zmm11, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm11, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_28(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovdqu	%ymm0, (%rsi,%rdx)
	addq	$32, %rsi
	addq	$8, %rcx
	jne	.LBB0_65
	movq	-48(%rsp), %rax
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
	vmovq	.LCPI0_30(%rip), %xmm23
	vmovq	.LCPI0_31(%rip), %xmm26
	vmovq	.LCPI0_32(%rip), %xmm27
	vmovq	.LCPI0_55(%rip), %xmm28
	vmovq	.LCPI0_34(%rip), %xmm29
	vmovsd	.LCPI0_35(%rip), %xmm31
	vmovq	.LCPI0_36(%rip), %xmm21
	vmovq	.LCPI0_50(%rip), %xmm22
	je	.LBB0_47
.LBB0_67:
	movq	%r13, %rcx
	subq	%rsi, %rcx
	movq	-128(%rsp), %rax
	leaq	(%rax,%rsi,4), %rsi
	.p2align	4
.LBB0_46:
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
	jne	.LBB0_46
.LBB0_47:
	cmpb	$0, 88(%rsp)
	je	.LBB0_49
	xorl	%ecx, %ecx
	movq	96(%rsp), %r9
	movq	-80(%rsp), %r12
	vbroadcastss	.LCPI0_60(%rip), %xmm5
	vmovss	.LCPI0_61(%rip), %xmm6
	vpxor	%xmm8, %xmm8, %xmm8
	vmovdqu64	3856(%rsp), %zmm10
	vmovaps	144(%rsp), %xmm17
	vmovaps	-32(%rsp), %xmm18
	vpbroadcastq	.LCPI0_0(%rip), %zmm28
	vmovdqu64	1872(%rsp), %zmm27
	vmovdqu64	1936(%rsp), %zmm21
	vmovdqu64	1808(%rsp), %zmm22
	vmovdqu64	1744(%rsp), %zmm11
	vmovdqu64	3472(%rsp), %zmm12
	vmovdqu64	1680(%rsp), %zmm13
	vmovdqu64	3536(%rsp), %zmm19
	vmovdqu64	3408(%rsp), %zmm20
	vmovdqu64	3344(%rsp), %zmm23
	vmovdqu64	3280(%rsp), %zmm26
	vbroadcastss	.LCPI0_7(%rip), %ymm29
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	.p2align	4
.LBB0_56:
	vmovss	(%r9,%rcx,4), %xmm0
	vsubss	(%r12,%rcx,4), %xmm0, %xmm1
	vandps	%xmm5, %xmm1, %xmm2
	vucomiss	%xmm2, %xmm6
	setae	%sil
	kmovd	%esi, %k1
	vmovss	.LCPI0_62(%rip), %xmm2 {%k1} {z}
	vaddss	%xmm1, %xmm1, %xmm3
	vmulss	%xmm2, %xmm3, %xmm2
	vmovaps	%xmm6, %xmm3
	vmovss	%xmm8, %xmm3, %xmm3 {%k1}
	vcmpltss	%xmm8, %xmm1, %k1
	vcmpltss	%xmm1, %xmm8, %k2
	vmovss	.LCPI0_63(%rip), %xmm1 {%k1}
	vmovss	%xmm6, %xmm1, %xmm1 {%k2}
	vmulss	%xmm1, %xmm3, %xmm1
	vaddss	%xmm1, %xmm2, %xmm1
	vmulss	%xmm1, %xmm18, %xmm1
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
	cmpq	%rcx, %r13
	jne	.LBB0_56
	jmp	.LBB0_57
	.p2align	4
.LBB0_49:
	vmovaps	144(%rsp), %xmm17
	vbroadcastss	%xmm17, %zmm0
	xorl	%ecx, %ecx
	movq	3664(%rsp), %rax
	movq	96(%rsp), %r9
	movq	-80(%rsp), %r12
	vbroadcastss	.LCPI0_60(%rip), %xmm5
	vmovss	.LCPI0_61(%rip), %xmm6
	vmovups	4432(%rsp), %zmm7
	vpxor	%xmm8, %xmm8, %xmm8
	vbroadcastss	.LCPI0_60(%rip), %zmm10
	vbroadcastss	.LCPI0_61(%rip), %zmm11
	vxorpd	%xmm12, %xmm12, %xmm12
	vpbroadcastd	.LCPI0_64(%rip), %zmm13
	vbroadcastss	.LCPI0_61(%rip), %xmm14
	vxorpd	%xmm15, %xmm15, %xmm15
	vpbroadcastd	.LCPI0_64(%rip), %xmm16
	vmovaps	-32(%rsp), %xmm18
	vpbroadcastq	.LCPI0_0(%rip), %zmm28
	vmovdqu64	1872(%rsp), %zmm27
	vmovdqu64	1936(%rsp), %zmm21
	vmovdqu64	1808(%rsp), %zmm22
	vmovdqu64	3536(%rsp), %zmm19
	vmovdqu64	3408(%rsp), %zmm20
	vmovdqu64	3344(%rsp), %zmm23
	vmovdqu64	3280(%rsp), %zmm26
	vbroadcastss	.LCPI0_7(%rip), %ymm29
	.p2align	4
.LBB0_50:
	vmovups	(%r9,%rcx,4), %zmm1
	vsubps	(%r12,%rcx,4), %zmm1, %zmm2
	vandps	%zmm10, %zmm2, %zmm3
	vcmpleps	%zmm11, %zmm3, %k1
	vbroadcastss	.LCPI0_62(%rip), %zmm3 {%k1} {z}
	vaddps	%zmm2, %zmm2, %zmm4
	vmulps	%zmm3, %zmm4, %zmm3
	vblendmps	%zmm12, %zmm11, %zmm4 {%k1}
	vcmpltps	%zmm2, %zmm12, %k1
	vcmpltps	%zmm12, %zmm2, %k2
	vbroadcastss	.LCPI0_63(%rip), %zmm2 {%k2}
	vmulps	%zmm2, %zmm4, %zmm2
	vmovaps	%zmm4, %zmm2 {%k1}
	vaddps	%zmm2, %zmm3, %zmm2
	vmulps	%zmm2, %zmm7, %zmm2
	vsubps	%zmm2, %zmm1, %zmm1
	vmulps	(%rdi,%rcx,4), %zmm0, %zmm2
	vaddps	%zmm1, %zmm2, %zmm1
	vandps	%zmm10, %zmm1, %zmm2
	vpcmpgtd	%zmm13, %zmm2, %k1
	vpbroadcastd	.LCPI0_65(%rip), %zmm1 {%k1}
	vmovdqu64	%zmm1, (%r9,%rcx,4)
	addq	$16, %rcx
	cmpq	%rcx, %rax
	jne	.LBB0_50
	cmpq	%rax, %r13
	vmovdqu64	3856(%rsp), %zmm10
	vmovdqu64	1744(%rsp), %zmm11
	vmovdqu64	3472(%rsp), %zmm12
	vmovdqu64	1680(%rsp), %zmm13
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	je	.LBB0_57
	movq	3664(%rsp), %rcx
	testb	$12, %r13b
	je	.LBB0_56
	vbroadcastss	%xmm17, %xmm0
	movq	3664(%rsp), %rcx
	movq	1096(%rsp), %rax
	.p2align	4
.LBB0_54:
	vmovups	(%r9,%rcx,4), %xmm1
	vsubps	(%r12,%rcx,4), %xmm1, %xmm2
	vandps	%xmm5, %xmm2, %xmm3
	vcmpleps	%xmm14, %xmm3, %k1
	vbroadcastss	.LCPI0_62(%rip), %xmm3 {%k1} {z}
	vaddps	%xmm2, %xmm2, %xmm4
	vmulps	%xmm3, %xmm4, %xmm3
	vblendmps	%xmm15, %xmm14, %xmm4 {%k1}
	vcmpltps	%xmm2, %xmm15, %k1
	vcmpltps	%xmm15, %xmm2, %k2
	vbroadcastss	.LCPI0_63(%rip), %xmm2 {%k2}
	vmulps	%xmm2, %xmm4, %xmm2
	vmovaps	%xmm4, %xmm2 {%k1}
	vaddps	%xmm2, %xmm3, %xmm2
	vmulps	%xmm2, %xmm7, %xmm2
	vsubps	%xmm2, %xmm1, %xmm1
	vmulps	(%rdi,%rcx,4), %xmm0, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
	vandps	%xmm5, %xmm1, %xmm2
	vpcmpgtd	%xmm16, %xmm2, %k1
	vpbroadcastd	.LCPI0_65(%rip), %xmm1 {%k1}
	vmovdqu	%xmm1, (%r9,%rcx,4)
	addq	$4, %rcx
	cmpq	%rcx, %rax
	jne	.LBB0_54
	movq	%rax, %rcx
	cmpq	%rax, %r13
	jne	.LBB0_56
	jmp	.LBB0_57
.LBB0_7:
	vmovss	60(%rsp), %xmm6
	vmulss	52(%rsp), %xmm6, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vcmpltss	%xmm0, %xmm8, %k1
	vmovss	%xmm1, %xmm1, %xmm17 {%k1} {z}
	vmulss	56(%rsp), %xmm6, %xmm6
	vmovss	%xmm6, 60(%rsp)
	jmp	.LBB0_8
.LBB0_70:
	movq	-112(%rsp), %rdx
	movq	-88(%rsp), %rax
	.p2align	4
.LBB0_71:
	addq	%rdi, %rdx
	cmpq	%rax, %rdx
	jb	.LBB0_71
.LBB0_59:
	addq	$9048, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.LBB0_79:
	vbroadcastss	-32(%rsp), %zmm0
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
	movq	-112(%rsp), %rsi
	movq	-88(%rsp), %rcx
	vmovaps	-32(%rsp), %xmm16
	jmp	.LBB0_80
	.p2align	4
.LBB0_93:
	movq	%r15, %rsi
	movq	4496(%rsp), %rdi
	addq	%rdi, %rsi
	movq	-88(%rsp), %rcx
	cmpq	%rcx, %rsi
	jae	.LBB0_59
.LBB0_80:
	subq	%rsi, %rcx
	cmpq	%rdi, %rcx
	cmovaeq	%rdi, %rcx
	imulq	%r13, %rcx
	movq	%rsi, %r15
	imulq	%r13, %rsi
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
	jmp	.LBB0_81
	.p2align	4
.LBB0_92:
	incq	%r11
	cmpq	-72(%rsp), %r11
	je	.LBB0_93
.LBB0_81:
	cmpq	$4, %rcx
	setb	%bl
	orb	%r8b, %bl
	testb	$1, %bl
	je	.LBB0_83
	xorl	%ebx, %ebx
	jmp	.LBB0_91
	.p2align	4
.LBB0_83:
	cmpq	$16, %rcx
	jae	.LBB0_85
	xorl	%r14d, %r14d
	jmp	.LBB0_89
	.p2align	4
.LBB0_85:
	movq	%r9, %rbx
	xorl	%r14d, %r14d
	.p2align	4
.LBB0_86:
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
	jne	.LBB0_86
	cmpq	%r9, %rcx
	je	.LBB0_92
	movq	%r9, %r14
	movq	%r9, %rbx
	testb	$12, %dil
	je	.LBB0_91
	.p2align	4
.LBB0_89:
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
	jne	.LBB0_89
	movq	%r10, %rbx
	cmpq	%r10, %rcx
	je	.LBB0_92
	.p2align	4
.LBB0_91:
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
	vmulss	%xmm12, %xmm16, %xmm12
	vsubss	%xmm12, %xmm11, %xmm11
	vmovd	%xmm11, %ebp
	movl	%ebp, %r14d
	andl	$2147483647, %r14d
	cmpl	$2139095041, %r14d
	cmovael	%eax, %ebp
	movl	%ebp, (%rdx,%rbx,4)
	incq	%rbx
	cmpq	%rcx, %rbx
	jb	.LBB0_91
	jmp	.LBB0_92
.LBB0_10:
	cmpl	$0, -60(%rsp)
	vmovaps	-32(%rsp), %xmm0
	movq	%r13, %rax
	jne	.LBB0_11
	andq	$-16, %rax
	vbroadcastss	%xmm0, %zmm0
	movq	%r13, %rcx
	andq	$-4, %rcx
	movq	%rsi, %rdi
	imulq	%r13, %rdi
	movq	%rsi, %r15
	movq	-104(%rsp), %rsi
	leaq	(%rsi,%rdi,4), %rsi
	movq	-96(%rsp), %r8
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
	movq	-104(%rsp), %r12
	vmovaps	-32(%rsp), %xmm16
	jmp	.LBB0_24
	.p2align	4
.LBB0_34:
	incq	%r15
	incq	%r8
	addq	%rdx, %rsi
	addq	%rdx, %rdi
	cmpq	-88(%rsp), %r15
	je	.LBB0_59
.LBB0_24:
	movq	%rdx, %r10
	imulq	%r8, %r10
	movq	72(%rsp), %r11
	addq	%r10, %r11
	movq	-96(%rsp), %r14
	leaq	(%r14,%r11), %rbx
	addq	128(%rsp), %r10
	addq	%r10, %r14
	addq	%r12, %r11
	addq	%r12, %r10
	cmpq	%r10, %rbx
	setb	%bl
	cmpq	%r14, %r11
	setb	%r10b
	andb	%bl, %r10b
	xorl	%r11d, %r11d
	jmp	.LBB0_25
	.p2align	4
.LBB0_33:
	incq	%r11
	cmpq	-72(%rsp), %r11
	je	.LBB0_34
.LBB0_25:
	xorl	%ebx, %ebx
	testb	%r10b, %r10b
	je	.LBB0_26
	.p2align	4
.LBB0_32:
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
	vmulss	%xmm12, %xmm16, %xmm12
	vsubss	%xmm12, %xmm11, %xmm11
	vmovd	%xmm11, %ebp
	movl	%ebp, %r14d
	andl	$2147483647, %r14d
	cmpl	$2139095041, %r14d
	cmovael	%r9d, %ebp
	movl	%ebp, (%rdi,%rbx,4)
	incq	%rbx
	cmpq	%rbx, %r13
	jne	.LBB0_32
	jmp	.LBB0_33
	.p2align	4
.LBB0_26:
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
	jne	.LBB0_26
	cmpq	%rax, %r13
	je	.LBB0_33
	movq	%rax, %rbx
	testb	$12, %r13b
	je	.LBB0_32
	movq	%rax, %rbx
	.p2align	4
.LBB0_30:
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
	jne	.LBB0_30
	movq	%rcx, %rbx
	cmpq	%rcx, %r13
	jne	.LBB0_32
	jmp	.LBB0_33
.LBB0_11:
	andq	$-16, %rax
	vbroadcastss	%xmm0, %zmm0
	movq	%r13, %rcx
	andq	$-4, %rcx
	movq	%rsi, %r15
	movq	-104(%rsp), %rsi
	movq	72(%rsp), %r8
	addq	%r8, %rsi
	movq	-96(%rsp), %rdi
	addq	%r8, %rdi
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
	movq	-104(%rsp), %r12
	vmovaps	-32(%rsp), %xmm16
	jmp	.LBB0_12
.LBB0_22:
	incq	%r15
	incq	%r8
	addq	%rdx, %rsi
	addq	%rdx, %rdi
	cmpq	-88(%rsp), %r15
	je	.LBB0_59
.LBB0_12:
	movq	%rdx, %r10
	imulq	%r8, %r10
	movq	72(%rsp), %r11
	addq	%r10, %r11
	movq	-96(%rsp), %r14
	leaq	(%r14,%r11), %rbx
	addq	128(%rsp), %r10
	addq	%r10, %r14
	addq	%r12, %r11
	addq	%r12, %r10
	cmpq	%r10, %rbx
	setb	%bl
	cmpq	%r14, %r11
	setb	%r10b
	andb	%bl, %r10b
	xorl	%r11d, %r11d
	jmp	.LBB0_13
.LBB0_21:
	incq	%r11
	cmpq	-72(%rsp), %r11
	je	.LBB0_22
.LBB0_13:
	xorl	%ebx, %ebx
	testb	%r10b, %r10b
	je	.LBB0_14
	.p2align	4
.LBB0_20:
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
	vmulss	%xmm12, %xmm16, %xmm12
	vsubss	%xmm12, %xmm11, %xmm11
	vmovd	%xmm11, %ebp
	movl	%ebp, %r14d
	andl	$2147483647, %r14d
	cmpl	$2139095041, %r14d
	cmovael	%r9d, %ebp
	movl	%ebp, (%rdi,%rbx,4)
	incq	%rbx
	cmpq	%rbx, %r13
	jne	.LBB0_20
	jmp	.LBB0_21
	.p2align	4
.LBB0_14:
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
	jne	.LBB0_14
	cmpq	%rax, %r13
	je	.LBB0_21
	movq	%rax, %rbx
	testb	$12, %r13b
	je	.LBB0_20
	movq	%rax, %rbx
	.p2align	4
.LBB0_18:
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
	jne	.LBB0_18
	movq	%rcx, %rbx
	cmpq	%rcx, %r13
	jne	.LBB0_20
	jmp	.LBB0_21
.Lfunc_end0:
	.size	tessera_huber_x86_64_v4, .Lfunc_end0-tessera_huber_x86_64_v4

	.section	".note.GNU-stack","",@progbits
