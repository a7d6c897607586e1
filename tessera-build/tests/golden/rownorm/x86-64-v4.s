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
.LCPI0_8:
	.long	0
	.long	15
	.long	30
	.zero	4
.LCPI0_11:
	.long	17
	.long	0
	.long	15
	.zero	4
.LCPI0_18:
	.long	4
	.long	11
	.zero	4
	.zero	4
.LCPI0_21:
	.long	5
	.long	12
	.long	6
	.long	7
.LCPI0_25:
	.long	6
	.long	13
	.long	6
	.long	7
.LCPI0_26:
	.zero	4
	.zero	4
	.long	5
	.long	0
.LCPI0_27:
	.long	7
	.long	2
	.zero	4
	.zero	4
.LCPI0_28:
	.long	7
	.long	14
	.long	6
	.long	7
.LCPI0_30:
	.long	8
	.long	23
	.zero	4
	.zero	4
.LCPI0_33:
	.zero	4
	.zero	4
	.long	7
	.long	2
.LCPI0_39:
	.zero	4
	.zero	4
	.long	8
	.long	23
.LCPI0_44:
	.long	12
	.long	27
	.zero	4
	.zero	4
.LCPI0_48:
	.zero	4
	.zero	4
	.long	12
	.long	27
.LCPI0_52:
	.long	0
	.long	14
	.long	28
	.zero	4
.LCPI0_54:
	.long	1
	.long	15
	.long	29
	.zero	4
.LCPI0_56:
	.long	18
	.long	0
	.long	14
	.zero	4
.LCPI0_60:
	.long	19
	.long	1
	.long	15
	.zero	4
.LCPI0_70:
	.long	6
	.long	12
	.long	6
	.long	7
.LCPI0_74:
	.long	7
	.long	13
	.long	6
	.long	7
.LCPI0_77:
	.long	8
	.long	22
	.zero	4
	.zero	4
.LCPI0_78:
	.zero	4
	.zero	4
	.long	4
	.long	10
.LCPI0_80:
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
.LCPI0_94:
	.long	0
	.long	13
	.long	26
	.zero	4
.LCPI0_96:
	.long	1
	.long	14
	.long	27
	.zero	4
.LCPI0_99:
	.long	2
	.long	15
	.long	28
	.zero	4
.LCPI0_102:
	.long	19
	.long	0
	.long	13
	.zero	4
.LCPI0_105:
	.long	20
	.long	1
	.long	14
	.zero	4
.LCPI0_108:
	.long	21
	.long	2
	.long	15
	.zero	4
.LCPI0_111:
	.long	7
	.long	12
	.long	6
	.long	7
.LCPI0_114:
	.long	8
	.long	21
	.zero	4
	.zero	4
.LCPI0_117:
	.long	9
	.long	22
	.zero	4
	.zero	4
.LCPI0_121:
	.long	10
	.long	23
	.zero	4
	.zero	4
.LCPI0_128:
	.long	12
	.long	25
	.zero	4
	.zero	4
.LCPI0_131:
	.long	0
	.long	12
	.long	24
	.zero	4
.LCPI0_134:
	.long	1
	.long	13
	.long	25
	.zero	4
.LCPI0_137:
	.long	2
	.long	14
	.long	26
	.zero	4
.LCPI0_140:
	.long	3
	.long	15
	.long	27
	.zero	4
.LCPI0_143:
	.long	20
	.long	0
	.long	12
	.zero	4
.LCPI0_146:
	.long	21
	.long	1
	.long	13
	.zero	4
.LCPI0_149:
	.long	22
	.long	2
	.long	14
	.zero	4
.LCPI0_152:
	.long	23
	.long	3
	.long	15
	.zero	4
.LCPI0_154:
	.long	8
	.long	20
	.zero	4
	.zero	4
.LCPI0_157:
	.long	9
	.long	21
	.zero	4
	.zero	4
.LCPI0_160:
	.long	10
	.long	22
	.zero	4
	.zero	4
.LCPI0_163:
	.long	11
	.long	23
	.zero	4
	.zero	4
.LCPI0_167:
	.long	0
	.long	11
	.long	22
	.zero	4
.LCPI0_170:
	.long	1
	.long	12
	.long	23
	.zero	4
.LCPI0_173:
	.long	2
	.long	13
	.long	24
	.zero	4
.LCPI0_176:
	.long	3
	.long	14
	.long	25
	.zero	4
.LCPI0_179:
	.long	4
	.long	15
	.long	26
	.zero	4
.LCPI0_181:
	.long	21
	.long	0
	.long	11
	.zero	4
.LCPI0_184:
	.long	22
	.long	1
	.long	12
	.zero	4
.LCPI0_187:
	.long	23
	.long	2
	.long	13
	.zero	4
.LCPI0_190:
	.long	24
	.long	3
	.long	14
	.zero	4
.LCPI0_193:
	.long	25
	.long	4
	.long	15
	.zero	4
.LCPI0_195:
	.long	10
	.long	21
	.zero	4
	.zero	4
.LCPI0_199:
	.long	0
	.long	10
	.long	20
	.long	30
.LCPI0_201:
	.long	1
	.long	11
	.long	21
	.long	31
.LCPI0_202:
	.long	2
	.long	12
	.long	22
	.zero	4
.LCPI0_205:
	.long	3
	.long	13
	.long	23
	.zero	4
.LCPI0_207:
	.zero	4
	.zero	4
	.long	0
	.long	6
.LCPI0_209:
	.long	4
	.long	14
	.long	24
	.zero	4
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
.LCPI0_250:
	.long	20
	.long	27
	.long	6
	.long	13
.LCPI0_252:
	.long	25
	.long	4
	.long	11
	.long	18
.LCPI0_256:
	.long	26
	.long	5
	.long	12
	.long	19
.LCPI0_260:
	.long	27
	.long	6
	.long	13
	.long	20
.LCPI0_267:
	.long	4
	.long	11
	.long	18
	.long	25
.LCPI0_270:
	.long	5
	.long	12
	.long	19
	.long	26
.LCPI0_273:
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
	.long	30
	.long	0
	.long	0
	.long	15
.LCPI0_884:
	.quad	6
	.quad	14
.LCPI0_886:
	.long	0
	.long	15
	.long	30
	.long	0
.LCPI0_887:
	.long	4
	.long	5
	.long	6
	.long	13
.LCPI0_888:
	.long	17
	.long	0
	.long	15
	.long	0
.LCPI0_889:
	.long	4
	.long	5
	.long	6
	.long	14
.LCPI0_894:
	.long	4
	.long	5
	.long	12
	.long	11
.LCPI0_896:
	.long	9
	.long	24
	.long	10
	.long	11
.LCPI0_898:
	.long	10
	.long	25
	.long	10
	.long	11
.LCPI0_899:
	.long	0
	.long	12
	.long	0
	.long	20
.LCPI0_901:
	.long	1
	.long	13
	.long	0
	.long	21
.LCPI0_903:
	.long	2
	.long	14
	.long	0
	.long	22
.LCPI0_905:
	.long	3
	.long	15
	.long	0
	.long	23
.LCPI0_907:
	.long	0
	.long	0
	.long	12
	.long	24
.LCPI0_908:
	.long	0
	.long	1
	.long	13
	.long	25
.LCPI0_909:
	.long	0
	.long	2
	.long	14
	.long	26
.LCPI0_910:
	.long	0
	.long	3
	.long	15
	.long	27
.LCPI0_911:
	.long	24
	.long	0
	.long	0
	.long	12
.LCPI0_912:
	.long	0
	.long	20
	.long	0
	.long	12
.LCPI0_913:
	.long	25
	.long	0
	.long	1
	.long	13
.LCPI0_914:
	.long	0
	.long	21
	.long	1
	.long	13
.LCPI0_915:
	.long	26
	.long	0
	.long	2
	.long	14
.LCPI0_916:
	.long	0
	.long	22
	.long	2
	.long	14
.LCPI0_917:
	.long	27
	.long	0
	.long	3
	.long	15
.LCPI0_918:
	.long	0
	.long	23
	.long	3
	.long	15
.LCPI0_919:
	.long	0
	.long	1
	.long	14
	.long	27
.LCPI0_920:
	.long	0
	.long	2
	.long	15
	.long	28
.LCPI0_921:
	.quad	11
	.quad	4
.LCPI0_922:
	.long	0
	.long	19
	.long	0
	.long	13
.LCPI0_923:
	.long	0
	.long	20
	.long	1
	.long	14
.LCPI0_924:
	.quad	12
	.quad	5
.LCPI0_925:
	.long	0
	.long	21
	.long	2
	.long	15
.LCPI0_927:
	.long	0
	.long	5
	.long	6
	.long	8
.LCPI0_928:
	.long	26
	.long	0
	.long	0
	.long	13
.LCPI0_929:
	.long	27
	.long	0
	.long	1
	.long	14
.LCPI0_932:
	.long	28
	.long	0
	.long	2
	.long	15
.LCPI0_933:
	.quad	4
	.quad	11
.LCPI0_936:
	.long	0
	.long	5
	.long	6
	.long	12
.LCPI0_938:
	.long	14
	.long	0
	.long	20
	.long	1
.LCPI0_939:
	.quad	5
	.quad	12
.LCPI0_940:
	.long	0
	.long	5
	.long	6
	.long	13
.LCPI0_941:
	.long	15
	.long	0
	.long	21
	.long	2
.LCPI0_943:
	.long	0
	.long	5
	.long	6
	.long	14
.LCPI0_945:
	.long	0
	.long	13
	.long	26
	.long	0
.LCPI0_946:
	.long	24
	.long	2
	.long	12
	.long	0
.LCPI0_947:
	.long	25
	.long	3
	.long	13
	.long	0
.LCPI0_948:
	.long	10
	.long	20
	.long	30
	.long	0
.LCPI0_949:
	.long	11
	.long	21
	.long	31
	.long	1
.LCPI0_951:
	.long	12
	.long	22
	.long	0
	.long	2
.LCPI0_952:
	.long	13
	.long	23
	.long	0
	.long	3
.LCPI0_953:
	.long	14
	.long	24
	.long	0
	.long	4
.LCPI0_954:
	.long	15
	.long	25
	.long	0
	.long	5
.LCPI0_955:
	.long	0
	.long	10
	.long	0
	.long	22
.LCPI0_956:
	.long	1
	.long	11
	.long	0
	.long	23
.LCPI0_957:
	.long	8
	.long	9
	.long	26
	.long	26
.LCPI0_958:
	.long	9
	.long	9
	.long	26
	.long	27
.LCPI0_961:
	.long	8
	.long	10
	.long	24
	.long	27
.LCPI0_962:
	.long	28
	.long	0
	.long	0
	.long	14
.LCPI0_963:
	.long	29
	.long	0
	.long	1
	.long	15
.LCPI0_964:
	.long	8
	.long	11
	.long	25
	.long	27
.LCPI0_969:
	.long	0
	.long	14
	.long	28
	.long	0
.LCPI0_971:
	.long	1
	.long	15
	.long	29
	.long	0
.LCPI0_972:
	.long	18
	.long	0
	.long	14
	.long	0
.LCPI0_973:
	.long	19
	.long	1
	.long	15
	.long	0
.LCPI0_976:
	.long	12
	.long	23
	.long	0
	.long	1
.LCPI0_977:
	.long	13
	.long	24
	.long	0
	.long	2
.LCPI0_978:
	.long	14
	.long	25
	.long	0
	.long	3
.LCPI0_979:
	.long	15
	.long	26
	.long	0
	.long	4
.LCPI0_980:
	.long	0
	.long	11
	.long	0
	.long	21
.LCPI0_981:
	.long	1
	.long	12
	.long	0
	.long	22
.LCPI0_982:
	.long	2
	.long	13
	.long	0
	.long	23
.LCPI0_984:
	.long	3
	.long	14
	.long	0
	.long	24
.LCPI0_986:
	.long	4
	.long	15
	.long	0
	.long	25
.LCPI0_988:
	.long	0
	.long	0
	.long	11
	.long	22
.LCPI0_989:
	.long	22
	.long	0
	.long	0
	.long	11
.LCPI0_990:
	.long	0
	.long	1
	.long	12
	.long	23
.LCPI0_991:
	.long	5
	.long	14
	.long	23
	.long	0
.LCPI0_992:
	.long	6
	.long	15
	.long	24
	.long	0
.LCPI0_993:
	.long	23
	.long	0
	.long	9
	.long	0
.LCPI0_994:
	.long	24
	.long	1
	.long	10
	.long	0
.LCPI0_995:
	.long	9
	.long	18
	.long	27
	.long	0
.LCPI0_996:
	.long	10
	.long	19
	.long	28
	.long	1
.LCPI0_997:
	.long	11
	.long	20
	.long	29
	.long	2
.LCPI0_998:
	.long	12
	.long	21
	.long	30
	.long	3
.LCPI0_999:
	.long	0
	.long	16
	.long	10
	.long	9
.LCPI0_1002:
	.long	2
	.long	18
	.long	11
	.long	27
.LCPI0_1003:
	.long	14
	.long	30
	.long	5
	.long	21
.LCPI0_1004:
	.long	15
	.long	0
	.long	7
	.long	23
.LCPI0_1005:
	.long	0
	.long	16
	.long	9
	.long	25
.LCPI0_1006:
	.long	13
	.long	0
	.long	5
	.long	21
.LCPI0_1007:
	.long	10
	.long	0
	.long	2
	.long	18
	.section	.rodata.cst32,"aM",@progbits,32
	.p2align	5, 0x0
.LCPI0_5:
	.long	0
	.long	8
	.long	2
	.long	10
	.long	4
	.long	12
	.long	6
	.long	14
.LCPI0_6:
	.long	1
	.long	9
	.long	3
	.long	11
	.long	5
	.long	13
	.long	7
	.long	15
.LCPI0_7:
	.zero	8
	.quad	6
	.quad	14
	.zero	8
.LCPI0_9:
	.zero	8
	.zero	8
	.quad	5
	.quad	13
.LCPI0_10:
	.long	13
	.long	13
	.long	30
	.long	30
	.long	13
	.long	13
	.long	30
	.long	30
.LCPI0_12:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	27
	.zero	4
.LCPI0_13:
	.zero	4
	.zero	4
	.long	0
	.long	15
	.long	30
	.zero	4
	.zero	4
	.zero	4
.LCPI0_14:
	.zero	8
	.zero	8
	.quad	6
	.quad	14
.LCPI0_15:
	.long	8
	.long	9
	.long	10
	.long	16
	.long	12
	.long	13
	.long	14
	.long	20
.LCPI0_16:
	.long	3
	.long	1
	.long	17
	.long	0
	.long	15
	.long	13
	.long	29
	.long	12
.LCPI0_17:
	.long	11
	.long	10
	.long	2
	.long	3
	.long	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_19:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	15
	.long	30
	.zero	4
.LCPI0_20:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	13
.LCPI0_22:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	17
	.long	0
	.long	15
	.zero	4
.LCPI0_23:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	14
.LCPI0_24:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	15
.LCPI0_32:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	12
	.zero	4
	.zero	4
.LCPI0_34:
	.long	9
	.long	24
	.long	10
	.long	11
	.long	13
	.long	28
	.long	14
	.long	15
.LCPI0_36:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	6
	.long	13
	.zero	4
	.zero	4
.LCPI0_37:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	12
	.long	11
.LCPI0_38:
	.long	10
	.long	25
	.long	10
	.long	11
	.long	14
	.long	29
	.long	14
	.long	15
.LCPI0_40:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	7
	.long	14
	.zero	4
	.zero	4
.LCPI0_41:
	.long	11
	.long	26
	.long	10
	.long	11
	.long	15
	.long	30
	.long	14
	.long	15
.LCPI0_42:
	.long	8
	.long	9
	.long	9
	.long	24
	.long	12
	.long	13
	.long	13
	.long	28
.LCPI0_43:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	23
	.zero	4
	.zero	4
.LCPI0_45:
	.long	8
	.long	9
	.long	10
	.long	25
	.long	12
	.long	13
	.long	14
	.long	29
.LCPI0_46:
	.long	9
	.long	24
	.long	10
	.long	11
	.long	9
	.long	24
	.long	10
	.long	11
.LCPI0_47:
	.long	8
	.long	9
	.long	11
	.long	26
	.long	12
	.long	13
	.long	15
	.long	30
.LCPI0_49:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	24
	.long	7
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
	.long	8
	.long	9
	.long	26
	.long	26
	.long	8
	.long	9
	.long	26
	.long	26
.LCPI0_53:
	.long	9
	.long	9
	.long	26
	.long	27
	.long	9
	.long	9
	.long	26
	.long	27
.LCPI0_55:
	.long	14
	.long	13
	.long	30
	.long	28
	.long	10
	.long	9
	.long	26
	.long	24
.LCPI0_57:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	22
	.zero	4
.LCPI0_58:
	.long	0
	.long	1
	.long	2
	.long	8
	.long	4
	.long	5
	.long	6
	.long	12
.LCPI0_59:
	.long	15
	.long	13
	.long	30
	.long	29
	.long	11
	.long	9
	.long	26
	.long	25
.LCPI0_61:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	23
	.zero	4
.LCPI0_62:
	.long	0
	.long	1
	.long	2
	.long	9
	.long	4
	.long	5
	.long	6
	.long	13
.LCPI0_63:
	.long	8
	.long	10
	.long	24
	.long	27
	.long	8
	.long	10
	.long	24
	.long	27
.LCPI0_64:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	6
	.long	14
.LCPI0_65:
	.zero	4
	.zero	4
	.long	0
	.long	14
	.long	28
	.zero	4
	.zero	4
	.zero	4
.LCPI0_66:
	.long	12
	.long	10
	.long	2
	.long	3
	.long	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_67:
	.zero	4
	.zero	4
	.long	1
	.long	15
	.long	29
	.zero	4
	.zero	4
	.zero	4
.LCPI0_68:
	.long	13
	.long	11
	.long	2
	.long	3
	.long	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_69:
	.long	8
	.long	11
	.long	25
	.long	27
	.long	8
	.long	11
	.long	25
	.long	27
.LCPI0_71:
	.long	2
	.long	1
	.long	18
	.long	0
	.long	14
	.long	13
	.long	30
	.long	12
.LCPI0_72:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	26
	.zero	4
.LCPI0_73:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	6
	.long	8
.LCPI0_75:
	.long	3
	.long	1
	.long	19
	.long	1
	.long	15
	.long	13
	.long	31
	.long	13
.LCPI0_76:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	13
	.long	27
	.zero	4
.LCPI0_79:
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
.LCPI0_82:
	.long	10
	.long	24
	.long	10
	.long	11
	.long	14
	.long	28
	.long	14
	.long	15
.LCPI0_84:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	18
	.long	0
	.long	14
	.zero	4
.LCPI0_85:
	.long	11
	.long	25
	.long	10
	.long	11
	.long	15
	.long	29
	.long	14
	.long	15
.LCPI0_87:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	19
	.long	1
	.long	15
	.zero	4
.LCPI0_88:
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	29
	.long	0
	.long	22
.LCPI0_91:
	.long	13
	.long	27
	.long	13
	.long	27
	.long	13
	.long	27
	.long	22
	.long	7
.LCPI0_95:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	14
	.long	27
.LCPI0_97:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	15
	.long	28
.LCPI0_98:
	.zero	8
	.quad	4
	.quad	11
	.zero	8
.LCPI0_100:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	19
	.long	0
	.long	13
.LCPI0_101:
	.long	11
	.long	9
	.long	26
	.long	26
	.long	7
	.long	5
	.long	22
	.long	22
.LCPI0_103:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	20
	.long	1
	.long	14
.LCPI0_104:
	.zero	8
	.quad	5
	.quad	12
	.zero	8
.LCPI0_106:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	21
	.long	2
	.long	15
.LCPI0_107:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	3
	.zero	4
.LCPI0_109:
	.zero	4
	.zero	4
	.long	0
	.long	13
	.long	26
	.zero	4
	.zero	4
	.zero	4
.LCPI0_110:
	.long	14
	.long	11
	.long	2
	.long	3
	.long	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_112:
	.zero	4
	.zero	4
	.long	1
	.long	14
	.long	27
	.zero	4
	.zero	4
	.zero	4
.LCPI0_113:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	21
	.zero	4
.LCPI0_115:
	.zero	4
	.zero	4
	.long	2
	.long	15
	.long	28
	.zero	4
	.zero	4
	.zero	4
.LCPI0_116:
	.zero	8
	.zero	8
	.quad	4
	.quad	11
.LCPI0_118:
	.long	1
	.long	1
	.long	19
	.long	0
	.long	13
	.long	13
	.long	31
	.long	12
.LCPI0_119:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	23
	.zero	4
.LCPI0_120:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	6
	.long	12
.LCPI0_122:
	.zero	4
	.zero	4
	.long	20
	.long	1
	.long	14
	.zero	4
	.zero	4
	.zero	4
.LCPI0_123:
	.zero	8
	.zero	8
	.quad	5
	.quad	12
.LCPI0_124:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	6
	.long	13
.LCPI0_125:
	.long	11
	.long	24
	.long	10
	.long	11
	.long	15
	.long	28
	.long	14
	.long	15
.LCPI0_126:
	.zero	4
	.zero	4
	.long	21
	.long	2
	.long	15
	.zero	4
	.zero	4
	.zero	4
.LCPI0_127:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	25
	.zero	4
.LCPI0_129:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	13
	.long	26
	.zero	4
.LCPI0_130:
	.zero	4
	.zero	4
	.zero	4
	.long	20
	.long	0
	.long	12
	.zero	4
	.zero	4
.LCPI0_132:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	20
.LCPI0_133:
	.zero	4
	.zero	4
	.zero	4
	.long	21
	.long	1
	.long	13
	.zero	4
	.zero	4
.LCPI0_135:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	21
.LCPI0_136:
	.zero	4
	.zero	4
	.zero	4
	.long	22
	.long	2
	.long	14
	.zero	4
	.zero	4
.LCPI0_138:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	22
.LCPI0_139:
	.zero	4
	.zero	4
	.zero	4
	.long	23
	.long	3
	.long	15
	.zero	4
	.zero	4
.LCPI0_141:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	11
	.long	23
.LCPI0_142:
	.long	8
	.long	8
	.long	24
	.long	24
	.long	4
	.long	4
	.long	20
	.long	20
.LCPI0_144:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	12
	.long	24
.LCPI0_145:
	.long	9
	.long	9
	.long	25
	.long	25
	.long	5
	.long	5
	.long	21
	.long	21
.LCPI0_147:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	13
	.long	25
.LCPI0_148:
	.long	10
	.long	10
	.long	26
	.long	26
	.long	6
	.long	6
	.long	22
	.long	22
.LCPI0_150:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	14
	.long	26
.LCPI0_151:
	.long	11
	.long	11
	.long	27
	.long	27
	.long	7
	.long	7
	.long	23
	.long	23
.LCPI0_153:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	3
	.long	15
	.long	27
.LCPI0_155:
	.zero	4
	.zero	4
	.long	0
	.long	12
	.long	24
	.zero	4
	.zero	4
	.zero	4
.LCPI0_156:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	20
	.long	0
	.long	12
.LCPI0_158:
	.zero	4
	.zero	4
	.long	1
	.long	13
	.long	25
	.zero	4
	.zero	4
	.zero	4
.LCPI0_159:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	21
	.long	1
	.long	13
.LCPI0_161:
	.zero	4
	.zero	4
	.long	2
	.long	14
	.long	26
	.zero	4
	.zero	4
	.zero	4
.LCPI0_162:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	22
	.long	2
	.long	14
.LCPI0_164:
	.zero	4
	.zero	4
	.long	3
	.long	15
	.long	27
	.zero	4
	.zero	4
	.zero	4
.LCPI0_165:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	23
	.long	3
	.long	15
.LCPI0_166:
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	12
	.long	23
	.zero	4
	.zero	4
.LCPI0_168:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	10
	.long	13
.LCPI0_169:
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	13
	.long	24
	.zero	4
	.zero	4
.LCPI0_171:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	11
	.long	14
.LCPI0_172:
	.zero	4
	.zero	4
	.zero	4
	.long	3
	.long	14
	.long	25
	.zero	4
	.zero	4
.LCPI0_174:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	14
	.long	12
.LCPI0_175:
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	15
	.long	26
	.zero	4
	.zero	4
.LCPI0_177:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	13
	.long	8
.LCPI0_178:
	.zero	4
	.zero	4
	.zero	4
	.long	21
	.long	0
	.long	11
	.zero	4
	.zero	4
.LCPI0_180:
	.zero	4
	.zero	4
	.zero	4
	.long	22
	.long	1
	.long	12
	.zero	4
	.zero	4
.LCPI0_182:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	15
	.long	10
.LCPI0_183:
	.zero	4
	.zero	4
	.zero	4
	.long	23
	.long	2
	.long	13
	.zero	4
	.zero	4
.LCPI0_185:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	19
.LCPI0_186:
	.zero	4
	.zero	4
	.zero	4
	.long	24
	.long	3
	.long	14
	.zero	4
	.zero	4
.LCPI0_188:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	20
.LCPI0_189:
	.zero	4
	.zero	4
	.zero	4
	.long	25
	.long	4
	.long	15
	.zero	4
	.zero	4
.LCPI0_191:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	21
.LCPI0_192:
	.long	9
	.long	9
	.long	26
	.long	26
	.long	5
	.long	5
	.long	22
	.long	22
.LCPI0_194:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	11
	.long	22
.LCPI0_196:
	.zero	4
	.zero	4
	.long	0
	.long	11
	.long	22
	.zero	4
	.zero	4
	.zero	4
.LCPI0_197:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	12
	.long	23
.LCPI0_198:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	24
	.long	2
	.long	12
	.zero	4
.LCPI0_200:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	25
	.long	3
	.long	13
	.zero	4
.LCPI0_203:
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	10
	.long	20
	.long	30
	.zero	4
.LCPI0_204:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	8
.LCPI0_206:
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	11
	.long	21
	.long	31
	.zero	4
.LCPI0_208:
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
.LCPI0_248:
	.long	8
	.long	15
	.long	0
	.long	0
	.long	0
	.long	19
	.long	26
	.long	1
.LCPI0_249:
	.long	0
	.long	7
	.long	14
	.long	21
	.long	28
	.zero	4
	.zero	4
	.zero	4
.LCPI0_251:
	.long	0
	.long	0
	.long	10
	.long	11
	.long	12
	.long	13
	.long	18
	.long	25
.LCPI0_253:
	.long	1
	.long	8
	.long	15
	.long	22
	.long	29
	.zero	4
	.zero	4
	.zero	4
.LCPI0_254:
	.long	0
	.long	0
	.long	7
	.long	14
	.long	21
	.long	28
	.long	0
	.long	0
.LCPI0_255:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	19
	.long	26
.LCPI0_257:
	.long	18
	.long	25
	.long	0
	.long	7
	.long	14
	.zero	4
	.zero	4
	.zero	4
.LCPI0_258:
	.long	0
	.long	1
	.long	8
	.long	15
	.long	22
	.long	29
	.long	0
	.long	0
.LCPI0_259:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	20
	.long	27
.LCPI0_261:
	.long	19
	.long	26
	.long	1
	.long	8
	.long	15
	.zero	4
	.zero	4
	.zero	4
.LCPI0_262:
	.long	0
	.long	18
	.long	25
	.long	0
	.long	7
	.long	14
	.long	0
	.long	0
.LCPI0_263:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	21
	.long	28
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
.LCPI0_266:
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
.LCPI0_269:
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
.LCPI0_272:
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
	.long	6
	.long	12
	.long	0
	.long	0
	.long	0
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
	.long	0
	.long	0
	.long	2
	.long	8
	.long	14
	.long	20
	.long	26
.LCPI0_277:
	.long	1
	.long	7
	.long	13
	.long	0
	.long	0
	.long	0
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
	.long	0
	.long	0
	.long	0
	.long	3
	.long	9
	.long	15
	.long	21
	.long	27
.LCPI0_280:
	.long	2
	.long	8
	.long	14
	.long	20
	.long	26
	.zero	4
	.zero	4
	.zero	4
.LCPI0_281:
	.long	18
	.long	24
	.long	30
	.long	0
	.long	0
	.long	0
	.long	6
	.long	12
.LCPI0_282:
	.long	0
	.long	0
	.long	0
	.long	20
	.long	26
	.long	0
	.long	6
	.long	12
.LCPI0_283:
	.long	3
	.long	9
	.long	15
	.long	21
	.long	27
	.zero	4
	.zero	4
	.zero	4
.LCPI0_284:
	.long	19
	.long	25
	.long	31
	.long	0
	.long	0
	.long	1
	.long	7
	.long	13
.LCPI0_285:
	.long	0
	.long	0
	.long	0
	.long	21
	.long	27
	.long	1
	.long	7
	.long	13
.LCPI0_286:
	.long	20
	.long	26
	.long	0
	.long	0
	.long	0
	.long	2
	.long	8
	.long	14
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
	.long	0
	.long	0
	.long	0
	.long	6
	.long	12
	.long	18
	.long	24
	.long	30
.LCPI0_289:
	.long	21
	.long	27
	.long	0
	.long	0
	.long	0
	.long	3
	.long	9
	.long	15
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
	.long	0
	.long	0
	.long	1
	.long	7
	.long	13
	.long	19
	.long	25
	.long	31
.LCPI0_292:
	.long	8
	.long	13
	.long	18
	.long	23
	.long	28
	.long	0
	.long	0
	.long	3
.LCPI0_293:
	.long	0
	.long	5
	.long	10
	.long	15
	.long	20
	.long	25
	.long	30
	.zero	4
.LCPI0_295:
	.long	9
	.long	14
	.long	19
	.long	24
	.long	29
	.long	0
	.long	0
	.long	4
.LCPI0_296:
	.long	17
	.long	22
	.long	27
	.long	0
	.long	5
	.long	10
	.long	15
	.zero	4
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
	.long	12
	.long	17
	.long	22
	.long	27
	.long	0
	.long	0
	.long	2
	.long	7
.LCPI0_305:
	.long	4
	.long	9
	.long	14
	.long	19
	.long	24
	.long	29
	.zero	4
	.zero	4
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
.LCPI0_1000:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	21
	.long	5
	.long	14
	.long	15
.LCPI0_1001:
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
.LCPI0_29:
	.long	5
	.long	12
.LCPI0_31:
	.long	6
	.long	13
.LCPI0_35:
	.long	7
	.long	14
.LCPI0_83:
	.long	6
	.long	12
.LCPI0_86:
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
.LCPI0_885:
	.long	4
	.long	11
.LCPI0_890:
	.long	0
	.long	15
.LCPI0_891:
	.long	7
	.long	2
.LCPI0_892:
	.long	5
	.long	0
