	.file	"well_energy.toml"
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
.LCPI0_0:
	.long	0x3e800000
.LCPI0_1:
	.long	0x3f000000
.LCPI0_2:
	.long	0xbf000000
.LCPI0_3:
	.long	0x40800000
.LCPI0_4:
	.long	0x7fffffff
.LCPI0_5:
	.long	2139095040
.LCPI0_6:
	.long	2143289344
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
.LCPI0_7:
	.long	0
	.long	4
	.long	2
	.long	6
.LCPI0_8:
	.long	1
	.long	5
	.long	3
	.long	7
.LCPI0_10:
	.long	0
	.long	15
	.long	30
	.zero	4
.LCPI0_13:
	.long	17
	.long	0
	.long	15
	.zero	4
.LCPI0_22:
	.long	4
	.long	11
	.zero	4
	.zero	4
.LCPI0_25:
	.long	5
	.long	12
	.long	6
	.long	7
.LCPI0_27:
	.long	6
	.long	13
	.long	6
	.long	7
.LCPI0_28:
	.long	0
	.long	5
	.long	5
	.long	0
.LCPI0_29:
	.long	7
	.long	2
	.long	2
	.long	7
.LCPI0_30:
	.long	7
	.long	14
	.long	6
	.long	7
.LCPI0_32:
	.long	8
	.long	23
	.zero	4
	.zero	4
.LCPI0_35:
	.long	0
	.long	1
	.long	7
	.long	2
.LCPI0_40:
	.zero	4
	.zero	4
	.long	8
	.long	23
.LCPI0_46:
	.long	12
	.long	27
	.zero	4
	.zero	4
.LCPI0_52:
	.zero	4
	.zero	4
	.long	12
	.long	27
.LCPI0_54:
	.long	0
	.long	14
	.long	28
	.zero	4
.LCPI0_56:
	.long	1
	.long	15
	.long	29
	.zero	4
.LCPI0_58:
	.long	18
	.long	0
	.long	14
	.zero	4
.LCPI0_62:
	.long	19
	.long	1
	.long	15
	.zero	4
.LCPI0_74:
	.long	6
	.long	12
	.long	6
	.long	7
.LCPI0_77:
	.long	7
	.long	13
	.long	6
	.long	7
.LCPI0_78:
	.long	8
	.long	22
	.zero	4
	.zero	4
.LCPI0_79:
	.zero	4
	.zero	4
	.long	4
	.long	10
.LCPI0_82:
	.long	9
	.long	23
	.zero	4
	.zero	4
.LCPI0_89:
	.long	12
	.long	26
	.zero	4
	.zero	4
.LCPI0_90:
	.zero	4
	.zero	4
	.long	8
	.long	22
.LCPI0_92:
	.long	13
	.long	27
	.zero	4
	.zero	4
.LCPI0_93:
	.zero	4
	.zero	4
	.long	9
	.long	23
.LCPI0_95:
	.long	0
	.long	13
	.long	26
	.zero	4
.LCPI0_97:
	.long	1
	.long	14
	.long	27
	.zero	4
.LCPI0_100:
	.long	2
	.long	15
	.long	28
	.zero	4
.LCPI0_103:
	.long	19
	.long	0
	.long	13
	.zero	4
.LCPI0_106:
	.long	20
	.long	1
	.long	14
	.zero	4
.LCPI0_108:
	.long	21
	.long	2
	.long	15
	.zero	4
.LCPI0_114:
	.long	7
	.long	12
	.long	6
	.long	7
.LCPI0_115:
	.long	8
	.long	21
	.zero	4
	.zero	4
.LCPI0_118:
	.long	9
	.long	22
	.zero	4
	.zero	4
.LCPI0_122:
	.long	10
	.long	23
	.zero	4
	.zero	4
.LCPI0_130:
	.long	12
	.long	25
	.zero	4
	.zero	4
.LCPI0_132:
	.long	0
	.long	12
	.long	24
	.zero	4
.LCPI0_135:
	.long	1
	.long	13
	.long	25
	.zero	4
.LCPI0_138:
	.long	2
	.long	14
	.long	26
	.zero	4
.LCPI0_141:
	.long	3
	.long	15
	.long	27
	.zero	4
.LCPI0_144:
	.long	20
	.long	0
	.long	12
	.zero	4
.LCPI0_147:
	.long	21
	.long	1
	.long	13
	.zero	4
.LCPI0_150:
	.long	22
	.long	2
	.long	14
	.zero	4
.LCPI0_153:
	.long	23
	.long	3
	.long	15
	.zero	4
.LCPI0_155:
	.long	8
	.long	20
	.zero	4
	.zero	4
.LCPI0_158:
	.long	9
	.long	21
	.zero	4
	.zero	4
.LCPI0_161:
	.long	10
	.long	22
	.zero	4
	.zero	4
.LCPI0_164:
	.long	11
	.long	23
	.zero	4
	.zero	4
.LCPI0_168:
	.long	0
	.long	11
	.long	22
	.zero	4
.LCPI0_171:
	.long	1
	.long	12
	.long	23
	.zero	4
.LCPI0_174:
	.long	2
	.long	13
	.long	24
	.zero	4
.LCPI0_177:
	.long	3
	.long	14
	.long	25
	.zero	4
.LCPI0_180:
	.long	4
	.long	15
	.long	26
	.zero	4
.LCPI0_182:
	.long	21
	.long	0
	.long	11
	.zero	4
.LCPI0_185:
	.long	22
	.long	1
	.long	12
	.zero	4
.LCPI0_188:
	.long	23
	.long	2
	.long	13
	.zero	4
.LCPI0_191:
	.long	24
	.long	3
	.long	14
	.zero	4
.LCPI0_194:
	.long	25
	.long	4
	.long	15
	.zero	4
.LCPI0_196:
	.long	10
	.long	21
	.zero	4
	.zero	4
.LCPI0_200:
	.long	0
	.long	10
	.long	20
	.long	30
.LCPI0_202:
	.long	1
	.long	11
	.long	21
	.long	31
.LCPI0_203:
	.long	2
	.long	12
	.long	22
	.zero	4
.LCPI0_205:
	.long	3
	.long	13
	.long	23
	.zero	4
.LCPI0_208:
	.long	4
	.long	14
	.long	24
	.zero	4
.LCPI0_209:
	.long	0
	.long	1
	.long	0
	.long	6
.LCPI0_211:
	.long	5
	.long	15
	.long	25
	.zero	4
.LCPI0_213:
	.long	22
	.long	0
	.long	10
	.zero	4
.LCPI0_216:
	.long	23
	.long	1
	.long	11
	.zero	4
.LCPI0_219:
	.long	24
	.long	2
	.long	12
	.zero	4
.LCPI0_221:
	.long	25
	.long	3
	.long	13
	.zero	4
.LCPI0_223:
	.long	0
	.long	9
	.long	18
	.long	27
.LCPI0_224:
	.long	4
	.long	13
	.long	22
	.long	31
.LCPI0_226:
	.long	1
	.long	10
	.long	19
	.long	28
.LCPI0_228:
	.long	2
	.long	11
	.long	20
	.long	29
.LCPI0_230:
	.long	3
	.long	12
	.long	21
	.long	30
.LCPI0_232:
	.long	5
	.long	14
	.long	23
	.zero	4
.LCPI0_234:
	.long	6
	.long	15
	.long	24
	.zero	4
.LCPI0_236:
	.long	23
	.long	0
	.long	9
	.zero	4
.LCPI0_238:
	.long	24
	.long	1
	.long	10
	.zero	4
.LCPI0_240:
	.long	0
	.long	8
	.long	16
	.long	24
.LCPI0_241:
	.long	1
	.long	9
	.long	17
	.long	25
.LCPI0_242:
	.long	2
	.long	10
	.long	18
	.long	26
.LCPI0_243:
	.long	3
	.long	11
	.long	19
	.long	27
.LCPI0_244:
	.long	4
	.long	12
	.long	20
	.long	28
.LCPI0_245:
	.long	5
	.long	13
	.long	21
	.long	29
.LCPI0_246:
	.long	6
	.long	14
	.long	22
	.long	30
.LCPI0_247:
	.long	7
	.long	15
	.long	23
	.long	31
.LCPI0_248:
	.long	20
	.long	27
	.long	6
	.long	13
.LCPI0_255:
	.long	25
	.long	4
	.long	11
	.long	18
.LCPI0_259:
	.long	26
	.long	5
	.long	12
	.long	19
.LCPI0_263:
	.long	27
	.long	6
	.long	13
	.long	20
.LCPI0_266:
	.long	4
	.long	11
	.long	18
	.long	25
.LCPI0_269:
	.long	5
	.long	12
	.long	19
	.long	26
.LCPI0_272:
	.long	6
	.long	13
	.long	20
	.long	27
.LCPI0_323:
	.long	2
	.long	29
	.long	30
	.long	3
.LCPI0_324:
	.quad	6
	.quad	10
.LCPI0_325:
	.long	12
	.long	21
	.long	0
	.long	11
.LCPI0_326:
	.quad	11
	.quad	5
.LCPI0_327:
	.long	0
	.long	9
	.long	10
	.long	23
.LCPI0_332:
	.long	12
	.long	22
	.long	10
	.long	11
.LCPI0_333:
	.long	12
	.long	13
	.long	21
	.long	11
.LCPI0_406:
	.long	8
	.long	9
	.long	7
	.long	7
.LCPI0_408:
	.long	19
	.long	17
	.long	10
	.long	11
.LCPI0_410:
	.quad	2
	.quad	10
.LCPI0_412:
	.long	8
	.long	9
	.long	10
	.long	20
.LCPI0_415:
	.long	8
	.long	21
	.long	6
	.long	7
.LCPI0_416:
	.long	12
	.long	19
	.long	10
	.long	11
.LCPI0_482:
	.quad	9
	.quad	5
.LCPI0_483:
	.long	8
	.long	19
	.long	0
	.long	7
.LCPI0_486:
	.long	8
	.long	9
	.long	19
	.long	7
.LCPI0_543:
	.quad	4
	.quad	9
.LCPI0_544:
	.quad	2
	.quad	11
.LCPI0_545:
	.long	8
	.long	9
	.long	10
	.long	22
.LCPI0_546:
	.long	8
	.long	9
	.long	10
	.long	18
.LCPI0_550:
	.long	10
	.long	8
	.long	3
	.long	3
.LCPI0_595:
	.long	5
	.long	5
	.long	21
	.long	21
.LCPI0_598:
	.long	8
	.long	21
	.long	0
	.long	7
.LCPI0_604:
	.long	8
	.long	9
	.long	21
	.long	7
.LCPI0_605:
	.long	8
	.long	18
	.long	6
	.long	7
.LCPI0_652:
	.long	8
	.long	23
	.long	6
	.long	7
.LCPI0_682:
	.long	7
	.long	9
	.long	7
	.long	7
.LCPI0_811:
	.long	6
	.long	22
	.long	7
	.long	23
.LCPI0_814:
	.long	14
	.long	30
	.long	15
	.long	31
.LCPI0_879:
	.quad	14
	.quad	6
.LCPI0_880:
	.quad	5
	.quad	13
.LCPI0_881:
	.long	13
	.long	13
	.long	30
	.long	30
.LCPI0_883:
	.quad	6
	.quad	14
.LCPI0_884:
	.long	30
	.long	0
	.long	0
	.long	15
.LCPI0_885:
	.long	0
	.long	15
	.long	30
	.long	0
.LCPI0_887:
	.long	17
	.long	0
	.long	15
	.long	0
.LCPI0_891:
	.long	9
	.long	24
	.long	10
	.long	11
.LCPI0_892:
	.long	10
	.long	25
	.long	10
	.long	11
.LCPI0_894:
	.long	0
	.long	12
	.long	0
	.long	20
.LCPI0_896:
	.long	1
	.long	13
	.long	0
	.long	21
.LCPI0_898:
	.long	2
	.long	14
	.long	0
	.long	22
.LCPI0_900:
	.long	3
	.long	15
	.long	0
	.long	23
.LCPI0_902:
	.long	0
	.long	0
	.long	12
	.long	24
.LCPI0_903:
	.long	0
	.long	1
	.long	13
	.long	25
.LCPI0_904:
	.long	0
	.long	2
	.long	14
	.long	26
.LCPI0_905:
	.long	0
	.long	3
	.long	15
	.long	27
.LCPI0_906:
	.long	24
	.long	0
	.long	0
	.long	12
.LCPI0_907:
	.long	0
	.long	20
	.long	0
	.long	12
.LCPI0_908:
	.long	25
	.long	0
	.long	1
	.long	13
.LCPI0_909:
	.long	0
	.long	21
	.long	1
	.long	13
.LCPI0_910:
	.long	26
	.long	0
	.long	2
	.long	14
.LCPI0_911:
	.long	0
	.long	22
	.long	2
	.long	14
.LCPI0_912:
	.long	27
	.long	0
	.long	3
	.long	15
.LCPI0_913:
	.long	0
	.long	23
	.long	3
	.long	15
.LCPI0_914:
	.long	0
	.long	1
	.long	14
	.long	27
.LCPI0_915:
	.long	0
	.long	2
	.long	15
	.long	28
.LCPI0_916:
	.quad	11
	.quad	4
.LCPI0_917:
	.long	0
	.long	19
	.long	0
	.long	13
.LCPI0_918:
	.long	0
	.long	20
	.long	1
	.long	14
.LCPI0_919:
	.quad	12
	.quad	5
.LCPI0_920:
	.long	0
	.long	21
	.long	2
	.long	15
.LCPI0_921:
	.long	26
	.long	0
	.long	0
	.long	13
.LCPI0_923:
	.long	27
	.long	0
	.long	1
	.long	14
.LCPI0_925:
	.long	28
	.long	0
	.long	2
	.long	15
.LCPI0_926:
	.quad	4
	.quad	11
.LCPI0_929:
	.long	0
	.long	5
	.long	6
	.long	12
.LCPI0_931:
	.long	14
	.long	0
	.long	20
	.long	1
.LCPI0_932:
	.quad	5
	.quad	12
.LCPI0_933:
	.long	0
	.long	5
	.long	6
	.long	13
.LCPI0_935:
	.long	0
	.long	5
	.long	6
	.long	14
.LCPI0_936:
	.long	15
	.long	0
	.long	21
	.long	2
.LCPI0_937:
	.long	0
	.long	13
	.long	26
	.long	0
.LCPI0_939:
	.long	24
	.long	2
	.long	12
	.long	0
.LCPI0_940:
	.long	25
	.long	3
	.long	13
	.long	0
.LCPI0_941:
	.long	10
	.long	20
	.long	30
	.long	0
.LCPI0_942:
	.long	11
	.long	21
	.long	31
	.long	1
.LCPI0_943:
	.long	12
	.long	22
	.long	0
	.long	2
.LCPI0_944:
	.long	13
	.long	23
	.long	0
	.long	3
.LCPI0_945:
	.long	14
	.long	24
	.long	0
	.long	4
.LCPI0_946:
	.long	15
	.long	25
	.long	0
	.long	5
.LCPI0_947:
	.long	0
	.long	10
	.long	0
	.long	22
.LCPI0_948:
	.long	1
	.long	11
	.long	0
	.long	23
.LCPI0_949:
	.long	8
	.long	9
	.long	26
	.long	26
.LCPI0_950:
	.long	9
	.long	9
	.long	26
	.long	27
.LCPI0_953:
	.long	8
	.long	10
	.long	24
	.long	27
.LCPI0_954:
	.long	28
	.long	0
	.long	0
	.long	14
.LCPI0_955:
	.long	29
	.long	0
	.long	1
	.long	15
.LCPI0_956:
	.long	8
	.long	11
	.long	25
	.long	27
.LCPI0_961:
	.long	0
	.long	14
	.long	28
	.long	0
.LCPI0_962:
	.long	1
	.long	15
	.long	29
	.long	0
.LCPI0_964:
	.long	18
	.long	0
	.long	14
	.long	0
.LCPI0_965:
	.long	19
	.long	1
	.long	15
	.long	0
.LCPI0_968:
	.long	12
	.long	23
	.long	0
	.long	1
.LCPI0_969:
	.long	13
	.long	24
	.long	0
	.long	2
.LCPI0_970:
	.long	14
	.long	25
	.long	0
	.long	3
.LCPI0_971:
	.long	15
	.long	26
	.long	0
	.long	4
.LCPI0_972:
	.long	0
	.long	11
	.long	0
	.long	21
.LCPI0_973:
	.long	1
	.long	12
	.long	0
	.long	22
.LCPI0_974:
	.long	2
	.long	13
	.long	0
	.long	23
.LCPI0_976:
	.long	3
	.long	14
	.long	0
	.long	24
.LCPI0_978:
	.long	4
	.long	15
	.long	0
	.long	25
.LCPI0_980:
	.long	0
	.long	0
	.long	11
	.long	22
.LCPI0_981:
	.long	22
	.long	0
	.long	0
	.long	11
.LCPI0_982:
	.long	0
	.long	1
	.long	12
	.long	23
.LCPI0_983:
	.long	5
	.long	14
	.long	23
	.long	0
.LCPI0_984:
	.long	6
	.long	15
	.long	24
	.long	0
.LCPI0_985:
	.long	23
	.long	0
	.long	9
	.long	0
.LCPI0_986:
	.long	24
	.long	1
	.long	10
	.long	0
.LCPI0_987:
	.long	9
	.long	18
	.long	27
	.long	0
.LCPI0_988:
	.long	10
	.long	19
	.long	28
	.long	1
.LCPI0_989:
	.long	11
	.long	20
	.long	29
	.long	2
.LCPI0_990:
	.long	12
	.long	21
	.long	30
	.long	3
.LCPI0_991:
	.long	0
	.long	16
	.long	10
	.long	9
.LCPI0_994:
	.long	2
	.long	18
	.long	11
	.long	27
.LCPI0_995:
	.long	14
	.long	30
	.long	5
	.long	21
.LCPI0_996:
	.long	15
	.long	0
	.long	7
	.long	23
.LCPI0_997:
	.long	0
	.long	16
	.long	9
	.long	25
.LCPI0_998:
	.long	13
	.long	0
	.long	5
	.long	21
.LCPI0_999:
	.long	10
	.long	0
	.long	2
	.long	18
	.section	.rodata.cst32,"aM",@progbits,32
	.p2align	5, 0x0
.LCPI0_9:
	.zero	8
	.quad	6
	.quad	14
	.zero	8
.LCPI0_11:
	.zero	8
	.zero	8
	.quad	5
	.quad	13
.LCPI0_12:
	.long	13
	.long	13
	.long	30
	.long	30
	.long	13
	.long	13
	.long	30
	.long	30
.LCPI0_14:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	27
	.zero	4
.LCPI0_15:
	.zero	8
	.zero	8
	.quad	6
	.quad	14
.LCPI0_16:
	.zero	4
	.zero	4
	.long	0
	.long	15
	.long	30
	.zero	4
	.zero	4
	.zero	4
.LCPI0_17:
	.long	3
	.long	1
	.long	17
	.long	0
	.long	15
	.long	13
	.long	29
	.long	12
.LCPI0_18:
	.long	11
	.long	10
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_19:
	.long	8
	.long	9
	.long	10
	.long	16
	.long	12
	.long	13
	.long	14
	.long	20
.LCPI0_20:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	15
	.long	30
	.zero	4
.LCPI0_21:
	.long	0
	.long	1
	.long	2
	.long	9
	.long	4
	.long	5
	.long	6
	.long	13
.LCPI0_23:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	17
	.long	0
	.long	15
	.zero	4
.LCPI0_24:
	.long	0
	.long	1
	.long	2
	.long	10
	.long	4
	.long	5
	.long	6
	.long	14
.LCPI0_26:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	15
.LCPI0_34:
	.long	1
	.long	8
	.long	2
	.long	3
	.long	5
	.long	12
	.zero	4
	.zero	4
.LCPI0_36:
	.long	9
	.long	24
	.long	10
	.long	11
	.long	13
	.long	28
	.long	14
	.long	15
.LCPI0_38:
	.long	2
	.long	9
	.long	2
	.long	3
	.long	6
	.long	13
	.zero	4
	.zero	4
.LCPI0_39:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	12
	.long	11
.LCPI0_41:
	.long	10
	.long	25
	.long	10
	.long	11
	.long	14
	.long	29
	.long	14
	.long	15
.LCPI0_42:
	.long	3
	.long	10
	.long	2
	.long	3
	.long	7
	.long	14
	.zero	4
	.zero	4
.LCPI0_43:
	.long	11
	.long	26
	.long	10
	.long	11
	.long	15
	.long	30
	.long	14
	.long	15
.LCPI0_44:
	.long	8
	.long	9
	.long	9
	.long	24
	.long	12
	.long	13
	.long	13
	.long	28
.LCPI0_45:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	23
	.zero	4
	.zero	4
.LCPI0_47:
	.long	8
	.long	9
	.long	10
	.long	25
	.long	12
	.long	13
	.long	14
	.long	29
.LCPI0_48:
	.long	9
	.long	24
	.long	10
	.long	11
	.long	9
	.long	24
	.long	10
	.long	11
.LCPI0_49:
	.long	8
	.long	9
	.long	11
	.long	26
	.long	12
	.long	13
	.long	15
	.long	30
.LCPI0_50:
	.long	10
	.long	25
	.long	10
	.long	11
	.long	10
	.long	25
	.long	10
	.long	11
.LCPI0_51:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	24
	.long	7
.LCPI0_53:
	.long	8
	.long	9
	.long	26
	.long	26
	.long	8
	.long	9
	.long	26
	.long	26
.LCPI0_55:
	.long	9
	.long	9
	.long	26
	.long	27
	.long	9
	.long	9
	.long	26
	.long	27
.LCPI0_57:
	.long	14
	.long	13
	.long	30
	.long	28
	.long	10
	.long	9
	.long	26
	.long	24
.LCPI0_59:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	22
	.zero	4
.LCPI0_60:
	.long	0
	.long	1
	.long	2
	.long	8
	.long	4
	.long	5
	.long	6
	.long	12
.LCPI0_61:
	.long	15
	.long	13
	.long	30
	.long	29
	.long	11
	.long	9
	.long	26
	.long	25
.LCPI0_63:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	23
	.zero	4
.LCPI0_64:
	.long	8
	.long	10
	.long	24
	.long	27
	.long	8
	.long	10
	.long	24
	.long	27
.LCPI0_65:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	6
	.long	14
.LCPI0_66:
	.zero	4
	.zero	4
	.long	0
	.long	14
	.long	28
	.zero	4
	.zero	4
	.zero	4
.LCPI0_67:
	.long	12
	.long	10
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_68:
	.zero	4
	.zero	4
	.long	1
	.long	15
	.long	29
	.zero	4
	.zero	4
	.zero	4
.LCPI0_69:
	.long	13
	.long	11
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_70:
	.long	8
	.long	11
	.long	25
	.long	27
	.long	8
	.long	11
	.long	25
	.long	27
.LCPI0_71:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	26
	.zero	4
.LCPI0_72:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	8
.LCPI0_73:
	.long	2
	.long	1
	.long	18
	.long	0
	.long	14
	.long	13
	.long	30
	.long	12
.LCPI0_75:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	13
	.long	27
	.zero	4
.LCPI0_76:
	.long	3
	.long	1
	.long	19
	.long	1
	.long	15
	.long	13
	.long	31
	.long	13
.LCPI0_80:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	14
	.long	28
	.zero	4
.LCPI0_81:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	15
	.long	29
	.zero	4
.LCPI0_83:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	18
	.long	0
	.long	14
	.zero	4
.LCPI0_84:
	.long	10
	.long	24
	.long	10
	.long	11
	.long	14
	.long	28
	.long	14
	.long	15
.LCPI0_86:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	19
	.long	1
	.long	15
	.zero	4
.LCPI0_87:
	.long	11
	.long	25
	.long	10
	.long	11
	.long	15
	.long	29
	.long	14
	.long	15
.LCPI0_91:
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	29
	.long	0
	.long	22
.LCPI0_94:
	.long	13
	.long	27
	.long	13
	.long	27
	.long	13
	.long	27
	.long	22
	.long	7
.LCPI0_96:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	14
	.long	27
.LCPI0_98:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	15
	.long	28
.LCPI0_99:
	.zero	8
	.quad	4
	.quad	11
	.zero	8
.LCPI0_101:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	19
	.long	0
	.long	13
.LCPI0_102:
	.long	11
	.long	9
	.long	26
	.long	26
	.long	7
	.long	5
	.long	22
	.long	22
.LCPI0_104:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	20
	.long	1
	.long	14
.LCPI0_105:
	.zero	8
	.quad	5
	.quad	12
	.zero	8
.LCPI0_107:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	21
	.long	2
	.long	15
.LCPI0_109:
	.long	3
	.long	10
	.long	2
	.long	3
	.long	7
	.long	14
	.long	3
	.long	10
.LCPI0_110:
	.zero	4
	.zero	4
	.long	0
	.long	13
	.long	26
	.zero	4
	.zero	4
	.zero	4
.LCPI0_111:
	.long	14
	.long	11
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_112:
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
	.long	1
	.long	14
	.long	27
	.zero	4
	.zero	4
	.zero	4
.LCPI0_116:
	.zero	4
	.zero	4
	.long	2
	.long	15
	.long	28
	.zero	4
	.zero	4
	.zero	4
.LCPI0_117:
	.zero	8
	.zero	8
	.quad	4
	.quad	11
.LCPI0_119:
	.long	1
	.long	1
	.long	19
	.long	0
	.long	13
	.long	13
	.long	31
	.long	12
.LCPI0_120:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	23
	.zero	4
.LCPI0_121:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	6
	.long	12
.LCPI0_123:
	.zero	4
	.zero	4
	.long	20
	.long	1
	.long	14
	.zero	4
	.zero	4
	.zero	4
.LCPI0_124:
	.zero	8
	.zero	8
	.quad	5
	.quad	12
.LCPI0_125:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	6
	.long	13
.LCPI0_126:
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
	.long	21
	.long	2
	.long	15
	.zero	4
	.zero	4
	.zero	4
.LCPI0_128:
	.long	11
	.long	24
	.long	10
	.long	11
	.long	15
	.long	28
	.long	14
	.long	15
.LCPI0_129:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	13
	.long	26
	.zero	4
.LCPI0_131:
	.zero	4
	.zero	4
	.zero	4
	.long	20
	.long	0
	.long	12
	.zero	4
	.zero	4
.LCPI0_133:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	20
.LCPI0_134:
	.zero	4
	.zero	4
	.zero	4
	.long	21
	.long	1
	.long	13
	.zero	4
	.zero	4
.LCPI0_136:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	21
.LCPI0_137:
	.zero	4
	.zero	4
	.zero	4
	.long	22
	.long	2
	.long	14
	.zero	4
	.zero	4
.LCPI0_139:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	22
.LCPI0_140:
	.zero	4
	.zero	4
	.zero	4
	.long	23
	.long	3
	.long	15
	.zero	4
	.zero	4
.LCPI0_142:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	11
	.long	23
.LCPI0_143:
	.long	8
	.long	8
	.long	24
	.long	24
	.long	4
	.long	4
	.long	20
	.long	20
.LCPI0_145:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	12
	.long	24
.LCPI0_146:
	.long	9
	.long	9
	.long	25
	.long	25
	.long	5
	.long	5
	.long	21
	.long	21
.LCPI0_148:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	13
	.long	25
.LCPI0_149:
	.long	10
	.long	10
	.long	26
	.long	26
	.long	6
	.long	6
	.long	22
	.long	22
.LCPI0_151:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	14
	.long	26
.LCPI0_152:
	.long	11
	.long	11
	.long	27
	.long	27
	.long	7
	.long	7
	.long	23
	.long	23
.LCPI0_154:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	3
	.long	15
	.long	27
.LCPI0_156:
	.zero	4
	.zero	4
	.long	0
	.long	12
	.long	24
	.zero	4
	.zero	4
	.zero	4
.LCPI0_157:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	20
	.long	0
	.long	12
.LCPI0_159:
	.zero	4
	.zero	4
	.long	1
	.long	13
	.long	25
	.zero	4
	.zero	4
	.zero	4
.LCPI0_160:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	21
	.long	1
	.long	13
.LCPI0_162:
	.zero	4
	.zero	4
	.long	2
	.long	14
	.long	26
	.zero	4
	.zero	4
	.zero	4
.LCPI0_163:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	22
	.long	2
	.long	14
.LCPI0_165:
	.zero	4
	.zero	4
	.long	3
	.long	15
	.long	27
	.zero	4
	.zero	4
	.zero	4
.LCPI0_166:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	23
	.long	3
	.long	15
.LCPI0_167:
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	12
	.long	23
	.zero	4
	.zero	4
.LCPI0_169:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	10
	.long	13
.LCPI0_170:
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	13
	.long	24
	.zero	4
	.zero	4
.LCPI0_172:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	11
	.long	14
.LCPI0_173:
	.zero	4
	.zero	4
	.zero	4
	.long	3
	.long	14
	.long	25
	.zero	4
	.zero	4
.LCPI0_175:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	14
	.long	12
.LCPI0_176:
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	15
	.long	26
	.zero	4
	.zero	4
.LCPI0_178:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	13
	.long	8
.LCPI0_179:
	.zero	4
	.zero	4
	.zero	4
	.long	21
	.long	0
	.long	11
	.zero	4
	.zero	4
.LCPI0_181:
	.zero	4
	.zero	4
	.zero	4
	.long	22
	.long	1
	.long	12
	.zero	4
	.zero	4
.LCPI0_183:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	15
	.long	10
.LCPI0_184:
	.zero	4
	.zero	4
	.zero	4
	.long	23
	.long	2
	.long	13
	.zero	4
	.zero	4
.LCPI0_186:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	19
.LCPI0_187:
	.zero	4
	.zero	4
	.zero	4
	.long	24
	.long	3
	.long	14
	.zero	4
	.zero	4
.LCPI0_189:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	20
.LCPI0_190:
	.zero	4
	.zero	4
	.zero	4
	.long	25
	.long	4
	.long	15
	.zero	4
	.zero	4
.LCPI0_192:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	21
.LCPI0_193:
	.long	9
	.long	9
	.long	26
	.long	26
	.long	5
	.long	5
	.long	22
	.long	22
.LCPI0_195:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	11
	.long	22
.LCPI0_197:
	.zero	4
	.zero	4
	.long	0
	.long	11
	.long	22
	.zero	4
	.zero	4
	.zero	4
.LCPI0_198:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	12
	.long	23
.LCPI0_199:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	24
	.long	2
	.long	12
	.zero	4
.LCPI0_201:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	25
	.long	3
	.long	13
	.zero	4
.LCPI0_204:
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	10
	.long	20
	.long	30
	.zero	4
.LCPI0_206:
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	11
	.long	21
	.long	31
	.zero	4
.LCPI0_207:
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	12
	.long	22
	.zero	4
	.zero	4
.LCPI0_210:
	.zero	4
	.zero	4
	.zero	4
	.long	3
	.long	13
	.long	23
	.zero	4
	.zero	4
.LCPI0_212:
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	14
	.long	24
	.zero	4
	.zero	4
.LCPI0_214:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	10
	.long	12
.LCPI0_215:
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	15
	.long	25
	.zero	4
	.zero	4
.LCPI0_217:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	11
	.long	13
.LCPI0_218:
	.zero	4
	.zero	4
	.zero	4
	.long	22
	.long	0
	.long	10
	.zero	4
	.zero	4
.LCPI0_220:
	.zero	4
	.zero	4
	.zero	4
	.long	23
	.long	1
	.long	11
	.zero	4
	.zero	4
.LCPI0_222:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	13
	.long	22
	.long	31
.LCPI0_225:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	14
	.long	23
	.zero	4
.LCPI0_227:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	6
	.long	15
	.long	24
	.zero	4
.LCPI0_229:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	23
	.long	0
	.long	9
	.zero	4
.LCPI0_231:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	24
	.long	1
	.long	10
	.zero	4
.LCPI0_233:
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	9
	.long	18
	.long	27
	.zero	4
.LCPI0_235:
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	10
	.long	19
	.long	28
	.zero	4
.LCPI0_237:
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	11
	.long	20
	.long	29
	.zero	4
.LCPI0_239:
	.zero	4
	.zero	4
	.zero	4
	.long	3
	.long	12
	.long	21
	.long	30
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
.LCPI0_250:
	.long	0
	.long	7
	.long	14
	.long	21
	.long	28
	.zero	4
	.zero	4
	.zero	4
.LCPI0_251:
	.long	8
	.long	15
	.long	0
	.long	0
	.long	0
	.long	19
	.long	26
	.long	1
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
.LCPI0_254:
	.long	1
	.long	8
	.long	15
	.long	22
	.long	29
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
.LCPI0_258:
	.long	18
	.long	25
	.long	0
	.long	7
	.long	14
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
	.long	19
	.long	26
	.long	1
	.long	8
	.long	15
	.zero	4
	.zero	4
	.zero	4
.LCPI0_264:
	.long	0
	.long	19
	.long	26
	.long	1
	.long	8
	.long	15
	.long	0
	.long	0
.LCPI0_265:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	22
	.long	29
.LCPI0_267:
	.long	28
	.long	0
	.long	0
	.long	0
	.long	0
	.long	7
	.long	14
	.long	21
.LCPI0_268:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	16
	.long	23
	.long	30
.LCPI0_270:
	.long	29
	.long	0
	.long	0
	.long	0
	.long	1
	.long	8
	.long	15
	.long	22
.LCPI0_271:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	17
	.long	24
	.long	31
.LCPI0_273:
	.long	14
	.long	0
	.long	0
	.long	0
	.long	18
	.long	25
	.long	0
	.long	7
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
	.long	0
	.long	6
	.long	12
	.long	18
	.long	24
	.long	30
	.zero	4
	.zero	4
.LCPI0_276:
	.long	0
	.long	6
	.long	12
	.long	0
	.long	0
	.long	0
	.long	20
	.long	26
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
	.long	1
	.long	7
	.long	13
	.long	19
	.long	25
	.long	31
	.zero	4
	.zero	4
.LCPI0_279:
	.long	1
	.long	7
	.long	13
	.long	0
	.long	0
	.long	0
	.long	21
	.long	27
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
	.long	2
	.long	8
	.long	14
	.long	20
	.long	26
	.zero	4
	.zero	4
	.zero	4
.LCPI0_282:
	.long	18
	.long	24
	.long	30
	.long	0
	.long	0
	.long	0
	.long	6
	.long	12
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
	.long	3
	.long	9
	.long	15
	.long	21
	.long	27
	.zero	4
	.zero	4
	.zero	4
.LCPI0_285:
	.long	19
	.long	25
	.long	31
	.long	0
	.long	0
	.long	1
	.long	7
	.long	13
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
	.long	20
	.long	26
	.long	0
	.long	6
	.long	12
	.zero	4
	.zero	4
	.zero	4
.LCPI0_288:
	.long	20
	.long	26
	.long	0
	.long	0
	.long	0
	.long	2
	.long	8
	.long	14
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
	.long	21
	.long	27
	.long	1
	.long	7
	.long	13
	.zero	4
	.zero	4
	.zero	4
.LCPI0_291:
	.long	21
	.long	27
	.long	0
	.long	0
	.long	0
	.long	3
	.long	9
	.long	15
.LCPI0_292:
	.long	0
	.long	5
	.long	10
	.long	15
	.long	20
	.long	25
	.long	30
	.zero	4
.LCPI0_293:
	.long	8
	.long	13
	.long	18
	.long	23
	.long	28
	.long	0
	.long	0
	.long	3
.LCPI0_295:
	.long	17
	.long	22
	.long	27
	.long	0
	.long	5
	.long	10
	.long	15
	.zero	4
.LCPI0_296:
	.long	9
	.long	14
	.long	19
	.long	24
	.long	29
	.long	0
	.long	0
	.long	4
.LCPI0_298:
	.long	2
	.long	7
	.long	12
	.long	17
	.long	22
	.long	27
	.zero	4
	.zero	4
.LCPI0_299:
	.long	10
	.long	15
	.long	20
	.long	25
	.long	30
	.long	0
	.long	0
	.long	5
.LCPI0_301:
	.long	3
	.long	8
	.long	13
	.long	18
	.long	23
	.long	28
	.zero	4
	.zero	4
.LCPI0_302:
	.long	27
	.long	0
	.long	5
	.long	10
	.long	15
	.long	0
	.long	17
	.long	22
.LCPI0_304:
	.long	4
	.long	9
	.long	14
	.long	19
	.long	24
	.long	29
	.zero	4
	.zero	4
.LCPI0_305:
	.long	12
	.long	17
	.long	22
	.long	27
	.long	0
	.long	0
	.long	2
	.long	7
.LCPI0_307:
	.long	0
	.long	4
	.long	8
	.long	12
	.long	16
	.long	20
	.long	24
	.long	28
.LCPI0_308:
	.long	1
	.long	5
	.long	9
	.long	13
	.long	17
	.long	21
	.long	25
	.long	29
.LCPI0_309:
	.long	2
	.long	6
	.long	10
	.long	14
	.long	18
	.long	22
	.long	26
	.long	30
.LCPI0_310:
	.long	3
	.long	7
	.long	11
	.long	15
	.long	19
	.long	23
	.long	27
	.long	31
.LCPI0_328:
	.quad	0
	.quad	8
	.quad	0
	.quad	7
.LCPI0_329:
	.long	0
	.long	1
	.long	2
	.long	16
	.long	0
	.long	0
	.long	0
	.long	15
.LCPI0_330:
	.long	0
	.long	1
	.long	17
	.long	0
	.long	0
	.long	0
	.long	14
	.long	15
.LCPI0_331:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	23
	.long	5
	.long	6
	.long	7
.LCPI0_334:
	.long	19
	.long	0
	.long	0
	.long	0
	.long	12
	.long	13
	.long	14
	.long	20
.LCPI0_335:
	.long	0
	.long	18
	.long	0
	.long	0
	.long	0
	.long	13
	.long	14
	.long	15
.LCPI0_336:
	.long	0
	.long	19
	.long	0
	.long	0
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_337:
	.long	20
	.long	0
	.long	0
	.long	11
	.long	12
	.long	13
	.long	14
	.long	21
.LCPI0_338:
	.quad	0
	.quad	5
	.quad	6
	.quad	11
.LCPI0_339:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	23
	.long	0
	.long	0
.LCPI0_340:
	.long	0
	.long	1
	.long	2
	.long	17
	.long	0
	.long	0
	.long	14
	.long	15
.LCPI0_341:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	16
	.long	0
	.long	15
.LCPI0_342:
	.long	0
	.long	1
	.long	2
	.long	18
	.long	0
	.long	13
	.long	14
	.long	15
.LCPI0_343:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	17
	.long	0
	.long	14
	.long	15
.LCPI0_344:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	23
	.long	0
.LCPI0_345:
	.long	21
	.long	0
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	22
.LCPI0_346:
	.long	0
	.long	20
	.long	0
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_347:
	.long	0
	.long	1
	.long	19
	.long	0
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_349:
	.long	0
	.long	21
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_350:
	.long	22
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	23
.LCPI0_351:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	17
	.long	14
	.long	15
.LCPI0_409:
	.long	1
	.long	0
	.long	0
	.long	0
	.long	28
	.long	29
	.long	2
	.long	0
.LCPI0_413:
	.long	0
	.long	17
	.long	0
	.long	0
	.long	12
	.long	13
	.long	14
	.long	18
.LCPI0_414:
	.long	0
	.long	1
	.long	2
	.long	16
	.long	0
	.long	0
	.long	14
	.long	15
.LCPI0_417:
	.long	18
	.long	0
	.long	10
	.long	11
	.long	12
	.long	13
	.long	19
	.long	0
.LCPI0_418:
	.long	8
	.long	9
	.long	21
	.long	0
	.long	0
	.long	0
	.long	6
	.long	7
.LCPI0_419:
	.long	14
	.long	0
	.long	0
	.long	0
	.long	4
	.long	5
	.long	6
	.long	22
.LCPI0_420:
	.long	0
	.long	1
	.long	17
	.long	0
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_421:
	.quad	4
	.quad	5
	.quad	10
	.quad	0
.LCPI0_422:
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	20
	.long	0
	.long	0
.LCPI0_423:
	.long	0
	.long	1
	.long	2
	.long	17
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_424:
	.long	8
	.long	22
	.long	0
	.long	0
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_425:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	16
	.long	14
	.long	15
.LCPI0_426:
	.long	8
	.long	9
	.long	10
	.long	21
	.long	0
	.long	0
	.long	6
	.long	7
.LCPI0_427:
	.long	0
	.long	18
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	19
.LCPI0_428:
	.long	8
	.long	9
	.long	10
	.long	11
	.long	21
	.long	0
	.long	6
	.long	7
.LCPI0_429:
	.long	15
	.long	0
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	23
.LCPI0_430:
	.quad	4
	.quad	11
	.quad	2
	.quad	3
.LCPI0_435:
	.long	8
	.long	9
	.long	10
	.long	22
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_437:
	.long	8
	.long	23
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_439:
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	21
	.long	6
	.long	7
.LCPI0_477:
	.long	0
	.long	16
	.long	0
	.long	0
	.long	0
	.long	9
	.long	25
	.long	0
.LCPI0_479:
	.long	0
	.long	5
	.long	21
	.long	0
	.long	0
	.long	0
	.long	14
	.long	30
.LCPI0_480:
	.long	0
	.long	1
	.long	2
	.long	21
	.long	0
	.long	0
	.long	14
	.long	15
.LCPI0_481:
	.long	6
	.long	0
	.long	0
	.long	27
	.long	28
	.long	7
	.long	0
	.long	0
.LCPI0_484:
	.long	0
	.long	1
	.long	16
	.long	0
	.long	0
	.long	13
	.long	14
	.long	17
.LCPI0_485:
	.long	0
	.long	1
	.long	2
	.long	16
	.long	0
	.long	13
	.long	14
	.long	15
.LCPI0_487:
	.long	17
	.long	0
	.long	10
	.long	11
	.long	12
	.long	18
	.long	0
	.long	0
.LCPI0_488:
	.long	0
	.long	22
	.long	0
	.long	11
	.long	12
	.long	13
	.long	23
	.long	0
.LCPI0_490:
	.long	0
	.long	1
	.long	22
	.long	11
	.long	12
	.long	13
	.long	14
	.long	23
.LCPI0_492:
	.long	0
	.long	17
	.long	10
	.long	11
	.long	12
	.long	13
	.long	18
	.long	0
.LCPI0_493:
	.long	8
	.long	9
	.long	10
	.long	19
	.long	0
	.long	0
	.long	0
	.long	7
.LCPI0_495:
	.long	8
	.long	9
	.long	10
	.long	11
	.long	19
	.long	0
	.long	0
	.long	7
.LCPI0_498:
	.long	8
	.long	20
	.long	0
	.long	0
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_501:
	.quad	4
	.quad	10
	.quad	2
	.quad	3
.LCPI0_510:
	.long	8
	.long	9
	.long	10
	.long	20
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_539:
	.long	0
	.long	16
	.long	0
	.long	0
	.long	9
	.long	25
	.long	0
	.long	0
.LCPI0_540:
	.long	4
	.long	20
	.long	0
	.long	0
	.long	13
	.long	29
	.long	0
	.long	0
.LCPI0_541:
	.long	0
	.long	1
	.long	20
	.long	0
	.long	12
	.long	13
	.long	21
	.long	0
.LCPI0_542:
	.long	0
	.long	1
	.long	16
	.long	0
	.long	12
	.long	13
	.long	17
	.long	0
.LCPI0_547:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	7
	.long	15
	.zero	4
	.zero	4
.LCPI0_548:
	.long	0
	.long	1
	.long	2
	.long	16
	.long	12
	.long	13
	.long	14
	.long	17
.LCPI0_549:
	.long	0
	.long	1
	.long	2
	.long	20
	.long	12
	.long	13
	.long	14
	.long	21
.LCPI0_551:
	.long	15
	.long	0
	.long	0
	.long	0
	.long	4
	.long	5
	.long	6
	.long	23
.LCPI0_553:
	.long	11
	.long	0
	.long	0
	.long	0
	.long	4
	.long	5
	.long	6
	.long	19
.LCPI0_556:
	.long	8
	.long	19
	.long	0
	.long	0
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_558:
	.long	8
	.long	23
	.long	0
	.long	0
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_562:
	.long	8
	.long	9
	.long	23
	.long	0
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_564:
	.long	8
	.long	9
	.long	19
	.long	0
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_567:
	.long	8
	.long	9
	.long	10
	.long	19
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_569:
	.long	8
	.long	9
	.long	10
	.long	23
	.long	4
	.long	5
	.long	6
	.long	7
.LCPI0_593:
	.long	0
	.long	16
	.long	0
	.long	9
	.long	25
	.long	0
	.long	0
	.long	0
.LCPI0_594:
	.long	0
	.long	3
	.long	19
	.long	0
	.long	12
	.long	28
	.long	0
	.long	0
.LCPI0_596:
	.long	0
	.long	0
	.long	6
	.long	22
	.long	0
	.long	15
	.long	31
	.long	0
.LCPI0_597:
	.long	0
	.long	0
	.long	2
	.long	3
	.long	22
	.long	13
	.long	14
	.long	23
.LCPI0_599:
	.long	0
	.long	1
	.long	2
	.long	19
	.long	12
	.long	13
	.long	20
	.long	0
.LCPI0_600:
	.long	0
	.long	1
	.long	16
	.long	11
	.long	12
	.long	17
	.long	0
	.long	0
.LCPI0_607:
	.quad	4
	.quad	9
	.quad	0
	.quad	3
.LCPI0_809:
	.long	0
	.long	16
	.long	0
	.long	0
	.long	2
	.long	18
	.long	1
	.long	17
.LCPI0_810:
	.long	4
	.long	20
	.long	3
	.long	19
	.long	0
	.long	0
	.long	5
	.long	21
.LCPI0_812:
	.long	8
	.long	24
	.long	0
	.long	0
	.long	10
	.long	26
	.long	9
	.long	25
.LCPI0_813:
	.long	12
	.long	28
	.long	11
	.long	27
	.long	0
	.long	0
	.long	13
	.long	29
.LCPI0_839:
	.long	0
	.long	13
	.long	29
	.long	15
	.long	31
	.long	0
	.long	14
	.long	30
.LCPI0_840:
	.long	27
	.long	0
	.long	10
	.long	26
	.long	12
	.long	28
	.long	0
	.long	11
.LCPI0_841:
	.long	8
	.long	24
	.long	0
	.long	7
	.long	23
	.long	9
	.long	25
	.long	0
.LCPI0_842:
	.long	3
	.long	21
	.long	5
	.long	0
	.long	20
	.long	4
	.long	22
	.long	6
.LCPI0_843:
	.long	0
	.long	16
	.long	2
	.long	18
	.long	0
	.long	1
	.long	17
	.long	3
.LCPI0_992:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	21
	.long	5
	.long	14
	.long	15
.LCPI0_993:
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
.LCPI0_31:
	.long	5
	.long	12
.LCPI0_33:
	.long	6
	.long	13
.LCPI0_37:
	.long	7
	.long	14
.LCPI0_85:
	.long	6
	.long	12
.LCPI0_88:
	.long	7
	.long	13
.LCPI0_319:
	.long	5
	.long	13
.LCPI0_321:
	.long	7
	.long	15
.LCPI0_322:
	.long	6
	.long	14
.LCPI0_478:
	.long	3
	.long	19
.LCPI0_882:
	.long	27
	.long	12
.LCPI0_886:
	.long	4
	.long	11
.LCPI0_888:
	.long	0
	.long	15
.LCPI0_889:
	.long	8
	.long	23
.LCPI0_890:
	.long	12
	.long	27
.LCPI0_893:
	.long	24
	.long	7
.LCPI0_895:
	.long	8
	.long	20
.LCPI0_897:
	.long	9
	.long	21
.LCPI0_899:
	.long	10
	.long	22
.LCPI0_901:
	.long	11
	.long	23
.LCPI0_922:
	.long	21
	.long	8
.LCPI0_924:
	.long	8
	.long	21
.LCPI0_927:
	.long	9
	.long	22
.LCPI0_928:
	.long	23
	.long	10
.LCPI0_930:
	.long	10
	.long	23
.LCPI0_934:
	.long	25
	.long	12
.LCPI0_938:
	.long	12
	.long	25
.LCPI0_951:
	.long	22
	.long	8
.LCPI0_952:
	.long	23
	.long	9
.LCPI0_957:
	.long	26
	.long	12
.LCPI0_958:
	.long	27
	.long	13
.LCPI0_959:
	.long	8
	.long	22
.LCPI0_960:
	.long	4
	.long	10
.LCPI0_963:
	.long	9
	.long	23
.LCPI0_966:
	.long	12
	.long	26
.LCPI0_967:
	.long	13
	.long	27
.LCPI0_975:
	.long	8
	.long	19
.LCPI0_977:
	.long	9
	.long	20
.LCPI0_979:
	.long	10
	.long	21
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
.LCPI0_294:
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
.LCPI0_297:
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
.LCPI0_300:
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
.LCPI0_303:
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
.LCPI0_306:
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
.LCPI0_311:
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
	.long	17
	.long	20
	.long	23
	.long	26
	.long	29
.LCPI0_313:
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
	.long	18
	.long	21
	.long	24
	.long	27
	.long	30
.LCPI0_315:
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
.LCPI0_316:
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
.LCPI0_317:
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
.LCPI0_318:
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
.LCPI0_320:
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
.LCPI0_348:
	.quad	0
	.quad	10
	.zero	8
	.zero	8
	.zero	8
	.quad	5
	.quad	6
	.quad	7
.LCPI0_352:
	.quad	0
	.quad	1
	.quad	9
	.zero	8
	.zero	8
	.zero	8
	.quad	6
	.quad	7
.LCPI0_353:
	.quad	0
	.quad	1
	.quad	2
	.quad	8
	.zero	8
	.zero	8
	.zero	8
	.quad	7
.LCPI0_354:
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
.LCPI0_355:
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
.LCPI0_356:
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
.LCPI0_357:
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
.LCPI0_358:
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
.LCPI0_359:
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
.LCPI0_360:
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
.LCPI0_361:
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
.LCPI0_362:
	.quad	0
	.quad	11
	.zero	8
	.zero	8
	.quad	4
	.quad	5
	.quad	6
	.quad	7
.LCPI0_363:
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
.LCPI0_364:
	.quad	0
	.quad	1
	.quad	2
	.quad	9
	.zero	8
	.zero	8
	.quad	6
	.quad	7
.LCPI0_365:
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
.LCPI0_366:
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
.LCPI0_367:
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
.LCPI0_368:
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
.LCPI0_369:
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
.LCPI0_370:
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
.LCPI0_371:
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
.LCPI0_372:
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
.LCPI0_373:
	.quad	0
	.quad	1
	.quad	11
	.zero	8
	.quad	4
	.quad	5
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
	.long	7
	.long	8
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_375:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	9
	.zero	8
	.quad	6
	.quad	7
.LCPI0_376:
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
.LCPI0_377:
	.quad	0
	.quad	1
	.quad	2
	.quad	10
	.zero	8
	.quad	5
	.quad	6
	.quad	7
.LCPI0_378:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	4
	.quad	8
	.zero	8
	.quad	7
.LCPI0_379:
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
.LCPI0_380:
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
.LCPI0_381:
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
.LCPI0_382:
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
	.long	18
	.zero	4
	.zero	4
	.zero	4
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
	.long	17
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_385:
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
	.long	9
	.long	10
	.long	17
	.zero	4
	.zero	4
	.long	14
	.long	15
.LCPI0_387:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	4
	.quad	9
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
	.long	7
	.long	8
	.long	19
	.zero	4
	.zero	4
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_389:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	10
	.quad	5
	.quad	6
	.quad	7
.LCPI0_390:
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
.LCPI0_391:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	4
	.quad	5
	.quad	8
	.quad	7
.LCPI0_392:
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
.LCPI0_393:
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
.LCPI0_394:
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
	.long	20
	.zero	4
	.long	11
	.long	12
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
	.long	19
	.zero	4
	.long	12
	.long	13
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
	.long	18
	.zero	4
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
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	17
	.zero	4
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
	.long	11
	.long	12
	.long	17
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
	.long	10
	.long	11
	.long	18
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
	.long	10
	.long	19
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
	.long	8
	.long	9
	.long	20
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
	.long	21
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_404:
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
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	16
	.long	15
.LCPI0_407:
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
.LCPI0_411:
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
.LCPI0_431:
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
.LCPI0_432:
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
.LCPI0_433:
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
.LCPI0_434:
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
.LCPI0_436:
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
.LCPI0_438:
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
.LCPI0_440:
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
.LCPI0_441:
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
.LCPI0_442:
	.quad	0
	.quad	1
	.quad	9
	.zero	8
	.zero	8
	.quad	5
	.quad	6
	.quad	7
.LCPI0_443:
	.zero	8
	.zero	8
	.quad	2
	.quad	3
	.quad	4
	.quad	5
	.quad	11
	.zero	8
.LCPI0_444:
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
.LCPI0_445:
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
.LCPI0_446:
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
.LCPI0_447:
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
.LCPI0_448:
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
.LCPI0_449:
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
.LCPI0_450:
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
.LCPI0_451:
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
.LCPI0_452:
	.quad	0
	.quad	10
	.zero	8
	.quad	3
	.quad	4
	.quad	5
	.quad	6
	.quad	7
.LCPI0_453:
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
.LCPI0_454:
	.quad	0
	.quad	1
	.quad	2
	.quad	9
	.zero	8
	.quad	5
	.quad	6
	.quad	7
.LCPI0_455:
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
.LCPI0_456:
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
.LCPI0_457:
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
.LCPI0_458:
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
.LCPI0_459:
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
.LCPI0_460:
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
.LCPI0_461:
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
.LCPI0_462:
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
.LCPI0_463:
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
.LCPI0_464:
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
.LCPI0_465:
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
.LCPI0_466:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	9
	.quad	5
	.quad	6
	.quad	7
.LCPI0_467:
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
.LCPI0_468:
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
.LCPI0_469:
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
.LCPI0_470:
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
.LCPI0_471:
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
.LCPI0_472:
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
	.long	18
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
.LCPI0_474:
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
	.long	9
	.long	10
	.long	11
	.long	12
	.long	16
	.long	14
	.long	15
.LCPI0_476:
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
.LCPI0_489:
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
.LCPI0_491:
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
.LCPI0_494:
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
.LCPI0_496:
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
.LCPI0_497:
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
.LCPI0_499:
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
.LCPI0_500:
	.quad	0
	.quad	1
	.quad	11
	.zero	8
	.zero	8
	.quad	5
	.quad	6
	.quad	7
.LCPI0_502:
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
.LCPI0_503:
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
.LCPI0_504:
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
.LCPI0_505:
	.quad	0
	.quad	1
	.quad	2
	.quad	8
	.zero	8
	.zero	8
	.quad	6
	.quad	7
.LCPI0_506:
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
.LCPI0_507:
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
.LCPI0_508:
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
.LCPI0_509:
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
.LCPI0_511:
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
.LCPI0_512:
	.zero	8
	.zero	8
	.quad	2
	.quad	3
	.quad	4
	.quad	5
	.quad	10
	.zero	8
.LCPI0_513:
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
.LCPI0_514:
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
.LCPI0_515:
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
.LCPI0_516:
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
.LCPI0_517:
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
.LCPI0_518:
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
.LCPI0_519:
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
.LCPI0_520:
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
.LCPI0_521:
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
.LCPI0_522:
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
.LCPI0_523:
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
.LCPI0_524:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	11
	.quad	5
	.quad	6
	.quad	7
.LCPI0_525:
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
.LCPI0_526:
	.quad	0
	.quad	1
	.quad	9
	.quad	3
	.quad	4
	.quad	5
	.quad	6
	.quad	7
.LCPI0_527:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	4
	.quad	8
	.quad	6
	.quad	7
.LCPI0_528:
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
.LCPI0_529:
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
.LCPI0_530:
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
.LCPI0_531:
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
.LCPI0_532:
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
.LCPI0_533:
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
.LCPI0_534:
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
.LCPI0_535:
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
.LCPI0_536:
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
.LCPI0_537:
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
.LCPI0_538:
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
.LCPI0_552:
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
.LCPI0_554:
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
.LCPI0_555:
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
.LCPI0_557:
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
.LCPI0_559:
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
.LCPI0_560:
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
.LCPI0_561:
	.quad	0
	.quad	1
	.quad	2
	.quad	10
	.zero	8
	.zero	8
	.quad	6
	.quad	7
.LCPI0_563:
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
.LCPI0_565:
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
.LCPI0_566:
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
.LCPI0_568:
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
.LCPI0_570:
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
.LCPI0_571:
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
.LCPI0_572:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	10
	.zero	8
	.quad	6
	.quad	7
.LCPI0_573:
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
.LCPI0_574:
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
.LCPI0_575:
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
.LCPI0_576:
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
.LCPI0_577:
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
.LCPI0_578:
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
.LCPI0_579:
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
.LCPI0_580:
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
.LCPI0_581:
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
.LCPI0_582:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	4
	.quad	10
	.quad	6
	.quad	7
.LCPI0_583:
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
.LCPI0_584:
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
.LCPI0_585:
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
.LCPI0_586:
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
.LCPI0_587:
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
.LCPI0_588:
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
.LCPI0_589:
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
.LCPI0_590:
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
.LCPI0_591:
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
.LCPI0_592:
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
.LCPI0_601:
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
.LCPI0_602:
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
.LCPI0_603:
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
.LCPI0_606:
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
.LCPI0_608:
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
.LCPI0_609:
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
.LCPI0_610:
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
.LCPI0_611:
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
.LCPI0_612:
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
.LCPI0_613:
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
.LCPI0_614:
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
.LCPI0_615:
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
.LCPI0_616:
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
.LCPI0_617:
	.zero	8
	.quad	1
	.quad	2
	.quad	3
	.quad	11
	.zero	8
	.quad	6
	.quad	7
.LCPI0_618:
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
.LCPI0_619:
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
.LCPI0_620:
	.quad	0
	.quad	1
	.quad	2
	.quad	8
	.zero	8
	.quad	5
	.quad	6
	.quad	7
.LCPI0_621:
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
.LCPI0_622:
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
.LCPI0_623:
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
.LCPI0_624:
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
.LCPI0_625:
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
.LCPI0_626:
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
.LCPI0_627:
	.zero	8
	.quad	1
	.quad	2
	.quad	3
	.quad	4
	.quad	11
	.quad	6
	.quad	7
.LCPI0_628:
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
.LCPI0_629:
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
.LCPI0_630:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	8
	.quad	5
	.quad	6
	.quad	7
.LCPI0_631:
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
.LCPI0_632:
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
.LCPI0_633:
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
.LCPI0_634:
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
.LCPI0_635:
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
.LCPI0_636:
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
.LCPI0_637:
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
.LCPI0_638:
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
.LCPI0_639:
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
.LCPI0_640:
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
.LCPI0_641:
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
.LCPI0_642:
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
.LCPI0_643:
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
.LCPI0_644:
	.zero	8
	.zero	8
	.quad	2
	.quad	9
	.zero	8
	.zero	8
	.zero	8
	.quad	7
.LCPI0_645:
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
.LCPI0_646:
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
.LCPI0_647:
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
.LCPI0_648:
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
.LCPI0_649:
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
.LCPI0_650:
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
.LCPI0_651:
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
.LCPI0_653:
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
.LCPI0_654:
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
.LCPI0_655:
	.zero	8
	.zero	8
	.quad	2
	.quad	3
	.quad	9
	.zero	8
	.zero	8
	.quad	7
.LCPI0_656:
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
.LCPI0_657:
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
.LCPI0_658:
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
.LCPI0_659:
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
.LCPI0_660:
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
.LCPI0_661:
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
.LCPI0_662:
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
.LCPI0_663:
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
.LCPI0_664:
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
.LCPI0_665:
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
.LCPI0_666:
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
.LCPI0_667:
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
.LCPI0_668:
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
.LCPI0_669:
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
.LCPI0_670:
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
.LCPI0_671:
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
.LCPI0_672:
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
.LCPI0_673:
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
.LCPI0_674:
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
.LCPI0_675:
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
.LCPI0_676:
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
.LCPI0_677:
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
.LCPI0_678:
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
.LCPI0_679:
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
.LCPI0_680:
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
.LCPI0_681:
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
.LCPI0_683:
	.zero	8
	.zero	8
	.zero	8
	.quad	3
	.quad	11
	.zero	8
	.zero	8
	.quad	7
.LCPI0_684:
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
.LCPI0_685:
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
.LCPI0_686:
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
.LCPI0_687:
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
.LCPI0_688:
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
.LCPI0_689:
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
.LCPI0_690:
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
.LCPI0_691:
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
.LCPI0_692:
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
.LCPI0_693:
	.zero	8
	.zero	8
	.quad	2
	.quad	3
	.quad	10
	.zero	8
	.quad	6
	.quad	7
.LCPI0_694:
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
.LCPI0_695:
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
.LCPI0_696:
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
.LCPI0_697:
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
.LCPI0_698:
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
.LCPI0_699:
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
.LCPI0_700:
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
.LCPI0_701:
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
.LCPI0_702:
	.zero	8
	.quad	1
	.quad	2
	.quad	3
	.quad	9
	.quad	5
	.quad	6
	.quad	7
.LCPI0_703:
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
.LCPI0_704:
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
.LCPI0_705:
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
.LCPI0_706:
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
.LCPI0_707:
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
.LCPI0_708:
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
.LCPI0_709:
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
.LCPI0_710:
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
.LCPI0_711:
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
.LCPI0_712:
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
.LCPI0_713:
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
.LCPI0_714:
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
.LCPI0_715:
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
.LCPI0_716:
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
.LCPI0_717:
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
.LCPI0_718:
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
.LCPI0_719:
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
.LCPI0_720:
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
.LCPI0_721:
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
.LCPI0_722:
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
.LCPI0_723:
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
.LCPI0_724:
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
.LCPI0_725:
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
.LCPI0_726:
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
.LCPI0_727:
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
.LCPI0_728:
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
.LCPI0_729:
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
.LCPI0_730:
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
.LCPI0_731:
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
.LCPI0_732:
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
.LCPI0_733:
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
.LCPI0_734:
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
.LCPI0_735:
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
.LCPI0_736:
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
.LCPI0_737:
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
.LCPI0_738:
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
.LCPI0_739:
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
.LCPI0_740:
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
.LCPI0_741:
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
.LCPI0_742:
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
.LCPI0_743:
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
.LCPI0_744:
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
.LCPI0_745:
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
.LCPI0_746:
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
.LCPI0_747:
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
.LCPI0_748:
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
.LCPI0_749:
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
.LCPI0_750:
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
.LCPI0_751:
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
.LCPI0_752:
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
.LCPI0_753:
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
.LCPI0_754:
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
.LCPI0_755:
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
.LCPI0_756:
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
.LCPI0_757:
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
.LCPI0_758:
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
.LCPI0_759:
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
.LCPI0_760:
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
.LCPI0_761:
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
.LCPI0_762:
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
.LCPI0_763:
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
.LCPI0_764:
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
.LCPI0_765:
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
.LCPI0_766:
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
.LCPI0_767:
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
.LCPI0_768:
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
.LCPI0_769:
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
.LCPI0_770:
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
.LCPI0_771:
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
.LCPI0_772:
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
.LCPI0_773:
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
.LCPI0_774:
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
.LCPI0_775:
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
.LCPI0_776:
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
.LCPI0_777:
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
.LCPI0_778:
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
.LCPI0_779:
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
.LCPI0_780:
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
.LCPI0_781:
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
.LCPI0_782:
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
.LCPI0_783:
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
.LCPI0_784:
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
.LCPI0_785:
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
.LCPI0_786:
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
.LCPI0_787:
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
.LCPI0_788:
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
.LCPI0_789:
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
.LCPI0_790:
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
.LCPI0_791:
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
.LCPI0_792:
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
.LCPI0_793:
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
.LCPI0_794:
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
.LCPI0_795:
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
.LCPI0_796:
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
.LCPI0_797:
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
.LCPI0_798:
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
.LCPI0_799:
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
.LCPI0_800:
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
.LCPI0_801:
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
.LCPI0_802:
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
.LCPI0_803:
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
.LCPI0_804:
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
.LCPI0_805:
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
.LCPI0_806:
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
.LCPI0_807:
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
.LCPI0_808:
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
.LCPI0_815:
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
.LCPI0_816:
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
.LCPI0_817:
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
.LCPI0_818:
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
.LCPI0_819:
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
.LCPI0_820:
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
.LCPI0_821:
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
.LCPI0_822:
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
.LCPI0_823:
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
.LCPI0_824:
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
.LCPI0_825:
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
.LCPI0_826:
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
.LCPI0_827:
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
.LCPI0_828:
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
.LCPI0_829:
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
.LCPI0_830:
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
.LCPI0_831:
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
.LCPI0_832:
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
.LCPI0_833:
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
.LCPI0_834:
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
.LCPI0_835:
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
.LCPI0_836:
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
.LCPI0_837:
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
.LCPI0_838:
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
.LCPI0_844:
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
.LCPI0_845:
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
.LCPI0_846:
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
.LCPI0_847:
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
.LCPI0_848:
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
.LCPI0_849:
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
.LCPI0_850:
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
.LCPI0_851:
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
.LCPI0_852:
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
.LCPI0_853:
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
.LCPI0_854:
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
.LCPI0_855:
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
.LCPI0_856:
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
.LCPI0_857:
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
.LCPI0_858:
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
.LCPI0_859:
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
.LCPI0_860:
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
.LCPI0_861:
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
.LCPI0_862:
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
.LCPI0_863:
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
.LCPI0_864:
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
.LCPI0_865:
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
.LCPI0_866:
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
.LCPI0_867:
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
.LCPI0_868:
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
.LCPI0_869:
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
.LCPI0_870:
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
.LCPI0_871:
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
.LCPI0_872:
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
.LCPI0_873:
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
.LCPI0_874:
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
.LCPI0_875:
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
.LCPI0_876:
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
.LCPI0_877:
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
.LCPI0_878:
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
	.globl	tessera_well_energy_x86_64_v4
	.p2align	4
	.type	tessera_well_energy_x86_64_v4,@function
tessera_well_energy_x86_64_v4:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	movq	%rsp, %r11
	subq	$98304, %r11
.LBB0_1:
	subq	$4096, %rsp
	movq	$0, (%rsp)
	cmpq	%r11, %rsp
	jne	.LBB0_1
	subq	$1640, %rsp
	movq	(%rdi), %rax
	movq	%rax, -24(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, 104(%rsp)
	movq	16(%rdi), %rax
	movq	%rax, -64(%rsp)
	movq	24(%rdi), %rax
	movq	%rax, -8(%rsp)
	movq	40(%rdi), %r9
	movq	48(%rdi), %r10
	movq	56(%rdi), %rcx
	cmpq	$15, %rcx
	movq	%r10, 136(%rsp)
	movq	%rcx, -120(%rsp)
	ja	.LBB0_7
	movq	%r10, %r11
	subq	%r9, %r11
	jbe	.LBB0_197
	movq	-120(%rsp), %rax
	shlq	$6, %rax
	movq	%rax, 112(%rsp)
	imulq	$60, %r9, %rdi
	movq	-8(%rsp), %r10
	leaq	(%r10,%rdi), %r12
	movq	-24(%rsp), %rsi
	leaq	(%rsi,%rdi), %r13
	imulq	$56, %r9, %rbx
	movq	%r9, %rax
	shlq	$4, %rax
	movq	%rax, -96(%rsp)
	leaq	(,%r9,8), %rax
	leaq	(%rax,%rax,4), %rcx
	movq	%rcx, -72(%rsp)
	leaq	(,%r9,4), %r14
	leaq	(%r14,%r14,8), %rcx
	movq	%rcx, -32(%rsp)
	movq	%r9, %rcx
	shlq	$5, %rcx
	leaq	(%r9,%r9,8), %rdx
	leaq	(%rdx,%rdx,2), %rdx
	addq	%r9, %rdx
	leaq	(%rax,%rax,2), %rax
	movq	%rax, -48(%rsp)
	leaq	(%r14,%r14,4), %rax
	movq	%rax, -56(%rsp)
	leaq	(%r14,%r14,2), %rax
	movq	%rax, -80(%rsp)
	movq	104(%rsp), %rax
	leaq	64(%rax,%r9,4), %r8
	movq	%r8, -112(%rsp)
	leaq	(%rax,%r9,4), %rax
	movq	%rax, 8(%rsp)
	movq	-64(%rsp), %rax
	addq	%rax, %rdi
	movq	%rdi, 104(%rsp)
	leaq	(%r10,%rbx), %r15
	leaq	(%rsi,%rbx), %rbp
	addq	%rax, %rbx
	movq	%rbx, 96(%rsp)
	imulq	$52, %r9, %rbx
	leaq	(%r10,%rbx), %r14
	leaq	(%rsi,%rbx), %rdi
	addq	%rax, %rbx
	movq	%rbx, 72(%rsp)
	movq	-96(%rsp), %r8
	leaq	(%r8,%r8,2), %rbx
	leaq	(%r10,%rbx), %r8
	movq	%r8, 56(%rsp)
	leaq	(%rsi,%rbx), %r8
	movq	%r8, 48(%rsp)
	addq	%rax, %rbx
	movq	%rbx, 64(%rsp)
	imulq	$44, %r9, %r8
	leaq	(%r10,%r8), %rbx
	movq	%rbx, 32(%rsp)
	leaq	(%rsi,%r8), %rbx
	movq	%rbx, -16(%rsp)
	addq	%rax, %r8
	movq	%r8, 40(%rsp)
	movq	-72(%rsp), %rbx
	leaq	(%r10,%rbx), %r8
	movq	%r8, 24(%rsp)
	leaq	(%rsi,%rbx), %r8
	movq	%r8, 296(%rsp)
	addq	%rax, %rbx
	movq	%rbx, -72(%rsp)
	movq	-32(%rsp), %rbx
	leaq	(%r10,%rbx), %r8
	movq	%r8, 288(%rsp)
	leaq	(%rsi,%rbx), %r8
	movq	%r8, 280(%rsp)
	addq	%rax, %rbx
	leaq	(%r10,%rcx), %r8
	movq	%r8, 272(%rsp)
	leaq	(%rsi,%rcx), %r8
	movq	%r8, 264(%rsp)
	addq	%rax, %rcx
	movq	%rcx, 88(%rsp)
	leaq	(%r10,%rdx), %rcx
	movq	%rcx, 256(%rsp)
	leaq	(%rsi,%rdx), %rcx
	movq	%rcx, 248(%rsp)
	addq	%rax, %rdx
	movq	%rdx, 80(%rsp)
	movq	-48(%rsp), %rdx
	leaq	(%r10,%rdx), %rcx
	movq	%rcx, 240(%rsp)
	leaq	(%rsi,%rdx), %rcx
	movq	%rcx, 232(%rsp)
	addq	%rax, %rdx
	movq	%rdx, -48(%rsp)
	movq	-56(%rsp), %rdx
	leaq	(%r10,%rdx), %rcx
	movq	%rcx, 224(%rsp)
	leaq	(%rsi,%rdx), %rcx
	movq	%rcx, 216(%rsp)
	addq	%rax, %rdx
	movq	%rdx, -56(%rsp)
	movq	-96(%rsp), %rdx
	leaq	(%r10,%rdx), %rcx
	movq	%rcx, 208(%rsp)
	leaq	(%rsi,%rdx), %rcx
	movq	%rcx, 200(%rsp)
	addq	%rax, %rdx
	movq	%rdx, -96(%rsp)
	movq	-80(%rsp), %r8
	leaq	(%r10,%r8), %rcx
	movq	%rcx, 192(%rsp)
	leaq	(%rsi,%r8), %rcx
	movq	%rcx, 184(%rsp)
	addq	%rax, %r8
	vmovss	.LCPI0_1(%rip), %xmm14
	vmovaps	.LCPI0_874(%rip), %zmm20
	vmovaps	.LCPI0_875(%rip), %zmm21
	vmovaps	.LCPI0_876(%rip), %zmm22
	vmovaps	.LCPI0_859(%rip), %zmm23
	vmovaps	.LCPI0_860(%rip), %zmm24
	vmovaps	.LCPI0_861(%rip), %zmm25
	vmovaps	.LCPI0_862(%rip), %zmm26
	vmovaps	.LCPI0_863(%rip), %zmm27
	vmovaps	.LCPI0_864(%rip), %zmm28
	vmovaps	.LCPI0_865(%rip), %zmm29
	vmovaps	.LCPI0_866(%rip), %zmm30
	vmovaps	.LCPI0_867(%rip), %zmm31
	vbroadcasti64x4	.LCPI0_839(%rip), %zmm0
	vmovdqu64	%zmm0, 1056(%rsp)
	vbroadcasti64x4	.LCPI0_840(%rip), %zmm0
	vmovdqu64	%zmm0, 992(%rsp)
	vbroadcasti64x4	.LCPI0_841(%rip), %zmm0
	vmovdqu64	%zmm0, 928(%rsp)
	vbroadcasti64x4	.LCPI0_842(%rip), %zmm0
	vmovdqu64	%zmm0, 864(%rsp)
	vbroadcasti64x4	.LCPI0_843(%rip), %zmm0
	vmovdqu64	%zmm0, 800(%rsp)
	leaq	(%r10,%r9,8), %rcx
	movq	%rcx, 176(%rsp)
	leaq	(%rsi,%r9,8), %rcx
	movq	%rcx, 168(%rsp)
	leaq	(%r10,%r9,4), %rcx
	movq	%rcx, 160(%rsp)
	leaq	(%rsi,%r9,4), %rcx
	movq	%rcx, 152(%rsp)
	movq	-112(%rsp), %rsi
	movq	-120(%rsp), %rcx
	decq	%rcx
	movq	%rcx, 368(%rsp)
	leaq	(%rax,%r9,8), %r10
	leaq	(%rax,%r9,4), %rax
	movq	%rax, -104(%rsp)
	movq	136(%rsp), %rdx
	vbroadcastss	.LCPI0_0(%rip), %zmm15
	vbroadcastss	.LCPI0_4(%rip), %zmm16
	vbroadcastss	.LCPI0_1(%rip), %zmm17
	jmp	.LBB0_5
.LBB0_7:
	movq	32(%rdi), %r12
	cmpq	$4097, %rcx
	jae	.LBB0_8
	subq	%r9, %r10
	jbe	.LBB0_197
	movq	%r9, %r14
	movq	-120(%rsp), %r9
	movl	%r9d, %r13d
	andl	$8188, %r13d
	movq	-64(%rsp), %rdx
	movq	%rdx, %rcx
	movq	-24(%rsp), %rax
	subq	%rax, %rcx
	movq	-8(%rsp), %r8
	subq	%r8, %rdx
	movq	%r14, %rsi
	imulq	%r9, %rsi
	leaq	(,%rsi,4), %r11
	movq	%r11, 56(%rsp)
	movq	%r9, %r11
	shlq	$4, %r11
	leaq	4(,%r14,4), %rbx
	imulq	%r9, %rbx
	movq	%rbx, 40(%rsp)
	movl	%r9d, %ebx
	andl	$8160, %ebx
	movq	%rbx, -112(%rsp)
	cmpq	$64, %rcx
	setb	%cl
	cmpq	$64, %rdx
	setb	%bpl
	orb	%cl, %bpl
	movl	%r9d, %ecx
	andl	$8176, %ecx
	movq	%rcx, -104(%rsp)
	leal	(,%r9,4), %ecx
	movl	%ecx, %edx
	andl	$32640, %edx
	movq	%rdx, 8(%rsp)
	leaq	(%r8,%rsi,4), %rbx
	addq	$64, %rbx
	leaq	(%rax,%rsi,4), %r15
	addq	$64, %r15
	leaq	(%r8,%rsi,4), %rdx
	leaq	16(,%r14,4), %rax
	imulq	%r9, %rax
	leaq	(%r8,%rax), %rdi
	movq	%rdi, 112(%rsp)
	movq	-24(%rsp), %rdi
	addq	%rdi, %rax
	movq	%rax, 120(%rsp)
	andl	$32704, %ecx
	movq	%rcx, -80(%rsp)
	leaq	(%rdi,%rsi,4), %rcx
	movq	%rdi, %rax
	leaq	(%r8,%rsi,4), %rdi
	addq	$4, %rdi
	leaq	4(%rax,%rsi,4), %r8
	movq	-64(%rsp), %rax
	leaq	(%rax,%rsi,4), %rax
	movq	%rax, -96(%rsp)
	movq	136(%rsp), %rax
	vmovss	.LCPI0_0(%rip), %xmm0
	vmovss	.LCPI0_1(%rip), %xmm1
	vmovss	.LCPI0_2(%rip), %xmm2
	vmovaps	.LCPI0_7(%rip), %xmm3
	vmovaps	.LCPI0_8(%rip), %xmm4
	vmovss	.LCPI0_3(%rip), %xmm5
	vbroadcastss	.LCPI0_1(%rip), %zmm6
	vbroadcastss	.LCPI0_3(%rip), %zmm7
	vbroadcastss	.LCPI0_0(%rip), %zmm8
	vbroadcastss	.LCPI0_4(%rip), %zmm9
	vpbroadcastd	.LCPI0_5(%rip), %zmm10
	vbroadcastss	.LCPI0_1(%rip), %xmm11
	vbroadcastss	.LCPI0_3(%rip), %xmm12
	vbroadcastss	.LCPI0_0(%rip), %xmm13
	vbroadcastss	.LCPI0_4(%rip), %xmm14
	vpbroadcastd	.LCPI0_5(%rip), %xmm15
	vbroadcastss	.LCPI0_2(%rip), %xmm16
	leaq	(%r9,%r9), %rsi
	movq	%rsi, -32(%rsp)
	leaq	(,%r9,4), %rsi
	movq	%rsi, 448(%rsp)
	leaq	(%r12,%r9,4), %rsi
	movq	%rsi, -72(%rsp)
	leaq	(,%r9,8), %rsi
	movq	%rsi, 384(%rsp)
	leaq	64(%r12,%r9,4), %rsi
	movq	%rsi, -16(%rsp)
	leaq	64(%r12), %rsi
	movq	%rsi, 24(%rsp)
	xorl	%r9d, %r9d
	movq	%r12, 304(%rsp)
	movq	%r13, 16(%rsp)
	movq	%r11, 48(%rsp)
	movb	%bpl, 32(%rsp)
	jmp	.LBB0_115
	.p2align	4
.LBB0_152:
	addq	$4, %r14
	movq	-48(%rsp), %r10
	addq	$-4, %r10
	movq	80(%rsp), %r9
	incq	%r9
	movq	48(%rsp), %r11
	movq	128(%rsp), %rbx
	addq	%r11, %rbx
	movq	-56(%rsp), %r15
	addq	%r11, %r15
	movq	-40(%rsp), %rdx
	addq	%r11, %rdx
	movq	(%rsp), %rcx
	addq	%r11, %rcx
	movq	96(%rsp), %rdi
	addq	%r11, %rdi
	movq	88(%rsp), %r8
	addq	%r11, %r8
	addq	%r11, 112(%rsp)
	addq	%r11, 120(%rsp)
	addq	%r11, -96(%rsp)
	movq	136(%rsp), %rax
	cmpq	%rax, %r14
	movq	304(%rsp), %r12
	jae	.LBB0_197
.LBB0_115:
	movq	%rdx, -40(%rsp)
	movq	%rcx, (%rsp)
	movq	%rbx, 128(%rsp)
	cmpq	$1, %r10
	movq	%r10, -48(%rsp)
	adcq	$0, %r10
	cmpq	$4, %r10
	movl	$4, %esi
	cmovaeq	%rsi, %r10
	movq	384(%rsp), %rsi
	imulq	%r10, %rsi
	addq	%r12, %rsi
	movq	%r14, %rbx
	movq	%rax, %r14
	movq	%r11, %rax
	movq	%r9, 80(%rsp)
	imulq	%r9, %rax
	movq	56(%rsp), %rcx
	addq	%rax, %rcx
	movq	%rdi, %rbp
	movq	-24(%rsp), %rdi
	leaq	(%rdi,%rcx), %rdx
	addq	40(%rsp), %rax
	addq	%rax, %rdi
	movq	%r8, %r13
	leaq	-1(%r10), %r8
	imulq	448(%rsp), %r8
	addq	%r8, %rdi
	movq	-8(%rsp), %r9
	addq	%r9, %rcx
	addq	%r9, %rax
	addq	%r8, %rax
	movq	%r10, 736(%rsp)
	movl	%r10d, %r8d
	leaq	-4(,%r8,8), %r8
	imulq	-120(%rsp), %r8
	addq	%r12, %r8
	movq	%rbx, -88(%rsp)
	subq	%rbx, %r14
	cmpq	$4, %r14
	movl	$4, %r9d
	movq	%r14, 64(%rsp)
	cmovbq	%r14, %r9
	decq	%r9
	movq	%r9, 72(%rsp)
	movq	-72(%rsp), %r11
	cmpq	%rdi, %r11
	setb	%r9b
	cmpq	%rsi, %rdx
	setb	%r10b
	andb	%r9b, %r10b
	cmpq	%rax, %r11
	setb	%r9b
	cmpq	%rsi, %rcx
	setb	%sil
	andb	%r9b, %sil
	orb	%r10b, %sil
	cmpq	%rdi, %r12
	setb	%dil
	cmpq	%r8, %rdx
	setb	%dl
	andb	%dil, %dl
	orb	%sil, %dl
	cmpq	%rax, %r12
	setb	%al
	cmpq	%r8, %rcx
	setb	%cl
	andb	%al, %cl
	orb	%dl, %cl
	movb	%cl, 608(%rsp)
	movq	%r13, 88(%rsp)
	movq	%r13, 672(%rsp)
	movq	%rbp, 96(%rsp)
	movq	%rbp, 336(%rsp)
	movq	(%rsp), %rax
	movq	-40(%rsp), %rbp
	movq	%r12, %rcx
	movq	%r11, %r10
	movq	%r15, -56(%rsp)
	movq	%r15, %rdi
	movq	128(%rsp), %r11
	movq	24(%rsp), %rbx
	movq	-16(%rsp), %rdx
	movq	$0, 512(%rsp)
	jmp	.LBB0_116
	.p2align	4
.LBB0_132:
	movq	512(%rsp), %r9
	incq	%r9
	movq	384(%rsp), %r8
	addq	%r8, %rdx
	addq	%r8, %rbx
	movq	448(%rsp), %rsi
	addq	%rsi, %r11
	addq	%rsi, %rdi
	addq	%r8, %r10
	addq	%r8, %rcx
	addq	%rsi, %rbp
	addq	%rsi, %rax
	addq	%rsi, 336(%rsp)
	addq	%rsi, 672(%rsp)
	movq	%r9, 512(%rsp)
	cmpq	736(%rsp), %r9
	je	.LBB0_133
.LBB0_116:
	cmpb	$0, 608(%rsp)
	je	.LBB0_118
	xorl	%esi, %esi
	jmp	.LBB0_127
	.p2align	4
.LBB0_118:
	cmpq	$32, -120(%rsp)
	jae	.LBB0_120
	xorl	%r8d, %r8d
	jmp	.LBB0_124
	.p2align	4
.LBB0_120:
	xorl	%esi, %esi
	movq	8(%rsp), %r8
	.p2align	4
.LBB0_121:
	vmovups	-64(%rdi,%rsi), %zmm17
	vmovups	(%rdi,%rsi), %zmm18
	vmulps	%zmm17, %zmm17, %zmm19
	vmulps	%zmm18, %zmm18, %zmm20
	vmulps	%zmm19, %zmm17, %zmm21
	vmulps	%zmm20, %zmm18, %zmm22
	vmulps	%zmm21, %zmm17, %zmm21
	vmulps	%zmm22, %zmm18, %zmm22
	vmulps	%zmm8, %zmm21, %zmm21
	vmulps	%zmm8, %zmm22, %zmm22
	vmulps	%zmm6, %zmm19, %zmm19
	vsubps	%zmm19, %zmm21, %zmm19
	vmulps	%zmm6, %zmm20, %zmm20
	vsubps	%zmm20, %zmm22, %zmm20
	vsubps	-64(%r11,%rsi), %zmm17, %zmm17
	vsubps	(%r11,%rsi), %zmm18, %zmm18
	vmulps	%zmm17, %zmm17, %zmm17
	vmulps	%zmm18, %zmm18, %zmm18
	vmovups	%zmm19, -64(%rbx,%rsi)
	vmovups	%zmm20, (%rbx,%rsi)
	vmovups	%zmm17, -64(%rdx,%rsi)
	vmovups	%zmm18, (%rdx,%rsi)
	subq	$-128, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_121
	movq	-112(%rsp), %rsi
	cmpq	%rsi, -120(%rsp)
	je	.LBB0_132
	movq	-112(%rsp), %rsi
	movq	%rsi, %r8
	testb	$28, -120(%rsp)
	je	.LBB0_127
.LBB0_124:
	movq	16(%rsp), %r9
	.p2align	4
.LBB0_125:
	vmovups	(%rax,%r8,4), %xmm17
	vmulps	%xmm17, %xmm17, %xmm18
	vmulps	%xmm18, %xmm17, %xmm19
	vmulps	%xmm19, %xmm17, %xmm19
	vmulps	%xmm13, %xmm19, %xmm19
	vmulps	%xmm16, %xmm18, %xmm18
	vaddps	%xmm18, %xmm19, %xmm18
	vsubps	(%rbp,%r8,4), %xmm17, %xmm17
	vmulps	%xmm17, %xmm17, %xmm17
	vmovups	%xmm18, (%rcx,%r8,4)
	vmovups	%xmm17, (%r10,%r8,4)
	addq	$4, %r8
	cmpq	%r8, %r9
	jne	.LBB0_125
	movq	%r9, %rsi
	cmpq	%r9, -120(%rsp)
	je	.LBB0_132
.LBB0_127:
	movq	%rsi, %r8
	orq	$1, %r8
	movq	-120(%rsp), %r12
	testb	$1, %r12b
	je	.LBB0_129
	movq	-88(%rsp), %r9
	movq	512(%rsp), %r14
	addq	%r14, %r9
	imulq	-32(%rsp), %r14
	movq	304(%rsp), %r15
	leaq	(%r15,%r14,4), %r14
	imulq	%r12, %r9
	movq	-24(%rsp), %r15
	leaq	(%r15,%r9,4), %r15
	movq	-8(%rsp), %r13
	leaq	(,%r9,4), %r9
	addq	%r13, %r9
	leaq	(%r14,%r12,4), %r13
	shll	$2, %esi
	vmovss	(%r15,%rsi), %xmm17
	vmulss	%xmm17, %xmm17, %xmm18
	vmulss	%xmm18, %xmm17, %xmm19
	vmulss	%xmm19, %xmm17, %xmm19
	vmulss	%xmm0, %xmm19, %xmm19
	vmulss	%xmm2, %xmm18, %xmm18
	vsubss	(%r9,%rsi), %xmm17, %xmm17
	vaddss	%xmm18, %xmm19, %xmm18
	vmulss	%xmm17, %xmm17, %xmm17
	vmovss	%xmm18, (%r14,%rsi)
	vmovss	%xmm17, (%r13,%rsi)
	movq	%r8, %rsi
.LBB0_129:
	cmpq	%r8, %r12
	movq	304(%rsp), %r12
	je	.LBB0_132
	movq	-120(%rsp), %r15
	subq	%rsi, %r15
	shll	$2, %esi
	leaq	(%r10,%rsi), %r8
	leaq	(%rcx,%rsi), %r9
	movq	336(%rsp), %r14
	addq	%rsi, %r14
	addq	672(%rsp), %rsi
	xorl	%r13d, %r13d
	.p2align	4
.LBB0_131:
	vmovss	-4(%rsi,%r13,4), %xmm17
	vmulss	%xmm17, %xmm17, %xmm18
	vmulss	%xmm18, %xmm17, %xmm19
	vmulss	%xmm19, %xmm17, %xmm19
	vmulss	%xmm0, %xmm19, %xmm19
	vmulss	%xmm1, %xmm18, %xmm18
	vsubss	-4(%r14,%r13,4), %xmm17, %xmm17
	vsubss	%xmm18, %xmm19, %xmm18
	vmulss	%xmm17, %xmm17, %xmm17
	vmovss	%xmm18, (%r9,%r13,4)
	vmovss	%xmm17, (%r8,%r13,4)
	vmovss	(%rsi,%r13,4), %xmm17
	vmulss	%xmm17, %xmm17, %xmm18
	vmulss	%xmm18, %xmm17, %xmm19
	vmulss	%xmm19, %xmm17, %xmm19
	vmulss	%xmm0, %xmm19, %xmm19
	vmulss	%xmm1, %xmm18, %xmm18
	vsubss	%xmm18, %xmm19, %xmm18
	vsubss	(%r14,%r13,4), %xmm17, %xmm17
	vmulss	%xmm17, %xmm17, %xmm17
	vmovss	%xmm18, 4(%r9,%r13,4)
	vmovss	%xmm17, 4(%r8,%r13,4)
	addq	$2, %r13
	cmpq	%r13, %r15
	jne	.LBB0_131
	jmp	.LBB0_132
	.p2align	4
.LBB0_133:
	movq	64(%rsp), %r8
	cmpq	$2, %r8
	movq	72(%rsp), %rdi
	movq	%rdi, %rax
	movl	$1, %ecx
	cmovaeq	%rcx, %rax
	movq	-32(%rsp), %rdx
	imulq	%rdx, %rax
	leaq	(%r12,%rax,4), %rax
	cmpq	$3, %r8
	movq	%rdi, %rcx
	movl	$2, %esi
	cmovaeq	%rsi, %rcx
	imulq	%rdx, %rcx
	leaq	(%r12,%rcx,4), %rcx
	cmpq	$4, %r8
	movl	$3, %esi
	cmovaeq	%rsi, %rdi
	imulq	%rdx, %rdi
	leaq	(%r12,%rdi,4), %rdx
	movq	-120(%rsp), %r15
	leaq	(%rax,%r15,4), %rdi
	leaq	(%rcx,%r15,4), %r9
	leaq	(%rdx,%r15,4), %r10
	vxorps	%xmm17, %xmm17, %xmm17
	xorl	%esi, %esi
	xorl	%r11d, %r11d
	vxorps	%xmm18, %xmm18, %xmm18
	movq	16(%rsp), %r13
	movq	120(%rsp), %r8
	movq	112(%rsp), %r14
	movq	-72(%rsp), %rbp
	.p2align	4
.LBB0_134:
	prefetcht0	(%r8,%rsi,4)
	vmovups	(%r12,%rsi), %xmm19
	vmovups	(%rax,%rsi), %xmm20
	vmovups	(%rcx,%rsi), %xmm21
	vmovups	(%rdx,%rsi), %xmm22
	prefetcht0	(%r14,%rsi,4)
	vmovlhps	%xmm21, %xmm19, %xmm23
	vunpckhpd	%xmm21, %xmm19, %xmm19
	vmovlhps	%xmm22, %xmm20, %xmm21
	vunpckhpd	%xmm22, %xmm20, %xmm20
	vmovaps	%xmm23, %xmm22
	vpermt2ps	%xmm21, %xmm3, %xmm22
	vaddps	%xmm22, %xmm17, %xmm17
	vpermt2ps	%xmm21, %xmm4, %xmm23
	vaddps	%xmm17, %xmm23, %xmm17
	vmovaps	%xmm19, %xmm21
	vpermt2ps	%xmm20, %xmm3, %xmm21
	vaddps	%xmm17, %xmm21, %xmm17
	vpermt2ps	%xmm20, %xmm4, %xmm19
	vmovups	(%rbp,%rsi), %xmm20
	vmovups	(%rdi,%rsi), %xmm21
	vmovups	(%r9,%rsi), %xmm22
	vaddps	%xmm17, %xmm19, %xmm17
	vmovups	(%r10,%rsi), %xmm19
	vmovlhps	%xmm22, %xmm20, %xmm23
	vunpckhpd	%xmm22, %xmm20, %xmm20
	vmovlhps	%xmm19, %xmm21, %xmm22
	vunpckhpd	%xmm19, %xmm21, %xmm19
	vmovaps	%xmm23, %xmm21
	vpermt2ps	%xmm22, %xmm3, %xmm21
	vaddps	%xmm21, %xmm18, %xmm18
	vpermt2ps	%xmm22, %xmm4, %xmm23
	vaddps	%xmm18, %xmm23, %xmm18
	vmovaps	%xmm20, %xmm21
	vpermt2ps	%xmm19, %xmm3, %xmm21
	vaddps	%xmm18, %xmm21, %xmm18
	vpermt2ps	%xmm19, %xmm4, %xmm20
	vaddps	%xmm18, %xmm20, %xmm18
	addq	$4, %r11
	addq	$16, %rsi
	cmpq	%r13, %r11
	jb	.LBB0_134
	movq	%r13, %rsi
	cmpq	%r15, %r13
	movq	-88(%rsp), %r14
	movq	%r12, %r8
	movq	104(%rsp), %r12
	movq	%rbp, %r11
	movzbl	32(%rsp), %ebp
	je	.LBB0_137
	.p2align	4
.LBB0_136:
	vmovss	(%r8,%rsi,4), %xmm19
	vinsertps	$16, (%rax,%rsi,4), %xmm19, %xmm19
	vinsertps	$32, (%rcx,%rsi,4), %xmm19, %xmm19
	vinsertps	$48, (%rdx,%rsi,4), %xmm19, %xmm19
	vmovss	(%r11,%rsi,4), %xmm20
	vinsertps	$16, (%rdi,%rsi,4), %xmm20, %xmm20
	vinsertps	$32, (%r9,%rsi,4), %xmm20, %xmm20
	vaddps	%xmm19, %xmm17, %xmm17
	vinsertps	$48, (%r10,%rsi,4), %xmm20, %xmm19
	vaddps	%xmm19, %xmm18, %xmm18
	incq	%rsi
	cmpq	%r15, %rsi
	jb	.LBB0_136
.LBB0_137:
	vunpcklps	%xmm18, %xmm17, %xmm19
	vunpckhps	%xmm18, %xmm17, %xmm17
	vmovups	%xmm17, 592(%rsp)
	vmovups	%xmm19, 576(%rsp)
	movq	(%rsp), %rax
	movq	-40(%rsp), %rcx
	movq	-96(%rsp), %rdx
	xorl	%edi, %edi
	movq	-104(%rsp), %r11
	jmp	.LBB0_138
	.p2align	4
.LBB0_151:
	incq	%rdi
	movq	448(%rsp), %rsi
	addq	%rsi, %rdx
	addq	%rsi, %rcx
	addq	%rsi, %rax
	cmpq	736(%rsp), %rdi
	je	.LBB0_152
.LBB0_138:
	leaq	(%rdi,%r14), %r9
	vmulss	580(%rsp,%rdi,8), %xmm1, %xmm17
	vaddss	576(%rsp,%rdi,8), %xmm17, %xmm17
	vmovd	%xmm17, %esi
	movl	%esi, %r8d
	andl	$2147483647, %r8d
	cmpl	$2139095041, %r8d
	movl	$2143289344, %r8d
	cmovael	%r8d, %esi
	movl	%esi, (%r12,%r9,4)
	testb	%bpl, %bpl
	je	.LBB0_140
	xorl	%r10d, %r10d
.LBB0_147:
	movl	$2143289344, %ebx
	movq	%r10, %rsi
	orq	$1, %rsi
	testb	$1, %r15b
	je	.LBB0_149
	imulq	%r15, %r9
	movq	-64(%rsp), %r8
	leaq	(%r8,%r9,4), %r8
	movq	-24(%rsp), %r11
	leaq	(%r11,%r9,4), %r11
	shll	$2, %r10d
	vmovss	(%r11,%r10), %xmm17
	movq	-8(%rsp), %r11
	leaq	(%r11,%r9,4), %r9
	vsubss	(%r9,%r10), %xmm17, %xmm18
	vaddss	%xmm18, %xmm18, %xmm18
	vmulss	%xmm1, %xmm18, %xmm18
	vaddss	%xmm17, %xmm17, %xmm19
	vmulss	%xmm1, %xmm19, %xmm19
	vsubss	%xmm19, %xmm18, %xmm18
	vmulss	%xmm17, %xmm17, %xmm19
	vmulss	%xmm19, %xmm17, %xmm17
	vmulss	%xmm5, %xmm17, %xmm17
	vmulss	%xmm0, %xmm17, %xmm17
	vaddss	%xmm18, %xmm17, %xmm17
	vmovd	%xmm17, %r9d
	movl	%r9d, %r11d
	andl	$2147483647, %r11d
	cmpl	$2139095041, %r11d
	movq	-104(%rsp), %r11
	cmovael	%ebx, %r9d
	movl	%r9d, (%r8,%r10)
	movq	%rsi, %r10
.LBB0_149:
	cmpq	%rsi, %r15
	movl	$2143289344, %r9d
	je	.LBB0_151
	.p2align	4
.LBB0_150:
	vmovss	(%rax,%r10,4), %xmm17
	vsubss	(%rcx,%r10,4), %xmm17, %xmm18
	vaddss	%xmm18, %xmm18, %xmm18
	vmulss	%xmm1, %xmm18, %xmm18
	vaddss	%xmm17, %xmm17, %xmm19
	vmulss	%xmm1, %xmm19, %xmm19
	vsubss	%xmm19, %xmm18, %xmm18
	vmulss	%xmm17, %xmm17, %xmm19
	vmulss	%xmm19, %xmm17, %xmm17
	vmulss	%xmm5, %xmm17, %xmm17
	vmulss	%xmm0, %xmm17, %xmm17
	vaddss	%xmm18, %xmm17, %xmm17
	vmovd	%xmm17, %esi
	movl	%esi, %r8d
	andl	$2147483647, %r8d
	cmpl	$2139095041, %r8d
	cmovael	%r9d, %esi
	movl	%esi, (%rdx,%r10,4)
	vmovss	4(%rax,%r10,4), %xmm17
	vsubss	4(%rcx,%r10,4), %xmm17, %xmm18
	vaddss	%xmm18, %xmm18, %xmm18
	vmulss	%xmm1, %xmm18, %xmm18
	vaddss	%xmm17, %xmm17, %xmm19
	vmulss	%xmm1, %xmm19, %xmm19
	vsubss	%xmm19, %xmm18, %xmm18
	vmulss	%xmm17, %xmm17, %xmm19
	vmulss	%xmm19, %xmm17, %xmm17
	vmulss	%xmm5, %xmm17, %xmm17
	vmulss	%xmm0, %xmm17, %xmm17
	vaddss	%xmm18, %xmm17, %xmm17
	vmovd	%xmm17, %esi
	movl	%esi, %r8d
	andl	$2147483647, %r8d
	cmpl	$2139095041, %r8d
	cmovael	%r9d, %esi
	movl	%esi, 4(%rdx,%r10,4)
	addq	$2, %r10
	cmpq	%r10, %r15
	jne	.LBB0_150
	jmp	.LBB0_151
	.p2align	4
.LBB0_140:
	xorl	%esi, %esi
	movq	-80(%rsp), %r8
	.p2align	4
.LBB0_141:
	vmovups	(%rax,%rsi), %zmm17
	vsubps	(%rcx,%rsi), %zmm17, %zmm18
	vaddps	%zmm18, %zmm18, %zmm18
	vmulps	%zmm6, %zmm18, %zmm18
	vaddps	%zmm17, %zmm17, %zmm19
	vmulps	%zmm6, %zmm19, %zmm19
	vsubps	%zmm19, %zmm18, %zmm18
	vmulps	%zmm17, %zmm17, %zmm19
	vmulps	%zmm19, %zmm17, %zmm17
	vmulps	%zmm7, %zmm17, %zmm17
	vmulps	%zmm8, %zmm17, %zmm17
	vaddps	%zmm18, %zmm17, %zmm17
	vandps	%zmm9, %zmm17, %zmm18
	vpcmpgtd	%zmm10, %zmm18, %k1
	vpbroadcastd	.LCPI0_6(%rip), %zmm17 {%k1}
	vmovdqu64	%zmm17, (%rdx,%rsi)
	addq	$64, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_141
	cmpq	%r11, %r15
	je	.LBB0_151
	movq	%r11, %r10
	testb	$12, %r15b
	je	.LBB0_147
	movq	%r11, %rsi
	.p2align	4
.LBB0_145:
	vmovups	(%rax,%rsi,4), %xmm17
	vsubps	(%rcx,%rsi,4), %xmm17, %xmm18
	vaddps	%xmm18, %xmm18, %xmm18
	vmulps	%xmm11, %xmm18, %xmm18
	vaddps	%xmm17, %xmm17, %xmm19
	vmulps	%xmm11, %xmm19, %xmm19
	vsubps	%xmm19, %xmm18, %xmm18
	vmulps	%xmm17, %xmm17, %xmm19
	vmulps	%xmm19, %xmm17, %xmm17
	vmulps	%xmm12, %xmm17, %xmm17
	vmulps	%xmm13, %xmm17, %xmm17
	vaddps	%xmm18, %xmm17, %xmm17
	vandps	%xmm14, %xmm17, %xmm18
	vpcmpgtd	%xmm15, %xmm18, %k1
	vpbroadcastd	.LCPI0_6(%rip), %xmm17 {%k1}
	vmovdqu64	%xmm17, (%rdx,%rsi,4)
	addq	$4, %rsi
	cmpq	%rsi, %r13
	jne	.LBB0_145
	movq	%r13, %r10
	cmpq	%r13, %r15
	je	.LBB0_151
	jmp	.LBB0_147
.LBB0_8:
	cmpq	%r9, %r10
	jbe	.LBB0_197
	movq	%r9, %r11
	movq	-120(%rsp), %r10
	leaq	(,%r10,4), %rbx
	movq	-64(%rsp), %r8
	movq	%r8, %rcx
	movq	-24(%rsp), %rdi
	subq	%rdi, %rcx
	movq	%r8, %rdx
	movq	-8(%rsp), %r9
	subq	%r9, %rdx
	movq	%r11, %rax
	imulq	%r10, %rax
	leaq	(,%rax,4), %rsi
	movq	%r12, %r14
	subq	%rsi, %r14
	movq	%r14, %rsi
	subq	%rdi, %rsi
	movq	%rsi, 64(%rsp)
	movq	%rbx, 80(%rsp)
	negq	%rbx
	movq	%rbx, 56(%rsp)
	subq	%r9, %r14
	movq	%r14, 72(%rsp)
	leaq	(,%r11,4), %rsi
	movl	$4, %ebx
	subq	%rsi, %rbx
	imulq	%r10, %rbx
	addq	%r12, %rbx
	movq	%rbx, %rsi
	subq	%rdi, %rsi
	movq	%rsi, 40(%rsp)
	subq	%r9, %rbx
	movq	%rbx, 48(%rsp)
	cmpq	$64, %rcx
	setb	%cl
	cmpq	$64, %rdx
	setb	%dl
	orb	%cl, %dl
	movb	%dl, 32(%rsp)
	movq	%r10, %rcx
	andq	$-16, %rcx
	movq	%rcx, -16(%rsp)
	movq	%r10, %rcx
	andq	$-4, %rcx
	movq	%rcx, 24(%rsp)
	leaq	(%r9,%rax,4), %rcx
	addq	$64, %rcx
	leaq	64(%rdi,%rax,4), %r15
	leaq	(%r9,%rax,4), %rbx
	leaq	(%rdi,%rax,4), %r14
	leaq	4(%r9,%rax,4), %rdx
	movq	%rdx, -112(%rsp)
	leaq	4(%rdi,%rax,4), %rdx
	movq	%rdx, -104(%rsp)
	leaq	(%r8,%rax,4), %r13
	vmovss	.LCPI0_0(%rip), %xmm0
	vmovss	.LCPI0_1(%rip), %xmm1
	vmovss	.LCPI0_2(%rip), %xmm2
	vbroadcastss	.LCPI0_0(%rip), %xmm3
	vbroadcastss	.LCPI0_2(%rip), %xmm4
	vbroadcastss	.LCPI0_0(%rip), %zmm5
	vbroadcastss	.LCPI0_1(%rip), %zmm6
	vmovss	.LCPI0_3(%rip), %xmm7
	vbroadcastss	.LCPI0_3(%rip), %zmm8
	vbroadcastss	.LCPI0_4(%rip), %zmm9
	vpbroadcastd	.LCPI0_5(%rip), %zmm10
	vbroadcastss	.LCPI0_1(%rip), %xmm11
	vbroadcastss	.LCPI0_3(%rip), %xmm12
	vbroadcastss	.LCPI0_4(%rip), %xmm13
	vpbroadcastd	.LCPI0_5(%rip), %xmm14
	leaq	(%r12,%r10,4), %rsi
	xorl	%edx, %edx
	jmp	.LBB0_10
	.p2align	4
.LBB0_196:
	movq	-88(%rsp), %r11
	incq	%r11
	movq	96(%rsp), %rdx
	incq	%rdx
	movq	80(%rsp), %rax
	movq	112(%rsp), %rcx
	addq	%rax, %rcx
	addq	%rax, %r15
	addq	%rax, %rbx
	addq	%rax, %r14
	addq	%rax, -112(%rsp)
	addq	%rax, -104(%rsp)
	addq	%rax, %r13
	cmpq	136(%rsp), %r11
	je	.LBB0_197
.LBB0_10:
	movq	%r13, -56(%rsp)
	movq	56(%rsp), %rdi
	movq	%rdx, 96(%rsp)
	imulq	%rdx, %rdi
	movq	64(%rsp), %rax
	addq	%rdi, %rax
	movq	%rax, 16(%rsp)
	movq	72(%rsp), %rax
	addq	%rdi, %rax
	movq	%rax, -32(%rsp)
	movq	40(%rsp), %rax
	addq	%rdi, %rax
	movq	%rax, (%rsp)
	addq	48(%rsp), %rdi
	movq	%rdi, 128(%rsp)
	movq	%r11, %rdx
	movq	-120(%rsp), %rbp
	imulq	%rbp, %rdx
	movq	-24(%rsp), %rax
	leaq	(%rax,%rdx,4), %rax
	movq	%rax, -40(%rsp)
	movq	-8(%rsp), %rax
	movq	%rdx, 88(%rsp)
	leaq	(%rax,%rdx,4), %rax
	movq	%rax, 8(%rsp)
	vxorps	%xmm15, %xmm15, %xmm15
	movl	$64, %edx
	movq	%r12, 304(%rsp)
	movq	%rsi, 384(%rsp)
	movq	%r14, -48(%rsp)
	movq	%r14, 608(%rsp)
	movq	%rbx, -72(%rsp)
	movq	%rbx, -80(%rsp)
	movq	%r15, -96(%rsp)
	movq	%rcx, 112(%rsp)
	movq	%rcx, %rax
	movq	$0, 336(%rsp)
	vxorps	%xmm16, %xmm16, %xmm16
	xorl	%r13d, %r13d
	xorl	%edi, %edi
	movq	%r11, -88(%rsp)
	jmp	.LBB0_157
	.p2align	4
.LBB0_156:
	movq	512(%rsp), %rdx
	addq	$64, %rdx
	addq	$-64, %r13
	incq	336(%rsp)
	addq	$256, %rax
	addq	$256, %r15
	addq	$256, -80(%rsp)
	addq	$256, 608(%rsp)
	addq	$-256, 384(%rsp)
	addq	$-256, 304(%rsp)
	movq	448(%rsp), %rdi
	cmpq	%rbp, %rdi
	jae	.LBB0_182
.LBB0_157:
	cmpq	%rdx, %rbp
	movq	%rdx, 512(%rsp)
	movq	%rdx, %rbx
	cmovbq	%rbp, %rbx
	leaq	(%rbx,%r13), %rcx
	movq	%rcx, 672(%rsp)
	cmpq	$1, %rcx
	movq	%rbx, %r9
	adcq	%r13, %r9
	leaq	64(%rdi), %rcx
	cmpq	%rbp, %rcx
	movq	%rbp, %rdx
	movq	%rcx, 448(%rsp)
	cmovbq	%rcx, %rdx
	movq	%rdx, 736(%rsp)
	cmpq	%rdx, %rdi
	jae	.LBB0_179
	movq	%rdi, %r10
	leaq	(%rbx,%r13), %rcx
	cmpq	$4, %rcx
	jae	.LBB0_159
.LBB0_174:
	movl	%ebx, %edx
	subl	%r10d, %edx
	leaq	1(%r10), %rcx
	testb	$1, %dl
	je	.LBB0_176
	movq	-40(%rsp), %rdx
	vmovss	(%rdx,%r10,4), %xmm17
	vmulss	%xmm17, %xmm17, %xmm18
	vmulss	%xmm18, %xmm17, %xmm19
	vmulss	%xmm19, %xmm17, %xmm19
	vmulss	%xmm0, %xmm19, %xmm19
	vmulss	%xmm2, %xmm18, %xmm18
	vaddss	%xmm18, %xmm19, %xmm18
	movq	8(%rsp), %rdx
	vsubss	(%rdx,%r10,4), %xmm17, %xmm17
	vmulss	%xmm17, %xmm17, %xmm17
	subq	%rdi, %r10
	vmovss	%xmm18, (%r12,%r10,4)
	vmovss	%xmm17, (%rsi,%r10,4)
	movq	%rcx, %r10
.LBB0_176:
	cmpq	%rcx, %rbx
	je	.LBB0_179
	subq	%r10, %rbx
	movq	384(%rsp), %rcx
	leaq	(%rcx,%r10,4), %rdx
	movq	304(%rsp), %rcx
	leaq	(%rcx,%r10,4), %rcx
	movq	-112(%rsp), %r8
	leaq	(%r8,%r10,4), %r8
	movq	-104(%rsp), %r14
	leaq	(%r14,%r10,4), %r10
	xorl	%r14d, %r14d
	.p2align	4
.LBB0_178:
	vmovss	-4(%r10,%r14,4), %xmm17
	vmulss	%xmm17, %xmm17, %xmm18
	vmulss	%xmm18, %xmm17, %xmm19
	vmulss	%xmm19, %xmm17, %xmm19
	vmulss	%xmm0, %xmm19, %xmm19
	vmulss	%xmm1, %xmm18, %xmm18
	vsubss	-4(%r8,%r14,4), %xmm17, %xmm17
	vsubss	%xmm18, %xmm19, %xmm18
	vmulss	%xmm17, %xmm17, %xmm17
	vmovss	%xmm18, (%rcx,%r14,4)
	vmovss	%xmm17, (%rdx,%r14,4)
	vmovss	(%r10,%r14,4), %xmm17
	vmulss	%xmm17, %xmm17, %xmm18
	vmulss	%xmm18, %xmm17, %xmm19
	vmulss	%xmm19, %xmm17, %xmm19
	vmulss	%xmm0, %xmm19, %xmm19
	vmulss	%xmm1, %xmm18, %xmm18
	vsubss	%xmm18, %xmm19, %xmm18
	vsubss	(%r8,%r14,4), %xmm17, %xmm17
	vmulss	%xmm17, %xmm17, %xmm17
	vmovss	%xmm18, 4(%rcx,%r14,4)
	vmovss	%xmm17, 4(%rdx,%r14,4)
	addq	$2, %r14
	cmpq	%r14, %rbx
	jne	.LBB0_178
.LBB0_179:
	cmpq	%rdi, 736(%rsp)
	je	.LBB0_156
	cmpq	$8, 672(%rsp)
	jae	.LBB0_198
	xorl	%edx, %edx
	jmp	.LBB0_154
	.p2align	4
.LBB0_159:
	movq	%rdi, %r10
	movabsq	$4611686018427387872, %rcx
	testq	%rcx, %rbp
	je	.LBB0_174
	movq	336(%rsp), %rcx
	shlq	$8, %rcx
	movq	16(%rsp), %rdx
	subq	%rcx, %rdx
	movq	%rdi, %r10
	cmpq	$128, %rdx
	jb	.LBB0_174
	movq	-32(%rsp), %rdx
	subq	%rcx, %rdx
	movq	%rdi, %r10
	cmpq	$128, %rdx
	jb	.LBB0_174
	movq	(%rsp), %rdx
	subq	%rcx, %rdx
	movq	%rdi, %r10
	cmpq	$128, %rdx
	jb	.LBB0_174
	movq	128(%rsp), %rdx
	subq	%rcx, %rdx
	movq	%rdi, %r10
	cmpq	$128, %rdx
	jb	.LBB0_174
	leaq	(%rbx,%r13), %rcx
	cmpq	$32, %rcx
	jae	.LBB0_166
	xorl	%r8d, %r8d
	jmp	.LBB0_171
	.p2align	4
.LBB0_198:
	movq	%r9, %rcx
	andq	$-8, %rcx
	xorl	%edx, %edx
	.p2align	4
.LBB0_199:
	vaddss	(%r12,%rdx,4), %xmm16, %xmm16
	vaddss	(%rsi,%rdx,4), %xmm15, %xmm15
	vaddss	4(%r12,%rdx,4), %xmm16, %xmm16
	vaddss	4(%rsi,%rdx,4), %xmm15, %xmm15
	vaddss	8(%r12,%rdx,4), %xmm16, %xmm16
	vaddss	8(%rsi,%rdx,4), %xmm15, %xmm15
	vaddss	12(%r12,%rdx,4), %xmm16, %xmm16
	vaddss	12(%rsi,%rdx,4), %xmm15, %xmm15
	vaddss	16(%r12,%rdx,4), %xmm16, %xmm16
	vaddss	16(%rsi,%rdx,4), %xmm15, %xmm15
	vaddss	20(%r12,%rdx,4), %xmm16, %xmm16
	vaddss	20(%rsi,%rdx,4), %xmm15, %xmm15
	vaddss	24(%r12,%rdx,4), %xmm16, %xmm16
	vaddss	24(%rsi,%rdx,4), %xmm15, %xmm15
	vaddss	28(%r12,%rdx,4), %xmm16, %xmm16
	vaddss	28(%rsi,%rdx,4), %xmm15, %xmm15
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.LBB0_199
	testb	$7, %r9b
	je	.LBB0_156
.LBB0_154:
	andl	$7, %r9d
	leaq	(%rsi,%rdx,4), %rcx
	leaq	(%r12,%rdx,4), %rdx
	xorl	%edi, %edi
	.p2align	4
.LBB0_155:
	vaddss	(%rdx,%rdi,4), %xmm16, %xmm16
	vaddss	(%rcx,%rdi,4), %xmm15, %xmm15
	incq	%rdi
	cmpq	%rdi, %r9
	jne	.LBB0_155
	jmp	.LBB0_156
.LBB0_166:
	movq	%rbx, %r10
	andq	$-32, %r10
	addq	%r13, %r10
	movl	%ebx, %edx
	andl	$31, %edx
	movq	%rcx, %r8
	subq	%rdx, %r8
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_167:
	vmovups	-64(%r15,%rcx,4), %zmm17
	vmovups	(%r15,%rcx,4), %zmm18
	vmulps	%zmm17, %zmm17, %zmm19
	vmulps	%zmm18, %zmm18, %zmm20
	vmulps	%zmm19, %zmm17, %zmm21
	vmulps	%zmm20, %zmm18, %zmm22
	vmulps	%zmm21, %zmm17, %zmm21
	vmulps	%zmm22, %zmm18, %zmm22
	vmulps	%zmm5, %zmm21, %zmm21
	vmulps	%zmm5, %zmm22, %zmm22
	vmulps	%zmm6, %zmm19, %zmm19
	vsubps	%zmm19, %zmm21, %zmm19
	vmulps	%zmm6, %zmm20, %zmm20
	vsubps	%zmm20, %zmm22, %zmm20
	vsubps	-64(%rax,%rcx,4), %zmm17, %zmm17
	vsubps	(%rax,%rcx,4), %zmm18, %zmm18
	vmulps	%zmm17, %zmm17, %zmm17
	vmulps	%zmm18, %zmm18, %zmm18
	vmovups	%zmm19, (%r12,%rcx,4)
	vmovups	%zmm20, 64(%r12,%rcx,4)
	vmovups	%zmm17, (%rsi,%rcx,4)
	vmovups	%zmm18, 64(%rsi,%rcx,4)
	addq	$32, %rcx
	cmpq	%rcx, %r10
	jne	.LBB0_167
	testq	%rdx, %rdx
	je	.LBB0_179
	cmpl	$4, %edx
	jb	.LBB0_200
	leaq	(%rbx,%r13), %rcx
.LBB0_171:
	movq	%rbx, %rdx
	andq	$-4, %rdx
	movl	%ebx, %r11d
	andl	$3, %r11d
	movq	%rcx, %r10
	movq	%r11, 120(%rsp)
	subq	%r11, %r10
	addq	%rdi, %r10
	addq	%r13, %rdx
	subq	%r8, %rdx
	leaq	(%rsi,%r8,4), %rcx
	movq	%r8, %rbp
	leaq	(%r12,%r8,4), %r8
	movq	-80(%rsp), %r11
	leaq	(%r11,%rbp,4), %r14
	movq	608(%rsp), %r11
	leaq	(%r11,%rbp,4), %rbp
	xorl	%r11d, %r11d
	.p2align	4
.LBB0_172:
	vmovups	(%rbp,%r11,4), %xmm17
	vmulps	%xmm17, %xmm17, %xmm18
	vmulps	%xmm18, %xmm17, %xmm19
	vmulps	%xmm19, %xmm17, %xmm19
	vmulps	%xmm3, %xmm19, %xmm19
	vmulps	%xmm4, %xmm18, %xmm18
	vaddps	%xmm18, %xmm19, %xmm18
	vsubps	(%r14,%r11,4), %xmm17, %xmm17
	vmulps	%xmm17, %xmm17, %xmm17
	vmovups	%xmm18, (%r8,%r11,4)
	vmovups	%xmm17, (%rcx,%r11,4)
	addq	$4, %r11
	cmpq	%r11, %rdx
	jne	.LBB0_172
	cmpq	$0, 120(%rsp)
	movq	-88(%rsp), %r11
	movq	-120(%rsp), %rbp
	jne	.LBB0_174
	jmp	.LBB0_179
.LBB0_200:
	addq	%rdi, %r8
	movq	%r8, %r10
	jmp	.LBB0_174
	.p2align	4
.LBB0_182:
	vmulss	%xmm1, %xmm15, %xmm15
	vaddss	%xmm15, %xmm16, %xmm15
	vmovd	%xmm15, %eax
	movl	%eax, %ecx
	andl	$2147483647, %ecx
	cmpl	$2139095041, %ecx
	movl	$2143289344, %ecx
	cmovael	%ecx, %eax
	movq	104(%rsp), %rcx
	movl	%eax, (%rcx,%r11,4)
	cmpb	$0, 32(%rsp)
	je	.LBB0_184
	xorl	%edx, %edx
	movq	-64(%rsp), %rcx
	movq	-96(%rsp), %r15
	movq	-72(%rsp), %rbx
	movq	-48(%rsp), %r14
	movq	-56(%rsp), %r13
.LBB0_191:
	movl	$2143289344, %r9d
	movq	%rdx, %rax
	orq	$1, %rax
	testb	$1, %bpl
	je	.LBB0_193
	movq	-40(%rsp), %rdi
	vmovss	(%rdi,%rdx,4), %xmm15
	movq	88(%rsp), %rdi
	leaq	(%rcx,%rdi,4), %rcx
	movq	8(%rsp), %rdi
	vsubss	(%rdi,%rdx,4), %xmm15, %xmm16
	vaddss	%xmm16, %xmm16, %xmm16
	vmulss	%xmm1, %xmm16, %xmm16
	vaddss	%xmm15, %xmm15, %xmm17
	vmulss	%xmm1, %xmm17, %xmm17
	vsubss	%xmm17, %xmm16, %xmm16
	vmulss	%xmm15, %xmm15, %xmm17
	vmulss	%xmm17, %xmm15, %xmm15
	vmulss	%xmm7, %xmm15, %xmm15
	vmulss	%xmm0, %xmm15, %xmm15
	vaddss	%xmm16, %xmm15, %xmm15
	vmovd	%xmm15, %edi
	movl	%edi, %r8d
	andl	$2147483647, %r8d
	cmpl	$2139095041, %r8d
	cmovael	%r9d, %edi
	movl	%edi, (%rcx,%rdx,4)
	movq	%rax, %rdx
.LBB0_193:
	cmpq	%rax, %rbp
	movl	$2143289344, %r11d
	je	.LBB0_196
	movq	%rbp, %rax
	subq	%rdx, %rax
	leaq	(,%rdx,4), %rcx
	addq	%r13, %rcx
	movq	-112(%rsp), %rdi
	leaq	(%rdi,%rdx,4), %rdi
	movq	-104(%rsp), %r8
	leaq	(%r8,%rdx,4), %rdx
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_195:
	vmovss	-4(%rdx,%r8,4), %xmm15
	vsubss	-4(%rdi,%r8,4), %xmm15, %xmm16
	vaddss	%xmm16, %xmm16, %xmm16
	vmulss	%xmm1, %xmm16, %xmm16
	vaddss	%xmm15, %xmm15, %xmm17
	vmulss	%xmm1, %xmm17, %xmm17
	vsubss	%xmm17, %xmm16, %xmm16
	vmulss	%xmm15, %xmm15, %xmm17
	vmulss	%xmm17, %xmm15, %xmm15
	vmulss	%xmm7, %xmm15, %xmm15
	vmulss	%xmm0, %xmm15, %xmm15
	vaddss	%xmm16, %xmm15, %xmm15
	vmovd	%xmm15, %r9d
	movl	%r9d, %r10d
	andl	$2147483647, %r10d
	cmpl	$2139095041, %r10d
	cmovael	%r11d, %r9d
	movl	%r9d, (%rcx,%r8,4)
	vmovss	(%rdx,%r8,4), %xmm15
	vsubss	(%rdi,%r8,4), %xmm15, %xmm16
	vaddss	%xmm16, %xmm16, %xmm16
	vmulss	%xmm1, %xmm16, %xmm16
	vaddss	%xmm15, %xmm15, %xmm17
	vmulss	%xmm1, %xmm17, %xmm17
	vsubss	%xmm17, %xmm16, %xmm16
	vmulss	%xmm15, %xmm15, %xmm17
	vmulss	%xmm17, %xmm15, %xmm15
	vmulss	%xmm7, %xmm15, %xmm15
	vmulss	%xmm0, %xmm15, %xmm15
	vaddss	%xmm16, %xmm15, %xmm15
	vmovd	%xmm15, %r9d
	movl	%r9d, %r10d
	andl	$2147483647, %r10d
	cmpl	$2139095041, %r10d
	cmovael	%r11d, %r9d
	movl	%r9d, 4(%rcx,%r8,4)
	addq	$2, %r8
	cmpq	%r8, %rax
	jne	.LBB0_195
	jmp	.LBB0_196
	.p2align	4
.LBB0_184:
	xorl	%eax, %eax
	movq	-64(%rsp), %rcx
	movq	-16(%rsp), %rdx
	movq	-96(%rsp), %r15
	movq	-72(%rsp), %rbx
	movq	-48(%rsp), %r14
	movq	-56(%rsp), %r13
	.p2align	4
.LBB0_185:
	vmovups	(%r14,%rax,4), %zmm15
	vsubps	(%rbx,%rax,4), %zmm15, %zmm16
	vaddps	%zmm16, %zmm16, %zmm16
	vmulps	%zmm6, %zmm16, %zmm16
	vaddps	%zmm15, %zmm15, %zmm17
	vmulps	%zmm6, %zmm17, %zmm17
	vsubps	%zmm17, %zmm16, %zmm16
	vmulps	%zmm15, %zmm15, %zmm17
	vmulps	%zmm17, %zmm15, %zmm15
	vmulps	%zmm8, %zmm15, %zmm15
	vmulps	%zmm5, %zmm15, %zmm15
	vaddps	%zmm16, %zmm15, %zmm15
	vandps	%zmm9, %zmm15, %zmm16
	vpcmpgtd	%zmm10, %zmm16, %k1
	vpbroadcastd	.LCPI0_6(%rip), %zmm15 {%k1}
	vmovdqu64	%zmm15, (%r13,%rax,4)
	addq	$16, %rax
	cmpq	%rax, %rdx
	jne	.LBB0_185
	cmpq	%rdx, %rbp
	je	.LBB0_196
	movq	-16(%rsp), %rdx
	testb	$12, %bpl
	je	.LBB0_191
	movq	-16(%rsp), %rax
	movq	24(%rsp), %rdi
	.p2align	4
.LBB0_189:
	vmovups	(%r14,%rax,4), %xmm15
	vsubps	(%rbx,%rax,4), %xmm15, %xmm16
	vaddps	%xmm16, %xmm16, %xmm16
	vmulps	%xmm11, %xmm16, %xmm16
	vaddps	%xmm15, %xmm15, %xmm17
	vmulps	%xmm11, %xmm17, %xmm17
	vsubps	%xmm17, %xmm16, %xmm16
	vmulps	%xmm15, %xmm15, %xmm17
	vmulps	%xmm17, %xmm15, %xmm15
	vmulps	%xmm12, %xmm15, %xmm15
	vmulps	%xmm3, %xmm15, %xmm15
	vaddps	%xmm16, %xmm15, %xmm15
	vandps	%xmm13, %xmm15, %xmm16
	vpcmpgtd	%xmm14, %xmm16, %k1
	vpbroadcastd	.LCPI0_6(%rip), %xmm15 {%k1}
	vmovdqu	%xmm15, (%r13,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rdi
	jne	.LBB0_189
	movq	%rdi, %rdx
	cmpq	%rdi, %rbp
	je	.LBB0_196
	jmp	.LBB0_191
.LBB0_72:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rsi
.LBB0_73:
	cmpq	%r9, %rax
	movq	376(%rsp), %r8
	cmovbq	%rax, %r8
	addq	-88(%rsp), %r8
	imulq	%rsi, %r8
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$1640, %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	movq	-64(%rsp), %rax
	leaq	(%rax,%r8,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	movq	-112(%rsp), %rsi
	movq	-104(%rsp), %rdx
	.p2align	4
.LBB0_74:
	movq	-88(%rsp), %r9
	addq	$64, %r9
	addq	$-64, %r11
	addq	$3840, %r12
	addq	$3840, %r13
	addq	$3584, %r15
	addq	$3584, %rbp
	addq	$3328, %r14
	addq	$3328, %rdi
	addq	$3072, 56(%rsp)
	addq	$3072, 48(%rsp)
	addq	$2816, 32(%rsp)
	addq	$2816, -16(%rsp)
	addq	$2560, 24(%rsp)
	addq	$2560, 296(%rsp)
	addq	$2304, 288(%rsp)
	addq	$2304, 280(%rsp)
	addq	$2048, 272(%rsp)
	addq	$2048, 264(%rsp)
	addq	$1792, 256(%rsp)
	addq	$1792, 248(%rsp)
	addq	$1536, 240(%rsp)
	addq	$1536, 232(%rsp)
	addq	$1280, 224(%rsp)
	addq	$1280, 216(%rsp)
	addq	$1024, 208(%rsp)
	addq	$1024, 200(%rsp)
	addq	$768, 192(%rsp)
	addq	$768, 184(%rsp)
	addq	$512, 176(%rsp)
	addq	$512, 168(%rsp)
	addq	$256, 160(%rsp)
	addq	$256, 152(%rsp)
	addq	$256, %rsi
	addq	$256, 8(%rsp)
	addq	$3840, 104(%rsp)
	addq	$3584, 96(%rsp)
	addq	$3328, 72(%rsp)
	addq	$3072, 64(%rsp)
	addq	$2816, 40(%rsp)
	addq	$2560, -72(%rsp)
	movq	-32(%rsp), %rbx
	addq	$2304, %rbx
	addq	$2048, 88(%rsp)
	addq	$1792, 80(%rsp)
	addq	$1536, -48(%rsp)
	addq	$1280, -56(%rsp)
	addq	$1024, -96(%rsp)
	movq	-80(%rsp), %r8
	addq	$768, %r8
	addq	$512, %r10
	addq	$256, %rdx
	movq	%rdx, -104(%rsp)
	movq	136(%rsp), %rdx
	cmpq	%rdx, %r9
	jae	.LBB0_197
.LBB0_5:
	movq	%r10, -40(%rsp)
	movq	%rsi, -112(%rsp)
	cmpq	$64, %r11
	movl	$64, %esi
	cmovbq	%r11, %rsi
	cmpq	$1, %r11
	movq	%r11, %rcx
	adcq	$0, %rcx
	cmpq	$64, %rcx
	movl	$64, %eax
	cmovaeq	%rax, %rcx
	movq	%rcx, 120(%rsp)
	movq	%r9, -88(%rsp)
	subq	%r9, %rdx
	cmpq	$64, %rdx
	movl	$64, %ecx
	cmovbq	%rdx, %rcx
	movl	$0, %r9d
	cmovaeq	-120(%rsp), %r9
	leaq	-1(%rcx), %rax
	movq	%rax, 376(%rsp)
	decq	%r9
	cmpq	$14, %r9
	movq	%r11, (%rsp)
	movq	%rbx, -32(%rsp)
	movq	%r8, -80(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rsi, 144(%rsp)
	movq	%r9, 128(%rsp)
	ja	.LBB0_11
	leaq	.LJTI0_0(%rip), %rax
	movslq	(%rax,%r9,4), %rdx
	addq	%rax, %rdx
	jmpq	*%rdx
.LBB0_22:
	movq	$-16, %rdx
	movq	160(%rsp), %rax
	movq	152(%rsp), %rsi
	.p2align	4
.LBB0_23:
	vmovups	64(%rsi,%rdx,4), %zmm0
	vmovups	%zmm0, 34472(%rsp,%rdx,4)
	vmovups	64(%rax,%rdx,4), %zmm0
	vmovups	%zmm0, 67240(%rsp,%rdx,4)
	addq	$16, %rdx
	cmpq	$48, %rdx
	jb	.LBB0_23
	jmp	.LBB0_14
.LBB0_50:
	movq	$-8, %rdx
	xorl	%r10d, %r10d
	.p2align	4
.LBB0_51:
	vmovups	448(%r13,%r10), %ymm0
	vmovups	%zmm0, 384(%rsp)
	vmovups	384(%r13,%r10), %zmm31
	vmovupd	320(%r13,%r10), %zmm29
	vmovupd	256(%r13,%r10), %zmm7
	vmovups	64(%r13,%r10), %zmm19
	vmovups	(%r13,%r10), %zmm9
	vmovupd	192(%r13,%r10), %zmm16
	vmovupd	128(%r13,%r10), %zmm2
	vmovapd	%zmm2, %zmm0
	vbroadcastf32x4	.LCPI0_879(%rip), %ymm26
	vpermt2pd	%zmm16, %zmm26, %zmm0
	vmovaps	%zmm9, %zmm1
	vmovaps	.LCPI0_10(%rip), %xmm28
	vpermt2ps	%zmm19, %zmm28, %zmm1
	vblendps	$248, %ymm0, %ymm1, %ymm0
	vmovapd	%zmm7, %zmm1
	vbroadcastf32x4	.LCPI0_880(%rip), %ymm30
	vpermt2pd	%zmm29, %zmm30, %zmm1
	vbroadcastss	420(%r13,%r10), %ymm3
	vblendps	$128, %ymm3, %ymm1, %ymm1
	vblendps	$224, %ymm1, %ymm0, %ymm0
	vbroadcastss	424(%r13,%r10), %ymm1
	vbroadcastss	428(%r13,%r10), %ymm4
	vmovups	(%r13,%r10), %xmm10
	vmovups	64(%r13,%r10), %xmm11
	vmovups	128(%r13,%r10), %xmm5
	vmovups	192(%r13,%r10), %xmm13
	vbroadcastss	144(%r13,%r10), %ymm20
	vmovups	416(%r13,%r10), %ymm22
	vmovups	256(%r13,%r10), %xmm17
	vmovups	320(%r13,%r10), %xmm18
	vmovups	(%r13,%r10), %ymm14
	vmovups	64(%r13,%r10), %ymm15
	vmovups	256(%r13,%r10), %ymm3
	vunpcklps	332(%r13,%r10){1to8}, %ymm3, %ymm26
	vmovups	128(%r13,%r10), %ymm8
	vmovups	192(%r13,%r10), %ymm23
	vmovups	384(%r13,%r10), %xmm25
	vmovups	448(%r13,%r10), %xmm12
	vmovups	320(%r13,%r10), %ymm21
	vmovups	384(%r13,%r10), %ymm28
	vmovups	%ymm0, 34440(%rsp,%rdx,4)
	vmovapd	%zmm16, %zmm0
	vbroadcastf128	.LCPI0_881(%rip), %ymm6
	vpermt2ps	%zmm2, %zmm6, %zmm0
	vmovaps	%zmm19, %zmm6
	vmovaps	.LCPI0_13(%rip), %xmm24
	vpermt2ps	%zmm9, %zmm24, %zmm6
	vblendps	$248, %ymm0, %ymm6, %ymm0
	vmovapd	%zmm7, %zmm6
	vbroadcastsd	.LCPI0_882(%rip), %ymm24
	vpermt2ps	%zmm29, %zmm24, %zmm6
	vblendps	$128, %ymm1, %ymm6, %ymm1
	vblendps	$224, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 34696(%rsp,%rdx,4)
	vmovapd	%zmm7, %zmm0
	vbroadcastf128	.LCPI0_883(%rip), %ymm1
	vpermt2pd	%zmm29, %zmm1, %zmm0
	vblendps	$128, %ymm4, %ymm0, %ymm0
	vmovaps	%zmm2, %zmm1
	vbroadcastf128	.LCPI0_884(%rip), %ymm4
	vpermt2ps	%zmm16, %zmm4, %zmm1
	vinsertps	$140, %xmm10, %xmm11, %xmm4
	vblendps	$3, %ymm4, %ymm1, %ymm1
	vblendps	$224, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 34952(%rsp,%rdx,4)
	vmovaps	%zmm16, %zmm0
	vmovaps	.LCPI0_17(%rip), %ymm1
	vpermt2ps	%zmm2, %zmm1, %zmm0
	vblendps	$8, %xmm10, %xmm11, %xmm1
	vmovaps	.LCPI0_18(%rip), %ymm4
	vpermt2ps	%ymm1, %ymm4, %ymm0
	vshufps	$216, %zmm29, %zmm7, %zmm1
	vmovaps	.LCPI0_19(%rip), %ymm4
	vpermt2ps	%zmm22, %zmm4, %zmm1
	vblendps	$224, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 35208(%rsp,%rdx,4)
	vmovaps	%zmm7, %zmm0
	vbroadcastf128	.LCPI0_885(%rip), %ymm1
	vpermt2ps	%zmm29, %zmm1, %zmm0
	vmovaps	.LCPI0_21(%rip), %ymm1
	vpermt2ps	%ymm22, %ymm1, %ymm0
	vmovaps	%ymm14, %ymm1
	vmovddup	.LCPI0_886(%rip), %xmm4
	vpermt2ps	%ymm15, %ymm4, %ymm1
	vinsertps	$115, %xmm13, %xmm5, %xmm4
	vblendps	$3, %xmm1, %xmm4, %xmm1
	vblendps	$15, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 35464(%rsp,%rdx,4)
	vmovaps	%zmm29, %zmm0
	vbroadcastf128	.LCPI0_887(%rip), %ymm1
	vpermt2ps	%zmm7, %zmm1, %zmm0
	vmovaps	.LCPI0_24(%rip), %ymm1
	vpermt2ps	%ymm22, %ymm1, %ymm0
	vblendps	$8, %xmm5, %xmm13, %xmm1
	vbroadcasti32x4	.LCPI0_25(%rip), %ymm27
	vmovaps	%ymm14, %ymm4
	vpermt2ps	%ymm15, %ymm27, %ymm4
	vshufps	$180, %xmm1, %xmm4, %xmm1
	vblendps	$15, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 35720(%rsp,%rdx,4)
	vinsertps	$140, %xmm17, %xmm18, %xmm0
	vinsertf128	$1, %xmm0, %ymm0, %ymm0
	vbroadcastsd	.LCPI0_888(%rip), %ymm1
	vpermps	%zmm31, %zmm1, %zmm1
	vblendps	$192, %ymm1, %ymm0, %ymm0
	vmovaps	%ymm20, %ymm1
	vblendps	$8, %xmm13, %xmm1, %xmm1
	vbroadcasti128	.LCPI0_27(%rip), %ymm5
	vmovdqu	%ymm5, 304(%rsp)
	vmovaps	%ymm14, %ymm4
	vpermt2ps	%ymm15, %ymm5, %ymm4
	vblendps	$3, %xmm4, %xmm1, %xmm1
	vblendps	$15, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 35976(%rsp,%rdx,4)
	vmovaps	%xmm12, %xmm0
	vmovaps	.LCPI0_28(%rip), %xmm1
	vpermt2ps	%xmm25, %xmm1, %xmm0
	vinsertf128	$1, %xmm0, %ymm0, %ymm0
	vmovaps	.LCPI0_29(%rip), %xmm1
	vpermt2ps	%xmm17, %xmm1, %xmm18
	vinsertf32x4	$1, %xmm18, %ymm0, %ymm1
	vblendps	$192, %ymm0, %ymm1, %ymm0
	vbroadcasti128	.LCPI0_30(%rip), %ymm1
	vmovdqu	%ymm1, 336(%rsp)
	vpermt2ps	%ymm15, %ymm1, %ymm14
	vmovaps	%ymm8, %ymm1
	vbroadcastsd	.LCPI0_31(%rip), %ymm4
	vpermt2ps	%ymm23, %ymm4, %ymm1
	vblendps	$3, %xmm14, %xmm1, %xmm1
	vblendps	$15, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 36232(%rsp,%rdx,4)
	vmovaps	%zmm9, %zmm0
	vmovddup	.LCPI0_889(%rip), %xmm1
	vpermt2ps	%zmm19, %zmm1, %zmm0
	vmovaps	%ymm8, %ymm1
	vbroadcastsd	.LCPI0_33(%rip), %ymm4
	vpermt2ps	%ymm23, %ymm4, %ymm1
	vblendps	$3, %xmm0, %xmm1, %xmm0
	vinsertps	$115, %xmm12, %xmm25, %xmm1
	vinsertf128	$1, %xmm1, %ymm0, %ymm1
	vmovaps	%ymm26, %ymm4
	vblendps	$192, %ymm1, %ymm4, %ymm1
	vblendps	$15, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 36488(%rsp,%rdx,4)
	vmovaps	%ymm3, %ymm0
	vmovaps	.LCPI0_34(%rip), %ymm1
	vpermt2ps	%ymm21, %ymm1, %ymm0
	vmovaps	.LCPI0_35(%rip), %xmm1
	vpermt2ps	%xmm25, %xmm1, %xmm12
	vinsertf128	$1, %xmm12, %ymm0, %ymm1
	vblendps	$192, %ymm1, %ymm0, %ymm0
	vbroadcasti64x4	.LCPI0_36(%rip), %zmm25
	vmovaps	%zmm9, %zmm5
	vpermt2ps	%zmm19, %zmm25, %zmm5
	vextractf32x4	$2, %zmm5, %xmm1
	vbroadcastsd	.LCPI0_37(%rip), %ymm4
	vpermt2ps	%ymm23, %ymm4, %ymm8
	vblendps	$3, %xmm1, %xmm8, %xmm1
	vblendps	$15, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 36744(%rsp,%rdx,4)
	vmovaps	%ymm3, %ymm0
	vmovaps	.LCPI0_38(%rip), %ymm1
	vpermt2ps	%ymm21, %ymm1, %ymm0
	vmovups	384(%rsp), %zmm8
	vmovaps	%ymm28, %ymm10
	vblendps	$240, %ymm10, %ymm8, %ymm1
	vmovaps	.LCPI0_39(%rip), %ymm4
	vpermt2ps	%ymm1, %ymm4, %ymm0
	vmovaps	%zmm2, %zmm4
	vmovddup	.LCPI0_889(%rip), %xmm1
	vpermt2ps	%zmm16, %zmm1, %zmm4
	vbroadcasti64x4	.LCPI0_41(%rip), %zmm24
	vmovaps	%zmm9, %zmm1
	vpermt2ps	%zmm19, %zmm24, %zmm1
	vextractf32x4	$2, %zmm1, %xmm6
	vblendps	$3, %xmm6, %xmm4, %xmm4
	vblendps	$15, %ymm4, %ymm0, %ymm0
	vmovups	%ymm0, 37000(%rsp,%rdx,4)
	vmovaps	.LCPI0_42(%rip), %ymm0
	vpermt2ps	%ymm21, %ymm0, %ymm3
	vshufps	$16, %ymm28, %ymm8, %ymm0
	vshufps	$36, %ymm0, %ymm3, %ymm0
	vbroadcasti64x4	.LCPI0_43(%rip), %zmm4
	vmovdqu64	%zmm4, 672(%rsp)
	vmovaps	%zmm9, %zmm3
	vbroadcasti64x4	.LCPI0_44(%rip), %zmm6
	vmovdqu64	%zmm6, 736(%rsp)
	vpermt2ps	%zmm19, %zmm4, %zmm3
	vmovaps	%zmm2, %zmm4
	vpermt2ps	%zmm16, %zmm6, %zmm4
	vblendps	$3, %xmm3, %xmm4, %xmm3
	vblendps	$15, %ymm3, %ymm0, %ymm0
	vmovups	%ymm0, 37256(%rsp,%rdx,4)
	vmovaps	%zmm7, %zmm0
	vbroadcastsd	.LCPI0_889(%rip), %ymm3
	vpermt2ps	%zmm29, %zmm3, %zmm0
	vshufps	$33, %ymm28, %ymm8, %ymm3
	vshufps	$36, %ymm3, %ymm0, %ymm0
	vbroadcasti64x4	.LCPI0_47(%rip), %zmm4
	vmovdqu64	%zmm4, 448(%rsp)
	vmovddup	.LCPI0_890(%rip), %xmm3
	vpermt2ps	%zmm19, %zmm3, %zmm9
	vmovaps	%zmm2, %zmm3
	vpermt2ps	%zmm16, %zmm4, %zmm3
	vblendps	$3, %xmm9, %xmm3, %xmm3
	vblendps	$15, %ymm3, %ymm0, %ymm0
	vmovups	%ymm0, 37512(%rsp,%rdx,4)
	vmovaps	%zmm7, %zmm0
	vbroadcastf128	.LCPI0_891(%rip), %ymm3
	vpermt2ps	%zmm29, %zmm3, %zmm0
	vshufps	$50, %ymm28, %ymm8, %ymm3
	vshufps	$36, %ymm3, %ymm0, %ymm0
	vextractf32x4	$3, %zmm5, %xmm3
	vbroadcasti64x4	.LCPI0_49(%rip), %zmm5
	vmovdqu64	%zmm5, 512(%rsp)
	vmovaps	%zmm2, %zmm4
	vpermt2ps	%zmm16, %zmm5, %zmm4
	vblendps	$3, %xmm3, %xmm4, %xmm3
	vblendps	$15, %ymm3, %ymm0, %ymm0
	vmovups	%ymm0, 37768(%rsp,%rdx,4)
	vbroadcastf128	.LCPI0_892(%rip), %ymm0
	vpermt2ps	%zmm29, %zmm0, %zmm7
	vbroadcastsd	.LCPI0_893(%rip), %ymm0
	vmovaps	%zmm8, %zmm3
	vpermt2ps	%zmm31, %zmm0, %zmm3
	vblendps	$192, %ymm3, %ymm7, %ymm0
	vmovddup	.LCPI0_890(%rip), %xmm3
	vpermt2ps	%zmm16, %zmm3, %zmm2
	vextractf32x4	$3, %zmm1, %xmm1
	vblendps	$3, %xmm1, %xmm2, %xmm1
	vblendps	$15, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 38024(%rsp,%rdx,4)
	vmovups	448(%r12,%r10), %ymm11
	vmovups	384(%r12,%r10), %zmm0
	vmovups	%zmm0, 608(%rsp)
	vmovupd	320(%r12,%r10), %zmm16
	vmovupd	256(%r12,%r10), %zmm1
	vmovups	64(%r12,%r10), %zmm19
	vmovups	(%r12,%r10), %zmm7
	vmovupd	192(%r12,%r10), %zmm31
	vmovupd	128(%r12,%r10), %zmm6
	vmovapd	%zmm6, %zmm0
	vbroadcastf128	.LCPI0_879(%rip), %ymm2
	vpermt2pd	%zmm31, %zmm2, %zmm0
	vmovaps	%zmm7, %zmm2
	vmovaps	.LCPI0_10(%rip), %xmm3
	vpermt2ps	%zmm19, %zmm3, %zmm2
	vblendps	$248, %ymm0, %ymm2, %ymm0
	vmovapd	%zmm1, %zmm2
	vpermt2pd	%zmm16, %zmm30, %zmm2
	vbroadcastss	420(%r12,%r10), %ymm3
	vblendps	$128, %ymm3, %ymm2, %ymm2
	vblendps	$224, %ymm2, %ymm0, %ymm3
	vbroadcastss	424(%r12,%r10), %ymm5
	vbroadcastss	428(%r12,%r10), %ymm9
	vmovups	(%r12,%r10), %xmm4
	vmovups	64(%r12,%r10), %xmm2
	vmovups	128(%r12,%r10), %xmm12
	vmovups	192(%r12,%r10), %xmm8
	vmovups	416(%r12,%r10), %ymm21
	vmovups	256(%r12,%r10), %xmm17
	vmovups	320(%r12,%r10), %xmm30
	vmovups	64(%r12,%r10), %ymm28
	vmovups	256(%r12,%r10), %ymm26
	vmovups	192(%r12,%r10), %ymm13
	vmovups	384(%r12,%r10), %xmm20
	vmovups	448(%r12,%r10), %xmm18
	vmovups	320(%r12,%r10), %ymm23
	vbroadcastss	144(%r12,%r10), %ymm22
	vmovups	(%r12,%r10), %ymm0
	vunpcklps	332(%r12,%r10){1to8}, %ymm26, %ymm10
	vmovups	%ymm10, 384(%rsp)
	vmovups	128(%r12,%r10), %ymm10
	vmovups	384(%r12,%r10), %ymm14
	vmovups	%ymm3, 67208(%rsp,%rdx,4)
	vmovapd	%zmm31, %zmm3
	vbroadcastf128	.LCPI0_881(%rip), %ymm15
	vpermt2ps	%zmm6, %zmm15, %zmm3
	vmovaps	%zmm19, %zmm15
	vmovaps	.LCPI0_13(%rip), %xmm29
	vpermt2ps	%zmm7, %zmm29, %zmm15
	vblendps	$248, %ymm3, %ymm15, %ymm3
	vmovapd	%zmm1, %zmm15
	vbroadcastsd	.LCPI0_882(%rip), %ymm29
	vpermt2ps	%zmm16, %zmm29, %zmm15
	vblendps	$128, %ymm5, %ymm15, %ymm5
	vblendps	$224, %ymm5, %ymm3, %ymm3
	vmovups	%ymm3, 67464(%rsp,%rdx,4)
	vmovapd	%zmm1, %zmm3
	vbroadcastf128	.LCPI0_883(%rip), %ymm5
	vpermt2pd	%zmm16, %zmm5, %zmm3
	vblendps	$128, %ymm9, %ymm3, %ymm3
	vmovaps	%zmm6, %zmm5
	vbroadcastf128	.LCPI0_884(%rip), %ymm9
	vpermt2ps	%zmm31, %zmm9, %zmm5
	vinsertps	$140, %xmm4, %xmm2, %xmm9
	vblendps	$3, %ymm9, %ymm5, %ymm5
	vblendps	$224, %ymm3, %ymm5, %ymm3
	vmovups	%ymm3, 67720(%rsp,%rdx,4)
	vblendps	$8, %xmm4, %xmm2, %xmm2
	vmovaps	%zmm31, %zmm3
	vmovaps	.LCPI0_17(%rip), %ymm4
	vpermt2ps	%zmm6, %zmm4, %zmm3
	vmovaps	.LCPI0_18(%rip), %ymm4
	vpermt2ps	%ymm2, %ymm4, %ymm3
	vshufps	$216, %zmm16, %zmm1, %zmm2
	vmovaps	.LCPI0_19(%rip), %ymm4
	vpermt2ps	%zmm21, %zmm4, %zmm2
	vblendps	$224, %ymm2, %ymm3, %ymm2
	vmovups	%ymm2, 67976(%rsp,%rdx,4)
	vmovaps	%ymm0, %ymm2
	vmovddup	.LCPI0_886(%rip), %xmm3
	vpermt2ps	%ymm28, %ymm3, %ymm2
	vinsertps	$115, %xmm8, %xmm12, %xmm3
	vblendps	$3, %xmm2, %xmm3, %xmm2
	vmovaps	%zmm1, %zmm3
	vbroadcastf128	.LCPI0_885(%rip), %ymm4
	vpermt2ps	%zmm16, %zmm4, %zmm3
	vmovaps	.LCPI0_21(%rip), %ymm4
	vpermt2ps	%ymm21, %ymm4, %ymm3
	vblendps	$15, %ymm2, %ymm3, %ymm2
	vmovups	%ymm2, 68232(%rsp,%rdx,4)
	vmovaps	%zmm16, %zmm2
	vbroadcastf128	.LCPI0_887(%rip), %ymm3
	vpermt2ps	%zmm1, %zmm3, %zmm2
	vmovaps	.LCPI0_24(%rip), %ymm3
	vpermt2ps	%ymm21, %ymm3, %ymm2
	vblendps	$8, %xmm12, %xmm8, %xmm3
	vpermi2ps	%ymm28, %ymm0, %ymm27
	vshufps	$180, %xmm3, %xmm27, %xmm3
	vblendps	$15, %ymm3, %ymm2, %ymm2
	vmovups	%ymm2, 68488(%rsp,%rdx,4)
	vinsertps	$140, %xmm17, %xmm30, %xmm2
	vinsertf128	$1, %xmm2, %ymm0, %ymm2
	vbroadcastsd	.LCPI0_888(%rip), %ymm3
	vmovups	608(%rsp), %zmm5
	vpermps	%zmm5, %zmm3, %zmm3
	vblendps	$192, %ymm3, %ymm2, %ymm2
	vmovaps	%ymm22, %ymm3
	vblendps	$8, %xmm8, %xmm3, %xmm3
	vmovups	304(%rsp), %ymm4
	vpermi2ps	%ymm28, %ymm0, %ymm4
	vblendps	$3, %xmm4, %xmm3, %xmm3
	vmovups	336(%rsp), %ymm4
	vpermt2ps	%ymm28, %ymm4, %ymm0
	vblendps	$15, %ymm3, %ymm2, %ymm2
	vmovups	%ymm2, 68744(%rsp,%rdx,4)
	vmovaps	.LCPI0_29(%rip), %xmm2
	vpermt2ps	%xmm17, %xmm2, %xmm30
	vmovaps	%xmm18, %xmm2
	vmovaps	.LCPI0_28(%rip), %xmm3
	vpermt2ps	%xmm20, %xmm3, %xmm2
	vinsertf128	$1, %xmm2, %ymm0, %ymm2
	vinsertf32x4	$1, %xmm30, %ymm0, %ymm3
	vblendps	$192, %ymm2, %ymm3, %ymm2
	vmovaps	%ymm10, %ymm3
	vbroadcastsd	.LCPI0_31(%rip), %ymm4
	vpermt2ps	%ymm13, %ymm4, %ymm3
	vblendps	$3, %xmm0, %xmm3, %xmm0
	vblendps	$15, %ymm0, %ymm2, %ymm0
	vmovups	%ymm0, 69000(%rsp,%rdx,4)
	vmovaps	%zmm7, %zmm0
	vmovddup	.LCPI0_889(%rip), %xmm2
	vpermt2ps	%zmm19, %zmm2, %zmm0
	vmovaps	%ymm10, %ymm2
	vbroadcastsd	.LCPI0_33(%rip), %ymm3
	vpermt2ps	%ymm13, %ymm3, %ymm2
	vblendps	$3, %xmm0, %xmm2, %xmm0
	vinsertps	$115, %xmm18, %xmm20, %xmm2
	vinsertf128	$1, %xmm2, %ymm0, %ymm2
	vblendps	$63, 384(%rsp), %ymm2, %ymm2
	vblendps	$15, %ymm0, %ymm2, %ymm0
	vmovups	%ymm0, 69256(%rsp,%rdx,4)
	vmovaps	.LCPI0_35(%rip), %xmm0
	vpermt2ps	%xmm20, %xmm0, %xmm18
	vmovaps	%ymm26, %ymm0
	vmovaps	.LCPI0_34(%rip), %ymm2
	vpermt2ps	%ymm23, %ymm2, %ymm0
	vinsertf32x4	$1, %xmm18, %ymm0, %ymm2
	vblendps	$192, %ymm2, %ymm0, %ymm0
	vpermi2ps	%zmm19, %zmm7, %zmm25
	vbroadcastsd	.LCPI0_37(%rip), %ymm2
	vpermt2ps	%ymm13, %ymm2, %ymm10
	vextractf32x4	$2, %zmm25, %xmm2
	vblendps	$3, %xmm2, %xmm10, %xmm2
	vblendps	$15, %ymm2, %ymm0, %ymm0
	vmovups	%ymm0, 69512(%rsp,%rdx,4)
	vmovaps	%ymm26, %ymm0
	vmovaps	.LCPI0_38(%rip), %ymm2
	vpermt2ps	%ymm23, %ymm2, %ymm0
	vblendps	$240, %ymm14, %ymm11, %ymm2
	vmovaps	.LCPI0_39(%rip), %ymm3
	vpermt2ps	%ymm2, %ymm3, %ymm0
	vmovaps	%zmm6, %zmm2
	vmovddup	.LCPI0_889(%rip), %xmm3
	vpermt2ps	%zmm31, %zmm3, %zmm2
	vpermi2ps	%zmm19, %zmm7, %zmm24
	vextractf32x4	$2, %zmm24, %xmm3
	vblendps	$3, %xmm3, %xmm2, %xmm2
	vblendps	$15, %ymm2, %ymm0, %ymm0
	vmovups	%ymm0, 69768(%rsp,%rdx,4)
	vmovaps	.LCPI0_42(%rip), %ymm0
	vpermt2ps	%ymm23, %ymm0, %ymm26
	vmovups	672(%rsp), %zmm0
	vpermi2ps	%zmm19, %zmm7, %zmm0
	vmovups	736(%rsp), %zmm2
	vpermi2ps	%zmm31, %zmm6, %zmm2
	vblendps	$3, %xmm0, %xmm2, %xmm0
	vshufps	$16, %ymm14, %ymm11, %ymm2
	vshufps	$36, %ymm2, %ymm26, %ymm2
	vblendps	$15, %ymm0, %ymm2, %ymm0
	vmovups	%ymm0, 70024(%rsp,%rdx,4)
	vmovddup	.LCPI0_890(%rip), %xmm0
	vpermt2ps	%zmm19, %zmm0, %zmm7
	vmovaps	%zmm1, %zmm0
	vbroadcastsd	.LCPI0_889(%rip), %ymm2
	vpermt2ps	%zmm16, %zmm2, %zmm0
	vmovups	448(%rsp), %zmm2
	vpermi2ps	%zmm31, %zmm6, %zmm2
	vblendps	$3, %xmm7, %xmm2, %xmm2
	vshufps	$33, %ymm14, %ymm11, %ymm3
	vshufps	$36, %ymm3, %ymm0, %ymm0
	vblendps	$15, %ymm2, %ymm0, %ymm0
	vmovups	%ymm0, 70280(%rsp,%rdx,4)
	vextractf32x4	$3, %zmm25, %xmm0
	vmovups	512(%rsp), %zmm2
	vpermi2ps	%zmm31, %zmm6, %zmm2
	vblendps	$3, %xmm0, %xmm2, %xmm0
	vmovaps	%zmm1, %zmm2
	vbroadcastf128	.LCPI0_891(%rip), %ymm3
	vpermt2ps	%zmm16, %zmm3, %zmm2
	vshufps	$50, %ymm14, %ymm11, %ymm3
	vshufps	$36, %ymm3, %ymm2, %ymm2
	vblendps	$15, %ymm0, %ymm2, %ymm0
	vmovups	%ymm0, 70536(%rsp,%rdx,4)
	vbroadcastf128	.LCPI0_892(%rip), %ymm0
	vpermt2ps	%zmm16, %zmm0, %zmm1
	vbroadcastsd	.LCPI0_893(%rip), %ymm0
	vpermt2ps	%zmm5, %zmm0, %zmm11
	vblendps	$192, %ymm11, %ymm1, %ymm0
	vmovddup	.LCPI0_890(%rip), %xmm1
	vpermt2ps	%zmm31, %zmm1, %zmm6
	vextractf32x4	$3, %zmm24, %xmm1
	vblendps	$3, %xmm1, %xmm6, %xmm1
	vblendps	$15, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 70792(%rsp,%rdx,4)
	addq	$8, %rdx
	addq	$480, %r10
	cmpq	$56, %rdx
	jb	.LBB0_51
	jmp	.LBB0_14
.LBB0_44:
	movq	$-8, %rdx
	xorl	%r10d, %r10d
	movq	56(%rsp), %rax
	movq	48(%rsp), %rsi
	.p2align	4
.LBB0_45:
	vmovups	320(%rsi,%r10), %zmm0
	vmovups	256(%rsi,%r10), %zmm1
	vmovups	(%rsi,%r10), %zmm2
	vmovups	64(%rsi,%r10), %zmm5
	vmovups	128(%rsi,%r10), %zmm3
	vmovups	192(%rsi,%r10), %zmm4
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_894(%rip), %ymm8
	vpermt2ps	%zmm3, %zmm8, %zmm6
	vmovaps	%zmm2, %zmm7
	vmovaps	.LCPI0_132(%rip), %xmm9
	vpermt2ps	%zmm5, %zmm9, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vbroadcastsd	.LCPI0_895(%rip), %ymm10
	vpermt2ps	%zmm0, %zmm10, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 34440(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_896(%rip), %ymm11
	vpermt2ps	%zmm3, %zmm11, %zmm6
	vmovaps	%zmm2, %zmm7
	vmovaps	.LCPI0_135(%rip), %xmm12
	vpermt2ps	%zmm5, %zmm12, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vbroadcastsd	.LCPI0_897(%rip), %ymm13
	vpermt2ps	%zmm0, %zmm13, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 34696(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_898(%rip), %ymm14
	vpermt2ps	%zmm3, %zmm14, %zmm6
	vmovaps	%zmm2, %zmm7
	vmovaps	.LCPI0_138(%rip), %xmm15
	vpermt2ps	%zmm5, %zmm15, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vbroadcastsd	.LCPI0_899(%rip), %ymm16
	vpermt2ps	%zmm0, %zmm16, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 34952(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vbroadcastf32x4	.LCPI0_900(%rip), %ymm17
	vpermt2ps	%zmm3, %zmm17, %zmm6
	vmovaps	%zmm2, %zmm7
	vmovaps	.LCPI0_141(%rip), %xmm18
	vpermt2ps	%zmm5, %zmm18, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vbroadcastsd	.LCPI0_901(%rip), %ymm19
	vpermt2ps	%zmm0, %zmm19, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 35208(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vmovaps	.LCPI0_143(%rip), %ymm20
	vpermt2ps	%zmm3, %zmm20, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_144(%rip), %xmm21
	vpermt2ps	%zmm2, %zmm21, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vbroadcastf32x4	.LCPI0_902(%rip), %ymm22
	vpermt2ps	%zmm0, %zmm22, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 35464(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vmovaps	.LCPI0_146(%rip), %ymm23
	vpermt2ps	%zmm3, %zmm23, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_147(%rip), %xmm24
	vpermt2ps	%zmm2, %zmm24, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vbroadcastf32x4	.LCPI0_903(%rip), %ymm25
	vpermt2ps	%zmm0, %zmm25, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 35720(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vmovaps	.LCPI0_149(%rip), %ymm26
	vpermt2ps	%zmm3, %zmm26, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_150(%rip), %xmm27
	vpermt2ps	%zmm2, %zmm27, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vbroadcastf32x4	.LCPI0_904(%rip), %ymm28
	vpermt2ps	%zmm0, %zmm28, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 35976(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vmovaps	.LCPI0_152(%rip), %ymm29
	vpermt2ps	%zmm3, %zmm29, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_153(%rip), %xmm30
	vpermt2ps	%zmm2, %zmm30, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vbroadcastf32x4	.LCPI0_905(%rip), %ymm31
	vpermt2ps	%zmm0, %zmm31, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 36232(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm6
	vmovddup	.LCPI0_895(%rip), %xmm7
	vpermt2ps	%zmm5, %zmm7, %zmm6
	vmovaps	%zmm3, %zmm7
	vbroadcastf128	.LCPI0_906(%rip), %ymm8
	vpermt2ps	%zmm4, %zmm8, %zmm7
	vblendps	$3, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastf128	.LCPI0_907(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 36488(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm6
	vmovddup	.LCPI0_897(%rip), %xmm7
	vpermt2ps	%zmm5, %zmm7, %zmm6
	vmovaps	%zmm3, %zmm7
	vbroadcastf128	.LCPI0_908(%rip), %ymm8
	vpermt2ps	%zmm4, %zmm8, %zmm7
	vblendps	$3, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastf128	.LCPI0_909(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 36744(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm6
	vmovddup	.LCPI0_899(%rip), %xmm7
	vpermt2ps	%zmm5, %zmm7, %zmm6
	vmovaps	%zmm3, %zmm7
	vbroadcastf128	.LCPI0_910(%rip), %ymm8
	vpermt2ps	%zmm4, %zmm8, %zmm7
	vblendps	$3, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastf128	.LCPI0_911(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 37000(%rsp,%rdx,4)
	vmovddup	.LCPI0_901(%rip), %xmm6
	vpermt2ps	%zmm5, %zmm6, %zmm2
	vbroadcastf128	.LCPI0_912(%rip), %ymm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vblendps	$3, %ymm2, %ymm3, %ymm2
	vbroadcastf128	.LCPI0_913(%rip), %ymm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vblendps	$224, %ymm0, %ymm2, %ymm0
	vmovups	%ymm0, 37256(%rsp,%rdx,4)
	vmovups	320(%rax,%r10), %zmm0
	vmovups	256(%rax,%r10), %zmm1
	vmovups	(%rax,%r10), %zmm2
	vmovups	64(%rax,%r10), %zmm5
	vmovups	128(%rax,%r10), %zmm3
	vmovups	192(%rax,%r10), %zmm4
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_894(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm2, %zmm7
	vpermt2ps	%zmm5, %zmm9, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vpermt2ps	%zmm0, %zmm10, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 67208(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vpermt2ps	%zmm3, %zmm11, %zmm6
	vmovaps	%zmm2, %zmm7
	vpermt2ps	%zmm5, %zmm12, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vpermt2ps	%zmm0, %zmm13, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 67464(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vpermt2ps	%zmm3, %zmm14, %zmm6
	vmovaps	%zmm2, %zmm7
	vpermt2ps	%zmm5, %zmm15, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vpermt2ps	%zmm0, %zmm16, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 67720(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vpermt2ps	%zmm3, %zmm17, %zmm6
	vmovaps	%zmm2, %zmm7
	vpermt2ps	%zmm5, %zmm18, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vpermt2ps	%zmm0, %zmm19, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 67976(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vpermt2ps	%zmm3, %zmm20, %zmm6
	vmovaps	%zmm5, %zmm7
	vpermt2ps	%zmm2, %zmm21, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vpermt2ps	%zmm0, %zmm22, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 68232(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vpermt2ps	%zmm3, %zmm23, %zmm6
	vmovaps	%zmm5, %zmm7
	vpermt2ps	%zmm2, %zmm24, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vpermt2ps	%zmm0, %zmm25, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 68488(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vpermt2ps	%zmm3, %zmm26, %zmm6
	vmovaps	%zmm5, %zmm7
	vpermt2ps	%zmm2, %zmm27, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vpermt2ps	%zmm0, %zmm28, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 68744(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vpermt2ps	%zmm3, %zmm29, %zmm6
	vmovaps	%zmm5, %zmm7
	vpermt2ps	%zmm2, %zmm30, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vpermt2ps	%zmm0, %zmm31, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 69000(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm6
	vmovddup	.LCPI0_895(%rip), %xmm7
	vpermt2ps	%zmm5, %zmm7, %zmm6
	vmovaps	%zmm3, %zmm7
	vbroadcastf128	.LCPI0_906(%rip), %ymm9
	vpermt2ps	%zmm4, %zmm9, %zmm7
	vblendps	$3, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastf128	.LCPI0_907(%rip), %ymm9
	vpermt2ps	%zmm1, %zmm9, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 69256(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm6
	vmovddup	.LCPI0_897(%rip), %xmm7
	vpermt2ps	%zmm5, %zmm7, %zmm6
	vmovaps	%zmm3, %zmm7
	vbroadcastf128	.LCPI0_908(%rip), %ymm9
	vpermt2ps	%zmm4, %zmm9, %zmm7
	vblendps	$3, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastf128	.LCPI0_909(%rip), %ymm9
	vpermt2ps	%zmm1, %zmm9, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 69512(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm6
	vmovddup	.LCPI0_899(%rip), %xmm7
	vpermt2ps	%zmm5, %zmm7, %zmm6
	vmovaps	%zmm3, %zmm7
	vbroadcastf128	.LCPI0_910(%rip), %ymm9
	vpermt2ps	%zmm4, %zmm9, %zmm7
	vblendps	$3, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 69768(%rsp,%rdx,4)
	vmovddup	.LCPI0_901(%rip), %xmm6
	vpermt2ps	%zmm5, %zmm6, %zmm2
	vbroadcastf128	.LCPI0_912(%rip), %ymm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vblendps	$3, %ymm2, %ymm3, %ymm2
	vbroadcastf128	.LCPI0_913(%rip), %ymm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vblendps	$224, %ymm0, %ymm2, %ymm0
	vmovups	%ymm0, 70024(%rsp,%rdx,4)
	addq	$8, %rdx
	addq	$384, %r10
	cmpq	$56, %rdx
	jb	.LBB0_45
	jmp	.LBB0_14
.LBB0_30:
	movq	$-16, %rdx
	xorl	%r10d, %r10d
	movq	224(%rsp), %rax
	movq	216(%rsp), %rsi
	movw	$8064, %r8w
	movb	$7, %r9b
	movb	$56, %r11b
	.p2align	4
.LBB0_31:
	vmovups	256(%rsi,%r10), %zmm0
	vmovups	(%rsi,%r10), %zmm1
	vmovups	64(%rsi,%r10), %zmm2
	vmovups	128(%rsi,%r10), %zmm3
	vmovups	192(%rsi,%r10), %zmm4
	vmovaps	%zmm1, %zmm5
	vmovaps	.LCPI0_292(%rip), %ymm6
	vmovaps	%zmm6, %zmm19
	vpermt2ps	%zmm2, %zmm6, %zmm5
	vbroadcasti64x4	.LCPI0_293(%rip), %zmm6
	vmovaps	%zmm3, %zmm7
	vpermt2ps	%zmm4, %zmm6, %zmm7
	kmovd	%r8d, %k1
	vmovaps	%zmm7, %zmm5 {%k1}
	vmovaps	.LCPI0_294(%rip), %zmm20
	vpermt2ps	%zmm0, %zmm20, %zmm5
	vmovups	%zmm5, 34472(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm5
	vmovaps	.LCPI0_295(%rip), %ymm7
	vmovaps	%zmm7, %zmm16
	vpermt2ps	%zmm1, %zmm7, %zmm5
	vbroadcasti64x4	.LCPI0_296(%rip), %zmm7
	vmovaps	%zmm3, %zmm8
	vpermt2ps	%zmm4, %zmm7, %zmm8
	vmovaps	%zmm8, %zmm5 {%k1}
	vmovaps	.LCPI0_297(%rip), %zmm17
	vpermt2ps	%zmm0, %zmm17, %zmm5
	vmovups	%zmm5, 34728(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm5
	vbroadcasti64x4	.LCPI0_299(%rip), %zmm8
	vmovaps	.LCPI0_298(%rip), %ymm9
	vmovaps	%zmm9, %zmm18
	vpermt2ps	%zmm2, %zmm9, %zmm5
	vmovaps	%zmm3, %zmm9
	vpermt2ps	%zmm4, %zmm8, %zmm9
	kmovd	%r9d, %k2
	vmovapd	%zmm5, %zmm9 {%k2}
	vmovaps	.LCPI0_300(%rip), %zmm13
	vpermt2ps	%zmm0, %zmm13, %zmm9
	vmovups	%zmm9, 34984(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm5
	vmovaps	.LCPI0_301(%rip), %ymm9
	vmovaps	%zmm9, %zmm14
	vpermt2ps	%zmm2, %zmm9, %zmm5
	vbroadcasti64x4	.LCPI0_302(%rip), %zmm9
	vmovaps	%zmm4, %zmm10
	vpermt2ps	%zmm3, %zmm9, %zmm10
	vmovapd	%zmm5, %zmm10 {%k2}
	vmovaps	.LCPI0_303(%rip), %zmm15
	vpermt2ps	%zmm0, %zmm15, %zmm10
	vmovups	%zmm10, 35240(%rsp,%rdx,4)
	vmovaps	.LCPI0_304(%rip), %ymm5
	vmovaps	%zmm5, %zmm11
	vpermt2ps	%zmm2, %zmm5, %zmm1
	vbroadcasti64x4	.LCPI0_305(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm3
	kmovd	%r11d, %k3
	vmovapd	%zmm3, %zmm1 {%k3}
	vmovaps	.LCPI0_306(%rip), %zmm12
	vpermt2ps	%zmm0, %zmm12, %zmm1
	vmovups	%zmm1, 35496(%rsp,%rdx,4)
	vmovups	256(%rax,%r10), %zmm0
	vmovups	(%rax,%r10), %zmm1
	vmovups	64(%rax,%r10), %zmm3
	vmovups	128(%rax,%r10), %zmm4
	vmovups	192(%rax,%r10), %zmm5
	vmovaps	%zmm1, %zmm10
	vpermt2ps	%zmm3, %zmm19, %zmm10
	vpermi2ps	%zmm5, %zmm4, %zmm6
	vmovaps	%zmm6, %zmm10 {%k1}
	vpermt2ps	%zmm0, %zmm20, %zmm10
	vmovups	%zmm10, 67240(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm6
	vpermt2ps	%zmm1, %zmm16, %zmm6
	vpermi2ps	%zmm5, %zmm4, %zmm7
	vmovaps	%zmm7, %zmm6 {%k1}
	vpermt2ps	%zmm0, %zmm17, %zmm6
	vmovups	%zmm6, 67496(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm6
	vpermt2ps	%zmm3, %zmm18, %zmm6
	vpermi2ps	%zmm5, %zmm4, %zmm8
	vmovapd	%zmm6, %zmm8 {%k2}
	vpermt2ps	%zmm0, %zmm13, %zmm8
	vmovups	%zmm8, 67752(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm6
	vpermt2ps	%zmm3, %zmm14, %zmm6
	vpermi2ps	%zmm4, %zmm5, %zmm9
	vmovapd	%zmm6, %zmm9 {%k2}
	vpermt2ps	%zmm0, %zmm15, %zmm9
	vmovups	%zmm9, 68008(%rsp,%rdx,4)
	vpermt2ps	%zmm3, %zmm11, %zmm1
	vpermt2ps	%zmm5, %zmm2, %zmm4
	vmovapd	%zmm4, %zmm1 {%k3}
	vpermt2ps	%zmm0, %zmm12, %zmm1
	vmovups	%zmm1, 68264(%rsp,%rdx,4)
	addq	$16, %rdx
	addq	$320, %r10
	cmpq	$48, %rdx
	jb	.LBB0_31
	jmp	.LBB0_14
.LBB0_46:
	movq	$-8, %rdx
	xorl	%r10d, %r10d
	.p2align	4
.LBB0_47:
	vmovups	384(%rdi,%r10), %ymm1
	vmovups	128(%rdi,%r10), %zmm0
	vmovups	192(%rdi,%r10), %zmm6
	vmovups	320(%rdi,%r10), %zmm5
	vmovups	256(%rdi,%r10), %zmm4
	vmovups	64(%rdi,%r10), %zmm3
	vmovups	(%rdi,%r10), %zmm2
	vmovaps	%zmm2, %zmm7
	vmovaps	.LCPI0_95(%rip), %xmm19
	vpermt2ps	%zmm3, %zmm19, %zmm7
	vmovupd	128(%rdi,%r10), %ymm8
	vperm2f128	$49, 192(%rdi,%r10), %ymm8, %ymm8
	vblendps	$248, %ymm8, %ymm7, %ymm7
	vmovaps	%zmm4, %zmm8
	vbroadcastf32x4	.LCPI0_914(%rip), %ymm20
	vpermt2ps	%zmm5, %zmm20, %zmm8
	vblendps	$224, %ymm8, %ymm7, %ymm15
	vbroadcastss	388(%rdi,%r10), %ymm12
	vmovups	256(%rdi,%r10), %ymm13
	vmovups	320(%rdi,%r10), %ymm14
	vbroadcastss	392(%rdi,%r10), %ymm11
	vmovups	(%rdi,%r10), %ymm9
	vmovups	64(%rdi,%r10), %ymm10
	vbroadcastss	396(%rdi,%r10), %ymm8
	vbroadcastss	152(%rdi,%r10), %ymm7
	vblendps	$8, 192(%rdi,%r10), %xmm7, %xmm7
	vmovaps	%xmm7, %xmm19
	vmovups	%ymm15, 34440(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm15
	vmovaps	.LCPI0_97(%rip), %xmm21
	vpermt2ps	%zmm3, %zmm21, %zmm15
	vshufps	$37, %zmm0, %zmm6, %zmm16
	vshuff64x2	$230, %zmm16, %zmm16, %zmm7
	vblendps	$248, %ymm7, %ymm15, %ymm7
	vmovaps	%zmm4, %zmm15
	vbroadcastf32x4	.LCPI0_915(%rip), %ymm22
	vpermt2ps	%zmm5, %zmm22, %zmm15
	vblendps	$224, %ymm15, %ymm7, %ymm7
	vmovups	%ymm7, 34696(%rsp,%rdx,4)
	vmovapd	%zmm0, %zmm7
	vbroadcastf32x4	.LCPI0_916(%rip), %ymm23
	vpermt2pd	%zmm6, %zmm23, %zmm7
	vmovaps	%zmm2, %zmm15
	vmovaps	.LCPI0_100(%rip), %xmm24
	vpermt2ps	%zmm3, %zmm24, %zmm15
	vblendps	$248, %ymm7, %ymm15, %ymm7
	vmovaps	%zmm5, %zmm15
	vbroadcastf32x4	.LCPI0_917(%rip), %ymm25
	vpermt2ps	%zmm4, %zmm25, %zmm15
	vblendps	$224, %ymm15, %ymm7, %ymm7
	vmovups	%ymm7, 34952(%rsp,%rdx,4)
	vmovaps	%zmm6, %zmm7
	vmovaps	.LCPI0_102(%rip), %ymm26
	vpermt2ps	%zmm0, %zmm26, %zmm7
	vmovaps	%zmm3, %zmm15
	vmovaps	.LCPI0_103(%rip), %xmm27
	vpermt2ps	%zmm2, %zmm27, %zmm15
	vblendps	$248, %ymm7, %ymm15, %ymm7
	vmovaps	%zmm5, %zmm15
	vbroadcastf32x4	.LCPI0_918(%rip), %ymm28
	vpermt2ps	%zmm4, %zmm28, %zmm15
	vblendps	$224, %ymm15, %ymm7, %ymm7
	vmovups	%ymm7, 35208(%rsp,%rdx,4)
	vmovapd	%zmm0, %zmm7
	vbroadcastf32x4	.LCPI0_919(%rip), %ymm29
	vpermt2pd	%zmm6, %zmm29, %zmm7
	vmovaps	%zmm3, %zmm15
	vmovaps	.LCPI0_106(%rip), %xmm30
	vpermt2ps	%zmm2, %zmm30, %zmm15
	vblendps	$248, %ymm7, %ymm15, %ymm7
	vmovaps	%zmm5, %zmm15
	vbroadcastf32x4	.LCPI0_920(%rip), %ymm31
	vpermt2ps	%zmm4, %zmm31, %zmm15
	vblendps	$224, %ymm15, %ymm7, %ymm7
	vmovups	%ymm7, 35464(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm7
	vmovaps	.LCPI0_108(%rip), %xmm29
	vpermt2ps	%zmm2, %zmm29, %zmm7
	vshuff64x2	$235, %zmm16, %zmm16, %zmm15
	vblendps	$248, %ymm15, %ymm7, %ymm7
	vmovaps	%ymm14, %ymm15
	vmovaps	.LCPI0_109(%rip), %ymm29
	vpermt2ps	%ymm13, %ymm29, %ymm15
	vmovaps	.LCPI0_72(%rip), %ymm18
	vpermt2ps	%ymm1, %ymm18, %ymm15
	vblendps	$224, %ymm15, %ymm7, %ymm7
	vmovups	%ymm7, 35720(%rsp,%rdx,4)
	vshufpd	$6, %ymm14, %ymm13, %ymm7
	vmovaps	%zmm0, %zmm13
	vbroadcastf32x4	.LCPI0_921(%rip), %ymm18
	vpermt2ps	%zmm6, %zmm18, %zmm13
	vblendps	$240, %ymm9, %ymm10, %ymm14
	vmovaps	.LCPI0_111(%rip), %ymm18
	vpermt2ps	%ymm14, %ymm18, %ymm13
	vblendps	$128, %ymm12, %ymm7, %ymm7
	vblendps	$224, %ymm7, %ymm13, %ymm7
	vmovups	%ymm7, 35976(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm7
	vbroadcastsd	.LCPI0_922(%rip), %ymm29
	vpermt2ps	%zmm5, %zmm29, %zmm7
	vblendps	$128, %ymm11, %ymm7, %ymm7
	vmovaps	%zmm0, %zmm11
	vbroadcasti32x4	.LCPI0_114(%rip), %ymm17
	vbroadcastf32x4	.LCPI0_923(%rip), %ymm18
	vpermt2ps	%zmm6, %zmm18, %zmm11
	vpermt2ps	%ymm10, %ymm17, %ymm9
	vblendps	$3, %ymm9, %ymm11, %ymm9
	vblendps	$224, %ymm7, %ymm9, %ymm7
	vmovups	%ymm7, 36232(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm7
	vmovddup	.LCPI0_924(%rip), %xmm18
	vpermt2ps	%zmm3, %zmm18, %zmm7
	vmovaps	%zmm0, %zmm9
	vbroadcastf32x4	.LCPI0_925(%rip), %ymm29
	vpermt2ps	%zmm6, %zmm29, %zmm9
	vblendps	$3, %ymm7, %ymm9, %ymm7
	vmovaps	%zmm4, %zmm9
	vbroadcastf32x4	.LCPI0_926(%rip), %ymm30
	vpermt2pd	%zmm5, %zmm30, %zmm9
	vblendps	$128, %ymm8, %ymm9, %ymm8
	vblendps	$224, %ymm8, %ymm7, %ymm7
	vmovups	%ymm7, 36488(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm7
	vmovddup	.LCPI0_927(%rip), %xmm31
	vpermt2ps	%zmm3, %zmm31, %zmm7
	vmovaps	%zmm6, %zmm8
	vmovaps	.LCPI0_119(%rip), %ymm9
	vpermt2ps	%zmm0, %zmm9, %zmm8
	vblendps	$3, %ymm7, %ymm8, %ymm7
	vmovaps	%zmm4, %zmm8
	vbroadcastsd	.LCPI0_928(%rip), %ymm9
	vpermt2ps	%zmm5, %zmm9, %zmm8
	vbroadcastf128	.LCPI0_929(%rip), %ymm9
	vpermt2ps	%ymm1, %ymm9, %ymm8
	vblendps	$224, %ymm8, %ymm7, %ymm7
	vmovups	%ymm7, 36744(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm7
	vmovddup	.LCPI0_930(%rip), %xmm8
	vpermt2ps	%zmm3, %zmm8, %zmm7
	vmovaps	%zmm6, %zmm8
	vbroadcastf128	.LCPI0_931(%rip), %ymm9
	vpermt2ps	%zmm0, %zmm9, %zmm8
	vblendps	$3, %ymm7, %ymm8, %ymm7
	vmovaps	%zmm4, %zmm8
	vbroadcastf128	.LCPI0_932(%rip), %ymm9
	vpermt2pd	%zmm5, %zmm9, %zmm8
	vbroadcastf128	.LCPI0_933(%rip), %ymm9
	vpermt2ps	%ymm1, %ymm9, %ymm8
	vblendps	$224, %ymm8, %ymm7, %ymm7
	vmovups	%ymm7, 37000(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm7
	vbroadcastsd	.LCPI0_934(%rip), %ymm8
	vpermt2ps	%zmm5, %zmm8, %zmm7
	vbroadcastf128	.LCPI0_935(%rip), %ymm8
	vpermt2ps	%ymm1, %ymm8, %ymm7
	vbroadcastf128	.LCPI0_936(%rip), %ymm8
	vpermt2ps	%zmm0, %zmm8, %zmm6
	vbroadcasti64x4	.LCPI0_128(%rip), %zmm10
	vmovaps	%zmm2, %zmm0
	vpermt2ps	%zmm3, %zmm10, %zmm0
	vblendps	$3, %ymm0, %ymm6, %ymm0
	vblendps	$224, %ymm7, %ymm0, %ymm0
	vmovups	%ymm0, 37256(%rsp,%rdx,4)
	vbroadcastf128	.LCPI0_937(%rip), %ymm0
	vpermt2ps	%zmm5, %zmm0, %zmm4
	vblendps	$128, %ymm1, %ymm4, %ymm0
	vmovddup	.LCPI0_938(%rip), %xmm1
	vpermt2ps	%zmm3, %zmm1, %zmm2
	vmovaps	%xmm19, %xmm1
	vblendps	$3, %xmm2, %xmm1, %xmm1
	vblendps	$15, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 37512(%rsp,%rdx,4)
	vmovups	384(%r14,%r10), %ymm1
	vmovups	128(%r14,%r10), %zmm9
	vmovups	192(%r14,%r10), %zmm7
	vmovups	320(%r14,%r10), %zmm6
	vmovups	256(%r14,%r10), %zmm4
	vmovups	64(%r14,%r10), %zmm3
	vmovups	(%r14,%r10), %zmm2
	vmovaps	%zmm2, %zmm0
	vmovupd	128(%r14,%r10), %ymm5
	vperm2f128	$49, 192(%r14,%r10), %ymm5, %ymm5
	vmovaps	.LCPI0_95(%rip), %xmm8
	vpermt2ps	%zmm3, %zmm8, %zmm0
	vblendps	$248, %ymm5, %ymm0, %ymm0
	vmovaps	%zmm4, %zmm5
	vpermt2ps	%zmm6, %zmm20, %zmm5
	vblendps	$224, %ymm5, %ymm0, %ymm0
	vbroadcastss	388(%r14,%r10), %ymm11
	vmovupd	256(%r14,%r10), %ymm14
	vmovupd	320(%r14,%r10), %ymm15
	vbroadcastss	392(%r14,%r10), %ymm5
	vmovups	(%r14,%r10), %ymm8
	vmovups	64(%r14,%r10), %ymm12
	vbroadcastss	396(%r14,%r10), %ymm20
	vbroadcastss	152(%r14,%r10), %ymm13
	vblendps	$8, 192(%r14,%r10), %xmm13, %xmm13
	vmovaps	%xmm13, %xmm19
	vmovups	%ymm0, 67208(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm0
	vpermt2ps	%zmm3, %zmm21, %zmm0
	vshufps	$37, %zmm9, %zmm7, %zmm16
	vshuff64x2	$230, %zmm16, %zmm16, %zmm13
	vblendps	$248, %ymm13, %ymm0, %ymm0
	vmovaps	%zmm4, %zmm13
	vpermt2ps	%zmm6, %zmm22, %zmm13
	vblendps	$224, %ymm13, %ymm0, %ymm0
	vmovups	%ymm0, 67464(%rsp,%rdx,4)
	vmovaps	%zmm9, %zmm0
	vpermt2pd	%zmm7, %zmm23, %zmm0
	vmovaps	%zmm2, %zmm13
	vpermt2ps	%zmm3, %zmm24, %zmm13
	vblendps	$248, %ymm0, %ymm13, %ymm0
	vmovaps	%zmm6, %zmm13
	vpermt2ps	%zmm4, %zmm25, %zmm13
	vblendps	$224, %ymm13, %ymm0, %ymm0
	vmovups	%ymm0, 67720(%rsp,%rdx,4)
	vmovaps	%zmm7, %zmm0
	vpermt2ps	%zmm9, %zmm26, %zmm0
	vmovaps	%zmm3, %zmm13
	vpermt2ps	%zmm2, %zmm27, %zmm13
	vblendps	$248, %ymm0, %ymm13, %ymm0
	vmovaps	%zmm6, %zmm13
	vpermt2ps	%zmm4, %zmm28, %zmm13
	vblendps	$224, %ymm13, %ymm0, %ymm0
	vmovups	%ymm0, 67976(%rsp,%rdx,4)
	vblendps	$240, %ymm8, %ymm12, %ymm0
	vpermt2ps	%ymm12, %ymm17, %ymm8
	vmovaps	%zmm9, %zmm12
	vbroadcastf128	.LCPI0_919(%rip), %ymm13
	vpermt2pd	%zmm7, %zmm13, %zmm12
	vmovaps	%zmm3, %zmm13
	vmovaps	.LCPI0_106(%rip), %xmm17
	vpermt2ps	%zmm2, %zmm17, %zmm13
	vblendps	$248, %ymm12, %ymm13, %ymm12
	vmovaps	%zmm6, %zmm13
	vbroadcastf32x4	.LCPI0_920(%rip), %ymm17
	vpermt2ps	%zmm4, %zmm17, %zmm13
	vblendps	$224, %ymm13, %ymm12, %ymm12
	vmovups	%ymm12, 68232(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm12
	vmovaps	.LCPI0_108(%rip), %xmm13
	vpermt2ps	%zmm2, %zmm13, %zmm12
	vshuff64x2	$235, %zmm16, %zmm16, %zmm13
	vblendps	$248, %ymm13, %ymm12, %ymm12
	vshufpd	$6, %ymm15, %ymm14, %ymm13
	vmovaps	.LCPI0_109(%rip), %ymm16
	vpermt2ps	%ymm14, %ymm16, %ymm15
	vmovaps	.LCPI0_72(%rip), %ymm14
	vpermt2ps	%ymm1, %ymm14, %ymm15
	vblendps	$224, %ymm15, %ymm12, %ymm12
	vmovups	%ymm12, 68488(%rsp,%rdx,4)
	vmovaps	%zmm9, %zmm12
	vbroadcastf128	.LCPI0_921(%rip), %ymm14
	vpermt2ps	%zmm7, %zmm14, %zmm12
	vmovaps	.LCPI0_111(%rip), %ymm14
	vpermt2ps	%ymm0, %ymm14, %ymm12
	vblendps	$128, %ymm11, %ymm13, %ymm0
	vblendps	$224, %ymm0, %ymm12, %ymm0
	vmovups	%ymm0, 68744(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm0
	vbroadcastsd	.LCPI0_922(%rip), %ymm11
	vpermt2ps	%zmm6, %zmm11, %zmm0
	vblendps	$128, %ymm5, %ymm0, %ymm0
	vmovaps	%zmm9, %zmm5
	vbroadcastf128	.LCPI0_923(%rip), %ymm11
	vpermt2ps	%zmm7, %zmm11, %zmm5
	vblendps	$3, %ymm8, %ymm5, %ymm5
	vblendps	$224, %ymm0, %ymm5, %ymm0
	vmovups	%ymm0, 69000(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm0
	vpermt2ps	%zmm3, %zmm18, %zmm0
	vmovaps	%zmm9, %zmm5
	vpermt2ps	%zmm7, %zmm29, %zmm5
	vblendps	$3, %ymm0, %ymm5, %ymm0
	vmovaps	%zmm4, %zmm5
	vpermt2pd	%zmm6, %zmm30, %zmm5
	vmovaps	%ymm20, %ymm8
	vblendps	$128, %ymm8, %ymm5, %ymm5
	vblendps	$224, %ymm5, %ymm0, %ymm0
	vmovups	%ymm0, 69256(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm0
	vpermt2ps	%zmm3, %zmm31, %zmm0
	vmovaps	%zmm7, %zmm5
	vmovaps	.LCPI0_119(%rip), %ymm8
	vpermt2ps	%zmm9, %zmm8, %zmm5
	vblendps	$3, %ymm0, %ymm5, %ymm0
	vmovaps	%zmm4, %zmm5
	vbroadcastsd	.LCPI0_928(%rip), %ymm8
	vpermt2ps	%zmm6, %zmm8, %zmm5
	vbroadcastf128	.LCPI0_929(%rip), %ymm8
	vpermt2ps	%ymm1, %ymm8, %ymm5
	vblendps	$224, %ymm5, %ymm0, %ymm0
	vmovups	%ymm0, 69512(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm0
	vmovddup	.LCPI0_930(%rip), %xmm5
	vpermt2ps	%zmm3, %zmm5, %zmm0
	vmovaps	%zmm7, %zmm5
	vbroadcastf128	.LCPI0_931(%rip), %ymm8
	vpermt2ps	%zmm9, %zmm8, %zmm5
	vblendps	$3, %ymm0, %ymm5, %ymm0
	vmovaps	%zmm4, %zmm5
	vbroadcastf128	.LCPI0_932(%rip), %ymm8
	vpermt2pd	%zmm6, %zmm8, %zmm5
	vbroadcastf128	.LCPI0_933(%rip), %ymm8
	vpermt2ps	%ymm1, %ymm8, %ymm5
	vblendps	$224, %ymm5, %ymm0, %ymm0
	vmovups	%ymm0, 69768(%rsp,%rdx,4)
	vbroadcastf128	.LCPI0_936(%rip), %ymm0
	vpermt2ps	%zmm9, %zmm0, %zmm7
	vpermi2ps	%zmm3, %zmm2, %zmm10
	vblendps	$3, %ymm10, %ymm7, %ymm0
	vmovaps	%zmm4, %zmm5
	vbroadcastsd	.LCPI0_934(%rip), %ymm7
	vpermt2ps	%zmm6, %zmm7, %zmm5
	vbroadcastf128	.LCPI0_935(%rip), %ymm7
	vpermt2ps	%ymm1, %ymm7, %ymm5
	vblendps	$224, %ymm5, %ymm0, %ymm0
	vmovups	%ymm0, 70024(%rsp,%rdx,4)
	vbroadcastf128	.LCPI0_937(%rip), %ymm0
	vpermt2ps	%zmm6, %zmm0, %zmm4
	vblendps	$128, %ymm1, %ymm4, %ymm0
	vmovddup	.LCPI0_938(%rip), %xmm1
	vpermt2ps	%zmm3, %zmm1, %zmm2
	vmovaps	%xmm19, %xmm1
	vblendps	$3, %xmm2, %xmm1, %xmm1
	vblendps	$15, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 70280(%rsp,%rdx,4)
	addq	$8, %rdx
	addq	$416, %r10
	cmpq	$56, %rdx
	jb	.LBB0_47
	jmp	.LBB0_14
.LBB0_40:
	movq	$-8, %rdx
	xorl	%r10d, %r10d
	movq	24(%rsp), %rax
	movq	296(%rsp), %rsi
	.p2align	4
.LBB0_41:
	vmovups	(%rsi,%r10), %zmm1
	vmovups	64(%rsi,%r10), %zmm0
	vmovups	128(%rsi,%r10), %zmm3
	vmovups	192(%rsi,%r10), %zmm2
	vmovaps	%zmm2, %zmm4
	vbroadcastf128	.LCPI0_939(%rip), %ymm12
	vpermt2ps	%zmm3, %zmm12, %zmm4
	vmovaps	%zmm1, %zmm5
	vmovaps	.LCPI0_200(%rip), %xmm13
	vpermt2ps	%zmm0, %zmm13, %zmm5
	vbroadcastss	280(%rsi,%r10), %ymm6
	vblendps	$240, %ymm4, %ymm5, %ymm4
	vblendps	$128, %ymm6, %ymm4, %ymm6
	vbroadcastss	292(%rsi,%r10), %ymm7
	vmovups	256(%rsi,%r10), %xmm8
	vmovups	288(%rsi,%r10), %xmm9
	vmovups	288(%rsi,%r10), %ymm4
	vmovups	256(%rsi,%r10), %ymm5
	vmovups	%ymm6, 34440(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm6
	vbroadcastf128	.LCPI0_940(%rip), %ymm14
	vpermt2ps	%zmm3, %zmm14, %zmm6
	vmovaps	%zmm1, %zmm10
	vmovaps	.LCPI0_202(%rip), %xmm15
	vpermt2ps	%zmm0, %zmm15, %zmm10
	vblendps	$240, %ymm6, %ymm10, %ymm6
	vblendps	$128, %ymm5, %ymm6, %ymm6
	vmovups	%ymm6, 34696(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm6
	vmovaps	.LCPI0_203(%rip), %xmm16
	vpermt2ps	%zmm0, %zmm16, %zmm6
	vmovaps	%zmm3, %zmm10
	vbroadcastf32x4	.LCPI0_941(%rip), %ymm17
	vpermt2ps	%zmm2, %zmm17, %zmm10
	vblendps	$7, %ymm6, %ymm10, %ymm6
	vmovaps	.LCPI0_72(%rip), %ymm13
	vpermt2ps	%ymm4, %ymm13, %ymm6
	vmovups	%ymm6, 34952(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm6
	vmovaps	.LCPI0_205(%rip), %xmm18
	vpermt2ps	%zmm0, %zmm18, %zmm6
	vmovaps	%zmm3, %zmm10
	vbroadcastf32x4	.LCPI0_942(%rip), %ymm19
	vpermt2ps	%zmm2, %zmm19, %zmm10
	vblendps	$7, %ymm6, %ymm10, %ymm6
	vblendps	$128, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 35208(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm6
	vbroadcastf32x4	.LCPI0_943(%rip), %ymm20
	vpermt2ps	%zmm2, %zmm20, %zmm6
	vmovaps	%zmm1, %zmm7
	vmovaps	.LCPI0_208(%rip), %xmm21
	vpermt2ps	%zmm0, %zmm21, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vinsertps	$99, %xmm8, %xmm9, %xmm7
	vmovaps	.LCPI0_209(%rip), %xmm22
	vpermt2ps	%xmm9, %xmm22, %xmm8
	vinsertf128	$1, %xmm8, %ymm0, %ymm8
	vblendps	$192, %ymm8, %ymm6, %ymm6
	vmovups	%ymm6, 35464(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm6
	vbroadcastf32x4	.LCPI0_944(%rip), %ymm23
	vpermt2ps	%zmm2, %zmm23, %zmm6
	vmovaps	%zmm1, %zmm8
	vmovaps	.LCPI0_211(%rip), %xmm24
	vpermt2ps	%zmm0, %zmm24, %zmm8
	vblendps	$248, %ymm6, %ymm8, %ymm6
	vinsertf128	$1, %xmm7, %ymm0, %ymm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 35720(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm6
	vbroadcastf32x4	.LCPI0_945(%rip), %ymm25
	vpermt2ps	%zmm2, %zmm25, %zmm6
	vmovaps	%zmm0, %zmm7
	vmovaps	.LCPI0_213(%rip), %xmm26
	vpermt2ps	%zmm1, %zmm26, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vblendps	$240, %ymm4, %ymm5, %ymm7
	vmovaps	.LCPI0_214(%rip), %ymm27
	vpermt2ps	%ymm7, %ymm27, %ymm6
	vmovups	%ymm6, 35976(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm6
	vbroadcastf32x4	.LCPI0_946(%rip), %ymm28
	vpermt2ps	%zmm2, %zmm28, %zmm6
	vmovaps	%zmm0, %zmm8
	vmovaps	.LCPI0_216(%rip), %xmm29
	vpermt2ps	%zmm1, %zmm29, %zmm8
	vblendps	$248, %ymm6, %ymm8, %ymm6
	vmovaps	.LCPI0_217(%rip), %ymm30
	vpermt2ps	%ymm7, %ymm30, %ymm6
	vmovups	%ymm6, 36232(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm6
	vbroadcastf32x4	.LCPI0_947(%rip), %ymm31
	vpermt2ps	%zmm3, %zmm31, %zmm6
	vmovaps	%zmm0, %zmm7
	vmovaps	.LCPI0_219(%rip), %xmm12
	vpermt2ps	%zmm1, %zmm12, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vshufps	$2, %ymm5, %ymm4, %ymm7
	vmovaps	.LCPI0_175(%rip), %ymm11
	vpermt2ps	%ymm7, %ymm11, %ymm6
	vmovups	%ymm6, 36488(%rsp,%rdx,4)
	vbroadcastf128	.LCPI0_948(%rip), %ymm6
	vpermt2ps	%zmm3, %zmm6, %zmm2
	vmovaps	.LCPI0_221(%rip), %xmm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vblendps	$248, %ymm2, %ymm0, %ymm0
	vshufps	$19, %ymm5, %ymm4, %ymm1
	vpermt2ps	%ymm1, %ymm11, %ymm0
	vmovups	%ymm0, 36744(%rsp,%rdx,4)
	vmovups	(%rax,%r10), %zmm1
	vmovups	64(%rax,%r10), %zmm0
	vmovups	128(%rax,%r10), %zmm3
	vmovups	192(%rax,%r10), %zmm2
	vmovaps	%zmm2, %zmm4
	vbroadcastf128	.LCPI0_939(%rip), %ymm5
	vpermt2ps	%zmm3, %zmm5, %zmm4
	vmovaps	%zmm1, %zmm5
	vmovaps	.LCPI0_200(%rip), %xmm6
	vpermt2ps	%zmm0, %zmm6, %zmm5
	vblendps	$240, %ymm4, %ymm5, %ymm4
	vbroadcastss	280(%rax,%r10), %ymm5
	vblendps	$128, %ymm5, %ymm4, %ymm6
	vbroadcastss	292(%rax,%r10), %ymm7
	vmovups	256(%rax,%r10), %xmm8
	vmovups	288(%rax,%r10), %xmm9
	vmovups	288(%rax,%r10), %ymm4
	vmovups	256(%rax,%r10), %ymm5
	vmovups	%ymm6, 67208(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm6
	vpermt2ps	%zmm3, %zmm14, %zmm6
	vmovaps	%zmm1, %zmm10
	vpermt2ps	%zmm0, %zmm15, %zmm10
	vblendps	$240, %ymm6, %ymm10, %ymm6
	vblendps	$128, %ymm5, %ymm6, %ymm6
	vmovups	%ymm6, 67464(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm6
	vpermt2ps	%zmm0, %zmm16, %zmm6
	vmovaps	%zmm3, %zmm10
	vpermt2ps	%zmm2, %zmm17, %zmm10
	vblendps	$7, %ymm6, %ymm10, %ymm6
	vpermt2ps	%ymm4, %ymm13, %ymm6
	vmovups	%ymm6, 67720(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm6
	vpermt2ps	%zmm0, %zmm18, %zmm6
	vmovaps	%zmm3, %zmm10
	vpermt2ps	%zmm2, %zmm19, %zmm10
	vblendps	$7, %ymm6, %ymm10, %ymm6
	vblendps	$128, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 67976(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm6
	vpermt2ps	%zmm2, %zmm20, %zmm6
	vmovaps	%zmm1, %zmm7
	vpermt2ps	%zmm0, %zmm21, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vinsertps	$99, %xmm8, %xmm9, %xmm7
	vpermt2ps	%xmm9, %xmm22, %xmm8
	vinsertf128	$1, %xmm8, %ymm0, %ymm8
	vblendps	$192, %ymm8, %ymm6, %ymm6
	vmovups	%ymm6, 68232(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm6
	vpermt2ps	%zmm2, %zmm23, %zmm6
	vmovaps	%zmm1, %zmm8
	vpermt2ps	%zmm0, %zmm24, %zmm8
	vblendps	$248, %ymm6, %ymm8, %ymm6
	vinsertf128	$1, %xmm7, %ymm0, %ymm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 68488(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm6
	vpermt2ps	%zmm2, %zmm25, %zmm6
	vmovaps	%zmm0, %zmm7
	vpermt2ps	%zmm1, %zmm26, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vblendps	$240, %ymm4, %ymm5, %ymm7
	vpermt2ps	%ymm7, %ymm27, %ymm6
	vmovups	%ymm6, 68744(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm6
	vpermt2ps	%zmm2, %zmm28, %zmm6
	vmovaps	%zmm0, %zmm8
	vpermt2ps	%zmm1, %zmm29, %zmm8
	vblendps	$248, %ymm6, %ymm8, %ymm6
	vpermt2ps	%ymm7, %ymm30, %ymm6
	vmovups	%ymm6, 69000(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm6
	vpermt2ps	%zmm3, %zmm31, %zmm6
	vmovaps	%zmm0, %zmm7
	vpermt2ps	%zmm1, %zmm12, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vshufps	$2, %ymm5, %ymm4, %ymm7
	vpermt2ps	%ymm7, %ymm11, %ymm6
	vmovups	%ymm6, 69256(%rsp,%rdx,4)
	vbroadcastf128	.LCPI0_948(%rip), %ymm6
	vpermt2ps	%zmm3, %zmm6, %zmm2
	vmovaps	.LCPI0_221(%rip), %xmm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vblendps	$248, %ymm2, %ymm0, %ymm0
	vshufps	$19, %ymm5, %ymm4, %ymm1
	vpermt2ps	%ymm1, %ymm11, %ymm0
	vmovups	%ymm0, 69512(%rsp,%rdx,4)
	addq	$8, %rdx
	addq	$320, %r10
	cmpq	$56, %rdx
	jb	.LBB0_41
	jmp	.LBB0_14
.LBB0_26:
	movq	$-16, %rdx
	xorl	%r10d, %r10d
	movq	192(%rsp), %rax
	movq	184(%rsp), %rsi
	.p2align	4
.LBB0_27:
	vmovups	(%rsi,%r10), %zmm0
	vmovups	64(%rsi,%r10), %zmm1
	vmovups	128(%rsi,%r10), %zmm2
	vmovaps	%zmm0, %zmm3
	vmovaps	.LCPI0_311(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm3
	vmovaps	.LCPI0_312(%rip), %zmm9
	vpermt2ps	%zmm2, %zmm9, %zmm3
	vmovups	%zmm3, 34472(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm3
	vmovaps	.LCPI0_313(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm3
	vmovaps	.LCPI0_314(%rip), %zmm6
	vpermt2ps	%zmm2, %zmm6, %zmm3
	vmovups	%zmm3, 34728(%rsp,%rdx,4)
	vmovaps	.LCPI0_315(%rip), %zmm7
	vpermt2ps	%zmm1, %zmm7, %zmm0
	vmovaps	.LCPI0_316(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm0
	vmovups	%zmm0, 34984(%rsp,%rdx,4)
	vmovups	(%rax,%r10), %zmm0
	vmovups	64(%rax,%r10), %zmm1
	vmovups	128(%rax,%r10), %zmm2
	vmovaps	%zmm0, %zmm3
	vpermt2ps	%zmm1, %zmm8, %zmm3
	vpermt2ps	%zmm2, %zmm9, %zmm3
	vmovups	%zmm3, 67240(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm3
	vpermt2ps	%zmm0, %zmm5, %zmm3
	vpermt2ps	%zmm2, %zmm6, %zmm3
	vmovups	%zmm3, 67496(%rsp,%rdx,4)
	vpermt2ps	%zmm1, %zmm7, %zmm0
	vpermt2ps	%zmm2, %zmm4, %zmm0
	vmovups	%zmm0, 67752(%rsp,%rdx,4)
	addq	$16, %rdx
	addq	$192, %r10
	cmpq	$48, %rdx
	jb	.LBB0_27
	jmp	.LBB0_14
.LBB0_11:
	movq	-120(%rsp), %r11
	testq	%r11, %r11
	je	.LBB0_19
	xorl	%r10d, %r10d
	.p2align	4
.LBB0_13:
	movl	%r10d, %ebx
	andl	$62, %ebx
	movq	%r10, %rax
	shrq	$6, %rax
	cmpq	%rbx, %rdx
	movq	16(%rsp), %rcx
	leaq	-1(%rcx), %rcx
	cmovbeq	%rcx, %rbx
	movq	-88(%rsp), %r8
	addq	%r8, %rbx
	imulq	%r11, %rbx
	addq	%rax, %rbx
	movq	-24(%rsp), %rsi
	vmovss	(%rsi,%rbx,4), %xmm0
	vmovss	%xmm0, 34408(%rsp,%r10,4)
	movq	-8(%rsp), %r9
	vmovss	(%r9,%rbx,4), %xmm0
	vmovss	%xmm0, 67176(%rsp,%r10,4)
	leal	1(%r10), %ebx
	andl	$63, %ebx
	cmpq	%rbx, %rdx
	cmovbeq	%rcx, %rbx
	addq	%r8, %rbx
	imulq	%r11, %rbx
	addq	%rax, %rbx
	vmovss	(%rsi,%rbx,4), %xmm0
	vmovss	%xmm0, 34412(%rsp,%r10,4)
	vmovss	(%r9,%rbx,4), %xmm0
	vmovss	%xmm0, 67180(%rsp,%r10,4)
	addq	$2, %r10
	cmpq	%r10, 112(%rsp)
	jne	.LBB0_13
	jmp	.LBB0_15
.LBB0_28:
	movq	$-16, %rdx
	xorl	%r10d, %r10d
	movq	208(%rsp), %rax
	movq	200(%rsp), %rsi
	.p2align	4
.LBB0_29:
	vmovups	(%rsi,%r10), %zmm0
	vmovups	64(%rsi,%r10), %zmm1
	vmovups	128(%rsi,%r10), %zmm2
	vmovups	192(%rsi,%r10), %zmm3
	vbroadcasti64x4	.LCPI0_307(%rip), %zmm4
	vmovaps	%zmm2, %zmm5
	vpermt2ps	%zmm3, %zmm4, %zmm5
	vmovaps	%zmm0, %zmm6
	vpermt2ps	%zmm1, %zmm4, %zmm6
	vshuff64x2	$228, %zmm5, %zmm6, %zmm5
	vmovupd	%zmm5, 34472(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_308(%rip), %zmm5
	vmovaps	%zmm2, %zmm6
	vpermt2ps	%zmm3, %zmm5, %zmm6
	vmovaps	%zmm0, %zmm7
	vpermt2ps	%zmm1, %zmm5, %zmm7
	vshuff64x2	$228, %zmm6, %zmm7, %zmm6
	vmovupd	%zmm6, 34728(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_309(%rip), %zmm6
	vmovaps	%zmm2, %zmm7
	vpermt2ps	%zmm3, %zmm6, %zmm7
	vmovaps	%zmm0, %zmm8
	vpermt2ps	%zmm1, %zmm6, %zmm8
	vshuff64x2	$228, %zmm7, %zmm8, %zmm7
	vmovupd	%zmm7, 34984(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_310(%rip), %zmm7
	vpermt2ps	%zmm3, %zmm7, %zmm2
	vpermt2ps	%zmm1, %zmm7, %zmm0
	vshuff64x2	$228, %zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 35240(%rsp,%rdx,4)
	vmovups	(%rax,%r10), %zmm0
	vmovups	64(%rax,%r10), %zmm1
	vmovups	128(%rax,%r10), %zmm2
	vmovups	192(%rax,%r10), %zmm3
	vmovaps	%zmm2, %zmm8
	vpermt2ps	%zmm3, %zmm4, %zmm8
	vpermi2ps	%zmm1, %zmm0, %zmm4
	vshuff64x2	$228, %zmm8, %zmm4, %zmm4
	vmovupd	%zmm4, 67240(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm4
	vpermt2ps	%zmm3, %zmm5, %zmm4
	vpermi2ps	%zmm1, %zmm0, %zmm5
	vshuff64x2	$228, %zmm4, %zmm5, %zmm4
	vmovupd	%zmm4, 67496(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm4
	vpermt2ps	%zmm3, %zmm6, %zmm4
	vpermi2ps	%zmm1, %zmm0, %zmm6
	vshuff64x2	$228, %zmm4, %zmm6, %zmm4
	vmovupd	%zmm4, 67752(%rsp,%rdx,4)
	vpermt2ps	%zmm3, %zmm7, %zmm2
	vpermt2ps	%zmm1, %zmm7, %zmm0
	vshuff64x2	$228, %zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 68008(%rsp,%rdx,4)
	addq	$16, %rdx
	addq	$256, %r10
	cmpq	$48, %rdx
	jb	.LBB0_29
	jmp	.LBB0_14
.LBB0_36:
	movq	$-16, %rdx
	xorl	%r10d, %r10d
	movq	272(%rsp), %rax
	movq	264(%rsp), %rsi
	.p2align	4
.LBB0_37:
	vmovups	(%rsi,%r10), %zmm11
	vmovups	64(%rsi,%r10), %zmm16
	vmovups	128(%rsi,%r10), %zmm9
	vmovups	192(%rsi,%r10), %zmm17
	vmovups	320(%rsi,%r10), %zmm13
	vmovups	256(%rsi,%r10), %zmm12
	vmovups	448(%rsi,%r10), %zmm15
	vmovups	384(%rsi,%r10), %zmm14
	vbroadcasti32x4	.LCPI0_240(%rip), %zmm0
	vmovaps	%zmm14, %zmm1
	vpermt2ps	%zmm15, %zmm0, %zmm1
	vmovaps	%zmm12, %zmm2
	vpermt2ps	%zmm13, %zmm0, %zmm2
	movb	$-64, %r8b
	kmovd	%r8d, %k1
	vmovapd	%zmm1, %zmm2 {%k1}
	vmovaps	%zmm9, %zmm1
	vpermt2ps	%zmm17, %zmm0, %zmm1
	vmovaps	%zmm11, %zmm3
	vpermt2ps	%zmm16, %zmm0, %zmm3
	vblendps	$240, %ymm1, %ymm3, %ymm1
	vinsertf64x4	$0, %ymm1, %zmm2, %zmm1
	vmovupd	%zmm1, 34472(%rsp,%rdx,4)
	vbroadcasti32x4	.LCPI0_241(%rip), %zmm1
	vmovaps	%zmm14, %zmm2
	vpermt2ps	%zmm15, %zmm1, %zmm2
	vmovaps	%zmm12, %zmm3
	vpermt2ps	%zmm13, %zmm1, %zmm3
	vmovapd	%zmm2, %zmm3 {%k1}
	vmovaps	%zmm9, %zmm2
	vpermt2ps	%zmm17, %zmm1, %zmm2
	vmovaps	%zmm11, %zmm4
	vpermt2ps	%zmm16, %zmm1, %zmm4
	vblendps	$240, %ymm2, %ymm4, %ymm2
	vinsertf64x4	$0, %ymm2, %zmm3, %zmm2
	vmovupd	%zmm2, 34728(%rsp,%rdx,4)
	vbroadcasti32x4	.LCPI0_242(%rip), %zmm2
	vmovaps	%zmm14, %zmm3
	vpermt2ps	%zmm15, %zmm2, %zmm3
	vmovaps	%zmm12, %zmm4
	vpermt2ps	%zmm13, %zmm2, %zmm4
	vmovapd	%zmm3, %zmm4 {%k1}
	vmovaps	%zmm9, %zmm3
	vpermt2ps	%zmm17, %zmm2, %zmm3
	vmovaps	%zmm11, %zmm5
	vpermt2ps	%zmm16, %zmm2, %zmm5
	vblendps	$240, %ymm3, %ymm5, %ymm3
	vinsertf64x4	$0, %ymm3, %zmm4, %zmm3
	vmovupd	%zmm3, 34984(%rsp,%rdx,4)
	vbroadcasti32x4	.LCPI0_243(%rip), %zmm3
	vmovaps	%zmm14, %zmm4
	vpermt2ps	%zmm15, %zmm3, %zmm4
	vmovaps	%zmm12, %zmm5
	vpermt2ps	%zmm13, %zmm3, %zmm5
	vmovapd	%zmm4, %zmm5 {%k1}
	vmovaps	%zmm9, %zmm4
	vpermt2ps	%zmm17, %zmm3, %zmm4
	vmovaps	%zmm11, %zmm6
	vpermt2ps	%zmm16, %zmm3, %zmm6
	vblendps	$240, %ymm4, %ymm6, %ymm4
	vinsertf64x4	$0, %ymm4, %zmm5, %zmm4
	vmovupd	%zmm4, 35240(%rsp,%rdx,4)
	vbroadcasti32x4	.LCPI0_244(%rip), %zmm4
	vmovaps	%zmm14, %zmm5
	vpermt2ps	%zmm15, %zmm4, %zmm5
	vmovaps	%zmm12, %zmm6
	vpermt2ps	%zmm13, %zmm4, %zmm6
	vmovapd	%zmm5, %zmm6 {%k1}
	vmovaps	%zmm9, %zmm5
	vpermt2ps	%zmm17, %zmm4, %zmm5
	vmovaps	%zmm11, %zmm7
	vpermt2ps	%zmm16, %zmm4, %zmm7
	vblendps	$240, %ymm5, %ymm7, %ymm5
	vinsertf64x4	$0, %ymm5, %zmm6, %zmm5
	vmovupd	%zmm5, 35496(%rsp,%rdx,4)
	vbroadcasti32x4	.LCPI0_245(%rip), %zmm5
	vmovaps	%zmm14, %zmm6
	vpermt2ps	%zmm15, %zmm5, %zmm6
	vmovaps	%zmm12, %zmm7
	vpermt2ps	%zmm13, %zmm5, %zmm7
	vmovapd	%zmm6, %zmm7 {%k1}
	vmovaps	%zmm9, %zmm6
	vpermt2ps	%zmm17, %zmm5, %zmm6
	vmovaps	%zmm11, %zmm8
	vpermt2ps	%zmm16, %zmm5, %zmm8
	vblendps	$240, %ymm6, %ymm8, %ymm6
	vinsertf64x4	$0, %ymm6, %zmm7, %zmm6
	vmovupd	%zmm6, 35752(%rsp,%rdx,4)
	vbroadcasti32x4	.LCPI0_246(%rip), %zmm6
	vmovaps	%zmm14, %zmm7
	vpermt2ps	%zmm15, %zmm6, %zmm7
	vmovaps	%zmm12, %zmm8
	vpermt2ps	%zmm13, %zmm6, %zmm8
	vmovapd	%zmm7, %zmm8 {%k1}
	vmovaps	%zmm9, %zmm7
	vpermt2ps	%zmm17, %zmm6, %zmm7
	vmovaps	%zmm11, %zmm10
	vpermt2ps	%zmm16, %zmm6, %zmm10
	vblendps	$240, %ymm7, %ymm10, %ymm7
	vinsertf64x4	$0, %ymm7, %zmm8, %zmm7
	vmovupd	%zmm7, 36008(%rsp,%rdx,4)
	vbroadcasti32x4	.LCPI0_247(%rip), %zmm18
	vpermt2ps	%zmm15, %zmm18, %zmm14
	vpermt2ps	%zmm13, %zmm18, %zmm12
	vmovapd	%zmm14, %zmm12 {%k1}
	vpermt2ps	%zmm17, %zmm18, %zmm9
	vpermt2ps	%zmm16, %zmm18, %zmm11
	vblendps	$240, %ymm9, %ymm11, %ymm8
	vinsertf64x4	$0, %ymm8, %zmm12, %zmm8
	vmovupd	%zmm8, 36264(%rsp,%rdx,4)
	vmovups	(%rax,%r10), %zmm8
	vmovups	64(%rax,%r10), %zmm10
	vmovups	128(%rax,%r10), %zmm7
	vmovups	192(%rax,%r10), %zmm12
	vmovups	320(%rax,%r10), %zmm13
	vmovups	256(%rax,%r10), %zmm11
	vmovups	448(%rax,%r10), %zmm15
	vmovups	384(%rax,%r10), %zmm14
	vmovaps	%zmm14, %zmm16
	vpermt2ps	%zmm15, %zmm0, %zmm16
	vmovaps	%zmm11, %zmm17
	vpermt2ps	%zmm13, %zmm0, %zmm17
	vmovapd	%zmm16, %zmm17 {%k1}
	vmovaps	%zmm7, %zmm9
	vpermt2ps	%zmm12, %zmm0, %zmm9
	vpermi2ps	%zmm10, %zmm8, %zmm0
	vblendps	$240, %ymm9, %ymm0, %ymm0
	vinsertf64x4	$0, %ymm0, %zmm17, %zmm0
	vmovupd	%zmm0, 67240(%rsp,%rdx,4)
	vmovaps	%zmm14, %zmm0
	vpermt2ps	%zmm15, %zmm1, %zmm0
	vmovaps	%zmm11, %zmm9
	vpermt2ps	%zmm13, %zmm1, %zmm9
	vmovapd	%zmm0, %zmm9 {%k1}
	vmovaps	%zmm7, %zmm0
	vpermt2ps	%zmm12, %zmm1, %zmm0
	vpermi2ps	%zmm10, %zmm8, %zmm1
	vblendps	$240, %ymm0, %ymm1, %ymm0
	vinsertf64x4	$0, %ymm0, %zmm9, %zmm0
	vmovupd	%zmm0, 67496(%rsp,%rdx,4)
	vmovaps	%zmm14, %zmm0
	vpermt2ps	%zmm15, %zmm2, %zmm0
	vmovaps	%zmm11, %zmm1
	vpermt2ps	%zmm13, %zmm2, %zmm1
	vmovapd	%zmm0, %zmm1 {%k1}
	vmovaps	%zmm7, %zmm0
	vpermt2ps	%zmm12, %zmm2, %zmm0
	vpermi2ps	%zmm10, %zmm8, %zmm2
	vblendps	$240, %ymm0, %ymm2, %ymm0
	vinsertf64x4	$0, %ymm0, %zmm1, %zmm0
	vmovupd	%zmm0, 67752(%rsp,%rdx,4)
	vmovaps	%zmm14, %zmm0
	vpermt2ps	%zmm15, %zmm3, %zmm0
	vmovaps	%zmm11, %zmm1
	vpermt2ps	%zmm13, %zmm3, %zmm1
	vmovapd	%zmm0, %zmm1 {%k1}
	vmovaps	%zmm7, %zmm0
	vpermt2ps	%zmm12, %zmm3, %zmm0
	vpermi2ps	%zmm10, %zmm8, %zmm3
	vblendps	$240, %ymm0, %ymm3, %ymm0
	vinsertf64x4	$0, %ymm0, %zmm1, %zmm0
	vmovupd	%zmm0, 68008(%rsp,%rdx,4)
	vmovaps	%zmm14, %zmm0
	vpermt2ps	%zmm15, %zmm4, %zmm0
	vmovaps	%zmm11, %zmm1
	vpermt2ps	%zmm13, %zmm4, %zmm1
	vmovapd	%zmm0, %zmm1 {%k1}
	vmovaps	%zmm7, %zmm0
	vpermt2ps	%zmm12, %zmm4, %zmm0
	vpermi2ps	%zmm10, %zmm8, %zmm4
	vblendps	$240, %ymm0, %ymm4, %ymm0
	vinsertf64x4	$0, %ymm0, %zmm1, %zmm0
	vmovupd	%zmm0, 68264(%rsp,%rdx,4)
	vmovaps	%zmm14, %zmm0
	vpermt2ps	%zmm15, %zmm5, %zmm0
	vmovaps	%zmm11, %zmm1
	vpermt2ps	%zmm13, %zmm5, %zmm1
	vmovapd	%zmm0, %zmm1 {%k1}
	vmovaps	%zmm7, %zmm0
	vpermt2ps	%zmm12, %zmm5, %zmm0
	vpermi2ps	%zmm10, %zmm8, %zmm5
	vblendps	$240, %ymm0, %ymm5, %ymm0
	vinsertf64x4	$0, %ymm0, %zmm1, %zmm0
	vmovupd	%zmm0, 68520(%rsp,%rdx,4)
	vmovaps	%zmm14, %zmm0
	vpermt2ps	%zmm15, %zmm6, %zmm0
	vmovaps	%zmm11, %zmm1
	vpermt2ps	%zmm13, %zmm6, %zmm1
	vmovapd	%zmm0, %zmm1 {%k1}
	vmovaps	%zmm7, %zmm0
	vpermt2ps	%zmm12, %zmm6, %zmm0
	vpermi2ps	%zmm10, %zmm8, %zmm6
	vblendps	$240, %ymm0, %ymm6, %ymm0
	vinsertf64x4	$0, %ymm0, %zmm1, %zmm0
	vmovupd	%zmm0, 68776(%rsp,%rdx,4)
	vpermt2ps	%zmm15, %zmm18, %zmm14
	vpermt2ps	%zmm13, %zmm18, %zmm11
	vmovapd	%zmm14, %zmm11 {%k1}
	vpermt2ps	%zmm12, %zmm18, %zmm7
	vpermt2ps	%zmm10, %zmm18, %zmm8
	vblendps	$240, %ymm7, %ymm8, %ymm0
	vinsertf64x4	$0, %ymm0, %zmm11, %zmm0
	vmovupd	%zmm0, 69032(%rsp,%rdx,4)
	addq	$16, %rdx
	addq	$512, %r10
	cmpq	$48, %rdx
	jb	.LBB0_37
	jmp	.LBB0_14
.LBB0_24:
	movq	$-16, %rdx
	movq	176(%rsp), %rax
	movq	168(%rsp), %rsi
	.p2align	4
.LBB0_25:
	vmovups	128(%rsi,%rdx,8), %zmm0
	vmovups	192(%rsi,%rdx,8), %zmm1
	vmovaps	%zmm0, %zmm2
	vmovaps	.LCPI0_317(%rip), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm2
	vmovups	%zmm2, 34472(%rsp,%rdx,4)
	vmovaps	.LCPI0_318(%rip), %zmm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vmovups	%zmm0, 34728(%rsp,%rdx,4)
	vmovups	128(%rax,%rdx,8), %zmm0
	vmovups	192(%rax,%rdx,8), %zmm1
	vmovaps	%zmm0, %zmm2
	vpermt2ps	%zmm1, %zmm4, %zmm2
	vmovups	%zmm2, 67240(%rsp,%rdx,4)
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vmovups	%zmm0, 67496(%rsp,%rdx,4)
	addq	$16, %rdx
	cmpq	$48, %rdx
	jb	.LBB0_25
	jmp	.LBB0_14
.LBB0_32:
	movq	$-16, %rdx
	xorl	%r10d, %r10d
	movq	240(%rsp), %rax
	movq	232(%rsp), %rsi
	movb	$56, %r8b
	.p2align	4
.LBB0_33:
	vmovups	(%rsi,%r10), %zmm12
	vmovups	64(%rsi,%r10), %zmm6
	vmovups	128(%rsi,%r10), %zmm10
	vmovups	192(%rsi,%r10), %zmm13
	vmovups	320(%rsi,%r10), %zmm16
	vmovups	256(%rsi,%r10), %zmm11
	vbroadcasti64x4	.LCPI0_274(%rip), %zmm0
	vmovaps	%zmm11, %zmm1
	vpermt2ps	%zmm16, %zmm0, %zmm1
	vmovaps	%zmm12, %zmm2
	vmovaps	.LCPI0_275(%rip), %ymm3
	vmovaps	%zmm3, %zmm24
	vpermt2ps	%zmm6, %zmm3, %zmm2
	vbroadcasti64x4	.LCPI0_276(%rip), %zmm3
	vmovaps	%zmm13, %zmm4
	vpermt2ps	%zmm10, %zmm3, %zmm4
	kmovd	%r8d, %k2
	vmovapd	%zmm4, %zmm2 {%k2}
	movw	$-2048, %r9w
	kmovd	%r9d, %k1
	vmovaps	%zmm1, %zmm2 {%k1}
	vmovups	%zmm2, 34472(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_277(%rip), %zmm1
	vmovaps	%zmm11, %zmm2
	vpermt2ps	%zmm16, %zmm1, %zmm2
	vmovaps	%zmm12, %zmm4
	vmovaps	.LCPI0_278(%rip), %ymm5
	vmovaps	%zmm5, %zmm21
	vpermt2ps	%zmm6, %zmm5, %zmm4
	vbroadcasti64x4	.LCPI0_279(%rip), %zmm7
	vmovaps	%zmm13, %zmm5
	vpermt2ps	%zmm10, %zmm7, %zmm5
	vmovapd	%zmm5, %zmm4 {%k2}
	vmovaps	%zmm2, %zmm4 {%k1}
	vmovups	%zmm4, 34728(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_280(%rip), %zmm2
	vmovaps	%zmm16, %zmm4
	vpermt2ps	%zmm11, %zmm2, %zmm4
	vmovaps	%zmm12, %zmm8
	vmovaps	.LCPI0_281(%rip), %ymm5
	vmovaps	%zmm5, %zmm22
	vpermt2ps	%zmm6, %zmm5, %zmm8
	vbroadcasti64x4	.LCPI0_282(%rip), %zmm5
	vmovaps	%zmm10, %zmm9
	vpermt2ps	%zmm13, %zmm5, %zmm9
	movw	$31, %r9w
	kmovd	%r9d, %k3
	vmovaps	%zmm8, %zmm9 {%k3}
	vmovaps	%zmm4, %zmm9 {%k1}
	vmovups	%zmm9, 34984(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_283(%rip), %zmm4
	vmovaps	%zmm16, %zmm8
	vpermt2ps	%zmm11, %zmm4, %zmm8
	vmovaps	%zmm12, %zmm14
	vmovaps	.LCPI0_284(%rip), %ymm9
	vmovaps	%zmm9, %zmm23
	vpermt2ps	%zmm6, %zmm9, %zmm14
	vbroadcasti64x4	.LCPI0_285(%rip), %zmm9
	vmovaps	%zmm10, %zmm15
	vpermt2ps	%zmm13, %zmm9, %zmm15
	vmovaps	%zmm14, %zmm15 {%k3}
	vmovaps	%zmm8, %zmm15 {%k1}
	vmovups	%zmm15, 35240(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_286(%rip), %zmm8
	vmovaps	%zmm11, %zmm15
	vpermt2ps	%zmm16, %zmm8, %zmm15
	vmovaps	%zmm6, %zmm17
	vmovaps	.LCPI0_287(%rip), %ymm14
	vmovaps	%zmm14, %zmm19
	vpermt2ps	%zmm12, %zmm14, %zmm17
	vbroadcasti64x4	.LCPI0_288(%rip), %zmm14
	vmovaps	%zmm10, %zmm18
	vpermt2ps	%zmm13, %zmm14, %zmm18
	movw	$992, %r9w
	kmovd	%r9d, %k4
	vmovaps	%zmm18, %zmm17 {%k4}
	movb	$-32, %r9b
	kmovd	%r9d, %k5
	vmovapd	%zmm15, %zmm17 {%k5}
	vmovupd	%zmm17, 35496(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_289(%rip), %zmm15
	vpermt2ps	%zmm16, %zmm15, %zmm11
	vmovaps	.LCPI0_290(%rip), %ymm16
	vmovaps	%zmm16, %zmm20
	vpermt2ps	%zmm12, %zmm16, %zmm6
	vbroadcasti64x4	.LCPI0_291(%rip), %zmm12
	vpermt2ps	%zmm13, %zmm12, %zmm10
	vmovaps	%zmm10, %zmm6 {%k4}
	vmovapd	%zmm11, %zmm6 {%k5}
	vmovupd	%zmm6, 35752(%rsp,%rdx,4)
	vmovups	(%rax,%r10), %zmm13
	vmovups	64(%rax,%r10), %zmm6
	vmovups	128(%rax,%r10), %zmm10
	vmovups	192(%rax,%r10), %zmm16
	vmovups	320(%rax,%r10), %zmm17
	vmovups	256(%rax,%r10), %zmm11
	vpermi2ps	%zmm17, %zmm11, %zmm0
	vmovaps	%zmm13, %zmm18
	vpermt2ps	%zmm6, %zmm24, %zmm18
	vpermi2ps	%zmm10, %zmm16, %zmm3
	vmovapd	%zmm3, %zmm18 {%k2}
	vmovaps	%zmm0, %zmm18 {%k1}
	vmovups	%zmm18, 67240(%rsp,%rdx,4)
	vpermi2ps	%zmm17, %zmm11, %zmm1
	vmovaps	%zmm13, %zmm0
	vpermt2ps	%zmm6, %zmm21, %zmm0
	vpermi2ps	%zmm10, %zmm16, %zmm7
	vmovapd	%zmm7, %zmm0 {%k2}
	vmovaps	%zmm1, %zmm0 {%k1}
	vmovups	%zmm0, 67496(%rsp,%rdx,4)
	vpermi2ps	%zmm11, %zmm17, %zmm2
	vmovaps	%zmm13, %zmm0
	vpermt2ps	%zmm6, %zmm22, %zmm0
	vpermi2ps	%zmm16, %zmm10, %zmm5
	vmovaps	%zmm0, %zmm5 {%k3}
	vmovaps	%zmm2, %zmm5 {%k1}
	vmovups	%zmm5, 67752(%rsp,%rdx,4)
	vpermi2ps	%zmm11, %zmm17, %zmm4
	vmovaps	%zmm13, %zmm0
	vpermt2ps	%zmm6, %zmm23, %zmm0
	vpermi2ps	%zmm16, %zmm10, %zmm9
	vmovaps	%zmm0, %zmm9 {%k3}
	vmovaps	%zmm4, %zmm9 {%k1}
	vmovups	%zmm9, 68008(%rsp,%rdx,4)
	vpermi2ps	%zmm17, %zmm11, %zmm8
	vmovaps	%zmm6, %zmm0
	vpermt2ps	%zmm13, %zmm19, %zmm0
	vpermi2ps	%zmm16, %zmm10, %zmm14
	vmovaps	%zmm14, %zmm0 {%k4}
	vmovapd	%zmm8, %zmm0 {%k5}
	vmovupd	%zmm0, 68264(%rsp,%rdx,4)
	vpermt2ps	%zmm17, %zmm15, %zmm11
	vpermt2ps	%zmm13, %zmm20, %zmm6
	vpermt2ps	%zmm16, %zmm12, %zmm10
	vmovaps	%zmm10, %zmm6 {%k4}
	vmovapd	%zmm11, %zmm6 {%k5}
	vmovupd	%zmm6, 68520(%rsp,%rdx,4)
	addq	$16, %rdx
	addq	$384, %r10
	cmpq	$48, %rdx
	jb	.LBB0_33
	jmp	.LBB0_14
.LBB0_48:
	movq	$-8, %rdx
	xorl	%r10d, %r10d
	.p2align	4
.LBB0_49:
	vmovups	256(%rbp,%r10), %zmm0
	vmovups	320(%rbp,%r10), %zmm14
	vmovups	64(%rbp,%r10), %zmm7
	vmovups	(%rbp,%r10), %zmm13
	vmovups	128(%rbp,%r10), %zmm6
	vmovups	192(%rbp,%r10), %zmm9
	vmovaps	%zmm9, %zmm1
	vbroadcastf32x4	.LCPI0_949(%rip), %ymm24
	vpermt2ps	%zmm6, %zmm24, %zmm1
	vmovaps	%zmm13, %zmm2
	vmovaps	.LCPI0_54(%rip), %xmm26
	vpermt2ps	%zmm7, %zmm26, %zmm2
	vmovups	320(%rbp,%r10), %ymm20
	vblendps	$248, %ymm1, %ymm2, %ymm1
	vmovups	256(%rbp,%r10), %ymm21
	vshufps	$200, %ymm20, %ymm21, %ymm2
	vbroadcastss	392(%rbp,%r10), %ymm3
	vblendps	$128, %ymm3, %ymm2, %ymm2
	vblendps	$224, %ymm2, %ymm1, %ymm3
	vbroadcastss	396(%rbp,%r10), %ymm12
	vbroadcastss	420(%rbp,%r10), %ymm2
	vbroadcastss	424(%rbp,%r10), %ymm11
	vbroadcastss	148(%rbp,%r10), %xmm1
	vblendps	$8, 192(%rbp,%r10), %xmm1, %xmm1
	vmovaps	%xmm1, %xmm17
	vbroadcastss	428(%rbp,%r10), %ymm16
	vmovups	192(%rbp,%r10), %ymm19
	vmovups	(%rbp,%r10), %ymm15
	vmovups	64(%rbp,%r10), %ymm1
	vmovups	128(%rbp,%r10), %ymm8
	vbroadcastss	328(%rbp,%r10), %ymm18
	vbroadcastss	388(%rbp,%r10), %ymm26
	vmovups	416(%rbp,%r10), %ymm22
	vmovups	384(%rbp,%r10), %ymm10
	vmovups	%ymm3, 34440(%rsp,%rdx,4)
	vmovaps	%zmm9, %zmm3
	vbroadcastf32x4	.LCPI0_950(%rip), %ymm27
	vpermt2ps	%zmm6, %zmm27, %zmm3
	vmovaps	%zmm13, %zmm4
	vmovaps	.LCPI0_56(%rip), %xmm28
	vpermt2ps	%zmm7, %zmm28, %zmm4
	vblendps	$248, %ymm3, %ymm4, %ymm3
	vshufps	$220, %ymm20, %ymm21, %ymm4
	vblendps	$128, %ymm12, %ymm4, %ymm4
	vblendps	$224, %ymm4, %ymm3, %ymm3
	vmovups	%ymm3, 34696(%rsp,%rdx,4)
	vmovaps	%zmm9, %zmm3
	vmovaps	.LCPI0_57(%rip), %ymm29
	vpermt2ps	%zmm6, %zmm29, %zmm3
	vmovaps	%zmm7, %zmm4
	vmovaps	.LCPI0_58(%rip), %xmm30
	vpermt2ps	%zmm13, %zmm30, %zmm4
	vblendps	$248, %ymm3, %ymm4, %ymm3
	vmovaps	%zmm0, %zmm4
	vbroadcastsd	.LCPI0_951(%rip), %ymm31
	vpermt2ps	%zmm14, %zmm31, %zmm4
	vmovaps	.LCPI0_60(%rip), %ymm29
	vpermt2ps	%ymm10, %ymm29, %ymm4
	vblendps	$224, %ymm4, %ymm3, %ymm3
	vmovups	%ymm3, 34952(%rsp,%rdx,4)
	vmovaps	%zmm9, %zmm3
	vmovaps	.LCPI0_61(%rip), %ymm4
	vpermt2ps	%zmm6, %zmm4, %zmm3
	vmovaps	%zmm7, %zmm4
	vmovaps	.LCPI0_62(%rip), %xmm5
	vpermt2ps	%zmm13, %zmm5, %zmm4
	vblendps	$248, %ymm3, %ymm4, %ymm3
	vmovaps	%zmm0, %zmm4
	vbroadcastsd	.LCPI0_952(%rip), %ymm5
	vpermt2ps	%zmm14, %zmm5, %zmm4
	vmovaps	.LCPI0_21(%rip), %ymm30
	vpermt2ps	%ymm10, %ymm30, %ymm4
	vblendps	$224, %ymm4, %ymm3, %ymm3
	vmovups	%ymm3, 35208(%rsp,%rdx,4)
	vmovaps	%zmm0, %zmm3
	vbroadcastf128	.LCPI0_953(%rip), %ymm4
	vpermt2ps	%zmm14, %zmm4, %zmm3
	vbroadcastf32x4	.LCPI0_935(%rip), %ymm25
	vpermt2ps	%ymm10, %ymm25, %ymm3
	vmovaps	%zmm6, %zmm4
	vbroadcastf128	.LCPI0_954(%rip), %ymm5
	vpermt2ps	%zmm9, %zmm5, %zmm4
	vblendps	$240, %ymm15, %ymm1, %ymm12
	vmovaps	.LCPI0_67(%rip), %ymm5
	vpermt2ps	%ymm12, %ymm5, %ymm4
	vblendps	$224, %ymm3, %ymm4, %ymm3
	vmovups	%ymm3, 35464(%rsp,%rdx,4)
	vmovaps	%zmm6, %zmm3
	vbroadcastf128	.LCPI0_955(%rip), %ymm4
	vpermt2ps	%zmm9, %zmm4, %zmm3
	vmovaps	.LCPI0_69(%rip), %ymm4
	vpermt2ps	%ymm12, %ymm4, %ymm3
	vmovaps	%zmm0, %zmm4
	vbroadcastf128	.LCPI0_956(%rip), %ymm5
	vpermt2ps	%zmm14, %zmm5, %zmm4
	vblendps	$128, %ymm10, %ymm4, %ymm4
	vblendps	$224, %ymm4, %ymm3, %ymm3
	vmovups	%ymm3, 35720(%rsp,%rdx,4)
	vmovaps	%zmm0, %zmm4
	vbroadcastsd	.LCPI0_957(%rip), %ymm3
	vpermt2ps	%zmm14, %zmm3, %zmm4
	vmovaps	.LCPI0_72(%rip), %ymm23
	vpermt2ps	%ymm22, %ymm23, %ymm4
	vmovaps	%zmm9, %zmm12
	vmovaps	.LCPI0_73(%rip), %ymm23
	vpermt2ps	%zmm6, %zmm23, %zmm12
	vbroadcasti128	.LCPI0_74(%rip), %ymm3
	vmovaps	%ymm15, %ymm5
	vpermt2ps	%ymm1, %ymm3, %ymm5
	vblendps	$3, %ymm5, %ymm12, %ymm5
	vblendps	$224, %ymm4, %ymm5, %ymm4
	vmovups	%ymm4, 35976(%rsp,%rdx,4)
	vmovaps	%zmm0, %zmm4
	vbroadcastsd	.LCPI0_958(%rip), %ymm5
	vpermt2ps	%zmm14, %zmm5, %zmm4
	vblendps	$128, %ymm2, %ymm4, %ymm2
	vmovaps	%zmm9, %zmm4
	vmovaps	.LCPI0_76(%rip), %ymm5
	vpermt2ps	%zmm6, %zmm5, %zmm4
	vbroadcasti32x4	.LCPI0_77(%rip), %ymm24
	vpermt2ps	%ymm1, %ymm24, %ymm15
	vblendps	$3, %ymm15, %ymm4, %ymm1
	vblendps	$224, %ymm2, %ymm1, %ymm1
	vmovups	%ymm1, 36232(%rsp,%rdx,4)
	vmovaps	%zmm13, %zmm1
	vmovddup	.LCPI0_959(%rip), %xmm2
	vpermt2ps	%zmm7, %zmm2, %zmm1
	vmovaps	%ymm8, %ymm2
	vmovddup	.LCPI0_960(%rip), %xmm4
	vpermt2ps	%ymm19, %ymm4, %ymm2
	vblendps	$3, %xmm1, %xmm2, %xmm1
	vmovaps	%zmm0, %zmm2
	vbroadcastf32x4	.LCPI0_961(%rip), %ymm23
	vpermt2ps	%zmm14, %zmm23, %zmm2
	vblendps	$128, %ymm11, %ymm2, %ymm2
	vblendps	$15, %ymm1, %ymm2, %ymm1
	vmovups	%ymm1, 36488(%rsp,%rdx,4)
	vmovaps	%zmm0, %zmm1
	vbroadcastf128	.LCPI0_962(%rip), %ymm2
	vpermt2ps	%zmm14, %zmm2, %zmm1
	vmovaps	%ymm16, %ymm2
	vblendps	$128, %ymm2, %ymm1, %ymm1
	vmovaps	%zmm13, %zmm2
	vmovddup	.LCPI0_963(%rip), %xmm4
	vpermt2ps	%zmm7, %zmm4, %zmm2
	vmovaps	%xmm17, %xmm4
	vblendps	$3, %xmm2, %xmm4, %xmm2
	vblendps	$15, %ymm2, %ymm1, %ymm1
	vmovups	%ymm1, 36744(%rsp,%rdx,4)
	vmovaps	%zmm14, %zmm2
	vbroadcastf128	.LCPI0_964(%rip), %ymm1
	vpermt2ps	%zmm0, %zmm1, %zmm2
	vpermt2ps	%ymm22, %ymm29, %ymm2
	vbroadcasti64x4	.LCPI0_84(%rip), %zmm11
	vmovaps	%zmm13, %zmm4
	vpermt2ps	%zmm7, %zmm11, %zmm4
	vmovaps	%ymm8, %ymm5
	vbroadcastsd	.LCPI0_85(%rip), %ymm1
	vpermt2ps	%ymm19, %ymm1, %ymm5
	vblendps	$3, %xmm4, %xmm5, %xmm4
	vblendps	$15, %ymm4, %ymm2, %ymm2
	vmovups	%ymm2, 37000(%rsp,%rdx,4)
	vbroadcastf128	.LCPI0_965(%rip), %ymm1
	vpermt2ps	%zmm0, %zmm1, %zmm14
	vpermt2ps	%ymm22, %ymm30, %ymm14
	vbroadcasti64x4	.LCPI0_87(%rip), %zmm2
	vmovaps	%zmm13, %zmm0
	vpermt2ps	%zmm7, %zmm2, %zmm0
	vbroadcastsd	.LCPI0_88(%rip), %ymm1
	vpermt2ps	%ymm19, %ymm1, %ymm8
	vblendps	$3, %xmm0, %xmm8, %xmm0
	vblendps	$15, %ymm0, %ymm14, %ymm0
	vmovups	%ymm0, 37256(%rsp,%rdx,4)
	vmovaps	%zmm13, %zmm0
	vmovddup	.LCPI0_966(%rip), %xmm1
	vpermt2ps	%zmm7, %zmm1, %zmm0
	vmovaps	%zmm6, %zmm4
	vmovddup	.LCPI0_959(%rip), %xmm1
	vpermt2ps	%zmm9, %zmm1, %zmm4
	vblendps	$3, %xmm0, %xmm4, %xmm0
	vinsertf64x4	$1, %ymm18, %zmm22, %zmm4
	vinsertf64x4	$1, %ymm21, %zmm10, %zmm5
	vmovaps	.LCPI0_91(%rip), %ymm1
	vpermt2ps	%zmm4, %zmm1, %zmm5
	vblendps	$15, %ymm0, %ymm5, %ymm0
	vmovups	%ymm0, 37512(%rsp,%rdx,4)
	vmovddup	.LCPI0_967(%rip), %xmm0
	vpermt2ps	%zmm7, %zmm0, %zmm13
	vmovddup	.LCPI0_963(%rip), %xmm0
	vpermt2ps	%zmm9, %zmm0, %zmm6
	vblendps	$3, %xmm13, %xmm6, %xmm0
	vinsertf64x4	$1, %ymm20, %zmm26, %zmm4
	vinsertf64x4	$1, %ymm21, %zmm22, %zmm5
	vmovaps	.LCPI0_94(%rip), %ymm22
	vpermt2ps	%zmm4, %zmm22, %zmm5
	vblendps	$15, %ymm0, %ymm5, %ymm0
	vmovups	%ymm0, 37768(%rsp,%rdx,4)
	vmovups	256(%r15,%r10), %zmm19
	vmovups	320(%r15,%r10), %zmm4
	vmovups	(%r15,%r10), %zmm1
	vmovups	64(%r15,%r10), %zmm9
	vmovups	128(%r15,%r10), %zmm7
	vmovups	192(%r15,%r10), %zmm12
	vmovaps	%zmm12, %zmm0
	vbroadcastf128	.LCPI0_949(%rip), %ymm5
	vpermt2ps	%zmm7, %zmm5, %zmm0
	vmovaps	%zmm1, %zmm5
	vmovaps	.LCPI0_54(%rip), %xmm6
	vpermt2ps	%zmm9, %zmm6, %zmm5
	vblendps	$248, %ymm0, %ymm5, %ymm0
	vmovups	320(%r15,%r10), %ymm20
	vmovups	256(%r15,%r10), %ymm17
	vshufps	$200, %ymm20, %ymm17, %ymm5
	vbroadcastss	392(%r15,%r10), %ymm8
	vblendps	$128, %ymm8, %ymm5, %ymm5
	vblendps	$224, %ymm5, %ymm0, %ymm14
	vbroadcastss	396(%r15,%r10), %ymm15
	vbroadcastss	420(%r15,%r10), %ymm8
	vmovups	(%r15,%r10), %ymm13
	vmovups	64(%r15,%r10), %ymm0
	vbroadcastss	424(%r15,%r10), %ymm16
	vbroadcastss	148(%r15,%r10), %xmm5
	vblendps	$8, 192(%r15,%r10), %xmm5, %xmm5
	vmovaps	%xmm5, %xmm23
	vbroadcastss	428(%r15,%r10), %ymm18
	vmovups	128(%r15,%r10), %ymm10
	vmovups	192(%r15,%r10), %ymm26
	vbroadcastss	328(%r15,%r10), %ymm27
	vbroadcastss	388(%r15,%r10), %ymm28
	vmovups	416(%r15,%r10), %ymm21
	vmovups	384(%r15,%r10), %ymm5
	vmovups	%ymm14, 67208(%rsp,%rdx,4)
	vmovaps	%zmm12, %zmm14
	vbroadcastf128	.LCPI0_950(%rip), %ymm6
	vpermt2ps	%zmm7, %zmm6, %zmm14
	vmovaps	%zmm1, %zmm6
	vmovaps	.LCPI0_56(%rip), %xmm22
	vpermt2ps	%zmm9, %zmm22, %zmm6
	vblendps	$248, %ymm14, %ymm6, %ymm6
	vshufps	$220, %ymm20, %ymm17, %ymm14
	vblendps	$128, %ymm15, %ymm14, %ymm14
	vblendps	$224, %ymm14, %ymm6, %ymm6
	vmovups	%ymm6, 67464(%rsp,%rdx,4)
	vmovaps	%zmm12, %zmm6
	vmovaps	.LCPI0_57(%rip), %ymm14
	vpermt2ps	%zmm7, %zmm14, %zmm6
	vmovaps	%zmm9, %zmm14
	vmovaps	.LCPI0_58(%rip), %xmm15
	vpermt2ps	%zmm1, %zmm15, %zmm14
	vblendps	$248, %ymm6, %ymm14, %ymm6
	vmovaps	%zmm19, %zmm14
	vpermt2ps	%zmm4, %zmm31, %zmm14
	vpermt2ps	%ymm5, %ymm29, %ymm14
	vblendps	$224, %ymm14, %ymm6, %ymm6
	vmovups	%ymm6, 67720(%rsp,%rdx,4)
	vmovaps	%zmm12, %zmm6
	vmovaps	.LCPI0_61(%rip), %ymm14
	vpermt2ps	%zmm7, %zmm14, %zmm6
	vmovaps	%zmm9, %zmm14
	vmovaps	.LCPI0_62(%rip), %xmm15
	vpermt2ps	%zmm1, %zmm15, %zmm14
	vblendps	$248, %ymm6, %ymm14, %ymm6
	vmovaps	%zmm19, %zmm14
	vbroadcastsd	.LCPI0_952(%rip), %ymm15
	vpermt2ps	%zmm4, %zmm15, %zmm14
	vpermt2ps	%ymm5, %ymm30, %ymm14
	vblendps	$224, %ymm14, %ymm6, %ymm6
	vmovups	%ymm6, 67976(%rsp,%rdx,4)
	vmovaps	%zmm19, %zmm6
	vbroadcastf128	.LCPI0_953(%rip), %ymm14
	vpermt2ps	%zmm4, %zmm14, %zmm6
	vpermt2ps	%ymm5, %ymm25, %ymm6
	vmovaps	%zmm7, %zmm14
	vbroadcastf128	.LCPI0_954(%rip), %ymm15
	vpermt2ps	%zmm12, %zmm15, %zmm14
	vblendps	$240, %ymm13, %ymm0, %ymm15
	vmovaps	.LCPI0_67(%rip), %ymm25
	vpermt2ps	%ymm15, %ymm25, %ymm14
	vblendps	$224, %ymm6, %ymm14, %ymm6
	vmovups	%ymm6, 68232(%rsp,%rdx,4)
	vmovaps	%zmm7, %zmm6
	vbroadcastf128	.LCPI0_955(%rip), %ymm14
	vpermt2ps	%zmm12, %zmm14, %zmm6
	vmovaps	.LCPI0_69(%rip), %ymm14
	vpermt2ps	%ymm15, %ymm14, %ymm6
	vmovaps	%zmm19, %zmm14
	vbroadcastf128	.LCPI0_956(%rip), %ymm15
	vpermt2ps	%zmm4, %zmm15, %zmm14
	vblendps	$128, %ymm5, %ymm14, %ymm14
	vblendps	$224, %ymm14, %ymm6, %ymm6
	vmovups	%ymm6, 68488(%rsp,%rdx,4)
	vmovaps	%zmm12, %zmm6
	vmovaps	.LCPI0_73(%rip), %ymm14
	vpermt2ps	%zmm7, %zmm14, %zmm6
	vpermi2ps	%ymm0, %ymm13, %ymm3
	vblendps	$3, %ymm3, %ymm6, %ymm3
	vmovaps	%zmm19, %zmm6
	vbroadcastsd	.LCPI0_957(%rip), %ymm14
	vpermt2ps	%zmm4, %zmm14, %zmm6
	vmovaps	.LCPI0_72(%rip), %ymm14
	vpermt2ps	%ymm21, %ymm14, %ymm6
	vblendps	$224, %ymm6, %ymm3, %ymm3
	vpermt2ps	%ymm0, %ymm24, %ymm13
	vmovups	%ymm3, 68744(%rsp,%rdx,4)
	vmovaps	%zmm19, %zmm0
	vbroadcastsd	.LCPI0_958(%rip), %ymm3
	vpermt2ps	%zmm4, %zmm3, %zmm0
	vblendps	$128, %ymm8, %ymm0, %ymm0
	vmovaps	%zmm12, %zmm3
	vmovaps	.LCPI0_76(%rip), %ymm6
	vpermt2ps	%zmm7, %zmm6, %zmm3
	vblendps	$3, %ymm13, %ymm3, %ymm3
	vblendps	$224, %ymm0, %ymm3, %ymm0
	vmovups	%ymm0, 69000(%rsp,%rdx,4)
	vmovaps	%zmm19, %zmm0
	vbroadcastf128	.LCPI0_961(%rip), %ymm3
	vpermt2ps	%zmm4, %zmm3, %zmm0
	vmovaps	%ymm16, %ymm3
	vblendps	$128, %ymm3, %ymm0, %ymm0
	vmovaps	%ymm10, %ymm3
	vmovddup	.LCPI0_960(%rip), %xmm6
	vpermt2ps	%ymm26, %ymm6, %ymm3
	vmovaps	%zmm1, %zmm6
	vmovddup	.LCPI0_959(%rip), %xmm8
	vpermt2ps	%zmm9, %zmm8, %zmm6
	vblendps	$3, %xmm6, %xmm3, %xmm3
	vblendps	$15, %ymm3, %ymm0, %ymm0
	vmovups	%ymm0, 69256(%rsp,%rdx,4)
	vmovaps	%zmm19, %zmm0
	vbroadcastf128	.LCPI0_962(%rip), %ymm3
	vpermt2ps	%zmm4, %zmm3, %zmm0
	vmovaps	%ymm18, %ymm3
	vblendps	$128, %ymm3, %ymm0, %ymm0
	vmovaps	%zmm1, %zmm3
	vmovddup	.LCPI0_963(%rip), %xmm6
	vpermt2ps	%zmm9, %zmm6, %zmm3
	vmovaps	%xmm23, %xmm6
	vblendps	$3, %xmm3, %xmm6, %xmm3
	vblendps	$15, %ymm3, %ymm0, %ymm0
	vmovups	%ymm0, 69512(%rsp,%rdx,4)
	vmovaps	%ymm10, %ymm0
	vbroadcastsd	.LCPI0_85(%rip), %ymm3
	vpermt2ps	%ymm26, %ymm3, %ymm0
	vpermi2ps	%zmm9, %zmm1, %zmm11
	vblendps	$3, %xmm11, %xmm0, %xmm0
	vmovaps	%zmm4, %zmm3
	vbroadcastf128	.LCPI0_964(%rip), %ymm6
	vpermt2ps	%zmm19, %zmm6, %zmm3
	vpermt2ps	%ymm21, %ymm29, %ymm3
	vblendps	$15, %ymm0, %ymm3, %ymm0
	vmovups	%ymm0, 69768(%rsp,%rdx,4)
	vbroadcastsd	.LCPI0_88(%rip), %ymm0
	vpermt2ps	%ymm26, %ymm0, %ymm10
	vpermi2ps	%zmm9, %zmm1, %zmm2
	vblendps	$3, %xmm2, %xmm10, %xmm0
	vbroadcastf128	.LCPI0_965(%rip), %ymm2
	vpermt2ps	%zmm19, %zmm2, %zmm4
	vpermt2ps	%ymm21, %ymm30, %ymm4
	vblendps	$15, %ymm0, %ymm4, %ymm0
	vmovups	%ymm0, 70024(%rsp,%rdx,4)
	vmovaps	%zmm7, %zmm0
	vmovddup	.LCPI0_959(%rip), %xmm2
	vpermt2ps	%zmm12, %zmm2, %zmm0
	vmovaps	%zmm1, %zmm2
	vmovddup	.LCPI0_966(%rip), %xmm3
	vpermt2ps	%zmm9, %zmm3, %zmm2
	vblendps	$3, %xmm2, %xmm0, %xmm0
	vinsertf64x4	$1, %ymm27, %zmm21, %zmm2
	vinsertf64x4	$1, %ymm17, %zmm5, %zmm3
	vmovaps	.LCPI0_91(%rip), %ymm4
	vpermt2ps	%zmm2, %zmm4, %zmm3
	vblendps	$15, %ymm0, %ymm3, %ymm0
	vmovups	%ymm0, 70280(%rsp,%rdx,4)
	vmovddup	.LCPI0_963(%rip), %xmm0
	vpermt2ps	%zmm12, %zmm0, %zmm7
	vmovddup	.LCPI0_967(%rip), %xmm0
	vpermt2ps	%zmm9, %zmm0, %zmm1
	vblendps	$3, %xmm1, %xmm7, %xmm0
	vinsertf64x4	$1, %ymm20, %zmm28, %zmm1
	vinsertf64x4	$1, %ymm17, %zmm21, %zmm2
	vmovaps	.LCPI0_94(%rip), %ymm3
	vpermt2ps	%zmm1, %zmm3, %zmm2
	vblendps	$15, %ymm0, %ymm2, %ymm0
	vmovups	%ymm0, 70536(%rsp,%rdx,4)
	addq	$8, %rdx
	addq	$448, %r10
	cmpq	$56, %rdx
	jb	.LBB0_49
	jmp	.LBB0_14
.LBB0_34:
	movq	$-16, %rdx
	xorl	%r10d, %r10d
	movq	256(%rsp), %rax
	movq	248(%rsp), %rsi
	.p2align	4
.LBB0_35:
	vmovups	(%rsi,%r10), %zmm8
	vmovups	64(%rsi,%r10), %zmm13
	vmovups	128(%rsi,%r10), %zmm15
	vmovups	192(%rsi,%r10), %zmm16
	vmovups	384(%rsi,%r10), %zmm17
	vmovups	320(%rsi,%r10), %zmm22
	vmovups	256(%rsi,%r10), %zmm18
	vbroadcasti32x4	.LCPI0_248(%rip), %zmm1
	vmovaps	%zmm18, %zmm0
	vpermt2ps	%zmm22, %zmm1, %zmm0
	vbroadcasti64x4	.LCPI0_249(%rip), %zmm11
	vpermt2ps	%zmm17, %zmm11, %zmm0
	vmovaps	%zmm8, %zmm3
	vmovaps	.LCPI0_250(%rip), %ymm2
	vpermt2ps	%zmm13, %zmm2, %zmm3
	vbroadcasti64x4	.LCPI0_251(%rip), %zmm2
	vmovaps	%zmm16, %zmm4
	vpermt2ps	%zmm15, %zmm2, %zmm4
	movw	$992, %r8w
	kmovd	%r8d, %k3
	vmovaps	%zmm4, %zmm3 {%k3}
	movb	$-32, %r8b
	kmovd	%r8d, %k4
	vmovapd	%zmm0, %zmm3 {%k4}
	vmovupd	%zmm3, 34472(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_252(%rip), %zmm3
	vmovaps	%zmm18, %zmm4
	vbroadcasti64x4	.LCPI0_253(%rip), %zmm14
	vpermt2ps	%zmm22, %zmm3, %zmm4
	vpermt2ps	%zmm17, %zmm14, %zmm4
	vmovaps	%zmm8, %zmm5
	vmovaps	.LCPI0_254(%rip), %ymm30
	vpermt2ps	%zmm13, %zmm30, %zmm5
	vbroadcasti32x4	.LCPI0_255(%rip), %zmm0
	vmovaps	%zmm15, %zmm6
	vpermt2ps	%zmm16, %zmm0, %zmm6
	movw	$480, %r8w
	kmovd	%r8d, %k2
	vmovaps	%zmm6, %zmm5 {%k2}
	movw	$-512, %r8w
	kmovd	%r8d, %k1
	vmovaps	%zmm4, %zmm5 {%k1}
	vmovups	%zmm5, 34728(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_256(%rip), %zmm4
	vmovaps	%zmm18, %zmm5
	vpermt2ps	%zmm22, %zmm4, %zmm5
	vbroadcasti64x4	.LCPI0_257(%rip), %zmm19
	vpermt2ps	%zmm17, %zmm19, %zmm5
	vmovaps	%zmm13, %zmm6
	vbroadcasti32x4	.LCPI0_259(%rip), %zmm7
	vmovaps	.LCPI0_258(%rip), %ymm31
	vpermt2ps	%zmm8, %zmm31, %zmm6
	vmovaps	%zmm15, %zmm9
	vpermt2ps	%zmm16, %zmm7, %zmm9
	vmovaps	%zmm9, %zmm6 {%k2}
	vmovaps	%zmm5, %zmm6 {%k1}
	vmovups	%zmm6, 34984(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_260(%rip), %zmm6
	vmovaps	%zmm22, %zmm5
	vpermt2ps	%zmm18, %zmm6, %zmm5
	vbroadcasti64x4	.LCPI0_261(%rip), %zmm20
	vpermt2ps	%zmm17, %zmm20, %zmm5
	vmovaps	%zmm13, %zmm10
	vmovaps	.LCPI0_262(%rip), %ymm30
	vpermt2ps	%zmm8, %zmm30, %zmm10
	vbroadcasti32x4	.LCPI0_263(%rip), %zmm9
	vmovaps	%zmm15, %zmm12
	vpermt2ps	%zmm16, %zmm9, %zmm12
	vmovaps	%zmm12, %zmm10 {%k2}
	vmovaps	%zmm5, %zmm10 {%k1}
	vmovups	%zmm10, 35240(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_264(%rip), %zmm12
	vmovaps	%zmm22, %zmm10
	vbroadcasti64x4	.LCPI0_265(%rip), %zmm24
	vpermt2ps	%zmm18, %zmm12, %zmm10
	vpermt2ps	%zmm17, %zmm24, %zmm10
	vmovaps	%zmm8, %zmm21
	vmovaps	.LCPI0_266(%rip), %xmm28
	vpermt2ps	%zmm13, %zmm28, %zmm21
	vbroadcasti64x4	.LCPI0_267(%rip), %zmm5
	vmovaps	%zmm15, %zmm23
	vpermt2ps	%zmm16, %zmm5, %zmm23
	vinsertf32x4	$0, %xmm21, %zmm23, %zmm21
	vmovaps	%zmm10, %zmm21 {%k1}
	vmovups	%zmm21, 35496(%rsp,%rdx,4)
	vmovaps	%zmm18, %zmm21
	vpermt2ps	%zmm22, %zmm0, %zmm21
	vmovaps	%zmm8, %zmm23
	vmovaps	.LCPI0_269(%rip), %xmm29
	vpermt2ps	%zmm13, %zmm29, %zmm23
	vbroadcasti64x4	.LCPI0_270(%rip), %zmm10
	vmovaps	%zmm15, %zmm25
	vpermt2ps	%zmm16, %zmm10, %zmm25
	vinsertf32x4	$0, %xmm23, %zmm25, %zmm23
	vbroadcasti64x4	.LCPI0_268(%rip), %zmm27
	vpermt2ps	%zmm17, %zmm27, %zmm21
	vmovaps	%zmm21, %zmm23 {%k1}
	vmovups	%zmm23, 35752(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_271(%rip), %zmm26
	vpermt2ps	%zmm22, %zmm7, %zmm18
	vpermt2ps	%zmm17, %zmm26, %zmm18
	vmovaps	.LCPI0_272(%rip), %xmm21
	vpermt2ps	%zmm13, %zmm21, %zmm8
	vbroadcasti64x4	.LCPI0_273(%rip), %zmm13
	vpermt2ps	%zmm15, %zmm13, %zmm16
	vinsertf32x4	$0, %xmm8, %zmm16, %zmm8
	vmovaps	%zmm18, %zmm8 {%k1}
	vmovups	%zmm8, 36008(%rsp,%rdx,4)
	vmovups	384(%rax,%r10), %zmm15
	vmovups	320(%rax,%r10), %zmm16
	vmovups	256(%rax,%r10), %zmm8
	vpermi2ps	%zmm16, %zmm8, %zmm1
	vpermt2ps	%zmm15, %zmm11, %zmm1
	vpermi2ps	%zmm16, %zmm8, %zmm3
	vpermt2ps	%zmm15, %zmm14, %zmm3
	vmovups	128(%rax,%r10), %zmm11
	vpermi2ps	%zmm16, %zmm8, %zmm4
	vpermt2ps	%zmm15, %zmm19, %zmm4
	vpermi2ps	%zmm8, %zmm16, %zmm6
	vpermt2ps	%zmm15, %zmm20, %zmm6
	vmovups	192(%rax,%r10), %zmm14
	vpermi2ps	%zmm8, %zmm16, %zmm12
	vpermt2ps	%zmm15, %zmm24, %zmm12
	vmovaps	%zmm11, %zmm17
	vpermt2ps	%zmm14, %zmm0, %zmm17
	vpermi2ps	%zmm16, %zmm8, %zmm0
	vpermt2ps	%zmm15, %zmm27, %zmm0
	vmovups	(%rax,%r10), %zmm18
	vpermt2ps	%zmm16, %zmm7, %zmm8
	vpermt2ps	%zmm15, %zmm26, %zmm8
	vmovups	64(%rax,%r10), %zmm15
	vmovaps	%zmm18, %zmm16
	vmovaps	.LCPI0_250(%rip), %ymm19
	vpermt2ps	%zmm15, %zmm19, %zmm16
	vpermi2ps	%zmm11, %zmm14, %zmm2
	vmovaps	%zmm2, %zmm16 {%k3}
	vmovapd	%zmm1, %zmm16 {%k4}
	vmovupd	%zmm16, 67240(%rsp,%rdx,4)
	vmovaps	%zmm18, %zmm1
	vmovaps	.LCPI0_254(%rip), %ymm2
	vpermt2ps	%zmm15, %zmm2, %zmm1
	vmovaps	%zmm17, %zmm1 {%k2}
	vmovaps	%zmm3, %zmm1 {%k1}
	vmovups	%zmm1, 67496(%rsp,%rdx,4)
	vmovaps	%zmm11, %zmm1
	vpermt2ps	%zmm14, %zmm7, %zmm1
	vmovaps	%zmm15, %zmm2
	vpermt2ps	%zmm18, %zmm31, %zmm2
	vmovaps	%zmm1, %zmm2 {%k2}
	vmovaps	%zmm4, %zmm2 {%k1}
	vmovups	%zmm2, 67752(%rsp,%rdx,4)
	vpermi2ps	%zmm14, %zmm11, %zmm9
	vpermi2ps	%zmm14, %zmm11, %zmm5
	vpermi2ps	%zmm14, %zmm11, %zmm10
	vpermt2ps	%zmm11, %zmm13, %zmm14
	vmovaps	%zmm15, %zmm1
	vpermt2ps	%zmm18, %zmm30, %zmm1
	vmovaps	%zmm9, %zmm1 {%k2}
	vmovaps	%zmm6, %zmm1 {%k1}
	vmovups	%zmm1, 68008(%rsp,%rdx,4)
	vmovaps	%zmm18, %zmm1
	vpermt2ps	%zmm15, %zmm28, %zmm1
	vinsertf32x4	$0, %xmm1, %zmm5, %zmm1
	vmovaps	%zmm12, %zmm1 {%k1}
	vmovups	%zmm1, 68264(%rsp,%rdx,4)
	vmovaps	%zmm18, %zmm1
	vpermt2ps	%zmm15, %zmm29, %zmm1
	vinsertf32x4	$0, %xmm1, %zmm10, %zmm1
	vmovaps	%zmm0, %zmm1 {%k1}
	vmovups	%zmm1, 68520(%rsp,%rdx,4)
	vpermt2ps	%zmm15, %zmm21, %zmm18
	vinsertf32x4	$0, %xmm18, %zmm14, %zmm0
	vmovaps	%zmm8, %zmm0 {%k1}
	vmovups	%zmm0, 68776(%rsp,%rdx,4)
	addq	$16, %rdx
	addq	$448, %r10
	cmpq	$48, %rdx
	jb	.LBB0_35
	jmp	.LBB0_14
.LBB0_42:
	movq	$-8, %rdx
	xorl	%r10d, %r10d
	movq	32(%rsp), %rax
	movq	-16(%rsp), %rsi
	.p2align	4
.LBB0_43:
	vmovups	256(%rsi,%r10), %zmm0
	vmovups	320(%rsi,%r10), %ymm1
	vmovups	(%rsi,%r10), %zmm2
	vmovups	64(%rsi,%r10), %zmm5
	vmovups	128(%rsi,%r10), %zmm3
	vmovups	192(%rsi,%r10), %zmm4
	vmovaps	%zmm3, %zmm6
	vbroadcastf128	.LCPI0_968(%rip), %ymm13
	vpermt2ps	%zmm4, %zmm13, %zmm6
	vmovaps	%zmm2, %zmm7
	vmovaps	.LCPI0_168(%rip), %xmm14
	vpermt2ps	%zmm5, %zmm14, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm8
	vmovups	288(%rsi,%r10), %ymm9
	vmovups	256(%rsi,%r10), %ymm6
	vblendps	$240, %ymm9, %ymm6, %ymm10
	vmovaps	.LCPI0_169(%rip), %ymm15
	vpermt2ps	%ymm10, %ymm15, %ymm8
	vbroadcastss	324(%rsi,%r10), %ymm7
	vmovups	%ymm8, 34440(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm8
	vbroadcastf32x4	.LCPI0_969(%rip), %ymm16
	vpermt2ps	%zmm4, %zmm16, %zmm8
	vmovaps	%zmm2, %zmm11
	vmovaps	.LCPI0_171(%rip), %xmm17
	vpermt2ps	%zmm5, %zmm17, %zmm11
	vblendps	$248, %ymm8, %ymm11, %ymm8
	vmovaps	.LCPI0_172(%rip), %ymm18
	vpermt2ps	%ymm10, %ymm18, %ymm8
	vmovups	%ymm8, 34696(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm8
	vbroadcastf32x4	.LCPI0_970(%rip), %ymm19
	vpermt2ps	%zmm4, %zmm19, %zmm8
	vmovaps	%zmm2, %zmm10
	vmovaps	.LCPI0_174(%rip), %xmm20
	vpermt2ps	%zmm5, %zmm20, %zmm10
	vblendps	$248, %ymm8, %ymm10, %ymm8
	vshufps	$3, %ymm6, %ymm9, %ymm9
	vmovaps	.LCPI0_175(%rip), %ymm12
	vpermt2ps	%ymm9, %ymm12, %ymm8
	vmovups	%ymm8, 34952(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm8
	vbroadcastf32x4	.LCPI0_971(%rip), %ymm21
	vpermt2ps	%zmm4, %zmm21, %zmm8
	vmovaps	%zmm2, %zmm9
	vmovaps	.LCPI0_177(%rip), %xmm22
	vpermt2ps	%zmm5, %zmm22, %zmm9
	vblendps	$248, %ymm8, %ymm9, %ymm8
	vblendps	$240, %ymm6, %ymm1, %ymm9
	vmovaps	.LCPI0_178(%rip), %ymm23
	vpermt2ps	%ymm9, %ymm23, %ymm8
	vmovups	%ymm8, 35208(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm8
	vbroadcastf32x4	.LCPI0_972(%rip), %ymm24
	vpermt2ps	%zmm3, %zmm24, %zmm8
	vmovaps	%zmm2, %zmm10
	vmovaps	.LCPI0_180(%rip), %xmm25
	vpermt2ps	%zmm5, %zmm25, %zmm10
	vblendps	$248, %ymm8, %ymm10, %ymm8
	vblendps	$128, %ymm7, %ymm6, %ymm6
	vblendps	$192, %ymm6, %ymm8, %ymm6
	vmovups	%ymm6, 35464(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vbroadcastf32x4	.LCPI0_973(%rip), %ymm26
	vpermt2ps	%zmm3, %zmm26, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_182(%rip), %xmm27
	vpermt2ps	%zmm2, %zmm27, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	.LCPI0_183(%rip), %ymm28
	vpermt2ps	%ymm9, %ymm28, %ymm6
	vmovups	%ymm6, 35720(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vbroadcastf32x4	.LCPI0_974(%rip), %ymm29
	vpermt2ps	%zmm3, %zmm29, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_185(%rip), %xmm30
	vpermt2ps	%zmm2, %zmm30, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastsd	.LCPI0_975(%rip), %ymm31
	vpermt2ps	%zmm1, %zmm31, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 35976(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_976(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_188(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastsd	.LCPI0_977(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 36232(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_978(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_191(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastsd	.LCPI0_979(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 36488(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vmovaps	.LCPI0_193(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_194(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastf128	.LCPI0_980(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 36744(%rsp,%rdx,4)
	vmovddup	.LCPI0_979(%rip), %xmm6
	vpermt2ps	%zmm5, %zmm6, %zmm2
	vbroadcastf128	.LCPI0_981(%rip), %ymm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vblendps	$3, %ymm2, %ymm3, %ymm2
	vbroadcastf128	.LCPI0_982(%rip), %ymm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vblendps	$224, %ymm0, %ymm2, %ymm0
	vmovups	%ymm0, 37000(%rsp,%rdx,4)
	vmovups	256(%rax,%r10), %zmm0
	vmovups	320(%rax,%r10), %ymm1
	vmovups	(%rax,%r10), %zmm2
	vmovups	64(%rax,%r10), %zmm5
	vmovups	128(%rax,%r10), %zmm3
	vmovups	192(%rax,%r10), %zmm4
	vmovaps	%zmm3, %zmm6
	vpermt2ps	%zmm4, %zmm13, %zmm6
	vmovaps	%zmm2, %zmm7
	vpermt2ps	%zmm5, %zmm14, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm8
	vmovups	288(%rax,%r10), %ymm9
	vmovups	256(%rax,%r10), %ymm6
	vblendps	$240, %ymm9, %ymm6, %ymm10
	vpermt2ps	%ymm10, %ymm15, %ymm8
	vbroadcastss	324(%rax,%r10), %ymm7
	vmovups	%ymm8, 67208(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm8
	vpermt2ps	%zmm4, %zmm16, %zmm8
	vmovaps	%zmm2, %zmm11
	vpermt2ps	%zmm5, %zmm17, %zmm11
	vblendps	$248, %ymm8, %ymm11, %ymm8
	vpermt2ps	%ymm10, %ymm18, %ymm8
	vmovups	%ymm8, 67464(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm8
	vpermt2ps	%zmm4, %zmm19, %zmm8
	vmovaps	%zmm2, %zmm10
	vpermt2ps	%zmm5, %zmm20, %zmm10
	vblendps	$248, %ymm8, %ymm10, %ymm8
	vshufps	$3, %ymm6, %ymm9, %ymm9
	vpermt2ps	%ymm9, %ymm12, %ymm8
	vmovups	%ymm8, 67720(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm8
	vpermt2ps	%zmm4, %zmm21, %zmm8
	vmovaps	%zmm2, %zmm9
	vpermt2ps	%zmm5, %zmm22, %zmm9
	vblendps	$248, %ymm8, %ymm9, %ymm8
	vblendps	$240, %ymm6, %ymm1, %ymm9
	vpermt2ps	%ymm9, %ymm23, %ymm8
	vmovups	%ymm8, 67976(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm8
	vpermt2ps	%zmm3, %zmm24, %zmm8
	vmovaps	%zmm2, %zmm10
	vpermt2ps	%zmm5, %zmm25, %zmm10
	vblendps	$248, %ymm8, %ymm10, %ymm8
	vblendps	$128, %ymm7, %ymm6, %ymm6
	vblendps	$192, %ymm6, %ymm8, %ymm6
	vmovups	%ymm6, 68232(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vpermt2ps	%zmm3, %zmm26, %zmm6
	vmovaps	%zmm5, %zmm7
	vpermt2ps	%zmm2, %zmm27, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vpermt2ps	%ymm9, %ymm28, %ymm6
	vmovups	%ymm6, 68488(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vpermt2ps	%zmm3, %zmm29, %zmm6
	vmovaps	%zmm5, %zmm7
	vpermt2ps	%zmm2, %zmm30, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vpermt2ps	%zmm1, %zmm31, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 68744(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_976(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_188(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastsd	.LCPI0_977(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 69000(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_978(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_191(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastsd	.LCPI0_979(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 69256(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vmovaps	.LCPI0_193(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_194(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastf128	.LCPI0_980(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 69512(%rsp,%rdx,4)
	vmovddup	.LCPI0_979(%rip), %xmm6
	vpermt2ps	%zmm5, %zmm6, %zmm2
	vbroadcastf128	.LCPI0_981(%rip), %ymm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vblendps	$3, %ymm2, %ymm3, %ymm2
	vbroadcastf128	.LCPI0_982(%rip), %ymm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vblendps	$224, %ymm0, %ymm2, %ymm0
	vmovups	%ymm0, 69768(%rsp,%rdx,4)
	addq	$8, %rdx
	addq	$352, %r10
	cmpq	$56, %rdx
	jb	.LBB0_43
	jmp	.LBB0_14
.LBB0_38:
	movq	$-8, %rdx
	xorl	%r10d, %r10d
	movq	288(%rsp), %rax
	movq	280(%rsp), %rsi
	.p2align	4
.LBB0_39:
	vmovups	256(%rsi,%r10), %ymm0
	vmovups	(%rsi,%r10), %zmm3
	vmovups	64(%rsi,%r10), %zmm1
	vmovups	128(%rsi,%r10), %zmm2
	vmovups	192(%rsi,%r10), %zmm4
	vmovaps	%zmm2, %zmm5
	vbroadcastf128	.LCPI0_224(%rip), %ymm14
	vpermt2ps	%zmm4, %zmm14, %zmm5
	vmovaps	%zmm3, %zmm6
	vmovaps	.LCPI0_223(%rip), %xmm15
	vpermt2ps	%zmm1, %zmm15, %zmm6
	vbroadcastss	260(%rsi,%r10), %ymm11
	vbroadcastss	264(%rsi,%r10), %ymm10
	vblendps	$240, %ymm5, %ymm6, %ymm12
	vmovaps	%zmm3, %zmm8
	vmovaps	.LCPI0_224(%rip), %xmm16
	vpermt2ps	%zmm1, %zmm16, %zmm8
	vinsertf128	$1, 256(%rsi,%r10), %ymm8, %ymm9
	vbroadcastss	272(%rsi,%r10), %ymm7
	vbroadcastss	276(%rsi,%r10), %ymm6
	vbroadcastss	280(%rsi,%r10), %ymm5
	vmovups	%ymm12, 34440(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm12
	vbroadcastf32x4	.LCPI0_983(%rip), %ymm17
	vpermt2ps	%zmm4, %zmm17, %zmm12
	vmovaps	%zmm3, %zmm13
	vmovaps	.LCPI0_226(%rip), %xmm18
	vpermt2ps	%zmm1, %zmm18, %zmm13
	vblendps	$240, %ymm12, %ymm13, %ymm12
	vmovaps	.LCPI0_72(%rip), %ymm19
	vpermt2ps	%ymm0, %ymm19, %ymm12
	vmovups	%ymm12, 34696(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm12
	vbroadcastf32x4	.LCPI0_984(%rip), %ymm20
	vpermt2ps	%zmm4, %zmm20, %zmm12
	vmovaps	%zmm3, %zmm13
	vmovaps	.LCPI0_228(%rip), %xmm21
	vpermt2ps	%zmm1, %zmm21, %zmm13
	vblendps	$240, %ymm12, %ymm13, %ymm12
	vblendps	$128, %ymm11, %ymm12, %ymm11
	vmovups	%ymm11, 34952(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm11
	vbroadcastf32x4	.LCPI0_985(%rip), %ymm22
	vpermt2ps	%zmm2, %zmm22, %zmm11
	vmovaps	%zmm3, %zmm12
	vmovaps	.LCPI0_230(%rip), %xmm23
	vpermt2ps	%zmm1, %zmm23, %zmm12
	vblendps	$240, %ymm11, %ymm12, %ymm11
	vblendps	$128, %ymm10, %ymm11, %ymm10
	vmovups	%ymm10, 35208(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm10
	vbroadcastf32x4	.LCPI0_986(%rip), %ymm24
	vpermt2ps	%zmm2, %zmm24, %zmm10
	vblendps	$240, %ymm10, %ymm8, %ymm8
	vblendps	$136, %ymm9, %ymm8, %ymm8
	vmovups	%ymm8, 35464(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm8
	vmovaps	.LCPI0_232(%rip), %xmm25
	vpermt2ps	%zmm1, %zmm25, %zmm8
	vmovaps	%zmm2, %zmm9
	vbroadcastf32x4	.LCPI0_987(%rip), %ymm26
	vpermt2ps	%zmm4, %zmm26, %zmm9
	vblendps	$7, %ymm8, %ymm9, %ymm8
	vblendps	$128, %ymm7, %ymm8, %ymm7
	vmovups	%ymm7, 35720(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm7
	vmovaps	.LCPI0_234(%rip), %xmm27
	vpermt2ps	%zmm1, %zmm27, %zmm7
	vmovaps	%zmm2, %zmm8
	vbroadcastf32x4	.LCPI0_988(%rip), %ymm28
	vpermt2ps	%zmm4, %zmm28, %zmm8
	vblendps	$7, %ymm7, %ymm8, %ymm7
	vblendps	$128, %ymm6, %ymm7, %ymm6
	vmovups	%ymm6, 35976(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm6
	vmovaps	.LCPI0_236(%rip), %xmm29
	vpermt2ps	%zmm3, %zmm29, %zmm6
	vmovaps	%zmm2, %zmm7
	vbroadcastf32x4	.LCPI0_989(%rip), %ymm30
	vpermt2ps	%zmm4, %zmm30, %zmm7
	vblendps	$7, %ymm6, %ymm7, %ymm6
	vblendps	$128, %ymm5, %ymm6, %ymm5
	vmovups	%ymm5, 36232(%rsp,%rdx,4)
	vmovaps	.LCPI0_238(%rip), %xmm31
	vpermt2ps	%zmm3, %zmm31, %zmm1
	vbroadcastf128	.LCPI0_990(%rip), %ymm14
	vpermt2ps	%zmm4, %zmm14, %zmm2
	vblendps	$7, %ymm1, %ymm2, %ymm1
	vblendps	$128, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 36488(%rsp,%rdx,4)
	vmovups	256(%rax,%r10), %ymm0
	vmovups	(%rax,%r10), %zmm3
	vmovups	64(%rax,%r10), %zmm1
	vmovups	128(%rax,%r10), %zmm2
	vmovups	192(%rax,%r10), %zmm4
	vmovaps	%zmm2, %zmm5
	vbroadcastf128	.LCPI0_224(%rip), %ymm6
	vpermt2ps	%zmm4, %zmm6, %zmm5
	vmovaps	%zmm3, %zmm6
	vpermt2ps	%zmm1, %zmm15, %zmm6
	vblendps	$240, %ymm5, %ymm6, %ymm11
	vbroadcastss	260(%rax,%r10), %ymm12
	vbroadcastss	264(%rax,%r10), %ymm10
	vmovaps	%zmm3, %zmm8
	vpermt2ps	%zmm1, %zmm16, %zmm8
	vinsertf128	$1, 256(%rax,%r10), %ymm8, %ymm9
	vbroadcastss	272(%rax,%r10), %ymm7
	vbroadcastss	276(%rax,%r10), %ymm6
	vbroadcastss	280(%rax,%r10), %ymm5
	vmovups	%ymm11, 67208(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm11
	vpermt2ps	%zmm4, %zmm17, %zmm11
	vmovaps	%zmm3, %zmm13
	vpermt2ps	%zmm1, %zmm18, %zmm13
	vblendps	$240, %ymm11, %ymm13, %ymm11
	vpermt2ps	%ymm0, %ymm19, %ymm11
	vmovups	%ymm11, 67464(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm11
	vpermt2ps	%zmm4, %zmm20, %zmm11
	vmovaps	%zmm3, %zmm13
	vpermt2ps	%zmm1, %zmm21, %zmm13
	vblendps	$240, %ymm11, %ymm13, %ymm11
	vblendps	$128, %ymm12, %ymm11, %ymm11
	vmovups	%ymm11, 67720(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm11
	vpermt2ps	%zmm2, %zmm22, %zmm11
	vmovaps	%zmm3, %zmm12
	vpermt2ps	%zmm1, %zmm23, %zmm12
	vblendps	$240, %ymm11, %ymm12, %ymm11
	vblendps	$128, %ymm10, %ymm11, %ymm10
	vmovups	%ymm10, 67976(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm10
	vpermt2ps	%zmm2, %zmm24, %zmm10
	vblendps	$240, %ymm10, %ymm8, %ymm8
	vblendps	$136, %ymm9, %ymm8, %ymm8
	vmovups	%ymm8, 68232(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm8
	vpermt2ps	%zmm1, %zmm25, %zmm8
	vmovaps	%zmm2, %zmm9
	vpermt2ps	%zmm4, %zmm26, %zmm9
	vblendps	$7, %ymm8, %ymm9, %ymm8
	vblendps	$128, %ymm7, %ymm8, %ymm7
	vmovups	%ymm7, 68488(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm7
	vpermt2ps	%zmm1, %zmm27, %zmm7
	vmovaps	%zmm2, %zmm8
	vpermt2ps	%zmm4, %zmm28, %zmm8
	vblendps	$7, %ymm7, %ymm8, %ymm7
	vblendps	$128, %ymm6, %ymm7, %ymm6
	vmovups	%ymm6, 68744(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm6
	vpermt2ps	%zmm3, %zmm29, %zmm6
	vmovaps	%zmm2, %zmm7
	vpermt2ps	%zmm4, %zmm30, %zmm7
	vblendps	$7, %ymm6, %ymm7, %ymm6
	vblendps	$128, %ymm5, %ymm6, %ymm5
	vmovups	%ymm5, 69000(%rsp,%rdx,4)
	vpermt2ps	%zmm3, %zmm31, %zmm1
	vpermt2ps	%zmm4, %zmm14, %zmm2
	vblendps	$7, %ymm1, %ymm2, %ymm1
	vblendps	$128, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 69256(%rsp,%rdx,4)
	addq	$8, %rdx
	addq	$288, %r10
	cmpq	$56, %rdx
	jb	.LBB0_39
	.p2align	4
.LBB0_14:
	movq	-120(%rsp), %r11
	testq	%r11, %r11
	vmovss	.LCPI0_1(%rip), %xmm14
	vmovaps	.LCPI0_874(%rip), %zmm20
	vmovaps	.LCPI0_875(%rip), %zmm21
	vmovaps	.LCPI0_876(%rip), %zmm22
	vmovaps	.LCPI0_859(%rip), %zmm23
	vmovaps	.LCPI0_860(%rip), %zmm24
	vmovaps	.LCPI0_861(%rip), %zmm25
	vmovaps	.LCPI0_862(%rip), %zmm26
	vmovaps	.LCPI0_863(%rip), %zmm27
	vmovaps	.LCPI0_864(%rip), %zmm28
	vmovaps	.LCPI0_865(%rip), %zmm29
	vmovaps	.LCPI0_866(%rip), %zmm30
	vmovaps	.LCPI0_867(%rip), %zmm31
	vbroadcastss	.LCPI0_0(%rip), %zmm15
	vbroadcastss	.LCPI0_4(%rip), %zmm16
	vbroadcastss	.LCPI0_1(%rip), %zmm17
	je	.LBB0_19
.LBB0_15:
	vmovups	34408(%rsp), %zmm0
	vmovups	34472(%rsp), %zmm1
	vmovups	34536(%rsp), %zmm4
	vmovups	34600(%rsp), %zmm5
	vmulps	%zmm0, %zmm0, %zmm2
	vmulps	%zmm1, %zmm1, %zmm3
	vmulps	%zmm2, %zmm0, %zmm6
	vmulps	%zmm3, %zmm1, %zmm7
	vmulps	%zmm6, %zmm0, %zmm6
	vmulps	%zmm7, %zmm1, %zmm7
	vmulps	%zmm15, %zmm6, %zmm6
	vmulps	%zmm15, %zmm7, %zmm7
	vmulps	%zmm17, %zmm2, %zmm2
	vsubps	%zmm2, %zmm6, %zmm2
	vmulps	%zmm17, %zmm3, %zmm3
	vsubps	%zmm3, %zmm7, %zmm6
	vsubps	67176(%rsp), %zmm0, %zmm0
	vsubps	67240(%rsp), %zmm1, %zmm3
	vmulps	%zmm0, %zmm0, %zmm1
	vmulps	%zmm3, %zmm3, %zmm0
	vxorps	%xmm10, %xmm10, %xmm10
	vaddps	%zmm10, %zmm2, %zmm3
	vaddps	%zmm10, %zmm6, %zmm2
	vmovups	%zmm3, 1128(%rsp)
	vmovups	%zmm2, 1192(%rsp)
	vmovups	%zmm1, 1384(%rsp)
	vmovups	%zmm0, 1448(%rsp)
	vmulps	%zmm4, %zmm4, %zmm6
	vmulps	%zmm5, %zmm5, %zmm7
	vmulps	%zmm6, %zmm4, %zmm8
	vmulps	%zmm7, %zmm5, %zmm9
	vmulps	%zmm8, %zmm4, %zmm8
	vmulps	%zmm9, %zmm5, %zmm9
	vmulps	%zmm15, %zmm8, %zmm8
	vmulps	%zmm15, %zmm9, %zmm9
	vmulps	%zmm17, %zmm6, %zmm6
	vsubps	%zmm6, %zmm8, %zmm6
	vmulps	%zmm17, %zmm7, %zmm7
	vsubps	%zmm7, %zmm9, %zmm7
	vsubps	67304(%rsp), %zmm4, %zmm4
	vsubps	67368(%rsp), %zmm5, %zmm8
	vmulps	%zmm4, %zmm4, %zmm4
	vaddps	%zmm10, %zmm6, %zmm6
	vaddps	%zmm10, %zmm7, %zmm5
	vmovups	%zmm6, 1256(%rsp)
	vmovups	%zmm5, 1320(%rsp)
	vmulps	%zmm8, %zmm8, %zmm7
	vmovups	%zmm4, 1512(%rsp)
	vmovups	%zmm7, 1576(%rsp)
	cmpq	$1, %r11
	je	.LBB0_19
	movl	$448, %edx
	movq	368(%rsp), %r10
	.p2align	4
.LBB0_17:
	vmovups	34216(%rsp,%rdx), %zmm8
	vmovups	34280(%rsp,%rdx), %zmm9
	vmovups	34344(%rsp,%rdx), %zmm10
	vmovups	34408(%rsp,%rdx), %zmm11
	vmulps	%zmm8, %zmm8, %zmm12
	vmulps	%zmm12, %zmm8, %zmm13
	vmulps	%zmm13, %zmm8, %zmm13
	vmulps	%zmm15, %zmm13, %zmm13
	vmulps	%zmm17, %zmm12, %zmm12
	vsubps	%zmm12, %zmm13, %zmm12
	vaddps	%zmm12, %zmm3, %zmm3
	vsubps	66984(%rsp,%rdx), %zmm8, %zmm8
	vmulps	%zmm8, %zmm8, %zmm8
	vaddps	%zmm1, %zmm8, %zmm1
	vmulps	%zmm9, %zmm9, %zmm8
	vmulps	%zmm8, %zmm9, %zmm12
	vmulps	%zmm12, %zmm9, %zmm12
	vmulps	%zmm15, %zmm12, %zmm12
	vmulps	%zmm17, %zmm8, %zmm8
	vsubps	%zmm8, %zmm12, %zmm8
	vaddps	%zmm8, %zmm2, %zmm2
	vsubps	67048(%rsp,%rdx), %zmm9, %zmm8
	vmulps	%zmm8, %zmm8, %zmm8
	vaddps	%zmm0, %zmm8, %zmm0
	vmulps	%zmm10, %zmm10, %zmm8
	vmulps	%zmm8, %zmm10, %zmm9
	vmulps	%zmm9, %zmm10, %zmm9
	vmulps	%zmm15, %zmm9, %zmm9
	vmulps	%zmm17, %zmm8, %zmm8
	vsubps	%zmm8, %zmm9, %zmm8
	vaddps	%zmm8, %zmm6, %zmm6
	vsubps	67112(%rsp,%rdx), %zmm10, %zmm8
	vmulps	%zmm8, %zmm8, %zmm8
	vaddps	%zmm4, %zmm8, %zmm4
	vmulps	%zmm11, %zmm11, %zmm8
	vmulps	%zmm8, %zmm11, %zmm9
	vmulps	%zmm9, %zmm11, %zmm9
	vmulps	%zmm15, %zmm9, %zmm9
	vmulps	%zmm17, %zmm8, %zmm8
	vsubps	%zmm8, %zmm9, %zmm8
	vaddps	%zmm8, %zmm5, %zmm5
	vsubps	67176(%rsp,%rdx), %zmm11, %zmm8
	vmulps	%zmm8, %zmm8, %zmm8
	vaddps	%zmm7, %zmm8, %zmm7
	addq	$256, %rdx
	decq	%r10
	jne	.LBB0_17
	vmovups	%zmm3, 1128(%rsp)
	vmovups	%zmm1, 1384(%rsp)
	vmovups	%zmm2, 1192(%rsp)
	vmovups	%zmm0, 1448(%rsp)
	vmovups	%zmm6, 1256(%rsp)
	vmovups	%zmm4, 1512(%rsp)
	vmovups	%zmm5, 1320(%rsp)
	vmovups	%zmm7, 1576(%rsp)
.LBB0_19:
	movq	(%rsp), %r11
	cmpq	$4, %r11
	movq	8(%rsp), %r9
	movq	120(%rsp), %rcx
	jae	.LBB0_52
	xorl	%edx, %edx
	movq	-80(%rsp), %r8
	movq	-112(%rsp), %rsi
	vmovaps	.LCPI0_868(%rip), %zmm6
	vmovaps	.LCPI0_869(%rip), %zmm7
	vmovaps	.LCPI0_870(%rip), %zmm8
	vmovups	1056(%rsp), %zmm9
	vmovups	992(%rsp), %zmm10
	vmovups	928(%rsp), %zmm11
	vmovups	864(%rsp), %zmm12
	vmovups	800(%rsp), %zmm13
	movl	$2143289344, %ebx
	jmp	.LBB0_21
	.p2align	4
.LBB0_52:
	cmpq	$32, %r11
	movq	-112(%rsp), %rsi
	vmovaps	.LCPI0_868(%rip), %zmm6
	vmovaps	.LCPI0_869(%rip), %zmm7
	vmovaps	.LCPI0_870(%rip), %zmm8
	vmovups	1056(%rsp), %zmm9
	vmovups	992(%rsp), %zmm10
	vmovups	928(%rsp), %zmm11
	vmovups	864(%rsp), %zmm12
	vmovups	800(%rsp), %zmm13
	vpbroadcastd	.LCPI0_5(%rip), %zmm4
	jae	.LBB0_54
	xorl	%edx, %edx
	movq	-80(%rsp), %r8
	jmp	.LBB0_58
	.p2align	4
.LBB0_54:
	movl	%ecx, %r10d
	andl	$96, %r10d
	movl	%ecx, %edx
	andl	$96, %edx
	xorl	%ebx, %ebx
	vpbroadcastd	.LCPI0_6(%rip), %zmm5
	.p2align	4
.LBB0_55:
	vmulps	1384(%rsp,%rbx,4), %zmm17, %zmm0
	vmulps	1448(%rsp,%rbx,4), %zmm17, %zmm1
	vaddps	1128(%rsp,%rbx,4), %zmm0, %zmm0
	vaddps	1192(%rsp,%rbx,4), %zmm1, %zmm1
	vandps	%zmm16, %zmm0, %zmm2
	vandps	%zmm16, %zmm1, %zmm3
	vpcmpgtd	%zmm4, %zmm2, %k1
	vpcmpgtd	%zmm4, %zmm3, %k2
	vmovdqa32	%zmm5, %zmm0 {%k1}
	vmovdqa32	%zmm5, %zmm1 {%k2}
	vmovdqu64	%zmm0, -64(%rsi,%rbx,4)
	vmovdqu64	%zmm1, (%rsi,%rbx,4)
	addq	$32, %rbx
	cmpq	%rbx, %r10
	jne	.LBB0_55
	cmpq	%rdx, %rcx
	movq	-80(%rsp), %r8
	movl	$2143289344, %ebx
	je	.LBB0_61
	testb	$28, %cl
	je	.LBB0_21
.LBB0_58:
	movq	%rdx, %r10
	movl	%ecx, %ebx
	andl	$124, %ebx
	movl	%ecx, %edx
	andl	$124, %edx
	vbroadcastss	.LCPI0_4(%rip), %xmm2
	vpbroadcastd	.LCPI0_5(%rip), %xmm3
	vbroadcastss	.LCPI0_1(%rip), %xmm4
	.p2align	4
.LBB0_59:
	vmulps	1384(%rsp,%r10,4), %xmm4, %xmm0
	vaddps	1128(%rsp,%r10,4), %xmm0, %xmm0
	vandps	%xmm2, %xmm0, %xmm1
	vpcmpgtd	%xmm3, %xmm1, %k1
	vpbroadcastd	.LCPI0_6(%rip), %xmm0 {%k1}
	vmovdqu	%xmm0, (%r9,%r10,4)
	addq	$4, %r10
	cmpq	%r10, %rbx
	jne	.LBB0_59
	cmpq	%rdx, %rcx
	movl	$2143289344, %ebx
	je	.LBB0_61
	.p2align	4
.LBB0_21:
	vmulss	1384(%rsp,%rdx,4), %xmm14, %xmm0
	vaddss	1128(%rsp,%rdx,4), %xmm0, %xmm0
	vmovd	%xmm0, %eax
	movl	%eax, %r10d
	andl	$2147483647, %r10d
	cmpl	$2139095041, %r10d
	cmovael	%ebx, %eax
	movl	%eax, (%r9,%rdx,4)
	incq	%rdx
	cmpq	%rdx, %rcx
	jne	.LBB0_21
.LBB0_61:
	cmpq	$0, -120(%rsp)
	vmovaps	%zmm15, %zmm19
	vpbroadcastd	.LCPI0_6(%rip), %zmm15
	vmovaps	%zmm16, %zmm18
	vbroadcastss	.LCPI0_3(%rip), %zmm16
	je	.LBB0_64
	movl	$192, %ecx
	movq	-120(%rsp), %rdx
	.p2align	4
.LBB0_63:
	vmovups	34216(%rsp,%rcx), %zmm0
	vmovups	34280(%rsp,%rcx), %zmm1
	vmovups	34344(%rsp,%rcx), %zmm2
	vmovups	34408(%rsp,%rcx), %zmm3
	vsubps	66984(%rsp,%rcx), %zmm0, %zmm4
	vaddps	%zmm4, %zmm4, %zmm4
	vmulps	%zmm17, %zmm4, %zmm4
	vaddps	%zmm0, %zmm0, %zmm5
	vmulps	%zmm17, %zmm5, %zmm5
	vsubps	%zmm5, %zmm4, %zmm4
	vmulps	%zmm0, %zmm0, %zmm5
	vmulps	%zmm5, %zmm0, %zmm0
	vpbroadcastd	.LCPI0_5(%rip), %zmm5
	vmulps	%zmm16, %zmm0, %zmm0
	vmulps	%zmm19, %zmm0, %zmm0
	vaddps	%zmm4, %zmm0, %zmm0
	vandps	%zmm18, %zmm0, %zmm4
	vpcmpgtd	%zmm5, %zmm4, %k1
	vmovdqa32	%zmm15, %zmm0 {%k1}
	vmovdqu64	%zmm0, 1448(%rsp,%rcx)
	vsubps	67048(%rsp,%rcx), %zmm1, %zmm0
	vaddps	%zmm0, %zmm0, %zmm0
	vmulps	%zmm17, %zmm0, %zmm0
	vaddps	%zmm1, %zmm1, %zmm4
	vmulps	%zmm17, %zmm4, %zmm4
	vsubps	%zmm4, %zmm0, %zmm0
	vmulps	%zmm1, %zmm1, %zmm4
	vmulps	%zmm4, %zmm1, %zmm1
	vmulps	%zmm16, %zmm1, %zmm1
	vmulps	%zmm19, %zmm1, %zmm1
	vaddps	%zmm0, %zmm1, %zmm0
	vandps	%zmm18, %zmm0, %zmm1
	vpcmpgtd	%zmm5, %zmm1, %k1
	vmovdqa32	%zmm15, %zmm0 {%k1}
	vmovdqu64	%zmm0, 1512(%rsp,%rcx)
	vsubps	67112(%rsp,%rcx), %zmm2, %zmm0
	vaddps	%zmm0, %zmm0, %zmm0
	vmulps	%zmm17, %zmm0, %zmm0
	vaddps	%zmm2, %zmm2, %zmm1
	vmulps	%zmm17, %zmm1, %zmm1
	vsubps	%zmm1, %zmm0, %zmm0
	vmulps	%zmm2, %zmm2, %zmm1
	vmulps	%zmm1, %zmm2, %zmm1
	vmulps	%zmm16, %zmm1, %zmm1
	vmulps	%zmm19, %zmm1, %zmm1
	vaddps	%zmm0, %zmm1, %zmm0
	vandps	%zmm18, %zmm0, %zmm1
	vpcmpgtd	%zmm5, %zmm1, %k1
	vmovdqa32	%zmm15, %zmm0 {%k1}
	vmovdqu64	%zmm0, 1576(%rsp,%rcx)
	vsubps	67176(%rsp,%rcx), %zmm3, %zmm0
	vaddps	%zmm0, %zmm0, %zmm0
	vmulps	%zmm17, %zmm0, %zmm0
	vaddps	%zmm3, %zmm3, %zmm1
	vmulps	%zmm17, %zmm1, %zmm1
	vsubps	%zmm1, %zmm0, %zmm0
	vmulps	%zmm3, %zmm3, %zmm1
	vmulps	%zmm1, %zmm3, %zmm1
	vmulps	%zmm16, %zmm1, %zmm1
	vmulps	%zmm19, %zmm1, %zmm1
	vaddps	%zmm0, %zmm1, %zmm0
	vandps	%zmm18, %zmm0, %zmm1
	vpcmpgtd	%zmm5, %zmm1, %k1
	vmovdqa32	%zmm15, %zmm0 {%k1}
	vmovdqu64	%zmm0, 1640(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_63
.LBB0_64:
	movq	128(%rsp), %rdx
	cmpq	$14, %rdx
	movq	-40(%rsp), %r10
	movb	$8, %r9b
	movb	$4, %bl
	ja	.LBB0_66
	leaq	.LJTI0_1(%rip), %rcx
	movslq	(%rcx,%rdx,4), %rax
	addq	%rcx, %rax
	movq	-104(%rsp), %rdx
	vbroadcastss	.LCPI0_0(%rip), %zmm15
	vbroadcastss	.LCPI0_4(%rip), %zmm16
	vbroadcastss	.LCPI0_1(%rip), %zmm17
	vmovapd	.LCPI0_391(%rip), %zmm18
	vmovapd	.LCPI0_378(%rip), %zmm19
	jmpq	*%rax
.LBB0_75:
	movq	$-16, %rax
	.p2align	4
.LBB0_76:
	vmovups	1704(%rsp,%rax,4), %zmm0
	vmovups	%zmm0, 64(%rdx,%rax,4)
	addq	$16, %rax
	cmpq	$48, %rax
	jb	.LBB0_76
	jmp	.LBB0_74
.LBB0_103:
	movq	$-8, %rax
	movq	104(%rsp), %rcx
	.p2align	4
.LBB0_104:
	vbroadcastf64x4	1672(%rsp,%rax,4), %zmm0
	vmovups	1928(%rsp,%rax,4), %ymm1
	vmovupd	2184(%rsp,%rax,4), %ymm2
	vmovdqa64	%zmm0, %zmm3
	vbroadcastf32x4	.LCPI0_991(%rip), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm3
	vmovaps	%ymm1, %ymm4
	vmovdqa	%ymm0, %ymm5
	vmovddup	.LCPI0_322(%rip), %xmm6
	vpermt2ps	%ymm1, %ymm6, %ymm5
	vpunpckldq	%ymm1, %ymm0, %ymm6
	vbroadcastss	1932(%rsp,%rax,4), %xmm7
	vmovups	1928(%rsp,%rax,4), %xmm8
	vbroadcastsd	.LCPI0_319(%rip), %ymm9
	vpermt2ps	%ymm0, %ymm9, %ymm1
	vinsertf64x4	$1, %ymm1, %zmm0, %zmm1
	vinsertps	$179, %xmm8, %xmm0, %xmm9
	vinsertf128	$1, %xmm9, %ymm0, %ymm9
	vmovddup	.LCPI0_321(%rip), %xmm10
	vpermt2ps	%ymm0, %ymm10, %ymm4
	vinsertf64x4	$1, %ymm4, %zmm0, %zmm4
	vinsertf64x4	$1, %ymm9, %zmm7, %zmm7
	vinserti64x4	$1, %ymm6, %zmm0, %zmm6
	vshufps	$255, %xmm8, %xmm0, %xmm0
	vinsertf128	$1, %xmm0, %ymm0, %ymm0
	vbroadcasti32x4	.LCPI0_323(%rip), %zmm8
	vinsertf64x4	$1, %ymm0, %zmm0, %zmm0
	vbroadcasti32x4	.LCPI0_324(%rip), %zmm9
	vpermi2pd	%zmm2, %zmm6, %zmm9
	vbroadcasti32x4	.LCPI0_325(%rip), %zmm6
	vpermi2ps	%zmm0, %zmm2, %zmm8
	vpermi2ps	%zmm2, %zmm1, %zmm6
	vbroadcasti32x4	.LCPI0_326(%rip), %zmm0
	vbroadcasti32x4	.LCPI0_327(%rip), %zmm1
	vinserti64x4	$1, %ymm5, %zmm0, %zmm5
	vpermi2pd	%zmm2, %zmm5, %zmm0
	vpermi2ps	%zmm2, %zmm4, %zmm1
	vbroadcasti64x4	.LCPI0_328(%rip), %zmm4
	vmovups	2440(%rsp,%rax,4), %ymm5
	movw	$2, %r8w
	kmovd	%r8d, %k1
	vmovaps	%zmm2, %zmm7 {%k1}
	vpermi2pd	%zmm2, %zmm3, %zmm4
	vbroadcasti64x4	.LCPI0_329(%rip), %zmm2
	vbroadcasti64x4	.LCPI0_330(%rip), %zmm3
	vpermi2ps	%zmm5, %zmm4, %zmm2
	vpermi2ps	%zmm5, %zmm7, %zmm3
	vbroadcasti64x4	.LCPI0_331(%rip), %zmm4
	vbroadcasti32x4	.LCPI0_332(%rip), %zmm7
	vpermi2ps	%zmm5, %zmm1, %zmm4
	vpermi2ps	%zmm5, %zmm0, %zmm7
	vbroadcasti32x4	.LCPI0_333(%rip), %zmm0
	vbroadcasti64x4	.LCPI0_334(%rip), %zmm1
	vpermi2ps	%zmm5, %zmm6, %zmm0
	vpermi2ps	%zmm5, %zmm9, %zmm1
	vbroadcasti64x4	.LCPI0_335(%rip), %zmm6
	vmovups	2696(%rsp,%rax,4), %ymm9
	vpermi2ps	%zmm5, %zmm8, %zmm6
	movb	$2, %r8b
	kmovd	%r8d, %k1
	vbroadcasti64x4	.LCPI0_336(%rip), %zmm8
	vbroadcasti64x4	.LCPI0_337(%rip), %zmm10
	vpermi2ps	%zmm9, %zmm1, %zmm8
	vpermi2ps	%zmm9, %zmm0, %zmm10
	vbroadcasti64x4	.LCPI0_338(%rip), %zmm1
	vbroadcasti64x4	.LCPI0_339(%rip), %zmm11
	vpermi2pd	%zmm9, %zmm7, %zmm1
	vpermi2ps	%zmm9, %zmm4, %zmm11
	vbroadcasti64x4	.LCPI0_340(%rip), %zmm4
	vinsertf32x4	$1, 2696(%rsp,%rax,4), %zmm2, %zmm0
	vmovapd	%zmm9, %zmm6 {%k1}
	vpermi2ps	%zmm9, %zmm3, %zmm4
	vmovups	2952(%rsp,%rax,4), %ymm3
	vbroadcasti64x4	.LCPI0_341(%rip), %zmm5
	vpermi2ps	%zmm3, %zmm0, %zmm5
	vbroadcasti64x4	.LCPI0_342(%rip), %zmm0
	vpermi2ps	%zmm3, %zmm6, %zmm0
	vbroadcasti64x4	.LCPI0_343(%rip), %zmm7
	vpermi2ps	%zmm3, %zmm4, %zmm7
	vbroadcasti64x4	.LCPI0_344(%rip), %zmm9
	vpermi2ps	%zmm3, %zmm11, %zmm9
	vbroadcasti64x4	.LCPI0_345(%rip), %zmm6
	vpermi2ps	%zmm3, %zmm1, %zmm6
	vbroadcasti64x4	.LCPI0_346(%rip), %zmm1
	vbroadcasti64x4	.LCPI0_347(%rip), %zmm2
	vpermi2ps	%zmm3, %zmm8, %zmm2
	vpermi2ps	%zmm3, %zmm10, %zmm1
	vmovups	3208(%rsp,%rax,4), %ymm8
	movw	$8, %r8w
	kmovd	%r8d, %k1
	vmovaps	%zmm8, %zmm2 {%k1}
	vbroadcasti64x4	.LCPI0_349(%rip), %zmm4
	vmovapd	.LCPI0_348(%rip), %zmm3
	vpermt2pd	%zmm8, %zmm3, %zmm1
	vpermi2ps	%zmm8, %zmm6, %zmm4
	vbroadcasti64x4	.LCPI0_350(%rip), %zmm6
	vbroadcasti64x4	.LCPI0_351(%rip), %zmm3
	vpermi2ps	%zmm8, %zmm9, %zmm6
	vpermi2ps	%zmm8, %zmm7, %zmm3
	vmovapd	.LCPI0_352(%rip), %zmm7
	vpermt2pd	%zmm8, %zmm7, %zmm0
	vmovapd	.LCPI0_353(%rip), %zmm7
	vpermt2pd	%zmm8, %zmm7, %zmm5
	vmovups	3464(%rsp,%rax,4), %ymm7
	vmovaps	.LCPI0_354(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm5
	vmovaps	.LCPI0_355(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm2
	vmovaps	.LCPI0_356(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm0
	vmovaps	.LCPI0_357(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm3
	vmovaps	.LCPI0_358(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm6
	vmovaps	.LCPI0_359(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm4
	vmovaps	.LCPI0_360(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm1
	vmovupd	3720(%rsp,%rax,4), %ymm8
	kmovd	%ebx, %k1
	vmovapd	%zmm8, %zmm1 {%k1}
	vmovaps	.LCPI0_363(%rip), %zmm7
	vpermt2ps	%zmm8, %zmm7, %zmm3
	vmovapd	.LCPI0_364(%rip), %zmm7
	vpermt2pd	%zmm8, %zmm7, %zmm0
	vmovaps	.LCPI0_361(%rip), %zmm7
	vpermt2ps	%zmm8, %zmm7, %zmm4
	vmovaps	.LCPI0_365(%rip), %zmm7
	vpermt2ps	%zmm8, %zmm7, %zmm2
	vinsertf32x4	$2, 3720(%rsp,%rax,4), %zmm5, %zmm5
	vmovups	3976(%rsp,%rax,4), %ymm7
	vmovapd	.LCPI0_362(%rip), %zmm9
	vpermt2pd	%zmm8, %zmm9, %zmm6
	vmovaps	.LCPI0_367(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm1
	vmovaps	.LCPI0_368(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm2
	vmovaps	.LCPI0_369(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm0
	vmovaps	.LCPI0_370(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm3
	vmovaps	.LCPI0_371(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm6
	vmovaps	.LCPI0_366(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm5
	vmovaps	.LCPI0_372(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm4
	vmovups	4232(%rsp,%rax,4), %ymm8
	movw	$32, %r8w
	kmovd	%r8d, %k1
	vmovaps	%zmm8, %zmm4 {%k1}
	vmovaps	.LCPI0_374(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm3
	vmovapd	.LCPI0_373(%rip), %zmm9
	vpermt2pd	%zmm8, %zmm9, %zmm6
	vmovapd	.LCPI0_375(%rip), %zmm9
	vpermt2pd	%zmm8, %zmm9, %zmm0
	vmovaps	.LCPI0_376(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm2
	vmovapd	.LCPI0_377(%rip), %zmm9
	vpermt2pd	%zmm8, %zmm9, %zmm1
	vmovups	4488(%rsp,%rax,4), %ymm9
	vpermt2pd	%zmm8, %zmm19, %zmm5
	vmovaps	.LCPI0_380(%rip), %zmm8
	vpermt2ps	%zmm9, %zmm8, %zmm4
	vmovaps	.LCPI0_381(%rip), %zmm8
	vpermt2ps	%zmm9, %zmm8, %zmm1
	vmovaps	.LCPI0_382(%rip), %zmm8
	vpermt2ps	%zmm9, %zmm8, %zmm2
	vmovaps	.LCPI0_383(%rip), %zmm8
	vpermt2ps	%zmm9, %zmm8, %zmm0
	vmovaps	.LCPI0_384(%rip), %zmm8
	vpermt2ps	%zmm9, %zmm8, %zmm3
	vmovaps	.LCPI0_379(%rip), %zmm8
	vpermt2ps	%zmm9, %zmm8, %zmm5
	vmovaps	.LCPI0_385(%rip), %zmm8
	vpermt2ps	%zmm9, %zmm8, %zmm6
	vmovups	4744(%rsp,%rax,4), %ymm8
	kmovd	%r9d, %k1
	vmovaps	.LCPI0_386(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm3
	vmovapd	.LCPI0_387(%rip), %zmm9
	vpermt2pd	%zmm8, %zmm9, %zmm0
	vmovapd	%zmm8, %zmm6 {%k1}
	vmovaps	.LCPI0_388(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm2
	vmovapd	.LCPI0_389(%rip), %zmm9
	vpermt2pd	%zmm8, %zmm9, %zmm1
	vmovaps	.LCPI0_390(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm4
	vbroadcastss	3492(%rsp,%rax,4), %xmm9
	vpermt2pd	%zmm8, %zmm18, %zmm5
	vbroadcastss	3748(%rsp,%rax,4), %ymm8
	vblendps	$2, %xmm8, %xmm9, %xmm8
	vmovups	5000(%rsp,%rax,4), %ymm9
	vmovaps	.LCPI0_393(%rip), %zmm10
	vpermt2ps	%zmm9, %zmm10, %zmm6
	vmovaps	.LCPI0_394(%rip), %zmm10
	vpermt2ps	%zmm9, %zmm10, %zmm4
	vmovaps	.LCPI0_395(%rip), %zmm10
	vpermt2ps	%zmm9, %zmm10, %zmm1
	vmovaps	.LCPI0_396(%rip), %zmm10
	vpermt2ps	%zmm9, %zmm10, %zmm2
	vmovaps	.LCPI0_397(%rip), %zmm10
	vpermt2ps	%zmm9, %zmm10, %zmm0
	vmovaps	.LCPI0_398(%rip), %zmm10
	vpermt2ps	%zmm9, %zmm10, %zmm3
	vmovaps	.LCPI0_392(%rip), %zmm10
	vpermt2ps	%zmm9, %zmm10, %zmm5
	vmovaps	.LCPI0_406(%rip), %xmm9
	vpermt2ps	%ymm8, %ymm9, %ymm7
	vbroadcastss	4260(%rsp,%rax,4), %ymm8
	vblendps	$8, %xmm8, %xmm7, %xmm7
	vbroadcastss	4516(%rsp,%rax,4), %ymm8
	vblendps	$240, %ymm8, %ymm7, %ymm7
	vbroadcastss	4772(%rsp,%rax,4), %ymm8
	vblendps	$32, %ymm8, %ymm7, %ymm7
	vbroadcastss	5028(%rsp,%rax,4), %ymm8
	vblendps	$192, %ymm8, %ymm7, %ymm7
	vmovups	5256(%rsp,%rax,4), %ymm8
	vblendps	$128, %ymm8, %ymm7, %ymm7
	vmovups	%ymm7, 448(%rcx)
	vmovaps	.LCPI0_404(%rip), %zmm7
	vpermt2ps	%zmm8, %zmm7, %zmm6
	vmovups	%zmm6, 384(%rcx)
	vmovaps	.LCPI0_403(%rip), %zmm6
	vpermt2ps	%zmm8, %zmm6, %zmm4
	vmovups	%zmm4, 320(%rcx)
	vmovaps	.LCPI0_401(%rip), %zmm4
	vpermt2ps	%zmm8, %zmm4, %zmm2
	vmovups	%zmm2, 192(%rcx)
	vmovaps	.LCPI0_402(%rip), %zmm2
	vpermt2ps	%zmm8, %zmm2, %zmm1
	vmovups	%zmm1, 256(%rcx)
	vmovaps	.LCPI0_400(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm0
	vmovups	%zmm0, 128(%rcx)
	vmovaps	.LCPI0_405(%rip), %zmm0
	vpermt2ps	%zmm8, %zmm0, %zmm5
	vmovups	%zmm5, (%rcx)
	vmovaps	.LCPI0_399(%rip), %zmm0
	vpermt2ps	%zmm8, %zmm0, %zmm3
	vmovups	%zmm3, 64(%rcx)
	addq	$8, %rax
	addq	$480, %rcx
	cmpq	$56, %rax
	jb	.LBB0_104
	jmp	.LBB0_74
.LBB0_97:
	movq	$-8, %rax
	movq	64(%rsp), %rcx
	.p2align	4
.LBB0_98:
	vbroadcastf64x4	1928(%rsp,%rax,4), %zmm2
	vbroadcastf64x4	1672(%rsp,%rax,4), %zmm3
	vbroadcasti64x4	.LCPI0_539(%rip), %zmm0
	vbroadcasti64x4	.LCPI0_540(%rip), %zmm1
	vpermi2ps	%zmm2, %zmm3, %zmm0
	vpermi2ps	%zmm2, %zmm3, %zmm1
	vunpckhps	%ymm2, %ymm3, %ymm4
	vmovaps	%xmm3, %xmm5
	vmovups	2184(%rsp,%rax,4), %ymm6
	vunpckhps	%xmm2, %xmm3, %xmm7
	vinsertf32x4	$2, %xmm7, %zmm0, %zmm7
	vmovups	2440(%rsp,%rax,4), %ymm8
	vbroadcasti64x4	.LCPI0_541(%rip), %zmm9
	vpermi2ps	%zmm6, %zmm1, %zmm9
	vbroadcasti64x4	.LCPI0_542(%rip), %zmm10
	vpermi2ps	%zmm6, %zmm0, %zmm10
	vbroadcasti32x4	.LCPI0_543(%rip), %zmm11
	vpermi2pd	%zmm6, %zmm7, %zmm11
	vbroadcasti32x4	.LCPI0_544(%rip), %zmm0
	vpermi2pd	%zmm6, %zmm4, %zmm0
	vbroadcasti32x4	.LCPI0_545(%rip), %zmm1
	vpermi2ps	%zmm8, %zmm0, %zmm1
	vbroadcasti32x4	.LCPI0_546(%rip), %zmm0
	vpermi2ps	%zmm8, %zmm11, %zmm0
	vbroadcasti64x4	.LCPI0_548(%rip), %zmm4
	vbroadcastsd	.LCPI0_321(%rip), %ymm7
	vpermt2ps	%ymm2, %ymm7, %ymm3
	vshufps	$51, %xmm5, %xmm2, %xmm2
	vbroadcasti128	.LCPI0_550(%rip), %ymm5
	vpermi2ps	%ymm2, %ymm6, %ymm5
	vmovups	2696(%rsp,%rax,4), %ymm7
	vshufps	$244, %ymm6, %ymm3, %ymm3
	vpermi2ps	%zmm8, %zmm10, %zmm4
	vbroadcasti64x4	.LCPI0_549(%rip), %zmm2
	vinsertf32x4	$1, 2696(%rsp,%rax,4), %zmm4, %zmm4
	vpermi2ps	%zmm8, %zmm9, %zmm2
	kmovd	%ebx, %k1
	vinsertf64x4	$1, %ymm7, %zmm3, %zmm3
	vbroadcasti64x4	.LCPI0_551(%rip), %zmm6
	vpermi2ps	%zmm8, %zmm3, %zmm6
	vinsertf64x4	$0, %ymm7, %zmm0, %zmm2 {%k1}
	vinsertf64x4	$1, %ymm7, %zmm5, %zmm3
	vbroadcasti64x4	.LCPI0_553(%rip), %zmm5
	vpermi2ps	%zmm8, %zmm3, %zmm5
	vmovaps	.LCPI0_554(%rip), %zmm3
	vpermt2ps	%zmm7, %zmm3, %zmm1
	vmovaps	.LCPI0_552(%rip), %zmm3
	vpermt2ps	%zmm7, %zmm3, %zmm0
	vmovups	2952(%rsp,%rax,4), %ymm3
	vmovaps	.LCPI0_555(%rip), %zmm7
	vpermt2ps	%zmm3, %zmm7, %zmm1
	vbroadcasti64x4	.LCPI0_556(%rip), %zmm7
	vpermi2ps	%zmm3, %zmm5, %zmm7
	vmovaps	.LCPI0_557(%rip), %zmm5
	vpermt2ps	%zmm3, %zmm5, %zmm0
	vbroadcasti64x4	.LCPI0_558(%rip), %zmm5
	vpermi2ps	%zmm3, %zmm6, %zmm5
	vmovaps	.LCPI0_560(%rip), %zmm6
	vpermt2ps	%zmm3, %zmm6, %zmm2
	vmovaps	.LCPI0_559(%rip), %zmm6
	vpermt2ps	%zmm3, %zmm6, %zmm4
	vmovups	3208(%rsp,%rax,4), %ymm6
	vbroadcasti64x4	.LCPI0_562(%rip), %zmm8
	vbroadcasti64x4	.LCPI0_564(%rip), %zmm9
	vpermi2ps	%zmm6, %zmm5, %zmm8
	vpermi2ps	%zmm6, %zmm7, %zmm9
	vmovups	3464(%rsp,%rax,4), %ymm7
	vbroadcasti64x4	.LCPI0_567(%rip), %zmm3
	vpermi2ps	%zmm7, %zmm9, %zmm3
	vmovapd	.LCPI0_561(%rip), %zmm5
	vpermt2pd	%zmm6, %zmm5, %zmm2
	vmovaps	.LCPI0_563(%rip), %zmm5
	vpermt2ps	%zmm6, %zmm5, %zmm0
	vmovaps	.LCPI0_565(%rip), %zmm5
	vpermt2ps	%zmm6, %zmm5, %zmm1
	vmovaps	.LCPI0_566(%rip), %zmm5
	vpermt2ps	%zmm7, %zmm5, %zmm1
	vmovapd	.LCPI0_505(%rip), %zmm5
	vpermt2pd	%zmm6, %zmm5, %zmm4
	vmovaps	.LCPI0_568(%rip), %zmm5
	vpermt2ps	%zmm7, %zmm5, %zmm0
	vbroadcasti64x4	.LCPI0_569(%rip), %zmm5
	vpermi2ps	%zmm7, %zmm8, %zmm5
	vmovaps	.LCPI0_571(%rip), %zmm6
	vpermt2ps	%zmm7, %zmm6, %zmm2
	vmovaps	.LCPI0_570(%rip), %zmm6
	vpermt2ps	%zmm7, %zmm6, %zmm4
	vmovups	3720(%rsp,%rax,4), %ymm6
	vinsertf32x4	$2, 3720(%rsp,%rax,4), %zmm4, %zmm4
	vmovaps	.LCPI0_573(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm5
	vmovapd	.LCPI0_572(%rip), %zmm7
	vpermt2pd	%zmm6, %zmm7, %zmm2
	vmovaps	.LCPI0_574(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm0
	vmovaps	.LCPI0_575(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm3
	vmovaps	.LCPI0_576(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm1
	vmovups	3976(%rsp,%rax,4), %ymm6
	movw	$32, %r8w
	kmovd	%r8d, %k1
	vmovaps	%zmm6, %zmm1 {%k1}
	vmovaps	.LCPI0_577(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm3
	vmovaps	.LCPI0_578(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm0
	vmovaps	.LCPI0_579(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm5
	vmovupd	4232(%rsp,%rax,4), %ymm7
	vmovaps	.LCPI0_580(%rip), %zmm8
	vpermt2ps	%zmm6, %zmm8, %zmm4
	vmovaps	.LCPI0_581(%rip), %zmm8
	vpermt2ps	%zmm6, %zmm8, %zmm2
	vmovapd	.LCPI0_582(%rip), %zmm6
	vpermt2pd	%zmm7, %zmm6, %zmm2
	vmovaps	.LCPI0_583(%rip), %zmm6
	vpermt2ps	%zmm7, %zmm6, %zmm5
	vmovaps	.LCPI0_584(%rip), %zmm6
	vpermt2ps	%zmm7, %zmm6, %zmm1
	vmovaps	.LCPI0_585(%rip), %zmm6
	vpermt2ps	%zmm7, %zmm6, %zmm0
	vmovapd	.LCPI0_527(%rip), %zmm6
	vpermt2pd	%zmm7, %zmm6, %zmm4
	vmovaps	.LCPI0_586(%rip), %zmm6
	vpermt2ps	%zmm7, %zmm6, %zmm3
	vmovups	4488(%rsp,%rax,4), %ymm6
	vmovaps	.LCPI0_590(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm5
	vmovups	%zmm5, 320(%rcx)
	vmovaps	.LCPI0_589(%rip), %zmm5
	vpermt2ps	%zmm6, %zmm5, %zmm1
	vmovups	%zmm1, 256(%rcx)
	vmovaps	.LCPI0_592(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm2
	vmovups	%zmm2, 192(%rcx)
	vmovaps	.LCPI0_588(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm0
	vmovups	%zmm0, 64(%rcx)
	vmovaps	.LCPI0_591(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm4
	vmovups	%zmm4, (%rcx)
	vmovaps	.LCPI0_587(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm3
	vmovups	%zmm3, 128(%rcx)
	addq	$8, %rax
	addq	$384, %rcx
	cmpq	$56, %rax
	jb	.LBB0_98
	jmp	.LBB0_74
.LBB0_83:
	movq	$-16, %rax
	movq	-56(%rsp), %rcx
	.p2align	4
.LBB0_84:
	vmovups	1704(%rsp,%rax,4), %zmm0
	vmovups	1960(%rsp,%rax,4), %zmm1
	vmovups	2216(%rsp,%rax,4), %zmm2
	vmovaps	%zmm0, %zmm3
	vpermt2ps	%zmm1, %zmm9, %zmm3
	vmovaps	%zmm0, %zmm4
	vpermt2ps	%zmm1, %zmm10, %zmm4
	vmovaps	%zmm0, %zmm5
	vpermt2ps	%zmm1, %zmm11, %zmm5
	vmovaps	%zmm1, %zmm6
	vpermt2ps	%zmm0, %zmm12, %zmm6
	vpermt2ps	%zmm1, %zmm13, %zmm0
	vmovaps	.LCPI0_844(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm0
	vmovaps	.LCPI0_845(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm6
	vmovaps	.LCPI0_846(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm5
	vmovaps	.LCPI0_847(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm4
	vmovaps	.LCPI0_848(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm3
	vmovups	2472(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_849(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm3
	vmovaps	.LCPI0_850(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm4
	vmovaps	.LCPI0_851(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm5
	vmovaps	.LCPI0_852(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm6
	vmovaps	.LCPI0_853(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm0
	vmovups	2728(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_855(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm6
	vmovaps	.LCPI0_856(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm5
	vmovaps	.LCPI0_857(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm4
	vmovaps	.LCPI0_858(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm3
	vmovups	%zmm3, 256(%rcx)
	vmovups	%zmm4, 192(%rcx)
	vmovups	%zmm5, 128(%rcx)
	vmovups	%zmm6, 64(%rcx)
	vmovaps	.LCPI0_854(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm0
	vmovups	%zmm0, (%rcx)
	addq	$16, %rax
	addq	$320, %rcx
	cmpq	$48, %rax
	jb	.LBB0_84
	jmp	.LBB0_74
.LBB0_99:
	movq	$-8, %rax
	movq	72(%rsp), %rcx
	.p2align	4
.LBB0_100:
	vbroadcastf64x4	1928(%rsp,%rax,4), %zmm0
	vbroadcastf64x4	1672(%rsp,%rax,4), %zmm2
	vbroadcasti64x4	.LCPI0_477(%rip), %zmm1
	vpermi2ps	%zmm0, %zmm2, %zmm1
	vmovaps	%ymm0, %ymm3
	vbroadcasti64x4	.LCPI0_479(%rip), %zmm4
	vpermi2ps	%zmm0, %zmm2, %zmm4
	vinsertps	$179, %xmm0, %xmm2, %xmm5
	vunpcklps	%ymm0, %ymm2, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastsd	.LCPI0_478(%rip), %zmm0
	vpermt2ps	%zmm2, %zmm0, %zmm7
	vmovups	2184(%rsp,%rax,4), %ymm8
	vmovups	2440(%rsp,%rax,4), %ymm9
	vbroadcastsd	.LCPI0_321(%rip), %ymm0
	vpermt2ps	%ymm2, %ymm0, %ymm3
	vinsertf64x4	$1, %ymm3, %zmm0, %zmm2
	vbroadcasti64x4	.LCPI0_480(%rip), %zmm0
	vbroadcasti64x4	.LCPI0_481(%rip), %zmm3
	vpermi2ps	%zmm8, %zmm4, %zmm0
	vpermi2ps	%zmm2, %zmm8, %zmm3
	vbroadcasti32x4	.LCPI0_482(%rip), %zmm2
	vbroadcasti32x4	.LCPI0_483(%rip), %zmm4
	vinsertf32x4	$2, %xmm5, %zmm0, %zmm5
	vpermi2pd	%zmm8, %zmm5, %zmm2
	vpermi2ps	%zmm8, %zmm7, %zmm4
	vbroadcasti64x4	.LCPI0_484(%rip), %zmm5
	vmovups	2696(%rsp,%rax,4), %ymm7
	vpermi2ps	%zmm8, %zmm1, %zmm5
	vbroadcasti64x4	.LCPI0_485(%rip), %zmm10
	vpermi2ps	%zmm9, %zmm5, %zmm10
	vbroadcasti32x4	.LCPI0_486(%rip), %zmm5
	vpermi2ps	%zmm9, %zmm4, %zmm5
	vbroadcasti64x4	.LCPI0_487(%rip), %zmm4
	vpermi2ps	%zmm9, %zmm2, %zmm4
	vbroadcasti64x4	.LCPI0_488(%rip), %zmm2
	vpermi2ps	%zmm9, %zmm3, %zmm2
	vbroadcastf64x4	.LCPI0_992(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm0
	vunpcklpd	%ymm8, %ymm6, %ymm3
	vbroadcasti64x4	.LCPI0_490(%rip), %zmm1
	vpermi2ps	%zmm7, %zmm2, %zmm1
	vinsertf64x4	$1, %ymm7, %zmm3, %zmm8
	vbroadcastf64x4	.LCPI0_993(%rip), %zmm2
	vpermt2ps	%zmm9, %zmm2, %zmm8
	vbroadcasti64x4	.LCPI0_492(%rip), %zmm2
	vbroadcasti64x4	.LCPI0_493(%rip), %zmm9
	movw	$32, %r8w
	kmovd	%r8d, %k1
	vpermi2ps	%zmm7, %zmm4, %zmm2
	vinsertf32x4	$1, 2696(%rsp,%rax,4), %zmm10, %zmm6
	vmovups	2952(%rsp,%rax,4), %ymm4
	vmovaps	%zmm7, %zmm0 {%k1}
	vpermi2ps	%zmm7, %zmm5, %zmm9
	vbroadcasti64x4	.LCPI0_495(%rip), %zmm3
	vpermi2ps	%zmm4, %zmm9, %zmm3
	vmovaps	.LCPI0_496(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm0
	vmovaps	.LCPI0_497(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm2
	vbroadcasti64x4	.LCPI0_498(%rip), %zmm5
	vpermi2ps	%zmm4, %zmm8, %zmm5
	vmovupd	3208(%rsp,%rax,4), %ymm7
	vmovaps	.LCPI0_494(%rip), %zmm8
	vpermt2ps	%zmm4, %zmm8, %zmm6
	vmovaps	.LCPI0_499(%rip), %zmm8
	vpermt2ps	%zmm4, %zmm8, %zmm1
	vbroadcasti64x4	.LCPI0_501(%rip), %zmm8
	vpermi2pd	%zmm7, %zmm5, %zmm8
	vmovaps	.LCPI0_502(%rip), %zmm4
	vpermt2ps	%zmm7, %zmm4, %zmm2
	vmovapd	.LCPI0_500(%rip), %zmm4
	vpermt2pd	%zmm7, %zmm4, %zmm1
	vmovaps	.LCPI0_503(%rip), %zmm4
	vpermt2ps	%zmm7, %zmm4, %zmm0
	vmovaps	.LCPI0_504(%rip), %zmm4
	vpermt2ps	%zmm7, %zmm4, %zmm3
	vmovapd	.LCPI0_505(%rip), %zmm4
	vpermt2pd	%zmm7, %zmm4, %zmm6
	vmovups	3464(%rsp,%rax,4), %ymm5
	vmovaps	.LCPI0_507(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm3
	vmovaps	.LCPI0_508(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm0
	vmovaps	.LCPI0_509(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm2
	vbroadcasti64x4	.LCPI0_510(%rip), %zmm4
	vpermi2ps	%zmm5, %zmm8, %zmm4
	vmovaps	.LCPI0_506(%rip), %zmm7
	vpermt2ps	%zmm5, %zmm7, %zmm6
	vmovaps	.LCPI0_511(%rip), %zmm7
	vpermt2ps	%zmm5, %zmm7, %zmm1
	vmovupd	3720(%rsp,%rax,4), %ymm7
	kmovd	%r9d, %k1
	vmovapd	.LCPI0_512(%rip), %zmm8
	vpermt2pd	%zmm7, %zmm8, %zmm4
	vmovaps	.LCPI0_514(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm0
	vmovaps	.LCPI0_513(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm2
	vmovaps	.LCPI0_515(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm3
	vinsertf32x4	$2, 3720(%rsp,%rax,4), %zmm6, %zmm6
	vmovups	3976(%rsp,%rax,4), %ymm8
	vmovapd	%zmm7, %zmm1 {%k1}
	vmovaps	.LCPI0_517(%rip), %zmm7
	vpermt2ps	%zmm8, %zmm7, %zmm3
	vmovaps	.LCPI0_518(%rip), %zmm7
	vpermt2ps	%zmm8, %zmm7, %zmm0
	vmovaps	.LCPI0_519(%rip), %zmm7
	vpermt2ps	%zmm8, %zmm7, %zmm1
	vmovaps	.LCPI0_520(%rip), %zmm7
	vpermt2ps	%zmm8, %zmm7, %zmm2
	vmovaps	.LCPI0_521(%rip), %zmm7
	vpermt2ps	%zmm8, %zmm7, %zmm4
	vmovaps	.LCPI0_516(%rip), %zmm7
	vpermt2ps	%zmm8, %zmm7, %zmm6
	vmovups	4232(%rsp,%rax,4), %ymm7
	vmovaps	.LCPI0_522(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm4
	vmovaps	.LCPI0_523(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm2
	vmovaps	.LCPI0_525(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm0
	vmovapd	.LCPI0_524(%rip), %zmm8
	vpermt2pd	%zmm7, %zmm8, %zmm1
	vmovapd	.LCPI0_526(%rip), %zmm8
	vpermt2pd	%zmm7, %zmm8, %zmm3
	vmovups	4488(%rsp,%rax,4), %ymm8
	vmovaps	.LCPI0_529(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm3
	vmovaps	.LCPI0_530(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm0
	vmovapd	.LCPI0_527(%rip), %zmm9
	vpermt2pd	%zmm7, %zmm9, %zmm6
	vmovaps	.LCPI0_531(%rip), %zmm7
	vpermt2ps	%zmm8, %zmm7, %zmm1
	vmovaps	.LCPI0_532(%rip), %zmm7
	vpermt2ps	%zmm8, %zmm7, %zmm2
	vmovaps	.LCPI0_533(%rip), %zmm7
	vpermt2ps	%zmm8, %zmm7, %zmm4
	vbroadcastss	2980(%rsp,%rax,4), %xmm7
	vmovaps	.LCPI0_528(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm6
	vbroadcastss	3236(%rsp,%rax,4), %ymm8
	vblendps	$2, %xmm8, %xmm7, %xmm7
	vmovaps	.LCPI0_406(%rip), %xmm8
	vpermt2ps	%ymm7, %ymm8, %ymm5
	vbroadcastss	3748(%rsp,%rax,4), %ymm7
	vblendps	$8, %xmm7, %xmm5, %xmm5
	vbroadcastss	4004(%rsp,%rax,4), %ymm7
	vblendps	$240, %ymm7, %ymm5, %ymm5
	vbroadcastss	4260(%rsp,%rax,4), %ymm7
	vblendps	$32, %ymm7, %ymm5, %ymm5
	vbroadcastss	4516(%rsp,%rax,4), %ymm7
	vblendps	$192, %ymm7, %ymm5, %ymm5
	vmovups	4744(%rsp,%rax,4), %ymm7
	vblendps	$128, %ymm7, %ymm5, %ymm5
	vmovups	%ymm5, 384(%rcx)
	vmovaps	.LCPI0_536(%rip), %zmm5
	vpermt2ps	%zmm7, %zmm5, %zmm0
	vmovups	%zmm0, 256(%rcx)
	movw	$8, %r8w
	kmovd	%r8d, %k1
	vmovaps	%zmm7, %zmm4 {%k1}
	vmovups	%zmm4, 192(%rcx)
	vmovaps	.LCPI0_537(%rip), %zmm0
	vpermt2ps	%zmm7, %zmm0, %zmm3
	vmovups	%zmm3, 128(%rcx)
	vmovaps	.LCPI0_535(%rip), %zmm0
	vpermt2ps	%zmm7, %zmm0, %zmm1
	vmovups	%zmm1, 320(%rcx)
	vmovaps	.LCPI0_538(%rip), %zmm0
	vpermt2ps	%zmm7, %zmm0, %zmm6
	vmovups	%zmm6, (%rcx)
	vmovaps	.LCPI0_534(%rip), %zmm0
	vpermt2ps	%zmm7, %zmm0, %zmm2
	vmovups	%zmm2, 64(%rcx)
	addq	$8, %rax
	addq	$416, %rcx
	cmpq	$56, %rax
	jb	.LBB0_100
	jmp	.LBB0_74
.LBB0_93:
	movq	$-8, %rax
	movq	-72(%rsp), %rcx
	.p2align	4
.LBB0_94:
	vbroadcastf64x4	1928(%rsp,%rax,4), %zmm4
	vbroadcastf64x4	1672(%rsp,%rax,4), %zmm2
	vmovdqa64	%zmm2, %zmm0
	vpunpckldq	%ymm4, %ymm2, %ymm3
	vpunpckldq	%zmm4, %zmm2, %zmm1
	vmovdqu	2184(%rsp,%rax,4), %ymm5
	vinserti64x4	$1, %ymm5, %zmm2, %zmm6
	vbroadcastf32x4	.LCPI0_994(%rip), %zmm7
	vpermt2ps	%zmm4, %zmm7, %zmm2
	vbroadcastf32x4	.LCPI0_995(%rip), %zmm7
	vpermt2ps	%zmm4, %zmm7, %zmm0
	vextracti128	$1, %ymm3, %xmm7
	vmovaps	.LCPI0_643(%rip), %zmm3
	vpermt2ps	%zmm5, %zmm3, %zmm0
	vmovapd	.LCPI0_644(%rip), %zmm3
	vpermt2pd	%zmm5, %zmm3, %zmm2
	vmovaps	.LCPI0_645(%rip), %zmm3
	vpermt2ps	%zmm5, %zmm3, %zmm1
	vmovaps	%zmm5, %zmm3
	vinsertf32x4	$2, %xmm7, %zmm0, %zmm5
	vmovaps	.LCPI0_646(%rip), %zmm7
	vpermt2ps	%zmm5, %zmm7, %zmm3
	vmovups	2440(%rsp,%rax,4), %ymm5
	vbroadcastf32x4	.LCPI0_996(%rip), %zmm7
	vpermt2ps	%zmm4, %zmm7, %zmm6
	vbroadcasti32x4	.LCPI0_652(%rip), %zmm4
	vpermi2ps	%zmm5, %zmm6, %zmm4
	vmovups	2696(%rsp,%rax,4), %ymm6
	vmovaps	.LCPI0_649(%rip), %zmm7
	vpermt2ps	%zmm5, %zmm7, %zmm1
	vmovaps	.LCPI0_650(%rip), %zmm7
	vpermt2ps	%zmm5, %zmm7, %zmm2
	vmovaps	.LCPI0_648(%rip), %zmm7
	vpermt2ps	%zmm5, %zmm7, %zmm3
	vmovaps	.LCPI0_651(%rip), %zmm7
	vpermt2ps	%zmm5, %zmm7, %zmm0
	vmovaps	.LCPI0_653(%rip), %zmm5
	vpermt2ps	%zmm6, %zmm5, %zmm4
	vmovaps	.LCPI0_654(%rip), %zmm5
	vpermt2ps	%zmm6, %zmm5, %zmm0
	vmovapd	.LCPI0_655(%rip), %zmm5
	vpermt2pd	%zmm6, %zmm5, %zmm2
	vmovaps	.LCPI0_656(%rip), %zmm5
	vpermt2ps	%zmm6, %zmm5, %zmm1
	vmovaps	.LCPI0_657(%rip), %zmm5
	vpermt2ps	%zmm6, %zmm5, %zmm3
	vmovups	2952(%rsp,%rax,4), %ymm5
	vmovaps	.LCPI0_659(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm1
	vmovaps	.LCPI0_660(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm2
	vmovaps	.LCPI0_661(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm0
	vmovaps	.LCPI0_658(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm3
	vmovaps	.LCPI0_662(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm4
	vmovups	3208(%rsp,%rax,4), %ymm5
	vmovaps	.LCPI0_663(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm4
	vmovaps	.LCPI0_664(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm0
	vmovaps	.LCPI0_665(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm2
	vmovapd	.LCPI0_620(%rip), %zmm6
	vpermt2pd	%zmm5, %zmm6, %zmm1
	vmovaps	.LCPI0_666(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm3
	vmovups	3464(%rsp,%rax,4), %ymm5
	vmovaps	.LCPI0_668(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm1
	vmovaps	.LCPI0_667(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm3
	vmovaps	.LCPI0_669(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm2
	vmovaps	.LCPI0_670(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm0
	vmovaps	.LCPI0_671(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm4
	vmovups	3720(%rsp,%rax,4), %ymm5
	vmovaps	.LCPI0_672(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm4
	vmovaps	.LCPI0_673(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm0
	vmovaps	.LCPI0_674(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm2
	vmovapd	.LCPI0_630(%rip), %zmm6
	vpermt2pd	%zmm5, %zmm6, %zmm1
	vmovaps	.LCPI0_468(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm3
	vmovups	3976(%rsp,%rax,4), %ymm5
	vmovaps	.LCPI0_678(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm4
	vmovups	%zmm4, 256(%rcx)
	vmovaps	.LCPI0_677(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm0
	vmovups	%zmm0, 192(%rcx)
	vmovaps	.LCPI0_675(%rip), %zmm0
	vpermt2ps	%zmm5, %zmm0, %zmm1
	vmovups	%zmm1, (%rcx)
	vmovaps	.LCPI0_676(%rip), %zmm0
	vpermt2ps	%zmm5, %zmm0, %zmm2
	vmovups	%zmm2, 64(%rcx)
	vmovaps	.LCPI0_471(%rip), %zmm0
	vpermt2ps	%zmm5, %zmm0, %zmm3
	vmovups	%zmm3, 128(%rcx)
	addq	$8, %rax
	addq	$320, %rcx
	cmpq	$56, %rax
	jb	.LBB0_94
	jmp	.LBB0_74
.LBB0_79:
	movq	$-16, %rax
	movq	%r8, %rcx
	.p2align	4
.LBB0_80:
	vmovups	1704(%rsp,%rax,4), %zmm0
	vmovups	1960(%rsp,%rax,4), %zmm1
	vmovups	2216(%rsp,%rax,4), %zmm2
	vmovaps	%zmm0, %zmm3
	vmovaps	.LCPI0_871(%rip), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm3
	vmovaps	%zmm1, %zmm4
	vmovaps	.LCPI0_872(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm4
	vmovaps	.LCPI0_873(%rip), %zmm5
	vpermt2ps	%zmm1, %zmm5, %zmm0
	vpermt2ps	%zmm2, %zmm21, %zmm4
	vpermt2ps	%zmm2, %zmm22, %zmm3
	vmovups	%zmm3, 128(%rcx)
	vmovups	%zmm4, 64(%rcx)
	vpermt2ps	%zmm2, %zmm20, %zmm0
	vmovups	%zmm0, (%rcx)
	addq	$16, %rax
	addq	$192, %rcx
	cmpq	$48, %rax
	jb	.LBB0_80
	jmp	.LBB0_74
.LBB0_66:
	cmpq	$0, -120(%rsp)
	sete	%al
	movq	16(%rsp), %r9
	testq	%r9, %r9
	sete	%cl
	orb	%al, %cl
	movq	-104(%rsp), %rdx
	vbroadcastss	.LCPI0_0(%rip), %zmm15
	vbroadcastss	.LCPI0_4(%rip), %zmm16
	vbroadcastss	.LCPI0_1(%rip), %zmm17
	jne	.LBB0_74
	movq	144(%rsp), %rax
	imulq	-120(%rsp), %rax
	cmpq	$1, %rax
	jne	.LBB0_105
	xorl	%ecx, %ecx
	jmp	.LBB0_70
.LBB0_81:
	movq	$-16, %rax
	movq	-96(%rsp), %rcx
	.p2align	4
.LBB0_82:
	vmovups	1704(%rsp,%rax,4), %zmm0
	vmovups	1960(%rsp,%rax,4), %zmm1
	vmovups	2216(%rsp,%rax,4), %zmm2
	vmovaps	%zmm0, %zmm3
	vpermt2ps	%zmm1, %zmm23, %zmm3
	vmovaps	%zmm0, %zmm4
	vpermt2ps	%zmm1, %zmm24, %zmm4
	vmovaps	%zmm0, %zmm5
	vpermt2ps	%zmm1, %zmm25, %zmm5
	vpermt2ps	%zmm1, %zmm26, %zmm0
	vpermt2ps	%zmm2, %zmm27, %zmm0
	vpermt2ps	%zmm2, %zmm28, %zmm5
	vpermt2ps	%zmm2, %zmm29, %zmm4
	vpermt2ps	%zmm2, %zmm30, %zmm3
	vmovups	2472(%rsp,%rax,4), %zmm1
	vpermt2ps	%zmm1, %zmm6, %zmm4
	vpermt2ps	%zmm1, %zmm7, %zmm5
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vmovups	%zmm0, 192(%rcx)
	vmovups	%zmm5, 128(%rcx)
	vmovups	%zmm4, 64(%rcx)
	vpermt2ps	%zmm1, %zmm31, %zmm3
	vmovups	%zmm3, (%rcx)
	addq	$16, %rax
	addq	$256, %rcx
	cmpq	$48, %rax
	jb	.LBB0_82
	jmp	.LBB0_74
.LBB0_89:
	movq	$-16, %rax
	movq	88(%rsp), %rcx
	.p2align	4
.LBB0_90:
	vmovups	1704(%rsp,%rax,4), %zmm3
	vmovups	1960(%rsp,%rax,4), %zmm8
	vmovups	2216(%rsp,%rax,4), %zmm9
	vmovaps	%zmm3, %zmm0
	vmovaps	.LCPI0_711(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm0
	vmovaps	%zmm3, %zmm1
	vmovaps	.LCPI0_712(%rip), %zmm2
	vpermt2ps	%zmm8, %zmm2, %zmm1
	vmovaps	%zmm3, %zmm2
	vmovaps	.LCPI0_713(%rip), %zmm4
	vpermt2ps	%zmm8, %zmm4, %zmm2
	vmovaps	%zmm3, %zmm4
	vmovaps	.LCPI0_714(%rip), %zmm5
	vpermt2ps	%zmm8, %zmm5, %zmm4
	vmovaps	%zmm3, %zmm5
	vmovaps	.LCPI0_715(%rip), %zmm6
	vpermt2ps	%zmm8, %zmm6, %zmm5
	vmovaps	%zmm3, %zmm6
	vmovaps	.LCPI0_716(%rip), %zmm7
	vpermt2ps	%zmm8, %zmm7, %zmm6
	vmovaps	%zmm3, %zmm7
	vmovaps	.LCPI0_717(%rip), %zmm10
	vpermt2ps	%zmm8, %zmm10, %zmm7
	vmovaps	.LCPI0_718(%rip), %zmm10
	vpermt2ps	%zmm8, %zmm10, %zmm3
	vmovaps	.LCPI0_719(%rip), %zmm8
	vpermt2ps	%zmm9, %zmm8, %zmm3
	vmovaps	.LCPI0_720(%rip), %zmm8
	vpermt2ps	%zmm9, %zmm8, %zmm7
	vmovaps	.LCPI0_721(%rip), %zmm8
	vpermt2ps	%zmm9, %zmm8, %zmm6
	vmovaps	.LCPI0_722(%rip), %zmm8
	vpermt2ps	%zmm9, %zmm8, %zmm5
	vmovaps	.LCPI0_723(%rip), %zmm8
	vpermt2ps	%zmm9, %zmm8, %zmm4
	vmovaps	.LCPI0_724(%rip), %zmm8
	vpermt2ps	%zmm9, %zmm8, %zmm2
	vmovaps	.LCPI0_725(%rip), %zmm8
	vpermt2ps	%zmm9, %zmm8, %zmm1
	vmovaps	.LCPI0_726(%rip), %zmm8
	vpermt2ps	%zmm9, %zmm8, %zmm0
	vmovups	2472(%rsp,%rax,4), %zmm8
	vmovaps	.LCPI0_727(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm0
	vmovaps	.LCPI0_728(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm1
	vmovaps	.LCPI0_729(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm2
	vmovaps	.LCPI0_730(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm4
	vmovaps	.LCPI0_731(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm5
	vmovaps	.LCPI0_732(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm6
	vmovaps	.LCPI0_733(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm7
	vmovaps	.LCPI0_734(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm3
	vmovups	2728(%rsp,%rax,4), %zmm8
	vmovaps	.LCPI0_735(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm3
	vmovaps	.LCPI0_736(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm7
	vmovaps	.LCPI0_737(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm6
	vmovaps	.LCPI0_738(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm5
	vmovaps	.LCPI0_739(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm4
	vmovaps	.LCPI0_740(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm2
	vmovaps	.LCPI0_741(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm1
	vmovups	2984(%rsp,%rax,4), %zmm9
	vmovaps	.LCPI0_742(%rip), %zmm10
	vpermt2ps	%zmm8, %zmm10, %zmm0
	vmovaps	.LCPI0_743(%rip), %zmm8
	vpermt2ps	%zmm9, %zmm8, %zmm0
	vmovaps	.LCPI0_744(%rip), %zmm8
	vpermt2ps	%zmm9, %zmm8, %zmm1
	vmovaps	.LCPI0_745(%rip), %zmm8
	vpermt2ps	%zmm9, %zmm8, %zmm2
	vmovaps	.LCPI0_746(%rip), %zmm8
	vpermt2ps	%zmm9, %zmm8, %zmm4
	vmovaps	.LCPI0_747(%rip), %zmm8
	vpermt2ps	%zmm9, %zmm8, %zmm5
	vmovaps	.LCPI0_748(%rip), %zmm8
	vpermt2ps	%zmm9, %zmm8, %zmm6
	vmovaps	.LCPI0_749(%rip), %zmm8
	vpermt2ps	%zmm9, %zmm8, %zmm7
	vmovaps	.LCPI0_750(%rip), %zmm8
	vpermt2ps	%zmm9, %zmm8, %zmm3
	vmovups	3240(%rsp,%rax,4), %zmm8
	vmovaps	.LCPI0_751(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm3
	vmovaps	.LCPI0_752(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm7
	vmovaps	.LCPI0_753(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm6
	vmovaps	.LCPI0_754(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm5
	vmovaps	.LCPI0_755(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm4
	vmovaps	.LCPI0_756(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm2
	vmovaps	.LCPI0_757(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm1
	vmovaps	.LCPI0_758(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm0
	vmovups	3496(%rsp,%rax,4), %zmm8
	vmovaps	.LCPI0_766(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm3
	vmovups	%zmm3, 448(%rcx)
	vmovaps	.LCPI0_765(%rip), %zmm3
	vpermt2ps	%zmm8, %zmm3, %zmm7
	vmovups	%zmm7, 384(%rcx)
	vmovaps	.LCPI0_764(%rip), %zmm3
	vpermt2ps	%zmm8, %zmm3, %zmm6
	vmovups	%zmm6, 320(%rcx)
	vmovaps	.LCPI0_763(%rip), %zmm3
	vpermt2ps	%zmm8, %zmm3, %zmm5
	vmovups	%zmm5, 256(%rcx)
	vmovaps	.LCPI0_762(%rip), %zmm3
	vpermt2ps	%zmm8, %zmm3, %zmm4
	vmovups	%zmm4, 192(%rcx)
	vmovaps	.LCPI0_761(%rip), %zmm3
	vpermt2ps	%zmm8, %zmm3, %zmm2
	vmovups	%zmm2, 128(%rcx)
	vmovaps	.LCPI0_760(%rip), %zmm2
	vpermt2ps	%zmm8, %zmm2, %zmm1
	vmovups	%zmm1, 64(%rcx)
	vmovaps	.LCPI0_759(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm0
	vmovups	%zmm0, (%rcx)
	addq	$16, %rax
	addq	$512, %rcx
	cmpq	$48, %rax
	jb	.LBB0_90
	jmp	.LBB0_74
.LBB0_77:
	movq	$-16, %rax
	.p2align	4
.LBB0_78:
	vmovups	1704(%rsp,%rax,4), %zmm0
	vmovups	1960(%rsp,%rax,4), %zmm1
	vmovaps	%zmm0, %zmm2
	vmovaps	.LCPI0_877(%rip), %zmm3
	vpermt2ps	%zmm1, %zmm3, %zmm2
	vmovaps	.LCPI0_878(%rip), %zmm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vmovups	%zmm0, 192(%r10,%rax,8)
	vmovups	%zmm2, 128(%r10,%rax,8)
	addq	$16, %rax
	cmpq	$48, %rax
	jb	.LBB0_78
	jmp	.LBB0_74
.LBB0_85:
	movq	$-16, %rax
	movq	-48(%rsp), %rcx
	.p2align	4
.LBB0_86:
	vbroadcasti64x4	.LCPI0_809(%rip), %zmm0
	vmovups	1704(%rsp,%rax,4), %zmm4
	vmovups	1960(%rsp,%rax,4), %zmm5
	vpermi2ps	%zmm5, %zmm4, %zmm0
	vbroadcasti64x4	.LCPI0_810(%rip), %zmm1
	vpermi2ps	%zmm5, %zmm4, %zmm1
	vbroadcasti32x4	.LCPI0_811(%rip), %zmm2
	vpermi2ps	%zmm5, %zmm4, %zmm2
	vbroadcasti64x4	.LCPI0_812(%rip), %zmm3
	vpermi2ps	%zmm5, %zmm4, %zmm3
	vbroadcasti64x4	.LCPI0_813(%rip), %zmm6
	vpermi2ps	%zmm5, %zmm4, %zmm6
	vbroadcasti32x4	.LCPI0_814(%rip), %zmm7
	vpermi2ps	%zmm5, %zmm4, %zmm7
	vmovups	2216(%rsp,%rax,4), %zmm4
	vmovaps	.LCPI0_815(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm7
	vmovaps	.LCPI0_816(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm6
	vmovaps	.LCPI0_817(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovaps	.LCPI0_818(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm2
	vmovaps	.LCPI0_819(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovaps	.LCPI0_820(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm0
	vmovups	2472(%rsp,%rax,4), %zmm4
	vmovaps	.LCPI0_821(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm0
	vmovaps	.LCPI0_822(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovaps	.LCPI0_823(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm2
	vmovaps	.LCPI0_824(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovaps	.LCPI0_825(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm6
	vmovups	2728(%rsp,%rax,4), %zmm5
	vmovaps	.LCPI0_826(%rip), %zmm8
	vpermt2ps	%zmm4, %zmm8, %zmm7
	vmovaps	.LCPI0_827(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm7
	vmovaps	.LCPI0_828(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm6
	vmovaps	.LCPI0_829(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm3
	vmovaps	.LCPI0_830(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm2
	vmovaps	.LCPI0_831(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm1
	vmovaps	.LCPI0_832(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm0
	vmovups	2984(%rsp,%rax,4), %zmm4
	vmovaps	.LCPI0_838(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm7
	vmovups	%zmm7, 320(%rcx)
	vmovaps	.LCPI0_837(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm6
	vmovups	%zmm6, 256(%rcx)
	vmovaps	.LCPI0_836(%rip), %zmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovups	%zmm3, 192(%rcx)
	vmovaps	.LCPI0_835(%rip), %zmm3
	vpermt2ps	%zmm4, %zmm3, %zmm2
	vmovups	%zmm2, 128(%rcx)
	vmovaps	.LCPI0_834(%rip), %zmm2
	vpermt2ps	%zmm4, %zmm2, %zmm1
	vmovups	%zmm1, 64(%rcx)
	vmovaps	.LCPI0_833(%rip), %zmm1
	vpermt2ps	%zmm4, %zmm1, %zmm0
	vmovups	%zmm0, (%rcx)
	addq	$16, %rax
	addq	$384, %rcx
	cmpq	$48, %rax
	jb	.LBB0_86
	jmp	.LBB0_74
.LBB0_101:
	movq	$-8, %rax
	movq	96(%rsp), %rcx
	.p2align	4
.LBB0_102:
	vbroadcastf64x4	1928(%rsp,%rax,4), %zmm2
	vbroadcastf64x4	1672(%rsp,%rax,4), %zmm1
	vmovdqu	1672(%rsp,%rax,4), %xmm0
	vmovdqa64	%zmm1, %zmm4
	vbroadcastf32x4	.LCPI0_997(%rip), %zmm3
	vpermt2ps	%zmm2, %zmm3, %zmm4
	vpunpckhdq	1928(%rsp,%rax,4), %xmm0, %xmm0
	vmovups	2184(%rsp,%rax,4), %ymm3
	vpunpckldq	%ymm2, %ymm1, %ymm5
	vpunpckhdq	%xmm2, %xmm1, %xmm6
	vbroadcasti32x4	.LCPI0_408(%rip), %zmm7
	vbroadcasti64x4	.LCPI0_328(%rip), %zmm8
	vinserti128	$1, %xmm6, %ymm0, %ymm6
	vinserti32x4	$2, %xmm0, %zmm0, %zmm0
	vbroadcasti64x4	.LCPI0_409(%rip), %zmm9
	vbroadcasti32x4	.LCPI0_410(%rip), %zmm10
	vpermi2ps	%zmm3, %zmm0, %zmm7
	vpermi2pd	%zmm3, %zmm4, %zmm8
	vpermi2pd	%zmm3, %zmm5, %zmm10
	vinserti64x4	$1, %ymm3, %zmm1, %zmm0
	vmovups	2440(%rsp,%rax,4), %ymm4
	vinserti64x4	$1, %ymm6, %zmm0, %zmm5
	vbroadcastf32x4	.LCPI0_998(%rip), %zmm6
	vpermt2ps	%zmm2, %zmm6, %zmm0
	vbroadcasti32x4	.LCPI0_412(%rip), %zmm6
	vbroadcasti64x4	.LCPI0_413(%rip), %zmm11
	vpermi2ps	%zmm4, %zmm10, %zmm6
	vbroadcasti64x4	.LCPI0_414(%rip), %zmm10
	vpermi2ps	%zmm4, %zmm8, %zmm10
	vbroadcasti32x4	.LCPI0_415(%rip), %zmm8
	vpermi2ps	%zmm4, %zmm0, %zmm8
	vbroadcasti32x4	.LCPI0_416(%rip), %zmm0
	vpermi2ps	%zmm4, %zmm7, %zmm0
	vmovups	2696(%rsp,%rax,4), %ymm7
	vpermi2ps	%zmm5, %zmm3, %zmm9
	vbroadcasti64x4	.LCPI0_417(%rip), %zmm5
	vpermi2ps	%zmm7, %zmm0, %zmm5
	vpunpckhdq	%ymm2, %ymm1, %ymm0
	vpblendd	$192, %ymm3, %ymm0, %ymm0
	vpermi2ps	%zmm4, %zmm9, %zmm11
	vbroadcasti64x4	.LCPI0_418(%rip), %zmm9
	vpermi2ps	%zmm7, %zmm8, %zmm9
	vbroadcasti64x4	.LCPI0_419(%rip), %zmm8
	vinserti64x4	$1, %ymm7, %zmm0, %zmm0
	vpermi2ps	%zmm4, %zmm0, %zmm8
	vbroadcasti64x4	.LCPI0_420(%rip), %zmm12
	vpermi2ps	%zmm7, %zmm11, %zmm12
	vbroadcasti64x4	.LCPI0_421(%rip), %zmm11
	vpermi2pd	%zmm7, %zmm6, %zmm11
	vmovups	2952(%rsp,%rax,4), %ymm7
	vbroadcasti64x4	.LCPI0_422(%rip), %zmm0
	vpermi2ps	%zmm7, %zmm11, %zmm0
	vbroadcasti64x4	.LCPI0_424(%rip), %zmm11
	vpermi2ps	%zmm7, %zmm8, %zmm11
	vmovddup	.LCPI0_321(%rip), %xmm6
	vpermt2ps	%ymm2, %ymm6, %ymm1
	vinsertf32x4	$1, 2696(%rsp,%rax,4), %zmm10, %zmm2
	vshufps	$255, %ymm3, %ymm4, %ymm3
	vshufps	$226, %ymm1, %ymm3, %ymm1
	vbroadcasti64x4	.LCPI0_425(%rip), %zmm6
	vbroadcastss	2724(%rsp,%rax,4), %ymm3
	vblendps	$192, %ymm3, %ymm1, %ymm3
	vpermi2ps	%zmm7, %zmm2, %zmm6
	vbroadcasti64x4	.LCPI0_426(%rip), %zmm2
	vbroadcasti64x4	.LCPI0_427(%rip), %zmm1
	vpermi2ps	%zmm7, %zmm9, %zmm2
	vpermi2ps	%zmm7, %zmm5, %zmm1
	vmovups	3208(%rsp,%rax,4), %ymm4
	vbroadcasti64x4	.LCPI0_428(%rip), %zmm8
	vpermi2ps	%zmm4, %zmm2, %zmm8
	vbroadcasti64x4	.LCPI0_423(%rip), %zmm2
	movb	$2, %r8b
	kmovd	%r8d, %k1
	vmovapd	%zmm4, %zmm1 {%k1}
	vinsertf64x4	$1, %ymm4, %zmm3, %zmm3
	vpermi2ps	%zmm7, %zmm12, %zmm2
	vbroadcasti64x4	.LCPI0_429(%rip), %zmm9
	vpermi2ps	%zmm7, %zmm3, %zmm9
	vbroadcasti64x4	.LCPI0_430(%rip), %zmm5
	vmovapd	.LCPI0_353(%rip), %zmm3
	vpermt2pd	%zmm4, %zmm3, %zmm6
	vpermi2pd	%zmm4, %zmm11, %zmm5
	vmovups	3464(%rsp,%rax,4), %ymm7
	vbroadcasti64x4	.LCPI0_435(%rip), %zmm3
	vmovaps	.LCPI0_431(%rip), %zmm10
	vpermt2ps	%zmm4, %zmm10, %zmm2
	vmovaps	.LCPI0_432(%rip), %zmm10
	vpermt2ps	%zmm4, %zmm10, %zmm0
	vpermi2ps	%zmm7, %zmm5, %zmm3
	vbroadcasti64x4	.LCPI0_437(%rip), %zmm4
	vbroadcasti64x4	.LCPI0_439(%rip), %zmm5
	vpermi2ps	%zmm7, %zmm9, %zmm4
	vpermi2ps	%zmm7, %zmm8, %zmm5
	vmovaps	.LCPI0_433(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm0
	vmovaps	.LCPI0_436(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm1
	vmovaps	.LCPI0_438(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm6
	vmovaps	.LCPI0_434(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm2
	vmovups	3720(%rsp,%rax,4), %ymm7
	vmovaps	.LCPI0_441(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm4
	vmovapd	.LCPI0_442(%rip), %zmm8
	vpermt2pd	%zmm7, %zmm8, %zmm1
	vmovapd	.LCPI0_443(%rip), %zmm8
	vpermt2pd	%zmm7, %zmm8, %zmm3
	vmovaps	.LCPI0_440(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm5
	vmovaps	.LCPI0_444(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm2
	vmovaps	.LCPI0_445(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm0
	vmovups	3976(%rsp,%rax,4), %ymm7
	vinsertf32x4	$2, 3720(%rsp,%rax,4), %zmm6, %zmm6
	movw	$8, %r8w
	kmovd	%r8d, %k1
	vmovaps	%zmm7, %zmm0 {%k1}
	vmovaps	.LCPI0_446(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm2
	vmovaps	.LCPI0_447(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm3
	vmovaps	.LCPI0_448(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm1
	vmovaps	.LCPI0_449(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm4
	vmovaps	.LCPI0_450(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm6
	vmovaps	.LCPI0_451(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm5
	vmovupd	4232(%rsp,%rax,4), %ymm7
	vmovapd	.LCPI0_452(%rip), %zmm8
	vpermt2pd	%zmm7, %zmm8, %zmm5
	vmovaps	.LCPI0_453(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm4
	vpermt2pd	%zmm7, %zmm19, %zmm6
	vmovapd	.LCPI0_454(%rip), %zmm8
	vpermt2pd	%zmm7, %zmm8, %zmm1
	vmovaps	.LCPI0_455(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm3
	vmovaps	.LCPI0_456(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm0
	vmovaps	.LCPI0_457(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm2
	vmovups	4488(%rsp,%rax,4), %ymm7
	vmovaps	.LCPI0_458(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm2
	vmovaps	.LCPI0_459(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm0
	vmovaps	.LCPI0_460(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm3
	vmovaps	.LCPI0_461(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm1
	vmovaps	.LCPI0_462(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm4
	vmovaps	.LCPI0_463(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm6
	vmovaps	.LCPI0_464(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm5
	vmovupd	4744(%rsp,%rax,4), %ymm7
	kmovd	%ebx, %k1
	vmovapd	%zmm7, %zmm5 {%k1}
	vmovaps	.LCPI0_465(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm4
	vpermt2pd	%zmm7, %zmm18, %zmm6
	vmovapd	.LCPI0_466(%rip), %zmm8
	vpermt2pd	%zmm7, %zmm8, %zmm1
	vmovaps	.LCPI0_467(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm3
	vmovaps	.LCPI0_468(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm0
	vmovaps	.LCPI0_469(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm2
	vmovups	5000(%rsp,%rax,4), %ymm7
	vmovaps	.LCPI0_474(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm4
	vmovups	%zmm4, 384(%rcx)
	vmovaps	.LCPI0_476(%rip), %zmm4
	vpermt2ps	%zmm7, %zmm4, %zmm5
	vmovups	%zmm5, 256(%rcx)
	vmovaps	.LCPI0_472(%rip), %zmm4
	vpermt2ps	%zmm7, %zmm4, %zmm3
	vmovups	%zmm3, 320(%rcx)
	vmovaps	.LCPI0_473(%rip), %zmm3
	vpermt2ps	%zmm7, %zmm3, %zmm1
	vmovups	%zmm1, 128(%rcx)
	vmovaps	.LCPI0_471(%rip), %zmm1
	vpermt2ps	%zmm7, %zmm1, %zmm0
	vmovups	%zmm0, 192(%rcx)
	vmovaps	.LCPI0_475(%rip), %zmm0
	vpermt2ps	%zmm7, %zmm0, %zmm6
	vmovups	%zmm6, (%rcx)
	vmovaps	.LCPI0_470(%rip), %zmm0
	vpermt2ps	%zmm7, %zmm0, %zmm2
	vmovups	%zmm2, 64(%rcx)
	addq	$8, %rax
	addq	$448, %rcx
	cmpq	$56, %rax
	jb	.LBB0_102
	jmp	.LBB0_74
.LBB0_87:
	movq	$-16, %rax
	movq	80(%rsp), %rcx
	.p2align	4
.LBB0_88:
	vmovups	1704(%rsp,%rax,4), %zmm0
	vmovups	1960(%rsp,%rax,4), %zmm7
	vmovaps	%zmm0, %zmm6
	vmovaps	.LCPI0_767(%rip), %zmm1
	vpermt2ps	%zmm7, %zmm1, %zmm6
	vmovaps	%zmm0, %zmm5
	vmovaps	.LCPI0_768(%rip), %zmm1
	vpermt2ps	%zmm7, %zmm1, %zmm5
	vmovaps	%zmm7, %zmm4
	vmovaps	.LCPI0_769(%rip), %zmm1
	vpermt2ps	%zmm0, %zmm1, %zmm4
	vmovaps	%zmm0, %zmm3
	vmovaps	.LCPI0_770(%rip), %zmm1
	vpermt2ps	%zmm7, %zmm1, %zmm3
	vmovaps	%zmm0, %zmm2
	vmovaps	.LCPI0_771(%rip), %zmm1
	vpermt2ps	%zmm7, %zmm1, %zmm2
	vmovaps	%zmm0, %zmm1
	vmovaps	.LCPI0_772(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm1
	vmovaps	.LCPI0_773(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm0
	vmovups	2216(%rsp,%rax,4), %zmm7
	vmovaps	.LCPI0_774(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm0
	vmovaps	.LCPI0_775(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm1
	vmovaps	.LCPI0_776(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm2
	vmovaps	.LCPI0_777(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm3
	vmovaps	.LCPI0_778(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm4
	vmovaps	.LCPI0_779(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm5
	vmovaps	.LCPI0_780(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm6
	vmovups	2472(%rsp,%rax,4), %zmm7
	vmovaps	.LCPI0_781(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm6
	vmovaps	.LCPI0_782(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm5
	vmovaps	.LCPI0_783(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm4
	vmovaps	.LCPI0_784(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm3
	vmovaps	.LCPI0_785(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm2
	vmovaps	.LCPI0_786(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm1
	vmovaps	.LCPI0_787(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm0
	vmovups	2728(%rsp,%rax,4), %zmm7
	vmovaps	.LCPI0_788(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm0
	vmovaps	.LCPI0_789(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm1
	vmovaps	.LCPI0_790(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm2
	vmovaps	.LCPI0_791(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm3
	vmovaps	.LCPI0_792(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm4
	vmovaps	.LCPI0_793(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm5
	vmovaps	.LCPI0_794(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm6
	vmovups	2984(%rsp,%rax,4), %zmm7
	vmovaps	.LCPI0_795(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm6
	vmovaps	.LCPI0_796(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm5
	vmovaps	.LCPI0_797(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm4
	vmovaps	.LCPI0_798(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm3
	vmovaps	.LCPI0_799(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm2
	vmovaps	.LCPI0_800(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm1
	vmovaps	.LCPI0_801(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm0
	vmovups	3240(%rsp,%rax,4), %zmm7
	vmovaps	.LCPI0_808(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm6
	vmovups	%zmm6, 384(%rcx)
	vmovaps	.LCPI0_807(%rip), %zmm6
	vpermt2ps	%zmm7, %zmm6, %zmm5
	vmovups	%zmm5, 320(%rcx)
	vmovaps	.LCPI0_806(%rip), %zmm5
	vpermt2ps	%zmm7, %zmm5, %zmm4
	vmovups	%zmm4, 256(%rcx)
	vmovaps	.LCPI0_805(%rip), %zmm4
	vpermt2ps	%zmm7, %zmm4, %zmm3
	vmovups	%zmm3, 192(%rcx)
	vmovaps	.LCPI0_804(%rip), %zmm3
	vpermt2ps	%zmm7, %zmm3, %zmm2
	vmovups	%zmm2, 128(%rcx)
	vmovaps	.LCPI0_803(%rip), %zmm2
	vpermt2ps	%zmm7, %zmm2, %zmm1
	vmovups	%zmm1, 64(%rcx)
	vmovaps	.LCPI0_802(%rip), %zmm1
	vpermt2ps	%zmm7, %zmm1, %zmm0
	vmovups	%zmm0, (%rcx)
	addq	$16, %rax
	addq	$448, %rcx
	cmpq	$48, %rax
	jb	.LBB0_88
	jmp	.LBB0_74
.LBB0_95:
	movq	$-8, %rax
	movq	40(%rsp), %rcx
	.p2align	4
.LBB0_96:
	vbroadcastf64x4	1928(%rsp,%rax,4), %zmm2
	vbroadcastf64x4	1672(%rsp,%rax,4), %zmm4
	vbroadcasti64x4	.LCPI0_593(%rip), %zmm5
	vbroadcasti64x4	.LCPI0_594(%rip), %zmm6
	vbroadcasti32x4	.LCPI0_595(%rip), %zmm7
	vmovups	2184(%rsp,%rax,4), %ymm8
	vbroadcasti64x4	.LCPI0_596(%rip), %zmm1
	vpermi2ps	%zmm2, %zmm4, %zmm5
	vmovups	2440(%rsp,%rax,4), %ymm9
	vmovupd	2696(%rsp,%rax,4), %ymm10
	vpermi2ps	%zmm2, %zmm4, %zmm6
	vpermi2ps	%zmm4, %zmm2, %zmm7
	vbroadcasti64x4	.LCPI0_597(%rip), %zmm0
	vbroadcasti32x4	.LCPI0_598(%rip), %zmm11
	vpermi2ps	%zmm2, %zmm4, %zmm1
	vpermi2ps	%zmm8, %zmm1, %zmm0
	vbroadcasti64x4	.LCPI0_599(%rip), %zmm1
	vbroadcasti64x4	.LCPI0_600(%rip), %zmm3
	vpermi2ps	%zmm8, %zmm7, %zmm11
	vpermi2ps	%zmm8, %zmm6, %zmm1
	vpermi2ps	%zmm8, %zmm5, %zmm3
	vinsertf64x4	$1, %ymm8, %zmm4, %zmm4
	vbroadcastf32x4	.LCPI0_999(%rip), %zmm5
	vpermt2ps	%zmm2, %zmm5, %zmm4
	vmovaps	.LCPI0_602(%rip), %zmm2
	vpermt2ps	%zmm9, %zmm2, %zmm3
	vmovaps	.LCPI0_603(%rip), %zmm2
	vpermt2ps	%zmm9, %zmm2, %zmm1
	vbroadcasti32x4	.LCPI0_604(%rip), %zmm2
	vpermi2ps	%zmm9, %zmm11, %zmm2
	vbroadcasti32x4	.LCPI0_605(%rip), %zmm5
	vpermi2ps	%zmm9, %zmm4, %zmm5
	vmovaps	.LCPI0_606(%rip), %zmm4
	vpermt2ps	%zmm9, %zmm4, %zmm0
	kmovd	%r9d, %k1
	vmovapd	%zmm10, %zmm0 {%k1}
	vbroadcasti64x4	.LCPI0_607(%rip), %zmm4
	vpermi2pd	%zmm10, %zmm5, %zmm4
	vmovaps	.LCPI0_608(%rip), %zmm5
	vpermt2ps	%zmm10, %zmm5, %zmm2
	vmovaps	.LCPI0_609(%rip), %zmm5
	vpermt2ps	%zmm10, %zmm5, %zmm1
	vmovaps	.LCPI0_610(%rip), %zmm5
	vpermt2ps	%zmm10, %zmm5, %zmm3
	vmovups	2952(%rsp,%rax,4), %ymm5
	vmovaps	.LCPI0_611(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm3
	vmovaps	.LCPI0_612(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm1
	vmovaps	.LCPI0_613(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm2
	vmovaps	.LCPI0_614(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm0
	vmovaps	.LCPI0_615(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm4
	vmovups	3208(%rsp,%rax,4), %ymm6
	vmovaps	.LCPI0_616(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm4
	vmovapd	.LCPI0_617(%rip), %zmm7
	vpermt2pd	%zmm6, %zmm7, %zmm0
	vmovaps	.LCPI0_618(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm2
	vmovaps	.LCPI0_619(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm1
	vmovups	3464(%rsp,%rax,4), %ymm7
	vmovapd	.LCPI0_620(%rip), %zmm8
	vpermt2pd	%zmm6, %zmm8, %zmm3
	vmovaps	.LCPI0_621(%rip), %zmm6
	vpermt2ps	%zmm7, %zmm6, %zmm3
	vmovaps	.LCPI0_622(%rip), %zmm6
	vpermt2ps	%zmm7, %zmm6, %zmm1
	vmovaps	.LCPI0_624(%rip), %zmm6
	vpermt2ps	%zmm7, %zmm6, %zmm0
	vmovups	3720(%rsp,%rax,4), %ymm6
	vmovaps	.LCPI0_623(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm2
	vmovaps	.LCPI0_625(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm4
	vmovaps	.LCPI0_626(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm4
	vmovapd	.LCPI0_627(%rip), %zmm7
	vpermt2pd	%zmm6, %zmm7, %zmm0
	vmovaps	.LCPI0_628(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm2
	vmovaps	.LCPI0_629(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm1
	vmovapd	.LCPI0_630(%rip), %zmm7
	vpermt2pd	%zmm6, %zmm7, %zmm3
	vmovups	3976(%rsp,%rax,4), %ymm7
	vmovaps	.LCPI0_631(%rip), %zmm6
	vpermt2ps	%zmm7, %zmm6, %zmm3
	vmovups	4232(%rsp,%rax,4), %ymm6
	vmovaps	.LCPI0_632(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm1
	vmovaps	.LCPI0_634(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm0
	vbroadcastss	4004(%rsp,%rax,4), %ymm8
	vbroadcastss	3748(%rsp,%rax,4), %ymm9
	vmovaps	.LCPI0_633(%rip), %zmm10
	vpermt2ps	%zmm7, %zmm10, %zmm2
	vmovaps	.LCPI0_635(%rip), %zmm10
	vpermt2ps	%zmm7, %zmm10, %zmm4
	vbroadcastss	3492(%rsp,%rax,4), %ymm7
	vbroadcastss	3236(%rsp,%rax,4), %ymm10
	vmovaps	.LCPI0_640(%rip), %zmm11
	vpermt2ps	%zmm6, %zmm11, %zmm3
	vbroadcastss	2468(%rsp,%rax,4), %xmm11
	vbroadcastss	2724(%rsp,%rax,4), %ymm12
	vmovups	%zmm3, (%rcx)
	vmovaps	.LCPI0_637(%rip), %zmm3
	vpermt2ps	%zmm6, %zmm3, %zmm0
	vmovups	%zmm0, 256(%rcx)
	vmovaps	.LCPI0_639(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm1
	vmovups	%zmm1, 128(%rcx)
	vblendps	$2, %xmm12, %xmm11, %xmm0
	vmovaps	.LCPI0_406(%rip), %xmm1
	vpermt2ps	%ymm0, %ymm1, %ymm5
	vblendps	$8, %xmm10, %xmm5, %xmm0
	vmovaps	.LCPI0_638(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm2
	vmovups	%zmm2, 192(%rcx)
	vblendps	$240, %ymm7, %ymm0, %ymm0
	vblendps	$32, %ymm9, %ymm0, %ymm0
	vblendps	$192, %ymm8, %ymm0, %ymm0
	vmovaps	.LCPI0_636(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm4
	vmovups	%zmm4, 64(%rcx)
	vblendps	$128, %ymm6, %ymm0, %ymm0
	vmovups	%ymm0, 320(%rcx)
	addq	$8, %rax
	addq	$352, %rcx
	cmpq	$56, %rax
	jb	.LBB0_96
	jmp	.LBB0_74
.LBB0_91:
	movq	$-8, %rax
	movq	-32(%rsp), %rcx
	.p2align	4
.LBB0_92:
	vbroadcastf64x4	1928(%rsp,%rax,4), %zmm0
	vbroadcastf64x4	1672(%rsp,%rax,4), %zmm3
	vmovdqa64	%zmm3, %zmm2
	vmovdqa64	%zmm3, %zmm1
	vmovdqa	%ymm3, %ymm6
	vmovdqa64	%zmm3, %zmm5
	vmovaps	.LCPI0_679(%rip), %zmm4
	vpermt2ps	%zmm0, %zmm4, %zmm5
	vmovaps	.LCPI0_680(%rip), %zmm4
	vpermt2ps	%zmm0, %zmm4, %zmm2
	vmovaps	.LCPI0_681(%rip), %zmm4
	vpermt2ps	%zmm0, %zmm4, %zmm1
	vbroadcastsd	.LCPI0_322(%rip), %ymm4
	vpermt2ps	%ymm0, %ymm4, %ymm6
	vmovaps	.LCPI0_682(%rip), %xmm4
	vpermt2ps	2212(%rsp,%rax,4){1to8}, %ymm4, %ymm0
	vmovupd	2184(%rsp,%rax,4), %ymm7
	vmovups	2440(%rsp,%rax,4), %ymm4
	vshuff64x2	$228, %zmm3, %zmm6, %zmm3
	vmovups	2696(%rsp,%rax,4), %ymm6
	vmovapd	.LCPI0_683(%rip), %zmm8
	vpermt2pd	%zmm7, %zmm8, %zmm3
	vmovaps	.LCPI0_684(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm1
	vmovaps	.LCPI0_685(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm2
	vmovaps	.LCPI0_686(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm5
	vmovaps	.LCPI0_687(%rip), %zmm7
	vpermt2ps	%zmm4, %zmm7, %zmm5
	vmovaps	.LCPI0_688(%rip), %zmm7
	vpermt2ps	%zmm4, %zmm7, %zmm2
	vmovaps	.LCPI0_689(%rip), %zmm7
	vpermt2ps	%zmm4, %zmm7, %zmm1
	vmovaps	.LCPI0_690(%rip), %zmm7
	vpermt2ps	%zmm4, %zmm7, %zmm3
	vmovaps	.LCPI0_691(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm3
	vmovaps	.LCPI0_692(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm1
	vmovapd	.LCPI0_693(%rip), %zmm7
	vpermt2pd	%zmm6, %zmm7, %zmm2
	vmovaps	.LCPI0_694(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm5
	vmovups	2952(%rsp,%rax,4), %ymm6
	vmovaps	.LCPI0_695(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm5
	vmovaps	.LCPI0_696(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm2
	vmovaps	.LCPI0_697(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm1
	vmovaps	.LCPI0_698(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm3
	vmovupd	3208(%rsp,%rax,4), %ymm7
	vmovapd	.LCPI0_702(%rip), %zmm6
	vpermt2pd	%zmm7, %zmm6, %zmm5
	vmovups	3464(%rsp,%rax,4), %ymm8
	vmovaps	.LCPI0_703(%rip), %zmm6
	vpermt2ps	%zmm8, %zmm6, %zmm5
	vmovups	3720(%rsp,%rax,4), %ymm6
	vmovaps	.LCPI0_710(%rip), %zmm9
	vpermt2ps	%zmm6, %zmm9, %zmm5
	vbroadcastss	3492(%rsp,%rax,4), %ymm9
	vbroadcastss	3236(%rsp,%rax,4), %ymm10
	vbroadcastss	2980(%rsp,%rax,4), %ymm11
	vbroadcastss	2724(%rsp,%rax,4), %ymm12
	vmovups	%zmm5, 64(%rcx)
	vmovaps	.LCPI0_699(%rip), %zmm5
	vpermt2ps	%zmm7, %zmm5, %zmm3
	vmovaps	.LCPI0_700(%rip), %zmm5
	vpermt2ps	%zmm7, %zmm5, %zmm1
	vmovaps	.LCPI0_701(%rip), %zmm5
	vpermt2ps	%zmm7, %zmm5, %zmm2
	vmovaps	.LCPI0_704(%rip), %zmm5
	vpermt2ps	%zmm8, %zmm5, %zmm2
	vmovaps	.LCPI0_709(%rip), %zmm5
	vpermt2ps	%zmm6, %zmm5, %zmm2
	vmovups	%zmm2, 128(%rcx)
	vmovaps	.LCPI0_705(%rip), %zmm2
	vpermt2ps	%zmm8, %zmm2, %zmm1
	vmovaps	.LCPI0_706(%rip), %zmm2
	vpermt2ps	%zmm8, %zmm2, %zmm3
	vmovaps	.LCPI0_708(%rip), %zmm2
	vpermt2ps	%zmm6, %zmm2, %zmm1
	vmovups	%zmm1, (%rcx)
	vmovaps	.LCPI0_406(%rip), %xmm1
	vpermt2ps	%ymm0, %ymm1, %ymm4
	vblendps	$8, %xmm12, %xmm4, %xmm0
	vblendps	$240, %ymm11, %ymm0, %ymm0
	vblendps	$32, %ymm10, %ymm0, %ymm0
	vblendps	$192, %ymm9, %ymm0, %ymm0
	vblendps	$128, %ymm6, %ymm0, %ymm0
	vmovups	%ymm0, 256(%rcx)
	vmovaps	.LCPI0_707(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm3
	vmovups	%zmm3, 192(%rcx)
	addq	$8, %rax
	addq	$288, %rcx
	cmpq	$56, %rax
	jb	.LBB0_92
	jmp	.LBB0_74
.LBB0_105:
	movq	%rax, 144(%rsp)
	movl	%eax, %r10d
	andl	$2046, %r10d
	xorl	%ecx, %ecx
	movq	-120(%rsp), %r8
	jmp	.LBB0_106
	.p2align	4
.LBB0_111:
	xorl	%edx, %edx
	divq	%r8
.LBB0_112:
	cmpq	%r9, %rax
	leaq	-1(%r9), %rsi
	cmovbq	%rax, %rsi
	addq	-88(%rsp), %rsi
	movq	%rdx, %rbx
	shlq	$8, %rbx
	addq	%rsp, %rbx
	addq	$1640, %rbx
	vmovd	(%rbx,%rax,4), %xmm0
	imulq	%r8, %rsi
	movq	-64(%rsp), %rax
	leaq	(%rax,%rsi,4), %rax
	vmovd	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r10
	je	.LBB0_69
.LBB0_106:
	movq	%rcx, %rax
	orq	%r8, %rax
	shrq	$32, %rax
	je	.LBB0_107
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%r8
	movq	%rdx, %rsi
	jmp	.LBB0_109
	.p2align	4
.LBB0_107:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%r8d
	movl	%edx, %esi
.LBB0_109:
	cmpq	%r9, %rax
	leaq	-1(%r9), %rbx
	cmovbq	%rax, %rbx
	addq	-88(%rsp), %rbx
	imulq	%r8, %rbx
	movq	%rsi, %rdx
	shlq	$8, %rdx
	addq	%rsp, %rdx
	addq	$1640, %rdx
	vmovss	(%rdx,%rax,4), %xmm0
	movq	-64(%rsp), %rax
	leaq	(%rax,%rbx,4), %rax
	vmovss	%xmm0, (%rax,%rsi,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%r8, %rdx
	shrq	$32, %rdx
	jne	.LBB0_111
	xorl	%edx, %edx
	divl	%r8d
	jmp	.LBB0_112
.LBB0_69:
	testb	$1, 144(%rsp)
	movq	-112(%rsp), %rsi
	movq	-40(%rsp), %r10
	movq	-104(%rsp), %rdx
	je	.LBB0_74
.LBB0_70:
	movq	%rcx, %rax
	movq	-120(%rsp), %rsi
	orq	%rsi, %rax
	shrq	$32, %rax
	jne	.LBB0_72
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%esi
	jmp	.LBB0_73
.LBB0_197:
	addq	$99944, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.Lfunc_end0:
	.size	tessera_well_energy_x86_64_v4, .Lfunc_end0-tessera_well_energy_x86_64_v4
	.section	.rodata,"a",@progbits
	.p2align	2, 0x0
.LJTI0_0:
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
	.long	.LBB0_44-.LJTI0_0
	.long	.LBB0_46-.LJTI0_0
	.long	.LBB0_48-.LJTI0_0
	.long	.LBB0_50-.LJTI0_0
.LJTI0_1:
	.long	.LBB0_75-.LJTI0_1
	.long	.LBB0_77-.LJTI0_1
	.long	.LBB0_79-.LJTI0_1
	.long	.LBB0_81-.LJTI0_1
	.long	.LBB0_83-.LJTI0_1
	.long	.LBB0_85-.LJTI0_1
	.long	.LBB0_87-.LJTI0_1
	.long	.LBB0_89-.LJTI0_1
	.long	.LBB0_91-.LJTI0_1
	.long	.LBB0_93-.LJTI0_1
	.long	.LBB0_95-.LJTI0_1
	.long	.LBB0_97-.LJTI0_1
	.long	.LBB0_99-.LJTI0_1
	.long	.LBB0_101-.LJTI0_1
	.long	.LBB0_103-.LJTI0_1

	.section	".note.GNU-stack","",@progbits
