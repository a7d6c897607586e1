	.file	"silu.toml"
	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
.LCPI0_0:
	.quad	0x8000000000000000
.LCPI0_1:
	.quad	0x405e000000000000
.LCPI0_2:
	.quad	0xc05e000000000000
.LCPI0_3:
	.quad	0x3ff71547652b82fe
.LCPI0_4:
	.quad	0x4338000000000000
.LCPI0_5:
	.quad	0xc338000000000000
.LCPI0_6:
	.quad	0xbfe62e42fee00000
.LCPI0_7:
	.quad	0xbdea39ef35793c76
.LCPI0_8:
	.quad	0x3de6124613a86d09
.LCPI0_9:
	.quad	0x3e21eed8eff8d898
.LCPI0_10:
	.quad	0x3e5ae64567f544e4
.LCPI0_11:
	.quad	0x3e927e4fb7789f5c
.LCPI0_12:
	.quad	0x3ec71de3a556c734
.LCPI0_13:
	.quad	0x3efa01a01a01a01a
.LCPI0_14:
	.quad	0x3f2a01a01a01a01a
.LCPI0_15:
	.quad	0x3f56c16c16c16c17
.LCPI0_16:
	.quad	0x3f81111111111111
.LCPI0_17:
	.quad	0x3fa5555555555555
.LCPI0_18:
	.quad	0x3fc5555555555555
.LCPI0_19:
	.quad	0x3fe0000000000000
.LCPI0_20:
	.quad	0x3ff0000000000000
.LCPI0_46:
	.long	5
	.long	12
.LCPI0_48:
	.long	6
	.long	13
.LCPI0_52:
	.long	7
	.long	14
.LCPI0_100:
	.long	6
	.long	12
.LCPI0_103:
	.long	7
	.long	13
.LCPI0_336:
	.long	5
	.long	13
.LCPI0_338:
	.long	7
	.long	15
.LCPI0_339:
	.long	6
	.long	14
.LCPI0_495:
	.long	3
	.long	19
.LCPI0_903:
	.long	0
	.long	6
.LCPI0_909:
	.long	27
	.long	12
.LCPI0_912:
	.long	4
	.long	11
.LCPI0_917:
	.long	0
	.long	15
.LCPI0_918:
	.long	7
	.long	2
.LCPI0_919:
	.long	5
	.long	0
.LCPI0_920:
	.long	8
	.long	23
.LCPI0_922:
	.long	12
	.long	27
.LCPI0_924:
	.long	24
	.long	7
.LCPI0_927:
	.long	8
	.long	20
.LCPI0_929:
	.long	9
	.long	21
.LCPI0_931:
	.long	10
	.long	22
.LCPI0_933:
	.long	11
	.long	23
.LCPI0_953:
	.long	3
	.long	14
.LCPI0_957:
	.long	21
	.long	8
.LCPI0_958:
	.long	8
	.long	21
.LCPI0_961:
	.long	9
	.long	22
.LCPI0_962:
	.long	23
	.long	10
.LCPI0_964:
	.long	10
	.long	23
.LCPI0_969:
	.long	25
	.long	12
.LCPI0_971:
	.long	12
	.long	25
.LCPI0_979:
	.long	22
	.long	8
.LCPI0_980:
	.long	23
	.long	9
.LCPI0_985:
	.long	26
	.long	12
.LCPI0_986:
	.long	27
	.long	13
.LCPI0_987:
	.long	8
	.long	22
.LCPI0_988:
	.long	4
	.long	10
.LCPI0_990:
	.long	9
	.long	23
.LCPI0_994:
	.long	12
	.long	26
.LCPI0_995:
	.long	13
	.long	27
.LCPI0_1003:
	.long	8
	.long	19
.LCPI0_1005:
	.long	9
	.long	20
.LCPI0_1007:
	.long	10
	.long	21
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
.LCPI0_21:
	.long	0x7fc00000
.LCPI0_22:
	.long	0x7fffffff
.LCPI0_23:
	.long	2139095040
	.section	.rodata.cst32,"aM",@progbits,32
	.p2align	5, 0x0
.LCPI0_24:
	.zero	8
	.quad	6
	.quad	14
	.zero	8
.LCPI0_26:
	.zero	8
	.zero	8
	.quad	5
	.quad	13
.LCPI0_27:
	.long	13
	.long	13
	.long	30
	.long	30
	.long	13
	.long	13
	.long	30
	.long	30
.LCPI0_29:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	27
	.zero	4
.LCPI0_30:
	.zero	4
	.zero	4
	.long	0
	.long	15
	.long	30
	.zero	4
	.zero	4
	.zero	4
.LCPI0_31:
	.zero	8
	.zero	8
	.quad	6
	.quad	14
.LCPI0_32:
	.long	8
	.long	9
	.long	10
	.long	16
	.long	12
	.long	13
	.long	14
	.long	20
.LCPI0_33:
	.long	3
	.long	1
	.long	17
	.long	0
	.long	15
	.long	13
	.long	29
	.long	12
.LCPI0_34:
	.long	11
	.long	10
	.long	2
	.long	3
	.long	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_36:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	15
	.long	30
	.zero	4
.LCPI0_37:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	13
.LCPI0_39:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	17
	.long	0
	.long	15
	.zero	4
.LCPI0_40:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	14
.LCPI0_41:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	15
.LCPI0_49:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	12
	.zero	4
	.zero	4
.LCPI0_51:
	.long	9
	.long	24
	.long	10
	.long	11
	.long	13
	.long	28
	.long	14
	.long	15
.LCPI0_53:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	6
	.long	13
	.zero	4
	.zero	4
.LCPI0_54:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	12
	.long	11
.LCPI0_55:
	.long	10
	.long	25
	.long	10
	.long	11
	.long	14
	.long	29
	.long	14
	.long	15
.LCPI0_57:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	7
	.long	14
	.zero	4
	.zero	4
.LCPI0_58:
	.long	11
	.long	26
	.long	10
	.long	11
	.long	15
	.long	30
	.long	14
	.long	15
.LCPI0_59:
	.long	8
	.long	9
	.long	9
	.long	24
	.long	12
	.long	13
	.long	13
	.long	28
.LCPI0_60:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	23
	.zero	4
	.zero	4
.LCPI0_62:
	.long	8
	.long	9
	.long	10
	.long	25
	.long	12
	.long	13
	.long	14
	.long	29
.LCPI0_63:
	.long	9
	.long	24
	.long	10
	.long	11
	.long	9
	.long	24
	.long	10
	.long	11
.LCPI0_64:
	.long	8
	.long	9
	.long	11
	.long	26
	.long	12
	.long	13
	.long	15
	.long	30
.LCPI0_66:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	24
	.long	7
.LCPI0_67:
	.long	10
	.long	25
	.long	10
	.long	11
	.long	10
	.long	25
	.long	10
	.long	11
.LCPI0_68:
	.long	8
	.long	9
	.long	26
	.long	26
	.long	8
	.long	9
	.long	26
	.long	26
.LCPI0_70:
	.long	9
	.long	9
	.long	26
	.long	27
	.long	9
	.long	9
	.long	26
	.long	27
.LCPI0_72:
	.long	14
	.long	13
	.long	30
	.long	28
	.long	10
	.long	9
	.long	26
	.long	24
.LCPI0_74:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	22
	.zero	4
.LCPI0_75:
	.long	0
	.long	1
	.long	2
	.long	8
	.long	4
	.long	5
	.long	6
	.long	12
.LCPI0_76:
	.long	15
	.long	13
	.long	30
	.long	29
	.long	11
	.long	9
	.long	26
	.long	25
.LCPI0_78:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	23
	.zero	4
.LCPI0_79:
	.long	0
	.long	1
	.long	2
	.long	9
	.long	4
	.long	5
	.long	6
	.long	13
.LCPI0_80:
	.long	8
	.long	10
	.long	24
	.long	27
	.long	8
	.long	10
	.long	24
	.long	27
.LCPI0_81:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	6
	.long	14
.LCPI0_82:
	.zero	4
	.zero	4
	.long	0
	.long	14
	.long	28
	.zero	4
	.zero	4
	.zero	4
.LCPI0_83:
	.long	12
	.long	10
	.long	2
	.long	3
	.long	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_84:
	.zero	4
	.zero	4
	.long	1
	.long	15
	.long	29
	.zero	4
	.zero	4
	.zero	4
.LCPI0_85:
	.long	13
	.long	11
	.long	2
	.long	3
	.long	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_86:
	.long	8
	.long	11
	.long	25
	.long	27
	.long	8
	.long	11
	.long	25
	.long	27
.LCPI0_88:
	.long	2
	.long	1
	.long	18
	.long	0
	.long	14
	.long	13
	.long	30
	.long	12
.LCPI0_89:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	26
	.zero	4
.LCPI0_90:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	6
	.long	8
.LCPI0_92:
	.long	3
	.long	1
	.long	19
	.long	1
	.long	15
	.long	13
	.long	31
	.long	13
.LCPI0_93:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	13
	.long	27
	.zero	4
.LCPI0_96:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	14
	.long	28
	.zero	4
.LCPI0_98:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	15
	.long	29
	.zero	4
.LCPI0_99:
	.long	10
	.long	24
	.long	10
	.long	11
	.long	14
	.long	28
	.long	14
	.long	15
.LCPI0_101:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	18
	.long	0
	.long	14
	.zero	4
.LCPI0_102:
	.long	11
	.long	25
	.long	10
	.long	11
	.long	15
	.long	29
	.long	14
	.long	15
.LCPI0_104:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	19
	.long	1
	.long	15
	.zero	4
.LCPI0_105:
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	29
	.long	0
	.long	22
.LCPI0_108:
	.long	13
	.long	27
	.long	13
	.long	27
	.long	13
	.long	27
	.long	22
	.long	7
.LCPI0_112:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	14
	.long	27
.LCPI0_114:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	15
	.long	28
.LCPI0_115:
	.zero	8
	.quad	4
	.quad	11
	.zero	8
.LCPI0_117:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	19
	.long	0
	.long	13
.LCPI0_118:
	.long	11
	.long	9
	.long	26
	.long	26
	.long	7
	.long	5
	.long	22
	.long	22
.LCPI0_120:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	20
	.long	1
	.long	14
.LCPI0_121:
	.zero	8
	.quad	5
	.quad	12
	.zero	8
.LCPI0_123:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	21
	.long	2
	.long	15
.LCPI0_124:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	3
	.zero	4
.LCPI0_126:
	.zero	4
	.zero	4
	.long	0
	.long	13
	.long	26
	.zero	4
	.zero	4
	.zero	4
.LCPI0_127:
	.long	14
	.long	11
	.long	2
	.long	3
	.long	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_129:
	.zero	4
	.zero	4
	.long	1
	.long	14
	.long	27
	.zero	4
	.zero	4
	.zero	4
.LCPI0_130:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	21
	.zero	4
.LCPI0_132:
	.zero	4
	.zero	4
	.long	2
	.long	15
	.long	28
	.zero	4
	.zero	4
	.zero	4
.LCPI0_133:
	.zero	8
	.zero	8
	.quad	4
	.quad	11
.LCPI0_135:
	.long	1
	.long	1
	.long	19
	.long	0
	.long	13
	.long	13
	.long	31
	.long	12
.LCPI0_136:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	23
	.zero	4
.LCPI0_137:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	6
	.long	12
.LCPI0_139:
	.zero	4
	.zero	4
	.long	20
	.long	1
	.long	14
	.zero	4
	.zero	4
	.zero	4
.LCPI0_140:
	.zero	8
	.zero	8
	.quad	5
	.quad	12
.LCPI0_141:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	6
	.long	13
.LCPI0_142:
	.long	11
	.long	24
	.long	10
	.long	11
	.long	15
	.long	28
	.long	14
	.long	15
.LCPI0_143:
	.zero	4
	.zero	4
	.long	21
	.long	2
	.long	15
	.zero	4
	.zero	4
	.zero	4
.LCPI0_144:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	25
	.zero	4
.LCPI0_146:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	13
	.long	26
	.zero	4
.LCPI0_147:
	.zero	4
	.zero	4
	.zero	4
	.long	20
	.long	0
	.long	12
	.zero	4
	.zero	4
.LCPI0_149:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	20
.LCPI0_150:
	.zero	4
	.zero	4
	.zero	4
	.long	21
	.long	1
	.long	13
	.zero	4
	.zero	4
.LCPI0_152:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	21
.LCPI0_153:
	.zero	4
	.zero	4
	.zero	4
	.long	22
	.long	2
	.long	14
	.zero	4
	.zero	4
.LCPI0_155:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	22
.LCPI0_156:
	.zero	4
	.zero	4
	.zero	4
	.long	23
	.long	3
	.long	15
	.zero	4
	.zero	4
.LCPI0_158:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	11
	.long	23
.LCPI0_159:
	.long	8
	.long	8
	.long	24
	.long	24
	.long	4
	.long	4
	.long	20
	.long	20
.LCPI0_161:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	12
	.long	24
.LCPI0_162:
	.long	9
	.long	9
	.long	25
	.long	25
	.long	5
	.long	5
	.long	21
	.long	21
.LCPI0_164:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	13
	.long	25
.LCPI0_165:
	.long	10
	.long	10
	.long	26
	.long	26
	.long	6
	.long	6
	.long	22
	.long	22
.LCPI0_167:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	14
	.long	26
.LCPI0_168:
	.long	11
	.long	11
	.long	27
	.long	27
	.long	7
	.long	7
	.long	23
	.long	23
.LCPI0_170:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	3
	.long	15
	.long	27
.LCPI0_172:
	.zero	4
	.zero	4
	.long	0
	.long	12
	.long	24
	.zero	4
	.zero	4
	.zero	4
.LCPI0_173:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	20
	.long	0
	.long	12
.LCPI0_175:
	.zero	4
	.zero	4
	.long	1
	.long	13
	.long	25
	.zero	4
	.zero	4
	.zero	4
.LCPI0_176:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	21
	.long	1
	.long	13
.LCPI0_178:
	.zero	4
	.zero	4
	.long	2
	.long	14
	.long	26
	.zero	4
	.zero	4
	.zero	4
.LCPI0_179:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	22
	.long	2
	.long	14
.LCPI0_181:
	.zero	4
	.zero	4
	.long	3
	.long	15
	.long	27
	.zero	4
	.zero	4
	.zero	4
.LCPI0_182:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	23
	.long	3
	.long	15
.LCPI0_183:
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	12
	.long	23
	.zero	4
	.zero	4
.LCPI0_185:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	10
	.long	13
.LCPI0_186:
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	13
	.long	24
	.zero	4
	.zero	4
.LCPI0_188:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	11
	.long	14
.LCPI0_189:
	.zero	4
	.zero	4
	.zero	4
	.long	3
	.long	14
	.long	25
	.zero	4
	.zero	4
.LCPI0_191:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	14
	.long	12
.LCPI0_192:
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	15
	.long	26
	.zero	4
	.zero	4
.LCPI0_194:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	13
	.long	8
.LCPI0_195:
	.zero	4
	.zero	4
	.zero	4
	.long	21
	.long	0
	.long	11
	.zero	4
	.zero	4
.LCPI0_197:
	.zero	4
	.zero	4
	.zero	4
	.long	22
	.long	1
	.long	12
	.zero	4
	.zero	4
.LCPI0_199:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	15
	.long	10
.LCPI0_200:
	.zero	4
	.zero	4
	.zero	4
	.long	23
	.long	2
	.long	13
	.zero	4
	.zero	4
.LCPI0_202:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	19
.LCPI0_203:
	.zero	4
	.zero	4
	.zero	4
	.long	24
	.long	3
	.long	14
	.zero	4
	.zero	4
.LCPI0_205:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	20
.LCPI0_206:
	.zero	4
	.zero	4
	.zero	4
	.long	25
	.long	4
	.long	15
	.zero	4
	.zero	4
.LCPI0_208:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	21
.LCPI0_209:
	.long	9
	.long	9
	.long	26
	.long	26
	.long	5
	.long	5
	.long	22
	.long	22
.LCPI0_211:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	11
	.long	22
.LCPI0_213:
	.zero	4
	.zero	4
	.long	0
	.long	11
	.long	22
	.zero	4
	.zero	4
	.zero	4
.LCPI0_214:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	12
	.long	23
.LCPI0_215:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	24
	.long	2
	.long	12
	.zero	4
.LCPI0_217:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	25
	.long	3
	.long	13
	.zero	4
.LCPI0_220:
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	10
	.long	20
	.long	30
	.zero	4
.LCPI0_221:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	8
.LCPI0_223:
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	11
	.long	21
	.long	31
	.zero	4
.LCPI0_225:
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	12
	.long	22
	.zero	4
	.zero	4
.LCPI0_227:
	.zero	4
	.zero	4
	.zero	4
	.long	3
	.long	13
	.long	23
	.zero	4
	.zero	4
.LCPI0_229:
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	14
	.long	24
	.zero	4
	.zero	4
.LCPI0_231:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	10
	.long	12
.LCPI0_232:
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	15
	.long	25
	.zero	4
	.zero	4
.LCPI0_234:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	11
	.long	13
.LCPI0_235:
	.zero	4
	.zero	4
	.zero	4
	.long	22
	.long	0
	.long	10
	.zero	4
	.zero	4
.LCPI0_237:
	.zero	4
	.zero	4
	.zero	4
	.long	23
	.long	1
	.long	11
	.zero	4
	.zero	4
.LCPI0_239:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	13
	.long	22
	.long	31
.LCPI0_242:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	14
	.long	23
	.zero	4
.LCPI0_244:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	6
	.long	15
	.long	24
	.zero	4
.LCPI0_246:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	23
	.long	0
	.long	9
	.zero	4
.LCPI0_248:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	24
	.long	1
	.long	10
	.zero	4
.LCPI0_250:
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	9
	.long	18
	.long	27
	.zero	4
.LCPI0_252:
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	10
	.long	19
	.long	28
	.zero	4
.LCPI0_254:
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	11
	.long	20
	.long	29
	.zero	4
.LCPI0_256:
	.zero	4
	.zero	4
	.zero	4
	.long	3
	.long	12
	.long	21
	.long	30
	.zero	4
.LCPI0_265:
	.long	8
	.long	15
	.long	0
	.long	0
	.long	0
	.long	19
	.long	26
	.long	1
.LCPI0_266:
	.long	0
	.long	7
	.long	14
	.long	21
	.long	28
	.zero	4
	.zero	4
	.zero	4
.LCPI0_268:
	.long	0
	.long	0
	.long	10
	.long	11
	.long	12
	.long	13
	.long	18
	.long	25
.LCPI0_270:
	.long	1
	.long	8
	.long	15
	.long	22
	.long	29
	.zero	4
	.zero	4
	.zero	4
.LCPI0_271:
	.long	0
	.long	0
	.long	7
	.long	14
	.long	21
	.long	28
	.long	0
	.long	0
.LCPI0_272:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	19
	.long	26
.LCPI0_274:
	.long	18
	.long	25
	.long	0
	.long	7
	.long	14
	.zero	4
	.zero	4
	.zero	4
.LCPI0_275:
	.long	0
	.long	1
	.long	8
	.long	15
	.long	22
	.long	29
	.long	0
	.long	0
.LCPI0_276:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	20
	.long	27
.LCPI0_278:
	.long	19
	.long	26
	.long	1
	.long	8
	.long	15
	.zero	4
	.zero	4
	.zero	4
.LCPI0_279:
	.long	0
	.long	18
	.long	25
	.long	0
	.long	7
	.long	14
	.long	0
	.long	0
.LCPI0_280:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	21
	.long	28
.LCPI0_281:
	.long	0
	.long	19
	.long	26
	.long	1
	.long	8
	.long	15
	.long	0
	.long	0
.LCPI0_282:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	22
	.long	29
.LCPI0_283:
	.long	28
	.long	0
	.long	0
	.long	0
	.long	0
	.long	7
	.long	14
	.long	21
.LCPI0_285:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	16
	.long	23
	.long	30
.LCPI0_286:
	.long	29
	.long	0
	.long	0
	.long	0
	.long	1
	.long	8
	.long	15
	.long	22
.LCPI0_288:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	17
	.long	24
	.long	31
.LCPI0_289:
	.long	14
	.long	0
	.long	0
	.long	0
	.long	18
	.long	25
	.long	0
	.long	7
.LCPI0_291:
	.long	0
	.long	6
	.long	12
	.long	0
	.long	0
	.long	0
	.long	20
	.long	26
.LCPI0_292:
	.long	0
	.long	6
	.long	12
	.long	18
	.long	24
	.long	30
	.zero	4
	.zero	4
.LCPI0_293:
	.long	0
	.long	0
	.long	0
	.long	2
	.long	8
	.long	14
	.long	20
	.long	26
.LCPI0_294:
	.long	1
	.long	7
	.long	13
	.long	0
	.long	0
	.long	0
	.long	21
	.long	27
.LCPI0_295:
	.long	1
	.long	7
	.long	13
	.long	19
	.long	25
	.long	31
	.zero	4
	.zero	4
.LCPI0_296:
	.long	0
	.long	0
	.long	0
	.long	3
	.long	9
	.long	15
	.long	21
	.long	27
.LCPI0_297:
	.long	2
	.long	8
	.long	14
	.long	20
	.long	26
	.zero	4
	.zero	4
	.zero	4
.LCPI0_298:
	.long	18
	.long	24
	.long	30
	.long	0
	.long	0
	.long	0
	.long	6
	.long	12
.LCPI0_299:
	.long	0
	.long	0
	.long	0
	.long	20
	.long	26
	.long	0
	.long	6
	.long	12
.LCPI0_300:
	.long	3
	.long	9
	.long	15
	.long	21
	.long	27
	.zero	4
	.zero	4
	.zero	4
.LCPI0_301:
	.long	19
	.long	25
	.long	31
	.long	0
	.long	0
	.long	1
	.long	7
	.long	13
.LCPI0_302:
	.long	0
	.long	0
	.long	0
	.long	21
	.long	27
	.long	1
	.long	7
	.long	13
.LCPI0_303:
	.long	20
	.long	26
	.long	0
	.long	0
	.long	0
	.long	2
	.long	8
	.long	14
.LCPI0_304:
	.long	20
	.long	26
	.long	0
	.long	6
	.long	12
	.zero	4
	.zero	4
	.zero	4
.LCPI0_305:
	.long	0
	.long	0
	.long	0
	.long	6
	.long	12
	.long	18
	.long	24
	.long	30
.LCPI0_306:
	.long	21
	.long	27
	.long	0
	.long	0
	.long	0
	.long	3
	.long	9
	.long	15
.LCPI0_307:
	.long	21
	.long	27
	.long	1
	.long	7
	.long	13
	.zero	4
	.zero	4
	.zero	4
.LCPI0_308:
	.long	0
	.long	0
	.long	1
	.long	7
	.long	13
	.long	19
	.long	25
	.long	31
.LCPI0_309:
	.long	8
	.long	13
	.long	18
	.long	23
	.long	28
	.long	0
	.long	0
	.long	3
.LCPI0_310:
	.long	0
	.long	5
	.long	10
	.long	15
	.long	20
	.long	25
	.long	30
	.zero	4
.LCPI0_312:
	.long	9
	.long	14
	.long	19
	.long	24
	.long	29
	.long	0
	.long	0
	.long	4
.LCPI0_313:
	.long	17
	.long	22
	.long	27
	.long	0
	.long	5
	.long	10
	.long	15
	.zero	4
.LCPI0_315:
	.long	2
	.long	7
	.long	12
	.long	17
	.long	22
	.long	27
	.zero	4
	.zero	4
.LCPI0_316:
	.long	10
	.long	15
	.long	20
	.long	25
	.long	30
	.long	0
	.long	0
	.long	5
.LCPI0_318:
	.long	3
	.long	8
	.long	13
	.long	18
	.long	23
	.long	28
	.zero	4
	.zero	4
.LCPI0_319:
	.long	27
	.long	0
	.long	5
	.long	10
	.long	15
	.long	0
	.long	17
	.long	22
.LCPI0_321:
	.long	12
	.long	17
	.long	22
	.long	27
	.long	0
	.long	0
	.long	2
	.long	7
.LCPI0_322:
	.long	4
	.long	9
	.long	14
	.long	19
	.long	24
	.long	29
	.zero	4
	.zero	4
.LCPI0_324:
	.long	0
	.long	4
	.long	8
	.long	12
	.long	16
	.long	20
	.long	24
	.long	28
.LCPI0_325:
	.long	1
	.long	5
	.long	9
	.long	13
	.long	17
	.long	21
	.long	25
	.long	29
.LCPI0_326:
	.long	2
	.long	6
	.long	10
	.long	14
	.long	18
	.long	22
	.long	26
	.long	30
.LCPI0_327:
	.long	3
	.long	7
	.long	11
	.long	15
	.long	19
	.long	23
	.long	27
	.long	31
.LCPI0_345:
	.quad	0
	.quad	8
	.quad	0
	.quad	7
.LCPI0_346:
	.long	0
	.long	1
	.long	2
	.long	16
	.long	0
	.long	0
	.long	0
	.long	15
.LCPI0_347:
	.long	0
	.long	1
	.long	17
	.long	0
	.long	0
	.long	0
	.long	14
	.long	15
.LCPI0_348:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	23
	.long	5
	.long	6
	.long	7
.LCPI0_351:
	.long	19
	.long	0
	.long	0
	.long	0
	.long	12
	.long	13
	.long	14
	.long	20
.LCPI0_352:
	.long	0
	.long	18
	.long	0
	.long	0
	.long	0
	.long	13
	.long	14
	.long	15
.LCPI0_353:
	.long	0
	.long	19
	.long	0
	.long	0
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_354:
	.long	20
	.long	0
	.long	0
	.long	11
	.long	12
	.long	13
	.long	14
	.long	21
.LCPI0_355:
	.quad	0
	.quad	5
	.quad	6
	.quad	11
.LCPI0_356:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	23
	.long	0
	.long	0
.LCPI0_357:
	.long	0
	.long	1
	.long	2
	.long	17
	.long	0
	.long	0
	.long	14
	.long	15
.LCPI0_358:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	16
	.long	0
	.long	15
.LCPI0_359:
	.long	0
	.long	1
	.long	2
	.long	18
	.long	0
	.long	13
	.long	14
	.long	15
.LCPI0_360:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	17
	.long	0
	.long	14
	.long	15
.LCPI0_361:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	23
	.long	0
.LCPI0_362:
	.long	21
	.long	0
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	22
.LCPI0_363:
	.long	0
	.long	20
	.long	0
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_364:
	.long	0
	.long	1
	.long	19
	.long	0
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_366:
	.long	0
	.long	21
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_367:
	.long	22
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	23
.LCPI0_368:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	17
	.long	14
	.long	15
.LCPI0_426:
	.long	1
	.long	0
	.long	0
	.long	0
	.long	28
	.long	29
	.long	2
	.long	0
.LCPI0_430:
	.long	0
	.long	17
	.long	0
	.long	0
	.long	12
	.long	13
	.long	14
	.long	18
.LCPI0_431:
	.long	0
	.long	1
	.long	2
	.long	16
	.long	0
	.long	0
	.long	14
	.long	15
.LCPI0_434:
	.long	18
	.long	0
	.long	10
	.long	11
	.long	12
	.long	13
	.long	19
	.long	0
.LCPI0_435:
	.long	8
	.long	9
	.long	21
	.long	0
	.long	0
	.long	0
	.long	6
	.long	7
.LCPI0_436:
	.long	14
	.long	0
	.long	0
	.long	0
	.long	4
	.long	5
	.long	6
	.long	22
.LCPI0_437:
	.long	0
	.long	1
	.long	17
	.long	0
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_438:
	.quad	4
	.quad	5
	.quad	10
	.quad	0
.LCPI0_439:
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	20
	.long	0
	.long	0
.LCPI0_440:
	.long	0
	.long	1
	.long	2
	.long	17
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_441:
	.long	8
	.long	22
	.long	0
	.long	0
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_442:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	16
	.long	14
	.long	15
.LCPI0_443:
	.long	8
	.long	9
	.long	10
	.long	21
	.long	0
	.long	0
	.long	6
	.long	7
.LCPI0_444:
	.long	0
	.long	18
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	19
.LCPI0_445:
	.long	8
	.long	9
	.long	10
	.long	11
	.long	21
	.long	0
	.long	6
	.long	7
.LCPI0_446:
	.long	15
	.long	0
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	23
.LCPI0_447:
	.quad	4
	.quad	11
	.quad	2
	.quad	3
.LCPI0_452:
	.long	8
	.long	9
	.long	10
	.long	22
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_454:
	.long	8
	.long	23
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_456:
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	21
	.long	6
	.long	7
.LCPI0_494:
	.long	0
	.long	16
	.long	0
	.long	0
	.long	0
	.long	9
	.long	25
	.long	0
.LCPI0_496:
	.long	0
	.long	5
	.long	21
	.long	0
	.long	0
	.long	0
	.long	14
	.long	30
.LCPI0_497:
	.long	0
	.long	1
	.long	2
	.long	21
	.long	0
	.long	0
	.long	14
	.long	15
.LCPI0_498:
	.long	6
	.long	0
	.long	0
	.long	27
	.long	28
	.long	7
	.long	0
	.long	0
.LCPI0_501:
	.long	0
	.long	1
	.long	16
	.long	0
	.long	0
	.long	13
	.long	14
	.long	17
.LCPI0_502:
	.long	0
	.long	1
	.long	2
	.long	16
	.long	0
	.long	13
	.long	14
	.long	15
.LCPI0_504:
	.long	17
	.long	0
	.long	10
	.long	11
	.long	12
	.long	18
	.long	0
	.long	0
.LCPI0_505:
	.long	0
	.long	22
	.long	0
	.long	11
	.long	12
	.long	13
	.long	23
	.long	0
.LCPI0_507:
	.long	0
	.long	1
	.long	22
	.long	11
	.long	12
	.long	13
	.long	14
	.long	23
.LCPI0_509:
	.long	0
	.long	17
	.long	10
	.long	11
	.long	12
	.long	13
	.long	18
	.long	0
.LCPI0_510:
	.long	8
	.long	9
	.long	10
	.long	19
	.long	0
	.long	0
	.long	0
	.long	7
.LCPI0_512:
	.long	8
	.long	9
	.long	10
	.long	11
	.long	19
	.long	0
	.long	0
	.long	7
.LCPI0_515:
	.long	8
	.long	20
	.long	0
	.long	0
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_518:
	.quad	4
	.quad	10
	.quad	2
	.quad	3
.LCPI0_527:
	.long	8
	.long	9
	.long	10
	.long	20
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_556:
	.long	0
	.long	16
	.long	0
	.long	0
	.long	9
	.long	25
	.long	0
	.long	0
.LCPI0_557:
	.long	4
	.long	20
	.long	0
	.long	0
	.long	13
	.long	29
	.long	0
	.long	0
.LCPI0_558:
	.long	0
	.long	1
	.long	20
	.long	0
	.long	12
	.long	13
	.long	21
	.long	0
.LCPI0_559:
	.long	0
	.long	1
	.long	16
	.long	0
	.long	12
	.long	13
	.long	17
	.long	0
.LCPI0_564:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	7
	.long	15
	.zero	4
	.zero	4
.LCPI0_565:
	.long	0
	.long	1
	.long	2
	.long	16
	.long	12
	.long	13
	.long	14
	.long	17
.LCPI0_566:
	.long	0
	.long	1
	.long	2
	.long	20
	.long	12
	.long	13
	.long	14
	.long	21
.LCPI0_568:
	.long	15
	.long	0
	.long	0
	.long	0
	.long	4
	.long	5
	.long	6
	.long	23
.LCPI0_570:
	.long	11
	.long	0
	.long	0
	.long	0
	.long	4
	.long	5
	.long	6
	.long	19
.LCPI0_573:
	.long	8
	.long	19
	.long	0
	.long	0
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_575:
	.long	8
	.long	23
	.long	0
	.long	0
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_579:
	.long	8
	.long	9
	.long	23
	.long	0
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_581:
	.long	8
	.long	9
	.long	19
	.long	0
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_584:
	.long	8
	.long	9
	.long	10
	.long	19
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_586:
	.long	8
	.long	9
	.long	10
	.long	23
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_610:
	.long	0
	.long	16
	.long	0
	.long	9
	.long	25
	.long	0
	.long	0
	.long	0
.LCPI0_611:
	.long	0
	.long	3
	.long	19
	.long	0
	.long	12
	.long	28
	.long	0
	.long	0
.LCPI0_613:
	.long	0
	.long	0
	.long	6
	.long	22
	.long	0
	.long	15
	.long	31
	.long	0
.LCPI0_614:
	.long	0
	.long	0
	.long	2
	.long	3
	.long	22
	.long	13
	.long	14
	.long	23
.LCPI0_616:
	.long	0
	.long	1
	.long	2
	.long	19
	.long	12
	.long	13
	.long	20
	.long	0
.LCPI0_617:
	.long	0
	.long	1
	.long	16
	.long	11
	.long	12
	.long	17
	.long	0
	.long	0
.LCPI0_624:
	.quad	4
	.quad	9
	.quad	0
	.quad	3
.LCPI0_826:
	.long	0
	.long	16
	.long	0
	.long	0
	.long	2
	.long	18
	.long	1
	.long	17
.LCPI0_827:
	.long	4
	.long	20
	.long	3
	.long	19
	.long	0
	.long	0
	.long	5
	.long	21
.LCPI0_829:
	.long	8
	.long	24
	.long	0
	.long	0
	.long	10
	.long	26
	.long	9
	.long	25
.LCPI0_830:
	.long	12
	.long	28
	.long	11
	.long	27
	.long	0
	.long	0
	.long	13
	.long	29
.LCPI0_856:
	.long	0
	.long	13
	.long	29
	.long	15
	.long	31
	.long	0
	.long	14
	.long	30
.LCPI0_857:
	.long	27
	.long	0
	.long	10
	.long	26
	.long	12
	.long	28
	.long	0
	.long	11
.LCPI0_858:
	.long	8
	.long	24
	.long	0
	.long	7
	.long	23
	.long	9
	.long	25
	.long	0
.LCPI0_859:
	.long	3
	.long	21
	.long	5
	.long	0
	.long	20
	.long	4
	.long	22
	.long	6
.LCPI0_860:
	.long	0
	.long	16
	.long	2
	.long	18
	.long	0
	.long	1
	.long	17
	.long	3
.LCPI0_1017:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	21
	.long	5
	.long	14
	.long	15
.LCPI0_1018:
	.long	12
	.long	0
	.long	0
	.long	0
	.long	4
	.long	5
	.long	6
	.long	20
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
.LCPI0_25:
	.long	0
	.long	15
	.long	30
	.zero	4
.LCPI0_28:
	.long	17
	.long	0
	.long	15
	.zero	4
.LCPI0_35:
	.long	4
	.long	11
	.zero	4
	.zero	4
.LCPI0_38:
	.long	5
	.long	12
	.long	6
	.long	7
.LCPI0_42:
	.long	6
	.long	13
	.long	6
	.long	7
.LCPI0_43:
	.zero	4
	.zero	4
	.long	5
	.long	0
.LCPI0_44:
	.long	7
	.long	2
	.zero	4
	.zero	4
.LCPI0_45:
	.long	7
	.long	14
	.long	6
	.long	7
.LCPI0_47:
	.long	8
	.long	23
	.zero	4
	.zero	4
.LCPI0_50:
	.zero	4
	.zero	4
	.long	7
	.long	2
.LCPI0_56:
	.zero	4
	.zero	4
	.long	8
	.long	23
.LCPI0_61:
	.long	12
	.long	27
	.zero	4
	.zero	4
.LCPI0_65:
	.zero	4
	.zero	4
	.long	12
	.long	27
.LCPI0_69:
	.long	0
	.long	14
	.long	28
	.zero	4
.LCPI0_71:
	.long	1
	.long	15
	.long	29
	.zero	4
.LCPI0_73:
	.long	18
	.long	0
	.long	14
	.zero	4
.LCPI0_77:
	.long	19
	.long	1
	.long	15
	.zero	4
.LCPI0_87:
	.long	6
	.long	12
	.long	6
	.long	7
.LCPI0_91:
	.long	7
	.long	13
	.long	6
	.long	7
.LCPI0_94:
	.long	8
	.long	22
	.zero	4
	.zero	4
.LCPI0_95:
	.zero	4
	.zero	4
	.long	4
	.long	10
.LCPI0_97:
	.long	9
	.long	23
	.zero	4
	.zero	4
.LCPI0_106:
	.long	12
	.long	26
	.zero	4
	.zero	4
.LCPI0_107:
	.zero	4
	.zero	4
	.long	8
	.long	22
.LCPI0_109:
	.long	13
	.long	27
	.zero	4
	.zero	4
.LCPI0_110:
	.zero	4
	.zero	4
	.long	9
	.long	23
.LCPI0_111:
	.long	0
	.long	13
	.long	26
	.zero	4
.LCPI0_113:
	.long	1
	.long	14
	.long	27
	.zero	4
.LCPI0_116:
	.long	2
	.long	15
	.long	28
	.zero	4
.LCPI0_119:
	.long	19
	.long	0
	.long	13
	.zero	4
.LCPI0_122:
	.long	20
	.long	1
	.long	14
	.zero	4
.LCPI0_125:
	.long	21
	.long	2
	.long	15
	.zero	4
.LCPI0_128:
	.long	7
	.long	12
	.long	6
	.long	7
.LCPI0_131:
	.long	8
	.long	21
	.zero	4
	.zero	4
.LCPI0_134:
	.long	9
	.long	22
	.zero	4
	.zero	4
.LCPI0_138:
	.long	10
	.long	23
	.zero	4
	.zero	4
.LCPI0_145:
	.long	12
	.long	25
	.zero	4
	.zero	4
.LCPI0_148:
	.long	0
	.long	12
	.long	24
	.zero	4
.LCPI0_151:
	.long	1
	.long	13
	.long	25
	.zero	4
.LCPI0_154:
	.long	2
	.long	14
	.long	26
	.zero	4
.LCPI0_157:
	.long	3
	.long	15
	.long	27
	.zero	4
.LCPI0_160:
	.long	20
	.long	0
	.long	12
	.zero	4
.LCPI0_163:
	.long	21
	.long	1
	.long	13
	.zero	4
.LCPI0_166:
	.long	22
	.long	2
	.long	14
	.zero	4
.LCPI0_169:
	.long	23
	.long	3
	.long	15
	.zero	4
.LCPI0_171:
	.long	8
	.long	20
	.zero	4
	.zero	4
.LCPI0_174:
	.long	9
	.long	21
	.zero	4
	.zero	4
.LCPI0_177:
	.long	10
	.long	22
	.zero	4
	.zero	4
.LCPI0_180:
	.long	11
	.long	23
	.zero	4
	.zero	4
.LCPI0_184:
	.long	0
	.long	11
	.long	22
	.zero	4
.LCPI0_187:
	.long	1
	.long	12
	.long	23
	.zero	4
.LCPI0_190:
	.long	2
	.long	13
	.long	24
	.zero	4
.LCPI0_193:
	.long	3
	.long	14
	.long	25
	.zero	4
.LCPI0_196:
	.long	4
	.long	15
	.long	26
	.zero	4
.LCPI0_198:
	.long	21
	.long	0
	.long	11
	.zero	4
.LCPI0_201:
	.long	22
	.long	1
	.long	12
	.zero	4
.LCPI0_204:
	.long	23
	.long	2
	.long	13
	.zero	4
.LCPI0_207:
	.long	24
	.long	3
	.long	14
	.zero	4
.LCPI0_210:
	.long	25
	.long	4
	.long	15
	.zero	4
.LCPI0_212:
	.long	10
	.long	21
	.zero	4
	.zero	4
.LCPI0_216:
	.long	0
	.long	10
	.long	20
	.long	30
.LCPI0_218:
	.long	1
	.long	11
	.long	21
	.long	31
.LCPI0_219:
	.long	2
	.long	12
	.long	22
	.zero	4
.LCPI0_222:
	.long	3
	.long	13
	.long	23
	.zero	4
.LCPI0_224:
	.zero	4
	.zero	4
	.long	0
	.long	6
.LCPI0_226:
	.long	4
	.long	14
	.long	24
	.zero	4
.LCPI0_228:
	.long	5
	.long	15
	.long	25
	.zero	4
.LCPI0_230:
	.long	22
	.long	0
	.long	10
	.zero	4
.LCPI0_233:
	.long	23
	.long	1
	.long	11
	.zero	4
.LCPI0_236:
	.long	24
	.long	2
	.long	12
	.zero	4
.LCPI0_238:
	.long	25
	.long	3
	.long	13
	.zero	4
.LCPI0_240:
	.long	0
	.long	9
	.long	18
	.long	27
.LCPI0_241:
	.long	4
	.long	13
	.long	22
	.long	31
.LCPI0_243:
	.long	1
	.long	10
	.long	19
	.long	28
.LCPI0_245:
	.long	2
	.long	11
	.long	20
	.long	29
.LCPI0_247:
	.long	3
	.long	12
	.long	21
	.long	30
.LCPI0_249:
	.long	5
	.long	14
	.long	23
	.zero	4
.LCPI0_251:
	.long	6
	.long	15
	.long	24
	.zero	4
.LCPI0_253:
	.long	23
	.long	0
	.long	9
	.zero	4
.LCPI0_255:
	.long	24
	.long	1
	.long	10
	.zero	4
.LCPI0_257:
	.long	0
	.long	8
	.long	16
	.long	24
.LCPI0_258:
	.long	1
	.long	9
	.long	17
	.long	25
.LCPI0_259:
	.long	2
	.long	10
	.long	18
	.long	26
.LCPI0_260:
	.long	3
	.long	11
	.long	19
	.long	27
.LCPI0_261:
	.long	4
	.long	12
	.long	20
	.long	28
.LCPI0_262:
	.long	5
	.long	13
	.long	21
	.long	29
.LCPI0_263:
	.long	6
	.long	14
	.long	22
	.long	30
.LCPI0_264:
	.long	7
	.long	15
	.long	23
	.long	31
.LCPI0_267:
	.long	20
	.long	27
	.long	6
	.long	13
.LCPI0_269:
	.long	25
	.long	4
	.long	11
	.long	18
.LCPI0_273:
	.long	26
	.long	5
	.long	12
	.long	19
.LCPI0_277:
	.long	27
	.long	6
	.long	13
	.long	20
.LCPI0_284:
	.long	4
	.long	11
	.long	18
	.long	25
.LCPI0_287:
	.long	5
	.long	12
	.long	19
	.long	26
.LCPI0_290:
	.long	6
	.long	13
	.long	20
	.long	27
.LCPI0_340:
	.long	2
	.long	29
	.long	30
	.long	3
.LCPI0_341:
	.quad	6
	.quad	10
.LCPI0_342:
	.long	12
	.long	21
	.long	0
	.long	11
.LCPI0_343:
	.quad	11
	.quad	5
.LCPI0_344:
	.long	0
	.long	9
	.long	10
	.long	23
.LCPI0_349:
	.long	12
	.long	22
	.long	10
	.long	11
.LCPI0_350:
	.long	12
	.long	13
	.long	21
	.long	11
.LCPI0_423:
	.long	8
	.long	9
	.long	7
	.long	7
.LCPI0_425:
	.long	19
	.long	17
	.long	10
	.long	11
.LCPI0_427:
	.quad	2
	.quad	10
.LCPI0_429:
	.long	8
	.long	9
	.long	10
	.long	20
.LCPI0_432:
	.long	8
	.long	21
	.long	6
	.long	7
.LCPI0_433:
	.long	12
	.long	19
	.long	10
	.long	11
.LCPI0_499:
	.quad	9
	.quad	5
.LCPI0_500:
	.long	8
	.long	19
	.long	0
	.long	7
.LCPI0_503:
	.long	8
	.long	9
	.long	19
	.long	7
.LCPI0_560:
	.quad	4
	.quad	9
.LCPI0_561:
	.quad	2
	.quad	11
.LCPI0_562:
	.long	8
	.long	9
	.long	10
	.long	22
.LCPI0_563:
	.long	8
	.long	9
	.long	10
	.long	18
.LCPI0_567:
	.long	10
	.long	8
	.long	3
	.long	3
.LCPI0_612:
	.long	5
	.long	5
	.long	21
	.long	21
.LCPI0_615:
	.long	8
	.long	21
	.long	0
	.long	7
.LCPI0_621:
	.long	8
	.long	9
	.long	21
	.long	7
.LCPI0_622:
	.long	8
	.long	18
	.long	6
	.long	7
.LCPI0_669:
	.long	8
	.long	23
	.long	6
	.long	7
.LCPI0_699:
	.long	7
	.long	9
	.long	7
	.long	7
.LCPI0_828:
	.long	6
	.long	22
	.long	7
	.long	23
.LCPI0_831:
	.long	14
	.long	30
	.long	15
	.long	31
.LCPI0_896:
	.long	10
	.long	19
	.long	28
	.long	1
.LCPI0_897:
	.long	11
	.long	20
	.long	29
	.long	2
.LCPI0_898:
	.long	12
	.long	21
	.long	30
	.long	3
.LCPI0_899:
	.long	24
	.long	2
	.long	12
	.long	0
.LCPI0_900:
	.long	25
	.long	3
	.long	13
	.long	0
.LCPI0_901:
	.long	10
	.long	20
	.long	30
	.long	0
.LCPI0_902:
	.long	11
	.long	21
	.long	31
	.long	1
.LCPI0_904:
	.long	12
	.long	22
	.long	0
	.long	2
.LCPI0_905:
	.long	13
	.long	23
	.long	0
	.long	3
.LCPI0_906:
	.quad	14
	.quad	6
.LCPI0_907:
	.quad	5
	.quad	13
.LCPI0_908:
	.long	13
	.long	13
	.long	30
	.long	30
.LCPI0_910:
	.long	30
	.long	0
	.long	0
	.long	15
.LCPI0_911:
	.quad	6
	.quad	14
.LCPI0_913:
	.long	0
	.long	15
	.long	30
	.long	0
.LCPI0_914:
	.long	4
	.long	5
	.long	6
	.long	13
.LCPI0_915:
	.long	17
	.long	0
	.long	15
	.long	0
.LCPI0_916:
	.long	4
	.long	5
	.long	6
	.long	14
.LCPI0_921:
	.long	4
	.long	5
	.long	12
	.long	11
.LCPI0_923:
	.long	9
	.long	24
	.long	10
	.long	11
.LCPI0_925:
	.long	10
	.long	25
	.long	10
	.long	11
.LCPI0_926:
	.long	0
	.long	12
	.long	0
	.long	20
.LCPI0_928:
	.long	1
	.long	13
	.long	0
	.long	21
.LCPI0_930:
	.long	2
	.long	14
	.long	0
	.long	22
.LCPI0_932:
	.long	3
	.long	15
	.long	0
	.long	23
.LCPI0_934:
	.long	0
	.long	0
	.long	12
	.long	24
.LCPI0_935:
	.long	0
	.long	1
	.long	13
	.long	25
.LCPI0_936:
	.long	0
	.long	2
	.long	14
	.long	26
.LCPI0_937:
	.long	0
	.long	3
	.long	15
	.long	27
.LCPI0_938:
	.long	24
	.long	0
	.long	0
	.long	12
.LCPI0_939:
	.long	0
	.long	20
	.long	0
	.long	12
.LCPI0_940:
	.long	25
	.long	0
	.long	1
	.long	13
.LCPI0_941:
	.long	0
	.long	21
	.long	1
	.long	13
.LCPI0_942:
	.long	26
	.long	0
	.long	2
	.long	14
.LCPI0_943:
	.long	0
	.long	22
	.long	2
	.long	14
.LCPI0_944:
	.long	27
	.long	0
	.long	3
	.long	15
.LCPI0_945:
	.long	0
	.long	23
	.long	3
	.long	15
.LCPI0_946:
	.long	0
	.long	1
	.long	14
	.long	27
.LCPI0_947:
	.long	0
	.long	2
	.long	15
	.long	28
.LCPI0_948:
	.quad	11
	.quad	4
.LCPI0_949:
	.long	0
	.long	19
	.long	0
	.long	13
.LCPI0_950:
	.long	0
	.long	20
	.long	1
	.long	14
.LCPI0_951:
	.quad	12
	.quad	5
.LCPI0_952:
	.long	0
	.long	21
	.long	2
	.long	15
.LCPI0_954:
	.long	0
	.long	5
	.long	6
	.long	8
.LCPI0_955:
	.long	26
	.long	0
	.long	0
	.long	13
.LCPI0_956:
	.long	27
	.long	0
	.long	1
	.long	14
.LCPI0_959:
	.long	28
	.long	0
	.long	2
	.long	15
.LCPI0_960:
	.quad	4
	.quad	11
.LCPI0_963:
	.long	0
	.long	5
	.long	6
	.long	12
.LCPI0_965:
	.long	14
	.long	0
	.long	20
	.long	1
.LCPI0_966:
	.quad	5
	.quad	12
.LCPI0_967:
	.long	0
	.long	5
	.long	6
	.long	13
.LCPI0_968:
	.long	15
	.long	0
	.long	21
	.long	2
.LCPI0_970:
	.long	0
	.long	5
	.long	6
	.long	14
.LCPI0_972:
	.long	0
	.long	13
	.long	26
	.long	0
.LCPI0_973:
	.long	14
	.long	24
	.long	0
	.long	4
.LCPI0_974:
	.long	15
	.long	25
	.long	0
	.long	5
.LCPI0_975:
	.long	0
	.long	10
	.long	0
	.long	22
.LCPI0_976:
	.long	1
	.long	11
	.long	0
	.long	23
.LCPI0_977:
	.long	8
	.long	9
	.long	26
	.long	26
.LCPI0_978:
	.long	9
	.long	9
	.long	26
	.long	27
.LCPI0_981:
	.long	8
	.long	10
	.long	24
	.long	27
.LCPI0_982:
	.long	28
	.long	0
	.long	0
	.long	14
.LCPI0_983:
	.long	29
	.long	0
	.long	1
	.long	15
.LCPI0_984:
	.long	8
	.long	11
	.long	25
	.long	27
.LCPI0_989:
	.long	0
	.long	14
	.long	28
	.long	0
.LCPI0_991:
	.long	1
	.long	15
	.long	29
	.long	0
.LCPI0_992:
	.long	18
	.long	0
	.long	14
	.long	0
.LCPI0_993:
	.long	19
	.long	1
	.long	15
	.long	0
.LCPI0_996:
	.long	12
	.long	23
	.long	0
	.long	1
.LCPI0_997:
	.long	13
	.long	24
	.long	0
	.long	2
.LCPI0_998:
	.long	14
	.long	25
	.long	0
	.long	3
.LCPI0_999:
	.long	15
	.long	26
	.long	0
	.long	4
.LCPI0_1000:
	.long	0
	.long	11
	.long	0
	.long	21
.LCPI0_1001:
	.long	1
	.long	12
	.long	0
	.long	22
.LCPI0_1002:
	.long	2
	.long	13
	.long	0
	.long	23
.LCPI0_1004:
	.long	3
	.long	14
	.long	0
	.long	24
.LCPI0_1006:
	.long	4
	.long	15
	.long	0
	.long	25
.LCPI0_1008:
	.long	0
	.long	0
	.long	11
	.long	22
.LCPI0_1009:
	.long	22
	.long	0
	.long	0
	.long	11
.LCPI0_1010:
	.long	0
	.long	1
	.long	12
	.long	23
.LCPI0_1011:
	.long	5
	.long	14
	.long	23
	.long	0
.LCPI0_1012:
	.long	6
	.long	15
	.long	24
	.long	0
.LCPI0_1013:
	.long	23
	.long	0
	.long	9
	.long	0
.LCPI0_1014:
	.long	24
	.long	1
	.long	10
	.long	0
.LCPI0_1015:
	.long	9
	.long	18
	.long	27
	.long	0
.LCPI0_1016:
	.long	0
	.long	16
	.long	10
	.long	9
.LCPI0_1019:
	.long	2
	.long	18
	.long	11
	.long	27
.LCPI0_1020:
	.long	14
	.long	30
	.long	5
	.long	21
.LCPI0_1021:
	.long	15
	.long	0
	.long	7
	.long	23
.LCPI0_1022:
	.long	0
	.long	16
	.long	9
	.long	25
.LCPI0_1023:
	.long	13
	.long	0
	.long	5
	.long	21
.LCPI0_1024:
	.long	10
	.long	0
	.long	2
	.long	18
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
.LCPI0_311:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	17
	.long	22
	.long	27
.LCPI0_314:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	18
	.long	23
	.long	28
.LCPI0_317:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	19
	.long	24
	.long	29
.LCPI0_320:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	20
	.long	25
	.long	30
.LCPI0_323:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	16
	.long	21
	.long	26
	.long	31
.LCPI0_328:
	.long	0
	.long	3
	.long	6
	.long	9
	.long	12
	.long	15
	.long	18
	.long	21
	.long	24
	.long	27
	.long	30
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_329:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	17
	.long	20
	.long	23
	.long	26
	.long	29
.LCPI0_330:
	.long	17
	.long	20
	.long	23
	.long	26
	.long	29
	.long	0
	.long	3
	.long	6
	.long	9
	.long	12
	.long	15
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_331:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	18
	.long	21
	.long	24
	.long	27
	.long	30
.LCPI0_332:
	.long	2
	.long	5
	.long	8
	.long	11
	.long	14
	.long	17
	.long	20
	.long	23
	.long	26
	.long	29
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_333:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	16
	.long	19
	.long	22
	.long	25
	.long	28
	.long	31
.LCPI0_334:
	.long	0
	.long	2
	.long	4
	.long	6
	.long	8
	.long	10
	.long	12
	.long	14
	.long	16
	.long	18
	.long	20
	.long	22
	.long	24
	.long	26
	.long	28
	.long	30
.LCPI0_335:
	.long	1
	.long	3
	.long	5
	.long	7
	.long	9
	.long	11
	.long	13
	.long	15
	.long	17
	.long	19
	.long	21
	.long	23
	.long	25
	.long	27
	.long	29
	.long	31
.LCPI0_337:
	.long	0
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	9
.LCPI0_365:
	.quad	0
	.quad	10
	.zero	8
	.zero	8
	.zero	8
	.quad	5
	.quad	6
	.quad	7
.LCPI0_369:
	.quad	0
	.quad	1
	.quad	9
	.zero	8
	.zero	8
	.zero	8
	.quad	6
	.quad	7
.LCPI0_370:
	.quad	0
	.quad	1
	.quad	2
	.quad	8
	.zero	8
	.zero	8
	.zero	8
	.quad	7
.LCPI0_371:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	15
.LCPI0_372:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_373:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	13
	.long	14
	.long	15
.LCPI0_374:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_375:
	.long	0
	.long	22
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_376:
	.long	0
	.long	1
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_377:
	.long	0
	.long	1
	.long	2
	.long	20
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_378:
	.long	0
	.long	1
	.long	2
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_379:
	.quad	0
	.quad	11
	.zero	8
	.zero	8
	.quad	4
	.quad	5
	.quad	6
	.quad	7
.LCPI0_380:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_381:
	.quad	0
	.quad	1
	.quad	2
	.quad	9
	.zero	8
	.zero	8
	.quad	6
	.quad	7
.LCPI0_382:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_383:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	15
.LCPI0_384:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	20
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_385:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_386:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	13
	.long	14
	.long	15
.LCPI0_387:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_388:
	.long	0
	.long	1
	.long	2
	.long	22
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_389:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_390:
	.quad	0
	.quad	1
	.quad	11
	.zero	8
	.quad	4
	.quad	5
	.quad	6
	.quad	7
.LCPI0_391:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_392:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	9
	.zero	8
	.quad	6
	.quad	7
.LCPI0_393:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_394:
	.quad	0
	.quad	1
	.quad	2
	.quad	10
	.zero	8
	.quad	5
	.quad	6
	.quad	7
.LCPI0_395:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	4
	.quad	8
	.zero	8
	.quad	7
.LCPI0_396:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.long	15
.LCPI0_397:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_398:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	20
	.zero	4
	.zero	4
	.zero	4
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_399:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_400:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.long	13
	.long	14
	.long	15
.LCPI0_401:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_402:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	22
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_403:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	17
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_404:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	4
	.quad	9
	.quad	6
	.quad	7
.LCPI0_405:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	19
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_406:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	10
	.quad	5
	.quad	6
	.quad	7
.LCPI0_407:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	21
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_408:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	4
	.quad	5
	.quad	8
	.quad	7
.LCPI0_409:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	16
	.zero	4
	.long	15
.LCPI0_410:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	22
	.zero	4
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_411:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	21
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_412:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	20
	.zero	4
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_413:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	19
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_414:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	18
	.zero	4
	.long	13
	.long	14
	.long	15
.LCPI0_415:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	17
	.zero	4
	.long	14
	.long	15
.LCPI0_416:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	17
	.long	14
	.long	15
.LCPI0_417:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	18
	.long	13
	.long	14
	.long	15
.LCPI0_418:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	19
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_419:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	20
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_420:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	21
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_421:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	22
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_422:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	16
	.long	15
.LCPI0_424:
	.long	0
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	25
.LCPI0_428:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	21
	.long	13
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_448:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_449:
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	20
	.zero	4
.LCPI0_450:
	.long	0
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	20
.LCPI0_451:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_453:
	.long	0
	.long	1
	.long	2
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_455:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_457:
	.long	20
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	21
	.zero	4
.LCPI0_458:
	.zero	4
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	23
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_459:
	.quad	0
	.quad	1
	.quad	9
	.zero	8
	.zero	8
	.quad	5
	.quad	6
	.quad	7
.LCPI0_460:
	.zero	8
	.zero	8
	.quad	2
	.quad	3
	.quad	4
	.quad	5
	.quad	11
	.zero	8
.LCPI0_461:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_462:
	.long	0
	.long	1
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_463:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_464:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	22
	.zero	4
	.zero	4
.LCPI0_465:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_466:
	.zero	4
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	23
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_467:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_468:
	.long	0
	.long	20
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	21
.LCPI0_469:
	.quad	0
	.quad	10
	.zero	8
	.quad	3
	.quad	4
	.quad	5
	.quad	6
	.quad	7
.LCPI0_470:
	.zero	4
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	23
	.zero	4
	.zero	4
	.zero	4
.LCPI0_471:
	.quad	0
	.quad	1
	.quad	2
	.quad	9
	.zero	8
	.quad	5
	.quad	6
	.quad	7
.LCPI0_472:
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	22
	.zero	4
.LCPI0_473:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_474:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_475:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	17
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_476:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	19
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_477:
	.long	0
	.long	21
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	22
.LCPI0_478:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	18
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_479:
	.zero	4
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	23
	.zero	4
	.zero	4
.LCPI0_480:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	16
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_481:
	.long	0
	.long	1
	.long	2
	.long	20
	.zero	4
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_482:
	.long	22
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	23
	.zero	4
.LCPI0_483:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	9
	.quad	5
	.quad	6
	.quad	7
.LCPI0_484:
	.long	0
	.long	1
	.long	21
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_485:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	19
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_486:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	17
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_487:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	17
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_488:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	19
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_489:
	.long	0
	.long	1
	.long	2
	.long	21
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_490:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	18
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_491:
	.long	0
	.long	22
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	23
.LCPI0_492:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	16
	.long	14
	.long	15
.LCPI0_493:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	20
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_506:
	.zero	4
	.long	1
	.long	2
	.long	3
	.long	21
	.long	5
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_508:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	20
	.long	12
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_511:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	13
	.long	14
	.long	15
.LCPI0_513:
	.zero	4
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_514:
	.long	0
	.long	1
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	18
.LCPI0_516:
	.long	0
	.long	1
	.long	2
	.long	22
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_517:
	.quad	0
	.quad	1
	.quad	11
	.zero	8
	.zero	8
	.quad	5
	.quad	6
	.quad	7
.LCPI0_519:
	.long	0
	.long	1
	.long	2
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_520:
	.zero	4
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_521:
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	19
	.zero	4
	.zero	4
.LCPI0_522:
	.quad	0
	.quad	1
	.quad	2
	.quad	8
	.zero	8
	.zero	8
	.quad	6
	.quad	7
.LCPI0_523:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	13
	.long	14
	.long	15
.LCPI0_524:
	.long	0
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	19
	.zero	4
.LCPI0_525:
	.zero	4
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_526:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_528:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	22
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_529:
	.zero	8
	.zero	8
	.quad	2
	.quad	3
	.quad	4
	.quad	5
	.quad	10
	.zero	8
.LCPI0_530:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_531:
	.zero	4
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_532:
	.long	0
	.long	1
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	19
.LCPI0_533:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.long	13
	.long	14
	.long	15
.LCPI0_534:
	.long	0
	.long	1
	.long	2
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_535:
	.zero	4
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_536:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	22
	.zero	4
	.zero	4
	.zero	4
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_537:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_538:
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	20
	.zero	4
	.zero	4
.LCPI0_539:
	.long	0
	.long	19
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	20
	.zero	4
.LCPI0_540:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	17
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_541:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	11
	.quad	5
	.quad	6
	.quad	7
.LCPI0_542:
	.zero	4
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	21
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_543:
	.quad	0
	.quad	1
	.quad	9
	.quad	3
	.quad	4
	.quad	5
	.quad	6
	.quad	7
.LCPI0_544:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	4
	.quad	8
	.quad	6
	.quad	7
.LCPI0_545:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	16
	.zero	4
	.long	13
	.long	14
	.long	15
.LCPI0_546:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	18
	.zero	4
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_547:
	.zero	4
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	21
	.zero	4
	.long	14
	.long	15
.LCPI0_548:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	22
	.zero	4
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_549:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	17
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_550:
	.long	0
	.long	1
	.long	19
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	20
.LCPI0_551:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	17
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_552:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	22
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_553:
	.long	20
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	21
	.long	14
	.long	15
.LCPI0_554:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	18
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_555:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	16
	.long	13
	.long	14
	.long	15
.LCPI0_569:
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	18
	.zero	4
	.zero	4
	.zero	4
.LCPI0_571:
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	22
	.zero	4
	.zero	4
	.zero	4
.LCPI0_572:
	.long	0
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	22
	.zero	4
	.zero	4
.LCPI0_574:
	.long	0
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	18
	.zero	4
	.zero	4
.LCPI0_576:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_577:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	20
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_578:
	.quad	0
	.quad	1
	.quad	2
	.quad	10
	.zero	8
	.zero	8
	.quad	6
	.quad	7
.LCPI0_580:
	.long	0
	.long	1
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	18
	.zero	4
.LCPI0_582:
	.long	0
	.long	1
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	22
	.zero	4
.LCPI0_583:
	.long	0
	.long	1
	.long	2
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	22
.LCPI0_585:
	.long	0
	.long	1
	.long	2
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	18
.LCPI0_587:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_588:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	20
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_589:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	10
	.zero	8
	.quad	6
	.quad	7
.LCPI0_590:
	.long	22
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	23
	.zero	4
	.zero	4
	.zero	4
.LCPI0_591:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_592:
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	19
	.zero	4
	.zero	4
	.zero	4
.LCPI0_593:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_594:
	.long	0
	.long	18
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	19
	.zero	4
	.zero	4
.LCPI0_595:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	17
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_596:
	.long	0
	.long	22
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	23
	.zero	4
	.zero	4
.LCPI0_597:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	16
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_598:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	20
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_599:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	4
	.quad	10
	.quad	6
	.quad	7
.LCPI0_600:
	.long	0
	.long	1
	.long	22
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	23
	.zero	4
.LCPI0_601:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	21
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_602:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	17
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_603:
	.long	0
	.long	1
	.long	18
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	19
	.zero	4
.LCPI0_604:
	.long	0
	.long	1
	.long	2
	.long	18
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	19
.LCPI0_605:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	17
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_606:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	21
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_607:
	.long	0
	.long	1
	.long	2
	.long	22
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	23
.LCPI0_608:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	16
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_609:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	20
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_618:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	18
	.long	10
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_619:
	.long	0
	.long	1
	.long	2
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	11
	.long	12
	.long	13
	.long	17
	.zero	4
.LCPI0_620:
	.zero	4
	.long	1
	.long	2
	.long	3
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	20
.LCPI0_623:
	.zero	4
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	22
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	13
	.long	14
	.long	15
.LCPI0_625:
	.long	20
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	7
	.long	8
	.long	9
	.long	10
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_626:
	.zero	4
	.long	1
	.long	2
	.long	3
	.long	4
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_627:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	11
	.long	12
	.long	13
	.long	14
	.long	17
.LCPI0_628:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_629:
	.zero	4
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_630:
	.long	0
	.long	20
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	21
	.zero	4
	.zero	4
	.zero	4
.LCPI0_631:
	.zero	4
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	22
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	13
	.long	14
	.long	15
.LCPI0_632:
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_633:
	.long	0
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	18
	.zero	4
	.zero	4
	.zero	4
.LCPI0_634:
	.zero	8
	.quad	1
	.quad	2
	.quad	3
	.quad	11
	.zero	8
	.quad	6
	.quad	7
.LCPI0_635:
	.long	0
	.long	1
	.long	20
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	21
	.zero	4
	.zero	4
.LCPI0_636:
	.zero	4
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_637:
	.quad	0
	.quad	1
	.quad	2
	.quad	8
	.zero	8
	.quad	5
	.quad	6
	.quad	7
.LCPI0_638:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_639:
	.zero	4
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_640:
	.long	0
	.long	1
	.long	2
	.long	20
	.zero	4
	.zero	4
	.zero	4
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	21
	.zero	4
.LCPI0_641:
	.zero	4
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	22
	.zero	4
	.zero	4
	.zero	4
	.long	13
	.long	14
	.long	15
.LCPI0_642:
	.long	0
	.long	1
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	18
	.zero	4
	.zero	4
.LCPI0_643:
	.long	0
	.long	1
	.long	2
	.long	17
	.zero	4
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	18
	.zero	4
.LCPI0_644:
	.zero	8
	.quad	1
	.quad	2
	.quad	3
	.quad	4
	.quad	11
	.quad	6
	.quad	7
.LCPI0_645:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	20
	.zero	4
	.zero	4
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	21
.LCPI0_646:
	.zero	4
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	19
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_647:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	8
	.quad	5
	.quad	6
	.quad	7
.LCPI0_648:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	16
	.zero	4
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_649:
	.zero	4
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	19
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_650:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	20
	.zero	4
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_651:
	.long	21
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	22
	.zero	4
	.long	13
	.long	14
	.long	15
.LCPI0_652:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	17
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	18
.LCPI0_653:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	17
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_654:
	.long	0
	.long	21
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	22
	.long	13
	.long	14
	.long	15
.LCPI0_655:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	20
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_656:
	.long	18
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	19
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_657:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	16
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_658:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	11
	.long	27
.LCPI0_659:
	.zero	4
	.zero	4
	.long	5
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	30
	.zero	4
	.zero	4
.LCPI0_660:
	.zero	4
	.zero	4
	.long	2
	.long	3
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	22
	.zero	4
.LCPI0_661:
	.zero	8
	.zero	8
	.quad	2
	.quad	9
	.zero	8
	.zero	8
	.zero	8
	.quad	7
.LCPI0_662:
	.long	0
	.long	1
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	17
	.zero	4
	.zero	4
	.zero	4
.LCPI0_663:
	.long	3
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	24
	.long	25
	.long	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_664:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	7
	.long	23
	.long	15
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_665:
	.long	0
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	20
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_666:
	.long	0
	.long	1
	.long	2
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	17
	.zero	4
	.zero	4
.LCPI0_667:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_668:
	.zero	4
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	22
.LCPI0_670:
	.long	22
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	9
	.long	23
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_671:
	.zero	4
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	5
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_672:
	.zero	8
	.zero	8
	.quad	2
	.quad	3
	.quad	9
	.zero	8
	.zero	8
	.quad	7
.LCPI0_673:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	13
	.long	17
	.zero	4
.LCPI0_674:
	.long	0
	.long	1
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	20
	.zero	4
	.zero	4
	.zero	4
.LCPI0_675:
	.long	0
	.long	1
	.long	2
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	20
	.zero	4
	.zero	4
.LCPI0_676:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	17
.LCPI0_677:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_678:
	.zero	4
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_679:
	.long	0
	.long	22
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	23
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_680:
	.long	0
	.long	1
	.long	22
	.zero	4
	.zero	4
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	23
	.zero	4
	.zero	4
	.zero	4
.LCPI0_681:
	.zero	4
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_682:
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_683:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	20
	.zero	4
.LCPI0_684:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	19
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	20
.LCPI0_685:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	16
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_686:
	.long	0
	.long	17
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	18
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_687:
	.zero	4
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	21
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_688:
	.long	0
	.long	1
	.long	2
	.long	22
	.zero	4
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	23
	.zero	4
	.zero	4
.LCPI0_689:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	22
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	23
	.zero	4
.LCPI0_690:
	.long	20
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	21
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_691:
	.long	0
	.long	1
	.long	17
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	18
	.zero	4
	.long	14
	.long	15
.LCPI0_692:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	16
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_693:
	.long	0
	.long	1
	.long	2
	.long	17
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	18
	.long	14
	.long	15
.LCPI0_694:
	.long	0
	.long	20
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	21
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_695:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	22
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	23
.LCPI0_696:
	.zero	4
	.zero	4
	.long	2
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	11
	.long	27
	.zero	4
	.zero	4
	.zero	4
.LCPI0_697:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	20
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	13
	.long	29
	.zero	4
.LCPI0_698:
	.long	0
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	25
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_700:
	.zero	8
	.zero	8
	.zero	8
	.quad	3
	.quad	11
	.zero	8
	.zero	8
	.quad	7
.LCPI0_701:
	.long	0
	.long	1
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	10
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_702:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	20
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	13
	.long	14
	.long	21
.LCPI0_703:
	.zero	4
	.zero	4
	.long	2
	.long	3
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	11
	.long	12
	.long	19
	.zero	4
	.zero	4
.LCPI0_704:
	.zero	4
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	11
	.long	12
	.long	13
	.long	19
	.zero	4
.LCPI0_705:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	20
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	13
	.long	14
	.long	15
.LCPI0_706:
	.long	0
	.long	1
	.long	2
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	10
	.long	11
	.long	17
	.zero	4
	.zero	4
	.zero	4
.LCPI0_707:
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	22
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	15
.LCPI0_708:
	.long	0
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	9
	.long	22
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	15
.LCPI0_709:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	10
	.long	11
	.long	12
	.long	17
	.zero	4
	.zero	4
.LCPI0_710:
	.zero	8
	.zero	8
	.quad	2
	.quad	3
	.quad	10
	.zero	8
	.quad	6
	.quad	7
.LCPI0_711:
	.zero	4
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	5
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	11
	.long	12
	.long	13
	.long	14
	.long	19
.LCPI0_712:
	.zero	4
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_713:
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	20
	.zero	4
	.zero	4
	.zero	4
	.long	13
	.long	14
	.long	15
.LCPI0_714:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	17
	.zero	4
.LCPI0_715:
	.long	0
	.long	1
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	22
	.zero	4
	.zero	4
	.zero	4
	.long	15
.LCPI0_716:
	.long	0
	.long	1
	.long	2
	.long	21
	.zero	4
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	22
	.zero	4
	.zero	4
	.long	15
.LCPI0_717:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	16
	.zero	4
	.zero	4
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	17
.LCPI0_718:
	.long	0
	.long	19
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	20
	.zero	4
	.zero	4
	.long	13
	.long	14
	.long	15
.LCPI0_719:
	.zero	8
	.quad	1
	.quad	2
	.quad	3
	.quad	9
	.quad	5
	.quad	6
	.quad	7
.LCPI0_720:
	.long	17
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	18
	.zero	4
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_721:
	.long	0
	.long	1
	.long	19
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	20
	.zero	4
	.long	13
	.long	14
	.long	15
.LCPI0_722:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	16
	.zero	4
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_723:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	21
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	22
	.zero	4
	.long	15
.LCPI0_724:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	21
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	22
	.long	15
.LCPI0_725:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	16
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_726:
	.long	0
	.long	1
	.long	2
	.long	19
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	20
	.long	13
	.long	14
	.long	15
.LCPI0_727:
	.long	0
	.long	17
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	18
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_728:
	.long	0
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_729:
	.long	2
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	3
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_730:
	.long	4
	.long	20
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_731:
	.long	6
	.long	22
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	7
	.long	23
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_732:
	.long	8
	.long	24
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	25
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_733:
	.long	10
	.long	26
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	11
	.long	27
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_734:
	.long	12
	.long	28
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	13
	.long	29
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_735:
	.long	14
	.long	30
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	15
	.long	31
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_736:
	.long	0
	.long	1
	.long	30
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	31
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_737:
	.long	0
	.long	1
	.long	28
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	29
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_738:
	.long	0
	.long	1
	.long	26
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	27
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_739:
	.long	0
	.long	1
	.long	24
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	25
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_740:
	.long	0
	.long	1
	.long	22
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	23
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_741:
	.long	0
	.long	1
	.long	20
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_742:
	.long	0
	.long	1
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_743:
	.long	0
	.long	1
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_744:
	.long	0
	.long	1
	.long	2
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_745:
	.long	0
	.long	1
	.long	2
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_746:
	.long	0
	.long	1
	.long	2
	.long	20
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_747:
	.long	0
	.long	1
	.long	2
	.long	22
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	23
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_748:
	.long	0
	.long	1
	.long	2
	.long	24
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	25
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_749:
	.long	0
	.long	1
	.long	2
	.long	26
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	27
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_750:
	.long	0
	.long	1
	.long	2
	.long	28
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	29
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_751:
	.long	0
	.long	1
	.long	2
	.long	30
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	31
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_752:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	30
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	31
	.zero	4
	.zero	4
	.zero	4
.LCPI0_753:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	28
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	29
	.zero	4
	.zero	4
	.zero	4
.LCPI0_754:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	26
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	27
	.zero	4
	.zero	4
	.zero	4
.LCPI0_755:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	24
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	25
	.zero	4
	.zero	4
	.zero	4
.LCPI0_756:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	22
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	23
	.zero	4
	.zero	4
	.zero	4
.LCPI0_757:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	20
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	21
	.zero	4
	.zero	4
	.zero	4
.LCPI0_758:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	19
	.zero	4
	.zero	4
	.zero	4
.LCPI0_759:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	17
	.zero	4
	.zero	4
	.zero	4
.LCPI0_760:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	16
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	17
	.zero	4
	.zero	4
.LCPI0_761:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	18
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	19
	.zero	4
	.zero	4
.LCPI0_762:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	20
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	21
	.zero	4
	.zero	4
.LCPI0_763:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	22
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	23
	.zero	4
	.zero	4
.LCPI0_764:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	24
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	25
	.zero	4
	.zero	4
.LCPI0_765:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	26
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	27
	.zero	4
	.zero	4
.LCPI0_766:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	28
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	29
	.zero	4
	.zero	4
.LCPI0_767:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	30
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	31
	.zero	4
	.zero	4
.LCPI0_768:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	30
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	31
	.zero	4
.LCPI0_769:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	28
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	29
	.zero	4
.LCPI0_770:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	26
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	27
	.zero	4
.LCPI0_771:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	24
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	25
	.zero	4
.LCPI0_772:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	22
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	23
	.zero	4
.LCPI0_773:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	20
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	21
	.zero	4
.LCPI0_774:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	18
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	19
	.zero	4
.LCPI0_775:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	16
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	17
	.zero	4
.LCPI0_776:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	16
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	17
.LCPI0_777:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	18
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	19
.LCPI0_778:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	20
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	21
.LCPI0_779:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	22
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	23
.LCPI0_780:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	24
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	25
.LCPI0_781:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	26
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	27
.LCPI0_782:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	28
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	29
.LCPI0_783:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	30
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	31
.LCPI0_784:
	.zero	4
	.zero	4
	.long	14
	.long	30
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	15
	.long	31
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_785:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	28
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	13
	.long	29
	.zero	4
	.zero	4
	.zero	4
.LCPI0_786:
	.long	9
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	26
	.long	10
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	27
	.long	11
	.zero	4
.LCPI0_787:
	.zero	4
	.long	7
	.long	23
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	24
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	9
.LCPI0_788:
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	6
	.long	22
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_789:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	3
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	20
	.zero	4
	.zero	4
.LCPI0_790:
	.long	0
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	18
.LCPI0_791:
	.long	0
	.long	1
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	7
	.long	8
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_792:
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	6
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	20
	.zero	4
.LCPI0_793:
	.zero	4
	.zero	4
	.zero	4
	.long	3
	.long	4
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	22
	.zero	4
	.zero	4
	.zero	4
.LCPI0_794:
	.zero	4
	.long	1
	.long	2
	.long	23
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	24
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	15
.LCPI0_795:
	.long	0
	.long	25
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	6
	.long	7
	.long	26
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	13
	.long	14
	.long	27
.LCPI0_796:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	28
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	11
	.long	12
	.long	29
	.zero	4
	.zero	4
.LCPI0_797:
	.zero	4
	.zero	4
	.long	2
	.long	3
	.long	30
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	10
	.long	31
	.zero	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_798:
	.zero	4
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	30
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	10
	.long	11
	.long	31
	.zero	4
	.zero	4
	.zero	4
.LCPI0_799:
	.long	27
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	28
	.zero	4
	.zero	4
	.zero	4
	.long	11
	.long	12
	.long	13
	.long	29
	.zero	4
.LCPI0_800:
	.long	0
	.long	1
	.long	25
	.zero	4
	.zero	4
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	26
	.zero	4
	.zero	4
	.zero	4
	.long	13
	.long	14
	.long	15
.LCPI0_801:
	.zero	4
	.long	1
	.long	2
	.long	3
	.long	23
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	24
	.zero	4
	.zero	4
	.zero	4
	.long	15
.LCPI0_802:
	.zero	4
	.zero	4
	.zero	4
	.long	3
	.long	4
	.long	5
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	22
	.zero	4
	.zero	4
.LCPI0_803:
	.long	0
	.long	18
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	6
	.long	7
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	20
.LCPI0_804:
	.long	0
	.long	1
	.long	2
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.long	7
	.long	8
	.long	9
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_805:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	16
	.zero	4
	.zero	4
	.long	7
	.long	8
	.long	9
	.long	10
	.long	17
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_806:
	.long	0
	.long	1
	.long	18
	.zero	4
	.zero	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	19
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_807:
	.long	20
	.zero	4
	.zero	4
	.long	3
	.long	4
	.long	5
	.long	6
	.long	21
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	13
	.long	22
	.zero	4
.LCPI0_808:
	.zero	4
	.long	1
	.long	2
	.long	3
	.long	4
	.long	23
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	24
	.zero	4
	.zero	4
	.long	15
.LCPI0_809:
	.long	0
	.long	1
	.long	2
	.long	25
	.zero	4
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	9
	.long	26
	.zero	4
	.zero	4
	.long	13
	.long	14
	.long	15
.LCPI0_810:
	.long	0
	.long	27
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	7
	.long	28
	.zero	4
	.zero	4
	.long	11
	.long	12
	.long	13
	.long	14
	.long	29
.LCPI0_811:
	.zero	4
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	5
	.long	30
	.zero	4
	.zero	4
	.long	9
	.long	10
	.long	11
	.long	12
	.long	31
	.zero	4
	.zero	4
.LCPI0_812:
	.long	29
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	30
	.zero	4
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	31
	.zero	4
.LCPI0_813:
	.long	0
	.long	1
	.long	27
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	28
	.zero	4
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_814:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	25
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	26
	.zero	4
	.long	13
	.long	14
	.long	15
.LCPI0_815:
	.zero	4
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	23
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	24
	.zero	4
	.long	15
.LCPI0_816:
	.long	0
	.long	20
	.zero	4
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	21
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	22
.LCPI0_817:
	.long	0
	.long	1
	.long	2
	.long	18
	.zero	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	19
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_818:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	16
	.zero	4
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	17
	.zero	4
	.long	14
	.long	15
.LCPI0_819:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	16
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	17
	.long	14
	.long	15
.LCPI0_820:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	18
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	19
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_821:
	.long	0
	.long	1
	.long	20
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	21
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_822:
	.long	22
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	23
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	24
	.long	15
.LCPI0_823:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	25
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	26
	.long	13
	.long	14
	.long	15
.LCPI0_824:
	.long	0
	.long	1
	.long	2
	.long	27
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	28
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_825:
	.long	0
	.long	29
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	30
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	31
.LCPI0_832:
	.long	29
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	30
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	31
	.zero	4
	.zero	4
	.zero	4
.LCPI0_833:
	.zero	4
	.zero	4
	.long	2
	.long	3
	.long	27
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	28
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_834:
	.long	0
	.long	1
	.long	24
	.zero	4
	.zero	4
	.zero	4
	.long	6
	.long	7
	.long	25
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	26
	.zero	4
.LCPI0_835:
	.long	21
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	22
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	23
	.zero	4
	.zero	4
	.zero	4
.LCPI0_836:
	.zero	4
	.zero	4
	.long	2
	.long	3
	.long	19
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	20
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_837:
	.long	0
	.long	1
	.long	16
	.zero	4
	.zero	4
	.zero	4
	.long	6
	.long	7
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	18
	.zero	4
.LCPI0_838:
	.long	0
	.long	1
	.long	2
	.long	16
	.zero	4
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	17
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	18
.LCPI0_839:
	.zero	4
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	19
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	20
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_840:
	.long	0
	.long	21
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	22
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	23
	.zero	4
	.zero	4
.LCPI0_841:
	.long	0
	.long	1
	.long	2
	.long	24
	.zero	4
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	25
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	26
.LCPI0_842:
	.zero	4
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	27
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	28
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_843:
	.long	0
	.long	29
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	30
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	31
	.zero	4
	.zero	4
.LCPI0_844:
	.long	0
	.long	1
	.long	29
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	7
	.long	30
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	13
	.long	31
	.zero	4
.LCPI0_845:
	.long	26
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	5
	.long	27
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	28
	.zero	4
	.long	14
	.long	15
.LCPI0_846:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	24
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	9
	.long	25
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_847:
	.long	0
	.long	1
	.long	21
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	7
	.long	22
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	13
	.long	23
	.zero	4
.LCPI0_848:
	.long	18
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	5
	.long	19
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	11
	.long	20
	.zero	4
	.long	14
	.long	15
.LCPI0_849:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	16
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	9
	.long	17
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_850:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	16
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	17
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_851:
	.long	0
	.long	18
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	19
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	20
	.long	14
	.long	15
.LCPI0_852:
	.long	0
	.long	1
	.long	2
	.long	21
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	22
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	23
.LCPI0_853:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	24
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	25
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_854:
	.long	0
	.long	26
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	27
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	28
	.long	14
	.long	15
.LCPI0_855:
	.long	0
	.long	1
	.long	2
	.long	29
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	30
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	31
.LCPI0_861:
	.long	0
	.long	1
	.long	16
	.zero	4
	.zero	4
	.long	5
	.long	6
	.long	17
	.zero	4
	.zero	4
	.long	10
	.long	11
	.long	18
	.zero	4
	.zero	4
	.long	15
.LCPI0_862:
	.long	0
	.long	19
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	20
	.zero	4
	.zero	4
	.long	9
	.long	10
	.long	21
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_863:
	.long	22
	.zero	4
	.zero	4
	.long	3
	.long	4
	.long	23
	.zero	4
	.zero	4
	.long	8
	.long	9
	.long	24
	.zero	4
	.zero	4
	.long	13
	.long	14
	.long	25
.LCPI0_864:
	.zero	4
	.zero	4
	.long	2
	.long	3
	.long	26
	.zero	4
	.zero	4
	.long	7
	.long	8
	.long	27
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	28
	.zero	4
.LCPI0_865:
	.zero	4
	.long	1
	.long	2
	.long	29
	.zero	4
	.zero	4
	.long	6
	.long	7
	.long	30
	.zero	4
	.zero	4
	.long	11
	.long	12
	.long	31
	.zero	4
	.zero	4
.LCPI0_866:
	.zero	4
	.long	1
	.long	2
	.long	3
	.long	29
	.zero	4
	.long	6
	.long	7
	.long	8
	.long	30
	.zero	4
	.long	11
	.long	12
	.long	13
	.long	31
	.zero	4
.LCPI0_867:
	.long	25
	.zero	4
	.long	2
	.long	3
	.long	4
	.long	26
	.zero	4
	.long	7
	.long	8
	.long	9
	.long	27
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	28
.LCPI0_868:
	.long	0
	.long	22
	.zero	4
	.long	3
	.long	4
	.long	5
	.long	23
	.zero	4
	.long	8
	.long	9
	.long	10
	.long	24
	.zero	4
	.long	13
	.long	14
	.long	15
.LCPI0_869:
	.long	0
	.long	1
	.long	19
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	20
	.zero	4
	.long	9
	.long	10
	.long	11
	.long	21
	.zero	4
	.long	14
	.long	15
.LCPI0_870:
	.long	0
	.long	1
	.long	2
	.long	16
	.zero	4
	.long	5
	.long	6
	.long	7
	.long	17
	.zero	4
	.long	10
	.long	11
	.long	12
	.long	18
	.zero	4
	.long	15
.LCPI0_871:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	16
	.long	5
	.long	6
	.long	7
	.long	8
	.long	17
	.long	10
	.long	11
	.long	12
	.long	13
	.long	18
	.long	15
.LCPI0_872:
	.long	0
	.long	1
	.long	2
	.long	19
	.long	4
	.long	5
	.long	6
	.long	7
	.long	20
	.long	9
	.long	10
	.long	11
	.long	12
	.long	21
	.long	14
	.long	15
.LCPI0_873:
	.long	0
	.long	1
	.long	22
	.long	3
	.long	4
	.long	5
	.long	6
	.long	23
	.long	8
	.long	9
	.long	10
	.long	11
	.long	24
	.long	13
	.long	14
	.long	15
.LCPI0_874:
	.long	0
	.long	25
	.long	2
	.long	3
	.long	4
	.long	5
	.long	26
	.long	7
	.long	8
	.long	9
	.long	10
	.long	27
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_875:
	.long	28
	.long	1
	.long	2
	.long	3
	.long	4
	.long	29
	.long	6
	.long	7
	.long	8
	.long	9
	.long	30
	.long	11
	.long	12
	.long	13
	.long	14
	.long	31
.LCPI0_876:
	.long	0
	.long	16
	.zero	4
	.zero	4
	.long	1
	.long	17
	.zero	4
	.zero	4
	.long	2
	.long	18
	.zero	4
	.zero	4
	.long	3
	.long	19
	.zero	4
	.zero	4
.LCPI0_877:
	.long	4
	.long	20
	.zero	4
	.zero	4
	.long	5
	.long	21
	.zero	4
	.zero	4
	.long	6
	.long	22
	.zero	4
	.zero	4
	.long	7
	.long	23
	.zero	4
	.zero	4
.LCPI0_878:
	.long	8
	.long	24
	.zero	4
	.zero	4
	.long	9
	.long	25
	.zero	4
	.zero	4
	.long	10
	.long	26
	.zero	4
	.zero	4
	.long	11
	.long	27
	.zero	4
	.zero	4
.LCPI0_879:
	.long	12
	.long	28
	.zero	4
	.zero	4
	.long	13
	.long	29
	.zero	4
	.zero	4
	.long	14
	.long	30
	.zero	4
	.zero	4
	.long	15
	.long	31
	.zero	4
	.zero	4
.LCPI0_880:
	.long	0
	.long	1
	.long	28
	.zero	4
	.long	4
	.long	5
	.long	29
	.zero	4
	.long	8
	.long	9
	.long	30
	.zero	4
	.long	12
	.long	13
	.long	31
	.zero	4
.LCPI0_881:
	.long	0
	.long	1
	.long	24
	.zero	4
	.long	4
	.long	5
	.long	25
	.zero	4
	.long	8
	.long	9
	.long	26
	.zero	4
	.long	12
	.long	13
	.long	27
	.zero	4
.LCPI0_882:
	.long	0
	.long	1
	.long	20
	.zero	4
	.long	4
	.long	5
	.long	21
	.zero	4
	.long	8
	.long	9
	.long	22
	.zero	4
	.long	12
	.long	13
	.long	23
	.zero	4
.LCPI0_883:
	.long	0
	.long	1
	.long	16
	.zero	4
	.long	4
	.long	5
	.long	17
	.zero	4
	.long	8
	.long	9
	.long	18
	.zero	4
	.long	12
	.long	13
	.long	19
	.zero	4
.LCPI0_884:
	.long	0
	.long	1
	.long	2
	.long	16
	.long	4
	.long	5
	.long	6
	.long	17
	.long	8
	.long	9
	.long	10
	.long	18
	.long	12
	.long	13
	.long	14
	.long	19
.LCPI0_885:
	.long	0
	.long	1
	.long	2
	.long	20
	.long	4
	.long	5
	.long	6
	.long	21
	.long	8
	.long	9
	.long	10
	.long	22
	.long	12
	.long	13
	.long	14
	.long	23
.LCPI0_886:
	.long	0
	.long	1
	.long	2
	.long	24
	.long	4
	.long	5
	.long	6
	.long	25
	.long	8
	.long	9
	.long	10
	.long	26
	.long	12
	.long	13
	.long	14
	.long	27
.LCPI0_887:
	.long	0
	.long	1
	.long	2
	.long	28
	.long	4
	.long	5
	.long	6
	.long	29
	.long	8
	.long	9
	.long	10
	.long	30
	.long	12
	.long	13
	.long	14
	.long	31
.LCPI0_888:
	.zero	4
	.long	11
	.long	27
	.zero	4
	.long	12
	.long	28
	.zero	4
	.long	13
	.long	29
	.zero	4
	.long	14
	.long	30
	.zero	4
	.long	15
	.long	31
	.zero	4
.LCPI0_889:
	.long	5
	.zero	4
	.long	22
	.long	6
	.zero	4
	.long	23
	.long	7
	.zero	4
	.long	24
	.long	8
	.zero	4
	.long	25
	.long	9
	.zero	4
	.long	26
	.long	10
.LCPI0_890:
	.long	0
	.long	16
	.zero	4
	.long	1
	.long	17
	.zero	4
	.long	2
	.long	18
	.zero	4
	.long	3
	.long	19
	.zero	4
	.long	4
	.long	20
	.zero	4
	.long	5
.LCPI0_891:
	.long	0
	.long	1
	.long	16
	.long	3
	.long	4
	.long	17
	.long	6
	.long	7
	.long	18
	.long	9
	.long	10
	.long	19
	.long	12
	.long	13
	.long	20
	.long	15
.LCPI0_892:
	.long	0
	.long	21
	.long	2
	.long	3
	.long	22
	.long	5
	.long	6
	.long	23
	.long	8
	.long	9
	.long	24
	.long	11
	.long	12
	.long	25
	.long	14
	.long	15
.LCPI0_893:
	.long	26
	.long	1
	.long	2
	.long	27
	.long	4
	.long	5
	.long	28
	.long	7
	.long	8
	.long	29
	.long	10
	.long	11
	.long	30
	.long	13
	.long	14
	.long	31
.LCPI0_894:
	.long	0
	.long	16
	.long	1
	.long	17
	.long	2
	.long	18
	.long	3
	.long	19
	.long	4
	.long	20
	.long	5
	.long	21
	.long	6
	.long	22
	.long	7
	.long	23
.LCPI0_895:
	.long	8
	.long	24
	.long	9
	.long	25
	.long	10
	.long	26
	.long	11
	.long	27
	.long	12
	.long	28
	.long	13
	.long	29
	.long	14
	.long	30
	.long	15
	.long	31
	.text
	.globl	tessera_silu_x86_64_v4
	.p2align	4
	.type	tessera_silu_x86_64_v4,@function
tessera_silu_x86_64_v4:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	movq	%rsp, %r11
	subq	$65536, %r11
.LBB0_1:
	subq	$4096, %rsp
	movq	$0, (%rsp)
	cmpq	%r11, %rsp
	jne	.LBB0_1
	subq	$472, %rsp
	movq	(%rdi), %rax
	movq	%rax, -112(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, -88(%rsp)
	movq	16(%rdi), %r8
	movq	24(%rdi), %r13
	movq	32(%rdi), %rdi
	cmpq	$16, %rdi
	jae	.LBB0_3
	movq	%r13, %r11
	subq	%r8, %r11
	jbe	.LBB0_107
	movq	%rdi, %rax
	shlq	$6, %rax
	movq	%rax, 136(%rsp)
	imulq	$60, %r8, %r9
	movq	-88(%rsp), %rsi
	leaq	(%rsi,%r9), %rax
	movq	%rax, 112(%rsp)
	imulq	$56, %r8, %r10
	leaq	(%rsi,%r10), %rax
	movq	%rax, 96(%rsp)
	imulq	$52, %r8, %rbx
	leaq	(%rsi,%rbx), %rax
	movq	%rax, 80(%rsp)
	movq	%r8, %r14
	shlq	$4, %r14
	leaq	(,%r8,8), %rax
	leaq	(%rax,%rax,4), %r15
	leaq	(,%r8,4), %rcx
	leaq	(%rcx,%rcx,8), %r12
	movq	%r8, %rbp
	shlq	$5, %rbp
	leaq	(%r8,%r8,8), %rdx
	leaq	(%rdx,%rdx,2), %rdx
	addq	%r8, %rdx
	movq	%r11, -80(%rsp)
	leaq	(%rax,%rax,2), %r11
	leaq	(%rcx,%rcx,4), %rax
	movq	%rax, -104(%rsp)
	leaq	(%rcx,%rcx,2), %rcx
	movq	-112(%rsp), %rax
	addq	%rax, %r9
	movq	%r9, 120(%rsp)
	addq	%rax, %r10
	movq	%r10, 104(%rsp)
	addq	%rax, %rbx
	movq	%rbx, 88(%rsp)
	leaq	(%r14,%r14,2), %r9
	leaq	(%rsi,%r9), %r10
	movq	%r10, 8(%rsp)
	addq	%rax, %r9
	movq	%r9, 16(%rsp)
	imulq	$44, %r8, %r9
	leaq	(%rsi,%r9), %r10
	movq	%r10, -8(%rsp)
	addq	%rax, %r9
	movq	%r9, (%rsp)
	leaq	(%rsi,%r15), %r9
	movq	%r9, -16(%rsp)
	addq	%rax, %r15
	movq	%r15, 64(%rsp)
	leaq	(%rsi,%r12), %r9
	movq	%r9, -24(%rsp)
	addq	%rax, %r12
	movq	%r12, 56(%rsp)
	leaq	(%rsi,%rbp), %r9
	movq	%r9, -32(%rsp)
	addq	%rax, %rbp
	movq	%rbp, 48(%rsp)
	vbroadcasti64x4	.LCPI0_856(%rip), %zmm0
	vmovdqu64	%zmm0, 400(%rsp)
	vbroadcasti64x4	.LCPI0_857(%rip), %zmm0
	vmovdqu64	%zmm0, 336(%rsp)
	leaq	(%rsi,%rdx), %r9
	movq	%r9, -40(%rsp)
	addq	%rax, %rdx
	movq	%rdx, 40(%rsp)
	vbroadcasti64x4	.LCPI0_858(%rip), %zmm0
	vmovdqu64	%zmm0, 272(%rsp)
	vbroadcasti64x4	.LCPI0_859(%rip), %zmm0
	vmovdqu64	%zmm0, 208(%rsp)
	leaq	(%rsi,%r11), %rdx
	movq	%rdx, -48(%rsp)
	addq	%rax, %r11
	movq	%r11, 32(%rsp)
	movq	-80(%rsp), %r11
	vbroadcasti64x4	.LCPI0_860(%rip), %zmm0
	vmovdqu64	%zmm0, 144(%rsp)
	movq	-104(%rsp), %r9
	leaq	(%rsi,%r9), %rdx
	movq	%rdx, -56(%rsp)
	addq	%rax, %r9
	movq	%r9, -104(%rsp)
	leaq	(%rsi,%r14), %rdx
	movq	%rdx, -64(%rsp)
	addq	%rax, %r14
	movq	%r14, 72(%rsp)
	leaq	(%rsi,%rcx), %rdx
	movq	%rdx, -72(%rsp)
	addq	%rax, %rcx
	movq	%rcx, 24(%rsp)
	leaq	(%rsi,%r8,8), %r10
	leaq	(%rsi,%r8,4), %rsi
	leaq	(%rax,%r8,8), %r14
	leaq	(%rax,%r8,4), %rbx
	vbroadcastss	.LCPI0_23(%rip), %zmm1
	vbroadcastsd	.LCPI0_20(%rip), %zmm5
	vbroadcastss	.LCPI0_22(%rip), %zmm18
	vbroadcastsd	.LCPI0_17(%rip), %zmm6
	vbroadcastsd	.LCPI0_18(%rip), %zmm12
	vmovaps	.LCPI0_251(%rip), %xmm7
	vbroadcastf128	.LCPI0_896(%rip), %ymm8
	vmovaps	.LCPI0_253(%rip), %xmm9
	vbroadcastf128	.LCPI0_897(%rip), %ymm10
	vmovaps	.LCPI0_255(%rip), %xmm11
	vbroadcastf128	.LCPI0_898(%rip), %ymm14
	vbroadcastf128	.LCPI0_899(%rip), %ymm15
	vmovaps	.LCPI0_216(%rip), %xmm16
	vbroadcastf32x4	.LCPI0_900(%rip), %ymm17
	vmovaps	.LCPI0_218(%rip), %xmm19
	vmovaps	.LCPI0_219(%rip), %xmm22
	vbroadcastf32x4	.LCPI0_901(%rip), %ymm24
	vmovaps	.LCPI0_222(%rip), %xmm25
	vbroadcastf32x4	.LCPI0_902(%rip), %ymm26
	vmovddup	.LCPI0_903(%rip), %xmm27
	vbroadcastf32x4	.LCPI0_904(%rip), %ymm28
	vmovaps	.LCPI0_226(%rip), %xmm29
	vbroadcastf32x4	.LCPI0_905(%rip), %ymm30
	vmovaps	.LCPI0_228(%rip), %xmm31
	movq	%r13, -96(%rsp)
	jmp	.LBB0_9
.LBB0_3:
	cmpq	%r8, %r13
	jbe	.LBB0_107
	movq	%rdi, %rax
	andq	$-16, %rax
	movq	%rdi, %rcx
	andq	$-4, %rcx
	movq	%r8, %r9
	imulq	%rdi, %r9
	movq	-112(%rsp), %r15
	leaq	(%r15,%r9,4), %rdx
	movq	-88(%rsp), %r10
	subq	%r10, %r15
	leaq	(,%rdi,4), %rsi
	leaq	(%r10,%r9,4), %r9
	vmovddup	.LCPI0_0(%rip), %xmm17
	vmovsd	.LCPI0_1(%rip), %xmm18
	vmovsd	.LCPI0_2(%rip), %xmm19
	vmovsd	.LCPI0_3(%rip), %xmm16
	vmovsd	.LCPI0_4(%rip), %xmm15
	vmovsd	.LCPI0_6(%rip), %xmm21
	vmovsd	.LCPI0_7(%rip), %xmm22
	vmovsd	.LCPI0_8(%rip), %xmm23
	vmovsd	.LCPI0_9(%rip), %xmm24
	vmovsd	.LCPI0_10(%rip), %xmm25
	vmovsd	.LCPI0_11(%rip), %xmm26
	vmovsd	.LCPI0_12(%rip), %xmm27
	vmovsd	.LCPI0_13(%rip), %xmm28
	vmovsd	.LCPI0_14(%rip), %xmm29
	vmovsd	.LCPI0_15(%rip), %xmm30
	vmovsd	.LCPI0_16(%rip), %xmm31
	vmovsd	.LCPI0_17(%rip), %xmm0
	vmovsd	.LCPI0_18(%rip), %xmm1
	vmovsd	.LCPI0_19(%rip), %xmm2
	vmovsd	.LCPI0_20(%rip), %xmm20
	movabsq	$4607182418800017408, %r10
	movl	$2143289344, %r11d
	vbroadcastsd	.LCPI0_20(%rip), %zmm9
	vpbroadcastd	.LCPI0_23(%rip), %zmm3
	jmp	.LBB0_5
	.p2align	4
.LBB0_106:
	incq	%r8
	addq	%rsi, %rdx
	addq	%rsi, %r9
	movq	%r12, %r13
	cmpq	%r12, %r8
	vpbroadcastd	.LCPI0_23(%rip), %zmm3
	je	.LBB0_107
.LBB0_5:
	movq	%r13, %r12
	xorl	%ebx, %ebx
	cmpq	$64, %r15
	jae	.LBB0_98
	vmovsd	.LCPI0_5(%rip), %xmm11
	.p2align	4
.LBB0_105:
	vmovss	(%r9,%rbx,4), %xmm12
	vcvtss2sd	%xmm12, %xmm12, %xmm13
	vxorps	%xmm17, %xmm13, %xmm13
	vminsd	%xmm13, %xmm18, %xmm13
	vmaxsd	%xmm13, %xmm19, %xmm13
	vmulsd	%xmm16, %xmm13, %xmm14
	vaddsd	%xmm15, %xmm14, %xmm14
	vaddsd	%xmm11, %xmm14, %xmm15
	vmovq	%xmm14, %r14
	vmulsd	%xmm21, %xmm15, %xmm14
	vaddsd	%xmm14, %xmm13, %xmm13
	vmulsd	%xmm22, %xmm15, %xmm14
	vmovsd	.LCPI0_4(%rip), %xmm15
	vaddsd	%xmm14, %xmm13, %xmm13
	vmulsd	%xmm23, %xmm13, %xmm14
	vaddsd	%xmm24, %xmm14, %xmm14
	vmulsd	%xmm14, %xmm13, %xmm14
	vaddsd	%xmm25, %xmm14, %xmm14
	vmulsd	%xmm14, %xmm13, %xmm14
	vaddsd	%xmm26, %xmm14, %xmm14
	vmulsd	%xmm14, %xmm13, %xmm14
	vaddsd	%xmm27, %xmm14, %xmm14
	vmulsd	%xmm14, %xmm13, %xmm14
	vaddsd	%xmm28, %xmm14, %xmm14
	vmulsd	%xmm14, %xmm13, %xmm14
	vaddsd	%xmm29, %xmm14, %xmm14
	vmulsd	%xmm14, %xmm13, %xmm14
	vaddsd	%xmm30, %xmm14, %xmm14
	vmulsd	%xmm14, %xmm13, %xmm14
	vaddsd	%xmm31, %xmm14, %xmm14
	vmulsd	%xmm14, %xmm13, %xmm14
	vaddsd	%xmm0, %xmm14, %xmm14
	vmulsd	%xmm14, %xmm13, %xmm14
	vaddsd	%xmm1, %xmm14, %xmm14
	vmulsd	%xmm14, %xmm13, %xmm14
	vaddsd	%xmm2, %xmm14, %xmm14
	vmulsd	%xmm14, %xmm13, %xmm14
	vaddsd	%xmm20, %xmm14, %xmm14
	vmulsd	%xmm14, %xmm13, %xmm13
	shlq	$52, %r14
	addq	%r10, %r14
	vmovq	%r14, %xmm14
	vaddsd	%xmm20, %xmm13, %xmm13
	vmulsd	%xmm14, %xmm13, %xmm13
	vaddsd	%xmm20, %xmm13, %xmm13
	vdivsd	%xmm13, %xmm20, %xmm13
	vcvtsd2ss	%xmm13, %xmm13, %xmm13
	vcmpunordss	%xmm12, %xmm12, %k1
	vmovss	.LCPI0_21(%rip), %xmm13 {%k1}
	vmulss	%xmm13, %xmm12, %xmm12
	vmovd	%xmm12, %ebp
	movl	%ebp, %r14d
	andl	$2147483647, %r14d
	cmpl	$2139095041, %r14d
	cmovael	%r11d, %ebp
	movl	%ebp, (%rdx,%rbx,4)
	incq	%rbx
	cmpq	%rbx, %rdi
	jne	.LBB0_105
	jmp	.LBB0_106
	.p2align	4
.LBB0_98:
	vbroadcastsd	.LCPI0_0(%rip), %zmm0
	vbroadcastsd	.LCPI0_1(%rip), %zmm1
	vbroadcastsd	.LCPI0_2(%rip), %zmm2
	vbroadcastsd	.LCPI0_3(%rip), %zmm11
	vbroadcastsd	.LCPI0_4(%rip), %zmm21
	vbroadcastsd	.LCPI0_5(%rip), %zmm22
	vbroadcastsd	.LCPI0_6(%rip), %zmm23
	vbroadcastsd	.LCPI0_7(%rip), %zmm24
	vbroadcastsd	.LCPI0_8(%rip), %zmm25
	vbroadcastsd	.LCPI0_9(%rip), %zmm26
	vbroadcastsd	.LCPI0_10(%rip), %zmm27
	vbroadcastsd	.LCPI0_11(%rip), %zmm28
	vbroadcastsd	.LCPI0_12(%rip), %zmm29
	vbroadcastsd	.LCPI0_13(%rip), %zmm30
	vpbroadcastq	.LCPI0_20(%rip), %zmm20
	vbroadcastsd	.LCPI0_19(%rip), %zmm10
	vbroadcastsd	.LCPI0_18(%rip), %zmm8
	vbroadcastsd	.LCPI0_17(%rip), %zmm7
	vbroadcastsd	.LCPI0_16(%rip), %zmm6
	vbroadcastsd	.LCPI0_15(%rip), %zmm5
	vxorps	%xmm31, %xmm31, %xmm31
	vbroadcastsd	.LCPI0_14(%rip), %zmm4
	.p2align	4
.LBB0_99:
	vmovups	(%r9,%rbx,4), %zmm12
	vcvtps2pd	32(%r9,%rbx,4), %zmm13
	vcvtps2pd	%ymm12, %zmm14
	vxorpd	%zmm0, %zmm14, %zmm14
	vxorpd	%zmm0, %zmm13, %zmm13
	vminpd	%zmm13, %zmm1, %zmm13
	vminpd	%zmm14, %zmm1, %zmm14
	vmaxpd	%zmm14, %zmm2, %zmm15
	vmaxpd	%zmm13, %zmm2, %zmm16
	vmulpd	%zmm11, %zmm16, %zmm13
	vmulpd	%zmm11, %zmm15, %zmm14
	vaddpd	%zmm21, %zmm14, %zmm14
	vaddpd	%zmm21, %zmm13, %zmm13
	vaddpd	%zmm22, %zmm13, %zmm17
	vaddpd	%zmm22, %zmm14, %zmm18
	vmulpd	%zmm23, %zmm17, %zmm19
	vaddpd	%zmm19, %zmm16, %zmm16
	vmulpd	%zmm23, %zmm18, %zmm19
	vaddpd	%zmm19, %zmm15, %zmm15
	vmulpd	%zmm24, %zmm17, %zmm17
	vaddpd	%zmm17, %zmm16, %zmm16
	vmulpd	%zmm24, %zmm18, %zmm17
	vaddpd	%zmm17, %zmm15, %zmm15
	vmulpd	%zmm25, %zmm16, %zmm17
	vaddpd	%zmm26, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm16, %zmm17
	vaddpd	%zmm27, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm16, %zmm17
	vaddpd	%zmm28, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm16, %zmm17
	vaddpd	%zmm29, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm16, %zmm17
	vaddpd	%zmm30, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm16, %zmm17
	vaddpd	%zmm4, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm16, %zmm17
	vaddpd	%zmm5, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm16, %zmm17
	vaddpd	%zmm6, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm16, %zmm17
	vaddpd	%zmm7, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm16, %zmm17
	vaddpd	%zmm8, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm16, %zmm17
	vaddpd	%zmm10, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm16, %zmm17
	vaddpd	%zmm9, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm16, %zmm16
	vmulpd	%zmm25, %zmm15, %zmm17
	vaddpd	%zmm26, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm15, %zmm17
	vaddpd	%zmm27, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm15, %zmm17
	vaddpd	%zmm28, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm15, %zmm17
	vaddpd	%zmm29, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm15, %zmm17
	vaddpd	%zmm30, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm15, %zmm17
	vaddpd	%zmm4, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm15, %zmm17
	vaddpd	%zmm5, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm15, %zmm17
	vaddpd	%zmm6, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm15, %zmm17
	vaddpd	%zmm7, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm15, %zmm17
	vaddpd	%zmm8, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm15, %zmm17
	vaddpd	%zmm10, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm15, %zmm17
	vaddpd	%zmm9, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm15, %zmm15
	vpsllq	$52, %zmm14, %zmm14
	vpaddq	%zmm20, %zmm14, %zmm14
	vaddpd	%zmm9, %zmm15, %zmm15
	vmulpd	%zmm14, %zmm15, %zmm14
	vpsllq	$52, %zmm13, %zmm13
	vpaddq	%zmm20, %zmm13, %zmm13
	vaddpd	%zmm9, %zmm16, %zmm15
	vmulpd	%zmm13, %zmm15, %zmm13
	vaddpd	%zmm9, %zmm14, %zmm14
	vaddpd	%zmm9, %zmm13, %zmm13
	vdivpd	%zmm13, %zmm9, %zmm13
	vdivpd	%zmm14, %zmm9, %zmm14
	vcvtpd2ps	%zmm14, %ymm14
	vcvtpd2ps	%zmm13, %ymm13
	vinsertf64x4	$1, %ymm13, %zmm14, %zmm13
	vcmpunordps	%zmm31, %zmm12, %k1
	vbroadcastss	.LCPI0_21(%rip), %zmm13 {%k1}
	vmulps	%zmm13, %zmm12, %zmm12
	vandps	.LCPI0_22(%rip){1to16}, %zmm12, %zmm13
	vpcmpgtd	%zmm3, %zmm13, %k1
	vpbroadcastd	.LCPI0_21(%rip), %zmm12 {%k1}
	vmovdqu64	%zmm12, (%rdx,%rbx,4)
	addq	$16, %rbx
	cmpq	%rbx, %rax
	jne	.LBB0_99
	cmpq	%rax, %rdi
	vmovddup	.LCPI0_0(%rip), %xmm17
	vmovsd	.LCPI0_1(%rip), %xmm18
	vmovsd	.LCPI0_2(%rip), %xmm19
	vmovsd	.LCPI0_3(%rip), %xmm16
	vmovsd	.LCPI0_4(%rip), %xmm15
	vmovsd	.LCPI0_5(%rip), %xmm11
	vmovsd	.LCPI0_6(%rip), %xmm21
	vmovsd	.LCPI0_7(%rip), %xmm22
	vmovsd	.LCPI0_8(%rip), %xmm23
	vmovsd	.LCPI0_9(%rip), %xmm24
	vmovsd	.LCPI0_10(%rip), %xmm25
	vmovsd	.LCPI0_11(%rip), %xmm26
	vmovsd	.LCPI0_12(%rip), %xmm27
	vmovsd	.LCPI0_13(%rip), %xmm28
	vmovsd	.LCPI0_14(%rip), %xmm29
	vmovsd	.LCPI0_15(%rip), %xmm30
	vmovsd	.LCPI0_16(%rip), %xmm31
	vmovsd	.LCPI0_17(%rip), %xmm0
	vmovsd	.LCPI0_18(%rip), %xmm1
	vmovsd	.LCPI0_19(%rip), %xmm2
	vmovsd	.LCPI0_20(%rip), %xmm20
	vbroadcastsd	.LCPI0_17(%rip), %ymm5
	vbroadcastsd	.LCPI0_18(%rip), %ymm6
	vbroadcastsd	.LCPI0_19(%rip), %ymm7
	vbroadcastsd	.LCPI0_20(%rip), %ymm8
	vpbroadcastq	.LCPI0_20(%rip), %ymm10
	vbroadcastss	.LCPI0_22(%rip), %xmm4
	je	.LBB0_106
	movq	%rax, %rbx
	testb	$12, %dil
	je	.LBB0_105
	movq	%rax, %rbx
	vbroadcastsd	.LCPI0_1(%rip), %ymm1
	vbroadcastsd	.LCPI0_2(%rip), %ymm2
	vbroadcastsd	.LCPI0_3(%rip), %ymm3
	vbroadcastsd	.LCPI0_4(%rip), %ymm11
	vbroadcastsd	.LCPI0_5(%rip), %ymm21
	vbroadcastsd	.LCPI0_6(%rip), %ymm22
	vbroadcastsd	.LCPI0_7(%rip), %ymm23
	vbroadcastsd	.LCPI0_8(%rip), %ymm24
	vbroadcastsd	.LCPI0_9(%rip), %ymm25
	vbroadcastsd	.LCPI0_10(%rip), %ymm26
	vbroadcastsd	.LCPI0_11(%rip), %ymm27
	vbroadcastsd	.LCPI0_12(%rip), %ymm28
	vbroadcastsd	.LCPI0_13(%rip), %ymm29
	vbroadcastsd	.LCPI0_14(%rip), %ymm30
	vbroadcastsd	.LCPI0_15(%rip), %ymm31
	vmovaps	%xmm4, %xmm0
	vbroadcastsd	.LCPI0_16(%rip), %ymm4
	.p2align	4
.LBB0_103:
	vmovups	(%r9,%rbx,4), %xmm12
	vcvtps2pd	%xmm12, %ymm13
	vxorpd	.LCPI0_0(%rip){1to4}, %ymm13, %ymm13
	vminpd	%ymm13, %ymm1, %ymm13
	vmaxpd	%ymm13, %ymm2, %ymm13
	vmulpd	%ymm3, %ymm13, %ymm14
	vaddpd	%ymm11, %ymm14, %ymm14
	vaddpd	%ymm21, %ymm14, %ymm15
	vmulpd	%ymm22, %ymm15, %ymm16
	vaddpd	%ymm16, %ymm13, %ymm13
	vmulpd	%ymm23, %ymm15, %ymm15
	vaddpd	%ymm15, %ymm13, %ymm13
	vmulpd	%ymm24, %ymm13, %ymm15
	vaddpd	%ymm25, %ymm15, %ymm15
	vmulpd	%ymm15, %ymm13, %ymm15
	vaddpd	%ymm26, %ymm15, %ymm15
	vmulpd	%ymm15, %ymm13, %ymm15
	vaddpd	%ymm27, %ymm15, %ymm15
	vmulpd	%ymm15, %ymm13, %ymm15
	vaddpd	%ymm28, %ymm15, %ymm15
	vmulpd	%ymm15, %ymm13, %ymm15
	vaddpd	%ymm29, %ymm15, %ymm15
	vmulpd	%ymm15, %ymm13, %ymm15
	vaddpd	%ymm30, %ymm15, %ymm15
	vmulpd	%ymm15, %ymm13, %ymm15
	vaddpd	%ymm31, %ymm15, %ymm15
	vmulpd	%ymm15, %ymm13, %ymm15
	vaddpd	%ymm4, %ymm15, %ymm15
	vmulpd	%ymm15, %ymm13, %ymm15
	vaddpd	%ymm5, %ymm15, %ymm15
	vmulpd	%ymm15, %ymm13, %ymm15
	vaddpd	%ymm6, %ymm15, %ymm15
	vmulpd	%ymm15, %ymm13, %ymm15
	vaddpd	%ymm7, %ymm15, %ymm15
	vmulpd	%ymm15, %ymm13, %ymm15
	vaddpd	%ymm8, %ymm15, %ymm15
	vmulpd	%ymm15, %ymm13, %ymm13
	vpsllq	$52, %ymm14, %ymm14
	vpaddq	%ymm10, %ymm14, %ymm14
	vaddpd	%ymm8, %ymm13, %ymm13
	vmulpd	%ymm14, %ymm13, %ymm13
	vaddpd	%ymm8, %ymm13, %ymm13
	vdivpd	%ymm13, %ymm8, %ymm13
	vcvtpd2ps	%ymm13, %xmm13
	vxorpd	%xmm14, %xmm14, %xmm14
	vcmpunordps	%xmm14, %xmm12, %k1
	vbroadcastss	.LCPI0_21(%rip), %xmm13 {%k1}
	vmulps	%xmm13, %xmm12, %xmm12
	vandps	%xmm0, %xmm12, %xmm13
	vpcmpgtd	.LCPI0_23(%rip){1to4}, %xmm13, %k1
	vpbroadcastd	.LCPI0_21(%rip), %xmm12 {%k1}
	vmovdqu	%xmm12, (%rdx,%rbx,4)
	addq	$4, %rbx
	cmpq	%rbx, %rcx
	jne	.LBB0_103
	movq	%rcx, %rbx
	cmpq	%rcx, %rdi
	vmovsd	.LCPI0_3(%rip), %xmm16
	vmovsd	.LCPI0_4(%rip), %xmm15
	vmovsd	.LCPI0_5(%rip), %xmm11
	vmovsd	.LCPI0_6(%rip), %xmm21
	vmovsd	.LCPI0_7(%rip), %xmm22
	vmovsd	.LCPI0_8(%rip), %xmm23
	vmovsd	.LCPI0_9(%rip), %xmm24
	vmovsd	.LCPI0_10(%rip), %xmm25
	vmovsd	.LCPI0_11(%rip), %xmm26
	vmovsd	.LCPI0_12(%rip), %xmm27
	vmovsd	.LCPI0_13(%rip), %xmm28
	vmovsd	.LCPI0_14(%rip), %xmm29
	vmovsd	.LCPI0_15(%rip), %xmm30
	vmovsd	.LCPI0_16(%rip), %xmm31
	vmovsd	.LCPI0_17(%rip), %xmm0
	vmovsd	.LCPI0_18(%rip), %xmm1
	vmovsd	.LCPI0_19(%rip), %xmm2
	jne	.LBB0_105
	jmp	.LBB0_106
.LBB0_57:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rdi
.LBB0_58:
	cmpq	%r15, %rax
	cmovbq	%rax, %rbp
	addq	%r8, %rbp
	imulq	%rdi, %rbp
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$472, %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	movq	-112(%rsp), %rax
	leaq	(%rax,%rbp,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	.p2align	4
.LBB0_59:
	addq	$64, %r8
	movq	-80(%rsp), %r11
	addq	$-64, %r11
	addq	$3840, 112(%rsp)
	addq	$3584, 96(%rsp)
	addq	$3328, 80(%rsp)
	addq	$3072, 8(%rsp)
	addq	$2816, -8(%rsp)
	addq	$2560, -16(%rsp)
	addq	$2304, -24(%rsp)
	addq	$2048, -32(%rsp)
	addq	$1792, -40(%rsp)
	addq	$1536, -48(%rsp)
	addq	$1280, -56(%rsp)
	addq	$1024, -64(%rsp)
	addq	$768, -72(%rsp)
	addq	$512, %r10
	addq	$256, %rsi
	addq	$3840, 120(%rsp)
	addq	$3584, 104(%rsp)
	addq	$3328, 88(%rsp)
	addq	$3072, 16(%rsp)
	addq	$2816, (%rsp)
	addq	$2560, 64(%rsp)
	addq	$2304, 56(%rsp)
	addq	$2048, 48(%rsp)
	addq	$1792, 40(%rsp)
	addq	$1536, 32(%rsp)
	addq	$1280, -104(%rsp)
	addq	$1024, 72(%rsp)
	addq	$768, 24(%rsp)
	addq	$512, %r14
	addq	$256, %rbx
	cmpq	%r13, %r8
	vbroadcastss	.LCPI0_23(%rip), %zmm1
	vbroadcastsd	.LCPI0_20(%rip), %zmm5
	vbroadcastss	.LCPI0_22(%rip), %zmm18
	vbroadcastsd	.LCPI0_17(%rip), %zmm6
	vbroadcastsd	.LCPI0_18(%rip), %zmm12
	jae	.LBB0_107
.LBB0_9:
	cmpq	$64, %r11
	movl	$64, %eax
	cmovbq	%r11, %rax
	movq	%rax, 128(%rsp)
	movq	%r13, %rcx
	subq	%r8, %rcx
	cmpq	$64, %rcx
	movl	$64, %r15d
	cmovbq	%rcx, %r15
	movl	$0, %eax
	cmovaeq	%rdi, %rax
	leaq	-1(%r15), %rbp
	decq	%rax
	cmpq	$14, %rax
	movq	%rbx, -120(%rsp)
	movq	%r11, -80(%rsp)
	ja	.LBB0_11
	leaq	.LJTI0_0(%rip), %rdx
	movslq	(%rdx,%rax,4), %rcx
	addq	%rdx, %rcx
	jmpq	*%rcx
.LBB0_14:
	movq	$-16, %rcx
	.p2align	4
.LBB0_15:
	vmovups	64(%rsi,%rcx,4), %zmm0
	vmovups	%zmm0, 33304(%rsp,%rcx,4)
	addq	$16, %rcx
	cmpq	$48, %rcx
	jb	.LBB0_15
	jmp	.LBB0_44
.LBB0_42:
	movq	$-8, %rcx
	movq	112(%rsp), %rdx
	.p2align	4
.LBB0_43:
	vmovups	448(%rdx), %ymm8
	vmovups	384(%rdx), %zmm10
	vmovupd	320(%rdx), %zmm9
	vmovupd	256(%rdx), %zmm12
	vmovups	64(%rdx), %zmm11
	vmovups	(%rdx), %zmm3
	vmovupd	192(%rdx), %zmm23
	vmovupd	128(%rdx), %zmm1
	vmovapd	%zmm1, %zmm0
	vbroadcastf128	.LCPI0_906(%rip), %ymm2
	vpermt2pd	%zmm23, %zmm2, %zmm0
	vmovaps	%zmm3, %zmm2
	vmovaps	.LCPI0_25(%rip), %xmm4
	vpermt2ps	%zmm11, %zmm4, %zmm2
	vblendps	$248, %ymm0, %ymm2, %ymm0
	vmovapd	%zmm12, %zmm2
	vbroadcastf128	.LCPI0_907(%rip), %ymm4
	vpermt2pd	%zmm9, %zmm4, %zmm2
	vbroadcastss	420(%rdx), %ymm4
	vblendps	$128, %ymm4, %ymm2, %ymm2
	vblendps	$224, %ymm2, %ymm0, %ymm5
	vbroadcastss	424(%rdx), %ymm6
	vbroadcastss	428(%rdx), %ymm30
	vmovups	(%rdx), %xmm29
	vmovups	64(%rdx), %xmm2
	vmovups	128(%rdx), %xmm28
	vmovups	192(%rdx), %xmm26
	vbroadcastss	144(%rdx), %ymm27
	vmovups	416(%rdx), %ymm21
	vmovups	256(%rdx), %xmm25
	vmovups	320(%rdx), %xmm18
	vmovups	(%rdx), %ymm0
	vmovups	64(%rdx), %ymm20
	vmovups	256(%rdx), %ymm15
	vunpcklps	332(%rdx){1to8}, %ymm15, %ymm24
	vmovups	128(%rdx), %ymm17
	vmovups	192(%rdx), %ymm19
	vmovups	384(%rdx), %xmm22
	vmovups	448(%rdx), %xmm13
	vmovups	320(%rdx), %ymm16
	vmovups	384(%rdx), %ymm14
	vmovups	%ymm5, 33272(%rsp,%rcx,4)
	vmovapd	%zmm23, %zmm5
	vbroadcastf128	.LCPI0_908(%rip), %ymm4
	vpermt2ps	%zmm1, %zmm4, %zmm5
	vmovaps	%zmm11, %zmm4
	vmovaps	.LCPI0_28(%rip), %xmm7
	vpermt2ps	%zmm3, %zmm7, %zmm4
	vblendps	$248, %ymm5, %ymm4, %ymm4
	vmovapd	%zmm12, %zmm5
	vbroadcastsd	.LCPI0_909(%rip), %ymm7
	vpermt2ps	%zmm9, %zmm7, %zmm5
	vblendps	$128, %ymm6, %ymm5, %ymm5
	vblendps	$224, %ymm5, %ymm4, %ymm4
	vmovups	%ymm4, 33528(%rsp,%rcx,4)
	vmovaps	%xmm29, %xmm7
	vinsertps	$140, %xmm29, %xmm2, %xmm4
	vmovaps	%zmm1, %zmm5
	vbroadcastf128	.LCPI0_910(%rip), %ymm6
	vpermt2ps	%zmm23, %zmm6, %zmm5
	vblendps	$3, %ymm4, %ymm5, %ymm4
	vmovapd	%zmm12, %zmm5
	vbroadcastf128	.LCPI0_911(%rip), %ymm6
	vpermt2pd	%zmm9, %zmm6, %zmm5
	vmovaps	%ymm30, %ymm6
	vblendps	$128, %ymm6, %ymm5, %ymm5
	vblendps	$224, %ymm5, %ymm4, %ymm4
	vmovups	%ymm4, 33784(%rsp,%rcx,4)
	vblendps	$8, %xmm7, %xmm2, %xmm2
	vmovaps	%zmm23, %zmm4
	vmovaps	.LCPI0_33(%rip), %ymm5
	vpermt2ps	%zmm1, %zmm5, %zmm4
	vmovaps	.LCPI0_34(%rip), %ymm5
	vpermt2ps	%ymm2, %ymm5, %ymm4
	vshufps	$216, %zmm9, %zmm12, %zmm2
	vmovaps	.LCPI0_32(%rip), %ymm5
	vpermt2ps	%zmm21, %zmm5, %zmm2
	vblendps	$224, %ymm2, %ymm4, %ymm2
	vmovups	%ymm2, 34040(%rsp,%rcx,4)
	vmovaps	%xmm26, %xmm6
	vmovaps	%xmm28, %xmm7
	vinsertps	$115, %xmm26, %xmm28, %xmm2
	vmovaps	%ymm0, %ymm4
	vmovddup	.LCPI0_912(%rip), %xmm5
	vpermt2ps	%ymm20, %ymm5, %ymm4
	vblendps	$3, %xmm4, %xmm2, %xmm2
	vmovaps	%zmm12, %zmm4
	vbroadcastf128	.LCPI0_913(%rip), %ymm5
	vpermt2ps	%zmm9, %zmm5, %zmm4
	vbroadcastf128	.LCPI0_914(%rip), %ymm5
	vpermt2ps	%ymm21, %ymm5, %ymm4
	vblendps	$15, %ymm2, %ymm4, %ymm2
	vmovups	%ymm2, 34296(%rsp,%rcx,4)
	vblendps	$8, %xmm7, %xmm6, %xmm2
	vmovaps	%ymm0, %ymm4
	vmovaps	.LCPI0_38(%rip), %xmm5
	vpermt2ps	%ymm20, %ymm5, %ymm4
	vshufps	$180, %xmm2, %xmm4, %xmm2
	vmovaps	%zmm9, %zmm4
	vbroadcastf128	.LCPI0_915(%rip), %ymm5
	vpermt2ps	%zmm12, %zmm5, %zmm4
	vbroadcastf128	.LCPI0_916(%rip), %ymm5
	vpermt2ps	%ymm21, %ymm5, %ymm4
	vblendps	$15, %ymm2, %ymm4, %ymm2
	vmovups	%ymm2, 34552(%rsp,%rcx,4)
	vinsertps	$140, %xmm25, %xmm18, %xmm2
	vinsertf128	$1, %xmm2, %ymm0, %ymm2
	vbroadcastsd	.LCPI0_917(%rip), %ymm4
	vpermps	%zmm10, %zmm4, %zmm4
	vblendps	$192, %ymm4, %ymm2, %ymm2
	vmovaps	%ymm27, %ymm4
	vblendps	$8, %xmm6, %xmm4, %xmm4
	vmovaps	%ymm0, %ymm5
	vmovaps	.LCPI0_42(%rip), %xmm6
	vpermt2ps	%ymm20, %ymm6, %ymm5
	vblendps	$3, %xmm5, %xmm4, %xmm4
	vblendps	$15, %ymm4, %ymm2, %ymm2
	vmovups	%ymm2, 34808(%rsp,%rcx,4)
	vmovddup	.LCPI0_918(%rip), %xmm2
	vpermt2ps	%xmm25, %xmm2, %xmm18
	vmovaps	%xmm13, %xmm2
	vmovddup	.LCPI0_919(%rip), %xmm4
	vpermt2ps	%xmm22, %xmm4, %xmm2
	vinsertf128	$1, %xmm2, %ymm0, %ymm2
	vinsertf32x4	$1, %xmm18, %ymm0, %ymm4
	vblendps	$192, %ymm2, %ymm4, %ymm2
	vmovaps	.LCPI0_45(%rip), %xmm4
	vpermt2ps	%ymm20, %ymm4, %ymm0
	vmovaps	%ymm17, %ymm6
	vmovaps	%ymm17, %ymm4
	vmovddup	.LCPI0_46(%rip), %xmm5
	vpermt2ps	%ymm19, %ymm5, %ymm4
	vblendps	$3, %xmm0, %xmm4, %xmm0
	vblendps	$15, %ymm0, %ymm2, %ymm0
	vmovups	%ymm0, 35064(%rsp,%rcx,4)
	vinsertps	$115, %xmm13, %xmm22, %xmm0
	vinsertf128	$1, %xmm0, %ymm0, %ymm0
	vmovaps	%ymm24, %ymm2
	vblendps	$192, %ymm0, %ymm2, %ymm0
	vmovaps	%zmm3, %zmm2
	vmovddup	.LCPI0_920(%rip), %xmm4
	vpermt2ps	%zmm11, %zmm4, %zmm2
	vmovaps	%ymm17, %ymm4
	vmovddup	.LCPI0_48(%rip), %xmm5
	vpermt2ps	%ymm19, %ymm5, %ymm4
	vblendps	$3, %xmm2, %xmm4, %xmm2
	vblendps	$15, %ymm2, %ymm0, %ymm0
	vmovups	%ymm0, 35320(%rsp,%rcx,4)
	vmovaps	%ymm15, %ymm0
	vbroadcastsd	.LCPI0_46(%rip), %ymm2
	vpermt2ps	%ymm16, %ymm2, %ymm0
	vmovddup	.LCPI0_918(%rip), %xmm2
	vpermt2ps	%xmm22, %xmm2, %xmm13
	vinsertf128	$1, %xmm13, %ymm0, %ymm2
	vblendps	$192, %ymm2, %ymm0, %ymm2
	vbroadcasti64x4	.LCPI0_51(%rip), %zmm0
	vpermi2ps	%zmm11, %zmm3, %zmm0
	vextractf32x4	$2, %zmm0, %xmm4
	vmovddup	.LCPI0_52(%rip), %xmm5
	vpermt2ps	%ymm19, %ymm5, %ymm6
	vblendps	$3, %xmm4, %xmm6, %xmm4
	vblendps	$15, %ymm4, %ymm2, %ymm2
	vmovups	%ymm2, 35576(%rsp,%rcx,4)
	vmovaps	%ymm15, %ymm2
	vbroadcastsd	.LCPI0_48(%rip), %ymm4
	vpermt2ps	%ymm16, %ymm4, %ymm2
	vblendps	$240, %ymm14, %ymm8, %ymm4
	vbroadcastf128	.LCPI0_921(%rip), %ymm5
	vpermt2ps	%ymm4, %ymm5, %ymm2
	vbroadcasti64x4	.LCPI0_55(%rip), %zmm4
	vpermi2ps	%zmm11, %zmm3, %zmm4
	vextractf32x4	$2, %zmm4, %xmm5
	vmovaps	%zmm1, %zmm6
	vmovddup	.LCPI0_920(%rip), %xmm7
	vpermt2ps	%zmm23, %zmm7, %zmm6
	vblendps	$3, %xmm5, %xmm6, %xmm5
	vblendps	$15, %ymm5, %ymm2, %ymm2
	vmovups	%ymm2, 35832(%rsp,%rcx,4)
	vbroadcastsd	.LCPI0_52(%rip), %ymm2
	vpermt2ps	%ymm16, %ymm2, %ymm15
	vmovaps	%zmm3, %zmm2
	vmovaps	.LCPI0_58(%rip), %ymm5
	vpermt2ps	%zmm11, %zmm5, %zmm2
	vmovaps	%zmm1, %zmm5
	vmovaps	.LCPI0_59(%rip), %ymm6
	vpermt2ps	%zmm23, %zmm6, %zmm5
	vblendps	$3, %xmm2, %xmm5, %xmm2
	vshufps	$16, %ymm14, %ymm8, %ymm5
	vshufps	$36, %ymm5, %ymm15, %ymm5
	vblendps	$15, %ymm2, %ymm5, %ymm2
	vmovups	%ymm2, 36088(%rsp,%rcx,4)
	vshufps	$33, %ymm14, %ymm8, %ymm2
	vmovddup	.LCPI0_922(%rip), %xmm5
	vpermt2ps	%zmm11, %zmm5, %zmm3
	vmovaps	%zmm1, %zmm5
	vmovaps	.LCPI0_62(%rip), %ymm6
	vpermt2ps	%zmm23, %zmm6, %zmm5
	vblendps	$3, %xmm3, %xmm5, %xmm3
	vmovaps	%zmm12, %zmm5
	vbroadcastsd	.LCPI0_920(%rip), %ymm6
	vpermt2ps	%zmm9, %zmm6, %zmm5
	vshufps	$36, %ymm2, %ymm5, %ymm2
	vblendps	$15, %ymm3, %ymm2, %ymm2
	vmovups	%ymm2, 36344(%rsp,%rcx,4)
	vshufps	$50, %ymm14, %ymm8, %ymm2
	vextractf32x4	$3, %zmm0, %xmm0
	vmovaps	%zmm1, %zmm3
	vmovaps	.LCPI0_64(%rip), %ymm5
	vpermt2ps	%zmm23, %zmm5, %zmm3
	vblendps	$3, %xmm0, %xmm3, %xmm0
	vmovaps	%zmm12, %zmm3
	vbroadcastf128	.LCPI0_923(%rip), %ymm5
	vpermt2ps	%zmm9, %zmm5, %zmm3
	vshufps	$36, %ymm2, %ymm3, %ymm2
	vblendps	$15, %ymm0, %ymm2, %ymm0
	vmovups	%ymm0, 36600(%rsp,%rcx,4)
	vmovddup	.LCPI0_922(%rip), %xmm0
	vpermt2ps	%zmm23, %zmm0, %zmm1
	vextractf32x4	$3, %zmm4, %xmm0
	vblendps	$3, %xmm0, %xmm1, %xmm0
	vbroadcastsd	.LCPI0_924(%rip), %ymm1
	vpermt2ps	%zmm10, %zmm1, %zmm8
	vbroadcastf128	.LCPI0_925(%rip), %ymm1
	vpermt2ps	%zmm9, %zmm1, %zmm12
	vblendps	$192, %ymm8, %ymm12, %ymm1
	vblendps	$15, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 36856(%rsp,%rcx,4)
	addq	$8, %rcx
	addq	$480, %rdx
	cmpq	$56, %rcx
	jb	.LBB0_43
	jmp	.LBB0_44
.LBB0_36:
	movq	$-8, %rcx
	movq	8(%rsp), %rdx
	.p2align	4
.LBB0_37:
	vmovups	320(%rdx), %zmm0
	vmovups	256(%rdx), %zmm1
	vmovups	(%rdx), %zmm3
	vmovups	64(%rdx), %zmm18
	vmovups	128(%rdx), %zmm12
	vmovups	192(%rdx), %zmm13
	vmovaps	%zmm13, %zmm2
	vbroadcastf128	.LCPI0_926(%rip), %ymm4
	vpermt2ps	%zmm12, %zmm4, %zmm2
	vmovaps	%zmm3, %zmm4
	vmovaps	.LCPI0_148(%rip), %xmm5
	vpermt2ps	%zmm18, %zmm5, %zmm4
	vblendps	$248, %ymm2, %ymm4, %ymm2
	vmovaps	%zmm1, %zmm4
	vbroadcastsd	.LCPI0_927(%rip), %ymm5
	vpermt2ps	%zmm0, %zmm5, %zmm4
	vblendps	$192, %ymm4, %ymm2, %ymm2
	vmovups	%ymm2, 33272(%rsp,%rcx,4)
	vmovaps	%zmm13, %zmm2
	vbroadcastf128	.LCPI0_928(%rip), %ymm4
	vpermt2ps	%zmm12, %zmm4, %zmm2
	vmovaps	%zmm3, %zmm4
	vmovaps	.LCPI0_151(%rip), %xmm5
	vpermt2ps	%zmm18, %zmm5, %zmm4
	vblendps	$248, %ymm2, %ymm4, %ymm2
	vmovaps	%zmm1, %zmm4
	vbroadcastsd	.LCPI0_929(%rip), %ymm5
	vpermt2ps	%zmm0, %zmm5, %zmm4
	vblendps	$192, %ymm4, %ymm2, %ymm2
	vmovups	%ymm2, 33528(%rsp,%rcx,4)
	vmovaps	%zmm13, %zmm2
	vbroadcastf128	.LCPI0_930(%rip), %ymm4
	vpermt2ps	%zmm12, %zmm4, %zmm2
	vmovaps	%zmm3, %zmm4
	vmovaps	.LCPI0_154(%rip), %xmm5
	vpermt2ps	%zmm18, %zmm5, %zmm4
	vblendps	$248, %ymm2, %ymm4, %ymm2
	vmovaps	%zmm1, %zmm4
	vbroadcastsd	.LCPI0_931(%rip), %ymm5
	vpermt2ps	%zmm0, %zmm5, %zmm4
	vblendps	$192, %ymm4, %ymm2, %ymm2
	vmovups	%ymm2, 33784(%rsp,%rcx,4)
	vmovaps	%zmm13, %zmm2
	vbroadcastf128	.LCPI0_932(%rip), %ymm4
	vpermt2ps	%zmm12, %zmm4, %zmm2
	vmovaps	%zmm3, %zmm4
	vmovaps	.LCPI0_157(%rip), %xmm5
	vpermt2ps	%zmm18, %zmm5, %zmm4
	vblendps	$248, %ymm2, %ymm4, %ymm2
	vmovaps	%zmm1, %zmm4
	vbroadcastsd	.LCPI0_933(%rip), %ymm5
	vpermt2ps	%zmm0, %zmm5, %zmm4
	vblendps	$192, %ymm4, %ymm2, %ymm2
	vmovups	%ymm2, 34040(%rsp,%rcx,4)
	vmovaps	%zmm13, %zmm2
	vmovaps	.LCPI0_159(%rip), %ymm4
	vpermt2ps	%zmm12, %zmm4, %zmm2
	vmovaps	%zmm18, %zmm4
	vmovaps	.LCPI0_160(%rip), %xmm5
	vpermt2ps	%zmm3, %zmm5, %zmm4
	vblendps	$248, %ymm2, %ymm4, %ymm2
	vmovaps	%zmm1, %zmm4
	vbroadcastf128	.LCPI0_934(%rip), %ymm5
	vpermt2ps	%zmm0, %zmm5, %zmm4
	vblendps	$224, %ymm4, %ymm2, %ymm2
	vmovups	%ymm2, 34296(%rsp,%rcx,4)
	vmovaps	%zmm13, %zmm2
	vmovaps	.LCPI0_162(%rip), %ymm4
	vpermt2ps	%zmm12, %zmm4, %zmm2
	vmovaps	%zmm18, %zmm4
	vmovaps	.LCPI0_163(%rip), %xmm5
	vpermt2ps	%zmm3, %zmm5, %zmm4
	vblendps	$248, %ymm2, %ymm4, %ymm2
	vmovaps	%zmm1, %zmm4
	vbroadcastf128	.LCPI0_935(%rip), %ymm5
	vpermt2ps	%zmm0, %zmm5, %zmm4
	vblendps	$224, %ymm4, %ymm2, %ymm2
	vmovups	%ymm2, 34552(%rsp,%rcx,4)
	vmovaps	%zmm13, %zmm2
	vmovaps	.LCPI0_165(%rip), %ymm4
	vpermt2ps	%zmm12, %zmm4, %zmm2
	vmovaps	%zmm18, %zmm4
	vmovaps	.LCPI0_166(%rip), %xmm5
	vpermt2ps	%zmm3, %zmm5, %zmm4
	vblendps	$248, %ymm2, %ymm4, %ymm2
	vmovaps	%zmm1, %zmm4
	vbroadcastf128	.LCPI0_936(%rip), %ymm5
	vpermt2ps	%zmm0, %zmm5, %zmm4
	vblendps	$224, %ymm4, %ymm2, %ymm2
	vmovups	%ymm2, 34808(%rsp,%rcx,4)
	vmovaps	%zmm13, %zmm2
	vmovaps	.LCPI0_168(%rip), %ymm4
	vpermt2ps	%zmm12, %zmm4, %zmm2
	vmovaps	%zmm18, %zmm4
	vmovaps	.LCPI0_169(%rip), %xmm5
	vpermt2ps	%zmm3, %zmm5, %zmm4
	vblendps	$248, %ymm2, %ymm4, %ymm2
	vmovaps	%zmm1, %zmm4
	vbroadcastf128	.LCPI0_937(%rip), %ymm5
	vpermt2ps	%zmm0, %zmm5, %zmm4
	vblendps	$224, %ymm4, %ymm2, %ymm2
	vmovups	%ymm2, 35064(%rsp,%rcx,4)
	vmovaps	%zmm3, %zmm2
	vmovddup	.LCPI0_927(%rip), %xmm4
	vpermt2ps	%zmm18, %zmm4, %zmm2
	vmovaps	%zmm12, %zmm4
	vbroadcastf128	.LCPI0_938(%rip), %ymm5
	vpermt2ps	%zmm13, %zmm5, %zmm4
	vblendps	$3, %ymm2, %ymm4, %ymm2
	vmovaps	%zmm0, %zmm4
	vbroadcastf128	.LCPI0_939(%rip), %ymm5
	vpermt2ps	%zmm1, %zmm5, %zmm4
	vblendps	$224, %ymm4, %ymm2, %ymm2
	vmovups	%ymm2, 35320(%rsp,%rcx,4)
	vmovaps	%zmm3, %zmm2
	vmovddup	.LCPI0_929(%rip), %xmm4
	vpermt2ps	%zmm18, %zmm4, %zmm2
	vmovaps	%zmm12, %zmm4
	vbroadcastf128	.LCPI0_940(%rip), %ymm5
	vpermt2ps	%zmm13, %zmm5, %zmm4
	vblendps	$3, %ymm2, %ymm4, %ymm2
	vmovaps	%zmm0, %zmm4
	vbroadcastf128	.LCPI0_941(%rip), %ymm5
	vpermt2ps	%zmm1, %zmm5, %zmm4
	vblendps	$224, %ymm4, %ymm2, %ymm2
	vmovups	%ymm2, 35576(%rsp,%rcx,4)
	vmovaps	%zmm3, %zmm2
	vmovddup	.LCPI0_931(%rip), %xmm4
	vpermt2ps	%zmm18, %zmm4, %zmm2
	vmovaps	%zmm12, %zmm4
	vbroadcastf128	.LCPI0_942(%rip), %ymm5
	vpermt2ps	%zmm13, %zmm5, %zmm4
	vblendps	$3, %ymm2, %ymm4, %ymm2
	vmovaps	%zmm0, %zmm4
	vbroadcastf128	.LCPI0_943(%rip), %ymm5
	vpermt2ps	%zmm1, %zmm5, %zmm4
	vblendps	$224, %ymm4, %ymm2, %ymm2
	vmovups	%ymm2, 35832(%rsp,%rcx,4)
	vmovddup	.LCPI0_933(%rip), %xmm2
	vpermt2ps	%zmm18, %zmm2, %zmm3
	vbroadcastf128	.LCPI0_944(%rip), %ymm2
	vpermt2ps	%zmm13, %zmm2, %zmm12
	vblendps	$3, %ymm3, %ymm12, %ymm2
	vbroadcastf128	.LCPI0_945(%rip), %ymm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vblendps	$224, %ymm0, %ymm2, %ymm0
	vmovups	%ymm0, 36088(%rsp,%rcx,4)
	addq	$8, %rcx
	addq	$384, %rdx
	cmpq	$56, %rcx
	jb	.LBB0_37
	jmp	.LBB0_44
.LBB0_22:
	movq	$-16, %rcx
	movq	-56(%rsp), %rdx
	movw	$8064, %r11w
	movb	$7, %bl
	movb	$56, %r12b
	.p2align	4
.LBB0_23:
	vmovups	256(%rdx), %zmm0
	vmovups	(%rdx), %zmm1
	vmovups	64(%rdx), %zmm2
	vmovups	128(%rdx), %zmm3
	vmovups	192(%rdx), %zmm4
	vbroadcasti64x4	.LCPI0_309(%rip), %zmm12
	vpermi2ps	%zmm4, %zmm3, %zmm12
	vmovaps	%zmm1, %zmm13
	vmovaps	.LCPI0_310(%rip), %ymm5
	vpermt2ps	%zmm2, %zmm5, %zmm13
	kmovd	%r11d, %k1
	vmovaps	%zmm12, %zmm13 {%k1}
	vmovaps	.LCPI0_311(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm13
	vmovups	%zmm13, 33304(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_312(%rip), %zmm12
	vpermi2ps	%zmm4, %zmm3, %zmm12
	vmovaps	%zmm2, %zmm13
	vmovaps	.LCPI0_313(%rip), %ymm5
	vpermt2ps	%zmm1, %zmm5, %zmm13
	vmovaps	%zmm12, %zmm13 {%k1}
	vmovaps	.LCPI0_314(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm13
	vmovups	%zmm13, 33560(%rsp,%rcx,4)
	vmovaps	%zmm1, %zmm12
	vmovaps	.LCPI0_315(%rip), %ymm5
	vpermt2ps	%zmm2, %zmm5, %zmm12
	vbroadcasti64x4	.LCPI0_316(%rip), %zmm13
	vpermi2ps	%zmm4, %zmm3, %zmm13
	kmovd	%ebx, %k1
	vmovapd	%zmm12, %zmm13 {%k1}
	vmovaps	.LCPI0_317(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm13
	vmovups	%zmm13, 33816(%rsp,%rcx,4)
	vmovaps	%zmm1, %zmm12
	vbroadcasti64x4	.LCPI0_319(%rip), %zmm13
	vmovaps	.LCPI0_318(%rip), %ymm5
	vpermt2ps	%zmm2, %zmm5, %zmm12
	vpermi2ps	%zmm3, %zmm4, %zmm13
	vmovapd	%zmm12, %zmm13 {%k1}
	vmovaps	.LCPI0_320(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm13
	vmovups	%zmm13, 34072(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_321(%rip), %zmm12
	vpermi2ps	%zmm4, %zmm3, %zmm12
	vmovaps	.LCPI0_322(%rip), %ymm3
	vpermt2ps	%zmm2, %zmm3, %zmm1
	kmovd	%r12d, %k1
	vmovapd	%zmm12, %zmm1 {%k1}
	vmovaps	.LCPI0_323(%rip), %zmm2
	vpermt2ps	%zmm0, %zmm2, %zmm1
	vmovups	%zmm1, 34328(%rsp,%rcx,4)
	addq	$16, %rcx
	addq	$320, %rdx
	cmpq	$48, %rcx
	jb	.LBB0_23
	jmp	.LBB0_44
.LBB0_38:
	movq	$-8, %rcx
	movq	80(%rsp), %rdx
	.p2align	4
.LBB0_39:
	vmovups	384(%rdx), %ymm2
	vmovups	128(%rdx), %zmm18
	vmovups	192(%rdx), %zmm0
	vmovups	320(%rdx), %zmm12
	vmovups	256(%rdx), %zmm3
	vmovups	64(%rdx), %zmm20
	vmovups	(%rdx), %zmm13
	vmovupd	128(%rdx), %ymm1
	vperm2f128	$49, 192(%rdx), %ymm1, %ymm1
	vmovaps	%zmm13, %zmm4
	vmovaps	.LCPI0_111(%rip), %xmm5
	vpermt2ps	%zmm20, %zmm5, %zmm4
	vblendps	$248, %ymm1, %ymm4, %ymm1
	vmovaps	%zmm3, %zmm4
	vbroadcastf128	.LCPI0_946(%rip), %ymm5
	vpermt2ps	%zmm12, %zmm5, %zmm4
	vblendps	$224, %ymm4, %ymm1, %ymm4
	vbroadcastss	388(%rdx), %ymm11
	vmovupd	256(%rdx), %ymm21
	vmovupd	320(%rdx), %ymm23
	vbroadcastss	392(%rdx), %ymm10
	vmovups	(%rdx), %ymm1
	vmovups	64(%rdx), %ymm14
	vbroadcastss	396(%rdx), %ymm9
	vbroadcastss	152(%rdx), %ymm5
	vblendps	$8, 192(%rdx), %xmm5, %xmm8
	vmovups	%ymm4, 33272(%rsp,%rcx,4)
	vmovaps	%zmm13, %zmm4
	vmovaps	.LCPI0_113(%rip), %xmm5
	vpermt2ps	%zmm20, %zmm5, %zmm4
	vshufps	$37, %zmm18, %zmm0, %zmm5
	vshuff64x2	$230, %zmm5, %zmm5, %zmm6
	vblendps	$248, %ymm6, %ymm4, %ymm4
	vmovaps	%zmm3, %zmm6
	vbroadcastf128	.LCPI0_947(%rip), %ymm7
	vpermt2ps	%zmm12, %zmm7, %zmm6
	vblendps	$224, %ymm6, %ymm4, %ymm4
	vmovups	%ymm4, 33528(%rsp,%rcx,4)
	vmovaps	%zmm18, %zmm4
	vbroadcastf128	.LCPI0_948(%rip), %ymm6
	vpermt2pd	%zmm0, %zmm6, %zmm4
	vmovaps	%zmm13, %zmm6
	vmovaps	.LCPI0_116(%rip), %xmm7
	vpermt2ps	%zmm20, %zmm7, %zmm6
	vblendps	$248, %ymm4, %ymm6, %ymm4
	vmovaps	%zmm12, %zmm6
	vbroadcastf128	.LCPI0_949(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vblendps	$224, %ymm6, %ymm4, %ymm4
	vmovups	%ymm4, 33784(%rsp,%rcx,4)
	vmovaps	%zmm0, %zmm4
	vmovaps	.LCPI0_118(%rip), %ymm6
	vpermt2ps	%zmm18, %zmm6, %zmm4
	vmovaps	%zmm20, %zmm6
	vmovaps	.LCPI0_119(%rip), %xmm7
	vpermt2ps	%zmm13, %zmm7, %zmm6
	vblendps	$248, %ymm4, %ymm6, %ymm4
	vmovaps	%zmm12, %zmm6
	vbroadcastf128	.LCPI0_950(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vblendps	$224, %ymm6, %ymm4, %ymm4
	vmovups	%ymm4, 34040(%rsp,%rcx,4)
	vmovaps	%zmm18, %zmm4
	vbroadcastf128	.LCPI0_951(%rip), %ymm6
	vpermt2pd	%zmm0, %zmm6, %zmm4
	vmovaps	%zmm20, %zmm6
	vmovaps	.LCPI0_122(%rip), %xmm7
	vpermt2ps	%zmm13, %zmm7, %zmm6
	vblendps	$248, %ymm4, %ymm6, %ymm4
	vmovaps	%zmm12, %zmm6
	vbroadcastf128	.LCPI0_952(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vblendps	$224, %ymm6, %ymm4, %ymm4
	vmovups	%ymm4, 34296(%rsp,%rcx,4)
	vmovaps	%zmm20, %zmm4
	vmovaps	.LCPI0_125(%rip), %xmm6
	vpermt2ps	%zmm13, %zmm6, %zmm4
	vshuff64x2	$235, %zmm5, %zmm5, %zmm5
	vblendps	$248, %ymm5, %ymm4, %ymm4
	vshufpd	$6, %ymm23, %ymm21, %ymm5
	vmovapd	%ymm23, %ymm6
	vbroadcastsd	.LCPI0_953(%rip), %ymm7
	vpermt2ps	%ymm21, %ymm7, %ymm6
	vbroadcastf128	.LCPI0_954(%rip), %ymm7
	vpermt2ps	%ymm2, %ymm7, %ymm6
	vblendps	$224, %ymm6, %ymm4, %ymm4
	vmovups	%ymm4, 34552(%rsp,%rcx,4)
	vmovaps	%zmm18, %zmm4
	vbroadcastf128	.LCPI0_955(%rip), %ymm6
	vpermt2ps	%zmm0, %zmm6, %zmm4
	vblendps	$240, %ymm1, %ymm14, %ymm6
	vmovaps	.LCPI0_127(%rip), %ymm7
	vpermt2ps	%ymm6, %ymm7, %ymm4
	vblendps	$128, %ymm11, %ymm5, %ymm5
	vblendps	$224, %ymm5, %ymm4, %ymm4
	vmovups	%ymm4, 34808(%rsp,%rcx,4)
	vmovaps	.LCPI0_128(%rip), %xmm4
	vpermt2ps	%ymm14, %ymm4, %ymm1
	vmovaps	%zmm18, %zmm4
	vbroadcastf128	.LCPI0_956(%rip), %ymm5
	vpermt2ps	%zmm0, %zmm5, %zmm4
	vblendps	$3, %ymm1, %ymm4, %ymm1
	vmovaps	%zmm3, %zmm4
	vbroadcastsd	.LCPI0_957(%rip), %ymm5
	vpermt2ps	%zmm12, %zmm5, %zmm4
	vblendps	$128, %ymm10, %ymm4, %ymm4
	vblendps	$224, %ymm4, %ymm1, %ymm1
	vmovups	%ymm1, 35064(%rsp,%rcx,4)
	vmovaps	%zmm13, %zmm1
	vmovddup	.LCPI0_958(%rip), %xmm4
	vpermt2ps	%zmm20, %zmm4, %zmm1
	vmovaps	%zmm18, %zmm4
	vbroadcastf128	.LCPI0_959(%rip), %ymm5
	vpermt2ps	%zmm0, %zmm5, %zmm4
	vblendps	$3, %ymm1, %ymm4, %ymm1
	vmovaps	%zmm3, %zmm4
	vbroadcastf128	.LCPI0_960(%rip), %ymm5
	vpermt2pd	%zmm12, %zmm5, %zmm4
	vblendps	$128, %ymm9, %ymm4, %ymm4
	vblendps	$224, %ymm4, %ymm1, %ymm1
	vmovups	%ymm1, 35320(%rsp,%rcx,4)
	vmovaps	%zmm13, %zmm1
	vmovddup	.LCPI0_961(%rip), %xmm4
	vpermt2ps	%zmm20, %zmm4, %zmm1
	vmovaps	%zmm0, %zmm4
	vmovaps	.LCPI0_135(%rip), %ymm5
	vpermt2ps	%zmm18, %zmm5, %zmm4
	vblendps	$3, %ymm1, %ymm4, %ymm1
	vmovaps	%zmm3, %zmm4
	vbroadcastsd	.LCPI0_962(%rip), %ymm5
	vpermt2ps	%zmm12, %zmm5, %zmm4
	vbroadcastf128	.LCPI0_963(%rip), %ymm5
	vpermt2ps	%ymm2, %ymm5, %ymm4
	vblendps	$224, %ymm4, %ymm1, %ymm1
	vmovups	%ymm1, 35576(%rsp,%rcx,4)
	vmovaps	%zmm13, %zmm1
	vmovddup	.LCPI0_964(%rip), %xmm4
	vpermt2ps	%zmm20, %zmm4, %zmm1
	vmovaps	%zmm0, %zmm4
	vbroadcastf128	.LCPI0_965(%rip), %ymm5
	vpermt2ps	%zmm18, %zmm5, %zmm4
	vblendps	$3, %ymm1, %ymm4, %ymm1
	vmovaps	%zmm3, %zmm4
	vbroadcastf128	.LCPI0_966(%rip), %ymm5
	vpermt2pd	%zmm12, %zmm5, %zmm4
	vbroadcastf128	.LCPI0_967(%rip), %ymm5
	vpermt2ps	%ymm2, %ymm5, %ymm4
	vblendps	$224, %ymm4, %ymm1, %ymm1
	vmovups	%ymm1, 35832(%rsp,%rcx,4)
	vbroadcastf128	.LCPI0_968(%rip), %ymm1
	vpermt2ps	%zmm18, %zmm1, %zmm0
	vmovaps	%zmm13, %zmm1
	vmovaps	.LCPI0_142(%rip), %ymm4
	vpermt2ps	%zmm20, %zmm4, %zmm1
	vblendps	$3, %ymm1, %ymm0, %ymm0
	vmovaps	%zmm3, %zmm1
	vbroadcastsd	.LCPI0_969(%rip), %ymm4
	vpermt2ps	%zmm12, %zmm4, %zmm1
	vbroadcastf128	.LCPI0_970(%rip), %ymm4
	vpermt2ps	%ymm2, %ymm4, %ymm1
	vblendps	$224, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 36088(%rsp,%rcx,4)
	vmovddup	.LCPI0_971(%rip), %xmm0
	vpermt2ps	%zmm20, %zmm0, %zmm13
	vblendps	$3, %xmm13, %xmm8, %xmm0
	vbroadcastf128	.LCPI0_972(%rip), %ymm1
	vpermt2ps	%zmm12, %zmm1, %zmm3
	vblendps	$128, %ymm2, %ymm3, %ymm1
	vblendps	$15, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 36344(%rsp,%rcx,4)
	addq	$8, %rcx
	addq	$416, %rdx
	cmpq	$56, %rcx
	jb	.LBB0_39
	jmp	.LBB0_44
.LBB0_32:
	movq	$-8, %rcx
	movq	-16(%rsp), %rdx
	.p2align	4
.LBB0_33:
	vmovups	(%rdx), %zmm21
	vmovups	64(%rdx), %zmm0
	vmovups	128(%rdx), %zmm12
	vmovups	192(%rdx), %zmm3
	vmovaps	%zmm3, %zmm2
	vpermt2ps	%zmm12, %zmm15, %zmm2
	vmovaps	%zmm21, %zmm4
	vpermt2ps	%zmm0, %zmm16, %zmm4
	vblendps	$240, %ymm2, %ymm4, %ymm2
	vbroadcastss	280(%rdx), %ymm4
	vblendps	$128, %ymm4, %ymm2, %ymm2
	vbroadcastss	292(%rdx), %ymm4
	vmovups	256(%rdx), %xmm18
	vmovups	288(%rdx), %xmm20
	vmovups	288(%rdx), %ymm6
	vmovups	256(%rdx), %ymm13
	vmovups	%ymm2, 33272(%rsp,%rcx,4)
	vmovaps	%zmm3, %zmm2
	vpermt2ps	%zmm12, %zmm17, %zmm2
	vmovaps	%zmm21, %zmm1
	vpermt2ps	%zmm0, %zmm19, %zmm1
	vblendps	$240, %ymm2, %ymm1, %ymm1
	vblendps	$128, %ymm13, %ymm1, %ymm1
	vmovups	%ymm1, 33528(%rsp,%rcx,4)
	vmovaps	%zmm21, %zmm1
	vpermt2ps	%zmm0, %zmm22, %zmm1
	vmovaps	%zmm12, %zmm2
	vpermt2ps	%zmm3, %zmm24, %zmm2
	vblendps	$7, %ymm1, %ymm2, %ymm1
	vmovaps	.LCPI0_221(%rip), %ymm2
	vpermt2ps	%ymm6, %ymm2, %ymm1
	vmovups	%ymm1, 33784(%rsp,%rcx,4)
	vmovaps	%zmm21, %zmm1
	vpermt2ps	%zmm0, %zmm25, %zmm1
	vmovaps	%zmm12, %zmm2
	vpermt2ps	%zmm3, %zmm26, %zmm2
	vblendps	$7, %ymm1, %ymm2, %ymm1
	vblendps	$128, %ymm4, %ymm1, %ymm1
	vmovups	%ymm1, 34040(%rsp,%rcx,4)
	vinsertps	$99, %xmm18, %xmm20, %xmm1
	vpermt2ps	%xmm20, %xmm27, %xmm18
	vmovaps	%zmm12, %zmm2
	vpermt2ps	%zmm3, %zmm28, %zmm2
	vmovaps	%zmm21, %zmm4
	vpermt2ps	%zmm0, %zmm29, %zmm4
	vblendps	$248, %ymm2, %ymm4, %ymm2
	vinsertf32x4	$1, %xmm18, %ymm0, %ymm4
	vblendps	$192, %ymm4, %ymm2, %ymm2
	vmovups	%ymm2, 34296(%rsp,%rcx,4)
	vmovaps	%zmm12, %zmm2
	vpermt2ps	%zmm3, %zmm30, %zmm2
	vmovaps	%zmm21, %zmm4
	vpermt2ps	%zmm0, %zmm31, %zmm4
	vblendps	$248, %ymm2, %ymm4, %ymm2
	vinsertf128	$1, %xmm1, %ymm0, %ymm1
	vblendps	$192, %ymm1, %ymm2, %ymm1
	vmovups	%ymm1, 34552(%rsp,%rcx,4)
	vmovaps	%zmm12, %zmm1
	vbroadcastf128	.LCPI0_973(%rip), %ymm2
	vpermt2ps	%zmm3, %zmm2, %zmm1
	vmovaps	%zmm0, %zmm2
	vmovaps	.LCPI0_230(%rip), %xmm4
	vpermt2ps	%zmm21, %zmm4, %zmm2
	vblendps	$248, %ymm1, %ymm2, %ymm1
	vblendps	$240, %ymm6, %ymm13, %ymm2
	vmovaps	.LCPI0_231(%rip), %ymm4
	vpermt2ps	%ymm2, %ymm4, %ymm1
	vmovups	%ymm1, 34808(%rsp,%rcx,4)
	vmovaps	%zmm12, %zmm1
	vbroadcastf128	.LCPI0_974(%rip), %ymm4
	vpermt2ps	%zmm3, %zmm4, %zmm1
	vmovaps	%zmm0, %zmm4
	vmovaps	.LCPI0_233(%rip), %xmm5
	vpermt2ps	%zmm21, %zmm5, %zmm4
	vblendps	$248, %ymm1, %ymm4, %ymm1
	vmovaps	.LCPI0_234(%rip), %ymm4
	vpermt2ps	%ymm2, %ymm4, %ymm1
	vmovups	%ymm1, 35064(%rsp,%rcx,4)
	vmovaps	%zmm3, %zmm1
	vbroadcastf128	.LCPI0_975(%rip), %ymm2
	vpermt2ps	%zmm12, %zmm2, %zmm1
	vmovaps	%zmm0, %zmm2
	vmovaps	.LCPI0_236(%rip), %xmm4
	vpermt2ps	%zmm21, %zmm4, %zmm2
	vblendps	$248, %ymm1, %ymm2, %ymm1
	vshufps	$2, %ymm13, %ymm6, %ymm2
	vmovaps	.LCPI0_191(%rip), %ymm4
	vpermt2ps	%ymm2, %ymm4, %ymm1
	vmovups	%ymm1, 35320(%rsp,%rcx,4)
	vbroadcastf128	.LCPI0_976(%rip), %ymm1
	vpermt2ps	%zmm12, %zmm1, %zmm3
	vmovaps	.LCPI0_238(%rip), %xmm1
	vpermt2ps	%zmm21, %zmm1, %zmm0
	vblendps	$248, %ymm3, %ymm0, %ymm0
	vshufps	$19, %ymm13, %ymm6, %ymm1
	vpermt2ps	%ymm1, %ymm4, %ymm0
	vmovups	%ymm0, 35576(%rsp,%rcx,4)
	addq	$8, %rcx
	addq	$320, %rdx
	cmpq	$56, %rcx
	jb	.LBB0_33
	jmp	.LBB0_44
.LBB0_18:
	movq	$-16, %rcx
	movq	-72(%rsp), %rdx
	.p2align	4
.LBB0_19:
	vmovups	(%rdx), %zmm0
	vmovups	64(%rdx), %zmm1
	vmovups	128(%rdx), %zmm2
	vmovaps	%zmm0, %zmm3
	vmovaps	.LCPI0_328(%rip), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm3
	vmovaps	.LCPI0_329(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm3
	vmovups	%zmm3, 33304(%rsp,%rcx,4)
	vmovaps	%zmm1, %zmm3
	vmovaps	.LCPI0_330(%rip), %zmm4
	vpermt2ps	%zmm0, %zmm4, %zmm3
	vmovaps	.LCPI0_331(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm3
	vmovups	%zmm3, 33560(%rsp,%rcx,4)
	vmovaps	.LCPI0_332(%rip), %zmm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vmovaps	.LCPI0_333(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm0
	vmovups	%zmm0, 33816(%rsp,%rcx,4)
	addq	$16, %rcx
	addq	$192, %rdx
	cmpq	$48, %rcx
	jb	.LBB0_19
	jmp	.LBB0_44
.LBB0_11:
	movq	%rsi, %r12
	testq	%rdi, %rdi
	je	.LBB0_49
	xorl	%edx, %edx
	.p2align	4
.LBB0_13:
	movl	%edx, %esi
	andl	$60, %esi
	cmpq	%rsi, %rcx
	cmovbeq	%rbp, %rsi
	addq	%r8, %rsi
	imulq	%rdi, %rsi
	movq	-88(%rsp), %rbx
	leaq	(%rbx,%rsi,4), %r13
	movq	%rdx, %rsi
	shrq	$6, %rsi
	vmovss	(%r13,%rsi,4), %xmm0
	vmovss	%xmm0, 33240(%rsp,%rdx,4)
	leal	1(%rdx), %r13d
	andl	$61, %r13d
	cmpq	%r13, %rcx
	cmovbeq	%rbp, %r13
	addq	%r8, %r13
	imulq	%rdi, %r13
	leaq	(%rbx,%r13,4), %r13
	vmovss	(%r13,%rsi,4), %xmm0
	vmovss	%xmm0, 33244(%rsp,%rdx,4)
	leal	2(%rdx), %r13d
	andl	$62, %r13d
	cmpq	%r13, %rcx
	cmovbeq	%rbp, %r13
	addq	%r8, %r13
	imulq	%rdi, %r13
	leaq	(%rbx,%r13,4), %r13
	vmovss	(%r13,%rsi,4), %xmm0
	vmovss	%xmm0, 33248(%rsp,%rdx,4)
	leal	3(%rdx), %r13d
	andl	$63, %r13d
	cmpq	%r13, %rcx
	cmovbeq	%rbp, %r13
	addq	%r8, %r13
	imulq	%rdi, %r13
	leaq	(%rbx,%r13,4), %r13
	vmovss	(%r13,%rsi,4), %xmm0
	vmovss	%xmm0, 33252(%rsp,%rdx,4)
	addq	$4, %rdx
	cmpq	%rdx, 136(%rsp)
	jne	.LBB0_13
	jmp	.LBB0_45
.LBB0_20:
	movq	$-16, %rcx
	movq	-64(%rsp), %rdx
	.p2align	4
.LBB0_21:
	vmovups	(%rdx), %zmm0
	vmovups	64(%rdx), %zmm1
	vmovups	128(%rdx), %zmm2
	vmovups	192(%rdx), %zmm3
	vbroadcasti64x4	.LCPI0_324(%rip), %zmm4
	vmovaps	%zmm2, %zmm12
	vpermt2ps	%zmm3, %zmm4, %zmm12
	vpermi2ps	%zmm1, %zmm0, %zmm4
	vshuff64x2	$228, %zmm12, %zmm4, %zmm4
	vmovupd	%zmm4, 33304(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_325(%rip), %zmm4
	vmovaps	%zmm2, %zmm12
	vpermt2ps	%zmm3, %zmm4, %zmm12
	vpermi2ps	%zmm1, %zmm0, %zmm4
	vshuff64x2	$228, %zmm12, %zmm4, %zmm4
	vmovupd	%zmm4, 33560(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_326(%rip), %zmm4
	vmovaps	%zmm2, %zmm12
	vpermt2ps	%zmm3, %zmm4, %zmm12
	vpermi2ps	%zmm1, %zmm0, %zmm4
	vshuff64x2	$228, %zmm12, %zmm4, %zmm4
	vmovupd	%zmm4, 33816(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_327(%rip), %zmm4
	vpermt2ps	%zmm3, %zmm4, %zmm2
	vpermt2ps	%zmm1, %zmm4, %zmm0
	vshuff64x2	$228, %zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 34072(%rsp,%rcx,4)
	addq	$16, %rcx
	addq	$256, %rdx
	cmpq	$48, %rcx
	jb	.LBB0_21
	jmp	.LBB0_44
.LBB0_28:
	movq	$-16, %rcx
	movq	-32(%rsp), %rdx
	.p2align	4
.LBB0_29:
	vmovups	(%rdx), %zmm0
	vmovups	64(%rdx), %zmm3
	vmovups	128(%rdx), %zmm1
	vmovups	192(%rdx), %zmm13
	vmovups	320(%rdx), %zmm18
	vmovups	256(%rdx), %zmm12
	vmovups	448(%rdx), %zmm21
	vmovups	384(%rdx), %zmm20
	vbroadcasti32x4	.LCPI0_257(%rip), %zmm2
	vmovaps	%zmm20, %zmm4
	vpermt2ps	%zmm21, %zmm2, %zmm4
	vmovaps	%zmm12, %zmm23
	vpermt2ps	%zmm18, %zmm2, %zmm23
	movb	$-64, %r9b
	kmovd	%r9d, %k1
	vmovapd	%zmm4, %zmm23 {%k1}
	vmovaps	%zmm1, %zmm4
	vpermt2ps	%zmm13, %zmm2, %zmm4
	vpermi2ps	%zmm3, %zmm0, %zmm2
	vblendps	$240, %ymm4, %ymm2, %ymm2
	vinsertf64x4	$0, %ymm2, %zmm23, %zmm2
	vmovupd	%zmm2, 33304(%rsp,%rcx,4)
	vbroadcasti32x4	.LCPI0_258(%rip), %zmm2
	vmovaps	%zmm20, %zmm4
	vpermt2ps	%zmm21, %zmm2, %zmm4
	vmovaps	%zmm12, %zmm23
	vpermt2ps	%zmm18, %zmm2, %zmm23
	vmovapd	%zmm4, %zmm23 {%k1}
	vmovaps	%zmm1, %zmm4
	vpermt2ps	%zmm13, %zmm2, %zmm4
	vpermi2ps	%zmm3, %zmm0, %zmm2
	vblendps	$240, %ymm4, %ymm2, %ymm2
	vinsertf64x4	$0, %ymm2, %zmm23, %zmm2
	vmovupd	%zmm2, 33560(%rsp,%rcx,4)
	vbroadcasti32x4	.LCPI0_259(%rip), %zmm2
	vmovaps	%zmm20, %zmm4
	vpermt2ps	%zmm21, %zmm2, %zmm4
	vmovaps	%zmm12, %zmm23
	vpermt2ps	%zmm18, %zmm2, %zmm23
	vmovapd	%zmm4, %zmm23 {%k1}
	vmovaps	%zmm1, %zmm4
	vpermt2ps	%zmm13, %zmm2, %zmm4
	vpermi2ps	%zmm3, %zmm0, %zmm2
	vblendps	$240, %ymm4, %ymm2, %ymm2
	vinsertf64x4	$0, %ymm2, %zmm23, %zmm2
	vmovupd	%zmm2, 33816(%rsp,%rcx,4)
	vbroadcasti32x4	.LCPI0_260(%rip), %zmm2
	vmovaps	%zmm20, %zmm4
	vpermt2ps	%zmm21, %zmm2, %zmm4
	vmovaps	%zmm12, %zmm23
	vpermt2ps	%zmm18, %zmm2, %zmm23
	vmovapd	%zmm4, %zmm23 {%k1}
	vmovaps	%zmm1, %zmm4
	vpermt2ps	%zmm13, %zmm2, %zmm4
	vpermi2ps	%zmm3, %zmm0, %zmm2
	vblendps	$240, %ymm4, %ymm2, %ymm2
	vinsertf64x4	$0, %ymm2, %zmm23, %zmm2
	vmovupd	%zmm2, 34072(%rsp,%rcx,4)
	vbroadcasti32x4	.LCPI0_261(%rip), %zmm2
	vmovaps	%zmm20, %zmm4
	vpermt2ps	%zmm21, %zmm2, %zmm4
	vmovaps	%zmm12, %zmm23
	vpermt2ps	%zmm18, %zmm2, %zmm23
	vmovapd	%zmm4, %zmm23 {%k1}
	vmovaps	%zmm1, %zmm4
	vpermt2ps	%zmm13, %zmm2, %zmm4
	vpermi2ps	%zmm3, %zmm0, %zmm2
	vblendps	$240, %ymm4, %ymm2, %ymm2
	vinsertf64x4	$0, %ymm2, %zmm23, %zmm2
	vmovupd	%zmm2, 34328(%rsp,%rcx,4)
	vbroadcasti32x4	.LCPI0_262(%rip), %zmm2
	vmovaps	%zmm20, %zmm4
	vpermt2ps	%zmm21, %zmm2, %zmm4
	vmovaps	%zmm12, %zmm23
	vpermt2ps	%zmm18, %zmm2, %zmm23
	vmovapd	%zmm4, %zmm23 {%k1}
	vmovaps	%zmm1, %zmm4
	vpermt2ps	%zmm13, %zmm2, %zmm4
	vpermi2ps	%zmm3, %zmm0, %zmm2
	vblendps	$240, %ymm4, %ymm2, %ymm2
	vinsertf64x4	$0, %ymm2, %zmm23, %zmm2
	vmovupd	%zmm2, 34584(%rsp,%rcx,4)
	vbroadcasti32x4	.LCPI0_263(%rip), %zmm2
	vmovaps	%zmm20, %zmm4
	vpermt2ps	%zmm21, %zmm2, %zmm4
	vmovaps	%zmm12, %zmm23
	vpermt2ps	%zmm18, %zmm2, %zmm23
	vmovapd	%zmm4, %zmm23 {%k1}
	vmovaps	%zmm1, %zmm4
	vpermt2ps	%zmm13, %zmm2, %zmm4
	vpermi2ps	%zmm3, %zmm0, %zmm2
	vblendps	$240, %ymm4, %ymm2, %ymm2
	vinsertf64x4	$0, %ymm2, %zmm23, %zmm2
	vmovupd	%zmm2, 34840(%rsp,%rcx,4)
	vbroadcasti32x4	.LCPI0_264(%rip), %zmm2
	vpermt2ps	%zmm21, %zmm2, %zmm20
	vpermt2ps	%zmm18, %zmm2, %zmm12
	vmovapd	%zmm20, %zmm12 {%k1}
	vpermt2ps	%zmm13, %zmm2, %zmm1
	vpermt2ps	%zmm3, %zmm2, %zmm0
	vblendps	$240, %ymm1, %ymm0, %ymm0
	vinsertf64x4	$0, %ymm0, %zmm12, %zmm0
	vmovupd	%zmm0, 35096(%rsp,%rcx,4)
	addq	$16, %rcx
	addq	$512, %rdx
	cmpq	$48, %rcx
	jb	.LBB0_29
	jmp	.LBB0_44
.LBB0_16:
	movq	$-16, %rcx
	.p2align	4
.LBB0_17:
	vmovups	128(%r10,%rcx,8), %zmm0
	vmovups	192(%r10,%rcx,8), %zmm1
	vmovaps	%zmm0, %zmm2
	vmovaps	.LCPI0_334(%rip), %zmm3
	vpermt2ps	%zmm1, %zmm3, %zmm2
	vmovups	%zmm2, 33304(%rsp,%rcx,4)
	vmovaps	.LCPI0_335(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm0
	vmovups	%zmm0, 33560(%rsp,%rcx,4)
	addq	$16, %rcx
	cmpq	$48, %rcx
	jb	.LBB0_17
	jmp	.LBB0_44
.LBB0_24:
	movq	$-16, %rcx
	movq	-48(%rsp), %rdx
	movb	$56, %r11b
	movw	$-2048, %bx
	movw	$31, %r12w
	movw	$992, %r13w
	.p2align	4
.LBB0_25:
	vmovups	320(%rdx), %zmm0
	vmovups	256(%rdx), %zmm2
	vmovups	(%rdx), %zmm3
	vmovups	64(%rdx), %zmm1
	vmovups	128(%rdx), %zmm12
	vmovups	192(%rdx), %zmm13
	vbroadcasti64x4	.LCPI0_291(%rip), %zmm4
	vpermi2ps	%zmm12, %zmm13, %zmm4
	vmovaps	%zmm3, %zmm18
	vmovaps	.LCPI0_292(%rip), %ymm5
	vpermt2ps	%zmm1, %zmm5, %zmm18
	kmovd	%r11d, %k2
	vmovapd	%zmm4, %zmm18 {%k2}
	vbroadcasti64x4	.LCPI0_293(%rip), %zmm4
	vpermi2ps	%zmm0, %zmm2, %zmm4
	kmovd	%ebx, %k1
	vmovaps	%zmm4, %zmm18 {%k1}
	vmovups	%zmm18, 33304(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_294(%rip), %zmm4
	vpermi2ps	%zmm12, %zmm13, %zmm4
	vmovaps	%zmm3, %zmm18
	vmovaps	.LCPI0_295(%rip), %ymm5
	vpermt2ps	%zmm1, %zmm5, %zmm18
	vmovapd	%zmm4, %zmm18 {%k2}
	vbroadcasti64x4	.LCPI0_296(%rip), %zmm4
	vpermi2ps	%zmm0, %zmm2, %zmm4
	vmovaps	%zmm4, %zmm18 {%k1}
	vmovups	%zmm18, 33560(%rsp,%rcx,4)
	vmovaps	%zmm3, %zmm4
	vmovaps	.LCPI0_297(%rip), %ymm5
	vpermt2ps	%zmm1, %zmm5, %zmm4
	vbroadcasti64x4	.LCPI0_298(%rip), %zmm18
	vpermi2ps	%zmm13, %zmm12, %zmm18
	kmovd	%r12d, %k2
	vbroadcasti64x4	.LCPI0_299(%rip), %zmm20
	vmovaps	%zmm4, %zmm18 {%k2}
	vpermi2ps	%zmm2, %zmm0, %zmm20
	vmovaps	%zmm20, %zmm18 {%k1}
	vmovups	%zmm18, 33816(%rsp,%rcx,4)
	vmovaps	%zmm3, %zmm4
	vmovaps	.LCPI0_300(%rip), %ymm5
	vpermt2ps	%zmm1, %zmm5, %zmm4
	vbroadcasti64x4	.LCPI0_301(%rip), %zmm18
	vpermi2ps	%zmm13, %zmm12, %zmm18
	vmovaps	%zmm4, %zmm18 {%k2}
	vbroadcasti64x4	.LCPI0_302(%rip), %zmm4
	vpermi2ps	%zmm2, %zmm0, %zmm4
	vmovaps	%zmm4, %zmm18 {%k1}
	vmovups	%zmm18, 34072(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_303(%rip), %zmm4
	vpermi2ps	%zmm13, %zmm12, %zmm4
	vmovaps	%zmm1, %zmm18
	vmovaps	.LCPI0_304(%rip), %ymm5
	vpermt2ps	%zmm3, %zmm5, %zmm18
	kmovd	%r13d, %k1
	vmovaps	%zmm4, %zmm18 {%k1}
	vbroadcasti64x4	.LCPI0_305(%rip), %zmm4
	vpermi2ps	%zmm0, %zmm2, %zmm4
	movb	$-32, %r9b
	kmovd	%r9d, %k2
	vmovapd	%zmm4, %zmm18 {%k2}
	vmovupd	%zmm18, 34328(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_306(%rip), %zmm4
	vpermi2ps	%zmm13, %zmm12, %zmm4
	vmovaps	.LCPI0_307(%rip), %ymm5
	vpermt2ps	%zmm3, %zmm5, %zmm1
	vmovaps	%zmm4, %zmm1 {%k1}
	vbroadcasti64x4	.LCPI0_308(%rip), %zmm3
	vpermi2ps	%zmm0, %zmm2, %zmm3
	vmovapd	%zmm3, %zmm1 {%k2}
	vmovupd	%zmm1, 34584(%rsp,%rcx,4)
	addq	$16, %rcx
	addq	$384, %rdx
	cmpq	$48, %rcx
	jb	.LBB0_25
	jmp	.LBB0_44
.LBB0_40:
	movq	$-8, %rcx
	movq	96(%rsp), %rdx
	.p2align	4
.LBB0_41:
	vmovups	256(%rdx), %zmm2
	vmovups	320(%rdx), %zmm13
	vmovups	64(%rdx), %zmm12
	vmovups	(%rdx), %zmm1
	vmovups	128(%rdx), %zmm3
	vmovups	192(%rdx), %zmm20
	vmovaps	%zmm20, %zmm0
	vbroadcastf128	.LCPI0_977(%rip), %ymm4
	vpermt2ps	%zmm3, %zmm4, %zmm0
	vmovaps	%zmm1, %zmm4
	vmovaps	.LCPI0_69(%rip), %xmm5
	vpermt2ps	%zmm12, %zmm5, %zmm4
	vblendps	$248, %ymm0, %ymm4, %ymm0
	vmovups	320(%rdx), %ymm10
	vmovups	256(%rdx), %ymm23
	vshufps	$200, %ymm10, %ymm23, %ymm4
	vbroadcastss	392(%rdx), %ymm5
	vblendps	$128, %ymm5, %ymm4, %ymm4
	vblendps	$224, %ymm4, %ymm0, %ymm4
	vbroadcastss	396(%rdx), %ymm5
	vbroadcastss	420(%rdx), %ymm24
	vbroadcastss	424(%rdx), %ymm22
	vbroadcastss	148(%rdx), %xmm0
	vblendps	$8, 192(%rdx), %xmm0, %xmm0
	vmovaps	%xmm0, %xmm19
	vbroadcastss	428(%rdx), %ymm17
	vmovups	192(%rdx), %ymm21
	vmovups	(%rdx), %ymm0
	vmovups	64(%rdx), %ymm11
	vmovups	128(%rdx), %ymm16
	vbroadcastss	328(%rdx), %ymm14
	vbroadcastss	388(%rdx), %ymm25
	vmovups	416(%rdx), %ymm18
	vmovups	384(%rdx), %ymm15
	vmovups	%ymm4, 33272(%rsp,%rcx,4)
	vmovaps	%zmm20, %zmm4
	vbroadcastf128	.LCPI0_978(%rip), %ymm6
	vpermt2ps	%zmm3, %zmm6, %zmm4
	vmovaps	%zmm1, %zmm6
	vmovaps	.LCPI0_71(%rip), %xmm7
	vpermt2ps	%zmm12, %zmm7, %zmm6
	vblendps	$248, %ymm4, %ymm6, %ymm4
	vshufps	$220, %ymm10, %ymm23, %ymm6
	vblendps	$128, %ymm5, %ymm6, %ymm5
	vblendps	$224, %ymm5, %ymm4, %ymm4
	vmovups	%ymm4, 33528(%rsp,%rcx,4)
	vmovaps	%zmm20, %zmm4
	vmovaps	.LCPI0_72(%rip), %ymm5
	vpermt2ps	%zmm3, %zmm5, %zmm4
	vmovaps	%zmm12, %zmm5
	vmovaps	.LCPI0_73(%rip), %xmm6
	vpermt2ps	%zmm1, %zmm6, %zmm5
	vblendps	$248, %ymm4, %ymm5, %ymm4
	vmovaps	%zmm2, %zmm5
	vbroadcastsd	.LCPI0_979(%rip), %ymm6
	vpermt2ps	%zmm13, %zmm6, %zmm5
	vmovaps	.LCPI0_75(%rip), %ymm7
	vpermt2ps	%ymm15, %ymm7, %ymm5
	vblendps	$224, %ymm5, %ymm4, %ymm4
	vmovups	%ymm4, 33784(%rsp,%rcx,4)
	vmovaps	%zmm20, %zmm4
	vmovaps	.LCPI0_76(%rip), %ymm5
	vpermt2ps	%zmm3, %zmm5, %zmm4
	vmovaps	%zmm12, %zmm5
	vmovaps	.LCPI0_77(%rip), %xmm6
	vpermt2ps	%zmm1, %zmm6, %zmm5
	vblendps	$248, %ymm4, %ymm5, %ymm4
	vmovaps	%zmm2, %zmm5
	vbroadcastsd	.LCPI0_980(%rip), %ymm6
	vpermt2ps	%zmm13, %zmm6, %zmm5
	vmovaps	.LCPI0_79(%rip), %ymm8
	vpermt2ps	%ymm15, %ymm8, %ymm5
	vblendps	$224, %ymm5, %ymm4, %ymm4
	vmovups	%ymm4, 34040(%rsp,%rcx,4)
	vmovaps	%zmm2, %zmm4
	vbroadcastf128	.LCPI0_981(%rip), %ymm5
	vpermt2ps	%zmm13, %zmm5, %zmm4
	vbroadcastf128	.LCPI0_970(%rip), %ymm5
	vpermt2ps	%ymm15, %ymm5, %ymm4
	vmovaps	%zmm3, %zmm5
	vbroadcastf128	.LCPI0_982(%rip), %ymm6
	vpermt2ps	%zmm20, %zmm6, %zmm5
	vblendps	$240, %ymm0, %ymm11, %ymm6
	vmovaps	.LCPI0_83(%rip), %ymm9
	vpermt2ps	%ymm6, %ymm9, %ymm5
	vblendps	$224, %ymm4, %ymm5, %ymm4
	vmovups	%ymm4, 34296(%rsp,%rcx,4)
	vmovaps	%zmm3, %zmm4
	vbroadcastf128	.LCPI0_983(%rip), %ymm5
	vpermt2ps	%zmm20, %zmm5, %zmm4
	vmovaps	.LCPI0_85(%rip), %ymm5
	vpermt2ps	%ymm6, %ymm5, %ymm4
	vmovaps	%zmm2, %zmm5
	vbroadcastf128	.LCPI0_984(%rip), %ymm6
	vpermt2ps	%zmm13, %zmm6, %zmm5
	vblendps	$128, %ymm15, %ymm5, %ymm5
	vblendps	$224, %ymm5, %ymm4, %ymm4
	vmovups	%ymm4, 34552(%rsp,%rcx,4)
	vmovaps	%ymm0, %ymm4
	vmovaps	.LCPI0_87(%rip), %xmm5
	vpermt2ps	%ymm11, %ymm5, %ymm4
	vmovaps	%zmm20, %zmm5
	vmovaps	.LCPI0_88(%rip), %ymm6
	vpermt2ps	%zmm3, %zmm6, %zmm5
	vblendps	$3, %ymm4, %ymm5, %ymm4
	vmovaps	%zmm2, %zmm5
	vbroadcastsd	.LCPI0_985(%rip), %ymm6
	vpermt2ps	%zmm13, %zmm6, %zmm5
	vbroadcastf128	.LCPI0_954(%rip), %ymm6
	vpermt2ps	%ymm18, %ymm6, %ymm5
	vblendps	$224, %ymm5, %ymm4, %ymm4
	vmovups	%ymm4, 34808(%rsp,%rcx,4)
	vmovaps	.LCPI0_91(%rip), %xmm4
	vpermt2ps	%ymm11, %ymm4, %ymm0
	vmovaps	%zmm20, %zmm4
	vmovaps	.LCPI0_92(%rip), %ymm5
	vpermt2ps	%zmm3, %zmm5, %zmm4
	vblendps	$3, %ymm0, %ymm4, %ymm0
	vmovaps	%zmm2, %zmm4
	vbroadcastsd	.LCPI0_986(%rip), %ymm5
	vpermt2ps	%zmm13, %zmm5, %zmm4
	vmovaps	%ymm24, %ymm5
	vblendps	$128, %ymm5, %ymm4, %ymm4
	vblendps	$224, %ymm4, %ymm0, %ymm0
	vmovups	%ymm0, 35064(%rsp,%rcx,4)
	vmovaps	%zmm1, %zmm0
	vmovddup	.LCPI0_987(%rip), %xmm4
	vpermt2ps	%zmm12, %zmm4, %zmm0
	vmovaps	%ymm16, %ymm4
	vmovddup	.LCPI0_988(%rip), %xmm5
	vpermt2ps	%ymm21, %ymm5, %ymm4
	vblendps	$3, %xmm0, %xmm4, %xmm0
	vmovaps	%zmm2, %zmm4
	vbroadcastf128	.LCPI0_989(%rip), %ymm5
	vpermt2ps	%zmm13, %zmm5, %zmm4
	vmovaps	%ymm22, %ymm5
	vblendps	$128, %ymm5, %ymm4, %ymm4
	vblendps	$15, %ymm0, %ymm4, %ymm0
	vmovups	%ymm0, 35320(%rsp,%rcx,4)
	vmovaps	%zmm1, %zmm0
	vmovddup	.LCPI0_990(%rip), %xmm4
	vpermt2ps	%zmm12, %zmm4, %zmm0
	vmovaps	%xmm19, %xmm4
	vblendps	$3, %xmm0, %xmm4, %xmm0
	vmovaps	%zmm2, %zmm4
	vbroadcastf128	.LCPI0_991(%rip), %ymm5
	vpermt2ps	%zmm13, %zmm5, %zmm4
	vmovaps	%ymm17, %ymm5
	vblendps	$128, %ymm5, %ymm4, %ymm4
	vblendps	$15, %ymm0, %ymm4, %ymm0
	vmovups	%ymm0, 35576(%rsp,%rcx,4)
	vmovaps	%zmm1, %zmm0
	vmovaps	.LCPI0_99(%rip), %ymm4
	vpermt2ps	%zmm12, %zmm4, %zmm0
	vmovaps	%ymm16, %ymm4
	vmovddup	.LCPI0_100(%rip), %xmm5
	vpermt2ps	%ymm21, %ymm5, %ymm4
	vblendps	$3, %xmm0, %xmm4, %xmm0
	vmovaps	%zmm13, %zmm4
	vbroadcastf128	.LCPI0_992(%rip), %ymm5
	vpermt2ps	%zmm2, %zmm5, %zmm4
	vpermt2ps	%ymm18, %ymm7, %ymm4
	vblendps	$15, %ymm0, %ymm4, %ymm0
	vmovups	%ymm0, 35832(%rsp,%rcx,4)
	vmovddup	.LCPI0_103(%rip), %xmm0
	vmovaps	%ymm16, %ymm5
	vpermt2ps	%ymm21, %ymm0, %ymm5
	vmovaps	%zmm1, %zmm0
	vmovaps	.LCPI0_102(%rip), %ymm4
	vpermt2ps	%zmm12, %zmm4, %zmm0
	vblendps	$3, %xmm0, %xmm5, %xmm0
	vbroadcastf128	.LCPI0_993(%rip), %ymm4
	vpermt2ps	%zmm2, %zmm4, %zmm13
	vpermt2ps	%ymm18, %ymm8, %ymm13
	vblendps	$15, %ymm0, %ymm13, %ymm0
	vmovups	%ymm0, 36088(%rsp,%rcx,4)
	vinsertf64x4	$1, %ymm14, %zmm18, %zmm0
	vinsertf64x4	$1, %ymm23, %zmm15, %zmm2
	vmovaps	.LCPI0_105(%rip), %ymm4
	vpermt2ps	%zmm0, %zmm4, %zmm2
	vmovaps	%zmm1, %zmm0
	vmovddup	.LCPI0_994(%rip), %xmm4
	vpermt2ps	%zmm12, %zmm4, %zmm0
	vmovaps	%zmm3, %zmm4
	vmovddup	.LCPI0_987(%rip), %xmm5
	vpermt2ps	%zmm20, %zmm5, %zmm4
	vblendps	$3, %xmm0, %xmm4, %xmm0
	vblendps	$15, %ymm0, %ymm2, %ymm0
	vmovups	%ymm0, 36344(%rsp,%rcx,4)
	vinsertf64x4	$1, %ymm10, %zmm25, %zmm0
	vinsertf64x4	$1, %ymm23, %zmm18, %zmm2
	vmovaps	.LCPI0_108(%rip), %ymm4
	vpermt2ps	%zmm0, %zmm4, %zmm2
	vmovddup	.LCPI0_995(%rip), %xmm0
	vpermt2ps	%zmm12, %zmm0, %zmm1
	vmovddup	.LCPI0_990(%rip), %xmm0
	vpermt2ps	%zmm20, %zmm0, %zmm3
	vblendps	$3, %xmm1, %xmm3, %xmm0
	vblendps	$15, %ymm0, %ymm2, %ymm0
	vmovups	%ymm0, 36600(%rsp,%rcx,4)
	addq	$8, %rcx
	addq	$448, %rdx
	cmpq	$56, %rcx
	jb	.LBB0_41
	jmp	.LBB0_44
.LBB0_26:
	movq	$-16, %rcx
	movq	-40(%rsp), %rdx
	movw	$992, %r11w
	.p2align	4
.LBB0_27:
	vmovups	384(%rdx), %zmm6
	vmovups	320(%rdx), %zmm23
	vmovups	256(%rdx), %zmm12
	vmovups	(%rdx), %zmm2
	vmovups	64(%rdx), %zmm13
	vmovups	128(%rdx), %zmm21
	vmovups	192(%rdx), %zmm20
	vbroadcasti64x4	.LCPI0_265(%rip), %zmm0
	vpermi2ps	%zmm21, %zmm20, %zmm0
	vmovaps	%zmm2, %zmm4
	vmovaps	.LCPI0_266(%rip), %ymm1
	vpermt2ps	%zmm13, %zmm1, %zmm4
	kmovd	%r11d, %k1
	vmovaps	%zmm0, %zmm4 {%k1}
	vbroadcasti32x4	.LCPI0_267(%rip), %zmm0
	vpermi2ps	%zmm23, %zmm12, %zmm0
	vbroadcasti64x4	.LCPI0_268(%rip), %zmm18
	vpermi2ps	%zmm6, %zmm0, %zmm18
	movb	$-32, %bl
	kmovd	%ebx, %k1
	vmovapd	%zmm18, %zmm4 {%k1}
	vmovupd	%zmm4, 33304(%rsp,%rcx,4)
	vbroadcasti32x4	.LCPI0_269(%rip), %zmm7
	vmovaps	%zmm21, %zmm8
	vbroadcasti32x4	.LCPI0_277(%rip), %zmm9
	vpermi2ps	%zmm20, %zmm21, %zmm9
	vbroadcasti64x4	.LCPI0_283(%rip), %zmm18
	vpermi2ps	%zmm20, %zmm21, %zmm18
	vbroadcasti64x4	.LCPI0_286(%rip), %zmm3
	vpermi2ps	%zmm20, %zmm21, %zmm3
	vbroadcasti64x4	.LCPI0_289(%rip), %zmm4
	vpermi2ps	%zmm21, %zmm20, %zmm4
	vpermt2ps	%zmm20, %zmm7, %zmm21
	vmovaps	%zmm2, %zmm1
	vmovaps	.LCPI0_270(%rip), %ymm0
	vpermt2ps	%zmm13, %zmm0, %zmm1
	movw	$480, %r9w
	kmovd	%r9d, %k2
	vmovaps	%zmm21, %zmm1 {%k2}
	vbroadcasti64x4	.LCPI0_271(%rip), %zmm21
	vpermi2ps	%zmm23, %zmm12, %zmm21
	vbroadcasti64x4	.LCPI0_272(%rip), %zmm0
	vpermi2ps	%zmm6, %zmm21, %zmm0
	movw	$-512, %r9w
	kmovd	%r9d, %k1
	vmovaps	%zmm0, %zmm1 {%k1}
	vmovups	%zmm1, 33560(%rsp,%rcx,4)
	vbroadcasti32x4	.LCPI0_273(%rip), %zmm0
	vpermt2ps	%zmm20, %zmm0, %zmm8
	vmovaps	%zmm13, %zmm1
	vmovaps	.LCPI0_274(%rip), %ymm5
	vpermt2ps	%zmm2, %zmm5, %zmm1
	vmovaps	%zmm8, %zmm1 {%k2}
	vbroadcasti64x4	.LCPI0_275(%rip), %zmm20
	vbroadcasti64x4	.LCPI0_276(%rip), %zmm21
	vpermi2ps	%zmm23, %zmm12, %zmm20
	vpermi2ps	%zmm6, %zmm20, %zmm21
	vmovaps	%zmm21, %zmm1 {%k1}
	vmovups	%zmm1, 33816(%rsp,%rcx,4)
	vmovaps	%zmm13, %zmm1
	vmovaps	.LCPI0_278(%rip), %ymm5
	vpermt2ps	%zmm2, %zmm5, %zmm1
	vmovaps	%zmm9, %zmm1 {%k2}
	vbroadcasti64x4	.LCPI0_279(%rip), %zmm20
	vpermi2ps	%zmm12, %zmm23, %zmm20
	vbroadcasti64x4	.LCPI0_280(%rip), %zmm21
	vpermi2ps	%zmm6, %zmm20, %zmm21
	vmovaps	%zmm21, %zmm1 {%k1}
	vmovups	%zmm1, 34072(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_281(%rip), %zmm1
	vpermi2ps	%zmm12, %zmm23, %zmm1
	vbroadcasti64x4	.LCPI0_282(%rip), %zmm20
	vpermi2ps	%zmm6, %zmm1, %zmm20
	vmovaps	%zmm2, %zmm1
	vmovaps	.LCPI0_284(%rip), %xmm5
	vpermt2ps	%zmm13, %zmm5, %zmm1
	vinsertf32x4	$0, %xmm1, %zmm18, %zmm1
	vmovaps	%zmm20, %zmm1 {%k1}
	vmovups	%zmm1, 34328(%rsp,%rcx,4)
	vpermi2ps	%zmm23, %zmm12, %zmm7
	vbroadcasti64x4	.LCPI0_285(%rip), %zmm1
	vpermi2ps	%zmm6, %zmm7, %zmm1
	vmovaps	%zmm2, %zmm18
	vmovaps	.LCPI0_287(%rip), %xmm5
	vpermt2ps	%zmm13, %zmm5, %zmm18
	vinsertf32x4	$0, %xmm18, %zmm3, %zmm3
	vmovaps	%zmm1, %zmm3 {%k1}
	vmovups	%zmm3, 34584(%rsp,%rcx,4)
	vpermt2ps	%zmm23, %zmm0, %zmm12
	vbroadcasti64x4	.LCPI0_288(%rip), %zmm0
	vpermi2ps	%zmm6, %zmm12, %zmm0
	vmovaps	.LCPI0_290(%rip), %xmm1
	vpermt2ps	%zmm13, %zmm1, %zmm2
	vinsertf32x4	$0, %xmm2, %zmm4, %zmm1
	vmovaps	%zmm0, %zmm1 {%k1}
	vmovups	%zmm1, 34840(%rsp,%rcx,4)
	addq	$16, %rcx
	addq	$448, %rdx
	cmpq	$48, %rcx
	jb	.LBB0_27
	jmp	.LBB0_44
.LBB0_34:
	movq	$-8, %rcx
	movq	-8(%rsp), %rdx
	.p2align	4
.LBB0_35:
	vmovups	256(%rdx), %zmm8
	vmovups	320(%rdx), %ymm9
	vmovups	(%rdx), %zmm6
	vmovups	64(%rdx), %zmm18
	vmovups	128(%rdx), %zmm12
	vmovups	192(%rdx), %zmm13
	vmovaps	%zmm12, %zmm2
	vbroadcastf128	.LCPI0_996(%rip), %ymm0
	vpermt2ps	%zmm13, %zmm0, %zmm2
	vmovaps	%zmm6, %zmm4
	vmovaps	.LCPI0_184(%rip), %xmm0
	vpermt2ps	%zmm18, %zmm0, %zmm4
	vblendps	$248, %ymm2, %ymm4, %ymm0
	vmovups	288(%rdx), %ymm1
	vmovups	256(%rdx), %ymm2
	vblendps	$240, %ymm1, %ymm2, %ymm5
	vmovaps	.LCPI0_185(%rip), %ymm3
	vpermt2ps	%ymm5, %ymm3, %ymm0
	vbroadcastss	324(%rdx), %ymm4
	vmovups	%ymm0, 33272(%rsp,%rcx,4)
	vmovaps	%zmm12, %zmm0
	vbroadcastf128	.LCPI0_997(%rip), %ymm3
	vpermt2ps	%zmm13, %zmm3, %zmm0
	vmovaps	%zmm6, %zmm3
	vmovaps	.LCPI0_187(%rip), %xmm7
	vpermt2ps	%zmm18, %zmm7, %zmm3
	vblendps	$248, %ymm0, %ymm3, %ymm0
	vmovaps	.LCPI0_188(%rip), %ymm3
	vpermt2ps	%ymm5, %ymm3, %ymm0
	vmovups	%ymm0, 33528(%rsp,%rcx,4)
	vmovaps	%zmm12, %zmm0
	vbroadcastf128	.LCPI0_998(%rip), %ymm3
	vpermt2ps	%zmm13, %zmm3, %zmm0
	vmovaps	%zmm6, %zmm3
	vmovaps	.LCPI0_190(%rip), %xmm5
	vpermt2ps	%zmm18, %zmm5, %zmm3
	vblendps	$248, %ymm0, %ymm3, %ymm0
	vshufps	$3, %ymm2, %ymm1, %ymm1
	vmovaps	.LCPI0_191(%rip), %ymm3
	vpermt2ps	%ymm1, %ymm3, %ymm0
	vmovups	%ymm0, 33784(%rsp,%rcx,4)
	vmovaps	%zmm12, %zmm0
	vbroadcastf128	.LCPI0_999(%rip), %ymm1
	vpermt2ps	%zmm13, %zmm1, %zmm0
	vmovaps	%zmm6, %zmm1
	vmovaps	.LCPI0_193(%rip), %xmm3
	vpermt2ps	%zmm18, %zmm3, %zmm1
	vblendps	$248, %ymm0, %ymm1, %ymm0
	vblendps	$240, %ymm2, %ymm9, %ymm1
	vmovaps	.LCPI0_194(%rip), %ymm3
	vpermt2ps	%ymm1, %ymm3, %ymm0
	vmovups	%ymm0, 34040(%rsp,%rcx,4)
	vmovaps	%zmm13, %zmm0
	vbroadcastf128	.LCPI0_1000(%rip), %ymm3
	vpermt2ps	%zmm12, %zmm3, %zmm0
	vmovaps	%zmm6, %zmm3
	vmovaps	.LCPI0_196(%rip), %xmm5
	vpermt2ps	%zmm18, %zmm5, %zmm3
	vblendps	$248, %ymm0, %ymm3, %ymm0
	vblendps	$128, %ymm4, %ymm2, %ymm2
	vblendps	$192, %ymm2, %ymm0, %ymm0
	vmovups	%ymm0, 34296(%rsp,%rcx,4)
	vmovaps	%zmm13, %zmm0
	vbroadcastf128	.LCPI0_1001(%rip), %ymm2
	vpermt2ps	%zmm12, %zmm2, %zmm0
	vmovaps	%zmm18, %zmm2
	vmovaps	.LCPI0_198(%rip), %xmm3
	vpermt2ps	%zmm6, %zmm3, %zmm2
	vblendps	$248, %ymm0, %ymm2, %ymm0
	vmovaps	.LCPI0_199(%rip), %ymm2
	vpermt2ps	%ymm1, %ymm2, %ymm0
	vmovups	%ymm0, 34552(%rsp,%rcx,4)
	vmovaps	%zmm13, %zmm0
	vbroadcastf128	.LCPI0_1002(%rip), %ymm1
	vpermt2ps	%zmm12, %zmm1, %zmm0
	vmovaps	%zmm18, %zmm1
	vmovaps	.LCPI0_201(%rip), %xmm2
	vpermt2ps	%zmm6, %zmm2, %zmm1
	vblendps	$248, %ymm0, %ymm1, %ymm0
	vmovaps	%zmm8, %zmm1
	vbroadcastsd	.LCPI0_1003(%rip), %ymm2
	vpermt2ps	%zmm9, %zmm2, %zmm1
	vblendps	$192, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 34808(%rsp,%rcx,4)
	vmovaps	%zmm13, %zmm0
	vbroadcastf128	.LCPI0_1004(%rip), %ymm1
	vpermt2ps	%zmm12, %zmm1, %zmm0
	vmovaps	%zmm18, %zmm1
	vmovaps	.LCPI0_204(%rip), %xmm2
	vpermt2ps	%zmm6, %zmm2, %zmm1
	vblendps	$248, %ymm0, %ymm1, %ymm0
	vmovaps	%zmm8, %zmm1
	vbroadcastsd	.LCPI0_1005(%rip), %ymm2
	vpermt2ps	%zmm9, %zmm2, %zmm1
	vblendps	$192, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 35064(%rsp,%rcx,4)
	vmovaps	%zmm13, %zmm0
	vbroadcastf128	.LCPI0_1006(%rip), %ymm1
	vpermt2ps	%zmm12, %zmm1, %zmm0
	vmovaps	%zmm18, %zmm1
	vmovaps	.LCPI0_207(%rip), %xmm2
	vpermt2ps	%zmm6, %zmm2, %zmm1
	vblendps	$248, %ymm0, %ymm1, %ymm0
	vmovaps	%zmm8, %zmm1
	vbroadcastsd	.LCPI0_1007(%rip), %ymm2
	vpermt2ps	%zmm9, %zmm2, %zmm1
	vblendps	$192, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 35320(%rsp,%rcx,4)
	vmovaps	%zmm13, %zmm0
	vmovaps	.LCPI0_209(%rip), %ymm1
	vpermt2ps	%zmm12, %zmm1, %zmm0
	vmovaps	%zmm18, %zmm1
	vmovaps	.LCPI0_210(%rip), %xmm2
	vpermt2ps	%zmm6, %zmm2, %zmm1
	vblendps	$248, %ymm0, %ymm1, %ymm0
	vmovaps	%zmm8, %zmm1
	vbroadcastf128	.LCPI0_1008(%rip), %ymm2
	vpermt2ps	%zmm9, %zmm2, %zmm1
	vblendps	$224, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 35576(%rsp,%rcx,4)
	vmovddup	.LCPI0_1007(%rip), %xmm0
	vpermt2ps	%zmm18, %zmm0, %zmm6
	vbroadcastf128	.LCPI0_1009(%rip), %ymm0
	vpermt2ps	%zmm13, %zmm0, %zmm12
	vblendps	$3, %ymm6, %ymm12, %ymm0
	vbroadcastf128	.LCPI0_1010(%rip), %ymm1
	vpermt2ps	%zmm9, %zmm1, %zmm8
	vblendps	$224, %ymm8, %ymm0, %ymm0
	vmovups	%ymm0, 35832(%rsp,%rcx,4)
	addq	$8, %rcx
	addq	$352, %rdx
	cmpq	$56, %rcx
	jb	.LBB0_35
	jmp	.LBB0_44
.LBB0_30:
	movq	$-8, %rcx
	movq	-24(%rsp), %rdx
	.p2align	4
.LBB0_31:
	vmovups	256(%rdx), %ymm6
	vmovups	(%rdx), %zmm18
	vmovups	64(%rdx), %zmm1
	vmovups	128(%rdx), %zmm2
	vmovups	192(%rdx), %zmm12
	vmovaps	%zmm2, %zmm0
	vbroadcastf128	.LCPI0_241(%rip), %ymm3
	vpermt2ps	%zmm12, %zmm3, %zmm0
	vmovaps	%zmm18, %zmm4
	vmovaps	.LCPI0_240(%rip), %xmm3
	vpermt2ps	%zmm1, %zmm3, %zmm4
	vblendps	$240, %ymm0, %ymm4, %ymm4
	vbroadcastss	260(%rdx), %ymm13
	vbroadcastss	264(%rdx), %ymm20
	vmovaps	%zmm18, %zmm0
	vmovaps	.LCPI0_241(%rip), %xmm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vinsertf32x4	$1, 256(%rdx), %ymm0, %ymm19
	vbroadcastss	272(%rdx), %ymm17
	vbroadcastss	276(%rdx), %ymm16
	vbroadcastss	280(%rdx), %ymm15
	vmovups	%ymm4, 33272(%rsp,%rcx,4)
	vmovaps	%zmm2, %zmm4
	vbroadcastf128	.LCPI0_1011(%rip), %ymm3
	vpermt2ps	%zmm12, %zmm3, %zmm4
	vmovaps	%zmm18, %zmm3
	vmovaps	.LCPI0_243(%rip), %xmm5
	vpermt2ps	%zmm1, %zmm5, %zmm3
	vblendps	$240, %ymm4, %ymm3, %ymm3
	vmovaps	.LCPI0_221(%rip), %ymm4
	vpermt2ps	%ymm6, %ymm4, %ymm3
	vmovups	%ymm3, 33528(%rsp,%rcx,4)
	vmovaps	%zmm2, %zmm3
	vbroadcastf128	.LCPI0_1012(%rip), %ymm4
	vpermt2ps	%zmm12, %zmm4, %zmm3
	vmovaps	%zmm18, %zmm4
	vmovaps	.LCPI0_245(%rip), %xmm5
	vpermt2ps	%zmm1, %zmm5, %zmm4
	vblendps	$240, %ymm3, %ymm4, %ymm3
	vblendps	$128, %ymm13, %ymm3, %ymm3
	vmovups	%ymm3, 33784(%rsp,%rcx,4)
	vmovaps	%zmm12, %zmm3
	vbroadcastf128	.LCPI0_1013(%rip), %ymm4
	vpermt2ps	%zmm2, %zmm4, %zmm3
	vmovaps	%zmm18, %zmm4
	vmovaps	.LCPI0_247(%rip), %xmm5
	vpermt2ps	%zmm1, %zmm5, %zmm4
	vblendps	$240, %ymm3, %ymm4, %ymm3
	vmovaps	%ymm20, %ymm4
	vblendps	$128, %ymm4, %ymm3, %ymm3
	vmovups	%ymm3, 34040(%rsp,%rcx,4)
	vmovaps	%zmm12, %zmm3
	vbroadcastf128	.LCPI0_1014(%rip), %ymm4
	vpermt2ps	%zmm2, %zmm4, %zmm3
	vblendps	$240, %ymm3, %ymm0, %ymm0
	vmovaps	%ymm19, %ymm3
	vblendps	$136, %ymm3, %ymm0, %ymm0
	vmovups	%ymm0, 34296(%rsp,%rcx,4)
	vmovaps	%zmm18, %zmm0
	vmovaps	.LCPI0_249(%rip), %xmm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vmovaps	%zmm2, %zmm3
	vbroadcastf128	.LCPI0_1015(%rip), %ymm4
	vpermt2ps	%zmm12, %zmm4, %zmm3
	vblendps	$7, %ymm0, %ymm3, %ymm0
	vmovaps	%ymm17, %ymm3
	vblendps	$128, %ymm3, %ymm0, %ymm0
	vmovups	%ymm0, 34552(%rsp,%rcx,4)
	vmovaps	%zmm18, %zmm0
	vpermt2ps	%zmm1, %zmm7, %zmm0
	vmovaps	%zmm2, %zmm3
	vpermt2ps	%zmm12, %zmm8, %zmm3
	vblendps	$7, %ymm0, %ymm3, %ymm0
	vmovaps	%ymm16, %ymm3
	vblendps	$128, %ymm3, %ymm0, %ymm0
	vmovups	%ymm0, 34808(%rsp,%rcx,4)
	vmovaps	%zmm1, %zmm0
	vpermt2ps	%zmm18, %zmm9, %zmm0
	vmovaps	%zmm2, %zmm3
	vpermt2ps	%zmm12, %zmm10, %zmm3
	vblendps	$7, %ymm0, %ymm3, %ymm0
	vblendps	$128, %ymm15, %ymm0, %ymm0
	vmovups	%ymm0, 35064(%rsp,%rcx,4)
	vpermt2ps	%zmm18, %zmm11, %zmm1
	vpermt2ps	%zmm12, %zmm14, %zmm2
	vblendps	$7, %ymm1, %ymm2, %ymm0
	vblendps	$128, %ymm6, %ymm0, %ymm0
	vmovups	%ymm0, 35320(%rsp,%rcx,4)
	addq	$8, %rcx
	addq	$288, %rdx
	cmpq	$56, %rcx
	jb	.LBB0_31
	.p2align	4
.LBB0_44:
	movq	%rsi, %r12
	testq	%rdi, %rdi
	vbroadcastss	.LCPI0_23(%rip), %zmm1
	vbroadcastsd	.LCPI0_20(%rip), %zmm5
	vbroadcastss	.LCPI0_22(%rip), %zmm18
	vbroadcastsd	.LCPI0_17(%rip), %zmm6
	vbroadcastsd	.LCPI0_18(%rip), %zmm12
	je	.LBB0_49
.LBB0_45:
	leaq	33240(%rsp), %rcx
	leaq	472(%rsp), %rdx
	xorl	%r13d, %r13d
	.p2align	4
.LBB0_46:
	xorl	%esi, %esi
	vbroadcastsd	.LCPI0_19(%rip), %zmm27
	vbroadcastsd	.LCPI0_14(%rip), %zmm28
	vbroadcastsd	.LCPI0_15(%rip), %zmm29
	vbroadcastsd	.LCPI0_16(%rip), %zmm30
	vbroadcastsd	.LCPI0_11(%rip), %zmm31
	vbroadcastsd	.LCPI0_12(%rip), %zmm22
	vbroadcastsd	.LCPI0_13(%rip), %zmm24
	vbroadcastsd	.LCPI0_8(%rip), %zmm17
	vbroadcastsd	.LCPI0_9(%rip), %zmm19
	vbroadcastsd	.LCPI0_10(%rip), %zmm25
	vbroadcastsd	.LCPI0_5(%rip), %zmm7
	vbroadcastsd	.LCPI0_6(%rip), %zmm8
	vbroadcastsd	.LCPI0_7(%rip), %zmm9
	vbroadcastsd	.LCPI0_2(%rip), %zmm10
	vbroadcastsd	.LCPI0_3(%rip), %zmm11
	vbroadcastsd	.LCPI0_4(%rip), %zmm14
	vbroadcastsd	.LCPI0_0(%rip), %zmm15
	vbroadcastsd	.LCPI0_1(%rip), %zmm16
	vbroadcastsd	.LCPI0_20(%rip), %zmm13
	.p2align	4
.LBB0_47:
	vmovups	(%rcx,%rsi,4), %zmm0
	vmovaps	%zmm1, %zmm20
	vcvtps2pd	32(%rcx,%rsi,4), %zmm1
	vcvtps2pd	%ymm0, %zmm2
	vxorpd	%zmm15, %zmm2, %zmm2
	vxorpd	%zmm15, %zmm1, %zmm1
	vminpd	%zmm1, %zmm16, %zmm1
	vminpd	%zmm2, %zmm16, %zmm2
	vmaxpd	%zmm2, %zmm10, %zmm3
	vmaxpd	%zmm1, %zmm10, %zmm4
	vmulpd	%zmm11, %zmm4, %zmm1
	vmulpd	%zmm11, %zmm3, %zmm2
	vaddpd	%zmm14, %zmm2, %zmm2
	vaddpd	%zmm14, %zmm1, %zmm1
	vmovaps	%zmm5, %zmm21
	vaddpd	%zmm7, %zmm1, %zmm5
	vmovaps	%zmm6, %zmm23
	vaddpd	%zmm7, %zmm2, %zmm6
	vmovaps	%zmm12, %zmm26
	vmulpd	%zmm8, %zmm5, %zmm12
	vaddpd	%zmm12, %zmm4, %zmm4
	vmulpd	%zmm8, %zmm6, %zmm12
	vaddpd	%zmm12, %zmm3, %zmm3
	vmovaps	%zmm26, %zmm12
	vmulpd	%zmm9, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm9, %zmm6, %zmm5
	vmovaps	%zmm23, %zmm6
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm17, %zmm4, %zmm5
	vaddpd	%zmm19, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	%zmm25, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	%zmm31, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	%zmm22, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	%zmm24, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	%zmm28, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	%zmm29, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	%zmm30, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	%zmm23, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	%zmm26, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	%zmm27, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm5
	vaddpd	%zmm13, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm17, %zmm3, %zmm5
	vaddpd	%zmm19, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm3, %zmm5
	vaddpd	%zmm25, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm3, %zmm5
	vaddpd	%zmm31, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm3, %zmm5
	vaddpd	%zmm22, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm3, %zmm5
	vaddpd	%zmm24, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm3, %zmm5
	vaddpd	%zmm28, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm3, %zmm5
	vaddpd	%zmm29, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm3, %zmm5
	vaddpd	%zmm30, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm3, %zmm5
	vaddpd	%zmm23, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm3, %zmm5
	vaddpd	%zmm26, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm3, %zmm5
	vaddpd	%zmm27, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm3, %zmm5
	vaddpd	%zmm13, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm3, %zmm3
	vmovaps	%zmm21, %zmm5
	vpsllq	$52, %zmm2, %zmm2
	vpaddq	%zmm21, %zmm2, %zmm2
	vaddpd	%zmm13, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm3, %zmm2
	vpsllq	$52, %zmm1, %zmm1
	vpaddq	%zmm21, %zmm1, %zmm1
	vaddpd	%zmm13, %zmm4, %zmm3
	vmulpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm13, %zmm2, %zmm2
	vaddpd	%zmm13, %zmm1, %zmm1
	vdivpd	%zmm1, %zmm13, %zmm1
	vdivpd	%zmm2, %zmm13, %zmm2
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm1, %ymm1
	vinsertf64x4	$1, %ymm1, %zmm2, %zmm1
	vxorpd	%xmm3, %xmm3, %xmm3
	vcmpunordps	%zmm3, %zmm0, %k1
	vbroadcastss	.LCPI0_21(%rip), %zmm1 {%k1}
	vmulps	%zmm1, %zmm0, %zmm0
	vandps	%zmm18, %zmm0, %zmm1
	vpcmpgtd	%zmm20, %zmm1, %k1
	vmovaps	%zmm20, %zmm1
	vpbroadcastd	.LCPI0_21(%rip), %zmm0 {%k1}
	vmovdqu64	%zmm0, (%rdx,%rsi,4)
	addq	$16, %rsi
	cmpq	$64, %rsi
	jne	.LBB0_47
	incq	%r13
	addq	$256, %rdx
	addq	$256, %rcx
	cmpq	%rdi, %r13
	jne	.LBB0_46
.LBB0_49:
	cmpq	$14, %rax
	ja	.LBB0_51
	leaq	.LJTI0_1(%rip), %rcx
	movslq	(%rcx,%rax,4), %rax
	addq	%rcx, %rax
	movq	-96(%rsp), %r13
	movq	%r12, %rsi
	jmpq	*%rax
.LBB0_60:
	movq	$-16, %rax
	movq	-120(%rsp), %rbx
	vmovaps	.LCPI0_251(%rip), %xmm7
	vbroadcastf128	.LCPI0_896(%rip), %ymm8
	vmovaps	.LCPI0_253(%rip), %xmm9
	vbroadcastf128	.LCPI0_897(%rip), %ymm10
	vmovaps	.LCPI0_255(%rip), %xmm11
	vbroadcastf128	.LCPI0_898(%rip), %ymm14
	vbroadcastf128	.LCPI0_899(%rip), %ymm15
	vmovaps	.LCPI0_216(%rip), %xmm16
	vbroadcastf32x4	.LCPI0_900(%rip), %ymm17
	vmovaps	.LCPI0_218(%rip), %xmm19
	vmovaps	.LCPI0_219(%rip), %xmm22
	vbroadcastf32x4	.LCPI0_901(%rip), %ymm24
	vmovaps	.LCPI0_222(%rip), %xmm25
	vbroadcastf32x4	.LCPI0_902(%rip), %ymm26
	vmovddup	.LCPI0_903(%rip), %xmm27
	vbroadcastf32x4	.LCPI0_904(%rip), %ymm28
	vmovaps	.LCPI0_226(%rip), %xmm29
	vbroadcastf32x4	.LCPI0_905(%rip), %ymm30
	vmovaps	.LCPI0_228(%rip), %xmm31
	.p2align	4
.LBB0_61:
	vmovups	536(%rsp,%rax,4), %zmm0
	vmovups	%zmm0, 64(%rbx,%rax,4)
	addq	$16, %rax
	cmpq	$48, %rax
	jb	.LBB0_61
	jmp	.LBB0_59
.LBB0_88:
	movq	$-8, %rax
	movq	120(%rsp), %rcx
	movq	-120(%rsp), %rbx
	movb	$8, %dl
	movb	$4, %r9b
	movw	$32, %bp
	movw	$8, %r15w
	movb	$2, %r12b
	vmovaps	.LCPI0_251(%rip), %xmm7
	vbroadcastf128	.LCPI0_896(%rip), %ymm8
	vmovaps	.LCPI0_253(%rip), %xmm9
	vbroadcastf128	.LCPI0_897(%rip), %ymm10
	vmovaps	.LCPI0_255(%rip), %xmm11
	vbroadcastf128	.LCPI0_898(%rip), %ymm14
	vbroadcastf128	.LCPI0_899(%rip), %ymm15
	vmovaps	.LCPI0_216(%rip), %xmm16
	vbroadcastf32x4	.LCPI0_900(%rip), %ymm17
	vmovaps	.LCPI0_218(%rip), %xmm19
	vmovaps	.LCPI0_219(%rip), %xmm22
	vbroadcastf32x4	.LCPI0_901(%rip), %ymm24
	vmovaps	.LCPI0_222(%rip), %xmm25
	vbroadcastf32x4	.LCPI0_902(%rip), %ymm26
	vmovddup	.LCPI0_903(%rip), %xmm27
	vbroadcastf32x4	.LCPI0_904(%rip), %ymm28
	vmovaps	.LCPI0_226(%rip), %xmm29
	vbroadcastf32x4	.LCPI0_905(%rip), %ymm30
	vmovaps	.LCPI0_228(%rip), %xmm31
	.p2align	4
.LBB0_89:
	vbroadcastf64x4	504(%rsp,%rax,4), %zmm0
	vmovups	760(%rsp,%rax,4), %ymm1
	vmovupd	1016(%rsp,%rax,4), %ymm2
	vmovdqa64	%zmm0, %zmm3
	vbroadcastf32x4	.LCPI0_1016(%rip), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm3
	vmovaps	%ymm1, %ymm4
	vmovdqa	%ymm0, %ymm5
	vmovddup	.LCPI0_339(%rip), %xmm6
	vpermt2ps	%ymm1, %ymm6, %ymm5
	vpunpckldq	%ymm1, %ymm0, %ymm6
	vbroadcastss	764(%rsp,%rax,4), %xmm12
	vmovups	760(%rsp,%rax,4), %xmm13
	vbroadcastsd	.LCPI0_336(%rip), %ymm18
	vpermt2ps	%ymm0, %ymm18, %ymm1
	vinsertf64x4	$1, %ymm1, %zmm0, %zmm1
	vinsertps	$179, %xmm13, %xmm0, %xmm18
	vinsertf32x4	$1, %xmm18, %ymm0, %ymm18
	vmovddup	.LCPI0_338(%rip), %xmm20
	vpermt2ps	%ymm0, %ymm20, %ymm4
	vinsertf64x4	$1, %ymm4, %zmm0, %zmm4
	vinsertf64x4	$1, %ymm18, %zmm12, %zmm12
	vinserti64x4	$1, %ymm6, %zmm0, %zmm6
	vshufps	$255, %xmm13, %xmm0, %xmm0
	vinsertf128	$1, %xmm0, %ymm0, %ymm0
	vbroadcasti32x4	.LCPI0_340(%rip), %zmm13
	vinsertf64x4	$1, %ymm0, %zmm0, %zmm0
	vbroadcasti32x4	.LCPI0_341(%rip), %zmm18
	vpermi2pd	%zmm2, %zmm6, %zmm18
	vbroadcasti32x4	.LCPI0_342(%rip), %zmm6
	vpermi2ps	%zmm0, %zmm2, %zmm13
	vpermi2ps	%zmm2, %zmm1, %zmm6
	vbroadcasti32x4	.LCPI0_343(%rip), %zmm0
	vbroadcasti32x4	.LCPI0_344(%rip), %zmm1
	vinserti64x4	$1, %ymm5, %zmm0, %zmm5
	vpermi2pd	%zmm2, %zmm5, %zmm0
	vpermi2ps	%zmm2, %zmm4, %zmm1
	vbroadcasti64x4	.LCPI0_345(%rip), %zmm4
	vmovups	1272(%rsp,%rax,4), %ymm5
	movw	$2, %r11w
	kmovd	%r11d, %k1
	vmovaps	%zmm2, %zmm12 {%k1}
	vpermi2pd	%zmm2, %zmm3, %zmm4
	vbroadcasti64x4	.LCPI0_346(%rip), %zmm2
	vbroadcasti64x4	.LCPI0_347(%rip), %zmm3
	vpermi2ps	%zmm5, %zmm4, %zmm2
	vpermi2ps	%zmm5, %zmm12, %zmm3
	vbroadcasti64x4	.LCPI0_348(%rip), %zmm4
	vbroadcasti32x4	.LCPI0_349(%rip), %zmm12
	vpermi2ps	%zmm5, %zmm1, %zmm4
	vpermi2ps	%zmm5, %zmm0, %zmm12
	vbroadcasti32x4	.LCPI0_350(%rip), %zmm0
	vbroadcasti64x4	.LCPI0_351(%rip), %zmm1
	vpermi2ps	%zmm5, %zmm6, %zmm0
	vpermi2ps	%zmm5, %zmm18, %zmm1
	vbroadcasti64x4	.LCPI0_352(%rip), %zmm6
	vmovups	1528(%rsp,%rax,4), %ymm18
	vpermi2ps	%zmm5, %zmm13, %zmm6
	kmovd	%r12d, %k1
	vbroadcasti64x4	.LCPI0_353(%rip), %zmm5
	vbroadcasti64x4	.LCPI0_354(%rip), %zmm13
	vpermi2ps	%zmm18, %zmm1, %zmm5
	vpermi2ps	%zmm18, %zmm0, %zmm13
	vbroadcasti64x4	.LCPI0_355(%rip), %zmm20
	vbroadcasti64x4	.LCPI0_356(%rip), %zmm21
	vpermi2pd	%zmm18, %zmm12, %zmm20
	vpermi2ps	%zmm18, %zmm4, %zmm21
	vbroadcasti64x4	.LCPI0_357(%rip), %zmm4
	vinsertf32x4	$1, 1528(%rsp,%rax,4), %zmm2, %zmm1
	vmovapd	%zmm18, %zmm6 {%k1}
	vpermi2ps	%zmm18, %zmm3, %zmm4
	vmovups	1784(%rsp,%rax,4), %ymm2
	vbroadcasti64x4	.LCPI0_358(%rip), %zmm0
	vpermi2ps	%zmm2, %zmm1, %zmm0
	vbroadcasti64x4	.LCPI0_359(%rip), %zmm1
	vpermi2ps	%zmm2, %zmm6, %zmm1
	vbroadcasti64x4	.LCPI0_360(%rip), %zmm6
	vpermi2ps	%zmm2, %zmm4, %zmm6
	vbroadcasti64x4	.LCPI0_361(%rip), %zmm4
	vpermi2ps	%zmm2, %zmm21, %zmm4
	vbroadcasti64x4	.LCPI0_362(%rip), %zmm18
	vpermi2ps	%zmm2, %zmm20, %zmm18
	vbroadcasti64x4	.LCPI0_363(%rip), %zmm3
	vbroadcasti64x4	.LCPI0_364(%rip), %zmm12
	vpermi2ps	%zmm2, %zmm5, %zmm12
	vpermi2ps	%zmm2, %zmm13, %zmm3
	vmovups	2040(%rsp,%rax,4), %ymm2
	kmovd	%r15d, %k1
	vmovaps	%zmm2, %zmm12 {%k1}
	vbroadcasti64x4	.LCPI0_366(%rip), %zmm21
	vmovapd	.LCPI0_365(%rip), %zmm5
	vpermt2pd	%zmm2, %zmm5, %zmm3
	vpermi2ps	%zmm2, %zmm18, %zmm21
	vbroadcasti64x4	.LCPI0_367(%rip), %zmm23
	vbroadcasti64x4	.LCPI0_368(%rip), %zmm20
	vpermi2ps	%zmm2, %zmm4, %zmm23
	vpermi2ps	%zmm2, %zmm6, %zmm20
	vmovapd	.LCPI0_369(%rip), %zmm4
	vpermt2pd	%zmm2, %zmm4, %zmm1
	vmovapd	.LCPI0_370(%rip), %zmm4
	vpermt2pd	%zmm2, %zmm4, %zmm0
	vmovups	2296(%rsp,%rax,4), %ymm2
	vmovaps	.LCPI0_371(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm0
	vmovaps	.LCPI0_372(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm12
	vmovaps	.LCPI0_373(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm1
	vmovaps	.LCPI0_374(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm20
	vmovaps	.LCPI0_375(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm23
	vmovaps	.LCPI0_376(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm21
	vmovaps	.LCPI0_377(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm3
	vmovupd	2552(%rsp,%rax,4), %ymm2
	kmovd	%r9d, %k1
	vmovapd	%zmm2, %zmm3 {%k1}
	vmovaps	.LCPI0_380(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm20
	vmovapd	.LCPI0_381(%rip), %zmm4
	vpermt2pd	%zmm2, %zmm4, %zmm1
	vmovaps	.LCPI0_378(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm21
	vmovaps	.LCPI0_382(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm12
	vinsertf32x4	$2, 2552(%rsp,%rax,4), %zmm0, %zmm0
	vmovups	2808(%rsp,%rax,4), %ymm13
	vmovapd	.LCPI0_379(%rip), %zmm4
	vpermt2pd	%zmm2, %zmm4, %zmm23
	vmovaps	.LCPI0_384(%rip), %zmm2
	vpermt2ps	%zmm13, %zmm2, %zmm3
	vmovaps	.LCPI0_385(%rip), %zmm2
	vpermt2ps	%zmm13, %zmm2, %zmm12
	vmovaps	.LCPI0_386(%rip), %zmm2
	vpermt2ps	%zmm13, %zmm2, %zmm1
	vmovaps	.LCPI0_387(%rip), %zmm2
	vpermt2ps	%zmm13, %zmm2, %zmm20
	vmovaps	.LCPI0_388(%rip), %zmm2
	vpermt2ps	%zmm13, %zmm2, %zmm23
	vmovaps	.LCPI0_383(%rip), %zmm2
	vpermt2ps	%zmm13, %zmm2, %zmm0
	vmovaps	.LCPI0_389(%rip), %zmm2
	vpermt2ps	%zmm13, %zmm2, %zmm21
	vmovups	3064(%rsp,%rax,4), %ymm2
	kmovd	%ebp, %k1
	vmovaps	%zmm2, %zmm21 {%k1}
	vmovaps	.LCPI0_391(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm20
	vmovapd	.LCPI0_390(%rip), %zmm4
	vpermt2pd	%zmm2, %zmm4, %zmm23
	vmovapd	.LCPI0_392(%rip), %zmm4
	vpermt2pd	%zmm2, %zmm4, %zmm1
	vmovaps	.LCPI0_393(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm12
	vmovapd	.LCPI0_394(%rip), %zmm4
	vpermt2pd	%zmm2, %zmm4, %zmm3
	vmovups	3320(%rsp,%rax,4), %ymm4
	vmovapd	.LCPI0_395(%rip), %zmm5
	vpermt2pd	%zmm2, %zmm5, %zmm0
	vmovaps	.LCPI0_397(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm21
	vmovaps	.LCPI0_398(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm3
	vmovaps	.LCPI0_399(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm12
	vmovaps	.LCPI0_400(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm1
	vmovaps	.LCPI0_401(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm20
	vmovaps	.LCPI0_396(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm0
	vmovaps	.LCPI0_402(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm23
	vmovups	3576(%rsp,%rax,4), %ymm2
	kmovd	%edx, %k1
	vmovaps	.LCPI0_403(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm20
	vmovapd	.LCPI0_404(%rip), %zmm4
	vpermt2pd	%zmm2, %zmm4, %zmm1
	vmovapd	%zmm2, %zmm23 {%k1}
	vmovaps	.LCPI0_405(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm12
	vmovapd	.LCPI0_406(%rip), %zmm4
	vpermt2pd	%zmm2, %zmm4, %zmm3
	vmovaps	.LCPI0_407(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm21
	vbroadcastss	2324(%rsp,%rax,4), %xmm4
	vmovapd	.LCPI0_408(%rip), %zmm5
	vpermt2pd	%zmm2, %zmm5, %zmm0
	vbroadcastss	2580(%rsp,%rax,4), %ymm2
	vblendps	$2, %xmm2, %xmm4, %xmm2
	vmovups	3832(%rsp,%rax,4), %ymm4
	vmovaps	.LCPI0_410(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm23
	vmovaps	.LCPI0_411(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm21
	vmovaps	.LCPI0_412(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovaps	.LCPI0_413(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm12
	vmovaps	.LCPI0_414(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovaps	.LCPI0_415(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm20
	vmovaps	.LCPI0_409(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm0
	vmovaps	.LCPI0_423(%rip), %xmm4
	vpermt2ps	%ymm2, %ymm4, %ymm13
	vbroadcastss	3092(%rsp,%rax,4), %ymm2
	vblendps	$8, %xmm2, %xmm13, %xmm2
	vbroadcastss	3348(%rsp,%rax,4), %ymm4
	vblendps	$240, %ymm4, %ymm2, %ymm2
	vbroadcastss	3604(%rsp,%rax,4), %ymm4
	vblendps	$32, %ymm4, %ymm2, %ymm2
	vbroadcastss	3860(%rsp,%rax,4), %ymm4
	vblendps	$192, %ymm4, %ymm2, %ymm2
	vmovups	4088(%rsp,%rax,4), %ymm4
	vblendps	$128, %ymm4, %ymm2, %ymm2
	vmovups	%ymm2, 448(%rcx)
	vmovaps	.LCPI0_421(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm23
	vmovups	%zmm23, 384(%rcx)
	vmovaps	.LCPI0_420(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm21
	vmovups	%zmm21, 320(%rcx)
	vmovaps	.LCPI0_418(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm12
	vmovups	%zmm12, 192(%rcx)
	vmovaps	.LCPI0_419(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm3
	vmovups	%zmm3, 256(%rcx)
	vmovaps	.LCPI0_417(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm1
	vmovups	%zmm1, 128(%rcx)
	vmovaps	.LCPI0_422(%rip), %zmm1
	vpermt2ps	%zmm4, %zmm1, %zmm0
	vmovups	%zmm0, (%rcx)
	vmovaps	.LCPI0_416(%rip), %zmm0
	vpermt2ps	%zmm4, %zmm0, %zmm20
	vmovups	%zmm20, 64(%rcx)
	addq	$8, %rax
	addq	$480, %rcx
	cmpq	$56, %rax
	jb	.LBB0_89
	jmp	.LBB0_59
.LBB0_82:
	movq	$-8, %rax
	movq	16(%rsp), %rcx
	movq	-120(%rsp), %rbx
	movb	$4, %dl
	movw	$32, %r9w
	vmovaps	.LCPI0_251(%rip), %xmm7
	vbroadcastf128	.LCPI0_896(%rip), %ymm8
	vmovaps	.LCPI0_253(%rip), %xmm9
	vbroadcastf128	.LCPI0_897(%rip), %ymm10
	vmovaps	.LCPI0_255(%rip), %xmm11
	vbroadcastf128	.LCPI0_898(%rip), %ymm14
	vbroadcastf128	.LCPI0_899(%rip), %ymm15
	vmovaps	.LCPI0_216(%rip), %xmm16
	vbroadcastf32x4	.LCPI0_900(%rip), %ymm17
	vmovaps	.LCPI0_218(%rip), %xmm19
	vmovaps	.LCPI0_219(%rip), %xmm22
	vbroadcastf32x4	.LCPI0_901(%rip), %ymm24
	vmovaps	.LCPI0_222(%rip), %xmm25
	vbroadcastf32x4	.LCPI0_902(%rip), %ymm26
	vmovddup	.LCPI0_903(%rip), %xmm27
	vbroadcastf32x4	.LCPI0_904(%rip), %ymm28
	vmovaps	.LCPI0_226(%rip), %xmm29
	vbroadcastf32x4	.LCPI0_905(%rip), %ymm30
	vmovaps	.LCPI0_228(%rip), %xmm31
	.p2align	4
.LBB0_83:
	vbroadcastf64x4	760(%rsp,%rax,4), %zmm0
	vbroadcastf64x4	504(%rsp,%rax,4), %zmm2
	vbroadcasti64x4	.LCPI0_556(%rip), %zmm1
	vbroadcasti64x4	.LCPI0_557(%rip), %zmm3
	vpermi2ps	%zmm0, %zmm2, %zmm1
	vpermi2ps	%zmm0, %zmm2, %zmm3
	vunpckhps	%ymm0, %ymm2, %ymm4
	vmovaps	%xmm2, %xmm5
	vmovups	1016(%rsp,%rax,4), %ymm6
	vunpckhps	%xmm0, %xmm2, %xmm12
	vinsertf32x4	$2, %xmm12, %zmm0, %zmm12
	vmovups	1272(%rsp,%rax,4), %ymm13
	vbroadcasti64x4	.LCPI0_558(%rip), %zmm18
	vpermi2ps	%zmm6, %zmm3, %zmm18
	vbroadcasti64x4	.LCPI0_559(%rip), %zmm20
	vpermi2ps	%zmm6, %zmm1, %zmm20
	vbroadcasti32x4	.LCPI0_560(%rip), %zmm21
	vpermi2pd	%zmm6, %zmm12, %zmm21
	vbroadcasti32x4	.LCPI0_561(%rip), %zmm1
	vpermi2pd	%zmm6, %zmm4, %zmm1
	vbroadcasti32x4	.LCPI0_562(%rip), %zmm3
	vpermi2ps	%zmm13, %zmm1, %zmm3
	vbroadcasti32x4	.LCPI0_563(%rip), %zmm1
	vpermi2ps	%zmm13, %zmm21, %zmm1
	vbroadcasti64x4	.LCPI0_565(%rip), %zmm4
	vbroadcastsd	.LCPI0_338(%rip), %ymm12
	vpermt2ps	%ymm0, %ymm12, %ymm2
	vshufps	$51, %xmm5, %xmm0, %xmm0
	vbroadcasti128	.LCPI0_567(%rip), %ymm5
	vpermi2ps	%ymm0, %ymm6, %ymm5
	vmovups	1528(%rsp,%rax,4), %ymm21
	vshufps	$244, %ymm6, %ymm2, %ymm2
	vpermi2ps	%zmm13, %zmm20, %zmm4
	vbroadcasti64x4	.LCPI0_566(%rip), %zmm0
	vinsertf32x4	$1, 1528(%rsp,%rax,4), %zmm4, %zmm12
	vpermi2ps	%zmm13, %zmm18, %zmm0
	kmovd	%edx, %k1
	vinsertf64x4	$1, %ymm21, %zmm2, %zmm2
	vbroadcasti64x4	.LCPI0_568(%rip), %zmm4
	vpermi2ps	%zmm13, %zmm2, %zmm4
	vinsertf64x4	$0, %ymm21, %zmm0, %zmm0 {%k1}
	vinsertf64x4	$1, %ymm21, %zmm5, %zmm2
	vbroadcasti64x4	.LCPI0_570(%rip), %zmm5
	vpermi2ps	%zmm13, %zmm2, %zmm5
	vmovaps	.LCPI0_571(%rip), %zmm2
	vpermt2ps	%zmm21, %zmm2, %zmm3
	vmovaps	.LCPI0_569(%rip), %zmm2
	vpermt2ps	%zmm21, %zmm2, %zmm1
	vmovups	1784(%rsp,%rax,4), %ymm2
	vmovaps	.LCPI0_572(%rip), %zmm6
	vpermt2ps	%zmm2, %zmm6, %zmm3
	vbroadcasti64x4	.LCPI0_573(%rip), %zmm6
	vpermi2ps	%zmm2, %zmm5, %zmm6
	vmovaps	.LCPI0_574(%rip), %zmm5
	vpermt2ps	%zmm2, %zmm5, %zmm1
	vbroadcasti64x4	.LCPI0_575(%rip), %zmm5
	vpermi2ps	%zmm2, %zmm4, %zmm5
	vmovaps	.LCPI0_577(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm0
	vmovaps	.LCPI0_576(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm12
	vmovups	2040(%rsp,%rax,4), %ymm4
	vbroadcasti64x4	.LCPI0_579(%rip), %zmm18
	vbroadcasti64x4	.LCPI0_581(%rip), %zmm13
	vpermi2ps	%zmm4, %zmm5, %zmm18
	vpermi2ps	%zmm4, %zmm6, %zmm13
	vmovups	2296(%rsp,%rax,4), %ymm5
	vbroadcasti64x4	.LCPI0_584(%rip), %zmm2
	vpermi2ps	%zmm5, %zmm13, %zmm2
	vmovapd	.LCPI0_578(%rip), %zmm6
	vpermt2pd	%zmm4, %zmm6, %zmm0
	vmovaps	.LCPI0_580(%rip), %zmm6
	vpermt2ps	%zmm4, %zmm6, %zmm1
	vmovaps	.LCPI0_582(%rip), %zmm6
	vpermt2ps	%zmm4, %zmm6, %zmm3
	vmovaps	.LCPI0_583(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm3
	vmovapd	.LCPI0_522(%rip), %zmm6
	vpermt2pd	%zmm4, %zmm6, %zmm12
	vmovaps	.LCPI0_585(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm1
	vbroadcasti64x4	.LCPI0_586(%rip), %zmm13
	vpermi2ps	%zmm5, %zmm18, %zmm13
	vmovaps	.LCPI0_588(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm0
	vmovaps	.LCPI0_587(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm12
	vmovups	2552(%rsp,%rax,4), %ymm4
	vinsertf32x4	$2, 2552(%rsp,%rax,4), %zmm12, %zmm12
	vmovaps	.LCPI0_590(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm13
	vmovapd	.LCPI0_589(%rip), %zmm5
	vpermt2pd	%zmm4, %zmm5, %zmm0
	vmovaps	.LCPI0_591(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovaps	.LCPI0_592(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm2
	vmovaps	.LCPI0_593(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovups	2808(%rsp,%rax,4), %ymm4
	kmovd	%r9d, %k1
	vmovaps	%zmm4, %zmm3 {%k1}
	vmovaps	.LCPI0_594(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm2
	vmovaps	.LCPI0_595(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovaps	.LCPI0_596(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm13
	vmovupd	3064(%rsp,%rax,4), %ymm5
	vmovaps	.LCPI0_597(%rip), %zmm6
	vpermt2ps	%zmm4, %zmm6, %zmm12
	vmovaps	.LCPI0_598(%rip), %zmm6
	vpermt2ps	%zmm4, %zmm6, %zmm0
	vmovapd	.LCPI0_599(%rip), %zmm4
	vpermt2pd	%zmm5, %zmm4, %zmm0
	vmovaps	.LCPI0_600(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm13
	vmovaps	.LCPI0_601(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm3
	vmovaps	.LCPI0_602(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm1
	vmovapd	.LCPI0_544(%rip), %zmm4
	vpermt2pd	%zmm5, %zmm4, %zmm12
	vmovaps	.LCPI0_603(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm2
	vmovups	3320(%rsp,%rax,4), %ymm4
	vmovaps	.LCPI0_607(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm13
	vmovups	%zmm13, 320(%rcx)
	vmovaps	.LCPI0_606(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovups	%zmm3, 256(%rcx)
	vmovaps	.LCPI0_609(%rip), %zmm3
	vpermt2ps	%zmm4, %zmm3, %zmm0
	vmovups	%zmm0, 192(%rcx)
	vmovaps	.LCPI0_605(%rip), %zmm0
	vpermt2ps	%zmm4, %zmm0, %zmm1
	vmovups	%zmm1, 64(%rcx)
	vmovaps	.LCPI0_608(%rip), %zmm0
	vpermt2ps	%zmm4, %zmm0, %zmm12
	vmovups	%zmm12, (%rcx)
	vmovaps	.LCPI0_604(%rip), %zmm0
	vpermt2ps	%zmm4, %zmm0, %zmm2
	vmovups	%zmm2, 128(%rcx)
	addq	$8, %rax
	addq	$384, %rcx
	cmpq	$56, %rax
	jb	.LBB0_83
	jmp	.LBB0_59
.LBB0_68:
	movq	$-16, %rax
	movq	-104(%rsp), %rcx
	movq	-120(%rsp), %rbx
	vmovaps	.LCPI0_251(%rip), %xmm7
	vbroadcastf128	.LCPI0_896(%rip), %ymm8
	vmovaps	.LCPI0_253(%rip), %xmm9
	vbroadcastf128	.LCPI0_897(%rip), %ymm10
	vmovaps	.LCPI0_255(%rip), %xmm11
	vbroadcastf128	.LCPI0_898(%rip), %ymm14
	vbroadcastf128	.LCPI0_899(%rip), %ymm15
	vmovaps	.LCPI0_216(%rip), %xmm16
	vbroadcastf32x4	.LCPI0_900(%rip), %ymm17
	vmovaps	.LCPI0_218(%rip), %xmm19
	vmovaps	.LCPI0_219(%rip), %xmm22
	vbroadcastf32x4	.LCPI0_901(%rip), %ymm24
	vmovaps	.LCPI0_222(%rip), %xmm25
	vbroadcastf32x4	.LCPI0_902(%rip), %ymm26
	vmovddup	.LCPI0_903(%rip), %xmm27
	vbroadcastf32x4	.LCPI0_904(%rip), %ymm28
	vmovaps	.LCPI0_226(%rip), %xmm29
	vbroadcastf32x4	.LCPI0_905(%rip), %ymm30
	vmovaps	.LCPI0_228(%rip), %xmm31
	.p2align	4
.LBB0_69:
	vmovups	536(%rsp,%rax,4), %zmm0
	vmovups	792(%rsp,%rax,4), %zmm1
	vmovups	1048(%rsp,%rax,4), %zmm2
	vmovaps	%zmm0, %zmm3
	vmovups	400(%rsp), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm3
	vmovaps	%zmm0, %zmm4
	vmovups	336(%rsp), %zmm5
	vpermt2ps	%zmm1, %zmm5, %zmm4
	vmovaps	%zmm0, %zmm5
	vmovups	272(%rsp), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm5
	vmovaps	%zmm1, %zmm6
	vmovups	208(%rsp), %zmm12
	vpermt2ps	%zmm0, %zmm12, %zmm6
	vmovups	144(%rsp), %zmm12
	vpermt2ps	%zmm1, %zmm12, %zmm0
	vmovaps	.LCPI0_861(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm0
	vmovaps	.LCPI0_862(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm6
	vmovaps	.LCPI0_863(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm5
	vmovaps	.LCPI0_864(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm4
	vmovaps	.LCPI0_865(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm3
	vmovups	1304(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_866(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm3
	vmovaps	.LCPI0_867(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm4
	vmovaps	.LCPI0_868(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm5
	vmovaps	.LCPI0_869(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm6
	vmovaps	.LCPI0_870(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm0
	vmovups	1560(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_872(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm6
	vmovaps	.LCPI0_873(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm5
	vmovaps	.LCPI0_874(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm4
	vmovaps	.LCPI0_875(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm3
	vmovups	%zmm3, 256(%rcx)
	vmovups	%zmm4, 192(%rcx)
	vmovups	%zmm5, 128(%rcx)
	vmovups	%zmm6, 64(%rcx)
	vmovaps	.LCPI0_871(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm0
	vmovups	%zmm0, (%rcx)
	addq	$16, %rax
	addq	$320, %rcx
	cmpq	$48, %rax
	jb	.LBB0_69
	jmp	.LBB0_59
.LBB0_84:
	movq	$-8, %rax
	movq	88(%rsp), %rcx
	movq	-120(%rsp), %rbx
	movb	$8, %dl
	movw	$32, %r9w
	movw	$8, %bp
	vmovaps	.LCPI0_251(%rip), %xmm7
	vbroadcastf128	.LCPI0_896(%rip), %ymm8
	vmovaps	.LCPI0_253(%rip), %xmm9
	vbroadcastf128	.LCPI0_897(%rip), %ymm10
	vmovaps	.LCPI0_255(%rip), %xmm11
	vbroadcastf128	.LCPI0_898(%rip), %ymm14
	vbroadcastf128	.LCPI0_899(%rip), %ymm15
	vmovaps	.LCPI0_216(%rip), %xmm16
	vbroadcastf32x4	.LCPI0_900(%rip), %ymm17
	vmovaps	.LCPI0_218(%rip), %xmm19
	vmovaps	.LCPI0_219(%rip), %xmm22
	vbroadcastf32x4	.LCPI0_901(%rip), %ymm24
	vmovaps	.LCPI0_222(%rip), %xmm25
	vbroadcastf32x4	.LCPI0_902(%rip), %ymm26
	vmovddup	.LCPI0_903(%rip), %xmm27
	vbroadcastf32x4	.LCPI0_904(%rip), %ymm28
	vmovaps	.LCPI0_226(%rip), %xmm29
	vbroadcastf32x4	.LCPI0_905(%rip), %ymm30
	vmovaps	.LCPI0_228(%rip), %xmm31
	.p2align	4
.LBB0_85:
	vbroadcastf64x4	760(%rsp,%rax,4), %zmm1
	vbroadcastf64x4	504(%rsp,%rax,4), %zmm2
	vbroadcasti64x4	.LCPI0_494(%rip), %zmm0
	vpermi2ps	%zmm1, %zmm2, %zmm0
	vmovaps	%ymm1, %ymm3
	vbroadcasti64x4	.LCPI0_496(%rip), %zmm4
	vpermi2ps	%zmm1, %zmm2, %zmm4
	vinsertps	$179, %xmm1, %xmm2, %xmm5
	vunpcklps	%ymm1, %ymm2, %ymm6
	vmovaps	%zmm1, %zmm12
	vbroadcastsd	.LCPI0_495(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm12
	vmovups	1016(%rsp,%rax,4), %ymm13
	vmovups	1272(%rsp,%rax,4), %ymm18
	vbroadcastsd	.LCPI0_338(%rip), %ymm1
	vpermt2ps	%ymm2, %ymm1, %ymm3
	vinsertf64x4	$1, %ymm3, %zmm0, %zmm2
	vbroadcasti64x4	.LCPI0_497(%rip), %zmm1
	vbroadcasti64x4	.LCPI0_498(%rip), %zmm3
	vpermi2ps	%zmm13, %zmm4, %zmm1
	vpermi2ps	%zmm2, %zmm13, %zmm3
	vbroadcasti32x4	.LCPI0_499(%rip), %zmm2
	vbroadcasti32x4	.LCPI0_500(%rip), %zmm4
	vinsertf32x4	$2, %xmm5, %zmm0, %zmm5
	vpermi2pd	%zmm13, %zmm5, %zmm2
	vpermi2ps	%zmm13, %zmm12, %zmm4
	vbroadcasti64x4	.LCPI0_501(%rip), %zmm5
	vmovups	1528(%rsp,%rax,4), %ymm20
	vpermi2ps	%zmm13, %zmm0, %zmm5
	vbroadcasti64x4	.LCPI0_502(%rip), %zmm0
	vpermi2ps	%zmm18, %zmm5, %zmm0
	vbroadcasti32x4	.LCPI0_503(%rip), %zmm5
	vpermi2ps	%zmm18, %zmm4, %zmm5
	vbroadcasti64x4	.LCPI0_504(%rip), %zmm4
	vpermi2ps	%zmm18, %zmm2, %zmm4
	vbroadcasti64x4	.LCPI0_505(%rip), %zmm2
	vpermi2ps	%zmm18, %zmm3, %zmm2
	vbroadcastf64x4	.LCPI0_1017(%rip), %zmm3
	vpermt2ps	%zmm18, %zmm3, %zmm1
	vunpcklpd	%ymm13, %ymm6, %ymm6
	vbroadcasti64x4	.LCPI0_507(%rip), %zmm3
	vpermi2ps	%zmm20, %zmm2, %zmm3
	vinsertf64x4	$1, %ymm20, %zmm6, %zmm2
	vbroadcastf64x4	.LCPI0_1018(%rip), %zmm6
	vpermt2ps	%zmm18, %zmm6, %zmm2
	vbroadcasti64x4	.LCPI0_509(%rip), %zmm12
	vbroadcasti64x4	.LCPI0_510(%rip), %zmm6
	kmovd	%r9d, %k1
	vpermi2ps	%zmm20, %zmm4, %zmm12
	vinsertf32x4	$1, 1528(%rsp,%rax,4), %zmm0, %zmm18
	vmovups	1784(%rsp,%rax,4), %ymm4
	vmovaps	%zmm20, %zmm1 {%k1}
	vpermi2ps	%zmm20, %zmm5, %zmm6
	vbroadcasti64x4	.LCPI0_512(%rip), %zmm0
	vpermi2ps	%zmm4, %zmm6, %zmm0
	vmovaps	.LCPI0_513(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovaps	.LCPI0_514(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm12
	vbroadcasti64x4	.LCPI0_515(%rip), %zmm5
	vpermi2ps	%zmm4, %zmm2, %zmm5
	vmovupd	2040(%rsp,%rax,4), %ymm2
	vmovaps	.LCPI0_511(%rip), %zmm6
	vpermt2ps	%zmm4, %zmm6, %zmm18
	vmovaps	.LCPI0_516(%rip), %zmm6
	vpermt2ps	%zmm4, %zmm6, %zmm3
	vbroadcasti64x4	.LCPI0_518(%rip), %zmm4
	vpermi2pd	%zmm2, %zmm5, %zmm4
	vmovaps	.LCPI0_519(%rip), %zmm5
	vpermt2ps	%zmm2, %zmm5, %zmm12
	vmovapd	.LCPI0_517(%rip), %zmm5
	vpermt2pd	%zmm2, %zmm5, %zmm3
	vmovaps	.LCPI0_520(%rip), %zmm5
	vpermt2ps	%zmm2, %zmm5, %zmm1
	vmovaps	.LCPI0_521(%rip), %zmm5
	vpermt2ps	%zmm2, %zmm5, %zmm0
	vmovapd	.LCPI0_522(%rip), %zmm5
	vpermt2pd	%zmm2, %zmm5, %zmm18
	vmovups	2296(%rsp,%rax,4), %ymm2
	vmovaps	.LCPI0_524(%rip), %zmm5
	vpermt2ps	%zmm2, %zmm5, %zmm0
	vmovaps	.LCPI0_525(%rip), %zmm5
	vpermt2ps	%zmm2, %zmm5, %zmm1
	vmovaps	.LCPI0_526(%rip), %zmm5
	vpermt2ps	%zmm2, %zmm5, %zmm12
	vbroadcasti64x4	.LCPI0_527(%rip), %zmm13
	vpermi2ps	%zmm2, %zmm4, %zmm13
	vmovaps	.LCPI0_523(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm18
	vmovaps	.LCPI0_528(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm3
	vmovupd	2552(%rsp,%rax,4), %ymm4
	kmovd	%edx, %k1
	vmovapd	.LCPI0_529(%rip), %zmm5
	vpermt2pd	%zmm4, %zmm5, %zmm13
	vmovaps	.LCPI0_531(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovaps	.LCPI0_530(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm12
	vmovaps	.LCPI0_532(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm0
	vinsertf32x4	$2, 2552(%rsp,%rax,4), %zmm18, %zmm18
	vmovups	2808(%rsp,%rax,4), %ymm5
	vmovapd	%zmm4, %zmm3 {%k1}
	vmovaps	.LCPI0_534(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm0
	vmovaps	.LCPI0_535(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm1
	vmovaps	.LCPI0_536(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm3
	vmovaps	.LCPI0_537(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm12
	vmovaps	.LCPI0_538(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm13
	vmovaps	.LCPI0_533(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm18
	vmovups	3064(%rsp,%rax,4), %ymm4
	vmovaps	.LCPI0_539(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm13
	vmovaps	.LCPI0_540(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm12
	vmovaps	.LCPI0_542(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovapd	.LCPI0_541(%rip), %zmm5
	vpermt2pd	%zmm4, %zmm5, %zmm3
	vmovapd	.LCPI0_543(%rip), %zmm5
	vpermt2pd	%zmm4, %zmm5, %zmm0
	vmovups	3320(%rsp,%rax,4), %ymm5
	vmovaps	.LCPI0_546(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm0
	vmovaps	.LCPI0_547(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm1
	vmovapd	.LCPI0_544(%rip), %zmm6
	vpermt2pd	%zmm4, %zmm6, %zmm18
	vmovaps	.LCPI0_548(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm3
	vmovaps	.LCPI0_549(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm12
	vmovaps	.LCPI0_550(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm13
	vbroadcastss	1812(%rsp,%rax,4), %xmm4
	vmovaps	.LCPI0_545(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm18
	vbroadcastss	2068(%rsp,%rax,4), %ymm5
	vblendps	$2, %xmm5, %xmm4, %xmm4
	vmovaps	.LCPI0_423(%rip), %xmm5
	vpermt2ps	%ymm4, %ymm5, %ymm2
	vbroadcastss	2580(%rsp,%rax,4), %ymm4
	vblendps	$8, %xmm4, %xmm2, %xmm2
	vbroadcastss	2836(%rsp,%rax,4), %ymm4
	vblendps	$240, %ymm4, %ymm2, %ymm2
	vbroadcastss	3092(%rsp,%rax,4), %ymm4
	vblendps	$32, %ymm4, %ymm2, %ymm2
	vbroadcastss	3348(%rsp,%rax,4), %ymm4
	vblendps	$192, %ymm4, %ymm2, %ymm2
	vmovups	3576(%rsp,%rax,4), %ymm4
	vblendps	$128, %ymm4, %ymm2, %ymm2
	vmovups	%ymm2, 384(%rcx)
	vmovaps	.LCPI0_553(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm1
	vmovups	%zmm1, 256(%rcx)
	kmovd	%ebp, %k1
	vmovaps	%zmm4, %zmm13 {%k1}
	vmovups	%zmm13, 192(%rcx)
	vmovaps	.LCPI0_554(%rip), %zmm1
	vpermt2ps	%zmm4, %zmm1, %zmm0
	vmovups	%zmm0, 128(%rcx)
	vmovaps	.LCPI0_552(%rip), %zmm0
	vpermt2ps	%zmm4, %zmm0, %zmm3
	vmovups	%zmm3, 320(%rcx)
	vmovaps	.LCPI0_555(%rip), %zmm0
	vpermt2ps	%zmm4, %zmm0, %zmm18
	vmovups	%zmm18, (%rcx)
	vmovaps	.LCPI0_551(%rip), %zmm0
	vpermt2ps	%zmm4, %zmm0, %zmm12
	vmovups	%zmm12, 64(%rcx)
	addq	$8, %rax
	addq	$416, %rcx
	cmpq	$56, %rax
	jb	.LBB0_85
	jmp	.LBB0_59
.LBB0_78:
	movq	$-8, %rax
	movq	64(%rsp), %rcx
	movq	-120(%rsp), %rbx
	vmovaps	.LCPI0_251(%rip), %xmm7
	vbroadcastf128	.LCPI0_896(%rip), %ymm8
	vmovaps	.LCPI0_253(%rip), %xmm9
	vbroadcastf128	.LCPI0_897(%rip), %ymm10
	vmovaps	.LCPI0_255(%rip), %xmm11
	vbroadcastf128	.LCPI0_898(%rip), %ymm14
	vbroadcastf128	.LCPI0_899(%rip), %ymm15
	vmovaps	.LCPI0_216(%rip), %xmm16
	vbroadcastf32x4	.LCPI0_900(%rip), %ymm17
	vmovaps	.LCPI0_218(%rip), %xmm19
	vmovaps	.LCPI0_219(%rip), %xmm22
	vbroadcastf32x4	.LCPI0_901(%rip), %ymm24
	vmovaps	.LCPI0_222(%rip), %xmm25
	vbroadcastf32x4	.LCPI0_902(%rip), %ymm26
	vmovddup	.LCPI0_903(%rip), %xmm27
	vbroadcastf32x4	.LCPI0_904(%rip), %ymm28
	vmovaps	.LCPI0_226(%rip), %xmm29
	vbroadcastf32x4	.LCPI0_905(%rip), %ymm30
	vmovaps	.LCPI0_228(%rip), %xmm31
	.p2align	4
.LBB0_79:
	vbroadcastf64x4	760(%rsp,%rax,4), %zmm2
	vbroadcastf64x4	504(%rsp,%rax,4), %zmm3
	vmovdqa64	%zmm3, %zmm0
	vpunpckldq	%ymm2, %ymm3, %ymm4
	vpunpckldq	%zmm2, %zmm3, %zmm1
	vmovdqu	1016(%rsp,%rax,4), %ymm12
	vinserti64x4	$1, %ymm12, %zmm3, %zmm5
	vbroadcastf32x4	.LCPI0_1019(%rip), %zmm6
	vpermt2ps	%zmm2, %zmm6, %zmm3
	vbroadcastf32x4	.LCPI0_1020(%rip), %zmm6
	vpermt2ps	%zmm2, %zmm6, %zmm0
	vextracti128	$1, %ymm4, %xmm4
	vmovaps	.LCPI0_660(%rip), %zmm6
	vpermt2ps	%zmm12, %zmm6, %zmm0
	vmovapd	.LCPI0_661(%rip), %zmm6
	vpermt2pd	%zmm12, %zmm6, %zmm3
	vmovaps	.LCPI0_662(%rip), %zmm6
	vpermt2ps	%zmm12, %zmm6, %zmm1
	vinsertf32x4	$2, %xmm4, %zmm0, %zmm4
	vmovaps	.LCPI0_663(%rip), %zmm6
	vpermt2ps	%zmm4, %zmm6, %zmm12
	vmovups	1272(%rsp,%rax,4), %ymm4
	vbroadcastf32x4	.LCPI0_1021(%rip), %zmm6
	vpermt2ps	%zmm2, %zmm6, %zmm5
	vbroadcasti32x4	.LCPI0_669(%rip), %zmm2
	vpermi2ps	%zmm4, %zmm5, %zmm2
	vmovups	1528(%rsp,%rax,4), %ymm5
	vmovaps	.LCPI0_666(%rip), %zmm6
	vpermt2ps	%zmm4, %zmm6, %zmm1
	vmovaps	.LCPI0_667(%rip), %zmm6
	vpermt2ps	%zmm4, %zmm6, %zmm3
	vmovaps	.LCPI0_665(%rip), %zmm6
	vpermt2ps	%zmm4, %zmm6, %zmm12
	vmovaps	.LCPI0_668(%rip), %zmm6
	vpermt2ps	%zmm4, %zmm6, %zmm0
	vmovaps	.LCPI0_670(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm2
	vmovaps	.LCPI0_671(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm0
	vmovapd	.LCPI0_672(%rip), %zmm4
	vpermt2pd	%zmm5, %zmm4, %zmm3
	vmovaps	.LCPI0_673(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm1
	vmovaps	.LCPI0_674(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm12
	vmovups	1784(%rsp,%rax,4), %ymm4
	vmovaps	.LCPI0_676(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovaps	.LCPI0_677(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovaps	.LCPI0_678(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm0
	vmovaps	.LCPI0_675(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm12
	vmovaps	.LCPI0_679(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm2
	vmovups	2040(%rsp,%rax,4), %ymm4
	vmovaps	.LCPI0_680(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm2
	vmovaps	.LCPI0_681(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm0
	vmovaps	.LCPI0_682(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovapd	.LCPI0_637(%rip), %zmm5
	vpermt2pd	%zmm4, %zmm5, %zmm1
	vmovaps	.LCPI0_683(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm12
	vmovups	2296(%rsp,%rax,4), %ymm4
	vmovaps	.LCPI0_685(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovaps	.LCPI0_684(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm12
	vmovaps	.LCPI0_686(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovaps	.LCPI0_687(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm0
	vmovaps	.LCPI0_688(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm2
	vmovups	2552(%rsp,%rax,4), %ymm4
	vmovaps	.LCPI0_689(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm2
	vmovaps	.LCPI0_690(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm0
	vmovaps	.LCPI0_691(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovapd	.LCPI0_647(%rip), %zmm5
	vpermt2pd	%zmm4, %zmm5, %zmm1
	vmovaps	.LCPI0_485(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm12
	vmovups	2808(%rsp,%rax,4), %ymm4
	vmovaps	.LCPI0_695(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm2
	vmovups	%zmm2, 256(%rcx)
	vmovaps	.LCPI0_694(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm0
	vmovups	%zmm0, 192(%rcx)
	vmovaps	.LCPI0_692(%rip), %zmm0
	vpermt2ps	%zmm4, %zmm0, %zmm1
	vmovups	%zmm1, (%rcx)
	vmovaps	.LCPI0_693(%rip), %zmm0
	vpermt2ps	%zmm4, %zmm0, %zmm3
	vmovups	%zmm3, 64(%rcx)
	vmovaps	.LCPI0_488(%rip), %zmm0
	vpermt2ps	%zmm4, %zmm0, %zmm12
	vmovups	%zmm12, 128(%rcx)
	addq	$8, %rax
	addq	$320, %rcx
	cmpq	$56, %rax
	jb	.LBB0_79
	jmp	.LBB0_59
.LBB0_64:
	movq	$-16, %rax
	movq	24(%rsp), %rcx
	movq	-120(%rsp), %rbx
	vmovaps	.LCPI0_251(%rip), %xmm7
	vbroadcastf128	.LCPI0_896(%rip), %ymm8
	vmovaps	.LCPI0_253(%rip), %xmm9
	vbroadcastf128	.LCPI0_897(%rip), %ymm10
	vmovaps	.LCPI0_255(%rip), %xmm11
	vbroadcastf128	.LCPI0_898(%rip), %ymm14
	vbroadcastf128	.LCPI0_899(%rip), %ymm15
	vmovaps	.LCPI0_216(%rip), %xmm16
	vbroadcastf32x4	.LCPI0_900(%rip), %ymm17
	vmovaps	.LCPI0_218(%rip), %xmm19
	vmovaps	.LCPI0_219(%rip), %xmm22
	vbroadcastf32x4	.LCPI0_901(%rip), %ymm24
	vmovaps	.LCPI0_222(%rip), %xmm25
	vbroadcastf32x4	.LCPI0_902(%rip), %ymm26
	vmovddup	.LCPI0_903(%rip), %xmm27
	vbroadcastf32x4	.LCPI0_904(%rip), %ymm28
	vmovaps	.LCPI0_226(%rip), %xmm29
	vbroadcastf32x4	.LCPI0_905(%rip), %ymm30
	vmovaps	.LCPI0_228(%rip), %xmm31
	.p2align	4
.LBB0_65:
	vmovups	536(%rsp,%rax,4), %zmm0
	vmovups	792(%rsp,%rax,4), %zmm1
	vmovups	1048(%rsp,%rax,4), %zmm2
	vmovaps	%zmm0, %zmm3
	vmovaps	.LCPI0_888(%rip), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm3
	vmovaps	%zmm1, %zmm4
	vmovaps	.LCPI0_889(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm4
	vmovaps	.LCPI0_890(%rip), %zmm5
	vpermt2ps	%zmm1, %zmm5, %zmm0
	vmovaps	.LCPI0_892(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm4
	vmovaps	.LCPI0_893(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm3
	vmovups	%zmm3, 128(%rcx)
	vmovups	%zmm4, 64(%rcx)
	vmovaps	.LCPI0_891(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm0
	vmovups	%zmm0, (%rcx)
	addq	$16, %rax
	addq	$192, %rcx
	cmpq	$48, %rax
	jb	.LBB0_65
	jmp	.LBB0_59
.LBB0_51:
	testq	%rdi, %rdi
	sete	%al
	testq	%r15, %r15
	sete	%cl
	orb	%al, %cl
	movq	-96(%rsp), %r13
	movq	%r12, %rsi
	movq	-120(%rsp), %rbx
	vmovaps	.LCPI0_251(%rip), %xmm7
	vbroadcastf128	.LCPI0_896(%rip), %ymm8
	vmovaps	.LCPI0_253(%rip), %xmm9
	vbroadcastf128	.LCPI0_897(%rip), %ymm10
	vmovaps	.LCPI0_255(%rip), %xmm11
	vbroadcastf128	.LCPI0_898(%rip), %ymm14
	vbroadcastf128	.LCPI0_899(%rip), %ymm15
	vmovaps	.LCPI0_216(%rip), %xmm16
	vbroadcastf32x4	.LCPI0_900(%rip), %ymm17
	vmovaps	.LCPI0_218(%rip), %xmm19
	vmovaps	.LCPI0_219(%rip), %xmm22
	vbroadcastf32x4	.LCPI0_901(%rip), %ymm24
	vmovaps	.LCPI0_222(%rip), %xmm25
	vbroadcastf32x4	.LCPI0_902(%rip), %ymm26
	vmovddup	.LCPI0_903(%rip), %xmm27
	vbroadcastf32x4	.LCPI0_904(%rip), %ymm28
	vmovaps	.LCPI0_226(%rip), %xmm29
	vbroadcastf32x4	.LCPI0_905(%rip), %ymm30
	vmovaps	.LCPI0_228(%rip), %xmm31
	jne	.LBB0_59
	movq	128(%rsp), %rax
	imulq	%rdi, %rax
	cmpq	$1, %rax
	jne	.LBB0_90
	xorl	%ecx, %ecx
	jmp	.LBB0_55
.LBB0_66:
	movq	$-16, %rax
	movq	72(%rsp), %rcx
	movq	-120(%rsp), %rbx
	vmovaps	.LCPI0_251(%rip), %xmm7
	vbroadcastf128	.LCPI0_896(%rip), %ymm8
	vmovaps	.LCPI0_253(%rip), %xmm9
	vbroadcastf128	.LCPI0_897(%rip), %ymm10
	vmovaps	.LCPI0_255(%rip), %xmm11
	vbroadcastf128	.LCPI0_898(%rip), %ymm14
	vbroadcastf128	.LCPI0_899(%rip), %ymm15
	vmovaps	.LCPI0_216(%rip), %xmm16
	vbroadcastf32x4	.LCPI0_900(%rip), %ymm17
	vmovaps	.LCPI0_218(%rip), %xmm19
	vmovaps	.LCPI0_219(%rip), %xmm22
	vbroadcastf32x4	.LCPI0_901(%rip), %ymm24
	vmovaps	.LCPI0_222(%rip), %xmm25
	vbroadcastf32x4	.LCPI0_902(%rip), %ymm26
	vmovddup	.LCPI0_903(%rip), %xmm27
	vbroadcastf32x4	.LCPI0_904(%rip), %ymm28
	vmovaps	.LCPI0_226(%rip), %xmm29
	vbroadcastf32x4	.LCPI0_905(%rip), %ymm30
	vmovaps	.LCPI0_228(%rip), %xmm31
	.p2align	4
.LBB0_67:
	vmovups	536(%rsp,%rax,4), %zmm0
	vmovups	792(%rsp,%rax,4), %zmm1
	vmovups	1048(%rsp,%rax,4), %zmm2
	vmovaps	%zmm0, %zmm3
	vmovaps	.LCPI0_876(%rip), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm3
	vmovaps	%zmm0, %zmm4
	vmovaps	.LCPI0_877(%rip), %zmm5
	vpermt2ps	%zmm1, %zmm5, %zmm4
	vmovaps	%zmm0, %zmm5
	vmovaps	.LCPI0_878(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm5
	vmovaps	.LCPI0_879(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm0
	vmovaps	.LCPI0_880(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm0
	vmovaps	.LCPI0_881(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm5
	vmovaps	.LCPI0_882(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm4
	vmovaps	.LCPI0_883(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm3
	vmovups	1304(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_885(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm4
	vmovaps	.LCPI0_886(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm5
	vmovaps	.LCPI0_887(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm0
	vmovups	%zmm0, 192(%rcx)
	vmovups	%zmm5, 128(%rcx)
	vmovups	%zmm4, 64(%rcx)
	vmovaps	.LCPI0_884(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm3
	vmovups	%zmm3, (%rcx)
	addq	$16, %rax
	addq	$256, %rcx
	cmpq	$48, %rax
	jb	.LBB0_67
	jmp	.LBB0_59
.LBB0_74:
	movq	$-16, %rax
	movq	48(%rsp), %rcx
	movq	-120(%rsp), %rbx
	vmovaps	.LCPI0_251(%rip), %xmm7
	vbroadcastf128	.LCPI0_896(%rip), %ymm8
	vmovaps	.LCPI0_253(%rip), %xmm9
	vbroadcastf128	.LCPI0_897(%rip), %ymm10
	vmovaps	.LCPI0_255(%rip), %xmm11
	vbroadcastf128	.LCPI0_898(%rip), %ymm14
	vbroadcastf128	.LCPI0_899(%rip), %ymm15
	vmovaps	.LCPI0_216(%rip), %xmm16
	vbroadcastf32x4	.LCPI0_900(%rip), %ymm17
	vmovaps	.LCPI0_218(%rip), %xmm19
	vmovaps	.LCPI0_219(%rip), %xmm22
	vbroadcastf32x4	.LCPI0_901(%rip), %ymm24
	vmovaps	.LCPI0_222(%rip), %xmm25
	vbroadcastf32x4	.LCPI0_902(%rip), %ymm26
	vmovddup	.LCPI0_903(%rip), %xmm27
	vbroadcastf32x4	.LCPI0_904(%rip), %ymm28
	vmovaps	.LCPI0_226(%rip), %xmm29
	vbroadcastf32x4	.LCPI0_905(%rip), %ymm30
	vmovaps	.LCPI0_228(%rip), %xmm31
	.p2align	4
.LBB0_75:
	vmovups	536(%rsp,%rax,4), %zmm12
	vmovups	792(%rsp,%rax,4), %zmm2
	vmovups	1048(%rsp,%rax,4), %zmm4
	vmovaps	%zmm12, %zmm0
	vmovaps	.LCPI0_728(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm0
	vmovaps	%zmm12, %zmm1
	vmovaps	.LCPI0_729(%rip), %zmm3
	vpermt2ps	%zmm2, %zmm3, %zmm1
	vmovaps	%zmm12, %zmm3
	vmovaps	.LCPI0_730(%rip), %zmm5
	vpermt2ps	%zmm2, %zmm5, %zmm3
	vmovaps	%zmm12, %zmm13
	vmovaps	.LCPI0_731(%rip), %zmm5
	vpermt2ps	%zmm2, %zmm5, %zmm13
	vmovaps	%zmm12, %zmm18
	vmovaps	.LCPI0_732(%rip), %zmm5
	vpermt2ps	%zmm2, %zmm5, %zmm18
	vmovaps	%zmm12, %zmm20
	vmovaps	.LCPI0_733(%rip), %zmm5
	vpermt2ps	%zmm2, %zmm5, %zmm20
	vmovaps	%zmm12, %zmm21
	vmovaps	.LCPI0_734(%rip), %zmm5
	vpermt2ps	%zmm2, %zmm5, %zmm21
	vmovaps	.LCPI0_735(%rip), %zmm5
	vpermt2ps	%zmm2, %zmm5, %zmm12
	vmovaps	.LCPI0_736(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm12
	vmovaps	.LCPI0_737(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm21
	vmovaps	.LCPI0_738(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm20
	vmovaps	.LCPI0_739(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm18
	vmovaps	.LCPI0_740(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm13
	vmovaps	.LCPI0_741(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm3
	vmovaps	.LCPI0_742(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm1
	vmovaps	.LCPI0_743(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm0
	vmovups	1304(%rsp,%rax,4), %zmm2
	vmovaps	.LCPI0_744(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm0
	vmovaps	.LCPI0_745(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm1
	vmovaps	.LCPI0_746(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm3
	vmovaps	.LCPI0_747(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm13
	vmovaps	.LCPI0_748(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm18
	vmovaps	.LCPI0_749(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm20
	vmovaps	.LCPI0_750(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm21
	vmovaps	.LCPI0_751(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm12
	vmovups	1560(%rsp,%rax,4), %zmm2
	vmovaps	.LCPI0_752(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm12
	vmovaps	.LCPI0_753(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm21
	vmovaps	.LCPI0_754(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm20
	vmovaps	.LCPI0_755(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm18
	vmovaps	.LCPI0_756(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm13
	vmovaps	.LCPI0_757(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm3
	vmovaps	.LCPI0_758(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm1
	vmovups	1816(%rsp,%rax,4), %zmm4
	vmovaps	.LCPI0_759(%rip), %zmm5
	vpermt2ps	%zmm2, %zmm5, %zmm0
	vmovaps	.LCPI0_760(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm0
	vmovaps	.LCPI0_761(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm1
	vmovaps	.LCPI0_762(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm3
	vmovaps	.LCPI0_763(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm13
	vmovaps	.LCPI0_764(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm18
	vmovaps	.LCPI0_765(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm20
	vmovaps	.LCPI0_766(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm21
	vmovaps	.LCPI0_767(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm12
	vmovups	2072(%rsp,%rax,4), %zmm2
	vmovaps	.LCPI0_768(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm12
	vmovaps	.LCPI0_769(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm21
	vmovaps	.LCPI0_770(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm20
	vmovaps	.LCPI0_771(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm18
	vmovaps	.LCPI0_772(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm13
	vmovaps	.LCPI0_773(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm3
	vmovaps	.LCPI0_774(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm1
	vmovaps	.LCPI0_775(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm0
	vmovups	2328(%rsp,%rax,4), %zmm2
	vmovaps	.LCPI0_783(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm12
	vmovups	%zmm12, 448(%rcx)
	vmovaps	.LCPI0_782(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm21
	vmovups	%zmm21, 384(%rcx)
	vmovaps	.LCPI0_781(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm20
	vmovups	%zmm20, 320(%rcx)
	vmovaps	.LCPI0_780(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm18
	vmovups	%zmm18, 256(%rcx)
	vmovaps	.LCPI0_779(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm13
	vmovups	%zmm13, 192(%rcx)
	vmovaps	.LCPI0_778(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm3
	vmovups	%zmm3, 128(%rcx)
	vmovaps	.LCPI0_777(%rip), %zmm3
	vpermt2ps	%zmm2, %zmm3, %zmm1
	vmovups	%zmm1, 64(%rcx)
	vmovaps	.LCPI0_776(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm0
	vmovups	%zmm0, (%rcx)
	addq	$16, %rax
	addq	$512, %rcx
	cmpq	$48, %rax
	jb	.LBB0_75
	jmp	.LBB0_59
.LBB0_62:
	movq	$-16, %rax
	movq	-120(%rsp), %rbx
	vmovaps	.LCPI0_251(%rip), %xmm7
	vbroadcastf128	.LCPI0_896(%rip), %ymm8
	vmovaps	.LCPI0_253(%rip), %xmm9
	vbroadcastf128	.LCPI0_897(%rip), %ymm10
	vmovaps	.LCPI0_255(%rip), %xmm11
	vbroadcastf128	.LCPI0_898(%rip), %ymm14
	vbroadcastf128	.LCPI0_899(%rip), %ymm15
	vmovaps	.LCPI0_216(%rip), %xmm16
	vbroadcastf32x4	.LCPI0_900(%rip), %ymm17
	vmovaps	.LCPI0_218(%rip), %xmm19
	vmovaps	.LCPI0_219(%rip), %xmm22
	vbroadcastf32x4	.LCPI0_901(%rip), %ymm24
	vmovaps	.LCPI0_222(%rip), %xmm25
	vbroadcastf32x4	.LCPI0_902(%rip), %ymm26
	vmovddup	.LCPI0_903(%rip), %xmm27
	vbroadcastf32x4	.LCPI0_904(%rip), %ymm28
	vmovaps	.LCPI0_226(%rip), %xmm29
	vbroadcastf32x4	.LCPI0_905(%rip), %ymm30
	vmovaps	.LCPI0_228(%rip), %xmm31
	.p2align	4
.LBB0_63:
	vmovups	536(%rsp,%rax,4), %zmm0
	vmovups	792(%rsp,%rax,4), %zmm1
	vmovaps	%zmm0, %zmm2
	vmovaps	.LCPI0_894(%rip), %zmm3
	vpermt2ps	%zmm1, %zmm3, %zmm2
	vmovaps	.LCPI0_895(%rip), %zmm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vmovups	%zmm0, 192(%r14,%rax,8)
	vmovups	%zmm2, 128(%r14,%rax,8)
	addq	$16, %rax
	cmpq	$48, %rax
	jb	.LBB0_63
	jmp	.LBB0_59
.LBB0_70:
	movq	$-16, %rax
	movq	32(%rsp), %rcx
	movq	-120(%rsp), %rbx
	vmovaps	.LCPI0_251(%rip), %xmm7
	vbroadcastf128	.LCPI0_896(%rip), %ymm8
	vmovaps	.LCPI0_253(%rip), %xmm9
	vbroadcastf128	.LCPI0_897(%rip), %ymm10
	vmovaps	.LCPI0_255(%rip), %xmm11
	vbroadcastf128	.LCPI0_898(%rip), %ymm14
	vbroadcastf128	.LCPI0_899(%rip), %ymm15
	vmovaps	.LCPI0_216(%rip), %xmm16
	vbroadcastf32x4	.LCPI0_900(%rip), %ymm17
	vmovaps	.LCPI0_218(%rip), %xmm19
	vmovaps	.LCPI0_219(%rip), %xmm22
	vbroadcastf32x4	.LCPI0_901(%rip), %ymm24
	vmovaps	.LCPI0_222(%rip), %xmm25
	vbroadcastf32x4	.LCPI0_902(%rip), %ymm26
	vmovddup	.LCPI0_903(%rip), %xmm27
	vbroadcastf32x4	.LCPI0_904(%rip), %ymm28
	vmovaps	.LCPI0_226(%rip), %xmm29
	vbroadcastf32x4	.LCPI0_905(%rip), %ymm30
	vmovaps	.LCPI0_228(%rip), %xmm31
	.p2align	4
.LBB0_71:
	vbroadcasti64x4	.LCPI0_826(%rip), %zmm0
	vmovups	536(%rsp,%rax,4), %zmm4
	vmovups	792(%rsp,%rax,4), %zmm5
	vpermi2ps	%zmm5, %zmm4, %zmm0
	vbroadcasti64x4	.LCPI0_827(%rip), %zmm1
	vpermi2ps	%zmm5, %zmm4, %zmm1
	vbroadcasti32x4	.LCPI0_828(%rip), %zmm2
	vpermi2ps	%zmm5, %zmm4, %zmm2
	vbroadcasti64x4	.LCPI0_829(%rip), %zmm3
	vpermi2ps	%zmm5, %zmm4, %zmm3
	vbroadcasti64x4	.LCPI0_830(%rip), %zmm6
	vpermi2ps	%zmm5, %zmm4, %zmm6
	vbroadcasti32x4	.LCPI0_831(%rip), %zmm12
	vpermi2ps	%zmm5, %zmm4, %zmm12
	vmovups	1048(%rsp,%rax,4), %zmm4
	vmovaps	.LCPI0_832(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm12
	vmovaps	.LCPI0_833(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm6
	vmovaps	.LCPI0_834(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovaps	.LCPI0_835(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm2
	vmovaps	.LCPI0_836(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovaps	.LCPI0_837(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm0
	vmovups	1304(%rsp,%rax,4), %zmm4
	vmovaps	.LCPI0_838(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm0
	vmovaps	.LCPI0_839(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovaps	.LCPI0_840(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm2
	vmovaps	.LCPI0_841(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovaps	.LCPI0_842(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm6
	vmovups	1560(%rsp,%rax,4), %zmm5
	vmovaps	.LCPI0_843(%rip), %zmm13
	vpermt2ps	%zmm4, %zmm13, %zmm12
	vmovaps	.LCPI0_844(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm12
	vmovaps	.LCPI0_845(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm6
	vmovaps	.LCPI0_846(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm3
	vmovaps	.LCPI0_847(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm2
	vmovaps	.LCPI0_848(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm1
	vmovaps	.LCPI0_849(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm0
	vmovups	1816(%rsp,%rax,4), %zmm4
	vmovaps	.LCPI0_855(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm12
	vmovups	%zmm12, 320(%rcx)
	vmovaps	.LCPI0_854(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm6
	vmovups	%zmm6, 256(%rcx)
	vmovaps	.LCPI0_853(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovups	%zmm3, 192(%rcx)
	vmovaps	.LCPI0_852(%rip), %zmm3
	vpermt2ps	%zmm4, %zmm3, %zmm2
	vmovups	%zmm2, 128(%rcx)
	vmovaps	.LCPI0_851(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm1
	vmovups	%zmm1, 64(%rcx)
	vmovaps	.LCPI0_850(%rip), %zmm1
	vpermt2ps	%zmm4, %zmm1, %zmm0
	vmovups	%zmm0, (%rcx)
	addq	$16, %rax
	addq	$384, %rcx
	cmpq	$48, %rax
	jb	.LBB0_71
	jmp	.LBB0_59
.LBB0_86:
	movq	$-8, %rax
	movq	104(%rsp), %rcx
	movq	-120(%rsp), %rbx
	movb	$4, %dl
	movw	$8, %r9w
	movb	$2, %bpl
	vmovaps	.LCPI0_251(%rip), %xmm7
	vbroadcastf128	.LCPI0_896(%rip), %ymm8
	vmovaps	.LCPI0_253(%rip), %xmm9
	vbroadcastf128	.LCPI0_897(%rip), %ymm10
	vmovaps	.LCPI0_255(%rip), %xmm11
	vbroadcastf128	.LCPI0_898(%rip), %ymm14
	vbroadcastf128	.LCPI0_899(%rip), %ymm15
	vmovaps	.LCPI0_216(%rip), %xmm16
	vbroadcastf32x4	.LCPI0_900(%rip), %ymm17
	vmovaps	.LCPI0_218(%rip), %xmm19
	vmovaps	.LCPI0_219(%rip), %xmm22
	vbroadcastf32x4	.LCPI0_901(%rip), %ymm24
	vmovaps	.LCPI0_222(%rip), %xmm25
	vbroadcastf32x4	.LCPI0_902(%rip), %ymm26
	vmovddup	.LCPI0_903(%rip), %xmm27
	vbroadcastf32x4	.LCPI0_904(%rip), %ymm28
	vmovaps	.LCPI0_226(%rip), %xmm29
	vbroadcastf32x4	.LCPI0_905(%rip), %ymm30
	vmovaps	.LCPI0_228(%rip), %xmm31
	.p2align	4
.LBB0_87:
	vbroadcastf64x4	760(%rsp,%rax,4), %zmm2
	vbroadcastf64x4	504(%rsp,%rax,4), %zmm0
	vmovdqu	504(%rsp,%rax,4), %xmm1
	vmovdqa64	%zmm0, %zmm4
	vbroadcastf32x4	.LCPI0_1022(%rip), %zmm3
	vpermt2ps	%zmm2, %zmm3, %zmm4
	vpunpckhdq	760(%rsp,%rax,4), %xmm1, %xmm1
	vmovups	1016(%rsp,%rax,4), %ymm3
	vpunpckldq	%ymm2, %ymm0, %ymm5
	vpunpckhdq	%xmm2, %xmm0, %xmm6
	vbroadcasti32x4	.LCPI0_425(%rip), %zmm12
	vbroadcasti64x4	.LCPI0_345(%rip), %zmm13
	vinserti128	$1, %xmm6, %ymm0, %ymm6
	vinserti32x4	$2, %xmm1, %zmm0, %zmm1
	vbroadcasti64x4	.LCPI0_426(%rip), %zmm18
	vbroadcasti32x4	.LCPI0_427(%rip), %zmm20
	vpermi2ps	%zmm3, %zmm1, %zmm12
	vpermi2pd	%zmm3, %zmm4, %zmm13
	vpermi2pd	%zmm3, %zmm5, %zmm20
	vinserti64x4	$1, %ymm3, %zmm0, %zmm1
	vmovups	1272(%rsp,%rax,4), %ymm4
	vinserti64x4	$1, %ymm6, %zmm0, %zmm5
	vbroadcastf32x4	.LCPI0_1023(%rip), %zmm6
	vpermt2ps	%zmm2, %zmm6, %zmm1
	vbroadcasti32x4	.LCPI0_429(%rip), %zmm6
	vbroadcasti64x4	.LCPI0_430(%rip), %zmm21
	vpermi2ps	%zmm4, %zmm20, %zmm6
	vbroadcasti64x4	.LCPI0_431(%rip), %zmm20
	vpermi2ps	%zmm4, %zmm13, %zmm20
	vbroadcasti32x4	.LCPI0_432(%rip), %zmm13
	vpermi2ps	%zmm4, %zmm1, %zmm13
	vbroadcasti32x4	.LCPI0_433(%rip), %zmm1
	vpermi2ps	%zmm4, %zmm12, %zmm1
	vmovups	1528(%rsp,%rax,4), %ymm12
	vpermi2ps	%zmm5, %zmm3, %zmm18
	vbroadcasti64x4	.LCPI0_434(%rip), %zmm5
	vpermi2ps	%zmm12, %zmm1, %zmm5
	vpunpckhdq	%ymm2, %ymm0, %ymm1
	vpblendd	$192, %ymm3, %ymm1, %ymm1
	vpermi2ps	%zmm4, %zmm18, %zmm21
	vbroadcasti64x4	.LCPI0_435(%rip), %zmm18
	vpermi2ps	%zmm12, %zmm13, %zmm18
	vbroadcasti64x4	.LCPI0_436(%rip), %zmm13
	vinserti64x4	$1, %ymm12, %zmm1, %zmm1
	vpermi2ps	%zmm4, %zmm1, %zmm13
	vbroadcasti64x4	.LCPI0_437(%rip), %zmm23
	vpermi2ps	%zmm12, %zmm21, %zmm23
	vbroadcasti64x4	.LCPI0_438(%rip), %zmm21
	vpermi2pd	%zmm12, %zmm6, %zmm21
	vmovups	1784(%rsp,%rax,4), %ymm6
	vbroadcasti64x4	.LCPI0_439(%rip), %zmm1
	vpermi2ps	%zmm6, %zmm21, %zmm1
	vbroadcasti64x4	.LCPI0_441(%rip), %zmm12
	vpermi2ps	%zmm6, %zmm13, %zmm12
	vmovddup	.LCPI0_338(%rip), %xmm13
	vpermt2ps	%ymm2, %ymm13, %ymm0
	vinsertf32x4	$1, 1528(%rsp,%rax,4), %zmm20, %zmm13
	vshufps	$255, %ymm3, %ymm4, %ymm2
	vshufps	$226, %ymm0, %ymm2, %ymm0
	vbroadcasti64x4	.LCPI0_442(%rip), %zmm2
	vbroadcastss	1556(%rsp,%rax,4), %ymm3
	vblendps	$192, %ymm3, %ymm0, %ymm4
	vpermi2ps	%zmm6, %zmm13, %zmm2
	vbroadcasti64x4	.LCPI0_443(%rip), %zmm0
	vbroadcasti64x4	.LCPI0_444(%rip), %zmm3
	vpermi2ps	%zmm6, %zmm18, %zmm0
	vpermi2ps	%zmm6, %zmm5, %zmm3
	vmovups	2040(%rsp,%rax,4), %ymm5
	vbroadcasti64x4	.LCPI0_445(%rip), %zmm20
	vpermi2ps	%zmm5, %zmm0, %zmm20
	vbroadcasti64x4	.LCPI0_440(%rip), %zmm0
	kmovd	%ebp, %k1
	vmovapd	%zmm5, %zmm3 {%k1}
	vinsertf64x4	$1, %ymm5, %zmm4, %zmm4
	vpermi2ps	%zmm6, %zmm23, %zmm0
	vbroadcasti64x4	.LCPI0_446(%rip), %zmm21
	vpermi2ps	%zmm6, %zmm4, %zmm21
	vbroadcasti64x4	.LCPI0_447(%rip), %zmm4
	vmovapd	.LCPI0_370(%rip), %zmm6
	vpermt2pd	%zmm5, %zmm6, %zmm2
	vpermi2pd	%zmm5, %zmm12, %zmm4
	vmovups	2296(%rsp,%rax,4), %ymm6
	vbroadcasti64x4	.LCPI0_452(%rip), %zmm12
	vmovaps	.LCPI0_448(%rip), %zmm13
	vpermt2ps	%zmm5, %zmm13, %zmm0
	vmovaps	.LCPI0_449(%rip), %zmm13
	vpermt2ps	%zmm5, %zmm13, %zmm1
	vpermi2ps	%zmm6, %zmm4, %zmm12
	vbroadcasti64x4	.LCPI0_454(%rip), %zmm13
	vbroadcasti64x4	.LCPI0_456(%rip), %zmm18
	vpermi2ps	%zmm6, %zmm21, %zmm13
	vpermi2ps	%zmm6, %zmm20, %zmm18
	vmovaps	.LCPI0_450(%rip), %zmm4
	vpermt2ps	%zmm6, %zmm4, %zmm1
	vmovaps	.LCPI0_453(%rip), %zmm4
	vpermt2ps	%zmm6, %zmm4, %zmm3
	vmovaps	.LCPI0_455(%rip), %zmm4
	vpermt2ps	%zmm6, %zmm4, %zmm2
	vmovaps	.LCPI0_451(%rip), %zmm4
	vpermt2ps	%zmm6, %zmm4, %zmm0
	vmovups	2552(%rsp,%rax,4), %ymm4
	vmovaps	.LCPI0_458(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm13
	vmovapd	.LCPI0_459(%rip), %zmm5
	vpermt2pd	%zmm4, %zmm5, %zmm3
	vmovapd	.LCPI0_460(%rip), %zmm5
	vpermt2pd	%zmm4, %zmm5, %zmm12
	vmovaps	.LCPI0_457(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm18
	vmovaps	.LCPI0_461(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm0
	vmovaps	.LCPI0_462(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovups	2808(%rsp,%rax,4), %ymm4
	vinsertf32x4	$2, 2552(%rsp,%rax,4), %zmm2, %zmm2
	kmovd	%r9d, %k1
	vmovaps	%zmm4, %zmm1 {%k1}
	vmovaps	.LCPI0_463(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm0
	vmovaps	.LCPI0_464(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm12
	vmovaps	.LCPI0_465(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovaps	.LCPI0_466(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm13
	vmovaps	.LCPI0_467(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm2
	vmovaps	.LCPI0_468(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm18
	vmovupd	3064(%rsp,%rax,4), %ymm4
	vmovapd	.LCPI0_469(%rip), %zmm5
	vpermt2pd	%zmm4, %zmm5, %zmm18
	vmovaps	.LCPI0_470(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm13
	vmovapd	.LCPI0_395(%rip), %zmm5
	vpermt2pd	%zmm4, %zmm5, %zmm2
	vmovapd	.LCPI0_471(%rip), %zmm5
	vpermt2pd	%zmm4, %zmm5, %zmm3
	vmovaps	.LCPI0_472(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm12
	vmovaps	.LCPI0_473(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovaps	.LCPI0_474(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm0
	vmovups	3320(%rsp,%rax,4), %ymm4
	vmovaps	.LCPI0_475(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm0
	vmovaps	.LCPI0_476(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovaps	.LCPI0_477(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm12
	vmovaps	.LCPI0_478(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovaps	.LCPI0_479(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm13
	vmovaps	.LCPI0_480(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm2
	vmovaps	.LCPI0_481(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm18
	vmovupd	3576(%rsp,%rax,4), %ymm4
	kmovd	%edx, %k1
	vmovapd	%zmm4, %zmm18 {%k1}
	vmovaps	.LCPI0_482(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm13
	vmovapd	.LCPI0_408(%rip), %zmm5
	vpermt2pd	%zmm4, %zmm5, %zmm2
	vmovapd	.LCPI0_483(%rip), %zmm5
	vpermt2pd	%zmm4, %zmm5, %zmm3
	vmovaps	.LCPI0_484(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm12
	vmovaps	.LCPI0_485(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovaps	.LCPI0_486(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm0
	vmovups	3832(%rsp,%rax,4), %ymm4
	vmovaps	.LCPI0_491(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm13
	vmovups	%zmm13, 384(%rcx)
	vmovaps	.LCPI0_493(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm18
	vmovups	%zmm18, 256(%rcx)
	vmovaps	.LCPI0_489(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm12
	vmovups	%zmm12, 320(%rcx)
	vmovaps	.LCPI0_490(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovups	%zmm3, 128(%rcx)
	vmovaps	.LCPI0_488(%rip), %zmm3
	vpermt2ps	%zmm4, %zmm3, %zmm1
	vmovups	%zmm1, 192(%rcx)
	vmovaps	.LCPI0_492(%rip), %zmm1
	vpermt2ps	%zmm4, %zmm1, %zmm2
	vmovups	%zmm2, (%rcx)
	vmovaps	.LCPI0_487(%rip), %zmm1
	vpermt2ps	%zmm4, %zmm1, %zmm0
	vmovups	%zmm0, 64(%rcx)
	addq	$8, %rax
	addq	$448, %rcx
	cmpq	$56, %rax
	jb	.LBB0_87
	jmp	.LBB0_59
.LBB0_72:
	movq	$-16, %rax
	movq	40(%rsp), %rcx
	movq	-120(%rsp), %rbx
	vmovaps	.LCPI0_251(%rip), %xmm7
	vbroadcastf128	.LCPI0_896(%rip), %ymm8
	vmovaps	.LCPI0_253(%rip), %xmm9
	vbroadcastf128	.LCPI0_897(%rip), %ymm10
	vmovaps	.LCPI0_255(%rip), %xmm11
	vbroadcastf128	.LCPI0_898(%rip), %ymm14
	vbroadcastf128	.LCPI0_899(%rip), %ymm15
	vmovaps	.LCPI0_216(%rip), %xmm16
	vbroadcastf32x4	.LCPI0_900(%rip), %ymm17
	vmovaps	.LCPI0_218(%rip), %xmm19
	vmovaps	.LCPI0_219(%rip), %xmm22
	vbroadcastf32x4	.LCPI0_901(%rip), %ymm24
	vmovaps	.LCPI0_222(%rip), %xmm25
	vbroadcastf32x4	.LCPI0_902(%rip), %ymm26
	vmovddup	.LCPI0_903(%rip), %xmm27
	vbroadcastf32x4	.LCPI0_904(%rip), %ymm28
	vmovaps	.LCPI0_226(%rip), %xmm29
	vbroadcastf32x4	.LCPI0_905(%rip), %ymm30
	vmovaps	.LCPI0_228(%rip), %xmm31
	.p2align	4
.LBB0_73:
	vmovups	536(%rsp,%rax,4), %zmm0
	vmovups	792(%rsp,%rax,4), %zmm4
	vmovaps	%zmm0, %zmm18
	vmovaps	.LCPI0_784(%rip), %zmm1
	vpermt2ps	%zmm4, %zmm1, %zmm18
	vmovaps	%zmm0, %zmm13
	vmovaps	.LCPI0_785(%rip), %zmm1
	vpermt2ps	%zmm4, %zmm1, %zmm13
	vmovaps	%zmm4, %zmm12
	vmovaps	.LCPI0_786(%rip), %zmm1
	vpermt2ps	%zmm0, %zmm1, %zmm12
	vmovaps	%zmm0, %zmm3
	vmovaps	.LCPI0_787(%rip), %zmm1
	vpermt2ps	%zmm4, %zmm1, %zmm3
	vmovaps	%zmm0, %zmm2
	vmovaps	.LCPI0_788(%rip), %zmm1
	vpermt2ps	%zmm4, %zmm1, %zmm2
	vmovaps	%zmm0, %zmm1
	vmovaps	.LCPI0_789(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovaps	.LCPI0_790(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm0
	vmovups	1048(%rsp,%rax,4), %zmm4
	vmovaps	.LCPI0_791(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm0
	vmovaps	.LCPI0_792(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovaps	.LCPI0_793(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm2
	vmovaps	.LCPI0_794(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovaps	.LCPI0_795(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm12
	vmovaps	.LCPI0_796(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm13
	vmovaps	.LCPI0_797(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm18
	vmovups	1304(%rsp,%rax,4), %zmm4
	vmovaps	.LCPI0_798(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm18
	vmovaps	.LCPI0_799(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm13
	vmovaps	.LCPI0_800(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm12
	vmovaps	.LCPI0_801(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovaps	.LCPI0_802(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm2
	vmovaps	.LCPI0_803(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovaps	.LCPI0_804(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm0
	vmovups	1560(%rsp,%rax,4), %zmm4
	vmovaps	.LCPI0_805(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm0
	vmovaps	.LCPI0_806(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovaps	.LCPI0_807(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm2
	vmovaps	.LCPI0_808(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovaps	.LCPI0_809(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm12
	vmovaps	.LCPI0_810(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm13
	vmovaps	.LCPI0_811(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm18
	vmovups	1816(%rsp,%rax,4), %zmm4
	vmovaps	.LCPI0_812(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm18
	vmovaps	.LCPI0_813(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm13
	vmovaps	.LCPI0_814(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm12
	vmovaps	.LCPI0_815(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovaps	.LCPI0_816(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm2
	vmovaps	.LCPI0_817(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovaps	.LCPI0_818(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm0
	vmovups	2072(%rsp,%rax,4), %zmm4
	vmovaps	.LCPI0_825(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm18
	vmovups	%zmm18, 384(%rcx)
	vmovaps	.LCPI0_824(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm13
	vmovups	%zmm13, 320(%rcx)
	vmovaps	.LCPI0_823(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm12
	vmovups	%zmm12, 256(%rcx)
	vmovaps	.LCPI0_822(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovups	%zmm3, 192(%rcx)
	vmovaps	.LCPI0_821(%rip), %zmm3
	vpermt2ps	%zmm4, %zmm3, %zmm2
	vmovups	%zmm2, 128(%rcx)
	vmovaps	.LCPI0_820(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm1
	vmovups	%zmm1, 64(%rcx)
	vmovaps	.LCPI0_819(%rip), %zmm1
	vpermt2ps	%zmm4, %zmm1, %zmm0
	vmovups	%zmm0, (%rcx)
	addq	$16, %rax
	addq	$448, %rcx
	cmpq	$48, %rax
	jb	.LBB0_73
	jmp	.LBB0_59
.LBB0_80:
	movq	$-8, %rax
	movq	(%rsp), %rcx
	movq	-120(%rsp), %rbx
	movb	$8, %dl
	vmovaps	.LCPI0_251(%rip), %xmm7
	vbroadcastf128	.LCPI0_896(%rip), %ymm8
	vmovaps	.LCPI0_253(%rip), %xmm9
	vbroadcastf128	.LCPI0_897(%rip), %ymm10
	vmovaps	.LCPI0_255(%rip), %xmm11
	vbroadcastf128	.LCPI0_898(%rip), %ymm14
	vbroadcastf128	.LCPI0_899(%rip), %ymm15
	vmovaps	.LCPI0_216(%rip), %xmm16
	vbroadcastf32x4	.LCPI0_900(%rip), %ymm17
	vmovaps	.LCPI0_218(%rip), %xmm19
	vmovaps	.LCPI0_219(%rip), %xmm22
	vbroadcastf32x4	.LCPI0_901(%rip), %ymm24
	vmovaps	.LCPI0_222(%rip), %xmm25
	vbroadcastf32x4	.LCPI0_902(%rip), %ymm26
	vmovddup	.LCPI0_903(%rip), %xmm27
	vbroadcastf32x4	.LCPI0_904(%rip), %ymm28
	vmovaps	.LCPI0_226(%rip), %xmm29
	vbroadcastf32x4	.LCPI0_905(%rip), %ymm30
	vmovaps	.LCPI0_228(%rip), %xmm31
	.p2align	4
.LBB0_81:
	vbroadcastf64x4	760(%rsp,%rax,4), %zmm2
	vbroadcastf64x4	504(%rsp,%rax,4), %zmm3
	vbroadcasti64x4	.LCPI0_610(%rip), %zmm4
	vbroadcasti64x4	.LCPI0_611(%rip), %zmm5
	vbroadcasti32x4	.LCPI0_612(%rip), %zmm6
	vmovups	1016(%rsp,%rax,4), %ymm13
	vbroadcasti64x4	.LCPI0_613(%rip), %zmm1
	vpermi2ps	%zmm2, %zmm3, %zmm4
	vmovups	1272(%rsp,%rax,4), %ymm18
	vmovupd	1528(%rsp,%rax,4), %ymm20
	vpermi2ps	%zmm2, %zmm3, %zmm5
	vpermi2ps	%zmm3, %zmm2, %zmm6
	vbroadcasti64x4	.LCPI0_614(%rip), %zmm0
	vbroadcasti32x4	.LCPI0_615(%rip), %zmm21
	vpermi2ps	%zmm2, %zmm3, %zmm1
	vpermi2ps	%zmm13, %zmm1, %zmm0
	vbroadcasti64x4	.LCPI0_616(%rip), %zmm1
	vbroadcasti64x4	.LCPI0_617(%rip), %zmm12
	vpermi2ps	%zmm13, %zmm6, %zmm21
	vpermi2ps	%zmm13, %zmm5, %zmm1
	vpermi2ps	%zmm13, %zmm4, %zmm12
	vinsertf64x4	$1, %ymm13, %zmm3, %zmm4
	vbroadcastf32x4	.LCPI0_1024(%rip), %zmm3
	vpermt2ps	%zmm2, %zmm3, %zmm4
	vmovaps	.LCPI0_619(%rip), %zmm2
	vpermt2ps	%zmm18, %zmm2, %zmm12
	vmovaps	.LCPI0_620(%rip), %zmm2
	vpermt2ps	%zmm18, %zmm2, %zmm1
	vbroadcasti32x4	.LCPI0_621(%rip), %zmm3
	vpermi2ps	%zmm18, %zmm21, %zmm3
	vbroadcasti32x4	.LCPI0_622(%rip), %zmm2
	vpermi2ps	%zmm18, %zmm4, %zmm2
	vmovaps	.LCPI0_623(%rip), %zmm4
	vpermt2ps	%zmm18, %zmm4, %zmm0
	kmovd	%edx, %k1
	vmovapd	%zmm20, %zmm0 {%k1}
	vbroadcasti64x4	.LCPI0_624(%rip), %zmm13
	vpermi2pd	%zmm20, %zmm2, %zmm13
	vmovaps	.LCPI0_625(%rip), %zmm2
	vpermt2ps	%zmm20, %zmm2, %zmm3
	vmovaps	.LCPI0_626(%rip), %zmm2
	vpermt2ps	%zmm20, %zmm2, %zmm1
	vmovaps	.LCPI0_627(%rip), %zmm2
	vpermt2ps	%zmm20, %zmm2, %zmm12
	vmovups	1784(%rsp,%rax,4), %ymm2
	vmovaps	.LCPI0_628(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm12
	vmovaps	.LCPI0_629(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm1
	vmovaps	.LCPI0_630(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm3
	vmovaps	.LCPI0_631(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm0
	vmovaps	.LCPI0_632(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm13
	vmovups	2040(%rsp,%rax,4), %ymm4
	vmovaps	.LCPI0_633(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm13
	vmovapd	.LCPI0_634(%rip), %zmm5
	vpermt2pd	%zmm4, %zmm5, %zmm0
	vmovaps	.LCPI0_635(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovaps	.LCPI0_636(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovups	2296(%rsp,%rax,4), %ymm5
	vmovapd	.LCPI0_637(%rip), %zmm6
	vpermt2pd	%zmm4, %zmm6, %zmm12
	vmovaps	.LCPI0_638(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm12
	vmovaps	.LCPI0_639(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm1
	vmovaps	.LCPI0_641(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm0
	vmovups	2552(%rsp,%rax,4), %ymm4
	vmovaps	.LCPI0_640(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm3
	vmovaps	.LCPI0_642(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm13
	vmovaps	.LCPI0_643(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm13
	vmovapd	.LCPI0_644(%rip), %zmm5
	vpermt2pd	%zmm4, %zmm5, %zmm0
	vmovaps	.LCPI0_645(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovaps	.LCPI0_646(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovapd	.LCPI0_647(%rip), %zmm5
	vpermt2pd	%zmm4, %zmm5, %zmm12
	vmovups	2808(%rsp,%rax,4), %ymm5
	vmovaps	.LCPI0_648(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm12
	vmovups	3064(%rsp,%rax,4), %ymm4
	vmovaps	.LCPI0_649(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm1
	vmovaps	.LCPI0_651(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm0
	vbroadcastss	2836(%rsp,%rax,4), %ymm18
	vbroadcastss	2580(%rsp,%rax,4), %ymm20
	vmovaps	.LCPI0_650(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm3
	vmovaps	.LCPI0_652(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm13
	vbroadcastss	2324(%rsp,%rax,4), %ymm21
	vbroadcastss	2068(%rsp,%rax,4), %ymm23
	vmovaps	.LCPI0_657(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm12
	vbroadcastss	1300(%rsp,%rax,4), %xmm6
	vbroadcastss	1556(%rsp,%rax,4), %ymm5
	vmovups	%zmm12, (%rcx)
	vmovaps	.LCPI0_654(%rip), %zmm12
	vpermt2ps	%zmm4, %zmm12, %zmm0
	vmovups	%zmm0, 256(%rcx)
	vmovaps	.LCPI0_656(%rip), %zmm0
	vpermt2ps	%zmm4, %zmm0, %zmm1
	vmovups	%zmm1, 128(%rcx)
	vblendps	$2, %xmm5, %xmm6, %xmm0
	vmovaps	.LCPI0_423(%rip), %xmm1
	vpermt2ps	%ymm0, %ymm1, %ymm2
	vmovaps	%ymm23, %ymm0
	vblendps	$8, %xmm0, %xmm2, %xmm0
	vmovaps	.LCPI0_655(%rip), %zmm1
	vpermt2ps	%zmm4, %zmm1, %zmm3
	vmovups	%zmm3, 192(%rcx)
	vmovaps	%ymm21, %ymm1
	vblendps	$240, %ymm1, %ymm0, %ymm0
	vmovaps	%ymm20, %ymm1
	vblendps	$32, %ymm1, %ymm0, %ymm0
	vmovaps	%ymm18, %ymm1
	vblendps	$192, %ymm1, %ymm0, %ymm0
	vmovaps	.LCPI0_653(%rip), %zmm1
	vpermt2ps	%zmm4, %zmm1, %zmm13
	vmovups	%zmm13, 64(%rcx)
	vblendps	$128, %ymm4, %ymm0, %ymm0
	vmovups	%ymm0, 320(%rcx)
	addq	$8, %rax
	addq	$352, %rcx
	cmpq	$56, %rax
	jb	.LBB0_81
	jmp	.LBB0_59
.LBB0_76:
	movq	$-8, %rax
	movq	56(%rsp), %rcx
	movq	-120(%rsp), %rbx
	vmovaps	.LCPI0_251(%rip), %xmm7
	vbroadcastf128	.LCPI0_896(%rip), %ymm8
	vmovaps	.LCPI0_253(%rip), %xmm9
	vbroadcastf128	.LCPI0_897(%rip), %ymm10
	vmovaps	.LCPI0_255(%rip), %xmm11
	vbroadcastf128	.LCPI0_898(%rip), %ymm14
	vbroadcastf128	.LCPI0_899(%rip), %ymm15
	vmovaps	.LCPI0_216(%rip), %xmm16
	vbroadcastf32x4	.LCPI0_900(%rip), %ymm17
	vmovaps	.LCPI0_218(%rip), %xmm19
	vmovaps	.LCPI0_219(%rip), %xmm22
	vbroadcastf32x4	.LCPI0_901(%rip), %ymm24
	vmovaps	.LCPI0_222(%rip), %xmm25
	vbroadcastf32x4	.LCPI0_902(%rip), %ymm26
	vmovddup	.LCPI0_903(%rip), %xmm27
	vbroadcastf32x4	.LCPI0_904(%rip), %ymm28
	vmovaps	.LCPI0_226(%rip), %xmm29
	vbroadcastf32x4	.LCPI0_905(%rip), %ymm30
	vmovaps	.LCPI0_228(%rip), %xmm31
	.p2align	4
.LBB0_77:
	vbroadcastf64x4	760(%rsp,%rax,4), %zmm0
	vbroadcastf64x4	504(%rsp,%rax,4), %zmm3
	vmovdqa64	%zmm3, %zmm2
	vmovdqa64	%zmm3, %zmm1
	vmovdqa	%ymm3, %ymm4
	vmovdqa64	%zmm3, %zmm13
	vmovaps	.LCPI0_696(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm13
	vmovaps	.LCPI0_697(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm2
	vmovaps	.LCPI0_698(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm1
	vbroadcastsd	.LCPI0_339(%rip), %ymm5
	vpermt2ps	%ymm0, %ymm5, %ymm4
	vmovaps	.LCPI0_699(%rip), %xmm5
	vpermt2ps	1044(%rsp,%rax,4){1to8}, %ymm5, %ymm0
	vmovupd	1016(%rsp,%rax,4), %ymm5
	vmovups	1272(%rsp,%rax,4), %ymm12
	vshuff64x2	$228, %zmm3, %zmm4, %zmm3
	vmovups	1528(%rsp,%rax,4), %ymm4
	vmovapd	.LCPI0_700(%rip), %zmm6
	vpermt2pd	%zmm5, %zmm6, %zmm3
	vmovaps	.LCPI0_701(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm1
	vmovaps	.LCPI0_702(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm2
	vmovaps	.LCPI0_703(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm13
	vmovaps	.LCPI0_704(%rip), %zmm5
	vpermt2ps	%zmm12, %zmm5, %zmm13
	vmovaps	.LCPI0_705(%rip), %zmm5
	vpermt2ps	%zmm12, %zmm5, %zmm2
	vmovaps	.LCPI0_706(%rip), %zmm5
	vpermt2ps	%zmm12, %zmm5, %zmm1
	vmovaps	.LCPI0_707(%rip), %zmm5
	vpermt2ps	%zmm12, %zmm5, %zmm3
	vmovaps	.LCPI0_708(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovaps	.LCPI0_709(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovapd	.LCPI0_710(%rip), %zmm5
	vpermt2pd	%zmm4, %zmm5, %zmm2
	vmovaps	.LCPI0_711(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm13
	vmovups	1784(%rsp,%rax,4), %ymm4
	vmovaps	.LCPI0_712(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm13
	vmovaps	.LCPI0_713(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm2
	vmovaps	.LCPI0_714(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovaps	.LCPI0_715(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovupd	2040(%rsp,%rax,4), %ymm5
	vmovapd	.LCPI0_719(%rip), %zmm4
	vpermt2pd	%zmm5, %zmm4, %zmm13
	vmovups	2296(%rsp,%rax,4), %ymm6
	vmovaps	.LCPI0_720(%rip), %zmm4
	vpermt2ps	%zmm6, %zmm4, %zmm13
	vmovups	2552(%rsp,%rax,4), %ymm4
	vmovaps	.LCPI0_727(%rip), %zmm18
	vpermt2ps	%zmm4, %zmm18, %zmm13
	vbroadcastss	2324(%rsp,%rax,4), %ymm18
	vbroadcastss	2068(%rsp,%rax,4), %ymm20
	vbroadcastss	1812(%rsp,%rax,4), %ymm21
	vbroadcastss	1556(%rsp,%rax,4), %ymm23
	vmovups	%zmm13, 64(%rcx)
	vmovaps	.LCPI0_716(%rip), %zmm13
	vpermt2ps	%zmm5, %zmm13, %zmm3
	vmovaps	.LCPI0_717(%rip), %zmm13
	vpermt2ps	%zmm5, %zmm13, %zmm1
	vmovaps	.LCPI0_718(%rip), %zmm13
	vpermt2ps	%zmm5, %zmm13, %zmm2
	vmovaps	.LCPI0_721(%rip), %zmm5
	vpermt2ps	%zmm6, %zmm5, %zmm2
	vmovaps	.LCPI0_726(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm2
	vmovups	%zmm2, 128(%rcx)
	vmovaps	.LCPI0_722(%rip), %zmm2
	vpermt2ps	%zmm6, %zmm2, %zmm1
	vmovaps	.LCPI0_723(%rip), %zmm2
	vpermt2ps	%zmm6, %zmm2, %zmm3
	vmovaps	.LCPI0_725(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm1
	vmovups	%zmm1, (%rcx)
	vmovaps	.LCPI0_423(%rip), %xmm1
	vpermt2ps	%ymm0, %ymm1, %ymm12
	vmovaps	%ymm23, %ymm0
	vblendps	$8, %xmm0, %xmm12, %xmm0
	vmovaps	%ymm21, %ymm1
	vblendps	$240, %ymm1, %ymm0, %ymm0
	vmovaps	%ymm20, %ymm1
	vblendps	$32, %ymm1, %ymm0, %ymm0
	vmovaps	%ymm18, %ymm1
	vblendps	$192, %ymm1, %ymm0, %ymm0
	vblendps	$128, %ymm4, %ymm0, %ymm0
	vmovups	%ymm0, 256(%rcx)
	vmovaps	.LCPI0_724(%rip), %zmm0
	vpermt2ps	%zmm4, %zmm0, %zmm3
	vmovups	%zmm3, 192(%rcx)
	addq	$8, %rax
	addq	$288, %rcx
	cmpq	$56, %rax
	jb	.LBB0_77
	jmp	.LBB0_59
.LBB0_90:
	movq	%rsi, %r12
	movq	%rax, %r9
	movl	%eax, %esi
	andl	$2046, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_91
	.p2align	4
.LBB0_96:
	xorl	%edx, %edx
	divq	%rdi
.LBB0_97:
	cmpq	%r15, %rax
	movq	%rbp, %rbx
	cmovbq	%rax, %rbx
	addq	%r8, %rbx
	movq	%rdx, %r13
	shlq	$8, %r13
	addq	%rsp, %r13
	addq	$472, %r13
	vmovss	(%r13,%rax,4), %xmm0
	imulq	%rdi, %rbx
	movq	-112(%rsp), %rax
	leaq	(%rax,%rbx,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %rsi
	je	.LBB0_54
.LBB0_91:
	movq	%rcx, %rax
	orq	%rdi, %rax
	shrq	$32, %rax
	je	.LBB0_92
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdx, %rbx
	jmp	.LBB0_94
	.p2align	4
.LBB0_92:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%edi
	movl	%edx, %ebx
.LBB0_94:
	cmpq	%r15, %rax
	movq	%rbp, %r13
	cmovbq	%rax, %r13
	addq	%r8, %r13
	imulq	%rdi, %r13
	movq	%rbx, %rdx
	shlq	$8, %rdx
	addq	%rsp, %rdx
	addq	$472, %rdx
	vmovss	(%rdx,%rax,4), %xmm0
	movq	-112(%rsp), %rax
	leaq	(%rax,%r13,4), %rax
	vmovss	%xmm0, (%rax,%rbx,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%rdi, %rdx
	shrq	$32, %rdx
	jne	.LBB0_96
	xorl	%edx, %edx
	divl	%edi
	jmp	.LBB0_97
.LBB0_54:
	testb	$1, %r9b
	movq	-96(%rsp), %r13
	movq	%r12, %rsi
	movq	-120(%rsp), %rbx
	je	.LBB0_59
.LBB0_55:
	movq	%rcx, %rax
	orq	%rdi, %rax
	shrq	$32, %rax
	jne	.LBB0_57
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%edi
	jmp	.LBB0_58
.LBB0_107:
	addq	$66008, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.Lfunc_end0:
	.size	tessera_silu_x86_64_v4, .Lfunc_end0-tessera_silu_x86_64_v4
	.section	.rodata,"a",@progbits
	.p2align	2, 0x0
.LJTI0_0:
	.long	.LBB0_14-.LJTI0_0
	.long	.LBB0_16-.LJTI0_0
	.long	.LBB0_18-.LJTI0_0
	.long	.LBB0_20-.LJTI0_0
	.long	.LBB0_22-.LJTI0_0
	.long	.LBB0_24-.LJTI0_0
	.long	.LBB0_26-.LJTI0_0
	.long	.LBB0_28-.LJTI0_0
	.long	.LBB0_30-.LJTI0_0
	.long	.LBB0_32-.LJTI0_0
	.long	.LBB0_34-.LJTI0_0
	.long	.LBB0_36-.LJTI0_0
	.long	.LBB0_38-.LJTI0_0
	.long	.LBB0_40-.LJTI0_0
	.long	.LBB0_42-.LJTI0_0
.LJTI0_1:
	.long	.LBB0_60-.LJTI0_1
	.long	.LBB0_62-.LJTI0_1
	.long	.LBB0_64-.LJTI0_1
	.long	.LBB0_66-.LJTI0_1
	.long	.LBB0_68-.LJTI0_1
	.long	.LBB0_70-.LJTI0_1
	.long	.LBB0_72-.LJTI0_1
	.long	.LBB0_74-.LJTI0_1
	.long	.LBB0_76-.LJTI0_1
	.long	.LBB0_78-.LJTI0_1
	.long	.LBB0_80-.LJTI0_1
	.long	.LBB0_82-.LJTI0_1
	.long	.LBB0_84-.LJTI0_1
	.long	.LBB0_86-.LJTI0_1
	.long	.LBB0_88-.LJTI0_1

	.section	".note.GNU-stack","",@progbits
