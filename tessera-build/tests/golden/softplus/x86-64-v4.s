	.file	"softplus.toml"
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
.LCPI0_60:
	.quad	0x405e000000000000
.LCPI0_61:
	.quad	0xc05e000000000000
.LCPI0_62:
	.quad	0x3ff71547652b82fe
.LCPI0_63:
	.quad	0xbfe62e42fee00000
.LCPI0_64:
	.quad	0xbdea39ef35793c76
.LCPI0_65:
	.quad	0x3de6124613a86d09
.LCPI0_66:
	.quad	0x3e21eed8eff8d898
.LCPI0_67:
	.quad	0x3e5ae64567f544e4
.LCPI0_68:
	.quad	0x3e927e4fb7789f5c
.LCPI0_69:
	.quad	0x3ec71de3a556c734
.LCPI0_70:
	.quad	0x3efa01a01a01a01a
.LCPI0_71:
	.quad	0x3f2a01a01a01a01a
.LCPI0_72:
	.quad	0x3f56c16c16c16c17
.LCPI0_73:
	.quad	0x3f81111111111111
.LCPI0_74:
	.quad	0x3fa5555555555555
.LCPI0_75:
	.quad	0x3fc5555555555555
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
.LCPI0_76:
	.long	0x7fc00000
.LCPI0_77:
	.long	0x7fffffff
.LCPI0_78:
	.long	2139095040
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
	.globl	tessera_softplus_x86_64_v4
	.p2align	4
	.type	tessera_softplus_x86_64_v4,@function
