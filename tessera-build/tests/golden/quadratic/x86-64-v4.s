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
	subq	$1240, %rsp
	movq	(%rdi), %rax
	movq	%rax, -96(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, -104(%rsp)
	movq	24(%rdi), %rsi
	movq	32(%rdi), %rdx
	movq	40(%rdi), %r11
	vmovss	56(%rdi), %xmm0
	vmovaps	%xmm0, -16(%rsp)
	vmovss	60(%rdi), %xmm0
	vmovss	%xmm0, 60(%rsp)
	movq	48(%rdi), %rax
	movq	%rax, -72(%rsp)
	movl	64(%rdi), %ecx
	vmovss	72(%rdi), %xmm0
	vmovss	%xmm0, 56(%rsp)
	vmovss	76(%rdi), %xmm0
	vmovss	%xmm0, 48(%rsp)
	movl	68(%rdi), %eax
	movl	%eax, -60(%rsp)
	vmovd	80(%rdi), %xmm0
	vmovd	%xmm0, 44(%rsp)
	movq	88(%rdi), %r13
	movq	96(%rdi), %rax
	movq	%rax, 600(%rsp)
	cmpq	$32, %r11
	movq	%rdx, -88(%rsp)
	movq	%r11, -128(%rsp)
	movq	%r13, 32(%rsp)
	jae	.LBB0_1
	movw	$512, %ax
	movq	%rdx, %rdi
	xorl	%edx, %edx
	divw	%r11w
	cmpq	%rdi, %rsi
	jae	.LBB0_74
	movq	%rsi, -120(%rsp)
	movzwl	%ax, %edi
	cmpq	$0, -72(%rsp)
	je	.LBB0_85
	testl	%ecx, %ecx
	movq	%rdi, -56(%rsp)
	je	.LBB0_94
	movl	$3449720151, %r15d
	movq	%r13, %rax
	shrq	$32, %rax
	leaq	1013904242(%r13), %rcx
	movq	%rcx, 3216(%rsp)
	leaq	1993301258(%rax), %r8
	leaq	842468239(%rax), %rdx
	leaq	2027808484(%r13), %rcx
	movq	%rcx, 3088(%rsp)
	leaq	1684936478(%rax), %r9
	movq	%r9, 2960(%rsp)
	leaq	534103459(%rax), %rbx
	movq	%rbx, 2384(%rsp)
	leaq	-795284382(%r13,%r15), %r12
	leaq	-305585874(%rax,%r15), %rbp
	movq	%rbp, 104(%rsp)
	leaq	218619860(%r13,%r15), %rbp
	leaq	536882365(%rax,%r15), %rsi
	leaq	-613950654(%rax,%r15), %rcx
	leaq	-408007425(%r13,%r15), %r10
	leaq	228517585(%rax,%r15), %r14
	vpbroadcastq	%r13, %zmm0
	vmovdqu64	%zmm0, 3792(%rsp)
	movq	%r12, -40(%rsp)
	vpbroadcastq	%r12, %zmm0
	vmovdqu64	%zmm0, 4880(%rsp)
	leaq	1013904242(%r13), %rax
	vpbroadcastq	%rax, %zmm15
	movq	%r8, 24(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 4816(%rsp)
	movq	%rsi, %r8
	vpbroadcastq	%rbp, %zmm24
	vpbroadcastq	%rdx, %zmm23
	movq	%rdx, %rsi
	leaq	2027808484(%r13), %rax
	vpbroadcastq	%rax, %zmm20
	vpbroadcastq	%r8, %zmm9
	leaq	387276957(%r13), %rax
	vpbroadcastq	%rax, %zmm19
	vpbroadcastq	%rcx, %zmm18
	movq	%r10, 4688(%rsp)
	vpbroadcastq	%r10, %zmm2
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 5008(%rsp)
	leaq	1401181199(%r13), %rax
	movq	%rax, 4560(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 3664(%rsp)
	vpbroadcastq	%rbx, %zmm0
	vmovdqu64	%zmm0, 3600(%rsp)
	vmovq	.LCPI0_10(%rip), %xmm17
	vmovsd	.LCPI0_11(%rip), %xmm27
	vmovq	.LCPI0_17(%rip), %xmm28
	vmovsd	.LCPI0_18(%rip), %xmm21
	vmovq	.LCPI0_22(%rip), %xmm16
	vmovdqa64	.LCPI0_58(%rip), %xmm31
	vpbroadcastq	%r14, %zmm4
	vmovsd	.LCPI0_26(%rip), %xmm7
	vmovsd	.LCPI0_27(%rip), %xmm8
	leal	-1879881855(%r13), %eax
	movl	%eax, -32(%rsp)
	vpbroadcastd	%eax, %zmm0
	vmovdqu64	%zmm0, 3472(%rsp)
	vmovsd	.LCPI0_29(%rip), %xmm13
	vmovq	.LCPI0_45(%rip), %xmm29
	vpbroadcastq	.LCPI0_5(%rip), %zmm25
	vpbroadcastq	.LCPI0_6(%rip), %zmm10
	vpbroadcastd	.LCPI0_7(%rip), %ymm11
	vpbroadcastq	.LCPI0_9(%rip), %zmm12
	vbroadcastss	-16(%rsp), %zmm0
	vmovups	%zmm0, 3536(%rsp)
	movq	-120(%rsp), %rdx
	movq	-88(%rsp), %r12
	movq	%rsi, 3152(%rsp)
	leaq	387276957(%r13), %rax
	movq	%rax, 3024(%rsp)
	movq	%rbp, 2896(%rsp)
	movq	%r8, 2832(%rsp)
	movq	%rcx, 1936(%rsp)
	movq	%r14, 4624(%rsp)
	vmovdqu64	%zmm4, 4944(%rsp)
	vmovdqu64	%zmm15, 2640(%rsp)
	vmovdqu64	%zmm24, 2576(%rsp)
	vmovdqu64	%zmm23, 2512(%rsp)
	vmovdqu64	%zmm20, 2448(%rsp)
	vmovdqu64	%zmm9, 2192(%rsp)
	vmovdqu64	%zmm19, 2128(%rsp)
	vmovdqu64	%zmm18, 2064(%rsp)
	vmovdqu64	%zmm2, 3856(%rsp)
	jmp	.LBB0_89
	.p2align	4
.LBB0_123:
	movq	-120(%rsp), %rdx
	movq	-56(%rsp), %rdi
	addq	%rdi, %rdx
	movq	-88(%rsp), %r12
	cmpq	%r12, %rdx
	jae	.LBB0_74
.LBB0_89:
	subq	%rdx, %r12
	cmpq	%rdi, %r12
	cmovaeq	%rdi, %r12
	imulq	%r11, %r12
	movq	%rdx, -120(%rsp)
	imulq	%r11, %rdx
	movq	-96(%rsp), %rax
	leaq	(%rax,%rdx,4), %r10
	movq	%r10, 16(%rsp)
	movq	-104(%rsp), %rax
	leaq	(%rax,%rdx,4), %rax
	cmpq	$1, %r12
	movq	%r12, %r11
	adcq	$0, %r11
	movl	%r11d, %esi
	andl	$32704, %esi
	movq	%rsi, -80(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vpaddq	.LCPI0_0(%rip){1to8}, %zmm0, %zmm6
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm0, %zmm14
	vmovdqu64	%zmm0, 3728(%rsp)
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm0, %zmm0
	movl	%r11d, %esi
	andl	$32760, %esi
	movq	%rsi, -48(%rsp)
	leaq	(%r10,%r12,4), %rsi
	leaq	(%rax,%r12,4), %rdi
	cmpq	%rdi, %r10
	setb	%dil
	movq	%rax, 1104(%rsp)
	cmpq	%rsi, %rax
	setb	%al
	andb	%dil, %al
	movb	%al, -108(%rsp)
	movl	%r11d, %eax
	andl	$32736, %eax
	movq	%rax, 96(%rsp)
	movq	%r11, 8(%rsp)
	andl	$32764, %r11d
	movq	%r11, 88(%rsp)
	xorl	%esi, %esi
	vmovss	56(%rsp), %xmm1
	vmovss	%xmm1, 4752(%rsp)
	vmovss	60(%rsp), %xmm1
	vmovaps	%xmm1, 64(%rsp)
	movq	%rdx, -24(%rsp)
	vmovdqu64	%zmm6, 5136(%rsp)
	vmovdqu64	%zmm14, 5072(%rsp)
	vmovdqu64	%zmm0, 2000(%rsp)
	jmp	.LBB0_90
	.p2align	4
.LBB0_122:
	movq	384(%rsp), %rsi
	incq	%rsi
	cmpq	-72(%rsp), %rsi
	vpbroadcastq	.LCPI0_5(%rip), %zmm25
	vmovdqu64	2640(%rsp), %zmm15
	vmovdqu64	3856(%rsp), %zmm2
	je	.LBB0_123
.LBB0_90:
	cmpl	$0, -60(%rsp)
	jne	.LBB0_91
.LBB0_92:
	movq	600(%rsp), %rax
	leaq	(%rsi,%rax), %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	imulq	%r15, %rax
	movq	%rax, %rbp
	shrq	$32, %rax
	xorl	%r13d, %edi
	xorl	%eax, %edi
	leaq	78811644(%r15), %rcx
	imulq	%rcx, %rdi
	movq	%rdi, %rax
	shrq	$32, %rax
	xorq	104(%rsp), %rax
	cmpq	$8, %r12
	movq	%rsi, 384(%rsp)
	jae	.LBB0_136
	xorl	%r11d, %r11d
	movl	$3449720151, %r8d
	movq	%r13, %r15
	movl	-32(%rsp), %r10d
	movq	%rbp, %rbx
	movq	%rax, %r9
	vmovaps	%xmm13, %xmm0
	vmovdqa64	%xmm17, %xmm1
	vmovq	.LCPI0_36(%rip), %xmm17
	vmovdqa64	%xmm31, %xmm4
	jmp	.LBB0_145
	.p2align	4
.LBB0_136:
	movq	%rcx, %r13
	movq	%rax, %r14
	vpbroadcastq	%rax, %zmm1
	cmpq	$64, %r12
	vmovdqu64	%zmm1, 1040(%rsp)
	jae	.LBB0_138
	xorl	%esi, %esi
	vmovdqu64	3728(%rsp), %zmm13
	vmovdqu64	3600(%rsp), %zmm14
	movq	%rbp, %rbx
	vmovdqu64	3664(%rsp), %zmm6
	vmovdqa64	%xmm17, %xmm1
	vmovdqa64	%xmm31, %xmm4
	jmp	.LBB0_142
	.p2align	4
.LBB0_138:
	movq	%rbp, %rbx
	vpbroadcastq	%rbp, %zmm0
	vpxorq	4880(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1808(%rsp)
	movq	%rdi, %rsi
	vpbroadcastq	%rdi, %zmm0
	vpxorq	4816(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1744(%rsp)
	xorl	%r11d, %r11d
	vmovdqa64	.LCPI0_4(%rip), %zmm3
	vmovdqa64	.LCPI0_3(%rip), %zmm0
	movq	-80(%rsp), %rax
	vmovdqu64	3792(%rsp), %zmm16
	.p2align	4
.LBB0_139:
	vmovdqu64	%zmm0, 256(%rsp)
	vmovdqu64	%zmm3, 528(%rsp)
	vmovdqu64	3728(%rsp), %zmm2
	vpaddq	%zmm2, %zmm0, %zmm4
	vpmuludq	%zmm25, %zmm4, %zmm1
	vpaddq	%zmm2, %zmm3, %zmm5
	vpmuludq	%zmm25, %zmm5, %zmm9
	vmovdqu64	5136(%rsp), %zmm2
	vpaddq	%zmm2, %zmm0, %zmm7
	vpmuludq	%zmm25, %zmm7, %zmm0
	vpaddq	%zmm2, %zmm3, %zmm10
	vpmuludq	%zmm25, %zmm10, %zmm15
	vmovdqu64	5072(%rsp), %zmm6
	vpaddq	256(%rsp), %zmm6, %zmm11
	vpmuludq	%zmm25, %zmm11, %zmm2
	vpaddq	%zmm6, %zmm3, %zmm12
	vpmuludq	%zmm25, %zmm12, %zmm8
	vmovdqu64	2000(%rsp), %zmm6
	vpaddq	256(%rsp), %zmm6, %zmm13
	vpmuludq	%zmm25, %zmm13, %zmm18
	vpaddq	528(%rsp), %zmm6, %zmm14
	vpmuludq	%zmm25, %zmm14, %zmm31
	vpternlogq	$150, %zmm16, %zmm9, %zmm5
	vpternlogq	$150, %zmm16, %zmm1, %zmm4
	vpternlogq	$150, %zmm16, %zmm15, %zmm10
	vpternlogq	$150, %zmm16, %zmm0, %zmm7
	vpternlogq	$150, %zmm16, %zmm8, %zmm12
	vpternlogq	$150, %zmm16, %zmm2, %zmm11
	vpternlogq	$150, %zmm16, %zmm31, %zmm14
	vpternlogq	$150, %zmm16, %zmm18, %zmm13
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm14, %zmm14
	vpbroadcastq	.LCPI0_6(%rip), %zmm6
	vpmuludq	%zmm6, %zmm5, %zmm28
	vpmuludq	%zmm6, %zmm4, %zmm27
	vpmuludq	%zmm6, %zmm10, %zmm25
	vpmuludq	%zmm6, %zmm7, %zmm24
	vpmuludq	%zmm6, %zmm12, %zmm20
	vpmuludq	%zmm6, %zmm11, %zmm7
	vpmuludq	%zmm6, %zmm14, %zmm5
	vpmuludq	%zmm6, %zmm13, %zmm17
	vpsrlq	$32, %zmm27, %zmm10
	vpsrlq	$32, %zmm28, %zmm11
	vpsrlq	$32, %zmm24, %zmm12
	vpsrlq	$32, %zmm25, %zmm13
	vpsrlq	$32, %zmm7, %zmm16
	vpsrlq	$32, %zmm20, %zmm19
	vpsrlq	$32, %zmm17, %zmm21
	vpsrlq	$32, %zmm5, %zmm22
	vmovdqu64	1808(%rsp), %zmm23
	vpxorq	%zmm23, %zmm11, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm14
	vmovdqu64	%zmm14, 736(%rsp)
	vpxorq	%zmm23, %zmm10, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm29
	vmovdqu64	%zmm29, 400(%rsp)
	vpxorq	%zmm23, %zmm13, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm4
	vmovdqu64	%zmm4, 1360(%rsp)
	vpxorq	%zmm23, %zmm12, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm3
	vmovdqu64	%zmm3, 800(%rsp)
	vpxorq	%zmm23, %zmm19, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm13
	vpxorq	%zmm23, %zmm16, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm19
	vpxorq	%zmm23, %zmm22, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm12
	vpxorq	%zmm23, %zmm21, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm10
	vmovdqu64	%zmm10, 128(%rsp)
	vmovdqu64	1040(%rsp), %zmm11
	vpxorq	%zmm9, %zmm11, %zmm9
	vpmuludq	%zmm6, %zmm9, %zmm30
	vpxorq	%zmm1, %zmm11, %zmm1
	vpmuludq	%zmm6, %zmm1, %zmm26
	vpxorq	%zmm15, %zmm11, %zmm9
	vpsrlq	$32, %zmm29, %zmm1
	vmovdqu64	%zmm1, 320(%rsp)
	vpmuludq	%zmm6, %zmm9, %zmm22
	vpxorq	%zmm0, %zmm11, %zmm0
	vpmuludq	%zmm6, %zmm0, %zmm23
	vpxorq	%zmm8, %zmm11, %zmm0
	vpmuludq	%zmm6, %zmm0, %zmm10
	vpsrlq	$32, %zmm14, %zmm0
	vmovdqu64	%zmm0, 192(%rsp)
	vpxorq	%zmm2, %zmm11, %zmm2
	vpmuludq	%zmm6, %zmm2, %zmm15
	vpxorq	%zmm31, %zmm11, %zmm2
	vpmuludq	%zmm6, %zmm2, %zmm16
	vpxorq	%zmm18, %zmm11, %zmm2
	vpsrlq	$32, %zmm3, %zmm11
	vpmuludq	%zmm6, %zmm2, %zmm14
	vmovdqu64	%zmm14, 464(%rsp)
	vpsrlq	$32, %zmm26, %zmm2
	vpsrlq	$32, %zmm30, %zmm0
	vpsrlq	$32, %zmm23, %zmm31
	vpsrlq	$32, %zmm22, %zmm3
	vpsrlq	$32, %zmm4, %zmm9
	vmovdqu64	2640(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm28, %zmm0
	vpsrlq	$32, %zmm15, %zmm28
	vpternlogq	$150, %zmm1, %zmm27, %zmm2
	vpsrlq	$32, %zmm10, %zmm27
	vpternlogq	$150, %zmm1, %zmm25, %zmm3
	vpsrlq	$32, %zmm19, %zmm8
	vmovdqa64	%zmm19, %zmm29
	vpternlogq	$150, %zmm1, %zmm24, %zmm31
	vpsrlq	$32, %zmm14, %zmm24
	vpternlogq	$150, %zmm1, %zmm20, %zmm27
	vpsrlq	$32, %zmm16, %zmm20
	vpternlogq	$150, %zmm1, %zmm7, %zmm28
	vpsrlq	$32, %zmm13, %zmm7
	vmovdqa64	%zmm13, %zmm14
	vpternlogq	$150, %zmm1, %zmm5, %zmm20
	vpternlogq	$150, %zmm1, %zmm17, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 1232(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm19
	vpsrlq	$32, %zmm12, %zmm1
	vmovdqa64	%zmm12, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm12
	vmovdqu64	%zmm12, 928(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm28
	vmovdqu64	1744(%rsp), %zmm5
	vpxorq	192(%rsp), %zmm5, %zmm0
	vpmuludq	%zmm6, %zmm0, %zmm20
	vmovdqu64	%zmm20, 672(%rsp)
	vpxorq	320(%rsp), %zmm5, %zmm0
	vpmuludq	%zmm6, %zmm0, %zmm17
	vpxorq	%zmm5, %zmm9, %zmm0
	vpxorq	%zmm5, %zmm11, %zmm4
	vpmuludq	%zmm6, %zmm0, %zmm18
	vmovdqu64	%zmm18, 864(%rsp)
	vpmuludq	%zmm6, %zmm4, %zmm9
	vmovdqu64	%zmm9, 192(%rsp)
	vpxorq	%zmm5, %zmm7, %zmm0
	vpmuludq	%zmm6, %zmm0, %zmm4
	vpxorq	%zmm5, %zmm8, %zmm0
	vpxorq	%zmm5, %zmm1, %zmm1
	vpmuludq	%zmm6, %zmm0, %zmm8
	vmovdqu64	%zmm8, 608(%rsp)
	vpmuludq	%zmm6, %zmm1, %zmm0
	vpsrlq	$32, %zmm20, %zmm1
	vmovdqu64	2576(%rsp), %zmm11
	vpternlogq	$150, %zmm30, %zmm11, %zmm1
	vmovdqu64	%zmm1, 1168(%rsp)
	vpsrlq	$32, %zmm17, %zmm27
	vmovdqa64	%zmm17, %zmm30
	vpternlogq	$150, %zmm26, %zmm11, %zmm27
	vpsrlq	$32, %zmm18, %zmm26
	vpternlogq	$150, %zmm22, %zmm11, %zmm26
	vpsrlq	$32, %zmm9, %zmm7
	vpternlogq	$150, %zmm23, %zmm11, %zmm7
	vpsrlq	$32, %zmm4, %zmm24
	vmovdqa64	%zmm4, %zmm17
	vpternlogq	$150, %zmm10, %zmm11, %zmm24
	vpsrlq	$32, %zmm8, %zmm20
	vpternlogq	$150, %zmm15, %zmm11, %zmm20
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqa64	%zmm0, %zmm22
	vpternlogq	$150, %zmm16, %zmm11, %zmm1
	vmovdqu64	%zmm1, 320(%rsp)
	vpsrlq	$32, %zmm2, %zmm1
	vmovdqu64	2512(%rsp), %zmm4
	vpternlogq	$150, 400(%rsp), %zmm4, %zmm1
	vpsrlq	$32, %zmm25, %zmm8
	vpternlogq	$150, 736(%rsp), %zmm4, %zmm8
	vpsrlq	$32, %zmm19, %zmm18
	vpternlogq	$150, 800(%rsp), %zmm4, %zmm18
	vpsrlq	$32, %zmm21, %zmm9
	vpternlogq	$150, 1360(%rsp), %zmm4, %zmm9
	vpsrlq	$32, %zmm31, %zmm15
	vpternlogq	$150, %zmm4, %zmm29, %zmm15
	vpsrlq	$32, %zmm12, %zmm10
	vpternlogq	$150, %zmm4, %zmm14, %zmm10
	vpsrlq	$32, %zmm28, %zmm0
	vpternlogq	$150, %zmm4, %zmm13, %zmm0
	vpsrlq	$32, %zmm3, %zmm14
	vmovdqa64	%zmm3, %zmm2
	vmovdqu64	128(%rsp), %zmm3
	vpternlogq	$150, %zmm4, %zmm3, %zmm14
	vpsrlq	$32, %zmm3, %zmm4
	vpxorq	%zmm5, %zmm4, %zmm4
	vpmuludq	%zmm6, %zmm4, %zmm3
	vmovdqu64	%zmm3, 1872(%rsp)
	vpsrlq	$32, %zmm3, %zmm4
	vpternlogq	$150, 464(%rsp), %zmm11, %zmm4
	vpmuludq	%zmm6, %zmm8, %zmm3
	vmovdqu64	%zmm3, 128(%rsp)
	vpsrlq	$32, %zmm3, %zmm8
	vmovdqu64	2448(%rsp), %zmm12
	vpternlogq	$150, 672(%rsp), %zmm12, %zmm8
	vpmuludq	%zmm6, %zmm1, %zmm1
	vmovdqu64	%zmm1, 1296(%rsp)
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, %zmm12, %zmm30, %zmm16
	vpmuludq	%zmm6, %zmm9, %zmm1
	vmovdqu64	%zmm1, 400(%rsp)
	vpsrlq	$32, %zmm1, %zmm3
	vpternlogq	$150, 864(%rsp), %zmm12, %zmm3
	vpmuludq	%zmm6, %zmm18, %zmm1
	vmovdqu64	%zmm1, 464(%rsp)
	vpsrlq	$32, %zmm1, %zmm30
	vpternlogq	$150, 192(%rsp), %zmm12, %zmm30
	vpmuludq	%zmm6, %zmm10, %zmm1
	vmovdqu64	%zmm1, 192(%rsp)
	vpsrlq	$32, %zmm1, %zmm11
	vpternlogq	$150, %zmm12, %zmm17, %zmm11
	vpmuludq	%zmm6, %zmm15, %zmm1
	vmovdqu64	%zmm1, 672(%rsp)
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, 608(%rsp), %zmm12, %zmm18
	vpmuludq	%zmm6, %zmm0, %zmm0
	vmovdqu64	%zmm0, 800(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, %zmm12, %zmm22, %zmm1
	vmovdqu64	%zmm1, 736(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm9
	vpsrlq	$32, %zmm9, %zmm27
	vmovdqu64	2192(%rsp), %zmm10
	vpternlogq	$150, 1232(%rsp), %zmm10, %zmm27
	vmovdqu64	1168(%rsp), %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm13
	vpsrlq	$32, %zmm13, %zmm0
	vpternlogq	$150, %zmm25, %zmm10, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm17
	vpsrlq	$32, %zmm17, %zmm5
	vpternlogq	$150, %zmm19, %zmm10, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm26
	vpsrlq	$32, %zmm26, %zmm7
	vpternlogq	$150, %zmm21, %zmm10, %zmm7
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm1
	vmovdqu64	%zmm1, 1360(%rsp)
	vpsrlq	$32, %zmm1, %zmm29
	vpternlogq	$150, %zmm31, %zmm10, %zmm29
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm31
	vpsrlq	$32, %zmm31, %zmm1
	vpternlogq	$150, 928(%rsp), %zmm10, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm4
	vmovdqu64	%zmm4, 864(%rsp)
	vpsrlq	$32, %zmm4, %zmm23
	vpternlogq	$150, %zmm2, %zmm10, %zmm23
	vmovdqu64	320(%rsp), %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 928(%rsp)
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm28, %zmm10, %zmm4
	vpmuludq	%zmm6, %zmm14, %zmm22
	vpsrlq	$32, %zmm22, %zmm14
	vpternlogq	$150, 1872(%rsp), %zmm12, %zmm14
	vpmuludq	%zmm6, %zmm0, %zmm0
	vmovdqu64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm24
	vmovdqu64	2128(%rsp), %zmm0
	vpternlogq	$150, 128(%rsp), %zmm0, %zmm24
	vpmuludq	%zmm6, %zmm27, %zmm2
	vmovdqu64	%zmm2, 608(%rsp)
	vpsrlq	$32, %zmm2, %zmm12
	vpternlogq	$150, 1296(%rsp), %zmm0, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm2
	vmovdqu64	%zmm2, 128(%rsp)
	vpsrlq	$32, %zmm2, %zmm25
	vmovdqu64	2064(%rsp), %zmm15
	vpternlogq	$150, %zmm15, %zmm9, %zmm25
	vpmuludq	%zmm6, %zmm7, %zmm10
	vpsrlq	$32, %zmm10, %zmm21
	vpternlogq	$150, 400(%rsp), %zmm0, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm8, %zmm2
	vmovdqu64	%zmm2, 400(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm15, %zmm13, %zmm2
	vpmuludq	%zmm6, %zmm5, %zmm28
	vpsrlq	$32, %zmm28, %zmm20
	vpternlogq	$150, 464(%rsp), %zmm0, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm5
	vmovdqu64	%zmm5, 464(%rsp)
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm15, %zmm17, %zmm5
	vpmuludq	%zmm6, %zmm1, %zmm7
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, 192(%rsp), %zmm0, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm1
	vmovdqu64	%zmm1, 192(%rsp)
	vpsrlq	$32, %zmm1, %zmm3
	vpternlogq	$150, %zmm15, %zmm26, %zmm3
	vpmuludq	%zmm6, %zmm29, %zmm13
	vpsrlq	$32, %zmm13, %zmm19
	vpternlogq	$150, 672(%rsp), %zmm0, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm1
	vmovdqu64	%zmm1, 672(%rsp)
	vpsrlq	$32, %zmm1, %zmm27
	vpternlogq	$150, 1360(%rsp), %zmm15, %zmm27
	vpmuludq	%zmm6, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm16
	vpternlogq	$150, 800(%rsp), %zmm0, %zmm16
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm29
	vpsrlq	$32, %zmm29, %zmm11
	vpternlogq	$150, %zmm15, %zmm31, %zmm11
	vpmuludq	%zmm6, %zmm23, %zmm1
	vmovdqu64	%zmm1, 800(%rsp)
	vpsrlq	$32, %zmm1, %zmm30
	vpternlogq	$150, %zmm22, %zmm0, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm14
	vpsrlq	$32, %zmm14, %zmm22
	vpternlogq	$150, 864(%rsp), %zmm15, %zmm22
	vmovdqu64	736(%rsp), %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm0, %zmm31
	vpsrlq	$32, %zmm31, %zmm1
	vpternlogq	$150, 928(%rsp), %zmm15, %zmm1
	vpmuludq	%zmm6, %zmm2, %zmm0
	vmovdqu64	%zmm0, 736(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vmovdqu64	3856(%rsp), %zmm0
	vpternlogq	$150, 320(%rsp), %zmm0, %zmm17
	vpmuludq	%zmm6, %zmm25, %zmm23
	vpsrlq	$32, %zmm23, %zmm15
	vpternlogq	$150, 608(%rsp), %zmm0, %zmm15
	vpmuludq	%zmm6, %zmm3, %zmm2
	vmovdqu64	%zmm2, 608(%rsp)
	vpsrlq	$32, %zmm2, %zmm8
	vpternlogq	$150, %zmm0, %zmm10, %zmm8
	vpmuludq	%zmm6, %zmm5, %zmm25
	vpsrlq	$32, %zmm25, %zmm5
	vpternlogq	$150, %zmm0, %zmm28, %zmm5
	vpmuludq	%zmm6, %zmm11, %zmm26
	vpsrlq	$32, %zmm26, %zmm10
	vpternlogq	$150, %zmm0, %zmm7, %zmm10
	vpmuludq	%zmm6, %zmm27, %zmm27
	vpsrlq	$32, %zmm27, %zmm11
	vpternlogq	$150, %zmm0, %zmm13, %zmm11
	vpmuludq	%zmm6, %zmm1, %zmm28
	vpsrlq	$32, %zmm28, %zmm13
	vpternlogq	$150, %zmm0, %zmm4, %zmm13
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm1
	vmovdqu64	%zmm1, 320(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vmovdqu64	5008(%rsp), %zmm12
	vpternlogq	$150, 128(%rsp), %zmm12, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm1
	vmovdqu64	%zmm1, 128(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 400(%rsp), %zmm12, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm3
	vmovdqu64	%zmm3, 400(%rsp)
	vpsrlq	$32, %zmm3, %zmm18
	vpternlogq	$150, 464(%rsp), %zmm12, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm7
	vpsrlq	$32, %zmm7, %zmm20
	vpternlogq	$150, 192(%rsp), %zmm12, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm3
	vmovdqu64	%zmm3, 464(%rsp)
	vpsrlq	$32, %zmm3, %zmm19
	vpternlogq	$150, 672(%rsp), %zmm12, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm3
	vpternlogq	$150, %zmm29, %zmm12, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm4
	vmovdqu64	%zmm4, 192(%rsp)
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm14, %zmm12, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm24
	vpternlogq	$150, %zmm31, %zmm12, %zmm24
	vpmuludq	%zmm6, %zmm22, %zmm30
	vpsrlq	$32, %zmm30, %zmm31
	vpternlogq	$150, 800(%rsp), %zmm0, %zmm31
	vpmuludq	%zmm6, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm29
	vmovdqu64	3664(%rsp), %zmm12
	vpternlogq	$150, 736(%rsp), %zmm12, %zmm29
	vpmuludq	%zmm6, %zmm2, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, %zmm23, %zmm12, %zmm22
	vpmuludq	%zmm6, %zmm20, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 608(%rsp), %zmm12, %zmm0
	vpmuludq	%zmm6, %zmm18, %zmm2
	vpsrlq	$32, %zmm2, %zmm18
	vpternlogq	$150, %zmm25, %zmm12, %zmm18
	vpbroadcastq	.LCPI0_5(%rip), %zmm25
	vmovdqu64	3600(%rsp), %zmm23
	vpmuludq	%zmm6, %zmm3, %zmm1
	vpsrlq	$32, %zmm1, %zmm14
	vpternlogq	$150, %zmm26, %zmm12, %zmm14
	vpmuludq	%zmm6, %zmm19, %zmm1
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, %zmm27, %zmm12, %zmm20
	vpmuludq	%zmm6, %zmm24, %zmm1
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, %zmm28, %zmm12, %zmm21
	vpmuludq	%zmm25, %zmm15, %zmm24
	vpmuludq	%zmm25, %zmm17, %zmm27
	vpmuludq	%zmm25, %zmm5, %zmm26
	vpmuludq	%zmm25, %zmm8, %zmm19
	vpmuludq	%zmm25, %zmm11, %zmm11
	vpmuludq	%zmm25, %zmm10, %zmm10
	vpmuludq	%zmm25, %zmm31, %zmm17
	vpmuludq	%zmm6, %zmm4, %zmm1
	vpmuludq	%zmm25, %zmm13, %zmm8
	vpsrlq	$32, %zmm1, %zmm13
	vpternlogq	$150, %zmm30, %zmm12, %zmm13
	vpsrlq	$32, %zmm24, %zmm1
	vpternlogq	$150, 320(%rsp), %zmm23, %zmm1
	vpsrlq	$32, %zmm27, %zmm2
	vpternlogq	$150, 128(%rsp), %zmm23, %zmm2
	vpsrlq	$32, %zmm26, %zmm3
	vpternlogq	$150, 400(%rsp), %zmm23, %zmm3
	vpsrlq	$32, %zmm19, %zmm5
	vpternlogq	$150, %zmm23, %zmm7, %zmm5
	vpsrlq	$32, %zmm11, %zmm7
	vpternlogq	$150, 464(%rsp), %zmm23, %zmm7
	vpsrlq	$32, %zmm10, %zmm4
	vpternlogq	$150, %zmm23, %zmm9, %zmm4
	vpsrlq	$32, %zmm17, %zmm9
	vpternlogq	$150, 192(%rsp), %zmm23, %zmm9
	vpsrlq	$32, %zmm8, %zmm15
	vpternlogq	$150, %zmm23, %zmm16, %zmm15
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm2, %zmm1
	vpmovqd	%zmm5, %ymm2
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm3
	vpmovqd	%zmm4, %ymm2
	vpmovqd	%zmm7, %ymm4
	vinserti64x4	$1, %ymm4, %zmm2, %zmm4
	vpmovqd	%zmm15, %ymm2
	vpmovqd	%zmm9, %ymm5
	vinserti64x4	$1, %ymm5, %zmm2, %zmm5
	vpmuludq	%zmm25, %zmm22, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vmovdqu64	4944(%rsp), %zmm16
	vpternlogq	$150, %zmm24, %zmm16, %zmm2
	vpmuludq	%zmm25, %zmm29, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm27, %zmm16, %zmm7
	vpmuludq	%zmm25, %zmm18, %zmm9
	vpsrlq	$32, %zmm9, %zmm9
	vpternlogq	$150, %zmm26, %zmm16, %zmm9
	vpmuludq	%zmm25, %zmm0, %zmm0
	vpmuludq	%zmm25, %zmm20, %zmm12
	vpmuludq	%zmm25, %zmm14, %zmm14
	vpmuludq	%zmm25, %zmm13, %zmm13
	vpmuludq	%zmm25, %zmm21, %zmm15
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm13, %zmm13
	vpternlogq	$150, %zmm19, %zmm16, %zmm0
	vpternlogq	$150, %zmm11, %zmm16, %zmm12
	vpternlogq	$150, %zmm10, %zmm16, %zmm14
	vpternlogq	$150, %zmm17, %zmm16, %zmm13
	vpternlogq	$150, %zmm8, %zmm16, %zmm15
	vpmuludq	%zmm6, %zmm7, %zmm17
	vpmuludq	%zmm6, %zmm2, %zmm2
	vpmuludq	%zmm6, %zmm0, %zmm0
	vpmuludq	%zmm6, %zmm9, %zmm7
	vpmuludq	%zmm6, %zmm14, %zmm8
	vpmuludq	%zmm6, %zmm12, %zmm9
	vpmuludq	%zmm6, %zmm15, %zmm10
	vpmuludq	%zmm6, %zmm13, %zmm11
	vpsrlq	$32, %zmm2, %zmm12
	vpsrlq	$32, %zmm17, %zmm13
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
	vmovdqu64	3792(%rsp), %zmm16
	vpmovqd	%zmm17, %ymm6
	vpmovqd	%zmm2, %ymm2
	vinserti64x4	$1, %ymm2, %zmm6, %zmm2
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
	vmovdqu64	3472(%rsp), %zmm8
	vpternlogd	$150, %zmm1, %zmm8, %zmm12
	vpmulld	%zmm9, %zmm3, %zmm1
	vmovdqu64	528(%rsp), %zmm3
	vpternlogd	$150, %zmm1, %zmm8, %zmm14
	vpmulld	%zmm9, %zmm4, %zmm1
	vpternlogd	$150, %zmm1, %zmm8, %zmm13
	vpmulld	%zmm9, %zmm5, %zmm1
	vpternlogd	$150, %zmm1, %zmm8, %zmm15
	vmovdqu64	%zmm12, 5336(%rsp,%r11,4)
	vmovdqu64	%zmm14, 5400(%rsp,%r11,4)
	vmovdqu64	%zmm2, 7384(%rsp,%r11,4)
	vmovdqu64	%zmm13, 5464(%rsp,%r11,4)
	vmovdqu64	%zmm0, 7448(%rsp,%r11,4)
	vmovdqu64	256(%rsp), %zmm0
	vmovdqu64	%zmm6, 7512(%rsp,%r11,4)
	vmovdqu64	%zmm15, 5528(%rsp,%r11,4)
	vmovdqu64	%zmm7, 7576(%rsp,%r11,4)
	addq	$64, %r11
	vpbroadcastq	.LCPI0_8(%rip), %zmm1
	vpaddq	%zmm1, %zmm3, %zmm3
	vpaddq	%zmm1, %zmm0, %zmm0
	cmpq	%r11, %rax
	jne	.LBB0_139
	cmpq	%rax, %r12
	movq	32(%rsp), %r15
	movl	$3449720151, %r8d
	vmovdqu64	3856(%rsp), %zmm2
	vmovdqu64	3664(%rsp), %zmm6
	vmovq	.LCPI0_10(%rip), %xmm1
	vmovsd	.LCPI0_11(%rip), %xmm27
	vmovq	.LCPI0_17(%rip), %xmm28
	vmovsd	.LCPI0_18(%rip), %xmm21
	vmovq	.LCPI0_22(%rip), %xmm16
	vmovdqa	.LCPI0_58(%rip), %xmm4
	vmovsd	.LCPI0_26(%rip), %xmm7
	vmovsd	.LCPI0_27(%rip), %xmm8
	movl	-32(%rsp), %r10d
	vmovsd	.LCPI0_29(%rip), %xmm0
	vmovdqu64	2640(%rsp), %zmm15
	vmovq	.LCPI0_36(%rip), %xmm17
	vmovdqu64	2064(%rsp), %zmm18
	vmovdqu64	2128(%rsp), %zmm19
	vmovdqu64	2448(%rsp), %zmm20
	vmovdqu64	2192(%rsp), %zmm9
	vmovdqu64	2512(%rsp), %zmm23
	vmovdqu64	2576(%rsp), %zmm24
	vmovq	.LCPI0_45(%rip), %xmm29
	vpbroadcastq	.LCPI0_6(%rip), %zmm10
	vpbroadcastd	.LCPI0_7(%rip), %ymm11
	vpbroadcastq	.LCPI0_9(%rip), %zmm12
	movq	-24(%rsp), %rdx
	vmovdqu64	3728(%rsp), %zmm13
	vmovdqu64	3600(%rsp), %zmm14
	je	.LBB0_125
	movq	%rsi, %rdi
	movq	%r13, %rcx
	movq	%r14, %r9
	movq	-80(%rsp), %r11
	movq	%r11, %rsi
	testb	$56, 8(%rsp)
	je	.LBB0_145
.LBB0_142:
	vmovdqa64	%xmm1, %xmm31
	vmovdqa64	%xmm4, %xmm29
	vmovapd	%xmm27, %xmm16
	vpbroadcastq	%rsi, %zmm0
	vporq	.LCPI0_4(%rip), %zmm0, %zmm0
	movl	%ebx, %eax
	xorl	-40(%rsp), %eax
	vmovdqu64	5008(%rsp), %zmm1
	vpbroadcastq	%rax, %zmm17
	movq	%rdi, %rbx
	xorl	24(%rsp), %edi
	vmovdqa64	%zmm2, %zmm3
	vpbroadcastq	%rdi, %zmm2
	movq	-48(%rsp), %rax
	vmovdqa64	%zmm23, %zmm27
	vmovdqa64	%zmm9, %zmm23
	vmovdqa64	%zmm19, %zmm9
	vmovdqa64	%zmm3, %zmm19
	vmovdqa64	%zmm24, %zmm28
	vmovdqa64	%zmm20, %zmm24
	vmovdqa64	%zmm18, %zmm20
	vmovdqu64	3792(%rsp), %zmm30
	vmovdqu64	4944(%rsp), %zmm26
	vmovdqu64	1040(%rsp), %zmm22
	.p2align	4
.LBB0_143:
	vpaddq	%zmm13, %zmm0, %zmm3
	vpmuludq	%zmm25, %zmm3, %zmm4
	vpternlogq	$150, %zmm30, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm10, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm17, %zmm5
	vpxorq	%zmm4, %zmm22, %zmm4
	vpmuludq	%zmm25, %zmm5, %zmm5
	vmovdqa64	%zmm6, %zmm18
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm6, %zmm2, %zmm6
	vpmuludq	%zmm10, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm15, %zmm3, %zmm7
	vpmuludq	%zmm25, %zmm7, %zmm3
	vpsrlq	$32, %zmm3, %zmm7
	vpmuludq	%zmm10, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm28, %zmm8
	vpternlogq	$150, %zmm27, %zmm5, %zmm7
	vpmuludq	%zmm25, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpmuludq	%zmm10, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpternlogq	$150, %zmm3, %zmm23, %zmm5
	vpternlogq	$150, %zmm24, %zmm6, %zmm8
	vpmuludq	%zmm25, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpmuludq	%zmm10, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm7, %zmm9, %zmm8
	vpternlogq	$150, %zmm20, %zmm4, %zmm6
	vpmuludq	%zmm25, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpmuludq	%zmm10, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm3, %zmm1, %zmm7
	vpternlogq	$150, %zmm19, %zmm5, %zmm8
	vpmuludq	%zmm25, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpmuludq	%zmm10, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm6, %zmm18, %zmm7
	vmovdqa64	%zmm18, %zmm6
	vpternlogq	$150, %zmm14, %zmm4, %zmm5
	vpmuludq	%zmm25, %zmm7, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm5, %ymm5
	vpmulld	%ymm11, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm26, %zmm4
	vpmuludq	%zmm10, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, 3472(%rsp), %ymm5, %ymm4
	vmovdqu	%ymm4, 5336(%rsp,%rsi,4)
	vpmovqd	%zmm3, 7384(%rsp,%rsi,4)
	addq	$8, %rsi
	vpaddq	%zmm12, %zmm0, %zmm0
	cmpq	%rsi, %rax
	jne	.LBB0_143
	movq	%rax, %r11
	cmpq	%rax, %r12
	movq	32(%rsp), %r15
	movl	$3449720151, %r8d
	vmovsd	.LCPI0_26(%rip), %xmm7
	vmovsd	.LCPI0_27(%rip), %xmm8
	movl	-32(%rsp), %r10d
	vmovsd	.LCPI0_29(%rip), %xmm0
	movq	-24(%rsp), %rdx
	movq	%rbx, %rdi
	movq	%rbp, %rbx
	movq	%r13, %rcx
	movq	%r14, %r9
	vmovapd	%xmm16, %xmm27
	vmovdqa64	%xmm29, %xmm4
	vmovdqa64	%xmm31, %xmm1
	vmovq	.LCPI0_17(%rip), %xmm28
	vmovsd	.LCPI0_18(%rip), %xmm21
	vmovq	.LCPI0_22(%rip), %xmm16
	vmovq	.LCPI0_36(%rip), %xmm17
	vmovq	.LCPI0_45(%rip), %xmm29
	je	.LBB0_125
.LBB0_145:
	xorq	-40(%rsp), %rbx
	xorq	24(%rsp), %rdi
	.p2align	4
.LBB0_124:
	leaq	(%r11,%rdx), %r13
	movl	%r13d, %ebp
	imulq	%rcx, %rbp
	xorq	%r15, %r13
	xorq	%rbp, %r13
	shrq	$32, %r13
	imulq	%r8, %r13
	movq	%r13, %rsi
	shrq	$32, %rsi
	xorl	%ebx, %esi
	xorl	%r9d, %ebp
	imulq	%rcx, %rsi
	imulq	%r8, %rbp
	movq	%rbx, %r14
	movq	%rbp, %rbx
	shrq	$32, %rbx
	movq	3216(%rsp), %rax
	xorl	%ebx, %eax
	movq	%rsi, %rbx
	shrq	$32, %rbx
	xorl	%eax, %r13d
	xorl	%edi, %ebx
	imulq	%rcx, %r13
	imulq	%r8, %rbx
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	2896(%rsp), %ebp
	xorl	%eax, %ebp
	movq	%r13, %rax
	shrq	$32, %rax
	xorl	3152(%rsp), %esi
	xorl	%eax, %esi
	imulq	%rcx, %rbp
	imulq	%r8, %rsi
	movq	%rsi, %rax
	shrq	$32, %rax
	xorl	3088(%rsp), %ebx
	xorl	%eax, %ebx
	movq	%rbp, %rax
	shrq	$32, %rax
	xorl	2832(%rsp), %r13d
	xorl	%eax, %r13d
	imulq	%rcx, %rbx
	imulq	%r8, %r13
	movq	%r13, %rax
	shrq	$32, %rax
	xorl	3024(%rsp), %esi
	xorl	%eax, %esi
	movq	%rbx, %rax
	shrq	$32, %rax
	xorl	1936(%rsp), %ebp
	xorl	%eax, %ebp
	imulq	%rcx, %rsi
	imulq	%r8, %rbp
	movq	%rbp, %rax
	shrq	$32, %rax
	xorl	4688(%rsp), %r13d
	xorl	%eax, %r13d
	movq	%rsi, %rax
	shrq	$32, %rax
	xorl	2960(%rsp), %ebx
	xorl	%eax, %ebx
	imulq	%rcx, %r13
	imulq	%r8, %rbx
	shrq	$32, %rbx
	xorl	4560(%rsp), %ebp
	xorl	%ebx, %ebp
	movq	%r14, %rbx
	movq	%r13, %rax
	shrq	$32, %rax
	xorl	2384(%rsp), %esi
	xorl	%eax, %esi
	imulq	%rcx, %rbp
	shrq	$32, %rbp
	xorl	4624(%rsp), %r13d
	xorl	%ebp, %r13d
	imull	$-845247145, %esi, %eax
	imulq	%r8, %r13
	movl	%r13d, 7384(%rsp,%r11,4)
	shrq	$32, %r13
	xorl	%r10d, %eax
	xorl	%r13d, %eax
	movl	%eax, 5336(%rsp,%r11,4)
	incq	%r11
	cmpq	%r12, %r11
	jb	.LBB0_124
.LBB0_125:
	cmpq	$8, %r12
	jae	.LBB0_127
	xorl	%edi, %edi
	movq	-128(%rsp), %r11
	movq	32(%rsp), %r13
	movl	$3449720151, %r15d
	vmovdqa64	%xmm28, %xmm2
	vmovq	.LCPI0_44(%rip), %xmm28
	vmovq	.LCPI0_46(%rip), %xmm31
	vmovdqa64	%xmm29, %xmm30
	vmovq	.LCPI0_43(%rip), %xmm29
	vmovdqa64	%xmm4, %xmm22
	vmovdqa64	%xmm16, %xmm26
	vmovapd	%xmm27, %xmm4
	vmovsd	.LCPI0_42(%rip), %xmm27
	vmovq	.LCPI0_56(%rip), %xmm24
	vmovq	.LCPI0_40(%rip), %xmm23
	vmovq	.LCPI0_39(%rip), %xmm9
	vmovq	.LCPI0_38(%rip), %xmm20
	vpbroadcastq	.LCPI0_37(%rip), %xmm19
	vmovdqa64	%xmm17, %xmm18
	vmovq	.LCPI0_35(%rip), %xmm17
	vmovq	.LCPI0_34(%rip), %xmm15
	vmovq	.LCPI0_55(%rip), %xmm14
	vmovq	.LCPI0_32(%rip), %xmm13
	vmovq	.LCPI0_31(%rip), %xmm12
	vmovq	.LCPI0_30(%rip), %xmm11
	vmovaps	%xmm0, %xmm10
	movabsq	$4604544269498187776, %rax
	movabsq	$4503595332403200, %rdx
	vmovdqa64	%xmm1, %xmm16
	jmp	.LBB0_109
	.p2align	4
.LBB0_127:
	cmpq	$64, %r12
	movq	-128(%rsp), %r11
	movq	32(%rsp), %r13
	movl	$3449720151, %r15d
	movabsq	$4604544269498187776, %rax
	movabsq	$4503595332403200, %rdx
	jae	.LBB0_129
	xorl	%r8d, %r8d
	vmovapd	%xmm27, %xmm4
	jmp	.LBB0_133
	.p2align	4
.LBB0_129:
	xorl	%r14d, %r14d
	movq	-80(%rsp), %rsi
	vpbroadcastq	.LCPI0_0(%rip), %zmm26
	.p2align	4
.LBB0_130:
	vcvtudq2pd	7384(%rsp,%r14,4), %zmm0
	vcvtudq2pd	7416(%rsp,%r14,4), %zmm1
	vcvtudq2pd	7448(%rsp,%r14,4), %zmm2
	vcvtudq2pd	7480(%rsp,%r14,4), %zmm3
	vcvtudq2pd	7512(%rsp,%r14,4), %zmm4
	vcvtudq2pd	7544(%rsp,%r14,4), %zmm5
	vcvtudq2pd	7576(%rsp,%r14,4), %zmm6
	vcvtudq2pd	7608(%rsp,%r14,4), %zmm7
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
	vaddpd	%zmm15, %zmm3, %zmm22
	vmovupd	%zmm22, 1744(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm17
	vmovupd	%zmm17, 1808(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm18
	vmovupd	%zmm18, 1040(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm19
	vmovupd	%zmm19, 1168(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm16
	vmovupd	%zmm16, 1232(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1296(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm6
	vmovupd	%zmm6, 1872(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm5
	vmovupd	%zmm5, 1360(%rsp)
	vbroadcastsd	.LCPI0_32(%rip), %zmm3
	vaddpd	%zmm3, %zmm17, %zmm20
	vaddpd	%zmm3, %zmm22, %zmm17
	vaddpd	%zmm3, %zmm19, %zmm13
	vaddpd	%zmm3, %zmm18, %zmm11
	vaddpd	%zmm3, %zmm7, %zmm9
	vaddpd	%zmm3, %zmm16, %zmm7
	vaddpd	%zmm3, %zmm5, %zmm2
	vaddpd	%zmm3, %zmm6, %zmm5
	vbroadcastsd	.LCPI0_33(%rip), %zmm30
	vmulpd	%zmm30, %zmm17, %zmm18
	vmulpd	%zmm30, %zmm20, %zmm3
	vmulpd	%zmm30, %zmm11, %zmm15
	vmulpd	%zmm30, %zmm13, %zmm19
	vmulpd	%zmm30, %zmm7, %zmm16
	vsubpd	%zmm3, %zmm21, %zmm6
	vbroadcastsd	.LCPI0_34(%rip), %zmm25
	vmulpd	%zmm25, %zmm20, %zmm3
	vbroadcastsd	.LCPI0_35(%rip), %zmm27
	vmulpd	%zmm27, %zmm20, %zmm22
	vsubpd	%zmm3, %zmm6, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm29
	vpandq	%zmm29, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm29, %zmm23, %zmm23
	vpaddq	%zmm26, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm6, %zmm21
	vsubpd	%zmm21, %zmm6, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm30, %zmm9, %zmm23
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm28
	vmulpd	%zmm28, %zmm20, %zmm20
	vsubpd	%zmm22, %zmm20, %zmm3 {%k1}
	vmulpd	%zmm25, %zmm17, %zmm20
	vmulpd	%zmm27, %zmm17, %zmm22
	vmovapd	%zmm21, %zmm6 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm21
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm29, %zmm14, %zmm14
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm29, %zmm21, %zmm21
	vpaddq	%zmm26, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm14, %k1
	vsubpd	%zmm22, %zmm18, %zmm21
	vsubpd	%zmm21, %zmm18, %zmm14
	vsubpd	%zmm22, %zmm14, %zmm14
	vmulpd	%zmm30, %zmm5, %zmm24
	vsubpd	%zmm19, %zmm12, %zmm22
	vmulpd	%zmm28, %zmm17, %zmm17
	vsubpd	%zmm14, %zmm17, %zmm20 {%k1}
	vmulpd	%zmm25, %zmm13, %zmm14
	vmulpd	%zmm27, %zmm13, %zmm17
	vmovapd	%zmm21, %zmm18 {%k1}
	vsubpd	%zmm14, %zmm22, %zmm19
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm29, %zmm12, %zmm12
	vpsrlq	$52, %zmm19, %zmm19
	vpandq	%zmm29, %zmm19, %zmm19
	vpaddq	%zmm26, %zmm19, %zmm19
	vpcmpgtq	%zmm19, %zmm12, %k1
	vsubpd	%zmm17, %zmm22, %zmm19
	vsubpd	%zmm19, %zmm22, %zmm12
	vsubpd	%zmm17, %zmm12, %zmm17
	vmulpd	%zmm30, %zmm2, %zmm21
	vsubpd	%zmm15, %zmm10, %zmm12
	vsubpd	%zmm23, %zmm8, %zmm15
	vsubpd	%zmm16, %zmm4, %zmm16
	vsubpd	%zmm21, %zmm1, %zmm21
	vsubpd	%zmm24, %zmm0, %zmm23
	vmulpd	%zmm28, %zmm13, %zmm13
	vsubpd	%zmm17, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm25, %zmm11, %zmm13
	vmulpd	%zmm27, %zmm11, %zmm17
	vmovapd	%zmm19, %zmm22 {%k1}
	vsubpd	%zmm13, %zmm12, %zmm19
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm29, %zmm10, %zmm10
	vpsrlq	$52, %zmm19, %zmm19
	vpandq	%zmm29, %zmm19, %zmm19
	vpaddq	%zmm26, %zmm19, %zmm19
	vpcmpgtq	%zmm19, %zmm10, %k1
	vsubpd	%zmm17, %zmm12, %zmm10
	vsubpd	%zmm10, %zmm12, %zmm19
	vsubpd	%zmm17, %zmm19, %zmm17
	vmulpd	%zmm25, %zmm9, %zmm24
	vmulpd	%zmm28, %zmm11, %zmm11
	vsubpd	%zmm17, %zmm11, %zmm13 {%k1}
	vmulpd	%zmm25, %zmm7, %zmm11
	vmulpd	%zmm27, %zmm9, %zmm17
	vmovapd	%zmm10, %zmm12 {%k1}
	vsubpd	%zmm24, %zmm15, %zmm10
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm29, %zmm8, %zmm8
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm29, %zmm10, %zmm10
	vpaddq	%zmm26, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm8, %k1
	vsubpd	%zmm17, %zmm15, %zmm8
	vsubpd	%zmm8, %zmm15, %zmm10
	vsubpd	%zmm17, %zmm10, %zmm17
	vmulpd	%zmm25, %zmm2, %zmm10
	vmulpd	%zmm28, %zmm9, %zmm9
	vsubpd	%zmm17, %zmm9, %zmm24 {%k1}
	vmulpd	%zmm25, %zmm5, %zmm9
	vmulpd	%zmm27, %zmm7, %zmm17
	vmovapd	%zmm8, %zmm15 {%k1}
	vsubpd	%zmm11, %zmm16, %zmm8
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm29, %zmm4, %zmm4
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm29, %zmm8, %zmm8
	vpaddq	%zmm26, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm4, %k1
	vsubpd	%zmm17, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm8
	vsubpd	%zmm17, %zmm8, %zmm8
	vmulpd	%zmm27, %zmm2, %zmm17
	vmulpd	%zmm28, %zmm7, %zmm7
	vsubpd	%zmm8, %zmm7, %zmm11 {%k1}
	vmulpd	%zmm27, %zmm5, %zmm7
	vsubpd	%zmm7, %zmm23, %zmm8
	vmovapd	%zmm4, %zmm16 {%k1}
	vsubpd	%zmm10, %zmm21, %zmm4
	vpsrlq	$52, %zmm1, %zmm1
	vpandq	%zmm29, %zmm1, %zmm1
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm29, %zmm4, %zmm4
	vpaddq	%zmm26, %zmm4, %zmm4
	vpcmpgtq	%zmm4, %zmm1, %k1
	vsubpd	%zmm17, %zmm21, %zmm1
	vmulpd	%zmm28, %zmm5, %zmm4
	vmulpd	%zmm28, %zmm2, %zmm2
	vsubpd	%zmm8, %zmm23, %zmm5
	vsubpd	%zmm7, %zmm5, %zmm5
	vsubpd	%zmm1, %zmm21, %zmm7
	vsubpd	%zmm17, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm23, %zmm17
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm29, %zmm0, %zmm0
	vpsrlq	$52, %zmm17, %zmm17
	vpandq	%zmm29, %zmm17, %zmm17
	vpaddq	%zmm26, %zmm17, %zmm17
	vmovapd	%zmm1, %zmm21 {%k1}
	vsubpd	%zmm7, %zmm2, %zmm10 {%k1}
	vpcmpgtq	%zmm17, %zmm0, %k1
	vmovapd	%zmm8, %zmm23 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm9 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm2
	vsubpd	%zmm3, %zmm6, %zmm25
	vsubpd	%zmm13, %zmm12, %zmm4
	vsubpd	%zmm14, %zmm22, %zmm26
	vsubpd	%zmm11, %zmm16, %zmm28
	vsubpd	%zmm24, %zmm15, %zmm27
	vsubpd	%zmm9, %zmm23, %zmm8
	vsubpd	%zmm10, %zmm21, %zmm17
	vsubpd	%zmm25, %zmm6, %zmm0
	vmovupd	%zmm25, 528(%rsp)
	vsubpd	%zmm2, %zmm18, %zmm1
	vmovupd	%zmm2, 608(%rsp)
	vsubpd	%zmm26, %zmm22, %zmm6
	vmovupd	%zmm26, 128(%rsp)
	vmovupd	%zmm4, 256(%rsp)
	vsubpd	%zmm4, %zmm12, %zmm7
	vsubpd	%zmm27, %zmm15, %zmm12
	vsubpd	%zmm28, %zmm16, %zmm15
	vsubpd	%zmm17, %zmm21, %zmm16
	vsubpd	%zmm8, %zmm23, %zmm18
	vmovapd	%zmm8, %zmm22
	vsubpd	%zmm20, %zmm1, %zmm1
	vmovupd	%zmm1, 192(%rsp)
	vsubpd	%zmm3, %zmm0, %zmm0
	vmovupd	%zmm0, 736(%rsp)
	vsubpd	%zmm13, %zmm7, %zmm0
	vmovupd	%zmm0, 400(%rsp)
	vsubpd	%zmm14, %zmm6, %zmm0
	vmovupd	%zmm0, 800(%rsp)
	vsubpd	%zmm11, %zmm15, %zmm0
	vmovupd	%zmm0, 672(%rsp)
	vsubpd	%zmm24, %zmm12, %zmm0
	vmovupd	%zmm0, 320(%rsp)
	vsubpd	%zmm9, %zmm18, %zmm0
	vmovupd	%zmm0, 4496(%rsp)
	vsubpd	%zmm10, %zmm16, %zmm0
	vmovupd	%zmm0, 464(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm23
	vmulpd	%zmm25, %zmm25, %zmm21
	vmulpd	%zmm4, %zmm4, %zmm24
	vmulpd	%zmm21, %zmm21, %zmm11
	vmovupd	%zmm11, 4368(%rsp)
	vmulpd	%zmm23, %zmm23, %zmm6
	vmovupd	%zmm6, 2768(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm2
	vmulpd	%zmm2, %zmm23, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm3
	vaddpd	%zmm3, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm23, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm23, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm8
	vmulpd	%zmm8, %zmm23, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm5
	vsubpd	%zmm1, %zmm5, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm7
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm6, %zmm6, %zmm6
	vmulpd	%zmm1, %zmm6, %zmm1
	vmulpd	%zmm8, %zmm21, %zmm6
	vsubpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm6, %zmm21, %zmm6
	vaddpd	%zmm7, %zmm6, %zmm6
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1616(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm0
	vmulpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm2, %zmm21, %zmm1
	vaddpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm19
	vmulpd	%zmm8, %zmm24, %zmm0
	vsubpd	%zmm0, %zmm5, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm24, %zmm1
	vmovupd	%zmm1, 2704(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm2, %zmm24, %zmm1
	vaddpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1552(%rsp)
	vmulpd	%zmm26, %zmm26, %zmm6
	vmulpd	%zmm8, %zmm6, %zmm0
	vsubpd	%zmm0, %zmm5, %zmm0
	vmulpd	%zmm0, %zmm6, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm6, %zmm6, %zmm1
	vmovupd	%zmm1, 4240(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm2, %zmm6, %zmm1
	vaddpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm6, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm6, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm16
	vmulpd	%zmm28, %zmm28, %zmm31
	vmovapd	%zmm28, %zmm25
	vmovupd	%zmm28, 864(%rsp)
	vmulpd	%zmm8, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm5, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 4432(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm2, %zmm31, %zmm1
	vaddpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1488(%rsp)
	vmulpd	%zmm27, %zmm27, %zmm28
	vmovapd	%zmm27, %zmm15
	vmovupd	%zmm27, 928(%rsp)
	vmulpd	%zmm8, %zmm28, %zmm0
	vsubpd	%zmm0, %zmm5, %zmm0
	vmulpd	%zmm0, %zmm28, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm28, %zmm1
	vmovupd	%zmm1, 1680(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm2, %zmm28, %zmm1
	vaddpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1424(%rsp)
	vmovapd	%zmm22, %zmm14
	vmovupd	%zmm22, 4112(%rsp)
	vmulpd	%zmm22, %zmm22, %zmm30
	vmulpd	%zmm8, %zmm30, %zmm0
	vsubpd	%zmm0, %zmm5, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm30, %zmm30, %zmm1
	vmovupd	%zmm1, 4304(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm2, %zmm30, %zmm1
	vaddpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2320(%rsp)
	vmovapd	%zmm17, %zmm27
	vmovupd	%zmm17, 4176(%rsp)
	vmulpd	%zmm17, %zmm17, %zmm20
	vmulpd	%zmm8, %zmm20, %zmm0
	vsubpd	%zmm0, %zmm5, %zmm0
	vmulpd	%zmm0, %zmm20, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm20, %zmm20, %zmm1
	vmovupd	%zmm1, 3280(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm2, %zmm20, %zmm1
	vaddpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm20, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm20, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2256(%rsp)
	vbroadcastsd	.LCPI0_10(%rip), %zmm2
	vmulpd	%zmm2, %zmm23, %zmm0
	vbroadcastsd	.LCPI0_44(%rip), %zmm22
	vsubpd	%zmm0, %zmm22, %zmm18
	vsubpd	%zmm18, %zmm22, %zmm10
	vsubpd	%zmm0, %zmm10, %zmm12
	vmovapd	%zmm2, %zmm1
	vmulpd	%zmm2, %zmm21, %zmm0
	vsubpd	%zmm0, %zmm22, %zmm13
	vsubpd	%zmm13, %zmm22, %zmm9
	vsubpd	%zmm0, %zmm9, %zmm8
	vmovapd	%zmm24, %zmm2
	vmovupd	%zmm24, 4048(%rsp)
	vmulpd	%zmm1, %zmm24, %zmm9
	vsubpd	%zmm9, %zmm22, %zmm11
	vsubpd	%zmm11, %zmm22, %zmm7
	vsubpd	%zmm9, %zmm7, %zmm7
	vmovapd	%zmm6, %zmm0
	vmulpd	%zmm1, %zmm6, %zmm9
	vsubpd	%zmm9, %zmm22, %zmm10
	vsubpd	%zmm10, %zmm22, %zmm6
	vsubpd	%zmm9, %zmm6, %zmm6
	vmulpd	%zmm1, %zmm31, %zmm9
	vsubpd	%zmm9, %zmm22, %zmm5
	vsubpd	%zmm5, %zmm22, %zmm17
	vsubpd	%zmm9, %zmm17, %zmm9
	vmulpd	%zmm1, %zmm28, %zmm17
	vsubpd	%zmm17, %zmm22, %zmm4
	vsubpd	%zmm4, %zmm22, %zmm29
	vsubpd	%zmm17, %zmm29, %zmm17
	vmulpd	%zmm1, %zmm30, %zmm29
	vsubpd	%zmm29, %zmm22, %zmm3
	vsubpd	%zmm3, %zmm22, %zmm24
	vsubpd	%zmm29, %zmm24, %zmm24
	vmulpd	%zmm1, %zmm20, %zmm29
	vsubpd	%zmm29, %zmm22, %zmm1
	vsubpd	%zmm1, %zmm22, %zmm22
	vsubpd	%zmm29, %zmm22, %zmm22
	vmulpd	%zmm19, %zmm21, %zmm19
	vmovupd	528(%rsp), %zmm26
	vmulpd	736(%rsp), %zmm26, %zmm29
	vsubpd	%zmm29, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm8, %zmm8
	vmulpd	1616(%rsp), %zmm23, %zmm19
	vmovupd	608(%rsp), %zmm26
	vmulpd	192(%rsp), %zmm26, %zmm29
	vsubpd	%zmm29, %zmm19, %zmm19
	vaddpd	%zmm19, %zmm12, %zmm12
	vmulpd	%zmm16, %zmm0, %zmm16
	vmovapd	%zmm0, %zmm29
	vmovupd	128(%rsp), %zmm0
	vmulpd	800(%rsp), %zmm0, %zmm19
	vsubpd	%zmm19, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm6, %zmm6
	vmulpd	1552(%rsp), %zmm2, %zmm16
	vmovupd	256(%rsp), %zmm19
	vmulpd	400(%rsp), %zmm19, %zmm19
	vsubpd	%zmm19, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm7, %zmm7
	vmulpd	1424(%rsp), %zmm28, %zmm16
	vmulpd	320(%rsp), %zmm15, %zmm19
	vsubpd	%zmm19, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm17, %zmm16
	vmulpd	1488(%rsp), %zmm31, %zmm15
	vmulpd	672(%rsp), %zmm25, %zmm17
	vsubpd	%zmm17, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm9, %zmm9
	vmulpd	2256(%rsp), %zmm20, %zmm15
	vmulpd	464(%rsp), %zmm27, %zmm17
	vsubpd	%zmm17, %zmm15, %zmm15
	vaddpd	%zmm15, %zmm22, %zmm15
	vmulpd	2320(%rsp), %zmm30, %zmm17
	vmovupd	4496(%rsp), %zmm22
	vmulpd	%zmm22, %zmm14, %zmm19
	vsubpd	%zmm19, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm24, %zmm17
	vaddpd	%zmm12, %zmm18, %zmm0
	vmovupd	%zmm0, 1424(%rsp)
	vaddpd	%zmm8, %zmm13, %zmm0
	vmovupd	%zmm0, 2320(%rsp)
	vaddpd	%zmm7, %zmm11, %zmm0
	vmovupd	%zmm0, 1488(%rsp)
	vaddpd	%zmm6, %zmm10, %zmm0
	vmovupd	%zmm0, 3344(%rsp)
	vaddpd	%zmm9, %zmm5, %zmm0
	vmovupd	%zmm0, 1552(%rsp)
	vaddpd	%zmm16, %zmm4, %zmm0
	vmovupd	%zmm0, 3408(%rsp)
	vaddpd	%zmm17, %zmm3, %zmm0
	vmovupd	%zmm0, 1616(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm0
	vmovupd	%zmm0, 2256(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm6
	vmulpd	%zmm6, %zmm21, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm16
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	4368(%rsp), %zmm21, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm8
	vmulpd	%zmm8, %zmm21, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm9
	vaddpd	%zmm9, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vmovupd	%zmm21, 3920(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm15
	vaddpd	%zmm15, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm6, %zmm23, %zmm1
	vaddpd	%zmm16, %zmm1, %zmm1
	vmulpd	2768(%rsp), %zmm23, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm8, %zmm23, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm23, %zmm2
	vmovupd	%zmm23, 3984(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm10
	vmovapd	%zmm29, %zmm25
	vmulpd	%zmm6, %zmm29, %zmm1
	vaddpd	%zmm16, %zmm1, %zmm1
	vmulpd	4240(%rsp), %zmm29, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm8, %zmm29, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm29, %zmm2
	vaddpd	%zmm15, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm7
	vmovupd	4048(%rsp), %zmm27
	vmulpd	%zmm6, %zmm27, %zmm1
	vaddpd	%zmm16, %zmm1, %zmm1
	vmulpd	2704(%rsp), %zmm27, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm8, %zmm27, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm27, %zmm2
	vaddpd	%zmm15, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm1
	vmulpd	%zmm6, %zmm28, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm2
	vmulpd	1680(%rsp), %zmm28, %zmm3
	vmulpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm8, %zmm28, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm28, %zmm3
	vaddpd	%zmm15, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm2, %zmm2
	vmulpd	%zmm6, %zmm31, %zmm3
	vaddpd	%zmm16, %zmm3, %zmm3
	vmulpd	4432(%rsp), %zmm31, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm8, %zmm31, %zmm4
	vaddpd	%zmm9, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm31, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm4
	vaddpd	%zmm16, %zmm4, %zmm4
	vmulpd	3280(%rsp), %zmm20, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm8, %zmm20, %zmm5
	vaddpd	%zmm9, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm6, %zmm30, %zmm5
	vaddpd	%zmm16, %zmm5, %zmm5
	vmulpd	4304(%rsp), %zmm30, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm8, %zmm30, %zmm6
	vaddpd	%zmm9, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm30, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm23, %zmm26, %zmm6
	vmovupd	%zmm6, 2768(%rsp)
	vmulpd	%zmm10, %zmm6, %zmm8
	vbroadcastsd	.LCPI0_10(%rip), %zmm24
	vmovupd	192(%rsp), %zmm12
	vmulpd	%zmm24, %zmm12, %zmm9
	vsubpd	%zmm8, %zmm9, %zmm8
	vmulpd	528(%rsp), %zmm21, %zmm21
	vmulpd	%zmm0, %zmm21, %zmm0
	vmovupd	736(%rsp), %zmm26
	vmulpd	%zmm24, %zmm26, %zmm10
	vsubpd	%zmm0, %zmm10, %zmm0
	vmovupd	%zmm0, 2704(%rsp)
	vmulpd	256(%rsp), %zmm27, %zmm23
	vmulpd	%zmm1, %zmm23, %zmm1
	vmovupd	400(%rsp), %zmm10
	vmulpd	%zmm24, %zmm10, %zmm15
	vsubpd	%zmm1, %zmm15, %zmm14
	vmulpd	128(%rsp), %zmm29, %zmm15
	vmulpd	%zmm7, %zmm15, %zmm7
	vmovupd	800(%rsp), %zmm9
	vmulpd	%zmm24, %zmm9, %zmm16
	vsubpd	%zmm7, %zmm16, %zmm7
	vmulpd	864(%rsp), %zmm31, %zmm16
	vmulpd	%zmm3, %zmm16, %zmm3
	vmovupd	672(%rsp), %zmm6
	vmulpd	%zmm24, %zmm6, %zmm17
	vsubpd	%zmm3, %zmm17, %zmm11
	vmulpd	928(%rsp), %zmm28, %zmm17
	vmulpd	%zmm2, %zmm17, %zmm2
	vmovupd	320(%rsp), %zmm3
	vmulpd	%zmm24, %zmm3, %zmm18
	vsubpd	%zmm2, %zmm18, %zmm2
	vmovupd	4112(%rsp), %zmm29
	vmulpd	%zmm30, %zmm29, %zmm18
	vmulpd	%zmm5, %zmm18, %zmm5
	vmovapd	%zmm22, %zmm1
	vmulpd	%zmm24, %zmm22, %zmm19
	vsubpd	%zmm5, %zmm19, %zmm5
	vmovupd	4176(%rsp), %zmm13
	vmulpd	%zmm20, %zmm13, %zmm19
	vmulpd	%zmm4, %zmm19, %zmm4
	vmovupd	464(%rsp), %zmm0
	vmulpd	%zmm24, %zmm0, %zmm22
	vsubpd	%zmm4, %zmm22, %zmm4
	vmulpd	3984(%rsp), %zmm8, %zmm8
	vmovupd	2704(%rsp), %zmm22
	vmulpd	3920(%rsp), %zmm22, %zmm22
	vmulpd	%zmm14, %zmm27, %zmm27
	vmulpd	%zmm7, %zmm25, %zmm7
	vmulpd	%zmm11, %zmm31, %zmm11
	vmulpd	%zmm2, %zmm28, %zmm2
	vmulpd	%zmm5, %zmm30, %zmm5
	vmulpd	%zmm4, %zmm20, %zmm4
	vsubpd	%zmm26, %zmm22, %zmm14
	vsubpd	%zmm12, %zmm8, %zmm8
	vsubpd	%zmm9, %zmm7, %zmm7
	vsubpd	%zmm10, %zmm27, %zmm10
	vsubpd	%zmm3, %zmm2, %zmm2
	vsubpd	%zmm6, %zmm11, %zmm3
	vsubpd	%zmm0, %zmm4, %zmm4
	vsubpd	%zmm1, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_50(%rip), %zmm11
	vmulpd	%zmm11, %zmm21, %zmm9
	vaddpd	%zmm9, %zmm14, %zmm0
	vmulpd	2768(%rsp), %zmm11, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm11, %zmm15, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	%zmm11, %zmm23, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm1
	vmulpd	%zmm11, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm11, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm11, %zmm19, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm11, %zmm18, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmovupd	528(%rsp), %zmm8
	vsubpd	%zmm0, %zmm8, %zmm25
	vmovupd	608(%rsp), %zmm0
	vsubpd	%zmm6, %zmm0, %zmm23
	vmovupd	128(%rsp), %zmm0
	vsubpd	%zmm7, %zmm0, %zmm22
	vmovupd	256(%rsp), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm21
	vmovupd	928(%rsp), %zmm0
	vsubpd	%zmm2, %zmm0, %zmm19
	vmovupd	864(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm20
	vsubpd	%zmm4, %zmm13, %zmm18
	vsubpd	%zmm5, %zmm29, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm8
	vmovupd	2320(%rsp), %zmm14
	vxorpd	%zmm8, %zmm14, %zmm7
	vmovupd	1424(%rsp), %zmm17
	vxorpd	%zmm8, %zmm17, %zmm6
	vmovupd	3344(%rsp), %zmm12
	vxorpd	%zmm8, %zmm12, %zmm5
	vmovupd	1488(%rsp), %zmm15
	vxorpd	%zmm8, %zmm15, %zmm4
	vmovupd	3408(%rsp), %zmm28
	vxorpd	%zmm8, %zmm28, %zmm3
	vmovupd	1552(%rsp), %zmm13
	vxorpd	%zmm8, %zmm13, %zmm2
	vmovupd	2256(%rsp), %zmm27
	vxorpd	%zmm8, %zmm27, %zmm1
	vmovupd	1616(%rsp), %zmm26
	vxorpd	%zmm8, %zmm26, %zmm0
	vpbroadcastq	.LCPI0_53(%rip), %zmm9
	vmovdqu64	1744(%rsp), %zmm16
	vptestnmq	%zmm9, %zmm16, %k1
	vmovapd	%zmm17, %zmm6 {%k1}
	vxorpd	%zmm8, %zmm23, %zmm23 {%k1}
	vmovdqu64	1808(%rsp), %zmm17
	vptestnmq	%zmm9, %zmm17, %k1
	vmovapd	%zmm14, %zmm7 {%k1}
	vxorpd	%zmm8, %zmm25, %zmm25 {%k1}
	vmovdqu64	1040(%rsp), %zmm14
	vptestnmq	%zmm9, %zmm14, %k1
	vmovapd	%zmm15, %zmm4 {%k1}
	vxorpd	%zmm8, %zmm21, %zmm21 {%k1}
	vmovdqu64	1168(%rsp), %zmm15
	vptestnmq	%zmm9, %zmm15, %k1
	vmovapd	%zmm12, %zmm5 {%k1}
	vxorpd	%zmm8, %zmm22, %zmm22 {%k1}
	vmovdqu64	1232(%rsp), %zmm12
	vptestnmq	%zmm9, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm8, %zmm20, %zmm20 {%k1}
	vmovdqu64	1296(%rsp), %zmm13
	vptestnmq	%zmm9, %zmm13, %k1
	vmovapd	%zmm28, %zmm3 {%k1}
	vxorpd	%zmm8, %zmm19, %zmm19 {%k1}
	vmovdqu64	1872(%rsp), %zmm10
	vptestnmq	%zmm9, %zmm10, %k1
	vmovapd	%zmm26, %zmm0 {%k1}
	vxorpd	%zmm8, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm26
	vmovdqu64	1360(%rsp), %zmm11
	vptestnmq	%zmm9, %zmm11, %k1
	vmovapd	%zmm27, %zmm1 {%k1}
	vxorpd	%zmm8, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm8
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm7, %zmm25 {%k1}
	vmovupd	%zmm25, 128(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm6, %zmm23 {%k1}
	vmovupd	%zmm23, 320(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm5, %zmm22 {%k1}
	vmovupd	%zmm22, 400(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm4, %zmm21 {%k1}
	vmovupd	%zmm21, 800(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 464(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 736(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 192(%rsp)
	vptestnmq	%zmm8, %zmm10, %k1
	vmovapd	%zmm0, %zmm26 {%k1}
	vmovupd	%zmm26, 672(%rsp)
	vcvtudq2pd	5336(%rsp,%r14,4), %zmm0
	vcvtudq2pd	5368(%rsp,%r14,4), %zmm1
	vcvtudq2pd	5400(%rsp,%r14,4), %zmm2
	vcvtudq2pd	5432(%rsp,%r14,4), %zmm3
	vcvtudq2pd	5464(%rsp,%r14,4), %zmm4
	vcvtudq2pd	5496(%rsp,%r14,4), %zmm5
	vcvtudq2pd	5528(%rsp,%r14,4), %zmm6
	vcvtudq2pd	5560(%rsp,%r14,4), %zmm7
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
	vpsrlq	$32, %zmm6, %zmm18
	vpbroadcastq	.LCPI0_12(%rip), %zmm15
	vpaddq	%zmm15, %zmm9, %zmm9
	vmovdqu64	%zmm9, 1168(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1232(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1296(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1872(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1360(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 864(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 928(%rsp)
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
	vpandq	%zmm15, %zmm10, %zmm21
	vpandq	%zmm15, %zmm13, %zmm0
	vpandq	%zmm15, %zmm12, %zmm22
	vpandq	%zmm15, %zmm18, %zmm25
	vpandq	%zmm15, %zmm14, %zmm27
	vpbroadcastq	.LCPI0_15(%rip), %zmm10
	vpternlogq	$248, %zmm10, %zmm8, %zmm19
	vpternlogq	$248, %zmm10, %zmm1, %zmm9
	vpternlogq	$248, %zmm10, %zmm2, %zmm21
	vpternlogq	$248, %zmm10, %zmm3, %zmm20
	vpternlogq	$248, %zmm10, %zmm4, %zmm22
	vpternlogq	$248, %zmm10, %zmm5, %zmm0
	vpternlogq	$248, %zmm10, %zmm6, %zmm27
	vpternlogq	$248, %zmm10, %zmm7, %zmm25
	vpbroadcastq	.LCPI0_16(%rip), %zmm12
	vpaddq	%zmm12, %zmm9, %zmm1
	vpaddq	%zmm12, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_17(%rip), %zmm23
	vaddpd	%zmm23, %zmm2, %zmm4
	vmovupd	%zmm4, 528(%rsp)
	vaddpd	%zmm23, %zmm1, %zmm3
	vmovupd	%zmm3, 256(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm24
	vaddpd	%zmm24, %zmm3, %zmm1
	vaddpd	%zmm24, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 1808(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1040(%rsp)
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
	vmovupd	%zmm3, 4496(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 4432(%rsp)
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
	vmovupd	%zmm1, 4304(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm26
	vaddpd	%zmm24, %zmm26, %zmm1
	vdivpd	%zmm1, %zmm26, %zmm1
	vmovupd	%zmm1, 1744(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
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
	vmovupd	%zmm1, 1680(%rsp)
	vpaddq	%zmm12, %zmm21, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm19
	vaddpd	%zmm24, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 2768(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm10
	vmulpd	%zmm10, %zmm10, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1616(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 1552(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm23, %zmm0, %zmm20
	vaddpd	%zmm24, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 4368(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
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
	vmulpd	%zmm3, %zmm1, %zmm31
	vpaddq	%zmm12, %zmm22, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm22
	vaddpd	%zmm24, %zmm22, %zmm1
	vdivpd	%zmm1, %zmm22, %zmm21
	vmulpd	%zmm21, %zmm21, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm17
	vaddpd	%zmm5, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm1, %zmm17
	vaddpd	%zmm6, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm1, %zmm17
	vmulpd	%zmm7, %zmm1, %zmm30
	vaddpd	%zmm8, %zmm30, %zmm30
	vmulpd	%zmm30, %zmm1, %zmm30
	vaddpd	%zmm9, %zmm30, %zmm30
	vmulpd	%zmm30, %zmm1, %zmm30
	vpaddq	%zmm12, %zmm25, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm25
	vaddpd	%zmm24, %zmm25, %zmm1
	vdivpd	%zmm1, %zmm25, %zmm18
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
	vaddpd	4432(%rsp), %zmm6, %zmm23
	vmulpd	%zmm23, %zmm29, %zmm23
	vaddpd	4496(%rsp), %zmm23, %zmm23
	vaddpd	4304(%rsp), %zmm6, %zmm29
	vmulpd	%zmm29, %zmm28, %zmm28
	vaddpd	2704(%rsp), %zmm28, %zmm28
	vaddpd	1680(%rsp), %zmm6, %zmm29
	vmulpd	%zmm29, %zmm14, %zmm9
	vaddpd	4240(%rsp), %zmm9, %zmm9
	vaddpd	1552(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm10, %zmm7
	vaddpd	1616(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm31, %zmm10
	vmulpd	%zmm10, %zmm13, %zmm5
	vaddpd	1424(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm30, %zmm10
	vmulpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm11, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm10
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm24, %zmm1
	vmovupd	528(%rsp), %zmm2
	vbroadcastsd	.LCPI0_10(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm28, %zmm0, %zmm2
	vmulpd	1808(%rsp), %zmm2, %zmm11
	vmovupd	256(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm23, %zmm2, %zmm4
	vmulpd	1040(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	2768(%rsp), %zmm7, %zmm7
	vmovupd	%zmm26, 1488(%rsp)
	vmulpd	%zmm6, %zmm26, %zmm16
	vmulpd	%zmm16, %zmm26, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	1744(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm22, %zmm17
	vmulpd	%zmm17, %zmm22, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm21, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	4368(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm27, %zmm21
	vmulpd	%zmm21, %zmm27, %zmm21
	vaddpd	%zmm1, %zmm21, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm25, %zmm15
	vmulpd	%zmm15, %zmm25, %zmm15
	vaddpd	%zmm10, %zmm15, %zmm10
	vmulpd	%zmm10, %zmm18, %zmm6
	vpsrlq	$20, 1168(%rsp), %zmm10
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm10, %zmm10
	vcvtqq2pd	%zmm10, %zmm10
	vbroadcastsd	.LCPI0_26(%rip), %zmm13
	vmulpd	%zmm13, %zmm10, %zmm23
	vaddpd	%zmm11, %zmm23, %zmm11
	vpsrlq	$20, 1232(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm13, %zmm23, %zmm24
	vaddpd	%zmm14, %zmm24, %zmm14
	vpsrlq	$20, 1296(%rsp), %zmm24
	vpaddq	%zmm12, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm13, %zmm24, %zmm26
	vaddpd	%zmm7, %zmm26, %zmm7
	vpsrlq	$20, 1872(%rsp), %zmm26
	vpaddq	%zmm12, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm13, %zmm26, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1360(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm13, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 864(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm13, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 928(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm13, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 608(%rsp), %zmm31
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
	vsubpd	%zmm21, %zmm1, %zmm1
	vsubpd	%zmm15, %zmm6, %zmm6
	vaddpd	256(%rsp), %zmm2, %zmm2
	vaddpd	528(%rsp), %zmm0, %zmm0
	vaddpd	1488(%rsp), %zmm7, %zmm7
	vaddpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm3, %zmm22, %zmm3
	vaddpd	%zmm6, %zmm25, %zmm6
	vaddpd	%zmm1, %zmm27, %zmm1
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vmulpd	%zmm9, %zmm23, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm9, %zmm10, %zmm8
	vaddpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm9, %zmm26, %zmm8
	vbroadcastsd	.LCPI0_0(%rip), %zmm26
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
	vmulpd	128(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	320(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	400(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	800(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	464(%rsp), %zmm3, %zmm3
	vmulpd	736(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	192(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	672(%rsp), %zmm6, %zmm6
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
	vmovups	%zmm0, 5336(%rsp,%r14,4)
	vmovdqu64	%zmm2, 5400(%rsp,%r14,4)
	vmovdqu64	%zmm3, 5464(%rsp,%r14,4)
	vmovdqu64	%zmm1, 5528(%rsp,%r14,4)
	addq	$64, %r14
	cmpq	%r14, %rsi
	jne	.LBB0_130
	cmpq	%rsi, %r12
	vmovq	.LCPI0_10(%rip), %xmm16
	vmovsd	.LCPI0_11(%rip), %xmm4
	vmovq	.LCPI0_17(%rip), %xmm2
	vmovsd	.LCPI0_18(%rip), %xmm21
	vmovq	.LCPI0_22(%rip), %xmm26
	vmovdqa64	.LCPI0_58(%rip), %xmm22
	vmovsd	.LCPI0_26(%rip), %xmm7
	vmovsd	.LCPI0_27(%rip), %xmm8
	vmovq	.LCPI0_29(%rip), %xmm10
	vmovq	.LCPI0_30(%rip), %xmm11
	vmovq	.LCPI0_31(%rip), %xmm12
	vmovq	.LCPI0_32(%rip), %xmm13
	vmovq	.LCPI0_55(%rip), %xmm14
	vmovq	.LCPI0_34(%rip), %xmm15
	vmovq	.LCPI0_35(%rip), %xmm17
	vmovq	.LCPI0_36(%rip), %xmm18
	vpbroadcastq	.LCPI0_37(%rip), %xmm19
	vmovq	.LCPI0_38(%rip), %xmm20
	vmovq	.LCPI0_39(%rip), %xmm9
	vmovq	.LCPI0_40(%rip), %xmm23
	vmovq	.LCPI0_56(%rip), %xmm24
	vmovsd	.LCPI0_42(%rip), %xmm27
	vmovq	.LCPI0_43(%rip), %xmm29
	vmovq	.LCPI0_44(%rip), %xmm28
	vmovq	.LCPI0_45(%rip), %xmm30
	vmovq	.LCPI0_46(%rip), %xmm31
	je	.LBB0_110
	movq	-80(%rsp), %rdi
	movq	%rdi, %r8
	testb	$56, 8(%rsp)
	je	.LBB0_109
.LBB0_133:
	vmovapd	%xmm4, %xmm21
	vbroadcastsd	.LCPI0_10(%rip), %zmm10
	vbroadcastsd	.LCPI0_11(%rip), %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm28
	vbroadcastsd	.LCPI0_28(%rip), %zmm30
	vbroadcastsd	.LCPI0_31(%rip), %zmm16
	vbroadcastsd	.LCPI0_32(%rip), %zmm14
	vbroadcastsd	.LCPI0_55(%rip), %zmm15
	vbroadcastsd	.LCPI0_34(%rip), %zmm17
	vbroadcastsd	.LCPI0_35(%rip), %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm19
	vpbroadcastq	.LCPI0_37(%rip), %zmm20
	vbroadcastsd	.LCPI0_38(%rip), %zmm22
	vbroadcastsd	.LCPI0_39(%rip), %zmm23
	vbroadcastsd	.LCPI0_40(%rip), %zmm24
	vbroadcastsd	.LCPI0_56(%rip), %zmm25
	vbroadcastsd	.LCPI0_42(%rip), %zmm26
	vbroadcastsd	.LCPI0_43(%rip), %zmm27
	vbroadcastsd	.LCPI0_44(%rip), %zmm29
	vbroadcastsd	.LCPI0_45(%rip), %zmm31
	vbroadcastsd	.LCPI0_51(%rip), %zmm12
	movq	-48(%rsp), %rsi
	vpbroadcastq	.LCPI0_0(%rip), %zmm13
	.p2align	4
.LBB0_134:
	vcvtudq2pd	5336(%rsp,%r8,4), %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm0, %zmm0
	vcvtudq2pd	7384(%rsp,%r8,4), %zmm1
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
	vmulpd	%zmm28, %zmm3, %zmm5
	vaddpd	%zmm2, %zmm5, %zmm2
	vsubpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm0
	vmulpd	.LCPI0_27(%rip){1to8}, %zmm3, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmulpd	.LCPI0_29(%rip){1to8}, %zmm1, %zmm2
	vmulpd	.LCPI0_30(%rip){1to8}, %zmm2, %zmm1
	vaddpd	%zmm16, %zmm1, %zmm1
	vaddpd	%zmm14, %zmm1, %zmm3
	vmulpd	%zmm15, %zmm3, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm4
	vmulpd	%zmm17, %zmm3, %zmm5
	vmulpd	%zmm18, %zmm3, %zmm6
	vsubpd	%zmm6, %zmm4, %zmm7
	vmulpd	%zmm19, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm4, %zmm8
	vsubpd	%zmm6, %zmm8, %zmm6
	vsubpd	%zmm5, %zmm4, %zmm8
	vpsrlq	$52, %zmm2, %zmm2
	vpandq	%zmm20, %zmm2, %zmm2
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm20, %zmm8, %zmm8
	vpaddq	%zmm13, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm2, %k1
	vmovapd	%zmm7, %zmm4 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm5 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm2
	vsubpd	%zmm2, %zmm4, %zmm3
	vsubpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm2, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm22, %zmm4, %zmm6
	vaddpd	%zmm23, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm24, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm25, %zmm4, %zmm7
	vaddpd	%zmm26, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm27, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm10, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm29, %zmm8
	vsubpd	%zmm8, %zmm29, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm31, %zmm4, %zmm7
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
	vmulpd	%zmm30, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovups	%ymm0, 5336(%rsp,%r8,4)
	addq	$8, %r8
	cmpq	%r8, %rsi
	jne	.LBB0_134
	movq	%rsi, %rdi
	cmpq	%rsi, %r12
	vmovsd	.LCPI0_26(%rip), %xmm7
	vmovsd	.LCPI0_27(%rip), %xmm8
	vmovq	.LCPI0_29(%rip), %xmm10
	vmovq	.LCPI0_30(%rip), %xmm11
	vmovq	.LCPI0_31(%rip), %xmm12
	vmovq	.LCPI0_32(%rip), %xmm13
	vmovq	.LCPI0_55(%rip), %xmm14
	vmovq	.LCPI0_34(%rip), %xmm15
	vmovq	.LCPI0_35(%rip), %xmm17
	vmovq	.LCPI0_36(%rip), %xmm18
	vpbroadcastq	.LCPI0_37(%rip), %xmm19
	vmovq	.LCPI0_38(%rip), %xmm20
	vmovq	.LCPI0_39(%rip), %xmm9
	vmovq	.LCPI0_40(%rip), %xmm23
	vmovq	.LCPI0_56(%rip), %xmm24
	vmovsd	.LCPI0_42(%rip), %xmm27
	vmovq	.LCPI0_43(%rip), %xmm29
	vmovq	.LCPI0_44(%rip), %xmm28
	vmovq	.LCPI0_45(%rip), %xmm30
	vmovq	.LCPI0_46(%rip), %xmm31
	vmovapd	%xmm21, %xmm4
	vmovdqa64	.LCPI0_58(%rip), %xmm22
	vmovq	.LCPI0_10(%rip), %xmm16
	vmovq	.LCPI0_17(%rip), %xmm2
	vmovsd	.LCPI0_18(%rip), %xmm21
	vmovq	.LCPI0_22(%rip), %xmm26
	je	.LBB0_110
	.p2align	4
.LBB0_109:
	vpxord	%xmm25, %xmm25, %xmm25
	vcvtusi2sdl	5336(%rsp,%rdi,4), %xmm25, %xmm0
	vaddsd	%xmm16, %xmm0, %xmm0
	vmulsd	%xmm4, %xmm0, %xmm0
	vpxord	%xmm25, %xmm25, %xmm25
	vcvtusi2sdl	7384(%rsp,%rdi,4), %xmm25, %xmm1
	vaddsd	%xmm16, %xmm1, %xmm1
	vmulsd	%xmm4, %xmm1, %xmm25
	vmovq	%xmm0, %rsi
	movl	%esi, %r8d
	shrq	$32, %rsi
	addq	$614242, %rsi
	movq	%rsi, %r10
	shrq	$20, %r10
	addq	$-1023, %r10
	shlq	$32, %rsi
	andq	%rdx, %rsi
	addq	%rax, %rsi
	orq	%rsi, %r8
	vmovq	%r8, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm16, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vaddsd	%xmm21, %xmm0, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmulsd	%xmm26, %xmm5, %xmm6
	vaddsd	.LCPI0_23(%rip), %xmm6, %xmm6
	vmovapd	%xmm16, %xmm1
	vmovapd	%xmm21, %xmm16
	vmovdqa64	%xmm28, %xmm21
	vmovapd	%xmm8, %xmm28
	vmovdqa	%xmm10, %xmm8
	vmovdqa	%xmm11, %xmm10
	vmovdqa	%xmm12, %xmm11
	vmovdqa	%xmm13, %xmm12
	vmovdqa	%xmm14, %xmm13
	vmovdqa	%xmm15, %xmm14
	vmovdqa64	%xmm17, %xmm15
	vmovdqa64	%xmm18, %xmm17
	vmovdqa64	%xmm19, %xmm18
	vmovdqa64	%xmm20, %xmm19
	vmovdqa64	%xmm9, %xmm20
	vmovdqa64	%xmm23, %xmm9
	vmovdqa64	%xmm24, %xmm23
	vmovapd	%xmm27, %xmm24
	vmovdqa64	%xmm29, %xmm27
	vmovdqa64	%xmm30, %xmm29
	vmovdqa64	%xmm31, %xmm30
	vmovdqa64	%xmm22, %xmm31
	vmovddup	.LCPI0_19(%rip), %xmm22
	vunpcklpd	%xmm6, %xmm22, %xmm6
	vmovdqa64	%xmm31, %xmm22
	vmovdqa64	%xmm30, %xmm31
	vmovdqa64	%xmm29, %xmm30
	vmovdqa64	%xmm27, %xmm29
	vmovapd	%xmm24, %xmm27
	vmovdqa64	%xmm23, %xmm24
	vmovdqa64	%xmm9, %xmm23
	vmovdqa64	%xmm20, %xmm9
	vmovdqa64	%xmm19, %xmm20
	vmovdqa64	%xmm18, %xmm19
	vmovdqa64	%xmm17, %xmm18
	vmovdqa64	%xmm15, %xmm17
	vmovdqa	%xmm14, %xmm15
	vmovdqa	%xmm13, %xmm14
	vmovdqa	%xmm12, %xmm13
	vmovdqa	%xmm11, %xmm12
	vmovdqa	%xmm10, %xmm11
	vmovdqa	%xmm8, %xmm10
	vmovddup	%xmm5, %xmm5
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	%xmm22, %xmm6, %xmm6
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
	vmulsd	%xmm28, %xmm5, %xmm2
	vmovdqa64	%xmm21, %xmm28
	vmovapd	%xmm16, %xmm21
	vmovapd	%xmm1, %xmm16
	vaddsd	%xmm0, %xmm2, %xmm0
	vmulsd	%xmm8, %xmm25, %xmm1
	vmovsd	.LCPI0_49(%rip), %xmm25
	vmulsd	%xmm1, %xmm11, %xmm2
	vaddsd	%xmm2, %xmm12, %xmm2
	vmovq	%xmm2, %rsi
	vaddsd	%xmm2, %xmm13, %xmm2
	vmulsd	%xmm2, %xmm14, %xmm3
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm2, %xmm15, %xmm4
	vmulsd	%xmm17, %xmm2, %xmm5
	vsubsd	%xmm5, %xmm3, %xmm6
	vmulsd	%xmm18, %xmm2, %xmm2
	vsubsd	%xmm6, %xmm3, %xmm7
	vsubsd	%xmm5, %xmm7, %xmm5
	vsubsd	%xmm5, %xmm2, %xmm2
	vsubsd	%xmm4, %xmm3, %xmm5
	vunpcklpd	%xmm1, %xmm5, %xmm1
	vpsrlq	$52, %xmm1, %xmm1
	vpandq	%xmm19, %xmm1, %xmm1
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
	vmulsd	%xmm20, %xmm3, %xmm5
	vaddsd	%xmm5, %xmm9, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vaddsd	%xmm23, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm24, %xmm3, %xmm6
	vaddsd	%xmm27, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm29, %xmm6, %xmm6
	vmulsd	%xmm4, %xmm4, %xmm7
	vmulsd	%xmm6, %xmm7, %xmm6
	vaddsd	%xmm6, %xmm5, %xmm5
	vmulsd	%xmm16, %xmm3, %xmm6
	vsubsd	%xmm6, %xmm28, %xmm7
	vsubsd	%xmm7, %xmm28, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vmovsd	.LCPI0_27(%rip), %xmm8
	vaddsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm7, %xmm5
	vmulsd	%xmm30, %xmm3, %xmm6
	vaddsd	%xmm31, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	.LCPI0_47(%rip), %xmm6, %xmm6
	vmulsd	.LCPI0_48(%rip), %xmm3, %xmm7
	vaddsd	%xmm25, %xmm7, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm16, %xmm2, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
	vmovsd	.LCPI0_26(%rip), %xmm7
	vmulsd	%xmm4, %xmm3, %xmm3
	vmovsd	.LCPI0_11(%rip), %xmm4
	vsubsd	%xmm2, %xmm3, %xmm2
	vmulsd	.LCPI0_50(%rip), %xmm6, %xmm3
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
	vmulsd	.LCPI0_28(%rip), %xmm0, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, 5336(%rsp,%rdi,4)
	incq	%rdi
	cmpq	%r12, %rdi
	jb	.LBB0_109
.LBB0_110:
	vmovdqa64	%xmm2, %xmm28
	vmovdqa64	%xmm22, %xmm31
	vmovapd	%xmm4, %xmm16
	cmpq	$4, %r12
	setb	%sil
	orb	-108(%rsp), %sil
	testb	$1, %sil
	je	.LBB0_112
	xorl	%esi, %esi
	vmovsd	.LCPI0_29(%rip), %xmm13
	movl	$2143289344, %eax
	vmovq	.LCPI0_45(%rip), %xmm29
	vmovss	.LCPI0_60(%rip), %xmm4
	vpbroadcastq	.LCPI0_6(%rip), %zmm10
	vpbroadcastd	.LCPI0_7(%rip), %ymm11
	vpbroadcastq	.LCPI0_9(%rip), %zmm12
	movq	-24(%rsp), %rdx
	movq	16(%rsp), %r10
	movq	1104(%rsp), %r8
	vmovaps	64(%rsp), %xmm2
	vmovdqa	-16(%rsp), %xmm15
	vmovdqu64	2064(%rsp), %zmm18
	vmovdqu64	2128(%rsp), %zmm19
	vmovdqu64	2192(%rsp), %zmm9
	vmovdqu64	2448(%rsp), %zmm20
	vmovdqu64	2512(%rsp), %zmm23
	vmovdqu64	2576(%rsp), %zmm24
	vmovapd	%xmm16, %xmm27
	vmovq	.LCPI0_10(%rip), %xmm17
	vmovsd	.LCPI0_18(%rip), %xmm21
	vmovq	.LCPI0_22(%rip), %xmm16
	jmp	.LBB0_121
	.p2align	4
.LBB0_112:
	cmpq	$32, %r12
	movl	$2143289344, %eax
	vmovq	.LCPI0_45(%rip), %xmm29
	vbroadcastss	.LCPI0_60(%rip), %xmm6
	vbroadcastss	.LCPI0_61(%rip), %xmm25
	movq	-24(%rsp), %rdx
	movq	16(%rsp), %r10
	movq	1104(%rsp), %r8
	vmovaps	64(%rsp), %xmm2
	jae	.LBB0_114
	xorl	%edi, %edi
	vmovsd	.LCPI0_29(%rip), %xmm13
	vmovss	.LCPI0_60(%rip), %xmm4
	vpbroadcastq	.LCPI0_6(%rip), %zmm10
	vpbroadcastd	.LCPI0_7(%rip), %ymm11
	vpbroadcastq	.LCPI0_9(%rip), %zmm12
	vmovups	3536(%rsp), %zmm14
	vmovdqu64	2064(%rsp), %zmm18
	vmovdqu64	2128(%rsp), %zmm19
	vmovdqu64	2192(%rsp), %zmm9
	vmovdqu64	2448(%rsp), %zmm20
	vmovdqu64	2512(%rsp), %zmm23
	vmovdqu64	2576(%rsp), %zmm24
	vmovapd	%xmm16, %xmm27
	vmovq	.LCPI0_10(%rip), %xmm17
	vmovsd	.LCPI0_18(%rip), %xmm21
	vmovq	.LCPI0_22(%rip), %xmm16
	jmp	.LBB0_118
	.p2align	4
.LBB0_114:
	vbroadcastss	%xmm2, %zmm0
	xorl	%esi, %esi
	vbroadcastss	.LCPI0_60(%rip), %zmm10
	vbroadcastss	.LCPI0_61(%rip), %zmm11
	vpbroadcastd	.LCPI0_62(%rip), %zmm12
	vpbroadcastd	.LCPI0_63(%rip), %zmm13
	vmovups	3536(%rsp), %zmm14
	movq	96(%rsp), %rdi
	vmovdqu64	2064(%rsp), %zmm18
	vmovdqu64	2128(%rsp), %zmm19
	vmovdqu64	2192(%rsp), %zmm9
	vmovdqu64	2448(%rsp), %zmm20
	vmovdqu64	2512(%rsp), %zmm23
	vmovdqu64	2576(%rsp), %zmm24
	vmovapd	%xmm16, %xmm27
	.p2align	4
.LBB0_115:
	vmovups	(%r10,%rsi,4), %zmm1
	vmovups	64(%r10,%rsi,4), %zmm2
	vmovups	(%r8,%rsi,4), %zmm3
	vmovups	64(%r8,%rsi,4), %zmm4
	vsubps	%zmm1, %zmm3, %zmm3
	vsubps	%zmm2, %zmm4, %zmm4
	vaddps	%zmm3, %zmm3, %zmm3
	vaddps	%zmm4, %zmm4, %zmm4
	vmulps	%zmm10, %zmm3, %zmm3
	vmulps	%zmm10, %zmm4, %zmm4
	vmulps	%zmm3, %zmm14, %zmm3
	vmulps	%zmm4, %zmm14, %zmm4
	vaddps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm4, %zmm2, %zmm2
	vmulps	5336(%rsp,%rsi,4), %zmm0, %zmm3
	vaddps	%zmm1, %zmm3, %zmm1
	vmulps	5400(%rsp,%rsi,4), %zmm0, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vandps	%zmm11, %zmm1, %zmm3
	vandps	%zmm11, %zmm2, %zmm4
	vpcmpgtd	%zmm12, %zmm3, %k1
	vpcmpgtd	%zmm12, %zmm4, %k2
	vmovdqa32	%zmm13, %zmm1 {%k1}
	vmovdqa32	%zmm13, %zmm2 {%k2}
	vmovdqu64	%zmm1, (%r10,%rsi,4)
	vmovdqu64	%zmm2, 64(%r10,%rsi,4)
	addq	$32, %rsi
	cmpq	%rsi, %rdi
	jne	.LBB0_115
	cmpq	%rdi, %r12
	vmovsd	.LCPI0_29(%rip), %xmm13
	vmovss	.LCPI0_60(%rip), %xmm4
	vpbroadcastq	.LCPI0_6(%rip), %zmm10
	vpbroadcastd	.LCPI0_7(%rip), %ymm11
	vpbroadcastq	.LCPI0_9(%rip), %zmm12
	vmovaps	64(%rsp), %xmm2
	vmovdqa	-16(%rsp), %xmm15
	vmovq	.LCPI0_10(%rip), %xmm17
	vmovsd	.LCPI0_18(%rip), %xmm21
	vmovq	.LCPI0_22(%rip), %xmm16
	je	.LBB0_122
	movq	96(%rsp), %rsi
	movq	%rsi, %rdi
	testb	$28, 8(%rsp)
	je	.LBB0_121
.LBB0_118:
	vbroadcastss	%xmm2, %xmm0
	movq	88(%rsp), %rsi
	.p2align	4
.LBB0_119:
	vmovups	(%r10,%rdi,4), %xmm1
	vmovups	(%r8,%rdi,4), %xmm2
	vsubps	%xmm1, %xmm2, %xmm2
	vaddps	%xmm2, %xmm2, %xmm2
	vmulps	%xmm6, %xmm2, %xmm2
	vmulps	%xmm2, %xmm14, %xmm2
	vaddps	%xmm2, %xmm1, %xmm1
	vmulps	5336(%rsp,%rdi,4), %xmm0, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
	vandps	%xmm25, %xmm1, %xmm2
	vpcmpgtd	.LCPI0_62(%rip){1to4}, %xmm2, %k1
	vpbroadcastd	.LCPI0_63(%rip), %xmm1 {%k1}
	vmovdqu	%xmm1, (%r10,%rdi,4)
	addq	$4, %rdi
	cmpq	%rdi, %rsi
	jne	.LBB0_119
	cmpq	%rsi, %r12
	vmovaps	64(%rsp), %xmm2
	vmovdqa	-16(%rsp), %xmm15
	je	.LBB0_122
	.p2align	4
.LBB0_121:
	vmovss	(%r10,%rsi,4), %xmm0
	vmovss	(%r8,%rsi,4), %xmm1
	vsubss	%xmm0, %xmm1, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm4, %xmm1, %xmm1
	vmulss	%xmm1, %xmm15, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmulss	5336(%rsp,%rsi,4), %xmm2, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %edi
	movl	%edi, %r8d
	andl	$2147483647, %r8d
	cmpl	$2139095041, %r8d
	movq	1104(%rsp), %r8
	cmovael	%eax, %edi
	movl	%edi, (%r10,%rsi,4)
	incq	%rsi
	cmpq	%r12, %rsi
	jb	.LBB0_121
	jmp	.LBB0_122
.LBB0_91:
	vmovss	4752(%rsp), %xmm1
	vmulss	44(%rsp), %xmm1, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	vcmpltss	%xmm0, %xmm4, %k1
	vmovss	%xmm3, %xmm3, %xmm4 {%k1} {z}
	vmovaps	%xmm4, 64(%rsp)
	vmovq	.LCPI0_45(%rip), %xmm29
	vmulss	48(%rsp), %xmm1, %xmm1
	vmovss	%xmm1, 4752(%rsp)
	jmp	.LBB0_92
.LBB0_1:
	cmpq	%rdx, %rsi
	jae	.LBB0_74
	cmpq	$0, -72(%rsp)
	je	.LBB0_74
	movq	%rsi, %rax
	imulq	%r11, %rax
	movq	%rax, 592(%rsp)
	leaq	(,%rax,4), %rbx
	leaq	(,%r11,4), %rdx
	leaq	4(,%rsi,4), %rax
	imulq	%r11, %rax
	movq	%rax, 112(%rsp)
	testl	%ecx, %ecx
	movq	%rbx, 120(%rsp)
	movq	%rdx, 2192(%rsp)
	je	.LBB0_10
	movq	16(%rdi), %r8
	movl	$3449720151, %r12d
	movq	%r13, %rax
	shrq	$32, %rax
	leaq	1013904242(%r13), %rbp
	movq	%rsi, -120(%rsp)
	leaq	1993301258(%rax), %rsi
	leaq	842468239(%rax), %r14
	movq	%r14, 3856(%rsp)
	leaq	2027808484(%r13), %rcx
	movq	%rcx, 2128(%rsp)
	leaq	1684936478(%rax), %rdi
	movq	%rdi, 2064(%rsp)
	leaq	534103459(%rax), %rdx
	leaq	-795284382(%r13,%r12), %rcx
	leaq	-305585874(%rax,%r12), %r15
	movq	%r15, 96(%rsp)
	leaq	218619860(%r13,%r12), %r15
	leaq	536882365(%rax,%r12), %r9
	leaq	(%rax,%r12), %rdi
	addq	$-613950654, %rdi
	leaq	(%rax,%r12), %r10
	addq	$228517585, %r10
	movq	%r11, %rax
	andq	$-64, %rax
	movq	%rax, 2000(%rsp)
	vpbroadcastq	%r13, %zmm16
	movq	%rcx, -80(%rsp)
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4752(%rsp)
	movq	%rbp, 5136(%rsp)
	vpbroadcastq	%rbp, %zmm13
	movq	%rsi, 104(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 5264(%rsp)
	movq	%rdx, %rsi
	leaq	(,%r11,4), %rdx
	vpbroadcastq	%r15, %zmm15
	vpbroadcastq	%r14, %zmm19
	movq	%rdi, 3664(%rsp)
	movq	%r9, 3728(%rsp)
	movq	2128(%rsp), %rcx
	vpbroadcastq	%rcx, %zmm21
	vpbroadcastq	%r9, %zmm14
	leaq	387276957(%r13), %rax
	movq	%rax, 3600(%rsp)
	vpbroadcastq	%rax, %zmm18
	vpbroadcastq	%rdi, %zmm20
	movq	%r10, 16(%rsp)
	leaq	-408007425(%r13,%r12), %rdi
	movq	%rdi, 5008(%rsp)
	vpbroadcastq	%rdi, %zmm23
	movq	2064(%rsp), %rdi
	vpbroadcastq	%rdi, %zmm31
	leaq	1401181199(%r13), %rdi
	movq	%rdi, 4944(%rsp)
	vpbroadcastq	%rdi, %zmm0
	vmovdqu64	%zmm0, 4048(%rsp)
	movq	%rsi, 5072(%rsp)
	vpbroadcastq	%rsi, %zmm27
	vpbroadcastq	%r10, %zmm22
	leal	-1879881855(%r13), %eax
	movl	%eax, -108(%rsp)
	vpbroadcastd	%eax, %zmm17
	movq	%r11, %rax
	andq	$-8, %rax
	movq	%r11, %rdi
	andq	$-32, %rdi
	movq	%rdi, -56(%rsp)
	movq	%r11, %rdi
	andq	$-4, %rdi
	movq	%rdi, 1016(%rsp)
	movq	%rax, -32(%rsp)
	negq	%rax
	movq	%rax, 24(%rsp)
	vpbroadcastq	.LCPI0_0(%rip), %zmm28
	vpbroadcastq	.LCPI0_5(%rip), %zmm24
	vpbroadcastq	.LCPI0_6(%rip), %zmm25
	vpbroadcastd	.LCPI0_7(%rip), %ymm26
	vpbroadcastq	.LCPI0_9(%rip), %zmm29
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	leaq	(%r8,%r11,4), %rdi
	leaq	(%r8,%r11,8), %rax
	movq	%rax, 1000(%rsp)
	leaq	192(%r8), %rax
	movq	%rax, 4880(%rsp)
	movq	%r8, 64(%rsp)
	leaq	64(%rdx,%r8), %rax
	movq	%rax, 4816(%rsp)
	movq	-104(%rsp), %rcx
	leaq	64(%rcx,%rbx), %r14
	movq	-96(%rsp), %rax
	leaq	64(%rax,%rbx), %r8
	movq	%r8, -48(%rsp)
	leaq	(%rcx,%rbx), %r9
	movq	-120(%rsp), %r10
	leaq	(%rax,%rbx), %r8
	xorl	%ecx, %ecx
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vbroadcastss	-16(%rsp), %zmm10
	vmovdqu64	%zmm16, 4112(%rsp)
	vmovdqu64	%zmm27, 3984(%rsp)
	vmovdqu64	%zmm22, 3920(%rsp)
	vmovdqu64	%zmm17, 2640(%rsp)
	movq	%rdi, 88(%rsp)
	movq	%r15, 3792(%rsp)
	vmovdqu64	%zmm13, 1616(%rsp)
	vmovdqu64	%zmm15, 1552(%rsp)
	vmovdqu64	%zmm19, 1488(%rsp)
	vmovdqu64	%zmm21, 1424(%rsp)
	vmovdqu64	%zmm14, 2320(%rsp)
	vmovdqu64	%zmm18, 2256(%rsp)
	vmovdqu64	%zmm20, 3408(%rsp)
	vmovdqu64	%zmm23, 3344(%rsp)
	vmovdqu64	%zmm31, 3280(%rsp)
	vmovups	%zmm10, 5200(%rsp)
	jmp	.LBB0_5
	.p2align	4
.LBB0_73:
	movq	-120(%rsp), %r10
	incq	%r10
	movq	1008(%rsp), %rcx
	incq	%rcx
	addq	%rsi, 592(%rsp)
	addq	%rdx, %r14
	addq	%rdx, %rbx
	movq	%rbx, -48(%rsp)
	addq	%rdx, %r9
	addq	%rdx, %r8
	cmpq	-88(%rsp), %r10
	movq	120(%rsp), %rbx
	je	.LBB0_74
.LBB0_5:
	movq	%r8, 1680(%rsp)
	movq	%r9, -40(%rsp)
	movq	%r14, 3536(%rsp)
	movq	%rdx, %rax
	movq	%rcx, 1008(%rsp)
	imulq	%rcx, %rax
	leaq	(%rbx,%rax), %rcx
	movq	-96(%rsp), %r11
	leaq	(%r11,%rcx), %r8
	addq	112(%rsp), %rax
	leaq	(%r11,%rax), %r9
	movq	-104(%rsp), %rbx
	addq	%rbx, %rcx
	addq	%rbx, %rax
	movq	%r10, -120(%rsp)
	imulq	-128(%rsp), %r10
	cmpq	%rax, %r8
	setb	%al
	cmpq	%r9, %rcx
	setb	%cl
	andb	%al, %cl
	cmpq	1000(%rsp), %r8
	setb	%al
	cmpq	%r9, %rdi
	leaq	(%r11,%r10,4), %rdi
	movq	%rdi, 1032(%rsp)
	vpbroadcastq	%r10, %zmm11
	leaq	(%rbx,%r10,4), %rdi
	movq	%rdi, 1024(%rsp)
	vpaddq	%zmm28, %zmm11, %zmm4
	vpaddq	.LCPI0_1(%rip){1to8}, %zmm11, %zmm5
	vpaddq	.LCPI0_2(%rip){1to8}, %zmm11, %zmm6
	setb	%dil
	andb	%al, %dil
	orb	%cl, %dil
	movb	%dil, 8(%rsp)
	xorl	%ecx, %ecx
	vmovss	56(%rsp), %xmm0
	vmovss	%xmm0, 52(%rsp)
	vmovss	60(%rsp), %xmm8
	vmovdqu64	%zmm11, 4176(%rsp)
	vmovdqu64	%zmm6, 2448(%rsp)
	vmovdqu64	%zmm4, 2576(%rsp)
	vmovdqu64	%zmm5, 2512(%rsp)
	jmp	.LBB0_6
	.p2align	4
.LBB0_72:
	movq	-24(%rsp), %rcx
	incq	%rcx
	cmpq	-72(%rsp), %rcx
	je	.LBB0_73
.LBB0_6:
	cmpl	$0, -60(%rsp)
	jne	.LBB0_7
.LBB0_8:
	vmovaps	%xmm8, 384(%rsp)
	movq	600(%rsp), %rax
	leaq	(%rcx,%rax), %rbx
	movq	%rbx, %rbp
	shrq	$32, %rbp
	imulq	%r12, %rbp
	movq	%rbp, %rax
	shrq	$32, %rax
	xorl	%r13d, %ebx
	xorl	%eax, %ebx
	leaq	78811644(%r12), %r9
	imulq	%r9, %rbx
	movq	%rbx, %r14
	shrq	$32, %r14
	xorq	96(%rsp), %r14
	vpbroadcastq	%r14, %zmm7
	cmpq	$64, -128(%rsp)
	movq	%rcx, -24(%rsp)
	jae	.LBB0_47
	xorl	%r8d, %r8d
	vmovdqu64	4048(%rsp), %zmm10
	jmp	.LBB0_51
	.p2align	4
.LBB0_47:
	vpbroadcastq	%rbp, %zmm0
	vpxorq	4752(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2896(%rsp)
	vpbroadcastq	%rbx, %zmm0
	vpxorq	5264(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2832(%rsp)
	movq	4880(%rsp), %r15
	movq	2000(%rsp), %rax
	vmovdqa64	.LCPI0_4(%rip), %zmm1
	vmovdqa64	.LCPI0_3(%rip), %zmm3
	vmovdqu64	%zmm7, 2384(%rsp)
	.p2align	4
.LBB0_48:
	vmovdqu64	%zmm3, 528(%rsp)
	vmovdqu64	%zmm1, 256(%rsp)
	vpaddq	%zmm11, %zmm3, %zmm5
	vpmuludq	%zmm24, %zmm5, %zmm4
	vpaddq	%zmm11, %zmm1, %zmm8
	vpmuludq	%zmm24, %zmm8, %zmm0
	vmovdqu64	2576(%rsp), %zmm2
	vpaddq	%zmm2, %zmm3, %zmm10
	vpmuludq	%zmm24, %zmm10, %zmm1
	vpaddq	256(%rsp), %zmm2, %zmm11
	vpmuludq	%zmm24, %zmm11, %zmm7
	vmovdqu64	2512(%rsp), %zmm2
	vpaddq	%zmm2, %zmm3, %zmm12
	vpmuludq	%zmm24, %zmm12, %zmm3
	vpaddq	256(%rsp), %zmm2, %zmm13
	vpmuludq	%zmm24, %zmm13, %zmm9
	vmovdqu64	2448(%rsp), %zmm6
	vpaddq	528(%rsp), %zmm6, %zmm14
	vpmuludq	%zmm24, %zmm14, %zmm2
	vpaddq	256(%rsp), %zmm6, %zmm15
	vpmuludq	%zmm24, %zmm15, %zmm6
	vpternlogq	$150, %zmm16, %zmm0, %zmm8
	vpternlogq	$150, %zmm16, %zmm4, %zmm5
	vpternlogq	$150, %zmm16, %zmm7, %zmm11
	vpternlogq	$150, %zmm16, %zmm1, %zmm10
	vpternlogq	$150, %zmm16, %zmm9, %zmm13
	vpternlogq	$150, %zmm16, %zmm3, %zmm12
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
	vpmuludq	%zmm25, %zmm8, %zmm26
	vpmuludq	%zmm25, %zmm5, %zmm23
	vpmuludq	%zmm25, %zmm11, %zmm21
	vpmuludq	%zmm25, %zmm10, %zmm13
	vpmuludq	%zmm25, %zmm12, %zmm12
	vpmuludq	%zmm25, %zmm16, %zmm10
	vpmuludq	%zmm25, %zmm15, %zmm8
	vpmuludq	%zmm25, %zmm14, %zmm19
	vpsrlq	$32, %zmm23, %zmm11
	vpsrlq	$32, %zmm26, %zmm14
	vpsrlq	$32, %zmm13, %zmm17
	vpsrlq	$32, %zmm21, %zmm15
	vpsrlq	$32, %zmm10, %zmm18
	vpsrlq	$32, %zmm12, %zmm22
	vpsrlq	$32, %zmm19, %zmm24
	vpsrlq	$32, %zmm8, %zmm25
	vmovdqu64	2896(%rsp), %zmm27
	vpxorq	%zmm27, %zmm14, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm30
	vmovdqu64	%zmm30, 192(%rsp)
	vpxorq	%zmm27, %zmm11, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm20
	vpxorq	%zmm27, %zmm15, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm5
	vmovdqu64	%zmm5, 2960(%rsp)
	vpxorq	%zmm27, %zmm17, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm17
	vmovdqu64	%zmm17, 928(%rsp)
	vpxorq	%zmm27, %zmm22, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm16
	vpxorq	%zmm27, %zmm18, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm22
	vpxorq	%zmm27, %zmm25, %zmm11
	vpxorq	%zmm27, %zmm24, %zmm18
	vmovdqu64	2384(%rsp), %zmm27
	vpxorq	%zmm0, %zmm27, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm11
	vmovdqu64	%zmm11, 736(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm11
	vpxorq	%zmm4, %zmm27, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm25
	vpxorq	%zmm7, %zmm27, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 320(%rsp)
	vpxorq	%zmm1, %zmm27, %zmm1
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm15
	vpxorq	%zmm9, %zmm27, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm28
	vpxorq	%zmm3, %zmm27, %zmm3
	vpsrlq	$32, %zmm20, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm29
	vpxorq	%zmm6, %zmm27, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm14
	vmovdqu64	%zmm14, 400(%rsp)
	vpxorq	%zmm2, %zmm27, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 464(%rsp)
	vpsrlq	$32, %zmm30, %zmm2
	vpsrlq	$32, %zmm25, %zmm3
	vpsrlq	$32, %zmm11, %zmm4
	vpsrlq	$32, %zmm15, %zmm6
	vpsrlq	$32, %zmm24, %zmm27
	vpsrlq	$32, %zmm29, %zmm30
	vpsrlq	$32, %zmm17, %zmm31
	vmovdqu64	1616(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm26, %zmm4
	vpsrlq	$32, %zmm28, %zmm26
	vpternlogq	$150, %zmm0, %zmm23, %zmm3
	vpsrlq	$32, %zmm1, %zmm23
	vpternlogq	$150, %zmm0, %zmm21, %zmm27
	vpsrlq	$32, %zmm5, %zmm7
	vpternlogq	$150, %zmm0, %zmm13, %zmm6
	vpsrlq	$32, %zmm14, %zmm21
	vpternlogq	$150, %zmm0, %zmm12, %zmm26
	vpternlogq	$150, %zmm0, %zmm10, %zmm30
	vpternlogq	$150, %zmm0, %zmm8, %zmm21
	vpsrlq	$32, %zmm22, %zmm10
	vpternlogq	$150, %zmm0, %zmm19, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm3, %zmm3
	vmovdqu64	%zmm3, 1104(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm0
	vmovdqu64	%zmm0, 128(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm8
	vmovdqu64	%zmm8, 3216(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm27, %zmm4
	vmovdqu64	%zmm4, 608(%rsp)
	vpsrlq	$32, %zmm16, %zmm5
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm12
	vmovdqu64	%zmm12, 864(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm1
	vmovdqu64	%zmm1, 800(%rsp)
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm13
	vmovdqu64	%zmm13, 672(%rsp)
	vpsrlq	$32, %zmm0, %zmm21
	vmovdqu64	2832(%rsp), %zmm1
	vpxorq	%zmm1, %zmm2, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm17
	vpxorq	%zmm1, %zmm9, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm18
	vpxorq	%zmm1, %zmm7, %zmm0
	vpxorq	%zmm1, %zmm31, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm7
	vmovdqu64	%zmm7, 3024(%rsp)
	vpxorq	%zmm1, %zmm5, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm2
	vmovdqu64	%zmm2, 3088(%rsp)
	vpxorq	%zmm1, %zmm10, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 3152(%rsp)
	vpsrlq	$32, %zmm17, %zmm23
	vmovdqu64	1552(%rsp), %zmm30
	vpternlogq	$150, %zmm11, %zmm30, %zmm23
	vpsrlq	$32, %zmm18, %zmm14
	vpternlogq	$150, %zmm25, %zmm30, %zmm14
	vpsrlq	$32, %zmm27, %zmm25
	vpternlogq	$150, %zmm24, %zmm30, %zmm25
	vpsrlq	$32, %zmm7, %zmm31
	vpternlogq	$150, %zmm15, %zmm30, %zmm31
	vpsrlq	$32, %zmm2, %zmm24
	vpternlogq	$150, %zmm28, %zmm30, %zmm24
	vpsrlq	$32, %zmm0, %zmm28
	vpternlogq	$150, %zmm29, %zmm30, %zmm28
	vpsrlq	$32, %zmm3, %zmm9
	vmovdqu64	1488(%rsp), %zmm7
	vpternlogq	$150, %zmm7, %zmm20, %zmm9
	vpsrlq	$32, %zmm4, %zmm11
	vpternlogq	$150, 192(%rsp), %zmm7, %zmm21
	vpsrlq	$32, %zmm8, %zmm20
	vpternlogq	$150, 928(%rsp), %zmm7, %zmm20
	vpsrlq	$32, %zmm6, %zmm19
	vpternlogq	$150, 2960(%rsp), %zmm7, %zmm11
	vpsrlq	$32, %zmm12, %zmm5
	vpternlogq	$150, %zmm7, %zmm22, %zmm5
	vpsrlq	$32, %zmm13, %zmm2
	vpternlogq	$150, %zmm7, %zmm16, %zmm19
	vmovdqu64	736(%rsp), %zmm0
	vpsrlq	$32, %zmm0, %zmm10
	vpxorq	%zmm1, %zmm10, %zmm10
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm10, %zmm16
	vpternlogq	$150, %zmm7, %zmm0, %zmm2
	vpsrlq	$32, %zmm16, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm10
	vpternlogq	$150, 400(%rsp), %zmm30, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm9, %zmm3
	vmovdqu64	%zmm3, 928(%rsp)
	vpsrlq	$32, %zmm10, %zmm26
	vmovdqu64	1424(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm17, %zmm26
	vpsrlq	$32, %zmm3, %zmm21
	vpternlogq	$150, %zmm0, %zmm18, %zmm21
	vmovdqu64	800(%rsp), %zmm8
	vpsrlq	$32, %zmm8, %zmm18
	vmovdqu64	320(%rsp), %zmm3
	vpternlogq	$150, %zmm7, %zmm3, %zmm18
	vpsrlq	$32, %zmm3, %zmm3
	vpxorq	%zmm1, %zmm3, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm22
	vpsrlq	$32, %zmm22, %zmm4
	vpternlogq	$150, 464(%rsp), %zmm30, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm30
	vpsrlq	$32, %zmm30, %zmm17
	vpternlogq	$150, %zmm0, %zmm27, %zmm17
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm1
	vmovdqu64	%zmm1, 192(%rsp)
	vpsrlq	$32, %zmm1, %zmm7
	vpternlogq	$150, 3024(%rsp), %zmm0, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm19
	vpsrlq	$32, %zmm19, %zmm11
	vpternlogq	$150, 3088(%rsp), %zmm0, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm1
	vmovdqu64	%zmm1, 736(%rsp)
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, 3152(%rsp), %zmm0, %zmm20
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 400(%rsp)
	vpsrlq	$32, %zmm1, %zmm29
	vpternlogq	$150, %zmm0, %zmm16, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm1
	vmovdqu64	%zmm1, 320(%rsp)
	vpsrlq	$32, %zmm1, %zmm9
	vpternlogq	$150, %zmm0, %zmm22, %zmm9
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm5
	vpsrlq	$32, %zmm5, %zmm2
	vmovdqu64	2320(%rsp), %zmm16
	vpternlogq	$150, 1104(%rsp), %zmm16, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm23, %zmm13
	vpsrlq	$32, %zmm13, %zmm0
	vpternlogq	$150, 128(%rsp), %zmm16, %zmm0
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm22
	vpsrlq	$32, %zmm22, %zmm3
	vpternlogq	$150, 3216(%rsp), %zmm16, %zmm3
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm25, %zmm31
	vpsrlq	$32, %zmm31, %zmm12
	vpternlogq	$150, 608(%rsp), %zmm16, %zmm12
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm25
	vpsrlq	$32, %zmm25, %zmm23
	vpternlogq	$150, 864(%rsp), %zmm16, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm28
	vpsrlq	$32, %zmm28, %zmm1
	vpternlogq	$150, %zmm6, %zmm16, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm4, %zmm4
	vmovdqu64	%zmm4, 864(%rsp)
	vpsrlq	$32, %zmm4, %zmm27
	vpternlogq	$150, %zmm8, %zmm16, %zmm27
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm4
	vmovdqu64	%zmm4, 608(%rsp)
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, 672(%rsp), %zmm16, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 672(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	2256(%rsp), %zmm18
	vpternlogq	$150, %zmm10, %zmm18, %zmm0
	vmovdqu64	%zmm0, 128(%rsp)
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm0
	vmovdqu64	%zmm0, 1104(%rsp)
	vpsrlq	$32, %zmm0, %zmm24
	vpternlogq	$150, 928(%rsp), %zmm18, %zmm24
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm21, %zmm0
	vmovdqu64	%zmm0, 464(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vmovdqu64	3408(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm5, %zmm15
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm16
	vpsrlq	$32, %zmm16, %zmm10
	vpternlogq	$150, %zmm30, %zmm18, %zmm10
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm26, %zmm2
	vmovdqu64	%zmm2, 800(%rsp)
	vpsrlq	$32, %zmm2, %zmm12
	vpternlogq	$150, %zmm0, %zmm13, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm13
	vpsrlq	$32, %zmm13, %zmm14
	vpternlogq	$150, 192(%rsp), %zmm18, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm7, %zmm2
	vmovdqu64	%zmm2, 192(%rsp)
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, %zmm0, %zmm22, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm1, %zmm8
	vpsrlq	$32, %zmm8, %zmm30
	vpternlogq	$150, %zmm19, %zmm18, %zmm30
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm17, %zmm21
	vpsrlq	$32, %zmm21, %zmm3
	vpternlogq	$150, %zmm0, %zmm31, %zmm3
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm23, %zmm17
	vpsrlq	$32, %zmm17, %zmm22
	vpternlogq	$150, 736(%rsp), %zmm18, %zmm22
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm20, %zmm20
	vpsrlq	$32, %zmm20, %zmm4
	vpternlogq	$150, %zmm0, %zmm25, %zmm4
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm6, %zmm7
	vpsrlq	$32, %zmm7, %zmm19
	vpternlogq	$150, 400(%rsp), %zmm18, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm25
	vpsrlq	$32, %zmm25, %zmm11
	vpternlogq	$150, %zmm0, %zmm28, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm27, %zmm1
	vmovdqu64	%zmm1, 400(%rsp)
	vpsrlq	$32, %zmm1, %zmm31
	vpternlogq	$150, 320(%rsp), %zmm18, %zmm31
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm23
	vpsrlq	$32, %zmm23, %zmm18
	vpternlogq	$150, 864(%rsp), %zmm0, %zmm18
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm6
	vpsrlq	$32, %zmm6, %zmm2
	vpternlogq	$150, 608(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm12, %zmm0
	vmovdqu64	%zmm0, 736(%rsp)
	vpsrlq	$32, %zmm0, %zmm12
	vmovdqu64	3344(%rsp), %zmm1
	vpternlogq	$150, 672(%rsp), %zmm1, %zmm12
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm15, %zmm0
	vmovdqu64	%zmm0, 672(%rsp)
	vpsrlq	$32, %zmm0, %zmm28
	vpternlogq	$150, 1104(%rsp), %zmm1, %zmm28
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm0
	vmovdqu64	%zmm0, 608(%rsp)
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, %zmm1, %zmm16, %zmm9
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm5, %zmm26
	vpsrlq	$32, %zmm26, %zmm5
	vpternlogq	$150, %zmm1, %zmm13, %zmm5
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm11, %zmm27
	vpsrlq	$32, %zmm27, %zmm29
	vpternlogq	$150, %zmm1, %zmm8, %zmm29
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm16
	vpsrlq	$32, %zmm16, %zmm11
	vpternlogq	$150, %zmm1, %zmm17, %zmm11
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm8
	vpsrlq	$32, %zmm8, %zmm15
	vpternlogq	$150, %zmm1, %zmm7, %zmm15
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm24, %zmm0
	vmovdqu64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vmovdqu64	3280(%rsp), %zmm0
	vpternlogq	$150, 464(%rsp), %zmm0, %zmm3
	vmovdqu64	128(%rsp), %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 128(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, 800(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm14, %zmm4
	vmovdqu64	%zmm4, 464(%rsp)
	vpsrlq	$32, %zmm4, %zmm17
	vpternlogq	$150, 192(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm10, %zmm4
	vmovdqu64	%zmm4, 800(%rsp)
	vpsrlq	$32, %zmm4, %zmm14
	vpternlogq	$150, %zmm21, %zmm0, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm22, %zmm10
	vpsrlq	$32, %zmm10, %zmm21
	vpternlogq	$150, %zmm20, %zmm0, %zmm21
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm30, %zmm4
	vmovdqu64	%zmm4, 192(%rsp)
	vpsrlq	$32, %zmm4, %zmm20
	vpternlogq	$150, %zmm25, %zmm0, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm31, %zmm31
	vpsrlq	$32, %zmm31, %zmm4
	vpternlogq	$150, %zmm23, %zmm0, %zmm4
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm19, %zmm13
	vpsrlq	$32, %zmm13, %zmm19
	vpternlogq	$150, %zmm6, %zmm0, %zmm19
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm18, %zmm30
	vpsrlq	$32, %zmm30, %zmm6
	vpternlogq	$150, 400(%rsp), %zmm1, %zmm6
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vmovdqu64	4048(%rsp), %zmm24
	vpternlogq	$150, 736(%rsp), %zmm24, %zmm2
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, 672(%rsp), %zmm24, %zmm22
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm14, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 608(%rsp), %zmm24, %zmm0
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm17, %zmm14
	vpsrlq	$32, %zmm14, %zmm18
	vpternlogq	$150, %zmm26, %zmm24, %zmm18
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm20, %zmm14
	vpsrlq	$32, %zmm14, %zmm17
	vpternlogq	$150, %zmm27, %zmm24, %zmm17
	vmovdqu64	3984(%rsp), %zmm27
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm21, %zmm14
	vpsrlq	$32, %zmm14, %zmm21
	vpternlogq	$150, %zmm16, %zmm24, %zmm21
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm19, %zmm7
	vpsrlq	$32, %zmm7, %zmm23
	vpternlogq	$150, %zmm8, %zmm24, %zmm23
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm28, %zmm26
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm12, %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm5, %zmm14
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm9, %zmm20
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm11, %zmm19
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm29, %zmm11
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm6, %zmm7
	vpmuludq	.LCPI0_6(%rip){1to8}, %zmm4, %zmm1
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm15, %zmm9
	vpsrlq	$32, %zmm1, %zmm15
	vpternlogq	$150, %zmm30, %zmm24, %zmm15
	vpsrlq	$32, %zmm26, %zmm1
	vpternlogq	$150, 320(%rsp), %zmm27, %zmm1
	vpsrlq	$32, %zmm25, %zmm3
	vpternlogq	$150, 128(%rsp), %zmm27, %zmm3
	vpsrlq	$32, %zmm14, %zmm5
	vpternlogq	$150, 464(%rsp), %zmm27, %zmm5
	vpsrlq	$32, %zmm20, %zmm6
	vpternlogq	$150, 800(%rsp), %zmm27, %zmm6
	vpsrlq	$32, %zmm19, %zmm8
	vpternlogq	$150, %zmm27, %zmm10, %zmm8
	vpsrlq	$32, %zmm11, %zmm4
	vpternlogq	$150, 192(%rsp), %zmm27, %zmm4
	vpsrlq	$32, %zmm7, %zmm10
	vpternlogq	$150, %zmm27, %zmm31, %zmm10
	vpsrlq	$32, %zmm9, %zmm12
	vpternlogq	$150, %zmm27, %zmm13, %zmm12
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
	vmovdqu64	3920(%rsp), %zmm22
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm26, %zmm22, %zmm6
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm25, %zmm22, %zmm2
	vpbroadcastq	.LCPI0_6(%rip), %zmm25
	vpmuludq	.LCPI0_5(%rip){1to8}, %zmm18, %zmm8
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, %zmm14, %zmm22, %zmm8
	vpbroadcastq	.LCPI0_5(%rip), %zmm24
	vpmuludq	%zmm24, %zmm0, %zmm0
	vpmuludq	%zmm24, %zmm21, %zmm10
	vpmuludq	%zmm24, %zmm17, %zmm12
	vpmuludq	%zmm24, %zmm15, %zmm13
	vpmuludq	%zmm24, %zmm23, %zmm14
	vmovdqu64	2640(%rsp), %zmm17
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
	vmovdqu64	4112(%rsp), %zmm16
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
	vmovdqu64	4176(%rsp), %zmm11
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_7(%rip), %zmm8
	vpmulld	%zmm8, %zmm1, %zmm1
	vpternlogd	$150, %zmm1, %zmm17, %zmm12
	vpmulld	%zmm8, %zmm3, %zmm1
	vmovdqu64	528(%rsp), %zmm3
	vpternlogd	$150, %zmm1, %zmm17, %zmm14
	vpmulld	%zmm8, %zmm4, %zmm1
	vpternlogd	$150, %zmm1, %zmm17, %zmm13
	vpmulld	%zmm8, %zmm5, %zmm1
	vpternlogd	$150, %zmm1, %zmm17, %zmm15
	vmovdqu64	256(%rsp), %zmm1
	vmovdqu64	%zmm12, -192(%r15,%rdx)
	vmovdqu64	%zmm14, -128(%r15,%rdx)
	vmovdqu64	%zmm13, -64(%r15,%rdx)
	vmovdqu64	%zmm15, (%r15,%rdx)
	vmovdqu64	%zmm2, -192(%r15)
	vmovdqu64	%zmm0, -128(%r15)
	vmovdqu64	%zmm6, -64(%r15)
	vmovdqu64	%zmm7, (%r15)
	vpbroadcastq	.LCPI0_8(%rip), %zmm0
	vpaddq	%zmm0, %zmm1, %zmm1
	vpaddq	%zmm0, %zmm3, %zmm3
	addq	$256, %r15
	addq	$-64, %rax
	jne	.LBB0_48
	movq	2000(%rsp), %rax
	cmpq	%rax, -128(%rsp)
	movq	16(%rsp), %rcx
	vmovdqu64	1616(%rsp), %zmm13
	vmovdqu64	1552(%rsp), %zmm15
	vmovdqu64	1488(%rsp), %zmm19
	vmovdqu64	1424(%rsp), %zmm21
	vmovdqu64	2320(%rsp), %zmm14
	vmovdqu64	2256(%rsp), %zmm18
	vmovdqu64	3408(%rsp), %zmm20
	vmovdqu64	3344(%rsp), %zmm23
	vmovdqu64	3280(%rsp), %zmm31
	vmovdqu64	4048(%rsp), %zmm10
	movl	-108(%rsp), %edi
	vpbroadcastq	.LCPI0_0(%rip), %zmm28
	vpbroadcastd	.LCPI0_7(%rip), %ymm26
	vpbroadcastq	.LCPI0_9(%rip), %zmm29
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vmovdqu64	2384(%rsp), %zmm7
	je	.LBB0_56
	movq	2000(%rsp), %r10
	movq	%r10, %r8
	testb	$56, -128(%rsp)
	je	.LBB0_54
.LBB0_51:
	vpbroadcastq	%r8, %zmm0
	vporq	.LCPI0_4(%rip), %zmm0, %zmm0
	movl	%ebp, %eax
	xorl	-80(%rsp), %eax
	vpbroadcastq	%rax, %zmm1
	movl	%ebx, %eax
	xorl	104(%rsp), %eax
	vpbroadcastq	%rax, %zmm2
	movq	24(%rsp), %rax
	addq	%r8, %rax
	movq	64(%rsp), %r10
	leaq	(%r10,%r8,4), %r8
	vmovdqa64	%zmm31, %zmm12
	vmovdqa64	%zmm23, %zmm31
	vmovdqa64	%zmm20, %zmm23
	vmovdqa64	%zmm18, %zmm20
	vmovdqa64	%zmm21, %zmm18
	vmovdqa64	%zmm14, %zmm21
	vmovdqa64	%zmm19, %zmm14
	vmovdqa64	%zmm15, %zmm19
	vmovdqa64	%zmm13, %zmm15
	.p2align	4
.LBB0_52:
	vpaddq	%zmm11, %zmm0, %zmm3
	vpmuludq	%zmm24, %zmm3, %zmm4
	vpternlogq	$150, %zmm16, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm25, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm1, %zmm5
	vpxorq	%zmm4, %zmm7, %zmm4
	vpmuludq	%zmm24, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm6, %zmm2, %zmm6
	vpmuludq	%zmm25, %zmm4, %zmm4
	vmovdqa64	%zmm7, %zmm13
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm15, %zmm3, %zmm7
	vpmuludq	%zmm24, %zmm7, %zmm3
	vpsrlq	$32, %zmm3, %zmm7
	vpmuludq	%zmm25, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm19, %zmm8
	vpternlogq	$150, %zmm14, %zmm5, %zmm7
	vpmuludq	%zmm24, %zmm8, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpmuludq	%zmm25, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm8
	vpternlogq	$150, %zmm3, %zmm21, %zmm5
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
	vpternlogq	$150, %zmm3, %zmm12, %zmm7
	vpternlogq	$150, %zmm31, %zmm5, %zmm8
	vpmuludq	%zmm24, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpmuludq	%zmm25, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm6, %zmm10, %zmm7
	vpternlogq	$150, %zmm27, %zmm4, %zmm5
	vpmuludq	%zmm24, %zmm7, %zmm4
	vmovdqa64	%zmm13, %zmm7
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm5, %ymm5
	vpmulld	%ymm26, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm22, %zmm4
	vpmuludq	%zmm25, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, %ymm17, %ymm5, %ymm4
	vmovdqu	%ymm4, (%r8,%rdx)
	vpmovqd	%zmm3, (%r8)
	vpaddq	%zmm29, %zmm0, %zmm0
	addq	$32, %r8
	addq	$8, %rax
	jne	.LBB0_52
	movq	-32(%rsp), %rax
	movq	%rax, %r10
	cmpq	%rax, -128(%rsp)
	movq	16(%rsp), %rcx
	movl	-108(%rsp), %edi
	je	.LBB0_56
.LBB0_54:
	xorq	-80(%rsp), %rbp
	xorq	104(%rsp), %rbx
	movq	-128(%rsp), %r15
	subq	%r10, %r15
	movq	64(%rsp), %rax
	leaq	(%rax,%r10,4), %r8
	addq	592(%rsp), %r10
	movq	%r14, 1936(%rsp)
	.p2align	4
.LBB0_55:
	movl	%r10d, %r11d
	imulq	%r9, %r11
	movq	%r10, %rax
	xorq	%r13, %rax
	xorq	%r11, %rax
	shrq	$32, %rax
	imulq	%r12, %rax
	movl	$3449720151, %esi
	movq	%rax, %r12
	shrq	$32, %r12
	xorl	%ebp, %r12d
	imulq	%r9, %r12
	xorl	%r14d, %r11d
	imulq	%rsi, %r11
	movq	%r11, %r13
	shrq	$32, %r13
	movq	%rbx, %rdx
	movq	5136(%rsp), %rbx
	movq	%rbp, %r14
	movl	%ebx, %ebp
	movq	%rdx, %rbx
	xorl	%r13d, %ebp
	movq	%r12, %r13
	shrq	$32, %r13
	xorl	%ebx, %r13d
	xorl	%ebp, %eax
	imulq	%r9, %rax
	imulq	%rsi, %r13
	movq	%r13, %rbp
	shrq	$32, %rbp
	xorl	3792(%rsp), %r11d
	xorl	%ebp, %r11d
	movq	%rax, %rbp
	shrq	$32, %rbp
	xorl	3856(%rsp), %r12d
	xorl	%ebp, %r12d
	imulq	%r9, %r11
	imulq	%rsi, %r12
	movq	%r12, %rbp
	shrq	$32, %rbp
	xorl	2128(%rsp), %r13d
	xorl	%ebp, %r13d
	movq	%r11, %rbp
	shrq	$32, %rbp
	xorl	3728(%rsp), %eax
	xorl	%ebp, %eax
	imulq	%rsi, %rax
	imulq	%r9, %r13
	movq	%rax, %rbp
	shrq	$32, %rbp
	xorl	3600(%rsp), %r12d
	xorl	%ebp, %r12d
	movq	%r13, %rbp
	shrq	$32, %rbp
	xorl	3664(%rsp), %r11d
	xorl	%ebp, %r11d
	imulq	%r9, %r12
	imulq	%rsi, %r11
	movq	%r11, %rbp
	shrq	$32, %rbp
	xorl	5008(%rsp), %eax
	xorl	%ebp, %eax
	movq	%r12, %rbp
	shrq	$32, %rbp
	xorl	2064(%rsp), %r13d
	xorl	%ebp, %r13d
	imulq	%rsi, %r13
	movq	5072(%rsp), %rsi
	movq	2192(%rsp), %rdx
	shrq	$32, %r13
	xorl	4944(%rsp), %r11d
	imulq	%r9, %rax
	xorl	%r13d, %r11d
	movq	%rax, %r13
	shrq	$32, %r13
	xorl	%esi, %r12d
	xorl	%r13d, %r12d
	movq	32(%rsp), %r13
	imulq	%r9, %r11
	shrq	$32, %r11
	imull	$-845247145, %r12d, %ebp
	movl	$3449720151, %r12d
	xorl	%ecx, %eax
	xorl	%r11d, %eax
	imulq	%r12, %rax
	movq	%rax, %r11
	xorl	%edi, %ebp
	shrq	$32, %r11
	xorl	%r11d, %ebp
	movl	%ebp, (%r8,%rdx)
	movq	%r14, %rbp
	movq	1936(%rsp), %r14
	movl	%eax, (%r8)
	addq	$4, %r8
	incq	%r10
	decq	%r15
	jne	.LBB0_55
.LBB0_56:
	movq	-128(%rsp), %rsi
	cmpq	$64, %rsi
	jae	.LBB0_75
	xorl	%r8d, %r8d
	movq	88(%rsp), %rdi
	movabsq	$4604544269498187776, %rbx
	movabsq	$4503595332403200, %r14
	jmp	.LBB0_79
	.p2align	4
.LBB0_75:
	movq	4880(%rsp), %r9
	movq	2000(%rsp), %rcx
	movq	88(%rsp), %rdi
	movabsq	$4604544269498187776, %rbx
	movabsq	$4503595332403200, %r14
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	.p2align	4
.LBB0_76:
	vcvtudq2pd	-192(%r9), %zmm0
	vcvtudq2pd	-160(%r9), %zmm1
	vcvtudq2pd	-128(%r9), %zmm2
	vcvtudq2pd	-96(%r9), %zmm3
	vcvtudq2pd	-64(%r9), %zmm4
	vcvtudq2pd	-32(%r9), %zmm5
	vcvtudq2pd	(%r9), %zmm6
	vcvtudq2pd	32(%r9), %zmm7
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
	vmovupd	%zmm19, 2832(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 2896(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 2384(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 2960(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm5
	vmovupd	%zmm5, 3024(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 3088(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm2
	vmovupd	%zmm2, 3152(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 3216(%rsp)
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
	vbroadcastsd	.LCPI0_34(%rip), %zmm26
	vmulpd	%zmm26, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_35(%rip), %zmm27
	vmulpd	%zmm27, %zmm20, %zmm22
	vsubpd	%zmm1, %zmm2, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_37(%rip), %zmm30
	vpandq	%zmm30, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm30, %zmm23, %zmm23
	vpaddq	%zmm28, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm2, %zmm23
	vsubpd	%zmm23, %zmm2, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm21
	vmulpd	%zmm31, %zmm9, %zmm22
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_36(%rip), %zmm29
	vmulpd	%zmm29, %zmm20, %zmm20
	vsubpd	%zmm21, %zmm20, %zmm1 {%k1}
	vmulpd	%zmm26, %zmm17, %zmm21
	vmulpd	%zmm27, %zmm17, %zmm20
	vmovapd	%zmm23, %zmm2 {%k1}
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
	vsubpd	%zmm17, %zmm3, %zmm17
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
	vsubpd	%zmm20, %zmm12, %zmm10
	vsubpd	%zmm10, %zmm12, %zmm22
	vsubpd	%zmm20, %zmm22, %zmm20
	vmulpd	%zmm26, %zmm9, %zmm24
	vmulpd	%zmm29, %zmm11, %zmm11
	vsubpd	%zmm20, %zmm11, %zmm13 {%k1}
	vmulpd	%zmm26, %zmm7, %zmm25
	vmulpd	%zmm27, %zmm9, %zmm11
	vmovapd	%zmm10, %zmm12 {%k1}
	vsubpd	%zmm24, %zmm15, %zmm10
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm30, %zmm8, %zmm8
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpaddq	%zmm28, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm8, %k1
	vsubpd	%zmm11, %zmm15, %zmm10
	vsubpd	%zmm10, %zmm15, %zmm8
	vsubpd	%zmm11, %zmm8, %zmm11
	vmulpd	%zmm26, %zmm5, %zmm8
	vmulpd	%zmm29, %zmm9, %zmm9
	vsubpd	%zmm11, %zmm9, %zmm24 {%k1}
	vmulpd	%zmm26, %zmm6, %zmm26
	vmulpd	%zmm27, %zmm7, %zmm9
	vmovapd	%zmm10, %zmm15 {%k1}
	vsubpd	%zmm25, %zmm16, %zmm10
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm30, %zmm4, %zmm4
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpaddq	%zmm28, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm4, %k1
	vsubpd	%zmm9, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm10
	vsubpd	%zmm9, %zmm10, %zmm9
	vmulpd	%zmm27, %zmm5, %zmm10
	vmulpd	%zmm29, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm7, %zmm25 {%k1}
	vmulpd	%zmm27, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm23, %zmm9
	vmovapd	%zmm4, %zmm16 {%k1}
	vsubpd	%zmm8, %zmm17, %zmm4
	vpsrlq	$52, %zmm3, %zmm3
	vpandq	%zmm30, %zmm3, %zmm3
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm30, %zmm4, %zmm4
	vpaddq	%zmm28, %zmm4, %zmm4
	vpcmpgtq	%zmm4, %zmm3, %k1
	vsubpd	%zmm10, %zmm17, %zmm3
	vmulpd	%zmm29, %zmm6, %zmm4
	vmulpd	%zmm29, %zmm5, %zmm5
	vsubpd	%zmm9, %zmm23, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm3, %zmm17, %zmm7
	vsubpd	%zmm10, %zmm7, %zmm7
	vsubpd	%zmm26, %zmm23, %zmm10
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm30, %zmm0, %zmm0
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpaddq	%zmm28, %zmm10, %zmm10
	vmovapd	%zmm3, %zmm17 {%k1}
	vsubpd	%zmm7, %zmm5, %zmm8 {%k1}
	vpcmpgtq	%zmm10, %zmm0, %k1
	vmovapd	%zmm9, %zmm23 {%k1}
	vsubpd	%zmm6, %zmm4, %zmm26 {%k1}
	vsubpd	%zmm21, %zmm18, %zmm3
	vsubpd	%zmm1, %zmm2, %zmm22
	vsubpd	%zmm13, %zmm12, %zmm5
	vsubpd	%zmm14, %zmm19, %zmm20
	vsubpd	%zmm25, %zmm16, %zmm7
	vsubpd	%zmm24, %zmm15, %zmm28
	vsubpd	%zmm26, %zmm23, %zmm9
	vsubpd	%zmm8, %zmm17, %zmm11
	vmovupd	%zmm11, 864(%rsp)
	vsubpd	%zmm22, %zmm2, %zmm0
	vmovupd	%zmm22, 256(%rsp)
	vsubpd	%zmm3, %zmm18, %zmm2
	vmovapd	%zmm3, %zmm18
	vmovupd	%zmm3, 528(%rsp)
	vsubpd	%zmm20, %zmm19, %zmm3
	vmovupd	%zmm20, 128(%rsp)
	vsubpd	%zmm5, %zmm12, %zmm4
	vmovapd	%zmm5, %zmm19
	vmovupd	%zmm5, 608(%rsp)
	vsubpd	%zmm28, %zmm15, %zmm5
	vsubpd	%zmm7, %zmm16, %zmm6
	vmovapd	%zmm7, %zmm16
	vsubpd	%zmm11, %zmm17, %zmm7
	vsubpd	%zmm9, %zmm23, %zmm12
	vsubpd	%zmm21, %zmm2, %zmm2
	vmovupd	%zmm2, 672(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 928(%rsp)
	vsubpd	%zmm13, %zmm4, %zmm0
	vmovupd	%zmm0, 192(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 736(%rsp)
	vsubpd	%zmm25, %zmm6, %zmm0
	vmovupd	%zmm0, 400(%rsp)
	vsubpd	%zmm24, %zmm5, %zmm0
	vmovupd	%zmm0, 464(%rsp)
	vsubpd	%zmm26, %zmm12, %zmm0
	vmovupd	%zmm0, 320(%rsp)
	vsubpd	%zmm8, %zmm7, %zmm0
	vmovupd	%zmm0, 800(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm30
	vmulpd	%zmm22, %zmm22, %zmm21
	vmulpd	%zmm19, %zmm19, %zmm19
	vmulpd	%zmm21, %zmm21, %zmm10
	vmovupd	%zmm10, 4560(%rsp)
	vmulpd	%zmm30, %zmm30, %zmm2
	vmovupd	%zmm2, 1936(%rsp)
	vbroadcastsd	.LCPI0_38(%rip), %zmm4
	vmulpd	%zmm4, %zmm30, %zmm0
	vbroadcastsd	.LCPI0_39(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vbroadcastsd	.LCPI0_40(%rip), %zmm6
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm12
	vmulpd	%zmm12, %zmm30, %zmm1
	vbroadcastsd	.LCPI0_42(%rip), %zmm7
	vsubpd	%zmm1, %zmm7, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vbroadcastsd	.LCPI0_43(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm12, %zmm21, %zmm2
	vsubpd	%zmm2, %zmm7, %zmm2
	vmulpd	%zmm2, %zmm21, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1296(%rsp)
	vmulpd	%zmm10, %zmm10, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm4, %zmm21, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm17
	vmulpd	%zmm12, %zmm19, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm19, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm19, %zmm19, %zmm1
	vmovupd	%zmm1, 4688(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm19, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm19, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm19, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1232(%rsp)
	vmulpd	%zmm20, %zmm20, %zmm27
	vmulpd	%zmm12, %zmm27, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm27, %zmm1
	vmovupd	%zmm1, 1360(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm27, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm18
	vmulpd	%zmm16, %zmm16, %zmm29
	vmovapd	%zmm16, %zmm11
	vmovupd	%zmm16, 1104(%rsp)
	vmulpd	%zmm12, %zmm29, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm29, %zmm1
	vmovupd	%zmm1, 4624(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm29, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1168(%rsp)
	vmulpd	%zmm28, %zmm28, %zmm31
	vmovapd	%zmm28, %zmm10
	vmovupd	%zmm28, 4432(%rsp)
	vmulpd	%zmm12, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 1872(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm31, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1040(%rsp)
	vmulpd	%zmm9, %zmm9, %zmm23
	vmovapd	%zmm9, %zmm3
	vmovupd	%zmm9, 4368(%rsp)
	vmulpd	%zmm12, %zmm23, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm23, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm23, %zmm23, %zmm1
	vmovupd	%zmm1, 3472(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm23, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1808(%rsp)
	vmovupd	864(%rsp), %zmm9
	vmulpd	%zmm9, %zmm9, %zmm24
	vmulpd	%zmm12, %zmm24, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm24, %zmm1
	vmovupd	%zmm1, 2704(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm24, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1744(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm30, %zmm0
	vbroadcastsd	.LCPI0_44(%rip), %zmm22
	vsubpd	%zmm0, %zmm22, %zmm15
	vsubpd	%zmm15, %zmm22, %zmm14
	vsubpd	%zmm0, %zmm14, %zmm14
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm21, %zmm0
	vsubpd	%zmm0, %zmm22, %zmm8
	vsubpd	%zmm8, %zmm22, %zmm13
	vsubpd	%zmm0, %zmm13, %zmm7
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm19, %zmm13
	vsubpd	%zmm13, %zmm22, %zmm6
	vsubpd	%zmm6, %zmm22, %zmm16
	vsubpd	%zmm13, %zmm16, %zmm13
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm27, %zmm16
	vsubpd	%zmm16, %zmm22, %zmm5
	vsubpd	%zmm5, %zmm22, %zmm12
	vsubpd	%zmm16, %zmm12, %zmm12
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm29, %zmm16
	vsubpd	%zmm16, %zmm22, %zmm4
	vsubpd	%zmm4, %zmm22, %zmm20
	vsubpd	%zmm16, %zmm20, %zmm16
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm31, %zmm20
	vsubpd	%zmm20, %zmm22, %zmm2
	vsubpd	%zmm2, %zmm22, %zmm28
	vsubpd	%zmm20, %zmm28, %zmm20
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm23, %zmm28
	vsubpd	%zmm28, %zmm22, %zmm1
	vsubpd	%zmm1, %zmm22, %zmm26
	vsubpd	%zmm28, %zmm26, %zmm26
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm24, %zmm28
	vsubpd	%zmm28, %zmm22, %zmm0
	vsubpd	%zmm0, %zmm22, %zmm22
	vsubpd	%zmm28, %zmm22, %zmm22
	vmulpd	%zmm17, %zmm21, %zmm17
	vmovupd	928(%rsp), %zmm25
	vmulpd	256(%rsp), %zmm25, %zmm28
	vsubpd	%zmm28, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm7, %zmm7
	vmulpd	1296(%rsp), %zmm30, %zmm17
	vmovupd	528(%rsp), %zmm28
	vmulpd	672(%rsp), %zmm28, %zmm28
	vsubpd	%zmm28, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm14, %zmm14
	vmulpd	%zmm18, %zmm27, %zmm17
	vmovupd	128(%rsp), %zmm18
	vmulpd	736(%rsp), %zmm18, %zmm18
	vsubpd	%zmm18, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm12, %zmm17
	vmulpd	1232(%rsp), %zmm19, %zmm12
	vmovupd	608(%rsp), %zmm28
	vmulpd	192(%rsp), %zmm28, %zmm18
	vsubpd	%zmm18, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm13, %zmm13
	vmulpd	1040(%rsp), %zmm31, %zmm12
	vmulpd	464(%rsp), %zmm10, %zmm18
	vsubpd	%zmm18, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm20, %zmm20
	vmulpd	1168(%rsp), %zmm29, %zmm12
	vmulpd	400(%rsp), %zmm11, %zmm18
	vsubpd	%zmm18, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm16, %zmm16
	vmulpd	1744(%rsp), %zmm24, %zmm10
	vmulpd	800(%rsp), %zmm9, %zmm12
	vsubpd	%zmm12, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm22, %zmm10
	vmulpd	1808(%rsp), %zmm23, %zmm11
	vmulpd	320(%rsp), %zmm3, %zmm12
	vsubpd	%zmm12, %zmm11, %zmm11
	vaddpd	%zmm11, %zmm26, %zmm11
	vaddpd	%zmm14, %zmm15, %zmm3
	vmovupd	%zmm3, 1040(%rsp)
	vaddpd	%zmm7, %zmm8, %zmm3
	vmovupd	%zmm3, 1808(%rsp)
	vaddpd	%zmm13, %zmm6, %zmm3
	vmovupd	%zmm3, 1168(%rsp)
	vaddpd	%zmm17, %zmm5, %zmm3
	vmovupd	%zmm3, 2768(%rsp)
	vaddpd	%zmm16, %zmm4, %zmm3
	vmovupd	%zmm3, 1232(%rsp)
	vaddpd	%zmm20, %zmm2, %zmm2
	vmovupd	%zmm2, 4496(%rsp)
	vaddpd	%zmm11, %zmm1, %zmm1
	vmovupd	%zmm1, 1296(%rsp)
	vaddpd	%zmm10, %zmm0, %zmm0
	vmovupd	%zmm0, 1744(%rsp)
	vbroadcastsd	.LCPI0_48(%rip), %zmm9
	vmulpd	%zmm9, %zmm21, %zmm0
	vbroadcastsd	.LCPI0_49(%rip), %zmm14
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	4560(%rsp), %zmm21, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_45(%rip), %zmm10
	vmulpd	%zmm10, %zmm21, %zmm1
	vbroadcastsd	.LCPI0_46(%rip), %zmm11
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm21, %zmm1
	vmovupd	%zmm21, 4240(%rsp)
	vbroadcastsd	.LCPI0_47(%rip), %zmm13
	vaddpd	%zmm13, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm1
	vmulpd	%zmm9, %zmm30, %zmm0
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	1936(%rsp), %zmm30, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm10, %zmm30, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm30, %zmm2
	vmovupd	%zmm30, 4304(%rsp)
	vaddpd	%zmm13, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm6
	vmulpd	%zmm9, %zmm27, %zmm0
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	1360(%rsp), %zmm27, %zmm2
	vmulpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm10, %zmm27, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm27, %zmm2
	vaddpd	%zmm13, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm0, %zmm2
	vmulpd	%zmm9, %zmm19, %zmm0
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	4688(%rsp), %zmm19, %zmm4
	vmulpd	%zmm0, %zmm4, %zmm0
	vmulpd	%zmm10, %zmm19, %zmm4
	vaddpd	%zmm11, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm13, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm31, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm4
	vmulpd	1872(%rsp), %zmm31, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm10, %zmm31, %zmm5
	vaddpd	%zmm11, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm31, %zmm5
	vaddpd	%zmm13, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm9, %zmm29, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vmulpd	4624(%rsp), %zmm29, %zmm7
	vmulpd	%zmm5, %zmm7, %zmm5
	vmulpd	%zmm10, %zmm29, %zmm7
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm29, %zmm7
	vaddpd	%zmm13, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm9, %zmm24, %zmm7
	vaddpd	%zmm14, %zmm7, %zmm7
	vmulpd	2704(%rsp), %zmm24, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm10, %zmm24, %zmm8
	vaddpd	%zmm11, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm24, %zmm8
	vaddpd	%zmm13, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	%zmm9, %zmm23, %zmm8
	vaddpd	%zmm14, %zmm8, %zmm8
	vmulpd	3472(%rsp), %zmm23, %zmm9
	vmulpd	%zmm8, %zmm9, %zmm8
	vmulpd	%zmm10, %zmm23, %zmm9
	vaddpd	%zmm11, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm23, %zmm9
	vaddpd	%zmm13, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm8, %zmm8
	vmulpd	528(%rsp), %zmm30, %zmm9
	vmovupd	%zmm9, 1936(%rsp)
	vmulpd	%zmm6, %zmm9, %zmm6
	vmovupd	672(%rsp), %zmm12
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm12, %zmm10
	vsubpd	%zmm6, %zmm10, %zmm6
	vmulpd	256(%rsp), %zmm21, %zmm21
	vmulpd	%zmm1, %zmm21, %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm25, %zmm11
	vsubpd	%zmm1, %zmm11, %zmm25
	vmulpd	%zmm19, %zmm28, %zmm22
	vmovapd	%zmm19, %zmm30
	vmulpd	%zmm0, %zmm22, %zmm0
	vmovupd	192(%rsp), %zmm11
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm11, %zmm13
	vsubpd	%zmm0, %zmm13, %zmm19
	vmulpd	128(%rsp), %zmm27, %zmm13
	vmulpd	%zmm2, %zmm13, %zmm2
	vmovupd	736(%rsp), %zmm10
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm10, %zmm14
	vsubpd	%zmm2, %zmm14, %zmm3
	vmulpd	1104(%rsp), %zmm29, %zmm18
	vmulpd	%zmm5, %zmm18, %zmm5
	vmovupd	400(%rsp), %zmm9
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm9, %zmm15
	vsubpd	%zmm5, %zmm15, %zmm5
	vmovupd	4432(%rsp), %zmm28
	vmulpd	%zmm31, %zmm28, %zmm15
	vmulpd	%zmm4, %zmm15, %zmm4
	vmovupd	464(%rsp), %zmm2
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm16
	vsubpd	%zmm4, %zmm16, %zmm4
	vmovupd	4368(%rsp), %zmm26
	vmulpd	%zmm23, %zmm26, %zmm16
	vmulpd	%zmm8, %zmm16, %zmm8
	vmovupd	320(%rsp), %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm1, %zmm17
	vsubpd	%zmm8, %zmm17, %zmm8
	vmovupd	864(%rsp), %zmm14
	vmulpd	%zmm24, %zmm14, %zmm17
	vmulpd	%zmm7, %zmm17, %zmm7
	vmovupd	800(%rsp), %zmm0
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm0, %zmm20
	vsubpd	%zmm7, %zmm20, %zmm7
	vmulpd	4304(%rsp), %zmm6, %zmm6
	vmulpd	4240(%rsp), %zmm25, %zmm25
	vmulpd	%zmm19, %zmm30, %zmm20
	vmulpd	%zmm3, %zmm27, %zmm19
	vmulpd	%zmm5, %zmm29, %zmm3
	vmulpd	%zmm4, %zmm31, %zmm4
	vmulpd	%zmm8, %zmm23, %zmm5
	vmulpd	%zmm7, %zmm24, %zmm7
	vsubpd	928(%rsp), %zmm25, %zmm23
	vsubpd	%zmm12, %zmm6, %zmm6
	vsubpd	%zmm10, %zmm19, %zmm12
	vsubpd	%zmm11, %zmm20, %zmm10
	vsubpd	%zmm2, %zmm4, %zmm4
	vsubpd	%zmm9, %zmm3, %zmm3
	vsubpd	%zmm0, %zmm7, %zmm7
	vsubpd	%zmm1, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_50(%rip), %zmm19
	vmulpd	%zmm19, %zmm21, %zmm8
	vaddpd	%zmm8, %zmm23, %zmm1
	vmulpd	1936(%rsp), %zmm19, %zmm8
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm19, %zmm13, %zmm8
	vaddpd	%zmm8, %zmm12, %zmm2
	vmulpd	%zmm19, %zmm22, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm0
	vmulpd	%zmm19, %zmm15, %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm19, %zmm18, %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm19, %zmm17, %zmm8
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	%zmm19, %zmm16, %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vmovupd	256(%rsp), %zmm8
	vsubpd	%zmm1, %zmm8, %zmm24
	vmovupd	528(%rsp), %zmm1
	vsubpd	%zmm6, %zmm1, %zmm23
	vmovupd	128(%rsp), %zmm1
	vsubpd	%zmm2, %zmm1, %zmm22
	vmovupd	608(%rsp), %zmm1
	vsubpd	%zmm0, %zmm1, %zmm21
	vsubpd	%zmm4, %zmm28, %zmm19
	vmovupd	1104(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm20
	vsubpd	%zmm7, %zmm14, %zmm18
	vsubpd	%zmm5, %zmm26, %zmm11
	vbroadcastsd	.LCPI0_51(%rip), %zmm0
	vmovupd	1808(%rsp), %zmm14
	vxorpd	%zmm0, %zmm14, %zmm8
	vmovupd	1040(%rsp), %zmm17
	vxorpd	%zmm0, %zmm17, %zmm7
	vmovupd	2768(%rsp), %zmm12
	vxorpd	%zmm0, %zmm12, %zmm6
	vmovupd	1168(%rsp), %zmm15
	vxorpd	%zmm0, %zmm15, %zmm5
	vmovupd	4496(%rsp), %zmm27
	vxorpd	%zmm0, %zmm27, %zmm4
	vmovupd	1232(%rsp), %zmm13
	vxorpd	%zmm0, %zmm13, %zmm3
	vmovupd	1744(%rsp), %zmm26
	vxorpd	%zmm0, %zmm26, %zmm2
	vmovupd	1296(%rsp), %zmm25
	vxorpd	%zmm0, %zmm25, %zmm1
	vpbroadcastq	.LCPI0_53(%rip), %zmm9
	vmovdqu64	2832(%rsp), %zmm16
	vptestnmq	%zmm9, %zmm16, %k1
	vmovapd	%zmm17, %zmm7 {%k1}
	vxorpd	%zmm0, %zmm23, %zmm23 {%k1}
	vmovdqu64	2896(%rsp), %zmm17
	vptestnmq	%zmm9, %zmm17, %k1
	vmovapd	%zmm14, %zmm8 {%k1}
	vxorpd	%zmm0, %zmm24, %zmm24 {%k1}
	vmovdqu64	2384(%rsp), %zmm14
	vptestnmq	%zmm9, %zmm14, %k1
	vmovapd	%zmm15, %zmm5 {%k1}
	vxorpd	%zmm0, %zmm21, %zmm21 {%k1}
	vmovdqu64	2960(%rsp), %zmm15
	vptestnmq	%zmm9, %zmm15, %k1
	vmovapd	%zmm12, %zmm6 {%k1}
	vxorpd	%zmm0, %zmm22, %zmm22 {%k1}
	vmovdqu64	3024(%rsp), %zmm12
	vptestnmq	%zmm9, %zmm12, %k1
	vmovapd	%zmm13, %zmm3 {%k1}
	vxorpd	%zmm0, %zmm20, %zmm20 {%k1}
	vmovdqu64	3088(%rsp), %zmm13
	vptestnmq	%zmm9, %zmm13, %k1
	vmovapd	%zmm27, %zmm4 {%k1}
	vxorpd	%zmm0, %zmm19, %zmm19 {%k1}
	vmovdqu64	3152(%rsp), %zmm10
	vptestnmq	%zmm9, %zmm10, %k1
	vmovapd	%zmm25, %zmm1 {%k1}
	vxorpd	%zmm0, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	3216(%rsp), %zmm11
	vptestnmq	%zmm9, %zmm11, %k1
	vmovapd	%zmm26, %zmm2 {%k1}
	vxorpd	%zmm0, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_52(%rip), %zmm0
	vptestnmq	%zmm0, %zmm17, %k1
	vmovapd	%zmm8, %zmm24 {%k1}
	vmovupd	%zmm24, 128(%rsp)
	vptestnmq	%zmm0, %zmm16, %k1
	vmovapd	%zmm7, %zmm23 {%k1}
	vmovupd	%zmm23, 320(%rsp)
	vptestnmq	%zmm0, %zmm15, %k1
	vmovapd	%zmm6, %zmm22 {%k1}
	vmovupd	%zmm22, 400(%rsp)
	vptestnmq	%zmm0, %zmm14, %k1
	vmovapd	%zmm5, %zmm21 {%k1}
	vmovupd	%zmm21, 800(%rsp)
	vptestnmq	%zmm0, %zmm13, %k1
	vmovapd	%zmm4, %zmm19 {%k1}
	vmovupd	%zmm19, 464(%rsp)
	vptestnmq	%zmm0, %zmm12, %k1
	vmovapd	%zmm3, %zmm20 {%k1}
	vmovupd	%zmm20, 736(%rsp)
	vptestnmq	%zmm0, %zmm11, %k1
	vmovapd	%zmm2, %zmm18 {%k1}
	vmovupd	%zmm18, 192(%rsp)
	vptestnmq	%zmm0, %zmm10, %k1
	vmovapd	%zmm1, %zmm25 {%k1}
	vmovupd	%zmm25, 672(%rsp)
	vcvtudq2pd	-192(%r9,%rdx), %zmm0
	vcvtudq2pd	-160(%r9,%rdx), %zmm1
	vcvtudq2pd	-128(%r9,%rdx), %zmm2
	vcvtudq2pd	-96(%r9,%rdx), %zmm3
	vcvtudq2pd	-64(%r9,%rdx), %zmm4
	vcvtudq2pd	-32(%r9,%rdx), %zmm5
	vcvtudq2pd	(%r9,%rdx), %zmm6
	vcvtudq2pd	32(%r9,%rdx), %zmm7
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
	vmovdqu64	%zmm9, 3024(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 3088(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 3152(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 3216(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1104(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 864(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 928(%rsp)
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
	vmovupd	%zmm4, 528(%rsp)
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, 256(%rsp)
	vbroadcastsd	.LCPI0_18(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 2384(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 2960(%rsp)
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
	vmovupd	%zmm3, 2832(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_24(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 4624(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 4688(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 3472(%rsp)
	vpaddq	%zmm12, %zmm11, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm30
	vaddpd	%zmm23, %zmm30, %zmm1
	vdivpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm1, 2896(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 1360(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 1872(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 1936(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1296(%rsp)
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
	vmovupd	%zmm0, 4560(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1040(%rsp)
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
	vaddpd	4624(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	2832(%rsp), %zmm22, %zmm22
	vaddpd	3472(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	4688(%rsp), %zmm27, %zmm27
	vaddpd	1872(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	1360(%rsp), %zmm9, %zmm9
	vaddpd	1232(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	1296(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm31, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	1040(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	528(%rsp), %zmm2
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	2384(%rsp), %zmm2, %zmm13
	vmovupd	256(%rsp), %zmm4
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	2960(%rsp), %zmm4, %zmm14
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	1936(%rsp), %zmm7, %zmm7
	vmovupd	%zmm30, 1168(%rsp)
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm30, %zmm16
	vmulpd	%zmm16, %zmm30, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	2896(%rsp), %zmm9, %zmm9
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	4560(%rsp), %zmm5, %zmm5
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	.LCPI0_10(%rip){1to8}, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm18, %zmm6
	vpsrlq	$20, 3024(%rsp), %zmm11
	vpbroadcastq	.LCPI0_13(%rip), %zmm12
	vpaddq	%zmm12, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm10
	vmulpd	%zmm10, %zmm11, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm13
	vpsrlq	$20, 3088(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm10, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 3152(%rsp), %zmm25
	vpaddq	%zmm12, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm10, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 3216(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm10, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1104(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm10, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 864(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm10, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 928(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm10, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 608(%rsp), %zmm31
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
	vaddpd	256(%rsp), %zmm2, %zmm2
	vaddpd	528(%rsp), %zmm0, %zmm0
	vaddpd	1168(%rsp), %zmm7, %zmm7
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
	vmulpd	128(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	320(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	400(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	800(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	464(%rsp), %zmm3, %zmm3
	vmulpd	736(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	192(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	672(%rsp), %zmm6, %zmm6
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
	vmovdqu64	%zmm0, -192(%r9,%rdx)
	vmovdqu64	%zmm2, -128(%r9,%rdx)
	vmovdqu64	%zmm3, -64(%r9,%rdx)
	vmovdqu64	%zmm1, (%r9,%rdx)
	addq	$256, %r9
	addq	$-64, %rcx
	jne	.LBB0_76
	cmpq	2000(%rsp), %rsi
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
	vmovq	.LCPI0_35(%rip), %xmm31
	vmovq	.LCPI0_36(%rip), %xmm21
	vmovq	.LCPI0_50(%rip), %xmm22
	je	.LBB0_59
	movq	2000(%rsp), %rcx
	movq	%rcx, %r8
	testb	$56, %sil
	je	.LBB0_82
.LBB0_79:
	movq	24(%rsp), %rax
	addq	%r8, %rax
	movq	64(%rsp), %rcx
	leaq	(%rcx,%r8,4), %rcx
	vpbroadcastq	.LCPI0_37(%rip), %zmm14
	vbroadcastsd	.LCPI0_38(%rip), %zmm15
	vbroadcastsd	.LCPI0_39(%rip), %zmm18
	vbroadcastsd	.LCPI0_40(%rip), %zmm19
	vbroadcastsd	.LCPI0_56(%rip), %zmm21
	vbroadcastsd	.LCPI0_42(%rip), %zmm20
	vbroadcastsd	.LCPI0_43(%rip), %zmm17
	vbroadcastsd	.LCPI0_44(%rip), %zmm23
	vbroadcastsd	.LCPI0_45(%rip), %zmm28
	vbroadcastsd	.LCPI0_46(%rip), %zmm27
	vbroadcastsd	.LCPI0_47(%rip), %zmm31
	vbroadcastsd	.LCPI0_48(%rip), %zmm10
	vbroadcastsd	.LCPI0_49(%rip), %zmm11
	vbroadcastsd	.LCPI0_50(%rip), %zmm22
	vbroadcastsd	.LCPI0_51(%rip), %zmm16
	vpbroadcastq	.LCPI0_52(%rip), %zmm12
	vpbroadcastq	.LCPI0_53(%rip), %zmm26
	vpbroadcastq	.LCPI0_0(%rip), %zmm13
	vbroadcastsd	.LCPI0_11(%rip), %zmm29
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	.p2align	4
.LBB0_80:
	vcvtudq2pd	(%rcx,%rdx), %zmm0
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
	vaddpd	%zmm18, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm19, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm21, %zmm4, %zmm7
	vaddpd	%zmm20, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm17, %zmm7, %zmm7
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
	vaddpd	%zmm31, %zmm7, %zmm7
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
	vmulpd	%zmm22, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm2, %zmm2
	vptestnmq	%zmm12, %zmm1, %k1
	vptestnmq	%zmm26, %zmm1, %k2
	vxorpd	%zmm16, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm16, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_28(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovdqu	%ymm0, (%rcx,%rdx)
	addq	$32, %rcx
	addq	$8, %rax
	jne	.LBB0_80
	movq	-32(%rsp), %rax
	movq	%rax, %rcx
	cmpq	%rax, %rsi
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
	je	.LBB0_59
.LBB0_82:
	movq	%rsi, %rax
	subq	%rcx, %rax
	movq	64(%rsp), %r8
	leaq	(%r8,%rcx,4), %rcx
	.p2align	4
.LBB0_58:
	vcvtusi2sdl	(%rcx,%rdx), %xmm15, %xmm0
	vaddsd	%xmm0, %xmm10, %xmm0
	vmulsd	%xmm0, %xmm11, %xmm0
	vcvtusi2sdl	(%rcx), %xmm15, %xmm1
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
	andq	%r14, %r8
	addq	%rbx, %r8
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
	vmovss	%xmm0, (%rcx,%rdx)
	addq	$4, %rcx
	decq	%rax
	jne	.LBB0_58
.LBB0_59:
	cmpb	$0, 8(%rsp)
	je	.LBB0_61
	xorl	%eax, %eax
	movq	4816(%rsp), %r10
	movq	3536(%rsp), %r14
	movq	-48(%rsp), %rbx
	movq	-40(%rsp), %r9
	movq	1680(%rsp), %r8
	vmovss	.LCPI0_60(%rip), %xmm4
	vmovdqu64	4176(%rsp), %zmm11
	vmovaps	384(%rsp), %xmm8
	vmovaps	-16(%rsp), %xmm12
	vpbroadcastq	.LCPI0_0(%rip), %zmm28
	vmovdqu64	3984(%rsp), %zmm27
	vmovdqu64	3920(%rsp), %zmm22
	vmovdqu64	4112(%rsp), %zmm16
	vmovdqu64	2640(%rsp), %zmm17
	vmovdqu64	1616(%rsp), %zmm13
	vmovdqu64	2320(%rsp), %zmm14
	vmovdqu64	1552(%rsp), %zmm15
	vmovdqu64	2256(%rsp), %zmm18
	vmovdqu64	1488(%rsp), %zmm19
	vmovdqu64	3408(%rsp), %zmm20
	vmovdqu64	1424(%rsp), %zmm21
	vmovdqu64	3344(%rsp), %zmm23
	vmovdqu64	3280(%rsp), %zmm31
	vpbroadcastd	.LCPI0_7(%rip), %ymm26
	vpbroadcastq	.LCPI0_9(%rip), %zmm29
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
.LBB0_68:
	movq	%rax, %rcx
	orq	$1, %rcx
	testb	$1, %sil
	je	.LBB0_70
	movq	%rdi, %r11
	movq	1032(%rsp), %rdi
	vmovss	(%rdi,%rax,4), %xmm0
	movq	1024(%rsp), %r8
	vmovss	(%r8,%rax,4), %xmm1
	vsubss	%xmm0, %xmm1, %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vmulss	%xmm4, %xmm1, %xmm1
	vmulss	%xmm1, %xmm12, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmulss	(%r11,%rax,4), %xmm8, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %r8d
	movl	%r8d, %r9d
	andl	$2147483647, %r9d
	cmpl	$2139095041, %r9d
	movq	-40(%rsp), %r9
	movl	$2143289344, %ebp
	cmovael	%ebp, %r8d
	movl	%r8d, (%rdi,%rax,4)
	movq	%r11, %rdi
	movq	1680(%rsp), %r8
	movq	%rcx, %rax
.LBB0_70:
	cmpq	%rcx, %rsi
	movl	$2143289344, %r15d
	je	.LBB0_72
	.p2align	4
.LBB0_71:
	vmovss	(%r9,%rax,4), %xmm0
	vmovss	(%r8,%rax,4), %xmm1
	vmovss	4(%r8,%rax,4), %xmm2
	vsubss	%xmm1, %xmm0, %xmm0
	vaddss	%xmm0, %xmm0, %xmm0
	vmulss	%xmm4, %xmm0, %xmm0
	vmulss	%xmm0, %xmm12, %xmm0
	vmulss	-64(%r10,%rax,4), %xmm8, %xmm3
	vaddss	%xmm0, %xmm1, %xmm0
	vaddss	%xmm0, %xmm3, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %r8d
	andl	$2147483647, %r8d
	cmpl	$2139095041, %r8d
	cmovael	%r15d, %ecx
	movq	1680(%rsp), %r8
	movl	%ecx, (%r8,%rax,4)
	vmovss	4(%r9,%rax,4), %xmm0
	vsubss	%xmm2, %xmm0, %xmm0
	vaddss	%xmm0, %xmm0, %xmm0
	vmulss	%xmm4, %xmm0, %xmm0
	vmulss	%xmm0, %xmm12, %xmm0
	vaddss	%xmm0, %xmm2, %xmm0
	vmulss	-60(%r10,%rax,4), %xmm8, %xmm1
	vaddss	%xmm0, %xmm1, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %r8d
	andl	$2147483647, %r8d
	cmpl	$2139095041, %r8d
	movq	1680(%rsp), %r8
	cmovael	%r15d, %ecx
	movl	%ecx, 4(%r8,%rax,4)
	addq	$2, %rax
	cmpq	%rax, %rsi
	jne	.LBB0_71
	jmp	.LBB0_72
	.p2align	4
.LBB0_61:
	vbroadcastss	384(%rsp), %zmm0
	xorl	%eax, %eax
	movq	-56(%rsp), %rcx
	movq	4816(%rsp), %r10
	movq	3536(%rsp), %r14
	movq	-48(%rsp), %rbx
	movq	-40(%rsp), %r9
	movq	1680(%rsp), %r8
	vbroadcastss	.LCPI0_60(%rip), %zmm5
	vbroadcastss	.LCPI0_61(%rip), %zmm6
	vpbroadcastd	.LCPI0_62(%rip), %zmm7
	vpbroadcastd	.LCPI0_63(%rip), %zmm8
	vmovups	5200(%rsp), %zmm10
	vmovdqu64	4176(%rsp), %zmm11
	vmovaps	-16(%rsp), %xmm12
	vpbroadcastq	.LCPI0_0(%rip), %zmm28
	vmovdqu64	3984(%rsp), %zmm27
	vmovdqu64	3920(%rsp), %zmm22
	vmovdqu64	4112(%rsp), %zmm16
	vmovdqu64	2640(%rsp), %zmm17
	vmovdqu64	1616(%rsp), %zmm13
	vmovdqu64	2320(%rsp), %zmm14
	vmovdqu64	1552(%rsp), %zmm15
	vmovdqu64	2256(%rsp), %zmm18
	vmovdqu64	1488(%rsp), %zmm19
	vmovdqu64	3408(%rsp), %zmm20
	vmovdqu64	1424(%rsp), %zmm21
	vmovdqu64	3344(%rsp), %zmm23
	vmovdqu64	3280(%rsp), %zmm31
	vpbroadcastd	.LCPI0_7(%rip), %ymm26
	vpbroadcastq	.LCPI0_9(%rip), %zmm29
	.p2align	4
.LBB0_62:
	vmovups	-64(%rbx,%rax,4), %zmm1
	vmovups	(%rbx,%rax,4), %zmm2
	vmovups	-64(%r14,%rax,4), %zmm3
	vmovups	(%r14,%rax,4), %zmm4
	vsubps	%zmm1, %zmm3, %zmm3
	vsubps	%zmm2, %zmm4, %zmm4
	vaddps	%zmm3, %zmm3, %zmm3
	vaddps	%zmm4, %zmm4, %zmm4
	vmulps	%zmm5, %zmm3, %zmm3
	vmulps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm3, %zmm10, %zmm3
	vmulps	%zmm4, %zmm10, %zmm4
	vaddps	%zmm3, %zmm1, %zmm1
	vaddps	%zmm4, %zmm2, %zmm2
	vmulps	-64(%r10,%rax,4), %zmm0, %zmm3
	vaddps	%zmm1, %zmm3, %zmm1
	vmulps	(%r10,%rax,4), %zmm0, %zmm3
	vaddps	%zmm2, %zmm3, %zmm2
	vandps	%zmm6, %zmm1, %zmm3
	vandps	%zmm6, %zmm2, %zmm4
	vpcmpgtd	%zmm7, %zmm3, %k1
	vpcmpgtd	%zmm7, %zmm4, %k2
	vmovdqa32	%zmm8, %zmm1 {%k1}
	vmovdqa32	%zmm8, %zmm2 {%k2}
	vmovdqu64	%zmm1, -64(%rbx,%rax,4)
	vmovdqu64	%zmm2, (%rbx,%rax,4)
	addq	$32, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_62
	cmpq	%rcx, %rsi
	vmovss	.LCPI0_60(%rip), %xmm4
	vbroadcastss	.LCPI0_60(%rip), %xmm3
	vbroadcastss	.LCPI0_61(%rip), %xmm5
	vpbroadcastd	.LCPI0_62(%rip), %xmm6
	vmovaps	384(%rsp), %xmm8
	vbroadcastsd	.LCPI0_10(%rip), %zmm30
	je	.LBB0_72
	movq	-56(%rsp), %rax
	testb	$28, %sil
	je	.LBB0_68
	vbroadcastss	%xmm8, %xmm0
	movq	-56(%rsp), %rax
	movq	1016(%rsp), %rcx
	.p2align	4
.LBB0_66:
	vmovups	(%r8,%rax,4), %xmm1
	vmovups	(%r9,%rax,4), %xmm2
	vsubps	%xmm1, %xmm2, %xmm2
	vaddps	%xmm2, %xmm2, %xmm2
	vmulps	%xmm3, %xmm2, %xmm2
	vmulps	%xmm2, %xmm10, %xmm2
	vaddps	%xmm2, %xmm1, %xmm1
	vmulps	(%rdi,%rax,4), %xmm0, %xmm2
	vaddps	%xmm1, %xmm2, %xmm1
	vandps	%xmm5, %xmm1, %xmm2
	vpcmpgtd	%xmm6, %xmm2, %k1
	vpbroadcastd	.LCPI0_63(%rip), %xmm1 {%k1}
	vmovdqu	%xmm1, (%r8,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_66
	movq	%rcx, %rax
	cmpq	%rcx, %rsi
	je	.LBB0_72
	jmp	.LBB0_68
.LBB0_7:
	vmovss	52(%rsp), %xmm7
	vmulss	44(%rsp), %xmm7, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vxorps	%xmm3, %xmm3, %xmm3
	vcmpltss	%xmm0, %xmm3, %k1
	vmovss	%xmm1, %xmm1, %xmm8 {%k1} {z}
	vmulss	48(%rsp), %xmm7, %xmm7
	vmovss	%xmm7, 52(%rsp)
	jmp	.LBB0_8
.LBB0_85:
	movq	-120(%rsp), %rdx
	movq	-88(%rsp), %rax
	.p2align	4
.LBB0_86:
	addq	%rdi, %rdx
	cmpq	%rax, %rdx
	jb	.LBB0_86
.LBB0_74:
	addq	$9432, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.LBB0_94:
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
	movq	-88(%rsp), %rcx
	vmovaps	-16(%rsp), %xmm17
	jmp	.LBB0_95
	.p2align	4
.LBB0_108:
	movq	%r15, %rsi
	movq	-56(%rsp), %rdi
	addq	%rdi, %rsi
	movq	-88(%rsp), %rcx
	cmpq	%rcx, %rsi
	movq	-128(%rsp), %r11
	jae	.LBB0_74
.LBB0_95:
	subq	%rsi, %rcx
	cmpq	%rdi, %rcx
	cmovaeq	%rdi, %rcx
	imulq	%r11, %rcx
	movq	%rsi, %r15
	imulq	%r11, %rsi
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
	andl	$32704, %r9d
	movl	%edi, %r10d
	andl	$32760, %r10d
	xorl	%r11d, %r11d
	jmp	.LBB0_96
	.p2align	4
.LBB0_107:
	incq	%r11
	cmpq	-72(%rsp), %r11
	je	.LBB0_108
.LBB0_96:
	cmpq	$8, %rcx
	setb	%bl
	orb	%r8b, %bl
	testb	$1, %bl
	je	.LBB0_98
	xorl	%ebx, %ebx
	jmp	.LBB0_106
	.p2align	4
.LBB0_98:
	cmpq	$64, %rcx
	jae	.LBB0_100
	xorl	%r14d, %r14d
	jmp	.LBB0_104
	.p2align	4
.LBB0_100:
	movq	%r9, %rbx
	xorl	%r14d, %r14d
	.p2align	4
.LBB0_101:
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
	jne	.LBB0_101
	cmpq	%r9, %rcx
	je	.LBB0_107
	movq	%r9, %r14
	movq	%r9, %rbx
	testb	$56, %dil
	je	.LBB0_106
	.p2align	4
.LBB0_104:
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
	jne	.LBB0_104
	movq	%r10, %rbx
	cmpq	%r10, %rcx
	je	.LBB0_107
	.p2align	4
.LBB0_106:
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
	jb	.LBB0_106
	jmp	.LBB0_107
.LBB0_10:
	cmpl	$0, -60(%rsp)
	vmovaps	-16(%rsp), %xmm0
	movq	%r11, %rax
	jne	.LBB0_11
	andq	$-64, %rax
	vbroadcastss	%xmm0, %zmm0
	movq	%r11, %rcx
	andq	$-8, %rcx
	movq	%rsi, %r9
	imulq	%r11, %r9
	movq	%rsi, %r14
	movq	-104(%rsp), %r8
	leaq	(%r8,%r9,4), %rsi
	addq	$192, %rsi
	movq	-96(%rsp), %r10
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
	jmp	.LBB0_16
	.p2align	4
.LBB0_32:
	movq	-120(%rsp), %r14
	incq	%r14
	movq	128(%rsp), %r10
	incq	%r10
	movq	2192(%rsp), %rdx
	addq	%rdx, %rsi
	addq	%rdx, %rdi
	addq	%rdx, %r8
	addq	%rdx, %r9
	cmpq	-88(%rsp), %r14
	movq	120(%rsp), %rbx
	je	.LBB0_74
.LBB0_16:
	movq	%rdx, %r15
	movq	%r10, 128(%rsp)
	imulq	%r10, %r15
	leaq	(%rbx,%r15), %r12
	movq	-96(%rsp), %r10
	leaq	(%r10,%r12), %r13
	addq	112(%rsp), %r15
	leaq	(%r10,%r15), %rbp
	movq	-104(%rsp), %rbx
	addq	%rbx, %r12
	addq	%rbx, %r15
	movq	%r14, -120(%rsp)
	imulq	-128(%rsp), %r14
	leaq	(%r10,%r14,4), %rdx
	movq	%rdx, 256(%rsp)
	leaq	(%rbx,%r14,4), %rdx
	movq	%rdx, 528(%rsp)
	movq	-128(%rsp), %rbx
	cmpq	%r15, %r13
	setb	%r15b
	cmpq	%rbp, %r12
	setb	%bpl
	andb	%r15b, %bpl
	xorl	%r15d, %r15d
	jmp	.LBB0_17
	.p2align	4
.LBB0_31:
	incq	%r15
	cmpq	-72(%rsp), %r15
	je	.LBB0_32
.LBB0_17:
	testb	%bpl, %bpl
	je	.LBB0_19
	xorl	%r12d, %r12d
	jmp	.LBB0_27
	.p2align	4
.LBB0_19:
	cmpq	$64, %rbx
	jae	.LBB0_21
	xorl	%r13d, %r13d
	jmp	.LBB0_25
	.p2align	4
.LBB0_21:
	xorl	%r12d, %r12d
	.p2align	4
.LBB0_22:
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
	jne	.LBB0_22
	cmpq	%rax, %rbx
	je	.LBB0_31
	movq	%rax, %r13
	movq	%rax, %r12
	testb	$56, %bl
	je	.LBB0_27
	.p2align	4
.LBB0_25:
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
	jne	.LBB0_25
	movq	%rcx, %r12
	cmpq	%rcx, %rbx
	je	.LBB0_31
.LBB0_27:
	movq	%r12, %r13
	orq	$1, %r13
	testb	$1, %bl
	je	.LBB0_29
	movq	256(%rsp), %rdx
	vmovss	(%rdx,%r12,4), %xmm9
	movq	528(%rsp), %r10
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
	movq	%r13, %r12
.LBB0_29:
	cmpq	%r13, %rbx
	je	.LBB0_31
	.p2align	4
.LBB0_30:
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
	jne	.LBB0_30
	jmp	.LBB0_31
.LBB0_11:
	andq	$-64, %rax
	vbroadcastss	%xmm0, %zmm0
	movq	%r11, %rcx
	andq	$-8, %rcx
	movq	%rsi, %r14
	movq	-104(%rsp), %r8
	leaq	(%r8,%rbx), %rsi
	addq	$192, %rsi
	movq	-96(%rsp), %r9
	leaq	(%r9,%rbx), %rdi
	addq	$192, %rdi
	addq	%rbx, %r8
	addq	%rbx, %r9
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
	jmp	.LBB0_12
.LBB0_46:
	movq	-120(%rsp), %r14
	incq	%r14
	movq	320(%rsp), %r10
	incq	%r10
	addq	%rdx, %rsi
	addq	%rdx, %rdi
	addq	%rdx, %r8
	addq	%rdx, %r9
	cmpq	-88(%rsp), %r14
	movq	120(%rsp), %rbx
	je	.LBB0_74
.LBB0_12:
	movq	%rdx, %r15
	movq	%r10, 320(%rsp)
	imulq	%r10, %r15
	leaq	(%rbx,%r15), %r12
	movq	-96(%rsp), %r10
	leaq	(%r10,%r12), %r13
	addq	112(%rsp), %r15
	leaq	(%r10,%r15), %rbp
	movq	-104(%rsp), %rbx
	addq	%rbx, %r12
	addq	%rbx, %r15
	movq	%r14, -120(%rsp)
	imulq	-128(%rsp), %r14
	leaq	(%r10,%r14,4), %r10
	movq	%r10, 256(%rsp)
	leaq	(%rbx,%r14,4), %r10
	movq	%r10, 528(%rsp)
	movq	-128(%rsp), %rbx
	cmpq	%r15, %r13
	setb	%r15b
	cmpq	%rbp, %r12
	setb	%bpl
	andb	%r15b, %bpl
	xorl	%r15d, %r15d
	movb	%bpl, 128(%rsp)
	jmp	.LBB0_13
.LBB0_45:
	incq	%r15
	cmpq	-72(%rsp), %r15
	je	.LBB0_46
.LBB0_13:
	testb	%bpl, %bpl
	je	.LBB0_33
	xorl	%r12d, %r12d
	jmp	.LBB0_41
.LBB0_33:
	cmpq	$64, %rbx
	jae	.LBB0_35
	xorl	%r13d, %r13d
	jmp	.LBB0_39
.LBB0_35:
	xorl	%r12d, %r12d
	.p2align	4
.LBB0_36:
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
	jne	.LBB0_36
	cmpq	%rax, %rbx
	je	.LBB0_45
	movq	%rax, %r13
	movq	%rax, %r12
	testb	$56, %bl
	je	.LBB0_41
	.p2align	4
.LBB0_39:
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
	jne	.LBB0_39
	movq	%rcx, %r12
	cmpq	%rcx, %rbx
	je	.LBB0_45
.LBB0_41:
	movq	%r12, %r13
	orq	$1, %r13
	testb	$1, %bl
	je	.LBB0_43
	movq	256(%rsp), %rbp
	vmovss	(%rbp,%r12,4), %xmm9
	movq	528(%rsp), %r10
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
	movl	%r14d, (%rbp,%r12,4)
	movzbl	128(%rsp), %ebp
	movq	%r13, %r12
.LBB0_43:
	cmpq	%r13, %rbx
	je	.LBB0_45
	.p2align	4
.LBB0_44:
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
	jne	.LBB0_44
	jmp	.LBB0_45
.Lfunc_end0:
	.size	tessera_quadratic_x86_64_v4, .Lfunc_end0-tessera_quadratic_x86_64_v4

	.section	".note.GNU-stack","",@progbits
