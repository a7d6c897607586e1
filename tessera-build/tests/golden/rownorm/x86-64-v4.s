	.file	"rownorm.toml"
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
.LCPI0_0:
	.long	0x7fffffff
.LCPI0_1:
	.long	2139095040
.LCPI0_2:
	.long	2143289344
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
.LCPI0_3:
	.long	0
	.long	4
	.long	2
	.long	6
.LCPI0_4:
	.long	1
	.long	5
	.long	3
	.long	7
.LCPI0_6:
	.long	0
	.long	15
	.long	30
	.zero	4
.LCPI0_9:
	.long	17
	.long	0
	.long	15
	.zero	4
.LCPI0_16:
	.long	4
	.long	11
	.zero	4
	.zero	4
.LCPI0_19:
	.long	5
	.long	12
	.long	6
	.long	7
.LCPI0_23:
	.long	6
	.long	13
	.long	6
	.long	7
.LCPI0_24:
	.zero	4
	.zero	4
	.long	5
	.long	0
.LCPI0_25:
	.long	7
	.long	2
	.zero	4
	.zero	4
.LCPI0_26:
	.long	7
	.long	14
	.long	6
	.long	7
.LCPI0_28:
	.long	8
	.long	23
	.zero	4
	.zero	4
.LCPI0_31:
	.zero	4
	.zero	4
	.long	7
	.long	2
.LCPI0_37:
	.zero	4
	.zero	4
	.long	8
	.long	23
.LCPI0_42:
	.long	12
	.long	27
	.zero	4
	.zero	4
.LCPI0_46:
	.zero	4
	.zero	4
	.long	12
	.long	27
.LCPI0_50:
	.long	0
	.long	14
	.long	28
	.zero	4
.LCPI0_52:
	.long	1
	.long	15
	.long	29
	.zero	4
.LCPI0_54:
	.long	18
	.long	0
	.long	14
	.zero	4
.LCPI0_58:
	.long	19
	.long	1
	.long	15
	.zero	4
.LCPI0_68:
	.long	6
	.long	12
	.long	6
	.long	7
.LCPI0_72:
	.long	7
	.long	13
	.long	6
	.long	7
.LCPI0_75:
	.long	8
	.long	22
	.zero	4
	.zero	4
.LCPI0_76:
	.zero	4
	.zero	4
	.long	4
	.long	10
.LCPI0_78:
	.long	9
	.long	23
	.zero	4
	.zero	4
.LCPI0_87:
	.long	12
	.long	26
	.zero	4
	.zero	4
.LCPI0_88:
	.zero	4
	.zero	4
	.long	8
	.long	22
.LCPI0_90:
	.long	13
	.long	27
	.zero	4
	.zero	4
.LCPI0_91:
	.zero	4
	.zero	4
	.long	9
	.long	23
.LCPI0_92:
	.long	0
	.long	13
	.long	26
	.zero	4
.LCPI0_94:
	.long	1
	.long	14
	.long	27
	.zero	4
.LCPI0_97:
	.long	2
	.long	15
	.long	28
	.zero	4
.LCPI0_100:
	.long	19
	.long	0
	.long	13
	.zero	4
.LCPI0_103:
	.long	20
	.long	1
	.long	14
	.zero	4
.LCPI0_106:
	.long	21
	.long	2
	.long	15
	.zero	4
.LCPI0_109:
	.long	7
	.long	12
	.long	6
	.long	7
.LCPI0_112:
	.long	8
	.long	21
	.zero	4
	.zero	4
.LCPI0_115:
	.long	9
	.long	22
	.zero	4
	.zero	4
.LCPI0_119:
	.long	10
	.long	23
	.zero	4
	.zero	4
.LCPI0_126:
	.long	12
	.long	25
	.zero	4
	.zero	4
.LCPI0_129:
	.long	0
	.long	12
	.long	24
	.zero	4
.LCPI0_132:
	.long	1
	.long	13
	.long	25
	.zero	4
.LCPI0_135:
	.long	2
	.long	14
	.long	26
	.zero	4
.LCPI0_138:
	.long	3
	.long	15
	.long	27
	.zero	4
.LCPI0_141:
	.long	20
	.long	0
	.long	12
	.zero	4
.LCPI0_144:
	.long	21
	.long	1
	.long	13
	.zero	4
.LCPI0_147:
	.long	22
	.long	2
	.long	14
	.zero	4
.LCPI0_150:
	.long	23
	.long	3
	.long	15
	.zero	4
.LCPI0_152:
	.long	8
	.long	20
	.zero	4
	.zero	4
.LCPI0_155:
	.long	9
	.long	21
	.zero	4
	.zero	4
.LCPI0_158:
	.long	10
	.long	22
	.zero	4
	.zero	4
.LCPI0_161:
	.long	11
	.long	23
	.zero	4
	.zero	4
.LCPI0_165:
	.long	0
	.long	11
	.long	22
	.zero	4
.LCPI0_168:
	.long	1
	.long	12
	.long	23
	.zero	4
.LCPI0_171:
	.long	2
	.long	13
	.long	24
	.zero	4
.LCPI0_174:
	.long	3
	.long	14
	.long	25
	.zero	4
.LCPI0_177:
	.long	4
	.long	15
	.long	26
	.zero	4
.LCPI0_179:
	.long	21
	.long	0
	.long	11
	.zero	4
.LCPI0_182:
	.long	22
	.long	1
	.long	12
	.zero	4
.LCPI0_185:
	.long	23
	.long	2
	.long	13
	.zero	4
.LCPI0_188:
	.long	24
	.long	3
	.long	14
	.zero	4
.LCPI0_191:
	.long	25
	.long	4
	.long	15
	.zero	4
.LCPI0_193:
	.long	10
	.long	21
	.zero	4
	.zero	4
.LCPI0_197:
	.long	0
	.long	10
	.long	20
	.long	30
.LCPI0_199:
	.long	1
	.long	11
	.long	21
	.long	31
.LCPI0_200:
	.long	2
	.long	12
	.long	22
	.zero	4
.LCPI0_203:
	.long	3
	.long	13
	.long	23
	.zero	4
.LCPI0_205:
	.zero	4
	.zero	4
	.long	0
	.long	6
.LCPI0_207:
	.long	4
	.long	14
	.long	24
	.zero	4
.LCPI0_209:
	.long	5
	.long	15
	.long	25
	.zero	4
.LCPI0_211:
	.long	22
	.long	0
	.long	10
	.zero	4
.LCPI0_214:
	.long	23
	.long	1
	.long	11
	.zero	4
.LCPI0_217:
	.long	24
	.long	2
	.long	12
	.zero	4
.LCPI0_219:
	.long	25
	.long	3
	.long	13
	.zero	4
.LCPI0_221:
	.long	0
	.long	9
	.long	18
	.long	27
.LCPI0_222:
	.long	4
	.long	13
	.long	22
	.long	31
.LCPI0_224:
	.long	1
	.long	10
	.long	19
	.long	28
.LCPI0_226:
	.long	2
	.long	11
	.long	20
	.long	29
.LCPI0_228:
	.long	3
	.long	12
	.long	21
	.long	30
.LCPI0_230:
	.long	5
	.long	14
	.long	23
	.zero	4
.LCPI0_232:
	.long	6
	.long	15
	.long	24
	.zero	4
.LCPI0_234:
	.long	23
	.long	0
	.long	9
	.zero	4
.LCPI0_236:
	.long	24
	.long	1
	.long	10
	.zero	4
.LCPI0_238:
	.long	0
	.long	8
	.long	16
	.long	24
.LCPI0_239:
	.long	1
	.long	9
	.long	17
	.long	25
.LCPI0_240:
	.long	2
	.long	10
	.long	18
	.long	26
.LCPI0_241:
	.long	3
	.long	11
	.long	19
	.long	27
.LCPI0_242:
	.long	4
	.long	12
	.long	20
	.long	28
.LCPI0_243:
	.long	5
	.long	13
	.long	21
	.long	29
.LCPI0_244:
	.long	6
	.long	14
	.long	22
	.long	30
.LCPI0_245:
	.long	7
	.long	15
	.long	23
	.long	31
.LCPI0_248:
	.long	20
	.long	27
	.long	6
	.long	13
.LCPI0_250:
	.long	25
	.long	4
	.long	11
	.long	18
.LCPI0_254:
	.long	26
	.long	5
	.long	12
	.long	19
.LCPI0_258:
	.long	27
	.long	6
	.long	13
	.long	20
.LCPI0_265:
	.long	4
	.long	11
	.long	18
	.long	25
.LCPI0_268:
	.long	5
	.long	12
	.long	19
	.long	26
.LCPI0_271:
	.long	6
	.long	13
	.long	20
	.long	27
.LCPI0_321:
	.long	2
	.long	29
	.long	30
	.long	3
.LCPI0_322:
	.quad	6
	.quad	10
.LCPI0_323:
	.long	12
	.long	21
	.long	0
	.long	11
.LCPI0_324:
	.quad	11
	.quad	5
.LCPI0_325:
	.long	0
	.long	9
	.long	10
	.long	23
.LCPI0_330:
	.long	12
	.long	22
	.long	10
	.long	11
.LCPI0_331:
	.long	12
	.long	13
	.long	21
	.long	11
.LCPI0_404:
	.long	8
	.long	9
	.long	7
	.long	7
.LCPI0_406:
	.long	19
	.long	17
	.long	10
	.long	11
.LCPI0_408:
	.quad	2
	.quad	10
.LCPI0_410:
	.long	8
	.long	9
	.long	10
	.long	20
.LCPI0_413:
	.long	8
	.long	21
	.long	6
	.long	7
.LCPI0_414:
	.long	12
	.long	19
	.long	10
	.long	11
.LCPI0_480:
	.quad	9
	.quad	5
.LCPI0_481:
	.long	8
	.long	19
	.long	0
	.long	7
.LCPI0_484:
	.long	8
	.long	9
	.long	19
	.long	7
.LCPI0_541:
	.quad	4
	.quad	9
.LCPI0_542:
	.quad	2
	.quad	11
.LCPI0_543:
	.long	8
	.long	9
	.long	10
	.long	22
.LCPI0_544:
	.long	8
	.long	9
	.long	10
	.long	18
.LCPI0_548:
	.long	10
	.long	8
	.long	3
	.long	3
.LCPI0_593:
	.long	5
	.long	5
	.long	21
	.long	21
.LCPI0_596:
	.long	8
	.long	21
	.long	0
	.long	7
.LCPI0_602:
	.long	8
	.long	9
	.long	21
	.long	7
.LCPI0_603:
	.long	8
	.long	18
	.long	6
	.long	7
.LCPI0_650:
	.long	8
	.long	23
	.long	6
	.long	7
.LCPI0_680:
	.long	7
	.long	9
	.long	7
	.long	7
.LCPI0_809:
	.long	6
	.long	22
	.long	7
	.long	23
.LCPI0_812:
	.long	14
	.long	30
	.long	15
	.long	31
.LCPI0_877:
	.quad	14
	.quad	6
.LCPI0_878:
	.quad	5
	.quad	13
.LCPI0_879:
	.long	13
	.long	13
	.long	30
	.long	30
.LCPI0_881:
	.long	30
	.long	0
	.long	0
	.long	15
.LCPI0_882:
	.quad	6
	.quad	14
.LCPI0_884:
	.long	0
	.long	15
	.long	30
	.long	0
.LCPI0_885:
	.long	4
	.long	5
	.long	6
	.long	13
.LCPI0_886:
	.long	17
	.long	0
	.long	15
	.long	0
.LCPI0_887:
	.long	4
	.long	5
	.long	6
	.long	14
.LCPI0_892:
	.long	4
	.long	5
	.long	12
	.long	11
.LCPI0_894:
	.long	9
	.long	24
	.long	10
	.long	11
.LCPI0_896:
	.long	10
	.long	25
	.long	10
	.long	11
.LCPI0_897:
	.long	0
	.long	12
	.long	0
	.long	20
.LCPI0_899:
	.long	1
	.long	13
	.long	0
	.long	21
.LCPI0_901:
	.long	2
	.long	14
	.long	0
	.long	22
.LCPI0_903:
	.long	3
	.long	15
	.long	0
	.long	23
.LCPI0_905:
	.long	0
	.long	0
	.long	12
	.long	24
.LCPI0_906:
	.long	0
	.long	1
	.long	13
	.long	25
.LCPI0_907:
	.long	0
	.long	2
	.long	14
	.long	26
.LCPI0_908:
	.long	0
	.long	3
	.long	15
	.long	27
.LCPI0_909:
	.long	24
	.long	0
	.long	0
	.long	12
.LCPI0_910:
	.long	0
	.long	20
	.long	0
	.long	12
.LCPI0_911:
	.long	25
	.long	0
	.long	1
	.long	13
.LCPI0_912:
	.long	0
	.long	21
	.long	1
	.long	13
.LCPI0_913:
	.long	26
	.long	0
	.long	2
	.long	14
.LCPI0_914:
	.long	0
	.long	22
	.long	2
	.long	14
.LCPI0_915:
	.long	27
	.long	0
	.long	3
	.long	15
.LCPI0_916:
	.long	0
	.long	23
	.long	3
	.long	15
.LCPI0_917:
	.long	0
	.long	1
	.long	14
	.long	27
.LCPI0_918:
	.long	0
	.long	2
	.long	15
	.long	28
.LCPI0_919:
	.quad	11
	.quad	4
.LCPI0_920:
	.long	0
	.long	19
	.long	0
	.long	13
.LCPI0_921:
	.long	0
	.long	20
	.long	1
	.long	14
.LCPI0_922:
	.quad	12
	.quad	5
.LCPI0_923:
	.long	0
	.long	21
	.long	2
	.long	15
.LCPI0_925:
	.long	0
	.long	5
	.long	6
	.long	8
.LCPI0_926:
	.long	26
	.long	0
	.long	0
	.long	13
.LCPI0_927:
	.long	27
	.long	0
	.long	1
	.long	14
.LCPI0_930:
	.long	28
	.long	0
	.long	2
	.long	15
.LCPI0_931:
	.quad	4
	.quad	11
.LCPI0_934:
	.long	0
	.long	5
	.long	6
	.long	12
.LCPI0_936:
	.long	14
	.long	0
	.long	20
	.long	1
.LCPI0_937:
	.quad	5
	.quad	12
.LCPI0_938:
	.long	0
	.long	5
	.long	6
	.long	13
.LCPI0_939:
	.long	15
	.long	0
	.long	21
	.long	2
.LCPI0_941:
	.long	0
	.long	5
	.long	6
	.long	14
.LCPI0_943:
	.long	0
	.long	13
	.long	26
	.long	0
.LCPI0_944:
	.long	24
	.long	2
	.long	12
	.long	0
.LCPI0_945:
	.long	25
	.long	3
	.long	13
	.long	0
.LCPI0_946:
	.long	10
	.long	20
	.long	30
	.long	0
.LCPI0_947:
	.long	11
	.long	21
	.long	31
	.long	1
.LCPI0_949:
	.long	12
	.long	22
	.long	0
	.long	2
.LCPI0_950:
	.long	13
	.long	23
	.long	0
	.long	3
.LCPI0_951:
	.long	14
	.long	24
	.long	0
	.long	4
.LCPI0_952:
	.long	15
	.long	25
	.long	0
	.long	5
.LCPI0_953:
	.long	0
	.long	10
	.long	0
	.long	22
.LCPI0_954:
	.long	1
	.long	11
	.long	0
	.long	23
.LCPI0_955:
	.long	8
	.long	9
	.long	26
	.long	26
.LCPI0_956:
	.long	9
	.long	9
	.long	26
	.long	27
.LCPI0_959:
	.long	8
	.long	10
	.long	24
	.long	27
.LCPI0_960:
	.long	28
	.long	0
	.long	0
	.long	14
.LCPI0_961:
	.long	29
	.long	0
	.long	1
	.long	15
.LCPI0_962:
	.long	8
	.long	11
	.long	25
	.long	27
.LCPI0_967:
	.long	0
	.long	14
	.long	28
	.long	0
.LCPI0_969:
	.long	1
	.long	15
	.long	29
	.long	0
.LCPI0_970:
	.long	18
	.long	0
	.long	14
	.long	0
.LCPI0_971:
	.long	19
	.long	1
	.long	15
	.long	0
.LCPI0_974:
	.long	12
	.long	23
	.long	0
	.long	1
.LCPI0_975:
	.long	13
	.long	24
	.long	0
	.long	2
.LCPI0_976:
	.long	14
	.long	25
	.long	0
	.long	3
.LCPI0_977:
	.long	15
	.long	26
	.long	0
	.long	4
.LCPI0_978:
	.long	0
	.long	11
	.long	0
	.long	21
.LCPI0_979:
	.long	1
	.long	12
	.long	0
	.long	22
.LCPI0_980:
	.long	2
	.long	13
	.long	0
	.long	23
.LCPI0_982:
	.long	3
	.long	14
	.long	0
	.long	24
.LCPI0_984:
	.long	4
	.long	15
	.long	0
	.long	25
.LCPI0_986:
	.long	0
	.long	0
	.long	11
	.long	22
.LCPI0_987:
	.long	22
	.long	0
	.long	0
	.long	11
.LCPI0_988:
	.long	0
	.long	1
	.long	12
	.long	23
.LCPI0_989:
	.long	5
	.long	14
	.long	23
	.long	0
.LCPI0_990:
	.long	6
	.long	15
	.long	24
	.long	0
.LCPI0_991:
	.long	23
	.long	0
	.long	9
	.long	0
.LCPI0_992:
	.long	24
	.long	1
	.long	10
	.long	0
.LCPI0_993:
	.long	9
	.long	18
	.long	27
	.long	0
.LCPI0_994:
	.long	10
	.long	19
	.long	28
	.long	1
.LCPI0_995:
	.long	11
	.long	20
	.long	29
	.long	2
.LCPI0_996:
	.long	12
	.long	21
	.long	30
	.long	3
.LCPI0_997:
	.long	0
	.long	16
	.long	10
	.long	9
.LCPI0_1000:
	.long	2
	.long	18
	.long	11
	.long	27
.LCPI0_1001:
	.long	14
	.long	30
	.long	5
	.long	21
.LCPI0_1002:
	.long	15
	.long	0
	.long	7
	.long	23
.LCPI0_1003:
	.long	0
	.long	16
	.long	9
	.long	25
.LCPI0_1004:
	.long	13
	.long	0
	.long	5
	.long	21
.LCPI0_1005:
	.long	10
	.long	0
	.long	2
	.long	18
	.section	.rodata.cst32,"aM",@progbits,32
	.p2align	5, 0x0
.LCPI0_5:
	.zero	8
	.quad	6
	.quad	14
	.zero	8
.LCPI0_7:
	.zero	8
	.zero	8
	.quad	5
	.quad	13
.LCPI0_8:
	.long	13
	.long	13
	.long	30
	.long	30
	.long	13
	.long	13
	.long	30
	.long	30
.LCPI0_10:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	27
	.zero	4
.LCPI0_11:
	.zero	4
	.zero	4
	.long	0
	.long	15
	.long	30
	.zero	4
	.zero	4
	.zero	4
.LCPI0_12:
	.zero	8
	.zero	8
	.quad	6
	.quad	14
.LCPI0_13:
	.long	8
	.long	9
	.long	10
	.long	16
	.long	12
	.long	13
	.long	14
	.long	20
.LCPI0_14:
	.long	3
	.long	1
	.long	17
	.long	0
	.long	15
	.long	13
	.long	29
	.long	12
.LCPI0_15:
	.long	11
	.long	10
	.long	2
	.long	3
	.long	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_17:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	15
	.long	30
	.zero	4
.LCPI0_18:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	13
.LCPI0_20:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	17
	.long	0
	.long	15
	.zero	4
.LCPI0_21:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	14
.LCPI0_22:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	15
.LCPI0_30:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	12
	.zero	4
	.zero	4
.LCPI0_32:
	.long	9
	.long	24
	.long	10
	.long	11
	.long	13
	.long	28
	.long	14
	.long	15
.LCPI0_34:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	6
	.long	13
	.zero	4
	.zero	4
.LCPI0_35:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	12
	.long	11
.LCPI0_36:
	.long	10
	.long	25
	.long	10
	.long	11
	.long	14
	.long	29
	.long	14
	.long	15
.LCPI0_38:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	7
	.long	14
	.zero	4
	.zero	4
.LCPI0_39:
	.long	11
	.long	26
	.long	10
	.long	11
	.long	15
	.long	30
	.long	14
	.long	15
.LCPI0_40:
	.long	8
	.long	9
	.long	9
	.long	24
	.long	12
	.long	13
	.long	13
	.long	28
.LCPI0_41:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	23
	.zero	4
	.zero	4
.LCPI0_43:
	.long	8
	.long	9
	.long	10
	.long	25
	.long	12
	.long	13
	.long	14
	.long	29
.LCPI0_44:
	.long	9
	.long	24
	.long	10
	.long	11
	.long	9
	.long	24
	.long	10
	.long	11
.LCPI0_45:
	.long	8
	.long	9
	.long	11
	.long	26
	.long	12
	.long	13
	.long	15
	.long	30
.LCPI0_47:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	24
	.long	7
.LCPI0_48:
	.long	10
	.long	25
	.long	10
	.long	11
	.long	10
	.long	25
	.long	10
	.long	11
.LCPI0_49:
	.long	8
	.long	9
	.long	26
	.long	26
	.long	8
	.long	9
	.long	26
	.long	26
.LCPI0_51:
	.long	9
	.long	9
	.long	26
	.long	27
	.long	9
	.long	9
	.long	26
	.long	27
.LCPI0_53:
	.long	14
	.long	13
	.long	30
	.long	28
	.long	10
	.long	9
	.long	26
	.long	24
.LCPI0_55:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	22
	.zero	4
.LCPI0_56:
	.long	0
	.long	1
	.long	2
	.long	8
	.long	4
	.long	5
	.long	6
	.long	12
.LCPI0_57:
	.long	15
	.long	13
	.long	30
	.long	29
	.long	11
	.long	9
	.long	26
	.long	25
.LCPI0_59:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	23
	.zero	4
.LCPI0_60:
	.long	0
	.long	1
	.long	2
	.long	9
	.long	4
	.long	5
	.long	6
	.long	13
.LCPI0_61:
	.long	8
	.long	10
	.long	24
	.long	27
	.long	8
	.long	10
	.long	24
	.long	27
.LCPI0_62:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	6
	.long	14
.LCPI0_63:
	.zero	4
	.zero	4
	.long	0
	.long	14
	.long	28
	.zero	4
	.zero	4
	.zero	4
.LCPI0_64:
	.long	12
	.long	10
	.long	2
	.long	3
	.long	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_65:
	.zero	4
	.zero	4
	.long	1
	.long	15
	.long	29
	.zero	4
	.zero	4
	.zero	4
.LCPI0_66:
	.long	13
	.long	11
	.long	2
	.long	3
	.long	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_67:
	.long	8
	.long	11
	.long	25
	.long	27
	.long	8
	.long	11
	.long	25
	.long	27
.LCPI0_69:
	.long	2
	.long	1
	.long	18
	.long	0
	.long	14
	.long	13
	.long	30
	.long	12
.LCPI0_70:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	26
	.zero	4
.LCPI0_71:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	6
	.long	8
.LCPI0_73:
	.long	3
	.long	1
	.long	19
	.long	1
	.long	15
	.long	13
	.long	31
	.long	13
.LCPI0_74:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	13
	.long	27
	.zero	4
.LCPI0_77:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	14
	.long	28
	.zero	4
.LCPI0_79:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	15
	.long	29
	.zero	4
.LCPI0_80:
	.long	10
	.long	24
	.long	10
	.long	11
	.long	14
	.long	28
	.long	14
	.long	15
.LCPI0_82:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	18
	.long	0
	.long	14
	.zero	4
.LCPI0_83:
	.long	11
	.long	25
	.long	10
	.long	11
	.long	15
	.long	29
	.long	14
	.long	15
.LCPI0_85:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	19
	.long	1
	.long	15
	.zero	4
.LCPI0_86:
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	29
	.long	0
	.long	22
.LCPI0_89:
	.long	13
	.long	27
	.long	13
	.long	27
	.long	13
	.long	27
	.long	22
	.long	7
.LCPI0_93:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	14
	.long	27
.LCPI0_95:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	15
	.long	28
.LCPI0_96:
	.zero	8
	.quad	4
	.quad	11
	.zero	8
.LCPI0_98:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	19
	.long	0
	.long	13
.LCPI0_99:
	.long	11
	.long	9
	.long	26
	.long	26
	.long	7
	.long	5
	.long	22
	.long	22
.LCPI0_101:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	20
	.long	1
	.long	14
.LCPI0_102:
	.zero	8
	.quad	5
	.quad	12
	.zero	8
.LCPI0_104:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	21
	.long	2
	.long	15
.LCPI0_105:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	3
	.zero	4
.LCPI0_107:
	.zero	4
	.zero	4
	.long	0
	.long	13
	.long	26
	.zero	4
	.zero	4
	.zero	4
.LCPI0_108:
	.long	14
	.long	11
	.long	2
	.long	3
	.long	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_110:
	.zero	4
	.zero	4
	.long	1
	.long	14
	.long	27
	.zero	4
	.zero	4
	.zero	4
.LCPI0_111:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	21
	.zero	4
.LCPI0_113:
	.zero	4
	.zero	4
	.long	2
	.long	15
	.long	28
	.zero	4
	.zero	4
	.zero	4
.LCPI0_114:
	.zero	8
	.zero	8
	.quad	4
	.quad	11
.LCPI0_116:
	.long	1
	.long	1
	.long	19
	.long	0
	.long	13
	.long	13
	.long	31
	.long	12
.LCPI0_117:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	23
	.zero	4
.LCPI0_118:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	6
	.long	12
.LCPI0_120:
	.zero	4
	.zero	4
	.long	20
	.long	1
	.long	14
	.zero	4
	.zero	4
	.zero	4
.LCPI0_121:
	.zero	8
	.zero	8
	.quad	5
	.quad	12
.LCPI0_122:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	6
	.long	13
.LCPI0_123:
	.long	11
	.long	24
	.long	10
	.long	11
	.long	15
	.long	28
	.long	14
	.long	15
.LCPI0_124:
	.zero	4
	.zero	4
	.long	21
	.long	2
	.long	15
	.zero	4
	.zero	4
	.zero	4
.LCPI0_125:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	25
	.zero	4
.LCPI0_127:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	13
	.long	26
	.zero	4
.LCPI0_128:
	.zero	4
	.zero	4
	.zero	4
	.long	20
	.long	0
	.long	12
	.zero	4
	.zero	4
.LCPI0_130:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	20
.LCPI0_131:
	.zero	4
	.zero	4
	.zero	4
	.long	21
	.long	1
	.long	13
	.zero	4
	.zero	4
.LCPI0_133:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	21
.LCPI0_134:
	.zero	4
	.zero	4
	.zero	4
	.long	22
	.long	2
	.long	14
	.zero	4
	.zero	4
.LCPI0_136:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	22
.LCPI0_137:
	.zero	4
	.zero	4
	.zero	4
	.long	23
	.long	3
	.long	15
	.zero	4
	.zero	4
.LCPI0_139:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	11
	.long	23
.LCPI0_140:
	.long	8
	.long	8
	.long	24
	.long	24
	.long	4
	.long	4
	.long	20
	.long	20
.LCPI0_142:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	12
	.long	24
.LCPI0_143:
	.long	9
	.long	9
	.long	25
	.long	25
	.long	5
	.long	5
	.long	21
	.long	21
.LCPI0_145:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	13
	.long	25
.LCPI0_146:
	.long	10
	.long	10
	.long	26
	.long	26
	.long	6
	.long	6
	.long	22
	.long	22
.LCPI0_148:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	14
	.long	26
.LCPI0_149:
	.long	11
	.long	11
	.long	27
	.long	27
	.long	7
	.long	7
	.long	23
	.long	23
.LCPI0_151:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	3
	.long	15
	.long	27
.LCPI0_153:
	.zero	4
	.zero	4
	.long	0
	.long	12
	.long	24
	.zero	4
	.zero	4
	.zero	4
.LCPI0_154:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	20
	.long	0
	.long	12
.LCPI0_156:
	.zero	4
	.zero	4
	.long	1
	.long	13
	.long	25
	.zero	4
	.zero	4
	.zero	4
.LCPI0_157:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	21
	.long	1
	.long	13
.LCPI0_159:
	.zero	4
	.zero	4
	.long	2
	.long	14
	.long	26
	.zero	4
	.zero	4
	.zero	4
.LCPI0_160:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	22
	.long	2
	.long	14
.LCPI0_162:
	.zero	4
	.zero	4
	.long	3
	.long	15
	.long	27
	.zero	4
	.zero	4
	.zero	4
.LCPI0_163:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	23
	.long	3
	.long	15
.LCPI0_164:
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	12
	.long	23
	.zero	4
	.zero	4
.LCPI0_166:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	10
	.long	13
.LCPI0_167:
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	13
	.long	24
	.zero	4
	.zero	4
.LCPI0_169:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	11
	.long	14
.LCPI0_170:
	.zero	4
	.zero	4
	.zero	4
	.long	3
	.long	14
	.long	25
	.zero	4
	.zero	4
.LCPI0_172:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	14
	.long	12
.LCPI0_173:
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	15
	.long	26
	.zero	4
	.zero	4
.LCPI0_175:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	13
	.long	8
.LCPI0_176:
	.zero	4
	.zero	4
	.zero	4
	.long	21
	.long	0
	.long	11
	.zero	4
	.zero	4
.LCPI0_178:
	.zero	4
	.zero	4
	.zero	4
	.long	22
	.long	1
	.long	12
	.zero	4
	.zero	4
.LCPI0_180:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	15
	.long	10
.LCPI0_181:
	.zero	4
	.zero	4
	.zero	4
	.long	23
	.long	2
	.long	13
	.zero	4
	.zero	4
.LCPI0_183:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	19
.LCPI0_184:
	.zero	4
	.zero	4
	.zero	4
	.long	24
	.long	3
	.long	14
	.zero	4
	.zero	4
.LCPI0_186:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	20
.LCPI0_187:
	.zero	4
	.zero	4
	.zero	4
	.long	25
	.long	4
	.long	15
	.zero	4
	.zero	4
.LCPI0_189:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	21
.LCPI0_190:
	.long	9
	.long	9
	.long	26
	.long	26
	.long	5
	.long	5
	.long	22
	.long	22
.LCPI0_192:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	11
	.long	22
.LCPI0_194:
	.zero	4
	.zero	4
	.long	0
	.long	11
	.long	22
	.zero	4
	.zero	4
	.zero	4
.LCPI0_195:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	12
	.long	23
.LCPI0_196:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	24
	.long	2
	.long	12
	.zero	4
.LCPI0_198:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	25
	.long	3
	.long	13
	.zero	4
.LCPI0_201:
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	10
	.long	20
	.long	30
	.zero	4
.LCPI0_202:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	8
.LCPI0_204:
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	11
	.long	21
	.long	31
	.zero	4
.LCPI0_206:
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	12
	.long	22
	.zero	4
	.zero	4
.LCPI0_208:
	.zero	4
	.zero	4
	.zero	4
	.long	3
	.long	13
	.long	23
	.zero	4
	.zero	4
.LCPI0_210:
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	14
	.long	24
	.zero	4
	.zero	4
.LCPI0_212:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	10
	.long	12
.LCPI0_213:
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	15
	.long	25
	.zero	4
	.zero	4
.LCPI0_215:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	11
	.long	13
.LCPI0_216:
	.zero	4
	.zero	4
	.zero	4
	.long	22
	.long	0
	.long	10
	.zero	4
	.zero	4
.LCPI0_218:
	.zero	4
	.zero	4
	.zero	4
	.long	23
	.long	1
	.long	11
	.zero	4
	.zero	4
.LCPI0_220:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	13
	.long	22
	.long	31
.LCPI0_223:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	14
	.long	23
	.zero	4
.LCPI0_225:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	6
	.long	15
	.long	24
	.zero	4
.LCPI0_227:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	23
	.long	0
	.long	9
	.zero	4
.LCPI0_229:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	24
	.long	1
	.long	10
	.zero	4
.LCPI0_231:
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	9
	.long	18
	.long	27
	.zero	4
.LCPI0_233:
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	10
	.long	19
	.long	28
	.zero	4
.LCPI0_235:
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	11
	.long	20
	.long	29
	.zero	4
.LCPI0_237:
	.zero	4
	.zero	4
	.zero	4
	.long	3
	.long	12
	.long	21
	.long	30
	.zero	4
.LCPI0_246:
	.long	8
	.long	15
	.long	0
	.long	0
	.long	0
	.long	19
	.long	26
	.long	1
.LCPI0_247:
	.long	0
	.long	7
	.long	14
	.long	21
	.long	28
	.zero	4
	.zero	4
	.zero	4
.LCPI0_249:
	.long	0
	.long	0
	.long	10
	.long	11
	.long	12
	.long	13
	.long	18
	.long	25
.LCPI0_251:
	.long	1
	.long	8
	.long	15
	.long	22
	.long	29
	.zero	4
	.zero	4
	.zero	4
.LCPI0_252:
	.long	0
	.long	0
	.long	7
	.long	14
	.long	21
	.long	28
	.long	0
	.long	0
.LCPI0_253:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	19
	.long	26
.LCPI0_255:
	.long	18
	.long	25
	.long	0
	.long	7
	.long	14
	.zero	4
	.zero	4
	.zero	4
.LCPI0_256:
	.long	0
	.long	1
	.long	8
	.long	15
	.long	22
	.long	29
	.long	0
	.long	0
.LCPI0_257:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	20
	.long	27
.LCPI0_259:
	.long	19
	.long	26
	.long	1
	.long	8
	.long	15
	.zero	4
	.zero	4
	.zero	4
.LCPI0_260:
	.long	0
	.long	18
	.long	25
	.long	0
	.long	7
	.long	14
	.long	0
	.long	0
.LCPI0_261:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	21
	.long	28
.LCPI0_262:
	.long	0
	.long	19
	.long	26
	.long	1
	.long	8
	.long	15
	.long	0
	.long	0
.LCPI0_263:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	22
	.long	29
.LCPI0_264:
	.long	28
	.long	0
	.long	0
	.long	0
	.long	0
	.long	7
	.long	14
	.long	21
.LCPI0_266:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	16
	.long	23
	.long	30
.LCPI0_267:
	.long	29
	.long	0
	.long	0
	.long	0
	.long	1
	.long	8
	.long	15
	.long	22
.LCPI0_269:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	17
	.long	24
	.long	31
.LCPI0_270:
	.long	14
	.long	0
	.long	0
	.long	0
	.long	18
	.long	25
	.long	0
	.long	7
.LCPI0_272:
	.long	0
	.long	6
	.long	12
	.long	0
	.long	0
	.long	0
	.long	20
	.long	26
.LCPI0_273:
	.long	0
	.long	6
	.long	12
	.long	18
	.long	24
	.long	30
	.zero	4
	.zero	4
.LCPI0_274:
	.long	0
	.long	0
	.long	0
	.long	2
	.long	8
	.long	14
	.long	20
	.long	26
.LCPI0_275:
	.long	1
	.long	7
	.long	13
	.long	0
	.long	0
	.long	0
	.long	21
	.long	27
.LCPI0_276:
	.long	1
	.long	7
	.long	13
	.long	19
	.long	25
	.long	31
	.zero	4
	.zero	4
.LCPI0_277:
	.long	0
	.long	0
	.long	0
	.long	3
	.long	9
	.long	15
	.long	21
	.long	27
.LCPI0_278:
	.long	2
	.long	8
	.long	14
	.long	20
	.long	26
	.zero	4
	.zero	4
	.zero	4