tessera_softplus_x86_64_v4:
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
	subq	$984, %rsp
	movq	(%rdi), %rax
	movq	%rax, -24(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, -32(%rsp)
	movq	24(%rdi), %rsi
	movq	32(%rdi), %rax
	movq	40(%rdi), %r13
	vmovss	56(%rdi), %xmm0
	vmovaps	%xmm0, -96(%rsp)
	vmovss	60(%rdi), %xmm0
	vmovss	%xmm0, 104(%rsp)
	movq	48(%rdi), %rcx
	movq	%rcx, (%rsp)
	movl	64(%rdi), %ecx
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, 100(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, 92(%rsp)
	movl	68(%rdi), %edx
	movl	%edx, 108(%rsp)
	vmovd	80(%rdi), %xmm0
	vmovd	%xmm0, 88(%rsp)
	movq	88(%rdi), %rdx
	movq	%rdx, -40(%rsp)
	movq	96(%rdi), %rdx
	movq	%rdx, 552(%rsp)
	cmpq	$32, %r13
	movq	%rax, -72(%rsp)
	movq	%r13, 8(%rsp)
	jae	.LBB0_1
	movq	%rax, %rdi
	movw	$512, %ax
	xorl	%edx, %edx
	divw	%r13w
	cmpq	%rdi, %rsi
	jae	.LBB0_48
	movq	%rsi, -112(%rsp)
	movzwl	%ax, %edi
	cmpq	$0, (%rsp)
	je	.LBB0_59
	movabsq	$4607182418800017408, %r12
	testl	%ecx, %ecx
	movq	%rdi, 4368(%rsp)
	je	.LBB0_68
	movl	$3449720151, %r12d
	movq	-40(%rsp), %rsi
	movq	%rsi, %rax
	shrq	$32, %rax
	leaq	1013904242(%rsi), %rcx
	movq	%rcx, 2512(%rsp)
	leaq	1993301258(%rax), %r9
	leaq	842468239(%rax), %r10
	movq	%r10, 2448(%rsp)
	leaq	2027808484(%rsi), %rcx
	movq	%rcx, 1872(%rsp)
	leaq	387276957(%rsi), %rcx
	movq	%rcx, 2384(%rsp)
	leaq	1684936478(%rax), %rbx
	movq	%rbx, 2320(%rsp)
	leaq	534103459(%rax), %rcx
	leaq	-795284382(%rsi,%r12), %r15
	leaq	-305585874(%rax,%r12), %rbp
	movq	%rbp, 120(%rsp)
	leaq	218619860(%rsi,%r12), %rbp
	leaq	536882365(%rax,%r12), %r8
	leaq	-613950654(%rax,%r12), %rdx
	leaq	-408007425(%rsi,%r12), %r14
	leaq	228517585(%rax,%r12), %r11
	vpbroadcastq	%rsi, %zmm28
	movq	%r15, 72(%rsp)
	vpbroadcastq	%r15, %zmm0
	vmovdqu64	%zmm0, 2896(%rsp)
	leaq	1013904242(%rsi), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3024(%rsp)
	movq	%r8, 4304(%rsp)
	movq	%r9, 80(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 4816(%rsp)
	vpbroadcastq	%rbp, %zmm0
	vmovdqu64	%zmm0, 2960(%rsp)
	vpbroadcastq	%r10, %zmm9
	leaq	2027808484(%rsi), %rax
	vpbroadcastq	%rax, %zmm12
	movq	%r14, %r9
	vpbroadcastq	%r8, %zmm10
	leaq	387276957(%rsi), %rax
	vpbroadcastq	%rax, %zmm13
	movq	%r11, 4112(%rsp)
	vpbroadcastq	%rdx, %zmm14
	vpbroadcastq	%r14, %zmm29
	vpbroadcastq	%rbx, %zmm15
	leaq	1401181199(%rsi), %r14
	vpbroadcastq	%r14, %zmm30
	vpbroadcastq	%rcx, %zmm26
	vpbroadcastq	.LCPI0_0(%rip), %zmm27
	vmovsd	.LCPI0_10(%rip), %xmm22
	vmovddup	.LCPI0_19(%rip), %xmm11
	vmovsd	.LCPI0_26(%rip), %xmm7
	vmovsd	.LCPI0_27(%rip), %xmm8
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 4560(%rsp)
	leal	-1879881855(%rsi), %r15d
	vpbroadcastd	%r15d, %zmm0
	vmovdqu64	%zmm0, 4496(%rsp)
	vmovsd	.LCPI0_44(%rip), %xmm31
	vmovq	.LCPI0_45(%rip), %xmm4
	vbroadcastss	-96(%rsp), %zmm0
	vmovupd	%zmm0, 4432(%rsp)
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpbroadcastq	.LCPI0_6(%rip), %zmm18
	vpbroadcastd	.LCPI0_7(%rip), %ymm16
	vpbroadcastq	.LCPI0_9(%rip), %zmm19
	movq	-112(%rsp), %r11
	movq	-72(%rsp), %r8
	movq	%rcx, 1360(%rsp)
	movq	%rbp, 1744(%rsp)
	movq	%rdx, 4240(%rsp)
	movq	%r9, 4176(%rsp)
	vmovdqu64	%zmm28, 4688(%rsp)
	movq	%r14, -48(%rsp)
	vmovdqu64	%zmm26, 4624(%rsp)
	movl	%r15d, -56(%rsp)
	vmovdqu64	%zmm9, 1936(%rsp)
	vmovdqu64	%zmm12, 2768(%rsp)
	vmovdqu64	%zmm10, 2704(%rsp)
	vmovdqu64	%zmm13, 2640(%rsp)
	vmovdqu64	%zmm14, 3216(%rsp)
	vmovdqu64	%zmm29, 3152(%rsp)
	vmovdqu64	%zmm15, 3088(%rsp)
	vmovdqu64	%zmm30, 2576(%rsp)
	jmp	.LBB0_63
	.p2align	4
.LBB0_98:
	movq	-112(%rsp), %r11
	movq	4368(%rsp), %rdi
	addq	%rdi, %r11
	movq	-72(%rsp), %r8
	cmpq	%r8, %r11
	jae	.LBB0_48
.LBB0_63:
	subq	%r11, %r8
	cmpq	%rdi, %r8
	cmovaeq	%rdi, %r8
	imulq	%r13, %r8
	movq	%r11, -112(%rsp)
	movq	%r11, %rcx
	imulq	%r13, %rcx
	movq	-24(%rsp), %rax
	leaq	(%rax,%rcx,4), %rsi
	movq	%rsi, 1808(%rsp)
	movq	-32(%rsp), %rax
	leaq	(%rax,%rcx,4), %rdi
	movq	%rdi, -8(%rsp)
	cmpq	$1, %r8
	movq	%r8, %r9
	adcq	$0, %r9
	movl	%r9d, %eax
	andl	$32704, %eax
	movq	%rax, -64(%rsp)
	vpbroadcastq	%rcx, %zmm20
	vpaddq	%zmm27, %zmm20, %zmm21
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm20, %zmm23
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm20, %zmm24
	movl	%r9d, %eax
	andl	$32760, %eax
	movq	%rax, 64(%rsp)
	leaq	(%rsi,%r8,4), %rax
	leaq	(%rdi,%r8,4), %rdx
	cmpq	%rdx, %rsi
	setb	%dl
	cmpq	%rax, %rdi
	setb	%al
	andb	%dl, %al
	movb	%al, -100(%rsp)
	movl	%r9d, %eax
	andl	$32752, %eax
	movq	%rax, 48(%rsp)
	movq	%r9, 56(%rsp)
	andl	$32764, %r9d
	movq	%r9, 112(%rsp)
	xorl	%edx, %edx
	vmovss	100(%rsp), %xmm0
	vmovss	%xmm0, 40(%rsp)
	vmovss	104(%rsp), %xmm0
	vmovaps	%xmm0, 16(%rsp)
	movq	-40(%rsp), %r9
	movq	%r8, -16(%rsp)
	movq	%rcx, -120(%rsp)
	vmovdqu64	%zmm20, 2832(%rsp)
	vmovdqu64	%zmm21, 5008(%rsp)
	vmovdqu64	%zmm23, 4944(%rsp)
	vmovdqu64	%zmm24, 4880(%rsp)
	jmp	.LBB0_64
	.p2align	4
.LBB0_97:
	movq	192(%rsp), %rdx
	incq	%rdx
	cmpq	(%rsp), %rdx
	vmovq	.LCPI0_45(%rip), %xmm4
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpbroadcastq	.LCPI0_6(%rip), %zmm18
	vpbroadcastd	.LCPI0_7(%rip), %ymm16
	vpbroadcastq	.LCPI0_9(%rip), %zmm19
	vmovdqu64	2832(%rsp), %zmm20
	vpbroadcastq	.LCPI0_0(%rip), %zmm27
	vmovdqu64	4624(%rsp), %zmm26
	vmovdqu64	4688(%rsp), %zmm28
	vmovdqu64	1936(%rsp), %zmm9
	vmovdqu64	2704(%rsp), %zmm10
	vmovdqu64	2768(%rsp), %zmm12
	vmovdqu64	2640(%rsp), %zmm13
	vmovdqu64	3216(%rsp), %zmm14
	vmovdqu64	3088(%rsp), %zmm15
	vmovdqu64	3152(%rsp), %zmm29
	vmovdqu64	2576(%rsp), %zmm30
	vmovddup	.LCPI0_19(%rip), %xmm11
	je	.LBB0_98
.LBB0_64:
	cmpl	$0, 108(%rsp)
	jne	.LBB0_65
.LBB0_66:
	movq	552(%rsp), %rax
	leaq	(%rdx,%rax), %rbx
	movq	%rbx, %rdi
	shrq	$32, %rdi
	imulq	%r12, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	%r9d, %ebx
	xorl	%eax, %ebx
	leaq	78811644(%r12), %rbp
	imulq	%rbp, %rbx
	movq	%rbx, %rsi
	shrq	$32, %rsi
	xorq	120(%rsp), %rsi
	cmpq	$8, %r8
	movq	%rdx, 192(%rsp)
	jae	.LBB0_111
	movl	%r15d, %r11d
	xorl	%r15d, %r15d
	vmovq	.LCPI0_28(%rip), %xmm5
	movq	%rbx, %rdx
	movq	%rdi, %r10
	jmp	.LBB0_120
	.p2align	4
.LBB0_111:
	movq	%rsi, 1104(%rsp)
	vpbroadcastq	%rsi, %zmm2
	cmpq	$64, %r8
	vmovdqu64	%zmm2, 1296(%rsp)
	jae	.LBB0_113
	xorl	%eax, %eax
	vmovdqu64	2960(%rsp), %zmm21
	vmovdqu64	3024(%rsp), %zmm23
	movq	%rbx, %rdx
	movq	%rdi, %r10
	jmp	.LBB0_117
	.p2align	4
.LBB0_113:
	movq	%rdi, %r10
	vpbroadcastq	%rdi, %zmm0
	vpxorq	2896(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1680(%rsp)
	movq	%rbx, %rdx
	vpbroadcastq	%rbx, %zmm0
	vpxorq	4816(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1232(%rsp)
	xorl	%r15d, %r15d
	vmovdqa64	.LCPI0_4(%rip), %zmm3
	vmovdqa64	.LCPI0_3(%rip), %zmm0
	movq	-64(%rsp), %rax
	.p2align	4
.LBB0_114:
	vmovdqu64	%zmm0, 128(%rsp)
	vmovdqu64	%zmm3, 880(%rsp)
	vmovdqu64	2832(%rsp), %zmm2
	vpaddq	%zmm2, %zmm0, %zmm5
	vpmuludq	%zmm17, %zmm5, %zmm1
	vpaddq	%zmm2, %zmm3, %zmm7
	vpmuludq	%zmm17, %zmm7, %zmm9
	vmovdqu64	5008(%rsp), %zmm2
	vpaddq	%zmm2, %zmm0, %zmm8
	vpmuludq	%zmm17, %zmm8, %zmm0
	vpaddq	%zmm2, %zmm3, %zmm11
	vpmuludq	%zmm17, %zmm11, %zmm10
	vmovdqu64	4944(%rsp), %zmm4
	vpaddq	128(%rsp), %zmm4, %zmm12
	vpmuludq	%zmm17, %zmm12, %zmm2
	vpaddq	%zmm4, %zmm3, %zmm13
	vpmuludq	%zmm17, %zmm13, %zmm6
	vmovdqu64	4880(%rsp), %zmm15
	vpaddq	128(%rsp), %zmm15, %zmm14
	vpmuludq	%zmm17, %zmm14, %zmm29
	vpaddq	%zmm15, %zmm3, %zmm15
	vpmuludq	%zmm17, %zmm15, %zmm27
	vpternlogq	$150, %zmm28, %zmm9, %zmm7
	vpternlogq	$150, %zmm28, %zmm1, %zmm5
	vpternlogq	$150, %zmm28, %zmm10, %zmm11
	vpternlogq	$150, %zmm28, %zmm0, %zmm8
	vpternlogq	$150, %zmm28, %zmm6, %zmm13
	vpternlogq	$150, %zmm28, %zmm2, %zmm12
	vpternlogq	$150, %zmm28, %zmm27, %zmm15
	vpternlogq	$150, %zmm28, %zmm29, %zmm14
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm15, %zmm15
	vpmuludq	%zmm18, %zmm7, %zmm26
	vpmuludq	%zmm18, %zmm5, %zmm24
	vpmuludq	%zmm18, %zmm11, %zmm21
	vpmuludq	%zmm18, %zmm8, %zmm20
	vpmuludq	%zmm18, %zmm13, %zmm19
	vpmuludq	%zmm18, %zmm12, %zmm8
	vpmuludq	%zmm18, %zmm15, %zmm7
	vpmuludq	%zmm18, %zmm14, %zmm5
	vpsrlq	$32, %zmm24, %zmm11
	vpsrlq	$32, %zmm26, %zmm12
	vpsrlq	$32, %zmm20, %zmm13
	vpsrlq	$32, %zmm21, %zmm14
	vpsrlq	$32, %zmm8, %zmm16
	vpsrlq	$32, %zmm19, %zmm17
	vpsrlq	$32, %zmm5, %zmm22
	vpsrlq	$32, %zmm7, %zmm23
	vmovdqu64	1680(%rsp), %zmm25
	vpxorq	%zmm25, %zmm12, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm15
	vmovdqu64	%zmm15, 624(%rsp)
	vpxorq	%zmm25, %zmm11, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm18
	vmovdqu64	%zmm18, 464(%rsp)
	vpxorq	%zmm25, %zmm14, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm14
	vmovdqu64	%zmm14, 816(%rsp)
	vpxorq	%zmm25, %zmm13, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm28
	vmovdqu64	%zmm28, 560(%rsp)
	vpxorq	%zmm25, %zmm17, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm13
	vpxorq	%zmm25, %zmm16, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm3
	vpxorq	%zmm25, %zmm23, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm4
	vpxorq	%zmm25, %zmm22, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm11
	vmovdqu64	%zmm11, 272(%rsp)
	vmovdqu64	1296(%rsp), %zmm12
	vpxorq	%zmm9, %zmm12, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm25
	vpxorq	%zmm1, %zmm12, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm23
	vpxorq	%zmm10, %zmm12, %zmm9
	vpsrlq	$32, %zmm18, %zmm1
	vmovdqu64	%zmm1, 208(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm31
	vpxorq	%zmm0, %zmm12, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm16
	vpxorq	%zmm6, %zmm12, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm11
	vpsrlq	$32, %zmm15, %zmm10
	vpxorq	%zmm2, %zmm12, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm15
	vpxorq	%zmm27, %zmm12, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm30
	vpxorq	%zmm29, %zmm12, %zmm2
	vpsrlq	$32, %zmm28, %zmm0
	vmovdqu64	%zmm0, 688(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 400(%rsp)
	vpsrlq	$32, %zmm23, %zmm2
	vpsrlq	$32, %zmm25, %zmm9
	vpsrlq	$32, %zmm16, %zmm28
	vmovdqa64	%zmm16, %zmm27
	vpsrlq	$32, %zmm31, %zmm29
	vpsrlq	$32, %zmm14, %zmm22
	vmovdqu64	3024(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm26, %zmm9
	vpsrlq	$32, %zmm15, %zmm26
	vpternlogq	$150, %zmm0, %zmm24, %zmm2
	vpsrlq	$32, %zmm11, %zmm24
	vpternlogq	$150, %zmm0, %zmm21, %zmm29
	vpsrlq	$32, %zmm3, %zmm21
	vmovdqa64	%zmm3, %zmm18
	vpternlogq	$150, %zmm0, %zmm20, %zmm28
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, %zmm0, %zmm19, %zmm24
	vpsrlq	$32, %zmm30, %zmm19
	vpternlogq	$150, %zmm0, %zmm8, %zmm26
	vpsrlq	$32, %zmm13, %zmm8
	vmovdqa64	%zmm13, %zmm17
	vpternlogq	$150, %zmm0, %zmm7, %zmm19
	vpternlogq	$150, %zmm0, %zmm5, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 944(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm6
	vpsrlq	$32, %zmm4, %zmm2
	vmovdqa64	%zmm4, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm19
	vmovdqu64	%zmm19, 752(%rsp)
	vmovdqu64	1232(%rsp), %zmm7
	vpxorq	%zmm7, %zmm10, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm9
	vmovdqu64	%zmm9, 336(%rsp)
	vpxorq	208(%rsp), %zmm7, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm20
	vpxorq	%zmm7, %zmm22, %zmm10
	vpxorq	688(%rsp), %zmm7, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm10
	vpxorq	%zmm7, %zmm8, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm22
	vpxorq	%zmm7, %zmm21, %zmm0
	vpxorq	%zmm7, %zmm2, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm28
	vpsrlq	$32, %zmm9, %zmm2
	vmovdqu64	2960(%rsp), %zmm9
	vpternlogq	$150, %zmm25, %zmm9, %zmm2
	vmovdqu64	%zmm2, 1168(%rsp)
	vpsrlq	$32, %zmm20, %zmm26
	vpternlogq	$150, %zmm23, %zmm9, %zmm26
	vpsrlq	$32, %zmm29, %zmm25
	vpternlogq	$150, %zmm31, %zmm9, %zmm25
	vpsrlq	$32, %zmm10, %zmm8
	vmovdqa64	%zmm10, %zmm21
	vpternlogq	$150, %zmm27, %zmm9, %zmm8
	vpsrlq	$32, %zmm22, %zmm23
	vpternlogq	$150, %zmm11, %zmm9, %zmm23
	vpsrlq	$32, %zmm5, %zmm31
	vmovdqa64	%zmm5, %zmm27
	vpternlogq	$150, %zmm15, %zmm9, %zmm31
	vpsrlq	$32, %zmm28, %zmm2
	vpternlogq	$150, %zmm30, %zmm9, %zmm2
	vmovdqu64	%zmm2, 208(%rsp)
	vpsrlq	$32, %zmm1, %zmm0
	vmovdqu64	1936(%rsp), %zmm10
	vpternlogq	$150, 464(%rsp), %zmm10, %zmm0
	vpsrlq	$32, %zmm3, %zmm2
	vmovdqa64	%zmm3, %zmm1
	vpternlogq	$150, 624(%rsp), %zmm10, %zmm2
	vpsrlq	$32, %zmm6, %zmm4
	vmovdqa64	%zmm6, %zmm3
	vpternlogq	$150, 560(%rsp), %zmm10, %zmm4
	vpsrlq	$32, %zmm12, %zmm30
	vpternlogq	$150, 816(%rsp), %zmm10, %zmm30
	vpsrlq	$32, %zmm14, %zmm5
	vpternlogq	$150, %zmm10, %zmm18, %zmm5
	vpsrlq	$32, %zmm13, %zmm18
	vpternlogq	$150, %zmm10, %zmm17, %zmm18
	vpsrlq	$32, %zmm19, %zmm11
	vpternlogq	$150, %zmm10, %zmm16, %zmm11
	vpsrlq	$32, %zmm24, %zmm15
	vmovdqu64	272(%rsp), %zmm6
	vpternlogq	$150, %zmm10, %zmm6, %zmm15
	vpsrlq	$32, %zmm6, %zmm10
	vpxorq	%zmm7, %zmm10, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm6
	vmovdqu64	%zmm6, 688(%rsp)
	vpsrlq	$32, %zmm6, %zmm19
	vpternlogq	$150, 400(%rsp), %zmm9, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 400(%rsp)
	vpsrlq	$32, %zmm2, %zmm7
	vmovdqu64	2768(%rsp), %zmm9
	vpternlogq	$150, 336(%rsp), %zmm9, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, %zmm9, %zmm20, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm30, %zmm20
	vpsrlq	$32, %zmm20, %zmm30
	vpternlogq	$150, %zmm9, %zmm29, %zmm30
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm2
	vmovdqu64	%zmm2, 816(%rsp)
	vpsrlq	$32, %zmm2, %zmm29
	vpternlogq	$150, %zmm9, %zmm21, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm2
	vmovdqu64	%zmm2, 336(%rsp)
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm9, %zmm22, %zmm4
	vmovdqu64	%zmm4, 464(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm2
	vmovdqu64	%zmm2, 560(%rsp)
	vpsrlq	$32, %zmm2, %zmm17
	vpternlogq	$150, %zmm9, %zmm27, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm2
	vmovdqu64	%zmm2, 624(%rsp)
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm9, %zmm28, %zmm4
	vmovdqu64	%zmm4, 272(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm10
	vpsrlq	$32, %zmm10, %zmm4
	vmovdqu64	2704(%rsp), %zmm28
	vpternlogq	$150, 944(%rsp), %zmm28, %zmm4
	vmovdqu64	1168(%rsp), %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm11
	vpsrlq	$32, %zmm11, %zmm18
	vpternlogq	$150, %zmm1, %zmm28, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm26
	vpsrlq	$32, %zmm26, %zmm2
	vpternlogq	$150, %zmm3, %zmm28, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm21
	vpsrlq	$32, %zmm21, %zmm5
	vpternlogq	$150, %zmm12, %zmm28, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm12
	vpsrlq	$32, %zmm12, %zmm6
	vpternlogq	$150, %zmm14, %zmm28, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm1
	vmovdqu64	%zmm1, 1168(%rsp)
	vpsrlq	$32, %zmm1, %zmm3
	vpternlogq	$150, %zmm13, %zmm28, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm1
	vmovdqu64	%zmm1, 944(%rsp)
	vpsrlq	$32, %zmm1, %zmm23
	vpternlogq	$150, %zmm24, %zmm28, %zmm23
	vmovdqu64	208(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm24
	vpsrlq	$32, %zmm24, %zmm8
	vpternlogq	$150, 752(%rsp), %zmm28, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm28
	vpsrlq	$32, %zmm28, %zmm31
	vpternlogq	$150, 688(%rsp), %zmm9, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm18
	vpsrlq	$32, %zmm18, %zmm9
	vmovdqu64	2640(%rsp), %zmm1
	vpternlogq	$150, 400(%rsp), %zmm1, %zmm9
	vmovdqu64	%zmm9, 208(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm4
	vmovdqu64	%zmm4, 688(%rsp)
	vpsrlq	$32, %zmm4, %zmm14
	vpternlogq	$150, %zmm0, %zmm1, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm0
	vmovdqu64	%zmm0, 400(%rsp)
	vpsrlq	$32, %zmm0, %zmm25
	vmovdqu64	3216(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm10, %zmm25
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm13
	vpternlogq	$150, %zmm20, %zmm1, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm4
	vmovdqu64	%zmm4, 752(%rsp)
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm0, %zmm11, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm10
	vpsrlq	$32, %zmm10, %zmm20
	vpternlogq	$150, 816(%rsp), %zmm1, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm19
	vpsrlq	$32, %zmm19, %zmm27
	vpternlogq	$150, %zmm0, %zmm26, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm29
	vpsrlq	$32, %zmm29, %zmm4
	vpternlogq	$150, 336(%rsp), %zmm1, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm2
	vmovdqu64	%zmm2, 336(%rsp)
	vpsrlq	$32, %zmm2, %zmm9
	vpternlogq	$150, %zmm0, %zmm21, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm26
	vpsrlq	$32, %zmm26, %zmm22
	vpternlogq	$150, 560(%rsp), %zmm1, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm2
	vmovdqu64	%zmm2, 1040(%rsp)
	vpsrlq	$32, %zmm2, %zmm6
	vpternlogq	$150, %zmm0, %zmm12, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm16
	vpternlogq	$150, 624(%rsp), %zmm1, %zmm16
	vmovdqu64	464(%rsp), %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 816(%rsp)
	vpsrlq	$32, %zmm2, %zmm12
	vpternlogq	$150, 1168(%rsp), %zmm0, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm17
	vpsrlq	$32, %zmm17, %zmm2
	vpternlogq	$150, %zmm28, %zmm1, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm30
	vpsrlq	$32, %zmm30, %zmm21
	vpternlogq	$150, 944(%rsp), %zmm0, %zmm21
	vmovdqu64	272(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm31
	vpsrlq	$32, %zmm31, %zmm1
	vpternlogq	$150, %zmm0, %zmm24, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm15
	vpsrlq	$32, %zmm15, %zmm8
	vmovdqu64	3152(%rsp), %zmm24
	vpternlogq	$150, %zmm24, %zmm18, %zmm8
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm25, %zmm23
	vpsrlq	$32, %zmm23, %zmm7
	vpternlogq	$150, 688(%rsp), %zmm24, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm28
	vpsrlq	$32, %zmm28, %zmm9
	vpternlogq	$150, %zmm24, %zmm5, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm25
	vpsrlq	$32, %zmm25, %zmm5
	vpternlogq	$150, %zmm24, %zmm10, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm0
	vmovdqu64	%zmm0, 560(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vpternlogq	$150, %zmm24, %zmm29, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm27
	vpsrlq	$32, %zmm27, %zmm11
	vpternlogq	$150, %zmm24, %zmm26, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm29
	vpsrlq	$32, %zmm29, %zmm12
	vpternlogq	$150, %zmm24, %zmm3, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm0
	vmovdqu64	%zmm0, 624(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqu64	3088(%rsp), %zmm0
	vpternlogq	$150, 400(%rsp), %zmm0, %zmm1
	vmovdqu64	208(%rsp), %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm3
	vmovdqu64	%zmm3, 400(%rsp)
	vpsrlq	$32, %zmm3, %zmm18
	vpternlogq	$150, 752(%rsp), %zmm0, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm3
	vmovdqu64	%zmm3, 464(%rsp)
	vpsrlq	$32, %zmm3, %zmm20
	vpternlogq	$150, %zmm19, %zmm0, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm6
	vpsrlq	$32, %zmm6, %zmm26
	vpternlogq	$150, 336(%rsp), %zmm0, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm3
	vmovdqu64	%zmm3, 208(%rsp)
	vpsrlq	$32, %zmm3, %zmm22
	vpternlogq	$150, 1040(%rsp), %zmm0, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm3
	vmovdqu64	%zmm3, 272(%rsp)
	vpsrlq	$32, %zmm3, %zmm14
	vpternlogq	$150, 816(%rsp), %zmm0, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm3
	vpsrlq	$32, %zmm3, %zmm13
	vpternlogq	$150, %zmm30, %zmm0, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm2
	vpternlogq	$150, %zmm31, %zmm0, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm30
	vpsrlq	$32, %zmm30, %zmm4
	vpternlogq	$150, %zmm24, %zmm17, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm18
	vpsrlq	$32, %zmm18, %zmm31
	vmovdqu64	2576(%rsp), %zmm24
	vpternlogq	$150, %zmm15, %zmm24, %zmm31
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm23, %zmm24, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm26, %zmm0
	vmovdqu64	4624(%rsp), %zmm26
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm28, %zmm24, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm18
	vpsrlq	$32, %zmm18, %zmm18
	vpternlogq	$150, %zmm25, %zmm24, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm14
	vpsrlq	$32, %zmm14, %zmm14
	vpternlogq	$150, 560(%rsp), %zmm24, %zmm14
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm22, %zmm19
	vpsrlq	$32, %zmm19, %zmm20
	vpternlogq	$150, %zmm27, %zmm24, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm22
	vpternlogq	$150, %zmm29, %zmm24, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm8
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm13, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm9
	vpsrlq	$32, %zmm2, %zmm12
	vpternlogq	$150, %zmm30, %zmm24, %zmm12
	vpsrlq	$32, %zmm25, %zmm2
	vpternlogq	$150, 624(%rsp), %zmm26, %zmm2
	vpsrlq	$32, %zmm23, %zmm4
	vpternlogq	$150, 400(%rsp), %zmm26, %zmm4
	vpsrlq	$32, %zmm8, %zmm5
	vpternlogq	$150, 464(%rsp), %zmm26, %zmm5
	vpsrlq	$32, %zmm19, %zmm13
	vpternlogq	$150, %zmm26, %zmm6, %zmm13
	vpsrlq	$32, %zmm11, %zmm6
	vpternlogq	$150, 208(%rsp), %zmm26, %zmm6
	vpsrlq	$32, %zmm10, %zmm15
	vpternlogq	$150, 272(%rsp), %zmm26, %zmm15
	vpsrlq	$32, %zmm7, %zmm24
	vpternlogq	$150, %zmm26, %zmm3, %zmm24
	vpsrlq	$32, %zmm9, %zmm17
	vpternlogq	$150, %zmm26, %zmm16, %zmm17
	vpmovqd	%zmm4, %ymm1
	vpmovqd	%zmm2, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vpmovqd	%zmm13, %ymm2
	vpmovqd	%zmm5, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm3
	vpmovqd	%zmm15, %ymm2
	vpmovqd	%zmm6, %ymm4
	vinserti64x4	$1, %ymm4, %zmm2, %zmm4
	vpmovqd	%zmm17, %ymm2
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpmovqd	%zmm24, %ymm5
	vinserti64x4	$1, %ymm5, %zmm2, %zmm5
	vpmuludq	%zmm17, %zmm21, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vmovdqu64	4560(%rsp), %zmm16
	vpternlogq	$150, %zmm25, %zmm16, %zmm2
	vpmuludq	%zmm17, %zmm31, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm23, %zmm16, %zmm6
	vpmuludq	%zmm17, %zmm18, %zmm13
	vpbroadcastq	.LCPI0_6(%rip), %zmm18
	vpsrlq	$32, %zmm13, %zmm13
	vpternlogq	$150, %zmm8, %zmm16, %zmm13
	vpmuludq	%zmm17, %zmm0, %zmm0
	vpmuludq	%zmm17, %zmm20, %zmm8
	vpmuludq	%zmm17, %zmm14, %zmm14
	vpmuludq	%zmm17, %zmm12, %zmm12
	vpmuludq	%zmm17, %zmm22, %zmm15
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm19, %zmm16, %zmm0
	vpternlogq	$150, %zmm11, %zmm16, %zmm8
	vpternlogq	$150, %zmm10, %zmm16, %zmm14
	vpternlogq	$150, %zmm7, %zmm16, %zmm12
	vpternlogq	$150, %zmm9, %zmm16, %zmm15
	vpmuludq	%zmm18, %zmm6, %zmm6
	vpmuludq	%zmm18, %zmm2, %zmm2
	vpmuludq	%zmm18, %zmm0, %zmm0
	vpmuludq	%zmm18, %zmm13, %zmm7
	vpmuludq	%zmm18, %zmm14, %zmm9
	vpmuludq	%zmm18, %zmm8, %zmm8
	vpmuludq	%zmm18, %zmm15, %zmm10
	vpmuludq	%zmm18, %zmm12, %zmm11
	vpsrlq	$32, %zmm2, %zmm12
	vpsrlq	$32, %zmm6, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm0, %zmm15
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
	vmovdqu64	4688(%rsp), %zmm28
	vpmovqd	%zmm6, %ymm6
	vpmovqd	%zmm2, %ymm2
	vinserti64x4	$1, %ymm2, %zmm6, %zmm2
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm7, %ymm6
	vinserti64x4	$1, %ymm6, %zmm0, %zmm0
	vpmovqd	%zmm9, %ymm6
	vpmovqd	%zmm8, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_7(%rip), %zmm9
	vpmulld	%zmm9, %zmm1, %zmm1
	vmovdqu64	4496(%rsp), %zmm8
	vpternlogd	$150, %zmm1, %zmm8, %zmm12
	vpmulld	%zmm9, %zmm3, %zmm1
	vmovdqu64	880(%rsp), %zmm3
	vpternlogd	$150, %zmm1, %zmm8, %zmm14
	vpmulld	%zmm9, %zmm4, %zmm1
	vpternlogd	$150, %zmm1, %zmm8, %zmm13
	vpmulld	%zmm9, %zmm5, %zmm1
	vpternlogd	$150, %zmm1, %zmm8, %zmm15
	vmovdqu64	%zmm12, 5080(%rsp,%r15,4)
	vmovdqu64	%zmm14, 5144(%rsp,%r15,4)
	vmovdqu64	%zmm2, 7128(%rsp,%r15,4)
	vmovdqu64	%zmm13, 5208(%rsp,%r15,4)
	vmovdqu64	%zmm0, 7192(%rsp,%r15,4)
	vmovdqu64	128(%rsp), %zmm0
	vmovdqu64	%zmm6, 7256(%rsp,%r15,4)
	vmovdqu64	%zmm15, 5272(%rsp,%r15,4)
	vmovdqu64	%zmm7, 7320(%rsp,%r15,4)
	addq	$64, %r15
	vpbroadcastq	.LCPI0_8(%rip), %zmm1
	vpaddq	%zmm1, %zmm3, %zmm3
	vpaddq	%zmm1, %zmm0, %zmm0
	cmpq	%r15, %rax
	jne	.LBB0_114
	cmpq	%rax, %r8
	movq	-48(%rsp), %r14
	vpbroadcastq	.LCPI0_0(%rip), %zmm27
	vmovsd	.LCPI0_10(%rip), %xmm22
	vmovddup	.LCPI0_19(%rip), %xmm11
	vmovsd	.LCPI0_26(%rip), %xmm7
	vmovsd	.LCPI0_27(%rip), %xmm8
	vmovq	.LCPI0_28(%rip), %xmm5
	movl	-56(%rsp), %r11d
	vmovdqu64	2640(%rsp), %zmm13
	vmovdqu64	2768(%rsp), %zmm12
	vmovdqu64	3216(%rsp), %zmm14
	vmovdqu64	3088(%rsp), %zmm15
	vpbroadcastq	.LCPI0_5(%rip), %zmm17
	vpbroadcastq	.LCPI0_6(%rip), %zmm18
	vmovdqu64	2960(%rsp), %zmm21
	vmovdqu64	3152(%rsp), %zmm29
	vmovdqu64	2576(%rsp), %zmm30
	vmovsd	.LCPI0_44(%rip), %xmm31
	vmovq	.LCPI0_45(%rip), %xmm4
	vmovdqu64	2704(%rsp), %zmm10
	vmovdqu64	1936(%rsp), %zmm9
	vmovdqu64	3024(%rsp), %zmm23
	vpbroadcastd	.LCPI0_7(%rip), %ymm16
	vpbroadcastq	.LCPI0_9(%rip), %zmm19
	movq	-120(%rsp), %rcx
	vmovdqu64	2832(%rsp), %zmm20
	leaq	78811644(%r12), %rbp
	movq	1104(%rsp), %rsi
	je	.LBB0_100
	movq	-64(%rsp), %r15
	movq	%r15, %rax
	testb	$56, 56(%rsp)
	je	.LBB0_120
.LBB0_117:
	vpbroadcastq	%rax, %zmm0
	vporq	.LCPI0_4(%rip), %zmm0, %zmm0
	movq	%r10, %r13
	xorl	72(%rsp), %r10d
	vpbroadcastq	%r10, %zmm1
	movq	%rdx, %rbx
	xorl	80(%rsp), %edx
	vpbroadcastq	%rdx, %zmm2
	vmovdqu64	4560(%rsp), %zmm11
	movq	64(%rsp), %rcx
	vmovdqu64	1296(%rsp), %zmm25
	vmovdqu64	4496(%rsp), %zmm24
	.p2align	4
.LBB0_118:
	vpaddq	%zmm20, %zmm0, %zmm3
	vpmuludq	%zmm17, %zmm3, %zmm4
	vpternlogq	$150, %zmm28, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm18, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm1, %zmm5
	vpxorq	%zmm4, %zmm25, %zmm4
	vpmuludq	%zmm17, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm6, %zmm2, %zmm6
	vpmuludq	%zmm18, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm23, %zmm3, %zmm7
	vpmuludq	%zmm17, %zmm7, %zmm3
	vpsrlq	$32, %zmm3, %zmm7
	vpmuludq	%zmm18, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm21, %zmm8
	vpternlogq	$150, %zmm9, %zmm5, %zmm7
	vpmuludq	%zmm17, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpmuludq	%zmm18, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpternlogq	$150, %zmm3, %zmm10, %zmm5
	vpternlogq	$150, %zmm12, %zmm6, %zmm8
	vpmuludq	%zmm17, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpmuludq	%zmm18, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm7, %zmm13, %zmm8
	vpternlogq	$150, %zmm14, %zmm4, %zmm6
	vpmuludq	%zmm17, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpmuludq	%zmm18, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm3, %zmm15, %zmm7
	vpternlogq	$150, %zmm29, %zmm5, %zmm8
	vpmuludq	%zmm17, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpmuludq	%zmm18, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm6, %zmm30, %zmm7
	vpternlogq	$150, %zmm26, %zmm4, %zmm5
	vpmuludq	%zmm17, %zmm7, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm5, %ymm5
	vpmulld	%ymm16, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm11, %zmm4
	vpmuludq	%zmm18, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, %ymm24, %ymm5, %ymm4
	vmovdqu	%ymm4, 5080(%rsp,%rax,4)
	vpmovqd	%zmm3, 7128(%rsp,%rax,4)
	addq	$8, %rax
	vpaddq	%zmm19, %zmm0, %zmm0
	cmpq	%rax, %rcx
	jne	.LBB0_118
	movq	%rcx, %r15
	movq	-16(%rsp), %r8
	cmpq	%rcx, %r8
	movq	-48(%rsp), %r14
	vmovsd	.LCPI0_26(%rip), %xmm7
	vmovsd	.LCPI0_27(%rip), %xmm8
	vmovq	.LCPI0_28(%rip), %xmm5
	movl	-56(%rsp), %r11d
	vmovq	.LCPI0_45(%rip), %xmm4
	movq	-120(%rsp), %rcx
	vmovddup	.LCPI0_19(%rip), %xmm11
	movq	%rbx, %rdx
	movq	%r13, %r10
	leaq	78811644(%r12), %rbp
	movq	1104(%rsp), %rsi
	je	.LBB0_100
.LBB0_120:
	xorq	72(%rsp), %r10
	xorq	80(%rsp), %rdx
	.p2align	4
.LBB0_99:
	leaq	(%r15,%rcx), %r13
	movl	%r13d, %eax
	imulq	%rbp, %rax
	xorq	%r9, %r13
	xorq	%rax, %r13
	shrq	$32, %r13
	imulq	%r12, %r13
	movq	%r13, %rdi
	shrq	$32, %rdi
	xorl	%r10d, %edi
	xorl	%esi, %eax
	imulq	%rbp, %rdi
	imulq	%r12, %rax
	movl	$3449720151, %ebx
	movq	%rax, %r12
	shrq	$32, %r12
	movq	2512(%rsp), %r9
	xorl	%r12d, %r9d
	movq	%rdi, %r12
	shrq	$32, %r12
	xorl	%r9d, %r13d
	xorl	%edx, %r12d
	imulq	%rbp, %r13
	imulq	%rbx, %r12
	movq	%r12, %r9
	shrq	$32, %r9
	xorl	1744(%rsp), %eax
	xorl	%r9d, %eax
	movq	%r13, %r9
	shrq	$32, %r9
	xorl	2448(%rsp), %edi
	xorl	%r9d, %edi
	imulq	%rbp, %rax
	imulq	%rbx, %rdi
	movq	%rdi, %r9
	shrq	$32, %r9
	xorl	1872(%rsp), %r12d
	xorl	%r9d, %r12d
	movq	%rax, %r9
	shrq	$32, %r9
	xorl	4304(%rsp), %r13d
	xorl	%r9d, %r13d
	imulq	%rbp, %r12
	imulq	%rbx, %r13
	movq	%r13, %r9
	shrq	$32, %r9
	xorl	2384(%rsp), %edi
	xorl	%r9d, %edi
	movq	%r12, %r9
	shrq	$32, %r9
	xorl	4240(%rsp), %eax
	xorl	%r9d, %eax
	imulq	%rbp, %rdi
	imulq	%rbx, %rax
	movq	%rax, %r9
	shrq	$32, %r9
	xorl	4176(%rsp), %r13d
	xorl	%r9d, %r13d
	movq	%rdi, %r9
	shrq	$32, %r9
	xorl	2320(%rsp), %r12d
	xorl	%r9d, %r12d
	imulq	%rbp, %r13
	imulq	%rbx, %r12
	shrq	$32, %r12
	xorl	%r14d, %eax
	xorl	%r12d, %eax
	movl	$3449720151, %r12d
	movq	%r13, %r9
	shrq	$32, %r9
	xorl	1360(%rsp), %edi
	xorl	%r9d, %edi
	movq	-40(%rsp), %r9
	imulq	%rbp, %rax
	shrq	$32, %rax
	xorl	4112(%rsp), %r13d
	xorl	%eax, %r13d
	imull	$-845247145, %edi, %eax
	imulq	%r12, %r13
	movl	%r13d, 7128(%rsp,%r15,4)
	shrq	$32, %r13
	xorl	%r11d, %eax
	xorl	%r13d, %eax
	movl	%eax, 5080(%rsp,%r15,4)
	incq	%r15
	cmpq	%r8, %r15
	jb	.LBB0_99
.LBB0_100:
	cmpq	$8, %r8
	jae	.LBB0_102
	xorl	%edx, %edx
	movq	8(%rsp), %r13
	movabsq	$4607182418800017408, %rbx
	movq	-48(%rsp), %r14
	movl	-56(%rsp), %r15d
	movabsq	$4604544269498187776, %rsi
	movq	%r8, %rcx
	movabsq	$4503595332403200, %r11
	vmovsd	.LCPI0_11(%rip), %xmm29
	vmovq	.LCPI0_39(%rip), %xmm25
	vmovq	.LCPI0_38(%rip), %xmm24
	vpbroadcastq	.LCPI0_37(%rip), %xmm21
	vmovq	.LCPI0_36(%rip), %xmm20
	vmovq	.LCPI0_35(%rip), %xmm19
	vmovq	.LCPI0_34(%rip), %xmm18
	vmovq	.LCPI0_55(%rip), %xmm17
	vmovq	.LCPI0_32(%rip), %xmm15
	vmovq	.LCPI0_31(%rip), %xmm14
	vmovq	.LCPI0_50(%rip), %xmm16
	vmovq	.LCPI0_49(%rip), %xmm26
	vmovq	.LCPI0_48(%rip), %xmm27
	vmovq	.LCPI0_47(%rip), %xmm23
	vmovq	.LCPI0_46(%rip), %xmm9
	vmovdqa	%xmm4, %xmm10
	vmovdqa64	%xmm5, %xmm28
	vmovq	.LCPI0_17(%rip), %xmm5
	vmovq	.LCPI0_18(%rip), %xmm6
	vmovaps	%xmm11, %xmm13
	vmovdqa	.LCPI0_58(%rip), %xmm12
	jmp	.LBB0_84
	.p2align	4
.LBB0_102:
	cmpq	$64, %r8
	movq	8(%rsp), %r13
	movabsq	$4607182418800017408, %rbx
	movl	-56(%rsp), %r15d
	movabsq	$4604544269498187776, %rsi
	movabsq	$4503595332403200, %r11
	jae	.LBB0_104
	xorl	%eax, %eax
	movq	-48(%rsp), %r14
	vmovsd	.LCPI0_11(%rip), %xmm29
	jmp	.LBB0_108
	.p2align	4
.LBB0_104:
	xorl	%r14d, %r14d
	movq	-64(%rsp), %rax
	.p2align	4
.LBB0_105:
	vcvtudq2pd	7128(%rsp,%r14,4), %zmm0
	vcvtudq2pd	7160(%rsp,%r14,4), %zmm1
	vcvtudq2pd	7192(%rsp,%r14,4), %zmm2
	vcvtudq2pd	7224(%rsp,%r14,4), %zmm3
	vcvtudq2pd	7256(%rsp,%r14,4), %zmm4
	vcvtudq2pd	7288(%rsp,%r14,4), %zmm5
	vcvtudq2pd	7320(%rsp,%r14,4), %zmm6
	vcvtudq2pd	7352(%rsp,%r14,4), %zmm7
	vbroadcastsd	.LCPI0_10(%rip), %zmm11
	vaddpd	%zmm11, %zmm1, %zmm8
	vaddpd	%zmm11, %zmm0, %zmm0
	vaddpd	%zmm11, %zmm3, %zmm9
	vaddpd	%zmm11, %zmm2, %zmm2
	vaddpd	%zmm11, %zmm5, %zmm5
	vaddpd	%zmm11, %zmm4, %zmm4
	vaddpd	%zmm11, %zmm7, %zmm10
	vaddpd	%zmm11, %zmm6, %zmm11
	vbroadcastsd	.LCPI0_11(%rip), %zmm12
	vmulpd	%zmm12, %zmm0, %zmm1
	vmulpd	%zmm12, %zmm8, %zmm6
	vmulpd	%zmm12, %zmm2, %zmm3
	vmulpd	%zmm12, %zmm9, %zmm7
	vmulpd	%zmm12, %zmm4, %zmm4
	vmulpd	%zmm12, %zmm5, %zmm8
	vmulpd	%zmm12, %zmm11, %zmm5
	vmulpd	%zmm12, %zmm10, %zmm9
	vbroadcastsd	.LCPI0_29(%rip), %zmm2
	vmulpd	%zmm2, %zmm6, %zmm14
	vmulpd	%zmm2, %zmm1, %zmm21
	vmulpd	%zmm2, %zmm7, %zmm11
	vmulpd	%zmm2, %zmm3, %zmm12
	vmulpd	%zmm2, %zmm8, %zmm0
	vmulpd	%zmm2, %zmm4, %zmm10
	vmulpd	%zmm2, %zmm9, %zmm1
	vmulpd	%zmm2, %zmm5, %zmm4
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm2
	vmulpd	%zmm13, %zmm14, %zmm3
	vmulpd	%zmm13, %zmm12, %zmm5
	vmulpd	%zmm13, %zmm11, %zmm6
	vmulpd	%zmm13, %zmm10, %zmm7
	vmulpd	%zmm13, %zmm0, %zmm8
	vmulpd	%zmm13, %zmm4, %zmm9
	vmulpd	%zmm13, %zmm1, %zmm13
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	%zmm15, %zmm3, %zmm19
	vmovupd	%zmm19, 4048(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm17
	vmovupd	%zmm17, 1488(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 1552(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 1616(%rsp)
	vaddpd	%zmm15, %zmm8, %zmm6
	vmovupd	%zmm6, 1104(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm8
	vmovupd	%zmm8, 1232(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm5
	vmovupd	%zmm5, 1680(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm7
	vmovupd	%zmm7, 1296(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm3
	vaddpd	%zmm3, %zmm17, %zmm20
	vaddpd	%zmm3, %zmm19, %zmm17
	vaddpd	%zmm3, %zmm18, %zmm13
	vaddpd	%zmm3, %zmm16, %zmm9
	vaddpd	%zmm3, %zmm8, %zmm2
	vaddpd	%zmm3, %zmm6, %zmm8
	vaddpd	%zmm3, %zmm7, %zmm6
	vaddpd	%zmm3, %zmm5, %zmm7
	vbroadcastsd	.LCPI0_33(%rip), %zmm25
	vmulpd	%zmm25, %zmm17, %zmm18
	vmulpd	%zmm25, %zmm20, %zmm3
	vmulpd	%zmm25, %zmm9, %zmm15
	vmulpd	%zmm25, %zmm13, %zmm19
	vmulpd	%zmm25, %zmm8, %zmm16
	vsubpd	%zmm3, %zmm21, %zmm5
	vbroadcastsd	.LCPI0_34(%rip), %zmm28
	vmulpd	%zmm28, %zmm20, %zmm3
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vmulpd	%zmm29, %zmm20, %zmm22
	vsubpd	%zmm3, %zmm5, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm31
	vpandq	%zmm31, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm31, %zmm23, %zmm23
	vpaddq	%zmm27, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm5, %zmm21
	vsubpd	%zmm21, %zmm5, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm25, %zmm2, %zmm24
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm30
	vmulpd	%zmm30, %zmm20, %zmm20
	vsubpd	%zmm22, %zmm20, %zmm3 {%k1}
	vmulpd	%zmm28, %zmm17, %zmm20
	vmulpd	%zmm29, %zmm17, %zmm22
	vmovapd	%zmm21, %zmm5 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm21
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm31, %zmm14, %zmm14
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm31, %zmm21, %zmm21
	vpaddq	%zmm27, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm14, %k1
	vsubpd	%zmm22, %zmm18, %zmm21
	vsubpd	%zmm21, %zmm18, %zmm14
	vsubpd	%zmm22, %zmm14, %zmm14
	vmulpd	%zmm25, %zmm7, %zmm22
	vsubpd	%zmm19, %zmm12, %zmm23
	vmulpd	%zmm30, %zmm17, %zmm17
	vsubpd	%zmm14, %zmm17, %zmm20 {%k1}
	vmulpd	%zmm28, %zmm13, %zmm14
	vmulpd	%zmm29, %zmm13, %zmm17
	vmovapd	%zmm21, %zmm18 {%k1}
	vsubpd	%zmm14, %zmm23, %zmm19
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm31, %zmm12, %zmm12
	vpsrlq	$52, %zmm19, %zmm19
	vpandq	%zmm31, %zmm19, %zmm19
	vpaddq	%zmm27, %zmm19, %zmm19
	vpcmpgtq	%zmm19, %zmm12, %k1
	vsubpd	%zmm17, %zmm23, %zmm19
	vsubpd	%zmm19, %zmm23, %zmm12
	vsubpd	%zmm17, %zmm12, %zmm17
	vmulpd	%zmm25, %zmm6, %zmm21
	vsubpd	%zmm15, %zmm11, %zmm12
	vsubpd	%zmm24, %zmm10, %zmm15
	vsubpd	%zmm16, %zmm0, %zmm16
	vsubpd	%zmm21, %zmm4, %zmm24
	vsubpd	%zmm22, %zmm1, %zmm25
	vmulpd	%zmm30, %zmm13, %zmm13
	vsubpd	%zmm17, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm28, %zmm9, %zmm13
	vmulpd	%zmm29, %zmm9, %zmm17
	vmovapd	%zmm19, %zmm23 {%k1}
	vsubpd	%zmm13, %zmm12, %zmm19
	vpsrlq	$52, %zmm11, %zmm11
	vpandq	%zmm31, %zmm11, %zmm11
	vpsrlq	$52, %zmm19, %zmm19
	vpandq	%zmm31, %zmm19, %zmm19
	vpaddq	%zmm27, %zmm19, %zmm19
	vpcmpgtq	%zmm19, %zmm11, %k1
	vsubpd	%zmm17, %zmm12, %zmm19
	vsubpd	%zmm19, %zmm12, %zmm11
	vsubpd	%zmm17, %zmm11, %zmm17
	vmulpd	%zmm28, %zmm2, %zmm11
	vmulpd	%zmm30, %zmm9, %zmm9
	vsubpd	%zmm17, %zmm9, %zmm13 {%k1}
	vmulpd	%zmm28, %zmm8, %zmm9
	vmulpd	%zmm29, %zmm2, %zmm17
	vmovapd	%zmm19, %zmm12 {%k1}
	vsubpd	%zmm11, %zmm15, %zmm19
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm31, %zmm10, %zmm10
	vpsrlq	$52, %zmm19, %zmm19
	vpandq	%zmm31, %zmm19, %zmm19
	vpaddq	%zmm27, %zmm19, %zmm19
	vpcmpgtq	%zmm19, %zmm10, %k1
	vsubpd	%zmm17, %zmm15, %zmm10
	vsubpd	%zmm10, %zmm15, %zmm19
	vsubpd	%zmm17, %zmm19, %zmm17
	vmulpd	%zmm28, %zmm6, %zmm26
	vmulpd	%zmm30, %zmm2, %zmm2
	vsubpd	%zmm17, %zmm2, %zmm11 {%k1}
	vmulpd	%zmm28, %zmm7, %zmm2
	vmulpd	%zmm29, %zmm8, %zmm17
	vmovapd	%zmm10, %zmm15 {%k1}
	vsubpd	%zmm9, %zmm16, %zmm10
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm31, %zmm0, %zmm0
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm31, %zmm10, %zmm10
	vpaddq	%zmm27, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm0, %k1
	vsubpd	%zmm17, %zmm16, %zmm0
	vsubpd	%zmm0, %zmm16, %zmm10
	vsubpd	%zmm17, %zmm10, %zmm10
	vmulpd	%zmm29, %zmm6, %zmm17
	vmulpd	%zmm30, %zmm8, %zmm8
	vsubpd	%zmm10, %zmm8, %zmm9 {%k1}
	vmulpd	%zmm29, %zmm7, %zmm8
	vsubpd	%zmm8, %zmm25, %zmm10
	vmovapd	%zmm0, %zmm16 {%k1}
	vsubpd	%zmm26, %zmm24, %zmm0
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm31, %zmm4, %zmm4
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm31, %zmm0, %zmm0
	vpaddq	%zmm27, %zmm0, %zmm0
	vpcmpgtq	%zmm0, %zmm4, %k1
	vsubpd	%zmm17, %zmm24, %zmm0
	vmulpd	%zmm30, %zmm7, %zmm4
	vmulpd	%zmm30, %zmm6, %zmm6
	vsubpd	%zmm10, %zmm25, %zmm7
	vsubpd	%zmm8, %zmm7, %zmm7
	vsubpd	%zmm0, %zmm24, %zmm8
	vsubpd	%zmm17, %zmm8, %zmm8
	vsubpd	%zmm2, %zmm25, %zmm17
	vpsrlq	$52, %zmm1, %zmm1
	vpandq	%zmm31, %zmm1, %zmm1
	vpsrlq	$52, %zmm17, %zmm17
	vpandq	%zmm31, %zmm17, %zmm17
	vpaddq	%zmm27, %zmm17, %zmm17
	vmovapd	%zmm0, %zmm24 {%k1}
	vsubpd	%zmm8, %zmm6, %zmm26 {%k1}
	vpcmpgtq	%zmm17, %zmm1, %k1
	vmovapd	%zmm10, %zmm25 {%k1}
	vsubpd	%zmm7, %zmm4, %zmm2 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm4
	vsubpd	%zmm3, %zmm5, %zmm21
	vsubpd	%zmm13, %zmm12, %zmm6
	vsubpd	%zmm14, %zmm23, %zmm7
	vsubpd	%zmm9, %zmm16, %zmm22
	vsubpd	%zmm11, %zmm15, %zmm29
	vsubpd	%zmm2, %zmm25, %zmm10
	vsubpd	%zmm26, %zmm24, %zmm19
	vsubpd	%zmm21, %zmm5, %zmm0
	vmovupd	%zmm21, 128(%rsp)
	vsubpd	%zmm4, %zmm18, %zmm1
	vmovapd	%zmm4, %zmm18
	vmovupd	%zmm4, 880(%rsp)
	vsubpd	%zmm7, %zmm23, %zmm4
	vmovapd	%zmm7, %zmm23
	vmovupd	%zmm7, 272(%rsp)
	vsubpd	%zmm6, %zmm12, %zmm5
	vmovupd	%zmm6, 944(%rsp)
	vsubpd	%zmm29, %zmm15, %zmm7
	vsubpd	%zmm22, %zmm16, %zmm12
	vmovupd	%zmm22, 208(%rsp)
	vsubpd	%zmm19, %zmm24, %zmm15
	vsubpd	%zmm10, %zmm25, %zmm16
	vmovapd	%zmm10, %zmm24
	vsubpd	%zmm20, %zmm1, %zmm1
	vmovupd	%zmm1, 816(%rsp)
	vsubpd	%zmm3, %zmm0, %zmm0
	vmovupd	%zmm0, 688(%rsp)
	vsubpd	%zmm13, %zmm5, %zmm0
	vmovupd	%zmm0, 336(%rsp)
	vsubpd	%zmm14, %zmm4, %zmm0
	vmovupd	%zmm0, 560(%rsp)
	vsubpd	%zmm9, %zmm12, %zmm0
	vmovupd	%zmm0, 752(%rsp)
	vsubpd	%zmm11, %zmm7, %zmm0
	vmovupd	%zmm0, 400(%rsp)
	vsubpd	%zmm2, %zmm16, %zmm0
	vmovupd	%zmm0, 624(%rsp)
	vsubpd	%zmm26, %zmm15, %zmm0
	vmovupd	%zmm0, 464(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm30
	vmulpd	%zmm21, %zmm21, %zmm26
	vmulpd	%zmm6, %zmm6, %zmm16
	vmulpd	%zmm26, %zmm26, %zmm11
	vmovupd	%zmm11, 3856(%rsp)
	vmulpd	%zmm30, %zmm30, %zmm2
	vmovupd	%zmm2, 2256(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm3
	vmulpd	%zmm3, %zmm30, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm6
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm9
	vmulpd	%zmm9, %zmm30, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm7
	vsubpd	%zmm1, %zmm7, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm9, %zmm26, %zmm2
	vsubpd	%zmm2, %zmm7, %zmm2
	vmulpd	%zmm2, %zmm26, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 2192(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm26, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm15
	vmulpd	%zmm9, %zmm16, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm16, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm16, %zmm16, %zmm1
	vmovupd	%zmm1, 3984(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm16, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm16, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm16, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2128(%rsp)
	vmulpd	%zmm23, %zmm23, %zmm27
	vmulpd	%zmm9, %zmm27, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm27, %zmm1
	vmovupd	%zmm1, 3728(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm27, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm20
	vmulpd	%zmm22, %zmm22, %zmm23
	vmulpd	%zmm9, %zmm23, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm23, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm23, %zmm23, %zmm1
	vmovupd	%zmm1, 3920(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm23, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1424(%rsp)
	vmulpd	%zmm29, %zmm29, %zmm28
	vmovapd	%zmm29, %zmm25
	vmulpd	%zmm9, %zmm28, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm28, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm28, %zmm1
	vmovupd	%zmm1, 3664(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm28, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2064(%rsp)
	vmulpd	%zmm10, %zmm10, %zmm29
	vmovupd	%zmm10, 3280(%rsp)
	vmulpd	%zmm9, %zmm29, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm29, %zmm1
	vmovupd	%zmm1, 3792(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm29, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2000(%rsp)
	vmovapd	%zmm19, %zmm10
	vmovupd	%zmm19, 3344(%rsp)
	vmulpd	%zmm19, %zmm19, %zmm31
	vmulpd	%zmm9, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 3408(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm7
	vmulpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm3, %zmm31, %zmm7
	vaddpd	%zmm4, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm31, %zmm7
	vaddpd	%zmm6, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm31, %zmm7
	vaddpd	%zmm0, %zmm7, %zmm9
	vbroadcastsd	.LCPI0_10(%rip), %zmm1
	vmulpd	%zmm1, %zmm30, %zmm17
	vbroadcastsd	.LCPI0_44(%rip), %zmm14
	vsubpd	%zmm17, %zmm14, %zmm13
	vsubpd	%zmm13, %zmm14, %zmm12
	vsubpd	%zmm17, %zmm12, %zmm12
	vmovupd	%zmm26, 1040(%rsp)
	vmulpd	%zmm1, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm14, %zmm17
	vsubpd	%zmm17, %zmm14, %zmm11
	vsubpd	%zmm0, %zmm11, %zmm7
	vmovapd	%zmm16, %zmm0
	vmovupd	%zmm16, 1168(%rsp)
	vmulpd	%zmm1, %zmm16, %zmm11
	vsubpd	%zmm11, %zmm14, %zmm8
	vsubpd	%zmm8, %zmm14, %zmm16
	vsubpd	%zmm11, %zmm16, %zmm11
	vmulpd	%zmm1, %zmm27, %zmm16
	vsubpd	%zmm16, %zmm14, %zmm6
	vsubpd	%zmm6, %zmm14, %zmm18
	vsubpd	%zmm16, %zmm18, %zmm16
	vmulpd	%zmm1, %zmm23, %zmm18
	vsubpd	%zmm18, %zmm14, %zmm5
	vsubpd	%zmm5, %zmm14, %zmm19
	vsubpd	%zmm18, %zmm19, %zmm18
	vmulpd	%zmm1, %zmm28, %zmm19
	vsubpd	%zmm19, %zmm14, %zmm4
	vsubpd	%zmm4, %zmm14, %zmm22
	vsubpd	%zmm19, %zmm22, %zmm19
	vmulpd	%zmm1, %zmm29, %zmm22
	vsubpd	%zmm22, %zmm14, %zmm3
	vsubpd	%zmm3, %zmm14, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm21
	vmulpd	%zmm1, %zmm31, %zmm22
	vsubpd	%zmm22, %zmm14, %zmm2
	vsubpd	%zmm2, %zmm14, %zmm14
	vsubpd	%zmm22, %zmm14, %zmm14
	vmulpd	%zmm15, %zmm26, %zmm15
	vmovupd	688(%rsp), %zmm26
	vmulpd	128(%rsp), %zmm26, %zmm22
	vsubpd	%zmm22, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm7, %zmm7
	vmulpd	2192(%rsp), %zmm30, %zmm15
	vmovupd	880(%rsp), %zmm1
	vmulpd	816(%rsp), %zmm1, %zmm22
	vsubpd	%zmm22, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm12, %zmm12
	vmulpd	%zmm20, %zmm27, %zmm15
	vmovupd	272(%rsp), %zmm1
	vmulpd	560(%rsp), %zmm1, %zmm20
	vsubpd	%zmm20, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm16, %zmm15
	vmulpd	2128(%rsp), %zmm0, %zmm16
	vmovupd	944(%rsp), %zmm22
	vmulpd	336(%rsp), %zmm22, %zmm20
	vsubpd	%zmm20, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm11, %zmm16
	vmulpd	2064(%rsp), %zmm28, %zmm11
	vmulpd	400(%rsp), %zmm25, %zmm20
	vsubpd	%zmm20, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm19, %zmm19
	vmulpd	1424(%rsp), %zmm23, %zmm11
	vmovupd	208(%rsp), %zmm0
	vmulpd	752(%rsp), %zmm0, %zmm20
	vsubpd	%zmm20, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm18, %zmm18
	vmulpd	%zmm9, %zmm31, %zmm9
	vmulpd	464(%rsp), %zmm10, %zmm11
	vsubpd	%zmm11, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm14, %zmm9
	vmulpd	2000(%rsp), %zmm29, %zmm10
	vmulpd	624(%rsp), %zmm24, %zmm11
	vsubpd	%zmm11, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm21, %zmm10
	vaddpd	%zmm12, %zmm13, %zmm0
	vmovupd	%zmm0, 2064(%rsp)
	vaddpd	%zmm7, %zmm17, %zmm0
	vmovupd	%zmm0, 2000(%rsp)
	vaddpd	%zmm16, %zmm8, %zmm0
	vmovupd	%zmm0, 1424(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm0
	vmovupd	%zmm0, 3472(%rsp)
	vaddpd	%zmm18, %zmm5, %zmm0
	vmovupd	%zmm0, 2128(%rsp)
	vaddpd	%zmm19, %zmm4, %zmm0
	vmovupd	%zmm0, 3536(%rsp)
	vaddpd	%zmm10, %zmm3, %zmm0
	vmovupd	%zmm0, 2192(%rsp)
	vaddpd	%zmm9, %zmm2, %zmm0
	vmovupd	%zmm0, 3600(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm9
	vmovupd	1040(%rsp), %zmm5
	vmulpd	%zmm9, %zmm5, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm15
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	3856(%rsp), %zmm5, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm10
	vmulpd	%zmm10, %zmm5, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm12
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm5, %zmm1
	vbroadcastsd	.LCPI0_47(%rip), %zmm14
	vaddpd	%zmm14, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm1
	vmulpd	%zmm9, %zmm30, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2256(%rsp), %zmm30, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm10, %zmm30, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm30, %zmm2
	vmovupd	%zmm30, 4752(%rsp)
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm7
	vmulpd	%zmm9, %zmm27, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	3728(%rsp), %zmm27, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm10, %zmm27, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm27, %zmm2
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm4
	vmovupd	1168(%rsp), %zmm11
	vmulpd	%zmm9, %zmm11, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	3984(%rsp), %zmm11, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm10, %zmm11, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm11, %zmm2
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm28, %zmm2
	vaddpd	%zmm15, %zmm2, %zmm2
	vmulpd	3664(%rsp), %zmm28, %zmm3
	vmulpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm10, %zmm28, %zmm3
	vaddpd	%zmm12, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm28, %zmm3
	vaddpd	%zmm14, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm2, %zmm2
	vmulpd	%zmm9, %zmm23, %zmm3
	vaddpd	%zmm15, %zmm3, %zmm3
	vmulpd	3920(%rsp), %zmm23, %zmm6
	vmulpd	%zmm3, %zmm6, %zmm3
	vmulpd	%zmm10, %zmm23, %zmm6
	vaddpd	%zmm12, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm23, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm9, %zmm31, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vmulpd	3408(%rsp), %zmm31, %zmm8
	vmulpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm10, %zmm31, %zmm8
	vaddpd	%zmm12, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm31, %zmm8
	vaddpd	%zmm14, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm9, %zmm29, %zmm8
	vaddpd	%zmm15, %zmm8, %zmm8
	vmulpd	3792(%rsp), %zmm29, %zmm9
	vmulpd	%zmm8, %zmm9, %zmm8
	vmulpd	%zmm10, %zmm29, %zmm9
	vaddpd	%zmm12, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm29, %zmm9
	vaddpd	%zmm14, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm8, %zmm8
	vmulpd	880(%rsp), %zmm30, %zmm9
	vmovupd	%zmm9, 2256(%rsp)
	vmulpd	%zmm7, %zmm9, %zmm7
	vbroadcastsd	.LCPI0_10(%rip), %zmm19
	vmovupd	816(%rsp), %zmm20
	vmulpd	%zmm19, %zmm20, %zmm10
	vsubpd	%zmm7, %zmm10, %zmm7
	vmulpd	128(%rsp), %zmm5, %zmm21
	vmulpd	%zmm1, %zmm21, %zmm1
	vmulpd	%zmm19, %zmm26, %zmm12
	vsubpd	%zmm1, %zmm12, %zmm26
	vmulpd	%zmm11, %zmm22, %zmm22
	vmulpd	%zmm0, %zmm22, %zmm0
	vmovupd	336(%rsp), %zmm11
	vmulpd	%zmm19, %zmm11, %zmm13
	vsubpd	%zmm0, %zmm13, %zmm24
	vmulpd	272(%rsp), %zmm27, %zmm13
	vmulpd	%zmm4, %zmm13, %zmm4
	vmovupd	560(%rsp), %zmm10
	vmulpd	%zmm19, %zmm10, %zmm14
	vsubpd	%zmm4, %zmm14, %zmm4
	vmulpd	208(%rsp), %zmm23, %zmm14
	vmulpd	%zmm3, %zmm14, %zmm3
	vmovupd	752(%rsp), %zmm9
	vmulpd	%zmm19, %zmm9, %zmm15
	vsubpd	%zmm3, %zmm15, %zmm5
	vmovapd	%zmm25, %zmm30
	vmulpd	%zmm28, %zmm25, %zmm15
	vmulpd	%zmm2, %zmm15, %zmm2
	vmovupd	400(%rsp), %zmm3
	vmulpd	%zmm19, %zmm3, %zmm16
	vsubpd	%zmm2, %zmm16, %zmm2
	vmovupd	3280(%rsp), %zmm25
	vmulpd	%zmm29, %zmm25, %zmm16
	vmulpd	%zmm8, %zmm16, %zmm8
	vmovupd	624(%rsp), %zmm1
	vmulpd	%zmm19, %zmm1, %zmm17
	vsubpd	%zmm8, %zmm17, %zmm8
	vmovupd	3344(%rsp), %zmm12
	vmulpd	%zmm31, %zmm12, %zmm17
	vmulpd	%zmm6, %zmm17, %zmm6
	vmovupd	464(%rsp), %zmm0
	vmulpd	%zmm19, %zmm0, %zmm18
	vsubpd	%zmm6, %zmm18, %zmm6
	vmulpd	4752(%rsp), %zmm7, %zmm7
	vmulpd	1040(%rsp), %zmm26, %zmm26
	vmulpd	1168(%rsp), %zmm24, %zmm18
	vmulpd	%zmm4, %zmm27, %zmm4
	vmulpd	%zmm5, %zmm23, %zmm24
	vmulpd	%zmm2, %zmm28, %zmm2
	vmulpd	%zmm8, %zmm29, %zmm5
	vmulpd	%zmm6, %zmm31, %zmm6
	vsubpd	688(%rsp), %zmm26, %zmm23
	vsubpd	%zmm20, %zmm7, %zmm7
	vsubpd	%zmm10, %zmm4, %zmm4
	vsubpd	%zmm11, %zmm18, %zmm10
	vsubpd	%zmm3, %zmm2, %zmm2
	vsubpd	%zmm9, %zmm24, %zmm3
	vsubpd	%zmm0, %zmm6, %zmm6
	vsubpd	%zmm1, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_50(%rip), %zmm18
	vmulpd	%zmm18, %zmm21, %zmm8
	vaddpd	%zmm8, %zmm23, %zmm1
	vmulpd	2256(%rsp), %zmm18, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	%zmm18, %zmm13, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm18, %zmm22, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm0
	vmulpd	%zmm18, %zmm15, %zmm8
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm18, %zmm14, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm18, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm18, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmovupd	128(%rsp), %zmm8
	vsubpd	%zmm1, %zmm8, %zmm22
	vmovupd	880(%rsp), %zmm1
	vsubpd	%zmm7, %zmm1, %zmm24
	vmovupd	272(%rsp), %zmm1
	vsubpd	%zmm4, %zmm1, %zmm23
	vmovupd	944(%rsp), %zmm1
	vsubpd	%zmm0, %zmm1, %zmm10
	vsubpd	%zmm2, %zmm30, %zmm20
	vmovupd	208(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm21
	vsubpd	%zmm6, %zmm12, %zmm18
	vsubpd	%zmm5, %zmm25, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm0
	vmovupd	2000(%rsp), %zmm14
	vxorpd	%zmm0, %zmm14, %zmm8
	vmovupd	2064(%rsp), %zmm17
	vxorpd	%zmm0, %zmm17, %zmm7
	vmovupd	3472(%rsp), %zmm12
	vxorpd	%zmm0, %zmm12, %zmm6
	vmovupd	1424(%rsp), %zmm15
	vxorpd	%zmm0, %zmm15, %zmm5
	vmovupd	3536(%rsp), %zmm28
	vxorpd	%zmm0, %zmm28, %zmm4
	vmovupd	2128(%rsp), %zmm13
	vxorpd	%zmm0, %zmm13, %zmm3
	vmovupd	3600(%rsp), %zmm27
	vxorpd	%zmm0, %zmm27, %zmm2
	vmovupd	2192(%rsp), %zmm26
	vxorpd	%zmm0, %zmm26, %zmm1
	vpbroadcastq	.LCPI0_53(%rip), %zmm9
	vmovdqu64	4048(%rsp), %zmm16
	vptestnmq	%zmm9, %zmm16, %k1
	vmovapd	%zmm17, %zmm7 {%k1}
	vxorpd	%zmm0, %zmm24, %zmm24 {%k1}
	vmovdqu64	1488(%rsp), %zmm17
	vptestnmq	%zmm9, %zmm17, %k1
	vmovapd	%zmm14, %zmm8 {%k1}
	vmovapd	%zmm22, %zmm25
	vxorpd	%zmm0, %zmm22, %zmm25 {%k1}
	vmovdqu64	1552(%rsp), %zmm14
	vptestnmq	%zmm9, %zmm14, %k1
	vmovapd	%zmm15, %zmm5 {%k1}
	vmovapd	%zmm10, %zmm22
	vxorpd	%zmm0, %zmm10, %zmm22 {%k1}
	vmovdqu64	1616(%rsp), %zmm15
	vptestnmq	%zmm9, %zmm15, %k1
	vmovapd	%zmm12, %zmm6 {%k1}
	vxorpd	%zmm0, %zmm23, %zmm23 {%k1}
	vmovdqu64	1104(%rsp), %zmm12
	vptestnmq	%zmm9, %zmm12, %k1
	vmovapd	%zmm13, %zmm3 {%k1}
	vxorpd	%zmm0, %zmm21, %zmm21 {%k1}
	vmovdqu64	1232(%rsp), %zmm13
	vptestnmq	%zmm9, %zmm13, %k1
	vmovapd	%zmm28, %zmm4 {%k1}
	vxorpd	%zmm0, %zmm20, %zmm20 {%k1}
	vmovdqu64	1680(%rsp), %zmm10
	vptestnmq	%zmm9, %zmm10, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm0, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm26
	vmovdqu64	1296(%rsp), %zmm11
	vptestnmq	%zmm9, %zmm11, %k1
	vmovapd	%zmm27, %zmm2 {%k1}
	vxorpd	%zmm0, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm0
	vptestnmq	%zmm0, %zmm17, %k1
	vmovapd	%zmm8, %zmm25 {%k1}
	vmovupd	%zmm25, 272(%rsp)
	vptestnmq	%zmm0, %zmm16, %k1
	vmovapd	%zmm7, %zmm24 {%k1}
	vmovupd	%zmm24, 208(%rsp)
	vptestnmq	%zmm0, %zmm15, %k1
	vmovapd	%zmm6, %zmm23 {%k1}
	vmovupd	%zmm23, 624(%rsp)
	vptestnmq	%zmm0, %zmm14, %k1
	vmovapd	%zmm5, %zmm22 {%k1}
	vmovupd	%zmm22, 400(%rsp)
	vptestnmq	%zmm0, %zmm13, %k1
	vmovapd	%zmm4, %zmm20 {%k1}
	vmovupd	%zmm20, 464(%rsp)
	vptestnmq	%zmm0, %zmm12, %k1
	vmovapd	%zmm3, %zmm21 {%k1}
	vmovupd	%zmm21, 560(%rsp)
	vptestnmq	%zmm0, %zmm11, %k1
	vmovapd	%zmm2, %zmm18 {%k1}
	vmovupd	%zmm18, 336(%rsp)
	vptestnmq	%zmm0, %zmm10, %k1
	vmovapd	%zmm1, %zmm26 {%k1}
	vmovupd	%zmm26, 816(%rsp)
	vcvtudq2pd	5080(%rsp,%r14,4), %zmm0
	vcvtudq2pd	5112(%rsp,%r14,4), %zmm1
	vcvtudq2pd	5144(%rsp,%r14,4), %zmm2
	vcvtudq2pd	5176(%rsp,%r14,4), %zmm3
	vcvtudq2pd	5208(%rsp,%r14,4), %zmm4
	vcvtudq2pd	5240(%rsp,%r14,4), %zmm5
	vcvtudq2pd	5272(%rsp,%r14,4), %zmm6
	vcvtudq2pd	5304(%rsp,%r14,4), %zmm7
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
	vmovdqu64	%zmm9, 1232(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1680(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1296(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1040(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1168(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 688(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 944(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 752(%rsp)
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
	vpbroadcastq	.LCPI0_16(%rip), %zmm13
	vpaddq	%zmm13, %zmm9, %zmm1
	vpaddq	%zmm13, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_17(%rip), %zmm22
	vaddpd	%zmm22, %zmm2, %zmm31
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, 128(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm31, %zmm2
	vdivpd	%zmm2, %zmm31, %zmm2
	vmovupd	%zmm2, 1616(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1104(%rsp)
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
	vmovupd	%zmm3, 1488(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 3984(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2256(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 3856(%rsp)
	vpaddq	%zmm13, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm2
	vmovupd	%zmm2, 880(%rsp)
	vaddpd	%zmm23, %zmm2, %zmm1
	vdivpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 1552(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 3792(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 3728(%rsp)
	vpaddq	%zmm13, %zmm30, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 4048(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 3664(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 2128(%rsp)
	vpaddq	%zmm13, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 3920(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm12
	vmulpd	%zmm12, %zmm12, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1424(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm30
	vpaddq	%zmm13, %zmm21, %zmm1
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
	vpaddq	%zmm13, %zmm24, %zmm1
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
	vpaddq	%zmm13, %zmm26, %zmm15
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
	vaddpd	3984(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	1488(%rsp), %zmm22, %zmm22
	vaddpd	3856(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2256(%rsp), %zmm27, %zmm27
	vaddpd	3728(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	3792(%rsp), %zmm9, %zmm9
	vaddpd	2128(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	3664(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm30, %zmm11
	vmulpd	%zmm11, %zmm12, %zmm5
	vaddpd	1424(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	%zmm31, 2192(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	1616(%rsp), %zmm2, %zmm12
	vmovupd	128(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1104(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	4048(%rsp), %zmm7, %zmm7
	vmovupd	880(%rsp), %zmm8
	vmulpd	%zmm6, %zmm8, %zmm16
	vmulpd	%zmm16, %zmm8, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	1552(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	3920(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm18, %zmm6
	vpsrlq	$20, 1232(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm13
	vpaddq	%zmm13, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm10
	vmulpd	%zmm10, %zmm11, %zmm23
	vaddpd	%zmm12, %zmm23, %zmm12
	vpsrlq	$20, 1680(%rsp), %zmm23
	vpaddq	%zmm13, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm10, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1296(%rsp), %zmm25
	vpaddq	%zmm13, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm10, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1040(%rsp), %zmm27
	vpaddq	%zmm13, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm10, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1168(%rsp), %zmm28
	vpaddq	%zmm13, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm10, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 688(%rsp), %zmm29
	vpaddq	%zmm13, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm10, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 944(%rsp), %zmm30
	vpaddq	%zmm13, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm10, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 752(%rsp), %zmm31
	vpaddq	%zmm13, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm10, %zmm31, %zmm13
	vaddpd	%zmm6, %zmm13, %zmm6
	vsubpd	%zmm0, %zmm12, %zmm0
	vsubpd	%zmm2, %zmm14, %zmm2
	vsubpd	%zmm4, %zmm7, %zmm4
	vsubpd	%zmm16, %zmm9, %zmm7
	vsubpd	%zmm17, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm22, %zmm1, %zmm1
	vsubpd	%zmm15, %zmm6, %zmm6
	vaddpd	128(%rsp), %zmm2, %zmm2
	vaddpd	2192(%rsp), %zmm0, %zmm0
	vaddpd	880(%rsp), %zmm7, %zmm7
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
	vpbroadcastq	.LCPI0_0(%rip), %zmm27
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
	vmulpd	272(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	208(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	624(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	400(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	464(%rsp), %zmm3, %zmm3
	vmulpd	560(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	336(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	816(%rsp), %zmm6, %zmm6
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
	vmovdqu64	%zmm0, 5080(%rsp,%r14,4)
	vmovdqu64	%zmm2, 5144(%rsp,%r14,4)
	vmovdqu64	%zmm3, 5208(%rsp,%r14,4)
	vmovdqu64	%zmm1, 5272(%rsp,%r14,4)
	addq	$64, %r14
	cmpq	%r14, %rax
	jne	.LBB0_105
	movq	-16(%rsp), %rcx
	cmpq	%rax, %rcx
	movq	-48(%rsp), %r14
	vmovsd	.LCPI0_10(%rip), %xmm22
	vmovsd	.LCPI0_11(%rip), %xmm29
	vmovq	.LCPI0_17(%rip), %xmm5
	vmovq	.LCPI0_18(%rip), %xmm6
	vpbroadcastq	.LCPI0_19(%rip), %xmm13
	vmovdqa	.LCPI0_58(%rip), %xmm12
	vmovsd	.LCPI0_26(%rip), %xmm7
	vmovsd	.LCPI0_27(%rip), %xmm8
	vmovq	.LCPI0_28(%rip), %xmm28
	vmovq	.LCPI0_31(%rip), %xmm14
	vmovq	.LCPI0_32(%rip), %xmm15
	vmovq	.LCPI0_55(%rip), %xmm17
	vmovq	.LCPI0_34(%rip), %xmm18
	vmovq	.LCPI0_35(%rip), %xmm19
	vmovq	.LCPI0_36(%rip), %xmm20
	vpbroadcastq	.LCPI0_37(%rip), %xmm21
	vmovq	.LCPI0_38(%rip), %xmm24
	vmovq	.LCPI0_39(%rip), %xmm25
	vmovsd	.LCPI0_44(%rip), %xmm31
	vmovq	.LCPI0_45(%rip), %xmm10
	vmovq	.LCPI0_46(%rip), %xmm9
	vmovq	.LCPI0_47(%rip), %xmm23
	vmovq	.LCPI0_48(%rip), %xmm27
	vmovq	.LCPI0_49(%rip), %xmm26
	vmovq	.LCPI0_50(%rip), %xmm16
	je	.LBB0_85
	movq	-64(%rsp), %rdx
	movq	%rdx, %rax
	testb	$56, 56(%rsp)
	je	.LBB0_84
.LBB0_108:
	vmovapd	%xmm29, %xmm22
	vbroadcastsd	.LCPI0_51(%rip), %zmm10
	vbroadcastsd	.LCPI0_10(%rip), %zmm13
	vbroadcastsd	.LCPI0_44(%rip), %zmm14
	vbroadcastsd	.LCPI0_11(%rip), %zmm15
	vbroadcastsd	.LCPI0_22(%rip), %zmm27
	vbroadcastsd	.LCPI0_24(%rip), %zmm29
	vbroadcastsd	.LCPI0_26(%rip), %zmm31
	vbroadcastsd	.LCPI0_28(%rip), %zmm12
	vbroadcastsd	.LCPI0_29(%rip), %zmm16
	vbroadcastsd	.LCPI0_30(%rip), %zmm17
	vbroadcastsd	.LCPI0_55(%rip), %zmm18
	vbroadcastsd	.LCPI0_34(%rip), %zmm19
	vbroadcastsd	.LCPI0_35(%rip), %zmm20
	vbroadcastsd	.LCPI0_36(%rip), %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm23
	vbroadcastsd	.LCPI0_38(%rip), %zmm24
	vbroadcastsd	.LCPI0_39(%rip), %zmm25
	vbroadcastsd	.LCPI0_40(%rip), %zmm26
	vbroadcastsd	.LCPI0_56(%rip), %zmm28
	vbroadcastsd	.LCPI0_42(%rip), %zmm30
	movq	64(%rsp), %rdi
	vpbroadcastq	.LCPI0_0(%rip), %zmm11
	.p2align	4
.LBB0_109:
	vcvtudq2pd	5080(%rsp,%rax,4), %zmm0
	vaddpd	%zmm13, %zmm0, %zmm0
	vmulpd	%zmm15, %zmm0, %zmm0
	vcvtudq2pd	7128(%rsp,%rax,4), %zmm1
	vaddpd	%zmm13, %zmm1, %zmm1
	vmulpd	%zmm15, %zmm1, %zmm1
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
	vmulpd	%zmm13, %zmm0, %zmm4
	vmulpd	%zmm4, %zmm0, %zmm4
	vmulpd	%zmm2, %zmm2, %zmm5
	vmulpd	%zmm5, %zmm5, %zmm6
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm6, %zmm7
	vaddpd	.LCPI0_20(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	.LCPI0_21(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vmulpd	%zmm27, %zmm6, %zmm8
	vaddpd	.LCPI0_23(%rip){1to8}, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm6, %zmm8
	vaddpd	%zmm29, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm6, %zmm6
	vaddpd	.LCPI0_25(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm7, %zmm5
	vcvtqq2pd	%zmm3, %zmm3
	vaddpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm31, %zmm3, %zmm5
	vaddpd	%zmm2, %zmm5, %zmm2
	vsubpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm0
	vmulpd	.LCPI0_27(%rip){1to8}, %zmm3, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm16, %zmm1, %zmm2
	vmulpd	%zmm17, %zmm2, %zmm1
	vaddpd	.LCPI0_31(%rip){1to8}, %zmm1, %zmm1
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm1, %zmm3
	vmulpd	%zmm18, %zmm3, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm4
	vmulpd	%zmm19, %zmm3, %zmm5
	vmulpd	%zmm20, %zmm3, %zmm6
	vsubpd	%zmm6, %zmm4, %zmm7
	vmulpd	%zmm21, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm4, %zmm8
	vsubpd	%zmm6, %zmm8, %zmm6
	vsubpd	%zmm5, %zmm4, %zmm8
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm23, %zmm2, %zmm2
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm23, %zmm8, %zmm8
	vpaddq	%zmm11, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm2, %k1
	vmovapd	%zmm7, %zmm4 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm5 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm3
	vsubpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm24, %zmm4, %zmm6
	vaddpd	%zmm25, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm26, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm28, %zmm4, %zmm7
	vaddpd	%zmm30, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	.LCPI0_43(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm13, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm14, %zmm8
	vsubpd	%zmm8, %zmm14, %zmm9
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
	vmulpd	%zmm13, %zmm3, %zmm8
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
	vmulpd	%zmm12, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovdqu	%ymm0, 5080(%rsp,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %rdi
	jne	.LBB0_109
	movq	%rdi, %rdx
	movq	-16(%rsp), %rcx
	cmpq	%rdi, %rcx
	vmovsd	.LCPI0_26(%rip), %xmm7
	vmovsd	.LCPI0_27(%rip), %xmm8
	vmovq	.LCPI0_31(%rip), %xmm14
	vmovq	.LCPI0_32(%rip), %xmm15
	vmovq	.LCPI0_55(%rip), %xmm17
	vmovq	.LCPI0_34(%rip), %xmm18
	vmovq	.LCPI0_35(%rip), %xmm19
	vmovq	.LCPI0_36(%rip), %xmm20
	vpbroadcastq	.LCPI0_37(%rip), %xmm21
	vmovq	.LCPI0_38(%rip), %xmm24
	vmovq	.LCPI0_39(%rip), %xmm25
	vmovsd	.LCPI0_44(%rip), %xmm31
	vmovq	.LCPI0_45(%rip), %xmm10
	vmovq	.LCPI0_46(%rip), %xmm9
	vmovq	.LCPI0_47(%rip), %xmm23
	vmovq	.LCPI0_48(%rip), %xmm27
	vmovq	.LCPI0_49(%rip), %xmm26
	vmovq	.LCPI0_50(%rip), %xmm16
	vmovapd	%xmm22, %xmm29
	vmovsd	.LCPI0_10(%rip), %xmm22
	vmovq	.LCPI0_17(%rip), %xmm5
	vmovq	.LCPI0_18(%rip), %xmm6
	vpbroadcastq	.LCPI0_19(%rip), %xmm13
	vmovdqa	.LCPI0_58(%rip), %xmm12
	vmovq	.LCPI0_28(%rip), %xmm28
	je	.LBB0_85
	.p2align	4
.LBB0_84:
	vpxord	%xmm30, %xmm30, %xmm30
	vcvtusi2sdl	5080(%rsp,%rdx,4), %xmm30, %xmm0
	vaddsd	%xmm22, %xmm0, %xmm0
	vmulsd	%xmm29, %xmm0, %xmm0
	vpxord	%xmm30, %xmm30, %xmm30
	vcvtusi2sdl	7128(%rsp,%rdx,4), %xmm30, %xmm1
	vaddsd	%xmm22, %xmm1, %xmm1
	vmulsd	%xmm29, %xmm1, %xmm1
	vmovq	%xmm0, %rax
	movl	%eax, %edi
	shrq	$32, %rax
	addq	$614242, %rax
	movq	%rax, %r8
	shrq	$20, %r8
	addq	$-1023, %r8
	shlq	$32, %rax
	andq	%r11, %rax
	addq	%rsi, %rax
	orq	%rax, %rdi
	vmovq	%rdi, %xmm0
	vaddsd	%xmm5, %xmm0, %xmm0
	vmulsd	%xmm22, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vaddsd	%xmm6, %xmm0, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmovdqa	%xmm5, %xmm11
	vmulsd	%xmm4, %xmm4, %xmm5
	vmovapd	%xmm6, %xmm30
	vmulsd	.LCPI0_22(%rip), %xmm5, %xmm6
	vaddsd	.LCPI0_23(%rip), %xmm6, %xmm6
	vpunpcklqdq	%xmm6, %xmm13, %xmm6
	vmovddup	%xmm5, %xmm5
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	%xmm6, %xmm12, %xmm6
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	.LCPI0_59(%rip), %xmm6, %xmm6
	vunpcklpd	%xmm4, %xmm5, %xmm4
	vmulpd	%xmm6, %xmm4, %xmm4
	vshufpd	$1, %xmm4, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm4, %xmm4
	vcvtsi2sd	%r8, %xmm7, %xmm5
	vaddsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmulsd	%xmm7, %xmm5, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm5, %xmm8, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm0
	vmulsd	.LCPI0_29(%rip), %xmm1, %xmm1
	vmulsd	.LCPI0_30(%rip), %xmm1, %xmm2
	vaddsd	%xmm2, %xmm14, %xmm2
	vmovq	%xmm2, %rax
	vaddsd	%xmm2, %xmm15, %xmm2
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
	vpandq	%xmm21, %xmm1, %xmm1
	vmovq	%xmm1, %rdi
	addl	$16, %edi
	vpextrq	$1, %xmm1, %r8
	cmpl	%r8d, %edi
	setb	%dil
	kmovd	%edi, %k1
	vmovsd	%xmm6, %xmm3, %xmm3 {%k1}
	vmovsd	%xmm2, %xmm4, %xmm4 {%k1}
	vsubsd	%xmm4, %xmm3, %xmm1
	vsubsd	%xmm1, %xmm3, %xmm2
	vsubsd	%xmm4, %xmm2, %xmm2
	vmulsd	%xmm1, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm24, %xmm3, %xmm5
	vaddsd	%xmm25, %xmm5, %xmm5
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
	vmulsd	%xmm22, %xmm3, %xmm6
	vsubsd	%xmm6, %xmm31, %xmm7
	vsubsd	%xmm7, %xmm31, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vmovsd	.LCPI0_27(%rip), %xmm8
	vaddsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm7, %xmm5
	vmulsd	%xmm3, %xmm10, %xmm6
	vaddsd	%xmm6, %xmm9, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm23, %xmm6, %xmm6
	vmulsd	%xmm27, %xmm3, %xmm7
	vaddsd	%xmm26, %xmm7, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm22, %xmm2, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmovsd	.LCPI0_26(%rip), %xmm7
	vmulsd	%xmm4, %xmm3, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	%xmm16, %xmm6, %xmm3
	vmovapd	%xmm30, %xmm6
	vaddsd	%xmm3, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovddup	.LCPI0_51(%rip), %xmm2
	vxorpd	%xmm2, %xmm5, %xmm3
	testb	$2, %al
	sete	%dil
	kmovd	%edi, %k1
	vmovsd	%xmm5, %xmm3, %xmm3 {%k1}
	vmovdqa	%xmm11, %xmm5
	vxorpd	%xmm2, %xmm1, %xmm2
	vmovsd	%xmm2, %xmm1, %xmm1 {%k1}
	kmovd	%eax, %k1
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vmulsd	%xmm28, %xmm0, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 5080(%rsp,%rdx,4)
	incq	%rdx
	cmpq	%rcx, %rdx
	jb	.LBB0_84
.LBB0_85:
	cmpq	$4, %rcx
	setb	%al
	orb	-100(%rsp), %al
	testb	$1, %al
	movq	%rcx, %r8
	je	.LBB0_87
	xorl	%eax, %eax
	movl	$2143289344, %esi
	vmovq	.LCPI0_31(%rip), %xmm13
	vmovsd	.LCPI0_32(%rip), %xmm14
	vmovsd	.LCPI0_44(%rip), %xmm31
	vmovddup	.LCPI0_51(%rip), %xmm12
	vmovsd	.LCPI0_60(%rip), %xmm16
	vmovq	.LCPI0_61(%rip), %xmm5
	vmovsd	.LCPI0_62(%rip), %xmm6
	vmovsd	.LCPI0_63(%rip), %xmm15
	vmovsd	.LCPI0_64(%rip), %xmm17
	vmovsd	.LCPI0_65(%rip), %xmm18
	vmovsd	.LCPI0_66(%rip), %xmm19
	vmovsd	.LCPI0_67(%rip), %xmm20
	vmovq	.LCPI0_68(%rip), %xmm21
	vmovsd	.LCPI0_69(%rip), %xmm24
	vmovsd	.LCPI0_70(%rip), %xmm25
	vmovsd	.LCPI0_71(%rip), %xmm28
	vmovsd	.LCPI0_72(%rip), %xmm29
	vmovsd	.LCPI0_73(%rip), %xmm10
	vmovsd	.LCPI0_74(%rip), %xmm30
	vmovsd	.LCPI0_75(%rip), %xmm23
	movq	-120(%rsp), %rcx
	movq	1808(%rsp), %rdi
	movq	-8(%rsp), %rbp
	vmovaps	16(%rsp), %xmm9
	vmovapd	-96(%rsp), %xmm11
	jmp	.LBB0_96
	.p2align	4
.LBB0_87:
	cmpq	$16, %r8
	movl	$2143289344, %esi
	vmovsd	.LCPI0_44(%rip), %xmm31
	movq	-120(%rsp), %rcx
	movq	1808(%rsp), %rdi
	jae	.LBB0_89
	xorl	%edx, %edx
	movq	-8(%rsp), %rbp
	vmovaps	16(%rsp), %xmm9
	jmp	.LBB0_93
	.p2align	4
.LBB0_89:
	vbroadcastss	16(%rsp), %zmm0
	vmovups	%zmm0, 128(%rsp)
	xorl	%eax, %eax
	vmovups	4432(%rsp), %zmm10
	vbroadcastsd	.LCPI0_60(%rip), %zmm12
	vbroadcastsd	.LCPI0_61(%rip), %zmm13
	vbroadcastsd	.LCPI0_62(%rip), %zmm14
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vbroadcastsd	.LCPI0_32(%rip), %zmm16
	vbroadcastsd	.LCPI0_63(%rip), %zmm17
	vbroadcastsd	.LCPI0_64(%rip), %zmm18
	vbroadcastsd	.LCPI0_65(%rip), %zmm19
	vbroadcastsd	.LCPI0_66(%rip), %zmm20
	vbroadcastsd	.LCPI0_67(%rip), %zmm21
	vbroadcastsd	.LCPI0_68(%rip), %zmm23
	vbroadcastsd	.LCPI0_69(%rip), %zmm24
	vbroadcastsd	.LCPI0_70(%rip), %zmm25
	vbroadcastsd	.LCPI0_71(%rip), %zmm26
	vbroadcastsd	.LCPI0_72(%rip), %zmm27
	vbroadcastsd	.LCPI0_73(%rip), %zmm28
	vbroadcastsd	.LCPI0_74(%rip), %zmm29
	vbroadcastsd	.LCPI0_75(%rip), %zmm30
	vbroadcastsd	.LCPI0_10(%rip), %zmm0
	vbroadcastsd	.LCPI0_44(%rip), %zmm11
	vpbroadcastq	.LCPI0_44(%rip), %zmm22
	movq	-8(%rsp), %rbp
	movq	48(%rsp), %rdx
	.p2align	4
.LBB0_90:
	vmovups	(%rdi,%rax,4), %zmm1
	vsubps	(%rbp,%rax,4), %zmm1, %zmm2
	vextractf64x4	$1, %zmm2, %ymm3
	vcvtps2pd	%ymm3, %zmm3
	vcvtps2pd	%ymm2, %zmm4
	vbroadcastsd	.LCPI0_51(%rip), %zmm5
	vxorpd	%zmm5, %zmm4, %zmm4
	vxorpd	%zmm5, %zmm3, %zmm3
	vminpd	%zmm3, %zmm12, %zmm3
	vminpd	%zmm4, %zmm12, %zmm4
	vmaxpd	%zmm4, %zmm13, %zmm5
	vmaxpd	%zmm3, %zmm13, %zmm6
	vmulpd	%zmm14, %zmm6, %zmm3
	vmulpd	%zmm14, %zmm5, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vaddpd	%zmm15, %zmm3, %zmm3
	vaddpd	%zmm16, %zmm3, %zmm7
	vaddpd	%zmm16, %zmm4, %zmm8
	vmulpd	%zmm17, %zmm7, %zmm9
	vaddpd	%zmm9, %zmm6, %zmm6
	vmulpd	%zmm17, %zmm8, %zmm9
	vaddpd	%zmm9, %zmm5, %zmm5
	vmulpd	%zmm18, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm18, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm19, %zmm6, %zmm7
	vaddpd	%zmm20, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	%zmm21, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	%zmm23, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	%zmm24, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	%zmm25, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	%zmm26, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	%zmm27, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	%zmm28, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	%zmm29, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	%zmm30, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	%zmm0, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm19, %zmm5, %zmm7
	vaddpd	%zmm20, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm21, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm23, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm24, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm25, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm26, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm27, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm28, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm29, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm30, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm0, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vpsllq	$52, %zmm4, %zmm4
	vpaddq	%zmm22, %zmm4, %zmm4
	vaddpd	%zmm11, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vpsllq	$52, %zmm3, %zmm3
	vpaddq	%zmm22, %zmm3, %zmm3
	vaddpd	%zmm11, %zmm6, %zmm5
	vmulpd	%zmm3, %zmm5, %zmm3
	vaddpd	%zmm11, %zmm4, %zmm4
	vaddpd	%zmm11, %zmm3, %zmm3
	vdivpd	%zmm3, %zmm11, %zmm3
	vdivpd	%zmm4, %zmm11, %zmm4
	vcvtpd2ps	%zmm4, %ymm4
	vcvtpd2ps	%zmm3, %ymm3
	vinsertf64x4	$1, %ymm3, %zmm4, %zmm3
	vxorps	%xmm4, %xmm4, %xmm4
	vcmpunordps	%zmm4, %zmm2, %k1
	vbroadcastss	.LCPI0_76(%rip), %zmm3 {%k1}
	vmulps	%zmm3, %zmm10, %zmm2
	vsubps	%zmm2, %zmm1, %zmm1
	vmovups	128(%rsp), %zmm2
	vmulps	5080(%rsp,%rax,4), %zmm2, %zmm2
	vaddps	%zmm1, %zmm2, %zmm1
	vandps	.LCPI0_77(%rip){1to16}, %zmm1, %zmm2
	vpcmpgtd	.LCPI0_78(%rip){1to16}, %zmm2, %k1
	vpbroadcastd	.LCPI0_76(%rip), %zmm1 {%k1}
	vmovdqu64	%zmm1, (%rdi,%rax,4)
	addq	$16, %rax
	cmpq	%rax, %rdx
	jne	.LBB0_90
	cmpq	%rdx, %r8
	vmovsd	.LCPI0_26(%rip), %xmm7
	vmovsd	.LCPI0_27(%rip), %xmm8
	vmovq	.LCPI0_61(%rip), %xmm5
	vmovsd	.LCPI0_62(%rip), %xmm6
	vmovsd	.LCPI0_63(%rip), %xmm15
	vmovsd	.LCPI0_64(%rip), %xmm17
	vmovsd	.LCPI0_65(%rip), %xmm18
	vmovsd	.LCPI0_66(%rip), %xmm19
	vmovsd	.LCPI0_67(%rip), %xmm20
	vmovq	.LCPI0_68(%rip), %xmm21
	vmovsd	.LCPI0_69(%rip), %xmm24
	vmovsd	.LCPI0_70(%rip), %xmm25
	vmovsd	.LCPI0_71(%rip), %xmm28
	vmovsd	.LCPI0_72(%rip), %xmm29
	vmovsd	.LCPI0_73(%rip), %xmm10
	vmovsd	.LCPI0_74(%rip), %xmm30
	vmovsd	.LCPI0_75(%rip), %xmm23
	vmovaps	16(%rsp), %xmm9
	vmovapd	-96(%rsp), %xmm11
	vmovq	.LCPI0_31(%rip), %xmm13
	vmovsd	.LCPI0_32(%rip), %xmm14
	vmovddup	.LCPI0_51(%rip), %xmm12
	vmovsd	.LCPI0_60(%rip), %xmm16
	vmovsd	.LCPI0_10(%rip), %xmm22
	je	.LBB0_97
	movq	48(%rsp), %rax
	movq	%rax, %rdx
	testb	$12, 56(%rsp)
	je	.LBB0_96
.LBB0_93:
	vbroadcastss	%xmm9, %xmm0
	vbroadcastsd	.LCPI0_32(%rip), %ymm20
	vbroadcastsd	.LCPI0_63(%rip), %ymm21
	vbroadcastsd	.LCPI0_64(%rip), %ymm23
	vbroadcastsd	.LCPI0_65(%rip), %ymm24
	vbroadcastsd	.LCPI0_66(%rip), %ymm25
	vbroadcastsd	.LCPI0_67(%rip), %ymm28
	vbroadcastsd	.LCPI0_68(%rip), %ymm29
	vbroadcastsd	.LCPI0_69(%rip), %ymm30
	vbroadcastsd	.LCPI0_70(%rip), %ymm27
	vbroadcastsd	.LCPI0_71(%rip), %ymm26
	vbroadcastsd	.LCPI0_72(%rip), %ymm9
	vbroadcastsd	.LCPI0_73(%rip), %ymm12
	vbroadcastsd	.LCPI0_74(%rip), %ymm13
	vbroadcastsd	.LCPI0_75(%rip), %ymm14
	vbroadcastsd	.LCPI0_10(%rip), %ymm10
	vmovups	4432(%rsp), %zmm15
	vbroadcastsd	.LCPI0_44(%rip), %ymm17
	vpbroadcastq	.LCPI0_44(%rip), %ymm11
	vxorpd	%xmm18, %xmm18, %xmm18
	vbroadcastss	.LCPI0_77(%rip), %xmm16
	vpbroadcastd	.LCPI0_78(%rip), %xmm19
	movq	112(%rsp), %rax
	.p2align	4
.LBB0_94:
	vmovups	(%rdi,%rdx,4), %xmm1
	vsubps	(%rbp,%rdx,4), %xmm1, %xmm2
	vcvtps2pd	%xmm2, %ymm3
	vxorpd	.LCPI0_51(%rip){1to4}, %ymm3, %ymm3
	vbroadcastsd	.LCPI0_60(%rip), %ymm4
	vminpd	%ymm3, %ymm4, %ymm3
	vbroadcastsd	.LCPI0_61(%rip), %ymm4
	vmaxpd	%ymm3, %ymm4, %ymm3
	vmulpd	.LCPI0_62(%rip){1to4}, %ymm3, %ymm4
	vaddpd	.LCPI0_31(%rip){1to4}, %ymm4, %ymm4
	vaddpd	%ymm20, %ymm4, %ymm5
	vmulpd	%ymm21, %ymm5, %ymm6
	vaddpd	%ymm6, %ymm3, %ymm3
	vmulpd	%ymm23, %ymm5, %ymm5
	vaddpd	%ymm5, %ymm3, %ymm3
	vmulpd	%ymm24, %ymm3, %ymm5
	vaddpd	%ymm25, %ymm5, %ymm5
	vmulpd	%ymm5, %ymm3, %ymm5
	vaddpd	%ymm28, %ymm5, %ymm5
	vmulpd	%ymm5, %ymm3, %ymm5
	vaddpd	%ymm29, %ymm5, %ymm5
	vmulpd	%ymm5, %ymm3, %ymm5
	vaddpd	%ymm30, %ymm5, %ymm5
	vmulpd	%ymm5, %ymm3, %ymm5
	vaddpd	%ymm27, %ymm5, %ymm5
	vmulpd	%ymm5, %ymm3, %ymm5
	vaddpd	%ymm26, %ymm5, %ymm5
	vmulpd	%ymm5, %ymm3, %ymm5
	vaddpd	%ymm5, %ymm9, %ymm5
	vmulpd	%ymm5, %ymm3, %ymm5
	vaddpd	%ymm5, %ymm12, %ymm5
	vmulpd	%ymm5, %ymm3, %ymm5
	vaddpd	%ymm5, %ymm13, %ymm5
	vmulpd	%ymm5, %ymm3, %ymm5
	vaddpd	%ymm5, %ymm14, %ymm5
	vmulpd	%ymm5, %ymm3, %ymm5
	vaddpd	%ymm5, %ymm10, %ymm5
	vmulpd	%ymm5, %ymm3, %ymm5
	vaddpd	%ymm17, %ymm5, %ymm5
	vmulpd	%ymm5, %ymm3, %ymm3
	vpsllq	$52, %ymm4, %ymm4
	vpaddq	%ymm4, %ymm11, %ymm4
	vaddpd	%ymm17, %ymm3, %ymm3
	vmulpd	%ymm4, %ymm3, %ymm3
	vcmpunordps	%xmm18, %xmm2, %k1
	vaddpd	%ymm17, %ymm3, %ymm2
	vdivpd	%ymm2, %ymm17, %ymm2
	vcvtpd2ps	%ymm2, %xmm2
	vbroadcastss	.LCPI0_76(%rip), %xmm2 {%k1}
	vmulps	%xmm2, %xmm15, %xmm2
	vsubps	%xmm2, %xmm1, %xmm1
	vmulps	5080(%rsp,%rdx,4), %xmm0, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
	vandps	%xmm16, %xmm1, %xmm2
	vpcmpgtd	%xmm19, %xmm2, %k1
	vpbroadcastd	.LCPI0_76(%rip), %xmm1 {%k1}
	vmovdqu	%xmm1, (%rdi,%rdx,4)
	addq	$4, %rdx
	cmpq	%rdx, %rax
	jne	.LBB0_94
	cmpq	%rax, %r8
	vmovq	.LCPI0_61(%rip), %xmm5
	vmovsd	.LCPI0_62(%rip), %xmm6
	vmovsd	.LCPI0_63(%rip), %xmm15
	vmovsd	.LCPI0_64(%rip), %xmm17
	vmovsd	.LCPI0_65(%rip), %xmm18
	vmovsd	.LCPI0_66(%rip), %xmm19
	vmovsd	.LCPI0_67(%rip), %xmm20
	vmovq	.LCPI0_68(%rip), %xmm21
	vmovsd	.LCPI0_69(%rip), %xmm24
	vmovsd	.LCPI0_70(%rip), %xmm25
	vmovsd	.LCPI0_71(%rip), %xmm28
	vmovsd	.LCPI0_72(%rip), %xmm29
	vmovsd	.LCPI0_73(%rip), %xmm10
	vmovsd	.LCPI0_74(%rip), %xmm30
	vmovsd	.LCPI0_75(%rip), %xmm23
	vmovaps	16(%rsp), %xmm9
	vmovapd	-96(%rsp), %xmm11
	vmovq	.LCPI0_31(%rip), %xmm13
	vmovsd	.LCPI0_32(%rip), %xmm14
	vmovddup	.LCPI0_51(%rip), %xmm12
	vmovsd	.LCPI0_60(%rip), %xmm16
	je	.LBB0_97
	.p2align	4
.LBB0_96:
	vmovss	(%rdi,%rax,4), %xmm0
	vsubss	(%rbp,%rax,4), %xmm0, %xmm1
	vcvtss2sd	%xmm1, %xmm1, %xmm2
	vxorps	%xmm2, %xmm12, %xmm2
	vminsd	%xmm2, %xmm16, %xmm2
	vmaxsd	%xmm2, %xmm5, %xmm2
	vmulsd	%xmm6, %xmm2, %xmm3
	vaddsd	%xmm3, %xmm13, %xmm3
	vaddsd	%xmm3, %xmm14, %xmm4
	vmovq	%xmm3, %rdx
	vmulsd	%xmm4, %xmm15, %xmm3
	vaddsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm17, %xmm4, %xmm3
	vaddsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm18, %xmm2, %xmm3
	vaddsd	%xmm19, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm20, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm21, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm24, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm25, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm28, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm29, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm3, %xmm10, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm30, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm23, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm22, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm31, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	shlq	$52, %rdx
	addq	%rbx, %rdx
	vmovq	%rdx, %xmm3
	vaddsd	%xmm31, %xmm2, %xmm2
	vmulsd	%xmm3, %xmm2, %xmm2
	vaddsd	%xmm31, %xmm2, %xmm2
	vdivsd	%xmm2, %xmm31, %xmm2
	vcvtsd2ss	%xmm2, %xmm2, %xmm2
	vcmpunordss	%xmm1, %xmm1, %k1
	vmovss	.LCPI0_76(%rip), %xmm2 {%k1}
	vmulss	%xmm2, %xmm11, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmulss	5080(%rsp,%rax,4), %xmm9, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %edx
	movl	%edx, %edi
	andl	$2147483647, %edi
	cmpl	$2139095041, %edi
	movq	1808(%rsp), %rdi
	cmovael	%esi, %edx
	movl	%edx, (%rdi,%rax,4)
	incq	%rax
	cmpq	%r8, %rax
	jb	.LBB0_96
	jmp	.LBB0_97
.LBB0_65:
	vmovss	40(%rsp), %xmm25
	vmulss	88(%rsp), %xmm25, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm2
	vmovaps	%xmm11, %xmm1
	vxorps	%xmm11, %xmm11, %xmm11
	vcmpltss	%xmm0, %xmm11, %k1
	vmovaps	%xmm1, %xmm11
	vmovss	%xmm2, %xmm2, %xmm0 {%k1} {z}
	vmovaps	%xmm0, 16(%rsp)
	vmulss	92(%rsp), %xmm25, %xmm25
	vmovss	%xmm25, 40(%rsp)
	vmovsd	.LCPI0_10(%rip), %xmm22
	jmp	.LBB0_66
.LBB0_1:
	cmpq	%rax, %rsi
	jae	.LBB0_48
	cmpq	$0, (%rsp)
	je	.LBB0_48
	movq	%rsi, %rax
	imulq	%r13, %rax
	movq	%rax, 40(%rsp)
	leaq	(,%rax,4), %r10
	leaq	(,%r13,4), %r12
	leaq	4(,%rsi,4), %rax
	imulq	%r13, %rax
	movq	%rax, 536(%rsp)
	testl	%ecx, %ecx
	movq	%r10, 544(%rsp)
	je	.LBB0_4
	movq	%rsi, -112(%rsp)
	movq	16(%rdi), %rsi
	movl	$3449720151, %r11d
	movq	-40(%rsp), %rcx
	movq	%rcx, %rax
	shrq	$32, %rax
	leaq	1013904242(%rcx), %rdx
	movq	%rdx, 4688(%rsp)
	leaq	1993301258(%rax), %r8
	leaq	842468239(%rax), %r9
	movq	%r9, 4624(%rsp)
	leaq	2027808484(%rcx), %rdx
	movq	%rdx, 3024(%rsp)
	leaq	1684936478(%rax), %rdx
	movq	%rdx, 2576(%rsp)
	leaq	534103459(%rax), %r15
	leaq	-795284382(%rcx,%r11), %rbp
	leaq	-305585874(%rax,%r11), %rdi
	movq	%rdi, 56(%rsp)
	leaq	218619860(%rcx,%r11), %rdi
	leaq	536882365(%rax,%r11), %r14
	leaq	(%rax,%r11), %rdx
	addq	$-613950654, %rdx
	leaq	(%rax,%r11), %rbx
	addq	$228517585, %rbx
	movq	%r13, %rax
	andq	$-64, %rax
	movq	%rax, -120(%rsp)
	vpbroadcastq	%rcx, %zmm16
	movq	%rbp, -16(%rsp)
	vpbroadcastq	%rbp, %zmm0
	vmovdqu64	%zmm0, 4816(%rsp)
	movq	%rdi, 2960(%rsp)
	leaq	1013904242(%rcx), %rax
	vpbroadcastq	%rax, %zmm8
	movq	%r8, 120(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 4368(%rsp)
	vpbroadcastq	%rdi, %zmm10
	vpbroadcastq	%r9, %zmm13
	movq	%rdx, 4496(%rsp)
	movq	%r14, 4560(%rsp)
	leaq	2027808484(%rcx), %rdi
	vpbroadcastq	%rdi, %zmm14
	vpbroadcastq	%r14, %zmm12
	leaq	387276957(%rcx), %rax
	movq	%rax, 5008(%rsp)
	vpbroadcastq	%rax, %zmm18
	vpbroadcastq	%rdx, %zmm20
	movq	%rbx, -8(%rsp)
	leaq	-408007425(%rcx,%r11), %rdx
	movq	%rdx, 4944(%rsp)
	vpbroadcastq	%rdx, %zmm21
	movq	2576(%rsp), %rdx
	vpbroadcastq	%rdx, %zmm22
	leaq	1401181199(%rcx), %rdx
	movq	%rdx, 4880(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 1936(%rsp)
	vpbroadcastq	%r15, %zmm25
	vpbroadcastq	%rbx, %zmm19
	leal	-1879881855(%rcx), %eax
	movl	%eax, -100(%rsp)
	vpbroadcastd	%eax, %zmm17
	movq	%r13, %rax
	andq	$-8, %rax
	movq	%r13, %rcx
	andq	$-16, %rcx
	movq	%rcx, 2896(%rsp)
	movq	%r13, %rcx
	andq	$-4, %rcx
	movq	%rcx, 1032(%rsp)
	vpbroadcastq	.LCPI0_0(%rip), %zmm26
	vpbroadcastq	.LCPI0_5(%rip), %zmm23
	vpbroadcastq	.LCPI0_6(%rip), %zmm27
	vpbroadcastd	.LCPI0_7(%rip), %ymm28
	vbroadcastsd	.LCPI0_9(%rip), %zmm3
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	movq	%rax, -56(%rsp)
	negq	%rax
	movq	%rax, 80(%rsp)
	leaq	(%rsi,%r13,4), %rbx
	leaq	(%rsi,%r13,8), %rax
	movq	%rax, 1016(%rsp)
	movq	%rsi, 16(%rsp)
	leaq	192(%rsi), %rax
	movq	%rax, 112(%rsp)
	movq	-32(%rsp), %rax
	leaq	(%rax,%r10), %r14
	movq	-24(%rsp), %rax
	leaq	(%rax,%r10), %rdi
	xorl	%ecx, %ecx
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vpbroadcastd	-96(%rsp), %zmm24
	movq	-112(%rsp), %r8
	vmovdqu64	%zmm16, 2832(%rsp)
	vmovdqu64	%zmm25, 2768(%rsp)
	vmovdqu64	%zmm19, 1168(%rsp)
	vmovdqu64	%zmm17, 2704(%rsp)
	movq	%rbx, 48(%rsp)
	movq	%r15, 72(%rsp)
	vmovdqu64	%zmm8, 1424(%rsp)
	vmovdqu64	%zmm10, 2064(%rsp)
	vmovdqu64	%zmm13, 2000(%rsp)
	vmovdqu64	%zmm14, 3600(%rsp)
	vmovdqu64	%zmm12, 3536(%rsp)
	vmovdqu64	%zmm18, 3472(%rsp)
	vmovdqu64	%zmm20, 3408(%rsp)
	vmovdqu64	%zmm21, 3344(%rsp)
	vmovdqu64	%zmm22, 3280(%rsp)
	vmovdqu64	%zmm24, 2640(%rsp)
	jmp	.LBB0_19
	.p2align	4
.LBB0_47:
	movq	-112(%rsp), %r8
	incq	%r8
	movq	1024(%rsp), %rcx
	incq	%rcx
	addq	%r13, 40(%rsp)
	addq	%r12, %r14
	addq	%r12, %rdi
	cmpq	-72(%rsp), %r8
	movq	544(%rsp), %r10
	je	.LBB0_48
.LBB0_19:
	movq	%r14, 64(%rsp)
	movq	%rdi, -64(%rsp)
	movq	%r12, %rax
	movq	%rcx, 1024(%rsp)
	imulq	%rcx, %rax
	leaq	(%r10,%rax), %rcx
	movq	-24(%rsp), %rdi
	leaq	(%rdi,%rcx), %rsi
	addq	536(%rsp), %rax
	addq	%rax, %rdi
	movq	-32(%rsp), %r10
	addq	%r10, %rcx
	addq	%r10, %rax
	movq	%r8, -112(%rsp)
	imulq	%r13, %r8
	vpbroadcastq	%r8, %zmm9
	vpaddq	%zmm26, %zmm9, %zmm4
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm9, %zmm5
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm9, %zmm6
	cmpq	%rax, %rsi
	setb	%al
	cmpq	%rdi, %rcx
	setb	%cl
	andb	%al, %cl
	cmpq	1016(%rsp), %rsi
	setb	%al
	cmpq	%rdi, %rbx
	setb	%dl
	andb	%al, %dl
	orb	%cl, %dl
	movb	%dl, 4432(%rsp)
	xorl	%ecx, %ecx
	vmovss	100(%rsp), %xmm0
	vmovss	%xmm0, 96(%rsp)
	vmovss	104(%rsp), %xmm11
	vmovdqu64	%zmm9, 4752(%rsp)
	vmovdqu64	%zmm6, 3088(%rsp)
	vmovdqu64	%zmm4, 3216(%rsp)
	vmovdqu64	%zmm5, 3152(%rsp)
	jmp	.LBB0_20
	.p2align	4
.LBB0_46:
	movq	-48(%rsp), %rcx
	incq	%rcx
	cmpq	(%rsp), %rcx
	vmovdqu64	4752(%rsp), %zmm9
	vpbroadcastq	.LCPI0_0(%rip), %zmm26
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vmovdqu64	2768(%rsp), %zmm25
	vmovdqu64	2832(%rsp), %zmm16
	vmovdqu64	1168(%rsp), %zmm19
	vmovdqu64	2704(%rsp), %zmm17
	vmovdqu64	1424(%rsp), %zmm8
	vmovdqu64	3536(%rsp), %zmm12
	vmovdqu64	2064(%rsp), %zmm10
	vmovdqu64	2000(%rsp), %zmm13
	vmovdqu64	3472(%rsp), %zmm18
	vmovdqu64	3408(%rsp), %zmm20
	vmovdqu64	3600(%rsp), %zmm14
	vmovdqu64	3344(%rsp), %zmm21
	vmovdqu64	3280(%rsp), %zmm22
	vpbroadcastd	.LCPI0_7(%rip), %ymm28
	vbroadcastsd	.LCPI0_9(%rip), %zmm3
	je	.LBB0_47
.LBB0_20:
	cmpl	$0, 108(%rsp)
	jne	.LBB0_21
.LBB0_22:
	vmovaps	%xmm11, 192(%rsp)
	movq	552(%rsp), %rax
	leaq	(%rcx,%rax), %r9
	movq	%r9, %rdi
	shrq	$32, %rdi
	imulq	%r11, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorl	-40(%rsp), %r9d
	xorl	%eax, %r9d
	leaq	78811644(%r11), %r10
	imulq	%r10, %r9
	movq	%r9, %rax
	shrq	$32, %rax
	xorq	56(%rsp), %rax
	movq	%rax, 1744(%rsp)
	vpbroadcastq	%rax, %zmm7
	cmpq	$64, %r13
	movq	%rcx, -48(%rsp)
	movq	%r9, 1360(%rsp)
	jae	.LBB0_24
	xorl	%esi, %esi
	movq	%r12, %rcx
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	vmovdqu64	1936(%rsp), %zmm6
	jmp	.LBB0_28
	.p2align	4
.LBB0_24:
	vpbroadcastq	%rdi, %zmm0
	vpxorq	4816(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2384(%rsp)
	vpbroadcastq	%r9, %zmm0
	vpxorq	4368(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2320(%rsp)
	movq	112(%rsp), %r15
	movq	-120(%rsp), %r8
	vmovdqa64	.LCPI0_4(%rip), %zmm1
	vmovdqa64	.LCPI0_3(%rip), %zmm3
	vmovdqu64	%zmm7, 1872(%rsp)
	.p2align	4
.LBB0_25:
	vmovdqu64	%zmm3, 128(%rsp)
	vmovdqu64	%zmm1, 880(%rsp)
	vpaddq	%zmm9, %zmm3, %zmm4
	vpmuludq	%zmm23, %zmm4, %zmm3
	vpaddq	%zmm9, %zmm1, %zmm7
	vpmuludq	%zmm23, %zmm7, %zmm11
	vmovdqu64	3216(%rsp), %zmm2
	vpaddq	128(%rsp), %zmm2, %zmm9
	vpmuludq	%zmm23, %zmm9, %zmm0
	vpaddq	%zmm2, %zmm1, %zmm10
	vpmuludq	%zmm23, %zmm10, %zmm31
	vmovdqu64	3152(%rsp), %zmm6
	vpaddq	128(%rsp), %zmm6, %zmm12
	vpmuludq	%zmm23, %zmm12, %zmm2
	vpaddq	%zmm6, %zmm1, %zmm13
	vpmuludq	%zmm23, %zmm13, %zmm8
	vmovdqu64	3088(%rsp), %zmm6
	vpaddq	128(%rsp), %zmm6, %zmm14
	vpmuludq	%zmm23, %zmm14, %zmm1
	vpaddq	880(%rsp), %zmm6, %zmm15
	vpmuludq	%zmm23, %zmm15, %zmm6
	vpternlogq	$150, %zmm16, %zmm11, %zmm7
	vpternlogq	$150, %zmm16, %zmm3, %zmm4
	vpternlogq	$150, %zmm16, %zmm31, %zmm10
	vpternlogq	$150, %zmm16, %zmm0, %zmm9
	vpternlogq	$150, %zmm16, %zmm8, %zmm13
	vpternlogq	$150, %zmm16, %zmm2, %zmm12
	vpternlogq	$150, %zmm16, %zmm6, %zmm15
	vpternlogq	$150, %zmm16, %zmm1, %zmm14
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm12, %zmm16
	vpsrlq	$32, %zmm13, %zmm17
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm15, %zmm15
	vpmuludq	%zmm27, %zmm7, %zmm25
	vpmuludq	%zmm27, %zmm4, %zmm22
	vpmuludq	%zmm27, %zmm10, %zmm13
	vpmuludq	%zmm27, %zmm9, %zmm12
	vpmuludq	%zmm27, %zmm17, %zmm10
	vpmuludq	%zmm27, %zmm16, %zmm9
	vpmuludq	%zmm27, %zmm15, %zmm7
	vpmuludq	%zmm27, %zmm14, %zmm19
	vpsrlq	$32, %zmm22, %zmm14
	vpsrlq	$32, %zmm25, %zmm15
	vpsrlq	$32, %zmm12, %zmm17
	vpsrlq	$32, %zmm13, %zmm18
	vpsrlq	$32, %zmm9, %zmm29
	vpsrlq	$32, %zmm10, %zmm23
	vpsrlq	$32, %zmm19, %zmm24
	vpsrlq	$32, %zmm7, %zmm26
	vmovdqu64	2384(%rsp), %zmm28
	vpxorq	%zmm28, %zmm15, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm15
	vmovdqu64	%zmm15, 336(%rsp)
	vpxorq	%zmm28, %zmm14, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm16
	vmovdqu64	%zmm16, 560(%rsp)
	vpxorq	%zmm28, %zmm18, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm21
	vpxorq	%zmm28, %zmm17, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm4
	vpxorq	%zmm28, %zmm23, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm5
	vpxorq	%zmm28, %zmm29, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm14
	vpxorq	%zmm28, %zmm26, %zmm18
	vpxorq	%zmm28, %zmm24, %zmm26
	vmovdqu64	1872(%rsp), %zmm17
	vpxorq	%zmm11, %zmm17, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm18
	vmovdqu64	%zmm18, 272(%rsp)
	vpmuludq	%zmm27, %zmm11, %zmm30
	vpxorq	%zmm3, %zmm17, %zmm3
	vpmuludq	%zmm27, %zmm3, %zmm24
	vpxorq	%zmm31, %zmm17, %zmm3
	vpmuludq	%zmm27, %zmm3, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm3
	vmovdqu64	%zmm3, 208(%rsp)
	vpxorq	%zmm0, %zmm17, %zmm0
	vpmuludq	%zmm27, %zmm0, %zmm27
	vpxorq	%zmm8, %zmm17, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm11
	vpxorq	%zmm2, %zmm17, %zmm2
	vpsrlq	$32, %zmm16, %zmm0
	vmovdqu64	%zmm0, 1040(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm16
	vpxorq	%zmm6, %zmm17, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 464(%rsp)
	vpxorq	%zmm1, %zmm17, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 624(%rsp)
	vpsrlq	$32, %zmm15, %zmm20
	vpsrlq	$32, %zmm24, %zmm17
	vpsrlq	$32, %zmm30, %zmm6
	vpsrlq	$32, %zmm27, %zmm8
	vpsrlq	$32, %zmm23, %zmm26
	vpsrlq	$32, %zmm16, %zmm29
	vpsrlq	$32, %zmm4, %zmm31
	vmovdqa64	%zmm4, %zmm28
	vmovdqu64	1424(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm25, %zmm6
	vpsrlq	$32, %zmm11, %zmm25
	vpternlogq	$150, %zmm1, %zmm22, %zmm17
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, %zmm1, %zmm13, %zmm26
	vpsrlq	$32, %zmm21, %zmm13
	vmovdqa64	%zmm21, %zmm15
	vpternlogq	$150, %zmm1, %zmm12, %zmm8
	vpsrlq	$32, %zmm2, %zmm0
	vpternlogq	$150, %zmm1, %zmm10, %zmm25
	vpternlogq	$150, %zmm1, %zmm9, %zmm29
	vpternlogq	$150, %zmm1, %zmm7, %zmm0
	vpsrlq	$32, %zmm14, %zmm9
	vpternlogq	$150, %zmm1, %zmm19, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm1
	vmovdqu64	%zmm1, 816(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm17
	vmovdqu64	%zmm17, 1808(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm19
	vmovdqu64	%zmm19, 688(%rsp)
	vpsrlq	$32, %zmm5, %zmm10
	vmovdqa64	%zmm5, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm7
	vmovdqu64	%zmm7, 944(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm2
	vmovdqu64	%zmm2, 2448(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm29
	vmovdqu64	%zmm29, 752(%rsp)
	vpsrlq	$32, %zmm1, %zmm8
	vmovdqu64	2320(%rsp), %zmm2
	vpxorq	%zmm2, %zmm20, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm1
	vmovdqu64	%zmm1, 400(%rsp)
	vpxorq	1040(%rsp), %zmm2, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm6
	vpxorq	%zmm2, %zmm13, %zmm0
	vpxorq	%zmm2, %zmm31, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm22
	vpxorq	%zmm2, %zmm10, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm3
	vpxorq	%zmm2, %zmm9, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vpsrlq	$32, %zmm1, %zmm9
	vmovdqu64	2064(%rsp), %zmm1
	vpternlogq	$150, %zmm30, %zmm1, %zmm9
	vmovdqu64	%zmm9, 2512(%rsp)
	vpsrlq	$32, %zmm6, %zmm31
	vpternlogq	$150, %zmm24, %zmm1, %zmm31
	vpsrlq	$32, %zmm18, %zmm25
	vpternlogq	$150, %zmm23, %zmm1, %zmm25
	vpsrlq	$32, %zmm22, %zmm30
	vpternlogq	$150, %zmm27, %zmm1, %zmm30
	vpsrlq	$32, %zmm3, %zmm26
	vmovdqa64	%zmm3, %zmm23
	vpternlogq	$150, %zmm11, %zmm1, %zmm26
	vpsrlq	$32, %zmm0, %zmm27
	vmovdqa64	%zmm0, %zmm24
	vpternlogq	$150, %zmm16, %zmm1, %zmm27
	vpsrlq	$32, %zmm12, %zmm5
	vmovdqu64	2000(%rsp), %zmm11
	vpternlogq	$150, 560(%rsp), %zmm11, %zmm5
	vpsrlq	$32, %zmm19, %zmm20
	vpternlogq	$150, 336(%rsp), %zmm11, %zmm8
	vpsrlq	$32, %zmm17, %zmm16
	vpternlogq	$150, %zmm11, %zmm28, %zmm16
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, %zmm11, %zmm15, %zmm20
	vpsrlq	$32, %zmm21, %zmm3
	vpternlogq	$150, %zmm11, %zmm14, %zmm3
	vpsrlq	$32, %zmm29, %zmm7
	vpternlogq	$150, %zmm11, %zmm4, %zmm9
	vmovdqu64	272(%rsp), %zmm0
	vpsrlq	$32, %zmm0, %zmm10
	vpxorq	%zmm2, %zmm10, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm10
	vpternlogq	$150, %zmm11, %zmm0, %zmm7
	vpsrlq	$32, %zmm10, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm8, %zmm0
	vmovdqu64	%zmm0, 272(%rsp)
	vpternlogq	$150, 464(%rsp), %zmm1, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm5
	vmovdqu64	%zmm5, 464(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vmovdqu64	3600(%rsp), %zmm0
	vpternlogq	$150, 400(%rsp), %zmm0, %zmm17
	vpsrlq	$32, %zmm5, %zmm14
	vpternlogq	$150, %zmm0, %zmm6, %zmm14
	vmovdqu64	2448(%rsp), %zmm8
	vpsrlq	$32, %zmm8, %zmm5
	vmovdqu64	208(%rsp), %zmm4
	vpternlogq	$150, %zmm11, %zmm4, %zmm5
	vpsrlq	$32, %zmm4, %zmm4
	vpxorq	%zmm2, %zmm4, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm6
	vpsrlq	$32, %zmm6, %zmm13
	vpternlogq	$150, 624(%rsp), %zmm1, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm29
	vpsrlq	$32, %zmm29, %zmm19
	vpternlogq	$150, %zmm0, %zmm18, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm1
	vmovdqu64	%zmm1, 336(%rsp)
	vpsrlq	$32, %zmm1, %zmm11
	vpternlogq	$150, %zmm0, %zmm22, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm1
	vmovdqu64	%zmm1, 560(%rsp)
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, %zmm0, %zmm23, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm1
	vmovdqu64	%zmm1, 400(%rsp)
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, %zmm0, %zmm24, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm1
	vmovdqu64	%zmm1, 624(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm0, %zmm10, %zmm1
	vmovdqu64	%zmm1, 1040(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm1
	vmovdqu64	%zmm1, 208(%rsp)
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, %zmm0, %zmm6, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm10
	vpsrlq	$32, %zmm10, %zmm2
	vmovdqu64	3536(%rsp), %zmm0
	vpternlogq	$150, %zmm12, %zmm0, %zmm2
	vmovdqu64	2512(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm6
	vpsrlq	$32, %zmm6, %zmm1
	vpternlogq	$150, 816(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm31
	vpsrlq	$32, %zmm31, %zmm4
	vpternlogq	$150, 1808(%rsp), %zmm0, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm30
	vpsrlq	$32, %zmm30, %zmm3
	vpternlogq	$150, 688(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm23
	vpsrlq	$32, %zmm23, %zmm5
	vpternlogq	$150, %zmm21, %zmm0, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm24
	vpsrlq	$32, %zmm24, %zmm7
	vpternlogq	$150, 944(%rsp), %zmm0, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm13
	vpsrlq	$32, %zmm13, %zmm27
	vpternlogq	$150, %zmm8, %zmm0, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm8
	vmovdqu64	%zmm8, 944(%rsp)
	vpsrlq	$32, %zmm8, %zmm12
	vpternlogq	$150, 752(%rsp), %zmm0, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm0
	vmovdqu64	%zmm0, 752(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	3472(%rsp), %zmm1
	vpternlogq	$150, 272(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 272(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm25
	vpsrlq	$32, %zmm25, %zmm22
	vpternlogq	$150, 464(%rsp), %zmm1, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm0
	vmovdqu64	%zmm0, 464(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vmovdqu64	3408(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm10, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm28
	vpsrlq	$32, %zmm28, %zmm10
	vpternlogq	$150, %zmm29, %zmm1, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm2
	vmovdqu64	%zmm2, 816(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm0, %zmm6, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm17
	vpsrlq	$32, %zmm17, %zmm14
	vpternlogq	$150, 336(%rsp), %zmm1, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm3
	vmovdqu64	%zmm3, 336(%rsp)
	vpsrlq	$32, %zmm3, %zmm4
	vpternlogq	$150, %zmm0, %zmm31, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm7, %zmm9
	vpsrlq	$32, %zmm9, %zmm7
	vpternlogq	$150, 560(%rsp), %zmm1, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm3
	vmovdqu64	%zmm3, 560(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm0, %zmm30, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm8
	vpsrlq	$32, %zmm8, %zmm21
	vpternlogq	$150, 400(%rsp), %zmm1, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm5
	vmovdqu64	%zmm5, 688(%rsp)
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm0, %zmm23, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm6
	vpsrlq	$32, %zmm6, %zmm19
	vpternlogq	$150, 624(%rsp), %zmm1, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm20
	vpsrlq	$32, %zmm20, %zmm11
	vpternlogq	$150, %zmm0, %zmm24, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm12
	vmovdqu64	%zmm12, 624(%rsp)
	vpsrlq	$32, %zmm12, %zmm31
	vpternlogq	$150, 208(%rsp), %zmm1, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm29
	vpsrlq	$32, %zmm29, %zmm18
	vpternlogq	$150, %zmm0, %zmm13, %zmm18
	vmovdqu64	1040(%rsp), %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm1, %zmm30
	vpsrlq	$32, %zmm30, %zmm16
	vpternlogq	$150, 944(%rsp), %zmm0, %zmm16
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm0
	vmovdqu64	%zmm0, 400(%rsp)
	vpsrlq	$32, %zmm0, %zmm12
	vmovdqu64	3344(%rsp), %zmm26
	vpternlogq	$150, 752(%rsp), %zmm26, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm0
	vmovdqu64	%zmm0, 752(%rsp)
	vpsrlq	$32, %zmm0, %zmm27
	vpternlogq	$150, %zmm26, %zmm25, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm23
	vpsrlq	$32, %zmm23, %zmm13
	vpternlogq	$150, %zmm26, %zmm28, %zmm13
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm24
	vpsrlq	$32, %zmm24, %zmm4
	vpternlogq	$150, %zmm26, %zmm17, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm25
	vpsrlq	$32, %zmm25, %zmm11
	vpternlogq	$150, %zmm26, %zmm9, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm15
	vpternlogq	$150, %zmm26, %zmm8, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm16, %zmm28
	vpsrlq	$32, %zmm28, %zmm16
	vpternlogq	$150, %zmm26, %zmm6, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm0
	vmovdqu64	%zmm0, 208(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vmovdqu64	3280(%rsp), %zmm9
	vpternlogq	$150, 464(%rsp), %zmm9, %zmm3
	vmovdqu64	272(%rsp), %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 272(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 816(%rsp), %zmm9, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm1
	vmovdqu64	%zmm1, 464(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, 336(%rsp), %zmm9, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm1
	vmovdqu64	%zmm1, 336(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 560(%rsp), %zmm9, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm8
	vpsrlq	$32, %zmm8, %zmm21
	vpternlogq	$150, 688(%rsp), %zmm9, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm6
	vpsrlq	$32, %zmm6, %zmm17
	vpternlogq	$150, %zmm20, %zmm9, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm10
	vpsrlq	$32, %zmm10, %zmm31
	vpternlogq	$150, %zmm29, %zmm9, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm14
	vpsrlq	$32, %zmm14, %zmm20
	vpternlogq	$150, %zmm30, %zmm9, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm29
	vpsrlq	$32, %zmm29, %zmm19
	vpternlogq	$150, 624(%rsp), %zmm26, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm30
	vmovdqu64	1936(%rsp), %zmm7
	vpternlogq	$150, 400(%rsp), %zmm7, %zmm30
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm26
	vpternlogq	$150, 752(%rsp), %zmm7, %zmm26
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm23, %zmm7, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, %zmm24, %zmm7, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm1
	vpsrlq	$32, %zmm1, %zmm17
	vpternlogq	$150, %zmm25, %zmm7, %zmm17
	vmovdqu64	2768(%rsp), %zmm25
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm1
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, %zmm5, %zmm7, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm1
	vpsrlq	$32, %zmm1, %zmm22
	vpternlogq	$150, %zmm28, %zmm7, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm24
	vpbroadcastq	.LCPI0_6(%rip), %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm13, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm9
	vpmuludq	%zmm27, %zmm31, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm11
	vpsrlq	$32, %zmm2, %zmm16
	vpternlogq	$150, %zmm29, %zmm7, %zmm16
	vpsrlq	$32, %zmm24, %zmm2
	vpternlogq	$150, 208(%rsp), %zmm25, %zmm2
	vpsrlq	$32, %zmm23, %zmm3
	vpternlogq	$150, 272(%rsp), %zmm25, %zmm3
	vpsrlq	$32, %zmm12, %zmm4
	vpternlogq	$150, 464(%rsp), %zmm25, %zmm4
	vpsrlq	$32, %zmm20, %zmm5
	vpternlogq	$150, 336(%rsp), %zmm25, %zmm5
	vpsrlq	$32, %zmm1, %zmm7
	vpternlogq	$150, %zmm25, %zmm8, %zmm7
	vpsrlq	$32, %zmm15, %zmm8
	vpternlogq	$150, %zmm25, %zmm6, %zmm8
	vpsrlq	$32, %zmm9, %zmm6
	vpternlogq	$150, %zmm25, %zmm10, %zmm6
	vpsrlq	$32, %zmm11, %zmm10
	vpternlogq	$150, %zmm25, %zmm14, %zmm10
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm2, %ymm2
	vinserti64x4	$1, %ymm2, %zmm3, %zmm2
	vpmovqd	%zmm5, %ymm3
	vpmovqd	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm8, %ymm4
	vpmovqd	%zmm7, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpmovqd	%zmm10, %ymm5
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, 1168(%rsp), %zmm24, %zmm6
	vmovdqu64	1168(%rsp), %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm23, %zmm19, %zmm7
	vpbroadcastq	.LCPI0_5(%rip), %zmm23
	vpmuludq	%zmm23, %zmm18, %zmm8
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, %zmm12, %zmm19, %zmm8
	vpmuludq	%zmm23, %zmm0, %zmm0
	vpmuludq	%zmm23, %zmm21, %zmm10
	vpmuludq	%zmm23, %zmm17, %zmm12
	vpmuludq	%zmm23, %zmm16, %zmm13
	vpmuludq	%zmm23, %zmm22, %zmm14
	vmovdqu64	2704(%rsp), %zmm17
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm13, %zmm13
	vpternlogq	$150, %zmm20, %zmm19, %zmm0
	vpternlogq	$150, %zmm1, %zmm19, %zmm10
	vpternlogq	$150, %zmm15, %zmm19, %zmm12
	vpternlogq	$150, %zmm9, %zmm19, %zmm13
	vpternlogq	$150, %zmm11, %zmm19, %zmm14
	vpmuludq	%zmm27, %zmm7, %zmm1
	vpmuludq	%zmm27, %zmm6, %zmm6
	vpmuludq	%zmm27, %zmm0, %zmm0
	vpmuludq	%zmm27, %zmm8, %zmm7
	vpmuludq	%zmm27, %zmm12, %zmm8
	vpmuludq	%zmm27, %zmm10, %zmm9
	vpmuludq	%zmm27, %zmm14, %zmm10
	vpmuludq	%zmm27, %zmm13, %zmm11
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
	vmovdqu64	2832(%rsp), %zmm16
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm1, %zmm1
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm7, %ymm6
	vinserti64x4	$1, %ymm6, %zmm0, %zmm0
	vpmovqd	%zmm8, %ymm6
	vpmovqd	%zmm9, %ymm7
	vmovdqu64	4752(%rsp), %zmm9
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_7(%rip), %zmm8
	vpmulld	%zmm8, %zmm2, %zmm2
	vpternlogd	$150, %zmm2, %zmm17, %zmm12
	vpmulld	%zmm8, %zmm3, %zmm2
	vmovdqu64	128(%rsp), %zmm3
	vpternlogd	$150, %zmm2, %zmm17, %zmm14
	vpmulld	%zmm8, %zmm4, %zmm2
	vpternlogd	$150, %zmm2, %zmm17, %zmm13
	vpmulld	%zmm8, %zmm5, %zmm2
	vpternlogd	$150, %zmm2, %zmm17, %zmm15
	vmovdqu64	%zmm12, -192(%r15,%r12)
	vmovdqu64	%zmm14, -128(%r15,%r12)
	vmovdqu64	%zmm13, -64(%r15,%r12)
	vmovdqu64	%zmm15, (%r15,%r12)
	vmovdqu64	%zmm1, -192(%r15)
	vmovdqu64	880(%rsp), %zmm1
	vmovdqu64	%zmm0, -128(%r15)
	vmovdqu64	%zmm6, -64(%r15)
	vmovdqu64	%zmm7, (%r15)
	vpbroadcastq	.LCPI0_8(%rip), %zmm0
	vpaddq	%zmm0, %zmm1, %zmm1
	vpaddq	%zmm0, %zmm3, %zmm3
	addq	$256, %r15
	addq	$-64, %r8
	jne	.LBB0_25
	cmpq	-120(%rsp), %r13
	movq	-40(%rsp), %r9
	movl	$3449720151, %ebp
	movq	%r12, %rcx
	movq	72(%rsp), %r12
	movq	-8(%rsp), %rdx
	vmovdqu64	1424(%rsp), %zmm8
	vmovdqu64	2064(%rsp), %zmm10
	vmovdqu64	2000(%rsp), %zmm13
	vmovdqu64	3600(%rsp), %zmm14
	vmovdqu64	3536(%rsp), %zmm12
	vmovdqu64	3472(%rsp), %zmm18
	vmovdqu64	3408(%rsp), %zmm20
	vmovdqu64	3344(%rsp), %zmm21
	vmovdqu64	3280(%rsp), %zmm22
	vmovdqu64	1936(%rsp), %zmm6
	movl	-100(%rsp), %r14d
	vpbroadcastq	.LCPI0_0(%rip), %zmm26
	vpbroadcastd	.LCPI0_7(%rip), %ymm28
	vbroadcastsd	.LCPI0_9(%rip), %zmm3
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vmovdqu64	1872(%rsp), %zmm7
	je	.LBB0_33
	movq	-120(%rsp), %rbx
	movq	%rbx, %rsi
	testb	$56, 8(%rsp)
	je	.LBB0_31
.LBB0_28:
	vpbroadcastq	%rsi, %zmm0
	vporq	.LCPI0_4(%rip), %zmm0, %zmm0
	movq	%rdi, %r8
	xorl	-16(%rsp), %edi
	vpbroadcastq	%rdi, %zmm26
	movq	1360(%rsp), %rax
	xorl	120(%rsp), %eax
	vpbroadcastq	%rax, %zmm2
	movq	80(%rsp), %rax
	addq	%rsi, %rax
	movq	16(%rsp), %rdx
	leaq	(%rdx,%rsi,4), %rsi
	vmovdqa64	%zmm22, %zmm29
	vmovdqa64	%zmm20, %zmm22
	vmovdqa64	%zmm18, %zmm20
	vmovdqa64	%zmm12, %zmm18
	vmovdqa64	%zmm14, %zmm12
	vmovdqa64	%zmm10, %zmm14
	vmovdqa64	%zmm21, %zmm24
	vmovdqa64	%zmm13, %zmm21
	.p2align	4
.LBB0_29:
	vmovaps	%zmm3, %zmm11
	vpaddq	%zmm9, %zmm0, %zmm3
	vpmuludq	%zmm23, %zmm3, %zmm4
	vpternlogq	$150, %zmm16, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm27, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm26, %zmm5
	vpxorq	%zmm4, %zmm7, %zmm4
	vpmuludq	%zmm23, %zmm5, %zmm5
	vmovdqa64	%zmm17, %zmm1
	vmovdqa64	%zmm6, %zmm17
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm6, %zmm2, %zmm6
	vpmuludq	%zmm27, %zmm4, %zmm4
	vmovdqa64	%zmm7, %zmm10
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm8, %zmm3, %zmm7
	vpmuludq	%zmm23, %zmm7, %zmm3
	vpsrlq	$32, %zmm3, %zmm7
	vpmuludq	%zmm27, %zmm6, %zmm6
	vmovdqa64	%zmm8, %zmm13
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm14, %zmm8
	vpternlogq	$150, %zmm21, %zmm5, %zmm7
	vpmuludq	%zmm23, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpmuludq	%zmm27, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpternlogq	$150, %zmm3, %zmm18, %zmm5
	vpternlogq	$150, %zmm12, %zmm6, %zmm8
	vpmuludq	%zmm23, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpmuludq	%zmm27, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm7, %zmm20, %zmm8
	vpternlogq	$150, %zmm22, %zmm4, %zmm6
	vpmuludq	%zmm23, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpmuludq	%zmm27, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm3, %zmm29, %zmm7
	vpternlogq	$150, %zmm24, %zmm5, %zmm8
	vpmuludq	%zmm23, %zmm8, %zmm3
	vmovdqa64	%zmm13, %zmm8
	vpsrlq	$32, %zmm3, %zmm5
	vpmuludq	%zmm27, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm6, %zmm17, %zmm7
	vmovdqa64	%zmm17, %zmm6
	vmovdqa64	%zmm1, %zmm17
	vpternlogq	$150, %zmm25, %zmm4, %zmm5
	vpmuludq	%zmm23, %zmm7, %zmm4
	vmovdqa64	%zmm10, %zmm7
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm5, %ymm5
	vpmulld	%ymm28, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm19, %zmm4
	vpmuludq	%zmm27, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, %ymm17, %ymm5, %ymm4
	vmovdqu	%ymm4, (%rsi,%rcx)
	vpmovqd	%zmm3, (%rsi)
	vmovaps	%zmm11, %zmm3
	vpaddq	%zmm11, %zmm0, %zmm0
	addq	$32, %rsi
	addq	$8, %rax
	jne	.LBB0_29
	movq	-56(%rsp), %rax
	movq	%rax, %rbx
	cmpq	%rax, 8(%rsp)
	movq	-40(%rsp), %r9
	movl	$3449720151, %ebp
	movq	72(%rsp), %r12
	movq	-8(%rsp), %rdx
	movl	-100(%rsp), %r14d
	movq	%r8, %rdi
	vpbroadcastq	.LCPI0_0(%rip), %zmm26
	je	.LBB0_33
.LBB0_31:
	xorq	-16(%rsp), %rdi
	movq	1360(%rsp), %rax
	xorq	120(%rsp), %rax
	movq	%rax, 1360(%rsp)
	movq	8(%rsp), %r15
	subq	%rbx, %r15
	movq	16(%rsp), %rax
	leaq	(%rax,%rbx,4), %r11
	addq	40(%rsp), %rbx
	movq	%rdi, 128(%rsp)
	.p2align	4
.LBB0_32:
	movl	%ebx, %eax
	imulq	%r10, %rax
	movq	%rbx, %r8
	xorq	%r9, %r8
	xorq	%rax, %r8
	shrq	$32, %r8
	imulq	%rbp, %r8
	movq	%r8, %rsi
	shrq	$32, %rsi
	xorl	%edi, %esi
	imulq	%r10, %rsi
	xorl	1744(%rsp), %eax
	imulq	%rbp, %rax
	movq	%rax, %rdi
	shrq	$32, %rdi
	movq	4688(%rsp), %r13
	xorl	%edi, %r13d
	movq	%rsi, %rdi
	shrq	$32, %rdi
	xorl	1360(%rsp), %edi
	xorl	%r13d, %r8d
	imulq	%r10, %r8
	imulq	%rbp, %rdi
	movq	%rdi, %r13
	shrq	$32, %r13
	xorl	2960(%rsp), %eax
	xorl	%r13d, %eax
	movq	%r8, %r13
	shrq	$32, %r13
	xorl	4624(%rsp), %esi
	xorl	%r13d, %esi
	imulq	%r10, %rax
	imulq	%rbp, %rsi
	movq	%rsi, %r13
	shrq	$32, %r13
	xorl	3024(%rsp), %edi
	xorl	%r13d, %edi
	movq	%rax, %r13
	shrq	$32, %r13
	xorl	4560(%rsp), %r8d
	xorl	%r13d, %r8d
	imulq	%rbp, %r8
	imulq	%r10, %rdi
	movq	%r8, %r13
	shrq	$32, %r13
	xorl	5008(%rsp), %esi
	xorl	%r13d, %esi
	movq	%rdi, %r13
	shrq	$32, %r13
	xorl	4496(%rsp), %eax
	xorl	%r13d, %eax
	imulq	%r10, %rsi
	imulq	%rbp, %rax
	movq	%rax, %r13
	shrq	$32, %r13
	xorl	4944(%rsp), %r8d
	xorl	%r13d, %r8d
	movq	%rsi, %r13
	shrq	$32, %r13
	xorl	2576(%rsp), %edi
	xorl	%r13d, %edi
	imulq	%rbp, %rdi
	shrq	$32, %rdi
	xorl	4880(%rsp), %eax
	imulq	%r10, %r8
	xorl	%edi, %eax
	movq	%r8, %rdi
	shrq	$32, %rdi
	xorl	%r12d, %esi
	xorl	%edi, %esi
	movq	128(%rsp), %rdi
	imulq	%r10, %rax
	shrq	$32, %rax
	imull	$-845247145, %esi, %esi
	xorl	%edx, %r8d
	xorl	%eax, %r8d
	imulq	%rbp, %r8
	movq	%r8, %rax
	xorl	%r14d, %esi
	shrq	$32, %rax
	xorl	%eax, %esi
	movl	%esi, (%r11,%rcx)
	movl	%r8d, (%r11)
	addq	$4, %r11
	incq	%rbx
	decq	%r15
	jne	.LBB0_32
.LBB0_33:
	movq	%rcx, %r12
	movq	8(%rsp), %r13
	cmpq	$64, %r13
	jae	.LBB0_49
	xorl	%esi, %esi
	movabsq	$4607182418800017408, %rdx
	movl	$3449720151, %r11d
	movq	48(%rsp), %rbx
	movabsq	$4604544269498187776, %r9
	movabsq	$4503595332403200, %r14
	movl	$2143289344, %ebp
	jmp	.LBB0_53
	.p2align	4
.LBB0_49:
	movq	112(%rsp), %r10
	movq	-120(%rsp), %rcx
	movabsq	$4607182418800017408, %rdx
	movl	$3449720151, %r11d
	movq	48(%rsp), %rbx
	movabsq	$4604544269498187776, %r9
	movabsq	$4503595332403200, %r14
	movl	$2143289344, %ebp
	.p2align	4
.LBB0_50:
	vcvtudq2pd	-192(%r10), %zmm0
	vcvtudq2pd	-160(%r10), %zmm1
	vcvtudq2pd	-128(%r10), %zmm2
	vcvtudq2pd	-96(%r10), %zmm3
	vcvtudq2pd	-64(%r10), %zmm4
	vcvtudq2pd	-32(%r10), %zmm5
	vcvtudq2pd	(%r10), %zmm6
	vcvtudq2pd	32(%r10), %zmm7
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
	vmulpd	%zmm9, %zmm3, %zmm1
	vbroadcastsd	.LCPI0_30(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm2
	vmulpd	%zmm13, %zmm14, %zmm3
	vmulpd	%zmm13, %zmm12, %zmm4
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm5, %zmm9
	vmulpd	%zmm13, %zmm1, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vaddpd	%zmm15, %zmm3, %zmm22
	vmovupd	%zmm22, 1360(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm17
	vmovupd	%zmm17, 2320(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm18
	vmovupd	%zmm18, 2384(%rsp)
	vaddpd	%zmm15, %zmm4, %zmm19
	vmovupd	%zmm19, 1872(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm16
	vmovupd	%zmm16, 2448(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 2512(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm4
	vmovupd	%zmm4, 1808(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1040(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm3
	vaddpd	%zmm3, %zmm17, %zmm20
	vaddpd	%zmm3, %zmm22, %zmm17
	vaddpd	%zmm3, %zmm19, %zmm13
	vaddpd	%zmm3, %zmm18, %zmm11
	vaddpd	%zmm3, %zmm7, %zmm9
	vaddpd	%zmm3, %zmm16, %zmm7
	vaddpd	%zmm3, %zmm6, %zmm2
	vaddpd	%zmm3, %zmm4, %zmm6
	vbroadcastsd	.LCPI0_33(%rip), %zmm30
	vmulpd	%zmm30, %zmm17, %zmm18
	vmulpd	%zmm30, %zmm20, %zmm3
	vmulpd	%zmm30, %zmm11, %zmm15
	vmulpd	%zmm30, %zmm13, %zmm19
	vmulpd	%zmm30, %zmm7, %zmm16
	vsubpd	%zmm3, %zmm21, %zmm4
	vbroadcastsd	.LCPI0_34(%rip), %zmm25
	vmulpd	%zmm25, %zmm20, %zmm3
	vbroadcastsd	.LCPI0_35(%rip), %zmm27
	vmulpd	%zmm27, %zmm20, %zmm22
	vsubpd	%zmm3, %zmm4, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm29
	vpandq	%zmm29, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm29, %zmm23, %zmm23
	vpaddq	%zmm26, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm4, %zmm21
	vsubpd	%zmm21, %zmm4, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm30, %zmm9, %zmm23
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm28
	vmulpd	%zmm28, %zmm20, %zmm20
	vsubpd	%zmm22, %zmm20, %zmm3 {%k1}
	vmulpd	%zmm25, %zmm17, %zmm22
	vmulpd	%zmm27, %zmm17, %zmm20
	vmovapd	%zmm21, %zmm4 {%k1}
	vsubpd	%zmm22, %zmm18, %zmm21
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm29, %zmm14, %zmm14
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm29, %zmm21, %zmm21
	vpaddq	%zmm26, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm14, %k1
	vsubpd	%zmm20, %zmm18, %zmm21
	vsubpd	%zmm21, %zmm18, %zmm14
	vsubpd	%zmm20, %zmm14, %zmm14
	vmulpd	%zmm30, %zmm6, %zmm20
	vsubpd	%zmm19, %zmm12, %zmm19
	vmulpd	%zmm28, %zmm17, %zmm17
	vsubpd	%zmm14, %zmm17, %zmm22 {%k1}
	vmulpd	%zmm25, %zmm13, %zmm14
	vmulpd	%zmm27, %zmm13, %zmm17
	vmovapd	%zmm21, %zmm18 {%k1}
	vsubpd	%zmm14, %zmm19, %zmm21
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm29, %zmm12, %zmm12
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm29, %zmm21, %zmm21
	vpaddq	%zmm26, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm12, %k1
	vsubpd	%zmm17, %zmm19, %zmm21
	vsubpd	%zmm21, %zmm19, %zmm12
	vsubpd	%zmm17, %zmm12, %zmm24
	vmulpd	%zmm30, %zmm2, %zmm17
	vsubpd	%zmm15, %zmm10, %zmm12
	vsubpd	%zmm23, %zmm8, %zmm15
	vsubpd	%zmm16, %zmm5, %zmm16
	vsubpd	%zmm17, %zmm1, %zmm17
	vsubpd	%zmm20, %zmm0, %zmm23
	vmulpd	%zmm28, %zmm13, %zmm13
	vsubpd	%zmm24, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm25, %zmm11, %zmm13
	vmulpd	%zmm27, %zmm11, %zmm20
	vmovapd	%zmm21, %zmm19 {%k1}
	vsubpd	%zmm13, %zmm12, %zmm21
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm29, %zmm10, %zmm10
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm29, %zmm21, %zmm21
	vpaddq	%zmm26, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm10, %k1
	vsubpd	%zmm20, %zmm12, %zmm21
	vsubpd	%zmm21, %zmm12, %zmm10
	vsubpd	%zmm20, %zmm10, %zmm10
	vmulpd	%zmm25, %zmm9, %zmm24
	vmulpd	%zmm28, %zmm11, %zmm11
	vsubpd	%zmm10, %zmm11, %zmm13 {%k1}
	vmulpd	%zmm25, %zmm7, %zmm10
	vmulpd	%zmm27, %zmm9, %zmm11
	vmovapd	%zmm21, %zmm12 {%k1}
	vsubpd	%zmm24, %zmm15, %zmm20
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm29, %zmm8, %zmm8
	vpsrlq	$52, %zmm20, %zmm20
	vpandq	%zmm29, %zmm20, %zmm20
	vpaddq	%zmm26, %zmm20, %zmm20
	vpcmpgtq	%zmm20, %zmm8, %k1
	vsubpd	%zmm11, %zmm15, %zmm8
	vsubpd	%zmm8, %zmm15, %zmm20
	vsubpd	%zmm11, %zmm20, %zmm20
	vmulpd	%zmm25, %zmm2, %zmm11
	vmulpd	%zmm28, %zmm9, %zmm9
	vsubpd	%zmm20, %zmm9, %zmm24 {%k1}
	vmulpd	%zmm25, %zmm6, %zmm25
	vmulpd	%zmm27, %zmm7, %zmm9
	vmovapd	%zmm8, %zmm15 {%k1}
	vsubpd	%zmm10, %zmm16, %zmm8
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm29, %zmm5, %zmm5
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm29, %zmm8, %zmm8
	vpaddq	%zmm26, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm5, %k1
	vsubpd	%zmm9, %zmm16, %zmm5
	vsubpd	%zmm5, %zmm16, %zmm8
	vsubpd	%zmm9, %zmm8, %zmm8
	vmulpd	%zmm27, %zmm2, %zmm9
	vmulpd	%zmm28, %zmm7, %zmm7
	vsubpd	%zmm8, %zmm7, %zmm10 {%k1}
	vmulpd	%zmm27, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm23, %zmm8
	vmovapd	%zmm5, %zmm16 {%k1}
	vsubpd	%zmm11, %zmm17, %zmm5
	vpsrlq	$52, %zmm1, %zmm1
	vpandq	%zmm29, %zmm1, %zmm1
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm29, %zmm5, %zmm5
	vpaddq	%zmm26, %zmm5, %zmm5
	vpcmpgtq	%zmm5, %zmm1, %k1
	vsubpd	%zmm9, %zmm17, %zmm1
	vmulpd	%zmm28, %zmm6, %zmm5
	vmulpd	%zmm28, %zmm2, %zmm2
	vsubpd	%zmm8, %zmm23, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm1, %zmm17, %zmm7
	vsubpd	%zmm9, %zmm7, %zmm7
	vsubpd	%zmm25, %zmm23, %zmm9
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm29, %zmm0, %zmm0
	vpsrlq	$52, %zmm9, %zmm9
	vpandq	%zmm29, %zmm9, %zmm9
	vpaddq	%zmm26, %zmm9, %zmm9
	vmovapd	%zmm1, %zmm17 {%k1}
	vsubpd	%zmm7, %zmm2, %zmm11 {%k1}
	vpcmpgtq	%zmm9, %zmm0, %k1
	vmovapd	%zmm8, %zmm23 {%k1}
	vsubpd	%zmm6, %zmm5, %zmm25 {%k1}
	vsubpd	%zmm22, %zmm18, %zmm2
	vsubpd	%zmm3, %zmm4, %zmm21
	vsubpd	%zmm13, %zmm12, %zmm5
	vsubpd	%zmm14, %zmm19, %zmm6
	vsubpd	%zmm10, %zmm16, %zmm29
	vsubpd	%zmm24, %zmm15, %zmm28
	vsubpd	%zmm25, %zmm23, %zmm26
	vsubpd	%zmm11, %zmm17, %zmm20
	vsubpd	%zmm21, %zmm4, %zmm0
	vmovupd	%zmm21, 128(%rsp)
	vsubpd	%zmm2, %zmm18, %zmm1
	vmovapd	%zmm2, %zmm18
	vmovupd	%zmm2, 688(%rsp)
	vsubpd	%zmm6, %zmm19, %zmm2
	vmovapd	%zmm6, %zmm19
	vmovupd	%zmm6, 272(%rsp)
	vsubpd	%zmm5, %zmm12, %zmm4
	vmovupd	%zmm5, 880(%rsp)
	vsubpd	%zmm28, %zmm15, %zmm6
	vsubpd	%zmm29, %zmm16, %zmm12
	vmovupd	%zmm29, 208(%rsp)
	vsubpd	%zmm20, %zmm17, %zmm15
	vsubpd	%zmm26, %zmm23, %zmm16
	vsubpd	%zmm22, %zmm1, %zmm1
	vmovupd	%zmm1, 752(%rsp)
	vsubpd	%zmm3, %zmm0, %zmm0
	vmovupd	%zmm0, 816(%rsp)
	vsubpd	%zmm13, %zmm4, %zmm0
	vmovupd	%zmm0, 944(%rsp)
	vsubpd	%zmm14, %zmm2, %zmm0
	vmovupd	%zmm0, 336(%rsp)
	vsubpd	%zmm10, %zmm12, %zmm0
	vmovupd	%zmm0, 624(%rsp)
	vsubpd	%zmm24, %zmm6, %zmm0
	vmovupd	%zmm0, 560(%rsp)
	vsubpd	%zmm25, %zmm16, %zmm0
	vmovupd	%zmm0, 464(%rsp)
	vsubpd	%zmm11, %zmm15, %zmm0
	vmovupd	%zmm0, 400(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm27
	vmulpd	%zmm21, %zmm21, %zmm22
	vmulpd	%zmm5, %zmm5, %zmm30
	vmulpd	%zmm22, %zmm22, %zmm11
	vmovupd	%zmm11, 4176(%rsp)
	vmulpd	%zmm27, %zmm27, %zmm2
	vmovupd	%zmm2, 1744(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm3
	vmulpd	%zmm3, %zmm27, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm8
	vmulpd	%zmm8, %zmm27, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm6
	vsubpd	%zmm1, %zmm6, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm7
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm8, %zmm22, %zmm2
	vsubpd	%zmm2, %zmm6, %zmm2
	vmulpd	%zmm2, %zmm22, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1232(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm22, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm16
	vmulpd	%zmm8, %zmm30, %zmm0
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
	vmovupd	%zmm0, 1104(%rsp)
	vmulpd	%zmm19, %zmm19, %zmm2
	vmulpd	%zmm8, %zmm2, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm2, %zmm2, %zmm1
	vmovupd	%zmm1, 1296(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm2, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm2, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm17
	vmulpd	%zmm29, %zmm29, %zmm29
	vmulpd	%zmm8, %zmm29, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm29, %zmm1
	vmovupd	%zmm1, 4240(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm29, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1616(%rsp)
	vmulpd	%zmm28, %zmm28, %zmm23
	vmovapd	%zmm28, %zmm18
	vmovupd	%zmm28, 3856(%rsp)
	vmulpd	%zmm8, %zmm23, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm23, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm23, %zmm23, %zmm1
	vmovupd	%zmm1, 1680(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm23, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1552(%rsp)
	vmulpd	%zmm26, %zmm26, %zmm24
	vmovapd	%zmm26, %zmm25
	vmovupd	%zmm26, 3728(%rsp)
	vmulpd	%zmm8, %zmm24, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm24, %zmm1
	vmovupd	%zmm1, 4112(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm24, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1488(%rsp)
	vmovapd	%zmm20, %zmm10
	vmovupd	%zmm20, 3792(%rsp)
	vmulpd	%zmm20, %zmm20, %zmm28
	vmulpd	%zmm8, %zmm28, %zmm0
	vsubpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm0, %zmm28, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm28, %zmm1
	vmovupd	%zmm1, 3920(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm6
	vmulpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm3, %zmm28, %zmm6
	vaddpd	%zmm4, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm28, %zmm6
	vaddpd	%zmm5, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm28, %zmm6
	vaddpd	%zmm0, %zmm6, %zmm8
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm27, %zmm0
	vbroadcastsd	.LCPI0_44(%rip), %zmm15
	vsubpd	%zmm0, %zmm15, %zmm19
	vsubpd	%zmm19, %zmm15, %zmm13
	vsubpd	%zmm0, %zmm13, %zmm13
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm22, %zmm0
	vsubpd	%zmm0, %zmm15, %zmm9
	vsubpd	%zmm9, %zmm15, %zmm12
	vsubpd	%zmm0, %zmm12, %zmm6
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm30, %zmm12
	vsubpd	%zmm12, %zmm15, %zmm7
	vsubpd	%zmm7, %zmm15, %zmm14
	vsubpd	%zmm12, %zmm14, %zmm12
	vmovupd	%zmm2, 3664(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm14
	vsubpd	%zmm14, %zmm15, %zmm5
	vsubpd	%zmm5, %zmm15, %zmm11
	vsubpd	%zmm14, %zmm11, %zmm11
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm29, %zmm14
	vsubpd	%zmm14, %zmm15, %zmm4
	vsubpd	%zmm4, %zmm15, %zmm20
	vsubpd	%zmm14, %zmm20, %zmm14
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm23, %zmm20
	vsubpd	%zmm20, %zmm15, %zmm3
	vsubpd	%zmm3, %zmm15, %zmm31
	vsubpd	%zmm20, %zmm31, %zmm20
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm24, %zmm31
	vsubpd	%zmm31, %zmm15, %zmm1
	vsubpd	%zmm1, %zmm15, %zmm21
	vsubpd	%zmm31, %zmm21, %zmm21
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm28, %zmm31
	vsubpd	%zmm31, %zmm15, %zmm0
	vsubpd	%zmm0, %zmm15, %zmm15
	vsubpd	%zmm31, %zmm15, %zmm15
	vmulpd	%zmm16, %zmm22, %zmm16
	vmovupd	128(%rsp), %zmm26
	vmulpd	816(%rsp), %zmm26, %zmm31
	vsubpd	%zmm31, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm6, %zmm6
	vmulpd	1232(%rsp), %zmm27, %zmm16
	vmovupd	688(%rsp), %zmm26
	vmulpd	752(%rsp), %zmm26, %zmm31
	vsubpd	%zmm31, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm13, %zmm13
	vmulpd	%zmm17, %zmm2, %zmm16
	vmovupd	272(%rsp), %zmm17
	vmulpd	336(%rsp), %zmm17, %zmm17
	vsubpd	%zmm17, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm11, %zmm16
	vmulpd	1104(%rsp), %zmm30, %zmm11
	vmovupd	944(%rsp), %zmm31
	vmulpd	880(%rsp), %zmm31, %zmm17
	vsubpd	%zmm17, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm12, %zmm12
	vmulpd	1552(%rsp), %zmm23, %zmm11
	vmulpd	560(%rsp), %zmm18, %zmm17
	vsubpd	%zmm17, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm20, %zmm17
	vmulpd	1616(%rsp), %zmm29, %zmm11
	vmovupd	208(%rsp), %zmm2
	vmulpd	624(%rsp), %zmm2, %zmm18
	vsubpd	%zmm18, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm14, %zmm20
	vmulpd	%zmm8, %zmm28, %zmm8
	vmulpd	400(%rsp), %zmm10, %zmm11
	vsubpd	%zmm11, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm15, %zmm8
	vmulpd	1488(%rsp), %zmm24, %zmm11
	vmulpd	464(%rsp), %zmm25, %zmm14
	vsubpd	%zmm14, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm21, %zmm15
	vaddpd	%zmm13, %zmm19, %zmm2
	vmovupd	%zmm2, 1552(%rsp)
	vaddpd	%zmm6, %zmm9, %zmm2
	vmovupd	%zmm2, 1488(%rsp)
	vaddpd	%zmm12, %zmm7, %zmm2
	vmovupd	%zmm2, 1616(%rsp)
	vaddpd	%zmm16, %zmm5, %zmm2
	vmovupd	%zmm2, 3984(%rsp)
	vaddpd	%zmm20, %zmm4, %zmm2
	vmovupd	%zmm2, 1104(%rsp)
	vaddpd	%zmm17, %zmm3, %zmm2
	vmovupd	%zmm2, 2256(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm1
	vmovupd	%zmm1, 1232(%rsp)
	vaddpd	%zmm8, %zmm0, %zmm0
	vmovupd	%zmm0, 4048(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm6
	vmulpd	%zmm6, %zmm22, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm15
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	4176(%rsp), %zmm22, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm7
	vmulpd	%zmm7, %zmm22, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vmovupd	%zmm22, 2128(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm12
	vaddpd	%zmm12, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm10
	vmulpd	%zmm6, %zmm27, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	1744(%rsp), %zmm27, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm7, %zmm27, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vmovupd	%zmm27, 2192(%rsp)
	vaddpd	%zmm12, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm13
	vmovupd	3664(%rsp), %zmm25
	vmulpd	%zmm6, %zmm25, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	1296(%rsp), %zmm25, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm7, %zmm25, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm2
	vmulpd	%zmm6, %zmm30, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	4304(%rsp), %zmm30, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm7, %zmm30, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm6, %zmm23, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	1680(%rsp), %zmm23, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm7, %zmm23, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm23, %zmm3
	vaddpd	%zmm12, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm6, %zmm29, %zmm3
	vaddpd	%zmm15, %zmm3, %zmm3
	vmulpd	4240(%rsp), %zmm29, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm7, %zmm29, %zmm4
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm29, %zmm4
	vaddpd	%zmm12, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm6, %zmm28, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vmulpd	3920(%rsp), %zmm28, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm7, %zmm28, %zmm5
	vaddpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm28, %zmm5
	vaddpd	%zmm12, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm6, %zmm24, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vmulpd	4112(%rsp), %zmm24, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm7, %zmm24, %zmm6
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm12, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm27, %zmm26, %zmm6
	vmovupd	%zmm6, 1744(%rsp)
	vmulpd	%zmm13, %zmm6, %zmm7
	vmovupd	752(%rsp), %zmm18
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm18, %zmm8
	vsubpd	%zmm7, %zmm8, %zmm7
	vmulpd	128(%rsp), %zmm22, %zmm22
	vmulpd	%zmm10, %zmm22, %zmm9
	vmovupd	816(%rsp), %zmm19
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm19, %zmm10
	vsubpd	%zmm9, %zmm10, %zmm9
	vmulpd	880(%rsp), %zmm30, %zmm26
	vmulpd	%zmm0, %zmm26, %zmm0
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm31, %zmm12
	vsubpd	%zmm0, %zmm12, %zmm14
	vmulpd	272(%rsp), %zmm25, %zmm12
	vmulpd	%zmm2, %zmm12, %zmm2
	vmovupd	336(%rsp), %zmm8
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm8, %zmm13
	vsubpd	%zmm2, %zmm13, %zmm10
	vmulpd	208(%rsp), %zmm29, %zmm21
	vmulpd	%zmm3, %zmm21, %zmm3
	vmovupd	624(%rsp), %zmm6
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm6, %zmm15
	vsubpd	%zmm3, %zmm15, %zmm3
	vmovupd	3856(%rsp), %zmm27
	vmulpd	%zmm23, %zmm27, %zmm15
	vmulpd	%zmm1, %zmm15, %zmm1
	vmovupd	560(%rsp), %zmm2
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm16
	vsubpd	%zmm1, %zmm16, %zmm11
	vmovupd	3728(%rsp), %zmm31
	vmulpd	%zmm24, %zmm31, %zmm16
	vmulpd	%zmm5, %zmm16, %zmm5
	vmovupd	464(%rsp), %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm1, %zmm17
	vsubpd	%zmm5, %zmm17, %zmm5
	vmovupd	3792(%rsp), %zmm13
	vmulpd	%zmm28, %zmm13, %zmm17
	vmulpd	%zmm4, %zmm17, %zmm4
	vmovupd	400(%rsp), %zmm0
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm0, %zmm20
	vsubpd	%zmm4, %zmm20, %zmm4
	vmulpd	2192(%rsp), %zmm7, %zmm7
	vmulpd	2128(%rsp), %zmm9, %zmm9
	vmulpd	%zmm14, %zmm30, %zmm14
	vmulpd	%zmm10, %zmm25, %zmm10
	vmulpd	%zmm3, %zmm29, %zmm3
	vmulpd	%zmm11, %zmm23, %zmm20
	vmulpd	%zmm5, %zmm24, %zmm5
	vmulpd	%zmm4, %zmm28, %zmm4
	vsubpd	%zmm19, %zmm9, %zmm9
	vsubpd	%zmm18, %zmm7, %zmm7
	vsubpd	%zmm8, %zmm10, %zmm10
	vsubpd	944(%rsp), %zmm14, %zmm11
	vsubpd	%zmm2, %zmm20, %zmm14
	vsubpd	%zmm6, %zmm3, %zmm3
	vsubpd	%zmm0, %zmm4, %zmm4
	vsubpd	%zmm1, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_50(%rip), %zmm19
	vmulpd	%zmm19, %zmm22, %zmm8
	vaddpd	%zmm8, %zmm9, %zmm8
	vmulpd	1744(%rsp), %zmm19, %zmm6
	vaddpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm19, %zmm12, %zmm7
	vaddpd	%zmm7, %zmm10, %zmm2
	vmulpd	%zmm19, %zmm26, %zmm7
	vaddpd	%zmm7, %zmm11, %zmm0
	vmulpd	%zmm19, %zmm15, %zmm7
	vaddpd	%zmm7, %zmm14, %zmm1
	vmulpd	%zmm19, %zmm21, %zmm7
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm19, %zmm17, %zmm7
	vaddpd	%zmm7, %zmm4, %zmm4
	vmulpd	%zmm19, %zmm16, %zmm7
	vaddpd	%zmm7, %zmm5, %zmm5
	vmovupd	128(%rsp), %zmm7
	vsubpd	%zmm8, %zmm7, %zmm24
	vmovupd	688(%rsp), %zmm7
	vsubpd	%zmm6, %zmm7, %zmm23
	vmovupd	272(%rsp), %zmm6
	vsubpd	%zmm2, %zmm6, %zmm22
	vmovupd	880(%rsp), %zmm2
	vsubpd	%zmm0, %zmm2, %zmm21
	vsubpd	%zmm1, %zmm27, %zmm18
	vmovupd	208(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm20
	vsubpd	%zmm4, %zmm13, %zmm14
	vsubpd	%zmm5, %zmm31, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm4
	vmovupd	1488(%rsp), %zmm15
	vxorpd	%zmm4, %zmm15, %zmm9
	vmovupd	1552(%rsp), %zmm19
	vxorpd	%zmm4, %zmm19, %zmm8
	vmovupd	3984(%rsp), %zmm12
	vxorpd	%zmm4, %zmm12, %zmm7
	vmovupd	1616(%rsp), %zmm16
	vxorpd	%zmm4, %zmm16, %zmm5
	vmovupd	2256(%rsp), %zmm10
	vxorpd	%zmm4, %zmm10, %zmm3
	vmovupd	1104(%rsp), %zmm13
	vxorpd	%zmm4, %zmm13, %zmm2
	vmovupd	4048(%rsp), %zmm26
	vxorpd	%zmm4, %zmm26, %zmm1
	vmovupd	1232(%rsp), %zmm25
	vxorpd	%zmm4, %zmm25, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm6
	vmovdqu64	1360(%rsp), %zmm17
	vptestnmq	%zmm6, %zmm17, %k1
	vmovapd	%zmm19, %zmm8 {%k1}
	vxorpd	%zmm4, %zmm23, %zmm23 {%k1}
	vmovdqu64	2320(%rsp), %zmm19
	vptestnmq	%zmm6, %zmm19, %k1
	vmovapd	%zmm15, %zmm9 {%k1}
	vxorpd	%zmm4, %zmm24, %zmm24 {%k1}
	vmovdqu64	2384(%rsp), %zmm15
	vptestnmq	%zmm6, %zmm15, %k1
	vmovapd	%zmm16, %zmm5 {%k1}
	vxorpd	%zmm4, %zmm21, %zmm21 {%k1}
	vmovdqu64	1872(%rsp), %zmm16
	vptestnmq	%zmm6, %zmm16, %k1
	vmovapd	%zmm12, %zmm7 {%k1}
	vxorpd	%zmm4, %zmm22, %zmm22 {%k1}
	vmovdqu64	2448(%rsp), %zmm12
	vptestnmq	%zmm6, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm4, %zmm20, %zmm20 {%k1}
	vmovdqu64	2512(%rsp), %zmm13
	vptestnmq	%zmm6, %zmm13, %k1
	vmovapd	%zmm10, %zmm3 {%k1}
	vxorpd	%zmm4, %zmm18, %zmm18 {%k1}
	vmovdqu64	1808(%rsp), %zmm10
	vptestnmq	%zmm6, %zmm10, %k1
	vmovapd	%zmm25, %zmm0 {%k1}
	vxorpd	%zmm4, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	1040(%rsp), %zmm11
	vptestnmq	%zmm6, %zmm11, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm4, %zmm14, %zmm14 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm4
	vptestnmq	%zmm4, %zmm19, %k1
	vmovapd	%zmm9, %zmm24 {%k1}
	vmovupd	%zmm24, 272(%rsp)
	vptestnmq	%zmm4, %zmm17, %k1
	vmovapd	%zmm8, %zmm23 {%k1}
	vmovupd	%zmm23, 208(%rsp)
	vptestnmq	%zmm4, %zmm16, %k1
	vmovapd	%zmm7, %zmm22 {%k1}
	vmovupd	%zmm22, 624(%rsp)
	vptestnmq	%zmm4, %zmm15, %k1
	vmovapd	%zmm5, %zmm21 {%k1}
	vmovupd	%zmm21, 400(%rsp)
	vptestnmq	%zmm4, %zmm13, %k1
	vmovapd	%zmm3, %zmm18 {%k1}
	vmovupd	%zmm18, 464(%rsp)
	vptestnmq	%zmm4, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 560(%rsp)
	vptestnmq	%zmm4, %zmm11, %k1
	vmovapd	%zmm1, %zmm14 {%k1}
	vmovupd	%zmm14, 336(%rsp)
	vptestnmq	%zmm4, %zmm10, %k1
	vmovapd	%zmm0, %zmm25 {%k1}
	vmovupd	%zmm25, 816(%rsp)
	vcvtudq2pd	-192(%r10,%r12), %zmm0
	vcvtudq2pd	-160(%r10,%r12), %zmm1
	vcvtudq2pd	-128(%r10,%r12), %zmm2
	vcvtudq2pd	-96(%r10,%r12), %zmm3
	vcvtudq2pd	-64(%r10,%r12), %zmm4
	vcvtudq2pd	-32(%r10,%r12), %zmm5
	vcvtudq2pd	(%r10,%r12), %zmm6
	vcvtudq2pd	32(%r10,%r12), %zmm7
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
	vmovdqu64	%zmm9, 1872(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 2448(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 2512(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1808(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1040(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 688(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 944(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 752(%rsp)
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
	vmovupd	%zmm4, 880(%rsp)
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, 128(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 2320(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 2384(%rsp)
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
	vmovupd	%zmm3, 1744(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 4176(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 4240(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 1296(%rsp)
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
	vmovupd	%zmm2, 1680(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 1232(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 4304(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1104(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1616(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 4112(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1488(%rsp)
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
	vaddpd	4176(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	1744(%rsp), %zmm22, %zmm22
	vaddpd	1296(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	4240(%rsp), %zmm27, %zmm27
	vaddpd	1232(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	1680(%rsp), %zmm9, %zmm9
	vaddpd	1616(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	1104(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm31, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	1488(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	880(%rsp), %zmm2
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	2320(%rsp), %zmm2, %zmm13
	vmovupd	128(%rsp), %zmm4
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	2384(%rsp), %zmm4, %zmm14
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	4304(%rsp), %zmm7, %zmm7
	vmovupd	%zmm30, 1552(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm30, %zmm16
	vmulpd	%zmm16, %zmm30, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	1360(%rsp), %zmm9, %zmm9
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	4112(%rsp), %zmm5, %zmm5
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm18, %zmm6
	vpsrlq	$20, 1872(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm10
	vmulpd	%zmm10, %zmm11, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm13
	vpsrlq	$20, 2448(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm10, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 2512(%rsp), %zmm25
	vpaddq	%zmm12, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm10, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1808(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm10, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1040(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm10, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 688(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm10, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 944(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm10, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 752(%rsp), %zmm31
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
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vaddpd	128(%rsp), %zmm2, %zmm2
	vaddpd	880(%rsp), %zmm0, %zmm0
	vaddpd	1552(%rsp), %zmm7, %zmm7
	vaddpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm1, %zmm26, %zmm1
	vpbroadcastq	.LCPI0_0(%rip), %zmm26
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
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm9, %zmm30, %zmm8
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	vaddpd	%zmm1, %zmm8, %zmm1
	vbroadcastsd	.LCPI0_28(%rip), %zmm8
	vmulpd	%zmm8, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	272(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	208(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	624(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	400(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	464(%rsp), %zmm3, %zmm3
	vmulpd	560(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	336(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	816(%rsp), %zmm6, %zmm6
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
	vmovdqu64	%zmm0, -192(%r10,%r12)
	vmovdqu64	%zmm2, -128(%r10,%r12)
	vmovups	%zmm3, -64(%r10,%r12)
	vmovdqu64	%zmm1, (%r10,%r12)
	addq	$256, %r10
	addq	$-64, %rcx
	jne	.LBB0_50
	cmpq	-120(%rsp), %r13
	vpbroadcastq	.LCPI0_5(%rip), %zmm23
	vpbroadcastq	.LCPI0_6(%rip), %zmm27
	vmovq	.LCPI0_31(%rip), %xmm7
	vmovq	.LCPI0_32(%rip), %xmm8
	vmovq	.LCPI0_10(%rip), %xmm9
	vmovq	.LCPI0_44(%rip), %xmm10
	vmovq	.LCPI0_11(%rip), %xmm11
	vmovq	.LCPI0_17(%rip), %xmm12
	vmovsd	.LCPI0_18(%rip), %xmm15
	vmovq	.LCPI0_22(%rip), %xmm16
	vmovdqa64	.LCPI0_59(%rip), %xmm18
	vmovq	.LCPI0_26(%rip), %xmm19
	vmovq	.LCPI0_27(%rip), %xmm20
	vmovq	.LCPI0_28(%rip), %xmm21
	vmovq	.LCPI0_29(%rip), %xmm22
	vmovq	.LCPI0_30(%rip), %xmm24
	vmovq	.LCPI0_55(%rip), %xmm25
	vmovq	.LCPI0_34(%rip), %xmm26
	vmovq	.LCPI0_35(%rip), %xmm28
	vmovq	.LCPI0_36(%rip), %xmm29
	vmovddup	.LCPI0_37(%rip), %xmm31
	vmovq	.LCPI0_50(%rip), %xmm17
	je	.LBB0_36
	movq	-120(%rsp), %rcx
	movq	%rcx, %rsi
	testb	$56, %r13b
	je	.LBB0_56
.LBB0_53:
	movq	80(%rsp), %rax
	addq	%rsi, %rax
	movq	16(%rsp), %rcx
	leaq	(%rcx,%rsi,4), %rcx
	vpbroadcastq	.LCPI0_37(%rip), %zmm14
	vbroadcastsd	.LCPI0_38(%rip), %zmm15
	vbroadcastsd	.LCPI0_39(%rip), %zmm17
	vbroadcastsd	.LCPI0_40(%rip), %zmm19
	vbroadcastsd	.LCPI0_56(%rip), %zmm18
	vbroadcastsd	.LCPI0_42(%rip), %zmm20
	vbroadcastsd	.LCPI0_43(%rip), %zmm21
	vbroadcastsd	.LCPI0_44(%rip), %zmm10
	vbroadcastsd	.LCPI0_45(%rip), %zmm22
	vbroadcastsd	.LCPI0_46(%rip), %zmm26
	vbroadcastsd	.LCPI0_47(%rip), %zmm24
	vbroadcastsd	.LCPI0_48(%rip), %zmm25
	vbroadcastsd	.LCPI0_49(%rip), %zmm16
	vbroadcastsd	.LCPI0_50(%rip), %zmm28
	vbroadcastsd	.LCPI0_51(%rip), %zmm31
	vpbroadcastq	.LCPI0_52(%rip), %zmm11
	vpbroadcastq	.LCPI0_53(%rip), %zmm12
	vpbroadcastq	.LCPI0_0(%rip), %zmm13
	vbroadcastsd	.LCPI0_11(%rip), %zmm29
	.p2align	4
.LBB0_54:
	vcvtudq2pd	(%rcx,%r12), %zmm0
	vaddpd	%zmm30, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm0, %zmm0
	vcvtudq2pd	(%rcx), %zmm1
	vaddpd	%zmm30, %zmm1, %zmm1
	vmulpd	%zmm29, %zmm1, %zmm1
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
	vmulpd	.LCPI0_27(%rip){1to8}, %zmm3, %zmm2
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
	vmulpd	%zmm18, %zmm4, %zmm7
	vaddpd	%zmm20, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm21, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm30, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm10, %zmm8
	vsubpd	%zmm8, %zmm10, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm22, %zmm4, %zmm7
	vaddpd	%zmm26, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm24, %zmm7, %zmm7
	vmulpd	%zmm25, %zmm4, %zmm8
	vaddpd	%zmm16, %zmm8, %zmm8
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm7
	vmulpd	%zmm30, %zmm3, %zmm8
	vmulpd	%zmm5, %zmm7, %zmm5
	vsubpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm28, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm2, %zmm2
	vptestnmq	%zmm11, %zmm1, %k1
	vptestnmq	%zmm12, %zmm1, %k2
	vxorpd	%zmm31, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm31, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_28(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovdqu	%ymm0, (%rcx,%r12)
	addq	$32, %rcx
	addq	$8, %rax
	jne	.LBB0_54
	movq	-56(%rsp), %rax
	movq	%rax, %rcx
	cmpq	%rax, %r13
	vmovq	.LCPI0_31(%rip), %xmm7
	vmovq	.LCPI0_32(%rip), %xmm8
	vmovq	.LCPI0_10(%rip), %xmm9
	vmovq	.LCPI0_44(%rip), %xmm10
	vmovq	.LCPI0_11(%rip), %xmm11
	vmovq	.LCPI0_17(%rip), %xmm12
	vmovsd	.LCPI0_18(%rip), %xmm15
	vmovq	.LCPI0_22(%rip), %xmm16
	vmovdqa64	.LCPI0_59(%rip), %xmm18
	vmovq	.LCPI0_26(%rip), %xmm19
	vmovq	.LCPI0_27(%rip), %xmm20
	vmovq	.LCPI0_28(%rip), %xmm21
	vmovq	.LCPI0_29(%rip), %xmm22
	vmovq	.LCPI0_30(%rip), %xmm24
	vmovq	.LCPI0_55(%rip), %xmm25
	vmovq	.LCPI0_34(%rip), %xmm26
	vmovq	.LCPI0_35(%rip), %xmm28
	vmovq	.LCPI0_36(%rip), %xmm29
	vmovddup	.LCPI0_37(%rip), %xmm31
	vmovq	.LCPI0_50(%rip), %xmm17
	je	.LBB0_36
.LBB0_56:
	movq	%r13, %rax
	subq	%rcx, %rax
	movq	16(%rsp), %rsi
	leaq	(%rsi,%rcx,4), %rcx
	.p2align	4
.LBB0_35:
	vxorps	%xmm14, %xmm14, %xmm14
	vcvtusi2sdl	(%rcx,%r12), %xmm14, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm0, %xmm11, %xmm0
	vxorps	%xmm14, %xmm14, %xmm14
	vcvtusi2sdl	(%rcx), %xmm14, %xmm1
	vaddsd	%xmm1, %xmm9, %xmm1
	vmulsd	%xmm1, %xmm11, %xmm1
	vmovq	%xmm0, %rsi
	movl	%esi, %edi
	shrq	$32, %rsi
	addq	$614242, %rsi
	movq	%rsi, %r8
	shrq	$20, %r8
	addq	$-1023, %r8
	shlq	$32, %rsi
	andq	%r14, %rsi
	addq	%r9, %rsi
	orq	%rsi, %rdi
	vmovq	%rdi, %xmm0
	vaddsd	%xmm0, %xmm12, %xmm0
	vmovapd	%xmm12, %xmm14
	vmulsd	%xmm0, %xmm9, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vaddsd	%xmm0, %xmm15, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmulsd	%xmm16, %xmm5, %xmm6
	vaddsd	.LCPI0_23(%rip), %xmm6, %xmm6
	vmovddup	.LCPI0_19(%rip), %xmm12
	vunpcklpd	%xmm6, %xmm12, %xmm6
	vmovddup	%xmm5, %xmm5
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	.LCPI0_58(%rip), %xmm6, %xmm6
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	%xmm18, %xmm6, %xmm6
	vunpcklpd	%xmm4, %xmm5, %xmm4
	vmulpd	%xmm6, %xmm4, %xmm4
	vshufpd	$1, %xmm4, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm4, %xmm4
	vcvtsi2sd	%r8, %xmm30, %xmm5
	vaddsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmulsd	%xmm19, %xmm5, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm20, %xmm5, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm0
	vmulsd	%xmm22, %xmm1, %xmm1
	vmulsd	%xmm24, %xmm1, %xmm2
	vaddsd	%xmm7, %xmm2, %xmm2
	vmovq	%xmm2, %rsi
	vaddsd	%xmm2, %xmm8, %xmm2
	vmulsd	%xmm25, %xmm2, %xmm3
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm26, %xmm2, %xmm4
	vmulsd	%xmm28, %xmm2, %xmm5
	vsubsd	%xmm5, %xmm3, %xmm6
	vmulsd	%xmm29, %xmm2, %xmm2
	vmovapd	%xmm7, %xmm12
	vsubsd	%xmm6, %xmm3, %xmm7
	vsubsd	%xmm5, %xmm7, %xmm5
	vsubsd	%xmm5, %xmm2, %xmm2
	vsubsd	%xmm4, %xmm3, %xmm5
	vunpcklpd	%xmm1, %xmm5, %xmm1
	vpsrlq	$52, %xmm1, %xmm1
	vpandq	%xmm31, %xmm1, %xmm1
	vmovq	%xmm1, %rdi
	addl	$16, %edi
	vpextrq	$1, %xmm1, %r8
	cmpl	%r8d, %edi
	setb	%dil
	kmovd	%edi, %k1
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
	vsubsd	%xmm6, %xmm10, %xmm7
	vmovapd	%xmm8, %xmm13
	vsubsd	%xmm7, %xmm10, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vmovapd	%xmm13, %xmm8
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
	vmovapd	%xmm12, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	%xmm17, %xmm6, %xmm3
	vaddsd	%xmm3, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovddup	.LCPI0_51(%rip), %xmm2
	vxorpd	%xmm2, %xmm5, %xmm3
	testb	$2, %sil
	sete	%dil
	kmovd	%edi, %k1
	vmovsd	%xmm5, %xmm3, %xmm3 {%k1}
	vxorpd	%xmm2, %xmm1, %xmm2
	vmovsd	%xmm2, %xmm1, %xmm1 {%k1}
	vmovapd	%xmm14, %xmm12
	kmovd	%esi, %k1
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vmulsd	%xmm21, %xmm0, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rcx,%r12)
	addq	$4, %rcx
	decq	%rax
	jne	.LBB0_35
.LBB0_36:
	cmpb	$0, 4432(%rsp)
	je	.LBB0_38
	xorl	%eax, %eax
	movq	-64(%rsp), %rdi
	movq	64(%rsp), %r14
	vmovddup	.LCPI0_51(%rip), %xmm7
	vmovsd	.LCPI0_60(%rip), %xmm8
	vmovsd	.LCPI0_61(%rip), %xmm15
	vmovsd	.LCPI0_62(%rip), %xmm16
	vmovsd	.LCPI0_63(%rip), %xmm18
	vmovsd	.LCPI0_64(%rip), %xmm19
	vmovsd	.LCPI0_65(%rip), %xmm17
	vmovsd	.LCPI0_66(%rip), %xmm21
	vmovsd	.LCPI0_67(%rip), %xmm22
	vmovsd	.LCPI0_68(%rip), %xmm24
	vmovsd	.LCPI0_69(%rip), %xmm25
	vmovsd	.LCPI0_70(%rip), %xmm26
	vmovsd	.LCPI0_71(%rip), %xmm28
	vmovsd	.LCPI0_72(%rip), %xmm29
	vmovsd	.LCPI0_73(%rip), %xmm31
	vmovsd	.LCPI0_74(%rip), %xmm5
	vmovsd	.LCPI0_75(%rip), %xmm6
	vmovaps	192(%rsp), %xmm11
	vmovaps	-96(%rsp), %xmm12
	vmovsd	.LCPI0_31(%rip), %xmm13
	vmovsd	.LCPI0_32(%rip), %xmm14
	.p2align	4
.LBB0_45:
	vmovss	(%rdi,%rax,4), %xmm0
	vsubss	(%r14,%rax,4), %xmm0, %xmm1
	vcvtss2sd	%xmm1, %xmm1, %xmm2
	vxorps	%xmm7, %xmm2, %xmm2
	vminsd	%xmm2, %xmm8, %xmm2
	vmaxsd	%xmm2, %xmm15, %xmm2
	vmulsd	%xmm16, %xmm2, %xmm3
	vaddsd	%xmm3, %xmm13, %xmm3
	vaddsd	%xmm3, %xmm14, %xmm4
	vmovq	%xmm3, %rcx
	vmulsd	%xmm18, %xmm4, %xmm3
	vaddsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm19, %xmm4, %xmm3
	vaddsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm17, %xmm2, %xmm3
	vaddsd	%xmm21, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm22, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm24, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm25, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm26, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm28, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm29, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm31, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm5, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm6, %xmm3, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm3, %xmm9, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm3
	vaddsd	%xmm3, %xmm10, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	shlq	$52, %rcx
	addq	%rdx, %rcx
	vmovq	%rcx, %xmm3
	vaddsd	%xmm2, %xmm10, %xmm2
	vmulsd	%xmm3, %xmm2, %xmm2
	vaddsd	%xmm2, %xmm10, %xmm2
	vdivsd	%xmm2, %xmm10, %xmm2
	vcvtsd2ss	%xmm2, %xmm2, %xmm2
	vcmpunordss	%xmm1, %xmm1, %k1
	vmovss	.LCPI0_76(%rip), %xmm2 {%k1}
	vmulss	%xmm2, %xmm12, %xmm1
	vsubss	%xmm1, %xmm0, %xmm0
	vmulss	(%rbx,%rax,4), %xmm11, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%ebp, %ecx
	movl	%ecx, (%rdi,%rax,4)
	incq	%rax
	cmpq	%rax, %r13
	jne	.LBB0_45
	jmp	.LBB0_46
	.p2align	4
.LBB0_38:
	vbroadcastss	192(%rsp), %zmm0
	vmovups	%zmm0, 128(%rsp)
	xorl	%eax, %eax
	movq	2896(%rsp), %rcx
	movq	-64(%rsp), %rdi
	movq	64(%rsp), %r14
	vbroadcastsd	.LCPI0_44(%rip), %zmm11
	vbroadcastsd	.LCPI0_60(%rip), %zmm16
	vbroadcastsd	.LCPI0_61(%rip), %zmm17
	vbroadcastsd	.LCPI0_62(%rip), %zmm13
	vbroadcastsd	.LCPI0_63(%rip), %zmm14
	vbroadcastsd	.LCPI0_64(%rip), %zmm18
	vbroadcastsd	.LCPI0_65(%rip), %zmm19
	vbroadcastsd	.LCPI0_66(%rip), %zmm20
	vbroadcastsd	.LCPI0_67(%rip), %zmm21
	vbroadcastsd	.LCPI0_68(%rip), %zmm22
	vbroadcastsd	.LCPI0_69(%rip), %zmm24
	vbroadcastsd	.LCPI0_70(%rip), %zmm25
	vbroadcastsd	.LCPI0_71(%rip), %zmm26
	vbroadcastsd	.LCPI0_72(%rip), %zmm31
	vbroadcastsd	.LCPI0_73(%rip), %zmm28
	vbroadcastsd	.LCPI0_74(%rip), %zmm29
	vbroadcastsd	.LCPI0_75(%rip), %zmm0
	vpbroadcastq	.LCPI0_44(%rip), %zmm10
	vpbroadcastd	.LCPI0_78(%rip), %zmm12
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	.p2align	4
.LBB0_39:
	vmovups	(%rdi,%rax,4), %zmm1
	vsubps	(%r14,%rax,4), %zmm1, %zmm2
	vextractf64x4	$1, %zmm2, %ymm3
	vcvtps2pd	%ymm3, %zmm3
	vcvtps2pd	%ymm2, %zmm4
	vbroadcastsd	.LCPI0_51(%rip), %zmm5
	vxorpd	%zmm5, %zmm4, %zmm4
	vxorpd	%zmm5, %zmm3, %zmm3
	vminpd	%zmm3, %zmm16, %zmm3
	vminpd	%zmm4, %zmm16, %zmm4
	vmaxpd	%zmm4, %zmm17, %zmm5
	vmaxpd	%zmm3, %zmm17, %zmm6
	vmulpd	%zmm13, %zmm6, %zmm3
	vmulpd	%zmm13, %zmm5, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vaddpd	%zmm15, %zmm3, %zmm3
	vbroadcastsd	.LCPI0_32(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm7
	vaddpd	%zmm8, %zmm4, %zmm8
	vmulpd	%zmm14, %zmm7, %zmm9
	vaddpd	%zmm9, %zmm6, %zmm6
	vmulpd	%zmm14, %zmm8, %zmm9
	vaddpd	%zmm9, %zmm5, %zmm5
	vmulpd	%zmm18, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm18, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm19, %zmm6, %zmm7
	vaddpd	%zmm20, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	%zmm21, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	%zmm22, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	%zmm24, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	%zmm25, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	%zmm26, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	%zmm31, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	%zmm28, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	%zmm29, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	%zmm0, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	%zmm30, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm7
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm19, %zmm5, %zmm7
	vaddpd	%zmm20, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm21, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm22, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm24, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm25, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm26, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm31, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm28, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm29, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm0, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm30, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vpsllq	$52, %zmm4, %zmm4
	vpaddq	%zmm10, %zmm4, %zmm4
	vaddpd	%zmm11, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vpsllq	$52, %zmm3, %zmm3
	vpaddq	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm11, %zmm6, %zmm5
	vmulpd	%zmm3, %zmm5, %zmm3
	vaddpd	%zmm11, %zmm4, %zmm4
	vaddpd	%zmm11, %zmm3, %zmm3
	vdivpd	%zmm3, %zmm11, %zmm3
	vdivpd	%zmm4, %zmm11, %zmm4
	vcvtpd2ps	%zmm4, %ymm4
	vcvtpd2ps	%zmm3, %ymm3
	vinsertf64x4	$1, %ymm3, %zmm4, %zmm3
	vxorps	%xmm4, %xmm4, %xmm4
	vcmpunordps	%zmm4, %zmm2, %k1
	vbroadcastss	.LCPI0_76(%rip), %zmm3 {%k1}
	vmulps	2640(%rsp), %zmm3, %zmm2
	vsubps	%zmm2, %zmm1, %zmm1
	vmovups	128(%rsp), %zmm2
	vmulps	(%rbx,%rax,4), %zmm2, %zmm2
	vaddps	%zmm1, %zmm2, %zmm1
	vandps	.LCPI0_77(%rip){1to16}, %zmm1, %zmm2
	vpcmpgtd	%zmm12, %zmm2, %k1
	vpbroadcastd	.LCPI0_76(%rip), %zmm1 {%k1}
	vmovdqu64	%zmm1, (%rdi,%rax,4)
	addq	$16, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_39
	cmpq	%rcx, %r13
	vmovddup	.LCPI0_51(%rip), %xmm7
	vmovsd	.LCPI0_60(%rip), %xmm8
	vmovsd	.LCPI0_74(%rip), %xmm5
	vmovsd	.LCPI0_75(%rip), %xmm6
	vmovsd	.LCPI0_10(%rip), %xmm9
	vmovsd	.LCPI0_44(%rip), %xmm10
	vbroadcastsd	.LCPI0_70(%rip), %ymm3
	vbroadcastsd	.LCPI0_72(%rip), %ymm1
	vmovaps	192(%rsp), %xmm11
	vmovaps	-96(%rsp), %xmm12
	vmovsd	.LCPI0_31(%rip), %xmm13
	vmovsd	.LCPI0_32(%rip), %xmm14
	vmovsd	.LCPI0_61(%rip), %xmm15
	vmovsd	.LCPI0_62(%rip), %xmm16
	vmovsd	.LCPI0_63(%rip), %xmm18
	vmovsd	.LCPI0_64(%rip), %xmm19
	vmovsd	.LCPI0_65(%rip), %xmm17
	vmovsd	.LCPI0_66(%rip), %xmm21
	vmovsd	.LCPI0_67(%rip), %xmm22
	vmovsd	.LCPI0_68(%rip), %xmm24
	vmovsd	.LCPI0_69(%rip), %xmm25
	vmovsd	.LCPI0_70(%rip), %xmm26
	vmovsd	.LCPI0_71(%rip), %xmm28
	vmovsd	.LCPI0_72(%rip), %xmm29
	vmovsd	.LCPI0_73(%rip), %xmm31
	je	.LBB0_46
	movq	2896(%rsp), %rax
	testb	$12, %r13b
	je	.LBB0_45
	vbroadcastss	%xmm11, %xmm0
	movq	2896(%rsp), %rax
	movq	1032(%rsp), %rcx
	vbroadcastsd	.LCPI0_74(%rip), %ymm11
	vbroadcastsd	.LCPI0_75(%rip), %ymm18
	vbroadcastsd	.LCPI0_10(%rip), %ymm12
	vbroadcastsd	.LCPI0_44(%rip), %ymm13
	vpbroadcastq	.LCPI0_44(%rip), %ymm14
	vbroadcastss	.LCPI0_77(%rip), %xmm15
	vpbroadcastd	.LCPI0_78(%rip), %xmm16
	vmovups	2640(%rsp), %zmm19
	vmovapd	%ymm1, %ymm21
	vmovapd	%ymm3, %ymm24
	vbroadcastsd	.LCPI0_68(%rip), %ymm26
	vbroadcastsd	.LCPI0_67(%rip), %ymm28
	vbroadcastsd	.LCPI0_66(%rip), %ymm29
	vbroadcastsd	.LCPI0_65(%rip), %ymm31
	vbroadcastsd	.LCPI0_63(%rip), %ymm20
	vbroadcastsd	.LCPI0_51(%rip), %ymm17
	vbroadcastsd	.LCPI0_60(%rip), %ymm22
	vbroadcastsd	.LCPI0_61(%rip), %ymm25
	.p2align	4
.LBB0_43:
	vmovups	(%rdi,%rax,4), %xmm1
	vsubps	(%r14,%rax,4), %xmm1, %xmm2
	vcvtps2pd	%xmm2, %ymm3
	vxorpd	%ymm17, %ymm3, %ymm3
	vminpd	%ymm3, %ymm22, %ymm3
	vmaxpd	%ymm3, %ymm25, %ymm3
	vmulpd	.LCPI0_62(%rip){1to4}, %ymm3, %ymm4
	vaddpd	.LCPI0_31(%rip){1to4}, %ymm4, %ymm4
	vaddpd	.LCPI0_32(%rip){1to4}, %ymm4, %ymm5
	vmulpd	%ymm20, %ymm5, %ymm6
	vaddpd	%ymm6, %ymm3, %ymm3
	vmulpd	.LCPI0_64(%rip){1to4}, %ymm5, %ymm5
	vaddpd	%ymm5, %ymm3, %ymm3
	vmulpd	%ymm31, %ymm3, %ymm5
	vaddpd	%ymm29, %ymm5, %ymm5
	vmulpd	%ymm5, %ymm3, %ymm5
	vaddpd	%ymm28, %ymm5, %ymm5
	vmulpd	%ymm5, %ymm3, %ymm5
	vaddpd	%ymm26, %ymm5, %ymm5
	vmulpd	%ymm5, %ymm3, %ymm5
	vaddpd	.LCPI0_69(%rip){1to4}, %ymm5, %ymm5
	vmulpd	%ymm5, %ymm3, %ymm5
	vaddpd	%ymm24, %ymm5, %ymm5
	vmulpd	%ymm5, %ymm3, %ymm5
	vaddpd	.LCPI0_71(%rip){1to4}, %ymm5, %ymm5
	vmulpd	%ymm5, %ymm3, %ymm5
	vaddpd	%ymm21, %ymm5, %ymm5
	vmulpd	%ymm5, %ymm3, %ymm5
	vaddpd	.LCPI0_73(%rip){1to4}, %ymm5, %ymm5
	vmulpd	%ymm5, %ymm3, %ymm5
	vaddpd	%ymm5, %ymm11, %ymm5
	vmulpd	%ymm5, %ymm3, %ymm5
	vaddpd	%ymm18, %ymm5, %ymm5
	vmulpd	%ymm5, %ymm3, %ymm5
	vaddpd	%ymm5, %ymm12, %ymm5
	vmulpd	%ymm5, %ymm3, %ymm5
	vaddpd	%ymm5, %ymm13, %ymm5
	vmulpd	%ymm5, %ymm3, %ymm3
	vpsllq	$52, %ymm4, %ymm4
	vpaddq	%ymm4, %ymm14, %ymm4
	vaddpd	%ymm3, %ymm13, %ymm3
	vmulpd	%ymm4, %ymm3, %ymm3
	vxorpd	%xmm4, %xmm4, %xmm4
	vcmpunordps	%xmm4, %xmm2, %k1
	vaddpd	%ymm3, %ymm13, %ymm2
	vdivpd	%ymm2, %ymm13, %ymm2
	vcvtpd2ps	%ymm2, %xmm2
	vbroadcastss	.LCPI0_76(%rip), %xmm2 {%k1}
	vmulps	%xmm2, %xmm19, %xmm2
	vsubps	%xmm2, %xmm1, %xmm1
	vmulps	(%rbx,%rax,4), %xmm0, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
	vandps	%xmm1, %xmm15, %xmm2
	vpcmpgtd	%xmm16, %xmm2, %k1
	vpbroadcastd	.LCPI0_76(%rip), %xmm1 {%k1}
	vmovdqu	%xmm1, (%rdi,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_43
	movq	%rcx, %rax
	cmpq	%rcx, %r13
	vmovsd	.LCPI0_74(%rip), %xmm5
	vmovsd	.LCPI0_75(%rip), %xmm6
	vmovaps	192(%rsp), %xmm11
	vmovaps	-96(%rsp), %xmm12
	vmovsd	.LCPI0_31(%rip), %xmm13
	vmovsd	.LCPI0_32(%rip), %xmm14
	vmovsd	.LCPI0_61(%rip), %xmm15
	vmovsd	.LCPI0_62(%rip), %xmm16
	vmovsd	.LCPI0_63(%rip), %xmm18
	vmovsd	.LCPI0_64(%rip), %xmm19
	vmovsd	.LCPI0_65(%rip), %xmm17
	vmovsd	.LCPI0_66(%rip), %xmm21
	vmovsd	.LCPI0_67(%rip), %xmm22
	vmovsd	.LCPI0_68(%rip), %xmm24
	vmovsd	.LCPI0_69(%rip), %xmm25
	vmovsd	.LCPI0_70(%rip), %xmm26
	vmovsd	.LCPI0_71(%rip), %xmm28
	vmovsd	.LCPI0_72(%rip), %xmm29
	vmovsd	.LCPI0_73(%rip), %xmm31
	jne	.LBB0_45
	jmp	.LBB0_46
.LBB0_21:
	vmovss	96(%rsp), %xmm7
	vmulss	88(%rsp), %xmm7, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vmovaps	%zmm3, %zmm2
	vxorps	%xmm3, %xmm3, %xmm3
	vcmpltss	%xmm0, %xmm3, %k1
	vmovaps	%zmm2, %zmm3
	vmovss	%xmm1, %xmm1, %xmm11 {%k1} {z}
	vmulss	92(%rsp), %xmm7, %xmm7
	vmovss	%xmm7, 96(%rsp)
	jmp	.LBB0_22
.LBB0_59:
	movq	-112(%rsp), %rdx
	movq	-72(%rsp), %rax
	.p2align	4
.LBB0_60:
	addq	%rdi, %rdx
	cmpq	%rax, %rdx
	jb	.LBB0_60
.LBB0_48:
	addq	$9176, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.LBB0_68:
	vmovddup	.LCPI0_51(%rip), %xmm30
	vmovsd	.LCPI0_61(%rip), %xmm25
	vmovsd	.LCPI0_62(%rip), %xmm26
	vmovsd	.LCPI0_31(%rip), %xmm23
	vmovsd	.LCPI0_32(%rip), %xmm1
	vmovsd	.LCPI0_63(%rip), %xmm2
	vmovsd	.LCPI0_64(%rip), %xmm3
	vmovsd	.LCPI0_65(%rip), %xmm4
	vmovsd	.LCPI0_66(%rip), %xmm5
	vmovsd	.LCPI0_67(%rip), %xmm6
	vmovsd	.LCPI0_68(%rip), %xmm7
	vmovsd	.LCPI0_69(%rip), %xmm8
	vmovsd	.LCPI0_70(%rip), %xmm9
	vmovsd	.LCPI0_71(%rip), %xmm10
	vmovsd	.LCPI0_72(%rip), %xmm11
	vmovsd	.LCPI0_73(%rip), %xmm12
	vmovsd	.LCPI0_74(%rip), %xmm13
	vmovsd	.LCPI0_75(%rip), %xmm14
	vmovsd	.LCPI0_10(%rip), %xmm16
	vbroadcastss	-96(%rsp), %zmm24
	vmovsd	.LCPI0_44(%rip), %xmm21
	movl	$2143289344, %eax
	vbroadcastsd	.LCPI0_60(%rip), %ymm27
	vbroadcastsd	.LCPI0_44(%rip), %ymm22
	vbroadcastsd	.LCPI0_73(%rip), %zmm17
	vbroadcastsd	.LCPI0_74(%rip), %zmm31
	vbroadcastsd	.LCPI0_75(%rip), %zmm18
	vbroadcastsd	.LCPI0_10(%rip), %zmm19
	vpbroadcastq	.LCPI0_44(%rip), %zmm20
	vbroadcastss	.LCPI0_77(%rip), %zmm28
	movq	-112(%rsp), %rsi
	movq	-72(%rsp), %rcx
	vmovupd	%zmm24, 128(%rsp)
	jmp	.LBB0_69
	.p2align	4
.LBB0_83:
	movq	%r15, %rsi
	movq	4368(%rsp), %rdi
	addq	%rdi, %rsi
	movq	-72(%rsp), %rcx
	cmpq	%rcx, %rsi
	jae	.LBB0_48
.LBB0_69:
	subq	%rsi, %rcx
	cmpq	%rdi, %rcx
	cmovaeq	%rdi, %rcx
	imulq	%r13, %rcx
	movq	%rsi, %r15
	imulq	%r13, %rsi
	movq	-24(%rsp), %rdx
	leaq	(%rdx,%rsi,4), %rdx
	movq	-32(%rsp), %rdi
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
	vmovaps	-96(%rsp), %xmm29
	jmp	.LBB0_70
	.p2align	4
.LBB0_82:
	incq	%r11
	cmpq	(%rsp), %r11
	vbroadcastss	.LCPI0_77(%rip), %zmm28
	vmovaps	%xmm1, %xmm23
	vmovaps	%xmm2, %xmm1
	vmovaps	%xmm3, %xmm2
	vmovaps	%xmm4, %xmm3
	vmovaps	%xmm5, %xmm4
	vmovaps	%xmm6, %xmm5
	vmovaps	%xmm7, %xmm6
	vmovaps	%xmm8, %xmm7
	vmovaps	%xmm9, %xmm8
	vmovaps	%xmm10, %xmm9
	vmovaps	%xmm11, %xmm10
	vmovaps	%xmm12, %xmm11
	vmovaps	%xmm13, %xmm12
	vmovaps	%xmm14, %xmm13
	vmovaps	%xmm15, %xmm14
	je	.LBB0_83
.LBB0_70:
	cmpq	$4, %rcx
	setb	%bl
	orb	%r8b, %bl
	testb	$1, %bl
	je	.LBB0_72
	xorl	%ebx, %ebx
	vmovsd	.LCPI0_60(%rip), %xmm28
	vmovaps	%xmm14, %xmm15
	vmovaps	%xmm13, %xmm14
	vmovaps	%xmm12, %xmm13
	vmovaps	%xmm11, %xmm12
	vmovaps	%xmm10, %xmm11
	vmovaps	%xmm9, %xmm10
	vmovaps	%xmm8, %xmm9
	vmovaps	%xmm7, %xmm8
	vmovaps	%xmm6, %xmm7
	vmovaps	%xmm5, %xmm6
	vmovaps	%xmm4, %xmm5
	vmovaps	%xmm3, %xmm4
	vmovaps	%xmm2, %xmm3
	vmovaps	%xmm1, %xmm2
	vmovaps	%xmm23, %xmm1
	jmp	.LBB0_81
	.p2align	4
.LBB0_72:
	cmpq	$16, %rcx
	jae	.LBB0_74
	xorl	%r14d, %r14d
	vmovsd	.LCPI0_60(%rip), %xmm28
	jmp	.LBB0_78
	.p2align	4
.LBB0_74:
	movq	%r9, %rbx
	xorl	%r14d, %r14d
	vbroadcastsd	.LCPI0_51(%rip), %zmm1
	vbroadcastsd	.LCPI0_60(%rip), %zmm2
	vbroadcastsd	.LCPI0_61(%rip), %zmm3
	vbroadcastsd	.LCPI0_62(%rip), %zmm4
	vbroadcastsd	.LCPI0_31(%rip), %zmm5
	vbroadcastsd	.LCPI0_32(%rip), %zmm6
	vbroadcastsd	.LCPI0_63(%rip), %zmm7
	vbroadcastsd	.LCPI0_64(%rip), %zmm8
	vbroadcastsd	.LCPI0_65(%rip), %zmm9
	vbroadcastsd	.LCPI0_66(%rip), %zmm10
	vbroadcastsd	.LCPI0_67(%rip), %zmm11
	vbroadcastsd	.LCPI0_68(%rip), %zmm12
	vbroadcastsd	.LCPI0_69(%rip), %zmm13
	vbroadcastsd	.LCPI0_70(%rip), %zmm14
	vbroadcastsd	.LCPI0_71(%rip), %zmm15
	vbroadcastsd	.LCPI0_72(%rip), %zmm16
	vmovdqa64	%zmm20, %zmm22
	vmovapd	%zmm19, %zmm20
	vmovapd	%zmm18, %zmm19
	vmovapd	%zmm31, %zmm18
	vbroadcastsd	.LCPI0_44(%rip), %zmm21
	.p2align	4
.LBB0_75:
	vmovups	(%rdx,%r14,4), %zmm30
	vsubps	(%rsi,%r14,4), %zmm30, %zmm31
	vextractf64x4	$1, %zmm31, %ymm23
	vcvtps2pd	%ymm23, %zmm23
	vcvtps2pd	%ymm31, %zmm24
	vxorpd	%zmm1, %zmm24, %zmm24
	vxorpd	%zmm1, %zmm23, %zmm23
	vminpd	%zmm23, %zmm2, %zmm23
	vminpd	%zmm24, %zmm2, %zmm24
	vmaxpd	%zmm24, %zmm3, %zmm25
	vmaxpd	%zmm23, %zmm3, %zmm26
	vmulpd	%zmm4, %zmm26, %zmm23
	vmulpd	%zmm4, %zmm25, %zmm24
	vaddpd	%zmm5, %zmm24, %zmm24
	vaddpd	%zmm5, %zmm23, %zmm23
	vaddpd	%zmm6, %zmm23, %zmm27
	vaddpd	%zmm6, %zmm24, %zmm29
	vmulpd	%zmm7, %zmm27, %zmm0
	vaddpd	%zmm0, %zmm26, %zmm0
	vmulpd	%zmm7, %zmm29, %zmm26
	vaddpd	%zmm26, %zmm25, %zmm25
	vmulpd	%zmm8, %zmm27, %zmm26
	vaddpd	%zmm26, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm29, %zmm26
	vaddpd	%zmm26, %zmm25, %zmm25
	vmulpd	%zmm9, %zmm0, %zmm26
	vaddpd	%zmm10, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm0, %zmm26
	vaddpd	%zmm11, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm0, %zmm26
	vaddpd	%zmm12, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm0, %zmm26
	vaddpd	%zmm13, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm0, %zmm26
	vaddpd	%zmm14, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm0, %zmm26
	vaddpd	%zmm15, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm0, %zmm26
	vaddpd	%zmm16, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm0, %zmm26
	vaddpd	%zmm17, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm0, %zmm26
	vaddpd	%zmm18, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm0, %zmm26
	vaddpd	%zmm19, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm0, %zmm26
	vaddpd	%zmm20, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm0, %zmm26
	vaddpd	%zmm21, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm25, %zmm26
	vaddpd	%zmm10, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm25, %zmm26
	vaddpd	%zmm11, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm25, %zmm26
	vaddpd	%zmm12, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm25, %zmm26
	vaddpd	%zmm13, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm25, %zmm26
	vaddpd	%zmm14, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm25, %zmm26
	vaddpd	%zmm15, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm25, %zmm26
	vaddpd	%zmm16, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm25, %zmm26
	vaddpd	%zmm17, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm25, %zmm26
	vaddpd	%zmm18, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm25, %zmm26
	vaddpd	%zmm19, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm25, %zmm26
	vaddpd	%zmm20, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm25, %zmm26
	vaddpd	%zmm21, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm25, %zmm25
	vpsllq	$52, %zmm24, %zmm24
	vpaddq	%zmm22, %zmm24, %zmm24
	vaddpd	%zmm21, %zmm25, %zmm25
	vmulpd	%zmm24, %zmm25, %zmm24
	vpsllq	$52, %zmm23, %zmm23
	vpaddq	%zmm22, %zmm23, %zmm23
	vaddpd	%zmm21, %zmm0, %zmm0
	vmulpd	%zmm23, %zmm0, %zmm0
	vaddpd	%zmm21, %zmm24, %zmm23
	vaddpd	%zmm21, %zmm0, %zmm0
	vdivpd	%zmm0, %zmm21, %zmm0
	vdivpd	%zmm23, %zmm21, %zmm23
	vcvtpd2ps	%zmm23, %ymm23
	vcvtpd2ps	%zmm0, %ymm0
	vinsertf64x4	$1, %ymm0, %zmm23, %zmm0
	vxorps	%xmm23, %xmm23, %xmm23
	vcmpunordps	%zmm23, %zmm31, %k1
	vbroadcastss	.LCPI0_76(%rip), %zmm0 {%k1}
	vmulps	128(%rsp), %zmm0, %zmm0
	vsubps	%zmm0, %zmm30, %zmm0
	vandps	%zmm28, %zmm0, %zmm23
	vpcmpgtd	.LCPI0_78(%rip){1to16}, %zmm23, %k1
	vpbroadcastd	.LCPI0_76(%rip), %zmm0 {%k1}
	vmovdqu64	%zmm0, (%rdx,%r14,4)
	addq	$16, %r14
	addq	$-16, %rbx
	jne	.LBB0_75
	cmpq	%r9, %rcx
	vmovaps	-96(%rsp), %xmm29
	vmovddup	.LCPI0_51(%rip), %xmm30
	vbroadcastsd	.LCPI0_60(%rip), %ymm27
	vmovapd	%zmm18, %zmm31
	vmovapd	%zmm19, %zmm18
	vmovapd	%zmm20, %zmm19
	vmovdqa64	%zmm22, %zmm20
	vmovsd	.LCPI0_60(%rip), %xmm28
	vmovsd	.LCPI0_61(%rip), %xmm25
	vmovsd	.LCPI0_62(%rip), %xmm26
	vmovsd	.LCPI0_31(%rip), %xmm1
	vmovsd	.LCPI0_32(%rip), %xmm2
	vmovsd	.LCPI0_63(%rip), %xmm3
	vmovsd	.LCPI0_64(%rip), %xmm4
	vmovsd	.LCPI0_65(%rip), %xmm5
	vmovsd	.LCPI0_66(%rip), %xmm6
	vmovsd	.LCPI0_67(%rip), %xmm7
	vmovsd	.LCPI0_68(%rip), %xmm8
	vmovsd	.LCPI0_69(%rip), %xmm9
	vmovsd	.LCPI0_70(%rip), %xmm10
	vmovsd	.LCPI0_71(%rip), %xmm11
	vmovsd	.LCPI0_72(%rip), %xmm12
	vmovsd	.LCPI0_73(%rip), %xmm13
	vmovsd	.LCPI0_74(%rip), %xmm14
	vmovsd	.LCPI0_75(%rip), %xmm15
	vmovsd	.LCPI0_10(%rip), %xmm16
	vbroadcastsd	.LCPI0_44(%rip), %ymm22
	vmovsd	.LCPI0_44(%rip), %xmm21
	je	.LBB0_82
	movq	%r9, %r14
	movq	%r9, %rbx
	testb	$12, %dil
	je	.LBB0_81
.LBB0_78:
	vpbroadcastd	.LCPI0_78(%rip), %xmm31
	vbroadcastss	.LCPI0_77(%rip), %xmm20
	vpbroadcastq	.LCPI0_44(%rip), %ymm19
	vbroadcastsd	.LCPI0_10(%rip), %ymm18
	vbroadcastsd	.LCPI0_75(%rip), %ymm17
	vbroadcastsd	.LCPI0_74(%rip), %ymm16
	vbroadcastsd	.LCPI0_73(%rip), %ymm15
	vbroadcastsd	.LCPI0_72(%rip), %ymm14
	vbroadcastsd	.LCPI0_71(%rip), %ymm13
	vbroadcastsd	.LCPI0_70(%rip), %ymm12
	vbroadcastsd	.LCPI0_69(%rip), %ymm11
	vbroadcastsd	.LCPI0_68(%rip), %ymm10
	vbroadcastsd	.LCPI0_67(%rip), %ymm9
	vbroadcastsd	.LCPI0_66(%rip), %ymm8
	vbroadcastsd	.LCPI0_65(%rip), %ymm7
	vbroadcastsd	.LCPI0_64(%rip), %ymm6
	vbroadcastsd	.LCPI0_63(%rip), %ymm5
	vbroadcastsd	.LCPI0_32(%rip), %ymm4
	vbroadcastsd	.LCPI0_31(%rip), %ymm3
	vbroadcastsd	.LCPI0_62(%rip), %ymm2
	vmovups	128(%rsp), %zmm1
	vbroadcastsd	.LCPI0_51(%rip), %ymm30
	.p2align	4
.LBB0_79:
	vmovups	(%rdx,%r14,4), %xmm0
	vsubps	(%rsi,%r14,4), %xmm0, %xmm23
	vcvtps2pd	%xmm23, %ymm24
	vxorpd	%ymm30, %ymm24, %ymm24
	vminpd	%ymm24, %ymm27, %ymm24
	vbroadcastsd	.LCPI0_61(%rip), %ymm25
	vmaxpd	%ymm24, %ymm25, %ymm24
	vmulpd	%ymm2, %ymm24, %ymm25
	vaddpd	%ymm3, %ymm25, %ymm25
	vaddpd	%ymm4, %ymm25, %ymm26
	vmulpd	%ymm5, %ymm26, %ymm27
	vaddpd	%ymm27, %ymm24, %ymm24
	vbroadcastsd	.LCPI0_60(%rip), %ymm27
	vmulpd	%ymm6, %ymm26, %ymm26
	vaddpd	%ymm26, %ymm24, %ymm24
	vmulpd	%ymm7, %ymm24, %ymm26
	vaddpd	%ymm8, %ymm26, %ymm26
	vmulpd	%ymm26, %ymm24, %ymm26
	vaddpd	%ymm9, %ymm26, %ymm26
	vmulpd	%ymm26, %ymm24, %ymm26
	vaddpd	%ymm10, %ymm26, %ymm26
	vmulpd	%ymm26, %ymm24, %ymm26
	vaddpd	%ymm11, %ymm26, %ymm26
	vmulpd	%ymm26, %ymm24, %ymm26
	vaddpd	%ymm12, %ymm26, %ymm26
	vmulpd	%ymm26, %ymm24, %ymm26
	vaddpd	%ymm13, %ymm26, %ymm26
	vmulpd	%ymm26, %ymm24, %ymm26
	vaddpd	%ymm14, %ymm26, %ymm26
	vmulpd	%ymm26, %ymm24, %ymm26
	vaddpd	%ymm15, %ymm26, %ymm26
	vmulpd	%ymm26, %ymm24, %ymm26
	vaddpd	%ymm16, %ymm26, %ymm26
	vmulpd	%ymm26, %ymm24, %ymm26
	vaddpd	%ymm17, %ymm26, %ymm26
	vmulpd	%ymm26, %ymm24, %ymm26
	vaddpd	%ymm18, %ymm26, %ymm26
	vmulpd	%ymm26, %ymm24, %ymm26
	vaddpd	%ymm22, %ymm26, %ymm26
	vmulpd	%ymm26, %ymm24, %ymm24
	vpsllq	$52, %ymm25, %ymm25
	vpaddq	%ymm19, %ymm25, %ymm25
	vaddpd	%ymm22, %ymm24, %ymm24
	vmulpd	%ymm25, %ymm24, %ymm24
	vaddpd	%ymm22, %ymm24, %ymm24
	vdivpd	%ymm24, %ymm22, %ymm24
	vcvtpd2ps	%ymm24, %xmm24
	vxorpd	%xmm25, %xmm25, %xmm25
	vcmpunordps	%xmm25, %xmm23, %k1
	vbroadcastss	.LCPI0_76(%rip), %xmm24 {%k1}
	vmulps	%xmm24, %xmm1, %xmm23
	vsubps	%xmm23, %xmm0, %xmm0
	vandps	%xmm20, %xmm0, %xmm23
	vpcmpgtd	%xmm31, %xmm23, %k1
	vpbroadcastd	.LCPI0_76(%rip), %xmm0 {%k1}
	vmovdqu	%xmm0, (%rdx,%r14,4)
	addq	$4, %r14
	cmpq	%r14, %r10
	jne	.LBB0_79
	movq	%r10, %rbx
	cmpq	%r10, %rcx
	vbroadcastsd	.LCPI0_73(%rip), %zmm17
	vbroadcastsd	.LCPI0_74(%rip), %zmm31
	vbroadcastsd	.LCPI0_75(%rip), %zmm18
	vbroadcastsd	.LCPI0_10(%rip), %zmm19
	vpbroadcastq	.LCPI0_44(%rip), %zmm20
	vmovsd	.LCPI0_61(%rip), %xmm25
	vmovsd	.LCPI0_62(%rip), %xmm26
	vmovsd	.LCPI0_31(%rip), %xmm1
	vmovsd	.LCPI0_32(%rip), %xmm2
	vmovsd	.LCPI0_63(%rip), %xmm3
	vmovsd	.LCPI0_64(%rip), %xmm4
	vmovsd	.LCPI0_65(%rip), %xmm5
	vmovsd	.LCPI0_66(%rip), %xmm6
	vmovsd	.LCPI0_67(%rip), %xmm7
	vmovsd	.LCPI0_68(%rip), %xmm8
	vmovsd	.LCPI0_69(%rip), %xmm9
	vmovsd	.LCPI0_70(%rip), %xmm10
	vmovsd	.LCPI0_71(%rip), %xmm11
	vmovsd	.LCPI0_72(%rip), %xmm12
	vmovsd	.LCPI0_73(%rip), %xmm13
	vmovsd	.LCPI0_74(%rip), %xmm14
	vmovsd	.LCPI0_75(%rip), %xmm15
	vmovsd	.LCPI0_10(%rip), %xmm16
	vmovddup	.LCPI0_51(%rip), %xmm30
	je	.LBB0_82
	.p2align	4
.LBB0_81:
	vmovss	(%rdx,%rbx,4), %xmm0
	vsubss	(%rsi,%rbx,4), %xmm0, %xmm23
	vcvtss2sd	%xmm23, %xmm23, %xmm24
	vxorps	%xmm30, %xmm24, %xmm24
	vminsd	%xmm24, %xmm28, %xmm24
	vmaxsd	%xmm24, %xmm25, %xmm24
	vmulsd	%xmm26, %xmm24, %xmm25
	vaddsd	%xmm1, %xmm25, %xmm25
	vaddsd	%xmm2, %xmm25, %xmm26
	vmovq	%xmm25, %r14
	vmulsd	%xmm3, %xmm26, %xmm25
	vaddsd	%xmm25, %xmm24, %xmm24
	vmulsd	%xmm4, %xmm26, %xmm25
	vmovsd	.LCPI0_62(%rip), %xmm26
	vaddsd	%xmm25, %xmm24, %xmm24
	vmulsd	%xmm5, %xmm24, %xmm25
	vaddsd	%xmm6, %xmm25, %xmm25
	vmulsd	%xmm25, %xmm24, %xmm25
	vaddsd	%xmm7, %xmm25, %xmm25
	vmulsd	%xmm25, %xmm24, %xmm25
	vaddsd	%xmm8, %xmm25, %xmm25
	vmulsd	%xmm25, %xmm24, %xmm25
	vaddsd	%xmm9, %xmm25, %xmm25
	vmulsd	%xmm25, %xmm24, %xmm25
	vaddsd	%xmm10, %xmm25, %xmm25
	vmulsd	%xmm25, %xmm24, %xmm25
	vaddsd	%xmm11, %xmm25, %xmm25
	vmulsd	%xmm25, %xmm24, %xmm25
	vaddsd	%xmm12, %xmm25, %xmm25
	vmulsd	%xmm25, %xmm24, %xmm25
	vaddsd	%xmm13, %xmm25, %xmm25
	vmulsd	%xmm25, %xmm24, %xmm25
	vaddsd	%xmm14, %xmm25, %xmm25
	vmulsd	%xmm25, %xmm24, %xmm25
	vaddsd	%xmm15, %xmm25, %xmm25
	vmulsd	%xmm25, %xmm24, %xmm25
	vaddsd	%xmm16, %xmm25, %xmm25
	vmulsd	%xmm25, %xmm24, %xmm25
	vaddsd	%xmm21, %xmm25, %xmm25
	vmulsd	%xmm25, %xmm24, %xmm24
	shlq	$52, %r14
	addq	%r12, %r14
	vmovq	%r14, %xmm25
	vaddsd	%xmm21, %xmm24, %xmm24
	vmulsd	%xmm25, %xmm24, %xmm24
	vmovsd	.LCPI0_61(%rip), %xmm25
	vaddsd	%xmm21, %xmm24, %xmm24
	vdivsd	%xmm24, %xmm21, %xmm24
	vcvtsd2ss	%xmm24, %xmm24, %xmm24
	vcmpunordss	%xmm23, %xmm23, %k1
	vmovss	.LCPI0_76(%rip), %xmm24 {%k1}
	vmulss	%xmm24, %xmm29, %xmm23
	vsubss	%xmm23, %xmm0, %xmm0
	vmovd	%xmm0, %ebp
	movl	%ebp, %r14d
	andl	$2147483647, %r14d
	cmpl	$2139095041, %r14d
	cmovael	%eax, %ebp
	movl	%ebp, (%rdx,%rbx,4)
	incq	%rbx
	cmpq	%rcx, %rbx
	jb	.LBB0_81
	jmp	.LBB0_82
.LBB0_4:
	movq	%r13, %rcx
	andq	$-16, %rcx
	vbroadcastss	-96(%rsp), %zmm0
	movq	%r13, %rdx
	andq	$-4, %rdx
	movq	%rsi, %rax
	imulq	%r13, %rax
	movq	%rsi, %r14
	movq	-32(%rsp), %rsi
	leaq	(%rsi,%rax,4), %rsi
	movq	-24(%rsp), %rdi
	leaq	(%rdi,%rax,4), %rdi
	vmovddup	.LCPI0_51(%rip), %xmm19
	vmovsd	.LCPI0_60(%rip), %xmm20
	vmovsd	.LCPI0_61(%rip), %xmm22
	vmovsd	.LCPI0_31(%rip), %xmm17
	vmovq	.LCPI0_63(%rip), %xmm13
	vmovsd	.LCPI0_64(%rip), %xmm30
	vmovsd	.LCPI0_65(%rip), %xmm15
	vmovsd	.LCPI0_66(%rip), %xmm6
	vmovsd	.LCPI0_67(%rip), %xmm23
	vmovsd	.LCPI0_68(%rip), %xmm24
	vmovsd	.LCPI0_69(%rip), %xmm25
	vmovsd	.LCPI0_70(%rip), %xmm26
	vmovsd	.LCPI0_71(%rip), %xmm27
	vmovsd	.LCPI0_72(%rip), %xmm1
	vmovsd	.LCPI0_73(%rip), %xmm2
	vmovsd	.LCPI0_74(%rip), %xmm3
	vmovsd	.LCPI0_75(%rip), %xmm4
	vmovsd	.LCPI0_10(%rip), %xmm5
	xorl	%r8d, %r8d
	vmovsd	.LCPI0_44(%rip), %xmm21
	movl	$2143289344, %r9d
	vbroadcastsd	.LCPI0_64(%rip), %zmm8
	vbroadcastsd	.LCPI0_65(%rip), %zmm9
	vbroadcastsd	.LCPI0_68(%rip), %zmm28
	vbroadcastsd	.LCPI0_69(%rip), %zmm29
	vbroadcastsd	.LCPI0_70(%rip), %zmm31
	vbroadcastsd	.LCPI0_10(%rip), %zmm10
	vbroadcastsd	.LCPI0_44(%rip), %zmm11
	vpbroadcastq	.LCPI0_44(%rip), %zmm12
	vmovups	%zmm0, 128(%rsp)
	jmp	.LBB0_5
	.p2align	4
.LBB0_17:
	incq	%r14
	incq	%r8
	addq	%r12, %rsi
	addq	%r12, %rdi
	cmpq	-72(%rsp), %r14
	movq	544(%rsp), %r10
	je	.LBB0_48
.LBB0_5:
	movq	%r12, %rax
	imulq	%r8, %rax
	addq	%rax, %r10
	movq	-24(%rsp), %rbx
	leaq	(%rbx,%r10), %r11
	addq	536(%rsp), %rax
	addq	%rax, %rbx
	movq	-32(%rsp), %r15
	addq	%r15, %r10
	addq	%r15, %rax
	movabsq	$4607182418800017408, %r15
	cmpq	%rax, %r11
	setb	%al
	cmpq	%rbx, %r10
	setb	%r10b
	andb	%al, %r10b
	xorl	%r11d, %r11d
	jmp	.LBB0_6
	.p2align	4
.LBB0_16:
	incq	%r11
	cmpq	(%rsp), %r11
	vmovdqa64	%xmm29, %xmm13
	vmovaps	%xmm31, %xmm15
	vmovapd	%xmm28, %xmm23
	vbroadcastsd	.LCPI0_68(%rip), %zmm28
	vbroadcastsd	.LCPI0_69(%rip), %zmm29
	vbroadcastsd	.LCPI0_70(%rip), %zmm31
	je	.LBB0_17
.LBB0_6:
	xorl	%eax, %eax
	testb	%r10b, %r10b
	je	.LBB0_8
	vmovaps	-96(%rsp), %xmm18
	vmovdqa64	%xmm13, %xmm29
	vmovaps	%xmm15, %xmm31
	vmovapd	%xmm23, %xmm28
	vmovsd	.LCPI0_32(%rip), %xmm23
	.p2align	4
.LBB0_15:
	vmovss	(%rdi,%rax,4), %xmm13
	vsubss	(%rsi,%rax,4), %xmm13, %xmm14
	vcvtss2sd	%xmm14, %xmm14, %xmm15
	vxorps	%xmm19, %xmm15, %xmm15
	vminsd	%xmm15, %xmm20, %xmm15
	vmaxsd	%xmm15, %xmm22, %xmm15
	vmulsd	.LCPI0_62(%rip), %xmm15, %xmm16
	vaddsd	%xmm17, %xmm16, %xmm16
	vaddsd	%xmm23, %xmm16, %xmm17
	vmovq	%xmm16, %rbx
	vmulsd	%xmm29, %xmm17, %xmm16
	vaddsd	%xmm16, %xmm15, %xmm15
	vmulsd	%xmm30, %xmm17, %xmm16
	vmovsd	.LCPI0_31(%rip), %xmm17
	vaddsd	%xmm16, %xmm15, %xmm15
	vmulsd	%xmm31, %xmm15, %xmm16
	vaddsd	%xmm6, %xmm16, %xmm16
	vmulsd	%xmm16, %xmm15, %xmm16
	vaddsd	%xmm28, %xmm16, %xmm16
	vmulsd	%xmm16, %xmm15, %xmm16
	vaddsd	%xmm24, %xmm16, %xmm16
	vmulsd	%xmm16, %xmm15, %xmm16
	vaddsd	%xmm25, %xmm16, %xmm16
	vmulsd	%xmm16, %xmm15, %xmm16
	vaddsd	%xmm26, %xmm16, %xmm16
	vmulsd	%xmm16, %xmm15, %xmm16
	vaddsd	%xmm27, %xmm16, %xmm16
	vmulsd	%xmm16, %xmm15, %xmm16
	vaddsd	%xmm1, %xmm16, %xmm16
	vmulsd	%xmm16, %xmm15, %xmm16
	vaddsd	%xmm2, %xmm16, %xmm16
	vmulsd	%xmm16, %xmm15, %xmm16
	vaddsd	%xmm3, %xmm16, %xmm16
	vmulsd	%xmm16, %xmm15, %xmm16
	vaddsd	%xmm4, %xmm16, %xmm16
	vmulsd	%xmm16, %xmm15, %xmm16
	vaddsd	%xmm5, %xmm16, %xmm16
	vmulsd	%xmm16, %xmm15, %xmm16
	vaddsd	%xmm21, %xmm16, %xmm16
	vmulsd	%xmm16, %xmm15, %xmm15
	shlq	$52, %rbx
	addq	%r15, %rbx
	vmovq	%rbx, %xmm16
	vaddsd	%xmm21, %xmm15, %xmm15
	vmulsd	%xmm16, %xmm15, %xmm15
	vaddsd	%xmm21, %xmm15, %xmm15
	vdivsd	%xmm15, %xmm21, %xmm15
	vcvtsd2ss	%xmm15, %xmm15, %xmm15
	vcmpunordss	%xmm14, %xmm14, %k1
	vmovss	.LCPI0_76(%rip), %xmm15 {%k1}
	vmulss	%xmm15, %xmm18, %xmm14
	vsubss	%xmm14, %xmm13, %xmm13
	vmovd	%xmm13, %ebx
	movl	%ebx, %ebp
	andl	$2147483647, %ebp
	cmpl	$2139095041, %ebp
	cmovael	%r9d, %ebx
	movl	%ebx, (%rdi,%rax,4)
	incq	%rax
	cmpq	%rax, %r13
	jne	.LBB0_15
	jmp	.LBB0_16
	.p2align	4
.LBB0_8:
	vbroadcastsd	.LCPI0_51(%rip), %zmm1
	vbroadcastsd	.LCPI0_60(%rip), %zmm4
	vbroadcastsd	.LCPI0_61(%rip), %zmm5
	vbroadcastsd	.LCPI0_62(%rip), %zmm6
	vbroadcastsd	.LCPI0_31(%rip), %zmm23
	vbroadcastsd	.LCPI0_32(%rip), %zmm24
	vbroadcastsd	.LCPI0_66(%rip), %zmm25
	vbroadcastsd	.LCPI0_75(%rip), %zmm26
	vbroadcastsd	.LCPI0_67(%rip), %zmm27
	vmovaps	%zmm0, %zmm21
	vbroadcastsd	.LCPI0_74(%rip), %zmm30
	vbroadcastsd	.LCPI0_71(%rip), %zmm2
	vbroadcastsd	.LCPI0_72(%rip), %zmm3
	vbroadcastsd	.LCPI0_73(%rip), %zmm7
	vmovapd	%zmm10, %zmm0
	vmovdqa64	%zmm12, %zmm10
	vmovapd	%zmm8, %zmm12
	vmovapd	%zmm9, %zmm8
	vbroadcastsd	.LCPI0_63(%rip), %zmm9
	.p2align	4
.LBB0_9:
	vmovups	(%rdi,%rax,4), %zmm14
	vsubps	(%rsi,%rax,4), %zmm14, %zmm15
	vextractf64x4	$1, %zmm15, %ymm16
	vcvtps2pd	%ymm16, %zmm16
	vcvtps2pd	%ymm15, %zmm17
	vxorpd	%zmm1, %zmm17, %zmm17
	vxorpd	%zmm1, %zmm16, %zmm16
	vminpd	%zmm16, %zmm4, %zmm16
	vminpd	%zmm17, %zmm4, %zmm17
	vmaxpd	%zmm17, %zmm5, %zmm18
	vmaxpd	%zmm16, %zmm5, %zmm19
	vmulpd	%zmm6, %zmm19, %zmm16
	vmulpd	%zmm6, %zmm18, %zmm17
	vaddpd	%zmm23, %zmm17, %zmm17
	vaddpd	%zmm23, %zmm16, %zmm16
	vaddpd	%zmm24, %zmm16, %zmm20
	vaddpd	%zmm24, %zmm17, %zmm13
	vmulpd	%zmm9, %zmm20, %zmm22
	vaddpd	%zmm22, %zmm19, %zmm19
	vmulpd	%zmm9, %zmm13, %zmm22
	vaddpd	%zmm22, %zmm18, %zmm18
	vmulpd	%zmm12, %zmm20, %zmm20
	vaddpd	%zmm20, %zmm19, %zmm19
	vmulpd	%zmm12, %zmm13, %zmm13
	vaddpd	%zmm13, %zmm18, %zmm18
	vmulpd	%zmm8, %zmm19, %zmm13
	vaddpd	%zmm25, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm19, %zmm13
	vaddpd	%zmm27, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm19, %zmm13
	vaddpd	%zmm28, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm19, %zmm13
	vaddpd	%zmm29, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm19, %zmm13
	vaddpd	%zmm31, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm19, %zmm13
	vaddpd	%zmm2, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm19, %zmm13
	vaddpd	%zmm3, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm19, %zmm13
	vaddpd	%zmm7, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm19, %zmm13
	vaddpd	%zmm30, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm19, %zmm13
	vaddpd	%zmm26, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm19, %zmm13
	vaddpd	%zmm0, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm19, %zmm13
	vaddpd	%zmm11, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm19, %zmm13
	vmulpd	%zmm8, %zmm18, %zmm19
	vaddpd	%zmm25, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm18, %zmm19
	vaddpd	%zmm27, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm18, %zmm19
	vaddpd	%zmm28, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm18, %zmm19
	vaddpd	%zmm29, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm18, %zmm19
	vaddpd	%zmm31, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm18, %zmm19
	vaddpd	%zmm2, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm18, %zmm19
	vaddpd	%zmm3, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm18, %zmm19
	vaddpd	%zmm7, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm18, %zmm19
	vaddpd	%zmm30, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm18, %zmm19
	vaddpd	%zmm26, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm18, %zmm19
	vaddpd	%zmm0, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm18, %zmm19
	vaddpd	%zmm11, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm18, %zmm18
	vpsllq	$52, %zmm17, %zmm17
	vpaddq	%zmm10, %zmm17, %zmm17
	vaddpd	%zmm11, %zmm18, %zmm18
	vmulpd	%zmm17, %zmm18, %zmm17
	vxorpd	%xmm18, %xmm18, %xmm18
	vpsllq	$52, %zmm16, %zmm16
	vpaddq	%zmm10, %zmm16, %zmm16
	vaddpd	%zmm11, %zmm13, %zmm13
	vmulpd	%zmm16, %zmm13, %zmm13
	vaddpd	%zmm11, %zmm17, %zmm16
	vaddpd	%zmm11, %zmm13, %zmm13
	vdivpd	%zmm13, %zmm11, %zmm13
	vdivpd	%zmm16, %zmm11, %zmm16
	vcvtpd2ps	%zmm16, %ymm16
	vcvtpd2ps	%zmm13, %ymm13
	vinsertf64x4	$1, %ymm13, %zmm16, %zmm13
	vcmpunordps	%zmm18, %zmm15, %k1
	vbroadcastss	.LCPI0_76(%rip), %zmm13 {%k1}
	vmulps	%zmm13, %zmm21, %zmm13
	vsubps	%zmm13, %zmm14, %zmm13
	vandps	.LCPI0_77(%rip){1to16}, %zmm13, %zmm14
	vpcmpgtd	.LCPI0_78(%rip){1to16}, %zmm14, %k1
	vpbroadcastd	.LCPI0_76(%rip), %zmm13 {%k1}
	vmovdqu64	%zmm13, (%rdi,%rax,4)
	addq	$16, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_9
	cmpq	%rcx, %r13
	vmovaps	-96(%rsp), %xmm18
	vmovddup	.LCPI0_51(%rip), %xmm19
	vmovsd	.LCPI0_60(%rip), %xmm20
	vmovsd	.LCPI0_61(%rip), %xmm22
	vmovsd	.LCPI0_31(%rip), %xmm17
	vmovsd	.LCPI0_32(%rip), %xmm23
	vmovq	.LCPI0_63(%rip), %xmm29
	vmovsd	.LCPI0_64(%rip), %xmm30
	vmovsd	.LCPI0_65(%rip), %xmm31
	vmovsd	.LCPI0_66(%rip), %xmm6
	vmovsd	.LCPI0_67(%rip), %xmm28
	vmovsd	.LCPI0_68(%rip), %xmm24
	vmovsd	.LCPI0_69(%rip), %xmm25
	vmovsd	.LCPI0_70(%rip), %xmm26
	vmovsd	.LCPI0_71(%rip), %xmm27
	vmovsd	.LCPI0_72(%rip), %xmm1
	vmovsd	.LCPI0_73(%rip), %xmm2
	vmovsd	.LCPI0_74(%rip), %xmm3
	vmovsd	.LCPI0_75(%rip), %xmm4
	vmovsd	.LCPI0_10(%rip), %xmm5
	vmovaps	%zmm21, %zmm13
	vmovsd	.LCPI0_44(%rip), %xmm21
	vpbroadcastd	.LCPI0_78(%rip), %xmm7
	vmovapd	%zmm8, %zmm9
	vmovapd	%zmm12, %zmm8
	vmovdqa64	%zmm10, %zmm12
	vmovapd	%zmm0, %zmm10
	vmovaps	%zmm13, %zmm0
	je	.LBB0_16
	movq	%rcx, %rax
	testb	$12, %r13b
	je	.LBB0_15
	movq	%rcx, %rax
	vbroadcastsd	.LCPI0_31(%rip), %ymm5
	vbroadcastsd	.LCPI0_32(%rip), %ymm6
	vbroadcastsd	.LCPI0_63(%rip), %ymm23
	vbroadcastsd	.LCPI0_64(%rip), %ymm24
	vbroadcastsd	.LCPI0_65(%rip), %ymm25
	vbroadcastsd	.LCPI0_66(%rip), %ymm26
	vbroadcastsd	.LCPI0_67(%rip), %ymm27
	vbroadcastsd	.LCPI0_68(%rip), %ymm28
	vbroadcastsd	.LCPI0_69(%rip), %ymm29
	vbroadcastsd	.LCPI0_70(%rip), %ymm30
	vbroadcastsd	.LCPI0_71(%rip), %ymm31
	vmovdqa	%xmm7, %xmm4
	vbroadcastsd	.LCPI0_72(%rip), %ymm7
	vbroadcastsd	.LCPI0_73(%rip), %ymm8
	vbroadcastsd	.LCPI0_74(%rip), %ymm9
	vbroadcastsd	.LCPI0_75(%rip), %ymm10
	vbroadcastsd	.LCPI0_10(%rip), %ymm12
	vbroadcastsd	.LCPI0_44(%rip), %ymm0
	vpbroadcastq	.LCPI0_44(%rip), %ymm1
	vxorps	%xmm2, %xmm2, %xmm2
	vbroadcastss	.LCPI0_77(%rip), %xmm3
	.p2align	4
.LBB0_13:
	vmovups	(%rdi,%rax,4), %xmm13
	vsubps	(%rsi,%rax,4), %xmm13, %xmm14
	vcvtps2pd	%xmm14, %ymm15
	vxorpd	.LCPI0_51(%rip){1to4}, %ymm15, %ymm15
	vbroadcastsd	.LCPI0_60(%rip), %ymm16
	vminpd	%ymm15, %ymm16, %ymm15
	vbroadcastsd	.LCPI0_61(%rip), %ymm16
	vmaxpd	%ymm15, %ymm16, %ymm15
	vmulpd	.LCPI0_62(%rip){1to4}, %ymm15, %ymm16
	vaddpd	%ymm5, %ymm16, %ymm16
	vaddpd	%ymm6, %ymm16, %ymm17
	vmulpd	%ymm23, %ymm17, %ymm18
	vaddpd	%ymm18, %ymm15, %ymm15
	vmulpd	%ymm24, %ymm17, %ymm17
	vaddpd	%ymm17, %ymm15, %ymm15
	vmulpd	%ymm25, %ymm15, %ymm17
	vaddpd	%ymm26, %ymm17, %ymm17
	vmulpd	%ymm17, %ymm15, %ymm17
	vaddpd	%ymm27, %ymm17, %ymm17
	vmulpd	%ymm17, %ymm15, %ymm17
	vaddpd	%ymm28, %ymm17, %ymm17
	vmulpd	%ymm17, %ymm15, %ymm17
	vaddpd	%ymm29, %ymm17, %ymm17
	vmulpd	%ymm17, %ymm15, %ymm17
	vaddpd	%ymm30, %ymm17, %ymm17
	vmulpd	%ymm17, %ymm15, %ymm17
	vaddpd	%ymm31, %ymm17, %ymm17
	vmulpd	%ymm17, %ymm15, %ymm17
	vaddpd	%ymm7, %ymm17, %ymm17
	vmulpd	%ymm17, %ymm15, %ymm17
	vaddpd	%ymm8, %ymm17, %ymm17
	vmulpd	%ymm17, %ymm15, %ymm17
	vaddpd	%ymm9, %ymm17, %ymm17
	vmulpd	%ymm17, %ymm15, %ymm17
	vaddpd	%ymm10, %ymm17, %ymm17
	vmulpd	%ymm17, %ymm15, %ymm17
	vaddpd	%ymm12, %ymm17, %ymm17
	vmulpd	%ymm17, %ymm15, %ymm17
	vaddpd	%ymm0, %ymm17, %ymm17
	vmulpd	%ymm17, %ymm15, %ymm15
	vpsllq	$52, %ymm16, %ymm16
	vpaddq	%ymm1, %ymm16, %ymm16
	vaddpd	%ymm0, %ymm15, %ymm15
	vmulpd	%ymm16, %ymm15, %ymm15
	vaddpd	%ymm0, %ymm15, %ymm15
	vdivpd	%ymm15, %ymm0, %ymm15
	vcvtpd2ps	%ymm15, %xmm15
	vcmpunordps	%xmm2, %xmm14, %k1
	vbroadcastss	.LCPI0_76(%rip), %xmm15 {%k1}
	vmulps	128(%rsp), %xmm15, %xmm14
	vsubps	%xmm14, %xmm13, %xmm13
	vandps	%xmm3, %xmm13, %xmm14
	vpcmpgtd	%xmm4, %xmm14, %k1
	vpbroadcastd	.LCPI0_76(%rip), %xmm13 {%k1}
	vmovdqu	%xmm13, (%rdi,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rdx
	jne	.LBB0_13
	movq	%rdx, %rax
	cmpq	%rdx, %r13
	vmovaps	-96(%rsp), %xmm18
	vmovsd	.LCPI0_31(%rip), %xmm17
	vmovsd	.LCPI0_32(%rip), %xmm23
	vmovq	.LCPI0_63(%rip), %xmm29
	vmovsd	.LCPI0_64(%rip), %xmm30
	vmovsd	.LCPI0_65(%rip), %xmm31
	vmovsd	.LCPI0_66(%rip), %xmm6
	vmovsd	.LCPI0_67(%rip), %xmm28
	vmovsd	.LCPI0_68(%rip), %xmm24
	vmovsd	.LCPI0_69(%rip), %xmm25
	vmovsd	.LCPI0_70(%rip), %xmm26
	vmovsd	.LCPI0_71(%rip), %xmm27
	vmovsd	.LCPI0_72(%rip), %xmm1
	vmovsd	.LCPI0_73(%rip), %xmm2
	vmovsd	.LCPI0_74(%rip), %xmm3
	vmovsd	.LCPI0_75(%rip), %xmm4
	vmovsd	.LCPI0_10(%rip), %xmm5
	vbroadcastsd	.LCPI0_64(%rip), %zmm8
	vbroadcastsd	.LCPI0_65(%rip), %zmm9
	vbroadcastsd	.LCPI0_10(%rip), %zmm10
	vpbroadcastq	.LCPI0_44(%rip), %zmm12
	vmovups	128(%rsp), %zmm0
	jne	.LBB0_15
	jmp	.LBB0_16
.Lfunc_end0:
	.size	tessera_softplus_x86_64_v4, .Lfunc_end0-tessera_softplus_x86_64_v4

	.section	".note.GNU-stack","",@progbits