.LCPI0_893:
	.long	8
	.long	23
.LCPI0_895:
	.long	12
	.long	27
.LCPI0_897:
	.long	24
	.long	7
.LCPI0_900:
	.long	8
	.long	20
.LCPI0_902:
	.long	9
	.long	21
.LCPI0_904:
	.long	10
	.long	22
.LCPI0_906:
	.long	11
	.long	23
.LCPI0_926:
	.long	3
	.long	14
.LCPI0_930:
	.long	21
	.long	8
.LCPI0_931:
	.long	8
	.long	21
.LCPI0_934:
	.long	9
	.long	22
.LCPI0_935:
	.long	23
	.long	10
.LCPI0_937:
	.long	10
	.long	23
.LCPI0_942:
	.long	25
	.long	12
.LCPI0_944:
	.long	12
	.long	25
.LCPI0_950:
	.long	0
	.long	6
.LCPI0_959:
	.long	22
	.long	8
.LCPI0_960:
	.long	23
	.long	9
.LCPI0_965:
	.long	26
	.long	12
.LCPI0_966:
	.long	27
	.long	13
.LCPI0_967:
	.long	8
	.long	22
.LCPI0_968:
	.long	4
	.long	10
.LCPI0_970:
	.long	9
	.long	23
.LCPI0_974:
	.long	12
	.long	26
.LCPI0_975:
	.long	13
	.long	27
.LCPI0_983:
	.long	8
	.long	19
.LCPI0_985:
	.long	9
	.long	20
.LCPI0_987:
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
	subq	$520, %rsp
	movq	(%rdi), %rax
	movq	%rax, -104(%rsp)
	movq	8(%rdi), %rbx
	movq	24(%rdi), %r13
	movq	32(%rdi), %rax
	movq	40(%rdi), %rcx
	cmpq	$15, %rcx
	movq	%rax, -16(%rsp)
	movq	%rcx, -120(%rsp)
	ja	.LBB0_7
	movq	%rax, %rdi
	subq	%r13, %rdi
	jbe	.LBB0_207
	movq	-120(%rsp), %rax
	shlq	$6, %rax
	movq	%rax, -56(%rsp)
	imulq	$60, %r13, %r9
	leaq	(%rbx,%r9), %rax
	movq	%rax, -72(%rsp)
	imulq	$56, %r13, %r11
	leaq	(%rbx,%r11), %rax
	movq	%rax, -24(%rsp)
	imulq	$52, %r13, %r8
	leaq	(%rbx,%r8), %rax
	movq	%rax, -64(%rsp)
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
	movq	-104(%rsp), %rcx
	addq	%rcx, %r9
	movq	%r9, -112(%rsp)
	addq	%rcx, %r11
	addq	%rcx, %r8
	movq	%r8, -32(%rsp)
	leaq	(%r10,%r10,2), %r8
	leaq	(%rbx,%r8), %r9
	movq	%r9, 112(%rsp)
	addq	%rcx, %r8
	movq	%r8, 120(%rsp)
	imulq	$44, %r13, %r8
	leaq	(%rbx,%r8), %r9
	movq	%r9, 96(%rsp)
	addq	%rcx, %r8
	movq	%r8, 104(%rsp)
	leaq	(%rbx,%r14), %r8
	movq	%r8, 88(%rsp)
	addq	%rcx, %r14
	movq	%r14, -40(%rsp)
	leaq	(%rbx,%r15), %r8
	movq	%r8, 80(%rsp)
	addq	%rcx, %r15
	movq	%r15, -8(%rsp)
	leaq	(%rbx,%r12), %r8
	movq	%r8, 72(%rsp)
	addq	%rcx, %r12
	movq	%r12, 24(%rsp)
	leaq	(%rbx,%rdx), %r8
	movq	%r8, 64(%rsp)
	addq	%rcx, %rdx
	movq	%rdx, 16(%rsp)
	leaq	(%rbx,%rbp), %rdx
	movq	%rdx, 56(%rsp)
	addq	%rcx, %rbp
	movq	%rbp, 8(%rsp)
	leaq	(%rbx,%rsi), %rdx
	movq	%rdx, 48(%rsp)
	addq	%rcx, %rsi
	movq	%rsi, (%rsp)
	leaq	(%rbx,%r10), %rdx
	movq	%rdx, 40(%rsp)
	addq	%rcx, %r10
	movq	%r10, -80(%rsp)
	leaq	(%rbx,%rdi), %rdx
	movq	%rdx, 32(%rsp)
	addq	%rcx, %rdi
	movq	%rdi, 128(%rsp)
	movq	-96(%rsp), %rdi
	vmovaps	.LCPI0_877(%rip), %zmm13
	vmovapd	.LCPI0_878(%rip), %zmm14
	vmovaps	.LCPI0_871(%rip), %zmm15
	vmovaps	.LCPI0_872(%rip), %zmm16
	vmovaps	.LCPI0_873(%rip), %zmm19
	vmovaps	.LCPI0_874(%rip), %zmm20
	vmovaps	.LCPI0_875(%rip), %zmm21
	vmovaps	.LCPI0_876(%rip), %zmm22
	vmovaps	.LCPI0_859(%rip), %zmm24
	vmovaps	.LCPI0_860(%rip), %zmm25
	vmovaps	.LCPI0_861(%rip), %zmm26
	vmovaps	.LCPI0_862(%rip), %zmm27
	vmovaps	.LCPI0_863(%rip), %zmm28
	vmovaps	.LCPI0_864(%rip), %zmm29
	vmovaps	.LCPI0_865(%rip), %zmm30
	vbroadcasti64x4	.LCPI0_839(%rip), %zmm0
	vmovdqu64	%zmm0, 208(%rsp)
	vbroadcasti64x4	.LCPI0_840(%rip), %zmm0
	vmovdqu64	%zmm0, 400(%rsp)
	vbroadcasti64x4	.LCPI0_841(%rip), %zmm0
	vmovdqu64	%zmm0, 144(%rsp)
	vbroadcasti64x4	.LCPI0_842(%rip), %zmm0
	vmovdqu64	%zmm0, 272(%rsp)
	vbroadcasti64x4	.LCPI0_843(%rip), %zmm0
	vmovdqu64	%zmm0, 336(%rsp)
	leaq	(%rbx,%r13,8), %r10
	movq	%rbx, -48(%rsp)
	leaq	(%rbx,%r13,4), %rsi
	movq	-112(%rsp), %rbx
	movq	-120(%rsp), %rdx
	decq	%rdx
	movq	%rdx, 136(%rsp)
	leaq	(%rcx,%r13,8), %r14
	leaq	(%rcx,%r13,4), %r12
	vbroadcastss	.LCPI0_1(%rip), %zmm23
	vbroadcastss	.LCPI0_2(%rip), %zmm31
	vbroadcastss	.LCPI0_0(%rip), %zmm17
	jmp	.LBB0_5
.LBB0_7:
	movq	16(%rdi), %r8
	cmpq	$4097, %rcx
	jae	.LBB0_8
	cmpq	$2049, %rcx
	jae	.LBB0_105
	movq	%rax, %r11
	subq	%r13, %r11
	jbe	.LBB0_207
	movq	%r13, %rdi
	movq	-120(%rsp), %rsi
	movl	%esi, %edx
	andl	$4088, %edx
	movq	-104(%rsp), %r9
	movq	%r9, %rax
	subq	%rbx, %rax
	movq	%rax, 400(%rsp)
	movq	%r13, %rax
	imulq	%rsi, %rax
	leaq	(%rbx,%rax,4), %r14
	movq	%r8, %rcx
	subq	%r14, %rcx
	movq	%rcx, -80(%rsp)
	movq	%rsi, %rcx
	shlq	$5, %rcx
	movq	%rcx, -40(%rsp)
	negq	%rcx
	movq	%rcx, -8(%rsp)
	movl	%esi, %ecx
	andl	$4032, %ecx
	movq	%rcx, 144(%rsp)
	movl	%esi, %ecx
	andl	$7, %ecx
	movq	%rcx, -112(%rsp)
	movl	%esi, %ecx
	andl	$3, %ecx
	movq	%rcx, 208(%rsp)
	leal	(,%rsi,4), %r13d
	andl	$16128, %r13d
	leaq	(%rbx,%rax,4), %rbp
	addq	$192, %rbp
	leaq	32(,%rdi,4), %rcx
	imulq	%rsi, %rcx
	addq	%rbx, %rcx
	addq	$192, %rcx
	movq	%rcx, -48(%rsp)
	leaq	192(%r9,%rax,4), %rcx
	movq	%rcx, -56(%rsp)
	leaq	(%r9,%rax,4), %rax
	movq	%rax, -72(%rsp)
	movq	-16(%rsp), %rax
	vmovaps	.LCPI0_5(%rip), %ymm0
	vmovaps	.LCPI0_6(%rip), %ymm1
	vbroadcastss	.LCPI0_0(%rip), %ymm2
	vpbroadcastd	.LCPI0_1(%rip), %ymm3
	vbroadcastss	.LCPI0_0(%rip), %zmm4
	vpbroadcastd	.LCPI0_1(%rip), %zmm5
	vpbroadcastd	.LCPI0_2(%rip), %zmm6
	leaq	(,%rsi,4), %r10
	xorl	%r9d, %r9d
	movl	$2143289344, %esi
	jmp	.LBB0_112
	.p2align	4
.LBB0_149:
	movq	336(%rsp), %rdi
	addq	$8, %rdi
	movq	-24(%rsp), %r11
	addq	$-8, %r11
	movq	-32(%rsp), %r9
	incq	%r9
	movq	-40(%rsp), %rax
	movq	-88(%rsp), %rbp
	addq	%rax, %rbp
	movq	272(%rsp), %r14
	addq	%rax, %r14
	addq	%rax, -48(%rsp)
	addq	%rax, -56(%rsp)
	addq	%rax, -72(%rsp)
	movq	-16(%rsp), %rax
	cmpq	%rax, %rdi
	jae	.LBB0_207
.LBB0_112:
	movq	%rax, %rcx
	movq	-8(%rsp), %rax
	movq	%r9, -32(%rsp)
	imulq	%r9, %rax
	addq	-80(%rsp), %rax
	cmpq	$1, %r11
	movq	%r11, -24(%rsp)
	adcq	$0, %r11
	cmpq	$8, %r11
	movl	$8, %r9d
	cmovaeq	%r9, %r11
	movq	%r11, -96(%rsp)
	movq	%rcx, %r9
	movq	%rdi, 336(%rsp)
	subq	%rdi, %r9
	cmpq	$8, %r9
	movl	$8, %ecx
	movq	%r9, -104(%rsp)
	cmovbq	%r9, %rcx
	decq	%rcx
	movq	%rcx, -64(%rsp)
	movq	%r14, 272(%rsp)
	movq	%r14, %rdi
	movq	%r8, %r9
	movq	%rbp, -88(%rsp)
	leaq	192(%r8), %r14
	xorl	%r11d, %r11d
	movq	-120(%rsp), %rcx
	jmp	.LBB0_113
	.p2align	4
.LBB0_126:
	incq	%r11
	addq	%r10, %r14
	addq	%r10, %rbp
	addq	%r10, %r9
	addq	%r10, %rdi
	cmpq	-96(%rsp), %r11
	je	.LBB0_127
.LBB0_113:
	cmpq	$256, %rax
	jae	.LBB0_115
	xorl	%r12d, %r12d
	jmp	.LBB0_121
	.p2align	4
.LBB0_115:
	xorl	%r15d, %r15d
	cmpq	$64, %rcx
	jb	.LBB0_119
	.p2align	4
.LBB0_116:
	vmovups	-192(%rbp,%r15), %zmm7
	vmovups	-128(%rbp,%r15), %zmm8
	vmovups	-64(%rbp,%r15), %zmm9
	vmovups	(%rbp,%r15), %zmm10
	vmulps	%zmm7, %zmm7, %zmm7
	vmulps	%zmm8, %zmm8, %zmm8
	vmulps	%zmm9, %zmm9, %zmm9
	vmulps	%zmm10, %zmm10, %zmm10
	vmovups	%zmm7, -192(%r14,%r15)
	vmovups	%zmm8, -128(%r14,%r15)
	vmovups	%zmm9, -64(%r14,%r15)
	vmovups	%zmm10, (%r14,%r15)
	addq	$256, %r15
	cmpq	%r15, %r13
	jne	.LBB0_116
	cmpq	144(%rsp), %rcx
	je	.LBB0_126
	movq	144(%rsp), %r12
	movq	%r12, %r15
	testb	$56, %cl
	je	.LBB0_121
	.p2align	4
.LBB0_119:
	vmovups	(%rdi,%r15,4), %ymm7
	vmulps	%ymm7, %ymm7, %ymm7
	vmovups	%ymm7, (%r9,%r15,4)
	addq	$8, %r15
	cmpq	%r15, %rdx
	jne	.LBB0_119
	movq	%rdx, %r12
	cmpq	%rdx, %rcx
	je	.LBB0_126
.LBB0_121:
	movq	%r12, %r15
	cmpq	$0, -112(%rsp)
	je	.LBB0_124
	movq	-112(%rsp), %rbx
	movq	%r12, %r15
	.p2align	4