.LCPI0_279:
	.long	18
	.long	24
	.long	30
	.long	0
	.long	0
	.long	0
	.long	6
	.long	12
.LCPI0_280:
	.long	0
	.long	0
	.long	0
	.long	20
	.long	26
	.long	0
	.long	6
	.long	12
.LCPI0_281:
	.long	3
	.long	9
	.long	15
	.long	21
	.long	27
	.zero	4
	.zero	4
	.zero	4
.LCPI0_282:
	.long	19
	.long	25
	.long	31
	.long	0
	.long	0
	.long	1
	.long	7
	.long	13
.LCPI0_283:
	.long	0
	.long	0
	.long	0
	.long	21
	.long	27
	.long	1
	.long	7
	.long	13
.LCPI0_284:
	.long	20
	.long	26
	.long	0
	.long	0
	.long	0
	.long	2
	.long	8
	.long	14
.LCPI0_285:
	.long	20
	.long	26
	.long	0
	.long	6
	.long	12
	.zero	4
	.zero	4
	.zero	4
.LCPI0_286:
	.long	0
	.long	0
	.long	0
	.long	6
	.long	12
	.long	18
	.long	24
	.long	30
.LCPI0_287:
	.long	21
	.long	27
	.long	0
	.long	0
	.long	0
	.long	3
	.long	9
	.long	15
.LCPI0_288:
	.long	21
	.long	27
	.long	1
	.long	7
	.long	13
	.zero	4
	.zero	4
	.zero	4
.LCPI0_289:
	.long	0
	.long	0
	.long	1
	.long	7
	.long	13
	.long	19
	.long	25
	.long	31
.LCPI0_290:
	.long	8
	.long	13
	.long	18
	.long	23
	.long	28
	.long	0
	.long	0
	.long	3
.LCPI0_291:
	.long	0
	.long	5
	.long	10
	.long	15
	.long	20
	.long	25
	.long	30
	.zero	4
.LCPI0_293:
	.long	9
	.long	14
	.long	19
	.long	24
	.long	29
	.long	0
	.long	0
	.long	4
.LCPI0_294:
	.long	17
	.long	22
	.long	27
	.long	0
	.long	5
	.long	10
	.long	15
	.zero	4
.LCPI0_296:
	.long	2
	.long	7
	.long	12
	.long	17
	.long	22
	.long	27
	.zero	4
	.zero	4
.LCPI0_297:
	.long	10
	.long	15
	.long	20
	.long	25
	.long	30
	.long	0
	.long	0
	.long	5
.LCPI0_299:
	.long	3
	.long	8
	.long	13
	.long	18
	.long	23
	.long	28
	.zero	4
	.zero	4
.LCPI0_300:
	.long	27
	.long	0
	.long	5
	.long	10
	.long	15
	.long	0
	.long	17
	.long	22
.LCPI0_302:
	.long	12
	.long	17
	.long	22
	.long	27
	.long	0
	.long	0
	.long	2
	.long	7
.LCPI0_303:
	.long	4
	.long	9
	.long	14
	.long	19
	.long	24
	.long	29
	.zero	4
	.zero	4
.LCPI0_305:
	.long	0
	.long	4
	.long	8
	.long	12
	.long	16
	.long	20
	.long	24
	.long	28
.LCPI0_306:
	.long	1
	.long	5
	.long	9
	.long	13
	.long	17
	.long	21
	.long	25
	.long	29
.LCPI0_307:
	.long	2
	.long	6
	.long	10
	.long	14
	.long	18
	.long	22
	.long	26
	.long	30
.LCPI0_308:
	.long	3
	.long	7
	.long	11
	.long	15
	.long	19
	.long	23
	.long	27
	.long	31
.LCPI0_326:
	.quad	0
	.quad	8
	.quad	0
	.quad	7
.LCPI0_327:
	.long	0
	.long	1
	.long	2
	.long	16
	.long	0
	.long	0
	.long	0
	.long	15
.LCPI0_328:
	.long	0
	.long	1
	.long	17
	.long	0
	.long	0
	.long	0
	.long	14
	.long	15
.LCPI0_329:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	23
	.long	5
	.long	6
	.long	7
.LCPI0_332:
	.long	19
	.long	0
	.long	0
	.long	0
	.long	12
	.long	13
	.long	14
	.long	20
.LCPI0_333:
	.long	0
	.long	18
	.long	0
	.long	0
	.long	0
	.long	13
	.long	14
	.long	15
.LCPI0_334:
	.long	0
	.long	19
	.long	0
	.long	0
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_335:
	.long	20
	.long	0
	.long	0
	.long	11
	.long	12
	.long	13
	.long	14
	.long	21
.LCPI0_336:
	.quad	0
	.quad	5
	.quad	6
	.quad	11
.LCPI0_337:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	23
	.long	0
	.long	0
.LCPI0_338:
	.long	0
	.long	1
	.long	2
	.long	17
	.long	0
	.long	0
	.long	14
	.long	15
.LCPI0_339:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	16
	.long	0
	.long	15
.LCPI0_340:
	.long	0
	.long	1
	.long	2
	.long	18
	.long	0
	.long	13
	.long	14
	.long	15
.LCPI0_341:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	17
	.long	0
	.long	14
	.long	15
.LCPI0_342:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	23
	.long	0
.LCPI0_343:
	.long	21
	.long	0
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	22
.LCPI0_344:
	.long	0
	.long	20
	.long	0
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_345:
	.long	0
	.long	1
	.long	19
	.long	0
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_347:
	.long	0
	.long	21
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_348:
	.long	22
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	23
.LCPI0_349:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	17
	.long	14
	.long	15
.LCPI0_407:
	.long	1
	.long	0
	.long	0
	.long	0
	.long	28
	.long	29
	.long	2
	.long	0
.LCPI0_411:
	.long	0
	.long	17
	.long	0
	.long	0
	.long	12
	.long	13
	.long	14
	.long	18
.LCPI0_412:
	.long	0
	.long	1
	.long	2
	.long	16
	.long	0
	.long	0
	.long	14
	.long	15
.LCPI0_415:
	.long	18
	.long	0
	.long	10
	.long	11
	.long	12
	.long	13
	.long	19
	.long	0
.LCPI0_416:
	.long	8
	.long	9
	.long	21
	.long	0
	.long	0
	.long	0
	.long	6
	.long	7
.LCPI0_417:
	.long	14
	.long	0
	.long	0
	.long	0
	.long	4
	.long	5
	.long	6
	.long	22
.LCPI0_418:
	.long	0
	.long	1
	.long	17
	.long	0
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_419:
	.quad	4
	.quad	5
	.quad	10
	.quad	0
.LCPI0_420:
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	20
	.long	0
	.long	0
.LCPI0_421:
	.long	0
	.long	1
	.long	2
	.long	17
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_422:
	.long	8
	.long	22
	.long	0
	.long	0
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_423:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	16
	.long	14
	.long	15
.LCPI0_424:
	.long	8
	.long	9
	.long	10
	.long	21
	.long	0
	.long	0
	.long	6
	.long	7
.LCPI0_425:
	.long	0
	.long	18
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	19
.LCPI0_426:
	.long	8
	.long	9
	.long	10
	.long	11
	.long	21
	.long	0
	.long	6
	.long	7
.LCPI0_427:
	.long	15
	.long	0
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	23
.LCPI0_428:
	.quad	4
	.quad	11
	.quad	2
	.quad	3
.LCPI0_433:
	.long	8
	.long	9
	.long	10
	.long	22
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_435:
	.long	8
	.long	23
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_437:
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	21
	.long	6
	.long	7
.LCPI0_475:
	.long	0
	.long	16
	.long	0
	.long	0
	.long	0
	.long	9
	.long	25
	.long	0
.LCPI0_477:
	.long	0
	.long	5
	.long	21
	.long	0
	.long	0
	.long	0
	.long	14
	.long	30
.LCPI0_478:
	.long	0
	.long	1
	.long	2
	.long	21
	.long	0
	.long	0
	.long	14
	.long	15
.LCPI0_479:
	.long	6
	.long	0
	.long	0
	.long	27
	.long	28
	.long	7
	.long	0
	.long	0
.LCPI0_482:
	.long	0
	.long	1
	.long	16
	.long	0
	.long	0
	.long	13
	.long	14
	.long	17
.LCPI0_483:
	.long	0
	.long	1
	.long	2
	.long	16
	.long	0
	.long	13
	.long	14
	.long	15
.LCPI0_485:
	.long	17
	.long	0
	.long	10
	.long	11
	.long	12
	.long	18
	.long	0
	.long	0
.LCPI0_486:
	.long	0
	.long	22
	.long	0
	.long	11
	.long	12
	.long	13
	.long	23
	.long	0
.LCPI0_488:
	.long	0
	.long	1
	.long	22
	.long	11
	.long	12
	.long	13
	.long	14
	.long	23
.LCPI0_490:
	.long	0
	.long	17
	.long	10
	.long	11
	.long	12
	.long	13
	.long	18
	.long	0
.LCPI0_491:
	.long	8
	.long	9
	.long	10
	.long	19
	.long	0
	.long	0
	.long	0
	.long	7
.LCPI0_493:
	.long	8
	.long	9
	.long	10
	.long	11
	.long	19
	.long	0
	.long	0
	.long	7
.LCPI0_496:
	.long	8
	.long	20
	.long	0
	.long	0
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_499:
	.quad	4
	.quad	10
	.quad	2
	.quad	3
.LCPI0_508:
	.long	8
	.long	9
	.long	10
	.long	20
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_537:
	.long	0
	.long	16
	.long	0
	.long	0
	.long	9
	.long	25
	.long	0
	.long	0
.LCPI0_538:
	.long	4
	.long	20
	.long	0
	.long	0
	.long	13
	.long	29
	.long	0
	.long	0
.LCPI0_539:
	.long	0
	.long	1
	.long	20
	.long	0
	.long	12
	.long	13
	.long	21
	.long	0
.LCPI0_540:
	.long	0
	.long	1
	.long	16
	.long	0
	.long	12
	.long	13
	.long	17
	.long	0
.LCPI0_545:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	7
	.long	15
	.zero	4
	.zero	4
.LCPI0_546:
	.long	0
	.long	1
	.long	2
	.long	16
	.long	12
	.long	13
	.long	14
	.long	17
.LCPI0_547:
	.long	0
	.long	1
	.long	2
	.long	20
	.long	12
	.long	13
	.long	14
	.long	21
.LCPI0_549:
	.long	15
	.long	0
	.long	0
	.long	0
	.long	4
	.long	5
	.long	6
	.long	23
.LCPI0_551:
	.long	11
	.long	0
	.long	0
	.long	0
	.long	4
	.long	5
	.long	6
	.long	19
.LCPI0_554:
	.long	8
	.long	19
	.long	0
	.long	0
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_556:
	.long	8
	.long	23
	.long	0
	.long	0
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_560:
	.long	8
	.long	9
	.long	23
	.long	0
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_562:
	.long	8
	.long	9
	.long	19
	.long	0
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_565:
	.long	8
	.long	9
	.long	10
	.long	19
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_567:
	.long	8
	.long	9
	.long	10
	.long	23
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_591:
	.long	0
	.long	16
	.long	0
	.long	9
	.long	25
	.long	0
	.long	0
	.long	0
.LCPI0_592:
	.long	0
	.long	3
	.long	19
	.long	0
	.long	12
	.long	28
	.long	0
	.long	0
.LCPI0_594:
	.long	0
	.long	0
	.long	6
	.long	22
	.long	0
	.long	15
	.long	31
	.long	0
.LCPI0_595:
	.long	0
	.long	0
	.long	2
	.long	3
	.long	22
	.long	13
	.long	14
	.long	23
.LCPI0_597:
	.long	0
	.long	1
	.long	2
	.long	19
	.long	12
	.long	13
	.long	20
	.long	0
.LCPI0_598:
	.long	0
	.long	1
	.long	16
	.long	11
	.long	12
	.long	17
	.long	0
	.long	0
.LCPI0_605:
	.quad	4
	.quad	9
	.quad	0
	.quad	3
.LCPI0_807:
	.long	0
	.long	16
	.long	0
	.long	0
	.long	2
	.long	18
	.long	1
	.long	17
.LCPI0_808:
	.long	4
	.long	20
	.long	3
	.long	19
	.long	0
	.long	0
	.long	5
	.long	21
.LCPI0_810:
	.long	8
	.long	24
	.long	0
	.long	0
	.long	10
	.long	26
	.long	9
	.long	25
.LCPI0_811:
	.long	12
	.long	28
	.long	11
	.long	27
	.long	0
	.long	0
	.long	13
	.long	29
.LCPI0_837:
	.long	0
	.long	13
	.long	29
	.long	15
	.long	31
	.long	0
	.long	14
	.long	30
.LCPI0_838:
	.long	27
	.long	0
	.long	10
	.long	26
	.long	12
	.long	28
	.long	0
	.long	11
.LCPI0_839:
	.long	8
	.long	24
	.long	0
	.long	7
	.long	23
	.long	9
	.long	25
	.long	0
.LCPI0_840:
	.long	3
	.long	21
	.long	5
	.long	0
	.long	20
	.long	4
	.long	22
	.long	6
.LCPI0_841:
	.long	0
	.long	16
	.long	2
	.long	18
	.long	0
	.long	1
	.long	17
	.long	3
.LCPI0_998:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	21
	.long	5
	.long	14
	.long	15
.LCPI0_999:
	.long	12
	.long	0
	.long	0
	.long	0
	.long	4
	.long	5
	.long	6
	.long	20
	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
.LCPI0_27:
	.long	5
	.long	12
.LCPI0_29:
	.long	6
	.long	13
.LCPI0_33:
	.long	7
	.long	14
.LCPI0_81:
	.long	6
	.long	12
.LCPI0_84:
	.long	7
	.long	13
.LCPI0_317:
	.long	5
	.long	13
.LCPI0_319:
	.long	7
	.long	15
.LCPI0_320:
	.long	6
	.long	14
.LCPI0_476:
	.long	3
	.long	19
.LCPI0_880:
	.long	27
	.long	12
.LCPI0_883:
	.long	4
	.long	11
.LCPI0_888:
	.long	0
	.long	15
.LCPI0_889:
	.long	7
	.long	2
.LCPI0_890:
	.long	5
	.long	0
.LCPI0_891:
	.long	8
	.long	23
.LCPI0_893:
	.long	12
	.long	27
.LCPI0_895:
	.long	24
	.long	7
.LCPI0_898:
	.long	8
	.long	20
.LCPI0_900:
	.long	9
	.long	21
.LCPI0_902:
	.long	10
	.long	22
.LCPI0_904:
	.long	11
	.long	23
.LCPI0_924:
	.long	3
	.long	14
.LCPI0_928:
	.long	21
	.long	8
.LCPI0_929:
	.long	8
	.long	21
.LCPI0_932:
	.long	9
	.long	22
.LCPI0_933:
	.long	23
	.long	10
.LCPI0_935:
	.long	10
	.long	23
.LCPI0_940:
	.long	25
	.long	12
.LCPI0_942:
	.long	12
	.long	25
.LCPI0_948:
	.long	0
	.long	6
.LCPI0_957:
	.long	22
	.long	8
.LCPI0_958:
	.long	23
	.long	9
.LCPI0_963:
	.long	26
	.long	12
.LCPI0_964:
	.long	27
	.long	13
.LCPI0_965:
	.long	8
	.long	22
.LCPI0_966:
	.long	4
	.long	10
.LCPI0_968:
	.long	9
	.long	23
.LCPI0_972:
	.long	12
	.long	26
.LCPI0_973:
	.long	13
	.long	27
.LCPI0_981:
	.long	8
	.long	19
.LCPI0_983:
	.long	9
	.long	20
.LCPI0_985:
	.long	10
	.long	21
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
.LCPI0_292:
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
.LCPI0_295:
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
.LCPI0_298:
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
.LCPI0_301:
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
.LCPI0_304:
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
.LCPI0_309:
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
.LCPI0_310:
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
.LCPI0_311:
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
.LCPI0_312:
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
.LCPI0_313:
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
	.long	16
	.long	19
	.long	22
	.long	25
	.long	28
	.long	31
.LCPI0_315:
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
.LCPI0_316:
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
.LCPI0_318:
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
.LCPI0_346:
	.quad	0
	.quad	10
	.zero	8
	.zero	8
	.zero	8
	.quad	5
	.quad	6
	.quad	7
.LCPI0_350:
	.quad	0
	.quad	1
	.quad	9
	.zero	8
	.zero	8
	.zero	8
	.quad	6
	.quad	7
.LCPI0_351:
	.quad	0
	.quad	1
	.quad	2
	.quad	8
	.zero	8
	.zero	8
	.zero	8
	.quad	7
.LCPI0_352:
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
.LCPI0_353:
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
.LCPI0_354:
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
.LCPI0_355:
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
.LCPI0_356:
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
.LCPI0_357:
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
.LCPI0_358:
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
.LCPI0_359:
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
.LCPI0_360:
	.quad	0
	.quad	11
	.zero	8
	.zero	8
	.quad	4
	.quad	5
	.quad	6
	.quad	7
.LCPI0_361:
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
.LCPI0_362:
	.quad	0
	.quad	1
	.quad	2
	.quad	9
	.zero	8
	.zero	8
	.quad	6
	.quad	7
.LCPI0_363:
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
.LCPI0_364:
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
.LCPI0_365:
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
.LCPI0_366:
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
.LCPI0_367:
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
.LCPI0_368:
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
.LCPI0_369:
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
.LCPI0_370:
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
.LCPI0_371:
	.quad	0
	.quad	1
	.quad	11
	.zero	8
	.quad	4
	.quad	5
	.quad	6
	.quad	7
.LCPI0_372:
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
.LCPI0_373:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	9
	.zero	8
	.quad	6
	.quad	7
.LCPI0_374:
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
.LCPI0_375:
	.quad	0
	.quad	1
	.quad	2
	.quad	10
	.zero	8
	.quad	5
	.quad	6
	.quad	7
.LCPI0_376:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	4
	.quad	8
	.zero	8
	.quad	7
.LCPI0_377:
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
.LCPI0_378:
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
.LCPI0_379:
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
.LCPI0_380:
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
.LCPI0_381:
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
.LCPI0_382:
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
.LCPI0_383:
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
.LCPI0_384:
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
.LCPI0_385:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	4
	.quad	9
	.quad	6
	.quad	7
.LCPI0_386:
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
.LCPI0_387:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	10
	.quad	5
	.quad	6
	.quad	7
.LCPI0_388:
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
.LCPI0_389:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	4
	.quad	5
	.quad	8
	.quad	7
.LCPI0_390:
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
.LCPI0_391:
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
.LCPI0_392:
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
.LCPI0_393:
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
.LCPI0_394:
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
.LCPI0_395:
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
	.long	11
	.long	17
	.zero	4
	.long	14
	.long	15
.LCPI0_397:
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
.LCPI0_398:
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
.LCPI0_399:
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
	.long	9
	.long	20
	.long	11
	.long	12
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
	.long	21
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_402:
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
	.long	11
	.long	12
	.long	13
	.long	16
	.long	15
.LCPI0_405:
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
.LCPI0_409:
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
.LCPI0_429:
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
.LCPI0_430:
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
.LCPI0_431:
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
.LCPI0_432:
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
.LCPI0_434:
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
.LCPI0_436:
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
.LCPI0_438:
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
.LCPI0_439:
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
.LCPI0_440:
	.quad	0
	.quad	1
	.quad	9
	.zero	8
	.zero	8
	.quad	5
	.quad	6
	.quad	7
.LCPI0_441:
	.zero	8
	.zero	8
	.quad	2
	.quad	3
	.quad	4
	.quad	5
	.quad	11
	.zero	8
.LCPI0_442:
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
.LCPI0_443:
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
.LCPI0_444:
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
.LCPI0_445:
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
.LCPI0_446:
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
.LCPI0_447:
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
.LCPI0_448:
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
.LCPI0_449:
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
.LCPI0_450:
	.quad	0
	.quad	10
	.zero	8
	.quad	3
	.quad	4
	.quad	5
	.quad	6
	.quad	7
.LCPI0_451:
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
.LCPI0_452:
	.quad	0
	.quad	1
	.quad	2
	.quad	9
	.zero	8
	.quad	5
	.quad	6
	.quad	7
.LCPI0_453:
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
.LCPI0_454:
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
.LCPI0_455:
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
.LCPI0_456:
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
.LCPI0_457:
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
.LCPI0_458:
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
.LCPI0_459:
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
.LCPI0_460:
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
.LCPI0_461:
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
.LCPI0_462:
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
.LCPI0_463:
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
.LCPI0_464:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	9
	.quad	5
	.quad	6
	.quad	7
.LCPI0_465:
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
.LCPI0_466:
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
	.long	9
	.long	17
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_468:
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
.LCPI0_469:
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
.LCPI0_470:
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
.LCPI0_471:
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
.LCPI0_472:
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
.LCPI0_473:
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
.LCPI0_474:
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
.LCPI0_487:
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
.LCPI0_489:
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
.LCPI0_492:
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
.LCPI0_494:
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
.LCPI0_495:
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
.LCPI0_497:
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
.LCPI0_498:
	.quad	0
	.quad	1
	.quad	11
	.zero	8
	.zero	8
	.quad	5
	.quad	6
	.quad	7
.LCPI0_500:
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
.LCPI0_501:
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
.LCPI0_502:
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
.LCPI0_503:
	.quad	0
	.quad	1
	.quad	2
	.quad	8
	.zero	8
	.zero	8
	.quad	6
	.quad	7
.LCPI0_504:
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
.LCPI0_505:
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
.LCPI0_506:
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
.LCPI0_507:
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
.LCPI0_509:
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
.LCPI0_510:
	.zero	8
	.zero	8
	.quad	2
	.quad	3
	.quad	4
	.quad	5
	.quad	10
	.zero	8
.LCPI0_511:
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
.LCPI0_512:
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
.LCPI0_513:
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
.LCPI0_514:
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
.LCPI0_515:
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
.LCPI0_516:
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
.LCPI0_517:
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
.LCPI0_518:
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
.LCPI0_519:
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
.LCPI0_520:
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
.LCPI0_521:
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
.LCPI0_522:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	11
	.quad	5
	.quad	6
	.quad	7
.LCPI0_523:
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
.LCPI0_524:
	.quad	0
	.quad	1
	.quad	9
	.quad	3
	.quad	4
	.quad	5
	.quad	6
	.quad	7
.LCPI0_525:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	4
	.quad	8
	.quad	6
	.quad	7
.LCPI0_526:
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
.LCPI0_527:
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
.LCPI0_528:
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
.LCPI0_529:
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
.LCPI0_530:
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
.LCPI0_531:
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
.LCPI0_532:
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
	.long	9
	.long	22
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_534:
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
.LCPI0_535:
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
.LCPI0_536:
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
.LCPI0_550:
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
.LCPI0_552:
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
.LCPI0_553:
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
.LCPI0_555:
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
.LCPI0_557:
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
.LCPI0_558:
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
.LCPI0_559:
	.quad	0
	.quad	1
	.quad	2
	.quad	10
	.zero	8
	.zero	8
	.quad	6
	.quad	7
.LCPI0_561:
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
.LCPI0_563:
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
.LCPI0_564:
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
.LCPI0_566:
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
.LCPI0_568:
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
.LCPI0_569:
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
.LCPI0_570:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	10
	.zero	8
	.quad	6
	.quad	7
.LCPI0_571:
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
.LCPI0_572:
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
.LCPI0_573:
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
.LCPI0_574:
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
.LCPI0_575:
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
.LCPI0_576:
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
.LCPI0_577:
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
.LCPI0_578:
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
.LCPI0_579:
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
.LCPI0_580:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	4
	.quad	10
	.quad	6
	.quad	7
.LCPI0_581:
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
.LCPI0_582:
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
.LCPI0_583:
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
.LCPI0_584:
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
.LCPI0_585:
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
.LCPI0_586:
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
.LCPI0_587:
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
.LCPI0_588:
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
.LCPI0_589:
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
.LCPI0_590:
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
.LCPI0_599:
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
.LCPI0_600:
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
.LCPI0_601:
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
.LCPI0_604:
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
.LCPI0_606:
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
.LCPI0_607:
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
.LCPI0_608:
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
.LCPI0_609:
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
.LCPI0_610:
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
.LCPI0_611:
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
.LCPI0_612:
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
.LCPI0_613:
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
.LCPI0_614:
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
.LCPI0_615:
	.zero	8
	.quad	1
	.quad	2
	.quad	3
	.quad	11
	.zero	8
	.quad	6
	.quad	7
.LCPI0_616:
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
.LCPI0_617:
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
.LCPI0_618:
	.quad	0
	.quad	1
	.quad	2
	.quad	8
	.zero	8
	.quad	5
	.quad	6
	.quad	7
.LCPI0_619:
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
.LCPI0_620:
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
.LCPI0_621:
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
.LCPI0_622:
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
.LCPI0_623:
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
.LCPI0_624:
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
.LCPI0_625:
	.zero	8
	.quad	1
	.quad	2
	.quad	3
	.quad	4
	.quad	11
	.quad	6
	.quad	7
.LCPI0_626:
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
.LCPI0_627:
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
.LCPI0_628:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	8
	.quad	5
	.quad	6
	.quad	7
.LCPI0_629:
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
.LCPI0_630:
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
.LCPI0_631:
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
.LCPI0_632:
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
.LCPI0_633:
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
.LCPI0_634:
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
.LCPI0_635:
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
.LCPI0_636:
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
.LCPI0_637:
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
.LCPI0_638:
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
.LCPI0_639:
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
.LCPI0_640:
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
.LCPI0_641:
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
.LCPI0_642:
	.zero	8
	.zero	8
	.quad	2
	.quad	9
	.zero	8
	.zero	8
	.zero	8
	.quad	7
.LCPI0_643:
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
.LCPI0_644:
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
.LCPI0_645:
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
.LCPI0_646:
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
.LCPI0_647:
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
.LCPI0_648:
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
.LCPI0_649:
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
.LCPI0_651:
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
.LCPI0_652:
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
.LCPI0_653:
	.zero	8
	.zero	8
	.quad	2
	.quad	3
	.quad	9
	.zero	8
	.zero	8
	.quad	7
.LCPI0_654:
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
.LCPI0_655:
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
.LCPI0_656:
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
.LCPI0_657:
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
.LCPI0_658:
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
.LCPI0_659:
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
.LCPI0_660:
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
.LCPI0_661:
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
.LCPI0_662:
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
.LCPI0_663:
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
.LCPI0_664:
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
.LCPI0_665:
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
.LCPI0_666:
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
.LCPI0_667:
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
.LCPI0_668:
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
.LCPI0_669:
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
.LCPI0_670:
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
.LCPI0_671:
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
.LCPI0_672:
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
.LCPI0_673:
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
.LCPI0_674:
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
.LCPI0_675:
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
.LCPI0_676:
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
.LCPI0_677:
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
.LCPI0_678:
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
.LCPI0_679:
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
.LCPI0_681:
	.zero	8
	.zero	8
	.zero	8
	.quad	3
	.quad	11
	.zero	8
	.zero	8
	.quad	7
.LCPI0_682:
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
.LCPI0_683:
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
.LCPI0_684:
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
.LCPI0_685:
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
.LCPI0_686:
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
.LCPI0_687:
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
.LCPI0_688:
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
.LCPI0_689:
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
.LCPI0_690:
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
.LCPI0_691:
	.zero	8
	.zero	8
	.quad	2
	.quad	3
	.quad	10
	.zero	8
	.quad	6
	.quad	7
.LCPI0_692:
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
.LCPI0_693:
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
.LCPI0_694:
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
.LCPI0_695:
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
.LCPI0_696:
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
.LCPI0_697:
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
.LCPI0_698:
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
.LCPI0_699:
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
.LCPI0_700:
	.zero	8
	.quad	1
	.quad	2
	.quad	3
	.quad	9
	.quad	5
	.quad	6
	.quad	7
.LCPI0_701:
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
.LCPI0_702:
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
.LCPI0_703:
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
.LCPI0_704:
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
.LCPI0_705:
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
.LCPI0_706:
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
.LCPI0_707:
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
.LCPI0_708:
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
.LCPI0_709:
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
.LCPI0_710:
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
.LCPI0_711:
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
.LCPI0_712:
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
.LCPI0_713:
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
.LCPI0_714:
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
.LCPI0_715:
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
.LCPI0_716:
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
.LCPI0_717:
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
.LCPI0_718:
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
.LCPI0_719:
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
.LCPI0_720:
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
.LCPI0_721:
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
.LCPI0_722:
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
.LCPI0_723:
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
.LCPI0_724:
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
.LCPI0_725:
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
.LCPI0_726:
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
.LCPI0_727:
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
.LCPI0_728:
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
.LCPI0_729:
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
.LCPI0_730:
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
.LCPI0_731:
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
.LCPI0_732:
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
.LCPI0_733:
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
.LCPI0_734:
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
.LCPI0_735:
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
.LCPI0_736:
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
.LCPI0_737:
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
.LCPI0_738:
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
.LCPI0_739:
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
.LCPI0_740:
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
.LCPI0_741:
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
.LCPI0_742:
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
.LCPI0_743:
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
.LCPI0_744:
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
.LCPI0_745:
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
.LCPI0_746:
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
.LCPI0_747:
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
.LCPI0_748:
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
.LCPI0_749:
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
.LCPI0_750:
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
.LCPI0_751:
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
.LCPI0_752:
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
.LCPI0_753:
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
.LCPI0_754:
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
.LCPI0_755:
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
.LCPI0_756:
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
.LCPI0_757:
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
.LCPI0_758:
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
.LCPI0_759:
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
.LCPI0_760:
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
.LCPI0_761:
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
.LCPI0_762:
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
.LCPI0_763:
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
.LCPI0_764:
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
.LCPI0_765:
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
.LCPI0_766:
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
.LCPI0_767:
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
.LCPI0_768:
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
.LCPI0_769:
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
.LCPI0_770:
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
.LCPI0_771:
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
.LCPI0_772:
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
.LCPI0_773:
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
.LCPI0_774:
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
.LCPI0_775:
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
.LCPI0_776:
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
.LCPI0_777:
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
.LCPI0_778:
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
.LCPI0_779:
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
.LCPI0_780:
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
.LCPI0_781:
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
.LCPI0_782:
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
.LCPI0_783:
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
.LCPI0_784:
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
.LCPI0_785:
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
.LCPI0_786:
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
.LCPI0_787:
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
.LCPI0_788:
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
.LCPI0_789:
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
.LCPI0_790:
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
.LCPI0_791:
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
.LCPI0_792:
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
.LCPI0_793:
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
.LCPI0_794:
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
.LCPI0_795:
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
.LCPI0_796:
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
.LCPI0_797:
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
.LCPI0_798:
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
.LCPI0_799:
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
.LCPI0_800:
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
.LCPI0_801:
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
.LCPI0_802:
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
.LCPI0_803:
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
.LCPI0_804:
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
.LCPI0_805:
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
.LCPI0_806:
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
.LCPI0_813:
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
.LCPI0_814:
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
.LCPI0_815:
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
.LCPI0_816:
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
.LCPI0_817:
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
.LCPI0_818:
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
.LCPI0_819:
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
.LCPI0_820:
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
.LCPI0_821:
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
.LCPI0_822:
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
.LCPI0_823:
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
.LCPI0_824:
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
.LCPI0_825:
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
.LCPI0_826:
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
.LCPI0_827:
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
.LCPI0_828:
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
.LCPI0_829:
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
.LCPI0_830:
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
.LCPI0_831:
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
.LCPI0_832:
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
.LCPI0_833:
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
.LCPI0_834:
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
.LCPI0_835:
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
.LCPI0_836:
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
.LCPI0_842:
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
.LCPI0_843:
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
.LCPI0_844:
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
.LCPI0_845:
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
.LCPI0_846:
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
.LCPI0_847:
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
.LCPI0_848:
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
.LCPI0_849:
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
.LCPI0_850:
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
.LCPI0_851:
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
.LCPI0_852:
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
.LCPI0_853:
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
.LCPI0_854:
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
.LCPI0_855:
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
.LCPI0_856:
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
.LCPI0_857:
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
.LCPI0_858:
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
.LCPI0_859:
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
.LCPI0_860:
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
.LCPI0_861:
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
.LCPI0_862:
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
.LCPI0_863:
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
.LCPI0_864:
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
.LCPI0_865:
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
.LCPI0_866:
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
.LCPI0_867:
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
.LCPI0_868:
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
.LCPI0_869:
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
.LCPI0_870:
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
.LCPI0_871:
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
.LCPI0_872:
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
.LCPI0_873:
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
.LCPI0_874:
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
.LCPI0_875:
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
.LCPI0_876:
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
	.globl	tessera_rownorm_x86_64_v4
	.p2align	4
	.type	tessera_rownorm_x86_64_v4,@function
