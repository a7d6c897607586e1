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
	subq	$2936, %rsp
	movq	(%rdi), %rax
	movq	%rax, -88(%rsp)
	movq	8(%rdi), %r10
	movq	16(%rdi), %rax
	movq	%rax, -56(%rsp)
	movq	32(%rdi), %r13
	movq	40(%rdi), %r11
	movq	48(%rdi), %rax
	vmovss	64(%rdi), %xmm17
	vmovss	68(%rdi), %xmm0
	vmovaps	%xmm0, 2064(%rsp)
	movq	56(%rdi), %rcx
	movq	%rcx, 288(%rsp)
	movl	72(%rdi), %ecx
	movl	%ecx, -100(%rsp)
	vmovss	80(%rdi), %xmm0
	vmovss	%xmm0, 160(%rsp)
	vmovss	84(%rdi), %xmm0
	vmovss	%xmm0, 172(%rsp)
	movl	76(%rdi), %ecx
	movl	%ecx, 168(%rsp)
	vmovd	88(%rdi), %xmm0
	vmovd	%xmm0, 164(%rsp)
	movq	96(%rdi), %rcx
	movq	%rcx, (%rsp)
	movq	104(%rdi), %rcx
	movq	%rcx, 1104(%rsp)
	cmpq	$127, %rax
	movq	%r11, 896(%rsp)
	movq	%rax, -120(%rsp)
	ja	.LBB0_13
	movq	%r11, %rsi
	subq	%r13, %rsi
	jbe	.LBB0_144
	movq	-120(%rsp), %r8
	movq	%r8, %rdi
	shlq	$6, %rdi
	movl	$3449720151, %r11d
	movq	(%rsp), %r9
	movq	%r9, %rax
	shrq	$32, %rax
	leaq	(%r9,%r11), %rcx
	addq	$-795284382, %rcx
	leaq	-305585874(%rax,%r11), %rdx
	movq	%rdx, -112(%rsp)
	leaq	1013904242(%r9), %rdx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 2592(%rsp)
	leaq	1993301258(%rax), %rcx
	vpbroadcastq	%rdx, %zmm5
	leaq	218619860(%r9,%r11), %rdx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 496(%rsp)
	leaq	842468239(%rax), %rcx
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 4464(%rsp)
	leaq	2027808484(%r9), %rdx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4400(%rsp)
	leaq	536882365(%rax,%r11), %rcx
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 4336(%rsp)
	leaq	387276957(%r9), %rdx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4272(%rsp)
	leaq	-613950654(%rax,%r11), %rcx
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 4208(%rsp)
	leaq	-408007425(%r9,%r11), %rdx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4144(%rsp)
	leaq	1684936478(%rax), %rcx
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 4080(%rsp)
	leaq	1401181199(%r9), %rdx
	vpbroadcastq	%rcx, %zmm29
	leaq	(%rax,%r11), %rcx
	addq	$228517585, %rcx
	addq	$534103459, %rax
	vpbroadcastq	%rdx, %zmm30
	leal	-1879881855(%r9), %edx
	vpbroadcastq	%r8, %zmm31
	vpbroadcastq	%r9, %zmm4
	vpbroadcastq	%rax, %zmm19
	vpbroadcastq	%rcx, %zmm7
	movq	896(%rsp), %rcx
	vpbroadcastd	%edx, %zmm8
	vbroadcastss	%xmm17, %zmm15
	leaq	-1(%r8), %rax
	movq	%rax, 16(%rsp)
	leaq	64(%r10,%r13,4), %rbx
	leaq	(%r10,%r13,4), %r14
	vbroadcastss	.LCPI0_62(%rip), %zmm14
	vbroadcastss	.LCPI0_64(%rip), %xmm17
	vmovss	.LCPI0_65(%rip), %xmm11
	vmovss	.LCPI0_67(%rip), %xmm12
	vbroadcastss	.LCPI0_64(%rip), %zmm20
	vbroadcastss	.LCPI0_69(%rip), %zmm22
	vbroadcastss	.LCPI0_70(%rip), %zmm23
	vbroadcastss	.LCPI0_67(%rip), %xmm24
	vbroadcastss	.LCPI0_68(%rip), %zmm27
	vmovdqu64	%zmm19, 5296(%rsp)
	vmovdqu64	%zmm7, 5232(%rsp)
	vmovdqu64	%zmm8, 3168(%rsp)
	vmovups	%zmm15, 752(%rsp)
	vmovdqu64	%zmm5, 4528(%rsp)
	vmovdqu64	%zmm29, 4016(%rsp)
	vmovdqu64	%zmm30, 3952(%rsp)
	vmovdqu64	%zmm31, 4912(%rsp)
	vmovdqu64	%zmm4, 4848(%rsp)
	jmp	.LBB0_5
	.p2align	4
.LBB0_279:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r8
.LBB0_280:
	cmpq	%rbp, %rax
	cmovbq	%rax, %r12
	addq	%r13, %r12
	imulq	%r8, %r12
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$7032, %rcx
	vmovss	(%rcx,%rax,4), %xmm4
	movq	-88(%rsp), %rax
	leaq	(%rax,%r12,4), %rax
	vmovss	%xmm4, (%rax,%rdx,4)
.LBB0_281:
	addq	$64, %r13
	addq	$-64, %rsi
	addq	$256, %rbx
	addq	$256, %r14
	movq	896(%rsp), %rcx
	cmpq	%rcx, %r13
	jae	.LBB0_144
.LBB0_5:
	cmpq	$64, %rsi
	movl	$64, %r15d
	cmovbq	%rsi, %r15
	cmpq	$1, %rsi
	movq	%rsi, %rax
	adcq	$0, %rax
	cmpq	$64, %rax
	movl	$64, %edx
	cmovaeq	%rdx, %rax
	subq	%r13, %rcx
	cmpq	$64, %rcx
	cmovbq	%rcx, %rdx
	movq	%rdx, -24(%rsp)
	leaq	-1(%rdx), %r12
	movq	-120(%rsp), %rbp
	testq	%rbp, %rbp
	movq	-88(%rsp), %r10
	movq	-56(%rsp), %r11
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
	vmovss	(%r10,%r8,4), %xmm4
	vmovss	%xmm4, 7032(%rsp,%rdx,4)
	vmovss	(%r11,%r8,4), %xmm4
	vmovss	%xmm4, 39800(%rsp,%rdx,4)
	leal	1(%rdx), %r8d
	andl	$63, %r8d
	cmpq	%r8, %rcx
	cmovbeq	%r12, %r8
	addq	%r13, %r8
	imulq	%rbp, %r8
	addq	%r9, %r8
	vmovss	(%r10,%r8,4), %xmm4
	vmovss	%xmm4, 7036(%rsp,%rdx,4)
	vmovd	(%r11,%r8,4), %xmm4
	vmovd	%xmm4, 39804(%rsp,%rdx,4)
	addq	$2, %rdx
	cmpq	%rdx, %rdi
	jne	.LBB0_7
.LBB0_8:
	movq	%r15, -96(%rsp)
	cmpq	$0, 288(%rsp)
	movq	%r13, -80(%rsp)
	je	.LBB0_9
	movl	%eax, %ecx
	andl	$124, %ecx
	movl	%eax, %edx
	andl	$96, %edx
	vmovups	39800(%rsp), %zmm4
	vmovups	39864(%rsp), %zmm5
	vpbroadcastq	%r13, %zmm6
	vmovdqu64	%zmm6, 4592(%rsp)
	vmovups	%zmm4, 1616(%rsp)
	vxorps	%zmm14, %zmm4, %zmm4
	vmovups	%zmm4, 3040(%rsp)
	vxorps	39928(%rsp), %zmm14, %zmm4
	vmovups	%zmm4, 3312(%rsp)
	vxorps	39992(%rsp), %zmm14, %zmm4
	vmovups	%zmm4, 2976(%rsp)
	vmovups	%zmm5, 3504(%rsp)
	vxorps	%zmm14, %zmm5, %zmm4
	vmovups	%zmm4, 3568(%rsp)
	movl	%eax, %r15d
	andl	$96, %r15d
	movl	%eax, %r11d
	andl	$124, %r11d
	movl	%eax, %r8d
	andl	$96, %r8d
	movq	%r8, 8(%rsp)
	movl	%eax, %r8d
	andl	$124, %r8d
	movq	%r8, -32(%rsp)
	xorl	%r10d, %r10d
	vmovss	160(%rsp), %xmm4
	movq	-24(%rsp), %rbp
	jmp	.LBB0_208
	.p2align	4
.LBB0_246:
	vpbroadcastd	.LCPI0_69(%rip), %zmm22
	vpbroadcastd	.LCPI0_70(%rip), %zmm23
.LBB0_247:
	vmovss	-72(%rsp), %xmm4
	vmulss	172(%rsp), %xmm4, %xmm4
	incq	%r10
	cmpq	288(%rsp), %r10
	je	.LBB0_10
.LBB0_208:
	cmpl	$0, 168(%rsp)
	sete	%r8b
	vmovss	%xmm4, -72(%rsp)
	vmulss	164(%rsp), %xmm4, %xmm4
	vsqrtss	%xmm4, %xmm4, %xmm5
	vpxor	%xmm6, %xmm6, %xmm6
	vcmpltss	%xmm4, %xmm6, %k1
	vmovss	%xmm5, %xmm5, %xmm5 {%k1} {z}
	kmovd	%r8d, %k1
	vmovaps	2064(%rsp), %xmm4
	vmovss	%xmm4, %xmm5, %xmm5 {%k1}
	vmovaps	%xmm5, 816(%rsp)
	cmpl	$0, -100(%rsp)
	vmovupd	%zmm28, 1408(%rsp)
	je	.LBB0_221
	cmpq	$0, -120(%rsp)
	je	.LBB0_210
	movq	1104(%rsp), %r8
	addq	%r10, %r8
	movq	%r8, %r9
	shrq	$32, %r9
	movl	$3449720151, %ebp
	imulq	%rbp, %r9
	vpbroadcastq	%r9, %zmm0
	shrq	$32, %r9
	xorl	(%rsp), %r8d
	xorl	%r9d, %r8d
	leaq	78811644(%rbp), %r9
	imulq	%r8, %r9
	vpbroadcastq	%r9, %zmm1
	shrq	$32, %r9
	xorq	-112(%rsp), %r9
	vpbroadcastq	%r9, %zmm2
	vmovdqu64	%zmm2, 2912(%rsp)
	vpxorq	2592(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 2208(%rsp)
	vpxorq	496(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 2848(%rsp)
	xorl	%r8d, %r8d
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vmovdqa64	.LCPI0_6(%rip), %zmm2
	vpbroadcastq	.LCPI0_2(%rip), %zmm26
	vpbroadcastq	.LCPI0_7(%rip), %zmm27
	vpbroadcastq	.LCPI0_8(%rip), %zmm18
	.p2align	4
.LBB0_212:
	vmovdqu64	%zmm2, 176(%rsp)
	vmovdqu64	%zmm1, 48(%rsp)
	vpaddq	%zmm26, %zmm1, %zmm0
	vpaddq	%zmm26, %zmm2, %zmm1
	vpbroadcastq	.LCPI0_3(%rip), %zmm3
	vpaddq	48(%rsp), %zmm3, %zmm2
	vpaddq	176(%rsp), %zmm3, %zmm3
	vpbroadcastq	.LCPI0_4(%rip), %zmm5
	vpaddq	48(%rsp), %zmm5, %zmm4
	vpaddq	176(%rsp), %zmm5, %zmm5
	vpbroadcastq	.LCPI0_74(%rip), %zmm13
	vpandq	176(%rsp), %zmm13, %zmm6
	vpandq	48(%rsp), %zmm13, %zmm7
	vpandq	%zmm13, %zmm1, %zmm8
	vpandq	%zmm13, %zmm0, %zmm9
	vpandq	%zmm13, %zmm3, %zmm10
	vpandq	%zmm13, %zmm2, %zmm11
	vpandq	%zmm13, %zmm5, %zmm12
	vpandq	%zmm13, %zmm4, %zmm13
	vpsrlq	$6, 176(%rsp), %zmm14
	vpsrlq	$6, 48(%rsp), %zmm15
	vpsrlq	$6, %zmm1, %zmm1
	vpsrlq	$6, %zmm0, %zmm0
	vpsrlq	$6, %zmm3, %zmm3
	vpsrlq	$6, %zmm2, %zmm2
	vpsrlq	$6, %zmm5, %zmm5
	vpsrlq	$6, %zmm4, %zmm4
	vmovdqu64	4592(%rsp), %zmm17
	vpaddq	%zmm17, %zmm7, %zmm7
	vpaddq	%zmm17, %zmm6, %zmm6
	vpaddq	%zmm17, %zmm9, %zmm9
	vpaddq	%zmm17, %zmm8, %zmm8
	vpaddq	%zmm17, %zmm11, %zmm11
	vpaddq	%zmm17, %zmm10, %zmm10
	vmovdqu64	4912(%rsp), %zmm16
	vpmullq	%zmm16, %zmm6, %zmm6
	vpmullq	%zmm16, %zmm7, %zmm7
	vpmullq	%zmm16, %zmm8, %zmm8
	vpmullq	%zmm16, %zmm9, %zmm9
	vpaddq	%zmm17, %zmm13, %zmm13
	vpaddq	%zmm17, %zmm12, %zmm12
	vpmullq	%zmm16, %zmm10, %zmm10
	vpaddq	%zmm14, %zmm6, %zmm6
	vpaddq	%zmm15, %zmm7, %zmm7
	vpaddq	%zmm1, %zmm8, %zmm1
	vpmullq	%zmm16, %zmm11, %zmm8
	vpaddq	%zmm0, %zmm9, %zmm9
	vpaddq	%zmm3, %zmm10, %zmm3
	vpaddq	%zmm2, %zmm8, %zmm2
	vpmullq	%zmm16, %zmm12, %zmm0
	vpaddq	%zmm5, %zmm0, %zmm10
	vpmullq	%zmm16, %zmm13, %zmm0
	vpaddq	%zmm4, %zmm0, %zmm4
	vpmuludq	%zmm27, %zmm6, %zmm17
	vpmuludq	%zmm27, %zmm7, %zmm15
	vpmuludq	%zmm27, %zmm1, %zmm14
	vpmuludq	%zmm27, %zmm9, %zmm13
	vpmuludq	%zmm27, %zmm3, %zmm0
	vpmuludq	%zmm27, %zmm2, %zmm16
	vpmuludq	%zmm27, %zmm10, %zmm5
	vpmuludq	%zmm27, %zmm4, %zmm8
	vmovdqu64	4848(%rsp), %zmm11
	vpternlogq	$150, %zmm11, %zmm15, %zmm7
	vpternlogq	$150, %zmm11, %zmm17, %zmm6
	vpternlogq	$150, %zmm11, %zmm13, %zmm9
	vpternlogq	$150, %zmm11, %zmm14, %zmm1
	vpternlogq	$150, %zmm11, %zmm16, %zmm2
	vpternlogq	$150, %zmm11, %zmm0, %zmm3
	vpternlogq	$150, %zmm11, %zmm8, %zmm4
	vpternlogq	$150, %zmm11, %zmm5, %zmm10
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm4, %zmm11
	vpmuludq	%zmm18, %zmm7, %zmm22
	vpmuludq	%zmm18, %zmm6, %zmm20
	vpmuludq	%zmm18, %zmm9, %zmm7
	vpmuludq	%zmm18, %zmm1, %zmm6
	vpmuludq	%zmm18, %zmm2, %zmm26
	vpmuludq	%zmm18, %zmm3, %zmm28
	vpmuludq	%zmm18, %zmm11, %zmm11
	vpmuludq	%zmm18, %zmm10, %zmm1
	vmovdqu64	%zmm1, 1152(%rsp)
	vpsrlq	$32, %zmm20, %zmm9
	vpsrlq	$32, %zmm22, %zmm10
	vpsrlq	$32, %zmm6, %zmm12
	vpsrlq	$32, %zmm7, %zmm19
	vpsrlq	$32, %zmm28, %zmm21
	vpsrlq	$32, %zmm26, %zmm23
	vpsrlq	$32, %zmm1, %zmm24
	vpsrlq	$32, %zmm11, %zmm25
	vmovdqu64	2208(%rsp), %zmm1
	vpxorq	%zmm1, %zmm10, %zmm10
	vpmuludq	%zmm27, %zmm10, %zmm29
	vmovdqu64	%zmm29, 688(%rsp)
	vpxorq	%zmm1, %zmm9, %zmm9
	vpmuludq	%zmm27, %zmm9, %zmm30
	vmovdqu64	%zmm30, 624(%rsp)
	vpxorq	%zmm1, %zmm19, %zmm9
	vpmuludq	%zmm27, %zmm9, %zmm4
	vmovdqu64	%zmm4, 832(%rsp)
	vpxorq	%zmm1, %zmm12, %zmm9
	vpmuludq	%zmm27, %zmm9, %zmm12
	vmovdqu64	%zmm12, 304(%rsp)
	vpxorq	%zmm1, %zmm23, %zmm9
	vpmuludq	%zmm27, %zmm9, %zmm9
	vmovdqu64	%zmm9, 2464(%rsp)
	vpxorq	%zmm1, %zmm21, %zmm19
	vpxorq	%zmm1, %zmm25, %zmm23
	vpxorq	%zmm1, %zmm24, %zmm24
	vmovdqu64	2912(%rsp), %zmm1
	vpxorq	%zmm15, %zmm1, %zmm15
	vpmuludq	%zmm18, %zmm15, %zmm10
	vpmuludq	%zmm27, %zmm19, %zmm3
	vmovdqu64	%zmm3, 1024(%rsp)
	vpxorq	%zmm17, %zmm1, %zmm17
	vpmuludq	%zmm18, %zmm17, %zmm15
	vpxorq	%zmm13, %zmm1, %zmm17
	vpmuludq	%zmm18, %zmm17, %zmm21
	vpxorq	%zmm14, %zmm1, %zmm17
	vpmuludq	%zmm27, %zmm23, %zmm13
	vmovdqu64	%zmm13, 2400(%rsp)
	vpmuludq	%zmm18, %zmm17, %zmm17
	vpxorq	%zmm16, %zmm1, %zmm16
	vpmuludq	%zmm18, %zmm16, %zmm16
	vpxorq	%zmm0, %zmm1, %zmm0
	vpmuludq	%zmm18, %zmm0, %zmm14
	vmovdqu64	%zmm14, 2336(%rsp)
	vpmuludq	%zmm27, %zmm24, %zmm0
	vmovdqu64	%zmm0, 368(%rsp)
	vpxorq	%zmm8, %zmm1, %zmm0
	vpmuludq	%zmm18, %zmm0, %zmm2
	vmovdqu64	%zmm2, 2272(%rsp)
	vpxorq	%zmm5, %zmm1, %zmm5
	vpmuludq	%zmm18, %zmm5, %zmm0
	vmovdqu64	%zmm0, 560(%rsp)
	vpsrlq	$32, %zmm30, %zmm19
	vpsrlq	$32, %zmm29, %zmm23
	vpsrlq	$32, %zmm12, %zmm24
	vpsrlq	$32, %zmm15, %zmm8
	vpsrlq	$32, %zmm10, %zmm25
	vpsrlq	$32, %zmm17, %zmm29
	vpsrlq	$32, %zmm21, %zmm30
	vpsrlq	$32, %zmm4, %zmm31
	vmovdqu64	4528(%rsp), %zmm5
	vpternlogq	$150, %zmm5, %zmm22, %zmm25
	vpsrlq	$32, %zmm14, %zmm22
	vpternlogq	$150, %zmm5, %zmm20, %zmm8
	vpsrlq	$32, %zmm16, %zmm20
	vpternlogq	$150, %zmm5, %zmm7, %zmm30
	vpsrlq	$32, %zmm3, %zmm7
	vpternlogq	$150, %zmm5, %zmm6, %zmm29
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm5, %zmm26, %zmm20
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm5, %zmm28, %zmm22
	vpsrlq	$32, %zmm9, %zmm1
	vpternlogq	$150, %zmm5, %zmm11, %zmm4
	vpternlogq	$150, 1152(%rsp), %zmm5, %zmm0
	vpmuludq	%zmm27, %zmm8, %zmm2
	vmovdqu64	%zmm2, 1472(%rsp)
	vpmuludq	%zmm27, %zmm25, %zmm5
	vmovdqu64	%zmm5, 1744(%rsp)
	vpmuludq	%zmm27, %zmm29, %zmm6
	vpsrlq	$32, %zmm13, %zmm11
	vpmuludq	%zmm27, %zmm30, %zmm9
	vmovdqu64	%zmm9, 1344(%rsp)
	vpmuludq	%zmm27, %zmm22, %zmm12
	vmovdqu64	%zmm12, 1216(%rsp)
	vpmuludq	%zmm27, %zmm20, %zmm13
	vmovdqu64	%zmm13, 1280(%rsp)
	vpmuludq	%zmm27, %zmm0, %zmm14
	vpmuludq	%zmm27, %zmm4, %zmm22
	vmovdqu64	%zmm22, 1152(%rsp)
	vmovdqu64	2848(%rsp), %zmm3
	vpxorq	%zmm3, %zmm23, %zmm0
	vpmuludq	%zmm18, %zmm0, %zmm20
	vpxorq	%zmm3, %zmm19, %zmm0
	vpmuludq	%zmm18, %zmm0, %zmm29
	vpxorq	%zmm3, %zmm31, %zmm0
	vpxorq	%zmm3, %zmm24, %zmm4
	vpmuludq	%zmm18, %zmm0, %zmm30
	vpmuludq	%zmm18, %zmm4, %zmm23
	vpxorq	%zmm3, %zmm1, %zmm0
	vpmuludq	%zmm18, %zmm0, %zmm24
	vpxorq	%zmm3, %zmm7, %zmm0
	vpxorq	%zmm3, %zmm11, %zmm1
	vpmuludq	%zmm18, %zmm0, %zmm4
	vmovdqu64	%zmm4, 2000(%rsp)
	vpmuludq	%zmm18, %zmm1, %zmm0
	vmovdqu64	%zmm0, 1680(%rsp)
	vpsrlq	$32, %zmm20, %zmm25
	vmovdqu64	4464(%rsp), %zmm8
	vpternlogq	$150, %zmm10, %zmm8, %zmm25
	vpsrlq	$32, %zmm29, %zmm26
	vpternlogq	$150, %zmm15, %zmm8, %zmm26
	vpsrlq	$32, %zmm30, %zmm31
	vpternlogq	$150, %zmm21, %zmm8, %zmm31
	vpsrlq	$32, %zmm23, %zmm21
	vpternlogq	$150, %zmm17, %zmm8, %zmm21
	vpsrlq	$32, %zmm24, %zmm28
	vpternlogq	$150, %zmm16, %zmm8, %zmm28
	vpsrlq	$32, %zmm4, %zmm16
	vpternlogq	$150, 2336(%rsp), %zmm8, %zmm16
	vpsrlq	$32, %zmm0, %zmm11
	vpternlogq	$150, 2272(%rsp), %zmm8, %zmm11
	vpsrlq	$32, %zmm2, %zmm4
	vmovdqu64	4400(%rsp), %zmm1
	vpternlogq	$150, 624(%rsp), %zmm1, %zmm4
	vpsrlq	$32, %zmm5, %zmm7
	vpternlogq	$150, 688(%rsp), %zmm1, %zmm7
	vpsrlq	$32, %zmm6, %zmm19
	vpternlogq	$150, 304(%rsp), %zmm1, %zmm19
	vpsrlq	$32, %zmm9, %zmm10
	vpternlogq	$150, 832(%rsp), %zmm1, %zmm10
	vpsrlq	$32, %zmm12, %zmm0
	vpternlogq	$150, 1024(%rsp), %zmm1, %zmm0
	vpsrlq	$32, %zmm13, %zmm15
	vpternlogq	$150, 2464(%rsp), %zmm1, %zmm15
	vpsrlq	$32, %zmm22, %zmm9
	vpternlogq	$150, 2400(%rsp), %zmm1, %zmm9
	vpsrlq	$32, %zmm14, %zmm13
	vmovdqu64	368(%rsp), %zmm2
	vpternlogq	$150, %zmm1, %zmm2, %zmm13
	vpsrlq	$32, %zmm2, %zmm1
	vpxorq	%zmm3, %zmm1, %zmm1
	vpmuludq	%zmm18, %zmm1, %zmm3
	vpsrlq	$32, %zmm3, %zmm17
	vpternlogq	$150, 560(%rsp), %zmm8, %zmm17
	vpmuludq	%zmm18, %zmm7, %zmm5
	vpsrlq	$32, %zmm5, %zmm22
	vmovdqu64	4336(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm20, %zmm22
	vpmuludq	%zmm18, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm1, %zmm29, %zmm7
	vpmuludq	%zmm18, %zmm10, %zmm2
	vmovdqu64	%zmm2, 1024(%rsp)
	vpsrlq	$32, %zmm2, %zmm12
	vpternlogq	$150, %zmm1, %zmm30, %zmm12
	vpmuludq	%zmm18, %zmm19, %zmm2
	vmovdqu64	%zmm2, 832(%rsp)
	vpsrlq	$32, %zmm2, %zmm29
	vpternlogq	$150, %zmm1, %zmm23, %zmm29
	vpmuludq	%zmm18, %zmm15, %zmm2
	vmovdqu64	%zmm2, 560(%rsp)
	vpsrlq	$32, %zmm2, %zmm19
	vpternlogq	$150, %zmm1, %zmm24, %zmm19
	vpmuludq	%zmm18, %zmm0, %zmm0
	vmovdqu64	%zmm0, 624(%rsp)
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, 2000(%rsp), %zmm1, %zmm8
	vpmuludq	%zmm18, %zmm9, %zmm0
	vmovdqu64	%zmm0, 304(%rsp)
	vpsrlq	$32, %zmm0, %zmm24
	vpternlogq	$150, 1680(%rsp), %zmm1, %zmm24
	vpmuludq	%zmm27, %zmm26, %zmm15
	vpsrlq	$32, %zmm15, %zmm20
	vmovdqu64	4272(%rsp), %zmm0
	vpternlogq	$150, 1472(%rsp), %zmm0, %zmm20
	vpmuludq	%zmm27, %zmm25, %zmm10
	vpsrlq	$32, %zmm10, %zmm2
	vpternlogq	$150, 1744(%rsp), %zmm0, %zmm2
	vpmuludq	%zmm27, %zmm21, %zmm23
	vpsrlq	$32, %zmm23, %zmm9
	vpternlogq	$150, %zmm6, %zmm0, %zmm9
	vpmuludq	%zmm27, %zmm31, %zmm21
	vpsrlq	$32, %zmm21, %zmm6
	vpternlogq	$150, 1344(%rsp), %zmm0, %zmm6
	vpmuludq	%zmm27, %zmm16, %zmm30
	vpsrlq	$32, %zmm30, %zmm31
	vpternlogq	$150, 1216(%rsp), %zmm0, %zmm31
	vpmuludq	%zmm27, %zmm28, %zmm16
	vmovdqu64	%zmm16, 1472(%rsp)
	vpsrlq	$32, %zmm16, %zmm26
	vpternlogq	$150, 1280(%rsp), %zmm0, %zmm26
	vpmuludq	%zmm27, %zmm17, %zmm16
	vmovdqu64	%zmm16, 1216(%rsp)
	vpsrlq	$32, %zmm16, %zmm25
	vpternlogq	$150, %zmm14, %zmm0, %zmm25
	vpmuludq	%zmm27, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1280(%rsp)
	vpsrlq	$32, %zmm11, %zmm14
	vpternlogq	$150, 1152(%rsp), %zmm0, %zmm14
	vpmuludq	%zmm18, %zmm13, %zmm16
	vpsrlq	$32, %zmm16, %zmm28
	vpternlogq	$150, %zmm1, %zmm3, %zmm28
	vpmuludq	%zmm18, %zmm2, %zmm0
	vmovdqu64	%zmm0, 1152(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqu64	4208(%rsp), %zmm0
	vpternlogq	$150, %zmm5, %zmm0, %zmm1
	vmovdqu64	%zmm1, 368(%rsp)
	vpmuludq	%zmm18, %zmm20, %zmm20
	vpsrlq	$32, %zmm20, %zmm13
	vpternlogq	$150, %zmm4, %zmm0, %zmm13
	vpmuludq	%zmm27, %zmm7, %zmm1
	vmovdqu64	%zmm1, 688(%rsp)
	vpsrlq	$32, %zmm1, %zmm5
	vmovdqu64	4144(%rsp), %zmm4
	vpternlogq	$150, %zmm4, %zmm15, %zmm5
	vpmuludq	%zmm18, %zmm6, %zmm17
	vpsrlq	$32, %zmm17, %zmm15
	vpternlogq	$150, 1024(%rsp), %zmm0, %zmm15
	vpmuludq	%zmm27, %zmm22, %zmm1
	vmovdqu64	%zmm1, 1024(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm4, %zmm10, %zmm1
	vpmuludq	%zmm18, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm7
	vpternlogq	$150, 832(%rsp), %zmm0, %zmm7
	vpmuludq	%zmm27, %zmm29, %zmm2
	vmovdqu64	%zmm2, 832(%rsp)
	vpsrlq	$32, %zmm2, %zmm3
	vpternlogq	$150, %zmm4, %zmm23, %zmm3
	vpmuludq	%zmm18, %zmm26, %zmm29
	vpsrlq	$32, %zmm29, %zmm11
	vpternlogq	$150, 560(%rsp), %zmm0, %zmm11
	vpmuludq	%zmm27, %zmm12, %zmm2
	vmovdqu64	%zmm2, 1344(%rsp)
	vpsrlq	$32, %zmm2, %zmm26
	vpternlogq	$150, %zmm4, %zmm21, %zmm26
	vpmuludq	%zmm18, %zmm31, %zmm12
	vpsrlq	$32, %zmm12, %zmm23
	vpternlogq	$150, 624(%rsp), %zmm0, %zmm23
	vpmuludq	%zmm27, %zmm8, %zmm21
	vpsrlq	$32, %zmm21, %zmm2
	vpternlogq	$150, %zmm4, %zmm30, %zmm2
	vpmuludq	%zmm18, %zmm14, %zmm6
	vpsrlq	$32, %zmm6, %zmm14
	vpternlogq	$150, 304(%rsp), %zmm0, %zmm14
	vpmuludq	%zmm27, %zmm19, %zmm8
	vmovdqu64	%zmm8, 1744(%rsp)
	vpsrlq	$32, %zmm8, %zmm10
	vpternlogq	$150, 1472(%rsp), %zmm4, %zmm10
	vpmuludq	%zmm18, %zmm25, %zmm8
	vmovdqu64	%zmm8, 624(%rsp)
	vpsrlq	$32, %zmm8, %zmm30
	vpternlogq	$150, %zmm16, %zmm0, %zmm30
	vpmuludq	%zmm27, %zmm28, %zmm31
	vpsrlq	$32, %zmm31, %zmm22
	vpternlogq	$150, 1216(%rsp), %zmm4, %zmm22
	vpmuludq	%zmm27, %zmm24, %zmm24
	vpsrlq	$32, %zmm24, %zmm19
	vpternlogq	$150, 1280(%rsp), %zmm4, %zmm19
	vpmuludq	%zmm18, %zmm1, %zmm0
	vmovdqu64	%zmm0, 560(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vmovdqu64	4080(%rsp), %zmm0
	vpternlogq	$150, 1152(%rsp), %zmm0, %zmm16
	vpmuludq	%zmm18, %zmm5, %zmm25
	vpsrlq	$32, %zmm25, %zmm28
	vpternlogq	$150, %zmm0, %zmm20, %zmm28
	vpmuludq	%zmm18, %zmm26, %zmm20
	vpsrlq	$32, %zmm20, %zmm4
	vpternlogq	$150, %zmm0, %zmm17, %zmm4
	vpmuludq	%zmm18, %zmm3, %zmm26
	vpsrlq	$32, %zmm26, %zmm8
	vpternlogq	$150, %zmm0, %zmm9, %zmm8
	vpmuludq	%zmm18, %zmm10, %zmm3
	vpsrlq	$32, %zmm3, %zmm9
	vpternlogq	$150, %zmm0, %zmm29, %zmm9
	vpmuludq	%zmm18, %zmm2, %zmm29
	vpsrlq	$32, %zmm29, %zmm10
	vpternlogq	$150, %zmm0, %zmm12, %zmm10
	vpmuludq	%zmm18, %zmm19, %zmm17
	vpsrlq	$32, %zmm17, %zmm12
	vpternlogq	$150, %zmm0, %zmm6, %zmm12
	vpmuludq	%zmm27, %zmm13, %zmm1
	vmovdqu64	%zmm1, 304(%rsp)
	vpsrlq	$32, %zmm1, %zmm6
	vmovdqu64	4016(%rsp), %zmm19
	vpternlogq	$150, 688(%rsp), %zmm19, %zmm6
	vpmuludq	368(%rsp), %zmm27, %zmm1
	vmovdqu64	%zmm1, 368(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 1024(%rsp), %zmm19, %zmm1
	vpmuludq	%zmm27, %zmm7, %zmm2
	vmovdqu64	%zmm2, 688(%rsp)
	vpsrlq	$32, %zmm2, %zmm13
	vpternlogq	$150, 832(%rsp), %zmm19, %zmm13
	vpmuludq	%zmm27, %zmm15, %zmm7
	vpsrlq	$32, %zmm7, %zmm5
	vpternlogq	$150, 1344(%rsp), %zmm19, %zmm5
	vpmuludq	%zmm27, %zmm23, %zmm2
	vmovdqu64	%zmm2, 832(%rsp)
	vpsrlq	$32, %zmm2, %zmm15
	vpternlogq	$150, %zmm21, %zmm19, %zmm15
	vpmuludq	%zmm27, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm21
	vpternlogq	$150, 1744(%rsp), %zmm19, %zmm21
	vpmuludq	%zmm27, %zmm30, %zmm30
	vpsrlq	$32, %zmm30, %zmm2
	vpternlogq	$150, %zmm31, %zmm19, %zmm2
	vpmuludq	%zmm27, %zmm14, %zmm14
	vpsrlq	$32, %zmm14, %zmm23
	vpternlogq	$150, %zmm24, %zmm19, %zmm23
	vpmuludq	%zmm18, %zmm22, %zmm31
	vpsrlq	$32, %zmm31, %zmm24
	vpternlogq	$150, 624(%rsp), %zmm0, %zmm24
	vpmuludq	%zmm18, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vmovdqu64	3952(%rsp), %zmm19
	vpternlogq	$150, 560(%rsp), %zmm19, %zmm1
	vpmuludq	%zmm18, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm22
	vpternlogq	$150, %zmm25, %zmm19, %zmm22
	vpmuludq	%zmm18, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm6
	vpternlogq	$150, %zmm20, %zmm19, %zmm6
	vpmuludq	%zmm18, %zmm13, %zmm5
	vpsrlq	$32, %zmm5, %zmm25
	vpternlogq	$150, %zmm26, %zmm19, %zmm25
	vpbroadcastq	.LCPI0_2(%rip), %zmm26
	vpmuludq	%zmm18, %zmm21, %zmm5
	vpsrlq	$32, %zmm5, %zmm13
	vpternlogq	$150, %zmm3, %zmm19, %zmm13
	vpmuludq	%zmm18, %zmm15, %zmm5
	vpsrlq	$32, %zmm5, %zmm21
	vpternlogq	$150, %zmm29, %zmm19, %zmm21
	vpmuludq	%zmm18, %zmm23, %zmm5
	vpsrlq	$32, %zmm5, %zmm23
	vpternlogq	$150, %zmm17, %zmm19, %zmm23
	vpmuludq	%zmm27, %zmm28, %zmm17
	vpmuludq	%zmm27, %zmm16, %zmm5
	vpmuludq	%zmm27, %zmm8, %zmm15
	vpmuludq	%zmm27, %zmm4, %zmm20
	vpmuludq	%zmm27, %zmm10, %zmm28
	vpmuludq	%zmm27, %zmm9, %zmm10
	vpmuludq	%zmm27, %zmm24, %zmm8
	vpmuludq	%zmm18, %zmm2, %zmm0
	vpmuludq	%zmm27, %zmm12, %zmm9
	vpsrlq	$32, %zmm0, %zmm12
	vpternlogq	$150, %zmm31, %zmm19, %zmm12
	vpsrlq	$32, %zmm17, %zmm0
	vmovdqu64	5296(%rsp), %zmm19
	vpternlogq	$150, 304(%rsp), %zmm19, %zmm0
	vpsrlq	$32, %zmm5, %zmm2
	vpternlogq	$150, 368(%rsp), %zmm19, %zmm2
	vpsrlq	$32, %zmm15, %zmm3
	vpternlogq	$150, 688(%rsp), %zmm19, %zmm3
	vpsrlq	$32, %zmm20, %zmm4
	vpternlogq	$150, %zmm19, %zmm7, %zmm4
	vpsrlq	$32, %zmm28, %zmm7
	vpternlogq	$150, 832(%rsp), %zmm19, %zmm7
	vpsrlq	$32, %zmm10, %zmm16
	vpternlogq	$150, %zmm19, %zmm11, %zmm16
	vpsrlq	$32, %zmm8, %zmm11
	vpternlogq	$150, %zmm19, %zmm30, %zmm11
	vpsrlq	$32, %zmm9, %zmm24
	vpternlogq	$150, %zmm19, %zmm14, %zmm24
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm2, %zmm0
	vpmovqd	%zmm4, %ymm2
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm2
	vpmovqd	%zmm16, %ymm3
	vpmovqd	%zmm7, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpmovqd	%zmm24, %ymm4
	vpmovqd	%zmm11, %ymm7
	vinserti64x4	$1, %ymm7, %zmm4, %zmm4
	vpmuludq	%zmm27, %zmm22, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vmovdqu64	5232(%rsp), %zmm16
	vpternlogq	$150, %zmm17, %zmm16, %zmm7
	vpmuludq	%zmm27, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm5, %zmm16, %zmm1
	vpmuludq	%zmm27, %zmm25, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm15, %zmm16, %zmm5
	vpmuludq	%zmm27, %zmm6, %zmm6
	vpmuludq	%zmm27, %zmm21, %zmm11
	vpmuludq	%zmm27, %zmm13, %zmm13
	vpmuludq	%zmm27, %zmm12, %zmm12
	vpmuludq	%zmm27, %zmm23, %zmm14
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm20, %zmm16, %zmm6
	vpternlogq	$150, %zmm28, %zmm16, %zmm11
	vpternlogq	$150, %zmm10, %zmm16, %zmm13
	vpternlogq	$150, %zmm8, %zmm16, %zmm12
	vpternlogq	$150, %zmm9, %zmm16, %zmm14
	vpmuludq	%zmm18, %zmm1, %zmm1
	vpmuludq	%zmm18, %zmm7, %zmm7
	vpmuludq	%zmm18, %zmm6, %zmm6
	vpmuludq	%zmm18, %zmm5, %zmm5
	vpmuludq	%zmm18, %zmm13, %zmm8
	vpmuludq	%zmm18, %zmm11, %zmm9
	vpmuludq	%zmm18, %zmm14, %zmm10
	vpmuludq	%zmm18, %zmm12, %zmm11
	vpsrlq	$32, %zmm7, %zmm12
	vpsrlq	$32, %zmm1, %zmm13
	vpsrlq	$32, %zmm5, %zmm14
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
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm7, %ymm7
	vinserti64x4	$1, %ymm7, %zmm1, %zmm1
	vpmovqd	%zmm6, %ymm6
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm6, %zmm5
	vpmovqd	%zmm8, %ymm6
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_9(%rip), %zmm9
	vpmulld	%zmm9, %zmm0, %zmm0
	vmovdqu64	3168(%rsp), %zmm8
	vpternlogd	$150, %zmm0, %zmm8, %zmm12
	vpmulld	%zmm9, %zmm2, %zmm0
	vmovdqu64	176(%rsp), %zmm2
	vpternlogd	$150, %zmm0, %zmm8, %zmm14
	vpmulld	%zmm9, %zmm3, %zmm0
	vpternlogd	$150, %zmm0, %zmm8, %zmm13
	vpmulld	%zmm9, %zmm4, %zmm0
	vpternlogd	$150, %zmm0, %zmm8, %zmm15
	vmovdqu64	%zmm12, 72568(%rsp,%r8,4)
	vmovdqu64	%zmm14, 72632(%rsp,%r8,4)
	vmovdqu64	%zmm1, 105336(%rsp,%r8,4)
	vmovdqu64	48(%rsp), %zmm1
	vmovdqu64	%zmm13, 72696(%rsp,%r8,4)
	vmovdqu64	%zmm5, 105400(%rsp,%r8,4)
	vmovdqu64	%zmm6, 105464(%rsp,%r8,4)
	vmovdqu64	%zmm15, 72760(%rsp,%r8,4)
	vmovdqu64	%zmm7, 105528(%rsp,%r8,4)
	addq	$64, %r8
	vpbroadcastq	.LCPI0_10(%rip), %zmm0
	vpaddq	%zmm0, %zmm1, %zmm1
	vpaddq	%zmm0, %zmm2, %zmm2
	cmpq	%r8, %rdi
	jne	.LBB0_212
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_214:
	vcvtudq2pd	105336(%rsp,%r8,4), %zmm0
	vcvtudq2pd	105368(%rsp,%r8,4), %zmm1
	vcvtudq2pd	105400(%rsp,%r8,4), %zmm2
	vcvtudq2pd	105432(%rsp,%r8,4), %zmm3
	vcvtudq2pd	105464(%rsp,%r8,4), %zmm4
	vcvtudq2pd	105496(%rsp,%r8,4), %zmm5
	vcvtudq2pd	105528(%rsp,%r8,4), %zmm6
	vcvtudq2pd	105560(%rsp,%r8,4), %zmm7
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
	vmulpd	%zmm9, %zmm6, %zmm4
	vmulpd	%zmm9, %zmm2, %zmm8
	vmulpd	%zmm9, %zmm7, %zmm0
	vmulpd	%zmm9, %zmm3, %zmm1
	vbroadcastsd	.LCPI0_32(%rip), %zmm13
	vmulpd	%zmm13, %zmm21, %zmm2
	vmulpd	%zmm13, %zmm14, %zmm3
	vmulpd	%zmm13, %zmm12, %zmm5
	vmulpd	%zmm13, %zmm10, %zmm6
	vmulpd	%zmm13, %zmm8, %zmm7
	vmulpd	%zmm13, %zmm4, %zmm9
	vmulpd	%zmm13, %zmm1, %zmm11
	vmulpd	%zmm13, %zmm0, %zmm13
	vbroadcastsd	.LCPI0_33(%rip), %zmm15
	vaddpd	%zmm15, %zmm3, %zmm19
	vmovupd	%zmm19, 2912(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm17
	vmovupd	%zmm17, 2272(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 2336(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 2400(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm3
	vmovupd	%zmm3, 2464(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm6
	vmovupd	%zmm6, 2000(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm9
	vmovupd	%zmm9, 1680(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm5
	vmovupd	%zmm5, 1744(%rsp)
	vbroadcastsd	.LCPI0_34(%rip), %zmm2
	vaddpd	%zmm2, %zmm17, %zmm20
	vaddpd	%zmm2, %zmm19, %zmm17
	vaddpd	%zmm2, %zmm18, %zmm13
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm2, %zmm6, %zmm7
	vaddpd	%zmm2, %zmm3, %zmm6
	vaddpd	%zmm2, %zmm5, %zmm3
	vaddpd	%zmm2, %zmm9, %zmm5
	vbroadcastsd	.LCPI0_35(%rip), %zmm24
	vmulpd	%zmm24, %zmm17, %zmm18
	vmulpd	%zmm24, %zmm20, %zmm2
	vmulpd	%zmm24, %zmm11, %zmm15
	vmulpd	%zmm24, %zmm13, %zmm19
	vmulpd	%zmm24, %zmm6, %zmm16
	vsubpd	%zmm2, %zmm21, %zmm9
	vbroadcastsd	.LCPI0_36(%rip), %zmm27
	vmulpd	%zmm27, %zmm20, %zmm2
	vbroadcastsd	.LCPI0_37(%rip), %zmm28
	vmulpd	%zmm28, %zmm20, %zmm22
	vsubpd	%zmm2, %zmm9, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_39(%rip), %zmm30
	vpandq	%zmm30, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm30, %zmm23, %zmm23
	vpaddq	%zmm26, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm9, %zmm21
	vsubpd	%zmm21, %zmm9, %zmm23
	vsubpd	%zmm22, %zmm23, %zmm22
	vmulpd	%zmm24, %zmm7, %zmm23
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_38(%rip), %zmm29
	vmulpd	%zmm29, %zmm20, %zmm20
	vsubpd	%zmm22, %zmm20, %zmm2 {%k1}
	vmulpd	%zmm27, %zmm17, %zmm20
	vmulpd	%zmm28, %zmm17, %zmm22
	vmovapd	%zmm21, %zmm9 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm21
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpsrlq	$52, %zmm21, %zmm21
	vpandq	%zmm30, %zmm21, %zmm21
	vpaddq	%zmm26, %zmm21, %zmm21
	vpcmpgtq	%zmm21, %zmm14, %k1
	vsubpd	%zmm22, %zmm18, %zmm14
	vsubpd	%zmm14, %zmm18, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm21
	vmulpd	%zmm24, %zmm5, %zmm22
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
	vpaddq	%zmm26, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm12, %k1
	vsubpd	%zmm21, %zmm19, %zmm14
	vsubpd	%zmm14, %zmm19, %zmm12
	vsubpd	%zmm21, %zmm12, %zmm12
	vmulpd	%zmm24, %zmm3, %zmm24
	vsubpd	%zmm15, %zmm10, %zmm21
	vsubpd	%zmm23, %zmm8, %zmm23
	vsubpd	%zmm16, %zmm4, %zmm16
	vsubpd	%zmm24, %zmm1, %zmm24
	vsubpd	%zmm22, %zmm0, %zmm25
	vmulpd	%zmm29, %zmm13, %zmm13
	vsubpd	%zmm12, %zmm13, %zmm17 {%k1}
	vmulpd	%zmm27, %zmm11, %zmm12
	vmulpd	%zmm28, %zmm11, %zmm13
	vmovapd	%zmm14, %zmm19 {%k1}
	vsubpd	%zmm12, %zmm21, %zmm14
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpaddq	%zmm26, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm10, %k1
	vsubpd	%zmm13, %zmm21, %zmm14
	vsubpd	%zmm14, %zmm21, %zmm10
	vsubpd	%zmm13, %zmm10, %zmm13
	vmulpd	%zmm27, %zmm7, %zmm10
	vmulpd	%zmm29, %zmm11, %zmm11
	vsubpd	%zmm13, %zmm11, %zmm12 {%k1}
	vmulpd	%zmm27, %zmm6, %zmm11
	vmulpd	%zmm28, %zmm7, %zmm13
	vmovapd	%zmm14, %zmm21 {%k1}
	vsubpd	%zmm10, %zmm23, %zmm14
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm30, %zmm8, %zmm8
	vpsrlq	$52, %zmm14, %zmm14
	vpandq	%zmm30, %zmm14, %zmm14
	vpaddq	%zmm26, %zmm14, %zmm14
	vpcmpgtq	%zmm14, %zmm8, %k1
	vsubpd	%zmm13, %zmm23, %zmm8
	vsubpd	%zmm8, %zmm23, %zmm14
	vsubpd	%zmm13, %zmm14, %zmm13
	vmulpd	%zmm27, %zmm3, %zmm14
	vmulpd	%zmm29, %zmm7, %zmm7
	vsubpd	%zmm13, %zmm7, %zmm10 {%k1}
	vmulpd	%zmm27, %zmm5, %zmm7
	vmulpd	%zmm28, %zmm6, %zmm13
	vmovapd	%zmm8, %zmm23 {%k1}
	vsubpd	%zmm11, %zmm16, %zmm8
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm30, %zmm4, %zmm4
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm30, %zmm8, %zmm8
	vpaddq	%zmm26, %zmm8, %zmm8
	vpcmpgtq	%zmm8, %zmm4, %k1
	vsubpd	%zmm13, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm8
	vsubpd	%zmm13, %zmm8, %zmm8
	vmulpd	%zmm28, %zmm3, %zmm13
	vmulpd	%zmm29, %zmm6, %zmm6
	vsubpd	%zmm8, %zmm6, %zmm11 {%k1}
	vmulpd	%zmm28, %zmm5, %zmm6
	vsubpd	%zmm6, %zmm25, %zmm8
	vmovapd	%zmm4, %zmm16 {%k1}
	vsubpd	%zmm14, %zmm24, %zmm4
	vpsrlq	$52, %zmm1, %zmm1
	vpandq	%zmm30, %zmm1, %zmm1
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm30, %zmm4, %zmm4
	vpaddq	%zmm26, %zmm4, %zmm4
	vpcmpgtq	%zmm4, %zmm1, %k1
	vsubpd	%zmm13, %zmm24, %zmm1
	vmulpd	%zmm29, %zmm5, %zmm4
	vmulpd	%zmm29, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm25, %zmm5
	vsubpd	%zmm6, %zmm5, %zmm5
	vsubpd	%zmm1, %zmm24, %zmm6
	vsubpd	%zmm13, %zmm6, %zmm6
	vsubpd	%zmm7, %zmm25, %zmm13
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm30, %zmm0, %zmm0
	vpsrlq	$52, %zmm13, %zmm13
	vpandq	%zmm30, %zmm13, %zmm13
	vpaddq	%zmm26, %zmm13, %zmm13
	vmovapd	%zmm1, %zmm24 {%k1}
	vsubpd	%zmm6, %zmm3, %zmm14 {%k1}
	vpcmpgtq	%zmm13, %zmm0, %k1
	vmovapd	%zmm8, %zmm25 {%k1}
	vsubpd	%zmm5, %zmm4, %zmm7 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm3
	vsubpd	%zmm2, %zmm9, %zmm26
	vsubpd	%zmm12, %zmm21, %zmm5
	vsubpd	%zmm17, %zmm19, %zmm30
	vsubpd	%zmm11, %zmm16, %zmm6
	vsubpd	%zmm10, %zmm23, %zmm13
	vsubpd	%zmm7, %zmm25, %zmm8
	vsubpd	%zmm14, %zmm24, %zmm22
	vsubpd	%zmm26, %zmm9, %zmm0
	vmovupd	%zmm26, 176(%rsp)
	vsubpd	%zmm3, %zmm18, %zmm1
	vmovapd	%zmm3, %zmm18
	vmovupd	%zmm3, 368(%rsp)
	vsubpd	%zmm30, %zmm19, %zmm3
	vsubpd	%zmm5, %zmm21, %zmm4
	vmovapd	%zmm5, %zmm19
	vmovupd	%zmm5, 48(%rsp)
	vsubpd	%zmm13, %zmm23, %zmm5
	vsubpd	%zmm6, %zmm16, %zmm9
	vmovapd	%zmm6, %zmm23
	vmovupd	%zmm6, 304(%rsp)
	vsubpd	%zmm22, %zmm24, %zmm15
	vsubpd	%zmm8, %zmm25, %zmm16
	vmovupd	%zmm8, 1344(%rsp)
	vsubpd	%zmm20, %zmm1, %zmm1
	vmovupd	%zmm1, 1152(%rsp)
	vsubpd	%zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 1024(%rsp)
	vsubpd	%zmm12, %zmm4, %zmm0
	vmovupd	%zmm0, 560(%rsp)
	vsubpd	%zmm17, %zmm3, %zmm0
	vmovupd	%zmm0, 1280(%rsp)
	vsubpd	%zmm11, %zmm9, %zmm0
	vmovupd	%zmm0, 1216(%rsp)
	vsubpd	%zmm10, %zmm5, %zmm0
	vmovupd	%zmm0, 832(%rsp)
	vsubpd	%zmm7, %zmm16, %zmm0
	vmovupd	%zmm0, 688(%rsp)
	vsubpd	%zmm14, %zmm15, %zmm0
	vmovupd	%zmm0, 624(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm20
	vmulpd	%zmm26, %zmm26, %zmm28
	vmulpd	%zmm19, %zmm19, %zmm10
	vmulpd	%zmm28, %zmm28, %zmm11
	vmovupd	%zmm11, 3376(%rsp)
	vmulpd	%zmm20, %zmm20, %zmm3
	vmovupd	%zmm3, 2208(%rsp)
	vbroadcastsd	.LCPI0_40(%rip), %zmm2
	vmulpd	%zmm2, %zmm20, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm20, %zmm0
	vbroadcastsd	.LCPI0_42(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm20, %zmm0
	vbroadcastsd	.LCPI0_43(%rip), %zmm6
	vmulpd	%zmm6, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_44(%rip), %zmm7
	vsubpd	%zmm1, %zmm7, %zmm1
	vmulpd	%zmm1, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_45(%rip), %zmm9
	vaddpd	%zmm9, %zmm1, %zmm1
	vmulpd	%zmm3, %zmm3, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm6, %zmm28, %zmm3
	vsubpd	%zmm3, %zmm7, %zmm3
	vmulpd	%zmm3, %zmm28, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1936(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm0
	vmulpd	%zmm3, %zmm0, %zmm0
	vmulpd	%zmm2, %zmm28, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm17
	vmulpd	%zmm6, %zmm10, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm10, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm10, %zmm1
	vmovupd	%zmm1, 2848(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm2, %zmm10, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2720(%rsp)
	vmulpd	%zmm30, %zmm30, %zmm29
	vmovapd	%zmm30, %zmm21
	vmovupd	%zmm30, 1472(%rsp)
	vmulpd	%zmm6, %zmm29, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm29, %zmm1
	vmovupd	%zmm1, 2144(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm2, %zmm29, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm18
	vmulpd	%zmm23, %zmm23, %zmm23
	vmulpd	%zmm6, %zmm23, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm23, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm23, %zmm23, %zmm1
	vmovupd	%zmm1, 3440(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm2, %zmm23, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2656(%rsp)
	vmulpd	%zmm13, %zmm13, %zmm31
	vmovapd	%zmm13, %zmm25
	vmulpd	%zmm6, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 2080(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm2, %zmm31, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 3632(%rsp)
	vmulpd	%zmm8, %zmm8, %zmm19
	vmulpd	%zmm6, %zmm19, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm19, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm19, %zmm19, %zmm1
	vmovupd	%zmm1, 2784(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm2, %zmm19, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm19, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm19, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 4784(%rsp)
	vmovapd	%zmm22, %zmm24
	vmovupd	%zmm22, 5424(%rsp)
	vmulpd	%zmm22, %zmm22, %zmm27
	vmulpd	%zmm6, %zmm27, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm27, %zmm1
	vmovupd	%zmm1, 5488(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm7
	vmulpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm2, %zmm27, %zmm7
	vaddpd	%zmm4, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm27, %zmm7
	vaddpd	%zmm5, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm27, %zmm7
	vaddpd	%zmm0, %zmm7, %zmm9
	vbroadcastsd	.LCPI0_12(%rip), %zmm1
	vmulpd	%zmm1, %zmm20, %zmm15
	vbroadcastsd	.LCPI0_46(%rip), %zmm16
	vsubpd	%zmm15, %zmm16, %zmm13
	vsubpd	%zmm13, %zmm16, %zmm14
	vsubpd	%zmm15, %zmm14, %zmm14
	vmulpd	%zmm1, %zmm28, %zmm0
	vsubpd	%zmm0, %zmm16, %zmm15
	vsubpd	%zmm15, %zmm16, %zmm11
	vsubpd	%zmm0, %zmm11, %zmm6
	vmovapd	%zmm10, %zmm0
	vmulpd	%zmm1, %zmm10, %zmm11
	vsubpd	%zmm11, %zmm16, %zmm8
	vsubpd	%zmm8, %zmm16, %zmm10
	vsubpd	%zmm11, %zmm10, %zmm10
	vmulpd	%zmm1, %zmm29, %zmm11
	vsubpd	%zmm11, %zmm16, %zmm7
	vsubpd	%zmm7, %zmm16, %zmm12
	vsubpd	%zmm11, %zmm12, %zmm11
	vmulpd	%zmm1, %zmm23, %zmm12
	vsubpd	%zmm12, %zmm16, %zmm5
	vsubpd	%zmm5, %zmm16, %zmm22
	vsubpd	%zmm12, %zmm22, %zmm12
	vmulpd	%zmm1, %zmm31, %zmm22
	vsubpd	%zmm22, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm30
	vsubpd	%zmm22, %zmm30, %zmm22
	vmulpd	%zmm1, %zmm19, %zmm30
	vsubpd	%zmm30, %zmm16, %zmm3
	vsubpd	%zmm3, %zmm16, %zmm26
	vsubpd	%zmm30, %zmm26, %zmm26
	vmulpd	%zmm1, %zmm27, %zmm30
	vsubpd	%zmm30, %zmm16, %zmm2
	vsubpd	%zmm2, %zmm16, %zmm16
	vsubpd	%zmm30, %zmm16, %zmm16
	vmulpd	%zmm17, %zmm28, %zmm17
	vmovupd	176(%rsp), %zmm1
	vmulpd	1024(%rsp), %zmm1, %zmm30
	vsubpd	%zmm30, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm6, %zmm6
	vmulpd	1936(%rsp), %zmm20, %zmm17
	vmovupd	368(%rsp), %zmm1
	vmulpd	1152(%rsp), %zmm1, %zmm30
	vsubpd	%zmm30, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm14, %zmm14
	vmulpd	%zmm18, %zmm29, %zmm17
	vmulpd	1280(%rsp), %zmm21, %zmm18
	vsubpd	%zmm18, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm11, %zmm11
	vmulpd	2720(%rsp), %zmm0, %zmm17
	vmovapd	%zmm0, %zmm30
	vmovupd	48(%rsp), %zmm1
	vmulpd	560(%rsp), %zmm1, %zmm18
	vsubpd	%zmm18, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm10, %zmm10
	vmulpd	3632(%rsp), %zmm31, %zmm17
	vmulpd	832(%rsp), %zmm25, %zmm18
	vsubpd	%zmm18, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm22, %zmm17
	vmulpd	2656(%rsp), %zmm23, %zmm18
	vmovupd	304(%rsp), %zmm0
	vmulpd	1216(%rsp), %zmm0, %zmm21
	vsubpd	%zmm21, %zmm18, %zmm18
	vaddpd	%zmm18, %zmm12, %zmm22
	vmulpd	%zmm9, %zmm27, %zmm9
	vmulpd	624(%rsp), %zmm24, %zmm12
	vsubpd	%zmm12, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	4784(%rsp), %zmm19, %zmm12
	vmovupd	1344(%rsp), %zmm0
	vmulpd	688(%rsp), %zmm0, %zmm16
	vsubpd	%zmm16, %zmm12, %zmm12
	vaddpd	%zmm12, %zmm26, %zmm16
	vaddpd	%zmm14, %zmm13, %zmm0
	vmovupd	%zmm0, 3632(%rsp)
	vaddpd	%zmm6, %zmm15, %zmm0
	vmovupd	%zmm0, 4784(%rsp)
	vaddpd	%zmm10, %zmm8, %zmm0
	vmovupd	%zmm0, 2656(%rsp)
	vaddpd	%zmm11, %zmm7, %zmm0
	vmovupd	%zmm0, 5552(%rsp)
	vaddpd	%zmm22, %zmm5, %zmm0
	vmovupd	%zmm0, 2720(%rsp)
	vaddpd	%zmm17, %zmm4, %zmm0
	vmovupd	%zmm0, 5616(%rsp)
	vaddpd	%zmm16, %zmm3, %zmm0
	vmovupd	%zmm0, 1936(%rsp)
	vaddpd	%zmm9, %zmm2, %zmm0
	vmovupd	%zmm0, 5680(%rsp)
	vbroadcastsd	.LCPI0_50(%rip), %zmm9
	vmulpd	%zmm9, %zmm28, %zmm0
	vbroadcastsd	.LCPI0_51(%rip), %zmm16
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	3376(%rsp), %zmm28, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_47(%rip), %zmm10
	vmulpd	%zmm10, %zmm28, %zmm1
	vbroadcastsd	.LCPI0_48(%rip), %zmm14
	vaddpd	%zmm14, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vmovupd	%zmm28, 4720(%rsp)
	vbroadcastsd	.LCPI0_49(%rip), %zmm15
	vaddpd	%zmm15, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm20, %zmm1
	vaddpd	%zmm16, %zmm1, %zmm1
	vmulpd	2208(%rsp), %zmm20, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm10, %zmm20, %zmm2
	vaddpd	%zmm14, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm20, %zmm2
	vmovupd	%zmm20, 3232(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm11
	vmulpd	%zmm9, %zmm29, %zmm1
	vaddpd	%zmm16, %zmm1, %zmm1
	vmulpd	2144(%rsp), %zmm29, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm10, %zmm29, %zmm2
	vaddpd	%zmm14, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm29, %zmm2
	vaddpd	%zmm15, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm1, %zmm1
	vmulpd	%zmm9, %zmm30, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm2
	vmulpd	2848(%rsp), %zmm30, %zmm3
	vmulpd	%zmm2, %zmm3, %zmm2
	vmulpd	%zmm10, %zmm30, %zmm3
	vaddpd	%zmm14, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm30, %zmm3
	vmovapd	%zmm30, %zmm7
	vmovupd	%zmm30, 4656(%rsp)
	vaddpd	%zmm15, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm2, %zmm2
	vmulpd	%zmm9, %zmm31, %zmm3
	vaddpd	%zmm16, %zmm3, %zmm3
	vmulpd	2080(%rsp), %zmm31, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm10, %zmm31, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm31, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm9, %zmm23, %zmm4
	vaddpd	%zmm16, %zmm4, %zmm4
	vmulpd	3440(%rsp), %zmm23, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm10, %zmm23, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm23, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm9, %zmm27, %zmm5
	vaddpd	%zmm16, %zmm5, %zmm5
	vmulpd	5488(%rsp), %zmm27, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm10, %zmm27, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm27, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm9, %zmm19, %zmm6
	vaddpd	%zmm16, %zmm6, %zmm6
	vmulpd	2784(%rsp), %zmm19, %zmm9
	vmulpd	%zmm6, %zmm9, %zmm6
	vmulpd	%zmm10, %zmm19, %zmm9
	vaddpd	%zmm14, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm19, %zmm9
	vaddpd	%zmm15, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm6, %zmm6
	vmulpd	368(%rsp), %zmm20, %zmm8
	vmovupd	%zmm8, 2208(%rsp)
	vmulpd	%zmm11, %zmm8, %zmm10
	vbroadcastsd	.LCPI0_12(%rip), %zmm30
	vmovupd	1152(%rsp), %zmm8
	vmulpd	%zmm30, %zmm8, %zmm11
	vsubpd	%zmm10, %zmm11, %zmm10
	vmulpd	176(%rsp), %zmm28, %zmm18
	vmulpd	%zmm0, %zmm18, %zmm0
	vmovupd	1024(%rsp), %zmm28
	vmulpd	%zmm30, %zmm28, %zmm13
	vsubpd	%zmm0, %zmm13, %zmm21
	vmulpd	48(%rsp), %zmm7, %zmm24
	vmulpd	%zmm2, %zmm24, %zmm2
	vmovupd	560(%rsp), %zmm11
	vmulpd	%zmm30, %zmm11, %zmm14
	vsubpd	%zmm2, %zmm14, %zmm20
	vmulpd	1472(%rsp), %zmm29, %zmm14
	vmulpd	%zmm1, %zmm14, %zmm1
	vmovupd	1280(%rsp), %zmm9
	vmulpd	%zmm30, %zmm9, %zmm15
	vsubpd	%zmm1, %zmm15, %zmm12
	vmulpd	304(%rsp), %zmm23, %zmm15
	vmulpd	%zmm4, %zmm15, %zmm4
	vmovupd	1216(%rsp), %zmm7
	vmulpd	%zmm30, %zmm7, %zmm16
	vsubpd	%zmm4, %zmm16, %zmm4
	vmovupd	%zmm25, 5360(%rsp)
	vmulpd	%zmm31, %zmm25, %zmm16
	vmulpd	%zmm3, %zmm16, %zmm3
	vmovupd	832(%rsp), %zmm2
	vmulpd	%zmm30, %zmm2, %zmm17
	vsubpd	%zmm3, %zmm17, %zmm3
	vmovupd	1344(%rsp), %zmm25
	vmulpd	%zmm19, %zmm25, %zmm17
	vmulpd	%zmm6, %zmm17, %zmm6
	vmovupd	688(%rsp), %zmm1
	vmulpd	%zmm30, %zmm1, %zmm22
	vsubpd	%zmm6, %zmm22, %zmm6
	vmovupd	5424(%rsp), %zmm13
	vmulpd	%zmm27, %zmm13, %zmm22
	vmulpd	%zmm5, %zmm22, %zmm5
	vmovupd	624(%rsp), %zmm0
	vmulpd	%zmm30, %zmm0, %zmm26
	vsubpd	%zmm5, %zmm26, %zmm5
	vmulpd	3232(%rsp), %zmm10, %zmm10
	vmulpd	4720(%rsp), %zmm21, %zmm21
	vmulpd	4656(%rsp), %zmm20, %zmm26
	vmulpd	%zmm12, %zmm29, %zmm12
	vmulpd	%zmm4, %zmm23, %zmm4
	vmulpd	%zmm3, %zmm31, %zmm3
	vmulpd	%zmm6, %zmm19, %zmm6
	vmulpd	%zmm5, %zmm27, %zmm5
	vsubpd	%zmm28, %zmm21, %zmm20
	vsubpd	%zmm8, %zmm10, %zmm8
	vsubpd	%zmm9, %zmm12, %zmm12
	vsubpd	%zmm11, %zmm26, %zmm11
	vsubpd	%zmm2, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm4, %zmm4
	vsubpd	%zmm0, %zmm5, %zmm5
	vsubpd	%zmm1, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_52(%rip), %zmm19
	vmulpd	%zmm19, %zmm18, %zmm10
	vaddpd	%zmm10, %zmm20, %zmm0
	vmulpd	2208(%rsp), %zmm19, %zmm9
	vaddpd	%zmm9, %zmm8, %zmm8
	vmulpd	%zmm19, %zmm14, %zmm9
	vaddpd	%zmm9, %zmm12, %zmm1
	vmulpd	%zmm19, %zmm24, %zmm9
	vaddpd	%zmm9, %zmm11, %zmm2
	vmulpd	%zmm19, %zmm16, %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm19, %zmm15, %zmm9
	vaddpd	%zmm9, %zmm4, %zmm4
	vmulpd	%zmm19, %zmm22, %zmm9
	vaddpd	%zmm9, %zmm5, %zmm5
	vmulpd	%zmm19, %zmm17, %zmm9
	vaddpd	%zmm9, %zmm6, %zmm6
	vmovupd	176(%rsp), %zmm7
	vsubpd	%zmm0, %zmm7, %zmm28
	vmovupd	368(%rsp), %zmm0
	vsubpd	%zmm8, %zmm0, %zmm24
	vmovupd	1472(%rsp), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm23
	vmovupd	48(%rsp), %zmm0
	vsubpd	%zmm2, %zmm0, %zmm22
	vmovupd	5360(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm20
	vmovupd	304(%rsp), %zmm0
	vsubpd	%zmm4, %zmm0, %zmm21
	vsubpd	%zmm5, %zmm13, %zmm18
	vsubpd	%zmm6, %zmm25, %zmm7
	vbroadcastsd	.LCPI0_53(%rip), %zmm9
	vmovupd	4784(%rsp), %zmm15
	vxorpd	%zmm9, %zmm15, %zmm8
	vmovupd	3632(%rsp), %zmm19
	vxorpd	%zmm9, %zmm19, %zmm6
	vmovupd	5552(%rsp), %zmm13
	vxorpd	%zmm9, %zmm13, %zmm5
	vmovupd	2656(%rsp), %zmm16
	vxorpd	%zmm9, %zmm16, %zmm4
	vmovupd	5616(%rsp), %zmm26
	vxorpd	%zmm9, %zmm26, %zmm3
	vmovupd	2720(%rsp), %zmm14
	vxorpd	%zmm9, %zmm14, %zmm2
	vmovupd	5680(%rsp), %zmm27
	vxorpd	%zmm9, %zmm27, %zmm1
	vmovupd	1936(%rsp), %zmm12
	vxorpd	%zmm9, %zmm12, %zmm0
	vpbroadcastq	.LCPI0_55(%rip), %zmm10
	vmovdqu64	2912(%rsp), %zmm17
	vptestnmq	%zmm10, %zmm17, %k1
	vmovapd	%zmm19, %zmm6 {%k1}
	vxorpd	%zmm9, %zmm24, %zmm24 {%k1}
	vmovdqu64	2272(%rsp), %zmm19
	vptestnmq	%zmm10, %zmm19, %k1
	vmovapd	%zmm15, %zmm8 {%k1}
	vmovapd	%zmm28, %zmm25
	vxorpd	%zmm9, %zmm28, %zmm25 {%k1}
	vmovdqu64	2336(%rsp), %zmm15
	vptestnmq	%zmm10, %zmm15, %k1
	vmovapd	%zmm16, %zmm4 {%k1}
	vxorpd	%zmm9, %zmm22, %zmm22 {%k1}
	vmovdqu64	2400(%rsp), %zmm16
	vptestnmq	%zmm10, %zmm16, %k1
	vmovapd	%zmm13, %zmm5 {%k1}
	vxorpd	%zmm9, %zmm23, %zmm23 {%k1}
	vmovdqu64	2464(%rsp), %zmm13
	vptestnmq	%zmm10, %zmm13, %k1
	vmovapd	%zmm14, %zmm2 {%k1}
	vxorpd	%zmm9, %zmm21, %zmm21 {%k1}
	vmovdqu64	2000(%rsp), %zmm14
	vptestnmq	%zmm10, %zmm14, %k1
	vmovapd	%zmm26, %zmm3 {%k1}
	vxorpd	%zmm9, %zmm20, %zmm20 {%k1}
	vmovdqu64	1680(%rsp), %zmm11
	vptestnmq	%zmm10, %zmm11, %k1
	vmovapd	%zmm12, %zmm0 {%k1}
	vxorpd	%zmm9, %zmm7, %zmm7 {%k1}
	vmovapd	%zmm7, %zmm26
	vmovdqu64	1744(%rsp), %zmm12
	vptestnmq	%zmm10, %zmm12, %k1
	vmovapd	%zmm27, %zmm1 {%k1}
	vxorpd	%zmm9, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_54(%rip), %zmm7
	vptestnmq	%zmm7, %zmm19, %k1
	vmovapd	%zmm8, %zmm25 {%k1}
	vmovupd	%zmm25, 368(%rsp)
	vptestnmq	%zmm7, %zmm17, %k1
	vmovapd	%zmm6, %zmm24 {%k1}
	vmovupd	%zmm24, 304(%rsp)
	vptestnmq	%zmm7, %zmm16, %k1
	vmovapd	%zmm5, %zmm23 {%k1}
	vmovupd	%zmm23, 624(%rsp)
	vptestnmq	%zmm7, %zmm15, %k1
	vmovapd	%zmm4, %zmm22 {%k1}
	vmovupd	%zmm22, 560(%rsp)
	vptestnmq	%zmm7, %zmm14, %k1
	vmovapd	%zmm3, %zmm20 {%k1}
	vmovupd	%zmm20, 688(%rsp)
	vptestnmq	%zmm7, %zmm13, %k1
	vmovapd	%zmm2, %zmm21 {%k1}
	vmovupd	%zmm21, 832(%rsp)
	vptestnmq	%zmm7, %zmm12, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 1024(%rsp)
	vptestnmq	%zmm7, %zmm11, %k1
	vmovapd	%zmm0, %zmm26 {%k1}
	vmovupd	%zmm26, 1152(%rsp)
	vcvtudq2pd	72568(%rsp,%r8,4), %zmm0
	vcvtudq2pd	72600(%rsp,%r8,4), %zmm1
	vcvtudq2pd	72632(%rsp,%r8,4), %zmm2
	vcvtudq2pd	72664(%rsp,%r8,4), %zmm3
	vcvtudq2pd	72696(%rsp,%r8,4), %zmm4
	vcvtudq2pd	72728(%rsp,%r8,4), %zmm5
	vcvtudq2pd	72760(%rsp,%r8,4), %zmm6
	vcvtudq2pd	72792(%rsp,%r8,4), %zmm7
	vaddpd	%zmm30, %zmm1, %zmm1
	vaddpd	%zmm30, %zmm0, %zmm0
	vaddpd	%zmm30, %zmm3, %zmm3
	vaddpd	%zmm30, %zmm2, %zmm2
	vaddpd	%zmm30, %zmm5, %zmm5
	vaddpd	%zmm30, %zmm4, %zmm4
	vaddpd	%zmm30, %zmm7, %zmm7
	vaddpd	%zmm30, %zmm6, %zmm6
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
	vmovdqu64	%zmm9, 2464(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 2000(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1680(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1744(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1472(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1344(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 1216(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 1280(%rsp)
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
	vpbroadcastq	.LCPI0_18(%rip), %zmm12
	vpaddq	%zmm12, %zmm9, %zmm1
	vpaddq	%zmm12, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_19(%rip), %zmm22
	vaddpd	%zmm22, %zmm2, %zmm31
	vaddpd	%zmm22, %zmm1, %zmm3
	vmovupd	%zmm3, 48(%rsp)
	vbroadcastsd	.LCPI0_20(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm31, %zmm2
	vdivpd	%zmm2, %zmm31, %zmm2
	vmovupd	%zmm2, 2336(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 2400(%rsp)
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
	vmovupd	%zmm3, 2912(%rsp)
	vbroadcastsd	.LCPI0_24(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_25(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_26(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 3440(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2848(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2784(%rsp)
	vpaddq	%zmm12, %zmm20, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm2
	vmovupd	%zmm2, 176(%rsp)
	vaddpd	%zmm23, %zmm2, %zmm1
	vdivpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 2272(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2144(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2080(%rsp)
	vpaddq	%zmm12, %zmm30, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 2208(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm10
	vmulpd	%zmm10, %zmm10, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 1936(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 2656(%rsp)
	vpaddq	%zmm12, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 3376(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 3632(%rsp)
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
	vbroadcastsd	.LCPI0_27(%rip), %zmm6
	vaddpd	3440(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	2912(%rsp), %zmm22, %zmm22
	vaddpd	2784(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2848(%rsp), %zmm27, %zmm27
	vaddpd	2080(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	2144(%rsp), %zmm9, %zmm9
	vaddpd	2656(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm10, %zmm7
	vaddpd	1936(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm30, %zmm10
	vmulpd	%zmm10, %zmm13, %zmm5
	vaddpd	3632(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm10
	vmulpd	%zmm10, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm11, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm10
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	%zmm31, 2720(%rsp)
	vbroadcastsd	.LCPI0_12(%rip), %zmm6
	vmulpd	%zmm6, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	2336(%rsp), %zmm2, %zmm11
	vmovupd	48(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	2400(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	2208(%rsp), %zmm7, %zmm7
	vmovupd	176(%rsp), %zmm8
	vmulpd	%zmm6, %zmm8, %zmm16
	vmulpd	%zmm16, %zmm8, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	2272(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	3376(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm10, %zmm15, %zmm10
	vmulpd	%zmm10, %zmm18, %zmm6
	vpsrlq	$20, 2464(%rsp), %zmm10
	vpbroadcastq	.LCPI0_15(%rip), %zmm12
	vpaddq	%zmm12, %zmm10, %zmm10
	vcvtqq2pd	%zmm10, %zmm10
	vbroadcastsd	.LCPI0_28(%rip), %zmm13
	vmulpd	%zmm13, %zmm10, %zmm23
	vaddpd	%zmm11, %zmm23, %zmm11
	vpsrlq	$20, 2000(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm13, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1680(%rsp), %zmm25
	vpaddq	%zmm12, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm13, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1744(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm13, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1472(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm13, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1344(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm13, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 1216(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm13, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 1280(%rsp), %zmm31
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
	vaddpd	48(%rsp), %zmm2, %zmm2
	vaddpd	2720(%rsp), %zmm0, %zmm0
	vaddpd	176(%rsp), %zmm7, %zmm7
	vaddpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm3, %zmm21, %zmm3
	vaddpd	%zmm6, %zmm24, %zmm6
	vaddpd	%zmm1, %zmm26, %zmm1
	vbroadcastsd	.LCPI0_2(%rip), %zmm26
	vbroadcastsd	.LCPI0_29(%rip), %zmm9
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
	vbroadcastsd	.LCPI0_30(%rip), %zmm8
	vmulpd	%zmm8, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	368(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	304(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	624(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	560(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	688(%rsp), %zmm3, %zmm3
	vmulpd	832(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	1024(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	1152(%rsp), %zmm6, %zmm6
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
	vmovups	%zmm0, 72568(%rsp,%r8,4)
	vmovups	%zmm2, 72632(%rsp,%r8,4)
	vmovups	%zmm3, 72696(%rsp,%r8,4)
	vmovups	%zmm1, 72760(%rsp,%r8,4)
	addq	$64, %r8
	cmpq	%r8, %rdi
	jne	.LBB0_214
	vmovups	7032(%rsp), %zmm0
	vmovups	7096(%rsp), %zmm1
	vmovups	7160(%rsp), %zmm3
	vmulps	72568(%rsp), %zmm0, %zmm5
	vmulps	%zmm0, %zmm0, %zmm4
	vmovups	%zmm4, 5744(%rsp)
	vmulps	39800(%rsp), %zmm0, %zmm0
	vxorpd	%xmm9, %xmm9, %xmm9
	vsubps	%zmm0, %zmm9, %zmm2
	vmovups	%zmm2, 6000(%rsp)
	vaddps	%zmm9, %zmm5, %zmm26
	vmovups	%zmm26, 6256(%rsp)
	vmulps	%zmm1, %zmm1, %zmm5
	vmulps	72632(%rsp), %zmm1, %zmm0
	vmovups	%zmm5, 5808(%rsp)
	vmulps	39864(%rsp), %zmm1, %zmm1
	vsubps	%zmm1, %zmm9, %zmm16
	vmovups	%zmm16, 6064(%rsp)
	vaddps	%zmm9, %zmm0, %zmm1
	vmovups	%zmm1, 6320(%rsp)
	vmulps	%zmm3, %zmm3, %zmm6
	vmulps	72696(%rsp), %zmm3, %zmm7
	vmovups	%zmm6, 5872(%rsp)
	vmulps	39928(%rsp), %zmm3, %zmm0
	vsubps	%zmm0, %zmm9, %zmm0
	vmovups	%zmm0, 6128(%rsp)
	vaddps	%zmm9, %zmm7, %zmm21
	vmovups	%zmm21, 6384(%rsp)
	vmovups	7224(%rsp), %zmm3
	vmulps	72760(%rsp), %zmm3, %zmm8
	vmulps	%zmm3, %zmm3, %zmm7
	vmovups	%zmm7, 5936(%rsp)
	vmulps	39992(%rsp), %zmm3, %zmm3
	vsubps	%zmm3, %zmm9, %zmm3
	vmovups	%zmm3, 6192(%rsp)
	vaddps	%zmm9, %zmm8, %zmm18
	vmovups	%zmm18, 6448(%rsp)
	cmpq	$1, -120(%rsp)
	vbroadcastss	.LCPI0_62(%rip), %zmm14
	movq	-24(%rsp), %rbp
	jne	.LBB0_235
	vmovups	752(%rsp), %zmm15
	vbroadcastss	.LCPI0_64(%rip), %xmm17
	vbroadcastss	.LCPI0_64(%rip), %zmm20
	vbroadcastss	.LCPI0_69(%rip), %zmm22
	vbroadcastss	.LCPI0_70(%rip), %zmm23
	vbroadcastss	.LCPI0_67(%rip), %xmm24
	vbroadcastss	.LCPI0_68(%rip), %zmm27
	jmp	.LBB0_217
	.p2align	4
.LBB0_221:
	movq	-120(%rsp), %r8
	testq	%r8, %r8
	vmovups	3104(%rsp), %zmm13
	je	.LBB0_222
	vmovups	7032(%rsp), %zmm0
	vmovups	7096(%rsp), %zmm1
	vmovups	7160(%rsp), %zmm3
	vmovups	7224(%rsp), %zmm8
	vmulps	%zmm0, %zmm0, %zmm4
	vmulps	%zmm1, %zmm1, %zmm5
	vxorps	%xmm11, %xmm11, %xmm11
	vmulps	%zmm11, %zmm0, %zmm6
	vmovups	%zmm4, 5744(%rsp)
	vmulps	%zmm11, %zmm1, %zmm7
	vmovups	%zmm5, 5808(%rsp)
	vmulps	1616(%rsp), %zmm0, %zmm0
	vmulps	3504(%rsp), %zmm1, %zmm1
	vsubps	%zmm0, %zmm11, %zmm2
	vsubps	%zmm1, %zmm11, %zmm16
	vmovups	%zmm2, 6000(%rsp)
	vmovups	%zmm16, 6064(%rsp)
	vaddps	%zmm11, %zmm6, %zmm26
	vaddps	%zmm11, %zmm7, %zmm1
	vmovups	%zmm26, 6256(%rsp)
	vmovups	%zmm1, 6320(%rsp)
	vmulps	%zmm3, %zmm3, %zmm6
	vmulps	%zmm8, %zmm8, %zmm7
	vmulps	%zmm11, %zmm3, %zmm9
	vmovups	%zmm6, 5872(%rsp)
	vmovups	%zmm7, 5936(%rsp)
	vmulps	%zmm11, %zmm8, %zmm10
	vmulps	39928(%rsp), %zmm3, %zmm0
	vmulps	39992(%rsp), %zmm8, %zmm3
	vsubps	%zmm0, %zmm11, %zmm0
	vsubps	%zmm3, %zmm11, %zmm3
	vmovups	%zmm0, 6128(%rsp)
	vmovups	%zmm3, 6192(%rsp)
	vaddps	%zmm11, %zmm9, %zmm21
	vaddps	%zmm11, %zmm10, %zmm18
	vmovups	%zmm21, 6384(%rsp)
	vmovups	%zmm18, 6448(%rsp)
	cmpq	$1, %r8
	je	.LBB0_217
	movl	$448, %r8d
	movq	16(%rsp), %r9
	.p2align	4
.LBB0_228:
	vmovups	6840(%rsp,%r8), %zmm8
	vmovups	6904(%rsp,%r8), %zmm9
	vmovups	6968(%rsp,%r8), %zmm10
	vmovups	7032(%rsp,%r8), %zmm11
	vmulps	%zmm8, %zmm8, %zmm12
	vaddps	%zmm4, %zmm12, %zmm4
	vxorps	%xmm13, %xmm13, %xmm13
	vmulps	%zmm13, %zmm8, %zmm12
	vmovups	%zmm4, 5744(%rsp)
	vmulps	39608(%rsp,%r8), %zmm8, %zmm8
	vaddps	%zmm26, %zmm12, %zmm26
	vsubps	%zmm8, %zmm2, %zmm2
	vmovups	%zmm2, 6000(%rsp)
	vmovups	%zmm26, 6256(%rsp)
	vmulps	%zmm9, %zmm9, %zmm8
	vaddps	%zmm5, %zmm8, %zmm5
	vmulps	%zmm13, %zmm9, %zmm8
	vmovups	%zmm5, 5808(%rsp)
	vaddps	%zmm1, %zmm8, %zmm1
	vmulps	39672(%rsp,%r8), %zmm9, %zmm8
	vsubps	%zmm8, %zmm16, %zmm16
	vmovups	%zmm16, 6064(%rsp)
	vmovups	%zmm1, 6320(%rsp)
	vmulps	%zmm10, %zmm10, %zmm8
	vaddps	%zmm6, %zmm8, %zmm6
	vmovups	%zmm6, 5872(%rsp)
	vmulps	%zmm13, %zmm10, %zmm8
	vmulps	39736(%rsp,%r8), %zmm10, %zmm9
	vsubps	%zmm9, %zmm0, %zmm0
	vmovups	%zmm0, 6128(%rsp)
	vaddps	%zmm21, %zmm8, %zmm21
	vmovups	%zmm21, 6384(%rsp)
	vmulps	%zmm11, %zmm11, %zmm8
	vaddps	%zmm7, %zmm8, %zmm7
	vmulps	%zmm13, %zmm11, %zmm8
	vaddps	%zmm18, %zmm8, %zmm18
	vmulps	39800(%rsp,%r8), %zmm11, %zmm8
	vsubps	%zmm8, %zmm3, %zmm3
	vmovups	%zmm7, 5936(%rsp)
	vmovups	%zmm3, 6192(%rsp)
	vmovups	%zmm18, 6448(%rsp)
	addq	$256, %r8
	decq	%r9
	jne	.LBB0_228
	jmp	.LBB0_217
	.p2align	4
.LBB0_210:
	vmovss	.LCPI0_63(%rip), %xmm6
	vmovups	3104(%rsp), %zmm13
	jmp	.LBB0_232
.LBB0_235:
	movl	$448, %r8d
	movq	16(%rsp), %r9
	vmovups	752(%rsp), %zmm15
	vbroadcastss	.LCPI0_64(%rip), %xmm17
	vbroadcastss	.LCPI0_64(%rip), %zmm20
	vbroadcastss	.LCPI0_69(%rip), %zmm22
	vbroadcastss	.LCPI0_70(%rip), %zmm23
	vbroadcastss	.LCPI0_67(%rip), %xmm24
	vbroadcastss	.LCPI0_68(%rip), %zmm27
	.p2align	4
.LBB0_236:
	vmovups	6840(%rsp,%r8), %zmm8
	vmovups	6904(%rsp,%r8), %zmm9
	vmovups	6968(%rsp,%r8), %zmm10
	vmulps	%zmm8, %zmm8, %zmm11
	vaddps	%zmm4, %zmm11, %zmm4
	vmulps	72376(%rsp,%r8), %zmm8, %zmm11
	vmovups	%zmm4, 5744(%rsp)
	vaddps	%zmm26, %zmm11, %zmm26
	vmulps	39608(%rsp,%r8), %zmm8, %zmm8
	vsubps	%zmm8, %zmm2, %zmm2
	vmovups	%zmm2, 6000(%rsp)
	vmovups	%zmm26, 6256(%rsp)
	vmulps	%zmm9, %zmm9, %zmm8
	vaddps	%zmm5, %zmm8, %zmm5
	vmulps	72440(%rsp,%r8), %zmm9, %zmm8
	vaddps	%zmm1, %zmm8, %zmm1
	vmovups	%zmm5, 5808(%rsp)
	vmulps	39672(%rsp,%r8), %zmm9, %zmm8
	vsubps	%zmm8, %zmm16, %zmm16
	vmovups	%zmm16, 6064(%rsp)
	vmovups	%zmm1, 6320(%rsp)
	vmulps	%zmm10, %zmm10, %zmm8
	vaddps	%zmm6, %zmm8, %zmm6
	vmulps	72504(%rsp,%r8), %zmm10, %zmm8
	vmovups	%zmm6, 5872(%rsp)
	vmulps	39736(%rsp,%r8), %zmm10, %zmm9
	vaddps	%zmm21, %zmm8, %zmm21
	vsubps	%zmm9, %zmm0, %zmm0
	vmovups	%zmm0, 6128(%rsp)
	vmovups	%zmm21, 6384(%rsp)
	vmovups	7032(%rsp,%r8), %zmm8
	vmulps	%zmm8, %zmm8, %zmm9
	vaddps	%zmm7, %zmm9, %zmm7
	vmulps	72568(%rsp,%r8), %zmm8, %zmm9
	vaddps	%zmm18, %zmm9, %zmm18
	vmovups	%zmm7, 5936(%rsp)
	vmulps	39800(%rsp,%r8), %zmm8, %zmm8
	vsubps	%zmm8, %zmm3, %zmm3
	vmovups	%zmm3, 6192(%rsp)
	vmovups	%zmm18, 6448(%rsp)
	addq	$256, %r8
	decq	%r9
	jne	.LBB0_236
.LBB0_217:
	cmpl	$0, -100(%rsp)
	je	.LBB0_229
	vbroadcastss	816(%rsp), %zmm4
	vmovups	7032(%rsp), %zmm5
	vmovups	7096(%rsp), %zmm6
	vmovups	7160(%rsp), %zmm7
	vmovups	7224(%rsp), %zmm8
	vmulps	%zmm2, %zmm5, %zmm9
	vmulps	%zmm16, %zmm6, %zmm10
	vmovups	3040(%rsp), %zmm11
	vsubps	%zmm9, %zmm11, %zmm9
	vmovups	3568(%rsp), %zmm11
	vsubps	%zmm10, %zmm11, %zmm10
	vmulps	%zmm9, %zmm15, %zmm9
	vmulps	%zmm10, %zmm15, %zmm10
	vsubps	%zmm9, %zmm5, %zmm9
	vsubps	%zmm10, %zmm6, %zmm10
	vmulps	%zmm26, %zmm5, %zmm5
	vmulps	%zmm1, %zmm6, %zmm6
	vmovups	72568(%rsp), %zmm11
	vsubps	%zmm5, %zmm11, %zmm5
	vmovups	72632(%rsp), %zmm11
	vsubps	%zmm6, %zmm11, %zmm6
	vmovups	72696(%rsp), %zmm11
	vmovups	72760(%rsp), %zmm12
	vmulps	%zmm5, %zmm4, %zmm5
	vaddps	%zmm5, %zmm9, %zmm5
	vmulps	%zmm6, %zmm4, %zmm6
	vaddps	%zmm6, %zmm10, %zmm6
	vmulps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm0, %zmm7, %zmm9
	vmulps	%zmm3, %zmm8, %zmm10
	vmovups	3312(%rsp), %zmm13
	vsubps	%zmm9, %zmm13, %zmm9
	vmovups	2976(%rsp), %zmm13
	vsubps	%zmm10, %zmm13, %zmm10
	vmulps	%zmm9, %zmm15, %zmm9
	vmulps	%zmm10, %zmm15, %zmm10
	vsubps	%zmm9, %zmm7, %zmm9
	vsubps	%zmm10, %zmm8, %zmm10
	vmulps	%zmm21, %zmm7, %zmm7
	vsubps	%zmm7, %zmm11, %zmm7
	vmulps	%zmm18, %zmm8, %zmm8
	vsubps	%zmm8, %zmm12, %zmm8
	vmulps	%zmm7, %zmm4, %zmm7
	vaddps	%zmm7, %zmm9, %zmm7
	vmulps	%zmm8, %zmm4, %zmm8
	vaddps	%zmm8, %zmm10, %zmm8
	vmulps	%zmm7, %zmm7, %zmm7
	vmulps	%zmm8, %zmm8, %zmm8
	movl	$192, %r8d
	xorl	%r9d, %r9d
	vmovss	.LCPI0_65(%rip), %xmm11
	vmovss	.LCPI0_67(%rip), %xmm12
	vmovups	3104(%rsp), %zmm13
	jmp	.LBB0_219
	.p2align	4
.LBB0_261:
	vmovups	%zmm5, 6512(%rsp)
	vmovups	%zmm6, 6576(%rsp)
	vmovups	%zmm7, 6640(%rsp)
	vmovups	%zmm8, 6704(%rsp)
	vmovaps	%zmm8, %zmm13
	vmovups	%zmm7, 1872(%rsp)
	vmovups	%zmm6, 1808(%rsp)
	vmovups	%zmm5, 1408(%rsp)
.LBB0_262:
	incq	%r9
	addq	$256, %r8
	cmpq	%r9, -120(%rsp)
	je	.LBB0_231
.LBB0_219:
	testq	%r9, %r9
	je	.LBB0_261
	vxorps	39608(%rsp,%r8), %zmm14, %zmm9
	vmovups	6840(%rsp,%r8), %zmm10
	vmovups	6904(%rsp,%r8), %zmm11
	vmovups	6968(%rsp,%r8), %zmm12
	vmovaps	%zmm13, %zmm28
	vmovups	7032(%rsp,%r8), %zmm13
	vmulps	%zmm2, %zmm10, %zmm14
	vsubps	%zmm14, %zmm9, %zmm9
	vmulps	%zmm9, %zmm15, %zmm9
	vsubps	%zmm9, %zmm10, %zmm9
	vmulps	%zmm26, %zmm10, %zmm10
	vmovups	72376(%rsp,%r8), %zmm14
	vsubps	%zmm10, %zmm14, %zmm10
	vmovups	72440(%rsp,%r8), %zmm14
	vmovups	72504(%rsp,%r8), %zmm15
	vmovups	72568(%rsp,%r8), %zmm17
	vmulps	%zmm10, %zmm4, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vmulps	%zmm9, %zmm9, %zmm9
	vmovups	1408(%rsp), %zmm10
	vaddps	%zmm9, %zmm10, %zmm10
	vmovups	%zmm10, 1408(%rsp)
	vmovups	%zmm10, 6512(%rsp)
	vbroadcastss	.LCPI0_62(%rip), %zmm9
	vxorps	39672(%rsp,%r8), %zmm9, %zmm9
	vmulps	%zmm16, %zmm11, %zmm10
	vsubps	%zmm10, %zmm9, %zmm9
	vmulps	752(%rsp), %zmm9, %zmm9
	vsubps	%zmm9, %zmm11, %zmm9
	vmulps	%zmm1, %zmm11, %zmm10
	vmovss	.LCPI0_65(%rip), %xmm11
	vsubps	%zmm10, %zmm14, %zmm10
	vbroadcastss	.LCPI0_62(%rip), %zmm14
	vmulps	%zmm10, %zmm4, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vmulps	%zmm9, %zmm9, %zmm9
	vmovups	1808(%rsp), %zmm10
	vaddps	%zmm9, %zmm10, %zmm10
	vmovups	%zmm10, 1808(%rsp)
	vmovups	%zmm10, 6576(%rsp)
	vxorps	39736(%rsp,%r8), %zmm14, %zmm9
	vmulps	%zmm0, %zmm12, %zmm10
	vsubps	%zmm10, %zmm9, %zmm9
	vmulps	752(%rsp), %zmm9, %zmm9
	vsubps	%zmm9, %zmm12, %zmm9
	vmulps	%zmm21, %zmm12, %zmm10
	vmovss	.LCPI0_67(%rip), %xmm12
	vsubps	%zmm10, %zmm15, %zmm10
	vmovups	752(%rsp), %zmm15
	vmulps	%zmm10, %zmm4, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vmulps	%zmm9, %zmm9, %zmm9
	vmovups	1872(%rsp), %zmm10
	vaddps	%zmm9, %zmm10, %zmm10
	vmovups	%zmm10, 1872(%rsp)
	vmovups	%zmm10, 6640(%rsp)
	vxorps	39800(%rsp,%r8), %zmm14, %zmm9
	vmulps	%zmm3, %zmm13, %zmm10
	vsubps	%zmm10, %zmm9, %zmm9
	vmulps	%zmm9, %zmm15, %zmm9
	vsubps	%zmm9, %zmm13, %zmm9
	vmulps	%zmm18, %zmm13, %zmm10
	vsubps	%zmm10, %zmm17, %zmm10
	vbroadcastss	.LCPI0_64(%rip), %xmm17
	vmulps	%zmm10, %zmm4, %zmm10
	vaddps	%zmm10, %zmm9, %zmm9
	vmulps	%zmm9, %zmm9, %zmm9
	vaddps	%zmm9, %zmm28, %zmm13
	vmovups	%zmm13, 6704(%rsp)
	jmp	.LBB0_262
	.p2align	4
.LBB0_229:
	vmovups	7032(%rsp), %zmm4
	vmovups	7096(%rsp), %zmm5
	vmovups	7160(%rsp), %zmm6
	vmovups	7224(%rsp), %zmm7
	vmulps	%zmm2, %zmm4, %zmm8
	vmulps	%zmm16, %zmm5, %zmm9
	vmulps	%zmm0, %zmm6, %zmm10
	vmulps	%zmm3, %zmm7, %zmm11
	vmovups	3040(%rsp), %zmm12
	vsubps	%zmm8, %zmm12, %zmm8
	vmovups	3568(%rsp), %zmm12
	vsubps	%zmm9, %zmm12, %zmm9
	vmovups	3312(%rsp), %zmm12
	vsubps	%zmm10, %zmm12, %zmm10
	vmovups	2976(%rsp), %zmm12
	vsubps	%zmm11, %zmm12, %zmm11
	vmulps	%zmm8, %zmm15, %zmm8
	vmulps	%zmm9, %zmm15, %zmm9
	vmulps	%zmm10, %zmm15, %zmm10
	vmulps	%zmm11, %zmm15, %zmm11
	vsubps	%zmm8, %zmm4, %zmm4
	vsubps	%zmm9, %zmm5, %zmm5
	vsubps	%zmm10, %zmm6, %zmm6
	vsubps	%zmm11, %zmm7, %zmm7
	vmulps	%zmm4, %zmm4, %zmm8
	vmulps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm6, %zmm6, %zmm4
	vmovups	%zmm8, 1408(%rsp)
	vmovups	%zmm8, 6512(%rsp)
	vmovups	%zmm5, 1808(%rsp)
	vmovups	%zmm5, 6576(%rsp)
	vmulps	%zmm7, %zmm7, %zmm13
	vmovups	%zmm4, 1872(%rsp)
	vmovups	%zmm4, 6640(%rsp)
	vmovups	%zmm13, 6704(%rsp)
	cmpq	$1, -120(%rsp)
	jne	.LBB0_263
	vmovss	.LCPI0_65(%rip), %xmm11
	vmovss	.LCPI0_67(%rip), %xmm12
	jmp	.LBB0_231
.LBB0_222:
	vmovss	.LCPI0_63(%rip), %xmm6
	jmp	.LBB0_223
.LBB0_263:
	movl	$448, %r8d
	movq	16(%rsp), %r9
	vmovss	.LCPI0_65(%rip), %xmm11
	vmovss	.LCPI0_67(%rip), %xmm12
	.p2align	4
.LBB0_264:
	vxorps	39608(%rsp,%r8), %zmm14, %zmm4
	vxorps	39672(%rsp,%r8), %zmm14, %zmm5
	vmovups	6840(%rsp,%r8), %zmm6
	vmovups	6904(%rsp,%r8), %zmm7
	vmovups	6968(%rsp,%r8), %zmm8
	vmovups	7032(%rsp,%r8), %zmm9
	vmulps	%zmm2, %zmm6, %zmm10
	vsubps	%zmm10, %zmm4, %zmm4
	vmulps	%zmm16, %zmm7, %zmm10
	vsubps	%zmm10, %zmm5, %zmm5
	vmulps	%zmm4, %zmm15, %zmm4
	vmulps	%zmm5, %zmm15, %zmm5
	vsubps	%zmm4, %zmm6, %zmm4
	vsubps	%zmm5, %zmm7, %zmm5
	vmulps	%zmm4, %zmm4, %zmm4
	vmovups	1408(%rsp), %zmm6
	vaddps	%zmm4, %zmm6, %zmm6
	vmulps	%zmm5, %zmm5, %zmm4
	vmovups	1808(%rsp), %zmm5
	vaddps	%zmm4, %zmm5, %zmm5
	vmovups	%zmm6, 1408(%rsp)
	vmovups	%zmm6, 6512(%rsp)
	vmovups	%zmm5, 1808(%rsp)
	vmovups	%zmm5, 6576(%rsp)
	vxorps	39736(%rsp,%r8), %zmm14, %zmm4
	vxorps	39800(%rsp,%r8), %zmm14, %zmm5
	vmulps	%zmm0, %zmm8, %zmm6
	vsubps	%zmm6, %zmm4, %zmm4
	vmulps	%zmm3, %zmm9, %zmm6
	vsubps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm4, %zmm15, %zmm4
	vmulps	%zmm5, %zmm15, %zmm5
	vsubps	%zmm4, %zmm8, %zmm4
	vsubps	%zmm5, %zmm9, %zmm5
	vmulps	%zmm4, %zmm4, %zmm4
	vmovups	1872(%rsp), %zmm6
	vaddps	%zmm4, %zmm6, %zmm6
	vmulps	%zmm5, %zmm5, %zmm4
	vaddps	%zmm4, %zmm13, %zmm13
	vmovups	%zmm6, 1872(%rsp)
	vmovups	%zmm6, 6640(%rsp)
	vmovups	%zmm13, 6704(%rsp)
	addq	$256, %r8
	decq	%r9
	jne	.LBB0_264
	.p2align	4
.LBB0_231:
	cmpl	$0, -100(%rsp)
	vmovss	.LCPI0_63(%rip), %xmm6
	je	.LBB0_223
.LBB0_232:
	vmovups	%zmm13, 3104(%rsp)
	cmpq	$4, %rsi
	jae	.LBB0_237
	xorl	%r8d, %r8d
	vmovups	1408(%rsp), %zmm28
	jmp	.LBB0_234
	.p2align	4
.LBB0_223:
	cmpq	$4, %rsi
	jae	.LBB0_248
	xorl	%r8d, %r8d
	vmovups	1408(%rsp), %zmm28
	jmp	.LBB0_225
	.p2align	4
.LBB0_237:
	cmpq	$32, %rsi
	vbroadcastss	.LCPI0_63(%rip), %xmm10
	vbroadcastss	.LCPI0_65(%rip), %xmm13
	vbroadcastss	.LCPI0_63(%rip), %zmm22
	vbroadcastss	.LCPI0_65(%rip), %zmm23
	vmovups	1408(%rsp), %zmm28
	jae	.LBB0_239
	xorl	%r9d, %r9d
	jmp	.LBB0_243
.LBB0_248:
	cmpq	$32, %rsi
	jae	.LBB0_250
	xorl	%r9d, %r9d
	vmovups	1408(%rsp), %zmm28
	jmp	.LBB0_254
.LBB0_239:
	xorl	%r8d, %r8d
	vbroadcastss	.LCPI0_67(%rip), %zmm9
	vbroadcastss	.LCPI0_66(%rip), %zmm25
	.p2align	4
.LBB0_240:
	vcmpgtps	6512(%rsp,%r8,4), %zmm9, %k1
	vcmpgtps	6576(%rsp,%r8,4), %zmm9, %k2
	vaddps	5744(%rsp,%r8,4), %zmm22, %zmm4
	vaddps	5808(%rsp,%r8,4), %zmm22, %zmm5
	vandps	%zmm20, %zmm4, %zmm4
	vandps	%zmm20, %zmm5, %zmm5
	vcmpltps	%zmm4, %zmm23, %k3
	vcmpltps	%zmm5, %zmm23, %k4
	vmovaps	%zmm25, %zmm4 {%k3} {z}
	vmovaps	%zmm25, %zmm5 {%k4} {z}
	vmovaps	%zmm27, %zmm6 {%k1} {z}
	vaddps	%zmm4, %zmm6, %zmm4
	vmovaps	%zmm27, %zmm6 {%k2} {z}
	vaddps	%zmm5, %zmm6, %zmm5
	vcvttps2udq	%zmm4, %zmm4
	vcvttps2udq	%zmm5, %zmm5
	vorps	-64(%rbx,%r8,4), %zmm4, %zmm4
	vorps	(%rbx,%r8,4), %zmm5, %zmm5
	vmovups	%zmm4, -64(%rbx,%r8,4)
	vmovups	%zmm5, (%rbx,%r8,4)
	addq	$32, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_240
	cmpq	%r15, %rax
	vmovss	.LCPI0_63(%rip), %xmm6
	je	.LBB0_245
	movq	%r15, %r9
	movq	%r15, %r8
	testb	$28, %al
	je	.LBB0_234
	.p2align	4
.LBB0_243:
	vcmpgtps	6512(%rsp,%r9,4), %xmm24, %k1
	vaddps	5744(%rsp,%r9,4), %xmm10, %xmm4
	vandps	%xmm17, %xmm4, %xmm4
	vcmpgtps	%xmm13, %xmm4, %k2
	vbroadcastss	.LCPI0_66(%rip), %xmm4 {%k2} {z}
	vbroadcastss	.LCPI0_68(%rip), %xmm5 {%k1} {z}
	vaddps	%xmm4, %xmm5, %xmm4
	vcvttps2udq	%xmm4, %xmm4
	vorps	(%r14,%r9,4), %xmm4, %xmm4
	vmovups	%xmm4, (%r14,%r9,4)
	addq	$4, %r9
	cmpq	%r9, %rcx
	jne	.LBB0_243
	movq	%r11, %r8
	cmpq	%r11, %rax
	je	.LBB0_245
	.p2align	4
.LBB0_234:
	vaddss	5744(%rsp,%r8,4), %xmm6, %xmm4
	vandps	%xmm17, %xmm4, %xmm4
	vcmpgtss	%xmm11, %xmm4, %k1
	vmovss	.LCPI0_66(%rip), %xmm4 {%k1} {z}
	vcmpgtss	6512(%rsp,%r8,4), %xmm12, %k1
	vmovss	.LCPI0_68(%rip), %xmm5 {%k1} {z}
	vaddss	%xmm4, %xmm5, %xmm4
	vcvttss2usi	%xmm4, %r9d
	orl	%r9d, (%r14,%r8,4)
	incq	%r8
	cmpq	%r8, %rax
	jne	.LBB0_234
.LBB0_245:
	movq	-120(%rsp), %r9
	testq	%r9, %r9
	je	.LBB0_246
	vsqrtps	%zmm28, %zmm4
	vmovups	1808(%rsp), %zmm10
	vsqrtps	%zmm10, %zmm5
	vmovups	1872(%rsp), %zmm9
	vsqrtps	%zmm9, %zmm6
	vmovups	3104(%rsp), %zmm11
	vsqrtps	%zmm11, %zmm7
	vbroadcastss	816(%rsp), %zmm8
	movl	$192, %r8d
	vmovaps	%zmm20, %zmm22
	vbroadcastss	.LCPI0_67(%rip), %zmm20
	vcmpltps	%zmm20, %zmm11, %k1
	vcmpltps	%zmm20, %zmm9, %k2
	vcmpltps	%zmm20, %zmm10, %k3
	vpbroadcastd	.LCPI0_69(%rip), %zmm23
	vpbroadcastd	.LCPI0_70(%rip), %zmm24
	.p2align	4
.LBB0_266:
	vxorps	39608(%rsp,%r8), %zmm14, %zmm10
	vmovups	6840(%rsp,%r8), %zmm11
	vmovups	6904(%rsp,%r8), %zmm12
	vmovups	6968(%rsp,%r8), %zmm13
	vmovups	7032(%rsp,%r8), %zmm9
	vmulps	%zmm2, %zmm11, %zmm14
	vsubps	%zmm14, %zmm10, %zmm10
	vmulps	%zmm10, %zmm15, %zmm10
	vmulps	%zmm26, %zmm11, %zmm14
	vmovups	72376(%rsp,%r8), %zmm15
	vsubps	%zmm14, %zmm15, %zmm14
	vmovups	72440(%rsp,%r8), %zmm15
	vmovups	72504(%rsp,%r8), %zmm17
	vmovups	72568(%rsp,%r8), %zmm19
	vsubps	%zmm10, %zmm11, %zmm10
	vmulps	%zmm14, %zmm8, %zmm14
	vaddps	%zmm14, %zmm10, %zmm10
	vdivps	%zmm4, %zmm10, %zmm10
	vcmpltps	%zmm20, %zmm28, %k4
	vmovaps	%zmm11, %zmm10 {%k4}
	vandps	%zmm22, %zmm10, %zmm11
	vpcmpgtd	%zmm23, %zmm11, %k4
	vbroadcastss	.LCPI0_62(%rip), %zmm11
	vxorps	39672(%rsp,%r8), %zmm11, %zmm11
	vmovdqa32	%zmm24, %zmm10 {%k4}
	vmulps	%zmm16, %zmm12, %zmm14
	vsubps	%zmm14, %zmm11, %zmm11
	vmulps	752(%rsp), %zmm11, %zmm11
	vsubps	%zmm11, %zmm12, %zmm11
	vmulps	%zmm1, %zmm12, %zmm14
	vsubps	%zmm14, %zmm15, %zmm14
	vmovups	752(%rsp), %zmm15
	vmulps	%zmm14, %zmm8, %zmm14
	vaddps	%zmm14, %zmm11, %zmm11
	vbroadcastss	.LCPI0_62(%rip), %zmm14
	vdivps	%zmm5, %zmm11, %zmm11
	vmovdqu64	%zmm10, 6840(%rsp,%r8)
	vmovaps	%zmm12, %zmm11 {%k3}
	vandps	%zmm22, %zmm11, %zmm10
	vpcmpgtd	%zmm23, %zmm10, %k4
	vmovdqa32	%zmm24, %zmm11 {%k4}
	vmovdqu64	%zmm11, 6904(%rsp,%r8)
	vxorps	39736(%rsp,%r8), %zmm14, %zmm10
	vmulps	%zmm0, %zmm13, %zmm11
	vsubps	%zmm11, %zmm10, %zmm10
	vmulps	%zmm10, %zmm15, %zmm10
	vsubps	%zmm10, %zmm13, %zmm10
	vmulps	%zmm21, %zmm13, %zmm11
	vsubps	%zmm11, %zmm17, %zmm11
	vmulps	%zmm11, %zmm8, %zmm11
	vaddps	%zmm11, %zmm10, %zmm10
	vdivps	%zmm6, %zmm10, %zmm10
	vmovaps	%zmm13, %zmm10 {%k2}
	vandps	%zmm22, %zmm10, %zmm11
	vpcmpgtd	%zmm23, %zmm11, %k4
	vmovdqa32	%zmm24, %zmm10 {%k4}
	vmovdqu64	%zmm10, 6968(%rsp,%r8)
	vxorps	39800(%rsp,%r8), %zmm14, %zmm10
	vmulps	%zmm3, %zmm9, %zmm11
	vsubps	%zmm11, %zmm10, %zmm10
	vmulps	%zmm10, %zmm15, %zmm10
	vsubps	%zmm10, %zmm9, %zmm10
	vmulps	%zmm18, %zmm9, %zmm11
	vsubps	%zmm11, %zmm19, %zmm11
	vmulps	%zmm11, %zmm8, %zmm11
	vaddps	%zmm11, %zmm10, %zmm10
	vdivps	%zmm7, %zmm10, %zmm10
	vmovaps	%zmm9, %zmm10 {%k1}
	vandps	%zmm22, %zmm10, %zmm9
	vpcmpgtd	%zmm23, %zmm9, %k4
	vmovdqa32	%zmm24, %zmm10 {%k4}
	vmovdqu64	%zmm10, 7032(%rsp,%r8)
	addq	$256, %r8
	decq	%r9
	jne	.LBB0_266
	vbroadcastss	.LCPI0_64(%rip), %xmm17
	vmovss	.LCPI0_65(%rip), %xmm11
	vmovss	.LCPI0_67(%rip), %xmm12
	vmovaps	%zmm22, %zmm20
	vmovdqa64	%zmm23, %zmm22
	vmovdqa64	%zmm24, %zmm23
	vbroadcastss	.LCPI0_67(%rip), %xmm24
	jmp	.LBB0_247
.LBB0_250:
	vmovaps	%zmm13, %zmm28
	xorl	%r8d, %r8d
	vbroadcastss	.LCPI0_67(%rip), %zmm9
	vbroadcastss	.LCPI0_63(%rip), %zmm10
	vbroadcastss	.LCPI0_65(%rip), %zmm13
	vbroadcastss	.LCPI0_66(%rip), %zmm25
	.p2align	4
.LBB0_251:
	vcmpgtps	6512(%rsp,%r8,4), %zmm9, %k1
	vcmpgtps	6576(%rsp,%r8,4), %zmm9, %k2
	vaddps	5744(%rsp,%r8,4), %zmm10, %zmm4
	vaddps	5808(%rsp,%r8,4), %zmm10, %zmm5
	vandps	%zmm20, %zmm4, %zmm4
	vandps	%zmm20, %zmm5, %zmm5
	vcmpltps	%zmm4, %zmm13, %k3
	vcmpltps	%zmm5, %zmm13, %k4
	vmovaps	%zmm25, %zmm4 {%k3} {z}
	vmovaps	%zmm25, %zmm5 {%k4} {z}
	vmovaps	%zmm27, %zmm6 {%k1} {z}
	vaddps	%zmm4, %zmm6, %zmm4
	vmovaps	%zmm27, %zmm6 {%k2} {z}
	vaddps	%zmm5, %zmm6, %zmm5
	vcvttps2udq	%zmm4, %zmm4
	vcvttps2udq	%zmm5, %zmm5
	vorps	-64(%rbx,%r8,4), %zmm4, %zmm4
	vorps	(%rbx,%r8,4), %zmm5, %zmm5
	vmovups	%zmm4, -64(%rbx,%r8,4)
	vmovups	%zmm5, (%rbx,%r8,4)
	addq	$32, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_251
	cmpq	8(%rsp), %rax
	vmovss	.LCPI0_63(%rip), %xmm6
	vmovaps	%zmm28, %zmm13
	vmovups	1408(%rsp), %zmm28
	je	.LBB0_257
	movq	8(%rsp), %r8
	movq	%r8, %r9
	testb	$28, %al
	je	.LBB0_225
.LBB0_254:
	vbroadcastss	.LCPI0_63(%rip), %xmm9
	vbroadcastss	.LCPI0_65(%rip), %xmm10
	.p2align	4
.LBB0_255:
	vcmpgtps	6512(%rsp,%r9,4), %xmm24, %k1
	vaddps	5744(%rsp,%r9,4), %xmm9, %xmm4
	vandps	%xmm17, %xmm4, %xmm4
	vcmpgtps	%xmm10, %xmm4, %k2
	vbroadcastss	.LCPI0_66(%rip), %xmm4 {%k2} {z}
	vbroadcastss	.LCPI0_68(%rip), %xmm5 {%k1} {z}
	vaddps	%xmm4, %xmm5, %xmm4
	vcvttps2udq	%xmm4, %xmm4
	vorps	(%r14,%r9,4), %xmm4, %xmm4
	vmovups	%xmm4, (%r14,%r9,4)
	addq	$4, %r9
	cmpq	%r9, %rcx
	jne	.LBB0_255
	movq	-32(%rsp), %r9
	movq	%r9, %r8
	cmpq	%r9, %rax
	je	.LBB0_257
	.p2align	4
.LBB0_225:
	vaddss	5744(%rsp,%r8,4), %xmm6, %xmm4
	vandps	%xmm17, %xmm4, %xmm4
	vcmpgtss	%xmm11, %xmm4, %k1
	vmovss	.LCPI0_66(%rip), %xmm4 {%k1} {z}
	vcmpgtss	6512(%rsp,%r8,4), %xmm12, %k1
	vmovss	.LCPI0_68(%rip), %xmm5 {%k1} {z}
	vaddss	%xmm4, %xmm5, %xmm4
	vcvttss2usi	%xmm4, %r9d
	orl	%r9d, (%r14,%r8,4)
	incq	%r8
	cmpq	%r8, %rax
	jne	.LBB0_225
.LBB0_257:
	movq	-120(%rsp), %r9
	testq	%r9, %r9
	vmovups	%zmm13, 3104(%rsp)
	je	.LBB0_247
	vsqrtps	%zmm28, %zmm4
	vmovups	1808(%rsp), %zmm10
	vsqrtps	%zmm10, %zmm5
	vmovups	1872(%rsp), %zmm9
	vsqrtps	%zmm9, %zmm6
	vsqrtps	%zmm13, %zmm7
	movl	$192, %r8d
	vbroadcastss	.LCPI0_67(%rip), %zmm8
	vcmpltps	%zmm8, %zmm13, %k1
	vcmpltps	%zmm8, %zmm9, %k2
	vcmpltps	%zmm8, %zmm10, %k3
	vcmpltps	%zmm8, %zmm28, %k4
	.p2align	4
.LBB0_259:
	vxorps	39608(%rsp,%r8), %zmm14, %zmm8
	vmovups	6840(%rsp,%r8), %zmm9
	vmovups	6904(%rsp,%r8), %zmm10
	vmovups	6968(%rsp,%r8), %zmm11
	vmovups	7032(%rsp,%r8), %zmm12
	vmulps	%zmm2, %zmm9, %zmm13
	vsubps	%zmm13, %zmm8, %zmm8
	vmulps	%zmm8, %zmm15, %zmm8
	vsubps	%zmm8, %zmm9, %zmm8
	vdivps	%zmm4, %zmm8, %zmm8
	vmovaps	%zmm9, %zmm8 {%k4}
	vandps	%zmm20, %zmm8, %zmm9
	vpcmpgtd	%zmm22, %zmm9, %k5
	vmovdqa32	%zmm23, %zmm8 {%k5}
	vmovdqu64	%zmm8, 6840(%rsp,%r8)
	vxorps	39672(%rsp,%r8), %zmm14, %zmm8
	vmulps	%zmm16, %zmm10, %zmm9
	vsubps	%zmm9, %zmm8, %zmm8
	vmulps	%zmm8, %zmm15, %zmm8
	vsubps	%zmm8, %zmm10, %zmm8
	vdivps	%zmm5, %zmm8, %zmm8
	vmovaps	%zmm10, %zmm8 {%k3}
	vandps	%zmm20, %zmm8, %zmm9
	vpcmpgtd	%zmm22, %zmm9, %k5
	vmovdqa32	%zmm23, %zmm8 {%k5}
	vmovdqu64	%zmm8, 6904(%rsp,%r8)
	vxorps	39736(%rsp,%r8), %zmm14, %zmm8
	vmulps	%zmm0, %zmm11, %zmm9
	vsubps	%zmm9, %zmm8, %zmm8
	vmulps	%zmm8, %zmm15, %zmm8
	vsubps	%zmm8, %zmm11, %zmm8
	vdivps	%zmm6, %zmm8, %zmm8
	vmovaps	%zmm11, %zmm8 {%k2}
	vandps	%zmm20, %zmm8, %zmm9
	vpcmpgtd	%zmm22, %zmm9, %k5
	vmovdqa32	%zmm23, %zmm8 {%k5}
	vmovdqu64	%zmm8, 6968(%rsp,%r8)
	vxorps	39800(%rsp,%r8), %zmm14, %zmm8
	vmulps	%zmm3, %zmm12, %zmm9
	vsubps	%zmm9, %zmm8, %zmm8
	vmulps	%zmm8, %zmm15, %zmm8
	vsubps	%zmm8, %zmm12, %zmm8
	vdivps	%zmm7, %zmm8, %zmm8
	vmovaps	%zmm12, %zmm8 {%k1}
	vandps	%zmm20, %zmm8, %zmm9
	vpcmpgtd	%zmm22, %zmm9, %k5
	vmovdqa32	%zmm23, %zmm8 {%k5}
	vmovdqu64	%zmm8, 7032(%rsp,%r8)
	addq	$256, %r8
	decq	%r9
	jne	.LBB0_259
	vmovss	.LCPI0_65(%rip), %xmm11
	vmovss	.LCPI0_67(%rip), %xmm12
	jmp	.LBB0_247
	.p2align	4
.LBB0_9:
	movq	-24(%rsp), %rbp
.LBB0_10:
	cmpq	$0, -120(%rsp)
	sete	%al
	testq	%rbp, %rbp
	sete	%cl
	orb	%al, %cl
	movq	-80(%rsp), %r13
	jne	.LBB0_281
	movq	-96(%rsp), %r15
	imulq	-120(%rsp), %r15
	cmpq	$1, %r15
	jne	.LBB0_268
	xorl	%ecx, %ecx
	jmp	.LBB0_277
	.p2align	4
.LBB0_268:
	movl	%r15d, %r8d
	andl	$16382, %r8d
	xorl	%ecx, %ecx
	movq	-120(%rsp), %r11
	jmp	.LBB0_269
	.p2align	4
.LBB0_274:
	xorl	%edx, %edx
	divq	%r11
.LBB0_275:
	cmpq	%rbp, %rax
	movq	%r12, %r9
	cmovbq	%rax, %r9
	addq	%r13, %r9
	movq	%rdx, %r10
	shlq	$8, %r10
	addq	%rsp, %r10
	addq	$7032, %r10
	vmovss	(%r10,%rax,4), %xmm4
	imulq	%r11, %r9
	movq	-88(%rsp), %rax
	leaq	(%rax,%r9,4), %rax
	vmovss	%xmm4, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r8
	je	.LBB0_276
.LBB0_269:
	movq	%rcx, %rax
	orq	%r11, %rax
	shrq	$32, %rax
	je	.LBB0_270
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r11
	jmp	.LBB0_272
	.p2align	4
.LBB0_270:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r11d
.LBB0_272:
	cmpq	%rbp, %rax
	movq	%r12, %r9
	cmovbq	%rax, %r9
	addq	%r13, %r9
	imulq	%r11, %r9
	movq	%rdx, %r10
	shlq	$8, %r10
	addq	%rsp, %r10
	addq	$7032, %r10
	vmovss	(%r10,%rax,4), %xmm4
	movq	-88(%rsp), %rax
	leaq	(%rax,%r9,4), %rax
	vmovss	%xmm4, (%rax,%rdx,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%r11, %rdx
	shrq	$32, %rdx
	jne	.LBB0_274
	xorl	%edx, %edx
	divl	%r11d
	jmp	.LBB0_275
	.p2align	4
.LBB0_276:
	testb	$1, %r15b
	je	.LBB0_281
.LBB0_277:
	movq	%rcx, %rax
	movq	-120(%rsp), %r8
	orq	%r8, %rax
	shrq	$32, %rax
	jne	.LBB0_279
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r8d
	jmp	.LBB0_280
.LBB0_13:
	movq	24(%rdi), %rcx
	movq	%rcx, 496(%rsp)
	cmpq	$4097, %rax
	movq	%r10, 144(%rsp)
	vmovaps	%xmm17, 3296(%rsp)
	jae	.LBB0_14
	movq	%r11, %rsi
	subq	%r13, %rsi
	jbe	.LBB0_144
	movq	%r13, %rbx
	cmpq	$0, 288(%rsp)
	je	.LBB0_447
	movl	$3449720151, %r9d
	movq	(%rsp), %rdx
	movq	%rdx, %rax
	shrq	$32, %rax
	leaq	1993301258(%rax), %rcx
	movq	%rcx, 904(%rsp)
	leaq	842468239(%rax), %rcx
	movq	%rcx, -72(%rsp)
	leaq	1684936478(%rax), %rcx
	movq	%rcx, 816(%rsp)
	leaq	534103459(%rax), %r15
	movq	-120(%rsp), %rcx
	movl	%ecx, %r12d
	andl	$8188, %r12d
	leaq	(%rax,%r9), %r13
	addq	$-305585874, %r13
	movq	%r13, 6768(%rsp)
	leaq	536882365(%rax,%r9), %r13
	leaq	(%rax,%r9), %rbp
	addq	$-613950654, %rbp
	leaq	(%rax,%r9), %r10
	addq	$228517585, %r10
	movq	%rbx, %rdi
	imulq	%rcx, %rdi
	movq	%rcx, %rax
	shlq	$4, %rax
	leaq	4(,%rbx,4), %r14
	imulq	%rcx, %r14
	movq	%r14, 2544(%rsp)
	movq	%r12, 3824(%rsp)
	leaq	-1(%r12), %r14
	shrq	$2, %r14
	movl	%ecx, %r12d
	andl	$8128, %r12d
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 4656(%rsp)
	leaq	(%rdx,%r9), %r8
	addq	$-795284382, %r8
	movq	%r8, 2584(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 6960(%rsp)
	leaq	1013904242(%rdx), %r8
	movq	%r8, 3568(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 4592(%rsp)
	movq	904(%rsp), %r8
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 6896(%rsp)
	leaq	218619860(%rdx,%r9), %r8
	movq	%r8, -24(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 4528(%rsp)
	movq	-72(%rsp), %r8
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 4464(%rsp)
	leaq	2027808484(%rdx), %r8
	movq	%r8, 16(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	%zmm0, 4400(%rsp)
	movq	%r13, 3312(%rsp)
	vpbroadcastq	%r13, %zmm0
	vmovdqu64	%zmm0, 4336(%rsp)
	movq	%rax, %r13
	leaq	387276957(%rdx), %rax
	movq	%rax, 1008(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4272(%rsp)
	movq	%rbp, 2976(%rsp)
	vpbroadcastq	%rbp, %zmm0
	vmovdqu64	%zmm0, 4208(%rsp)
	leaq	-408007425(%rdx,%r9), %rax
	movq	%rax, 1000(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4144(%rsp)
	movq	816(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4080(%rsp)
	leaq	1401181199(%rdx), %rax
	movq	%rax, 992(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4016(%rsp)
	movq	%r15, 3040(%rsp)
	vpbroadcastq	%r15, %zmm0
	vmovdqu64	%zmm0, 3952(%rsp)
	movq	%r10, 1016(%rsp)
	vpbroadcastq	%r10, %zmm21
	leal	-1879881855(%rdx), %eax
	movl	%eax, 984(%rsp)
	vpbroadcastd	%eax, %zmm19
	movl	%ecx, %eax
	andl	$8184, %eax
	vpbroadcastq	%r12, %zmm0
	vporq	.LCPI0_0(%rip), %zmm0, %zmm0
	vmovdqu64	%zmm0, 5040(%rsp)
	movl	%ecx, %edx
	andl	$8176, %edx
	movq	%rdx, -96(%rsp)
	movl	%ecx, %ebp
	andl	$8188, %ebp
	vbroadcastss	%xmm17, %zmm23
	movq	%r14, 928(%rsp)
	leaq	1(%r14), %r8
	movq	%r8, 1544(%rsp)
	andq	$-2, %r8
	movq	%r8, 1536(%rsp)
	movl	%ecx, %edx
	andl	$3, %edx
	movq	%rdx, 968(%rsp)
	movq	%rax, -40(%rsp)
	movq	%r12, -112(%rsp)
	subq	%r12, %rax
	movq	%rax, 976(%rsp)
	leal	(,%rcx,4), %eax
	movl	%eax, %edx
	andl	$32512, %edx
	andl	$32704, %eax
	movq	%rax, 152(%rsp)
	vxorps	%xmm24, %xmm24, %xmm24
	vbroadcastss	.LCPI0_62(%rip), %xmm25
	vbroadcastss	.LCPI0_62(%rip), %xmm26
	vmovaps	.LCPI0_71(%rip), %xmm27
	vmovaps	.LCPI0_72(%rip), %xmm28
	vbroadcastss	.LCPI0_62(%rip), %zmm29
	vxorps	%xmm3, %xmm3, %xmm3
	vxorps	%xmm30, %xmm30, %xmm30
	vbroadcastss	.LCPI0_62(%rip), %ymm31
	vbroadcastss	.LCPI0_64(%rip), %xmm18
	leaq	(,%rcx,4), %r14
	leaq	(%r14,%r14,2), %r8
	leaq	(,%rcx,8), %rax
	leaq	(%rcx,%rcx), %rcx
	movq	%rcx, 2536(%rsp)
	movq	496(%rsp), %r9
	leaq	(%r9,%r8), %rcx
	movq	%rcx, -8(%rsp)
	leaq	(,%rdi,4), %rcx
	movq	%rcx, 2528(%rsp)
	movq	%rax, 960(%rsp)
	leaq	(%r9,%rax), %rax
	movq	%rax, 3888(%rsp)
	leaq	(%r9,%r14), %rax
	movq	%rax, 136(%rsp)
	leaq	192(%r9), %rax
	movq	%rax, 280(%rsp)
	movq	%rdx, -48(%rsp)
	leaq	(%r9,%rdx), %rax
	movq	%rax, 2576(%rsp)
	movq	-56(%rsp), %rcx
	leaq	(%rcx,%rdi,4), %rax
	movq	%rax, -64(%rsp)
	movq	-88(%rsp), %rax
	leaq	(%rax,%rdi,4), %rdx
	movq	%rdx, -16(%rsp)
	leaq	4(%r9,%r14), %rdx
	movq	%rdx, 920(%rsp)
	leaq	4(%r9,%r8), %rdx
	movq	%rdx, 472(%rsp)
	leaq	4(%rcx,%rdi,4), %rdx
	movq	%rdx, 128(%rsp)
	leaq	4(%rax,%rdi,4), %rdx
	movq	%rdx, 120(%rsp)
	movq	%r8, -32(%rsp)
	leaq	192(%r9,%r8), %rdx
	movq	%rdx, 2568(%rsp)
	leaq	192(%rcx,%rdi,4), %rcx
	movq	%rcx, 464(%rsp)
	movq	%rdi, 912(%rsp)
	leaq	192(%rax,%rdi,4), %rax
	movq	%rax, 4976(%rsp)
	leaq	16(%r9), %rax
	movq	%rax, 432(%rsp)
	xorl	%eax, %eax
	vbroadcastss	.LCPI0_64(%rip), %zmm14
	vpbroadcastd	.LCPI0_69(%rip), %zmm12
	vpbroadcastd	.LCPI0_69(%rip), %xmm13
	movq	%r13, 3504(%rsp)
	vmovdqu64	%zmm21, 4848(%rsp)
	vmovdqu64	%zmm19, 5296(%rsp)
	movq	%rbp, 40(%rsp)
	vmovups	%zmm23, 5168(%rsp)
	movq	%r14, 1616(%rsp)
	jmp	.LBB0_285
	.p2align	4
.LBB0_433:
	addq	$4, %r12
	movq	2560(%rsp), %rsi
	addq	$-4, %rsi
	movq	2552(%rsp), %rax
	incq	%rax
	addq	%r14, 912(%rsp)
	addq	%r13, -64(%rsp)
	addq	%r13, -16(%rsp)
	addq	%r13, 128(%rsp)
	addq	%r13, 120(%rsp)
	addq	%r13, 464(%rsp)
	addq	%r13, 4976(%rsp)
	movq	896(%rsp), %r11
	cmpq	%r11, %r12
	movq	%r12, %rbx
	jae	.LBB0_144
.LBB0_285:
	movq	%rbx, -80(%rsp)
	subq	%rbx, %r11
	cmpq	$4, %r11
	movl	$4, %edx
	cmovbq	%r11, %rdx
	decq	%rdx
	movq	%rdx, 256(%rsp)
	cmpq	$4, %r11
	movl	$3, %ecx
	cmovaeq	%rcx, %rdx
	movq	%rdx, %rbp
	movq	%rdx, 248(%rsp)
	cmpq	$1, %rsi
	movq	%rsi, 2560(%rsp)
	adcq	$0, %rsi
	cmpq	$4, %rsi
	movl	$4, %ecx
	cmovaeq	%rcx, %rsi
	movl	%esi, %r8d
	shll	$4, %r8d
	leaq	-4(%r8), %r14
	movq	-120(%rsp), %rbx
	imulq	%rbx, %r14
	movq	496(%rsp), %r15
	addq	%r15, %r14
	movq	%r13, %rdx
	movq	%rax, 2552(%rsp)
	imulq	%rax, %rdx
	movq	2528(%rsp), %rax
	leaq	(%rax,%rdx), %r10
	movq	-88(%rsp), %rcx
	leaq	(%rcx,%r10), %rax
	movq	%rax, 752(%rsp)
	addq	2544(%rsp), %rdx
	leaq	(%rcx,%rdx), %rdi
	leaq	-1(%rsi), %rcx
	imulq	1616(%rsp), %rcx
	addq	%rcx, %rdi
	movq	-56(%rsp), %r9
	addq	%r9, %r10
	addq	%r9, %rdx
	addq	%rcx, %rdx
	leaq	-8(%r8), %r12
	imulq	%rbx, %r12
	addq	%r15, %r12
	addq	$-12, %r8
	imulq	%rbx, %r8
	addq	%r15, %r8
	movq	%rsi, 2592(%rsp)
	imulq	%rsi, %r13
	addq	%r15, %r13
	movq	%r13, 48(%rsp)
	cmpq	$2, %r11
	movq	256(%rsp), %rbx
	movq	%rbx, %rcx
	movl	$1, %eax
	cmovaeq	%rax, %rcx
	movq	%rcx, 240(%rsp)
	imulq	1616(%rsp), %rcx
	movq	%rcx, 176(%rsp)
	cmpq	$3, %r11
	movl	$2, %eax
	cmovaeq	%rax, %rbx
	movq	%rbx, %rax
	imulq	1616(%rsp), %rax
	movq	%rax, 368(%rsp)
	imulq	1616(%rsp), %rbp
	movq	%rbp, 304(%rsp)
	movq	3888(%rsp), %rax
	cmpq	%rdi, %rax
	setb	%cl
	movq	752(%rsp), %r9
	cmpq	%r14, %r9
	setb	%bpl
	andb	%cl, %bpl
	cmpq	%rdx, %rax
	setb	%cl
	cmpq	%r14, %r10
	setb	%r15b
	andb	%cl, %r15b
	orb	%bpl, %r15b
	movq	136(%rsp), %rsi
	cmpq	%rdi, %rsi
	setb	%cl
	cmpq	%r12, %r9
	setb	%bpl
	andb	%cl, %bpl
	cmpq	%rdx, %rsi
	setb	%cl
	cmpq	%r12, %r10
	setb	%r13b
	andb	%cl, %r13b
	orb	%bpl, %r13b
	orb	%r15b, %r13b
	cmpq	%rdi, 496(%rsp)
	setb	%cl
	cmpq	%r8, %r9
	setb	%bpl
	andb	%cl, %bpl
	cmpq	%rdx, 496(%rsp)
	setb	%cl
	cmpq	%r8, %r10
	setb	%r15b
	andb	%cl, %r15b
	orb	%bpl, %r15b
	orb	%r13b, %r15b
	movb	%r15b, 296(%rsp)
	movq	3504(%rsp), %r13
	movq	-120(%rsp), %r11
	cmpq	%rdi, %rax
	setb	%cl
	cmpq	%r14, %r9
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
	cmpq	%r12, %r9
	setb	%bpl
	andb	%cl, %bpl
	cmpq	%rdx, %rsi
	setb	%cl
	cmpq	%r12, %r10
	setb	%r15b
	andb	%cl, %r15b
	orb	%bpl, %r15b
	orb	%r14b, %r15b
	cmpq	%rdi, 496(%rsp)
	setb	%cl
	cmpq	%r8, %r9
	setb	%bpl
	andb	%cl, %bpl
	cmpq	%rdx, 496(%rsp)
	setb	%cl
	cmpq	%r8, %r10
	setb	%al
	andb	%cl, %al
	orb	%bpl, %al
	orb	%r15b, %al
	movb	%al, 1128(%rsp)
	movq	-80(%rsp), %r12
	cmpq	%rdi, 496(%rsp)
	setb	%cl
	cmpq	%r8, %r9
	setb	%bpl
	andb	%cl, %bpl
	cmpq	%rdx, 496(%rsp)
	setb	%cl
	cmpq	%r8, %r10
	setb	%al
	andb	%cl, %al
	orb	%bpl, %al
	movb	%al, 1136(%rsp)
	cmpq	%rdi, 496(%rsp)
	setb	%cl
	cmpq	%r8, %r9
	setb	%bpl
	andb	%cl, %bpl
	cmpq	%rdx, 496(%rsp)
	setb	%cl
	cmpq	%r8, %r10
	movq	496(%rsp), %r8
	movq	176(%rsp), %rax
	leaq	(%r8,%rax,4), %r14
	movq	496(%rsp), %r8
	movq	368(%rsp), %rax
	leaq	(%r8,%rax,4), %r15
	movq	496(%rsp), %r8
	movq	304(%rsp), %rax
	leaq	(%r8,%rax,4), %rax
	setb	%sil
	andb	%cl, %sil
	orb	%bpl, %sil
	movb	%sil, 1120(%rsp)
	cmpq	%rdx, %r9
	setb	%cl
	cmpq	%rdi, %r10
	setb	%r8b
	andb	%cl, %r8b
	cmpq	48(%rsp), %r9
	movq	%r9, %rbp
	movq	%rax, %r9
	movq	%rax, 3696(%rsp)
	movq	240(%rsp), %rsi
	setb	%cl
	cmpq	%rdi, -8(%rsp)
	setb	%al
	andb	%cl, %al
	leaq	(%r14,%r11,4), %rcx
	movq	%rcx, 264(%rsp)
	orb	%r8b, %al
	movb	%al, 1112(%rsp)
	cmpq	%rdx, %rbp
	leaq	(%r15,%r11,4), %rax
	movq	%rax, 456(%rsp)
	leaq	(%r9,%r11,4), %rax
	movq	%rax, 936(%rsp)
	setb	%cl
	cmpq	%rdi, %r10
	movq	2536(%rsp), %rax
	movq	%r14, 24(%rsp)
	leaq	(%r14,%rax,4), %rdx
	movq	%rdx, 448(%rsp)
	setb	%dl
	andb	%cl, %dl
	movb	%dl, 32(%rsp)
	movq	%r15, 3760(%rsp)
	leaq	(%r15,%rax,4), %rcx
	movq	%r11, %r15
	movq	%rcx, 440(%rsp)
	movq	248(%rsp), %rdx
	imulq	%r13, %rdx
	movq	432(%rsp), %rcx
	addq	%rcx, %rdx
	movq	%rdx, 248(%rsp)
	movq	%rbx, %rdx
	imulq	%r13, %rdx
	addq	%rcx, %rdx
	movq	%rdx, 256(%rsp)
	imulq	%r13, %rsi
	addq	%rcx, %rsi
	movq	%rsi, 240(%rsp)
	vmovss	160(%rsp), %xmm20
	leaq	(%r9,%rax,4), %rax
	movq	%rax, 272(%rsp)
	xorl	%edx, %edx
	jmp	.LBB0_286
	.p2align	4
.LBB0_432:
	vmulss	172(%rsp), %xmm20, %xmm20
	movq	1096(%rsp), %rdx
	incq	%rdx
	cmpq	288(%rsp), %rdx
	vxorps	%xmm3, %xmm3, %xmm3
	je	.LBB0_433
.LBB0_286:
	cmpl	$0, 168(%rsp)
	sete	%al
	movl	%eax, 952(%rsp)
	cmpl	$0, -100(%rsp)
	movl	$3449720151, %ecx
	movq	%rdx, 1096(%rsp)
	je	.LBB0_287
	vmovss	%xmm20, 944(%rsp)
	movq	1104(%rsp), %rax
	addq	%rax, %rdx
	movq	%rdx, %rsi
	shrq	$32, %rsi
	imulq	%rcx, %rsi
	movq	%rsi, %rax
	shrq	$32, %rax
	xorl	(%rsp), %edx
	xorl	%eax, %edx
	leaq	78811644(%rcx), %rbx
	imulq	%rbx, %rdx
	movq	%rdx, %rax
	shrq	$32, %rax
	xorq	6768(%rsp), %rax
	movq	%rax, 3104(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4720(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vpxorq	6960(%rsp), %zmm0, %zmm26
	vpbroadcastq	%rdx, %zmm0
	vpxorq	6896(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 4912(%rsp)
	xorq	2584(%rsp), %rsi
	movq	%rsi, 3168(%rsp)
	movl	%esi, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 6832(%rsp)
	xorq	904(%rsp), %rdx
	movq	%rdx, 5232(%rsp)
	movl	%edx, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 5104(%rsp)
	movq	912(%rsp), %rax
	movq	%rax, 480(%rsp)
	movq	496(%rsp), %rax
	movq	%rax, 488(%rsp)
	movq	2576(%rsp), %rax
	movq	280(%rsp), %rsi
	xorl	%ecx, %ecx
	movq	-32(%rsp), %r14
	vpbroadcastq	.LCPI0_2(%rip), %zmm10
	movq	%rbx, 3232(%rsp)
	vmovdqu64	%zmm26, 1472(%rsp)
	jmp	.LBB0_296
	.p2align	4
.LBB0_308:
	movq	1144(%rsp), %rcx
	incq	%rcx
	addq	%rbx, %rsi
	movq	8(%rsp), %rax
	addq	%rbx, %rax
	addq	%rbx, 488(%rsp)
	addq	%r15, 480(%rsp)
	cmpq	2592(%rsp), %rcx
	movq	3232(%rsp), %rbx
	vmovups	1472(%rsp), %zmm26
	vmovups	5168(%rsp), %zmm23
	vbroadcastsd	.LCPI0_2(%rip), %zmm10
	je	.LBB0_309
.LBB0_296:
	movq	%rax, 8(%rsp)
	movq	%rcx, 1144(%rsp)
	leaq	(%rcx,%r12), %rax
	imulq	%r15, %rax
	vpbroadcastq	%rax, %zmm28
	vpaddq	%zmm10, %zmm28, %zmm0
	vmovdqu64	%zmm0, 2000(%rsp)
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm28, %zmm0
	vmovdqu64	%zmm0, 2464(%rsp)
	vpaddq	.LCPI0_4(%rip){1to8}, %zmm28, %zmm0
	vmovdqu64	%zmm0, 2400(%rsp)
	movq	%rsi, %rax
	movq	-112(%rsp), %rdx
	vmovaps	.LCPI0_0(%rip), %zmm2
	vmovdqa64	.LCPI0_6(%rip), %zmm1
	vpbroadcastq	.LCPI0_7(%rip), %zmm20
	vpbroadcastq	.LCPI0_8(%rip), %zmm23
	vmovdqu64	%zmm28, 1680(%rsp)
	.p2align	4
.LBB0_297:
	vmovdqu64	%zmm1, 176(%rsp)
	vmovups	%zmm2, 48(%rsp)
	vpaddq	%zmm28, %zmm1, %zmm2
	vpmuludq	%zmm20, %zmm2, %zmm1
	vpaddq	48(%rsp), %zmm28, %zmm3
	vpmuludq	%zmm20, %zmm3, %zmm0
	vmovdqu64	2000(%rsp), %zmm5
	vpaddq	176(%rsp), %zmm5, %zmm4
	vpmuludq	%zmm20, %zmm4, %zmm8
	vpaddq	48(%rsp), %zmm5, %zmm6
	vpmuludq	%zmm20, %zmm6, %zmm17
	vmovdqu64	2464(%rsp), %zmm7
	vpaddq	176(%rsp), %zmm7, %zmm9
	vpmuludq	%zmm20, %zmm9, %zmm5
	vpaddq	48(%rsp), %zmm7, %zmm10
	vpmuludq	%zmm20, %zmm10, %zmm30
	vmovdqu64	2400(%rsp), %zmm11
	vpaddq	176(%rsp), %zmm11, %zmm13
	vpmuludq	%zmm20, %zmm13, %zmm7
	vpaddq	48(%rsp), %zmm11, %zmm14
	vpmuludq	%zmm20, %zmm14, %zmm29
	vmovdqu64	4656(%rsp), %zmm15
	vpternlogq	$150, %zmm15, %zmm0, %zmm3
	vpternlogq	$150, %zmm15, %zmm1, %zmm2
	vpternlogq	$150, %zmm15, %zmm17, %zmm6
	vpternlogq	$150, %zmm15, %zmm8, %zmm4
	vpternlogq	$150, %zmm15, %zmm30, %zmm10
	vpternlogq	$150, %zmm15, %zmm5, %zmm9
	vpternlogq	$150, %zmm15, %zmm29, %zmm14
	vpternlogq	$150, %zmm15, %zmm7, %zmm13
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm9, %zmm15
	vpsrlq	$32, %zmm10, %zmm16
	vpsrlq	$32, %zmm13, %zmm18
	vpsrlq	$32, %zmm14, %zmm14
	vpmuludq	%zmm23, %zmm3, %zmm22
	vpmuludq	%zmm23, %zmm2, %zmm13
	vpmuludq	%zmm23, %zmm6, %zmm10
	vpmuludq	%zmm23, %zmm4, %zmm4
	vpmuludq	%zmm23, %zmm16, %zmm6
	vpmuludq	%zmm23, %zmm15, %zmm21
	vpmuludq	%zmm23, %zmm14, %zmm28
	vpmuludq	%zmm23, %zmm18, %zmm2
	vmovdqu64	%zmm2, 560(%rsp)
	vpsrlq	$32, %zmm13, %zmm14
	vpsrlq	$32, %zmm22, %zmm15
	vpsrlq	$32, %zmm4, %zmm18
	vpsrlq	$32, %zmm10, %zmm19
	vpsrlq	$32, %zmm21, %zmm20
	vpsrlq	$32, %zmm6, %zmm23
	vpsrlq	$32, %zmm2, %zmm24
	vpsrlq	$32, %zmm28, %zmm25
	vpxorq	%zmm26, %zmm15, %zmm15
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm15, %zmm31
	vmovdqu64	%zmm31, 624(%rsp)
	vpxorq	%zmm26, %zmm14, %zmm14
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm14, %zmm2
	vmovdqu64	%zmm2, 1152(%rsp)
	vpxorq	%zmm26, %zmm19, %zmm14
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm14, %zmm11
	vmovdqu64	%zmm11, 1024(%rsp)
	vpxorq	%zmm26, %zmm18, %zmm14
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm14, %zmm12
	vmovdqu64	%zmm12, 752(%rsp)
	vpxorq	%zmm26, %zmm23, %zmm14
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm14, %zmm9
	vmovdqu64	%zmm9, 1744(%rsp)
	vpxorq	%zmm26, %zmm20, %zmm19
	vpxorq	%zmm26, %zmm25, %zmm23
	vpxorq	1472(%rsp), %zmm24, %zmm26
	vmovdqu64	4720(%rsp), %zmm27
	vpxorq	%zmm0, %zmm27, %zmm0
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm0, %zmm15
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm19, %zmm3
	vmovdqu64	%zmm3, 1808(%rsp)
	vpxorq	%zmm1, %zmm27, %zmm1
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm1, %zmm18
	vpxorq	%zmm17, %zmm27, %zmm1
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm1, %zmm20
	vpxorq	%zmm8, %zmm27, %zmm8
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm23, %zmm16
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm8, %zmm25
	vpxorq	%zmm30, %zmm27, %zmm8
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm8, %zmm24
	vpxorq	%zmm5, %zmm27, %zmm5
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm5, %zmm30
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm26, %zmm0
	vmovdqu64	%zmm0, 368(%rsp)
	vpxorq	%zmm29, %zmm27, %zmm8
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm8, %zmm5
	vmovdqu64	%zmm5, 688(%rsp)
	vpxorq	%zmm7, %zmm27, %zmm7
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm7, %zmm1
	vmovdqu64	%zmm1, 304(%rsp)
	vpsrlq	$32, %zmm2, %zmm17
	vpsrlq	$32, %zmm31, %zmm19
	vpsrlq	$32, %zmm12, %zmm14
	vpsrlq	$32, %zmm18, %zmm23
	vpsrlq	$32, %zmm15, %zmm26
	vpsrlq	$32, %zmm25, %zmm27
	vpsrlq	$32, %zmm20, %zmm29
	vpsrlq	$32, %zmm11, %zmm31
	vmovdqu64	4592(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm22, %zmm26
	vpsrlq	$32, %zmm30, %zmm22
	vpternlogq	$150, %zmm0, %zmm13, %zmm23
	vpsrlq	$32, %zmm24, %zmm13
	vpternlogq	$150, %zmm0, %zmm10, %zmm29
	vpsrlq	$32, %zmm3, %zmm10
	vpternlogq	$150, %zmm0, %zmm4, %zmm27
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm0, %zmm6, %zmm13
	vpsrlq	$32, %zmm5, %zmm6
	vpternlogq	$150, %zmm0, %zmm21, %zmm22
	vpsrlq	$32, %zmm9, %zmm4
	vpternlogq	$150, %zmm0, %zmm28, %zmm6
	vpternlogq	$150, 560(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm23, %zmm11
	vmovdqu64	%zmm11, 560(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm26, %zmm2
	vmovdqu64	%zmm2, 1872(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm27, %zmm3
	vmovdqu64	%zmm3, 1344(%rsp)
	vpsrlq	$32, %zmm16, %zmm23
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm29, %zmm7
	vmovdqu64	%zmm7, 1408(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm22, %zmm5
	vmovdqu64	%zmm5, 1216(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm13, %zmm12
	vmovdqu64	%zmm12, 1280(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm1, %zmm21
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm6, %zmm8
	vmovdqu64	%zmm8, 832(%rsp)
	vmovdqu64	4912(%rsp), %zmm9
	vpxorq	%zmm9, %zmm19, %zmm0
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm0, %zmm19
	vpxorq	%zmm9, %zmm17, %zmm0
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm0, %zmm17
	vpxorq	%zmm9, %zmm31, %zmm0
	vpxorq	%zmm9, %zmm14, %zmm1
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm0, %zmm29
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm1, %zmm27
	vpxorq	%zmm9, %zmm4, %zmm0
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm0, %zmm22
	vpxorq	%zmm9, %zmm10, %zmm0
	vpxorq	%zmm9, %zmm23, %zmm1
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm0, %zmm23
	vpsrlq	$32, %zmm19, %zmm26
	vmovdqu64	4528(%rsp), %zmm6
	vpternlogq	$150, %zmm15, %zmm6, %zmm26
	vpsrlq	$32, %zmm17, %zmm14
	vpternlogq	$150, %zmm18, %zmm6, %zmm14
	vpsrlq	$32, %zmm29, %zmm28
	vpternlogq	$150, %zmm20, %zmm6, %zmm28
	vpsrlq	$32, %zmm27, %zmm31
	vpternlogq	$150, %zmm25, %zmm6, %zmm31
	vpsrlq	$32, %zmm11, %zmm13
	vmovdqu64	4464(%rsp), %zmm0
	vpternlogq	$150, 1152(%rsp), %zmm0, %zmm13
	vpsrlq	$32, %zmm22, %zmm11
	vpternlogq	$150, %zmm24, %zmm6, %zmm11
	vpsrlq	$32, %zmm2, %zmm10
	vpternlogq	$150, 624(%rsp), %zmm0, %zmm10
	vpsrlq	$32, %zmm3, %zmm4
	vpternlogq	$150, 752(%rsp), %zmm0, %zmm4
	vpsrlq	$32, %zmm23, %zmm25
	vpternlogq	$150, %zmm30, %zmm6, %zmm25
	vpsrlq	$32, %zmm7, %zmm18
	vpternlogq	$150, 1024(%rsp), %zmm0, %zmm18
	vpsrlq	$32, %zmm5, %zmm7
	vpternlogq	$150, 1808(%rsp), %zmm0, %zmm7
	vpsrlq	$32, %zmm12, %zmm20
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm1, %zmm24
	vpternlogq	$150, 1744(%rsp), %zmm0, %zmm20
	vpsrlq	$32, %zmm8, %zmm12
	vpternlogq	$150, %zmm0, %zmm16, %zmm12
	vpsrlq	$32, %zmm24, %zmm16
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm10, %zmm15
	vpternlogq	$150, 688(%rsp), %zmm6, %zmm16
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm13, %zmm1
	vmovdqu64	%zmm1, 1024(%rsp)
	vpsrlq	$32, %zmm15, %zmm10
	vmovdqu64	4400(%rsp), %zmm13
	vpternlogq	$150, %zmm13, %zmm19, %zmm10
	vpsrlq	$32, %zmm1, %zmm30
	vpternlogq	$150, %zmm13, %zmm17, %zmm30
	vmovdqa64	%zmm21, %zmm1
	vpsrlq	$32, %zmm21, %zmm2
	vmovdqu64	368(%rsp), %zmm3
	vpternlogq	$150, %zmm0, %zmm3, %zmm2
	vpsrlq	$32, %zmm3, %zmm3
	vpxorq	%zmm9, %zmm3, %zmm3
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm21
	vpternlogq	$150, 304(%rsp), %zmm6, %zmm21
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm18, %zmm18
	vpsrlq	$32, %zmm18, %zmm19
	vpternlogq	$150, %zmm13, %zmm29, %zmm19
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm4, %zmm29
	vpsrlq	$32, %zmm29, %zmm9
	vpternlogq	$150, %zmm13, %zmm27, %zmm9
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm20, %zmm0
	vmovdqu64	%zmm0, 624(%rsp)
	vpsrlq	$32, %zmm0, %zmm20
	vpternlogq	$150, %zmm13, %zmm22, %zmm20
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm7, %zmm0
	vmovdqu64	%zmm0, 688(%rsp)
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, %zmm13, %zmm23, %zmm22
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm12, %zmm0
	vmovdqu64	%zmm0, 752(%rsp)
	vpsrlq	$32, %zmm0, %zmm27
	vpternlogq	$150, %zmm13, %zmm24, %zmm27
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm0
	vmovdqu64	%zmm0, 368(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm13, %zmm3, %zmm17
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm14, %zmm6
	vpsrlq	$32, %zmm6, %zmm7
	vmovdqu64	4336(%rsp), %zmm12
	vpternlogq	$150, 560(%rsp), %zmm12, %zmm7
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm26, %zmm8
	vpsrlq	$32, %zmm8, %zmm0
	vpternlogq	$150, 1872(%rsp), %zmm12, %zmm0
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm31, %zmm23
	vpsrlq	$32, %zmm23, %zmm3
	vpternlogq	$150, 1344(%rsp), %zmm12, %zmm3
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm28, %zmm24
	vpsrlq	$32, %zmm24, %zmm2
	vpternlogq	$150, 1408(%rsp), %zmm12, %zmm2
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm25, %zmm28
	vpsrlq	$32, %zmm28, %zmm5
	vpternlogq	$150, 1216(%rsp), %zmm12, %zmm5
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm11, %zmm26
	vpsrlq	$32, %zmm26, %zmm13
	vpternlogq	$150, 1280(%rsp), %zmm12, %zmm13
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm21, %zmm4
	vmovdqu64	%zmm4, 1216(%rsp)
	vpsrlq	$32, %zmm4, %zmm31
	vpternlogq	$150, %zmm1, %zmm12, %zmm31
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm16, %zmm1
	vmovdqu64	%zmm1, 1280(%rsp)
	vpsrlq	$32, %zmm1, %zmm4
	vpternlogq	$150, 832(%rsp), %zmm12, %zmm4
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 832(%rsp)
	vpsrlq	$32, %zmm0, %zmm21
	vmovdqu64	4272(%rsp), %zmm1
	vpternlogq	$150, %zmm15, %zmm1, %zmm21
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm7, %zmm25
	vpsrlq	$32, %zmm25, %zmm12
	vpternlogq	$150, 1024(%rsp), %zmm1, %zmm12
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm30, %zmm0
	vmovdqu64	%zmm0, 304(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vmovdqu64	4208(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm6, %zmm15
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm16
	vpsrlq	$32, %zmm16, %zmm11
	vpternlogq	$150, %zmm18, %zmm1, %zmm11
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm10, %zmm2
	vmovdqu64	%zmm2, 560(%rsp)
	vpsrlq	$32, %zmm2, %zmm6
	vpternlogq	$150, %zmm0, %zmm8, %zmm6
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm3, %zmm10
	vpsrlq	$32, %zmm10, %zmm14
	vpternlogq	$150, %zmm29, %zmm1, %zmm14
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm9, %zmm2
	vmovdqu64	%zmm2, 1024(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm0, %zmm23, %zmm2
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm13, %zmm7
	vpsrlq	$32, %zmm7, %zmm18
	vpternlogq	$150, 624(%rsp), %zmm1, %zmm18
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm19, %zmm3
	vmovdqu64	%zmm3, 1152(%rsp)
	vpsrlq	$32, %zmm3, %zmm13
	vpternlogq	$150, %zmm0, %zmm24, %zmm13
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm24
	vpternlogq	$150, 688(%rsp), %zmm1, %zmm24
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm22, %zmm3
	vmovdqu64	%zmm3, 1344(%rsp)
	vpsrlq	$32, %zmm3, %zmm29
	vpternlogq	$150, %zmm0, %zmm28, %zmm29
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm4, %zmm28
	vpsrlq	$32, %zmm28, %zmm19
	vpternlogq	$150, 752(%rsp), %zmm1, %zmm19
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm20, %zmm20
	vpsrlq	$32, %zmm20, %zmm4
	vpternlogq	$150, %zmm0, %zmm26, %zmm4
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm31, %zmm3
	vmovdqu64	%zmm3, 752(%rsp)
	vpsrlq	$32, %zmm3, %zmm26
	vpternlogq	$150, 368(%rsp), %zmm1, %zmm26
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm17, %zmm30
	vpsrlq	$32, %zmm30, %zmm17
	vpternlogq	$150, 1216(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm27, %zmm31
	vpsrlq	$32, %zmm31, %zmm1
	vpternlogq	$150, 1280(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm6, %zmm0
	vmovdqu64	%zmm0, 624(%rsp)
	vpsrlq	$32, %zmm0, %zmm23
	vmovdqu64	4144(%rsp), %zmm0
	vpternlogq	$150, 832(%rsp), %zmm0, %zmm23
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm15, %zmm22
	vpsrlq	$32, %zmm22, %zmm8
	vpternlogq	$150, %zmm0, %zmm25, %zmm8
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm13, %zmm25
	vpsrlq	$32, %zmm25, %zmm9
	vpternlogq	$150, %zmm0, %zmm16, %zmm9
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm13
	vpsrlq	$32, %zmm13, %zmm3
	vpternlogq	$150, %zmm0, %zmm10, %zmm3
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm4, %zmm27
	vpsrlq	$32, %zmm27, %zmm2
	vpternlogq	$150, %zmm0, %zmm7, %zmm2
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm29, %zmm4
	vpsrlq	$32, %zmm4, %zmm15
	vpternlogq	$150, %zmm0, %zmm5, %zmm15
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm1, %zmm29
	vpsrlq	$32, %zmm29, %zmm16
	vpternlogq	$150, %zmm0, %zmm28, %zmm16
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm12, %zmm1
	vmovdqu64	%zmm1, 368(%rsp)
	vpsrlq	$32, %zmm1, %zmm6
	vmovdqu64	4080(%rsp), %zmm5
	vpternlogq	$150, 304(%rsp), %zmm5, %zmm6
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm21, %zmm1
	vmovdqu64	%zmm1, 304(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 560(%rsp), %zmm5, %zmm1
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm14, %zmm7
	vmovdqu64	%zmm7, 688(%rsp)
	vpsrlq	$32, %zmm7, %zmm28
	vpternlogq	$150, 1024(%rsp), %zmm5, %zmm28
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm11, %zmm10
	vpsrlq	$32, %zmm10, %zmm7
	vpternlogq	$150, 1152(%rsp), %zmm5, %zmm7
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm24, %zmm11
	vpsrlq	$32, %zmm11, %zmm14
	vpternlogq	$150, 1344(%rsp), %zmm5, %zmm14
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm18, %zmm12
	vmovdqu64	%zmm12, 560(%rsp)
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm20, %zmm5, %zmm12
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm26, %zmm18
	vmovdqu64	%zmm18, 832(%rsp)
	vpsrlq	$32, %zmm18, %zmm24
	vpternlogq	$150, %zmm30, %zmm5, %zmm24
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm19, %zmm30
	vpsrlq	$32, %zmm30, %zmm19
	vpternlogq	$150, %zmm31, %zmm5, %zmm19
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm17, %zmm26
	vpsrlq	$32, %zmm26, %zmm31
	vpternlogq	$150, 752(%rsp), %zmm0, %zmm31
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vmovdqu64	4016(%rsp), %zmm0
	vpternlogq	$150, 624(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm21
	vpternlogq	$150, %zmm22, %zmm0, %zmm21
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm7, %zmm6
	vpsrlq	$32, %zmm6, %zmm7
	vpternlogq	$150, %zmm25, %zmm0, %zmm7
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm28, %zmm6
	vmovdqu64	1680(%rsp), %zmm28
	vpsrlq	$32, %zmm6, %zmm18
	vpternlogq	$150, %zmm13, %zmm0, %zmm18
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm12, %zmm6
	vpsrlq	$32, %zmm6, %zmm17
	vpternlogq	$150, %zmm27, %zmm0, %zmm17
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm14, %zmm6
	vpsrlq	$32, %zmm6, %zmm20
	vpternlogq	$150, %zmm4, %zmm0, %zmm20
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm19, %zmm5
	vpsrlq	$32, %zmm5, %zmm22
	vpternlogq	$150, %zmm29, %zmm0, %zmm22
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm8, %zmm25
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm23, %zmm12
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm3, %zmm6
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm9, %zmm19
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm15, %zmm15
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm2, %zmm9
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm31, %zmm5
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm24, %zmm2
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm16, %zmm8
	vpsrlq	$32, %zmm2, %zmm16
	vpternlogq	$150, %zmm26, %zmm0, %zmm16
	vmovdqu64	1472(%rsp), %zmm26
	vpsrlq	$32, %zmm25, %zmm2
	vmovdqu64	3952(%rsp), %zmm0
	vpternlogq	$150, 368(%rsp), %zmm0, %zmm2
	vpsrlq	$32, %zmm12, %zmm3
	vpternlogq	$150, 304(%rsp), %zmm0, %zmm3
	vpsrlq	$32, %zmm6, %zmm13
	vpternlogq	$150, 688(%rsp), %zmm0, %zmm13
	vpsrlq	$32, %zmm19, %zmm14
	vpternlogq	$150, %zmm0, %zmm10, %zmm14
	vpsrlq	$32, %zmm15, %zmm10
	vpternlogq	$150, %zmm0, %zmm11, %zmm10
	vpsrlq	$32, %zmm9, %zmm11
	vpternlogq	$150, 560(%rsp), %zmm0, %zmm11
	vpsrlq	$32, %zmm5, %zmm4
	vpternlogq	$150, 832(%rsp), %zmm0, %zmm4
	vpsrlq	$32, %zmm8, %zmm23
	vpternlogq	$150, %zmm0, %zmm30, %zmm23
	vpmovqd	%zmm3, %ymm0
	vpmovqd	%zmm2, %ymm2
	vinserti64x4	$1, %ymm2, %zmm0, %zmm0
	vpmovqd	%zmm14, %ymm2
	vpmovqd	%zmm13, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm2
	vpmovqd	%zmm11, %ymm3
	vpmovqd	%zmm10, %ymm10
	vinserti64x4	$1, %ymm10, %zmm3, %zmm3
	vpmovqd	%zmm23, %ymm10
	vpbroadcastq	.LCPI0_8(%rip), %zmm23
	vpmovqd	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm10, %zmm4
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm21, %zmm10
	vmovdqu64	4848(%rsp), %zmm21
	vpsrlq	$32, %zmm10, %zmm10
	vpternlogq	$150, %zmm25, %zmm21, %zmm10
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm12, %zmm21, %zmm1
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm18, %zmm11
	vpsrlq	$32, %zmm11, %zmm11
	vpternlogq	$150, %zmm6, %zmm21, %zmm11
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm7, %zmm6
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm20, %zmm7
	vpbroadcastq	.LCPI0_7(%rip), %zmm20
	vpmuludq	%zmm20, %zmm17, %zmm12
	vpmuludq	%zmm20, %zmm16, %zmm13
	vpmuludq	%zmm20, %zmm22, %zmm14
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm14, %zmm14
	vpsrlq	$32, %zmm13, %zmm13
	vpternlogq	$150, %zmm19, %zmm21, %zmm6
	vmovdqu64	5296(%rsp), %zmm19
	vpternlogq	$150, %zmm15, %zmm21, %zmm7
	vpternlogq	$150, %zmm9, %zmm21, %zmm12
	vpternlogq	$150, %zmm5, %zmm21, %zmm13
	vpternlogq	$150, %zmm8, %zmm21, %zmm14
	vpmuludq	%zmm23, %zmm1, %zmm1
	vpmuludq	%zmm23, %zmm10, %zmm5
	vpmuludq	%zmm23, %zmm6, %zmm6
	vpmuludq	%zmm23, %zmm11, %zmm8
	vpmuludq	%zmm23, %zmm12, %zmm9
	vpmuludq	%zmm23, %zmm7, %zmm7
	vpmuludq	%zmm23, %zmm14, %zmm10
	vpmuludq	%zmm23, %zmm13, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm1, %zmm13
	vpsrlq	$32, %zmm8, %zmm14
	vpsrlq	$32, %zmm6, %zmm15
	vpsrlq	$32, %zmm7, %zmm16
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
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm1, %zmm1
	vpmovqd	%zmm6, %ymm5
	vpmovqd	%zmm8, %ymm6
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vpmovqd	%zmm9, %ymm6
	vpmovqd	%zmm7, %ymm7
	vinserti64x4	$1, %ymm7, %zmm6, %zmm6
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpbroadcastd	.LCPI0_9(%rip), %zmm8
	vpmulld	%zmm8, %zmm0, %zmm0
	vpternlogd	$150, %zmm0, %zmm19, %zmm12
	vpmulld	%zmm8, %zmm2, %zmm0
	vpternlogd	$150, %zmm0, %zmm19, %zmm14
	vpmulld	%zmm8, %zmm3, %zmm0
	vmovdqu64	48(%rsp), %zmm2
	vpternlogd	$150, %zmm0, %zmm19, %zmm13
	vpmulld	%zmm8, %zmm4, %zmm0
	vpternlogd	$150, %zmm0, %zmm19, %zmm15
	vmovdqu64	%zmm12, -192(%rax,%r14)
	vmovdqu64	%zmm14, -128(%rax,%r14)
	vmovdqu64	%zmm13, -64(%rax,%r14)
	vmovdqu64	%zmm15, (%rax,%r14)
	vmovdqu64	%zmm1, -192(%rax)
	vmovdqu64	176(%rsp), %zmm1
	vmovdqu64	%zmm5, -128(%rax)
	vmovdqu64	%zmm6, -64(%rax)
	vmovdqu64	%zmm7, (%rax)
	vpbroadcastq	.LCPI0_10(%rip), %zmm0
	vpaddq	%zmm0, %zmm2, %zmm2
	vpaddq	%zmm0, %zmm1, %zmm1
	addq	$256, %rax
	addq	$-64, %rdx
	jne	.LBB0_297
	cmpq	-112(%rsp), %r15
	movq	(%rsp), %r8
	movl	$3449720151, %r14d
	movq	1016(%rsp), %r12
	movq	1008(%rsp), %rdi
	movq	1000(%rsp), %rdx
	movq	992(%rsp), %r15
	movl	984(%rsp), %r13d
	je	.LBB0_305
	movq	-112(%rsp), %rax
	testb	$56, -120(%rsp)
	je	.LBB0_303
	movq	8(%rsp), %rax
	movq	976(%rsp), %rdx
	vmovdqu64	5040(%rsp), %zmm0
	vmovdqu64	4656(%rsp), %zmm7
	vmovdqu64	4592(%rsp), %zmm8
	vmovdqu64	4528(%rsp), %zmm9
	vmovdqu64	4464(%rsp), %zmm10
	vmovdqu64	4400(%rsp), %zmm11
	vmovdqu64	4336(%rsp), %zmm12
	vmovdqu64	4272(%rsp), %zmm13
	vmovdqu64	4208(%rsp), %zmm14
	vmovdqu64	4144(%rsp), %zmm15
	vmovdqu64	4080(%rsp), %zmm16
	vmovdqu64	4016(%rsp), %zmm17
	vmovdqu64	3952(%rsp), %zmm18
	movq	-32(%rsp), %rcx
	vpbroadcastd	.LCPI0_9(%rip), %ymm22
	vpbroadcastq	.LCPI0_11(%rip), %zmm24
	vmovdqu64	4720(%rsp), %zmm25
	vmovdqu64	6832(%rsp), %zmm26
	vmovdqu64	5104(%rsp), %zmm27
	.p2align	4
.LBB0_301:
	vpaddq	%zmm28, %zmm0, %zmm1
	vpmuludq	%zmm20, %zmm1, %zmm2
	vpternlogq	$150, %zmm7, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpmuludq	%zmm23, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm3
	vpxorq	%zmm3, %zmm26, %zmm3
	vpxorq	%zmm2, %zmm25, %zmm2
	vpmuludq	%zmm20, %zmm3, %zmm3
	vpmuludq	%zmm23, %zmm2, %zmm2
	vpsrlq	$32, %zmm3, %zmm4
	vpxorq	%zmm4, %zmm27, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, %zmm8, %zmm1, %zmm5
	vpmuludq	%zmm20, %zmm5, %zmm1
	vpmuludq	%zmm23, %zmm4, %zmm4
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm9, %zmm6
	vpternlogq	$150, %zmm10, %zmm3, %zmm5
	vpmuludq	%zmm20, %zmm6, %zmm2
	vpmuludq	%zmm23, %zmm5, %zmm3
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm1, %zmm12, %zmm5
	vpternlogq	$150, %zmm11, %zmm4, %zmm6
	vpmuludq	%zmm20, %zmm6, %zmm1
	vpmuludq	%zmm23, %zmm5, %zmm4
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm3, %zmm13, %zmm6
	vpternlogq	$150, %zmm14, %zmm2, %zmm5
	vpmuludq	%zmm20, %zmm6, %zmm2
	vpmuludq	%zmm23, %zmm5, %zmm3
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm1, %zmm16, %zmm5
	vpternlogq	$150, %zmm15, %zmm4, %zmm6
	vpmuludq	%zmm20, %zmm6, %zmm1
	vpmuludq	%zmm23, %zmm5, %zmm4
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm3, %zmm17, %zmm4
	vpternlogq	$150, %zmm18, %zmm2, %zmm5
	vpmuludq	%zmm20, %zmm4, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpmovqd	%zmm5, %ymm3
	vpmulld	%ymm22, %ymm3, %ymm3
	vpternlogq	$150, %zmm1, %zmm21, %zmm2
	vpmuludq	%zmm23, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpternlogd	$150, %ymm19, %ymm3, %ymm2
	vmovdqu	%ymm2, (%rax,%rcx)
	vpmovqd	%zmm1, (%rax)
	vpaddq	%zmm24, %zmm0, %zmm0
	addq	$32, %rax
	addq	$-8, %rdx
	jne	.LBB0_301
	movq	-40(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	%rcx, -120(%rsp)
	movq	(%rsp), %r8
	movl	$3449720151, %r14d
	movq	1016(%rsp), %r12
	movq	1008(%rsp), %rdi
	movq	1000(%rsp), %rdx
	movq	992(%rsp), %r15
	movl	984(%rsp), %r13d
	je	.LBB0_305
.LBB0_303:
	movq	-120(%rsp), %rcx
	subq	%rax, %rcx
	movq	%rcx, 48(%rsp)
	movq	488(%rsp), %rcx
	leaq	(%rcx,%rax,4), %r9
	movq	-32(%rsp), %rcx
	movq	%r9, 176(%rsp)
	addq	%r9, %rcx
	movq	%rcx, 368(%rsp)
	addq	480(%rsp), %rax
	xorl	%r9d, %r9d
	.p2align	4
.LBB0_304:
	leaq	(%rax,%r9), %r10
	movl	%r10d, %r11d
	imulq	%rbx, %r11
	xorq	%r8, %r10
	xorq	%r11, %r10
	shrq	$32, %r10
	imulq	%r14, %r10
	movq	%r10, %rcx
	shrq	$32, %rcx
	movq	3168(%rsp), %rbp
	xorl	%ecx, %ebp
	xorl	3104(%rsp), %r11d
	imulq	%rbx, %rbp
	imulq	%r14, %r11
	movq	%r11, %rcx
	shrq	$32, %rcx
	movq	3568(%rsp), %rbx
	xorl	%ecx, %ebx
	movq	%rbp, %rcx
	shrq	$32, %rcx
	xorl	%ebx, %r10d
	movq	5232(%rsp), %rbx
	xorl	%ecx, %ebx
	imulq	3232(%rsp), %r10
	imulq	%r14, %rbx
	movq	%rbx, %rcx
	shrq	$32, %rcx
	xorl	-24(%rsp), %r11d
	xorl	%ecx, %r11d
	movq	%r10, %rcx
	shrq	$32, %rcx
	xorl	-72(%rsp), %ebp
	xorl	%ecx, %ebp
	imulq	3232(%rsp), %r11
	imulq	%r14, %rbp
	movq	%rbp, %rcx
	shrq	$32, %rcx
	xorl	16(%rsp), %ebx
	xorl	%ecx, %ebx
	movq	%r11, %rcx
	shrq	$32, %rcx
	xorl	3312(%rsp), %r10d
	xorl	%ecx, %r10d
	imulq	3232(%rsp), %rbx
	imulq	%r14, %r10
	movq	%r10, %rcx
	shrq	$32, %rcx
	xorl	%edi, %ebp
	xorl	%ecx, %ebp
	movq	%rbx, %rcx
	shrq	$32, %rcx
	xorl	2976(%rsp), %r11d
	xorl	%ecx, %r11d
	imulq	3232(%rsp), %rbp
	imulq	%r14, %r11
	movq	%r11, %rcx
	shrq	$32, %rcx
	xorl	%edx, %r10d
	xorl	%ecx, %r10d
	movq	%rbp, %rcx
	shrq	$32, %rcx
	xorl	816(%rsp), %ebx
	xorl	%ecx, %ebx
	imulq	3232(%rsp), %r10
	imulq	%r14, %rbx
	shrq	$32, %rbx
	xorl	%r15d, %r11d
	xorl	%ebx, %r11d
	movq	3232(%rsp), %rbx
	movq	%r10, %rcx
	shrq	$32, %rcx
	xorl	3040(%rsp), %ebp
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
	movq	368(%rsp), %r11
	movl	%ecx, (%r11,%r9,4)
	movq	176(%rsp), %rcx
	movl	%r10d, (%rcx,%r9,4)
	incq	%r9
	cmpq	%r9, 48(%rsp)
	jne	.LBB0_304
.LBB0_305:
	movq	-32(%rsp), %r14
	leaq	(%rsi,%r14), %rax
	xorl	%edx, %edx
	movq	3504(%rsp), %rbx
	movq	-48(%rsp), %rcx
	.p2align	4
.LBB0_306:
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
	vaddpd	%zmm11, %zmm2, %zmm2
	vaddpd	%zmm11, %zmm5, %zmm9
	vaddpd	%zmm11, %zmm4, %zmm4
	vaddpd	%zmm11, %zmm7, %zmm10
	vaddpd	%zmm11, %zmm6, %zmm11
	vbroadcastsd	.LCPI0_13(%rip), %zmm12
	vmulpd	%zmm12, %zmm0, %zmm0
	vmulpd	%zmm12, %zmm1, %zmm3
	vmulpd	%zmm12, %zmm2, %zmm1
	vmulpd	%zmm12, %zmm8, %zmm5
	vmulpd	%zmm12, %zmm4, %zmm6
	vmulpd	%zmm12, %zmm9, %zmm7
	vmulpd	%zmm12, %zmm11, %zmm2
	vmulpd	%zmm12, %zmm10, %zmm9
	vbroadcastsd	.LCPI0_31(%rip), %zmm11
	vmulpd	%zmm11, %zmm3, %zmm14
	vmulpd	%zmm11, %zmm0, %zmm21
	vmulpd	%zmm11, %zmm5, %zmm10
	vmulpd	%zmm11, %zmm1, %zmm12
	vmulpd	%zmm11, %zmm7, %zmm4
	vmulpd	%zmm11, %zmm6, %zmm8
	vmulpd	%zmm11, %zmm9, %zmm0
	vmulpd	%zmm11, %zmm2, %zmm3
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
	vmovupd	%zmm19, 2400(%rsp)
	vaddpd	%zmm15, %zmm1, %zmm17
	vmovupd	%zmm17, 2464(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 2000(%rsp)
	vaddpd	%zmm15, %zmm5, %zmm18
	vmovupd	%zmm18, 1680(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm5
	vmovupd	%zmm5, 1744(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1808(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm2
	vmovupd	%zmm2, 1872(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1408(%rsp)
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
	vbroadcastsd	.LCPI0_36(%rip), %zmm27
	vmulpd	%zmm27, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_37(%rip), %zmm28
	vmulpd	%zmm28, %zmm20, %zmm22
	vsubpd	%zmm1, %zmm2, %zmm23
	vpsrlq	$52, %zmm21, %zmm21
	vpbroadcastq	.LCPI0_39(%rip), %zmm30
	vpandq	%zmm30, %zmm21, %zmm21
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm30, %zmm23, %zmm23
	vpbroadcastq	.LCPI0_2(%rip), %zmm26
	vpaddq	%zmm26, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm21, %k1
	vsubpd	%zmm22, %zmm2, %zmm23
	vsubpd	%zmm23, %zmm2, %zmm21
	vsubpd	%zmm22, %zmm21, %zmm21
	vmulpd	%zmm25, %zmm9, %zmm22
	vsubpd	%zmm18, %zmm14, %zmm18
	vbroadcastsd	.LCPI0_38(%rip), %zmm29
	vmulpd	%zmm29, %zmm20, %zmm20
	vsubpd	%zmm21, %zmm20, %zmm1 {%k1}
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
	vsubpd	%zmm20, %zmm18, %zmm23
	vsubpd	%zmm23, %zmm18, %zmm14
	vsubpd	%zmm20, %zmm14, %zmm14
	vmulpd	%zmm25, %zmm6, %zmm20
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
	vsubpd	%zmm17, %zmm19, %zmm12
	vsubpd	%zmm12, %zmm19, %zmm23
	vsubpd	%zmm17, %zmm23, %zmm24
	vmulpd	%zmm25, %zmm5, %zmm23
	vsubpd	%zmm15, %zmm10, %zmm15
	vsubpd	%zmm22, %zmm8, %zmm17
	vsubpd	%zmm16, %zmm4, %zmm16
	vsubpd	%zmm23, %zmm3, %zmm22
	vsubpd	%zmm20, %zmm0, %zmm23
	vmulpd	%zmm29, %zmm13, %zmm13
	vsubpd	%zmm24, %zmm13, %zmm14 {%k1}
	vmulpd	%zmm27, %zmm11, %zmm24
	vmulpd	%zmm28, %zmm11, %zmm13
	vmovapd	%zmm12, %zmm19 {%k1}
	vsubpd	%zmm24, %zmm15, %zmm12
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpsrlq	$52, %zmm12, %zmm12
	vpandq	%zmm30, %zmm12, %zmm12
	vpaddq	%zmm26, %zmm12, %zmm12
	vpcmpgtq	%zmm12, %zmm10, %k1
	vsubpd	%zmm13, %zmm15, %zmm10
	vsubpd	%zmm10, %zmm15, %zmm12
	vsubpd	%zmm13, %zmm12, %zmm12
	vmulpd	%zmm27, %zmm9, %zmm25
	vmulpd	%zmm29, %zmm11, %zmm11
	vsubpd	%zmm12, %zmm11, %zmm24 {%k1}
	vmulpd	%zmm27, %zmm7, %zmm12
	vmulpd	%zmm28, %zmm9, %zmm11
	vmovapd	%zmm10, %zmm15 {%k1}
	vsubpd	%zmm25, %zmm17, %zmm10
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm30, %zmm8, %zmm8
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpaddq	%zmm26, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm8, %k1
	vsubpd	%zmm11, %zmm17, %zmm10
	vsubpd	%zmm10, %zmm17, %zmm8
	vsubpd	%zmm11, %zmm8, %zmm11
	vmulpd	%zmm27, %zmm5, %zmm8
	vmulpd	%zmm29, %zmm9, %zmm9
	vsubpd	%zmm11, %zmm9, %zmm25 {%k1}
	vmulpd	%zmm27, %zmm6, %zmm13
	vmulpd	%zmm28, %zmm7, %zmm9
	vmovapd	%zmm10, %zmm17 {%k1}
	vsubpd	%zmm12, %zmm16, %zmm10
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm30, %zmm4, %zmm4
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpaddq	%zmm26, %zmm10, %zmm10
	vpcmpgtq	%zmm10, %zmm4, %k1
	vsubpd	%zmm9, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm10
	vsubpd	%zmm9, %zmm10, %zmm9
	vmulpd	%zmm28, %zmm5, %zmm10
	vmulpd	%zmm29, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm7, %zmm12 {%k1}
	vmulpd	%zmm28, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm23, %zmm9
	vmovapd	%zmm4, %zmm16 {%k1}
	vsubpd	%zmm8, %zmm22, %zmm4
	vpsrlq	$52, %zmm3, %zmm3
	vpandq	%zmm30, %zmm3, %zmm3
	vpsrlq	$52, %zmm4, %zmm4
	vpandq	%zmm30, %zmm4, %zmm4
	vpaddq	%zmm26, %zmm4, %zmm4
	vpcmpgtq	%zmm4, %zmm3, %k1
	vsubpd	%zmm10, %zmm22, %zmm3
	vmulpd	%zmm29, %zmm6, %zmm4
	vmulpd	%zmm29, %zmm5, %zmm5
	vsubpd	%zmm9, %zmm23, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm3, %zmm22, %zmm7
	vsubpd	%zmm10, %zmm7, %zmm7
	vsubpd	%zmm13, %zmm23, %zmm10
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm30, %zmm0, %zmm0
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpaddq	%zmm26, %zmm10, %zmm10
	vmovapd	%zmm3, %zmm22 {%k1}
	vsubpd	%zmm7, %zmm5, %zmm8 {%k1}
	vpcmpgtq	%zmm10, %zmm0, %k1
	vmovapd	%zmm9, %zmm23 {%k1}
	vsubpd	%zmm6, %zmm4, %zmm13 {%k1}
	vsubpd	%zmm21, %zmm18, %zmm20
	vsubpd	%zmm1, %zmm2, %zmm26
	vsubpd	%zmm24, %zmm15, %zmm4
	vsubpd	%zmm14, %zmm19, %zmm9
	vsubpd	%zmm12, %zmm16, %zmm27
	vsubpd	%zmm25, %zmm17, %zmm28
	vsubpd	%zmm13, %zmm23, %zmm7
	vsubpd	%zmm8, %zmm22, %zmm11
	vsubpd	%zmm26, %zmm2, %zmm0
	vmovupd	%zmm26, 1216(%rsp)
	vsubpd	%zmm20, %zmm18, %zmm2
	vmovupd	%zmm20, 176(%rsp)
	vsubpd	%zmm9, %zmm19, %zmm3
	vmovapd	%zmm9, %zmm19
	vmovupd	%zmm9, 368(%rsp)
	vsubpd	%zmm4, %zmm15, %zmm6
	vmovupd	%zmm4, 48(%rsp)
	vsubpd	%zmm28, %zmm17, %zmm15
	vsubpd	%zmm27, %zmm16, %zmm16
	vmovupd	%zmm27, 304(%rsp)
	vsubpd	%zmm11, %zmm22, %zmm17
	vsubpd	%zmm7, %zmm23, %zmm18
	vmovapd	%zmm7, %zmm22
	vsubpd	%zmm21, %zmm2, %zmm2
	vmovupd	%zmm2, 1280(%rsp)
	vsubpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 1024(%rsp)
	vsubpd	%zmm24, %zmm6, %zmm0
	vmovupd	%zmm0, 560(%rsp)
	vsubpd	%zmm14, %zmm3, %zmm0
	vmovupd	%zmm0, 832(%rsp)
	vsubpd	%zmm12, %zmm16, %zmm0
	vmovupd	%zmm0, 1152(%rsp)
	vsubpd	%zmm25, %zmm15, %zmm0
	vmovupd	%zmm0, 688(%rsp)
	vsubpd	%zmm13, %zmm18, %zmm0
	vmovupd	%zmm0, 752(%rsp)
	vsubpd	%zmm8, %zmm17, %zmm0
	vmovupd	%zmm0, 624(%rsp)
	vmulpd	%zmm20, %zmm20, %zmm30
	vmulpd	%zmm26, %zmm26, %zmm3
	vmulpd	%zmm4, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm3, %zmm12
	vmovupd	%zmm12, 2208(%rsp)
	vmulpd	%zmm30, %zmm30, %zmm2
	vmovupd	%zmm2, 2336(%rsp)
	vbroadcastsd	.LCPI0_40(%rip), %zmm4
	vmulpd	%zmm4, %zmm30, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vbroadcastsd	.LCPI0_42(%rip), %zmm7
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm30, %zmm0
	vbroadcastsd	.LCPI0_43(%rip), %zmm8
	vmulpd	%zmm8, %zmm30, %zmm1
	vbroadcastsd	.LCPI0_44(%rip), %zmm9
	vsubpd	%zmm1, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vbroadcastsd	.LCPI0_45(%rip), %zmm10
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm8, %zmm3, %zmm2
	vsubpd	%zmm2, %zmm9, %zmm2
	vmulpd	%zmm2, %zmm3, %zmm2
	vaddpd	%zmm10, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 2784(%rsp)
	vmulpd	%zmm12, %zmm12, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm4, %zmm3, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm3, %zmm1
	vmovapd	%zmm3, %zmm2
	vaddpd	%zmm0, %zmm1, %zmm17
	vmulpd	%zmm8, %zmm6, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm6, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm6, %zmm6, %zmm1
	vmovupd	%zmm1, 2272(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm6, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm6, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm6, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2144(%rsp)
	vmulpd	%zmm19, %zmm19, %zmm29
	vmulpd	%zmm8, %zmm29, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm29, %zmm1
	vmovupd	%zmm1, 3440(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm29, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm18
	vmulpd	%zmm27, %zmm27, %zmm24
	vmulpd	%zmm8, %zmm24, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm24, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm24, %zmm1
	vmovupd	%zmm1, 2912(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm24, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm24, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2080(%rsp)
	vmulpd	%zmm28, %zmm28, %zmm31
	vmovapd	%zmm28, %zmm26
	vmovupd	%zmm28, 1344(%rsp)
	vmulpd	%zmm8, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 3376(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm3
	vmulpd	%zmm0, %zmm3, %zmm0
	vmulpd	%zmm4, %zmm31, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm31, %zmm3
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm31, %zmm3
	vaddpd	%zmm0, %zmm3, %zmm0
	vmovupd	%zmm0, 1936(%rsp)
	vmulpd	%zmm22, %zmm22, %zmm21
	vmovapd	%zmm22, %zmm19
	vmovupd	%zmm22, 5552(%rsp)
	vmulpd	%zmm8, %zmm21, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm21, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm21, %zmm21, %zmm1
	vmovupd	%zmm1, 2848(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm13
	vmulpd	%zmm0, %zmm13, %zmm0
	vmulpd	%zmm4, %zmm21, %zmm13
	vaddpd	%zmm5, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm21, %zmm13
	vaddpd	%zmm7, %zmm13, %zmm13
	vmulpd	%zmm13, %zmm21, %zmm13
	vaddpd	%zmm0, %zmm13, %zmm0
	vmovupd	%zmm0, 2720(%rsp)
	vmovapd	%zmm11, %zmm22
	vmovupd	%zmm11, 5616(%rsp)
	vmulpd	%zmm11, %zmm11, %zmm28
	vmulpd	%zmm8, %zmm28, %zmm0
	vsubpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm0, %zmm28, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm13
	vmulpd	%zmm28, %zmm28, %zmm0
	vmovupd	%zmm0, 5680(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm25
	vmulpd	%zmm13, %zmm25, %zmm13
	vmulpd	%zmm4, %zmm28, %zmm25
	vaddpd	%zmm5, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm28, %zmm25
	vaddpd	%zmm7, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm28, %zmm25
	vaddpd	%zmm13, %zmm25, %zmm0
	vmovupd	%zmm0, 2656(%rsp)
	vbroadcastsd	.LCPI0_12(%rip), %zmm1
	vmulpd	%zmm1, %zmm30, %zmm13
	vbroadcastsd	.LCPI0_46(%rip), %zmm16
	vsubpd	%zmm13, %zmm16, %zmm23
	vsubpd	%zmm23, %zmm16, %zmm15
	vsubpd	%zmm13, %zmm15, %zmm15
	vmovapd	%zmm2, %zmm27
	vmulpd	%zmm1, %zmm2, %zmm0
	vsubpd	%zmm0, %zmm16, %zmm13
	vsubpd	%zmm13, %zmm16, %zmm14
	vsubpd	%zmm0, %zmm14, %zmm7
	vmovapd	%zmm6, %zmm0
	vmulpd	%zmm1, %zmm6, %zmm14
	vsubpd	%zmm14, %zmm16, %zmm9
	vsubpd	%zmm9, %zmm16, %zmm8
	vsubpd	%zmm14, %zmm8, %zmm8
	vmulpd	%zmm1, %zmm29, %zmm14
	vsubpd	%zmm14, %zmm16, %zmm6
	vsubpd	%zmm6, %zmm16, %zmm12
	vsubpd	%zmm14, %zmm12, %zmm12
	vmulpd	%zmm1, %zmm24, %zmm14
	vsubpd	%zmm14, %zmm16, %zmm5
	vsubpd	%zmm5, %zmm16, %zmm10
	vsubpd	%zmm14, %zmm10, %zmm10
	vmulpd	%zmm1, %zmm31, %zmm14
	vsubpd	%zmm14, %zmm16, %zmm4
	vsubpd	%zmm4, %zmm16, %zmm20
	vsubpd	%zmm14, %zmm20, %zmm14
	vmulpd	%zmm1, %zmm21, %zmm20
	vsubpd	%zmm20, %zmm16, %zmm3
	vsubpd	%zmm3, %zmm16, %zmm11
	vsubpd	%zmm20, %zmm11, %zmm11
	vmulpd	%zmm1, %zmm28, %zmm20
	vsubpd	%zmm20, %zmm16, %zmm2
	vsubpd	%zmm2, %zmm16, %zmm16
	vsubpd	%zmm20, %zmm16, %zmm16
	vmulpd	%zmm17, %zmm27, %zmm17
	vmovupd	1216(%rsp), %zmm25
	vmulpd	1024(%rsp), %zmm25, %zmm20
	vsubpd	%zmm20, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm7, %zmm7
	vmulpd	2784(%rsp), %zmm30, %zmm17
	vmovupd	176(%rsp), %zmm1
	vmulpd	1280(%rsp), %zmm1, %zmm20
	vsubpd	%zmm20, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm15, %zmm15
	vmulpd	%zmm18, %zmm29, %zmm17
	vmovupd	368(%rsp), %zmm1
	vmulpd	832(%rsp), %zmm1, %zmm18
	vsubpd	%zmm18, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm12, %zmm12
	vmulpd	2144(%rsp), %zmm0, %zmm17
	vmovapd	%zmm0, %zmm20
	vmovupd	48(%rsp), %zmm1
	vmulpd	560(%rsp), %zmm1, %zmm18
	vsubpd	%zmm18, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm8, %zmm17
	vmulpd	1936(%rsp), %zmm31, %zmm8
	vmulpd	688(%rsp), %zmm26, %zmm18
	vsubpd	%zmm18, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm14, %zmm14
	vmulpd	2080(%rsp), %zmm24, %zmm8
	vmovupd	304(%rsp), %zmm0
	vmulpd	1152(%rsp), %zmm0, %zmm18
	vsubpd	%zmm18, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm10, %zmm10
	vmulpd	2656(%rsp), %zmm28, %zmm8
	vmulpd	624(%rsp), %zmm22, %zmm18
	vsubpd	%zmm18, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm16, %zmm16
	vmulpd	2720(%rsp), %zmm21, %zmm8
	vmulpd	752(%rsp), %zmm19, %zmm18
	vsubpd	%zmm18, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm11, %zmm11
	vaddpd	%zmm15, %zmm23, %zmm0
	vmovupd	%zmm0, 1936(%rsp)
	vaddpd	%zmm7, %zmm13, %zmm0
	vmovupd	%zmm0, 2720(%rsp)
	vaddpd	%zmm17, %zmm9, %zmm0
	vmovupd	%zmm0, 2080(%rsp)
	vaddpd	%zmm12, %zmm6, %zmm0
	vmovupd	%zmm0, 4784(%rsp)
	vaddpd	%zmm10, %zmm5, %zmm0
	vmovupd	%zmm0, 2144(%rsp)
	vaddpd	%zmm14, %zmm4, %zmm0
	vmovupd	%zmm0, 3632(%rsp)
	vaddpd	%zmm11, %zmm3, %zmm0
	vmovupd	%zmm0, 2784(%rsp)
	vaddpd	%zmm16, %zmm2, %zmm0
	vmovupd	%zmm0, 2656(%rsp)
	vbroadcastsd	.LCPI0_50(%rip), %zmm7
	vmulpd	%zmm7, %zmm27, %zmm0
	vbroadcastsd	.LCPI0_51(%rip), %zmm14
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	2208(%rsp), %zmm27, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_47(%rip), %zmm10
	vmulpd	%zmm10, %zmm27, %zmm1
	vbroadcastsd	.LCPI0_48(%rip), %zmm11
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm1
	vmovupd	%zmm27, 5424(%rsp)
	vbroadcastsd	.LCPI0_49(%rip), %zmm12
	vaddpd	%zmm12, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm15
	vmulpd	%zmm7, %zmm30, %zmm0
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	2336(%rsp), %zmm30, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm10, %zmm30, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm30, 5488(%rsp)
	vaddpd	%zmm12, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm13
	vmulpd	%zmm7, %zmm29, %zmm0
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	3440(%rsp), %zmm29, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm10, %zmm29, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm29, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm2
	vmulpd	%zmm7, %zmm20, %zmm0
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	2272(%rsp), %zmm20, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm10, %zmm20, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm20, %zmm1
	vmovapd	%zmm20, %zmm6
	vmovupd	%zmm20, 5360(%rsp)
	vaddpd	%zmm12, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm7, %zmm31, %zmm1
	vaddpd	%zmm14, %zmm1, %zmm1
	vmulpd	3376(%rsp), %zmm31, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm10, %zmm31, %zmm3
	vaddpd	%zmm11, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm31, %zmm3
	vaddpd	%zmm12, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm7, %zmm24, %zmm3
	vaddpd	%zmm14, %zmm3, %zmm3
	vmulpd	2912(%rsp), %zmm24, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm10, %zmm24, %zmm4
	vaddpd	%zmm11, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm24, %zmm4
	vaddpd	%zmm12, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm7, %zmm28, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm4
	vmulpd	5680(%rsp), %zmm28, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm10, %zmm28, %zmm5
	vaddpd	%zmm11, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm28, %zmm5
	vaddpd	%zmm12, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm7, %zmm21, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm5
	vmulpd	2848(%rsp), %zmm21, %zmm7
	vmulpd	%zmm5, %zmm7, %zmm5
	vmulpd	%zmm10, %zmm21, %zmm7
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm21, %zmm7
	vaddpd	%zmm12, %zmm7, %zmm7
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	176(%rsp), %zmm30, %zmm7
	vmovupd	%zmm7, 2336(%rsp)
	vmulpd	%zmm13, %zmm7, %zmm9
	vbroadcastsd	.LCPI0_12(%rip), %zmm20
	vmovupd	1280(%rsp), %zmm18
	vmulpd	%zmm20, %zmm18, %zmm10
	vsubpd	%zmm9, %zmm10, %zmm9
	vmulpd	%zmm27, %zmm25, %zmm23
	vmulpd	%zmm15, %zmm23, %zmm11
	vmovupd	1024(%rsp), %zmm27
	vmulpd	%zmm20, %zmm27, %zmm12
	vsubpd	%zmm11, %zmm12, %zmm11
	vmulpd	48(%rsp), %zmm6, %zmm26
	vmulpd	%zmm0, %zmm26, %zmm0
	vmovupd	560(%rsp), %zmm10
	vmulpd	%zmm20, %zmm10, %zmm13
	vsubpd	%zmm0, %zmm13, %zmm25
	vmulpd	368(%rsp), %zmm29, %zmm13
	vmulpd	%zmm2, %zmm13, %zmm2
	vmovupd	832(%rsp), %zmm8
	vmulpd	%zmm20, %zmm8, %zmm14
	vsubpd	%zmm2, %zmm14, %zmm19
	vmulpd	304(%rsp), %zmm24, %zmm22
	vmulpd	%zmm3, %zmm22, %zmm3
	vmovupd	1152(%rsp), %zmm7
	vmulpd	%zmm20, %zmm7, %zmm15
	vsubpd	%zmm3, %zmm15, %zmm12
	vmulpd	1344(%rsp), %zmm31, %zmm15
	vmulpd	%zmm1, %zmm15, %zmm1
	vmovupd	688(%rsp), %zmm2
	vmulpd	%zmm20, %zmm2, %zmm16
	vsubpd	%zmm1, %zmm16, %zmm6
	vmovupd	5552(%rsp), %zmm30
	vmulpd	%zmm21, %zmm30, %zmm16
	vmulpd	%zmm5, %zmm16, %zmm5
	vmovupd	752(%rsp), %zmm1
	vmulpd	%zmm20, %zmm1, %zmm17
	vsubpd	%zmm5, %zmm17, %zmm5
	vmovupd	5616(%rsp), %zmm14
	vmulpd	%zmm28, %zmm14, %zmm17
	vmulpd	%zmm4, %zmm17, %zmm4
	vmovupd	624(%rsp), %zmm0
	vmulpd	%zmm20, %zmm0, %zmm20
	vsubpd	%zmm4, %zmm20, %zmm4
	vmulpd	5488(%rsp), %zmm9, %zmm9
	vmulpd	5424(%rsp), %zmm11, %zmm11
	vmulpd	5360(%rsp), %zmm25, %zmm20
	vmulpd	%zmm19, %zmm29, %zmm25
	vmulpd	%zmm12, %zmm24, %zmm3
	vmulpd	%zmm6, %zmm31, %zmm19
	vmulpd	%zmm5, %zmm21, %zmm5
	vmulpd	%zmm4, %zmm28, %zmm4
	vsubpd	%zmm27, %zmm11, %zmm6
	vsubpd	%zmm18, %zmm9, %zmm9
	vsubpd	%zmm8, %zmm25, %zmm18
	vsubpd	%zmm10, %zmm20, %zmm8
	vsubpd	%zmm2, %zmm19, %zmm19
	vsubpd	%zmm7, %zmm3, %zmm3
	vsubpd	%zmm0, %zmm4, %zmm4
	vsubpd	%zmm1, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_52(%rip), %zmm11
	vmulpd	%zmm11, %zmm23, %zmm10
	vaddpd	%zmm10, %zmm6, %zmm6
	vmulpd	2336(%rsp), %zmm11, %zmm7
	vaddpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm11, %zmm13, %zmm9
	vaddpd	%zmm9, %zmm18, %zmm2
	vmulpd	%zmm11, %zmm26, %zmm9
	vaddpd	%zmm9, %zmm8, %zmm0
	vmulpd	%zmm11, %zmm15, %zmm9
	vaddpd	%zmm9, %zmm19, %zmm1
	vmulpd	%zmm11, %zmm22, %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm11, %zmm17, %zmm9
	vaddpd	%zmm9, %zmm4, %zmm4
	vmulpd	%zmm11, %zmm16, %zmm9
	vaddpd	%zmm9, %zmm5, %zmm5
	vmovupd	1216(%rsp), %zmm8
	vsubpd	%zmm6, %zmm8, %zmm25
	vmovupd	176(%rsp), %zmm6
	vsubpd	%zmm7, %zmm6, %zmm24
	vmovupd	368(%rsp), %zmm6
	vsubpd	%zmm2, %zmm6, %zmm23
	vmovupd	48(%rsp), %zmm2
	vsubpd	%zmm0, %zmm2, %zmm22
	vmovupd	1344(%rsp), %zmm0
	vsubpd	%zmm1, %zmm0, %zmm19
	vmovupd	304(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm21
	vsubpd	%zmm4, %zmm14, %zmm18
	vsubpd	%zmm5, %zmm30, %zmm8
	vbroadcastsd	.LCPI0_53(%rip), %zmm9
	vmovupd	2720(%rsp), %zmm15
	vxorpd	%zmm9, %zmm15, %zmm7
	vmovupd	1936(%rsp), %zmm20
	vxorpd	%zmm9, %zmm20, %zmm6
	vmovupd	4784(%rsp), %zmm13
	vxorpd	%zmm9, %zmm13, %zmm5
	vmovupd	2080(%rsp), %zmm16
	vxorpd	%zmm9, %zmm16, %zmm4
	vmovupd	3632(%rsp), %zmm11
	vxorpd	%zmm9, %zmm11, %zmm3
	vmovupd	2144(%rsp), %zmm14
	vxorpd	%zmm9, %zmm14, %zmm2
	vmovupd	2656(%rsp), %zmm27
	vxorpd	%zmm9, %zmm27, %zmm1
	vmovupd	2784(%rsp), %zmm12
	vxorpd	%zmm9, %zmm12, %zmm0
	vpbroadcastq	.LCPI0_55(%rip), %zmm10
	vmovdqu64	2400(%rsp), %zmm17
	vptestnmq	%zmm10, %zmm17, %k1
	vmovapd	%zmm20, %zmm6 {%k1}
	vxorpd	%zmm9, %zmm24, %zmm24 {%k1}
	vmovdqu64	2464(%rsp), %zmm20
	vptestnmq	%zmm10, %zmm20, %k1
	vmovapd	%zmm15, %zmm7 {%k1}
	vxorpd	%zmm9, %zmm25, %zmm25 {%k1}
	vmovdqu64	2000(%rsp), %zmm15
	vptestnmq	%zmm10, %zmm15, %k1
	vmovapd	%zmm16, %zmm4 {%k1}
	vxorpd	%zmm9, %zmm22, %zmm22 {%k1}
	vmovdqu64	1680(%rsp), %zmm16
	vptestnmq	%zmm10, %zmm16, %k1
	vmovapd	%zmm13, %zmm5 {%k1}
	vxorpd	%zmm9, %zmm23, %zmm23 {%k1}
	vmovdqu64	1744(%rsp), %zmm13
	vptestnmq	%zmm10, %zmm13, %k1
	vmovapd	%zmm14, %zmm2 {%k1}
	vxorpd	%zmm9, %zmm21, %zmm21 {%k1}
	vmovdqu64	1808(%rsp), %zmm14
	vptestnmq	%zmm10, %zmm14, %k1
	vmovapd	%zmm11, %zmm3 {%k1}
	vxorpd	%zmm9, %zmm19, %zmm19 {%k1}
	vmovdqu64	1872(%rsp), %zmm11
	vptestnmq	%zmm10, %zmm11, %k1
	vmovapd	%zmm12, %zmm0 {%k1}
	vxorpd	%zmm9, %zmm8, %zmm8 {%k1}
	vmovapd	%zmm8, %zmm26
	vmovdqu64	1408(%rsp), %zmm12
	vptestnmq	%zmm10, %zmm12, %k1
	vmovapd	%zmm27, %zmm1 {%k1}
	vxorpd	%zmm9, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_54(%rip), %zmm8
	vptestnmq	%zmm8, %zmm20, %k1
	vmovapd	%zmm7, %zmm25 {%k1}
	vmovupd	%zmm25, 368(%rsp)
	vptestnmq	%zmm8, %zmm17, %k1
	vmovapd	%zmm6, %zmm24 {%k1}
	vmovupd	%zmm24, 304(%rsp)
	vptestnmq	%zmm8, %zmm16, %k1
	vmovapd	%zmm5, %zmm23 {%k1}
	vmovupd	%zmm23, 688(%rsp)
	vptestnmq	%zmm8, %zmm15, %k1
	vmovapd	%zmm4, %zmm22 {%k1}
	vmovupd	%zmm22, 624(%rsp)
	vptestnmq	%zmm8, %zmm14, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 752(%rsp)
	vptestnmq	%zmm8, %zmm13, %k1
	vmovapd	%zmm2, %zmm21 {%k1}
	vmovupd	%zmm21, 560(%rsp)
	vptestnmq	%zmm8, %zmm12, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 832(%rsp)
	vptestnmq	%zmm8, %zmm11, %k1
	vmovapd	%zmm0, %zmm26 {%k1}
	vmovupd	%zmm26, 1024(%rsp)
	vcvtudq2pd	-192(%rax,%rdx), %zmm0
	vcvtudq2pd	-160(%rax,%rdx), %zmm1
	vcvtudq2pd	-128(%rax,%rdx), %zmm2
	vcvtudq2pd	-96(%rax,%rdx), %zmm3
	vcvtudq2pd	-64(%rax,%rdx), %zmm4
	vcvtudq2pd	-32(%rax,%rdx), %zmm5
	vcvtudq2pd	(%rax,%rdx), %zmm6
	vcvtudq2pd	32(%rax,%rdx), %zmm7
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
	vmovdqu64	%zmm9, 1744(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1808(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1872(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1408(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1344(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1216(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 1280(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 1152(%rsp)
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
	vpbroadcastq	.LCPI0_18(%rip), %zmm22
	vpaddq	%zmm22, %zmm9, %zmm1
	vpaddq	%zmm22, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_19(%rip), %zmm12
	vaddpd	%zmm12, %zmm2, %zmm4
	vmovupd	%zmm4, 176(%rsp)
	vaddpd	%zmm12, %zmm1, %zmm3
	vmovupd	%zmm3, 48(%rsp)
	vbroadcastsd	.LCPI0_20(%rip), %zmm23
	vaddpd	%zmm23, %zmm3, %zmm1
	vaddpd	%zmm23, %zmm4, %zmm2
	vdivpd	%zmm2, %zmm4, %zmm2
	vmovupd	%zmm2, 2000(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1680(%rsp)
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
	vmovupd	%zmm3, 2400(%rsp)
	vbroadcastsd	.LCPI0_24(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_25(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_26(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2912(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2272(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2848(%rsp)
	vpaddq	%zmm22, %zmm11, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm30
	vaddpd	%zmm23, %zmm30, %zmm1
	vdivpd	%zmm1, %zmm30, %zmm1
	vmovupd	%zmm1, 2464(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 3440(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 3376(%rsp)
	vpaddq	%zmm22, %zmm20, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm19
	vaddpd	%zmm23, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 2336(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 2784(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 2144(%rsp)
	vpaddq	%zmm22, %zmm0, %zmm0
	vaddpd	%zmm12, %zmm0, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 2208(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1936(%rsp)
	vmulpd	%zmm7, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm31
	vpaddq	%zmm22, %zmm21, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm21
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
	vpaddq	%zmm22, %zmm24, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm24
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
	vpaddq	%zmm22, %zmm26, %zmm15
	vaddpd	%zmm12, %zmm15, %zmm26
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
	vaddpd	2912(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	2400(%rsp), %zmm22, %zmm22
	vaddpd	2848(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2272(%rsp), %zmm27, %zmm27
	vaddpd	3376(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	3440(%rsp), %zmm9, %zmm9
	vaddpd	2144(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	2784(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm31, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	1936(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm10, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	176(%rsp), %zmm2
	vbroadcastsd	.LCPI0_12(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	2000(%rsp), %zmm2, %zmm13
	vmovupd	48(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1680(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	2336(%rsp), %zmm7, %zmm7
	vmovupd	%zmm30, 2080(%rsp)
	vmulpd	%zmm6, %zmm30, %zmm16
	vmulpd	%zmm16, %zmm30, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	2464(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2208(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm18, %zmm6
	vpsrlq	$20, 1744(%rsp), %zmm11
	vpbroadcastq	.LCPI0_15(%rip), %zmm12
	vpaddq	%zmm12, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_28(%rip), %zmm10
	vmulpd	%zmm10, %zmm11, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm13
	vpsrlq	$20, 1808(%rsp), %zmm23
	vpaddq	%zmm12, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm10, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1872(%rsp), %zmm25
	vpaddq	%zmm12, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm10, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1408(%rsp), %zmm27
	vpaddq	%zmm12, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm10, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1344(%rsp), %zmm28
	vpaddq	%zmm12, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm10, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1216(%rsp), %zmm29
	vpaddq	%zmm12, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm10, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 1280(%rsp), %zmm30
	vpaddq	%zmm12, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm10, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 1152(%rsp), %zmm31
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
	vaddpd	176(%rsp), %zmm0, %zmm0
	vaddpd	2080(%rsp), %zmm7, %zmm7
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
	vmulpd	368(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	304(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	688(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	624(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	752(%rsp), %zmm3, %zmm3
	vmulpd	560(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	832(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	1024(%rsp), %zmm6, %zmm6
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
	vmovups	%zmm2, -128(%rax,%rdx)
	vmovupd	%zmm3, -64(%rax,%rdx)
	vmovupd	%zmm1, (%rax,%rdx)
	addq	$256, %rdx
	cmpq	%rdx, %rcx
	jne	.LBB0_306
	movq	-120(%rsp), %r15
	cmpq	-112(%rsp), %r15
	movq	496(%rsp), %r11
	movq	-80(%rsp), %r12
	movabsq	$4604544269498187776, %r13
	movabsq	$4503595332403200, %rbp
	vbroadcastsd	.LCPI0_19(%rip), %zmm4
	vmovsd	.LCPI0_12(%rip), %xmm9
	vmovsd	.LCPI0_13(%rip), %xmm10
	vmovsd	.LCPI0_19(%rip), %xmm2
	vmovsd	.LCPI0_20(%rip), %xmm16
	vmovsd	.LCPI0_24(%rip), %xmm17
	vmovsd	.LCPI0_25(%rip), %xmm18
	vmovddup	.LCPI0_21(%rip), %xmm19
	vmovsd	.LCPI0_30(%rip), %xmm20
	vmovsd	.LCPI0_38(%rip), %xmm29
	vpbroadcastq	.LCPI0_39(%rip), %xmm30
	vmovsd	.LCPI0_40(%rip), %xmm31
	vmovsd	.LCPI0_41(%rip), %xmm25
	vmovsd	.LCPI0_42(%rip), %xmm23
	vmovsd	.LCPI0_58(%rip), %xmm28
	vmovsd	.LCPI0_44(%rip), %xmm21
	vmovsd	.LCPI0_45(%rip), %xmm22
	vmovsd	.LCPI0_46(%rip), %xmm11
	vmovsd	.LCPI0_47(%rip), %xmm24
	vmovsd	.LCPI0_48(%rip), %xmm26
	vmovsd	.LCPI0_49(%rip), %xmm27
	vmovsd	.LCPI0_50(%rip), %xmm12
	vmovsd	.LCPI0_51(%rip), %xmm13
	vmovsd	.LCPI0_52(%rip), %xmm14
	je	.LBB0_308
	movq	-112(%rsp), %rcx
	testb	$56, %r15b
	je	.LBB0_316
	movq	8(%rsp), %rdi
	leaq	(%rdi,%r14), %rax
	xorl	%edx, %edx
	movq	976(%rsp), %rcx
	vbroadcastsd	.LCPI0_12(%rip), %zmm14
	vbroadcastsd	.LCPI0_38(%rip), %zmm28
	vpbroadcastq	.LCPI0_39(%rip), %zmm19
	vbroadcastsd	.LCPI0_40(%rip), %zmm21
	vbroadcastsd	.LCPI0_41(%rip), %zmm29
	vbroadcastsd	.LCPI0_42(%rip), %zmm15
	vbroadcastsd	.LCPI0_44(%rip), %zmm13
	vbroadcastsd	.LCPI0_45(%rip), %zmm31
	vbroadcastsd	.LCPI0_46(%rip), %zmm30
	vbroadcastsd	.LCPI0_47(%rip), %zmm23
	vbroadcastsd	.LCPI0_48(%rip), %zmm26
	vbroadcastsd	.LCPI0_49(%rip), %zmm27
	vbroadcastsd	.LCPI0_50(%rip), %zmm25
	vbroadcastsd	.LCPI0_51(%rip), %zmm17
	vbroadcastsd	.LCPI0_52(%rip), %zmm24
	vbroadcastsd	.LCPI0_53(%rip), %zmm11
	vpbroadcastq	.LCPI0_54(%rip), %zmm12
	vpbroadcastq	.LCPI0_55(%rip), %zmm10
	vpbroadcastq	.LCPI0_17(%rip), %zmm20
	vbroadcastsd	.LCPI0_57(%rip), %zmm22
	vbroadcastsd	.LCPI0_58(%rip), %zmm16
	.p2align	4
.LBB0_314:
	vcvtudq2pd	(%rax,%rdx,4), %zmm0
	vaddpd	%zmm14, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_13(%rip), %zmm2
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtudq2pd	(%rdi,%rdx,4), %zmm1
	vaddpd	%zmm14, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm1, %zmm1
	vpsrlq	$32, %zmm0, %zmm2
	vpaddq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$20, %zmm2, %zmm3
	vpaddq	.LCPI0_15(%rip){1to8}, %zmm3, %zmm3
	vpsllq	$32, %zmm2, %zmm2
	vpandq	.LCPI0_16(%rip){1to8}, %zmm2, %zmm2
	vpternlogq	$248, %zmm20, %zmm0, %zmm2
	vpaddq	.LCPI0_18(%rip){1to8}, %zmm2, %zmm0
	vaddpd	%zmm4, %zmm0, %zmm0
	vaddpd	.LCPI0_20(%rip){1to8}, %zmm0, %zmm2
	vdivpd	%zmm2, %zmm0, %zmm2
	vmovapd	%zmm4, %zmm18
	vmulpd	%zmm14, %zmm0, %zmm4
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
	vmulpd	%zmm22, %zmm3, %zmm4
	vaddpd	%zmm4, %zmm2, %zmm4
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm3, %zmm5
	vmulpd	.LCPI0_37(%rip){1to8}, %zmm3, %zmm6
	vsubpd	%zmm6, %zmm4, %zmm7
	vmulpd	%zmm28, %zmm3, %zmm3
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
	vmulpd	%zmm21, %zmm4, %zmm6
	vaddpd	%zmm29, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm16, %zmm4, %zmm7
	vaddpd	%zmm13, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm31, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm14, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm30, %zmm8
	vsubpd	%zmm8, %zmm30, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm23, %zmm4, %zmm7
	vaddpd	%zmm26, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm27, %zmm7, %zmm7
	vmulpd	%zmm25, %zmm4, %zmm8
	vaddpd	%zmm17, %zmm8, %zmm8
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm7
	vmulpd	%zmm14, %zmm3, %zmm8
	vmulpd	%zmm5, %zmm7, %zmm5
	vsubpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm24, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmovapd	%zmm18, %zmm4
	vsubpd	%zmm3, %zmm2, %zmm2
	vptestnmq	%zmm12, %zmm1, %k1
	vptestnmq	%zmm10, %zmm1, %k2
	vxorpd	%zmm11, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm11, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_30(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovupd	%ymm0, (%rax,%rdx,4)
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.LBB0_314
	movq	-40(%rsp), %rax
	movq	%rax, %rcx
	cmpq	%rax, %r15
	vmovsd	.LCPI0_12(%rip), %xmm9
	vmovsd	.LCPI0_13(%rip), %xmm10
	vmovsd	.LCPI0_19(%rip), %xmm2
	vmovsd	.LCPI0_20(%rip), %xmm16
	vmovsd	.LCPI0_24(%rip), %xmm17
	vmovsd	.LCPI0_25(%rip), %xmm18
	vmovddup	.LCPI0_21(%rip), %xmm19
	vmovsd	.LCPI0_30(%rip), %xmm20
	vmovsd	.LCPI0_38(%rip), %xmm29
	vpbroadcastq	.LCPI0_39(%rip), %xmm30
	vmovsd	.LCPI0_40(%rip), %xmm31
	vmovsd	.LCPI0_41(%rip), %xmm25
	vmovsd	.LCPI0_42(%rip), %xmm23
	vmovsd	.LCPI0_58(%rip), %xmm28
	vmovsd	.LCPI0_44(%rip), %xmm21
	vmovsd	.LCPI0_45(%rip), %xmm22
	vmovsd	.LCPI0_46(%rip), %xmm11
	vmovsd	.LCPI0_47(%rip), %xmm24
	vmovsd	.LCPI0_48(%rip), %xmm26
	vmovsd	.LCPI0_49(%rip), %xmm27
	vmovsd	.LCPI0_50(%rip), %xmm12
	vmovsd	.LCPI0_51(%rip), %xmm13
	vmovsd	.LCPI0_52(%rip), %xmm14
	je	.LBB0_308
.LBB0_316:
	movq	%r15, %rax
	subq	%rcx, %rax
	movq	488(%rsp), %rdx
	leaq	(%rdx,%rcx,4), %rdx
	leaq	(%rdx,%r14), %rdi
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_317:
	vxorps	%xmm15, %xmm15, %xmm15
	vcvtusi2sdl	(%rdi,%r8,4), %xmm15, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm0, %xmm10, %xmm0
	vxorps	%xmm15, %xmm15, %xmm15
	vcvtusi2sdl	(%rdx,%r8,4), %xmm15, %xmm1
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
	vaddsd	%xmm2, %xmm0, %xmm0
	vmovapd	%xmm2, %xmm15
	vmulsd	%xmm0, %xmm9, %xmm2
	vmulsd	%xmm2, %xmm0, %xmm2
	vaddsd	%xmm16, %xmm0, %xmm3
	vdivsd	%xmm3, %xmm0, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm5
	vmulsd	%xmm17, %xmm5, %xmm6
	vaddsd	%xmm18, %xmm6, %xmm6
	vunpcklpd	%xmm6, %xmm19, %xmm6
	vmovddup	%xmm5, %xmm5
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	.LCPI0_60(%rip), %xmm6, %xmm6
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	.LCPI0_61(%rip), %xmm6, %xmm6
	vunpcklpd	%xmm4, %xmm5, %xmm4
	vmulpd	%xmm6, %xmm4, %xmm4
	vshufpd	$1, %xmm4, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm4, %xmm4
	vxorps	%xmm8, %xmm8, %xmm8
	vcvtsi2sd	%r10, %xmm8, %xmm5
	vaddsd	%xmm4, %xmm2, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vmulsd	.LCPI0_28(%rip), %xmm5, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm3
	vsubsd	%xmm2, %xmm3, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	.LCPI0_29(%rip), %xmm5, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm0
	vmulsd	.LCPI0_31(%rip), %xmm1, %xmm1
	vmulsd	.LCPI0_32(%rip), %xmm1, %xmm2
	vaddsd	.LCPI0_33(%rip), %xmm2, %xmm2
	vmovq	%xmm2, %r9
	vaddsd	.LCPI0_34(%rip), %xmm2, %xmm2
	vmulsd	.LCPI0_57(%rip), %xmm2, %xmm3
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	.LCPI0_36(%rip), %xmm2, %xmm4
	vmulsd	.LCPI0_37(%rip), %xmm2, %xmm5
	vsubsd	%xmm5, %xmm3, %xmm6
	vmulsd	%xmm29, %xmm2, %xmm2
	vsubsd	%xmm6, %xmm3, %xmm7
	vsubsd	%xmm5, %xmm7, %xmm5
	vsubsd	%xmm5, %xmm2, %xmm2
	vsubsd	%xmm4, %xmm3, %xmm5
	vunpcklpd	%xmm1, %xmm5, %xmm1
	vpsrlq	$52, %xmm1, %xmm1
	vpandq	%xmm30, %xmm1, %xmm1
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
	vaddsd	%xmm25, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vaddsd	%xmm23, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm28, %xmm3, %xmm6
	vaddsd	%xmm21, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm22, %xmm6, %xmm6
	vmulsd	%xmm4, %xmm4, %xmm7
	vmulsd	%xmm6, %xmm7, %xmm6
	vaddsd	%xmm6, %xmm5, %xmm5
	vmulsd	%xmm3, %xmm9, %xmm6
	vsubsd	%xmm6, %xmm11, %xmm7
	vsubsd	%xmm7, %xmm11, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vaddsd	%xmm5, %xmm6, %xmm5
	vaddsd	%xmm5, %xmm7, %xmm5
	vmulsd	%xmm24, %xmm3, %xmm6
	vaddsd	%xmm26, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm3, %xmm6
	vaddsd	%xmm27, %xmm6, %xmm6
	vmulsd	%xmm3, %xmm12, %xmm7
	vaddsd	%xmm7, %xmm13, %xmm7
	vmulsd	%xmm4, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm4
	vaddsd	%xmm6, %xmm4, %xmm4
	vmulsd	%xmm3, %xmm1, %xmm6
	vmulsd	%xmm2, %xmm9, %xmm7
	vmulsd	%xmm4, %xmm6, %xmm4
	vsubsd	%xmm4, %xmm7, %xmm4
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
	vmovapd	%xmm15, %xmm2
	kmovd	%r9d, %k1
	vmovsd	%xmm1, %xmm3, %xmm3 {%k1}
	vmulsd	%xmm20, %xmm0, %xmm0
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%r8,4)
	incq	%r8
	cmpq	%r8, %rax
	jne	.LBB0_317
	jmp	.LBB0_308
	.p2align	4
.LBB0_309:
	movq	120(%rsp), %rax
	movq	%rax, 48(%rsp)
	movq	128(%rsp), %rax
	movq	%rax, 176(%rsp)
	movq	472(%rsp), %rax
	movq	%rax, 368(%rsp)
	movq	920(%rsp), %rax
	movq	%rax, 304(%rsp)
	movq	-16(%rsp), %r8
	movq	-64(%rsp), %r9
	movq	-8(%rsp), %r10
	movq	136(%rsp), %rbx
	movq	3888(%rsp), %r14
	xorl	%r12d, %r12d
	vmovaps	3296(%rsp), %xmm17
	vmovss	944(%rsp), %xmm20
	vxorpd	%xmm24, %xmm24, %xmm24
	vbroadcastss	.LCPI0_62(%rip), %xmm25
	vbroadcastss	.LCPI0_62(%rip), %xmm26
	vmovaps	.LCPI0_71(%rip), %xmm27
	vmovaps	.LCPI0_72(%rip), %xmm28
	vbroadcastss	.LCPI0_62(%rip), %zmm29
	vpxord	%xmm30, %xmm30, %xmm30
	vbroadcastss	.LCPI0_62(%rip), %ymm31
	vbroadcastss	.LCPI0_64(%rip), %xmm18
	vbroadcastss	.LCPI0_64(%rip), %zmm14
	vpbroadcastd	.LCPI0_69(%rip), %zmm12
	vpbroadcastd	.LCPI0_69(%rip), %xmm13
	jmp	.LBB0_310
	.p2align	4
.LBB0_290:
	incq	%r12
	movq	3504(%rsp), %r13
	addq	%r13, %r14
	addq	%r13, %rbx
	addq	%r13, %r11
	addq	%r13, %r10
	movq	1616(%rsp), %rax
	addq	%rax, %r9
	addq	%rax, %r8
	addq	%r13, 304(%rsp)
	addq	%r13, 368(%rsp)
	addq	%rax, 176(%rsp)
	addq	%rax, 48(%rsp)
	cmpq	2592(%rsp), %r12
	movq	-120(%rsp), %r15
	je	.LBB0_291
.LBB0_310:
	testb	$1, 296(%rsp)
	je	.LBB0_358
	xorl	%ebp, %ebp
.LBB0_365:
	movq	%rbp, %rcx
	orq	$1, %rcx
	movq	-120(%rsp), %rdi
	testb	$1, %dil
	je	.LBB0_367
	movq	-80(%rsp), %rax
	addq	%r12, %rax
	imulq	%rdi, %rax
	movq	-88(%rsp), %rdx
	leaq	(%rdx,%rax,4), %rdx
	shll	$2, %ebp
	vmovss	(%rdx,%rbp), %xmm0
	movq	%r12, %rdx
	imulq	1616(%rsp), %rdx
	movq	496(%rsp), %rsi
	leaq	(%rsi,%rdx,4), %rdx
	movq	-56(%rsp), %rsi
	leaq	(%rsi,%rax,4), %rax
	vmovss	(%rax,%rbp), %xmm1
	movq	-32(%rsp), %rax
	addq	%rdx, %rax
	vmulss	%xmm0, %xmm0, %xmm2
	vmulss	(%rax,%rbp), %xmm0, %xmm3
	vmovss	%xmm2, (%rdx,%rbp)
	leaq	(%rdx,%rdi,4), %rax
	vxorps	%xmm26, %xmm1, %xmm1
	vmulss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, (%rax,%rbp)
	addq	960(%rsp), %rdx
	vmovss	%xmm3, (%rdx,%rbp)
	movq	%rcx, %rbp
.LBB0_367:
	cmpq	%rcx, %rdi
	je	.LBB0_290
	movq	-120(%rsp), %rcx
	subq	%rbp, %rcx
	shll	$2, %ebp
	leaq	(%r14,%rbp), %r15
	movq	304(%rsp), %rax
	leaq	(%rax,%rbp), %r13
	leaq	(%r11,%rbp), %rax
	movq	368(%rsp), %rdx
	addq	%rbp, %rdx
	movq	176(%rsp), %rsi
	addq	%rbp, %rsi
	addq	48(%rsp), %rbp
	xorl	%edi, %edi
	.p2align	4
.LBB0_369:
	vmovss	-4(%rbp,%rdi,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm1
	vmovss	-4(%rsi,%rdi,4), %xmm2
	vxorps	%xmm25, %xmm2, %xmm2
	vmulss	%xmm2, %xmm0, %xmm2
	vmulss	-4(%rdx,%rdi,4), %xmm0, %xmm0
	vmovss	%xmm1, (%rax,%rdi,4)
	vmovss	%xmm2, -4(%r13,%rdi,4)
	vmovss	%xmm0, (%r15,%rdi,4)
	vmovss	(%rbp,%rdi,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm1
	vmovss	(%rsi,%rdi,4), %xmm2
	vxorps	%xmm25, %xmm2, %xmm2
	vmulss	%xmm2, %xmm0, %xmm2
	vmulss	(%rdx,%rdi,4), %xmm0, %xmm0
	vmovss	%xmm1, 4(%rax,%rdi,4)
	vmovss	%xmm2, (%r13,%rdi,4)
	vmovss	%xmm0, 4(%r15,%rdi,4)
	addq	$2, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_369
	jmp	.LBB0_290
	.p2align	4
.LBB0_358:
	xorl	%eax, %eax
	movq	152(%rsp), %rcx
	.p2align	4
.LBB0_359:
	vmovups	(%r8,%rax), %zmm0
	vxorps	(%r9,%rax), %zmm29, %zmm1
	vmulps	%zmm0, %zmm0, %zmm2
	vmulps	%zmm1, %zmm0, %zmm1
	vmulps	(%r10,%rax), %zmm0, %zmm0
	vmovups	%zmm2, (%r11,%rax)
	vmovups	%zmm1, (%rbx,%rax)
	vmovups	%zmm0, (%r14,%rax)
	addq	$64, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_359
	cmpq	-96(%rsp), %r15
	je	.LBB0_290
	movq	-96(%rsp), %rbp
	testb	$12, -120(%rsp)
	je	.LBB0_365
	movq	-96(%rsp), %rax
	movq	40(%rsp), %rcx
	.p2align	4
.LBB0_363:
	vmovups	(%r8,%rax,4), %xmm0
	vxorps	(%r9,%rax,4), %xmm26, %xmm1
	vmulps	%xmm0, %xmm0, %xmm2
	vmulps	%xmm1, %xmm0, %xmm1
	vmulps	(%r10,%rax,4), %xmm0, %xmm0
	vmovups	%xmm2, (%r11,%rax,4)
	vmovups	%xmm1, (%rbx,%rax,4)
	vmovups	%xmm0, (%r14,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_363
	movq	%rcx, %rbp
	cmpq	%rcx, -120(%rsp)
	je	.LBB0_290
	jmp	.LBB0_365
	.p2align	4
.LBB0_291:
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%eax, %eax
	vxorps	%xmm2, %xmm2, %xmm2
	vxorps	%xmm1, %xmm1, %xmm1
	movq	496(%rsp), %rbp
	movq	3824(%rsp), %rsi
	movq	3888(%rsp), %rcx
	movq	136(%rsp), %rdx
	movq	24(%rsp), %r14
	movq	3760(%rsp), %rdi
	movq	3696(%rsp), %r9
	movq	264(%rsp), %r10
	movq	456(%rsp), %r11
	movq	936(%rsp), %rbx
	movq	448(%rsp), %r15
	movq	440(%rsp), %r12
	movq	272(%rsp), %r8
	.p2align	4
.LBB0_292:
	vmovups	(%rbp,%rax,4), %xmm3
	vmovups	(%r14,%rax,4), %xmm4
	vmovups	(%rdi,%rax,4), %xmm5
	vmovups	(%r9,%rax,4), %xmm6
	vmovlhps	%xmm5, %xmm3, %xmm7
	vunpckhpd	%xmm5, %xmm3, %xmm3
	vmovlhps	%xmm6, %xmm4, %xmm5
	vunpckhpd	%xmm6, %xmm4, %xmm4
	vmovaps	%xmm7, %xmm6
	vpermt2ps	%xmm5, %xmm27, %xmm6
	vaddps	%xmm6, %xmm0, %xmm0
	vpermt2ps	%xmm5, %xmm28, %xmm7
	vaddps	%xmm0, %xmm7, %xmm0
	vmovaps	%xmm3, %xmm5
	vpermt2ps	%xmm4, %xmm27, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vpermt2ps	%xmm4, %xmm28, %xmm3
	vaddps	%xmm0, %xmm3, %xmm0
	vmovups	(%rdx,%rax,4), %xmm3
	vmovups	(%r10,%rax,4), %xmm4
	vmovups	(%r11,%rax,4), %xmm5
	vmovups	(%rbx,%rax,4), %xmm6
	vmovlhps	%xmm5, %xmm3, %xmm7
	vunpckhpd	%xmm5, %xmm3, %xmm3
	vmovlhps	%xmm6, %xmm4, %xmm5
	vunpckhpd	%xmm6, %xmm4, %xmm4
	vmovaps	%xmm7, %xmm6
	vpermt2ps	%xmm5, %xmm27, %xmm6
	vaddps	%xmm6, %xmm2, %xmm2
	vpermt2ps	%xmm5, %xmm28, %xmm7
	vaddps	%xmm2, %xmm7, %xmm2
	vmovaps	%xmm3, %xmm5
	vpermt2ps	%xmm4, %xmm27, %xmm5
	vaddps	%xmm2, %xmm5, %xmm2
	vpermt2ps	%xmm4, %xmm28, %xmm3
	vaddps	%xmm2, %xmm3, %xmm2
	vmovups	(%rcx,%rax,4), %xmm3
	vmovups	(%r15,%rax,4), %xmm4
	vmovups	(%r12,%rax,4), %xmm5
	vmovups	(%r8,%rax,4), %xmm6
	vmovlhps	%xmm5, %xmm3, %xmm7
	vunpckhpd	%xmm5, %xmm3, %xmm3
	vmovlhps	%xmm6, %xmm4, %xmm5
	vunpckhpd	%xmm6, %xmm4, %xmm4
	vmovaps	%xmm7, %xmm6
	vpermt2ps	%xmm5, %xmm27, %xmm6
	vaddps	%xmm6, %xmm1, %xmm1
	vpermt2ps	%xmm5, %xmm28, %xmm7
	vaddps	%xmm1, %xmm7, %xmm1
	vmovaps	%xmm3, %xmm5
	vpermt2ps	%xmm4, %xmm27, %xmm5
	vaddps	%xmm1, %xmm5, %xmm1
	vpermt2ps	%xmm4, %xmm28, %xmm3
	vaddps	%xmm1, %xmm3, %xmm1
	addq	$4, %rax
	cmpq	%rsi, %rax
	jb	.LBB0_292
	movq	%rsi, %rax
	cmpq	-120(%rsp), %rsi
	movq	%r8, %rsi
	movq	-40(%rsp), %r8
	je	.LBB0_354
	.p2align	4
.LBB0_294:
	vmovss	(%rbp,%rax,4), %xmm3
	vinsertps	$16, (%r14,%rax,4), %xmm3, %xmm3
	vinsertps	$32, (%rdi,%rax,4), %xmm3, %xmm3
	vinsertps	$48, (%r9,%rax,4), %xmm3, %xmm3
	vaddps	%xmm3, %xmm0, %xmm0
	vmovss	(%rdx,%rax,4), %xmm3
	vinsertps	$16, (%r10,%rax,4), %xmm3, %xmm3
	vinsertps	$32, (%r11,%rax,4), %xmm3, %xmm3
	vinsertps	$48, (%rbx,%rax,4), %xmm3, %xmm3
	vmovss	(%rcx,%rax,4), %xmm4
	vinsertps	$16, (%r15,%rax,4), %xmm4, %xmm4
	vinsertps	$32, (%r12,%rax,4), %xmm4, %xmm4
	vaddps	%xmm3, %xmm2, %xmm2
	vinsertps	$48, (%rsi,%rax,4), %xmm4, %xmm3
	vaddps	%xmm3, %xmm1, %xmm1
	incq	%rax
	cmpq	-120(%rsp), %rax
	jb	.LBB0_294
	jmp	.LBB0_354
	.p2align	4
.LBB0_287:
	movq	120(%rsp), %rax
	movq	%rax, 48(%rsp)
	movq	128(%rsp), %rdx
	movq	920(%rsp), %rsi
	movq	-16(%rsp), %rdi
	movq	-64(%rsp), %r8
	movq	496(%rsp), %r9
	movq	136(%rsp), %r10
	movq	3888(%rsp), %r11
	xorl	%ebx, %ebx
	jmp	.LBB0_288
	.p2align	4
.LBB0_349:
	incq	%rbx
	movq	3504(%rsp), %r13
	addq	%r13, %r11
	addq	%r13, %r10
	addq	%r13, %r9
	movq	1616(%rsp), %rax
	addq	%rax, %r8
	addq	%rax, %rdi
	addq	%r13, %rsi
	addq	%rax, %rdx
	addq	%rax, 48(%rsp)
	cmpq	2592(%rsp), %rbx
	movq	-120(%rsp), %r15
	je	.LBB0_350
.LBB0_288:
	testb	$1, 1128(%rsp)
	je	.LBB0_370
	xorl	%r14d, %r14d
.LBB0_377:
	movq	%r14, %rcx
	orq	$1, %rcx
	movq	-120(%rsp), %r12
	testb	$1, %r12b
	je	.LBB0_379
	movq	-80(%rsp), %rax
	addq	%rbx, %rax
	movq	%rbx, %r15
	imulq	1616(%rsp), %r15
	movq	496(%rsp), %r13
	leaq	(,%r15,4), %r15
	addq	%r13, %r15
	imulq	%r12, %rax
	movq	-88(%rsp), %r12
	leaq	(%r12,%rax,4), %r12
	movq	-56(%rsp), %r13
	leaq	(,%rax,4), %rax
	addq	%r13, %rax
	movq	-120(%rsp), %r13
	leaq	(%r15,%r13,4), %r13
	shll	$2, %r14d
	vmovss	(%r12,%r14), %xmm0
	vmulss	%xmm0, %xmm0, %xmm1
	vmovss	(%rax,%r14), %xmm2
	vxorps	%xmm26, %xmm2, %xmm2
	vmulss	%xmm2, %xmm0, %xmm2
	vmovss	%xmm1, (%r15,%r14)
	vmulss	%xmm24, %xmm0, %xmm0
	addq	960(%rsp), %r15
	vmovss	%xmm2, (%r13,%r14)
	movq	-120(%rsp), %r12
	vmovss	%xmm0, (%r15,%r14)
	movq	%rcx, %r14
.LBB0_379:
	cmpq	%rcx, %r12
	je	.LBB0_349
	movq	-120(%rsp), %rcx
	subq	%r14, %rcx
	shll	$2, %r14d
	leaq	(%r11,%r14), %r15
	leaq	(%rsi,%r14), %r12
	leaq	(%r9,%r14), %r13
	leaq	(%rdx,%r14), %rbp
	addq	48(%rsp), %r14
	xorl	%eax, %eax
	.p2align	4
.LBB0_381:
	vmovss	-4(%r14,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm1
	vmovss	-4(%rbp,%rax,4), %xmm2
	vxorps	%xmm25, %xmm2, %xmm2
	vmulss	%xmm2, %xmm0, %xmm2
	vmulss	%xmm24, %xmm0, %xmm0
	vmovss	%xmm1, (%r13,%rax,4)
	vmovss	%xmm2, -4(%r12,%rax,4)
	vmovss	%xmm0, (%r15,%rax,4)
	vmovss	(%r14,%rax,4), %xmm0
	vmovss	(%rbp,%rax,4), %xmm1
	vmulss	%xmm0, %xmm0, %xmm2
	vxorps	%xmm25, %xmm1, %xmm1
	vmulss	%xmm1, %xmm0, %xmm1
	vmulss	%xmm24, %xmm0, %xmm0
	vmovss	%xmm2, 4(%r13,%rax,4)
	vmovss	%xmm1, (%r12,%rax,4)
	vmovss	%xmm0, 4(%r15,%rax,4)
	addq	$2, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_381
	jmp	.LBB0_349
	.p2align	4
.LBB0_370:
	xorl	%eax, %eax
	movq	152(%rsp), %rcx
	.p2align	4
.LBB0_371:
	vmovups	(%rdi,%rax), %zmm0
	vmulps	%zmm0, %zmm0, %zmm1
	vxorps	(%r8,%rax), %zmm29, %zmm2
	vmulps	%zmm2, %zmm0, %zmm2
	vmulps	%zmm3, %zmm0, %zmm0
	vmovups	%zmm1, (%r9,%rax)
	vmovups	%zmm2, (%r10,%rax)
	vmovups	%zmm0, (%r11,%rax)
	addq	$64, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_371
	cmpq	-96(%rsp), %r15
	je	.LBB0_349
	movq	-96(%rsp), %r14
	testb	$12, -120(%rsp)
	je	.LBB0_377
	movq	-96(%rsp), %rax
	movq	40(%rsp), %rcx
	.p2align	4
.LBB0_375:
	vmovups	(%rdi,%rax,4), %xmm0
	vmulps	%xmm0, %xmm0, %xmm1
	vxorps	(%r8,%rax,4), %xmm26, %xmm2
	vmulps	%xmm2, %xmm0, %xmm2
	vmulps	%xmm30, %xmm0, %xmm0
	vmovups	%xmm1, (%r9,%rax,4)
	vmovups	%xmm2, (%r10,%rax,4)
	vmovups	%xmm0, (%r11,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_375
	movq	%rcx, %r14
	cmpq	%rcx, -120(%rsp)
	je	.LBB0_349
	jmp	.LBB0_377
	.p2align	4
.LBB0_350:
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%eax, %eax
	vxorps	%xmm2, %xmm2, %xmm2
	vxorps	%xmm1, %xmm1, %xmm1
	movq	496(%rsp), %rbp
	movq	3824(%rsp), %r12
	movq	3888(%rsp), %rcx
	movq	136(%rsp), %rdx
	movq	24(%rsp), %rsi
	movq	3760(%rsp), %rdi
	movq	3696(%rsp), %r9
	movq	264(%rsp), %r10
	movq	456(%rsp), %r11
	movq	936(%rsp), %rbx
	movq	448(%rsp), %r15
	movq	440(%rsp), %r14
	movq	272(%rsp), %r8
	.p2align	4
.LBB0_351:
	vmovups	(%rbp,%rax,4), %xmm3
	vmovups	(%rsi,%rax,4), %xmm4
	vmovups	(%rdi,%rax,4), %xmm5
	vmovups	(%r9,%rax,4), %xmm6
	vmovlhps	%xmm5, %xmm3, %xmm7
	vunpckhpd	%xmm5, %xmm3, %xmm3
	vmovlhps	%xmm6, %xmm4, %xmm5
	vunpckhpd	%xmm6, %xmm4, %xmm4
	vmovaps	%xmm7, %xmm6
	vpermt2ps	%xmm5, %xmm27, %xmm6
	vaddps	%xmm6, %xmm0, %xmm0
	vpermt2ps	%xmm5, %xmm28, %xmm7
	vaddps	%xmm0, %xmm7, %xmm0
	vmovaps	%xmm3, %xmm5
	vpermt2ps	%xmm4, %xmm27, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vpermt2ps	%xmm4, %xmm28, %xmm3
	vaddps	%xmm0, %xmm3, %xmm0
	vmovups	(%rdx,%rax,4), %xmm3
	vmovups	(%r10,%rax,4), %xmm4
	vmovups	(%r11,%rax,4), %xmm5
	vmovups	(%rbx,%rax,4), %xmm6
	vmovlhps	%xmm5, %xmm3, %xmm7
	vunpckhpd	%xmm5, %xmm3, %xmm3
	vmovlhps	%xmm6, %xmm4, %xmm5
	vunpckhpd	%xmm6, %xmm4, %xmm4
	vmovaps	%xmm7, %xmm6
	vpermt2ps	%xmm5, %xmm27, %xmm6
	vaddps	%xmm6, %xmm2, %xmm2
	vpermt2ps	%xmm5, %xmm28, %xmm7
	vaddps	%xmm2, %xmm7, %xmm2
	vmovaps	%xmm3, %xmm5
	vpermt2ps	%xmm4, %xmm27, %xmm5
	vaddps	%xmm2, %xmm5, %xmm2
	vpermt2ps	%xmm4, %xmm28, %xmm3
	vaddps	%xmm2, %xmm3, %xmm2
	vmovups	(%rcx,%rax,4), %xmm3
	vmovups	(%r15,%rax,4), %xmm4
	vmovups	(%r14,%rax,4), %xmm5
	vmovups	(%r8,%rax,4), %xmm6
	vmovlhps	%xmm5, %xmm3, %xmm7
	vunpckhpd	%xmm5, %xmm3, %xmm3
	vmovlhps	%xmm6, %xmm4, %xmm5
	vunpckhpd	%xmm6, %xmm4, %xmm4
	vmovaps	%xmm7, %xmm6
	vpermt2ps	%xmm5, %xmm27, %xmm6
	vaddps	%xmm6, %xmm1, %xmm1
	vpermt2ps	%xmm5, %xmm28, %xmm7
	vaddps	%xmm1, %xmm7, %xmm1
	vmovaps	%xmm3, %xmm5
	vpermt2ps	%xmm4, %xmm27, %xmm5
	vaddps	%xmm1, %xmm5, %xmm1
	vpermt2ps	%xmm4, %xmm28, %xmm3
	vaddps	%xmm1, %xmm3, %xmm1
	addq	$4, %rax
	cmpq	%r12, %rax
	jb	.LBB0_351
	movq	%r12, %rax
	cmpq	-120(%rsp), %r12
	movq	-40(%rsp), %r8
	movq	%r14, %r12
	movq	272(%rsp), %r14
	je	.LBB0_354
	.p2align	4
.LBB0_353:
	vmovss	(%rbp,%rax,4), %xmm3
	vinsertps	$16, (%rsi,%rax,4), %xmm3, %xmm3
	vinsertps	$32, (%rdi,%rax,4), %xmm3, %xmm3
	vinsertps	$48, (%r9,%rax,4), %xmm3, %xmm3
	vaddps	%xmm3, %xmm0, %xmm0
	vmovss	(%rdx,%rax,4), %xmm3
	vinsertps	$16, (%r10,%rax,4), %xmm3, %xmm3
	vinsertps	$32, (%r11,%rax,4), %xmm3, %xmm3
	vinsertps	$48, (%rbx,%rax,4), %xmm3, %xmm3
	vmovss	(%rcx,%rax,4), %xmm4
	vinsertps	$16, (%r15,%rax,4), %xmm4, %xmm4
	vinsertps	$32, (%r12,%rax,4), %xmm4, %xmm4
	vaddps	%xmm3, %xmm2, %xmm2
	vinsertps	$48, (%r14,%rax,4), %xmm4, %xmm3
	vaddps	%xmm3, %xmm1, %xmm1
	incq	%rax
	cmpq	-120(%rsp), %rax
	jb	.LBB0_353
	.p2align	4
.LBB0_354:
	movq	-120(%rsp), %r15
	vmulss	164(%rsp), %xmm20, %xmm3
	vmovss	%xmm0, 1552(%rsp)
	vmovss	%xmm2, 1556(%rsp)
	vinsertps	$76, %xmm0, %xmm2, %xmm4
	vmovlps	%xmm4, 1568(%rsp)
	vunpckhps	%xmm2, %xmm0, %xmm4
	vmovlps	%xmm4, 1584(%rsp)
	vsqrtss	%xmm3, %xmm3, %xmm4
	vcmpltss	%xmm3, %xmm24, %k1
	vmovddup	.LCPI0_73(%rip), %xmm3
	vpermt2ps	%xmm2, %xmm3, %xmm0
	vmovlps	%xmm0, 1600(%rsp)
	vmovss	%xmm1, 1560(%rsp)
	vextractps	$1, %xmm1, 1576(%rsp)
	vextractps	$2, %xmm1, 1592(%rsp)
	vmovss	%xmm4, %xmm4, %xmm22 {%k1} {z}
	movl	952(%rsp), %eax
	kmovd	%eax, %k1
	vmovaps	2064(%rsp), %xmm0
	vmovss	%xmm0, %xmm22, %xmm22 {%k1}
	vextractps	$3, %xmm1, 1608(%rsp)
	cmpl	$0, -100(%rsp)
	je	.LBB0_355
	vbroadcastss	%xmm22, %zmm0
	movq	120(%rsp), %rax
	movq	%rax, 176(%rsp)
	movq	128(%rsp), %rax
	movq	%rax, 368(%rsp)
	movq	472(%rsp), %rax
	movq	%rax, 304(%rsp)
	movq	-16(%rsp), %r9
	movq	-64(%rsp), %rbx
	movq	-8(%rsp), %r14
	movq	%rbp, %r12
	movq	4976(%rsp), %rbp
	movq	464(%rsp), %r10
	movq	2568(%rsp), %r11
	movq	280(%rsp), %rdi
	xorl	%ecx, %ecx
	jmp	.LBB0_383
	.p2align	4
.LBB0_318:
	movq	48(%rsp), %rcx
	incq	%rcx
	movq	3504(%rsp), %r13
	addq	%r13, %rdi
	addq	%r13, %r11
	movq	1616(%rsp), %rax
	addq	%rax, %r10
	addq	%rax, %rbp
	addq	%r13, %r12
	addq	%r13, %r14
	addq	%rax, %rbx
	addq	%rax, %r9
	addq	%r13, 304(%rsp)
	addq	%rax, 368(%rsp)
	addq	%rax, 176(%rsp)
	cmpq	2592(%rsp), %rcx
	je	.LBB0_319
.LBB0_383:
	movq	%rcx, 48(%rsp)
	movq	%rcx, %rax
	shlq	$4, %rax
	vmovss	1556(%rsp,%rax), %xmm1
	vmovss	1560(%rsp,%rax), %xmm2
	cmpb	$0, 1136(%rsp)
	je	.LBB0_385
	xorl	%r13d, %r13d
.LBB0_392:
	movq	%r13, %rax
	orq	$1, %rax
	movq	-120(%rsp), %r8
	testb	$1, %r8b
	je	.LBB0_394
	movq	-80(%rsp), %rcx
	movq	48(%rsp), %rdx
	addq	%rdx, %rcx
	imulq	1616(%rsp), %rdx
	movq	496(%rsp), %rsi
	leaq	(%rsi,%rdx,4), %rdx
	imulq	%r8, %rcx
	movq	-88(%rsp), %rsi
	leaq	(%rsi,%rcx,4), %rsi
	movq	-56(%rsp), %r15
	leaq	(%r15,%rcx,4), %rcx
	movq	-32(%rsp), %r15
	addq	%rdx, %r15
	shll	$2, %r13d
	vmovss	(%rsi,%r13), %xmm3
	vmovss	(%rcx,%r13), %xmm4
	vxorps	%xmm26, %xmm4, %xmm4
	vmulss	%xmm1, %xmm3, %xmm5
	vsubss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm4, %xmm17, %xmm4
	vsubss	%xmm4, %xmm3, %xmm4
	vmovss	(%r15,%r13), %xmm5
	vmulss	%xmm2, %xmm3, %xmm3
	vsubss	%xmm3, %xmm5, %xmm3
	vmulss	%xmm3, %xmm22, %xmm3
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm3, %xmm3, %xmm3
	vmovss	%xmm3, (%rdx,%r13)
	movq	%rax, %r13
.LBB0_394:
	cmpq	%rax, %r8
	movq	-40(%rsp), %r8
	je	.LBB0_318
	movq	-120(%rsp), %rcx
	subq	%r13, %rcx
	shll	$2, %r13d
	leaq	(%r12,%r13), %r15
	movq	304(%rsp), %rax
	addq	%r13, %rax
	movq	368(%rsp), %rdx
	addq	%r13, %rdx
	addq	176(%rsp), %r13
	xorl	%esi, %esi
	.p2align	4
.LBB0_396:
	vmovss	-4(%r13,%rsi,4), %xmm3
	vmovss	-4(%rdx,%rsi,4), %xmm4
	vxorps	%xmm25, %xmm4, %xmm4
	vmulss	%xmm1, %xmm3, %xmm5
	vsubss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm4, %xmm17, %xmm4
	vsubss	%xmm4, %xmm3, %xmm4
	vmovss	-4(%rax,%rsi,4), %xmm5
	vmulss	%xmm2, %xmm3, %xmm3
	vsubss	%xmm3, %xmm5, %xmm3
	vmulss	%xmm3, %xmm22, %xmm3
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm3, %xmm3, %xmm3
	vmovss	%xmm3, (%r15,%rsi,4)
	vmovss	(%r13,%rsi,4), %xmm3
	vmovss	(%rdx,%rsi,4), %xmm4
	vxorps	%xmm25, %xmm4, %xmm4
	vmulss	%xmm1, %xmm3, %xmm5
	vsubss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm4, %xmm17, %xmm4
	vsubss	%xmm4, %xmm3, %xmm4
	vmovss	(%rax,%rsi,4), %xmm5
	vmulss	%xmm2, %xmm3, %xmm3
	vsubss	%xmm3, %xmm5, %xmm3
	vmulss	%xmm3, %xmm22, %xmm3
	vaddss	%xmm3, %xmm4, %xmm3
	vmulss	%xmm3, %xmm3, %xmm3
	vmovss	%xmm3, 4(%r15,%rsi,4)
	addq	$2, %rsi
	cmpq	%rsi, %rcx
	jne	.LBB0_396
	jmp	.LBB0_318
	.p2align	4
.LBB0_385:
	vbroadcastss	%xmm1, %zmm3
	vbroadcastss	%xmm2, %zmm4
	xorl	%r13d, %r13d
	movq	-48(%rsp), %rax
	.p2align	4
.LBB0_386:
	vmovups	-192(%rbp,%r13), %zmm5
	vmovups	-128(%rbp,%r13), %zmm6
	vmovups	-64(%rbp,%r13), %zmm7
	vmovups	(%rbp,%r13), %zmm8
	vxorps	-192(%r10,%r13), %zmm29, %zmm9
	vxorps	-128(%r10,%r13), %zmm29, %zmm10
	vxorps	-64(%r10,%r13), %zmm29, %zmm11
	vxorps	(%r10,%r13), %zmm29, %zmm12
	vmulps	%zmm3, %zmm5, %zmm13
	vsubps	%zmm13, %zmm9, %zmm9
	vmulps	%zmm3, %zmm6, %zmm13
	vsubps	%zmm13, %zmm10, %zmm10
	vmulps	%zmm3, %zmm7, %zmm13
	vsubps	%zmm13, %zmm11, %zmm11
	vmulps	%zmm3, %zmm8, %zmm13
	vsubps	%zmm13, %zmm12, %zmm12
	vmulps	%zmm9, %zmm23, %zmm9
	vmulps	%zmm10, %zmm23, %zmm10
	vmulps	%zmm11, %zmm23, %zmm11
	vmulps	%zmm12, %zmm23, %zmm12
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
	jne	.LBB0_386
	movq	-112(%rsp), %rax
	cmpq	%rax, -120(%rsp)
	vbroadcastss	.LCPI0_64(%rip), %zmm14
	vpbroadcastd	.LCPI0_69(%rip), %zmm12
	vpbroadcastd	.LCPI0_69(%rip), %xmm13
	je	.LBB0_318
	movq	-112(%rsp), %r13
	testb	$56, -120(%rsp)
	je	.LBB0_392
	vbroadcastss	%xmm1, %ymm3
	vbroadcastss	%xmm2, %ymm4
	movq	-112(%rsp), %rax
	.p2align	4
.LBB0_390:
	vmovups	(%r9,%rax,4), %ymm5
	vxorps	(%rbx,%rax,4), %ymm31, %ymm6
	vmulps	%ymm3, %ymm5, %ymm7
	vsubps	%ymm7, %ymm6, %ymm6
	vmulps	%ymm6, %ymm23, %ymm6
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
	jne	.LBB0_390
	movq	%r8, %r13
	cmpq	%r8, -120(%rsp)
	je	.LBB0_318
	jmp	.LBB0_392
	.p2align	4
.LBB0_319:
	cmpq	$0, 928(%rsp)
	je	.LBB0_320
	vxorps	%xmm0, %xmm0, %xmm0
	movq	1536(%rsp), %rdx
	xorl	%eax, %eax
	movq	-120(%rsp), %r15
	movq	144(%rsp), %r10
	movq	496(%rsp), %rbp
	movq	3824(%rsp), %rcx
	movq	-48(%rsp), %r11
	movq	1616(%rsp), %r14
	movq	432(%rsp), %rsi
	movq	256(%rsp), %rdi
	movq	248(%rsp), %r8
	movq	240(%rsp), %r9
	.p2align	4
.LBB0_322:
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
	vpermt2ps	%xmm9, %xmm27, %xmm7
	vaddps	%xmm7, %xmm0, %xmm0
	vpermt2ps	%xmm9, %xmm28, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vmovaps	%xmm1, %xmm5
	vpermt2ps	%xmm3, %xmm27, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vpermt2ps	%xmm3, %xmm28, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vmovlhps	%xmm4, %xmm2, %xmm1
	vunpckhpd	%xmm4, %xmm2, %xmm2
	vmovlhps	%xmm8, %xmm6, %xmm3
	vunpckhpd	%xmm8, %xmm6, %xmm4
	vmovaps	%xmm1, %xmm5
	vpermt2ps	%xmm3, %xmm27, %xmm5
	vaddps	%xmm5, %xmm0, %xmm0
	vpermt2ps	%xmm3, %xmm28, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vmovaps	%xmm2, %xmm1
	vpermt2ps	%xmm4, %xmm27, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vpermt2ps	%xmm4, %xmm28, %xmm2
	vaddps	%xmm0, %xmm2, %xmm0
	addq	$8, %rax
	addq	$-2, %rdx
	jne	.LBB0_322
	testb	$1, 1544(%rsp)
	movq	-80(%rsp), %r12
	movq	24(%rsp), %rdx
	movq	3760(%rsp), %rsi
	movq	3696(%rsp), %rdi
	jne	.LBB0_324
	jmp	.LBB0_325
	.p2align	4
.LBB0_355:
	movq	-16(%rsp), %rax
	movq	-64(%rsp), %rdx
	movq	%rbp, %rsi
	movq	4976(%rsp), %rdi
	movq	464(%rsp), %r8
	movq	280(%rsp), %r9
	xorl	%r10d, %r10d
	movq	-80(%rsp), %r12
	movq	3824(%rsp), %r14
	jmp	.LBB0_356
	.p2align	4
.LBB0_340:
	incq	%r10
	addq	%r13, %r9
	movq	1616(%rsp), %rcx
	addq	%rcx, %r8
	addq	%rcx, %rdi
	addq	%r13, %rsi
	addq	%rcx, %rdx
	addq	%rcx, %rax
	cmpq	2592(%rsp), %r10
	je	.LBB0_341
.LBB0_356:
	movq	%r10, %rcx
	shlq	$4, %rcx
	vmovss	1556(%rsp,%rcx), %xmm0
	cmpb	$0, 1120(%rsp)
	je	.LBB0_397
	xorl	%ecx, %ecx
.LBB0_404:
	movq	%rcx, %r11
	cmpq	$0, 968(%rsp)
	je	.LBB0_407
	movq	968(%rsp), %rbx
	movq	%rcx, %r11
	.p2align	4
.LBB0_406:
	vmovss	(%rax,%r11,4), %xmm1
	vmovss	(%rdx,%r11,4), %xmm2
	vxorps	%xmm26, %xmm2, %xmm2
	vmulss	%xmm0, %xmm1, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm17, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, (%rsi,%r11,4)
	incq	%r11
	decq	%rbx
	jne	.LBB0_406
.LBB0_407:
	subq	%r15, %rcx
	cmpq	$-4, %rcx
	movq	496(%rsp), %rbp
	ja	.LBB0_340
	.p2align	4
.LBB0_408:
	vmovss	(%rax,%r11,4), %xmm1
	vmovss	(%rdx,%r11,4), %xmm2
	vxorps	%xmm25, %xmm2, %xmm2
	vmulss	%xmm0, %xmm1, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm17, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, (%rsi,%r11,4)
	vmovss	4(%rax,%r11,4), %xmm1
	vmovss	4(%rdx,%r11,4), %xmm2
	vxorps	%xmm25, %xmm2, %xmm2
	vmulss	%xmm0, %xmm1, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm17, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 4(%rsi,%r11,4)
	vmovss	8(%rax,%r11,4), %xmm1
	vmovss	8(%rdx,%r11,4), %xmm2
	vxorps	%xmm25, %xmm2, %xmm2
	vmulss	%xmm0, %xmm1, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm17, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 8(%rsi,%r11,4)
	vmovss	12(%rax,%r11,4), %xmm1
	vmovss	12(%rdx,%r11,4), %xmm2
	vxorps	%xmm25, %xmm2, %xmm2
	vmulss	%xmm0, %xmm1, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm17, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 12(%rsi,%r11,4)
	addq	$4, %r11
	cmpq	%r11, %r15
	jne	.LBB0_408
	jmp	.LBB0_340
	.p2align	4
.LBB0_397:
	vbroadcastss	%xmm0, %zmm1
	xorl	%ecx, %ecx
	movq	-48(%rsp), %r11
	.p2align	4
.LBB0_398:
	vmovups	-192(%rdi,%rcx), %zmm2
	vmovups	-128(%rdi,%rcx), %zmm3
	vmovups	-64(%rdi,%rcx), %zmm4
	vmovups	(%rdi,%rcx), %zmm5
	vxorps	-192(%r8,%rcx), %zmm29, %zmm6
	vxorps	-128(%r8,%rcx), %zmm29, %zmm7
	vxorps	-64(%r8,%rcx), %zmm29, %zmm8
	vxorps	(%r8,%rcx), %zmm29, %zmm9
	vmulps	%zmm1, %zmm2, %zmm10
	vsubps	%zmm10, %zmm6, %zmm6
	vmulps	%zmm1, %zmm3, %zmm10
	vsubps	%zmm10, %zmm7, %zmm7
	vmulps	%zmm1, %zmm4, %zmm10
	vsubps	%zmm10, %zmm8, %zmm8
	vmulps	%zmm1, %zmm5, %zmm10
	vsubps	%zmm10, %zmm9, %zmm9
	vmulps	%zmm6, %zmm23, %zmm6
	vmulps	%zmm7, %zmm23, %zmm7
	vmulps	%zmm8, %zmm23, %zmm8
	vmulps	%zmm9, %zmm23, %zmm9
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
	jne	.LBB0_398
	cmpq	-112(%rsp), %r15
	je	.LBB0_340
	movq	-112(%rsp), %rcx
	testb	$56, %r15b
	je	.LBB0_404
	vbroadcastss	%xmm0, %ymm1
	movq	-112(%rsp), %rcx
	movq	-40(%rsp), %r11
	.p2align	4
.LBB0_402:
	vmovups	(%rax,%rcx,4), %ymm2
	vxorps	(%rdx,%rcx,4), %ymm31, %ymm3
	vmulps	%ymm1, %ymm2, %ymm4
	vsubps	%ymm4, %ymm3, %ymm3
	vmulps	%ymm3, %ymm23, %ymm3
	vsubps	%ymm3, %ymm2, %ymm2
	vmulps	%ymm2, %ymm2, %ymm2
	vmovups	%ymm2, (%rsi,%rcx,4)
	addq	$8, %rcx
	cmpq	%rcx, %r11
	jne	.LBB0_402
	movq	%r11, %rcx
	cmpq	%r11, %r15
	je	.LBB0_340
	jmp	.LBB0_404
	.p2align	4
.LBB0_341:
	cmpq	$0, 928(%rsp)
	je	.LBB0_342
	vxorps	%xmm0, %xmm0, %xmm0
	movq	1536(%rsp), %rdx
	xorl	%eax, %eax
	movq	144(%rsp), %r10
	movq	432(%rsp), %rcx
	movq	256(%rsp), %rsi
	movq	248(%rsp), %rdi
	movq	240(%rsp), %r8
	movq	3696(%rsp), %r9
	.p2align	4
.LBB0_344:
	vmovups	-16(%rcx,%rax,4), %xmm1
	vmovups	(%rcx,%rax,4), %xmm2
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
	vpermt2ps	%xmm9, %xmm27, %xmm7
	vaddps	%xmm7, %xmm0, %xmm0
	vpermt2ps	%xmm9, %xmm28, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vmovaps	%xmm1, %xmm5
	vpermt2ps	%xmm3, %xmm27, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vpermt2ps	%xmm3, %xmm28, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vmovlhps	%xmm4, %xmm2, %xmm1
	vunpckhpd	%xmm4, %xmm2, %xmm2
	vmovlhps	%xmm8, %xmm6, %xmm3
	vunpckhpd	%xmm8, %xmm6, %xmm4
	vmovaps	%xmm1, %xmm5
	vpermt2ps	%xmm3, %xmm27, %xmm5
	vaddps	%xmm5, %xmm0, %xmm0
	vpermt2ps	%xmm3, %xmm28, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vmovaps	%xmm2, %xmm1
	vpermt2ps	%xmm4, %xmm27, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
	vpermt2ps	%xmm4, %xmm28, %xmm2
	vaddps	%xmm0, %xmm2, %xmm0
	addq	$8, %rax
	addq	$-2, %rdx
	jne	.LBB0_344
	testb	$1, 1544(%rsp)
	movq	-48(%rsp), %r11
	movq	24(%rsp), %rcx
	movq	3760(%rsp), %rdx
	jne	.LBB0_346
	jmp	.LBB0_347
	.p2align	4
.LBB0_320:
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%eax, %eax
	movq	-80(%rsp), %r12
	movq	-120(%rsp), %r15
	movq	144(%rsp), %r10
	movq	496(%rsp), %rbp
	movq	3824(%rsp), %rcx
	movq	-48(%rsp), %r11
	movq	1616(%rsp), %r14
	movq	24(%rsp), %rdx
	movq	3760(%rsp), %rsi
	movq	3696(%rsp), %rdi
.LBB0_324:
	vmovups	(%rbp,%rax,4), %xmm1
	vmovups	(%rdx,%rax,4), %xmm2
	vmovups	(%rsi,%rax,4), %xmm3
	vmovups	(%rdi,%rax,4), %xmm4
	vmovlhps	%xmm3, %xmm1, %xmm5
	vunpckhpd	%xmm3, %xmm1, %xmm1
	vmovlhps	%xmm4, %xmm2, %xmm3
	vunpckhpd	%xmm4, %xmm2, %xmm2
	vmovaps	%xmm5, %xmm4
	vpermt2ps	%xmm3, %xmm27, %xmm4
	vaddps	%xmm4, %xmm0, %xmm0
	vpermt2ps	%xmm3, %xmm28, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vmovaps	%xmm1, %xmm3
	vpermt2ps	%xmm2, %xmm27, %xmm3
	vaddps	%xmm0, %xmm3, %xmm0
	vpermt2ps	%xmm2, %xmm28, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
.LBB0_325:
	movq	%rcx, %rax
	cmpq	%r15, %rcx
	vpbroadcastd	.LCPI0_70(%rip), %zmm8
	vpbroadcastd	.LCPI0_70(%rip), %ymm9
	je	.LBB0_327
	.p2align	4
.LBB0_326:
	vmovss	(%rbp,%rax,4), %xmm1
	vinsertps	$16, (%rdx,%rax,4), %xmm1, %xmm1
	vinsertps	$32, (%rsi,%rax,4), %xmm1, %xmm1
	vinsertps	$48, (%rdi,%rax,4), %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	incq	%rax
	cmpq	%r15, %rax
	jb	.LBB0_326
	jmp	.LBB0_327
.LBB0_342:
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%eax, %eax
	movq	144(%rsp), %r10
	movq	-48(%rsp), %r11
	movq	24(%rsp), %rcx
	movq	3760(%rsp), %rdx
	movq	3696(%rsp), %r9
.LBB0_346:
	vmovups	(%rbp,%rax,4), %xmm1
	vmovups	(%rcx,%rax,4), %xmm2
	vmovups	(%rdx,%rax,4), %xmm3
	vmovups	(%r9,%rax,4), %xmm4
	vmovlhps	%xmm3, %xmm1, %xmm5
	vunpckhpd	%xmm3, %xmm1, %xmm1
	vmovlhps	%xmm4, %xmm2, %xmm3
	vunpckhpd	%xmm4, %xmm2, %xmm2
	vmovaps	%xmm5, %xmm4
	vpermt2ps	%xmm3, %xmm27, %xmm4
	vaddps	%xmm4, %xmm0, %xmm0
	vpermt2ps	%xmm3, %xmm28, %xmm5
	vaddps	%xmm0, %xmm5, %xmm0
	vmovaps	%xmm1, %xmm3
	vpermt2ps	%xmm2, %xmm27, %xmm3
	vaddps	%xmm0, %xmm3, %xmm0
	vpermt2ps	%xmm2, %xmm28, %xmm1
	vaddps	%xmm0, %xmm1, %xmm0
.LBB0_347:
	movq	%r14, %rax
	cmpq	%r15, %r14
	movq	1616(%rsp), %r14
	vpbroadcastd	.LCPI0_70(%rip), %zmm8
	vpbroadcastd	.LCPI0_70(%rip), %ymm9
	je	.LBB0_327
	.p2align	4
.LBB0_348:
	vmovss	(%rbp,%rax,4), %xmm1
	vinsertps	$16, (%rcx,%rax,4), %xmm1, %xmm1
	vinsertps	$32, (%rdx,%rax,4), %xmm1, %xmm1
	vinsertps	$48, (%r9,%rax,4), %xmm1, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	incq	%rax
	cmpq	%r15, %rax
	jb	.LBB0_348
	.p2align	4
.LBB0_327:
	vmovss	%xmm0, 1564(%rsp)
	vextractps	$1, %xmm0, 1580(%rsp)
	vextractps	$2, %xmm0, 1596(%rsp)
	vextractps	$3, %xmm0, 1612(%rsp)
	cmpl	$0, -100(%rsp)
	je	.LBB0_328
	vbroadcastss	%xmm22, %zmm0
	movq	-16(%rsp), %rax
	movq	-64(%rsp), %rdx
	movq	-8(%rsp), %rsi
	xorl	%r9d, %r9d
	movq	40(%rsp), %rbp
	jmp	.LBB0_410
	.p2align	4
.LBB0_431:
	incq	%r9
	addq	%r13, %rsi
	addq	%r14, %rdx
	addq	%r14, %rax
	cmpq	2592(%rsp), %r9
	je	.LBB0_432
.LBB0_410:
	leaq	(%r9,%r12), %rdi
	movq	%r9, %rcx
	shlq	$4, %rcx
	vmovss	1564(%rsp,%rcx), %xmm3
	vmovss	.LCPI0_63(%rip), %xmm1
	vaddss	1552(%rsp,%rcx), %xmm1, %xmm1
	vandps	%xmm18, %xmm1, %xmm1
	vcmpgtss	.LCPI0_65(%rip), %xmm1, %k1
	vmovss	.LCPI0_66(%rip), %xmm1 {%k1} {z}
	vmovss	.LCPI0_67(%rip), %xmm4
	vcmpltss	%xmm4, %xmm3, %k1
	vmovss	.LCPI0_68(%rip), %xmm2 {%k1} {z}
	vaddss	%xmm1, %xmm2, %xmm1
	vcvttss2usi	%xmm1, %r8d
	orl	%r8d, (%r10,%rdi,4)
	vucomiss	%xmm3, %xmm4
	jbe	.LBB0_419
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_412:
	vandps	(%rax,%rcx), %zmm14, %zmm1
	vandps	64(%rax,%rcx), %zmm14, %zmm2
	vandps	128(%rax,%rcx), %zmm14, %zmm3
	vandps	192(%rax,%rcx), %zmm14, %zmm4
	vpcmpgtd	%zmm12, %zmm1, %k1
	vpcmpgtd	%zmm12, %zmm2, %k2
	vpcmpgtd	%zmm12, %zmm3, %k3
	vpcmpgtd	%zmm12, %zmm4, %k4
	vmovdqu32	%zmm8, (%rax,%rcx) {%k1}
	vmovdqu32	%zmm8, 64(%rax,%rcx) {%k2}
	vmovdqu32	%zmm8, 128(%rax,%rcx) {%k3}
	vmovdqu32	%zmm8, 192(%rax,%rcx) {%k4}
	addq	$256, %rcx
	cmpq	%rcx, %r11
	jne	.LBB0_412
	cmpq	-112(%rsp), %r15
	movl	$2143289344, %ebx
	je	.LBB0_431
	movq	-112(%rsp), %rcx
	testb	$56, %r15b
	je	.LBB0_418
	movq	-112(%rsp), %rcx
	movq	-40(%rsp), %rdi
	vpbroadcastd	.LCPI0_64(%rip), %ymm2
	vpbroadcastd	.LCPI0_69(%rip), %ymm3
	.p2align	4
.LBB0_416:
	vpand	(%rax,%rcx,4), %ymm2, %ymm1
	vpcmpgtd	%ymm3, %ymm1, %k1
	vmovdqu32	%ymm9, (%rax,%rcx,4) {%k1}
	addq	$8, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_416
	movq	%rdi, %rcx
	cmpq	%rdi, %r15
	movl	$2143289344, %ebx
	je	.LBB0_431
	.p2align	4
.LBB0_418:
	movl	(%rax,%rcx,4), %edi
	movl	%edi, %r8d
	andl	$2147483647, %r8d
	cmpl	$2139095041, %r8d
	cmovael	%ebx, %edi
	movl	%edi, (%rax,%rcx,4)
	incq	%rcx
	cmpq	%rcx, %r15
	jne	.LBB0_418
	jmp	.LBB0_431
	.p2align	4
.LBB0_419:
	vmovss	1556(%rsp,%rcx), %xmm1
	vmovss	1560(%rsp,%rcx), %xmm2
	vsqrtss	%xmm3, %xmm3, %xmm3
	cmpb	$0, 1112(%rsp)
	je	.LBB0_421
	xorl	%r8d, %r8d
.LBB0_428:
	movq	%r8, %rcx
	orq	$1, %rcx
	testb	$1, %r15b
	je	.LBB0_430
	movq	%r9, %r10
	imulq	%r14, %r10
	imulq	%r15, %rdi
	movq	-88(%rsp), %r11
	leaq	(%r11,%rdi,4), %r11
	movq	-56(%rsp), %rbx
	leaq	(%rbx,%rdi,4), %rdi
	shll	$2, %r8d
	vmovss	(%r11,%r8), %xmm4
	vmovss	(%rdi,%r8), %xmm5
	movq	-8(%rsp), %rdi
	leaq	(%rdi,%r10,4), %rdi
	vxorps	%xmm26, %xmm5, %xmm5
	vmulss	%xmm1, %xmm4, %xmm6
	vsubss	%xmm6, %xmm5, %xmm5
	vmulss	%xmm5, %xmm17, %xmm5
	vsubss	%xmm5, %xmm4, %xmm5
	vmovss	(%rdi,%r8), %xmm6
	vmulss	%xmm2, %xmm4, %xmm4
	vsubss	%xmm4, %xmm6, %xmm4
	vmulss	%xmm4, %xmm22, %xmm4
	vaddss	%xmm4, %xmm5, %xmm4
	vdivss	%xmm3, %xmm4, %xmm4
	vmovd	%xmm4, %edi
	movl	%edi, %r10d
	andl	$2147483647, %r10d
	cmpl	$2139095041, %r10d
	movq	144(%rsp), %r10
	movl	$2143289344, %ebx
	cmovael	%ebx, %edi
	movl	%edi, (%r11,%r8)
	movq	-48(%rsp), %r11
	movq	%rcx, %r8
.LBB0_430:
	cmpq	%rcx, %r15
	movl	$2143289344, %ebx
	je	.LBB0_431
	.p2align	4
.LBB0_338:
	vmovss	(%rdx,%r8,4), %xmm4
	vxorps	%xmm25, %xmm4, %xmm4
	vmovss	(%rax,%r8,4), %xmm5
	vmovss	4(%rax,%r8,4), %xmm6
	vmulss	%xmm1, %xmm5, %xmm7
	vsubss	%xmm7, %xmm4, %xmm4
	vmulss	%xmm4, %xmm17, %xmm4
	vsubss	%xmm4, %xmm5, %xmm4
	vmovss	(%rsi,%r8,4), %xmm7
	vmulss	%xmm2, %xmm5, %xmm5
	vsubss	%xmm5, %xmm7, %xmm5
	vmulss	%xmm5, %xmm22, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vdivss	%xmm3, %xmm4, %xmm4
	vmovd	%xmm4, %ecx
	movl	%ecx, %edi
	andl	$2147483647, %edi
	cmpl	$2139095041, %edi
	cmovael	%ebx, %ecx
	movl	%ecx, (%rax,%r8,4)
	vmovss	4(%rdx,%r8,4), %xmm4
	vxorps	%xmm25, %xmm4, %xmm4
	vmulss	%xmm1, %xmm6, %xmm5
	vsubss	%xmm5, %xmm4, %xmm4
	vmulss	%xmm4, %xmm17, %xmm4
	vsubss	%xmm4, %xmm6, %xmm4
	vmovss	4(%rsi,%r8,4), %xmm5
	vmulss	%xmm2, %xmm6, %xmm6
	vsubss	%xmm6, %xmm5, %xmm5
	vmulss	%xmm5, %xmm22, %xmm5
	vaddss	%xmm5, %xmm4, %xmm4
	vdivss	%xmm3, %xmm4, %xmm4
	vmovd	%xmm4, %ecx
	movl	%ecx, %edi
	andl	$2147483647, %edi
	cmpl	$2139095041, %edi
	cmovael	%ebx, %ecx
	movl	%ecx, 4(%rax,%r8,4)
	addq	$2, %r8
	cmpq	%r8, %r15
	jne	.LBB0_338
	jmp	.LBB0_431
	.p2align	4
.LBB0_421:
	vbroadcastss	%xmm1, %zmm4
	vbroadcastss	%xmm2, %zmm5
	vbroadcastss	%xmm3, %zmm6
	xorl	%ecx, %ecx
	movq	152(%rsp), %r8
	.p2align	4
.LBB0_422:
	vmovups	(%rax,%rcx), %zmm7
	vxorps	(%rdx,%rcx), %zmm29, %zmm8
	vmulps	%zmm4, %zmm7, %zmm9
	vsubps	%zmm9, %zmm8, %zmm8
	vmulps	%zmm8, %zmm23, %zmm8
	vsubps	%zmm8, %zmm7, %zmm8
	vmovups	(%rsi,%rcx), %zmm9
	vmulps	%zmm5, %zmm7, %zmm7
	vsubps	%zmm7, %zmm9, %zmm7
	vmulps	%zmm7, %zmm0, %zmm7
	vaddps	%zmm7, %zmm8, %zmm7
	vdivps	%zmm6, %zmm7, %zmm7
	vandps	%zmm14, %zmm7, %zmm8
	vpcmpgtd	%zmm12, %zmm8, %k1
	vpbroadcastd	.LCPI0_70(%rip), %zmm7 {%k1}
	vmovdqu64	%zmm7, (%rax,%rcx)
	addq	$64, %rcx
	cmpq	%rcx, %r8
	jne	.LBB0_422
	cmpq	-96(%rsp), %r15
	vpbroadcastd	.LCPI0_70(%rip), %zmm8
	vpbroadcastd	.LCPI0_70(%rip), %ymm9
	je	.LBB0_431
	movq	-96(%rsp), %r8
	testb	$12, %r15b
	je	.LBB0_428
	vbroadcastss	%xmm1, %xmm4
	vbroadcastss	%xmm2, %xmm5
	vbroadcastss	%xmm3, %xmm6
	movq	-96(%rsp), %rcx
	.p2align	4
.LBB0_426:
	vmovups	(%rax,%rcx,4), %xmm7
	vxorps	(%rdx,%rcx,4), %xmm26, %xmm8
	vmulps	%xmm4, %xmm7, %xmm9
	vsubps	%xmm9, %xmm8, %xmm8
	vmulps	%xmm8, %xmm23, %xmm8
	vsubps	%xmm8, %xmm7, %xmm8
	vmovups	(%rsi,%rcx,4), %xmm9
	vmulps	%xmm5, %xmm7, %xmm7
	vsubps	%xmm7, %xmm9, %xmm7
	vmulps	%xmm7, %xmm0, %xmm7
	vaddps	%xmm7, %xmm8, %xmm7
	vdivps	%xmm6, %xmm7, %xmm7
	vandps	%xmm18, %xmm7, %xmm8
	vpcmpgtd	%xmm13, %xmm8, %k1
	vpbroadcastd	.LCPI0_70(%rip), %xmm7 {%k1}
	vmovdqu	%xmm7, (%rax,%rcx,4)
	addq	$4, %rcx
	cmpq	%rcx, %rbp
	jne	.LBB0_426
	movq	%rbp, %r8
	cmpq	%rbp, %r15
	vpbroadcastd	.LCPI0_70(%rip), %zmm8
	vpbroadcastd	.LCPI0_70(%rip), %ymm9
	je	.LBB0_431
	jmp	.LBB0_428
	.p2align	4
.LBB0_328:
	movq	-16(%rsp), %rax
	movq	-64(%rsp), %rdx
	xorl	%esi, %esi
	movq	40(%rsp), %rbp
	jmp	.LBB0_329
	.p2align	4
.LBB0_446:
	incq	%rsi
	addq	%r14, %rdx
	addq	%r14, %rax
	cmpq	2592(%rsp), %rsi
	je	.LBB0_432
.LBB0_329:
	leaq	(%rsi,%r12), %rdi
	movq	%rsi, %rcx
	shlq	$4, %rcx
	vmovss	1564(%rsp,%rcx), %xmm1
	vmovss	.LCPI0_63(%rip), %xmm0
	vaddss	1552(%rsp,%rcx), %xmm0, %xmm0
	vandps	%xmm18, %xmm0, %xmm0
	vcmpgtss	.LCPI0_65(%rip), %xmm0, %k1
	vmovss	.LCPI0_66(%rip), %xmm0 {%k1} {z}
	vmovss	.LCPI0_67(%rip), %xmm3
	vcmpltss	%xmm3, %xmm1, %k1
	vmovss	.LCPI0_68(%rip), %xmm2 {%k1} {z}
	vaddss	%xmm0, %xmm2, %xmm0
	vcvttss2usi	%xmm0, %r8d
	orl	%r8d, (%r10,%rdi,4)
	vucomiss	%xmm1, %xmm3
	jbe	.LBB0_434
	xorl	%ecx, %ecx
	movl	$2143289344, %r9d
	.p2align	4
.LBB0_331:
	vandps	(%rax,%rcx), %zmm14, %zmm0
	vandps	64(%rax,%rcx), %zmm14, %zmm1
	vandps	128(%rax,%rcx), %zmm14, %zmm2
	vandps	192(%rax,%rcx), %zmm14, %zmm3
	vpcmpgtd	%zmm12, %zmm0, %k1
	vpcmpgtd	%zmm12, %zmm1, %k2
	vpcmpgtd	%zmm12, %zmm2, %k3
	vpcmpgtd	%zmm12, %zmm3, %k4
	vmovdqu32	%zmm8, (%rax,%rcx) {%k1}
	vmovdqu32	%zmm8, 64(%rax,%rcx) {%k2}
	vmovdqu32	%zmm8, 128(%rax,%rcx) {%k3}
	vmovdqu32	%zmm8, 192(%rax,%rcx) {%k4}
	addq	$256, %rcx
	cmpq	%rcx, %r11
	jne	.LBB0_331
	cmpq	-112(%rsp), %r15
	je	.LBB0_446
	movq	-112(%rsp), %rcx
	testb	$56, %r15b
	je	.LBB0_337
	movq	-112(%rsp), %rcx
	movq	-40(%rsp), %rdi
	vpbroadcastd	.LCPI0_64(%rip), %ymm1
	vpbroadcastd	.LCPI0_69(%rip), %ymm2
	.p2align	4
.LBB0_335:
	vpand	(%rax,%rcx,4), %ymm1, %ymm0
	vpcmpgtd	%ymm2, %ymm0, %k1
	vmovdqu32	%ymm9, (%rax,%rcx,4) {%k1}
	addq	$8, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_335
	movq	%rdi, %rcx
	cmpq	%rdi, %r15
	je	.LBB0_446
	.p2align	4
.LBB0_337:
	movl	(%rax,%rcx,4), %edi
	movl	%edi, %r8d
	andl	$2147483647, %r8d
	cmpl	$2139095041, %r8d
	cmovael	%r9d, %edi
	movl	%edi, (%rax,%rcx,4)
	incq	%rcx
	cmpq	%rcx, %r15
	jne	.LBB0_337
	jmp	.LBB0_446
	.p2align	4
.LBB0_434:
	vmovss	1556(%rsp,%rcx), %xmm0
	vsqrtss	%xmm1, %xmm1, %xmm1
	cmpb	$0, 32(%rsp)
	movl	$2143289344, %r9d
	je	.LBB0_436
	xorl	%r8d, %r8d
.LBB0_443:
	movq	%r8, %rcx
	orq	$1, %rcx
	testb	$1, %r15b
	je	.LBB0_445
	imulq	%r15, %rdi
	movl	$2143289344, %ebx
	movq	-88(%rsp), %r9
	leaq	(%r9,%rdi,4), %r9
	movq	-56(%rsp), %r10
	leaq	(%r10,%rdi,4), %rdi
	shll	$2, %r8d
	vmovss	(%r9,%r8), %xmm2
	vmovss	(%rdi,%r8), %xmm3
	vxorps	%xmm26, %xmm3, %xmm3
	vmulss	%xmm0, %xmm2, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vmulss	%xmm3, %xmm17, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vdivss	%xmm1, %xmm2, %xmm2
	vmovd	%xmm2, %edi
	movl	%edi, %r10d
	andl	$2147483647, %r10d
	cmpl	$2139095041, %r10d
	movq	144(%rsp), %r10
	cmovael	%ebx, %edi
	movl	%edi, (%r9,%r8)
	movl	$2143289344, %r9d
	movq	%rcx, %r8
.LBB0_445:
	cmpq	%rcx, %r15
	je	.LBB0_446
	.p2align	4
.LBB0_339:
	vmovss	(%rdx,%r8,4), %xmm2
	vxorps	%xmm25, %xmm2, %xmm2
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
	vxorps	%xmm25, %xmm2, %xmm2
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
	cmpq	%r8, %r15
	jne	.LBB0_339
	jmp	.LBB0_446
	.p2align	4
.LBB0_436:
	vbroadcastss	%xmm0, %zmm2
	vbroadcastss	%xmm1, %zmm3
	xorl	%ecx, %ecx
	movq	152(%rsp), %r8
	.p2align	4
.LBB0_437:
	vmovups	(%rax,%rcx), %zmm4
	vxorps	(%rdx,%rcx), %zmm29, %zmm5
	vmulps	%zmm2, %zmm4, %zmm6
	vsubps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm5, %zmm23, %zmm5
	vsubps	%zmm5, %zmm4, %zmm4
	vdivps	%zmm3, %zmm4, %zmm4
	vandps	%zmm14, %zmm4, %zmm5
	vpcmpgtd	%zmm12, %zmm5, %k1
	vpbroadcastd	.LCPI0_70(%rip), %zmm4 {%k1}
	vmovdqu64	%zmm4, (%rax,%rcx)
	addq	$64, %rcx
	cmpq	%rcx, %r8
	jne	.LBB0_437
	cmpq	-96(%rsp), %r15
	je	.LBB0_446
	movq	-96(%rsp), %r8
	testb	$12, %r15b
	je	.LBB0_443
	vbroadcastss	%xmm0, %xmm2
	vbroadcastss	%xmm1, %xmm3
	movq	-96(%rsp), %rcx
	.p2align	4
.LBB0_441:
	vmovups	(%rax,%rcx,4), %xmm4
	vxorps	(%rdx,%rcx,4), %xmm26, %xmm5
	vmulps	%xmm2, %xmm4, %xmm6
	vsubps	%xmm6, %xmm5, %xmm5
	vmulps	%xmm5, %xmm23, %xmm5
	vsubps	%xmm5, %xmm4, %xmm4
	vdivps	%xmm3, %xmm4, %xmm4
	vandps	%xmm18, %xmm4, %xmm5
	vpcmpgtd	%xmm13, %xmm5, %k1
	vpbroadcastd	.LCPI0_70(%rip), %xmm4 {%k1}
	vmovdqu	%xmm4, (%rax,%rcx,4)
	addq	$4, %rcx
	cmpq	%rcx, %rbp
	jne	.LBB0_441
	movq	%rbp, %r8
	cmpq	%rbp, %r15
	je	.LBB0_446
	jmp	.LBB0_443
	.p2align	4
.LBB0_447:
	addq	$4, %rbx
	cmpq	%r11, %rbx
	jb	.LBB0_447
	jmp	.LBB0_144
.LBB0_14:
	cmpq	%r13, %r11
	jbe	.LBB0_144
	cmpq	$0, 288(%rsp)
	je	.LBB0_144
	movq	%r13, %rbx
	movq	-120(%rsp), %r8
	leaq	(,%r8,4), %r10
	leaq	(%r10,%r10,2), %rax
	movq	(%rsp), %r9
	movq	%r9, %rdi
	shrq	$32, %rdi
	movq	%r13, %rcx
	imulq	%r8, %rcx
	movq	%rcx, 264(%rsp)
	leaq	(,%rcx,4), %rdx
	leaq	(,%r13,4), %r11
	leaq	4(,%r13,4), %rsi
	imulq	%r8, %rsi
	movq	%rsi, 920(%rsp)
	movq	%r8, %rsi
	shlq	$4, %rsi
	movq	496(%rsp), %rcx
	addq	%rcx, %rsi
	movq	%rsi, 256(%rsp)
	movq	%rcx, %r12
	movq	%rcx, %r14
	movq	%rdx, 928(%rsp)
	subq	%rdx, %r12
	movq	%r12, %rdx
	movq	-88(%rsp), %rsi
	subq	%rsi, %rdx
	movq	%rdx, 448(%rsp)
	movq	%r10, %rdx
	negq	%rdx
	movq	%rdx, 240(%rsp)
	movq	-56(%rsp), %r15
	subq	%r15, %r12
	negq	%rax
	movq	%rax, 152(%rsp)
	movl	$4, %ecx
	subq	%r11, %rcx
	imulq	%r8, %rcx
	addq	%r14, %rcx
	movq	%rcx, %rax
	subq	%rsi, %rax
	movq	%rax, 440(%rsp)
	subq	%r15, %rcx
	movl	$8, %eax
	subq	%r11, %rax
	imulq	%r8, %rax
	addq	%r14, %rax
	movq	%rax, %rdx
	subq	%rsi, %rdx
	subq	%r15, %rax
	movq	%r8, %rsi
	andq	$-64, %rsi
	movq	%r8, %r13
	andq	$-8, %r13
	movabsq	$4611686018427387872, %r11
	testq	%r11, %r8
	sete	%r11b
	leaq	(,%r8,8), %r14
	cmpq	$128, %r14
	setb	%r15b
	orb	%r11b, %r15b
	movb	%r15b, 976(%rsp)
	movl	$3449720151, %r15d
	leaq	1993301258(%rdi), %r11
	leaq	842468239(%rdi), %r14
	movq	%r14, -8(%rsp)
	leaq	1684936478(%rdi), %r14
	movq	%r14, -64(%rsp)
	leaq	534103459(%rdi), %r14
	movq	%rbx, -80(%rsp)
	leaq	-305585874(%rdi,%r15), %rbp
	movq	%rbp, 24(%rsp)
	leaq	536882365(%rdi,%r15), %rbx
	movq	%rbx, 8(%rsp)
	leaq	-613950654(%rdi,%r15), %rbx
	leaq	228517585(%rdi,%r15), %rdi
	movq	%rax, 432(%rsp)
	vmovq	%rax, %xmm0
	movq	%rdx, 904(%rsp)
	vmovq	%rdx, %xmm1
	vpunpcklqdq	%xmm0, %xmm1, %xmm0
	movq	%rcx, 912(%rsp)
	vmovq	%rcx, %xmm1
	vmovq	%r8, %xmm2
	vpunpcklqdq	%xmm2, %xmm1, %xmm1
	vinserti128	$1, %xmm0, %ymm1, %ymm0
	movq	%r12, 248(%rsp)
	vmovq	%r12, %xmm1
	vmovq	448(%rsp), %xmm2
	vpunpcklqdq	%xmm1, %xmm2, %xmm1
	vmovq	440(%rsp), %xmm2
	movq	%rbx, -96(%rsp)
	movq	%r14, -32(%rsp)
	vmovq	152(%rsp), %xmm3
	movq	%rsi, %rbp
	vpunpcklqdq	%xmm2, %xmm3, %xmm2
	vinserti128	$1, %xmm2, %ymm1, %ymm1
	vinserti64x4	$1, %ymm0, %zmm1, %zmm0
	vmovdqu64	%zmm0, 6768(%rsp)
	vpbroadcastq	%r9, %zmm0
	vmovdqu64	%zmm0, 4528(%rsp)
	leaq	-795284382(%r9,%r15), %rsi
	movq	%rsi, 272(%rsp)
	vpbroadcastq	%rsi, %zmm0
	vmovdqu64	%zmm0, 3760(%rsp)
	leaq	1013904242(%r9), %rax
	movq	%rax, -48(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4464(%rsp)
	movq	%r11, 280(%rsp)
	vpbroadcastq	%r11, %zmm0
	vmovdqu64	%zmm0, 3696(%rsp)
	leaq	218619860(%r9,%r15), %rax
	movq	%rax, 1144(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4400(%rsp)
	movq	-8(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4336(%rsp)
	leaq	2027808484(%r9), %rax
	movq	%rax, 488(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4272(%rsp)
	movq	8(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	movq	-80(%rsp), %r12
	vmovdqu64	%zmm0, 4208(%rsp)
	leaq	387276957(%r9), %rax
	movq	%rax, 1016(%rsp)
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 4144(%rsp)
	vpbroadcastq	%rbx, %zmm0
	vmovdqu64	%zmm0, 4080(%rsp)
	movq	%rdi, -40(%rsp)
	leaq	-408007425(%r9,%r15), %rcx
	movq	%rcx, 1008(%rsp)
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4016(%rsp)
	movq	-64(%rsp), %rcx
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 3952(%rsp)
	leaq	1401181199(%r9), %rcx
	movq	%rcx, 1000(%rsp)
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4912(%rsp)
	vpbroadcastq	%r14, %zmm0
	vmovdqu64	%zmm0, 4848(%rsp)
	vpbroadcastq	%rdi, %zmm26
	leal	-1879881855(%r9), %eax
	movl	%eax, 992(%rsp)
	vpbroadcastd	%eax, %zmm21
	vpbroadcastq	%rbp, %zmm0
	vporq	.LCPI0_0(%rip), %zmm0, %zmm0
	vmovdqu64	%zmm0, 4976(%rsp)
	movabsq	$4611686018427387872, %rax
	addq	$16, %rax
	vbroadcastss	%xmm17, %zmm16
	movq	%r8, %rcx
	andq	$-16, %rcx
	movq	%rcx, 32(%rsp)
	movq	%r8, %rcx
	andq	$-4, %rcx
	movq	%rcx, 456(%rsp)
	movq	%r13, 952(%rsp)
	subq	%rbp, %r13
	movq	%r13, 128(%rsp)
	movq	%r10, %rcx
	andq	$-256, %rcx
	movq	496(%rsp), %rsi
	addq	%rsi, %rcx
	movq	%rcx, 120(%rsp)
	vpbroadcastq	.LCPI0_2(%rip), %zmm2
	vpxor	%xmm7, %xmm7, %xmm7
	vxorps	%xmm8, %xmm8, %xmm8
	vbroadcastss	.LCPI0_62(%rip), %xmm22
	vbroadcastss	.LCPI0_62(%rip), %xmm15
	vbroadcastss	.LCPI0_62(%rip), %zmm25
	vbroadcastss	.LCPI0_62(%rip), %ymm28
	vxorps	%xmm9, %xmm9, %xmm9
	andq	%r8, %rax
	movq	%rax, 1136(%rsp)
	leaq	(%r10,%r10,2), %rcx
	leaq	(%rsi,%rcx), %rax
	movq	%rax, 3168(%rsp)
	leaq	(%rsi,%r8,4), %rax
	movq	%rax, 3040(%rsp)
	leaq	(%rsi,%r8,8), %rbx
	leaq	192(%rsi), %rax
	movq	%rax, 296(%rsp)
	movq	264(%rsp), %rdx
	movq	-56(%rsp), %r11
	leaq	(%r11,%rdx,4), %r14
	movq	-88(%rsp), %r9
	leaq	(%r9,%rdx,4), %rdi
	leaq	(,%r8,8), %r13
	leaq	(%rsi,%r13), %rax
	movq	%rax, 3104(%rsp)
	leaq	4(%rcx,%rsi), %rax
	movq	%rax, 816(%rsp)
	leaq	4(%r11,%rdx,4), %rax
	movq	%rax, -24(%rsp)
	leaq	4(%r9,%rdx,4), %rax
	movq	%rax, 3312(%rsp)
	movq	%r13, 984(%rsp)
	leaq	12(%rsi,%r13), %rax
	movq	%rax, 1616(%rsp)
	leaq	12(%rsi,%r8,4), %rax
	movq	%rax, 3504(%rsp)
	leaq	64(%r11,%rdx,4), %rax
	movq	%rax, 472(%rsp)
	leaq	64(%r9,%rdx,4), %rax
	movq	%rax, 944(%rsp)
	movq	%rcx, 136(%rsp)
	leaq	192(%rsi,%rcx), %rax
	movq	%rax, 1096(%rsp)
	leaq	192(%r11,%rdx,4), %rax
	movq	%rax, 5040(%rsp)
	leaq	(%r9,%rdx,4), %rax
	addq	$192, %rax
	movq	%rax, 40(%rsp)
	xorl	%edx, %edx
	movq	%rbp, 5104(%rsp)
	movq	%rbx, -112(%rsp)
	movq	%r10, 480(%rsp)
	vmovdqu64	%zmm26, 5296(%rsp)
	vmovdqu64	%zmm21, 5232(%rsp)
	vmovups	%zmm16, 3824(%rsp)
	jmp	.LBB0_17
	.p2align	4
.LBB0_143:
	incq	%r12
	movq	936(%rsp), %rdx
	incq	%rdx
	addq	%r13, 264(%rsp)
	movq	480(%rsp), %r10
	addq	%r10, %r14
	addq	%r10, %rdi
	addq	%r10, -24(%rsp)
	addq	%r10, %r8
	movq	%r8, 3312(%rsp)
	addq	%r10, 472(%rsp)
	addq	%r10, 944(%rsp)
	addq	%r10, 5040(%rsp)
	addq	%r10, 40(%rsp)
	cmpq	896(%rsp), %r12
	vpbroadcastq	.LCPI0_2(%rip), %zmm2
	je	.LBB0_144
.LBB0_17:
	movq	%rdi, -72(%rsp)
	movq	%r12, -80(%rsp)
	movq	240(%rsp), %rcx
	imulq	%rdx, %rcx
	vmovq	%rcx, %xmm0
	movq	448(%rsp), %rax
	addq	%rcx, %rax
	movq	%rax, 16(%rsp)
	movq	248(%rsp), %rax
	leaq	(%rax,%rcx), %rax
	movq	%rax, 2592(%rsp)
	movq	440(%rsp), %rax
	addq	%rcx, %rax
	movq	%rax, 968(%rsp)
	movq	912(%rsp), %rax
	addq	%rcx, %rax
	movq	%rax, 1128(%rsp)
	movq	904(%rsp), %rax
	addq	%rcx, %rax
	movq	%rax, 1120(%rsp)
	addq	432(%rsp), %rcx
	movq	%rcx, 960(%rsp)
	movq	%r10, %rcx
	movq	%rdx, 936(%rsp)
	imulq	%rdx, %rcx
	movq	928(%rsp), %rax
	addq	%rcx, %rax
	movq	-88(%rsp), %r10
	leaq	(%r10,%rax), %rsi
	addq	920(%rsp), %rcx
	leaq	(%r10,%rcx), %rdx
	movq	-56(%rsp), %r11
	addq	%r11, %rax
	addq	%r11, %rcx
	movq	%r12, %rdi
	movq	-120(%rsp), %r13
	imulq	%r13, %rdi
	cmpq	%rcx, %rsi
	setb	%r8b
	cmpq	%rdx, %rax
	setb	%r9b
	andb	%r8b, %r9b
	cmpq	256(%rsp), %rsi
	setb	%r8b
	cmpq	%rdx, 3168(%rsp)
	movq	%rbp, %r12
	setb	%bpl
	andb	%r8b, %bpl
	orb	%r9b, %bpl
	movb	%bpl, -16(%rsp)
	movq	%r12, %rbp
	cmpq	%rcx, %rsi
	vmovdqa64	.LCPI0_1(%rip), %zmm1
	vpermt2q	%zmm7, %zmm1, %zmm0
	vpaddq	6768(%rsp), %zmm0, %zmm0
	vpsllvq	.LCPI0_5(%rip), %zmm0, %zmm10
	setb	%cl
	cmpq	%rdx, %rax
	leaq	(%r10,%rdi,4), %rax
	movq	%rax, 2976(%rsp)
	leaq	(%r11,%rdi,4), %rax
	movq	%rax, 3568(%rsp)
	vpbroadcastq	%rdi, %zmm27
	movq	-72(%rsp), %rdi
	vpaddq	%zmm2, %zmm27, %zmm18
	vpaddq	.LCPI0_3(%rip){1to8}, %zmm27, %zmm31
	vpaddq	.LCPI0_4(%rip){1to8}, %zmm27, %zmm19
	setb	%al
	andb	%cl, %al
	movb	%al, 464(%rsp)
	xorl	%edx, %edx
	vmovss	160(%rsp), %xmm0
	vmovss	%xmm0, 5168(%rsp)
	movq	%r14, 1472(%rsp)
	vmovdqu64	%zmm10, 3888(%rsp)
	vmovdqu64	%zmm27, 3232(%rsp)
	vmovdqu64	%zmm18, 4720(%rsp)
	vmovdqu64	%zmm31, 4656(%rsp)
	vmovdqu64	%zmm19, 4592(%rsp)
	jmp	.LBB0_18
	.p2align	4
.LBB0_142:
	vmovss	5168(%rsp), %xmm0
	vmulss	172(%rsp), %xmm0, %xmm0
	vmovss	%xmm0, 5168(%rsp)
	movq	1112(%rsp), %rdx
	incq	%rdx
	cmpq	288(%rsp), %rdx
	vpxor	%xmm7, %xmm7, %xmm7
	vxorps	%xmm8, %xmm8, %xmm8
	vxorps	%xmm9, %xmm9, %xmm9
	je	.LBB0_143
.LBB0_18:
	cmpl	$0, 168(%rsp)
	sete	%al
	movl	%eax, 6832(%rsp)
	cmpl	$0, -100(%rsp)
	movq	296(%rsp), %rcx
	movq	%rdx, 1112(%rsp)
	je	.LBB0_19
	movq	1104(%rsp), %rax
	addq	%rax, %rdx
	movq	%rdx, %r10
	shrq	$32, %r10
	imulq	%r15, %r10
	movq	%r10, %rax
	shrq	$32, %rax
	movq	(%rsp), %r9
	xorl	%r9d, %edx
	xorl	%eax, %edx
	leaq	78811644(%r15), %r11
	imulq	%r11, %rdx
	movq	%rdx, %rbx
	shrq	$32, %rbx
	xorq	24(%rsp), %rbx
	vpbroadcastq	%rbx, %zmm28
	vpbroadcastq	%r10, %zmm0
	vpxorq	3760(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1808(%rsp)
	movq	%rdx, %rsi
	vpbroadcastq	%rdx, %zmm0
	vpxorq	3696(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 1744(%rsp)
	movq	%rcx, %rax
	movq	%rbp, %rdi
	vmovaps	.LCPI0_0(%rip), %zmm2
	vmovdqa64	.LCPI0_6(%rip), %zmm0
	movq	136(%rsp), %r14
	vpbroadcastq	.LCPI0_7(%rip), %zmm22
	vmovdqu64	%zmm28, 1872(%rsp)
	.p2align	4
.LBB0_200:
	vmovdqu64	%zmm0, 176(%rsp)
	vmovups	%zmm2, 48(%rsp)
	vpaddq	%zmm27, %zmm0, %zmm1
	vpmuludq	%zmm22, %zmm1, %zmm8
	vpaddq	48(%rsp), %zmm27, %zmm2
	vpmuludq	%zmm22, %zmm2, %zmm0
	vpaddq	176(%rsp), %zmm18, %zmm3
	vpmuludq	%zmm22, %zmm3, %zmm9
	vpaddq	48(%rsp), %zmm18, %zmm4
	vpmuludq	%zmm22, %zmm4, %zmm16
	vpaddq	176(%rsp), %zmm31, %zmm7
	vpmuludq	%zmm22, %zmm7, %zmm5
	vpaddq	48(%rsp), %zmm31, %zmm10
	vpmuludq	%zmm22, %zmm10, %zmm11
	vpaddq	176(%rsp), %zmm19, %zmm12
	vpmuludq	%zmm22, %zmm12, %zmm6
	vpaddq	48(%rsp), %zmm19, %zmm13
	vpmuludq	%zmm22, %zmm13, %zmm15
	vmovdqu64	4528(%rsp), %zmm14
	vpternlogq	$150, %zmm14, %zmm0, %zmm2
	vpternlogq	$150, %zmm14, %zmm8, %zmm1
	vpternlogq	$150, %zmm14, %zmm16, %zmm4
	vpternlogq	$150, %zmm14, %zmm9, %zmm3
	vpternlogq	$150, %zmm14, %zmm11, %zmm10
	vpternlogq	$150, %zmm14, %zmm5, %zmm7
	vpternlogq	$150, %zmm14, %zmm15, %zmm13
	vpternlogq	$150, %zmm14, %zmm6, %zmm12
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm10, %zmm17
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm13, %zmm13
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm24
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm1, %zmm22
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm4, %zmm10
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm3, %zmm7
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm17, %zmm4
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm14, %zmm3
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm13, %zmm2
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm12, %zmm1
	vpsrlq	$32, %zmm22, %zmm12
	vpsrlq	$32, %zmm24, %zmm13
	vpsrlq	$32, %zmm7, %zmm17
	vpsrlq	$32, %zmm10, %zmm18
	vpsrlq	$32, %zmm3, %zmm19
	vpsrlq	$32, %zmm4, %zmm20
	vpsrlq	$32, %zmm1, %zmm23
	vpsrlq	$32, %zmm2, %zmm25
	vmovdqu64	1808(%rsp), %zmm26
	vpxorq	%zmm26, %zmm13, %zmm13
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm13, %zmm30
	vmovdqu64	%zmm30, 560(%rsp)
	vpxorq	%zmm26, %zmm12, %zmm12
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm12, %zmm21
	vpxorq	%zmm26, %zmm18, %zmm12
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm12, %zmm14
	vmovdqu64	%zmm14, 624(%rsp)
	vpxorq	%zmm26, %zmm17, %zmm12
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm12, %zmm17
	vpxorq	%zmm26, %zmm20, %zmm12
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm12, %zmm13
	vmovdqu64	%zmm13, 1024(%rsp)
	vpxorq	%zmm26, %zmm19, %zmm18
	vpxorq	%zmm26, %zmm25, %zmm20
	vpxorq	%zmm26, %zmm23, %zmm25
	vpxorq	%zmm0, %zmm28, %zmm0
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm0, %zmm12
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm18, %zmm19
	vpxorq	%zmm8, %zmm28, %zmm8
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm8, %zmm27
	vpxorq	%zmm16, %zmm28, %zmm8
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm8, %zmm16
	vpxorq	%zmm9, %zmm28, %zmm8
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm20, %zmm18
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm8, %zmm23
	vpxorq	%zmm11, %zmm28, %zmm8
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm8, %zmm20
	vpxorq	%zmm5, %zmm28, %zmm5
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm5, %zmm29
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm25, %zmm0
	vmovdqu64	%zmm0, 368(%rsp)
	vpxorq	%zmm15, %zmm28, %zmm5
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm5, %zmm15
	vmovdqu64	%zmm15, 752(%rsp)
	vpxorq	%zmm6, %zmm28, %zmm5
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm5, %zmm11
	vmovdqu64	%zmm11, 304(%rsp)
	vpsrlq	$32, %zmm21, %zmm8
	vpsrlq	$32, %zmm30, %zmm25
	vpsrlq	$32, %zmm17, %zmm26
	vpsrlq	$32, %zmm27, %zmm5
	vpsrlq	$32, %zmm12, %zmm9
	vpsrlq	$32, %zmm23, %zmm28
	vpsrlq	$32, %zmm16, %zmm30
	vpsrlq	$32, %zmm14, %zmm31
	vmovdqu64	4464(%rsp), %zmm6
	vpternlogq	$150, %zmm6, %zmm24, %zmm9
	vpsrlq	$32, %zmm29, %zmm24
	vpternlogq	$150, %zmm6, %zmm22, %zmm5
	vpsrlq	$32, %zmm20, %zmm22
	vpternlogq	$150, %zmm6, %zmm10, %zmm30
	vpsrlq	$32, %zmm19, %zmm0
	vpternlogq	$150, %zmm6, %zmm7, %zmm28
	vpsrlq	$32, %zmm11, %zmm7
	vpternlogq	$150, %zmm6, %zmm4, %zmm22
	vpsrlq	$32, %zmm15, %zmm4
	vpternlogq	$150, %zmm6, %zmm3, %zmm24
	vpsrlq	$32, %zmm13, %zmm3
	vpternlogq	$150, %zmm6, %zmm2, %zmm4
	vpternlogq	$150, %zmm6, %zmm1, %zmm7
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm5, %zmm1
	vmovdqu64	%zmm1, 832(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm9, %zmm6
	vmovdqu64	%zmm6, 1408(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm28, %zmm9
	vpsrlq	$32, %zmm18, %zmm28
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm30, %zmm11
	vmovdqu64	%zmm11, 1344(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm24, %zmm13
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm22, %zmm14
	vmovdqu64	%zmm14, 1216(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm7, %zmm2
	vmovdqu64	%zmm2, 688(%rsp)
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm4, %zmm4
	vmovdqu64	%zmm4, 1152(%rsp)
	vmovdqu64	1744(%rsp), %zmm10
	vpxorq	%zmm10, %zmm25, %zmm2
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm15
	vpxorq	%zmm10, %zmm8, %zmm2
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm2
	vpxorq	%zmm10, %zmm31, %zmm7
	vpxorq	%zmm10, %zmm26, %zmm8
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm7, %zmm31
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm8, %zmm26
	vpxorq	%zmm10, %zmm3, %zmm3
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm3, %zmm22
	vpxorq	%zmm10, %zmm0, %zmm0
	vpxorq	%zmm10, %zmm28, %zmm3
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm0, %zmm5
	vpsrlq	$32, %zmm15, %zmm25
	vmovdqu64	4400(%rsp), %zmm28
	vpternlogq	$150, %zmm12, %zmm28, %zmm25
	vpsrlq	$32, %zmm2, %zmm0
	vpternlogq	$150, %zmm27, %zmm28, %zmm0
	vpsrlq	$32, %zmm31, %zmm27
	vpternlogq	$150, %zmm16, %zmm28, %zmm27
	vpsrlq	$32, %zmm26, %zmm30
	vpternlogq	$150, %zmm23, %zmm28, %zmm30
	vpsrlq	$32, %zmm1, %zmm8
	vmovdqu64	4336(%rsp), %zmm24
	vpternlogq	$150, %zmm24, %zmm21, %zmm8
	vpsrlq	$32, %zmm22, %zmm16
	vpternlogq	$150, %zmm20, %zmm28, %zmm16
	vpsrlq	$32, %zmm6, %zmm12
	vpternlogq	$150, 560(%rsp), %zmm24, %zmm12
	vpsrlq	$32, %zmm9, %zmm7
	vpternlogq	$150, %zmm24, %zmm17, %zmm7
	vpsrlq	$32, %zmm5, %zmm23
	vpternlogq	$150, %zmm29, %zmm28, %zmm23
	vpsrlq	$32, %zmm11, %zmm17
	vpternlogq	$150, 624(%rsp), %zmm24, %zmm17
	vpsrlq	$32, %zmm13, %zmm21
	vmovdqa64	%zmm13, %zmm11
	vpternlogq	$150, %zmm24, %zmm19, %zmm21
	vpsrlq	$32, %zmm14, %zmm1
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm3, %zmm3
	vpternlogq	$150, 1024(%rsp), %zmm24, %zmm1
	vpsrlq	$32, %zmm4, %zmm19
	vpternlogq	$150, %zmm24, %zmm18, %zmm19
	vpsrlq	$32, %zmm3, %zmm14
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm12, %zmm6
	vmovdqu64	%zmm6, 1024(%rsp)
	vpternlogq	$150, 752(%rsp), %zmm28, %zmm14
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm8, %zmm4
	vmovdqu64	%zmm4, 1280(%rsp)
	vpsrlq	$32, %zmm6, %zmm12
	vmovdqu64	4272(%rsp), %zmm20
	vpternlogq	$150, %zmm20, %zmm15, %zmm12
	vpsrlq	$32, %zmm4, %zmm29
	vpternlogq	$150, %zmm20, %zmm2, %zmm29
	vmovdqu64	688(%rsp), %zmm8
	vpsrlq	$32, %zmm8, %zmm2
	vmovdqu64	368(%rsp), %zmm4
	vpternlogq	$150, %zmm24, %zmm4, %zmm2
	vpsrlq	$32, %zmm4, %zmm4
	vpxorq	%zmm10, %zmm4, %zmm4
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm24
	vpternlogq	$150, 304(%rsp), %zmm28, %zmm24
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm17, %zmm13
	vpsrlq	$32, %zmm13, %zmm18
	vpternlogq	$150, %zmm20, %zmm31, %zmm18
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm7, %zmm17
	vpsrlq	$32, %zmm17, %zmm28
	vpternlogq	$150, %zmm20, %zmm26, %zmm28
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 560(%rsp)
	vpsrlq	$32, %zmm1, %zmm10
	vpternlogq	$150, %zmm20, %zmm22, %zmm10
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm21, %zmm1
	vmovdqu64	%zmm1, 624(%rsp)
	vpsrlq	$32, %zmm1, %zmm22
	vpternlogq	$150, %zmm20, %zmm5, %zmm22
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm19, %zmm1
	vmovdqu64	%zmm1, 752(%rsp)
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, %zmm20, %zmm3, %zmm21
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 368(%rsp)
	vpsrlq	$32, %zmm1, %zmm15
	vpternlogq	$150, %zmm20, %zmm4, %zmm15
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm0, %zmm3
	vpsrlq	$32, %zmm3, %zmm31
	vmovdqu64	4208(%rsp), %zmm4
	vpternlogq	$150, 832(%rsp), %zmm4, %zmm31
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm25, %zmm6
	vpsrlq	$32, %zmm6, %zmm0
	vpternlogq	$150, 1408(%rsp), %zmm4, %zmm0
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm30, %zmm7
	vpsrlq	$32, %zmm7, %zmm5
	vpternlogq	$150, %zmm9, %zmm4, %zmm5
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm27, %zmm30
	vpsrlq	$32, %zmm30, %zmm9
	vpternlogq	$150, 1344(%rsp), %zmm4, %zmm9
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm23, %zmm25
	vpsrlq	$32, %zmm25, %zmm23
	vpternlogq	$150, %zmm11, %zmm4, %zmm23
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm16, %zmm19
	vpsrlq	$32, %zmm19, %zmm11
	vpternlogq	$150, 1216(%rsp), %zmm4, %zmm11
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm24, %zmm26
	vpsrlq	$32, %zmm26, %zmm27
	vpternlogq	$150, %zmm8, %zmm4, %zmm27
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm14, %zmm24
	vpsrlq	$32, %zmm24, %zmm8
	vpternlogq	$150, 1152(%rsp), %zmm4, %zmm8
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 832(%rsp)
	vpsrlq	$32, %zmm0, %zmm20
	vmovdqu64	4144(%rsp), %zmm1
	vpternlogq	$150, 1024(%rsp), %zmm1, %zmm20
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm31, %zmm0
	vmovdqu64	%zmm0, 1152(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, 1280(%rsp), %zmm1, %zmm16
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm29, %zmm0
	vmovdqu64	%zmm0, 304(%rsp)
	vpsrlq	$32, %zmm0, %zmm14
	vmovdqu64	4080(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm3, %zmm14
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm9, %zmm29
	vpsrlq	$32, %zmm29, %zmm9
	vpternlogq	$150, %zmm13, %zmm1, %zmm9
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm12, %zmm2
	vmovdqu64	%zmm2, 688(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm0, %zmm6, %zmm2
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm5, %zmm12
	vpsrlq	$32, %zmm12, %zmm13
	vpternlogq	$150, %zmm17, %zmm1, %zmm13
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm28, %zmm3
	vmovdqu64	%zmm3, 1024(%rsp)
	vpsrlq	$32, %zmm3, %zmm4
	vpternlogq	$150, %zmm0, %zmm7, %zmm4
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm11, %zmm28
	vpsrlq	$32, %zmm28, %zmm11
	vpternlogq	$150, 560(%rsp), %zmm1, %zmm11
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm18, %zmm3
	vmovdqu64	%zmm3, 560(%rsp)
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm0, %zmm30, %zmm6
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm23, %zmm30
	vpsrlq	$32, %zmm30, %zmm23
	vpternlogq	$150, 624(%rsp), %zmm1, %zmm23
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm22, %zmm3
	vmovdqu64	%zmm3, 1280(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm0, %zmm25, %zmm3
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm8, %zmm5
	vpsrlq	$32, %zmm5, %zmm17
	vpternlogq	$150, 752(%rsp), %zmm1, %zmm17
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm10, %zmm7
	vmovdqu64	%zmm7, 1216(%rsp)
	vpsrlq	$32, %zmm7, %zmm8
	vpternlogq	$150, %zmm0, %zmm19, %zmm8
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm27, %zmm7
	vmovdqu64	%zmm7, 752(%rsp)
	vpsrlq	$32, %zmm7, %zmm31
	vpternlogq	$150, 368(%rsp), %zmm1, %zmm31
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm15, %zmm18
	vpsrlq	$32, %zmm18, %zmm19
	vpternlogq	$150, %zmm0, %zmm26, %zmm19
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm21, %zmm21
	vpsrlq	$32, %zmm21, %zmm15
	vpternlogq	$150, %zmm0, %zmm24, %zmm15
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm2, %zmm0
	vmovdqu64	%zmm0, 624(%rsp)
	vpsrlq	$32, %zmm0, %zmm26
	vmovdqu64	4016(%rsp), %zmm0
	vpternlogq	$150, 832(%rsp), %zmm0, %zmm26
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm14, %zmm22
	vpsrlq	$32, %zmm22, %zmm27
	vpternlogq	$150, 1152(%rsp), %zmm0, %zmm27
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm6, %zmm24
	vpsrlq	$32, %zmm24, %zmm7
	vpternlogq	$150, %zmm0, %zmm29, %zmm7
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm4, %zmm25
	vpsrlq	$32, %zmm25, %zmm6
	vpternlogq	$150, %zmm0, %zmm12, %zmm6
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm8, %zmm29
	vpsrlq	$32, %zmm29, %zmm10
	vpternlogq	$150, %zmm0, %zmm28, %zmm10
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm14
	vpternlogq	$150, %zmm0, %zmm30, %zmm14
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm15, %zmm8
	vpsrlq	$32, %zmm8, %zmm15
	vpternlogq	$150, %zmm0, %zmm5, %zmm15
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm16, %zmm1
	vmovdqu64	%zmm1, 368(%rsp)
	vpsrlq	$32, %zmm1, %zmm5
	vmovdqu64	3952(%rsp), %zmm2
	vpternlogq	$150, 304(%rsp), %zmm2, %zmm5
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm20, %zmm1
	vmovdqu64	%zmm1, 304(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 688(%rsp), %zmm2, %zmm1
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm13, %zmm4
	vmovdqu64	%zmm4, 688(%rsp)
	vpsrlq	$32, %zmm4, %zmm16
	vpternlogq	$150, 1024(%rsp), %zmm2, %zmm16
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm4
	vpternlogq	$150, 560(%rsp), %zmm2, %zmm4
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm23, %zmm12
	vmovdqu64	%zmm12, 560(%rsp)
	vpsrlq	$32, %zmm12, %zmm30
	vpternlogq	$150, 1280(%rsp), %zmm2, %zmm30
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm11, %zmm12
	vpsrlq	$32, %zmm12, %zmm20
	vpternlogq	$150, 1216(%rsp), %zmm2, %zmm20
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm31, %zmm13
	vpsrlq	$32, %zmm13, %zmm31
	vpternlogq	$150, %zmm18, %zmm2, %zmm31
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm18
	vpternlogq	$150, %zmm21, %zmm2, %zmm18
	vmovdqu64	1872(%rsp), %zmm28
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm19, %zmm2
	vpsrlq	$32, %zmm2, %zmm11
	vpternlogq	$150, 752(%rsp), %zmm0, %zmm11
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vmovdqu64	4912(%rsp), %zmm19
	vpternlogq	$150, 624(%rsp), %zmm19, %zmm1
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm23
	vpternlogq	$150, %zmm22, %zmm19, %zmm23
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm24, %zmm19, %zmm4
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm16, %zmm5
	vpsrlq	$32, %zmm5, %zmm16
	vpternlogq	$150, %zmm25, %zmm19, %zmm16
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm20, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm29, %zmm19, %zmm5
	vpbroadcastd	.LCPI0_9(%rip), %zmm29
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm30, %zmm0
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm3, %zmm19, %zmm21
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm18, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, %zmm8, %zmm19, %zmm22
	vmovdqu64	4720(%rsp), %zmm18
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm27, %zmm27
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm26, %zmm25
	vmovdqu64	5296(%rsp), %zmm26
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm6, %zmm24
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm7, %zmm20
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm14, %zmm30
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm10, %zmm14
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm11, %zmm7
	vpmuludq	.LCPI0_8(%rip){1to8}, %zmm31, %zmm0
	vmovdqu64	4656(%rsp), %zmm31
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm15, %zmm10
	vpsrlq	$32, %zmm0, %zmm15
	vpternlogq	$150, %zmm2, %zmm19, %zmm15
	vpsrlq	$32, %zmm27, %zmm0
	vmovdqu64	4848(%rsp), %zmm19
	vpternlogq	$150, 368(%rsp), %zmm19, %zmm0
	vpsrlq	$32, %zmm25, %zmm2
	vpternlogq	$150, 304(%rsp), %zmm19, %zmm2
	vpsrlq	$32, %zmm24, %zmm3
	vpternlogq	$150, 688(%rsp), %zmm19, %zmm3
	vpsrlq	$32, %zmm20, %zmm6
	vpternlogq	$150, %zmm19, %zmm9, %zmm6
	vpsrlq	$32, %zmm30, %zmm9
	vpternlogq	$150, 560(%rsp), %zmm19, %zmm9
	vpsrlq	$32, %zmm14, %zmm11
	vpternlogq	$150, %zmm19, %zmm12, %zmm11
	vpsrlq	$32, %zmm7, %zmm12
	vpternlogq	$150, %zmm19, %zmm13, %zmm12
	vpsrlq	$32, %zmm10, %zmm8
	vpternlogq	$150, %zmm19, %zmm17, %zmm8
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm2, %zmm0
	vpmovqd	%zmm6, %ymm2
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm2
	vpmovqd	%zmm11, %ymm3
	vpmovqd	%zmm9, %ymm6
	vinserti64x4	$1, %ymm6, %zmm3, %zmm3
	vpmovqd	%zmm8, %ymm6
	vpmovqd	%zmm12, %ymm8
	vinserti64x4	$1, %ymm8, %zmm6, %zmm6
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm23, %zmm8
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, %zmm27, %zmm26, %zmm8
	vmovdqu64	3232(%rsp), %zmm27
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm25, %zmm26, %zmm1
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm16, %zmm9
	vpsrlq	$32, %zmm9, %zmm9
	vpternlogq	$150, %zmm24, %zmm26, %zmm9
	vpbroadcastq	.LCPI0_8(%rip), %zmm23
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm4, %zmm4
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm21, %zmm11
	vmovdqu64	5232(%rsp), %zmm21
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm5, %zmm5
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm15, %zmm12
	vpmuludq	.LCPI0_7(%rip){1to8}, %zmm22, %zmm13
	vpbroadcastq	.LCPI0_7(%rip), %zmm22
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm20, %zmm26, %zmm4
	vpbroadcastq	.LCPI0_10(%rip), %zmm17
	vpternlogq	$150, %zmm30, %zmm26, %zmm11
	vmovdqu64	4592(%rsp), %zmm19
	vpternlogq	$150, %zmm14, %zmm26, %zmm5
	vpternlogq	$150, %zmm7, %zmm26, %zmm12
	vpternlogq	$150, %zmm10, %zmm26, %zmm13
	vpmuludq	%zmm23, %zmm1, %zmm1
	vpmuludq	%zmm23, %zmm8, %zmm7
	vpmuludq	%zmm23, %zmm4, %zmm4
	vpmuludq	%zmm23, %zmm9, %zmm8
	vpmuludq	%zmm23, %zmm5, %zmm5
	vpmuludq	%zmm23, %zmm11, %zmm9
	vpmuludq	%zmm23, %zmm13, %zmm10
	vpmuludq	%zmm23, %zmm12, %zmm11
	vpsrlq	$32, %zmm7, %zmm12
	vpsrlq	$32, %zmm1, %zmm13
	vpsrlq	$32, %zmm8, %zmm14
	vpsrlq	$32, %zmm4, %zmm15
	vpsrlq	$32, %zmm9, %zmm16
	vpmovqd	%zmm13, %ymm13
	vpmovqd	%zmm12, %ymm12
	vinserti64x4	$1, %ymm12, %zmm13, %zmm12
	vpsrlq	$32, %zmm5, %zmm13
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
	vpmovqd	%zmm7, %ymm7
	vinserti64x4	$1, %ymm7, %zmm1, %zmm1
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm8, %ymm7
	vinserti64x4	$1, %ymm7, %zmm4, %zmm4
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm9, %ymm7
	vinserti64x4	$1, %ymm7, %zmm5, %zmm5
	vpmovqd	%zmm10, %ymm7
	vpmovqd	%zmm11, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpmulld	%zmm29, %zmm0, %zmm0
	vpternlogd	$150, %zmm0, %zmm21, %zmm12
	vpmulld	%zmm29, %zmm2, %zmm0
	vmovdqu64	48(%rsp), %zmm2
	vpternlogd	$150, %zmm0, %zmm21, %zmm14
	vpmulld	%zmm29, %zmm3, %zmm0
	vpternlogd	$150, %zmm0, %zmm21, %zmm13
	vpmulld	%zmm29, %zmm6, %zmm0
	vpternlogd	$150, %zmm0, %zmm21, %zmm15
	vmovdqu64	176(%rsp), %zmm0
	vmovdqu64	%zmm12, -192(%rax,%r14)
	vmovdqu64	%zmm14, -128(%rax,%r14)
	vmovdqu64	%zmm13, -64(%rax,%r14)
	vmovdqu64	%zmm15, (%rax,%r14)
	vmovdqu64	%zmm1, -192(%rax)
	vmovdqu64	%zmm4, -128(%rax)
	vmovdqu64	%zmm5, -64(%rax)
	vmovdqu64	%zmm7, (%rax)
	vpaddq	%zmm17, %zmm2, %zmm2
	vpaddq	%zmm17, %zmm0, %zmm0
	addq	$256, %rax
	addq	$-64, %rdi
	jne	.LBB0_200
	cmpq	%rbp, -120(%rsp)
	movl	$3449720151, %ebp
	movq	-8(%rsp), %r13
	movq	-64(%rsp), %r15
	movq	%rsi, 1680(%rsp)
	je	.LBB0_31
	movq	5104(%rsp), %rax
	testb	$56, -120(%rsp)
	je	.LBB0_206
	movl	%r10d, %eax
	xorl	272(%rsp), %eax
	vpbroadcastq	%rax, %zmm0
	movq	1680(%rsp), %rax
	xorl	280(%rsp), %eax
	vpbroadcastq	%rax, %zmm1
	movq	120(%rsp), %rax
	movq	128(%rsp), %rdx
	vmovdqu64	4976(%rsp), %zmm2
	vmovdqu64	4528(%rsp), %zmm9
	vmovdqu64	4464(%rsp), %zmm10
	vmovdqu64	4400(%rsp), %zmm11
	vmovdqu64	4336(%rsp), %zmm12
	vmovdqu64	4272(%rsp), %zmm13
	vmovdqu64	4208(%rsp), %zmm14
	vmovdqu64	4144(%rsp), %zmm15
	vmovdqu64	4080(%rsp), %zmm16
	vmovdqu64	4016(%rsp), %zmm17
	vmovdqu64	3952(%rsp), %zmm18
	vmovdqu64	4912(%rsp), %zmm19
	vmovdqu64	4848(%rsp), %zmm20
	vpbroadcastd	.LCPI0_9(%rip), %ymm24
	vpbroadcastq	.LCPI0_11(%rip), %zmm25
	.p2align	4
.LBB0_204:
	vpaddq	%zmm27, %zmm2, %zmm3
	vpmuludq	%zmm22, %zmm3, %zmm4
	vpternlogq	$150, %zmm9, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpmuludq	%zmm23, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpxorq	%zmm5, %zmm0, %zmm5
	vpxorq	%zmm4, %zmm28, %zmm4
	vpmuludq	%zmm22, %zmm5, %zmm5
	vpmuludq	%zmm23, %zmm4, %zmm4
	vpsrlq	$32, %zmm5, %zmm6
	vpxorq	%zmm6, %zmm1, %zmm6
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm10, %zmm3, %zmm7
	vpmuludq	%zmm22, %zmm7, %zmm3
	vpmuludq	%zmm23, %zmm6, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm4, %zmm11, %zmm8
	vpternlogq	$150, %zmm12, %zmm5, %zmm7
	vpmuludq	%zmm22, %zmm8, %zmm4
	vpmuludq	%zmm23, %zmm7, %zmm5
	vpsrlq	$32, %zmm4, %zmm7
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm3, %zmm14, %zmm7
	vpternlogq	$150, %zmm13, %zmm6, %zmm8
	vpmuludq	%zmm22, %zmm8, %zmm3
	vpmuludq	%zmm23, %zmm7, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, %zmm5, %zmm15, %zmm8
	vpternlogq	$150, %zmm16, %zmm4, %zmm7
	vpmuludq	%zmm22, %zmm8, %zmm4
	vpmuludq	%zmm23, %zmm7, %zmm5
	vpsrlq	$32, %zmm4, %zmm7
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm3, %zmm18, %zmm7
	vpternlogq	$150, %zmm17, %zmm6, %zmm8
	vpmuludq	%zmm22, %zmm8, %zmm3
	vpmuludq	%zmm23, %zmm7, %zmm6
	vpsrlq	$32, %zmm3, %zmm7
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm5, %zmm19, %zmm6
	vpternlogq	$150, %zmm20, %zmm4, %zmm7
	vpmuludq	%zmm22, %zmm6, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm7, %ymm5
	vpmulld	%ymm24, %ymm5, %ymm5
	vpternlogq	$150, %zmm3, %zmm26, %zmm4
	vpmuludq	%zmm23, %zmm4, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpternlogd	$150, %ymm21, %ymm5, %ymm4
	vmovdqu	%ymm4, (%rax,%r14)
	vpmovqd	%zmm3, (%rax)
	vpaddq	%zmm25, %zmm2, %zmm2
	addq	$32, %rax
	addq	$-8, %rdx
	jne	.LBB0_204
	movq	952(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	%rcx, -120(%rsp)
	movl	$3449720151, %ebp
	movq	-8(%rsp), %r13
	movq	-64(%rsp), %r15
	je	.LBB0_31
.LBB0_206:
	xorq	272(%rsp), %r10
	movq	1680(%rsp), %rcx
	xorq	280(%rsp), %rcx
	movq	%rcx, 1680(%rsp)
	movq	-120(%rsp), %rdx
	subq	%rax, %rdx
	movq	496(%rsp), %rcx
	leaq	(%rcx,%rax,4), %rsi
	addq	264(%rsp), %rax
	movq	%rbx, 2000(%rsp)
	.p2align	4
.LBB0_30:
	movl	%eax, %r8d
	imulq	%r11, %r8
	movq	%rax, %rdi
	xorq	%r9, %rdi
	xorq	%r8, %rdi
	shrq	$32, %rdi
	imulq	%rbp, %rdi
	movq	%rdi, %r9
	shrq	$32, %r9
	xorl	%r10d, %r9d
	imulq	%r11, %r9
	xorl	%ebx, %r8d
	imulq	%rbp, %r8
	movq	%r8, %rcx
	shrq	$32, %rcx
	movq	%r15, %rbx
	movq	%r13, %r15
	movq	%r11, %r13
	movq	-48(%rsp), %r11
	xorl	%ecx, %r11d
	movq	%r10, %r12
	movq	%r9, %r10
	shrq	$32, %r10
	xorl	1680(%rsp), %r10d
	xorl	%r11d, %edi
	movq	%r13, %r11
	movq	%r15, %r13
	movq	%rbx, %r15
	imulq	%r11, %rdi
	imulq	%rbp, %r10
	movq	%r10, %rcx
	shrq	$32, %rcx
	xorl	1144(%rsp), %r8d
	xorl	%ecx, %r8d
	movq	%rdi, %rcx
	shrq	$32, %rcx
	xorl	%r13d, %r9d
	xorl	%ecx, %r9d
	imulq	%r11, %r8
	imulq	%rbp, %r9
	movq	%r9, %rcx
	shrq	$32, %rcx
	xorl	488(%rsp), %r10d
	xorl	%ecx, %r10d
	movq	%r8, %rcx
	shrq	$32, %rcx
	xorl	8(%rsp), %edi
	xorl	%ecx, %edi
	imulq	%rbp, %rdi
	imulq	%r11, %r10
	movq	%rdi, %rcx
	shrq	$32, %rcx
	xorl	1016(%rsp), %r9d
	xorl	%ecx, %r9d
	movq	%r10, %rcx
	shrq	$32, %rcx
	xorl	-96(%rsp), %r8d
	xorl	%ecx, %r8d
	imulq	%r11, %r9
	imulq	%rbp, %r8
	movq	%r8, %rcx
	shrq	$32, %rcx
	xorl	1008(%rsp), %edi
	xorl	%ecx, %edi
	movq	%r9, %rcx
	shrq	$32, %rcx
	xorl	%r15d, %r10d
	xorl	%ecx, %r10d
	imulq	%rbp, %r10
	shrq	$32, %r10
	xorl	1000(%rsp), %r8d
	imulq	%r11, %rdi
	xorl	%r10d, %r8d
	movq	%r12, %r10
	movq	-32(%rsp), %r12
	movq	2000(%rsp), %rbx
	movq	%rdi, %rcx
	shrq	$32, %rcx
	xorl	%r12d, %r9d
	xorl	%ecx, %r9d
	imulq	%r11, %r8
	shrq	$32, %r8
	imull	$-845247145, %r9d, %ecx
	movq	(%rsp), %r9
	xorl	-40(%rsp), %edi
	xorl	%r8d, %edi
	imulq	%rbp, %rdi
	movq	%rdi, %r8
	xorl	992(%rsp), %ecx
	shrq	$32, %r8
	xorl	%r8d, %ecx
	movl	%ecx, (%rsi,%r14)
	movl	%edi, (%rsi)
	addq	$4, %rsi
	incq	%rax
	decq	%rdx
	jne	.LBB0_30
.LBB0_31:
	movq	296(%rsp), %r12
	movq	5104(%rsp), %rcx
	movq	%rcx, %rax
	movq	-112(%rsp), %r9
	.p2align	4
.LBB0_32:
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
	vmovupd	%zmm19, 2400(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm17
	vmovupd	%zmm17, 2464(%rsp)
	vaddpd	%zmm15, %zmm6, %zmm16
	vmovupd	%zmm16, 2000(%rsp)
	vaddpd	%zmm15, %zmm4, %zmm18
	vmovupd	%zmm18, 1680(%rsp)
	vaddpd	%zmm15, %zmm9, %zmm3
	vmovupd	%zmm3, 1744(%rsp)
	vaddpd	%zmm15, %zmm7, %zmm7
	vmovupd	%zmm7, 1808(%rsp)
	vaddpd	%zmm15, %zmm13, %zmm4
	vmovupd	%zmm4, 1872(%rsp)
	vaddpd	%zmm15, %zmm11, %zmm6
	vmovupd	%zmm6, 1408(%rsp)
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
	vsubpd	%zmm21, %zmm19, %zmm24
	vsubpd	%zmm24, %zmm19, %zmm12
	vsubpd	%zmm21, %zmm12, %zmm14
	vmulpd	%zmm26, %zmm3, %zmm21
	vsubpd	%zmm15, %zmm10, %zmm12
	vsubpd	%zmm23, %zmm8, %zmm15
	vsubpd	%zmm16, %zmm5, %zmm16
	vsubpd	%zmm21, %zmm1, %zmm21
	vsubpd	%zmm22, %zmm0, %zmm22
	vmulpd	%zmm29, %zmm13, %zmm13
	vsubpd	%zmm14, %zmm13, %zmm17 {%k1}
	vmulpd	%zmm27, %zmm11, %zmm14
	vmulpd	%zmm28, %zmm11, %zmm13
	vmovapd	%zmm24, %zmm19 {%k1}
	vsubpd	%zmm14, %zmm12, %zmm23
	vpsrlq	$52, %zmm10, %zmm10
	vpandq	%zmm30, %zmm10, %zmm10
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm30, %zmm23, %zmm23
	vpaddq	%zmm25, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm10, %k1
	vsubpd	%zmm13, %zmm12, %zmm23
	vsubpd	%zmm23, %zmm12, %zmm10
	vsubpd	%zmm13, %zmm10, %zmm13
	vmulpd	%zmm27, %zmm9, %zmm10
	vmulpd	%zmm29, %zmm11, %zmm11
	vsubpd	%zmm13, %zmm11, %zmm14 {%k1}
	vmulpd	%zmm27, %zmm7, %zmm11
	vmulpd	%zmm28, %zmm9, %zmm13
	vmovapd	%zmm23, %zmm12 {%k1}
	vsubpd	%zmm10, %zmm15, %zmm23
	vpsrlq	$52, %zmm8, %zmm8
	vpandq	%zmm30, %zmm8, %zmm8
	vpsrlq	$52, %zmm23, %zmm23
	vpandq	%zmm30, %zmm23, %zmm23
	vpaddq	%zmm25, %zmm23, %zmm23
	vpcmpgtq	%zmm23, %zmm8, %k1
	vsubpd	%zmm13, %zmm15, %zmm23
	vsubpd	%zmm23, %zmm15, %zmm8
	vsubpd	%zmm13, %zmm8, %zmm13
	vmulpd	%zmm27, %zmm3, %zmm8
	vmulpd	%zmm29, %zmm9, %zmm9
	vsubpd	%zmm13, %zmm9, %zmm10 {%k1}
	vmulpd	%zmm27, %zmm6, %zmm24
	vmulpd	%zmm28, %zmm7, %zmm9
	vmovapd	%zmm23, %zmm15 {%k1}
	vsubpd	%zmm11, %zmm16, %zmm13
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm30, %zmm5, %zmm5
	vpsrlq	$52, %zmm13, %zmm13
	vpandq	%zmm30, %zmm13, %zmm13
	vpaddq	%zmm25, %zmm13, %zmm13
	vpcmpgtq	%zmm13, %zmm5, %k1
	vsubpd	%zmm9, %zmm16, %zmm5
	vsubpd	%zmm5, %zmm16, %zmm13
	vsubpd	%zmm9, %zmm13, %zmm9
	vmulpd	%zmm28, %zmm3, %zmm13
	vmulpd	%zmm29, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm7, %zmm11 {%k1}
	vmulpd	%zmm28, %zmm6, %zmm7
	vsubpd	%zmm7, %zmm22, %zmm9
	vmovapd	%zmm5, %zmm16 {%k1}
	vsubpd	%zmm8, %zmm21, %zmm5
	vpsrlq	$52, %zmm1, %zmm1
	vpandq	%zmm30, %zmm1, %zmm1
	vpsrlq	$52, %zmm5, %zmm5
	vpandq	%zmm30, %zmm5, %zmm5
	vpaddq	%zmm25, %zmm5, %zmm5
	vpcmpgtq	%zmm5, %zmm1, %k1
	vsubpd	%zmm13, %zmm21, %zmm1
	vmulpd	%zmm29, %zmm6, %zmm5
	vmulpd	%zmm29, %zmm3, %zmm3
	vsubpd	%zmm9, %zmm22, %zmm6
	vsubpd	%zmm7, %zmm6, %zmm6
	vsubpd	%zmm1, %zmm21, %zmm7
	vsubpd	%zmm13, %zmm7, %zmm7
	vsubpd	%zmm24, %zmm22, %zmm13
	vpsrlq	$52, %zmm0, %zmm0
	vpandq	%zmm30, %zmm0, %zmm0
	vpsrlq	$52, %zmm13, %zmm13
	vpandq	%zmm30, %zmm13, %zmm13
	vpaddq	%zmm25, %zmm13, %zmm13
	vmovapd	%zmm1, %zmm21 {%k1}
	vsubpd	%zmm7, %zmm3, %zmm8 {%k1}
	vpcmpgtq	%zmm13, %zmm0, %k1
	vmovapd	%zmm9, %zmm22 {%k1}
	vsubpd	%zmm6, %zmm5, %zmm24 {%k1}
	vsubpd	%zmm20, %zmm18, %zmm3
	vsubpd	%zmm2, %zmm4, %zmm25
	vsubpd	%zmm14, %zmm12, %zmm5
	vsubpd	%zmm17, %zmm19, %zmm26
	vsubpd	%zmm11, %zmm16, %zmm27
	vsubpd	%zmm10, %zmm15, %zmm13
	vsubpd	%zmm24, %zmm22, %zmm7
	vsubpd	%zmm8, %zmm21, %zmm23
	vsubpd	%zmm25, %zmm4, %zmm0
	vmovupd	%zmm25, 1152(%rsp)
	vsubpd	%zmm3, %zmm18, %zmm1
	vmovapd	%zmm3, %zmm18
	vmovupd	%zmm3, 48(%rsp)
	vsubpd	%zmm26, %zmm19, %zmm3
	vsubpd	%zmm5, %zmm12, %zmm4
	vmovapd	%zmm5, %zmm9
	vmovupd	%zmm5, 1024(%rsp)
	vsubpd	%zmm13, %zmm15, %zmm5
	vmovapd	%zmm13, %zmm19
	vsubpd	%zmm27, %zmm16, %zmm12
	vmovupd	%zmm27, 176(%rsp)
	vsubpd	%zmm23, %zmm21, %zmm15
	vmovupd	%zmm23, 1344(%rsp)
	vsubpd	%zmm7, %zmm22, %zmm16
	vmovapd	%zmm7, %zmm13
	vsubpd	%zmm20, %zmm1, %zmm1
	vmovupd	%zmm1, 832(%rsp)
	vsubpd	%zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 560(%rsp)
	vsubpd	%zmm14, %zmm4, %zmm0
	vmovupd	%zmm0, 624(%rsp)
	vsubpd	%zmm17, %zmm3, %zmm0
	vmovupd	%zmm0, 688(%rsp)
	vsubpd	%zmm11, %zmm12, %zmm0
	vmovupd	%zmm0, 2336(%rsp)
	vsubpd	%zmm10, %zmm5, %zmm0
	vmovupd	%zmm0, 752(%rsp)
	vsubpd	%zmm24, %zmm16, %zmm0
	vmovupd	%zmm0, 304(%rsp)
	vsubpd	%zmm8, %zmm15, %zmm0
	vmovupd	%zmm0, 368(%rsp)
	vmulpd	%zmm18, %zmm18, %zmm20
	vmulpd	%zmm25, %zmm25, %zmm22
	vmulpd	%zmm9, %zmm9, %zmm10
	vmulpd	%zmm22, %zmm22, %zmm9
	vmovupd	%zmm9, 2848(%rsp)
	vmulpd	%zmm20, %zmm20, %zmm2
	vmovupd	%zmm2, 2272(%rsp)
	vbroadcastsd	.LCPI0_40(%rip), %zmm3
	vmulpd	%zmm3, %zmm20, %zmm0
	vbroadcastsd	.LCPI0_41(%rip), %zmm4
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm20, %zmm0
	vbroadcastsd	.LCPI0_42(%rip), %zmm5
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm20, %zmm0
	vbroadcastsd	.LCPI0_43(%rip), %zmm6
	vmulpd	%zmm6, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_44(%rip), %zmm7
	vsubpd	%zmm1, %zmm7, %zmm1
	vmulpd	%zmm1, %zmm20, %zmm1
	vbroadcastsd	.LCPI0_45(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm1, %zmm2, %zmm1
	vmulpd	%zmm6, %zmm22, %zmm2
	vsubpd	%zmm2, %zmm7, %zmm2
	vmulpd	%zmm2, %zmm22, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vaddpd	%zmm1, %zmm0, %zmm0
	vmovupd	%zmm0, 2144(%rsp)
	vmulpd	%zmm9, %zmm9, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm22, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm16
	vmulpd	%zmm6, %zmm10, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm10, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm10, %zmm1
	vmovupd	%zmm1, 2912(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm10, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2080(%rsp)
	vmulpd	%zmm26, %zmm26, %zmm28
	vmovapd	%zmm26, %zmm9
	vmovupd	%zmm26, 1280(%rsp)
	vmulpd	%zmm6, %zmm28, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm28, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm28, %zmm1
	vmovupd	%zmm1, 3376(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm28, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm17
	vmulpd	%zmm27, %zmm27, %zmm26
	vmulpd	%zmm6, %zmm26, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm26, %zmm26, %zmm1
	vmovupd	%zmm1, 2208(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm26, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 1936(%rsp)
	vmovupd	%zmm19, 5552(%rsp)
	vmulpd	%zmm19, %zmm19, %zmm25
	vmulpd	%zmm6, %zmm25, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm25, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm25, %zmm25, %zmm1
	vmovupd	%zmm1, 2784(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm25, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2720(%rsp)
	vmovapd	%zmm13, %zmm24
	vmovupd	%zmm13, 5488(%rsp)
	vmulpd	%zmm13, %zmm13, %zmm31
	vmulpd	%zmm6, %zmm31, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm31, %zmm1
	vmovupd	%zmm1, 3440(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm31, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vmovupd	%zmm0, 2656(%rsp)
	vmulpd	%zmm23, %zmm23, %zmm21
	vmulpd	%zmm6, %zmm21, %zmm0
	vsubpd	%zmm0, %zmm7, %zmm0
	vmulpd	%zmm0, %zmm21, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm21, %zmm21, %zmm1
	vmovupd	%zmm1, 5616(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm8
	vmulpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm3, %zmm21, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm21, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm21, %zmm8
	vaddpd	%zmm0, %zmm8, %zmm8
	vbroadcastsd	.LCPI0_12(%rip), %zmm2
	vmulpd	%zmm2, %zmm20, %zmm0
	vbroadcastsd	.LCPI0_46(%rip), %zmm15
	vsubpd	%zmm0, %zmm15, %zmm14
	vsubpd	%zmm14, %zmm15, %zmm12
	vsubpd	%zmm0, %zmm12, %zmm12
	vmovapd	%zmm2, %zmm1
	vmulpd	%zmm2, %zmm22, %zmm0
	vsubpd	%zmm0, %zmm15, %zmm13
	vsubpd	%zmm13, %zmm15, %zmm11
	vsubpd	%zmm0, %zmm11, %zmm6
	vmovapd	%zmm10, %zmm0
	vmovupd	%zmm10, 1216(%rsp)
	vmulpd	%zmm2, %zmm10, %zmm11
	vsubpd	%zmm11, %zmm15, %zmm7
	vsubpd	%zmm7, %zmm15, %zmm10
	vsubpd	%zmm11, %zmm10, %zmm10
	vmulpd	%zmm2, %zmm28, %zmm11
	vsubpd	%zmm11, %zmm15, %zmm5
	vsubpd	%zmm5, %zmm15, %zmm30
	vsubpd	%zmm11, %zmm30, %zmm11
	vmulpd	%zmm2, %zmm26, %zmm30
	vsubpd	%zmm30, %zmm15, %zmm4
	vsubpd	%zmm4, %zmm15, %zmm23
	vsubpd	%zmm30, %zmm23, %zmm23
	vmulpd	%zmm2, %zmm25, %zmm30
	vsubpd	%zmm30, %zmm15, %zmm3
	vsubpd	%zmm3, %zmm15, %zmm29
	vsubpd	%zmm30, %zmm29, %zmm29
	vmulpd	%zmm2, %zmm31, %zmm30
	vsubpd	%zmm30, %zmm15, %zmm2
	vsubpd	%zmm2, %zmm15, %zmm27
	vsubpd	%zmm30, %zmm27, %zmm27
	vmulpd	%zmm1, %zmm21, %zmm30
	vsubpd	%zmm30, %zmm15, %zmm1
	vsubpd	%zmm1, %zmm15, %zmm15
	vsubpd	%zmm30, %zmm15, %zmm15
	vmulpd	%zmm16, %zmm22, %zmm16
	vmovupd	1152(%rsp), %zmm18
	vmulpd	560(%rsp), %zmm18, %zmm30
	vsubpd	%zmm30, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm6, %zmm6
	vmulpd	2144(%rsp), %zmm20, %zmm16
	vmovupd	48(%rsp), %zmm30
	vmulpd	832(%rsp), %zmm30, %zmm30
	vsubpd	%zmm30, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm12, %zmm12
	vmulpd	%zmm17, %zmm28, %zmm16
	vmulpd	688(%rsp), %zmm9, %zmm17
	vsubpd	%zmm17, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm11, %zmm11
	vmulpd	2080(%rsp), %zmm0, %zmm16
	vmovupd	1024(%rsp), %zmm30
	vmulpd	624(%rsp), %zmm30, %zmm17
	vsubpd	%zmm17, %zmm16, %zmm16
	vaddpd	%zmm16, %zmm10, %zmm16
	vmulpd	2720(%rsp), %zmm25, %zmm9
	vmulpd	752(%rsp), %zmm19, %zmm10
	vsubpd	%zmm10, %zmm9, %zmm9
	vaddpd	%zmm9, %zmm29, %zmm9
	vmulpd	1936(%rsp), %zmm26, %zmm10
	vmovupd	2336(%rsp), %zmm29
	vmulpd	176(%rsp), %zmm29, %zmm17
	vsubpd	%zmm17, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm23, %zmm17
	vmulpd	%zmm8, %zmm21, %zmm8
	vmovupd	1344(%rsp), %zmm23
	vmulpd	368(%rsp), %zmm23, %zmm10
	vsubpd	%zmm10, %zmm8, %zmm8
	vaddpd	%zmm8, %zmm15, %zmm8
	vmulpd	2656(%rsp), %zmm31, %zmm10
	vmulpd	304(%rsp), %zmm24, %zmm15
	vsubpd	%zmm15, %zmm10, %zmm10
	vaddpd	%zmm10, %zmm27, %zmm15
	vaddpd	%zmm12, %zmm14, %zmm0
	vmovupd	%zmm0, 2720(%rsp)
	vaddpd	%zmm6, %zmm13, %zmm0
	vmovupd	%zmm0, 2656(%rsp)
	vaddpd	%zmm16, %zmm7, %zmm0
	vmovupd	%zmm0, 1936(%rsp)
	vaddpd	%zmm11, %zmm5, %zmm0
	vmovupd	%zmm0, 5680(%rsp)
	vaddpd	%zmm17, %zmm4, %zmm0
	vmovupd	%zmm0, 2080(%rsp)
	vaddpd	%zmm9, %zmm3, %zmm0
	vmovupd	%zmm0, 4784(%rsp)
	vaddpd	%zmm15, %zmm2, %zmm0
	vmovupd	%zmm0, 2144(%rsp)
	vaddpd	%zmm8, %zmm1, %zmm0
	vmovupd	%zmm0, 3632(%rsp)
	vbroadcastsd	.LCPI0_50(%rip), %zmm6
	vmulpd	%zmm6, %zmm22, %zmm0
	vbroadcastsd	.LCPI0_51(%rip), %zmm15
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2848(%rsp), %zmm22, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vbroadcastsd	.LCPI0_47(%rip), %zmm7
	vmulpd	%zmm7, %zmm22, %zmm1
	vbroadcastsd	.LCPI0_48(%rip), %zmm9
	vaddpd	%zmm9, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm22, %zmm1
	vmovupd	%zmm22, 5360(%rsp)
	vbroadcastsd	.LCPI0_49(%rip), %zmm11
	vaddpd	%zmm11, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm8
	vmulpd	%zmm6, %zmm20, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2272(%rsp), %zmm20, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm7, %zmm20, %zmm1
	vaddpd	%zmm9, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm20, %zmm1
	vmovupd	%zmm20, 5424(%rsp)
	vaddpd	%zmm11, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm12
	vmulpd	%zmm6, %zmm28, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	3376(%rsp), %zmm28, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm7, %zmm28, %zmm1
	vaddpd	%zmm9, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm28, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm2
	vmovupd	1216(%rsp), %zmm10
	vmulpd	%zmm6, %zmm10, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	2912(%rsp), %zmm10, %zmm1
	vmulpd	%zmm0, %zmm1, %zmm0
	vmulpd	%zmm7, %zmm10, %zmm1
	vaddpd	%zmm9, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm10, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm6, %zmm25, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	2784(%rsp), %zmm25, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vmulpd	%zmm7, %zmm25, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vaddpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm1, %zmm1
	vmulpd	%zmm6, %zmm26, %zmm3
	vaddpd	%zmm15, %zmm3, %zmm3
	vmulpd	2208(%rsp), %zmm26, %zmm4
	vmulpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm7, %zmm26, %zmm4
	vaddpd	%zmm9, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm26, %zmm4
	vaddpd	%zmm11, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm6, %zmm21, %zmm4
	vaddpd	%zmm15, %zmm4, %zmm4
	vmulpd	5616(%rsp), %zmm21, %zmm5
	vmulpd	%zmm4, %zmm5, %zmm4
	vmulpd	%zmm7, %zmm21, %zmm5
	vaddpd	%zmm9, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm21, %zmm5
	vaddpd	%zmm11, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm6, %zmm31, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vmulpd	3440(%rsp), %zmm31, %zmm6
	vmulpd	%zmm5, %zmm6, %zmm5
	vmulpd	%zmm7, %zmm31, %zmm6
	vaddpd	%zmm9, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm31, %zmm6
	vaddpd	%zmm11, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	48(%rsp), %zmm20, %zmm6
	vmovupd	%zmm6, 2272(%rsp)
	vmulpd	%zmm12, %zmm6, %zmm7
	vbroadcastsd	.LCPI0_12(%rip), %zmm27
	vmovupd	832(%rsp), %zmm14
	vmulpd	%zmm27, %zmm14, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm22, %zmm18, %zmm20
	vmulpd	%zmm8, %zmm20, %zmm8
	vmovupd	560(%rsp), %zmm22
	vmulpd	%zmm27, %zmm22, %zmm11
	vsubpd	%zmm8, %zmm11, %zmm8
	vmulpd	%zmm10, %zmm30, %zmm24
	vmulpd	%zmm0, %zmm24, %zmm0
	vmovupd	624(%rsp), %zmm10
	vmulpd	%zmm27, %zmm10, %zmm12
	vsubpd	%zmm0, %zmm12, %zmm18
	vmulpd	1280(%rsp), %zmm28, %zmm19
	vmulpd	%zmm2, %zmm19, %zmm2
	vmovupd	688(%rsp), %zmm9
	vmulpd	%zmm27, %zmm9, %zmm13
	vsubpd	%zmm2, %zmm13, %zmm11
	vmulpd	176(%rsp), %zmm26, %zmm13
	vmulpd	%zmm3, %zmm13, %zmm3
	vmovapd	%zmm29, %zmm6
	vmulpd	%zmm27, %zmm29, %zmm15
	vsubpd	%zmm3, %zmm15, %zmm3
	vmovupd	5552(%rsp), %zmm29
	vmulpd	%zmm25, %zmm29, %zmm15
	vmulpd	%zmm1, %zmm15, %zmm1
	vmovupd	752(%rsp), %zmm2
	vmulpd	%zmm27, %zmm2, %zmm16
	vsubpd	%zmm1, %zmm16, %zmm12
	vmovupd	5488(%rsp), %zmm30
	vmulpd	%zmm31, %zmm30, %zmm16
	vmulpd	%zmm5, %zmm16, %zmm5
	vmovupd	304(%rsp), %zmm1
	vmulpd	%zmm27, %zmm1, %zmm17
	vsubpd	%zmm5, %zmm17, %zmm5
	vmulpd	%zmm21, %zmm23, %zmm17
	vmulpd	%zmm4, %zmm17, %zmm4
	vmovupd	368(%rsp), %zmm0
	vmulpd	%zmm27, %zmm0, %zmm23
	vsubpd	%zmm4, %zmm23, %zmm4
	vmulpd	5424(%rsp), %zmm7, %zmm7
	vmulpd	5360(%rsp), %zmm8, %zmm8
	vmulpd	1216(%rsp), %zmm18, %zmm18
	vmulpd	%zmm11, %zmm28, %zmm11
	vmulpd	%zmm3, %zmm26, %zmm3
	vmulpd	%zmm12, %zmm25, %zmm12
	vmulpd	%zmm5, %zmm31, %zmm5
	vmulpd	%zmm4, %zmm21, %zmm4
	vsubpd	%zmm22, %zmm8, %zmm8
	vsubpd	%zmm14, %zmm7, %zmm7
	vsubpd	%zmm9, %zmm11, %zmm11
	vsubpd	%zmm10, %zmm18, %zmm10
	vsubpd	%zmm2, %zmm12, %zmm12
	vsubpd	%zmm6, %zmm3, %zmm3
	vsubpd	%zmm0, %zmm4, %zmm4
	vsubpd	%zmm1, %zmm5, %zmm5
	vbroadcastsd	.LCPI0_52(%rip), %zmm18
	vmulpd	%zmm18, %zmm20, %zmm9
	vaddpd	%zmm9, %zmm8, %zmm8
	vmulpd	2272(%rsp), %zmm18, %zmm6
	vaddpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm18, %zmm19, %zmm7
	vaddpd	%zmm7, %zmm11, %zmm2
	vmulpd	%zmm18, %zmm24, %zmm7
	vaddpd	%zmm7, %zmm10, %zmm0
	vmulpd	%zmm18, %zmm15, %zmm7
	vaddpd	%zmm7, %zmm12, %zmm1
	vmulpd	%zmm18, %zmm13, %zmm7
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm18, %zmm17, %zmm7
	vaddpd	%zmm7, %zmm4, %zmm4
	vmulpd	%zmm18, %zmm16, %zmm7
	vaddpd	%zmm7, %zmm5, %zmm5
	vmovupd	1152(%rsp), %zmm7
	vsubpd	%zmm8, %zmm7, %zmm24
	vmovupd	48(%rsp), %zmm7
	vsubpd	%zmm6, %zmm7, %zmm23
	vmovupd	1280(%rsp), %zmm6
	vsubpd	%zmm2, %zmm6, %zmm22
	vmovupd	1024(%rsp), %zmm2
	vsubpd	%zmm0, %zmm2, %zmm21
	vsubpd	%zmm1, %zmm29, %zmm19
	vmovupd	176(%rsp), %zmm0
	vsubpd	%zmm3, %zmm0, %zmm20
	vmovupd	1344(%rsp), %zmm0
	vsubpd	%zmm4, %zmm0, %zmm18
	vsubpd	%zmm5, %zmm30, %zmm11
	vbroadcastsd	.LCPI0_53(%rip), %zmm4
	vmovupd	2656(%rsp), %zmm14
	vxorpd	%zmm4, %zmm14, %zmm9
	vmovupd	2720(%rsp), %zmm17
	vxorpd	%zmm4, %zmm17, %zmm8
	vmovupd	5680(%rsp), %zmm12
	vxorpd	%zmm4, %zmm12, %zmm7
	vmovupd	1936(%rsp), %zmm15
	vxorpd	%zmm4, %zmm15, %zmm6
	vmovupd	4784(%rsp), %zmm10
	vxorpd	%zmm4, %zmm10, %zmm3
	vmovupd	2080(%rsp), %zmm13
	vxorpd	%zmm4, %zmm13, %zmm2
	vmovupd	3632(%rsp), %zmm26
	vxorpd	%zmm4, %zmm26, %zmm1
	vmovupd	2144(%rsp), %zmm25
	vxorpd	%zmm4, %zmm25, %zmm0
	vpbroadcastq	.LCPI0_55(%rip), %zmm5
	vmovdqu64	2400(%rsp), %zmm16
	vptestnmq	%zmm5, %zmm16, %k1
	vmovapd	%zmm17, %zmm8 {%k1}
	vxorpd	%zmm4, %zmm23, %zmm23 {%k1}
	vmovdqu64	2464(%rsp), %zmm17
	vptestnmq	%zmm5, %zmm17, %k1
	vmovapd	%zmm14, %zmm9 {%k1}
	vxorpd	%zmm4, %zmm24, %zmm24 {%k1}
	vmovdqu64	2000(%rsp), %zmm14
	vptestnmq	%zmm5, %zmm14, %k1
	vmovapd	%zmm15, %zmm6 {%k1}
	vxorpd	%zmm4, %zmm21, %zmm21 {%k1}
	vmovdqu64	1680(%rsp), %zmm15
	vptestnmq	%zmm5, %zmm15, %k1
	vmovapd	%zmm12, %zmm7 {%k1}
	vxorpd	%zmm4, %zmm22, %zmm22 {%k1}
	vmovdqu64	1744(%rsp), %zmm12
	vptestnmq	%zmm5, %zmm12, %k1
	vmovapd	%zmm13, %zmm2 {%k1}
	vxorpd	%zmm4, %zmm20, %zmm20 {%k1}
	vmovdqu64	1808(%rsp), %zmm13
	vptestnmq	%zmm5, %zmm13, %k1
	vmovapd	%zmm10, %zmm3 {%k1}
	vxorpd	%zmm4, %zmm19, %zmm19 {%k1}
	vmovdqu64	1872(%rsp), %zmm10
	vptestnmq	%zmm5, %zmm10, %k1
	vmovapd	%zmm25, %zmm0 {%k1}
	vxorpd	%zmm4, %zmm11, %zmm11 {%k1}
	vmovapd	%zmm11, %zmm25
	vmovdqu64	1408(%rsp), %zmm11
	vptestnmq	%zmm5, %zmm11, %k1
	vmovapd	%zmm26, %zmm1 {%k1}
	vxorpd	%zmm4, %zmm18, %zmm18 {%k1}
	vpbroadcastq	.LCPI0_54(%rip), %zmm4
	vptestnmq	%zmm4, %zmm17, %k1
	vmovapd	%zmm9, %zmm24 {%k1}
	vmovupd	%zmm24, 368(%rsp)
	vptestnmq	%zmm4, %zmm16, %k1
	vmovapd	%zmm8, %zmm23 {%k1}
	vmovupd	%zmm23, 304(%rsp)
	vptestnmq	%zmm4, %zmm15, %k1
	vmovapd	%zmm7, %zmm22 {%k1}
	vmovupd	%zmm22, 688(%rsp)
	vptestnmq	%zmm4, %zmm14, %k1
	vmovapd	%zmm6, %zmm21 {%k1}
	vmovupd	%zmm21, 624(%rsp)
	vptestnmq	%zmm4, %zmm13, %k1
	vmovapd	%zmm3, %zmm19 {%k1}
	vmovupd	%zmm19, 752(%rsp)
	vptestnmq	%zmm4, %zmm12, %k1
	vmovapd	%zmm2, %zmm20 {%k1}
	vmovupd	%zmm20, 560(%rsp)
	vptestnmq	%zmm4, %zmm11, %k1
	vmovapd	%zmm1, %zmm18 {%k1}
	vmovupd	%zmm18, 832(%rsp)
	vptestnmq	%zmm4, %zmm10, %k1
	vmovapd	%zmm0, %zmm25 {%k1}
	vmovupd	%zmm25, 1024(%rsp)
	vcvtudq2pd	-192(%r12,%r14), %zmm0
	vcvtudq2pd	-160(%r12,%r14), %zmm1
	vcvtudq2pd	-128(%r12,%r14), %zmm2
	vcvtudq2pd	-96(%r12,%r14), %zmm3
	vcvtudq2pd	-64(%r12,%r14), %zmm4
	vcvtudq2pd	-32(%r12,%r14), %zmm5
	vcvtudq2pd	(%r12,%r14), %zmm6
	vcvtudq2pd	32(%r12,%r14), %zmm7
	vaddpd	%zmm27, %zmm1, %zmm1
	vaddpd	%zmm27, %zmm0, %zmm0
	vaddpd	%zmm27, %zmm3, %zmm3
	vaddpd	%zmm27, %zmm2, %zmm2
	vaddpd	%zmm27, %zmm5, %zmm5
	vaddpd	%zmm27, %zmm4, %zmm4
	vaddpd	%zmm27, %zmm7, %zmm7
	vaddpd	%zmm27, %zmm6, %zmm6
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
	vmovdqu64	%zmm9, 1744(%rsp)
	vpaddq	%zmm15, %zmm0, %zmm20
	vmovdqu64	%zmm20, 1808(%rsp)
	vpaddq	%zmm15, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1872(%rsp)
	vpaddq	%zmm15, %zmm10, %zmm19
	vmovdqu64	%zmm19, 1408(%rsp)
	vpaddq	%zmm15, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1344(%rsp)
	vpaddq	%zmm15, %zmm12, %zmm17
	vmovdqu64	%zmm17, 1216(%rsp)
	vpaddq	%zmm15, %zmm18, %zmm16
	vmovdqu64	%zmm16, 1280(%rsp)
	vpaddq	%zmm15, %zmm14, %zmm15
	vmovdqu64	%zmm15, 1152(%rsp)
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
	vpbroadcastq	.LCPI0_18(%rip), %zmm22
	vpaddq	%zmm22, %zmm9, %zmm1
	vpaddq	%zmm22, %zmm19, %zmm2
	vbroadcastsd	.LCPI0_19(%rip), %zmm23
	vaddpd	%zmm23, %zmm2, %zmm31
	vaddpd	%zmm23, %zmm1, %zmm3
	vmovupd	%zmm3, 48(%rsp)
	vbroadcastsd	.LCPI0_20(%rip), %zmm9
	vaddpd	%zmm9, %zmm3, %zmm1
	vaddpd	%zmm9, %zmm31, %zmm2
	vdivpd	%zmm2, %zmm31, %zmm2
	vmovupd	%zmm2, 2000(%rsp)
	vdivpd	%zmm1, %zmm3, %zmm1
	vmovupd	%zmm1, 1680(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm28
	vmulpd	%zmm2, %zmm2, %zmm27
	vmulpd	%zmm27, %zmm27, %zmm1
	vmulpd	%zmm28, %zmm28, %zmm2
	vbroadcastsd	.LCPI0_21(%rip), %zmm4
	vmulpd	%zmm4, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_22(%rip), %zmm10
	vaddpd	%zmm10, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_23(%rip), %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vmovupd	%zmm3, 2400(%rsp)
	vbroadcastsd	.LCPI0_24(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_25(%rip), %zmm7
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_26(%rip), %zmm8
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 2912(%rsp)
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm10, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2272(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 2848(%rsp)
	vpaddq	%zmm22, %zmm20, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm2
	vmovupd	%zmm2, 176(%rsp)
	vaddpd	%zmm9, %zmm2, %zmm1
	vdivpd	%zmm1, %zmm2, %zmm1
	vmovupd	%zmm1, 2464(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm2
	vaddpd	%zmm10, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 3440(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 3376(%rsp)
	vpaddq	%zmm22, %zmm30, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm19
	vaddpd	%zmm9, %zmm19, %zmm1
	vdivpd	%zmm1, %zmm19, %zmm1
	vmovupd	%zmm1, 2336(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm10, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm2
	vmovupd	%zmm2, 2784(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm3
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm1
	vmovupd	%zmm1, 2080(%rsp)
	vpaddq	%zmm22, %zmm0, %zmm0
	vaddpd	%zmm23, %zmm0, %zmm20
	vaddpd	%zmm9, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm0
	vmovupd	%zmm0, 2208(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm3
	vaddpd	%zmm10, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm0
	vmovupd	%zmm0, 1936(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm3
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm1, %zmm30
	vpaddq	%zmm22, %zmm21, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm21
	vaddpd	%zmm9, %zmm21, %zmm1
	vdivpd	%zmm1, %zmm21, %zmm25
	vmulpd	%zmm25, %zmm25, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm1
	vmulpd	%zmm4, %zmm1, %zmm17
	vaddpd	%zmm10, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm1, %zmm17
	vaddpd	%zmm5, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm1, %zmm17
	vmulpd	%zmm6, %zmm1, %zmm29
	vaddpd	%zmm7, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm1, %zmm29
	vaddpd	%zmm8, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm1, %zmm29
	vpaddq	%zmm22, %zmm24, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm24
	vaddpd	%zmm9, %zmm24, %zmm1
	vdivpd	%zmm1, %zmm24, %zmm18
	vmulpd	%zmm18, %zmm18, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm0
	vmulpd	%zmm4, %zmm0, %zmm16
	vaddpd	%zmm10, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm16
	vaddpd	%zmm5, %zmm16, %zmm16
	vmulpd	%zmm16, %zmm0, %zmm16
	vmulpd	%zmm6, %zmm0, %zmm15
	vaddpd	%zmm7, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm0, %zmm15
	vaddpd	%zmm8, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm0, %zmm12
	vpaddq	%zmm22, %zmm26, %zmm15
	vaddpd	%zmm23, %zmm15, %zmm26
	vaddpd	%zmm9, %zmm26, %zmm15
	vdivpd	%zmm15, %zmm26, %zmm15
	vmulpd	%zmm15, %zmm15, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm0, %zmm23
	vaddpd	%zmm10, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vaddpd	%zmm5, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vmulpd	%zmm6, %zmm0, %zmm22
	vaddpd	%zmm7, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm22
	vaddpd	%zmm8, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_27(%rip), %zmm6
	vaddpd	2912(%rsp), %zmm6, %zmm22
	vmulpd	%zmm22, %zmm28, %zmm22
	vaddpd	2400(%rsp), %zmm22, %zmm22
	vaddpd	2848(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm27, %zmm27
	vaddpd	2272(%rsp), %zmm27, %zmm27
	vaddpd	3376(%rsp), %zmm6, %zmm28
	vmulpd	%zmm28, %zmm14, %zmm9
	vaddpd	3440(%rsp), %zmm9, %zmm9
	vaddpd	2080(%rsp), %zmm6, %zmm14
	vmulpd	%zmm14, %zmm11, %zmm7
	vaddpd	2784(%rsp), %zmm7, %zmm7
	vaddpd	%zmm6, %zmm30, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm5
	vaddpd	1936(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm11
	vmulpd	%zmm11, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm6, %zmm12, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm16, %zmm11
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm1
	vmovupd	%zmm31, 2144(%rsp)
	vbroadcastsd	.LCPI0_12(%rip), %zmm6
	vmulpd	%zmm6, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm2
	vmulpd	2000(%rsp), %zmm2, %zmm12
	vmovupd	48(%rsp), %zmm4
	vmulpd	%zmm6, %zmm4, %zmm2
	vmulpd	%zmm2, %zmm4, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm4
	vmulpd	1680(%rsp), %zmm4, %zmm14
	vmulpd	%zmm6, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm19, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm7
	vmulpd	2336(%rsp), %zmm7, %zmm7
	vmovupd	176(%rsp), %zmm8
	vmulpd	%zmm6, %zmm8, %zmm16
	vmulpd	%zmm16, %zmm8, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm9
	vmulpd	2464(%rsp), %zmm9, %zmm9
	vmulpd	%zmm6, %zmm21, %zmm17
	vmulpd	%zmm17, %zmm21, %zmm17
	vaddpd	%zmm3, %zmm17, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vmulpd	%zmm6, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	2208(%rsp), %zmm5, %zmm5
	vmulpd	%zmm6, %zmm26, %zmm22
	vmulpd	%zmm22, %zmm26, %zmm22
	vaddpd	%zmm1, %zmm22, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vmulpd	%zmm6, %zmm24, %zmm15
	vmulpd	%zmm15, %zmm24, %zmm15
	vaddpd	%zmm11, %zmm15, %zmm11
	vmulpd	%zmm11, %zmm18, %zmm6
	vpsrlq	$20, 1744(%rsp), %zmm11
	vpbroadcastq	.LCPI0_15(%rip), %zmm10
	vpaddq	%zmm10, %zmm11, %zmm11
	vcvtqq2pd	%zmm11, %zmm11
	vbroadcastsd	.LCPI0_28(%rip), %zmm13
	vmulpd	%zmm13, %zmm11, %zmm23
	vaddpd	%zmm12, %zmm23, %zmm12
	vpsrlq	$20, 1808(%rsp), %zmm23
	vpaddq	%zmm10, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm13, %zmm23, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm14
	vpsrlq	$20, 1872(%rsp), %zmm25
	vpaddq	%zmm10, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm13, %zmm25, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm7
	vpsrlq	$20, 1408(%rsp), %zmm27
	vpaddq	%zmm10, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm13, %zmm27, %zmm28
	vaddpd	%zmm9, %zmm28, %zmm9
	vpsrlq	$20, 1344(%rsp), %zmm28
	vpaddq	%zmm10, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm13, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1216(%rsp), %zmm29
	vpaddq	%zmm10, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm13, %zmm29, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 1280(%rsp), %zmm30
	vpaddq	%zmm10, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm13, %zmm30, %zmm31
	vaddpd	%zmm1, %zmm31, %zmm1
	vpsrlq	$20, 1152(%rsp), %zmm31
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
	vaddpd	2144(%rsp), %zmm0, %zmm0
	vaddpd	176(%rsp), %zmm7, %zmm7
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
	vmulpd	368(%rsp), %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm2
	vsqrtpd	%zmm2, %zmm2
	vmulpd	304(%rsp), %zmm2, %zmm2
	vmulpd	%zmm8, %zmm4, %zmm4
	vsqrtpd	%zmm4, %zmm4
	vmulpd	688(%rsp), %zmm4, %zmm4
	vmulpd	%zmm8, %zmm7, %zmm7
	vsqrtpd	%zmm7, %zmm7
	vmulpd	624(%rsp), %zmm7, %zmm7
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm3, %zmm3
	vsqrtpd	%zmm3, %zmm3
	vsqrtpd	%zmm5, %zmm5
	vmulpd	752(%rsp), %zmm3, %zmm3
	vmulpd	560(%rsp), %zmm5, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm1
	vsqrtpd	%zmm1, %zmm1
	vmulpd	832(%rsp), %zmm1, %zmm1
	vmulpd	%zmm8, %zmm6, %zmm6
	vsqrtpd	%zmm6, %zmm6
	vmulpd	1024(%rsp), %zmm6, %zmm6
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
	vinsertf64x4	$1, %ymm4, %zmm3, %zmm3
	vinsertf64x4	$1, %ymm5, %zmm1, %zmm1
	vmovupd	%zmm0, -192(%r12,%r14)
	vmovdqu64	%zmm2, -128(%r12,%r14)
	vmovupd	%zmm3, -64(%r12,%r14)
	vmovupd	%zmm1, (%r12,%r14)
	addq	$256, %r12
	addq	$-64, %rax
	jne	.LBB0_32
	movq	-120(%rsp), %r13
	cmpq	%rcx, %r13
	vmovaps	3296(%rsp), %xmm17
	movq	496(%rsp), %rsi
	vmovups	3824(%rsp), %zmm16
	vbroadcastss	.LCPI0_62(%rip), %xmm22
	vbroadcastss	.LCPI0_62(%rip), %zmm25
	movq	3040(%rsp), %r8
	movabsq	$4604544269498187776, %r10
	movabsq	$4503595332403200, %r11
	movq	1472(%rsp), %rbx
	vbroadcastsd	.LCPI0_22(%rip), %zmm3
	vmovsd	.LCPI0_12(%rip), %xmm9
	vmovsd	.LCPI0_13(%rip), %xmm10
	vmovsd	.LCPI0_19(%rip), %xmm2
	vmovsd	.LCPI0_20(%rip), %xmm12
	vmovsd	.LCPI0_24(%rip), %xmm13
	vmovsd	.LCPI0_25(%rip), %xmm7
	vmovddup	.LCPI0_21(%rip), %xmm8
	vmovapd	.LCPI0_60(%rip), %xmm14
	vmovapd	.LCPI0_61(%rip), %xmm15
	vmovsd	.LCPI0_28(%rip), %xmm18
	vmovsd	.LCPI0_29(%rip), %xmm19
	vmovsd	.LCPI0_31(%rip), %xmm20
	vmovsd	.LCPI0_32(%rip), %xmm21
	vmovsd	.LCPI0_33(%rip), %xmm26
	vmovsd	.LCPI0_34(%rip), %xmm27
	vmovsd	.LCPI0_57(%rip), %xmm28
	vmovsd	.LCPI0_36(%rip), %xmm29
	vmovsd	.LCPI0_37(%rip), %xmm24
	vmovsd	.LCPI0_38(%rip), %xmm30
	vmovsd	.LCPI0_46(%rip), %xmm31
	je	.LBB0_40
	testb	$56, %r13b
	je	.LBB0_38
	movq	120(%rsp), %rax
	movq	128(%rsp), %rdx
	vbroadcastsd	.LCPI0_12(%rip), %zmm12
	vpbroadcastq	.LCPI0_39(%rip), %zmm19
	vbroadcastsd	.LCPI0_44(%rip), %zmm28
	vbroadcastsd	.LCPI0_45(%rip), %zmm18
	vbroadcastsd	.LCPI0_46(%rip), %zmm14
	vbroadcastsd	.LCPI0_47(%rip), %zmm30
	vbroadcastsd	.LCPI0_48(%rip), %zmm20
	vbroadcastsd	.LCPI0_49(%rip), %zmm21
	vbroadcastsd	.LCPI0_50(%rip), %zmm23
	vbroadcastsd	.LCPI0_51(%rip), %zmm26
	vbroadcastsd	.LCPI0_52(%rip), %zmm27
	vbroadcastsd	.LCPI0_53(%rip), %zmm10
	vpbroadcastq	.LCPI0_54(%rip), %zmm13
	vpbroadcastq	.LCPI0_55(%rip), %zmm29
	vpbroadcastq	.LCPI0_17(%rip), %zmm31
	vbroadcastsd	.LCPI0_57(%rip), %zmm15
	vbroadcastsd	.LCPI0_58(%rip), %zmm11
	vmovapd	%zmm3, %zmm24
	.p2align	4
.LBB0_36:
	vcvtudq2pd	(%rax,%r14), %zmm0
	vaddpd	%zmm12, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_13(%rip), %zmm2
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtudq2pd	(%rax), %zmm1
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm2, %zmm1, %zmm1
	vpsrlq	$32, %zmm0, %zmm2
	vpaddq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$20, %zmm2, %zmm3
	vpaddq	.LCPI0_15(%rip){1to8}, %zmm3, %zmm3
	vpsllq	$32, %zmm2, %zmm2
	vpandq	.LCPI0_16(%rip){1to8}, %zmm2, %zmm2
	vpternlogq	$248, %zmm31, %zmm0, %zmm2
	vpaddq	.LCPI0_18(%rip){1to8}, %zmm2, %zmm0
	vaddpd	.LCPI0_19(%rip){1to8}, %zmm0, %zmm0
	vaddpd	.LCPI0_20(%rip){1to8}, %zmm0, %zmm2
	vdivpd	%zmm2, %zmm0, %zmm2
	vmulpd	%zmm12, %zmm0, %zmm4
	vmulpd	%zmm4, %zmm0, %zmm4
	vmulpd	%zmm2, %zmm2, %zmm5
	vmulpd	%zmm5, %zmm5, %zmm6
	vmulpd	.LCPI0_21(%rip){1to8}, %zmm6, %zmm7
	vaddpd	%zmm24, %zmm7, %zmm7
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
	vmulpd	.LCPI0_37(%rip){1to8}, %zmm3, %zmm6
	vsubpd	%zmm6, %zmm4, %zmm7
	vmulpd	.LCPI0_38(%rip){1to8}, %zmm3, %zmm3
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
	vmulpd	.LCPI0_40(%rip){1to8}, %zmm4, %zmm6
	vaddpd	.LCPI0_41(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	.LCPI0_42(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm11, %zmm4, %zmm7
	vaddpd	%zmm28, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm18, %zmm7, %zmm7
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm7, %zmm8, %zmm7
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm12, %zmm4, %zmm7
	vsubpd	%zmm7, %zmm14, %zmm8
	vsubpd	%zmm8, %zmm14, %zmm9
	vsubpd	%zmm7, %zmm9, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm9
	vsubpd	%zmm9, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm30, %zmm4, %zmm7
	vaddpd	%zmm20, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm4, %zmm7
	vaddpd	%zmm21, %zmm7, %zmm7
	vmulpd	%zmm23, %zmm4, %zmm8
	vaddpd	%zmm26, %zmm8, %zmm8
	vmulpd	%zmm5, %zmm4, %zmm5
	vmulpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm4, %zmm2, %zmm7
	vmulpd	%zmm12, %zmm3, %zmm8
	vmulpd	%zmm5, %zmm7, %zmm5
	vsubpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vsubpd	%zmm3, %zmm4, %zmm3
	vmulpd	%zmm27, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm3, %zmm3
	vsubpd	%zmm3, %zmm2, %zmm2
	vptestnmq	%zmm13, %zmm1, %k1
	vptestnmq	%zmm29, %zmm1, %k2
	vxorpd	%zmm10, %zmm6, %zmm1
	vmovapd	%zmm6, %zmm1 {%k2}
	vxorpd	%zmm10, %zmm2, %zmm2 {%k2}
	vmovapd	%zmm1, %zmm2 {%k1}
	vmulpd	.LCPI0_30(%rip){1to8}, %zmm0, %zmm0
	vsqrtpd	%zmm0, %zmm0
	vmulpd	%zmm2, %zmm0, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vmovupd	%ymm0, (%rax,%r14)
	addq	$32, %rax
	addq	$-8, %rdx
	jne	.LBB0_36
	movq	952(%rsp), %rax
	movq	%rax, %rcx
	cmpq	%rax, %r13
	vmovsd	.LCPI0_12(%rip), %xmm9
	vmovsd	.LCPI0_13(%rip), %xmm10
	vmovsd	.LCPI0_19(%rip), %xmm2
	vmovsd	.LCPI0_20(%rip), %xmm12
	vmovsd	.LCPI0_24(%rip), %xmm13
	vmovsd	.LCPI0_25(%rip), %xmm7
	vmovddup	.LCPI0_21(%rip), %xmm8
	vmovapd	.LCPI0_60(%rip), %xmm14
	vmovapd	.LCPI0_61(%rip), %xmm15
	vmovsd	.LCPI0_28(%rip), %xmm18
	vmovsd	.LCPI0_29(%rip), %xmm19
	vmovsd	.LCPI0_31(%rip), %xmm20
	vmovsd	.LCPI0_32(%rip), %xmm21
	vmovsd	.LCPI0_33(%rip), %xmm26
	vmovsd	.LCPI0_34(%rip), %xmm27
	vmovsd	.LCPI0_57(%rip), %xmm28
	vmovsd	.LCPI0_36(%rip), %xmm29
	vmovsd	.LCPI0_37(%rip), %xmm24
	vmovsd	.LCPI0_38(%rip), %xmm30
	vmovsd	.LCPI0_46(%rip), %xmm31
	je	.LBB0_40
.LBB0_38:
	movq	%r13, %rax
	subq	%rcx, %rax
	leaq	(%rsi,%rcx,4), %rdx
	.p2align	4
.LBB0_39:
	vxorps	%xmm11, %xmm11, %xmm11
	vcvtusi2sdl	(%rdx,%r14), %xmm11, %xmm0
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
	vaddsd	%xmm7, %xmm6, %xmm6
	vunpcklpd	%xmm6, %xmm8, %xmm6
	vmovddup	%xmm5, %xmm5
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	%xmm6, %xmm14, %xmm6
	vmulpd	%xmm6, %xmm5, %xmm6
	vaddpd	%xmm6, %xmm15, %xmm6
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
	vmulsd	%xmm19, %xmm5, %xmm2
	vmovapd	%xmm10, %xmm11
	vaddsd	%xmm0, %xmm2, %xmm23
	vmulsd	%xmm20, %xmm1, %xmm1
	vmulsd	%xmm21, %xmm1, %xmm2
	vaddsd	%xmm26, %xmm2, %xmm2
	vmovq	%xmm2, %rsi
	vaddsd	%xmm27, %xmm2, %xmm2
	vmulsd	%xmm28, %xmm2, %xmm3
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm29, %xmm2, %xmm4
	vmulsd	%xmm24, %xmm2, %xmm5
	vsubsd	%xmm5, %xmm3, %xmm6
	vmulsd	%xmm30, %xmm2, %xmm2
	vmovapd	%xmm30, %xmm10
	vmovapd	%xmm28, %xmm30
	vmovapd	%xmm26, %xmm28
	vmovapd	%xmm20, %xmm26
	vmovapd	%xmm18, %xmm20
	vmovapd	%xmm14, %xmm18
	vmovapd	%xmm7, %xmm14
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
	vsubsd	%xmm6, %xmm31, %xmm7
	vmovapd	%xmm24, %xmm0
	vmovapd	%xmm29, %xmm24
	vmovapd	%xmm27, %xmm29
	vmovapd	%xmm21, %xmm27
	vmovapd	%xmm19, %xmm21
	vmovapd	%xmm15, %xmm19
	vmovapd	%xmm8, %xmm15
	vsubsd	%xmm7, %xmm31, %xmm8
	vsubsd	%xmm6, %xmm8, %xmm6
	vmulsd	%xmm5, %xmm3, %xmm5
	vmulsd	%xmm2, %xmm1, %xmm8
	vsubsd	%xmm8, %xmm5, %xmm5
	vmovapd	%xmm15, %xmm8
	vmovapd	%xmm19, %xmm15
	vmovapd	%xmm21, %xmm19
	vmovapd	%xmm27, %xmm21
	vmovapd	%xmm29, %xmm27
	vmovapd	%xmm24, %xmm29
	vmovapd	%xmm0, %xmm24
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
	vmovapd	%xmm14, %xmm7
	vmovapd	%xmm18, %xmm14
	vmovapd	%xmm20, %xmm18
	vmovapd	%xmm26, %xmm20
	vmovapd	%xmm28, %xmm26
	vmovapd	%xmm30, %xmm28
	vmovapd	%xmm10, %xmm30
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
	vmulsd	%xmm0, %xmm23, %xmm0
	vmovapd	%xmm11, %xmm10
	vsqrtsd	%xmm0, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm0, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vmovss	%xmm0, (%rdx,%r14)
	addq	$4, %rdx
	decq	%rax
	jne	.LBB0_39
.LBB0_40:
	vxorpd	%xmm29, %xmm29, %xmm29
	movl	$1, %eax
	movq	%rax, 304(%rsp)
	movq	%r9, 752(%rsp)
	movl	$1024, %r9d
	movq	-72(%rsp), %rax
	movq	%rax, 688(%rsp)
	movq	%rbx, 624(%rsp)
	movq	3168(%rsp), %r11
	movq	$0, 368(%rsp)
	xorl	%r15d, %r15d
	xorl	%r12d, %r12d
	vxorpd	%xmm4, %xmm4, %xmm4
	vxorpd	%xmm23, %xmm23, %xmm23
	vmovdqu64	3888(%rsp), %zmm10
	vmovdqu64	3232(%rsp), %zmm27
	vmovdqu64	4720(%rsp), %zmm18
	vmovdqu64	4656(%rsp), %zmm31
	vmovdqu64	4592(%rsp), %zmm19
	vxorpd	%xmm8, %xmm8, %xmm8
	vbroadcastss	.LCPI0_62(%rip), %ymm28
	vpbroadcastq	.LCPI0_10(%rip), %zmm3
	vbroadcastss	.LCPI0_62(%rip), %xmm15
	jmp	.LBB0_41
	.p2align	4
.LBB0_63:
	movq	-120(%rsp), %r13
	movq	496(%rsp), %rbx
	movq	1472(%rsp), %r14
	movq	48(%rsp), %r12
.LBB0_71:
	addq	$1024, %r9
	addq	$-1024, %r15
	incq	368(%rsp)
	addq	$4096, %r11
	addq	$4096, 624(%rsp)
	addq	$4096, 688(%rsp)
	addq	$-4096, 752(%rsp)
	addq	$-1024, 304(%rsp)
	cmpq	%r13, %r12
	jae	.LBB0_72
.LBB0_41:
	cmpq	%r9, %r13
	movq	%r13, %rbp
	movq	%r9, %r13
	cmovbq	%rbp, %r13
	leaq	(%r15,%r13), %rax
	movq	%rax, 176(%rsp)
	cmpq	$1, %rax
	movq	%r13, %r10
	adcq	%r15, %r10
	leaq	1024(%r12), %rax
	cmpq	%rbp, %rax
	movq	%rax, 48(%rsp)
	cmovbq	%rax, %rbp
	cmpq	%rbp, %r12
	jae	.LBB0_62
	movq	%r12, %rsi
	leaq	(%r15,%r13), %rax
	cmpq	$4, %rax
	jae	.LBB0_43
.LBB0_57:
	movl	%r13d, %ecx
	subl	%esi, %ecx
	leaq	1(%rsi), %rax
	testb	$1, %cl
	je	.LBB0_59
	movq	2976(%rsp), %rcx
	vmovss	(%rcx,%rsi,4), %xmm0
	movq	3568(%rsp), %rcx
	vmovss	(%rcx,%rsi,4), %xmm1
	vmulss	%xmm0, %xmm0, %xmm2
	vxorps	%xmm1, %xmm15, %xmm1
	vmulss	%xmm1, %xmm0, %xmm1
	movq	3168(%rsp), %rcx
	vmulss	(%rcx,%rsi,4), %xmm0, %xmm0
	subq	%r12, %rsi
	movq	496(%rsp), %rcx
	vmovss	%xmm2, (%rcx,%rsi,4)
	vmovss	%xmm1, (%r8,%rsi,4)
	movq	-112(%rsp), %rcx
	vmovss	%xmm0, (%rcx,%rsi,4)
	movq	%rax, %rsi
.LBB0_59:
	cmpq	%rax, %r13
	je	.LBB0_62
	subq	%rsi, %r13
	movq	752(%rsp), %rax
	leaq	(%rax,%rsi,4), %rcx
	movq	304(%rsp), %rax
	addq	%rsi, %rax
	leaq	(%r8,%rax,4), %rbx
	movq	496(%rsp), %rdx
	leaq	(%rdx,%rax,4), %rdx
	movq	816(%rsp), %rax
	leaq	(%rax,%rsi,4), %rdi
	movq	-24(%rsp), %rax
	leaq	(%rax,%rsi,4), %r14
	movq	3312(%rsp), %rax
	leaq	(%rax,%rsi,4), %rsi
	xorl	%eax, %eax
	.p2align	4
.LBB0_61:
	vmovss	-4(%rsi,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm1
	vmovss	-4(%r14,%rax,4), %xmm2
	vxorps	%xmm22, %xmm2, %xmm2
	vmulss	%xmm2, %xmm0, %xmm2
	vmulss	-4(%rdi,%rax,4), %xmm0, %xmm0
	vmovss	%xmm1, -4(%rdx,%rax,4)
	vmovss	%xmm2, -4(%rbx,%rax,4)
	vmovss	%xmm0, (%rcx,%rax,4)
	vmovss	(%rsi,%rax,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm1
	vmovss	(%r14,%rax,4), %xmm2
	vxorps	%xmm22, %xmm2, %xmm2
	vmulss	%xmm2, %xmm0, %xmm2
	vmulss	(%rdi,%rax,4), %xmm0, %xmm0
	vmovss	%xmm1, (%rdx,%rax,4)
	vmovss	%xmm2, (%rbx,%rax,4)
	vmovss	%xmm0, 4(%rcx,%rax,4)
	addq	$2, %rax
	cmpq	%rax, %r13
	jne	.LBB0_61
.LBB0_62:
	cmpq	%r12, %rbp
	je	.LBB0_63
	cmpq	$4, 176(%rsp)
	movq	-120(%rsp), %r13
	movq	496(%rsp), %rbx
	movq	1472(%rsp), %r14
	movq	48(%rsp), %r12
	jae	.LBB0_66
	xorl	%esi, %esi
	jmp	.LBB0_69
	.p2align	4
.LBB0_43:
	movq	368(%rsp), %rax
	shlq	$12, %rax
	negq	%rax
	vpbroadcastq	%rax, %zmm0
	vpaddq	%zmm10, %zmm0, %zmm1
	movb	$32, %cl
	kmovd	%ecx, %k1
	vpsubq	%zmm10, %zmm0, %zmm1 {%k1}
	vpcmpltuq	%zmm3, %zmm1, %k0
	kortestb	%k0, %k0
	movq	%r12, %rsi
	jne	.LBB0_57
	movq	%r12, %rsi
	cmpq	$64, 984(%rsp)
	jb	.LBB0_57
	subq	480(%rsp), %rax
	movq	%r12, %rsi
	cmpq	$64, %rax
	jb	.LBB0_57
	movq	%r12, %rsi
	cmpq	$0, 1136(%rsp)
	je	.LBB0_57
	leaq	(%r15,%r13), %rsi
	cmpq	$16, %rsi
	jae	.LBB0_49
	movq	%r11, 560(%rsp)
	movq	%r9, 832(%rsp)
	xorl	%r11d, %r11d
	movq	496(%rsp), %rdi
	movq	624(%rsp), %r9
	jmp	.LBB0_54
	.p2align	4
.LBB0_66:
	movq	%r10, %rcx
	andq	$-4, %rcx
	xorl	%esi, %esi
	movq	1616(%rsp), %rax
	movq	3504(%rsp), %rdx
	.p2align	4
.LBB0_67:
	vaddss	(%rbx,%rsi,4), %xmm29, %xmm0
	vaddss	-12(%rdx,%rsi,4), %xmm4, %xmm1
	vaddss	-12(%rax,%rsi,4), %xmm23, %xmm2
	vaddss	4(%rbx,%rsi,4), %xmm0, %xmm0
	vaddss	-8(%rdx,%rsi,4), %xmm1, %xmm1
	vaddss	-8(%rax,%rsi,4), %xmm2, %xmm2
	vaddss	8(%rbx,%rsi,4), %xmm0, %xmm0
	vaddss	-4(%rdx,%rsi,4), %xmm1, %xmm1
	vaddss	-4(%rax,%rsi,4), %xmm2, %xmm2
	vaddss	12(%rbx,%rsi,4), %xmm0, %xmm29
	vaddss	(%rdx,%rsi,4), %xmm1, %xmm4
	vaddss	(%rax,%rsi,4), %xmm2, %xmm23
	addq	$4, %rsi
	cmpq	%rsi, %rcx
	jne	.LBB0_67
	testb	$3, %r10b
	je	.LBB0_71
.LBB0_69:
	andl	$3, %r10d
	movq	3104(%rsp), %rax
	leaq	(%rax,%rsi,4), %rcx
	leaq	(%r8,%rsi,4), %rax
	leaq	(%rbx,%rsi,4), %rdx
	xorl	%esi, %esi
	.p2align	4
.LBB0_70:
	vaddss	(%rdx,%rsi,4), %xmm29, %xmm29
	vaddss	(%rax,%rsi,4), %xmm4, %xmm4
	vaddss	(%rcx,%rsi,4), %xmm23, %xmm23
	incq	%rsi
	cmpq	%rsi, %r10
	jne	.LBB0_70
	jmp	.LBB0_71
.LBB0_49:
	movq	%r13, %rdx
	andq	$-16, %rdx
	addq	%r15, %rdx
	movl	%r13d, %ecx
	andl	$15, %ecx
	subq	%rcx, %rsi
	movq	%rsi, 1024(%rsp)
	xorl	%eax, %eax
	movq	496(%rsp), %rsi
	movq	-112(%rsp), %rdi
	movq	688(%rsp), %rbx
	movq	624(%rsp), %r14
	.p2align	4
.LBB0_50:
	vmovups	(%rbx,%rax,4), %zmm0
	vxorps	(%r14,%rax,4), %zmm25, %zmm1
	vmulps	%zmm0, %zmm0, %zmm2
	vmulps	%zmm1, %zmm0, %zmm1
	vmulps	(%r11,%rax,4), %zmm0, %zmm0
	vmovups	%zmm2, (%rsi,%rax,4)
	vmovups	%zmm1, (%r8,%rax,4)
	vmovups	%zmm0, (%rdi,%rax,4)
	addq	$16, %rax
	cmpq	%rax, %rdx
	jne	.LBB0_50
	testq	%rcx, %rcx
	je	.LBB0_62
	cmpl	$4, %ecx
	jb	.LBB0_448
	movq	%r11, 560(%rsp)
	movq	%r9, 832(%rsp)
	movq	496(%rsp), %rdi
	movq	624(%rsp), %r9
	leaq	(%r15,%r13), %rsi
	movq	1024(%rsp), %r11
.LBB0_54:
	movq	%r13, %rcx
	andq	$-4, %rcx
	movl	%r13d, %edx
	andl	$3, %edx
	movq	%rdx, 1024(%rsp)
	subq	%rdx, %rsi
	addq	%r12, %rsi
	addq	%r15, %rcx
	subq	%r11, %rcx
	movq	3104(%rsp), %rax
	leaq	(%rax,%r11,4), %rax
	leaq	(%r8,%r11,4), %rdx
	leaq	(%rdi,%r11,4), %rdi
	movq	560(%rsp), %r8
	leaq	(%r8,%r11,4), %rbx
	leaq	(%r9,%r11,4), %r14
	movq	688(%rsp), %r8
	leaq	(%r8,%r11,4), %r8
	xorl	%r9d, %r9d
	.p2align	4
.LBB0_55:
	vmovups	(%r8,%r9,4), %xmm0
	vxorps	(%r14,%r9,4), %xmm15, %xmm1
	vmulps	%xmm0, %xmm0, %xmm2
	vmulps	%xmm1, %xmm0, %xmm1
	vmulps	(%rbx,%r9,4), %xmm0, %xmm0
	vmovups	%xmm2, (%rdi,%r9,4)
	vmovups	%xmm1, (%rdx,%r9,4)
	vmovups	%xmm0, (%rax,%r9,4)
	addq	$4, %r9
	cmpq	%r9, %rcx
	jne	.LBB0_55
	cmpq	$0, 1024(%rsp)
	movq	3040(%rsp), %r8
	movq	832(%rsp), %r9
	movq	560(%rsp), %r11
	jne	.LBB0_57
	jmp	.LBB0_62
.LBB0_448:
	movq	1024(%rsp), %rsi
	addq	%r12, %rsi
	jmp	.LBB0_57
	.p2align	4
.LBB0_19:
	vxorps	%xmm23, %xmm23, %xmm23
	movl	$1024, %r11d
	movl	$1, %eax
	movq	%rax, 304(%rsp)
	movq	%rbx, 752(%rsp)
	movq	%rdi, 688(%rsp)
	movq	%r14, 624(%rsp)
	movq	944(%rsp), %r8
	movq	472(%rsp), %r15
	movq	$0, 368(%rsp)
	xorl	%edx, %edx
	xorl	%r10d, %r10d
	vxorps	%xmm4, %xmm4, %xmm4
	vxorps	%xmm29, %xmm29, %xmm29
	jmp	.LBB0_20
	.p2align	4
.LBB0_190:
	movq	-120(%rsp), %r13
	movq	496(%rsp), %rbx
	movq	1472(%rsp), %r14
	movq	48(%rsp), %r10
.LBB0_198:
	addq	$1024, %r11
	addq	$-1024, %rdx
	incq	368(%rsp)
	addq	$4096, %r15
	addq	$4096, %r8
	addq	$4096, 624(%rsp)
	addq	$4096, 688(%rsp)
	addq	$-4096, 752(%rsp)
	addq	$-1024, 304(%rsp)
	cmpq	%r13, %r10
	jae	.LBB0_72
.LBB0_20:
	movq	%r10, %r9
	cmpq	%r11, %r13
	movq	%r11, %rbx
	cmovbq	%r13, %rbx
	leaq	(%rbx,%rdx), %rax
	movq	%rax, 176(%rsp)
	cmpq	$1, %rax
	movq	%rbx, %rbp
	adcq	%rdx, %rbp
	leaq	1024(%r10), %rax
	cmpq	%r13, %rax
	movq	%r13, %r10
	movq	%rax, 48(%rsp)
	cmovbq	%rax, %r10
	cmpq	%r10, %r9
	jae	.LBB0_189
	movq	%r9, %rsi
	leaq	(%rbx,%rdx), %rax
	cmpq	$4, %rax
	jae	.LBB0_22
.LBB0_184:
	movl	%ebx, %eax
	subl	%esi, %eax
	leaq	1(%rsi), %rcx
	testb	$1, %al
	je	.LBB0_186
	movq	2976(%rsp), %rax
	vmovss	(%rax,%rsi,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm1
	movq	3568(%rsp), %rax
	vmovss	(%rax,%rsi,4), %xmm2
	vxorps	%xmm2, %xmm15, %xmm2
	vmulss	%xmm2, %xmm0, %xmm2
	vmulss	%xmm0, %xmm8, %xmm0
	subq	%r9, %rsi
	movq	496(%rsp), %rax
	vmovss	%xmm1, (%rax,%rsi,4)
	movq	3040(%rsp), %rax
	vmovss	%xmm2, (%rax,%rsi,4)
	movq	-112(%rsp), %rax
	vmovss	%xmm0, (%rax,%rsi,4)
	movq	%rcx, %rsi
.LBB0_186:
	cmpq	%rcx, %rbx
	je	.LBB0_189
	subq	%rsi, %rbx
	movq	752(%rsp), %rax
	leaq	(%rax,%rsi,4), %rcx
	movq	304(%rsp), %rax
	addq	%rsi, %rax
	movq	3040(%rsp), %rdi
	leaq	(%rdi,%rax,4), %r12
	movq	496(%rsp), %rdi
	leaq	(%rdi,%rax,4), %rdi
	movq	-24(%rsp), %rax
	leaq	(%rax,%rsi,4), %r13
	movq	3312(%rsp), %rax
	leaq	(%rax,%rsi,4), %rsi
	xorl	%r14d, %r14d
	.p2align	4
.LBB0_188:
	vmovss	-4(%rsi,%r14,4), %xmm0
	vmulss	%xmm0, %xmm0, %xmm1
	vmovss	-4(%r13,%r14,4), %xmm2
	vxorps	%xmm22, %xmm2, %xmm2
	vmulss	%xmm2, %xmm0, %xmm2
	vmulss	%xmm0, %xmm8, %xmm0
	vmovss	%xmm1, -4(%rdi,%r14,4)
	vmovss	%xmm2, -4(%r12,%r14,4)
	vmovss	%xmm0, (%rcx,%r14,4)
	vmovss	(%rsi,%r14,4), %xmm0
	vmovss	(%r13,%r14,4), %xmm1
	vmulss	%xmm0, %xmm0, %xmm2
	vxorps	%xmm22, %xmm1, %xmm1
	vmulss	%xmm1, %xmm0, %xmm1
	vmulss	%xmm0, %xmm8, %xmm0
	vmovss	%xmm2, (%rdi,%r14,4)
	vmovss	%xmm1, (%r12,%r14,4)
	vmovss	%xmm0, 4(%rcx,%r14,4)
	addq	$2, %r14
	cmpq	%r14, %rbx
	jne	.LBB0_188
.LBB0_189:
	cmpq	%r9, %r10
	je	.LBB0_190
	cmpq	$4, 176(%rsp)
	movq	-120(%rsp), %r13
	movq	496(%rsp), %rbx
	movq	1472(%rsp), %r14
	movq	48(%rsp), %r10
	jae	.LBB0_193
	xorl	%esi, %esi
	jmp	.LBB0_196
	.p2align	4
.LBB0_22:
	movq	368(%rsp), %rcx
	shlq	$12, %rcx
	movq	16(%rsp), %rax
	subq	%rcx, %rax
	cmpq	$128, %rax
	setb	%al
	orb	976(%rsp), %al
	movq	%r9, %rsi
	jne	.LBB0_184
	movq	2592(%rsp), %rax
	subq	%rcx, %rax
	movq	%r9, %rsi
	cmpq	$128, %rax
	jb	.LBB0_184
	movq	968(%rsp), %rax
	subq	%rcx, %rax
	movq	%r9, %rsi
	cmpq	$128, %rax
	jb	.LBB0_184
	movq	1128(%rsp), %rax
	subq	%rcx, %rax
	movq	%r9, %rsi
	cmpq	$128, %rax
	jb	.LBB0_184
	movq	1120(%rsp), %rax
	subq	%rcx, %rax
	movq	%r9, %rsi
	cmpq	$128, %rax
	jb	.LBB0_184
	movq	960(%rsp), %rax
	subq	%rcx, %rax
	movq	%r9, %rsi
	cmpq	$128, %rax
	jb	.LBB0_184
	leaq	(%rbx,%rdx), %rax
	cmpq	$32, %rax
	movq	%r11, 560(%rsp)
	jae	.LBB0_176
	xorl	%r12d, %r12d
	jmp	.LBB0_181
	.p2align	4
.LBB0_193:
	movq	%rbp, %rcx
	andq	$-4, %rcx
	xorl	%esi, %esi
	movq	1616(%rsp), %rax
	movq	3504(%rsp), %rdi
	.p2align	4
.LBB0_194:
	vaddss	(%rbx,%rsi,4), %xmm29, %xmm0
	vaddss	-12(%rdi,%rsi,4), %xmm4, %xmm1
	vaddss	-12(%rax,%rsi,4), %xmm23, %xmm2
	vaddss	4(%rbx,%rsi,4), %xmm0, %xmm0
	vaddss	-8(%rdi,%rsi,4), %xmm1, %xmm1
	vaddss	-8(%rax,%rsi,4), %xmm2, %xmm2
	vaddss	8(%rbx,%rsi,4), %xmm0, %xmm0
	vaddss	-4(%rdi,%rsi,4), %xmm1, %xmm1
	vaddss	-4(%rax,%rsi,4), %xmm2, %xmm2
	vaddss	12(%rbx,%rsi,4), %xmm0, %xmm29
	vaddss	(%rdi,%rsi,4), %xmm1, %xmm4
	vaddss	(%rax,%rsi,4), %xmm2, %xmm23
	addq	$4, %rsi
	cmpq	%rsi, %rcx
	jne	.LBB0_194
	testb	$3, %bpl
	je	.LBB0_198
.LBB0_196:
	andl	$3, %ebp
	movq	3104(%rsp), %rax
	leaq	(%rax,%rsi,4), %rcx
	movq	3040(%rsp), %rax
	leaq	(%rax,%rsi,4), %rdi
	leaq	(%rbx,%rsi,4), %rsi
	xorl	%r9d, %r9d
	.p2align	4
.LBB0_197:
	vaddss	(%rsi,%r9,4), %xmm29, %xmm29
	vaddss	(%rdi,%r9,4), %xmm4, %xmm4
	vaddss	(%rcx,%r9,4), %xmm23, %xmm23
	incq	%r9
	cmpq	%r9, %rbp
	jne	.LBB0_197
	jmp	.LBB0_198
.LBB0_176:
	movq	%rbx, %rsi
	andq	$-32, %rsi
	addq	%rdx, %rsi
	movl	%ebx, %ecx
	andl	$31, %ecx
	movq	%rax, %r12
	subq	%rcx, %r12
	xorl	%edi, %edi
	movq	496(%rsp), %rax
	movq	3040(%rsp), %r11
	movq	1616(%rsp), %r14
	.p2align	4
.LBB0_177:
	vmovups	-64(%r8,%rdi,4), %zmm0
	vmovups	(%r8,%rdi,4), %zmm1
	vmulps	%zmm0, %zmm0, %zmm2
	vmulps	%zmm1, %zmm1, %zmm3
	vxorps	-64(%r15,%rdi,4), %zmm25, %zmm5
	vxorps	(%r15,%rdi,4), %zmm25, %zmm6
	vmulps	%zmm5, %zmm0, %zmm5
	vmulps	%zmm6, %zmm1, %zmm6
	vmulps	%zmm7, %zmm0, %zmm0
	vmulps	%zmm7, %zmm1, %zmm1
	vmovups	%zmm2, (%rax,%rdi,4)
	vmovups	%zmm3, 64(%rax,%rdi,4)
	vmovups	%zmm5, (%r11,%rdi,4)
	vmovups	%zmm6, 64(%r11,%rdi,4)
	vmovups	%zmm0, -12(%r14,%rdi,4)
	vmovups	%zmm1, 52(%r14,%rdi,4)
	addq	$32, %rdi
	cmpq	%rdi, %rsi
	jne	.LBB0_177
	testq	%rcx, %rcx
	movq	560(%rsp), %r11
	je	.LBB0_189
	cmpl	$4, %ecx
	jb	.LBB0_451
	leaq	(%rbx,%rdx), %rax
.LBB0_181:
	movq	%rbx, %rcx
	andq	$-4, %rcx
	movl	%ebx, %edi
	andl	$3, %edi
	movq	%rax, %rsi
	movq	%rdi, 832(%rsp)
	subq	%rdi, %rsi
	addq	%r9, %rsi
	addq	%rdx, %rcx
	subq	%r12, %rcx
	movq	3104(%rsp), %rax
	leaq	(%rax,%r12,4), %rdi
	movq	3040(%rsp), %rax
	leaq	(%rax,%r12,4), %r14
	movq	496(%rsp), %rax
	movq	%r12, %r11
	leaq	(%rax,%r12,4), %r12
	movq	624(%rsp), %rax
	leaq	(%rax,%r11,4), %r13
	movq	688(%rsp), %rax
	leaq	(%rax,%r11,4), %r11
	xorl	%eax, %eax
	.p2align	4
.LBB0_182:
	vmovups	(%r11,%rax,4), %xmm0
	vmulps	%xmm0, %xmm0, %xmm1
	vxorps	(%r13,%rax,4), %xmm15, %xmm2
	vmulps	%xmm2, %xmm0, %xmm2
	vmulps	%xmm0, %xmm9, %xmm0
	vmovups	%xmm1, (%r12,%rax,4)
	vmovups	%xmm2, (%r14,%rax,4)
	vmovups	%xmm0, (%rdi,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_182
	cmpq	$0, 832(%rsp)
	movq	560(%rsp), %r11
	jne	.LBB0_184
	jmp	.LBB0_189
.LBB0_451:
	addq	%r9, %r12
	movq	%r12, %rsi
	jmp	.LBB0_184
	.p2align	4
.LBB0_72:
	vmovss	5168(%rsp), %xmm0
	vmulss	164(%rsp), %xmm0, %xmm0
	vsqrtss	%xmm0, %xmm0, %xmm1
	vcmpltss	%xmm0, %xmm8, %k1
	vmovss	%xmm1, %xmm1, %xmm20 {%k1} {z}
	movl	6832(%rsp), %eax
	kmovd	%eax, %k1
	vmovaps	2064(%rsp), %xmm0
	vmovss	%xmm0, %xmm20, %xmm20 {%k1}
	cmpl	$0, -100(%rsp)
	je	.LBB0_146
	vbroadcastss	%xmm4, %zmm0
	vbroadcastss	%xmm23, %zmm1
	vbroadcastss	%xmm20, %zmm2
	vxorpd	%xmm30, %xmm30, %xmm30
	movl	$1024, %esi
	movq	%rbx, 752(%rsp)
	movq	-72(%rsp), %rax
	movq	%rax, 688(%rsp)
	movq	%r14, 624(%rsp)
	movq	3168(%rsp), %rax
	movq	%rax, 560(%rsp)
	movq	40(%rsp), %r14
	movq	5040(%rsp), %r15
	movq	1096(%rsp), %r12
	movq	$0, 304(%rsp)
	xorl	%r9d, %r9d
	xorl	%edi, %edi
	jmp	.LBB0_74
	.p2align	4
.LBB0_95:
	movq	48(%rsp), %rdi
.LBB0_103:
	addq	$1024, %rsi
	addq	$-1024, %r9
	incq	304(%rsp)
	addq	$4096, %r12
	addq	$4096, %r15
	addq	$4096, %r14
	addq	$4096, 560(%rsp)
	addq	$4096, 624(%rsp)
	addq	$4096, 688(%rsp)
	addq	$-4096, 752(%rsp)
	cmpq	%r13, %rdi
	jae	.LBB0_104
.LBB0_74:
	cmpq	%rsi, %r13
	movq	%rsi, %rax
	cmovbq	%r13, %rax
	leaq	(%rax,%r9), %rcx
	movq	%rcx, 368(%rsp)
	cmpq	$1, %rcx
	movq	%rax, %r10
	adcq	%r9, %r10
	leaq	1024(%rdi), %rcx
	cmpq	%r13, %rcx
	movq	%r13, %rdx
	movq	%rcx, 48(%rsp)
	cmovbq	%rcx, %rdx
	movq	%rdx, 176(%rsp)
	cmpq	%rdx, %rdi
	jae	.LBB0_94
	movq	%rdi, %rbp
	leaq	(%rax,%r9), %rcx
	cmpq	$8, %rcx
	jae	.LBB0_76
.LBB0_89:
	movl	%eax, %edx
	subl	%ebp, %edx
	leaq	1(%rbp), %rcx
	testb	$1, %dl
	je	.LBB0_91
	movq	2976(%rsp), %rdx
	vmovss	(%rdx,%rbp,4), %xmm3
	movq	3568(%rsp), %rdx
	vmovss	(%rdx,%rbp,4), %xmm5
	vxorps	%xmm5, %xmm15, %xmm5
	vmulss	%xmm3, %xmm4, %xmm6
	vsubss	%xmm6, %xmm5, %xmm5
	vmulss	%xmm5, %xmm17, %xmm5
	vsubss	%xmm5, %xmm3, %xmm5
	movq	3168(%rsp), %rdx
	vmovss	(%rdx,%rbp,4), %xmm6
	vmulss	%xmm3, %xmm23, %xmm3
	vsubss	%xmm3, %xmm6, %xmm3
	vmulss	%xmm3, %xmm20, %xmm3
	vaddss	%xmm3, %xmm5, %xmm3
	vmulss	%xmm3, %xmm3, %xmm3
	subq	%rdi, %rbp
	vmovss	%xmm3, (%rbx,%rbp,4)
	movq	%rcx, %rbp
.LBB0_91:
	cmpq	%rcx, %rax
	je	.LBB0_94
	subq	%rbp, %rax
	movq	752(%rsp), %rcx
	leaq	(%rcx,%rbp,4), %rcx
	movq	816(%rsp), %rdx
	leaq	(%rdx,%rbp,4), %r8
	movq	-24(%rsp), %rdx
	leaq	(%rdx,%rbp,4), %r11
	movq	3312(%rsp), %rdx
	leaq	(%rdx,%rbp,4), %rbp
	xorl	%edx, %edx
	.p2align	4
.LBB0_93:
	vmovss	-4(%rbp,%rdx,4), %xmm3
	vmovss	-4(%r11,%rdx,4), %xmm5
	vxorps	%xmm22, %xmm5, %xmm5
	vmulss	%xmm3, %xmm4, %xmm6
	vsubss	%xmm6, %xmm5, %xmm5
	vmulss	%xmm5, %xmm17, %xmm5
	vsubss	%xmm5, %xmm3, %xmm5
	vmovss	-4(%r8,%rdx,4), %xmm6
	vmulss	%xmm3, %xmm23, %xmm3
	vsubss	%xmm3, %xmm6, %xmm3
	vmulss	%xmm3, %xmm20, %xmm3
	vaddss	%xmm3, %xmm5, %xmm3
	vmulss	%xmm3, %xmm3, %xmm3
	vmovss	%xmm3, (%rcx,%rdx,4)
	vmovss	(%rbp,%rdx,4), %xmm3
	vmovss	(%r11,%rdx,4), %xmm5
	vxorps	%xmm22, %xmm5, %xmm5
	vmulss	%xmm3, %xmm4, %xmm6
	vsubss	%xmm6, %xmm5, %xmm5
	vmulss	%xmm5, %xmm17, %xmm5
	vsubss	%xmm5, %xmm3, %xmm5
	vmovss	(%r8,%rdx,4), %xmm6
	vmulss	%xmm3, %xmm23, %xmm3
	vsubss	%xmm3, %xmm6, %xmm3
	vmulss	%xmm3, %xmm20, %xmm3
	vaddss	%xmm3, %xmm5, %xmm3
	vmulss	%xmm3, %xmm3, %xmm3
	vmovss	%xmm3, 4(%rcx,%rdx,4)
	addq	$2, %rdx
	cmpq	%rdx, %rax
	jne	.LBB0_93
.LBB0_94:
	cmpq	%rdi, 176(%rsp)
	je	.LBB0_95
	cmpq	$8, 368(%rsp)
	movq	48(%rsp), %rdi
	jae	.LBB0_98
	xorl	%eax, %eax
	jmp	.LBB0_101
	.p2align	4
.LBB0_76:
	movq	304(%rsp), %rcx
	shlq	$12, %rcx
	movq	16(%rsp), %rdx
	subq	%rcx, %rdx
	movq	%rdi, %rbp
	cmpq	$256, %rdx
	jb	.LBB0_89
	movq	2592(%rsp), %rdx
	subq	%rcx, %rdx
	movq	%rdi, %rbp
	cmpq	$256, %rdx
	jb	.LBB0_89
	movq	152(%rsp), %rdx
	subq	%rcx, %rdx
	movq	%rdi, %rbp
	cmpq	$256, %rdx
	jb	.LBB0_89
	leaq	(%rax,%r9), %rdx
	cmpq	$64, %rdx
	jae	.LBB0_81
	xorl	%r11d, %r11d
	jmp	.LBB0_86
	.p2align	4
.LBB0_98:
	movq	%r10, %rcx
	andq	$-8, %rcx
	xorl	%eax, %eax
	.p2align	4
.LBB0_99:
	vaddss	(%rbx,%rax,4), %xmm30, %xmm3
	vaddss	4(%rbx,%rax,4), %xmm3, %xmm3
	vaddss	8(%rbx,%rax,4), %xmm3, %xmm3
	vaddss	12(%rbx,%rax,4), %xmm3, %xmm3
	vaddss	16(%rbx,%rax,4), %xmm3, %xmm3
	vaddss	20(%rbx,%rax,4), %xmm3, %xmm3
	vaddss	24(%rbx,%rax,4), %xmm3, %xmm3
	vaddss	28(%rbx,%rax,4), %xmm3, %xmm30
	addq	$8, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_99
	testb	$7, %r10b
	je	.LBB0_103
.LBB0_101:
	andl	$7, %r10d
	leaq	(%rbx,%rax,4), %rax
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_102:
	vaddss	(%rax,%rcx,4), %xmm30, %xmm30
	incq	%rcx
	cmpq	%rcx, %r10
	jne	.LBB0_102
	jmp	.LBB0_103
.LBB0_81:
	vmovaps	%xmm15, %xmm24
	movq	%rax, %rbp
	andq	$-64, %rbp
	addq	%r9, %rbp
	movl	%eax, %ecx
	andl	$63, %ecx
	movq	%rdx, %r11
	movq	%rcx, %rdx
	subq	%rcx, %r11
	xorl	%r8d, %r8d
	movq	296(%rsp), %rcx
	.p2align	4
.LBB0_82:
	vmovups	-192(%r14,%r8,4), %zmm3
	vmovups	-128(%r14,%r8,4), %zmm5
	vmovups	-64(%r14,%r8,4), %zmm6
	vmovups	(%r14,%r8,4), %zmm7
	vxorps	-192(%r15,%r8,4), %zmm25, %zmm8
	vxorps	-128(%r15,%r8,4), %zmm25, %zmm9
	vxorps	-64(%r15,%r8,4), %zmm25, %zmm10
	vxorps	(%r15,%r8,4), %zmm25, %zmm11
	vmulps	%zmm3, %zmm0, %zmm12
	vsubps	%zmm12, %zmm8, %zmm8
	vmulps	%zmm5, %zmm0, %zmm12
	vsubps	%zmm12, %zmm9, %zmm9
	vmulps	%zmm6, %zmm0, %zmm12
	vsubps	%zmm12, %zmm10, %zmm10
	vmulps	%zmm7, %zmm0, %zmm12
	vsubps	%zmm12, %zmm11, %zmm11
	vmulps	%zmm8, %zmm16, %zmm8
	vmulps	%zmm9, %zmm16, %zmm9
	vmulps	%zmm10, %zmm16, %zmm10
	vmulps	%zmm11, %zmm16, %zmm11
	vsubps	%zmm8, %zmm3, %zmm8
	vsubps	%zmm9, %zmm5, %zmm9
	vsubps	%zmm10, %zmm6, %zmm10
	vsubps	%zmm11, %zmm7, %zmm11
	vmovups	-192(%r12,%r8,4), %zmm12
	vmovups	-128(%r12,%r8,4), %zmm13
	vmovups	-64(%r12,%r8,4), %zmm14
	vmovups	(%r12,%r8,4), %zmm15
	vmulps	%zmm3, %zmm1, %zmm3
	vsubps	%zmm3, %zmm12, %zmm3
	vmulps	%zmm5, %zmm1, %zmm5
	vsubps	%zmm5, %zmm13, %zmm5
	vmulps	%zmm6, %zmm1, %zmm6
	vsubps	%zmm6, %zmm14, %zmm6
	vmulps	%zmm7, %zmm1, %zmm7
	vsubps	%zmm7, %zmm15, %zmm7
	vmulps	%zmm3, %zmm2, %zmm3
	vaddps	%zmm3, %zmm8, %zmm3
	vmulps	%zmm5, %zmm2, %zmm5
	vaddps	%zmm5, %zmm9, %zmm5
	vmulps	%zmm6, %zmm2, %zmm6
	vaddps	%zmm6, %zmm10, %zmm6
	vmulps	%zmm7, %zmm2, %zmm7
	vaddps	%zmm7, %zmm11, %zmm7
	vmulps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm5, %zmm5, %zmm5
	vmulps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm7, %zmm7, %zmm7
	vmovups	%zmm3, -192(%rcx,%r8,4)
	vmovups	%zmm5, -128(%rcx,%r8,4)
	vmovups	%zmm6, -64(%rcx,%r8,4)
	vmovups	%zmm7, (%rcx,%r8,4)
	addq	$64, %r8
	cmpq	%r8, %rbp
	jne	.LBB0_82
	testq	%rdx, %rdx
	vmovaps	%xmm24, %xmm15
	je	.LBB0_94
	cmpl	$8, %edx
	jb	.LBB0_449
	leaq	(%rax,%r9), %rdx
.LBB0_86:
	movq	%rax, %rcx
	andq	$-8, %rcx
	movl	%eax, %r8d
	andl	$7, %r8d
	movq	%rdx, %rbp
	movq	%r8, 832(%rsp)
	subq	%r8, %rbp
	addq	%rdi, %rbp
	addq	%r9, %rcx
	subq	%r11, %rcx
	leaq	(%rbx,%r11,4), %rdx
	movq	560(%rsp), %r8
	movq	%r11, %r13
	leaq	(%r8,%r11,4), %r11
	movq	624(%rsp), %r8
	leaq	(%r8,%r13,4), %r8
	movq	688(%rsp), %rbx
	leaq	(%rbx,%r13,4), %r13
	xorl	%ebx, %ebx
	.p2align	4
.LBB0_87:
	vmovups	(%r13,%rbx,4), %ymm3
	vxorps	(%r8,%rbx,4), %ymm28, %ymm5
	vmulps	%ymm3, %ymm0, %ymm6
	vsubps	%ymm6, %ymm5, %ymm5
	vmulps	%ymm5, %ymm16, %ymm5
	vsubps	%ymm5, %ymm3, %ymm5
	vmovups	(%r11,%rbx,4), %ymm6
	vmulps	%ymm3, %ymm1, %ymm3
	vsubps	%ymm3, %ymm6, %ymm3
	vmulps	%ymm3, %ymm2, %ymm3
	vaddps	%ymm3, %ymm5, %ymm3
	vmulps	%ymm3, %ymm3, %ymm3
	vmovups	%ymm3, (%rdx,%rbx,4)
	addq	$8, %rbx
	cmpq	%rbx, %rcx
	jne	.LBB0_87
	cmpq	$0, 832(%rsp)
	movq	-120(%rsp), %r13
	movq	496(%rsp), %rbx
	jne	.LBB0_89
	jmp	.LBB0_94
.LBB0_449:
	addq	%rdi, %r11
	movq	%r11, %rbp
	jmp	.LBB0_89
	.p2align	4
.LBB0_146:
	vbroadcastss	%xmm4, %zmm0
	vxorpd	%xmm30, %xmm30, %xmm30
	movl	$1024, %eax
	movq	%rbx, %rdx
	movq	-72(%rsp), %rdi
	movq	%r14, %r8
	movq	40(%rsp), %r9
	movq	5040(%rsp), %r11
	movq	$0, 304(%rsp)
	xorl	%r15d, %r15d
	xorl	%r14d, %r14d
	jmp	.LBB0_147
	.p2align	4
.LBB0_166:
	movq	-120(%rsp), %r13
	movq	176(%rsp), %r14
.LBB0_174:
	addq	$1024, %rax
	addq	$-1024, %r15
	incq	304(%rsp)
	addq	$4096, %r11
	addq	$4096, %r9
	addq	$4096, %r8
	addq	$4096, %rdi
	addq	$-4096, %rdx
	cmpq	%r13, %r14
	jae	.LBB0_104
.LBB0_147:
	cmpq	%rax, %r13
	movq	%r13, %rbp
	movq	%rax, %r13
	cmovbq	%rbp, %r13
	leaq	(%r15,%r13), %rcx
	movq	%rcx, 368(%rsp)
	cmpq	$1, %rcx
	movq	%r13, %r10
	adcq	%r15, %r10
	leaq	1024(%r14), %rcx
	cmpq	%rbp, %rcx
	movq	%rcx, 176(%rsp)
	cmovbq	%rcx, %rbp
	movq	%r14, 48(%rsp)
	cmpq	%rbp, %r14
	movq	1472(%rsp), %r14
	movq	-72(%rsp), %r12
	jae	.LBB0_165
	movq	48(%rsp), %rsi
	leaq	(%r15,%r13), %rcx
	cmpq	$8, %rcx
	jae	.LBB0_149
.LBB0_161:
	movl	%r13d, %ecx
	subl	%esi, %ecx
	movq	%rsi, %rbx
	testb	$3, %cl
	je	.LBB0_164
	movl	%r13d, %ecx
	subb	%sil, %cl
	movzbl	%cl, %ecx
	andl	$3, %ecx
	movq	%rsi, %rbx
	.p2align	4
.LBB0_163:
	vmovss	(%r12,%rbx,4), %xmm1
	vmovss	(%r14,%rbx,4), %xmm2
	vxorps	%xmm2, %xmm15, %xmm2
	vmulss	%xmm1, %xmm4, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm17, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, (%rdx,%rbx,4)
	incq	%rbx
	decq	%rcx
	jne	.LBB0_163
.LBB0_164:
	subq	%r13, %rsi
	cmpq	$-4, %rsi
	ja	.LBB0_165
	.p2align	4
.LBB0_175:
	vmovss	(%r12,%rbx,4), %xmm1
	vmovss	(%r14,%rbx,4), %xmm2
	vxorps	%xmm22, %xmm2, %xmm2
	vmulss	%xmm1, %xmm4, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm17, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, (%rdx,%rbx,4)
	vmovss	4(%r12,%rbx,4), %xmm1
	vmovss	4(%r14,%rbx,4), %xmm2
	vxorps	%xmm22, %xmm2, %xmm2
	vmulss	%xmm1, %xmm4, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm17, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 4(%rdx,%rbx,4)
	vmovss	8(%r12,%rbx,4), %xmm1
	vmovss	8(%r14,%rbx,4), %xmm2
	vxorps	%xmm22, %xmm2, %xmm2
	vmulss	%xmm1, %xmm4, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm17, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 8(%rdx,%rbx,4)
	vmovss	12(%r12,%rbx,4), %xmm1
	vmovss	12(%r14,%rbx,4), %xmm2
	vxorps	%xmm22, %xmm2, %xmm2
	vmulss	%xmm1, %xmm4, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm17, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm1, %xmm1
	vmovss	%xmm1, 12(%rdx,%rbx,4)
	addq	$4, %rbx
	cmpq	%rbx, %r13
	jne	.LBB0_175
.LBB0_165:
	cmpq	48(%rsp), %rbp
	je	.LBB0_166
	cmpq	$8, 368(%rsp)
	movq	-120(%rsp), %r13
	movq	496(%rsp), %rbx
	movq	176(%rsp), %r14
	jae	.LBB0_169
	xorl	%ecx, %ecx
	jmp	.LBB0_172
	.p2align	4
.LBB0_149:
	movq	304(%rsp), %rcx
	shlq	$12, %rcx
	movq	16(%rsp), %rbx
	subq	%rcx, %rbx
	movq	48(%rsp), %rsi
	cmpq	$256, %rbx
	jb	.LBB0_161
	movq	2592(%rsp), %rbx
	subq	%rcx, %rbx
	movq	48(%rsp), %rsi
	cmpq	$256, %rbx
	jb	.LBB0_161
	leaq	(%r15,%r13), %r14
	cmpq	$64, %r14
	jae	.LBB0_153
	xorl	%ebx, %ebx
	jmp	.LBB0_158
	.p2align	4
.LBB0_169:
	movq	%r10, %rsi
	andq	$-8, %rsi
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_170:
	vaddss	(%rbx,%rcx,4), %xmm30, %xmm1
	vaddss	4(%rbx,%rcx,4), %xmm1, %xmm1
	vaddss	8(%rbx,%rcx,4), %xmm1, %xmm1
	vaddss	12(%rbx,%rcx,4), %xmm1, %xmm1
	vaddss	16(%rbx,%rcx,4), %xmm1, %xmm1
	vaddss	20(%rbx,%rcx,4), %xmm1, %xmm1
	vaddss	24(%rbx,%rcx,4), %xmm1, %xmm1
	vaddss	28(%rbx,%rcx,4), %xmm1, %xmm30
	addq	$8, %rcx
	cmpq	%rcx, %rsi
	jne	.LBB0_170
	testb	$7, %r10b
	je	.LBB0_174
.LBB0_172:
	andl	$7, %r10d
	leaq	(%rbx,%rcx,4), %rcx
	xorl	%esi, %esi
	.p2align	4
.LBB0_173:
	vaddss	(%rcx,%rsi,4), %xmm30, %xmm30
	incq	%rsi
	cmpq	%rsi, %r10
	jne	.LBB0_173
	jmp	.LBB0_174
.LBB0_153:
	movq	%r13, %rsi
	andq	$-64, %rsi
	addq	%r15, %rsi
	movl	%r13d, %r12d
	andl	$63, %r12d
	movq	%r14, %rbx
	subq	%r12, %rbx
	xorl	%ecx, %ecx
	movq	296(%rsp), %r14
	.p2align	4
.LBB0_154:
	vmovups	-192(%r9,%rcx,4), %zmm1
	vmovups	-128(%r9,%rcx,4), %zmm2
	vmovups	-64(%r9,%rcx,4), %zmm3
	vmovups	(%r9,%rcx,4), %zmm5
	vxorps	-192(%r11,%rcx,4), %zmm25, %zmm6
	vxorps	-128(%r11,%rcx,4), %zmm25, %zmm7
	vxorps	-64(%r11,%rcx,4), %zmm25, %zmm8
	vxorps	(%r11,%rcx,4), %zmm25, %zmm9
	vmulps	%zmm1, %zmm0, %zmm10
	vsubps	%zmm10, %zmm6, %zmm6
	vmulps	%zmm2, %zmm0, %zmm10
	vsubps	%zmm10, %zmm7, %zmm7
	vmulps	%zmm3, %zmm0, %zmm10
	vsubps	%zmm10, %zmm8, %zmm8
	vmulps	%zmm5, %zmm0, %zmm10
	vsubps	%zmm10, %zmm9, %zmm9
	vmulps	%zmm6, %zmm16, %zmm6
	vmulps	%zmm7, %zmm16, %zmm7
	vmulps	%zmm8, %zmm16, %zmm8
	vmulps	%zmm9, %zmm16, %zmm9
	vsubps	%zmm6, %zmm1, %zmm1
	vsubps	%zmm7, %zmm2, %zmm2
	vsubps	%zmm8, %zmm3, %zmm3
	vsubps	%zmm9, %zmm5, %zmm5
	vmulps	%zmm1, %zmm1, %zmm1
	vmulps	%zmm2, %zmm2, %zmm2
	vmulps	%zmm3, %zmm3, %zmm3
	vmulps	%zmm5, %zmm5, %zmm5
	vmovups	%zmm1, -192(%r14,%rcx,4)
	vmovups	%zmm2, -128(%r14,%rcx,4)
	vmovups	%zmm3, -64(%r14,%rcx,4)
	vmovups	%zmm5, (%r14,%rcx,4)
	addq	$64, %rcx
	cmpq	%rcx, %rsi
	jne	.LBB0_154
	testq	%r12, %r12
	movq	1472(%rsp), %r14
	je	.LBB0_165
	cmpl	$8, %r12d
	jb	.LBB0_450
	leaq	(%r15,%r13), %r14
.LBB0_158:
	movl	%r13d, %esi
	andl	$7, %esi
	movq	%r14, %rcx
	subq	%rsi, %rcx
	movl	%r13d, %r12d
	andl	$7, %r12d
	movq	%r14, %rsi
	subq	%r12, %rsi
	addq	48(%rsp), %rsi
	movq	496(%rsp), %r14
	.p2align	4
.LBB0_159:
	vmovups	(%rdi,%rbx,4), %ymm1
	vxorps	(%r8,%rbx,4), %ymm28, %ymm2
	vmulps	%ymm1, %ymm0, %ymm3
	vsubps	%ymm3, %ymm2, %ymm2
	vmulps	%ymm2, %ymm16, %ymm2
	vsubps	%ymm2, %ymm1, %ymm1
	vmulps	%ymm1, %ymm1, %ymm1
	vmovups	%ymm1, (%r14,%rbx,4)
	addq	$8, %rbx
	cmpq	%rbx, %rcx
	jne	.LBB0_159
	testq	%r12, %r12
	movq	1472(%rsp), %r14
	movq	-72(%rsp), %r12
	jne	.LBB0_161
	jmp	.LBB0_165
.LBB0_450:
	addq	48(%rsp), %rbx
	movq	%rbx, %rsi
	movq	-72(%rsp), %r12
	jmp	.LBB0_161
	.p2align	4
.LBB0_104:
	vaddss	.LCPI0_63(%rip), %xmm29, %xmm0
	vbroadcastss	.LCPI0_64(%rip), %xmm14
	vandps	%xmm0, %xmm14, %xmm0
	vcmpgtss	.LCPI0_65(%rip), %xmm0, %k1
	vmovss	.LCPI0_66(%rip), %xmm0 {%k1} {z}
	vmovss	.LCPI0_67(%rip), %xmm9
	vcmpltss	%xmm9, %xmm30, %k1
	vmovss	.LCPI0_68(%rip), %xmm1 {%k1} {z}
	vaddss	%xmm1, %xmm0, %xmm0
	vcvttss2usi	%xmm0, %eax
	movq	-80(%rsp), %rdx
	movq	144(%rsp), %rcx
	movq	%rdx, %r12
	orl	%eax, (%rcx,%rdx,4)
	vsqrtss	%xmm30, %xmm30, %xmm0
	cmpl	$0, -100(%rsp)
	movq	5104(%rsp), %rbp
	je	.LBB0_124
	cmpb	$0, -16(%rsp)
	movl	$3449720151, %r15d
	movq	-112(%rsp), %rbx
	movq	1472(%rsp), %r14
	movq	-72(%rsp), %rdi
	movq	3312(%rsp), %r8
	movl	$2143289344, %r9d
	vbroadcastss	.LCPI0_64(%rip), %zmm10
	vpbroadcastd	.LCPI0_69(%rip), %zmm11
	vpbroadcastd	.LCPI0_69(%rip), %xmm12
	je	.LBB0_107
	xorl	%eax, %eax
.LBB0_118:
	movq	%rax, %rcx
	orq	$1, %rcx
	testb	$1, %r13b
	je	.LBB0_122
	vucomiss	%xmm30, %xmm9
	movq	2976(%rsp), %rdx
	vmovss	(%rdx,%rax,4), %xmm1
	ja	.LBB0_121
	movq	3568(%rsp), %rdx
	vmovss	(%rdx,%rax,4), %xmm2
	vxorps	%xmm2, %xmm15, %xmm2
	vmulss	%xmm1, %xmm4, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm17, %xmm2
	movq	3168(%rsp), %rdx
	vmovss	(%rdx,%rax,4), %xmm3
	vsubss	%xmm2, %xmm1, %xmm2
	vmulss	%xmm1, %xmm23, %xmm1
	vsubss	%xmm1, %xmm3, %xmm1
	vmulss	%xmm1, %xmm20, %xmm1
	vaddss	%xmm1, %xmm2, %xmm1
	vdivss	%xmm0, %xmm1, %xmm1
.LBB0_121:
	vmovd	%xmm1, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r9d, %edx
	movq	2976(%rsp), %rsi
	movl	%edx, (%rsi,%rax,4)
	movq	%rcx, %rax
.LBB0_122:
	cmpq	%rcx, %r13
	je	.LBB0_142
	.p2align	4
.LBB0_123:
	vucomiss	%xmm30, %xmm9
	seta	%cl
	vmovss	(%r14,%rax,4), %xmm1
	vmovss	-4(%r8,%rax,4), %xmm2
	vxorps	%xmm22, %xmm1, %xmm1
	vmovss	(%r8,%rax,4), %xmm3
	vmulss	%xmm2, %xmm4, %xmm5
	vsubss	%xmm5, %xmm1, %xmm1
	vmulss	%xmm1, %xmm17, %xmm1
	vsubss	%xmm1, %xmm2, %xmm1
	movq	816(%rsp), %rsi
	vmovss	-4(%rsi,%rax,4), %xmm5
	vmulss	%xmm2, %xmm23, %xmm6
	vsubss	%xmm6, %xmm5, %xmm5
	vmulss	%xmm5, %xmm20, %xmm5
	vaddss	%xmm5, %xmm1, %xmm1
	vdivss	%xmm0, %xmm1, %xmm1
	kmovd	%ecx, %k1
	vmovss	%xmm2, %xmm1, %xmm1 {%k1}
	vmovd	%xmm1, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r9d, %ecx
	movl	%ecx, -4(%r8,%rax,4)
	vmovss	4(%r14,%rax,4), %xmm1
	vxorps	%xmm22, %xmm1, %xmm1
	vmulss	%xmm3, %xmm4, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vmulss	%xmm1, %xmm17, %xmm1
	vsubss	%xmm1, %xmm3, %xmm1
	vmovss	(%rsi,%rax,4), %xmm2
	vmulss	%xmm3, %xmm23, %xmm5
	vsubss	%xmm5, %xmm2, %xmm2
	vmulss	%xmm2, %xmm20, %xmm2
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
	jne	.LBB0_123
	jmp	.LBB0_142
	.p2align	4
.LBB0_124:
	cmpb	$0, 464(%rsp)
	movl	$3449720151, %r15d
	movq	-112(%rsp), %rbx
	movq	1472(%rsp), %r14
	movq	-72(%rsp), %rdi
	movq	3312(%rsp), %r8
	movl	$2143289344, %r9d
	vbroadcastss	.LCPI0_64(%rip), %zmm7
	vpbroadcastd	.LCPI0_69(%rip), %zmm8
	vpbroadcastd	.LCPI0_69(%rip), %xmm10
	je	.LBB0_126
	xorl	%eax, %eax
.LBB0_137:
	movq	%rax, %rcx
	orq	$1, %rcx
	testb	$1, %r13b
	je	.LBB0_141
	vucomiss	%xmm30, %xmm9
	movq	2976(%rsp), %rdx
	vmovss	(%rdx,%rax,4), %xmm1
	ja	.LBB0_140
	movq	3568(%rsp), %rdx
	vmovss	(%rdx,%rax,4), %xmm2
	vxorps	%xmm2, %xmm15, %xmm2
	vmulss	%xmm1, %xmm4, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm2, %xmm17, %xmm2
	vsubss	%xmm2, %xmm1, %xmm1
	vdivss	%xmm0, %xmm1, %xmm1
.LBB0_140:
	vmovd	%xmm1, %edx
	movl	%edx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%r9d, %edx
	movq	2976(%rsp), %rsi
	movl	%edx, (%rsi,%rax,4)
	movq	%rcx, %rax
.LBB0_141:
	cmpq	%rcx, %r13
	je	.LBB0_142
	.p2align	4
.LBB0_145:
	vucomiss	%xmm30, %xmm9
	seta	%cl
	vmovss	(%r14,%rax,4), %xmm1
	vmovss	-4(%r8,%rax,4), %xmm2
	vxorps	%xmm22, %xmm1, %xmm1
	vmovss	(%r8,%rax,4), %xmm3
	vmulss	%xmm2, %xmm4, %xmm5
	vsubss	%xmm5, %xmm1, %xmm1
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
	vmovss	4(%r14,%rax,4), %xmm1
	vxorps	%xmm22, %xmm1, %xmm1
	vmulss	%xmm3, %xmm4, %xmm2
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
	jne	.LBB0_145
	jmp	.LBB0_142
	.p2align	4
.LBB0_107:
	vbroadcastss	%xmm4, %zmm1
	vbroadcastss	%xmm23, %zmm2
	vbroadcastss	%xmm20, %zmm3
	vbroadcastss	%xmm0, %zmm5
	xorl	%eax, %eax
	movq	32(%rsp), %rcx
	jmp	.LBB0_108
	.p2align	4
.LBB0_110:
	vandps	%zmm10, %zmm6, %zmm7
	vpcmpgtd	%zmm11, %zmm7, %k1
	vpbroadcastd	.LCPI0_70(%rip), %zmm6 {%k1}
	vmovdqu64	%zmm6, (%rdi,%rax,4)
	addq	$16, %rax
	cmpq	%rax, %rcx
	je	.LBB0_111
.LBB0_108:
	vucomiss	%xmm30, %xmm9
	vmovups	(%rdi,%rax,4), %zmm6
	ja	.LBB0_110
	vxorps	(%r14,%rax,4), %zmm25, %zmm7
	vmulps	%zmm6, %zmm1, %zmm8
	vsubps	%zmm8, %zmm7, %zmm7
	vmulps	%zmm7, %zmm16, %zmm7
	vsubps	%zmm7, %zmm6, %zmm7
	movq	3168(%rsp), %rdx
	vmovups	(%rdx,%rax,4), %zmm8
	vmulps	%zmm6, %zmm2, %zmm6
	vsubps	%zmm6, %zmm8, %zmm6
	vmulps	%zmm6, %zmm3, %zmm6
	vaddps	%zmm6, %zmm7, %zmm6
	vdivps	%zmm5, %zmm6, %zmm6
	jmp	.LBB0_110
	.p2align	4
.LBB0_111:
	cmpq	%rcx, %r13
	je	.LBB0_142
	movq	32(%rsp), %rax
	testb	$12, %r13b
	je	.LBB0_118
	vbroadcastss	%xmm4, %xmm1
	vbroadcastss	%xmm23, %xmm2
	vbroadcastss	%xmm20, %xmm3
	vbroadcastss	%xmm0, %xmm5
	movq	32(%rsp), %rax
	movq	456(%rsp), %rcx
	jmp	.LBB0_114
	.p2align	4
.LBB0_116:
	vandps	%xmm6, %xmm14, %xmm7
	vpcmpgtd	%xmm12, %xmm7, %k1
	vpbroadcastd	.LCPI0_70(%rip), %xmm6 {%k1}
	vmovdqu	%xmm6, (%rdi,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rcx
	je	.LBB0_117
.LBB0_114:
	vucomiss	%xmm30, %xmm9
	vmovups	(%rdi,%rax,4), %xmm6
	ja	.LBB0_116
	vxorps	(%r14,%rax,4), %xmm15, %xmm7
	vmulps	%xmm6, %xmm1, %xmm8
	vsubps	%xmm8, %xmm7, %xmm7
	vmulps	%xmm7, %xmm16, %xmm7
	movq	3168(%rsp), %rdx
	vmovups	(%rdx,%rax,4), %xmm8
	vsubps	%xmm7, %xmm6, %xmm7
	vmulps	%xmm6, %xmm2, %xmm6
	vsubps	%xmm6, %xmm8, %xmm6
	vmulps	%xmm6, %xmm3, %xmm6
	vaddps	%xmm6, %xmm7, %xmm6
	vdivps	%xmm5, %xmm6, %xmm6
	jmp	.LBB0_116
.LBB0_126:
	vbroadcastss	%xmm4, %zmm1
	vbroadcastss	%xmm0, %zmm2
	xorl	%eax, %eax
	movq	32(%rsp), %rcx
	jmp	.LBB0_127
	.p2align	4
.LBB0_129:
	vandps	%zmm7, %zmm3, %zmm5
	vpcmpgtd	%zmm8, %zmm5, %k1
	vpbroadcastd	.LCPI0_70(%rip), %zmm3 {%k1}
	vmovdqu64	%zmm3, (%rdi,%rax,4)
	addq	$16, %rax
	cmpq	%rax, %rcx
	je	.LBB0_130
.LBB0_127:
	vucomiss	%xmm30, %xmm9
	vmovups	(%rdi,%rax,4), %zmm3
	ja	.LBB0_129
	vxorps	(%r14,%rax,4), %zmm25, %zmm5
	vmulps	%zmm3, %zmm1, %zmm6
	vsubps	%zmm6, %zmm5, %zmm5
	vmulps	%zmm5, %zmm16, %zmm5
	vsubps	%zmm5, %zmm3, %zmm3
	vdivps	%zmm2, %zmm3, %zmm3
	jmp	.LBB0_129
.LBB0_130:
	cmpq	%rcx, %r13
	je	.LBB0_142
	movq	32(%rsp), %rax
	testb	$12, %r13b
	je	.LBB0_137
	vbroadcastss	%xmm4, %xmm1
	vbroadcastss	%xmm0, %xmm2
	movq	32(%rsp), %rax
	movq	456(%rsp), %rcx
	jmp	.LBB0_133
	.p2align	4
.LBB0_135:
	vandps	%xmm3, %xmm14, %xmm5
	vpcmpgtd	%xmm10, %xmm5, %k1
	vpbroadcastd	.LCPI0_70(%rip), %xmm3 {%k1}
	vmovdqu	%xmm3, (%rdi,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rcx
	je	.LBB0_136
.LBB0_133:
	vucomiss	%xmm30, %xmm9
	vmovups	(%rdi,%rax,4), %xmm3
	ja	.LBB0_135
	vxorps	(%r14,%rax,4), %xmm15, %xmm5
	vmulps	%xmm3, %xmm1, %xmm6
	vsubps	%xmm6, %xmm5, %xmm5
	vmulps	%xmm5, %xmm16, %xmm5
	vsubps	%xmm5, %xmm3, %xmm3
	vdivps	%xmm2, %xmm3, %xmm3
	jmp	.LBB0_135
.LBB0_117:
	movq	%rcx, %rax
	cmpq	%rcx, %r13
	je	.LBB0_142
	jmp	.LBB0_118
.LBB0_136:
	movq	%rcx, %rax
	cmpq	%rcx, %r13
	je	.LBB0_142
	jmp	.LBB0_137
.LBB0_144:
	addq	$138104, %rsp
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
