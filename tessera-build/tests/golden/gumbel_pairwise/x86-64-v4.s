	.file	"gumbel_pairwise.toml"
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
.LCPI0_0:
	.long	0x3f800000
.LCPI0_1:
	.long	0x40800000
.LCPI0_2:
	.long	0xff800000
.LCPI0_3:
	.long	0x41000000
.LCPI0_4:
	.long	0xbf800000
.LCPI0_5:
	.long	0x7f800000
.LCPI0_6:
	.long	2147483647
.LCPI0_16:
	.long	3449720151
.LCPI0_38:
	.long	0x80000000
.LCPI0_358:
	.long	0xc2d00000
.LCPI0_359:
	.long	0x42b20000
.LCPI0_360:
	.long	0x3fb8aa3b
.LCPI0_361:
	.long	0x4b400000
.LCPI0_362:
	.long	0xcb400000
.LCPI0_363:
	.long	0xbf317200
.LCPI0_364:
	.long	0x35bfbe8e
.LCPI0_365:
	.long	0x3331bb4c
.LCPI0_366:
	.long	0xb5ddea0e
.LCPI0_367:
	.long	0x388ab355
.LCPI0_368:
	.long	0xbb360b61
.LCPI0_369:
	.long	0x3e2aaaab
.LCPI0_370:
	.long	0x40000000
.LCPI0_371:
	.long	3032482048
.LCPI0_372:
	.long	0x7fc00000
.LCPI0_375:
	.long	3528531795
.LCPI0_378:
	.long	0x3f317200
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
.LCPI0_7:
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
	.long	14
	.long	15
.LCPI0_8:
	.long	16
	.long	17
	.long	18
	.long	19
	.long	20
	.long	21
	.long	22
	.long	23
	.long	24
	.long	25
	.long	26
	.long	27
	.long	28
	.long	29
	.long	30
	.long	31
.LCPI0_9:
	.quad	8
	.quad	9
	.quad	10
	.quad	11
	.quad	12
	.quad	13
	.quad	14
	.quad	15
.LCPI0_10:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
	.quad	4
	.quad	5
	.quad	6
	.quad	7
.LCPI0_330:
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
	.long	10
	.long	11
	.long	12
	.long	18
	.long	23
	.long	28
.LCPI0_336:
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
.LCPI0_339:
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
.LCPI0_342:
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
.LCPI0_347:
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
.LCPI0_348:
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
.LCPI0_349:
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
.LCPI0_350:
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
.LCPI0_351:
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
.LCPI0_352:
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
.LCPI0_353:
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
.LCPI0_354:
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
.LCPI0_356:
	.quad	24
	.quad	25
	.quad	26
	.quad	27
	.quad	28
	.quad	29
	.quad	30
	.quad	31
.LCPI0_357:
	.quad	16
	.quad	17
	.quad	18
	.quad	19
	.quad	20
	.quad	21
	.quad	22
	.quad	23
.LCPI0_376:
	.long	1
	.long	17
	.long	3
	.long	19
	.long	5
	.long	21
	.long	7
	.long	23
	.long	9
	.long	25
	.long	11
	.long	27
	.long	13
	.long	29
	.long	15
	.long	31
	.section	.rodata.cst8,"aM",@progbits,8
	.p2align	3, 0x0
.LCPI0_11:
	.quad	16
.LCPI0_12:
	.quad	32
.LCPI0_13:
	.quad	48
.LCPI0_14:
	.quad	3528531795
.LCPI0_15:
	.quad	3449720151
.LCPI0_17:
	.quad	64
.LCPI0_18:
	.quad	8
.LCPI0_19:
	.quad	0x3fe0000000000000
.LCPI0_20:
	.quad	0x3df0000000000000
.LCPI0_21:
	.quad	614242
.LCPI0_22:
	.quad	-1023
.LCPI0_23:
	.quad	4503595332403200
.LCPI0_24:
	.long	4294967295
	.long	0
.LCPI0_25:
	.quad	4604544269498187776
.LCPI0_26:
	.quad	0xbff0000000000000
.LCPI0_27:
	.quad	0x4000000000000000
.LCPI0_28:
	.quad	0x3fc39a09d078c69f
.LCPI0_29:
	.quad	0x3fcc71c51d8e78af
.LCPI0_30:
	.quad	0x3fd999999997fa04
.LCPI0_31:
	.quad	0x3fc2f112df3e5244
.LCPI0_32:
	.quad	0x3fc7466496cb03de
.LCPI0_33:
	.quad	0x3fd2492494229359
.LCPI0_34:
	.quad	0x3fe5555555555593
.LCPI0_35:
	.quad	0x3dea39ef35793c76
.LCPI0_36:
	.quad	0x3fe62e42fee00000
.LCPI0_37:
	.quad	0x8000000000000000
.LCPI0_39:
	.quad	2147483648
.LCPI0_65:
	.long	5
	.long	12
.LCPI0_67:
	.long	6
	.long	13
.LCPI0_71:
	.long	7
	.long	14
.LCPI0_119:
	.long	6
	.long	12
.LCPI0_122:
	.long	7
	.long	13
.LCPI0_355:
	.quad	63
.LCPI0_374:
	.quad	4
.LCPI0_382:
	.long	27
	.long	12
.LCPI0_385:
	.long	4
	.long	11
.LCPI0_390:
	.long	0
	.long	15
.LCPI0_391:
	.long	7
	.long	2
.LCPI0_392:
	.long	5
	.long	0
.LCPI0_393:
	.long	8
	.long	23
.LCPI0_395:
	.long	12
	.long	27
.LCPI0_397:
	.long	24
	.long	7
.LCPI0_400:
	.long	8
	.long	20
.LCPI0_402:
	.long	9
	.long	21
.LCPI0_404:
	.long	10
	.long	22
.LCPI0_406:
	.long	11
	.long	23
.LCPI0_426:
	.long	3
	.long	14
.LCPI0_430:
	.long	21
	.long	8
.LCPI0_431:
	.long	8
	.long	21
.LCPI0_434:
	.long	9
	.long	22
.LCPI0_435:
	.long	23
	.long	10
.LCPI0_437:
	.long	10
	.long	23
.LCPI0_442:
	.long	25
	.long	12
.LCPI0_444:
	.long	12
	.long	25
.LCPI0_450:
	.long	0
	.long	6
.LCPI0_459:
	.long	22
	.long	8
.LCPI0_460:
	.long	23
	.long	9
.LCPI0_465:
	.long	26
	.long	12
.LCPI0_466:
	.long	27
	.long	13
.LCPI0_467:
	.long	8
	.long	22
.LCPI0_468:
	.long	4
	.long	10
.LCPI0_470:
	.long	9
	.long	23
.LCPI0_474:
	.long	12
	.long	26
.LCPI0_475:
	.long	13
	.long	27
.LCPI0_483:
	.long	8
	.long	19
.LCPI0_485:
	.long	9
	.long	20
.LCPI0_487:
	.long	10
	.long	21
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
.LCPI0_40:
	.quad	0x3fc39a09d078c69f
	.zero	8
.LCPI0_41:
	.quad	0x3fcc71c51d8e78af
	.quad	0x3fd2492494229359
.LCPI0_42:
	.quad	0x3fd999999997fa04
	.quad	0x3fe5555555555593
.LCPI0_44:
	.long	0
	.long	15
	.long	30
	.zero	4
.LCPI0_47:
	.long	17
	.long	0
	.long	15
	.zero	4
.LCPI0_54:
	.long	4
	.long	11
	.zero	4
	.zero	4
.LCPI0_57:
	.long	5
	.long	12
	.long	6
	.long	7
.LCPI0_61:
	.long	6
	.long	13
	.long	6
	.long	7
.LCPI0_62:
	.zero	4
	.zero	4
	.long	5
	.long	0
.LCPI0_63:
	.long	7
	.long	2
	.zero	4
	.zero	4
.LCPI0_64:
	.long	7
	.long	14
	.long	6
	.long	7
.LCPI0_66:
	.long	8
	.long	23
	.zero	4
	.zero	4
.LCPI0_69:
	.zero	4
	.zero	4
	.long	7
	.long	2
.LCPI0_75:
	.zero	4
	.zero	4
	.long	8
	.long	23
.LCPI0_80:
	.long	12
	.long	27
	.zero	4
	.zero	4
.LCPI0_84:
	.zero	4
	.zero	4
	.long	12
	.long	27
.LCPI0_88:
	.long	0
	.long	14
	.long	28
	.zero	4
.LCPI0_90:
	.long	1
	.long	15
	.long	29
	.zero	4
.LCPI0_92:
	.long	18
	.long	0
	.long	14
	.zero	4
.LCPI0_96:
	.long	19
	.long	1
	.long	15
	.zero	4
.LCPI0_106:
	.long	6
	.long	12
	.long	6
	.long	7
.LCPI0_110:
	.long	7
	.long	13
	.long	6
	.long	7
.LCPI0_113:
	.long	8
	.long	22
	.zero	4
	.zero	4
.LCPI0_114:
	.zero	4
	.zero	4
	.long	4
	.long	10
.LCPI0_116:
	.long	9
	.long	23
	.zero	4
	.zero	4
.LCPI0_125:
	.long	12
	.long	26
	.zero	4
	.zero	4
.LCPI0_126:
	.zero	4
	.zero	4
	.long	8
	.long	22
.LCPI0_128:
	.long	13
	.long	27
	.zero	4
	.zero	4
.LCPI0_129:
	.zero	4
	.zero	4
	.long	9
	.long	23
.LCPI0_130:
	.long	0
	.long	13
	.long	26
	.zero	4
.LCPI0_132:
	.long	1
	.long	14
	.long	27
	.zero	4
.LCPI0_135:
	.long	2
	.long	15
	.long	28
	.zero	4
.LCPI0_138:
	.long	19
	.long	0
	.long	13
	.zero	4
.LCPI0_141:
	.long	20
	.long	1
	.long	14
	.zero	4
.LCPI0_144:
	.long	21
	.long	2
	.long	15
	.zero	4
.LCPI0_147:
	.long	7
	.long	12
	.long	6
	.long	7
.LCPI0_150:
	.long	8
	.long	21
	.zero	4
	.zero	4
.LCPI0_153:
	.long	9
	.long	22
	.zero	4
	.zero	4
.LCPI0_157:
	.long	10
	.long	23
	.zero	4
	.zero	4
.LCPI0_164:
	.long	12
	.long	25
	.zero	4
	.zero	4
.LCPI0_167:
	.long	0
	.long	12
	.long	24
	.zero	4
.LCPI0_170:
	.long	1
	.long	13
	.long	25
	.zero	4
.LCPI0_173:
	.long	2
	.long	14
	.long	26
	.zero	4
.LCPI0_176:
	.long	3
	.long	15
	.long	27
	.zero	4
.LCPI0_179:
	.long	20
	.long	0
	.long	12
	.zero	4
.LCPI0_182:
	.long	21
	.long	1
	.long	13
	.zero	4
.LCPI0_185:
	.long	22
	.long	2
	.long	14
	.zero	4
.LCPI0_188:
	.long	23
	.long	3
	.long	15
	.zero	4
.LCPI0_190:
	.long	8
	.long	20
	.zero	4
	.zero	4
.LCPI0_193:
	.long	9
	.long	21
	.zero	4
	.zero	4
.LCPI0_196:
	.long	10
	.long	22
	.zero	4
	.zero	4
.LCPI0_199:
	.long	11
	.long	23
	.zero	4
	.zero	4
.LCPI0_203:
	.long	0
	.long	11
	.long	22
	.zero	4
.LCPI0_206:
	.long	1
	.long	12
	.long	23
	.zero	4
.LCPI0_209:
	.long	2
	.long	13
	.long	24
	.zero	4
.LCPI0_212:
	.long	3
	.long	14
	.long	25
	.zero	4
.LCPI0_215:
	.long	4
	.long	15
	.long	26
	.zero	4
.LCPI0_217:
	.long	21
	.long	0
	.long	11
	.zero	4
.LCPI0_220:
	.long	22
	.long	1
	.long	12
	.zero	4
.LCPI0_223:
	.long	23
	.long	2
	.long	13
	.zero	4
.LCPI0_226:
	.long	24
	.long	3
	.long	14
	.zero	4
.LCPI0_229:
	.long	25
	.long	4
	.long	15
	.zero	4
.LCPI0_231:
	.long	10
	.long	21
	.zero	4
	.zero	4
.LCPI0_235:
	.long	0
	.long	10
	.long	20
	.long	30
.LCPI0_237:
	.long	1
	.long	11
	.long	21
	.long	31
.LCPI0_238:
	.long	2
	.long	12
	.long	22
	.zero	4
.LCPI0_241:
	.long	3
	.long	13
	.long	23
	.zero	4
.LCPI0_243:
	.zero	4
	.zero	4
	.long	0
	.long	6
.LCPI0_245:
	.long	4
	.long	14
	.long	24
	.zero	4
.LCPI0_247:
	.long	5
	.long	15
	.long	25
	.zero	4
.LCPI0_249:
	.long	22
	.long	0
	.long	10
	.zero	4
.LCPI0_252:
	.long	23
	.long	1
	.long	11
	.zero	4
.LCPI0_255:
	.long	24
	.long	2
	.long	12
	.zero	4
.LCPI0_257:
	.long	25
	.long	3
	.long	13
	.zero	4
.LCPI0_259:
	.long	0
	.long	9
	.long	18
	.long	27
.LCPI0_260:
	.long	4
	.long	13
	.long	22
	.long	31
.LCPI0_262:
	.long	1
	.long	10
	.long	19
	.long	28
.LCPI0_264:
	.long	2
	.long	11
	.long	20
	.long	29
.LCPI0_266:
	.long	3
	.long	12
	.long	21
	.long	30
.LCPI0_268:
	.long	5
	.long	14
	.long	23
	.zero	4
.LCPI0_270:
	.long	6
	.long	15
	.long	24
	.zero	4
.LCPI0_272:
	.long	23
	.long	0
	.long	9
	.zero	4
.LCPI0_274:
	.long	24
	.long	1
	.long	10
	.zero	4
.LCPI0_276:
	.long	0
	.long	8
	.long	16
	.long	24
.LCPI0_277:
	.long	1
	.long	9
	.long	17
	.long	25
.LCPI0_278:
	.long	2
	.long	10
	.long	18
	.long	26
.LCPI0_279:
	.long	3
	.long	11
	.long	19
	.long	27
.LCPI0_280:
	.long	4
	.long	12
	.long	20
	.long	28
.LCPI0_281:
	.long	5
	.long	13
	.long	21
	.long	29
.LCPI0_282:
	.long	6
	.long	14
	.long	22
	.long	30
.LCPI0_283:
	.long	7
	.long	15
	.long	23
	.long	31
.LCPI0_286:
	.long	20
	.long	27
	.long	6
	.long	13
.LCPI0_288:
	.long	25
	.long	4
	.long	11
	.long	18
.LCPI0_292:
	.long	26
	.long	5
	.long	12
	.long	19
.LCPI0_296:
	.long	27
	.long	6
	.long	13
	.long	20
.LCPI0_303:
	.long	4
	.long	11
	.long	18
	.long	25
.LCPI0_306:
	.long	5
	.long	12
	.long	19
	.long	26
.LCPI0_309:
	.long	6
	.long	13
	.long	20
	.long	27
.LCPI0_379:
	.quad	14
	.quad	6
.LCPI0_380:
	.quad	5
	.quad	13
.LCPI0_381:
	.long	13
	.long	13
	.long	30
	.long	30
.LCPI0_383:
	.long	30
	.long	0
	.long	0
	.long	15
.LCPI0_384:
	.quad	6
	.quad	14
.LCPI0_386:
	.long	0
	.long	15
	.long	30
	.long	0
.LCPI0_387:
	.long	4
	.long	5
	.long	6
	.long	13
.LCPI0_388:
	.long	17
	.long	0
	.long	15
	.long	0
.LCPI0_389:
	.long	4
	.long	5
	.long	6
	.long	14
.LCPI0_394:
	.long	4
	.long	5
	.long	12
	.long	11
.LCPI0_396:
	.long	9
	.long	24
	.long	10
	.long	11
.LCPI0_398:
	.long	10
	.long	25
	.long	10
	.long	11
.LCPI0_399:
	.long	0
	.long	12
	.long	0
	.long	20
.LCPI0_401:
	.long	1
	.long	13
	.long	0
	.long	21
.LCPI0_403:
	.long	2
	.long	14
	.long	0
	.long	22
.LCPI0_405:
	.long	3
	.long	15
	.long	0
	.long	23
.LCPI0_407:
	.long	0
	.long	0
	.long	12
	.long	24
.LCPI0_408:
	.long	0
	.long	1
	.long	13
	.long	25
.LCPI0_409:
	.long	0
	.long	2
	.long	14
	.long	26
.LCPI0_410:
	.long	0
	.long	3
	.long	15
	.long	27
.LCPI0_411:
	.long	24
	.long	0
	.long	0
	.long	12
.LCPI0_412:
	.long	0
	.long	20
	.long	0
	.long	12
.LCPI0_413:
	.long	25
	.long	0
	.long	1
	.long	13
.LCPI0_414:
	.long	0
	.long	21
	.long	1
	.long	13
.LCPI0_415:
	.long	26
	.long	0
	.long	2
	.long	14
.LCPI0_416:
	.long	0
	.long	22
	.long	2
	.long	14
.LCPI0_417:
	.long	27
	.long	0
	.long	3
	.long	15
.LCPI0_418:
	.long	0
	.long	23
	.long	3
	.long	15
.LCPI0_419:
	.long	0
	.long	1
	.long	14
	.long	27
.LCPI0_420:
	.long	0
	.long	2
	.long	15
	.long	28
.LCPI0_421:
	.quad	11
	.quad	4
.LCPI0_422:
	.long	0
	.long	19
	.long	0
	.long	13
.LCPI0_423:
	.long	0
	.long	20
	.long	1
	.long	14
.LCPI0_424:
	.quad	12
	.quad	5
.LCPI0_425:
	.long	0
	.long	21
	.long	2
	.long	15
.LCPI0_427:
	.long	0
	.long	5
	.long	6
	.long	8
.LCPI0_428:
	.long	26
	.long	0
	.long	0
	.long	13
.LCPI0_429:
	.long	27
	.long	0
	.long	1
	.long	14
.LCPI0_432:
	.long	28
	.long	0
	.long	2
	.long	15
.LCPI0_433:
	.quad	4
	.quad	11
.LCPI0_436:
	.long	0
	.long	5
	.long	6
	.long	12
.LCPI0_438:
	.long	14
	.long	0
	.long	20
	.long	1
.LCPI0_439:
	.quad	5
	.quad	12
.LCPI0_440:
	.long	0
	.long	5
	.long	6
	.long	13
.LCPI0_441:
	.long	15
	.long	0
	.long	21
	.long	2
.LCPI0_443:
	.long	0
	.long	5
	.long	6
	.long	14
.LCPI0_445:
	.long	0
	.long	13
	.long	26
	.long	0
.LCPI0_446:
	.long	24
	.long	2
	.long	12
	.long	0
.LCPI0_447:
	.long	25
	.long	3
	.long	13
	.long	0
.LCPI0_448:
	.long	10
	.long	20
	.long	30
	.long	0
.LCPI0_449:
	.long	11
	.long	21
	.long	31
	.long	1
.LCPI0_451:
	.long	12
	.long	22
	.long	0
	.long	2
.LCPI0_452:
	.long	13
	.long	23
	.long	0
	.long	3
.LCPI0_453:
	.long	14
	.long	24
	.long	0
	.long	4
.LCPI0_454:
	.long	15
	.long	25
	.long	0
	.long	5
.LCPI0_455:
	.long	0
	.long	10
	.long	0
	.long	22
.LCPI0_456:
	.long	1
	.long	11
	.long	0
	.long	23
.LCPI0_457:
	.long	8
	.long	9
	.long	26
	.long	26
.LCPI0_458:
	.long	9
	.long	9
	.long	26
	.long	27
.LCPI0_461:
	.long	8
	.long	10
	.long	24
	.long	27
.LCPI0_462:
	.long	28
	.long	0
	.long	0
	.long	14
.LCPI0_463:
	.long	29
	.long	0
	.long	1
	.long	15
.LCPI0_464:
	.long	8
	.long	11
	.long	25
	.long	27
.LCPI0_469:
	.long	0
	.long	14
	.long	28
	.long	0
.LCPI0_471:
	.long	1
	.long	15
	.long	29
	.long	0
.LCPI0_472:
	.long	18
	.long	0
	.long	14
	.long	0
.LCPI0_473:
	.long	19
	.long	1
	.long	15
	.long	0
.LCPI0_476:
	.long	12
	.long	23
	.long	0
	.long	1
.LCPI0_477:
	.long	13
	.long	24
	.long	0
	.long	2
.LCPI0_478:
	.long	14
	.long	25
	.long	0
	.long	3
.LCPI0_479:
	.long	15
	.long	26
	.long	0
	.long	4
.LCPI0_480:
	.long	0
	.long	11
	.long	0
	.long	21
.LCPI0_481:
	.long	1
	.long	12
	.long	0
	.long	22
.LCPI0_482:
	.long	2
	.long	13
	.long	0
	.long	23
.LCPI0_484:
	.long	3
	.long	14
	.long	0
	.long	24
.LCPI0_486:
	.long	4
	.long	15
	.long	0
	.long	25
.LCPI0_488:
	.long	0
	.long	0
	.long	11
	.long	22
.LCPI0_489:
	.long	22
	.long	0
	.long	0
	.long	11
.LCPI0_490:
	.long	0
	.long	1
	.long	12
	.long	23
.LCPI0_491:
	.long	5
	.long	14
	.long	23
	.long	0
.LCPI0_492:
	.long	6
	.long	15
	.long	24
	.long	0
.LCPI0_493:
	.long	23
	.long	0
	.long	9
	.long	0
.LCPI0_494:
	.long	24
	.long	1
	.long	10
	.long	0
.LCPI0_495:
	.long	9
	.long	18
	.long	27
	.long	0
.LCPI0_496:
	.long	10
	.long	19
	.long	28
	.long	1
.LCPI0_497:
	.long	11
	.long	20
	.long	29
	.long	2
.LCPI0_498:
	.long	12
	.long	21
	.long	30
	.long	3
	.section	.rodata.cst32,"aM",@progbits,32
	.p2align	5, 0x0
.LCPI0_43:
	.zero	8
	.quad	6
	.quad	14
	.zero	8
.LCPI0_45:
	.zero	8
	.zero	8
	.quad	5
	.quad	13
.LCPI0_46:
	.long	13
	.long	13
	.long	30
	.long	30
	.long	13
	.long	13
	.long	30
	.long	30
.LCPI0_48:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	27
	.zero	4
.LCPI0_49:
	.zero	4
	.zero	4
	.long	0
	.long	15
	.long	30
	.zero	4
	.zero	4
	.zero	4
.LCPI0_50:
	.zero	8
	.zero	8
	.quad	6
	.quad	14
.LCPI0_51:
	.long	8
	.long	9
	.long	10
	.long	16
	.long	12
	.long	13
	.long	14
	.long	20
.LCPI0_52:
	.long	3
	.long	1
	.long	17
	.long	0
	.long	15
	.long	13
	.long	29
	.long	12
.LCPI0_53:
	.long	11
	.long	10
	.long	2
	.long	3
	.long	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_55:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	15
	.long	30
	.zero	4
.LCPI0_56:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	13
.LCPI0_58:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	17
	.long	0
	.long	15
	.zero	4
.LCPI0_59:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	6
	.long	14
.LCPI0_60:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	15
.LCPI0_68:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	12
	.zero	4
	.zero	4
.LCPI0_70:
	.long	9
	.long	24
	.long	10
	.long	11
	.long	13
	.long	28
	.long	14
	.long	15
.LCPI0_72:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	6
	.long	13
	.zero	4
	.zero	4
.LCPI0_73:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	5
	.long	12
	.long	11
.LCPI0_74:
	.long	10
	.long	25
	.long	10
	.long	11
	.long	14
	.long	29
	.long	14
	.long	15
.LCPI0_76:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	7
	.long	14
	.zero	4
	.zero	4
.LCPI0_77:
	.long	11
	.long	26
	.long	10
	.long	11
	.long	15
	.long	30
	.long	14
	.long	15
.LCPI0_78:
	.long	8
	.long	9
	.long	9
	.long	24
	.long	12
	.long	13
	.long	13
	.long	28
.LCPI0_79:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	23
	.zero	4
	.zero	4
.LCPI0_81:
	.long	8
	.long	9
	.long	10
	.long	25
	.long	12
	.long	13
	.long	14
	.long	29
.LCPI0_82:
	.long	9
	.long	24
	.long	10
	.long	11
	.long	9
	.long	24
	.long	10
	.long	11
.LCPI0_83:
	.long	8
	.long	9
	.long	11
	.long	26
	.long	12
	.long	13
	.long	15
	.long	30
.LCPI0_85:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	24
	.long	7
.LCPI0_86:
	.long	10
	.long	25
	.long	10
	.long	11
	.long	10
	.long	25
	.long	10
	.long	11
.LCPI0_87:
	.long	8
	.long	9
	.long	26
	.long	26
	.long	8
	.long	9
	.long	26
	.long	26
.LCPI0_89:
	.long	9
	.long	9
	.long	26
	.long	27
	.long	9
	.long	9
	.long	26
	.long	27
.LCPI0_91:
	.long	14
	.long	13
	.long	30
	.long	28
	.long	10
	.long	9
	.long	26
	.long	24
.LCPI0_93:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	22
	.zero	4
.LCPI0_94:
	.long	0
	.long	1
	.long	2
	.long	8
	.long	4
	.long	5
	.long	6
	.long	12
.LCPI0_95:
	.long	15
	.long	13
	.long	30
	.long	29
	.long	11
	.long	9
	.long	26
	.long	25
.LCPI0_97:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	23
	.zero	4
.LCPI0_98:
	.long	0
	.long	1
	.long	2
	.long	9
	.long	4
	.long	5
	.long	6
	.long	13
.LCPI0_99:
	.long	8
	.long	10
	.long	24
	.long	27
	.long	8
	.long	10
	.long	24
	.long	27
.LCPI0_100:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	6
	.long	14
.LCPI0_101:
	.zero	4
	.zero	4
	.long	0
	.long	14
	.long	28
	.zero	4
	.zero	4
	.zero	4
.LCPI0_102:
	.long	12
	.long	10
	.long	2
	.long	3
	.long	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_103:
	.zero	4
	.zero	4
	.long	1
	.long	15
	.long	29
	.zero	4
	.zero	4
	.zero	4
.LCPI0_104:
	.long	13
	.long	11
	.long	2
	.long	3
	.long	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_105:
	.long	8
	.long	11
	.long	25
	.long	27
	.long	8
	.long	11
	.long	25
	.long	27
.LCPI0_107:
	.long	2
	.long	1
	.long	18
	.long	0
	.long	14
	.long	13
	.long	30
	.long	12
.LCPI0_108:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	26
	.zero	4
.LCPI0_109:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	6
	.long	8
.LCPI0_111:
	.long	3
	.long	1
	.long	19
	.long	1
	.long	15
	.long	13
	.long	31
	.long	13
.LCPI0_112:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	13
	.long	27
	.zero	4
.LCPI0_115:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	14
	.long	28
	.zero	4
.LCPI0_117:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	15
	.long	29
	.zero	4
.LCPI0_118:
	.long	10
	.long	24
	.long	10
	.long	11
	.long	14
	.long	28
	.long	14
	.long	15
.LCPI0_120:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	18
	.long	0
	.long	14
	.zero	4
.LCPI0_121:
	.long	11
	.long	25
	.long	10
	.long	11
	.long	15
	.long	29
	.long	14
	.long	15
.LCPI0_123:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	19
	.long	1
	.long	15
	.zero	4
.LCPI0_124:
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	29
	.long	0
	.long	22
.LCPI0_127:
	.long	13
	.long	27
	.long	13
	.long	27
	.long	13
	.long	27
	.long	22
	.long	7
.LCPI0_131:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	14
	.long	27
.LCPI0_133:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	15
	.long	28
.LCPI0_134:
	.zero	8
	.quad	4
	.quad	11
	.zero	8
.LCPI0_136:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	19
	.long	0
	.long	13
.LCPI0_137:
	.long	11
	.long	9
	.long	26
	.long	26
	.long	7
	.long	5
	.long	22
	.long	22
.LCPI0_139:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	20
	.long	1
	.long	14
.LCPI0_140:
	.zero	8
	.quad	5
	.quad	12
	.zero	8
.LCPI0_142:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	21
	.long	2
	.long	15
.LCPI0_143:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	14
	.long	3
	.zero	4
.LCPI0_145:
	.zero	4
	.zero	4
	.long	0
	.long	13
	.long	26
	.zero	4
	.zero	4
	.zero	4
.LCPI0_146:
	.long	14
	.long	11
	.long	2
	.long	3
	.long	4
	.zero	4
	.zero	4
	.zero	4
.LCPI0_148:
	.zero	4
	.zero	4
	.long	1
	.long	14
	.long	27
	.zero	4
	.zero	4
	.zero	4
.LCPI0_149:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	21
	.zero	4
.LCPI0_151:
	.zero	4
	.zero	4
	.long	2
	.long	15
	.long	28
	.zero	4
	.zero	4
	.zero	4
.LCPI0_152:
	.zero	8
	.zero	8
	.quad	4
	.quad	11
.LCPI0_154:
	.long	1
	.long	1
	.long	19
	.long	0
	.long	13
	.long	13
	.long	31
	.long	12
.LCPI0_155:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	23
	.zero	4
.LCPI0_156:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	6
	.long	12
.LCPI0_158:
	.zero	4
	.zero	4
	.long	20
	.long	1
	.long	14
	.zero	4
	.zero	4
	.zero	4
.LCPI0_159:
	.zero	8
	.zero	8
	.quad	5
	.quad	12
.LCPI0_160:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	6
	.long	13
.LCPI0_161:
	.long	11
	.long	24
	.long	10
	.long	11
	.long	15
	.long	28
	.long	14
	.long	15
.LCPI0_162:
	.zero	4
	.zero	4
	.long	21
	.long	2
	.long	15
	.zero	4
	.zero	4
	.zero	4
.LCPI0_163:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	12
	.long	25
	.zero	4
.LCPI0_165:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	13
	.long	26
	.zero	4
.LCPI0_166:
	.zero	4
	.zero	4
	.zero	4
	.long	20
	.long	0
	.long	12
	.zero	4
	.zero	4
.LCPI0_168:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	20
.LCPI0_169:
	.zero	4
	.zero	4
	.zero	4
	.long	21
	.long	1
	.long	13
	.zero	4
	.zero	4
.LCPI0_171:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	21
.LCPI0_172:
	.zero	4
	.zero	4
	.zero	4
	.long	22
	.long	2
	.long	14
	.zero	4
	.zero	4
.LCPI0_174:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	22
.LCPI0_175:
	.zero	4
	.zero	4
	.zero	4
	.long	23
	.long	3
	.long	15
	.zero	4
	.zero	4
.LCPI0_177:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	11
	.long	23
.LCPI0_178:
	.long	8
	.long	8
	.long	24
	.long	24
	.long	4
	.long	4
	.long	20
	.long	20
.LCPI0_180:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	12
	.long	24
.LCPI0_181:
	.long	9
	.long	9
	.long	25
	.long	25
	.long	5
	.long	5
	.long	21
	.long	21
.LCPI0_183:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	13
	.long	25
.LCPI0_184:
	.long	10
	.long	10
	.long	26
	.long	26
	.long	6
	.long	6
	.long	22
	.long	22
.LCPI0_186:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	14
	.long	26
.LCPI0_187:
	.long	11
	.long	11
	.long	27
	.long	27
	.long	7
	.long	7
	.long	23
	.long	23
.LCPI0_189:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	3
	.long	15
	.long	27
.LCPI0_191:
	.zero	4
	.zero	4
	.long	0
	.long	12
	.long	24
	.zero	4
	.zero	4
	.zero	4
.LCPI0_192:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	20
	.long	0
	.long	12
.LCPI0_194:
	.zero	4
	.zero	4
	.long	1
	.long	13
	.long	25
	.zero	4
	.zero	4
	.zero	4
.LCPI0_195:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	21
	.long	1
	.long	13
.LCPI0_197:
	.zero	4
	.zero	4
	.long	2
	.long	14
	.long	26
	.zero	4
	.zero	4
	.zero	4
.LCPI0_198:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	22
	.long	2
	.long	14
.LCPI0_200:
	.zero	4
	.zero	4
	.long	3
	.long	15
	.long	27
	.zero	4
	.zero	4
	.zero	4
.LCPI0_201:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	23
	.long	3
	.long	15
.LCPI0_202:
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	12
	.long	23
	.zero	4
	.zero	4
.LCPI0_204:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	10
	.long	13
.LCPI0_205:
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	13
	.long	24
	.zero	4
	.zero	4
.LCPI0_207:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	11
	.long	14
.LCPI0_208:
	.zero	4
	.zero	4
	.zero	4
	.long	3
	.long	14
	.long	25
	.zero	4
	.zero	4
.LCPI0_210:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	14
	.long	12
.LCPI0_211:
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	15
	.long	26
	.zero	4
	.zero	4
.LCPI0_213:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	13
	.long	8
.LCPI0_214:
	.zero	4
	.zero	4
	.zero	4
	.long	21
	.long	0
	.long	11
	.zero	4
	.zero	4
.LCPI0_216:
	.zero	4
	.zero	4
	.zero	4
	.long	22
	.long	1
	.long	12
	.zero	4
	.zero	4
.LCPI0_218:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	15
	.long	10
.LCPI0_219:
	.zero	4
	.zero	4
	.zero	4
	.long	23
	.long	2
	.long	13
	.zero	4
	.zero	4
.LCPI0_221:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	8
	.long	19
.LCPI0_222:
	.zero	4
	.zero	4
	.zero	4
	.long	24
	.long	3
	.long	14
	.zero	4
	.zero	4
.LCPI0_224:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	9
	.long	20
.LCPI0_225:
	.zero	4
	.zero	4
	.zero	4
	.long	25
	.long	4
	.long	15
	.zero	4
	.zero	4
.LCPI0_227:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	10
	.long	21
.LCPI0_228:
	.long	9
	.long	9
	.long	26
	.long	26
	.long	5
	.long	5
	.long	22
	.long	22
.LCPI0_230:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	11
	.long	22
.LCPI0_232:
	.zero	4
	.zero	4
	.long	0
	.long	11
	.long	22
	.zero	4
	.zero	4
	.zero	4
.LCPI0_233:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	12
	.long	23
.LCPI0_234:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	24
	.long	2
	.long	12
	.zero	4
.LCPI0_236:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	25
	.long	3
	.long	13
	.zero	4
.LCPI0_239:
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	10
	.long	20
	.long	30
	.zero	4
.LCPI0_240:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	8
.LCPI0_242:
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	11
	.long	21
	.long	31
	.zero	4
.LCPI0_244:
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	12
	.long	22
	.zero	4
	.zero	4
.LCPI0_246:
	.zero	4
	.zero	4
	.zero	4
	.long	3
	.long	13
	.long	23
	.zero	4
	.zero	4
.LCPI0_248:
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	14
	.long	24
	.zero	4
	.zero	4
.LCPI0_250:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	10
	.long	12
.LCPI0_251:
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	15
	.long	25
	.zero	4
	.zero	4
.LCPI0_253:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	11
	.long	13
.LCPI0_254:
	.zero	4
	.zero	4
	.zero	4
	.long	22
	.long	0
	.long	10
	.zero	4
	.zero	4
.LCPI0_256:
	.zero	4
	.zero	4
	.zero	4
	.long	23
	.long	1
	.long	11
	.zero	4
	.zero	4
.LCPI0_258:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	4
	.long	13
	.long	22
	.long	31
.LCPI0_261:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	5
	.long	14
	.long	23
	.zero	4
.LCPI0_263:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	6
	.long	15
	.long	24
	.zero	4
.LCPI0_265:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	23
	.long	0
	.long	9
	.zero	4
.LCPI0_267:
	.zero	4
	.zero	4
	.zero	4
	.zero	4
	.long	24
	.long	1
	.long	10
	.zero	4
.LCPI0_269:
	.zero	4
	.zero	4
	.zero	4
	.long	0
	.long	9
	.long	18
	.long	27
	.zero	4
.LCPI0_271:
	.zero	4
	.zero	4
	.zero	4
	.long	1
	.long	10
	.long	19
	.long	28
	.zero	4
.LCPI0_273:
	.zero	4
	.zero	4
	.zero	4
	.long	2
	.long	11
	.long	20
	.long	29
	.zero	4
.LCPI0_275:
	.zero	4
	.zero	4
	.zero	4
	.long	3
	.long	12
	.long	21
	.long	30
	.zero	4
.LCPI0_284:
	.long	8
	.long	15
	.long	0
	.long	0
	.long	0
	.long	19
	.long	26
	.long	1
.LCPI0_285:
	.long	0
	.long	7
	.long	14
	.long	21
	.long	28
	.zero	4
	.zero	4
	.zero	4
.LCPI0_287:
	.long	0
	.long	0
	.long	10
	.long	11
	.long	12
	.long	13
	.long	18
	.long	25
.LCPI0_289:
	.long	1
	.long	8
	.long	15
	.long	22
	.long	29
	.zero	4
	.zero	4
	.zero	4
.LCPI0_290:
	.long	0
	.long	0
	.long	7
	.long	14
	.long	21
	.long	28
	.long	0
	.long	0
.LCPI0_291:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	19
	.long	26
.LCPI0_293:
	.long	18
	.long	25
	.long	0
	.long	7
	.long	14
	.zero	4
	.zero	4
	.zero	4
.LCPI0_294:
	.long	0
	.long	1
	.long	8
	.long	15
	.long	22
	.long	29
	.long	0
	.long	0
.LCPI0_295:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	20
	.long	27
.LCPI0_297:
	.long	19
	.long	26
	.long	1
	.long	8
	.long	15
	.zero	4
	.zero	4
	.zero	4
.LCPI0_298:
	.long	0
	.long	18
	.long	25
	.long	0
	.long	7
	.long	14
	.long	0
	.long	0
.LCPI0_299:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	21
	.long	28
.LCPI0_300:
	.long	0
	.long	19
	.long	26
	.long	1
	.long	8
	.long	15
	.long	0
	.long	0
.LCPI0_301:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	22
	.long	29
.LCPI0_302:
	.long	28
	.long	0
	.long	0
	.long	0
	.long	0
	.long	7
	.long	14
	.long	21
.LCPI0_304:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	16
	.long	23
	.long	30
.LCPI0_305:
	.long	29
	.long	0
	.long	0
	.long	0
	.long	1
	.long	8
	.long	15
	.long	22
.LCPI0_307:
	.long	0
	.long	9
	.long	10
	.long	11
	.long	12
	.long	17
	.long	24
	.long	31
.LCPI0_308:
	.long	14
	.long	0
	.long	0
	.long	0
	.long	18
	.long	25
	.long	0
	.long	7
.LCPI0_310:
	.long	0
	.long	6
	.long	12
	.long	0
	.long	0
	.long	0
	.long	20
	.long	26
.LCPI0_311:
	.long	0
	.long	6
	.long	12
	.long	18
	.long	24
	.long	30
	.zero	4
	.zero	4
.LCPI0_312:
	.long	0
	.long	0
	.long	0
	.long	2
	.long	8
	.long	14
	.long	20
	.long	26
.LCPI0_313:
	.long	1
	.long	7
	.long	13
	.long	0
	.long	0
	.long	0
	.long	21
	.long	27
.LCPI0_314:
	.long	1
	.long	7
	.long	13
	.long	19
	.long	25
	.long	31
	.zero	4
	.zero	4
.LCPI0_315:
	.long	0
	.long	0
	.long	0
	.long	3
	.long	9
	.long	15
	.long	21
	.long	27
.LCPI0_316:
	.long	2
	.long	8
	.long	14
	.long	20
	.long	26
	.zero	4
	.zero	4
	.zero	4
.LCPI0_317:
	.long	18
	.long	24
	.long	30
	.long	0
	.long	0
	.long	0
	.long	6
	.long	12
.LCPI0_318:
	.long	0
	.long	0
	.long	0
	.long	20
	.long	26
	.long	0
	.long	6
	.long	12
.LCPI0_319:
	.long	3
	.long	9
	.long	15
	.long	21
	.long	27
	.zero	4
	.zero	4
	.zero	4
.LCPI0_320:
	.long	19
	.long	25
	.long	31
	.long	0
	.long	0
	.long	1
	.long	7
	.long	13
.LCPI0_321:
	.long	0
	.long	0
	.long	0
	.long	21
	.long	27
	.long	1
	.long	7
	.long	13
.LCPI0_322:
	.long	20
	.long	26
	.long	0
	.long	0
	.long	0
	.long	2
	.long	8
	.long	14
.LCPI0_323:
	.long	20
	.long	26
	.long	0
	.long	6
	.long	12
	.zero	4
	.zero	4
	.zero	4
.LCPI0_324:
	.long	0
	.long	0
	.long	0
	.long	6
	.long	12
	.long	18
	.long	24
	.long	30
.LCPI0_325:
	.long	21
	.long	27
	.long	0
	.long	0
	.long	0
	.long	3
	.long	9
	.long	15
.LCPI0_326:
	.long	21
	.long	27
	.long	1
	.long	7
	.long	13
	.zero	4
	.zero	4
	.zero	4
.LCPI0_327:
	.long	0
	.long	0
	.long	1
	.long	7
	.long	13
	.long	19
	.long	25
	.long	31
.LCPI0_328:
	.long	8
	.long	13
	.long	18
	.long	23
	.long	28
	.long	0
	.long	0
	.long	3
.LCPI0_329:
	.long	0
	.long	5
	.long	10
	.long	15
	.long	20
	.long	25
	.long	30
	.zero	4
.LCPI0_331:
	.long	9
	.long	14
	.long	19
	.long	24
	.long	29
	.long	0
	.long	0
	.long	4
.LCPI0_332:
	.long	17
	.long	22
	.long	27
	.long	0
	.long	5
	.long	10
	.long	15
	.zero	4
.LCPI0_334:
	.long	2
	.long	7
	.long	12
	.long	17
	.long	22
	.long	27
	.zero	4
	.zero	4
.LCPI0_335:
	.long	10
	.long	15
	.long	20
	.long	25
	.long	30
	.long	0
	.long	0
	.long	5
.LCPI0_337:
	.long	3
	.long	8
	.long	13
	.long	18
	.long	23
	.long	28
	.zero	4
	.zero	4
.LCPI0_338:
	.long	27
	.long	0
	.long	5
	.long	10
	.long	15
	.long	0
	.long	17
	.long	22
.LCPI0_340:
	.long	12
	.long	17
	.long	22
	.long	27
	.long	0
	.long	0
	.long	2
	.long	7
.LCPI0_341:
	.long	4
	.long	9
	.long	14
	.long	19
	.long	24
	.long	29
	.zero	4
	.zero	4
.LCPI0_343:
	.long	0
	.long	4
	.long	8
	.long	12
	.long	16
	.long	20
	.long	24
	.long	28
.LCPI0_344:
	.long	1
	.long	5
	.long	9
	.long	13
	.long	17
	.long	21
	.long	25
	.long	29
.LCPI0_345:
	.long	2
	.long	6
	.long	10
	.long	14
	.long	18
	.long	22
	.long	26
	.long	30
.LCPI0_346:
	.long	3
	.long	7
	.long	11
	.long	15
	.long	19
	.long	23
	.long	27
	.long	31
.LCPI0_373:
	.quad	0
	.quad	1
	.quad	2
	.quad	3
.LCPI0_377:
	.long	1
	.long	9
	.long	3
	.long	11
	.long	5
	.long	13
	.long	7
	.long	15
	.text
	.globl	tessera_gumbel_pairwise_x86_64_v4
	.p2align	4
	.type	tessera_gumbel_pairwise_x86_64_v4,@function
tessera_gumbel_pairwise_x86_64_v4:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	movq	%rsp, %r11
	subq	$86016, %r11
.LBB0_1:
	subq	$4096, %rsp
	movq	$0, (%rsp)
	cmpq	%r11, %rsp
	jne	.LBB0_1
	subq	$1288, %rsp
	movq	(%rdi), %rax
	movq	%rax, 2048(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, 2040(%rsp)
	movq	16(%rdi), %rax
	movq	%rax, 456(%rsp)
	movq	24(%rdi), %r13
	movq	32(%rdi), %rax
	movq	%rax, -112(%rsp)
	movq	40(%rdi), %rax
	movq	%rax, 24(%rsp)
	movq	48(%rdi), %r14
	movq	56(%rdi), %rax
	movq	%rax, 3088(%rsp)
	movq	64(%rdi), %rax
	movq	%rax, -64(%rsp)
	vmovss	72(%rdi), %xmm0
	vmovaps	%xmm0, 2448(%rsp)
	movq	80(%rdi), %r15
	vmovss	88(%rdi), %xmm31
	movl	92(%rdi), %eax
	movl	%eax, -76(%rsp)
	movl	96(%rdi), %ebx
	movq	104(%rdi), %r12
	movq	112(%rdi), %r9
	movq	120(%rdi), %rax
	movq	%rax, 160(%rsp)
	movq	128(%rdi), %rbp
	movq	136(%rdi), %r8
	movq	144(%rdi), %r11
	leaq	-1(%r14), %rsi
	cmpq	$31, %rsi
	movl	$1, %ecx
	cmovbl	%r14d, %ecx
	movw	$512, %ax
	xorl	%edx, %edx
	divw	%cx
	movzwl	%ax, %eax
	movq	%rax, 2032(%rsp)
	movq	%rsi, 360(%rsp)
	cmpq	$30, %rsi
	ja	.LBB0_9
	movq	%r14, %rax
	imulq	2032(%rsp), %rax
	cmpq	$2, %rax
	movl	$1, %r10d
	cmovaeq	%rax, %r10
	jae	.LBB0_5
	xorl	%ecx, %ecx
	jmp	.LBB0_8
.LBB0_5:
	movl	%ebx, -104(%rsp)
	movq	%r9, %rbx
	movq	%r12, %r9
	movq	%r15, %r12
	movq	%r13, %r15
	movq	%r11, %r13
	movl	%r10d, %r11d
	andl	$32766, %r11d
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_6:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divw	%r14w
	movl	%eax, %esi
	movl	%ecx, %eax
	xorl	%edx, %edx
	divw	%r14w
	movzwl	%si, %eax
	movl	%eax, 16136(%rsp,%rcx,4)
	movzwl	%dx, %eax
	movl	%eax, 14088(%rsp,%rcx,4)
	leal	1(%rcx), %esi
	movl	%esi, %eax
	xorl	%edx, %edx
	divw	%r14w
	movl	%eax, %edi
	movl	%esi, %eax
	xorl	%edx, %edx
	divw	%r14w
	movzwl	%di, %eax
	movl	%eax, 16140(%rsp,%rcx,4)
	movzwl	%dx, %eax
	movl	%eax, 14092(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r11
	jne	.LBB0_6
	testb	$1, %r10b
	movq	%r13, %r11
	movq	%r15, %r13
	movq	%r12, %r15
	movq	%r9, %r12
	movq	%rbx, %r9
	movl	-104(%rsp), %ebx
	je	.LBB0_9
.LBB0_8:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divw	%r14w
	movl	%eax, %esi
	movl	%ecx, %eax
	xorl	%edx, %edx
	divw	%r14w
	movzwl	%si, %eax
	movl	%eax, 16136(%rsp,%rcx,4)
	movzwl	%dx, %eax
	movl	%eax, 14088(%rsp,%rcx,4)
.LBB0_9:
	movq	%rbp, 1328(%rsp)
	cmpl	$0, -76(%rsp)
	sete	%al
	testq	%r15, %r15
	setne	%cl
	andb	%al, %cl
	vmovss	.LCPI0_0(%rip), %xmm27
	vucomiss	%xmm31, %xmm27
	seta	%dl
	andb	%al, %dl
	movb	%cl, -65(%rsp)
	movl	%ecx, %ebp
	movb	%dl, -89(%rsp)
	orb	%dl, %bpl
	movq	%r8, %rdx
	imulq	%r12, %rdx
	testl	%ebx, %ebx
	movq	%r14, -120(%rsp)
	vmovss	%xmm31, -72(%rsp)
	movq	%r13, 1200(%rsp)
	je	.LBB0_113
	testb	%bpl, %bpl
	jne	.LBB0_113
	cmpl	$1, %ebx
	jne	.LBB0_21
	movq	%rdx, 5824(%rsp)
	movq	%r11, 1392(%rsp)
	movb	%bpl, 3984(%rsp)
	movl	%ebx, -104(%rsp)
	movq	%r12, 72(%rsp)
	movq	%r15, 144(%rsp)
	movq	%r14, %rsi
	imulq	-112(%rsp), %rsi
	movq	456(%rsp), %rax
	leaq	(%rax,%rsi,4), %rdx
	movq	1328(%rsp), %r10
	movq	%r10, %rcx
	movq	160(%rsp), %r15
	subq	%r15, %rcx
	movq	%rcx, 808(%rsp)
	movq	%rdx, -40(%rsp)
	movq	%rsi, 544(%rsp)
	jbe	.LBB0_24
	vpbroadcastq	%r15, %zmm30
	vbroadcastss	2448(%rsp), %zmm21
	leaq	(%rax,%rsi,4), %r8
	addq	$64, %r8
	leaq	1024(%r15), %r9
	movq	%r15, %rax
	negq	%rax
	movq	%rax, 80(%rsp)
	leaq	(%rdx,%r15,4), %r11
	vbroadcastss	.LCPI0_2(%rip), %zmm1
	vmovss	.LCPI0_2(%rip), %xmm2
	xorl	%ecx, %ecx
	vbroadcastss	.LCPI0_0(%rip), %zmm23
	vbroadcastss	.LCPI0_5(%rip), %zmm24
	vbroadcastss	.LCPI0_6(%rip), %zmm4
	vpbroadcastd	.LCPI0_5(%rip), %zmm29
	xorl	%ebx, %ebx
	vpxor	%xmm3, %xmm3, %xmm3
	vxorps	%xmm31, %xmm31, %xmm31
	vmovaps	%zmm1, %zmm5
	vpxor	%xmm11, %xmm11, %xmm11
	vpxor	%xmm13, %xmm13, %xmm13
	vmovaps	%zmm1, %zmm12
	vmovaps	%zmm1, %zmm14
	vpxord	%xmm16, %xmm16, %xmm16
	vpxord	%xmm18, %xmm18, %xmm18
	vmovaps	%zmm1, %zmm17
	vmovaps	%zmm1, %zmm19
	vpxor	%xmm6, %xmm6, %xmm6
	vpxor	%xmm9, %xmm9, %xmm9
	vmovaps	%zmm1, %zmm7
	vmovaps	%zmm1, %zmm10
	movq	%r15, %r13
	vmovaps	%xmm2, %xmm15
	xorl	%edi, %edi
	vmovaps	%xmm2, %xmm8
	xorl	%esi, %esi
	vmovaps	%xmm2, %xmm0
	xorl	%edx, %edx
	vxorps	%xmm25, %xmm25, %xmm25
	jmp	.LBB0_16
	.p2align	4
.LBB0_14:
	vmovdqa64	%zmm21, %zmm29
	vmovaps	%zmm22, %zmm21
	vmovaps	224(%rsp), %xmm0
.LBB0_15:
	addq	$1024, %rbx
	addq	$1024, %r9
	addq	$-1024, 80(%rsp)
	movq	1328(%rsp), %r10
	movq	368(%rsp), %r13
	cmpq	%r10, %r13
	movq	-120(%rsp), %r14
	jae	.LBB0_25
.LBB0_16:
	vmovaps	%xmm0, 224(%rsp)
	cmpq	%r9, %r10
	movq	%r9, %r12
	cmovbq	%r10, %r12
	leaq	1024(%r13), %r14
	cmpq	%r10, %r14
	movq	%r10, %rax
	movq	%r14, 368(%rsp)
	cmovbq	%r14, %rax
	movq	%rax, %rbp
	subq	%r13, %rbp
	andq	$-32, %rbp
	addq	%r13, %rbp
	cmpq	%rbp, %r13
	vmovaps	%zmm21, %zmm22
	vmovdqa64	%zmm29, %zmm21
	jae	.LBB0_18
	.p2align	4
.LBB0_17:
	vpbroadcastq	%r13, %zmm27
	vmovdqa64	%zmm30, %zmm29
	vpsubq	%zmm30, %zmm27, %zmm30
	vmovups	-64(%r8,%r13,4), %zmm20
	vmovaps	%zmm31, %zmm0
	vmovups	(%r8,%r13,4), %zmm31
	vcmpunordps	%zmm25, %zmm20, %k2
	vmovaps	%zmm23, %zmm27 {%k2} {z}
	vcmpeqps	%zmm24, %zmm20, %k1
	vmovaps	%zmm23, %zmm28 {%k1} {z}
	vmulps	%zmm20, %zmm22, %zmm26
	vandps	%zmm4, %zmm26, %zmm26
	vpcmpeqd	%zmm21, %zmm26, %k1
	vmulps	%zmm31, %zmm22, %zmm26
	vandps	%zmm4, %zmm26, %zmm26
	vpcmpeqd	%zmm21, %zmm26, %k3
	vandps	%zmm4, %zmm20, %zmm26
	vcmpneq_oqps	%zmm24, %zmm26, %k4 {%k1}
	vandps	%zmm4, %zmm31, %zmm26
	vcmpneq_oqps	%zmm24, %zmm26, %k1 {%k3}
	vmovaps	%zmm23, %zmm26 {%k4} {z}
	vpmovqd	%zmm30, %ymm30
	vinserti64x4	$1, %ymm30, %zmm30, %zmm30
	vcmpltps	%zmm20, %zmm7, %k0
	vcmpordps	%zmm25, %zmm7, %k2 {%k2}
	korw	%k2, %k0, %k2
	vmovaps	%zmm20, %zmm7 {%k2}
	vpaddd	.LCPI0_7(%rip), %zmm30, %zmm20
	vmovdqa32	%zmm20, %zmm6 {%k2}
	vcmpltps	%zmm27, %zmm17, %k2
	vmovdqa32	%zmm20, %zmm16 {%k2}
	vcmpltps	%zmm28, %zmm12, %k2
	vmovdqa32	%zmm20, %zmm11 {%k2}
	vcmpltps	%zmm26, %zmm1, %k2
	vmovdqa32	%zmm20, %zmm3 {%k2}
	vcmpunordps	%zmm25, %zmm31, %k3
	vcmpltps	%zmm31, %zmm10, %k0
	vcmpordps	%zmm25, %zmm10, %k2 {%k3}
	korw	%k2, %k0, %k2
	vcmpeqps	%zmm24, %zmm31, %k4
	vmovaps	%zmm31, %zmm10 {%k2}
	vmovaps	%zmm0, %zmm31
	vmaxps	%zmm17, %zmm27, %zmm17
	vmovaps	%zmm23, %zmm20 {%k3} {z}
	vcmpltps	%zmm20, %zmm19, %k3
	vmaxps	%zmm19, %zmm20, %zmm19
	vmaxps	%zmm12, %zmm28, %zmm12
	vmovaps	%zmm23, %zmm20 {%k4} {z}
	vcmpltps	%zmm20, %zmm14, %k4
	vmaxps	%zmm14, %zmm20, %zmm14
	vmaxps	%zmm1, %zmm26, %zmm1
	vmovaps	%zmm23, %zmm20 {%k1} {z}
	vcmpltps	%zmm20, %zmm5, %k1
	vmaxps	%zmm5, %zmm20, %zmm5
	vpaddd	.LCPI0_8(%rip), %zmm30, %zmm20
	vmovdqa64	%zmm29, %zmm30
	vmovdqa32	%zmm20, %zmm9 {%k2}
	vmovdqa32	%zmm20, %zmm18 {%k3}
	vmovdqa32	%zmm20, %zmm13 {%k4}
	vmovdqa32	%zmm20, %zmm31 {%k1}
	addq	$32, %r13
	cmpq	%rbp, %r13
	jb	.LBB0_17
.LBB0_18:
	cmpq	%rax, %rbp
	jae	.LBB0_14
	addq	80(%rsp), %r12
	andq	$-32, %r12
	addq	%rbx, %r12
	vmovdqa64	%zmm21, %zmm29
	vmovaps	%zmm22, %zmm21
	vmovaps	224(%rsp), %xmm0
	vmovss	.LCPI0_5(%rip), %xmm22
	vmovss	.LCPI0_0(%rip), %xmm27
	.p2align	4
.LBB0_20:
	vmovd	(%r11,%r12,4), %xmm20
	vmovd	%xmm20, %ebp
	vucomiss	%xmm20, %xmm20
	setp	%r13b
	vmulss	2448(%rsp), %xmm20, %xmm26
	vmovd	%xmm26, %r14d
	andl	$2147483647, %r14d
	cmpl	$2139095040, %r14d
	sete	%r14b
	andl	$2147483647, %ebp
	cmpl	$2139095040, %ebp
	setl	%bpl
	vucomiss	%xmm2, %xmm20
	seta	%r15b
	vucomiss	%xmm2, %xmm2
	setnp	%r10b
	andb	%r13b, %r10b
	kmovd	%r13d, %k1
	kmovd	%r14d, %k2
	vmovss	%xmm27, %xmm27, %xmm26 {%k1} {z}
	vcmpgess	%xmm22, %xmm20, %k1
	vmovss	%xmm27, %xmm27, %xmm27 {%k1} {z}
	kmovd	%ebp, %k1
	vmovss	.LCPI0_0(%rip), %xmm28
	vmovss	%xmm28, %xmm28, %xmm28 {%k1} {z}
	vmovss	%xmm28, %xmm28, %xmm28 {%k2} {z}
	orb	%r15b, %r10b
	movq	160(%rsp), %r15
	kmovd	%r10d, %k1
	vmovss	%xmm20, %xmm2, %xmm2 {%k1}
	cmovneq	%r12, %rcx
	vucomiss	%xmm15, %xmm26
	cmovaq	%r12, %rdi
	vmaxss	%xmm15, %xmm26, %xmm15
	vucomiss	%xmm8, %xmm27
	vmaxss	%xmm8, %xmm27, %xmm8
	cmovaq	%r12, %rsi
	vucomiss	%xmm0, %xmm28
	vmaxss	%xmm0, %xmm28, %xmm0
	vmovss	.LCPI0_0(%rip), %xmm27
	cmovaq	%r12, %rdx
	leaq	(%r15,%r12), %r10
	incq	%r10
	incq	%r12
	cmpq	%rax, %r10
	jb	.LBB0_20
	jmp	.LBB0_15
.LBB0_21:
	vxorps	%xmm0, %xmm0, %xmm0
	testq	%r9, %r9
	je	.LBB0_70
	movl	%r9d, %eax
	andl	$3, %eax
	cmpq	$4, %r9
	jae	.LBB0_71
	vmovss	.LCPI0_2(%rip), %xmm1
	xorl	%ecx, %ecx
	jmp	.LBB0_74
.LBB0_24:
	vbroadcastss	.LCPI0_2(%rip), %zmm1
	vmovss	.LCPI0_2(%rip), %xmm0
	vpxor	%xmm3, %xmm3, %xmm3
	xorl	%edx, %edx
	vxorps	%xmm31, %xmm31, %xmm31
	vmovaps	%zmm1, %zmm5
	vpxor	%xmm11, %xmm11, %xmm11
	vpxor	%xmm13, %xmm13, %xmm13
	vmovaps	%zmm1, %zmm12
	vmovaps	%zmm1, %zmm14
	vpxord	%xmm16, %xmm16, %xmm16
	vpxord	%xmm18, %xmm18, %xmm18
	vmovaps	%zmm1, %zmm17
	vmovaps	%zmm1, %zmm19
	vpxor	%xmm6, %xmm6, %xmm6
	vpxor	%xmm9, %xmm9, %xmm9
	vmovaps	%zmm1, %zmm7
	vmovaps	%zmm1, %zmm10
	xorl	%esi, %esi
	vmovaps	%xmm0, %xmm8
	xorl	%edi, %edi
	vmovaps	%xmm0, %xmm15
	xorl	%ecx, %ecx
	vmovaps	%xmm0, %xmm2
.LBB0_25:
	cmpq	$31, 808(%rsp)
	jbe	.LBB0_27
	vxorps	%xmm20, %xmm20, %xmm20
	vcmpunordps	%zmm20, %zmm19, %k0
	vcmpordps	%zmm20, %zmm17, %k1
	vpcmpltud	%zmm16, %zmm18, %k2
	vcmpltps	%zmm19, %zmm17, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%zmm17, %zmm19, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandw	%k0, %k1, %k1
	kandnw	%k2, %k0, %k0
	korw	%k0, %k1, %k1
	vmovaps	%zmm19, %zmm17 {%k1}
	vmovdqa32	%zmm18, %zmm16 {%k1}
	vextractf64x4	$1, %zmm17, %ymm19
	vextracti64x4	$1, %zmm16, %ymm21
	vpxord	%xmm18, %xmm18, %xmm18
	vcmpunordps	%ymm18, %ymm19, %k0
	vcmpordps	%ymm18, %ymm17, %k1
	vpcmpltud	%ymm16, %ymm21, %k2
	vcmpltps	%ymm19, %ymm17, %k3
	korb	%k2, %k1, %k1
	vcmpeqps	%ymm17, %ymm19, %k2 {%k2}
	korb	%k2, %k3, %k2
	kandnb	%k2, %k0, %k2
	kandb	%k0, %k1, %k0
	korb	%k2, %k0, %k1
	vblendmps	%ymm19, %ymm17, %ymm19 {%k1}
	vpblendmd	%ymm21, %ymm16, %ymm21 {%k1}
	vextractf32x4	$1, %ymm19, %xmm16
	vextracti32x4	$1, %ymm21, %xmm22
	vxorps	%xmm17, %xmm17, %xmm17
	vcmpunordps	%xmm17, %xmm16, %k0
	vcmpordps	%xmm17, %xmm19, %k1
	vpcmpltud	%xmm21, %xmm22, %k2
	vcmpltps	%xmm16, %xmm19, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%xmm19, %xmm16, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k1
	vblendmps	%xmm16, %xmm19, %xmm16 {%k1}
	vpblendmd	%xmm22, %xmm21, %xmm19 {%k1}
	vshufpd	$1, %xmm16, %xmm16, %xmm21
	vpshufd	$238, %xmm19, %xmm22
	vcmpunordps	%xmm17, %xmm21, %k0
	vcmpordps	%xmm17, %xmm16, %k1
	vpcmpltud	%xmm19, %xmm22, %k2
	vcmpltps	%xmm21, %xmm16, %k3
	vcmpeqps	%xmm16, %xmm21, %k4
	korw	%k2, %k1, %k1
	kandw	%k2, %k4, %k2
	korw	%k2, %k3, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k1
	vmovaps	%xmm21, %xmm16 {%k1}
	vmovdqa32	%xmm22, %xmm19 {%k1}
	vmovd	%xmm19, %eax
	vpextrd	$1, %xmm19, %r8d
	vmovshdup	%xmm16, %xmm19
	vucomiss	%xmm19, %xmm19
	setp	%r9b
	kmovd	%r9d, %k0
	vucomiss	%xmm16, %xmm16
	setnp	%r9b
	cmpl	%eax, %r8d
	setb	%r10b
	vucomiss	%xmm16, %xmm19
	seta	%r11b
	setnp	%bl
	sete	%bpl
	andb	%bl, %bpl
	orb	%r10b, %r9b
	kmovd	%r9d, %k1
	andb	%r10b, %bpl
	orb	%r11b, %bpl
	kmovd	%ebp, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k0
	kmovd	%k0, %r9d
	andb	$1, %r9b
	kmovd	%r9d, %k1
	vmovss	%xmm19, %xmm16, %xmm16 {%k1}
	cmovnel	%r8d, %eax
	cmpq	%rax, %rdi
	setb	%r8b
	vucomiss	%xmm16, %xmm15
	seta	%r9b
	setnp	%r10b
	sete	%r11b
	andb	%r10b, %r11b
	andb	%r8b, %r11b
	orb	%r9b, %r11b
	kmovd	%r11d, %k1
	vmovss	%xmm15, %xmm16, %xmm16 {%k1}
	cmoveq	%rax, %rdi
	vcmpunordps	%zmm20, %zmm14, %k0
	vcmpordps	%zmm20, %zmm12, %k1
	vpcmpltud	%zmm11, %zmm13, %k2
	vcmpltps	%zmm14, %zmm12, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%zmm12, %zmm14, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandw	%k0, %k1, %k1
	kandnw	%k2, %k0, %k0
	korw	%k0, %k1, %k1
	vmovaps	%zmm14, %zmm12 {%k1}
	vmovdqa32	%zmm13, %zmm11 {%k1}
	vextractf64x4	$1, %zmm12, %ymm13
	vextracti64x4	$1, %zmm11, %ymm14
	vcmpunordps	%ymm18, %ymm13, %k0
	vcmpordps	%ymm18, %ymm12, %k1
	vpcmpltud	%ymm11, %ymm14, %k2
	vcmpltps	%ymm13, %ymm12, %k3
	korb	%k2, %k1, %k1
	vcmpeqps	%ymm12, %ymm13, %k2 {%k2}
	korb	%k2, %k3, %k2
	kandnb	%k2, %k0, %k2
	kandb	%k0, %k1, %k0
	korb	%k2, %k0, %k1
	vblendmps	%ymm13, %ymm12, %ymm12 {%k1}
	vpblendmd	%ymm14, %ymm11, %ymm13 {%k1}
	vextractf128	$1, %ymm12, %xmm11
	vextracti128	$1, %ymm13, %xmm14
	vcmpunordps	%xmm17, %xmm11, %k0
	vcmpordps	%xmm17, %xmm12, %k1
	vpcmpltud	%xmm13, %xmm14, %k2
	vcmpltps	%xmm11, %xmm12, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%xmm12, %xmm11, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k1
	vblendmps	%xmm11, %xmm12, %xmm11 {%k1}
	vpblendmd	%xmm14, %xmm13, %xmm12 {%k1}
	vshufpd	$1, %xmm11, %xmm11, %xmm13
	vpshufd	$238, %xmm12, %xmm14
	vcmpunordps	%xmm17, %xmm13, %k0
	vcmpordps	%xmm17, %xmm11, %k1
	vpcmpltud	%xmm12, %xmm14, %k2
	vcmpltps	%xmm13, %xmm11, %k3
	vcmpeqps	%xmm11, %xmm13, %k4
	korw	%k2, %k1, %k1
	kandw	%k2, %k4, %k2
	korw	%k2, %k3, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k1
	vmovaps	%xmm13, %xmm11 {%k1}
	vmovdqa32	%xmm14, %xmm12 {%k1}
	vmovd	%xmm12, %eax
	vmovshdup	%xmm11, %xmm13
	vpextrd	$1, %xmm12, %r8d
	vucomiss	%xmm13, %xmm13
	setp	%r9b
	kmovd	%r9d, %k0
	vucomiss	%xmm11, %xmm11
	setnp	%r9b
	cmpl	%eax, %r8d
	setb	%r10b
	vucomiss	%xmm11, %xmm13
	seta	%r11b
	setnp	%bl
	sete	%bpl
	andb	%bl, %bpl
	orb	%r10b, %r9b
	kmovd	%r9d, %k1
	andb	%r10b, %bpl
	orb	%r11b, %bpl
	kmovd	%ebp, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k0
	kmovd	%k0, %r9d
	andb	$1, %r9b
	kmovd	%r9d, %k1
	vmovss	%xmm13, %xmm11, %xmm11 {%k1}
	cmovnel	%r8d, %eax
	cmpq	%rax, %rsi
	setb	%r8b
	vucomiss	%xmm11, %xmm8
	seta	%r9b
	setnp	%r10b
	sete	%r11b
	andb	%r10b, %r11b
	andb	%r8b, %r11b
	orb	%r9b, %r11b
	kmovd	%r11d, %k1
	vmovss	%xmm8, %xmm11, %xmm11 {%k1}
	cmoveq	%rax, %rsi
	vcmpunordps	%zmm20, %zmm10, %k0
	vcmpordps	%zmm20, %zmm7, %k1
	vpcmpltud	%zmm6, %zmm9, %k2
	vcmpltps	%zmm10, %zmm7, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%zmm7, %zmm10, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandw	%k0, %k1, %k1
	kandnw	%k2, %k0, %k0
	korw	%k0, %k1, %k1
	vmovaps	%zmm10, %zmm7 {%k1}
	vmovdqa32	%zmm9, %zmm6 {%k1}
	vextractf64x4	$1, %zmm7, %ymm8
	vextracti64x4	$1, %zmm6, %ymm9
	vcmpunordps	%ymm18, %ymm8, %k0
	vcmpordps	%ymm18, %ymm7, %k1
	vpcmpltud	%ymm6, %ymm9, %k2
	vcmpltps	%ymm8, %ymm7, %k3
	korb	%k2, %k1, %k1
	vcmpeqps	%ymm7, %ymm8, %k2 {%k2}
	korb	%k2, %k3, %k2
	kandnb	%k2, %k0, %k2
	kandb	%k0, %k1, %k0
	korb	%k2, %k0, %k1
	vblendmps	%ymm8, %ymm7, %ymm7 {%k1}
	vpblendmd	%ymm9, %ymm6, %ymm8 {%k1}
	vextractf128	$1, %ymm7, %xmm6
	vextracti128	$1, %ymm8, %xmm9
	vcmpunordps	%xmm17, %xmm6, %k0
	vcmpordps	%xmm17, %xmm7, %k1
	vpcmpltud	%xmm8, %xmm9, %k2
	vcmpltps	%xmm6, %xmm7, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%xmm7, %xmm6, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k1
	vblendmps	%xmm6, %xmm7, %xmm6 {%k1}
	vpblendmd	%xmm9, %xmm8, %xmm7 {%k1}
	vshufpd	$1, %xmm6, %xmm6, %xmm8
	vpshufd	$238, %xmm7, %xmm9
	vcmpunordps	%xmm17, %xmm8, %k0
	vcmpordps	%xmm17, %xmm6, %k1
	vpcmpltud	%xmm7, %xmm9, %k2
	vcmpltps	%xmm8, %xmm6, %k3
	vcmpeqps	%xmm6, %xmm8, %k4
	korw	%k2, %k1, %k1
	kandw	%k2, %k4, %k2
	korw	%k2, %k3, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k1
	vmovaps	%xmm8, %xmm6 {%k1}
	vmovdqa32	%xmm9, %xmm7 {%k1}
	vmovd	%xmm7, %eax
	vmovshdup	%xmm6, %xmm8
	vpextrd	$1, %xmm7, %r8d
	vucomiss	%xmm8, %xmm8
	setp	%r9b
	kmovd	%r9d, %k0
	vucomiss	%xmm6, %xmm6
	setnp	%r9b
	cmpl	%eax, %r8d
	setb	%r10b
	vucomiss	%xmm6, %xmm8
	seta	%r11b
	setnp	%bl
	sete	%bpl
	andb	%bl, %bpl
	orb	%r10b, %r9b
	kmovd	%r9d, %k1
	andb	%r10b, %bpl
	orb	%r11b, %bpl
	kmovd	%ebp, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k0
	kmovd	%k0, %r9d
	andb	$1, %r9b
	kmovd	%r9d, %k1
	vmovss	%xmm8, %xmm6, %xmm6 {%k1}
	cmovnel	%r8d, %eax
	vucomiss	%xmm6, %xmm6
	setnp	%r8b
	cmpq	%rax, %rcx
	setb	%r9b
	vucomiss	%xmm6, %xmm2
	seta	%r10b
	setnp	%r11b
	sete	%bl
	andb	%r11b, %bl
	orb	%r9b, %r8b
	andb	%r9b, %bl
	orb	%r10b, %bl
	vucomiss	%xmm2, %xmm2
	movzbl	%r8b, %r8d
	movzbl	%bl, %r9d
	cmovpl	%r8d, %r9d
	testb	%r9b, %r9b
	kmovd	%r9d, %k1
	vmovss	%xmm2, %xmm6, %xmm6 {%k1}
	cmoveq	%rax, %rcx
	vcmpunordps	%zmm20, %zmm5, %k0
	vcmpordps	%zmm20, %zmm1, %k1
	vpcmpltud	%zmm3, %zmm31, %k2
	vcmpltps	%zmm5, %zmm1, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%zmm1, %zmm5, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandw	%k0, %k1, %k1
	kandnw	%k2, %k0, %k0
	korw	%k0, %k1, %k1
	vmovaps	%zmm5, %zmm1 {%k1}
	vmovdqa32	%zmm31, %zmm3 {%k1}
	vextractf64x4	$1, %zmm1, %ymm2
	vextracti64x4	$1, %zmm3, %ymm4
	vcmpunordps	%ymm18, %ymm2, %k0
	vcmpordps	%ymm18, %ymm1, %k1
	vpcmpltud	%ymm3, %ymm4, %k2
	vcmpltps	%ymm2, %ymm1, %k3
	korb	%k2, %k1, %k1
	vcmpeqps	%ymm1, %ymm2, %k2 {%k2}
	korb	%k2, %k3, %k2
	kandnb	%k2, %k0, %k2
	kandb	%k0, %k1, %k0
	korb	%k2, %k0, %k1
	vblendmps	%ymm2, %ymm1, %ymm1 {%k1}
	vpblendmd	%ymm4, %ymm3, %ymm2 {%k1}
	vextractf128	$1, %ymm1, %xmm3
	vextracti128	$1, %ymm2, %xmm4
	vcmpunordps	%xmm17, %xmm3, %k0
	vcmpordps	%xmm17, %xmm1, %k1
	vpcmpltud	%xmm2, %xmm4, %k2
	vcmpltps	%xmm3, %xmm1, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%xmm1, %xmm3, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k1
	vblendmps	%xmm3, %xmm1, %xmm1 {%k1}
	vpblendmd	%xmm4, %xmm2, %xmm2 {%k1}
	vshufpd	$1, %xmm1, %xmm1, %xmm3
	vpshufd	$238, %xmm2, %xmm4
	vcmpunordps	%xmm17, %xmm3, %k0
	vcmpordps	%xmm17, %xmm1, %k1
	vpcmpltud	%xmm2, %xmm4, %k2
	vcmpltps	%xmm3, %xmm1, %k3
	vcmpeqps	%xmm1, %xmm3, %k4
	korw	%k2, %k1, %k1
	kandw	%k2, %k4, %k2
	korw	%k2, %k3, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k1
	vmovaps	%xmm3, %xmm1 {%k1}
	vmovdqa32	%xmm4, %xmm2 {%k1}
	vmovd	%xmm2, %eax
	vmovshdup	%xmm1, %xmm3
	vpextrd	$1, %xmm2, %r8d
	vucomiss	%xmm3, %xmm3
	setp	%r9b
	kmovd	%r9d, %k0
	vucomiss	%xmm1, %xmm1
	setnp	%r9b
	cmpl	%eax, %r8d
	setb	%r10b
	vucomiss	%xmm1, %xmm3
	seta	%r11b
	setnp	%bl
	sete	%bpl
	andb	%bl, %bpl
	orb	%r10b, %r9b
	kmovd	%r9d, %k1
	andb	%r10b, %bpl
	orb	%r11b, %bpl
	kmovd	%ebp, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k0
	kmovd	%k0, %r9d
	andb	$1, %r9b
	kmovd	%r9d, %k1
	vmovss	%xmm3, %xmm1, %xmm1 {%k1}
	cmovnel	%r8d, %eax
	cmpq	%rax, %rdx
	setb	%r8b
	vucomiss	%xmm1, %xmm0
	seta	%r9b
	setnp	%r10b
	sete	%r11b
	andb	%r10b, %r11b
	andb	%r8b, %r11b
	orb	%r9b, %r11b
	kmovd	%r11d, %k1
	vmovss	%xmm0, %xmm1, %xmm1 {%k1}
	cmoveq	%rax, %rdx
	vmovaps	%xmm6, %xmm2
	vmovaps	%xmm11, %xmm8
	vmovaps	%xmm16, %xmm15
	vmovaps	%xmm1, %xmm0
.LBB0_27:
	movq	-64(%rsp), %r8
	vmovss	-72(%rsp), %xmm31
	movl	-76(%rsp), %eax
	vmovss	.LCPI0_0(%rip), %xmm27
	movq	3088(%rsp), %r9
	movq	1200(%rsp), %r13
	movl	-104(%rsp), %ebx
	movq	1392(%rsp), %r11
	testl	%eax, %eax
	setne	%al
	addl	%r15d, %edi
	movq	5824(%rsp), %r10
	vmovss	%xmm15, 4(%r11,%r10,4)
	movl	%edi, 8(%r11,%r10,4)
	addl	%r15d, %esi
	vmovss	%xmm8, 12(%r11,%r10,4)
	movl	%esi, 16(%r11,%r10,4)
	addl	%r15d, %ecx
	vmovss	%xmm2, 20(%r11,%r10,4)
	movl	%ecx, 24(%r11,%r10,4)
	vmovss	%xmm2, 28(%r11,%r10,4)
	movl	%ecx, 32(%r11,%r10,4)
	vmovss	%xmm0, 36(%r11,%r10,4)
	addl	%r15d, %edx
	movl	%edx, 40(%r11,%r10,4)
	movq	%r10, %rdx
	vucomiss	%xmm31, %xmm27
	seta	%cl
	orb	%al, %cl
	movq	%r15, %rax
	movq	144(%rsp), %r15
	movq	72(%rsp), %r12
	movzbl	3984(%rsp), %ebp
	jne	.LBB0_112
	movq	1328(%rsp), %r12
	cmpq	%rax, %r12
	jbe	.LBB0_108
	movq	%rax, %r15
	movl	$3528531795, %esi
	leaq	(,%rax,4), %rax
	leaq	(%rax,%r14,4), %rax
	movq	%rax, 368(%rsp)
	movq	%r9, %r14
	shrq	$32, %r14
	movl	%r8d, %eax
	leaq	-78811644(%rsi), %rcx
	movq	%rcx, 224(%rsp)
	imulq	%rcx, %rax
	movq	%rax, %rcx
	shrq	$32, %rcx
	movq	-112(%rsp), %rdx
	movl	%edx, %edi
	xorl	%r9d, %edi
	xorl	%ecx, %edi
	xorq	%r9, %r8
	leaq	(%r14,%rsi), %rdx
	addq	$-384397518, %rdx
	imulq	%rsi, %rdi
	movq	%rdi, %r10
	shrq	$32, %r10
	xorq	%rdx, %r10
	leaq	1993301258(%r14), %rdx
	leaq	842468239(%r14), %r11
	leaq	(%r14,%rsi), %rbp
	addq	$458070721, %rbp
	leaq	-692762298(%r14,%rsi), %rbx
	leaq	1684936478(%r14), %rcx
	movq	%rcx, 5504(%rsp)
	leaq	(%r9,%rsi), %rcx
	addq	$-874096026, %rcx
	vmovq	%rcx, %xmm0
	vmovq	%rax, %xmm1
	xorq	%rcx, %rax
	movq	%rax, 5952(%rsp)
	movl	%eax, %ecx
	vpbroadcastq	%rcx, %zmm24
	addq	%r14, %rsi
	addq	$149705941, %rsi
	movq	%r8, %rax
	addq	$534103459, %r14
	vmovq	%rdx, %xmm2
	vmovq	%rdi, %xmm3
	xorq	%rdx, %rdi
	movq	%rbx, %rdx
	movq	%rdi, 4800(%rsp)
	movl	%edi, %ecx
	vpbroadcastq	%rcx, %zmm25
	movl	$3528531795, %ecx
	movq	%r15, %r8
	notq	%r8
	movq	%r8, -32(%rsp)
	movq	%rax, 5888(%rsp)
	vpbroadcastq	%rax, %zmm13
	vpxor	%xmm1, %xmm0, %xmm0
	movq	%r10, -88(%rsp)
	vpbroadcastq	%r10, %zmm1
	vmovdqu64	%zmm1, 1808(%rsp)
	leaq	1013904242(%r9), %r8
	movq	%r8, 5760(%rsp)
	vpbroadcastq	%r8, %zmm30
	vpxor	%xmm3, %xmm2, %xmm1
	leaq	139808216(%r9,%rcx), %r8
	movq	%r8, 3472(%rsp)
	vpbroadcastq	%r8, %zmm19
	vpbroadcastq	%r11, %zmm16
	leaq	2027808484(%r9), %r8
	movq	%r8, 3920(%rsp)
	vpbroadcastq	%r8, %zmm20
	vpbroadcastq	%rbp, %zmm17
	leaq	387276957(%r9), %r8
	movq	%r8, 4560(%rsp)
	vpbroadcastq	%r8, %zmm26
	vpbroadcastq	%rbx, %zmm18
	leaq	-486819069(%r9,%rcx), %r8
	movq	%r8, 4496(%rsp)
	vpbroadcastq	%r8, %zmm2
	vmovdqu64	%zmm2, 2320(%rsp)
	movq	5504(%rsp), %rax
	vpbroadcastq	%rax, %zmm21
	leaq	1401181199(%r9), %rax
	movq	%rax, 1072(%rsp)
	vpbroadcastq	%rax, %zmm22
	vpbroadcastq	%r14, %zmm2
	vmovdqu64	%zmm2, 2128(%rsp)
	movq	%rsi, 5568(%rsp)
	vpbroadcastq	%rsi, %zmm23
	leal	-1879881855(%r9), %esi
	vpbroadcastd	%esi, %zmm15
	vpbroadcastq	%xmm0, %zmm0
	vmovdqu64	%zmm0, 1008(%rsp)
	vpbroadcastq	%xmm1, %zmm0
	vmovdqu64	%zmm0, 1408(%rsp)
	vpbroadcastq	%r15, %zmm0
	vmovdqu64	%zmm0, 5248(%rsp)
	vpbroadcastd	2448(%rsp), %zmm0
	vmovdqu64	%zmm0, 4048(%rsp)
	movq	%r15, %r8
	negq	%r8
	movq	368(%rsp), %rcx
	leaq	(%rcx,%r13), %rax
	movq	%rax, 4864(%rsp)
	leaq	(%rcx,%r13), %rax
	addq	$192, %rax
	movq	%rax, -24(%rsp)
	movl	$1, %eax
	subq	%r15, %rax
	movq	%rax, 48(%rsp)
	vpbroadcastd	.LCPI0_2(%rip), %zmm7
	vmovss	.LCPI0_2(%rip), %xmm8
	vmovsd	.LCPI0_19(%rip), %xmm6
	vmovsd	.LCPI0_20(%rip), %xmm1
	vmovsd	.LCPI0_26(%rip), %xmm2
	vmovsd	.LCPI0_27(%rip), %xmm3
	movq	456(%rsp), %rax
	movq	544(%rsp), %rcx
	leaq	4(%rax,%rcx,4), %rbx
	leaq	1024(%r15), %r9
	movq	-40(%rsp), %rax
	leaq	(%rax,%r15,4), %rax
	addq	$64, %rax
	movq	%rax, 2960(%rsp)
	xorl	%eax, %eax
	movq	%r13, 5376(%rsp)
	movq	%r8, 32(%rsp)
	movq	%r8, 2256(%rsp)
	movq	%r9, 5696(%rsp)
	movq	%r15, %r8
	xorl	%r10d, %r10d
	vpbroadcastq	.LCPI0_14(%rip), %zmm28
	vpxor	%xmm9, %xmm9, %xmm9
	vxorps	%xmm11, %xmm11, %xmm11
	vmovdqa64	%zmm7, %zmm10
	vmovdqa64	%zmm7, %zmm29
	movq	%r11, -48(%rsp)
	movq	%rbp, -8(%rsp)
	movq	%rdx, 3152(%rsp)
	vmovdqu64	%zmm24, 3536(%rsp)
	vmovdqu64	%zmm25, 5184(%rsp)
	vmovdqu64	%zmm13, 608(%rsp)
	vmovdqu64	%zmm23, 672(%rsp)
	vmovdqu64	%zmm15, 736(%rsp)
	movq	%r14, (%rsp)
	vmovdqu64	%zmm30, 880(%rsp)
	vmovdqu64	%zmm19, 816(%rsp)
	vmovdqu64	%zmm16, 3024(%rsp)
	vmovdqu64	%zmm20, 1952(%rsp)
	vmovdqu64	%zmm17, 5120(%rsp)
	vmovdqu64	%zmm26, 480(%rsp)
	vmovdqu64	%zmm18, 5440(%rsp)
	vmovdqu64	%zmm21, 2592(%rsp)
	vmovdqu64	%zmm22, 2064(%rsp)
	movq	%rbx, 944(%rsp)
	movl	%esi, 288(%rsp)
	jmp	.LBB0_32
	.p2align	4
.LBB0_30:
	vmovsd	.LCPI0_19(%rip), %xmm6
.LBB0_31:
	movq	2880(%rsp), %rax
	incq	%rax
	movq	2816(%rsp), %r9
	addq	$1024, %r9
	addq	$-1024, 2256(%rsp)
	addq	$-4096, 5376(%rsp)
	addq	$4096, 2960(%rsp)
	movq	5056(%rsp), %r8
	cmpq	%r12, %r8
	movq	-48(%rsp), %r11
	movq	-8(%rsp), %rbp
	vmovsd	.LCPI0_20(%rip), %xmm1
	vmovsd	.LCPI0_26(%rip), %xmm2
	vmovsd	.LCPI0_27(%rip), %xmm3
	jae	.LBB0_109
.LBB0_32:
	vmovups	%zmm11, 3728(%rsp)
	vmovdqu64	%zmm10, 3216(%rsp)
	vmovdqu64	%zmm9, 2752(%rsp)
	movq	%r8, %rdi
	cmpq	%r9, %r12
	movq	%r9, 2816(%rsp)
	cmovbq	%r12, %r9
	movq	%rax, 2880(%rsp)
	movq	%rax, %r8
	shlq	$10, %r8
	movq	5696(%rsp), %rax
	leaq	(%rax,%r8), %rcx
	cmpq	%rcx, %r12
	cmovbq	%r12, %rcx
	movq	%r8, 4992(%rsp)
	leaq	(%r8,%r15), %rax
	movq	%rcx, %r8
	subq	%rax, %r8
	movq	%r8, 1136(%rsp)
	leaq	1024(%rdi), %rax
	cmpq	%r12, %rax
	movq	%rax, 5056(%rsp)
	cmovbq	%rax, %r12
	movq	%r12, 1888(%rsp)
	movq	%rdi, 1488(%rsp)
	subq	%rdi, %r12
	movq	%r12, 3664(%rsp)
	jbe	.LBB0_58
	movq	%rcx, 5312(%rsp)
	movq	%r10, 5632(%rsp)
	movq	2256(%rsp), %rax
	leaq	(%r9,%rax), %rcx
	movq	%rcx, %rax
	andq	$-8, %rax
	movq	%rax, -16(%rsp)
	andq	$-64, %rcx
	movq	%rcx, -56(%rsp)
	movq	1488(%rsp), %r15
	cmpq	$8, 1136(%rsp)
	movq	%r11, %rdi
	movq	%rbp, %r12
	movq	5888(%rsp), %rdx
	movl	$3528531795, %esi
	movq	5504(%rsp), %r11
	movq	5952(%rsp), %rcx
	movq	(%rsp), %r14
	movq	%r9, 544(%rsp)
	movq	-88(%rsp), %r10
	movq	4800(%rsp), %rbp
	movq	224(%rsp), %rbx
	jb	.LBB0_44
	movq	%r11, %r13
	movq	%rdx, %r14
	movq	%rcx, %r9
	movq	1136(%rsp), %rdx
	cmpq	$64, %rdx
	jae	.LBB0_36
	vmovdqa64	%zmm25, %zmm31
	vmovdqa64	%zmm24, %zmm25
	vmovdqa64	%zmm22, %zmm24
	vmovdqa64	%zmm21, %zmm22
	xorl	%r8d, %r8d
	movq	1488(%rsp), %rsi
	movq	%rsi, %r10
	movq	4864(%rsp), %rcx
	movq	-16(%rsp), %rdi
	vmovdqu64	2128(%rsp), %zmm12
	vmovdqu64	1808(%rsp), %zmm14
	vmovdqu64	736(%rsp), %zmm15
	vmovdqu64	3024(%rsp), %zmm16
	vmovdqu64	5120(%rsp), %zmm17
	vmovdqu64	5440(%rsp), %zmm18
	vmovdqu64	816(%rsp), %zmm19
	vmovdqu64	1952(%rsp), %zmm20
	vmovdqu64	480(%rsp), %zmm26
	jmp	.LBB0_41
.LBB0_36:
	vmovdqu64	%zmm29, 3600(%rsp)
	vmovaps	%xmm8, 432(%rsp)
	movq	%rdx, %r8
	andq	$-64, %r8
	movq	1488(%rsp), %rax
	leaq	(%rax,%r8), %rcx
	movq	%rcx, 3792(%rsp)
	vpbroadcastq	%rax, %zmm0
	vpaddq	.LCPI0_9(%rip), %zmm0, %zmm1
	vpaddq	.LCPI0_10(%rip), %zmm0, %zmm2
	xorl	%r12d, %r12d
	movq	-24(%rsp), %rax
	vpbroadcastq	.LCPI0_15(%rip), %zmm22
	movq	-56(%rsp), %rcx
	vmovdqu64	1808(%rsp), %zmm29
	vmovdqu64	1008(%rsp), %zmm27
	vpbroadcastq	.LCPI0_11(%rip), %zmm3
	.p2align	4
.LBB0_37:
	vmovdqu64	%zmm2, 80(%rsp)
	vmovdqu64	%zmm1, 368(%rsp)
	vpaddq	%zmm3, %zmm2, %zmm0
	vpaddq	368(%rsp), %zmm3, %zmm1
	vpbroadcastq	.LCPI0_12(%rip), %zmm3
	vpaddq	80(%rsp), %zmm3, %zmm2
	vpaddq	368(%rsp), %zmm3, %zmm3
	vpbroadcastq	.LCPI0_13(%rip), %zmm5
	vpaddq	80(%rsp), %zmm5, %zmm4
	vpaddq	368(%rsp), %zmm5, %zmm5
	vpmuludq	368(%rsp), %zmm28, %zmm12
	vpmuludq	80(%rsp), %zmm28, %zmm17
	vpmuludq	%zmm28, %zmm1, %zmm1
	vpmuludq	%zmm28, %zmm0, %zmm18
	vpmuludq	%zmm28, %zmm3, %zmm3
	vpmuludq	%zmm28, %zmm2, %zmm2
	vpmuludq	%zmm28, %zmm5, %zmm5
	vpmuludq	%zmm28, %zmm4, %zmm15
	vpxorq	%zmm17, %zmm13, %zmm0
	vpxorq	%zmm12, %zmm13, %zmm4
	vpxorq	%zmm18, %zmm13, %zmm6
	vpxorq	%zmm1, %zmm13, %zmm7
	vpxorq	%zmm2, %zmm13, %zmm8
	vpxorq	%zmm3, %zmm13, %zmm9
	vpxorq	%zmm15, %zmm13, %zmm10
	vpxorq	%zmm5, %zmm13, %zmm11
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm9, %zmm13
	vpsrlq	$32, %zmm8, %zmm14
	vpsrlq	$32, %zmm11, %zmm19
	vpsrlq	$32, %zmm10, %zmm10
	vpmuludq	%zmm22, %zmm0, %zmm11
	vpmuludq	%zmm22, %zmm4, %zmm16
	vpmuludq	%zmm22, %zmm6, %zmm9
	vpmuludq	%zmm22, %zmm7, %zmm8
	vpmuludq	%zmm22, %zmm14, %zmm4
	vpmuludq	%zmm22, %zmm13, %zmm14
	vpmuludq	%zmm22, %zmm10, %zmm25
	vpmuludq	%zmm22, %zmm19, %zmm13
	vpsrlq	$32, %zmm16, %zmm6
	vpsrlq	$32, %zmm11, %zmm7
	vpsrlq	$32, %zmm8, %zmm10
	vpsrlq	$32, %zmm9, %zmm19
	vpsrlq	$32, %zmm14, %zmm20
	vpsrlq	$32, %zmm4, %zmm21
	vpsrlq	$32, %zmm13, %zmm23
	vpsrlq	$32, %zmm25, %zmm24
	vpxorq	%zmm27, %zmm7, %zmm7
	vpmuludq	%zmm28, %zmm7, %zmm0
	vmovdqu64	%zmm0, 1616(%rsp)
	vpxorq	%zmm27, %zmm6, %zmm6
	vpmuludq	%zmm28, %zmm6, %zmm7
	vmovdqu64	%zmm7, 1680(%rsp)
	vpxorq	%zmm27, %zmm19, %zmm6
	vpmuludq	%zmm28, %zmm6, %zmm26
	vmovdqu64	%zmm26, 1264(%rsp)
	vpxorq	%zmm27, %zmm10, %zmm6
	vpmuludq	%zmm28, %zmm6, %zmm31
	vmovdqu64	%zmm31, 3856(%rsp)
	vpxorq	%zmm27, %zmm21, %zmm6
	vpmuludq	%zmm28, %zmm6, %zmm10
	vpxorq	%zmm27, %zmm20, %zmm6
	vpmuludq	%zmm28, %zmm6, %zmm6
	vmovdqu64	%zmm6, 2656(%rsp)
	vpxorq	%zmm27, %zmm24, %zmm20
	vpmuludq	%zmm28, %zmm20, %zmm19
	vpxorq	%zmm27, %zmm23, %zmm20
	vpmuludq	%zmm28, %zmm20, %zmm20
	vmovdqu64	%zmm20, 2192(%rsp)
	vpxorq	%zmm17, %zmm29, %zmm17
	vpmuludq	%zmm22, %zmm17, %zmm30
	vpxorq	%zmm12, %zmm29, %zmm12
	vpmuludq	%zmm22, %zmm12, %zmm21
	vpxorq	%zmm18, %zmm29, %zmm12
	vpmuludq	%zmm22, %zmm12, %zmm28
	vpxorq	%zmm1, %zmm29, %zmm1
	vpmuludq	%zmm22, %zmm1, %zmm20
	vpxorq	%zmm2, %zmm29, %zmm1
	vpmuludq	%zmm22, %zmm1, %zmm27
	vpxorq	%zmm3, %zmm29, %zmm1
	vpmuludq	%zmm22, %zmm1, %zmm18
	vpxorq	%zmm15, %zmm29, %zmm1
	vpmuludq	%zmm22, %zmm1, %zmm23
	vpxorq	%zmm5, %zmm29, %zmm1
	vpmuludq	%zmm22, %zmm1, %zmm1
	vpsrlq	$32, %zmm7, %zmm24
	vpsrlq	$32, %zmm0, %zmm5
	vpsrlq	$32, %zmm31, %zmm17
	vpsrlq	$32, %zmm26, %zmm7
	vpsrlq	$32, %zmm21, %zmm12
	vpsrlq	$32, %zmm6, %zmm31
	vpsrlq	$32, %zmm30, %zmm26
	vpsrlq	$32, %zmm20, %zmm3
	vmovdqu64	880(%rsp), %zmm15
	vpternlogq	$150, %zmm15, %zmm11, %zmm26
	vpsrlq	$32, %zmm28, %zmm11
	vpternlogq	$150, %zmm15, %zmm16, %zmm12
	vpsrlq	$32, %zmm10, %zmm2
	vpternlogq	$150, %zmm15, %zmm9, %zmm11
	vpsrlq	$32, %zmm18, %zmm9
	vpternlogq	$150, %zmm15, %zmm8, %zmm3
	vpsrlq	$32, %zmm27, %zmm8
	vpternlogq	$150, %zmm15, %zmm4, %zmm8
	vpsrlq	$32, %zmm19, %zmm0
	vpternlogq	$150, %zmm15, %zmm14, %zmm9
	vpsrlq	$32, %zmm23, %zmm29
	vpternlogq	$150, %zmm15, %zmm25, %zmm29
	vmovdqa64	%zmm1, %zmm6
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, %zmm15, %zmm13, %zmm16
	vmovdqu64	1408(%rsp), %zmm25
	vpxorq	%zmm25, %zmm5, %zmm4
	vpmuludq	%zmm22, %zmm4, %zmm14
	vpxorq	%zmm25, %zmm24, %zmm4
	vpmuludq	%zmm22, %zmm4, %zmm24
	vpxorq	%zmm25, %zmm7, %zmm4
	vpxorq	%zmm25, %zmm17, %zmm5
	vpmuludq	%zmm22, %zmm4, %zmm15
	vpmuludq	%zmm22, %zmm5, %zmm5
	vmovdqu64	%zmm5, 3344(%rsp)
	vpxorq	%zmm25, %zmm2, %zmm1
	vpmuludq	%zmm22, %zmm1, %zmm2
	vmovdqu64	%zmm2, 3408(%rsp)
	vpxorq	%zmm25, %zmm31, %zmm1
	vpxorq	%zmm25, %zmm0, %zmm0
	vpmuludq	%zmm22, %zmm1, %zmm4
	vmovdqu64	%zmm4, 1744(%rsp)
	vpmuludq	%zmm22, %zmm0, %zmm0
	vmovdqu64	%zmm0, 2528(%rsp)
	vpsrlq	$32, %zmm14, %zmm17
	vmovdqu64	816(%rsp), %zmm1
	vpternlogq	$150, %zmm30, %zmm1, %zmm17
	vpsrlq	$32, %zmm24, %zmm31
	vpternlogq	$150, %zmm21, %zmm1, %zmm31
	vpsrlq	$32, %zmm15, %zmm21
	vpternlogq	$150, %zmm28, %zmm1, %zmm21
	vpsrlq	$32, %zmm5, %zmm30
	vpternlogq	$150, %zmm20, %zmm1, %zmm30
	vpsrlq	$32, %zmm2, %zmm20
	vpternlogq	$150, %zmm27, %zmm1, %zmm20
	vpsrlq	$32, %zmm4, %zmm27
	vpternlogq	$150, %zmm18, %zmm1, %zmm27
	vpsrlq	$32, %zmm0, %zmm18
	vpternlogq	$150, %zmm23, %zmm1, %zmm18
	vmovdqu64	2192(%rsp), %zmm2
	vpsrlq	$32, %zmm2, %zmm0
	vpxorq	%zmm25, %zmm0, %zmm0
	vpmuludq	%zmm22, %zmm0, %zmm23
	vpsrlq	$32, %zmm23, %zmm28
	vpternlogq	$150, %zmm6, %zmm1, %zmm28
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm4
	vmovdqu64	3024(%rsp), %zmm25
	vpternlogq	$150, 1680(%rsp), %zmm25, %zmm4
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm26, %zmm26
	vpsrlq	$32, %zmm26, %zmm13
	vpternlogq	$150, 1616(%rsp), %zmm25, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm0
	vmovdqu64	%zmm0, 1616(%rsp)
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, 3856(%rsp), %zmm25, %zmm5
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm11, %zmm7
	vpsrlq	$32, %zmm7, %zmm0
	vpternlogq	$150, 1264(%rsp), %zmm25, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm9, %zmm1
	vmovdqu64	%zmm1, 1264(%rsp)
	vpsrlq	$32, %zmm1, %zmm6
	vpternlogq	$150, 2656(%rsp), %zmm25, %zmm6
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm8, %zmm1
	vmovdqu64	%zmm1, 2656(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm25, %zmm10, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm16, %zmm10
	vpsrlq	$32, %zmm10, %zmm3
	vpternlogq	$150, %zmm25, %zmm2, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm29, %zmm11
	vpsrlq	$32, %zmm11, %zmm2
	vpternlogq	$150, %zmm25, %zmm19, %zmm2
	vpmuludq	%zmm22, %zmm13, %zmm16
	vpsrlq	$32, %zmm16, %zmm8
	vmovdqu64	1952(%rsp), %zmm19
	vpternlogq	$150, %zmm19, %zmm14, %zmm8
	vpmuludq	%zmm22, %zmm4, %zmm25
	vpsrlq	$32, %zmm25, %zmm13
	vpternlogq	$150, %zmm19, %zmm24, %zmm13
	vpmuludq	%zmm22, %zmm0, %zmm29
	vpsrlq	$32, %zmm29, %zmm9
	vpternlogq	$150, %zmm19, %zmm15, %zmm9
	vpmuludq	%zmm22, %zmm5, %zmm0
	vpsrlq	$32, %zmm0, %zmm24
	vpternlogq	$150, 3344(%rsp), %zmm19, %zmm24
	vpmuludq	%zmm22, %zmm1, %zmm1
	vmovdqu64	%zmm1, 2192(%rsp)
	vpsrlq	$32, %zmm1, %zmm4
	vpternlogq	$150, 3408(%rsp), %zmm19, %zmm4
	vpmuludq	%zmm22, %zmm6, %zmm1
	vmovdqu64	%zmm1, 1680(%rsp)
	vpsrlq	$32, %zmm1, %zmm15
	vpternlogq	$150, 1744(%rsp), %zmm19, %zmm15
	vpmuludq	%zmm22, %zmm2, %zmm1
	vmovdqu64	%zmm1, 1552(%rsp)
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, 2528(%rsp), %zmm19, %zmm5
	vpmuludq	%zmm22, %zmm3, %zmm1
	vmovdqu64	%zmm1, 2528(%rsp)
	vpsrlq	$32, %zmm1, %zmm14
	vpternlogq	$150, %zmm19, %zmm23, %zmm14
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm31, %zmm23
	vpsrlq	$32, %zmm23, %zmm31
	vmovdqu64	5120(%rsp), %zmm1
	vpternlogq	$150, %zmm12, %zmm1, %zmm31
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm17, %zmm12
	vpsrlq	$32, %zmm12, %zmm2
	vpternlogq	$150, %zmm26, %zmm1, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm30, %zmm3
	vmovdqu64	%zmm3, 1744(%rsp)
	vpsrlq	$32, %zmm3, %zmm17
	vpternlogq	$150, 1616(%rsp), %zmm1, %zmm17
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm21, %zmm3
	vmovdqu64	%zmm3, 3408(%rsp)
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm7, %zmm1, %zmm6
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm27, %zmm21
	vpsrlq	$32, %zmm21, %zmm27
	vpternlogq	$150, 1264(%rsp), %zmm1, %zmm27
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm20, %zmm3
	vmovdqu64	%zmm3, 3344(%rsp)
	vpsrlq	$32, %zmm3, %zmm7
	vpternlogq	$150, 2656(%rsp), %zmm1, %zmm7
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm28, %zmm3
	vmovdqu64	%zmm3, 3856(%rsp)
	vpsrlq	$32, %zmm3, %zmm28
	vpternlogq	$150, %zmm10, %zmm1, %zmm28
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm18, %zmm3
	vmovdqu64	%zmm3, 1264(%rsp)
	vpsrlq	$32, %zmm3, %zmm10
	vpternlogq	$150, %zmm11, %zmm1, %zmm10
	vpmuludq	%zmm22, %zmm2, %zmm1
	vmovdqu64	%zmm1, 1616(%rsp)
	vpsrlq	$32, %zmm1, %zmm3
	vmovdqu64	480(%rsp), %zmm1
	vpternlogq	$150, %zmm16, %zmm1, %zmm3
	vpmuludq	%zmm22, %zmm31, %zmm30
	vpsrlq	$32, %zmm30, %zmm16
	vpternlogq	$150, %zmm25, %zmm1, %zmm16
	vpmuludq	%zmm22, %zmm6, %zmm31
	vpsrlq	$32, %zmm31, %zmm6
	vpternlogq	$150, %zmm29, %zmm1, %zmm6
	vpmuludq	%zmm22, %zmm17, %zmm20
	vpsrlq	$32, %zmm20, %zmm17
	vpternlogq	$150, %zmm0, %zmm1, %zmm17
	vpmuludq	%zmm22, %zmm7, %zmm0
	vmovdqu64	%zmm0, 3280(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vpternlogq	$150, 2192(%rsp), %zmm1, %zmm7
	vpmuludq	%zmm22, %zmm27, %zmm0
	vmovdqu64	%zmm0, 2384(%rsp)
	vpsrlq	$32, %zmm0, %zmm18
	vpternlogq	$150, 1680(%rsp), %zmm1, %zmm18
	vpmuludq	%zmm22, %zmm10, %zmm0
	vmovdqu64	%zmm0, 4432(%rsp)
	vpsrlq	$32, %zmm0, %zmm11
	vpternlogq	$150, 1552(%rsp), %zmm1, %zmm11
	vpmuludq	%zmm22, %zmm28, %zmm0
	vmovdqu64	%zmm0, 2656(%rsp)
	vpsrlq	$32, %zmm0, %zmm19
	vpternlogq	$150, 2528(%rsp), %zmm1, %zmm19
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm13, %zmm0
	vmovdqu64	%zmm0, 2192(%rsp)
	vpsrlq	$32, %zmm0, %zmm13
	vmovdqu64	5440(%rsp), %zmm26
	vpternlogq	$150, %zmm26, %zmm23, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm8, %zmm23
	vpsrlq	$32, %zmm23, %zmm0
	vpternlogq	$150, %zmm26, %zmm12, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm24, %zmm24
	vpsrlq	$32, %zmm24, %zmm8
	vpternlogq	$150, 1744(%rsp), %zmm26, %zmm8
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm9, %zmm1
	vmovdqu64	%zmm1, 1680(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 3408(%rsp), %zmm26, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm25
	vpsrlq	$32, %zmm25, %zmm15
	vpternlogq	$150, %zmm26, %zmm21, %zmm15
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm4, %zmm27
	vpsrlq	$32, %zmm27, %zmm21
	vpternlogq	$150, 3344(%rsp), %zmm26, %zmm21
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm14, %zmm28
	vpsrlq	$32, %zmm28, %zmm12
	vpternlogq	$150, 3856(%rsp), %zmm26, %zmm12
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm5, %zmm29
	vpsrlq	$32, %zmm29, %zmm2
	vpternlogq	$150, 1264(%rsp), %zmm26, %zmm2
	vpmuludq	%zmm22, %zmm0, %zmm0
	vmovdqu64	%zmm0, 2528(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vmovdqu64	2320(%rsp), %zmm0
	vpternlogq	$150, 1616(%rsp), %zmm0, %zmm10
	vpmuludq	%zmm22, %zmm13, %zmm4
	vmovdqu64	%zmm4, 3408(%rsp)
	vpsrlq	$32, %zmm4, %zmm9
	vpternlogq	$150, %zmm0, %zmm30, %zmm9
	vpmuludq	%zmm22, %zmm1, %zmm30
	vpsrlq	$32, %zmm30, %zmm5
	vpternlogq	$150, %zmm0, %zmm31, %zmm5
	vpmuludq	%zmm22, %zmm8, %zmm31
	vpsrlq	$32, %zmm31, %zmm13
	vpternlogq	$150, %zmm0, %zmm20, %zmm13
	vpmuludq	%zmm22, %zmm21, %zmm21
	vpsrlq	$32, %zmm21, %zmm14
	vpternlogq	$150, 3280(%rsp), %zmm0, %zmm14
	vpmuludq	%zmm22, %zmm15, %zmm8
	vpsrlq	$32, %zmm8, %zmm15
	vpternlogq	$150, 2384(%rsp), %zmm0, %zmm15
	vpmuludq	%zmm22, %zmm2, %zmm1
	vmovdqu64	%zmm1, 3344(%rsp)
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, 4432(%rsp), %zmm0, %zmm20
	vpmuludq	%zmm22, %zmm12, %zmm1
	vmovdqu64	%zmm1, 1616(%rsp)
	vpsrlq	$32, %zmm1, %zmm12
	vpternlogq	$150, 2656(%rsp), %zmm0, %zmm12
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm16, %zmm0
	vmovdqu64	%zmm0, 1264(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vmovdqu64	2592(%rsp), %zmm0
	vpternlogq	$150, 2192(%rsp), %zmm0, %zmm4
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm1
	vmovdqu64	%zmm1, 2656(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, %zmm23, %zmm0, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm17, %zmm1
	vmovdqu64	%zmm1, 1744(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm24, %zmm0, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm6, %zmm16
	vpsrlq	$32, %zmm16, %zmm3
	vpternlogq	$150, 1680(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm18, %zmm26
	vpsrlq	$32, %zmm26, %zmm24
	vpternlogq	$150, %zmm25, %zmm0, %zmm24
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm7, %zmm17
	vpsrlq	$32, %zmm17, %zmm6
	vpternlogq	$150, %zmm27, %zmm0, %zmm6
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm19, %zmm18
	vpsrlq	$32, %zmm18, %zmm27
	vpternlogq	$150, %zmm28, %zmm0, %zmm27
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm11, %zmm23
	vpsrlq	$32, %zmm23, %zmm7
	vpternlogq	$150, %zmm29, %zmm0, %zmm7
	vpmuludq	%zmm22, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vmovdqu64	2064(%rsp), %zmm11
	vpternlogq	$150, 2528(%rsp), %zmm11, %zmm2
	vpmuludq	%zmm22, %zmm4, %zmm0
	vpsrlq	$32, %zmm0, %zmm25
	vpternlogq	$150, 3408(%rsp), %zmm11, %zmm25
	vpmuludq	%zmm22, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm3
	vpternlogq	$150, %zmm30, %zmm11, %zmm3
	vmovdqu64	2128(%rsp), %zmm30
	vpmuludq	%zmm22, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm19
	vpternlogq	$150, %zmm31, %zmm11, %zmm19
	vpmuludq	%zmm22, %zmm6, %zmm0
	vpsrlq	$32, %zmm0, %zmm6
	vpternlogq	$150, %zmm21, %zmm11, %zmm6
	vpmuludq	%zmm22, %zmm24, %zmm0
	vpsrlq	$32, %zmm0, %zmm24
	vpternlogq	$150, %zmm8, %zmm11, %zmm24
	vpmuludq	%zmm22, %zmm7, %zmm0
	vpsrlq	$32, %zmm0, %zmm7
	vpternlogq	$150, 3344(%rsp), %zmm11, %zmm7
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm9, %zmm29
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm10, %zmm28
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm13, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm5, %zmm21
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm14, %zmm9
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm12, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm20, %zmm14
	vpmuludq	%zmm22, %zmm27, %zmm4
	vpsrlq	$32, %zmm4, %zmm12
	vpternlogq	$150, 1616(%rsp), %zmm11, %zmm12
	vpsrlq	$32, %zmm29, %zmm4
	vpternlogq	$150, 1264(%rsp), %zmm30, %zmm4
	vpsrlq	$32, %zmm28, %zmm5
	vpternlogq	$150, 2656(%rsp), %zmm30, %zmm5
	vpsrlq	$32, %zmm1, %zmm8
	vpternlogq	$150, 1744(%rsp), %zmm30, %zmm8
	vpsrlq	$32, %zmm21, %zmm15
	vpternlogq	$150, %zmm30, %zmm16, %zmm15
	vpsrlq	$32, %zmm13, %zmm11
	vpternlogq	$150, %zmm30, %zmm26, %zmm11
	vpsrlq	$32, %zmm9, %zmm16
	vpternlogq	$150, %zmm30, %zmm17, %zmm16
	vmovdqu64	672(%rsp), %zmm10
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm30, %zmm18, %zmm17
	vpsrlq	$32, %zmm14, %zmm18
	vpternlogq	$150, %zmm30, %zmm23, %zmm18
	vmovdqa64	%zmm10, %zmm23
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm5, %zmm4
	vpmovqd	%zmm15, %ymm5
	vpmovqd	%zmm8, %ymm8
	vinserti64x4	$1, %ymm8, %zmm5, %zmm5
	vpmovqd	%zmm16, %ymm8
	vpmovqd	%zmm11, %ymm10
	vinserti64x4	$1, %ymm10, %zmm8, %zmm8
	vpmovqd	%zmm18, %ymm10
	vpmovqd	%zmm17, %ymm11
	vinserti64x4	$1, %ymm11, %zmm10, %zmm10
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm25, %zmm11
	vpsrlq	$32, %zmm11, %zmm11
	vpternlogq	$150, %zmm29, %zmm23, %zmm11
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm28, %zmm23, %zmm2
	vpbroadcastq	.LCPI0_14(%rip), %zmm28
	vmovups	1008(%rsp), %zmm27
	vpmuludq	%zmm28, %zmm19, %zmm15
	vpsrlq	$32, %zmm15, %zmm15
	vpternlogq	$150, %zmm1, %zmm23, %zmm15
	vpmuludq	%zmm28, %zmm3, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm21, %zmm23, %zmm1
	vmovups	1808(%rsp), %zmm29
	vpmuludq	%zmm28, %zmm24, %zmm3
	vmovdqu64	736(%rsp), %zmm16
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm13, %zmm23, %zmm3
	vmovdqu64	608(%rsp), %zmm13
	vpmuludq	%zmm28, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm9, %zmm23, %zmm6
	vpmuludq	%zmm28, %zmm12, %zmm9
	vpsrlq	$32, %zmm9, %zmm9
	vpternlogq	$150, %zmm0, %zmm23, %zmm9
	vpmuludq	%zmm28, %zmm7, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm14, %zmm23, %zmm0
	vpmuludq	%zmm22, %zmm2, %zmm2
	vpmuludq	%zmm22, %zmm11, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm2, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm7, %ymm7
	vinserti64x4	$1, %ymm7, %zmm2, %zmm2
	vpmuludq	%zmm22, %zmm1, %zmm1
	vpmuludq	%zmm22, %zmm15, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm1, %zmm1
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm7, %ymm7
	vinserti64x4	$1, %ymm7, %zmm1, %zmm1
	vpmuludq	%zmm22, %zmm6, %zmm6
	vpmuludq	%zmm22, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm6, %zmm6
	vpmovqd	%zmm6, %ymm6
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm6, %zmm3
	vpmuludq	%zmm22, %zmm0, %zmm0
	vpmuludq	%zmm22, %zmm9, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm0, %zmm0
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm0, %zmm0
	vpbroadcastd	.LCPI0_16(%rip), %zmm6
	vpmulld	%zmm6, %zmm4, %zmm4
	vpternlogd	$150, %zmm4, %zmm16, %zmm2
	vpmulld	%zmm6, %zmm5, %zmm4
	vpternlogd	$150, %zmm4, %zmm16, %zmm1
	vpmulld	%zmm6, %zmm8, %zmm4
	vpternlogd	$150, %zmm4, %zmm16, %zmm3
	vpmulld	%zmm6, %zmm10, %zmm4
	vpternlogd	$150, %zmm4, %zmm16, %zmm0
	vmovdqu64	%zmm2, -192(%rax,%r12,4)
	vmovdqu64	80(%rsp), %zmm2
	vmovdqu64	%zmm1, -128(%rax,%r12,4)
	vmovdqu64	368(%rsp), %zmm1
	vmovdqu64	%zmm3, -64(%rax,%r12,4)
	vbroadcastsd	.LCPI0_11(%rip), %zmm3
	vmovdqu64	%zmm0, (%rax,%r12,4)
	addq	$64, %r12
	vpbroadcastq	.LCPI0_17(%rip), %zmm0
	vpaddq	%zmm0, %zmm2, %zmm2
	vpaddq	%zmm0, %zmm1, %zmm1
	cmpq	%r12, %rcx
	jne	.LBB0_37
	cmpq	%r8, %rdx
	vmovss	.LCPI0_0(%rip), %xmm27
	vmovaps	432(%rsp), %xmm8
	vmovdqu64	3536(%rsp), %zmm24
	vmovdqu64	5184(%rsp), %zmm25
	vmovdqu64	880(%rsp), %zmm30
	vpbroadcastd	.LCPI0_2(%rip), %zmm7
	vmovsd	.LCPI0_19(%rip), %xmm6
	vmovsd	.LCPI0_20(%rip), %xmm1
	vmovsd	.LCPI0_26(%rip), %xmm2
	vmovsd	.LCPI0_27(%rip), %xmm3
	vmovdqu64	2592(%rsp), %zmm21
	vmovdqu64	2064(%rsp), %zmm22
	vmovdqu64	3600(%rsp), %zmm29
	je	.LBB0_46
	movq	1136(%rsp), %rdx
	testb	$56, %dl
	je	.LBB0_68
	vmovdqa64	%zmm25, %zmm31
	vmovdqa64	%zmm24, %zmm25
	vmovdqa64	%zmm22, %zmm24
	vmovdqa64	%zmm21, %zmm22
	movq	4864(%rsp), %rcx
	movq	1488(%rsp), %rsi
	movq	-16(%rsp), %rdi
	vmovdqu64	2128(%rsp), %zmm12
	vmovdqu64	1808(%rsp), %zmm14
	vmovdqu64	736(%rsp), %zmm15
	vmovdqu64	3024(%rsp), %zmm16
	vmovdqu64	5120(%rsp), %zmm17
	vmovdqu64	5440(%rsp), %zmm18
	vmovdqu64	816(%rsp), %zmm19
	vmovdqu64	1952(%rsp), %zmm20
	vmovdqu64	480(%rsp), %zmm26
	movq	3792(%rsp), %r10
.LBB0_41:
	movq	%rdx, %rax
	andq	$-8, %rax
	leaq	(%rsi,%rax), %r15
	vpbroadcastq	%r10, %zmm0
	vpaddq	.LCPI0_10(%rip), %zmm0, %zmm0
	vpbroadcastq	.LCPI0_15(%rip), %zmm9
	vpbroadcastd	.LCPI0_16(%rip), %ymm10
	vpbroadcastq	.LCPI0_18(%rip), %zmm11
	vmovdqu64	2320(%rsp), %zmm21
	.p2align	4
.LBB0_42:
	vpmuludq	%zmm28, %zmm0, %zmm1
	vpxorq	%zmm1, %zmm13, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpmuludq	%zmm9, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpxorq	%zmm3, %zmm25, %zmm3
	vpxorq	%zmm1, %zmm14, %zmm1
	vpmuludq	%zmm28, %zmm3, %zmm3
	vpmuludq	%zmm9, %zmm1, %zmm1
	vpsrlq	$32, %zmm3, %zmm4
	vpxorq	%zmm4, %zmm31, %zmm4
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm30, %zmm2, %zmm5
	vpmuludq	%zmm28, %zmm5, %zmm2
	vpmuludq	%zmm9, %zmm4, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm1, %zmm19, %zmm6
	vpternlogq	$150, %zmm16, %zmm3, %zmm5
	vpmuludq	%zmm28, %zmm6, %zmm1
	vpmuludq	%zmm9, %zmm5, %zmm3
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm20, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm17, %zmm5
	vpmuludq	%zmm28, %zmm6, %zmm2
	vpmuludq	%zmm9, %zmm5, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm3, %zmm26, %zmm6
	vpternlogq	$150, %zmm18, %zmm1, %zmm5
	vpmuludq	%zmm28, %zmm6, %zmm1
	vpmuludq	%zmm9, %zmm5, %zmm3
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm21, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm22, %zmm5
	vpmuludq	%zmm28, %zmm6, %zmm2
	vpmuludq	%zmm9, %zmm5, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm3, %zmm24, %zmm4
	vpternlogq	$150, %zmm12, %zmm1, %zmm5
	vpmuludq	%zmm28, %zmm4, %zmm1
	vpmovqd	%zmm5, %ymm3
	vpsrlq	$32, %zmm1, %zmm1
	vpmulld	%ymm10, %ymm3, %ymm3
	vpternlogq	$150, %zmm2, %zmm23, %zmm1
	vpmuludq	%zmm9, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpmovqd	%zmm1, %ymm1
	vpternlogd	$150, %ymm15, %ymm3, %ymm1
	vmovdqu	%ymm1, (%rcx,%r8,4)
	addq	$8, %r8
	vpaddq	%zmm11, %zmm0, %zmm0
	cmpq	%r8, %rdi
	jne	.LBB0_42
	cmpq	%rax, %rdx
	movq	(%rsp), %rax
	movq	%r9, %rcx
	movq	4800(%rsp), %rbp
	movl	$3528531795, %esi
	movq	%r14, %rdx
	movq	%rax, %r14
	movq	-88(%rsp), %r10
	movq	-48(%rsp), %rdi
	movq	-8(%rsp), %r12
	movq	%r13, %r11
	vmovsd	.LCPI0_19(%rip), %xmm6
	vmovsd	.LCPI0_20(%rip), %xmm1
	vmovsd	.LCPI0_26(%rip), %xmm2
	vmovsd	.LCPI0_27(%rip), %xmm3
	vmovdqa64	%zmm22, %zmm21
	vmovdqa64	%zmm24, %zmm22
	vmovdqa64	%zmm25, %zmm24
	vmovdqa64	%zmm31, %zmm25
	je	.LBB0_46
.LBB0_44:
	movq	2256(%rsp), %rax
	addq	%r15, %rax
	movq	4864(%rsp), %r8
	leaq	(%r8,%rax,4), %rax
	.p2align	4
.LBB0_45:
	movq	%rax, 80(%rsp)
	movq	%r15, 368(%rsp)
	movl	368(%rsp), %r15d
	imulq	%rsi, %r15
	movq	%rdx, %r13
	xorq	%r15, %r13
	shrq	$32, %r13
	imulq	%rbx, %r13
	movq	%r13, %r9
	shrq	$32, %r9
	movl	%ecx, %eax
	xorl	%r9d, %eax
	xorl	%r10d, %r15d
	imulq	%rsi, %rax
	imulq	%rbx, %r15
	movq	%r15, %r9
	shrq	$32, %r9
	movq	%r12, %r8
	movq	%rdi, %r12
	movq	%rbp, %rdi
	movq	%r10, %rbp
	movq	%rcx, %r10
	movq	%rdx, %rcx
	movq	%r11, %rdx
	movq	%r14, %r11
	movq	5760(%rsp), %rbx
	movl	%ebx, %r14d
	xorl	%r9d, %r14d
	movq	%rax, %rbx
	shrq	$32, %rbx
	xorl	%r14d, %r13d
	movq	%r11, %r14
	movq	%rdx, %r11
	movq	%rcx, %rdx
	movq	%r10, %rcx
	movq	%rbp, %r10
	movq	%rdi, %rbp
	movq	%r12, %rdi
	movq	%r8, %r12
	movl	%ebp, %r9d
	xorl	%ebx, %r9d
	imulq	224(%rsp), %r9
	movq	%r9, %rbx
	shrq	$32, %rbx
	xorl	3472(%rsp), %r15d
	xorl	%ebx, %r15d
	imulq	%rsi, %r13
	movq	%r13, %rbx
	shrq	$32, %rbx
	xorl	%edi, %eax
	xorl	%ebx, %eax
	imulq	%rsi, %r15
	imulq	224(%rsp), %rax
	movq	%rax, %rbx
	shrq	$32, %rbx
	xorl	3920(%rsp), %r9d
	xorl	%ebx, %r9d
	movq	%r15, %rbx
	shrq	$32, %rbx
	xorl	%r12d, %r13d
	xorl	%ebx, %r13d
	imulq	%rsi, %r9
	imulq	224(%rsp), %r13
	movq	%r13, %rbx
	shrq	$32, %rbx
	xorl	4560(%rsp), %eax
	xorl	%ebx, %eax
	movq	%r9, %rbx
	shrq	$32, %rbx
	xorl	3152(%rsp), %r15d
	xorl	%ebx, %r15d
	imulq	%rsi, %rax
	imulq	224(%rsp), %r15
	movq	%r15, %rbx
	shrq	$32, %rbx
	xorl	4496(%rsp), %r13d
	xorl	%ebx, %r13d
	movq	%rax, %rbx
	shrq	$32, %rbx
	xorl	%r11d, %r9d
	xorl	%ebx, %r9d
	movq	224(%rsp), %rbx
	imulq	%rsi, %r13
	imulq	%rbx, %r9
	shrq	$32, %r9
	xorl	1072(%rsp), %r15d
	xorl	%r9d, %r15d
	movq	%r13, %r9
	shrq	$32, %r9
	xorl	%r14d, %eax
	xorl	%r9d, %eax
	movq	5568(%rsp), %r9
	imulq	%rsi, %r15
	shrq	$32, %r15
	xorl	%r9d, %r13d
	xorl	%r15d, %r13d
	movq	368(%rsp), %r15
	imull	$-845247145, %eax, %eax
	imulq	%rbx, %r13
	shrq	$32, %r13
	xorl	288(%rsp), %eax
	xorl	%r13d, %eax
	movq	80(%rsp), %r8
	movl	%eax, (%r8)
	movq	80(%rsp), %rax
	incq	%r15
	addq	$4, %rax
	cmpq	%r15, 544(%rsp)
	jne	.LBB0_45
.LBB0_46:
	movq	1488(%rsp), %rax
	cmpq	$8, 1136(%rsp)
	movq	-120(%rsp), %r9
	movq	160(%rsp), %r15
	movq	5632(%rsp), %r10
	vmovsd	.LCPI0_29(%rip), %xmm26
	vmovq	.LCPI0_30(%rip), %xmm9
	vmovsd	.LCPI0_31(%rip), %xmm10
	vmovsd	.LCPI0_32(%rip), %xmm11
	movabsq	$4604544269498187776, %rdx
	movabsq	$4503595332403200, %r11
	movabsq	$-9223372036854775808, %r12
	vmovsd	.LCPI0_33(%rip), %xmm12
	vmovsd	.LCPI0_34(%rip), %xmm14
	vmovsd	.LCPI0_35(%rip), %xmm15
	vmovsd	.LCPI0_36(%rip), %xmm16
	vmovddup	.LCPI0_28(%rip), %xmm17
	vmovapd	.LCPI0_41(%rip), %xmm18
	vmovapd	.LCPI0_42(%rip), %xmm19
	vbroadcastss	.LCPI0_38(%rip), %xmm20
	movq	5312(%rsp), %rcx
	movq	544(%rsp), %rdi
	jb	.LBB0_56
	movq	1136(%rsp), %rdx
	cmpq	$64, %rdx
	vmovdqu64	%zmm29, 3600(%rsp)
	jae	.LBB0_49
	xorl	%r12d, %r12d
	jmp	.LBB0_53
.LBB0_49:
	vmovaps	%xmm8, 432(%rsp)
	movq	%rdx, %r12
	andq	$-64, %r12
	xorl	%r8d, %r8d
	movq	-24(%rsp), %rax
	movq	-56(%rsp), %r11
	.p2align	4
.LBB0_50:
	vcvtudq2pd	-192(%rax,%r8,4), %zmm0
	vcvtudq2pd	-160(%rax,%r8,4), %zmm1
	vcvtudq2pd	-128(%rax,%r8,4), %zmm2
	vcvtudq2pd	-96(%rax,%r8,4), %zmm3
	vcvtudq2pd	-64(%rax,%r8,4), %zmm4
	vcvtudq2pd	-32(%rax,%r8,4), %zmm5
	vcvtudq2pd	(%rax,%r8,4), %zmm6
	vcvtudq2pd	32(%rax,%r8,4), %zmm7
	vbroadcastsd	.LCPI0_19(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm1
	vaddpd	%zmm8, %zmm0, %zmm0
	vaddpd	%zmm8, %zmm3, %zmm3
	vaddpd	%zmm8, %zmm2, %zmm2
	vaddpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm8, %zmm4, %zmm4
	vaddpd	%zmm8, %zmm7, %zmm7
	vaddpd	%zmm8, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_20(%rip), %zmm10
	vmulpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm10, %zmm2, %zmm2
	vmulpd	%zmm10, %zmm3, %zmm8
	vmulpd	%zmm10, %zmm4, %zmm9
	vmulpd	%zmm10, %zmm5, %zmm5
	vmulpd	%zmm10, %zmm6, %zmm6
	vmulpd	%zmm10, %zmm7, %zmm7
	vpsrlq	$32, %zmm1, %zmm3
	vpsrlq	$32, %zmm0, %zmm4
	vpsrlq	$32, %zmm8, %zmm10
	vpsrlq	$32, %zmm2, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm9, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm6, %zmm15
	vpbroadcastq	.LCPI0_21(%rip), %zmm20
	vpaddq	%zmm20, %zmm4, %zmm4
	vmovdqu64	%zmm4, 2192(%rsp)
	vpaddq	%zmm20, %zmm3, %zmm19
	vmovdqu64	%zmm19, 3856(%rsp)
	vpaddq	%zmm20, %zmm11, %zmm11
	vmovdqu64	%zmm11, 3344(%rsp)
	vpaddq	%zmm20, %zmm10, %zmm18
	vmovdqu64	%zmm18, 3408(%rsp)
	vpaddq	%zmm20, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1744(%rsp)
	vpaddq	%zmm20, %zmm12, %zmm17
	vmovdqu64	%zmm17, 2656(%rsp)
	vpaddq	%zmm20, %zmm15, %zmm15
	vmovdqu64	%zmm15, 2528(%rsp)
	vpaddq	%zmm20, %zmm14, %zmm16
	vmovdqu64	%zmm16, 1264(%rsp)
	vpsllq	$32, %zmm4, %zmm3
	vpsllq	$32, %zmm19, %zmm4
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm18, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm17, %zmm13
	vpsllq	$32, %zmm15, %zmm14
	vpsllq	$32, %zmm16, %zmm15
	vpbroadcastq	.LCPI0_23(%rip), %zmm30
	vpandq	%zmm30, %zmm4, %zmm16
	vpandq	%zmm30, %zmm3, %zmm17
	vpandq	%zmm30, %zmm11, %zmm11
	vpandq	%zmm30, %zmm10, %zmm10
	vpandq	%zmm30, %zmm13, %zmm4
	vpandq	%zmm30, %zmm12, %zmm3
	vpandq	%zmm30, %zmm15, %zmm21
	vpandq	%zmm30, %zmm14, %zmm19
	vpbroadcastq	.LCPI0_24(%rip), %zmm25
	vpternlogq	$248, %zmm25, %zmm0, %zmm17
	vpternlogq	$248, %zmm25, %zmm1, %zmm16
	vpternlogq	$248, %zmm25, %zmm2, %zmm10
	vpternlogq	$248, %zmm25, %zmm8, %zmm11
	vpternlogq	$248, %zmm25, %zmm9, %zmm3
	vpternlogq	$248, %zmm25, %zmm5, %zmm4
	vpternlogq	$248, %zmm25, %zmm6, %zmm19
	vpternlogq	$248, %zmm25, %zmm7, %zmm21
	vpbroadcastq	.LCPI0_25(%rip), %zmm24
	vpaddq	%zmm24, %zmm16, %zmm0
	vpaddq	%zmm24, %zmm17, %zmm1
	vpaddq	%zmm24, %zmm11, %zmm2
	vpaddq	%zmm24, %zmm10, %zmm5
	vbroadcastsd	.LCPI0_26(%rip), %zmm20
	vaddpd	%zmm20, %zmm1, %zmm1
	vaddpd	%zmm20, %zmm0, %zmm10
	vmovupd	%zmm10, 80(%rsp)
	vaddpd	%zmm20, %zmm5, %zmm9
	vmovupd	%zmm9, 368(%rsp)
	vaddpd	%zmm20, %zmm2, %zmm7
	vmovupd	%zmm7, 1552(%rsp)
	vbroadcastsd	.LCPI0_27(%rip), %zmm23
	vaddpd	%zmm23, %zmm10, %zmm0
	vmovapd	%zmm1, %zmm6
	vmovupd	%zmm1, 1616(%rsp)
	vaddpd	%zmm23, %zmm1, %zmm1
	vaddpd	%zmm23, %zmm9, %zmm2
	vdivpd	%zmm1, %zmm6, %zmm8
	vmovupd	%zmm8, 4432(%rsp)
	vdivpd	%zmm0, %zmm10, %zmm6
	vmovupd	%zmm6, 2384(%rsp)
	vdivpd	%zmm2, %zmm9, %zmm1
	vmovupd	%zmm1, 3280(%rsp)
	vaddpd	%zmm23, %zmm7, %zmm0
	vdivpd	%zmm0, %zmm7, %zmm0
	vmovupd	%zmm0, 1680(%rsp)
	vmulpd	%zmm6, %zmm6, %zmm6
	vmovupd	%zmm6, 4640(%rsp)
	vmulpd	%zmm8, %zmm8, %zmm5
	vmovupd	%zmm5, 4304(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm2
	vmovupd	%zmm2, 4368(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovupd	%zmm0, 3792(%rsp)
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm6, %zmm6, %zmm1
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm2, %zmm2, %zmm9
	vbroadcastsd	.LCPI0_28(%rip), %zmm15
	vmulpd	%zmm15, %zmm1, %zmm2
	vmulpd	%zmm15, %zmm8, %zmm5
	vmulpd	%zmm15, %zmm9, %zmm6
	vbroadcastsd	.LCPI0_29(%rip), %zmm11
	vaddpd	%zmm11, %zmm5, %zmm5
	vaddpd	%zmm11, %zmm2, %zmm2
	vaddpd	%zmm11, %zmm6, %zmm6
	vmulpd	%zmm2, %zmm1, %zmm2
	vmulpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm6, %zmm9, %zmm6
	vbroadcastsd	.LCPI0_30(%rip), %zmm10
	vaddpd	%zmm10, %zmm5, %zmm5
	vaddpd	%zmm10, %zmm2, %zmm2
	vaddpd	%zmm10, %zmm6, %zmm6
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 4112(%rsp)
	vmulpd	%zmm5, %zmm8, %zmm2
	vmovupd	%zmm2, 4176(%rsp)
	vmulpd	%zmm6, %zmm9, %zmm2
	vmovupd	%zmm2, 4240(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm6
	vmulpd	%zmm6, %zmm1, %zmm2
	vbroadcastsd	.LCPI0_32(%rip), %zmm7
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vbroadcastsd	.LCPI0_33(%rip), %zmm18
	vaddpd	%zmm18, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm12
	vmulpd	%zmm6, %zmm8, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm8, %zmm1
	vaddpd	%zmm18, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm8, %zmm14
	vmulpd	%zmm6, %zmm9, %zmm1
	vmovapd	%zmm6, %zmm8
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm1
	vaddpd	%zmm18, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm16
	vmulpd	%zmm15, %zmm0, %zmm1
	vmovapd	%zmm11, %zmm6
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vmovupd	%zmm1, 6016(%rsp)
	vmulpd	%zmm8, %zmm0, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm18, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm11
	vpaddq	%zmm24, %zmm4, %zmm0
	vmovapd	%zmm20, %zmm4
	vaddpd	%zmm20, %zmm0, %zmm30
	vaddpd	%zmm23, %zmm30, %zmm0
	vdivpd	%zmm0, %zmm30, %zmm0
	vmovupd	%zmm0, 4928(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm0
	vmulpd	%zmm15, %zmm0, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm10, %zmm2, %zmm2
	vmovapd	%zmm10, %zmm5
	vmulpd	%zmm2, %zmm0, %zmm27
	vmovapd	%zmm8, %zmm1
	vmulpd	%zmm8, %zmm0, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm18, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm9
	vpaddq	%zmm24, %zmm3, %zmm0
	vmovdqa64	%zmm24, %zmm8
	vaddpd	%zmm20, %zmm0, %zmm20
	vmovapd	%zmm23, %zmm2
	vaddpd	%zmm23, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm31
	vmulpd	%zmm31, %zmm31, %zmm10
	vmulpd	%zmm10, %zmm10, %zmm23
	vmulpd	%zmm15, %zmm23, %zmm29
	vaddpd	%zmm6, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm23, %zmm29
	vaddpd	%zmm5, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm23, %zmm22
	vmulpd	%zmm1, %zmm23, %zmm29
	vmovapd	%zmm7, %zmm0
	vaddpd	%zmm7, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm23, %zmm29
	vaddpd	%zmm18, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm23, %zmm17
	vpaddq	%zmm24, %zmm21, %zmm21
	vaddpd	%zmm4, %zmm21, %zmm21
	vmovapd	%zmm4, %zmm7
	vaddpd	%zmm2, %zmm21, %zmm23
	vmovapd	%zmm2, %zmm28
	vdivpd	%zmm23, %zmm21, %zmm23
	vmulpd	%zmm23, %zmm23, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm29
	vmulpd	%zmm15, %zmm29, %zmm26
	vaddpd	%zmm6, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm29, %zmm26
	vaddpd	%zmm5, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm29, %zmm26
	vmulpd	%zmm1, %zmm29, %zmm24
	vmovapd	%zmm1, %zmm25
	vaddpd	%zmm0, %zmm24, %zmm24
	vmovapd	%zmm0, %zmm4
	vmulpd	%zmm24, %zmm29, %zmm24
	vaddpd	%zmm18, %zmm24, %zmm24
	vmovapd	%zmm18, %zmm3
	vmulpd	%zmm24, %zmm29, %zmm24
	vpaddq	%zmm8, %zmm19, %zmm19
	vaddpd	%zmm7, %zmm19, %zmm19
	vaddpd	%zmm28, %zmm19, %zmm29
	vdivpd	%zmm29, %zmm19, %zmm29
	vmulpd	%zmm29, %zmm29, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm15, %zmm0, %zmm28
	vaddpd	%zmm6, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm0, %zmm28
	vaddpd	%zmm5, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm0, %zmm28
	vmulpd	%zmm25, %zmm0, %zmm18
	vaddpd	%zmm4, %zmm18, %zmm18
	vmulpd	%zmm18, %zmm0, %zmm18
	vaddpd	%zmm3, %zmm18, %zmm18
	vmulpd	%zmm18, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm15
	vaddpd	%zmm15, %zmm12, %zmm12
	vmulpd	4640(%rsp), %zmm12, %zmm12
	vaddpd	4112(%rsp), %zmm12, %zmm12
	vaddpd	%zmm15, %zmm14, %zmm14
	vmulpd	4304(%rsp), %zmm14, %zmm14
	vaddpd	4176(%rsp), %zmm14, %zmm14
	vaddpd	%zmm15, %zmm16, %zmm16
	vmulpd	4368(%rsp), %zmm16, %zmm16
	vaddpd	4240(%rsp), %zmm16, %zmm16
	vaddpd	%zmm15, %zmm11, %zmm11
	vmulpd	3792(%rsp), %zmm11, %zmm11
	vaddpd	6016(%rsp), %zmm11, %zmm11
	vaddpd	%zmm15, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm13, %zmm5
	vaddpd	%zmm5, %zmm27, %zmm5
	vaddpd	%zmm15, %zmm17, %zmm7
	vmulpd	%zmm7, %zmm10, %zmm3
	vaddpd	%zmm3, %zmm22, %zmm3
	vaddpd	%zmm15, %zmm24, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm26, %zmm7
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm28, %zmm8
	vmovupd	1616(%rsp), %zmm1
	vbroadcastsd	.LCPI0_19(%rip), %zmm2
	vmulpd	%zmm2, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm25
	vaddpd	%zmm14, %zmm25, %zmm1
	vmulpd	4432(%rsp), %zmm1, %zmm9
	vmovapd	%zmm2, %zmm0
	vmovupd	80(%rsp), %zmm2
	vmulpd	%zmm0, %zmm2, %zmm1
	vmulpd	%zmm1, %zmm2, %zmm4
	vaddpd	%zmm12, %zmm4, %zmm2
	vmulpd	2384(%rsp), %zmm2, %zmm10
	vmovupd	368(%rsp), %zmm1
	vmulpd	%zmm0, %zmm1, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm11
	vmulpd	3280(%rsp), %zmm11, %zmm11
	vmovupd	1552(%rsp), %zmm6
	vmulpd	%zmm0, %zmm6, %zmm12
	vmulpd	%zmm12, %zmm6, %zmm12
	vaddpd	%zmm16, %zmm12, %zmm13
	vmulpd	1680(%rsp), %zmm13, %zmm13
	vmulpd	%zmm0, %zmm20, %zmm14
	vmulpd	%zmm14, %zmm20, %zmm14
	vaddpd	%zmm3, %zmm14, %zmm3
	vmulpd	%zmm3, %zmm31, %zmm3
	vmulpd	%zmm0, %zmm30, %zmm16
	vmulpd	%zmm16, %zmm30, %zmm16
	vaddpd	%zmm5, %zmm16, %zmm5
	vmulpd	4928(%rsp), %zmm5, %zmm5
	vmulpd	%zmm0, %zmm19, %zmm17
	vmulpd	%zmm17, %zmm19, %zmm17
	vaddpd	%zmm8, %zmm17, %zmm8
	vmulpd	%zmm8, %zmm29, %zmm8
	vmulpd	%zmm0, %zmm21, %zmm18
	vmulpd	%zmm18, %zmm21, %zmm18
	vaddpd	%zmm7, %zmm18, %zmm7
	vmulpd	%zmm7, %zmm23, %zmm7
	vpsrlq	$20, 2192(%rsp), %zmm22
	vpbroadcastq	.LCPI0_22(%rip), %zmm0
	vpaddq	%zmm0, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vbroadcastsd	.LCPI0_35(%rip), %zmm15
	vmulpd	%zmm15, %zmm22, %zmm23
	vaddpd	%zmm9, %zmm23, %zmm9
	vpsrlq	$20, 3856(%rsp), %zmm23
	vpaddq	%zmm0, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm15, %zmm23, %zmm24
	vaddpd	%zmm10, %zmm24, %zmm10
	vpsrlq	$20, 3344(%rsp), %zmm24
	vpaddq	%zmm0, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm15, %zmm24, %zmm26
	vaddpd	%zmm11, %zmm26, %zmm11
	vpsrlq	$20, 3408(%rsp), %zmm26
	vpaddq	%zmm0, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm15, %zmm26, %zmm27
	vaddpd	%zmm13, %zmm27, %zmm13
	vpsrlq	$20, 1744(%rsp), %zmm27
	vpaddq	%zmm0, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm15, %zmm27, %zmm28
	vaddpd	%zmm3, %zmm28, %zmm3
	vpsrlq	$20, 2656(%rsp), %zmm28
	vpaddq	%zmm0, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm15, %zmm28, %zmm29
	vaddpd	%zmm5, %zmm29, %zmm5
	vpsrlq	$20, 2528(%rsp), %zmm29
	vpaddq	%zmm0, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm15, %zmm29, %zmm31
	vaddpd	%zmm8, %zmm31, %zmm8
	vpsrlq	$20, 1264(%rsp), %zmm31
	vpaddq	%zmm0, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm15, %zmm31, %zmm15
	vaddpd	%zmm7, %zmm15, %zmm7
	vsubpd	%zmm25, %zmm9, %zmm0
	vsubpd	%zmm4, %zmm10, %zmm1
	vsubpd	%zmm2, %zmm11, %zmm2
	vsubpd	%zmm12, %zmm13, %zmm9
	vsubpd	%zmm14, %zmm3, %zmm3
	vsubpd	%zmm16, %zmm5, %zmm5
	vsubpd	%zmm17, %zmm8, %zmm8
	vsubpd	%zmm18, %zmm7, %zmm7
	vaddpd	80(%rsp), %zmm1, %zmm1
	vaddpd	1616(%rsp), %zmm0, %zmm0
	vaddpd	%zmm9, %zmm6, %zmm9
	vaddpd	368(%rsp), %zmm2, %zmm2
	vaddpd	%zmm5, %zmm30, %zmm6
	vaddpd	%zmm3, %zmm20, %zmm3
	vaddpd	%zmm7, %zmm21, %zmm4
	vaddpd	%zmm8, %zmm19, %zmm8
	vbroadcastsd	.LCPI0_36(%rip), %zmm10
	vmulpd	%zmm10, %zmm23, %zmm5
	vaddpd	%zmm1, %zmm5, %zmm1
	vmulpd	%zmm10, %zmm22, %zmm5
	vaddpd	%zmm0, %zmm5, %zmm0
	vmulpd	%zmm10, %zmm26, %zmm5
	vaddpd	%zmm9, %zmm5, %zmm5
	vmulpd	%zmm10, %zmm24, %zmm7
	vaddpd	%zmm2, %zmm7, %zmm2
	vmulpd	%zmm10, %zmm28, %zmm7
	vaddpd	%zmm6, %zmm7, %zmm7
	vmulpd	%zmm10, %zmm27, %zmm6
	vaddpd	%zmm3, %zmm6, %zmm6
	vmulpd	%zmm10, %zmm31, %zmm3
	vaddpd	%zmm4, %zmm3, %zmm9
	vmulpd	%zmm10, %zmm29, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm8
	vbroadcastsd	.LCPI0_37(%rip), %zmm15
	vxorpd	%zmm15, %zmm1, %zmm3
	vxorpd	%zmm15, %zmm0, %zmm4
	vxorpd	%zmm15, %zmm5, %zmm10
	vxorpd	%zmm15, %zmm2, %zmm11
	vxorpd	%zmm15, %zmm7, %zmm12
	vxorpd	%zmm15, %zmm6, %zmm13
	vxorpd	%zmm15, %zmm9, %zmm14
	vxorpd	%zmm15, %zmm8, %zmm15
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm14, %zmm14
	vpbroadcastq	.LCPI0_21(%rip), %zmm16
	vpaddq	%zmm16, %zmm3, %zmm3
	vmovdqu64	%zmm3, 2192(%rsp)
	vpaddq	%zmm16, %zmm4, %zmm4
	vmovdqu64	%zmm4, 3856(%rsp)
	vpaddq	%zmm16, %zmm10, %zmm10
	vmovdqu64	%zmm10, 3344(%rsp)
	vpaddq	%zmm16, %zmm11, %zmm11
	vmovdqu64	%zmm11, 3408(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm12
	vmovdqu64	%zmm12, 1744(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqu64	%zmm13, 2656(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm14
	vmovdqu64	%zmm14, 2528(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm15
	vmovdqu64	%zmm15, 1264(%rsp)
	vpsllq	$32, %zmm3, %zmm3
	vpsllq	$32, %zmm4, %zmm4
	vpsllq	$32, %zmm10, %zmm10
	vpsllq	$32, %zmm11, %zmm11
	vpsllq	$32, %zmm12, %zmm12
	vpsllq	$32, %zmm13, %zmm13
	vpsllq	$32, %zmm14, %zmm14
	vpsllq	$32, %zmm15, %zmm15
	vpbroadcastq	.LCPI0_23(%rip), %zmm18
	vpandq	%zmm18, %zmm4, %zmm16
	vpandq	%zmm18, %zmm3, %zmm17
	vpandq	%zmm18, %zmm11, %zmm11
	vpandq	%zmm18, %zmm10, %zmm10
	vpandq	%zmm18, %zmm13, %zmm3
	vpandq	%zmm18, %zmm12, %zmm23
	vpandq	%zmm18, %zmm15, %zmm21
	vpandq	%zmm18, %zmm14, %zmm19
	vpbroadcastq	.LCPI0_24(%rip), %zmm4
	vpternlogq	$248, %zmm4, %zmm1, %zmm17
	vpternlogq	$248, %zmm4, %zmm0, %zmm16
	vpternlogq	$248, %zmm4, %zmm5, %zmm10
	vpternlogq	$248, %zmm4, %zmm2, %zmm11
	vpternlogq	$248, %zmm4, %zmm7, %zmm23
	vpternlogq	$248, %zmm4, %zmm6, %zmm3
	vpternlogq	$248, %zmm4, %zmm9, %zmm19
	vpternlogq	$248, %zmm4, %zmm8, %zmm21
	vpbroadcastq	.LCPI0_25(%rip), %zmm6
	vpaddq	%zmm6, %zmm16, %zmm0
	vpaddq	%zmm6, %zmm17, %zmm1
	vpaddq	%zmm6, %zmm11, %zmm2
	vpaddq	%zmm6, %zmm10, %zmm5
	vmovdqa64	%zmm6, %zmm10
	vbroadcastsd	.LCPI0_26(%rip), %zmm26
	vaddpd	%zmm26, %zmm1, %zmm8
	vaddpd	%zmm26, %zmm0, %zmm7
	vaddpd	%zmm26, %zmm5, %zmm6
	vaddpd	%zmm26, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_27(%rip), %zmm24
	vmovupd	%zmm7, 80(%rsp)
	vaddpd	%zmm24, %zmm7, %zmm0
	vmovupd	%zmm8, 1616(%rsp)
	vaddpd	%zmm24, %zmm8, %zmm1
	vmovupd	%zmm4, 1680(%rsp)
	vaddpd	%zmm24, %zmm4, %zmm2
	vmovupd	%zmm6, 368(%rsp)
	vaddpd	%zmm24, %zmm6, %zmm5
	vdivpd	%zmm1, %zmm8, %zmm9
	vmovupd	%zmm9, 4432(%rsp)
	vdivpd	%zmm0, %zmm7, %zmm7
	vmovupd	%zmm7, 2384(%rsp)
	vdivpd	%zmm5, %zmm6, %zmm1
	vmovupd	%zmm1, 3280(%rsp)
	vdivpd	%zmm2, %zmm4, %zmm0
	vmovupd	%zmm0, 1552(%rsp)
	vmulpd	%zmm7, %zmm7, %zmm5
	vmovupd	%zmm5, 4640(%rsp)
	vmulpd	%zmm9, %zmm9, %zmm4
	vmovupd	%zmm4, 4304(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm2
	vmovupd	%zmm2, 4368(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovupd	%zmm0, 3792(%rsp)
	vmulpd	%zmm4, %zmm4, %zmm8
	vmulpd	%zmm5, %zmm5, %zmm1
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm2, %zmm2, %zmm9
	vbroadcastsd	.LCPI0_28(%rip), %zmm15
	vmulpd	%zmm15, %zmm1, %zmm2
	vmulpd	%zmm15, %zmm8, %zmm5
	vmulpd	%zmm15, %zmm9, %zmm6
	vbroadcastsd	.LCPI0_29(%rip), %zmm30
	vaddpd	%zmm30, %zmm5, %zmm5
	vaddpd	%zmm30, %zmm2, %zmm2
	vaddpd	%zmm30, %zmm6, %zmm6
	vmulpd	%zmm2, %zmm1, %zmm2
	vmulpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm6, %zmm9, %zmm6
	vbroadcastsd	.LCPI0_30(%rip), %zmm16
	vaddpd	%zmm16, %zmm5, %zmm5
	vaddpd	%zmm16, %zmm2, %zmm2
	vaddpd	%zmm16, %zmm6, %zmm6
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 4112(%rsp)
	vmulpd	%zmm5, %zmm8, %zmm2
	vmovupd	%zmm2, 4176(%rsp)
	vmulpd	%zmm6, %zmm9, %zmm2
	vmovupd	%zmm2, 4240(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm5
	vmulpd	%zmm5, %zmm1, %zmm2
	vbroadcastsd	.LCPI0_32(%rip), %zmm7
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vbroadcastsd	.LCPI0_33(%rip), %zmm4
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm13
	vmulpd	%zmm5, %zmm8, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm8, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm8, %zmm17
	vmulpd	%zmm5, %zmm9, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm22
	vmulpd	%zmm15, %zmm0, %zmm1
	vaddpd	%zmm30, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm16, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm18
	vmulpd	%zmm5, %zmm0, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm12
	vmovdqa64	%zmm10, %zmm1
	vpaddq	%zmm10, %zmm3, %zmm0
	vaddpd	%zmm26, %zmm0, %zmm25
	vaddpd	%zmm24, %zmm25, %zmm0
	vdivpd	%zmm0, %zmm25, %zmm31
	vmulpd	%zmm31, %zmm31, %zmm8
	vmulpd	%zmm8, %zmm8, %zmm0
	vmulpd	%zmm15, %zmm0, %zmm2
	vaddpd	%zmm30, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm14
	vmulpd	%zmm5, %zmm0, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm10
	vpaddq	%zmm1, %zmm23, %zmm0
	vaddpd	%zmm26, %zmm0, %zmm20
	vaddpd	%zmm24, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm23
	vmulpd	%zmm23, %zmm23, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm2
	vmulpd	%zmm15, %zmm2, %zmm29
	vaddpd	%zmm30, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm2, %zmm29
	vaddpd	%zmm16, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm2, %zmm11
	vmulpd	%zmm5, %zmm2, %zmm29
	vaddpd	%zmm7, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm2, %zmm29
	vaddpd	%zmm4, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm2, %zmm9
	vpaddq	%zmm1, %zmm21, %zmm6
	vaddpd	%zmm26, %zmm6, %zmm21
	vaddpd	%zmm24, %zmm21, %zmm6
	vdivpd	%zmm6, %zmm21, %zmm6
	vmulpd	%zmm6, %zmm6, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm29
	vmulpd	%zmm15, %zmm29, %zmm28
	vaddpd	%zmm30, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm29, %zmm28
	vaddpd	%zmm16, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm29, %zmm28
	vmulpd	%zmm5, %zmm29, %zmm27
	vaddpd	%zmm7, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm29, %zmm27
	vaddpd	%zmm4, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm29, %zmm27
	vpaddq	%zmm1, %zmm19, %zmm19
	vaddpd	%zmm26, %zmm19, %zmm19
	vaddpd	%zmm24, %zmm19, %zmm29
	vdivpd	%zmm29, %zmm19, %zmm29
	vmulpd	%zmm29, %zmm29, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm15, %zmm0, %zmm26
	vaddpd	%zmm30, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm0, %zmm26
	vaddpd	%zmm16, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm0, %zmm26
	vmulpd	%zmm5, %zmm0, %zmm24
	vaddpd	%zmm7, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vaddpd	%zmm4, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm4
	vaddpd	%zmm4, %zmm13, %zmm13
	vmulpd	4640(%rsp), %zmm13, %zmm13
	vaddpd	4112(%rsp), %zmm13, %zmm13
	vaddpd	%zmm4, %zmm17, %zmm15
	vmulpd	4304(%rsp), %zmm15, %zmm15
	vaddpd	4176(%rsp), %zmm15, %zmm15
	vaddpd	%zmm4, %zmm22, %zmm17
	vmulpd	4368(%rsp), %zmm17, %zmm17
	vaddpd	4240(%rsp), %zmm17, %zmm17
	vaddpd	%zmm4, %zmm12, %zmm12
	vmulpd	3792(%rsp), %zmm12, %zmm12
	vaddpd	%zmm12, %zmm18, %zmm12
	vaddpd	%zmm4, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm8, %zmm5
	vaddpd	%zmm5, %zmm14, %zmm10
	vaddpd	%zmm4, %zmm9, %zmm5
	vmulpd	%zmm5, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm11, %zmm3
	vaddpd	%zmm4, %zmm27, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm28, %zmm2
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm26, %zmm8
	vbroadcastsd	.LCPI0_19(%rip), %zmm4
	vmovupd	1616(%rsp), %zmm1
	vmulpd	%zmm4, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm0
	vmulpd	4432(%rsp), %zmm0, %zmm9
	vmovupd	80(%rsp), %zmm5
	vmulpd	%zmm4, %zmm5, %zmm0
	vmulpd	%zmm0, %zmm5, %zmm0
	vaddpd	%zmm13, %zmm0, %zmm5
	vmulpd	2384(%rsp), %zmm5, %zmm11
	vmovupd	368(%rsp), %zmm7
	vmulpd	%zmm4, %zmm7, %zmm5
	vmulpd	%zmm5, %zmm7, %zmm5
	vaddpd	%zmm12, %zmm5, %zmm12
	vmulpd	3280(%rsp), %zmm12, %zmm12
	vmovupd	1680(%rsp), %zmm30
	vmulpd	%zmm4, %zmm30, %zmm13
	vmulpd	%zmm13, %zmm30, %zmm13
	vaddpd	%zmm17, %zmm13, %zmm14
	vmulpd	1552(%rsp), %zmm14, %zmm14
	vmulpd	%zmm4, %zmm20, %zmm15
	vmulpd	%zmm15, %zmm20, %zmm15
	vaddpd	%zmm3, %zmm15, %zmm3
	vmulpd	%zmm3, %zmm23, %zmm3
	vmulpd	%zmm4, %zmm25, %zmm17
	vmulpd	%zmm17, %zmm25, %zmm17
	vaddpd	%zmm10, %zmm17, %zmm10
	vmulpd	%zmm10, %zmm31, %zmm10
	vmulpd	%zmm4, %zmm19, %zmm18
	vmulpd	%zmm18, %zmm19, %zmm18
	vaddpd	%zmm8, %zmm18, %zmm8
	vmulpd	%zmm8, %zmm29, %zmm8
	vmulpd	%zmm4, %zmm21, %zmm22
	vmulpd	%zmm22, %zmm21, %zmm22
	vaddpd	%zmm2, %zmm22, %zmm2
	vmulpd	%zmm2, %zmm6, %zmm2
	vpsrlq	$20, 2192(%rsp), %zmm6
	vpbroadcastq	.LCPI0_22(%rip), %zmm7
	vpaddq	%zmm7, %zmm6, %zmm6
	vcvtqq2pd	%zmm6, %zmm6
	vbroadcastsd	.LCPI0_35(%rip), %zmm4
	vmulpd	%zmm4, %zmm6, %zmm23
	vaddpd	%zmm9, %zmm23, %zmm9
	vpsrlq	$20, 3856(%rsp), %zmm23
	vpaddq	%zmm7, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm4, %zmm23, %zmm24
	vaddpd	%zmm11, %zmm24, %zmm11
	vpsrlq	$20, 3344(%rsp), %zmm24
	vpaddq	%zmm7, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm4, %zmm24, %zmm26
	vaddpd	%zmm12, %zmm26, %zmm12
	vpsrlq	$20, 3408(%rsp), %zmm26
	vpaddq	%zmm7, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm4, %zmm26, %zmm27
	vaddpd	%zmm14, %zmm27, %zmm14
	vpsrlq	$20, 1744(%rsp), %zmm27
	vpaddq	%zmm7, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm4, %zmm27, %zmm28
	vaddpd	%zmm3, %zmm28, %zmm3
	vpsrlq	$20, 2656(%rsp), %zmm28
	vpaddq	%zmm7, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm4, %zmm28, %zmm29
	vaddpd	%zmm10, %zmm29, %zmm10
	vpsrlq	$20, 2528(%rsp), %zmm29
	vpaddq	%zmm7, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm4, %zmm29, %zmm31
	vaddpd	%zmm8, %zmm31, %zmm8
	vpsrlq	$20, 1264(%rsp), %zmm31
	vpaddq	%zmm7, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm4, %zmm31, %zmm16
	vaddpd	%zmm2, %zmm16, %zmm2
	vsubpd	%zmm1, %zmm9, %zmm1
	vsubpd	%zmm0, %zmm11, %zmm0
	vsubpd	%zmm5, %zmm12, %zmm5
	vsubpd	%zmm13, %zmm14, %zmm9
	vsubpd	%zmm15, %zmm3, %zmm3
	vsubpd	%zmm17, %zmm10, %zmm10
	vsubpd	%zmm18, %zmm8, %zmm8
	vsubpd	%zmm22, %zmm2, %zmm2
	vaddpd	80(%rsp), %zmm0, %zmm0
	vaddpd	1616(%rsp), %zmm1, %zmm1
	vaddpd	%zmm9, %zmm30, %zmm9
	vaddpd	368(%rsp), %zmm5, %zmm5
	vaddpd	%zmm10, %zmm25, %zmm7
	vaddpd	%zmm3, %zmm20, %zmm3
	vaddpd	%zmm2, %zmm21, %zmm2
	vaddpd	%zmm8, %zmm19, %zmm4
	vbroadcastsd	.LCPI0_36(%rip), %zmm10
	vmulpd	%zmm10, %zmm23, %zmm8
	vaddpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm10, %zmm6, %zmm6
	vaddpd	%zmm1, %zmm6, %zmm1
	vmulpd	%zmm10, %zmm26, %zmm6
	vaddpd	%zmm9, %zmm6, %zmm6
	vmulpd	%zmm10, %zmm24, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm10, %zmm28, %zmm8
	vpbroadcastd	.LCPI0_38(%rip), %zmm9
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm10, %zmm27, %zmm8
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm10, %zmm31, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm10, %zmm29, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm4
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vcvtpd2ps	%zmm6, %ymm1
	vcvtpd2ps	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm1, %zmm1
	vcvtpd2ps	%zmm7, %ymm5
	vcvtpd2ps	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm5, %zmm3
	vpxord	%zmm9, %zmm0, %zmm0
	vmovdqu64	%zmm0, -192(%rax,%r8,4)
	vpxord	%zmm9, %zmm1, %zmm0
	vmovdqu64	%zmm0, -128(%rax,%r8,4)
	vpxord	%zmm9, %zmm3, %zmm0
	vmovdqu64	%zmm0, -64(%rax,%r8,4)
	vcvtpd2ps	%zmm2, %ymm0
	vcvtpd2ps	%zmm4, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vpxord	%zmm9, %zmm0, %zmm0
	vmovdqu64	%zmm0, (%rax,%r8,4)
	addq	$64, %r8
	cmpq	%r8, %r11
	jne	.LBB0_50
	cmpq	%r12, %rdx
	vmovss	.LCPI0_0(%rip), %xmm27
	vmovaps	432(%rsp), %xmm8
	vmovdqu64	3536(%rsp), %zmm24
	vmovdqu64	5184(%rsp), %zmm25
	vmovdqu64	608(%rsp), %zmm13
	vmovdqu64	880(%rsp), %zmm30
	vmovdqu64	2592(%rsp), %zmm21
	vmovdqu64	2064(%rsp), %zmm22
	vmovdqu64	672(%rsp), %zmm23
	vpbroadcastd	.LCPI0_2(%rip), %zmm7
	vmovsd	.LCPI0_19(%rip), %xmm6
	vmovsd	.LCPI0_20(%rip), %xmm1
	vmovsd	.LCPI0_26(%rip), %xmm2
	vmovsd	.LCPI0_27(%rip), %xmm3
	vmovdqu64	3600(%rsp), %zmm29
	vpbroadcastq	.LCPI0_14(%rip), %zmm28
	je	.LBB0_58
	movq	1136(%rsp), %rdx
	testb	$56, %dl
	je	.LBB0_69
.LBB0_53:
	vbroadcastsd	.LCPI0_19(%rip), %zmm9
	vbroadcastsd	.LCPI0_20(%rip), %zmm10
	vbroadcastsd	.LCPI0_30(%rip), %zmm26
	movq	1488(%rsp), %rax
	movq	%rdx, %r8
	andq	$-8, %r8
	addq	%r8, %rax
	movq	4864(%rsp), %rdx
	vpbroadcastq	.LCPI0_21(%rip), %zmm11
	vpbroadcastq	.LCPI0_22(%rip), %zmm12
	vpbroadcastq	.LCPI0_23(%rip), %zmm14
	vpbroadcastq	.LCPI0_24(%rip), %zmm15
	vpbroadcastq	.LCPI0_25(%rip), %zmm16
	vbroadcastsd	.LCPI0_26(%rip), %zmm17
	vbroadcastsd	.LCPI0_27(%rip), %zmm18
	vbroadcastsd	.LCPI0_28(%rip), %zmm19
	vbroadcastsd	.LCPI0_29(%rip), %zmm20
	vbroadcastsd	.LCPI0_31(%rip), %zmm21
	vbroadcastsd	.LCPI0_32(%rip), %zmm22
	vbroadcastsd	.LCPI0_33(%rip), %zmm29
	vbroadcastsd	.LCPI0_34(%rip), %zmm24
	vbroadcastsd	.LCPI0_35(%rip), %zmm31
	vbroadcastsd	.LCPI0_36(%rip), %zmm28
	vpbroadcastq	.LCPI0_39(%rip), %zmm30
	vpbroadcastd	.LCPI0_38(%rip), %ymm25
	movq	-16(%rsp), %r11
	.p2align	4
.LBB0_54:
	vcvtudq2pd	(%rdx,%r12,4), %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpaddq	%zmm11, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm12, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm14, %zmm1, %zmm1
	vpternlogq	$248, %zmm15, %zmm0, %zmm1
	vpaddq	%zmm16, %zmm1, %zmm0
	vaddpd	%zmm17, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm18, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm19, %zmm5, %zmm6
	vaddpd	%zmm20, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm26, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm21, %zmm5, %zmm7
	vaddpd	%zmm22, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm29, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm24, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm31, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpxorq	%zmm30, %zmm1, %zmm1
	vpaddq	%zmm11, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm12, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm14, %zmm1, %zmm1
	vpternlogq	$248, %zmm15, %zmm0, %zmm1
	vpaddq	%zmm16, %zmm1, %zmm0
	vaddpd	%zmm17, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm18, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm19, %zmm5, %zmm6
	vaddpd	%zmm20, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm26, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm21, %zmm5, %zmm7
	vaddpd	%zmm22, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm29, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm24, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm31, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vpxord	%ymm25, %ymm0, %ymm0
	vmovdqu	%ymm0, (%rdx,%r12,4)
	addq	$8, %r12
	cmpq	%r12, %r11
	jne	.LBB0_54
	cmpq	%r8, 1136(%rsp)
	vpbroadcastd	.LCPI0_2(%rip), %zmm7
	vmovsd	.LCPI0_19(%rip), %xmm6
	vmovsd	.LCPI0_20(%rip), %xmm1
	vmovsd	.LCPI0_26(%rip), %xmm2
	vmovsd	.LCPI0_27(%rip), %xmm3
	vmovsd	.LCPI0_29(%rip), %xmm26
	vmovq	.LCPI0_30(%rip), %xmm9
	vmovsd	.LCPI0_31(%rip), %xmm10
	vmovsd	.LCPI0_32(%rip), %xmm11
	movabsq	$4604544269498187776, %rdx
	movabsq	$4503595332403200, %r11
	movabsq	$-9223372036854775808, %r12
	vmovsd	.LCPI0_33(%rip), %xmm12
	vmovsd	.LCPI0_34(%rip), %xmm14
	vmovsd	.LCPI0_35(%rip), %xmm15
	vmovsd	.LCPI0_36(%rip), %xmm16
	vmovddup	.LCPI0_28(%rip), %xmm17
	vmovapd	.LCPI0_41(%rip), %xmm18
	vmovapd	.LCPI0_42(%rip), %xmm19
	vbroadcastss	.LCPI0_38(%rip), %xmm20
	vmovdqu64	3600(%rsp), %zmm29
	vpbroadcastq	.LCPI0_14(%rip), %zmm28
	vmovdqu64	880(%rsp), %zmm30
	vmovdqu64	2592(%rsp), %zmm21
	vmovdqu64	2064(%rsp), %zmm22
	vmovdqu64	3536(%rsp), %zmm24
	vmovdqu64	5184(%rsp), %zmm25
	je	.LBB0_58
.LBB0_56:
	subq	%rax, %rdi
	addq	%r9, %rax
	movq	5376(%rsp), %r8
	leaq	(%r8,%rax,4), %rax
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_57:
	vpxord	%xmm31, %xmm31, %xmm31
	vcvtusi2sdl	(%rax,%r8,4), %xmm31, %xmm0
	vaddsd	%xmm6, %xmm0, %xmm0
	vmulsd	%xmm1, %xmm0, %xmm0
	vmovq	%xmm0, %r9
	movl	%r9d, %ebx
	shrq	$32, %r9
	addq	$614242, %r9
	movq	%r9, %r14
	shrq	$20, %r14
	addq	$-1023, %r14
	shlq	$32, %r9
	andq	%r11, %r9
	addq	%rdx, %r9
	orq	%r9, %rbx
	vmovq	%rbx, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm6, %xmm0, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm3, %xmm0, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	.LCPI0_28(%rip), %xmm4, %xmm5
	vaddsd	%xmm26, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm9, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vmulsd	%xmm4, %xmm10, %xmm6
	vaddsd	%xmm6, %xmm11, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm6
	vaddsd	%xmm6, %xmm12, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm4
	vmovsd	.LCPI0_19(%rip), %xmm6
	vaddsd	%xmm4, %xmm14, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vaddsd	%xmm3, %xmm5, %xmm3
	vcvtsi2sd	%r14, %xmm31, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm4, %xmm15, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm16, %xmm4, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vmovq	%xmm0, %r9
	xorq	%r12, %r9
	movl	%r9d, %ebx
	shrq	$32, %r9
	addq	$614242, %r9
	movq	%r9, %r14
	shrq	$20, %r14
	addq	$-1023, %r14
	shlq	$32, %r9
	andq	%r11, %r9
	addq	%rdx, %r9
	orq	%r9, %rbx
	vmovq	%rbx, %xmm0
	vaddsd	.LCPI0_26(%rip), %xmm0, %xmm0
	vmulsd	%xmm6, %xmm0, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	.LCPI0_27(%rip), %xmm0, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm10, %xmm5
	vaddsd	%xmm5, %xmm11, %xmm5
	vunpcklpd	%xmm5, %xmm17, %xmm5
	vmovddup	%xmm4, %xmm4
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm18, %xmm5, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm19, %xmm5, %xmm5
	vunpcklpd	%xmm3, %xmm4, %xmm3
	vmulpd	%xmm5, %xmm3, %xmm3
	vshufpd	$1, %xmm3, %xmm3, %xmm4
	vaddsd	%xmm4, %xmm3, %xmm3
	vcvtsi2sd	%r14, %xmm31, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm4, %xmm15, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vmovsd	.LCPI0_27(%rip), %xmm3
	vsubsd	%xmm1, %xmm2, %xmm1
	vmovsd	.LCPI0_26(%rip), %xmm2
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm16, %xmm4, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vmovsd	.LCPI0_20(%rip), %xmm1
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vxorps	%xmm20, %xmm0, %xmm0
	vmovss	%xmm0, (%rax,%r8,4)
	incq	%r8
	cmpq	%r8, %rdi
	jne	.LBB0_57
.LBB0_58:
	movq	3664(%rsp), %rax
	andq	$-32, %rax
	movq	%rax, %rdi
	movq	1488(%rsp), %r14
	leaq	(%rax,%r14), %r8
	cmpq	%r8, %r14
	jae	.LBB0_62
	xorl	%eax, %eax
	movq	1328(%rsp), %r12
	movq	32(%rsp), %r11
	movq	-24(%rsp), %rdx
	movq	48(%rsp), %rbp
	movq	2960(%rsp), %rbx
	vmovdqu64	2752(%rsp), %zmm9
	vmovups	3216(%rsp), %zmm10
	vmovdqu64	3728(%rsp), %zmm11
	vbroadcastss	.LCPI0_0(%rip), %zmm12
	vmovdqa64	.LCPI0_7(%rip), %zmm14
	vmovdqa64	.LCPI0_8(%rip), %zmm15
	vpxord	%xmm16, %xmm16, %xmm16
	vmovups	4048(%rsp), %zmm17
	vmovdqu64	5248(%rsp), %zmm18
	.p2align	4
.LBB0_60:
	leal	(%r14,%rax), %r9d
	vpbroadcastd	%r9d, %zmm0
	vmovups	-64(%rbx,%rax,4), %zmm1
	vmovups	(%rbx,%rax,4), %zmm2
	vmulps	%zmm1, %zmm17, %zmm3
	vmulps	%zmm2, %zmm17, %zmm4
	vcmpneq_oqps	%zmm7, %zmm1, %k1
	vcmpneq_oqps	%zmm7, %zmm2, %k2
	vmovaps	%zmm12, %zmm5 {%k1} {z}
	vmovaps	%zmm12, %zmm6 {%k2} {z}
	vcmpeqps	%zmm7, %zmm1, %k1
	vcmpeqps	%zmm7, %zmm2, %k2
	vmovaps	%zmm12, %zmm1 {%k1} {z}
	vmaxps	%zmm5, %zmm1, %zmm1
	vmovaps	%zmm12, %zmm2 {%k2} {z}
	vmaxps	%zmm6, %zmm2, %zmm2
	vcmpneqps	%zmm16, %zmm1, %k1
	vcmpneqps	%zmm16, %zmm2, %k2
	vmovaps	%zmm7, %zmm1
	vaddps	-192(%rdx,%rax,4), %zmm3, %zmm1 {%k1}
	vmovaps	%zmm7, %zmm2
	vaddps	-128(%rdx,%rax,4), %zmm4, %zmm2 {%k2}
	vpsubq	%zmm18, %zmm0, %zmm0
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm0, %zmm0
	vcmpltps	%zmm1, %zmm10, %k0
	vcmpltps	%zmm2, %zmm29, %k1
	vcmpordps	%zmm16, %zmm10, %k2
	vcmpordps	%zmm16, %zmm29, %k3
	vcmpunordps	%zmm16, %zmm1, %k2 {%k2}
	vcmpunordps	%zmm16, %zmm2, %k3 {%k3}
	korw	%k2, %k0, %k2
	korw	%k3, %k1, %k1
	vmovaps	%zmm1, %zmm10 {%k2}
	vmovaps	%zmm2, %zmm29 {%k1}
	vpaddd	%zmm14, %zmm0, %zmm9 {%k2}
	vpaddd	%zmm15, %zmm0, %zmm11 {%k1}
	leaq	(%r14,%rax), %r9
	addq	$32, %r9
	addq	$32, %rax
	cmpq	%r8, %r9
	jb	.LBB0_60
	cmpq	1888(%rsp), %r8
	movq	944(%rsp), %rbx
	jae	.LBB0_30
	jmp	.LBB0_63
	.p2align	4
.LBB0_62:
	movq	1328(%rsp), %r12
	movq	32(%rsp), %r11
	movq	48(%rsp), %rbp
	vmovdqu64	2752(%rsp), %zmm9
	vmovups	3216(%rsp), %zmm10
	vmovdqu64	3728(%rsp), %zmm11
	cmpq	1888(%rsp), %r8
	movq	944(%rsp), %rbx
	jae	.LBB0_30
.LBB0_63:
	movq	1136(%rsp), %rdx
	testb	$1, %dl
	vmovss	.LCPI0_2(%rip), %xmm5
	vmovsd	.LCPI0_19(%rip), %xmm6
	vmovss	.LCPI0_0(%rip), %xmm12
	vpxor	%xmm14, %xmm14, %xmm14
	je	.LBB0_65
	movq	-40(%rsp), %rax
	vmovss	(%rax,%r8,4), %xmm0
	vmulss	2448(%rsp), %xmm0, %xmm1
	vcmpneq_oqss	%xmm5, %xmm0, %k1
	vmovss	%xmm12, %xmm12, %xmm2 {%k1} {z}
	vcmpless	%xmm5, %xmm0, %k1
	vmovss	%xmm12, %xmm12, %xmm0 {%k1} {z}
	vmaxss	%xmm2, %xmm0, %xmm0
	movq	4864(%rsp), %rax
	vaddss	(%rax,%rdi,4), %xmm1, %xmm1
	vcmpneqss	%xmm14, %xmm0, %k1
	vmovaps	%xmm5, %xmm0
	vmovss	%xmm1, %xmm0, %xmm0 {%k1}
	movq	%r8, %rax
	subq	%r15, %rax
	vucomiss	%xmm8, %xmm0
	seta	%dl
	vcmpunordss	%xmm14, %xmm0, %k0
	vcmpordss	%xmm14, %xmm8, %k1
	kandw	%k0, %k1, %k0
	kmovd	%k0, %r9d
	orb	%dl, %r9b
	movq	1136(%rsp), %rdx
	andb	$1, %r9b
	kmovd	%r9d, %k1
	vmovss	%xmm0, %xmm8, %xmm8 {%k1}
	cmovneq	%rax, %r10
	incq	%r8
.LBB0_65:
	andq	$-32, %rdx
	movq	-32(%rsp), %rax
	subq	4992(%rsp), %rax
	addq	%rax, %rcx
	cmpq	%rdx, %rcx
	movq	1888(%rsp), %rcx
	je	.LBB0_31
	movq	2256(%rsp), %rax
	addq	%r8, %rax
	movq	4864(%rsp), %rdx
	leaq	(%rdx,%rax,4), %rax
	.p2align	4
.LBB0_67:
	vmovss	-4(%rbx,%r8,4), %xmm0
	vmovss	(%rbx,%r8,4), %xmm1
	vmovaps	2448(%rsp), %xmm4
	vmulss	%xmm0, %xmm4, %xmm2
	vcmpneq_oqss	%xmm5, %xmm0, %k1
	vmovss	%xmm12, %xmm12, %xmm3 {%k1} {z}
	vcmpless	%xmm5, %xmm0, %k1
	vmovss	%xmm12, %xmm12, %xmm0 {%k1} {z}
	vmaxss	%xmm3, %xmm0, %xmm0
	vaddss	(%rax), %xmm2, %xmm2
	vcmpneqss	%xmm14, %xmm0, %k1
	vmovaps	%xmm5, %xmm0
	vmovss	%xmm2, %xmm0, %xmm0 {%k1}
	leaq	(%r11,%r8), %rdx
	vucomiss	%xmm8, %xmm0
	seta	%r9b
	vcmpunordss	%xmm14, %xmm0, %k0
	vcmpordss	%xmm14, %xmm8, %k1
	kandw	%k0, %k1, %k0
	kmovd	%k0, %ebx
	orb	%r9b, %bl
	andb	$1, %bl
	kmovd	%ebx, %k1
	vmovss	%xmm0, %xmm8, %xmm8 {%k1}
	cmoveq	%r10, %rdx
	vmulss	%xmm1, %xmm4, %xmm0
	vcmpneq_oqss	%xmm5, %xmm1, %k1
	vmovss	%xmm12, %xmm12, %xmm2 {%k1} {z}
	vcmpless	%xmm5, %xmm1, %k1
	vmovss	%xmm12, %xmm12, %xmm1 {%k1} {z}
	vmaxss	%xmm2, %xmm1, %xmm1
	vaddss	4(%rax), %xmm0, %xmm0
	vcmpneqss	%xmm14, %xmm1, %k1
	vmovaps	%xmm5, %xmm1
	vmovss	%xmm0, %xmm1, %xmm1 {%k1}
	leaq	(%r8,%rbp), %r10
	vucomiss	%xmm8, %xmm1
	seta	%r9b
	vcmpordss	%xmm14, %xmm8, %k0
	vcmpunordss	%xmm14, %xmm1, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %ebx
	orb	%r9b, %bl
	andb	$1, %bl
	kmovd	%ebx, %k1
	movq	944(%rsp), %rbx
	vmovss	%xmm1, %xmm8, %xmm8 {%k1}
	cmoveq	%rdx, %r10
	addq	$2, %r8
	addq	$8, %rax
	cmpq	%rcx, %r8
	jb	.LBB0_67
	jmp	.LBB0_31
.LBB0_68:
	addq	1488(%rsp), %r8
	movq	%r8, %r15
	movq	(%rsp), %rax
	movq	%r9, %rcx
	movq	4800(%rsp), %rbp
	movl	$3528531795, %esi
	movq	%r14, %rdx
	movq	%rax, %r14
	movq	-88(%rsp), %r10
	movq	-48(%rsp), %rdi
	movq	-8(%rsp), %r12
	movq	%r13, %r11
	jmp	.LBB0_44
.LBB0_69:
	addq	1488(%rsp), %r12
	movq	%r12, %rax
	vmovsd	.LCPI0_29(%rip), %xmm26
	vmovq	.LCPI0_30(%rip), %xmm9
	vmovsd	.LCPI0_31(%rip), %xmm10
	vmovsd	.LCPI0_32(%rip), %xmm11
	movabsq	$4604544269498187776, %rdx
	movabsq	$4503595332403200, %r11
	movabsq	$-9223372036854775808, %r12
	vmovsd	.LCPI0_33(%rip), %xmm12
	vmovsd	.LCPI0_34(%rip), %xmm14
	vmovsd	.LCPI0_35(%rip), %xmm15
	vmovsd	.LCPI0_36(%rip), %xmm16
	vmovddup	.LCPI0_28(%rip), %xmm17
	vmovapd	.LCPI0_41(%rip), %xmm18
	vmovapd	.LCPI0_42(%rip), %xmm19
	vbroadcastss	.LCPI0_38(%rip), %xmm20
	jmp	.LBB0_56
.LBB0_70:
	vmovss	.LCPI0_1(%rip), %xmm2
	vmovss	.LCPI0_2(%rip), %xmm4
	vmovaps	%xmm4, %xmm1
	vmovaps	%xmm4, %xmm5
	vxorps	%xmm3, %xmm3, %xmm3
	vxorps	%xmm6, %xmm6, %xmm6
	jmp	.LBB0_123
.LBB0_71:
	movq	%r9, %rdx
	andq	$-4, %rdx
	leaq	(,%r8,4), %rcx
	leaq	(%rcx,%rcx,2), %rsi
	leaq	4(%r11), %rdi
	movq	%r8, %r10
	shlq	$4, %r10
	vmovss	.LCPI0_2(%rip), %xmm1
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_72:
	vmovss	(%rdi), %xmm2
	vcmpunordss	%xmm2, %xmm2, %k1
	vmovaps	%xmm1, %xmm3
	vmovss	%xmm2, %xmm3, %xmm3 {%k1}
	vcmpordss	%xmm1, %xmm1, %k1
	vcmpltss	%xmm2, %xmm1, %k2
	vmovss	%xmm3, %xmm1, %xmm1 {%k1}
	vmovss	%xmm2, %xmm1, %xmm1 {%k2}
	vmovss	(%rdi,%r8,4), %xmm2
	vcmpordss	%xmm1, %xmm1, %k1
	vcmpunordss	%xmm2, %xmm2, %k2
	vmovaps	%xmm1, %xmm3
	vcmpltss	%xmm2, %xmm1, %k3
	vmovss	%xmm2, %xmm1, %xmm1 {%k2}
	vmovss	%xmm1, %xmm3, %xmm3 {%k1}
	vmovss	(%rdi,%r8,8), %xmm1
	vmovss	%xmm2, %xmm3, %xmm3 {%k3}
	vcmpordss	%xmm3, %xmm3, %k1
	vcmpunordss	%xmm1, %xmm1, %k2
	vmovaps	%xmm3, %xmm2
	vcmpltss	%xmm1, %xmm3, %k3
	vmovss	%xmm1, %xmm3, %xmm3 {%k2}
	vmovss	%xmm3, %xmm2, %xmm2 {%k1}
	vmovss	%xmm1, %xmm2, %xmm2 {%k3}
	vmovss	(%rdi,%rsi), %xmm3
	vcmpordss	%xmm2, %xmm2, %k1
	vcmpunordss	%xmm3, %xmm3, %k2
	vmovaps	%xmm2, %xmm1
	vcmpltss	%xmm3, %xmm2, %k3
	vmovss	%xmm3, %xmm2, %xmm2 {%k2}
	vmovss	%xmm2, %xmm1, %xmm1 {%k1}
	vmovss	%xmm3, %xmm1, %xmm1 {%k3}
	addq	$4, %rcx
	addq	%r10, %rdi
	cmpq	%rcx, %rdx
	jne	.LBB0_72
	testq	%rax, %rax
	je	.LBB0_76
.LBB0_74:
	imulq	%r8, %rcx
	leaq	(%r11,%rcx,4), %rcx
	addq	$4, %rcx
	leaq	(,%r8,4), %rdx
	.p2align	4
.LBB0_75:
	vmovss	(%rcx), %xmm2
	vcmpunordss	%xmm2, %xmm2, %k1
	vmovaps	%xmm1, %xmm3
	vmovss	%xmm2, %xmm3, %xmm3 {%k1}
	vcmpordss	%xmm1, %xmm1, %k1
	vcmpltss	%xmm2, %xmm1, %k2
	vmovss	%xmm3, %xmm1, %xmm1 {%k1}
	vmovss	%xmm2, %xmm1, %xmm1 {%k2}
	addq	%rdx, %rcx
	decq	%rax
	jne	.LBB0_75
.LBB0_76:
	movl	%r9d, %eax
	andl	$3, %eax
	cmpq	$4, %r9
	jae	.LBB0_78
	vmovss	.LCPI0_2(%rip), %xmm3
	xorl	%ecx, %ecx
	jmp	.LBB0_81
.LBB0_78:
	movq	%r9, %rdx
	andq	$-4, %rdx
	leaq	(,%r8,4), %rcx
	leaq	(%rcx,%rcx,2), %rsi
	leaq	12(%r11), %rdi
	movq	%r8, %r10
	shlq	$4, %r10
	vmovss	.LCPI0_2(%rip), %xmm3
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_79:
	vmovss	(%rdi), %xmm2
	vcmpunordss	%xmm2, %xmm2, %k1
	vmovaps	%xmm3, %xmm4
	vmovss	%xmm2, %xmm4, %xmm4 {%k1}
	vcmpordss	%xmm3, %xmm3, %k1
	vcmpltss	%xmm2, %xmm3, %k2
	vmovss	%xmm4, %xmm3, %xmm3 {%k1}
	vmovss	%xmm2, %xmm3, %xmm3 {%k2}
	vmovss	(%rdi,%r8,4), %xmm2
	vcmpordss	%xmm3, %xmm3, %k1
	vcmpunordss	%xmm2, %xmm2, %k2
	vmovaps	%xmm3, %xmm4
	vcmpltss	%xmm2, %xmm3, %k3
	vmovss	%xmm2, %xmm3, %xmm3 {%k2}
	vmovss	%xmm3, %xmm4, %xmm4 {%k1}
	vmovss	(%rdi,%r8,8), %xmm3
	vmovss	%xmm2, %xmm4, %xmm4 {%k3}
	vcmpordss	%xmm4, %xmm4, %k1
	vcmpunordss	%xmm3, %xmm3, %k2
	vmovaps	%xmm4, %xmm2
	vcmpltss	%xmm3, %xmm4, %k3
	vmovss	%xmm3, %xmm4, %xmm4 {%k2}
	vmovss	%xmm4, %xmm2, %xmm2 {%k1}
	vmovss	%xmm3, %xmm2, %xmm2 {%k3}
	vmovss	(%rdi,%rsi), %xmm4
	vcmpordss	%xmm2, %xmm2, %k1
	vcmpunordss	%xmm4, %xmm4, %k2
	vmovaps	%xmm2, %xmm3
	vcmpltss	%xmm4, %xmm2, %k3
	vmovss	%xmm4, %xmm2, %xmm2 {%k2}
	vmovss	%xmm2, %xmm3, %xmm3 {%k1}
	vmovss	%xmm4, %xmm3, %xmm3 {%k3}
	addq	$4, %rcx
	addq	%r10, %rdi
	cmpq	%rcx, %rdx
	jne	.LBB0_79
	testq	%rax, %rax
	je	.LBB0_83
.LBB0_81:
	imulq	%r8, %rcx
	leaq	(%r11,%rcx,4), %rcx
	addq	$12, %rcx
	leaq	(,%r8,4), %rdx
	.p2align	4
.LBB0_82:
	vmovss	(%rcx), %xmm2
	vcmpunordss	%xmm2, %xmm2, %k1
	vmovaps	%xmm3, %xmm4
	vmovss	%xmm2, %xmm4, %xmm4 {%k1}
	vcmpordss	%xmm3, %xmm3, %k1
	vcmpltss	%xmm2, %xmm3, %k2
	vmovss	%xmm4, %xmm3, %xmm3 {%k1}
	vmovss	%xmm2, %xmm3, %xmm3 {%k2}
	addq	%rdx, %rcx
	decq	%rax
	jne	.LBB0_82
.LBB0_83:
	movl	%r9d, %eax
	andl	$3, %eax
	cmpq	$4, %r9
	jae	.LBB0_85
	vmovss	.LCPI0_2(%rip), %xmm2
	xorl	%ecx, %ecx
	jmp	.LBB0_88
.LBB0_85:
	movq	%r9, %rdx
	andq	$-4, %rdx
	leaq	(,%r8,4), %rcx
	leaq	(%rcx,%rcx,2), %rsi
	leaq	20(%r11), %rdi
	movq	%r8, %r10
	shlq	$4, %r10
	vmovss	.LCPI0_2(%rip), %xmm2
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_86:
	vmovss	(%rdi), %xmm4
	vcmpunordss	%xmm4, %xmm4, %k1
	vmovaps	%xmm2, %xmm5
	vmovss	%xmm4, %xmm5, %xmm5 {%k1}
	vcmpordss	%xmm2, %xmm2, %k1
	vcmpltss	%xmm4, %xmm2, %k2
	vmovss	%xmm5, %xmm2, %xmm2 {%k1}
	vmovss	%xmm4, %xmm2, %xmm2 {%k2}
	vmovss	(%rdi,%r8,4), %xmm4
	vcmpordss	%xmm2, %xmm2, %k1
	vcmpunordss	%xmm4, %xmm4, %k2
	vmovaps	%xmm2, %xmm5
	vcmpltss	%xmm4, %xmm2, %k3
	vmovss	%xmm4, %xmm2, %xmm2 {%k2}
	vmovss	%xmm2, %xmm5, %xmm5 {%k1}
	vmovss	(%rdi,%r8,8), %xmm2
	vmovss	%xmm4, %xmm5, %xmm5 {%k3}
	vcmpordss	%xmm5, %xmm5, %k1
	vcmpunordss	%xmm2, %xmm2, %k2
	vmovaps	%xmm5, %xmm4
	vcmpltss	%xmm2, %xmm5, %k3
	vmovss	%xmm2, %xmm5, %xmm5 {%k2}
	vmovss	%xmm5, %xmm4, %xmm4 {%k1}
	vmovss	%xmm2, %xmm4, %xmm4 {%k3}
	vmovss	(%rdi,%rsi), %xmm5
	vcmpordss	%xmm4, %xmm4, %k1
	vcmpunordss	%xmm5, %xmm5, %k2
	vmovaps	%xmm4, %xmm2
	vcmpltss	%xmm5, %xmm4, %k3
	vmovss	%xmm5, %xmm4, %xmm4 {%k2}
	vmovss	%xmm4, %xmm2, %xmm2 {%k1}
	vmovss	%xmm5, %xmm2, %xmm2 {%k3}
	addq	$4, %rcx
	addq	%r10, %rdi
	cmpq	%rcx, %rdx
	jne	.LBB0_86
	testq	%rax, %rax
	je	.LBB0_90
.LBB0_88:
	imulq	%r8, %rcx
	leaq	(%r11,%rcx,4), %rcx
	addq	$20, %rcx
	leaq	(,%r8,4), %rdx
	.p2align	4
.LBB0_89:
	vmovss	(%rcx), %xmm4
	vcmpunordss	%xmm4, %xmm4, %k1
	vmovaps	%xmm2, %xmm5
	vmovss	%xmm4, %xmm5, %xmm5 {%k1}
	vcmpordss	%xmm2, %xmm2, %k1
	vcmpltss	%xmm4, %xmm2, %k2
	vmovss	%xmm5, %xmm2, %xmm2 {%k1}
	vmovss	%xmm4, %xmm2, %xmm2 {%k2}
	addq	%rdx, %rcx
	decq	%rax
	jne	.LBB0_89
.LBB0_90:
	movl	%ebx, -104(%rsp)
	vmovss	.LCPI0_2(%rip), %xmm4
	vcmpless	%xmm4, %xmm2, %k1
	vmovss	.LCPI0_1(%rip), %xmm2 {%k1} {z}
	movl	%r9d, %eax
	andl	$3, %eax
	cmpq	$4, %r9
	jae	.LBB0_92
	movq	%r11, %r13
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_95
.LBB0_92:
	movb	%bpl, 3984(%rsp)
	movq	%r12, 72(%rsp)
	movq	%r15, %r12
	movq	%r9, %rsi
	andq	$-4, %rsi
	movq	%r11, %r13
	leaq	32(%r11), %rdi
	movq	%r8, %r10
	shlq	$4, %r10
	leaq	(,%r8,4), %r11
	vmovss	.LCPI0_2(%rip), %xmm4
	xorl	%edx, %edx
	vxorps	%xmm5, %xmm5, %xmm5
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_93:
	movl	(%rdi), %r14d
	vmovss	-4(%rdi), %xmm6
	vucomiss	%xmm4, %xmm6
	seta	%bl
	vcmpordss	%xmm5, %xmm4, %k0
	vcmpunordss	%xmm5, %xmm6, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %ebp
	orb	%bl, %bpl
	andb	$1, %bpl
	kmovd	%ebp, %k1
	vmovss	%xmm6, %xmm4, %xmm4 {%k1}
	cmoveq	%rcx, %r14
	leaq	(%rdi,%r11), %rbx
	movl	(%rdi,%r8,4), %ecx
	vmovss	-4(%rdi,%r8,4), %xmm6
	vucomiss	%xmm4, %xmm6
	seta	%bpl
	vcmpordss	%xmm5, %xmm4, %k0
	vcmpunordss	%xmm5, %xmm6, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %r15d
	orb	%bpl, %r15b
	andb	$1, %r15b
	kmovd	%r15d, %k1
	vmovss	%xmm6, %xmm4, %xmm4 {%k1}
	cmoveq	%r14, %rcx
	addq	%r11, %rbx
	vmovss	-4(%rdi,%r8,8), %xmm6
	vucomiss	%xmm4, %xmm6
	seta	%bpl
	movl	(%rdi,%r8,8), %r14d
	vcmpordss	%xmm5, %xmm4, %k0
	vcmpunordss	%xmm5, %xmm6, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %r15d
	orb	%bpl, %r15b
	andb	$1, %r15b
	kmovd	%r15d, %k1
	vmovss	%xmm6, %xmm4, %xmm4 {%k1}
	cmoveq	%rcx, %r14
	movl	(%rbx,%r8,4), %ecx
	vmovss	-4(%rbx,%r8,4), %xmm6
	vucomiss	%xmm4, %xmm6
	seta	%bl
	vcmpordss	%xmm5, %xmm4, %k0
	vcmpunordss	%xmm5, %xmm6, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %ebp
	orb	%bl, %bpl
	andb	$1, %bpl
	kmovd	%ebp, %k1
	vmovss	%xmm6, %xmm4, %xmm4 {%k1}
	cmoveq	%r14, %rcx
	addq	$4, %rdx
	addq	%r10, %rdi
	cmpq	%rdx, %rsi
	jne	.LBB0_93
	testq	%rax, %rax
	movq	%r12, %r15
	movq	72(%rsp), %r12
	movzbl	3984(%rsp), %ebp
	je	.LBB0_97
.LBB0_95:
	imulq	%r8, %rdx
	leaq	32(,%rdx,4), %rdx
	addq	%r13, %rdx
	leaq	(,%r8,4), %rsi
	vxorps	%xmm5, %xmm5, %xmm5
	movq	%rax, %rdi
	.p2align	4
.LBB0_96:
	movl	(%rdx), %r10d
	vmovss	-4(%rdx), %xmm6
	vucomiss	%xmm4, %xmm6
	seta	%r11b
	vcmpordss	%xmm5, %xmm4, %k0
	vcmpunordss	%xmm5, %xmm6, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %ebx
	orb	%r11b, %bl
	andb	$1, %bl
	kmovd	%ebx, %k1
	vmovss	%xmm6, %xmm4, %xmm4 {%k1}
	cmovneq	%r10, %rcx
	addq	%rsi, %rdx
	decq	%rdi
	jne	.LBB0_96
.LBB0_97:
	cmpq	$4, %r9
	jae	.LBB0_99
	vmovss	.LCPI0_2(%rip), %xmm4
	xorl	%edx, %edx
	movl	-104(%rsp), %ebx
	movq	%r13, %rdi
	jmp	.LBB0_102
.LBB0_99:
	movq	%r9, %rsi
	andq	$-4, %rsi
	leaq	(,%r8,4), %rdx
	leaq	(%rdx,%rdx,2), %rdi
	leaq	36(%r13), %r10
	movq	%r8, %r11
	shlq	$4, %r11
	vmovss	.LCPI0_2(%rip), %xmm4
	xorl	%edx, %edx
	movl	-104(%rsp), %ebx
	.p2align	4
.LBB0_100:
	vmovss	(%r10), %xmm5
	vcmpunordss	%xmm5, %xmm5, %k1
	vmovaps	%xmm4, %xmm6
	vmovss	%xmm5, %xmm6, %xmm6 {%k1}
	vcmpordss	%xmm4, %xmm4, %k1
	vcmpltss	%xmm5, %xmm4, %k2
	vmovss	%xmm6, %xmm4, %xmm4 {%k1}
	vmovss	%xmm5, %xmm4, %xmm4 {%k2}
	vmovss	(%r10,%r8,4), %xmm5
	vcmpordss	%xmm4, %xmm4, %k1
	vcmpunordss	%xmm5, %xmm5, %k2
	vmovaps	%xmm4, %xmm6
	vcmpltss	%xmm5, %xmm4, %k3
	vmovss	%xmm5, %xmm4, %xmm4 {%k2}
	vmovss	%xmm4, %xmm6, %xmm6 {%k1}
	vmovss	(%r10,%r8,8), %xmm4
	vmovss	%xmm5, %xmm6, %xmm6 {%k3}
	vcmpordss	%xmm6, %xmm6, %k1
	vcmpunordss	%xmm4, %xmm4, %k2
	vmovaps	%xmm6, %xmm5
	vcmpltss	%xmm4, %xmm6, %k3
	vmovss	%xmm4, %xmm6, %xmm6 {%k2}
	vmovss	%xmm6, %xmm5, %xmm5 {%k1}
	vmovss	%xmm4, %xmm5, %xmm5 {%k3}
	vmovss	(%r10,%rdi), %xmm6
	vcmpordss	%xmm5, %xmm5, %k1
	vcmpunordss	%xmm6, %xmm6, %k2
	vmovaps	%xmm5, %xmm4
	vcmpltss	%xmm6, %xmm5, %k3
	vmovss	%xmm6, %xmm5, %xmm5 {%k2}
	vmovss	%xmm5, %xmm4, %xmm4 {%k1}
	vmovss	%xmm6, %xmm4, %xmm4 {%k3}
	addq	$4, %rdx
	addq	%r11, %r10
	cmpq	%rdx, %rsi
	jne	.LBB0_100
	testb	$3, %r9b
	movq	%r13, %rdi
	je	.LBB0_104
.LBB0_102:
	imulq	%r8, %rdx
	leaq	(%rdi,%rdx,4), %rdx
	addq	$36, %rdx
	leaq	(,%r8,4), %rsi
	.p2align	4
.LBB0_103:
	vmovss	(%rdx), %xmm5
	vcmpunordss	%xmm5, %xmm5, %k1
	vmovaps	%xmm4, %xmm6
	vmovss	%xmm5, %xmm6, %xmm6 {%k1}
	vcmpordss	%xmm4, %xmm4, %k1
	vcmpltss	%xmm5, %xmm4, %k2
	vmovss	%xmm6, %xmm4, %xmm4 {%k1}
	vmovss	%xmm5, %xmm4, %xmm4 {%k2}
	addq	%rsi, %rdx
	decq	%rax
	jne	.LBB0_103
.LBB0_104:
	vaddss	%xmm3, %xmm3, %xmm5
	vcvtsi2ss	%rcx, %xmm15, %xmm3
	cmpl	$0, -76(%rsp)
	setne	%al
	vmulss	.LCPI0_3(%rip), %xmm4, %xmm4
	vucomiss	%xmm31, %xmm27
	seta	%cl
	orb	%al, %cl
	jne	.LBB0_107
	movl	%r9d, %eax
	andl	$3, %eax
	cmpq	$4, %r9
	jae	.LBB0_117
	vmovss	.LCPI0_2(%rip), %xmm6
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	jmp	.LBB0_120
.LBB0_107:
	vxorps	%xmm6, %xmm6, %xmm6
	jmp	.LBB0_123
.LBB0_108:
	vbroadcastss	.LCPI0_2(%rip), %zmm10
	vpxor	%xmm9, %xmm9, %xmm9
	vmovss	.LCPI0_2(%rip), %xmm8
	xorl	%r10d, %r10d
	vxorps	%xmm11, %xmm11, %xmm11
	vmovaps	%zmm10, %zmm29
.LBB0_109:
	cmpq	$31, 808(%rsp)
	movq	1392(%rsp), %r11
	jbe	.LBB0_111
	vpxor	%xmm0, %xmm0, %xmm0
	vcmpunordps	%zmm0, %zmm29, %k0
	vcmpordps	%zmm0, %zmm10, %k1
	vpcmpltud	%zmm9, %zmm11, %k2
	vcmpltps	%zmm29, %zmm10, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%zmm10, %zmm29, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandw	%k0, %k1, %k1
	kandnw	%k2, %k0, %k0
	korw	%k0, %k1, %k1
	vmovaps	%zmm29, %zmm10 {%k1}
	vmovdqa32	%zmm11, %zmm9 {%k1}
	vextractf64x4	$1, %zmm10, %ymm0
	vextracti64x4	$1, %zmm9, %ymm1
	vxorpd	%xmm2, %xmm2, %xmm2
	vcmpunordps	%ymm2, %ymm0, %k0
	vcmpordps	%ymm2, %ymm10, %k1
	vpcmpltud	%ymm9, %ymm1, %k2
	vcmpltps	%ymm0, %ymm10, %k3
	korb	%k2, %k1, %k1
	vcmpeqps	%ymm10, %ymm0, %k2 {%k2}
	korb	%k2, %k3, %k2
	kandnb	%k2, %k0, %k2
	kandb	%k0, %k1, %k0
	korb	%k2, %k0, %k1
	vblendmps	%ymm0, %ymm10, %ymm0 {%k1}
	vpblendmd	%ymm1, %ymm9, %ymm2 {%k1}
	vextractf128	$1, %ymm0, %xmm1
	vextracti128	$1, %ymm2, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	vcmpunordps	%xmm4, %xmm1, %k0
	vcmpordps	%xmm4, %xmm0, %k1
	vpcmpltud	%xmm2, %xmm3, %k2
	vcmpltps	%xmm1, %xmm0, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%xmm0, %xmm1, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k1
	vblendmps	%xmm1, %xmm0, %xmm1 {%k1}
	vpblendmd	%xmm3, %xmm2, %xmm0 {%k1}
	vshufpd	$1, %xmm1, %xmm1, %xmm2
	vpshufd	$238, %xmm0, %xmm3
	vcmpunordps	%xmm4, %xmm2, %k0
	vcmpordps	%xmm4, %xmm1, %k1
	vpcmpltud	%xmm0, %xmm3, %k2
	vcmpltps	%xmm2, %xmm1, %k3
	vcmpeqps	%xmm1, %xmm2, %k4
	korw	%k2, %k1, %k1
	kandw	%k2, %k4, %k2
	korw	%k2, %k3, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k1
	vmovaps	%xmm2, %xmm1 {%k1}
	vmovdqa32	%xmm3, %xmm0 {%k1}
	vmovd	%xmm0, %eax
	vpextrd	$1, %xmm0, %ecx
	vmovshdup	%xmm1, %xmm0
	vucomiss	%xmm0, %xmm0
	setp	%dl
	kmovd	%edx, %k0
	vucomiss	%xmm1, %xmm1
	setnp	%dl
	cmpl	%eax, %ecx
	setb	%sil
	vucomiss	%xmm1, %xmm0
	seta	%dil
	setnp	%r8b
	sete	%r9b
	andb	%r8b, %r9b
	orb	%sil, %dl
	kmovd	%edx, %k1
	andb	%sil, %r9b
	orb	%dil, %r9b
	kmovd	%r9d, %k2
	kandnw	%k2, %k0, %k2
	kandw	%k0, %k1, %k0
	korw	%k2, %k0, %k0
	kmovd	%k0, %edx
	andb	$1, %dl
	kmovd	%edx, %k1
	vmovss	%xmm0, %xmm1, %xmm1 {%k1}
	cmovnel	%ecx, %eax
	vucomiss	%xmm1, %xmm1
	setnp	%cl
	cmpq	%rax, %r10
	setb	%dl
	vucomiss	%xmm1, %xmm8
	seta	%sil
	setnp	%dil
	sete	%r8b
	andb	%dil, %r8b
	orb	%dl, %cl
	andb	%dl, %r8b
	orb	%sil, %r8b
	vucomiss	%xmm8, %xmm8
	movzbl	%cl, %ecx
	movzbl	%r8b, %edx
	cmovpl	%ecx, %edx
	testb	%dl, %dl
	kmovd	%edx, %k1
	vmovss	%xmm8, %xmm1, %xmm1 {%k1}
	cmoveq	%rax, %r10
	vmovaps	%xmm1, %xmm8
.LBB0_111:
	movq	144(%rsp), %r15
	movq	72(%rsp), %r12
	movl	-104(%rsp), %ebx
	movzbl	3984(%rsp), %ebp
	movq	5824(%rsp), %rdx
	addl	160(%rsp), %r10d
	vmovss	%xmm8, 44(%r11,%rdx,4)
	movl	%r10d, 48(%r11,%rdx,4)
.LBB0_112:
	movl	$1, (%r11,%rdx,4)
.LBB0_113:
	cmpl	$1, %ebx
	sete	%al
	testb	%bpl, %al
	je	.LBB0_115
	movl	$2, (%r11,%rdx,4)
	movb	$1, %al
	jmp	.LBB0_116
.LBB0_115:
	xorl	%eax, %eax
.LBB0_116:
	movq	-112(%rsp), %r8
	jmp	.LBB0_124
.LBB0_117:
	movb	%bpl, 3984(%rsp)
	andq	$-4, %r9
	movq	%rdi, %r13
	leaq	48(%rdi), %rsi
	movq	%r8, %rdi
	shlq	$4, %rdi
	leaq	(,%r8,4), %r10
	vmovss	.LCPI0_2(%rip), %xmm6
	xorl	%ecx, %ecx
	vxorps	%xmm7, %xmm7, %xmm7
	xorl	%edx, %edx
	.p2align	4
.LBB0_118:
	movl	(%rsi), %ebx
	vmovss	-4(%rsi), %xmm8
	vucomiss	%xmm6, %xmm8
	seta	%r11b
	vcmpordss	%xmm7, %xmm6, %k0
	vcmpunordss	%xmm7, %xmm8, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %ebp
	orb	%r11b, %bpl
	andb	$1, %bpl
	kmovd	%ebp, %k1
	vmovss	%xmm8, %xmm6, %xmm6 {%k1}
	cmoveq	%rdx, %rbx
	leaq	(%rsi,%r10), %r11
	movl	(%rsi,%r8,4), %edx
	vmovss	-4(%rsi,%r8,4), %xmm8
	vucomiss	%xmm6, %xmm8
	seta	%bpl
	vcmpordss	%xmm7, %xmm6, %k0
	vcmpunordss	%xmm7, %xmm8, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %r14d
	orb	%bpl, %r14b
	andb	$1, %r14b
	kmovd	%r14d, %k1
	vmovss	%xmm8, %xmm6, %xmm6 {%k1}
	cmoveq	%rbx, %rdx
	addq	%r10, %r11
	vmovss	-4(%rsi,%r8,8), %xmm8
	vucomiss	%xmm6, %xmm8
	seta	%bpl
	movl	(%rsi,%r8,8), %ebx
	vcmpordss	%xmm7, %xmm6, %k0
	vcmpunordss	%xmm7, %xmm8, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %r14d
	orb	%bpl, %r14b
	andb	$1, %r14b
	kmovd	%r14d, %k1
	vmovss	%xmm8, %xmm6, %xmm6 {%k1}
	cmoveq	%rdx, %rbx
	movl	(%r11,%r8,4), %edx
	vmovss	-4(%r11,%r8,4), %xmm8
	vucomiss	%xmm6, %xmm8
	seta	%r11b
	vcmpordss	%xmm7, %xmm6, %k0
	vcmpunordss	%xmm7, %xmm8, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %ebp
	orb	%r11b, %bpl
	andb	$1, %bpl
	kmovd	%ebp, %k1
	vmovss	%xmm8, %xmm6, %xmm6 {%k1}
	cmoveq	%rbx, %rdx
	addq	$4, %rcx
	addq	%rdi, %rsi
	cmpq	%rcx, %r9
	jne	.LBB0_118
	testq	%rax, %rax
	movl	-104(%rsp), %ebx
	movzbl	3984(%rsp), %ebp
	movq	%r13, %rdi
	je	.LBB0_122
.LBB0_120:
	imulq	%r8, %rcx
	leaq	(%rdi,%rcx,4), %rcx
	addq	$48, %rcx
	shlq	$2, %r8
	vxorps	%xmm7, %xmm7, %xmm7
	.p2align	4
.LBB0_121:
	movl	(%rcx), %esi
	vmovss	-4(%rcx), %xmm8
	vucomiss	%xmm6, %xmm8
	seta	%dil
	vcmpordss	%xmm7, %xmm6, %k0
	vcmpunordss	%xmm7, %xmm8, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %r9d
	orb	%dil, %r9b
	andb	$1, %r9b
	kmovd	%r9d, %k1
	vmovss	%xmm8, %xmm6, %xmm6 {%k1}
	cmovneq	%rsi, %rdx
	addq	%r8, %rcx
	decq	%rax
	jne	.LBB0_121
.LBB0_122:
	vcvtsi2ss	%rdx, %xmm15, %xmm6
.LBB0_123:
	vaddss	%xmm5, %xmm1, %xmm1
	vaddss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm4, %xmm1, %xmm1
	cmpl	$0, -76(%rsp)
	sete	%al
	vcmpltss	.LCPI0_0(%rip), %xmm31, %k1
	vmovss	%xmm0, %xmm6, %xmm6 {%k1}
	kmovd	%eax, %k1
	vmovss	%xmm6, %xmm3, %xmm3 {%k1}
	vcmpneqss	%xmm0, %xmm1, %k1
	vmovss	.LCPI0_4(%rip), %xmm3 {%k1}
	vcvttss2si	%xmm3, %rax
	movq	-112(%rsp), %rdx
	movq	2040(%rsp), %rcx
	movq	%rax, (%rcx,%rdx,8)
	vcvttss2usi	%xmm1, %eax
	movq	2048(%rsp), %rcx
	movq	%rdx, %r8
	orl	%eax, (%rcx,%rdx,4)
	xorl	%eax, %eax
.LBB0_124:
	testl	%ebx, %ebx
	setne	%cl
	testq	%r12, %r12
	setne	%dl
	xorb	$1, %al
	orb	%dl, %al
	testb	%al, %cl
	jne	.LBB0_1130
	cmpq	$127, -120(%rsp)
	seta	%al
	orb	%al, %bpl
	cmpb	$1, %bpl
	jne	.LBB0_1005
	cmpq	%r8, 24(%rsp)
	jbe	.LBB0_1130
	movq	%r8, %rbp
	cmpl	$0, -76(%rsp)
	sete	160(%rsp)
	vpxord	%xmm26, %xmm26, %xmm26
	vcvtusi2ss	%r15, %xmm26, %xmm0
	vmovaps	%xmm0, 4624(%rsp)
	movl	$3528531795, %edi
	lzcntq	360(%rsp), %rax
	movl	$64, %r11d
	subq	%rax, %r11
	movq	%rax, %rsi
	negq	%rsi
	movl	$65, %ecx
	subl	%eax, %ecx
	shrl	%ecx
	movq	%rcx, 808(%rsp)
	movl	$63, %r9d
	movq	%rax, 4776(%rsp)
	subq	%rax, %r9
	movq	%r9, 4784(%rsp)
	movq	3088(%rsp), %r10
	movl	%r10d, %eax
	movq	%rax, 80(%rsp)
	movq	%r10, %rbx
	shrq	$32, %rbx
	movq	-64(%rsp), %r8
	movl	%r8d, %r14d
	leaq	-78811644(%rdi), %rcx
	movq	%rcx, -56(%rsp)
	imulq	%rcx, %r14
	movq	%r14, %rax
	shrq	$32, %rax
	xorq	%r10, %rax
	movq	%rax, -40(%rsp)
	xorq	%r10, %r8
	leaq	(%r10,%rdi), %r9
	addq	$-874096026, %r9
	leaq	1013904242(%r10), %r13
	movq	%r13, 3920(%rsp)
	leaq	139808216(%r10,%rdi), %rcx
	leaq	2027808484(%r10), %rdx
	leaq	387276957(%r10), %r12
	leaq	(%r10,%rdi), %rax
	addq	$-486819069, %rax
	movq	%rax, 1616(%rsp)
	addq	$1401181199, %r10
	leaq	(%rbx,%rdi), %rax
	addq	$-384397518, %rax
	movq	%rax, 3408(%rsp)
	leaq	1993301258(%rbx), %rax
	movq	%rax, 3344(%rsp)
	leaq	842468239(%rbx), %rax
	movq	%rax, 3152(%rsp)
	leaq	458070721(%rbx,%rdi), %rax
	movq	%rax, 5568(%rsp)
	leaq	-692762298(%rbx,%rdi), %rax
	movq	%rax, 5760(%rsp)
	leaq	1684936478(%rbx), %rax
	movq	%rax, 3472(%rsp)
	leaq	(%rbx,%rdi), %rax
	addq	$149705941, %rax
	movq	%rax, 224(%rsp)
	addq	$534103459, %rbx
	vmovss	-72(%rsp), %xmm3
	vucomiss	%xmm3, %xmm27
	setbe	%al
	movq	$-1, %rdi
	shlxq	%rsi, %rdi, %r15
	movq	%r14, %rsi
	movq	%rcx, %r14
	andb	160(%rsp), %al
	movb	%al, -90(%rsp)
	cmpq	$1, %r11
	movq	%r11, 4792(%rsp)
	movq	%r11, %rax
	movq	%rdx, %r11
	adcq	$0, %rax
	movq	%rax, 4768(%rsp)
	leaq	(,%rbp,4), %rdx
	movl	$4, %eax
	subq	%rdx, %rax
	vmovq	%rsi, %xmm0
	vmovq	%r9, %xmm1
	xorq	%r9, %rsi
	movl	%esi, %ecx
	vpbroadcastq	%rcx, %zmm2
	vmovdqu64	%zmm2, 3984(%rsp)
	notq	%r15
	movq	80(%rsp), %rcx
	leal	-1879881855(%rcx), %r9d
	movq	-120(%rsp), %rdx
	vcvtusi2ss	%edx, %xmm15, %xmm2
	vmovss	%xmm2, 2060(%rsp)
	imulq	%rdx, %rax
	movq	1200(%rsp), %rdi
	addq	%rdi, %rax
	movq	456(%rsp), %rcx
	subq	%rcx, %rax
	movq	%rax, 4752(%rsp)
	leaq	(,%rdx,4), %rax
	movq	%rax, 4744(%rsp)
	negq	%rax
	movq	%rax, 4736(%rsp)
	movq	%rbp, %rax
	imulq	%rdx, %rax
	leaq	(%rcx,%rax,4), %rax
	movq	%rdi, %rcx
	movq	%rax, -88(%rsp)
	subq	%rax, %rcx
	movq	%rcx, 4728(%rsp)
	vbroadcastss	2448(%rsp), %zmm14
	movq	%rdx, %rax
	andq	$-64, %rax
	movq	%rax, 1472(%rsp)
	movq	%rdx, %rax
	andq	$-8, %rax
	movq	%rax, 2024(%rsp)
	movq	%r15, 3856(%rsp)
	vpbroadcastq	%r15, %zmm2
	vmovdqu64	%zmm2, 6080(%rsp)
	movq	%rdx, %rax
	andq	$-16, %rax
	movq	%rax, 2944(%rsp)
	movq	%rdx, %rax
	andq	$-4, %rax
	movq	%rax, 4712(%rsp)
	movq	%r8, -64(%rsp)
	vpbroadcastq	%r8, %zmm2
	vmovdqu64	%zmm2, 4432(%rsp)
	vpxor	%xmm1, %xmm0, %xmm0
	vpbroadcastq	%r13, %zmm19
	movq	3344(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqu64	%zmm1, 5440(%rsp)
	vpbroadcastq	%r14, %zmm1
	vmovdqu64	%zmm1, 4640(%rsp)
	movq	3152(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqu64	%zmm1, 4176(%rsp)
	vpbroadcastq	%r11, %zmm1
	vmovdqu64	%zmm1, 4304(%rsp)
	movq	5568(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqu64	%zmm1, 4112(%rsp)
	vpbroadcastq	%r12, %zmm1
	vmovdqu64	%zmm1, 4928(%rsp)
	movq	5760(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqu64	%zmm1, 3792(%rsp)
	movq	1616(%rsp), %rax
	vpbroadcastq	%rax, %zmm5
	movq	3472(%rsp), %rax
	vpbroadcastq	%rax, %zmm25
	movq	%r10, 3088(%rsp)
	vpbroadcastq	%r10, %zmm1
	vmovdqu64	%zmm1, 4368(%rsp)
	movq	224(%rsp), %r10
	vpbroadcastq	%rbx, %zmm1
	vmovdqu64	%zmm1, 3280(%rsp)
	vpbroadcastq	%r10, %zmm17
	movl	%r9d, -32(%rsp)
	vpbroadcastd	%r9d, %zmm31
	vpbroadcastq	%xmm0, %zmm0
	vmovdqu64	%zmm0, 6016(%rsp)
	movq	-40(%rsp), %rax
	vpbroadcastd	%eax, %zmm6
	vmovss	.LCPI0_5(%rip), %xmm29
	vmovd	.LCPI0_2(%rip), %xmm11
	movq	3408(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 5120(%rsp)
	vpxor	%xmm9, %xmm9, %xmm9
	vcmpltss	.LCPI0_0(%rip), %xmm3, %k1
	leaq	(%rdi,%rdx,4), %rax
	movq	%rax, 544(%rsp)
	leaq	192(%rdi,%rdx,4), %rax
	movq	%rax, 464(%rsp)
	leaq	192(%rdi), %rax
	movq	%rax, 448(%rsp)
	leaq	12(%rdi), %rax
	movq	%rax, 4720(%rsp)
	movl	$1, %r9d
	movabsq	$4611686018427387899, %rdi
	xorl	%ecx, %ecx
	xorl	%r15d, %r15d
	movq	$0, -48(%rsp)
	vbroadcastsd	.LCPI0_23(%rip), %zmm20
	vpbroadcastq	.LCPI0_27(%rip), %zmm24
	vbroadcastsd	.LCPI0_33(%rip), %zmm22
	vpbroadcastq	.LCPI0_15(%rip), %zmm27
	vxorps	%xmm15, %xmm15, %xmm15
	vbroadcastsd	.LCPI0_12(%rip), %zmm16
	vbroadcastss	.LCPI0_369(%rip), %xmm18
	movq	%rbx, 1552(%rsp)
	movq	%rsi, 2656(%rsp)
	movq	%r14, 368(%rsp)
	movq	%r11, 4560(%rsp)
	movq	%r12, 4496(%rsp)
	vmovups	%zmm14, 1072(%rsp)
	vmovdqu64	%zmm19, 4240(%rsp)
	vmovdqu64	%zmm5, 2384(%rsp)
	vmovdqu64	%zmm25, 1744(%rsp)
	vmovdqu64	%zmm17, 1680(%rsp)
	vmovdqu64	%zmm31, 2192(%rsp)
	vmovdqu64	%zmm6, 2592(%rsp)
	jmp	.LBB0_131
.LBB0_1005:
	movq	24(%rsp), %rdi
	movq	%rdi, %rbx
	subq	%r8, %rbx
	jbe	.LBB0_1130
	movq	-120(%rsp), %r12
	shlq	$6, %r12
	cmpl	$0, -76(%rsp)
	sete	%al
	vucomiss	-72(%rsp), %xmm27
	setbe	%cl
	movl	$3528531795, %r14d
	andb	%al, %cl
	movb	%cl, 1136(%rsp)
	movq	3088(%rsp), %rax
	movq	%rax, %r10
	shrq	$32, %r10
	movq	-64(%rsp), %r15
	movl	%r15d, %ecx
	leaq	-78811644(%r14), %rdx
	imulq	%rdx, %rcx
	movq	%rcx, %rsi
	shrq	$32, %rsi
	xorq	%rax, %r15
	leaq	(%rax,%r14), %r11
	addq	$-874096026, %r11
	leaq	-384397518(%r10,%r14), %rbp
	leaq	1993301258(%r10), %r9
	movq	%r9, 5120(%rsp)
	leaq	842468239(%r10), %r9
	movq	%r9, 816(%rsp)
	leaq	458070721(%r10,%r14), %r9
	movq	%r9, 3024(%rsp)
	vmovq	%r11, %xmm0
	vmovq	%rcx, %xmm1
	xorq	%r11, %rcx
	movq	%rcx, 360(%rsp)
	leaq	(%r10,%r14), %r11
	addq	$-692762298, %r11
	leaq	1684936478(%r10), %rcx
	movq	%rcx, (%rsp)
	leaq	(%r10,%r14), %rcx
	addq	$149705941, %rcx
	movq	%rcx, -56(%rsp)
	addq	$534103459, %r10
	vmovq	%rsi, %xmm2
	vmovq	%rax, %xmm3
	xorq	%rax, %rsi
	movq	%rsi, 608(%rsp)
	leaq	1013904242(%rax), %rcx
	leaq	(%rax,%r14), %r9
	addq	$139808216, %r9
	movq	%r9, -24(%rsp)
	leaq	2027808484(%rax), %rsi
	movq	%rsi, 5440(%rsp)
	leaq	387276957(%rax), %r13
	leaq	-486819069(%rax,%r14), %r14
	movq	%r14, 1952(%rsp)
	movq	%rdx, %r14
	leaq	1401181199(%rax), %rdx
	movq	%rbx, 1408(%rsp)
	leal	-1879881855(%rax), %ebx
	movq	2040(%rsp), %rax
	leaq	(%rax,%r8,8), %rax
	movq	%rax, 4800(%rsp)
	movq	2048(%rsp), %rax
	leaq	(%rax,%r8,4), %rax
	movq	%rax, -88(%rsp)
	vpxor	%xmm3, %xmm2, %xmm2
	movq	%r15, -64(%rsp)
	vpbroadcastq	%r15, %zmm3
	vmovdqu64	%zmm3, 2192(%rsp)
	vpxor	%xmm1, %xmm0, %xmm0
	vpbroadcastq	%rbp, %zmm1
	vmovdqu64	%zmm1, 1680(%rsp)
	vpbroadcastq	%rcx, %zmm1
	vmovdqu64	%zmm1, 1552(%rsp)
	movq	5120(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqu64	%zmm1, 3280(%rsp)
	vpbroadcastq	%r9, %zmm1
	vmovdqu64	%zmm1, 2384(%rsp)
	movq	816(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqu64	%zmm1, 4432(%rsp)
	vpbroadcastq	%rsi, %zmm1
	vmovdqu64	%zmm1, 3792(%rsp)
	movq	3024(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqu64	%zmm1, 4368(%rsp)
	movq	%r13, 2320(%rsp)
	vpbroadcastq	%r13, %zmm1
	movq	%r10, %r13
	vmovdqu64	%zmm1, 4304(%rsp)
	movq	1952(%rsp), %r10
	movq	%r11, 480(%rsp)
	vpbroadcastq	%r11, %zmm1
	vmovdqu64	%zmm1, 4640(%rsp)
	movq	-56(%rsp), %r15
	movq	(%rsp), %r9
	movq	%rcx, %rsi
	vpbroadcastq	%r10, %zmm1
	vmovdqu64	%zmm1, 4240(%rsp)
	vpbroadcastq	%r9, %zmm1
	vmovdqu64	%zmm1, 4176(%rsp)
	movq	%rdx, 2128(%rsp)
	vpbroadcastq	%rdx, %zmm1
	vmovdqu64	%zmm1, 4112(%rsp)
	vpbroadcastq	%r13, %zmm1
	vmovdqu64	%zmm1, 4928(%rsp)
	vpbroadcastq	%r15, %zmm1
	vmovdqu64	%zmm1, 6016(%rsp)
	movl	%ebx, 736(%rsp)
	vpbroadcastd	%ebx, %zmm1
	movq	1408(%rsp), %rbx
	vmovdqu64	%zmm1, 880(%rsp)
	vpbroadcastq	%xmm2, %zmm1
	vmovdqu64	%zmm1, 2592(%rsp)
	vpbroadcastq	%xmm0, %zmm0
	vmovdqu64	%zmm0, 2064(%rsp)
	vbroadcastss	2448(%rsp), %zmm0
	vmovups	%zmm0, 5568(%rsp)
	imulq	$60, %r8, %rax
	movq	456(%rsp), %rdx
	addq	%rdx, %rax
	movq	%rax, 3664(%rsp)
	imulq	$56, %r8, %rax
	addq	%rdx, %rax
	movq	%rax, 2960(%rsp)
	imulq	$52, %r8, %rax
	addq	%rdx, %rax
	movq	%rax, 4992(%rsp)
	leaq	(%r8,%r8,2), %rax
	leaq	(%rdx,%rax,8), %rcx
	movq	%rcx, 5376(%rsp)
	leaq	(%rdx,%rax,4), %rcx
	movq	%rcx, 4864(%rsp)
	shlq	$4, %rax
	addq	%rdx, %rax
	movq	%rax, -48(%rsp)
	imulq	$44, %r8, %rax
	addq	%rdx, %rax
	movq	%rax, -8(%rsp)
	movq	%r8, %rax
	shlq	$5, %rax
	addq	%rdx, %rax
	movq	%rax, 48(%rsp)
	leaq	(%r8,%r8,8), %rax
	leaq	(%rdx,%rax,4), %rcx
	movq	%rcx, 32(%rsp)
	leaq	(%rax,%rax,2), %rax
	addq	%r8, %rax
	addq	%rdx, %rax
	movq	%rax, 5312(%rsp)
	leaq	(%r8,%r8,4), %rax
	leaq	(%rdx,%rax,8), %rcx
	movq	%rcx, 5696(%rsp)
	leaq	(%rdx,%rax,4), %rax
	movq	%rax, 5632(%rsp)
	movq	%rbp, %r11
	movq	%r8, %rax
	shlq	$4, %rax
	addq	%rdx, %rax
	movq	%rax, -16(%rsp)
	vbroadcastss	.LCPI0_2(%rip), %zmm30
	vxorps	%xmm26, %xmm26, %xmm26
	leaq	(%rdx,%r8,8), %rax
	leaq	(%rdx,%r8,4), %rcx
	movq	%rcx, 3600(%rsp)
	movq	%rax, %rdx
	movq	$0, 2752(%rsp)
	movq	4800(%rsp), %rcx
	movq	-88(%rsp), %rax
	movq	%rax, 1328(%rsp)
	movq	%r12, 1808(%rsp)
	movq	%r14, 5504(%rsp)
	movq	%rsi, -104(%rsp)
	movq	%r13, -32(%rsp)
	jmp	.LBB0_1008
	.p2align	4
.LBB0_1007:
	movq	-112(%rsp), %r8
	addq	$64, %r8
	addq	$-64, %rbx
	incq	2752(%rsp)
	addq	$3840, 3664(%rsp)
	addq	$3584, 2960(%rsp)
	addq	$3328, 4992(%rsp)
	addq	$3072, -48(%rsp)
	addq	$2816, -8(%rsp)
	addq	$2560, 5696(%rsp)
	addq	$2304, 32(%rsp)
	addq	$2048, 48(%rsp)
	addq	$1792, 5312(%rsp)
	addq	$1536, 5376(%rsp)
	addq	$1280, 5632(%rsp)
	addq	$1024, -16(%rsp)
	addq	$768, 4864(%rsp)
	movq	1488(%rsp), %rdx
	addq	$512, %rdx
	addq	$256, 3600(%rsp)
	addq	$256, %rax
	movq	%rax, 1328(%rsp)
	addq	$512, %rcx
	movq	24(%rsp), %rdi
	cmpq	%rdi, %r8
	jae	.LBB0_1130
.LBB0_1008:
	movq	%rcx, 1888(%rsp)
	cmpq	$1, %rbx
	movq	%rbx, %rcx
	adcq	$0, %rcx
	cmpq	$64, %rcx
	movl	$64, %eax
	cmovaeq	%rax, %rcx
	movq	%rcx, 672(%rsp)
	movq	%r8, -112(%rsp)
	subq	%r8, %rdi
	cmpq	$64, %rdi
	movl	$64, %r8d
	cmovbq	%rdi, %r8
	movl	$0, %r10d
	cmovaeq	-120(%rsp), %r10
	decq	%r10
	cmpq	$14, %r10
	movq	%rbx, 1408(%rsp)
	movq	%rdx, 1488(%rsp)
	vmovups	%zmm25, 2256(%rsp)
	vmovdqu64	%zmm31, 2880(%rsp)
	vmovups	%zmm17, 2816(%rsp)
	ja	.LBB0_1024
	leaq	.LJTI0_0(%rip), %rax
	movslq	(%rax,%r10,4), %rdi
	addq	%rax, %rdi
	movq	360(%rsp), %rcx
	movq	-24(%rsp), %rax
	jmpq	*%rdi
.LBB0_1010:
	movq	$-16, %rdi
	movq	3600(%rsp), %r8
	.p2align	4
.LBB0_1011:
	vmovups	64(%r8,%rdi,4), %zmm0
	vmovups	%zmm0, 21832(%rsp,%rdi,4)
	addq	$16, %rdi
	cmpq	$48, %rdi
	jb	.LBB0_1011
	jmp	.LBB0_1044
.LBB0_1012:
	movq	$-8, %r8
	movq	3664(%rsp), %rbp
	.p2align	4
.LBB0_1013:
	vmovups	448(%rbp), %ymm0
	vmovups	%zmm0, 1200(%rsp)
	vmovups	384(%rbp), %zmm17
	vmovupd	320(%rbp), %zmm16
	vmovupd	256(%rbp), %zmm15
	vmovups	64(%rbp), %zmm24
	vmovups	(%rbp), %zmm1
	vmovupd	192(%rbp), %zmm22
	vmovupd	128(%rbp), %zmm0
	vmovapd	%zmm0, %zmm3
	vbroadcastf128	.LCPI0_379(%rip), %ymm2
	vpermt2pd	%zmm22, %zmm2, %zmm3
	vmovaps	%zmm1, %zmm4
	vmovaps	.LCPI0_44(%rip), %xmm2
	vpermt2ps	%zmm24, %zmm2, %zmm4
	vblendps	$248, %ymm3, %ymm4, %ymm3
	vmovapd	%zmm15, %zmm4
	vbroadcastf128	.LCPI0_380(%rip), %ymm2
	vpermt2pd	%zmm16, %zmm2, %zmm4
	vbroadcastss	420(%rbp), %ymm5
	vblendps	$128, %ymm5, %ymm4, %ymm4
	vblendps	$224, %ymm4, %ymm3, %ymm2
	vbroadcastss	424(%rbp), %ymm3
	vbroadcastss	428(%rbp), %ymm29
	vmovups	(%rbp), %xmm7
	vmovups	64(%rbp), %xmm8
	vmovups	128(%rbp), %xmm10
	vmovups	192(%rbp), %xmm5
	vbroadcastss	144(%rbp), %ymm28
	vmovups	416(%rbp), %ymm20
	vmovups	256(%rbp), %xmm18
	vmovups	320(%rbp), %xmm13
	vmovups	(%rbp), %ymm11
	vmovups	64(%rbp), %ymm12
	vmovups	256(%rbp), %ymm4
	vunpcklps	332(%rbp){1to8}, %ymm4, %ymm27
	vmovups	128(%rbp), %ymm6
	vmovups	192(%rbp), %ymm21
	vmovups	384(%rbp), %xmm23
	vmovups	448(%rbp), %xmm9
	vmovups	320(%rbp), %ymm19
	vmovups	384(%rbp), %ymm26
	vmovups	%ymm2, 21800(%rsp,%r8,4)
	vmovapd	%zmm22, %zmm2
	vbroadcastf128	.LCPI0_381(%rip), %ymm14
	vpermt2ps	%zmm0, %zmm14, %zmm2
	vmovaps	%zmm24, %zmm14
	vmovaps	.LCPI0_47(%rip), %xmm25
	vpermt2ps	%zmm1, %zmm25, %zmm14
	vblendps	$248, %ymm2, %ymm14, %ymm2
	vmovapd	%zmm15, %zmm14
	vbroadcastsd	.LCPI0_382(%rip), %ymm25
	vpermt2ps	%zmm16, %zmm25, %zmm14
	vblendps	$128, %ymm3, %ymm14, %ymm3
	vblendps	$224, %ymm3, %ymm2, %ymm2
	vmovups	%ymm2, 22056(%rsp,%r8,4)
	vinsertps	$140, %xmm7, %xmm8, %xmm2
	vmovaps	%zmm0, %zmm3
	vbroadcastf128	.LCPI0_383(%rip), %ymm14
	vpermt2ps	%zmm22, %zmm14, %zmm3
	vblendps	$3, %ymm2, %ymm3, %ymm2
	vmovapd	%zmm15, %zmm3
	vbroadcastf128	.LCPI0_384(%rip), %ymm14
	vpermt2pd	%zmm16, %zmm14, %zmm3
	vmovaps	%ymm29, %ymm14
	vblendps	$128, %ymm14, %ymm3, %ymm3
	vblendps	$224, %ymm3, %ymm2, %ymm2
	vmovups	%ymm2, 22312(%rsp,%r8,4)
	vblendps	$8, %xmm7, %xmm8, %xmm2
	vmovaps	%zmm22, %zmm3
	vmovaps	.LCPI0_52(%rip), %ymm7
	vpermt2ps	%zmm0, %zmm7, %zmm3
	vmovaps	.LCPI0_53(%rip), %ymm7
	vpermt2ps	%ymm2, %ymm7, %ymm3
	vshufps	$216, %zmm16, %zmm15, %zmm2
	vmovaps	.LCPI0_51(%rip), %ymm7
	vpermt2ps	%zmm20, %zmm7, %zmm2
	vblendps	$224, %ymm2, %ymm3, %ymm2
	vmovups	%ymm2, 22568(%rsp,%r8,4)
	vinsertps	$115, %xmm5, %xmm10, %xmm2
	vmovaps	%ymm11, %ymm3
	vmovddup	.LCPI0_385(%rip), %xmm7
	vpermt2ps	%ymm12, %ymm7, %ymm3
	vblendps	$3, %xmm3, %xmm2, %xmm2
	vmovaps	%zmm15, %zmm3
	vbroadcastf128	.LCPI0_386(%rip), %ymm7
	vpermt2ps	%zmm16, %zmm7, %zmm3
	vbroadcastf128	.LCPI0_387(%rip), %ymm7
	vpermt2ps	%ymm20, %ymm7, %ymm3
	vblendps	$15, %ymm2, %ymm3, %ymm2
	vmovups	%ymm2, 22824(%rsp,%r8,4)
	vblendps	$8, %xmm10, %xmm5, %xmm2
	vmovaps	%ymm11, %ymm3
	vmovaps	.LCPI0_57(%rip), %xmm7
	vpermt2ps	%ymm12, %ymm7, %ymm3
	vshufps	$180, %xmm2, %xmm3, %xmm2
	vmovaps	%zmm16, %zmm3
	vbroadcastf128	.LCPI0_388(%rip), %ymm7
	vpermt2ps	%zmm15, %zmm7, %zmm3
	vbroadcastf128	.LCPI0_389(%rip), %ymm7
	vpermt2ps	%ymm20, %ymm7, %ymm3
	vblendps	$15, %ymm2, %ymm3, %ymm2
	vmovups	%ymm2, 23080(%rsp,%r8,4)
	vinsertps	$140, %xmm18, %xmm13, %xmm2
	vinsertf128	$1, %xmm2, %ymm0, %ymm2
	vbroadcastsd	.LCPI0_390(%rip), %ymm3
	vpermps	%zmm17, %zmm3, %zmm3
	vblendps	$192, %ymm3, %ymm2, %ymm2
	vmovaps	%ymm28, %ymm3
	vblendps	$8, %xmm5, %xmm3, %xmm3
	vmovaps	%ymm11, %ymm5
	vmovaps	.LCPI0_61(%rip), %xmm7
	vpermt2ps	%ymm12, %ymm7, %ymm5
	vblendps	$3, %xmm5, %xmm3, %xmm3
	vblendps	$15, %ymm3, %ymm2, %ymm2
	vmovups	%ymm2, 23336(%rsp,%r8,4)
	vmovddup	.LCPI0_391(%rip), %xmm2
	vpermt2ps	%xmm18, %xmm2, %xmm13
	vmovaps	%xmm9, %xmm2
	vmovddup	.LCPI0_392(%rip), %xmm3
	vpermt2ps	%xmm23, %xmm3, %xmm2
	vinsertf128	$1, %xmm2, %ymm0, %ymm2
	vinsertf128	$1, %xmm13, %ymm0, %ymm3
	vblendps	$192, %ymm2, %ymm3, %ymm2
	vmovaps	.LCPI0_64(%rip), %xmm3
	vpermt2ps	%ymm12, %ymm3, %ymm11
	vmovaps	%ymm6, %ymm3
	vmovddup	.LCPI0_65(%rip), %xmm5
	vpermt2ps	%ymm21, %ymm5, %ymm3
	vblendps	$3, %xmm11, %xmm3, %xmm3
	vblendps	$15, %ymm3, %ymm2, %ymm2
	vmovups	%ymm2, 23592(%rsp,%r8,4)
	vinsertps	$115, %xmm9, %xmm23, %xmm2
	vinsertf128	$1, %xmm2, %ymm0, %ymm2
	vmovaps	%ymm27, %ymm3
	vblendps	$192, %ymm2, %ymm3, %ymm2
	vmovaps	%zmm1, %zmm3
	vmovddup	.LCPI0_393(%rip), %xmm5
	vpermt2ps	%zmm24, %zmm5, %zmm3
	vmovaps	%ymm6, %ymm5
	vmovddup	.LCPI0_67(%rip), %xmm7
	vpermt2ps	%ymm21, %ymm7, %ymm5
	vblendps	$3, %xmm3, %xmm5, %xmm3
	vblendps	$15, %ymm3, %ymm2, %ymm2
	vmovups	%ymm2, 23848(%rsp,%r8,4)
	vmovaps	%ymm4, %ymm2
	vbroadcastsd	.LCPI0_65(%rip), %ymm3
	vpermt2ps	%ymm19, %ymm3, %ymm2
	vmovddup	.LCPI0_391(%rip), %xmm3
	vpermt2ps	%xmm23, %xmm3, %xmm9
	vinsertf128	$1, %xmm9, %ymm0, %ymm3
	vblendps	$192, %ymm3, %ymm2, %ymm2
	vbroadcasti64x4	.LCPI0_70(%rip), %zmm3
	vpermi2ps	%zmm24, %zmm1, %zmm3
	vextractf32x4	$2, %zmm3, %xmm5
	vmovddup	.LCPI0_71(%rip), %xmm7
	vpermt2ps	%ymm21, %ymm7, %ymm6
	vblendps	$3, %xmm5, %xmm6, %xmm5
	vblendps	$15, %ymm5, %ymm2, %ymm2
	vmovups	%ymm2, 24104(%rsp,%r8,4)
	vmovaps	%ymm4, %ymm2
	vbroadcastsd	.LCPI0_67(%rip), %ymm5
	vpermt2ps	%ymm19, %ymm5, %ymm2
	vmovups	1200(%rsp), %zmm9
	vmovaps	%ymm26, %ymm10
	vblendps	$240, %ymm10, %ymm9, %ymm5
	vbroadcastf128	.LCPI0_394(%rip), %ymm6
	vpermt2ps	%ymm5, %ymm6, %ymm2
	vbroadcasti64x4	.LCPI0_74(%rip), %zmm5
	vpermi2ps	%zmm24, %zmm1, %zmm5
	vextractf32x4	$2, %zmm5, %xmm6
	vmovaps	%zmm0, %zmm7
	vmovddup	.LCPI0_393(%rip), %xmm8
	vpermt2ps	%zmm22, %zmm8, %zmm7
	vblendps	$3, %xmm6, %xmm7, %xmm6
	vblendps	$15, %ymm6, %ymm2, %ymm2
	vmovups	%ymm2, 24360(%rsp,%r8,4)
	vbroadcastsd	.LCPI0_71(%rip), %ymm2
	vpermt2ps	%ymm19, %ymm2, %ymm4
	vmovaps	%zmm1, %zmm2
	vmovaps	.LCPI0_77(%rip), %ymm6
	vpermt2ps	%zmm24, %zmm6, %zmm2
	vmovaps	%zmm0, %zmm6
	vmovaps	.LCPI0_78(%rip), %ymm7
	vpermt2ps	%zmm22, %zmm7, %zmm6
	vblendps	$3, %xmm2, %xmm6, %xmm2
	vmovaps	%zmm9, %zmm7
	vshufps	$16, %ymm26, %ymm7, %ymm6
	vshufps	$36, %ymm6, %ymm4, %ymm4
	vblendps	$15, %ymm2, %ymm4, %ymm2
	vmovups	%ymm2, 24616(%rsp,%r8,4)
	vshufps	$33, %ymm26, %ymm7, %ymm2
	vmovddup	.LCPI0_395(%rip), %xmm4
	vpermt2ps	%zmm24, %zmm4, %zmm1
	vmovaps	%zmm0, %zmm4
	vmovaps	.LCPI0_81(%rip), %ymm6
	vpermt2ps	%zmm22, %zmm6, %zmm4
	vblendps	$3, %xmm1, %xmm4, %xmm1
	vmovaps	%zmm15, %zmm4
	vbroadcastsd	.LCPI0_393(%rip), %ymm6
	vpermt2ps	%zmm16, %zmm6, %zmm4
	vshufps	$36, %ymm2, %ymm4, %ymm2
	vblendps	$15, %ymm1, %ymm2, %ymm1
	vmovups	%ymm1, 24872(%rsp,%r8,4)
	vshufps	$50, %ymm26, %ymm7, %ymm1
	vextractf32x4	$3, %zmm3, %xmm2
	vmovaps	%zmm0, %zmm3
	vmovaps	.LCPI0_83(%rip), %ymm4
	vpermt2ps	%zmm22, %zmm4, %zmm3
	vblendps	$3, %xmm2, %xmm3, %xmm2
	vmovaps	%zmm15, %zmm3
	vbroadcastf128	.LCPI0_396(%rip), %ymm4
	vpermt2ps	%zmm16, %zmm4, %zmm3
	vshufps	$36, %ymm1, %ymm3, %ymm1
	vblendps	$15, %ymm2, %ymm1, %ymm1
	vmovups	%ymm1, 25128(%rsp,%r8,4)
	vmovddup	.LCPI0_395(%rip), %xmm1
	vpermt2ps	%zmm22, %zmm1, %zmm0
	vextractf32x4	$3, %zmm5, %xmm1
	vblendps	$3, %xmm1, %xmm0, %xmm0
	vbroadcastsd	.LCPI0_397(%rip), %ymm1
	vpermt2ps	%zmm17, %zmm1, %zmm7
	vbroadcastf128	.LCPI0_398(%rip), %ymm1
	vpermt2ps	%zmm16, %zmm1, %zmm15
	vblendps	$192, %ymm7, %ymm15, %ymm1
	vblendps	$15, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 25384(%rsp,%r8,4)
	addq	$8, %r8
	addq	$480, %rbp
	cmpq	$56, %r8
	jb	.LBB0_1013
	jmp	.LBB0_1044
.LBB0_1014:
	movq	$-8, %rdi
	movq	-48(%rsp), %r8
	.p2align	4
.LBB0_1015:
	vmovups	320(%r8), %zmm0
	vmovups	256(%r8), %zmm1
	vmovups	(%r8), %zmm2
	vmovups	64(%r8), %zmm5
	vmovups	128(%r8), %zmm3
	vmovups	192(%r8), %zmm4
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_399(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm2, %zmm7
	vmovaps	.LCPI0_167(%rip), %xmm8
	vpermt2ps	%zmm5, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vbroadcastsd	.LCPI0_400(%rip), %ymm8
	vpermt2ps	%zmm0, %zmm8, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 21800(%rsp,%rdi,4)
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_401(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm2, %zmm7
	vmovaps	.LCPI0_170(%rip), %xmm8
	vpermt2ps	%zmm5, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vbroadcastsd	.LCPI0_402(%rip), %ymm8
	vpermt2ps	%zmm0, %zmm8, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 22056(%rsp,%rdi,4)
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_403(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm2, %zmm7
	vmovaps	.LCPI0_173(%rip), %xmm8
	vpermt2ps	%zmm5, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vbroadcastsd	.LCPI0_404(%rip), %ymm8
	vpermt2ps	%zmm0, %zmm8, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 22312(%rsp,%rdi,4)
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_405(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm2, %zmm7
	vmovaps	.LCPI0_176(%rip), %xmm8
	vpermt2ps	%zmm5, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vbroadcastsd	.LCPI0_406(%rip), %ymm8
	vpermt2ps	%zmm0, %zmm8, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 22568(%rsp,%rdi,4)
	vmovaps	%zmm4, %zmm6
	vmovaps	.LCPI0_178(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_179(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vbroadcastf128	.LCPI0_407(%rip), %ymm8
	vpermt2ps	%zmm0, %zmm8, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 22824(%rsp,%rdi,4)
	vmovaps	%zmm4, %zmm6
	vmovaps	.LCPI0_181(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_182(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vbroadcastf128	.LCPI0_408(%rip), %ymm8
	vpermt2ps	%zmm0, %zmm8, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 23080(%rsp,%rdi,4)
	vmovaps	%zmm4, %zmm6
	vmovaps	.LCPI0_184(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_185(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vbroadcastf128	.LCPI0_409(%rip), %ymm8
	vpermt2ps	%zmm0, %zmm8, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 23336(%rsp,%rdi,4)
	vmovaps	%zmm4, %zmm6
	vmovaps	.LCPI0_187(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_188(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vbroadcastf128	.LCPI0_410(%rip), %ymm8
	vpermt2ps	%zmm0, %zmm8, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 23592(%rsp,%rdi,4)
	vmovaps	%zmm2, %zmm6
	vmovddup	.LCPI0_400(%rip), %xmm7
	vpermt2ps	%zmm5, %zmm7, %zmm6
	vmovaps	%zmm3, %zmm7
	vbroadcastf128	.LCPI0_411(%rip), %ymm8
	vpermt2ps	%zmm4, %zmm8, %zmm7
	vblendps	$3, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastf128	.LCPI0_412(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 23848(%rsp,%rdi,4)
	vmovaps	%zmm2, %zmm6
	vmovddup	.LCPI0_402(%rip), %xmm7
	vpermt2ps	%zmm5, %zmm7, %zmm6
	vmovaps	%zmm3, %zmm7
	vbroadcastf128	.LCPI0_413(%rip), %ymm8
	vpermt2ps	%zmm4, %zmm8, %zmm7
	vblendps	$3, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastf128	.LCPI0_414(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 24104(%rsp,%rdi,4)
	vmovaps	%zmm2, %zmm6
	vmovddup	.LCPI0_404(%rip), %xmm7
	vpermt2ps	%zmm5, %zmm7, %zmm6
	vmovaps	%zmm3, %zmm7
	vbroadcastf128	.LCPI0_415(%rip), %ymm8
	vpermt2ps	%zmm4, %zmm8, %zmm7
	vblendps	$3, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastf128	.LCPI0_416(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 24360(%rsp,%rdi,4)
	vmovddup	.LCPI0_406(%rip), %xmm6
	vpermt2ps	%zmm5, %zmm6, %zmm2
	vbroadcastf128	.LCPI0_417(%rip), %ymm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vblendps	$3, %ymm2, %ymm3, %ymm2
	vbroadcastf128	.LCPI0_418(%rip), %ymm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vblendps	$224, %ymm0, %ymm2, %ymm0
	vmovups	%ymm0, 24616(%rsp,%rdi,4)
	addq	$8, %rdi
	addq	$384, %r8
	cmpq	$56, %rdi
	jb	.LBB0_1015
	jmp	.LBB0_1044
.LBB0_1016:
	movq	$-16, %rdi
	movq	5632(%rsp), %r8
	movw	$8064, %r10w
	movb	$7, %bl
	vmovaps	.LCPI0_329(%rip), %ymm7
	vmovaps	.LCPI0_330(%rip), %zmm8
	vmovaps	.LCPI0_332(%rip), %ymm9
	vmovaps	.LCPI0_333(%rip), %zmm10
	vmovaps	.LCPI0_334(%rip), %ymm11
	vmovaps	.LCPI0_336(%rip), %zmm12
	vmovaps	.LCPI0_337(%rip), %ymm13
	vmovaps	.LCPI0_339(%rip), %zmm14
	vmovaps	.LCPI0_341(%rip), %ymm15
	vmovaps	.LCPI0_342(%rip), %zmm16
	.p2align	4
.LBB0_1017:
	vmovups	256(%r8), %zmm0
	vmovups	(%r8), %zmm1
	vmovups	64(%r8), %zmm2
	vmovups	128(%r8), %zmm3
	vmovups	192(%r8), %zmm4
	vbroadcasti64x4	.LCPI0_328(%rip), %zmm5
	vpermi2ps	%zmm4, %zmm3, %zmm5
	vmovaps	%zmm1, %zmm6
	vpermt2ps	%zmm2, %zmm7, %zmm6
	kmovd	%r10d, %k1
	vmovaps	%zmm5, %zmm6 {%k1}
	vpermt2ps	%zmm0, %zmm8, %zmm6
	vmovups	%zmm6, 21832(%rsp,%rdi,4)
	vbroadcasti64x4	.LCPI0_331(%rip), %zmm5
	vpermi2ps	%zmm4, %zmm3, %zmm5
	vmovaps	%zmm2, %zmm6
	vpermt2ps	%zmm1, %zmm9, %zmm6
	vmovaps	%zmm5, %zmm6 {%k1}
	vpermt2ps	%zmm0, %zmm10, %zmm6
	vmovups	%zmm6, 22088(%rsp,%rdi,4)
	vmovaps	%zmm1, %zmm5
	vpermt2ps	%zmm2, %zmm11, %zmm5
	vbroadcasti64x4	.LCPI0_335(%rip), %zmm6
	vpermi2ps	%zmm4, %zmm3, %zmm6
	kmovd	%ebx, %k1
	vmovapd	%zmm5, %zmm6 {%k1}
	vpermt2ps	%zmm0, %zmm12, %zmm6
	vmovups	%zmm6, 22344(%rsp,%rdi,4)
	vmovaps	%zmm1, %zmm5
	vbroadcasti64x4	.LCPI0_338(%rip), %zmm6
	vpermt2ps	%zmm2, %zmm13, %zmm5
	vpermi2ps	%zmm3, %zmm4, %zmm6
	vmovapd	%zmm5, %zmm6 {%k1}
	vpermt2ps	%zmm0, %zmm14, %zmm6
	vmovups	%zmm6, 22600(%rsp,%rdi,4)
	vbroadcasti64x4	.LCPI0_340(%rip), %zmm5
	vpermi2ps	%zmm4, %zmm3, %zmm5
	vpermt2ps	%zmm2, %zmm15, %zmm1
	movb	$56, %bpl
	kmovd	%ebp, %k1
	vmovapd	%zmm5, %zmm1 {%k1}
	vpermt2ps	%zmm0, %zmm16, %zmm1
	vmovups	%zmm1, 22856(%rsp,%rdi,4)
	addq	$16, %rdi
	addq	$320, %r8
	cmpq	$48, %rdi
	jb	.LBB0_1017
	jmp	.LBB0_1044
.LBB0_1018:
	movq	$-8, %r8
	movq	4992(%rsp), %rbp
	.p2align	4
.LBB0_1019:
	vmovupd	384(%rbp), %ymm0
	vmovups	128(%rbp), %zmm6
	vmovups	192(%rbp), %zmm5
	vmovups	320(%rbp), %zmm2
	vmovups	256(%rbp), %zmm1
	vmovups	64(%rbp), %zmm4
	vmovups	(%rbp), %zmm3
	vmovupd	128(%rbp), %ymm7
	vperm2f128	$49, 192(%rbp), %ymm7, %ymm7
	vmovaps	%zmm3, %zmm8
	vmovaps	.LCPI0_130(%rip), %xmm9
	vpermt2ps	%zmm4, %zmm9, %zmm8
	vblendps	$248, %ymm7, %ymm8, %ymm7
	vmovaps	%zmm1, %zmm8
	vbroadcastf128	.LCPI0_419(%rip), %ymm9
	vpermt2ps	%zmm2, %zmm9, %zmm8
	vblendps	$224, %ymm8, %ymm7, %ymm15
	vbroadcastss	388(%rbp), %ymm11
	vmovupd	256(%rbp), %ymm13
	vmovupd	320(%rbp), %ymm14
	vbroadcastss	392(%rbp), %ymm9
	vmovups	(%rbp), %ymm10
	vmovups	64(%rbp), %ymm12
	vbroadcastss	396(%rbp), %ymm8
	vbroadcastss	152(%rbp), %ymm7
	vblendps	$8, 192(%rbp), %xmm7, %xmm7
	vmovaps	%xmm7, %xmm18
	vmovups	%ymm15, 21800(%rsp,%r8,4)
	vmovaps	%zmm3, %zmm15
	vmovaps	.LCPI0_132(%rip), %xmm7
	vpermt2ps	%zmm4, %zmm7, %zmm15
	vshufps	$37, %zmm6, %zmm5, %zmm16
	vshuff64x2	$230, %zmm16, %zmm16, %zmm7
	vblendps	$248, %ymm7, %ymm15, %ymm7
	vmovaps	%zmm1, %zmm15
	vbroadcastf32x4	.LCPI0_420(%rip), %ymm17
	vpermt2ps	%zmm2, %zmm17, %zmm15
	vblendps	$224, %ymm15, %ymm7, %ymm7
	vmovups	%ymm7, 22056(%rsp,%r8,4)
	vmovaps	%zmm6, %zmm7
	vbroadcastf128	.LCPI0_421(%rip), %ymm15
	vpermt2pd	%zmm5, %zmm15, %zmm7
	vmovaps	%zmm3, %zmm15
	vmovaps	.LCPI0_135(%rip), %xmm17
	vpermt2ps	%zmm4, %zmm17, %zmm15
	vblendps	$248, %ymm7, %ymm15, %ymm7
	vmovaps	%zmm2, %zmm15
	vbroadcastf32x4	.LCPI0_422(%rip), %ymm17
	vpermt2ps	%zmm1, %zmm17, %zmm15
	vblendps	$224, %ymm15, %ymm7, %ymm7
	vmovups	%ymm7, 22312(%rsp,%r8,4)
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_137(%rip), %ymm15
	vpermt2ps	%zmm6, %zmm15, %zmm7
	vmovaps	%zmm4, %zmm15
	vmovaps	.LCPI0_138(%rip), %xmm17
	vpermt2ps	%zmm3, %zmm17, %zmm15
	vblendps	$248, %ymm7, %ymm15, %ymm7
	vmovaps	%zmm2, %zmm15
	vbroadcastf32x4	.LCPI0_423(%rip), %ymm17
	vpermt2ps	%zmm1, %zmm17, %zmm15
	vblendps	$224, %ymm15, %ymm7, %ymm7
	vmovups	%ymm7, 22568(%rsp,%r8,4)
	vmovaps	%zmm6, %zmm7
	vbroadcastf128	.LCPI0_424(%rip), %ymm15
	vpermt2pd	%zmm5, %zmm15, %zmm7
	vmovaps	%zmm4, %zmm15
	vmovaps	.LCPI0_141(%rip), %xmm17
	vpermt2ps	%zmm3, %zmm17, %zmm15
	vblendps	$248, %ymm7, %ymm15, %ymm7
	vmovaps	%zmm2, %zmm15
	vbroadcastf32x4	.LCPI0_425(%rip), %ymm17
	vpermt2ps	%zmm1, %zmm17, %zmm15
	vblendps	$224, %ymm15, %ymm7, %ymm7
	vmovups	%ymm7, 22824(%rsp,%r8,4)
	vmovaps	%zmm4, %zmm7
	vmovaps	.LCPI0_144(%rip), %xmm15
	vpermt2ps	%zmm3, %zmm15, %zmm7
	vshuff64x2	$235, %zmm16, %zmm16, %zmm15
	vblendps	$248, %ymm15, %ymm7, %ymm7
	vshufpd	$6, %ymm14, %ymm13, %ymm15
	vbroadcastsd	.LCPI0_426(%rip), %ymm16
	vpermt2ps	%ymm13, %ymm16, %ymm14
	vbroadcastf128	.LCPI0_427(%rip), %ymm13
	vpermt2ps	%ymm0, %ymm13, %ymm14
	vblendps	$224, %ymm14, %ymm7, %ymm7
	vmovups	%ymm7, 23080(%rsp,%r8,4)
	vmovaps	%zmm6, %zmm7
	vbroadcastf128	.LCPI0_428(%rip), %ymm13
	vpermt2ps	%zmm5, %zmm13, %zmm7
	vblendps	$240, %ymm10, %ymm12, %ymm13
	vmovaps	.LCPI0_146(%rip), %ymm14
	vpermt2ps	%ymm13, %ymm14, %ymm7
	vblendps	$128, %ymm11, %ymm15, %ymm11
	vblendps	$224, %ymm11, %ymm7, %ymm7
	vmovups	%ymm7, 23336(%rsp,%r8,4)
	vmovaps	.LCPI0_147(%rip), %xmm7
	vpermt2ps	%ymm12, %ymm7, %ymm10
	vmovaps	%zmm6, %zmm7
	vbroadcastf128	.LCPI0_429(%rip), %ymm11
	vpermt2ps	%zmm5, %zmm11, %zmm7
	vblendps	$3, %ymm10, %ymm7, %ymm7
	vmovaps	%zmm1, %zmm10
	vbroadcastsd	.LCPI0_430(%rip), %ymm11
	vpermt2ps	%zmm2, %zmm11, %zmm10
	vblendps	$128, %ymm9, %ymm10, %ymm9
	vblendps	$224, %ymm9, %ymm7, %ymm7
	vmovups	%ymm7, 23592(%rsp,%r8,4)
	vmovaps	%zmm3, %zmm7
	vmovddup	.LCPI0_431(%rip), %xmm9
	vpermt2ps	%zmm4, %zmm9, %zmm7
	vmovaps	%zmm6, %zmm9
	vbroadcastf128	.LCPI0_432(%rip), %ymm10
	vpermt2ps	%zmm5, %zmm10, %zmm9
	vblendps	$3, %ymm7, %ymm9, %ymm7
	vmovaps	%zmm1, %zmm9
	vbroadcastf128	.LCPI0_433(%rip), %ymm10
	vpermt2pd	%zmm2, %zmm10, %zmm9
	vblendps	$128, %ymm8, %ymm9, %ymm8
	vblendps	$224, %ymm8, %ymm7, %ymm7
	vmovups	%ymm7, 23848(%rsp,%r8,4)
	vmovaps	%zmm3, %zmm7
	vmovddup	.LCPI0_434(%rip), %xmm8
	vpermt2ps	%zmm4, %zmm8, %zmm7
	vmovaps	%zmm5, %zmm8
	vmovaps	.LCPI0_154(%rip), %ymm9
	vpermt2ps	%zmm6, %zmm9, %zmm8
	vblendps	$3, %ymm7, %ymm8, %ymm7
	vmovaps	%zmm1, %zmm8
	vbroadcastsd	.LCPI0_435(%rip), %ymm9
	vpermt2ps	%zmm2, %zmm9, %zmm8
	vbroadcastf128	.LCPI0_436(%rip), %ymm9
	vpermt2ps	%ymm0, %ymm9, %ymm8
	vblendps	$224, %ymm8, %ymm7, %ymm7
	vmovups	%ymm7, 24104(%rsp,%r8,4)
	vmovaps	%zmm3, %zmm7
	vmovddup	.LCPI0_437(%rip), %xmm8
	vpermt2ps	%zmm4, %zmm8, %zmm7
	vmovaps	%zmm5, %zmm8
	vbroadcastf128	.LCPI0_438(%rip), %ymm9
	vpermt2ps	%zmm6, %zmm9, %zmm8
	vblendps	$3, %ymm7, %ymm8, %ymm7
	vmovaps	%zmm1, %zmm8
	vbroadcastf128	.LCPI0_439(%rip), %ymm9
	vpermt2pd	%zmm2, %zmm9, %zmm8
	vbroadcastf128	.LCPI0_440(%rip), %ymm9
	vpermt2ps	%ymm0, %ymm9, %ymm8
	vblendps	$224, %ymm8, %ymm7, %ymm7
	vmovups	%ymm7, 24360(%rsp,%r8,4)
	vbroadcastf128	.LCPI0_441(%rip), %ymm7
	vpermt2ps	%zmm6, %zmm7, %zmm5
	vmovaps	%zmm3, %zmm6
	vmovaps	.LCPI0_161(%rip), %ymm7
	vpermt2ps	%zmm4, %zmm7, %zmm6
	vblendps	$3, %ymm6, %ymm5, %ymm5
	vmovaps	%zmm1, %zmm6
	vbroadcastsd	.LCPI0_442(%rip), %ymm7
	vpermt2ps	%zmm2, %zmm7, %zmm6
	vbroadcastf128	.LCPI0_443(%rip), %ymm7
	vpermt2ps	%ymm0, %ymm7, %ymm6
	vblendps	$224, %ymm6, %ymm5, %ymm5
	vmovups	%ymm5, 24616(%rsp,%r8,4)
	vmovddup	.LCPI0_444(%rip), %xmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovaps	%xmm18, %xmm4
	vblendps	$3, %xmm3, %xmm4, %xmm3
	vbroadcastf128	.LCPI0_445(%rip), %ymm4
	vpermt2ps	%zmm2, %zmm4, %zmm1
	vblendps	$128, %ymm0, %ymm1, %ymm0
	vblendps	$15, %ymm3, %ymm0, %ymm0
	vmovups	%ymm0, 24872(%rsp,%r8,4)
	addq	$8, %r8
	addq	$416, %rbp
	cmpq	$56, %r8
	jb	.LBB0_1019
	jmp	.LBB0_1044
.LBB0_1020:
	movq	$-8, %rdi
	movq	5696(%rsp), %r8
	vmovaps	.LCPI0_240(%rip), %ymm11
	.p2align	4
.LBB0_1021:
	vmovups	(%r8), %zmm1
	vmovups	64(%r8), %zmm0
	vmovups	128(%r8), %zmm3
	vmovups	192(%r8), %zmm2
	vmovaps	%zmm2, %zmm4
	vbroadcastf128	.LCPI0_446(%rip), %ymm5
	vpermt2ps	%zmm3, %zmm5, %zmm4
	vmovaps	%zmm1, %zmm5
	vmovaps	.LCPI0_235(%rip), %xmm6
	vpermt2ps	%zmm0, %zmm6, %zmm5
	vblendps	$240, %ymm4, %ymm5, %ymm4
	vbroadcastss	280(%r8), %ymm5
	vblendps	$128, %ymm5, %ymm4, %ymm6
	vbroadcastss	292(%r8), %ymm7
	vmovups	256(%r8), %xmm8
	vmovups	288(%r8), %xmm9
	vmovups	288(%r8), %ymm4
	vmovups	256(%r8), %ymm5
	vmovups	%ymm6, 21800(%rsp,%rdi,4)
	vmovaps	%zmm2, %zmm6
	vbroadcastf128	.LCPI0_447(%rip), %ymm10
	vpermt2ps	%zmm3, %zmm10, %zmm6
	vmovaps	%zmm1, %zmm10
	vmovaps	.LCPI0_237(%rip), %xmm12
	vpermt2ps	%zmm0, %zmm12, %zmm10
	vblendps	$240, %ymm6, %ymm10, %ymm6
	vblendps	$128, %ymm5, %ymm6, %ymm6
	vmovups	%ymm6, 22056(%rsp,%rdi,4)
	vmovaps	%zmm1, %zmm6
	vmovaps	.LCPI0_238(%rip), %xmm10
	vpermt2ps	%zmm0, %zmm10, %zmm6
	vmovaps	%zmm3, %zmm10
	vbroadcastf128	.LCPI0_448(%rip), %ymm12
	vpermt2ps	%zmm2, %zmm12, %zmm10
	vblendps	$7, %ymm6, %ymm10, %ymm6
	vpermt2ps	%ymm4, %ymm11, %ymm6
	vmovups	%ymm6, 22312(%rsp,%rdi,4)
	vmovaps	%zmm1, %zmm6
	vmovaps	.LCPI0_241(%rip), %xmm10
	vpermt2ps	%zmm0, %zmm10, %zmm6
	vmovaps	%zmm3, %zmm10
	vbroadcastf128	.LCPI0_449(%rip), %ymm12
	vpermt2ps	%zmm2, %zmm12, %zmm10
	vblendps	$7, %ymm6, %ymm10, %ymm6
	vblendps	$128, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 22568(%rsp,%rdi,4)
	vinsertps	$99, %xmm8, %xmm9, %xmm6
	vmovddup	.LCPI0_450(%rip), %xmm7
	vpermt2ps	%xmm9, %xmm7, %xmm8
	vmovaps	%zmm3, %zmm7
	vbroadcastf128	.LCPI0_451(%rip), %ymm9
	vpermt2ps	%zmm2, %zmm9, %zmm7
	vmovaps	%zmm1, %zmm9
	vmovaps	.LCPI0_245(%rip), %xmm10
	vpermt2ps	%zmm0, %zmm10, %zmm9
	vblendps	$248, %ymm7, %ymm9, %ymm7
	vinsertf128	$1, %xmm8, %ymm0, %ymm8
	vblendps	$192, %ymm8, %ymm7, %ymm7
	vmovups	%ymm7, 22824(%rsp,%rdi,4)
	vmovaps	%zmm3, %zmm7
	vbroadcastf128	.LCPI0_452(%rip), %ymm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vmovaps	%zmm1, %zmm8
	vmovaps	.LCPI0_247(%rip), %xmm9
	vpermt2ps	%zmm0, %zmm9, %zmm8
	vblendps	$248, %ymm7, %ymm8, %ymm7
	vinsertf128	$1, %xmm6, %ymm0, %ymm6
	vblendps	$192, %ymm6, %ymm7, %ymm6
	vmovups	%ymm6, 23080(%rsp,%rdi,4)
	vmovaps	%zmm3, %zmm6
	vbroadcastf128	.LCPI0_453(%rip), %ymm7
	vpermt2ps	%zmm2, %zmm7, %zmm6
	vmovaps	%zmm0, %zmm7
	vmovaps	.LCPI0_249(%rip), %xmm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vblendps	$240, %ymm4, %ymm5, %ymm7
	vmovaps	.LCPI0_250(%rip), %ymm8
	vpermt2ps	%ymm7, %ymm8, %ymm6
	vmovups	%ymm6, 23336(%rsp,%rdi,4)
	vmovaps	%zmm3, %zmm6
	vbroadcastf128	.LCPI0_454(%rip), %ymm8
	vpermt2ps	%zmm2, %zmm8, %zmm6
	vmovaps	%zmm0, %zmm8
	vmovaps	.LCPI0_252(%rip), %xmm9
	vpermt2ps	%zmm1, %zmm9, %zmm8
	vblendps	$248, %ymm6, %ymm8, %ymm6
	vmovaps	.LCPI0_253(%rip), %ymm8
	vpermt2ps	%ymm7, %ymm8, %ymm6
	vmovups	%ymm6, 23592(%rsp,%rdi,4)
	vmovaps	%zmm2, %zmm6
	vbroadcastf128	.LCPI0_455(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm0, %zmm7
	vmovaps	.LCPI0_255(%rip), %xmm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vshufps	$2, %ymm5, %ymm4, %ymm7
	vmovaps	.LCPI0_210(%rip), %ymm8
	vpermt2ps	%ymm7, %ymm8, %ymm6
	vmovups	%ymm6, 23848(%rsp,%rdi,4)
	vbroadcastf128	.LCPI0_456(%rip), %ymm6
	vpermt2ps	%zmm3, %zmm6, %zmm2
	vmovaps	.LCPI0_257(%rip), %xmm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vblendps	$248, %ymm2, %ymm0, %ymm0
	vshufps	$19, %ymm5, %ymm4, %ymm1
	vpermt2ps	%ymm1, %ymm8, %ymm0
	vmovups	%ymm0, 24104(%rsp,%rdi,4)
	addq	$8, %rdi
	addq	$320, %r8
	cmpq	$56, %rdi
	jb	.LBB0_1021
	jmp	.LBB0_1044
.LBB0_1022:
	movq	$-16, %rdi
	movq	4864(%rsp), %r8
	vmovaps	.LCPI0_347(%rip), %zmm4
	vmovaps	.LCPI0_348(%rip), %zmm5
	vmovaps	.LCPI0_349(%rip), %zmm6
	vmovaps	.LCPI0_350(%rip), %zmm7
	vmovaps	.LCPI0_351(%rip), %zmm8
	vmovaps	.LCPI0_352(%rip), %zmm9
	.p2align	4
.LBB0_1023:
	vmovups	(%r8), %zmm0
	vmovups	64(%r8), %zmm1
	vmovups	128(%r8), %zmm2
	vmovaps	%zmm0, %zmm3
	vpermt2ps	%zmm1, %zmm4, %zmm3
	vpermt2ps	%zmm2, %zmm5, %zmm3
	vmovups	%zmm3, 21832(%rsp,%rdi,4)
	vmovaps	%zmm1, %zmm3
	vpermt2ps	%zmm0, %zmm6, %zmm3
	vpermt2ps	%zmm2, %zmm7, %zmm3
	vmovups	%zmm3, 22088(%rsp,%rdi,4)
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vpermt2ps	%zmm2, %zmm9, %zmm0
	vmovups	%zmm0, 22344(%rsp,%rdi,4)
	addq	$16, %rdi
	addq	$192, %r8
	cmpq	$48, %rdi
	jb	.LBB0_1023
	jmp	.LBB0_1044
.LBB0_1024:
	cmpq	$0, -120(%rsp)
	movq	360(%rsp), %rcx
	movq	-24(%rsp), %rax
	vmovups	1008(%rsp), %zmm6
	je	.LBB0_1129
	decq	%r8
	xorl	%r10d, %r10d
	movq	456(%rsp), %rdx
	movq	-112(%rsp), %rbx
	movq	-120(%rsp), %r13
	.p2align	4
.LBB0_1026:
	movl	%r10d, %r12d
	andl	$60, %r12d
	cmpq	%r12, %rdi
	cmovbeq	%r8, %r12
	addq	%rbx, %r12
	imulq	%r13, %r12
	leaq	(%rdx,%r12,4), %rbp
	movq	%r10, %r12
	shrq	$6, %r12
	vmovss	(%rbp,%r12,4), %xmm0
	vmovss	%xmm0, 21768(%rsp,%r10,4)
	leal	1(%r10), %ebp
	andl	$61, %ebp
	cmpq	%rbp, %rdi
	cmovbeq	%r8, %rbp
	addq	%rbx, %rbp
	imulq	%r13, %rbp
	leaq	(%rdx,%rbp,4), %rbp
	vmovss	(%rbp,%r12,4), %xmm0
	vmovss	%xmm0, 21772(%rsp,%r10,4)
	leal	2(%r10), %ebp
	andl	$62, %ebp
	cmpq	%rbp, %rdi
	cmovbeq	%r8, %rbp
	addq	%rbx, %rbp
	imulq	%r13, %rbp
	leaq	(%rdx,%rbp,4), %rbp
	vmovss	(%rbp,%r12,4), %xmm0
	vmovss	%xmm0, 21776(%rsp,%r10,4)
	leal	3(%r10), %ebp
	andl	$63, %ebp
	cmpq	%rbp, %rdi
	cmovbeq	%r8, %rbp
	addq	%rbx, %rbp
	imulq	%r13, %rbp
	leaq	(%rdx,%rbp,4), %rbp
	vmovss	(%rbp,%r12,4), %xmm0
	movq	1808(%rsp), %r12
	vmovss	%xmm0, 21780(%rsp,%r10,4)
	addq	$4, %r10
	cmpq	%r10, %r12
	jne	.LBB0_1026
	cmpb	$0, 1136(%rsp)
	movq	-32(%rsp), %r13
	jne	.LBB0_1046
	jmp	.LBB0_1058
.LBB0_1028:
	movq	$-16, %rdi
	movq	-16(%rsp), %r8
	.p2align	4
.LBB0_1029:
	vmovups	(%r8), %zmm0
	vmovups	64(%r8), %zmm1
	vmovups	128(%r8), %zmm2
	vmovups	192(%r8), %zmm3
	vbroadcasti64x4	.LCPI0_343(%rip), %zmm4
	vmovaps	%zmm2, %zmm5
	vpermt2ps	%zmm3, %zmm4, %zmm5
	vpermi2ps	%zmm1, %zmm0, %zmm4
	vshuff64x2	$228, %zmm5, %zmm4, %zmm4
	vmovupd	%zmm4, 21832(%rsp,%rdi,4)
	vbroadcasti64x4	.LCPI0_344(%rip), %zmm4
	vmovaps	%zmm2, %zmm5
	vpermt2ps	%zmm3, %zmm4, %zmm5
	vpermi2ps	%zmm1, %zmm0, %zmm4
	vshuff64x2	$228, %zmm5, %zmm4, %zmm4
	vmovupd	%zmm4, 22088(%rsp,%rdi,4)
	vbroadcasti64x4	.LCPI0_345(%rip), %zmm4
	vmovaps	%zmm2, %zmm5
	vpermt2ps	%zmm3, %zmm4, %zmm5
	vpermi2ps	%zmm1, %zmm0, %zmm4
	vshuff64x2	$228, %zmm5, %zmm4, %zmm4
	vmovupd	%zmm4, 22344(%rsp,%rdi,4)
	vbroadcasti64x4	.LCPI0_346(%rip), %zmm4
	vpermt2ps	%zmm3, %zmm4, %zmm2
	vpermt2ps	%zmm1, %zmm4, %zmm0
	vshuff64x2	$228, %zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 22600(%rsp,%rdi,4)
	addq	$16, %rdi
	addq	$256, %r8
	cmpq	$48, %rdi
	jb	.LBB0_1029
	jmp	.LBB0_1044
.LBB0_1030:
	movq	$-16, %rdi
	movq	48(%rsp), %r8
	.p2align	4
.LBB0_1031:
	vmovups	(%r8), %zmm0
	vmovups	64(%r8), %zmm2
	vmovups	128(%r8), %zmm1
	vmovups	192(%r8), %zmm4
	vmovups	320(%r8), %zmm5
	vmovups	256(%r8), %zmm3
	vmovups	448(%r8), %zmm7
	vmovups	384(%r8), %zmm6
	vbroadcasti32x4	.LCPI0_276(%rip), %zmm8
	vmovaps	%zmm6, %zmm9
	vpermt2ps	%zmm7, %zmm8, %zmm9
	vmovaps	%zmm3, %zmm10
	vpermt2ps	%zmm5, %zmm8, %zmm10
	movb	$-64, %r10b
	kmovd	%r10d, %k1
	vmovapd	%zmm9, %zmm10 {%k1}
	vmovaps	%zmm1, %zmm9
	vpermt2ps	%zmm4, %zmm8, %zmm9
	vpermi2ps	%zmm2, %zmm0, %zmm8
	vblendps	$240, %ymm9, %ymm8, %ymm8
	vinsertf64x4	$0, %ymm8, %zmm10, %zmm8
	vmovupd	%zmm8, 21832(%rsp,%rdi,4)
	vbroadcasti32x4	.LCPI0_277(%rip), %zmm8
	vmovaps	%zmm6, %zmm9
	vpermt2ps	%zmm7, %zmm8, %zmm9
	vmovaps	%zmm3, %zmm10
	vpermt2ps	%zmm5, %zmm8, %zmm10
	vmovapd	%zmm9, %zmm10 {%k1}
	vmovaps	%zmm1, %zmm9
	vpermt2ps	%zmm4, %zmm8, %zmm9
	vpermi2ps	%zmm2, %zmm0, %zmm8
	vblendps	$240, %ymm9, %ymm8, %ymm8
	vinsertf64x4	$0, %ymm8, %zmm10, %zmm8
	vmovupd	%zmm8, 22088(%rsp,%rdi,4)
	vbroadcasti32x4	.LCPI0_278(%rip), %zmm8
	vmovaps	%zmm6, %zmm9
	vpermt2ps	%zmm7, %zmm8, %zmm9
	vmovaps	%zmm3, %zmm10
	vpermt2ps	%zmm5, %zmm8, %zmm10
	vmovapd	%zmm9, %zmm10 {%k1}
	vmovaps	%zmm1, %zmm9
	vpermt2ps	%zmm4, %zmm8, %zmm9
	vpermi2ps	%zmm2, %zmm0, %zmm8
	vblendps	$240, %ymm9, %ymm8, %ymm8
	vinsertf64x4	$0, %ymm8, %zmm10, %zmm8
	vmovupd	%zmm8, 22344(%rsp,%rdi,4)
	vbroadcasti32x4	.LCPI0_279(%rip), %zmm8
	vmovaps	%zmm6, %zmm9
	vpermt2ps	%zmm7, %zmm8, %zmm9
	vmovaps	%zmm3, %zmm10
	vpermt2ps	%zmm5, %zmm8, %zmm10
	vmovapd	%zmm9, %zmm10 {%k1}
	vmovaps	%zmm1, %zmm9
	vpermt2ps	%zmm4, %zmm8, %zmm9
	vpermi2ps	%zmm2, %zmm0, %zmm8
	vblendps	$240, %ymm9, %ymm8, %ymm8
	vinsertf64x4	$0, %ymm8, %zmm10, %zmm8
	vmovupd	%zmm8, 22600(%rsp,%rdi,4)
	vbroadcasti32x4	.LCPI0_280(%rip), %zmm8
	vmovaps	%zmm6, %zmm9
	vpermt2ps	%zmm7, %zmm8, %zmm9
	vmovaps	%zmm3, %zmm10
	vpermt2ps	%zmm5, %zmm8, %zmm10
	vmovapd	%zmm9, %zmm10 {%k1}
	vmovaps	%zmm1, %zmm9
	vpermt2ps	%zmm4, %zmm8, %zmm9
	vpermi2ps	%zmm2, %zmm0, %zmm8
	vblendps	$240, %ymm9, %ymm8, %ymm8
	vinsertf64x4	$0, %ymm8, %zmm10, %zmm8
	vmovupd	%zmm8, 22856(%rsp,%rdi,4)
	vbroadcasti32x4	.LCPI0_281(%rip), %zmm8
	vmovaps	%zmm6, %zmm9
	vpermt2ps	%zmm7, %zmm8, %zmm9
	vmovaps	%zmm3, %zmm10
	vpermt2ps	%zmm5, %zmm8, %zmm10
	vmovapd	%zmm9, %zmm10 {%k1}
	vmovaps	%zmm1, %zmm9
	vpermt2ps	%zmm4, %zmm8, %zmm9
	vpermi2ps	%zmm2, %zmm0, %zmm8
	vblendps	$240, %ymm9, %ymm8, %ymm8
	vinsertf64x4	$0, %ymm8, %zmm10, %zmm8
	vmovupd	%zmm8, 23112(%rsp,%rdi,4)
	vbroadcasti32x4	.LCPI0_282(%rip), %zmm8
	vmovaps	%zmm6, %zmm9
	vpermt2ps	%zmm7, %zmm8, %zmm9
	vmovaps	%zmm3, %zmm10
	vpermt2ps	%zmm5, %zmm8, %zmm10
	vmovapd	%zmm9, %zmm10 {%k1}
	vmovaps	%zmm1, %zmm9
	vpermt2ps	%zmm4, %zmm8, %zmm9
	vpermi2ps	%zmm2, %zmm0, %zmm8
	vblendps	$240, %ymm9, %ymm8, %ymm8
	vinsertf64x4	$0, %ymm8, %zmm10, %zmm8
	vmovupd	%zmm8, 23368(%rsp,%rdi,4)
	vbroadcasti32x4	.LCPI0_283(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm6
	vpermt2ps	%zmm5, %zmm8, %zmm3
	vmovapd	%zmm6, %zmm3 {%k1}
	vpermt2ps	%zmm4, %zmm8, %zmm1
	vpermt2ps	%zmm2, %zmm8, %zmm0
	vblendps	$240, %ymm1, %ymm0, %ymm0
	vinsertf64x4	$0, %ymm0, %zmm3, %zmm0
	vmovupd	%zmm0, 23624(%rsp,%rdi,4)
	addq	$16, %rdi
	addq	$512, %r8
	cmpq	$48, %rdi
	jb	.LBB0_1031
	jmp	.LBB0_1044
.LBB0_1032:
	movq	$-16, %rdi
	vmovaps	.LCPI0_353(%rip), %zmm3
	vmovaps	.LCPI0_354(%rip), %zmm4
	.p2align	4
.LBB0_1033:
	vmovups	128(%rdx,%rdi,8), %zmm0
	vmovups	192(%rdx,%rdi,8), %zmm1
	vmovaps	%zmm0, %zmm2
	vpermt2ps	%zmm1, %zmm3, %zmm2
	vmovups	%zmm2, 21832(%rsp,%rdi,4)
	vpermt2ps	%zmm1, %zmm4, %zmm0
	vmovups	%zmm0, 22088(%rsp,%rdi,4)
	addq	$16, %rdi
	cmpq	$48, %rdi
	jb	.LBB0_1033
	jmp	.LBB0_1044
.LBB0_1034:
	movq	$-16, %rdi
	movq	5376(%rsp), %r8
	vmovaps	.LCPI0_311(%rip), %ymm9
	vmovaps	.LCPI0_314(%rip), %ymm10
	vmovaps	.LCPI0_316(%rip), %ymm11
	vmovaps	.LCPI0_319(%rip), %ymm12
	vmovaps	.LCPI0_323(%rip), %ymm13
	vmovaps	.LCPI0_326(%rip), %ymm14
	.p2align	4
.LBB0_1035:
	vmovups	320(%r8), %zmm0
	vmovups	256(%r8), %zmm2
	vmovups	(%r8), %zmm3
	vmovups	64(%r8), %zmm1
	vmovups	128(%r8), %zmm4
	vmovups	192(%r8), %zmm5
	vbroadcasti64x4	.LCPI0_310(%rip), %zmm6
	vpermi2ps	%zmm4, %zmm5, %zmm6
	vmovaps	%zmm3, %zmm7
	vpermt2ps	%zmm1, %zmm9, %zmm7
	movb	$56, %r10b
	kmovd	%r10d, %k2
	vmovapd	%zmm6, %zmm7 {%k2}
	vbroadcasti64x4	.LCPI0_312(%rip), %zmm6
	vpermi2ps	%zmm0, %zmm2, %zmm6
	movw	$-2048, %r10w
	kmovd	%r10d, %k1
	vmovaps	%zmm6, %zmm7 {%k1}
	vmovups	%zmm7, 21832(%rsp,%rdi,4)
	vbroadcasti64x4	.LCPI0_313(%rip), %zmm6
	vpermi2ps	%zmm4, %zmm5, %zmm6
	vmovaps	%zmm3, %zmm7
	vpermt2ps	%zmm1, %zmm10, %zmm7
	vmovapd	%zmm6, %zmm7 {%k2}
	vbroadcasti64x4	.LCPI0_315(%rip), %zmm6
	vpermi2ps	%zmm0, %zmm2, %zmm6
	vmovaps	%zmm6, %zmm7 {%k1}
	vmovups	%zmm7, 22088(%rsp,%rdi,4)
	vmovaps	%zmm3, %zmm6
	vpermt2ps	%zmm1, %zmm11, %zmm6
	vbroadcasti64x4	.LCPI0_317(%rip), %zmm7
	vpermi2ps	%zmm5, %zmm4, %zmm7
	movw	$31, %r10w
	kmovd	%r10d, %k2
	vbroadcasti64x4	.LCPI0_318(%rip), %zmm8
	vmovaps	%zmm6, %zmm7 {%k2}
	vpermi2ps	%zmm2, %zmm0, %zmm8
	vmovaps	%zmm8, %zmm7 {%k1}
	vmovups	%zmm7, 22344(%rsp,%rdi,4)
	vmovaps	%zmm3, %zmm6
	vpermt2ps	%zmm1, %zmm12, %zmm6
	vbroadcasti64x4	.LCPI0_320(%rip), %zmm7
	vpermi2ps	%zmm5, %zmm4, %zmm7
	vmovaps	%zmm6, %zmm7 {%k2}
	vbroadcasti64x4	.LCPI0_321(%rip), %zmm6
	vpermi2ps	%zmm2, %zmm0, %zmm6
	vmovaps	%zmm6, %zmm7 {%k1}
	vmovups	%zmm7, 22600(%rsp,%rdi,4)
	vbroadcasti64x4	.LCPI0_322(%rip), %zmm6
	vpermi2ps	%zmm5, %zmm4, %zmm6
	vmovaps	%zmm1, %zmm7
	vpermt2ps	%zmm3, %zmm13, %zmm7
	movw	$992, %r10w
	kmovd	%r10d, %k1
	vmovaps	%zmm6, %zmm7 {%k1}
	vbroadcasti64x4	.LCPI0_324(%rip), %zmm6
	vpermi2ps	%zmm0, %zmm2, %zmm6
	movb	$-32, %r10b
	kmovd	%r10d, %k2
	vmovapd	%zmm6, %zmm7 {%k2}
	vmovupd	%zmm7, 22856(%rsp,%rdi,4)
	vbroadcasti64x4	.LCPI0_325(%rip), %zmm6
	vpermi2ps	%zmm5, %zmm4, %zmm6
	vpermt2ps	%zmm3, %zmm14, %zmm1
	vmovaps	%zmm6, %zmm1 {%k1}
	vbroadcasti64x4	.LCPI0_327(%rip), %zmm3
	vpermi2ps	%zmm0, %zmm2, %zmm3
	vmovapd	%zmm3, %zmm1 {%k2}
	vmovupd	%zmm1, 23112(%rsp,%rdi,4)
	addq	$16, %rdi
	addq	$384, %r8
	cmpq	$48, %rdi
	jb	.LBB0_1035
	jmp	.LBB0_1044
.LBB0_1036:
	movq	$-8, %r8
	movq	2960(%rsp), %rbp
	.p2align	4
.LBB0_1037:
	vmovups	256(%rbp), %zmm7
	vmovups	320(%rbp), %zmm6
	vmovups	64(%rbp), %zmm22
	vmovups	(%rbp), %zmm2
	vmovups	128(%rbp), %zmm1
	vmovups	192(%rbp), %zmm3
	vmovaps	%zmm3, %zmm4
	vbroadcastf128	.LCPI0_457(%rip), %ymm0
	vpermt2ps	%zmm1, %zmm0, %zmm4
	vmovaps	%zmm2, %zmm5
	vmovaps	.LCPI0_88(%rip), %xmm0
	vpermt2ps	%zmm22, %zmm0, %zmm5
	vblendps	$248, %ymm4, %ymm5, %ymm4
	vmovups	320(%rbp), %ymm18
	vmovups	256(%rbp), %ymm19
	vshufps	$200, %ymm18, %ymm19, %ymm5
	vbroadcastss	392(%rbp), %ymm8
	vblendps	$128, %ymm8, %ymm5, %ymm5
	vblendps	$224, %ymm5, %ymm4, %ymm14
	vbroadcastss	396(%rbp), %ymm8
	vbroadcastss	420(%rbp), %ymm10
	vbroadcastss	424(%rbp), %ymm9
	vbroadcastss	148(%rbp), %xmm4
	vblendps	$8, 192(%rbp), %xmm4, %xmm13
	vbroadcastss	428(%rbp), %ymm15
	vmovups	192(%rbp), %ymm20
	vmovups	(%rbp), %ymm4
	vmovups	64(%rbp), %ymm5
	vmovups	128(%rbp), %ymm12
	vbroadcastss	328(%rbp), %ymm17
	vbroadcastss	388(%rbp), %ymm16
	vmovups	416(%rbp), %ymm21
	vmovups	384(%rbp), %ymm11
	vmovups	%ymm14, 21800(%rsp,%r8,4)
	vmovaps	%zmm3, %zmm14
	vbroadcastf128	.LCPI0_458(%rip), %ymm0
	vpermt2ps	%zmm1, %zmm0, %zmm14
	vmovaps	%zmm2, %zmm0
	vmovaps	.LCPI0_90(%rip), %xmm23
	vpermt2ps	%zmm22, %zmm23, %zmm0
	vblendps	$248, %ymm14, %ymm0, %ymm0
	vshufps	$220, %ymm18, %ymm19, %ymm14
	vblendps	$128, %ymm8, %ymm14, %ymm8
	vblendps	$224, %ymm8, %ymm0, %ymm0
	vmovups	%ymm0, 22056(%rsp,%r8,4)
	vmovaps	%zmm3, %zmm0
	vmovaps	.LCPI0_91(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vmovaps	%zmm22, %zmm8
	vmovaps	.LCPI0_92(%rip), %xmm14
	vpermt2ps	%zmm2, %zmm14, %zmm8
	vblendps	$248, %ymm0, %ymm8, %ymm0
	vmovaps	%zmm7, %zmm8
	vbroadcastsd	.LCPI0_459(%rip), %ymm14
	vpermt2ps	%zmm6, %zmm14, %zmm8
	vmovaps	.LCPI0_94(%rip), %ymm23
	vpermt2ps	%ymm11, %ymm23, %ymm8
	vblendps	$224, %ymm8, %ymm0, %ymm0
	vmovups	%ymm0, 22312(%rsp,%r8,4)
	vmovaps	%zmm3, %zmm0
	vmovaps	.LCPI0_95(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vmovaps	%zmm22, %zmm8
	vmovaps	.LCPI0_96(%rip), %xmm14
	vpermt2ps	%zmm2, %zmm14, %zmm8
	vblendps	$248, %ymm0, %ymm8, %ymm0
	vmovaps	%zmm7, %zmm8
	vbroadcastsd	.LCPI0_460(%rip), %ymm14
	vpermt2ps	%zmm6, %zmm14, %zmm8
	vmovaps	.LCPI0_98(%rip), %ymm24
	vpermt2ps	%ymm11, %ymm24, %ymm8
	vblendps	$224, %ymm8, %ymm0, %ymm0
	vmovups	%ymm0, 22568(%rsp,%r8,4)
	vmovaps	%zmm7, %zmm0
	vbroadcastf128	.LCPI0_461(%rip), %ymm8
	vpermt2ps	%zmm6, %zmm8, %zmm0
	vbroadcastf128	.LCPI0_443(%rip), %ymm8
	vpermt2ps	%ymm11, %ymm8, %ymm0
	vmovaps	%zmm1, %zmm8
	vbroadcastf128	.LCPI0_462(%rip), %ymm14
	vpermt2ps	%zmm3, %zmm14, %zmm8
	vblendps	$240, %ymm4, %ymm5, %ymm14
	vmovaps	.LCPI0_102(%rip), %ymm25
	vpermt2ps	%ymm14, %ymm25, %ymm8
	vblendps	$224, %ymm0, %ymm8, %ymm0
	vmovups	%ymm0, 22824(%rsp,%r8,4)
	vmovaps	%zmm1, %zmm0
	vbroadcastf128	.LCPI0_463(%rip), %ymm8
	vpermt2ps	%zmm3, %zmm8, %zmm0
	vmovaps	.LCPI0_104(%rip), %ymm8
	vpermt2ps	%ymm14, %ymm8, %ymm0
	vmovaps	%zmm7, %zmm8
	vbroadcastf128	.LCPI0_464(%rip), %ymm14
	vpermt2ps	%zmm6, %zmm14, %zmm8
	vblendps	$128, %ymm11, %ymm8, %ymm8
	vblendps	$224, %ymm8, %ymm0, %ymm0
	vmovups	%ymm0, 23080(%rsp,%r8,4)
	vmovaps	%ymm4, %ymm0
	vmovaps	.LCPI0_106(%rip), %xmm8
	vpermt2ps	%ymm5, %ymm8, %ymm0
	vmovaps	%zmm3, %zmm8
	vmovaps	.LCPI0_107(%rip), %ymm14
	vpermt2ps	%zmm1, %zmm14, %zmm8
	vblendps	$3, %ymm0, %ymm8, %ymm0
	vmovaps	%zmm7, %zmm8
	vbroadcastsd	.LCPI0_465(%rip), %ymm14
	vpermt2ps	%zmm6, %zmm14, %zmm8
	vbroadcastf128	.LCPI0_427(%rip), %ymm14
	vpermt2ps	%ymm21, %ymm14, %ymm8
	vblendps	$224, %ymm8, %ymm0, %ymm0
	vmovups	%ymm0, 23336(%rsp,%r8,4)
	vmovaps	.LCPI0_110(%rip), %xmm0
	vpermt2ps	%ymm5, %ymm0, %ymm4
	vmovaps	%zmm3, %zmm0
	vmovaps	.LCPI0_111(%rip), %ymm5
	vpermt2ps	%zmm1, %zmm5, %zmm0
	vblendps	$3, %ymm4, %ymm0, %ymm0
	vmovaps	%zmm7, %zmm4
	vbroadcastsd	.LCPI0_466(%rip), %ymm5
	vpermt2ps	%zmm6, %zmm5, %zmm4
	vblendps	$128, %ymm10, %ymm4, %ymm4
	vblendps	$224, %ymm4, %ymm0, %ymm0
	vmovups	%ymm0, 23592(%rsp,%r8,4)
	vmovaps	%zmm2, %zmm0
	vmovddup	.LCPI0_467(%rip), %xmm4
	vpermt2ps	%zmm22, %zmm4, %zmm0
	vmovaps	%ymm12, %ymm4
	vmovddup	.LCPI0_468(%rip), %xmm5
	vpermt2ps	%ymm20, %ymm5, %ymm4
	vblendps	$3, %xmm0, %xmm4, %xmm0
	vmovaps	%zmm7, %zmm4
	vbroadcastf128	.LCPI0_469(%rip), %ymm5
	vpermt2ps	%zmm6, %zmm5, %zmm4
	vblendps	$128, %ymm9, %ymm4, %ymm4
	vblendps	$15, %ymm0, %ymm4, %ymm0
	vmovups	%ymm0, 23848(%rsp,%r8,4)
	vmovaps	%zmm2, %zmm0
	vmovddup	.LCPI0_470(%rip), %xmm4
	vpermt2ps	%zmm22, %zmm4, %zmm0
	vblendps	$3, %xmm0, %xmm13, %xmm0
	vmovaps	%zmm7, %zmm4
	vbroadcastf128	.LCPI0_471(%rip), %ymm5
	vpermt2ps	%zmm6, %zmm5, %zmm4
	vblendps	$128, %ymm15, %ymm4, %ymm4
	vblendps	$15, %ymm0, %ymm4, %ymm0
	vmovups	%ymm0, 24104(%rsp,%r8,4)
	vmovaps	%zmm2, %zmm0
	vmovaps	.LCPI0_118(%rip), %ymm4
	vpermt2ps	%zmm22, %zmm4, %zmm0
	vmovaps	%ymm12, %ymm4
	vmovddup	.LCPI0_119(%rip), %xmm5
	vpermt2ps	%ymm20, %ymm5, %ymm4
	vblendps	$3, %xmm0, %xmm4, %xmm0
	vmovaps	%zmm6, %zmm4
	vbroadcastf128	.LCPI0_472(%rip), %ymm5
	vpermt2ps	%zmm7, %zmm5, %zmm4
	vpermt2ps	%ymm21, %ymm23, %ymm4
	vblendps	$15, %ymm0, %ymm4, %ymm0
	vmovups	%ymm0, 24360(%rsp,%r8,4)
	vmovddup	.LCPI0_122(%rip), %xmm0
	vpermt2ps	%ymm20, %ymm0, %ymm12
	vmovaps	%zmm2, %zmm0
	vmovaps	.LCPI0_121(%rip), %ymm4
	vpermt2ps	%zmm22, %zmm4, %zmm0
	vblendps	$3, %xmm0, %xmm12, %xmm0
	vbroadcastf128	.LCPI0_473(%rip), %ymm4
	vpermt2ps	%zmm7, %zmm4, %zmm6
	vpermt2ps	%ymm21, %ymm24, %ymm6
	vblendps	$15, %ymm0, %ymm6, %ymm0
	vmovups	%ymm0, 24616(%rsp,%r8,4)
	vinsertf64x4	$1, %ymm17, %zmm21, %zmm0
	vinsertf64x4	$1, %ymm19, %zmm11, %zmm4
	vmovaps	.LCPI0_124(%rip), %ymm5
	vpermt2ps	%zmm0, %zmm5, %zmm4
	vmovaps	%zmm2, %zmm0
	vmovddup	.LCPI0_474(%rip), %xmm5
	vpermt2ps	%zmm22, %zmm5, %zmm0
	vmovaps	%zmm1, %zmm5
	vmovddup	.LCPI0_467(%rip), %xmm6
	vpermt2ps	%zmm3, %zmm6, %zmm5
	vblendps	$3, %xmm0, %xmm5, %xmm0
	vblendps	$15, %ymm0, %ymm4, %ymm0
	vmovups	%ymm0, 24872(%rsp,%r8,4)
	vinsertf64x4	$1, %ymm18, %zmm16, %zmm0
	vinsertf64x4	$1, %ymm19, %zmm21, %zmm4
	vmovaps	.LCPI0_127(%rip), %ymm5
	vpermt2ps	%zmm0, %zmm5, %zmm4
	vmovddup	.LCPI0_475(%rip), %xmm0
	vpermt2ps	%zmm22, %zmm0, %zmm2
	vmovddup	.LCPI0_470(%rip), %xmm0
	vpermt2ps	%zmm3, %zmm0, %zmm1
	vblendps	$3, %xmm2, %xmm1, %xmm0
	vblendps	$15, %ymm0, %ymm4, %ymm0
	vmovups	%ymm0, 25128(%rsp,%r8,4)
	addq	$8, %r8
	addq	$448, %rbp
	cmpq	$56, %r8
	jb	.LBB0_1037
	jmp	.LBB0_1044
.LBB0_1038:
	movq	$-16, %r8
	movq	5312(%rsp), %r10
	vmovaps	.LCPI0_285(%rip), %ymm15
	vmovaps	.LCPI0_289(%rip), %ymm16
	vmovaps	.LCPI0_293(%rip), %ymm17
	vmovaps	.LCPI0_297(%rip), %ymm18
	vmovaps	.LCPI0_303(%rip), %xmm19
	vmovaps	.LCPI0_306(%rip), %xmm20
	vmovaps	.LCPI0_309(%rip), %xmm21
	.p2align	4
.LBB0_1039:
	vmovups	384(%r10), %zmm1
	vmovups	320(%r10), %zmm4
	vmovups	256(%r10), %zmm3
	vmovups	(%r10), %zmm0
	vmovups	64(%r10), %zmm2
	vmovups	128(%r10), %zmm7
	vmovups	192(%r10), %zmm6
	vbroadcasti64x4	.LCPI0_284(%rip), %zmm5
	vpermi2ps	%zmm7, %zmm6, %zmm5
	vmovaps	%zmm0, %zmm8
	vpermt2ps	%zmm2, %zmm15, %zmm8
	movw	$992, %di
	kmovd	%edi, %k1
	vmovaps	%zmm5, %zmm8 {%k1}
	vbroadcasti32x4	.LCPI0_286(%rip), %zmm5
	vpermi2ps	%zmm4, %zmm3, %zmm5
	vbroadcasti64x4	.LCPI0_287(%rip), %zmm9
	vpermi2ps	%zmm1, %zmm5, %zmm9
	movb	$-32, %dil
	kmovd	%edi, %k1
	vmovapd	%zmm9, %zmm8 {%k1}
	vmovupd	%zmm8, 21832(%rsp,%r8,4)
	vbroadcasti32x4	.LCPI0_288(%rip), %zmm5
	vmovaps	%zmm7, %zmm8
	vbroadcasti32x4	.LCPI0_296(%rip), %zmm9
	vpermi2ps	%zmm6, %zmm7, %zmm9
	vbroadcasti64x4	.LCPI0_302(%rip), %zmm10
	vpermi2ps	%zmm6, %zmm7, %zmm10
	vbroadcasti64x4	.LCPI0_305(%rip), %zmm11
	vpermi2ps	%zmm6, %zmm7, %zmm11
	vbroadcasti64x4	.LCPI0_308(%rip), %zmm12
	vpermi2ps	%zmm7, %zmm6, %zmm12
	vpermt2ps	%zmm6, %zmm5, %zmm7
	vmovaps	%zmm0, %zmm13
	vpermt2ps	%zmm2, %zmm16, %zmm13
	movw	$480, %di
	kmovd	%edi, %k2
	vmovaps	%zmm7, %zmm13 {%k2}
	vbroadcasti64x4	.LCPI0_290(%rip), %zmm7
	vpermi2ps	%zmm4, %zmm3, %zmm7
	vbroadcasti64x4	.LCPI0_291(%rip), %zmm14
	vpermi2ps	%zmm1, %zmm7, %zmm14
	movw	$-512, %di
	kmovd	%edi, %k1
	vmovaps	%zmm14, %zmm13 {%k1}
	vmovups	%zmm13, 22088(%rsp,%r8,4)
	vbroadcasti32x4	.LCPI0_292(%rip), %zmm7
	vpermt2ps	%zmm6, %zmm7, %zmm8
	vmovaps	%zmm2, %zmm6
	vpermt2ps	%zmm0, %zmm17, %zmm6
	vmovaps	%zmm8, %zmm6 {%k2}
	vbroadcasti64x4	.LCPI0_294(%rip), %zmm8
	vbroadcasti64x4	.LCPI0_295(%rip), %zmm13
	vpermi2ps	%zmm4, %zmm3, %zmm8
	vpermi2ps	%zmm1, %zmm8, %zmm13
	vmovaps	%zmm13, %zmm6 {%k1}
	vmovups	%zmm6, 22344(%rsp,%r8,4)
	vmovaps	%zmm2, %zmm6
	vpermt2ps	%zmm0, %zmm18, %zmm6
	vmovaps	%zmm9, %zmm6 {%k2}
	vbroadcasti64x4	.LCPI0_298(%rip), %zmm8
	vpermi2ps	%zmm3, %zmm4, %zmm8
	vbroadcasti64x4	.LCPI0_299(%rip), %zmm9
	vpermi2ps	%zmm1, %zmm8, %zmm9
	vmovaps	%zmm9, %zmm6 {%k1}
	vmovups	%zmm6, 22600(%rsp,%r8,4)
	vbroadcasti64x4	.LCPI0_300(%rip), %zmm6
	vpermi2ps	%zmm3, %zmm4, %zmm6
	vbroadcasti64x4	.LCPI0_301(%rip), %zmm8
	vpermi2ps	%zmm1, %zmm6, %zmm8
	vmovaps	%zmm0, %zmm6
	vpermt2ps	%zmm2, %zmm19, %zmm6
	vinsertf32x4	$0, %xmm6, %zmm10, %zmm6
	vmovaps	%zmm8, %zmm6 {%k1}
	vmovups	%zmm6, 22856(%rsp,%r8,4)
	vpermi2ps	%zmm4, %zmm3, %zmm5
	vbroadcasti64x4	.LCPI0_304(%rip), %zmm6
	vpermi2ps	%zmm1, %zmm5, %zmm6
	vmovaps	%zmm0, %zmm5
	vpermt2ps	%zmm2, %zmm20, %zmm5
	vinsertf32x4	$0, %xmm5, %zmm11, %zmm5
	vmovaps	%zmm6, %zmm5 {%k1}
	vmovups	%zmm5, 23112(%rsp,%r8,4)
	vpermt2ps	%zmm4, %zmm7, %zmm3
	vbroadcasti64x4	.LCPI0_307(%rip), %zmm4
	vpermi2ps	%zmm1, %zmm3, %zmm4
	vpermt2ps	%zmm2, %zmm21, %zmm0
	vinsertf32x4	$0, %xmm0, %zmm12, %zmm0
	vmovaps	%zmm4, %zmm0 {%k1}
	vmovups	%zmm0, 23368(%rsp,%r8,4)
	addq	$16, %r8
	addq	$448, %r10
	cmpq	$48, %r8
	jb	.LBB0_1039
	jmp	.LBB0_1044
.LBB0_1040:
	movq	$-8, %rdi
	movq	-8(%rsp), %r8
	.p2align	4
.LBB0_1041:
	vmovups	256(%r8), %zmm0
	vmovups	320(%r8), %ymm1
	vmovups	(%r8), %zmm2
	vmovups	64(%r8), %zmm5
	vmovups	128(%r8), %zmm3
	vmovups	192(%r8), %zmm4
	vmovaps	%zmm3, %zmm6
	vbroadcastf128	.LCPI0_476(%rip), %ymm7
	vpermt2ps	%zmm4, %zmm7, %zmm6
	vmovaps	%zmm2, %zmm7
	vmovaps	.LCPI0_203(%rip), %xmm8
	vpermt2ps	%zmm5, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm8
	vmovups	288(%r8), %ymm9
	vmovups	256(%r8), %ymm6
	vblendps	$240, %ymm9, %ymm6, %ymm10
	vmovaps	.LCPI0_204(%rip), %ymm7
	vpermt2ps	%ymm10, %ymm7, %ymm8
	vbroadcastss	324(%r8), %ymm7
	vmovups	%ymm8, 21800(%rsp,%rdi,4)
	vmovaps	%zmm3, %zmm8
	vbroadcastf128	.LCPI0_477(%rip), %ymm11
	vpermt2ps	%zmm4, %zmm11, %zmm8
	vmovaps	%zmm2, %zmm11
	vmovaps	.LCPI0_206(%rip), %xmm12
	vpermt2ps	%zmm5, %zmm12, %zmm11
	vblendps	$248, %ymm8, %ymm11, %ymm8
	vmovaps	.LCPI0_207(%rip), %ymm11
	vpermt2ps	%ymm10, %ymm11, %ymm8
	vmovups	%ymm8, 22056(%rsp,%rdi,4)
	vmovaps	%zmm3, %zmm8
	vbroadcastf128	.LCPI0_478(%rip), %ymm10
	vpermt2ps	%zmm4, %zmm10, %zmm8
	vmovaps	%zmm2, %zmm10
	vmovaps	.LCPI0_209(%rip), %xmm11
	vpermt2ps	%zmm5, %zmm11, %zmm10
	vblendps	$248, %ymm8, %ymm10, %ymm8
	vshufps	$3, %ymm6, %ymm9, %ymm9
	vmovaps	.LCPI0_210(%rip), %ymm10
	vpermt2ps	%ymm9, %ymm10, %ymm8
	vmovups	%ymm8, 22312(%rsp,%rdi,4)
	vmovaps	%zmm3, %zmm8
	vbroadcastf128	.LCPI0_479(%rip), %ymm9
	vpermt2ps	%zmm4, %zmm9, %zmm8
	vmovaps	%zmm2, %zmm9
	vmovaps	.LCPI0_212(%rip), %xmm10
	vpermt2ps	%zmm5, %zmm10, %zmm9
	vblendps	$248, %ymm8, %ymm9, %ymm8
	vblendps	$240, %ymm6, %ymm1, %ymm9
	vmovaps	.LCPI0_213(%rip), %ymm10
	vpermt2ps	%ymm9, %ymm10, %ymm8
	vmovups	%ymm8, 22568(%rsp,%rdi,4)
	vmovaps	%zmm4, %zmm8
	vbroadcastf128	.LCPI0_480(%rip), %ymm10
	vpermt2ps	%zmm3, %zmm10, %zmm8
	vmovaps	%zmm2, %zmm10
	vmovaps	.LCPI0_215(%rip), %xmm11
	vpermt2ps	%zmm5, %zmm11, %zmm10
	vblendps	$248, %ymm8, %ymm10, %ymm8
	vblendps	$128, %ymm7, %ymm6, %ymm6
	vblendps	$192, %ymm6, %ymm8, %ymm6
	vmovups	%ymm6, 22824(%rsp,%rdi,4)
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_481(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_217(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	.LCPI0_218(%rip), %ymm7
	vpermt2ps	%ymm9, %ymm7, %ymm6
	vmovups	%ymm6, 23080(%rsp,%rdi,4)
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_482(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_220(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastsd	.LCPI0_483(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 23336(%rsp,%rdi,4)
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_484(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_223(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastsd	.LCPI0_485(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 23592(%rsp,%rdi,4)
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_486(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_226(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastsd	.LCPI0_487(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 23848(%rsp,%rdi,4)
	vmovaps	%zmm4, %zmm6
	vmovaps	.LCPI0_228(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_229(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastf128	.LCPI0_488(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 24104(%rsp,%rdi,4)
	vmovddup	.LCPI0_487(%rip), %xmm6
	vpermt2ps	%zmm5, %zmm6, %zmm2
	vbroadcastf128	.LCPI0_489(%rip), %ymm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vblendps	$3, %ymm2, %ymm3, %ymm2
	vbroadcastf128	.LCPI0_490(%rip), %ymm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vblendps	$224, %ymm0, %ymm2, %ymm0
	vmovups	%ymm0, 24360(%rsp,%rdi,4)
	addq	$8, %rdi
	addq	$352, %r8
	cmpq	$56, %rdi
	jb	.LBB0_1041
	jmp	.LBB0_1044
.LBB0_1042:
	movq	$-8, %rdi
	movq	32(%rsp), %r8
	vbroadcastf128	.LCPI0_260(%rip), %ymm14
	vmovaps	.LCPI0_259(%rip), %xmm15
	vmovaps	.LCPI0_260(%rip), %xmm16
	vbroadcastf32x4	.LCPI0_491(%rip), %ymm17
	vmovaps	.LCPI0_262(%rip), %xmm18
	vmovaps	.LCPI0_240(%rip), %ymm19
	vbroadcastf32x4	.LCPI0_492(%rip), %ymm20
	vmovaps	.LCPI0_264(%rip), %xmm21
	vbroadcastf32x4	.LCPI0_493(%rip), %ymm22
	vmovaps	.LCPI0_266(%rip), %xmm23
	vbroadcastf32x4	.LCPI0_494(%rip), %ymm24
	vmovaps	.LCPI0_268(%rip), %xmm25
	vbroadcastf32x4	.LCPI0_495(%rip), %ymm26
	vmovaps	.LCPI0_270(%rip), %xmm27
	vbroadcastf32x4	.LCPI0_496(%rip), %ymm28
	vmovaps	.LCPI0_272(%rip), %xmm29
	vbroadcastf32x4	.LCPI0_497(%rip), %ymm30
	.p2align	4
.LBB0_1043:
	vmovups	256(%r8), %ymm0
	vmovups	(%r8), %zmm3
	vmovups	64(%r8), %zmm1
	vmovups	128(%r8), %zmm2
	vmovups	192(%r8), %zmm4
	vmovaps	%zmm2, %zmm5
	vpermt2ps	%zmm4, %zmm14, %zmm5
	vmovaps	%zmm3, %zmm6
	vpermt2ps	%zmm1, %zmm15, %zmm6
	vblendps	$240, %ymm5, %ymm6, %ymm11
	vbroadcastss	260(%r8), %ymm12
	vbroadcastss	264(%r8), %ymm10
	vmovaps	%zmm3, %zmm8
	vpermt2ps	%zmm1, %zmm16, %zmm8
	vinsertf128	$1, 256(%r8), %ymm8, %ymm9
	vbroadcastss	272(%r8), %ymm7
	vbroadcastss	276(%r8), %ymm6
	vbroadcastss	280(%r8), %ymm5
	vmovups	%ymm11, 21800(%rsp,%rdi,4)
	vmovaps	%zmm2, %zmm11
	vpermt2ps	%zmm4, %zmm17, %zmm11
	vmovaps	%zmm3, %zmm13
	vpermt2ps	%zmm1, %zmm18, %zmm13
	vblendps	$240, %ymm11, %ymm13, %ymm11
	vpermt2ps	%ymm0, %ymm19, %ymm11
	vmovups	%ymm11, 22056(%rsp,%rdi,4)
	vmovaps	%zmm2, %zmm11
	vpermt2ps	%zmm4, %zmm20, %zmm11
	vmovaps	%zmm3, %zmm13
	vpermt2ps	%zmm1, %zmm21, %zmm13
	vblendps	$240, %ymm11, %ymm13, %ymm11
	vblendps	$128, %ymm12, %ymm11, %ymm11
	vmovups	%ymm11, 22312(%rsp,%rdi,4)
	vmovaps	%zmm4, %zmm11
	vpermt2ps	%zmm2, %zmm22, %zmm11
	vmovaps	%zmm3, %zmm12
	vpermt2ps	%zmm1, %zmm23, %zmm12
	vblendps	$240, %ymm11, %ymm12, %ymm11
	vblendps	$128, %ymm10, %ymm11, %ymm10
	vmovups	%ymm10, 22568(%rsp,%rdi,4)
	vmovaps	%zmm4, %zmm10
	vpermt2ps	%zmm2, %zmm24, %zmm10
	vblendps	$240, %ymm10, %ymm8, %ymm8
	vblendps	$136, %ymm9, %ymm8, %ymm8
	vmovups	%ymm8, 22824(%rsp,%rdi,4)
	vmovaps	%zmm3, %zmm8
	vpermt2ps	%zmm1, %zmm25, %zmm8
	vmovaps	%zmm2, %zmm9
	vpermt2ps	%zmm4, %zmm26, %zmm9
	vblendps	$7, %ymm8, %ymm9, %ymm8
	vblendps	$128, %ymm7, %ymm8, %ymm7
	vmovups	%ymm7, 23080(%rsp,%rdi,4)
	vmovaps	%zmm3, %zmm7
	vpermt2ps	%zmm1, %zmm27, %zmm7
	vmovaps	%zmm2, %zmm8
	vpermt2ps	%zmm4, %zmm28, %zmm8
	vblendps	$7, %ymm7, %ymm8, %ymm7
	vblendps	$128, %ymm6, %ymm7, %ymm6
	vmovups	%ymm6, 23336(%rsp,%rdi,4)
	vmovaps	%zmm1, %zmm6
	vpermt2ps	%zmm3, %zmm29, %zmm6
	vmovaps	%zmm2, %zmm7
	vpermt2ps	%zmm4, %zmm30, %zmm7
	vblendps	$7, %ymm6, %ymm7, %ymm6
	vblendps	$128, %ymm5, %ymm6, %ymm5
	vmovups	%ymm5, 23592(%rsp,%rdi,4)
	vmovaps	.LCPI0_274(%rip), %xmm5
	vpermt2ps	%zmm3, %zmm5, %zmm1
	vbroadcastf128	.LCPI0_498(%rip), %ymm3
	vpermt2ps	%zmm4, %zmm3, %zmm2
	vblendps	$7, %ymm1, %ymm2, %ymm1
	vblendps	$128, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 23848(%rsp,%rdi,4)
	addq	$8, %rdi
	addq	$288, %r8
	cmpq	$56, %rdi
	jb	.LBB0_1043
	.p2align	4
.LBB0_1044:
	cmpb	$0, 1136(%rsp)
	je	.LBB0_1049
	cmpq	$0, -120(%rsp)
	je	.LBB0_1050
.LBB0_1046:
	cmpq	$0, -120(%rsp)
	je	.LBB0_1051
	movq	-112(%rsp), %rdx
	vpbroadcastq	%rdx, %zmm0
	vmovdqu64	%zmm0, 2528(%rsp)
	xorl	%r8d, %r8d
	vmovdqa64	.LCPI0_10(%rip), %zmm2
	vmovdqa64	.LCPI0_9(%rip), %zmm3
	.p2align	4
.LBB0_1048:
	vmovdqu64	%zmm3, 224(%rsp)
	vmovdqu64	%zmm2, 1200(%rsp)
	vpbroadcastq	.LCPI0_11(%rip), %zmm1
	vpaddq	%zmm1, %zmm2, %zmm0
	vpaddq	%zmm1, %zmm3, %zmm1
	vpbroadcastq	.LCPI0_12(%rip), %zmm3
	vpaddq	1200(%rsp), %zmm3, %zmm2
	vpaddq	224(%rsp), %zmm3, %zmm3
	vpbroadcastq	.LCPI0_13(%rip), %zmm5
	vpaddq	1200(%rsp), %zmm5, %zmm4
	vpaddq	224(%rsp), %zmm5, %zmm5
	vpbroadcastq	.LCPI0_355(%rip), %zmm13
	vpandq	224(%rsp), %zmm13, %zmm6
	vpandq	1200(%rsp), %zmm13, %zmm7
	vpandq	%zmm13, %zmm1, %zmm8
	vpandq	%zmm13, %zmm0, %zmm9
	vpandq	%zmm13, %zmm3, %zmm10
	vpandq	%zmm13, %zmm2, %zmm11
	vpandq	%zmm13, %zmm5, %zmm12
	vpandq	%zmm13, %zmm4, %zmm13
	vpsrlq	$6, 224(%rsp), %zmm15
	vpsrlq	$6, 1200(%rsp), %zmm14
	vpsrlq	$6, %zmm1, %zmm1
	vpsrlq	$6, %zmm0, %zmm0
	vpsrlq	$6, %zmm3, %zmm3
	vpsrlq	$6, %zmm2, %zmm2
	vpsrlq	$6, %zmm5, %zmm5
	vpsrlq	$6, %zmm4, %zmm17
	vmovdqu64	2528(%rsp), %zmm4
	vpaddq	%zmm4, %zmm7, %zmm7
	vpaddq	%zmm4, %zmm6, %zmm18
	vpaddq	%zmm4, %zmm9, %zmm9
	vpaddq	%zmm4, %zmm8, %zmm8
	vpaddq	%zmm4, %zmm11, %zmm19
	vpaddq	%zmm4, %zmm10, %zmm21
	vpaddq	%zmm4, %zmm13, %zmm25
	vpaddq	%zmm4, %zmm12, %zmm12
	vpbroadcastq	.LCPI0_14(%rip), %zmm16
	vpmuludq	%zmm16, %zmm14, %zmm14
	vpmuludq	%zmm16, %zmm15, %zmm20
	vpmuludq	%zmm16, %zmm0, %zmm4
	vpmuludq	%zmm16, %zmm1, %zmm6
	vpmuludq	%zmm16, %zmm2, %zmm28
	vpmuludq	%zmm16, %zmm3, %zmm13
	vpmuludq	%zmm16, %zmm17, %zmm22
	vmovdqu64	%zmm22, 3152(%rsp)
	vpmuludq	%zmm16, %zmm5, %zmm29
	vmovdqu64	2192(%rsp), %zmm1
	vpxorq	%zmm20, %zmm1, %zmm0
	vpxorq	%zmm14, %zmm1, %zmm2
	vpxorq	%zmm6, %zmm1, %zmm3
	vpxorq	%zmm4, %zmm1, %zmm10
	vpxorq	%zmm13, %zmm1, %zmm11
	vpxorq	%zmm28, %zmm1, %zmm15
	vpxorq	%zmm29, %zmm1, %zmm17
	vpxorq	%zmm22, %zmm1, %zmm23
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm10, %zmm31
	vpsrlq	$32, %zmm3, %zmm10
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm11, %zmm27
	vmovdqu64	2592(%rsp), %zmm1
	vpxorq	%zmm1, %zmm18, %zmm3
	vpsrlq	$32, %zmm23, %zmm23
	vpmuludq	%zmm16, %zmm3, %zmm5
	vmovdqu64	%zmm5, 1264(%rsp)
	vpxorq	%zmm1, %zmm7, %zmm3
	vpmuludq	%zmm16, %zmm3, %zmm22
	vmovdqu64	%zmm22, 4560(%rsp)
	vpxorq	%zmm1, %zmm8, %zmm3
	vpmuludq	%zmm16, %zmm3, %zmm30
	vmovdqu64	%zmm30, 3088(%rsp)
	vpsrlq	$32, %zmm17, %zmm17
	vpxorq	%zmm1, %zmm9, %zmm3
	vpmuludq	%zmm16, %zmm3, %zmm8
	vmovdqu64	%zmm8, 1616(%rsp)
	vpxorq	%zmm1, %zmm21, %zmm3
	vpmuludq	%zmm16, %zmm3, %zmm11
	vmovdqu64	%zmm11, 3472(%rsp)
	vpxorq	%zmm1, %zmm19, %zmm3
	vpmuludq	%zmm16, %zmm3, %zmm7
	vmovdqu64	%zmm7, 544(%rsp)
	vpxorq	%zmm1, %zmm12, %zmm3
	vpmuludq	%zmm16, %zmm3, %zmm3
	vmovdqu64	%zmm3, 160(%rsp)
	vpxorq	%zmm1, %zmm25, %zmm12
	vpbroadcastq	.LCPI0_15(%rip), %zmm25
	vpmuludq	%zmm25, %zmm0, %zmm24
	vpmuludq	%zmm25, %zmm2, %zmm18
	vpmuludq	%zmm25, %zmm10, %zmm10
	vpmuludq	%zmm25, %zmm31, %zmm2
	vpmuludq	%zmm25, %zmm27, %zmm9
	vpmuludq	%zmm25, %zmm15, %zmm27
	vpmuludq	%zmm25, %zmm17, %zmm17
	vpmuludq	%zmm25, %zmm23, %zmm0
	vmovdqu64	%zmm0, 80(%rsp)
	vpmuludq	%zmm16, %zmm12, %zmm1
	vmovdqu64	%zmm1, 368(%rsp)
	vpsrlq	$32, %zmm22, %zmm21
	vpsrlq	$32, %zmm5, %zmm0
	vpsrlq	$32, %zmm8, %zmm23
	vpsrlq	$32, %zmm30, %zmm5
	vpsrlq	$32, %zmm7, %zmm26
	vpsrlq	$32, %zmm11, %zmm31
	vpsrlq	$32, %zmm1, %zmm7
	vpsrlq	$32, %zmm3, %zmm8
	vmovdqu64	1680(%rsp), %zmm30
	vpternlogq	$150, %zmm20, %zmm30, %zmm0
	vpsrlq	$32, %zmm18, %zmm3
	vpternlogq	$150, %zmm14, %zmm30, %zmm21
	vpsrlq	$32, %zmm24, %zmm14
	vmovdqa64	%zmm24, %zmm12
	vpternlogq	$150, %zmm6, %zmm30, %zmm5
	vpsrlq	$32, %zmm2, %zmm11
	vmovdqa64	%zmm2, %zmm15
	vpternlogq	$150, %zmm4, %zmm30, %zmm23
	vpsrlq	$32, %zmm10, %zmm6
	vpternlogq	$150, %zmm13, %zmm30, %zmm31
	vpsrlq	$32, %zmm27, %zmm13
	vpternlogq	$150, %zmm28, %zmm30, %zmm26
	vpsrlq	$32, %zmm9, %zmm4
	vpternlogq	$150, %zmm29, %zmm30, %zmm8
	vpsrlq	$32, %zmm17, %zmm20
	vpternlogq	$150, 3152(%rsp), %zmm30, %zmm7
	vmovdqu64	2064(%rsp), %zmm1
	vpxorq	%zmm1, %zmm14, %zmm14
	vpmuludq	%zmm16, %zmm14, %zmm19
	vpxorq	%zmm1, %zmm3, %zmm14
	vpmuludq	%zmm16, %zmm14, %zmm28
	vpxorq	%zmm1, %zmm6, %zmm6
	vpxorq	%zmm1, %zmm11, %zmm14
	vpmuludq	%zmm16, %zmm6, %zmm24
	vmovdqu64	%zmm24, 944(%rsp)
	vpmuludq	%zmm16, %zmm14, %zmm22
	vpxorq	%zmm1, %zmm4, %zmm4
	vpxorq	%zmm1, %zmm13, %zmm3
	vpxorq	%zmm1, %zmm20, %zmm29
	vpmuludq	%zmm25, %zmm21, %zmm11
	vpmuludq	%zmm16, %zmm4, %zmm4
	vmovdqu64	%zmm4, 288(%rsp)
	vpmuludq	%zmm25, %zmm0, %zmm6
	vmovdqu64	%zmm6, 2448(%rsp)
	vpmuludq	%zmm25, %zmm23, %zmm23
	vmovdqu64	%zmm23, 4496(%rsp)
	vpmuludq	%zmm25, %zmm5, %zmm21
	vmovdqu64	%zmm21, 3920(%rsp)
	vpmuludq	%zmm25, %zmm26, %zmm20
	vpmuludq	%zmm25, %zmm31, %zmm13
	vpmuludq	%zmm16, %zmm3, %zmm30
	vpmuludq	%zmm25, %zmm7, %zmm5
	vpmuludq	%zmm25, %zmm8, %zmm2
	vpsrlq	$32, %zmm11, %zmm3
	vmovdqu64	1552(%rsp), %zmm0
	vpternlogq	$150, %zmm18, %zmm0, %zmm3
	vmovdqu64	%zmm3, 3152(%rsp)
	vpsrlq	$32, %zmm6, %zmm14
	vpmuludq	%zmm16, %zmm29, %zmm3
	vmovdqu64	%zmm3, 1072(%rsp)
	vpternlogq	$150, %zmm12, %zmm0, %zmm14
	vpsrlq	$32, %zmm23, %zmm26
	vpternlogq	$150, %zmm15, %zmm0, %zmm26
	vpsrlq	$32, %zmm21, %zmm31
	vpternlogq	$150, %zmm10, %zmm0, %zmm31
	vpsrlq	$32, %zmm20, %zmm23
	vpternlogq	$150, %zmm27, %zmm0, %zmm23
	vpsrlq	$32, %zmm13, %zmm29
	vmovdqa64	%zmm13, %zmm21
	vpternlogq	$150, %zmm9, %zmm0, %zmm29
	vpsrlq	$32, %zmm2, %zmm27
	vmovdqa64	%zmm2, %zmm13
	vpternlogq	$150, %zmm17, %zmm0, %zmm27
	vpsrlq	$32, %zmm19, %zmm8
	vmovdqu64	3280(%rsp), %zmm7
	vpternlogq	$150, 1264(%rsp), %zmm7, %zmm8
	vpsrlq	$32, %zmm28, %zmm2
	vpternlogq	$150, 4560(%rsp), %zmm7, %zmm2
	vpsrlq	$32, %zmm24, %zmm15
	vpternlogq	$150, 3088(%rsp), %zmm7, %zmm15
	vpsrlq	$32, %zmm22, %zmm10
	vpternlogq	$150, 1616(%rsp), %zmm7, %zmm10
	vpsrlq	$32, %zmm4, %zmm17
	vpternlogq	$150, 3472(%rsp), %zmm7, %zmm17
	vpsrlq	$32, %zmm30, %zmm9
	vpternlogq	$150, 544(%rsp), %zmm7, %zmm9
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, 160(%rsp), %zmm7, %zmm6
	vpsrlq	$32, %zmm5, %zmm3
	vmovdqu64	80(%rsp), %zmm4
	vpternlogq	$150, %zmm4, %zmm0, %zmm3
	vpsrlq	$32, %zmm4, %zmm0
	vpxorq	%zmm1, %zmm0, %zmm0
	vpmuludq	%zmm16, %zmm0, %zmm0
	vmovdqu64	%zmm0, 3472(%rsp)
	vpsrlq	$32, %zmm0, %zmm18
	vpternlogq	$150, 368(%rsp), %zmm7, %zmm18
	vpmuludq	%zmm25, %zmm2, %zmm0
	vmovdqu64	%zmm0, 80(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqu64	2384(%rsp), %zmm0
	vpternlogq	$150, %zmm11, %zmm0, %zmm1
	vmovdqu64	%zmm1, 368(%rsp)
	vpmuludq	%zmm25, %zmm8, %zmm7
	vpsrlq	$32, %zmm7, %zmm11
	vpternlogq	$150, 2448(%rsp), %zmm0, %zmm11
	vpmuludq	%zmm25, %zmm10, %zmm1
	vmovdqu64	%zmm1, 2448(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 4496(%rsp), %zmm0, %zmm1
	vmovdqu64	%zmm1, 160(%rsp)
	vpmuludq	%zmm25, %zmm15, %zmm1
	vmovdqu64	%zmm1, 4496(%rsp)
	vpsrlq	$32, %zmm1, %zmm12
	vpternlogq	$150, 3920(%rsp), %zmm0, %zmm12
	vpmuludq	%zmm25, %zmm9, %zmm10
	vpsrlq	$32, %zmm10, %zmm2
	vpternlogq	$150, %zmm20, %zmm0, %zmm2
	vmovdqu64	%zmm2, 544(%rsp)
	vpmuludq	%zmm25, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm15
	vpternlogq	$150, %zmm21, %zmm0, %zmm15
	vpmuludq	%zmm25, %zmm18, %zmm1
	vmovdqu64	%zmm1, 3088(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm5, %zmm0, %zmm1
	vmovdqu64	%zmm1, 1616(%rsp)
	vpmuludq	%zmm25, %zmm6, %zmm5
	vpsrlq	$32, %zmm5, %zmm18
	vpternlogq	$150, %zmm13, %zmm0, %zmm18
	vpmuludq	%zmm16, %zmm14, %zmm24
	vpsrlq	$32, %zmm24, %zmm20
	vmovdqu64	4432(%rsp), %zmm13
	vpternlogq	$150, %zmm19, %zmm13, %zmm20
	vpmuludq	3152(%rsp), %zmm16, %zmm4
	vpsrlq	$32, %zmm4, %zmm0
	vpternlogq	$150, %zmm28, %zmm13, %zmm0
	vpmuludq	%zmm16, %zmm31, %zmm8
	vpsrlq	$32, %zmm8, %zmm21
	vpternlogq	$150, 944(%rsp), %zmm13, %zmm21
	vpmuludq	%zmm16, %zmm26, %zmm9
	vpsrlq	$32, %zmm9, %zmm31
	vpternlogq	$150, %zmm22, %zmm13, %zmm31
	vpmuludq	%zmm16, %zmm29, %zmm1
	vmovdqu64	%zmm1, 3920(%rsp)
	vpsrlq	$32, %zmm1, %zmm26
	vpternlogq	$150, 288(%rsp), %zmm13, %zmm26
	vpmuludq	%zmm16, %zmm23, %zmm1
	vmovdqu64	%zmm1, 4560(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm30, %zmm13, %zmm1
	vpmuludq	%zmm16, %zmm27, %zmm6
	vpsrlq	$32, %zmm6, %zmm27
	vpternlogq	$150, 1072(%rsp), %zmm13, %zmm27
	vpmuludq	%zmm16, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm2
	vpternlogq	$150, 3472(%rsp), %zmm13, %zmm2
	vpmuludq	%zmm25, %zmm0, %zmm0
	vmovdqu64	%zmm0, 3152(%rsp)
	vpsrlq	$32, %zmm0, %zmm13
	vmovdqu64	3792(%rsp), %zmm0
	vpternlogq	$150, 80(%rsp), %zmm0, %zmm13
	vmovdqu64	%zmm13, 80(%rsp)
	vpmuludq	%zmm25, %zmm20, %zmm13
	vmovdqu64	%zmm13, 1072(%rsp)
	vpsrlq	$32, %zmm13, %zmm19
	vpternlogq	$150, %zmm7, %zmm0, %zmm19
	vpmuludq	%zmm25, %zmm31, %zmm7
	vmovdqu64	%zmm7, 288(%rsp)
	vpsrlq	$32, %zmm7, %zmm29
	vpternlogq	$150, 2448(%rsp), %zmm0, %zmm29
	vpmuludq	%zmm25, %zmm21, %zmm7
	vmovdqu64	%zmm7, 2448(%rsp)
	vpsrlq	$32, %zmm7, %zmm20
	vpternlogq	$150, 4496(%rsp), %zmm0, %zmm20
	vpmuludq	%zmm25, %zmm1, %zmm13
	vpsrlq	$32, %zmm13, %zmm31
	vpternlogq	$150, %zmm10, %zmm0, %zmm31
	vpmuludq	%zmm25, %zmm26, %zmm14
	vpsrlq	$32, %zmm14, %zmm21
	vpternlogq	$150, %zmm17, %zmm0, %zmm21
	vpmuludq	%zmm25, %zmm2, %zmm26
	vpsrlq	$32, %zmm26, %zmm30
	vpternlogq	$150, 3088(%rsp), %zmm0, %zmm30
	vpmuludq	%zmm25, %zmm27, %zmm28
	vpsrlq	$32, %zmm28, %zmm22
	vpternlogq	$150, %zmm5, %zmm0, %zmm22
	vpmuludq	%zmm16, %zmm11, %zmm27
	vpsrlq	$32, %zmm27, %zmm5
	vmovdqu64	4368(%rsp), %zmm17
	vpternlogq	$150, %zmm24, %zmm17, %zmm5
	vpmuludq	368(%rsp), %zmm16, %zmm0
	vmovdqu64	%zmm0, 3472(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, %zmm4, %zmm17, %zmm1
	vpmuludq	%zmm16, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm7
	vpternlogq	$150, %zmm8, %zmm17, %zmm7
	vpmuludq	160(%rsp), %zmm16, %zmm8
	vpsrlq	$32, %zmm8, %zmm0
	vpternlogq	$150, %zmm9, %zmm17, %zmm0
	vpmuludq	%zmm16, %zmm15, %zmm15
	vpsrlq	$32, %zmm15, %zmm11
	vpternlogq	$150, 3920(%rsp), %zmm17, %zmm11
	vpmuludq	544(%rsp), %zmm16, %zmm2
	vmovdqu64	%zmm2, 3920(%rsp)
	vpsrlq	$32, %zmm2, %zmm23
	vpternlogq	$150, 4560(%rsp), %zmm17, %zmm23
	vpmuludq	%zmm16, %zmm18, %zmm9
	vpsrlq	$32, %zmm9, %zmm24
	vpternlogq	$150, %zmm6, %zmm17, %zmm24
	vpmuludq	1616(%rsp), %zmm16, %zmm2
	vmovdqu64	%zmm2, 1616(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm3, %zmm17, %zmm2
	vpmuludq	%zmm25, %zmm1, %zmm17
	vpsrlq	$32, %zmm17, %zmm3
	vmovdqu64	4304(%rsp), %zmm1
	vpternlogq	$150, 3152(%rsp), %zmm1, %zmm3
	vmovdqu64	%zmm3, 368(%rsp)
	vpmuludq	%zmm25, %zmm5, %zmm3
	vmovdqu64	%zmm3, 3088(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, 1072(%rsp), %zmm1, %zmm3
	vpmuludq	%zmm25, %zmm0, %zmm0
	vmovdqu64	%zmm0, 1072(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 288(%rsp), %zmm1, %zmm0
	vmovdqu64	%zmm0, 160(%rsp)
	vpmuludq	%zmm25, %zmm7, %zmm0
	vmovdqu64	%zmm0, 288(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, 2448(%rsp), %zmm1, %zmm4
	vpmuludq	%zmm25, %zmm23, %zmm0
	vmovdqu64	%zmm0, 2448(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm13, %zmm1, %zmm0
	vmovdqu64	%zmm0, 544(%rsp)
	vpmuludq	%zmm25, %zmm11, %zmm5
	vpsrlq	$32, %zmm5, %zmm10
	vpternlogq	$150, %zmm14, %zmm1, %zmm10
	vpmuludq	%zmm25, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm6
	vpternlogq	$150, %zmm26, %zmm1, %zmm6
	vmovdqu64	%zmm6, 4560(%rsp)
	vpmuludq	%zmm25, %zmm24, %zmm6
	vpsrlq	$32, %zmm6, %zmm11
	vpternlogq	$150, %zmm28, %zmm1, %zmm11
	vpmuludq	%zmm16, %zmm19, %zmm19
	vpsrlq	$32, %zmm19, %zmm23
	vmovdqu64	4640(%rsp), %zmm7
	vpternlogq	$150, %zmm27, %zmm7, %zmm23
	vpmuludq	80(%rsp), %zmm16, %zmm24
	vpsrlq	$32, %zmm24, %zmm0
	vpternlogq	$150, 3472(%rsp), %zmm7, %zmm0
	vpmuludq	%zmm16, %zmm20, %zmm18
	vpsrlq	$32, %zmm18, %zmm13
	vpternlogq	$150, %zmm12, %zmm7, %zmm13
	vpmuludq	%zmm16, %zmm29, %zmm1
	vmovdqu64	%zmm1, 3472(%rsp)
	vpsrlq	$32, %zmm1, %zmm14
	vpternlogq	$150, %zmm8, %zmm7, %zmm14
	vpmuludq	%zmm16, %zmm21, %zmm1
	vmovdqu64	%zmm1, 4496(%rsp)
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, %zmm15, %zmm7, %zmm20
	vpmuludq	%zmm16, %zmm31, %zmm27
	vpsrlq	$32, %zmm27, %zmm15
	vpternlogq	$150, 3920(%rsp), %zmm7, %zmm15
	vpmuludq	%zmm16, %zmm22, %zmm22
	vpsrlq	$32, %zmm22, %zmm1
	vpternlogq	$150, %zmm9, %zmm7, %zmm1
	vpmuludq	%zmm16, %zmm30, %zmm8
	vmovdqu64	%zmm8, 3152(%rsp)
	vpsrlq	$32, %zmm8, %zmm26
	vpternlogq	$150, 1616(%rsp), %zmm7, %zmm26
	vpmuludq	%zmm25, %zmm0, %zmm29
	vpsrlq	$32, %zmm29, %zmm28
	vmovdqu64	4240(%rsp), %zmm0
	vpternlogq	$150, %zmm17, %zmm0, %zmm28
	vpmuludq	%zmm25, %zmm23, %zmm23
	vpsrlq	$32, %zmm23, %zmm9
	vpternlogq	$150, 3088(%rsp), %zmm0, %zmm9
	vpmuludq	%zmm25, %zmm14, %zmm14
	vpsrlq	$32, %zmm14, %zmm8
	vpternlogq	$150, 1072(%rsp), %zmm0, %zmm8
	vpmuludq	%zmm25, %zmm13, %zmm21
	vpsrlq	$32, %zmm21, %zmm12
	vpternlogq	$150, 288(%rsp), %zmm0, %zmm12
	vpmuludq	%zmm25, %zmm15, %zmm7
	vmovdqu64	%zmm7, 3920(%rsp)
	vpsrlq	$32, %zmm7, %zmm13
	vpternlogq	$150, 2448(%rsp), %zmm0, %zmm13
	vpmuludq	%zmm25, %zmm20, %zmm7
	vmovdqu64	%zmm7, 1072(%rsp)
	vpsrlq	$32, %zmm7, %zmm15
	vpternlogq	$150, %zmm5, %zmm0, %zmm15
	vpmuludq	%zmm25, %zmm26, %zmm17
	vpsrlq	$32, %zmm17, %zmm7
	vpternlogq	$150, %zmm2, %zmm0, %zmm7
	vpmuludq	%zmm25, %zmm1, %zmm1
	vmovdqu64	%zmm1, 80(%rsp)
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, %zmm6, %zmm0, %zmm20
	vpmuludq	%zmm16, %zmm3, %zmm0
	vmovdqu64	%zmm0, 1616(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vmovdqu64	4176(%rsp), %zmm0
	vpternlogq	$150, %zmm19, %zmm0, %zmm3
	vpmuludq	368(%rsp), %zmm16, %zmm1
	vmovdqu64	%zmm1, 368(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm24, %zmm0, %zmm1
	vpmuludq	%zmm16, %zmm4, %zmm31
	vpsrlq	$32, %zmm31, %zmm4
	vpternlogq	$150, %zmm18, %zmm0, %zmm4
	vpmuludq	160(%rsp), %zmm16, %zmm30
	vpsrlq	$32, %zmm30, %zmm5
	vpternlogq	$150, 3472(%rsp), %zmm0, %zmm5
	vpmuludq	%zmm16, %zmm10, %zmm10
	vpsrlq	$32, %zmm10, %zmm2
	vpternlogq	$150, 4496(%rsp), %zmm0, %zmm2
	vpmuludq	544(%rsp), %zmm16, %zmm19
	vpsrlq	$32, %zmm19, %zmm6
	vpternlogq	$150, %zmm27, %zmm0, %zmm6
	vpmuludq	%zmm16, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm26
	vpternlogq	$150, %zmm22, %zmm0, %zmm26
	vpmuludq	4560(%rsp), %zmm16, %zmm24
	vpsrlq	$32, %zmm24, %zmm18
	vpternlogq	$150, 3152(%rsp), %zmm0, %zmm18
	vpmuludq	%zmm25, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm27
	vmovdqu64	4112(%rsp), %zmm1
	vpternlogq	$150, %zmm29, %zmm1, %zmm27
	vpmuludq	%zmm25, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, %zmm23, %zmm1, %zmm22
	vpmuludq	%zmm25, %zmm5, %zmm0
	vpsrlq	$32, %zmm0, %zmm23
	vpternlogq	$150, %zmm14, %zmm1, %zmm23
	vpmuludq	%zmm25, %zmm4, %zmm0
	vpsrlq	$32, %zmm0, %zmm14
	vpternlogq	$150, %zmm21, %zmm1, %zmm14
	vpmuludq	%zmm25, %zmm6, %zmm0
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, 3920(%rsp), %zmm1, %zmm5
	vpmuludq	%zmm25, %zmm2, %zmm0
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, 1072(%rsp), %zmm1, %zmm21
	vpmuludq	%zmm25, %zmm18, %zmm0
	vpsrlq	$32, %zmm0, %zmm6
	vpternlogq	$150, %zmm17, %zmm1, %zmm6
	vpmuludq	%zmm16, %zmm9, %zmm0
	vpmuludq	%zmm16, %zmm28, %zmm28
	vpmuludq	%zmm16, %zmm12, %zmm29
	vpmuludq	%zmm16, %zmm8, %zmm18
	vpmuludq	%zmm16, %zmm15, %zmm15
	vpmuludq	%zmm16, %zmm13, %zmm12
	vpmuludq	%zmm16, %zmm20, %zmm3
	vpmuludq	%zmm16, %zmm7, %zmm20
	vpmuludq	%zmm25, %zmm26, %zmm2
	vpsrlq	$32, %zmm2, %zmm13
	vpternlogq	$150, 80(%rsp), %zmm1, %zmm13
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqu64	4928(%rsp), %zmm1
	vpternlogq	$150, 1616(%rsp), %zmm1, %zmm2
	vpsrlq	$32, %zmm28, %zmm4
	vpternlogq	$150, 368(%rsp), %zmm1, %zmm4
	vpsrlq	$32, %zmm29, %zmm7
	vpternlogq	$150, %zmm31, %zmm1, %zmm7
	vpsrlq	$32, %zmm18, %zmm8
	vpternlogq	$150, %zmm30, %zmm1, %zmm8
	vpsrlq	$32, %zmm15, %zmm9
	vpternlogq	$150, %zmm10, %zmm1, %zmm9
	vpsrlq	$32, %zmm12, %zmm10
	vpternlogq	$150, %zmm19, %zmm1, %zmm10
	vpsrlq	$32, %zmm3, %zmm19
	vpternlogq	$150, %zmm11, %zmm1, %zmm19
	vpsrlq	$32, %zmm20, %zmm11
	vpternlogq	$150, %zmm24, %zmm1, %zmm11
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm2, %ymm2
	vinserti64x4	$1, %ymm2, %zmm4, %zmm4
	vpmovqd	%zmm8, %ymm2
	vpmovqd	%zmm7, %ymm7
	vinserti64x4	$1, %ymm7, %zmm2, %zmm7
	vpmovqd	%zmm10, %ymm2
	vpmovqd	%zmm9, %ymm8
	vinserti64x4	$1, %ymm8, %zmm2, %zmm8
	vpmovqd	%zmm11, %ymm2
	vpmovqd	%zmm19, %ymm9
	vinserti64x4	$1, %ymm9, %zmm2, %zmm9
	vpmuludq	%zmm16, %zmm22, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vmovdqu64	6016(%rsp), %zmm17
	vpternlogq	$150, %zmm0, %zmm17, %zmm2
	vpmuludq	%zmm16, %zmm27, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm28, %zmm17, %zmm0
	vpmuludq	%zmm16, %zmm14, %zmm10
	vpsrlq	$32, %zmm10, %zmm10
	vpternlogq	$150, %zmm29, %zmm17, %zmm10
	vpmuludq	%zmm16, %zmm23, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm18, %zmm17, %zmm1
	vpmuludq	%zmm16, %zmm21, %zmm11
	vpsrlq	$32, %zmm11, %zmm11
	vpternlogq	$150, %zmm15, %zmm17, %zmm11
	vpmuludq	%zmm16, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm12, %zmm17, %zmm5
	vpmuludq	%zmm16, %zmm13, %zmm12
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm3, %zmm17, %zmm12
	vpmuludq	%zmm16, %zmm6, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm20, %zmm17, %zmm3
	vpmuludq	%zmm25, %zmm0, %zmm0
	vpmuludq	%zmm25, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm0, %zmm0
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm2, %ymm2
	vinserti64x4	$1, %ymm2, %zmm0, %zmm0
	vpmuludq	%zmm25, %zmm1, %zmm1
	vpmuludq	%zmm25, %zmm10, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm1, %zmm1
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm2, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vpmuludq	%zmm25, %zmm5, %zmm2
	vpmuludq	%zmm25, %zmm11, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm2, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm2, %zmm2
	vpmuludq	%zmm25, %zmm3, %zmm3
	vpmuludq	%zmm25, %zmm12, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm3, %zmm3
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm3, %zmm3
	vpbroadcastd	.LCPI0_16(%rip), %zmm6
	vpmulld	%zmm6, %zmm4, %zmm4
	vmovdqu64	880(%rsp), %zmm5
	vpternlogd	$150, %zmm4, %zmm5, %zmm0
	vpmulld	%zmm6, %zmm7, %zmm4
	vpternlogd	$150, %zmm4, %zmm5, %zmm1
	vpmulld	%zmm6, %zmm8, %zmm4
	vpternlogd	$150, %zmm4, %zmm5, %zmm2
	vpmulld	%zmm6, %zmm9, %zmm4
	vpternlogd	$150, %zmm4, %zmm5, %zmm3
	vmovdqu64	%zmm0, 54536(%rsp,%r8,4)
	vmovdqu64	%zmm1, 54600(%rsp,%r8,4)
	vmovdqu64	%zmm2, 54664(%rsp,%r8,4)
	vmovdqu64	1200(%rsp), %zmm2
	vmovdqu64	%zmm3, 54728(%rsp,%r8,4)
	vmovdqu64	224(%rsp), %zmm3
	addq	$64, %r8
	vpbroadcastq	.LCPI0_17(%rip), %zmm0
	vpaddq	%zmm0, %zmm2, %zmm2
	vpaddq	%zmm0, %zmm3, %zmm3
	cmpq	%r8, %r12
	jne	.LBB0_1048
	jmp	.LBB0_1053
	.p2align	4
.LBB0_1049:
	cmpq	$0, -120(%rsp)
	jne	.LBB0_1058
.LBB0_1050:
	vmovss	-72(%rsp), %xmm28
	vmovss	.LCPI0_0(%rip), %xmm27
	movzbl	1136(%rsp), %edx
	movq	1408(%rsp), %rbx
	vbroadcastss	.LCPI0_2(%rip), %zmm30
	vxorps	%xmm26, %xmm26, %xmm26
	vmovups	2256(%rsp), %zmm25
	vmovups	1008(%rsp), %zmm6
	vmovdqu64	2880(%rsp), %zmm31
	vmovups	2816(%rsp), %zmm17
	jmp	.LBB0_1109
.LBB0_1051:
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_1052:
	movl	%r8d, %edi
	andl	$63, %edi
	movq	%r8, %r10
	shrq	$6, %r10
	movq	-112(%rsp), %rdx
	leal	(%rdx,%rdi), %r12d
	movl	%r10d, %r10d
	movl	$3528531795, %edx
	imulq	%rdx, %r10
	xorl	608(%rsp), %r12d
	movq	-64(%rsp), %rbp
	xorq	%r10, %rbp
	shrq	$32, %rbp
	imulq	%rdx, %r12
	imulq	%r14, %rbp
	movq	%r12, %rbx
	shrq	$32, %rbx
	movq	%rbp, %rdi
	shrq	$32, %rdi
	xorl	%ecx, %edi
	xorl	%r11d, %r10d
	xorl	%ebx, %r10d
	imulq	%rdx, %rdi
	imulq	%r14, %r10
	movq	%r10, %rbx
	shrq	$32, %rbx
	xorl	%esi, %ebp
	xorl	%ebx, %ebp
	movq	%rdi, %rbx
	shrq	$32, %rbx
	xorl	5120(%rsp), %r12d
	xorl	%ebx, %r12d
	imulq	%rdx, %rbp
	imulq	%r14, %r12
	movq	%r12, %rbx
	shrq	$32, %rbx
	xorl	%eax, %r10d
	xorl	%ebx, %r10d
	movq	%rbp, %rbx
	shrq	$32, %rbx
	xorl	816(%rsp), %edi
	xorl	%ebx, %edi
	imulq	%rdx, %r10
	imulq	%r14, %rdi
	movq	%rdi, %rbx
	shrq	$32, %rbx
	xorl	5440(%rsp), %r12d
	xorl	%ebx, %r12d
	movq	%r10, %rbx
	shrq	$32, %rbx
	xorl	3024(%rsp), %ebp
	xorl	%ebx, %ebp
	imulq	%rdx, %r12
	imulq	%r14, %rbp
	movq	%rbp, %rbx
	shrq	$32, %rbx
	xorl	2320(%rsp), %edi
	xorl	%ebx, %edi
	movq	%r12, %rbx
	shrq	$32, %rbx
	xorl	480(%rsp), %r10d
	xorl	%ebx, %r10d
	imulq	%rdx, %rdi
	imulq	%r14, %r10
	movq	%r10, %rbx
	shrq	$32, %rbx
	xorl	1952(%rsp), %ebp
	xorl	%ebx, %ebp
	movq	%rdi, %rbx
	shrq	$32, %rbx
	xorl	%r9d, %r12d
	xorl	%ebx, %r12d
	imulq	%rdx, %rbp
	imulq	%r14, %r12
	shrq	$32, %r12
	xorl	2128(%rsp), %r10d
	xorl	%r12d, %r10d
	movq	1808(%rsp), %r12
	movq	%rbp, %rbx
	shrq	$32, %rbx
	xorl	%r13d, %edi
	xorl	%ebx, %edi
	imulq	%rdx, %r10
	shrq	$32, %r10
	xorl	%r15d, %ebp
	xorl	%r10d, %ebp
	imull	$-845247145, %edi, %edi
	imulq	%r14, %rbp
	shrq	$32, %rbp
	xorl	736(%rsp), %edi
	xorl	%ebp, %edi
	movl	%edi, 54536(%rsp,%r8,4)
	incq	%r8
	cmpq	%r8, %r12
	jne	.LBB0_1052
.LBB0_1053:
	cmpq	$0, -120(%rsp)
	je	.LBB0_1056
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_1055:
	vcvtudq2pd	54536(%rsp,%r8,4), %zmm0
	vcvtudq2pd	54568(%rsp,%r8,4), %zmm1
	vcvtudq2pd	54600(%rsp,%r8,4), %zmm2
	vcvtudq2pd	54632(%rsp,%r8,4), %zmm3
	vcvtudq2pd	54664(%rsp,%r8,4), %zmm4
	vcvtudq2pd	54696(%rsp,%r8,4), %zmm5
	vcvtudq2pd	54728(%rsp,%r8,4), %zmm6
	vcvtudq2pd	54760(%rsp,%r8,4), %zmm7
	vbroadcastsd	.LCPI0_19(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm1
	vaddpd	%zmm8, %zmm0, %zmm0
	vaddpd	%zmm8, %zmm3, %zmm3
	vaddpd	%zmm8, %zmm2, %zmm2
	vaddpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm8, %zmm4, %zmm4
	vaddpd	%zmm8, %zmm7, %zmm7
	vaddpd	%zmm8, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_20(%rip), %zmm12
	vmulpd	%zmm12, %zmm0, %zmm0
	vmulpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm12, %zmm3, %zmm8
	vmulpd	%zmm12, %zmm4, %zmm9
	vmulpd	%zmm12, %zmm5, %zmm10
	vmulpd	%zmm12, %zmm6, %zmm11
	vmulpd	%zmm12, %zmm7, %zmm7
	vpsrlq	$32, %zmm1, %zmm3
	vpsrlq	$32, %zmm0, %zmm4
	vpsrlq	$32, %zmm8, %zmm5
	vpsrlq	$32, %zmm2, %zmm6
	vpsrlq	$32, %zmm10, %zmm12
	vpsrlq	$32, %zmm9, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm11, %zmm15
	vpbroadcastq	.LCPI0_21(%rip), %zmm24
	vpaddq	%zmm24, %zmm4, %zmm4
	vmovdqu64	%zmm4, 4560(%rsp)
	vpaddq	%zmm24, %zmm3, %zmm19
	vmovdqu64	%zmm19, 3920(%rsp)
	vpaddq	%zmm24, %zmm6, %zmm6
	vmovdqu64	%zmm6, 3472(%rsp)
	vpaddq	%zmm24, %zmm5, %zmm18
	vmovdqu64	%zmm18, 3152(%rsp)
	vpaddq	%zmm24, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1616(%rsp)
	vpaddq	%zmm24, %zmm12, %zmm17
	vmovdqu64	%zmm17, 544(%rsp)
	vpaddq	%zmm24, %zmm15, %zmm15
	vmovdqu64	%zmm15, 160(%rsp)
	vpaddq	%zmm24, %zmm14, %zmm16
	vmovdqu64	%zmm16, 80(%rsp)
	vpsllq	$32, %zmm4, %zmm3
	vpsllq	$32, %zmm19, %zmm4
	vpsllq	$32, %zmm6, %zmm5
	vpsllq	$32, %zmm18, %zmm6
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm17, %zmm13
	vpsllq	$32, %zmm15, %zmm14
	vpsllq	$32, %zmm16, %zmm15
	vpbroadcastq	.LCPI0_23(%rip), %zmm20
	vpandq	%zmm20, %zmm4, %zmm16
	vpandq	%zmm20, %zmm3, %zmm17
	vpandq	%zmm20, %zmm6, %zmm18
	vpandq	%zmm20, %zmm5, %zmm19
	vpandq	%zmm20, %zmm13, %zmm6
	vpandq	%zmm20, %zmm12, %zmm5
	vpandq	%zmm20, %zmm15, %zmm4
	vpandq	%zmm20, %zmm14, %zmm3
	vpbroadcastq	.LCPI0_24(%rip), %zmm12
	vpternlogq	$248, %zmm12, %zmm0, %zmm17
	vpternlogq	$248, %zmm12, %zmm1, %zmm16
	vpternlogq	$248, %zmm12, %zmm2, %zmm19
	vpternlogq	$248, %zmm12, %zmm8, %zmm18
	vpternlogq	$248, %zmm12, %zmm9, %zmm5
	vpternlogq	$248, %zmm12, %zmm10, %zmm6
	vpternlogq	$248, %zmm12, %zmm11, %zmm3
	vpternlogq	$248, %zmm12, %zmm7, %zmm4
	vpbroadcastq	.LCPI0_25(%rip), %zmm11
	vpaddq	%zmm11, %zmm16, %zmm0
	vpaddq	%zmm11, %zmm17, %zmm1
	vpaddq	%zmm11, %zmm18, %zmm2
	vpaddq	%zmm11, %zmm19, %zmm7
	vbroadcastsd	.LCPI0_26(%rip), %zmm12
	vaddpd	%zmm12, %zmm1, %zmm1
	vaddpd	%zmm12, %zmm0, %zmm13
	vmovupd	%zmm13, 224(%rsp)
	vaddpd	%zmm12, %zmm7, %zmm10
	vaddpd	%zmm12, %zmm2, %zmm9
	vbroadcastsd	.LCPI0_27(%rip), %zmm18
	vaddpd	%zmm18, %zmm13, %zmm0
	vmovapd	%zmm1, %zmm8
	vmovupd	%zmm1, 368(%rsp)
	vaddpd	%zmm18, %zmm1, %zmm1
	vmovupd	%zmm10, 1200(%rsp)
	vaddpd	%zmm18, %zmm10, %zmm2
	vdivpd	%zmm1, %zmm8, %zmm7
	vmovupd	%zmm7, 3088(%rsp)
	vdivpd	%zmm0, %zmm13, %zmm1
	vmovupd	%zmm1, 288(%rsp)
	vdivpd	%zmm2, %zmm10, %zmm2
	vmovupd	%zmm2, 2448(%rsp)
	vmovupd	%zmm9, 4496(%rsp)
	vaddpd	%zmm18, %zmm9, %zmm0
	vdivpd	%zmm0, %zmm9, %zmm0
	vmovupd	%zmm0, 1072(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm8
	vmovupd	%zmm8, 2656(%rsp)
	vmulpd	%zmm7, %zmm7, %zmm1
	vmovupd	%zmm1, 2528(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm7
	vmovupd	%zmm7, 1264(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm0
	vmovupd	%zmm0, 944(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmulpd	%zmm8, %zmm8, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm7, %zmm7, %zmm0
	vbroadcastsd	.LCPI0_28(%rip), %zmm14
	vmulpd	%zmm14, %zmm2, %zmm7
	vmulpd	%zmm14, %zmm1, %zmm8
	vmulpd	%zmm14, %zmm0, %zmm9
	vbroadcastsd	.LCPI0_29(%rip), %zmm23
	vaddpd	%zmm23, %zmm8, %zmm8
	vaddpd	%zmm23, %zmm7, %zmm7
	vaddpd	%zmm23, %zmm9, %zmm9
	vmulpd	%zmm7, %zmm2, %zmm7
	vmulpd	%zmm8, %zmm1, %zmm8
	vmulpd	%zmm9, %zmm0, %zmm9
	vbroadcastsd	.LCPI0_30(%rip), %zmm27
	vaddpd	%zmm27, %zmm8, %zmm8
	vaddpd	%zmm27, %zmm7, %zmm7
	vaddpd	%zmm27, %zmm9, %zmm9
	vmulpd	%zmm7, %zmm2, %zmm7
	vmovupd	%zmm7, 3344(%rsp)
	vmulpd	%zmm8, %zmm1, %zmm7
	vmovupd	%zmm7, 3408(%rsp)
	vmulpd	%zmm9, %zmm0, %zmm7
	vmovupd	%zmm7, 1744(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm9
	vmulpd	%zmm9, %zmm2, %zmm7
	vbroadcastsd	.LCPI0_32(%rip), %zmm10
	vaddpd	%zmm10, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm7
	vbroadcastsd	.LCPI0_33(%rip), %zmm20
	vaddpd	%zmm20, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm16
	vmulpd	%zmm9, %zmm1, %zmm2
	vaddpd	%zmm10, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm20, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm21
	vmulpd	%zmm9, %zmm0, %zmm1
	vmovapd	%zmm9, %zmm28
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm20, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm17
	vmulpd	%zmm14, %zmm13, %zmm0
	vaddpd	%zmm23, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm13, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm13, %zmm25
	vmulpd	%zmm9, %zmm13, %zmm0
	vaddpd	%zmm10, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm13, %zmm0
	vaddpd	%zmm20, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm13, %zmm15
	vmovdqa64	%zmm11, %zmm9
	vpaddq	%zmm11, %zmm6, %zmm0
	vmovapd	%zmm12, %zmm8
	vaddpd	%zmm12, %zmm0, %zmm26
	vmovapd	%zmm18, %zmm7
	vaddpd	%zmm18, %zmm26, %zmm0
	vdivpd	%zmm0, %zmm26, %zmm0
	vmovupd	%zmm0, 3856(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm19
	vmulpd	%zmm19, %zmm19, %zmm0
	vmulpd	%zmm14, %zmm0, %zmm2
	vmovapd	%zmm14, %zmm6
	vaddpd	%zmm23, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm27, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm22
	vmulpd	%zmm28, %zmm0, %zmm2
	vaddpd	%zmm10, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm20, %zmm2, %zmm2
	vmovapd	%zmm20, %zmm18
	vmulpd	%zmm2, %zmm0, %zmm12
	vpaddq	%zmm11, %zmm5, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm13
	vaddpd	%zmm7, %zmm13, %zmm0
	vmovapd	%zmm7, %zmm2
	vdivpd	%zmm0, %zmm13, %zmm30
	vmulpd	%zmm30, %zmm30, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm7
	vmulpd	%zmm14, %zmm7, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm7, %zmm20
	vaddpd	%zmm27, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm7, %zmm14
	vmulpd	%zmm28, %zmm7, %zmm20
	vmovapd	%zmm10, %zmm0
	vaddpd	%zmm10, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm7, %zmm20
	vaddpd	%zmm18, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm7, %zmm10
	vpaddq	%zmm9, %zmm4, %zmm4
	vaddpd	%zmm8, %zmm4, %zmm24
	vaddpd	%zmm2, %zmm24, %zmm7
	vmovapd	%zmm2, %zmm1
	vdivpd	%zmm7, %zmm24, %zmm20
	vmulpd	%zmm20, %zmm20, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm7
	vmulpd	%zmm6, %zmm7, %zmm31
	vaddpd	%zmm23, %zmm31, %zmm31
	vmovapd	%zmm23, %zmm5
	vmulpd	%zmm31, %zmm7, %zmm31
	vaddpd	%zmm27, %zmm31, %zmm31
	vmulpd	%zmm31, %zmm7, %zmm31
	vmulpd	%zmm28, %zmm7, %zmm29
	vmovapd	%zmm28, %zmm23
	vaddpd	%zmm0, %zmm29, %zmm29
	vmovapd	%zmm0, %zmm4
	vmulpd	%zmm29, %zmm7, %zmm29
	vaddpd	%zmm18, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm7, %zmm29
	vpaddq	%zmm9, %zmm3, %zmm3
	vaddpd	%zmm8, %zmm3, %zmm3
	vaddpd	%zmm1, %zmm3, %zmm7
	vdivpd	%zmm7, %zmm3, %zmm7
	vmulpd	%zmm7, %zmm7, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm6, %zmm0, %zmm28
	vaddpd	%zmm5, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm0, %zmm28
	vaddpd	%zmm27, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm0, %zmm28
	vmulpd	%zmm23, %zmm0, %zmm27
	vaddpd	%zmm4, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vaddpd	%zmm18, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm23
	vaddpd	%zmm23, %zmm16, %zmm16
	vmulpd	2656(%rsp), %zmm16, %zmm16
	vaddpd	3344(%rsp), %zmm16, %zmm16
	vaddpd	%zmm23, %zmm21, %zmm21
	vmulpd	2528(%rsp), %zmm21, %zmm21
	vaddpd	3408(%rsp), %zmm21, %zmm21
	vaddpd	%zmm23, %zmm17, %zmm17
	vmulpd	1264(%rsp), %zmm17, %zmm17
	vaddpd	1744(%rsp), %zmm17, %zmm17
	vaddpd	%zmm23, %zmm15, %zmm15
	vmulpd	944(%rsp), %zmm15, %zmm15
	vaddpd	%zmm15, %zmm25, %zmm15
	vaddpd	%zmm23, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm19, %zmm8
	vaddpd	%zmm8, %zmm22, %zmm8
	vaddpd	%zmm23, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm11, %zmm5
	vaddpd	%zmm5, %zmm14, %zmm5
	vaddpd	%zmm23, %zmm29, %zmm10
	vmulpd	%zmm10, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm31, %zmm10
	vaddpd	%zmm23, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm28, %zmm11
	vmovupd	368(%rsp), %zmm1
	vbroadcastsd	.LCPI0_19(%rip), %zmm25
	vmulpd	%zmm25, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm18
	vaddpd	%zmm21, %zmm18, %zmm1
	vmulpd	3088(%rsp), %zmm1, %zmm12
	vmovupd	224(%rsp), %zmm0
	vmulpd	%zmm25, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm1
	vmulpd	288(%rsp), %zmm1, %zmm14
	vmovupd	1200(%rsp), %zmm0
	vmulpd	%zmm25, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm15
	vmulpd	2448(%rsp), %zmm15, %zmm15
	vmovupd	4496(%rsp), %zmm4
	vmulpd	%zmm25, %zmm4, %zmm16
	vmulpd	%zmm16, %zmm4, %zmm16
	vaddpd	%zmm17, %zmm16, %zmm17
	vmulpd	1072(%rsp), %zmm17, %zmm17
	vmulpd	%zmm25, %zmm13, %zmm21
	vmulpd	%zmm21, %zmm13, %zmm21
	vmovapd	%zmm13, %zmm9
	vaddpd	%zmm5, %zmm21, %zmm5
	vmulpd	%zmm5, %zmm30, %zmm5
	vmulpd	%zmm25, %zmm26, %zmm13
	vmulpd	%zmm13, %zmm26, %zmm13
	vmovapd	%zmm26, %zmm6
	vaddpd	%zmm8, %zmm13, %zmm8
	vmulpd	3856(%rsp), %zmm8, %zmm8
	vmulpd	%zmm25, %zmm3, %zmm19
	vmulpd	%zmm19, %zmm3, %zmm19
	vaddpd	%zmm11, %zmm19, %zmm11
	vmulpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm25, %zmm24, %zmm11
	vmulpd	%zmm11, %zmm24, %zmm11
	vaddpd	%zmm10, %zmm11, %zmm10
	vmulpd	%zmm10, %zmm20, %zmm10
	vpsrlq	$20, 4560(%rsp), %zmm20
	vpbroadcastq	.LCPI0_22(%rip), %zmm25
	vpaddq	%zmm25, %zmm20, %zmm20
	vcvtqq2pd	%zmm20, %zmm20
	vbroadcastsd	.LCPI0_35(%rip), %zmm23
	vmulpd	%zmm23, %zmm20, %zmm22
	vaddpd	%zmm12, %zmm22, %zmm12
	vpsrlq	$20, 3920(%rsp), %zmm22
	vpaddq	%zmm25, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm23, %zmm22, %zmm26
	vaddpd	%zmm14, %zmm26, %zmm14
	vpsrlq	$20, 3472(%rsp), %zmm26
	vpaddq	%zmm25, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm23, %zmm26, %zmm27
	vaddpd	%zmm15, %zmm27, %zmm15
	vpsrlq	$20, 3152(%rsp), %zmm27
	vpaddq	%zmm25, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm23, %zmm27, %zmm28
	vaddpd	%zmm17, %zmm28, %zmm17
	vpsrlq	$20, 1616(%rsp), %zmm28
	vpaddq	%zmm25, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm23, %zmm28, %zmm29
	vaddpd	%zmm5, %zmm29, %zmm5
	vpsrlq	$20, 544(%rsp), %zmm29
	vpaddq	%zmm25, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm23, %zmm29, %zmm30
	vaddpd	%zmm8, %zmm30, %zmm8
	vpsrlq	$20, 160(%rsp), %zmm30
	vpaddq	%zmm25, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm23, %zmm30, %zmm31
	vaddpd	%zmm7, %zmm31, %zmm7
	vpsrlq	$20, 80(%rsp), %zmm31
	vpaddq	%zmm25, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm23, %zmm31, %zmm23
	vaddpd	%zmm10, %zmm23, %zmm10
	vsubpd	%zmm18, %zmm12, %zmm0
	vsubpd	%zmm2, %zmm14, %zmm2
	vsubpd	%zmm1, %zmm15, %zmm1
	vsubpd	%zmm16, %zmm17, %zmm12
	vsubpd	%zmm21, %zmm5, %zmm5
	vsubpd	%zmm13, %zmm8, %zmm8
	vsubpd	%zmm19, %zmm7, %zmm7
	vsubpd	%zmm11, %zmm10, %zmm10
	vaddpd	224(%rsp), %zmm2, %zmm2
	vaddpd	368(%rsp), %zmm0, %zmm0
	vaddpd	%zmm12, %zmm4, %zmm11
	vaddpd	1200(%rsp), %zmm1, %zmm12
	vaddpd	%zmm8, %zmm6, %zmm8
	vaddpd	%zmm5, %zmm9, %zmm5
	vaddpd	%zmm10, %zmm24, %zmm4
	vaddpd	%zmm7, %zmm3, %zmm3
	vbroadcastsd	.LCPI0_36(%rip), %zmm25
	vmulpd	%zmm25, %zmm22, %zmm1
	vaddpd	%zmm2, %zmm1, %zmm1
	vmulpd	%zmm25, %zmm20, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm25, %zmm27, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm7
	vmulpd	%zmm25, %zmm26, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm25, %zmm29, %zmm6
	vaddpd	%zmm8, %zmm6, %zmm9
	vmulpd	%zmm25, %zmm28, %zmm6
	vaddpd	%zmm5, %zmm6, %zmm8
	vmulpd	%zmm25, %zmm31, %zmm5
	vaddpd	%zmm4, %zmm5, %zmm11
	vmulpd	%zmm25, %zmm30, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm10
	vbroadcastsd	.LCPI0_37(%rip), %zmm15
	vxorpd	%zmm15, %zmm1, %zmm3
	vxorpd	%zmm15, %zmm0, %zmm4
	vxorpd	%zmm15, %zmm7, %zmm5
	vxorpd	%zmm15, %zmm2, %zmm6
	vxorpd	%zmm15, %zmm9, %zmm12
	vxorpd	%zmm15, %zmm8, %zmm13
	vxorpd	%zmm15, %zmm11, %zmm14
	vxorpd	%zmm15, %zmm10, %zmm15
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm14, %zmm14
	vpbroadcastq	.LCPI0_21(%rip), %zmm16
	vpaddq	%zmm16, %zmm3, %zmm3
	vmovdqu64	%zmm3, 3920(%rsp)
	vpaddq	%zmm16, %zmm4, %zmm4
	vmovdqu64	%zmm4, 3472(%rsp)
	vpaddq	%zmm16, %zmm5, %zmm5
	vmovdqu64	%zmm5, 3152(%rsp)
	vpaddq	%zmm16, %zmm6, %zmm6
	vmovdqu64	%zmm6, 1616(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm12
	vmovdqu64	%zmm12, 544(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqu64	%zmm13, 160(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm14
	vmovdqu64	%zmm14, 80(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm15
	vmovdqu64	%zmm15, 368(%rsp)
	vpsllq	$32, %zmm3, %zmm3
	vpsllq	$32, %zmm4, %zmm4
	vpsllq	$32, %zmm5, %zmm5
	vpsllq	$32, %zmm6, %zmm6
	vpsllq	$32, %zmm12, %zmm12
	vpsllq	$32, %zmm13, %zmm13
	vpsllq	$32, %zmm14, %zmm14
	vpsllq	$32, %zmm15, %zmm15
	vpbroadcastq	.LCPI0_23(%rip), %zmm21
	vpandq	%zmm21, %zmm4, %zmm16
	vpandq	%zmm21, %zmm3, %zmm17
	vpandq	%zmm21, %zmm6, %zmm18
	vpandq	%zmm21, %zmm5, %zmm19
	vpandq	%zmm21, %zmm13, %zmm5
	vpandq	%zmm21, %zmm12, %zmm20
	vpandq	%zmm21, %zmm15, %zmm4
	vpandq	%zmm21, %zmm14, %zmm3
	vpbroadcastq	.LCPI0_24(%rip), %zmm6
	vpternlogq	$248, %zmm6, %zmm1, %zmm17
	vpternlogq	$248, %zmm6, %zmm0, %zmm16
	vpternlogq	$248, %zmm6, %zmm7, %zmm19
	vpternlogq	$248, %zmm6, %zmm2, %zmm18
	vpternlogq	$248, %zmm6, %zmm9, %zmm20
	vpternlogq	$248, %zmm6, %zmm8, %zmm5
	vpternlogq	$248, %zmm6, %zmm11, %zmm3
	vpternlogq	$248, %zmm6, %zmm10, %zmm4
	vpbroadcastq	.LCPI0_25(%rip), %zmm23
	vpaddq	%zmm23, %zmm16, %zmm0
	vpaddq	%zmm23, %zmm17, %zmm1
	vpaddq	%zmm23, %zmm18, %zmm2
	vpaddq	%zmm23, %zmm19, %zmm7
	vbroadcastsd	.LCPI0_26(%rip), %zmm27
	vaddpd	%zmm27, %zmm1, %zmm9
	vaddpd	%zmm27, %zmm0, %zmm25
	vaddpd	%zmm27, %zmm7, %zmm8
	vaddpd	%zmm27, %zmm2, %zmm6
	vbroadcastsd	.LCPI0_27(%rip), %zmm28
	vaddpd	%zmm28, %zmm25, %zmm0
	vmovupd	%zmm9, 224(%rsp)
	vaddpd	%zmm28, %zmm9, %zmm1
	vmovupd	%zmm6, 4560(%rsp)
	vaddpd	%zmm28, %zmm6, %zmm2
	vmovupd	%zmm8, 1200(%rsp)
	vaddpd	%zmm28, %zmm8, %zmm7
	vdivpd	%zmm1, %zmm9, %zmm10
	vmovupd	%zmm10, 288(%rsp)
	vdivpd	%zmm0, %zmm25, %zmm9
	vmovupd	%zmm9, 2448(%rsp)
	vdivpd	%zmm7, %zmm8, %zmm1
	vmovupd	%zmm1, 1072(%rsp)
	vdivpd	%zmm2, %zmm6, %zmm0
	vmovupd	%zmm0, 4496(%rsp)
	vmulpd	%zmm9, %zmm9, %zmm7
	vmovupd	%zmm7, 2528(%rsp)
	vmulpd	%zmm10, %zmm10, %zmm2
	vmovupd	%zmm2, 1264(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm6
	vmovupd	%zmm6, 944(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovupd	%zmm0, 3088(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm7, %zmm7, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm6, %zmm6, %zmm0
	vbroadcastsd	.LCPI0_28(%rip), %zmm21
	vmulpd	%zmm21, %zmm2, %zmm7
	vmulpd	%zmm21, %zmm1, %zmm8
	vmulpd	%zmm21, %zmm0, %zmm9
	vbroadcastsd	.LCPI0_29(%rip), %zmm16
	vaddpd	%zmm16, %zmm8, %zmm8
	vaddpd	%zmm16, %zmm7, %zmm7
	vaddpd	%zmm16, %zmm9, %zmm9
	vmulpd	%zmm7, %zmm2, %zmm7
	vmulpd	%zmm8, %zmm1, %zmm8
	vmulpd	%zmm9, %zmm0, %zmm9
	vbroadcastsd	.LCPI0_30(%rip), %zmm14
	vaddpd	%zmm14, %zmm8, %zmm8
	vaddpd	%zmm14, %zmm7, %zmm7
	vaddpd	%zmm14, %zmm9, %zmm9
	vmulpd	%zmm7, %zmm2, %zmm6
	vmovupd	%zmm6, 3408(%rsp)
	vmulpd	%zmm8, %zmm1, %zmm6
	vmovupd	%zmm6, 1744(%rsp)
	vmulpd	%zmm9, %zmm0, %zmm6
	vmovupd	%zmm6, 2656(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm8
	vmulpd	%zmm8, %zmm2, %zmm7
	vbroadcastsd	.LCPI0_32(%rip), %zmm9
	vaddpd	%zmm9, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm7
	vbroadcastsd	.LCPI0_33(%rip), %zmm6
	vaddpd	%zmm6, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm17
	vmulpd	%zmm8, %zmm1, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovupd	%zmm1, 3344(%rsp)
	vmulpd	%zmm8, %zmm0, %zmm1
	vaddpd	%zmm9, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm26
	vmulpd	%zmm21, %zmm13, %zmm0
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm13, %zmm0
	vaddpd	%zmm14, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm13, %zmm30
	vmulpd	%zmm8, %zmm13, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm13, %zmm0
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm13, %zmm15
	vmovdqa64	%zmm23, %zmm1
	vpaddq	%zmm23, %zmm5, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm24
	vaddpd	%zmm28, %zmm24, %zmm0
	vdivpd	%zmm0, %zmm24, %zmm23
	vmulpd	%zmm23, %zmm23, %zmm10
	vmulpd	%zmm10, %zmm10, %zmm0
	vmulpd	%zmm21, %zmm0, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm14, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm22
	vmulpd	%zmm8, %zmm0, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm12
	vpaddq	%zmm1, %zmm20, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm18
	vaddpd	%zmm28, %zmm18, %zmm0
	vdivpd	%zmm0, %zmm18, %zmm19
	vmulpd	%zmm19, %zmm19, %zmm5
	vmulpd	%zmm5, %zmm5, %zmm7
	vmulpd	%zmm21, %zmm7, %zmm20
	vaddpd	%zmm16, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm7, %zmm20
	vaddpd	%zmm14, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm7, %zmm13
	vmulpd	%zmm8, %zmm7, %zmm20
	vaddpd	%zmm9, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm7, %zmm20
	vaddpd	%zmm6, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm7, %zmm11
	vpaddq	%zmm1, %zmm4, %zmm4
	vaddpd	%zmm27, %zmm4, %zmm4
	vaddpd	%zmm28, %zmm4, %zmm7
	vdivpd	%zmm7, %zmm4, %zmm20
	vmulpd	%zmm20, %zmm20, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm7
	vmulpd	%zmm21, %zmm7, %zmm31
	vaddpd	%zmm16, %zmm31, %zmm31
	vmulpd	%zmm31, %zmm7, %zmm31
	vaddpd	%zmm14, %zmm31, %zmm31
	vmulpd	%zmm31, %zmm7, %zmm31
	vmulpd	%zmm8, %zmm7, %zmm29
	vaddpd	%zmm9, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm7, %zmm29
	vaddpd	%zmm6, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm7, %zmm29
	vpaddq	%zmm1, %zmm3, %zmm3
	vaddpd	%zmm27, %zmm3, %zmm3
	vaddpd	%zmm28, %zmm3, %zmm7
	vdivpd	%zmm7, %zmm3, %zmm7
	vmulpd	%zmm7, %zmm7, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm21, %zmm0, %zmm28
	vaddpd	%zmm16, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm0, %zmm28
	vaddpd	%zmm14, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm0, %zmm28
	vmulpd	%zmm8, %zmm0, %zmm27
	vaddpd	%zmm9, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vaddpd	%zmm6, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm6
	vaddpd	%zmm6, %zmm17, %zmm16
	vmulpd	2528(%rsp), %zmm16, %zmm16
	vaddpd	3408(%rsp), %zmm16, %zmm16
	vaddpd	3344(%rsp), %zmm6, %zmm21
	vmulpd	1264(%rsp), %zmm21, %zmm21
	vaddpd	1744(%rsp), %zmm21, %zmm21
	vaddpd	%zmm6, %zmm26, %zmm17
	vmulpd	944(%rsp), %zmm17, %zmm17
	vaddpd	2656(%rsp), %zmm17, %zmm17
	vaddpd	%zmm6, %zmm15, %zmm15
	vmulpd	3088(%rsp), %zmm15, %zmm15
	vaddpd	%zmm15, %zmm30, %zmm15
	vaddpd	%zmm6, %zmm12, %zmm12
	vmulpd	%zmm12, %zmm10, %zmm8
	vaddpd	%zmm8, %zmm22, %zmm8
	vaddpd	%zmm6, %zmm11, %zmm10
	vmulpd	%zmm10, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm13, %zmm5
	vaddpd	%zmm6, %zmm29, %zmm10
	vmulpd	%zmm10, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm31, %zmm10
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm28, %zmm11
	vbroadcastsd	.LCPI0_19(%rip), %zmm6
	vmovupd	224(%rsp), %zmm1
	vmulpd	%zmm6, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm21, %zmm0, %zmm1
	vmulpd	288(%rsp), %zmm1, %zmm12
	vmovupd	%zmm25, 3856(%rsp)
	vmulpd	%zmm6, %zmm25, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm1
	vmulpd	2448(%rsp), %zmm1, %zmm14
	vmovupd	1200(%rsp), %zmm9
	vmulpd	%zmm6, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm15
	vmulpd	1072(%rsp), %zmm15, %zmm15
	vmovupd	4560(%rsp), %zmm25
	vmulpd	%zmm6, %zmm25, %zmm16
	vmulpd	%zmm16, %zmm25, %zmm16
	vaddpd	%zmm17, %zmm16, %zmm17
	vmulpd	4496(%rsp), %zmm17, %zmm17
	vmulpd	%zmm6, %zmm18, %zmm21
	vmulpd	%zmm21, %zmm18, %zmm21
	vaddpd	%zmm5, %zmm21, %zmm5
	vmulpd	%zmm5, %zmm19, %zmm5
	vmulpd	%zmm6, %zmm24, %zmm13
	vmulpd	%zmm13, %zmm24, %zmm13
	vaddpd	%zmm8, %zmm13, %zmm8
	vmulpd	%zmm8, %zmm23, %zmm8
	vmulpd	%zmm6, %zmm3, %zmm19
	vmulpd	%zmm19, %zmm3, %zmm19
	vaddpd	%zmm11, %zmm19, %zmm11
	vmulpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm6, %zmm4, %zmm11
	vmulpd	%zmm11, %zmm4, %zmm11
	vaddpd	%zmm10, %zmm11, %zmm10
	vmulpd	%zmm10, %zmm20, %zmm10
	vpsrlq	$20, 3920(%rsp), %zmm20
	vpbroadcastq	.LCPI0_22(%rip), %zmm9
	vpaddq	%zmm9, %zmm20, %zmm20
	vcvtqq2pd	%zmm20, %zmm20
	vbroadcastsd	.LCPI0_35(%rip), %zmm6
	vmulpd	%zmm6, %zmm20, %zmm22
	vaddpd	%zmm12, %zmm22, %zmm12
	vpsrlq	$20, 3472(%rsp), %zmm22
	vpaddq	%zmm9, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm6, %zmm22, %zmm26
	vaddpd	%zmm14, %zmm26, %zmm14
	vpsrlq	$20, 3152(%rsp), %zmm26
	vpaddq	%zmm9, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm6, %zmm26, %zmm27
	vaddpd	%zmm15, %zmm27, %zmm15
	vpsrlq	$20, 1616(%rsp), %zmm27
	vpaddq	%zmm9, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm6, %zmm27, %zmm28
	vaddpd	%zmm17, %zmm28, %zmm17
	vpsrlq	$20, 544(%rsp), %zmm28
	vpaddq	%zmm9, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm6, %zmm28, %zmm29
	vaddpd	%zmm5, %zmm29, %zmm5
	vpsrlq	$20, 160(%rsp), %zmm29
	vpaddq	%zmm9, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm6, %zmm29, %zmm30
	vaddpd	%zmm8, %zmm30, %zmm8
	vpsrlq	$20, 80(%rsp), %zmm30
	vpaddq	%zmm9, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm6, %zmm30, %zmm31
	vaddpd	%zmm7, %zmm31, %zmm7
	vpsrlq	$20, 368(%rsp), %zmm31
	vpaddq	%zmm9, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm6, %zmm31, %zmm23
	vaddpd	%zmm10, %zmm23, %zmm10
	vsubpd	%zmm0, %zmm12, %zmm0
	vsubpd	%zmm2, %zmm14, %zmm2
	vsubpd	%zmm1, %zmm15, %zmm1
	vsubpd	%zmm16, %zmm17, %zmm12
	vsubpd	%zmm21, %zmm5, %zmm5
	vsubpd	%zmm13, %zmm8, %zmm8
	vsubpd	%zmm19, %zmm7, %zmm7
	vsubpd	%zmm11, %zmm10, %zmm10
	vaddpd	3856(%rsp), %zmm2, %zmm2
	vaddpd	224(%rsp), %zmm0, %zmm0
	vaddpd	%zmm12, %zmm25, %zmm11
	vaddpd	1200(%rsp), %zmm1, %zmm1
	vaddpd	%zmm8, %zmm24, %zmm8
	vaddpd	%zmm5, %zmm18, %zmm5
	vaddpd	%zmm10, %zmm4, %zmm4
	vaddpd	%zmm7, %zmm3, %zmm3
	vbroadcastsd	.LCPI0_36(%rip), %zmm9
	vmulpd	%zmm9, %zmm22, %zmm6
	vaddpd	%zmm2, %zmm6, %zmm2
	vmulpd	%zmm9, %zmm20, %zmm6
	vaddpd	%zmm0, %zmm6, %zmm0
	vmulpd	%zmm9, %zmm27, %zmm6
	vaddpd	%zmm11, %zmm6, %zmm6
	vmulpd	%zmm9, %zmm26, %zmm7
	vaddpd	%zmm1, %zmm7, %zmm1
	vmulpd	%zmm9, %zmm29, %zmm7
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	%zmm9, %zmm28, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm9, %zmm31, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm9, %zmm30, %zmm8
	vaddpd	%zmm3, %zmm8, %zmm3
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm0, %ymm0
	vinsertf64x4	$1, %ymm0, %zmm2, %zmm0
	vcvtpd2ps	%zmm6, %ymm2
	vcvtpd2ps	%zmm1, %ymm1
	vinsertf64x4	$1, %ymm1, %zmm2, %zmm1
	vcvtpd2ps	%zmm7, %ymm2
	vcvtpd2ps	%zmm5, %ymm5
	vinsertf64x4	$1, %ymm5, %zmm2, %zmm2
	vbroadcastss	.LCPI0_38(%rip), %zmm5
	vxorps	%zmm5, %zmm0, %zmm0
	vmovups	%zmm0, 54536(%rsp,%r8,4)
	vxorps	%zmm5, %zmm1, %zmm0
	vmovups	%zmm0, 54600(%rsp,%r8,4)
	vxorps	%zmm5, %zmm2, %zmm0
	vmovups	%zmm0, 54664(%rsp,%r8,4)
	vcvtpd2ps	%zmm4, %ymm0
	vcvtpd2ps	%zmm3, %ymm1
	vinsertf64x4	$1, %ymm1, %zmm0, %zmm0
	vxorps	%zmm5, %zmm0, %zmm0
	vmovups	%zmm0, 54728(%rsp,%r8,4)
	addq	$64, %r8
	cmpq	%r8, %r12
	jne	.LBB0_1055
	jmp	.LBB0_1058
.LBB0_1056:
	xorl	%edi, %edi
	movabsq	$4604544269498187776, %rdx
	.p2align	4
.LBB0_1057:
	vcvtusi2sdl	54536(%rsp,%rdi,4), %xmm14, %xmm0
	vmovsd	.LCPI0_19(%rip), %xmm7
	vaddsd	%xmm7, %xmm0, %xmm0
	vmulsd	.LCPI0_20(%rip), %xmm0, %xmm0
	vmovq	%xmm0, %r8
	movl	%r8d, %r10d
	shrq	$32, %r8
	addq	$614242, %r8
	movq	%r8, %rbx
	shrq	$20, %rbx
	addq	$-1023, %rbx
	shlq	$32, %r8
	movabsq	$4503595332403200, %rbp
	andq	%rbp, %r8
	addq	%rdx, %r8
	orq	%r8, %r10
	vmovq	%r10, %xmm0
	vmovsd	.LCPI0_26(%rip), %xmm8
	vaddsd	%xmm0, %xmm8, %xmm0
	vmulsd	%xmm7, %xmm0, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vmovsd	.LCPI0_27(%rip), %xmm9
	vaddsd	%xmm0, %xmm9, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	.LCPI0_28(%rip), %xmm4, %xmm5
	vaddsd	.LCPI0_29(%rip), %xmm5, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	.LCPI0_30(%rip), %xmm5, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vmovsd	.LCPI0_31(%rip), %xmm10
	vmulsd	%xmm4, %xmm10, %xmm6
	vmovsd	.LCPI0_32(%rip), %xmm11
	vaddsd	%xmm6, %xmm11, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm6
	vaddsd	.LCPI0_33(%rip), %xmm6, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm4
	vaddsd	.LCPI0_34(%rip), %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vaddsd	%xmm3, %xmm5, %xmm3
	vcvtsi2sd	%rbx, %xmm15, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmovsd	.LCPI0_35(%rip), %xmm6
	vmulsd	%xmm6, %xmm4, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmovsd	.LCPI0_36(%rip), %xmm12
	vmulsd	%xmm4, %xmm12, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vmovq	%xmm0, %r8
	movabsq	$-9223372036854775808, %r10
	xorq	%r10, %r8
	movl	%r8d, %r10d
	shrq	$32, %r8
	addq	$614242, %r8
	movq	%r8, %rbx
	shrq	$20, %rbx
	addq	$-1023, %rbx
	shlq	$32, %r8
	andq	%rbp, %r8
	addq	%rdx, %r8
	orq	%r8, %r10
	vmovq	%r10, %xmm0
	vaddsd	%xmm0, %xmm8, %xmm0
	vmulsd	%xmm7, %xmm0, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm0, %xmm9, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm10, %xmm5
	vaddsd	%xmm5, %xmm11, %xmm5
	vmovddup	.LCPI0_28(%rip), %xmm7
	vunpcklpd	%xmm5, %xmm7, %xmm5
	vmovddup	%xmm4, %xmm4
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	.LCPI0_41(%rip), %xmm5, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	.LCPI0_42(%rip), %xmm5, %xmm5
	vunpcklpd	%xmm3, %xmm4, %xmm3
	vmulpd	%xmm5, %xmm3, %xmm3
	vshufpd	$1, %xmm3, %xmm3, %xmm4
	vaddsd	%xmm4, %xmm3, %xmm3
	vcvtsi2sd	%rbx, %xmm15, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm6, %xmm4, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm4, %xmm12, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vxorps	.LCPI0_38(%rip){1to4}, %xmm0, %xmm0
	vmovss	%xmm0, 54536(%rsp,%rdi,4)
	incq	%rdi
	cmpq	%rdi, %r12
	jne	.LBB0_1057
	.p2align	4
.LBB0_1058:
	vmovups	6152(%rsp), %zmm0
	vmovups	%zmm0, 1616(%rsp)
	vmovups	6216(%rsp), %zmm0
	vmovups	%zmm0, 160(%rsp)
	vmovups	6280(%rsp), %zmm22
	vmovups	6344(%rsp), %zmm10
	vmovups	6408(%rsp), %zmm0
	vmovups	%zmm0, 544(%rsp)
	vmovups	6664(%rsp), %zmm1
	vmovups	6920(%rsp), %zmm0
	vmovups	7176(%rsp), %zmm2
	vmovups	%zmm2, 80(%rsp)
	vmovups	6472(%rsp), %zmm2
	vmovups	%zmm2, 1200(%rsp)
	vmovups	6728(%rsp), %zmm25
	vmovups	6984(%rsp), %zmm17
	vmovups	7240(%rsp), %zmm2
	vmovups	%zmm2, 368(%rsp)
	vmovups	6536(%rsp), %zmm2
	vmovups	%zmm2, 224(%rsp)
	vmovups	6792(%rsp), %zmm8
	vmovups	7048(%rsp), %zmm18
	vmovups	7304(%rsp), %zmm29
	vmovups	6600(%rsp), %zmm12
	vmovups	6856(%rsp), %zmm21
	vmovups	7112(%rsp), %zmm15
	vmovups	7368(%rsp), %zmm5
	leaq	21960(%rsp), %r8
	xorl	%ebp, %ebp
	vmovups	3216(%rsp), %zmm2
	vmovups	3728(%rsp), %zmm6
	vmovups	5056(%rsp), %zmm27
	vmovups	2816(%rsp), %zmm13
	jmp	.LBB0_1060
	.p2align	4
.LBB0_1059:
	vxorps	%xmm15, %xmm15, %xmm15
	vcvtsi2ss	%rbp, %xmm15, %xmm6
	vbroadcastss	%xmm6, %zmm15
	vcmpunordps	%zmm13, %zmm10, %k1
	vbroadcastss	.LCPI0_0(%rip), %zmm1
	vmovaps	%zmm1, %zmm6 {%k1} {z}
	vmaxps	%zmm22, %zmm6, %zmm2
	vmovups	%zmm2, 1616(%rsp)
	vbroadcastss	.LCPI0_5(%rip), %zmm30
	vcmpeqps	%zmm30, %zmm10, %k2
	vmovaps	%zmm1, %zmm6 {%k2} {z}
	vmaxps	%zmm24, %zmm6, %zmm2
	vmovups	%zmm2, 544(%rsp)
	vmovups	5568(%rsp), %zmm24
	vmulps	%zmm10, %zmm24, %zmm22
	vbroadcastss	.LCPI0_6(%rip), %zmm6
	vandps	%zmm6, %zmm22, %zmm22
	vpbroadcastd	.LCPI0_5(%rip), %zmm2
	vpcmpeqd	%zmm2, %zmm22, %k2
	vandps	%zmm6, %zmm10, %zmm22
	vcmpneq_oqps	%zmm30, %zmm22, %k2 {%k2}
	vmovaps	%zmm1, %zmm22 {%k2} {z}
	vmaxps	%zmm0, %zmm22, %zmm0
	vmovups	%zmm0, 80(%rsp)
	vcmpltps	%zmm10, %zmm16, %k0
	vcmpordps	%zmm13, %zmm16, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm10, %zmm16 {%k2}
	vcmpltps	%zmm10, %zmm14, %k0
	vcmpordps	%zmm13, %zmm14, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm10, %zmm14 {%k1}
	vmovaps	%zmm15, %zmm23 {%k1}
	vcmpunordps	%zmm13, %zmm12, %k1
	vmovaps	%zmm1, %zmm0 {%k1} {z}
	vmaxps	%zmm17, %zmm0, %zmm0
	vmovups	%zmm0, 160(%rsp)
	vcmpeqps	%zmm30, %zmm12, %k2
	vmovaps	%zmm1, %zmm0 {%k2} {z}
	vmaxps	1200(%rsp), %zmm0, %zmm0
	vmovups	%zmm0, 1200(%rsp)
	vmulps	%zmm12, %zmm24, %zmm0
	vandps	%zmm6, %zmm0, %zmm0
	vpcmpeqd	%zmm2, %zmm0, %k2
	vandps	%zmm6, %zmm12, %zmm0
	vcmpneq_oqps	%zmm30, %zmm0, %k2 {%k2}
	vmovaps	%zmm1, %zmm0 {%k2} {z}
	vmaxps	%zmm27, %zmm0, %zmm0
	vmovups	%zmm0, 368(%rsp)
	vcmpltps	%zmm12, %zmm31, %k0
	vcmpordps	%zmm13, %zmm31, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm12, %zmm31 {%k2}
	vcmpltps	%zmm12, %zmm26, %k0
	vcmpordps	%zmm13, %zmm26, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm12, %zmm26 {%k1}
	vmovaps	%zmm15, %zmm3 {%k1}
	vcmpunordps	%zmm13, %zmm5, %k1
	vmovaps	%zmm1, %zmm0 {%k1} {z}
	vmaxps	224(%rsp), %zmm0, %zmm22
	vcmpeqps	%zmm30, %zmm5, %k2
	vmovaps	%zmm1, %zmm0 {%k2} {z}
	vmaxps	%zmm25, %zmm0, %zmm0
	vmovups	%zmm0, 224(%rsp)
	vmulps	%zmm5, %zmm24, %zmm0
	vandps	%zmm6, %zmm0, %zmm0
	vpcmpeqd	%zmm2, %zmm0, %k2
	vandps	%zmm6, %zmm5, %zmm0
	vcmpneq_oqps	%zmm30, %zmm0, %k2 {%k2}
	vmovaps	%zmm1, %zmm0 {%k2} {z}
	vmaxps	%zmm29, %zmm0, %zmm29
	vcmpltps	%zmm5, %zmm19, %k0
	vcmpordps	%zmm13, %zmm19, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm5, %zmm19 {%k2}
	vcmpltps	%zmm5, %zmm11, %k0
	vcmpordps	%zmm13, %zmm11, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm5, %zmm11 {%k1}
	vmovaps	%zmm15, %zmm9 {%k1}
	vcmpunordps	%zmm13, %zmm28, %k1
	vmovaps	%zmm1, %zmm0 {%k1} {z}
	vmaxps	%zmm8, %zmm0, %zmm10
	vcmpeqps	%zmm30, %zmm28, %k2
	vmovaps	%zmm1, %zmm0 {%k2} {z}
	vmaxps	%zmm18, %zmm0, %zmm12
	vmulps	%zmm28, %zmm24, %zmm0
	vandps	%zmm6, %zmm0, %zmm0
	vpcmpeqd	%zmm2, %zmm0, %k2
	vandps	%zmm6, %zmm28, %zmm0
	vcmpneq_oqps	%zmm30, %zmm0, %k2 {%k2}
	vmovaps	%zmm1, %zmm0 {%k2} {z}
	vmaxps	%zmm21, %zmm0, %zmm5
	vcmpltps	%zmm28, %zmm20, %k0
	vcmpordps	%zmm13, %zmm20, %k2 {%k1}
	korw	%k2, %k0, %k2
	vmovaps	%zmm28, %zmm20 {%k2}
	vcmpltps	%zmm28, %zmm7, %k0
	vcmpordps	%zmm13, %zmm7, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm28, %zmm7 {%k1}
	vmovaps	%zmm15, %zmm4 {%k1}
	incq	%rbp
	addq	$256, %r8
	vmovaps	%zmm4, %zmm15
	vmovaps	%zmm20, %zmm21
	vmovaps	%zmm9, %zmm18
	vmovaps	%zmm19, %zmm8
	vmovaps	%zmm3, %zmm17
	vmovaps	%zmm31, %zmm25
	vmovaps	%zmm23, %zmm0
	vmovaps	%zmm16, %zmm1
	vmovaps	%zmm7, %zmm2
	vmovaps	%zmm11, %zmm6
	vmovaps	%zmm26, %zmm27
	vmovaps	%zmm14, %zmm13
	cmpq	%rbp, -120(%rsp)
	je	.LBB0_1108
.LBB0_1060:
	vmovaps	%zmm22, %zmm9
	vmovaps	%zmm12, %zmm7
	vmovaps	%zmm10, %zmm4
	vmovups	%zmm5, 3152(%rsp)
	vmovups	-192(%r8), %zmm10
	vmovups	-128(%r8), %zmm12
	vmovups	-64(%r8), %zmm5
	vmovups	(%r8), %zmm28
	vbroadcastss	.LCPI0_2(%rip), %zmm22
	testq	%rbp, %rbp
	je	.LBB0_1061
	vmovups	1616(%rsp), %zmm22
	vbroadcastss	.LCPI0_2(%rip), %zmm30
	vmovaps	%zmm30, %zmm24
	jne	.LBB0_1085
.LBB0_1062:
	vmovaps	%zmm30, %zmm16
	je	.LBB0_1063
.LBB0_1086:
	vmovaps	%zmm1, %zmm16
	vmovaps	%zmm30, %zmm14
	jne	.LBB0_1087
.LBB0_1064:
	vxorps	%xmm13, %xmm13, %xmm13
	vxorps	%xmm23, %xmm23, %xmm23
	je	.LBB0_1065
.LBB0_1088:
	vmovaps	%zmm0, %zmm23
	vmovaps	%zmm30, %zmm0
	jne	.LBB0_1089
.LBB0_1066:
	vmovaps	%zmm30, %zmm1
	je	.LBB0_1067
.LBB0_1090:
	vmovups	160(%rsp), %zmm1
	vmovaps	%zmm30, %zmm3
	jne	.LBB0_1091
.LBB0_1068:
	vmovaps	%zmm30, %zmm31
	je	.LBB0_1069
.LBB0_1092:
	vmovaps	%zmm25, %zmm31
	vmovups	%zmm3, 1200(%rsp)
	vmovaps	%zmm30, %zmm26
	jne	.LBB0_1093
.LBB0_1070:
	vxorps	%xmm3, %xmm3, %xmm3
	je	.LBB0_1071
.LBB0_1094:
	vmovaps	%zmm17, %zmm3
	vmovaps	%zmm30, %zmm27
	jne	.LBB0_1095
.LBB0_1072:
	vmovaps	%zmm30, %zmm11
	je	.LBB0_1073
.LBB0_1096:
	vmovaps	%zmm9, %zmm11
	vmovaps	%zmm30, %zmm25
	jne	.LBB0_1097
.LBB0_1074:
	vmovups	%zmm11, 224(%rsp)
	vmovaps	%zmm30, %zmm19
	je	.LBB0_1075
.LBB0_1098:
	vmovaps	%zmm8, %zmm19
	vmovaps	%zmm1, %zmm17
	vmovaps	%zmm30, %zmm11
	jne	.LBB0_1099
.LBB0_1076:
	vmovaps	%zmm29, %zmm1
	vxorps	%xmm9, %xmm9, %xmm9
	je	.LBB0_1077
.LBB0_1100:
	vmovaps	%zmm18, %zmm9
	vmovaps	%zmm30, %zmm29
	jne	.LBB0_1101
.LBB0_1078:
	vmovaps	%zmm30, %zmm8
	je	.LBB0_1079
.LBB0_1102:
	vmovaps	%zmm4, %zmm8
	vmovaps	%zmm30, %zmm18
	jne	.LBB0_1103
.LBB0_1080:
	vmovaps	%zmm30, %zmm20
	je	.LBB0_1081
.LBB0_1104:
	vmovaps	%zmm21, %zmm20
	vmovaps	%zmm30, %zmm7
	jne	.LBB0_1105
.LBB0_1082:
	vxorps	%xmm4, %xmm4, %xmm4
	je	.LBB0_1083
.LBB0_1106:
	vmovaps	%zmm15, %zmm4
	vmovaps	%zmm30, %zmm21
	je	.LBB0_1059
	jmp	.LBB0_1107
	.p2align	4
.LBB0_1061:
	vbroadcastss	.LCPI0_2(%rip), %zmm30
	vmovaps	%zmm30, %zmm24
	je	.LBB0_1062
.LBB0_1085:
	vmovups	544(%rsp), %zmm24
	vmovaps	%zmm30, %zmm16
	jne	.LBB0_1086
.LBB0_1063:
	vmovaps	%zmm30, %zmm14
	je	.LBB0_1064
.LBB0_1087:
	vmovaps	%zmm13, %zmm14
	vxorps	%xmm13, %xmm13, %xmm13
	vxorps	%xmm23, %xmm23, %xmm23
	jne	.LBB0_1088
.LBB0_1065:
	vmovaps	%zmm30, %zmm0
	je	.LBB0_1066
.LBB0_1089:
	vmovups	80(%rsp), %zmm0
	vmovaps	%zmm30, %zmm1
	jne	.LBB0_1090
.LBB0_1067:
	vmovaps	%zmm30, %zmm3
	je	.LBB0_1068
.LBB0_1091:
	vmovups	1200(%rsp), %zmm3
	vmovaps	%zmm30, %zmm31
	jne	.LBB0_1092
.LBB0_1069:
	vmovups	%zmm3, 1200(%rsp)
	vmovaps	%zmm30, %zmm26
	je	.LBB0_1070
.LBB0_1093:
	vmovaps	%zmm27, %zmm26
	vxorps	%xmm3, %xmm3, %xmm3
	jne	.LBB0_1094
.LBB0_1071:
	vmovaps	%zmm30, %zmm27
	je	.LBB0_1072
.LBB0_1095:
	vmovups	368(%rsp), %zmm27
	vmovaps	%zmm30, %zmm11
	jne	.LBB0_1096
.LBB0_1073:
	vmovaps	%zmm30, %zmm25
	je	.LBB0_1074
.LBB0_1097:
	vmovups	224(%rsp), %zmm25
	vmovups	%zmm11, 224(%rsp)
	vmovaps	%zmm30, %zmm19
	jne	.LBB0_1098
.LBB0_1075:
	vmovaps	%zmm1, %zmm17
	vmovaps	%zmm30, %zmm11
	je	.LBB0_1076
.LBB0_1099:
	vmovaps	%zmm6, %zmm11
	vmovaps	%zmm29, %zmm1
	vxorps	%xmm9, %xmm9, %xmm9
	jne	.LBB0_1100
.LBB0_1077:
	vmovaps	%zmm30, %zmm29
	je	.LBB0_1078
.LBB0_1101:
	vmovaps	%zmm1, %zmm29
	vmovaps	%zmm30, %zmm8
	jne	.LBB0_1102
.LBB0_1079:
	vmovaps	%zmm30, %zmm18
	je	.LBB0_1080
.LBB0_1103:
	vmovaps	%zmm7, %zmm18
	vmovaps	%zmm30, %zmm20
	jne	.LBB0_1104
.LBB0_1081:
	vmovaps	%zmm30, %zmm7
	je	.LBB0_1082
.LBB0_1105:
	vmovaps	%zmm2, %zmm7
	vxorps	%xmm4, %xmm4, %xmm4
	jne	.LBB0_1106
.LBB0_1083:
	vmovaps	%zmm30, %zmm21
	je	.LBB0_1059
.LBB0_1107:
	vmovups	3152(%rsp), %zmm21
	jmp	.LBB0_1059
	.p2align	4
.LBB0_1108:
	vmovups	1616(%rsp), %zmm0
	vmovups	%zmm0, 6152(%rsp)
	vmovups	544(%rsp), %zmm0
	vmovups	%zmm0, 6408(%rsp)
	vmovups	%zmm16, 6664(%rsp)
	vmovups	%zmm23, 6920(%rsp)
	vmovups	80(%rsp), %zmm0
	vmovups	%zmm0, 7176(%rsp)
	vmovups	160(%rsp), %zmm0
	vmovups	%zmm0, 6216(%rsp)
	vmovups	1200(%rsp), %zmm0
	vmovups	%zmm0, 6472(%rsp)
	vmovups	%zmm31, 6728(%rsp)
	vmovups	%zmm3, 6984(%rsp)
	vmovups	368(%rsp), %zmm0
	vmovups	%zmm0, 7240(%rsp)
	vmovups	%zmm22, 6280(%rsp)
	vmovups	224(%rsp), %zmm0
	vmovups	%zmm0, 6536(%rsp)
	vmovups	%zmm19, 6792(%rsp)
	vmovups	%zmm9, 7048(%rsp)
	vmovups	%zmm29, 7304(%rsp)
	vmovups	%zmm10, 6344(%rsp)
	vmovups	%zmm12, 6600(%rsp)
	vmovups	%zmm20, 6856(%rsp)
	vmovups	%zmm4, 7112(%rsp)
	vmovups	%zmm5, 7368(%rsp)
	vmovups	%zmm7, 3216(%rsp)
	vmovups	%zmm11, 3728(%rsp)
	vmovups	%zmm26, 5056(%rsp)
	vmovaps	%zmm14, %zmm17
	vmovss	-72(%rsp), %xmm28
	vmovss	.LCPI0_0(%rip), %xmm27
	movzbl	1136(%rsp), %edx
	movq	1408(%rsp), %rbx
	vbroadcastss	.LCPI0_2(%rip), %zmm30
	vxorps	%xmm26, %xmm26, %xmm26
	vmovups	2256(%rsp), %zmm25
	vmovups	1008(%rsp), %zmm6
	vmovdqu64	2880(%rsp), %zmm31
.LBB0_1109:
	vmovups	%zmm30, 7432(%rsp)
	vbroadcastss	.LCPI0_5(%rip), %zmm0
	vmovups	%zmm0, 7688(%rsp)
	vmovups	%zmm30, 7496(%rsp)
	vmovups	%zmm0, 7752(%rsp)
	vmovups	%zmm30, 7560(%rsp)
	vmovups	%zmm0, 7816(%rsp)
	vmovups	%zmm30, 7624(%rsp)
	vmovups	%zmm0, 7880(%rsp)
	vmovups	%zmm26, 7944(%rsp)
	vmovups	%zmm26, 8008(%rsp)
	vmovups	%zmm26, 8072(%rsp)
	vmovups	%zmm26, 8136(%rsp)
	vmovups	%zmm26, 8200(%rsp)
	vmovups	%zmm26, 8264(%rsp)
	vmovups	%zmm26, 8328(%rsp)
	vmovups	%zmm26, 8392(%rsp)
	vmovups	%zmm30, 8456(%rsp)
	vmovups	%zmm0, 8712(%rsp)
	vmovups	%zmm30, 8520(%rsp)
	vmovups	%zmm0, 8776(%rsp)
	vmovups	%zmm30, 8584(%rsp)
	vmovups	%zmm0, 8840(%rsp)
	vmovups	%zmm30, 8648(%rsp)
	vmovups	%zmm0, 8904(%rsp)
	vmovups	%zmm26, 8968(%rsp)
	vmovups	%zmm26, 9032(%rsp)
	vmovups	%zmm26, 9096(%rsp)
	vmovups	%zmm26, 9160(%rsp)
	testb	%dl, %dl
	je	.LBB0_1116
	cmpq	$0, -120(%rsp)
	je	.LBB0_1117
	vmovups	7432(%rsp), %zmm0
	vmovups	7496(%rsp), %zmm1
	vmovups	7560(%rsp), %zmm2
	vmovups	7624(%rsp), %zmm3
	vmovups	7688(%rsp), %zmm4
	vmovups	7752(%rsp), %zmm14
	vmovups	7816(%rsp), %zmm15
	vmovups	7880(%rsp), %zmm5
	vmovups	21768(%rsp), %zmm10
	vmovups	21832(%rsp), %zmm13
	vmovups	21896(%rsp), %zmm18
	vmovups	21960(%rsp), %zmm21
	vmovups	5568(%rsp), %zmm8
	vmulps	%zmm10, %zmm8, %zmm6
	vcmpltps	%zmm10, %zmm0, %k1
	vaddps	54536(%rsp), %zmm6, %zmm6
	vmovups	%zmm6, 1200(%rsp)
	vmovups	1008(%rsp), %zmm6
	vbroadcastss	.LCPI0_0(%rip), %zmm9
	vmovaps	%zmm9, %zmm7 {%k1} {z}
	vmovups	%zmm7, 224(%rsp)
	vmulps	%zmm13, %zmm8, %zmm7
	vcmpltps	%zmm13, %zmm1, %k1
	vmovaps	%zmm9, %zmm11 {%k1} {z}
	vmovups	%zmm11, 368(%rsp)
	vaddps	54600(%rsp), %zmm7, %zmm7
	vmovups	%zmm7, 80(%rsp)
	vmulps	%zmm18, %zmm8, %zmm7
	vcmpltps	%zmm18, %zmm2, %k1
	vmovaps	%zmm9, %zmm19 {%k1} {z}
	vaddps	54664(%rsp), %zmm7, %zmm20
	vmulps	%zmm21, %zmm8, %zmm7
	vcmpltps	%zmm21, %zmm3, %k1
	vmovaps	%zmm9, %zmm22 {%k1} {z}
	vaddps	54728(%rsp), %zmm7, %zmm23
	vmovups	9224(%rsp), %zmm9
	vmovups	9288(%rsp), %zmm12
	vmovups	9352(%rsp), %zmm8
	vmovups	9416(%rsp), %zmm7
	movl	$192, %r8d
	vcmpeqps	%zmm3, %zmm21, %k1
	vcmpeqps	%zmm2, %zmm18, %k2
	vcmpeqps	%zmm1, %zmm13, %k3
	vcmpeqps	%zmm0, %zmm10, %k4
	xorl	%edi, %edi
	jmp	.LBB0_1114
	.p2align	4
.LBB0_1112:
	vcmpleps	%zmm4, %zmm10, %k5 {%k4}
	vbroadcastss	.LCPI0_0(%rip), %zmm13
	vmovaps	%zmm13, %zmm7 {%k5} {z}
	vmaxps	224(%rsp), %zmm7, %zmm7
	vcmpneqps	%zmm26, %zmm7, %k5
	vblendmps	1200(%rsp), %zmm30, %zmm7 {%k5}
	vmovups	%zmm7, 5760(%rsp)
	vcmpneqps	%zmm30, %zmm7, %k5
	vmovaps	%zmm10, %zmm9 {%k5} {z}
	vmovups	%zmm9, 9224(%rsp)
	vcmpleps	%zmm14, %zmm10, %k5 {%k3}
	vmovaps	%zmm13, %zmm7 {%k5} {z}
	vmaxps	368(%rsp), %zmm7, %zmm7
	vcmpneqps	%zmm26, %zmm7, %k5
	vblendmps	80(%rsp), %zmm30, %zmm25 {%k5}
	vcmpneqps	%zmm30, %zmm25, %k5
	vmovaps	%zmm10, %zmm12 {%k5} {z}
	vmovups	%zmm12, 9288(%rsp)
	vcmpleps	%zmm15, %zmm10, %k5 {%k2}
	vmovaps	%zmm13, %zmm7 {%k5} {z}
	vmaxps	%zmm19, %zmm7, %zmm7
	vcmpneqps	%zmm26, %zmm7, %k5
	vblendmps	%zmm20, %zmm30, %zmm6 {%k5}
	vcmpneqps	%zmm30, %zmm6, %k5
	vmovaps	%zmm10, %zmm8 {%k5} {z}
	vmovups	%zmm8, 9352(%rsp)
	vcmpleps	%zmm5, %zmm10, %k5 {%k1}
	vmovaps	%zmm13, %zmm7 {%k5} {z}
	vmaxps	%zmm22, %zmm7, %zmm7
	vcmpneqps	%zmm26, %zmm7, %k5
	vblendmps	%zmm23, %zmm30, %zmm31 {%k5}
	vcmpneqps	%zmm30, %zmm31, %k5
	vmovaps	%zmm10, %zmm7 {%k5} {z}
.LBB0_1113:
	vmovups	%zmm7, 9416(%rsp)
	incq	%rdi
	addq	$256, %r8
	cmpq	%rdi, -120(%rsp)
	je	.LBB0_1117
.LBB0_1114:
	vcvtsi2ss	%rdi, %xmm27, %xmm10
	vbroadcastss	%xmm10, %zmm10
	testq	%rdi, %rdi
	je	.LBB0_1112
	vmovups	21576(%rsp,%r8), %zmm13
	vmovups	21640(%rsp,%r8), %zmm18
	vmovups	21704(%rsp,%r8), %zmm21
	vmovups	21768(%rsp,%r8), %zmm24
	vmovups	5568(%rsp), %zmm29
	vmovaps	%zmm6, %zmm16
	vmovaps	%zmm25, %zmm6
	vmulps	%zmm13, %zmm29, %zmm25
	vcmpltps	%zmm13, %zmm0, %k5
	vbroadcastss	.LCPI0_0(%rip), %zmm26
	vmovdqa64	%zmm31, %zmm11
	vmovaps	%zmm26, %zmm31
	vmovaps	%zmm26, %zmm26 {%k5} {z}
	vcmpeqps	%zmm0, %zmm13, %k5
	vcmpleps	%zmm4, %zmm10, %k5 {%k5}
	vmovaps	%zmm31, %zmm13 {%k5} {z}
	vmaxps	%zmm26, %zmm13, %zmm13
	vxorps	%xmm26, %xmm26, %xmm26
	vcmpneqps	%zmm26, %zmm13, %k5
	vmovaps	%zmm30, %zmm13
	vaddps	54344(%rsp,%r8), %zmm25, %zmm13 {%k5}
	vmovups	5760(%rsp), %zmm25
	vcmpltps	%zmm13, %zmm25, %k0
	vcmpordps	%zmm26, %zmm25, %k5
	vcmpunordps	%zmm26, %zmm13, %k5 {%k5}
	korw	%k5, %k0, %k5
	vmovaps	%zmm13, %zmm25 {%k5}
	vmovups	%zmm25, 5760(%rsp)
	vmovaps	%zmm10, %zmm9 {%k5}
	vmovups	%zmm9, 9224(%rsp)
	vmulps	%zmm18, %zmm29, %zmm13
	vcmpltps	%zmm18, %zmm1, %k5
	vmovaps	%zmm31, %zmm25 {%k5} {z}
	vcmpeqps	%zmm1, %zmm18, %k5
	vcmpleps	%zmm14, %zmm10, %k5 {%k5}
	vmovaps	%zmm31, %zmm18 {%k5} {z}
	vmaxps	%zmm25, %zmm18, %zmm18
	vmovaps	%zmm6, %zmm25
	vmovaps	%zmm16, %zmm6
	vcmpneqps	%zmm26, %zmm18, %k5
	vmovaps	%zmm30, %zmm18
	vaddps	54408(%rsp,%r8), %zmm13, %zmm18 {%k5}
	vcmpltps	%zmm18, %zmm25, %k0
	vcmpordps	%zmm26, %zmm25, %k5
	vcmpunordps	%zmm26, %zmm18, %k5 {%k5}
	korw	%k5, %k0, %k5
	vmovaps	%zmm18, %zmm25 {%k5}
	vmovaps	%zmm10, %zmm12 {%k5}
	vmovups	%zmm12, 9288(%rsp)
	vmulps	%zmm21, %zmm29, %zmm13
	vcmpltps	%zmm21, %zmm2, %k5
	vmovaps	%zmm31, %zmm18 {%k5} {z}
	vcmpeqps	%zmm2, %zmm21, %k5
	vcmpleps	%zmm15, %zmm10, %k5 {%k5}
	vmovaps	%zmm31, %zmm21 {%k5} {z}
	vmaxps	%zmm18, %zmm21, %zmm18
	vcmpneqps	%zmm26, %zmm18, %k5
	vmovaps	%zmm30, %zmm18
	vaddps	54472(%rsp,%r8), %zmm13, %zmm18 {%k5}
	vcmpltps	%zmm18, %zmm16, %k0
	vcmpordps	%zmm26, %zmm16, %k5
	vcmpunordps	%zmm26, %zmm18, %k5 {%k5}
	korw	%k5, %k0, %k5
	vmovaps	%zmm18, %zmm6 {%k5}
	vmovaps	%zmm10, %zmm8 {%k5}
	vmovups	%zmm8, 9352(%rsp)
	vmulps	%zmm24, %zmm29, %zmm13
	vcmpltps	%zmm24, %zmm3, %k5
	vmovaps	%zmm31, %zmm18 {%k5} {z}
	vcmpeqps	%zmm3, %zmm24, %k5
	vcmpleps	%zmm5, %zmm10, %k5 {%k5}
	vmovaps	%zmm31, %zmm21 {%k5} {z}
	vmovdqa64	%zmm11, %zmm31
	vmaxps	%zmm18, %zmm21, %zmm18
	vcmpneqps	%zmm26, %zmm18, %k5
	vmovaps	%zmm30, %zmm18
	vaddps	54536(%rsp,%r8), %zmm13, %zmm18 {%k5}
	vcmpltps	%zmm18, %zmm11, %k0
	vcmpordps	%zmm26, %zmm11, %k5
	vcmpunordps	%zmm26, %zmm18, %k5 {%k5}
	korw	%k5, %k0, %k5
	vmovaps	%zmm18, %zmm31 {%k5}
	vmovaps	%zmm10, %zmm7 {%k5}
	jmp	.LBB0_1113
	.p2align	4
.LBB0_1116:
	vmovups	%zmm26, 9224(%rsp)
	vmovups	%zmm26, 9288(%rsp)
	vmovups	%zmm26, 9352(%rsp)
	vmovups	%zmm26, 9416(%rsp)
.LBB0_1117:
	vmovups	%zmm6, 1008(%rsp)
	cmpq	$8, %rbx
	jae	.LBB0_1121
	xorl	%edi, %edi
	movl	-76(%rsp), %ebp
	vmovss	.LCPI0_2(%rip), %xmm3
	vmovss	.LCPI0_3(%rip), %xmm4
	vxorps	%xmm5, %xmm5, %xmm5
.LBB0_1119:
	movq	1888(%rsp), %rcx
	movq	1328(%rsp), %rax
	movq	672(%rsp), %r10
	.p2align	4
.LBB0_1120:
	xorl	%edx, %edx
	vucomiss	%xmm28, %xmm27
	setbe	%dl
	shll	$8, %edx
	testl	%ebp, %ebp
	leaq	6152(%rsp,%rdi,4), %r8
	vmovss	6408(%rsp,%rdi,4), %xmm0
	vaddss	%xmm0, %xmm0, %xmm0
	vcmpgess	6664(%rsp,%rdi,4), %xmm3, %k1
	vmovss	.LCPI0_1(%rip), %xmm1 {%k1} {z}
	vmulss	7176(%rsp,%rdi,4), %xmm4, %xmm2
	vaddss	6152(%rsp,%rdi,4), %xmm0, %xmm0
	vaddss	%xmm1, %xmm0, %xmm0
	vaddss	%xmm0, %xmm2, %xmm0
	leaq	2816(%rdx,%r8), %rdx
	leaq	6920(%rsp,%rdi,4), %r8
	cmoveq	%rdx, %r8
	vmovss	(%r8), %xmm1
	vcmpneqss	%xmm5, %xmm0, %k1
	vmovss	.LCPI0_4(%rip), %xmm1 {%k1}
	vcvttss2si	%xmm1, %rdx
	vcvttss2usi	%xmm0, %r8d
	movq	%rdx, (%rcx,%rdi,8)
	orl	%r8d, (%rax,%rdi,4)
	incq	%rdi
	cmpq	%rdi, %r10
	jne	.LBB0_1120
	jmp	.LBB0_1007
	.p2align	4
.LBB0_1121:
	movq	%r11, %r14
	movq	%r13, %rcx
	movq	%rbx, %r11
	movq	2752(%rsp), %r10
	movq	%r10, %rdi
	shlq	$9, %rdi
	addq	4800(%rsp), %rdi
	movq	672(%rsp), %rax
	movl	%eax, %r8d
	leaq	(%rdi,%r8,8), %r8
	shlq	$8, %r10
	addq	-88(%rsp), %r10
	leal	(,%rax,4), %ebx
	leaq	(%r10,%rbx), %r12
	leaq	9224(%rsp), %rax
	addq	%rax, %rbx
	cmpq	%r12, %rdi
	setb	%r13b
	cmpq	%r8, %r10
	setb	%dl
	cmpq	%rbx, %rdi
	setb	%dil
	leaq	6152(%rsp), %rax
	cmpq	%r8, %rax
	setb	%bpl
	cmpq	%rbx, %r10
	setb	%r8b
	cmpq	%r12, %rax
	setb	%r10b
	testb	%dl, %r13b
	vmovss	.LCPI0_2(%rip), %xmm3
	vmovss	.LCPI0_3(%rip), %xmm4
	vxorps	%xmm5, %xmm5, %xmm5
	vbroadcastss	.LCPI0_2(%rip), %ymm6
	vbroadcastss	.LCPI0_3(%rip), %ymm7
	vxorps	%xmm8, %xmm8, %xmm8
	jne	.LBB0_1127
	andb	%bpl, %dil
	movq	1328(%rsp), %rax
	jne	.LBB0_1128
	movl	$0, %edi
	andb	%r10b, %r8b
	movl	-76(%rsp), %ebp
	movq	%r11, %rbx
	movq	%rcx, %r13
	movq	%r14, %r11
	movq	1808(%rsp), %r12
	movq	5504(%rsp), %r14
	movq	(%rsp), %r9
	movq	-56(%rsp), %r15
	movq	-104(%rsp), %rsi
	movq	1888(%rsp), %rcx
	movq	672(%rsp), %r10
	jne	.LBB0_1120
	movq	%r9, %rsi
	movq	%rbx, %r9
	movq	%r13, %r15
	movl	%r10d, %r8d
	andl	$120, %r8d
	movl	%r10d, %edi
	andl	$120, %edi
	xorl	%r10d, %r10d
	.p2align	4
.LBB0_1125:
	xorl	%edx, %edx
	vucomiss	%xmm28, %xmm27
	setbe	%dl
	shll	$8, %edx
	testl	%ebp, %ebp
	leaq	6152(%rsp,%r10,4), %rbx
	vmovups	6408(%rsp,%r10,4), %ymm0
	vaddps	%ymm0, %ymm0, %ymm0
	vcmpeqps	6664(%rsp,%r10,4), %ymm6, %k1
	vbroadcastss	.LCPI0_1(%rip), %ymm1 {%k1} {z}
	vmulps	7176(%rsp,%r10,4), %ymm7, %ymm2
	vaddps	6152(%rsp,%r10,4), %ymm0, %ymm0
	vaddps	%ymm1, %ymm0, %ymm0
	vaddps	%ymm0, %ymm2, %ymm0
	leaq	2816(%rdx,%rbx), %rdx
	leaq	6920(%rsp,%r10,4), %rbx
	cmoveq	%rdx, %rbx
	vmovups	(%rbx), %ymm1
	vcmpneqps	%ymm8, %ymm0, %k1
	vbroadcastss	.LCPI0_4(%rip), %ymm1 {%k1}
	vcvttps2qq	%ymm1, %zmm1
	vmovups	%zmm1, (%rcx,%r10,8)
	vcvttps2udq	%ymm0, %ymm0
	vorps	(%rax,%r10,4), %ymm0, %ymm0
	vmovups	%ymm0, (%rax,%r10,4)
	addq	$8, %r10
	cmpq	%r10, %r8
	jne	.LBB0_1125
	movq	672(%rsp), %r10
	cmpq	%rdi, %r10
	movq	%r15, %r13
	movq	%r9, %rbx
	movq	%rsi, %r9
	movq	-104(%rsp), %rsi
	movq	-56(%rsp), %r15
	jne	.LBB0_1120
	jmp	.LBB0_1007
.LBB0_1127:
	xorl	%edi, %edi
	movl	-76(%rsp), %ebp
	movq	%r11, %rbx
	movq	%rcx, %r13
	movq	%r14, %r11
	movq	1808(%rsp), %r12
	movq	5504(%rsp), %r14
	movq	(%rsp), %r9
	movq	-56(%rsp), %r15
	movq	-104(%rsp), %rsi
	jmp	.LBB0_1119
.LBB0_1128:
	xorl	%edi, %edi
	movl	-76(%rsp), %ebp
	movq	%r11, %rbx
	movq	%rcx, %r13
	movq	%r14, %r11
	movq	1808(%rsp), %r12
	movq	5504(%rsp), %r14
	movq	(%rsp), %r9
	movq	-56(%rsp), %r15
	movq	-104(%rsp), %rsi
	movq	1888(%rsp), %rcx
	movq	672(%rsp), %r10
	jmp	.LBB0_1120
.LBB0_1129:
	vmovss	-72(%rsp), %xmm28
	movzbl	1136(%rsp), %edx
	jmp	.LBB0_1109
.LBB0_145:
	vmovaps	%xmm0, 2720(%rsp)
	vmovdqa	%xmm11, 1872(%rsp)
	vmovdqa	%xmm11, 3024(%rsp)
	vmovdqa	%xmm11, 2736(%rsp)
	vmovdqa	%xmm11, (%rsp)
.LBB0_128:
	xorl	%ebp, %ebp
.LBB0_129:
	vxorps	%xmm7, %xmm7, %xmm7
	vcvtusi2ss	%rbp, %xmm7, %xmm0
.LBB0_130:
	cmpl	$0, -76(%rsp)
	sete	%al
	vmovaps	2736(%rsp), %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vcmpgess	(%rsp), %xmm11, %k2
	vmovss	.LCPI0_1(%rip), %xmm2 {%k2} {z}
	vaddss	3024(%rsp), %xmm1, %xmm1
	vmovaps	1872(%rsp), %xmm3
	vmulss	.LCPI0_3(%rip), %xmm3, %xmm3
	vaddss	%xmm1, %xmm2, %xmm1
	vaddss	%xmm3, %xmm1, %xmm1
	vmovaps	2512(%rsp), %xmm2
	vmovss	%xmm2, %xmm0, %xmm0 {%k1}
	kmovd	%eax, %k2
	vmovaps	2720(%rsp), %xmm2
	vmovss	%xmm0, %xmm2, %xmm2 {%k2}
	vcmpneqss	%xmm9, %xmm1, %k2
	vmovss	.LCPI0_4(%rip), %xmm2 {%k2}
	vcvttss2si	%xmm2, %rax
	movq	2040(%rsp), %rcx
	movq	%rax, (%rcx,%r11,8)
	vcvttss2usi	%xmm1, %eax
	movq	2048(%rsp), %rcx
	orl	%eax, (%rcx,%r11,4)
	incq	%r11
	movq	4760(%rsp), %rcx
	incq	%rcx
	movq	-88(%rsp), %rax
	addq	4744(%rsp), %rax
	movq	%rax, -88(%rsp)
	cmpq	24(%rsp), %r11
	movq	%r11, %rbp
	je	.LBB0_1130
.LBB0_131:
	movq	4736(%rsp), %rdx
	movq	%rcx, 4760(%rsp)
	imulq	%rcx, %rdx
	movq	4752(%rsp), %rax
	addq	%rdx, %rax
	movq	%rax, 2528(%rsp)
	addq	4728(%rsp), %rdx
	movq	%rdx, 1264(%rsp)
	movq	%rbp, %rax
	movq	-120(%rsp), %rdx
	imulq	%rdx, %rax
	movq	456(%rsp), %rcx
	leaq	(%rcx,%rax,4), %r13
	testq	%rdx, %rdx
	movq	%rbp, -112(%rsp)
	movq	%r13, 1952(%rsp)
	movq	%r15, 480(%rsp)
	je	.LBB0_142
	vxorps	%xmm3, %xmm3, %xmm3
	vpxor	%xmm0, %xmm0, %xmm0
	movl	$1024, %esi
	movq	-88(%rsp), %rdi
	xorl	%r8d, %r8d
	vpxor	%xmm5, %xmm5, %xmm5
	vbroadcastss	.LCPI0_2(%rip), %zmm1
	vmovaps	%zmm1, %zmm4
	vmovaps	%zmm1, %zmm7
	vpxord	%xmm19, %xmm19, %xmm19
	vxorps	%xmm21, %xmm21, %xmm21
	vmovaps	%zmm1, %zmm20
	vmovaps	%zmm1, %zmm22
	vpxord	%xmm24, %xmm24, %xmm24
	vpxord	%xmm27, %xmm27, %xmm27
	vmovaps	%zmm1, %zmm25
	vmovaps	%zmm1, %zmm28
	vxorps	%xmm10, %xmm10, %xmm10
	vpxord	%xmm17, %xmm17, %xmm17
	vmovaps	%zmm1, %zmm16
	vmovaps	%zmm1, %zmm18
	xorl	%r10d, %r10d
	vmovdqa	%xmm11, %xmm13
	xorl	%eax, %eax
	vmovdqa64	%xmm11, %xmm31
	xorl	%ecx, %ecx
	vmovaps	%xmm1, %xmm23
	movq	-120(%rsp), %r14
	jmp	.LBB0_135
	.p2align	4
.LBB0_133:
	vmovss	.LCPI0_5(%rip), %xmm29
	vmovd	.LCPI0_2(%rip), %xmm11
	vpxor	%xmm9, %xmm9, %xmm9
	vmovaps	3024(%rsp), %xmm23
	vmovdqa	80(%rsp), %xmm0
.LBB0_134:
	addq	$1024, %rsi
	addq	$-1024, %r8
	addq	$4096, %rdi
	movq	-120(%rsp), %r14
	cmpq	%r14, %r10
	movq	1952(%rsp), %r13
	vmovups	1072(%rsp), %zmm14
	jae	.LBB0_140
.LBB0_135:
	vmovdqa	%xmm0, 80(%rsp)
	vmovaps	%xmm23, 3024(%rsp)
	movq	%r10, %rdx
	addq	$1024, %r10
	cmpq	%rsi, %r14
	movq	%rsi, %r11
	cmovbq	%r14, %r11
	cmpq	%r14, %r10
	cmovbq	%r10, %r14
	movq	%r14, %r15
	subq	%rdx, %r15
	andq	$-32, %r15
	addq	%rdx, %r15
	movq	%rdx, %r12
	cmpq	%r15, %rdx
	vmovdqa64	.LCPI0_8(%rip), %zmm26
	vmovdqa64	.LCPI0_7(%rip), %zmm29
	vbroadcastss	.LCPI0_5(%rip), %zmm30
	vmovaps	%zmm14, %zmm23
	vbroadcastss	.LCPI0_6(%rip), %zmm14
	vbroadcastss	.LCPI0_0(%rip), %zmm12
	vpbroadcastd	.LCPI0_5(%rip), %zmm15
	vpxor	%xmm0, %xmm0, %xmm0
	jae	.LBB0_137
	.p2align	4
.LBB0_136:
	vmovups	(%r13,%r12,4), %zmm8
	vmovups	64(%r13,%r12,4), %zmm1
	vcmpunordps	%zmm0, %zmm8, %k3
	vmovaps	%zmm12, %zmm2 {%k3} {z}
	vcmpeqps	%zmm30, %zmm8, %k2
	vmovaps	%zmm12, %zmm6 {%k2} {z}
	vmulps	%zmm8, %zmm23, %zmm9
	vmulps	%zmm1, %zmm23, %zmm11
	vandps	%zmm14, %zmm9, %zmm9
	vpcmpeqd	%zmm15, %zmm9, %k2
	vandps	%zmm14, %zmm11, %zmm9
	vpcmpeqd	%zmm15, %zmm9, %k4
	vandps	%zmm14, %zmm8, %zmm9
	vandps	%zmm14, %zmm1, %zmm11
	vcmpneq_oqps	%zmm30, %zmm9, %k5 {%k2}
	vcmpneq_oqps	%zmm30, %zmm11, %k2 {%k4}
	vmovaps	%zmm12, %zmm9 {%k5} {z}
	vpbroadcastd	%r12d, %zmm11
	vcmpltps	%zmm8, %zmm16, %k0
	vcmpordps	%zmm0, %zmm16, %k3 {%k3}
	korw	%k3, %k0, %k3
	vmovaps	%zmm8, %zmm16 {%k3}
	vpord	%zmm29, %zmm11, %zmm8
	vmovdqa32	%zmm8, %zmm10 {%k3}
	vcmpltps	%zmm2, %zmm25, %k3
	vmovdqa32	%zmm8, %zmm24 {%k3}
	vcmpltps	%zmm6, %zmm20, %k3
	vmovdqa32	%zmm8, %zmm19 {%k3}
	vcmpltps	%zmm9, %zmm4, %k3
	vmovdqa32	%zmm8, %zmm3 {%k3}
	vcmpunordps	%zmm0, %zmm1, %k4
	vcmpltps	%zmm1, %zmm18, %k0
	vcmpordps	%zmm0, %zmm18, %k3 {%k4}
	korw	%k3, %k0, %k3
	vcmpeqps	%zmm30, %zmm1, %k5
	vmovaps	%zmm1, %zmm18 {%k3}
	vmaxps	%zmm25, %zmm2, %zmm25
	vmovaps	%zmm12, %zmm1 {%k4} {z}
	vcmpltps	%zmm1, %zmm28, %k4
	vmaxps	%zmm28, %zmm1, %zmm28
	vmaxps	%zmm20, %zmm6, %zmm20
	vmovaps	%zmm12, %zmm1 {%k5} {z}
	vcmpltps	%zmm1, %zmm22, %k5
	vmaxps	%zmm22, %zmm1, %zmm22
	vmaxps	%zmm4, %zmm9, %zmm4
	vmovaps	%zmm12, %zmm1 {%k2} {z}
	vcmpltps	%zmm1, %zmm7, %k2
	vmaxps	%zmm7, %zmm1, %zmm7
	vpord	%zmm26, %zmm11, %zmm1
	vmovdqa32	%zmm1, %zmm17 {%k3}
	vmovdqa32	%zmm1, %zmm27 {%k4}
	vmovdqa32	%zmm1, %zmm21 {%k5}
	vmovdqa32	%zmm1, %zmm5 {%k2}
	addq	$32, %r12
	cmpq	%r15, %r12
	jb	.LBB0_136
.LBB0_137:
	cmpq	%r14, %r15
	jae	.LBB0_133
	addq	%r8, %r11
	andq	$-32, %r11
	vmovss	.LCPI0_5(%rip), %xmm29
	vmovd	.LCPI0_2(%rip), %xmm11
	vpxor	%xmm9, %xmm9, %xmm9
	vmovaps	2448(%rsp), %xmm14
	vmovaps	3024(%rsp), %xmm23
	vmovaps	80(%rsp), %xmm0
	.p2align	4
.LBB0_139:
	vmovd	(%rdi,%r11,4), %xmm1
	vmovd	%xmm1, %ebp
	vucomiss	%xmm1, %xmm1
	setp	%bl
	vcmpgess	%xmm29, %xmm1, %k2
	vmovss	.LCPI0_0(%rip), %xmm2 {%k2} {z}
	vmulss	%xmm1, %xmm14, %xmm6
	vmovd	%xmm6, %r15d
	andl	$2147483647, %r15d
	cmpl	$2139095040, %r15d
	sete	%r15b
	andl	$2147483647, %ebp
	cmpl	$2139095040, %ebp
	setl	%bpl
	andb	%r15b, %bpl
	vucomiss	%xmm13, %xmm1
	seta	%r12b
	leaq	(%rdx,%r11), %r15
	vucomiss	%xmm13, %xmm13
	setnp	%r13b
	andb	%bl, %r13b
	orb	%r12b, %r13b
	kmovd	%r13d, %k2
	vmovss	%xmm1, %xmm13, %xmm13 {%k2}
	cmovneq	%r15, %rax
	vucomiss	%xmm31, %xmm2
	vmaxss	%xmm31, %xmm2, %xmm31
	cmovaq	%r15, %rcx
	kmovd	%ebp, %k0
	kshiftlb	$7, %k0, %k0
	kshiftrb	$6, %k0, %k0
	kmovd	%ebx, %k2
	kshiftlb	$7, %k2, %k2
	kshiftrb	$7, %k2, %k2
	korw	%k0, %k2, %k2
	vbroadcastss	.LCPI0_0(%rip), %xmm1 {%k2} {z}
	vcmpltps	%xmm1, %xmm23, %k2
	vmaxps	%xmm23, %xmm1, %xmm23
	vpbroadcastq	%r15, %xmm0 {%k2}
	leaq	(%rdx,%r11), %rbx
	incq	%rbx
	incq	%r11
	cmpq	%r14, %rbx
	jb	.LBB0_139
	jmp	.LBB0_134
	.p2align	4
.LBB0_140:
	vmovaps	%xmm13, (%rsp)
	cmpq	$31, %r14
	jbe	.LBB0_146
	vpxor	%xmm15, %xmm15, %xmm15
	vcmpunordps	%zmm15, %zmm28, %k0
	vcmpordps	%zmm15, %zmm25, %k2
	vpcmpltud	%zmm24, %zmm27, %k3
	vcmpltps	%zmm28, %zmm25, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%zmm25, %zmm28, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandw	%k0, %k2, %k2
	kandnw	%k3, %k0, %k0
	korw	%k0, %k2, %k2
	vmovaps	%zmm28, %zmm25 {%k2}
	vmovdqa32	%zmm27, %zmm24 {%k2}
	vextractf64x4	$1, %zmm25, %ymm1
	vextracti64x4	$1, %zmm24, %ymm2
	vpxor	%xmm9, %xmm9, %xmm9
	vcmpunordps	%ymm9, %ymm1, %k0
	vcmpordps	%ymm9, %ymm25, %k2
	vpcmpltud	%ymm24, %ymm2, %k3
	vcmpltps	%ymm1, %ymm25, %k4
	korb	%k3, %k2, %k2
	vcmpeqps	%ymm25, %ymm1, %k3 {%k3}
	korb	%k3, %k4, %k3
	kandnb	%k3, %k0, %k3
	kandb	%k0, %k2, %k0
	korb	%k3, %k0, %k2
	vblendmps	%ymm1, %ymm25, %ymm1 {%k2}
	vpblendmd	%ymm2, %ymm24, %ymm2 {%k2}
	vextractf128	$1, %ymm1, %xmm6
	vextracti128	$1, %ymm2, %xmm8
	vxorps	%xmm12, %xmm12, %xmm12
	vcmpunordps	%xmm12, %xmm6, %k0
	vcmpordps	%xmm12, %xmm1, %k2
	vpcmpltud	%xmm2, %xmm8, %k3
	vcmpltps	%xmm6, %xmm1, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%xmm1, %xmm6, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vblendmps	%xmm6, %xmm1, %xmm24 {%k2}
	vpblendmd	%xmm8, %xmm2, %xmm1 {%k2}
	vshufpd	$1, %xmm24, %xmm24, %xmm2
	vpshufd	$238, %xmm1, %xmm6
	vcmpunordps	%xmm12, %xmm2, %k0
	vcmpordps	%xmm12, %xmm24, %k2
	vpcmpltud	%xmm1, %xmm6, %k3
	vcmpltps	%xmm2, %xmm24, %k4
	vcmpeqps	%xmm24, %xmm2, %k5
	korw	%k3, %k2, %k2
	kandw	%k3, %k5, %k3
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vmovaps	%xmm2, %xmm24 {%k2}
	vmovdqa32	%xmm6, %xmm1 {%k2}
	vmovd	%xmm1, %edi
	vmovshdup	%xmm24, %xmm2
	vpextrd	$1, %xmm1, %edx
	vucomiss	%xmm2, %xmm2
	setp	%sil
	kmovd	%esi, %k0
	vucomiss	%xmm24, %xmm24
	setnp	%sil
	cmpl	%edi, %edx
	setb	%r8b
	vucomiss	%xmm24, %xmm2
	seta	%r10b
	setnp	%r11b
	sete	%bl
	andb	%r11b, %bl
	orb	%r8b, %sil
	kmovd	%esi, %k2
	andb	%r8b, %bl
	orb	%r10b, %bl
	kmovd	%ebx, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k0
	kmovd	%k0, %esi
	andb	$1, %sil
	kmovd	%esi, %k2
	vmovss	%xmm2, %xmm24, %xmm24 {%k2}
	cmovnel	%edx, %edi
	vcmpunordps	%zmm15, %zmm22, %k0
	vcmpordps	%zmm15, %zmm20, %k2
	vpcmpltud	%zmm19, %zmm21, %k3
	vcmpltps	%zmm22, %zmm20, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%zmm20, %zmm22, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandw	%k0, %k2, %k2
	kandnw	%k3, %k0, %k0
	korw	%k0, %k2, %k2
	vmovaps	%zmm22, %zmm20 {%k2}
	vmovdqa32	%zmm21, %zmm19 {%k2}
	vextractf64x4	$1, %zmm20, %ymm1
	vextracti64x4	$1, %zmm19, %ymm2
	vcmpunordps	%ymm9, %ymm1, %k0
	vcmpordps	%ymm9, %ymm20, %k2
	vpcmpltud	%ymm19, %ymm2, %k3
	vcmpltps	%ymm1, %ymm20, %k4
	korb	%k3, %k2, %k2
	vcmpeqps	%ymm20, %ymm1, %k3 {%k3}
	korb	%k3, %k4, %k3
	kandnb	%k3, %k0, %k3
	kandb	%k0, %k2, %k0
	korb	%k3, %k0, %k2
	vblendmps	%ymm1, %ymm20, %ymm1 {%k2}
	vpblendmd	%ymm2, %ymm19, %ymm6 {%k2}
	vextractf128	$1, %ymm1, %xmm2
	vextracti128	$1, %ymm6, %xmm8
	vcmpunordps	%xmm12, %xmm2, %k0
	vcmpordps	%xmm12, %xmm1, %k2
	vpcmpltud	%xmm6, %xmm8, %k3
	vcmpltps	%xmm2, %xmm1, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%xmm1, %xmm2, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vblendmps	%xmm2, %xmm1, %xmm2 {%k2}
	vpblendmd	%xmm8, %xmm6, %xmm1 {%k2}
	vshufpd	$1, %xmm2, %xmm2, %xmm6
	vpshufd	$238, %xmm1, %xmm8
	vcmpunordps	%xmm12, %xmm6, %k0
	vcmpordps	%xmm12, %xmm2, %k2
	vpcmpltud	%xmm1, %xmm8, %k3
	vcmpltps	%xmm6, %xmm2, %k4
	vcmpeqps	%xmm2, %xmm6, %k5
	korw	%k3, %k2, %k2
	kandw	%k3, %k5, %k3
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vmovaps	%xmm6, %xmm2 {%k2}
	vmovdqa32	%xmm8, %xmm1 {%k2}
	vmovd	%xmm1, %edx
	vmovshdup	%xmm2, %xmm6
	vpextrd	$1, %xmm1, %esi
	vucomiss	%xmm6, %xmm6
	setp	%r8b
	kmovd	%r8d, %k0
	vucomiss	%xmm2, %xmm2
	setnp	%r8b
	cmpl	%edx, %esi
	setb	%r10b
	vucomiss	%xmm2, %xmm6
	seta	%r11b
	setnp	%bl
	sete	%bpl
	andb	%bl, %bpl
	orb	%r10b, %r8b
	kmovd	%r8d, %k2
	andb	%r10b, %bpl
	orb	%r11b, %bpl
	kmovd	%ebp, %k3
	movq	1952(%rsp), %r13
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k0
	kmovd	%k0, %r8d
	andb	$1, %r8b
	kmovd	%r8d, %k2
	vmovss	%xmm6, %xmm2, %xmm2 {%k2}
	cmovnel	%esi, %edx
	cmpq	%rdx, %rcx
	setb	%cl
	kmovd	%ecx, %k2
	vcmpeqss	%xmm2, %xmm31, %k3
	vmovaps	%xmm2, %xmm1
	vcmpltss	%xmm31, %xmm2, %k4
	vmovss	%xmm31, %xmm2, %xmm2 {%k2}
	vmovss	%xmm2, %xmm1, %xmm1 {%k3}
	vmovss	%xmm31, %xmm1, %xmm1 {%k4}
	vcmpunordps	%zmm15, %zmm18, %k0
	vcmpordps	%zmm15, %zmm16, %k2
	vpcmpltud	%zmm10, %zmm17, %k3
	vcmpltps	%zmm18, %zmm16, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%zmm16, %zmm18, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandw	%k0, %k2, %k2
	kandnw	%k3, %k0, %k0
	korw	%k0, %k2, %k2
	vmovaps	%zmm18, %zmm16 {%k2}
	vxorps	%xmm13, %xmm13, %xmm13
	vmovdqa32	%zmm17, %zmm10 {%k2}
	vextractf64x4	$1, %zmm16, %ymm2
	vextracti64x4	$1, %zmm10, %ymm6
	vcmpunordps	%ymm13, %ymm2, %k0
	vcmpordps	%ymm13, %ymm16, %k2
	vpcmpltud	%ymm10, %ymm6, %k3
	vcmpltps	%ymm2, %ymm16, %k4
	korb	%k3, %k2, %k2
	vcmpeqps	%ymm16, %ymm2, %k3 {%k3}
	korb	%k3, %k4, %k3
	kandnb	%k3, %k0, %k3
	kandb	%k0, %k2, %k0
	korb	%k3, %k0, %k2
	vblendmps	%ymm2, %ymm16, %ymm2 {%k2}
	vpblendmd	%ymm6, %ymm10, %ymm6 {%k2}
	vextractf128	$1, %ymm2, %xmm8
	vextracti128	$1, %ymm6, %xmm9
	vcmpunordps	%xmm12, %xmm8, %k0
	vcmpordps	%xmm12, %xmm2, %k2
	vpcmpltud	%xmm6, %xmm9, %k3
	vcmpltps	%xmm8, %xmm2, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%xmm2, %xmm8, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vblendmps	%xmm8, %xmm2, %xmm2 {%k2}
	vpblendmd	%xmm9, %xmm6, %xmm6 {%k2}
	vshufpd	$1, %xmm2, %xmm2, %xmm8
	vpshufd	$238, %xmm6, %xmm9
	vcmpunordps	%xmm12, %xmm8, %k0
	vcmpordps	%xmm12, %xmm2, %k2
	vpcmpltud	%xmm6, %xmm9, %k3
	vcmpltps	%xmm8, %xmm2, %k4
	vcmpeqps	%xmm2, %xmm8, %k5
	korw	%k3, %k2, %k2
	kandw	%k3, %k5, %k3
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vmovaps	%xmm8, %xmm2 {%k2}
	vmovdqa32	%xmm9, %xmm6 {%k2}
	vpxor	%xmm9, %xmm9, %xmm9
	vmovd	%xmm6, %ecx
	vmovshdup	%xmm2, %xmm8
	vpextrd	$1, %xmm6, %edx
	vucomiss	%xmm8, %xmm8
	setp	%sil
	kmovd	%esi, %k0
	vucomiss	%xmm2, %xmm2
	setnp	%sil
	cmpl	%ecx, %edx
	setb	%r8b
	vucomiss	%xmm2, %xmm8
	seta	%r10b
	setnp	%r11b
	sete	%bl
	andb	%r11b, %bl
	orb	%r8b, %sil
	kmovd	%esi, %k2
	andb	%r8b, %bl
	orb	%r10b, %bl
	kmovd	%ebx, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k0
	kmovd	%k0, %esi
	andb	$1, %sil
	kmovd	%esi, %k2
	vmovss	%xmm8, %xmm2, %xmm2 {%k2}
	vmovss	.LCPI0_5(%rip), %xmm29
	cmovnel	%edx, %ecx
	vucomiss	%xmm2, %xmm2
	setnp	%dl
	cmpq	%rcx, %rax
	setb	%sil
	vmovaps	(%rsp), %xmm6
	vucomiss	%xmm2, %xmm6
	seta	%r8b
	setnp	%r10b
	sete	%r11b
	andb	%r10b, %r11b
	orb	%sil, %dl
	andb	%sil, %r11b
	orb	%r8b, %r11b
	vucomiss	%xmm6, %xmm6
	movzbl	%dl, %edx
	movzbl	%r11b, %esi
	cmovpl	%edx, %esi
	testb	%sil, %sil
	kmovd	%esi, %k2
	vmovss	%xmm6, %xmm2, %xmm2 {%k2}
	cmoveq	%rcx, %rax
	vcmpunordps	%zmm15, %zmm7, %k0
	vcmpordps	%zmm15, %zmm4, %k2
	vpcmpltud	%zmm3, %zmm5, %k3
	vcmpltps	%zmm7, %zmm4, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%zmm4, %zmm7, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandw	%k0, %k2, %k2
	kandnw	%k3, %k0, %k0
	korw	%k0, %k2, %k2
	vmovaps	%zmm7, %zmm4 {%k2}
	vmovdqa32	%zmm5, %zmm3 {%k2}
	vextractf64x4	$1, %zmm4, %ymm5
	vextracti64x4	$1, %zmm3, %ymm6
	vcmpunordps	%ymm13, %ymm5, %k0
	vcmpordps	%ymm13, %ymm4, %k2
	vpcmpltud	%ymm3, %ymm6, %k3
	vcmpltps	%ymm5, %ymm4, %k4
	korb	%k3, %k2, %k2
	vcmpeqps	%ymm4, %ymm5, %k3 {%k3}
	korb	%k3, %k4, %k3
	kandnb	%k3, %k0, %k3
	kandb	%k0, %k2, %k0
	korb	%k3, %k0, %k2
	vblendmps	%ymm5, %ymm4, %ymm4 {%k2}
	vpblendmd	%ymm6, %ymm3, %ymm5 {%k2}
	vextractf128	$1, %ymm4, %xmm3
	vextracti128	$1, %ymm5, %xmm6
	vcmpunordps	%xmm12, %xmm3, %k0
	vcmpordps	%xmm12, %xmm4, %k2
	vpcmpltud	%xmm5, %xmm6, %k3
	vcmpltps	%xmm3, %xmm4, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%xmm4, %xmm3, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vblendmps	%xmm3, %xmm4, %xmm3 {%k2}
	vpblendmd	%xmm6, %xmm5, %xmm4 {%k2}
	vshufpd	$1, %xmm3, %xmm3, %xmm5
	vpshufd	$238, %xmm4, %xmm6
	vcmpunordps	%xmm12, %xmm5, %k0
	vcmpordps	%xmm12, %xmm3, %k2
	vpcmpltud	%xmm4, %xmm6, %k3
	vcmpltps	%xmm5, %xmm3, %k4
	vcmpeqps	%xmm3, %xmm5, %k5
	korw	%k3, %k2, %k2
	kandw	%k3, %k5, %k3
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vmovaps	%xmm5, %xmm3 {%k2}
	vmovdqa32	%xmm6, %xmm4 {%k2}
	vmovd	%xmm4, %ecx
	vmovshdup	%xmm3, %xmm5
	vpextrd	$1, %xmm4, %edx
	vucomiss	%xmm5, %xmm5
	setp	%sil
	kmovd	%esi, %k0
	vucomiss	%xmm3, %xmm3
	setnp	%sil
	cmpl	%ecx, %edx
	setb	%r8b
	vucomiss	%xmm3, %xmm5
	seta	%r10b
	setnp	%r11b
	sete	%bl
	andb	%r11b, %bl
	orb	%r8b, %sil
	kmovd	%esi, %k2
	andb	%r8b, %bl
	orb	%r10b, %bl
	kmovd	%ebx, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k0
	kmovd	%k0, %esi
	andb	$1, %sil
	kmovd	%esi, %k2
	vmovss	%xmm5, %xmm3, %xmm3 {%k2}
	cmovnel	%edx, %ecx
	vmovd	%ecx, %xmm4
	vmovd	%edi, %xmm5
	vpunpcklqdq	%xmm4, %xmm5, %xmm4
	vinsertps	$16, %xmm3, %xmm24, %xmm3
	vcmpltps	%xmm23, %xmm3, %k0
	vcmpeqps	%xmm3, %xmm23, %k2
	vpcmpltuq	%xmm4, %xmm0, %k2 {%k2}
	korw	%k2, %k0, %k2
	vmovaps	%xmm23, %xmm3 {%k2}
	vmovaps	%xmm2, (%rsp)
	vmovaps	%xmm3, %xmm23
	movq	-112(%rsp), %r11
	movl	$3528531795, %ecx
	movq	1552(%rsp), %rbx
	movq	224(%rsp), %r10
	vmovdqu64	6080(%rsp), %zmm19
	vmovups	1680(%rsp), %zmm17
	vmovdqu64	2592(%rsp), %zmm6
	movabsq	$4611686018427387899, %rdi
	vpbroadcastd	.LCPI0_38(%rip), %zmm16
	jmp	.LBB0_147
	.p2align	4
.LBB0_142:
	movq	%rbp, %r11
	vpxor	%xmm0, %xmm0, %xmm0
	vmovdqa	%xmm0, 2720(%rsp)
	vmovdqa	%xmm11, 2736(%rsp)
	vmovdqa	%xmm11, (%rsp)
	vmovaps	%xmm29, %xmm2
	vmovdqa64	%xmm11, %xmm28
	vbroadcastss	.LCPI0_2(%rip), %xmm0
	vmovaps	%xmm0, 3024(%rsp)
	cmpb	$0, -65(%rsp)
	movq	24(%rsp), %rax
	movl	$3528531795, %ecx
	jne	.LBB0_159
	vxorps	%xmm0, %xmm0, %xmm0
	vmovaps	%xmm0, 2720(%rsp)
	vmovdqa64	%xmm11, %xmm28
	vmovaps	%xmm29, %xmm23
	vmovdqa	%xmm11, (%rsp)
	vmovdqa	%xmm11, 2736(%rsp)
	vmovdqa	%xmm11, %xmm13
	vmovaps	%xmm0, 144(%rsp)
	vpbroadcastd	.LCPI0_2(%rip), %xmm1
	vmovdqa	%xmm1, 3024(%rsp)
	cmpb	$0, -89(%rsp)
	jne	.LBB0_502
	vmovaps	%xmm0, 2512(%rsp)
	cmpb	$0, -90(%rsp)
	jne	.LBB0_145
	vmovaps	%xmm0, 2720(%rsp)
	vmovdqa	%xmm11, 1872(%rsp)
	vmovdqa	%xmm11, 3024(%rsp)
	vmovdqa	%xmm11, 2736(%rsp)
	vmovdqa	%xmm11, (%rsp)
	jmp	.LBB0_130
	.p2align	4
.LBB0_146:
	movq	-112(%rsp), %r11
	movl	$3528531795, %ecx
	movq	1552(%rsp), %rbx
	movq	224(%rsp), %r10
	vmovdqu64	6080(%rsp), %zmm19
	vmovups	1680(%rsp), %zmm17
	vmovdqu64	2592(%rsp), %zmm6
	movabsq	$4611686018427387899, %rdi
	vpbroadcastd	.LCPI0_38(%rip), %zmm16
	vxorps	%xmm13, %xmm13, %xmm13
	vmovaps	%xmm31, %xmm1
.LBB0_147:
	vxorps	%xmm8, %xmm8, %xmm8
	vcvtusi2ss	%rax, %xmm8, %xmm0
	vmovaps	%xmm0, 2720(%rsp)
	cmpb	$0, -65(%rsp)
	movq	368(%rsp), %r14
	movq	480(%rsp), %r15
	vmovdqu64	2192(%rsp), %zmm31
	vpbroadcastd	.LCPI0_0(%rip), %zmm12
	vmovaps	%xmm1, 2736(%rsp)
	je	.LBB0_158
	movq	%rbx, %rsi
	cmpq	$8, -120(%rsp)
	vmovaps	4624(%rsp), %xmm18
	movl	$3528531795, %r8d
	movq	%r11, %rbx
	jae	.LBB0_172
	xorl	%eax, %eax
	movq	1200(%rsp), %r13
	vpbroadcastq	.LCPI0_27(%rip), %zmm24
	vbroadcastsd	.LCPI0_33(%rip), %zmm22
	vbroadcastsd	.LCPI0_23(%rip), %zmm20
.LBB0_150:
	vpbroadcastq	.LCPI0_15(%rip), %zmm27
	movq	-120(%rsp), %r11
.LBB0_151:
	movq	%rax, %rcx
	orq	$1, %rcx
	testb	$1, %r11b
	je	.LBB0_153
	movq	1952(%rsp), %rdx
	vaddss	(%rdx,%rax,4), %xmm9, %xmm0
	vmovd	%xmm0, %edx
	movl	%edx, %esi
	orl	$-2147483648, %esi
	testl	%edx, %edx
	notl	%edx
	cmovnsl	%esi, %edx
	movq	1552(%rsp), %rsi
	movl	%edx, (%r13,%rax,4)
	movq	544(%rsp), %rdx
	movl	$1065353216, (%rdx,%rax,4)
	movq	%rcx, %rax
.LBB0_153:
	movq	-120(%rsp), %r11
	cmpq	%rcx, %r11
	movq	-88(%rsp), %rdi
	movq	544(%rsp), %rbp
	je	.LBB0_155
	.p2align	4
.LBB0_154:
	vaddss	(%rdi,%rax,4), %xmm9, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %edx
	orl	$-2147483648, %edx
	testl	%ecx, %ecx
	notl	%ecx
	cmovnsl	%edx, %ecx
	movl	%ecx, (%r13,%rax,4)
	movl	$1065353216, (%rbp,%rax,4)
	vaddss	4(%rdi,%rax,4), %xmm9, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %edx
	orl	$-2147483648, %edx
	testl	%ecx, %ecx
	notl	%ecx
	cmovnsl	%edx, %ecx
	movl	%ecx, 4(%r13,%rax,4)
	movl	$1065353216, 4(%rbp,%rax,4)
	addq	$2, %rax
	cmpq	%rax, %r11
	jne	.LBB0_154
.LBB0_155:
	vmovss	2060(%rsp), %xmm0
	vucomiss	%xmm18, %xmm0
	jae	.LBB0_176
	movq	%rbx, %r11
	cmpb	$0, -89(%rsp)
	movabsq	$4611686018427387899, %rdi
	vbroadcastsd	.LCPI0_12(%rip), %zmm16
	vmovdqa	(%rsp), %xmm1
	movq	1952(%rsp), %r13
	vmovaps	%xmm23, %xmm12
	je	.LBB0_223
	vmovaps	%xmm29, %xmm23
	vmovdqa64	%xmm11, %xmm28
	jmp	.LBB0_162
	.p2align	4
.LBB0_158:
	vmovaps	%xmm29, %xmm2
	movq	24(%rsp), %rax
	vmovdqa64	%xmm11, %xmm28
	vbroadcastsd	.LCPI0_12(%rip), %zmm16
	vbroadcastss	.LCPI0_369(%rip), %xmm18
	vpbroadcastq	.LCPI0_27(%rip), %zmm24
	vbroadcastsd	.LCPI0_33(%rip), %zmm22
	vbroadcastsd	.LCPI0_23(%rip), %zmm20
	vmovdqu64	1744(%rsp), %zmm25
	vmovdqu64	2384(%rsp), %zmm5
	vpbroadcastq	.LCPI0_15(%rip), %zmm27
	vmovaps	%xmm23, 3024(%rsp)
	vxorps	%xmm15, %xmm15, %xmm15
.LBB0_159:
	cmpb	$0, -89(%rsp)
	je	.LBB0_710
.LBB0_160:
	cmpq	$0, -120(%rsp)
	vmovaps	%xmm2, %xmm23
	je	.LBB0_220
	vmovaps	3024(%rsp), %xmm12
.LBB0_162:
	vbroadcastss	%xmm23, %zmm0
	vpbroadcastd	%xmm28, %zmm3
	vpxor	%xmm1, %xmm1, %xmm1
	movl	$1024, %ecx
	movq	-88(%rsp), %rdx
	xorl	%esi, %esi
	vpxor	%xmm4, %xmm4, %xmm4
	vbroadcastss	.LCPI0_2(%rip), %zmm5
	vmovaps	%zmm5, %zmm2
	xorl	%edi, %edi
	vmovdqa64	%xmm11, %xmm21
	xorl	%eax, %eax
	movq	1200(%rsp), %r12
	movq	-120(%rsp), %r15
	vmovaps	%xmm12, 3024(%rsp)
	vmovaps	%xmm23, 48(%rsp)
	jmp	.LBB0_165
	.p2align	4
.LBB0_163:
	movq	-120(%rsp), %r15
	vmovss	.LCPI0_2(%rip), %xmm11
	vxorps	%xmm9, %xmm9, %xmm9
.LBB0_164:
	addq	$1024, %rcx
	addq	$-1024, %rsi
	addq	$4096, %rdx
	cmpq	%r15, %rdi
	movabsq	$4611686018427387902, %rbp
	vxorps	%xmm15, %xmm15, %xmm15
	jae	.LBB0_170
.LBB0_165:
	movq	%rdi, %r8
	addq	$1024, %rdi
	cmpq	%rcx, %r15
	movq	%rcx, %r10
	cmovbq	%r15, %r10
	cmpq	%r15, %rdi
	movq	%r15, %r11
	cmovbq	%rdi, %r11
	movq	%r11, %r14
	subq	%r8, %r14
	andq	$-32, %r14
	addq	%r8, %r14
	movq	%r8, %r15
	cmpq	%r14, %r8
	vbroadcastss	.LCPI0_2(%rip), %zmm23
	vmovdqa64	.LCPI0_9(%rip), %zmm30
	vmovdqa64	.LCPI0_10(%rip), %zmm31
	vmovdqa64	.LCPI0_356(%rip), %zmm27
	vmovdqa64	.LCPI0_357(%rip), %zmm26
	vbroadcastss	.LCPI0_0(%rip), %zmm29
	movq	1952(%rsp), %rbx
	vmovups	1072(%rsp), %zmm19
	jae	.LBB0_167
	.p2align	4
.LBB0_166:
	vpbroadcastq	%r15, %zmm6
	vporq	%zmm30, %zmm6, %zmm7
	vporq	%zmm31, %zmm6, %zmm8
	vporq	%zmm27, %zmm6, %zmm9
	vporq	%zmm26, %zmm6, %zmm6
	vmovups	(%rbx,%r15,4), %zmm10
	vmovups	64(%rbx,%r15,4), %zmm11
	vcvtuqq2ps	%zmm8, %ymm12
	vcvtuqq2ps	%zmm7, %ymm13
	vcvtuqq2ps	%zmm6, %ymm14
	vcvtuqq2ps	%zmm9, %ymm15
	vinsertf64x4	$1, %ymm13, %zmm12, %zmm12
	vinsertf64x4	$1, %ymm15, %zmm14, %zmm13
	vcmpltps	%zmm10, %zmm3, %k2
	vcmpltps	%zmm11, %zmm3, %k3
	vmovaps	%zmm29, %zmm14 {%k2} {z}
	vmovaps	%zmm29, %zmm15 {%k3} {z}
	vcmpeqps	%zmm3, %zmm10, %k2
	vcmpeqps	%zmm3, %zmm11, %k3
	vcmpleps	%zmm0, %zmm12, %k2 {%k2}
	vcmpleps	%zmm0, %zmm13, %k3 {%k3}
	vmovaps	%zmm29, %zmm12 {%k2} {z}
	vmaxps	%zmm14, %zmm12, %zmm12
	vmovaps	%zmm29, %zmm13 {%k3} {z}
	vmaxps	%zmm15, %zmm13, %zmm13
	vxorps	%xmm14, %xmm14, %xmm14
	vcmpneqps	%zmm14, %zmm12, %k2
	vcmpneqps	%zmm14, %zmm13, %k3
	vmovaps	%zmm23, %zmm12
	vmulps	%zmm10, %zmm19, %zmm12 {%k2}
	vmovaps	%zmm23, %zmm10
	vmulps	%zmm11, %zmm19, %zmm10 {%k3}
	vpmovqd	%zmm8, %ymm8
	vpmovqd	%zmm7, %ymm7
	vpmovqd	%zmm6, %ymm6
	vpmovqd	%zmm9, %ymm9
	vcmpltps	%zmm12, %zmm2, %k0
	vcmpltps	%zmm10, %zmm5, %k2
	vcmpordps	%zmm14, %zmm2, %k3
	vcmpordps	%zmm14, %zmm5, %k4
	vcmpunordps	%zmm14, %zmm12, %k3 {%k3}
	vcmpunordps	%zmm14, %zmm10, %k4 {%k4}
	korw	%k3, %k0, %k3
	korw	%k4, %k2, %k2
	vmovaps	%zmm12, %zmm2 {%k3}
	vmovaps	%zmm10, %zmm5 {%k2}
	vinserti32x8	$1, %ymm7, %zmm8, %zmm1 {%k3}
	vinserti32x8	$1, %ymm9, %zmm6, %zmm4 {%k2}
	addq	$32, %r15
	cmpq	%r14, %r15
	jb	.LBB0_166
.LBB0_167:
	cmpq	%r11, %r14
	vmovaps	2448(%rsp), %xmm10
	vmovss	.LCPI0_0(%rip), %xmm19
	jae	.LBB0_163
	addq	%rsi, %r10
	andq	$-32, %r10
	movq	-120(%rsp), %r15
	vmovss	.LCPI0_2(%rip), %xmm11
	vmovaps	48(%rsp), %xmm23
	.p2align	4
.LBB0_169:
	leaq	(%r8,%r10), %rbx
	vmovss	(%rdx,%r10,4), %xmm6
	vpxord	%xmm17, %xmm17, %xmm17
	vcvtusi2ss	%rbx, %xmm17, %xmm7
	vmulss	%xmm6, %xmm10, %xmm8
	vcmpltss	%xmm6, %xmm28, %k2
	vmovss	%xmm19, %xmm19, %xmm9 {%k2} {z}
	vcmpeqss	%xmm28, %xmm6, %k0
	vcmpless	%xmm23, %xmm7, %k2
	kandw	%k2, %k0, %k2
	vmovss	%xmm19, %xmm19, %xmm6 {%k2} {z}
	vmaxss	%xmm9, %xmm6, %xmm6
	vxorps	%xmm9, %xmm9, %xmm9
	vcmpneqss	%xmm9, %xmm6, %k2
	vmovaps	%xmm11, %xmm6
	vmovss	%xmm8, %xmm6, %xmm6 {%k2}
	vucomiss	%xmm21, %xmm6
	seta	%bpl
	vcmpunordss	%xmm9, %xmm6, %k0
	vcmpordss	%xmm9, %xmm21, %k2
	kandw	%k0, %k2, %k0
	kmovd	%k0, %r14d
	orb	%bpl, %r14b
	andb	$1, %r14b
	kmovd	%r14d, %k2
	vmovss	%xmm6, %xmm21, %xmm21 {%k2}
	cmovneq	%rbx, %rax
	leaq	(%r8,%r10), %rbx
	incq	%rbx
	incq	%r10
	cmpq	%r11, %rbx
	jb	.LBB0_169
	jmp	.LBB0_164
	.p2align	4
.LBB0_170:
	cmpq	$31, %r15
	vmovaps	%xmm28, 32(%rsp)
	jbe	.LBB0_178
	vcmpunordps	%zmm15, %zmm5, %k0
	vcmpordps	%zmm15, %zmm2, %k2
	vpcmpltud	%zmm1, %zmm4, %k3
	vcmpltps	%zmm5, %zmm2, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%zmm2, %zmm5, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandw	%k0, %k2, %k2
	kandnw	%k3, %k0, %k0
	korw	%k0, %k2, %k2
	vmovaps	%zmm5, %zmm2 {%k2}
	vmovdqa32	%zmm4, %zmm1 {%k2}
	vextractf64x4	$1, %zmm2, %ymm4
	vextracti64x4	$1, %zmm1, %ymm5
	vxorps	%xmm6, %xmm6, %xmm6
	vcmpunordps	%ymm6, %ymm4, %k0
	vcmpordps	%ymm6, %ymm2, %k2
	vpcmpltud	%ymm1, %ymm5, %k3
	vcmpltps	%ymm4, %ymm2, %k4
	korb	%k3, %k2, %k2
	vcmpeqps	%ymm2, %ymm4, %k3 {%k3}
	korb	%k3, %k4, %k3
	kandnb	%k3, %k0, %k3
	kandb	%k0, %k2, %k0
	korb	%k3, %k0, %k2
	vblendmps	%ymm4, %ymm2, %ymm2 {%k2}
	vpblendmd	%ymm5, %ymm1, %ymm4 {%k2}
	vextractf128	$1, %ymm2, %xmm1
	vextracti128	$1, %ymm4, %xmm5
	vxorps	%xmm6, %xmm6, %xmm6
	vcmpunordps	%xmm6, %xmm1, %k0
	vcmpordps	%xmm6, %xmm2, %k2
	vpcmpltud	%xmm4, %xmm5, %k3
	vcmpltps	%xmm1, %xmm2, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%xmm2, %xmm1, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vblendmps	%xmm1, %xmm2, %xmm1 {%k2}
	vpblendmd	%xmm5, %xmm4, %xmm2 {%k2}
	vshufpd	$1, %xmm1, %xmm1, %xmm4
	vpshufd	$238, %xmm2, %xmm5
	vcmpunordps	%xmm6, %xmm4, %k0
	vcmpordps	%xmm6, %xmm1, %k2
	vpcmpltud	%xmm2, %xmm5, %k3
	vcmpltps	%xmm4, %xmm1, %k4
	vcmpeqps	%xmm1, %xmm4, %k5
	korw	%k3, %k2, %k2
	kandw	%k3, %k5, %k3
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vmovaps	%xmm4, %xmm1 {%k2}
	vmovdqa32	%xmm5, %xmm2 {%k2}
	vmovd	%xmm2, %ecx
	vmovshdup	%xmm1, %xmm4
	vpextrd	$1, %xmm2, %edx
	vucomiss	%xmm4, %xmm4
	setp	%sil
	kmovd	%esi, %k0
	vucomiss	%xmm1, %xmm1
	setnp	%sil
	cmpl	%ecx, %edx
	setb	%dil
	vucomiss	%xmm1, %xmm4
	seta	%r8b
	setnp	%r10b
	sete	%r11b
	andb	%r10b, %r11b
	orb	%dil, %sil
	kmovd	%esi, %k2
	andb	%dil, %r11b
	orb	%r8b, %r11b
	kmovd	%r11d, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k0
	kmovd	%k0, %esi
	andb	$1, %sil
	kmovd	%esi, %k2
	vmovss	%xmm4, %xmm1, %xmm1 {%k2}
	cmovnel	%edx, %ecx
	vucomiss	%xmm1, %xmm1
	setnp	%dl
	cmpq	%rcx, %rax
	setb	%al
	vucomiss	%xmm1, %xmm21
	seta	%cl
	setnp	%sil
	sete	%dil
	andb	%sil, %dil
	orb	%al, %dl
	andb	%al, %dil
	orb	%cl, %dil
	vucomiss	%xmm21, %xmm21
	movzbl	%dl, %eax
	movzbl	%dil, %ecx
	cmovpl	%eax, %ecx
	kmovd	%ecx, %k2
	vmovss	%xmm21, %xmm1, %xmm1 {%k2}
	movq	368(%rsp), %r14
	vmovaps	2448(%rsp), %xmm27
	jmp	.LBB0_180
.LBB0_172:
	cmpq	$256, 2528(%rsp)
	movq	1200(%rsp), %r13
	vbroadcastsd	.LCPI0_23(%rip), %zmm20
	jb	.LBB0_256
	movl	$0, %eax
	cmpq	$256, 1264(%rsp)
	vpbroadcastq	.LCPI0_27(%rip), %zmm24
	vbroadcastsd	.LCPI0_33(%rip), %zmm22
	vpbroadcastq	.LCPI0_15(%rip), %zmm27
	movq	-120(%rsp), %r11
	jb	.LBB0_151
	cmpq	$64, %r11
	jae	.LBB0_489
	xorl	%ecx, %ecx
	movq	-88(%rsp), %rdx
	movq	544(%rsp), %rbp
	jmp	.LBB0_493
.LBB0_176:
	movq	-120(%rsp), %rbx
	cmpq	$8, %rbx
	vbroadcastsd	.LCPI0_12(%rip), %zmm16
	vmovaps	(%rsp), %xmm10
	vmovaps	%xmm23, %xmm7
	jae	.LBB0_224
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	movq	1472(%rsp), %rdi
	movq	2024(%rsp), %r8
	movq	544(%rsp), %r10
	movq	448(%rsp), %r11
	vmovdqu64	2384(%rsp), %zmm23
	jmp	.LBB0_264
.LBB0_178:
	testq	%r15, %r15
	movq	368(%rsp), %r14
	vmovups	1680(%rsp), %zmm17
	vmovss	.LCPI0_5(%rip), %xmm8
	vmovaps	(%rsp), %xmm4
	vmovups	1744(%rsp), %zmm25
	vmovdqu64	2384(%rsp), %zmm5
	je	.LBB0_254
	vmovaps	2448(%rsp), %xmm27
	vmovaps	%xmm21, %xmm1
.LBB0_180:
	vmovaps	%xmm1, 3536(%rsp)
	vbroadcastss	%xmm1, %zmm23
	movl	$1024, %esi
	movq	%r12, %rdi
	movq	-88(%rsp), %r8
	movq	$0, 944(%rsp)
	movq	$0, 288(%rsp)
	xorl	%edx, %edx
	xorl	%eax, %eax
	vmovaps	.LCPI0_353(%rip), %zmm4
	vmovaps	.LCPI0_354(%rip), %zmm26
	vbroadcastss	.LCPI0_362(%rip), %zmm30
	vpbroadcastd	.LCPI0_371(%rip), %zmm31
	jmp	.LBB0_182
	.p2align	4
.LBB0_181:
	movq	80(%rsp), %rsi
	addq	$1024, %rsi
	incq	288(%rsp)
	addq	$-1024, 944(%rsp)
	addq	$4096, %r8
	addq	$-4096, %rdi
	movq	-120(%rsp), %r15
	movq	160(%rsp), %rdx
	cmpq	%r15, %rdx
	jae	.LBB0_218
.LBB0_182:
	cmpq	%rsi, %r15
	movq	%rsi, 80(%rsp)
	cmovbq	%r15, %rsi
	leaq	1024(%rdx), %rcx
	cmpq	%r15, %rcx
	movq	%rcx, 160(%rsp)
	cmovbq	%rcx, %r15
	subq	%rdx, %r15
	movq	-88(%rsp), %r11
	jbe	.LBB0_197
	movq	288(%rsp), %rcx
	movq	%rcx, %r10
	shlq	$10, %r10
	movq	%rsi, %r13
	subq	%r10, %r13
	cmpq	$4, %r13
	jb	.LBB0_188
	movq	%rcx, %r10
	shlq	$12, %r10
	movq	1264(%rsp), %r11
	subq	%r10, %r11
	cmpq	$64, %r11
	vmovdqa64	.LCPI0_9(%rip), %zmm1
	jb	.LBB0_187
	cmpq	$16, %r13
	movq	-88(%rsp), %r11
	jae	.LBB0_189
	xorl	%r12d, %r12d
	movq	%rdx, %rbx
	jmp	.LBB0_193
.LBB0_187:
	movq	-88(%rsp), %r11
.LBB0_188:
	vmovss	.LCPI0_359(%rip), %xmm25
	vmovss	.LCPI0_360(%rip), %xmm28
	vmovss	.LCPI0_361(%rip), %xmm22
	vmovss	.LCPI0_362(%rip), %xmm24
	vmovss	.LCPI0_363(%rip), %xmm19
	vmovss	.LCPI0_364(%rip), %xmm20
	vmovss	.LCPI0_365(%rip), %xmm10
	vmovss	.LCPI0_366(%rip), %xmm15
	vmovss	.LCPI0_367(%rip), %xmm14
	vmovss	.LCPI0_368(%rip), %xmm13
	vmovss	.LCPI0_369(%rip), %xmm17
	vmovss	.LCPI0_370(%rip), %xmm16
	vmovss	.LCPI0_0(%rip), %xmm29
	vmovaps	32(%rsp), %xmm18
	vmovss	.LCPI0_358(%rip), %xmm21
	vmovaps	3536(%rsp), %xmm11
	vmovaps	48(%rsp), %xmm12
	jmp	.LBB0_196
.LBB0_189:
	movq	%rsi, %rbp
	andq	$-16, %rbp
	addq	944(%rsp), %rbp
	movl	%esi, %r10d
	andl	$15, %r10d
	movq	%r13, %r12
	subq	%r10, %r12
	leaq	(%rdx,%r12), %rbx
	vpbroadcastq	%rdx, %zmm2
	vporq	%zmm1, %zmm2, %zmm1
	vporq	.LCPI0_10(%rip), %zmm2, %zmm2
	xorl	%r14d, %r14d
	movq	1200(%rsp), %rcx
	vpbroadcastd	.LCPI0_2(%rip), %zmm28
	vmovdqa64	%zmm31, %zmm24
	vbroadcastss	.LCPI0_370(%rip), %zmm22
	vbroadcastss	.LCPI0_369(%rip), %zmm21
	vxorps	%xmm13, %xmm13, %xmm13
	vpbroadcastq	.LCPI0_11(%rip), %zmm14
	vbroadcastss	.LCPI0_363(%rip), %zmm12
	vmovups	1072(%rsp), %zmm15
	vbroadcastss	.LCPI0_361(%rip), %zmm16
	vbroadcastss	.LCPI0_359(%rip), %zmm17
	vbroadcastss	.LCPI0_360(%rip), %zmm18
	vbroadcastss	.LCPI0_358(%rip), %zmm25
	vbroadcastss	.LCPI0_364(%rip), %zmm29
	vbroadcastss	.LCPI0_365(%rip), %zmm31
	vmovaps	%zmm30, %zmm27
	vbroadcastss	.LCPI0_366(%rip), %zmm30
	vbroadcastss	.LCPI0_367(%rip), %zmm19
	vmovaps	%zmm23, %zmm20
	vbroadcastss	.LCPI0_0(%rip), %zmm23
	.p2align	4
.LBB0_190:
	vmovups	(%r8,%r14,4), %zmm5
	vmulps	%zmm5, %zmm15, %zmm6
	vcvtuqq2ps	%zmm2, %ymm7
	vcvtuqq2ps	%zmm1, %ymm8
	vinsertf64x4	$1, %ymm8, %zmm7, %zmm7
	vcmpltps	%zmm5, %zmm3, %k3
	vcmpeqps	%zmm3, %zmm5, %k2
	vcmpleps	%zmm0, %zmm7, %k2 {%k2}
	vsubps	%zmm20, %zmm6, %zmm5
	vmaxps	%zmm5, %zmm25, %zmm6
	vminps	%zmm6, %zmm17, %zmm6
	vmulps	%zmm18, %zmm6, %zmm7
	vaddps	%zmm16, %zmm7, %zmm7
	vaddps	%zmm27, %zmm7, %zmm8
	vmulps	%zmm12, %zmm8, %zmm9
	vaddps	%zmm9, %zmm6, %zmm6
	vmulps	%zmm29, %zmm8, %zmm8
	vsubps	%zmm8, %zmm6, %zmm9
	vmulps	%zmm9, %zmm9, %zmm10
	vmulps	%zmm31, %zmm10, %zmm11
	vaddps	%zmm30, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm11
	vaddps	%zmm19, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm11
	vaddps	.LCPI0_368(%rip){1to16}, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm11
	vaddps	%zmm21, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm10
	vmovaps	%zmm23, %zmm11 {%k3} {z}
	vsubps	%zmm10, %zmm9, %zmm10
	vmulps	%zmm10, %zmm9, %zmm9
	vsubps	%zmm10, %zmm22, %zmm10
	vdivps	%zmm10, %zmm9, %zmm9
	vmovaps	%zmm23, %zmm10 {%k2} {z}
	vmaxps	%zmm11, %zmm10, %zmm10
	vsubps	%zmm9, %zmm8, %zmm8
	vsubps	%zmm8, %zmm6, %zmm6
	vaddps	%zmm23, %zmm6, %zmm6
	vpaddd	%zmm24, %zmm7, %zmm8
	vpsrld	$1, %zmm8, %zmm8
	vpsubd	%zmm8, %zmm7, %zmm7
	vpslld	$23, %zmm8, %zmm8
	vpaddd	%zmm28, %zmm8, %zmm8
	vmulps	%zmm8, %zmm6, %zmm6
	vpslld	$23, %zmm7, %zmm7
	vpaddd	.LCPI0_5(%rip){1to16}, %zmm7, %zmm7
	vmulps	%zmm7, %zmm6, %zmm6
	vcmpunordps	%zmm13, %zmm5, %k2
	vcmpneqps	%zmm13, %zmm10, %k3
	vbroadcastss	.LCPI0_372(%rip), %zmm6 {%k2}
	vmovaps	%zmm6, %zmm5 {%k3} {z}
	vmovups	%zmm5, (%rcx,%r14,4)
	addq	$16, %r14
	vpaddq	%zmm14, %zmm2, %zmm2
	vpaddq	%zmm14, %zmm1, %zmm1
	cmpq	%r14, %rbp
	jne	.LBB0_190
	testq	%r10, %r10
	movq	368(%rsp), %r14
	vxorps	%xmm9, %xmm9, %xmm9
	movabsq	$4611686018427387902, %rbp
	vmovdqa64	%zmm24, %zmm31
	vmovaps	%zmm20, %zmm23
	vmovaps	%zmm27, %zmm30
	vmovaps	2448(%rsp), %xmm27
	je	.LBB0_197
	cmpl	$4, %r10d
	jb	.LBB0_217
.LBB0_193:
	movq	944(%rsp), %rcx
	leaq	(%rsi,%rcx), %rbp
	movl	%esi, %r10d
	andl	$3, %r10d
	subq	%r10, %rbp
	movl	%esi, %r14d
	andl	$3, %r14d
	subq	%r14, %r13
	addq	%r13, %rdx
	vpbroadcastq	%rbx, %ymm1
	vpaddq	.LCPI0_373(%rip), %ymm1, %ymm1
	movq	1200(%rsp), %rcx
	vbroadcastss	.LCPI0_0(%rip), %xmm13
	vbroadcastss	.LCPI0_358(%rip), %xmm14
	vbroadcastss	.LCPI0_359(%rip), %xmm15
	vbroadcastss	.LCPI0_360(%rip), %xmm16
	vbroadcastss	.LCPI0_361(%rip), %xmm17
	vbroadcastss	.LCPI0_362(%rip), %xmm19
	vbroadcastss	.LCPI0_363(%rip), %xmm20
	vbroadcastss	.LCPI0_364(%rip), %xmm22
	vbroadcastss	.LCPI0_365(%rip), %xmm24
	vbroadcastss	.LCPI0_366(%rip), %xmm25
	vbroadcastss	.LCPI0_367(%rip), %xmm28
	vbroadcastss	.LCPI0_368(%rip), %xmm18
	vbroadcastss	.LCPI0_369(%rip), %xmm26
	vbroadcastss	.LCPI0_370(%rip), %xmm27
	vpbroadcastd	.LCPI0_371(%rip), %xmm29
	vpbroadcastd	.LCPI0_2(%rip), %xmm30
	vpbroadcastd	.LCPI0_5(%rip), %xmm31
	vpbroadcastq	.LCPI0_374(%rip), %ymm12
	vxorps	%xmm4, %xmm4, %xmm4
	vmovups	1072(%rsp), %zmm21
	.p2align	4
.LBB0_194:
	vmovups	(%r8,%r12,4), %xmm2
	vmulps	%xmm2, %xmm21, %xmm5
	vcvtuqq2ps	%ymm1, %xmm6
	vcmpltps	%xmm2, %xmm3, %k2
	vmovaps	%xmm13, %xmm7 {%k2} {z}
	vcmpeqps	%xmm3, %xmm2, %k2
	vcmpleps	%xmm0, %xmm6, %k2 {%k2}
	vmovaps	%xmm13, %xmm2 {%k2} {z}
	vmaxps	%xmm7, %xmm2, %xmm2
	vsubps	%xmm23, %xmm5, %xmm5
	vmaxps	%xmm5, %xmm14, %xmm6
	vminps	%xmm6, %xmm15, %xmm6
	vmulps	%xmm16, %xmm6, %xmm7
	vaddps	%xmm17, %xmm7, %xmm7
	vaddps	%xmm19, %xmm7, %xmm8
	vmulps	%xmm20, %xmm8, %xmm9
	vaddps	%xmm6, %xmm9, %xmm6
	vmulps	%xmm22, %xmm8, %xmm8
	vsubps	%xmm8, %xmm6, %xmm9
	vmulps	%xmm9, %xmm9, %xmm10
	vmulps	%xmm24, %xmm10, %xmm11
	vaddps	%xmm25, %xmm11, %xmm11
	vmulps	%xmm11, %xmm10, %xmm11
	vaddps	%xmm28, %xmm11, %xmm11
	vmulps	%xmm11, %xmm10, %xmm11
	vaddps	%xmm18, %xmm11, %xmm11
	vmulps	%xmm11, %xmm10, %xmm11
	vaddps	%xmm26, %xmm11, %xmm11
	vmulps	%xmm11, %xmm10, %xmm10
	vsubps	%xmm10, %xmm9, %xmm10
	vmulps	%xmm10, %xmm9, %xmm9
	vsubps	%xmm10, %xmm27, %xmm10
	vdivps	%xmm10, %xmm9, %xmm9
	vsubps	%xmm9, %xmm8, %xmm8
	vsubps	%xmm8, %xmm6, %xmm6
	vaddps	%xmm6, %xmm13, %xmm6
	vpaddd	%xmm29, %xmm7, %xmm8
	vpsrld	$1, %xmm8, %xmm8
	vpsubd	%xmm8, %xmm7, %xmm7
	vpslld	$23, %xmm7, %xmm7
	vpslld	$23, %xmm8, %xmm8
	vpaddd	%xmm30, %xmm8, %xmm8
	vmulps	%xmm6, %xmm8, %xmm6
	vpaddd	%xmm31, %xmm7, %xmm7
	vmulps	%xmm7, %xmm6, %xmm6
	vcmpunordps	%xmm4, %xmm5, %k2
	vbroadcastss	.LCPI0_372(%rip), %xmm6 {%k2}
	vcmpneqps	%xmm4, %xmm2, %k2
	vmovaps	%xmm6, %xmm2 {%k2} {z}
	vmovups	%xmm2, (%rcx,%r12,4)
	addq	$4, %r12
	vpaddq	%ymm1, %ymm12, %ymm1
	cmpq	%r12, %rbp
	jne	.LBB0_194
	testq	%r14, %r14
	movq	368(%rsp), %r14
	vxorps	%xmm9, %xmm9, %xmm9
	movabsq	$4611686018427387902, %rbp
	vmovss	.LCPI0_359(%rip), %xmm25
	vmovss	.LCPI0_360(%rip), %xmm28
	vmovss	.LCPI0_361(%rip), %xmm22
	vmovss	.LCPI0_362(%rip), %xmm24
	vmovss	.LCPI0_363(%rip), %xmm19
	vmovss	.LCPI0_364(%rip), %xmm20
	vmovss	.LCPI0_365(%rip), %xmm10
	vmovss	.LCPI0_366(%rip), %xmm15
	vmovss	.LCPI0_367(%rip), %xmm14
	vmovss	.LCPI0_368(%rip), %xmm13
	vmovss	.LCPI0_369(%rip), %xmm17
	vmovss	.LCPI0_370(%rip), %xmm16
	vmovaps	.LCPI0_353(%rip), %zmm4
	vmovaps	.LCPI0_354(%rip), %zmm26
	vmovaps	2448(%rsp), %xmm27
	vmovss	.LCPI0_0(%rip), %xmm29
	vmovaps	32(%rsp), %xmm18
	vmovaps	48(%rsp), %xmm12
	vbroadcastss	.LCPI0_362(%rip), %zmm30
	vpbroadcastd	.LCPI0_371(%rip), %zmm31
	vmovss	.LCPI0_358(%rip), %xmm21
	vmovaps	3536(%rsp), %xmm11
	je	.LBB0_197
	.p2align	4
.LBB0_196:
	vmovss	(%r11,%rdx,4), %xmm1
	vmulss	%xmm1, %xmm27, %xmm2
	vcvtusi2ss	%rdx, %xmm0, %xmm5
	vcmpltss	%xmm1, %xmm18, %k2
	vmovss	%xmm29, %xmm29, %xmm6 {%k2} {z}
	vcmpeqss	%xmm18, %xmm1, %k0
	vcmpless	%xmm12, %xmm5, %k2
	kandw	%k2, %k0, %k2
	vmovss	%xmm29, %xmm29, %xmm1 {%k2} {z}
	vmaxss	%xmm6, %xmm1, %xmm1
	vsubss	%xmm11, %xmm2, %xmm2
	vmaxss	%xmm2, %xmm21, %xmm5
	vminss	%xmm5, %xmm25, %xmm5
	vmulss	%xmm28, %xmm5, %xmm6
	vaddss	%xmm22, %xmm6, %xmm6
	vaddss	%xmm24, %xmm6, %xmm7
	vmovd	%xmm6, %ebx
	vmulss	%xmm19, %xmm7, %xmm6
	vaddss	%xmm6, %xmm5, %xmm5
	vmulss	%xmm20, %xmm7, %xmm6
	vsubss	%xmm6, %xmm5, %xmm7
	vmulss	%xmm7, %xmm7, %xmm8
	vmulss	%xmm10, %xmm8, %xmm9
	vaddss	%xmm15, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm9
	vaddss	%xmm14, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm9
	vaddss	%xmm13, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm9
	vaddss	%xmm17, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm8
	vxorps	%xmm9, %xmm9, %xmm9
	vsubss	%xmm8, %xmm7, %xmm8
	vmulss	%xmm7, %xmm8, %xmm7
	vsubss	%xmm8, %xmm16, %xmm8
	vdivss	%xmm8, %xmm7, %xmm7
	vsubss	%xmm7, %xmm6, %xmm6
	vsubss	%xmm6, %xmm5, %xmm5
	vaddss	%xmm29, %xmm5, %xmm5
	leal	-1262485248(%rbx), %r10d
	shrl	%r10d
	subl	%r10d, %ebx
	shll	$23, %ebx
	shll	$23, %r10d
	addl	$-8388608, %r10d
	addl	$2139095040, %ebx
	vmovd	%r10d, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vmovd	%ebx, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vcmpunordss	%xmm2, %xmm2, %k2
	vmovss	.LCPI0_372(%rip), %xmm5 {%k2}
	vcmpneqss	%xmm9, %xmm1, %k2
	vmovss	%xmm5, %xmm5, %xmm1 {%k2} {z}
	vmovss	%xmm1, (%rdi,%rdx,4)
	incq	%rdx
	cmpq	%rdx, %rsi
	jne	.LBB0_196
.LBB0_197:
	movq	%r15, %rdx
	andq	$-64, %rdx
	je	.LBB0_206
	xorl	%esi, %esi
	movq	1200(%rsp), %r13
	vmovss	.LCPI0_370(%rip), %xmm10
	vmovss	.LCPI0_4(%rip), %xmm16
	vpbroadcastq	.LCPI0_27(%rip), %zmm24
	vbroadcastsd	.LCPI0_33(%rip), %zmm22
	vbroadcastsd	.LCPI0_23(%rip), %zmm20
	vmovdqu64	1744(%rsp), %zmm13
	jmp	.LBB0_201
	.p2align	4
.LBB0_199:
	addq	%r10, %rax
	movl	$6, %ebx
	subq	%r10, %rbx
	movq	1200(%rsp), %r13
	movq	368(%rsp), %r14
	movabsq	$4611686018427387902, %rbp
.LBB0_200:
	vmovss	%xmm1, 9480(%rsp,%rax,4)
	movq	%rbx, 13576(%rsp,%rax,8)
	incq	%rax
	addq	$64, %rsi
	cmpq	%rdx, %rsi
	jae	.LBB0_207
.LBB0_201:
	vmovups	(%r13,%rsi,4), %zmm1
	vmovups	64(%r13,%rsi,4), %zmm2
	vmovups	128(%r13,%rsi,4), %zmm5
	vmovups	192(%r13,%rsi,4), %zmm6
	vmovaps	%zmm1, %zmm7
	vpermt2ps	%zmm2, %zmm4, %zmm7
	vmovaps	%zmm5, %zmm8
	vpermt2ps	%zmm6, %zmm4, %zmm8
	vpermt2ps	%zmm2, %zmm26, %zmm1
	vaddps	%zmm1, %zmm7, %zmm1
	vpermt2ps	%zmm6, %zmm26, %zmm5
	vaddps	%zmm5, %zmm8, %zmm2
	vmovaps	%zmm1, %zmm5
	vpermt2ps	%zmm2, %zmm4, %zmm5
	vpermt2ps	%zmm2, %zmm26, %zmm1
	vaddps	%zmm1, %zmm5, %zmm1
	vextractf64x4	$1, %zmm1, %ymm2
	vhaddps	%ymm2, %ymm1, %ymm1
	vextractf128	$1, %ymm1, %xmm2
	vhaddps	%xmm2, %xmm1, %xmm1
	vshufps	$216, %xmm1, %xmm1, %xmm1
	vhaddps	%xmm1, %xmm1, %xmm1
	xorl	%r10d, %r10d
	vmovshdup	%xmm1, %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	movl	$6, %ebx
	testq	%rax, %rax
	setne	%r11b
	je	.LBB0_200
	movb	%r11b, %r10b
	movq	%rax, %r11
	subq	%r10, %r11
	cmpq	$6, 13576(%rsp,%r11,8)
	jne	.LBB0_200
	leaq	13568(%rsp), %rcx
	leaq	(%rcx,%rax,8), %rbx
	leaq	-1(%rax), %r11
	leaq	9476(%rsp), %rcx
	leaq	(%rcx,%rax,4), %r12
	movl	$7, %r13d
	xorl	%ebp, %ebp
	.p2align	4
.LBB0_204:
	movq	%r11, %r14
	subq	$1, %r11
	cmovaeq	%r9, %r14
	leaq	(%rax,%rbp), %rcx
	vaddss	(%r12,%rbp,4), %xmm1, %xmm1
	leaq	-1(%rbp), %r10
	cmpq	$1, %rcx
	je	.LBB0_199
	shll	$3, %r14d
	movq	%rbx, %rcx
	subq	%r14, %rcx
	cmpq	(%rcx,%rbp,8), %r13
	leaq	1(%r13), %r13
	movq	%r10, %rbp
	je	.LBB0_204
	jmp	.LBB0_199
	.p2align	4
.LBB0_206:
	movq	1200(%rsp), %r13
	vmovss	.LCPI0_370(%rip), %xmm10
	vmovss	.LCPI0_4(%rip), %xmm16
	vpbroadcastq	.LCPI0_27(%rip), %zmm24
	vbroadcastsd	.LCPI0_33(%rip), %zmm22
	vbroadcastsd	.LCPI0_23(%rip), %zmm20
	vmovdqu64	1744(%rsp), %zmm13
.LBB0_207:
	cmpq	%r15, %rdx
	vmovdqu64	1680(%rsp), %zmm17
	vmovss	.LCPI0_5(%rip), %xmm29
	vxorps	%xmm15, %xmm15, %xmm15
	vmovdqa64	%zmm13, %zmm25
	jne	.LBB0_210
	jmp	.LBB0_181
	.p2align	4
.LBB0_208:
	xorl	%r12d, %r12d
.LBB0_209:
	vmovss	%xmm1, 9480(%rsp,%rax,4)
	movq	%r12, 13576(%rsp,%rax,8)
	incq	%rax
	incq	%rdx
	cmpq	%r15, %rdx
	jae	.LBB0_181
.LBB0_210:
	xorl	%esi, %esi
	vmovss	(%r13,%rdx,4), %xmm1
	testq	%rax, %rax
	setne	%r10b
	je	.LBB0_208
	movb	%r10b, %sil
	movq	%rax, %rcx
	subq	%rsi, %rcx
	cmpq	$0, 13576(%rsp,%rcx,8)
	jne	.LBB0_208
	leaq	13568(%rsp), %rcx
	leaq	(%rcx,%rax,8), %rsi
	leaq	-1(%rax), %rbx
	leaq	9476(%rsp), %rcx
	leaq	(%rcx,%rax,4), %r14
	movq	%rbx, %r13
	xorl	%r12d, %r12d
	.p2align	4
.LBB0_213:
	movq	%r13, %r10
	subq	$1, %r13
	cmovaeq	%r9, %r10
	vaddss	(%r14), %xmm1, %xmm1
	cmpq	%r12, %rbx
	leaq	1(%r12), %r12
	je	.LBB0_215
	shll	$3, %r10d
	movq	%rsi, %rcx
	subq	%r10, %rcx
	addq	$-8, %rsi
	addq	$-4, %r14
	cmpq	(%rcx), %r12
	je	.LBB0_213
.LBB0_215:
	subq	%r12, %rax
	movq	1200(%rsp), %r13
	movq	368(%rsp), %r14
	jmp	.LBB0_209
.LBB0_217:
	addq	%r12, %rdx
	jmp	.LBB0_188
	.p2align	4
.LBB0_218:
	xorl	%ecx, %ecx
	testq	%rax, %rax
	sete	%sil
	setne	%cl
	movq	%rax, %rdx
	subq	%rcx, %rdx
	vmovss	9480(%rsp,%rdx,4), %xmm1
	kmovd	%esi, %k2
	vmovss	%xmm9, %xmm1, %xmm1 {%k2}
	cmpq	$2, %rax
	vmovups	1072(%rsp), %zmm14
	vbroadcastss	.LCPI0_369(%rip), %xmm18
	jae	.LBB0_221
	movq	224(%rsp), %r10
	movabsq	$4611686018427387899, %rdi
	vmovss	.LCPI0_0(%rip), %xmm26
	movq	480(%rsp), %r15
	vmovaps	32(%rsp), %xmm28
	vmovdqu64	2192(%rsp), %zmm31
	vpbroadcastq	.LCPI0_15(%rip), %zmm27
	vmovd	.LCPI0_2(%rip), %xmm11
	vmovaps	3536(%rsp), %xmm12
	jmp	.LBB0_231
.LBB0_220:
	vxorps	%xmm0, %xmm0, %xmm0
	vmovaps	%xmm0, 144(%rsp)
	vmovdqa	%xmm11, %xmm13
	jmp	.LBB0_502
.LBB0_221:
	leaq	-2(%rax), %rsi
	movl	%edx, %ecx
	andl	$7, %ecx
	cmpq	$7, %rsi
	vmovss	.LCPI0_0(%rip), %xmm26
	vmovaps	32(%rsp), %xmm28
	vmovdqu64	2192(%rsp), %zmm31
	vmovd	.LCPI0_2(%rip), %xmm11
	vmovaps	3536(%rsp), %xmm12
	jae	.LBB0_226
	xorl	%esi, %esi
	movq	224(%rsp), %r10
	movabsq	$4611686018427387899, %rdi
	movq	480(%rsp), %r15
	vpbroadcastq	.LCPI0_15(%rip), %zmm27
	jmp	.LBB0_229
.LBB0_223:
	vmovaps	%xmm12, 3024(%rsp)
	vmovshdup	%xmm12, %xmm0
	vmovaps	%xmm0, 1872(%rsp)
	vxorps	%xmm0, %xmm0, %xmm0
	vmovaps	%xmm0, 2512(%rsp)
	vmovdqa64	%xmm11, %xmm28
	vmovaps	%xmm29, %xmm23
	cmpb	$0, -90(%rsp)
	movq	-40(%rsp), %rax
	vmovdqa	%xmm1, (%rsp)
	vbroadcastss	.LCPI0_369(%rip), %xmm18
	vmovdqu64	1744(%rsp), %zmm25
	vmovdqu64	2384(%rsp), %zmm5
	vxorps	%xmm15, %xmm15, %xmm15
	movq	%rsi, %rbx
	je	.LBB0_130
	jmp	.LBB0_713
.LBB0_224:
	cmpq	$64, %rbx
	movq	1472(%rsp), %rdi
	movq	2024(%rsp), %r8
	movq	544(%rsp), %r10
	movq	448(%rsp), %r11
	vmovdqu64	2384(%rsp), %zmm23
	jae	.LBB0_257
	xorl	%edx, %edx
	xorl	%eax, %eax
	jmp	.LBB0_261
.LBB0_226:
	leaq	(%rsp,%rdx,4), %rdi
	addq	$9480, %rdi
	andq	$-8, %rdx
	cmpq	$1, %rax
	movl	$1, %esi
	cmovbq	%rax, %rsi
	shll	$2, %esi
	leaq	9476(%rsp), %r8
	leaq	(%r8,%rax,4), %r8
	subq	%rsi, %r8
	xorl	%esi, %esi
	movabsq	$4611686018427387900, %r11
	movabsq	$4611686018427387898, %rbx
	movabsq	$4611686018427387897, %r13
	movabsq	$4611686018427387896, %r12
	.p2align	4
.LBB0_227:
	vaddss	(%r8), %xmm1, %xmm1
	movq	%rsi, %r10
	xorq	%rbp, %r10
	vaddss	(%rdi,%r10,4), %xmm1, %xmm1
	movq	%rsi, %r10
	movabsq	$4611686018427387901, %r15
	xorq	%r15, %r10
	vaddss	(%rdi,%r10,4), %xmm1, %xmm1
	movq	%rsi, %r10
	xorq	%r11, %r10
	vaddss	(%rdi,%r10,4), %xmm1, %xmm1
	movq	%rsi, %r10
	movabsq	$4611686018427387899, %r15
	xorq	%r15, %r10
	vaddss	(%rdi,%r10,4), %xmm1, %xmm1
	movq	%rsi, %r10
	xorq	%rbx, %r10
	vaddss	(%rdi,%r10,4), %xmm1, %xmm1
	movq	%rsi, %r10
	xorq	%r13, %r10
	vaddss	(%rdi,%r10,4), %xmm1, %xmm1
	movq	%rsi, %r10
	xorq	%r12, %r10
	vaddss	(%rdi,%r10,4), %xmm1, %xmm1
	addq	$8, %rsi
	addq	$-32, %r8
	cmpq	%rsi, %rdx
	jne	.LBB0_227
	testq	%rcx, %rcx
	movq	224(%rsp), %r10
	movabsq	$4611686018427387899, %rdi
	movq	1200(%rsp), %r13
	movq	480(%rsp), %r15
	vpbroadcastq	.LCPI0_15(%rip), %zmm27
	je	.LBB0_231
.LBB0_229:
	shlq	$2, %rsi
	leaq	9476(%rsp), %rdx
	subq	%rsi, %rdx
	cmpq	$1, %rax
	movl	$1, %esi
	cmovbq	%rax, %rsi
	shll	$2, %esi
	leaq	(%rdx,%rax,4), %rax
	subq	%rsi, %rax
	negq	%rcx
	xorl	%edx, %edx
	.p2align	4
.LBB0_230:
	vaddss	(%rax,%rdx,4), %xmm1, %xmm1
	decq	%rdx
	cmpq	%rdx, %rcx
	jne	.LBB0_230
.LBB0_231:
	vmovaps	%xmm1, 144(%rsp)
	movq	-120(%rsp), %rax
	testq	%rax, %rax
	je	.LBB0_247
	cmpq	$4, %rax
	jae	.LBB0_248
	xorl	%eax, %eax
	movq	-88(%rsp), %rsi
	movq	544(%rsp), %rdi
	vmovaps	%xmm10, %xmm17
	vmovss	.LCPI0_359(%rip), %xmm25
	vmovaps	%xmm28, %xmm18
	vmovss	.LCPI0_360(%rip), %xmm28
	vmovss	.LCPI0_361(%rip), %xmm22
	vmovss	.LCPI0_362(%rip), %xmm24
	vmovss	.LCPI0_363(%rip), %xmm19
	vmovss	.LCPI0_364(%rip), %xmm20
	vmovss	.LCPI0_365(%rip), %xmm10
	vmovss	.LCPI0_366(%rip), %xmm15
	vmovss	.LCPI0_367(%rip), %xmm7
	vmovss	.LCPI0_368(%rip), %xmm14
	vmovss	.LCPI0_369(%rip), %xmm13
.LBB0_234:
	vmovss	.LCPI0_358(%rip), %xmm8
	vmovaps	144(%rsp), %xmm30
	movq	-120(%rsp), %r8
	vmovaps	48(%rsp), %xmm21
	.p2align	4
.LBB0_235:
	vmovss	(%rsi,%rax,4), %xmm0
	vmulss	2448(%rsp), %xmm0, %xmm1
	vpxord	%xmm23, %xmm23, %xmm23
	vcvtusi2ss	%rax, %xmm23, %xmm2
	vcmpltss	%xmm0, %xmm18, %k2
	vmovss	%xmm26, %xmm26, %xmm3 {%k2} {z}
	vcmpeqss	%xmm18, %xmm0, %k0
	vcmpless	%xmm21, %xmm2, %k2
	kandw	%k2, %k0, %k2
	vmovss	%xmm26, %xmm26, %xmm0 {%k2} {z}
	vmaxss	%xmm3, %xmm0, %xmm0
	vsubss	%xmm12, %xmm1, %xmm1
	vmaxss	%xmm1, %xmm8, %xmm2
	vminss	%xmm2, %xmm25, %xmm2
	vmulss	%xmm28, %xmm2, %xmm3
	vaddss	%xmm22, %xmm3, %xmm3
	vaddss	%xmm24, %xmm3, %xmm4
	vmovd	%xmm3, %ecx
	vmulss	%xmm19, %xmm4, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm20, %xmm4, %xmm3
	vsubss	%xmm3, %xmm2, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm5, %xmm10, %xmm6
	vaddss	%xmm6, %xmm15, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm7, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm6, %xmm14, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm6, %xmm13, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vsubss	%xmm5, %xmm4, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm5, %xmm17, %xmm5
	vdivss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vaddss	%xmm26, %xmm2, %xmm2
	leal	-1262485248(%rcx), %edx
	shrl	%edx
	subl	%edx, %ecx
	shll	$23, %ecx
	shll	$23, %edx
	addl	$-8388608, %edx
	addl	$2139095040, %ecx
	vmovd	%edx, %xmm3
	vmulss	%xmm3, %xmm2, %xmm2
	vmovd	%ecx, %xmm3
	vmulss	%xmm3, %xmm2, %xmm2
	vcmpunordss	%xmm1, %xmm1, %k2
	vmovss	.LCPI0_372(%rip), %xmm2 {%k2}
	vdivss	%xmm30, %xmm2, %xmm1
	vucomiss	%xmm9, %xmm0
	setp	%cl
	setne	%dl
	orb	%cl, %dl
	kmovd	%edx, %k2
	vmovss	%xmm1, %xmm1, %xmm0 {%k2} {z}
	vaddss	%xmm1, %xmm9, %xmm1
	vmovaps	%xmm16, %xmm2
	vmovss	%xmm1, %xmm2, %xmm2 {%k2}
	vmovd	%xmm2, %ecx
	movl	%ecx, %edx
	orl	$-2147483648, %edx
	testl	%ecx, %ecx
	notl	%ecx
	cmovnsl	%edx, %ecx
	movl	%ecx, (%r13,%rax,4)
	vmovss	%xmm0, (%rdi,%rax,4)
	incq	%rax
	cmpq	%rax, %r8
	jne	.LBB0_235
.LBB0_236:
	vmovaps	%xmm12, %xmm13
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	vxorps	%xmm15, %xmm15, %xmm15
	vbroadcastsd	.LCPI0_12(%rip), %zmm16
	vpbroadcastq	.LCPI0_27(%rip), %zmm24
	vbroadcastsd	.LCPI0_33(%rip), %zmm22
	vbroadcastsd	.LCPI0_23(%rip), %zmm20
	vmovups	1072(%rsp), %zmm14
	vmovaps	%xmm18, %xmm28
	vmovups	1744(%rsp), %zmm2
	vmovdqu64	2384(%rsp), %zmm5
	vmovdqu64	1680(%rsp), %zmm17
	vbroadcastss	.LCPI0_369(%rip), %xmm18
	jmp	.LBB0_239
	.p2align	4
.LBB0_237:
	xorl	%r8d, %r8d
	movq	%rcx, %rax
.LBB0_238:
	vmovss	%xmm0, 9736(%rsp,%rax,4)
	movq	%r8, 18184(%rsp,%rax,8)
	leaq	1(%rax), %rcx
	incq	%rdx
	cmpq	-120(%rsp), %rdx
	je	.LBB0_245
.LBB0_239:
	xorl	%eax, %eax
	movq	544(%rsp), %rsi
	vmovss	(%rsi,%rdx,4), %xmm0
	testq	%rcx, %rcx
	setne	%sil
	je	.LBB0_237
	movb	%sil, %al
	movq	%rcx, %rsi
	subq	%rax, %rsi
	cmpq	$0, 18184(%rsp,%rsi,8)
	jne	.LBB0_237
	leaq	18176(%rsp), %rax
	leaq	(%rax,%rcx,8), %rax
	leaq	-1(%rcx), %rsi
	leaq	9732(%rsp), %rdi
	leaq	(%rdi,%rcx,4), %rdi
	movq	%rsi, %r10
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_242:
	movq	%r10, %r11
	subq	$1, %r10
	cmovaeq	%r9, %r11
	vaddss	(%rdi), %xmm0, %xmm0
	cmpq	%r8, %rsi
	leaq	1(%r8), %r8
	je	.LBB0_244
	shll	$3, %r11d
	movq	%rax, %rbx
	subq	%r11, %rbx
	addq	$-8, %rax
	addq	$-4, %rdi
	cmpq	(%rbx), %r8
	je	.LBB0_242
.LBB0_244:
	subq	%r8, %rcx
	movq	%rcx, %rax
	movq	224(%rsp), %r10
	jmp	.LBB0_238
.LBB0_245:
	xorl	%esi, %esi
	testq	%rcx, %rcx
	sete	%dil
	setne	%sil
	movq	%rcx, %rdx
	subq	%rsi, %rdx
	vmovss	9736(%rsp,%rdx,4), %xmm0
	kmovd	%edi, %k2
	vmovss	%xmm9, %xmm0, %xmm0 {%k2}
	cmpq	$2, %rcx
	jae	.LBB0_252
	movq	24(%rsp), %rax
	movl	$3528531795, %ecx
	movq	1552(%rsp), %rbx
	movabsq	$4611686018427387899, %rdi
	movq	1952(%rsp), %r13
	vmovdqu64	2592(%rsp), %zmm6
	vmovaps	%zmm2, %zmm25
	vmovaps	48(%rsp), %xmm23
	jmp	.LBB0_502
.LBB0_247:
	vmovaps	%xmm12, %xmm13
	vxorps	%xmm0, %xmm0, %xmm0
	movq	24(%rsp), %rax
	movq	1552(%rsp), %rbx
	vbroadcastsd	.LCPI0_12(%rip), %zmm16
	movq	1952(%rsp), %r13
	vmovdqu64	2384(%rsp), %zmm5
	vmovdqu64	2592(%rsp), %zmm6
	vmovaps	48(%rsp), %xmm23
	movl	$3528531795, %ecx
	jmp	.LBB0_502
.LBB0_248:
	cmpq	$64, 2528(%rsp)
	jb	.LBB0_701
	movl	$0, %eax
	cmpq	$64, 1264(%rsp)
	movq	-88(%rsp), %rsi
	movq	544(%rsp), %rdi
	vmovss	.LCPI0_359(%rip), %xmm25
	vmovss	.LCPI0_360(%rip), %xmm28
	vmovss	.LCPI0_361(%rip), %xmm22
	vmovss	.LCPI0_362(%rip), %xmm24
	vmovss	.LCPI0_363(%rip), %xmm19
	vmovss	.LCPI0_364(%rip), %xmm20
	vmovss	.LCPI0_365(%rip), %xmm10
	vmovss	.LCPI0_366(%rip), %xmm15
	vmovss	.LCPI0_367(%rip), %xmm7
	vmovss	.LCPI0_368(%rip), %xmm14
	vmovss	.LCPI0_369(%rip), %xmm13
	vmovss	.LCPI0_370(%rip), %xmm17
	vmovss	.LCPI0_4(%rip), %xmm16
	vmovaps	32(%rsp), %xmm18
	vmovss	.LCPI0_358(%rip), %xmm8
	vmovaps	144(%rsp), %xmm30
	movq	-120(%rsp), %r8
	vmovaps	48(%rsp), %xmm21
	jb	.LBB0_235
	cmpq	$16, %r8
	jae	.LBB0_702
	xorl	%ecx, %ecx
	movq	-88(%rsp), %rsi
	movq	544(%rsp), %rdi
	vmovaps	32(%rsp), %xmm18
	vmovaps	144(%rsp), %xmm30
	vmovaps	48(%rsp), %xmm21
	jmp	.LBB0_706
.LBB0_252:
	leaq	-1(%rax), %rsi
	movl	%edx, %ecx
	andl	$7, %ecx
	cmpq	$7, %rsi
	vmovdqu64	2592(%rsp), %zmm6
	vmovaps	48(%rsp), %xmm23
	jae	.LBB0_496
	xorl	%edi, %edi
	vmovaps	%zmm2, %zmm25
	jmp	.LBB0_499
.LBB0_254:
	vmovaps	%xmm4, (%rsp)
	vxorps	%xmm0, %xmm0, %xmm0
	vmovaps	%xmm0, 144(%rsp)
	movq	24(%rsp), %rax
	movl	$3528531795, %ecx
	movq	1552(%rsp), %rbx
	movq	224(%rsp), %r10
	movabsq	$4611686018427387899, %rdi
	movq	1952(%rsp), %r13
	movq	480(%rsp), %r15
	vmovups	1072(%rsp), %zmm14
	vmovdqu64	2192(%rsp), %zmm31
	vpbroadcastq	.LCPI0_15(%rip), %zmm27
	vmovdqu64	2592(%rsp), %zmm6
	vmovaps	%xmm8, %xmm29
	vmovaps	%xmm21, %xmm13
	vbroadcastss	.LCPI0_369(%rip), %xmm18
	vmovaps	48(%rsp), %xmm23
	jmp	.LBB0_502
.LBB0_256:
	xorl	%eax, %eax
	vpbroadcastq	.LCPI0_27(%rip), %zmm24
	vbroadcastsd	.LCPI0_33(%rip), %zmm22
	jmp	.LBB0_150
.LBB0_257:
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%eax, %eax
	vpxor	%xmm1, %xmm1, %xmm1
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	.p2align	4
.LBB0_258:
	vpsrld	$31, -192(%r11,%rax,4), %zmm4
	vpaddd	%zmm4, %zmm0, %zmm0
	vpsrld	$31, -128(%r11,%rax,4), %zmm4
	vpaddd	%zmm4, %zmm1, %zmm1
	vpsrld	$31, -64(%r11,%rax,4), %zmm4
	vpaddd	%zmm4, %zmm2, %zmm2
	vpsrld	$31, (%r11,%rax,4), %zmm4
	vpaddd	%zmm4, %zmm3, %zmm3
	addq	$64, %rax
	cmpq	%rax, %rdi
	jne	.LBB0_258
	vpaddd	%zmm0, %zmm1, %zmm0
	vpaddd	%zmm0, %zmm2, %zmm0
	vpaddd	%zmm0, %zmm3, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %eax
	cmpq	%rdi, %rbx
	je	.LBB0_265
	movq	%rdi, %rdx
	movq	%rdi, %rcx
	testb	$56, %bl
	je	.LBB0_264
.LBB0_261:
	vmovd	%eax, %xmm0
	.p2align	4
.LBB0_262:
	vpsrld	$31, (%r13,%rdx,4), %ymm1
	vpaddd	%ymm1, %ymm0, %ymm0
	addq	$8, %rdx
	cmpq	%rdx, %r8
	jne	.LBB0_262
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %eax
	movq	%r8, %rcx
	cmpq	%r8, %rbx
	je	.LBB0_265
	.p2align	4
.LBB0_264:
	movl	(%r13,%rcx,4), %edx
	shrl	$31, %edx
	addl	%edx, %eax
	incq	%rcx
	cmpq	%rcx, %rbx
	jne	.LBB0_264
.LBB0_265:
	vxorps	%xmm8, %xmm8, %xmm8
	vcvtusi2ss	%eax, %xmm8, %xmm0
	xorl	%r14d, %r14d
	vucomiss	%xmm18, %xmm0
	setae	%r14b
	shll	$31, %r14d
	leal	1073741824(%r14), %eax
	cmpq	$8, %rbx
	jae	.LBB0_267
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_276
.LBB0_267:
	cmpq	$64, %rbx
	jae	.LBB0_269
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_273
.LBB0_269:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_270:
	vpcmpleud	-192(%r11,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r11,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r11,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r11,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_270
	vpaddd	%zmm0, %zmm2, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	cmpq	%rdi, %rbx
	je	.LBB0_277
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %bl
	je	.LBB0_276
.LBB0_273:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_274:
	vpcmpleud	(%r13,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_274
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %rbx
	je	.LBB0_277
	.p2align	4
.LBB0_276:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %rbx
	jne	.LBB0_276
.LBB0_277:
	vcvtusi2ss	%ecx, %xmm8, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r14d
	movl	%r14d, %eax
	orl	$536870912, %eax
	cmpq	$8, %rbx
	jae	.LBB0_279
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_288
.LBB0_279:
	cmpq	$64, %rbx
	jae	.LBB0_281
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_285
.LBB0_281:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_282:
	vpcmpleud	-192(%r11,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r11,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r11,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r11,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_282
	vpaddd	%zmm0, %zmm2, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	cmpq	%rdi, %rbx
	je	.LBB0_289
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %bl
	je	.LBB0_288
.LBB0_285:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_286:
	vpcmpleud	(%r13,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_286
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %rbx
	je	.LBB0_289
	.p2align	4
.LBB0_288:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %rbx
	jne	.LBB0_288
.LBB0_289:
	vcvtusi2ss	%ecx, %xmm8, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r14d
	movl	%r14d, %eax
	orl	$268435456, %eax
	cmpq	$8, %rbx
	jae	.LBB0_291
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_300
.LBB0_291:
	cmpq	$64, %rbx
	jae	.LBB0_293
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_297
.LBB0_293:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_294:
	vpcmpleud	-192(%r11,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r11,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r11,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r11,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_294
	vpaddd	%zmm0, %zmm2, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	cmpq	%rdi, %rbx
	je	.LBB0_301
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %bl
	je	.LBB0_300
.LBB0_297:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_298:
	vpcmpleud	(%r13,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_298
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %rbx
	je	.LBB0_301
	.p2align	4
.LBB0_300:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %rbx
	jne	.LBB0_300
.LBB0_301:
	vcvtusi2ss	%ecx, %xmm8, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r14d
	movl	%r14d, %eax
	orl	$134217728, %eax
	cmpq	$8, %rbx
	jae	.LBB0_303
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_312
.LBB0_303:
	cmpq	$64, %rbx
	jae	.LBB0_305
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_309
.LBB0_305:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_306:
	vpcmpleud	-192(%r11,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r11,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r11,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r11,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_306
	vpaddd	%zmm0, %zmm2, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	cmpq	%rdi, %rbx
	je	.LBB0_313
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %bl
	je	.LBB0_312
.LBB0_309:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_310:
	vpcmpleud	(%r13,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_310
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %rbx
	je	.LBB0_313
	.p2align	4
.LBB0_312:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %rbx
	jne	.LBB0_312
.LBB0_313:
	vcvtusi2ss	%ecx, %xmm14, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r14d
	movl	%r14d, %eax
	orl	$67108864, %eax
	cmpq	$8, %rbx
	jae	.LBB0_315
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_324
.LBB0_315:
	cmpq	$64, %rbx
	jae	.LBB0_317
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_321
.LBB0_317:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_318:
	vpcmpleud	-192(%r11,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r11,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r11,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r11,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_318
	vpaddd	%zmm0, %zmm2, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	cmpq	%rdi, %rbx
	je	.LBB0_325
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %bl
	je	.LBB0_324
.LBB0_321:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_322:
	vpcmpleud	(%r13,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_322
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %rbx
	je	.LBB0_325
	.p2align	4
.LBB0_324:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %rbx
	jne	.LBB0_324
.LBB0_325:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r14d
	movl	%r14d, %eax
	orl	$33554432, %eax
	cmpq	$8, %rbx
	jae	.LBB0_327
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_336
.LBB0_327:
	cmpq	$64, %rbx
	jae	.LBB0_329
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_333
.LBB0_329:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_330:
	vpcmpleud	-192(%r11,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r11,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r11,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r11,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_330
	vpaddd	%zmm0, %zmm2, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	cmpq	%rdi, %rbx
	je	.LBB0_337
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %bl
	je	.LBB0_336
.LBB0_333:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_334:
	vpcmpleud	(%r13,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_334
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %rbx
	je	.LBB0_337
	.p2align	4
.LBB0_336:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %rbx
	jne	.LBB0_336
.LBB0_337:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r14d
	movl	%r14d, %eax
	orl	$16777216, %eax
	cmpq	$8, %rbx
	jae	.LBB0_339
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_348
.LBB0_339:
	cmpq	$64, %rbx
	jae	.LBB0_341
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_345
.LBB0_341:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_342:
	vpcmpleud	-192(%r11,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r11,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r11,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r11,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_342
	vpaddd	%zmm0, %zmm2, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	cmpq	%rdi, %rbx
	je	.LBB0_349
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %bl
	je	.LBB0_348
.LBB0_345:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_346:
	vpcmpleud	(%r13,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_346
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %rbx
	je	.LBB0_349
	.p2align	4
.LBB0_348:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %rbx
	jne	.LBB0_348
.LBB0_349:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r14d
	movl	%r14d, %eax
	orl	$8388608, %eax
	cmpq	$8, %rbx
	jae	.LBB0_351
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_360
.LBB0_351:
	cmpq	$64, %rbx
	jae	.LBB0_353
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_357
.LBB0_353:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_354:
	vpcmpleud	-192(%r11,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r11,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r11,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r11,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_354
	vpaddd	%zmm0, %zmm2, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	cmpq	%rdi, %rbx
	je	.LBB0_361
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %bl
	je	.LBB0_360
.LBB0_357:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_358:
	vpcmpleud	(%r13,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_358
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %rbx
	je	.LBB0_361
	.p2align	4
.LBB0_360:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %rbx
	jne	.LBB0_360
.LBB0_361:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r14d
	movl	%r14d, %eax
	orl	$4194304, %eax
	cmpq	$8, %rbx
	jae	.LBB0_363
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_372
.LBB0_363:
	cmpq	$64, %rbx
	jae	.LBB0_365
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_369
.LBB0_365:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_366:
	vpcmpleud	-192(%r11,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r11,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r11,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r11,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_366
	vpaddd	%zmm0, %zmm2, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	cmpq	%rdi, %rbx
	je	.LBB0_373
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %bl
	je	.LBB0_372
.LBB0_369:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_370:
	vpcmpleud	(%r13,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_370
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %rbx
	je	.LBB0_373
	.p2align	4
.LBB0_372:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %rbx
	jne	.LBB0_372
.LBB0_373:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r14d
	movl	%r14d, %eax
	orl	$2097152, %eax
	cmpq	$8, %rbx
	jae	.LBB0_375
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_384
.LBB0_375:
	cmpq	$64, %rbx
	jae	.LBB0_377
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_381
.LBB0_377:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_378:
	vpcmpleud	-192(%r11,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r11,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r11,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r11,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_378
	vpaddd	%zmm0, %zmm2, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	cmpq	%rdi, %rbx
	je	.LBB0_385
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %bl
	je	.LBB0_384
.LBB0_381:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_382:
	vpcmpleud	(%r13,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_382
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %rbx
	je	.LBB0_385
	.p2align	4
.LBB0_384:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %rbx
	jne	.LBB0_384
.LBB0_385:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r14d
	movl	%r14d, %eax
	orl	$1048576, %eax
	cmpq	$8, %rbx
	jae	.LBB0_387
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_396
.LBB0_387:
	cmpq	$64, %rbx
	jae	.LBB0_389
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_393
.LBB0_389:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_390:
	vpcmpleud	-192(%r11,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r11,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r11,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r11,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_390
	vpaddd	%zmm0, %zmm2, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	cmpq	%rdi, %rbx
	je	.LBB0_397
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %bl
	je	.LBB0_396
.LBB0_393:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_394:
	vpcmpleud	(%r13,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_394
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %rbx
	je	.LBB0_397
	.p2align	4
.LBB0_396:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %rbx
	jne	.LBB0_396
.LBB0_397:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r14d
	movl	%r14d, %eax
	orl	$524288, %eax
	cmpq	$8, %rbx
	jae	.LBB0_399
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_408
.LBB0_399:
	cmpq	$64, %rbx
	jae	.LBB0_401
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_405
.LBB0_401:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_402:
	vpcmpleud	-192(%r11,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r11,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r11,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r11,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_402
	vpaddd	%zmm0, %zmm2, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	cmpq	%rdi, %rbx
	je	.LBB0_409
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %bl
	je	.LBB0_408
.LBB0_405:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_406:
	vpcmpleud	(%r13,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_406
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %rbx
	je	.LBB0_409
	.p2align	4
.LBB0_408:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %rbx
	jne	.LBB0_408
.LBB0_409:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r14d
	movl	%r14d, %eax
	orl	$262144, %eax
	cmpq	$8, %rbx
	jae	.LBB0_411
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_420
.LBB0_411:
	cmpq	$64, %rbx
	jae	.LBB0_413
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_417
.LBB0_413:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_414:
	vpcmpleud	-192(%r11,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r11,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r11,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r11,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_414
	vpaddd	%zmm0, %zmm2, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	cmpq	%rdi, %rbx
	je	.LBB0_421
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %bl
	je	.LBB0_420
.LBB0_417:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_418:
	vpcmpleud	(%r13,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_418
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %rbx
	je	.LBB0_421
	.p2align	4
.LBB0_420:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %rbx
	jne	.LBB0_420
.LBB0_421:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r14d
	movl	%r14d, %eax
	orl	$131072, %eax
	cmpq	$8, %rbx
	jae	.LBB0_423
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_432
.LBB0_423:
	cmpq	$64, %rbx
	jae	.LBB0_425
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_429
.LBB0_425:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_426:
	vpcmpleud	-192(%r11,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r11,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r11,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r11,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_426
	vpaddd	%zmm0, %zmm2, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	cmpq	%rdi, %rbx
	je	.LBB0_433
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %bl
	je	.LBB0_432
.LBB0_429:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_430:
	vpcmpleud	(%r13,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_430
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %rbx
	je	.LBB0_433
	.p2align	4
.LBB0_432:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %rbx
	jne	.LBB0_432
.LBB0_433:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r14d
	movl	%r14d, %eax
	orl	$65536, %eax
	cmpq	$8, %rbx
	jae	.LBB0_435
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_444
.LBB0_435:
	cmpq	$64, %rbx
	jae	.LBB0_437
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_441
.LBB0_437:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_438:
	vpcmpleud	-192(%r11,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r11,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r11,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r11,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_438
	vpaddd	%zmm0, %zmm2, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	cmpq	%rdi, %rbx
	je	.LBB0_445
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %bl
	je	.LBB0_444
.LBB0_441:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_442:
	vpcmpleud	(%r13,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_442
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %rbx
	je	.LBB0_445
	.p2align	4
.LBB0_444:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %rbx
	jne	.LBB0_444
.LBB0_445:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r14d
	movl	%r14d, %r8d
	shrl	$16, %r8d
	movq	%r14, 880(%rsp)
	vpbroadcastd	%r14d, %zmm1
	vpsrld	$16, %zmm1, %zmm0
	vpsrld	$16, %ymm1, %ymm3
	xorl	%esi, %esi
	movl	$64, %r12d
	movq	%r13, %r14
	movq	%rbx, %rax
	movq	448(%rsp), %r15
	xorl	%r11d, %r11d
	xorl	%ebp, %ebp
	xorl	%ecx, %ecx
	xorl	%edi, %edi
	vmovaps	%xmm7, %xmm20
	jmp	.LBB0_448
	.p2align	4
.LBB0_446:
	movq	288(%rsp), %rsi
	movq	160(%rsp), %r11
.LBB0_447:
	addq	$64, %r12
	incq	%rsi
	addq	$-64, %r11
	addq	$256, %r15
	addq	$256, %r14
	movq	-120(%rsp), %rax
	movq	80(%rsp), %rbp
	cmpq	%rax, %rbp
	jae	.LBB0_483
.LBB0_448:
	cmpq	%r12, %rax
	movq	%r12, %rdx
	cmovbq	%rax, %rdx
	leaq	64(%rbp), %rbx
	cmpq	%rax, %rbx
	movq	%rbx, 80(%rsp)
	cmovbq	%rbx, %rax
	cmpq	%rax, %rbp
	jae	.LBB0_447
	movq	%r11, 160(%rsp)
	movq	%rsi, 288(%rsp)
	shlq	$6, %rsi
	movq	%rdx, %r11
	movq	%rsi, 944(%rsp)
	subq	%rsi, %r11
	xorl	%eax, %eax
	cmpq	$8, %r11
	jae	.LBB0_451
	movq	%rbp, %r11
	jmp	.LBB0_461
	.p2align	4
.LBB0_451:
	cmpq	$64, %r11
	jae	.LBB0_453
	xorl	%r13d, %r13d
	xorl	%eax, %eax
	jmp	.LBB0_458
.LBB0_453:
	movq	%rdx, %rax
	andq	$-64, %rax
	addq	160(%rsp), %rax
	movl	%edx, %esi
	andl	$63, %esi
	movq	%r11, %r13
	subq	%rsi, %r13
	vmovd	%edi, %xmm6
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edi, %edi
	vxorps	%xmm7, %xmm7, %xmm7
	vxorps	%xmm8, %xmm8, %xmm8
	vpxor	%xmm9, %xmm9, %xmm9
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm5, %xmm5, %xmm5
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_454:
	vpsrld	$16, -192(%r15,%rdi,4), %zmm10
	vpsrld	$16, -128(%r15,%rdi,4), %zmm11
	vpsrld	$16, -64(%r15,%rdi,4), %zmm12
	vpsrld	$16, (%r15,%rdi,4), %zmm13
	vpcmpgtd	%zmm0, %zmm10, %k0
	vpcmpgtd	%zmm0, %zmm11, %k2
	vpcmpgtd	%zmm0, %zmm12, %k3
	vpcmpgtd	%zmm0, %zmm13, %k4
	vpmovm2d	%k0, %zmm14
	vpsubd	%zmm14, %zmm6, %zmm6
	vpmovm2d	%k2, %zmm14
	vpsubd	%zmm14, %zmm7, %zmm7
	vpmovm2d	%k3, %zmm14
	vpsubd	%zmm14, %zmm8, %zmm8
	vpmovm2d	%k4, %zmm14
	vpsubd	%zmm14, %zmm9, %zmm9
	vpcmpeqd	%zmm0, %zmm10, %k0
	vpcmpeqd	%zmm0, %zmm11, %k2
	vpcmpeqd	%zmm0, %zmm12, %k3
	vpcmpeqd	%zmm0, %zmm13, %k4
	vpmovm2d	%k0, %zmm10
	vpsrld	$31, %zmm10, %zmm10
	vpord	%zmm10, %zmm2, %zmm2
	vpmovm2d	%k2, %zmm10
	vpsrld	$31, %zmm10, %zmm10
	vpord	%zmm10, %zmm5, %zmm5
	vpmovm2d	%k3, %zmm10
	vpsrld	$31, %zmm10, %zmm10
	vpord	%zmm10, %zmm4, %zmm4
	vpmovm2d	%k4, %zmm10
	vpsrld	$31, %zmm10, %zmm10
	vpord	%zmm10, %zmm1, %zmm1
	addq	$64, %rdi
	cmpq	%rdi, %rax
	jne	.LBB0_454
	vpaddd	%zmm6, %zmm7, %zmm6
	vpaddd	%zmm8, %zmm9, %zmm7
	vpaddd	%zmm6, %zmm7, %zmm6
	vextracti64x4	$1, %zmm6, %ymm7
	vpaddd	%zmm7, %zmm6, %zmm6
	vextracti128	$1, %ymm6, %xmm7
	vpaddd	%xmm7, %xmm6, %xmm6
	vpshufd	$238, %xmm6, %xmm7
	vpaddd	%xmm7, %xmm6, %xmm6
	vpshufd	$85, %xmm6, %xmm7
	vpaddd	%xmm7, %xmm6, %xmm6
	vmovd	%xmm6, %edi
	vpord	%zmm2, %zmm5, %zmm2
	vpternlogd	$254, %zmm2, %zmm4, %zmm1
	vextracti64x4	$1, %zmm1, %ymm2
	vpord	%zmm2, %zmm1, %zmm1
	vextracti128	$1, %ymm1, %xmm2
	vpor	%xmm2, %xmm1, %xmm1
	vpshufd	$238, %xmm1, %xmm2
	vpor	%xmm2, %xmm1, %xmm1
	vpshufd	$85, %xmm1, %xmm2
	vpor	%xmm2, %xmm1, %xmm1
	vmovd	%xmm1, %eax
	testq	%rsi, %rsi
	je	.LBB0_481
	cmpl	$8, %esi
	vmovups	1680(%rsp), %zmm17
	vmovdqu64	2192(%rsp), %zmm31
	vmovdqu64	2592(%rsp), %zmm6
	vmovss	.LCPI0_5(%rip), %xmm29
	vmovd	.LCPI0_2(%rip), %xmm11
	vpxor	%xmm9, %xmm9, %xmm9
	vmovaps	%xmm20, %xmm7
	jb	.LBB0_482
	vmovaps	(%rsp), %xmm10
	vmovups	1072(%rsp), %zmm14
.LBB0_458:
	movq	%rdx, %rsi
	andq	$-8, %rsi
	movl	%edx, %ebx
	andl	$7, %ebx
	subq	%rbx, %r11
	addq	%rbp, %r11
	vmovd	%edi, %xmm2
	vmovd	%eax, %xmm1
	addq	%rbp, %r13
	movq	1200(%rsp), %r10
	.p2align	4
.LBB0_459:
	vpsrld	$16, (%r10,%r13,4), %ymm4
	vpcmpgtd	%ymm3, %ymm4, %ymm5
	vpsubd	%ymm5, %ymm2, %ymm2
	vpcmpeqd	%ymm3, %ymm4, %ymm4
	vpsrld	$31, %ymm4, %ymm4
	vpor	%ymm4, %ymm1, %ymm1
	addq	$8, %r13
	cmpq	%r13, %rsi
	jne	.LBB0_459
	vextracti128	$1, %ymm2, %xmm4
	vpaddd	%xmm4, %xmm2, %xmm2
	vpshufd	$238, %xmm2, %xmm4
	vpaddd	%xmm4, %xmm2, %xmm2
	vpshufd	$85, %xmm2, %xmm4
	vpaddd	%xmm4, %xmm2, %xmm2
	vmovd	%xmm2, %edi
	vextracti128	$1, %ymm1, %xmm2
	vpor	%xmm2, %xmm1, %xmm1
	vpshufd	$238, %xmm1, %xmm2
	vpor	%xmm2, %xmm1, %xmm1
	vpshufd	$85, %xmm1, %xmm2
	vpor	%xmm2, %xmm1, %xmm1
	vmovd	%xmm1, %eax
	testq	%rbx, %rbx
	movq	%r10, %r13
	movq	544(%rsp), %r10
	je	.LBB0_462
	.p2align	4
.LBB0_461:
	movzwl	2(%r13,%r11,4), %esi
	xorl	%ebx, %ebx
	xorl	%r13d, %r13d
	cmpl	%r8d, %esi
	seta	%bl
	sete	%r13b
	addl	%ebx, %edi
	orl	%r13d, %eax
	movq	1200(%rsp), %r13
	incq	%r11
	cmpq	%r11, %rdx
	jne	.LBB0_461
.LBB0_462:
	testl	%eax, %eax
	je	.LBB0_446
.LBB0_463:
	testb	$3, %dl
	je	.LBB0_470
	movl	%edx, %eax
	andl	$3, %eax
	xorl	%esi, %esi
	jmp	.LBB0_466
	.p2align	4
.LBB0_465:
	incq	%rsi
	cmpq	%rsi, %rax
	je	.LBB0_468
.LBB0_466:
	movl	(%r14,%rsi,4), %r11d
	movl	%r11d, %ebx
	shrl	$16, %ebx
	cmpl	%r8d, %ebx
	jne	.LBB0_465
	movl	%r11d, (%r13,%rcx,4)
	leal	(%rsi,%rbp), %r11d
	movl	%r11d, (%r10,%rcx,4)
	incq	%rcx
	jmp	.LBB0_465
.LBB0_468:
	movq	160(%rsp), %r11
	subq	%r11, %rsi
	movq	%rsi, %rbp
	movq	944(%rsp), %rax
	subq	%rdx, %rax
	cmpq	$-4, %rax
	jbe	.LBB0_471
.LBB0_469:
	movq	288(%rsp), %rsi
	jmp	.LBB0_447
.LBB0_470:
	movq	160(%rsp), %r11
	movq	944(%rsp), %rax
	subq	%rdx, %rax
	cmpq	$-4, %rax
	ja	.LBB0_469
.LBB0_471:
	subq	%rbp, %rdx
	movq	4720(%rsp), %rax
	leaq	(%rax,%rbp,4), %rax
	xorl	%r11d, %r11d
	jmp	.LBB0_473
	.p2align	4
.LBB0_472:
	addq	$4, %r11
	cmpq	%r11, %rdx
	je	.LBB0_446
.LBB0_473:
	movl	-12(%rax,%r11,4), %esi
	movl	%esi, %ebx
	shrl	$16, %ebx
	cmpl	%r8d, %ebx
	jne	.LBB0_475
	movl	%esi, (%r13,%rcx,4)
	leal	(%r11,%rbp), %esi
	movl	%esi, (%r10,%rcx,4)
	incq	%rcx
.LBB0_475:
	movl	-8(%rax,%r11,4), %esi
	movl	%esi, %ebx
	shrl	$16, %ebx
	cmpl	%r8d, %ebx
	jne	.LBB0_477
	movl	%esi, (%r13,%rcx,4)
	leal	(%r11,%rbp), %esi
	incl	%esi
	movl	%esi, (%r10,%rcx,4)
	incq	%rcx
.LBB0_477:
	movl	-4(%rax,%r11,4), %esi
	movl	%esi, %ebx
	shrl	$16, %ebx
	cmpl	%r8d, %ebx
	jne	.LBB0_479
	movl	%esi, (%r13,%rcx,4)
	leal	(%r11,%rbp), %esi
	addl	$2, %esi
	movl	%esi, (%r10,%rcx,4)
	incq	%rcx
.LBB0_479:
	movl	(%rax,%r11,4), %esi
	movl	%esi, %ebx
	shrl	$16, %ebx
	cmpl	%r8d, %ebx
	jne	.LBB0_472
	movl	%esi, (%r13,%rcx,4)
	leal	(%r11,%rbp), %esi
	addl	$3, %esi
	movl	%esi, (%r10,%rcx,4)
	incq	%rcx
	jmp	.LBB0_472
.LBB0_481:
	movq	1200(%rsp), %r13
	vmovups	1680(%rsp), %zmm17
	vmovdqu64	2192(%rsp), %zmm31
	vmovdqu64	2592(%rsp), %zmm6
	vmovss	.LCPI0_5(%rip), %xmm29
	vmovd	.LCPI0_2(%rip), %xmm11
	vpxor	%xmm9, %xmm9, %xmm9
	vmovaps	%xmm20, %xmm7
	vmovaps	(%rsp), %xmm10
	vmovups	1072(%rsp), %zmm14
	testl	%eax, %eax
	jne	.LBB0_463
	jmp	.LBB0_446
.LBB0_482:
	addq	%rbp, %r13
	movq	%r13, %r11
	movq	1200(%rsp), %r13
	vmovaps	(%rsp), %xmm10
	vmovups	1072(%rsp), %zmm14
	jmp	.LBB0_461
.LBB0_483:
	movq	880(%rsp), %r11
	movl	%r11d, %eax
	orl	$32768, %eax
	testq	%rcx, %rcx
	je	.LBB0_486
	cmpq	$8, %rcx
	movq	448(%rsp), %r10
	movabsq	$-9223372036854775808, %r14
	jae	.LBB0_487
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_788
.LBB0_486:
	vcvtusi2ss	%edi, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r11d
	movl	%r11d, %eax
	orl	$16384, %eax
	vucomiss	%xmm18, %xmm0
	cmovbl	%r11d, %eax
	movl	%eax, %edx
	orl	$8192, %edx
	vucomiss	%xmm18, %xmm0
	cmovbl	%eax, %edx
	movl	%edx, %eax
	orl	$4096, %eax
	vucomiss	%xmm18, %xmm0
	cmovbl	%edx, %eax
	movl	%eax, %edx
	orl	$2048, %edx
	vucomiss	%xmm18, %xmm0
	cmovbl	%eax, %edx
	movl	%edx, %eax
	orl	$1024, %eax
	vucomiss	%xmm18, %xmm0
	cmovbl	%edx, %eax
	movl	%eax, %edx
	orl	$512, %edx
	vucomiss	%xmm18, %xmm0
	cmovbl	%eax, %edx
	movl	%edx, %eax
	orl	$256, %eax
	vmovd	%edi, %xmm0
	vcvtudq2ps	%xmm0, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovbl	%edx, %eax
	movl	%eax, %edx
	orl	$128, %edx
	vucomiss	%xmm18, %xmm0
	cmovbl	%eax, %edx
	movl	%edx, %eax
	orl	$64, %eax
	vucomiss	%xmm18, %xmm0
	cmovbl	%edx, %eax
	movl	%eax, %edx
	orl	$32, %edx
	vucomiss	%xmm18, %xmm0
	cmovbl	%eax, %edx
	movl	%edx, %eax
	orl	$16, %eax
	vucomiss	%xmm18, %xmm0
	cmovbl	%edx, %eax
	movl	%eax, %edx
	orl	$8, %edx
	vucomiss	%xmm18, %xmm0
	cmovbl	%eax, %edx
	movl	%edx, %eax
	orl	$4, %eax
	vucomiss	%xmm18, %xmm0
	cmovbl	%edx, %eax
	movl	%eax, %r11d
	orl	$2, %r11d
	vucomiss	%xmm18, %xmm0
	cmovbl	%eax, %r11d
	movl	%r11d, %r8d
	orl	$1, %r8d
	xorl	%eax, %eax
	movl	%edi, %edx
	movabsq	$-9223372036854775808, %r14
	jmp	.LBB0_986
.LBB0_487:
	cmpq	$64, %rcx
	jae	.LBB0_694
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_698
.LBB0_489:
	vmovdqa64	%zmm6, %zmm17
	xorl	%eax, %eax
	movq	-88(%rsp), %rdx
	movq	1472(%rsp), %rcx
	movq	464(%rsp), %rdi
	movq	448(%rsp), %rbp
	vpternlogd	$255, %zmm10, %zmm10, %zmm10
	vxorps	%xmm15, %xmm15, %xmm15
	.p2align	4
.LBB0_490:
	vaddps	(%rdx,%rax,4), %zmm15, %zmm0
	vaddps	64(%rdx,%rax,4), %zmm15, %zmm1
	vaddps	128(%rdx,%rax,4), %zmm15, %zmm2
	vaddps	192(%rdx,%rax,4), %zmm15, %zmm3
	vpmovd2m	%zmm0, %k2
	vpmovd2m	%zmm1, %k3
	vpmovd2m	%zmm2, %k4
	vpmovd2m	%zmm3, %k5
	vpord	%zmm16, %zmm0, %zmm4
	vpord	%zmm16, %zmm1, %zmm5
	vpord	%zmm16, %zmm2, %zmm6
	vpord	%zmm16, %zmm3, %zmm7
	vpxord	%zmm10, %zmm0, %zmm4 {%k2}
	vpxord	%zmm10, %zmm1, %zmm5 {%k3}
	vpxord	%zmm10, %zmm2, %zmm6 {%k4}
	vpxord	%zmm10, %zmm3, %zmm7 {%k5}
	vmovdqu64	%zmm4, -192(%rbp,%rax,4)
	vmovdqu64	%zmm5, -128(%rbp,%rax,4)
	vmovdqu64	%zmm6, -64(%rbp,%rax,4)
	vmovdqu64	%zmm7, (%rbp,%rax,4)
	vmovdqu64	%zmm12, -192(%rdi,%rax,4)
	vmovdqu64	%zmm12, -128(%rdi,%rax,4)
	vmovdqu64	%zmm12, -64(%rdi,%rax,4)
	vmovdqu64	%zmm12, (%rdi,%rax,4)
	addq	$64, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_490
	movq	-120(%rsp), %r11
	cmpq	%rcx, %r11
	vmovups	1680(%rsp), %zmm0
	movq	544(%rsp), %rbp
	vmovdqa64	%zmm17, %zmm6
	vmovaps	%zmm0, %zmm17
	je	.LBB0_155
	movq	1472(%rsp), %rax
	movq	%rax, %rcx
	testb	$56, %r11b
	je	.LBB0_151
.LBB0_493:
	movq	2024(%rsp), %rdi
	vpcmpeqd	%ymm2, %ymm2, %ymm2
	vbroadcastss	.LCPI0_0(%rip), %ymm3
	vpbroadcastd	.LCPI0_38(%rip), %ymm4
	.p2align	4
.LBB0_494:
	vaddps	(%rdx,%rcx,4), %ymm13, %ymm0
	vpmovd2m	%ymm0, %k2
	vpor	%ymm4, %ymm0, %ymm1
	vpxord	%ymm2, %ymm0, %ymm1 {%k2}
	vmovdqu	%ymm1, (%r13,%rcx,4)
	vmovups	%ymm3, (%rbp,%rcx,4)
	addq	$8, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_494
	movq	%rdi, %rax
	movq	-120(%rsp), %r11
	cmpq	%rdi, %r11
	jne	.LBB0_151
	jmp	.LBB0_155
.LBB0_496:
	leaq	(%rsp,%rdx,4), %rsi
	addq	$9736, %rsi
	andq	$-8, %rdx
	leaq	1(%rax), %rdi
	cmpq	$1, %rdi
	cmovaeq	%r9, %rdi
	shll	$2, %edi
	leaq	(%rsp,%rax,4), %r8
	addq	$9736, %r8
	subq	%rdi, %r8
	xorl	%edi, %edi
	movabsq	$4611686018427387899, %rbx
	movabsq	$4611686018427387897, %r13
	movabsq	$4611686018427387896, %r12
	.p2align	4
.LBB0_497:
	vaddss	(%r8), %xmm0, %xmm0
	movq	%rdi, %r10
	xorq	%rbp, %r10
	vaddss	(%rsi,%r10,4), %xmm0, %xmm0
	movq	%rdi, %r10
	movabsq	$4611686018427387901, %r11
	xorq	%r11, %r10
	vaddss	(%rsi,%r10,4), %xmm0, %xmm0
	movq	%rdi, %r10
	movabsq	$4611686018427387900, %r11
	xorq	%r11, %r10
	vaddss	(%rsi,%r10,4), %xmm0, %xmm0
	movq	%rdi, %r10
	xorq	%rbx, %r10
	vaddss	(%rsi,%r10,4), %xmm0, %xmm0
	movq	%rdi, %r10
	movabsq	$4611686018427387898, %r11
	xorq	%r11, %r10
	vaddss	(%rsi,%r10,4), %xmm0, %xmm0
	movq	%rdi, %r10
	xorq	%r13, %r10
	vaddss	(%rsi,%r10,4), %xmm0, %xmm0
	movq	%rdi, %r10
	xorq	%r12, %r10
	vaddss	(%rsi,%r10,4), %xmm0, %xmm0
	addq	$8, %rdi
	addq	$-32, %r8
	cmpq	%rdi, %rdx
	jne	.LBB0_497
	testq	%rcx, %rcx
	movq	224(%rsp), %r10
	vmovaps	%zmm2, %zmm25
	je	.LBB0_709
.LBB0_499:
	shlq	$2, %rdi
	negq	%rdi
	leaq	(%rsp,%rdi), %rdx
	addq	$9736, %rdx
	leaq	1(%rax), %rsi
	cmpq	$1, %rsi
	cmovaeq	%r9, %rsi
	shll	$2, %esi
	leaq	(%rdx,%rax,4), %rax
	subq	%rsi, %rax
	negq	%rcx
	xorl	%edx, %edx
	movq	1952(%rsp), %r13
	.p2align	4
.LBB0_500:
	vaddss	(%rax,%rdx,4), %xmm0, %xmm0
	decq	%rdx
	cmpq	%rdx, %rcx
	jne	.LBB0_500
	movq	24(%rsp), %rax
	movl	$3528531795, %ecx
	movq	1552(%rsp), %rbx
	movabsq	$4611686018427387899, %rdi
	.p2align	4
.LBB0_502:
	vmovss	-72(%rsp), %xmm1
	vucomiss	%xmm9, %xmm1
	vmovaps	%xmm29, %xmm2
	vmovdqa	%xmm11, %xmm1
	jbe	.LBB0_617
	vucomiss	-72(%rsp), %xmm0
	vmovaps	%xmm29, %xmm2
	vmovdqa	%xmm11, %xmm1
	jb	.LBB0_617
	xorl	%r8d, %r8d
	xorl	%ebp, %ebp
	jmp	.LBB0_507
	.p2align	4
.LBB0_505:
	vxorps	%xmm0, %xmm0, %xmm0
	vpxor	%xmm1, %xmm1, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
.LBB0_506:
	vmovss	-72(%rsp), %xmm4
	vucomiss	%xmm4, %xmm0
	setae	%al
	movl	%r8d, %ecx
	cmovael	160(%rsp), %ecx
	movl	80(%rsp), %edx
	cmovael	288(%rsp), %edx
	kmovd	%eax, %k2
	vmovss	%xmm1, %xmm2, %xmm2 {%k2}
	vucomiss	%xmm4, %xmm2
	movl	%edx, %r8d
	cmovbl	%ecx, %r8d
	incq	%rbp
	cmpq	$16, %rbp
	je	.LBB0_558
.LBB0_507:
	leal	(,%rbp,2), %eax
	movb	$30, %cl
	subb	%al, %cl
	movl	$-2147483648, %edx
	shrxl	%eax, %edx, %eax
	orl	%r8d, %eax
	movl	%eax, 160(%rsp)
	btsl	%ecx, %eax
	movl	%eax, 288(%rsp)
	movl	%r8d, %eax
	btsl	%ecx, %eax
	movl	%eax, 80(%rsp)
	cmpq	$0, -120(%rsp)
	je	.LBB0_505
	movq	%rbp, 1264(%rsp)
	xorl	%r12d, %r12d
	xorl	%r13d, %r13d
	xorl	%r15d, %r15d
	xorl	%r11d, %r11d
	jmp	.LBB0_511
	.p2align	4
.LBB0_509:
	movq	%r11, %rsi
	xorl	%ebp, %ebp
.LBB0_510:
	leaq	1(%rdx), %r13
	leaq	1(%r14), %r15
	vmovss	%xmm0, 10504(%rsp,%rsi,4)
	movq	%rbp, 19720(%rsp,%rsi,8)
	leaq	1(%rsi), %r11
	incq	%r12
	cmpq	-120(%rsp), %r12
	je	.LBB0_531
.LBB0_511:
	movq	1200(%rsp), %rax
	movl	(%rax,%r12,4), %esi
	cmpl	160(%rsp), %esi
	setb	%cl
	xorl	%eax, %eax
	movq	544(%rsp), %rdx
	vmovss	(%rdx,%r12,4), %xmm0
	kmovd	%ecx, %k2
	vmovaps	%xmm0, %xmm1
	vmovss	%xmm9, %xmm1, %xmm1 {%k2}
	testq	%r13, %r13
	setne	%cl
	je	.LBB0_517
	movb	%cl, %al
	movq	%r13, %rcx
	subq	%rax, %rcx
	cmpq	$0, 18696(%rsp,%rcx,8)
	jne	.LBB0_517
	leaq	18688(%rsp), %rax
	leaq	(%rax,%r13,8), %r10
	leaq	-1(%r13), %rax
	leaq	9988(%rsp), %rcx
	leaq	(%rcx,%r13,4), %rbp
	movq	%rax, %r14
	xorl	%ebx, %ebx
	.p2align	4
.LBB0_514:
	movq	%r14, %rcx
	subq	$1, %r14
	cmovaeq	%r9, %rcx
	vaddss	(%rbp), %xmm1, %xmm1
	cmpq	%rbx, %rax
	leaq	1(%rbx), %rbx
	je	.LBB0_516
	shll	$3, %ecx
	movq	%r10, %rdx
	subq	%rcx, %rdx
	addq	$-8, %r10
	addq	$-4, %rbp
	cmpq	(%rdx), %rbx
	je	.LBB0_514
.LBB0_516:
	subq	%rbx, %r13
	movq	%r13, %rdx
	movq	224(%rsp), %r10
	jmp	.LBB0_518
	.p2align	4
.LBB0_517:
	xorl	%ebx, %ebx
	movq	%r13, %rdx
.LBB0_518:
	cmpl	288(%rsp), %esi
	setb	%cl
	xorl	%eax, %eax
	vmovss	%xmm1, 9992(%rsp,%rdx,4)
	movq	%rbx, 18696(%rsp,%rdx,8)
	kmovd	%ecx, %k2
	vmovaps	%xmm0, %xmm1
	vmovss	%xmm9, %xmm1, %xmm1 {%k2}
	testq	%r15, %r15
	setne	%cl
	je	.LBB0_524
	movb	%cl, %al
	movq	%r15, %rcx
	subq	%rax, %rcx
	cmpq	$0, 19208(%rsp,%rcx,8)
	jne	.LBB0_524
	leaq	19200(%rsp), %rax
	leaq	(%rax,%r15,8), %r14
	leaq	-1(%r15), %r13
	leaq	10244(%rsp), %rax
	leaq	(%rax,%r15,4), %rcx
	movq	%r13, %rbp
	xorl	%ebx, %ebx
	.p2align	4
.LBB0_521:
	movq	%rbp, %rax
	subq	$1, %rbp
	cmovaeq	%r9, %rax
	vaddss	(%rcx), %xmm1, %xmm1
	cmpq	%rbx, %r13
	leaq	1(%rbx), %rbx
	je	.LBB0_523
	shll	$3, %eax
	movq	%r14, %r10
	subq	%rax, %r10
	addq	$-8, %r14
	addq	$-4, %rcx
	cmpq	(%r10), %rbx
	je	.LBB0_521
.LBB0_523:
	subq	%rbx, %r15
	movq	%r15, %r14
	movq	224(%rsp), %r10
	jmp	.LBB0_525
	.p2align	4
.LBB0_524:
	movq	%r15, %r14
	xorl	%ebx, %ebx
.LBB0_525:
	cmpl	80(%rsp), %esi
	setb	%cl
	xorl	%eax, %eax
	vmovss	%xmm1, 10248(%rsp,%r14,4)
	movq	%rbx, 19208(%rsp,%r14,8)
	kmovd	%ecx, %k2
	vmovss	%xmm9, %xmm0, %xmm0 {%k2}
	testq	%r11, %r11
	setne	%cl
	je	.LBB0_509
	movb	%cl, %al
	movq	%r11, %rcx
	subq	%rax, %rcx
	cmpq	$0, 19720(%rsp,%rcx,8)
	jne	.LBB0_509
	leaq	19712(%rsp), %rax
	leaq	(%rax,%r11,8), %rsi
	leaq	-1(%r11), %rbx
	leaq	10500(%rsp), %rax
	leaq	(%rax,%r11,4), %rcx
	movq	%rbx, %r15
	xorl	%ebp, %ebp
	.p2align	4
.LBB0_528:
	movq	%r15, %rax
	subq	$1, %r15
	cmovaeq	%r9, %rax
	vaddss	(%rcx), %xmm0, %xmm0
	cmpq	%rbp, %rbx
	leaq	1(%rbp), %rbp
	je	.LBB0_530
	shll	$3, %eax
	movq	%rsi, %r10
	subq	%rax, %r10
	addq	$-8, %rsi
	addq	$-4, %rcx
	cmpq	(%r10), %rbp
	je	.LBB0_528
.LBB0_530:
	subq	%rbp, %r11
	movq	%r11, %rsi
	movq	224(%rsp), %r10
	jmp	.LBB0_510
	.p2align	4
.LBB0_531:
	xorl	%eax, %eax
	testq	%r13, %r13
	sete	%cl
	setne	%al
	movq	%r13, %rbp
	subq	%rax, %rbp
	vmovss	9992(%rsp,%rbp,4), %xmm0
	kmovd	%ecx, %k2
	vmovss	%xmm9, %xmm0, %xmm0 {%k2}
	cmpq	$2, %r13
	jb	.LBB0_539
	leaq	-1(%rdx), %rax
	movl	%ebp, %r12d
	andl	$7, %r12d
	cmpq	$7, %rax
	jae	.LBB0_534
	xorl	%r13d, %r13d
	jmp	.LBB0_537
.LBB0_534:
	movq	%r8, 944(%rsp)
	leaq	(%rsp,%rbp,4), %rbx
	addq	$9992, %rbx
	andq	$-8, %rbp
	leaq	1(%rdx), %rax
	cmpq	$1, %rax
	cmovaeq	%r9, %rax
	shll	$2, %eax
	leaq	(%rsp,%rdx,4), %rcx
	addq	$9992, %rcx
	subq	%rax, %rcx
	xorl	%r13d, %r13d
	movq	%rdi, %r10
	movabsq	$4611686018427387898, %r8
	.p2align	4
.LBB0_535:
	vaddss	(%rcx), %xmm0, %xmm0
	movq	%r13, %rax
	movabsq	$4611686018427387902, %rdi
	xorq	%rdi, %rax
	vaddss	(%rbx,%rax,4), %xmm0, %xmm0
	movq	%r13, %rax
	movabsq	$4611686018427387901, %rdi
	xorq	%rdi, %rax
	vaddss	(%rbx,%rax,4), %xmm0, %xmm0
	movq	%r13, %rax
	movabsq	$4611686018427387900, %rdi
	xorq	%rdi, %rax
	vaddss	(%rbx,%rax,4), %xmm0, %xmm0
	movq	%r13, %rax
	xorq	%r10, %rax
	vaddss	(%rbx,%rax,4), %xmm0, %xmm0
	movq	%r13, %rax
	xorq	%r8, %rax
	vaddss	(%rbx,%rax,4), %xmm0, %xmm0
	movq	%r13, %rax
	movabsq	$4611686018427387897, %rdi
	xorq	%rdi, %rax
	vaddss	(%rbx,%rax,4), %xmm0, %xmm0
	movq	%r13, %rax
	movabsq	$4611686018427387896, %rdi
	xorq	%rdi, %rax
	vaddss	(%rbx,%rax,4), %xmm0, %xmm0
	addq	$8, %r13
	addq	$-32, %rcx
	cmpq	%r13, %rbp
	jne	.LBB0_535
	testq	%r12, %r12
	movq	%r10, %rdi
	movq	224(%rsp), %r10
	movq	944(%rsp), %r8
	je	.LBB0_539
.LBB0_537:
	shlq	$2, %r13
	negq	%r13
	leaq	(%rsp,%r13), %rax
	addq	$9992, %rax
	leaq	1(%rdx), %r10
	cmpq	$1, %r10
	cmovaeq	%r9, %r10
	shll	$2, %r10d
	leaq	(%rax,%rdx,4), %rcx
	subq	%r10, %rcx
	movq	224(%rsp), %r10
	negq	%r12
	xorl	%eax, %eax
	.p2align	4
.LBB0_538:
	vaddss	(%rcx,%rax,4), %xmm0, %xmm0
	decq	%rax
	cmpq	%rax, %r12
	jne	.LBB0_538
.LBB0_539:
	xorl	%eax, %eax
	testq	%r15, %r15
	sete	%cl
	setne	%al
	movq	%r15, %r12
	subq	%rax, %r12
	vmovss	10248(%rsp,%r12,4), %xmm1
	kmovd	%ecx, %k2
	vmovss	%xmm9, %xmm1, %xmm1 {%k2}
	cmpq	$2, %r15
	jae	.LBB0_541
	movq	1952(%rsp), %r13
	movq	480(%rsp), %r15
	movq	1264(%rsp), %rbp
	jmp	.LBB0_548
	.p2align	4
.LBB0_541:
	leaq	-1(%r14), %rax
	movl	%r12d, %edx
	andl	$7, %edx
	cmpq	$7, %rax
	jae	.LBB0_543
	xorl	%ebx, %ebx
	movq	1952(%rsp), %r13
	movq	480(%rsp), %r15
	movq	1264(%rsp), %rbp
	jmp	.LBB0_546
.LBB0_543:
	movq	%r8, 944(%rsp)
	leaq	(%rsp,%r12,4), %r15
	addq	$10248, %r15
	andq	$-8, %r12
	leaq	1(%r14), %rax
	cmpq	$1, %rax
	cmovaeq	%r9, %rax
	shll	$2, %eax
	leaq	(%rsp,%r14,4), %rcx
	addq	$10248, %rcx
	subq	%rax, %rcx
	xorl	%ebx, %ebx
	movq	%rdi, %r10
	movabsq	$4611686018427387897, %rbp
	movabsq	$4611686018427387896, %r8
	movabsq	$4611686018427387902, %rdi
	.p2align	4
.LBB0_544:
	vaddss	(%rcx), %xmm1, %xmm1
	movq	%rbx, %rax
	xorq	%rdi, %rax
	vaddss	(%r15,%rax,4), %xmm1, %xmm1
	movq	%rbx, %rax
	movabsq	$4611686018427387901, %r13
	xorq	%r13, %rax
	vaddss	(%r15,%rax,4), %xmm1, %xmm1
	movq	%rbx, %rax
	movabsq	$4611686018427387900, %r13
	xorq	%r13, %rax
	vaddss	(%r15,%rax,4), %xmm1, %xmm1
	movq	%rbx, %rax
	xorq	%r10, %rax
	vaddss	(%r15,%rax,4), %xmm1, %xmm1
	movq	%rbx, %rax
	movabsq	$4611686018427387898, %r13
	xorq	%r13, %rax
	vaddss	(%r15,%rax,4), %xmm1, %xmm1
	movq	%rbx, %rax
	xorq	%rbp, %rax
	vaddss	(%r15,%rax,4), %xmm1, %xmm1
	movq	%rbx, %rax
	xorq	%r8, %rax
	vaddss	(%r15,%rax,4), %xmm1, %xmm1
	addq	$8, %rbx
	addq	$-32, %rcx
	cmpq	%rbx, %r12
	jne	.LBB0_544
	testq	%rdx, %rdx
	movq	%r10, %rdi
	movq	1952(%rsp), %r13
	movq	480(%rsp), %r15
	movq	224(%rsp), %r10
	movq	944(%rsp), %r8
	movq	1264(%rsp), %rbp
	je	.LBB0_548
.LBB0_546:
	shlq	$2, %rbx
	negq	%rbx
	leaq	(%rsp,%rbx), %rax
	addq	$10248, %rax
	leaq	1(%r14), %r10
	cmpq	$1, %r10
	cmovaeq	%r9, %r10
	shll	$2, %r10d
	leaq	(%rax,%r14,4), %rcx
	subq	%r10, %rcx
	movq	224(%rsp), %r10
	negq	%rdx
	xorl	%eax, %eax
	.p2align	4
.LBB0_547:
	vaddss	(%rcx,%rax,4), %xmm1, %xmm1
	decq	%rax
	cmpq	%rax, %rdx
	jne	.LBB0_547
.LBB0_548:
	xorl	%eax, %eax
	testq	%r11, %r11
	sete	%cl
	setne	%al
	movq	%r11, %r14
	subq	%rax, %r14
	vmovss	10504(%rsp,%r14,4), %xmm2
	kmovd	%ecx, %k2
	vmovss	%xmm9, %xmm2, %xmm2 {%k2}
	cmpq	$2, %r11
	jae	.LBB0_550
.LBB0_549:
	movq	1552(%rsp), %rbx
	movq	368(%rsp), %r14
	jmp	.LBB0_506
	.p2align	4
.LBB0_550:
	leaq	-1(%rsi), %rax
	movl	%r14d, %edx
	andl	$7, %edx
	cmpq	$7, %rax
	jae	.LBB0_552
	xorl	%ebx, %ebx
	jmp	.LBB0_555
.LBB0_552:
	movq	%r8, 944(%rsp)
	leaq	(%rsp,%r14,4), %r11
	addq	$10504, %r11
	andq	$-8, %r14
	leaq	1(%rsi), %rax
	cmpq	$1, %rax
	cmovaeq	%r9, %rax
	shll	$2, %eax
	leaq	(%rsp,%rsi,4), %rcx
	addq	$10504, %rcx
	subq	%rax, %rcx
	xorl	%ebx, %ebx
	movabsq	$4611686018427387901, %r8
	movq	%rdi, %r10
	movabsq	$4611686018427387900, %rdi
	movabsq	$4611686018427387898, %r13
	movabsq	$4611686018427387897, %rbp
	movabsq	$4611686018427387896, %r12
	movabsq	$4611686018427387902, %r15
	.p2align	4
.LBB0_553:
	vaddss	(%rcx), %xmm2, %xmm2
	movq	%rbx, %rax
	xorq	%r15, %rax
	vaddss	(%r11,%rax,4), %xmm2, %xmm2
	movq	%rbx, %rax
	xorq	%r8, %rax
	vaddss	(%r11,%rax,4), %xmm2, %xmm2
	movq	%rbx, %rax
	xorq	%rdi, %rax
	vaddss	(%r11,%rax,4), %xmm2, %xmm2
	movq	%rbx, %rax
	xorq	%r10, %rax
	vaddss	(%r11,%rax,4), %xmm2, %xmm2
	movq	%rbx, %rax
	xorq	%r13, %rax
	vaddss	(%r11,%rax,4), %xmm2, %xmm2
	movq	%rbx, %rax
	xorq	%rbp, %rax
	vaddss	(%r11,%rax,4), %xmm2, %xmm2
	movq	%rbx, %rax
	xorq	%r12, %rax
	vaddss	(%r11,%rax,4), %xmm2, %xmm2
	addq	$8, %rbx
	addq	$-32, %rcx
	cmpq	%rbx, %r14
	jne	.LBB0_553
	testq	%rdx, %rdx
	movq	%r10, %rdi
	movq	1952(%rsp), %r13
	movq	224(%rsp), %r10
	movq	480(%rsp), %r15
	movq	944(%rsp), %r8
	movq	1264(%rsp), %rbp
	je	.LBB0_549
.LBB0_555:
	shlq	$2, %rbx
	negq	%rbx
	leaq	(%rsp,%rbx), %rax
	addq	$10504, %rax
	leaq	1(%rsi), %rcx
	cmpq	$1, %rcx
	cmovaeq	%r9, %rcx
	shll	$2, %ecx
	leaq	(%rax,%rsi,4), %rax
	subq	%rcx, %rax
	negq	%rdx
	xorl	%ecx, %ecx
	movq	368(%rsp), %r14
	.p2align	4
.LBB0_556:
	vaddss	(%rax,%rcx,4), %xmm2, %xmm2
	decq	%rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_556
	movq	1552(%rsp), %rbx
	jmp	.LBB0_506
	.p2align	4
.LBB0_558:
	movq	%rdi, %rbp
	cmpq	$0, 808(%rsp)
	je	.LBB0_615
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	jmp	.LBB0_562
	.p2align	4
.LBB0_560:
	vxorps	%xmm0, %xmm0, %xmm0
	vxorps	%xmm1, %xmm1, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	movq	1552(%rsp), %rbx
	movq	224(%rsp), %r10
	movq	944(%rsp), %r8
.LBB0_561:
	movq	2528(%rsp), %rcx
	vmovss	-72(%rsp), %xmm4
	vucomiss	%xmm4, %xmm0
	setae	%al
	cmovaeq	160(%rsp), %rdx
	movq	80(%rsp), %rdi
	cmovaeq	288(%rsp), %rdi
	kmovd	%eax, %k2
	vmovss	%xmm1, %xmm2, %xmm2 {%k2}
	vucomiss	%xmm4, %xmm2
	cmovaeq	%rdi, %rdx
	incq	%rcx
	cmpq	808(%rsp), %rcx
	je	.LBB0_616
.LBB0_562:
	movq	%rdx, 1264(%rsp)
	movq	%r8, 944(%rsp)
	leaq	(%rcx,%rcx), %rax
	movq	%rcx, 2528(%rsp)
	leaq	1(,%rcx,2), %rcx
	movq	4792(%rsp), %r8
	cmpq	%r8, %rcx
	movl	%eax, %edx
	cmovbl	%ecx, %edx
	movq	4784(%rsp), %r10
	movl	%r10d, %esi
	subl	%edx, %esi
	movq	1264(%rsp), %rdx
	cmpq	%r8, %rcx
	shlxq	%rsi, %r9, %rsi
	movl	$0, %ecx
	cmovaeq	%rcx, %rsi
	movl	%r10d, %ecx
	subl	%eax, %ecx
	movq	%rdx, %rax
	btsq	%rcx, %rax
	movq	%rsi, %rcx
	movq	%rax, 160(%rsp)
	orq	%rax, %rcx
	movq	%rcx, 288(%rsp)
	orq	%rdx, %rsi
	movq	%rsi, 80(%rsp)
	cmpq	$0, -120(%rsp)
	je	.LBB0_560
	xorl	%edx, %edx
	xorl	%r14d, %r14d
	xorl	%r12d, %r12d
	xorl	%ebp, %ebp
	movq	944(%rsp), %r8
	jmp	.LBB0_566
	.p2align	4
.LBB0_564:
	movq	%r14, %rsi
	xorl	%r13d, %r13d
.LBB0_565:
	leaq	1(%rdi), %rbp
	leaq	1(%r15), %r12
	vmovss	%xmm1, 11272(%rsp,%rsi,4)
	movq	%r13, 21256(%rsp,%rsi,8)
	leaq	1(%rsi), %r14
	incq	%rdx
	cmpq	-120(%rsp), %rdx
	movq	224(%rsp), %r10
	je	.LBB0_586
.LBB0_566:
	movq	1200(%rsp), %rax
	movl	(%rax,%rdx,4), %esi
	cmpl	%r8d, %esi
	seta	%al
	sete	%dil
	movq	3856(%rsp), %r13
	subq	%rdx, %r13
	cmpq	160(%rsp), %r13
	setae	%r11b
	movq	544(%rsp), %rcx
	vmovss	(%rcx,%rdx,4), %xmm0
	xorl	%ecx, %ecx
	kmovd	%edi, %k2
	vmovss	%xmm0, %xmm0, %xmm1 {%k2} {z}
	kmovd	%r11d, %k2
	vmovss	%xmm1, %xmm1, %xmm1 {%k2} {z}
	kmovd	%eax, %k2
	vmovss	%xmm0, %xmm1, %xmm1 {%k2}
	testq	%rbp, %rbp
	setne	%al
	je	.LBB0_572
	movb	%al, %cl
	movq	%rbp, %rax
	subq	%rcx, %rax
	cmpq	$0, 20232(%rsp,%rax,8)
	jne	.LBB0_572
	leaq	20224(%rsp), %rax
	leaq	(%rax,%rbp,8), %r10
	leaq	-1(%rbp), %r11
	leaq	10756(%rsp), %rax
	leaq	(%rax,%rbp,4), %rcx
	movq	%r11, %r15
	xorl	%ebx, %ebx
	.p2align	4
.LBB0_569:
	movq	%r15, %rax
	subq	$1, %r15
	cmovaeq	%r9, %rax
	vaddss	(%rcx), %xmm1, %xmm1
	cmpq	%rbx, %r11
	leaq	1(%rbx), %rbx
	je	.LBB0_571
	shll	$3, %eax
	movq	%r10, %rdi
	subq	%rax, %rdi
	addq	$-8, %r10
	addq	$-4, %rcx
	cmpq	(%rdi), %rbx
	je	.LBB0_569
.LBB0_571:
	subq	%rbx, %rbp
	movq	%rbp, %rdi
	jmp	.LBB0_573
	.p2align	4
.LBB0_572:
	movq	%rbp, %rdi
	xorl	%ebx, %ebx
.LBB0_573:
	cmpl	%r8d, %esi
	seta	%al
	sete	%r10b
	cmpq	288(%rsp), %r13
	setae	%r11b
	xorl	%ecx, %ecx
	vmovss	%xmm1, 10760(%rsp,%rdi,4)
	movq	%rbx, 20232(%rsp,%rdi,8)
	kmovd	%r11d, %k2
	kmovd	%r10d, %k3
	vmovss	%xmm0, %xmm0, %xmm1 {%k3} {z}
	vmovss	%xmm1, %xmm1, %xmm1 {%k2} {z}
	kmovd	%eax, %k2
	vmovss	%xmm0, %xmm1, %xmm1 {%k2}
	testq	%r12, %r12
	setne	%al
	je	.LBB0_579
	movb	%al, %cl
	movq	%r12, %rax
	subq	%rcx, %rax
	cmpq	$0, 20744(%rsp,%rax,8)
	jne	.LBB0_579
	leaq	20736(%rsp), %rax
	leaq	(%rax,%r12,8), %r15
	leaq	-1(%r12), %rbp
	leaq	11012(%rsp), %rax
	leaq	(%rax,%r12,4), %rcx
	movq	%rbp, %r11
	xorl	%ebx, %ebx
	.p2align	4
.LBB0_576:
	movq	%r11, %rax
	subq	$1, %r11
	cmovaeq	%r9, %rax
	vaddss	(%rcx), %xmm1, %xmm1
	cmpq	%rbx, %rbp
	leaq	1(%rbx), %rbx
	je	.LBB0_578
	shll	$3, %eax
	movq	%r15, %r10
	subq	%rax, %r10
	addq	$-8, %r15
	addq	$-4, %rcx
	cmpq	(%r10), %rbx
	je	.LBB0_576
.LBB0_578:
	subq	%rbx, %r12
	movq	%r12, %r15
	jmp	.LBB0_580
	.p2align	4
.LBB0_579:
	movq	%r12, %r15
	xorl	%ebx, %ebx
.LBB0_580:
	cmpl	%r8d, %esi
	seta	%al
	sete	%sil
	cmpq	80(%rsp), %r13
	setae	%r10b
	xorl	%ecx, %ecx
	vmovss	%xmm1, 11016(%rsp,%r15,4)
	movq	%rbx, 20744(%rsp,%r15,8)
	kmovd	%r10d, %k2
	kmovd	%esi, %k3
	vmovss	%xmm0, %xmm0, %xmm1 {%k3} {z}
	vmovss	%xmm1, %xmm1, %xmm1 {%k2} {z}
	kmovd	%eax, %k2
	vmovss	%xmm0, %xmm1, %xmm1 {%k2}
	testq	%r14, %r14
	setne	%al
	je	.LBB0_564
	movb	%al, %cl
	movq	%r14, %rax
	subq	%rcx, %rax
	cmpq	$0, 21256(%rsp,%rax,8)
	jne	.LBB0_564
	leaq	21248(%rsp), %rax
	leaq	(%rax,%r14,8), %rsi
	leaq	-1(%r14), %rbx
	leaq	11268(%rsp), %rax
	leaq	(%rax,%r14,4), %rcx
	movq	%rbx, %r11
	xorl	%r13d, %r13d
	.p2align	4
.LBB0_583:
	movq	%r11, %rax
	subq	$1, %r11
	cmovaeq	%r9, %rax
	vaddss	(%rcx), %xmm1, %xmm1
	cmpq	%r13, %rbx
	leaq	1(%r13), %r13
	je	.LBB0_585
	shll	$3, %eax
	movq	%rsi, %r10
	subq	%rax, %r10
	addq	$-8, %rsi
	addq	$-4, %rcx
	cmpq	(%r10), %r13
	je	.LBB0_583
.LBB0_585:
	subq	%r13, %r14
	movq	%r14, %rsi
	jmp	.LBB0_565
	.p2align	4
.LBB0_586:
	xorl	%eax, %eax
	testq	%rbp, %rbp
	sete	%cl
	setne	%al
	movq	%rbp, %r13
	subq	%rax, %r13
	vmovss	10760(%rsp,%r13,4), %xmm0
	kmovd	%ecx, %k2
	vmovss	%xmm9, %xmm0, %xmm0 {%k2}
	cmpq	$2, %rbp
	jb	.LBB0_594
	leaq	-1(%rdi), %rax
	movl	%r13d, %edx
	andl	$7, %edx
	cmpq	$7, %rax
	jae	.LBB0_589
	xorl	%ebp, %ebp
	jmp	.LBB0_592
.LBB0_589:
	leaq	(%rsp,%r13,4), %rbx
	addq	$10760, %rbx
	andq	$-8, %r13
	leaq	1(%rdi), %rax
	cmpq	$1, %rax
	cmovaeq	%r9, %rax
	shll	$2, %eax
	leaq	(%rsp,%rdi,4), %rcx
	addq	$10760, %rcx
	subq	%rax, %rcx
	xorl	%ebp, %ebp
	movabsq	$4611686018427387899, %r10
	movabsq	$4611686018427387898, %r11
	.p2align	4
.LBB0_590:
	vaddss	(%rcx), %xmm0, %xmm0
	movq	%rbp, %rax
	movabsq	$4611686018427387902, %r8
	xorq	%r8, %rax
	vaddss	(%rbx,%rax,4), %xmm0, %xmm0
	movq	%rbp, %rax
	movabsq	$4611686018427387901, %r8
	xorq	%r8, %rax
	vaddss	(%rbx,%rax,4), %xmm0, %xmm0
	movq	%rbp, %rax
	movabsq	$4611686018427387900, %r8
	xorq	%r8, %rax
	vaddss	(%rbx,%rax,4), %xmm0, %xmm0
	movq	%rbp, %rax
	xorq	%r10, %rax
	vaddss	(%rbx,%rax,4), %xmm0, %xmm0
	movq	%rbp, %rax
	xorq	%r11, %rax
	vaddss	(%rbx,%rax,4), %xmm0, %xmm0
	movq	%rbp, %rax
	movabsq	$4611686018427387897, %r8
	xorq	%r8, %rax
	vaddss	(%rbx,%rax,4), %xmm0, %xmm0
	movq	%rbp, %rax
	movabsq	$4611686018427387896, %r8
	xorq	%r8, %rax
	vaddss	(%rbx,%rax,4), %xmm0, %xmm0
	addq	$8, %rbp
	addq	$-32, %rcx
	cmpq	%rbp, %r13
	jne	.LBB0_590
	testq	%rdx, %rdx
	movq	224(%rsp), %r10
	movq	944(%rsp), %r8
	je	.LBB0_594
.LBB0_592:
	shlq	$2, %rbp
	negq	%rbp
	leaq	(%rsp,%rbp), %rax
	addq	$10760, %rax
	leaq	1(%rdi), %r10
	cmpq	$1, %r10
	cmovaeq	%r9, %r10
	shll	$2, %r10d
	leaq	(%rax,%rdi,4), %rcx
	subq	%r10, %rcx
	movq	224(%rsp), %r10
	negq	%rdx
	xorl	%eax, %eax
	.p2align	4
.LBB0_593:
	vaddss	(%rcx,%rax,4), %xmm0, %xmm0
	decq	%rax
	cmpq	%rax, %rdx
	jne	.LBB0_593
.LBB0_594:
	xorl	%eax, %eax
	testq	%r12, %r12
	sete	%cl
	setne	%al
	movq	%r12, %rdi
	subq	%rax, %rdi
	vmovss	11016(%rsp,%rdi,4), %xmm1
	kmovd	%ecx, %k2
	vmovss	%xmm9, %xmm1, %xmm1 {%k2}
	cmpq	$2, %r12
	jae	.LBB0_596
	movabsq	$4611686018427387902, %rbp
	jmp	.LBB0_603
	.p2align	4
.LBB0_596:
	leaq	-1(%r15), %rax
	movl	%edi, %edx
	andl	$7, %edx
	cmpq	$7, %rax
	movabsq	$4611686018427387902, %rbp
	jae	.LBB0_598
	xorl	%ebx, %ebx
	jmp	.LBB0_601
.LBB0_598:
	leaq	(%rsp,%rdi,4), %r12
	addq	$11016, %r12
	andq	$-8, %rdi
	leaq	1(%r15), %rax
	cmpq	$1, %rax
	cmovaeq	%r9, %rax
	shll	$2, %eax
	leaq	(%rsp,%r15,4), %rcx
	addq	$11016, %rcx
	subq	%rax, %rcx
	xorl	%ebx, %ebx
	movabsq	$4611686018427387898, %r13
	movabsq	$4611686018427387897, %r10
	movabsq	$4611686018427387896, %r8
	.p2align	4
.LBB0_599:
	vaddss	(%rcx), %xmm1, %xmm1
	movq	%rbx, %rax
	xorq	%rbp, %rax
	vaddss	(%r12,%rax,4), %xmm1, %xmm1
	movq	%rbx, %rax
	movabsq	$4611686018427387901, %r11
	xorq	%r11, %rax
	vaddss	(%r12,%rax,4), %xmm1, %xmm1
	movq	%rbx, %rax
	movabsq	$4611686018427387900, %r11
	xorq	%r11, %rax
	vaddss	(%r12,%rax,4), %xmm1, %xmm1
	movq	%rbx, %rax
	movabsq	$4611686018427387899, %r11
	xorq	%r11, %rax
	vaddss	(%r12,%rax,4), %xmm1, %xmm1
	movq	%rbx, %rax
	xorq	%r13, %rax
	vaddss	(%r12,%rax,4), %xmm1, %xmm1
	movq	%rbx, %rax
	xorq	%r10, %rax
	vaddss	(%r12,%rax,4), %xmm1, %xmm1
	movq	%rbx, %rax
	xorq	%r8, %rax
	vaddss	(%r12,%rax,4), %xmm1, %xmm1
	addq	$8, %rbx
	addq	$-32, %rcx
	cmpq	%rbx, %rdi
	jne	.LBB0_599
	testq	%rdx, %rdx
	movq	224(%rsp), %r10
	movq	944(%rsp), %r8
	je	.LBB0_603
.LBB0_601:
	shlq	$2, %rbx
	negq	%rbx
	leaq	(%rsp,%rbx), %rax
	addq	$11016, %rax
	leaq	1(%r15), %rdi
	cmpq	$1, %rdi
	cmovaeq	%r9, %rdi
	shll	$2, %edi
	leaq	(%rax,%r15,4), %rcx
	subq	%rdi, %rcx
	negq	%rdx
	xorl	%eax, %eax
	.p2align	4
.LBB0_602:
	vaddss	(%rcx,%rax,4), %xmm1, %xmm1
	decq	%rax
	cmpq	%rax, %rdx
	jne	.LBB0_602
.LBB0_603:
	xorl	%eax, %eax
	testq	%r14, %r14
	sete	%cl
	setne	%al
	movq	%r14, %rdi
	subq	%rax, %rdi
	vmovss	11272(%rsp,%rdi,4), %xmm2
	kmovd	%ecx, %k2
	vmovss	%xmm9, %xmm2, %xmm2 {%k2}
	cmpq	$2, %r14
	jae	.LBB0_605
	movq	1552(%rsp), %rbx
	movq	368(%rsp), %r14
	movabsq	$4611686018427387899, %rbp
	movq	1952(%rsp), %r13
	movq	480(%rsp), %r15
	jmp	.LBB0_613
	.p2align	4
.LBB0_605:
	leaq	-1(%rsi), %rax
	movl	%edi, %edx
	andl	$7, %edx
	cmpq	$7, %rax
	jae	.LBB0_607
	xorl	%r14d, %r14d
	movq	480(%rsp), %r15
	jmp	.LBB0_610
.LBB0_607:
	leaq	(%rsp,%rdi,4), %rbx
	addq	$11272, %rbx
	andq	$-8, %rdi
	leaq	1(%rsi), %rax
	cmpq	$1, %rax
	cmovaeq	%r9, %rax
	shll	$2, %eax
	leaq	(%rsp,%rsi,4), %rcx
	addq	$11272, %rcx
	subq	%rax, %rcx
	xorl	%r14d, %r14d
	movabsq	$4611686018427387901, %r10
	movabsq	$4611686018427387900, %r8
	movabsq	$4611686018427387899, %r11
	movabsq	$4611686018427387898, %r13
	movabsq	$4611686018427387897, %r12
	movabsq	$4611686018427387896, %r15
	.p2align	4
.LBB0_608:
	vaddss	(%rcx), %xmm2, %xmm2
	movq	%r14, %rax
	xorq	%rbp, %rax
	vaddss	(%rbx,%rax,4), %xmm2, %xmm2
	movq	%r14, %rax
	xorq	%r10, %rax
	vaddss	(%rbx,%rax,4), %xmm2, %xmm2
	movq	%r14, %rax
	xorq	%r8, %rax
	vaddss	(%rbx,%rax,4), %xmm2, %xmm2
	movq	%r14, %rax
	xorq	%r11, %rax
	vaddss	(%rbx,%rax,4), %xmm2, %xmm2
	movq	%r14, %rax
	xorq	%r13, %rax
	vaddss	(%rbx,%rax,4), %xmm2, %xmm2
	movq	%r14, %rax
	xorq	%r12, %rax
	vaddss	(%rbx,%rax,4), %xmm2, %xmm2
	movq	%r14, %rax
	xorq	%r15, %rax
	vaddss	(%rbx,%rax,4), %xmm2, %xmm2
	addq	$8, %r14
	addq	$-32, %rcx
	cmpq	%r14, %rdi
	jne	.LBB0_608
	testq	%rdx, %rdx
	movq	480(%rsp), %r15
	movq	224(%rsp), %r10
	movq	944(%rsp), %r8
	je	.LBB0_614
.LBB0_610:
	shlq	$2, %r14
	negq	%r14
	leaq	(%rsp,%r14), %rax
	addq	$11272, %rax
	leaq	1(%rsi), %rcx
	cmpq	$1, %rcx
	cmovaeq	%r9, %rcx
	shll	$2, %ecx
	leaq	(%rax,%rsi,4), %rax
	subq	%rcx, %rax
	negq	%rdx
	xorl	%ecx, %ecx
	movabsq	$4611686018427387899, %rbp
	movq	1952(%rsp), %r13
	.p2align	4
.LBB0_611:
	vaddss	(%rax,%rcx,4), %xmm2, %xmm2
	decq	%rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_611
	movq	1552(%rsp), %rbx
	movq	368(%rsp), %r14
.LBB0_613:
	movq	1264(%rsp), %rdx
	jmp	.LBB0_561
.LBB0_614:
	movq	1552(%rsp), %rbx
	movq	368(%rsp), %r14
	movabsq	$4611686018427387899, %rbp
	movq	1952(%rsp), %r13
	jmp	.LBB0_613
.LBB0_615:
	xorl	%edx, %edx
.LBB0_616:
	movl	%r8d, %eax
	andl	$2147483647, %eax
	testl	%r8d, %r8d
	notl	%r8d
	cmovsl	%eax, %r8d
	vmovd	%r8d, %xmm1
	movq	3856(%rsp), %rax
	subq	%rdx, %rax
	vpxord	%xmm30, %xmm30, %xmm30
	vcvtusi2ss	%rax, %xmm30, %xmm2
	movq	24(%rsp), %rax
	movq	%rbp, %rdi
	movl	$3528531795, %ecx
.LBB0_617:
	vmovdqa	%xmm1, 1392(%rsp)
	movq	-120(%rsp), %r11
	testq	%r11, %r11
	je	.LBB0_691
	movq	%rbx, %rsi
	vmovdqa64	%zmm5, %zmm1
	vmovdqu64	3792(%rsp), %zmm4
	vpbroadcastq	.LCPI0_28(%rip), %zmm8
	vmovdqu64	3280(%rsp), %zmm7
	vmovdqa64	%zmm31, %zmm5
	movq	-112(%rsp), %rdi
	movl	%edi, %r8d
	xorl	-40(%rsp), %r8d
	imulq	%rcx, %r8
	movq	%r8, %rcx
	shrq	$32, %rcx
	xorq	3408(%rsp), %rcx
	movq	%rax, %r14
	subq	%rdi, %r14
	movq	2032(%rsp), %rax
	cmpq	%rax, %r14
	cmovaeq	%rax, %r14
	movq	%r14, %rbp
	imulq	%r11, %rbp
	movq	%r14, 2512(%rsp)
	leaq	(%r14,%rdi), %rax
	movq	%rax, 5184(%rsp)
	vpbroadcastq	%rcx, %zmm29
	vpbroadcastq	%r8, %zmm0
	vmovdqu64	5440(%rsp), %zmm21
	vpxorq	%zmm21, %zmm0, %zmm0
	vmovdqu64	%zmm0, 5312(%rsp)
	xorq	3344(%rsp), %r8
	movl	%r8d, %eax
	vpbroadcastq	%rax, %zmm26
	movl	%ebp, %eax
	andl	$32704, %eax
	movq	%rax, 1480(%rsp)
	vpbroadcastd	%edi, %zmm31
	movq	%rbp, 880(%rsp)
	andl	$32760, %ebp
	movq	%rbp, 2952(%rsp)
	vmovaps	%xmm2, 5824(%rsp)
	vbroadcastss	%xmm2, %zmm0
	vmovups	%zmm0, 944(%rsp)
	vbroadcastss	1392(%rsp), %zmm0
	vmovups	%zmm0, 5952(%rsp)
	vbroadcastss	144(%rsp), %zmm0
	vmovups	%zmm0, 1264(%rsp)
	vmovdqa	%xmm13, %xmm9
	vpbroadcastd	%xmm13, %zmm0
	vmovdqu64	%zmm0, 2528(%rsp)
	vbroadcastss	%xmm23, %zmm0
	vmovups	%zmm0, 288(%rsp)
	vpbroadcastd	%xmm28, %zmm0
	vmovdqu64	%zmm0, 5888(%rsp)
	vxorps	%xmm10, %xmm10, %xmm10
	movl	$1024, %eax
	movq	-88(%rsp), %r14
	movq	%r14, -16(%rsp)
	movq	544(%rsp), %r14
	xorl	%edi, %edi
	vpxor	%xmm0, %xmm0, %xmm0
	vmovdqu64	%zmm0, 5696(%rsp)
	vpbroadcastd	.LCPI0_2(%rip), %zmm0
	vmovdqa64	%zmm0, %zmm13
	vmovdqu64	%zmm0, 5632(%rsp)
	movq	$0, 5504(%rsp)
	xorl	%edx, %edx
	xorl	%ebp, %ebp
	vmovdqa64	%xmm11, %xmm30
	vmovdqa64	%xmm28, 32(%rsp)
	vmovaps	%xmm23, 48(%rsp)
	vpbroadcastq	.LCPI0_13(%rip), %zmm17
	vmovdqa	%xmm9, 3536(%rsp)
	movq	%r8, 2064(%rsp)
	movq	%rcx, 1808(%rsp)
	vmovdqu64	%zmm29, 4864(%rsp)
	vmovdqu64	%zmm26, 5248(%rsp)
	vmovdqu64	%zmm31, 5376(%rsp)
	jmp	.LBB0_621
	.p2align	4
.LBB0_619:
	vmovss	.LCPI0_2(%rip), %xmm11
	vpxor	%xmm9, %xmm9, %xmm9
	vmovaps	48(%rsp), %xmm31
	vmovaps	3600(%rsp), %xmm30
.LBB0_620:
	movq	-24(%rsp), %rax
	addq	$1024, %rax
	incq	5504(%rsp)
	addq	$-1024, %rdi
	movq	-8(%rsp), %r14
	addq	$-4096, %r14
	addq	$4096, %r11
	movq	%r11, -16(%rsp)
	movq	-120(%rsp), %r11
	cmpq	%r11, %rbx
	movq	%rbx, %rdx
	movq	1552(%rsp), %rsi
	vmovups	3792(%rsp), %zmm4
	vmovdqu64	2384(%rsp), %zmm1
	vmovdqu64	1744(%rsp), %zmm25
	vmovups	3280(%rsp), %zmm7
	vmovdqu64	2192(%rsp), %zmm5
	vmovups	2592(%rsp), %zmm6
	vbroadcastsd	.LCPI0_28(%rip), %zmm8
	vpbroadcastq	.LCPI0_15(%rip), %zmm27
	vmovdqa64	32(%rsp), %xmm28
	vxorps	%xmm15, %xmm15, %xmm15
	vbroadcastsd	.LCPI0_12(%rip), %zmm16
	vpbroadcastq	.LCPI0_13(%rip), %zmm17
	vbroadcastss	.LCPI0_369(%rip), %xmm18
	vmovaps	3024(%rsp), %xmm0
	vmovdqa64	(%rsp), %xmm19
	vpbroadcastq	.LCPI0_27(%rip), %zmm24
	vbroadcastsd	.LCPI0_33(%rip), %zmm22
	vbroadcastsd	.LCPI0_23(%rip), %zmm20
	vmovups	1072(%rsp), %zmm14
	vmovaps	%xmm31, %xmm23
	vmovdqu64	2320(%rsp), %zmm10
	vmovups	4864(%rsp), %zmm29
	vmovups	2128(%rsp), %zmm13
	vmovups	5248(%rsp), %zmm26
	vmovdqu64	5376(%rsp), %zmm31
	movq	480(%rsp), %r15
	jae	.LBB0_689
.LBB0_621:
	movq	%r14, -8(%rsp)
	cmpq	%rax, %r11
	movq	%rax, %rbx
	cmovbq	%r11, %rbx
	movq	%rbx, 160(%rsp)
	leaq	(%rbx,%rdi), %r14
	leaq	1024(%rdx), %rbx
	cmpq	%r11, %rbx
	cmovbq	%rbx, %r11
	cmpq	$31, 360(%rsp)
	vmovdqa64	%xmm30, 3600(%rsp)
	vmovups	%zmm10, 2320(%rsp)
	vmovdqu64	%zmm13, 2128(%rsp)
	movq	%rax, -24(%rsp)
	jae	.LBB0_626
	movq	%r11, 4800(%rsp)
	movq	%rdx, -104(%rsp)
	vmovdqa64	%zmm6, %zmm3
	movq	-112(%rsp), %r10
	cmpq	%r15, %r10
	setae	%al
	movq	-48(%rsp), %rdx
	cmpq	%rdx, %r10
	setb	%cl
	testb	%al, %cl
	cmoveq	5184(%rsp), %rdx
	movq	%rdx, -48(%rsp)
	cmoveq	%r10, %r15
	movq	-56(%rsp), %r10
	vmovdqu64	5120(%rsp), %zmm6
	vmovsd	.LCPI0_28(%rip), %xmm11
	vbroadcastsd	.LCPI0_31(%rip), %zmm23
	vmovdqu64	4432(%rsp), %zmm30
	vpbroadcastq	.LCPI0_39(%rip), %zmm12
	vpbroadcastq	.LCPI0_14(%rip), %zmm28
	jne	.LBB0_631
	vmovdqa64	%zmm5, %zmm16
	cmpq	$0, 2512(%rsp)
	vpbroadcastq	.LCPI0_25(%rip), %zmm26
	vmovdqu64	3984(%rsp), %zmm5
	vbroadcastsd	.LCPI0_29(%rip), %zmm10
	vmovups	288(%rsp), %zmm21
	je	.LBB0_679
	movq	880(%rsp), %rdx
	cmpq	$8, %rdx
	movq	%rbp, 432(%rsp)
	movq	%rdi, 4048(%rsp)
	movq	%r14, 352(%rsp)
	jae	.LBB0_632
	xorl	%eax, %eax
	movq	-112(%rsp), %rbx
	movq	-64(%rsp), %r15
	movq	3088(%rsp), %r12
	movl	$3528531795, %edi
	movq	%rsi, %r14
	movq	-40(%rsp), %r13
	movq	224(%rsp), %r9
	movl	-32(%rsp), %r8d
	vmovdqa64	%zmm8, %zmm13
	jmp	.LBB0_664
	.p2align	4
.LBB0_626:
	movq	%r15, 480(%rsp)
	cmpq	%rdx, %r11
	movq	-56(%rsp), %r15
	vbroadcastsd	.LCPI0_31(%rip), %zmm23
	vpbroadcastq	.LCPI0_14(%rip), %zmm28
	vpbroadcastd	.LCPI0_16(%rip), %ymm24
	jbe	.LBB0_630
	vmovdqa64	%zmm7, %zmm12
	movq	%r11, 4800(%rsp)
	movq	%rbp, 432(%rsp)
	movq	160(%rsp), %rbx
	movl	%ebx, %eax
	andl	$7, %eax
	movq	%r14, %r11
	subq	%rax, %r11
	movq	%r11, 472(%rsp)
	movq	%rbx, %rax
	andq	$-64, %rax
	movq	%rdi, 4048(%rsp)
	addq	%rdi, %rax
	movq	%rax, 1872(%rsp)
	movq	5504(%rsp), %rax
	shlq	$10, %rax
	movq	%rbx, %rdi
	subq	%rax, %rdi
	movq	%rdx, -104(%rsp)
	movq	%rdi, 72(%rsp)
	cmpq	$8, %rdi
	movq	-64(%rsp), %rax
	movl	$3528531795, %edi
	movq	%r10, %r13
	movq	2656(%rsp), %r11
	movl	-32(%rsp), %ecx
	vpbroadcastq	.LCPI0_18(%rip), %zmm7
	vmovdqu64	4432(%rsp), %zmm30
	vbroadcastsd	.LCPI0_19(%rip), %zmm9
	movq	-8(%rsp), %rbp
	vmovdqu64	4640(%rsp), %zmm31
	jb	.LBB0_642
	movq	72(%rsp), %rdx
	cmpq	$64, %rdx
	jae	.LBB0_634
	vmovdqa64	%zmm4, %zmm13
	xorl	%eax, %eax
	movq	-104(%rsp), %rdi
	movq	%rdi, %r11
	movq	544(%rsp), %rcx
	vmovdqu64	3984(%rsp), %zmm8
	vmovdqu64	4240(%rsp), %zmm9
	vmovdqa64	%zmm1, %zmm11
	vmovups	4112(%rsp), %zmm17
	vmovdqu64	4928(%rsp), %zmm19
	vmovups	4176(%rsp), %zmm21
	vmovups	4304(%rsp), %zmm18
	jmp	.LBB0_639
	.p2align	4
.LBB0_630:
	movq	544(%rsp), %rax
	vmovups	288(%rsp), %zmm21
	movq	%rdx, %r8
	jmp	.LBB0_681
.LBB0_631:
	vmovups	288(%rsp), %zmm21
	jmp	.LBB0_679
.LBB0_632:
	cmpq	$64, %rdx
	vmovdqu64	4240(%rsp), %zmm0
	jae	.LBB0_657
	vmovdqa64	%zmm25, %zmm15
	vmovdqa64	%zmm7, %zmm17
	vmovdqa64	%zmm4, %zmm25
	xorl	%ecx, %ecx
	vpbroadcastd	.LCPI0_375(%rip), %ymm8
	vmovdqa	.LCPI0_377(%rip), %ymm9
	jmp	.LBB0_661
.LBB0_634:
	movl	%ebx, %esi
	andl	$63, %esi
	movq	%rdx, %rax
	subq	%rsi, %rax
	movq	-104(%rsp), %rcx
	leaq	(%rcx,%rax), %r11
	vpbroadcastq	%rcx, %zmm0
	vporq	.LCPI0_9(%rip), %zmm0, %zmm4
	vporq	.LCPI0_10(%rip), %zmm0, %zmm5
	xorl	%r8d, %r8d
	movq	464(%rsp), %rcx
	vmovdqa64	%zmm27, %zmm21
	movq	1872(%rsp), %rdx
	.p2align	4
.LBB0_635:
	vmovdqu64	%zmm5, 816(%rsp)
	vmovdqu64	%zmm4, 80(%rsp)
	vpbroadcastq	.LCPI0_11(%rip), %zmm1
	vpaddq	%zmm1, %zmm5, %zmm0
	vpaddq	%zmm1, %zmm4, %zmm1
	vpaddq	%zmm16, %zmm5, %zmm2
	vpaddq	%zmm16, %zmm4, %zmm3
	vpaddq	%zmm17, %zmm5, %zmm4
	vpaddq	80(%rsp), %zmm17, %zmm5
	vpmuludq	80(%rsp), %zmm28, %zmm7
	vpmuludq	816(%rsp), %zmm28, %zmm14
	vpmuludq	%zmm28, %zmm1, %zmm1
	vpmuludq	%zmm28, %zmm0, %zmm16
	vpmuludq	%zmm28, %zmm3, %zmm3
	vpmuludq	%zmm28, %zmm2, %zmm19
	vpmuludq	%zmm28, %zmm5, %zmm20
	vpmuludq	%zmm28, %zmm4, %zmm4
	vpxorq	%zmm14, %zmm30, %zmm0
	vpxorq	%zmm7, %zmm30, %zmm2
	vpxorq	%zmm16, %zmm30, %zmm5
	vpxorq	%zmm1, %zmm30, %zmm6
	vpxorq	%zmm19, %zmm30, %zmm8
	vpxorq	%zmm3, %zmm30, %zmm9
	vpxorq	%zmm4, %zmm30, %zmm10
	vpxorq	%zmm20, %zmm30, %zmm11
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm10, %zmm10
	vpmuludq	%zmm21, %zmm0, %zmm31
	vpmuludq	%zmm21, %zmm2, %zmm15
	vpmuludq	%zmm21, %zmm5, %zmm0
	vpmuludq	%zmm21, %zmm6, %zmm26
	vpmuludq	%zmm21, %zmm8, %zmm30
	vpmuludq	%zmm21, %zmm9, %zmm9
	vpmuludq	%zmm21, %zmm10, %zmm6
	vpmuludq	%zmm21, %zmm11, %zmm5
	vpsrlq	$32, %zmm15, %zmm8
	vpsrlq	$32, %zmm31, %zmm2
	vpsrlq	$32, %zmm26, %zmm10
	vpsrlq	$32, %zmm0, %zmm17
	vpsrlq	$32, %zmm9, %zmm21
	vpsrlq	$32, %zmm30, %zmm22
	vpsrlq	$32, %zmm5, %zmm23
	vpsrlq	$32, %zmm6, %zmm24
	vmovdqu64	6016(%rsp), %zmm12
	vpxorq	%zmm12, %zmm2, %zmm2
	vpmuludq	%zmm28, %zmm2, %zmm25
	vmovdqu64	%zmm25, 1328(%rsp)
	vpxorq	%zmm12, %zmm8, %zmm8
	vpmuludq	%zmm28, %zmm8, %zmm11
	vpxorq	%zmm12, %zmm17, %zmm8
	vpmuludq	%zmm28, %zmm8, %zmm13
	vmovdqu64	%zmm13, 608(%rsp)
	vpxorq	%zmm12, %zmm10, %zmm8
	vpmuludq	%zmm28, %zmm8, %zmm10
	vmovdqu64	%zmm10, 1008(%rsp)
	vpxorq	%zmm12, %zmm22, %zmm8
	vpmuludq	%zmm28, %zmm8, %zmm22
	vmovdqu64	%zmm22, 1136(%rsp)
	vpxorq	%zmm12, %zmm21, %zmm8
	vpmuludq	%zmm28, %zmm8, %zmm8
	vmovdqu64	%zmm8, 1408(%rsp)
	vpxorq	%zmm12, %zmm24, %zmm17
	vpmuludq	%zmm28, %zmm17, %zmm18
	vmovdqu64	%zmm18, 1488(%rsp)
	vpxorq	%zmm12, %zmm23, %zmm17
	vpmuludq	%zmm28, %zmm17, %zmm2
	vmovdqu64	%zmm2, 672(%rsp)
	vpxorq	%zmm14, %zmm29, %zmm14
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm14, %zmm27
	vpxorq	%zmm7, %zmm29, %zmm7
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm7, %zmm17
	vpxorq	%zmm16, %zmm29, %zmm7
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm7, %zmm21
	vpxorq	%zmm1, %zmm29, %zmm1
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm16
	vpxorq	%zmm19, %zmm29, %zmm1
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm14
	vpxorq	%zmm3, %zmm29, %zmm1
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm2
	vpxorq	%zmm4, %zmm29, %zmm1
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm3
	vpxorq	%zmm20, %zmm29, %zmm1
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm7
	vpsrlq	$32, %zmm11, %zmm20
	vpsrlq	$32, %zmm25, %zmm4
	vpsrlq	$32, %zmm10, %zmm23
	vpsrlq	$32, %zmm13, %zmm28
	vpsrlq	$32, %zmm17, %zmm24
	vpsrlq	$32, %zmm8, %zmm29
	vpsrlq	$32, %zmm27, %zmm25
	vpsrlq	$32, %zmm16, %zmm10
	vmovdqu64	4240(%rsp), %zmm8
	vpternlogq	$150, %zmm8, %zmm31, %zmm25
	vpsrlq	$32, %zmm21, %zmm31
	vpternlogq	$150, %zmm8, %zmm15, %zmm24
	vpsrlq	$32, %zmm22, %zmm12
	vpternlogq	$150, %zmm8, %zmm0, %zmm31
	vpsrlq	$32, %zmm2, %zmm13
	vpternlogq	$150, %zmm8, %zmm26, %zmm10
	vpsrlq	$32, %zmm14, %zmm22
	vpternlogq	$150, %zmm8, %zmm30, %zmm22
	vpsrlq	$32, %zmm18, %zmm0
	vpternlogq	$150, %zmm8, %zmm9, %zmm13
	vpsrlq	$32, %zmm3, %zmm30
	vpternlogq	$150, %zmm8, %zmm6, %zmm30
	vpsrlq	$32, %zmm7, %zmm9
	vpternlogq	$150, %zmm8, %zmm5, %zmm9
	vmovdqu64	5312(%rsp), %zmm1
	vpxorq	%zmm1, %zmm4, %zmm4
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm4, %zmm15
	vpxorq	%zmm1, %zmm20, %zmm5
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm5, %zmm8
	vpxorq	%zmm1, %zmm28, %zmm5
	vpxorq	%zmm1, %zmm23, %zmm6
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm5, %zmm18
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm6, %zmm20
	vpxorq	%zmm1, %zmm12, %zmm5
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm5, %zmm5
	vpxorq	%zmm1, %zmm29, %zmm6
	vpxorq	%zmm1, %zmm0, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm6, %zmm6
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm0
	vpsrlq	$32, %zmm15, %zmm12
	vmovdqu64	4640(%rsp), %zmm4
	vpternlogq	$150, %zmm27, %zmm4, %zmm12
	vmovdqu64	%zmm12, 736(%rsp)
	vpsrlq	$32, %zmm8, %zmm29
	vpternlogq	$150, %zmm17, %zmm4, %zmm29
	vpsrlq	$32, %zmm18, %zmm17
	vpternlogq	$150, %zmm21, %zmm4, %zmm17
	vpsrlq	$32, %zmm20, %zmm28
	vpternlogq	$150, %zmm16, %zmm4, %zmm28
	vpsrlq	$32, %zmm5, %zmm21
	vmovdqa64	%zmm5, %zmm12
	vpternlogq	$150, %zmm14, %zmm4, %zmm21
	vpsrlq	$32, %zmm6, %zmm26
	vmovdqa64	%zmm6, %zmm14
	vpternlogq	$150, %zmm2, %zmm4, %zmm26
	vpsrlq	$32, %zmm0, %zmm23
	vmovdqa64	%zmm0, %zmm16
	vpternlogq	$150, %zmm3, %zmm4, %zmm23
	vmovdqu64	672(%rsp), %zmm2
	vpsrlq	$32, %zmm2, %zmm0
	vpxorq	%zmm1, %zmm0, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 2256(%rsp)
	vpsrlq	$32, %zmm0, %zmm27
	vpternlogq	$150, %zmm7, %zmm4, %zmm27
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm24, %zmm0
	vmovdqu64	%zmm0, 1888(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vmovdqu64	4176(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm11, %zmm7
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm25, %zmm25
	vpsrlq	$32, %zmm25, %zmm3
	vpternlogq	$150, 1328(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm10, %zmm1
	vmovdqu64	%zmm1, 1328(%rsp)
	vpsrlq	$32, %zmm1, %zmm11
	vpternlogq	$150, 1008(%rsp), %zmm0, %zmm11
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm31, %zmm1
	vmovdqu64	%zmm1, 1008(%rsp)
	vpsrlq	$32, %zmm1, %zmm4
	vpternlogq	$150, 608(%rsp), %zmm0, %zmm4
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm13, %zmm19
	vpsrlq	$32, %zmm19, %zmm5
	vpternlogq	$150, 1408(%rsp), %zmm0, %zmm5
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm22, %zmm13
	vpsrlq	$32, %zmm13, %zmm1
	vpternlogq	$150, 1136(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm6
	vpternlogq	$150, %zmm0, %zmm2, %zmm6
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm30, %zmm22
	vpsrlq	$32, %zmm22, %zmm30
	vpternlogq	$150, 1488(%rsp), %zmm0, %zmm30
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm3, %zmm0
	vmovdqu64	%zmm0, 608(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqu64	4304(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm15, %zmm2
	vmovdqu64	%zmm2, 672(%rsp)
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm7, %zmm24
	vpsrlq	$32, %zmm24, %zmm10
	vpternlogq	$150, %zmm0, %zmm8, %zmm10
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm4, %zmm8
	vpsrlq	$32, %zmm8, %zmm7
	vpternlogq	$150, %zmm0, %zmm18, %zmm7
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm11, %zmm18
	vpsrlq	$32, %zmm18, %zmm11
	vpternlogq	$150, %zmm0, %zmm20, %zmm11
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 2816(%rsp)
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, %zmm0, %zmm12, %zmm20
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm5, %zmm1
	vmovdqu64	%zmm1, 2752(%rsp)
	vpsrlq	$32, %zmm1, %zmm15
	vpternlogq	$150, %zmm0, %zmm14, %zmm15
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm30, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpternlogq	$150, %zmm0, %zmm16, %zmm5
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm6, %zmm4
	vpsrlq	$32, %zmm4, %zmm12
	vpternlogq	$150, 2256(%rsp), %zmm0, %zmm12
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm29, %zmm0
	vmovdqu64	%zmm0, 1408(%rsp)
	vpsrlq	$32, %zmm0, %zmm6
	vmovdqu64	4112(%rsp), %zmm29
	vpternlogq	$150, 1888(%rsp), %zmm29, %zmm6
	vmovdqu64	736(%rsp), %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm1
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, %zmm25, %zmm29, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm28, %zmm0
	vmovdqu64	%zmm0, 2256(%rsp)
	vpsrlq	$32, %zmm0, %zmm28
	vpternlogq	$150, 1328(%rsp), %zmm29, %zmm28
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm17, %zmm31
	vpsrlq	$32, %zmm31, %zmm30
	vpternlogq	$150, 1008(%rsp), %zmm29, %zmm30
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm26, %zmm0
	vmovdqu64	%zmm0, 2880(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm19, %zmm29, %zmm17
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm21, %zmm21
	vpsrlq	$32, %zmm21, %zmm16
	vpternlogq	$150, %zmm13, %zmm29, %zmm16
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm27, %zmm0
	vmovdqu64	%zmm0, 1888(%rsp)
	vpsrlq	$32, %zmm0, %zmm26
	vpternlogq	$150, %zmm9, %zmm29, %zmm26
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm23, %zmm23
	vpsrlq	$32, %zmm23, %zmm27
	vpternlogq	$150, %zmm22, %zmm29, %zmm27
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm2, %zmm0
	vmovdqu64	%zmm0, 1136(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqu64	4928(%rsp), %zmm0
	vpternlogq	$150, 608(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm6, %zmm29
	vpsrlq	$32, %zmm29, %zmm13
	vpternlogq	$150, %zmm24, %zmm0, %zmm13
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm30, %zmm25
	vpsrlq	$32, %zmm25, %zmm6
	vpternlogq	$150, %zmm8, %zmm0, %zmm6
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm28, %zmm8
	vmovdqu64	%zmm8, 1488(%rsp)
	vpsrlq	$32, %zmm8, %zmm14
	vpternlogq	$150, %zmm18, %zmm0, %zmm14
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm16, %zmm8
	vmovdqu64	%zmm8, 1328(%rsp)
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, 2816(%rsp), %zmm0, %zmm8
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm17, %zmm9
	vmovdqu64	%zmm9, 736(%rsp)
	vpsrlq	$32, %zmm9, %zmm16
	vpternlogq	$150, 2752(%rsp), %zmm0, %zmm16
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm27, %zmm30
	vpsrlq	$32, %zmm30, %zmm18
	vpternlogq	$150, %zmm3, %zmm0, %zmm18
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm26, %zmm3
	vmovdqu64	%zmm3, 608(%rsp)
	vpsrlq	$32, %zmm3, %zmm17
	vpternlogq	$150, %zmm4, %zmm0, %zmm17
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm10, %zmm0
	vmovdqu64	%zmm0, 1008(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vmovdqu64	3792(%rsp), %zmm0
	vpternlogq	$150, 1408(%rsp), %zmm0, %zmm10
	vmovdqu64	672(%rsp), %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm26
	vpsrlq	$32, %zmm26, %zmm9
	vpternlogq	$150, %zmm0, %zmm1, %zmm9
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm11, %zmm27
	vpsrlq	$32, %zmm27, %zmm3
	vpternlogq	$150, 2256(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm7, %zmm1
	vmovdqu64	%zmm1, 1408(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm0, %zmm31, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm28
	vpsrlq	$32, %zmm28, %zmm7
	vpternlogq	$150, 2880(%rsp), %zmm0, %zmm7
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm20, %zmm19
	vpsrlq	$32, %zmm19, %zmm11
	vpternlogq	$150, %zmm0, %zmm21, %zmm11
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm12, %zmm21
	vpsrlq	$32, %zmm21, %zmm20
	vpternlogq	$150, 1888(%rsp), %zmm0, %zmm20
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm5, %zmm22
	vpsrlq	$32, %zmm22, %zmm12
	vpternlogq	$150, %zmm0, %zmm23, %zmm12
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm9, %zmm0
	vmovdqu64	%zmm0, 672(%rsp)
	vpsrlq	$32, %zmm0, %zmm9
	vmovdqu64	2384(%rsp), %zmm0
	vpternlogq	$150, 1136(%rsp), %zmm0, %zmm9
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm10, %zmm24
	vpsrlq	$32, %zmm24, %zmm4
	vpternlogq	$150, %zmm0, %zmm29, %zmm4
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm29
	vpsrlq	$32, %zmm29, %zmm5
	vpternlogq	$150, %zmm0, %zmm25, %zmm5
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm3, %zmm31
	vpsrlq	$32, %zmm31, %zmm10
	vpternlogq	$150, 1488(%rsp), %zmm0, %zmm10
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm11, %zmm25
	vpsrlq	$32, %zmm25, %zmm3
	vpternlogq	$150, 1328(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm11
	vpternlogq	$150, 736(%rsp), %zmm0, %zmm11
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm15
	vpternlogq	$150, %zmm0, %zmm30, %zmm15
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm20, %zmm1
	vmovdqu64	%zmm1, 736(%rsp)
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, 608(%rsp), %zmm0, %zmm20
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm13, %zmm0
	vmovdqu64	%zmm0, 608(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	1744(%rsp), %zmm1
	vpternlogq	$150, 1008(%rsp), %zmm1, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 1008(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm26, %zmm1, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm14, %zmm13
	vmovdqu64	%zmm13, 1328(%rsp)
	vpsrlq	$32, %zmm13, %zmm26
	vpternlogq	$150, %zmm27, %zmm1, %zmm26
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm6, %zmm14
	vpsrlq	$32, %zmm14, %zmm6
	vpternlogq	$150, 1408(%rsp), %zmm1, %zmm6
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm16, %zmm30
	vpsrlq	$32, %zmm30, %zmm27
	vpternlogq	$150, %zmm28, %zmm1, %zmm27
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm8, %zmm16
	vpsrlq	$32, %zmm16, %zmm8
	vpternlogq	$150, %zmm19, %zmm1, %zmm8
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm28
	vpternlogq	$150, %zmm21, %zmm1, %zmm28
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm18, %zmm13
	vpsrlq	$32, %zmm13, %zmm21
	vpternlogq	$150, %zmm22, %zmm1, %zmm21
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vmovdqu64	4368(%rsp), %zmm18
	vpternlogq	$150, 672(%rsp), %zmm18, %zmm1
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm23
	vpternlogq	$150, %zmm24, %zmm18, %zmm23
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm6, %zmm0
	vpsrlq	$32, %zmm0, %zmm2
	vpternlogq	$150, %zmm29, %zmm18, %zmm2
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm26, %zmm0
	vpsrlq	$32, %zmm0, %zmm29
	vpternlogq	$150, %zmm31, %zmm18, %zmm29
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm8, %zmm0
	vpsrlq	$32, %zmm0, %zmm6
	vpternlogq	$150, %zmm25, %zmm18, %zmm6
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm27, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, %zmm7, %zmm18, %zmm22
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm21, %zmm0
	vpbroadcastq	.LCPI0_15(%rip), %zmm21
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, %zmm12, %zmm18, %zmm8
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm4, %zmm27
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm9, %zmm26
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm10, %zmm25
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm5, %zmm24
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm11, %zmm11
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm10
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm20, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm0
	vpmuludq	%zmm21, %zmm28, %zmm4
	vpbroadcastq	.LCPI0_14(%rip), %zmm28
	vpsrlq	$32, %zmm4, %zmm12
	vpternlogq	$150, 736(%rsp), %zmm18, %zmm12
	vpsrlq	$32, %zmm27, %zmm4
	vmovdqu64	3280(%rsp), %zmm18
	vpternlogq	$150, 608(%rsp), %zmm18, %zmm4
	vpsrlq	$32, %zmm26, %zmm5
	vpternlogq	$150, 1008(%rsp), %zmm18, %zmm5
	vpsrlq	$32, %zmm25, %zmm7
	vpternlogq	$150, 1328(%rsp), %zmm18, %zmm7
	vpsrlq	$32, %zmm24, %zmm9
	vpternlogq	$150, %zmm18, %zmm14, %zmm9
	vpsrlq	$32, %zmm11, %zmm14
	vpternlogq	$150, %zmm18, %zmm30, %zmm14
	vpsrlq	$32, %zmm10, %zmm15
	vpternlogq	$150, %zmm18, %zmm16, %zmm15
	vpsrlq	$32, %zmm3, %zmm16
	vpternlogq	$150, %zmm18, %zmm17, %zmm16
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm18, %zmm13, %zmm17
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm5, %zmm4
	vpmovqd	%zmm9, %ymm5
	vpmovqd	%zmm7, %ymm7
	vinserti64x4	$1, %ymm7, %zmm5, %zmm5
	vpmovqd	%zmm15, %ymm7
	vpmovqd	%zmm14, %ymm9
	vinserti64x4	$1, %ymm9, %zmm7, %zmm7
	vpmovqd	%zmm17, %ymm9
	vpbroadcastq	.LCPI0_13(%rip), %zmm17
	vpmovqd	%zmm16, %ymm13
	vbroadcastsd	.LCPI0_12(%rip), %zmm16
	vinserti64x4	$1, %ymm13, %zmm9, %zmm9
	vpmuludq	%zmm28, %zmm23, %zmm13
	vpsrlq	$32, %zmm13, %zmm13
	vmovdqu64	1680(%rsp), %zmm18
	vpternlogq	$150, %zmm27, %zmm18, %zmm13
	vpmuludq	%zmm28, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm26, %zmm18, %zmm1
	vpmuludq	%zmm28, %zmm29, %zmm14
	vmovdqu64	4864(%rsp), %zmm29
	vpsrlq	$32, %zmm14, %zmm14
	vpternlogq	$150, %zmm25, %zmm18, %zmm14
	vmovdqu64	4432(%rsp), %zmm30
	vpmuludq	%zmm28, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm24, %zmm18, %zmm2
	vpmuludq	%zmm28, %zmm22, %zmm15
	vpsrlq	$32, %zmm15, %zmm15
	vpternlogq	$150, %zmm11, %zmm18, %zmm15
	vpmuludq	%zmm28, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm10, %zmm18, %zmm6
	vpmuludq	%zmm28, %zmm12, %zmm10
	vmovdqu64	2192(%rsp), %zmm11
	vpsrlq	$32, %zmm10, %zmm10
	vpternlogq	$150, %zmm3, %zmm18, %zmm10
	vpmuludq	%zmm28, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm0, %zmm18, %zmm3
	vpmuludq	%zmm21, %zmm1, %zmm0
	vpmuludq	%zmm21, %zmm13, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm0, %zmm0
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vpmuludq	%zmm21, %zmm2, %zmm1
	vpmuludq	%zmm21, %zmm14, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm1, %zmm1
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm2, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vpmuludq	%zmm21, %zmm6, %zmm2
	vpmuludq	%zmm21, %zmm15, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm2, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm2, %zmm2
	vpmuludq	%zmm21, %zmm3, %zmm3
	vpmuludq	%zmm21, %zmm10, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm3, %zmm3
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm3, %zmm3
	vpbroadcastd	.LCPI0_16(%rip), %zmm6
	vpmulld	%zmm6, %zmm4, %zmm4
	vpternlogd	$150, %zmm4, %zmm11, %zmm0
	vpmulld	%zmm6, %zmm5, %zmm4
	vmovdqu64	816(%rsp), %zmm5
	vpternlogd	$150, %zmm4, %zmm11, %zmm1
	vpmulld	%zmm6, %zmm7, %zmm4
	vpternlogd	$150, %zmm4, %zmm11, %zmm2
	vpmulld	%zmm6, %zmm9, %zmm4
	vpternlogd	$150, %zmm4, %zmm11, %zmm3
	vmovdqu64	80(%rsp), %zmm4
	vmovdqu64	%zmm0, -192(%rcx,%r8,4)
	vmovdqu64	%zmm1, -128(%rcx,%r8,4)
	vmovdqu64	%zmm2, -64(%rcx,%r8,4)
	vmovdqu64	%zmm3, (%rcx,%r8,4)
	addq	$64, %r8
	vpbroadcastq	.LCPI0_17(%rip), %zmm0
	vpaddq	%zmm0, %zmm5, %zmm5
	vpaddq	%zmm0, %zmm4, %zmm4
	cmpq	%r8, %rdx
	jne	.LBB0_635
	testq	%rsi, %rsi
	movq	224(%rsp), %r13
	vmovups	4176(%rsp), %zmm15
	vmovups	4304(%rsp), %zmm16
	vmovups	4112(%rsp), %zmm2
	vmovdqu64	4928(%rsp), %zmm6
	vmovdqu64	3792(%rsp), %zmm13
	vmovdqu64	2384(%rsp), %zmm4
	vmovdqu64	3280(%rsp), %zmm12
	vbroadcastsd	.LCPI0_19(%rip), %zmm9
	vpbroadcastq	.LCPI0_14(%rip), %zmm28
	vpbroadcastq	.LCPI0_15(%rip), %zmm21
	vbroadcastsd	.LCPI0_23(%rip), %zmm20
	vbroadcastsd	.LCPI0_31(%rip), %zmm23
	vbroadcastsd	.LCPI0_33(%rip), %zmm22
	vmovdqu64	4640(%rsp), %zmm31
	vpbroadcastd	.LCPI0_16(%rip), %ymm24
	vmovdqu64	1744(%rsp), %zmm25
	vpbroadcastq	.LCPI0_18(%rip), %zmm7
	vmovdqu64	5248(%rsp), %zmm26
	je	.LBB0_643
	cmpl	$8, %esi
	jb	.LBB0_687
	vmovdqa64	%zmm11, %zmm5
	movq	544(%rsp), %rcx
	vmovdqu64	3984(%rsp), %zmm8
	vmovdqu64	4240(%rsp), %zmm9
	vmovdqa64	%zmm4, %zmm11
	vmovdqa64	%zmm21, %zmm27
	vmovaps	%zmm2, %zmm17
	vmovdqa64	%zmm6, %zmm19
	vmovaps	%zmm15, %zmm21
	vmovaps	%zmm16, %zmm18
	movq	-104(%rsp), %rdi
	movq	72(%rsp), %rdx
.LBB0_639:
	movl	%ebx, %esi
	andl	$7, %esi
	subq	%rsi, %rdx
	addq	%rdi, %rdx
	vpbroadcastq	%r11, %zmm0
	vpaddq	.LCPI0_10(%rip), %zmm0, %zmm0
	vmovdqa64	%zmm5, %zmm10
	vmovdqu64	4368(%rsp), %zmm15
	vmovdqu64	1680(%rsp), %zmm16
	movq	472(%rsp), %rdi
	.p2align	4
.LBB0_640:
	vpmuludq	%zmm28, %zmm0, %zmm1
	vpxorq	%zmm1, %zmm30, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpmuludq	%zmm27, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpxorq	%zmm1, %zmm29, %zmm1
	vpxorq	%zmm3, %zmm8, %zmm3
	vpmuludq	%zmm28, %zmm3, %zmm3
	vpmuludq	%zmm27, %zmm1, %zmm1
	vpsrlq	$32, %zmm3, %zmm4
	vpxorq	%zmm4, %zmm26, %zmm4
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm9, %zmm2, %zmm5
	vpmuludq	%zmm28, %zmm5, %zmm2
	vpmuludq	%zmm27, %zmm4, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm1, %zmm31, %zmm6
	vpternlogq	$150, %zmm21, %zmm3, %zmm5
	vpmuludq	%zmm28, %zmm6, %zmm1
	vpmuludq	%zmm27, %zmm5, %zmm3
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm18, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm17, %zmm5
	vpmuludq	%zmm28, %zmm6, %zmm2
	vpmuludq	%zmm27, %zmm5, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm3, %zmm19, %zmm6
	vpternlogq	$150, %zmm13, %zmm1, %zmm5
	vpmuludq	%zmm28, %zmm6, %zmm1
	vpmuludq	%zmm27, %zmm5, %zmm3
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm11, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm25, %zmm5
	vpmuludq	%zmm28, %zmm6, %zmm2
	vpmuludq	%zmm27, %zmm5, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm3, %zmm15, %zmm4
	vpternlogq	$150, %zmm12, %zmm1, %zmm5
	vpmuludq	%zmm28, %zmm4, %zmm1
	vpmovqd	%zmm5, %ymm3
	vpsrlq	$32, %zmm1, %zmm1
	vpmulld	%ymm24, %ymm3, %ymm3
	vpternlogq	$150, %zmm2, %zmm16, %zmm1
	vpmuludq	%zmm27, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpmovqd	%zmm1, %ymm1
	vpternlogd	$150, %ymm3, %ymm10, %ymm1
	vmovdqu	%ymm1, (%rcx,%rax,4)
	addq	$8, %rax
	vpaddq	%zmm7, %zmm0, %zmm0
	cmpq	%rax, %rdi
	jne	.LBB0_640
	testq	%rsi, %rsi
	movq	-64(%rsp), %rax
	movl	$3528531795, %edi
	movq	2656(%rsp), %r11
	movq	224(%rsp), %r13
	movl	-32(%rsp), %ecx
	vbroadcastsd	.LCPI0_19(%rip), %zmm9
	movq	-8(%rsp), %rbp
	je	.LBB0_643
	.p2align	4
.LBB0_642:
	movl	%edx, %esi
	imulq	%rdi, %rsi
	movq	%rax, %r10
	xorq	%rsi, %rax
	shrq	$32, %rax
	imulq	%r15, %rax
	movq	%rax, %rbx
	shrq	$32, %rbx
	movl	%r11d, %r8d
	xorl	%ebx, %r8d
	xorl	1808(%rsp), %esi
	imulq	%rdi, %r8
	imulq	%r15, %rsi
	movq	%rsi, %rbx
	shrq	$32, %rbx
	movq	%r13, %r12
	movq	3920(%rsp), %r13
	xorl	%ebx, %r13d
	movq	%r8, %rbx
	shrq	$32, %rbx
	xorl	%r13d, %eax
	movq	2064(%rsp), %r13
	xorl	%ebx, %r13d
	imulq	%rdi, %rax
	imulq	%r15, %r13
	movq	%r13, %rbx
	shrq	$32, %rbx
	xorl	368(%rsp), %esi
	xorl	%ebx, %esi
	movq	%rax, %rbx
	shrq	$32, %rbx
	xorl	3152(%rsp), %r8d
	xorl	%ebx, %r8d
	imulq	%rdi, %rsi
	imulq	%r15, %r8
	movq	%r8, %rbx
	shrq	$32, %rbx
	xorl	4560(%rsp), %r13d
	xorl	%ebx, %r13d
	movq	%rsi, %rbx
	shrq	$32, %rbx
	xorl	5568(%rsp), %eax
	xorl	%ebx, %eax
	imulq	%rdi, %r13
	imulq	%r15, %rax
	movq	%rax, %rbx
	shrq	$32, %rbx
	xorl	4496(%rsp), %r8d
	xorl	%ebx, %r8d
	movq	%r13, %rbx
	shrq	$32, %rbx
	xorl	5760(%rsp), %esi
	xorl	%ebx, %esi
	imulq	%rdi, %r8
	imulq	%r15, %rsi
	movq	%rsi, %rbx
	shrq	$32, %rbx
	xorl	1616(%rsp), %eax
	xorl	%ebx, %eax
	movq	%r8, %rbx
	shrq	$32, %rbx
	xorl	3472(%rsp), %r13d
	xorl	%ebx, %r13d
	imulq	%rdi, %rax
	imulq	%r15, %r13
	shrq	$32, %r13
	xorl	3088(%rsp), %esi
	xorl	%r13d, %esi
	movq	%r12, %r13
	movq	%rax, %rbx
	shrq	$32, %rbx
	xorl	1552(%rsp), %r8d
	xorl	%ebx, %r8d
	imulq	%rdi, %rsi
	shrq	$32, %rsi
	xorl	%r13d, %eax
	xorl	%esi, %eax
	imull	$-845247145, %r8d, %esi
	imulq	%r15, %rax
	shrq	$32, %rax
	xorl	%ecx, %esi
	xorl	%eax, %esi
	movq	%r10, %rax
	movl	%esi, (%rbp,%rdx,4)
	incq	%rdx
	cmpq	%rdx, 160(%rsp)
	jne	.LBB0_642
.LBB0_643:
	movq	-104(%rsp), %r8
	movq	%r8, %rdx
	movq	72(%rsp), %rbp
	cmpq	$8, %rbp
	movq	%r13, %r12
	movabsq	$4604544269498187776, %r11
	movabsq	$4503595332403200, %rbx
	movabsq	$-9223372036854775808, %r10
	vmovsd	.LCPI0_30(%rip), %xmm24
	vmovsd	.LCPI0_31(%rip), %xmm13
	vmovsd	.LCPI0_32(%rip), %xmm14
	vmovsd	.LCPI0_33(%rip), %xmm25
	vmovsd	.LCPI0_34(%rip), %xmm16
	vmovsd	.LCPI0_35(%rip), %xmm17
	vmovsd	.LCPI0_36(%rip), %xmm18
	vmovddup	.LCPI0_28(%rip), %xmm19
	movq	1952(%rsp), %r13
	vmovsd	.LCPI0_29(%rip), %xmm27
	vmovups	288(%rsp), %zmm21
	jb	.LBB0_654
	cmpq	$64, %rbp
	jae	.LBB0_646
	xorl	%eax, %eax
	jmp	.LBB0_651
.LBB0_646:
	movq	160(%rsp), %rax
	movl	%eax, %esi
	andl	$63, %esi
	movq	%rbp, %rax
	subq	%rsi, %rax
	xorl	%r8d, %r8d
	movq	464(%rsp), %rcx
	vmovaps	%zmm22, %zmm31
	vpbroadcastq	.LCPI0_25(%rip), %zmm22
	vbroadcastsd	.LCPI0_27(%rip), %zmm24
	vbroadcastsd	.LCPI0_32(%rip), %zmm25
	vbroadcastsd	.LCPI0_20(%rip), %zmm28
	vpbroadcastq	.LCPI0_21(%rip), %zmm18
	movq	1872(%rsp), %rdx
	.p2align	4
.LBB0_647:
	vcvtudq2pd	-192(%rcx,%r8,4), %zmm0
	vcvtudq2pd	-160(%rcx,%r8,4), %zmm1
	vcvtudq2pd	-128(%rcx,%r8,4), %zmm2
	vcvtudq2pd	-96(%rcx,%r8,4), %zmm3
	vcvtudq2pd	-64(%rcx,%r8,4), %zmm4
	vcvtudq2pd	-32(%rcx,%r8,4), %zmm5
	vcvtudq2pd	(%rcx,%r8,4), %zmm6
	vcvtudq2pd	32(%rcx,%r8,4), %zmm7
	vaddpd	%zmm9, %zmm1, %zmm1
	vaddpd	%zmm9, %zmm0, %zmm0
	vaddpd	%zmm9, %zmm3, %zmm3
	vaddpd	%zmm9, %zmm2, %zmm2
	vaddpd	%zmm9, %zmm5, %zmm5
	vaddpd	%zmm9, %zmm4, %zmm4
	vaddpd	%zmm9, %zmm7, %zmm7
	vaddpd	%zmm9, %zmm6, %zmm6
	vmulpd	%zmm28, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm1, %zmm1
	vmulpd	%zmm28, %zmm2, %zmm2
	vmulpd	%zmm28, %zmm3, %zmm3
	vmulpd	%zmm28, %zmm4, %zmm4
	vmulpd	%zmm28, %zmm5, %zmm5
	vmulpd	%zmm28, %zmm6, %zmm6
	vmulpd	%zmm28, %zmm7, %zmm7
	vpsrlq	$32, %zmm1, %zmm8
	vpsrlq	$32, %zmm0, %zmm9
	vpsrlq	$32, %zmm3, %zmm10
	vpsrlq	$32, %zmm2, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm4, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm6, %zmm15
	vpaddq	%zmm18, %zmm9, %zmm9
	vmovdqu64	%zmm9, 1328(%rsp)
	vpaddq	%zmm18, %zmm8, %zmm21
	vmovdqu64	%zmm21, 1408(%rsp)
	vpaddq	%zmm18, %zmm11, %zmm11
	vmovdqu64	%zmm11, 1008(%rsp)
	vpaddq	%zmm18, %zmm10, %zmm19
	vmovdqu64	%zmm19, 672(%rsp)
	vpaddq	%zmm18, %zmm13, %zmm13
	vmovdqu64	%zmm13, 608(%rsp)
	vpaddq	%zmm18, %zmm12, %zmm17
	vmovdqu64	%zmm17, 736(%rsp)
	vpaddq	%zmm18, %zmm15, %zmm16
	vmovdqu64	%zmm16, 816(%rsp)
	vpaddq	%zmm18, %zmm14, %zmm15
	vmovdqu64	%zmm15, 80(%rsp)
	vpsllq	$32, %zmm9, %zmm8
	vpsllq	$32, %zmm21, %zmm9
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm19, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm17, %zmm13
	vpsllq	$32, %zmm16, %zmm14
	vpsllq	$32, %zmm15, %zmm16
	vpandq	%zmm20, %zmm9, %zmm9
	vpandq	%zmm20, %zmm8, %zmm8
	vpandq	%zmm20, %zmm11, %zmm17
	vpandq	%zmm20, %zmm10, %zmm10
	vpandq	%zmm20, %zmm13, %zmm11
	vpandq	%zmm20, %zmm12, %zmm15
	vpandq	%zmm20, %zmm16, %zmm13
	vpandq	%zmm20, %zmm14, %zmm16
	vpbroadcastq	.LCPI0_24(%rip), %zmm27
	vpternlogq	$248, %zmm27, %zmm0, %zmm8
	vpternlogq	$248, %zmm27, %zmm1, %zmm9
	vpternlogq	$248, %zmm27, %zmm2, %zmm10
	vpternlogq	$248, %zmm27, %zmm3, %zmm17
	vpternlogq	$248, %zmm27, %zmm4, %zmm15
	vpternlogq	$248, %zmm27, %zmm5, %zmm11
	vpternlogq	$248, %zmm27, %zmm6, %zmm16
	vpternlogq	$248, %zmm27, %zmm7, %zmm13
	vpaddq	%zmm22, %zmm9, %zmm0
	vpaddq	%zmm22, %zmm8, %zmm1
	vpaddq	%zmm22, %zmm17, %zmm2
	vpaddq	%zmm22, %zmm10, %zmm3
	vbroadcastsd	.LCPI0_26(%rip), %zmm9
	vaddpd	%zmm9, %zmm1, %zmm17
	vaddpd	%zmm9, %zmm0, %zmm27
	vaddpd	%zmm9, %zmm3, %zmm28
	vaddpd	%zmm9, %zmm2, %zmm5
	vmovupd	%zmm5, 1136(%rsp)
	vaddpd	%zmm24, %zmm27, %zmm0
	vaddpd	%zmm24, %zmm17, %zmm1
	vaddpd	%zmm24, %zmm28, %zmm2
	vdivpd	%zmm1, %zmm17, %zmm4
	vmovupd	%zmm4, 2880(%rsp)
	vdivpd	%zmm0, %zmm27, %zmm3
	vmovupd	%zmm3, 2256(%rsp)
	vdivpd	%zmm2, %zmm28, %zmm1
	vmovupd	%zmm1, 1888(%rsp)
	vaddpd	%zmm24, %zmm5, %zmm0
	vdivpd	%zmm0, %zmm5, %zmm0
	vmovupd	%zmm0, 1488(%rsp)
	vmulpd	%zmm3, %zmm3, %zmm20
	vmulpd	%zmm4, %zmm4, %zmm3
	vmovupd	%zmm3, 3664(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm2
	vmovupd	%zmm2, 3728(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmovupd	%zmm1, 2752(%rsp)
	vmulpd	%zmm3, %zmm3, %zmm18
	vmulpd	%zmm20, %zmm20, %zmm0
	vmulpd	%zmm1, %zmm1, %zmm3
	vmulpd	%zmm2, %zmm2, %zmm7
	vbroadcastsd	.LCPI0_28(%rip), %zmm8
	vmulpd	%zmm8, %zmm0, %zmm1
	vmulpd	%zmm8, %zmm18, %zmm2
	vmulpd	%zmm8, %zmm7, %zmm4
	vbroadcastsd	.LCPI0_29(%rip), %zmm30
	vaddpd	%zmm30, %zmm2, %zmm2
	vaddpd	%zmm30, %zmm1, %zmm1
	vaddpd	%zmm30, %zmm4, %zmm4
	vmulpd	%zmm1, %zmm0, %zmm1
	vmulpd	%zmm2, %zmm18, %zmm2
	vmulpd	%zmm4, %zmm7, %zmm4
	vbroadcastsd	.LCPI0_30(%rip), %zmm5
	vaddpd	%zmm5, %zmm2, %zmm2
	vaddpd	%zmm5, %zmm1, %zmm1
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm1, %zmm0, %zmm1
	vmovupd	%zmm1, 5056(%rsp)
	vmulpd	%zmm2, %zmm18, %zmm1
	vmovupd	%zmm1, 3216(%rsp)
	vmulpd	%zmm4, %zmm7, %zmm1
	vmovupd	%zmm1, 2816(%rsp)
	vmulpd	%zmm23, %zmm0, %zmm1
	vaddpd	%zmm25, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm31, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm14
	vmulpd	%zmm23, %zmm18, %zmm0
	vaddpd	%zmm25, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm18, %zmm0
	vaddpd	%zmm31, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm18, %zmm19
	vmulpd	%zmm23, %zmm7, %zmm0
	vaddpd	%zmm25, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm7, %zmm0
	vaddpd	%zmm31, %zmm0, %zmm0
	vmovapd	%zmm23, %zmm1
	vmulpd	%zmm0, %zmm7, %zmm23
	vmulpd	%zmm8, %zmm3, %zmm0
	vaddpd	%zmm30, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm3, %zmm0
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm3, %zmm26
	vmulpd	%zmm1, %zmm3, %zmm0
	vaddpd	%zmm25, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm3, %zmm0
	vaddpd	%zmm31, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm3, %zmm12
	vpaddq	%zmm22, %zmm11, %zmm0
	vmovapd	%zmm9, %zmm3
	vaddpd	%zmm9, %zmm0, %zmm11
	vaddpd	%zmm24, %zmm11, %zmm0
	vdivpd	%zmm0, %zmm11, %zmm21
	vmulpd	%zmm21, %zmm21, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm0
	vmulpd	%zmm8, %zmm0, %zmm2
	vmovapd	%zmm8, %zmm29
	vaddpd	%zmm30, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm10
	vmulpd	%zmm1, %zmm0, %zmm2
	vaddpd	%zmm25, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm31, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm9
	vpaddq	%zmm22, %zmm15, %zmm0
	vaddpd	%zmm3, %zmm0, %zmm15
	vaddpd	%zmm24, %zmm15, %zmm0
	vdivpd	%zmm0, %zmm15, %zmm18
	vmulpd	%zmm18, %zmm18, %zmm8
	vmulpd	%zmm8, %zmm8, %zmm7
	vmulpd	%zmm29, %zmm7, %zmm25
	vaddpd	%zmm30, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm7, %zmm25
	vmovapd	%zmm5, %zmm0
	vaddpd	%zmm5, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm7, %zmm6
	vmulpd	%zmm1, %zmm7, %zmm25
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm7, %zmm25
	vaddpd	%zmm31, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm7, %zmm5
	vpaddq	%zmm22, %zmm13, %zmm7
	vaddpd	%zmm3, %zmm7, %zmm13
	vmovapd	%zmm3, %zmm1
	vaddpd	%zmm24, %zmm13, %zmm7
	vdivpd	%zmm7, %zmm13, %zmm7
	vmulpd	%zmm7, %zmm7, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm25
	vmulpd	%zmm29, %zmm25, %zmm31
	vmovapd	%zmm30, %zmm22
	vaddpd	%zmm30, %zmm31, %zmm31
	vmulpd	%zmm31, %zmm25, %zmm31
	vaddpd	%zmm0, %zmm31, %zmm31
	vmovapd	%zmm0, %zmm3
	vmulpd	%zmm31, %zmm25, %zmm31
	vmulpd	.LCPI0_31(%rip){1to8}, %zmm25, %zmm30
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm30, %zmm30
	vmulpd	%zmm30, %zmm25, %zmm30
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm30, %zmm30
	vmulpd	%zmm30, %zmm25, %zmm30
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm16, %zmm16
	vaddpd	%zmm1, %zmm16, %zmm16
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm16, %zmm25
	vdivpd	%zmm25, %zmm16, %zmm25
	vmulpd	%zmm25, %zmm25, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm29, %zmm0, %zmm24
	vaddpd	%zmm22, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vaddpd	%zmm3, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vmulpd	.LCPI0_31(%rip){1to8}, %zmm0, %zmm22
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm22
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm22
	vaddpd	%zmm22, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm20, %zmm14
	vaddpd	5056(%rsp), %zmm14, %zmm14
	vaddpd	%zmm22, %zmm19, %zmm19
	vmulpd	3664(%rsp), %zmm19, %zmm19
	vaddpd	3216(%rsp), %zmm19, %zmm19
	vaddpd	%zmm22, %zmm23, %zmm20
	vmulpd	3728(%rsp), %zmm20, %zmm20
	vaddpd	2816(%rsp), %zmm20, %zmm20
	vaddpd	%zmm22, %zmm12, %zmm12
	vmulpd	2752(%rsp), %zmm12, %zmm12
	vaddpd	%zmm12, %zmm26, %zmm12
	vaddpd	%zmm22, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm10, %zmm4
	vaddpd	%zmm22, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm8, %zmm3
	vaddpd	%zmm3, %zmm6, %zmm3
	vaddpd	%zmm22, %zmm30, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm31, %zmm5
	vaddpd	%zmm22, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm24, %zmm6
	vmovupd	%zmm17, 2960(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm17, %zmm0
	vmulpd	%zmm0, %zmm17, %zmm1
	vaddpd	%zmm19, %zmm1, %zmm0
	vmulpd	2880(%rsp), %zmm0, %zmm9
	vmovupd	%zmm27, 4992(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm27, %zmm0
	vmulpd	%zmm0, %zmm27, %zmm0
	vaddpd	%zmm14, %zmm0, %zmm2
	vmulpd	2256(%rsp), %zmm2, %zmm10
	vmovapd	%zmm28, %zmm27
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm28, %zmm2
	vmulpd	%zmm2, %zmm28, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm12
	vmulpd	1888(%rsp), %zmm12, %zmm12
	vmovupd	1136(%rsp), %zmm17
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm17, %zmm14
	vmulpd	%zmm14, %zmm17, %zmm14
	vaddpd	%zmm20, %zmm14, %zmm19
	vmulpd	1488(%rsp), %zmm19, %zmm19
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm15, %zmm20
	vmulpd	%zmm20, %zmm15, %zmm20
	vaddpd	%zmm3, %zmm20, %zmm3
	vmulpd	%zmm3, %zmm18, %zmm3
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm11, %zmm8
	vmulpd	%zmm8, %zmm11, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm4, %zmm21, %zmm4
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm16, %zmm18
	vmulpd	%zmm18, %zmm16, %zmm18
	vaddpd	%zmm6, %zmm18, %zmm6
	vmulpd	%zmm6, %zmm25, %zmm6
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm13, %zmm21
	vmulpd	%zmm21, %zmm13, %zmm21
	vaddpd	%zmm5, %zmm21, %zmm5
	vmulpd	%zmm5, %zmm7, %zmm5
	vpsrlq	$20, 1328(%rsp), %zmm7
	vpbroadcastq	.LCPI0_22(%rip), %zmm26
	vpaddq	%zmm26, %zmm7, %zmm7
	vcvtqq2pd	%zmm7, %zmm7
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vmulpd	%zmm29, %zmm7, %zmm22
	vaddpd	%zmm9, %zmm22, %zmm9
	vpsrlq	$20, 1408(%rsp), %zmm22
	vpaddq	%zmm26, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm29, %zmm22, %zmm23
	vaddpd	%zmm10, %zmm23, %zmm10
	vpsrlq	$20, 1008(%rsp), %zmm23
	vpaddq	%zmm26, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm29, %zmm23, %zmm24
	vaddpd	%zmm12, %zmm24, %zmm12
	vpsrlq	$20, 672(%rsp), %zmm24
	vpaddq	%zmm26, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm29, %zmm24, %zmm25
	vaddpd	%zmm19, %zmm25, %zmm19
	vpsrlq	$20, 608(%rsp), %zmm25
	vpaddq	%zmm26, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm29, %zmm25, %zmm28
	vaddpd	%zmm3, %zmm28, %zmm3
	vpsrlq	$20, 736(%rsp), %zmm28
	vpaddq	%zmm26, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm29, %zmm28, %zmm30
	vaddpd	%zmm4, %zmm30, %zmm4
	vpsrlq	$20, 816(%rsp), %zmm30
	vpaddq	%zmm26, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm29, %zmm30, %zmm31
	vaddpd	%zmm6, %zmm31, %zmm6
	vpsrlq	$20, 80(%rsp), %zmm31
	vpaddq	%zmm26, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm29, %zmm31, %zmm26
	vaddpd	%zmm5, %zmm26, %zmm5
	vsubpd	%zmm1, %zmm9, %zmm1
	vsubpd	%zmm0, %zmm10, %zmm0
	vsubpd	%zmm2, %zmm12, %zmm2
	vsubpd	%zmm14, %zmm19, %zmm9
	vsubpd	%zmm20, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm4, %zmm4
	vsubpd	%zmm18, %zmm6, %zmm6
	vsubpd	%zmm21, %zmm5, %zmm5
	vaddpd	4992(%rsp), %zmm0, %zmm0
	vaddpd	2960(%rsp), %zmm1, %zmm8
	vaddpd	%zmm9, %zmm17, %zmm9
	vaddpd	%zmm2, %zmm27, %zmm2
	vaddpd	%zmm4, %zmm11, %zmm4
	vaddpd	%zmm3, %zmm15, %zmm10
	vaddpd	%zmm5, %zmm13, %zmm11
	vaddpd	%zmm6, %zmm16, %zmm6
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm22, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm1
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm7, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm24, %zmm3
	vaddpd	%zmm9, %zmm3, %zmm3
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm23, %zmm5
	vaddpd	%zmm2, %zmm5, %zmm2
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm28, %zmm5
	vaddpd	%zmm4, %zmm5, %zmm5
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm25, %zmm4
	vaddpd	%zmm10, %zmm4, %zmm4
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm31, %zmm7
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm30, %zmm8
	vaddpd	%zmm6, %zmm8, %zmm6
	vbroadcastsd	.LCPI0_37(%rip), %zmm15
	vxorpd	%zmm15, %zmm1, %zmm8
	vxorpd	%zmm15, %zmm0, %zmm9
	vxorpd	%zmm15, %zmm3, %zmm10
	vxorpd	%zmm15, %zmm2, %zmm11
	vxorpd	%zmm15, %zmm5, %zmm12
	vxorpd	%zmm15, %zmm4, %zmm13
	vxorpd	%zmm15, %zmm7, %zmm14
	vxorpd	%zmm15, %zmm6, %zmm15
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm14, %zmm14
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm8, %zmm8
	vmovdqu64	%zmm8, 1328(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm9, %zmm9
	vmovdqu64	%zmm9, 1408(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm10, %zmm10
	vmovdqu64	%zmm10, 1008(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm11, %zmm11
	vmovdqu64	%zmm11, 672(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm12, %zmm12
	vmovdqu64	%zmm12, 608(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm13, %zmm13
	vmovdqu64	%zmm13, 736(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm14, %zmm14
	vmovdqu64	%zmm14, 816(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm15, %zmm15
	vmovdqu64	%zmm15, 80(%rsp)
	vpsllq	$32, %zmm8, %zmm8
	vpsllq	$32, %zmm9, %zmm9
	vpsllq	$32, %zmm10, %zmm10
	vpsllq	$32, %zmm11, %zmm11
	vpsllq	$32, %zmm12, %zmm12
	vpsllq	$32, %zmm13, %zmm13
	vpsllq	$32, %zmm14, %zmm14
	vpsllq	$32, %zmm15, %zmm16
	vpandq	.LCPI0_23(%rip){1to8}, %zmm9, %zmm9
	vpandq	.LCPI0_23(%rip){1to8}, %zmm8, %zmm8
	vpandq	.LCPI0_23(%rip){1to8}, %zmm11, %zmm17
	vpandq	.LCPI0_23(%rip){1to8}, %zmm10, %zmm10
	vpandq	.LCPI0_23(%rip){1to8}, %zmm13, %zmm11
	vpandq	.LCPI0_23(%rip){1to8}, %zmm12, %zmm15
	vpandq	.LCPI0_23(%rip){1to8}, %zmm16, %zmm13
	vpandq	.LCPI0_23(%rip){1to8}, %zmm14, %zmm16
	vpbroadcastq	.LCPI0_24(%rip), %zmm12
	vpternlogq	$248, %zmm12, %zmm1, %zmm8
	vpternlogq	$248, %zmm12, %zmm0, %zmm9
	vpternlogq	$248, %zmm12, %zmm3, %zmm10
	vpternlogq	$248, %zmm12, %zmm2, %zmm17
	vpternlogq	$248, %zmm12, %zmm5, %zmm15
	vpternlogq	$248, %zmm12, %zmm4, %zmm11
	vpternlogq	$248, %zmm12, %zmm7, %zmm16
	vpternlogq	$248, %zmm12, %zmm6, %zmm13
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm9, %zmm0
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm8, %zmm1
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm17, %zmm2
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm10, %zmm3
	vbroadcastsd	.LCPI0_26(%rip), %zmm20
	vaddpd	%zmm20, %zmm1, %zmm28
	vaddpd	%zmm20, %zmm0, %zmm17
	vaddpd	%zmm20, %zmm3, %zmm27
	vaddpd	%zmm20, %zmm2, %zmm4
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm17, %zmm0
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm28, %zmm1
	vmovupd	%zmm4, 1136(%rsp)
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm4, %zmm2
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm27, %zmm3
	vdivpd	%zmm1, %zmm28, %zmm6
	vmovupd	%zmm6, 2880(%rsp)
	vdivpd	%zmm0, %zmm17, %zmm5
	vmovupd	%zmm5, 2256(%rsp)
	vdivpd	%zmm3, %zmm27, %zmm1
	vmovupd	%zmm1, 1888(%rsp)
	vdivpd	%zmm2, %zmm4, %zmm0
	vmovupd	%zmm0, 1488(%rsp)
	vmulpd	%zmm5, %zmm5, %zmm18
	vmulpd	%zmm6, %zmm6, %zmm3
	vmovupd	%zmm3, 3216(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm2
	vmovupd	%zmm2, 2752(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm1
	vmovupd	%zmm1, 2816(%rsp)
	vmulpd	%zmm3, %zmm3, %zmm19
	vmulpd	%zmm18, %zmm18, %zmm0
	vmulpd	%zmm1, %zmm1, %zmm3
	vmulpd	%zmm2, %zmm2, %zmm7
	vbroadcastsd	.LCPI0_28(%rip), %zmm22
	vmulpd	%zmm22, %zmm0, %zmm1
	vmulpd	%zmm22, %zmm19, %zmm2
	vmulpd	%zmm22, %zmm7, %zmm4
	vbroadcastsd	.LCPI0_29(%rip), %zmm26
	vaddpd	%zmm26, %zmm2, %zmm2
	vaddpd	%zmm26, %zmm1, %zmm1
	vaddpd	%zmm26, %zmm4, %zmm4
	vmulpd	%zmm1, %zmm0, %zmm1
	vmulpd	%zmm2, %zmm19, %zmm2
	vmulpd	%zmm4, %zmm7, %zmm4
	vbroadcastsd	.LCPI0_30(%rip), %zmm29
	vaddpd	%zmm29, %zmm2, %zmm2
	vaddpd	%zmm29, %zmm1, %zmm1
	vaddpd	%zmm29, %zmm4, %zmm4
	vmulpd	%zmm1, %zmm0, %zmm1
	vmovupd	%zmm1, 3664(%rsp)
	vmulpd	%zmm2, %zmm19, %zmm1
	vmovupd	%zmm1, 5056(%rsp)
	vmulpd	%zmm4, %zmm7, %zmm1
	vmovupd	%zmm1, 3728(%rsp)
	vmulpd	.LCPI0_31(%rip){1to8}, %zmm0, %zmm1
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm14
	vmulpd	.LCPI0_31(%rip){1to8}, %zmm19, %zmm0
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm19, %zmm0
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm19, %zmm19
	vmulpd	.LCPI0_31(%rip){1to8}, %zmm7, %zmm0
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm7, %zmm0
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm7, %zmm23
	vmulpd	%zmm22, %zmm3, %zmm0
	vaddpd	%zmm26, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm3, %zmm0
	vaddpd	%zmm29, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm3, %zmm21
	vmulpd	.LCPI0_31(%rip){1to8}, %zmm3, %zmm0
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm3, %zmm0
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm3, %zmm12
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm11, %zmm0
	vaddpd	%zmm20, %zmm0, %zmm11
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm11, %zmm0
	vdivpd	%zmm0, %zmm11, %zmm30
	vmulpd	%zmm30, %zmm30, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm0
	vmulpd	%zmm22, %zmm0, %zmm2
	vaddpd	%zmm26, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm29, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm10
	vmulpd	.LCPI0_31(%rip){1to8}, %zmm0, %zmm2
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm9
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm15, %zmm0
	vaddpd	%zmm20, %zmm0, %zmm15
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm15, %zmm0
	vdivpd	%zmm0, %zmm15, %zmm8
	vmulpd	%zmm8, %zmm8, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm7
	vmulpd	%zmm22, %zmm7, %zmm25
	vaddpd	%zmm26, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm7, %zmm25
	vaddpd	%zmm29, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm7, %zmm6
	vmulpd	.LCPI0_31(%rip){1to8}, %zmm7, %zmm25
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm7, %zmm25
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm7, %zmm5
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm13, %zmm7
	vaddpd	%zmm20, %zmm7, %zmm13
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm13, %zmm7
	vdivpd	%zmm7, %zmm13, %zmm7
	vmulpd	%zmm7, %zmm7, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm25
	vmulpd	%zmm22, %zmm25, %zmm31
	vaddpd	%zmm26, %zmm31, %zmm31
	vmulpd	%zmm31, %zmm25, %zmm31
	vaddpd	%zmm29, %zmm31, %zmm31
	vmulpd	%zmm31, %zmm25, %zmm31
	vmulpd	.LCPI0_31(%rip){1to8}, %zmm25, %zmm24
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm25, %zmm24
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm25, %zmm24
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm16, %zmm16
	vaddpd	%zmm20, %zmm16, %zmm16
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm16, %zmm25
	vdivpd	%zmm25, %zmm16, %zmm25
	vmulpd	%zmm25, %zmm25, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm22, %zmm0, %zmm22
	vaddpd	%zmm26, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm22
	vaddpd	%zmm29, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm22
	vmulpd	.LCPI0_31(%rip){1to8}, %zmm0, %zmm20
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm0, %zmm20
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm20
	vaddpd	%zmm20, %zmm14, %zmm14
	vmulpd	%zmm14, %zmm18, %zmm14
	vaddpd	3664(%rsp), %zmm14, %zmm14
	vaddpd	%zmm20, %zmm19, %zmm18
	vmulpd	3216(%rsp), %zmm18, %zmm18
	vaddpd	5056(%rsp), %zmm18, %zmm18
	vaddpd	%zmm20, %zmm23, %zmm19
	vmulpd	2752(%rsp), %zmm19, %zmm19
	vaddpd	3728(%rsp), %zmm19, %zmm19
	vaddpd	%zmm20, %zmm12, %zmm12
	vmulpd	2816(%rsp), %zmm12, %zmm12
	vaddpd	%zmm12, %zmm21, %zmm12
	vaddpd	%zmm20, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm10, %zmm4
	vaddpd	%zmm20, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm6, %zmm3
	vaddpd	%zmm20, %zmm24, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm31, %zmm5
	vaddpd	%zmm20, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm22, %zmm6
	vmovupd	%zmm28, 2960(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm28, %zmm0
	vmulpd	%zmm0, %zmm28, %zmm1
	vaddpd	%zmm18, %zmm1, %zmm0
	vmulpd	2880(%rsp), %zmm0, %zmm9
	vmovupd	%zmm17, 4992(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm17, %zmm0
	vmulpd	%zmm0, %zmm17, %zmm0
	vaddpd	%zmm14, %zmm0, %zmm2
	vmulpd	2256(%rsp), %zmm2, %zmm10
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm27, %zmm2
	vmulpd	%zmm2, %zmm27, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm12
	vmulpd	1888(%rsp), %zmm12, %zmm12
	vmovupd	1136(%rsp), %zmm17
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm17, %zmm14
	vmulpd	%zmm14, %zmm17, %zmm14
	vaddpd	%zmm19, %zmm14, %zmm18
	vmulpd	1488(%rsp), %zmm18, %zmm18
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm15, %zmm19
	vmulpd	%zmm19, %zmm15, %zmm19
	vaddpd	%zmm3, %zmm19, %zmm3
	vmulpd	%zmm3, %zmm8, %zmm3
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm11, %zmm8
	vmulpd	%zmm8, %zmm11, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm4, %zmm30, %zmm4
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm16, %zmm20
	vmulpd	%zmm20, %zmm16, %zmm20
	vaddpd	%zmm6, %zmm20, %zmm6
	vmulpd	%zmm6, %zmm25, %zmm6
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm13, %zmm21
	vmulpd	%zmm21, %zmm13, %zmm21
	vaddpd	%zmm5, %zmm21, %zmm5
	vmulpd	%zmm5, %zmm7, %zmm5
	vpsrlq	$20, 1328(%rsp), %zmm7
	vpbroadcastq	.LCPI0_22(%rip), %zmm29
	vpaddq	%zmm29, %zmm7, %zmm7
	vcvtqq2pd	%zmm7, %zmm7
	vbroadcastsd	.LCPI0_35(%rip), %zmm26
	vmulpd	%zmm26, %zmm7, %zmm22
	vaddpd	%zmm9, %zmm22, %zmm9
	vpsrlq	$20, 1408(%rsp), %zmm22
	vpaddq	%zmm29, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm26, %zmm22, %zmm23
	vaddpd	%zmm10, %zmm23, %zmm10
	vpsrlq	$20, 1008(%rsp), %zmm23
	vpaddq	%zmm29, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm26, %zmm23, %zmm24
	vaddpd	%zmm12, %zmm24, %zmm12
	vpsrlq	$20, 672(%rsp), %zmm24
	vpaddq	%zmm29, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm26, %zmm24, %zmm25
	vaddpd	%zmm18, %zmm25, %zmm18
	vpsrlq	$20, 608(%rsp), %zmm25
	vpaddq	%zmm29, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm26, %zmm25, %zmm28
	vaddpd	%zmm3, %zmm28, %zmm3
	vpsrlq	$20, 736(%rsp), %zmm28
	vpaddq	%zmm29, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm26, %zmm28, %zmm30
	vaddpd	%zmm4, %zmm30, %zmm4
	vpsrlq	$20, 816(%rsp), %zmm30
	vpaddq	%zmm29, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm26, %zmm30, %zmm31
	vaddpd	%zmm6, %zmm31, %zmm6
	vpsrlq	$20, 80(%rsp), %zmm31
	vpaddq	%zmm29, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm26, %zmm31, %zmm26
	vaddpd	%zmm5, %zmm26, %zmm5
	vsubpd	%zmm1, %zmm9, %zmm1
	vsubpd	%zmm0, %zmm10, %zmm0
	vsubpd	%zmm2, %zmm12, %zmm2
	vsubpd	%zmm14, %zmm18, %zmm9
	vsubpd	%zmm19, %zmm3, %zmm3
	vsubpd	%zmm8, %zmm4, %zmm4
	vsubpd	%zmm20, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_21(%rip), %zmm18
	vsubpd	%zmm21, %zmm5, %zmm5
	vaddpd	4992(%rsp), %zmm0, %zmm0
	vaddpd	2960(%rsp), %zmm1, %zmm1
	vaddpd	%zmm9, %zmm17, %zmm8
	vaddpd	%zmm2, %zmm27, %zmm2
	vaddpd	%zmm4, %zmm11, %zmm4
	vaddpd	%zmm3, %zmm15, %zmm3
	vaddpd	%zmm5, %zmm13, %zmm5
	vaddpd	%zmm6, %zmm16, %zmm6
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm22, %zmm9
	vaddpd	%zmm0, %zmm9, %zmm0
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm7, %zmm7
	vaddpd	%zmm1, %zmm7, %zmm1
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm24, %zmm7
	vbroadcastsd	.LCPI0_19(%rip), %zmm9
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm23, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm28, %zmm8
	vpbroadcastq	.LCPI0_20(%rip), %zmm28
	vbroadcastsd	.LCPI0_36(%rip), %zmm10
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm10, %zmm25, %zmm8
	vbroadcastsd	.LCPI0_32(%rip), %zmm25
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm10, %zmm31, %zmm8
	vbroadcastsd	.LCPI0_23(%rip), %zmm20
	vbroadcastsd	.LCPI0_25(%rip), %zmm22
	vbroadcastsd	.LCPI0_27(%rip), %zmm24
	vbroadcastsd	.LCPI0_31(%rip), %zmm23
	vpbroadcastq	.LCPI0_33(%rip), %zmm31
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm10, %zmm30, %zmm8
	vaddpd	%zmm6, %zmm8, %zmm6
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vcvtpd2ps	%zmm7, %ymm1
	vcvtpd2ps	%zmm2, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vcvtpd2ps	%zmm4, %ymm2
	vcvtpd2ps	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm2, %zmm2
	vpbroadcastd	.LCPI0_38(%rip), %zmm3
	vpxord	%zmm3, %zmm0, %zmm0
	vmovdqu64	%zmm0, -192(%rcx,%r8,4)
	vpxord	%zmm3, %zmm1, %zmm0
	vmovdqu64	%zmm0, -128(%rcx,%r8,4)
	vpxord	%zmm3, %zmm2, %zmm0
	vmovdqu64	%zmm0, -64(%rcx,%r8,4)
	vcvtpd2ps	%zmm5, %ymm0
	vcvtpd2ps	%zmm6, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vpxord	%zmm3, %zmm0, %zmm0
	vmovdqu64	%zmm0, (%rcx,%r8,4)
	addq	$64, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_647
	testq	%rsi, %rsi
	movq	4048(%rsp), %rdi
	movq	-104(%rsp), %r8
	je	.LBB0_686
	cmpl	$8, %esi
	vmovups	288(%rsp), %zmm21
	jb	.LBB0_688
	vmovsd	.LCPI0_31(%rip), %xmm13
	vmovsd	.LCPI0_32(%rip), %xmm14
	vmovsd	.LCPI0_34(%rip), %xmm16
	vmovsd	.LCPI0_35(%rip), %xmm17
	vmovsd	.LCPI0_36(%rip), %xmm18
	vmovddup	.LCPI0_28(%rip), %xmm19
.LBB0_651:
	movq	472(%rsp), %rdi
	movq	160(%rsp), %rsi
	andl	$7, %esi
	subq	%rsi, %rbp
	movq	%rbp, %rdx
	addq	%r8, %rdx
	movq	544(%rsp), %rcx
	vpbroadcastq	.LCPI0_24(%rip), %zmm23
	vbroadcastsd	.LCPI0_26(%rip), %zmm31
	vbroadcastsd	.LCPI0_27(%rip), %zmm26
	vbroadcastsd	.LCPI0_28(%rip), %zmm29
	vbroadcastsd	.LCPI0_29(%rip), %zmm22
	vbroadcastsd	.LCPI0_30(%rip), %zmm21
	vbroadcastsd	.LCPI0_31(%rip), %zmm25
	vbroadcastsd	.LCPI0_32(%rip), %zmm28
	vbroadcastsd	.LCPI0_33(%rip), %zmm10
	vbroadcastsd	.LCPI0_34(%rip), %zmm24
	vbroadcastsd	.LCPI0_35(%rip), %zmm27
	vbroadcastsd	.LCPI0_36(%rip), %zmm8
	vpbroadcastq	.LCPI0_25(%rip), %zmm30
	vpbroadcastq	.LCPI0_23(%rip), %zmm20
	vbroadcastsd	.LCPI0_19(%rip), %zmm9
	vbroadcastsd	.LCPI0_20(%rip), %zmm11
	vpbroadcastq	.LCPI0_21(%rip), %zmm12
	vpbroadcastq	.LCPI0_22(%rip), %zmm15
	.p2align	4
.LBB0_652:
	vcvtudq2pd	(%rcx,%rax,4), %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpaddq	%zmm12, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm15, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm20, %zmm1, %zmm1
	vpternlogq	$248, %zmm23, %zmm0, %zmm1
	vpaddq	%zmm30, %zmm1, %zmm0
	vaddpd	%zmm31, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm26, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm29, %zmm5, %zmm6
	vaddpd	%zmm22, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm21, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm25, %zmm5, %zmm7
	vaddpd	%zmm28, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm10, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm24, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm27, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpxorq	.LCPI0_39(%rip){1to8}, %zmm1, %zmm1
	vpaddq	%zmm12, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm15, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm20, %zmm1, %zmm1
	vpternlogq	$248, %zmm23, %zmm0, %zmm1
	vpaddq	%zmm30, %zmm1, %zmm0
	vaddpd	%zmm31, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm26, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm29, %zmm5, %zmm6
	vaddpd	%zmm22, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm21, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm25, %zmm5, %zmm7
	vaddpd	%zmm28, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm10, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm24, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm27, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vpxord	.LCPI0_38(%rip){1to8}, %ymm0, %ymm0
	vmovdqu	%ymm0, (%rcx,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %rdi
	jne	.LBB0_652
	testq	%rsi, %rsi
	vmovsd	.LCPI0_29(%rip), %xmm27
	vmovups	288(%rsp), %zmm21
	vmovsd	.LCPI0_30(%rip), %xmm24
	vmovsd	.LCPI0_33(%rip), %xmm25
	je	.LBB0_656
.LBB0_654:
	vmovsd	.LCPI0_19(%rip), %xmm7
	vmovapd	.LCPI0_41(%rip), %xmm8
	vmovapd	.LCPI0_42(%rip), %xmm9
	vbroadcastss	.LCPI0_38(%rip), %xmm10
	movq	-8(%rsp), %rdi
	movq	160(%rsp), %rbp
	vmovsd	.LCPI0_27(%rip), %xmm11
	vmovsd	.LCPI0_26(%rip), %xmm12
	vmovsd	.LCPI0_20(%rip), %xmm15
	vmovsd	.LCPI0_28(%rip), %xmm20
	.p2align	4
.LBB0_655:
	vpxord	%xmm29, %xmm29, %xmm29
	vcvtusi2sdl	(%rdi,%rdx,4), %xmm29, %xmm0
	vaddsd	%xmm7, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm15, %xmm0
	vmovq	%xmm0, %rax
	movl	%eax, %ecx
	shrq	$32, %rax
	addq	$614242, %rax
	movq	%rax, %rsi
	shrq	$20, %rsi
	addq	$-1023, %rsi
	shlq	$32, %rax
	andq	%rbx, %rax
	addq	%r11, %rax
	orq	%rax, %rcx
	vmovq	%rcx, %xmm0
	vaddsd	%xmm0, %xmm12, %xmm0
	vmulsd	%xmm7, %xmm0, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm0, %xmm11, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm20, %xmm4, %xmm5
	vaddsd	%xmm27, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm24, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vmulsd	%xmm4, %xmm13, %xmm6
	vaddsd	%xmm6, %xmm14, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm6
	vaddsd	%xmm25, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm4
	vaddsd	%xmm16, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vaddsd	%xmm3, %xmm5, %xmm3
	vcvtsi2sd	%rsi, %xmm30, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm17, %xmm4, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm18, %xmm4, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vmovq	%xmm0, %rax
	xorq	%r10, %rax
	movl	%eax, %ecx
	shrq	$32, %rax
	addq	$614242, %rax
	movq	%rax, %rsi
	shrq	$20, %rsi
	addq	$-1023, %rsi
	shlq	$32, %rax
	andq	%rbx, %rax
	addq	%r11, %rax
	orq	%rax, %rcx
	vmovq	%rcx, %xmm0
	vaddsd	%xmm0, %xmm12, %xmm0
	vmulsd	%xmm7, %xmm0, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm0, %xmm11, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm13, %xmm5
	vaddsd	%xmm5, %xmm14, %xmm5
	vmovddup	%xmm4, %xmm4
	vunpcklpd	%xmm5, %xmm19, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm5, %xmm8, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm5, %xmm9, %xmm5
	vunpcklpd	%xmm3, %xmm4, %xmm3
	vmulpd	%xmm5, %xmm3, %xmm3
	vshufpd	$1, %xmm3, %xmm3, %xmm4
	vaddsd	%xmm4, %xmm3, %xmm3
	vcvtsi2sd	%rsi, %xmm30, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm17, %xmm4, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm18, %xmm4, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vxorps	%xmm0, %xmm10, %xmm0
	vmovss	%xmm0, (%rdi,%rdx,4)
	incq	%rdx
	cmpq	%rdx, %rbp
	jne	.LBB0_655
.LBB0_656:
	movq	544(%rsp), %rax
	vmovups	1072(%rsp), %zmm14
	movq	%r12, %r10
	movq	432(%rsp), %rbp
	movq	4048(%rsp), %rdi
	jmp	.LBB0_680
.LBB0_657:
	xorl	%eax, %eax
	vmovdqa64	%zmm30, %zmm18
	vmovdqa64	%zmm27, %zmm30
	movq	1480(%rsp), %rcx
	.p2align	4
.LBB0_658:
	vpmovzxdq	14120(%rsp,%rax,4), %zmm0
	vpmovzxdq	14088(%rsp,%rax,4), %zmm1
	vpmovzxdq	14184(%rsp,%rax,4), %zmm2
	vpmovzxdq	14152(%rsp,%rax,4), %zmm4
	vpmovzxdq	14248(%rsp,%rax,4), %zmm6
	vpmovzxdq	14216(%rsp,%rax,4), %zmm8
	vpmovzxdq	14312(%rsp,%rax,4), %zmm10
	vpmovzxdq	14280(%rsp,%rax,4), %zmm11
	vmovdqu64	5376(%rsp), %zmm3
	vpaddd	16136(%rsp,%rax,4), %zmm3, %zmm12
	vpaddd	16200(%rsp,%rax,4), %zmm3, %zmm13
	vpaddd	16264(%rsp,%rax,4), %zmm3, %zmm14
	vpaddd	16328(%rsp,%rax,4), %zmm3, %zmm15
	vpmuludq	%zmm28, %zmm1, %zmm3
	vpmuludq	%zmm28, %zmm0, %zmm9
	vpmuludq	%zmm28, %zmm4, %zmm5
	vpmuludq	%zmm28, %zmm2, %zmm7
	vpmuludq	%zmm28, %zmm8, %zmm2
	vpmuludq	%zmm28, %zmm6, %zmm6
	vpmuludq	%zmm28, %zmm11, %zmm1
	vpmuludq	%zmm28, %zmm10, %zmm4
	vmovdqu64	2592(%rsp), %zmm0
	vpxord	%zmm0, %zmm12, %zmm19
	vpxord	%zmm0, %zmm13, %zmm22
	vpxord	%zmm0, %zmm14, %zmm13
	vpxord	%zmm0, %zmm15, %zmm12
	vpxorq	%zmm9, %zmm18, %zmm0
	vpxorq	%zmm3, %zmm18, %zmm8
	vpxorq	%zmm7, %zmm18, %zmm10
	vpxorq	%zmm5, %zmm18, %zmm11
	vpxorq	%zmm6, %zmm18, %zmm14
	vpxorq	%zmm2, %zmm18, %zmm15
	vpxorq	%zmm4, %zmm18, %zmm16
	vpxorq	%zmm1, %zmm18, %zmm17
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm0, %zmm18
	vpsrlq	$32, %zmm11, %zmm21
	vpsrlq	$32, %zmm10, %zmm23
	vpsrlq	$32, %zmm15, %zmm24
	vpsrlq	$32, %zmm14, %zmm27
	vpsrlq	$32, %zmm17, %zmm28
	vpsrlq	$32, %zmm16, %zmm16
	vextracti64x4	$1, %zmm19, %ymm0
	vpmovzxdq	%ymm0, %zmm0
	vpmovzxdq	%ymm19, %zmm10
	vextracti64x4	$1, %zmm22, %ymm11
	vpmovzxdq	%ymm11, %zmm11
	vpmovzxdq	%ymm22, %zmm14
	vextracti64x4	$1, %zmm13, %ymm15
	vpmovzxdq	%ymm15, %zmm15
	vpmovzxdq	%ymm13, %zmm25
	vextracti64x4	$1, %zmm12, %ymm17
	vpmovzxdq	%ymm17, %zmm26
	vpmovzxdq	%ymm12, %zmm29
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm10, %zmm10
	vmovdqu64	%zmm10, 816(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm17
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm14, %zmm0
	vmovdqu64	%zmm0, 736(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm11, %zmm0
	vmovdqu64	%zmm0, 1008(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm25, %zmm0
	vmovdqu64	%zmm0, 160(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm0
	vmovdqu64	%zmm0, 608(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm29, %zmm0
	vmovdqu64	%zmm0, 80(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm26, %zmm0
	vmovdqu64	%zmm0, 480(%rsp)
	vpmuludq	%zmm30, %zmm18, %zmm10
	vpmuludq	%zmm30, %zmm8, %zmm25
	vpmuludq	%zmm30, %zmm23, %zmm26
	vpmuludq	%zmm30, %zmm21, %zmm31
	vpmuludq	%zmm30, %zmm27, %zmm14
	vpmuludq	%zmm30, %zmm24, %zmm27
	vpmuludq	%zmm30, %zmm16, %zmm11
	vpmuludq	%zmm30, %zmm28, %zmm0
	vmovdqu64	%zmm0, 672(%rsp)
	vpbroadcastd	.LCPI0_375(%rip), %zmm0
	vpmuludq	%zmm0, %zmm19, %zmm21
	vpshufd	$245, %zmm19, %zmm19
	vpmuludq	%zmm0, %zmm19, %zmm19
	vmovdqa64	.LCPI0_376(%rip), %zmm18
	vpermt2d	%zmm19, %zmm18, %zmm21
	vpmovzxdq	%ymm21, %zmm19
	vextracti64x4	$1, %zmm21, %ymm21
	vpmovzxdq	%ymm21, %zmm16
	vpmuludq	%zmm0, %zmm22, %zmm24
	vpshufd	$245, %zmm22, %zmm22
	vpmuludq	%zmm0, %zmm22, %zmm22
	vpermt2d	%zmm22, %zmm18, %zmm24
	vpmovzxdq	%ymm24, %zmm23
	vextracti64x4	$1, %zmm24, %ymm22
	vpmovzxdq	%ymm22, %zmm24
	vpmuludq	%zmm0, %zmm13, %zmm22
	vpshufd	$245, %zmm13, %zmm13
	vpmuludq	%zmm0, %zmm13, %zmm13
	vpermt2d	%zmm13, %zmm18, %zmm22
	vpmovzxdq	%ymm22, %zmm28
	vextracti64x4	$1, %zmm22, %ymm13
	vpmovzxdq	%ymm13, %zmm22
	vpmuludq	%zmm0, %zmm12, %zmm13
	vpshufd	$245, %zmm12, %zmm12
	vpmuludq	%zmm0, %zmm12, %zmm12
	vpermt2d	%zmm12, %zmm18, %zmm13
	vpmovzxdq	%ymm13, %zmm12
	vextracti64x4	$1, %zmm13, %ymm13
	vpmovzxdq	%ymm13, %zmm18
	vmovdqu64	5120(%rsp), %zmm13
	vpternlogq	$150, %zmm9, %zmm13, %zmm16
	vpsrlq	$32, %zmm25, %zmm0
	vpternlogq	$150, %zmm3, %zmm13, %zmm19
	vpsrlq	$32, %zmm10, %zmm3
	vpternlogq	$150, %zmm7, %zmm13, %zmm24
	vpsrlq	$32, %zmm31, %zmm7
	vpternlogq	$150, %zmm5, %zmm13, %zmm23
	vpsrlq	$32, %zmm26, %zmm5
	vpternlogq	$150, %zmm6, %zmm13, %zmm22
	vpsrlq	$32, %zmm27, %zmm6
	vpternlogq	$150, %zmm2, %zmm13, %zmm28
	vpsrlq	$32, %zmm14, %zmm2
	vpternlogq	$150, %zmm4, %zmm13, %zmm18
	vpsrlq	$32, %zmm11, %zmm15
	vpternlogq	$150, %zmm1, %zmm13, %zmm12
	vmovdqu64	6016(%rsp), %zmm9
	vpxorq	%zmm9, %zmm3, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm1, %zmm13
	vmovdqu64	%zmm13, 1488(%rsp)
	vpxorq	%zmm9, %zmm0, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm1, %zmm8
	vpxorq	%zmm9, %zmm5, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm29
	vpxorq	%zmm9, %zmm7, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm21
	vmovdqu64	%zmm21, 1136(%rsp)
	vpxorq	%zmm9, %zmm2, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm4
	vmovdqu64	%zmm4, 1328(%rsp)
	vpxorq	%zmm9, %zmm6, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm6
	vmovdqu64	%zmm6, 1408(%rsp)
	vpxorq	%zmm9, %zmm15, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm20
	vpmuludq	%zmm30, %zmm19, %zmm7
	vpmuludq	%zmm30, %zmm16, %zmm16
	vpmuludq	%zmm30, %zmm23, %zmm15
	vpmuludq	%zmm30, %zmm24, %zmm19
	vpmuludq	%zmm30, %zmm28, %zmm23
	vpmuludq	%zmm30, %zmm22, %zmm24
	vpmuludq	%zmm30, %zmm12, %zmm1
	vpmuludq	%zmm30, %zmm18, %zmm0
	vmovdqu64	%zmm0, 1888(%rsp)
	vpsrlq	$32, %zmm7, %zmm28
	vmovdqa64	%zmm7, %zmm22
	vmovdqu64	4240(%rsp), %zmm12
	vpternlogq	$150, %zmm25, %zmm12, %zmm28
	vpsrlq	$32, %zmm16, %zmm7
	vpternlogq	$150, %zmm10, %zmm12, %zmm7
	vpsrlq	$32, %zmm15, %zmm18
	vpternlogq	$150, %zmm31, %zmm12, %zmm18
	vpsrlq	$32, %zmm19, %zmm31
	vpternlogq	$150, %zmm26, %zmm12, %zmm31
	vpsrlq	$32, %zmm23, %zmm26
	vpternlogq	$150, %zmm27, %zmm12, %zmm26
	vpsrlq	$32, %zmm24, %zmm25
	vpternlogq	$150, %zmm14, %zmm12, %zmm25
	vpsrlq	$32, %zmm0, %zmm14
	vpternlogq	$150, %zmm11, %zmm12, %zmm14
	vpsrlq	$32, %zmm13, %zmm2
	vmovdqu64	5440(%rsp), %zmm0
	vpternlogq	$150, %zmm17, %zmm0, %zmm2
	vpsrlq	$32, %zmm8, %zmm3
	vmovdqa64	%zmm8, %zmm13
	vpternlogq	$150, 816(%rsp), %zmm0, %zmm3
	vpsrlq	$32, %zmm29, %zmm5
	vpternlogq	$150, 1008(%rsp), %zmm0, %zmm5
	vpsrlq	$32, %zmm21, %zmm8
	vpternlogq	$150, 736(%rsp), %zmm0, %zmm8
	vpsrlq	$32, %zmm4, %zmm21
	vpternlogq	$150, 608(%rsp), %zmm0, %zmm21
	vpsrlq	$32, %zmm6, %zmm10
	vpternlogq	$150, 160(%rsp), %zmm0, %zmm10
	vpsrlq	$32, %zmm20, %zmm17
	vpternlogq	$150, 480(%rsp), %zmm0, %zmm17
	vpsrlq	$32, %zmm1, %zmm27
	vmovdqu64	672(%rsp), %zmm4
	vpternlogq	$150, %zmm4, %zmm12, %zmm27
	vpsrlq	$32, %zmm4, %zmm11
	vpxorq	%zmm9, %zmm11, %zmm11
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm11, %zmm4
	vmovdqu64	%zmm4, 480(%rsp)
	vpsrlq	$32, %zmm4, %zmm11
	vpternlogq	$150, 80(%rsp), %zmm0, %zmm11
	vpmuludq	%zmm30, %zmm3, %zmm12
	vpsrlq	$32, %zmm12, %zmm3
	vmovdqu64	4640(%rsp), %zmm0
	vpternlogq	$150, %zmm22, %zmm0, %zmm3
	vmovdqu64	%zmm3, 80(%rsp)
	vpmuludq	%zmm30, %zmm2, %zmm2
	vmovdqu64	%zmm2, 608(%rsp)
	vpsrlq	$32, %zmm2, %zmm6
	vpternlogq	$150, %zmm16, %zmm0, %zmm6
	vpmuludq	%zmm30, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm3
	vpternlogq	$150, %zmm15, %zmm0, %zmm3
	vmovdqu64	%zmm3, 160(%rsp)
	vpmuludq	%zmm30, %zmm5, %zmm22
	vpsrlq	$32, %zmm22, %zmm9
	vpternlogq	$150, %zmm19, %zmm0, %zmm9
	vpmuludq	%zmm30, %zmm10, %zmm2
	vmovdqu64	%zmm2, 672(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm23, %zmm0, %zmm2
	vmovdqu64	%zmm2, 816(%rsp)
	vpmuludq	%zmm30, %zmm21, %zmm21
	vpsrlq	$32, %zmm21, %zmm16
	vpternlogq	$150, %zmm24, %zmm0, %zmm16
	vpmuludq	%zmm30, %zmm11, %zmm2
	vmovdqu64	%zmm2, 1008(%rsp)
	vpsrlq	$32, %zmm2, %zmm11
	vpternlogq	$150, %zmm1, %zmm0, %zmm11
	vpmuludq	%zmm30, %zmm17, %zmm10
	vpsrlq	$32, %zmm10, %zmm17
	vpternlogq	$150, 1888(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm7, %zmm15
	vpsrlq	$32, %zmm15, %zmm2
	vmovdqu64	4176(%rsp), %zmm19
	vpternlogq	$150, 1488(%rsp), %zmm19, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm28, %zmm4
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, %zmm13, %zmm19, %zmm7
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm31, %zmm0
	vmovdqu64	%zmm0, 1488(%rsp)
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, %zmm29, %zmm19, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm18, %zmm5
	vpsrlq	$32, %zmm5, %zmm31
	vpternlogq	$150, 1136(%rsp), %zmm19, %zmm31
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm25, %zmm23
	vpsrlq	$32, %zmm23, %zmm3
	vpternlogq	$150, 1328(%rsp), %zmm19, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm26, %zmm18
	vpsrlq	$32, %zmm18, %zmm1
	vpternlogq	$150, 1408(%rsp), %zmm19, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm14, %zmm24
	vpsrlq	$32, %zmm24, %zmm26
	vpternlogq	$150, %zmm20, %zmm19, %zmm26
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm27, %zmm29
	vpsrlq	$32, %zmm29, %zmm27
	vpternlogq	$150, 480(%rsp), %zmm19, %zmm27
	vpmuludq	%zmm30, %zmm7, %zmm0
	vmovdqu64	%zmm0, 736(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vmovdqu64	4304(%rsp), %zmm0
	vpternlogq	$150, %zmm12, %zmm0, %zmm7
	vmovdqu64	%zmm7, 1136(%rsp)
	vpmuludq	%zmm30, %zmm2, %zmm25
	vpsrlq	$32, %zmm25, %zmm12
	vpternlogq	$150, 608(%rsp), %zmm0, %zmm12
	vpmuludq	%zmm30, %zmm31, %zmm31
	vpsrlq	$32, %zmm31, %zmm7
	vpternlogq	$150, %zmm8, %zmm0, %zmm7
	vpmuludq	%zmm30, %zmm13, %zmm19
	vpsrlq	$32, %zmm19, %zmm13
	vpternlogq	$150, %zmm22, %zmm0, %zmm13
	vpmuludq	%zmm30, %zmm1, %zmm1
	vmovdqu64	%zmm1, 608(%rsp)
	vpsrlq	$32, %zmm1, %zmm28
	vpternlogq	$150, 672(%rsp), %zmm0, %zmm28
	vpmuludq	%zmm30, %zmm3, %zmm1
	vmovdqu64	%zmm1, 672(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, %zmm21, %zmm0, %zmm2
	vpmuludq	%zmm30, %zmm27, %zmm1
	vmovdqu64	%zmm1, 1408(%rsp)
	vpsrlq	$32, %zmm1, %zmm22
	vpternlogq	$150, 1008(%rsp), %zmm0, %zmm22
	vpmuludq	%zmm30, %zmm26, %zmm1
	vmovdqu64	%zmm1, 1008(%rsp)
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, %zmm10, %zmm0, %zmm20
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm6, %zmm26
	vpsrlq	$32, %zmm26, %zmm6
	vmovdqu64	4112(%rsp), %zmm1
	vpternlogq	$150, %zmm15, %zmm1, %zmm6
	vmovdqu64	80(%rsp), %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm3
	vpsrlq	$32, %zmm3, %zmm0
	vpternlogq	$150, %zmm4, %zmm1, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm9, %zmm4
	vmovdqu64	%zmm4, 480(%rsp)
	vpsrlq	$32, %zmm4, %zmm14
	vpternlogq	$150, 1488(%rsp), %zmm1, %zmm14
	vmovdqu64	160(%rsp), %zmm4
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm4, %zmm27
	vpsrlq	$32, %zmm27, %zmm8
	vpternlogq	$150, %zmm5, %zmm1, %zmm8
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm16, %zmm5
	vpsrlq	$32, %zmm5, %zmm9
	vpternlogq	$150, %zmm23, %zmm1, %zmm9
	vmovdqu64	816(%rsp), %zmm4
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm4, %zmm4
	vmovdqu64	%zmm4, 1328(%rsp)
	vpsrlq	$32, %zmm4, %zmm21
	vpternlogq	$150, %zmm18, %zmm1, %zmm21
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm17, %zmm4
	vmovdqu64	%zmm4, 816(%rsp)
	vpsrlq	$32, %zmm4, %zmm15
	vpternlogq	$150, %zmm24, %zmm1, %zmm15
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm11, %zmm4
	vpsrlq	$32, %zmm4, %zmm23
	vpternlogq	$150, %zmm29, %zmm1, %zmm23
	vpmuludq	%zmm30, %zmm0, %zmm0
	vmovdqu64	%zmm0, 80(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vmovdqu64	4928(%rsp), %zmm0
	vpternlogq	$150, 736(%rsp), %zmm0, %zmm17
	vpmuludq	%zmm30, %zmm6, %zmm16
	vpsrlq	$32, %zmm16, %zmm10
	vpternlogq	$150, %zmm25, %zmm0, %zmm10
	vpmuludq	%zmm30, %zmm8, %zmm18
	vpsrlq	$32, %zmm18, %zmm6
	vpternlogq	$150, %zmm31, %zmm0, %zmm6
	vpmuludq	%zmm30, %zmm14, %zmm31
	vpsrlq	$32, %zmm31, %zmm11
	vpternlogq	$150, %zmm19, %zmm0, %zmm11
	vpmuludq	%zmm30, %zmm21, %zmm1
	vmovdqu64	%zmm1, 736(%rsp)
	vpsrlq	$32, %zmm1, %zmm8
	vpternlogq	$150, 608(%rsp), %zmm0, %zmm8
	vpmuludq	%zmm30, %zmm9, %zmm1
	vmovdqu64	%zmm1, 608(%rsp)
	vpsrlq	$32, %zmm1, %zmm14
	vpternlogq	$150, 672(%rsp), %zmm0, %zmm14
	vpmuludq	%zmm30, %zmm23, %zmm1
	vmovdqu64	%zmm1, 672(%rsp)
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, 1408(%rsp), %zmm0, %zmm21
	vpmuludq	%zmm30, %zmm15, %zmm1
	vmovdqu64	%zmm1, 160(%rsp)
	vpsrlq	$32, %zmm1, %zmm15
	vpternlogq	$150, 1008(%rsp), %zmm0, %zmm15
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm12, %zmm23
	vpsrlq	$32, %zmm23, %zmm12
	vmovdqu64	3792(%rsp), %zmm9
	vpternlogq	$150, %zmm26, %zmm9, %zmm12
	vmovdqu64	1136(%rsp), %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm24
	vpsrlq	$32, %zmm24, %zmm0
	vpternlogq	$150, %zmm3, %zmm9, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm13, %zmm25
	vpsrlq	$32, %zmm25, %zmm3
	vpternlogq	$150, 480(%rsp), %zmm9, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm7, %zmm26
	vpsrlq	$32, %zmm26, %zmm7
	vpternlogq	$150, %zmm27, %zmm9, %zmm7
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm27
	vpsrlq	$32, %zmm27, %zmm13
	vpternlogq	$150, %zmm5, %zmm9, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm28, %zmm28
	vpsrlq	$32, %zmm28, %zmm1
	vpternlogq	$150, 1328(%rsp), %zmm9, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm20, %zmm2
	vmovdqu64	%zmm2, 480(%rsp)
	vpsrlq	$32, %zmm2, %zmm20
	vpternlogq	$150, 816(%rsp), %zmm9, %zmm20
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm22, %zmm29
	vpsrlq	$32, %zmm29, %zmm19
	vpternlogq	$150, %zmm4, %zmm9, %zmm19
	vpmuludq	%zmm30, %zmm0, %zmm0
	vmovdqu64	%zmm0, 816(%rsp)
	vpsrlq	$32, %zmm0, %zmm9
	vmovdqu64	2384(%rsp), %zmm0
	vpternlogq	$150, 80(%rsp), %zmm0, %zmm9
	vpmuludq	%zmm30, %zmm12, %zmm22
	vpsrlq	$32, %zmm22, %zmm4
	vpternlogq	$150, %zmm16, %zmm0, %zmm4
	vpmuludq	%zmm30, %zmm7, %zmm12
	vpsrlq	$32, %zmm12, %zmm5
	vpternlogq	$150, %zmm18, %zmm0, %zmm5
	vpmuludq	%zmm30, %zmm3, %zmm18
	vpsrlq	$32, %zmm18, %zmm3
	vpternlogq	$150, %zmm31, %zmm0, %zmm3
	vpmuludq	%zmm30, %zmm1, %zmm31
	vpsrlq	$32, %zmm31, %zmm7
	vpternlogq	$150, 736(%rsp), %zmm0, %zmm7
	vpmuludq	%zmm30, %zmm13, %zmm1
	vmovdqu64	%zmm1, 736(%rsp)
	vpsrlq	$32, %zmm1, %zmm13
	vpternlogq	$150, 608(%rsp), %zmm0, %zmm13
	vpmuludq	%zmm30, %zmm19, %zmm19
	vpsrlq	$32, %zmm19, %zmm16
	vpternlogq	$150, 672(%rsp), %zmm0, %zmm16
	vpmuludq	%zmm30, %zmm20, %zmm1
	vmovdqu64	%zmm1, 80(%rsp)
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, 160(%rsp), %zmm0, %zmm20
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm10, %zmm0
	vmovdqu64	%zmm0, 160(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqu64	1744(%rsp), %zmm0
	vpternlogq	$150, %zmm23, %zmm0, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm17, %zmm23
	vpsrlq	$32, %zmm23, %zmm1
	vpternlogq	$150, %zmm24, %zmm0, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm17
	vpternlogq	$150, %zmm25, %zmm0, %zmm17
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm6, %zmm24
	vpsrlq	$32, %zmm24, %zmm6
	vpternlogq	$150, %zmm26, %zmm0, %zmm6
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm14, %zmm14
	vpsrlq	$32, %zmm14, %zmm26
	vpternlogq	$150, %zmm27, %zmm0, %zmm26
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm8, %zmm25
	vpsrlq	$32, %zmm25, %zmm8
	vpternlogq	$150, %zmm28, %zmm0, %zmm8
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm15
	vpsrlq	$32, %zmm15, %zmm27
	vpternlogq	$150, 480(%rsp), %zmm0, %zmm27
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm21, %zmm10
	vpsrlq	$32, %zmm10, %zmm28
	vpternlogq	$150, %zmm29, %zmm0, %zmm28
	vpmuludq	%zmm30, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqu64	4368(%rsp), %zmm29
	vpternlogq	$150, 816(%rsp), %zmm29, %zmm0
	vpmuludq	%zmm30, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, %zmm22, %zmm29, %zmm21
	vpmuludq	%zmm30, %zmm6, %zmm1
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, %zmm12, %zmm29, %zmm2
	vpmuludq	%zmm30, %zmm17, %zmm1
	vpsrlq	$32, %zmm1, %zmm12
	vpternlogq	$150, %zmm18, %zmm29, %zmm12
	vpmuludq	%zmm30, %zmm8, %zmm1
	vpsrlq	$32, %zmm1, %zmm6
	vpternlogq	$150, %zmm31, %zmm29, %zmm6
	vpmuludq	%zmm30, %zmm26, %zmm1
	vpsrlq	$32, %zmm1, %zmm17
	vpternlogq	$150, 736(%rsp), %zmm29, %zmm17
	vpmuludq	%zmm30, %zmm28, %zmm1
	vpbroadcastq	.LCPI0_14(%rip), %zmm28
	vpsrlq	$32, %zmm1, %zmm8
	vpternlogq	$150, %zmm19, %zmm29, %zmm8
	vpmuludq	%zmm28, %zmm4, %zmm26
	vpmuludq	%zmm28, %zmm9, %zmm22
	vpmuludq	%zmm28, %zmm3, %zmm19
	vpmuludq	%zmm28, %zmm5, %zmm31
	vpmuludq	%zmm28, %zmm13, %zmm13
	vpmuludq	%zmm28, %zmm7, %zmm7
	vpmuludq	%zmm28, %zmm20, %zmm3
	vpmuludq	%zmm28, %zmm16, %zmm1
	vpmuludq	%zmm30, %zmm27, %zmm4
	vpsrlq	$32, %zmm4, %zmm16
	vpternlogq	$150, 80(%rsp), %zmm29, %zmm16
	vpsrlq	$32, %zmm26, %zmm4
	vmovdqu64	3280(%rsp), %zmm27
	vpternlogq	$150, 160(%rsp), %zmm27, %zmm4
	vpsrlq	$32, %zmm22, %zmm5
	vpternlogq	$150, %zmm23, %zmm27, %zmm5
	vpsrlq	$32, %zmm19, %zmm9
	vpternlogq	$150, %zmm11, %zmm27, %zmm9
	vpsrlq	$32, %zmm31, %zmm11
	vpternlogq	$150, %zmm24, %zmm27, %zmm11
	vpsrlq	$32, %zmm13, %zmm20
	vpternlogq	$150, %zmm14, %zmm27, %zmm20
	vpsrlq	$32, %zmm7, %zmm14
	vpternlogq	$150, %zmm25, %zmm27, %zmm14
	vmovups	4432(%rsp), %zmm18
	vpsrlq	$32, %zmm3, %zmm23
	vpternlogq	$150, %zmm15, %zmm27, %zmm23
	vpsrlq	$32, %zmm1, %zmm15
	vpternlogq	$150, %zmm10, %zmm27, %zmm15
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm5, %zmm4
	vpmovqd	%zmm11, %ymm5
	vpmovqd	%zmm9, %ymm9
	vinserti64x4	$1, %ymm9, %zmm5, %zmm9
	vpmovqd	%zmm14, %ymm5
	vpmovqd	%zmm20, %ymm10
	vinserti64x4	$1, %ymm10, %zmm5, %zmm5
	vpmovqd	%zmm15, %ymm10
	vpmovqd	%zmm23, %ymm11
	vinserti64x4	$1, %ymm11, %zmm10, %zmm10
	vpmuludq	%zmm28, %zmm21, %zmm11
	vpsrlq	$32, %zmm11, %zmm11
	vmovdqu64	1680(%rsp), %zmm15
	vpternlogq	$150, %zmm26, %zmm15, %zmm11
	vpmuludq	%zmm28, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm22, %zmm15, %zmm0
	vpmuludq	%zmm28, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm19, %zmm15, %zmm12
	vpmuludq	%zmm28, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm31, %zmm15, %zmm2
	vpmuludq	%zmm28, %zmm17, %zmm14
	vpsrlq	$32, %zmm14, %zmm14
	vpternlogq	$150, %zmm13, %zmm15, %zmm14
	vpmuludq	%zmm28, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm7, %zmm15, %zmm6
	vpmuludq	%zmm28, %zmm16, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm3, %zmm15, %zmm7
	vpmuludq	%zmm28, %zmm8, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm1, %zmm15, %zmm3
	vpmuludq	%zmm30, %zmm0, %zmm0
	vpmuludq	%zmm30, %zmm11, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm0, %zmm0
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vpmuludq	%zmm30, %zmm2, %zmm1
	vpmuludq	%zmm30, %zmm12, %zmm2
	vmovdqu64	2192(%rsp), %zmm12
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm1, %zmm1
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm2, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vpmuludq	%zmm30, %zmm6, %zmm2
	vpmuludq	%zmm30, %zmm14, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm2, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm2, %zmm2
	vpmuludq	%zmm30, %zmm3, %zmm3
	vpmuludq	%zmm30, %zmm7, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm3, %zmm3
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm3, %zmm3
	vpbroadcastd	.LCPI0_16(%rip), %zmm7
	vpmulld	%zmm7, %zmm4, %zmm4
	vpmulld	%zmm7, %zmm9, %zmm6
	vpternlogd	$150, %zmm4, %zmm12, %zmm0
	vpternlogd	$150, %zmm6, %zmm12, %zmm1
	vpmulld	%zmm7, %zmm5, %zmm4
	vpmulld	%zmm7, %zmm10, %zmm5
	vpternlogd	$150, %zmm4, %zmm12, %zmm2
	vpternlogd	$150, %zmm5, %zmm12, %zmm3
	vmovdqu64	%zmm0, 11528(%rsp,%rax,4)
	vmovdqu64	%zmm1, 11592(%rsp,%rax,4)
	vmovdqu64	%zmm2, 11656(%rsp,%rax,4)
	vmovdqu64	%zmm3, 11720(%rsp,%rax,4)
	addq	$64, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_658
	cmpq	%rcx, %rdx
	movq	-112(%rsp), %rbx
	movq	-64(%rsp), %r15
	movq	3088(%rsp), %r12
	movl	$3528531795, %edi
	movq	1552(%rsp), %r14
	movq	-56(%rsp), %r10
	movq	-40(%rsp), %r13
	movq	%rdx, %r11
	movq	224(%rsp), %r9
	vmovdqu64	3984(%rsp), %zmm5
	movl	-32(%rsp), %r8d
	vmovups	1072(%rsp), %zmm14
	vmovdqu64	2384(%rsp), %zmm1
	vmovdqu64	2592(%rsp), %zmm3
	vmovdqu64	5120(%rsp), %zmm6
	vmovsd	.LCPI0_28(%rip), %xmm11
	vpbroadcastq	.LCPI0_14(%rip), %zmm28
	vmovdqa64	%zmm12, %zmm16
	vbroadcastsd	.LCPI0_23(%rip), %zmm20
	vpbroadcastq	.LCPI0_25(%rip), %zmm26
	vpbroadcastq	.LCPI0_27(%rip), %zmm24
	vpbroadcastq	.LCPI0_28(%rip), %zmm13
	vbroadcastsd	.LCPI0_29(%rip), %zmm10
	vbroadcastsd	.LCPI0_31(%rip), %zmm23
	vbroadcastsd	.LCPI0_33(%rip), %zmm22
	vpbroadcastq	.LCPI0_39(%rip), %zmm12
	vpbroadcastd	.LCPI0_375(%rip), %ymm8
	vmovdqa	.LCPI0_377(%rip), %ymm9
	vmovdqu64	1744(%rsp), %zmm15
	vmovdqu64	3280(%rsp), %zmm17
	vmovdqu64	4240(%rsp), %zmm0
	vmovdqu64	3792(%rsp), %zmm25
	vmovdqu64	5376(%rsp), %zmm31
	vmovups	288(%rsp), %zmm21
	je	.LBB0_665
	vmovdqa64	%zmm30, %zmm27
	vmovaps	%zmm18, %zmm30
	movq	1480(%rsp), %rax
	movq	%rax, %rcx
	testb	$56, %r11b
	je	.LBB0_664
.LBB0_661:
	vmovdqa64	%zmm1, %zmm29
	vmovdqu64	4368(%rsp), %zmm13
	vmovdqa64	%zmm3, %zmm7
	vmovdqu64	1680(%rsp), %zmm22
	vmovdqu64	4112(%rsp), %zmm19
	vmovdqu64	4928(%rsp), %zmm24
	vmovdqu64	4176(%rsp), %zmm18
	vmovdqa64	%zmm31, %zmm11
	vmovdqu64	4304(%rsp), %zmm31
	vpbroadcastd	.LCPI0_16(%rip), %ymm21
	vmovdqu64	4640(%rsp), %zmm12
	movq	2952(%rsp), %rdx
	vmovdqu64	5440(%rsp), %zmm10
	vmovdqa64	%zmm0, %zmm20
	.p2align	4
.LBB0_662:
	vpmovzxdq	14088(%rsp,%rcx,4), %zmm0
	vpaddd	16136(%rsp,%rcx,4), %ymm11, %ymm1
	vpmuludq	%zmm28, %zmm0, %zmm0
	vpxor	%ymm7, %ymm1, %ymm1
	vxorps	%zmm0, %zmm30, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpmovzxdq	%ymm1, %zmm3
	vpmuludq	%zmm28, %zmm3, %zmm3
	vpmuludq	%zmm27, %zmm2, %zmm2
	vpmuludq	%ymm1, %ymm8, %ymm4
	vpshufd	$245, %ymm1, %ymm1
	vpmuludq	%ymm1, %ymm8, %ymm1
	vpermt2d	%ymm1, %ymm9, %ymm4
	vpmovzxdq	%ymm4, %zmm1
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm0, %zmm6, %zmm1
	vpxorq	%zmm4, %zmm5, %zmm0
	vpmuludq	%zmm28, %zmm0, %zmm0
	vpmuludq	%zmm27, %zmm1, %zmm1
	vpsrlq	$32, %zmm0, %zmm4
	vmovaps	%zmm30, %zmm14
	vmovdqa64	%zmm5, %zmm30
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm2, %zmm20, %zmm5
	vpternlogq	$150, %zmm3, %zmm10, %zmm4
	vpmuludq	%zmm28, %zmm5, %zmm2
	vpmuludq	%zmm27, %zmm4, %zmm3
	vpsrlq	$32, %zmm2, %zmm4
	vpsrlq	$32, %zmm3, %zmm5
	vpternlogq	$150, %zmm1, %zmm12, %zmm5
	vpternlogq	$150, %zmm0, %zmm18, %zmm4
	vpmuludq	%zmm28, %zmm5, %zmm0
	vpmuludq	%zmm27, %zmm4, %zmm1
	vpsrlq	$32, %zmm0, %zmm4
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm3, %zmm31, %zmm5
	vpternlogq	$150, %zmm2, %zmm19, %zmm4
	vpmuludq	%zmm28, %zmm5, %zmm2
	vpmuludq	%zmm27, %zmm4, %zmm3
	vpsrlq	$32, %zmm2, %zmm4
	vpsrlq	$32, %zmm3, %zmm5
	vpternlogq	$150, %zmm1, %zmm24, %zmm5
	vpternlogq	$150, %zmm0, %zmm25, %zmm4
	vpmuludq	%zmm28, %zmm5, %zmm0
	vpmuludq	%zmm27, %zmm4, %zmm1
	vpsrlq	$32, %zmm0, %zmm4
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm3, %zmm29, %zmm5
	vpternlogq	$150, %zmm2, %zmm15, %zmm4
	vpmuludq	%zmm28, %zmm5, %zmm2
	vmovdqa64	%zmm30, %zmm5
	vmovaps	%zmm14, %zmm30
	vpmuludq	%zmm27, %zmm4, %zmm3
	vpsrlq	$32, %zmm2, %zmm4
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm1, %zmm13, %zmm3
	vpternlogq	$150, %zmm0, %zmm17, %zmm4
	vpmuludq	%zmm28, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpmovqd	%zmm4, %ymm1
	vpmulld	%ymm21, %ymm1, %ymm1
	vpternlogq	$150, %zmm2, %zmm22, %zmm0
	vpmuludq	%zmm27, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpmovqd	%zmm0, %ymm0
	vpternlogd	$150, %ymm1, %ymm16, %ymm0
	vmovdqu	%ymm0, 11528(%rsp,%rcx,4)
	addq	$8, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_662
	movq	%rdx, %rax
	movq	880(%rsp), %r11
	cmpq	%rdx, %r11
	movq	-112(%rsp), %rbx
	movq	-64(%rsp), %r15
	movq	3088(%rsp), %r12
	movl	$3528531795, %edi
	movq	1552(%rsp), %r14
	movq	-56(%rsp), %r10
	movq	-40(%rsp), %r13
	movq	224(%rsp), %r9
	movl	-32(%rsp), %r8d
	vbroadcastsd	.LCPI0_29(%rip), %zmm10
	vbroadcastsd	.LCPI0_33(%rip), %zmm22
	vpbroadcastq	.LCPI0_27(%rip), %zmm24
	vmovups	288(%rsp), %zmm21
	vmovsd	.LCPI0_28(%rip), %xmm11
	vmovups	1072(%rsp), %zmm14
	vpbroadcastq	.LCPI0_39(%rip), %zmm12
	vbroadcastsd	.LCPI0_23(%rip), %zmm20
	vpbroadcastq	.LCPI0_28(%rip), %zmm13
	je	.LBB0_665
	.p2align	4
.LBB0_664:
	movl	14088(%rsp,%rax,4), %edx
	movq	%r9, %r11
	movl	%r8d, %r9d
	movl	16136(%rsp,%rax,4), %r8d
	addl	%ebx, %r8d
	imulq	%rdi, %rdx
	xorl	%r13d, %r8d
	movq	%r15, %rcx
	xorq	%rdx, %rcx
	shrq	$32, %rcx
	imulq	%rdi, %r8
	imulq	%r10, %rcx
	movq	%r12, %rbp
	movq	%r15, %r12
	movq	%rbx, %r15
	movq	%r8, %rbx
	shrq	$32, %rbx
	movq	%rcx, %rsi
	shrq	$32, %rsi
	xorl	2656(%rsp), %esi
	xorl	3408(%rsp), %edx
	xorl	%ebx, %edx
	imulq	%rdi, %rsi
	imulq	%r10, %rdx
	movq	%rdx, %rbx
	shrq	$32, %rbx
	xorl	3920(%rsp), %ecx
	xorl	%ebx, %ecx
	movq	%rsi, %rbx
	shrq	$32, %rbx
	xorl	3344(%rsp), %r8d
	xorl	%ebx, %r8d
	imulq	%rdi, %rcx
	imulq	%r10, %r8
	movq	%r8, %rbx
	shrq	$32, %rbx
	xorl	368(%rsp), %edx
	xorl	%ebx, %edx
	movq	%rcx, %rbx
	shrq	$32, %rbx
	xorl	3152(%rsp), %esi
	xorl	%ebx, %esi
	imulq	%rdi, %rdx
	imulq	%r10, %rsi
	movq	%rsi, %rbx
	shrq	$32, %rbx
	xorl	4560(%rsp), %r8d
	xorl	%ebx, %r8d
	movq	%rdx, %rbx
	shrq	$32, %rbx
	xorl	5568(%rsp), %ecx
	xorl	%ebx, %ecx
	imulq	%rdi, %r8
	imulq	%r10, %rcx
	movq	%rcx, %rbx
	shrq	$32, %rbx
	xorl	4496(%rsp), %esi
	xorl	%ebx, %esi
	movq	%r8, %rbx
	shrq	$32, %rbx
	xorl	5760(%rsp), %edx
	xorl	%ebx, %edx
	imulq	%rdi, %rsi
	imulq	%r10, %rdx
	movq	%rdx, %rbx
	shrq	$32, %rbx
	xorl	1616(%rsp), %ecx
	xorl	%ebx, %ecx
	movq	%rsi, %rbx
	shrq	$32, %rbx
	xorl	3472(%rsp), %r8d
	xorl	%ebx, %r8d
	movq	%r15, %rbx
	movq	%r12, %r15
	movq	%rbp, %r12
	imulq	%rdi, %rcx
	imulq	%r10, %r8
	shrq	$32, %r8
	xorl	%r12d, %edx
	xorl	%r8d, %edx
	movq	%rcx, %r8
	shrq	$32, %r8
	xorl	%r14d, %esi
	xorl	%r8d, %esi
	movl	%r9d, %r8d
	movq	%r11, %r9
	movq	880(%rsp), %r11
	imulq	%rdi, %rdx
	shrq	$32, %rdx
	xorl	%r9d, %ecx
	xorl	%edx, %ecx
	imull	$-845247145, %esi, %edx
	imulq	%r10, %rcx
	shrq	$32, %rcx
	xorl	%r8d, %edx
	xorl	%ecx, %edx
	movl	%edx, 11528(%rsp,%rax,4)
	incq	%rax
	cmpq	%r11, %rax
	jb	.LBB0_664
.LBB0_665:
	cmpq	$8, %r11
	movq	432(%rsp), %rbp
	jae	.LBB0_667
	xorl	%eax, %eax
	movabsq	$4604544269498187776, %r10
	movabsq	$4503595332403200, %r11
	movabsq	$-9223372036854775808, %rbx
	movq	1952(%rsp), %r13
	movq	4048(%rsp), %rdi
	movq	352(%rsp), %r14
	movl	$1, %r9d
	jmp	.LBB0_676
.LBB0_667:
	cmpq	$64, %r11
	movabsq	$4604544269498187776, %r10
	movabsq	$4503595332403200, %r11
	movabsq	$-9223372036854775808, %rbx
	movq	1952(%rsp), %r13
	movq	4048(%rsp), %rdi
	movq	352(%rsp), %r14
	movl	$1, %r9d
	jae	.LBB0_669
	vmovdqa64	%zmm13, %zmm25
	xorl	%ecx, %ecx
	vbroadcastsd	.LCPI0_26(%rip), %zmm13
	jmp	.LBB0_673
.LBB0_669:
	xorl	%eax, %eax
	vbroadcastsd	.LCPI0_32(%rip), %zmm25
	vbroadcastsd	.LCPI0_19(%rip), %zmm9
	vbroadcastsd	.LCPI0_20(%rip), %zmm28
	vpbroadcastq	.LCPI0_21(%rip), %zmm17
	movq	1480(%rsp), %rcx
	.p2align	4
.LBB0_670:
	vcvtudq2pd	11528(%rsp,%rax,4), %zmm0
	vcvtudq2pd	11560(%rsp,%rax,4), %zmm1
	vcvtudq2pd	11592(%rsp,%rax,4), %zmm2
	vcvtudq2pd	11624(%rsp,%rax,4), %zmm3
	vcvtudq2pd	11656(%rsp,%rax,4), %zmm4
	vcvtudq2pd	11688(%rsp,%rax,4), %zmm5
	vcvtudq2pd	11720(%rsp,%rax,4), %zmm6
	vcvtudq2pd	11752(%rsp,%rax,4), %zmm7
	vaddpd	%zmm9, %zmm1, %zmm1
	vaddpd	%zmm9, %zmm0, %zmm0
	vaddpd	%zmm9, %zmm3, %zmm3
	vaddpd	%zmm9, %zmm2, %zmm2
	vaddpd	%zmm9, %zmm5, %zmm5
	vaddpd	%zmm9, %zmm4, %zmm4
	vaddpd	%zmm9, %zmm7, %zmm7
	vaddpd	%zmm9, %zmm6, %zmm6
	vmulpd	%zmm28, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm1, %zmm1
	vmulpd	%zmm28, %zmm2, %zmm2
	vmulpd	%zmm28, %zmm3, %zmm3
	vmulpd	%zmm28, %zmm4, %zmm4
	vmulpd	%zmm28, %zmm5, %zmm5
	vmulpd	%zmm28, %zmm6, %zmm6
	vmulpd	%zmm28, %zmm7, %zmm7
	vpsrlq	$32, %zmm1, %zmm8
	vpsrlq	$32, %zmm0, %zmm9
	vpsrlq	$32, %zmm3, %zmm10
	vpsrlq	$32, %zmm2, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm4, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm6, %zmm15
	vpaddq	%zmm17, %zmm9, %zmm9
	vmovdqu64	%zmm9, 1008(%rsp)
	vpaddq	%zmm17, %zmm8, %zmm21
	vmovdqu64	%zmm21, 672(%rsp)
	vpaddq	%zmm17, %zmm11, %zmm11
	vmovdqu64	%zmm11, 608(%rsp)
	vpaddq	%zmm17, %zmm10, %zmm19
	vmovdqu64	%zmm19, 736(%rsp)
	vpaddq	%zmm17, %zmm13, %zmm13
	vmovdqu64	%zmm13, 480(%rsp)
	vpaddq	%zmm17, %zmm12, %zmm18
	vmovdqu64	%zmm18, 816(%rsp)
	vpaddq	%zmm17, %zmm15, %zmm16
	vmovdqu64	%zmm16, 160(%rsp)
	vpaddq	%zmm17, %zmm14, %zmm15
	vmovdqu64	%zmm15, 80(%rsp)
	vpsllq	$32, %zmm9, %zmm8
	vpsllq	$32, %zmm21, %zmm9
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm19, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm18, %zmm13
	vpsllq	$32, %zmm16, %zmm14
	vpsllq	$32, %zmm15, %zmm16
	vpandq	%zmm20, %zmm9, %zmm9
	vpandq	%zmm20, %zmm8, %zmm8
	vpandq	%zmm20, %zmm11, %zmm17
	vpandq	%zmm20, %zmm10, %zmm10
	vpandq	%zmm20, %zmm13, %zmm15
	vpandq	%zmm20, %zmm12, %zmm11
	vpandq	%zmm20, %zmm16, %zmm13
	vpandq	%zmm20, %zmm14, %zmm16
	vpbroadcastq	.LCPI0_24(%rip), %zmm18
	vpternlogq	$248, %zmm18, %zmm0, %zmm8
	vpternlogq	$248, %zmm18, %zmm1, %zmm9
	vpternlogq	$248, %zmm18, %zmm2, %zmm10
	vpternlogq	$248, %zmm18, %zmm3, %zmm17
	vpternlogq	$248, %zmm18, %zmm4, %zmm11
	vpternlogq	$248, %zmm18, %zmm5, %zmm15
	vpternlogq	$248, %zmm18, %zmm6, %zmm16
	vpternlogq	$248, %zmm18, %zmm7, %zmm13
	vpaddq	%zmm26, %zmm9, %zmm0
	vpaddq	%zmm26, %zmm8, %zmm1
	vpaddq	%zmm26, %zmm17, %zmm2
	vpaddq	%zmm26, %zmm10, %zmm3
	vbroadcastsd	.LCPI0_26(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm18
	vaddpd	%zmm8, %zmm0, %zmm21
	vaddpd	%zmm8, %zmm3, %zmm28
	vmovdqa64	%zmm26, %zmm30
	vaddpd	%zmm8, %zmm2, %zmm26
	vaddpd	%zmm24, %zmm21, %zmm0
	vaddpd	%zmm24, %zmm18, %zmm1
	vaddpd	%zmm24, %zmm28, %zmm2
	vdivpd	%zmm1, %zmm18, %zmm4
	vmovupd	%zmm4, 1488(%rsp)
	vdivpd	%zmm0, %zmm21, %zmm3
	vmovupd	%zmm3, 1136(%rsp)
	vdivpd	%zmm2, %zmm28, %zmm1
	vmovupd	%zmm1, 1328(%rsp)
	vaddpd	%zmm24, %zmm26, %zmm0
	vdivpd	%zmm0, %zmm26, %zmm0
	vmovupd	%zmm0, 1408(%rsp)
	vmulpd	%zmm3, %zmm3, %zmm20
	vmulpd	%zmm4, %zmm4, %zmm5
	vmovupd	%zmm5, 3216(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm4
	vmovupd	%zmm4, 2752(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm2
	vmovupd	%zmm2, 2816(%rsp)
	vmulpd	%zmm5, %zmm5, %zmm0
	vmulpd	%zmm20, %zmm20, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm3
	vmulpd	%zmm4, %zmm4, %zmm7
	vbroadcastsd	.LCPI0_28(%rip), %zmm27
	vmulpd	%zmm27, %zmm1, %zmm2
	vmulpd	%zmm27, %zmm0, %zmm4
	vmulpd	%zmm27, %zmm7, %zmm5
	vbroadcastsd	.LCPI0_29(%rip), %zmm29
	vaddpd	%zmm29, %zmm4, %zmm4
	vaddpd	%zmm29, %zmm2, %zmm2
	vaddpd	%zmm29, %zmm5, %zmm5
	vmulpd	%zmm2, %zmm1, %zmm2
	vmulpd	%zmm4, %zmm0, %zmm4
	vmulpd	%zmm5, %zmm7, %zmm5
	vbroadcastsd	.LCPI0_30(%rip), %zmm6
	vaddpd	%zmm6, %zmm4, %zmm4
	vaddpd	%zmm6, %zmm2, %zmm2
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 2880(%rsp)
	vmulpd	%zmm4, %zmm0, %zmm2
	vmovupd	%zmm2, 2256(%rsp)
	vmulpd	%zmm5, %zmm7, %zmm2
	vmovupd	%zmm2, 1888(%rsp)
	vmulpd	%zmm23, %zmm1, %zmm2
	vaddpd	%zmm25, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm17
	vmulpd	%zmm23, %zmm0, %zmm1
	vaddpd	%zmm25, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm19
	vmulpd	%zmm23, %zmm7, %zmm0
	vaddpd	%zmm25, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm7, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm7, %zmm25
	vmulpd	%zmm27, %zmm3, %zmm0
	vaddpd	%zmm29, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm3, %zmm0
	vaddpd	%zmm6, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm3, %zmm0
	vmovupd	%zmm0, 5056(%rsp)
	vmulpd	%zmm23, %zmm3, %zmm0
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm3, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm3, %zmm14
	vpaddq	%zmm30, %zmm15, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm15
	vaddpd	%zmm24, %zmm15, %zmm0
	vmovapd	%zmm23, %zmm1
	vdivpd	%zmm0, %zmm15, %zmm23
	vmulpd	%zmm23, %zmm23, %zmm5
	vmulpd	%zmm5, %zmm5, %zmm0
	vmulpd	%zmm27, %zmm0, %zmm2
	vaddpd	%zmm29, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm12
	vmulpd	%zmm1, %zmm0, %zmm2
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm10
	vpaddq	%zmm30, %zmm11, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm11
	vmovapd	%zmm8, %zmm3
	vaddpd	%zmm24, %zmm11, %zmm0
	vdivpd	%zmm0, %zmm11, %zmm9
	vmulpd	%zmm9, %zmm9, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm2
	vmulpd	%zmm27, %zmm2, %zmm7
	vaddpd	%zmm29, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm7
	vmovapd	%zmm6, %zmm0
	vaddpd	%zmm6, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm8
	vmulpd	%zmm1, %zmm2, %zmm7
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm7
	vaddpd	%zmm22, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm6
	vpaddq	%zmm30, %zmm13, %zmm2
	vaddpd	%zmm3, %zmm2, %zmm13
	vmovapd	%zmm3, %zmm1
	vaddpd	%zmm24, %zmm13, %zmm2
	vdivpd	%zmm2, %zmm13, %zmm7
	vmulpd	%zmm7, %zmm7, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm2
	vmulpd	%zmm27, %zmm2, %zmm31
	vaddpd	%zmm29, %zmm31, %zmm31
	vmulpd	%zmm31, %zmm2, %zmm31
	vaddpd	%zmm0, %zmm31, %zmm31
	vmovapd	%zmm0, %zmm22
	vmulpd	%zmm31, %zmm2, %zmm31
	vmulpd	.LCPI0_31(%rip){1to8}, %zmm2, %zmm30
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm30, %zmm30
	vmulpd	%zmm30, %zmm2, %zmm30
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm30, %zmm30
	vmulpd	%zmm30, %zmm2, %zmm30
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm16, %zmm2
	vaddpd	%zmm1, %zmm2, %zmm16
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm16, %zmm2
	vdivpd	%zmm2, %zmm16, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm27, %zmm0, %zmm24
	vaddpd	%zmm29, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vaddpd	%zmm22, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vmulpd	.LCPI0_31(%rip){1to8}, %zmm0, %zmm22
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm22
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm22
	vaddpd	%zmm22, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm20, %zmm17
	vaddpd	2880(%rsp), %zmm17, %zmm17
	vaddpd	%zmm22, %zmm19, %zmm19
	vmulpd	3216(%rsp), %zmm19, %zmm19
	vaddpd	2256(%rsp), %zmm19, %zmm19
	vaddpd	%zmm22, %zmm25, %zmm20
	vmulpd	2752(%rsp), %zmm20, %zmm20
	vaddpd	1888(%rsp), %zmm20, %zmm20
	vaddpd	%zmm22, %zmm14, %zmm14
	vmulpd	2816(%rsp), %zmm14, %zmm14
	vaddpd	5056(%rsp), %zmm14, %zmm14
	vaddpd	%zmm22, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm12, %zmm5
	vaddpd	%zmm22, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm8, %zmm6
	vaddpd	%zmm22, %zmm30, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm31, %zmm3
	vaddpd	%zmm22, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm24, %zmm8
	vmovupd	%zmm18, 3728(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm18, %zmm0
	vmulpd	%zmm0, %zmm18, %zmm1
	vaddpd	%zmm19, %zmm1, %zmm0
	vmulpd	1488(%rsp), %zmm0, %zmm10
	vmovupd	%zmm21, 3664(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm21, %zmm0
	vmulpd	%zmm0, %zmm21, %zmm0
	vaddpd	%zmm17, %zmm0, %zmm4
	vmulpd	1136(%rsp), %zmm4, %zmm12
	vmovupd	%zmm28, 2960(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm28, %zmm4
	vmulpd	%zmm4, %zmm28, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm14
	vmulpd	1328(%rsp), %zmm14, %zmm14
	vmovupd	%zmm26, 4992(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm26, %zmm17
	vmulpd	%zmm17, %zmm26, %zmm17
	vaddpd	%zmm20, %zmm17, %zmm19
	vmulpd	1408(%rsp), %zmm19, %zmm19
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm11, %zmm20
	vmulpd	%zmm20, %zmm11, %zmm20
	vaddpd	%zmm6, %zmm20, %zmm6
	vmulpd	%zmm6, %zmm9, %zmm6
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm15, %zmm9
	vmulpd	%zmm9, %zmm15, %zmm9
	vaddpd	%zmm5, %zmm9, %zmm5
	vmulpd	%zmm5, %zmm23, %zmm5
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm16, %zmm21
	vmulpd	%zmm21, %zmm16, %zmm21
	vaddpd	%zmm8, %zmm21, %zmm8
	vmulpd	%zmm8, %zmm2, %zmm2
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm13, %zmm8
	vmulpd	%zmm8, %zmm13, %zmm8
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm3, %zmm7, %zmm3
	vpsrlq	$20, 1008(%rsp), %zmm7
	vpbroadcastq	.LCPI0_22(%rip), %zmm26
	vpaddq	%zmm26, %zmm7, %zmm7
	vcvtqq2pd	%zmm7, %zmm7
	vbroadcastsd	.LCPI0_35(%rip), %zmm18
	vmulpd	%zmm18, %zmm7, %zmm22
	vaddpd	%zmm10, %zmm22, %zmm10
	vpsrlq	$20, 672(%rsp), %zmm22
	vpaddq	%zmm26, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm18, %zmm22, %zmm23
	vaddpd	%zmm12, %zmm23, %zmm12
	vpsrlq	$20, 608(%rsp), %zmm23
	vpaddq	%zmm26, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm18, %zmm23, %zmm24
	vaddpd	%zmm14, %zmm24, %zmm14
	vpsrlq	$20, 736(%rsp), %zmm24
	vpaddq	%zmm26, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm18, %zmm24, %zmm25
	vaddpd	%zmm19, %zmm25, %zmm19
	vpsrlq	$20, 480(%rsp), %zmm25
	vpaddq	%zmm26, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm18, %zmm25, %zmm28
	vaddpd	%zmm6, %zmm28, %zmm6
	vpsrlq	$20, 816(%rsp), %zmm28
	vpaddq	%zmm26, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm18, %zmm28, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 160(%rsp), %zmm30
	vpaddq	%zmm26, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm18, %zmm30, %zmm31
	vaddpd	%zmm2, %zmm31, %zmm2
	vpsrlq	$20, 80(%rsp), %zmm31
	vpaddq	%zmm26, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm18, %zmm31, %zmm26
	vaddpd	%zmm3, %zmm26, %zmm3
	vsubpd	%zmm1, %zmm10, %zmm1
	vsubpd	%zmm0, %zmm12, %zmm0
	vsubpd	%zmm4, %zmm14, %zmm4
	vsubpd	%zmm17, %zmm19, %zmm10
	vsubpd	%zmm20, %zmm6, %zmm6
	vsubpd	%zmm9, %zmm5, %zmm5
	vsubpd	%zmm21, %zmm2, %zmm2
	vsubpd	%zmm8, %zmm3, %zmm3
	vaddpd	3664(%rsp), %zmm0, %zmm0
	vaddpd	3728(%rsp), %zmm1, %zmm8
	vaddpd	4992(%rsp), %zmm10, %zmm9
	vaddpd	2960(%rsp), %zmm4, %zmm4
	vaddpd	%zmm5, %zmm15, %zmm5
	vaddpd	%zmm6, %zmm11, %zmm6
	vaddpd	%zmm3, %zmm13, %zmm10
	vaddpd	%zmm2, %zmm16, %zmm11
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm22, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm1
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm7, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm24, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm3
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm23, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm28, %zmm4
	vaddpd	%zmm5, %zmm4, %zmm5
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm25, %zmm4
	vaddpd	%zmm6, %zmm4, %zmm4
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm31, %zmm6
	vaddpd	%zmm10, %zmm6, %zmm7
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm30, %zmm6
	vaddpd	%zmm11, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_37(%rip), %zmm15
	vxorpd	%zmm15, %zmm1, %zmm8
	vxorpd	%zmm15, %zmm0, %zmm9
	vxorpd	%zmm15, %zmm3, %zmm10
	vxorpd	%zmm15, %zmm2, %zmm11
	vxorpd	%zmm15, %zmm5, %zmm12
	vxorpd	%zmm15, %zmm4, %zmm13
	vxorpd	%zmm15, %zmm7, %zmm14
	vxorpd	%zmm15, %zmm6, %zmm15
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm14, %zmm14
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm8, %zmm8
	vmovdqu64	%zmm8, 1408(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm9, %zmm9
	vmovdqu64	%zmm9, 1008(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm10, %zmm10
	vmovdqu64	%zmm10, 672(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm11, %zmm11
	vmovdqu64	%zmm11, 608(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm12, %zmm12
	vmovdqu64	%zmm12, 736(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm13, %zmm13
	vmovdqu64	%zmm13, 480(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm14, %zmm14
	vmovdqu64	%zmm14, 816(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm15, %zmm15
	vmovdqu64	%zmm15, 160(%rsp)
	vpsllq	$32, %zmm8, %zmm8
	vpsllq	$32, %zmm9, %zmm9
	vpsllq	$32, %zmm10, %zmm10
	vpsllq	$32, %zmm11, %zmm11
	vpsllq	$32, %zmm12, %zmm12
	vpsllq	$32, %zmm13, %zmm13
	vpsllq	$32, %zmm14, %zmm14
	vpsllq	$32, %zmm15, %zmm16
	vpandq	.LCPI0_23(%rip){1to8}, %zmm9, %zmm9
	vpandq	.LCPI0_23(%rip){1to8}, %zmm8, %zmm8
	vpandq	.LCPI0_23(%rip){1to8}, %zmm11, %zmm17
	vpandq	.LCPI0_23(%rip){1to8}, %zmm10, %zmm10
	vpandq	.LCPI0_23(%rip){1to8}, %zmm13, %zmm11
	vpandq	.LCPI0_23(%rip){1to8}, %zmm12, %zmm15
	vpandq	.LCPI0_23(%rip){1to8}, %zmm16, %zmm13
	vpandq	.LCPI0_23(%rip){1to8}, %zmm14, %zmm16
	vpbroadcastq	.LCPI0_24(%rip), %zmm12
	vpternlogq	$248, %zmm12, %zmm1, %zmm8
	vpternlogq	$248, %zmm12, %zmm0, %zmm9
	vpternlogq	$248, %zmm12, %zmm3, %zmm10
	vpternlogq	$248, %zmm12, %zmm2, %zmm17
	vpternlogq	$248, %zmm12, %zmm5, %zmm15
	vpternlogq	$248, %zmm12, %zmm4, %zmm11
	vpternlogq	$248, %zmm12, %zmm7, %zmm16
	vpternlogq	$248, %zmm12, %zmm6, %zmm13
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm9, %zmm0
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm8, %zmm1
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm17, %zmm2
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm10, %zmm3
	vbroadcastsd	.LCPI0_26(%rip), %zmm22
	vaddpd	%zmm22, %zmm1, %zmm28
	vaddpd	%zmm22, %zmm0, %zmm6
	vaddpd	%zmm22, %zmm3, %zmm5
	vaddpd	%zmm22, %zmm2, %zmm4
	vmovupd	%zmm6, 80(%rsp)
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm6, %zmm0
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm28, %zmm1
	vmovupd	%zmm4, 1328(%rsp)
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm4, %zmm2
	vmovupd	%zmm5, 1136(%rsp)
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm5, %zmm3
	vdivpd	%zmm1, %zmm28, %zmm7
	vmovupd	%zmm7, 2880(%rsp)
	vdivpd	%zmm0, %zmm6, %zmm6
	vmovupd	%zmm6, 2256(%rsp)
	vdivpd	%zmm3, %zmm5, %zmm1
	vmovupd	%zmm1, 1888(%rsp)
	vdivpd	%zmm2, %zmm4, %zmm0
	vmovupd	%zmm0, 1488(%rsp)
	vmulpd	%zmm6, %zmm6, %zmm20
	vmulpd	%zmm7, %zmm7, %zmm3
	vmovupd	%zmm3, 3216(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm4
	vmovupd	%zmm4, 2752(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm2
	vmovupd	%zmm2, 2816(%rsp)
	vmulpd	%zmm3, %zmm3, %zmm0
	vmulpd	%zmm20, %zmm20, %zmm1
	vmulpd	%zmm2, %zmm2, %zmm3
	vmulpd	%zmm4, %zmm4, %zmm7
	vmulpd	%zmm27, %zmm1, %zmm2
	vmulpd	%zmm27, %zmm0, %zmm4
	vmulpd	%zmm27, %zmm7, %zmm5
	vaddpd	%zmm29, %zmm4, %zmm4
	vaddpd	%zmm29, %zmm2, %zmm2
	vaddpd	%zmm29, %zmm5, %zmm5
	vmulpd	%zmm2, %zmm1, %zmm2
	vmulpd	%zmm4, %zmm0, %zmm4
	vmulpd	%zmm5, %zmm7, %zmm5
	vbroadcastsd	.LCPI0_30(%rip), %zmm26
	vaddpd	%zmm26, %zmm4, %zmm4
	vaddpd	%zmm26, %zmm2, %zmm2
	vaddpd	%zmm26, %zmm5, %zmm5
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovupd	%zmm2, 3664(%rsp)
	vmulpd	%zmm4, %zmm0, %zmm2
	vmovupd	%zmm2, 5056(%rsp)
	vmulpd	%zmm5, %zmm7, %zmm2
	vmovupd	%zmm2, 3728(%rsp)
	vmulpd	.LCPI0_31(%rip){1to8}, %zmm1, %zmm2
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm17
	vmulpd	.LCPI0_31(%rip){1to8}, %zmm0, %zmm1
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm19
	vmulpd	.LCPI0_31(%rip){1to8}, %zmm7, %zmm0
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm7, %zmm0
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm7, %zmm25
	vmulpd	%zmm27, %zmm3, %zmm0
	vaddpd	%zmm29, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm3, %zmm0
	vaddpd	%zmm26, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm3, %zmm21
	vmulpd	.LCPI0_31(%rip){1to8}, %zmm3, %zmm0
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm3, %zmm0
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm3, %zmm14
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm11, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm11
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm11, %zmm0
	vdivpd	%zmm0, %zmm11, %zmm23
	vmulpd	%zmm23, %zmm23, %zmm5
	vmulpd	%zmm5, %zmm5, %zmm0
	vmulpd	%zmm27, %zmm0, %zmm2
	vaddpd	%zmm29, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm26, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm12
	vmulpd	.LCPI0_31(%rip){1to8}, %zmm0, %zmm2
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm10
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm15, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm15
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm15, %zmm0
	vdivpd	%zmm0, %zmm15, %zmm9
	vmulpd	%zmm9, %zmm9, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm2
	vmulpd	%zmm27, %zmm2, %zmm7
	vaddpd	%zmm29, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm7
	vaddpd	%zmm26, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm8
	vmulpd	.LCPI0_31(%rip){1to8}, %zmm2, %zmm7
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm7
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm6
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm13, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm13
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm13, %zmm2
	vdivpd	%zmm2, %zmm13, %zmm7
	vmulpd	%zmm7, %zmm7, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm2
	vmulpd	%zmm27, %zmm2, %zmm31
	vaddpd	%zmm29, %zmm31, %zmm31
	vmulpd	%zmm31, %zmm2, %zmm31
	vaddpd	%zmm26, %zmm31, %zmm31
	vmulpd	%zmm31, %zmm2, %zmm31
	vmulpd	.LCPI0_31(%rip){1to8}, %zmm2, %zmm30
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm30, %zmm30
	vmulpd	%zmm30, %zmm2, %zmm30
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm30, %zmm30
	vmulpd	%zmm30, %zmm2, %zmm30
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm16, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm16
	vaddpd	.LCPI0_27(%rip){1to8}, %zmm16, %zmm2
	vdivpd	%zmm2, %zmm16, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm27, %zmm0, %zmm24
	vaddpd	%zmm29, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vaddpd	%zmm26, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vmulpd	.LCPI0_31(%rip){1to8}, %zmm0, %zmm22
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm22
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm22
	vaddpd	%zmm22, %zmm17, %zmm17
	vmulpd	%zmm17, %zmm20, %zmm17
	vaddpd	3664(%rsp), %zmm17, %zmm17
	vaddpd	%zmm22, %zmm19, %zmm19
	vmulpd	3216(%rsp), %zmm19, %zmm19
	vaddpd	5056(%rsp), %zmm19, %zmm19
	vaddpd	%zmm22, %zmm25, %zmm20
	vmulpd	2752(%rsp), %zmm20, %zmm20
	vaddpd	3728(%rsp), %zmm20, %zmm20
	vaddpd	%zmm22, %zmm14, %zmm14
	vmulpd	2816(%rsp), %zmm14, %zmm14
	vaddpd	%zmm14, %zmm21, %zmm14
	vaddpd	%zmm22, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm5, %zmm5
	vaddpd	%zmm5, %zmm12, %zmm5
	vaddpd	%zmm22, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm8, %zmm6
	vaddpd	%zmm22, %zmm30, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm31, %zmm3
	vaddpd	%zmm22, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm24, %zmm8
	vmovupd	%zmm28, 2960(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm28, %zmm0
	vmulpd	%zmm0, %zmm28, %zmm1
	vaddpd	%zmm19, %zmm1, %zmm0
	vmulpd	2880(%rsp), %zmm0, %zmm10
	vmovupd	80(%rsp), %zmm4
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm4, %zmm0
	vmulpd	%zmm0, %zmm4, %zmm0
	vaddpd	%zmm17, %zmm0, %zmm4
	vmulpd	2256(%rsp), %zmm4, %zmm12
	vmovupd	1136(%rsp), %zmm29
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm29, %zmm4
	vmulpd	%zmm4, %zmm29, %zmm4
	vaddpd	%zmm14, %zmm4, %zmm14
	vmulpd	1888(%rsp), %zmm14, %zmm14
	vmovupd	1328(%rsp), %zmm27
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm27, %zmm17
	vmulpd	%zmm17, %zmm27, %zmm17
	vaddpd	%zmm20, %zmm17, %zmm19
	vmulpd	1488(%rsp), %zmm19, %zmm19
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm15, %zmm20
	vmulpd	%zmm20, %zmm15, %zmm20
	vaddpd	%zmm6, %zmm20, %zmm6
	vmulpd	%zmm6, %zmm9, %zmm6
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm11, %zmm9
	vmulpd	%zmm9, %zmm11, %zmm9
	vaddpd	%zmm5, %zmm9, %zmm5
	vmulpd	%zmm5, %zmm23, %zmm5
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm16, %zmm21
	vmulpd	%zmm21, %zmm16, %zmm21
	vaddpd	%zmm8, %zmm21, %zmm8
	vmulpd	%zmm8, %zmm2, %zmm2
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm13, %zmm8
	vmulpd	%zmm8, %zmm13, %zmm8
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm3, %zmm7, %zmm3
	vpsrlq	$20, 1408(%rsp), %zmm7
	vpbroadcastq	.LCPI0_22(%rip), %zmm26
	vpaddq	%zmm26, %zmm7, %zmm7
	vcvtqq2pd	%zmm7, %zmm7
	vmulpd	%zmm18, %zmm7, %zmm22
	vaddpd	%zmm10, %zmm22, %zmm10
	vpsrlq	$20, 1008(%rsp), %zmm22
	vpaddq	%zmm26, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm18, %zmm22, %zmm23
	vaddpd	%zmm12, %zmm23, %zmm12
	vpsrlq	$20, 672(%rsp), %zmm23
	vpaddq	%zmm26, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm18, %zmm23, %zmm24
	vaddpd	%zmm14, %zmm24, %zmm14
	vpsrlq	$20, 608(%rsp), %zmm24
	vpaddq	%zmm26, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm18, %zmm24, %zmm25
	vaddpd	%zmm19, %zmm25, %zmm19
	vpsrlq	$20, 736(%rsp), %zmm25
	vpaddq	%zmm26, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm18, %zmm25, %zmm28
	vaddpd	%zmm6, %zmm28, %zmm6
	vpsrlq	$20, 480(%rsp), %zmm28
	vpaddq	%zmm26, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm18, %zmm28, %zmm30
	vaddpd	%zmm5, %zmm30, %zmm5
	vpsrlq	$20, 816(%rsp), %zmm30
	vpaddq	%zmm26, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm18, %zmm30, %zmm31
	vaddpd	%zmm2, %zmm31, %zmm2
	vpsrlq	$20, 160(%rsp), %zmm31
	vpaddq	%zmm26, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm18, %zmm31, %zmm26
	vaddpd	%zmm3, %zmm26, %zmm3
	vsubpd	%zmm1, %zmm10, %zmm1
	vsubpd	%zmm0, %zmm12, %zmm0
	vsubpd	%zmm4, %zmm14, %zmm4
	vsubpd	%zmm17, %zmm19, %zmm10
	vsubpd	%zmm20, %zmm6, %zmm6
	vpbroadcastq	.LCPI0_21(%rip), %zmm17
	vsubpd	%zmm9, %zmm5, %zmm5
	vsubpd	%zmm21, %zmm2, %zmm2
	vsubpd	%zmm8, %zmm3, %zmm3
	vaddpd	80(%rsp), %zmm0, %zmm0
	vaddpd	2960(%rsp), %zmm1, %zmm1
	vaddpd	%zmm10, %zmm27, %zmm8
	vaddpd	%zmm4, %zmm29, %zmm4
	vaddpd	%zmm5, %zmm11, %zmm5
	vaddpd	%zmm6, %zmm15, %zmm6
	vaddpd	%zmm3, %zmm13, %zmm3
	vaddpd	%zmm2, %zmm16, %zmm2
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm22, %zmm9
	vaddpd	%zmm0, %zmm9, %zmm0
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm7, %zmm7
	vaddpd	%zmm1, %zmm7, %zmm1
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm24, %zmm7
	vpbroadcastq	.LCPI0_19(%rip), %zmm9
	vaddpd	%zmm8, %zmm7, %zmm7
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm23, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm28, %zmm8
	vpbroadcastq	.LCPI0_20(%rip), %zmm28
	vbroadcastsd	.LCPI0_36(%rip), %zmm10
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm10, %zmm25, %zmm8
	vpbroadcastq	.LCPI0_32(%rip), %zmm25
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm10, %zmm31, %zmm8
	vbroadcastsd	.LCPI0_23(%rip), %zmm20
	vpbroadcastq	.LCPI0_25(%rip), %zmm26
	vbroadcastsd	.LCPI0_27(%rip), %zmm24
	vbroadcastsd	.LCPI0_31(%rip), %zmm23
	vbroadcastsd	.LCPI0_33(%rip), %zmm22
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm10, %zmm30, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vcvtpd2ps	%zmm7, %ymm1
	vcvtpd2ps	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm1, %zmm1
	vcvtpd2ps	%zmm5, %ymm4
	vcvtpd2ps	%zmm6, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpbroadcastd	.LCPI0_38(%rip), %zmm5
	vpxord	%zmm5, %zmm0, %zmm0
	vmovdqu64	%zmm0, 11528(%rsp,%rax,4)
	vpxord	%zmm5, %zmm1, %zmm0
	vmovdqu64	%zmm0, 11592(%rsp,%rax,4)
	vpxord	%zmm5, %zmm4, %zmm0
	vmovdqu64	%zmm0, 11656(%rsp,%rax,4)
	vcvtpd2ps	%zmm3, %ymm0
	vcvtpd2ps	%zmm2, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vpxord	%zmm5, %zmm0, %zmm0
	vmovdqu64	%zmm0, 11720(%rsp,%rax,4)
	addq	$64, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_670
	movq	5184(%rsp), %rax
	movq	%rax, -48(%rsp)
	movq	-112(%rsp), %r15
	cmpq	%rcx, 880(%rsp)
	vmovups	1072(%rsp), %zmm14
	vmovsd	.LCPI0_28(%rip), %xmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm13
	vpbroadcastq	.LCPI0_28(%rip), %zmm25
	vbroadcastsd	.LCPI0_29(%rip), %zmm10
	vpbroadcastq	.LCPI0_39(%rip), %zmm12
	vmovups	288(%rsp), %zmm21
	je	.LBB0_679
	movq	1480(%rsp), %rax
	movq	%rax, %rcx
	testb	$56, 880(%rsp)
	je	.LBB0_676
.LBB0_673:
	vmovapd	%xmm11, %xmm29
	vbroadcastsd	.LCPI0_19(%rip), %zmm8
	vbroadcastsd	.LCPI0_20(%rip), %zmm9
	vbroadcastsd	.LCPI0_36(%rip), %zmm15
	vpbroadcastd	.LCPI0_38(%rip), %ymm16
	vbroadcastsd	.LCPI0_34(%rip), %zmm17
	vpbroadcastq	.LCPI0_21(%rip), %zmm18
	vpbroadcastq	.LCPI0_24(%rip), %zmm27
	vpbroadcastq	.LCPI0_22(%rip), %zmm28
	vmovaps	%zmm22, %zmm19
	vbroadcastsd	.LCPI0_30(%rip), %zmm22
	movq	2952(%rsp), %rdx
	vbroadcastsd	.LCPI0_32(%rip), %zmm11
	vbroadcastsd	.LCPI0_35(%rip), %zmm31
	.p2align	4
.LBB0_674:
	vcvtudq2pd	11528(%rsp,%rcx,4), %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpaddq	%zmm18, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm28, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm20, %zmm1, %zmm1
	vpternlogq	$248, %zmm27, %zmm0, %zmm1
	vpaddq	%zmm26, %zmm1, %zmm0
	vaddpd	%zmm13, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm24, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm25, %zmm5, %zmm6
	vaddpd	%zmm10, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm22, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm23, %zmm5, %zmm7
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm19, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm17, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm31, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm15, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpxorq	%zmm12, %zmm1, %zmm1
	vpaddq	%zmm18, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm28, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm20, %zmm1, %zmm1
	vpternlogq	$248, %zmm27, %zmm0, %zmm1
	vpaddq	%zmm26, %zmm1, %zmm0
	vaddpd	%zmm13, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm24, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm25, %zmm5, %zmm6
	vaddpd	%zmm10, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm22, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm23, %zmm5, %zmm7
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm19, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm17, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm31, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm15, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vpxord	%ymm16, %ymm0, %ymm0
	vmovdqu	%ymm0, 11528(%rsp,%rcx,4)
	addq	$8, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_674
	movq	5184(%rsp), %rax
	movq	%rax, -48(%rsp)
	movq	-112(%rsp), %r15
	movq	%rdx, %rax
	cmpq	%rdx, 880(%rsp)
	vmovapd	%xmm29, %xmm11
	je	.LBB0_679
.LBB0_676:
	vmovaps	%zmm14, %zmm20
	vmovsd	.LCPI0_19(%rip), %xmm7
	vmovsd	.LCPI0_20(%rip), %xmm8
	vmovsd	.LCPI0_26(%rip), %xmm9
	vmovsd	.LCPI0_27(%rip), %xmm10
	vmovsd	.LCPI0_30(%rip), %xmm12
	vmovsd	.LCPI0_31(%rip), %xmm13
	vmovsd	.LCPI0_32(%rip), %xmm14
	vmovsd	.LCPI0_33(%rip), %xmm15
	vmovsd	.LCPI0_34(%rip), %xmm16
	vmovsd	.LCPI0_35(%rip), %xmm17
	vmovsd	.LCPI0_36(%rip), %xmm18
	vmovddup	.LCPI0_28(%rip), %xmm19
	vmovapd	.LCPI0_41(%rip), %xmm22
	vmovapd	.LCPI0_42(%rip), %xmm23
	vbroadcastss	.LCPI0_38(%rip), %xmm25
	vmovsd	.LCPI0_29(%rip), %xmm26
	movq	880(%rsp), %r15
	.p2align	4
.LBB0_677:
	vpxord	%xmm29, %xmm29, %xmm29
	vcvtusi2sdl	11528(%rsp,%rax,4), %xmm29, %xmm0
	vaddsd	%xmm7, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm8, %xmm0
	vmovq	%xmm0, %rcx
	movl	%ecx, %edx
	shrq	$32, %rcx
	addq	$614242, %rcx
	movq	%rcx, %rsi
	shrq	$20, %rsi
	addq	$-1023, %rsi
	shlq	$32, %rcx
	andq	%r11, %rcx
	addq	%r10, %rcx
	orq	%rcx, %rdx
	vmovq	%rdx, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm7, %xmm0, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm0, %xmm10, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm11, %xmm5
	vaddsd	%xmm26, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm12, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vmulsd	%xmm4, %xmm13, %xmm6
	vaddsd	%xmm6, %xmm14, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm6
	vaddsd	%xmm6, %xmm15, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm4
	vaddsd	%xmm16, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vaddsd	%xmm3, %xmm5, %xmm3
	vcvtsi2sd	%rsi, %xmm29, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm17, %xmm4, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm18, %xmm4, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vmovq	%xmm0, %rcx
	xorq	%rbx, %rcx
	movl	%ecx, %edx
	shrq	$32, %rcx
	addq	$614242, %rcx
	movq	%rcx, %rsi
	shrq	$20, %rsi
	addq	$-1023, %rsi
	shlq	$32, %rcx
	andq	%r11, %rcx
	addq	%r10, %rcx
	orq	%rcx, %rdx
	vmovq	%rdx, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm7, %xmm0, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm0, %xmm10, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm13, %xmm5
	vaddsd	%xmm5, %xmm14, %xmm5
	vmovddup	%xmm4, %xmm4
	vunpcklpd	%xmm5, %xmm19, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm22, %xmm5, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm23, %xmm5, %xmm5
	vunpcklpd	%xmm3, %xmm4, %xmm3
	vmulpd	%xmm5, %xmm3, %xmm3
	vshufpd	$1, %xmm3, %xmm3, %xmm4
	vaddsd	%xmm4, %xmm3, %xmm3
	vcvtsi2sd	%rsi, %xmm30, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm17, %xmm4, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm18, %xmm4, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vxorps	%xmm25, %xmm0, %xmm0
	vmovss	%xmm0, 11528(%rsp,%rax,4)
	incq	%rax
	cmpq	%r15, %rax
	jb	.LBB0_677
	movq	5184(%rsp), %rax
	movq	%rax, -48(%rsp)
	movq	-112(%rsp), %r15
	vmovaps	%zmm20, %zmm14
.LBB0_679:
	movq	-112(%rsp), %rax
	movq	%r15, 480(%rsp)
	subq	%r15, %rax
	imulq	-120(%rsp), %rax
	leaq	(%rsp,%rax,4), %rax
	addq	$11528, %rax
	movq	-104(%rsp), %r8
	leaq	(%rax,%r8,4), %rax
	movq	224(%rsp), %r10
.LBB0_680:
	movq	4800(%rsp), %r11
.LBB0_681:
	movq	%r11, %r15
	movq	%r11, %rcx
	subq	%r8, %rcx
	andq	$-32, %rcx
	addq	%r8, %rcx
	movq	%r8, %rdx
	cmpq	%rcx, %r8
	vbroadcastss	.LCPI0_0(%rip), %zmm29
	vmovdqu64	2320(%rsp), %zmm22
	vmovups	2128(%rsp), %zmm24
	vmovdqu64	5696(%rsp), %zmm25
	vmovups	5952(%rsp), %zmm30
	vmovups	5632(%rsp), %zmm31
	vmovups	5888(%rsp), %zmm23
	movq	-16(%rsp), %r11
	leaq	1024(%r8), %rbx
	jae	.LBB0_683
	.p2align	4
.LBB0_682:
	vpbroadcastq	%rdx, %zmm1
	vporq	.LCPI0_9(%rip), %zmm1, %zmm5
	vporq	.LCPI0_10(%rip), %zmm1, %zmm2
	vmovdqu64	%zmm2, 160(%rsp)
	vmovups	(%r13,%rdx,4), %zmm3
	vporq	.LCPI0_356(%rip), %zmm1, %zmm27
	vporq	.LCPI0_357(%rip), %zmm1, %zmm0
	vmovdqu64	%zmm0, 80(%rsp)
	vmovups	64(%r13,%rdx,4), %zmm7
	vcvtuqq2ps	%zmm2, %ymm8
	vmulps	%zmm3, %zmm14, %zmm6
	vmulps	%zmm7, %zmm14, %zmm4
	vcvtuqq2ps	%zmm5, %ymm9
	vcvtuqq2ps	%zmm0, %ymm10
	vinsertf64x4	$1, %ymm9, %zmm8, %zmm8
	vcvtuqq2ps	%zmm27, %ymm9
	vinsertf64x4	$1, %ymm9, %zmm10, %zmm9
	vcmpltps	%zmm3, %zmm23, %k3
	vcmpltps	%zmm7, %zmm23, %k2
	vmovaps	%zmm29, %zmm10 {%k3} {z}
	vcmpeqps	%zmm23, %zmm3, %k4
	vcmpeqps	%zmm23, %zmm7, %k3
	vcmpleps	%zmm21, %zmm8, %k4 {%k4}
	vmovaps	%zmm29, %zmm3 {%k4} {z}
	vmovups	2528(%rsp), %zmm0
	vsubps	%zmm0, %zmm6, %zmm7
	vmaxps	%zmm10, %zmm3, %zmm10
	vsubps	%zmm0, %zmm4, %zmm3
	vbroadcastss	.LCPI0_358(%rip), %zmm12
	vmaxps	%zmm7, %zmm12, %zmm11
	vmaxps	%zmm3, %zmm12, %zmm12
	vbroadcastss	.LCPI0_359(%rip), %zmm14
	vminps	%zmm11, %zmm14, %zmm13
	vminps	%zmm12, %zmm14, %zmm12
	vbroadcastss	.LCPI0_360(%rip), %zmm14
	vmulps	%zmm14, %zmm13, %zmm11
	vmulps	%zmm14, %zmm12, %zmm14
	vbroadcastss	.LCPI0_361(%rip), %zmm16
	vaddps	%zmm16, %zmm11, %zmm15
	vaddps	%zmm16, %zmm14, %zmm11
	vbroadcastss	.LCPI0_362(%rip), %zmm16
	vaddps	%zmm16, %zmm15, %zmm14
	vaddps	%zmm16, %zmm11, %zmm16
	vbroadcastss	.LCPI0_378(%rip), %zmm18
	vmulps	%zmm18, %zmm14, %zmm17
	vmulps	%zmm18, %zmm16, %zmm18
	vsubps	%zmm17, %zmm13, %zmm13
	vsubps	%zmm18, %zmm12, %zmm12
	vbroadcastss	.LCPI0_364(%rip), %zmm17
	vmulps	%zmm17, %zmm14, %zmm14
	vmulps	%zmm17, %zmm16, %zmm16
	vsubps	%zmm14, %zmm13, %zmm17
	vsubps	%zmm16, %zmm12, %zmm18
	vmulps	%zmm17, %zmm17, %zmm19
	vmulps	%zmm18, %zmm18, %zmm20
	vbroadcastss	.LCPI0_365(%rip), %zmm0
	vmulps	%zmm0, %zmm19, %zmm21
	vbroadcastss	.LCPI0_366(%rip), %zmm1
	vaddps	%zmm1, %zmm21, %zmm21
	vmulps	%zmm21, %zmm19, %zmm21
	vbroadcastss	.LCPI0_367(%rip), %zmm26
	vaddps	%zmm26, %zmm21, %zmm21
	vmulps	%zmm21, %zmm19, %zmm21
	vbroadcastss	.LCPI0_368(%rip), %zmm28
	vaddps	%zmm28, %zmm21, %zmm21
	vmulps	%zmm21, %zmm19, %zmm21
	vbroadcastss	.LCPI0_369(%rip), %zmm2
	vaddps	%zmm2, %zmm21, %zmm21
	vmulps	%zmm21, %zmm19, %zmm19
	vmulps	%zmm0, %zmm20, %zmm21
	vaddps	%zmm1, %zmm21, %zmm21
	vmulps	%zmm21, %zmm20, %zmm21
	vaddps	%zmm26, %zmm21, %zmm21
	vmulps	%zmm21, %zmm20, %zmm21
	vaddps	%zmm28, %zmm21, %zmm21
	vmulps	%zmm21, %zmm20, %zmm21
	vaddps	%zmm2, %zmm21, %zmm21
	vmulps	%zmm21, %zmm20, %zmm20
	vmovups	288(%rsp), %zmm21
	vsubps	%zmm19, %zmm17, %zmm19
	vmulps	%zmm19, %zmm17, %zmm17
	vbroadcastss	.LCPI0_370(%rip), %zmm0
	vsubps	%zmm19, %zmm0, %zmm19
	vdivps	%zmm19, %zmm17, %zmm17
	vmovaps	%zmm29, %zmm19 {%k2} {z}
	vsubps	%zmm20, %zmm18, %zmm20
	vcmpleps	%zmm21, %zmm9, %k2 {%k3}
	vmulps	%zmm20, %zmm18, %zmm18
	vsubps	%zmm20, %zmm0, %zmm20
	vdivps	%zmm20, %zmm18, %zmm18
	vmovaps	%zmm29, %zmm20 {%k2} {z}
	vmaxps	%zmm19, %zmm20, %zmm19
	vsubps	%zmm17, %zmm14, %zmm14
	vsubps	%zmm18, %zmm16, %zmm16
	vsubps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm16, %zmm12, %zmm12
	vaddps	%zmm29, %zmm13, %zmm13
	vpbroadcastd	.LCPI0_371(%rip), %zmm0
	vpaddd	%zmm0, %zmm15, %zmm14
	vpsrld	$1, %zmm14, %zmm14
	vpsubd	%zmm14, %zmm15, %zmm15
	vpslld	$23, %zmm14, %zmm14
	vpbroadcastd	.LCPI0_2(%rip), %zmm1
	vpaddd	%zmm1, %zmm14, %zmm14
	vaddps	%zmm29, %zmm12, %zmm12
	vmulps	%zmm14, %zmm13, %zmm13
	vpaddd	%zmm0, %zmm11, %zmm14
	vpsrld	$1, %zmm14, %zmm14
	vpsubd	%zmm14, %zmm11, %zmm11
	vpslld	$23, %zmm14, %zmm14
	vpaddd	%zmm1, %zmm14, %zmm14
	vmulps	%zmm14, %zmm12, %zmm12
	vpslld	$23, %zmm15, %zmm14
	vpxor	%xmm15, %xmm15, %xmm15
	vpbroadcastd	.LCPI0_5(%rip), %zmm0
	vpaddd	%zmm0, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vmovups	1072(%rsp), %zmm14
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm0, %zmm11, %zmm11
	vmulps	%zmm11, %zmm12, %zmm11
	vcmpunordps	%zmm15, %zmm7, %k2
	vbroadcastss	.LCPI0_372(%rip), %zmm0
	vmovaps	%zmm0, %zmm13 {%k2}
	vmovups	1264(%rsp), %zmm1
	vdivps	%zmm1, %zmm13, %zmm7
	vcmpunordps	%zmm15, %zmm3, %k2
	vmovaps	%zmm0, %zmm11 {%k2}
	vdivps	%zmm1, %zmm11, %zmm3
	vcmpneqps	%zmm15, %zmm10, %k2
	vcmpneqps	%zmm15, %zmm19, %k3
	vbroadcastss	.LCPI0_4(%rip), %zmm0
	vmovaps	%zmm0, %zmm11
	vaddps	%zmm15, %zmm7, %zmm11 {%k2}
	vmovaps	%zmm0, %zmm7
	vaddps	%zmm15, %zmm3, %zmm7 {%k3}
	vcmpltps	%zmm11, %zmm30, %k2
	vcmpeqps	%zmm30, %zmm11, %k3
	vcmpltps	%zmm7, %zmm30, %k4
	vcmpeqps	%zmm30, %zmm7, %k5
	vmovaps	%zmm29, %zmm3 {%k2} {z}
	vmovups	944(%rsp), %zmm0
	vcmpleps	%zmm0, %zmm8, %k2 {%k3}
	vmovaps	%zmm29, %zmm7 {%k4} {z}
	vcmpleps	%zmm0, %zmm9, %k3 {%k5}
	vmovaps	%zmm29, %zmm8 {%k2} {z}
	vmaxps	%zmm3, %zmm8, %zmm3
	vmovaps	%zmm29, %zmm8 {%k3} {z}
	vmaxps	%zmm7, %zmm8, %zmm7
	vmulps	%zmm3, %zmm10, %zmm3
	vmulps	%zmm7, %zmm19, %zmm7
	vcmpneqps	%zmm15, %zmm3, %k2
	movq	%rdx, %rsi
	subq	%r8, %rsi
	vcmpneqps	%zmm15, %zmm7, %k3
	vbroadcastss	.LCPI0_2(%rip), %zmm7
	vmovaps	%zmm7, %zmm3
	vaddps	(%rax,%rsi,4), %zmm6, %zmm3 {%k2}
	vmovaps	%zmm7, %zmm6
	vaddps	64(%rax,%rsi,4), %zmm4, %zmm6 {%k3}
	vmovdqu64	160(%rsp), %zmm0
	vpmovqd	%zmm0, %ymm4
	vpmovqd	%zmm5, %ymm2
	vcmpltps	%zmm3, %zmm24, %k0
	vcmpordps	%zmm15, %zmm24, %k2
	vcmpunordps	%zmm15, %zmm3, %k2 {%k2}
	korw	%k2, %k0, %k2
	vinserti32x8	$1, %ymm2, %zmm4, %zmm22 {%k2}
	vmovdqu64	80(%rsp), %zmm0
	vpmovqd	%zmm0, %ymm1
	vcmpltps	%zmm6, %zmm31, %k0
	vcmpordps	%zmm15, %zmm31, %k3
	vcmpunordps	%zmm15, %zmm6, %k3 {%k3}
	vpmovqd	%zmm27, %ymm0
	korw	%k3, %k0, %k3
	vinserti32x8	$1, %ymm0, %zmm1, %zmm25 {%k3}
	vmovaps	%zmm3, %zmm24 {%k2}
	vmovaps	%zmm6, %zmm31 {%k3}
	addq	$32, %rdx
	cmpq	%rcx, %rdx
	jb	.LBB0_682
.LBB0_683:
	vmovups	%zmm31, 5632(%rsp)
	vmovdqu64	%zmm25, 5696(%rsp)
	vmovups	%zmm24, 2128(%rsp)
	vmovdqu64	%zmm22, 2320(%rsp)
	cmpq	%r15, %rcx
	jae	.LBB0_619
	andq	$-32, %r14
	vmovss	.LCPI0_2(%rip), %xmm11
	vpxor	%xmm9, %xmm9, %xmm9
	vmovss	.LCPI0_358(%rip), %xmm7
	vmovss	.LCPI0_359(%rip), %xmm10
	vmovss	.LCPI0_360(%rip), %xmm12
	vmovss	.LCPI0_361(%rip), %xmm13
	vmovss	.LCPI0_362(%rip), %xmm14
	vmovss	.LCPI0_363(%rip), %xmm15
	vmovss	.LCPI0_364(%rip), %xmm16
	vmovss	.LCPI0_365(%rip), %xmm17
	vmovss	.LCPI0_366(%rip), %xmm18
	vmovss	.LCPI0_367(%rip), %xmm19
	vmovss	.LCPI0_368(%rip), %xmm20
	vmovss	.LCPI0_369(%rip), %xmm21
	vmovss	.LCPI0_370(%rip), %xmm22
	vmovss	.LCPI0_4(%rip), %xmm24
	vmovaps	2448(%rsp), %xmm8
	vmovss	.LCPI0_0(%rip), %xmm25
	vmovaps	32(%rsp), %xmm27
	vmovaps	48(%rsp), %xmm31
	vmovaps	3536(%rsp), %xmm23
	vmovaps	144(%rsp), %xmm26
	vmovaps	3600(%rsp), %xmm30
	vmovaps	1392(%rsp), %xmm28
	vmovaps	5824(%rsp), %xmm29
	.p2align	4
.LBB0_685:
	vmovss	(%r11,%r14,4), %xmm1
	vmulss	%xmm1, %xmm8, %xmm0
	vcmpltss	%xmm1, %xmm27, %k2
	vcmpeqss	%xmm27, %xmm1, %k0
	vsubss	%xmm23, %xmm0, %xmm1
	vmaxss	%xmm1, %xmm7, %xmm2
	vminss	%xmm2, %xmm10, %xmm2
	vmulss	%xmm2, %xmm12, %xmm3
	vaddss	%xmm3, %xmm13, %xmm3
	vaddss	%xmm3, %xmm14, %xmm4
	vmovd	%xmm3, %edx
	vmulss	%xmm4, %xmm15, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm16, %xmm4, %xmm3
	vsubss	%xmm3, %xmm2, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm17, %xmm5, %xmm6
	vaddss	%xmm18, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm19, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm20, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm21, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vsubss	%xmm5, %xmm4, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm5, %xmm22, %xmm5
	vdivss	%xmm5, %xmm4, %xmm4
	leaq	(%r8,%r14), %rcx
	vsubss	%xmm4, %xmm3, %xmm3
	vcvtusi2ss	%rcx, %xmm11, %xmm4
	vsubss	%xmm3, %xmm2, %xmm2
	vaddss	%xmm25, %xmm2, %xmm2
	leal	-1262485248(%rdx), %esi
	shrl	%esi
	subl	%esi, %edx
	shll	$23, %edx
	shll	$23, %esi
	addl	$-8388608, %esi
	addl	$2139095040, %edx
	vmovd	%esi, %xmm3
	vmulss	%xmm3, %xmm2, %xmm2
	vmovd	%edx, %xmm3
	vmulss	%xmm3, %xmm2, %xmm2
	vmovss	%xmm25, %xmm25, %xmm3 {%k2} {z}
	vcmpless	%xmm31, %xmm4, %k2
	kandw	%k2, %k0, %k2
	vcmpunordss	%xmm1, %xmm1, %k3
	vmovss	%xmm25, %xmm25, %xmm1 {%k2} {z}
	vmovss	.LCPI0_372(%rip), %xmm2 {%k3}
	vmaxss	%xmm3, %xmm1, %xmm1
	vdivss	%xmm26, %xmm2, %xmm2
	vaddss	%xmm2, %xmm9, %xmm2
	vcmpneqss	%xmm9, %xmm1, %k2
	vmovaps	%xmm24, %xmm3
	vmovss	%xmm2, %xmm3, %xmm3 {%k2}
	vcmpltss	%xmm3, %xmm28, %k2
	vcmpeqss	%xmm28, %xmm3, %k0
	vmovss	%xmm25, %xmm25, %xmm2 {%k2} {z}
	vcmpless	%xmm29, %xmm4, %k2
	kandw	%k2, %k0, %k2
	vmovss	%xmm25, %xmm25, %xmm3 {%k2} {z}
	vmaxss	%xmm2, %xmm3, %xmm2
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	(%rax,%r14,4), %xmm0, %xmm0
	vcmpneqss	%xmm9, %xmm1, %k2
	vmovaps	%xmm11, %xmm1
	vmovss	%xmm0, %xmm1, %xmm1 {%k2}
	vucomiss	%xmm30, %xmm1
	seta	%dl
	vcmpunordss	%xmm9, %xmm1, %k0
	vcmpordss	%xmm9, %xmm30, %k2
	kandw	%k0, %k2, %k0
	kmovd	%k0, %esi
	orb	%dl, %sil
	andb	$1, %sil
	kmovd	%esi, %k2
	vmovss	%xmm1, %xmm30, %xmm30 {%k2}
	cmovneq	%rcx, %rbp
	leaq	(%r8,%r14), %rcx
	incq	%rcx
	incq	%r14
	cmpq	%r15, %rcx
	jb	.LBB0_685
	jmp	.LBB0_620
.LBB0_686:
	movq	544(%rsp), %rax
	vmovups	1072(%rsp), %zmm14
	movq	%r12, %r10
	movq	432(%rsp), %rbp
	vmovups	288(%rsp), %zmm21
	jmp	.LBB0_680
.LBB0_687:
	addq	-104(%rsp), %rax
	movq	%rax, %rdx
	movq	-64(%rsp), %rax
	movl	$3528531795, %edi
	movq	2656(%rsp), %r11
	movq	224(%rsp), %r13
	movl	-32(%rsp), %ecx
	movq	-8(%rsp), %rbp
	jmp	.LBB0_642
.LBB0_688:
	addq	%r8, %rax
	movq	%rax, %rdx
	vmovsd	.LCPI0_29(%rip), %xmm27
	vmovsd	.LCPI0_30(%rip), %xmm24
	vmovsd	.LCPI0_31(%rip), %xmm13
	vmovsd	.LCPI0_32(%rip), %xmm14
	vmovsd	.LCPI0_33(%rip), %xmm25
	vmovsd	.LCPI0_34(%rip), %xmm16
	vmovsd	.LCPI0_35(%rip), %xmm17
	vmovsd	.LCPI0_36(%rip), %xmm18
	vmovddup	.LCPI0_28(%rip), %xmm19
	jmp	.LBB0_654
	.p2align	4
.LBB0_689:
	vmovdqa64	%xmm19, (%rsp)
	vmovaps	%xmm0, 3024(%rsp)
	cmpq	$31, %r11
	jbe	.LBB0_692
	vmovups	5632(%rsp), %zmm2
	vcmpunordps	%zmm15, %zmm2, %k0
	vcmpordps	%zmm15, %zmm13, %k2
	vmovdqu64	5696(%rsp), %zmm0
	vpcmpltud	%zmm10, %zmm0, %k3
	vcmpltps	%zmm2, %zmm13, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%zmm13, %zmm2, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandw	%k0, %k2, %k2
	kandnw	%k3, %k0, %k0
	korw	%k0, %k2, %k2
	vmovaps	%zmm2, %zmm13 {%k2}
	vmovdqa32	%zmm0, %zmm10 {%k2}
	vextractf64x4	$1, %zmm13, %ymm0
	vextracti64x4	$1, %zmm10, %ymm3
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpunordps	%ymm2, %ymm0, %k0
	vcmpordps	%ymm2, %ymm13, %k2
	vpcmpltud	%ymm10, %ymm3, %k3
	vcmpltps	%ymm0, %ymm13, %k4
	korb	%k3, %k2, %k2
	vcmpeqps	%ymm13, %ymm0, %k3 {%k3}
	korb	%k3, %k4, %k3
	kandnb	%k3, %k0, %k3
	kandb	%k0, %k2, %k0
	korb	%k3, %k0, %k2
	vblendmps	%ymm0, %ymm13, %ymm0 {%k2}
	vpblendmd	%ymm3, %ymm10, %ymm10 {%k2}
	vextractf128	$1, %ymm0, %xmm2
	vextracti128	$1, %ymm10, %xmm3
	vmovaps	%zmm6, %zmm13
	vxorps	%xmm6, %xmm6, %xmm6
	vcmpunordps	%xmm6, %xmm2, %k0
	vcmpordps	%xmm6, %xmm0, %k2
	vpcmpltud	%xmm10, %xmm3, %k3
	vcmpltps	%xmm2, %xmm0, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%xmm0, %xmm2, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vblendmps	%xmm2, %xmm0, %xmm0 {%k2}
	vpblendmd	%xmm3, %xmm10, %xmm10 {%k2}
	vshufpd	$1, %xmm0, %xmm0, %xmm2
	vpshufd	$238, %xmm10, %xmm3
	vcmpunordps	%xmm6, %xmm2, %k0
	vcmpordps	%xmm6, %xmm0, %k2
	vmovaps	%zmm13, %zmm6
	vpcmpltud	%xmm10, %xmm3, %k3
	vcmpltps	%xmm2, %xmm0, %k4
	vcmpeqps	%xmm0, %xmm2, %k5
	korw	%k3, %k2, %k2
	kandw	%k3, %k5, %k3
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vmovaps	%xmm2, %xmm0 {%k2}
	vmovdqa32	%xmm3, %xmm10 {%k2}
	vmovd	%xmm10, %eax
	vmovshdup	%xmm0, %xmm2
	vpextrd	$1, %xmm10, %ecx
	vucomiss	%xmm2, %xmm2
	setp	%dl
	kmovd	%edx, %k0
	vucomiss	%xmm0, %xmm0
	setnp	%dl
	cmpl	%eax, %ecx
	setb	%sil
	vucomiss	%xmm0, %xmm2
	seta	%dil
	setnp	%r8b
	sete	%r11b
	andb	%r8b, %r11b
	orb	%sil, %dl
	kmovd	%edx, %k2
	andb	%sil, %r11b
	orb	%dil, %r11b
	kmovd	%r11d, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k0
	kmovd	%k0, %edx
	andb	$1, %dl
	kmovd	%edx, %k2
	vmovss	%xmm2, %xmm0, %xmm0 {%k2}
	cmovnel	%ecx, %eax
	vucomiss	%xmm0, %xmm0
	setnp	%cl
	cmpq	%rax, %rbp
	setb	%dl
	vucomiss	%xmm0, %xmm30
	seta	%sil
	setnp	%dil
	sete	%r11b
	andb	%dil, %r11b
	orb	%dl, %cl
	andb	%dl, %r11b
	orb	%sil, %r11b
	movq	1552(%rsp), %rbx
	vucomiss	%xmm30, %xmm30
	movzbl	%cl, %ecx
	movzbl	%r11b, %edx
	movq	-112(%rsp), %r11
	cmovpl	%ecx, %edx
	testb	%dl, %dl
	cmoveq	%rax, %rbp
	movl	$3528531795, %r8d
	movq	-40(%rsp), %rax
	movq	368(%rsp), %r14
	movabsq	$4611686018427387899, %rdi
	vbroadcastsd	.LCPI0_23(%rip), %zmm20
	vmovdqa64	%zmm5, %zmm31
	vmovdqa64	%zmm1, %zmm5
	vmovdqu64	1680(%rsp), %zmm17
	vmovss	.LCPI0_5(%rip), %xmm29
	jmp	.LBB0_693
.LBB0_691:
	movl	$3528531795, %r8d
	xorl	%ebp, %ebp
	movq	-40(%rsp), %rax
	movq	-112(%rsp), %r11
	jmp	.LBB0_693
.LBB0_692:
	movl	$3528531795, %r8d
	movq	-40(%rsp), %rax
	movq	368(%rsp), %r14
	movabsq	$4611686018427387899, %rdi
	vbroadcastsd	.LCPI0_23(%rip), %zmm20
	vmovdqa64	%zmm5, %zmm31
	vmovdqa64	%zmm1, %zmm5
	vmovdqu64	1680(%rsp), %zmm17
	vmovss	.LCPI0_5(%rip), %xmm29
	movq	-112(%rsp), %r11
	movq	%rsi, %rbx
.LBB0_693:
	vxorps	%xmm3, %xmm3, %xmm3
	vcvtusi2ss	%rbp, %xmm3, %xmm0
	vmovaps	%xmm0, 2512(%rsp)
	jmp	.LBB0_711
.LBB0_694:
	movq	%rcx, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_695:
	vpcmpleud	-192(%r10,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r10,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r10,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r10,%rsi,4), %zmm2, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm1, %zmm1
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rsi
	cmpq	%rsi, %rdx
	jne	.LBB0_695
	vpaddd	%zmm0, %zmm1, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	cmpq	%rdx, %rcx
	je	.LBB0_790
	testb	$56, %cl
	je	.LBB0_788
.LBB0_698:
	movq	%rdx, %r8
	movq	%rcx, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_699:
	vpcmpleud	(%r13,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_699
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_789
.LBB0_701:
	xorl	%eax, %eax
	movq	-88(%rsp), %rsi
	movq	544(%rsp), %rdi
	vmovss	.LCPI0_359(%rip), %xmm25
	vmovss	.LCPI0_360(%rip), %xmm28
	vmovss	.LCPI0_361(%rip), %xmm22
	vmovss	.LCPI0_362(%rip), %xmm24
	vmovss	.LCPI0_363(%rip), %xmm19
	vmovss	.LCPI0_364(%rip), %xmm20
	vmovss	.LCPI0_365(%rip), %xmm10
	vmovss	.LCPI0_366(%rip), %xmm15
	vmovss	.LCPI0_367(%rip), %xmm7
	vmovss	.LCPI0_368(%rip), %xmm14
	vmovss	.LCPI0_369(%rip), %xmm13
	vmovss	.LCPI0_370(%rip), %xmm17
	vmovss	.LCPI0_4(%rip), %xmm16
	vmovaps	32(%rsp), %xmm18
	jmp	.LBB0_234
.LBB0_702:
	vbroadcastss	144(%rsp), %zmm1
	vmovups	%zmm1, 80(%rsp)
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_10(%rip), %zmm2
	vmovdqa64	.LCPI0_9(%rip), %zmm5
	movq	-88(%rsp), %rsi
	movq	2944(%rsp), %rcx
	movq	544(%rsp), %rdi
	vpbroadcastd	.LCPI0_2(%rip), %zmm28
	vpbroadcastd	.LCPI0_371(%rip), %zmm24
	vbroadcastss	.LCPI0_370(%rip), %zmm22
	vbroadcastss	.LCPI0_369(%rip), %zmm25
	vxorps	%xmm14, %xmm14, %xmm14
	vpbroadcastq	.LCPI0_11(%rip), %zmm15
	vmovups	1072(%rsp), %zmm17
	vbroadcastss	.LCPI0_361(%rip), %zmm18
	vbroadcastss	.LCPI0_359(%rip), %zmm21
	vbroadcastss	.LCPI0_360(%rip), %zmm31
	vbroadcastss	.LCPI0_362(%rip), %zmm19
	vbroadcastss	.LCPI0_358(%rip), %zmm29
	vbroadcastss	.LCPI0_364(%rip), %zmm30
	vbroadcastss	.LCPI0_365(%rip), %zmm20
	vbroadcastss	.LCPI0_366(%rip), %zmm4
	vbroadcastss	.LCPI0_367(%rip), %zmm16
	vmovaps	%zmm23, %zmm1
	vbroadcastss	.LCPI0_0(%rip), %zmm23
	.p2align	4
.LBB0_703:
	vmovups	(%rsi,%rax,4), %zmm6
	vcvtuqq2ps	%zmm2, %ymm7
	vcvtuqq2ps	%zmm5, %ymm8
	vmulps	%zmm6, %zmm17, %zmm9
	vinsertf64x4	$1, %ymm8, %zmm7, %zmm7
	vcmpltps	%zmm6, %zmm3, %k2
	vcmpeqps	%zmm3, %zmm6, %k3
	vsubps	%zmm1, %zmm9, %zmm6
	vmaxps	%zmm6, %zmm29, %zmm8
	vminps	%zmm8, %zmm21, %zmm8
	vmulps	%zmm31, %zmm8, %zmm9
	vaddps	%zmm18, %zmm9, %zmm9
	vaddps	%zmm19, %zmm9, %zmm10
	vmulps	.LCPI0_363(%rip){1to16}, %zmm10, %zmm11
	vaddps	%zmm11, %zmm8, %zmm8
	vmulps	%zmm30, %zmm10, %zmm10
	vsubps	%zmm10, %zmm8, %zmm11
	vmulps	%zmm11, %zmm11, %zmm12
	vmulps	%zmm20, %zmm12, %zmm13
	vaddps	%zmm4, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	%zmm16, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	.LCPI0_368(%rip){1to16}, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	%zmm25, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm12, %zmm11, %zmm12
	vmulps	%zmm12, %zmm11, %zmm11
	vsubps	%zmm12, %zmm22, %zmm12
	vdivps	%zmm12, %zmm11, %zmm11
	vcmpleps	%zmm0, %zmm7, %k3 {%k3}
	vsubps	%zmm11, %zmm10, %zmm7
	vsubps	%zmm7, %zmm8, %zmm7
	vaddps	%zmm23, %zmm7, %zmm7
	vpaddd	%zmm24, %zmm9, %zmm8
	vpsrld	$1, %zmm8, %zmm8
	vpsubd	%zmm8, %zmm9, %zmm9
	vpslld	$23, %zmm8, %zmm8
	vpaddd	%zmm28, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm7
	vpslld	$23, %zmm9, %zmm8
	vpaddd	.LCPI0_5(%rip){1to16}, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm7
	vmovaps	%zmm23, %zmm8 {%k2} {z}
	vcmpunordps	%zmm14, %zmm6, %k2
	vmovaps	%zmm23, %zmm6 {%k3} {z}
	vbroadcastss	.LCPI0_372(%rip), %zmm7 {%k2}
	vmaxps	%zmm8, %zmm6, %zmm6
	vdivps	80(%rsp), %zmm7, %zmm7
	vcmpneqps	%zmm14, %zmm6, %k2
	vbroadcastss	.LCPI0_4(%rip), %zmm6
	vaddps	%zmm14, %zmm7, %zmm6 {%k2}
	vpmovd2m	%zmm6, %k3
	vpord	.LCPI0_38(%rip){1to16}, %zmm6, %zmm8
	vpternlogd	$255, %zmm9, %zmm9, %zmm9
	vpxord	%zmm9, %zmm6, %zmm8 {%k3}
	vmovdqu64	%zmm8, (%r13,%rax,4)
	vmovaps	%zmm7, %zmm6 {%k2} {z}
	vmovups	%zmm6, (%rdi,%rax,4)
	addq	$16, %rax
	vpaddq	%zmm15, %zmm2, %zmm2
	vpaddq	%zmm15, %zmm5, %zmm5
	cmpq	%rax, %rcx
	jne	.LBB0_703
	movq	-120(%rsp), %r8
	cmpq	%rcx, %r8
	vmovdqu64	2192(%rsp), %zmm31
	vmovss	.LCPI0_5(%rip), %xmm29
	vmovd	.LCPI0_2(%rip), %xmm11
	vpxor	%xmm9, %xmm9, %xmm9
	vmovss	.LCPI0_358(%rip), %xmm8
	vmovss	.LCPI0_359(%rip), %xmm25
	vmovss	.LCPI0_360(%rip), %xmm28
	vmovss	.LCPI0_361(%rip), %xmm22
	vmovss	.LCPI0_362(%rip), %xmm24
	vmovss	.LCPI0_363(%rip), %xmm19
	vmovss	.LCPI0_364(%rip), %xmm20
	vmovss	.LCPI0_365(%rip), %xmm10
	vmovss	.LCPI0_366(%rip), %xmm15
	vmovss	.LCPI0_367(%rip), %xmm7
	vmovss	.LCPI0_368(%rip), %xmm14
	vmovss	.LCPI0_369(%rip), %xmm13
	vmovss	.LCPI0_370(%rip), %xmm17
	vmovss	.LCPI0_4(%rip), %xmm16
	vmovaps	32(%rsp), %xmm18
	vmovaps	144(%rsp), %xmm30
	vmovaps	48(%rsp), %xmm21
	vmovaps	3536(%rsp), %xmm12
	je	.LBB0_236
	movq	2944(%rsp), %rax
	movq	%rax, %rcx
	testb	$12, %r8b
	je	.LBB0_235
.LBB0_706:
	vbroadcastss	%xmm18, %xmm0
	vbroadcastss	%xmm21, %xmm1
	vbroadcastss	%xmm12, %xmm2
	vbroadcastss	%xmm30, %xmm3
	vpbroadcastq	%rcx, %ymm4
	vpor	.LCPI0_373(%rip), %ymm4, %ymm4
	movq	4712(%rsp), %rdx
	vbroadcastss	.LCPI0_0(%rip), %xmm13
	vbroadcastss	.LCPI0_359(%rip), %xmm21
	vbroadcastss	.LCPI0_360(%rip), %xmm16
	vbroadcastss	.LCPI0_361(%rip), %xmm17
	vbroadcastss	.LCPI0_362(%rip), %xmm19
	vbroadcastss	.LCPI0_363(%rip), %xmm20
	vbroadcastss	.LCPI0_364(%rip), %xmm22
	vbroadcastss	.LCPI0_365(%rip), %xmm24
	vbroadcastss	.LCPI0_366(%rip), %xmm25
	vbroadcastss	.LCPI0_368(%rip), %xmm27
	vbroadcastss	.LCPI0_370(%rip), %xmm28
	vpbroadcastd	.LCPI0_371(%rip), %xmm29
	vpbroadcastd	.LCPI0_2(%rip), %xmm30
	vpbroadcastd	.LCPI0_5(%rip), %xmm31
	vpbroadcastq	.LCPI0_374(%rip), %ymm26
	vxorps	%xmm14, %xmm14, %xmm14
	vmovups	1072(%rsp), %zmm15
	vpbroadcastd	.LCPI0_38(%rip), %xmm18
	vbroadcastss	.LCPI0_369(%rip), %xmm23
	.p2align	4
.LBB0_707:
	vmovups	(%rsi,%rcx,4), %xmm5
	vmulps	%xmm5, %xmm15, %xmm6
	vsubps	%xmm2, %xmm6, %xmm6
	vcvtuqq2ps	%ymm4, %xmm7
	vcmpltps	%xmm5, %xmm0, %k2
	vmovaps	%xmm13, %xmm8 {%k2} {z}
	vcmpeqps	%xmm0, %xmm5, %k2
	vcmpleps	%xmm1, %xmm7, %k2 {%k2}
	vmovaps	%xmm13, %xmm5 {%k2} {z}
	vmaxps	%xmm8, %xmm5, %xmm5
	vbroadcastss	.LCPI0_358(%rip), %xmm7
	vmaxps	%xmm6, %xmm7, %xmm7
	vminps	%xmm7, %xmm21, %xmm7
	vmulps	%xmm16, %xmm7, %xmm8
	vaddps	%xmm17, %xmm8, %xmm8
	vaddps	%xmm19, %xmm8, %xmm9
	vmulps	%xmm20, %xmm9, %xmm10
	vaddps	%xmm7, %xmm10, %xmm7
	vmulps	%xmm22, %xmm9, %xmm9
	vsubps	%xmm9, %xmm7, %xmm10
	vmulps	%xmm10, %xmm10, %xmm11
	vmulps	%xmm24, %xmm11, %xmm12
	vaddps	%xmm25, %xmm12, %xmm12
	vmulps	%xmm12, %xmm11, %xmm12
	vaddps	.LCPI0_367(%rip){1to4}, %xmm12, %xmm12
	vmulps	%xmm12, %xmm11, %xmm12
	vaddps	%xmm27, %xmm12, %xmm12
	vmulps	%xmm12, %xmm11, %xmm12
	vaddps	%xmm23, %xmm12, %xmm12
	vmulps	%xmm12, %xmm11, %xmm11
	vsubps	%xmm11, %xmm10, %xmm11
	vmulps	%xmm11, %xmm10, %xmm10
	vsubps	%xmm11, %xmm28, %xmm11
	vdivps	%xmm11, %xmm10, %xmm10
	vsubps	%xmm10, %xmm9, %xmm9
	vsubps	%xmm9, %xmm7, %xmm7
	vaddps	%xmm7, %xmm13, %xmm7
	vpaddd	%xmm29, %xmm8, %xmm9
	vpsrld	$1, %xmm9, %xmm9
	vpsubd	%xmm9, %xmm8, %xmm8
	vpslld	$23, %xmm9, %xmm9
	vpaddd	%xmm30, %xmm9, %xmm9
	vmulps	%xmm7, %xmm9, %xmm7
	vpslld	$23, %xmm8, %xmm8
	vpaddd	%xmm31, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm7
	vcmpunordps	%xmm14, %xmm6, %k2
	vbroadcastss	.LCPI0_372(%rip), %xmm7 {%k2}
	vdivps	%xmm3, %xmm7, %xmm6
	vcmpneqps	%xmm14, %xmm5, %k2
	vbroadcastss	.LCPI0_4(%rip), %xmm5
	vaddps	%xmm14, %xmm6, %xmm5 {%k2}
	vpmovd2m	%xmm5, %k3
	vpord	%xmm18, %xmm5, %xmm7
	vpcmpeqd	%xmm8, %xmm8, %xmm8
	vpxord	%xmm8, %xmm5, %xmm7 {%k3}
	vmovdqu	%xmm7, (%r13,%rcx,4)
	vmovaps	%xmm6, %xmm5 {%k2} {z}
	vmovups	%xmm5, (%rdi,%rcx,4)
	addq	$4, %rcx
	vpaddq	%ymm26, %ymm4, %ymm4
	cmpq	%rcx, %rdx
	jne	.LBB0_707
	movq	%rdx, %rax
	movq	-120(%rsp), %r8
	cmpq	%rdx, %r8
	vmovdqu64	2192(%rsp), %zmm31
	vmovss	.LCPI0_5(%rip), %xmm29
	vmovd	.LCPI0_2(%rip), %xmm11
	vxorps	%xmm9, %xmm9, %xmm9
	vmovss	.LCPI0_359(%rip), %xmm25
	vmovss	.LCPI0_360(%rip), %xmm28
	vmovss	.LCPI0_361(%rip), %xmm22
	vmovss	.LCPI0_362(%rip), %xmm24
	vmovss	.LCPI0_363(%rip), %xmm19
	vmovss	.LCPI0_364(%rip), %xmm20
	vmovss	.LCPI0_365(%rip), %xmm10
	vmovss	.LCPI0_366(%rip), %xmm15
	vmovss	.LCPI0_367(%rip), %xmm7
	vmovss	.LCPI0_368(%rip), %xmm14
	vmovss	.LCPI0_369(%rip), %xmm13
	vmovss	.LCPI0_370(%rip), %xmm17
	vmovss	.LCPI0_4(%rip), %xmm16
	vmovss	.LCPI0_0(%rip), %xmm26
	vmovaps	32(%rsp), %xmm18
	vpbroadcastq	.LCPI0_15(%rip), %zmm27
	vmovss	.LCPI0_358(%rip), %xmm8
	vmovaps	3536(%rsp), %xmm12
	vmovaps	144(%rsp), %xmm30
	vmovaps	48(%rsp), %xmm21
	jne	.LBB0_235
	jmp	.LBB0_236
.LBB0_709:
	movq	24(%rsp), %rax
	movl	$3528531795, %ecx
	movq	1552(%rsp), %rbx
	movabsq	$4611686018427387899, %rdi
	movq	1952(%rsp), %r13
	jmp	.LBB0_502
	.p2align	4
.LBB0_710:
	movl	$3528531795, %r8d
	vxorps	%xmm0, %xmm0, %xmm0
	vmovaps	%xmm0, 2512(%rsp)
	movq	-40(%rsp), %rax
	vmovaps	%xmm2, %xmm23
.LBB0_711:
	vmovshdup	3024(%rsp), %xmm0
	vmovaps	%xmm0, 1872(%rsp)
	vxorps	%xmm0, %xmm0, %xmm0
	cmpb	$0, -90(%rsp)
	je	.LBB0_130
	cmpq	$0, -120(%rsp)
	je	.LBB0_128
.LBB0_713:
	movq	%r15, 480(%rsp)
	movl	%r11d, %ebx
	xorl	%eax, %ebx
	imulq	%r8, %rbx
	movq	%rbx, %rcx
	shrq	$32, %rcx
	xorq	3408(%rsp), %rcx
	movq	%rcx, 144(%rsp)
	movq	24(%rsp), %rdx
	subq	%r11, %rdx
	movq	2032(%rsp), %rax
	cmpq	%rax, %rdx
	cmovaeq	%rax, %rdx
	movq	%rdx, %rsi
	movq	-120(%rsp), %r12
	imulq	%r12, %rsi
	movq	%rdx, 72(%rsp)
	leaq	(%rdx,%r11), %rax
	movq	%rax, 432(%rsp)
	vpbroadcastq	%rcx, %zmm0
	vmovdqu64	%zmm0, 4992(%rsp)
	vpbroadcastq	%rbx, %zmm0
	vpxorq	5440(%rsp), %zmm0, %zmm0
	vmovdqu64	%zmm0, 4864(%rsp)
	xorq	3344(%rsp), %rbx
	movl	%ebx, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqu64	%zmm0, 5824(%rsp)
	movl	%esi, %eax
	andl	$32704, %eax
	movq	%rax, 352(%rsp)
	vpbroadcastd	%r11d, %zmm0
	vmovdqu64	%zmm0, 5376(%rsp)
	movq	%rsi, 1264(%rsp)
	andl	$32760, %esi
	movq	%rsi, 472(%rsp)
	vbroadcastss	%xmm23, %zmm0
	vmovups	%zmm0, 4800(%rsp)
	vpbroadcastd	%xmm28, %zmm0
	vmovdqu64	%zmm0, 5504(%rsp)
	vpxord	%xmm19, %xmm19, %xmm19
	movl	$1024, %eax
	movq	-88(%rsp), %rcx
	movq	%rcx, -8(%rsp)
	movq	544(%rsp), %rcx
	xorl	%edi, %edi
	vpxor	%xmm0, %xmm0, %xmm0
	vmovdqu64	%zmm0, 2960(%rsp)
	vpbroadcastd	.LCPI0_2(%rip), %zmm21
	vmovdqa64	%zmm21, %zmm13
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	xorl	%ebp, %ebp
	vmovdqa	%xmm11, %xmm12
	vmovaps	%xmm28, 32(%rsp)
	vmovaps	%xmm23, 48(%rsp)
	movq	%rbx, 2528(%rsp)
	jmp	.LBB0_716
	.p2align	4
.LBB0_714:
	vmovdqu64	1680(%rsp), %zmm17
	vmovups	2592(%rsp), %zmm6
	vmovss	.LCPI0_5(%rip), %xmm29
	vmovss	.LCPI0_2(%rip), %xmm11
	vxorps	%xmm9, %xmm9, %xmm9
	vpbroadcastq	.LCPI0_15(%rip), %zmm27
	vbroadcastsd	.LCPI0_33(%rip), %zmm22
	vmovdqu64	1744(%rsp), %zmm25
.LBB0_715:
	addq	$1024, %rax
	movq	5696(%rsp), %r8
	incq	%r8
	addq	$-1024, %rdi
	movq	3664(%rsp), %rcx
	addq	$-4096, %rcx
	addq	$4096, %r12
	movq	%r12, -8(%rsp)
	movq	-120(%rsp), %r12
	movq	5632(%rsp), %rdx
	cmpq	%r12, %rdx
	movq	-112(%rsp), %r11
	movq	1552(%rsp), %rsi
	vmovdqu64	2192(%rsp), %zmm31
	movq	%rbx, %r14
	jae	.LBB0_784
.LBB0_716:
	movq	%rcx, 3664(%rsp)
	movq	%rdx, %rsi
	cmpq	%rax, %r12
	movq	%rax, %rbx
	cmovbq	%r12, %rbx
	leaq	(%rbx,%rdi), %rcx
	addq	$1024, %rdx
	cmpq	%r12, %rdx
	movq	%r12, %r15
	cmovbq	%rdx, %r15
	cmpq	$31, 360(%rsp)
	movq	%rsi, 80(%rsp)
	movq	%r8, 5696(%rsp)
	movq	%rdx, 5632(%rsp)
	jae	.LBB0_721
	movq	%rax, -16(%rsp)
	vmovdqu64	%zmm21, 5312(%rsp)
	vmovaps	%zmm17, %zmm4
	vmovdqa64	%zmm6, %zmm17
	movq	480(%rsp), %r8
	cmpq	%r8, %r11
	setae	%dl
	movq	-48(%rsp), %rax
	cmpq	%rax, %r11
	setb	%sil
	testb	%dl, %sil
	cmoveq	432(%rsp), %rax
	movq	%rax, -48(%rsp)
	cmoveq	%r11, %r8
	movq	%r8, 480(%rsp)
	vmovdqu64	5120(%rsp), %zmm6
	vmovsd	.LCPI0_28(%rip), %xmm11
	vbroadcastsd	.LCPI0_31(%rip), %zmm10
	vmovdqu64	4432(%rsp), %zmm30
	vbroadcastsd	.LCPI0_35(%rip), %zmm23
	vmovdqu64	3280(%rsp), %zmm24
	jne	.LBB0_774
	cmpq	$0, 72(%rsp)
	je	.LBB0_774
	movq	1264(%rsp), %rsi
	cmpq	$8, %rsi
	movq	%rbp, 5952(%rsp)
	vmovdqa	%xmm12, 5248(%rsp)
	vmovdqu64	%zmm19, 4048(%rsp)
	vmovdqu64	%zmm13, 3600(%rsp)
	movq	%rdi, -24(%rsp)
	movq	%r15, 5888(%rsp)
	movq	%rcx, -104(%rsp)
	jae	.LBB0_726
	xorl	%edx, %edx
	movq	%r11, %rbx
	movq	-64(%rsp), %r11
	movq	224(%rsp), %r12
	movl	$3528531795, %r10d
	movq	1552(%rsp), %r13
	movq	-56(%rsp), %rax
	movq	-40(%rsp), %rbp
	movl	-32(%rsp), %ecx
	jmp	.LBB0_759
	.p2align	4
.LBB0_721:
	cmpq	%rsi, %r15
	movq	%rsi, %r11
	jbe	.LBB0_725
	movq	%r15, 5888(%rsp)
	movq	%rax, -16(%rsp)
	vmovdqu64	%zmm21, 5312(%rsp)
	movq	%rbp, 5952(%rsp)
	movl	%ebx, %edx
	andl	$7, %edx
	movq	%rcx, -104(%rsp)
	movq	%rcx, %rax
	subq	%rdx, %rax
	movq	%rax, 5184(%rsp)
	movq	%rbx, %rax
	andq	$-64, %rax
	movq	%rdi, -24(%rsp)
	addq	%rdi, %rax
	movq	%rax, 1392(%rsp)
	movq	%r8, %rdx
	shlq	$10, %rdx
	movq	%rbx, %rax
	subq	%rdx, %rax
	movq	%r11, %rdx
	movq	%rax, 3536(%rsp)
	cmpq	$8, %rax
	movq	-64(%rsp), %rbp
	movq	%r10, %r13
	movl	$3528531795, %r10d
	movq	1552(%rsp), %r14
	movq	2656(%rsp), %rdi
	movq	-56(%rsp), %rax
	movl	-32(%rsp), %r15d
	vmovsd	.LCPI0_26(%rip), %xmm9
	vmovsd	.LCPI0_27(%rip), %xmm10
	vmovsd	.LCPI0_28(%rip), %xmm11
	vpbroadcastq	.LCPI0_18(%rip), %zmm7
	vbroadcastsd	.LCPI0_31(%rip), %zmm23
	vmovdqu64	4432(%rsp), %zmm30
	vbroadcastsd	.LCPI0_35(%rip), %zmm26
	vpbroadcastq	.LCPI0_39(%rip), %zmm1
	vmovdqu64	4368(%rsp), %zmm6
	vmovdqu64	3280(%rsp), %zmm8
	vmovdqu64	4304(%rsp), %zmm16
	vpbroadcastd	.LCPI0_16(%rip), %ymm15
	movq	144(%rsp), %r12
	vmovdqu64	5824(%rsp), %zmm29
	movq	3664(%rsp), %r9
	movq	%rbx, 944(%rsp)
	vmovdqa	%xmm12, 5248(%rsp)
	vmovdqu64	%zmm19, 4048(%rsp)
	vmovdqu64	%zmm13, 3600(%rsp)
	jb	.LBB0_736
	movq	3536(%rsp), %rdx
	cmpq	$64, %rdx
	jae	.LBB0_728
	vmovdqa64	%zmm8, %zmm26
	vmovdqa64	%zmm27, %zmm24
	vmovdqa64	%zmm25, %zmm27
	vmovdqa64	%zmm31, %zmm22
	vmovaps	%zmm17, %zmm31
	xorl	%r8d, %r8d
	movq	80(%rsp), %rdi
	movq	%rdi, %r10
	movq	544(%rsp), %rax
	vmovdqa64	.LCPI0_10(%rip), %zmm1
	vmovdqu64	3984(%rsp), %zmm14
	vmovdqu64	4112(%rsp), %zmm11
	vmovdqu64	4928(%rsp), %zmm12
	vmovdqu64	4176(%rsp), %zmm13
	jmp	.LBB0_733
	.p2align	4
.LBB0_725:
	movq	%r14, %rbx
	movq	544(%rsp), %rdx
	vmovdqu64	2960(%rsp), %zmm17
	jmp	.LBB0_775
.LBB0_726:
	cmpq	$64, %rsi
	vmovdqu64	3984(%rsp), %zmm2
	vmovdqu64	2192(%rsp), %zmm1
	vmovdqu64	4368(%rsp), %zmm5
	vmovdqu64	1744(%rsp), %zmm3
	jae	.LBB0_752
	xorl	%esi, %esi
	vpbroadcastd	.LCPI0_375(%rip), %ymm8
	vmovdqa	.LCPI0_377(%rip), %ymm9
	jmp	.LBB0_756
.LBB0_728:
	movl	%ebx, %esi
	andl	$63, %esi
	movq	%rdx, %r8
	subq	%rsi, %r8
	movq	80(%rsp), %rax
	leaq	(%rax,%r8), %r10
	vpbroadcastq	%rax, %zmm0
	vporq	.LCPI0_9(%rip), %zmm0, %zmm1
	vporq	.LCPI0_10(%rip), %zmm0, %zmm2
	xorl	%r11d, %r11d
	movq	464(%rsp), %rax
	vpbroadcastq	.LCPI0_14(%rip), %zmm28
	vpbroadcastq	.LCPI0_13(%rip), %zmm17
	vpbroadcastq	.LCPI0_12(%rip), %zmm16
	movq	1392(%rsp), %rdx
	.p2align	4
.LBB0_729:
	vmovdqu64	%zmm2, 288(%rsp)
	vmovdqu64	%zmm1, 160(%rsp)
	vpbroadcastq	.LCPI0_11(%rip), %zmm1
	vpaddq	%zmm1, %zmm2, %zmm0
	vpaddq	160(%rsp), %zmm1, %zmm1
	vpaddq	288(%rsp), %zmm16, %zmm2
	vpaddq	160(%rsp), %zmm16, %zmm3
	vpaddq	288(%rsp), %zmm17, %zmm4
	vpaddq	160(%rsp), %zmm17, %zmm5
	vpmuludq	160(%rsp), %zmm28, %zmm10
	vpmuludq	288(%rsp), %zmm28, %zmm15
	vpmuludq	%zmm28, %zmm1, %zmm1
	vpmuludq	%zmm28, %zmm0, %zmm16
	vpmuludq	%zmm28, %zmm3, %zmm19
	vpmuludq	%zmm28, %zmm2, %zmm13
	vpmuludq	%zmm28, %zmm5, %zmm20
	vpmuludq	%zmm28, %zmm4, %zmm4
	vpxorq	%zmm15, %zmm30, %zmm0
	vpxorq	%zmm10, %zmm30, %zmm3
	vpxorq	%zmm16, %zmm30, %zmm5
	vpxorq	%zmm1, %zmm30, %zmm6
	vpxorq	%zmm13, %zmm30, %zmm7
	vpxorq	%zmm19, %zmm30, %zmm8
	vpxorq	%zmm4, %zmm30, %zmm9
	vpxorq	%zmm20, %zmm30, %zmm11
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm9, %zmm12
	vpmuludq	%zmm27, %zmm0, %zmm31
	vpmuludq	%zmm27, %zmm3, %zmm14
	vpmuludq	%zmm27, %zmm5, %zmm9
	vpmuludq	%zmm27, %zmm6, %zmm6
	vpmuludq	%zmm27, %zmm7, %zmm23
	vpmuludq	%zmm27, %zmm8, %zmm30
	vpmuludq	%zmm27, %zmm12, %zmm12
	vpmuludq	%zmm27, %zmm11, %zmm26
	vpsrlq	$32, %zmm14, %zmm5
	vpsrlq	$32, %zmm31, %zmm8
	vpsrlq	$32, %zmm6, %zmm11
	vpsrlq	$32, %zmm9, %zmm17
	vpsrlq	$32, %zmm30, %zmm21
	vpsrlq	$32, %zmm23, %zmm22
	vpsrlq	$32, %zmm26, %zmm24
	vpsrlq	$32, %zmm12, %zmm25
	vmovdqu64	6016(%rsp), %zmm7
	vpxorq	%zmm7, %zmm8, %zmm8
	vpmuludq	%zmm28, %zmm8, %zmm27
	vmovdqu64	%zmm27, 2320(%rsp)
	vpxorq	%zmm7, %zmm5, %zmm5
	vpmuludq	%zmm28, %zmm5, %zmm2
	vmovdqu64	%zmm2, 2128(%rsp)
	vpxorq	%zmm7, %zmm17, %zmm5
	vpmuludq	%zmm28, %zmm5, %zmm29
	vmovdqu64	%zmm29, 880(%rsp)
	vpxorq	%zmm7, %zmm11, %zmm5
	vpmuludq	%zmm28, %zmm5, %zmm0
	vmovdqu64	%zmm0, 816(%rsp)
	vpxorq	%zmm7, %zmm22, %zmm5
	vpmuludq	%zmm28, %zmm5, %zmm8
	vmovdqu64	%zmm8, 736(%rsp)
	vpxorq	%zmm7, %zmm21, %zmm5
	vpmuludq	%zmm28, %zmm5, %zmm21
	vmovdqu64	%zmm21, 1808(%rsp)
	vpxorq	%zmm7, %zmm25, %zmm17
	vpmuludq	%zmm28, %zmm17, %zmm18
	vmovdqu64	%zmm18, 608(%rsp)
	vpxorq	%zmm7, %zmm24, %zmm17
	vpmuludq	%zmm28, %zmm17, %zmm5
	vmovdqu64	%zmm5, 2064(%rsp)
	vmovdqu64	4992(%rsp), %zmm5
	vpxorq	%zmm15, %zmm5, %zmm15
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm15, %zmm22
	vpxorq	%zmm10, %zmm5, %zmm10
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm10, %zmm25
	vpxorq	%zmm16, %zmm5, %zmm10
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm10, %zmm10
	vpxorq	%zmm1, %zmm5, %zmm1
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm7
	vpxorq	%zmm13, %zmm5, %zmm1
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm3
	vpxorq	%zmm19, %zmm5, %zmm1
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm11
	vpxorq	%zmm4, %zmm5, %zmm1
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm4
	vpxorq	%zmm20, %zmm5, %zmm1
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm13
	vpsrlq	$32, %zmm2, %zmm1
	vmovdqu64	%zmm1, 672(%rsp)
	vpsrlq	$32, %zmm27, %zmm1
	vpsrlq	$32, %zmm0, %zmm27
	vpsrlq	$32, %zmm29, %zmm28
	vpsrlq	$32, %zmm25, %zmm24
	vpsrlq	$32, %zmm21, %zmm2
	vpsrlq	$32, %zmm22, %zmm29
	vmovdqa64	%zmm22, %zmm21
	vpsrlq	$32, %zmm7, %zmm17
	vmovdqa64	%zmm7, %zmm19
	vmovdqu64	4240(%rsp), %zmm7
	vpternlogq	$150, %zmm7, %zmm31, %zmm29
	vpsrlq	$32, %zmm10, %zmm31
	vpternlogq	$150, %zmm7, %zmm14, %zmm24
	vpsrlq	$32, %zmm8, %zmm14
	vpternlogq	$150, %zmm7, %zmm9, %zmm31
	vpsrlq	$32, %zmm11, %zmm16
	vmovdqa64	%zmm11, %zmm20
	vpternlogq	$150, %zmm7, %zmm6, %zmm17
	vpsrlq	$32, %zmm3, %zmm22
	vmovdqa64	%zmm3, %zmm5
	vpternlogq	$150, %zmm7, %zmm23, %zmm22
	vpsrlq	$32, %zmm18, %zmm0
	vpternlogq	$150, %zmm7, %zmm30, %zmm16
	vpsrlq	$32, %zmm4, %zmm30
	vpternlogq	$150, %zmm7, %zmm12, %zmm30
	vpsrlq	$32, %zmm13, %zmm9
	vmovdqa64	%zmm13, %zmm11
	vpternlogq	$150, %zmm7, %zmm26, %zmm9
	vmovdqu64	4864(%rsp), %zmm7
	vpxorq	%zmm7, %zmm1, %zmm3
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm3, %zmm18
	vpxorq	672(%rsp), %zmm7, %zmm3
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm3, %zmm13
	vpxorq	%zmm7, %zmm28, %zmm3
	vpxorq	%zmm7, %zmm27, %zmm6
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm3, %zmm12
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm6, %zmm8
	vpxorq	%zmm7, %zmm14, %zmm6
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm6, %zmm15
	vpxorq	%zmm7, %zmm2, %zmm2
	vpxorq	%zmm7, %zmm0, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm2, %zmm1
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm0
	vpsrlq	$32, %zmm18, %zmm6
	vmovdqu64	4640(%rsp), %zmm2
	vpternlogq	$150, %zmm21, %zmm2, %zmm6
	vmovdqu64	%zmm6, 1888(%rsp)
	vpsrlq	$32, %zmm13, %zmm28
	vpternlogq	$150, %zmm25, %zmm2, %zmm28
	vpsrlq	$32, %zmm12, %zmm21
	vmovdqa64	%zmm12, %zmm14
	vpternlogq	$150, %zmm10, %zmm2, %zmm21
	vpsrlq	$32, %zmm8, %zmm27
	vpternlogq	$150, %zmm19, %zmm2, %zmm27
	vpsrlq	$32, %zmm15, %zmm23
	vpternlogq	$150, %zmm5, %zmm2, %zmm23
	vpsrlq	$32, %zmm1, %zmm25
	vmovdqa64	%zmm1, %zmm19
	vpternlogq	$150, %zmm20, %zmm2, %zmm25
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqa64	%zmm0, %zmm20
	vpternlogq	$150, %zmm4, %zmm2, %zmm1
	vmovdqu64	%zmm1, 1488(%rsp)
	vmovdqu64	2064(%rsp), %zmm1
	vpsrlq	$32, %zmm1, %zmm0
	vpxorq	%zmm7, %zmm0, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm7
	vpsrlq	$32, %zmm7, %zmm26
	vpternlogq	$150, %zmm11, %zmm2, %zmm26
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm24, %zmm0
	vmovdqu64	%zmm0, 1008(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vmovdqu64	4176(%rsp), %zmm0
	vpternlogq	$150, 2128(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm29, %zmm24
	vpsrlq	$32, %zmm24, %zmm5
	vpternlogq	$150, 2320(%rsp), %zmm0, %zmm5
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm17, %zmm2
	vmovdqu64	%zmm2, 1408(%rsp)
	vpsrlq	$32, %zmm2, %zmm12
	vpternlogq	$150, 816(%rsp), %zmm0, %zmm12
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm31, %zmm2
	vmovdqu64	%zmm2, 1136(%rsp)
	vpsrlq	$32, %zmm2, %zmm11
	vpternlogq	$150, 880(%rsp), %zmm0, %zmm11
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm16, %zmm2
	vmovdqu64	%zmm2, 1328(%rsp)
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, 1808(%rsp), %zmm0, %zmm4
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm22, %zmm22
	vpsrlq	$32, %zmm22, %zmm2
	vpternlogq	$150, 736(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm9, %zmm6
	vmovdqu64	%zmm6, 880(%rsp)
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm0, %zmm1, %zmm6
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm30, %zmm29
	vpsrlq	$32, %zmm29, %zmm1
	vpternlogq	$150, 608(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm5, %zmm0
	vmovdqu64	%zmm0, 608(%rsp)
	vpsrlq	$32, %zmm0, %zmm9
	vmovdqu64	4304(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm18, %zmm9
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm3, %zmm31
	vpsrlq	$32, %zmm31, %zmm10
	vpternlogq	$150, %zmm0, %zmm13, %zmm10
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm11, %zmm3
	vmovdqu64	%zmm3, 736(%rsp)
	vpsrlq	$32, %zmm3, %zmm5
	vpternlogq	$150, %zmm0, %zmm14, %zmm5
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm12, %zmm3
	vmovdqu64	%zmm3, 2128(%rsp)
	vpsrlq	$32, %zmm3, %zmm11
	vpternlogq	$150, %zmm0, %zmm8, %zmm11
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm2, %zmm2
	vmovdqu64	%zmm2, 2320(%rsp)
	vpsrlq	$32, %zmm2, %zmm3
	vpternlogq	$150, %zmm0, %zmm15, %zmm3
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm4, %zmm30
	vpsrlq	$32, %zmm30, %zmm12
	vpternlogq	$150, %zmm0, %zmm19, %zmm12
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 816(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, %zmm0, %zmm20, %zmm2
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm6, %zmm1
	vmovdqu64	%zmm1, 2064(%rsp)
	vpsrlq	$32, %zmm1, %zmm13
	vpternlogq	$150, %zmm0, %zmm7, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm28, %zmm0
	vmovdqu64	%zmm0, 672(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vmovdqu64	4112(%rsp), %zmm18
	vpternlogq	$150, 1008(%rsp), %zmm18, %zmm7
	vmovdqu64	1888(%rsp), %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 1008(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, %zmm24, %zmm18, %zmm4
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm27, %zmm0
	vmovdqu64	%zmm0, 1808(%rsp)
	vpsrlq	$32, %zmm0, %zmm27
	vpternlogq	$150, 1408(%rsp), %zmm18, %zmm27
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm21, %zmm1
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, 1136(%rsp), %zmm18, %zmm21
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm25, %zmm0
	vmovdqu64	%zmm0, 1408(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, 1328(%rsp), %zmm18, %zmm17
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm23, %zmm6
	vpsrlq	$32, %zmm6, %zmm16
	vpternlogq	$150, %zmm22, %zmm18, %zmm16
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm26, %zmm22
	vpsrlq	$32, %zmm22, %zmm26
	vpternlogq	$150, 880(%rsp), %zmm18, %zmm26
	vmovdqu64	1488(%rsp), %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm24
	vpsrlq	$32, %zmm24, %zmm28
	vpternlogq	$150, %zmm29, %zmm18, %zmm28
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm4, %zmm0
	vmovdqu64	%zmm0, 880(%rsp)
	vpsrlq	$32, %zmm0, %zmm18
	vmovdqu64	4928(%rsp), %zmm4
	vpternlogq	$150, 608(%rsp), %zmm4, %zmm18
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm7, %zmm29
	vpsrlq	$32, %zmm29, %zmm14
	vpternlogq	$150, %zmm31, %zmm4, %zmm14
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm21, %zmm31
	vpsrlq	$32, %zmm31, %zmm7
	vpternlogq	$150, 736(%rsp), %zmm4, %zmm7
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm27, %zmm25
	vpsrlq	$32, %zmm25, %zmm15
	vpternlogq	$150, 2128(%rsp), %zmm4, %zmm15
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm16, %zmm0
	vmovdqu64	%zmm0, 736(%rsp)
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, 2320(%rsp), %zmm4, %zmm8
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm17, %zmm0
	vmovdqu64	%zmm0, 608(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, %zmm30, %zmm4, %zmm16
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm28, %zmm30
	vpsrlq	$32, %zmm30, %zmm21
	vpternlogq	$150, 816(%rsp), %zmm4, %zmm21
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm26, %zmm0
	vmovdqu64	%zmm0, 816(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, 2064(%rsp), %zmm4, %zmm17
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm10, %zmm0
	vmovdqu64	%zmm0, 2320(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vmovdqu64	3792(%rsp), %zmm0
	vpternlogq	$150, 672(%rsp), %zmm0, %zmm10
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm9, %zmm26
	vpsrlq	$32, %zmm26, %zmm9
	vpternlogq	$150, 1008(%rsp), %zmm0, %zmm9
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm11, %zmm19
	vpsrlq	$32, %zmm19, %zmm4
	vpternlogq	$150, 1808(%rsp), %zmm0, %zmm4
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm5, %zmm5
	vmovdqu64	%zmm5, 2128(%rsp)
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm0, %zmm1, %zmm5
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm12, %zmm27
	vpsrlq	$32, %zmm27, %zmm11
	vpternlogq	$150, 1408(%rsp), %zmm0, %zmm11
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm23
	vpsrlq	$32, %zmm23, %zmm1
	vpternlogq	$150, %zmm0, %zmm6, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm13, %zmm28
	vpsrlq	$32, %zmm28, %zmm20
	vpternlogq	$150, %zmm0, %zmm22, %zmm20
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm22
	vpsrlq	$32, %zmm22, %zmm2
	vpternlogq	$150, %zmm0, %zmm24, %zmm2
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm9, %zmm0
	vmovdqu64	%zmm0, 1808(%rsp)
	vpsrlq	$32, %zmm0, %zmm12
	vmovdqu64	2384(%rsp), %zmm0
	vpternlogq	$150, 880(%rsp), %zmm0, %zmm12
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm10, %zmm24
	vpsrlq	$32, %zmm24, %zmm10
	vpternlogq	$150, %zmm0, %zmm29, %zmm10
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm5, %zmm29
	vpsrlq	$32, %zmm29, %zmm9
	vpternlogq	$150, %zmm0, %zmm31, %zmm9
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm4, %zmm31
	vpsrlq	$32, %zmm31, %zmm6
	vpternlogq	$150, %zmm0, %zmm25, %zmm6
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm25
	vpsrlq	$32, %zmm25, %zmm5
	vpternlogq	$150, 736(%rsp), %zmm0, %zmm5
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm11, %zmm1
	vmovdqu64	%zmm1, 736(%rsp)
	vpsrlq	$32, %zmm1, %zmm11
	vpternlogq	$150, 608(%rsp), %zmm0, %zmm11
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm2, %zmm1
	vmovdqu64	%zmm1, 608(%rsp)
	vpsrlq	$32, %zmm1, %zmm13
	vpternlogq	$150, %zmm0, %zmm30, %zmm13
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm20, %zmm1
	vmovdqu64	%zmm1, 880(%rsp)
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, 816(%rsp), %zmm0, %zmm20
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm14, %zmm0
	vmovdqu64	%zmm0, 2064(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vmovdqu64	1744(%rsp), %zmm0
	vpternlogq	$150, 2320(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm18, %zmm30
	vpsrlq	$32, %zmm30, %zmm1
	vpternlogq	$150, %zmm26, %zmm0, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm15
	vpsrlq	$32, %zmm15, %zmm4
	vpternlogq	$150, %zmm19, %zmm0, %zmm4
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm7, %zmm18
	vpsrlq	$32, %zmm18, %zmm7
	vpternlogq	$150, 2128(%rsp), %zmm0, %zmm7
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm2
	vpternlogq	$150, %zmm27, %zmm0, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm8, %zmm19
	vpsrlq	$32, %zmm19, %zmm8
	vpternlogq	$150, %zmm23, %zmm0, %zmm8
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm26
	vpternlogq	$150, %zmm28, %zmm0, %zmm26
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm21, %zmm14
	vpsrlq	$32, %zmm14, %zmm27
	vpternlogq	$150, %zmm22, %zmm0, %zmm27
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm28
	vmovdqu64	4368(%rsp), %zmm1
	vpternlogq	$150, 1808(%rsp), %zmm1, %zmm28
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm23
	vpternlogq	$150, %zmm24, %zmm1, %zmm23
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm7, %zmm0
	vpsrlq	$32, %zmm0, %zmm3
	vpternlogq	$150, %zmm29, %zmm1, %zmm3
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm4, %zmm0
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm31, %zmm1, %zmm21
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm8, %zmm0
	vpsrlq	$32, %zmm0, %zmm7
	vpternlogq	$150, %zmm25, %zmm1, %zmm7
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm2, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, 736(%rsp), %zmm1, %zmm22
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm27, %zmm0
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, 608(%rsp), %zmm1, %zmm8
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm10, %zmm27
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm12, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm6, %zmm25
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm9, %zmm24
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm11, %zmm11
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm5, %zmm10
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm20, %zmm20
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm13, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm26, %zmm4
	vpsrlq	$32, %zmm4, %zmm12
	vpternlogq	$150, 880(%rsp), %zmm1, %zmm12
	vpsrlq	$32, %zmm27, %zmm4
	vmovdqu64	3280(%rsp), %zmm1
	vpternlogq	$150, 2064(%rsp), %zmm1, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, %zmm1, %zmm30, %zmm5
	vpsrlq	$32, %zmm25, %zmm6
	vpternlogq	$150, %zmm1, %zmm15, %zmm6
	vpsrlq	$32, %zmm24, %zmm9
	vpternlogq	$150, %zmm1, %zmm18, %zmm9
	vpsrlq	$32, %zmm11, %zmm13
	vpternlogq	$150, %zmm1, %zmm16, %zmm13
	vpsrlq	$32, %zmm10, %zmm15
	vpternlogq	$150, %zmm1, %zmm19, %zmm15
	vpsrlq	$32, %zmm20, %zmm16
	vpternlogq	$150, %zmm1, %zmm17, %zmm16
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm1, %zmm14, %zmm17
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm5, %zmm4
	vpmovqd	%zmm9, %ymm5
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vpmovqd	%zmm15, %ymm6
	vpmovqd	%zmm13, %ymm9
	vinserti64x4	$1, %ymm9, %zmm6, %zmm6
	vpmovqd	%zmm17, %ymm9
	vbroadcastsd	.LCPI0_13(%rip), %zmm17
	vpmovqd	%zmm16, %ymm13
	vbroadcastsd	.LCPI0_12(%rip), %zmm16
	vinserti64x4	$1, %ymm13, %zmm9, %zmm9
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm23, %zmm13
	vpsrlq	$32, %zmm13, %zmm13
	vmovdqu64	1680(%rsp), %zmm18
	vpternlogq	$150, %zmm27, %zmm18, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm28, %zmm14
	vpbroadcastq	.LCPI0_14(%rip), %zmm28
	vpsrlq	$32, %zmm14, %zmm14
	vpternlogq	$150, %zmm2, %zmm18, %zmm14
	vpmuludq	%zmm28, %zmm21, %zmm2
	vpbroadcastq	.LCPI0_15(%rip), %zmm27
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm25, %zmm18, %zmm2
	vmovdqu64	4432(%rsp), %zmm30
	vpmuludq	%zmm28, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm24, %zmm18, %zmm3
	vpmuludq	%zmm28, %zmm22, %zmm15
	vpsrlq	$32, %zmm15, %zmm15
	vpternlogq	$150, %zmm11, %zmm18, %zmm15
	vpmuludq	%zmm28, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm10, %zmm18, %zmm7
	vpmuludq	%zmm28, %zmm12, %zmm10
	vmovdqu64	2192(%rsp), %zmm12
	vpsrlq	$32, %zmm10, %zmm10
	vpternlogq	$150, %zmm20, %zmm18, %zmm10
	vpmuludq	%zmm28, %zmm8, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm0, %zmm18, %zmm1
	vpmuludq	%zmm27, %zmm14, %zmm0
	vpmuludq	%zmm27, %zmm13, %zmm8
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm0, %zmm0
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm8, %ymm8
	vinserti64x4	$1, %ymm8, %zmm0, %zmm0
	vpmuludq	%zmm27, %zmm3, %zmm3
	vpmuludq	%zmm27, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm3, %zmm3
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm2, %ymm2
	vinserti64x4	$1, %ymm2, %zmm3, %zmm2
	vpmuludq	%zmm27, %zmm7, %zmm3
	vpmuludq	%zmm27, %zmm15, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm3, %zmm3
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm7, %ymm7
	vinserti64x4	$1, %ymm7, %zmm3, %zmm3
	vpmuludq	%zmm27, %zmm1, %zmm1
	vpmuludq	%zmm27, %zmm10, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm1, %zmm1
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm7, %ymm7
	vinserti64x4	$1, %ymm7, %zmm1, %zmm1
	vpbroadcastd	.LCPI0_16(%rip), %zmm7
	vpmulld	%zmm7, %zmm4, %zmm4
	vpternlogd	$150, %zmm4, %zmm12, %zmm0
	vpmulld	%zmm7, %zmm5, %zmm4
	vpternlogd	$150, %zmm4, %zmm12, %zmm2
	vpmulld	%zmm7, %zmm6, %zmm4
	vpternlogd	$150, %zmm4, %zmm12, %zmm3
	vpmulld	%zmm7, %zmm9, %zmm4
	vpternlogd	$150, %zmm4, %zmm12, %zmm1
	vmovdqu64	%zmm0, -192(%rax,%r11,4)
	vmovdqu64	%zmm2, -128(%rax,%r11,4)
	vmovdqu64	288(%rsp), %zmm2
	vmovdqu64	%zmm3, -64(%rax,%r11,4)
	vmovdqu64	%zmm1, (%rax,%r11,4)
	vmovdqu64	160(%rsp), %zmm1
	addq	$64, %r11
	vpbroadcastq	.LCPI0_17(%rip), %zmm0
	vpaddq	%zmm0, %zmm2, %zmm2
	vpaddq	%zmm0, %zmm1, %zmm1
	cmpq	%r11, %rdx
	jne	.LBB0_729
	testq	%rsi, %rsi
	vmovdqu64	4304(%rsp), %zmm16
	vmovsd	.LCPI0_26(%rip), %xmm9
	vmovsd	.LCPI0_27(%rip), %xmm10
	vmovsd	.LCPI0_28(%rip), %xmm11
	vpbroadcastq	.LCPI0_15(%rip), %zmm21
	vbroadcastsd	.LCPI0_31(%rip), %zmm23
	vbroadcastsd	.LCPI0_35(%rip), %zmm26
	vpbroadcastq	.LCPI0_39(%rip), %zmm1
	vpbroadcastd	.LCPI0_16(%rip), %ymm15
	vpbroadcastq	.LCPI0_18(%rip), %zmm7
	vbroadcastss	.LCPI0_369(%rip), %xmm18
	vmovdqu64	1744(%rsp), %zmm25
	vmovdqu64	4368(%rsp), %zmm6
	vmovdqu64	1680(%rsp), %zmm5
	vmovdqu64	3280(%rsp), %zmm8
	vmovaps	32(%rsp), %xmm28
	vmovdqu64	5824(%rsp), %zmm29
	je	.LBB0_737
	cmpl	$8, %esi
	jb	.LBB0_782
	vmovdqa64	%zmm8, %zmm26
	vmovdqa64	%zmm21, %zmm24
	vmovdqa64	%zmm25, %zmm27
	vmovdqa64	%zmm12, %zmm22
	vmovdqa64	%zmm5, %zmm31
	movq	544(%rsp), %rax
	vmovdqa64	.LCPI0_10(%rip), %zmm1
	vmovdqu64	3984(%rsp), %zmm14
	vmovdqu64	4112(%rsp), %zmm11
	vmovdqu64	4928(%rsp), %zmm12
	vmovdqu64	4176(%rsp), %zmm13
	movq	80(%rsp), %rdi
	movq	3536(%rsp), %rdx
.LBB0_733:
	movl	%ebx, %esi
	andl	$7, %esi
	subq	%rsi, %rdx
	addq	%rdi, %rdx
	vpbroadcastq	%r10, %zmm0
	vpaddq	%zmm1, %zmm0, %zmm0
	vpbroadcastq	.LCPI0_14(%rip), %zmm20
	vmovdqu64	4992(%rsp), %zmm19
	vmovdqu64	4240(%rsp), %zmm17
	vmovdqu64	4640(%rsp), %zmm21
	vmovdqu64	3792(%rsp), %zmm18
	vmovdqu64	2384(%rsp), %zmm25
	movq	5184(%rsp), %rdi
	.p2align	4
.LBB0_734:
	vpmuludq	%zmm20, %zmm0, %zmm1
	vpxorq	%zmm1, %zmm30, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpmuludq	%zmm24, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpxorq	%zmm1, %zmm19, %zmm1
	vpxorq	%zmm3, %zmm14, %zmm3
	vpmuludq	%zmm20, %zmm3, %zmm3
	vpmuludq	%zmm24, %zmm1, %zmm1
	vmovdqa	%ymm15, %ymm8
	vpsrlq	$32, %zmm3, %zmm4
	vpxorq	%zmm4, %zmm29, %zmm4
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm17, %zmm2, %zmm5
	vpmuludq	%zmm20, %zmm5, %zmm2
	vpmuludq	%zmm24, %zmm4, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vmovdqa64	%zmm6, %zmm15
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm1, %zmm21, %zmm6
	vpternlogq	$150, %zmm13, %zmm3, %zmm5
	vpmuludq	%zmm20, %zmm6, %zmm1
	vpmuludq	%zmm24, %zmm5, %zmm3
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm16, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm11, %zmm5
	vpmuludq	%zmm20, %zmm6, %zmm2
	vpmuludq	%zmm24, %zmm5, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm3, %zmm12, %zmm6
	vpternlogq	$150, %zmm18, %zmm1, %zmm5
	vpmuludq	%zmm20, %zmm6, %zmm1
	vpmuludq	%zmm24, %zmm5, %zmm3
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm25, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm27, %zmm5
	vpmuludq	%zmm20, %zmm6, %zmm2
	vmovdqa64	%zmm15, %zmm6
	vpmuludq	%zmm24, %zmm5, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm3, %zmm15, %zmm4
	vpternlogq	$150, %zmm26, %zmm1, %zmm5
	vpmuludq	%zmm20, %zmm4, %zmm1
	vmovdqa	%ymm8, %ymm15
	vpmovqd	%zmm5, %ymm3
	vpsrlq	$32, %zmm1, %zmm1
	vpmulld	%ymm8, %ymm3, %ymm3
	vpternlogq	$150, %zmm2, %zmm31, %zmm1
	vpmuludq	%zmm24, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpmovqd	%zmm1, %ymm1
	vpternlogd	$150, %ymm3, %ymm22, %ymm1
	vmovdqu	%ymm1, (%rax,%r8,4)
	addq	$8, %r8
	vpaddq	%zmm7, %zmm0, %zmm0
	cmpq	%r8, %rdi
	jne	.LBB0_734
	testq	%rsi, %rsi
	movq	-64(%rsp), %rbp
	movl	$3528531795, %r10d
	movq	1552(%rsp), %r14
	movq	2656(%rsp), %rdi
	movq	-56(%rsp), %rax
	movq	224(%rsp), %r13
	movl	-32(%rsp), %r15d
	vbroadcastss	.LCPI0_369(%rip), %xmm18
	movq	144(%rsp), %r12
	movq	3664(%rsp), %r9
	vmovsd	.LCPI0_28(%rip), %xmm11
	vpbroadcastq	.LCPI0_39(%rip), %zmm1
	vbroadcastsd	.LCPI0_35(%rip), %zmm26
	je	.LBB0_737
	.p2align	4
.LBB0_736:
	movl	%edx, %r8d
	imulq	%r10, %r8
	movq	%rbp, %rsi
	xorq	%r8, %rsi
	shrq	$32, %rsi
	imulq	%rax, %rsi
	movq	%rsi, %r11
	shrq	$32, %r11
	xorl	%edi, %r11d
	xorl	%r12d, %r8d
	imulq	%r10, %r11
	imulq	%rax, %r8
	movq	%r8, %rbx
	shrq	$32, %rbx
	movq	%r14, %rcx
	movq	%r13, %r14
	movq	3920(%rsp), %r13
	xorl	%ebx, %r13d
	movq	%r11, %rbx
	shrq	$32, %rbx
	xorl	%r13d, %esi
	movq	2528(%rsp), %r13
	xorl	%ebx, %r13d
	imulq	%r10, %rsi
	imulq	%rax, %r13
	movq	%r13, %rbx
	shrq	$32, %rbx
	xorl	368(%rsp), %r8d
	xorl	%ebx, %r8d
	movq	%rsi, %rbx
	shrq	$32, %rbx
	xorl	3152(%rsp), %r11d
	xorl	%ebx, %r11d
	imulq	%r10, %r8
	imulq	%rax, %r11
	movq	%r11, %rbx
	shrq	$32, %rbx
	xorl	4560(%rsp), %r13d
	xorl	%ebx, %r13d
	movq	%r8, %rbx
	shrq	$32, %rbx
	xorl	5568(%rsp), %esi
	xorl	%ebx, %esi
	imulq	%r10, %r13
	imulq	%rax, %rsi
	movq	%rsi, %rbx
	shrq	$32, %rbx
	xorl	4496(%rsp), %r11d
	xorl	%ebx, %r11d
	movq	%r13, %rbx
	shrq	$32, %rbx
	xorl	5760(%rsp), %r8d
	xorl	%ebx, %r8d
	imulq	%r10, %r11
	imulq	%rax, %r8
	movq	%r8, %rbx
	shrq	$32, %rbx
	xorl	1616(%rsp), %esi
	xorl	%ebx, %esi
	movq	%r11, %rbx
	shrq	$32, %rbx
	xorl	3472(%rsp), %r13d
	xorl	%ebx, %r13d
	imulq	%r10, %rsi
	imulq	%rax, %r13
	shrq	$32, %r13
	xorl	3088(%rsp), %r8d
	xorl	%r13d, %r8d
	movq	%r14, %r13
	movq	%rcx, %r14
	movq	%rsi, %rbx
	shrq	$32, %rbx
	xorl	%r14d, %r11d
	xorl	%ebx, %r11d
	imulq	%r10, %r8
	shrq	$32, %r8
	xorl	%r13d, %esi
	xorl	%r8d, %esi
	imull	$-845247145, %r11d, %r8d
	imulq	%rax, %rsi
	shrq	$32, %rsi
	xorl	%r15d, %r8d
	xorl	%esi, %r8d
	movl	%r8d, (%r9,%rdx,4)
	incq	%rdx
	cmpq	%rdx, 944(%rsp)
	jne	.LBB0_736
.LBB0_737:
	movq	80(%rsp), %rdx
	movq	3536(%rsp), %r12
	cmpq	$8, %r12
	movq	368(%rsp), %r14
	movabsq	$4604544269498187776, %rax
	movabsq	$4503595332403200, %rbx
	movabsq	$-9223372036854775808, %r10
	movq	1952(%rsp), %r13
	vmovsd	.LCPI0_29(%rip), %xmm27
	movq	5952(%rsp), %rbp
	vmovdqu64	2960(%rsp), %zmm17
	movq	5888(%rsp), %r15
	movl	$1, %r9d
	jb	.LBB0_748
	cmpq	$64, %r12
	jae	.LBB0_740
	vmovdqa64	%zmm1, %zmm12
	xorl	%r11d, %r11d
	vpbroadcastq	.LCPI0_25(%rip), %zmm14
	vbroadcastsd	.LCPI0_27(%rip), %zmm19
	vbroadcastsd	.LCPI0_33(%rip), %zmm22
	vpbroadcastq	.LCPI0_23(%rip), %zmm20
	vpbroadcastq	.LCPI0_32(%rip), %zmm15
	jmp	.LBB0_745
.LBB0_740:
	movq	944(%rsp), %rdx
	movl	%edx, %edi
	andl	$63, %edi
	movq	%r12, %r11
	subq	%rdi, %r11
	xorl	%r8d, %r8d
	movq	464(%rsp), %rdx
	vpbroadcastq	.LCPI0_25(%rip), %zmm31
	vpbroadcastq	.LCPI0_23(%rip), %zmm18
	vbroadcastsd	.LCPI0_19(%rip), %zmm24
	vbroadcastsd	.LCPI0_20(%rip), %zmm28
	vpbroadcastq	.LCPI0_21(%rip), %zmm20
	movq	1392(%rsp), %rsi
	.p2align	4
.LBB0_741:
	vcvtudq2pd	-192(%rdx,%r8,4), %zmm0
	vcvtudq2pd	-160(%rdx,%r8,4), %zmm1
	vcvtudq2pd	-128(%rdx,%r8,4), %zmm2
	vcvtudq2pd	-96(%rdx,%r8,4), %zmm3
	vcvtudq2pd	-64(%rdx,%r8,4), %zmm4
	vcvtudq2pd	-32(%rdx,%r8,4), %zmm5
	vcvtudq2pd	(%rdx,%r8,4), %zmm6
	vcvtudq2pd	32(%rdx,%r8,4), %zmm7
	vaddpd	%zmm24, %zmm1, %zmm1
	vaddpd	%zmm24, %zmm0, %zmm0
	vaddpd	%zmm24, %zmm3, %zmm3
	vaddpd	%zmm24, %zmm2, %zmm2
	vaddpd	%zmm24, %zmm5, %zmm5
	vaddpd	%zmm24, %zmm4, %zmm4
	vaddpd	%zmm24, %zmm7, %zmm7
	vaddpd	%zmm24, %zmm6, %zmm6
	vmulpd	%zmm28, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm1, %zmm1
	vmulpd	%zmm28, %zmm2, %zmm2
	vmulpd	%zmm28, %zmm3, %zmm3
	vmulpd	%zmm28, %zmm4, %zmm4
	vmulpd	%zmm28, %zmm5, %zmm5
	vmulpd	%zmm28, %zmm6, %zmm6
	vmulpd	%zmm28, %zmm7, %zmm7
	vpsrlq	$32, %zmm1, %zmm8
	vpsrlq	$32, %zmm0, %zmm9
	vpsrlq	$32, %zmm3, %zmm10
	vpsrlq	$32, %zmm2, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm4, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm6, %zmm15
	vpaddq	%zmm20, %zmm9, %zmm9
	vmovdqu64	%zmm9, 672(%rsp)
	vpaddq	%zmm20, %zmm8, %zmm19
	vmovdqu64	%zmm19, 608(%rsp)
	vpaddq	%zmm20, %zmm11, %zmm11
	vmovdqu64	%zmm11, 736(%rsp)
	vpaddq	%zmm20, %zmm10, %zmm17
	vmovdqu64	%zmm17, 2128(%rsp)
	vpaddq	%zmm20, %zmm13, %zmm13
	vmovdqu64	%zmm13, 2320(%rsp)
	vpaddq	%zmm20, %zmm12, %zmm16
	vmovdqu64	%zmm16, 816(%rsp)
	vpaddq	%zmm20, %zmm15, %zmm15
	vmovdqu64	%zmm15, 1808(%rsp)
	vpaddq	%zmm20, %zmm14, %zmm20
	vmovdqu64	%zmm20, 2064(%rsp)
	vpsllq	$32, %zmm9, %zmm8
	vpsllq	$32, %zmm19, %zmm9
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm17, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm16, %zmm13
	vpsllq	$32, %zmm15, %zmm14
	vpsllq	$32, %zmm20, %zmm16
	vpandq	%zmm18, %zmm9, %zmm9
	vpandq	%zmm18, %zmm8, %zmm8
	vpandq	%zmm18, %zmm11, %zmm17
	vpandq	%zmm18, %zmm10, %zmm10
	vpandq	%zmm18, %zmm13, %zmm15
	vpandq	%zmm18, %zmm12, %zmm11
	vpandq	%zmm18, %zmm16, %zmm13
	vpandq	%zmm18, %zmm14, %zmm16
	vpbroadcastq	.LCPI0_24(%rip), %zmm20
	vpternlogq	$248, %zmm20, %zmm0, %zmm8
	vpternlogq	$248, %zmm20, %zmm1, %zmm9
	vpternlogq	$248, %zmm20, %zmm2, %zmm10
	vpternlogq	$248, %zmm20, %zmm3, %zmm17
	vpternlogq	$248, %zmm20, %zmm4, %zmm11
	vpternlogq	$248, %zmm20, %zmm5, %zmm15
	vpternlogq	$248, %zmm20, %zmm6, %zmm16
	vpternlogq	$248, %zmm20, %zmm7, %zmm13
	vpaddq	%zmm31, %zmm9, %zmm0
	vpaddq	%zmm31, %zmm8, %zmm1
	vpaddq	%zmm31, %zmm17, %zmm2
	vpaddq	%zmm31, %zmm10, %zmm3
	vbroadcastsd	.LCPI0_26(%rip), %zmm12
	vaddpd	%zmm12, %zmm1, %zmm26
	vaddpd	%zmm12, %zmm0, %zmm8
	vmovupd	%zmm8, 880(%rsp)
	vaddpd	%zmm12, %zmm3, %zmm7
	vmovupd	%zmm7, 288(%rsp)
	vaddpd	%zmm12, %zmm2, %zmm6
	vmovupd	%zmm6, 160(%rsp)
	vbroadcastsd	.LCPI0_27(%rip), %zmm10
	vaddpd	%zmm10, %zmm8, %zmm0
	vaddpd	%zmm10, %zmm26, %zmm1
	vaddpd	%zmm10, %zmm7, %zmm2
	vdivpd	%zmm1, %zmm26, %zmm5
	vmovupd	%zmm5, 1136(%rsp)
	vdivpd	%zmm0, %zmm8, %zmm4
	vmovupd	%zmm4, 1328(%rsp)
	vdivpd	%zmm2, %zmm7, %zmm1
	vmovupd	%zmm1, 1408(%rsp)
	vaddpd	%zmm10, %zmm6, %zmm0
	vdivpd	%zmm0, %zmm6, %zmm0
	vmovupd	%zmm0, 1008(%rsp)
	vmulpd	%zmm4, %zmm4, %zmm4
	vmovupd	%zmm4, 3216(%rsp)
	vmulpd	%zmm5, %zmm5, %zmm2
	vmovupd	%zmm2, 2752(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm3
	vmovupd	%zmm3, 2816(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovupd	%zmm0, 1888(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm4, %zmm4, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm3, %zmm3
	vbroadcastsd	.LCPI0_28(%rip), %zmm9
	vmulpd	%zmm9, %zmm2, %zmm4
	vmulpd	%zmm9, %zmm1, %zmm5
	vmulpd	%zmm9, %zmm3, %zmm6
	vbroadcastsd	.LCPI0_29(%rip), %zmm29
	vaddpd	%zmm29, %zmm5, %zmm5
	vaddpd	%zmm29, %zmm4, %zmm4
	vaddpd	%zmm29, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm2, %zmm4
	vmulpd	%zmm5, %zmm1, %zmm5
	vmulpd	%zmm6, %zmm3, %zmm6
	vbroadcastsd	.LCPI0_30(%rip), %zmm23
	vaddpd	%zmm23, %zmm5, %zmm5
	vaddpd	%zmm23, %zmm4, %zmm4
	vaddpd	%zmm23, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm2, %zmm4
	vmovupd	%zmm4, 2880(%rsp)
	vmulpd	%zmm5, %zmm1, %zmm4
	vmovupd	%zmm4, 2256(%rsp)
	vmulpd	%zmm6, %zmm3, %zmm4
	vmovupd	%zmm4, 1488(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm20
	vmulpd	%zmm20, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_32(%rip), %zmm6
	vaddpd	%zmm6, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_33(%rip), %zmm27
	vaddpd	%zmm27, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm18
	vmulpd	%zmm20, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm27, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm19
	vmulpd	%zmm20, %zmm3, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmovapd	%zmm6, %zmm4
	vmulpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm27, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm3, %zmm22
	vmulpd	%zmm9, %zmm0, %zmm1
	vaddpd	%zmm29, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vmovupd	%zmm1, 5056(%rsp)
	vmulpd	%zmm20, %zmm0, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm27, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm17
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm15, %zmm0
	vmovapd	%zmm12, %zmm6
	vaddpd	%zmm12, %zmm0, %zmm15
	vmovapd	%zmm10, %zmm3
	vaddpd	%zmm10, %zmm15, %zmm0
	vdivpd	%zmm0, %zmm15, %zmm30
	vmulpd	%zmm30, %zmm30, %zmm12
	vmulpd	%zmm12, %zmm12, %zmm0
	vmulpd	%zmm9, %zmm0, %zmm2
	vaddpd	%zmm29, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm23, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm21
	vmulpd	%zmm20, %zmm0, %zmm2
	vmovapd	%zmm4, %zmm1
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm27, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm10
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm11, %zmm0
	vaddpd	%zmm6, %zmm0, %zmm11
	vaddpd	%zmm3, %zmm11, %zmm0
	vdivpd	%zmm0, %zmm11, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm8
	vmulpd	%zmm8, %zmm8, %zmm2
	vmulpd	%zmm9, %zmm2, %zmm4
	vmovapd	%zmm9, %zmm24
	vaddpd	%zmm29, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm4
	vaddpd	%zmm23, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm9
	vmulpd	%zmm20, %zmm2, %zmm4
	vaddpd	%zmm1, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm4
	vmovapd	%zmm27, %zmm0
	vaddpd	%zmm27, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm7
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm13, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm13
	vaddpd	%zmm3, %zmm13, %zmm2
	vmovapd	%zmm3, %zmm27
	vdivpd	%zmm2, %zmm13, %zmm25
	vmulpd	%zmm25, %zmm25, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm2
	vmulpd	%zmm24, %zmm2, %zmm28
	vmovapd	%zmm24, %zmm5
	vaddpd	%zmm29, %zmm28, %zmm28
	vmovapd	%zmm29, %zmm4
	vmulpd	%zmm28, %zmm2, %zmm28
	vaddpd	%zmm23, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm2, %zmm28
	vmulpd	%zmm20, %zmm2, %zmm24
	vaddpd	%zmm1, %zmm24, %zmm24
	vmovapd	%zmm1, %zmm29
	vmulpd	%zmm24, %zmm2, %zmm24
	vaddpd	%zmm0, %zmm24, %zmm24
	vmovapd	%zmm0, %zmm31
	vmulpd	%zmm24, %zmm2, %zmm24
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm16, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm16
	vaddpd	%zmm27, %zmm16, %zmm2
	vdivpd	%zmm2, %zmm16, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm5, %zmm0, %zmm27
	vaddpd	%zmm4, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vaddpd	%zmm23, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vmulpd	%zmm20, %zmm0, %zmm23
	vaddpd	%zmm29, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vaddpd	%zmm31, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm23
	vaddpd	%zmm23, %zmm18, %zmm18
	vmulpd	3216(%rsp), %zmm18, %zmm18
	vaddpd	2880(%rsp), %zmm18, %zmm18
	vaddpd	%zmm23, %zmm19, %zmm19
	vmulpd	2752(%rsp), %zmm19, %zmm19
	vaddpd	2256(%rsp), %zmm19, %zmm19
	vaddpd	%zmm23, %zmm22, %zmm22
	vmulpd	2816(%rsp), %zmm22, %zmm22
	vaddpd	1488(%rsp), %zmm22, %zmm22
	vaddpd	%zmm23, %zmm17, %zmm17
	vmulpd	1888(%rsp), %zmm17, %zmm17
	vaddpd	5056(%rsp), %zmm17, %zmm17
	vaddpd	%zmm23, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm12, %zmm6
	vaddpd	%zmm6, %zmm21, %zmm6
	vaddpd	%zmm23, %zmm7, %zmm4
	vmulpd	%zmm4, %zmm8, %zmm4
	vaddpd	%zmm4, %zmm9, %zmm4
	vaddpd	%zmm23, %zmm24, %zmm5
	vmulpd	%zmm5, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm28, %zmm3
	vaddpd	%zmm23, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm27, %zmm7
	vmovupd	%zmm26, 3728(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm26, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm5
	vaddpd	%zmm19, %zmm5, %zmm0
	vmulpd	1136(%rsp), %zmm0, %zmm10
	vmovupd	880(%rsp), %zmm1
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm18, %zmm0, %zmm1
	vmulpd	1328(%rsp), %zmm1, %zmm12
	vmovupd	288(%rsp), %zmm8
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm8, %zmm1
	vmulpd	%zmm1, %zmm8, %zmm1
	vaddpd	%zmm17, %zmm1, %zmm17
	vmulpd	1408(%rsp), %zmm17, %zmm17
	vmovupd	160(%rsp), %zmm8
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm8, %zmm18
	vmulpd	%zmm18, %zmm8, %zmm18
	vaddpd	%zmm22, %zmm18, %zmm19
	vmulpd	1008(%rsp), %zmm19, %zmm19
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm11, %zmm21
	vmulpd	%zmm21, %zmm11, %zmm21
	vaddpd	%zmm4, %zmm21, %zmm4
	vmulpd	%zmm4, %zmm14, %zmm4
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm15, %zmm9
	vmulpd	%zmm9, %zmm15, %zmm9
	vaddpd	%zmm6, %zmm9, %zmm6
	vmulpd	%zmm6, %zmm30, %zmm6
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm16, %zmm14
	vmulpd	%zmm14, %zmm16, %zmm14
	vaddpd	%zmm7, %zmm14, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm2
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm13, %zmm7
	vmulpd	%zmm7, %zmm13, %zmm7
	vaddpd	%zmm3, %zmm7, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vpsrlq	$20, 672(%rsp), %zmm8
	vpbroadcastq	.LCPI0_22(%rip), %zmm31
	vpaddq	%zmm31, %zmm8, %zmm8
	vcvtqq2pd	%zmm8, %zmm8
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vmulpd	%zmm29, %zmm8, %zmm22
	vaddpd	%zmm10, %zmm22, %zmm10
	vpsrlq	$20, 608(%rsp), %zmm22
	vpaddq	%zmm31, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm29, %zmm22, %zmm23
	vaddpd	%zmm12, %zmm23, %zmm12
	vpsrlq	$20, 736(%rsp), %zmm23
	vpaddq	%zmm31, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm29, %zmm23, %zmm24
	vaddpd	%zmm17, %zmm24, %zmm17
	vpsrlq	$20, 2128(%rsp), %zmm24
	vpaddq	%zmm31, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm29, %zmm24, %zmm25
	vaddpd	%zmm19, %zmm25, %zmm19
	vpsrlq	$20, 2320(%rsp), %zmm25
	vpaddq	%zmm31, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm29, %zmm25, %zmm27
	vaddpd	%zmm4, %zmm27, %zmm4
	vpsrlq	$20, 816(%rsp), %zmm27
	vpaddq	%zmm31, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm29, %zmm27, %zmm28
	vaddpd	%zmm6, %zmm28, %zmm6
	vpsrlq	$20, 1808(%rsp), %zmm28
	vpaddq	%zmm31, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm29, %zmm28, %zmm30
	vaddpd	%zmm2, %zmm30, %zmm2
	vpsrlq	$20, 2064(%rsp), %zmm30
	vpaddq	%zmm31, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm29, %zmm30, %zmm26
	vaddpd	%zmm3, %zmm26, %zmm3
	vsubpd	%zmm5, %zmm10, %zmm5
	vsubpd	%zmm0, %zmm12, %zmm0
	vsubpd	%zmm1, %zmm17, %zmm1
	vsubpd	%zmm18, %zmm19, %zmm10
	vsubpd	%zmm21, %zmm4, %zmm4
	vsubpd	%zmm9, %zmm6, %zmm6
	vsubpd	%zmm14, %zmm2, %zmm2
	vsubpd	%zmm7, %zmm3, %zmm3
	vaddpd	880(%rsp), %zmm0, %zmm0
	vaddpd	3728(%rsp), %zmm5, %zmm5
	vaddpd	160(%rsp), %zmm10, %zmm7
	vaddpd	288(%rsp), %zmm1, %zmm9
	vaddpd	%zmm6, %zmm15, %zmm6
	vaddpd	%zmm4, %zmm11, %zmm4
	vaddpd	%zmm3, %zmm13, %zmm10
	vaddpd	%zmm2, %zmm16, %zmm11
	vbroadcastsd	.LCPI0_36(%rip), %zmm12
	vmulpd	%zmm12, %zmm22, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm1
	vmulpd	%zmm12, %zmm8, %zmm0
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm12, %zmm24, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm3
	vmulpd	%zmm12, %zmm23, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm12, %zmm27, %zmm5
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm12, %zmm25, %zmm6
	vaddpd	%zmm4, %zmm6, %zmm4
	vmulpd	%zmm12, %zmm30, %zmm6
	vaddpd	%zmm10, %zmm6, %zmm7
	vmulpd	%zmm12, %zmm28, %zmm6
	vaddpd	%zmm11, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_37(%rip), %zmm15
	vxorpd	%zmm15, %zmm1, %zmm8
	vxorpd	%zmm15, %zmm0, %zmm9
	vxorpd	%zmm15, %zmm3, %zmm10
	vxorpd	%zmm15, %zmm2, %zmm11
	vxorpd	%zmm15, %zmm5, %zmm12
	vxorpd	%zmm15, %zmm4, %zmm13
	vxorpd	%zmm15, %zmm7, %zmm14
	vxorpd	%zmm15, %zmm6, %zmm15
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm14, %zmm14
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm8, %zmm8
	vmovdqu64	%zmm8, 672(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm9, %zmm9
	vmovdqu64	%zmm9, 608(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm10, %zmm10
	vmovdqu64	%zmm10, 736(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm11, %zmm11
	vmovdqu64	%zmm11, 2128(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm12, %zmm12
	vmovdqu64	%zmm12, 2320(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm13, %zmm13
	vmovdqu64	%zmm13, 816(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm14, %zmm14
	vmovdqu64	%zmm14, 1808(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm15, %zmm15
	vmovdqu64	%zmm15, 2064(%rsp)
	vpsllq	$32, %zmm8, %zmm8
	vpsllq	$32, %zmm9, %zmm9
	vpsllq	$32, %zmm10, %zmm10
	vpsllq	$32, %zmm11, %zmm11
	vpsllq	$32, %zmm12, %zmm12
	vpsllq	$32, %zmm13, %zmm13
	vpsllq	$32, %zmm14, %zmm14
	vpsllq	$32, %zmm15, %zmm16
	vpandq	.LCPI0_23(%rip){1to8}, %zmm9, %zmm9
	vpandq	.LCPI0_23(%rip){1to8}, %zmm8, %zmm8
	vpandq	.LCPI0_23(%rip){1to8}, %zmm11, %zmm17
	vpandq	.LCPI0_23(%rip){1to8}, %zmm10, %zmm10
	vpandq	.LCPI0_23(%rip){1to8}, %zmm13, %zmm11
	vpandq	.LCPI0_23(%rip){1to8}, %zmm12, %zmm15
	vpandq	.LCPI0_23(%rip){1to8}, %zmm16, %zmm13
	vpandq	.LCPI0_23(%rip){1to8}, %zmm14, %zmm16
	vpbroadcastq	.LCPI0_24(%rip), %zmm12
	vpternlogq	$248, %zmm12, %zmm1, %zmm8
	vpternlogq	$248, %zmm12, %zmm0, %zmm9
	vpternlogq	$248, %zmm12, %zmm3, %zmm10
	vpternlogq	$248, %zmm12, %zmm2, %zmm17
	vpternlogq	$248, %zmm12, %zmm5, %zmm15
	vpternlogq	$248, %zmm12, %zmm4, %zmm11
	vpternlogq	$248, %zmm12, %zmm7, %zmm16
	vpternlogq	$248, %zmm12, %zmm6, %zmm13
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm9, %zmm0
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm8, %zmm1
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm17, %zmm2
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm10, %zmm3
	vbroadcastsd	.LCPI0_26(%rip), %zmm9
	vaddpd	%zmm9, %zmm1, %zmm7
	vaddpd	%zmm9, %zmm0, %zmm6
	vaddpd	%zmm9, %zmm3, %zmm5
	vaddpd	%zmm9, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_27(%rip), %zmm27
	vmovupd	%zmm6, 288(%rsp)
	vaddpd	%zmm27, %zmm6, %zmm0
	vmovupd	%zmm7, 880(%rsp)
	vaddpd	%zmm27, %zmm7, %zmm1
	vmovupd	%zmm4, 1008(%rsp)
	vaddpd	%zmm27, %zmm4, %zmm2
	vmovupd	%zmm5, 160(%rsp)
	vaddpd	%zmm27, %zmm5, %zmm3
	vdivpd	%zmm1, %zmm7, %zmm8
	vmovupd	%zmm8, 1488(%rsp)
	vdivpd	%zmm0, %zmm6, %zmm6
	vmovupd	%zmm6, 1136(%rsp)
	vdivpd	%zmm3, %zmm5, %zmm1
	vmovupd	%zmm1, 1328(%rsp)
	vdivpd	%zmm2, %zmm4, %zmm0
	vmovupd	%zmm0, 1408(%rsp)
	vmulpd	%zmm6, %zmm6, %zmm4
	vmovupd	%zmm4, 2816(%rsp)
	vmulpd	%zmm8, %zmm8, %zmm2
	vmovupd	%zmm2, 2880(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm3
	vmovupd	%zmm3, 2256(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovupd	%zmm0, 1888(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm4, %zmm4, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm3, %zmm4
	vbroadcastsd	.LCPI0_28(%rip), %zmm22
	vmulpd	%zmm22, %zmm2, %zmm3
	vmulpd	%zmm22, %zmm1, %zmm5
	vmulpd	%zmm22, %zmm4, %zmm6
	vbroadcastsd	.LCPI0_29(%rip), %zmm17
	vaddpd	%zmm17, %zmm5, %zmm5
	vaddpd	%zmm17, %zmm3, %zmm3
	vaddpd	%zmm17, %zmm6, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm3
	vmulpd	%zmm5, %zmm1, %zmm5
	vmulpd	%zmm6, %zmm4, %zmm6
	vbroadcastsd	.LCPI0_30(%rip), %zmm12
	vaddpd	%zmm12, %zmm5, %zmm5
	vaddpd	%zmm12, %zmm3, %zmm3
	vaddpd	%zmm12, %zmm6, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm3
	vmovupd	%zmm3, 3728(%rsp)
	vmulpd	%zmm5, %zmm1, %zmm3
	vmovupd	%zmm3, 3216(%rsp)
	vmulpd	%zmm6, %zmm4, %zmm3
	vmovupd	%zmm3, 2752(%rsp)
	vmulpd	%zmm20, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_32(%rip), %zmm6
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_33(%rip), %zmm7
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm19
	vmulpd	%zmm20, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm31
	vmulpd	%zmm20, %zmm4, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm4, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm4, %zmm30
	vmulpd	%zmm22, %zmm0, %zmm1
	vaddpd	%zmm17, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm26
	vmulpd	%zmm20, %zmm0, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm14
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm11, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm11
	vaddpd	%zmm27, %zmm11, %zmm0
	vdivpd	%zmm0, %zmm11, %zmm28
	vmulpd	%zmm28, %zmm28, %zmm8
	vmulpd	%zmm8, %zmm8, %zmm0
	vmulpd	%zmm22, %zmm0, %zmm2
	vaddpd	%zmm17, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm25
	vmulpd	%zmm20, %zmm0, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm10
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm15, %zmm0
	vaddpd	%zmm9, %zmm0, %zmm15
	vmovapd	%zmm9, %zmm1
	vaddpd	%zmm27, %zmm15, %zmm0
	vdivpd	%zmm0, %zmm15, %zmm21
	vmulpd	%zmm21, %zmm21, %zmm5
	vmulpd	%zmm5, %zmm5, %zmm2
	vmulpd	%zmm22, %zmm2, %zmm4
	vaddpd	%zmm17, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm4
	vaddpd	%zmm12, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm9
	vmulpd	%zmm20, %zmm2, %zmm4
	vaddpd	%zmm6, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm4
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm13, %zmm2
	vaddpd	%zmm1, %zmm2, %zmm13
	vaddpd	%zmm27, %zmm13, %zmm2
	vdivpd	%zmm2, %zmm13, %zmm18
	vmulpd	%zmm18, %zmm18, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm2
	vmulpd	%zmm22, %zmm2, %zmm24
	vaddpd	%zmm17, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm2, %zmm24
	vaddpd	%zmm12, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm2, %zmm24
	vmulpd	%zmm20, %zmm2, %zmm23
	vaddpd	%zmm6, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm2, %zmm23
	vaddpd	%zmm7, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm2, %zmm23
	vpaddq	.LCPI0_25(%rip){1to8}, %zmm16, %zmm2
	vaddpd	%zmm1, %zmm2, %zmm16
	vaddpd	%zmm27, %zmm16, %zmm2
	vdivpd	%zmm2, %zmm16, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm22, %zmm0, %zmm27
	vaddpd	%zmm17, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vaddpd	%zmm12, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vmulpd	%zmm20, %zmm0, %zmm22
	vaddpd	%zmm6, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm22
	vaddpd	%zmm7, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm7
	vaddpd	%zmm7, %zmm19, %zmm17
	vmulpd	2816(%rsp), %zmm17, %zmm17
	vaddpd	3728(%rsp), %zmm17, %zmm17
	vaddpd	%zmm7, %zmm31, %zmm19
	vmulpd	2880(%rsp), %zmm19, %zmm19
	vaddpd	3216(%rsp), %zmm19, %zmm19
	vaddpd	%zmm7, %zmm30, %zmm20
	vmulpd	2256(%rsp), %zmm20, %zmm20
	vaddpd	2752(%rsp), %zmm20, %zmm20
	vaddpd	%zmm7, %zmm14, %zmm14
	vmulpd	1888(%rsp), %zmm14, %zmm14
	vaddpd	%zmm14, %zmm26, %zmm14
	vaddpd	%zmm7, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm8, %zmm6
	vaddpd	%zmm6, %zmm25, %zmm6
	vaddpd	%zmm7, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm5, %zmm4
	vaddpd	%zmm4, %zmm9, %zmm4
	vaddpd	%zmm7, %zmm23, %zmm5
	vmulpd	%zmm5, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm24, %zmm3
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm27, %zmm7
	vmovupd	880(%rsp), %zmm1
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm5
	vaddpd	%zmm19, %zmm5, %zmm0
	vmulpd	1488(%rsp), %zmm0, %zmm10
	vmovupd	288(%rsp), %zmm1
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm17, %zmm0, %zmm1
	vmulpd	1136(%rsp), %zmm1, %zmm12
	vmovupd	160(%rsp), %zmm8
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm8, %zmm1
	vmulpd	%zmm1, %zmm8, %zmm1
	vaddpd	%zmm14, %zmm1, %zmm14
	vmulpd	1328(%rsp), %zmm14, %zmm14
	vmovupd	1008(%rsp), %zmm31
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm31, %zmm17
	vmulpd	%zmm17, %zmm31, %zmm17
	vaddpd	%zmm20, %zmm17, %zmm19
	vmulpd	1408(%rsp), %zmm19, %zmm19
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm15, %zmm20
	vmulpd	%zmm20, %zmm15, %zmm20
	vaddpd	%zmm4, %zmm20, %zmm4
	vmulpd	%zmm4, %zmm21, %zmm4
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm11, %zmm9
	vmulpd	%zmm9, %zmm11, %zmm9
	vaddpd	%zmm6, %zmm9, %zmm6
	vmulpd	%zmm6, %zmm28, %zmm6
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm16, %zmm21
	vmulpd	%zmm21, %zmm16, %zmm21
	vaddpd	%zmm7, %zmm21, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm2
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm13, %zmm7
	vmulpd	%zmm7, %zmm13, %zmm7
	vaddpd	%zmm3, %zmm7, %zmm3
	vmulpd	%zmm3, %zmm18, %zmm3
	vpsrlq	$20, 672(%rsp), %zmm8
	vpbroadcastq	.LCPI0_22(%rip), %zmm18
	vpaddq	%zmm18, %zmm8, %zmm8
	vcvtqq2pd	%zmm8, %zmm8
	vmulpd	%zmm29, %zmm8, %zmm22
	vaddpd	%zmm10, %zmm22, %zmm10
	vpsrlq	$20, 608(%rsp), %zmm22
	vpaddq	%zmm18, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm29, %zmm22, %zmm23
	vaddpd	%zmm12, %zmm23, %zmm12
	vpsrlq	$20, 736(%rsp), %zmm23
	vpaddq	%zmm18, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm29, %zmm23, %zmm24
	vaddpd	%zmm14, %zmm24, %zmm14
	vpsrlq	$20, 2128(%rsp), %zmm24
	vpaddq	%zmm18, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm29, %zmm24, %zmm25
	vaddpd	%zmm19, %zmm25, %zmm19
	vpsrlq	$20, 2320(%rsp), %zmm25
	vpaddq	%zmm18, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm29, %zmm25, %zmm27
	vaddpd	%zmm4, %zmm27, %zmm4
	vpsrlq	$20, 816(%rsp), %zmm27
	vpaddq	%zmm18, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm29, %zmm27, %zmm28
	vaddpd	%zmm6, %zmm28, %zmm6
	vpsrlq	$20, 1808(%rsp), %zmm28
	vpaddq	%zmm18, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm29, %zmm28, %zmm30
	vaddpd	%zmm2, %zmm30, %zmm2
	vpsrlq	$20, 2064(%rsp), %zmm30
	vpaddq	%zmm18, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm29, %zmm30, %zmm26
	vaddpd	%zmm3, %zmm26, %zmm3
	vsubpd	%zmm5, %zmm10, %zmm5
	vsubpd	%zmm0, %zmm12, %zmm0
	vsubpd	%zmm1, %zmm14, %zmm1
	vsubpd	%zmm17, %zmm19, %zmm10
	vsubpd	%zmm20, %zmm4, %zmm4
	vpbroadcastq	.LCPI0_21(%rip), %zmm20
	vsubpd	%zmm9, %zmm6, %zmm6
	vsubpd	%zmm21, %zmm2, %zmm2
	vsubpd	%zmm7, %zmm3, %zmm3
	vaddpd	288(%rsp), %zmm0, %zmm0
	vaddpd	880(%rsp), %zmm5, %zmm5
	vaddpd	%zmm10, %zmm31, %zmm7
	vbroadcastsd	.LCPI0_23(%rip), %zmm18
	vpbroadcastq	.LCPI0_25(%rip), %zmm31
	vaddpd	160(%rsp), %zmm1, %zmm1
	vaddpd	%zmm6, %zmm11, %zmm6
	vaddpd	%zmm4, %zmm15, %zmm4
	vaddpd	%zmm3, %zmm13, %zmm3
	vaddpd	%zmm2, %zmm16, %zmm2
	vbroadcastsd	.LCPI0_36(%rip), %zmm10
	vmulpd	%zmm10, %zmm22, %zmm9
	vaddpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm10, %zmm8, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm10, %zmm24, %zmm8
	vpbroadcastq	.LCPI0_19(%rip), %zmm24
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm10, %zmm23, %zmm8
	vaddpd	%zmm1, %zmm8, %zmm1
	vmulpd	%zmm10, %zmm27, %zmm8
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm10, %zmm25, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm10, %zmm30, %zmm8
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm10, %zmm28, %zmm8
	vbroadcastsd	.LCPI0_20(%rip), %zmm28
	vaddpd	%zmm2, %zmm8, %zmm2
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm0, %zmm0
	vcvtpd2ps	%zmm7, %ymm5
	vcvtpd2ps	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm5, %zmm1
	vcvtpd2ps	%zmm6, %ymm5
	vcvtpd2ps	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm5, %zmm4
	vpbroadcastd	.LCPI0_38(%rip), %zmm5
	vpxord	%zmm5, %zmm0, %zmm0
	vmovdqu64	%zmm0, -192(%rdx,%r8,4)
	vpxord	%zmm5, %zmm1, %zmm0
	vmovdqu64	%zmm0, -128(%rdx,%r8,4)
	vpxord	%zmm5, %zmm4, %zmm0
	vmovdqu64	%zmm0, -64(%rdx,%r8,4)
	vcvtpd2ps	%zmm3, %ymm0
	vcvtpd2ps	%zmm2, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vpxord	%zmm5, %zmm0, %zmm0
	vmovdqu64	%zmm0, (%rdx,%r8,4)
	addq	$64, %r8
	cmpq	%r8, %rsi
	jne	.LBB0_741
	testq	%rdi, %rdi
	movq	%rdi, %rdx
	movq	-24(%rsp), %rdi
	movq	-104(%rsp), %rcx
	je	.LBB0_781
	cmpl	$8, %edx
	vpbroadcastq	.LCPI0_32(%rip), %zmm25
	vmovdqu64	2960(%rsp), %zmm17
	jb	.LBB0_783
	vmovsd	.LCPI0_26(%rip), %xmm9
	vmovsd	.LCPI0_27(%rip), %xmm10
	vbroadcastsd	.LCPI0_31(%rip), %zmm23
	vbroadcastsd	.LCPI0_33(%rip), %zmm22
	vbroadcastsd	.LCPI0_35(%rip), %zmm26
	vpbroadcastq	.LCPI0_39(%rip), %zmm12
	vpbroadcastq	.LCPI0_25(%rip), %zmm14
	vbroadcastsd	.LCPI0_27(%rip), %zmm19
	vpbroadcastq	.LCPI0_23(%rip), %zmm20
	vmovaps	32(%rsp), %xmm28
	vmovdqa64	%zmm25, %zmm15
.LBB0_745:
	movq	5184(%rsp), %rdi
	movq	944(%rsp), %rsi
	andl	$7, %esi
	subq	%rsi, %r12
	movq	%r12, %rdx
	addq	80(%rsp), %rdx
	movq	544(%rsp), %r8
	vbroadcastsd	.LCPI0_19(%rip), %zmm24
	vbroadcastsd	.LCPI0_20(%rip), %zmm27
	vbroadcastsd	.LCPI0_36(%rip), %zmm31
	vpbroadcastd	.LCPI0_38(%rip), %ymm18
	vbroadcastsd	.LCPI0_34(%rip), %zmm17
	vpbroadcastq	.LCPI0_21(%rip), %zmm16
	vpbroadcastq	.LCPI0_24(%rip), %zmm13
	vbroadcastsd	.LCPI0_26(%rip), %zmm25
	vbroadcastsd	.LCPI0_28(%rip), %zmm29
	vpbroadcastq	.LCPI0_22(%rip), %zmm21
	vbroadcastsd	.LCPI0_29(%rip), %zmm8
	vbroadcastsd	.LCPI0_30(%rip), %zmm11
	.p2align	4
.LBB0_746:
	vcvtudq2pd	(%r8,%r11,4), %zmm0
	vaddpd	%zmm24, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpaddq	%zmm16, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm21, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm20, %zmm1, %zmm1
	vpternlogq	$248, %zmm13, %zmm0, %zmm1
	vpaddq	%zmm14, %zmm1, %zmm0
	vaddpd	%zmm25, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm19, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm29, %zmm5, %zmm6
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm11, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm23, %zmm5, %zmm7
	vaddpd	%zmm15, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm22, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm17, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm26, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpxorq	%zmm12, %zmm1, %zmm1
	vpaddq	%zmm16, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm21, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm20, %zmm1, %zmm1
	vpternlogq	$248, %zmm13, %zmm0, %zmm1
	vpaddq	%zmm14, %zmm1, %zmm0
	vaddpd	%zmm25, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm19, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm29, %zmm5, %zmm6
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm11, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm23, %zmm5, %zmm7
	vaddpd	%zmm15, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm22, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm17, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm26, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vpxord	%ymm18, %ymm0, %ymm0
	vmovdqu	%ymm0, (%r8,%r11,4)
	addq	$8, %r11
	cmpq	%r11, %rdi
	jne	.LBB0_746
	testq	%rsi, %rsi
	vmovsd	.LCPI0_29(%rip), %xmm27
	vpxor	%xmm15, %xmm15, %xmm15
	vbroadcastss	.LCPI0_369(%rip), %xmm18
	vmovdqu64	2960(%rsp), %zmm17
	vmovsd	.LCPI0_28(%rip), %xmm11
	je	.LBB0_780
.LBB0_748:
	vmovsd	.LCPI0_19(%rip), %xmm7
	vmovapd	.LCPI0_42(%rip), %xmm13
	vmovsd	.LCPI0_30(%rip), %xmm29
	vmovsd	.LCPI0_31(%rip), %xmm24
	vmovapd	.LCPI0_41(%rip), %xmm14
	vmovsd	.LCPI0_32(%rip), %xmm26
	vbroadcastss	.LCPI0_38(%rip), %xmm23
	vmovsd	.LCPI0_33(%rip), %xmm22
	vmovsd	.LCPI0_34(%rip), %xmm28
	vmovsd	.LCPI0_35(%rip), %xmm20
	vmovsd	.LCPI0_36(%rip), %xmm21
	vmovddup	.LCPI0_28(%rip), %xmm15
	movq	3664(%rsp), %rdi
	movq	944(%rsp), %r12
	vmovsd	.LCPI0_20(%rip), %xmm8
	.p2align	4
.LBB0_749:
	vpxord	%xmm19, %xmm19, %xmm19
	vcvtusi2sdl	(%rdi,%rdx,4), %xmm19, %xmm0
	vaddsd	%xmm7, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm8, %xmm0
	vmovq	%xmm0, %rsi
	movl	%esi, %r8d
	shrq	$32, %rsi
	addq	$614242, %rsi
	movq	%rsi, %r11
	shrq	$20, %r11
	addq	$-1023, %r11
	shlq	$32, %rsi
	andq	%rbx, %rsi
	addq	%rax, %rsi
	orq	%rsi, %r8
	vmovq	%r8, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm7, %xmm0, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm0, %xmm10, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm11, %xmm5
	vaddsd	%xmm27, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm29, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vmulsd	%xmm24, %xmm4, %xmm6
	vaddsd	%xmm26, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm6
	vaddsd	%xmm22, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm4
	vaddsd	%xmm28, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vaddsd	%xmm3, %xmm5, %xmm3
	vcvtsi2sd	%r11, %xmm12, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm20, %xmm4, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm21, %xmm4, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vmovq	%xmm0, %rsi
	xorq	%r10, %rsi
	movl	%esi, %r8d
	shrq	$32, %rsi
	addq	$614242, %rsi
	movq	%rsi, %r11
	shrq	$20, %r11
	addq	$-1023, %r11
	shlq	$32, %rsi
	andq	%rbx, %rsi
	addq	%rax, %rsi
	orq	%rsi, %r8
	vmovq	%r8, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm7, %xmm0, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm0, %xmm10, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm24, %xmm4, %xmm5
	vaddsd	%xmm26, %xmm5, %xmm5
	vmovddup	%xmm4, %xmm4
	vunpcklpd	%xmm5, %xmm15, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm5, %xmm14, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm5, %xmm13, %xmm5
	vunpcklpd	%xmm3, %xmm4, %xmm3
	vmulpd	%xmm5, %xmm3, %xmm3
	vshufpd	$1, %xmm3, %xmm3, %xmm4
	vaddsd	%xmm4, %xmm3, %xmm3
	vcvtsi2sd	%r11, %xmm12, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm20, %xmm4, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm21, %xmm4, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vxorps	%xmm23, %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rdx,4)
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_749
	movq	%r14, %rbx
	movq	544(%rsp), %rdx
	vxorpd	%xmm15, %xmm15, %xmm15
	vpbroadcastq	.LCPI0_27(%rip), %zmm24
	vbroadcastsd	.LCPI0_23(%rip), %zmm20
	vmovups	1072(%rsp), %zmm14
	vmovaps	32(%rsp), %xmm28
.LBB0_751:
	vbroadcastsd	.LCPI0_12(%rip), %zmm16
	movq	224(%rsp), %r10
	vmovdqa	5248(%rsp), %xmm12
	vmovdqu64	4048(%rsp), %zmm19
	vmovdqu64	3600(%rsp), %zmm13
	vmovdqu64	5312(%rsp), %zmm21
	movq	-16(%rsp), %rax
	movq	-24(%rsp), %rdi
	movq	80(%rsp), %r11
	movq	-104(%rsp), %rcx
	jmp	.LBB0_775
.LBB0_752:
	xorl	%r8d, %r8d
	vmovdqa64	%zmm27, %zmm19
	vpbroadcastq	.LCPI0_14(%rip), %zmm28
	movq	352(%rsp), %rax
	.p2align	4
.LBB0_753:
	vpmovzxdq	14120(%rsp,%r8,4), %zmm0
	vpmovzxdq	14088(%rsp,%r8,4), %zmm1
	vpmovzxdq	14184(%rsp,%r8,4), %zmm2
	vpmovzxdq	14152(%rsp,%r8,4), %zmm3
	vpmovzxdq	14248(%rsp,%r8,4), %zmm6
	vpmovzxdq	14216(%rsp,%r8,4), %zmm5
	vpmovzxdq	14312(%rsp,%r8,4), %zmm9
	vpmovzxdq	14280(%rsp,%r8,4), %zmm11
	vmovdqu64	5376(%rsp), %zmm4
	vpaddd	16136(%rsp,%r8,4), %zmm4, %zmm12
	vpaddd	16200(%rsp,%r8,4), %zmm4, %zmm13
	vpaddd	16264(%rsp,%r8,4), %zmm4, %zmm14
	vpaddd	16328(%rsp,%r8,4), %zmm4, %zmm15
	vpmuludq	%zmm28, %zmm1, %zmm4
	vpmuludq	%zmm28, %zmm0, %zmm10
	vpmuludq	%zmm28, %zmm3, %zmm22
	vpmuludq	%zmm28, %zmm2, %zmm8
	vpmuludq	%zmm28, %zmm5, %zmm31
	vpmuludq	%zmm28, %zmm6, %zmm7
	vpmuludq	%zmm28, %zmm11, %zmm2
	vpmuludq	%zmm28, %zmm9, %zmm6
	vmovdqu64	2592(%rsp), %zmm0
	vpxord	%zmm0, %zmm12, %zmm20
	vpxord	%zmm0, %zmm13, %zmm24
	vpxord	%zmm0, %zmm14, %zmm14
	vpxord	%zmm0, %zmm15, %zmm13
	vpxorq	%zmm10, %zmm30, %zmm1
	vpxorq	%zmm4, %zmm30, %zmm3
	vpxorq	%zmm8, %zmm30, %zmm9
	vpxorq	%zmm22, %zmm30, %zmm11
	vpxorq	%zmm7, %zmm30, %zmm12
	vpxorq	%zmm31, %zmm30, %zmm15
	vpxorq	%zmm6, %zmm30, %zmm16
	vpxorq	%zmm2, %zmm30, %zmm17
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm1, %zmm0
	vpsrlq	$32, %zmm11, %zmm21
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm15, %zmm23
	vpsrlq	$32, %zmm12, %zmm26
	vpsrlq	$32, %zmm17, %zmm17
	vpsrlq	$32, %zmm16, %zmm27
	vextracti64x4	$1, %zmm20, %ymm1
	vpmovzxdq	%ymm1, %zmm1
	vpmovzxdq	%ymm20, %zmm11
	vextracti64x4	$1, %zmm24, %ymm12
	vpmovzxdq	%ymm12, %zmm12
	vpmovzxdq	%ymm24, %zmm15
	vextracti64x4	$1, %zmm14, %ymm16
	vpmovzxdq	%ymm16, %zmm16
	vpmovzxdq	%ymm14, %zmm25
	vextracti64x4	$1, %zmm13, %ymm18
	vpmovzxdq	%ymm18, %zmm28
	vpmovzxdq	%ymm13, %zmm29
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm11, %zmm5
	vmovdqu64	%zmm5, 880(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm1, %zmm1
	vmovdqu64	%zmm1, 816(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm1
	vmovdqu64	%zmm1, 2064(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm12, %zmm1
	vmovdqu64	%zmm1, 1808(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm25, %zmm1
	vmovdqu64	%zmm1, 288(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm16, %zmm16
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm29, %zmm1
	vmovdqu64	%zmm1, 160(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm28, %zmm1
	vmovdqu64	%zmm1, 944(%rsp)
	vpmuludq	%zmm19, %zmm0, %zmm29
	vpmuludq	%zmm19, %zmm3, %zmm11
	vpmuludq	%zmm19, %zmm9, %zmm25
	vpmuludq	%zmm19, %zmm21, %zmm30
	vpmuludq	%zmm19, %zmm26, %zmm12
	vpmuludq	%zmm19, %zmm23, %zmm26
	vpmuludq	%zmm19, %zmm27, %zmm15
	vpmuludq	%zmm19, %zmm17, %zmm17
	vpbroadcastd	.LCPI0_375(%rip), %zmm0
	vpmuludq	%zmm0, %zmm20, %zmm23
	vpshufd	$245, %zmm20, %zmm20
	vpmuludq	%zmm0, %zmm20, %zmm20
	vmovdqa64	.LCPI0_376(%rip), %zmm1
	vpermt2d	%zmm20, %zmm1, %zmm23
	vpmovzxdq	%ymm23, %zmm21
	vextracti64x4	$1, %zmm23, %ymm20
	vpmovzxdq	%ymm20, %zmm23
	vpmuludq	%zmm0, %zmm24, %zmm20
	vpshufd	$245, %zmm24, %zmm24
	vpmuludq	%zmm0, %zmm24, %zmm24
	vpermt2d	%zmm24, %zmm1, %zmm20
	vpmovzxdq	%ymm20, %zmm24
	vextracti64x4	$1, %zmm20, %ymm20
	vpmovzxdq	%ymm20, %zmm27
	vpmuludq	%zmm0, %zmm14, %zmm20
	vpshufd	$245, %zmm14, %zmm14
	vpmuludq	%zmm0, %zmm14, %zmm14
	vpermt2d	%zmm14, %zmm1, %zmm20
	vpmovzxdq	%ymm20, %zmm28
	vextracti64x4	$1, %zmm20, %ymm14
	vpmovzxdq	%ymm14, %zmm9
	vpmuludq	%zmm0, %zmm13, %zmm14
	vpshufd	$245, %zmm13, %zmm13
	vpmuludq	%zmm0, %zmm13, %zmm13
	vpermt2d	%zmm13, %zmm1, %zmm14
	vpmovzxdq	%ymm14, %zmm5
	vextracti64x4	$1, %zmm14, %ymm13
	vpmovzxdq	%ymm13, %zmm0
	vmovdqu64	5120(%rsp), %zmm13
	vpternlogq	$150, %zmm10, %zmm13, %zmm23
	vpsrlq	$32, %zmm11, %zmm10
	vpternlogq	$150, %zmm4, %zmm13, %zmm21
	vpsrlq	$32, %zmm29, %zmm4
	vpternlogq	$150, %zmm8, %zmm13, %zmm27
	vpsrlq	$32, %zmm30, %zmm8
	vpternlogq	$150, %zmm22, %zmm13, %zmm24
	vpsrlq	$32, %zmm25, %zmm3
	vpternlogq	$150, %zmm7, %zmm13, %zmm9
	vpsrlq	$32, %zmm26, %zmm14
	vpternlogq	$150, %zmm31, %zmm13, %zmm28
	vpsrlq	$32, %zmm12, %zmm22
	vpternlogq	$150, %zmm6, %zmm13, %zmm0
	vpsrlq	$32, %zmm15, %zmm6
	vpternlogq	$150, %zmm2, %zmm13, %zmm5
	vmovdqu64	6016(%rsp), %zmm1
	vpxorq	%zmm1, %zmm4, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm20
	vmovdqu64	%zmm20, 736(%rsp)
	vpxorq	%zmm1, %zmm10, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm31
	vmovdqu64	%zmm31, 2128(%rsp)
	vpxorq	%zmm1, %zmm3, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm3
	vpxorq	%zmm1, %zmm8, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm4
	vpxorq	%zmm1, %zmm22, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm7
	vpxorq	%zmm1, %zmm14, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm8
	vmovdqu64	%zmm8, 2320(%rsp)
	vpxorq	%zmm1, %zmm6, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm22
	vmovdqu64	%zmm22, 480(%rsp)
	vpmuludq	%zmm19, %zmm21, %zmm18
	vpmuludq	%zmm19, %zmm23, %zmm14
	vpmuludq	%zmm19, %zmm24, %zmm13
	vpmuludq	%zmm19, %zmm27, %zmm10
	vpmuludq	%zmm19, %zmm28, %zmm6
	vpmuludq	%zmm19, %zmm9, %zmm2
	vpmuludq	%zmm19, %zmm5, %zmm5
	vpmuludq	%zmm19, %zmm0, %zmm28
	vpsrlq	$32, %zmm18, %zmm24
	vmovdqa64	%zmm18, %zmm27
	vmovdqu64	4240(%rsp), %zmm0
	vpternlogq	$150, %zmm11, %zmm0, %zmm24
	vpsrlq	$32, %zmm14, %zmm21
	vpternlogq	$150, %zmm29, %zmm0, %zmm21
	vpsrlq	$32, %zmm13, %zmm29
	vpternlogq	$150, %zmm30, %zmm0, %zmm29
	vpsrlq	$32, %zmm10, %zmm30
	vpternlogq	$150, %zmm25, %zmm0, %zmm30
	vpsrlq	$32, %zmm6, %zmm25
	vmovdqa64	%zmm6, %zmm18
	vpternlogq	$150, %zmm26, %zmm0, %zmm25
	vpsrlq	$32, %zmm2, %zmm6
	vpternlogq	$150, %zmm12, %zmm0, %zmm6
	vpsrlq	$32, %zmm28, %zmm26
	vpternlogq	$150, %zmm15, %zmm0, %zmm26
	vpsrlq	$32, %zmm20, %zmm15
	vmovdqu64	5440(%rsp), %zmm20
	vpternlogq	$150, 816(%rsp), %zmm20, %zmm15
	vpsrlq	$32, %zmm31, %zmm12
	vpternlogq	$150, 880(%rsp), %zmm20, %zmm12
	vpsrlq	$32, %zmm3, %zmm9
	vmovdqa64	%zmm3, %zmm23
	vpternlogq	$150, 1808(%rsp), %zmm20, %zmm9
	vpsrlq	$32, %zmm4, %zmm11
	vmovdqa64	%zmm4, %zmm31
	vpternlogq	$150, 2064(%rsp), %zmm20, %zmm11
	vpsrlq	$32, %zmm7, %zmm4
	vpternlogq	$150, %zmm16, %zmm20, %zmm4
	vpsrlq	$32, %zmm8, %zmm16
	vpternlogq	$150, 288(%rsp), %zmm20, %zmm16
	vpsrlq	$32, %zmm22, %zmm8
	vpternlogq	$150, 944(%rsp), %zmm20, %zmm8
	vpsrlq	$32, %zmm5, %zmm22
	vpternlogq	$150, %zmm17, %zmm0, %zmm22
	vpsrlq	$32, %zmm17, %zmm0
	vpxorq	%zmm1, %zmm0, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 880(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, 160(%rsp), %zmm20, %zmm17
	vpmuludq	%zmm19, %zmm12, %zmm0
	vmovdqu64	%zmm0, 288(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqu64	4640(%rsp), %zmm0
	vpternlogq	$150, %zmm27, %zmm0, %zmm1
	vmovdqu64	%zmm1, 160(%rsp)
	vpmuludq	%zmm19, %zmm15, %zmm3
	vpsrlq	$32, %zmm3, %zmm12
	vpternlogq	$150, %zmm14, %zmm0, %zmm12
	vpmuludq	%zmm19, %zmm11, %zmm1
	vmovdqu64	%zmm1, 608(%rsp)
	vpsrlq	$32, %zmm1, %zmm27
	vpternlogq	$150, %zmm13, %zmm0, %zmm27
	vpmuludq	%zmm19, %zmm9, %zmm1
	vmovdqu64	%zmm1, 672(%rsp)
	vpsrlq	$32, %zmm1, %zmm15
	vpternlogq	$150, %zmm10, %zmm0, %zmm15
	vpmuludq	%zmm19, %zmm16, %zmm1
	vmovdqu64	%zmm1, 1008(%rsp)
	vpsrlq	$32, %zmm1, %zmm9
	vpternlogq	$150, %zmm18, %zmm0, %zmm9
	vpmuludq	%zmm19, %zmm4, %zmm1
	vmovdqu64	%zmm1, 1408(%rsp)
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, %zmm2, %zmm0, %zmm16
	vpmuludq	%zmm19, %zmm17, %zmm18
	vpsrlq	$32, %zmm18, %zmm1
	vpternlogq	$150, %zmm5, %zmm0, %zmm1
	vmovdqu64	%zmm1, 944(%rsp)
	vpmuludq	%zmm19, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm17
	vpternlogq	$150, %zmm28, %zmm0, %zmm17
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm21, %zmm28
	vpsrlq	$32, %zmm28, %zmm10
	vmovdqu64	4176(%rsp), %zmm4
	vpternlogq	$150, 736(%rsp), %zmm4, %zmm10
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm24, %zmm0
	vmovdqu64	%zmm0, 2064(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vpternlogq	$150, 2128(%rsp), %zmm4, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm30, %zmm0
	vmovdqu64	%zmm0, 1808(%rsp)
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, %zmm23, %zmm4, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm29, %zmm0
	vmovdqu64	%zmm0, 816(%rsp)
	vpsrlq	$32, %zmm0, %zmm30
	vpternlogq	$150, %zmm31, %zmm4, %zmm30
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm6, %zmm5
	vpsrlq	$32, %zmm5, %zmm14
	vpternlogq	$150, %zmm7, %zmm4, %zmm14
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm25, %zmm31
	vpsrlq	$32, %zmm31, %zmm0
	vpternlogq	$150, 2320(%rsp), %zmm4, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm26, %zmm6
	vpsrlq	$32, %zmm6, %zmm26
	vpternlogq	$150, 480(%rsp), %zmm4, %zmm26
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm22, %zmm11
	vpsrlq	$32, %zmm11, %zmm1
	vpternlogq	$150, 880(%rsp), %zmm4, %zmm1
	vpmuludq	%zmm19, %zmm2, %zmm22
	vpsrlq	$32, %zmm22, %zmm4
	vmovdqu64	4304(%rsp), %zmm2
	vpternlogq	$150, 288(%rsp), %zmm2, %zmm4
	vmovdqu64	%zmm4, 2320(%rsp)
	vpmuludq	%zmm19, %zmm10, %zmm21
	vpsrlq	$32, %zmm21, %zmm10
	vpternlogq	$150, %zmm3, %zmm2, %zmm10
	vpmuludq	%zmm19, %zmm30, %zmm20
	vpsrlq	$32, %zmm20, %zmm23
	vpternlogq	$150, 608(%rsp), %zmm2, %zmm23
	vpmuludq	%zmm19, %zmm13, %zmm4
	vpsrlq	$32, %zmm4, %zmm13
	vpternlogq	$150, 672(%rsp), %zmm2, %zmm13
	vpmuludq	%zmm19, %zmm0, %zmm7
	vpsrlq	$32, %zmm7, %zmm24
	vpternlogq	$150, 1008(%rsp), %zmm2, %zmm24
	vpmuludq	%zmm19, %zmm14, %zmm0
	vmovdqu64	%zmm0, 288(%rsp)
	vpsrlq	$32, %zmm0, %zmm14
	vpternlogq	$150, 1408(%rsp), %zmm2, %zmm14
	vpmuludq	%zmm19, %zmm1, %zmm0
	vmovdqu64	%zmm0, 672(%rsp)
	vpsrlq	$32, %zmm0, %zmm25
	vpternlogq	$150, %zmm18, %zmm2, %zmm25
	vpmuludq	%zmm19, %zmm26, %zmm0
	vmovdqu64	%zmm0, 880(%rsp)
	vpsrlq	$32, %zmm0, %zmm18
	vpternlogq	$150, %zmm8, %zmm2, %zmm18
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm12, %zmm26
	vpsrlq	$32, %zmm26, %zmm8
	vmovdqu64	4112(%rsp), %zmm1
	vpternlogq	$150, %zmm28, %zmm1, %zmm8
	vmovdqu64	160(%rsp), %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 2128(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 2064(%rsp), %zmm1, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm30
	vpsrlq	$32, %zmm30, %zmm12
	vpternlogq	$150, 1808(%rsp), %zmm1, %zmm12
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm27, %zmm29
	vpsrlq	$32, %zmm29, %zmm3
	vpternlogq	$150, 816(%rsp), %zmm1, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm16, %zmm2
	vmovdqu64	%zmm2, 608(%rsp)
	vpsrlq	$32, %zmm2, %zmm15
	vpternlogq	$150, %zmm5, %zmm1, %zmm15
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm9, %zmm5
	vpsrlq	$32, %zmm5, %zmm9
	vpternlogq	$150, %zmm31, %zmm1, %zmm9
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm17, %zmm31
	vpsrlq	$32, %zmm31, %zmm16
	vpternlogq	$150, %zmm6, %zmm1, %zmm16
	vmovdqu64	944(%rsp), %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm28
	vpsrlq	$32, %zmm28, %zmm2
	vpternlogq	$150, %zmm11, %zmm1, %zmm2
	vpmuludq	%zmm19, %zmm0, %zmm0
	vmovdqu64	%zmm0, 480(%rsp)
	vpsrlq	$32, %zmm0, %zmm27
	vmovdqu64	4928(%rsp), %zmm0
	vpternlogq	$150, %zmm22, %zmm0, %zmm27
	vpmuludq	%zmm19, %zmm8, %zmm17
	vpsrlq	$32, %zmm17, %zmm11
	vpternlogq	$150, %zmm21, %zmm0, %zmm11
	vpmuludq	%zmm19, %zmm3, %zmm6
	vpsrlq	$32, %zmm6, %zmm21
	vpternlogq	$150, %zmm20, %zmm0, %zmm21
	vpmuludq	%zmm19, %zmm12, %zmm20
	vpsrlq	$32, %zmm20, %zmm12
	vpternlogq	$150, %zmm4, %zmm0, %zmm12
	vpmuludq	%zmm19, %zmm9, %zmm1
	vmovdqu64	%zmm1, 2064(%rsp)
	vpsrlq	$32, %zmm1, %zmm8
	vpternlogq	$150, %zmm7, %zmm0, %zmm8
	vpmuludq	%zmm19, %zmm15, %zmm1
	vmovdqu64	%zmm1, 160(%rsp)
	vpsrlq	$32, %zmm1, %zmm15
	vpternlogq	$150, 288(%rsp), %zmm0, %zmm15
	vpmuludq	%zmm19, %zmm2, %zmm1
	vmovdqu64	%zmm1, 736(%rsp)
	vpsrlq	$32, %zmm1, %zmm22
	vpternlogq	$150, 672(%rsp), %zmm0, %zmm22
	vpmuludq	%zmm19, %zmm16, %zmm1
	vmovdqu64	%zmm1, 288(%rsp)
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, 880(%rsp), %zmm0, %zmm16
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm10, %zmm0
	vmovdqu64	%zmm0, 880(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vmovdqu64	3792(%rsp), %zmm9
	vpternlogq	$150, %zmm26, %zmm9, %zmm3
	vmovdqu64	2320(%rsp), %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm0
	vmovdqu64	%zmm0, 816(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vpternlogq	$150, 2128(%rsp), %zmm9, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm13, %zmm0
	vmovdqu64	%zmm0, 2320(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, %zmm30, %zmm9, %zmm4
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm23, %zmm0
	vmovdqu64	%zmm0, 1808(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vpternlogq	$150, %zmm29, %zmm9, %zmm10
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm14, %zmm23
	vpsrlq	$32, %zmm23, %zmm13
	vpternlogq	$150, 608(%rsp), %zmm9, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm24, %zmm24
	vpsrlq	$32, %zmm24, %zmm14
	vpternlogq	$150, %zmm5, %zmm9, %zmm14
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm18, %zmm0
	vmovdqu64	%zmm0, 2128(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, %zmm31, %zmm9, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm25, %zmm25
	vpsrlq	$32, %zmm25, %zmm18
	vpternlogq	$150, %zmm28, %zmm9, %zmm18
	vpmuludq	%zmm19, %zmm2, %zmm0
	vmovdqu64	%zmm0, 944(%rsp)
	vpsrlq	$32, %zmm0, %zmm26
	vmovdqu64	2384(%rsp), %zmm0
	vpternlogq	$150, 480(%rsp), %zmm0, %zmm26
	vpmuludq	%zmm19, %zmm3, %zmm5
	vpsrlq	$32, %zmm5, %zmm9
	vpternlogq	$150, %zmm17, %zmm0, %zmm9
	vpmuludq	%zmm19, %zmm10, %zmm10
	vpsrlq	$32, %zmm10, %zmm7
	vpternlogq	$150, %zmm6, %zmm0, %zmm7
	vpmuludq	%zmm19, %zmm4, %zmm29
	vpsrlq	$32, %zmm29, %zmm6
	vpternlogq	$150, %zmm20, %zmm0, %zmm6
	vpmuludq	%zmm19, %zmm14, %zmm2
	vmovdqu64	%zmm2, 480(%rsp)
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, 2064(%rsp), %zmm0, %zmm4
	vpmuludq	%zmm19, %zmm13, %zmm2
	vmovdqu64	%zmm2, 2064(%rsp)
	vpsrlq	$32, %zmm2, %zmm13
	vpternlogq	$150, 160(%rsp), %zmm0, %zmm13
	vpmuludq	%zmm19, %zmm18, %zmm18
	vpsrlq	$32, %zmm18, %zmm14
	vpternlogq	$150, 736(%rsp), %zmm0, %zmm14
	vpmuludq	%zmm19, %zmm1, %zmm1
	vmovdqu64	%zmm1, 160(%rsp)
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, 288(%rsp), %zmm0, %zmm20
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm11, %zmm0
	vmovdqu64	%zmm0, 288(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqu64	1744(%rsp), %zmm0
	vpternlogq	$150, 880(%rsp), %zmm0, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm27, %zmm1
	vmovdqu64	%zmm1, 880(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 816(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm12, %zmm31
	vpsrlq	$32, %zmm31, %zmm17
	vpternlogq	$150, 2320(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm21, %zmm11
	vpsrlq	$32, %zmm11, %zmm3
	vpternlogq	$150, 1808(%rsp), %zmm0, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm12
	vpsrlq	$32, %zmm12, %zmm21
	vpternlogq	$150, %zmm23, %zmm0, %zmm21
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm8, %zmm15
	vpsrlq	$32, %zmm15, %zmm8
	vpternlogq	$150, %zmm24, %zmm0, %zmm8
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm27
	vpternlogq	$150, 2128(%rsp), %zmm0, %zmm27
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm22, %zmm28
	vpsrlq	$32, %zmm28, %zmm24
	vpternlogq	$150, %zmm25, %zmm0, %zmm24
	vpmuludq	%zmm19, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vmovdqu64	4368(%rsp), %zmm25
	vpternlogq	$150, 944(%rsp), %zmm25, %zmm22
	vpmuludq	%zmm19, %zmm2, %zmm0
	vpsrlq	$32, %zmm0, %zmm23
	vpternlogq	$150, %zmm5, %zmm25, %zmm23
	vpmuludq	%zmm19, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm3
	vpternlogq	$150, %zmm10, %zmm25, %zmm3
	vpmuludq	%zmm19, %zmm17, %zmm0
	vpsrlq	$32, %zmm0, %zmm10
	vpternlogq	$150, %zmm29, %zmm25, %zmm10
	vpmuludq	%zmm19, %zmm8, %zmm0
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, 480(%rsp), %zmm25, %zmm5
	vpmuludq	%zmm19, %zmm21, %zmm0
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, 2064(%rsp), %zmm25, %zmm21
	vpmuludq	%zmm19, %zmm24, %zmm0
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, %zmm18, %zmm25, %zmm8
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm9, %zmm29
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm26, %zmm24
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm6, %zmm18
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm7, %zmm17
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm13, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm4, %zmm7
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm20, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm14, %zmm0
	vpmuludq	%zmm19, %zmm27, %zmm1
	vpsrlq	$32, %zmm1, %zmm14
	vpternlogq	$150, 160(%rsp), %zmm25, %zmm14
	vpsrlq	$32, %zmm29, %zmm1
	vmovdqu64	3280(%rsp), %zmm20
	vpternlogq	$150, 288(%rsp), %zmm20, %zmm1
	vpsrlq	$32, %zmm24, %zmm4
	vpternlogq	$150, 880(%rsp), %zmm20, %zmm4
	vpsrlq	$32, %zmm18, %zmm6
	vpternlogq	$150, %zmm31, %zmm20, %zmm6
	vpsrlq	$32, %zmm17, %zmm9
	vpternlogq	$150, %zmm11, %zmm20, %zmm9
	vpsrlq	$32, %zmm13, %zmm11
	vpternlogq	$150, %zmm12, %zmm20, %zmm11
	vpsrlq	$32, %zmm7, %zmm12
	vpternlogq	$150, %zmm15, %zmm20, %zmm12
	vpsrlq	$32, %zmm2, %zmm15
	vpternlogq	$150, %zmm16, %zmm20, %zmm15
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, %zmm28, %zmm20, %zmm16
	vpbroadcastq	.LCPI0_14(%rip), %zmm28
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm4, %zmm4
	vpmovqd	%zmm9, %ymm1
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm1, %zmm9
	vpmovqd	%zmm12, %ymm1
	vpmovqd	%zmm11, %ymm6
	vinserti64x4	$1, %ymm6, %zmm1, %zmm6
	vpmovqd	%zmm16, %ymm1
	vpmovqd	%zmm15, %ymm11
	vinserti64x4	$1, %ymm11, %zmm1, %zmm11
	vpmuludq	%zmm28, %zmm23, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vmovdqu64	1680(%rsp), %zmm16
	vpternlogq	$150, %zmm29, %zmm16, %zmm1
	vmovdqu64	4432(%rsp), %zmm30
	vpmuludq	%zmm28, %zmm22, %zmm12
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm24, %zmm16, %zmm12
	vpmuludq	%zmm28, %zmm10, %zmm10
	vpsrlq	$32, %zmm10, %zmm10
	vpternlogq	$150, %zmm18, %zmm16, %zmm10
	vpmuludq	%zmm28, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm17, %zmm16, %zmm3
	vpmuludq	%zmm28, %zmm21, %zmm15
	vpsrlq	$32, %zmm15, %zmm15
	vpternlogq	$150, %zmm13, %zmm16, %zmm15
	vpmuludq	%zmm28, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm7, %zmm16, %zmm5
	vpmuludq	%zmm28, %zmm14, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm2, %zmm16, %zmm7
	vpmuludq	%zmm28, %zmm8, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm0, %zmm16, %zmm2
	vpmuludq	%zmm19, %zmm12, %zmm0
	vmovdqu64	2192(%rsp), %zmm13
	vpmuludq	%zmm19, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm0, %zmm0
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vpmuludq	%zmm19, %zmm3, %zmm1
	vpmuludq	%zmm19, %zmm10, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm1, %zmm1
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm1, %zmm1
	vpmuludq	%zmm19, %zmm5, %zmm3
	vpmuludq	%zmm19, %zmm15, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm3, %zmm3
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm3, %zmm3
	vpmuludq	%zmm19, %zmm2, %zmm2
	vpmuludq	%zmm19, %zmm7, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm2, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm2, %zmm2
	vpbroadcastd	.LCPI0_16(%rip), %zmm7
	vpmulld	%zmm7, %zmm4, %zmm4
	vpmulld	%zmm7, %zmm9, %zmm5
	vpternlogd	$150, %zmm4, %zmm13, %zmm0
	vpternlogd	$150, %zmm5, %zmm13, %zmm1
	vpmulld	%zmm7, %zmm6, %zmm4
	vpmulld	%zmm7, %zmm11, %zmm5
	vpternlogd	$150, %zmm4, %zmm13, %zmm3
	vpternlogd	$150, %zmm5, %zmm13, %zmm2
	vmovdqu64	%zmm0, 11528(%rsp,%r8,4)
	vmovdqu64	%zmm1, 11592(%rsp,%r8,4)
	vmovdqu64	%zmm3, 11656(%rsp,%r8,4)
	vmovdqu64	%zmm2, 11720(%rsp,%r8,4)
	addq	$64, %r8
	cmpq	%r8, %rax
	jne	.LBB0_753
	cmpq	%rax, %rsi
	movq	-112(%rsp), %rbx
	movq	-64(%rsp), %r11
	movl	$3528531795, %r10d
	movq	1552(%rsp), %r13
	movq	-56(%rsp), %rax
	movq	-40(%rsp), %rbp
	movq	%rsi, %rdi
	movq	224(%rsp), %r12
	vmovdqu64	3984(%rsp), %zmm2
	movl	-32(%rsp), %ecx
	vmovups	1072(%rsp), %zmm14
	vmovups	1680(%rsp), %zmm4
	vmovdqu64	2592(%rsp), %zmm17
	vmovdqu64	5120(%rsp), %zmm6
	vmovsd	.LCPI0_28(%rip), %xmm11
	vbroadcastsd	.LCPI0_23(%rip), %zmm20
	vbroadcastsd	.LCPI0_31(%rip), %zmm10
	vbroadcastsd	.LCPI0_35(%rip), %zmm23
	vpbroadcastd	.LCPI0_375(%rip), %ymm8
	vmovdqa	.LCPI0_377(%rip), %ymm9
	vmovdqu64	3280(%rsp), %zmm24
	vbroadcastss	.LCPI0_369(%rip), %xmm18
	vmovdqu64	1744(%rsp), %zmm3
	vmovdqu64	4368(%rsp), %zmm5
	vmovaps	32(%rsp), %xmm28
	je	.LBB0_760
	vmovdqa64	%zmm13, %zmm1
	vmovdqa64	%zmm19, %zmm27
	movq	352(%rsp), %rdx
	movq	%rdx, %rsi
	testb	$56, %dil
	je	.LBB0_759
.LBB0_756:
	vpbroadcastq	.LCPI0_14(%rip), %zmm29
	vmovdqu64	5440(%rsp), %zmm7
	vmovaps	%zmm4, %zmm22
	vmovdqu64	2384(%rsp), %zmm12
	vmovdqu64	4112(%rsp), %zmm15
	vmovdqu64	4928(%rsp), %zmm19
	vmovdqu64	4176(%rsp), %zmm18
	vmovdqu64	4304(%rsp), %zmm13
	vmovdqu64	4640(%rsp), %zmm26
	vmovdqa64	%zmm3, %zmm11
	vpbroadcastd	.LCPI0_16(%rip), %ymm25
	vmovdqu64	5376(%rsp), %zmm16
	movq	472(%rsp), %rax
	vmovdqu64	4240(%rsp), %zmm21
	vmovdqu64	3792(%rsp), %zmm31
	vmovdqa64	%zmm2, %zmm23
	.p2align	4
.LBB0_757:
	vpmovzxdq	14088(%rsp,%rsi,4), %zmm0
	vmovdqa64	%zmm1, %zmm20
	vpaddd	16136(%rsp,%rsi,4), %ymm16, %ymm1
	vpmuludq	%zmm29, %zmm0, %zmm0
	vpxord	%ymm17, %ymm1, %ymm1
	vpxorq	%zmm0, %zmm30, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpmovzxdq	%ymm1, %zmm3
	vpmuludq	%zmm29, %zmm3, %zmm3
	vpmuludq	%zmm27, %zmm2, %zmm2
	vpmuludq	%ymm1, %ymm8, %ymm4
	vpshufd	$245, %ymm1, %ymm1
	vpmuludq	%ymm1, %ymm8, %ymm1
	vpermt2d	%ymm1, %ymm9, %ymm4
	vpmovzxdq	%ymm4, %zmm1
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm0, %zmm6, %zmm1
	vpxorq	%zmm4, %zmm23, %zmm0
	vpmuludq	%zmm29, %zmm0, %zmm0
	vpmuludq	%zmm27, %zmm1, %zmm1
	vpsrlq	$32, %zmm0, %zmm4
	vmovdqa64	%zmm24, %zmm14
	vmovdqa64	%zmm5, %zmm24
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm2, %zmm21, %zmm5
	vpternlogq	$150, %zmm3, %zmm7, %zmm4
	vpmuludq	%zmm29, %zmm5, %zmm2
	vpmuludq	%zmm27, %zmm4, %zmm3
	vpsrlq	$32, %zmm2, %zmm4
	vpsrlq	$32, %zmm3, %zmm5
	vpternlogq	$150, %zmm1, %zmm26, %zmm5
	vpternlogq	$150, %zmm0, %zmm18, %zmm4
	vpmuludq	%zmm29, %zmm5, %zmm0
	vpmuludq	%zmm27, %zmm4, %zmm1
	vpsrlq	$32, %zmm0, %zmm4
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm3, %zmm13, %zmm5
	vpternlogq	$150, %zmm2, %zmm15, %zmm4
	vpmuludq	%zmm29, %zmm5, %zmm2
	vpmuludq	%zmm27, %zmm4, %zmm3
	vpsrlq	$32, %zmm2, %zmm4
	vpsrlq	$32, %zmm3, %zmm5
	vpternlogq	$150, %zmm1, %zmm19, %zmm5
	vpternlogq	$150, %zmm0, %zmm31, %zmm4
	vpmuludq	%zmm29, %zmm5, %zmm0
	vpmuludq	%zmm27, %zmm4, %zmm1
	vpsrlq	$32, %zmm0, %zmm4
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm3, %zmm12, %zmm5
	vpternlogq	$150, %zmm2, %zmm11, %zmm4
	vpmuludq	%zmm29, %zmm5, %zmm2
	vmovdqa64	%zmm24, %zmm5
	vmovdqa64	%zmm14, %zmm24
	vpmuludq	%zmm27, %zmm4, %zmm3
	vpsrlq	$32, %zmm2, %zmm4
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm1, %zmm5, %zmm3
	vpternlogq	$150, %zmm0, %zmm14, %zmm4
	vpmuludq	%zmm29, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpmovqd	%zmm4, %ymm1
	vpmulld	%ymm25, %ymm1, %ymm1
	vpternlogq	$150, %zmm2, %zmm22, %zmm0
	vpmuludq	%zmm27, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpmovqd	%zmm0, %ymm0
	vpternlogd	$150, %ymm1, %ymm20, %ymm0
	vmovdqa64	%zmm20, %zmm1
	vmovdqu	%ymm0, 11528(%rsp,%rsi,4)
	addq	$8, %rsi
	cmpq	%rsi, %rax
	jne	.LBB0_757
	movq	%rax, %rdx
	movq	1264(%rsp), %rdi
	cmpq	%rax, %rdi
	movq	-112(%rsp), %rbx
	movq	-64(%rsp), %r11
	movl	$3528531795, %r10d
	movq	1552(%rsp), %r13
	movq	-56(%rsp), %rax
	movq	-40(%rsp), %rbp
	movq	224(%rsp), %r12
	movl	-32(%rsp), %ecx
	vbroadcastss	.LCPI0_369(%rip), %xmm18
	vmovsd	.LCPI0_28(%rip), %xmm11
	vmovups	1072(%rsp), %zmm14
	vbroadcastsd	.LCPI0_23(%rip), %zmm20
	vbroadcastsd	.LCPI0_35(%rip), %zmm23
	je	.LBB0_760
	.p2align	4
.LBB0_759:
	movl	14088(%rsp,%rdx,4), %r8d
	movl	16136(%rsp,%rdx,4), %r14d
	addl	%ebx, %r14d
	imulq	%r10, %r8
	xorl	%ebp, %r14d
	movq	%r11, %rsi
	xorq	%r8, %rsi
	shrq	$32, %rsi
	imulq	%r10, %r14
	imulq	%rax, %rsi
	movl	%ecx, %edi
	movq	%r12, %rcx
	movq	%rbx, %r12
	movq	%r14, %rbx
	shrq	$32, %rbx
	movq	%r11, %r15
	movq	%rsi, %r11
	shrq	$32, %r11
	xorl	2656(%rsp), %r11d
	xorl	3408(%rsp), %r8d
	xorl	%ebx, %r8d
	imulq	%r10, %r11
	imulq	%rax, %r8
	movq	%r8, %rbx
	shrq	$32, %rbx
	xorl	3920(%rsp), %esi
	xorl	%ebx, %esi
	movq	%r11, %rbx
	shrq	$32, %rbx
	xorl	3344(%rsp), %r14d
	xorl	%ebx, %r14d
	imulq	%r10, %rsi
	imulq	%rax, %r14
	movq	%r14, %rbx
	shrq	$32, %rbx
	xorl	368(%rsp), %r8d
	xorl	%ebx, %r8d
	movq	%rsi, %rbx
	shrq	$32, %rbx
	xorl	3152(%rsp), %r11d
	xorl	%ebx, %r11d
	imulq	%r10, %r8
	imulq	%rax, %r11
	movq	%r11, %rbx
	shrq	$32, %rbx
	xorl	4560(%rsp), %r14d
	xorl	%ebx, %r14d
	movq	%r8, %rbx
	shrq	$32, %rbx
	xorl	5568(%rsp), %esi
	xorl	%ebx, %esi
	imulq	%r10, %r14
	imulq	%rax, %rsi
	movq	%rsi, %rbx
	shrq	$32, %rbx
	xorl	4496(%rsp), %r11d
	xorl	%ebx, %r11d
	movq	%r14, %rbx
	shrq	$32, %rbx
	xorl	5760(%rsp), %r8d
	xorl	%ebx, %r8d
	imulq	%r10, %r11
	imulq	%rax, %r8
	movq	%r8, %rbx
	shrq	$32, %rbx
	xorl	1616(%rsp), %esi
	xorl	%ebx, %esi
	movq	%r11, %rbx
	shrq	$32, %rbx
	xorl	3472(%rsp), %r14d
	xorl	%ebx, %r14d
	imulq	%r10, %rsi
	imulq	%rax, %r14
	shrq	$32, %r14
	xorl	3088(%rsp), %r8d
	xorl	%r14d, %r8d
	movq	%rsi, %rbx
	shrq	$32, %rbx
	xorl	%r13d, %r11d
	xorl	%ebx, %r11d
	movq	%r12, %rbx
	movq	%rcx, %r12
	movl	%edi, %ecx
	imulq	%r10, %r8
	shrq	$32, %r8
	xorl	%r12d, %esi
	xorl	%r8d, %esi
	imull	$-845247145, %r11d, %r8d
	movq	%r15, %r11
	imulq	%rax, %rsi
	shrq	$32, %rsi
	xorl	%edi, %r8d
	xorl	%esi, %r8d
	movl	%r8d, 11528(%rsp,%rdx,4)
	movq	1264(%rsp), %rdi
	incq	%rdx
	cmpq	%rdi, %rdx
	jb	.LBB0_759
.LBB0_760:
	cmpq	$8, %rdi
	jae	.LBB0_762
	xorl	%edx, %edx
	movq	368(%rsp), %r14
	movabsq	$4604544269498187776, %rax
	movabsq	$4503595332403200, %rbx
	movabsq	$-9223372036854775808, %r10
	movq	1952(%rsp), %r13
	movq	5952(%rsp), %rbp
	vmovdqa	5248(%rsp), %xmm12
	vmovdqu64	4048(%rsp), %zmm19
	movq	-24(%rsp), %rdi
	movq	5888(%rsp), %r15
	movq	-104(%rsp), %rcx
	jmp	.LBB0_771
.LBB0_762:
	cmpq	$64, %rdi
	movq	368(%rsp), %r14
	movabsq	$4604544269498187776, %rax
	movabsq	$4503595332403200, %rbx
	movabsq	$-9223372036854775808, %r10
	movq	1952(%rsp), %r13
	movq	5952(%rsp), %rbp
	movq	-24(%rsp), %rdi
	movq	5888(%rsp), %r15
	movq	-104(%rsp), %rcx
	jae	.LBB0_764
	xorl	%esi, %esi
	movq	-112(%rsp), %r11
	vbroadcastsd	.LCPI0_30(%rip), %zmm22
	vpbroadcastq	.LCPI0_19(%rip), %zmm9
	jmp	.LBB0_768
.LBB0_764:
	xorl	%r8d, %r8d
	vbroadcastsd	.LCPI0_19(%rip), %zmm24
	vbroadcastsd	.LCPI0_20(%rip), %zmm28
	vpbroadcastq	.LCPI0_21(%rip), %zmm20
	movq	352(%rsp), %rsi
	.p2align	4
.LBB0_765:
	vcvtudq2pd	11528(%rsp,%r8,4), %zmm0
	vcvtudq2pd	11560(%rsp,%r8,4), %zmm1
	vcvtudq2pd	11592(%rsp,%r8,4), %zmm2
	vcvtudq2pd	11624(%rsp,%r8,4), %zmm3
	vcvtudq2pd	11656(%rsp,%r8,4), %zmm4
	vcvtudq2pd	11688(%rsp,%r8,4), %zmm5
	vcvtudq2pd	11720(%rsp,%r8,4), %zmm6
	vcvtudq2pd	11752(%rsp,%r8,4), %zmm7
	vaddpd	%zmm24, %zmm1, %zmm1
	vaddpd	%zmm24, %zmm0, %zmm0
	vaddpd	%zmm24, %zmm3, %zmm3
	vaddpd	%zmm24, %zmm2, %zmm2
	vaddpd	%zmm24, %zmm5, %zmm5
	vaddpd	%zmm24, %zmm4, %zmm4
	vaddpd	%zmm24, %zmm7, %zmm7
	vaddpd	%zmm24, %zmm6, %zmm6
	vmulpd	%zmm28, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm1, %zmm1
	vmulpd	%zmm28, %zmm2, %zmm2
	vmulpd	%zmm28, %zmm3, %zmm3
	vmulpd	%zmm28, %zmm4, %zmm4
	vmulpd	%zmm28, %zmm5, %zmm5
	vmulpd	%zmm28, %zmm6, %zmm6
	vmulpd	%zmm28, %zmm7, %zmm7
	vpsrlq	$32, %zmm1, %zmm8
	vpsrlq	$32, %zmm0, %zmm9
	vpsrlq	$32, %zmm3, %zmm10
	vpsrlq	$32, %zmm2, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm4, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm6, %zmm15
	vpaddq	%zmm20, %zmm9, %zmm9
	vmovdqu64	%zmm9, 608(%rsp)
	vpaddq	%zmm20, %zmm8, %zmm19
	vmovdqu64	%zmm19, 736(%rsp)
	vpaddq	%zmm20, %zmm11, %zmm11
	vmovdqu64	%zmm11, 2128(%rsp)
	vpaddq	%zmm20, %zmm10, %zmm18
	vmovdqu64	%zmm18, 2320(%rsp)
	vpaddq	%zmm20, %zmm13, %zmm13
	vmovdqu64	%zmm13, 480(%rsp)
	vpaddq	%zmm20, %zmm12, %zmm17
	vmovdqu64	%zmm17, 816(%rsp)
	vpaddq	%zmm20, %zmm15, %zmm16
	vmovdqu64	%zmm16, 1808(%rsp)
	vpaddq	%zmm20, %zmm14, %zmm15
	vmovdqu64	%zmm15, 2064(%rsp)
	vpsllq	$32, %zmm9, %zmm8
	vpsllq	$32, %zmm19, %zmm9
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm18, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm17, %zmm13
	vpsllq	$32, %zmm16, %zmm14
	vpsllq	$32, %zmm15, %zmm16
	vpbroadcastq	.LCPI0_23(%rip), %zmm18
	vpandq	%zmm18, %zmm9, %zmm9
	vpandq	%zmm18, %zmm8, %zmm8
	vpandq	%zmm18, %zmm11, %zmm17
	vpandq	%zmm18, %zmm10, %zmm10
	vpandq	%zmm18, %zmm13, %zmm15
	vpandq	%zmm18, %zmm12, %zmm11
	vpandq	%zmm18, %zmm16, %zmm13
	vpandq	%zmm18, %zmm14, %zmm16
	vpbroadcastq	.LCPI0_24(%rip), %zmm12
	vpternlogq	$248, %zmm12, %zmm0, %zmm8
	vpternlogq	$248, %zmm12, %zmm1, %zmm9
	vpternlogq	$248, %zmm12, %zmm2, %zmm10
	vpternlogq	$248, %zmm12, %zmm3, %zmm17
	vpternlogq	$248, %zmm12, %zmm4, %zmm11
	vpternlogq	$248, %zmm12, %zmm5, %zmm15
	vpternlogq	$248, %zmm12, %zmm6, %zmm16
	vpternlogq	$248, %zmm12, %zmm7, %zmm13
	vpbroadcastq	.LCPI0_25(%rip), %zmm27
	vpaddq	%zmm27, %zmm9, %zmm0
	vpaddq	%zmm27, %zmm8, %zmm1
	vpaddq	%zmm27, %zmm17, %zmm2
	vpaddq	%zmm27, %zmm10, %zmm3
	vbroadcastsd	.LCPI0_26(%rip), %zmm23
	vaddpd	%zmm23, %zmm1, %zmm8
	vmovupd	%zmm8, 880(%rsp)
	vaddpd	%zmm23, %zmm0, %zmm7
	vmovupd	%zmm7, 944(%rsp)
	vaddpd	%zmm23, %zmm3, %zmm5
	vmovupd	%zmm5, 288(%rsp)
	vaddpd	%zmm23, %zmm2, %zmm6
	vbroadcastsd	.LCPI0_27(%rip), %zmm10
	vaddpd	%zmm10, %zmm7, %zmm0
	vaddpd	%zmm10, %zmm8, %zmm1
	vaddpd	%zmm10, %zmm5, %zmm2
	vdivpd	%zmm1, %zmm8, %zmm4
	vmovupd	%zmm4, 1328(%rsp)
	vdivpd	%zmm0, %zmm7, %zmm3
	vmovupd	%zmm3, 1408(%rsp)
	vdivpd	%zmm2, %zmm5, %zmm1
	vmovupd	%zmm1, 1008(%rsp)
	vmovupd	%zmm6, 160(%rsp)
	vaddpd	%zmm10, %zmm6, %zmm0
	vdivpd	%zmm0, %zmm6, %zmm0
	vmovupd	%zmm0, 672(%rsp)
	vmulpd	%zmm3, %zmm3, %zmm5
	vmovupd	%zmm5, 2752(%rsp)
	vmulpd	%zmm4, %zmm4, %zmm2
	vmovupd	%zmm2, 2880(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm3
	vmovupd	%zmm3, 2816(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovupd	%zmm0, 2256(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm5, %zmm5, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm3, %zmm4
	vbroadcastsd	.LCPI0_28(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vmulpd	%zmm7, %zmm1, %zmm5
	vmulpd	%zmm7, %zmm4, %zmm6
	vbroadcastsd	.LCPI0_29(%rip), %zmm24
	vaddpd	%zmm24, %zmm5, %zmm5
	vaddpd	%zmm24, %zmm3, %zmm3
	vaddpd	%zmm24, %zmm6, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm3
	vmulpd	%zmm5, %zmm1, %zmm5
	vmulpd	%zmm6, %zmm4, %zmm6
	vbroadcastsd	.LCPI0_30(%rip), %zmm22
	vaddpd	%zmm22, %zmm5, %zmm5
	vaddpd	%zmm22, %zmm3, %zmm3
	vaddpd	%zmm22, %zmm6, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm3
	vmovupd	%zmm3, 1888(%rsp)
	vmulpd	%zmm5, %zmm1, %zmm3
	vmovupd	%zmm3, 1488(%rsp)
	vmulpd	%zmm6, %zmm4, %zmm3
	vmovupd	%zmm3, 1136(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_32(%rip), %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_33(%rip), %zmm31
	vaddpd	%zmm31, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm17
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm31, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm19
	vmulpd	%zmm6, %zmm4, %zmm1
	vmovapd	%zmm6, %zmm3
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm4, %zmm1
	vaddpd	%zmm31, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm4, %zmm20
	vmovapd	%zmm7, %zmm6
	vmulpd	%zmm7, %zmm0, %zmm1
	vaddpd	%zmm24, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vmovupd	%zmm1, 3728(%rsp)
	vmulpd	%zmm3, %zmm0, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm31, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm14
	vpaddq	%zmm27, %zmm15, %zmm0
	vaddpd	%zmm23, %zmm0, %zmm15
	vmovapd	%zmm10, %zmm4
	vaddpd	%zmm10, %zmm15, %zmm0
	vdivpd	%zmm0, %zmm15, %zmm0
	vmovupd	%zmm0, 3216(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm12
	vmulpd	%zmm12, %zmm12, %zmm0
	vmulpd	%zmm7, %zmm0, %zmm2
	vaddpd	%zmm24, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm21
	vmulpd	%zmm3, %zmm0, %zmm2
	vmovapd	%zmm5, %zmm1
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm31, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm10
	vpaddq	%zmm27, %zmm11, %zmm0
	vaddpd	%zmm23, %zmm0, %zmm11
	vaddpd	%zmm4, %zmm11, %zmm0
	vmovapd	%zmm4, %zmm5
	vdivpd	%zmm0, %zmm11, %zmm30
	vmulpd	%zmm30, %zmm30, %zmm9
	vmulpd	%zmm9, %zmm9, %zmm2
	vmulpd	%zmm7, %zmm2, %zmm4
	vaddpd	%zmm24, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm4
	vaddpd	%zmm22, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm8
	vmulpd	%zmm3, %zmm2, %zmm4
	vmovapd	%zmm3, %zmm0
	vaddpd	%zmm1, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm4
	vaddpd	%zmm31, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm7
	vpaddq	%zmm27, %zmm13, %zmm2
	vaddpd	%zmm23, %zmm2, %zmm13
	vaddpd	%zmm5, %zmm13, %zmm2
	vdivpd	%zmm2, %zmm13, %zmm25
	vmulpd	%zmm25, %zmm25, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm2
	vmulpd	%zmm6, %zmm2, %zmm28
	vaddpd	%zmm24, %zmm28, %zmm28
	vmovapd	%zmm24, %zmm4
	vmulpd	%zmm28, %zmm2, %zmm28
	vaddpd	%zmm22, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm2, %zmm28
	vmulpd	%zmm0, %zmm2, %zmm24
	vmovapd	%zmm0, %zmm26
	vaddpd	%zmm1, %zmm24, %zmm24
	vmovapd	%zmm1, %zmm29
	vmulpd	%zmm24, %zmm2, %zmm24
	vaddpd	%zmm31, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm2, %zmm24
	vpaddq	%zmm27, %zmm16, %zmm2
	vaddpd	%zmm23, %zmm2, %zmm16
	vaddpd	%zmm5, %zmm16, %zmm2
	vdivpd	%zmm2, %zmm16, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm6, %zmm0, %zmm27
	vaddpd	%zmm4, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vaddpd	%zmm22, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vmulpd	%zmm26, %zmm0, %zmm22
	vaddpd	%zmm29, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm22
	vaddpd	%zmm31, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm22
	vaddpd	%zmm22, %zmm17, %zmm17
	vmulpd	2752(%rsp), %zmm17, %zmm17
	vaddpd	1888(%rsp), %zmm17, %zmm17
	vaddpd	%zmm22, %zmm19, %zmm19
	vmulpd	2880(%rsp), %zmm19, %zmm19
	vaddpd	1488(%rsp), %zmm19, %zmm19
	vaddpd	%zmm22, %zmm20, %zmm20
	vmulpd	2816(%rsp), %zmm20, %zmm20
	vaddpd	1136(%rsp), %zmm20, %zmm20
	vaddpd	%zmm22, %zmm14, %zmm14
	vmulpd	2256(%rsp), %zmm14, %zmm14
	vaddpd	3728(%rsp), %zmm14, %zmm14
	vaddpd	%zmm22, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm12, %zmm6
	vaddpd	%zmm6, %zmm21, %zmm6
	vaddpd	%zmm22, %zmm7, %zmm4
	vmulpd	%zmm4, %zmm9, %zmm4
	vaddpd	%zmm4, %zmm8, %zmm4
	vaddpd	%zmm22, %zmm24, %zmm5
	vmulpd	%zmm5, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm28, %zmm3
	vaddpd	%zmm22, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm27, %zmm7
	vmovupd	880(%rsp), %zmm1
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm5
	vaddpd	%zmm19, %zmm5, %zmm0
	vmulpd	1328(%rsp), %zmm0, %zmm10
	vmovupd	944(%rsp), %zmm1
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm17, %zmm0, %zmm1
	vmulpd	1408(%rsp), %zmm1, %zmm12
	vmovupd	288(%rsp), %zmm8
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm8, %zmm1
	vmulpd	%zmm1, %zmm8, %zmm1
	vaddpd	%zmm14, %zmm1, %zmm14
	vmulpd	1008(%rsp), %zmm14, %zmm14
	vmovupd	160(%rsp), %zmm8
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm8, %zmm17
	vmulpd	%zmm17, %zmm8, %zmm17
	vaddpd	%zmm20, %zmm17, %zmm19
	vmulpd	672(%rsp), %zmm19, %zmm19
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm11, %zmm20
	vmulpd	%zmm20, %zmm11, %zmm20
	vaddpd	%zmm4, %zmm20, %zmm4
	vmulpd	%zmm4, %zmm30, %zmm4
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm15, %zmm9
	vmulpd	%zmm9, %zmm15, %zmm9
	vaddpd	%zmm6, %zmm9, %zmm6
	vmulpd	3216(%rsp), %zmm6, %zmm6
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm16, %zmm21
	vmulpd	%zmm21, %zmm16, %zmm21
	vaddpd	%zmm7, %zmm21, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm2
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm13, %zmm7
	vmulpd	%zmm7, %zmm13, %zmm7
	vaddpd	%zmm3, %zmm7, %zmm3
	vmulpd	%zmm3, %zmm25, %zmm3
	vpsrlq	$20, 608(%rsp), %zmm8
	vpbroadcastq	.LCPI0_22(%rip), %zmm26
	vpaddq	%zmm26, %zmm8, %zmm8
	vcvtqq2pd	%zmm8, %zmm8
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vmulpd	%zmm29, %zmm8, %zmm22
	vaddpd	%zmm10, %zmm22, %zmm10
	vpsrlq	$20, 736(%rsp), %zmm22
	vpaddq	%zmm26, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm29, %zmm22, %zmm23
	vaddpd	%zmm12, %zmm23, %zmm12
	vpsrlq	$20, 2128(%rsp), %zmm23
	vpaddq	%zmm26, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm29, %zmm23, %zmm24
	vaddpd	%zmm14, %zmm24, %zmm14
	vpsrlq	$20, 2320(%rsp), %zmm24
	vpaddq	%zmm26, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm29, %zmm24, %zmm25
	vaddpd	%zmm19, %zmm25, %zmm19
	vpsrlq	$20, 480(%rsp), %zmm25
	vpaddq	%zmm26, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm29, %zmm25, %zmm27
	vaddpd	%zmm4, %zmm27, %zmm4
	vpsrlq	$20, 816(%rsp), %zmm27
	vpaddq	%zmm26, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm29, %zmm27, %zmm28
	vaddpd	%zmm6, %zmm28, %zmm6
	vpsrlq	$20, 1808(%rsp), %zmm28
	vpaddq	%zmm26, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm29, %zmm28, %zmm30
	vaddpd	%zmm2, %zmm30, %zmm2
	vpsrlq	$20, 2064(%rsp), %zmm30
	vpaddq	%zmm26, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm29, %zmm30, %zmm26
	vaddpd	%zmm3, %zmm26, %zmm3
	vsubpd	%zmm5, %zmm10, %zmm5
	vsubpd	%zmm0, %zmm12, %zmm0
	vsubpd	%zmm1, %zmm14, %zmm1
	vsubpd	%zmm17, %zmm19, %zmm10
	vsubpd	%zmm20, %zmm4, %zmm4
	vsubpd	%zmm9, %zmm6, %zmm6
	vsubpd	%zmm21, %zmm2, %zmm2
	vsubpd	%zmm7, %zmm3, %zmm3
	vaddpd	944(%rsp), %zmm0, %zmm0
	vaddpd	880(%rsp), %zmm5, %zmm5
	vaddpd	160(%rsp), %zmm10, %zmm7
	vaddpd	288(%rsp), %zmm1, %zmm9
	vaddpd	%zmm6, %zmm15, %zmm6
	vaddpd	%zmm4, %zmm11, %zmm4
	vaddpd	%zmm3, %zmm13, %zmm10
	vaddpd	%zmm2, %zmm16, %zmm11
	vbroadcastsd	.LCPI0_36(%rip), %zmm12
	vmulpd	%zmm12, %zmm22, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm1
	vmulpd	%zmm12, %zmm8, %zmm0
	vaddpd	%zmm5, %zmm0, %zmm0
	vmulpd	%zmm12, %zmm24, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm3
	vmulpd	%zmm12, %zmm23, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm12, %zmm27, %zmm5
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm12, %zmm25, %zmm6
	vaddpd	%zmm4, %zmm6, %zmm4
	vmulpd	%zmm12, %zmm30, %zmm6
	vaddpd	%zmm10, %zmm6, %zmm7
	vmulpd	%zmm12, %zmm28, %zmm6
	vaddpd	%zmm11, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_37(%rip), %zmm15
	vxorpd	%zmm15, %zmm1, %zmm8
	vxorpd	%zmm15, %zmm0, %zmm9
	vxorpd	%zmm15, %zmm3, %zmm10
	vxorpd	%zmm15, %zmm2, %zmm11
	vxorpd	%zmm15, %zmm5, %zmm12
	vxorpd	%zmm15, %zmm4, %zmm13
	vxorpd	%zmm15, %zmm7, %zmm14
	vxorpd	%zmm15, %zmm6, %zmm15
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm11, %zmm11
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm12, %zmm12
	vpsrlq	$32, %zmm15, %zmm15
	vpsrlq	$32, %zmm14, %zmm14
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm8, %zmm8
	vmovdqu64	%zmm8, 736(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm9, %zmm9
	vmovdqu64	%zmm9, 2128(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm10, %zmm10
	vmovdqu64	%zmm10, 2320(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm11, %zmm11
	vmovdqu64	%zmm11, 480(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm12, %zmm12
	vmovdqu64	%zmm12, 816(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm13, %zmm13
	vmovdqu64	%zmm13, 1808(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm14, %zmm14
	vmovdqu64	%zmm14, 2064(%rsp)
	vpaddq	.LCPI0_21(%rip){1to8}, %zmm15, %zmm15
	vmovdqu64	%zmm15, 880(%rsp)
	vpsllq	$32, %zmm8, %zmm8
	vpsllq	$32, %zmm9, %zmm9
	vpsllq	$32, %zmm10, %zmm10
	vpsllq	$32, %zmm11, %zmm11
	vpsllq	$32, %zmm12, %zmm12
	vpsllq	$32, %zmm13, %zmm13
	vpsllq	$32, %zmm14, %zmm14
	vpsllq	$32, %zmm15, %zmm16
	vpandq	%zmm18, %zmm9, %zmm9
	vpandq	%zmm18, %zmm8, %zmm8
	vpandq	%zmm18, %zmm11, %zmm17
	vpandq	%zmm18, %zmm10, %zmm10
	vpandq	%zmm18, %zmm13, %zmm11
	vpandq	%zmm18, %zmm12, %zmm15
	vpandq	%zmm18, %zmm16, %zmm13
	vpandq	%zmm18, %zmm14, %zmm16
	vpbroadcastq	.LCPI0_24(%rip), %zmm12
	vpternlogq	$248, %zmm12, %zmm1, %zmm8
	vpternlogq	$248, %zmm12, %zmm0, %zmm9
	vpternlogq	$248, %zmm12, %zmm3, %zmm10
	vpternlogq	$248, %zmm12, %zmm2, %zmm17
	vpternlogq	$248, %zmm12, %zmm5, %zmm15
	vpternlogq	$248, %zmm12, %zmm4, %zmm11
	vpternlogq	$248, %zmm12, %zmm7, %zmm16
	vpternlogq	$248, %zmm12, %zmm6, %zmm13
	vpbroadcastq	.LCPI0_25(%rip), %zmm23
	vpaddq	%zmm23, %zmm9, %zmm0
	vpaddq	%zmm23, %zmm8, %zmm1
	vpaddq	%zmm23, %zmm17, %zmm2
	vpaddq	%zmm23, %zmm10, %zmm3
	vmovdqa64	%zmm23, %zmm9
	vbroadcastsd	.LCPI0_26(%rip), %zmm23
	vaddpd	%zmm23, %zmm1, %zmm7
	vaddpd	%zmm23, %zmm0, %zmm6
	vaddpd	%zmm23, %zmm3, %zmm5
	vaddpd	%zmm23, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_27(%rip), %zmm27
	vmovupd	%zmm6, 288(%rsp)
	vaddpd	%zmm27, %zmm6, %zmm0
	vmovupd	%zmm7, 944(%rsp)
	vaddpd	%zmm27, %zmm7, %zmm1
	vmovupd	%zmm4, 608(%rsp)
	vaddpd	%zmm27, %zmm4, %zmm2
	vmovupd	%zmm5, 160(%rsp)
	vaddpd	%zmm27, %zmm5, %zmm3
	vdivpd	%zmm1, %zmm7, %zmm8
	vmovupd	%zmm8, 1328(%rsp)
	vdivpd	%zmm0, %zmm6, %zmm6
	vmovupd	%zmm6, 1408(%rsp)
	vdivpd	%zmm3, %zmm5, %zmm1
	vmovupd	%zmm1, 1008(%rsp)
	vdivpd	%zmm2, %zmm4, %zmm0
	vmovupd	%zmm0, 672(%rsp)
	vmulpd	%zmm6, %zmm6, %zmm3
	vmovupd	%zmm3, 2256(%rsp)
	vmulpd	%zmm8, %zmm8, %zmm2
	vmovupd	%zmm2, 1888(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm4
	vmovupd	%zmm4, 1488(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovupd	%zmm0, 1136(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm3, %zmm3, %zmm3
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm4, %zmm4, %zmm1
	vbroadcastsd	.LCPI0_28(%rip), %zmm19
	vmulpd	%zmm19, %zmm3, %zmm4
	vmulpd	%zmm19, %zmm2, %zmm5
	vmulpd	%zmm19, %zmm1, %zmm6
	vbroadcastsd	.LCPI0_29(%rip), %zmm17
	vaddpd	%zmm17, %zmm5, %zmm5
	vaddpd	%zmm17, %zmm4, %zmm4
	vaddpd	%zmm17, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm5, %zmm2, %zmm5
	vmulpd	%zmm6, %zmm1, %zmm6
	vbroadcastsd	.LCPI0_30(%rip), %zmm12
	vaddpd	%zmm12, %zmm5, %zmm5
	vaddpd	%zmm12, %zmm4, %zmm4
	vaddpd	%zmm12, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm3, %zmm4
	vmovupd	%zmm4, 2752(%rsp)
	vmulpd	%zmm5, %zmm2, %zmm4
	vmovupd	%zmm4, 2816(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm4
	vmovupd	%zmm4, 2880(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm6
	vmulpd	%zmm6, %zmm3, %zmm4
	vbroadcastsd	.LCPI0_32(%rip), %zmm7
	vaddpd	%zmm7, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm31, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm18
	vmulpd	%zmm6, %zmm2, %zmm3
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vaddpd	%zmm31, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovupd	%zmm2, 3216(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm31, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm26
	vmulpd	%zmm19, %zmm0, %zmm1
	vaddpd	%zmm17, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm25
	vmulpd	%zmm6, %zmm0, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm31, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm14
	vpaddq	%zmm9, %zmm11, %zmm0
	vaddpd	%zmm23, %zmm0, %zmm11
	vaddpd	%zmm27, %zmm11, %zmm0
	vdivpd	%zmm0, %zmm11, %zmm30
	vmulpd	%zmm30, %zmm30, %zmm8
	vmulpd	%zmm8, %zmm8, %zmm0
	vmulpd	%zmm19, %zmm0, %zmm2
	vaddpd	%zmm17, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm22
	vmulpd	%zmm6, %zmm0, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm31, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm10
	vpaddq	%zmm9, %zmm15, %zmm0
	vmovdqa64	%zmm9, %zmm1
	vaddpd	%zmm23, %zmm0, %zmm15
	vaddpd	%zmm27, %zmm15, %zmm0
	vdivpd	%zmm0, %zmm15, %zmm21
	vmulpd	%zmm21, %zmm21, %zmm5
	vmulpd	%zmm5, %zmm5, %zmm2
	vmulpd	%zmm19, %zmm2, %zmm4
	vaddpd	%zmm17, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm4
	vaddpd	%zmm12, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm9
	vmulpd	%zmm6, %zmm2, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm4
	vaddpd	%zmm31, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm4
	vpaddq	%zmm1, %zmm13, %zmm2
	vaddpd	%zmm23, %zmm2, %zmm13
	vaddpd	%zmm27, %zmm13, %zmm2
	vdivpd	%zmm2, %zmm13, %zmm20
	vmulpd	%zmm20, %zmm20, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm2
	vmulpd	%zmm19, %zmm2, %zmm28
	vaddpd	%zmm17, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm2, %zmm28
	vaddpd	%zmm12, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm2, %zmm28
	vmulpd	%zmm6, %zmm2, %zmm24
	vaddpd	%zmm7, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm2, %zmm24
	vaddpd	%zmm31, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm2, %zmm24
	vpaddq	%zmm1, %zmm16, %zmm2
	vaddpd	%zmm23, %zmm2, %zmm16
	vaddpd	%zmm27, %zmm16, %zmm2
	vdivpd	%zmm2, %zmm16, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm19, %zmm0, %zmm27
	vaddpd	%zmm17, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vaddpd	%zmm12, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vmulpd	%zmm6, %zmm0, %zmm23
	vaddpd	%zmm7, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vaddpd	%zmm31, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm7
	vaddpd	%zmm7, %zmm18, %zmm17
	vmulpd	2256(%rsp), %zmm17, %zmm17
	vaddpd	2752(%rsp), %zmm17, %zmm17
	vaddpd	3216(%rsp), %zmm7, %zmm19
	vmulpd	1888(%rsp), %zmm19, %zmm19
	vaddpd	2816(%rsp), %zmm19, %zmm19
	vaddpd	%zmm7, %zmm26, %zmm18
	vmulpd	1488(%rsp), %zmm18, %zmm18
	vaddpd	2880(%rsp), %zmm18, %zmm18
	vaddpd	%zmm7, %zmm14, %zmm14
	vmulpd	1136(%rsp), %zmm14, %zmm14
	vaddpd	%zmm14, %zmm25, %zmm14
	vaddpd	%zmm7, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm8, %zmm6
	vaddpd	%zmm6, %zmm22, %zmm6
	vaddpd	%zmm7, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm5, %zmm4
	vaddpd	%zmm4, %zmm9, %zmm4
	vaddpd	%zmm7, %zmm24, %zmm5
	vmulpd	%zmm5, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm28, %zmm3
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm27, %zmm7
	vmovupd	944(%rsp), %zmm1
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm1
	vaddpd	%zmm19, %zmm1, %zmm0
	vmulpd	1328(%rsp), %zmm0, %zmm10
	vmovupd	288(%rsp), %zmm5
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm5, %zmm0
	vmulpd	%zmm0, %zmm5, %zmm0
	vaddpd	%zmm17, %zmm0, %zmm5
	vmulpd	1408(%rsp), %zmm5, %zmm12
	vmovupd	160(%rsp), %zmm8
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm8, %zmm5
	vaddpd	%zmm14, %zmm5, %zmm14
	vmulpd	1008(%rsp), %zmm14, %zmm14
	vmovupd	608(%rsp), %zmm31
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm31, %zmm17
	vmulpd	%zmm17, %zmm31, %zmm17
	vaddpd	%zmm18, %zmm17, %zmm18
	vmulpd	672(%rsp), %zmm18, %zmm18
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm15, %zmm19
	vmulpd	%zmm19, %zmm15, %zmm19
	vaddpd	%zmm4, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm21, %zmm4
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm11, %zmm9
	vmulpd	%zmm9, %zmm11, %zmm9
	vaddpd	%zmm6, %zmm9, %zmm6
	vmulpd	%zmm6, %zmm30, %zmm6
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm16, %zmm21
	vmulpd	%zmm21, %zmm16, %zmm21
	vaddpd	%zmm7, %zmm21, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm2
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm13, %zmm7
	vmulpd	%zmm7, %zmm13, %zmm7
	vaddpd	%zmm3, %zmm7, %zmm3
	vmulpd	%zmm3, %zmm20, %zmm3
	vpsrlq	$20, 736(%rsp), %zmm8
	vpbroadcastq	.LCPI0_22(%rip), %zmm20
	vpaddq	%zmm20, %zmm8, %zmm8
	vcvtqq2pd	%zmm8, %zmm8
	vmulpd	%zmm29, %zmm8, %zmm22
	vaddpd	%zmm10, %zmm22, %zmm10
	vpsrlq	$20, 2128(%rsp), %zmm22
	vpaddq	%zmm20, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm29, %zmm22, %zmm23
	vaddpd	%zmm12, %zmm23, %zmm12
	vpsrlq	$20, 2320(%rsp), %zmm23
	vpaddq	%zmm20, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm29, %zmm23, %zmm24
	vaddpd	%zmm14, %zmm24, %zmm14
	vpsrlq	$20, 480(%rsp), %zmm24
	vpaddq	%zmm20, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm29, %zmm24, %zmm25
	vaddpd	%zmm18, %zmm25, %zmm18
	vpsrlq	$20, 816(%rsp), %zmm25
	vpaddq	%zmm20, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm29, %zmm25, %zmm27
	vaddpd	%zmm4, %zmm27, %zmm4
	vpsrlq	$20, 1808(%rsp), %zmm27
	vpaddq	%zmm20, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm29, %zmm27, %zmm28
	vaddpd	%zmm6, %zmm28, %zmm6
	vpsrlq	$20, 2064(%rsp), %zmm28
	vpaddq	%zmm20, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm29, %zmm28, %zmm30
	vaddpd	%zmm2, %zmm30, %zmm2
	vpsrlq	$20, 880(%rsp), %zmm30
	vpaddq	%zmm20, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm29, %zmm30, %zmm26
	vaddpd	%zmm3, %zmm26, %zmm3
	vsubpd	%zmm1, %zmm10, %zmm1
	vsubpd	%zmm0, %zmm12, %zmm0
	vsubpd	%zmm5, %zmm14, %zmm5
	vsubpd	%zmm17, %zmm18, %zmm10
	vsubpd	%zmm19, %zmm4, %zmm4
	vsubpd	%zmm9, %zmm6, %zmm6
	vsubpd	%zmm21, %zmm2, %zmm2
	vsubpd	%zmm7, %zmm3, %zmm3
	vaddpd	288(%rsp), %zmm0, %zmm0
	vbroadcastsd	.LCPI0_21(%rip), %zmm20
	vaddpd	944(%rsp), %zmm1, %zmm1
	vaddpd	%zmm10, %zmm31, %zmm7
	vaddpd	160(%rsp), %zmm5, %zmm5
	vaddpd	%zmm6, %zmm11, %zmm6
	vaddpd	%zmm4, %zmm15, %zmm4
	vaddpd	%zmm3, %zmm13, %zmm3
	vaddpd	%zmm2, %zmm16, %zmm2
	vbroadcastsd	.LCPI0_36(%rip), %zmm10
	vmulpd	%zmm10, %zmm22, %zmm9
	vaddpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm10, %zmm8, %zmm8
	vaddpd	%zmm1, %zmm8, %zmm1
	vmulpd	%zmm10, %zmm24, %zmm8
	vpbroadcastq	.LCPI0_19(%rip), %zmm24
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm10, %zmm23, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm10, %zmm27, %zmm8
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm10, %zmm25, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm10, %zmm30, %zmm8
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm10, %zmm28, %zmm8
	vbroadcastsd	.LCPI0_20(%rip), %zmm28
	vaddpd	%zmm2, %zmm8, %zmm2
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vcvtpd2ps	%zmm7, %ymm1
	vcvtpd2ps	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm1, %zmm1
	vcvtpd2ps	%zmm6, %ymm5
	vcvtpd2ps	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm5, %zmm4
	vpbroadcastd	.LCPI0_38(%rip), %zmm5
	vpxord	%zmm5, %zmm0, %zmm0
	vmovdqu64	%zmm0, 11528(%rsp,%r8,4)
	vpxord	%zmm5, %zmm1, %zmm0
	vmovdqu64	%zmm0, 11592(%rsp,%r8,4)
	vpxord	%zmm5, %zmm4, %zmm0
	vmovdqu64	%zmm0, 11656(%rsp,%r8,4)
	vcvtpd2ps	%zmm3, %ymm0
	vcvtpd2ps	%zmm2, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vpxord	%zmm5, %zmm0, %zmm0
	vmovdqu64	%zmm0, 11720(%rsp,%r8,4)
	addq	$64, %r8
	cmpq	%r8, %rsi
	jne	.LBB0_765
	movq	432(%rsp), %rdx
	movq	%rdx, -48(%rsp)
	movq	-112(%rsp), %r11
	movq	%r11, 480(%rsp)
	cmpq	%rsi, 1264(%rsp)
	vmovups	1072(%rsp), %zmm14
	vmovsd	.LCPI0_28(%rip), %xmm11
	vbroadcastsd	.LCPI0_31(%rip), %zmm10
	vbroadcastsd	.LCPI0_35(%rip), %zmm23
	vbroadcastsd	.LCPI0_23(%rip), %zmm20
	vxorpd	%xmm15, %xmm15, %xmm15
	vpbroadcastq	.LCPI0_12(%rip), %zmm16
	vbroadcastsd	.LCPI0_30(%rip), %zmm22
	vbroadcastss	.LCPI0_369(%rip), %xmm18
	vmovaps	32(%rsp), %xmm28
	vmovdqa	5248(%rsp), %xmm12
	vmovdqu64	4048(%rsp), %zmm19
	vmovdqu64	3600(%rsp), %zmm13
	je	.LBB0_774
	vmovdqa64	%zmm24, %zmm9
	movq	352(%rsp), %rdx
	movq	%rdx, %rsi
	testb	$56, 1264(%rsp)
	je	.LBB0_771
.LBB0_768:
	vmovapd	%xmm11, %xmm26
	vpbroadcastq	.LCPI0_25(%rip), %zmm8
	vbroadcastsd	.LCPI0_20(%rip), %zmm29
	vbroadcastsd	.LCPI0_36(%rip), %zmm31
	vpbroadcastd	.LCPI0_38(%rip), %ymm18
	vbroadcastsd	.LCPI0_34(%rip), %zmm27
	vpbroadcastq	.LCPI0_21(%rip), %zmm17
	vpbroadcastq	.LCPI0_24(%rip), %zmm16
	vbroadcastsd	.LCPI0_26(%rip), %zmm13
	vpbroadcastq	.LCPI0_22(%rip), %zmm25
	vbroadcastsd	.LCPI0_29(%rip), %zmm21
	vbroadcastsd	.LCPI0_33(%rip), %zmm19
	vbroadcastsd	.LCPI0_27(%rip), %zmm24
	movq	472(%rsp), %r8
	vbroadcastsd	.LCPI0_32(%rip), %zmm15
	vbroadcastsd	.LCPI0_28(%rip), %zmm11
	vpbroadcastq	.LCPI0_39(%rip), %zmm12
	.p2align	4
.LBB0_769:
	vcvtudq2pd	11528(%rsp,%rsi,4), %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpaddq	%zmm17, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm25, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm20, %zmm1, %zmm1
	vpternlogq	$248, %zmm16, %zmm0, %zmm1
	vpaddq	%zmm8, %zmm1, %zmm0
	vaddpd	%zmm13, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm24, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm11, %zmm5, %zmm6
	vaddpd	%zmm21, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm22, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm10, %zmm5, %zmm7
	vaddpd	%zmm15, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm19, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm27, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm23, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpxorq	%zmm12, %zmm1, %zmm1
	vpaddq	%zmm17, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm25, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm20, %zmm1, %zmm1
	vpternlogq	$248, %zmm16, %zmm0, %zmm1
	vpaddq	%zmm8, %zmm1, %zmm0
	vaddpd	%zmm13, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm24, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm11, %zmm5, %zmm6
	vaddpd	%zmm21, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm22, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm10, %zmm5, %zmm7
	vaddpd	%zmm15, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm19, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm27, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm23, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vpxord	%ymm18, %ymm0, %ymm0
	vmovdqu	%ymm0, 11528(%rsp,%rsi,4)
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_769
	movq	432(%rsp), %rdx
	movq	%rdx, -48(%rsp)
	movq	%r11, 480(%rsp)
	movq	%r8, %rdx
	cmpq	%r8, 1264(%rsp)
	vpbroadcastq	.LCPI0_12(%rip), %zmm16
	vxorpd	%xmm15, %xmm15, %xmm15
	vbroadcastss	.LCPI0_369(%rip), %xmm18
	vmovdqa	5248(%rsp), %xmm12
	vmovdqu64	4048(%rsp), %zmm19
	vmovdqu64	3600(%rsp), %zmm13
	vmovapd	%xmm26, %xmm11
	je	.LBB0_774
.LBB0_771:
	movq	%r15, %r12
	vmovaps	%xmm18, %xmm17
	vmovsd	.LCPI0_29(%rip), %xmm27
	vmovsd	.LCPI0_19(%rip), %xmm7
	vmovsd	.LCPI0_20(%rip), %xmm8
	vmovsd	.LCPI0_26(%rip), %xmm9
	vmovsd	.LCPI0_27(%rip), %xmm10
	vmovapd	.LCPI0_42(%rip), %xmm13
	vmovsd	.LCPI0_30(%rip), %xmm29
	vmovsd	.LCPI0_31(%rip), %xmm24
	vmovapd	.LCPI0_41(%rip), %xmm14
	vmovsd	.LCPI0_32(%rip), %xmm26
	vbroadcastss	.LCPI0_38(%rip), %xmm23
	vmovsd	.LCPI0_33(%rip), %xmm22
	vmovsd	.LCPI0_34(%rip), %xmm28
	vmovsd	.LCPI0_35(%rip), %xmm20
	vmovsd	.LCPI0_36(%rip), %xmm21
	vmovddup	.LCPI0_28(%rip), %xmm15
	movq	1264(%rsp), %r15
	.p2align	4
.LBB0_772:
	vpxord	%xmm31, %xmm31, %xmm31
	vcvtusi2sdl	11528(%rsp,%rdx,4), %xmm31, %xmm0
	vaddsd	%xmm7, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm8, %xmm0
	vmovq	%xmm0, %rsi
	movl	%esi, %r8d
	shrq	$32, %rsi
	addq	$614242, %rsi
	movq	%rsi, %r11
	shrq	$20, %r11
	addq	$-1023, %r11
	shlq	$32, %rsi
	andq	%rbx, %rsi
	addq	%rax, %rsi
	orq	%rsi, %r8
	vmovq	%r8, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm7, %xmm0, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm0, %xmm10, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm11, %xmm5
	vaddsd	%xmm27, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm29, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vmulsd	%xmm24, %xmm4, %xmm6
	vaddsd	%xmm26, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm6
	vaddsd	%xmm22, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm4
	vaddsd	%xmm28, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vaddsd	%xmm3, %xmm5, %xmm3
	vcvtsi2sd	%r11, %xmm31, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm20, %xmm4, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm21, %xmm4, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vmovq	%xmm0, %rsi
	xorq	%r10, %rsi
	movl	%esi, %r8d
	shrq	$32, %rsi
	addq	$614242, %rsi
	movq	%rsi, %r11
	shrq	$20, %r11
	addq	$-1023, %r11
	shlq	$32, %rsi
	andq	%rbx, %rsi
	addq	%rax, %rsi
	orq	%rsi, %r8
	vmovq	%r8, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm7, %xmm0, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm0, %xmm10, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm24, %xmm4, %xmm5
	vaddsd	%xmm26, %xmm5, %xmm5
	vmovddup	%xmm4, %xmm4
	vunpcklpd	%xmm5, %xmm15, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm5, %xmm14, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm5, %xmm13, %xmm5
	vunpcklpd	%xmm3, %xmm4, %xmm3
	vmulpd	%xmm5, %xmm3, %xmm3
	vshufpd	$1, %xmm3, %xmm3, %xmm4
	vaddsd	%xmm4, %xmm3, %xmm3
	vcvtsi2sd	%r11, %xmm31, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm20, %xmm4, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm21, %xmm4, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vxorps	%xmm23, %xmm0, %xmm0
	vmovss	%xmm0, 11528(%rsp,%rdx,4)
	incq	%rdx
	cmpq	%r15, %rdx
	jb	.LBB0_772
	movq	432(%rsp), %rax
	movq	%rax, -48(%rsp)
	movq	-112(%rsp), %r11
	movq	%r11, 480(%rsp)
	vxorpd	%xmm15, %xmm15, %xmm15
	vbroadcastsd	.LCPI0_23(%rip), %zmm20
	vmovups	1072(%rsp), %zmm14
	vmovaps	32(%rsp), %xmm28
	vbroadcastsd	.LCPI0_12(%rip), %zmm16
	vmovaps	%xmm17, %xmm18
	vmovdqu64	3600(%rsp), %zmm13
	movq	%r12, %r15
.LBB0_774:
	movq	%r14, %rbx
	movq	%r11, %rdx
	subq	480(%rsp), %rdx
	imulq	-120(%rsp), %rdx
	leaq	(%rsp,%rdx,4), %rdx
	addq	$11528, %rdx
	movq	80(%rsp), %r11
	leaq	(%rdx,%r11,4), %rdx
	vpbroadcastq	.LCPI0_27(%rip), %zmm24
	movq	224(%rsp), %r10
	vmovdqu64	2960(%rsp), %zmm17
	vmovdqu64	5312(%rsp), %zmm21
	movq	-16(%rsp), %rax
.LBB0_775:
	movq	%r15, %r14
	movq	%r15, %rsi
	subq	%r11, %rsi
	andq	$-32, %rsi
	addq	%r11, %rsi
	movq	%r11, %r8
	cmpq	%rsi, %r11
	vbroadcastss	.LCPI0_2(%rip), %zmm23
	vmovdqa64	.LCPI0_9(%rip), %zmm30
	vmovdqa64	.LCPI0_10(%rip), %zmm31
	vmovdqa64	.LCPI0_356(%rip), %zmm27
	vmovdqa64	.LCPI0_357(%rip), %zmm26
	vbroadcastss	.LCPI0_0(%rip), %zmm29
	vmovups	4800(%rsp), %zmm22
	vmovups	5504(%rsp), %zmm25
	movq	-8(%rsp), %r12
	movq	%r11, %r15
	jae	.LBB0_777
	.p2align	4
.LBB0_776:
	vpbroadcastq	%r8, %zmm0
	vporq	%zmm30, %zmm0, %zmm1
	vporq	%zmm31, %zmm0, %zmm2
	vporq	%zmm27, %zmm0, %zmm3
	vporq	%zmm26, %zmm0, %zmm0
	movq	%r8, %r11
	subq	%r15, %r11
	vmovups	(%r13,%r8,4), %zmm4
	vmovups	64(%r13,%r8,4), %zmm5
	vmulps	%zmm4, %zmm14, %zmm6
	vmulps	%zmm5, %zmm14, %zmm7
	vcvtuqq2ps	%zmm2, %ymm8
	vcvtuqq2ps	%zmm1, %ymm9
	vinsertf64x4	$1, %ymm9, %zmm8, %zmm8
	vcvtuqq2ps	%zmm0, %ymm9
	vcvtuqq2ps	%zmm3, %ymm10
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm9
	vcmpltps	%zmm4, %zmm25, %k2
	vcmpltps	%zmm5, %zmm25, %k3
	vmovaps	%zmm29, %zmm10 {%k2} {z}
	vmovaps	%zmm29, %zmm11 {%k3} {z}
	vcmpeqps	%zmm25, %zmm4, %k2
	vcmpeqps	%zmm25, %zmm5, %k3
	vcmpleps	%zmm22, %zmm8, %k2 {%k2}
	vcmpleps	%zmm22, %zmm9, %k3 {%k3}
	vmovaps	%zmm29, %zmm4 {%k2} {z}
	vmaxps	%zmm10, %zmm4, %zmm4
	vmovaps	%zmm29, %zmm5 {%k3} {z}
	vmaxps	%zmm11, %zmm5, %zmm5
	vcmpneqps	%zmm15, %zmm4, %k2
	vcmpneqps	%zmm15, %zmm5, %k3
	vmovaps	%zmm23, %zmm4
	vaddps	(%rdx,%r11,4), %zmm6, %zmm4 {%k2}
	vmovaps	%zmm23, %zmm5
	vaddps	64(%rdx,%r11,4), %zmm7, %zmm5 {%k3}
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm3, %ymm3
	vcmpltps	%zmm4, %zmm13, %k0
	vcmpltps	%zmm5, %zmm21, %k2
	vcmpordps	%zmm15, %zmm13, %k3
	vcmpordps	%zmm15, %zmm21, %k4
	vcmpunordps	%zmm15, %zmm4, %k3 {%k3}
	vcmpunordps	%zmm15, %zmm5, %k4 {%k4}
	korw	%k3, %k0, %k3
	korw	%k4, %k2, %k2
	vmovaps	%zmm4, %zmm13 {%k3}
	vmovaps	%zmm5, %zmm21 {%k2}
	vinserti32x8	$1, %ymm1, %zmm2, %zmm19 {%k3}
	vinserti32x8	$1, %ymm3, %zmm0, %zmm17 {%k2}
	addq	$32, %r8
	cmpq	%rsi, %r8
	jb	.LBB0_776
.LBB0_777:
	vmovdqu64	%zmm17, 2960(%rsp)
	cmpq	%r14, %rsi
	jae	.LBB0_714
	andq	$-32, %rcx
	vmovdqu64	1680(%rsp), %zmm17
	vmovups	2592(%rsp), %zmm6
	vmovss	.LCPI0_5(%rip), %xmm29
	vmovss	.LCPI0_2(%rip), %xmm11
	vxorps	%xmm9, %xmm9, %xmm9
	vmovss	.LCPI0_0(%rip), %xmm4
	vpbroadcastq	.LCPI0_15(%rip), %zmm27
	vbroadcastsd	.LCPI0_33(%rip), %zmm22
	movq	80(%rsp), %r8
	vmovdqu64	1744(%rsp), %zmm25
	vmovaps	48(%rsp), %xmm23
	.p2align	4
.LBB0_779:
	leaq	(%r8,%rcx), %rsi
	vmovss	(%r12,%rcx,4), %xmm0
	vmulss	2448(%rsp), %xmm0, %xmm1
	vxorps	%xmm7, %xmm7, %xmm7
	vcvtusi2ss	%rsi, %xmm7, %xmm2
	vcmpltss	%xmm0, %xmm28, %k2
	vmovss	%xmm4, %xmm4, %xmm3 {%k2} {z}
	vcmpeqss	%xmm28, %xmm0, %k0
	vcmpless	%xmm23, %xmm2, %k2
	kandw	%k2, %k0, %k2
	vmovss	%xmm4, %xmm4, %xmm0 {%k2} {z}
	vmaxss	%xmm3, %xmm0, %xmm0
	vaddss	(%rdx,%rcx,4), %xmm1, %xmm1
	vcmpneqss	%xmm9, %xmm0, %k2
	vmovaps	%xmm11, %xmm0
	vmovss	%xmm1, %xmm0, %xmm0 {%k2}
	vucomiss	%xmm12, %xmm0
	seta	%r8b
	vcmpunordss	%xmm9, %xmm0, %k0
	vcmpordss	%xmm9, %xmm12, %k2
	kandw	%k0, %k2, %k0
	kmovd	%k0, %r11d
	orb	%r8b, %r11b
	andb	$1, %r11b
	kmovd	%r11d, %k2
	movq	80(%rsp), %r8
	vmovss	%xmm0, %xmm12, %xmm12 {%k2}
	cmovneq	%rsi, %rbp
	leaq	(%r8,%rcx), %rsi
	incq	%rsi
	incq	%rcx
	cmpq	%r14, %rsi
	jb	.LBB0_779
	jmp	.LBB0_715
.LBB0_780:
	movq	%r14, %rbx
	movq	544(%rsp), %rdx
	vpbroadcastq	.LCPI0_27(%rip), %zmm24
	vbroadcastsd	.LCPI0_23(%rip), %zmm20
	vmovups	1072(%rsp), %zmm14
	jmp	.LBB0_751
.LBB0_781:
	movq	%r14, %rbx
	movq	544(%rsp), %rdx
	vmovups	1072(%rsp), %zmm14
	vpbroadcastq	.LCPI0_27(%rip), %zmm24
	vxorpd	%xmm15, %xmm15, %xmm15
	vbroadcastsd	.LCPI0_12(%rip), %zmm16
	vbroadcastss	.LCPI0_369(%rip), %xmm18
	vbroadcastsd	.LCPI0_23(%rip), %zmm20
	vmovaps	32(%rsp), %xmm28
	movq	224(%rsp), %r10
	vmovdqa	5248(%rsp), %xmm12
	vmovdqu64	4048(%rsp), %zmm19
	vmovdqu64	3600(%rsp), %zmm13
	vmovdqu64	2960(%rsp), %zmm17
	vmovdqu64	5312(%rsp), %zmm21
	movq	-16(%rsp), %rax
	movq	80(%rsp), %r11
	jmp	.LBB0_775
.LBB0_782:
	addq	80(%rsp), %r8
	movq	%r8, %rdx
	movq	-64(%rsp), %rbp
	movl	$3528531795, %r10d
	movq	1552(%rsp), %r14
	movq	2656(%rsp), %rdi
	movq	-56(%rsp), %rax
	movq	224(%rsp), %r13
	movl	-32(%rsp), %r15d
	movq	144(%rsp), %r12
	movq	3664(%rsp), %r9
	jmp	.LBB0_736
.LBB0_783:
	addq	80(%rsp), %r11
	movq	%r11, %rdx
	vmovsd	.LCPI0_26(%rip), %xmm9
	vmovsd	.LCPI0_27(%rip), %xmm10
	vmovsd	.LCPI0_28(%rip), %xmm11
	vmovsd	.LCPI0_29(%rip), %xmm27
	vbroadcastss	.LCPI0_369(%rip), %xmm18
	jmp	.LBB0_748
	.p2align	4
.LBB0_784:
	cmpq	$31, %r12
	jbe	.LBB0_786
	vcmpunordps	%zmm15, %zmm21, %k0
	vcmpordps	%zmm15, %zmm13, %k2
	vmovdqu64	2960(%rsp), %zmm0
	vpcmpltud	%zmm19, %zmm0, %k3
	vcmpltps	%zmm21, %zmm13, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%zmm13, %zmm21, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandw	%k0, %k2, %k2
	kandnw	%k3, %k0, %k0
	korw	%k0, %k2, %k2
	vmovaps	%zmm21, %zmm13 {%k2}
	vmovdqa32	%zmm0, %zmm19 {%k2}
	vextractf64x4	$1, %zmm13, %ymm0
	vextracti64x4	$1, %zmm19, %ymm1
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpunordps	%ymm2, %ymm0, %k0
	vcmpordps	%ymm2, %ymm13, %k2
	vpcmpltud	%ymm19, %ymm1, %k3
	vcmpltps	%ymm0, %ymm13, %k4
	korb	%k3, %k2, %k2
	vcmpeqps	%ymm13, %ymm0, %k3 {%k3}
	korb	%k3, %k4, %k3
	kandnb	%k3, %k0, %k3
	kandb	%k0, %k2, %k0
	korb	%k3, %k0, %k2
	vblendmps	%ymm0, %ymm13, %ymm0 {%k2}
	vpblendmd	%ymm1, %ymm19, %ymm1 {%k2}
	vextractf128	$1, %ymm0, %xmm2
	vextracti128	$1, %ymm1, %xmm3
	vxorps	%xmm4, %xmm4, %xmm4
	vcmpunordps	%xmm4, %xmm2, %k0
	vcmpordps	%xmm4, %xmm0, %k2
	vpcmpltud	%xmm1, %xmm3, %k3
	vcmpltps	%xmm2, %xmm0, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%xmm0, %xmm2, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vblendmps	%xmm2, %xmm0, %xmm0 {%k2}
	vpblendmd	%xmm3, %xmm1, %xmm1 {%k2}
	vshufpd	$1, %xmm0, %xmm0, %xmm2
	vpshufd	$238, %xmm1, %xmm3
	vcmpunordps	%xmm4, %xmm2, %k0
	vcmpordps	%xmm4, %xmm0, %k2
	vpcmpltud	%xmm1, %xmm3, %k3
	vcmpltps	%xmm2, %xmm0, %k4
	vcmpeqps	%xmm0, %xmm2, %k5
	korw	%k3, %k2, %k2
	kandw	%k3, %k5, %k3
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vmovaps	%xmm2, %xmm0 {%k2}
	vmovdqa32	%xmm3, %xmm1 {%k2}
	vmovd	%xmm1, %ecx
	vmovshdup	%xmm0, %xmm2
	vpextrd	$1, %xmm1, %edx
	vucomiss	%xmm2, %xmm2
	setp	%sil
	kmovd	%esi, %k0
	vucomiss	%xmm0, %xmm0
	setnp	%sil
	cmpl	%ecx, %edx
	setb	%dil
	vucomiss	%xmm0, %xmm2
	seta	%r8b
	setnp	%r10b
	sete	%r11b
	andb	%r10b, %r11b
	orb	%dil, %sil
	kmovd	%esi, %k2
	andb	%dil, %r11b
	orb	%r8b, %r11b
	kmovd	%r11d, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k0
	kmovd	%k0, %esi
	andb	$1, %sil
	kmovd	%esi, %k2
	vmovss	%xmm2, %xmm0, %xmm0 {%k2}
	cmovnel	%edx, %ecx
	vucomiss	%xmm0, %xmm0
	setnp	%dl
	cmpq	%rcx, %rbp
	setb	%sil
	vucomiss	%xmm0, %xmm12
	seta	%dil
	setnp	%r8b
	sete	%r10b
	andb	%r8b, %r10b
	movq	-112(%rsp), %r11
	orb	%sil, %dl
	andb	%sil, %r10b
	orb	%dil, %r10b
	vucomiss	%xmm12, %xmm12
	movzbl	%dl, %edx
	movzbl	%r10b, %esi
	movq	224(%rsp), %r10
	cmovpl	%edx, %esi
	testb	%sil, %sil
	movq	1552(%rsp), %rbx
	cmoveq	%rcx, %rbp
	jmp	.LBB0_787
.LBB0_786:
	movq	%rsi, %rbx
.LBB0_787:
	movabsq	$4611686018427387899, %rdi
	movq	480(%rsp), %r15
	vmovdqu64	2384(%rsp), %zmm5
	jmp	.LBB0_129
	.p2align	4
.LBB0_788:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_789:
	cmpq	%rdx, %rcx
	jne	.LBB0_788
.LBB0_790:
	vcvtusi2ss	%esi, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r11d
	movl	%r11d, %eax
	orl	$16384, %eax
	cmpq	$8, %rcx
	jae	.LBB0_792
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_801
.LBB0_792:
	cmpq	$64, %rcx
	jae	.LBB0_794
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_798
.LBB0_794:
	movq	%rcx, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_795:
	vpcmpleud	-192(%r10,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r10,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r10,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r10,%rsi,4), %zmm2, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm1, %zmm1
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rsi
	cmpq	%rsi, %rdx
	jne	.LBB0_795
	vpaddd	%zmm0, %zmm1, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	cmpq	%rdx, %rcx
	je	.LBB0_803
	testb	$56, %cl
	je	.LBB0_801
.LBB0_798:
	movq	%rdx, %r8
	movq	%rcx, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_799:
	vpcmpleud	(%r13,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_799
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_802
	.p2align	4
.LBB0_801:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_802:
	cmpq	%rdx, %rcx
	jne	.LBB0_801
.LBB0_803:
	vcvtusi2ss	%esi, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r11d
	movl	%r11d, %eax
	orl	$8192, %eax
	cmpq	$8, %rcx
	jae	.LBB0_805
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_814
.LBB0_805:
	cmpq	$64, %rcx
	jae	.LBB0_807
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_811
.LBB0_807:
	movq	%rcx, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_808:
	vpcmpleud	-192(%r10,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r10,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r10,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r10,%rsi,4), %zmm2, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm1, %zmm1
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rsi
	cmpq	%rsi, %rdx
	jne	.LBB0_808
	vpaddd	%zmm0, %zmm1, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	cmpq	%rdx, %rcx
	je	.LBB0_816
	testb	$56, %cl
	je	.LBB0_814
.LBB0_811:
	movq	%rdx, %r8
	movq	%rcx, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_812:
	vpcmpleud	(%r13,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_812
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_815
	.p2align	4
.LBB0_814:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_815:
	cmpq	%rdx, %rcx
	jne	.LBB0_814
.LBB0_816:
	vcvtusi2ss	%esi, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r11d
	movl	%r11d, %eax
	orl	$4096, %eax
	cmpq	$8, %rcx
	jae	.LBB0_818
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_827
.LBB0_818:
	cmpq	$64, %rcx
	jae	.LBB0_820
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_824
.LBB0_820:
	movq	%rcx, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_821:
	vpcmpleud	-192(%r10,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r10,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r10,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r10,%rsi,4), %zmm2, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm1, %zmm1
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rsi
	cmpq	%rsi, %rdx
	jne	.LBB0_821
	vpaddd	%zmm0, %zmm1, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	cmpq	%rdx, %rcx
	je	.LBB0_829
	testb	$56, %cl
	je	.LBB0_827
.LBB0_824:
	movq	%rdx, %r8
	movq	%rcx, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_825:
	vpcmpleud	(%r13,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_825
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_828
	.p2align	4
.LBB0_827:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_828:
	cmpq	%rdx, %rcx
	jne	.LBB0_827
.LBB0_829:
	vcvtusi2ss	%esi, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r11d
	movl	%r11d, %eax
	orl	$2048, %eax
	cmpq	$8, %rcx
	jae	.LBB0_831
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_840
.LBB0_831:
	cmpq	$64, %rcx
	jae	.LBB0_833
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_837
.LBB0_833:
	movq	%rcx, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_834:
	vpcmpleud	-192(%r10,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r10,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r10,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r10,%rsi,4), %zmm2, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm1, %zmm1
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rsi
	cmpq	%rsi, %rdx
	jne	.LBB0_834
	vpaddd	%zmm0, %zmm1, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	cmpq	%rdx, %rcx
	je	.LBB0_842
	testb	$56, %cl
	je	.LBB0_840
.LBB0_837:
	movq	%rdx, %r8
	movq	%rcx, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_838:
	vpcmpleud	(%r13,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_838
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_841
	.p2align	4
.LBB0_840:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_841:
	cmpq	%rdx, %rcx
	jne	.LBB0_840
.LBB0_842:
	vcvtusi2ss	%esi, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r11d
	movl	%r11d, %eax
	orl	$1024, %eax
	cmpq	$8, %rcx
	jae	.LBB0_844
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_853
.LBB0_844:
	cmpq	$64, %rcx
	jae	.LBB0_846
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_850
.LBB0_846:
	movq	%rcx, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_847:
	vpcmpleud	-192(%r10,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r10,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r10,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r10,%rsi,4), %zmm2, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm1, %zmm1
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rsi
	cmpq	%rsi, %rdx
	jne	.LBB0_847
	vpaddd	%zmm0, %zmm1, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	cmpq	%rdx, %rcx
	je	.LBB0_855
	testb	$56, %cl
	je	.LBB0_853
.LBB0_850:
	movq	%rdx, %r8
	movq	%rcx, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_851:
	vpcmpleud	(%r13,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_851
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_854
	.p2align	4
.LBB0_853:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_854:
	cmpq	%rdx, %rcx
	jne	.LBB0_853
.LBB0_855:
	vcvtusi2ss	%esi, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r11d
	movl	%r11d, %eax
	orl	$512, %eax
	cmpq	$8, %rcx
	jae	.LBB0_857
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_866
.LBB0_857:
	cmpq	$64, %rcx
	jae	.LBB0_859
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_863
.LBB0_859:
	movq	%rcx, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_860:
	vpcmpleud	-192(%r10,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r10,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r10,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r10,%rsi,4), %zmm2, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm1, %zmm1
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rsi
	cmpq	%rsi, %rdx
	jne	.LBB0_860
	vpaddd	%zmm0, %zmm1, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	cmpq	%rdx, %rcx
	je	.LBB0_868
	testb	$56, %cl
	je	.LBB0_866
.LBB0_863:
	movq	%rdx, %r8
	movq	%rcx, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_864:
	vpcmpleud	(%r13,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_864
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_867
	.p2align	4
.LBB0_866:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_867:
	cmpq	%rdx, %rcx
	jne	.LBB0_866
.LBB0_868:
	vcvtusi2ss	%esi, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r11d
	movl	%r11d, %eax
	orl	$256, %eax
	cmpq	$8, %rcx
	jae	.LBB0_870
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_879
.LBB0_870:
	cmpq	$64, %rcx
	jae	.LBB0_872
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_876
.LBB0_872:
	movq	%rcx, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_873:
	vpcmpleud	-192(%r10,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r10,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r10,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r10,%rsi,4), %zmm2, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm1, %zmm1
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rsi
	cmpq	%rsi, %rdx
	jne	.LBB0_873
	vpaddd	%zmm0, %zmm1, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	cmpq	%rdx, %rcx
	je	.LBB0_881
	testb	$56, %cl
	je	.LBB0_879
.LBB0_876:
	movq	%rdx, %r8
	movq	%rcx, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_877:
	vpcmpleud	(%r13,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_877
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_880
	.p2align	4
.LBB0_879:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_880:
	cmpq	%rdx, %rcx
	jne	.LBB0_879
.LBB0_881:
	vcvtusi2ss	%esi, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r11d
	movl	%r11d, %eax
	orl	$128, %eax
	cmpq	$8, %rcx
	jae	.LBB0_883
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_892
.LBB0_883:
	cmpq	$64, %rcx
	jae	.LBB0_885
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_889
.LBB0_885:
	movq	%rcx, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_886:
	vpcmpleud	-192(%r10,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r10,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r10,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r10,%rsi,4), %zmm2, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm1, %zmm1
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rsi
	cmpq	%rsi, %rdx
	jne	.LBB0_886
	vpaddd	%zmm0, %zmm1, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	cmpq	%rdx, %rcx
	je	.LBB0_894
	testb	$56, %cl
	je	.LBB0_892
.LBB0_889:
	movq	%rdx, %r8
	movq	%rcx, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_890:
	vpcmpleud	(%r13,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_890
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_893
	.p2align	4
.LBB0_892:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_893:
	cmpq	%rdx, %rcx
	jne	.LBB0_892
.LBB0_894:
	vcvtusi2ss	%esi, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r11d
	movl	%r11d, %eax
	orl	$64, %eax
	cmpq	$8, %rcx
	jae	.LBB0_896
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_905
.LBB0_896:
	cmpq	$64, %rcx
	jae	.LBB0_898
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_902
.LBB0_898:
	movq	%rcx, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_899:
	vpcmpleud	-192(%r10,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r10,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r10,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r10,%rsi,4), %zmm2, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm1, %zmm1
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rsi
	cmpq	%rsi, %rdx
	jne	.LBB0_899
	vpaddd	%zmm0, %zmm1, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	cmpq	%rdx, %rcx
	je	.LBB0_907
	testb	$56, %cl
	je	.LBB0_905
.LBB0_902:
	movq	%rdx, %r8
	movq	%rcx, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_903:
	vpcmpleud	(%r13,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_903
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_906
	.p2align	4
.LBB0_905:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_906:
	cmpq	%rdx, %rcx
	jne	.LBB0_905
.LBB0_907:
	vcvtusi2ss	%esi, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r11d
	movl	%r11d, %eax
	orl	$32, %eax
	cmpq	$8, %rcx
	jae	.LBB0_909
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_918
.LBB0_909:
	cmpq	$64, %rcx
	jae	.LBB0_911
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_915
.LBB0_911:
	movq	%rcx, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_912:
	vpcmpleud	-192(%r10,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r10,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r10,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r10,%rsi,4), %zmm2, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm1, %zmm1
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rsi
	cmpq	%rsi, %rdx
	jne	.LBB0_912
	vpaddd	%zmm0, %zmm1, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	cmpq	%rdx, %rcx
	je	.LBB0_920
	testb	$56, %cl
	je	.LBB0_918
.LBB0_915:
	movq	%rdx, %r8
	movq	%rcx, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_916:
	vpcmpleud	(%r13,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_916
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_919
	.p2align	4
.LBB0_918:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_919:
	cmpq	%rdx, %rcx
	jne	.LBB0_918
.LBB0_920:
	vcvtusi2ss	%esi, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r11d
	movl	%r11d, %eax
	orl	$16, %eax
	cmpq	$8, %rcx
	jae	.LBB0_922
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_931
.LBB0_922:
	cmpq	$64, %rcx
	jae	.LBB0_924
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_928
.LBB0_924:
	movq	%rcx, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_925:
	vpcmpleud	-192(%r10,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r10,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r10,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r10,%rsi,4), %zmm2, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm1, %zmm1
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rsi
	cmpq	%rsi, %rdx
	jne	.LBB0_925
	vpaddd	%zmm0, %zmm1, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	cmpq	%rdx, %rcx
	je	.LBB0_933
	testb	$56, %cl
	je	.LBB0_931
.LBB0_928:
	movq	%rdx, %r8
	movq	%rcx, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_929:
	vpcmpleud	(%r13,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_929
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_932
	.p2align	4
.LBB0_931:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_932:
	cmpq	%rdx, %rcx
	jne	.LBB0_931
.LBB0_933:
	vcvtusi2ss	%esi, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r11d
	movl	%r11d, %eax
	orl	$8, %eax
	cmpq	$8, %rcx
	jae	.LBB0_935
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_944
.LBB0_935:
	cmpq	$64, %rcx
	jae	.LBB0_937
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_941
.LBB0_937:
	movq	%rcx, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_938:
	vpcmpleud	-192(%r10,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r10,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r10,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r10,%rsi,4), %zmm2, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm1, %zmm1
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rsi
	cmpq	%rsi, %rdx
	jne	.LBB0_938
	vpaddd	%zmm0, %zmm1, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	cmpq	%rdx, %rcx
	je	.LBB0_946
	testb	$56, %cl
	je	.LBB0_944
.LBB0_941:
	movq	%rdx, %r8
	movq	%rcx, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_942:
	vpcmpleud	(%r13,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_942
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_945
	.p2align	4
.LBB0_944:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_945:
	cmpq	%rdx, %rcx
	jne	.LBB0_944
.LBB0_946:
	vcvtusi2ss	%esi, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r11d
	movl	%r11d, %eax
	orl	$4, %eax
	cmpq	$8, %rcx
	jae	.LBB0_948
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_957
.LBB0_948:
	cmpq	$64, %rcx
	jae	.LBB0_950
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_954
.LBB0_950:
	movq	%rcx, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_951:
	vpcmpleud	-192(%r10,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r10,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r10,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r10,%rsi,4), %zmm2, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm1, %zmm1
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rsi
	cmpq	%rsi, %rdx
	jne	.LBB0_951
	vpaddd	%zmm0, %zmm1, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	cmpq	%rdx, %rcx
	je	.LBB0_959
	testb	$56, %cl
	je	.LBB0_957
.LBB0_954:
	movq	%rdx, %r8
	movq	%rcx, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_955:
	vpcmpleud	(%r13,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_955
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_958
	.p2align	4
.LBB0_957:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_958:
	cmpq	%rdx, %rcx
	jne	.LBB0_957
.LBB0_959:
	vcvtusi2ss	%esi, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r11d
	movl	%r11d, %eax
	orl	$2, %eax
	cmpq	$8, %rcx
	jae	.LBB0_961
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_970
.LBB0_961:
	cmpq	$64, %rcx
	jae	.LBB0_963
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_967
.LBB0_963:
	movq	%rcx, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_964:
	vpcmpleud	-192(%r10,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r10,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r10,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r10,%rsi,4), %zmm2, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm1, %zmm1
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rsi
	cmpq	%rsi, %rdx
	jne	.LBB0_964
	vpaddd	%zmm0, %zmm1, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	cmpq	%rdx, %rcx
	je	.LBB0_972
	testb	$56, %cl
	je	.LBB0_970
.LBB0_967:
	movq	%rdx, %r8
	movq	%rcx, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_968:
	vpcmpleud	(%r13,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_968
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_971
	.p2align	4
.LBB0_970:
	cmpl	%eax, (%r13,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_971:
	cmpq	%rdx, %rcx
	jne	.LBB0_970
.LBB0_972:
	vcvtusi2ss	%esi, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovael	%eax, %r11d
	movl	%r11d, %r8d
	orl	$1, %r8d
	cmpq	$8, %rcx
	jae	.LBB0_974
	xorl	%eax, %eax
	movl	%edi, %edx
	jmp	.LBB0_983
.LBB0_974:
	cmpq	$64, %rcx
	jae	.LBB0_976
	xorl	%eax, %eax
	movl	%edi, %edx
	jmp	.LBB0_980
.LBB0_976:
	movq	%rcx, %rax
	andq	$-64, %rax
	vmovd	%edi, %xmm0
	vpbroadcastd	%r8d, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_977:
	vpcmpleud	-192(%r10,%rdx,4), %zmm2, %k0
	vpcmpleud	-128(%r10,%rdx,4), %zmm2, %k2
	vpcmpleud	-64(%r10,%rdx,4), %zmm2, %k3
	vpcmpleud	(%r10,%rdx,4), %zmm2, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm1, %zmm1
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rdx
	cmpq	%rdx, %rax
	jne	.LBB0_977
	vpaddd	%zmm0, %zmm1, %zmm0
	vpaddd	%zmm3, %zmm4, %zmm1
	vpaddd	%zmm0, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpaddd	%zmm1, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	cmpq	%rax, %rcx
	je	.LBB0_985
	testb	$56, %cl
	je	.LBB0_983
.LBB0_980:
	movq	%rax, %rsi
	movq	%rcx, %rax
	andq	$-8, %rax
	vmovd	%edx, %xmm0
	vpbroadcastd	%r8d, %ymm1
	.p2align	4
.LBB0_981:
	vpcmpleud	(%r13,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %rax
	jne	.LBB0_981
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_984
	.p2align	4
.LBB0_983:
	cmpl	%r8d, (%r13,%rax,4)
	sbbl	$-1, %edx
	incq	%rax
.LBB0_984:
	cmpq	%rax, %rcx
	jne	.LBB0_983
.LBB0_985:
	movq	%rcx, %rax
.LBB0_986:
	vcvtusi2ss	%edx, %xmm15, %xmm0
	vucomiss	%xmm18, %xmm0
	cmovbl	%r11d, %r8d
	cmpq	$0, 360(%rsp)
	je	.LBB0_1003
	movq	%rax, %rdx
	andq	$-64, %rdx
	movq	%rdx, 288(%rsp)
	vmovd	%edi, %xmm0
	vpbroadcastd	%r8d, %zmm1
	movq	%rax, %rdx
	andq	$-8, %rdx
	movq	%rdx, 160(%rsp)
	xorl	%r11d, %r11d
	xorl	%edx, %edx
	jmp	.LBB0_990
.LBB0_988:
	vmovups	1680(%rsp), %zmm17
	vmovdqu64	2192(%rsp), %zmm31
	vmovdqu64	2592(%rsp), %zmm6
	vmovss	.LCPI0_5(%rip), %xmm29
	vmovd	.LCPI0_2(%rip), %xmm11
	vpxor	%xmm9, %xmm9, %xmm9
	vbroadcastsd	.LCPI0_12(%rip), %zmm16
	vmovaps	%xmm20, %xmm7
	vmovaps	(%rsp), %xmm10
	vmovaps	4624(%rsp), %xmm18
	vmovups	1072(%rsp), %zmm14
	vmovdqu64	2384(%rsp), %zmm23
	.p2align	4
.LBB0_989:
	vcvtusi2ss	%ebp, %xmm30, %xmm2
	vucomiss	%xmm18, %xmm2
	movq	80(%rsp), %rdx
	cmovaeq	%r14, %rdx
	incq	%r11
	cmpq	4768(%rsp), %r11
	movabsq	$-9223372036854775808, %r14
	je	.LBB0_1004
.LBB0_990:
	movq	4776(%rsp), %rsi
	leal	(%r11,%rsi), %ebx
	shrxq	%rbx, %r14, %r14
	movq	%rdx, 80(%rsp)
	orq	%rdx, %r14
	movl	%edi, %ebp
	testq	%rcx, %rcx
	je	.LBB0_989
	cmpq	$8, %rax
	jae	.LBB0_993
	xorl	%ebx, %ebx
	movl	%edi, %ebp
	movq	3856(%rsp), %rdx
	movq	544(%rsp), %r10
	jmp	.LBB0_1002
	.p2align	4
.LBB0_993:
	vpbroadcastq	%r14, %zmm2
	cmpq	$64, %rax
	jae	.LBB0_995
	xorl	%r15d, %r15d
	movl	%edi, %ebp
	movq	544(%rsp), %r10
	jmp	.LBB0_999
.LBB0_995:
	vpxor	%xmm3, %xmm3, %xmm3
	xorl	%r15d, %r15d
	vmovdqa64	%zmm0, %zmm4
	vpxor	%xmm5, %xmm5, %xmm5
	vpxor	%xmm6, %xmm6, %xmm6
	movq	464(%rsp), %rdx
	movq	448(%rsp), %rsi
	movq	288(%rsp), %rbx
	.p2align	4
.LBB0_996:
	vmovdqu64	-192(%rsi,%r15,4), %zmm7
	vmovdqu64	-128(%rsi,%r15,4), %zmm8
	vmovdqu64	-64(%rsi,%r15,4), %zmm9
	vmovdqu64	(%rsi,%r15,4), %zmm10
	vpmovzxdq	-192(%rdx,%r15,4), %zmm11
	vpmovzxdq	-160(%rdx,%r15,4), %zmm12
	vpmovzxdq	-128(%rdx,%r15,4), %zmm13
	vpmovzxdq	-96(%rdx,%r15,4), %zmm14
	vpmovzxdq	-64(%rdx,%r15,4), %zmm15
	vpmovzxdq	-32(%rdx,%r15,4), %zmm16
	vpmovzxdq	(%rdx,%r15,4), %zmm17
	vpmovzxdq	32(%rdx,%r15,4), %zmm18
	vpsubq	%zmm12, %zmm19, %zmm12
	vpsubq	%zmm11, %zmm19, %zmm11
	vpsubq	%zmm14, %zmm19, %zmm14
	vpsubq	%zmm13, %zmm19, %zmm13
	vpsubq	%zmm16, %zmm19, %zmm16
	vpsubq	%zmm15, %zmm19, %zmm15
	vpsubq	%zmm18, %zmm19, %zmm18
	vpsubq	%zmm17, %zmm19, %zmm17
	vpcmpnltuq	%zmm2, %zmm11, %k0
	vpcmpnltuq	%zmm2, %zmm12, %k2
	kunpckbw	%k0, %k2, %k2
	vpcmpnltuq	%zmm2, %zmm13, %k0
	vpcmpnltuq	%zmm2, %zmm14, %k3
	kunpckbw	%k0, %k3, %k3
	vpcmpnltuq	%zmm2, %zmm15, %k0
	vpcmpnltuq	%zmm2, %zmm16, %k4
	kunpckbw	%k0, %k4, %k4
	vpcmpnltuq	%zmm2, %zmm17, %k0
	vpcmpnltuq	%zmm2, %zmm18, %k5
	kunpckbw	%k0, %k5, %k5
	vpcmpnleud	%zmm1, %zmm7, %k0
	vpcmpeqd	%zmm1, %zmm7, %k2 {%k2}
	korw	%k2, %k0, %k0
	vpcmpnleud	%zmm1, %zmm8, %k2
	vpcmpeqd	%zmm1, %zmm8, %k3 {%k3}
	korw	%k3, %k2, %k2
	vpcmpnleud	%zmm1, %zmm9, %k3
	vpcmpeqd	%zmm1, %zmm9, %k4 {%k4}
	korw	%k4, %k3, %k3
	vpcmpnleud	%zmm1, %zmm10, %k4
	vpcmpeqd	%zmm1, %zmm10, %k5 {%k5}
	korw	%k5, %k4, %k4
	vpmovm2d	%k0, %zmm7
	vpmovm2d	%k2, %zmm8
	vpmovm2d	%k3, %zmm9
	vpmovm2d	%k4, %zmm10
	vpsubd	%zmm7, %zmm4, %zmm4
	vpsubd	%zmm8, %zmm3, %zmm3
	vpsubd	%zmm9, %zmm5, %zmm5
	vpsubd	%zmm10, %zmm6, %zmm6
	addq	$64, %r15
	cmpq	%r15, %rbx
	jne	.LBB0_996
	vpaddd	%zmm4, %zmm3, %zmm3
	vpaddd	%zmm5, %zmm6, %zmm4
	vpaddd	%zmm3, %zmm4, %zmm3
	vextracti64x4	$1, %zmm3, %ymm4
	vpaddd	%zmm4, %zmm3, %zmm3
	vextracti128	$1, %ymm3, %xmm4
	vpaddd	%xmm4, %xmm3, %xmm3
	vpshufd	$238, %xmm3, %xmm4
	vpaddd	%xmm4, %xmm3, %xmm3
	vpshufd	$85, %xmm3, %xmm4
	vpaddd	%xmm4, %xmm3, %xmm3
	vmovd	%xmm3, %ebp
	cmpq	%rbx, %rax
	je	.LBB0_988
	movq	%rbx, %r15
	testb	$56, %al
	movq	3856(%rsp), %rdx
	vmovups	1680(%rsp), %zmm17
	vmovdqu64	2192(%rsp), %zmm31
	vmovdqu64	2592(%rsp), %zmm6
	vmovss	.LCPI0_5(%rip), %xmm29
	vmovd	.LCPI0_2(%rip), %xmm11
	vpxor	%xmm9, %xmm9, %xmm9
	movq	544(%rsp), %r10
	vbroadcastsd	.LCPI0_12(%rip), %zmm16
	vmovaps	%xmm20, %xmm7
	vmovaps	(%rsp), %xmm10
	vmovaps	4624(%rsp), %xmm18
	vmovups	1072(%rsp), %zmm14
	vmovdqu64	2384(%rsp), %zmm23
	je	.LBB0_1002
.LBB0_999:
	vmovd	%ebp, %xmm3
	movq	160(%rsp), %rdx
	.p2align	4
.LBB0_1000:
	vmovdqu	(%r13,%r15,4), %ymm4
	vpmovzxdq	(%r10,%r15,4), %zmm5
	vpcmpnleud	%ymm1, %ymm4, %k0
	vpcmpeqd	%ymm1, %ymm4, %k2
	vpsubq	%zmm5, %zmm19, %zmm4
	vpcmpnltuq	%zmm2, %zmm4, %k2 {%k2}
	korb	%k2, %k0, %k0
	vpmovm2d	%k0, %ymm4
	vpsubd	%ymm4, %ymm3, %ymm3
	addq	$8, %r15
	cmpq	%r15, %rdx
	jne	.LBB0_1000
	vextracti128	$1, %ymm3, %xmm2
	vpaddd	%xmm2, %xmm3, %xmm2
	vpshufd	$238, %xmm2, %xmm3
	vpaddd	%xmm3, %xmm2, %xmm2
	vpshufd	$85, %xmm2, %xmm3
	vpaddd	%xmm3, %xmm2, %xmm2
	vmovd	%xmm2, %ebp
	movq	%rdx, %rbx
	cmpq	%rdx, %rax
	movq	3856(%rsp), %rdx
	je	.LBB0_989
	.p2align	4
.LBB0_1002:
	movl	(%r10,%rbx,4), %r15d
	cmpl	%r8d, (%r13,%rbx,4)
	seta	%r12b
	sete	%r13b
	movq	%rdx, %rsi
	subq	%r15, %rsi
	cmpq	%r14, %rsi
	setae	%sil
	andb	%r13b, %sil
	movq	1200(%rsp), %r13
	orb	%r12b, %sil
	movzbl	%sil, %esi
	addl	%esi, %ebp
	incq	%rbx
	cmpq	%rbx, %rax
	jne	.LBB0_1002
	jmp	.LBB0_989
.LBB0_1003:
	xorl	%edx, %edx
.LBB0_1004:
	vmovaps	%xmm10, (%rsp)
	vmovaps	%xmm7, 3024(%rsp)
	movl	%r8d, %eax
	andl	$2147483647, %eax
	testl	%r8d, %r8d
	notl	%r8d
	cmovsl	%eax, %r8d
	vmovd	%r8d, %xmm28
	movq	3856(%rsp), %rax
	subq	%rdx, %rax
	vcvtusi2ss	%rax, %xmm30, %xmm2
	movq	-112(%rsp), %r11
	movq	24(%rsp), %rax
	movl	$3528531795, %ecx
	movq	1552(%rsp), %rbx
	movq	368(%rsp), %r14
	movq	224(%rsp), %r10
	movabsq	$4611686018427387899, %rdi
	vbroadcastss	.LCPI0_369(%rip), %xmm18
	movq	1952(%rsp), %r13
	movq	480(%rsp), %r15
	vbroadcastsd	.LCPI0_23(%rip), %zmm20
	vmovdqu64	1744(%rsp), %zmm25
	vmovdqa64	%zmm23, %zmm5
	vxorps	%xmm15, %xmm15, %xmm15
	cmpb	$0, -89(%rsp)
	jne	.LBB0_160
	jmp	.LBB0_710
.LBB0_1130:
	addq	$87304, %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.Lfunc_end0:
	.size	tessera_gumbel_pairwise_x86_64_v4, .Lfunc_end0-tessera_gumbel_pairwise_x86_64_v4
	.section	.rodata,"a",@progbits
	.p2align	2, 0x0
.LJTI0_0:
	.long	.LBB0_1010-.LJTI0_0
	.long	.LBB0_1032-.LJTI0_0
	.long	.LBB0_1022-.LJTI0_0
	.long	.LBB0_1028-.LJTI0_0
	.long	.LBB0_1016-.LJTI0_0
	.long	.LBB0_1034-.LJTI0_0
	.long	.LBB0_1038-.LJTI0_0
	.long	.LBB0_1030-.LJTI0_0
	.long	.LBB0_1042-.LJTI0_0
	.long	.LBB0_1020-.LJTI0_0
	.long	.LBB0_1040-.LJTI0_0
	.long	.LBB0_1014-.LJTI0_0
	.long	.LBB0_1018-.LJTI0_0
	.long	.LBB0_1036-.LJTI0_0
	.long	.LBB0_1012-.LJTI0_0

	.section	".note.GNU-stack","",@progbits