tessera_rownorm_x86_64_v4:
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
	subq	$488, %rsp
	movq	(%rdi), %rax
	movq	%rax, -80(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, -56(%rsp)
	movq	24(%rdi), %r13
	movq	32(%rdi), %rax
	movq	40(%rdi), %rcx
	cmpq	$15, %rcx
	movq	%rax, -16(%rsp)
	movq	%rcx, -128(%rsp)
	ja	.LBB0_7
	movq	%rax, %rdi
	subq	%r13, %rdi
	jbe	.LBB0_170
	movq	-128(%rsp), %rax
	shlq	$6, %rax
	movq	%rax, -24(%rsp)
	imulq	$60, %r13, %r11
	movq	-56(%rsp), %r8
	leaq	(%r8,%r11), %rax
	movq	%rax, -32(%rsp)
	imulq	$56, %r13, %rbx
	leaq	(%r8,%rbx), %rax
	movq	%rax, -64(%rsp)
	imulq	$52, %r13, %r9
	leaq	(%r8,%r9), %rax
	movq	%rax, -88(%rsp)
	movq	%r13, %r10
	shlq	$4, %r10
	leaq	(,%r13,8), %rax
	leaq	(%rax,%rax,4), %r14
	leaq	(,%r13,4), %rcx
	leaq	(%rcx,%rcx,8), %r15
	movq	%r13, %r12
	shlq	$5, %r12
	leaq	(,%r13,8), %rdx
	addq	%r13, %rdx
	leaq	(%rdx,%rdx,2), %rdx
	addq	%r13, %rdx
	leaq	(%rax,%rax,2), %rbp
	movq	-16(%rsp), %rax
	leaq	(%rcx,%rcx,4), %rsi
	movq	%rdi, -96(%rsp)
	leaq	(%rcx,%rcx,2), %rdi
	movq	-80(%rsp), %rcx
	addq	%rcx, %r11
	movq	%r11, -120(%rsp)
	addq	%rcx, %rbx
	addq	%rcx, %r9
	movq	%r9, -40(%rsp)
	leaq	(%r10,%r10,2), %r9
	leaq	(%r8,%r9), %r11
	movq	%r11, 96(%rsp)
	addq	%rcx, %r9
	movq	%r9, 104(%rsp)
	imulq	$44, %r13, %r11
	leaq	(%r8,%r11), %r9
	movq	%r9, 88(%rsp)
	addq	%rcx, %r11
	leaq	(%r8,%r14), %r9
	movq	%r9, 80(%rsp)
	addq	%rcx, %r14
	movq	%r14, 16(%rsp)
	leaq	(%r8,%r15), %r9
	movq	%r9, 72(%rsp)
	addq	%rcx, %r15
	movq	%r15, 8(%rsp)
	leaq	(%r8,%r12), %r9
	movq	%r9, 64(%rsp)
	addq	%rcx, %r12
	movq	%r12, (%rsp)
	leaq	(%r8,%rdx), %r9
	movq	%r9, 56(%rsp)
	addq	%rcx, %rdx
	movq	%rdx, -8(%rsp)
	leaq	(%r8,%rbp), %rdx
	movq	%rdx, 48(%rsp)
	addq	%rcx, %rbp
	movq	%rbp, 128(%rsp)
	leaq	(%r8,%rsi), %rdx
	movq	%rdx, 40(%rsp)
	addq	%rcx, %rsi
	movq	%rsi, 120(%rsp)
	leaq	(%r8,%r10), %rdx
	movq	%rdx, 32(%rsp)
	addq	%rcx, %r10
	movq	%r10, -48(%rsp)
	leaq	(%r8,%rdi), %rdx
	movq	%rdx, 24(%rsp)
	addq	%rcx, %rdi
	movq	%rdi, 112(%rsp)
	movq	-96(%rsp), %rdi
	vmovaps	.LCPI0_875(%rip), %zmm13
	vmovapd	.LCPI0_876(%rip), %zmm14
	vmovaps	.LCPI0_869(%rip), %zmm15
	vmovaps	.LCPI0_870(%rip), %zmm16
	vmovaps	.LCPI0_871(%rip), %zmm19
	vmovaps	.LCPI0_872(%rip), %zmm20
	vmovaps	.LCPI0_873(%rip), %zmm21
	vmovaps	.LCPI0_874(%rip), %zmm22
	vmovaps	.LCPI0_857(%rip), %zmm24
	vmovaps	.LCPI0_858(%rip), %zmm25
	vmovaps	.LCPI0_859(%rip), %zmm26
	vmovaps	.LCPI0_860(%rip), %zmm27
	vmovaps	.LCPI0_861(%rip), %zmm28
	vmovaps	.LCPI0_862(%rip), %zmm29
	vmovaps	.LCPI0_863(%rip), %zmm30
	vbroadcasti64x4	.LCPI0_837(%rip), %zmm0
	vmovdqu64	%zmm0, 416(%rsp)
	vbroadcasti64x4	.LCPI0_838(%rip), %zmm0
	vmovdqu64	%zmm0, 144(%rsp)
	vbroadcasti64x4	.LCPI0_839(%rip), %zmm0
	vmovdqu64	%zmm0, 352(%rsp)
	vbroadcasti64x4	.LCPI0_840(%rip), %zmm0
	vmovdqu64	%zmm0, 288(%rsp)
	vbroadcasti64x4	.LCPI0_841(%rip), %zmm0
	vmovdqu64	%zmm0, 208(%rsp)
	leaq	(%r8,%r13,8), %r10
	leaq	(%r8,%r13,4), %r9
	movq	-128(%rsp), %rdx
	decq	%rdx
	movq	%rdx, 136(%rsp)
	leaq	(%rcx,%r13,8), %r14
	leaq	(%rcx,%r13,4), %rsi
	movw	$-2048, %r12w
	vbroadcastss	.LCPI0_1(%rip), %zmm23
	vbroadcastss	.LCPI0_2(%rip), %zmm31
	vbroadcastss	.LCPI0_0(%rip), %zmm17
	jmp	.LBB0_5
.LBB0_7:
	movq	16(%rdi), %rdx
	cmpq	$4097, %rcx
	jae	.LBB0_8
	movq	%rax, %r9
	subq	%r13, %r9
	jbe	.LBB0_170
	movq	%r13, %rcx
	movq	-128(%rsp), %rsi
	movl	%esi, %r10d
	andl	$8188, %r10d
	movq	-80(%rsp), %r8
	movq	%r8, %rax
	movq	-56(%rsp), %rdi
	subq	%rdi, %rax
	movq	%rax, 416(%rsp)
	movq	%r13, %rax
	imulq	%rsi, %rax
	leaq	(%rdi,%rax,4), %r11
	movq	%rdx, %rbx
	subq	%r11, %rbx
	movq	%rbx, -88(%rsp)
	movq	%rsi, %rbx
	shlq	$4, %rbx
	movq	%rbx, -48(%rsp)
	negq	%rbx
	movq	%rbx, 16(%rsp)
	movq	%r10, -40(%rsp)
	decq	%r10
	shrq	$2, %r10
	movq	%r10, 8(%rsp)
	leaq	1(%r10), %rbx
	movl	%esi, %r10d
	andl	$8128, %r10d
	movq	%r10, 144(%rsp)
	movl	%esi, %r13d
	andl	$8184, %r13d
	movl	%esi, %r10d
	andl	$7, %r10d
	movq	%r10, -72(%rsp)
	movq	%rbx, (%rsp)
	andq	$-2, %rbx
	movq	%rbx, -8(%rsp)
	movl	%esi, %r10d
	andl	$3, %r10d
	movq	%r10, -96(%rsp)
	leal	(,%rsi,4), %r10d
	andl	$32512, %r10d
	leaq	(%r8,%rax,4), %rbx
	addq	$192, %rbx
	movq	%rbx, -104(%rsp)
	leaq	(%r8,%rax,4), %r8
	movq	%r8, -112(%rsp)
	leaq	(%rdi,%rax,4), %r8
	addq	$192, %r8
	leaq	16(,%rcx,4), %rax
	imulq	%rsi, %rax
	vmovaps	.LCPI0_3(%rip), %xmm0
	vmovaps	.LCPI0_4(%rip), %xmm1
	vbroadcastss	.LCPI0_0(%rip), %ymm2
	vpbroadcastd	.LCPI0_1(%rip), %ymm3
	vbroadcastss	.LCPI0_0(%rip), %zmm4
	vpbroadcastd	.LCPI0_1(%rip), %zmm5
	leaq	64(%rax,%rdi), %rax
	movq	%rax, -64(%rsp)
	movq	%r11, %rdi
	movq	-16(%rsp), %rax
	vpbroadcastd	.LCPI0_2(%rip), %zmm6
	leaq	(,%rsi,4), %r11
	xorl	%ebx, %ebx
	movl	$2143289344, %r14d
	jmp	.LBB0_21
	.p2align	4
.LBB0_150:
	movq	288(%rsp), %rcx
	addq	$4, %rcx
	movq	-80(%rsp), %r9
	addq	$-4, %r9
	movq	-24(%rsp), %rbx
	incq	%rbx
	movq	-48(%rsp), %rax
	movq	208(%rsp), %r8
	addq	%rax, %r8
	movq	352(%rsp), %rdi
	addq	%rax, %rdi
	addq	%rax, -64(%rsp)
	addq	%rax, -104(%rsp)
	addq	%rax, -112(%rsp)
	movq	-16(%rsp), %rax
	cmpq	%rax, %rcx
	jae	.LBB0_170
.LBB0_21:
	movq	16(%rsp), %rsi
	movq	%rbx, -24(%rsp)
	imulq	%rbx, %rsi
	addq	-88(%rsp), %rsi
	cmpq	$1, %r9
	movq	%r9, -80(%rsp)
	movq	%r9, %rbx
	adcq	$0, %rbx
	cmpq	$4, %rbx
	movl	$4, %r9d
	cmovaeq	%r9, %rbx
	movq	%rbx, -120(%rsp)
	movq	%rcx, 288(%rsp)
	subq	%rcx, %rax
	cmpq	$4, %rax
	movl	$4, %ebx
	movq	%rax, -32(%rsp)
	cmovbq	%rax, %rbx
	decq	%rbx
	movq	%rdi, 352(%rsp)
	movq	%r8, %rax
	movq	%rdx, %r8
	movq	%rax, 208(%rsp)
	leaq	192(%rdx), %r9
	xorl	%ebp, %ebp
	movq	-128(%rsp), %rcx
	jmp	.LBB0_22
	.p2align	4
.LBB0_123:
	incq	%rbp
	addq	%r11, %r9
	addq	%r11, %rax
	addq	%r11, %r8
	addq	%r11, %rdi
	cmpq	-120(%rsp), %rbp
	je	.LBB0_124
.LBB0_22:
	cmpq	$256, %rsi
	jae	.LBB0_112
	xorl	%r12d, %r12d
	jmp	.LBB0_118
	.p2align	4
.LBB0_112:
	xorl	%r15d, %r15d
	cmpq	$64, %rcx
	jb	.LBB0_116
	.p2align	4
.LBB0_113:
	vmovups	-192(%rax,%r15), %zmm7
	vmovups	-128(%rax,%r15), %zmm8
	vmovups	-64(%rax,%r15), %zmm9
	vmovups	(%rax,%r15), %zmm10
	vmulps	%zmm7, %zmm7, %zmm7
	vmulps	%zmm8, %zmm8, %zmm8
	vmulps	%zmm9, %zmm9, %zmm9
	vmulps	%zmm10, %zmm10, %zmm10
	vmovups	%zmm7, -192(%r9,%r15)
	vmovups	%zmm8, -128(%r9,%r15)
	vmovups	%zmm9, -64(%r9,%r15)
	vmovups	%zmm10, (%r9,%r15)
	addq	$256, %r15
	cmpq	%r15, %r10
	jne	.LBB0_113
	cmpq	144(%rsp), %rcx
	je	.LBB0_123
	movq	144(%rsp), %r12
	movq	%r12, %r15
	testb	$56, %cl
	je	.LBB0_118
	.p2align	4
.LBB0_116:
	vmovups	(%rdi,%r15,4), %ymm7
	vmulps	%ymm7, %ymm7, %ymm7
	vmovups	%ymm7, (%r8,%r15,4)
	addq	$8, %r15
	cmpq	%r15, %r13
	jne	.LBB0_116
	movq	%r13, %r12
	cmpq	%r13, %rcx
	je	.LBB0_123
.LBB0_118:
	movq	%r12, %r15
	cmpq	$0, -72(%rsp)
	je	.LBB0_121
	movq	-72(%rsp), %rcx
	movq	%r12, %r15
	.p2align	4
.LBB0_120:
	vmovss	(%rdi,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, (%r8,%r15,4)
	incq	%r15
	decq	%rcx
	jne	.LBB0_120
.LBB0_121:
	movq	-128(%rsp), %rcx
	subq	%rcx, %r12
	cmpq	$-8, %r12
	ja	.LBB0_123
	.p2align	4
.LBB0_122:
	vmovss	(%rdi,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, (%r8,%r15,4)
	vmovss	4(%rdi,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, 4(%r8,%r15,4)
	vmovss	8(%rdi,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, 8(%r8,%r15,4)
	vmovss	12(%rdi,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, 12(%r8,%r15,4)
	vmovss	16(%rdi,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, 16(%r8,%r15,4)
	vmovss	20(%rdi,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, 20(%r8,%r15,4)
	vmovss	24(%rdi,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, 24(%r8,%r15,4)
	vmovss	28(%rdi,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, 28(%r8,%r15,4)
	addq	$8, %r15
	cmpq	%r15, %rcx
	jne	.LBB0_122
	jmp	.LBB0_123
	.p2align	4
.LBB0_124:
	movq	-32(%rsp), %rdi
	cmpq	$2, %rdi
	movq	%rbx, %r8
	movl	$1, %eax
	cmovaeq	%rax, %r8
	movq	%r8, %rax
	imulq	%rcx, %rax
	cmpq	$3, %rdi
	movq	%rbx, %r9
	movl	$2, %esi
	cmovaeq	%rsi, %r9
	movq	%rcx, %rsi
	movq	%r9, %rcx
	imulq	%rsi, %rcx
	cmpq	$4, %rdi
	movl	$3, %edi
	cmovaeq	%rdi, %rbx
	movq	%rbx, %rdi
	imulq	%rsi, %rdi
	leaq	(%rdx,%rax,4), %rax
	leaq	(%rdx,%rcx,4), %rsi
	leaq	(%rdx,%rdi,4), %rdi
	cmpq	$0, 8(%rsp)
	je	.LBB0_125
	imulq	%r11, %rbx
	leaq	16(%rdx), %rcx
	addq	%rcx, %rbx
	imulq	%r11, %r9
	addq	%rcx, %r9
	imulq	%r11, %r8
	addq	%rcx, %r8
	vxorps	%xmm7, %xmm7, %xmm7
	movq	-8(%rsp), %r12
	movq	-64(%rsp), %r15
	xorl	%ebp, %ebp
	.p2align	4
.LBB0_134:
	prefetcht0	-64(%r15)
	vmovups	-16(%rcx,%rbp,4), %xmm8
	vmovups	-16(%r8,%rbp,4), %xmm9
	vmovups	-16(%r9,%rbp,4), %xmm10
	vmovups	-16(%rbx,%rbp,4), %xmm11
	vmovlhps	%xmm10, %xmm8, %xmm12
	vunpckhpd	%xmm10, %xmm8, %xmm8
	vmovlhps	%xmm11, %xmm9, %xmm10
	vunpckhpd	%xmm11, %xmm9, %xmm9
	vmovaps	%xmm12, %xmm11
	vpermt2ps	%xmm10, %xmm0, %xmm11
	vaddps	%xmm7, %xmm11, %xmm7
	vpermt2ps	%xmm10, %xmm1, %xmm12
	vaddps	%xmm7, %xmm12, %xmm7
	vmovaps	%xmm8, %xmm10
	vpermt2ps	%xmm9, %xmm0, %xmm10
	vaddps	%xmm7, %xmm10, %xmm7
	vpermt2ps	%xmm9, %xmm1, %xmm8
	vaddps	%xmm7, %xmm8, %xmm7
	vmovups	(%rcx,%rbp,4), %xmm8
	vmovups	(%r8,%rbp,4), %xmm9
	vmovups	(%r9,%rbp,4), %xmm10
	prefetcht0	(%r15)
	vmovups	(%rbx,%rbp,4), %xmm11
	vmovlhps	%xmm10, %xmm8, %xmm12
	vunpckhpd	%xmm10, %xmm8, %xmm8
	vmovlhps	%xmm11, %xmm9, %xmm10
	vunpckhpd	%xmm11, %xmm9, %xmm9
	vmovaps	%xmm12, %xmm11
	vpermt2ps	%xmm10, %xmm0, %xmm11
	vaddps	%xmm7, %xmm11, %xmm7
	vpermt2ps	%xmm10, %xmm1, %xmm12
	vaddps	%xmm7, %xmm12, %xmm7
	vmovaps	%xmm8, %xmm10
	vpermt2ps	%xmm9, %xmm0, %xmm10
	vaddps	%xmm7, %xmm10, %xmm7
	vpermt2ps	%xmm9, %xmm1, %xmm8
	vaddps	%xmm7, %xmm8, %xmm7
	addq	$8, %rbp
	subq	$-128, %r15
	addq	$-2, %r12
	jne	.LBB0_134
	testb	$1, (%rsp)
	movq	-128(%rsp), %r9
	jne	.LBB0_127
	jmp	.LBB0_128
	.p2align	4
.LBB0_125:
	vxorps	%xmm7, %xmm7, %xmm7
	xorl	%ebp, %ebp
	movq	-128(%rsp), %r9
.LBB0_127:
	movq	288(%rsp), %rcx
	imulq	%r9, %rcx
	movq	-56(%rsp), %r8
	leaq	(%r8,%rcx,4), %rcx
	leaq	(%r9,%rbp), %r8
	shlq	$4, %r8
	prefetcht0	(%rcx,%r8)
	vmovups	(%rdx,%rbp,4), %xmm8
	vmovups	(%rax,%rbp,4), %xmm9
	vmovups	(%rsi,%rbp,4), %xmm10
	vmovups	(%rdi,%rbp,4), %xmm11
	vmovlhps	%xmm10, %xmm8, %xmm12
	vunpckhpd	%xmm10, %xmm8, %xmm8
	vmovlhps	%xmm11, %xmm9, %xmm10
	vunpckhpd	%xmm11, %xmm9, %xmm9
	vmovaps	%xmm12, %xmm11
	vpermt2ps	%xmm10, %xmm0, %xmm11
	vaddps	%xmm7, %xmm11, %xmm7
	vpermt2ps	%xmm10, %xmm1, %xmm12
	vaddps	%xmm7, %xmm12, %xmm7
	vmovaps	%xmm8, %xmm10
	vpermt2ps	%xmm9, %xmm0, %xmm10
	vaddps	%xmm7, %xmm10, %xmm7
	vpermt2ps	%xmm9, %xmm1, %xmm8
	vaddps	%xmm7, %xmm8, %xmm7
.LBB0_128:
	movq	-40(%rsp), %rcx
	movq	%rcx, %r8
	cmpq	%r9, %rcx
	movq	%r9, %rcx
	je	.LBB0_130
	.p2align	4
.LBB0_129:
	vmovss	(%rdx,%r8,4), %xmm8
	vinsertps	$16, (%rax,%r8,4), %xmm8, %xmm8
	vinsertps	$32, (%rsi,%r8,4), %xmm8, %xmm8
	vinsertps	$48, (%rdi,%r8,4), %xmm8, %xmm8
	vaddps	%xmm7, %xmm8, %xmm7
	incq	%r8
	cmpq	%rcx, %r8
	jb	.LBB0_129
.LBB0_130:
	vmovaps	%xmm7, 272(%rsp)
	movq	352(%rsp), %rbx
	movq	-112(%rsp), %r8
	movq	208(%rsp), %rax
	movq	-104(%rsp), %rsi
	xorl	%edi, %edi
	jmp	.LBB0_131
	.p2align	4
.LBB0_149:
	incq	%rdi
	addq	%r11, %rsi
	addq	%r11, %rax
	addq	%r11, %r8
	addq	%r11, %rbx
	cmpq	-120(%rsp), %rdi
	je	.LBB0_150
.LBB0_131:
	vmovss	272(%rsp,%rdi,4), %xmm7
	vsqrtss	%xmm7, %xmm7, %xmm7
	cmpq	$256, 416(%rsp)
	jae	.LBB0_135
	xorl	%r15d, %r15d
	jmp	.LBB0_144
	.p2align	4
.LBB0_135:
	cmpq	$64, %rcx
	jae	.LBB0_137
	xorl	%r9d, %r9d
	jmp	.LBB0_141
	.p2align	4
.LBB0_137:
	vbroadcastss	%xmm7, %zmm8
	xorl	%r9d, %r9d
	.p2align	4
.LBB0_138:
	vmovups	-192(%rax,%r9), %zmm9
	vmovups	-128(%rax,%r9), %zmm10
	vmovups	-64(%rax,%r9), %zmm11
	vmovups	(%rax,%r9), %zmm12
	vdivps	%zmm8, %zmm9, %zmm9
	vdivps	%zmm8, %zmm10, %zmm10
	vdivps	%zmm8, %zmm11, %zmm11
	vdivps	%zmm8, %zmm12, %zmm12
	vandps	%zmm4, %zmm9, %zmm13
	vandps	%zmm4, %zmm10, %zmm14
	vandps	%zmm4, %zmm11, %zmm15
	vandps	%zmm4, %zmm12, %zmm16
	vpcmpgtd	%zmm5, %zmm13, %k1
	vpcmpgtd	%zmm5, %zmm14, %k2
	vpcmpgtd	%zmm5, %zmm15, %k3
	vpcmpgtd	%zmm5, %zmm16, %k4
	vmovdqa32	%zmm6, %zmm9 {%k1}
	vmovdqa32	%zmm6, %zmm10 {%k2}
	vmovdqa32	%zmm6, %zmm11 {%k3}
	vmovdqa32	%zmm6, %zmm12 {%k4}
	vmovdqu64	%zmm9, -192(%rsi,%r9)
	vmovdqu64	%zmm10, -128(%rsi,%r9)
	vmovdqu64	%zmm11, -64(%rsi,%r9)
	vmovdqu64	%zmm12, (%rsi,%r9)
	addq	$256, %r9
	cmpq	%r9, %r10
	jne	.LBB0_138
	cmpq	144(%rsp), %rcx
	je	.LBB0_149
	movq	144(%rsp), %r15
	movq	%r15, %r9
	testb	$56, %cl
	je	.LBB0_144
.LBB0_141:
	vbroadcastss	%xmm7, %ymm8
	.p2align	4
.LBB0_142:
	vmovups	(%rbx,%r9,4), %ymm9
	vdivps	%ymm8, %ymm9, %ymm9
	vandps	%ymm2, %ymm9, %ymm10
	vpcmpgtd	%ymm3, %ymm10, %k1
	vpbroadcastd	.LCPI0_2(%rip), %ymm9 {%k1}
	vmovdqu	%ymm9, (%r8,%r9,4)
	addq	$8, %r9
	cmpq	%r9, %r13
	jne	.LBB0_142
	movq	%r13, %r15
	cmpq	%r13, %rcx
	je	.LBB0_149
.LBB0_144:
	movq	%r15, %r9
	cmpq	$0, -96(%rsp)
	je	.LBB0_147
	movq	-96(%rsp), %r12
	movq	%r15, %r9
	.p2align	4
.LBB0_146:
	vmovss	(%rbx,%r9,4), %xmm8
	vdivss	%xmm7, %xmm8, %xmm8
	vmovd	%xmm8, %ecx
	movl	%ecx, %ebp
	andl	$2147483647, %ebp
	cmpl	$2139095041, %ebp
	cmovael	%r14d, %ecx
	movl	%ecx, (%r8,%r9,4)
	incq	%r9
	decq	%r12
	jne	.LBB0_146
.LBB0_147:
	movq	-128(%rsp), %rcx
	subq	%rcx, %r15
	cmpq	$-4, %r15
	ja	.LBB0_149
	.p2align	4
.LBB0_148:
	vmovss	(%rbx,%r9,4), %xmm8
	vdivss	%xmm7, %xmm8, %xmm8
	vmovd	%xmm8, %ecx
	movl	%ecx, %ebp
	andl	$2147483647, %ebp
	cmpl	$2139095041, %ebp
	cmovael	%r14d, %ecx
	movl	%ecx, (%r8,%r9,4)
	vmovss	4(%rbx,%r9,4), %xmm8
	vdivss	%xmm7, %xmm8, %xmm8
	vmovd	%xmm8, %ecx
	movl	%ecx, %ebp
	andl	$2147483647, %ebp
	cmpl	$2139095041, %ebp
	cmovael	%r14d, %ecx
	movl	%ecx, 4(%r8,%r9,4)
	vmovss	8(%rbx,%r9,4), %xmm8
	vdivss	%xmm7, %xmm8, %xmm8
	vmovd	%xmm8, %ecx
	movl	%ecx, %ebp
	andl	$2147483647, %ebp
	cmpl	$2139095041, %ebp
	cmovael	%r14d, %ecx
	movl	%ecx, 8(%r8,%r9,4)
	vmovss	12(%rbx,%r9,4), %xmm8
	vdivss	%xmm7, %xmm8, %xmm8
	vmovd	%xmm8, %ecx
	movl	%ecx, %ebp
	andl	$2147483647, %ebp
	cmpl	$2139095041, %ebp
	cmovael	%r14d, %ecx
	movl	%ecx, 12(%r8,%r9,4)
	movq	-128(%rsp), %rcx
	addq	$4, %r9
	cmpq	%r9, %rcx
	jne	.LBB0_148
	jmp	.LBB0_149
.LBB0_8:
	cmpq	%r13, %rax
	jbe	.LBB0_170
	movq	%r13, %rcx
	movq	-80(%rsp), %r8
	movq	%r8, %rax
	movq	-56(%rsp), %rdi
	subq	%rdi, %rax
	movq	%rax, -32(%rsp)
	movq	%r13, %rax
	movq	-128(%rsp), %rsi
	imulq	%rsi, %rax
	leaq	(%rdi,%rax,4), %r13
	leaq	(,%rsi,4), %r9
	movq	%r9, -64(%rsp)
	negq	%r9
	movq	%r9, -40(%rsp)
	movq	%rsi, %r9
	andq	$-64, %r9
	movq	%r9, -88(%rsp)
	movq	%rsi, %r9
	andq	$-8, %r9
	movq	%r9, -48(%rsp)
	andl	$3, %esi
	movq	%rsi, -24(%rsp)
	leaq	(%rdi,%rax,4), %rbx
	addq	$192, %rbx
	leaq	(%r8,%rax,4), %r10
	addq	$192, %r10
	leaq	(%r8,%rax,4), %r11
	xorl	%esi, %esi
	vbroadcastss	.LCPI0_0(%rip), %zmm0
	vpbroadcastd	.LCPI0_1(%rip), %zmm1
	vpbroadcastd	.LCPI0_2(%rip), %zmm2
	vbroadcastss	.LCPI0_0(%rip), %ymm3
	vpbroadcastd	.LCPI0_1(%rip), %ymm4
	movq	%r13, 144(%rsp)
	jmp	.LBB0_10
	.p2align	4
.LBB0_169:
	movq	288(%rsp), %rcx
	incq	%rcx
	movq	-56(%rsp), %rsi
	incq	%rsi
	movq	-64(%rsp), %rax
	addq	%rax, %rbx
	addq	%rax, %r13
	addq	%rax, %r10
	addq	%rax, %r11
	cmpq	-16(%rsp), %rcx
	je	.LBB0_170
.LBB0_10:
	movq	%r11, -112(%rsp)
	movq	%r10, -104(%rsp)
	movq	%rcx, 288(%rsp)
	movq	-40(%rsp), %rax
	movq	%rsi, -56(%rsp)
	imulq	%rsi, %rax
	addq	%rdx, %rax
	movq	%rax, 416(%rsp)
	vxorps	%xmm5, %xmm5, %xmm5
	movl	$1024, %r12d
	movq	%rdx, %rax
	movq	%r13, %rsi
	movq	%rbx, 208(%rsp)
	xorl	%r10d, %r10d
	xorl	%r11d, %r11d
	xorl	%r8d, %r8d
	movq	-128(%rsp), %r9
	jmp	.LBB0_11
	.p2align	4
.LBB0_182:
	movq	-120(%rsp), %r8
.LBB0_154:
	addq	$1024, %r12
	addq	$-1024, %r11
	incq	%r10
	addq	$4096, %rbx
	addq	$4096, %rsi
	addq	$-4096, %rax
	movq	-128(%rsp), %r9
	cmpq	%r9, %r8
	jae	.LBB0_155
.LBB0_11:
	movq	%r8, %rdi
	cmpq	%r12, %r9
	movq	%r12, %r14
	cmovbq	%r9, %r14
	leaq	(%r14,%r11), %rcx
	movq	%rcx, -72(%rsp)
	cmpq	$1, %rcx
	movq	%r14, %rbp
	adcq	%r11, %rbp
	leaq	1024(%r8), %rcx
	cmpq	%r9, %rcx
	movq	%rcx, -120(%rsp)
	cmovbq	%rcx, %r9
	cmpq	%r9, %r8
	jae	.LBB0_181
	movq	%rdi, %r8
	leaq	(%r14,%r11), %rcx
	cmpq	$8, %rcx
	jb	.LBB0_176
	movq	%r10, %rcx
	shlq	$12, %rcx
	addq	144(%rsp), %rcx
	movq	%r10, -96(%rsp)
	movq	416(%rsp), %r10
	subq	%rcx, %r10
	movq	%rdi, %r8
	cmpq	$256, %r10
	movq	-96(%rsp), %r10
	jb	.LBB0_176
	leaq	(%r14,%r11), %r15
	cmpq	$64, %r15
	jae	.LBB0_171
	xorl	%r15d, %r15d
	jmp	.LBB0_16
.LBB0_171:
	movq	%r14, %rcx
	andq	$-64, %rcx
	addq	%r11, %rcx
	movl	%r14d, %r8d
	andl	$63, %r8d
	movq	%r8, 352(%rsp)
	subq	%r8, %r15
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_172:
	vmovups	-192(%rbx,%r8,4), %zmm6
	vmovups	-128(%rbx,%r8,4), %zmm7
	vmovups	-64(%rbx,%r8,4), %zmm8
	vmovups	(%rbx,%r8,4), %zmm9
	vmulps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm7, %zmm7, %zmm7
	vmulps	%zmm8, %zmm8, %zmm8
	vmulps	%zmm9, %zmm9, %zmm9
	vmovups	%zmm6, (%rdx,%r8,4)
	vmovups	%zmm7, 64(%rdx,%r8,4)
	vmovups	%zmm8, 128(%rdx,%r8,4)
	vmovups	%zmm9, 192(%rdx,%r8,4)
	addq	$64, %r8
	cmpq	%r8, %rcx
	jne	.LBB0_172
	movq	352(%rsp), %rcx
	testq	%rcx, %rcx
	je	.LBB0_181
	cmpl	$8, %ecx
	jb	.LBB0_175
.LBB0_16:
	movl	%r14d, %r8d
	andl	$7, %r8d
	leaq	(%r14,%r11), %rcx
	subq	%r8, %rcx
	movl	%r14d, %r10d
	andl	$7, %r10d
	leaq	(%r14,%r11), %r8
	subq	%r10, %r8
	addq	%rdi, %r8
	.p2align	4
.LBB0_17:
	vmovups	(%rsi,%r15,4), %ymm6
	vmulps	%ymm6, %ymm6, %ymm6
	vmovups	%ymm6, (%rdx,%r15,4)
	addq	$8, %r15
	cmpq	%r15, %rcx
	jne	.LBB0_17
	testq	%r10, %r10
	movq	-96(%rsp), %r10
	je	.LBB0_181
.LBB0_176:
	movl	%r14d, %ecx
	subl	%r8d, %ecx
	movq	%r8, %r15
	testb	$7, %cl
	je	.LBB0_179
	movl	%r14d, %ecx
	subb	%r8b, %cl
	movzbl	%cl, %ecx
	andl	$7, %ecx
	movq	%r8, %r15
	.p2align	4
.LBB0_178:
	vmovss	(%r13,%r15,4), %xmm6
	vmulss	%xmm6, %xmm6, %xmm6
	vmovss	%xmm6, (%rax,%r15,4)
	incq	%r15
	decq	%rcx
	jne	.LBB0_178
.LBB0_179:
	subq	%r14, %r8
	cmpq	$-8, %r8
	ja	.LBB0_181
	.p2align	4
.LBB0_180:
	vmovss	(%r13,%r15,4), %xmm6
	vmulss	%xmm6, %xmm6, %xmm6
	vmovss	%xmm6, (%rax,%r15,4)
	vmovss	4(%r13,%r15,4), %xmm6
	vmulss	%xmm6, %xmm6, %xmm6
	vmovss	%xmm6, 4(%rax,%r15,4)
	vmovss	8(%r13,%r15,4), %xmm6
	vmulss	%xmm6, %xmm6, %xmm6
	vmovss	%xmm6, 8(%rax,%r15,4)
	vmovss	12(%r13,%r15,4), %xmm6
	vmulss	%xmm6, %xmm6, %xmm6
	vmovss	%xmm6, 12(%rax,%r15,4)
	vmovss	16(%r13,%r15,4), %xmm6
	vmulss	%xmm6, %xmm6, %xmm6
	vmovss	%xmm6, 16(%rax,%r15,4)
	vmovss	20(%r13,%r15,4), %xmm6
	vmulss	%xmm6, %xmm6, %xmm6
	vmovss	%xmm6, 20(%rax,%r15,4)
	vmovss	24(%r13,%r15,4), %xmm6
	vmulss	%xmm6, %xmm6, %xmm6
	vmovss	%xmm6, 24(%rax,%r15,4)
	vmovss	28(%r13,%r15,4), %xmm6
	vmulss	%xmm6, %xmm6, %xmm6
	vmovss	%xmm6, 28(%rax,%r15,4)
	addq	$8, %r15
	cmpq	%r15, %r14
	jne	.LBB0_180
	.p2align	4
.LBB0_181:
	cmpq	%rdi, %r9
	je	.LBB0_182
	cmpq	$8, -72(%rsp)
	jae	.LBB0_185
	xorl	%ecx, %ecx
	movq	-120(%rsp), %r8
	jmp	.LBB0_152
	.p2align	4
.LBB0_185:
	movq	%rbp, %rdi
	andq	$-8, %rdi
	xorl	%ecx, %ecx
	movq	-120(%rsp), %r8
	.p2align	4
.LBB0_186:
	vaddss	(%rdx,%rcx,4), %xmm5, %xmm5
	vaddss	4(%rdx,%rcx,4), %xmm5, %xmm5
	vaddss	8(%rdx,%rcx,4), %xmm5, %xmm5
	vaddss	12(%rdx,%rcx,4), %xmm5, %xmm5
	vaddss	16(%rdx,%rcx,4), %xmm5, %xmm5
	vaddss	20(%rdx,%rcx,4), %xmm5, %xmm5
	vaddss	24(%rdx,%rcx,4), %xmm5, %xmm5
	vaddss	28(%rdx,%rcx,4), %xmm5, %xmm5
	addq	$8, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_186
	testb	$7, %bpl
	je	.LBB0_154
.LBB0_152:
	andl	$7, %ebp
	leaq	(%rdx,%rcx,4), %rcx
	xorl	%edi, %edi
	.p2align	4
.LBB0_153:
	vaddss	(%rcx,%rdi,4), %xmm5, %xmm5
	incq	%rdi
	cmpq	%rdi, %rbp
	jne	.LBB0_153
	jmp	.LBB0_154
.LBB0_175:
	addq	%rdi, %r15
	movq	%r15, %r8
	jmp	.LBB0_176
	.p2align	4
.LBB0_155:
	vsqrtss	%xmm5, %xmm5, %xmm5
	cmpq	$256, -32(%rsp)
	jae	.LBB0_157
	xorl	%ecx, %ecx
	movq	208(%rsp), %rbx
	movq	-104(%rsp), %r10
	movq	-112(%rsp), %r11
	movl	$2143289344, %ebp
.LBB0_164:
	movq	%rcx, %rax
	cmpq	$0, -24(%rsp)
	je	.LBB0_167
	movq	-24(%rsp), %rsi
	movq	%rcx, %rax
	.p2align	4
.LBB0_166:
	vmovss	(%r13,%rax,4), %xmm6
	vdivss	%xmm5, %xmm6, %xmm6
	vmovd	%xmm6, %edi
	movl	%edi, %r8d
	andl	$2147483647, %r8d
	cmpl	$2139095041, %r8d
	cmovael	%ebp, %edi
	movl	%edi, (%r11,%rax,4)
	incq	%rax
	decq	%rsi
	jne	.LBB0_166
.LBB0_167:
	movq	-128(%rsp), %rdi
	subq	%rdi, %rcx
	cmpq	$-4, %rcx
	ja	.LBB0_169
	.p2align	4
.LBB0_168:
	vmovss	(%r13,%rax,4), %xmm6
	vdivss	%xmm5, %xmm6, %xmm6
	vmovd	%xmm6, %ecx
	movl	%ecx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%ebp, %ecx
	movl	%ecx, (%r11,%rax,4)
	vmovss	4(%r13,%rax,4), %xmm6
	vdivss	%xmm5, %xmm6, %xmm6
	vmovd	%xmm6, %ecx
	movl	%ecx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%ebp, %ecx
	movl	%ecx, 4(%r11,%rax,4)
	vmovss	8(%r13,%rax,4), %xmm6
	vdivss	%xmm5, %xmm6, %xmm6
	vmovd	%xmm6, %ecx
	movl	%ecx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%ebp, %ecx
	movl	%ecx, 8(%r11,%rax,4)
	vmovss	12(%r13,%rax,4), %xmm6
	vdivss	%xmm5, %xmm6, %xmm6
	vmovd	%xmm6, %ecx
	movl	%ecx, %esi
	andl	$2147483647, %esi
	cmpl	$2139095041, %esi
	cmovael	%ebp, %ecx
	movl	%ecx, 12(%r11,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rdi
	jne	.LBB0_168
	jmp	.LBB0_169
	.p2align	4
.LBB0_157:
	vbroadcastss	%xmm5, %zmm6
	xorl	%eax, %eax
	movq	-88(%rsp), %rcx
	movq	208(%rsp), %rbx
	movq	-104(%rsp), %r10
	movq	-112(%rsp), %r11
	movl	$2143289344, %ebp
	.p2align	4
.LBB0_158:
	vmovups	-192(%rbx,%rax,4), %zmm7
	vmovups	-128(%rbx,%rax,4), %zmm8
	vmovups	-64(%rbx,%rax,4), %zmm9
	vmovups	(%rbx,%rax,4), %zmm10
	vdivps	%zmm6, %zmm7, %zmm7
	vdivps	%zmm6, %zmm8, %zmm8
	vdivps	%zmm6, %zmm9, %zmm9
	vdivps	%zmm6, %zmm10, %zmm10
	vandps	%zmm0, %zmm7, %zmm11
	vandps	%zmm0, %zmm8, %zmm12
	vandps	%zmm0, %zmm9, %zmm13
	vandps	%zmm0, %zmm10, %zmm14
	vpcmpgtd	%zmm1, %zmm11, %k1
	vpcmpgtd	%zmm1, %zmm12, %k2
	vpcmpgtd	%zmm1, %zmm13, %k3
	vpcmpgtd	%zmm1, %zmm14, %k4
	vmovdqa32	%zmm2, %zmm7 {%k1}
	vmovdqa32	%zmm2, %zmm8 {%k2}
	vmovdqa32	%zmm2, %zmm9 {%k3}
	vmovdqa32	%zmm2, %zmm10 {%k4}
	vmovdqu64	%zmm7, -192(%r10,%rax,4)
	vmovdqu64	%zmm8, -128(%r10,%rax,4)
	vmovdqu64	%zmm9, -64(%r10,%rax,4)
	vmovdqu64	%zmm10, (%r10,%rax,4)
	addq	$64, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_158
	cmpq	%rcx, %r9
	je	.LBB0_169
	movq	-88(%rsp), %rcx
	testb	$56, %r9b
	je	.LBB0_164
	vbroadcastss	%xmm5, %ymm6
	movq	-88(%rsp), %rax
	movq	-48(%rsp), %rsi
	.p2align	4
.LBB0_162:
	vmovups	(%r13,%rax,4), %ymm7
	vdivps	%ymm6, %ymm7, %ymm7
	vandps	%ymm3, %ymm7, %ymm8
	vpcmpgtd	%ymm4, %ymm8, %k1
	vpbroadcastd	.LCPI0_2(%rip), %ymm7 {%k1}
	vmovdqu	%ymm7, (%r11,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %rsi
	jne	.LBB0_162
	movq	%rsi, %rcx
	cmpq	%rsi, -128(%rsp)
	je	.LBB0_169
	jmp	.LBB0_164
.LBB0_71:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r9
.LBB0_72:
	cmpq	%r8, %rax
	cmovbq	%rax, %rbp
	addq	%r13, %rbp
	imulq	%r9, %rbp
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$488, %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	movq	-80(%rsp), %rax
	leaq	(%rax,%rbp,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	movq	-72(%rsp), %r9
	.p2align	4
.LBB0_73:
	addq	$64, %r13
	movq	-96(%rsp), %rdi
	addq	$-64, %rdi
	addq	$3840, -32(%rsp)
	addq	$3584, -64(%rsp)
	addq	$3328, -88(%rsp)
	addq	$3072, 96(%rsp)
	addq	$2816, 88(%rsp)
	addq	$2560, 80(%rsp)
	addq	$2304, 72(%rsp)
	addq	$2048, 64(%rsp)
	addq	$1792, 56(%rsp)
	addq	$1536, 48(%rsp)
	addq	$1280, 40(%rsp)
	addq	$1024, 32(%rsp)
	addq	$768, 24(%rsp)
	addq	$512, %r10
	addq	$256, %r9
	addq	$3840, -120(%rsp)
	addq	$3584, %rbx
	addq	$3328, -40(%rsp)
	addq	$3072, 104(%rsp)
	addq	$2816, %r11
	addq	$2560, 16(%rsp)
	addq	$2304, 8(%rsp)
	addq	$2048, (%rsp)
	addq	$1792, -8(%rsp)
	addq	$1536, 128(%rsp)
	addq	$1280, 120(%rsp)
	addq	$1024, -48(%rsp)
	addq	$768, 112(%rsp)
	addq	$512, %r14
	addq	$256, %rsi
	movq	-16(%rsp), %rax
	cmpq	%rax, %r13
	movw	$-2048, %r12w
	jae	.LBB0_170
.LBB0_5:
	cmpq	$64, %rdi
	movl	$64, %r15d
	cmovbq	%rdi, %r15
	movq	%rax, %rcx
	subq	%r13, %rcx
	cmpq	$64, %rcx
	movl	$64, %r8d
	cmovbq	%rcx, %r8
	movl	$0, %eax
	cmovaeq	-128(%rsp), %rax
	leaq	-1(%r8), %rbp
	decq	%rax
	cmpq	$14, %rax
	movq	%r9, -72(%rsp)
	movq	%rbx, -104(%rsp)
	movq	%r11, -112(%rsp)
	movq	%rdi, -96(%rsp)
	ja	.LBB0_24
	leaq	.LJTI0_0(%rip), %rdx
	movslq	(%rdx,%rax,4), %rcx
	addq	%rdx, %rcx
	jmpq	*%rcx
.LBB0_27:
	movq	$-16, %rcx
	.p2align	4
.LBB0_28:
	vmovups	64(%r9,%rcx,4), %zmm0
	vmovups	%zmm0, 33320(%rsp,%rcx,4)
	addq	$16, %rcx
	cmpq	$48, %rcx
	jb	.LBB0_28
	jmp	.LBB0_57
.LBB0_55:
	movq	$-8, %rcx
	movq	-32(%rsp), %rdx
	.p2align	4
.LBB0_56:
	vmovups	448(%rdx), %ymm10
	vmovups	384(%rdx), %zmm18
	vmovupd	320(%rdx), %zmm29
	vmovupd	256(%rdx), %zmm3
	vmovups	64(%rdx), %zmm20
	vmovups	(%rdx), %zmm4
	vmovupd	192(%rdx), %zmm26
	vmovupd	128(%rdx), %zmm2
	vmovapd	%zmm2, %zmm0
	vbroadcastf128	.LCPI0_877(%rip), %ymm1
	vpermt2pd	%zmm26, %zmm1, %zmm0
	vmovaps	%zmm4, %zmm1
	vmovaps	.LCPI0_6(%rip), %xmm5
	vpermt2ps	%zmm20, %zmm5, %zmm1
	vblendps	$248, %ymm0, %ymm1, %ymm0
	vmovapd	%zmm3, %zmm1
	vbroadcastf128	.LCPI0_878(%rip), %ymm5
	vpermt2pd	%zmm29, %zmm5, %zmm1
	vbroadcastss	420(%rdx), %ymm5
	vblendps	$128, %ymm5, %ymm1, %ymm1
	vblendps	$224, %ymm1, %ymm0, %ymm0
	vbroadcastss	424(%rdx), %ymm6
	vbroadcastss	428(%rdx), %ymm8
	vmovups	(%rdx), %xmm13
	vmovups	64(%rdx), %xmm1
	vmovups	128(%rdx), %xmm12
	vmovups	192(%rdx), %xmm15
	vbroadcastss	144(%rdx), %ymm31
	vmovups	416(%rdx), %ymm30
	vmovups	256(%rdx), %xmm27
	vmovups	320(%rdx), %xmm24
	vmovups	(%rdx), %ymm7
	vmovups	64(%rdx), %ymm11
	vmovups	256(%rdx), %ymm22
	vunpcklps	332(%rdx){1to8}, %ymm22, %ymm23
	vmovups	128(%rdx), %ymm5
	vmovups	192(%rdx), %ymm9
	vmovups	384(%rdx), %xmm16
	vmovups	448(%rdx), %xmm19
	vmovups	320(%rdx), %ymm28
	vmovups	384(%rdx), %ymm25
	vmovups	%ymm0, 33288(%rsp,%rcx,4)
	vmovapd	%zmm26, %zmm0
	vbroadcastf128	.LCPI0_879(%rip), %ymm14
	vpermt2ps	%zmm2, %zmm14, %zmm0
	vmovaps	%zmm20, %zmm14
	vmovaps	.LCPI0_9(%rip), %xmm21
	vpermt2ps	%zmm4, %zmm21, %zmm14
	vblendps	$248, %ymm0, %ymm14, %ymm0
	vmovapd	%zmm3, %zmm14
	vbroadcastsd	.LCPI0_880(%rip), %ymm21
	vpermt2ps	%zmm29, %zmm21, %zmm14
	vblendps	$128, %ymm6, %ymm14, %ymm6
	vblendps	$224, %ymm6, %ymm0, %ymm0
	vmovups	%ymm0, 33544(%rsp,%rcx,4)
	vinsertps	$140, %xmm13, %xmm1, %xmm0
	vmovaps	%zmm2, %zmm6
	vbroadcastf128	.LCPI0_881(%rip), %ymm14
	vpermt2ps	%zmm26, %zmm14, %zmm6
	vblendps	$3, %ymm0, %ymm6, %ymm0
	vmovapd	%zmm3, %zmm6
	vbroadcastf128	.LCPI0_882(%rip), %ymm14
	vpermt2pd	%zmm29, %zmm14, %zmm6
	vblendps	$128, %ymm8, %ymm6, %ymm6
	vblendps	$224, %ymm6, %ymm0, %ymm0
	vmovups	%ymm0, 33800(%rsp,%rcx,4)
	vblendps	$8, %xmm13, %xmm1, %xmm0
	vmovaps	%zmm26, %zmm1
	vmovaps	.LCPI0_14(%rip), %ymm6
	vpermt2ps	%zmm2, %zmm6, %zmm1
	vmovaps	.LCPI0_15(%rip), %ymm6
	vpermt2ps	%ymm0, %ymm6, %ymm1
	vshufps	$216, %zmm29, %zmm3, %zmm0
	vmovaps	.LCPI0_13(%rip), %ymm6
	vpermt2ps	%zmm30, %zmm6, %zmm0
	vblendps	$224, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 34056(%rsp,%rcx,4)
	vinsertps	$115, %xmm15, %xmm12, %xmm0
	vmovaps	%ymm7, %ymm1
	vmovddup	.LCPI0_883(%rip), %xmm6
	vpermt2ps	%ymm11, %ymm6, %ymm1
	vblendps	$3, %xmm1, %xmm0, %xmm0
	vmovaps	%zmm3, %zmm1
	vbroadcastf128	.LCPI0_884(%rip), %ymm6
	vpermt2ps	%zmm29, %zmm6, %zmm1
	vbroadcastf128	.LCPI0_885(%rip), %ymm6
	vpermt2ps	%ymm30, %ymm6, %ymm1
	vblendps	$15, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 34312(%rsp,%rcx,4)
	vblendps	$8, %xmm12, %xmm15, %xmm0
	vmovaps	%ymm7, %ymm1
	vmovaps	.LCPI0_19(%rip), %xmm6
	vpermt2ps	%ymm11, %ymm6, %ymm1
	vshufps	$180, %xmm0, %xmm1, %xmm0
	vmovaps	%zmm29, %zmm1
	vbroadcastf128	.LCPI0_886(%rip), %ymm6
	vpermt2ps	%zmm3, %zmm6, %zmm1
	vbroadcastf128	.LCPI0_887(%rip), %ymm6
	vpermt2ps	%ymm30, %ymm6, %ymm1
	vblendps	$15, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 34568(%rsp,%rcx,4)
	vinsertps	$140, %xmm27, %xmm24, %xmm0
	vinsertf128	$1, %xmm0, %ymm0, %ymm0
	vbroadcastsd	.LCPI0_888(%rip), %ymm1
	vpermps	%zmm18, %zmm1, %zmm1
	vblendps	$192, %ymm1, %ymm0, %ymm0
	vmovaps	%ymm31, %ymm1
	vblendps	$8, %xmm15, %xmm1, %xmm1
	vmovaps	%ymm7, %ymm6
	vmovaps	.LCPI0_23(%rip), %xmm8
	vpermt2ps	%ymm11, %ymm8, %ymm6
	vblendps	$3, %xmm6, %xmm1, %xmm1
	vblendps	$15, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 34824(%rsp,%rcx,4)
	vmovddup	.LCPI0_889(%rip), %xmm0
	vpermt2ps	%xmm27, %xmm0, %xmm24
	vmovaps	%xmm19, %xmm0
	vmovddup	.LCPI0_890(%rip), %xmm1
	vpermt2ps	%xmm16, %xmm1, %xmm0
	vinsertf128	$1, %xmm0, %ymm0, %ymm0
	vinsertf32x4	$1, %xmm24, %ymm0, %ymm1
	vblendps	$192, %ymm0, %ymm1, %ymm0
	vmovaps	.LCPI0_26(%rip), %xmm1
	vpermt2ps	%ymm11, %ymm1, %ymm7
	vmovaps	%ymm5, %ymm1
	vmovddup	.LCPI0_27(%rip), %xmm6
	vpermt2ps	%ymm9, %ymm6, %ymm1
	vblendps	$3, %xmm7, %xmm1, %xmm1
	vblendps	$15, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 35080(%rsp,%rcx,4)
	vinsertps	$115, %xmm19, %xmm16, %xmm0
	vinsertf128	$1, %xmm0, %ymm0, %ymm0
	vmovaps	%ymm23, %ymm1
	vblendps	$192, %ymm0, %ymm1, %ymm0
	vmovaps	%zmm4, %zmm1
	vmovddup	.LCPI0_891(%rip), %xmm6
	vpermt2ps	%zmm20, %zmm6, %zmm1
	vmovaps	%ymm5, %ymm6
	vmovddup	.LCPI0_29(%rip), %xmm7
	vpermt2ps	%ymm9, %ymm7, %ymm6
	vblendps	$3, %xmm1, %xmm6, %xmm1
	vblendps	$15, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 35336(%rsp,%rcx,4)
	vmovaps	%ymm22, %ymm0
	vbroadcastsd	.LCPI0_27(%rip), %ymm1
	vpermt2ps	%ymm28, %ymm1, %ymm0
	vmovddup	.LCPI0_889(%rip), %xmm1
	vpermt2ps	%xmm16, %xmm1, %xmm19
	vinsertf32x4	$1, %xmm19, %ymm0, %ymm1
	vblendps	$192, %ymm1, %ymm0, %ymm0
	vbroadcasti64x4	.LCPI0_32(%rip), %zmm1
	vpermi2ps	%zmm20, %zmm4, %zmm1
	vextractf32x4	$2, %zmm1, %xmm6
	vmovddup	.LCPI0_33(%rip), %xmm7
	vpermt2ps	%ymm9, %ymm7, %ymm5
	vblendps	$3, %xmm6, %xmm5, %xmm5
	vblendps	$15, %ymm5, %ymm0, %ymm0
	vmovups	%ymm0, 35592(%rsp,%rcx,4)
	vmovaps	%ymm22, %ymm0
	vbroadcastsd	.LCPI0_29(%rip), %ymm5
	vpermt2ps	%ymm28, %ymm5, %ymm0
	vmovaps	%ymm25, %ymm9
	vblendps	$240, %ymm9, %ymm10, %ymm5
	vbroadcastf128	.LCPI0_892(%rip), %ymm6
	vpermt2ps	%ymm5, %ymm6, %ymm0
	vbroadcasti64x4	.LCPI0_36(%rip), %zmm5
	vpermi2ps	%zmm20, %zmm4, %zmm5
	vextractf32x4	$2, %zmm5, %xmm6
	vmovaps	%zmm2, %zmm7
	vmovddup	.LCPI0_891(%rip), %xmm8
	vpermt2ps	%zmm26, %zmm8, %zmm7
	vblendps	$3, %xmm6, %xmm7, %xmm6
	vblendps	$15, %ymm6, %ymm0, %ymm0
	vmovups	%ymm0, 35848(%rsp,%rcx,4)
	vbroadcastsd	.LCPI0_33(%rip), %ymm0
	vpermt2ps	%ymm28, %ymm0, %ymm22
	vmovaps	%zmm4, %zmm0
	vmovaps	.LCPI0_39(%rip), %ymm6
	vpermt2ps	%zmm20, %zmm6, %zmm0
	vmovaps	%zmm2, %zmm6
	vmovaps	.LCPI0_40(%rip), %ymm7
	vpermt2ps	%zmm26, %zmm7, %zmm6
	vblendps	$3, %xmm0, %xmm6, %xmm0
	vshufps	$16, %ymm25, %ymm10, %ymm6
	vshufps	$36, %ymm6, %ymm22, %ymm6
	vblendps	$15, %ymm0, %ymm6, %ymm0
	vmovups	%ymm0, 36104(%rsp,%rcx,4)
	vshufps	$33, %ymm25, %ymm10, %ymm0
	vmovddup	.LCPI0_893(%rip), %xmm6
	vpermt2ps	%zmm20, %zmm6, %zmm4
	vmovaps	%zmm2, %zmm6
	vmovaps	.LCPI0_43(%rip), %ymm7
	vpermt2ps	%zmm26, %zmm7, %zmm6
	vblendps	$3, %xmm4, %xmm6, %xmm4
	vmovaps	%zmm3, %zmm6
	vbroadcastsd	.LCPI0_891(%rip), %ymm7
	vpermt2ps	%zmm29, %zmm7, %zmm6
	vshufps	$36, %ymm0, %ymm6, %ymm0
	vblendps	$15, %ymm4, %ymm0, %ymm0
	vmovups	%ymm0, 36360(%rsp,%rcx,4)
	vshufps	$50, %ymm25, %ymm10, %ymm0
	vextractf32x4	$3, %zmm1, %xmm1
	vmovaps	%zmm2, %zmm4
	vmovaps	.LCPI0_45(%rip), %ymm6
	vpermt2ps	%zmm26, %zmm6, %zmm4
	vblendps	$3, %xmm1, %xmm4, %xmm1
	vmovaps	%zmm3, %zmm4
	vbroadcastf128	.LCPI0_894(%rip), %ymm6
	vpermt2ps	%zmm29, %zmm6, %zmm4
	vshufps	$36, %ymm0, %ymm4, %ymm0
	vblendps	$15, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 36616(%rsp,%rcx,4)
	vmovddup	.LCPI0_893(%rip), %xmm0
	vpermt2ps	%zmm26, %zmm0, %zmm2
	vextractf32x4	$3, %zmm5, %xmm0
	vblendps	$3, %xmm0, %xmm2, %xmm0
	vbroadcastsd	.LCPI0_895(%rip), %ymm1
	vpermt2ps	%zmm18, %zmm1, %zmm10
	vbroadcastf128	.LCPI0_896(%rip), %ymm1
	vpermt2ps	%zmm29, %zmm1, %zmm3
	vblendps	$192, %ymm10, %ymm3, %ymm1
	vblendps	$15, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 36872(%rsp,%rcx,4)
	addq	$8, %rcx
	addq	$480, %rdx
	cmpq	$56, %rcx
	jb	.LBB0_56
	jmp	.LBB0_57
.LBB0_49:
	movq	$-8, %rcx
	movq	96(%rsp), %rdx
	.p2align	4
.LBB0_50:
	vmovups	320(%rdx), %zmm2
	vmovups	256(%rdx), %zmm3
	vmovups	(%rdx), %zmm0
	vmovups	64(%rdx), %zmm8
	vmovups	128(%rdx), %zmm4
	vmovups	192(%rdx), %zmm5
	vmovaps	%zmm5, %zmm1
	vbroadcastf128	.LCPI0_897(%rip), %ymm6
	vpermt2ps	%zmm4, %zmm6, %zmm1
	vmovaps	%zmm0, %zmm6
	vmovaps	.LCPI0_129(%rip), %xmm7
	vpermt2ps	%zmm8, %zmm7, %zmm6
	vblendps	$248, %ymm1, %ymm6, %ymm1
	vmovaps	%zmm3, %zmm6
	vbroadcastsd	.LCPI0_898(%rip), %ymm7
	vpermt2ps	%zmm2, %zmm7, %zmm6
	vblendps	$192, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 33288(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vbroadcastf128	.LCPI0_899(%rip), %ymm6
	vpermt2ps	%zmm4, %zmm6, %zmm1
	vmovaps	%zmm0, %zmm6
	vmovaps	.LCPI0_132(%rip), %xmm7
	vpermt2ps	%zmm8, %zmm7, %zmm6
	vblendps	$248, %ymm1, %ymm6, %ymm1
	vmovaps	%zmm3, %zmm6
	vbroadcastsd	.LCPI0_900(%rip), %ymm7
	vpermt2ps	%zmm2, %zmm7, %zmm6
	vblendps	$192, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 33544(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vbroadcastf128	.LCPI0_901(%rip), %ymm6
	vpermt2ps	%zmm4, %zmm6, %zmm1
	vmovaps	%zmm0, %zmm6
	vmovaps	.LCPI0_135(%rip), %xmm7
	vpermt2ps	%zmm8, %zmm7, %zmm6
	vblendps	$248, %ymm1, %ymm6, %ymm1
	vmovaps	%zmm3, %zmm6
	vbroadcastsd	.LCPI0_902(%rip), %ymm7
	vpermt2ps	%zmm2, %zmm7, %zmm6
	vblendps	$192, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 33800(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vbroadcastf128	.LCPI0_903(%rip), %ymm6
	vpermt2ps	%zmm4, %zmm6, %zmm1
	vmovaps	%zmm0, %zmm6
	vmovaps	.LCPI0_138(%rip), %xmm7
	vpermt2ps	%zmm8, %zmm7, %zmm6
	vblendps	$248, %ymm1, %ymm6, %ymm1
	vmovaps	%zmm3, %zmm6
	vbroadcastsd	.LCPI0_904(%rip), %ymm7
	vpermt2ps	%zmm2, %zmm7, %zmm6
	vblendps	$192, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 34056(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vmovaps	.LCPI0_140(%rip), %ymm6
	vpermt2ps	%zmm4, %zmm6, %zmm1
	vmovaps	%zmm8, %zmm6
	vmovaps	.LCPI0_141(%rip), %xmm7
	vpermt2ps	%zmm0, %zmm7, %zmm6
	vblendps	$248, %ymm1, %ymm6, %ymm1
	vmovaps	%zmm3, %zmm6
	vbroadcastf128	.LCPI0_905(%rip), %ymm7
	vpermt2ps	%zmm2, %zmm7, %zmm6
	vblendps	$224, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 34312(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vmovaps	.LCPI0_143(%rip), %ymm6
	vpermt2ps	%zmm4, %zmm6, %zmm1
	vmovaps	%zmm8, %zmm6
	vmovaps	.LCPI0_144(%rip), %xmm7
	vpermt2ps	%zmm0, %zmm7, %zmm6
	vblendps	$248, %ymm1, %ymm6, %ymm1
	vmovaps	%zmm3, %zmm6
	vbroadcastf128	.LCPI0_906(%rip), %ymm7
	vpermt2ps	%zmm2, %zmm7, %zmm6
	vblendps	$224, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 34568(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vmovaps	.LCPI0_146(%rip), %ymm6
	vpermt2ps	%zmm4, %zmm6, %zmm1
	vmovaps	%zmm8, %zmm6
	vmovaps	.LCPI0_147(%rip), %xmm7
	vpermt2ps	%zmm0, %zmm7, %zmm6
	vblendps	$248, %ymm1, %ymm6, %ymm1
	vmovaps	%zmm3, %zmm6
	vbroadcastf128	.LCPI0_907(%rip), %ymm7
	vpermt2ps	%zmm2, %zmm7, %zmm6
	vblendps	$224, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 34824(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vmovaps	.LCPI0_149(%rip), %ymm6
	vpermt2ps	%zmm4, %zmm6, %zmm1
	vmovaps	%zmm8, %zmm6
	vmovaps	.LCPI0_150(%rip), %xmm7
	vpermt2ps	%zmm0, %zmm7, %zmm6
	vblendps	$248, %ymm1, %ymm6, %ymm1
	vmovaps	%zmm3, %zmm6
	vbroadcastf128	.LCPI0_908(%rip), %ymm7
	vpermt2ps	%zmm2, %zmm7, %zmm6
	vblendps	$224, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 35080(%rsp,%rcx,4)
	vmovaps	%zmm0, %zmm1
	vmovddup	.LCPI0_898(%rip), %xmm6
	vpermt2ps	%zmm8, %zmm6, %zmm1
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_909(%rip), %ymm7
	vpermt2ps	%zmm5, %zmm7, %zmm6
	vblendps	$3, %ymm1, %ymm6, %ymm1
	vmovaps	%zmm2, %zmm6
	vbroadcastf128	.LCPI0_910(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vblendps	$224, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 35336(%rsp,%rcx,4)
	vmovaps	%zmm0, %zmm1
	vmovddup	.LCPI0_900(%rip), %xmm6
	vpermt2ps	%zmm8, %zmm6, %zmm1
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_911(%rip), %ymm7
	vpermt2ps	%zmm5, %zmm7, %zmm6
	vblendps	$3, %ymm1, %ymm6, %ymm1
	vmovaps	%zmm2, %zmm6
	vbroadcastf128	.LCPI0_912(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vblendps	$224, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 35592(%rsp,%rcx,4)
	vmovaps	%zmm0, %zmm1
	vmovddup	.LCPI0_902(%rip), %xmm6
	vpermt2ps	%zmm8, %zmm6, %zmm1
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_913(%rip), %ymm7
	vpermt2ps	%zmm5, %zmm7, %zmm6
	vblendps	$3, %ymm1, %ymm6, %ymm1
	vmovaps	%zmm2, %zmm6
	vbroadcastf128	.LCPI0_914(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vblendps	$224, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 35848(%rsp,%rcx,4)
	vmovddup	.LCPI0_904(%rip), %xmm1
	vpermt2ps	%zmm8, %zmm1, %zmm0
	vbroadcastf128	.LCPI0_915(%rip), %ymm1
	vpermt2ps	%zmm5, %zmm1, %zmm4
	vblendps	$3, %ymm0, %ymm4, %ymm0
	vbroadcastf128	.LCPI0_916(%rip), %ymm1
	vpermt2ps	%zmm3, %zmm1, %zmm2
	vblendps	$224, %ymm2, %ymm0, %ymm0
	vmovups	%ymm0, 36104(%rsp,%rcx,4)
	addq	$8, %rcx
	addq	$384, %rdx
	cmpq	$56, %rcx
	jb	.LBB0_50
	jmp	.LBB0_57
.LBB0_35:
	movq	$-16, %rcx
	movq	40(%rsp), %rdx
	movw	$8064, %di
	movb	$7, %r11b
	movb	$56, %bl
	.p2align	4
.LBB0_36:
	vmovups	256(%rdx), %zmm0
	vmovups	(%rdx), %zmm1
	vmovups	64(%rdx), %zmm2
	vmovups	128(%rdx), %zmm3
	vmovups	192(%rdx), %zmm4
	vbroadcasti64x4	.LCPI0_290(%rip), %zmm5
	vpermi2ps	%zmm4, %zmm3, %zmm5
	vmovaps	%zmm1, %zmm6
	vmovaps	.LCPI0_291(%rip), %ymm7
	vpermt2ps	%zmm2, %zmm7, %zmm6
	kmovd	%edi, %k1
	vmovaps	%zmm5, %zmm6 {%k1}
	vmovaps	.LCPI0_292(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm6
	vmovups	%zmm6, 33320(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_293(%rip), %zmm5
	vpermi2ps	%zmm4, %zmm3, %zmm5
	vmovaps	%zmm2, %zmm6
	vmovaps	.LCPI0_294(%rip), %ymm7
	vpermt2ps	%zmm1, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm6 {%k1}
	vmovaps	.LCPI0_295(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm6
	vmovups	%zmm6, 33576(%rsp,%rcx,4)
	vmovaps	%zmm1, %zmm5
	vmovaps	.LCPI0_296(%rip), %ymm6
	vpermt2ps	%zmm2, %zmm6, %zmm5
	vbroadcasti64x4	.LCPI0_297(%rip), %zmm6
	vpermi2ps	%zmm4, %zmm3, %zmm6
	kmovd	%r11d, %k1
	vmovapd	%zmm5, %zmm6 {%k1}
	vmovaps	.LCPI0_298(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm6
	vmovups	%zmm6, 33832(%rsp,%rcx,4)
	vmovaps	%zmm1, %zmm5
	vbroadcasti64x4	.LCPI0_300(%rip), %zmm6
	vmovaps	.LCPI0_299(%rip), %ymm7
	vpermt2ps	%zmm2, %zmm7, %zmm5
	vpermi2ps	%zmm3, %zmm4, %zmm6
	vmovapd	%zmm5, %zmm6 {%k1}
	vmovaps	.LCPI0_301(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm6
	vmovups	%zmm6, 34088(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_302(%rip), %zmm5
	vpermi2ps	%zmm4, %zmm3, %zmm5
	vmovaps	.LCPI0_303(%rip), %ymm3
	vpermt2ps	%zmm2, %zmm3, %zmm1
	kmovd	%ebx, %k1
	vmovapd	%zmm5, %zmm1 {%k1}
	vmovaps	.LCPI0_304(%rip), %zmm2
	vpermt2ps	%zmm0, %zmm2, %zmm1
	vmovups	%zmm1, 34344(%rsp,%rcx,4)
	addq	$16, %rcx
	addq	$320, %rdx
	cmpq	$48, %rcx
	jb	.LBB0_36
	jmp	.LBB0_57
.LBB0_51:
	movq	$-8, %rcx
	movq	-88(%rsp), %rdx
	.p2align	4
.LBB0_52:
	vmovups	384(%rdx), %ymm2
	vmovups	128(%rdx), %zmm18
	vmovups	192(%rdx), %zmm8
	vmovups	320(%rdx), %zmm4
	vmovups	256(%rdx), %zmm3
	vmovups	64(%rdx), %zmm10
	vmovups	(%rdx), %zmm5
	vmovupd	128(%rdx), %ymm0
	vperm2f128	$49, 192(%rdx), %ymm0, %ymm0
	vmovaps	%zmm5, %zmm1
	vmovaps	.LCPI0_92(%rip), %xmm6
	vpermt2ps	%zmm10, %zmm6, %zmm1
	vblendps	$248, %ymm0, %ymm1, %ymm0
	vmovaps	%zmm3, %zmm1
	vbroadcastf128	.LCPI0_917(%rip), %ymm6
	vpermt2ps	%zmm4, %zmm6, %zmm1
	vblendps	$224, %ymm1, %ymm0, %ymm12
	vbroadcastss	388(%rdx), %ymm1
	vmovupd	256(%rdx), %ymm14
	vmovupd	320(%rdx), %ymm15
	vbroadcastss	392(%rdx), %ymm6
	vmovups	(%rdx), %ymm7
	vmovups	64(%rdx), %ymm11
	vbroadcastss	396(%rdx), %ymm0
	vbroadcastss	152(%rdx), %ymm9
	vblendps	$8, 192(%rdx), %xmm9, %xmm9
	vmovaps	%xmm9, %xmm19
	vmovups	%ymm12, 33288(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm12
	vmovaps	.LCPI0_94(%rip), %xmm9
	vpermt2ps	%zmm10, %zmm9, %zmm12
	vshufps	$37, %zmm18, %zmm8, %zmm13
	vshuff64x2	$230, %zmm13, %zmm13, %zmm9
	vblendps	$248, %ymm9, %ymm12, %ymm9
	vmovaps	%zmm3, %zmm12
	vbroadcastf32x4	.LCPI0_918(%rip), %ymm16
	vpermt2ps	%zmm4, %zmm16, %zmm12
	vblendps	$224, %ymm12, %ymm9, %ymm9
	vmovups	%ymm9, 33544(%rsp,%rcx,4)
	vmovaps	%zmm18, %zmm9
	vbroadcastf128	.LCPI0_919(%rip), %ymm12
	vpermt2pd	%zmm8, %zmm12, %zmm9
	vmovaps	%zmm5, %zmm12
	vmovaps	.LCPI0_97(%rip), %xmm16
	vpermt2ps	%zmm10, %zmm16, %zmm12
	vblendps	$248, %ymm9, %ymm12, %ymm9
	vmovaps	%zmm4, %zmm12
	vbroadcastf32x4	.LCPI0_920(%rip), %ymm16
	vpermt2ps	%zmm3, %zmm16, %zmm12
	vblendps	$224, %ymm12, %ymm9, %ymm9
	vmovups	%ymm9, 33800(%rsp,%rcx,4)
	vmovaps	%zmm8, %zmm9
	vmovaps	.LCPI0_99(%rip), %ymm12
	vpermt2ps	%zmm18, %zmm12, %zmm9
	vmovaps	%zmm10, %zmm12
	vmovaps	.LCPI0_100(%rip), %xmm16
	vpermt2ps	%zmm5, %zmm16, %zmm12
	vblendps	$248, %ymm9, %ymm12, %ymm9
	vmovaps	%zmm4, %zmm12
	vbroadcastf32x4	.LCPI0_921(%rip), %ymm16
	vpermt2ps	%zmm3, %zmm16, %zmm12
	vblendps	$224, %ymm12, %ymm9, %ymm9
	vmovups	%ymm9, 34056(%rsp,%rcx,4)
	vmovaps	%zmm18, %zmm9
	vbroadcastf128	.LCPI0_922(%rip), %ymm12
	vpermt2pd	%zmm8, %zmm12, %zmm9
	vmovaps	%zmm10, %zmm12
	vmovaps	.LCPI0_103(%rip), %xmm16
	vpermt2ps	%zmm5, %zmm16, %zmm12
	vblendps	$248, %ymm9, %ymm12, %ymm9
	vmovaps	%zmm4, %zmm12
	vbroadcastf32x4	.LCPI0_923(%rip), %ymm16
	vpermt2ps	%zmm3, %zmm16, %zmm12
	vblendps	$224, %ymm12, %ymm9, %ymm9
	vmovups	%ymm9, 34312(%rsp,%rcx,4)
	vmovaps	%zmm10, %zmm9
	vmovaps	.LCPI0_106(%rip), %xmm12
	vpermt2ps	%zmm5, %zmm12, %zmm9
	vshuff64x2	$235, %zmm13, %zmm13, %zmm12
	vblendps	$248, %ymm12, %ymm9, %ymm9
	vshufpd	$6, %ymm15, %ymm14, %ymm12
	vbroadcastsd	.LCPI0_924(%rip), %ymm13
	vpermt2ps	%ymm14, %ymm13, %ymm15
	vbroadcastf128	.LCPI0_925(%rip), %ymm13
	vpermt2ps	%ymm2, %ymm13, %ymm15
	vblendps	$224, %ymm15, %ymm9, %ymm9
	vmovups	%ymm9, 34568(%rsp,%rcx,4)
	vmovaps	%zmm18, %zmm9
	vbroadcastf128	.LCPI0_926(%rip), %ymm13
	vpermt2ps	%zmm8, %zmm13, %zmm9
	vblendps	$240, %ymm7, %ymm11, %ymm13
	vmovaps	.LCPI0_108(%rip), %ymm14
	vpermt2ps	%ymm13, %ymm14, %ymm9
	vblendps	$128, %ymm1, %ymm12, %ymm1
	vblendps	$224, %ymm1, %ymm9, %ymm1
	vmovups	%ymm1, 34824(%rsp,%rcx,4)
	vmovaps	.LCPI0_109(%rip), %xmm1
	vpermt2ps	%ymm11, %ymm1, %ymm7
	vmovaps	%zmm18, %zmm1
	vbroadcastf128	.LCPI0_927(%rip), %ymm9
	vpermt2ps	%zmm8, %zmm9, %zmm1
	vblendps	$3, %ymm7, %ymm1, %ymm1
	vmovaps	%zmm3, %zmm7
	vbroadcastsd	.LCPI0_928(%rip), %ymm9
	vpermt2ps	%zmm4, %zmm9, %zmm7
	vblendps	$128, %ymm6, %ymm7, %ymm6
	vblendps	$224, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 35080(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vmovddup	.LCPI0_929(%rip), %xmm6
	vpermt2ps	%zmm10, %zmm6, %zmm1
	vmovaps	%zmm18, %zmm6
	vbroadcastf128	.LCPI0_930(%rip), %ymm7
	vpermt2ps	%zmm8, %zmm7, %zmm6
	vblendps	$3, %ymm1, %ymm6, %ymm1
	vmovaps	%zmm3, %zmm6
	vbroadcastf128	.LCPI0_931(%rip), %ymm7
	vpermt2pd	%zmm4, %zmm7, %zmm6
	vblendps	$128, %ymm0, %ymm6, %ymm0
	vblendps	$224, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 35336(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm0
	vmovddup	.LCPI0_932(%rip), %xmm1
	vpermt2ps	%zmm10, %zmm1, %zmm0
	vmovaps	%zmm8, %zmm1
	vmovaps	.LCPI0_116(%rip), %ymm6
	vpermt2ps	%zmm18, %zmm6, %zmm1
	vblendps	$3, %ymm0, %ymm1, %ymm0
	vmovaps	%zmm3, %zmm1
	vbroadcastsd	.LCPI0_933(%rip), %ymm6
	vpermt2ps	%zmm4, %zmm6, %zmm1
	vbroadcastf128	.LCPI0_934(%rip), %ymm6
	vpermt2ps	%ymm2, %ymm6, %ymm1
	vblendps	$224, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 35592(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm0
	vmovddup	.LCPI0_935(%rip), %xmm1
	vpermt2ps	%zmm10, %zmm1, %zmm0
	vmovaps	%zmm8, %zmm1
	vbroadcastf128	.LCPI0_936(%rip), %ymm6
	vpermt2ps	%zmm18, %zmm6, %zmm1
	vblendps	$3, %ymm0, %ymm1, %ymm0
	vmovaps	%zmm3, %zmm1
	vbroadcastf128	.LCPI0_937(%rip), %ymm6
	vpermt2pd	%zmm4, %zmm6, %zmm1
	vbroadcastf128	.LCPI0_938(%rip), %ymm6
	vpermt2ps	%ymm2, %ymm6, %ymm1
	vblendps	$224, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 35848(%rsp,%rcx,4)
	vbroadcastf128	.LCPI0_939(%rip), %ymm0
	vpermt2ps	%zmm18, %zmm0, %zmm8
	vmovaps	%zmm5, %zmm0
	vmovaps	.LCPI0_123(%rip), %ymm1
	vpermt2ps	%zmm10, %zmm1, %zmm0
	vblendps	$3, %ymm0, %ymm8, %ymm0
	vmovaps	%zmm3, %zmm1
	vbroadcastsd	.LCPI0_940(%rip), %ymm6
	vpermt2ps	%zmm4, %zmm6, %zmm1
	vbroadcastf128	.LCPI0_941(%rip), %ymm6
	vpermt2ps	%ymm2, %ymm6, %ymm1
	vblendps	$224, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 36104(%rsp,%rcx,4)
	vmovddup	.LCPI0_942(%rip), %xmm0
	vpermt2ps	%zmm10, %zmm0, %zmm5
	vmovaps	%xmm19, %xmm0
	vblendps	$3, %xmm5, %xmm0, %xmm0
	vbroadcastf128	.LCPI0_943(%rip), %ymm1
	vpermt2ps	%zmm4, %zmm1, %zmm3
	vblendps	$128, %ymm2, %ymm3, %ymm1
	vblendps	$15, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 36360(%rsp,%rcx,4)
	addq	$8, %rcx
	addq	$416, %rdx
	cmpq	$56, %rcx
	jb	.LBB0_52
	jmp	.LBB0_57
.LBB0_45:
	movq	$-8, %rcx
	movq	80(%rsp), %rdx
	.p2align	4
.LBB0_46:
	vmovups	(%rdx), %zmm2
	vmovups	64(%rdx), %zmm0
	vmovups	128(%rdx), %zmm4
	vmovups	192(%rdx), %zmm3
	vmovaps	%zmm3, %zmm1
	vbroadcastf128	.LCPI0_944(%rip), %ymm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovaps	%zmm2, %zmm5
	vmovaps	.LCPI0_197(%rip), %xmm6
	vpermt2ps	%zmm0, %zmm6, %zmm5
	vblendps	$240, %ymm1, %ymm5, %ymm1
	vbroadcastss	280(%rdx), %ymm5
	vblendps	$128, %ymm5, %ymm1, %ymm1
	vbroadcastss	292(%rdx), %ymm7
	vmovups	256(%rdx), %xmm8
	vmovups	288(%rdx), %xmm9
	vmovups	288(%rdx), %ymm5
	vmovups	256(%rdx), %ymm6
	vmovups	%ymm1, 33288(%rsp,%rcx,4)
	vmovaps	%zmm3, %zmm1
	vbroadcastf128	.LCPI0_945(%rip), %ymm10
	vpermt2ps	%zmm4, %zmm10, %zmm1
	vmovaps	%zmm2, %zmm10
	vmovaps	.LCPI0_199(%rip), %xmm11
	vpermt2ps	%zmm0, %zmm11, %zmm10
	vblendps	$240, %ymm1, %ymm10, %ymm1
	vblendps	$128, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 33544(%rsp,%rcx,4)
	vmovaps	%zmm2, %zmm1
	vmovaps	.LCPI0_200(%rip), %xmm10
	vpermt2ps	%zmm0, %zmm10, %zmm1
	vmovaps	%zmm4, %zmm10
	vbroadcastf128	.LCPI0_946(%rip), %ymm11
	vpermt2ps	%zmm3, %zmm11, %zmm10
	vblendps	$7, %ymm1, %ymm10, %ymm1
	vmovaps	.LCPI0_202(%rip), %ymm10
	vpermt2ps	%ymm5, %ymm10, %ymm1
	vmovups	%ymm1, 33800(%rsp,%rcx,4)
	vmovaps	%zmm2, %zmm1
	vmovaps	.LCPI0_203(%rip), %xmm10
	vpermt2ps	%zmm0, %zmm10, %zmm1
	vmovaps	%zmm4, %zmm10
	vbroadcastf128	.LCPI0_947(%rip), %ymm11
	vpermt2ps	%zmm3, %zmm11, %zmm10
	vblendps	$7, %ymm1, %ymm10, %ymm1
	vblendps	$128, %ymm7, %ymm1, %ymm1
	vmovups	%ymm1, 34056(%rsp,%rcx,4)
	vinsertps	$99, %xmm8, %xmm9, %xmm1
	vmovddup	.LCPI0_948(%rip), %xmm7
	vpermt2ps	%xmm9, %xmm7, %xmm8
	vmovaps	%zmm4, %zmm7
	vbroadcastf128	.LCPI0_949(%rip), %ymm9
	vpermt2ps	%zmm3, %zmm9, %zmm7
	vmovaps	%zmm2, %zmm9
	vmovaps	.LCPI0_207(%rip), %xmm10
	vpermt2ps	%zmm0, %zmm10, %zmm9
	vblendps	$248, %ymm7, %ymm9, %ymm7
	vinsertf128	$1, %xmm8, %ymm0, %ymm8
	vblendps	$192, %ymm8, %ymm7, %ymm7
	vmovups	%ymm7, 34312(%rsp,%rcx,4)
	vmovaps	%zmm4, %zmm7
	vbroadcastf128	.LCPI0_950(%rip), %ymm8
	vpermt2ps	%zmm3, %zmm8, %zmm7
	vmovaps	%zmm2, %zmm8
	vmovaps	.LCPI0_209(%rip), %xmm9
	vpermt2ps	%zmm0, %zmm9, %zmm8
	vblendps	$248, %ymm7, %ymm8, %ymm7
	vinsertf128	$1, %xmm1, %ymm0, %ymm1
	vblendps	$192, %ymm1, %ymm7, %ymm1
	vmovups	%ymm1, 34568(%rsp,%rcx,4)
	vmovaps	%zmm4, %zmm1
	vbroadcastf128	.LCPI0_951(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm1
	vmovaps	%zmm0, %zmm7
	vmovaps	.LCPI0_211(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm1, %ymm7, %ymm1
	vblendps	$240, %ymm5, %ymm6, %ymm7
	vmovaps	.LCPI0_212(%rip), %ymm8
	vpermt2ps	%ymm7, %ymm8, %ymm1
	vmovups	%ymm1, 34824(%rsp,%rcx,4)
	vmovaps	%zmm4, %zmm1
	vbroadcastf128	.LCPI0_952(%rip), %ymm8
	vpermt2ps	%zmm3, %zmm8, %zmm1
	vmovaps	%zmm0, %zmm8
	vmovaps	.LCPI0_214(%rip), %xmm9
	vpermt2ps	%zmm2, %zmm9, %zmm8
	vblendps	$248, %ymm1, %ymm8, %ymm1
	vmovaps	.LCPI0_215(%rip), %ymm8
	vpermt2ps	%ymm7, %ymm8, %ymm1
	vmovups	%ymm1, 35080(%rsp,%rcx,4)
	vmovaps	%zmm3, %zmm1
	vbroadcastf128	.LCPI0_953(%rip), %ymm7
	vpermt2ps	%zmm4, %zmm7, %zmm1
	vmovaps	%zmm0, %zmm7
	vmovaps	.LCPI0_217(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm1, %ymm7, %ymm1
	vshufps	$2, %ymm6, %ymm5, %ymm7
	vmovaps	.LCPI0_172(%rip), %ymm8
	vpermt2ps	%ymm7, %ymm8, %ymm1
	vmovups	%ymm1, 35336(%rsp,%rcx,4)
	vbroadcastf128	.LCPI0_954(%rip), %ymm1
	vpermt2ps	%zmm4, %zmm1, %zmm3
	vmovaps	.LCPI0_219(%rip), %xmm1
	vpermt2ps	%zmm2, %zmm1, %zmm0
	vblendps	$248, %ymm3, %ymm0, %ymm0
	vshufps	$19, %ymm6, %ymm5, %ymm1
	vpermt2ps	%ymm1, %ymm8, %ymm0
	vmovups	%ymm0, 35592(%rsp,%rcx,4)
	addq	$8, %rcx
	addq	$320, %rdx
	cmpq	$56, %rcx
	jb	.LBB0_46
	jmp	.LBB0_57
.LBB0_31:
	movq	$-16, %rcx
	movq	24(%rsp), %rdx
	.p2align	4
.LBB0_32:
	vmovups	(%rdx), %zmm0
	vmovups	64(%rdx), %zmm1
	vmovups	128(%rdx), %zmm2
	vmovaps	%zmm0, %zmm3
	vmovaps	.LCPI0_309(%rip), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm3
	vmovaps	.LCPI0_310(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm3
	vmovups	%zmm3, 33320(%rsp,%rcx,4)
	vmovaps	%zmm1, %zmm3
	vmovaps	.LCPI0_311(%rip), %zmm4
	vpermt2ps	%zmm0, %zmm4, %zmm3
	vmovaps	.LCPI0_312(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm3
	vmovups	%zmm3, 33576(%rsp,%rcx,4)
	vmovaps	.LCPI0_313(%rip), %zmm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vmovaps	.LCPI0_314(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm0
	vmovups	%zmm0, 33832(%rsp,%rcx,4)
	addq	$16, %rcx
	addq	$192, %rdx
	cmpq	$48, %rcx
	jb	.LBB0_32
	jmp	.LBB0_57
.LBB0_24:
	cmpq	$0, -128(%rsp)
	je	.LBB0_63
	xorl	%edx, %edx
	.p2align	4
.LBB0_26:
	movl	%edx, %r9d
	andl	$60, %r9d
	cmpq	%r9, %rcx
	cmovbeq	%rbp, %r9
	addq	%r13, %r9
	movq	-128(%rsp), %r11
	imulq	%r11, %r9
	movq	-56(%rsp), %rbx
	leaq	(%rbx,%r9,4), %r12
	movq	%rdx, %r9
	shrq	$6, %r9
	vmovss	(%r12,%r9,4), %xmm0
	vmovss	%xmm0, 33256(%rsp,%rdx,4)
	leal	1(%rdx), %r12d
	andl	$61, %r12d
	cmpq	%r12, %rcx
	cmovbeq	%rbp, %r12
	addq	%r13, %r12
	imulq	%r11, %r12
	leaq	(%rbx,%r12,4), %r12
	vmovss	(%r12,%r9,4), %xmm0
	vmovss	%xmm0, 33260(%rsp,%rdx,4)
	leal	2(%rdx), %r12d
	andl	$62, %r12d
	cmpq	%r12, %rcx
	cmovbeq	%rbp, %r12
	addq	%r13, %r12
	imulq	%r11, %r12
	leaq	(%rbx,%r12,4), %r12
	vmovss	(%r12,%r9,4), %xmm0
	vmovss	%xmm0, 33264(%rsp,%rdx,4)
	leal	3(%rdx), %r12d
	andl	$63, %r12d
	cmpq	%r12, %rcx
	cmovbeq	%rbp, %r12
	addq	%r13, %r12
	imulq	%r11, %r12
	leaq	(%rbx,%r12,4), %r12
	vmovss	(%r12,%r9,4), %xmm0
	movq	-72(%rsp), %r9
	vmovss	%xmm0, 33268(%rsp,%rdx,4)
	addq	$4, %rdx
	cmpq	%rdx, -24(%rsp)
	jne	.LBB0_26
	jmp	.LBB0_58
.LBB0_33:
	movq	$-16, %rcx
	movq	32(%rsp), %rdx
	.p2align	4
.LBB0_34:
	vmovups	(%rdx), %zmm0
	vmovups	64(%rdx), %zmm1
	vmovups	128(%rdx), %zmm2
	vmovups	192(%rdx), %zmm3
	vbroadcasti64x4	.LCPI0_305(%rip), %zmm4
	vmovaps	%zmm2, %zmm5
	vpermt2ps	%zmm3, %zmm4, %zmm5
	vpermi2ps	%zmm1, %zmm0, %zmm4
	vshuff64x2	$228, %zmm5, %zmm4, %zmm4
	vmovupd	%zmm4, 33320(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_306(%rip), %zmm4
	vmovaps	%zmm2, %zmm5
	vpermt2ps	%zmm3, %zmm4, %zmm5
	vpermi2ps	%zmm1, %zmm0, %zmm4
	vshuff64x2	$228, %zmm5, %zmm4, %zmm4
	vmovupd	%zmm4, 33576(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_307(%rip), %zmm4
	vmovaps	%zmm2, %zmm5
	vpermt2ps	%zmm3, %zmm4, %zmm5
	vpermi2ps	%zmm1, %zmm0, %zmm4
	vshuff64x2	$228, %zmm5, %zmm4, %zmm4
	vmovupd	%zmm4, 33832(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_308(%rip), %zmm4
	vpermt2ps	%zmm3, %zmm4, %zmm2
	vpermt2ps	%zmm1, %zmm4, %zmm0
	vshuff64x2	$228, %zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 34088(%rsp,%rcx,4)
	addq	$16, %rcx
	addq	$256, %rdx
	cmpq	$48, %rcx
	jb	.LBB0_34
	jmp	.LBB0_57
.LBB0_41:
	movq	$-16, %rcx
	movq	64(%rsp), %rdx
	.p2align	4
.LBB0_42:
	vmovups	(%rdx), %zmm0
	vmovups	64(%rdx), %zmm3
	vmovups	128(%rdx), %zmm2
	vmovups	192(%rdx), %zmm5
	vmovups	320(%rdx), %zmm8
	vmovups	256(%rdx), %zmm4
	vmovups	448(%rdx), %zmm9
	vmovups	384(%rdx), %zmm6
	vbroadcasti32x4	.LCPI0_238(%rip), %zmm1
	vmovaps	%zmm6, %zmm7
	vpermt2ps	%zmm9, %zmm1, %zmm7
	vmovaps	%zmm4, %zmm10
	vpermt2ps	%zmm8, %zmm1, %zmm10
	movb	$-64, %dil
	kmovd	%edi, %k1
	vmovapd	%zmm7, %zmm10 {%k1}
	vmovaps	%zmm2, %zmm7
	vpermt2ps	%zmm5, %zmm1, %zmm7
	vpermi2ps	%zmm3, %zmm0, %zmm1
	vblendps	$240, %ymm7, %ymm1, %ymm1
	vinsertf64x4	$0, %ymm1, %zmm10, %zmm1
	vmovupd	%zmm1, 33320(%rsp,%rcx,4)
	vbroadcasti32x4	.LCPI0_239(%rip), %zmm1
	vmovaps	%zmm6, %zmm7
	vpermt2ps	%zmm9, %zmm1, %zmm7
	vmovaps	%zmm4, %zmm10
	vpermt2ps	%zmm8, %zmm1, %zmm10
	vmovapd	%zmm7, %zmm10 {%k1}
	vmovaps	%zmm2, %zmm7
	vpermt2ps	%zmm5, %zmm1, %zmm7
	vpermi2ps	%zmm3, %zmm0, %zmm1
	vblendps	$240, %ymm7, %ymm1, %ymm1
	vinsertf64x4	$0, %ymm1, %zmm10, %zmm1
	vmovupd	%zmm1, 33576(%rsp,%rcx,4)
	vbroadcasti32x4	.LCPI0_240(%rip), %zmm1
	vmovaps	%zmm6, %zmm7
	vpermt2ps	%zmm9, %zmm1, %zmm7
	vmovaps	%zmm4, %zmm10
	vpermt2ps	%zmm8, %zmm1, %zmm10
	vmovapd	%zmm7, %zmm10 {%k1}
	vmovaps	%zmm2, %zmm7
	vpermt2ps	%zmm5, %zmm1, %zmm7
	vpermi2ps	%zmm3, %zmm0, %zmm1
	vblendps	$240, %ymm7, %ymm1, %ymm1
	vinsertf64x4	$0, %ymm1, %zmm10, %zmm1
	vmovupd	%zmm1, 33832(%rsp,%rcx,4)
	vbroadcasti32x4	.LCPI0_241(%rip), %zmm1
	vmovaps	%zmm6, %zmm7
	vpermt2ps	%zmm9, %zmm1, %zmm7
	vmovaps	%zmm4, %zmm10
	vpermt2ps	%zmm8, %zmm1, %zmm10
	vmovapd	%zmm7, %zmm10 {%k1}
	vmovaps	%zmm2, %zmm7
	vpermt2ps	%zmm5, %zmm1, %zmm7
	vpermi2ps	%zmm3, %zmm0, %zmm1
	vblendps	$240, %ymm7, %ymm1, %ymm1
	vinsertf64x4	$0, %ymm1, %zmm10, %zmm1
	vmovupd	%zmm1, 34088(%rsp,%rcx,4)
	vbroadcasti32x4	.LCPI0_242(%rip), %zmm1
	vmovaps	%zmm6, %zmm7
	vpermt2ps	%zmm9, %zmm1, %zmm7
	vmovaps	%zmm4, %zmm10
	vpermt2ps	%zmm8, %zmm1, %zmm10
	vmovapd	%zmm7, %zmm10 {%k1}
	vmovaps	%zmm2, %zmm7
	vpermt2ps	%zmm5, %zmm1, %zmm7
	vpermi2ps	%zmm3, %zmm0, %zmm1
	vblendps	$240, %ymm7, %ymm1, %ymm1
	vinsertf64x4	$0, %ymm1, %zmm10, %zmm1
	vmovupd	%zmm1, 34344(%rsp,%rcx,4)
	vbroadcasti32x4	.LCPI0_243(%rip), %zmm1
	vmovaps	%zmm6, %zmm7
	vpermt2ps	%zmm9, %zmm1, %zmm7
	vmovaps	%zmm4, %zmm10
	vpermt2ps	%zmm8, %zmm1, %zmm10
	vmovapd	%zmm7, %zmm10 {%k1}
	vmovaps	%zmm2, %zmm7
	vpermt2ps	%zmm5, %zmm1, %zmm7
	vpermi2ps	%zmm3, %zmm0, %zmm1
	vblendps	$240, %ymm7, %ymm1, %ymm1
	vinsertf64x4	$0, %ymm1, %zmm10, %zmm1
	vmovupd	%zmm1, 34600(%rsp,%rcx,4)
	vbroadcasti32x4	.LCPI0_244(%rip), %zmm1
	vmovaps	%zmm6, %zmm7
	vpermt2ps	%zmm9, %zmm1, %zmm7
	vmovaps	%zmm4, %zmm10
	vpermt2ps	%zmm8, %zmm1, %zmm10
	vmovapd	%zmm7, %zmm10 {%k1}
	vmovaps	%zmm2, %zmm7
	vpermt2ps	%zmm5, %zmm1, %zmm7
	vpermi2ps	%zmm3, %zmm0, %zmm1
	vblendps	$240, %ymm7, %ymm1, %ymm1
	vinsertf64x4	$0, %ymm1, %zmm10, %zmm1
	vmovupd	%zmm1, 34856(%rsp,%rcx,4)
	vbroadcasti32x4	.LCPI0_245(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm6
	vpermt2ps	%zmm8, %zmm1, %zmm4
	vmovapd	%zmm6, %zmm4 {%k1}
	vpermt2ps	%zmm5, %zmm1, %zmm2
	vpermt2ps	%zmm3, %zmm1, %zmm0
	vblendps	$240, %ymm2, %ymm0, %ymm0
	vinsertf64x4	$0, %ymm0, %zmm4, %zmm0
	vmovupd	%zmm0, 35112(%rsp,%rcx,4)
	addq	$16, %rcx
	addq	$512, %rdx
	cmpq	$48, %rcx
	jb	.LBB0_42
	jmp	.LBB0_57
.LBB0_29:
	movq	$-16, %rcx
	.p2align	4
.LBB0_30:
	vmovups	128(%r10,%rcx,8), %zmm0
	vmovups	192(%r10,%rcx,8), %zmm1
	vmovaps	%zmm0, %zmm2
	vmovaps	.LCPI0_315(%rip), %zmm3
	vpermt2ps	%zmm1, %zmm3, %zmm2
	vmovups	%zmm2, 33320(%rsp,%rcx,4)
	vmovaps	.LCPI0_316(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm0
	vmovups	%zmm0, 33576(%rsp,%rcx,4)
	addq	$16, %rcx
	cmpq	$48, %rcx
	jb	.LBB0_30
	jmp	.LBB0_57
.LBB0_37:
	movq	$-16, %rcx
	movq	48(%rsp), %rdx
	movb	$56, %dil
	.p2align	4
.LBB0_38:
	vmovups	320(%rdx), %zmm0
	vmovups	256(%rdx), %zmm2
	vmovups	(%rdx), %zmm3
	vmovups	64(%rdx), %zmm1
	vmovups	128(%rdx), %zmm4
	vmovups	192(%rdx), %zmm5
	vbroadcasti64x4	.LCPI0_272(%rip), %zmm6
	vpermi2ps	%zmm4, %zmm5, %zmm6
	vmovaps	%zmm3, %zmm7
	vmovaps	.LCPI0_273(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	kmovd	%edi, %k2
	vmovapd	%zmm6, %zmm7 {%k2}
	vbroadcasti64x4	.LCPI0_274(%rip), %zmm6
	vpermi2ps	%zmm0, %zmm2, %zmm6
	kmovd	%r12d, %k1
	vmovaps	%zmm6, %zmm7 {%k1}
	vmovups	%zmm7, 33320(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_275(%rip), %zmm6
	vpermi2ps	%zmm4, %zmm5, %zmm6
	vmovaps	%zmm3, %zmm7
	vmovaps	.LCPI0_276(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vmovapd	%zmm6, %zmm7 {%k2}
	vbroadcasti64x4	.LCPI0_277(%rip), %zmm6
	vpermi2ps	%zmm0, %zmm2, %zmm6
	vmovaps	%zmm6, %zmm7 {%k1}
	vmovups	%zmm7, 33576(%rsp,%rcx,4)
	vmovaps	%zmm3, %zmm6
	vmovaps	.LCPI0_278(%rip), %ymm7
	vpermt2ps	%zmm1, %zmm7, %zmm6
	vbroadcasti64x4	.LCPI0_279(%rip), %zmm7
	vpermi2ps	%zmm5, %zmm4, %zmm7
	movw	$31, %r11w
	kmovd	%r11d, %k2
	vbroadcasti64x4	.LCPI0_280(%rip), %zmm8
	vmovaps	%zmm6, %zmm7 {%k2}
	vpermi2ps	%zmm2, %zmm0, %zmm8
	vmovaps	%zmm8, %zmm7 {%k1}
	vmovups	%zmm7, 33832(%rsp,%rcx,4)
	vmovaps	%zmm3, %zmm6
	vmovaps	.LCPI0_281(%rip), %ymm7
	vpermt2ps	%zmm1, %zmm7, %zmm6
	vbroadcasti64x4	.LCPI0_282(%rip), %zmm7
	vpermi2ps	%zmm5, %zmm4, %zmm7
	vmovaps	%zmm6, %zmm7 {%k2}
	vbroadcasti64x4	.LCPI0_283(%rip), %zmm6
	vpermi2ps	%zmm2, %zmm0, %zmm6
	vmovaps	%zmm6, %zmm7 {%k1}
	vmovups	%zmm7, 34088(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_284(%rip), %zmm6
	vpermi2ps	%zmm5, %zmm4, %zmm6
	vmovaps	%zmm1, %zmm7
	vmovaps	.LCPI0_285(%rip), %ymm8
	vpermt2ps	%zmm3, %zmm8, %zmm7
	movw	$992, %r11w
	kmovd	%r11d, %k1
	vmovaps	%zmm6, %zmm7 {%k1}
	vbroadcasti64x4	.LCPI0_286(%rip), %zmm6
	vpermi2ps	%zmm0, %zmm2, %zmm6
	movb	$-32, %r11b
	kmovd	%r11d, %k2
	vmovapd	%zmm6, %zmm7 {%k2}
	vmovupd	%zmm7, 34344(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_287(%rip), %zmm6
	vpermi2ps	%zmm5, %zmm4, %zmm6
	vmovaps	.LCPI0_288(%rip), %ymm4
	vpermt2ps	%zmm3, %zmm4, %zmm1
	vmovaps	%zmm6, %zmm1 {%k1}
	vbroadcasti64x4	.LCPI0_289(%rip), %zmm3
	vpermi2ps	%zmm0, %zmm2, %zmm3
	vmovapd	%zmm3, %zmm1 {%k2}
	vmovupd	%zmm1, 34600(%rsp,%rcx,4)
	addq	$16, %rcx
	addq	$384, %rdx
	cmpq	$48, %rcx
	jb	.LBB0_38
	jmp	.LBB0_57
.LBB0_53:
	movq	$-8, %rcx
	movq	-64(%rsp), %rdx
	.p2align	4
.LBB0_54:
	vmovups	256(%rdx), %zmm26
	vmovups	320(%rdx), %zmm5
	vmovups	64(%rdx), %zmm4
	vmovups	(%rdx), %zmm8
	vmovups	128(%rdx), %zmm3
	vmovups	192(%rdx), %zmm10
	vmovaps	%zmm10, %zmm0
	vbroadcastf128	.LCPI0_955(%rip), %ymm1
	vpermt2ps	%zmm3, %zmm1, %zmm0
	vmovaps	%zmm8, %zmm1
	vmovaps	.LCPI0_50(%rip), %xmm2
	vpermt2ps	%zmm4, %zmm2, %zmm1
	vblendps	$248, %ymm0, %ymm1, %ymm0
	vmovups	320(%rdx), %ymm18
	vmovups	256(%rdx), %ymm20
	vshufps	$200, %ymm18, %ymm20, %ymm1
	vbroadcastss	392(%rdx), %ymm6
	vblendps	$128, %ymm6, %ymm1, %ymm1
	vblendps	$224, %ymm1, %ymm0, %ymm12
	vbroadcastss	396(%rdx), %ymm13
	vbroadcastss	420(%rdx), %ymm14
	vbroadcastss	424(%rdx), %ymm11
	vbroadcastss	148(%rdx), %xmm0
	vblendps	$8, 192(%rdx), %xmm0, %xmm7
	vbroadcastss	428(%rdx), %ymm6
	vmovups	192(%rdx), %ymm16
	vmovups	(%rdx), %ymm15
	vmovups	64(%rdx), %ymm1
	vmovups	128(%rdx), %ymm0
	vbroadcastss	328(%rdx), %ymm19
	vbroadcastss	388(%rdx), %ymm29
	vmovups	416(%rdx), %ymm22
	vmovups	384(%rdx), %ymm9
	vmovups	%ymm12, 33288(%rsp,%rcx,4)
	vmovaps	%zmm10, %zmm12
	vbroadcastf128	.LCPI0_956(%rip), %ymm2
	vpermt2ps	%zmm3, %zmm2, %zmm12
	vmovaps	%zmm8, %zmm2
	vmovaps	.LCPI0_52(%rip), %xmm24
	vpermt2ps	%zmm4, %zmm24, %zmm2
	vblendps	$248, %ymm12, %ymm2, %ymm2
	vshufps	$220, %ymm18, %ymm20, %ymm12
	vblendps	$128, %ymm13, %ymm12, %ymm12
	vblendps	$224, %ymm12, %ymm2, %ymm2
	vmovups	%ymm2, 33544(%rsp,%rcx,4)
	vmovaps	%zmm10, %zmm2
	vmovaps	.LCPI0_53(%rip), %ymm12
	vpermt2ps	%zmm3, %zmm12, %zmm2
	vmovaps	%zmm4, %zmm12
	vmovaps	.LCPI0_54(%rip), %xmm13
	vpermt2ps	%zmm8, %zmm13, %zmm12
	vblendps	$248, %ymm2, %ymm12, %ymm2
	vmovaps	%zmm26, %zmm12
	vbroadcastsd	.LCPI0_957(%rip), %ymm13
	vpermt2ps	%zmm5, %zmm13, %zmm12
	vmovaps	.LCPI0_56(%rip), %ymm24
	vpermt2ps	%ymm9, %ymm24, %ymm12
	vblendps	$224, %ymm12, %ymm2, %ymm2
	vmovups	%ymm2, 33800(%rsp,%rcx,4)
	vmovaps	%zmm10, %zmm2
	vmovaps	.LCPI0_57(%rip), %ymm12
	vpermt2ps	%zmm3, %zmm12, %zmm2
	vmovaps	%zmm4, %zmm12
	vmovaps	.LCPI0_58(%rip), %xmm13
	vpermt2ps	%zmm8, %zmm13, %zmm12
	vblendps	$248, %ymm2, %ymm12, %ymm2
	vmovaps	%zmm26, %zmm12
	vbroadcastsd	.LCPI0_958(%rip), %ymm13
	vpermt2ps	%zmm5, %zmm13, %zmm12
	vmovaps	.LCPI0_60(%rip), %ymm27
	vpermt2ps	%ymm9, %ymm27, %ymm12
	vblendps	$224, %ymm12, %ymm2, %ymm2
	vmovups	%ymm2, 34056(%rsp,%rcx,4)
	vmovaps	%zmm26, %zmm2
	vbroadcastf128	.LCPI0_959(%rip), %ymm12
	vpermt2ps	%zmm5, %zmm12, %zmm2
	vbroadcastf128	.LCPI0_941(%rip), %ymm12
	vpermt2ps	%ymm9, %ymm12, %ymm2
	vmovaps	%zmm3, %zmm12
	vbroadcastf128	.LCPI0_960(%rip), %ymm13
	vpermt2ps	%zmm10, %zmm13, %zmm12
	vblendps	$240, %ymm15, %ymm1, %ymm13
	vmovaps	.LCPI0_64(%rip), %ymm28
	vpermt2ps	%ymm13, %ymm28, %ymm12
	vblendps	$224, %ymm2, %ymm12, %ymm2
	vmovups	%ymm2, 34312(%rsp,%rcx,4)
	vmovaps	%zmm3, %zmm2
	vbroadcastf128	.LCPI0_961(%rip), %ymm12
	vpermt2ps	%zmm10, %zmm12, %zmm2
	vmovaps	.LCPI0_66(%rip), %ymm12
	vpermt2ps	%ymm13, %ymm12, %ymm2
	vmovaps	%zmm26, %zmm12
	vbroadcastf128	.LCPI0_962(%rip), %ymm13
	vpermt2ps	%zmm5, %zmm13, %zmm12
	vblendps	$128, %ymm9, %ymm12, %ymm12
	vblendps	$224, %ymm12, %ymm2, %ymm2
	vmovups	%ymm2, 34568(%rsp,%rcx,4)
	vmovaps	%ymm15, %ymm2
	vmovaps	.LCPI0_68(%rip), %xmm12
	vpermt2ps	%ymm1, %ymm12, %ymm2
	vmovaps	%zmm10, %zmm12
	vmovaps	.LCPI0_69(%rip), %ymm13
	vpermt2ps	%zmm3, %zmm13, %zmm12
	vblendps	$3, %ymm2, %ymm12, %ymm2
	vmovaps	%zmm26, %zmm12
	vbroadcastsd	.LCPI0_963(%rip), %ymm13
	vpermt2ps	%zmm5, %zmm13, %zmm12
	vbroadcastf128	.LCPI0_925(%rip), %ymm13
	vpermt2ps	%ymm22, %ymm13, %ymm12
	vblendps	$224, %ymm12, %ymm2, %ymm2
	vmovups	%ymm2, 34824(%rsp,%rcx,4)
	vmovaps	.LCPI0_72(%rip), %xmm2
	vpermt2ps	%ymm1, %ymm2, %ymm15
	vmovaps	%zmm10, %zmm1
	vmovaps	.LCPI0_73(%rip), %ymm2
	vpermt2ps	%zmm3, %zmm2, %zmm1
	vblendps	$3, %ymm15, %ymm1, %ymm1
	vmovaps	%zmm26, %zmm2
	vbroadcastsd	.LCPI0_964(%rip), %ymm12
	vpermt2ps	%zmm5, %zmm12, %zmm2
	vblendps	$128, %ymm14, %ymm2, %ymm2
	vblendps	$224, %ymm2, %ymm1, %ymm1
	vmovups	%ymm1, 35080(%rsp,%rcx,4)
	vmovaps	%zmm8, %zmm1
	vmovddup	.LCPI0_965(%rip), %xmm2
	vpermt2ps	%zmm4, %zmm2, %zmm1
	vmovaps	%ymm0, %ymm2
	vmovddup	.LCPI0_966(%rip), %xmm12
	vpermt2ps	%ymm16, %ymm12, %ymm2
	vblendps	$3, %xmm1, %xmm2, %xmm1
	vmovaps	%zmm26, %zmm2
	vbroadcastf128	.LCPI0_967(%rip), %ymm12
	vpermt2ps	%zmm5, %zmm12, %zmm2
	vblendps	$128, %ymm11, %ymm2, %ymm2
	vblendps	$15, %ymm1, %ymm2, %ymm1
	vmovups	%ymm1, 35336(%rsp,%rcx,4)
	vmovaps	%zmm8, %zmm1
	vmovddup	.LCPI0_968(%rip), %xmm2
	vpermt2ps	%zmm4, %zmm2, %zmm1
	vblendps	$3, %xmm1, %xmm7, %xmm1
	vmovaps	%zmm26, %zmm2
	vbroadcastf128	.LCPI0_969(%rip), %ymm7
	vpermt2ps	%zmm5, %zmm7, %zmm2
	vblendps	$128, %ymm6, %ymm2, %ymm2
	vblendps	$15, %ymm1, %ymm2, %ymm1
	vmovups	%ymm1, 35592(%rsp,%rcx,4)
	vmovaps	%zmm8, %zmm1
	vmovaps	.LCPI0_80(%rip), %ymm2
	vpermt2ps	%zmm4, %zmm2, %zmm1
	vmovaps	%ymm0, %ymm2
	vmovddup	.LCPI0_81(%rip), %xmm6
	vpermt2ps	%ymm16, %ymm6, %ymm2
	vblendps	$3, %xmm1, %xmm2, %xmm1
	vmovaps	%zmm5, %zmm2
	vbroadcastf128	.LCPI0_970(%rip), %ymm6
	vpermt2ps	%zmm26, %zmm6, %zmm2
	vpermt2ps	%ymm22, %ymm24, %ymm2
	vblendps	$15, %ymm1, %ymm2, %ymm1
	vmovups	%ymm1, 35848(%rsp,%rcx,4)
	vmovddup	.LCPI0_84(%rip), %xmm1
	vpermt2ps	%ymm16, %ymm1, %ymm0
	vmovaps	%zmm8, %zmm1
	vmovaps	.LCPI0_83(%rip), %ymm2
	vpermt2ps	%zmm4, %zmm2, %zmm1
	vblendps	$3, %xmm1, %xmm0, %xmm0
	vbroadcastf128	.LCPI0_971(%rip), %ymm1
	vpermt2ps	%zmm26, %zmm1, %zmm5
	vpermt2ps	%ymm22, %ymm27, %ymm5
	vblendps	$15, %ymm0, %ymm5, %ymm0
	vmovups	%ymm0, 36104(%rsp,%rcx,4)
	vinsertf64x4	$1, %ymm19, %zmm22, %zmm0
	vinsertf64x4	$1, %ymm20, %zmm9, %zmm1
	vmovaps	.LCPI0_86(%rip), %ymm2
	vpermt2ps	%zmm0, %zmm2, %zmm1
	vmovaps	%zmm8, %zmm0
	vmovddup	.LCPI0_972(%rip), %xmm2
	vpermt2ps	%zmm4, %zmm2, %zmm0
	vmovaps	%zmm3, %zmm2
	vmovddup	.LCPI0_965(%rip), %xmm5
	vpermt2ps	%zmm10, %zmm5, %zmm2
	vblendps	$3, %xmm0, %xmm2, %xmm0
	vblendps	$15, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 36360(%rsp,%rcx,4)
	vinsertf64x4	$1, %ymm18, %zmm29, %zmm0
	vinsertf64x4	$1, %ymm20, %zmm22, %zmm1
	vmovaps	.LCPI0_89(%rip), %ymm2
	vpermt2ps	%zmm0, %zmm2, %zmm1
	vmovddup	.LCPI0_973(%rip), %xmm0
	vpermt2ps	%zmm4, %zmm0, %zmm8
	vmovddup	.LCPI0_968(%rip), %xmm0
	vpermt2ps	%zmm10, %zmm0, %zmm3
	vblendps	$3, %xmm8, %xmm3, %xmm0
	vblendps	$15, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 36616(%rsp,%rcx,4)
	addq	$8, %rcx
	addq	$448, %rdx
	cmpq	$56, %rcx
	jb	.LBB0_54
	jmp	.LBB0_57
.LBB0_39:
	movq	$-16, %rcx
	movq	56(%rsp), %rdx
	.p2align	4
.LBB0_40:
	vmovups	384(%rdx), %zmm3
	vmovups	320(%rdx), %zmm8
	vmovups	256(%rdx), %zmm5
	vmovups	(%rdx), %zmm2
	vmovups	64(%rdx), %zmm4
	vmovups	128(%rdx), %zmm6
	vmovups	192(%rdx), %zmm9
	vbroadcasti64x4	.LCPI0_246(%rip), %zmm0
	vpermi2ps	%zmm6, %zmm9, %zmm0
	vmovaps	%zmm2, %zmm1
	vmovaps	.LCPI0_247(%rip), %ymm7
	vpermt2ps	%zmm4, %zmm7, %zmm1
	movw	$992, %di
	kmovd	%edi, %k1
	vmovaps	%zmm0, %zmm1 {%k1}
	vbroadcasti32x4	.LCPI0_248(%rip), %zmm0
	vpermi2ps	%zmm8, %zmm5, %zmm0
	vbroadcasti64x4	.LCPI0_249(%rip), %zmm7
	vpermi2ps	%zmm3, %zmm0, %zmm7
	movb	$-32, %dil
	kmovd	%edi, %k1
	vmovapd	%zmm7, %zmm1 {%k1}
	vmovupd	%zmm1, 33320(%rsp,%rcx,4)
	vbroadcasti32x4	.LCPI0_250(%rip), %zmm0
	vmovaps	%zmm6, %zmm1
	vbroadcasti32x4	.LCPI0_258(%rip), %zmm7
	vpermi2ps	%zmm9, %zmm6, %zmm7
	vbroadcasti64x4	.LCPI0_264(%rip), %zmm10
	vpermi2ps	%zmm9, %zmm6, %zmm10
	vbroadcasti64x4	.LCPI0_267(%rip), %zmm11
	vpermi2ps	%zmm9, %zmm6, %zmm11
	vbroadcasti64x4	.LCPI0_270(%rip), %zmm12
	vpermi2ps	%zmm6, %zmm9, %zmm12
	vpermt2ps	%zmm9, %zmm0, %zmm6
	vmovaps	%zmm2, %zmm13
	vmovaps	.LCPI0_251(%rip), %ymm14
	vpermt2ps	%zmm4, %zmm14, %zmm13
	movw	$480, %di
	kmovd	%edi, %k2
	vmovaps	%zmm6, %zmm13 {%k2}
	vbroadcasti64x4	.LCPI0_252(%rip), %zmm6
	vpermi2ps	%zmm8, %zmm5, %zmm6
	vbroadcasti64x4	.LCPI0_253(%rip), %zmm14
	vpermi2ps	%zmm3, %zmm6, %zmm14
	movw	$-512, %di
	kmovd	%edi, %k1
	vmovaps	%zmm14, %zmm13 {%k1}
	vmovups	%zmm13, 33576(%rsp,%rcx,4)
	vbroadcasti32x4	.LCPI0_254(%rip), %zmm6
	vpermt2ps	%zmm9, %zmm6, %zmm1
	vmovaps	%zmm4, %zmm9
	vmovaps	.LCPI0_255(%rip), %ymm13
	vpermt2ps	%zmm2, %zmm13, %zmm9
	vmovaps	%zmm1, %zmm9 {%k2}
	vbroadcasti64x4	.LCPI0_256(%rip), %zmm1
	vbroadcasti64x4	.LCPI0_257(%rip), %zmm13
	vpermi2ps	%zmm8, %zmm5, %zmm1
	vpermi2ps	%zmm3, %zmm1, %zmm13
	vmovaps	%zmm13, %zmm9 {%k1}
	vmovups	%zmm9, 33832(%rsp,%rcx,4)
	vmovaps	%zmm4, %zmm1
	vmovaps	.LCPI0_259(%rip), %ymm9
	vpermt2ps	%zmm2, %zmm9, %zmm1
	vmovaps	%zmm7, %zmm1 {%k2}
	vbroadcasti64x4	.LCPI0_260(%rip), %zmm7
	vpermi2ps	%zmm5, %zmm8, %zmm7
	vbroadcasti64x4	.LCPI0_261(%rip), %zmm9
	vpermi2ps	%zmm3, %zmm7, %zmm9
	vmovaps	%zmm9, %zmm1 {%k1}
	vmovups	%zmm1, 34088(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_262(%rip), %zmm1
	vpermi2ps	%zmm5, %zmm8, %zmm1
	vbroadcasti64x4	.LCPI0_263(%rip), %zmm7
	vpermi2ps	%zmm3, %zmm1, %zmm7
	vmovaps	%zmm2, %zmm1
	vmovaps	.LCPI0_265(%rip), %xmm9
	vpermt2ps	%zmm4, %zmm9, %zmm1
	vinsertf32x4	$0, %xmm1, %zmm10, %zmm1
	vmovaps	%zmm7, %zmm1 {%k1}
	vmovups	%zmm1, 34344(%rsp,%rcx,4)
	vpermi2ps	%zmm8, %zmm5, %zmm0
	vbroadcasti64x4	.LCPI0_266(%rip), %zmm1
	vpermi2ps	%zmm3, %zmm0, %zmm1
	vmovaps	%zmm2, %zmm0
	vmovaps	.LCPI0_268(%rip), %xmm7
	vpermt2ps	%zmm4, %zmm7, %zmm0
	vinsertf32x4	$0, %xmm0, %zmm11, %zmm0
	vmovaps	%zmm1, %zmm0 {%k1}
	vmovups	%zmm0, 34600(%rsp,%rcx,4)
	vpermt2ps	%zmm8, %zmm6, %zmm5
	vbroadcasti64x4	.LCPI0_269(%rip), %zmm0
	vpermi2ps	%zmm3, %zmm5, %zmm0
	vmovaps	.LCPI0_271(%rip), %xmm1
	vpermt2ps	%zmm4, %zmm1, %zmm2
	vinsertf32x4	$0, %xmm2, %zmm12, %zmm1
	vmovaps	%zmm0, %zmm1 {%k1}
	vmovups	%zmm1, 34856(%rsp,%rcx,4)
	addq	$16, %rcx
	addq	$448, %rdx
	cmpq	$48, %rcx
	jb	.LBB0_40
	jmp	.LBB0_57
.LBB0_47:
	movq	$-8, %rcx
	movq	88(%rsp), %rdx
	.p2align	4
.LBB0_48:
	vmovups	256(%rdx), %zmm0
	vmovups	320(%rdx), %ymm2
	vmovups	(%rdx), %zmm3
	vmovups	64(%rdx), %zmm6
	vmovups	128(%rdx), %zmm4
	vmovups	192(%rdx), %zmm5
	vmovaps	%zmm4, %zmm1
	vbroadcastf128	.LCPI0_974(%rip), %ymm7
	vpermt2ps	%zmm5, %zmm7, %zmm1
	vmovaps	%zmm3, %zmm7
	vmovaps	.LCPI0_165(%rip), %xmm8
	vpermt2ps	%zmm6, %zmm8, %zmm7
	vblendps	$248, %ymm1, %ymm7, %ymm8
	vmovups	288(%rdx), %ymm9
	vmovups	256(%rdx), %ymm1
	vblendps	$240, %ymm9, %ymm1, %ymm10
	vmovaps	.LCPI0_166(%rip), %ymm7
	vpermt2ps	%ymm10, %ymm7, %ymm8
	vbroadcastss	324(%rdx), %ymm7
	vmovups	%ymm8, 33288(%rsp,%rcx,4)
	vmovaps	%zmm4, %zmm8
	vbroadcastf128	.LCPI0_975(%rip), %ymm11
	vpermt2ps	%zmm5, %zmm11, %zmm8
	vmovaps	%zmm3, %zmm11
	vmovaps	.LCPI0_168(%rip), %xmm12
	vpermt2ps	%zmm6, %zmm12, %zmm11
	vblendps	$248, %ymm8, %ymm11, %ymm8
	vmovaps	.LCPI0_169(%rip), %ymm11
	vpermt2ps	%ymm10, %ymm11, %ymm8
	vmovups	%ymm8, 33544(%rsp,%rcx,4)
	vmovaps	%zmm4, %zmm8
	vbroadcastf128	.LCPI0_976(%rip), %ymm10
	vpermt2ps	%zmm5, %zmm10, %zmm8
	vmovaps	%zmm3, %zmm10
	vmovaps	.LCPI0_171(%rip), %xmm11
	vpermt2ps	%zmm6, %zmm11, %zmm10
	vblendps	$248, %ymm8, %ymm10, %ymm8
	vshufps	$3, %ymm1, %ymm9, %ymm9
	vmovaps	.LCPI0_172(%rip), %ymm10
	vpermt2ps	%ymm9, %ymm10, %ymm8
	vmovups	%ymm8, 33800(%rsp,%rcx,4)
	vmovaps	%zmm4, %zmm8
	vbroadcastf128	.LCPI0_977(%rip), %ymm9
	vpermt2ps	%zmm5, %zmm9, %zmm8
	vmovaps	%zmm3, %zmm9
	vmovaps	.LCPI0_174(%rip), %xmm10
	vpermt2ps	%zmm6, %zmm10, %zmm9
	vblendps	$248, %ymm8, %ymm9, %ymm8
	vblendps	$240, %ymm1, %ymm2, %ymm9
	vmovaps	.LCPI0_175(%rip), %ymm10
	vpermt2ps	%ymm9, %ymm10, %ymm8
	vmovups	%ymm8, 34056(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm8
	vbroadcastf128	.LCPI0_978(%rip), %ymm10
	vpermt2ps	%zmm4, %zmm10, %zmm8
	vmovaps	%zmm3, %zmm10
	vmovaps	.LCPI0_177(%rip), %xmm11
	vpermt2ps	%zmm6, %zmm11, %zmm10
	vblendps	$248, %ymm8, %ymm10, %ymm8
	vblendps	$128, %ymm7, %ymm1, %ymm1
	vblendps	$192, %ymm1, %ymm8, %ymm1
	vmovups	%ymm1, 34312(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vbroadcastf128	.LCPI0_979(%rip), %ymm7
	vpermt2ps	%zmm4, %zmm7, %zmm1
	vmovaps	%zmm6, %zmm7
	vmovaps	.LCPI0_179(%rip), %xmm8
	vpermt2ps	%zmm3, %zmm8, %zmm7
	vblendps	$248, %ymm1, %ymm7, %ymm1
	vmovaps	.LCPI0_180(%rip), %ymm7
	vpermt2ps	%ymm9, %ymm7, %ymm1
	vmovups	%ymm1, 34568(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vbroadcastf128	.LCPI0_980(%rip), %ymm7
	vpermt2ps	%zmm4, %zmm7, %zmm1
	vmovaps	%zmm6, %zmm7
	vmovaps	.LCPI0_182(%rip), %xmm8
	vpermt2ps	%zmm3, %zmm8, %zmm7
	vblendps	$248, %ymm1, %ymm7, %ymm1
	vmovaps	%zmm0, %zmm7
	vbroadcastsd	.LCPI0_981(%rip), %ymm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$192, %ymm7, %ymm1, %ymm1
	vmovups	%ymm1, 34824(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vbroadcastf128	.LCPI0_982(%rip), %ymm7
	vpermt2ps	%zmm4, %zmm7, %zmm1
	vmovaps	%zmm6, %zmm7
	vmovaps	.LCPI0_185(%rip), %xmm8
	vpermt2ps	%zmm3, %zmm8, %zmm7
	vblendps	$248, %ymm1, %ymm7, %ymm1
	vmovaps	%zmm0, %zmm7
	vbroadcastsd	.LCPI0_983(%rip), %ymm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$192, %ymm7, %ymm1, %ymm1
	vmovups	%ymm1, 35080(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vbroadcastf128	.LCPI0_984(%rip), %ymm7
	vpermt2ps	%zmm4, %zmm7, %zmm1
	vmovaps	%zmm6, %zmm7
	vmovaps	.LCPI0_188(%rip), %xmm8
	vpermt2ps	%zmm3, %zmm8, %zmm7
	vblendps	$248, %ymm1, %ymm7, %ymm1
	vmovaps	%zmm0, %zmm7
	vbroadcastsd	.LCPI0_985(%rip), %ymm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$192, %ymm7, %ymm1, %ymm1
	vmovups	%ymm1, 35336(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vmovaps	.LCPI0_190(%rip), %ymm7
	vpermt2ps	%zmm4, %zmm7, %zmm1
	vmovaps	%zmm6, %zmm7
	vmovaps	.LCPI0_191(%rip), %xmm8
	vpermt2ps	%zmm3, %zmm8, %zmm7
	vblendps	$248, %ymm1, %ymm7, %ymm1
	vmovaps	%zmm0, %zmm7
	vbroadcastf128	.LCPI0_986(%rip), %ymm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$224, %ymm7, %ymm1, %ymm1
	vmovups	%ymm1, 35592(%rsp,%rcx,4)
	vmovddup	.LCPI0_985(%rip), %xmm1
	vpermt2ps	%zmm6, %zmm1, %zmm3
	vbroadcastf128	.LCPI0_987(%rip), %ymm1
	vpermt2ps	%zmm5, %zmm1, %zmm4
	vblendps	$3, %ymm3, %ymm4, %ymm1
	vbroadcastf128	.LCPI0_988(%rip), %ymm3
	vpermt2ps	%zmm2, %zmm3, %zmm0
	vblendps	$224, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 35848(%rsp,%rcx,4)
	addq	$8, %rcx
	addq	$352, %rdx
	cmpq	$56, %rcx
	jb	.LBB0_48
	jmp	.LBB0_57
.LBB0_43:
	movq	$-8, %rcx
	movq	72(%rsp), %rdx
	.p2align	4
.LBB0_44:
	vmovups	256(%rdx), %ymm0
	vmovups	(%rdx), %zmm3
	vmovups	64(%rdx), %zmm1
	vmovups	128(%rdx), %zmm2
	vmovups	192(%rdx), %zmm4
	vmovaps	%zmm2, %zmm5
	vbroadcastf128	.LCPI0_222(%rip), %ymm6
	vpermt2ps	%zmm4, %zmm6, %zmm5
	vmovaps	%zmm3, %zmm6
	vmovaps	.LCPI0_221(%rip), %xmm7
	vpermt2ps	%zmm1, %zmm7, %zmm6
	vblendps	$240, %ymm5, %ymm6, %ymm11
	vbroadcastss	260(%rdx), %ymm12
	vbroadcastss	264(%rdx), %ymm10
	vmovaps	%zmm3, %zmm8
	vmovaps	.LCPI0_222(%rip), %xmm5
	vpermt2ps	%zmm1, %zmm5, %zmm8
	vinsertf128	$1, 256(%rdx), %ymm8, %ymm9
	vbroadcastss	272(%rdx), %ymm7
	vbroadcastss	276(%rdx), %ymm6
	vbroadcastss	280(%rdx), %ymm5
	vmovups	%ymm11, 33288(%rsp,%rcx,4)
	vmovaps	%zmm2, %zmm11
	vbroadcastf128	.LCPI0_989(%rip), %ymm13
	vpermt2ps	%zmm4, %zmm13, %zmm11
	vmovaps	%zmm3, %zmm13
	vmovaps	.LCPI0_224(%rip), %xmm14
	vpermt2ps	%zmm1, %zmm14, %zmm13
	vblendps	$240, %ymm11, %ymm13, %ymm11
	vmovaps	.LCPI0_202(%rip), %ymm13
	vpermt2ps	%ymm0, %ymm13, %ymm11
	vmovups	%ymm11, 33544(%rsp,%rcx,4)
	vmovaps	%zmm2, %zmm11
	vbroadcastf128	.LCPI0_990(%rip), %ymm13
	vpermt2ps	%zmm4, %zmm13, %zmm11
	vmovaps	%zmm3, %zmm13
	vmovaps	.LCPI0_226(%rip), %xmm14
	vpermt2ps	%zmm1, %zmm14, %zmm13
	vblendps	$240, %ymm11, %ymm13, %ymm11
	vblendps	$128, %ymm12, %ymm11, %ymm11
	vmovups	%ymm11, 33800(%rsp,%rcx,4)
	vmovaps	%zmm4, %zmm11
	vbroadcastf128	.LCPI0_991(%rip), %ymm12
	vpermt2ps	%zmm2, %zmm12, %zmm11
	vmovaps	%zmm3, %zmm12
	vmovaps	.LCPI0_228(%rip), %xmm13
	vpermt2ps	%zmm1, %zmm13, %zmm12
	vblendps	$240, %ymm11, %ymm12, %ymm11
	vblendps	$128, %ymm10, %ymm11, %ymm10
	vmovups	%ymm10, 34056(%rsp,%rcx,4)
	vmovaps	%zmm4, %zmm10
	vbroadcastf128	.LCPI0_992(%rip), %ymm11
	vpermt2ps	%zmm2, %zmm11, %zmm10
	vblendps	$240, %ymm10, %ymm8, %ymm8
	vblendps	$136, %ymm9, %ymm8, %ymm8
	vmovups	%ymm8, 34312(%rsp,%rcx,4)
	vmovaps	%zmm3, %zmm8
	vmovaps	.LCPI0_230(%rip), %xmm9
	vpermt2ps	%zmm1, %zmm9, %zmm8
	vmovaps	%zmm2, %zmm9
	vbroadcastf128	.LCPI0_993(%rip), %ymm10
	vpermt2ps	%zmm4, %zmm10, %zmm9
	vblendps	$7, %ymm8, %ymm9, %ymm8
	vblendps	$128, %ymm7, %ymm8, %ymm7
	vmovups	%ymm7, 34568(%rsp,%rcx,4)
	vmovaps	%zmm3, %zmm7
	vmovaps	.LCPI0_232(%rip), %xmm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vmovaps	%zmm2, %zmm8
	vbroadcastf128	.LCPI0_994(%rip), %ymm9
	vpermt2ps	%zmm4, %zmm9, %zmm8
	vblendps	$7, %ymm7, %ymm8, %ymm7
	vblendps	$128, %ymm6, %ymm7, %ymm6
	vmovups	%ymm6, 34824(%rsp,%rcx,4)
	vmovaps	%zmm1, %zmm6
	vmovaps	.LCPI0_234(%rip), %xmm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm2, %zmm7
	vbroadcastf128	.LCPI0_995(%rip), %ymm8
	vpermt2ps	%zmm4, %zmm8, %zmm7
	vblendps	$7, %ymm6, %ymm7, %ymm6
	vblendps	$128, %ymm5, %ymm6, %ymm5
	vmovups	%ymm5, 35080(%rsp,%rcx,4)
	vmovaps	.LCPI0_236(%rip), %xmm5
	vpermt2ps	%zmm3, %zmm5, %zmm1
	vbroadcastf128	.LCPI0_996(%rip), %ymm3
	vpermt2ps	%zmm4, %zmm3, %zmm2
	vblendps	$7, %ymm1, %ymm2, %ymm1
	vblendps	$128, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 35336(%rsp,%rcx,4)
	addq	$8, %rcx
	addq	$288, %rdx
	cmpq	$56, %rcx
	jb	.LBB0_44
	.p2align	4
.LBB0_57:
	cmpq	$0, -128(%rsp)
	vmovaps	.LCPI0_875(%rip), %zmm13
	vmovapd	.LCPI0_876(%rip), %zmm14
	vmovaps	.LCPI0_869(%rip), %zmm15
	vmovaps	.LCPI0_870(%rip), %zmm16
	vmovaps	.LCPI0_871(%rip), %zmm19
	vmovaps	.LCPI0_872(%rip), %zmm20
	vmovaps	.LCPI0_873(%rip), %zmm21
	vmovaps	.LCPI0_874(%rip), %zmm22
	vmovaps	.LCPI0_857(%rip), %zmm24
	vmovaps	.LCPI0_858(%rip), %zmm25
	vmovaps	.LCPI0_859(%rip), %zmm26
	vmovaps	.LCPI0_860(%rip), %zmm27
	vmovaps	.LCPI0_861(%rip), %zmm28
	vmovaps	.LCPI0_862(%rip), %zmm29
	vmovaps	.LCPI0_863(%rip), %zmm30
	vbroadcastss	.LCPI0_1(%rip), %zmm23
	vbroadcastss	.LCPI0_2(%rip), %zmm31
	je	.LBB0_63
.LBB0_58:
	vmovups	33256(%rsp), %zmm0
	vmovups	33320(%rsp), %zmm1
	vmovups	33384(%rsp), %zmm4
	vmovups	33448(%rsp), %zmm5
	vmulps	%zmm0, %zmm0, %zmm3
	vmulps	%zmm1, %zmm1, %zmm2
	vmulps	%zmm4, %zmm4, %zmm1
	vmulps	%zmm5, %zmm5, %zmm0
	cmpq	$1, -128(%rsp)
	je	.LBB0_61
	leaq	33704(%rsp), %rcx
	movq	136(%rsp), %rdx
	.p2align	4
.LBB0_60:
	vmovups	-192(%rcx), %zmm4
	vmovups	-128(%rcx), %zmm5
	vmovups	-64(%rcx), %zmm6
	vmovups	(%rcx), %zmm7
	vmulps	%zmm7, %zmm7, %zmm7
	vaddps	%zmm0, %zmm7, %zmm0
	vmulps	%zmm6, %zmm6, %zmm6
	vaddps	%zmm1, %zmm6, %zmm1
	vmulps	%zmm5, %zmm5, %zmm5
	vaddps	%zmm2, %zmm5, %zmm2
	vmulps	%zmm4, %zmm4, %zmm4
	vaddps	%zmm3, %zmm4, %zmm3
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_60
.LBB0_61:
	vsqrtps	%zmm3, %zmm3
	vsqrtps	%zmm2, %zmm2
	vsqrtps	%zmm1, %zmm1
	vsqrtps	%zmm0, %zmm0
	movl	$192, %ecx
	movq	-128(%rsp), %rdx
	.p2align	4
.LBB0_62:
	vmovups	33064(%rsp,%rcx), %zmm4
	vdivps	%zmm3, %zmm4, %zmm4
	vmovups	33128(%rsp,%rcx), %zmm5
	vdivps	%zmm2, %zmm5, %zmm5
	vmovups	33192(%rsp,%rcx), %zmm6
	vdivps	%zmm1, %zmm6, %zmm6
	vmovups	33256(%rsp,%rcx), %zmm7
	vdivps	%zmm0, %zmm7, %zmm7
	vandps	%zmm17, %zmm4, %zmm8
	vpcmpgtd	%zmm23, %zmm8, %k1
	vmovdqa32	%zmm31, %zmm4 {%k1}
	vmovdqu64	%zmm4, 296(%rsp,%rcx)
	vandps	%zmm17, %zmm5, %zmm4
	vpcmpgtd	%zmm23, %zmm4, %k1
	vmovdqa32	%zmm31, %zmm5 {%k1}
	vmovdqu64	%zmm5, 360(%rsp,%rcx)
	vandps	%zmm17, %zmm6, %zmm4
	vpcmpgtd	%zmm23, %zmm4, %k1
	vmovdqa32	%zmm31, %zmm6 {%k1}
	vmovdqu64	%zmm6, 424(%rsp,%rcx)
	vandps	%zmm17, %zmm7, %zmm4
	vpcmpgtd	%zmm23, %zmm4, %k1
	vmovdqa32	%zmm31, %zmm7 {%k1}
	vmovdqu64	%zmm7, 488(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_62
.LBB0_63:
	cmpq	$14, %rax
	ja	.LBB0_65
	leaq	.LJTI0_1(%rip), %rcx
	movslq	(%rcx,%rax,4), %rax
	addq	%rcx, %rax
	movq	-120(%rsp), %rcx
	movq	-104(%rsp), %rbx
	movq	-112(%rsp), %r11
	movb	$8, %dl
	movb	$4, %r8b
	movw	$32, %bp
	movw	$8, %r15w
	movb	$2, %r12b
	movq	%rcx, -120(%rsp)
	jmpq	*%rax
.LBB0_74:
	movq	$-16, %rax
	.p2align	4
.LBB0_75:
	vmovups	552(%rsp,%rax,4), %zmm0
	vmovups	%zmm0, 64(%rsi,%rax,4)
	addq	$16, %rax
	cmpq	$48, %rax
	jb	.LBB0_75
	jmp	.LBB0_73
.LBB0_102:
	movq	$-8, %rax
	.p2align	4
.LBB0_103:
	vbroadcastf64x4	520(%rsp,%rax,4), %zmm0
	vmovups	776(%rsp,%rax,4), %ymm1
	vmovupd	1032(%rsp,%rax,4), %ymm2
	vmovdqa64	%zmm0, %zmm3
	vbroadcastf32x4	.LCPI0_997(%rip), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm3
	vmovaps	%ymm1, %ymm4
	vmovdqa	%ymm0, %ymm5
	vmovddup	.LCPI0_320(%rip), %xmm6
	vpermt2ps	%ymm1, %ymm6, %ymm5
	vpunpckldq	%ymm1, %ymm0, %ymm6
	vbroadcastss	780(%rsp,%rax,4), %xmm7
	vmovups	776(%rsp,%rax,4), %xmm8
	vbroadcastsd	.LCPI0_317(%rip), %ymm9
	vpermt2ps	%ymm0, %ymm9, %ymm1
	vinsertf64x4	$1, %ymm1, %zmm0, %zmm1
	vinsertps	$179, %xmm8, %xmm0, %xmm9
	vinsertf128	$1, %xmm9, %ymm0, %ymm9
	vmovddup	.LCPI0_319(%rip), %xmm10
	vpermt2ps	%ymm0, %ymm10, %ymm4
	vinsertf64x4	$1, %ymm4, %zmm0, %zmm4
	vinsertf64x4	$1, %ymm9, %zmm7, %zmm7
	vinserti64x4	$1, %ymm6, %zmm0, %zmm6
	vshufps	$255, %xmm8, %xmm0, %xmm0
	vinsertf128	$1, %xmm0, %ymm0, %ymm0
	vbroadcasti32x4	.LCPI0_321(%rip), %zmm8
	vinsertf64x4	$1, %ymm0, %zmm0, %zmm0
	vbroadcasti32x4	.LCPI0_322(%rip), %zmm9
	vpermi2pd	%zmm2, %zmm6, %zmm9
	vbroadcasti32x4	.LCPI0_323(%rip), %zmm6
	vpermi2ps	%zmm0, %zmm2, %zmm8
	vpermi2ps	%zmm2, %zmm1, %zmm6
	vbroadcasti32x4	.LCPI0_324(%rip), %zmm0
	vbroadcasti32x4	.LCPI0_325(%rip), %zmm1
	vinserti64x4	$1, %ymm5, %zmm0, %zmm5
	vpermi2pd	%zmm2, %zmm5, %zmm0
	vpermi2ps	%zmm2, %zmm4, %zmm1
	vbroadcasti64x4	.LCPI0_326(%rip), %zmm4
	vmovups	1288(%rsp,%rax,4), %ymm5
	movq	%rsi, %rdi
	movw	$2, %si
	kmovd	%esi, %k1
	movq	%rdi, %rsi
	vmovaps	%zmm2, %zmm7 {%k1}
	vpermi2pd	%zmm2, %zmm3, %zmm4
	vbroadcasti64x4	.LCPI0_327(%rip), %zmm2
	vbroadcasti64x4	.LCPI0_328(%rip), %zmm3
	vpermi2ps	%zmm5, %zmm4, %zmm2
	vpermi2ps	%zmm5, %zmm7, %zmm3
	vbroadcasti64x4	.LCPI0_329(%rip), %zmm4
	vbroadcasti32x4	.LCPI0_330(%rip), %zmm7
	vpermi2ps	%zmm5, %zmm1, %zmm4
	vpermi2ps	%zmm5, %zmm0, %zmm7
	vbroadcasti32x4	.LCPI0_331(%rip), %zmm0
	vbroadcasti64x4	.LCPI0_332(%rip), %zmm1
	vpermi2ps	%zmm5, %zmm6, %zmm0
	vpermi2ps	%zmm5, %zmm9, %zmm1
	vbroadcasti64x4	.LCPI0_333(%rip), %zmm6
	vmovups	1544(%rsp,%rax,4), %ymm9
	vpermi2ps	%zmm5, %zmm8, %zmm6
	kmovd	%r12d, %k1
	vbroadcasti64x4	.LCPI0_334(%rip), %zmm5
	vbroadcasti64x4	.LCPI0_335(%rip), %zmm8
	vpermi2ps	%zmm9, %zmm1, %zmm5
	vpermi2ps	%zmm9, %zmm0, %zmm8
	vbroadcasti64x4	.LCPI0_336(%rip), %zmm1
	vbroadcasti64x4	.LCPI0_337(%rip), %zmm10
	vpermi2pd	%zmm9, %zmm7, %zmm1
	vpermi2ps	%zmm9, %zmm4, %zmm10
	vbroadcasti64x4	.LCPI0_338(%rip), %zmm4
	vinsertf32x4	$1, 1544(%rsp,%rax,4), %zmm2, %zmm2
	vmovapd	%zmm9, %zmm6 {%k1}
	vpermi2ps	%zmm9, %zmm3, %zmm4
	vmovups	1800(%rsp,%rax,4), %ymm7
	vbroadcasti64x4	.LCPI0_339(%rip), %zmm0
	vpermi2ps	%zmm7, %zmm2, %zmm0
	vbroadcasti64x4	.LCPI0_340(%rip), %zmm2
	vpermi2ps	%zmm7, %zmm6, %zmm2
	vbroadcasti64x4	.LCPI0_341(%rip), %zmm6
	vpermi2ps	%zmm7, %zmm4, %zmm6
	vbroadcasti64x4	.LCPI0_342(%rip), %zmm9
	vpermi2ps	%zmm7, %zmm10, %zmm9
	vbroadcasti64x4	.LCPI0_343(%rip), %zmm10
	vpermi2ps	%zmm7, %zmm1, %zmm10
	vbroadcasti64x4	.LCPI0_344(%rip), %zmm3
	vbroadcasti64x4	.LCPI0_345(%rip), %zmm4
	vpermi2ps	%zmm7, %zmm5, %zmm4
	vpermi2ps	%zmm7, %zmm8, %zmm3
	vmovups	2056(%rsp,%rax,4), %ymm1
	kmovd	%r15d, %k1
	vmovaps	%zmm1, %zmm4 {%k1}
	vbroadcasti64x4	.LCPI0_347(%rip), %zmm18
	vmovapd	.LCPI0_346(%rip), %zmm5
	vpermt2pd	%zmm1, %zmm5, %zmm3
	vpermi2ps	%zmm1, %zmm10, %zmm18
	vbroadcasti64x4	.LCPI0_348(%rip), %zmm5
	vbroadcasti64x4	.LCPI0_349(%rip), %zmm10
	vpermi2ps	%zmm1, %zmm9, %zmm5
	vpermi2ps	%zmm1, %zmm6, %zmm10
	vmovapd	.LCPI0_350(%rip), %zmm6
	vpermt2pd	%zmm1, %zmm6, %zmm2
	vmovapd	.LCPI0_351(%rip), %zmm6
	vpermt2pd	%zmm1, %zmm6, %zmm0
	vmovups	2312(%rsp,%rax,4), %ymm1
	vmovaps	.LCPI0_352(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm0
	vmovaps	.LCPI0_353(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm4
	vmovaps	.LCPI0_354(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm2
	vmovaps	.LCPI0_355(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm10
	vmovaps	.LCPI0_356(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm5
	vmovaps	.LCPI0_357(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm18
	vmovaps	.LCPI0_358(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm3
	vmovupd	2568(%rsp,%rax,4), %ymm1
	kmovd	%r8d, %k1
	vmovapd	%zmm1, %zmm3 {%k1}
	vmovaps	.LCPI0_361(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm10
	vmovapd	.LCPI0_362(%rip), %zmm6
	vpermt2pd	%zmm1, %zmm6, %zmm2
	vmovaps	.LCPI0_359(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm18
	vmovaps	.LCPI0_363(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm4
	vinsertf32x4	$2, 2568(%rsp,%rax,4), %zmm0, %zmm8
	vmovups	2824(%rsp,%rax,4), %ymm0
	vmovapd	.LCPI0_360(%rip), %zmm6
	vpermt2pd	%zmm1, %zmm6, %zmm5
	vmovaps	.LCPI0_365(%rip), %zmm1
	vpermt2ps	%zmm0, %zmm1, %zmm3
	vmovaps	.LCPI0_366(%rip), %zmm1
	vpermt2ps	%zmm0, %zmm1, %zmm4
	vmovaps	.LCPI0_367(%rip), %zmm1
	vpermt2ps	%zmm0, %zmm1, %zmm2
	vmovaps	.LCPI0_368(%rip), %zmm1
	vpermt2ps	%zmm0, %zmm1, %zmm10
	vmovaps	.LCPI0_369(%rip), %zmm1
	vpermt2ps	%zmm0, %zmm1, %zmm5
	vmovaps	.LCPI0_364(%rip), %zmm1
	vpermt2ps	%zmm0, %zmm1, %zmm8
	vmovaps	.LCPI0_370(%rip), %zmm1
	vpermt2ps	%zmm0, %zmm1, %zmm18
	vmovups	3080(%rsp,%rax,4), %ymm1
	kmovd	%ebp, %k1
	vmovaps	%zmm1, %zmm18 {%k1}
	vmovaps	.LCPI0_372(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm10
	vmovapd	.LCPI0_371(%rip), %zmm6
	vpermt2pd	%zmm1, %zmm6, %zmm5
	vmovapd	.LCPI0_373(%rip), %zmm6
	vpermt2pd	%zmm1, %zmm6, %zmm2
	vmovaps	.LCPI0_374(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm4
	vmovapd	.LCPI0_375(%rip), %zmm6
	vpermt2pd	%zmm1, %zmm6, %zmm3
	vmovups	3336(%rsp,%rax,4), %ymm6
	vmovapd	.LCPI0_376(%rip), %zmm7
	vpermt2pd	%zmm1, %zmm7, %zmm8
	vmovaps	.LCPI0_378(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm18
	vmovaps	.LCPI0_379(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm3
	vmovaps	.LCPI0_380(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm4
	vmovaps	.LCPI0_381(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm2
	vmovaps	.LCPI0_382(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm10
	vmovaps	.LCPI0_377(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm8
	vmovaps	.LCPI0_383(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm5
	vmovups	3592(%rsp,%rax,4), %ymm1
	kmovd	%edx, %k1
	vmovaps	.LCPI0_384(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm10
	vmovapd	.LCPI0_385(%rip), %zmm6
	vpermt2pd	%zmm1, %zmm6, %zmm2
	vmovapd	%zmm1, %zmm5 {%k1}
	vmovaps	.LCPI0_386(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm4
	vmovapd	.LCPI0_387(%rip), %zmm6
	vpermt2pd	%zmm1, %zmm6, %zmm3
	vmovaps	.LCPI0_388(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm18
	vbroadcastss	2340(%rsp,%rax,4), %xmm6
	vmovapd	.LCPI0_389(%rip), %zmm7
	vpermt2pd	%zmm1, %zmm7, %zmm8
	vbroadcastss	2596(%rsp,%rax,4), %ymm1
	vblendps	$2, %xmm1, %xmm6, %xmm1
	vmovups	3848(%rsp,%rax,4), %ymm6
	vmovaps	.LCPI0_391(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm5
	vmovaps	.LCPI0_392(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm18
	vmovaps	.LCPI0_393(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm3
	vmovaps	.LCPI0_394(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm4
	vmovaps	.LCPI0_395(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm2
	vmovaps	.LCPI0_396(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm10
	vmovaps	.LCPI0_390(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm8
	vmovaps	.LCPI0_404(%rip), %xmm6
	vpermt2ps	%ymm1, %ymm6, %ymm0
	vbroadcastss	3108(%rsp,%rax,4), %ymm1
	vblendps	$8, %xmm1, %xmm0, %xmm0
	vbroadcastss	3364(%rsp,%rax,4), %ymm1
	vblendps	$240, %ymm1, %ymm0, %ymm0
	vbroadcastss	3620(%rsp,%rax,4), %ymm1
	vblendps	$32, %ymm1, %ymm0, %ymm0
	vbroadcastss	3876(%rsp,%rax,4), %ymm1
	vblendps	$192, %ymm1, %ymm0, %ymm0
	vmovups	4104(%rsp,%rax,4), %ymm1
	vblendps	$128, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 448(%rcx)
	vmovaps	.LCPI0_402(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm5
	vmovups	%zmm5, 384(%rcx)
	vmovaps	.LCPI0_401(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm18
	vmovups	%zmm18, 320(%rcx)
	vmovaps	.LCPI0_399(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm4
	vmovups	%zmm4, 192(%rcx)
	vmovaps	.LCPI0_400(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm3
	vmovups	%zmm3, 256(%rcx)
	vmovaps	.LCPI0_398(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm2
	vmovups	%zmm2, 128(%rcx)
	vmovaps	.LCPI0_403(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm8
	vmovups	%zmm8, (%rcx)
	vmovaps	.LCPI0_397(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm10
	vmovups	%zmm10, 64(%rcx)
	addq	$8, %rax
	addq	$480, %rcx
	cmpq	$56, %rax
	jb	.LBB0_103
	jmp	.LBB0_73
.LBB0_96:
	movq	$-8, %rax
	movq	104(%rsp), %rcx
	.p2align	4
.LBB0_97:
	vbroadcastf64x4	776(%rsp,%rax,4), %zmm0
	vbroadcastf64x4	520(%rsp,%rax,4), %zmm1
	vbroadcasti64x4	.LCPI0_537(%rip), %zmm2
	vbroadcasti64x4	.LCPI0_538(%rip), %zmm3
	vpermi2ps	%zmm0, %zmm1, %zmm2
	vpermi2ps	%zmm0, %zmm1, %zmm3
	vunpckhps	%ymm0, %ymm1, %ymm4
	vmovaps	%xmm1, %xmm5
	vmovups	1032(%rsp,%rax,4), %ymm6
	vunpckhps	%xmm0, %xmm1, %xmm7
	vinsertf32x4	$2, %xmm7, %zmm0, %zmm7
	vmovups	1288(%rsp,%rax,4), %ymm8
	vbroadcasti64x4	.LCPI0_539(%rip), %zmm9
	vpermi2ps	%zmm6, %zmm3, %zmm9
	vbroadcasti64x4	.LCPI0_540(%rip), %zmm10
	vpermi2ps	%zmm6, %zmm2, %zmm10
	vbroadcasti32x4	.LCPI0_541(%rip), %zmm11
	vpermi2pd	%zmm6, %zmm7, %zmm11
	vbroadcasti32x4	.LCPI0_542(%rip), %zmm2
	vpermi2pd	%zmm6, %zmm4, %zmm2
	vbroadcasti32x4	.LCPI0_543(%rip), %zmm3
	vpermi2ps	%zmm8, %zmm2, %zmm3
	vbroadcasti32x4	.LCPI0_544(%rip), %zmm2
	vpermi2ps	%zmm8, %zmm11, %zmm2
	vbroadcasti64x4	.LCPI0_546(%rip), %zmm7
	vbroadcastsd	.LCPI0_319(%rip), %ymm4
	vpermt2ps	%ymm0, %ymm4, %ymm1
	vshufps	$51, %xmm5, %xmm0, %xmm0
	vbroadcasti128	.LCPI0_548(%rip), %ymm5
	vpermi2ps	%ymm0, %ymm6, %ymm5
	vmovups	1544(%rsp,%rax,4), %ymm0
	vshufps	$244, %ymm6, %ymm1, %ymm6
	vpermi2ps	%zmm8, %zmm10, %zmm7
	vbroadcasti64x4	.LCPI0_547(%rip), %zmm4
	vinsertf32x4	$1, 1544(%rsp,%rax,4), %zmm7, %zmm1
	vpermi2ps	%zmm8, %zmm9, %zmm4
	kmovd	%r8d, %k1
	vinsertf64x4	$1, %ymm0, %zmm6, %zmm6
	vbroadcasti64x4	.LCPI0_549(%rip), %zmm7
	vpermi2ps	%zmm8, %zmm6, %zmm7
	vinsertf64x4	$0, %ymm0, %zmm0, %zmm4 {%k1}
	vinsertf64x4	$1, %ymm0, %zmm5, %zmm5
	vbroadcasti64x4	.LCPI0_551(%rip), %zmm6
	vpermi2ps	%zmm8, %zmm5, %zmm6
	vmovaps	.LCPI0_552(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm3
	vmovaps	.LCPI0_550(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm2
	vmovups	1800(%rsp,%rax,4), %ymm0
	vmovaps	.LCPI0_553(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm3
	vbroadcasti64x4	.LCPI0_554(%rip), %zmm5
	vpermi2ps	%zmm0, %zmm6, %zmm5
	vmovaps	.LCPI0_555(%rip), %zmm6
	vpermt2ps	%zmm0, %zmm6, %zmm2
	vbroadcasti64x4	.LCPI0_556(%rip), %zmm6
	vpermi2ps	%zmm0, %zmm7, %zmm6
	vmovaps	.LCPI0_558(%rip), %zmm7
	vpermt2ps	%zmm0, %zmm7, %zmm4
	vmovaps	.LCPI0_557(%rip), %zmm7
	vpermt2ps	%zmm0, %zmm7, %zmm1
	vmovups	2056(%rsp,%rax,4), %ymm7
	vbroadcasti64x4	.LCPI0_560(%rip), %zmm8
	vbroadcasti64x4	.LCPI0_562(%rip), %zmm9
	vpermi2ps	%zmm7, %zmm6, %zmm8
	vpermi2ps	%zmm7, %zmm5, %zmm9
	vmovups	2312(%rsp,%rax,4), %ymm6
	vbroadcasti64x4	.LCPI0_565(%rip), %zmm0
	vpermi2ps	%zmm6, %zmm9, %zmm0
	vmovapd	.LCPI0_559(%rip), %zmm5
	vpermt2pd	%zmm7, %zmm5, %zmm4
	vmovaps	.LCPI0_561(%rip), %zmm5
	vpermt2ps	%zmm7, %zmm5, %zmm2
	vmovaps	.LCPI0_563(%rip), %zmm5
	vpermt2ps	%zmm7, %zmm5, %zmm3
	vmovaps	.LCPI0_564(%rip), %zmm5
	vpermt2ps	%zmm6, %zmm5, %zmm3
	vmovapd	.LCPI0_503(%rip), %zmm5
	vpermt2pd	%zmm7, %zmm5, %zmm1
	vmovaps	.LCPI0_566(%rip), %zmm5
	vpermt2ps	%zmm6, %zmm5, %zmm2
	vbroadcasti64x4	.LCPI0_567(%rip), %zmm5
	vpermi2ps	%zmm6, %zmm8, %zmm5
	vmovaps	.LCPI0_569(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm4
	vmovaps	.LCPI0_568(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm1
	vmovups	2568(%rsp,%rax,4), %ymm6
	vinsertf32x4	$2, 2568(%rsp,%rax,4), %zmm1, %zmm1
	vmovaps	.LCPI0_571(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm5
	vmovapd	.LCPI0_570(%rip), %zmm7
	vpermt2pd	%zmm6, %zmm7, %zmm4
	vmovaps	.LCPI0_572(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm2
	vmovaps	.LCPI0_573(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm0
	vmovaps	.LCPI0_574(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm3
	vmovups	2824(%rsp,%rax,4), %ymm6
	kmovd	%ebp, %k1
	vmovaps	%zmm6, %zmm3 {%k1}
	vmovaps	.LCPI0_575(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm0
	vmovaps	.LCPI0_576(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm2
	vmovaps	.LCPI0_577(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm5
	vmovupd	3080(%rsp,%rax,4), %ymm7
	vmovaps	.LCPI0_578(%rip), %zmm8
	vpermt2ps	%zmm6, %zmm8, %zmm1
	vmovaps	.LCPI0_579(%rip), %zmm8
	vpermt2ps	%zmm6, %zmm8, %zmm4
	vmovapd	.LCPI0_580(%rip), %zmm6
	vpermt2pd	%zmm7, %zmm6, %zmm4
	vmovaps	.LCPI0_581(%rip), %zmm6
	vpermt2ps	%zmm7, %zmm6, %zmm5
	vmovaps	.LCPI0_582(%rip), %zmm6
	vpermt2ps	%zmm7, %zmm6, %zmm3
	vmovaps	.LCPI0_583(%rip), %zmm6
	vpermt2ps	%zmm7, %zmm6, %zmm2
	vmovapd	.LCPI0_525(%rip), %zmm6
	vpermt2pd	%zmm7, %zmm6, %zmm1
	vmovaps	.LCPI0_584(%rip), %zmm6
	vpermt2ps	%zmm7, %zmm6, %zmm0
	vmovups	3336(%rsp,%rax,4), %ymm6
	vmovaps	.LCPI0_588(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm5
	vmovups	%zmm5, 320(%rcx)
	vmovaps	.LCPI0_587(%rip), %zmm5
	vpermt2ps	%zmm6, %zmm5, %zmm3
	vmovups	%zmm3, 256(%rcx)
	vmovaps	.LCPI0_590(%rip), %zmm3
	vpermt2ps	%zmm6, %zmm3, %zmm4
	vmovups	%zmm4, 192(%rcx)
	vmovaps	.LCPI0_586(%rip), %zmm3
	vpermt2ps	%zmm6, %zmm3, %zmm2
	vmovups	%zmm2, 64(%rcx)
	vmovaps	.LCPI0_589(%rip), %zmm2
	vpermt2ps	%zmm6, %zmm2, %zmm1
	vmovups	%zmm1, (%rcx)
	vmovaps	.LCPI0_585(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm0
	vmovups	%zmm0, 128(%rcx)
	addq	$8, %rax
	addq	$384, %rcx
	cmpq	$56, %rax
	jb	.LBB0_97
	jmp	.LBB0_73
.LBB0_82:
	movq	$-16, %rax
	movq	120(%rsp), %rcx
	.p2align	4
.LBB0_83:
	vmovups	552(%rsp,%rax,4), %zmm0
	vmovups	808(%rsp,%rax,4), %zmm1
	vmovups	1064(%rsp,%rax,4), %zmm2
	vmovaps	%zmm0, %zmm3
	vmovups	416(%rsp), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm3
	vmovaps	%zmm0, %zmm4
	vmovups	144(%rsp), %zmm5
	vpermt2ps	%zmm1, %zmm5, %zmm4
	vmovaps	%zmm0, %zmm5
	vmovups	352(%rsp), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm5
	vmovaps	%zmm1, %zmm6
	vmovups	288(%rsp), %zmm7
	vpermt2ps	%zmm0, %zmm7, %zmm6
	vmovups	208(%rsp), %zmm7
	vpermt2ps	%zmm1, %zmm7, %zmm0
	vmovaps	.LCPI0_842(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm0
	vmovaps	.LCPI0_843(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm6
	vmovaps	.LCPI0_844(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm5
	vmovaps	.LCPI0_845(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm4
	vmovaps	.LCPI0_846(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm3
	vmovups	1320(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_847(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm3
	vmovaps	.LCPI0_848(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm4
	vmovaps	.LCPI0_849(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm5
	vmovaps	.LCPI0_850(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm6
	vmovaps	.LCPI0_851(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm0
	vmovups	1576(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_853(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm6
	vmovaps	.LCPI0_854(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm5
	vmovaps	.LCPI0_855(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm4
	vmovaps	.LCPI0_856(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm3
	vmovups	%zmm3, 256(%rcx)
	vmovups	%zmm4, 192(%rcx)
	vmovups	%zmm5, 128(%rcx)
	vmovups	%zmm6, 64(%rcx)
	vmovaps	.LCPI0_852(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm0
	vmovups	%zmm0, (%rcx)
	addq	$16, %rax
	addq	$320, %rcx
	cmpq	$48, %rax
	jb	.LBB0_83
	jmp	.LBB0_73
.LBB0_98:
	movq	$-8, %rax
	movq	-40(%rsp), %rcx
	.p2align	4
.LBB0_99:
	vbroadcastf64x4	776(%rsp,%rax,4), %zmm1
	vbroadcastf64x4	520(%rsp,%rax,4), %zmm2
	vbroadcasti64x4	.LCPI0_475(%rip), %zmm0
	vpermi2ps	%zmm1, %zmm2, %zmm0
	vmovaps	%ymm1, %ymm3
	vbroadcasti64x4	.LCPI0_477(%rip), %zmm4
	vpermi2ps	%zmm1, %zmm2, %zmm4
	vinsertps	$179, %xmm1, %xmm2, %xmm5
	vunpcklps	%ymm1, %ymm2, %ymm6
	vbroadcastsd	.LCPI0_476(%rip), %zmm7
	vpermt2ps	%zmm2, %zmm7, %zmm1
	vmovups	1032(%rsp,%rax,4), %ymm7
	vmovups	1288(%rsp,%rax,4), %ymm8
	vbroadcastsd	.LCPI0_319(%rip), %ymm9
	vpermt2ps	%ymm2, %ymm9, %ymm3
	vinsertf64x4	$1, %ymm3, %zmm0, %zmm3
	vbroadcasti64x4	.LCPI0_478(%rip), %zmm2
	vbroadcasti64x4	.LCPI0_479(%rip), %zmm9
	vpermi2ps	%zmm7, %zmm4, %zmm2
	vpermi2ps	%zmm3, %zmm7, %zmm9
	vbroadcasti32x4	.LCPI0_480(%rip), %zmm3
	vbroadcasti32x4	.LCPI0_481(%rip), %zmm4
	vinsertf32x4	$2, %xmm5, %zmm0, %zmm5
	vpermi2pd	%zmm7, %zmm5, %zmm3
	vpermi2ps	%zmm7, %zmm1, %zmm4
	vbroadcasti64x4	.LCPI0_482(%rip), %zmm1
	vmovups	1544(%rsp,%rax,4), %ymm5
	vpermi2ps	%zmm7, %zmm0, %zmm1
	vbroadcasti64x4	.LCPI0_483(%rip), %zmm0
	vpermi2ps	%zmm8, %zmm1, %zmm0
	vbroadcasti32x4	.LCPI0_484(%rip), %zmm10
	vpermi2ps	%zmm8, %zmm4, %zmm10
	vbroadcasti64x4	.LCPI0_485(%rip), %zmm1
	vpermi2ps	%zmm8, %zmm3, %zmm1
	vbroadcasti64x4	.LCPI0_486(%rip), %zmm4
	vpermi2ps	%zmm8, %zmm9, %zmm4
	vbroadcastf64x4	.LCPI0_998(%rip), %zmm3
	vpermt2ps	%zmm8, %zmm3, %zmm2
	vunpcklpd	%ymm7, %ymm6, %ymm6
	vbroadcasti64x4	.LCPI0_488(%rip), %zmm3
	vpermi2ps	%zmm5, %zmm4, %zmm3
	vinsertf64x4	$1, %ymm5, %zmm6, %zmm6
	vbroadcastf64x4	.LCPI0_999(%rip), %zmm4
	vpermt2ps	%zmm8, %zmm4, %zmm6
	vbroadcasti64x4	.LCPI0_490(%rip), %zmm4
	vbroadcasti64x4	.LCPI0_491(%rip), %zmm7
	kmovd	%ebp, %k1
	vpermi2ps	%zmm5, %zmm1, %zmm4
	vinsertf32x4	$1, 1544(%rsp,%rax,4), %zmm0, %zmm1
	vmovups	1800(%rsp,%rax,4), %ymm0
	vmovaps	%zmm5, %zmm2 {%k1}
	vpermi2ps	%zmm5, %zmm10, %zmm7
	vbroadcasti64x4	.LCPI0_493(%rip), %zmm5
	vpermi2ps	%zmm0, %zmm7, %zmm5
	vmovaps	.LCPI0_494(%rip), %zmm7
	vpermt2ps	%zmm0, %zmm7, %zmm2
	vmovaps	.LCPI0_495(%rip), %zmm7
	vpermt2ps	%zmm0, %zmm7, %zmm4
	vbroadcasti64x4	.LCPI0_496(%rip), %zmm7
	vpermi2ps	%zmm0, %zmm6, %zmm7
	vmovupd	2056(%rsp,%rax,4), %ymm6
	vmovaps	.LCPI0_492(%rip), %zmm8
	vpermt2ps	%zmm0, %zmm8, %zmm1
	vmovaps	.LCPI0_497(%rip), %zmm8
	vpermt2ps	%zmm0, %zmm8, %zmm3
	vbroadcasti64x4	.LCPI0_499(%rip), %zmm8
	vpermi2pd	%zmm6, %zmm7, %zmm8
	vmovaps	.LCPI0_500(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm4
	vmovapd	.LCPI0_498(%rip), %zmm0
	vpermt2pd	%zmm6, %zmm0, %zmm3
	vmovaps	.LCPI0_501(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm2
	vmovaps	.LCPI0_502(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm5
	vmovapd	.LCPI0_503(%rip), %zmm0
	vpermt2pd	%zmm6, %zmm0, %zmm1
	vmovups	2312(%rsp,%rax,4), %ymm6
	vmovaps	.LCPI0_505(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm5
	vmovaps	.LCPI0_506(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm2
	vmovaps	.LCPI0_507(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm4
	vbroadcasti64x4	.LCPI0_508(%rip), %zmm0
	vpermi2ps	%zmm6, %zmm8, %zmm0
	vmovaps	.LCPI0_504(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm1
	vmovaps	.LCPI0_509(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm3
	vmovupd	2568(%rsp,%rax,4), %ymm8
	kmovd	%edx, %k1
	vmovapd	.LCPI0_510(%rip), %zmm7
	vpermt2pd	%zmm8, %zmm7, %zmm0
	vmovaps	.LCPI0_512(%rip), %zmm7
	vpermt2ps	%zmm8, %zmm7, %zmm2
	vmovaps	.LCPI0_511(%rip), %zmm7
	vpermt2ps	%zmm8, %zmm7, %zmm4
	vmovaps	.LCPI0_513(%rip), %zmm7
	vpermt2ps	%zmm8, %zmm7, %zmm5
	vinsertf32x4	$2, 2568(%rsp,%rax,4), %zmm1, %zmm7
	vmovups	2824(%rsp,%rax,4), %ymm1
	vmovapd	%zmm8, %zmm3 {%k1}
	vmovaps	.LCPI0_515(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm5
	vmovaps	.LCPI0_516(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm2
	vmovaps	.LCPI0_517(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm3
	vmovaps	.LCPI0_518(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm4
	vmovaps	.LCPI0_519(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vmovaps	.LCPI0_514(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vmovups	3080(%rsp,%rax,4), %ymm1
	vmovaps	.LCPI0_520(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vmovaps	.LCPI0_521(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm4
	vmovaps	.LCPI0_523(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm2
	vmovapd	.LCPI0_522(%rip), %zmm8
	vpermt2pd	%zmm1, %zmm8, %zmm3
	vmovapd	.LCPI0_524(%rip), %zmm8
	vpermt2pd	%zmm1, %zmm8, %zmm5
	vmovups	3336(%rsp,%rax,4), %ymm8
	vmovaps	.LCPI0_527(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm5
	vmovaps	.LCPI0_528(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm2
	vmovapd	.LCPI0_525(%rip), %zmm9
	vpermt2pd	%zmm1, %zmm9, %zmm7
	vmovaps	.LCPI0_529(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm3
	vmovaps	.LCPI0_530(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm4
	vmovaps	.LCPI0_531(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm0
	vbroadcastss	1828(%rsp,%rax,4), %xmm1
	vmovaps	.LCPI0_526(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm7
	vbroadcastss	2084(%rsp,%rax,4), %ymm8
	vblendps	$2, %xmm8, %xmm1, %xmm1
	vmovaps	.LCPI0_404(%rip), %xmm8
	vpermt2ps	%ymm1, %ymm8, %ymm6
	vbroadcastss	2596(%rsp,%rax,4), %ymm1
	vblendps	$8, %xmm1, %xmm6, %xmm1
	vbroadcastss	2852(%rsp,%rax,4), %ymm6
	vblendps	$240, %ymm6, %ymm1, %ymm1
	vbroadcastss	3108(%rsp,%rax,4), %ymm6
	vblendps	$32, %ymm6, %ymm1, %ymm1
	vbroadcastss	3364(%rsp,%rax,4), %ymm6
	vblendps	$192, %ymm6, %ymm1, %ymm1
	vmovups	3592(%rsp,%rax,4), %ymm6
	vblendps	$128, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 384(%rcx)
	vmovaps	.LCPI0_534(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm2
	vmovups	%zmm2, 256(%rcx)
	kmovd	%r15d, %k1
	vmovaps	%zmm6, %zmm0 {%k1}
	vmovups	%zmm0, 192(%rcx)
	vmovaps	.LCPI0_535(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm5
	vmovups	%zmm5, 128(%rcx)
	vmovaps	.LCPI0_533(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm3
	vmovups	%zmm3, 320(%rcx)
	vmovaps	.LCPI0_536(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm7
	vmovups	%zmm7, (%rcx)
	vmovaps	.LCPI0_532(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm4
	vmovups	%zmm4, 64(%rcx)
	addq	$8, %rax
	addq	$416, %rcx
	cmpq	$56, %rax
	jb	.LBB0_99
	jmp	.LBB0_73
.LBB0_92:
	movq	$-8, %rax
	movq	16(%rsp), %rcx
	.p2align	4
.LBB0_93:
	vbroadcastf64x4	776(%rsp,%rax,4), %zmm1
	vbroadcastf64x4	520(%rsp,%rax,4), %zmm3
	vmovdqa64	%zmm3, %zmm0
	vpunpckldq	%ymm1, %ymm3, %ymm4
	vpunpckldq	%zmm1, %zmm3, %zmm2
	vmovdqu	1032(%rsp,%rax,4), %ymm5
	vinserti64x4	$1, %ymm5, %zmm3, %zmm6
	vbroadcastf32x4	.LCPI0_1000(%rip), %zmm7
	vpermt2ps	%zmm1, %zmm7, %zmm3
	vbroadcastf32x4	.LCPI0_1001(%rip), %zmm7
	vpermt2ps	%zmm1, %zmm7, %zmm0
	vextracti128	$1, %ymm4, %xmm7
	vmovaps	.LCPI0_641(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm0
	vmovapd	.LCPI0_642(%rip), %zmm4
	vpermt2pd	%zmm5, %zmm4, %zmm3
	vmovaps	.LCPI0_643(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm2
	vmovaps	%zmm5, %zmm4
	vinsertf32x4	$2, %xmm7, %zmm0, %zmm5
	vmovaps	.LCPI0_644(%rip), %zmm7
	vpermt2ps	%zmm5, %zmm7, %zmm4
	vmovups	1288(%rsp,%rax,4), %ymm5
	vbroadcastf32x4	.LCPI0_1002(%rip), %zmm7
	vpermt2ps	%zmm1, %zmm7, %zmm6
	vbroadcasti32x4	.LCPI0_650(%rip), %zmm1
	vpermi2ps	%zmm5, %zmm6, %zmm1
	vmovups	1544(%rsp,%rax,4), %ymm6
	vmovaps	.LCPI0_647(%rip), %zmm7
	vpermt2ps	%zmm5, %zmm7, %zmm2
	vmovaps	.LCPI0_648(%rip), %zmm7
	vpermt2ps	%zmm5, %zmm7, %zmm3
	vmovaps	.LCPI0_646(%rip), %zmm7
	vpermt2ps	%zmm5, %zmm7, %zmm4
	vmovaps	.LCPI0_649(%rip), %zmm7
	vpermt2ps	%zmm5, %zmm7, %zmm0
	vmovaps	.LCPI0_651(%rip), %zmm5
	vpermt2ps	%zmm6, %zmm5, %zmm1
	vmovaps	.LCPI0_652(%rip), %zmm5
	vpermt2ps	%zmm6, %zmm5, %zmm0
	vmovapd	.LCPI0_653(%rip), %zmm5
	vpermt2pd	%zmm6, %zmm5, %zmm3
	vmovaps	.LCPI0_654(%rip), %zmm5
	vpermt2ps	%zmm6, %zmm5, %zmm2
	vmovaps	.LCPI0_655(%rip), %zmm5
	vpermt2ps	%zmm6, %zmm5, %zmm4
	vmovups	1800(%rsp,%rax,4), %ymm5
	vmovaps	.LCPI0_657(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm2
	vmovaps	.LCPI0_658(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm3
	vmovaps	.LCPI0_659(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm0
	vmovaps	.LCPI0_656(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm4
	vmovaps	.LCPI0_660(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm1
	vmovups	2056(%rsp,%rax,4), %ymm5
	vmovaps	.LCPI0_661(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm1
	vmovaps	.LCPI0_662(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm0
	vmovaps	.LCPI0_663(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm3
	vmovapd	.LCPI0_618(%rip), %zmm6
	vpermt2pd	%zmm5, %zmm6, %zmm2
	vmovaps	.LCPI0_664(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm4
	vmovups	2312(%rsp,%rax,4), %ymm5
	vmovaps	.LCPI0_666(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm2
	vmovaps	.LCPI0_665(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm4
	vmovaps	.LCPI0_667(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm3
	vmovaps	.LCPI0_668(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm0
	vmovaps	.LCPI0_669(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm1
	vmovups	2568(%rsp,%rax,4), %ymm5
	vmovaps	.LCPI0_670(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm1
	vmovaps	.LCPI0_671(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm0
	vmovaps	.LCPI0_672(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm3
	vmovapd	.LCPI0_628(%rip), %zmm6
	vpermt2pd	%zmm5, %zmm6, %zmm2
	vmovaps	.LCPI0_466(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm4
	vmovups	2824(%rsp,%rax,4), %ymm5
	vmovaps	.LCPI0_676(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm1
	vmovups	%zmm1, 256(%rcx)
	vmovaps	.LCPI0_675(%rip), %zmm1
	vpermt2ps	%zmm5, %zmm1, %zmm0
	vmovups	%zmm0, 192(%rcx)
	vmovaps	.LCPI0_673(%rip), %zmm0
	vpermt2ps	%zmm5, %zmm0, %zmm2
	vmovups	%zmm2, (%rcx)
	vmovaps	.LCPI0_674(%rip), %zmm0
	vpermt2ps	%zmm5, %zmm0, %zmm3
	vmovups	%zmm3, 64(%rcx)
	vmovaps	.LCPI0_469(%rip), %zmm0
	vpermt2ps	%zmm5, %zmm0, %zmm4
	vmovups	%zmm4, 128(%rcx)
	addq	$8, %rax
	addq	$320, %rcx
	cmpq	$56, %rax
	jb	.LBB0_93
	jmp	.LBB0_73
.LBB0_78:
	movq	$-16, %rax
	movq	112(%rsp), %rcx
	.p2align	4
.LBB0_79:
	vmovups	552(%rsp,%rax,4), %zmm0
	vmovups	808(%rsp,%rax,4), %zmm1
	vmovups	1064(%rsp,%rax,4), %zmm2
	vmovaps	%zmm0, %zmm3
	vpermt2ps	%zmm1, %zmm15, %zmm3
	vmovaps	%zmm1, %zmm4
	vpermt2ps	%zmm0, %zmm16, %zmm4
	vpermt2ps	%zmm1, %zmm19, %zmm0
	vpermt2ps	%zmm2, %zmm21, %zmm4
	vpermt2ps	%zmm2, %zmm22, %zmm3
	vmovups	%zmm3, 128(%rcx)
	vmovups	%zmm4, 64(%rcx)
	vpermt2ps	%zmm2, %zmm20, %zmm0
	vmovups	%zmm0, (%rcx)
	addq	$16, %rax
	addq	$192, %rcx
	cmpq	$48, %rax
	jb	.LBB0_79
	jmp	.LBB0_73
.LBB0_65:
	cmpq	$0, -128(%rsp)
	sete	%al
	testq	%r8, %r8
	sete	%cl
	orb	%al, %cl
	movq	-104(%rsp), %rbx
	movq	-112(%rsp), %r11
	jne	.LBB0_73
	imulq	-128(%rsp), %r15
	cmpq	$1, %r15
	jne	.LBB0_104
	xorl	%ecx, %ecx
	jmp	.LBB0_69
.LBB0_80:
	movq	$-16, %rax
	movq	-48(%rsp), %rcx
	.p2align	4
.LBB0_81:
	vmovups	552(%rsp,%rax,4), %zmm0
	vmovups	808(%rsp,%rax,4), %zmm1
	vmovups	1064(%rsp,%rax,4), %zmm2
	vmovaps	%zmm0, %zmm3
	vpermt2ps	%zmm1, %zmm24, %zmm3
	vmovaps	%zmm0, %zmm4
	vpermt2ps	%zmm1, %zmm25, %zmm4
	vmovaps	%zmm0, %zmm5
	vpermt2ps	%zmm1, %zmm26, %zmm5
	vpermt2ps	%zmm1, %zmm27, %zmm0
	vpermt2ps	%zmm2, %zmm28, %zmm0
	vpermt2ps	%zmm2, %zmm29, %zmm5
	vpermt2ps	%zmm2, %zmm30, %zmm4
	vmovaps	.LCPI0_864(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm3
	vmovups	1320(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_866(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm4
	vmovaps	.LCPI0_867(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm5
	vmovaps	.LCPI0_868(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm0
	vmovups	%zmm0, 192(%rcx)
	vmovups	%zmm5, 128(%rcx)
	vmovups	%zmm4, 64(%rcx)
	vmovaps	.LCPI0_865(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm3
	vmovups	%zmm3, (%rcx)
	addq	$16, %rax
	addq	$256, %rcx
	cmpq	$48, %rax
	jb	.LBB0_81
	jmp	.LBB0_73
.LBB0_88:
	movq	$-16, %rax
	movq	(%rsp), %rcx
	.p2align	4
.LBB0_89:
	vmovups	552(%rsp,%rax,4), %zmm4
	vmovups	808(%rsp,%rax,4), %zmm1
	vmovups	1064(%rsp,%rax,4), %zmm9
	vmovaps	%zmm4, %zmm0
	vmovaps	.LCPI0_709(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm0
	vmovaps	%zmm4, %zmm2
	vmovaps	.LCPI0_710(%rip), %zmm3
	vpermt2ps	%zmm1, %zmm3, %zmm2
	vmovaps	%zmm4, %zmm3
	vmovaps	.LCPI0_711(%rip), %zmm5
	vpermt2ps	%zmm1, %zmm5, %zmm3
	vmovaps	%zmm4, %zmm5
	vmovaps	.LCPI0_712(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm5
	vmovaps	%zmm4, %zmm6
	vmovaps	.LCPI0_713(%rip), %zmm7
	vpermt2ps	%zmm1, %zmm7, %zmm6
	vmovaps	%zmm4, %zmm7
	vmovaps	.LCPI0_714(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vmovaps	%zmm4, %zmm8
	vmovaps	.LCPI0_715(%rip), %zmm10
	vpermt2ps	%zmm1, %zmm10, %zmm8
	vmovaps	.LCPI0_716(%rip), %zmm10
	vpermt2ps	%zmm1, %zmm10, %zmm4
	vmovaps	.LCPI0_717(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm4
	vmovaps	.LCPI0_718(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm8
	vmovaps	.LCPI0_719(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm7
	vmovaps	.LCPI0_720(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm6
	vmovaps	.LCPI0_721(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm5
	vmovaps	.LCPI0_722(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm3
	vmovaps	.LCPI0_723(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm2
	vmovaps	.LCPI0_724(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm0
	vmovups	1320(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_725(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm0
	vmovaps	.LCPI0_726(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm2
	vmovaps	.LCPI0_727(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm3
	vmovaps	.LCPI0_728(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm5
	vmovaps	.LCPI0_729(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm6
	vmovaps	.LCPI0_730(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm7
	vmovaps	.LCPI0_731(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm8
	vmovaps	.LCPI0_732(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm4
	vmovups	1576(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_733(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm4
	vmovaps	.LCPI0_734(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm8
	vmovaps	.LCPI0_735(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm7
	vmovaps	.LCPI0_736(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm6
	vmovaps	.LCPI0_737(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm5
	vmovaps	.LCPI0_738(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm3
	vmovaps	.LCPI0_739(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm2
	vmovups	1832(%rsp,%rax,4), %zmm9
	vmovaps	.LCPI0_740(%rip), %zmm10
	vpermt2ps	%zmm1, %zmm10, %zmm0
	vmovaps	.LCPI0_741(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm0
	vmovaps	.LCPI0_742(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm2
	vmovaps	.LCPI0_743(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm3
	vmovaps	.LCPI0_744(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm5
	vmovaps	.LCPI0_745(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm6
	vmovaps	.LCPI0_746(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm7
	vmovaps	.LCPI0_747(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm8
	vmovaps	.LCPI0_748(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm4
	vmovups	2088(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_749(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm4
	vmovaps	.LCPI0_750(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm8
	vmovaps	.LCPI0_751(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm7
	vmovaps	.LCPI0_752(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm6
	vmovaps	.LCPI0_753(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm5
	vmovaps	.LCPI0_754(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm3
	vmovaps	.LCPI0_755(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm2
	vmovaps	.LCPI0_756(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm0
	vmovups	2344(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_764(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm4
	vmovups	%zmm4, 448(%rcx)
	vmovaps	.LCPI0_763(%rip), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm8
	vmovups	%zmm8, 384(%rcx)
	vmovaps	.LCPI0_762(%rip), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm7
	vmovups	%zmm7, 320(%rcx)
	vmovaps	.LCPI0_761(%rip), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm6
	vmovups	%zmm6, 256(%rcx)
	vmovaps	.LCPI0_760(%rip), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm5
	vmovups	%zmm5, 192(%rcx)
	vmovaps	.LCPI0_759(%rip), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm3
	vmovups	%zmm3, 128(%rcx)
	vmovaps	.LCPI0_758(%rip), %zmm3
	vpermt2ps	%zmm1, %zmm3, %zmm2
	vmovups	%zmm2, 64(%rcx)
	vmovaps	.LCPI0_757(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm0
	vmovups	%zmm0, (%rcx)
	addq	$16, %rax
	addq	$512, %rcx
	cmpq	$48, %rax
	jb	.LBB0_89
	jmp	.LBB0_73
.LBB0_76:
	movq	$-16, %rax
	.p2align	4
.LBB0_77:
	vmovups	552(%rsp,%rax,4), %zmm0
	vmovups	808(%rsp,%rax,4), %zmm1
	vmovaps	%zmm0, %zmm2
	vpermt2ps	%zmm1, %zmm13, %zmm2
	vpermt2ps	%zmm1, %zmm14, %zmm0
	vmovups	%zmm0, 192(%r14,%rax,8)
	vmovups	%zmm2, 128(%r14,%rax,8)
	addq	$16, %rax
	cmpq	$48, %rax
	jb	.LBB0_77
	jmp	.LBB0_73
.LBB0_84:
	movq	$-16, %rax
	movq	128(%rsp), %rcx
	.p2align	4
.LBB0_85:
	vbroadcasti64x4	.LCPI0_807(%rip), %zmm0
	vmovups	552(%rsp,%rax,4), %zmm4
	vmovups	808(%rsp,%rax,4), %zmm5
	vpermi2ps	%zmm5, %zmm4, %zmm0
	vbroadcasti64x4	.LCPI0_808(%rip), %zmm1
	vpermi2ps	%zmm5, %zmm4, %zmm1
	vbroadcasti32x4	.LCPI0_809(%rip), %zmm2
	vpermi2ps	%zmm5, %zmm4, %zmm2
	vbroadcasti64x4	.LCPI0_810(%rip), %zmm3
	vpermi2ps	%zmm5, %zmm4, %zmm3
	vbroadcasti64x4	.LCPI0_811(%rip), %zmm6
	vpermi2ps	%zmm5, %zmm4, %zmm6
	vbroadcasti32x4	.LCPI0_812(%rip), %zmm7
	vpermi2ps	%zmm5, %zmm4, %zmm7
	vmovups	1064(%rsp,%rax,4), %zmm4
	vmovaps	.LCPI0_813(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm7
	vmovaps	.LCPI0_814(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm6
	vmovaps	.LCPI0_815(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovaps	.LCPI0_816(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm2
	vmovaps	.LCPI0_817(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovaps	.LCPI0_818(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm0
	vmovups	1320(%rsp,%rax,4), %zmm4
	vmovaps	.LCPI0_819(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm0
	vmovaps	.LCPI0_820(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovaps	.LCPI0_821(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm2
	vmovaps	.LCPI0_822(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovaps	.LCPI0_823(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm6
	vmovups	1576(%rsp,%rax,4), %zmm5
	vmovaps	.LCPI0_824(%rip), %zmm8
	vpermt2ps	%zmm4, %zmm8, %zmm7
	vmovaps	.LCPI0_825(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm7
	vmovaps	.LCPI0_826(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm6
	vmovaps	.LCPI0_827(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm3
	vmovaps	.LCPI0_828(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm2
	vmovaps	.LCPI0_829(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm1
	vmovaps	.LCPI0_830(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm0
	vmovups	1832(%rsp,%rax,4), %zmm4
	vmovaps	.LCPI0_836(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm7
	vmovups	%zmm7, 320(%rcx)
	vmovaps	.LCPI0_835(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm6
	vmovups	%zmm6, 256(%rcx)
	vmovaps	.LCPI0_834(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovups	%zmm3, 192(%rcx)
	vmovaps	.LCPI0_833(%rip), %zmm3
	vpermt2ps	%zmm4, %zmm3, %zmm2
	vmovups	%zmm2, 128(%rcx)
	vmovaps	.LCPI0_832(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm1
	vmovups	%zmm1, 64(%rcx)
	vmovaps	.LCPI0_831(%rip), %zmm1
	vpermt2ps	%zmm4, %zmm1, %zmm0
	vmovups	%zmm0, (%rcx)
	addq	$16, %rax
	addq	$384, %rcx
	cmpq	$48, %rax
	jb	.LBB0_85
	jmp	.LBB0_73
.LBB0_100:
	movq	$-8, %rax
	movq	%rbx, %rcx
	.p2align	4
.LBB0_101:
	vbroadcastf64x4	776(%rsp,%rax,4), %zmm3
	vbroadcastf64x4	520(%rsp,%rax,4), %zmm0
	vmovdqu	520(%rsp,%rax,4), %xmm1
	vmovdqa64	%zmm0, %zmm2
	vbroadcastf32x4	.LCPI0_1003(%rip), %zmm4
	vpermt2ps	%zmm3, %zmm4, %zmm2
	vpunpckhdq	776(%rsp,%rax,4), %xmm1, %xmm4
	vmovups	1032(%rsp,%rax,4), %ymm1
	vpunpckldq	%ymm3, %ymm0, %ymm5
	vpunpckhdq	%xmm3, %xmm0, %xmm6
	vbroadcasti32x4	.LCPI0_406(%rip), %zmm7
	vbroadcasti64x4	.LCPI0_326(%rip), %zmm8
	vinserti128	$1, %xmm6, %ymm0, %ymm6
	vinserti32x4	$2, %xmm4, %zmm0, %zmm4
	vbroadcasti64x4	.LCPI0_407(%rip), %zmm9
	vbroadcasti32x4	.LCPI0_408(%rip), %zmm10
	vpermi2ps	%zmm1, %zmm4, %zmm7
	vpermi2pd	%zmm1, %zmm2, %zmm8
	vpermi2pd	%zmm1, %zmm5, %zmm10
	vinserti64x4	$1, %ymm1, %zmm0, %zmm2
	vmovups	1288(%rsp,%rax,4), %ymm4
	vinserti64x4	$1, %ymm6, %zmm0, %zmm5
	vbroadcastf32x4	.LCPI0_1004(%rip), %zmm6
	vpermt2ps	%zmm3, %zmm6, %zmm2
	vbroadcasti32x4	.LCPI0_410(%rip), %zmm6
	vbroadcasti64x4	.LCPI0_411(%rip), %zmm11
	vpermi2ps	%zmm4, %zmm10, %zmm6
	vbroadcasti64x4	.LCPI0_412(%rip), %zmm10
	vpermi2ps	%zmm4, %zmm8, %zmm10
	vbroadcasti32x4	.LCPI0_413(%rip), %zmm8
	vpermi2ps	%zmm4, %zmm2, %zmm8
	vbroadcasti32x4	.LCPI0_414(%rip), %zmm2
	vpermi2ps	%zmm4, %zmm7, %zmm2
	vmovups	1544(%rsp,%rax,4), %ymm7
	vpermi2ps	%zmm5, %zmm1, %zmm9
	vbroadcasti64x4	.LCPI0_415(%rip), %zmm5
	vpermi2ps	%zmm7, %zmm2, %zmm5
	vpunpckhdq	%ymm3, %ymm0, %ymm2
	vpblendd	$192, %ymm1, %ymm2, %ymm2
	vpermi2ps	%zmm4, %zmm9, %zmm11
	vbroadcasti64x4	.LCPI0_416(%rip), %zmm9
	vpermi2ps	%zmm7, %zmm8, %zmm9
	vbroadcasti64x4	.LCPI0_417(%rip), %zmm8
	vinserti64x4	$1, %ymm7, %zmm2, %zmm2
	vpermi2ps	%zmm4, %zmm2, %zmm8
	vbroadcasti64x4	.LCPI0_418(%rip), %zmm12
	vpermi2ps	%zmm7, %zmm11, %zmm12
	vbroadcasti64x4	.LCPI0_419(%rip), %zmm11
	vpermi2pd	%zmm7, %zmm6, %zmm11
	vmovups	1800(%rsp,%rax,4), %ymm6
	vbroadcasti64x4	.LCPI0_420(%rip), %zmm2
	vpermi2ps	%zmm6, %zmm11, %zmm2
	vbroadcasti64x4	.LCPI0_422(%rip), %zmm7
	vpermi2ps	%zmm6, %zmm8, %zmm7
	vmovddup	.LCPI0_319(%rip), %xmm8
	vpermt2ps	%ymm3, %ymm8, %ymm0
	vinsertf32x4	$1, 1544(%rsp,%rax,4), %zmm10, %zmm3
	vshufps	$255, %ymm1, %ymm4, %ymm1
	vshufps	$226, %ymm0, %ymm1, %ymm0
	vbroadcasti64x4	.LCPI0_423(%rip), %zmm1
	vbroadcastss	1572(%rsp,%rax,4), %ymm4
	vblendps	$192, %ymm4, %ymm0, %ymm0
	vpermi2ps	%zmm6, %zmm3, %zmm1
	vbroadcasti64x4	.LCPI0_424(%rip), %zmm4
	vbroadcasti64x4	.LCPI0_425(%rip), %zmm3
	vpermi2ps	%zmm6, %zmm9, %zmm4
	vpermi2ps	%zmm6, %zmm5, %zmm3
	vmovups	2056(%rsp,%rax,4), %ymm5
	vbroadcasti64x4	.LCPI0_426(%rip), %zmm8
	vpermi2ps	%zmm5, %zmm4, %zmm8
	vbroadcasti64x4	.LCPI0_421(%rip), %zmm4
	kmovd	%r12d, %k1
	vmovapd	%zmm5, %zmm3 {%k1}
	vinsertf64x4	$1, %ymm5, %zmm0, %zmm0
	vpermi2ps	%zmm6, %zmm12, %zmm4
	vbroadcasti64x4	.LCPI0_427(%rip), %zmm9
	vpermi2ps	%zmm6, %zmm0, %zmm9
	vbroadcasti64x4	.LCPI0_428(%rip), %zmm6
	vmovapd	.LCPI0_351(%rip), %zmm0
	vpermt2pd	%zmm5, %zmm0, %zmm1
	vpermi2pd	%zmm5, %zmm7, %zmm6
	vmovups	2312(%rsp,%rax,4), %ymm7
	vbroadcasti64x4	.LCPI0_433(%rip), %zmm0
	vmovaps	.LCPI0_429(%rip), %zmm10
	vpermt2ps	%zmm5, %zmm10, %zmm4
	vmovaps	.LCPI0_430(%rip), %zmm10
	vpermt2ps	%zmm5, %zmm10, %zmm2
	vpermi2ps	%zmm7, %zmm6, %zmm0
	vbroadcasti64x4	.LCPI0_435(%rip), %zmm5
	vbroadcasti64x4	.LCPI0_437(%rip), %zmm6
	vpermi2ps	%zmm7, %zmm9, %zmm5
	vpermi2ps	%zmm7, %zmm8, %zmm6
	vmovaps	.LCPI0_431(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm2
	vmovaps	.LCPI0_434(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm3
	vmovaps	.LCPI0_436(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm1
	vmovaps	.LCPI0_432(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm4
	vmovups	2568(%rsp,%rax,4), %ymm7
	vmovaps	.LCPI0_439(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm5
	vmovapd	.LCPI0_440(%rip), %zmm8
	vpermt2pd	%zmm7, %zmm8, %zmm3
	vmovapd	.LCPI0_441(%rip), %zmm8
	vpermt2pd	%zmm7, %zmm8, %zmm0
	vmovaps	.LCPI0_438(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm6
	vmovaps	.LCPI0_442(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm4
	vmovaps	.LCPI0_443(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm2
	vmovups	2824(%rsp,%rax,4), %ymm8
	vinsertf32x4	$2, 2568(%rsp,%rax,4), %zmm1, %zmm7
	kmovd	%r15d, %k1
	vmovaps	%zmm8, %zmm2 {%k1}
	vmovaps	.LCPI0_444(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm4
	vmovaps	.LCPI0_445(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm0
	vmovaps	.LCPI0_446(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm3
	vmovaps	.LCPI0_447(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm5
	vmovaps	.LCPI0_448(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm7
	vmovaps	.LCPI0_449(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm6
	vmovupd	3080(%rsp,%rax,4), %ymm1
	vmovapd	.LCPI0_450(%rip), %zmm8
	vpermt2pd	%zmm1, %zmm8, %zmm6
	vmovaps	.LCPI0_451(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm5
	vmovapd	.LCPI0_376(%rip), %zmm8
	vpermt2pd	%zmm1, %zmm8, %zmm7
	vmovapd	.LCPI0_452(%rip), %zmm8
	vpermt2pd	%zmm1, %zmm8, %zmm3
	vmovaps	.LCPI0_453(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vmovaps	.LCPI0_454(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm2
	vmovaps	.LCPI0_455(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm4
	vmovups	3336(%rsp,%rax,4), %ymm1
	vmovaps	.LCPI0_456(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm4
	vmovaps	.LCPI0_457(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm2
	vmovaps	.LCPI0_458(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vmovaps	.LCPI0_459(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm3
	vmovaps	.LCPI0_460(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm5
	vmovaps	.LCPI0_461(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vmovaps	.LCPI0_462(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm6
	vmovupd	3592(%rsp,%rax,4), %ymm1
	kmovd	%r8d, %k1
	vmovapd	%zmm1, %zmm6 {%k1}
	vmovaps	.LCPI0_463(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm5
	vmovapd	.LCPI0_389(%rip), %zmm8
	vpermt2pd	%zmm1, %zmm8, %zmm7
	vmovapd	.LCPI0_464(%rip), %zmm8
	vpermt2pd	%zmm1, %zmm8, %zmm3
	vmovaps	.LCPI0_465(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vmovaps	.LCPI0_466(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm2
	vmovaps	.LCPI0_467(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm4
	vmovups	3848(%rsp,%rax,4), %ymm1
	vmovaps	.LCPI0_472(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm5
	vmovups	%zmm5, 384(%rcx)
	vmovaps	.LCPI0_474(%rip), %zmm5
	vpermt2ps	%zmm1, %zmm5, %zmm6
	vmovups	%zmm6, 256(%rcx)
	vmovaps	.LCPI0_470(%rip), %zmm5
	vpermt2ps	%zmm1, %zmm5, %zmm0
	vmovups	%zmm0, 320(%rcx)
	vmovaps	.LCPI0_471(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm3
	vmovups	%zmm3, 128(%rcx)
	vmovaps	.LCPI0_469(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm2
	vmovups	%zmm2, 192(%rcx)
	vmovaps	.LCPI0_473(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm7
	vmovups	%zmm7, (%rcx)
	vmovaps	.LCPI0_468(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm4
	vmovups	%zmm4, 64(%rcx)
	addq	$8, %rax
	addq	$448, %rcx
	cmpq	$56, %rax
	jb	.LBB0_101
	jmp	.LBB0_73
.LBB0_86:
	movq	$-16, %rax
	movq	-8(%rsp), %rcx
	.p2align	4
.LBB0_87:
	vmovups	552(%rsp,%rax,4), %zmm0
	vmovups	808(%rsp,%rax,4), %zmm1
	vmovaps	%zmm0, %zmm7
	vmovaps	.LCPI0_765(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm7
	vmovaps	%zmm0, %zmm6
	vmovaps	.LCPI0_766(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm6
	vmovaps	%zmm1, %zmm5
	vmovaps	.LCPI0_767(%rip), %zmm2
	vpermt2ps	%zmm0, %zmm2, %zmm5
	vmovaps	%zmm0, %zmm4
	vmovaps	.LCPI0_768(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm4
	vmovaps	%zmm0, %zmm3
	vmovaps	.LCPI0_769(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm3
	vmovaps	%zmm0, %zmm2
	vmovaps	.LCPI0_770(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm2
	vmovaps	.LCPI0_771(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vmovups	1064(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_772(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vmovaps	.LCPI0_773(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm2
	vmovaps	.LCPI0_774(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm3
	vmovaps	.LCPI0_775(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm4
	vmovaps	.LCPI0_776(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm5
	vmovaps	.LCPI0_777(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm6
	vmovaps	.LCPI0_778(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vmovups	1320(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_779(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vmovaps	.LCPI0_780(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm6
	vmovaps	.LCPI0_781(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm5
	vmovaps	.LCPI0_782(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm4
	vmovaps	.LCPI0_783(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm3
	vmovaps	.LCPI0_784(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm2
	vmovaps	.LCPI0_785(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vmovups	1576(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_786(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vmovaps	.LCPI0_787(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm2
	vmovaps	.LCPI0_788(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm3
	vmovaps	.LCPI0_789(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm4
	vmovaps	.LCPI0_790(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm5
	vmovaps	.LCPI0_791(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm6
	vmovaps	.LCPI0_792(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vmovups	1832(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_793(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vmovaps	.LCPI0_794(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm6
	vmovaps	.LCPI0_795(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm5
	vmovaps	.LCPI0_796(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm4
	vmovaps	.LCPI0_797(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm3
	vmovaps	.LCPI0_798(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm2
	vmovaps	.LCPI0_799(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vmovups	2088(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_806(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vmovups	%zmm7, 384(%rcx)
	vmovaps	.LCPI0_805(%rip), %zmm7
	vpermt2ps	%zmm1, %zmm7, %zmm6
	vmovups	%zmm6, 320(%rcx)
	vmovaps	.LCPI0_804(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm5
	vmovups	%zmm5, 256(%rcx)
	vmovaps	.LCPI0_803(%rip), %zmm5
	vpermt2ps	%zmm1, %zmm5, %zmm4
	vmovups	%zmm4, 192(%rcx)
	vmovaps	.LCPI0_802(%rip), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm3
	vmovups	%zmm3, 128(%rcx)
	vmovaps	.LCPI0_801(%rip), %zmm3
	vpermt2ps	%zmm1, %zmm3, %zmm2
	vmovups	%zmm2, 64(%rcx)
	vmovaps	.LCPI0_800(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm0
	vmovups	%zmm0, (%rcx)
	addq	$16, %rax
	addq	$448, %rcx
	cmpq	$48, %rax
	jb	.LBB0_87
	jmp	.LBB0_73
.LBB0_94:
	movq	$-8, %rax
	movq	%r11, %rcx
	.p2align	4
.LBB0_95:
	vbroadcastf64x4	776(%rsp,%rax,4), %zmm1
	vbroadcastf64x4	520(%rsp,%rax,4), %zmm3
	vbroadcasti64x4	.LCPI0_591(%rip), %zmm5
	vbroadcasti64x4	.LCPI0_592(%rip), %zmm6
	vbroadcasti32x4	.LCPI0_593(%rip), %zmm7
	vmovups	1032(%rsp,%rax,4), %ymm8
	vbroadcasti64x4	.LCPI0_594(%rip), %zmm2
	vpermi2ps	%zmm1, %zmm3, %zmm5
	vmovups	1288(%rsp,%rax,4), %ymm9
	vmovupd	1544(%rsp,%rax,4), %ymm10
	vpermi2ps	%zmm1, %zmm3, %zmm6
	vpermi2ps	%zmm3, %zmm1, %zmm7
	vbroadcasti64x4	.LCPI0_595(%rip), %zmm0
	vbroadcasti32x4	.LCPI0_596(%rip), %zmm11
	vpermi2ps	%zmm1, %zmm3, %zmm2
	vpermi2ps	%zmm8, %zmm2, %zmm0
	vbroadcasti64x4	.LCPI0_597(%rip), %zmm2
	vbroadcasti64x4	.LCPI0_598(%rip), %zmm4
	vpermi2ps	%zmm8, %zmm7, %zmm11
	vpermi2ps	%zmm8, %zmm6, %zmm2
	vpermi2ps	%zmm8, %zmm5, %zmm4
	vinsertf64x4	$1, %ymm8, %zmm3, %zmm5
	vbroadcastf32x4	.LCPI0_1005(%rip), %zmm3
	vpermt2ps	%zmm1, %zmm3, %zmm5
	vmovaps	.LCPI0_600(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm4
	vmovaps	.LCPI0_601(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm2
	vbroadcasti32x4	.LCPI0_602(%rip), %zmm3
	vpermi2ps	%zmm9, %zmm11, %zmm3
	vbroadcasti32x4	.LCPI0_603(%rip), %zmm1
	vpermi2ps	%zmm9, %zmm5, %zmm1
	vmovaps	.LCPI0_604(%rip), %zmm5
	vpermt2ps	%zmm9, %zmm5, %zmm0
	kmovd	%edx, %k1
	vmovapd	%zmm10, %zmm0 {%k1}
	vbroadcasti64x4	.LCPI0_605(%rip), %zmm5
	vpermi2pd	%zmm10, %zmm1, %zmm5
	vmovaps	.LCPI0_606(%rip), %zmm1
	vpermt2ps	%zmm10, %zmm1, %zmm3
	vmovaps	.LCPI0_607(%rip), %zmm1
	vpermt2ps	%zmm10, %zmm1, %zmm2
	vmovaps	.LCPI0_608(%rip), %zmm1
	vpermt2ps	%zmm10, %zmm1, %zmm4
	vmovups	1800(%rsp,%rax,4), %ymm6
	vmovaps	.LCPI0_609(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm4
	vmovaps	.LCPI0_610(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm2
	vmovaps	.LCPI0_611(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm3
	vmovaps	.LCPI0_612(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm0
	vmovaps	.LCPI0_613(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm5
	vmovups	2056(%rsp,%rax,4), %ymm1
	vmovaps	.LCPI0_614(%rip), %zmm7
	vpermt2ps	%zmm1, %zmm7, %zmm5
	vmovapd	.LCPI0_615(%rip), %zmm7
	vpermt2pd	%zmm1, %zmm7, %zmm0
	vmovaps	.LCPI0_616(%rip), %zmm7
	vpermt2ps	%zmm1, %zmm7, %zmm3
	vmovaps	.LCPI0_617(%rip), %zmm7
	vpermt2ps	%zmm1, %zmm7, %zmm2
	vmovups	2312(%rsp,%rax,4), %ymm7
	vmovapd	.LCPI0_618(%rip), %zmm8
	vpermt2pd	%zmm1, %zmm8, %zmm4
	vmovaps	.LCPI0_619(%rip), %zmm1
	vpermt2ps	%zmm7, %zmm1, %zmm4
	vmovaps	.LCPI0_620(%rip), %zmm1
	vpermt2ps	%zmm7, %zmm1, %zmm2
	vmovaps	.LCPI0_622(%rip), %zmm1
	vpermt2ps	%zmm7, %zmm1, %zmm0
	vmovups	2568(%rsp,%rax,4), %ymm1
	vmovaps	.LCPI0_621(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm3
	vmovaps	.LCPI0_623(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm5
	vmovaps	.LCPI0_624(%rip), %zmm7
	vpermt2ps	%zmm1, %zmm7, %zmm5
	vmovapd	.LCPI0_625(%rip), %zmm7
	vpermt2pd	%zmm1, %zmm7, %zmm0
	vmovaps	.LCPI0_626(%rip), %zmm7
	vpermt2ps	%zmm1, %zmm7, %zmm3
	vmovaps	.LCPI0_627(%rip), %zmm7
	vpermt2ps	%zmm1, %zmm7, %zmm2
	vmovapd	.LCPI0_628(%rip), %zmm7
	vpermt2pd	%zmm1, %zmm7, %zmm4
	vmovups	2824(%rsp,%rax,4), %ymm7
	vmovaps	.LCPI0_629(%rip), %zmm1
	vpermt2ps	%zmm7, %zmm1, %zmm4
	vmovups	3080(%rsp,%rax,4), %ymm1
	vmovaps	.LCPI0_630(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm2
	vmovaps	.LCPI0_632(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm0
	vbroadcastss	2852(%rsp,%rax,4), %ymm8
	vbroadcastss	2596(%rsp,%rax,4), %ymm9
	vmovaps	.LCPI0_631(%rip), %zmm10
	vpermt2ps	%zmm7, %zmm10, %zmm3
	vmovaps	.LCPI0_633(%rip), %zmm10
	vpermt2ps	%zmm7, %zmm10, %zmm5
	vbroadcastss	2340(%rsp,%rax,4), %ymm7
	vbroadcastss	2084(%rsp,%rax,4), %ymm10
	vmovaps	.LCPI0_638(%rip), %zmm11
	vpermt2ps	%zmm1, %zmm11, %zmm4
	vbroadcastss	1316(%rsp,%rax,4), %xmm11
	vbroadcastss	1572(%rsp,%rax,4), %ymm12
	vmovups	%zmm4, (%rcx)
	vmovaps	.LCPI0_635(%rip), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm0
	vmovups	%zmm0, 256(%rcx)
	vmovaps	.LCPI0_637(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm2
	vmovups	%zmm2, 128(%rcx)
	vblendps	$2, %xmm12, %xmm11, %xmm0
	vmovaps	.LCPI0_404(%rip), %xmm2
	vpermt2ps	%ymm0, %ymm2, %ymm6
	vblendps	$8, %xmm10, %xmm6, %xmm0
	vmovaps	.LCPI0_636(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm3
	vmovups	%zmm3, 192(%rcx)
	vblendps	$240, %ymm7, %ymm0, %ymm0
	vblendps	$32, %ymm9, %ymm0, %ymm0
	vblendps	$192, %ymm8, %ymm0, %ymm0
	vmovaps	.LCPI0_634(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm5
	vmovups	%zmm5, 64(%rcx)
	vblendps	$128, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 320(%rcx)
	addq	$8, %rax
	addq	$352, %rcx
	cmpq	$56, %rax
	jb	.LBB0_95
	jmp	.LBB0_73
.LBB0_90:
	movq	$-8, %rax
	movq	8(%rsp), %rcx
	.p2align	4
.LBB0_91:
	vbroadcastf64x4	776(%rsp,%rax,4), %zmm0
	vbroadcastf64x4	520(%rsp,%rax,4), %zmm4
	vmovdqa64	%zmm4, %zmm3
	vmovdqa64	%zmm4, %zmm2
	vmovdqa	%ymm4, %ymm6
	vmovdqa64	%zmm4, %zmm1
	vmovaps	.LCPI0_677(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm1
	vmovaps	.LCPI0_678(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm3
	vmovaps	.LCPI0_679(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm2
	vbroadcastsd	.LCPI0_320(%rip), %ymm5
	vpermt2ps	%ymm0, %ymm5, %ymm6
	vmovaps	.LCPI0_680(%rip), %xmm5
	vpermt2ps	1060(%rsp,%rax,4){1to8}, %ymm5, %ymm0
	vmovupd	1032(%rsp,%rax,4), %ymm7
	vmovups	1288(%rsp,%rax,4), %ymm5
	vshuff64x2	$228, %zmm4, %zmm6, %zmm4
	vmovups	1544(%rsp,%rax,4), %ymm6
	vmovapd	.LCPI0_681(%rip), %zmm8
	vpermt2pd	%zmm7, %zmm8, %zmm4
	vmovaps	.LCPI0_682(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm2
	vmovaps	.LCPI0_683(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm3
	vmovaps	.LCPI0_684(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm1
	vmovaps	.LCPI0_685(%rip), %zmm7
	vpermt2ps	%zmm5, %zmm7, %zmm1
	vmovaps	.LCPI0_686(%rip), %zmm7
	vpermt2ps	%zmm5, %zmm7, %zmm3
	vmovaps	.LCPI0_687(%rip), %zmm7
	vpermt2ps	%zmm5, %zmm7, %zmm2
	vmovaps	.LCPI0_688(%rip), %zmm7
	vpermt2ps	%zmm5, %zmm7, %zmm4
	vmovaps	.LCPI0_689(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm4
	vmovaps	.LCPI0_690(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm2
	vmovapd	.LCPI0_691(%rip), %zmm7
	vpermt2pd	%zmm6, %zmm7, %zmm3
	vmovaps	.LCPI0_692(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm1
	vmovups	1800(%rsp,%rax,4), %ymm6
	vmovaps	.LCPI0_693(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm1
	vmovaps	.LCPI0_694(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm3
	vmovaps	.LCPI0_695(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm2
	vmovaps	.LCPI0_696(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm4
	vmovupd	2056(%rsp,%rax,4), %ymm7
	vmovapd	.LCPI0_700(%rip), %zmm6
	vpermt2pd	%zmm7, %zmm6, %zmm1
	vmovups	2312(%rsp,%rax,4), %ymm8
	vmovaps	.LCPI0_701(%rip), %zmm6
	vpermt2ps	%zmm8, %zmm6, %zmm1
	vmovups	2568(%rsp,%rax,4), %ymm6
	vmovaps	.LCPI0_708(%rip), %zmm9
	vpermt2ps	%zmm6, %zmm9, %zmm1
	vbroadcastss	2340(%rsp,%rax,4), %ymm9
	vbroadcastss	2084(%rsp,%rax,4), %ymm10
	vbroadcastss	1828(%rsp,%rax,4), %ymm11
	vbroadcastss	1572(%rsp,%rax,4), %ymm12
	vmovups	%zmm1, 64(%rcx)
	vmovaps	.LCPI0_697(%rip), %zmm1
	vpermt2ps	%zmm7, %zmm1, %zmm4
	vmovaps	.LCPI0_698(%rip), %zmm1
	vpermt2ps	%zmm7, %zmm1, %zmm2
	vmovaps	.LCPI0_699(%rip), %zmm1
	vpermt2ps	%zmm7, %zmm1, %zmm3
	vmovaps	.LCPI0_702(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm3
	vmovaps	.LCPI0_707(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm3
	vmovups	%zmm3, 128(%rcx)
	vmovaps	.LCPI0_703(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm2
	vmovaps	.LCPI0_704(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm4
	vmovaps	.LCPI0_706(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm2
	vmovups	%zmm2, (%rcx)
	vmovaps	.LCPI0_404(%rip), %xmm1
	vpermt2ps	%ymm0, %ymm1, %ymm5
	vblendps	$8, %xmm12, %xmm5, %xmm0
	vblendps	$240, %ymm11, %ymm0, %ymm0
	vblendps	$32, %ymm10, %ymm0, %ymm0
	vblendps	$192, %ymm9, %ymm0, %ymm0
	vblendps	$128, %ymm6, %ymm0, %ymm0
	vmovups	%ymm0, 256(%rcx)
	vmovaps	.LCPI0_705(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm4
	vmovups	%zmm4, 192(%rcx)
	addq	$8, %rax
	addq	$288, %rcx
	cmpq	$56, %rax
	jb	.LBB0_91
	jmp	.LBB0_73
.LBB0_104:
	movq	%r13, %r11
	movl	%r15d, %r9d
	andl	$2046, %r9d
	xorl	%ecx, %ecx
	movq	-128(%rsp), %rbx
	jmp	.LBB0_105
	.p2align	4
.LBB0_109:
	xorl	%edx, %edx
	divl	%ebx
.LBB0_111:
	cmpq	%r8, %rax
	movq	%rbp, %r12
	cmovbq	%rax, %r12
	addq	%r11, %r12
	movq	%rdx, %r13
	shlq	$8, %r13
	addq	%rsp, %r13
	addq	$488, %r13
	vmovss	(%r13,%rax,4), %xmm0
	imulq	%rbx, %r12
	movq	-80(%rsp), %rax
	leaq	(%rax,%r12,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r9
	je	.LBB0_68
.LBB0_105:
	movq	%rcx, %rax
	orq	%rbx, %rax
	shrq	$32, %rax
	je	.LBB0_106
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rbx
	movq	%rdx, %r13
	jmp	.LBB0_108
	.p2align	4
.LBB0_106:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%ebx
	movl	%edx, %r13d
.LBB0_108:
	cmpq	%r8, %rax
	movq	%rbp, %r12
	cmovbq	%rax, %r12
	addq	%r11, %r12
	imulq	%rbx, %r12
	movq	%r13, %rdx
	shlq	$8, %rdx
	addq	%rsp, %rdx
	addq	$488, %rdx
	vmovss	(%rdx,%rax,4), %xmm0
	movq	-80(%rsp), %rax
	leaq	(%rax,%r12,4), %rax
	vmovss	%xmm0, (%rax,%r13,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%rbx, %rdx
	shrq	$32, %rdx
	je	.LBB0_109
	xorl	%edx, %edx
	divq	%rbx
	jmp	.LBB0_111
.LBB0_68:
	testb	$1, %r15b
	movq	%r11, %r13
	movq	-104(%rsp), %rbx
	movq	-112(%rsp), %r11
	movq	-72(%rsp), %r9
	je	.LBB0_73
.LBB0_69:
	movq	%rcx, %rax
	movq	-128(%rsp), %r9
	orq	%r9, %rax
	shrq	$32, %rax
	jne	.LBB0_71
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r9d
	jmp	.LBB0_72
.LBB0_170:
	addq	$66024, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.Lfunc_end0:
	.size	tessera_rownorm_x86_64_v4, .Lfunc_end0-tessera_rownorm_x86_64_v4
	.section	.rodata,"a",@progbits
	.p2align	2, 0x0
.LJTI0_0:
	.long	.LBB0_27-.LJTI0_0
	.long	.LBB0_29-.LJTI0_0
	.long	.LBB0_31-.LJTI0_0
	.long	.LBB0_33-.LJTI0_0
	.long	.LBB0_35-.LJTI0_0
	.long	.LBB0_37-.LJTI0_0
	.long	.LBB0_39-.LJTI0_0
	.long	.LBB0_41-.LJTI0_0
	.long	.LBB0_43-.LJTI0_0
	.long	.LBB0_45-.LJTI0_0
	.long	.LBB0_47-.LJTI0_0
	.long	.LBB0_49-.LJTI0_0
	.long	.LBB0_51-.LJTI0_0
	.long	.LBB0_53-.LJTI0_0
	.long	.LBB0_55-.LJTI0_0
.LJTI0_1:
	.long	.LBB0_74-.LJTI0_1
	.long	.LBB0_76-.LJTI0_1
	.long	.LBB0_78-.LJTI0_1
	.long	.LBB0_80-.LJTI0_1
	.long	.LBB0_82-.LJTI0_1
	.long	.LBB0_84-.LJTI0_1
	.long	.LBB0_86-.LJTI0_1
	.long	.LBB0_88-.LJTI0_1
	.long	.LBB0_90-.LJTI0_1
	.long	.LBB0_92-.LJTI0_1
	.long	.LBB0_94-.LJTI0_1
	.long	.LBB0_96-.LJTI0_1
	.long	.LBB0_98-.LJTI0_1
	.long	.LBB0_100-.LJTI0_1
	.long	.LBB0_102-.LJTI0_1

	.section	".note.GNU-stack","",@progbits