.LBB0_123:
	vmovss	(%rdi,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, (%r9,%r15,4)
	incq	%r15
	decq	%rbx
	jne	.LBB0_123
.LBB0_124:
	subq	%rcx, %r12
	cmpq	$-8, %r12
	ja	.LBB0_126
	.p2align	4
.LBB0_125:
	vmovss	(%rdi,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, (%r9,%r15,4)
	vmovss	4(%rdi,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, 4(%r9,%r15,4)
	vmovss	8(%rdi,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, 8(%r9,%r15,4)
	vmovss	12(%rdi,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, 12(%r9,%r15,4)
	vmovss	16(%rdi,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, 16(%r9,%r15,4)
	vmovss	20(%rdi,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, 20(%r9,%r15,4)
	vmovss	24(%rdi,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, 24(%r9,%r15,4)
	vmovss	28(%rdi,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, 28(%r9,%r15,4)
	addq	$8, %r15
	cmpq	%r15, %rcx
	jne	.LBB0_125
	jmp	.LBB0_126
	.p2align	4
.LBB0_127:
	movq	-104(%rsp), %r15
	cmpq	$2, %r15
	movq	-64(%rsp), %r12
	movq	%r12, %rax
	movl	$1, %edi
	cmovaeq	%rdi, %rax
	imulq	%rcx, %rax
	leaq	(%r8,%rax,4), %rax
	cmpq	$3, %r15
	movq	%r12, %rdi
	movl	$2, %r9d
	cmovaeq	%r9, %rdi
	imulq	%rcx, %rdi
	leaq	(%r8,%rdi,4), %rdi
	cmpq	$4, %r15
	movq	%r12, %r9
	movl	$3, %r11d
	cmovaeq	%r11, %r9
	imulq	%rcx, %r9
	leaq	(%r8,%r9,4), %r9
	cmpq	$5, %r15
	movq	%r12, %r11
	movl	$4, %ebx
	cmovaeq	%rbx, %r11
	imulq	%rcx, %r11
	leaq	(%r8,%r11,4), %r11
	cmpq	$6, %r15
	movq	%r12, %rbx
	movl	$5, %r14d
	cmovaeq	%r14, %rbx
	imulq	%rcx, %rbx
	leaq	(%r8,%rbx,4), %r14
	cmpq	$7, %r15
	movq	%r12, %rbx
	movl	$6, %r15d
	cmovaeq	%r15, %rbx
	imulq	%rcx, %rbx
	leaq	(%r8,%rbx,4), %rbp
	cmpq	$8, -104(%rsp)
	movl	$7, %ebx
	cmovaeq	%rbx, %r12
	imulq	%rcx, %r12
	leaq	(%r8,%r12,4), %rbx
	vxorps	%xmm7, %xmm7, %xmm7
	movq	-48(%rsp), %r15
	xorl	%r12d, %r12d
	.p2align	4
.LBB0_128:
	prefetcht0	-192(%r15)
	prefetcht0	-128(%r15)
	prefetcht0	-64(%r15)
	vmovupd	(%r8,%r12,4), %ymm8
	vmovupd	(%rax,%r12,4), %ymm9
	vmovupd	(%rdi,%r12,4), %ymm10
	vmovupd	(%r9,%r12,4), %ymm11
	vmovupd	(%r11,%r12,4), %ymm12
	vmovupd	(%r14,%r12,4), %ymm13
	vmovupd	(%rbp,%r12,4), %ymm14
	vmovupd	(%rbx,%r12,4), %ymm15
	prefetcht0	(%r15)
	vshuff64x2	$0, %ymm12, %ymm8, %ymm16
	vperm2f128	$49, %ymm12, %ymm8, %ymm8
	vperm2f128	$32, %ymm13, %ymm9, %ymm12
	vperm2f128	$49, %ymm13, %ymm9, %ymm9
	vperm2f128	$32, %ymm14, %ymm10, %ymm13
	vperm2f128	$49, %ymm14, %ymm10, %ymm10
	vperm2f128	$32, %ymm15, %ymm11, %ymm14
	vperm2f128	$49, %ymm15, %ymm11, %ymm11
	vunpcklpd	%ymm13, %ymm16, %ymm15
	vunpckhpd	%ymm13, %ymm16, %ymm13
	vunpcklpd	%ymm14, %ymm12, %ymm16
	vunpckhpd	%ymm14, %ymm12, %ymm12
	vunpcklpd	%ymm10, %ymm8, %ymm14
	vunpckhpd	%ymm10, %ymm8, %ymm8
	vunpcklpd	%ymm11, %ymm9, %ymm10
	vunpckhpd	%ymm11, %ymm9, %ymm9
	vmovapd	%ymm15, %ymm11
	vpermt2ps	%ymm16, %ymm0, %ymm11
	vaddps	%ymm7, %ymm11, %ymm7
	vpermt2ps	%ymm16, %ymm1, %ymm15
	vaddps	%ymm7, %ymm15, %ymm7
	vmovapd	%ymm13, %ymm11
	vpermt2ps	%ymm12, %ymm0, %ymm11
	vaddps	%ymm7, %ymm11, %ymm7
	vpermt2ps	%ymm12, %ymm1, %ymm13
	vaddps	%ymm7, %ymm13, %ymm7
	vmovapd	%ymm14, %ymm11
	vpermt2ps	%ymm10, %ymm0, %ymm11
	vaddps	%ymm7, %ymm11, %ymm7
	vpermt2ps	%ymm10, %ymm1, %ymm14
	vaddps	%ymm7, %ymm14, %ymm7
	vmovapd	%ymm8, %ymm10
	vpermt2ps	%ymm9, %ymm0, %ymm10
	vaddps	%ymm7, %ymm10, %ymm7
	vpermt2ps	%ymm9, %ymm1, %ymm8
	vaddps	%ymm7, %ymm8, %ymm7
	addq	$8, %r12
	addq	$256, %r15
	cmpq	%rdx, %r12
	jb	.LBB0_128
	movq	%rdx, %r15
	cmpq	%rcx, %rdx
	je	.LBB0_131
	.p2align	4
.LBB0_130:
	vmovss	(%r11,%r15,4), %xmm8
	vinsertps	$16, (%r14,%r15,4), %xmm8, %xmm8
	vinsertps	$32, (%rbp,%r15,4), %xmm8, %xmm8
	vinsertps	$48, (%rbx,%r15,4), %xmm8, %xmm8
	vmovss	(%r8,%r15,4), %xmm9
	vinsertps	$16, (%rax,%r15,4), %xmm9, %xmm9
	vinsertps	$32, (%rdi,%r15,4), %xmm9, %xmm9
	vinsertps	$48, (%r9,%r15,4), %xmm9, %xmm9
	vinsertf128	$1, %xmm8, %ymm9, %ymm8
	vaddps	%ymm7, %ymm8, %ymm7
	incq	%r15
	cmpq	%rcx, %r15
	jb	.LBB0_130
.LBB0_131:
	vmovups	%ymm7, 488(%rsp)
	movq	272(%rsp), %r11
	movq	-72(%rsp), %rbx
	movq	-88(%rsp), %rbp
	movq	-56(%rsp), %rax
	xorl	%edi, %edi
	jmp	.LBB0_132
	.p2align	4
.LBB0_148:
	incq	%rdi
	addq	%r10, %rax
	addq	%r10, %rbp
	addq	%r10, %rbx
	addq	%r10, %r11
	cmpq	-96(%rsp), %rdi
	je	.LBB0_149
.LBB0_132:
	vmovss	488(%rsp,%rdi,4), %xmm7
	vsqrtss	%xmm7, %xmm7, %xmm7
	cmpq	$256, 400(%rsp)
	jae	.LBB0_134
	xorl	%r14d, %r14d
	jmp	.LBB0_143
	.p2align	4
.LBB0_134:
	cmpq	$64, %rcx
	jae	.LBB0_136
	xorl	%r9d, %r9d
	jmp	.LBB0_140
	.p2align	4
.LBB0_136:
	vbroadcastss	%xmm7, %zmm8
	xorl	%r9d, %r9d
	.p2align	4
.LBB0_137:
	vmovups	-192(%rbp,%r9), %zmm9
	vmovups	-128(%rbp,%r9), %zmm10
	vmovups	-64(%rbp,%r9), %zmm11
	vmovups	(%rbp,%r9), %zmm12
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
	vmovdqu64	%zmm9, -192(%rax,%r9)
	vmovdqu64	%zmm10, -128(%rax,%r9)
	vmovdqu64	%zmm11, -64(%rax,%r9)
	vmovdqu64	%zmm12, (%rax,%r9)
	addq	$256, %r9
	cmpq	%r9, %r13
	jne	.LBB0_137
	cmpq	144(%rsp), %rcx
	je	.LBB0_148
	movq	144(%rsp), %r14
	movq	%r14, %r9
	testb	$56, %cl
	je	.LBB0_143
.LBB0_140:
	vbroadcastss	%xmm7, %ymm8
	.p2align	4
.LBB0_141:
	vmovups	(%r11,%r9,4), %ymm9
	vdivps	%ymm8, %ymm9, %ymm9
	vandps	%ymm2, %ymm9, %ymm10
	vpcmpgtd	%ymm3, %ymm10, %k1
	vpbroadcastd	.LCPI0_2(%rip), %ymm9 {%k1}
	vmovdqu	%ymm9, (%rbx,%r9,4)
	addq	$8, %r9
	cmpq	%r9, %rdx
	jne	.LBB0_141
	movq	%rdx, %r14
	cmpq	%rdx, %rcx
	je	.LBB0_148
.LBB0_143:
	movq	%r14, %r9
	cmpq	$0, 208(%rsp)
	je	.LBB0_146
	movq	208(%rsp), %r15
	movq	%r14, %r9
	.p2align	4
.LBB0_145:
	vmovss	(%r11,%r9,4), %xmm8
	vdivss	%xmm7, %xmm8, %xmm8
	vmovd	%xmm8, %ecx
	movl	%ecx, %r12d
	andl	$2147483647, %r12d
	cmpl	$2139095041, %r12d
	cmovael	%esi, %ecx
	movl	%ecx, (%rbx,%r9,4)
	incq	%r9
	decq	%r15
	jne	.LBB0_145
.LBB0_146:
	movq	-120(%rsp), %rcx
	subq	%rcx, %r14
	cmpq	$-4, %r14
	ja	.LBB0_148
	.p2align	4
.LBB0_147:
	vmovss	(%r11,%r9,4), %xmm8
	vdivss	%xmm7, %xmm8, %xmm8
	vmovd	%xmm8, %ecx
	movl	%ecx, %r14d
	andl	$2147483647, %r14d
	cmpl	$2139095041, %r14d
	cmovael	%esi, %ecx
	movl	%ecx, (%rbx,%r9,4)
	vmovss	4(%r11,%r9,4), %xmm8
	vdivss	%xmm7, %xmm8, %xmm8
	vmovd	%xmm8, %ecx
	movl	%ecx, %r14d
	andl	$2147483647, %r14d
	cmpl	$2139095041, %r14d
	cmovael	%esi, %ecx
	movl	%ecx, 4(%rbx,%r9,4)
	vmovss	8(%r11,%r9,4), %xmm8
	vdivss	%xmm7, %xmm8, %xmm8
	vmovd	%xmm8, %ecx
	movl	%ecx, %r14d
	andl	$2147483647, %r14d
	cmpl	$2139095041, %r14d
	cmovael	%esi, %ecx
	movl	%ecx, 8(%rbx,%r9,4)
	vmovss	12(%r11,%r9,4), %xmm8
	vdivss	%xmm7, %xmm8, %xmm8
	vmovd	%xmm8, %ecx
	movl	%ecx, %r14d
	andl	$2147483647, %r14d
	cmpl	$2139095041, %r14d
	cmovael	%esi, %ecx
	movl	%ecx, 12(%rbx,%r9,4)
	movq	-120(%rsp), %rcx
	addq	$4, %r9
	cmpq	%r9, %rcx
	jne	.LBB0_147
	jmp	.LBB0_148
.LBB0_8:
	cmpq	%r13, %rax
	jbe	.LBB0_207
	movq	%r13, %rcx
	movq	-104(%rsp), %rsi
	movq	%rsi, %rax
	subq	%rbx, %rax
	movq	%rax, -24(%rsp)
	movq	%r13, %rax
	movq	-120(%rsp), %rdx
	imulq	%rdx, %rax
	leaq	(%rbx,%rax,4), %r13
	leaq	(,%rdx,4), %rdi
	movq	%rdi, -32(%rsp)
	negq	%rdi
	movq	%rdi, -64(%rsp)
	movq	%rdx, %rdi
	andq	$-64, %rdi
	movq	%rdi, -80(%rsp)
	movq	%rdx, %rdi
	andq	$-8, %rdi
	movq	%rdi, -40(%rsp)
	andl	$3, %edx
	movq	%rdx, -72(%rsp)
	leaq	(%rbx,%rax,4), %rbx
	addq	$192, %rbx
	leaq	(%rsi,%rax,4), %r9
	addq	$192, %r9
	leaq	(%rsi,%rax,4), %r10
	xorl	%edx, %edx
	vbroadcastss	.LCPI0_0(%rip), %zmm0
	vpbroadcastd	.LCPI0_1(%rip), %zmm1
	vpbroadcastd	.LCPI0_2(%rip), %zmm2
	vbroadcastss	.LCPI0_0(%rip), %ymm3
	vpbroadcastd	.LCPI0_1(%rip), %ymm4
	movq	%r13, 144(%rsp)
	jmp	.LBB0_10
	.p2align	4
.LBB0_206:
	movq	336(%rsp), %rcx
	incq	%rcx
	movq	-56(%rsp), %rdx
	incq	%rdx
	movq	-32(%rsp), %rax
	addq	%rax, %rbx
	addq	%rax, %r13
	addq	%rax, %r9
	addq	%rax, %r10
	cmpq	-16(%rsp), %rcx
	je	.LBB0_207
.LBB0_10:
	movq	%r10, -48(%rsp)
	movq	%r9, -104(%rsp)
	movq	%rcx, 336(%rsp)
	movq	-64(%rsp), %rax
	movq	%rdx, -56(%rsp)
	imulq	%rdx, %rax
	addq	%r8, %rax
	movq	%rax, 400(%rsp)
	vxorps	%xmm5, %xmm5, %xmm5
	movl	$64, %r12d
	movq	%r8, %rax
	movq	%r13, %rsi
	movq	%rbx, -88(%rsp)
	xorl	%r10d, %r10d
	xorl	%edx, %edx
	xorl	%edi, %edi
	movq	-120(%rsp), %r14
	jmp	.LBB0_11
	.p2align	4
.LBB0_191:
	addq	$64, %r12
	addq	$-64, %rdx
	incq	%r10
	addq	$256, %rbx
	addq	$256, %rsi
	addq	$-256, %rax
	movq	-120(%rsp), %r14
	movq	-96(%rsp), %rdi
	cmpq	%r14, %rdi
	jae	.LBB0_192
.LBB0_11:
	cmpq	%r12, %r14
	movq	%r12, %r9
	cmovbq	%r14, %r9
	leaq	(%r9,%rdx), %rcx
	movq	%rcx, -112(%rsp)
	cmpq	$1, %rcx
	movq	%r9, %rbp
	adcq	%rdx, %rbp
	leaq	64(%rdi), %rcx
	cmpq	%r14, %rcx
	movq	%rcx, -96(%rsp)
	cmovbq	%rcx, %r14
	cmpq	%r14, %rdi
	jae	.LBB0_221
	movq	%rdi, %r11
	leaq	(%r9,%rdx), %rcx
	cmpq	$8, %rcx
	jb	.LBB0_216
	movq	%r10, %rcx
	shlq	$8, %rcx
	addq	144(%rsp), %rcx
	movq	%r10, 208(%rsp)
	movq	400(%rsp), %r10
	subq	%rcx, %r10
	movq	%rdi, %r11
	cmpq	$256, %r10
	movq	208(%rsp), %r10
	jb	.LBB0_216
	leaq	(%r9,%rdx), %r11
	cmpq	$64, %r11
	jae	.LBB0_208
	xorl	%r15d, %r15d
	jmp	.LBB0_213
.LBB0_208:
	movq	%r9, %rcx
	andq	$-64, %rcx
	addq	%rdx, %rcx
	movq	%r11, %r15
	movl	%r9d, %r11d
	andl	$63, %r11d
	movq	%r11, 272(%rsp)
	subq	%r11, %r15
	xorl	%r11d, %r11d
	.p2align	4
.LBB0_209:
	vmovups	-192(%rbx,%r11,4), %zmm6
	vmovups	-128(%rbx,%r11,4), %zmm7
	vmovups	-64(%rbx,%r11,4), %zmm8
	vmovups	(%rbx,%r11,4), %zmm9
	vmulps	%zmm6, %zmm6, %zmm6
	vmulps	%zmm7, %zmm7, %zmm7
	vmulps	%zmm8, %zmm8, %zmm8
	vmulps	%zmm9, %zmm9, %zmm9
	vmovups	%zmm6, (%r8,%r11,4)
	vmovups	%zmm7, 64(%r8,%r11,4)
	vmovups	%zmm8, 128(%r8,%r11,4)
	vmovups	%zmm9, 192(%r8,%r11,4)
	addq	$64, %r11
	cmpq	%r11, %rcx
	jne	.LBB0_209
	movq	272(%rsp), %rcx
	testq	%rcx, %rcx
	je	.LBB0_221
	cmpl	$8, %ecx
	jb	.LBB0_226
	leaq	(%r9,%rdx), %r11
.LBB0_213:
	movl	%r9d, %r10d
	andl	$7, %r10d
	movq	%r11, %rcx
	subq	%r10, %rcx
	movl	%r9d, %r10d
	andl	$7, %r10d
	subq	%r10, %r11
	addq	%rdi, %r11
	.p2align	4
.LBB0_214:
	vmovups	(%rsi,%r15,4), %ymm6
	vmulps	%ymm6, %ymm6, %ymm6
	vmovups	%ymm6, (%r8,%r15,4)
	addq	$8, %r15
	cmpq	%r15, %rcx
	jne	.LBB0_214
	testq	%r10, %r10
	movq	208(%rsp), %r10
	je	.LBB0_221
.LBB0_216:
	movl	%r9d, %ecx
	subl	%r11d, %ecx
	movq	%r11, %r15
	testb	$7, %cl
	je	.LBB0_219
	movl	%r9d, %ecx
	subb	%r11b, %cl
	movzbl	%cl, %ecx
	andl	$7, %ecx
	movq	%r11, %r15
	.p2align	4
.LBB0_218:
	vmovss	(%r13,%r15,4), %xmm6
	vmulss	%xmm6, %xmm6, %xmm6
	vmovss	%xmm6, (%rax,%r15,4)
	incq	%r15
	decq	%rcx
	jne	.LBB0_218
.LBB0_219:
	subq	%r9, %r11
	cmpq	$-8, %r11
	ja	.LBB0_221
	.p2align	4
.LBB0_220:
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
	cmpq	%r15, %r9
	jne	.LBB0_220
	.p2align	4
.LBB0_221:
	cmpq	%rdi, %r14
	je	.LBB0_191
	cmpq	$8, -112(%rsp)
	jae	.LBB0_224
	xorl	%ecx, %ecx
	jmp	.LBB0_189
	.p2align	4
.LBB0_224:
	movq	%rbp, %rdi
	andq	$-8, %rdi
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_225:
	vaddss	(%r8,%rcx,4), %xmm5, %xmm5
	vaddss	4(%r8,%rcx,4), %xmm5, %xmm5
	vaddss	8(%r8,%rcx,4), %xmm5, %xmm5
	vaddss	12(%r8,%rcx,4), %xmm5, %xmm5
	vaddss	16(%r8,%rcx,4), %xmm5, %xmm5
	vaddss	20(%r8,%rcx,4), %xmm5, %xmm5
	vaddss	24(%r8,%rcx,4), %xmm5, %xmm5
	vaddss	28(%r8,%rcx,4), %xmm5, %xmm5
	addq	$8, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_225
	testb	$7, %bpl
	je	.LBB0_191
.LBB0_189:
	andl	$7, %ebp
	leaq	(%r8,%rcx,4), %rcx
	xorl	%edi, %edi
	.p2align	4
.LBB0_190:
	vaddss	(%rcx,%rdi,4), %xmm5, %xmm5
	incq	%rdi
	cmpq	%rdi, %rbp
	jne	.LBB0_190
	jmp	.LBB0_191
.LBB0_226:
	addq	%rdi, %r15
	movq	%r15, %r11
	jmp	.LBB0_216
	.p2align	4
.LBB0_192:
	vsqrtss	%xmm5, %xmm5, %xmm5
	cmpq	$256, -24(%rsp)
	jae	.LBB0_194
	xorl	%ecx, %ecx
	movq	-88(%rsp), %rbx
	movq	-104(%rsp), %r9
	movq	-48(%rsp), %r10
	movl	$2143289344, %r11d
.LBB0_201:
	movq	%rcx, %rax
	cmpq	$0, -72(%rsp)
	je	.LBB0_204
	movq	-72(%rsp), %rdx
	movq	%rcx, %rax
	.p2align	4
.LBB0_203:
	vmovss	(%r13,%rax,4), %xmm6
	vdivss	%xmm5, %xmm6, %xmm6
	vmovd	%xmm6, %esi
	movl	%esi, %edi
	andl	$2147483647, %edi
	cmpl	$2139095041, %edi
	cmovael	%r11d, %esi
	movl	%esi, (%r10,%rax,4)
	incq	%rax
	decq	%rdx
	jne	.LBB0_203
.LBB0_204:
	movq	-120(%rsp), %rsi
	subq	%rsi, %rcx
	cmpq	$-4, %rcx
	ja	.LBB0_206
	.p2align	4
.LBB0_205:
	vmovss	(%r13,%rax,4), %xmm6
	vdivss	%xmm5, %xmm6, %xmm6
	vmovd	%xmm6, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r11d, %ecx
	movl	%ecx, (%r10,%rax,4)
	vmovss	4(%r13,%rax,4), %xmm6
	vdivss	%xmm5, %xmm6, %xmm6
	vmovd	%xmm6, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r11d, %ecx
	movl	%ecx, 4(%r10,%rax,4)
	vmovss	8(%r13,%rax,4), %xmm6
	vdivss	%xmm5, %xmm6, %xmm6
	vmovd	%xmm6, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r11d, %ecx
	movl	%ecx, 8(%r10,%rax,4)
	vmovss	12(%r13,%rax,4), %xmm6
	vdivss	%xmm5, %xmm6, %xmm6
	vmovd	%xmm6, %ecx
	movl	%ecx, %edx
	andl	$2147483647, %edx
	cmpl	$2139095041, %edx
	cmovael	%r11d, %ecx
	movl	%ecx, 12(%r10,%rax,4)
	addq	$4, %rax
	cmpq	%rax, %rsi
	jne	.LBB0_205
	jmp	.LBB0_206
	.p2align	4
.LBB0_194:
	vbroadcastss	%xmm5, %zmm6
	xorl	%eax, %eax
	movq	-80(%rsp), %rcx
	movq	-88(%rsp), %rbx
	movq	-104(%rsp), %r9
	movq	-48(%rsp), %r10
	movl	$2143289344, %r11d
	.p2align	4
.LBB0_195:
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
	vmovdqu64	%zmm7, -192(%r9,%rax,4)
	vmovdqu64	%zmm8, -128(%r9,%rax,4)
	vmovdqu64	%zmm9, -64(%r9,%rax,4)
	vmovdqu64	%zmm10, (%r9,%rax,4)
	addq	$64, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_195
	cmpq	%rcx, %r14
	je	.LBB0_206
	movq	-80(%rsp), %rcx
	testb	$56, %r14b
	je	.LBB0_201
	vbroadcastss	%xmm5, %ymm6
	movq	-80(%rsp), %rax
	movq	-40(%rsp), %rdx
	.p2align	4
.LBB0_199:
	vmovups	(%r13,%rax,4), %ymm7
	vdivps	%ymm6, %ymm7, %ymm7
	vandps	%ymm3, %ymm7, %ymm8
	vpcmpgtd	%ymm4, %ymm8, %k1
	vpbroadcastd	.LCPI0_2(%rip), %ymm7 {%k1}
	vmovdqu	%ymm7, (%r10,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.LBB0_199
	movq	%rdx, %rcx
	cmpq	%rdx, -120(%rsp)
	je	.LBB0_206
	jmp	.LBB0_201
.LBB0_63:
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rsi
.LBB0_64:
	cmpq	%r8, %rax
	cmovbq	%rax, %rbp
	addq	%r13, %rbp
	imulq	%rsi, %rbp
	movq	%rdx, %rcx
	shlq	$8, %rcx
	addq	%rsp, %rcx
	addq	$520, %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	movq	-104(%rsp), %rax
	leaq	(%rax,%rbp,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	movq	-96(%rsp), %rsi
	.p2align	4
.LBB0_65:
	addq	$64, %r13
	addq	$-64, %rdi
	addq	$3840, -72(%rsp)
	addq	$3584, -24(%rsp)
	addq	$3328, -64(%rsp)
	addq	$3072, 112(%rsp)
	addq	$2816, 96(%rsp)
	addq	$2560, 88(%rsp)
	addq	$2304, 80(%rsp)
	addq	$2048, 72(%rsp)
	addq	$1792, 64(%rsp)
	addq	$1536, 56(%rsp)
	addq	$1280, 48(%rsp)
	addq	$1024, 40(%rsp)
	addq	$768, 32(%rsp)
	addq	$512, %r10
	addq	$256, %rsi
	addq	$3840, %rbx
	addq	$3584, %r11
	addq	$3328, -32(%rsp)
	addq	$3072, 120(%rsp)
	addq	$2816, 104(%rsp)
	addq	$2560, -40(%rsp)
	addq	$2304, -8(%rsp)
	addq	$2048, 24(%rsp)
	addq	$1792, 16(%rsp)
	addq	$1536, 8(%rsp)
	addq	$1280, (%rsp)
	addq	$1024, -80(%rsp)
	addq	$768, 128(%rsp)
	addq	$512, %r14
	addq	$256, %r12
	movq	-16(%rsp), %rax
	cmpq	%rax, %r13
	jae	.LBB0_207
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
	cmovaeq	-120(%rsp), %rax
	leaq	-1(%r8), %rbp
	decq	%rax
	cmpq	$14, %rax
	movq	%rsi, -96(%rsp)
	movq	%rbx, -112(%rsp)
	movq	%r11, -88(%rsp)
	ja	.LBB0_16
	movq	%r12, %rbx
	leaq	.LJTI0_0(%rip), %rdx
	movslq	(%rdx,%rax,4), %rcx
	addq	%rdx, %rcx
	jmpq	*%rcx
.LBB0_19:
	movq	$-16, %rcx
	.p2align	4
.LBB0_20:
	vmovups	64(%rsi,%rcx,4), %zmm0
	vmovups	%zmm0, 33352(%rsp,%rcx,4)
	addq	$16, %rcx
	cmpq	$48, %rcx
	jb	.LBB0_20
	jmp	.LBB0_49
.LBB0_47:
	movq	$-8, %rcx
	movq	-72(%rsp), %rdx
	.p2align	4
.LBB0_48:
	vmovups	448(%rdx), %ymm10
	vmovups	384(%rdx), %zmm18
	vmovupd	320(%rdx), %zmm29
	vmovupd	256(%rdx), %zmm3
	vmovups	64(%rdx), %zmm20
	vmovups	(%rdx), %zmm4
	vmovupd	192(%rdx), %zmm26
	vmovupd	128(%rdx), %zmm2
	vmovapd	%zmm2, %zmm0
	vbroadcastf128	.LCPI0_879(%rip), %ymm1
	vpermt2pd	%zmm26, %zmm1, %zmm0
	vmovaps	%zmm4, %zmm1
	vmovaps	.LCPI0_8(%rip), %xmm5
	vpermt2ps	%zmm20, %zmm5, %zmm1
	vblendps	$248, %ymm0, %ymm1, %ymm0
	vmovapd	%zmm3, %zmm1
	vbroadcastf128	.LCPI0_880(%rip), %ymm5
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
	vmovups	%ymm0, 33320(%rsp,%rcx,4)
	vmovapd	%zmm26, %zmm0
	vbroadcastf128	.LCPI0_881(%rip), %ymm14
	vpermt2ps	%zmm2, %zmm14, %zmm0
	vmovaps	%zmm20, %zmm14
	vmovaps	.LCPI0_11(%rip), %xmm21
	vpermt2ps	%zmm4, %zmm21, %zmm14
	vblendps	$248, %ymm0, %ymm14, %ymm0
	vmovapd	%zmm3, %zmm14
	vbroadcastsd	.LCPI0_882(%rip), %ymm21
	vpermt2ps	%zmm29, %zmm21, %zmm14
	vblendps	$128, %ymm6, %ymm14, %ymm6
	vblendps	$224, %ymm6, %ymm0, %ymm0
	vmovups	%ymm0, 33576(%rsp,%rcx,4)
	vinsertps	$140, %xmm13, %xmm1, %xmm0
	vmovaps	%zmm2, %zmm6
	vbroadcastf128	.LCPI0_883(%rip), %ymm14
	vpermt2ps	%zmm26, %zmm14, %zmm6
	vblendps	$3, %ymm0, %ymm6, %ymm0
	vmovapd	%zmm3, %zmm6
	vbroadcastf128	.LCPI0_884(%rip), %ymm14
	vpermt2pd	%zmm29, %zmm14, %zmm6
	vblendps	$128, %ymm8, %ymm6, %ymm6
	vblendps	$224, %ymm6, %ymm0, %ymm0
	vmovups	%ymm0, 33832(%rsp,%rcx,4)
	vblendps	$8, %xmm13, %xmm1, %xmm0
	vmovaps	%zmm26, %zmm1
	vmovaps	.LCPI0_16(%rip), %ymm6
	vpermt2ps	%zmm2, %zmm6, %zmm1
	vmovaps	.LCPI0_17(%rip), %ymm6
	vpermt2ps	%ymm0, %ymm6, %ymm1
	vshufps	$216, %zmm29, %zmm3, %zmm0
	vmovaps	.LCPI0_15(%rip), %ymm6
	vpermt2ps	%zmm30, %zmm6, %zmm0
	vblendps	$224, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 34088(%rsp,%rcx,4)
	vinsertps	$115, %xmm15, %xmm12, %xmm0
	vmovaps	%ymm7, %ymm1
	vmovddup	.LCPI0_885(%rip), %xmm6
	vpermt2ps	%ymm11, %ymm6, %ymm1
	vblendps	$3, %xmm1, %xmm0, %xmm0
	vmovaps	%zmm3, %zmm1
	vbroadcastf128	.LCPI0_886(%rip), %ymm6
	vpermt2ps	%zmm29, %zmm6, %zmm1
	vbroadcastf128	.LCPI0_887(%rip), %ymm6
	vpermt2ps	%ymm30, %ymm6, %ymm1
	vblendps	$15, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 34344(%rsp,%rcx,4)
	vblendps	$8, %xmm12, %xmm15, %xmm0
	vmovaps	%ymm7, %ymm1
	vmovaps	.LCPI0_21(%rip), %xmm6
	vpermt2ps	%ymm11, %ymm6, %ymm1
	vshufps	$180, %xmm0, %xmm1, %xmm0
	vmovaps	%zmm29, %zmm1
	vbroadcastf128	.LCPI0_888(%rip), %ymm6
	vpermt2ps	%zmm3, %zmm6, %zmm1
	vbroadcastf128	.LCPI0_889(%rip), %ymm6
	vpermt2ps	%ymm30, %ymm6, %ymm1
	vblendps	$15, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 34600(%rsp,%rcx,4)
	vinsertps	$140, %xmm27, %xmm24, %xmm0
	vinsertf128	$1, %xmm0, %ymm0, %ymm0
	vbroadcastsd	.LCPI0_890(%rip), %ymm1
	vpermps	%zmm18, %zmm1, %zmm1
	vblendps	$192, %ymm1, %ymm0, %ymm0
	vmovaps	%ymm31, %ymm1
	vblendps	$8, %xmm15, %xmm1, %xmm1
	vmovaps	%ymm7, %ymm6
	vmovaps	.LCPI0_25(%rip), %xmm8
	vpermt2ps	%ymm11, %ymm8, %ymm6
	vblendps	$3, %xmm6, %xmm1, %xmm1
	vblendps	$15, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 34856(%rsp,%rcx,4)
	vmovddup	.LCPI0_891(%rip), %xmm0
	vpermt2ps	%xmm27, %xmm0, %xmm24
	vmovaps	%xmm19, %xmm0
	vmovddup	.LCPI0_892(%rip), %xmm1
	vpermt2ps	%xmm16, %xmm1, %xmm0
	vinsertf128	$1, %xmm0, %ymm0, %ymm0
	vinsertf32x4	$1, %xmm24, %ymm0, %ymm1
	vblendps	$192, %ymm0, %ymm1, %ymm0
	vmovaps	.LCPI0_28(%rip), %xmm1
	vpermt2ps	%ymm11, %ymm1, %ymm7
	vmovaps	%ymm5, %ymm1
	vmovddup	.LCPI0_29(%rip), %xmm6
	vpermt2ps	%ymm9, %ymm6, %ymm1
	vblendps	$3, %xmm7, %xmm1, %xmm1
	vblendps	$15, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 35112(%rsp,%rcx,4)
	vinsertps	$115, %xmm19, %xmm16, %xmm0
	vinsertf128	$1, %xmm0, %ymm0, %ymm0
	vmovaps	%ymm23, %ymm1
	vblendps	$192, %ymm0, %ymm1, %ymm0
	vmovaps	%zmm4, %zmm1
	vmovddup	.LCPI0_893(%rip), %xmm6
	vpermt2ps	%zmm20, %zmm6, %zmm1
	vmovaps	%ymm5, %ymm6
	vmovddup	.LCPI0_31(%rip), %xmm7
	vpermt2ps	%ymm9, %ymm7, %ymm6
	vblendps	$3, %xmm1, %xmm6, %xmm1
	vblendps	$15, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 35368(%rsp,%rcx,4)
	vmovaps	%ymm22, %ymm0
	vbroadcastsd	.LCPI0_29(%rip), %ymm1
	vpermt2ps	%ymm28, %ymm1, %ymm0
	vmovddup	.LCPI0_891(%rip), %xmm1
	vpermt2ps	%xmm16, %xmm1, %xmm19
	vinsertf32x4	$1, %xmm19, %ymm0, %ymm1
	vblendps	$192, %ymm1, %ymm0, %ymm0
	vbroadcasti64x4	.LCPI0_34(%rip), %zmm1
	vpermi2ps	%zmm20, %zmm4, %zmm1
	vextractf32x4	$2, %zmm1, %xmm6
	vmovddup	.LCPI0_35(%rip), %xmm7
	vpermt2ps	%ymm9, %ymm7, %ymm5
	vblendps	$3, %xmm6, %xmm5, %xmm5
	vblendps	$15, %ymm5, %ymm0, %ymm0
	vmovups	%ymm0, 35624(%rsp,%rcx,4)
	vmovaps	%ymm22, %ymm0
	vbroadcastsd	.LCPI0_31(%rip), %ymm5
	vpermt2ps	%ymm28, %ymm5, %ymm0
	vmovaps	%ymm25, %ymm9
	vblendps	$240, %ymm9, %ymm10, %ymm5
	vbroadcastf128	.LCPI0_894(%rip), %ymm6
	vpermt2ps	%ymm5, %ymm6, %ymm0
	vbroadcasti64x4	.LCPI0_38(%rip), %zmm5
	vpermi2ps	%zmm20, %zmm4, %zmm5
	vextractf32x4	$2, %zmm5, %xmm6
	vmovaps	%zmm2, %zmm7
	vmovddup	.LCPI0_893(%rip), %xmm8
	vpermt2ps	%zmm26, %zmm8, %zmm7
	vblendps	$3, %xmm6, %xmm7, %xmm6
	vblendps	$15, %ymm6, %ymm0, %ymm0
	vmovups	%ymm0, 35880(%rsp,%rcx,4)
	vbroadcastsd	.LCPI0_35(%rip), %ymm0
	vpermt2ps	%ymm28, %ymm0, %ymm22
	vmovaps	%zmm4, %zmm0
	vmovaps	.LCPI0_41(%rip), %ymm6
	vpermt2ps	%zmm20, %zmm6, %zmm0
	vmovaps	%zmm2, %zmm6
	vmovaps	.LCPI0_42(%rip), %ymm7
	vpermt2ps	%zmm26, %zmm7, %zmm6
	vblendps	$3, %xmm0, %xmm6, %xmm0
	vshufps	$16, %ymm25, %ymm10, %ymm6
	vshufps	$36, %ymm6, %ymm22, %ymm6
	vblendps	$15, %ymm0, %ymm6, %ymm0
	vmovups	%ymm0, 36136(%rsp,%rcx,4)
	vshufps	$33, %ymm25, %ymm10, %ymm0
	vmovddup	.LCPI0_895(%rip), %xmm6
	vpermt2ps	%zmm20, %zmm6, %zmm4
	vmovaps	%zmm2, %zmm6
	vmovaps	.LCPI0_45(%rip), %ymm7
	vpermt2ps	%zmm26, %zmm7, %zmm6
	vblendps	$3, %xmm4, %xmm6, %xmm4
	vmovaps	%zmm3, %zmm6
	vbroadcastsd	.LCPI0_893(%rip), %ymm7
	vpermt2ps	%zmm29, %zmm7, %zmm6
	vshufps	$36, %ymm0, %ymm6, %ymm0
	vblendps	$15, %ymm4, %ymm0, %ymm0
	vmovups	%ymm0, 36392(%rsp,%rcx,4)
	vshufps	$50, %ymm25, %ymm10, %ymm0
	vextractf32x4	$3, %zmm1, %xmm1
	vmovaps	%zmm2, %zmm4
	vmovaps	.LCPI0_47(%rip), %ymm6
	vpermt2ps	%zmm26, %zmm6, %zmm4
	vblendps	$3, %xmm1, %xmm4, %xmm1
	vmovaps	%zmm3, %zmm4
	vbroadcastf128	.LCPI0_896(%rip), %ymm6
	vpermt2ps	%zmm29, %zmm6, %zmm4
	vshufps	$36, %ymm0, %ymm4, %ymm0
	vblendps	$15, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 36648(%rsp,%rcx,4)
	vmovddup	.LCPI0_895(%rip), %xmm0
	vpermt2ps	%zmm26, %zmm0, %zmm2
	vextractf32x4	$3, %zmm5, %xmm0
	vblendps	$3, %xmm0, %xmm2, %xmm0
	vbroadcastsd	.LCPI0_897(%rip), %ymm1
	vpermt2ps	%zmm18, %zmm1, %zmm10
	vbroadcastf128	.LCPI0_898(%rip), %ymm1
	vpermt2ps	%zmm29, %zmm1, %zmm3
	vblendps	$192, %ymm10, %ymm3, %ymm1
	vblendps	$15, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 36904(%rsp,%rcx,4)
	addq	$8, %rcx
	addq	$480, %rdx
	cmpq	$56, %rcx
	jb	.LBB0_48
	jmp	.LBB0_49
.LBB0_41:
	movq	$-8, %rcx
	movq	112(%rsp), %rdx
	.p2align	4
.LBB0_42:
	vmovups	320(%rdx), %zmm2
	vmovups	256(%rdx), %zmm3
	vmovups	(%rdx), %zmm0
	vmovups	64(%rdx), %zmm8
	vmovups	128(%rdx), %zmm4
	vmovups	192(%rdx), %zmm5
	vmovaps	%zmm5, %zmm1
	vbroadcastf128	.LCPI0_899(%rip), %ymm6
	vpermt2ps	%zmm4, %zmm6, %zmm1
	vmovaps	%zmm0, %zmm6
	vmovaps	.LCPI0_131(%rip), %xmm7
	vpermt2ps	%zmm8, %zmm7, %zmm6
	vblendps	$248, %ymm1, %ymm6, %ymm1
	vmovaps	%zmm3, %zmm6
	vbroadcastsd	.LCPI0_900(%rip), %ymm7
	vpermt2ps	%zmm2, %zmm7, %zmm6
	vblendps	$192, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 33320(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vbroadcastf128	.LCPI0_901(%rip), %ymm6
	vpermt2ps	%zmm4, %zmm6, %zmm1
	vmovaps	%zmm0, %zmm6
	vmovaps	.LCPI0_134(%rip), %xmm7
	vpermt2ps	%zmm8, %zmm7, %zmm6
	vblendps	$248, %ymm1, %ymm6, %ymm1
	vmovaps	%zmm3, %zmm6
	vbroadcastsd	.LCPI0_902(%rip), %ymm7
	vpermt2ps	%zmm2, %zmm7, %zmm6
	vblendps	$192, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 33576(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vbroadcastf128	.LCPI0_903(%rip), %ymm6
	vpermt2ps	%zmm4, %zmm6, %zmm1
	vmovaps	%zmm0, %zmm6
	vmovaps	.LCPI0_137(%rip), %xmm7
	vpermt2ps	%zmm8, %zmm7, %zmm6
	vblendps	$248, %ymm1, %ymm6, %ymm1
	vmovaps	%zmm3, %zmm6
	vbroadcastsd	.LCPI0_904(%rip), %ymm7
	vpermt2ps	%zmm2, %zmm7, %zmm6
	vblendps	$192, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 33832(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vbroadcastf128	.LCPI0_905(%rip), %ymm6
	vpermt2ps	%zmm4, %zmm6, %zmm1
	vmovaps	%zmm0, %zmm6
	vmovaps	.LCPI0_140(%rip), %xmm7
	vpermt2ps	%zmm8, %zmm7, %zmm6
	vblendps	$248, %ymm1, %ymm6, %ymm1
	vmovaps	%zmm3, %zmm6
	vbroadcastsd	.LCPI0_906(%rip), %ymm7
	vpermt2ps	%zmm2, %zmm7, %zmm6
	vblendps	$192, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 34088(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vmovaps	.LCPI0_142(%rip), %ymm6
	vpermt2ps	%zmm4, %zmm6, %zmm1
	vmovaps	%zmm8, %zmm6
	vmovaps	.LCPI0_143(%rip), %xmm7
	vpermt2ps	%zmm0, %zmm7, %zmm6
	vblendps	$248, %ymm1, %ymm6, %ymm1
	vmovaps	%zmm3, %zmm6
	vbroadcastf128	.LCPI0_907(%rip), %ymm7
	vpermt2ps	%zmm2, %zmm7, %zmm6
	vblendps	$224, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 34344(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vmovaps	.LCPI0_145(%rip), %ymm6
	vpermt2ps	%zmm4, %zmm6, %zmm1
	vmovaps	%zmm8, %zmm6
	vmovaps	.LCPI0_146(%rip), %xmm7
	vpermt2ps	%zmm0, %zmm7, %zmm6
	vblendps	$248, %ymm1, %ymm6, %ymm1
	vmovaps	%zmm3, %zmm6
	vbroadcastf128	.LCPI0_908(%rip), %ymm7
	vpermt2ps	%zmm2, %zmm7, %zmm6
	vblendps	$224, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 34600(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vmovaps	.LCPI0_148(%rip), %ymm6
	vpermt2ps	%zmm4, %zmm6, %zmm1
	vmovaps	%zmm8, %zmm6
	vmovaps	.LCPI0_149(%rip), %xmm7
	vpermt2ps	%zmm0, %zmm7, %zmm6
	vblendps	$248, %ymm1, %ymm6, %ymm1
	vmovaps	%zmm3, %zmm6
	vbroadcastf128	.LCPI0_909(%rip), %ymm7
	vpermt2ps	%zmm2, %zmm7, %zmm6
	vblendps	$224, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 34856(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vmovaps	.LCPI0_151(%rip), %ymm6
	vpermt2ps	%zmm4, %zmm6, %zmm1
	vmovaps	%zmm8, %zmm6
	vmovaps	.LCPI0_152(%rip), %xmm7
	vpermt2ps	%zmm0, %zmm7, %zmm6
	vblendps	$248, %ymm1, %ymm6, %ymm1
	vmovaps	%zmm3, %zmm6
	vbroadcastf128	.LCPI0_910(%rip), %ymm7
	vpermt2ps	%zmm2, %zmm7, %zmm6
	vblendps	$224, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 35112(%rsp,%rcx,4)
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
	vmovups	%ymm1, 35368(%rsp,%rcx,4)
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
	vmovups	%ymm1, 35624(%rsp,%rcx,4)
	vmovaps	%zmm0, %zmm1
	vmovddup	.LCPI0_904(%rip), %xmm6
	vpermt2ps	%zmm8, %zmm6, %zmm1
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_915(%rip), %ymm7
	vpermt2ps	%zmm5, %zmm7, %zmm6
	vblendps	$3, %ymm1, %ymm6, %ymm1
	vmovaps	%zmm2, %zmm6
	vbroadcastf128	.LCPI0_916(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vblendps	$224, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 35880(%rsp,%rcx,4)
	vmovddup	.LCPI0_906(%rip), %xmm1
	vpermt2ps	%zmm8, %zmm1, %zmm0
	vbroadcastf128	.LCPI0_917(%rip), %ymm1
	vpermt2ps	%zmm5, %zmm1, %zmm4
	vblendps	$3, %ymm0, %ymm4, %ymm0
	vbroadcastf128	.LCPI0_918(%rip), %ymm1
	vpermt2ps	%zmm3, %zmm1, %zmm2
	vblendps	$224, %ymm2, %ymm0, %ymm0
	vmovups	%ymm0, 36136(%rsp,%rcx,4)
	addq	$8, %rcx
	addq	$384, %rdx
	cmpq	$56, %rcx
	jb	.LBB0_42
	jmp	.LBB0_49
.LBB0_27:
	movq	$-16, %rcx
	movq	48(%rsp), %rdx
	movw	$8064, %r9w
	movb	$7, %r11b
	.p2align	4
.LBB0_28:
	vmovups	256(%rdx), %zmm0
	vmovups	(%rdx), %zmm1
	vmovups	64(%rdx), %zmm2
	vmovups	128(%rdx), %zmm3
	vmovups	192(%rdx), %zmm4
	vbroadcasti64x4	.LCPI0_292(%rip), %zmm5
	vpermi2ps	%zmm4, %zmm3, %zmm5
	vmovaps	%zmm1, %zmm6
	vmovaps	.LCPI0_293(%rip), %ymm7
	vpermt2ps	%zmm2, %zmm7, %zmm6
	kmovd	%r9d, %k1
	vmovaps	%zmm5, %zmm6 {%k1}
	vmovaps	.LCPI0_294(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm6
	vmovups	%zmm6, 33352(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_295(%rip), %zmm5
	vpermi2ps	%zmm4, %zmm3, %zmm5
	vmovaps	%zmm2, %zmm6
	vmovaps	.LCPI0_296(%rip), %ymm7
	vpermt2ps	%zmm1, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm6 {%k1}
	vmovaps	.LCPI0_297(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm6
	vmovups	%zmm6, 33608(%rsp,%rcx,4)
	vmovaps	%zmm1, %zmm5
	vmovaps	.LCPI0_298(%rip), %ymm6
	vpermt2ps	%zmm2, %zmm6, %zmm5
	vbroadcasti64x4	.LCPI0_299(%rip), %zmm6
	vpermi2ps	%zmm4, %zmm3, %zmm6
	kmovd	%r11d, %k1
	vmovapd	%zmm5, %zmm6 {%k1}
	vmovaps	.LCPI0_300(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm6
	vmovups	%zmm6, 33864(%rsp,%rcx,4)
	vmovaps	%zmm1, %zmm5
	vbroadcasti64x4	.LCPI0_302(%rip), %zmm6
	vmovaps	.LCPI0_301(%rip), %ymm7
	vpermt2ps	%zmm2, %zmm7, %zmm5
	vpermi2ps	%zmm3, %zmm4, %zmm6
	vmovapd	%zmm5, %zmm6 {%k1}
	vmovaps	.LCPI0_303(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm6
	vmovups	%zmm6, 34120(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_304(%rip), %zmm5
	vpermi2ps	%zmm4, %zmm3, %zmm5
	vmovaps	.LCPI0_305(%rip), %ymm3
	vpermt2ps	%zmm2, %zmm3, %zmm1
	movb	$56, %r12b
	kmovd	%r12d, %k1
	vmovapd	%zmm5, %zmm1 {%k1}
	vmovaps	.LCPI0_306(%rip), %zmm2
	vpermt2ps	%zmm0, %zmm2, %zmm1
	vmovups	%zmm1, 34376(%rsp,%rcx,4)
	addq	$16, %rcx
	addq	$320, %rdx
	cmpq	$48, %rcx
	jb	.LBB0_28
	jmp	.LBB0_49
.LBB0_43:
	movq	$-8, %rcx
	movq	-64(%rsp), %rdx
	.p2align	4
.LBB0_44:
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
	vmovaps	.LCPI0_94(%rip), %xmm6
	vpermt2ps	%zmm10, %zmm6, %zmm1
	vblendps	$248, %ymm0, %ymm1, %ymm0
	vmovaps	%zmm3, %zmm1
	vbroadcastf128	.LCPI0_919(%rip), %ymm6
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
	vmovups	%ymm12, 33320(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm12
	vmovaps	.LCPI0_96(%rip), %xmm9
	vpermt2ps	%zmm10, %zmm9, %zmm12
	vshufps	$37, %zmm18, %zmm8, %zmm13
	vshuff64x2	$230, %zmm13, %zmm13, %zmm9
	vblendps	$248, %ymm9, %ymm12, %ymm9
	vmovaps	%zmm3, %zmm12
	vbroadcastf32x4	.LCPI0_920(%rip), %ymm16
	vpermt2ps	%zmm4, %zmm16, %zmm12
	vblendps	$224, %ymm12, %ymm9, %ymm9
	vmovups	%ymm9, 33576(%rsp,%rcx,4)
	vmovaps	%zmm18, %zmm9
	vbroadcastf128	.LCPI0_921(%rip), %ymm12
	vpermt2pd	%zmm8, %zmm12, %zmm9
	vmovaps	%zmm5, %zmm12
	vmovaps	.LCPI0_99(%rip), %xmm16
	vpermt2ps	%zmm10, %zmm16, %zmm12
	vblendps	$248, %ymm9, %ymm12, %ymm9
	vmovaps	%zmm4, %zmm12
	vbroadcastf32x4	.LCPI0_922(%rip), %ymm16
	vpermt2ps	%zmm3, %zmm16, %zmm12
	vblendps	$224, %ymm12, %ymm9, %ymm9
	vmovups	%ymm9, 33832(%rsp,%rcx,4)
	vmovaps	%zmm8, %zmm9
	vmovaps	.LCPI0_101(%rip), %ymm12
	vpermt2ps	%zmm18, %zmm12, %zmm9
	vmovaps	%zmm10, %zmm12
	vmovaps	.LCPI0_102(%rip), %xmm16
	vpermt2ps	%zmm5, %zmm16, %zmm12
	vblendps	$248, %ymm9, %ymm12, %ymm9
	vmovaps	%zmm4, %zmm12
	vbroadcastf32x4	.LCPI0_923(%rip), %ymm16
	vpermt2ps	%zmm3, %zmm16, %zmm12
	vblendps	$224, %ymm12, %ymm9, %ymm9
	vmovups	%ymm9, 34088(%rsp,%rcx,4)
	vmovaps	%zmm18, %zmm9
	vbroadcastf128	.LCPI0_924(%rip), %ymm12
	vpermt2pd	%zmm8, %zmm12, %zmm9
	vmovaps	%zmm10, %zmm12
	vmovaps	.LCPI0_105(%rip), %xmm16
	vpermt2ps	%zmm5, %zmm16, %zmm12
	vblendps	$248, %ymm9, %ymm12, %ymm9
	vmovaps	%zmm4, %zmm12
	vbroadcastf32x4	.LCPI0_925(%rip), %ymm16
	vpermt2ps	%zmm3, %zmm16, %zmm12
	vblendps	$224, %ymm12, %ymm9, %ymm9
	vmovups	%ymm9, 34344(%rsp,%rcx,4)
	vmovaps	%zmm10, %zmm9
	vmovaps	.LCPI0_108(%rip), %xmm12
	vpermt2ps	%zmm5, %zmm12, %zmm9
	vshuff64x2	$235, %zmm13, %zmm13, %zmm12
	vblendps	$248, %ymm12, %ymm9, %ymm9
	vshufpd	$6, %ymm15, %ymm14, %ymm12
	vbroadcastsd	.LCPI0_926(%rip), %ymm13
	vpermt2ps	%ymm14, %ymm13, %ymm15
	vbroadcastf128	.LCPI0_927(%rip), %ymm13
	vpermt2ps	%ymm2, %ymm13, %ymm15
	vblendps	$224, %ymm15, %ymm9, %ymm9
	vmovups	%ymm9, 34600(%rsp,%rcx,4)
	vmovaps	%zmm18, %zmm9
	vbroadcastf128	.LCPI0_928(%rip), %ymm13
	vpermt2ps	%zmm8, %zmm13, %zmm9
	vblendps	$240, %ymm7, %ymm11, %ymm13
	vmovaps	.LCPI0_110(%rip), %ymm14
	vpermt2ps	%ymm13, %ymm14, %ymm9
	vblendps	$128, %ymm1, %ymm12, %ymm1
	vblendps	$224, %ymm1, %ymm9, %ymm1
	vmovups	%ymm1, 34856(%rsp,%rcx,4)
	vmovaps	.LCPI0_111(%rip), %xmm1
	vpermt2ps	%ymm11, %ymm1, %ymm7
	vmovaps	%zmm18, %zmm1
	vbroadcastf128	.LCPI0_929(%rip), %ymm9
	vpermt2ps	%zmm8, %zmm9, %zmm1
	vblendps	$3, %ymm7, %ymm1, %ymm1
	vmovaps	%zmm3, %zmm7
	vbroadcastsd	.LCPI0_930(%rip), %ymm9
	vpermt2ps	%zmm4, %zmm9, %zmm7
	vblendps	$128, %ymm6, %ymm7, %ymm6
	vblendps	$224, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 35112(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vmovddup	.LCPI0_931(%rip), %xmm6
	vpermt2ps	%zmm10, %zmm6, %zmm1
	vmovaps	%zmm18, %zmm6
	vbroadcastf128	.LCPI0_932(%rip), %ymm7
	vpermt2ps	%zmm8, %zmm7, %zmm6
	vblendps	$3, %ymm1, %ymm6, %ymm1
	vmovaps	%zmm3, %zmm6
	vbroadcastf128	.LCPI0_933(%rip), %ymm7
	vpermt2pd	%zmm4, %zmm7, %zmm6
	vblendps	$128, %ymm0, %ymm6, %ymm0
	vblendps	$224, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 35368(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm0
	vmovddup	.LCPI0_934(%rip), %xmm1
	vpermt2ps	%zmm10, %zmm1, %zmm0
	vmovaps	%zmm8, %zmm1
	vmovaps	.LCPI0_118(%rip), %ymm6
	vpermt2ps	%zmm18, %zmm6, %zmm1
	vblendps	$3, %ymm0, %ymm1, %ymm0
	vmovaps	%zmm3, %zmm1
	vbroadcastsd	.LCPI0_935(%rip), %ymm6
	vpermt2ps	%zmm4, %zmm6, %zmm1
	vbroadcastf128	.LCPI0_936(%rip), %ymm6
	vpermt2ps	%ymm2, %ymm6, %ymm1
	vblendps	$224, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 35624(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm0
	vmovddup	.LCPI0_937(%rip), %xmm1
	vpermt2ps	%zmm10, %zmm1, %zmm0
	vmovaps	%zmm8, %zmm1
	vbroadcastf128	.LCPI0_938(%rip), %ymm6
	vpermt2ps	%zmm18, %zmm6, %zmm1
	vblendps	$3, %ymm0, %ymm1, %ymm0
	vmovaps	%zmm3, %zmm1
	vbroadcastf128	.LCPI0_939(%rip), %ymm6
	vpermt2pd	%zmm4, %zmm6, %zmm1
	vbroadcastf128	.LCPI0_940(%rip), %ymm6
	vpermt2ps	%ymm2, %ymm6, %ymm1
	vblendps	$224, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 35880(%rsp,%rcx,4)
	vbroadcastf128	.LCPI0_941(%rip), %ymm0
	vpermt2ps	%zmm18, %zmm0, %zmm8
	vmovaps	%zmm5, %zmm0
	vmovaps	.LCPI0_125(%rip), %ymm1
	vpermt2ps	%zmm10, %zmm1, %zmm0
	vblendps	$3, %ymm0, %ymm8, %ymm0
	vmovaps	%zmm3, %zmm1
	vbroadcastsd	.LCPI0_942(%rip), %ymm6
	vpermt2ps	%zmm4, %zmm6, %zmm1
	vbroadcastf128	.LCPI0_943(%rip), %ymm6
	vpermt2ps	%ymm2, %ymm6, %ymm1
	vblendps	$224, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 36136(%rsp,%rcx,4)
	vmovddup	.LCPI0_944(%rip), %xmm0
	vpermt2ps	%zmm10, %zmm0, %zmm5
	vmovaps	%xmm19, %xmm0
	vblendps	$3, %xmm5, %xmm0, %xmm0
	vbroadcastf128	.LCPI0_945(%rip), %ymm1
	vpermt2ps	%zmm4, %zmm1, %zmm3
	vblendps	$128, %ymm2, %ymm3, %ymm1
	vblendps	$15, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 36392(%rsp,%rcx,4)
	addq	$8, %rcx
	addq	$416, %rdx
	cmpq	$56, %rcx
	jb	.LBB0_44
	jmp	.LBB0_49
.LBB0_37:
	movq	$-8, %rcx
	movq	88(%rsp), %rdx
	.p2align	4
.LBB0_38:
	vmovups	(%rdx), %zmm2
	vmovups	64(%rdx), %zmm0
	vmovups	128(%rdx), %zmm4
	vmovups	192(%rdx), %zmm3
	vmovaps	%zmm3, %zmm1
	vbroadcastf128	.LCPI0_946(%rip), %ymm5
	vpermt2ps	%zmm4, %zmm5, %zmm1
	vmovaps	%zmm2, %zmm5
	vmovaps	.LCPI0_199(%rip), %xmm6
	vpermt2ps	%zmm0, %zmm6, %zmm5
	vblendps	$240, %ymm1, %ymm5, %ymm1
	vbroadcastss	280(%rdx), %ymm5
	vblendps	$128, %ymm5, %ymm1, %ymm1
	vbroadcastss	292(%rdx), %ymm7
	vmovups	256(%rdx), %xmm8
	vmovups	288(%rdx), %xmm9
	vmovups	288(%rdx), %ymm5
	vmovups	256(%rdx), %ymm6
	vmovups	%ymm1, 33320(%rsp,%rcx,4)
	vmovaps	%zmm3, %zmm1
	vbroadcastf128	.LCPI0_947(%rip), %ymm10
	vpermt2ps	%zmm4, %zmm10, %zmm1
	vmovaps	%zmm2, %zmm10
	vmovaps	.LCPI0_201(%rip), %xmm11
	vpermt2ps	%zmm0, %zmm11, %zmm10
	vblendps	$240, %ymm1, %ymm10, %ymm1
	vblendps	$128, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 33576(%rsp,%rcx,4)
	vmovaps	%zmm2, %zmm1
	vmovaps	.LCPI0_202(%rip), %xmm10
	vpermt2ps	%zmm0, %zmm10, %zmm1
	vmovaps	%zmm4, %zmm10
	vbroadcastf128	.LCPI0_948(%rip), %ymm11
	vpermt2ps	%zmm3, %zmm11, %zmm10
	vblendps	$7, %ymm1, %ymm10, %ymm1
	vmovaps	.LCPI0_204(%rip), %ymm10
	vpermt2ps	%ymm5, %ymm10, %ymm1
	vmovups	%ymm1, 33832(%rsp,%rcx,4)
	vmovaps	%zmm2, %zmm1
	vmovaps	.LCPI0_205(%rip), %xmm10
	vpermt2ps	%zmm0, %zmm10, %zmm1
	vmovaps	%zmm4, %zmm10
	vbroadcastf128	.LCPI0_949(%rip), %ymm11
	vpermt2ps	%zmm3, %zmm11, %zmm10
	vblendps	$7, %ymm1, %ymm10, %ymm1
	vblendps	$128, %ymm7, %ymm1, %ymm1
	vmovups	%ymm1, 34088(%rsp,%rcx,4)
	vinsertps	$99, %xmm8, %xmm9, %xmm1
	vmovddup	.LCPI0_950(%rip), %xmm7
	vpermt2ps	%xmm9, %xmm7, %xmm8
	vmovaps	%zmm4, %zmm7
	vbroadcastf128	.LCPI0_951(%rip), %ymm9
	vpermt2ps	%zmm3, %zmm9, %zmm7
	vmovaps	%zmm2, %zmm9
	vmovaps	.LCPI0_209(%rip), %xmm10
	vpermt2ps	%zmm0, %zmm10, %zmm9
	vblendps	$248, %ymm7, %ymm9, %ymm7
	vinsertf128	$1, %xmm8, %ymm0, %ymm8
	vblendps	$192, %ymm8, %ymm7, %ymm7
	vmovups	%ymm7, 34344(%rsp,%rcx,4)
	vmovaps	%zmm4, %zmm7
	vbroadcastf128	.LCPI0_952(%rip), %ymm8
	vpermt2ps	%zmm3, %zmm8, %zmm7
	vmovaps	%zmm2, %zmm8
	vmovaps	.LCPI0_211(%rip), %xmm9
	vpermt2ps	%zmm0, %zmm9, %zmm8
	vblendps	$248, %ymm7, %ymm8, %ymm7
	vinsertf128	$1, %xmm1, %ymm0, %ymm1
	vblendps	$192, %ymm1, %ymm7, %ymm1
	vmovups	%ymm1, 34600(%rsp,%rcx,4)
	vmovaps	%zmm4, %zmm1
	vbroadcastf128	.LCPI0_953(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm1
	vmovaps	%zmm0, %zmm7
	vmovaps	.LCPI0_213(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm1, %ymm7, %ymm1
	vblendps	$240, %ymm5, %ymm6, %ymm7
	vmovaps	.LCPI0_214(%rip), %ymm8
	vpermt2ps	%ymm7, %ymm8, %ymm1
	vmovups	%ymm1, 34856(%rsp,%rcx,4)
	vmovaps	%zmm4, %zmm1
	vbroadcastf128	.LCPI0_954(%rip), %ymm8
	vpermt2ps	%zmm3, %zmm8, %zmm1
	vmovaps	%zmm0, %zmm8
	vmovaps	.LCPI0_216(%rip), %xmm9
	vpermt2ps	%zmm2, %zmm9, %zmm8
	vblendps	$248, %ymm1, %ymm8, %ymm1
	vmovaps	.LCPI0_217(%rip), %ymm8
	vpermt2ps	%ymm7, %ymm8, %ymm1
	vmovups	%ymm1, 35112(%rsp,%rcx,4)
	vmovaps	%zmm3, %zmm1
	vbroadcastf128	.LCPI0_955(%rip), %ymm7
	vpermt2ps	%zmm4, %zmm7, %zmm1
	vmovaps	%zmm0, %zmm7
	vmovaps	.LCPI0_219(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm1, %ymm7, %ymm1
	vshufps	$2, %ymm6, %ymm5, %ymm7
	vmovaps	.LCPI0_174(%rip), %ymm8
	vpermt2ps	%ymm7, %ymm8, %ymm1
	vmovups	%ymm1, 35368(%rsp,%rcx,4)
	vbroadcastf128	.LCPI0_956(%rip), %ymm1
	vpermt2ps	%zmm4, %zmm1, %zmm3
	vmovaps	.LCPI0_221(%rip), %xmm1
	vpermt2ps	%zmm2, %zmm1, %zmm0
	vblendps	$248, %ymm3, %ymm0, %ymm0
	vshufps	$19, %ymm6, %ymm5, %ymm1
	vpermt2ps	%ymm1, %ymm8, %ymm0
	vmovups	%ymm0, 35624(%rsp,%rcx,4)
	addq	$8, %rcx
	addq	$320, %rdx
	cmpq	$56, %rcx
	jb	.LBB0_38
	jmp	.LBB0_49
.LBB0_23:
	movq	$-16, %rcx
	movq	32(%rsp), %rdx
	.p2align	4
.LBB0_24:
	vmovups	(%rdx), %zmm0
	vmovups	64(%rdx), %zmm1
	vmovups	128(%rdx), %zmm2
	vmovaps	%zmm0, %zmm3
	vmovaps	.LCPI0_311(%rip), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm3
	vmovaps	.LCPI0_312(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm3
	vmovups	%zmm3, 33352(%rsp,%rcx,4)
	vmovaps	%zmm1, %zmm3
	vmovaps	.LCPI0_313(%rip), %zmm4
	vpermt2ps	%zmm0, %zmm4, %zmm3
	vmovaps	.LCPI0_314(%rip), %zmm4
	vpermt2ps	%zmm2, %zmm4, %zmm3
	vmovups	%zmm3, 33608(%rsp,%rcx,4)
	vmovaps	.LCPI0_315(%rip), %zmm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vmovaps	.LCPI0_316(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm0
	vmovups	%zmm0, 33864(%rsp,%rcx,4)
	addq	$16, %rcx
	addq	$192, %rdx
	cmpq	$48, %rcx
	jb	.LBB0_24
	jmp	.LBB0_49
.LBB0_16:
	cmpq	$0, -120(%rsp)
	je	.LBB0_55
	xorl	%edx, %edx
	.p2align	4
.LBB0_18:
	movl	%edx, %esi
	andl	$60, %esi
	cmpq	%rsi, %rcx
	cmovbeq	%rbp, %rsi
	addq	%r13, %rsi
	movq	-120(%rsp), %r11
	imulq	%r11, %rsi
	movq	-48(%rsp), %rbx
	leaq	(%rbx,%rsi,4), %r9
	movq	%rdx, %rsi
	shrq	$6, %rsi
	vmovss	(%r9,%rsi,4), %xmm0
	vmovss	%xmm0, 33288(%rsp,%rdx,4)
	leal	1(%rdx), %r9d
	andl	$61, %r9d
	cmpq	%r9, %rcx
	cmovbeq	%rbp, %r9
	addq	%r13, %r9
	imulq	%r11, %r9
	leaq	(%rbx,%r9,4), %r9
	vmovss	(%r9,%rsi,4), %xmm0
	vmovss	%xmm0, 33292(%rsp,%rdx,4)
	leal	2(%rdx), %r9d
	andl	$62, %r9d
	cmpq	%r9, %rcx
	cmovbeq	%rbp, %r9
	addq	%r13, %r9
	imulq	%r11, %r9
	leaq	(%rbx,%r9,4), %r9
	vmovss	(%r9,%rsi,4), %xmm0
	vmovss	%xmm0, 33296(%rsp,%rdx,4)
	leal	3(%rdx), %r9d
	andl	$63, %r9d
	cmpq	%r9, %rcx
	cmovbeq	%rbp, %r9
	addq	%r13, %r9
	imulq	%r11, %r9
	leaq	(%rbx,%r9,4), %r9
	vmovss	(%r9,%rsi,4), %xmm0
	movq	-96(%rsp), %rsi
	vmovss	%xmm0, 33300(%rsp,%rdx,4)
	addq	$4, %rdx
	cmpq	%rdx, -56(%rsp)
	jne	.LBB0_18
	jmp	.LBB0_50
.LBB0_25:
	movq	$-16, %rcx
	movq	40(%rsp), %rdx
	.p2align	4
.LBB0_26:
	vmovups	(%rdx), %zmm0
	vmovups	64(%rdx), %zmm1
	vmovups	128(%rdx), %zmm2
	vmovups	192(%rdx), %zmm3
	vbroadcasti64x4	.LCPI0_307(%rip), %zmm4
	vmovaps	%zmm2, %zmm5
	vpermt2ps	%zmm3, %zmm4, %zmm5
	vpermi2ps	%zmm1, %zmm0, %zmm4
	vshuff64x2	$228, %zmm5, %zmm4, %zmm4
	vmovupd	%zmm4, 33352(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_308(%rip), %zmm4
	vmovaps	%zmm2, %zmm5
	vpermt2ps	%zmm3, %zmm4, %zmm5
	vpermi2ps	%zmm1, %zmm0, %zmm4
	vshuff64x2	$228, %zmm5, %zmm4, %zmm4
	vmovupd	%zmm4, 33608(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_309(%rip), %zmm4
	vmovaps	%zmm2, %zmm5
	vpermt2ps	%zmm3, %zmm4, %zmm5
	vpermi2ps	%zmm1, %zmm0, %zmm4
	vshuff64x2	$228, %zmm5, %zmm4, %zmm4
	vmovupd	%zmm4, 33864(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_310(%rip), %zmm4
	vpermt2ps	%zmm3, %zmm4, %zmm2
	vpermt2ps	%zmm1, %zmm4, %zmm0
	vshuff64x2	$228, %zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 34120(%rsp,%rcx,4)
	addq	$16, %rcx
	addq	$256, %rdx
	cmpq	$48, %rcx
	jb	.LBB0_26
	jmp	.LBB0_49
.LBB0_33:
	movq	$-16, %rcx
	movq	72(%rsp), %rdx
	.p2align	4
.LBB0_34:
	vmovups	(%rdx), %zmm0
	vmovups	64(%rdx), %zmm3
	vmovups	128(%rdx), %zmm2
	vmovups	192(%rdx), %zmm5
	vmovups	320(%rdx), %zmm8
	vmovups	256(%rdx), %zmm4
	vmovups	448(%rdx), %zmm9
	vmovups	384(%rdx), %zmm6
	vbroadcasti32x4	.LCPI0_240(%rip), %zmm1
	vmovaps	%zmm6, %zmm7
	vpermt2ps	%zmm9, %zmm1, %zmm7
	vmovaps	%zmm4, %zmm10
	vpermt2ps	%zmm8, %zmm1, %zmm10
	movb	$-64, %r9b
	kmovd	%r9d, %k1
	vmovapd	%zmm7, %zmm10 {%k1}
	vmovaps	%zmm2, %zmm7
	vpermt2ps	%zmm5, %zmm1, %zmm7
	vpermi2ps	%zmm3, %zmm0, %zmm1
	vblendps	$240, %ymm7, %ymm1, %ymm1
	vinsertf64x4	$0, %ymm1, %zmm10, %zmm1
	vmovupd	%zmm1, 33352(%rsp,%rcx,4)
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
	vmovupd	%zmm1, 33608(%rsp,%rcx,4)
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
	vmovupd	%zmm1, 33864(%rsp,%rcx,4)
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
	vmovupd	%zmm1, 34120(%rsp,%rcx,4)
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
	vmovupd	%zmm1, 34376(%rsp,%rcx,4)
	vbroadcasti32x4	.LCPI0_245(%rip), %zmm1
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
	vmovupd	%zmm1, 34632(%rsp,%rcx,4)
	vbroadcasti32x4	.LCPI0_246(%rip), %zmm1
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
	vmovupd	%zmm1, 34888(%rsp,%rcx,4)
	vbroadcasti32x4	.LCPI0_247(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm6
	vpermt2ps	%zmm8, %zmm1, %zmm4
	vmovapd	%zmm6, %zmm4 {%k1}
	vpermt2ps	%zmm5, %zmm1, %zmm2
	vpermt2ps	%zmm3, %zmm1, %zmm0
	vblendps	$240, %ymm2, %ymm0, %ymm0
	vinsertf64x4	$0, %ymm0, %zmm4, %zmm0
	vmovupd	%zmm0, 35144(%rsp,%rcx,4)
	addq	$16, %rcx
	addq	$512, %rdx
	cmpq	$48, %rcx
	jb	.LBB0_34
	jmp	.LBB0_49
.LBB0_21:
	movq	$-16, %rcx
	.p2align	4
.LBB0_22:
	vmovups	128(%r10,%rcx,8), %zmm0
	vmovups	192(%r10,%rcx,8), %zmm1
	vmovaps	%zmm0, %zmm2
	vmovaps	.LCPI0_317(%rip), %zmm3
	vpermt2ps	%zmm1, %zmm3, %zmm2
	vmovups	%zmm2, 33352(%rsp,%rcx,4)
	vmovaps	.LCPI0_318(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm0
	vmovups	%zmm0, 33608(%rsp,%rcx,4)
	addq	$16, %rcx
	cmpq	$48, %rcx
	jb	.LBB0_22
	jmp	.LBB0_49
.LBB0_29:
	movq	$-16, %rcx
	movq	56(%rsp), %rdx
	.p2align	4
.LBB0_30:
	vmovups	320(%rdx), %zmm0
	vmovups	256(%rdx), %zmm2
	vmovups	(%rdx), %zmm3
	vmovups	64(%rdx), %zmm1
	vmovups	128(%rdx), %zmm4
	vmovups	192(%rdx), %zmm5
	vbroadcasti64x4	.LCPI0_274(%rip), %zmm6
	vpermi2ps	%zmm4, %zmm5, %zmm6
	vmovaps	%zmm3, %zmm7
	vmovaps	.LCPI0_275(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	movb	$56, %r9b
	kmovd	%r9d, %k2
	vmovapd	%zmm6, %zmm7 {%k2}
	vbroadcasti64x4	.LCPI0_276(%rip), %zmm6
	vpermi2ps	%zmm0, %zmm2, %zmm6
	movw	$-2048, %r9w
	kmovd	%r9d, %k1
	vmovaps	%zmm6, %zmm7 {%k1}
	vmovups	%zmm7, 33352(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_277(%rip), %zmm6
	vpermi2ps	%zmm4, %zmm5, %zmm6
	vmovaps	%zmm3, %zmm7
	vmovaps	.LCPI0_278(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vmovapd	%zmm6, %zmm7 {%k2}
	vbroadcasti64x4	.LCPI0_279(%rip), %zmm6
	vpermi2ps	%zmm0, %zmm2, %zmm6
	vmovaps	%zmm6, %zmm7 {%k1}
	vmovups	%zmm7, 33608(%rsp,%rcx,4)
	vmovaps	%zmm3, %zmm6
	vmovaps	.LCPI0_280(%rip), %ymm7
	vpermt2ps	%zmm1, %zmm7, %zmm6
	vbroadcasti64x4	.LCPI0_281(%rip), %zmm7
	vpermi2ps	%zmm5, %zmm4, %zmm7
	movw	$31, %r9w
	kmovd	%r9d, %k2
	vbroadcasti64x4	.LCPI0_282(%rip), %zmm8
	vmovaps	%zmm6, %zmm7 {%k2}
	vpermi2ps	%zmm2, %zmm0, %zmm8
	vmovaps	%zmm8, %zmm7 {%k1}
	vmovups	%zmm7, 33864(%rsp,%rcx,4)
	vmovaps	%zmm3, %zmm6
	vmovaps	.LCPI0_283(%rip), %ymm7
	vpermt2ps	%zmm1, %zmm7, %zmm6
	vbroadcasti64x4	.LCPI0_284(%rip), %zmm7
	vpermi2ps	%zmm5, %zmm4, %zmm7
	vmovaps	%zmm6, %zmm7 {%k2}
	vbroadcasti64x4	.LCPI0_285(%rip), %zmm6
	vpermi2ps	%zmm2, %zmm0, %zmm6
	vmovaps	%zmm6, %zmm7 {%k1}
	vmovups	%zmm7, 34120(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_286(%rip), %zmm6
	vpermi2ps	%zmm5, %zmm4, %zmm6
	vmovaps	%zmm1, %zmm7
	vmovaps	.LCPI0_287(%rip), %ymm8
	vpermt2ps	%zmm3, %zmm8, %zmm7
	movw	$992, %r9w
	kmovd	%r9d, %k1
	vmovaps	%zmm6, %zmm7 {%k1}
	vbroadcasti64x4	.LCPI0_288(%rip), %zmm6
	vpermi2ps	%zmm0, %zmm2, %zmm6
	movb	$-32, %r9b
	kmovd	%r9d, %k2
	vmovapd	%zmm6, %zmm7 {%k2}
	vmovupd	%zmm7, 34376(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_289(%rip), %zmm6
	vpermi2ps	%zmm5, %zmm4, %zmm6
	vmovaps	.LCPI0_290(%rip), %ymm4
	vpermt2ps	%zmm3, %zmm4, %zmm1
	vmovaps	%zmm6, %zmm1 {%k1}
	vbroadcasti64x4	.LCPI0_291(%rip), %zmm3
	vpermi2ps	%zmm0, %zmm2, %zmm3
	vmovapd	%zmm3, %zmm1 {%k2}
	vmovupd	%zmm1, 34632(%rsp,%rcx,4)
	addq	$16, %rcx
	addq	$384, %rdx
	cmpq	$48, %rcx
	jb	.LBB0_30
	jmp	.LBB0_49
.LBB0_45:
	movq	$-8, %rcx
	movq	-24(%rsp), %rdx
	.p2align	4
.LBB0_46:
	vmovups	256(%rdx), %zmm26
	vmovups	320(%rdx), %zmm5
	vmovups	64(%rdx), %zmm4
	vmovups	(%rdx), %zmm8
	vmovups	128(%rdx), %zmm3
	vmovups	192(%rdx), %zmm10
	vmovaps	%zmm10, %zmm0
	vbroadcastf128	.LCPI0_957(%rip), %ymm1
	vpermt2ps	%zmm3, %zmm1, %zmm0
	vmovaps	%zmm8, %zmm1
	vmovaps	.LCPI0_52(%rip), %xmm2
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
	vmovups	%ymm12, 33320(%rsp,%rcx,4)
	vmovaps	%zmm10, %zmm12
	vbroadcastf128	.LCPI0_958(%rip), %ymm2
	vpermt2ps	%zmm3, %zmm2, %zmm12
	vmovaps	%zmm8, %zmm2
	vmovaps	.LCPI0_54(%rip), %xmm24
	vpermt2ps	%zmm4, %zmm24, %zmm2
	vblendps	$248, %ymm12, %ymm2, %ymm2
	vshufps	$220, %ymm18, %ymm20, %ymm12
	vblendps	$128, %ymm13, %ymm12, %ymm12
	vblendps	$224, %ymm12, %ymm2, %ymm2
	vmovups	%ymm2, 33576(%rsp,%rcx,4)
	vmovaps	%zmm10, %zmm2
	vmovaps	.LCPI0_55(%rip), %ymm12
	vpermt2ps	%zmm3, %zmm12, %zmm2
	vmovaps	%zmm4, %zmm12
	vmovaps	.LCPI0_56(%rip), %xmm13
	vpermt2ps	%zmm8, %zmm13, %zmm12
	vblendps	$248, %ymm2, %ymm12, %ymm2
	vmovaps	%zmm26, %zmm12
	vbroadcastsd	.LCPI0_959(%rip), %ymm13
	vpermt2ps	%zmm5, %zmm13, %zmm12
	vmovaps	.LCPI0_58(%rip), %ymm24
	vpermt2ps	%ymm9, %ymm24, %ymm12
	vblendps	$224, %ymm12, %ymm2, %ymm2
	vmovups	%ymm2, 33832(%rsp,%rcx,4)
	vmovaps	%zmm10, %zmm2
	vmovaps	.LCPI0_59(%rip), %ymm12
	vpermt2ps	%zmm3, %zmm12, %zmm2
	vmovaps	%zmm4, %zmm12
	vmovaps	.LCPI0_60(%rip), %xmm13
	vpermt2ps	%zmm8, %zmm13, %zmm12
	vblendps	$248, %ymm2, %ymm12, %ymm2
	vmovaps	%zmm26, %zmm12
	vbroadcastsd	.LCPI0_960(%rip), %ymm13
	vpermt2ps	%zmm5, %zmm13, %zmm12
	vmovaps	.LCPI0_62(%rip), %ymm27
	vpermt2ps	%ymm9, %ymm27, %ymm12
	vblendps	$224, %ymm12, %ymm2, %ymm2
	vmovups	%ymm2, 34088(%rsp,%rcx,4)
	vmovaps	%zmm26, %zmm2
	vbroadcastf128	.LCPI0_961(%rip), %ymm12
	vpermt2ps	%zmm5, %zmm12, %zmm2
	vbroadcastf128	.LCPI0_943(%rip), %ymm12
	vpermt2ps	%ymm9, %ymm12, %ymm2
	vmovaps	%zmm3, %zmm12
	vbroadcastf128	.LCPI0_962(%rip), %ymm13
	vpermt2ps	%zmm10, %zmm13, %zmm12
	vblendps	$240, %ymm15, %ymm1, %ymm13
	vmovaps	.LCPI0_66(%rip), %ymm28
	vpermt2ps	%ymm13, %ymm28, %ymm12
	vblendps	$224, %ymm2, %ymm12, %ymm2
	vmovups	%ymm2, 34344(%rsp,%rcx,4)
	vmovaps	%zmm3, %zmm2
	vbroadcastf128	.LCPI0_963(%rip), %ymm12
	vpermt2ps	%zmm10, %zmm12, %zmm2
	vmovaps	.LCPI0_68(%rip), %ymm12
	vpermt2ps	%ymm13, %ymm12, %ymm2
	vmovaps	%zmm26, %zmm12
	vbroadcastf128	.LCPI0_964(%rip), %ymm13
	vpermt2ps	%zmm5, %zmm13, %zmm12
	vblendps	$128, %ymm9, %ymm12, %ymm12
	vblendps	$224, %ymm12, %ymm2, %ymm2
	vmovups	%ymm2, 34600(%rsp,%rcx,4)
	vmovaps	%ymm15, %ymm2
	vmovaps	.LCPI0_70(%rip), %xmm12
	vpermt2ps	%ymm1, %ymm12, %ymm2
	vmovaps	%zmm10, %zmm12
	vmovaps	.LCPI0_71(%rip), %ymm13
	vpermt2ps	%zmm3, %zmm13, %zmm12
	vblendps	$3, %ymm2, %ymm12, %ymm2
	vmovaps	%zmm26, %zmm12
	vbroadcastsd	.LCPI0_965(%rip), %ymm13
	vpermt2ps	%zmm5, %zmm13, %zmm12
	vbroadcastf128	.LCPI0_927(%rip), %ymm13
	vpermt2ps	%ymm22, %ymm13, %ymm12
	vblendps	$224, %ymm12, %ymm2, %ymm2
	vmovups	%ymm2, 34856(%rsp,%rcx,4)
	vmovaps	.LCPI0_74(%rip), %xmm2
	vpermt2ps	%ymm1, %ymm2, %ymm15
	vmovaps	%zmm10, %zmm1
	vmovaps	.LCPI0_75(%rip), %ymm2
	vpermt2ps	%zmm3, %zmm2, %zmm1
	vblendps	$3, %ymm15, %ymm1, %ymm1
	vmovaps	%zmm26, %zmm2
	vbroadcastsd	.LCPI0_966(%rip), %ymm12
	vpermt2ps	%zmm5, %zmm12, %zmm2
	vblendps	$128, %ymm14, %ymm2, %ymm2
	vblendps	$224, %ymm2, %ymm1, %ymm1
	vmovups	%ymm1, 35112(%rsp,%rcx,4)
	vmovaps	%zmm8, %zmm1
	vmovddup	.LCPI0_967(%rip), %xmm2
	vpermt2ps	%zmm4, %zmm2, %zmm1
	vmovaps	%ymm0, %ymm2
	vmovddup	.LCPI0_968(%rip), %xmm12
	vpermt2ps	%ymm16, %ymm12, %ymm2
	vblendps	$3, %xmm1, %xmm2, %xmm1
	vmovaps	%zmm26, %zmm2
	vbroadcastf128	.LCPI0_969(%rip), %ymm12
	vpermt2ps	%zmm5, %zmm12, %zmm2
	vblendps	$128, %ymm11, %ymm2, %ymm2
	vblendps	$15, %ymm1, %ymm2, %ymm1
	vmovups	%ymm1, 35368(%rsp,%rcx,4)
	vmovaps	%zmm8, %zmm1
	vmovddup	.LCPI0_970(%rip), %xmm2
	vpermt2ps	%zmm4, %zmm2, %zmm1
	vblendps	$3, %xmm1, %xmm7, %xmm1
	vmovaps	%zmm26, %zmm2
	vbroadcastf128	.LCPI0_971(%rip), %ymm7
	vpermt2ps	%zmm5, %zmm7, %zmm2
	vblendps	$128, %ymm6, %ymm2, %ymm2
	vblendps	$15, %ymm1, %ymm2, %ymm1
	vmovups	%ymm1, 35624(%rsp,%rcx,4)
	vmovaps	%zmm8, %zmm1
	vmovaps	.LCPI0_82(%rip), %ymm2
	vpermt2ps	%zmm4, %zmm2, %zmm1
	vmovaps	%ymm0, %ymm2
	vmovddup	.LCPI0_83(%rip), %xmm6
	vpermt2ps	%ymm16, %ymm6, %ymm2
	vblendps	$3, %xmm1, %xmm2, %xmm1
	vmovaps	%zmm5, %zmm2
	vbroadcastf128	.LCPI0_972(%rip), %ymm6
	vpermt2ps	%zmm26, %zmm6, %zmm2
	vpermt2ps	%ymm22, %ymm24, %ymm2
	vblendps	$15, %ymm1, %ymm2, %ymm1
	vmovups	%ymm1, 35880(%rsp,%rcx,4)
	vmovddup	.LCPI0_86(%rip), %xmm1
	vpermt2ps	%ymm16, %ymm1, %ymm0
	vmovaps	%zmm8, %zmm1
	vmovaps	.LCPI0_85(%rip), %ymm2
	vpermt2ps	%zmm4, %zmm2, %zmm1
	vblendps	$3, %xmm1, %xmm0, %xmm0
	vbroadcastf128	.LCPI0_973(%rip), %ymm1
	vpermt2ps	%zmm26, %zmm1, %zmm5
	vpermt2ps	%ymm22, %ymm27, %ymm5
	vblendps	$15, %ymm0, %ymm5, %ymm0
	vmovups	%ymm0, 36136(%rsp,%rcx,4)
	vinsertf64x4	$1, %ymm19, %zmm22, %zmm0
	vinsertf64x4	$1, %ymm20, %zmm9, %zmm1
	vmovaps	.LCPI0_88(%rip), %ymm2
	vpermt2ps	%zmm0, %zmm2, %zmm1
	vmovaps	%zmm8, %zmm0
	vmovddup	.LCPI0_974(%rip), %xmm2
	vpermt2ps	%zmm4, %zmm2, %zmm0
	vmovaps	%zmm3, %zmm2
	vmovddup	.LCPI0_967(%rip), %xmm5
	vpermt2ps	%zmm10, %zmm5, %zmm2
	vblendps	$3, %xmm0, %xmm2, %xmm0
	vblendps	$15, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 36392(%rsp,%rcx,4)
	vinsertf64x4	$1, %ymm18, %zmm29, %zmm0
	vinsertf64x4	$1, %ymm20, %zmm22, %zmm1
	vmovaps	.LCPI0_91(%rip), %ymm2
	vpermt2ps	%zmm0, %zmm2, %zmm1
	vmovddup	.LCPI0_975(%rip), %xmm0
	vpermt2ps	%zmm4, %zmm0, %zmm8
	vmovddup	.LCPI0_970(%rip), %xmm0
	vpermt2ps	%zmm10, %zmm0, %zmm3
	vblendps	$3, %xmm8, %xmm3, %xmm0
	vblendps	$15, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 36648(%rsp,%rcx,4)
	addq	$8, %rcx
	addq	$448, %rdx
	cmpq	$56, %rcx
	jb	.LBB0_46
	jmp	.LBB0_49
.LBB0_31:
	movq	$-16, %rcx
	movq	64(%rsp), %rdx
	.p2align	4
.LBB0_32:
	vmovups	384(%rdx), %zmm3
	vmovups	320(%rdx), %zmm8
	vmovups	256(%rdx), %zmm5
	vmovups	(%rdx), %zmm2
	vmovups	64(%rdx), %zmm4
	vmovups	128(%rdx), %zmm6
	vmovups	192(%rdx), %zmm9
	vbroadcasti64x4	.LCPI0_248(%rip), %zmm0
	vpermi2ps	%zmm6, %zmm9, %zmm0
	vmovaps	%zmm2, %zmm1
	vmovaps	.LCPI0_249(%rip), %ymm7
	vpermt2ps	%zmm4, %zmm7, %zmm1
	movw	$992, %r9w
	kmovd	%r9d, %k1
	vmovaps	%zmm0, %zmm1 {%k1}
	vbroadcasti32x4	.LCPI0_250(%rip), %zmm0
	vpermi2ps	%zmm8, %zmm5, %zmm0
	vbroadcasti64x4	.LCPI0_251(%rip), %zmm7
	vpermi2ps	%zmm3, %zmm0, %zmm7
	movb	$-32, %r9b
	kmovd	%r9d, %k1
	vmovapd	%zmm7, %zmm1 {%k1}
	vmovupd	%zmm1, 33352(%rsp,%rcx,4)
	vbroadcasti32x4	.LCPI0_252(%rip), %zmm0
	vmovaps	%zmm6, %zmm1
	vbroadcasti32x4	.LCPI0_260(%rip), %zmm7
	vpermi2ps	%zmm9, %zmm6, %zmm7
	vbroadcasti64x4	.LCPI0_266(%rip), %zmm10
	vpermi2ps	%zmm9, %zmm6, %zmm10
	vbroadcasti64x4	.LCPI0_269(%rip), %zmm11
	vpermi2ps	%zmm9, %zmm6, %zmm11
	vbroadcasti64x4	.LCPI0_272(%rip), %zmm12
	vpermi2ps	%zmm6, %zmm9, %zmm12
	vpermt2ps	%zmm9, %zmm0, %zmm6
	vmovaps	%zmm2, %zmm13
	vmovaps	.LCPI0_253(%rip), %ymm14
	vpermt2ps	%zmm4, %zmm14, %zmm13
	movw	$480, %r9w
	kmovd	%r9d, %k2
	vmovaps	%zmm6, %zmm13 {%k2}
	vbroadcasti64x4	.LCPI0_254(%rip), %zmm6
	vpermi2ps	%zmm8, %zmm5, %zmm6
	vbroadcasti64x4	.LCPI0_255(%rip), %zmm14
	vpermi2ps	%zmm3, %zmm6, %zmm14
	movw	$-512, %r9w
	kmovd	%r9d, %k1
	vmovaps	%zmm14, %zmm13 {%k1}
	vmovups	%zmm13, 33608(%rsp,%rcx,4)
	vbroadcasti32x4	.LCPI0_256(%rip), %zmm6
	vpermt2ps	%zmm9, %zmm6, %zmm1
	vmovaps	%zmm4, %zmm9
	vmovaps	.LCPI0_257(%rip), %ymm13
	vpermt2ps	%zmm2, %zmm13, %zmm9
	vmovaps	%zmm1, %zmm9 {%k2}
	vbroadcasti64x4	.LCPI0_258(%rip), %zmm1
	vbroadcasti64x4	.LCPI0_259(%rip), %zmm13
	vpermi2ps	%zmm8, %zmm5, %zmm1
	vpermi2ps	%zmm3, %zmm1, %zmm13
	vmovaps	%zmm13, %zmm9 {%k1}
	vmovups	%zmm9, 33864(%rsp,%rcx,4)
	vmovaps	%zmm4, %zmm1
	vmovaps	.LCPI0_261(%rip), %ymm9
	vpermt2ps	%zmm2, %zmm9, %zmm1
	vmovaps	%zmm7, %zmm1 {%k2}
	vbroadcasti64x4	.LCPI0_262(%rip), %zmm7
	vpermi2ps	%zmm5, %zmm8, %zmm7
	vbroadcasti64x4	.LCPI0_263(%rip), %zmm9
	vpermi2ps	%zmm3, %zmm7, %zmm9
	vmovaps	%zmm9, %zmm1 {%k1}
	vmovups	%zmm1, 34120(%rsp,%rcx,4)
	vbroadcasti64x4	.LCPI0_264(%rip), %zmm1
	vpermi2ps	%zmm5, %zmm8, %zmm1
	vbroadcasti64x4	.LCPI0_265(%rip), %zmm7
	vpermi2ps	%zmm3, %zmm1, %zmm7
	vmovaps	%zmm2, %zmm1
	vmovaps	.LCPI0_267(%rip), %xmm9
	vpermt2ps	%zmm4, %zmm9, %zmm1
	vinsertf32x4	$0, %xmm1, %zmm10, %zmm1
	vmovaps	%zmm7, %zmm1 {%k1}
	vmovups	%zmm1, 34376(%rsp,%rcx,4)
	vpermi2ps	%zmm8, %zmm5, %zmm0
	vbroadcasti64x4	.LCPI0_268(%rip), %zmm1
	vpermi2ps	%zmm3, %zmm0, %zmm1
	vmovaps	%zmm2, %zmm0
	vmovaps	.LCPI0_270(%rip), %xmm7
	vpermt2ps	%zmm4, %zmm7, %zmm0
	vinsertf32x4	$0, %xmm0, %zmm11, %zmm0
	vmovaps	%zmm1, %zmm0 {%k1}
	vmovups	%zmm0, 34632(%rsp,%rcx,4)
	vpermt2ps	%zmm8, %zmm6, %zmm5
	vbroadcasti64x4	.LCPI0_271(%rip), %zmm0
	vpermi2ps	%zmm3, %zmm5, %zmm0
	vmovaps	.LCPI0_273(%rip), %xmm1
	vpermt2ps	%zmm4, %zmm1, %zmm2
	vinsertf32x4	$0, %xmm2, %zmm12, %zmm1
	vmovaps	%zmm0, %zmm1 {%k1}
	vmovups	%zmm1, 34888(%rsp,%rcx,4)
	addq	$16, %rcx
	addq	$448, %rdx
	cmpq	$48, %rcx
	jb	.LBB0_32
	jmp	.LBB0_49
.LBB0_39:
	movq	$-8, %rcx
	movq	96(%rsp), %rdx
	.p2align	4
.LBB0_40:
	vmovups	256(%rdx), %zmm0
	vmovups	320(%rdx), %ymm2
	vmovups	(%rdx), %zmm3
	vmovups	64(%rdx), %zmm6
	vmovups	128(%rdx), %zmm4
	vmovups	192(%rdx), %zmm5
	vmovaps	%zmm4, %zmm1
	vbroadcastf128	.LCPI0_976(%rip), %ymm7
	vpermt2ps	%zmm5, %zmm7, %zmm1
	vmovaps	%zmm3, %zmm7
	vmovaps	.LCPI0_167(%rip), %xmm8
	vpermt2ps	%zmm6, %zmm8, %zmm7
	vblendps	$248, %ymm1, %ymm7, %ymm8
	vmovups	288(%rdx), %ymm9
	vmovups	256(%rdx), %ymm1
	vblendps	$240, %ymm9, %ymm1, %ymm10
	vmovaps	.LCPI0_168(%rip), %ymm7
	vpermt2ps	%ymm10, %ymm7, %ymm8
	vbroadcastss	324(%rdx), %ymm7
	vmovups	%ymm8, 33320(%rsp,%rcx,4)
	vmovaps	%zmm4, %zmm8
	vbroadcastf128	.LCPI0_977(%rip), %ymm11
	vpermt2ps	%zmm5, %zmm11, %zmm8
	vmovaps	%zmm3, %zmm11
	vmovaps	.LCPI0_170(%rip), %xmm12
	vpermt2ps	%zmm6, %zmm12, %zmm11
	vblendps	$248, %ymm8, %ymm11, %ymm8
	vmovaps	.LCPI0_171(%rip), %ymm11
	vpermt2ps	%ymm10, %ymm11, %ymm8
	vmovups	%ymm8, 33576(%rsp,%rcx,4)
	vmovaps	%zmm4, %zmm8
	vbroadcastf128	.LCPI0_978(%rip), %ymm10
	vpermt2ps	%zmm5, %zmm10, %zmm8
	vmovaps	%zmm3, %zmm10
	vmovaps	.LCPI0_173(%rip), %xmm11
	vpermt2ps	%zmm6, %zmm11, %zmm10
	vblendps	$248, %ymm8, %ymm10, %ymm8
	vshufps	$3, %ymm1, %ymm9, %ymm9
	vmovaps	.LCPI0_174(%rip), %ymm10
	vpermt2ps	%ymm9, %ymm10, %ymm8
	vmovups	%ymm8, 33832(%rsp,%rcx,4)
	vmovaps	%zmm4, %zmm8
	vbroadcastf128	.LCPI0_979(%rip), %ymm9
	vpermt2ps	%zmm5, %zmm9, %zmm8
	vmovaps	%zmm3, %zmm9
	vmovaps	.LCPI0_176(%rip), %xmm10
	vpermt2ps	%zmm6, %zmm10, %zmm9
	vblendps	$248, %ymm8, %ymm9, %ymm8
	vblendps	$240, %ymm1, %ymm2, %ymm9
	vmovaps	.LCPI0_177(%rip), %ymm10
	vpermt2ps	%ymm9, %ymm10, %ymm8
	vmovups	%ymm8, 34088(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm8
	vbroadcastf128	.LCPI0_980(%rip), %ymm10
	vpermt2ps	%zmm4, %zmm10, %zmm8
	vmovaps	%zmm3, %zmm10
	vmovaps	.LCPI0_179(%rip), %xmm11
	vpermt2ps	%zmm6, %zmm11, %zmm10
	vblendps	$248, %ymm8, %ymm10, %ymm8
	vblendps	$128, %ymm7, %ymm1, %ymm1
	vblendps	$192, %ymm1, %ymm8, %ymm1
	vmovups	%ymm1, 34344(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vbroadcastf128	.LCPI0_981(%rip), %ymm7
	vpermt2ps	%zmm4, %zmm7, %zmm1
	vmovaps	%zmm6, %zmm7
	vmovaps	.LCPI0_181(%rip), %xmm8
	vpermt2ps	%zmm3, %zmm8, %zmm7
	vblendps	$248, %ymm1, %ymm7, %ymm1
	vmovaps	.LCPI0_182(%rip), %ymm7
	vpermt2ps	%ymm9, %ymm7, %ymm1
	vmovups	%ymm1, 34600(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vbroadcastf128	.LCPI0_982(%rip), %ymm7
	vpermt2ps	%zmm4, %zmm7, %zmm1
	vmovaps	%zmm6, %zmm7
	vmovaps	.LCPI0_184(%rip), %xmm8
	vpermt2ps	%zmm3, %zmm8, %zmm7
	vblendps	$248, %ymm1, %ymm7, %ymm1
	vmovaps	%zmm0, %zmm7
	vbroadcastsd	.LCPI0_983(%rip), %ymm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$192, %ymm7, %ymm1, %ymm1
	vmovups	%ymm1, 34856(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vbroadcastf128	.LCPI0_984(%rip), %ymm7
	vpermt2ps	%zmm4, %zmm7, %zmm1
	vmovaps	%zmm6, %zmm7
	vmovaps	.LCPI0_187(%rip), %xmm8
	vpermt2ps	%zmm3, %zmm8, %zmm7
	vblendps	$248, %ymm1, %ymm7, %ymm1
	vmovaps	%zmm0, %zmm7
	vbroadcastsd	.LCPI0_985(%rip), %ymm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$192, %ymm7, %ymm1, %ymm1
	vmovups	%ymm1, 35112(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vbroadcastf128	.LCPI0_986(%rip), %ymm7
	vpermt2ps	%zmm4, %zmm7, %zmm1
	vmovaps	%zmm6, %zmm7
	vmovaps	.LCPI0_190(%rip), %xmm8
	vpermt2ps	%zmm3, %zmm8, %zmm7
	vblendps	$248, %ymm1, %ymm7, %ymm1
	vmovaps	%zmm0, %zmm7
	vbroadcastsd	.LCPI0_987(%rip), %ymm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$192, %ymm7, %ymm1, %ymm1
	vmovups	%ymm1, 35368(%rsp,%rcx,4)
	vmovaps	%zmm5, %zmm1
	vmovaps	.LCPI0_192(%rip), %ymm7
	vpermt2ps	%zmm4, %zmm7, %zmm1
	vmovaps	%zmm6, %zmm7
	vmovaps	.LCPI0_193(%rip), %xmm8
	vpermt2ps	%zmm3, %zmm8, %zmm7
	vblendps	$248, %ymm1, %ymm7, %ymm1
	vmovaps	%zmm0, %zmm7
	vbroadcastf128	.LCPI0_988(%rip), %ymm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$224, %ymm7, %ymm1, %ymm1
	vmovups	%ymm1, 35624(%rsp,%rcx,4)
	vmovddup	.LCPI0_987(%rip), %xmm1
	vpermt2ps	%zmm6, %zmm1, %zmm3
	vbroadcastf128	.LCPI0_989(%rip), %ymm1
	vpermt2ps	%zmm5, %zmm1, %zmm4
	vblendps	$3, %ymm3, %ymm4, %ymm1
	vbroadcastf128	.LCPI0_990(%rip), %ymm3
	vpermt2ps	%zmm2, %zmm3, %zmm0
	vblendps	$224, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 35880(%rsp,%rcx,4)
	addq	$8, %rcx
	addq	$352, %rdx
	cmpq	$56, %rcx
	jb	.LBB0_40
	jmp	.LBB0_49
.LBB0_35:
	movq	$-8, %rcx
	movq	80(%rsp), %rdx
	.p2align	4
.LBB0_36:
	vmovups	256(%rdx), %ymm0
	vmovups	(%rdx), %zmm3
	vmovups	64(%rdx), %zmm1
	vmovups	128(%rdx), %zmm2
	vmovups	192(%rdx), %zmm4
	vmovaps	%zmm2, %zmm5
	vbroadcastf128	.LCPI0_224(%rip), %ymm6
	vpermt2ps	%zmm4, %zmm6, %zmm5
	vmovaps	%zmm3, %zmm6
	vmovaps	.LCPI0_223(%rip), %xmm7
	vpermt2ps	%zmm1, %zmm7, %zmm6
	vblendps	$240, %ymm5, %ymm6, %ymm11
	vbroadcastss	260(%rdx), %ymm12
	vbroadcastss	264(%rdx), %ymm10
	vmovaps	%zmm3, %zmm8
	vmovaps	.LCPI0_224(%rip), %xmm5
	vpermt2ps	%zmm1, %zmm5, %zmm8
	vinsertf128	$1, 256(%rdx), %ymm8, %ymm9
	vbroadcastss	272(%rdx), %ymm7
	vbroadcastss	276(%rdx), %ymm6
	vbroadcastss	280(%rdx), %ymm5
	vmovups	%ymm11, 33320(%rsp,%rcx,4)
	vmovaps	%zmm2, %zmm11
	vbroadcastf128	.LCPI0_991(%rip), %ymm13
	vpermt2ps	%zmm4, %zmm13, %zmm11
	vmovaps	%zmm3, %zmm13
	vmovaps	.LCPI0_226(%rip), %xmm14
	vpermt2ps	%zmm1, %zmm14, %zmm13
	vblendps	$240, %ymm11, %ymm13, %ymm11
	vmovaps	.LCPI0_204(%rip), %ymm13
	vpermt2ps	%ymm0, %ymm13, %ymm11
	vmovups	%ymm11, 33576(%rsp,%rcx,4)
	vmovaps	%zmm2, %zmm11
	vbroadcastf128	.LCPI0_992(%rip), %ymm13
	vpermt2ps	%zmm4, %zmm13, %zmm11
	vmovaps	%zmm3, %zmm13
	vmovaps	.LCPI0_228(%rip), %xmm14
	vpermt2ps	%zmm1, %zmm14, %zmm13
	vblendps	$240, %ymm11, %ymm13, %ymm11
	vblendps	$128, %ymm12, %ymm11, %ymm11
	vmovups	%ymm11, 33832(%rsp,%rcx,4)
	vmovaps	%zmm4, %zmm11
	vbroadcastf128	.LCPI0_993(%rip), %ymm12
	vpermt2ps	%zmm2, %zmm12, %zmm11
	vmovaps	%zmm3, %zmm12
	vmovaps	.LCPI0_230(%rip), %xmm13
	vpermt2ps	%zmm1, %zmm13, %zmm12
	vblendps	$240, %ymm11, %ymm12, %ymm11
	vblendps	$128, %ymm10, %ymm11, %ymm10
	vmovups	%ymm10, 34088(%rsp,%rcx,4)
	vmovaps	%zmm4, %zmm10
	vbroadcastf128	.LCPI0_994(%rip), %ymm11
	vpermt2ps	%zmm2, %zmm11, %zmm10
	vblendps	$240, %ymm10, %ymm8, %ymm8
	vblendps	$136, %ymm9, %ymm8, %ymm8
	vmovups	%ymm8, 34344(%rsp,%rcx,4)
	vmovaps	%zmm3, %zmm8
	vmovaps	.LCPI0_232(%rip), %xmm9
	vpermt2ps	%zmm1, %zmm9, %zmm8
	vmovaps	%zmm2, %zmm9
	vbroadcastf128	.LCPI0_995(%rip), %ymm10
	vpermt2ps	%zmm4, %zmm10, %zmm9
	vblendps	$7, %ymm8, %ymm9, %ymm8
	vblendps	$128, %ymm7, %ymm8, %ymm7
	vmovups	%ymm7, 34600(%rsp,%rcx,4)
	vmovaps	%zmm3, %zmm7
	vmovaps	.LCPI0_234(%rip), %xmm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vmovaps	%zmm2, %zmm8
	vbroadcastf128	.LCPI0_996(%rip), %ymm9
	vpermt2ps	%zmm4, %zmm9, %zmm8
	vblendps	$7, %ymm7, %ymm8, %ymm7
	vblendps	$128, %ymm6, %ymm7, %ymm6
	vmovups	%ymm6, 34856(%rsp,%rcx,4)
	vmovaps	%zmm1, %zmm6
	vmovaps	.LCPI0_236(%rip), %xmm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm2, %zmm7
	vbroadcastf128	.LCPI0_997(%rip), %ymm8
	vpermt2ps	%zmm4, %zmm8, %zmm7
	vblendps	$7, %ymm6, %ymm7, %ymm6
	vblendps	$128, %ymm5, %ymm6, %ymm5
	vmovups	%ymm5, 35112(%rsp,%rcx,4)
	vmovaps	.LCPI0_238(%rip), %xmm5
	vpermt2ps	%zmm3, %zmm5, %zmm1
	vbroadcastf128	.LCPI0_998(%rip), %ymm3
	vpermt2ps	%zmm4, %zmm3, %zmm2
	vblendps	$7, %ymm1, %ymm2, %ymm1
	vblendps	$128, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 35368(%rsp,%rcx,4)
	addq	$8, %rcx
	addq	$288, %rdx
	cmpq	$56, %rcx
	jb	.LBB0_36
	.p2align	4
.LBB0_49:
	cmpq	$0, -120(%rsp)
	vmovaps	.LCPI0_877(%rip), %zmm13
	vmovapd	.LCPI0_878(%rip), %zmm14
	vmovaps	.LCPI0_871(%rip), %zmm15
	vmovaps	.LCPI0_872(%rip), %zmm16
	vmovaps	.LCPI0_873(%rip), %zmm19
	vmovaps	.LCPI0_874(%rip), %zmm20
	vmovaps	.LCPI0_875(%rip), %zmm21
	vmovaps	.LCPI0_876(%rip), %zmm22
	vmovaps	.LCPI0_859(%rip), %zmm24
	vmovaps	.LCPI0_860(%rip), %zmm25
	vmovaps	.LCPI0_861(%rip), %zmm26
	vmovaps	.LCPI0_862(%rip), %zmm27
	vmovaps	.LCPI0_863(%rip), %zmm28
	vmovaps	.LCPI0_864(%rip), %zmm29
	vmovaps	.LCPI0_865(%rip), %zmm30
	movq	%rbx, %r12
	vbroadcastss	.LCPI0_1(%rip), %zmm23
	vbroadcastss	.LCPI0_2(%rip), %zmm31
	je	.LBB0_55
.LBB0_50:
	vmovups	33288(%rsp), %zmm0
	vmovups	33352(%rsp), %zmm1
	vmovups	33416(%rsp), %zmm4
	vmovups	33480(%rsp), %zmm5
	vmulps	%zmm0, %zmm0, %zmm3
	vmulps	%zmm1, %zmm1, %zmm2
	vmulps	%zmm4, %zmm4, %zmm1
	vmulps	%zmm5, %zmm5, %zmm0
	cmpq	$1, -120(%rsp)
	je	.LBB0_53
	leaq	33736(%rsp), %rcx
	movq	136(%rsp), %rdx
	.p2align	4
.LBB0_52:
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
	jne	.LBB0_52
.LBB0_53:
	vsqrtps	%zmm3, %zmm3
	vsqrtps	%zmm2, %zmm2
	vsqrtps	%zmm1, %zmm1
	vsqrtps	%zmm0, %zmm0
	movl	$192, %ecx
	movq	-120(%rsp), %rdx
	.p2align	4
.LBB0_54:
	vmovups	33096(%rsp,%rcx), %zmm4
	vdivps	%zmm3, %zmm4, %zmm4
	vmovups	33160(%rsp,%rcx), %zmm5
	vdivps	%zmm2, %zmm5, %zmm5
	vmovups	33224(%rsp,%rcx), %zmm6
	vdivps	%zmm1, %zmm6, %zmm6
	vmovups	33288(%rsp,%rcx), %zmm7
	vdivps	%zmm0, %zmm7, %zmm7
	vandps	%zmm17, %zmm4, %zmm8
	vpcmpgtd	%zmm23, %zmm8, %k1
	vmovdqa32	%zmm31, %zmm4 {%k1}
	vmovdqu64	%zmm4, 328(%rsp,%rcx)
	vandps	%zmm17, %zmm5, %zmm4
	vpcmpgtd	%zmm23, %zmm4, %k1
	vmovdqa32	%zmm31, %zmm5 {%k1}
	vmovdqu64	%zmm5, 392(%rsp,%rcx)
	vandps	%zmm17, %zmm6, %zmm4
	vpcmpgtd	%zmm23, %zmm4, %k1
	vmovdqa32	%zmm31, %zmm6 {%k1}
	vmovdqu64	%zmm6, 456(%rsp,%rcx)
	vandps	%zmm17, %zmm7, %zmm4
	vpcmpgtd	%zmm23, %zmm4, %k1
	vmovdqa32	%zmm31, %zmm7 {%k1}
	vmovdqu64	%zmm7, 520(%rsp,%rcx)
	addq	$256, %rcx
	decq	%rdx
	jne	.LBB0_54
.LBB0_55:
	cmpq	$14, %rax
	ja	.LBB0_57
	leaq	.LJTI0_1(%rip), %rcx
	movslq	(%rcx,%rax,4), %rax
	addq	%rcx, %rax
	movq	-112(%rsp), %rbx
	movq	-88(%rsp), %r11
	movb	$8, %dl
	movb	$4, %r8b
	movw	$32, %r9w
	jmpq	*%rax
.LBB0_66:
	movq	$-16, %rax
	.p2align	4
.LBB0_67:
	vmovups	584(%rsp,%rax,4), %zmm0
	vmovups	%zmm0, 64(%r12,%rax,4)
	addq	$16, %rax
	cmpq	$48, %rax
	jb	.LBB0_67
	jmp	.LBB0_65
.LBB0_94:
	movq	$-8, %rax
	movq	%rbx, %rcx
	.p2align	4
.LBB0_95:
	vbroadcastf64x4	552(%rsp,%rax,4), %zmm0
	vmovups	808(%rsp,%rax,4), %ymm1
	vmovupd	1064(%rsp,%rax,4), %ymm2
	vmovdqa64	%zmm0, %zmm3
	vbroadcastf32x4	.LCPI0_999(%rip), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm3
	vmovaps	%ymm1, %ymm4
	vmovdqa	%ymm0, %ymm5
	vmovddup	.LCPI0_322(%rip), %xmm6
	vpermt2ps	%ymm1, %ymm6, %ymm5
	vpunpckldq	%ymm1, %ymm0, %ymm6
	vbroadcastss	812(%rsp,%rax,4), %xmm7
	vmovups	808(%rsp,%rax,4), %xmm8
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
	vmovups	1320(%rsp,%rax,4), %ymm5
	movw	$2, %bp
	kmovd	%ebp, %k1
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
	vmovups	1576(%rsp,%rax,4), %ymm9
	vpermi2ps	%zmm5, %zmm8, %zmm6
	movb	$2, %bpl
	kmovd	%ebp, %k1
	vbroadcasti64x4	.LCPI0_336(%rip), %zmm5
	vbroadcasti64x4	.LCPI0_337(%rip), %zmm8
	vpermi2ps	%zmm9, %zmm1, %zmm5
	vpermi2ps	%zmm9, %zmm0, %zmm8
	vbroadcasti64x4	.LCPI0_338(%rip), %zmm1
	vbroadcasti64x4	.LCPI0_339(%rip), %zmm10
	vpermi2pd	%zmm9, %zmm7, %zmm1
	vpermi2ps	%zmm9, %zmm4, %zmm10
	vbroadcasti64x4	.LCPI0_340(%rip), %zmm4
	vinsertf32x4	$1, 1576(%rsp,%rax,4), %zmm2, %zmm2
	vmovapd	%zmm9, %zmm6 {%k1}
	vpermi2ps	%zmm9, %zmm3, %zmm4
	vmovups	1832(%rsp,%rax,4), %ymm7
	vbroadcasti64x4	.LCPI0_341(%rip), %zmm0
	vpermi2ps	%zmm7, %zmm2, %zmm0
	vbroadcasti64x4	.LCPI0_342(%rip), %zmm2
	vpermi2ps	%zmm7, %zmm6, %zmm2
	vbroadcasti64x4	.LCPI0_343(%rip), %zmm6
	vpermi2ps	%zmm7, %zmm4, %zmm6
	vbroadcasti64x4	.LCPI0_344(%rip), %zmm9
	vpermi2ps	%zmm7, %zmm10, %zmm9
	vbroadcasti64x4	.LCPI0_345(%rip), %zmm10
	vpermi2ps	%zmm7, %zmm1, %zmm10
	vbroadcasti64x4	.LCPI0_346(%rip), %zmm3
	vbroadcasti64x4	.LCPI0_347(%rip), %zmm4
	vpermi2ps	%zmm7, %zmm5, %zmm4
	vpermi2ps	%zmm7, %zmm8, %zmm3
	vmovups	2088(%rsp,%rax,4), %ymm1
	movw	$8, %bp
	kmovd	%ebp, %k1
	vmovaps	%zmm1, %zmm4 {%k1}
	vbroadcasti64x4	.LCPI0_349(%rip), %zmm18
	vmovapd	.LCPI0_348(%rip), %zmm5
	vpermt2pd	%zmm1, %zmm5, %zmm3
	vpermi2ps	%zmm1, %zmm10, %zmm18
	vbroadcasti64x4	.LCPI0_350(%rip), %zmm5
	vbroadcasti64x4	.LCPI0_351(%rip), %zmm10
	vpermi2ps	%zmm1, %zmm9, %zmm5
	vpermi2ps	%zmm1, %zmm6, %zmm10
	vmovapd	.LCPI0_352(%rip), %zmm6
	vpermt2pd	%zmm1, %zmm6, %zmm2
	vmovapd	.LCPI0_353(%rip), %zmm6
	vpermt2pd	%zmm1, %zmm6, %zmm0
	vmovups	2344(%rsp,%rax,4), %ymm1
	vmovaps	.LCPI0_354(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm0
	vmovaps	.LCPI0_355(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm4
	vmovaps	.LCPI0_356(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm2
	vmovaps	.LCPI0_357(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm10
	vmovaps	.LCPI0_358(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm5
	vmovaps	.LCPI0_359(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm18
	vmovaps	.LCPI0_360(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm3
	vmovupd	2600(%rsp,%rax,4), %ymm1
	kmovd	%r8d, %k1
	vmovapd	%zmm1, %zmm3 {%k1}
	vmovaps	.LCPI0_363(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm10
	vmovapd	.LCPI0_364(%rip), %zmm6
	vpermt2pd	%zmm1, %zmm6, %zmm2
	vmovaps	.LCPI0_361(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm18
	vmovaps	.LCPI0_365(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm4
	vinsertf32x4	$2, 2600(%rsp,%rax,4), %zmm0, %zmm8
	vmovups	2856(%rsp,%rax,4), %ymm0
	vmovapd	.LCPI0_362(%rip), %zmm6
	vpermt2pd	%zmm1, %zmm6, %zmm5
	vmovaps	.LCPI0_367(%rip), %zmm1
	vpermt2ps	%zmm0, %zmm1, %zmm3
	vmovaps	.LCPI0_368(%rip), %zmm1
	vpermt2ps	%zmm0, %zmm1, %zmm4
	vmovaps	.LCPI0_369(%rip), %zmm1
	vpermt2ps	%zmm0, %zmm1, %zmm2
	vmovaps	.LCPI0_370(%rip), %zmm1
	vpermt2ps	%zmm0, %zmm1, %zmm10
	vmovaps	.LCPI0_371(%rip), %zmm1
	vpermt2ps	%zmm0, %zmm1, %zmm5
	vmovaps	.LCPI0_366(%rip), %zmm1
	vpermt2ps	%zmm0, %zmm1, %zmm8
	vmovaps	.LCPI0_372(%rip), %zmm1
	vpermt2ps	%zmm0, %zmm1, %zmm18
	vmovups	3112(%rsp,%rax,4), %ymm1
	kmovd	%r9d, %k1
	vmovaps	%zmm1, %zmm18 {%k1}
	vmovaps	.LCPI0_374(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm10
	vmovapd	.LCPI0_373(%rip), %zmm6
	vpermt2pd	%zmm1, %zmm6, %zmm5
	vmovapd	.LCPI0_375(%rip), %zmm6
	vpermt2pd	%zmm1, %zmm6, %zmm2
	vmovaps	.LCPI0_376(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm4
	vmovapd	.LCPI0_377(%rip), %zmm6
	vpermt2pd	%zmm1, %zmm6, %zmm3
	vmovups	3368(%rsp,%rax,4), %ymm6
	vmovapd	.LCPI0_378(%rip), %zmm7
	vpermt2pd	%zmm1, %zmm7, %zmm8
	vmovaps	.LCPI0_380(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm18
	vmovaps	.LCPI0_381(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm3
	vmovaps	.LCPI0_382(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm4
	vmovaps	.LCPI0_383(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm2
	vmovaps	.LCPI0_384(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm10
	vmovaps	.LCPI0_379(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm8
	vmovaps	.LCPI0_385(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm5
	vmovups	3624(%rsp,%rax,4), %ymm1
	kmovd	%edx, %k1
	vmovaps	.LCPI0_386(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm10
	vmovapd	.LCPI0_387(%rip), %zmm6
	vpermt2pd	%zmm1, %zmm6, %zmm2
	vmovapd	%zmm1, %zmm5 {%k1}
	vmovaps	.LCPI0_388(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm4
	vmovapd	.LCPI0_389(%rip), %zmm6
	vpermt2pd	%zmm1, %zmm6, %zmm3
	vmovaps	.LCPI0_390(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm18
	vbroadcastss	2372(%rsp,%rax,4), %xmm6
	vmovapd	.LCPI0_391(%rip), %zmm7
	vpermt2pd	%zmm1, %zmm7, %zmm8
	vbroadcastss	2628(%rsp,%rax,4), %ymm1
	vblendps	$2, %xmm1, %xmm6, %xmm1
	vmovups	3880(%rsp,%rax,4), %ymm6
	vmovaps	.LCPI0_393(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm5
	vmovaps	.LCPI0_394(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm18
	vmovaps	.LCPI0_395(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm3
	vmovaps	.LCPI0_396(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm4
	vmovaps	.LCPI0_397(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm2
	vmovaps	.LCPI0_398(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm10
	vmovaps	.LCPI0_392(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm8
	vmovaps	.LCPI0_406(%rip), %xmm6
	vpermt2ps	%ymm1, %ymm6, %ymm0
	vbroadcastss	3140(%rsp,%rax,4), %ymm1
	vblendps	$8, %xmm1, %xmm0, %xmm0
	vbroadcastss	3396(%rsp,%rax,4), %ymm1
	vblendps	$240, %ymm1, %ymm0, %ymm0
	vbroadcastss	3652(%rsp,%rax,4), %ymm1
	vblendps	$32, %ymm1, %ymm0, %ymm0
	vbroadcastss	3908(%rsp,%rax,4), %ymm1
	vblendps	$192, %ymm1, %ymm0, %ymm0
	vmovups	4136(%rsp,%rax,4), %ymm1
	vblendps	$128, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 448(%rcx)
	vmovaps	.LCPI0_404(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm5
	vmovups	%zmm5, 384(%rcx)
	vmovaps	.LCPI0_403(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm18
	vmovups	%zmm18, 320(%rcx)
	vmovaps	.LCPI0_401(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm4
	vmovups	%zmm4, 192(%rcx)
	vmovaps	.LCPI0_402(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm3
	vmovups	%zmm3, 256(%rcx)
	vmovaps	.LCPI0_400(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm2
	vmovups	%zmm2, 128(%rcx)
	vmovaps	.LCPI0_405(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm8
	vmovups	%zmm8, (%rcx)
	vmovaps	.LCPI0_399(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm10
	vmovups	%zmm10, 64(%rcx)
	addq	$8, %rax
	addq	$480, %rcx
	cmpq	$56, %rax
	jb	.LBB0_95
	jmp	.LBB0_65
.LBB0_88:
	movq	$-8, %rax
	movq	120(%rsp), %rcx
	.p2align	4
.LBB0_89:
	vbroadcastf64x4	808(%rsp,%rax,4), %zmm0
	vbroadcastf64x4	552(%rsp,%rax,4), %zmm1
	vbroadcasti64x4	.LCPI0_539(%rip), %zmm2
	vbroadcasti64x4	.LCPI0_540(%rip), %zmm3
	vpermi2ps	%zmm0, %zmm1, %zmm2
	vpermi2ps	%zmm0, %zmm1, %zmm3
	vunpckhps	%ymm0, %ymm1, %ymm4
	vmovaps	%xmm1, %xmm5
	vmovups	1064(%rsp,%rax,4), %ymm6
	vunpckhps	%xmm0, %xmm1, %xmm7
	vinsertf32x4	$2, %xmm7, %zmm0, %zmm7
	vmovups	1320(%rsp,%rax,4), %ymm8
	vbroadcasti64x4	.LCPI0_541(%rip), %zmm9
	vpermi2ps	%zmm6, %zmm3, %zmm9
	vbroadcasti64x4	.LCPI0_542(%rip), %zmm10
	vpermi2ps	%zmm6, %zmm2, %zmm10
	vbroadcasti32x4	.LCPI0_543(%rip), %zmm11
	vpermi2pd	%zmm6, %zmm7, %zmm11
	vbroadcasti32x4	.LCPI0_544(%rip), %zmm2
	vpermi2pd	%zmm6, %zmm4, %zmm2
	vbroadcasti32x4	.LCPI0_545(%rip), %zmm3
	vpermi2ps	%zmm8, %zmm2, %zmm3
	vbroadcasti32x4	.LCPI0_546(%rip), %zmm2
	vpermi2ps	%zmm8, %zmm11, %zmm2
	vbroadcasti64x4	.LCPI0_548(%rip), %zmm7
	vbroadcastsd	.LCPI0_321(%rip), %ymm4
	vpermt2ps	%ymm0, %ymm4, %ymm1
	vshufps	$51, %xmm5, %xmm0, %xmm0
	vbroadcasti128	.LCPI0_550(%rip), %ymm5
	vpermi2ps	%ymm0, %ymm6, %ymm5
	vmovups	1576(%rsp,%rax,4), %ymm0
	vshufps	$244, %ymm6, %ymm1, %ymm6
	vpermi2ps	%zmm8, %zmm10, %zmm7
	vbroadcasti64x4	.LCPI0_549(%rip), %zmm4
	vinsertf32x4	$1, 1576(%rsp,%rax,4), %zmm7, %zmm1
	vpermi2ps	%zmm8, %zmm9, %zmm4
	kmovd	%r8d, %k1
	vinsertf64x4	$1, %ymm0, %zmm6, %zmm6
	vbroadcasti64x4	.LCPI0_551(%rip), %zmm7
	vpermi2ps	%zmm8, %zmm6, %zmm7
	vinsertf64x4	$0, %ymm0, %zmm0, %zmm4 {%k1}
	vinsertf64x4	$1, %ymm0, %zmm5, %zmm5
	vbroadcasti64x4	.LCPI0_553(%rip), %zmm6
	vpermi2ps	%zmm8, %zmm5, %zmm6
	vmovaps	.LCPI0_554(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm3
	vmovaps	.LCPI0_552(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm2
	vmovups	1832(%rsp,%rax,4), %ymm0
	vmovaps	.LCPI0_555(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm3
	vbroadcasti64x4	.LCPI0_556(%rip), %zmm5
	vpermi2ps	%zmm0, %zmm6, %zmm5
	vmovaps	.LCPI0_557(%rip), %zmm6
	vpermt2ps	%zmm0, %zmm6, %zmm2
	vbroadcasti64x4	.LCPI0_558(%rip), %zmm6
	vpermi2ps	%zmm0, %zmm7, %zmm6
	vmovaps	.LCPI0_560(%rip), %zmm7
	vpermt2ps	%zmm0, %zmm7, %zmm4
	vmovaps	.LCPI0_559(%rip), %zmm7
	vpermt2ps	%zmm0, %zmm7, %zmm1
	vmovups	2088(%rsp,%rax,4), %ymm7
	vbroadcasti64x4	.LCPI0_562(%rip), %zmm8
	vbroadcasti64x4	.LCPI0_564(%rip), %zmm9
	vpermi2ps	%zmm7, %zmm6, %zmm8
	vpermi2ps	%zmm7, %zmm5, %zmm9
	vmovups	2344(%rsp,%rax,4), %ymm6
	vbroadcasti64x4	.LCPI0_567(%rip), %zmm0
	vpermi2ps	%zmm6, %zmm9, %zmm0
	vmovapd	.LCPI0_561(%rip), %zmm5
	vpermt2pd	%zmm7, %zmm5, %zmm4
	vmovaps	.LCPI0_563(%rip), %zmm5
	vpermt2ps	%zmm7, %zmm5, %zmm2
	vmovaps	.LCPI0_565(%rip), %zmm5
	vpermt2ps	%zmm7, %zmm5, %zmm3
	vmovaps	.LCPI0_566(%rip), %zmm5
	vpermt2ps	%zmm6, %zmm5, %zmm3
	vmovapd	.LCPI0_505(%rip), %zmm5
	vpermt2pd	%zmm7, %zmm5, %zmm1
	vmovaps	.LCPI0_568(%rip), %zmm5
	vpermt2ps	%zmm6, %zmm5, %zmm2
	vbroadcasti64x4	.LCPI0_569(%rip), %zmm5
	vpermi2ps	%zmm6, %zmm8, %zmm5
	vmovaps	.LCPI0_571(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm4
	vmovaps	.LCPI0_570(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm1
	vmovups	2600(%rsp,%rax,4), %ymm6
	vinsertf32x4	$2, 2600(%rsp,%rax,4), %zmm1, %zmm1
	vmovaps	.LCPI0_573(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm5
	vmovapd	.LCPI0_572(%rip), %zmm7
	vpermt2pd	%zmm6, %zmm7, %zmm4
	vmovaps	.LCPI0_574(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm2
	vmovaps	.LCPI0_575(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm0
	vmovaps	.LCPI0_576(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm3
	vmovups	2856(%rsp,%rax,4), %ymm6
	kmovd	%r9d, %k1
	vmovaps	%zmm6, %zmm3 {%k1}
	vmovaps	.LCPI0_577(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm0
	vmovaps	.LCPI0_578(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm2
	vmovaps	.LCPI0_579(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm5
	vmovupd	3112(%rsp,%rax,4), %ymm7
	vmovaps	.LCPI0_580(%rip), %zmm8
	vpermt2ps	%zmm6, %zmm8, %zmm1
	vmovaps	.LCPI0_581(%rip), %zmm8
	vpermt2ps	%zmm6, %zmm8, %zmm4
	vmovapd	.LCPI0_582(%rip), %zmm6
	vpermt2pd	%zmm7, %zmm6, %zmm4
	vmovaps	.LCPI0_583(%rip), %zmm6
	vpermt2ps	%zmm7, %zmm6, %zmm5
	vmovaps	.LCPI0_584(%rip), %zmm6
	vpermt2ps	%zmm7, %zmm6, %zmm3
	vmovaps	.LCPI0_585(%rip), %zmm6
	vpermt2ps	%zmm7, %zmm6, %zmm2
	vmovapd	.LCPI0_527(%rip), %zmm6
	vpermt2pd	%zmm7, %zmm6, %zmm1
	vmovaps	.LCPI0_586(%rip), %zmm6
	vpermt2ps	%zmm7, %zmm6, %zmm0
	vmovups	3368(%rsp,%rax,4), %ymm6
	vmovaps	.LCPI0_590(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm5
	vmovups	%zmm5, 320(%rcx)
	vmovaps	.LCPI0_589(%rip), %zmm5
	vpermt2ps	%zmm6, %zmm5, %zmm3
	vmovups	%zmm3, 256(%rcx)
	vmovaps	.LCPI0_592(%rip), %zmm3
	vpermt2ps	%zmm6, %zmm3, %zmm4
	vmovups	%zmm4, 192(%rcx)
	vmovaps	.LCPI0_588(%rip), %zmm3
	vpermt2ps	%zmm6, %zmm3, %zmm2
	vmovups	%zmm2, 64(%rcx)
	vmovaps	.LCPI0_591(%rip), %zmm2
	vpermt2ps	%zmm6, %zmm2, %zmm1
	vmovups	%zmm1, (%rcx)
	vmovaps	.LCPI0_587(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm0
	vmovups	%zmm0, 128(%rcx)
	addq	$8, %rax
	addq	$384, %rcx
	cmpq	$56, %rax
	jb	.LBB0_89
	jmp	.LBB0_65
.LBB0_74:
	movq	$-16, %rax
	movq	(%rsp), %rcx
	.p2align	4
.LBB0_75:
	vmovups	584(%rsp,%rax,4), %zmm0
	vmovups	840(%rsp,%rax,4), %zmm1
	vmovups	1096(%rsp,%rax,4), %zmm2
	vmovaps	%zmm0, %zmm3
	vmovups	208(%rsp), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm3
	vmovaps	%zmm0, %zmm4
	vmovups	400(%rsp), %zmm5
	vpermt2ps	%zmm1, %zmm5, %zmm4
	vmovaps	%zmm0, %zmm5
	vmovups	144(%rsp), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm5
	vmovaps	%zmm1, %zmm6
	vmovups	272(%rsp), %zmm7
	vpermt2ps	%zmm0, %zmm7, %zmm6
	vmovups	336(%rsp), %zmm7
	vpermt2ps	%zmm1, %zmm7, %zmm0
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
	vmovups	1352(%rsp,%rax,4), %zmm1
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
	vmovups	1608(%rsp,%rax,4), %zmm1
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
	jb	.LBB0_75
	jmp	.LBB0_65
.LBB0_90:
	movq	$-8, %rax
	movq	-32(%rsp), %rcx
	.p2align	4
.LBB0_91:
	vbroadcastf64x4	808(%rsp,%rax,4), %zmm1
	vbroadcastf64x4	552(%rsp,%rax,4), %zmm2
	vbroadcasti64x4	.LCPI0_477(%rip), %zmm0
	vpermi2ps	%zmm1, %zmm2, %zmm0
	vmovaps	%ymm1, %ymm3
	vbroadcasti64x4	.LCPI0_479(%rip), %zmm4
	vpermi2ps	%zmm1, %zmm2, %zmm4
	vinsertps	$179, %xmm1, %xmm2, %xmm5
	vunpcklps	%ymm1, %ymm2, %ymm6
	vbroadcastsd	.LCPI0_478(%rip), %zmm7
	vpermt2ps	%zmm2, %zmm7, %zmm1
	vmovups	1064(%rsp,%rax,4), %ymm7
	vmovups	1320(%rsp,%rax,4), %ymm8
	vbroadcastsd	.LCPI0_321(%rip), %ymm9
	vpermt2ps	%ymm2, %ymm9, %ymm3
	vinsertf64x4	$1, %ymm3, %zmm0, %zmm3
	vbroadcasti64x4	.LCPI0_480(%rip), %zmm2
	vbroadcasti64x4	.LCPI0_481(%rip), %zmm9
	vpermi2ps	%zmm7, %zmm4, %zmm2
	vpermi2ps	%zmm3, %zmm7, %zmm9
	vbroadcasti32x4	.LCPI0_482(%rip), %zmm3
	vbroadcasti32x4	.LCPI0_483(%rip), %zmm4
	vinsertf32x4	$2, %xmm5, %zmm0, %zmm5
	vpermi2pd	%zmm7, %zmm5, %zmm3
	vpermi2ps	%zmm7, %zmm1, %zmm4
	vbroadcasti64x4	.LCPI0_484(%rip), %zmm1
	vmovups	1576(%rsp,%rax,4), %ymm5
	vpermi2ps	%zmm7, %zmm0, %zmm1
	vbroadcasti64x4	.LCPI0_485(%rip), %zmm0
	vpermi2ps	%zmm8, %zmm1, %zmm0
	vbroadcasti32x4	.LCPI0_486(%rip), %zmm10
	vpermi2ps	%zmm8, %zmm4, %zmm10
	vbroadcasti64x4	.LCPI0_487(%rip), %zmm1
	vpermi2ps	%zmm8, %zmm3, %zmm1
	vbroadcasti64x4	.LCPI0_488(%rip), %zmm4
	vpermi2ps	%zmm8, %zmm9, %zmm4
	vbroadcastf64x4	.LCPI0_1000(%rip), %zmm3
	vpermt2ps	%zmm8, %zmm3, %zmm2
	vunpcklpd	%ymm7, %ymm6, %ymm6
	vbroadcasti64x4	.LCPI0_490(%rip), %zmm3
	vpermi2ps	%zmm5, %zmm4, %zmm3
	vinsertf64x4	$1, %ymm5, %zmm6, %zmm6
	vbroadcastf64x4	.LCPI0_1001(%rip), %zmm4
	vpermt2ps	%zmm8, %zmm4, %zmm6
	vbroadcasti64x4	.LCPI0_492(%rip), %zmm4
	vbroadcasti64x4	.LCPI0_493(%rip), %zmm7
	kmovd	%r9d, %k1
	vpermi2ps	%zmm5, %zmm1, %zmm4
	vinsertf32x4	$1, 1576(%rsp,%rax,4), %zmm0, %zmm1
	vmovups	1832(%rsp,%rax,4), %ymm0
	vmovaps	%zmm5, %zmm2 {%k1}
	vpermi2ps	%zmm5, %zmm10, %zmm7
	vbroadcasti64x4	.LCPI0_495(%rip), %zmm5
	vpermi2ps	%zmm0, %zmm7, %zmm5
	vmovaps	.LCPI0_496(%rip), %zmm7
	vpermt2ps	%zmm0, %zmm7, %zmm2
	vmovaps	.LCPI0_497(%rip), %zmm7
	vpermt2ps	%zmm0, %zmm7, %zmm4
	vbroadcasti64x4	.LCPI0_498(%rip), %zmm7
	vpermi2ps	%zmm0, %zmm6, %zmm7
	vmovupd	2088(%rsp,%rax,4), %ymm6
	vmovaps	.LCPI0_494(%rip), %zmm8
	vpermt2ps	%zmm0, %zmm8, %zmm1
	vmovaps	.LCPI0_499(%rip), %zmm8
	vpermt2ps	%zmm0, %zmm8, %zmm3
	vbroadcasti64x4	.LCPI0_501(%rip), %zmm8
	vpermi2pd	%zmm6, %zmm7, %zmm8
	vmovaps	.LCPI0_502(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm4
	vmovapd	.LCPI0_500(%rip), %zmm0
	vpermt2pd	%zmm6, %zmm0, %zmm3
	vmovaps	.LCPI0_503(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm2
	vmovaps	.LCPI0_504(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm5
	vmovapd	.LCPI0_505(%rip), %zmm0
	vpermt2pd	%zmm6, %zmm0, %zmm1
	vmovups	2344(%rsp,%rax,4), %ymm6
	vmovaps	.LCPI0_507(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm5
	vmovaps	.LCPI0_508(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm2
	vmovaps	.LCPI0_509(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm4
	vbroadcasti64x4	.LCPI0_510(%rip), %zmm0
	vpermi2ps	%zmm6, %zmm8, %zmm0
	vmovaps	.LCPI0_506(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm1
	vmovaps	.LCPI0_511(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm3
	vmovupd	2600(%rsp,%rax,4), %ymm8
	kmovd	%edx, %k1
	vmovapd	.LCPI0_512(%rip), %zmm7
	vpermt2pd	%zmm8, %zmm7, %zmm0
	vmovaps	.LCPI0_514(%rip), %zmm7
	vpermt2ps	%zmm8, %zmm7, %zmm2
	vmovaps	.LCPI0_513(%rip), %zmm7
	vpermt2ps	%zmm8, %zmm7, %zmm4
	vmovaps	.LCPI0_515(%rip), %zmm7
	vpermt2ps	%zmm8, %zmm7, %zmm5
	vinsertf32x4	$2, 2600(%rsp,%rax,4), %zmm1, %zmm7
	vmovups	2856(%rsp,%rax,4), %ymm1
	vmovapd	%zmm8, %zmm3 {%k1}
	vmovaps	.LCPI0_517(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm5
	vmovaps	.LCPI0_518(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm2
	vmovaps	.LCPI0_519(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm3
	vmovaps	.LCPI0_520(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm4
	vmovaps	.LCPI0_521(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vmovaps	.LCPI0_516(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vmovups	3112(%rsp,%rax,4), %ymm1
	vmovaps	.LCPI0_522(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vmovaps	.LCPI0_523(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm4
	vmovaps	.LCPI0_525(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm2
	vmovapd	.LCPI0_524(%rip), %zmm8
	vpermt2pd	%zmm1, %zmm8, %zmm3
	vmovapd	.LCPI0_526(%rip), %zmm8
	vpermt2pd	%zmm1, %zmm8, %zmm5
	vmovups	3368(%rsp,%rax,4), %ymm8
	vmovaps	.LCPI0_529(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm5
	vmovaps	.LCPI0_530(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm2
	vmovapd	.LCPI0_527(%rip), %zmm9
	vpermt2pd	%zmm1, %zmm9, %zmm7
	vmovaps	.LCPI0_531(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm3
	vmovaps	.LCPI0_532(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm4
	vmovaps	.LCPI0_533(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm0
	vbroadcastss	1860(%rsp,%rax,4), %xmm1
	vmovaps	.LCPI0_528(%rip), %zmm9
	vpermt2ps	%zmm8, %zmm9, %zmm7
	vbroadcastss	2116(%rsp,%rax,4), %ymm8
	vblendps	$2, %xmm8, %xmm1, %xmm1
	vmovaps	.LCPI0_406(%rip), %xmm8
	vpermt2ps	%ymm1, %ymm8, %ymm6
	vbroadcastss	2628(%rsp,%rax,4), %ymm1
	vblendps	$8, %xmm1, %xmm6, %xmm1
	vbroadcastss	2884(%rsp,%rax,4), %ymm6
	vblendps	$240, %ymm6, %ymm1, %ymm1
	vbroadcastss	3140(%rsp,%rax,4), %ymm6
	vblendps	$32, %ymm6, %ymm1, %ymm1
	vbroadcastss	3396(%rsp,%rax,4), %ymm6
	vblendps	$192, %ymm6, %ymm1, %ymm1
	vmovups	3624(%rsp,%rax,4), %ymm6
	vblendps	$128, %ymm6, %ymm1, %ymm1
	vmovups	%ymm1, 384(%rcx)
	vmovaps	.LCPI0_536(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm2
	vmovups	%zmm2, 256(%rcx)
	movw	$8, %r8w
	kmovd	%r8d, %k1
	vmovaps	%zmm6, %zmm0 {%k1}
	vmovups	%zmm0, 192(%rcx)
	vmovaps	.LCPI0_537(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm5
	vmovups	%zmm5, 128(%rcx)
	vmovaps	.LCPI0_535(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm3
	vmovups	%zmm3, 320(%rcx)
	vmovaps	.LCPI0_538(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm7
	vmovups	%zmm7, (%rcx)
	vmovaps	.LCPI0_534(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm4
	vmovups	%zmm4, 64(%rcx)
	addq	$8, %rax
	addq	$416, %rcx
	cmpq	$56, %rax
	jb	.LBB0_91
	jmp	.LBB0_65
.LBB0_84:
	movq	$-8, %rax
	movq	-40(%rsp), %rcx
	.p2align	4
.LBB0_85:
	vbroadcastf64x4	808(%rsp,%rax,4), %zmm1
	vbroadcastf64x4	552(%rsp,%rax,4), %zmm3
	vmovdqa64	%zmm3, %zmm0
	vpunpckldq	%ymm1, %ymm3, %ymm4
	vpunpckldq	%zmm1, %zmm3, %zmm2
	vmovdqu	1064(%rsp,%rax,4), %ymm5
	vinserti64x4	$1, %ymm5, %zmm3, %zmm6
	vbroadcastf32x4	.LCPI0_1002(%rip), %zmm7
	vpermt2ps	%zmm1, %zmm7, %zmm3
	vbroadcastf32x4	.LCPI0_1003(%rip), %zmm7
	vpermt2ps	%zmm1, %zmm7, %zmm0
	vextracti128	$1, %ymm4, %xmm7
	vmovaps	.LCPI0_643(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm0
	vmovapd	.LCPI0_644(%rip), %zmm4
	vpermt2pd	%zmm5, %zmm4, %zmm3
	vmovaps	.LCPI0_645(%rip), %zmm4
	vpermt2ps	%zmm5, %zmm4, %zmm2
	vmovaps	%zmm5, %zmm4
	vinsertf32x4	$2, %xmm7, %zmm0, %zmm5
	vmovaps	.LCPI0_646(%rip), %zmm7
	vpermt2ps	%zmm5, %zmm7, %zmm4
	vmovups	1320(%rsp,%rax,4), %ymm5
	vbroadcastf32x4	.LCPI0_1004(%rip), %zmm7
	vpermt2ps	%zmm1, %zmm7, %zmm6
	vbroadcasti32x4	.LCPI0_652(%rip), %zmm1
	vpermi2ps	%zmm5, %zmm6, %zmm1
	vmovups	1576(%rsp,%rax,4), %ymm6
	vmovaps	.LCPI0_649(%rip), %zmm7
	vpermt2ps	%zmm5, %zmm7, %zmm2
	vmovaps	.LCPI0_650(%rip), %zmm7
	vpermt2ps	%zmm5, %zmm7, %zmm3
	vmovaps	.LCPI0_648(%rip), %zmm7
	vpermt2ps	%zmm5, %zmm7, %zmm4
	vmovaps	.LCPI0_651(%rip), %zmm7
	vpermt2ps	%zmm5, %zmm7, %zmm0
	vmovaps	.LCPI0_653(%rip), %zmm5
	vpermt2ps	%zmm6, %zmm5, %zmm1
	vmovaps	.LCPI0_654(%rip), %zmm5
	vpermt2ps	%zmm6, %zmm5, %zmm0
	vmovapd	.LCPI0_655(%rip), %zmm5
	vpermt2pd	%zmm6, %zmm5, %zmm3
	vmovaps	.LCPI0_656(%rip), %zmm5
	vpermt2ps	%zmm6, %zmm5, %zmm2
	vmovaps	.LCPI0_657(%rip), %zmm5
	vpermt2ps	%zmm6, %zmm5, %zmm4
	vmovups	1832(%rsp,%rax,4), %ymm5
	vmovaps	.LCPI0_659(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm2
	vmovaps	.LCPI0_660(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm3
	vmovaps	.LCPI0_661(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm0
	vmovaps	.LCPI0_658(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm4
	vmovaps	.LCPI0_662(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm1
	vmovups	2088(%rsp,%rax,4), %ymm5
	vmovaps	.LCPI0_663(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm1
	vmovaps	.LCPI0_664(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm0
	vmovaps	.LCPI0_665(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm3
	vmovapd	.LCPI0_620(%rip), %zmm6
	vpermt2pd	%zmm5, %zmm6, %zmm2
	vmovaps	.LCPI0_666(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm4
	vmovups	2344(%rsp,%rax,4), %ymm5
	vmovaps	.LCPI0_668(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm2
	vmovaps	.LCPI0_667(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm4
	vmovaps	.LCPI0_669(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm3
	vmovaps	.LCPI0_670(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm0
	vmovaps	.LCPI0_671(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm1
	vmovups	2600(%rsp,%rax,4), %ymm5
	vmovaps	.LCPI0_672(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm1
	vmovaps	.LCPI0_673(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm0
	vmovaps	.LCPI0_674(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm3
	vmovapd	.LCPI0_630(%rip), %zmm6
	vpermt2pd	%zmm5, %zmm6, %zmm2
	vmovaps	.LCPI0_468(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm4
	vmovups	2856(%rsp,%rax,4), %ymm5
	vmovaps	.LCPI0_678(%rip), %zmm6
	vpermt2ps	%zmm5, %zmm6, %zmm1
	vmovups	%zmm1, 256(%rcx)
	vmovaps	.LCPI0_677(%rip), %zmm1
	vpermt2ps	%zmm5, %zmm1, %zmm0
	vmovups	%zmm0, 192(%rcx)
	vmovaps	.LCPI0_675(%rip), %zmm0
	vpermt2ps	%zmm5, %zmm0, %zmm2
	vmovups	%zmm2, (%rcx)
	vmovaps	.LCPI0_676(%rip), %zmm0
	vpermt2ps	%zmm5, %zmm0, %zmm3
	vmovups	%zmm3, 64(%rcx)
	vmovaps	.LCPI0_471(%rip), %zmm0
	vpermt2ps	%zmm5, %zmm0, %zmm4
	vmovups	%zmm4, 128(%rcx)
	addq	$8, %rax
	addq	$320, %rcx
	cmpq	$56, %rax
	jb	.LBB0_85
	jmp	.LBB0_65
.LBB0_70:
	movq	$-16, %rax
	movq	128(%rsp), %rcx
	.p2align	4
.LBB0_71:
	vmovups	584(%rsp,%rax,4), %zmm0
	vmovups	840(%rsp,%rax,4), %zmm1
	vmovups	1096(%rsp,%rax,4), %zmm2
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
	jb	.LBB0_71
	jmp	.LBB0_65
.LBB0_57:
	cmpq	$0, -120(%rsp)
	sete	%al
	testq	%r8, %r8
	sete	%cl
	orb	%al, %cl
	movq	-112(%rsp), %rbx
	movq	-88(%rsp), %r11
	jne	.LBB0_65
	imulq	-120(%rsp), %r15
	cmpq	$1, %r15
	jne	.LBB0_96
	xorl	%ecx, %ecx
	jmp	.LBB0_61
.LBB0_72:
	movq	$-16, %rax
	movq	-80(%rsp), %rcx
	.p2align	4
.LBB0_73:
	vmovups	584(%rsp,%rax,4), %zmm0
	vmovups	840(%rsp,%rax,4), %zmm1
	vmovups	1096(%rsp,%rax,4), %zmm2
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
	vmovaps	.LCPI0_866(%rip), %zmm1
	vpermt2ps	%zmm2, %zmm1, %zmm3
	vmovups	1352(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_868(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm4
	vmovaps	.LCPI0_869(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm5
	vmovaps	.LCPI0_870(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm0
	vmovups	%zmm0, 192(%rcx)
	vmovups	%zmm5, 128(%rcx)
	vmovups	%zmm4, 64(%rcx)
	vmovaps	.LCPI0_867(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm3
	vmovups	%zmm3, (%rcx)
	addq	$16, %rax
	addq	$256, %rcx
	cmpq	$48, %rax
	jb	.LBB0_73
	jmp	.LBB0_65
.LBB0_80:
	movq	$-16, %rax
	movq	24(%rsp), %rcx
	.p2align	4
.LBB0_81:
	vmovups	584(%rsp,%rax,4), %zmm4
	vmovups	840(%rsp,%rax,4), %zmm1
	vmovups	1096(%rsp,%rax,4), %zmm9
	vmovaps	%zmm4, %zmm0
	vmovaps	.LCPI0_711(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm0
	vmovaps	%zmm4, %zmm2
	vmovaps	.LCPI0_712(%rip), %zmm3
	vpermt2ps	%zmm1, %zmm3, %zmm2
	vmovaps	%zmm4, %zmm3
	vmovaps	.LCPI0_713(%rip), %zmm5
	vpermt2ps	%zmm1, %zmm5, %zmm3
	vmovaps	%zmm4, %zmm5
	vmovaps	.LCPI0_714(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm5
	vmovaps	%zmm4, %zmm6
	vmovaps	.LCPI0_715(%rip), %zmm7
	vpermt2ps	%zmm1, %zmm7, %zmm6
	vmovaps	%zmm4, %zmm7
	vmovaps	.LCPI0_716(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vmovaps	%zmm4, %zmm8
	vmovaps	.LCPI0_717(%rip), %zmm10
	vpermt2ps	%zmm1, %zmm10, %zmm8
	vmovaps	.LCPI0_718(%rip), %zmm10
	vpermt2ps	%zmm1, %zmm10, %zmm4
	vmovaps	.LCPI0_719(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm4
	vmovaps	.LCPI0_720(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm8
	vmovaps	.LCPI0_721(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm7
	vmovaps	.LCPI0_722(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm6
	vmovaps	.LCPI0_723(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm5
	vmovaps	.LCPI0_724(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm3
	vmovaps	.LCPI0_725(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm2
	vmovaps	.LCPI0_726(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm0
	vmovups	1352(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_727(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm0
	vmovaps	.LCPI0_728(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm2
	vmovaps	.LCPI0_729(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm3
	vmovaps	.LCPI0_730(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm5
	vmovaps	.LCPI0_731(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm6
	vmovaps	.LCPI0_732(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm7
	vmovaps	.LCPI0_733(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm8
	vmovaps	.LCPI0_734(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm4
	vmovups	1608(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_735(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm4
	vmovaps	.LCPI0_736(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm8
	vmovaps	.LCPI0_737(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm7
	vmovaps	.LCPI0_738(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm6
	vmovaps	.LCPI0_739(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm5
	vmovaps	.LCPI0_740(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm3
	vmovaps	.LCPI0_741(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm2
	vmovups	1864(%rsp,%rax,4), %zmm9
	vmovaps	.LCPI0_742(%rip), %zmm10
	vpermt2ps	%zmm1, %zmm10, %zmm0
	vmovaps	.LCPI0_743(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm0
	vmovaps	.LCPI0_744(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm2
	vmovaps	.LCPI0_745(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm3
	vmovaps	.LCPI0_746(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm5
	vmovaps	.LCPI0_747(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm6
	vmovaps	.LCPI0_748(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm7
	vmovaps	.LCPI0_749(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm8
	vmovaps	.LCPI0_750(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm4
	vmovups	2120(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_751(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm4
	vmovaps	.LCPI0_752(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm8
	vmovaps	.LCPI0_753(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm7
	vmovaps	.LCPI0_754(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm6
	vmovaps	.LCPI0_755(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm5
	vmovaps	.LCPI0_756(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm3
	vmovaps	.LCPI0_757(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm2
	vmovaps	.LCPI0_758(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm0
	vmovups	2376(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_766(%rip), %zmm9
	vpermt2ps	%zmm1, %zmm9, %zmm4
	vmovups	%zmm4, 448(%rcx)
	vmovaps	.LCPI0_765(%rip), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm8
	vmovups	%zmm8, 384(%rcx)
	vmovaps	.LCPI0_764(%rip), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm7
	vmovups	%zmm7, 320(%rcx)
	vmovaps	.LCPI0_763(%rip), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm6
	vmovups	%zmm6, 256(%rcx)
	vmovaps	.LCPI0_762(%rip), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm5
	vmovups	%zmm5, 192(%rcx)
	vmovaps	.LCPI0_761(%rip), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm3
	vmovups	%zmm3, 128(%rcx)
	vmovaps	.LCPI0_760(%rip), %zmm3
	vpermt2ps	%zmm1, %zmm3, %zmm2
	vmovups	%zmm2, 64(%rcx)
	vmovaps	.LCPI0_759(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm0
	vmovups	%zmm0, (%rcx)
	addq	$16, %rax
	addq	$512, %rcx
	cmpq	$48, %rax
	jb	.LBB0_81
	jmp	.LBB0_65
.LBB0_68:
	movq	$-16, %rax
	.p2align	4
.LBB0_69:
	vmovups	584(%rsp,%rax,4), %zmm0
	vmovups	840(%rsp,%rax,4), %zmm1
	vmovaps	%zmm0, %zmm2
	vpermt2ps	%zmm1, %zmm13, %zmm2
	vpermt2ps	%zmm1, %zmm14, %zmm0
	vmovups	%zmm0, 192(%r14,%rax,8)
	vmovups	%zmm2, 128(%r14,%rax,8)
	addq	$16, %rax
	cmpq	$48, %rax
	jb	.LBB0_69
	jmp	.LBB0_65
.LBB0_76:
	movq	$-16, %rax
	movq	8(%rsp), %rcx
	.p2align	4
.LBB0_77:
	vbroadcasti64x4	.LCPI0_809(%rip), %zmm0
	vmovups	584(%rsp,%rax,4), %zmm4
	vmovups	840(%rsp,%rax,4), %zmm5
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
	vmovups	1096(%rsp,%rax,4), %zmm4
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
	vmovups	1352(%rsp,%rax,4), %zmm4
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
	vmovups	1608(%rsp,%rax,4), %zmm5
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
	vmovups	1864(%rsp,%rax,4), %zmm4
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
	jb	.LBB0_77
	jmp	.LBB0_65
.LBB0_92:
	movq	$-8, %rax
	movq	%r11, %rcx
	.p2align	4
.LBB0_93:
	vbroadcastf64x4	808(%rsp,%rax,4), %zmm3
	vbroadcastf64x4	552(%rsp,%rax,4), %zmm0
	vmovdqu	552(%rsp,%rax,4), %xmm1
	vmovdqa64	%zmm0, %zmm2
	vbroadcastf32x4	.LCPI0_1005(%rip), %zmm4
	vpermt2ps	%zmm3, %zmm4, %zmm2
	vpunpckhdq	808(%rsp,%rax,4), %xmm1, %xmm4
	vmovups	1064(%rsp,%rax,4), %ymm1
	vpunpckldq	%ymm3, %ymm0, %ymm5
	vpunpckhdq	%xmm3, %xmm0, %xmm6
	vbroadcasti32x4	.LCPI0_408(%rip), %zmm7
	vbroadcasti64x4	.LCPI0_328(%rip), %zmm8
	vinserti128	$1, %xmm6, %ymm0, %ymm6
	vinserti32x4	$2, %xmm4, %zmm0, %zmm4
	vbroadcasti64x4	.LCPI0_409(%rip), %zmm9
	vbroadcasti32x4	.LCPI0_410(%rip), %zmm10
	vpermi2ps	%zmm1, %zmm4, %zmm7
	vpermi2pd	%zmm1, %zmm2, %zmm8
	vpermi2pd	%zmm1, %zmm5, %zmm10
	vinserti64x4	$1, %ymm1, %zmm0, %zmm2
	vmovups	1320(%rsp,%rax,4), %ymm4
	vinserti64x4	$1, %ymm6, %zmm0, %zmm5
	vbroadcastf32x4	.LCPI0_1006(%rip), %zmm6
	vpermt2ps	%zmm3, %zmm6, %zmm2
	vbroadcasti32x4	.LCPI0_412(%rip), %zmm6
	vbroadcasti64x4	.LCPI0_413(%rip), %zmm11
	vpermi2ps	%zmm4, %zmm10, %zmm6
	vbroadcasti64x4	.LCPI0_414(%rip), %zmm10
	vpermi2ps	%zmm4, %zmm8, %zmm10
	vbroadcasti32x4	.LCPI0_415(%rip), %zmm8
	vpermi2ps	%zmm4, %zmm2, %zmm8
	vbroadcasti32x4	.LCPI0_416(%rip), %zmm2
	vpermi2ps	%zmm4, %zmm7, %zmm2
	vmovups	1576(%rsp,%rax,4), %ymm7
	vpermi2ps	%zmm5, %zmm1, %zmm9
	vbroadcasti64x4	.LCPI0_417(%rip), %zmm5
	vpermi2ps	%zmm7, %zmm2, %zmm5
	vpunpckhdq	%ymm3, %ymm0, %ymm2
	vpblendd	$192, %ymm1, %ymm2, %ymm2
	vpermi2ps	%zmm4, %zmm9, %zmm11
	vbroadcasti64x4	.LCPI0_418(%rip), %zmm9
	vpermi2ps	%zmm7, %zmm8, %zmm9
	vbroadcasti64x4	.LCPI0_419(%rip), %zmm8
	vinserti64x4	$1, %ymm7, %zmm2, %zmm2
	vpermi2ps	%zmm4, %zmm2, %zmm8
	vbroadcasti64x4	.LCPI0_420(%rip), %zmm12
	vpermi2ps	%zmm7, %zmm11, %zmm12
	vbroadcasti64x4	.LCPI0_421(%rip), %zmm11
	vpermi2pd	%zmm7, %zmm6, %zmm11
	vmovups	1832(%rsp,%rax,4), %ymm6
	vbroadcasti64x4	.LCPI0_422(%rip), %zmm2
	vpermi2ps	%zmm6, %zmm11, %zmm2
	vbroadcasti64x4	.LCPI0_424(%rip), %zmm7
	vpermi2ps	%zmm6, %zmm8, %zmm7
	vmovddup	.LCPI0_321(%rip), %xmm8
	vpermt2ps	%ymm3, %ymm8, %ymm0
	vinsertf32x4	$1, 1576(%rsp,%rax,4), %zmm10, %zmm3
	vshufps	$255, %ymm1, %ymm4, %ymm1
	vshufps	$226, %ymm0, %ymm1, %ymm0
	vbroadcasti64x4	.LCPI0_425(%rip), %zmm1
	vbroadcastss	1604(%rsp,%rax,4), %ymm4
	vblendps	$192, %ymm4, %ymm0, %ymm0
	vpermi2ps	%zmm6, %zmm3, %zmm1
	vbroadcasti64x4	.LCPI0_426(%rip), %zmm4
	vbroadcasti64x4	.LCPI0_427(%rip), %zmm3
	vpermi2ps	%zmm6, %zmm9, %zmm4
	vpermi2ps	%zmm6, %zmm5, %zmm3
	vmovups	2088(%rsp,%rax,4), %ymm5
	vbroadcasti64x4	.LCPI0_428(%rip), %zmm8
	vpermi2ps	%zmm5, %zmm4, %zmm8
	vbroadcasti64x4	.LCPI0_423(%rip), %zmm4
	movb	$2, %dl
	kmovd	%edx, %k1
	vmovapd	%zmm5, %zmm3 {%k1}
	vinsertf64x4	$1, %ymm5, %zmm0, %zmm0
	vpermi2ps	%zmm6, %zmm12, %zmm4
	vbroadcasti64x4	.LCPI0_429(%rip), %zmm9
	vpermi2ps	%zmm6, %zmm0, %zmm9
	vbroadcasti64x4	.LCPI0_430(%rip), %zmm6
	vmovapd	.LCPI0_353(%rip), %zmm0
	vpermt2pd	%zmm5, %zmm0, %zmm1
	vpermi2pd	%zmm5, %zmm7, %zmm6
	vmovups	2344(%rsp,%rax,4), %ymm7
	vbroadcasti64x4	.LCPI0_435(%rip), %zmm0
	vmovaps	.LCPI0_431(%rip), %zmm10
	vpermt2ps	%zmm5, %zmm10, %zmm4
	vmovaps	.LCPI0_432(%rip), %zmm10
	vpermt2ps	%zmm5, %zmm10, %zmm2
	vpermi2ps	%zmm7, %zmm6, %zmm0
	vbroadcasti64x4	.LCPI0_437(%rip), %zmm5
	vbroadcasti64x4	.LCPI0_439(%rip), %zmm6
	vpermi2ps	%zmm7, %zmm9, %zmm5
	vpermi2ps	%zmm7, %zmm8, %zmm6
	vmovaps	.LCPI0_433(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm2
	vmovaps	.LCPI0_436(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm3
	vmovaps	.LCPI0_438(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm1
	vmovaps	.LCPI0_434(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm4
	vmovups	2600(%rsp,%rax,4), %ymm7
	vmovaps	.LCPI0_441(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm5
	vmovapd	.LCPI0_442(%rip), %zmm8
	vpermt2pd	%zmm7, %zmm8, %zmm3
	vmovapd	.LCPI0_443(%rip), %zmm8
	vpermt2pd	%zmm7, %zmm8, %zmm0
	vmovaps	.LCPI0_440(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm6
	vmovaps	.LCPI0_444(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm4
	vmovaps	.LCPI0_445(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm2
	vmovups	2856(%rsp,%rax,4), %ymm8
	vinsertf32x4	$2, 2600(%rsp,%rax,4), %zmm1, %zmm7
	movw	$8, %dx
	kmovd	%edx, %k1
	vmovaps	%zmm8, %zmm2 {%k1}
	vmovaps	.LCPI0_446(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm4
	vmovaps	.LCPI0_447(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm0
	vmovaps	.LCPI0_448(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm3
	vmovaps	.LCPI0_449(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm5
	vmovaps	.LCPI0_450(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm7
	vmovaps	.LCPI0_451(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm6
	vmovupd	3112(%rsp,%rax,4), %ymm1
	vmovapd	.LCPI0_452(%rip), %zmm8
	vpermt2pd	%zmm1, %zmm8, %zmm6
	vmovaps	.LCPI0_453(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm5
	vmovapd	.LCPI0_378(%rip), %zmm8
	vpermt2pd	%zmm1, %zmm8, %zmm7
	vmovapd	.LCPI0_454(%rip), %zmm8
	vpermt2pd	%zmm1, %zmm8, %zmm3
	vmovaps	.LCPI0_455(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vmovaps	.LCPI0_456(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm2
	vmovaps	.LCPI0_457(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm4
	vmovups	3368(%rsp,%rax,4), %ymm1
	vmovaps	.LCPI0_458(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm4
	vmovaps	.LCPI0_459(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm2
	vmovaps	.LCPI0_460(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vmovaps	.LCPI0_461(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm3
	vmovaps	.LCPI0_462(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm5
	vmovaps	.LCPI0_463(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vmovaps	.LCPI0_464(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm6
	vmovupd	3624(%rsp,%rax,4), %ymm1
	kmovd	%r8d, %k1
	vmovapd	%zmm1, %zmm6 {%k1}
	vmovaps	.LCPI0_465(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm5
	vmovapd	.LCPI0_391(%rip), %zmm8
	vpermt2pd	%zmm1, %zmm8, %zmm7
	vmovapd	.LCPI0_466(%rip), %zmm8
	vpermt2pd	%zmm1, %zmm8, %zmm3
	vmovaps	.LCPI0_467(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vmovaps	.LCPI0_468(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm2
	vmovaps	.LCPI0_469(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm4
	vmovups	3880(%rsp,%rax,4), %ymm1
	vmovaps	.LCPI0_474(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm5
	vmovups	%zmm5, 384(%rcx)
	vmovaps	.LCPI0_476(%rip), %zmm5
	vpermt2ps	%zmm1, %zmm5, %zmm6
	vmovups	%zmm6, 256(%rcx)
	vmovaps	.LCPI0_472(%rip), %zmm5
	vpermt2ps	%zmm1, %zmm5, %zmm0
	vmovups	%zmm0, 320(%rcx)
	vmovaps	.LCPI0_473(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm3
	vmovups	%zmm3, 128(%rcx)
	vmovaps	.LCPI0_471(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm2
	vmovups	%zmm2, 192(%rcx)
	vmovaps	.LCPI0_475(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm7
	vmovups	%zmm7, (%rcx)
	vmovaps	.LCPI0_470(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm4
	vmovups	%zmm4, 64(%rcx)
	addq	$8, %rax
	addq	$448, %rcx
	cmpq	$56, %rax
	jb	.LBB0_93
	jmp	.LBB0_65
.LBB0_78:
	movq	$-16, %rax
	movq	16(%rsp), %rcx
	.p2align	4
.LBB0_79:
	vmovups	584(%rsp,%rax,4), %zmm0
	vmovups	840(%rsp,%rax,4), %zmm1
	vmovaps	%zmm0, %zmm7
	vmovaps	.LCPI0_767(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm7
	vmovaps	%zmm0, %zmm6
	vmovaps	.LCPI0_768(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm6
	vmovaps	%zmm1, %zmm5
	vmovaps	.LCPI0_769(%rip), %zmm2
	vpermt2ps	%zmm0, %zmm2, %zmm5
	vmovaps	%zmm0, %zmm4
	vmovaps	.LCPI0_770(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm4
	vmovaps	%zmm0, %zmm3
	vmovaps	.LCPI0_771(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm3
	vmovaps	%zmm0, %zmm2
	vmovaps	.LCPI0_772(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm2
	vmovaps	.LCPI0_773(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vmovups	1096(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_774(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vmovaps	.LCPI0_775(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm2
	vmovaps	.LCPI0_776(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm3
	vmovaps	.LCPI0_777(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm4
	vmovaps	.LCPI0_778(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm5
	vmovaps	.LCPI0_779(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm6
	vmovaps	.LCPI0_780(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vmovups	1352(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_781(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vmovaps	.LCPI0_782(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm6
	vmovaps	.LCPI0_783(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm5
	vmovaps	.LCPI0_784(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm4
	vmovaps	.LCPI0_785(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm3
	vmovaps	.LCPI0_786(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm2
	vmovaps	.LCPI0_787(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vmovups	1608(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_788(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vmovaps	.LCPI0_789(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm2
	vmovaps	.LCPI0_790(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm3
	vmovaps	.LCPI0_791(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm4
	vmovaps	.LCPI0_792(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm5
	vmovaps	.LCPI0_793(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm6
	vmovaps	.LCPI0_794(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vmovups	1864(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_795(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vmovaps	.LCPI0_796(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm6
	vmovaps	.LCPI0_797(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm5
	vmovaps	.LCPI0_798(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm4
	vmovaps	.LCPI0_799(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm3
	vmovaps	.LCPI0_800(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm2
	vmovaps	.LCPI0_801(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vmovups	2120(%rsp,%rax,4), %zmm1
	vmovaps	.LCPI0_808(%rip), %zmm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vmovups	%zmm7, 384(%rcx)
	vmovaps	.LCPI0_807(%rip), %zmm7
	vpermt2ps	%zmm1, %zmm7, %zmm6
	vmovups	%zmm6, 320(%rcx)
	vmovaps	.LCPI0_806(%rip), %zmm6
	vpermt2ps	%zmm1, %zmm6, %zmm5
	vmovups	%zmm5, 256(%rcx)
	vmovaps	.LCPI0_805(%rip), %zmm5
	vpermt2ps	%zmm1, %zmm5, %zmm4
	vmovups	%zmm4, 192(%rcx)
	vmovaps	.LCPI0_804(%rip), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm3
	vmovups	%zmm3, 128(%rcx)
	vmovaps	.LCPI0_803(%rip), %zmm3
	vpermt2ps	%zmm1, %zmm3, %zmm2
	vmovups	%zmm2, 64(%rcx)
	vmovaps	.LCPI0_802(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm0
	vmovups	%zmm0, (%rcx)
	addq	$16, %rax
	addq	$448, %rcx
	cmpq	$48, %rax
	jb	.LBB0_79
	jmp	.LBB0_65
.LBB0_86:
	movq	$-8, %rax
	movq	104(%rsp), %rcx
	.p2align	4
.LBB0_87:
	vbroadcastf64x4	808(%rsp,%rax,4), %zmm1
	vbroadcastf64x4	552(%rsp,%rax,4), %zmm3
	vbroadcasti64x4	.LCPI0_593(%rip), %zmm5
	vbroadcasti64x4	.LCPI0_594(%rip), %zmm6
	vbroadcasti32x4	.LCPI0_595(%rip), %zmm7
	vmovups	1064(%rsp,%rax,4), %ymm8
	vbroadcasti64x4	.LCPI0_596(%rip), %zmm2
	vpermi2ps	%zmm1, %zmm3, %zmm5
	vmovups	1320(%rsp,%rax,4), %ymm9
	vmovupd	1576(%rsp,%rax,4), %ymm10
	vpermi2ps	%zmm1, %zmm3, %zmm6
	vpermi2ps	%zmm3, %zmm1, %zmm7
	vbroadcasti64x4	.LCPI0_597(%rip), %zmm0
	vbroadcasti32x4	.LCPI0_598(%rip), %zmm11
	vpermi2ps	%zmm1, %zmm3, %zmm2
	vpermi2ps	%zmm8, %zmm2, %zmm0
	vbroadcasti64x4	.LCPI0_599(%rip), %zmm2
	vbroadcasti64x4	.LCPI0_600(%rip), %zmm4
	vpermi2ps	%zmm8, %zmm7, %zmm11
	vpermi2ps	%zmm8, %zmm6, %zmm2
	vpermi2ps	%zmm8, %zmm5, %zmm4
	vinsertf64x4	$1, %ymm8, %zmm3, %zmm5
	vbroadcastf32x4	.LCPI0_1007(%rip), %zmm3
	vpermt2ps	%zmm1, %zmm3, %zmm5
	vmovaps	.LCPI0_602(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm4
	vmovaps	.LCPI0_603(%rip), %zmm1
	vpermt2ps	%zmm9, %zmm1, %zmm2
	vbroadcasti32x4	.LCPI0_604(%rip), %zmm3
	vpermi2ps	%zmm9, %zmm11, %zmm3
	vbroadcasti32x4	.LCPI0_605(%rip), %zmm1
	vpermi2ps	%zmm9, %zmm5, %zmm1
	vmovaps	.LCPI0_606(%rip), %zmm5
	vpermt2ps	%zmm9, %zmm5, %zmm0
	kmovd	%edx, %k1
	vmovapd	%zmm10, %zmm0 {%k1}
	vbroadcasti64x4	.LCPI0_607(%rip), %zmm5
	vpermi2pd	%zmm10, %zmm1, %zmm5
	vmovaps	.LCPI0_608(%rip), %zmm1
	vpermt2ps	%zmm10, %zmm1, %zmm3
	vmovaps	.LCPI0_609(%rip), %zmm1
	vpermt2ps	%zmm10, %zmm1, %zmm2
	vmovaps	.LCPI0_610(%rip), %zmm1
	vpermt2ps	%zmm10, %zmm1, %zmm4
	vmovups	1832(%rsp,%rax,4), %ymm6
	vmovaps	.LCPI0_611(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm4
	vmovaps	.LCPI0_612(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm2
	vmovaps	.LCPI0_613(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm3
	vmovaps	.LCPI0_614(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm0
	vmovaps	.LCPI0_615(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm5
	vmovups	2088(%rsp,%rax,4), %ymm1
	vmovaps	.LCPI0_616(%rip), %zmm7
	vpermt2ps	%zmm1, %zmm7, %zmm5
	vmovapd	.LCPI0_617(%rip), %zmm7
	vpermt2pd	%zmm1, %zmm7, %zmm0
	vmovaps	.LCPI0_618(%rip), %zmm7
	vpermt2ps	%zmm1, %zmm7, %zmm3
	vmovaps	.LCPI0_619(%rip), %zmm7
	vpermt2ps	%zmm1, %zmm7, %zmm2
	vmovups	2344(%rsp,%rax,4), %ymm7
	vmovapd	.LCPI0_620(%rip), %zmm8
	vpermt2pd	%zmm1, %zmm8, %zmm4
	vmovaps	.LCPI0_621(%rip), %zmm1
	vpermt2ps	%zmm7, %zmm1, %zmm4
	vmovaps	.LCPI0_622(%rip), %zmm1
	vpermt2ps	%zmm7, %zmm1, %zmm2
	vmovaps	.LCPI0_624(%rip), %zmm1
	vpermt2ps	%zmm7, %zmm1, %zmm0
	vmovups	2600(%rsp,%rax,4), %ymm1
	vmovaps	.LCPI0_623(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm3
	vmovaps	.LCPI0_625(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm5
	vmovaps	.LCPI0_626(%rip), %zmm7
	vpermt2ps	%zmm1, %zmm7, %zmm5
	vmovapd	.LCPI0_627(%rip), %zmm7
	vpermt2pd	%zmm1, %zmm7, %zmm0
	vmovaps	.LCPI0_628(%rip), %zmm7
	vpermt2ps	%zmm1, %zmm7, %zmm3
	vmovaps	.LCPI0_629(%rip), %zmm7
	vpermt2ps	%zmm1, %zmm7, %zmm2
	vmovapd	.LCPI0_630(%rip), %zmm7
	vpermt2pd	%zmm1, %zmm7, %zmm4
	vmovups	2856(%rsp,%rax,4), %ymm7
	vmovaps	.LCPI0_631(%rip), %zmm1
	vpermt2ps	%zmm7, %zmm1, %zmm4
	vmovups	3112(%rsp,%rax,4), %ymm1
	vmovaps	.LCPI0_632(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm2
	vmovaps	.LCPI0_634(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm0
	vbroadcastss	2884(%rsp,%rax,4), %ymm8
	vbroadcastss	2628(%rsp,%rax,4), %ymm9
	vmovaps	.LCPI0_633(%rip), %zmm10
	vpermt2ps	%zmm7, %zmm10, %zmm3
	vmovaps	.LCPI0_635(%rip), %zmm10
	vpermt2ps	%zmm7, %zmm10, %zmm5
	vbroadcastss	2372(%rsp,%rax,4), %ymm7
	vbroadcastss	2116(%rsp,%rax,4), %ymm10
	vmovaps	.LCPI0_640(%rip), %zmm11
	vpermt2ps	%zmm1, %zmm11, %zmm4
	vbroadcastss	1348(%rsp,%rax,4), %xmm11
	vbroadcastss	1604(%rsp,%rax,4), %ymm12
	vmovups	%zmm4, (%rcx)
	vmovaps	.LCPI0_637(%rip), %zmm4
	vpermt2ps	%zmm1, %zmm4, %zmm0
	vmovups	%zmm0, 256(%rcx)
	vmovaps	.LCPI0_639(%rip), %zmm0
	vpermt2ps	%zmm1, %zmm0, %zmm2
	vmovups	%zmm2, 128(%rcx)
	vblendps	$2, %xmm12, %xmm11, %xmm0
	vmovaps	.LCPI0_406(%rip), %xmm2
	vpermt2ps	%ymm0, %ymm2, %ymm6
	vblendps	$8, %xmm10, %xmm6, %xmm0
	vmovaps	.LCPI0_638(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm3
	vmovups	%zmm3, 192(%rcx)
	vblendps	$240, %ymm7, %ymm0, %ymm0
	vblendps	$32, %ymm9, %ymm0, %ymm0
	vblendps	$192, %ymm8, %ymm0, %ymm0
	vmovaps	.LCPI0_636(%rip), %zmm2
	vpermt2ps	%zmm1, %zmm2, %zmm5
	vmovups	%zmm5, 64(%rcx)
	vblendps	$128, %ymm1, %ymm0, %ymm0
	vmovups	%ymm0, 320(%rcx)
	addq	$8, %rax
	addq	$352, %rcx
	cmpq	$56, %rax
	jb	.LBB0_87
	jmp	.LBB0_65
.LBB0_82:
	movq	$-8, %rax
	movq	-8(%rsp), %rcx
	.p2align	4
.LBB0_83:
	vbroadcastf64x4	808(%rsp,%rax,4), %zmm0
	vbroadcastf64x4	552(%rsp,%rax,4), %zmm4
	vmovdqa64	%zmm4, %zmm3
	vmovdqa64	%zmm4, %zmm2
	vmovdqa	%ymm4, %ymm6
	vmovdqa64	%zmm4, %zmm1
	vmovaps	.LCPI0_679(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm1
	vmovaps	.LCPI0_680(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm3
	vmovaps	.LCPI0_681(%rip), %zmm5
	vpermt2ps	%zmm0, %zmm5, %zmm2
	vbroadcastsd	.LCPI0_322(%rip), %ymm5
	vpermt2ps	%ymm0, %ymm5, %ymm6
	vmovaps	.LCPI0_682(%rip), %xmm5
	vpermt2ps	1092(%rsp,%rax,4){1to8}, %ymm5, %ymm0
	vmovupd	1064(%rsp,%rax,4), %ymm7
	vmovups	1320(%rsp,%rax,4), %ymm5
	vshuff64x2	$228, %zmm4, %zmm6, %zmm4
	vmovups	1576(%rsp,%rax,4), %ymm6
	vmovapd	.LCPI0_683(%rip), %zmm8
	vpermt2pd	%zmm7, %zmm8, %zmm4
	vmovaps	.LCPI0_684(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm2
	vmovaps	.LCPI0_685(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm3
	vmovaps	.LCPI0_686(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm1
	vmovaps	.LCPI0_687(%rip), %zmm7
	vpermt2ps	%zmm5, %zmm7, %zmm1
	vmovaps	.LCPI0_688(%rip), %zmm7
	vpermt2ps	%zmm5, %zmm7, %zmm3
	vmovaps	.LCPI0_689(%rip), %zmm7
	vpermt2ps	%zmm5, %zmm7, %zmm2
	vmovaps	.LCPI0_690(%rip), %zmm7
	vpermt2ps	%zmm5, %zmm7, %zmm4
	vmovaps	.LCPI0_691(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm4
	vmovaps	.LCPI0_692(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm2
	vmovapd	.LCPI0_693(%rip), %zmm7
	vpermt2pd	%zmm6, %zmm7, %zmm3
	vmovaps	.LCPI0_694(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm1
	vmovups	1832(%rsp,%rax,4), %ymm6
	vmovaps	.LCPI0_695(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm1
	vmovaps	.LCPI0_696(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm3
	vmovaps	.LCPI0_697(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm2
	vmovaps	.LCPI0_698(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm4
	vmovupd	2088(%rsp,%rax,4), %ymm7
	vmovapd	.LCPI0_702(%rip), %zmm6
	vpermt2pd	%zmm7, %zmm6, %zmm1
	vmovups	2344(%rsp,%rax,4), %ymm8
	vmovaps	.LCPI0_703(%rip), %zmm6
	vpermt2ps	%zmm8, %zmm6, %zmm1
	vmovups	2600(%rsp,%rax,4), %ymm6
	vmovaps	.LCPI0_710(%rip), %zmm9
	vpermt2ps	%zmm6, %zmm9, %zmm1
	vbroadcastss	2372(%rsp,%rax,4), %ymm9
	vbroadcastss	2116(%rsp,%rax,4), %ymm10
	vbroadcastss	1860(%rsp,%rax,4), %ymm11
	vbroadcastss	1604(%rsp,%rax,4), %ymm12
	vmovups	%zmm1, 64(%rcx)
	vmovaps	.LCPI0_699(%rip), %zmm1
	vpermt2ps	%zmm7, %zmm1, %zmm4
	vmovaps	.LCPI0_700(%rip), %zmm1
	vpermt2ps	%zmm7, %zmm1, %zmm2
	vmovaps	.LCPI0_701(%rip), %zmm1
	vpermt2ps	%zmm7, %zmm1, %zmm3
	vmovaps	.LCPI0_704(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm3
	vmovaps	.LCPI0_709(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm3
	vmovups	%zmm3, 128(%rcx)
	vmovaps	.LCPI0_705(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm2
	vmovaps	.LCPI0_706(%rip), %zmm1
	vpermt2ps	%zmm8, %zmm1, %zmm4
	vmovaps	.LCPI0_708(%rip), %zmm1
	vpermt2ps	%zmm6, %zmm1, %zmm2
	vmovups	%zmm2, (%rcx)
	vmovaps	.LCPI0_406(%rip), %xmm1
	vpermt2ps	%ymm0, %ymm1, %ymm5
	vblendps	$8, %xmm12, %xmm5, %xmm0
	vblendps	$240, %ymm11, %ymm0, %ymm0
	vblendps	$32, %ymm10, %ymm0, %ymm0
	vblendps	$192, %ymm9, %ymm0, %ymm0
	vblendps	$128, %ymm6, %ymm0, %ymm0
	vmovups	%ymm0, 256(%rcx)
	vmovaps	.LCPI0_707(%rip), %zmm0
	vpermt2ps	%zmm6, %zmm0, %zmm4
	vmovups	%zmm4, 192(%rcx)
	addq	$8, %rax
	addq	$288, %rcx
	cmpq	$56, %rax
	jb	.LBB0_83
	jmp	.LBB0_65
.LBB0_96:
	movq	%r13, %r11
	movl	%r15d, %esi
	andl	$2046, %esi
	xorl	%ecx, %ecx
	movq	-120(%rsp), %rbx
	jmp	.LBB0_97
	.p2align	4
.LBB0_102:
	xorl	%edx, %edx
	divq	%rbx
.LBB0_103:
	cmpq	%r8, %rax
	movq	%rbp, %r9
	cmovbq	%rax, %r9
	addq	%r11, %r9
	movq	%rdx, %r13
	shlq	$8, %r13
	addq	%rsp, %r13
	addq	$520, %r13
	vmovss	(%r13,%rax,4), %xmm0
	imulq	%rbx, %r9
	movq	-104(%rsp), %rax
	leaq	(%rax,%r9,4), %rax
	vmovss	%xmm0, (%rax,%rdx,4)
	addq	$2, %rcx
	cmpq	%rcx, %rsi
	je	.LBB0_60
.LBB0_97:
	movq	%rcx, %rax
	orq	%rbx, %rax
	shrq	$32, %rax
	je	.LBB0_98
	movq	%rcx, %rax
	xorl	%edx, %edx
	divq	%rbx
	movq	%rdx, %r13
	jmp	.LBB0_100
	.p2align	4
.LBB0_98:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%ebx
	movl	%edx, %r13d
.LBB0_100:
	cmpq	%r8, %rax
	movq	%rbp, %r9
	cmovbq	%rax, %r9
	addq	%r11, %r9
	imulq	%rbx, %r9
	movq	%r13, %rdx
	shlq	$8, %rdx
	addq	%rsp, %rdx
	addq	$520, %rdx
	vmovss	(%rdx,%rax,4), %xmm0
	movq	-104(%rsp), %rax
	leaq	(%rax,%r9,4), %rax
	vmovss	%xmm0, (%rax,%r13,4)
	leaq	1(%rcx), %rax
	movq	%rax, %rdx
	orq	%rbx, %rdx
	shrq	$32, %rdx
	jne	.LBB0_102
	xorl	%edx, %edx
	divl	%ebx
	jmp	.LBB0_103
.LBB0_60:
	testb	$1, %r15b
	movq	%r11, %r13
	movq	-112(%rsp), %rbx
	movq	-88(%rsp), %r11
	movq	-96(%rsp), %rsi
	je	.LBB0_65
.LBB0_61:
	movq	%rcx, %rax
	movq	-120(%rsp), %rsi
	orq	%rsi, %rax
	shrq	$32, %rax
	jne	.LBB0_63
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%esi
	jmp	.LBB0_64
.LBB0_105:
	movq	%rax, %rdi
	subq	%r13, %rdi
	jbe	.LBB0_207
	movq	%r13, %rcx
	movq	-120(%rsp), %rdx
	movl	%edx, %r9d
	andl	$8188, %r9d
	movq	-104(%rsp), %rsi
	movq	%rsi, %rax
	subq	%rbx, %rax
	movq	%rax, 144(%rsp)
	movq	%r13, %rax
	imulq	%rdx, %rax
	leaq	(%rbx,%rax,4), %r10
	movq	%r8, %r11
	subq	%r10, %r11
	movq	%r11, -40(%rsp)
	movq	%rdx, %r11
	shlq	$4, %r11
	movq	%r11, -8(%rsp)
	negq	%r11
	movq	%r11, 24(%rsp)
	movq	%r9, -80(%rsp)
	leaq	-1(%r9), %r11
	movq	%r10, %r9
	shrq	$2, %r11
	movq	%r11, 16(%rsp)
	incq	%r11
	movl	%edx, %r10d
	andl	$8128, %r10d
	movq	%r10, -112(%rsp)
	movl	%edx, %r13d
	andl	$8184, %r13d
	movl	%edx, %r10d
	andl	$7, %r10d
	movq	%r10, 208(%rsp)
	movq	%r11, 8(%rsp)
	andq	$-2, %r11
	movq	%r11, (%rsp)
	movl	%edx, %r10d
	andl	$3, %r10d
	movq	%r10, 400(%rsp)
	leal	(,%rdx,4), %r10d
	andl	$32512, %r10d
	leaq	(%rsi,%rax,4), %r11
	addq	$192, %r11
	movq	%r11, -56(%rsp)
	leaq	(%rsi,%rax,4), %rsi
	movq	%rsi, -104(%rsp)
	leaq	(%rbx,%rax,4), %r14
	addq	$192, %r14
	leaq	16(,%rcx,4), %rax
	imulq	%rdx, %rax
	vmovaps	.LCPI0_3(%rip), %xmm0
	vmovaps	.LCPI0_4(%rip), %xmm1
	vbroadcastss	.LCPI0_0(%rip), %zmm2
	vpbroadcastd	.LCPI0_1(%rip), %zmm3
	vpbroadcastd	.LCPI0_2(%rip), %zmm4
	vbroadcastss	.LCPI0_0(%rip), %ymm5
	leaq	64(%rax,%rbx), %rax
	movq	%rax, -64(%rsp)
	movq	-16(%rsp), %rax
	vpbroadcastd	.LCPI0_1(%rip), %ymm6
	leaq	(,%rdx,4), %r11
	xorl	%edx, %edx
	movl	$2143289344, %esi
	movq	%rbx, -48(%rsp)
	jmp	.LBB0_107
	.p2align	4
.LBB0_187:
	movq	336(%rsp), %rcx
	addq	$4, %rcx
	movq	-72(%rsp), %rdi
	addq	$-4, %rdi
	movq	-24(%rsp), %rdx
	incq	%rdx
	movq	-8(%rsp), %rax
	movq	-88(%rsp), %r14
	addq	%rax, %r14
	movq	272(%rsp), %r9
	addq	%rax, %r9
	addq	%rax, -64(%rsp)
	addq	%rax, -56(%rsp)
	addq	%rax, -104(%rsp)
	movq	-16(%rsp), %rax
	cmpq	%rax, %rcx
	jae	.LBB0_207
.LBB0_107:
	movq	%rdx, %rbx
	movq	24(%rsp), %rdx
	movq	%rbx, -24(%rsp)
	imulq	%rbx, %rdx
	addq	-40(%rsp), %rdx
	cmpq	$1, %rdi
	movq	%rdi, -72(%rsp)
	movq	%rdi, %rbx
	adcq	$0, %rbx
	cmpq	$4, %rbx
	movl	$4, %edi
	cmovaeq	%rdi, %rbx
	movq	%rbx, -96(%rsp)
	movq	%rax, %rdi
	movq	%rcx, 336(%rsp)
	subq	%rcx, %rdi
	cmpq	$4, %rdi
	movq	%r14, %rax
	movl	$4, %r14d
	movq	%rdi, -32(%rsp)
	cmovbq	%rdi, %r14
	decq	%r14
	movq	%r9, 272(%rsp)
	movq	%r8, %rbx
	movq	%rax, -88(%rsp)
	leaq	192(%r8), %rdi
	xorl	%ebp, %ebp
	movq	-120(%rsp), %rcx
	jmp	.LBB0_108
	.p2align	4
.LBB0_162:
	incq	%rbp
	addq	%r11, %rdi
	addq	%r11, %rax
	addq	%r11, %rbx
	addq	%r11, %r9
	cmpq	-96(%rsp), %rbp
	je	.LBB0_163
.LBB0_108:
	cmpq	$256, %rdx
	jae	.LBB0_150
	xorl	%r12d, %r12d
.LBB0_157:
	movq	%r12, %r15
	cmpq	$0, 208(%rsp)
	je	.LBB0_160
	movq	208(%rsp), %rcx
	movq	%r12, %r15
	.p2align	4
.LBB0_159:
	vmovss	(%r9,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, (%rbx,%r15,4)
	incq	%r15
	decq	%rcx
	jne	.LBB0_159
.LBB0_160:
	movq	-120(%rsp), %rcx
	subq	%rcx, %r12
	cmpq	$-8, %r12
	ja	.LBB0_162
	.p2align	4
.LBB0_161:
	vmovss	(%r9,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, (%rbx,%r15,4)
	vmovss	4(%r9,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, 4(%rbx,%r15,4)
	vmovss	8(%r9,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, 8(%rbx,%r15,4)
	vmovss	12(%r9,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, 12(%rbx,%r15,4)
	vmovss	16(%r9,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, 16(%rbx,%r15,4)
	vmovss	20(%r9,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, 20(%rbx,%r15,4)
	vmovss	24(%r9,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, 24(%rbx,%r15,4)
	vmovss	28(%r9,%r15,4), %xmm7
	vmulss	%xmm7, %xmm7, %xmm7
	vmovss	%xmm7, 28(%rbx,%r15,4)
	addq	$8, %r15
	cmpq	%r15, %rcx
	jne	.LBB0_161
	jmp	.LBB0_162
	.p2align	4
.LBB0_150:
	xorl	%r15d, %r15d
	.p2align	4
.LBB0_151:
	vmovups	-192(%rax,%r15), %zmm7
	vmovups	-128(%rax,%r15), %zmm8
	vmovups	-64(%rax,%r15), %zmm9
	vmovups	(%rax,%r15), %zmm10
	vmulps	%zmm7, %zmm7, %zmm7
	vmulps	%zmm8, %zmm8, %zmm8
	vmulps	%zmm9, %zmm9, %zmm9
	vmulps	%zmm10, %zmm10, %zmm10
	vmovups	%zmm7, -192(%rdi,%r15)
	vmovups	%zmm8, -128(%rdi,%r15)
	vmovups	%zmm9, -64(%rdi,%r15)
	vmovups	%zmm10, (%rdi,%r15)
	addq	$256, %r15
	cmpq	%r15, %r10
	jne	.LBB0_151
	cmpq	-112(%rsp), %rcx
	je	.LBB0_162
	movq	-112(%rsp), %r12
	testb	$56, %cl
	je	.LBB0_157
	movq	-112(%rsp), %rcx
	.p2align	4
.LBB0_155:
	vmovups	(%r9,%rcx,4), %ymm7
	vmulps	%ymm7, %ymm7, %ymm7
	vmovups	%ymm7, (%rbx,%rcx,4)
	addq	$8, %rcx
	cmpq	%rcx, %r13
	jne	.LBB0_155
	movq	%r13, %r12
	movq	-120(%rsp), %rcx
	cmpq	%r13, %rcx
	je	.LBB0_162
	jmp	.LBB0_157
	.p2align	4
.LBB0_163:
	movq	-32(%rsp), %r9
	cmpq	$2, %r9
	movq	%r14, %rdi
	movl	$1, %eax
	cmovaeq	%rax, %rdi
	movq	%rdi, %rax
	imulq	%rcx, %rax
	cmpq	$3, %r9
	movq	%r14, %rbx
	movl	$2, %edx
	cmovaeq	%rdx, %rbx
	movq	%rcx, %rdx
	movq	%rbx, %rcx
	imulq	%rdx, %rcx
	cmpq	$4, %r9
	movl	$3, %r9d
	cmovaeq	%r9, %r14
	movq	%r14, %r9
	imulq	%rdx, %r9
	leaq	(%r8,%rax,4), %rax
	leaq	(%r8,%rcx,4), %rdx
	leaq	(%r8,%r9,4), %r9
	cmpq	$0, 16(%rsp)
	je	.LBB0_164
	imulq	%r11, %r14
	leaq	16(%r8), %rcx
	addq	%rcx, %r14
	imulq	%r11, %rbx
	addq	%rcx, %rbx
	imulq	%r11, %rdi
	addq	%rcx, %rdi
	vxorps	%xmm7, %xmm7, %xmm7
	movq	(%rsp), %r15
	movq	-64(%rsp), %r12
	xorl	%ebp, %ebp
	.p2align	4
.LBB0_173:
	prefetcht0	-64(%r12)
	vmovups	-16(%rcx,%rbp,4), %xmm8
	vmovups	-16(%rdi,%rbp,4), %xmm9
	vmovups	-16(%rbx,%rbp,4), %xmm10
	vmovups	-16(%r14,%rbp,4), %xmm11
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
	vmovups	(%rdi,%rbp,4), %xmm9
	vmovups	(%rbx,%rbp,4), %xmm10
	prefetcht0	(%r12)
	vmovups	(%r14,%rbp,4), %xmm11
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
	subq	$-128, %r12
	addq	$-2, %r15
	jne	.LBB0_173
	testb	$1, 8(%rsp)
	movq	-120(%rsp), %rbx
	jne	.LBB0_166
	jmp	.LBB0_167
	.p2align	4
.LBB0_164:
	vxorps	%xmm7, %xmm7, %xmm7
	xorl	%ebp, %ebp
	movq	-120(%rsp), %rbx
.LBB0_166:
	movq	336(%rsp), %rcx
	imulq	%rbx, %rcx
	movq	-48(%rsp), %rdi
	leaq	(%rdi,%rcx,4), %rcx
	leaq	(%rbx,%rbp), %rdi
	shlq	$4, %rdi
	prefetcht0	(%rcx,%rdi)
	vmovups	(%r8,%rbp,4), %xmm8
	vmovups	(%rax,%rbp,4), %xmm9
	vmovups	(%rdx,%rbp,4), %xmm10
	vmovups	(%r9,%rbp,4), %xmm11
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
.LBB0_167:
	movq	-80(%rsp), %rcx
	movq	%rcx, %rdi
	cmpq	%rbx, %rcx
	movq	%rbx, %rcx
	je	.LBB0_169
	.p2align	4
.LBB0_168:
	vmovss	(%r8,%rdi,4), %xmm8
	vinsertps	$16, (%rax,%rdi,4), %xmm8, %xmm8
	vinsertps	$32, (%rdx,%rdi,4), %xmm8, %xmm8
	vinsertps	$48, (%r9,%rdi,4), %xmm8, %xmm8
	vaddps	%xmm7, %xmm8, %xmm7
	incq	%rdi
	cmpq	%rcx, %rdi
	jb	.LBB0_168
.LBB0_169:
	vmovaps	%xmm7, 464(%rsp)
	movq	272(%rsp), %r9
	movq	-104(%rsp), %r14
	movq	-88(%rsp), %rdx
	movq	-56(%rsp), %rax
	xorl	%ebx, %ebx
	jmp	.LBB0_170
	.p2align	4
.LBB0_186:
	incq	%rbx
	addq	%r11, %rax
	addq	%r11, %rdx
	addq	%r11, %r14
	addq	%r11, %r9
	cmpq	-96(%rsp), %rbx
	je	.LBB0_187
.LBB0_170:
	vmovss	464(%rsp,%rbx,4), %xmm7
	vsqrtss	%xmm7, %xmm7, %xmm7
	cmpq	$256, 144(%rsp)
	jae	.LBB0_174
	xorl	%r15d, %r15d
.LBB0_181:
	movq	%r15, %rdi
	cmpq	$0, 400(%rsp)
	je	.LBB0_184
	movq	400(%rsp), %r12
	movq	%r15, %rdi
	.p2align	4
.LBB0_183:
	vmovss	(%r9,%rdi,4), %xmm8
	vdivss	%xmm7, %xmm8, %xmm8
	vmovd	%xmm8, %ecx
	movl	%ecx, %ebp
	andl	$2147483647, %ebp
	cmpl	$2139095041, %ebp
	cmovael	%esi, %ecx
	movl	%ecx, (%r14,%rdi,4)
	incq	%rdi
	decq	%r12
	jne	.LBB0_183
.LBB0_184:
	movq	-120(%rsp), %rcx
	subq	%rcx, %r15
	cmpq	$-4, %r15
	ja	.LBB0_186
	.p2align	4
.LBB0_185:
	vmovss	(%r9,%rdi,4), %xmm8
	vdivss	%xmm7, %xmm8, %xmm8
	vmovd	%xmm8, %ecx
	movl	%ecx, %ebp
	andl	$2147483647, %ebp
	cmpl	$2139095041, %ebp
	cmovael	%esi, %ecx
	movl	%ecx, (%r14,%rdi,4)
	vmovss	4(%r9,%rdi,4), %xmm8
	vdivss	%xmm7, %xmm8, %xmm8
	vmovd	%xmm8, %ecx
	movl	%ecx, %ebp
	andl	$2147483647, %ebp
	cmpl	$2139095041, %ebp
	cmovael	%esi, %ecx
	movl	%ecx, 4(%r14,%rdi,4)
	vmovss	8(%r9,%rdi,4), %xmm8
	vdivss	%xmm7, %xmm8, %xmm8
	vmovd	%xmm8, %ecx
	movl	%ecx, %ebp
	andl	$2147483647, %ebp
	cmpl	$2139095041, %ebp
	cmovael	%esi, %ecx
	movl	%ecx, 8(%r14,%rdi,4)
	vmovss	12(%r9,%rdi,4), %xmm8
	vdivss	%xmm7, %xmm8, %xmm8
	vmovd	%xmm8, %ecx
	movl	%ecx, %ebp
	andl	$2147483647, %ebp
	cmpl	$2139095041, %ebp
	cmovael	%esi, %ecx
	movl	%ecx, 12(%r14,%rdi,4)
	movq	-120(%rsp), %rcx
	addq	$4, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_185
	jmp	.LBB0_186
	.p2align	4
.LBB0_174:
	vbroadcastss	%xmm7, %zmm8
	xorl	%edi, %edi
	.p2align	4
.LBB0_175:
	vmovups	-192(%rdx,%rdi), %zmm9
	vmovups	-128(%rdx,%rdi), %zmm10
	vmovups	-64(%rdx,%rdi), %zmm11
	vmovups	(%rdx,%rdi), %zmm12
	vdivps	%zmm8, %zmm9, %zmm9
	vdivps	%zmm8, %zmm10, %zmm10
	vdivps	%zmm8, %zmm11, %zmm11
	vdivps	%zmm8, %zmm12, %zmm12
	vandps	%zmm2, %zmm9, %zmm13
	vandps	%zmm2, %zmm10, %zmm14
	vandps	%zmm2, %zmm11, %zmm15
	vandps	%zmm2, %zmm12, %zmm16
	vpcmpgtd	%zmm3, %zmm13, %k1
	vpcmpgtd	%zmm3, %zmm14, %k2
	vpcmpgtd	%zmm3, %zmm15, %k3
	vpcmpgtd	%zmm3, %zmm16, %k4
	vmovdqa32	%zmm4, %zmm9 {%k1}
	vmovdqa32	%zmm4, %zmm10 {%k2}
	vmovdqa32	%zmm4, %zmm11 {%k3}
	vmovdqa32	%zmm4, %zmm12 {%k4}
	vmovdqu64	%zmm9, -192(%rax,%rdi)
	vmovdqu64	%zmm10, -128(%rax,%rdi)
	vmovdqu64	%zmm11, -64(%rax,%rdi)
	vmovdqu64	%zmm12, (%rax,%rdi)
	addq	$256, %rdi
	cmpq	%rdi, %r10
	jne	.LBB0_175
	cmpq	-112(%rsp), %rcx
	je	.LBB0_186
	movq	-112(%rsp), %r15
	testb	$56, %cl
	je	.LBB0_181
	vbroadcastss	%xmm7, %ymm8
	movq	-112(%rsp), %rcx
	.p2align	4
.LBB0_179:
	vmovups	(%r9,%rcx,4), %ymm9
	vdivps	%ymm8, %ymm9, %ymm9
	vandps	%ymm5, %ymm9, %ymm10
	vpcmpgtd	%ymm6, %ymm10, %k1
	vpbroadcastd	.LCPI0_2(%rip), %ymm9 {%k1}
	vmovdqu	%ymm9, (%r14,%rcx,4)
	addq	$8, %rcx
	cmpq	%rcx, %r13
	jne	.LBB0_179
	movq	%r13, %r15
	movq	-120(%rsp), %rcx
	cmpq	%r13, %rcx
	je	.LBB0_186
	jmp	.LBB0_181
.LBB0_207:
	addq	$66056, %rsp
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
	.long	.LBB0_19-.LJTI0_0
	.long	.LBB0_21-.LJTI0_0
	.long	.LBB0_23-.LJTI0_0
	.long	.LBB0_25-.LJTI0_0
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
.LJTI0_1:
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
	.long	.LBB0_90-.LJTI0_1
	.long	.LBB0_92-.LJTI0_1
	.long	.LBB0_94-.LJTI0_1

	.section	".note.GNU-stack","",@progbits
