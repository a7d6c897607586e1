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
.LCPI0_377:
	.long	1
.LCPI0_381:
	.long	3528531795
.LCPI0_384:
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
.LCPI0_378:
	.quad	1
	.quad	2
	.quad	3
	.quad	4
	.quad	5
	.quad	6
	.quad	7
	.quad	8
.LCPI0_379:
	.quad	-7
	.quad	-6
	.quad	-5
	.quad	-4
	.quad	-3
	.quad	-2
	.quad	-1
	.quad	0
.LCPI0_382:
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
.LCPI0_376:
	.quad	1
.LCPI0_388:
	.long	27
	.long	12
.LCPI0_391:
	.long	4
	.long	11
.LCPI0_396:
	.long	0
	.long	15
.LCPI0_397:
	.long	7
	.long	2
.LCPI0_398:
	.long	5
	.long	0
.LCPI0_399:
	.long	8
	.long	23
.LCPI0_401:
	.long	12
	.long	27
.LCPI0_403:
	.long	24
	.long	7
.LCPI0_406:
	.long	8
	.long	20
.LCPI0_408:
	.long	9
	.long	21
.LCPI0_410:
	.long	10
	.long	22
.LCPI0_412:
	.long	11
	.long	23
.LCPI0_432:
	.long	3
	.long	14
.LCPI0_436:
	.long	21
	.long	8
.LCPI0_437:
	.long	8
	.long	21
.LCPI0_440:
	.long	9
	.long	22
.LCPI0_441:
	.long	23
	.long	10
.LCPI0_443:
	.long	10
	.long	23
.LCPI0_448:
	.long	25
	.long	12
.LCPI0_450:
	.long	12
	.long	25
.LCPI0_456:
	.long	0
	.long	6
.LCPI0_465:
	.long	22
	.long	8
.LCPI0_466:
	.long	23
	.long	9
.LCPI0_471:
	.long	26
	.long	12
.LCPI0_472:
	.long	27
	.long	13
.LCPI0_473:
	.long	8
	.long	22
.LCPI0_474:
	.long	4
	.long	10
.LCPI0_476:
	.long	9
	.long	23
.LCPI0_480:
	.long	12
	.long	26
.LCPI0_481:
	.long	13
	.long	27
.LCPI0_489:
	.long	8
	.long	19
.LCPI0_491:
	.long	9
	.long	20
.LCPI0_493:
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
.LCPI0_375:
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	0
	.byte	255
	.byte	255
	.byte	255
	.byte	255
	.byte	255
	.byte	255
	.byte	255
	.byte	255
.LCPI0_380:
	.zero	8
	.quad	1
.LCPI0_385:
	.quad	14
	.quad	6
.LCPI0_386:
	.quad	5
	.quad	13
.LCPI0_387:
	.long	13
	.long	13
	.long	30
	.long	30
.LCPI0_389:
	.long	30
	.long	0
	.long	0
	.long	15
.LCPI0_390:
	.quad	6
	.quad	14
.LCPI0_392:
	.long	0
	.long	15
	.long	30
	.long	0
.LCPI0_393:
	.long	4
	.long	5
	.long	6
	.long	13
.LCPI0_394:
	.long	17
	.long	0
	.long	15
	.long	0
.LCPI0_395:
	.long	4
	.long	5
	.long	6
	.long	14
.LCPI0_400:
	.long	4
	.long	5
	.long	12
	.long	11
.LCPI0_402:
	.long	9
	.long	24
	.long	10
	.long	11
.LCPI0_404:
	.long	10
	.long	25
	.long	10
	.long	11
.LCPI0_405:
	.long	0
	.long	12
	.long	0
	.long	20
.LCPI0_407:
	.long	1
	.long	13
	.long	0
	.long	21
.LCPI0_409:
	.long	2
	.long	14
	.long	0
	.long	22
.LCPI0_411:
	.long	3
	.long	15
	.long	0
	.long	23
.LCPI0_413:
	.long	0
	.long	0
	.long	12
	.long	24
.LCPI0_414:
	.long	0
	.long	1
	.long	13
	.long	25
.LCPI0_415:
	.long	0
	.long	2
	.long	14
	.long	26
.LCPI0_416:
	.long	0
	.long	3
	.long	15
	.long	27
.LCPI0_417:
	.long	24
	.long	0
	.long	0
	.long	12
.LCPI0_418:
	.long	0
	.long	20
	.long	0
	.long	12
.LCPI0_419:
	.long	25
	.long	0
	.long	1
	.long	13
.LCPI0_420:
	.long	0
	.long	21
	.long	1
	.long	13
.LCPI0_421:
	.long	26
	.long	0
	.long	2
	.long	14
.LCPI0_422:
	.long	0
	.long	22
	.long	2
	.long	14
.LCPI0_423:
	.long	27
	.long	0
	.long	3
	.long	15
.LCPI0_424:
	.long	0
	.long	23
	.long	3
	.long	15
.LCPI0_425:
	.long	0
	.long	1
	.long	14
	.long	27
.LCPI0_426:
	.long	0
	.long	2
	.long	15
	.long	28
.LCPI0_427:
	.quad	11
	.quad	4
.LCPI0_428:
	.long	0
	.long	19
	.long	0
	.long	13
.LCPI0_429:
	.long	0
	.long	20
	.long	1
	.long	14
.LCPI0_430:
	.quad	12
	.quad	5
.LCPI0_431:
	.long	0
	.long	21
	.long	2
	.long	15
.LCPI0_433:
	.long	0
	.long	5
	.long	6
	.long	8
.LCPI0_434:
	.long	26
	.long	0
	.long	0
	.long	13
.LCPI0_435:
	.long	27
	.long	0
	.long	1
	.long	14
.LCPI0_438:
	.long	28
	.long	0
	.long	2
	.long	15
.LCPI0_439:
	.quad	4
	.quad	11
.LCPI0_442:
	.long	0
	.long	5
	.long	6
	.long	12
.LCPI0_444:
	.long	14
	.long	0
	.long	20
	.long	1
.LCPI0_445:
	.quad	5
	.quad	12
.LCPI0_446:
	.long	0
	.long	5
	.long	6
	.long	13
.LCPI0_447:
	.long	15
	.long	0
	.long	21
	.long	2
.LCPI0_449:
	.long	0
	.long	5
	.long	6
	.long	14
.LCPI0_451:
	.long	0
	.long	13
	.long	26
	.long	0
.LCPI0_452:
	.long	24
	.long	2
	.long	12
	.long	0
.LCPI0_453:
	.long	25
	.long	3
	.long	13
	.long	0
.LCPI0_454:
	.long	10
	.long	20
	.long	30
	.long	0
.LCPI0_455:
	.long	11
	.long	21
	.long	31
	.long	1
.LCPI0_457:
	.long	12
	.long	22
	.long	0
	.long	2
.LCPI0_458:
	.long	13
	.long	23
	.long	0
	.long	3
.LCPI0_459:
	.long	14
	.long	24
	.long	0
	.long	4
.LCPI0_460:
	.long	15
	.long	25
	.long	0
	.long	5
.LCPI0_461:
	.long	0
	.long	10
	.long	0
	.long	22
.LCPI0_462:
	.long	1
	.long	11
	.long	0
	.long	23
.LCPI0_463:
	.long	8
	.long	9
	.long	26
	.long	26
.LCPI0_464:
	.long	9
	.long	9
	.long	26
	.long	27
.LCPI0_467:
	.long	8
	.long	10
	.long	24
	.long	27
.LCPI0_468:
	.long	28
	.long	0
	.long	0
	.long	14
.LCPI0_469:
	.long	29
	.long	0
	.long	1
	.long	15
.LCPI0_470:
	.long	8
	.long	11
	.long	25
	.long	27
.LCPI0_475:
	.long	0
	.long	14
	.long	28
	.long	0
.LCPI0_477:
	.long	1
	.long	15
	.long	29
	.long	0
.LCPI0_478:
	.long	18
	.long	0
	.long	14
	.long	0
.LCPI0_479:
	.long	19
	.long	1
	.long	15
	.long	0
.LCPI0_482:
	.long	12
	.long	23
	.long	0
	.long	1
.LCPI0_483:
	.long	13
	.long	24
	.long	0
	.long	2
.LCPI0_484:
	.long	14
	.long	25
	.long	0
	.long	3
.LCPI0_485:
	.long	15
	.long	26
	.long	0
	.long	4
.LCPI0_486:
	.long	0
	.long	11
	.long	0
	.long	21
.LCPI0_487:
	.long	1
	.long	12
	.long	0
	.long	22
.LCPI0_488:
	.long	2
	.long	13
	.long	0
	.long	23
.LCPI0_490:
	.long	3
	.long	14
	.long	0
	.long	24
.LCPI0_492:
	.long	4
	.long	15
	.long	0
	.long	25
.LCPI0_494:
	.long	0
	.long	0
	.long	11
	.long	22
.LCPI0_495:
	.long	22
	.long	0
	.long	0
	.long	11
.LCPI0_496:
	.long	0
	.long	1
	.long	12
	.long	23
.LCPI0_497:
	.long	5
	.long	14
	.long	23
	.long	0
.LCPI0_498:
	.long	6
	.long	15
	.long	24
	.long	0
.LCPI0_499:
	.long	23
	.long	0
	.long	9
	.long	0
.LCPI0_500:
	.long	24
	.long	1
	.long	10
	.long	0
.LCPI0_501:
	.long	9
	.long	18
	.long	27
	.long	0
.LCPI0_502:
	.long	10
	.long	19
	.long	28
	.long	1
.LCPI0_503:
	.long	11
	.long	20
	.long	29
	.long	2
.LCPI0_504:
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
.LCPI0_383:
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
	movq	%rsp, %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	andq	$-64, %rsp
	subq	$64, %rsp
	movq	$0, (%rsp)
	movq	%rsp, %r11
	subq	$106496, %r11
.LBB0_1:
	subq	$4096, %rsp
	movq	$0, (%rsp)
	cmpq	%r11, %rsp
	jne	.LBB0_1
	subq	$2240, %rsp
	movq	(%rdi), %rax
	movq	%rax, 2408(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, 2400(%rsp)
	movq	16(%rdi), %rax
	movq	%rax, 944(%rsp)
	movq	24(%rdi), %r11
	movq	32(%rdi), %rax
	movq	%rax, 40(%rsp)
	movq	40(%rdi), %rax
	movq	%rax, 104(%rsp)
	movq	48(%rdi), %r12
	movq	56(%rdi), %rax
	movq	%rax, 5824(%rsp)
	movq	64(%rdi), %rbx
	vmovss	72(%rdi), %xmm16
	movq	80(%rdi), %r14
	vmovss	88(%rdi), %xmm10
	movl	92(%rdi), %r15d
	movl	96(%rdi), %eax
	movl	%eax, 3648(%rsp)
	movq	104(%rdi), %rax
	movq	%rax, 3712(%rsp)
	movq	112(%rdi), %r9
	movq	120(%rdi), %rax
	movq	%rax, 704(%rsp)
	movq	128(%rdi), %rax
	movq	%rax, 1472(%rsp)
	movq	136(%rdi), %r8
	movq	144(%rdi), %rdi
	leaq	-1(%r12), %rsi
	cmpq	$31, %rsi
	movl	$1, %ecx
	cmovbl	%r12d, %ecx
	movw	$512, %ax
	xorl	%edx, %edx
	divw	%cx
	movzwl	%ax, %eax
	movq	%rax, 2392(%rsp)
	movq	%rsi, 1144(%rsp)
	cmpq	$30, %rsi
	ja	.LBB0_9
	movq	%r12, %rax
	imulq	2392(%rsp), %rax
	cmpq	$2, %rax
	movl	$1, %r10d
	cmovaeq	%rax, %r10
	jae	.LBB0_5
	xorl	%ecx, %ecx
	jmp	.LBB0_8
.LBB0_5:
	movq	%r9, 768(%rsp)
	movq	%r14, %r9
	movq	%rdi, %r13
	movq	%r11, %r14
	movl	%r10d, %r11d
	andl	$32766, %r11d
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_6:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divw	%r12w
	movl	%eax, %esi
	movl	%ecx, %eax
	xorl	%edx, %edx
	divw	%r12w
	movzwl	%si, %eax
	movl	%eax, 17088(%rsp,%rcx,4)
	movzwl	%dx, %eax
	movl	%eax, 15040(%rsp,%rcx,4)
	leal	1(%rcx), %esi
	movl	%esi, %eax
	xorl	%edx, %edx
	divw	%r12w
	movl	%eax, %edi
	movl	%esi, %eax
	xorl	%edx, %edx
	divw	%r12w
	movzwl	%di, %eax
	movl	%eax, 17092(%rsp,%rcx,4)
	movzwl	%dx, %eax
	movl	%eax, 15044(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r11
	jne	.LBB0_6
	testb	$1, %r10b
	movq	%r14, %r11
	movq	%r13, %rdi
	movq	%r9, %r14
	movq	768(%rsp), %r9
	je	.LBB0_9
.LBB0_8:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divw	%r12w
	movl	%eax, %esi
	movl	%ecx, %eax
	xorl	%edx, %edx
	divw	%r12w
	movzwl	%si, %eax
	movl	%eax, 17088(%rsp,%rcx,4)
	movzwl	%dx, %eax
	movl	%eax, 15040(%rsp,%rcx,4)
.LBB0_9:
	testl	%r15d, %r15d
	sete	%al
	testq	%r14, %r14
	setne	%cl
	andb	%al, %cl
	vmovss	.LCPI0_0(%rip), %xmm0
	vucomiss	%xmm10, %xmm0
	seta	%dl
	andb	%al, %dl
	movb	%cl, 71(%rsp)
	movl	%ecx, %esi
	movb	%dl, 55(%rsp)
	orb	%dl, %sil
	movq	%r8, %r13
	imulq	3712(%rsp), %r13
	movl	3648(%rsp), %ecx
	testl	%ecx, %ecx
	movq	%r12, 32(%rsp)
	movq	%rbx, 72(%rsp)
	vmovss	%xmm10, 60(%rsp)
	movl	%r15d, 56(%rsp)
	vmovaps	%xmm16, 112(%rsp)
	movq	%r11, 448(%rsp)
	je	.LBB0_114
	testb	%sil, %sil
	jne	.LBB0_114
	cmpl	$1, %ecx
	movb	%sil, 312(%rsp)
	jne	.LBB0_21
	movq	%r13, 1136(%rsp)
	movq	%rdi, 5504(%rsp)
	movq	%r14, 304(%rsp)
	imulq	40(%rsp), %r12
	movq	944(%rsp), %rax
	leaq	(%rax,%r12,4), %rdx
	movq	1472(%rsp), %r11
	movq	%r11, %rcx
	subq	704(%rsp), %rcx
	movq	%rcx, 416(%rsp)
	movq	%rdx, 912(%rsp)
	movq	%r12, 832(%rsp)
	jbe	.LBB0_24
	movq	704(%rsp), %rsi
	vpbroadcastq	%rsi, %zmm31
	vbroadcastss	%xmm16, %zmm21
	leaq	(%rax,%r12,4), %r8
	addq	$64, %r8
	leaq	1024(%rsi), %r9
	movq	%rsi, %r10
	negq	%r10
	leaq	(%rdx,%rsi,4), %rbx
	vbroadcastss	.LCPI0_2(%rip), %zmm1
	vmovss	.LCPI0_2(%rip), %xmm2
	vxorps	%xmm28, %xmm28, %xmm28
	xorl	%ecx, %ecx
	vbroadcastss	.LCPI0_5(%rip), %zmm24
	vbroadcastss	.LCPI0_6(%rip), %zmm25
	vpbroadcastd	.LCPI0_5(%rip), %zmm29
	vmovss	.LCPI0_0(%rip), %xmm27
	xorl	%r14d, %r14d
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	vmovaps	%zmm1, %zmm5
	vpxor	%xmm11, %xmm11, %xmm11
	vpxor	%xmm13, %xmm13, %xmm13
	vmovaps	%zmm1, %zmm12
	vmovaps	%zmm1, %zmm14
	vxorps	%xmm16, %xmm16, %xmm16
	vpxord	%xmm18, %xmm18, %xmm18
	vmovaps	%zmm1, %zmm17
	vmovaps	%zmm1, %zmm19
	vpxor	%xmm6, %xmm6, %xmm6
	vpxor	%xmm9, %xmm9, %xmm9
	vmovaps	%zmm1, %zmm7
	vmovaps	%zmm1, %zmm10
	movq	%rsi, %r12
	vmovaps	%xmm2, %xmm15
	xorl	%edi, %edi
	vmovaps	%xmm2, %xmm8
	xorl	%esi, %esi
	vmovaps	%xmm2, %xmm0
	xorl	%edx, %edx
	jmp	.LBB0_16
	.p2align	4
.LBB0_14:
	vmovaps	112(%rsp), %xmm30
	vmovdqa64	%zmm21, %zmm29
	vmovaps	%zmm22, %zmm21
	vmovaps	192(%rsp), %xmm0
	vmovaps	%xmm23, %xmm27
.LBB0_15:
	vmovaps	%xmm30, %xmm26
	movq	320(%rsp), %r14
	addq	$1024, %r14
	addq	$1024, %r9
	movq	768(%rsp), %r10
	addq	$-1024, %r10
	movq	1472(%rsp), %r11
	movq	512(%rsp), %r12
	cmpq	%r11, %r12
	movl	56(%rsp), %r15d
	vxorps	%xmm28, %xmm28, %xmm28
	jae	.LBB0_25
.LBB0_16:
	vmovaps	%xmm27, %xmm23
	vmovaps	%xmm0, 192(%rsp)
	cmpq	%r9, %r11
	movq	%r9, %r13
	cmovbq	%r11, %r13
	leaq	1024(%r12), %rax
	cmpq	%r11, %rax
	movq	%rax, 512(%rsp)
	cmovbq	%rax, %r11
	movq	%r11, %rax
	subq	%r12, %rax
	andq	$-32, %rax
	addq	%r12, %rax
	cmpq	%rax, %r12
	vmovaps	%zmm21, %zmm22
	vmovdqa64	%zmm29, %zmm21
	vbroadcastss	.LCPI0_0(%rip), %zmm0
	jae	.LBB0_18
	.p2align	4
.LBB0_17:
	vpbroadcastq	%r12, %zmm27
	vpsubq	%zmm31, %zmm27, %zmm30
	vmovups	-64(%r8,%r12,4), %zmm20
	vmovdqa64	%zmm31, %zmm29
	vmovups	(%r8,%r12,4), %zmm31
	vcmpunordps	%zmm28, %zmm20, %k2
	vmovaps	%zmm0, %zmm27 {%k2} {z}
	vcmpeqps	%zmm24, %zmm20, %k1
	vxorps	%xmm0, %xmm0, %xmm0
	vbroadcastss	.LCPI0_0(%rip), %zmm26
	vmovaps	%zmm26, %zmm28 {%k1} {z}
	vmulps	%zmm20, %zmm22, %zmm26
	vandps	%zmm25, %zmm26, %zmm26
	vpcmpeqd	%zmm21, %zmm26, %k1
	vmulps	%zmm31, %zmm22, %zmm26
	vandps	%zmm25, %zmm26, %zmm26
	vpcmpeqd	%zmm21, %zmm26, %k3
	vandps	%zmm25, %zmm20, %zmm26
	vcmpneq_oqps	%zmm24, %zmm26, %k4 {%k1}
	vandps	%zmm25, %zmm31, %zmm26
	vcmpneq_oqps	%zmm24, %zmm26, %k1 {%k3}
	vbroadcastss	.LCPI0_0(%rip), %zmm26
	vmovaps	%zmm26, %zmm26 {%k4} {z}
	vpmovqd	%zmm30, %ymm30
	vinserti64x4	$1, %ymm30, %zmm30, %zmm30
	vcmpltps	%zmm20, %zmm7, %k0
	vcmpordps	%zmm0, %zmm7, %k2 {%k2}
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
	vcmpunordps	%zmm0, %zmm31, %k3
	vcmpltps	%zmm31, %zmm10, %k0
	vcmpordps	%zmm0, %zmm10, %k2 {%k3}
	vbroadcastss	.LCPI0_0(%rip), %zmm0
	korw	%k2, %k0, %k2
	vcmpeqps	%zmm24, %zmm31, %k4
	vmovaps	%zmm31, %zmm10 {%k2}
	vmovdqa64	%zmm29, %zmm31
	vmaxps	%zmm17, %zmm27, %zmm17
	vmovaps	%zmm0, %zmm20 {%k3} {z}
	vcmpltps	%zmm20, %zmm19, %k3
	vmaxps	%zmm19, %zmm20, %zmm19
	vmaxps	%zmm12, %zmm28, %zmm12
	vxorps	%xmm28, %xmm28, %xmm28
	vmovaps	%zmm0, %zmm20 {%k4} {z}
	vcmpltps	%zmm20, %zmm14, %k4
	vmaxps	%zmm14, %zmm20, %zmm14
	vmaxps	%zmm1, %zmm26, %zmm1
	vmovaps	%zmm0, %zmm20 {%k1} {z}
	vcmpltps	%zmm20, %zmm5, %k1
	vmaxps	%zmm5, %zmm20, %zmm5
	vpaddd	.LCPI0_8(%rip), %zmm30, %zmm20
	vmovdqa32	%zmm20, %zmm9 {%k2}
	vmovdqa32	%zmm20, %zmm18 {%k3}
	vmovdqa32	%zmm20, %zmm13 {%k4}
	vmovdqa32	%zmm20, %zmm4 {%k1}
	addq	$32, %r12
	cmpq	%rax, %r12
	jb	.LBB0_17
.LBB0_18:
	cmpq	%r11, %rax
	movq	%r10, 768(%rsp)
	movq	%r14, 320(%rsp)
	jae	.LBB0_14
	addq	%r10, %r13
	andq	$-32, %r13
	addq	%r14, %r13
	vmovaps	112(%rsp), %xmm30
	vmovdqa64	%zmm21, %zmm29
	vmovaps	%zmm22, %zmm21
	vmovaps	192(%rsp), %xmm0
	vmovss	.LCPI0_5(%rip), %xmm22
	vmovaps	%xmm23, %xmm27
	.p2align	4
.LBB0_20:
	vmovd	(%rbx,%r13,4), %xmm20
	vmovd	%xmm20, %eax
	vucomiss	%xmm20, %xmm20
	setp	%r15b
	vmulss	%xmm20, %xmm30, %xmm26
	vmovd	%xmm26, %r12d
	andl	$2147483647, %r12d
	cmpl	$2139095040, %r12d
	sete	%r12b
	andl	$2147483647, %eax
	cmpl	$2139095040, %eax
	setl	%al
	vucomiss	%xmm2, %xmm20
	seta	%r10b
	vucomiss	%xmm2, %xmm2
	setnp	%r14b
	andb	%r15b, %r14b
	kmovd	%r15d, %k1
	kmovd	%r12d, %k2
	vmovss	%xmm27, %xmm27, %xmm26 {%k1} {z}
	vcmpgess	%xmm22, %xmm20, %k1
	vmovss	%xmm23, %xmm23, %xmm27 {%k1} {z}
	kmovd	%eax, %k1
	vmovss	%xmm23, %xmm23, %xmm28 {%k1} {z}
	vmovss	%xmm28, %xmm28, %xmm28 {%k2} {z}
	orb	%r10b, %r14b
	kmovd	%r14d, %k1
	vmovss	%xmm20, %xmm2, %xmm2 {%k1}
	cmovneq	%r13, %rcx
	vucomiss	%xmm15, %xmm26
	cmovaq	%r13, %rdi
	vmaxss	%xmm15, %xmm26, %xmm15
	vucomiss	%xmm8, %xmm27
	vmaxss	%xmm8, %xmm27, %xmm8
	vmovaps	%xmm23, %xmm27
	cmovaq	%r13, %rsi
	vucomiss	%xmm0, %xmm28
	vmaxss	%xmm0, %xmm28, %xmm0
	cmovaq	%r13, %rdx
	movq	704(%rsp), %rax
	addq	%r13, %rax
	incq	%rax
	incq	%r13
	cmpq	%r11, %rax
	jb	.LBB0_20
	jmp	.LBB0_15
.LBB0_21:
	vxorps	%xmm0, %xmm0, %xmm0
	testq	%r9, %r9
	je	.LBB0_71
	movl	%r9d, %eax
	andl	$3, %eax
	cmpq	$4, %r9
	jae	.LBB0_72
	vmovss	.LCPI0_2(%rip), %xmm1
	xorl	%ecx, %ecx
	jmp	.LBB0_75
.LBB0_24:
	vmovaps	%xmm16, %xmm26
	vbroadcastss	.LCPI0_2(%rip), %zmm1
	vmovss	.LCPI0_2(%rip), %xmm0
	vpxor	%xmm3, %xmm3, %xmm3
	xorl	%edx, %edx
	vpxor	%xmm4, %xmm4, %xmm4
	vmovaps	%zmm1, %zmm5
	vpxor	%xmm11, %xmm11, %xmm11
	vpxor	%xmm13, %xmm13, %xmm13
	vmovaps	%zmm1, %zmm12
	vmovaps	%zmm1, %zmm14
	vxorps	%xmm16, %xmm16, %xmm16
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
	cmpq	$31, 416(%rsp)
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
	sete	%r14b
	andb	%bl, %r14b
	orb	%r10b, %r9b
	kmovd	%r9d, %k1
	andb	%r10b, %r14b
	orb	%r11b, %r14b
	kmovd	%r14d, %k2
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
	sete	%r14b
	andb	%bl, %r14b
	orb	%r10b, %r9b
	kmovd	%r9d, %k1
	andb	%r10b, %r14b
	orb	%r11b, %r14b
	kmovd	%r14d, %k2
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
	sete	%r14b
	andb	%bl, %r14b
	orb	%r10b, %r9b
	kmovd	%r9d, %k1
	andb	%r10b, %r14b
	orb	%r11b, %r14b
	kmovd	%r14d, %k2
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
	vpcmpltud	%zmm3, %zmm4, %k2
	vcmpltps	%zmm5, %zmm1, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%zmm1, %zmm5, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandw	%k0, %k1, %k1
	kandnw	%k2, %k0, %k0
	korw	%k0, %k1, %k1
	vmovaps	%zmm5, %zmm1 {%k1}
	vmovdqa32	%zmm4, %zmm3 {%k1}
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
	sete	%r14b
	andb	%bl, %r14b
	orb	%r10b, %r9b
	kmovd	%r9d, %k1
	andb	%r10b, %r14b
	orb	%r11b, %r14b
	kmovd	%r14d, %k2
	movl	56(%rsp), %r15d
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
	movq	72(%rsp), %r8
	vmovss	60(%rsp), %xmm10
	movq	5824(%rsp), %r9
	movq	448(%rsp), %r11
	vmovaps	%xmm26, %xmm16
	movq	304(%rsp), %r14
	movq	1136(%rsp), %r13
	testl	%r15d, %r15d
	setne	%al
	movq	704(%rsp), %rbx
	addl	%ebx, %edi
	movq	5504(%rsp), %r10
	vmovss	%xmm15, 4(%r10,%r13,4)
	movl	%edi, 8(%r10,%r13,4)
	movq	%r10, %rdi
	addl	%ebx, %esi
	vmovss	%xmm8, 12(%r10,%r13,4)
	movl	%esi, 16(%r10,%r13,4)
	addl	%ebx, %ecx
	vmovss	%xmm2, 20(%r10,%r13,4)
	movl	%ecx, 24(%r10,%r13,4)
	vmovss	%xmm2, 28(%r10,%r13,4)
	movl	%ecx, 32(%r10,%r13,4)
	vmovss	%xmm0, 36(%r10,%r13,4)
	addl	%ebx, %edx
	movl	%edx, 40(%r10,%r13,4)
	vmovss	.LCPI0_0(%rip), %xmm0
	vucomiss	%xmm10, %xmm0
	seta	%cl
	orb	%al, %cl
	movq	32(%rsp), %r12
	movl	3648(%rsp), %ecx
	movzbl	312(%rsp), %esi
	jne	.LBB0_113
	movq	704(%rsp), %rax
	cmpq	%rax, 1472(%rsp)
	jbe	.LBB0_109
	movl	$3528531795, %ecx
	movq	704(%rsp), %r15
	leaq	(,%r15,4), %rax
	leaq	(%rax,%r12,4), %rax
	movq	%rax, 192(%rsp)
	movq	%r9, %rbx
	shrq	$32, %rbx
	movl	%r8d, %edi
	addq	$-78811644, %rcx
	movq	%rcx, 768(%rsp)
	imulq	%rcx, %rdi
	movq	%rdi, %rcx
	shrq	$32, %rcx
	movq	40(%rsp), %rdx
	xorl	%r9d, %edx
	xorl	%ecx, %edx
	movq	%r8, %r10
	movq	%rdx, %rax
	movl	$3528531795, %r8d
	xorq	%r9, %r10
	leaq	(%r9,%r8), %rcx
	addq	$-874096026, %rcx
	leaq	(%rbx,%r8), %rdx
	addq	$-384397518, %rdx
	imulq	%r8, %rax
	movq	%rax, %r12
	shrq	$32, %r12
	xorq	%rdx, %r12
	leaq	1993301258(%rbx), %rdx
	leaq	842468239(%rbx), %r14
	leaq	(%rbx,%r8), %r13
	addq	$458070721, %r13
	vmovq	%rcx, %xmm0
	vmovq	%rdi, %xmm1
	xorq	%rcx, %rdi
	movq	%rdi, 4608(%rsp)
	movl	%edi, %ecx
	vpbroadcastq	%rcx, %zmm2
	vmovdqa64	%zmm2, 6528(%rsp)
	leaq	(%rbx,%r8), %rsi
	addq	$-692762298, %rsi
	vmovq	%rdx, %xmm2
	vmovq	%rax, %xmm3
	xorq	%rdx, %rax
	movq	%r12, %rdx
	movq	%rax, 2112(%rsp)
	movl	%eax, %ecx
	vpbroadcastq	%rcx, %zmm24
	leaq	1684936478(%rbx), %rcx
	leaq	(%rbx,%r8), %r12
	addq	$149705941, %r12
	addq	$534103459, %rbx
	movq	%r15, %rax
	notq	%r15
	movq	%r15, 5888(%rsp)
	movq	%rax, %r15
	vpbroadcastq	%r10, %zmm29
	vpxor	%xmm1, %xmm0, %xmm0
	vpbroadcastq	%rdx, %zmm27
	leaq	1013904242(%r9), %rax
	movq	%rax, 176(%rsp)
	vpbroadcastq	%rax, %zmm1
	vmovdqa64	%zmm1, 2688(%rsp)
	vpxor	%xmm3, %xmm2, %xmm1
	leaq	139808216(%r9,%r8), %rax
	movq	%rax, 3904(%rsp)
	vpbroadcastq	%rax, %zmm31
	movq	%r14, 1024(%rsp)
	vpbroadcastq	%r14, %zmm25
	leaq	2027808484(%r9), %rax
	movq	%rax, 6464(%rsp)
	vpbroadcastq	%rax, %zmm21
	movq	%r13, 6720(%rsp)
	vpbroadcastq	%r13, %zmm2
	vmovdqa64	%zmm2, 6400(%rsp)
	leaq	387276957(%r9), %rax
	movq	%rax, 3840(%rsp)
	vpbroadcastq	%rax, %zmm23
	movq	%rsi, 3456(%rsp)
	vpbroadcastq	%rsi, %zmm19
	leaq	-486819069(%r9,%r8), %rax
	movq	%rax, 1984(%rsp)
	vpbroadcastq	%rax, %zmm28
	movq	%rcx, 128(%rsp)
	vpbroadcastq	%rcx, %zmm20
	leaq	1401181199(%r9), %rax
	movq	%rax, 4032(%rsp)
	vpbroadcastq	%rax, %zmm2
	vmovdqa64	%zmm2, 3200(%rsp)
	vpbroadcastq	%rbx, %zmm2
	vmovdqa64	%zmm2, 5760(%rsp)
	movq	%r12, 4672(%rsp)
	vpbroadcastq	%r12, %zmm18
	leal	-1879881855(%r9), %eax
	movl	%eax, 1728(%rsp)
	vpbroadcastd	%eax, %zmm17
	vpbroadcastq	%xmm0, %zmm0
	vmovdqa64	%zmm0, 3136(%rsp)
	vpbroadcastq	%xmm1, %zmm0
	vmovdqa64	%zmm0, 1344(%rsp)
	vpbroadcastq	%r15, %zmm30
	vbroadcastss	%xmm16, %zmm7
	movq	%r15, %rdi
	negq	%rdi
	movq	192(%rsp), %rsi
	leaq	(%r11,%rsi), %rcx
	movq	%rcx, 3072(%rsp)
	movq	%r11, %rcx
	addq	%r11, %rsi
	addq	$192, %rsi
	movq	%rsi, 440(%rsp)
	movl	$1, %eax
	subq	%r15, %rax
	movq	%rax, 3584(%rsp)
	vpbroadcastd	.LCPI0_2(%rip), %zmm0
	vmovss	.LCPI0_2(%rip), %xmm8
	vmovsd	.LCPI0_20(%rip), %xmm2
	vmovsd	.LCPI0_26(%rip), %xmm6
	vmovsd	.LCPI0_27(%rip), %xmm3
	movq	944(%rsp), %rax
	movq	832(%rsp), %rsi
	leaq	4(%rax,%rsi,4), %r11
	leaq	1024(%r15), %r9
	movq	912(%rsp), %rax
	leaq	(%rax,%r15,4), %rax
	addq	$64, %rax
	movq	%rax, 2880(%rsp)
	xorl	%eax, %eax
	movq	%rcx, 4736(%rsp)
	movq	%rdi, 1280(%rsp)
	movq	%r9, 5696(%rsp)
	xorl	%esi, %esi
	vpbroadcastq	.LCPI0_14(%rip), %zmm22
	vpxor	%xmm9, %xmm9, %xmm9
	vxorps	%xmm13, %xmm13, %xmm13
	vmovdqa64	%zmm0, %zmm11
	vmovdqa64	%zmm0, %zmm14
	movq	1472(%rsp), %rcx
	movq	%r10, 6336(%rsp)
	movq	%rdx, 3392(%rsp)
	vmovdqa64	%zmm24, 6848(%rsp)
	vmovdqa64	%zmm29, 3008(%rsp)
	vmovdqa64	%zmm27, 5248(%rsp)
	vmovdqa64	%zmm18, 4224(%rsp)
	vmovdqa64	%zmm17, 6144(%rsp)
	vmovdqa64	%zmm30, 4096(%rsp)
	vmovaps	%zmm7, 5120(%rsp)
	movq	%rbx, 144(%rsp)
	vmovdqa64	%zmm31, 4352(%rsp)
	vmovdqa64	%zmm25, 4288(%rsp)
	vmovdqa64	%zmm21, 2304(%rsp)
	vmovdqa64	%zmm23, 2624(%rsp)
	vmovdqa64	%zmm19, 3776(%rsp)
	vmovdqa64	%zmm28, 2240(%rsp)
	vmovdqa64	%zmm20, 5184(%rsp)
	movq	%rdi, 6784(%rsp)
	movq	%r11, 5056(%rsp)
	jmp	.LBB0_32
	.p2align	4
.LBB0_30:
	movq	32(%rsp), %r12
	vmovsd	.LCPI0_26(%rip), %xmm6
	vmovdqa64	%zmm20, %zmm27
.LBB0_31:
	movq	1664(%rsp), %rax
	incq	%rax
	movq	2560(%rsp), %r9
	addq	$1024, %r9
	addq	$-1024, 1280(%rsp)
	addq	$-4096, 4736(%rsp)
	addq	$4096, 2880(%rsp)
	movq	1472(%rsp), %rcx
	movq	2816(%rsp), %r15
	cmpq	%rcx, %r15
	movq	3392(%rsp), %rdx
	vmovsd	.LCPI0_20(%rip), %xmm2
	vmovsd	.LCPI0_27(%rip), %xmm3
	jae	.LBB0_110
.LBB0_32:
	vmovdqa64	%zmm14, 2944(%rsp)
	vmovaps	%zmm13, 2432(%rsp)
	vmovdqa64	%zmm11, 2496(%rsp)
	vmovdqa64	%zmm9, 2176(%rsp)
	movq	%r15, %rbx
	cmpq	%r9, %rcx
	movq	%r9, 2560(%rsp)
	movq	%r9, %r8
	cmovbq	%rcx, %r8
	movq	%rax, 1664(%rsp)
	movq	%rax, %r11
	shlq	$10, %r11
	movq	5696(%rsp), %rax
	leaq	(%rax,%r11), %r9
	cmpq	%r9, %rcx
	cmovbq	%rcx, %r9
	movq	704(%rsp), %rax
	movq	%r11, 4800(%rsp)
	addq	%r11, %rax
	movq	%r8, %r11
	movq	%r9, 4160(%rsp)
	subq	%rax, %r9
	movq	%r9, 1152(%rsp)
	leaq	1024(%r15), %rax
	cmpq	%rcx, %rax
	movq	%rcx, %r15
	movq	%rax, 2816(%rsp)
	cmovbq	%rax, %r15
	movq	%r15, %r8
	movq	%rbx, 1216(%rsp)
	subq	%rbx, %r8
	jbe	.LBB0_59
	movq	%r8, 6080(%rsp)
	movq	%r15, 5952(%rsp)
	movq	%rsi, 3520(%rsp)
	movq	1280(%rsp), %rax
	leaq	(%r11,%rax), %rcx
	movq	%rcx, %rax
	andq	$-8, %rax
	movq	%rax, 5632(%rsp)
	andq	$-64, %rcx
	movq	%rcx, 6016(%rsp)
	movq	1216(%rsp), %r9
	cmpq	$8, 1152(%rsp)
	movq	6720(%rsp), %r8
	movq	144(%rsp), %rbx
	movq	%r11, 512(%rsp)
	movq	768(%rsp), %r10
	movq	3456(%rsp), %rdi
	movq	128(%rsp), %r12
	movq	176(%rsp), %r14
	movq	6464(%rsp), %rsi
	jb	.LBB0_44
	movq	%r8, %r15
	movq	1152(%rsp), %rdx
	cmpq	$64, %rdx
	jae	.LBB0_36
	vmovdqa64	%zmm24, %zmm30
	vmovdqa64	%zmm25, %zmm24
	vmovdqa64	%zmm31, %zmm25
	vmovdqa64	6528(%rsp), %zmm31
	xorl	%r14d, %r14d
	movq	1216(%rsp), %rsi
	movq	%rsi, %rdi
	movq	3072(%rsp), %rdx
	vmovdqa64	2688(%rsp), %zmm14
	vmovdqa64	5760(%rsp), %zmm15
	vmovdqa64	6144(%rsp), %zmm17
	vmovdqa64	4224(%rsp), %zmm18
	vmovdqa64	3776(%rsp), %zmm19
	vmovdqa64	5184(%rsp), %zmm20
	vmovdqa64	2304(%rsp), %zmm21
	vmovdqa64	2624(%rsp), %zmm23
	vmovdqa64	2240(%rsp), %zmm28
	jmp	.LBB0_41
.LBB0_36:
	vmovaps	%xmm8, 672(%rsp)
	movq	%rdx, %r14
	andq	$-64, %r14
	movq	1216(%rsp), %rax
	leaq	(%rax,%r14), %rsi
	movq	%rsi, 4544(%rsp)
	vpbroadcastq	%rax, %zmm0
	vpaddq	.LCPI0_9(%rip), %zmm0, %zmm1
	vpaddq	.LCPI0_10(%rip), %zmm0, %zmm2
	xorl	%r12d, %r12d
	movq	440(%rsp), %rax
	vpbroadcastq	.LCPI0_15(%rip), %zmm18
	movq	6016(%rsp), %rsi
	vmovdqa64	2688(%rsp), %zmm31
	vmovdqa64	3136(%rsp), %zmm26
	vpbroadcastq	.LCPI0_11(%rip), %zmm25
	.p2align	4
.LBB0_37:
	vmovdqa64	%zmm2, 320(%rsp)
	vmovdqa64	%zmm1, 192(%rsp)
	vpaddq	%zmm25, %zmm2, %zmm0
	vpaddq	192(%rsp), %zmm25, %zmm1
	vpbroadcastq	.LCPI0_12(%rip), %zmm4
	vpaddq	%zmm4, %zmm2, %zmm3
	vpaddq	192(%rsp), %zmm4, %zmm2
	vpbroadcastq	.LCPI0_13(%rip), %zmm5
	vpaddq	320(%rsp), %zmm5, %zmm4
	vpaddq	192(%rsp), %zmm5, %zmm5
	vpmuludq	192(%rsp), %zmm22, %zmm9
	vpmuludq	320(%rsp), %zmm22, %zmm17
	vpmuludq	%zmm22, %zmm1, %zmm11
	vpmuludq	%zmm22, %zmm0, %zmm21
	vpmuludq	%zmm22, %zmm2, %zmm2
	vpmuludq	%zmm22, %zmm3, %zmm15
	vpmuludq	%zmm22, %zmm5, %zmm1
	vpmuludq	%zmm22, %zmm4, %zmm12
	vpxorq	%zmm17, %zmm29, %zmm0
	vpxorq	%zmm9, %zmm29, %zmm3
	vpxorq	%zmm21, %zmm29, %zmm4
	vpxorq	%zmm11, %zmm29, %zmm5
	vpxorq	%zmm15, %zmm29, %zmm6
	vpxorq	%zmm2, %zmm29, %zmm7
	vpxorq	%zmm12, %zmm29, %zmm8
	vpxorq	%zmm1, %zmm29, %zmm10
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm8, %zmm13
	vpmuludq	%zmm18, %zmm0, %zmm28
	vpmuludq	%zmm18, %zmm3, %zmm23
	vpmuludq	%zmm18, %zmm4, %zmm8
	vpmuludq	%zmm18, %zmm5, %zmm14
	vmovdqa64	%zmm14, 2752(%rsp)
	vpmuludq	%zmm18, %zmm6, %zmm5
	vpmuludq	%zmm18, %zmm7, %zmm7
	vpmuludq	%zmm18, %zmm13, %zmm19
	vpmuludq	%zmm18, %zmm10, %zmm0
	vpsrlq	$32, %zmm23, %zmm3
	vpsrlq	$32, %zmm28, %zmm4
	vpsrlq	$32, %zmm14, %zmm10
	vpsrlq	$32, %zmm8, %zmm6
	vpsrlq	$32, %zmm7, %zmm16
	vmovdqa64	%zmm7, %zmm13
	vpsrlq	$32, %zmm5, %zmm20
	vpsrlq	$32, %zmm0, %zmm24
	vmovdqa64	%zmm0, %zmm14
	vpsrlq	$32, %zmm19, %zmm25
	vmovdqa64	%zmm19, %zmm7
	vpxorq	%zmm26, %zmm4, %zmm4
	vmovdqa64	%zmm27, %zmm19
	vpmuludq	%zmm22, %zmm4, %zmm27
	vmovdqa64	%zmm27, 1856(%rsp)
	vpxorq	%zmm26, %zmm3, %zmm3
	vpmuludq	%zmm22, %zmm3, %zmm29
	vmovdqa64	%zmm29, 3264(%rsp)
	vpxorq	%zmm26, %zmm6, %zmm3
	vpmuludq	%zmm22, %zmm3, %zmm30
	vmovdqa64	%zmm30, 832(%rsp)
	vpxorq	%zmm26, %zmm10, %zmm3
	vpmuludq	%zmm22, %zmm3, %zmm4
	vmovdqa64	%zmm4, 1920(%rsp)
	vpxorq	%zmm26, %zmm20, %zmm3
	vpmuludq	%zmm22, %zmm3, %zmm0
	vpxorq	%zmm26, %zmm16, %zmm3
	vpmuludq	%zmm22, %zmm3, %zmm16
	vmovdqa64	%zmm16, 1792(%rsp)
	vpxorq	%zmm26, %zmm25, %zmm3
	vpmuludq	%zmm22, %zmm3, %zmm20
	vpxorq	%zmm26, %zmm24, %zmm3
	vpmuludq	%zmm22, %zmm3, %zmm6
	vpsrlq	$32, %zmm29, %zmm3
	vmovdqa64	%zmm3, 576(%rsp)
	vpxorq	%zmm17, %zmm19, %zmm3
	vpmuludq	%zmm18, %zmm3, %zmm17
	vpsrlq	$32, %zmm27, %zmm24
	vpxorq	%zmm9, %zmm19, %zmm3
	vpmuludq	%zmm18, %zmm3, %zmm27
	vpxorq	%zmm21, %zmm19, %zmm3
	vpmuludq	%zmm18, %zmm3, %zmm22
	vpxorq	%zmm11, %zmm19, %zmm3
	vpsrlq	$32, %zmm4, %zmm10
	vpmuludq	%zmm18, %zmm3, %zmm21
	vpxorq	%zmm15, %zmm19, %zmm3
	vpmuludq	%zmm18, %zmm3, %zmm15
	vpxorq	%zmm2, %zmm19, %zmm2
	vpmuludq	%zmm18, %zmm2, %zmm9
	vpsrlq	$32, %zmm30, %zmm4
	vpxorq	%zmm12, %zmm19, %zmm2
	vpmuludq	%zmm18, %zmm2, %zmm25
	vpxorq	%zmm1, %zmm19, %zmm1
	vpmuludq	%zmm18, %zmm1, %zmm29
	vpsrlq	$32, %zmm27, %zmm11
	vpsrlq	$32, %zmm16, %zmm30
	vpsrlq	$32, %zmm17, %zmm2
	vpsrlq	$32, %zmm21, %zmm1
	vpternlogq	$150, %zmm31, %zmm28, %zmm2
	vpsrlq	$32, %zmm22, %zmm28
	vpternlogq	$150, %zmm31, %zmm23, %zmm11
	vpsrlq	$32, %zmm0, %zmm19
	vmovdqa64	%zmm0, %zmm26
	vpternlogq	$150, %zmm31, %zmm8, %zmm28
	vpsrlq	$32, %zmm9, %zmm8
	vpternlogq	$150, 2752(%rsp), %zmm31, %zmm1
	vpsrlq	$32, %zmm15, %zmm12
	vpternlogq	$150, %zmm31, %zmm5, %zmm12
	vpsrlq	$32, %zmm20, %zmm16
	vpternlogq	$150, %zmm31, %zmm13, %zmm8
	vpsrlq	$32, %zmm25, %zmm23
	vpternlogq	$150, %zmm31, %zmm7, %zmm23
	vpsrlq	$32, %zmm29, %zmm3
	vpternlogq	$150, %zmm31, %zmm14, %zmm3
	vmovdqa64	1344(%rsp), %zmm5
	vpxorq	%zmm5, %zmm24, %zmm0
	vpmuludq	%zmm18, %zmm0, %zmm31
	vpxorq	576(%rsp), %zmm5, %zmm0
	vpmuludq	%zmm18, %zmm0, %zmm13
	vmovdqa64	%zmm13, 1408(%rsp)
	vpxorq	%zmm5, %zmm4, %zmm0
	vpxorq	%zmm5, %zmm10, %zmm4
	vpmuludq	%zmm18, %zmm0, %zmm10
	vmovdqa64	%zmm10, 2752(%rsp)
	vpmuludq	%zmm18, %zmm4, %zmm7
	vmovdqa64	%zmm7, 1536(%rsp)
	vpxorq	%zmm5, %zmm19, %zmm0
	vpmuludq	%zmm18, %zmm0, %zmm19
	vpxorq	%zmm5, %zmm30, %zmm0
	vpxorq	%zmm5, %zmm16, %zmm14
	vpmuludq	%zmm18, %zmm0, %zmm16
	vpmuludq	%zmm18, %zmm14, %zmm0
	vmovdqa64	%zmm0, 576(%rsp)
	vpsrlq	$32, %zmm31, %zmm14
	vmovdqa64	4352(%rsp), %zmm4
	vpternlogq	$150, %zmm17, %zmm4, %zmm14
	vpsrlq	$32, %zmm13, %zmm30
	vpternlogq	$150, %zmm27, %zmm4, %zmm30
	vpsrlq	$32, %zmm10, %zmm17
	vpternlogq	$150, %zmm22, %zmm4, %zmm17
	vpsrlq	$32, %zmm7, %zmm27
	vpternlogq	$150, %zmm21, %zmm4, %zmm27
	vpsrlq	$32, %zmm19, %zmm22
	vpternlogq	$150, %zmm15, %zmm4, %zmm22
	vpsrlq	$32, %zmm16, %zmm21
	vpternlogq	$150, %zmm9, %zmm4, %zmm21
	vpsrlq	$32, %zmm0, %zmm15
	vpternlogq	$150, %zmm25, %zmm4, %zmm15
	vpsrlq	$32, %zmm6, %zmm0
	vpxorq	%zmm5, %zmm0, %zmm0
	vpmuludq	%zmm18, %zmm0, %zmm0
	vmovdqa64	%zmm0, 960(%rsp)
	vpsrlq	$32, %zmm0, %zmm25
	vpternlogq	$150, %zmm29, %zmm4, %zmm25
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm4
	vmovdqa64	4288(%rsp), %zmm9
	vpternlogq	$150, 3264(%rsp), %zmm9, %zmm4
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm29
	vpsrlq	$32, %zmm29, %zmm13
	vpternlogq	$150, 1856(%rsp), %zmm9, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm1, %zmm24
	vpsrlq	$32, %zmm24, %zmm5
	vpternlogq	$150, 1920(%rsp), %zmm9, %zmm5
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm28, %zmm7
	vpsrlq	$32, %zmm7, %zmm0
	vpternlogq	$150, 832(%rsp), %zmm9, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm8, %zmm1
	vmovdqa64	%zmm1, 3264(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, 1792(%rsp), %zmm9, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm12, %zmm10
	vpsrlq	$32, %zmm10, %zmm1
	vpternlogq	$150, %zmm9, %zmm26, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm12
	vpsrlq	$32, %zmm12, %zmm3
	vpternlogq	$150, %zmm9, %zmm6, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm23, %zmm6
	vmovdqa64	%zmm6, 832(%rsp)
	vpsrlq	$32, %zmm6, %zmm23
	vpternlogq	$150, %zmm9, %zmm20, %zmm23
	vpmuludq	%zmm18, %zmm13, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vmovdqa64	2304(%rsp), %zmm28
	vpternlogq	$150, %zmm28, %zmm31, %zmm8
	vpmuludq	%zmm18, %zmm4, %zmm31
	vpsrlq	$32, %zmm31, %zmm13
	vpternlogq	$150, 1408(%rsp), %zmm28, %zmm13
	vpmuludq	%zmm18, %zmm0, %zmm20
	vpsrlq	$32, %zmm20, %zmm9
	vpternlogq	$150, 2752(%rsp), %zmm28, %zmm9
	vpmuludq	%zmm18, %zmm5, %zmm0
	vmovdqa64	%zmm0, 2752(%rsp)
	vpsrlq	$32, %zmm0, %zmm26
	vpternlogq	$150, 1536(%rsp), %zmm28, %zmm26
	vpmuludq	%zmm18, %zmm1, %zmm0
	vmovdqa64	%zmm0, 1792(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, %zmm28, %zmm19, %zmm4
	vpmuludq	%zmm18, %zmm2, %zmm0
	vmovdqa64	%zmm0, 1920(%rsp)
	vpsrlq	$32, %zmm0, %zmm19
	vpternlogq	$150, %zmm28, %zmm16, %zmm19
	vpmuludq	%zmm18, %zmm23, %zmm0
	vmovdqa64	%zmm0, 1856(%rsp)
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, 576(%rsp), %zmm28, %zmm5
	vpmuludq	%zmm18, %zmm3, %zmm0
	vmovdqa64	%zmm0, 576(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, 960(%rsp), %zmm28, %zmm16
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm30, %zmm0
	vmovdqa64	%zmm0, 960(%rsp)
	vpsrlq	$32, %zmm0, %zmm30
	vmovdqa64	6400(%rsp), %zmm28
	vpternlogq	$150, %zmm11, %zmm28, %zmm30
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm14, %zmm11
	vpsrlq	$32, %zmm11, %zmm2
	vpternlogq	$150, %zmm29, %zmm28, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm27, %zmm0
	vmovdqa64	%zmm0, 1536(%rsp)
	vpsrlq	$32, %zmm0, %zmm27
	vpternlogq	$150, %zmm24, %zmm28, %zmm27
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm17, %zmm0
	vmovdqa64	%zmm0, 1408(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm7, %zmm28, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm21, %zmm21
	vpsrlq	$32, %zmm21, %zmm17
	vpternlogq	$150, 3264(%rsp), %zmm28, %zmm17
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm22, %zmm1
	vpsrlq	$32, %zmm1, %zmm7
	vpternlogq	$150, %zmm10, %zmm28, %zmm7
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm25, %zmm24
	vpsrlq	$32, %zmm24, %zmm25
	vpternlogq	$150, %zmm12, %zmm28, %zmm25
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm12
	vpsrlq	$32, %zmm12, %zmm10
	vpternlogq	$150, 832(%rsp), %zmm28, %zmm10
	vpmuludq	%zmm18, %zmm2, %zmm2
	vmovdqa64	%zmm2, 832(%rsp)
	vpsrlq	$32, %zmm2, %zmm23
	vmovdqa64	2624(%rsp), %zmm22
	vpternlogq	$150, %zmm6, %zmm22, %zmm23
	vpmuludq	%zmm18, %zmm30, %zmm29
	vpsrlq	$32, %zmm29, %zmm14
	vpternlogq	$150, %zmm31, %zmm22, %zmm14
	vpmuludq	%zmm18, %zmm0, %zmm30
	vpsrlq	$32, %zmm30, %zmm6
	vpternlogq	$150, %zmm20, %zmm22, %zmm6
	vpmuludq	%zmm18, %zmm27, %zmm20
	vpsrlq	$32, %zmm20, %zmm15
	vpternlogq	$150, 2752(%rsp), %zmm22, %zmm15
	vpmuludq	%zmm18, %zmm7, %zmm31
	vpsrlq	$32, %zmm31, %zmm7
	vpternlogq	$150, 1792(%rsp), %zmm22, %zmm7
	vpmuludq	%zmm18, %zmm17, %zmm28
	vpsrlq	$32, %zmm28, %zmm3
	vpternlogq	$150, 1920(%rsp), %zmm22, %zmm3
	vpmuludq	%zmm18, %zmm10, %zmm0
	vmovdqa64	%zmm0, 2048(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vpternlogq	$150, 1856(%rsp), %zmm22, %zmm10
	vpmuludq	%zmm18, %zmm25, %zmm0
	vmovdqa64	%zmm0, 2752(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, 576(%rsp), %zmm22, %zmm17
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm13, %zmm25
	vpsrlq	$32, %zmm25, %zmm13
	vmovdqa64	3776(%rsp), %zmm0
	vpternlogq	$150, 960(%rsp), %zmm0, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm8, %zmm2
	vmovdqa64	%zmm2, 960(%rsp)
	vpsrlq	$32, %zmm2, %zmm27
	vpternlogq	$150, %zmm0, %zmm11, %zmm27
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm26, %zmm2
	vmovdqa64	%zmm2, 1792(%rsp)
	vpsrlq	$32, %zmm2, %zmm8
	vpternlogq	$150, 1536(%rsp), %zmm0, %zmm8
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm9, %zmm2
	vmovdqa64	%zmm2, 1920(%rsp)
	vpsrlq	$32, %zmm2, %zmm26
	vpternlogq	$150, 1408(%rsp), %zmm0, %zmm26
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm19, %zmm22
	vpsrlq	$32, %zmm22, %zmm19
	vpternlogq	$150, %zmm0, %zmm21, %zmm19
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm4, %zmm9
	vpsrlq	$32, %zmm9, %zmm21
	vpternlogq	$150, %zmm0, %zmm1, %zmm21
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm16, %zmm1
	vmovdqa64	%zmm1, 1408(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, %zmm0, %zmm24, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm5, %zmm24
	vpsrlq	$32, %zmm24, %zmm1
	vpternlogq	$150, %zmm0, %zmm12, %zmm1
	vpmuludq	%zmm18, %zmm27, %zmm0
	vmovdqa64	%zmm0, 3264(%rsp)
	vpsrlq	$32, %zmm0, %zmm11
	vmovdqa64	2240(%rsp), %zmm0
	vpternlogq	$150, 832(%rsp), %zmm0, %zmm11
	vpmuludq	%zmm18, %zmm13, %zmm5
	vpsrlq	$32, %zmm5, %zmm27
	vpternlogq	$150, %zmm0, %zmm29, %zmm27
	vpmuludq	%zmm18, %zmm26, %zmm29
	vpsrlq	$32, %zmm29, %zmm4
	vpternlogq	$150, %zmm0, %zmm30, %zmm4
	vpmuludq	%zmm18, %zmm8, %zmm30
	vpsrlq	$32, %zmm30, %zmm13
	vpternlogq	$150, %zmm0, %zmm20, %zmm13
	vpmuludq	%zmm18, %zmm21, %zmm21
	vpsrlq	$32, %zmm21, %zmm16
	vpternlogq	$150, %zmm0, %zmm31, %zmm16
	vpmuludq	%zmm18, %zmm19, %zmm8
	vpsrlq	$32, %zmm8, %zmm19
	vpternlogq	$150, %zmm0, %zmm28, %zmm19
	vpmuludq	%zmm18, %zmm1, %zmm28
	vpsrlq	$32, %zmm28, %zmm20
	vpternlogq	$150, 2048(%rsp), %zmm0, %zmm20
	vpmuludq	%zmm18, %zmm2, %zmm1
	vmovdqa64	%zmm1, 832(%rsp)
	vpsrlq	$32, %zmm1, %zmm12
	vpternlogq	$150, 2752(%rsp), %zmm0, %zmm12
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm14, %zmm0
	vmovdqa64	%zmm0, 576(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqa64	5184(%rsp), %zmm31
	vpternlogq	$150, %zmm25, %zmm31, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm23, %zmm1
	vmovdqa64	%zmm1, 2752(%rsp)
	vpsrlq	$32, %zmm1, %zmm26
	vpternlogq	$150, 960(%rsp), %zmm31, %zmm26
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm1
	vmovdqa64	%zmm1, 960(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 1792(%rsp), %zmm31, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm6, %zmm2
	vmovdqa64	%zmm2, 1536(%rsp)
	vpsrlq	$32, %zmm2, %zmm6
	vpternlogq	$150, 1920(%rsp), %zmm31, %zmm6
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm14
	vpsrlq	$32, %zmm14, %zmm2
	vpternlogq	$150, %zmm22, %zmm31, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm7, %zmm23
	vpsrlq	$32, %zmm23, %zmm7
	vpternlogq	$150, %zmm9, %zmm31, %zmm7
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm17, %zmm15
	vpsrlq	$32, %zmm15, %zmm9
	vpternlogq	$150, 1408(%rsp), %zmm31, %zmm9
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm10, %zmm22
	vpsrlq	$32, %zmm22, %zmm10
	vpternlogq	$150, %zmm24, %zmm31, %zmm10
	vpmuludq	%zmm18, %zmm26, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vmovdqa64	3200(%rsp), %zmm31
	vpternlogq	$150, 3264(%rsp), %zmm31, %zmm3
	vpmuludq	%zmm18, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm24
	vpternlogq	$150, %zmm5, %zmm31, %zmm24
	vpmuludq	%zmm18, %zmm6, %zmm0
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, %zmm29, %zmm31, %zmm5
	vpmuludq	%zmm18, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm29
	vpternlogq	$150, %zmm30, %zmm31, %zmm29
	vpbroadcastq	.LCPI0_11(%rip), %zmm25
	vmovdqa64	5760(%rsp), %zmm30
	vpmuludq	%zmm18, %zmm7, %zmm0
	vpsrlq	$32, %zmm0, %zmm6
	vpternlogq	$150, %zmm21, %zmm31, %zmm6
	vpmuludq	%zmm18, %zmm2, %zmm0
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm8, %zmm31, %zmm17
	vpmuludq	%zmm18, %zmm10, %zmm0
	vpsrlq	$32, %zmm0, %zmm7
	vpternlogq	$150, %zmm28, %zmm31, %zmm7
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm27, %zmm27
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm11, %zmm26
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm13, %zmm28
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm4, %zmm21
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm19, %zmm19
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm16, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm12, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm20, %zmm0
	vpmuludq	%zmm18, %zmm9, %zmm2
	vpsrlq	$32, %zmm2, %zmm12
	vpternlogq	$150, 832(%rsp), %zmm31, %zmm12
	vpsrlq	$32, %zmm27, %zmm2
	vpternlogq	$150, 576(%rsp), %zmm30, %zmm2
	vpsrlq	$32, %zmm26, %zmm4
	vpternlogq	$150, 2752(%rsp), %zmm30, %zmm4
	vmovdqa64	2688(%rsp), %zmm31
	vpsrlq	$32, %zmm28, %zmm8
	vpternlogq	$150, 960(%rsp), %zmm30, %zmm8
	vmovdqa64	6144(%rsp), %zmm16
	vpsrlq	$32, %zmm21, %zmm9
	vpternlogq	$150, 1536(%rsp), %zmm30, %zmm9
	vpsrlq	$32, %zmm19, %zmm10
	vpternlogq	$150, %zmm30, %zmm14, %zmm10
	vpsrlq	$32, %zmm13, %zmm11
	vpternlogq	$150, %zmm30, %zmm23, %zmm11
	vpsrlq	$32, %zmm1, %zmm14
	vpternlogq	$150, %zmm30, %zmm15, %zmm14
	vpsrlq	$32, %zmm0, %zmm15
	vpternlogq	$150, %zmm30, %zmm22, %zmm15
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm2, %ymm2
	vinserti64x4	$1, %ymm2, %zmm4, %zmm2
	vpmovqd	%zmm9, %ymm4
	vpmovqd	%zmm8, %ymm8
	vinserti64x4	$1, %ymm8, %zmm4, %zmm4
	vpmovqd	%zmm11, %ymm8
	vpmovqd	%zmm10, %ymm9
	vinserti64x4	$1, %ymm9, %zmm8, %zmm8
	vpmovqd	%zmm15, %ymm9
	vpmovqd	%zmm14, %ymm10
	vinserti64x4	$1, %ymm10, %zmm9, %zmm9
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm24, %zmm10
	vmovdqa64	4224(%rsp), %zmm15
	vpsrlq	$32, %zmm10, %zmm10
	vpternlogq	$150, %zmm27, %zmm15, %zmm10
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm26, %zmm15, %zmm3
	vmovaps	3136(%rsp), %zmm26
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm29, %zmm11
	vpbroadcastq	.LCPI0_14(%rip), %zmm22
	vmovdqa64	5248(%rsp), %zmm27
	vpsrlq	$32, %zmm11, %zmm11
	vpternlogq	$150, %zmm28, %zmm15, %zmm11
	vpmuludq	%zmm22, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm21, %zmm15, %zmm5
	vpmuludq	%zmm22, %zmm17, %zmm14
	vpsrlq	$32, %zmm14, %zmm14
	vpternlogq	$150, %zmm19, %zmm15, %zmm14
	vpmuludq	%zmm22, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm13, %zmm15, %zmm6
	vpmuludq	%zmm22, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm1, %zmm15, %zmm12
	vpmuludq	%zmm22, %zmm7, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm0, %zmm15, %zmm1
	vpmuludq	%zmm18, %zmm3, %zmm0
	vpmuludq	%zmm18, %zmm10, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm0, %zmm0
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm0, %zmm0
	vpmuludq	%zmm18, %zmm5, %zmm3
	vpmuludq	%zmm18, %zmm11, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm3, %zmm3
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm3, %zmm3
	vpmuludq	%zmm18, %zmm6, %zmm5
	vpmuludq	%zmm18, %zmm14, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm5, %zmm5
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vpmuludq	%zmm18, %zmm1, %zmm1
	vpmuludq	%zmm18, %zmm12, %zmm6
	vmovdqa64	3008(%rsp), %zmm29
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm1, %zmm1
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm1, %zmm1
	vpbroadcastd	.LCPI0_16(%rip), %zmm6
	vpmulld	%zmm6, %zmm2, %zmm2
	vpternlogd	$150, %zmm2, %zmm16, %zmm0
	vpmulld	%zmm6, %zmm4, %zmm2
	vpternlogd	$150, %zmm2, %zmm16, %zmm3
	vpmulld	%zmm6, %zmm8, %zmm2
	vpternlogd	$150, %zmm2, %zmm16, %zmm5
	vpmulld	%zmm6, %zmm9, %zmm2
	vpternlogd	$150, %zmm2, %zmm16, %zmm1
	vmovdqa64	320(%rsp), %zmm2
	vmovdqu64	%zmm0, -192(%rax,%r12,4)
	vmovdqu64	%zmm3, -128(%rax,%r12,4)
	vmovdqu64	%zmm5, -64(%rax,%r12,4)
	vmovdqu64	%zmm1, (%rax,%r12,4)
	vmovdqa64	192(%rsp), %zmm1
	addq	$64, %r12
	vpbroadcastq	.LCPI0_17(%rip), %zmm0
	vpaddq	%zmm0, %zmm2, %zmm2
	vpaddq	%zmm0, %zmm1, %zmm1
	cmpq	%r12, %rsi
	jne	.LBB0_37
	cmpq	%r14, %rdx
	vmovss	60(%rsp), %xmm10
	vmovaps	112(%rsp), %xmm16
	vmovaps	672(%rsp), %xmm8
	vmovdqa64	6848(%rsp), %zmm24
	vmovdqa64	4096(%rsp), %zmm30
	vmovaps	5120(%rsp), %zmm7
	vmovsd	.LCPI0_20(%rip), %xmm2
	vmovsd	.LCPI0_26(%rip), %xmm6
	vmovsd	.LCPI0_27(%rip), %xmm3
	vmovdqa64	4288(%rsp), %zmm25
	vmovdqa64	4352(%rsp), %zmm31
	je	.LBB0_46
	testb	$56, 1152(%rsp)
	je	.LBB0_69
	vmovdqa64	%zmm24, %zmm30
	vmovdqa64	%zmm25, %zmm24
	vmovdqa64	%zmm31, %zmm25
	vmovdqa64	6528(%rsp), %zmm31
	movq	3072(%rsp), %rdx
	movq	1216(%rsp), %rsi
	vmovdqa64	2688(%rsp), %zmm14
	vmovdqa64	5760(%rsp), %zmm15
	vmovdqa64	6144(%rsp), %zmm17
	vmovdqa64	4224(%rsp), %zmm18
	vmovdqa64	3776(%rsp), %zmm19
	vmovdqa64	5184(%rsp), %zmm20
	vmovdqa64	2304(%rsp), %zmm21
	vmovdqa64	2624(%rsp), %zmm23
	vmovdqa64	2240(%rsp), %zmm28
	movq	4544(%rsp), %rdi
.LBB0_41:
	movq	1152(%rsp), %rax
	andq	$-8, %rax
	leaq	(%rsi,%rax), %r9
	vpbroadcastq	%rdi, %zmm0
	vpaddq	.LCPI0_10(%rip), %zmm0, %zmm0
	vpbroadcastq	.LCPI0_15(%rip), %zmm9
	vpbroadcastd	.LCPI0_16(%rip), %ymm11
	vpbroadcastq	.LCPI0_18(%rip), %zmm13
	movq	5632(%rsp), %rsi
	vmovdqa64	3200(%rsp), %zmm26
	vmovdqa64	6400(%rsp), %zmm10
	.p2align	4
.LBB0_42:
	vpmuludq	%zmm22, %zmm0, %zmm1
	vpxorq	%zmm1, %zmm29, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpmuludq	%zmm9, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpxorq	%zmm3, %zmm31, %zmm3
	vpxorq	%zmm1, %zmm27, %zmm1
	vpmuludq	%zmm22, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpxorq	%zmm4, %zmm30, %zmm4
	vpmuludq	%zmm9, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm14, %zmm2, %zmm5
	vpmuludq	%zmm22, %zmm5, %zmm2
	vpmuludq	%zmm9, %zmm4, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm1, %zmm25, %zmm6
	vpternlogq	$150, %zmm24, %zmm3, %zmm5
	vpmuludq	%zmm22, %zmm6, %zmm1
	vpmuludq	%zmm9, %zmm5, %zmm3
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm21, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm10, %zmm5
	vpmuludq	%zmm22, %zmm6, %zmm2
	vpmuludq	%zmm9, %zmm5, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm3, %zmm23, %zmm6
	vpternlogq	$150, %zmm19, %zmm1, %zmm5
	vpmuludq	%zmm22, %zmm6, %zmm1
	vpmuludq	%zmm9, %zmm5, %zmm3
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm28, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm20, %zmm5
	vpmuludq	%zmm22, %zmm6, %zmm2
	vpmuludq	%zmm9, %zmm5, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm3, %zmm26, %zmm4
	vpternlogq	$150, %zmm15, %zmm1, %zmm5
	vpmuludq	%zmm22, %zmm4, %zmm1
	vpmovqd	%zmm5, %ymm3
	vpsrlq	$32, %zmm1, %zmm1
	vpmulld	%ymm11, %ymm3, %ymm3
	vpternlogq	$150, %zmm2, %zmm18, %zmm1
	vpmuludq	%zmm9, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpmovqd	%zmm1, %ymm1
	vpternlogd	$150, %ymm17, %ymm3, %ymm1
	vmovdqu	%ymm1, (%rdx,%r14,4)
	addq	$8, %r14
	vpaddq	%zmm13, %zmm0, %zmm0
	cmpq	%r14, %rsi
	jne	.LBB0_42
	cmpq	%rax, 1152(%rsp)
	movq	144(%rsp), %rbx
	movq	3392(%rsp), %rdx
	movq	%r15, %r8
	movq	3456(%rsp), %rdi
	movq	128(%rsp), %r12
	movq	176(%rsp), %r14
	movq	6464(%rsp), %rsi
	vmovsd	.LCPI0_20(%rip), %xmm2
	vmovsd	.LCPI0_26(%rip), %xmm6
	vmovsd	.LCPI0_27(%rip), %xmm3
	vmovdqa64	%zmm25, %zmm31
	vmovdqa64	%zmm24, %zmm25
	vmovdqa64	%zmm30, %zmm24
	vmovdqa64	4096(%rsp), %zmm30
	vmovss	60(%rsp), %xmm10
	je	.LBB0_46
.LBB0_44:
	movq	1280(%rsp), %rax
	addq	%r9, %rax
	movq	3072(%rsp), %rcx
	leaq	(%rcx,%rax,4), %rax
	movl	$3528531795, %ecx
	.p2align	4
.LBB0_45:
	movq	%rax, 192(%rsp)
	movq	%r9, 320(%rsp)
	movl	%r9d, %eax
	imulq	%rcx, %rax
	movq	6336(%rsp), %r9
	xorq	%rax, %r9
	shrq	$32, %r9
	imulq	%r10, %r9
	movq	%r9, %r15
	shrq	$32, %r15
	movq	4608(%rsp), %r11
	xorl	%r15d, %r11d
	xorl	%edx, %eax
	imulq	%rcx, %r11
	imulq	768(%rsp), %rax
	movq	%rax, %r15
	shrq	$32, %r15
	movl	%r14d, %ecx
	xorl	%r15d, %ecx
	movq	%rsi, %r13
	movq	%r14, %rsi
	movq	%r12, %r14
	movq	%rdi, %r12
	movq	%rbx, %r10
	movq	%r11, %rbx
	shrq	$32, %rbx
	xorl	%ecx, %r9d
	movq	2112(%rsp), %r15
	xorl	%ebx, %r15d
	movq	%r10, %rbx
	movq	1024(%rsp), %r10
	movq	%r12, %rdi
	movq	%r14, %r12
	movq	%rsi, %r14
	movq	%r13, %rsi
	imulq	768(%rsp), %r15
	movq	%r15, %rcx
	shrq	$32, %rcx
	xorl	3904(%rsp), %eax
	xorl	%ecx, %eax
	movl	$3528531795, %ecx
	imulq	%rcx, %r9
	movq	%r9, %rcx
	shrq	$32, %rcx
	xorl	%r10d, %r11d
	xorl	%ecx, %r11d
	movl	$3528531795, %ecx
	imulq	%rcx, %rax
	imulq	768(%rsp), %r11
	movq	%r11, %rcx
	shrq	$32, %rcx
	xorl	%esi, %r15d
	xorl	%ecx, %r15d
	movq	%rax, %rcx
	shrq	$32, %rcx
	xorl	%r8d, %r9d
	xorl	%ecx, %r9d
	movl	$3528531795, %ecx
	imulq	%rcx, %r15
	imulq	768(%rsp), %r9
	movq	%r9, %rcx
	shrq	$32, %rcx
	xorl	3840(%rsp), %r11d
	xorl	%ecx, %r11d
	movq	%r15, %rcx
	shrq	$32, %rcx
	xorl	%edi, %eax
	xorl	%ecx, %eax
	movl	$3528531795, %ecx
	imulq	%rcx, %r11
	imulq	768(%rsp), %rax
	movq	%rax, %rcx
	shrq	$32, %rcx
	xorl	1984(%rsp), %r9d
	xorl	%ecx, %r9d
	movq	%r11, %rcx
	shrq	$32, %rcx
	xorl	%r12d, %r15d
	xorl	%ecx, %r15d
	movl	$3528531795, %ecx
	imulq	%rcx, %r9
	imulq	768(%rsp), %r15
	shrq	$32, %r15
	xorl	4032(%rsp), %eax
	xorl	%r15d, %eax
	movq	4672(%rsp), %r15
	movq	%r9, %rcx
	shrq	$32, %rcx
	xorl	%ebx, %r11d
	xorl	%ecx, %r11d
	movl	$3528531795, %ecx
	imulq	%rcx, %rax
	shrq	$32, %rax
	xorl	%r15d, %r9d
	xorl	%eax, %r9d
	imull	$-845247145, %r11d, %eax
	movq	768(%rsp), %r10
	imulq	%r10, %r9
	shrq	$32, %r9
	xorl	1728(%rsp), %eax
	xorl	%r9d, %eax
	movq	320(%rsp), %r9
	movq	192(%rsp), %r11
	movl	%eax, (%r11)
	movq	192(%rsp), %rax
	incq	%r9
	addq	$4, %rax
	cmpq	%r9, 512(%rsp)
	jne	.LBB0_45
.LBB0_46:
	movq	1216(%rsp), %rax
	cmpq	$8, 1152(%rsp)
	movq	3520(%rsp), %rsi
	movq	6784(%rsp), %rdi
	vmovq	.LCPI0_29(%rip), %xmm9
	vmovsd	.LCPI0_30(%rip), %xmm11
	vmovsd	.LCPI0_31(%rip), %xmm13
	vmovsd	.LCPI0_32(%rip), %xmm14
	movabsq	$4604544269498187776, %rdx
	movabsq	$4503595332403200, %r10
	movabsq	$-9223372036854775808, %r12
	vmovsd	.LCPI0_33(%rip), %xmm15
	vmovsd	.LCPI0_34(%rip), %xmm17
	vmovsd	.LCPI0_35(%rip), %xmm18
	vmovsd	.LCPI0_36(%rip), %xmm19
	vmovddup	.LCPI0_28(%rip), %xmm20
	vmovapd	.LCPI0_41(%rip), %xmm21
	vmovapd	.LCPI0_42(%rip), %xmm23
	vbroadcastss	.LCPI0_38(%rip), %xmm28
	movq	5952(%rsp), %r15
	movq	6080(%rsp), %r8
	movq	512(%rsp), %r11
	vmovsd	.LCPI0_19(%rip), %xmm26
	jb	.LBB0_57
	movq	1152(%rsp), %rdx
	cmpq	$64, %rdx
	jae	.LBB0_49
	vmovdqa64	%zmm29, %zmm12
	xorl	%r12d, %r12d
	jmp	.LBB0_54
.LBB0_49:
	vmovaps	%xmm8, 672(%rsp)
	movq	%rdx, %r12
	andq	$-64, %r12
	xorl	%r14d, %r14d
	movq	440(%rsp), %rax
	movq	6016(%rsp), %rcx
	.p2align	4
.LBB0_50:
	vcvtudq2pd	-192(%rax,%r14,4), %zmm0
	vcvtudq2pd	-160(%rax,%r14,4), %zmm1
	vcvtudq2pd	-128(%rax,%r14,4), %zmm2
	vcvtudq2pd	-96(%rax,%r14,4), %zmm3
	vcvtudq2pd	-64(%rax,%r14,4), %zmm4
	vcvtudq2pd	-32(%rax,%r14,4), %zmm5
	vcvtudq2pd	(%rax,%r14,4), %zmm6
	vcvtudq2pd	32(%rax,%r14,4), %zmm7
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
	vpbroadcastq	.LCPI0_21(%rip), %zmm30
	vpaddq	%zmm30, %zmm4, %zmm4
	vmovdqa64	%zmm4, 1856(%rsp)
	vpaddq	%zmm30, %zmm3, %zmm19
	vmovdqa64	%zmm19, 1920(%rsp)
	vpaddq	%zmm30, %zmm11, %zmm11
	vmovdqa64	%zmm11, 1792(%rsp)
	vpaddq	%zmm30, %zmm10, %zmm18
	vmovdqa64	%zmm18, 1408(%rsp)
	vpaddq	%zmm30, %zmm13, %zmm13
	vmovdqa64	%zmm13, 1536(%rsp)
	vpaddq	%zmm30, %zmm12, %zmm17
	vmovdqa64	%zmm17, 960(%rsp)
	vpaddq	%zmm30, %zmm15, %zmm15
	vmovdqa64	%zmm15, 2752(%rsp)
	vpaddq	%zmm30, %zmm14, %zmm16
	vmovdqa64	%zmm16, 3264(%rsp)
	vpsllq	$32, %zmm4, %zmm3
	vpsllq	$32, %zmm19, %zmm4
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm18, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm17, %zmm13
	vpsllq	$32, %zmm15, %zmm14
	vpsllq	$32, %zmm16, %zmm15
	vpbroadcastq	.LCPI0_23(%rip), %zmm25
	vpandq	%zmm25, %zmm4, %zmm16
	vpandq	%zmm25, %zmm3, %zmm17
	vpandq	%zmm25, %zmm11, %zmm11
	vpandq	%zmm25, %zmm10, %zmm10
	vpandq	%zmm25, %zmm13, %zmm4
	vpandq	%zmm25, %zmm12, %zmm3
	vpandq	%zmm25, %zmm15, %zmm21
	vpandq	%zmm25, %zmm14, %zmm19
	vpbroadcastq	.LCPI0_24(%rip), %zmm12
	vpternlogq	$248, %zmm12, %zmm0, %zmm17
	vpternlogq	$248, %zmm12, %zmm1, %zmm16
	vpternlogq	$248, %zmm12, %zmm2, %zmm10
	vpternlogq	$248, %zmm12, %zmm8, %zmm11
	vpternlogq	$248, %zmm12, %zmm9, %zmm3
	vpternlogq	$248, %zmm12, %zmm5, %zmm4
	vpternlogq	$248, %zmm12, %zmm6, %zmm19
	vpternlogq	$248, %zmm12, %zmm7, %zmm21
	vpbroadcastq	.LCPI0_25(%rip), %zmm24
	vpaddq	%zmm24, %zmm16, %zmm0
	vpaddq	%zmm24, %zmm17, %zmm1
	vpaddq	%zmm24, %zmm11, %zmm2
	vpaddq	%zmm24, %zmm10, %zmm5
	vbroadcastsd	.LCPI0_26(%rip), %zmm23
	vaddpd	%zmm23, %zmm1, %zmm1
	vaddpd	%zmm23, %zmm0, %zmm10
	vmovapd	%zmm10, 832(%rsp)
	vaddpd	%zmm23, %zmm5, %zmm9
	vmovapd	%zmm9, 320(%rsp)
	vaddpd	%zmm23, %zmm2, %zmm8
	vmovapd	%zmm8, 192(%rsp)
	vbroadcastsd	.LCPI0_27(%rip), %zmm18
	vaddpd	%zmm18, %zmm10, %zmm0
	vmovapd	%zmm1, %zmm6
	vmovapd	%zmm1, 576(%rsp)
	vaddpd	%zmm18, %zmm1, %zmm1
	vaddpd	%zmm18, %zmm9, %zmm2
	vdivpd	%zmm1, %zmm6, %zmm7
	vmovapd	%zmm7, 6208(%rsp)
	vdivpd	%zmm0, %zmm10, %zmm6
	vmovapd	%zmm6, 6272(%rsp)
	vdivpd	%zmm2, %zmm9, %zmm1
	vmovapd	%zmm1, 4544(%rsp)
	vaddpd	%zmm18, %zmm8, %zmm0
	vdivpd	%zmm0, %zmm8, %zmm0
	vmovapd	%zmm0, 2048(%rsp)
	vmulpd	%zmm6, %zmm6, %zmm6
	vmovapd	%zmm6, 4416(%rsp)
	vmulpd	%zmm7, %zmm7, %zmm5
	vmovapd	%zmm5, 5568(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm2
	vmovapd	%zmm2, 4480(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 3968(%rsp)
	vmulpd	%zmm5, %zmm5, %zmm8
	vmulpd	%zmm6, %zmm6, %zmm1
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm2, %zmm2, %zmm9
	vbroadcastsd	.LCPI0_28(%rip), %zmm11
	vmulpd	%zmm11, %zmm1, %zmm2
	vmulpd	%zmm11, %zmm8, %zmm5
	vmulpd	%zmm11, %zmm9, %zmm6
	vbroadcastsd	.LCPI0_29(%rip), %zmm10
	vaddpd	%zmm10, %zmm5, %zmm5
	vaddpd	%zmm10, %zmm2, %zmm2
	vaddpd	%zmm10, %zmm6, %zmm6
	vmulpd	%zmm2, %zmm1, %zmm2
	vmulpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm6, %zmm9, %zmm6
	vbroadcastsd	.LCPI0_30(%rip), %zmm7
	vaddpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm2, %zmm2
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovapd	%zmm2, 4864(%rsp)
	vmulpd	%zmm5, %zmm8, %zmm2
	vmovapd	%zmm2, 4928(%rsp)
	vmulpd	%zmm6, %zmm9, %zmm2
	vmovapd	%zmm2, 4992(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm6
	vmulpd	%zmm6, %zmm1, %zmm2
	vbroadcastsd	.LCPI0_32(%rip), %zmm15
	vaddpd	%zmm15, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vbroadcastsd	.LCPI0_33(%rip), %zmm20
	vaddpd	%zmm20, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm12
	vmulpd	%zmm6, %zmm8, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm8, %zmm1
	vaddpd	%zmm20, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm8, %zmm14
	vmulpd	%zmm6, %zmm9, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm1
	vaddpd	%zmm20, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm16
	vmovapd	%zmm11, %zmm9
	vmulpd	%zmm11, %zmm0, %zmm1
	vmovapd	%zmm10, %zmm5
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vmovapd	%zmm1, 5312(%rsp)
	vmulpd	%zmm6, %zmm0, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm20, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm11
	vpaddq	%zmm24, %zmm4, %zmm0
	vaddpd	%zmm23, %zmm0, %zmm30
	vaddpd	%zmm18, %zmm30, %zmm0
	vdivpd	%zmm0, %zmm30, %zmm27
	vmulpd	%zmm27, %zmm27, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm0
	vmulpd	%zmm9, %zmm0, %zmm2
	vmovapd	%zmm9, %zmm26
	vaddpd	%zmm10, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm22
	vmovapd	%zmm6, %zmm1
	vmulpd	%zmm6, %zmm0, %zmm2
	vaddpd	%zmm15, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm20, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm9
	vpaddq	%zmm24, %zmm3, %zmm0
	vmovapd	%zmm23, %zmm2
	vaddpd	%zmm23, %zmm0, %zmm25
	vmovapd	%zmm18, %zmm6
	vaddpd	%zmm18, %zmm25, %zmm0
	vdivpd	%zmm0, %zmm25, %zmm31
	vmulpd	%zmm31, %zmm31, %zmm8
	vmulpd	%zmm8, %zmm8, %zmm23
	vmulpd	%zmm26, %zmm23, %zmm29
	vaddpd	%zmm10, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm23, %zmm29
	vaddpd	%zmm7, %zmm29, %zmm29
	vmovapd	%zmm7, %zmm4
	vmulpd	%zmm29, %zmm23, %zmm17
	vmulpd	%zmm1, %zmm23, %zmm29
	vmovapd	%zmm1, %zmm3
	vaddpd	%zmm15, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm23, %zmm29
	vaddpd	%zmm20, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm23, %zmm10
	vmovdqa64	%zmm24, %zmm0
	vpaddq	%zmm24, %zmm21, %zmm21
	vaddpd	%zmm2, %zmm21, %zmm21
	vmovapd	%zmm2, %zmm7
	vaddpd	%zmm18, %zmm21, %zmm23
	vdivpd	%zmm23, %zmm21, %zmm23
	vmulpd	%zmm23, %zmm23, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm29
	vmovapd	%zmm26, %zmm1
	vmulpd	%zmm26, %zmm29, %zmm26
	vaddpd	%zmm5, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm29, %zmm26
	vaddpd	%zmm4, %zmm26, %zmm26
	vmovapd	%zmm4, %zmm18
	vmulpd	%zmm26, %zmm29, %zmm26
	vmulpd	%zmm3, %zmm29, %zmm24
	vaddpd	%zmm15, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm29, %zmm24
	vaddpd	%zmm20, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm29, %zmm24
	vpaddq	%zmm0, %zmm19, %zmm19
	vaddpd	%zmm7, %zmm19, %zmm19
	vaddpd	%zmm6, %zmm19, %zmm29
	vdivpd	%zmm29, %zmm19, %zmm29
	vmulpd	%zmm29, %zmm29, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm0
	vmulpd	%zmm1, %zmm0, %zmm28
	vaddpd	%zmm5, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm0, %zmm28
	vaddpd	%zmm18, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm0, %zmm28
	vmulpd	%zmm3, %zmm0, %zmm18
	vaddpd	%zmm15, %zmm18, %zmm18
	vmulpd	%zmm18, %zmm0, %zmm18
	vaddpd	%zmm20, %zmm18, %zmm18
	vmulpd	%zmm18, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm15
	vaddpd	%zmm15, %zmm12, %zmm12
	vmulpd	4416(%rsp), %zmm12, %zmm12
	vaddpd	4864(%rsp), %zmm12, %zmm12
	vaddpd	%zmm15, %zmm14, %zmm14
	vmulpd	5568(%rsp), %zmm14, %zmm14
	vaddpd	4928(%rsp), %zmm14, %zmm14
	vaddpd	%zmm15, %zmm16, %zmm16
	vmulpd	4480(%rsp), %zmm16, %zmm16
	vaddpd	4992(%rsp), %zmm16, %zmm16
	vaddpd	%zmm15, %zmm11, %zmm11
	vmulpd	3968(%rsp), %zmm11, %zmm11
	vaddpd	5312(%rsp), %zmm11, %zmm11
	vaddpd	%zmm15, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm13, %zmm5
	vaddpd	%zmm5, %zmm22, %zmm5
	vaddpd	%zmm15, %zmm10, %zmm7
	vmulpd	%zmm7, %zmm8, %zmm3
	vaddpd	%zmm3, %zmm17, %zmm3
	vaddpd	%zmm15, %zmm24, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm26, %zmm7
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm4, %zmm0
	vaddpd	%zmm0, %zmm28, %zmm8
	vmovapd	576(%rsp), %zmm1
	vbroadcastsd	.LCPI0_19(%rip), %zmm2
	vmulpd	%zmm2, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm1
	vmulpd	6208(%rsp), %zmm1, %zmm9
	vmovapd	%zmm2, %zmm0
	vmovapd	832(%rsp), %zmm2
	vmulpd	%zmm0, %zmm2, %zmm1
	vmulpd	%zmm1, %zmm2, %zmm4
	vaddpd	%zmm12, %zmm4, %zmm2
	vmulpd	6272(%rsp), %zmm2, %zmm10
	vmovapd	320(%rsp), %zmm1
	vmulpd	%zmm0, %zmm1, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm11
	vmulpd	4544(%rsp), %zmm11, %zmm11
	vmovapd	192(%rsp), %zmm1
	vmulpd	%zmm0, %zmm1, %zmm12
	vmulpd	%zmm12, %zmm1, %zmm12
	vaddpd	%zmm16, %zmm12, %zmm13
	vmulpd	2048(%rsp), %zmm13, %zmm13
	vmulpd	%zmm0, %zmm25, %zmm14
	vmulpd	%zmm14, %zmm25, %zmm14
	vaddpd	%zmm3, %zmm14, %zmm3
	vmulpd	%zmm3, %zmm31, %zmm3
	vmulpd	%zmm0, %zmm30, %zmm16
	vmulpd	%zmm16, %zmm30, %zmm16
	vaddpd	%zmm5, %zmm16, %zmm5
	vmulpd	%zmm5, %zmm27, %zmm5
	vmulpd	%zmm0, %zmm19, %zmm17
	vmulpd	%zmm17, %zmm19, %zmm17
	vaddpd	%zmm8, %zmm17, %zmm8
	vmulpd	%zmm8, %zmm29, %zmm8
	vmulpd	%zmm0, %zmm21, %zmm18
	vmulpd	%zmm18, %zmm21, %zmm18
	vaddpd	%zmm7, %zmm18, %zmm7
	vmulpd	%zmm7, %zmm23, %zmm7
	vpsrlq	$20, 1856(%rsp), %zmm22
	vpbroadcastq	.LCPI0_22(%rip), %zmm0
	vpaddq	%zmm0, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vbroadcastsd	.LCPI0_35(%rip), %zmm15
	vmulpd	%zmm15, %zmm22, %zmm23
	vaddpd	%zmm9, %zmm23, %zmm9
	vpsrlq	$20, 1920(%rsp), %zmm23
	vpaddq	%zmm0, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm15, %zmm23, %zmm24
	vaddpd	%zmm10, %zmm24, %zmm10
	vpsrlq	$20, 1792(%rsp), %zmm24
	vpaddq	%zmm0, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm15, %zmm24, %zmm26
	vaddpd	%zmm11, %zmm26, %zmm11
	vpsrlq	$20, 1408(%rsp), %zmm26
	vpaddq	%zmm0, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm15, %zmm26, %zmm27
	vaddpd	%zmm13, %zmm27, %zmm13
	vpsrlq	$20, 1536(%rsp), %zmm27
	vpaddq	%zmm0, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm15, %zmm27, %zmm28
	vaddpd	%zmm3, %zmm28, %zmm3
	vpsrlq	$20, 960(%rsp), %zmm28
	vpaddq	%zmm0, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm15, %zmm28, %zmm29
	vaddpd	%zmm5, %zmm29, %zmm5
	vpsrlq	$20, 2752(%rsp), %zmm29
	vpaddq	%zmm0, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm15, %zmm29, %zmm31
	vaddpd	%zmm8, %zmm31, %zmm8
	vpsrlq	$20, 3264(%rsp), %zmm31
	vpaddq	%zmm0, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm15, %zmm31, %zmm15
	vaddpd	%zmm7, %zmm15, %zmm7
	vsubpd	%zmm6, %zmm9, %zmm0
	vsubpd	%zmm4, %zmm10, %zmm1
	vsubpd	%zmm2, %zmm11, %zmm2
	vsubpd	%zmm12, %zmm13, %zmm9
	vsubpd	%zmm14, %zmm3, %zmm3
	vsubpd	%zmm16, %zmm5, %zmm5
	vsubpd	%zmm17, %zmm8, %zmm8
	vsubpd	%zmm18, %zmm7, %zmm7
	vaddpd	832(%rsp), %zmm1, %zmm1
	vaddpd	576(%rsp), %zmm0, %zmm0
	vaddpd	192(%rsp), %zmm9, %zmm9
	vaddpd	320(%rsp), %zmm2, %zmm2
	vaddpd	%zmm5, %zmm30, %zmm6
	vaddpd	%zmm3, %zmm25, %zmm3
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
	vmovdqa64	%zmm3, 1920(%rsp)
	vpaddq	%zmm16, %zmm4, %zmm4
	vmovdqa64	%zmm4, 1792(%rsp)
	vpaddq	%zmm16, %zmm10, %zmm10
	vmovdqa64	%zmm10, 1408(%rsp)
	vpaddq	%zmm16, %zmm11, %zmm11
	vmovdqa64	%zmm11, 1536(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm12
	vmovdqa64	%zmm12, 960(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqa64	%zmm13, 2752(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm14
	vmovdqa64	%zmm14, 3264(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm15
	vmovdqa64	%zmm15, 576(%rsp)
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
	vbroadcastsd	.LCPI0_26(%rip), %zmm14
	vaddpd	%zmm14, %zmm1, %zmm9
	vaddpd	%zmm14, %zmm0, %zmm7
	vaddpd	%zmm14, %zmm5, %zmm6
	vaddpd	%zmm14, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_27(%rip), %zmm24
	vmovapd	%zmm7, 320(%rsp)
	vaddpd	%zmm24, %zmm7, %zmm0
	vmovapd	%zmm9, 832(%rsp)
	vaddpd	%zmm24, %zmm9, %zmm1
	vmovapd	%zmm4, 1856(%rsp)
	vaddpd	%zmm24, %zmm4, %zmm2
	vmovapd	%zmm6, 192(%rsp)
	vaddpd	%zmm24, %zmm6, %zmm5
	vdivpd	%zmm1, %zmm9, %zmm8
	vmovapd	%zmm8, 6208(%rsp)
	vdivpd	%zmm0, %zmm7, %zmm7
	vmovapd	%zmm7, 6272(%rsp)
	vdivpd	%zmm5, %zmm6, %zmm1
	vmovapd	%zmm1, 4544(%rsp)
	vdivpd	%zmm2, %zmm4, %zmm0
	vmovapd	%zmm0, 2048(%rsp)
	vmulpd	%zmm7, %zmm7, %zmm5
	vmovapd	%zmm5, 4416(%rsp)
	vmulpd	%zmm8, %zmm8, %zmm4
	vmovapd	%zmm4, 5568(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm2
	vmovapd	%zmm2, 4480(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 3968(%rsp)
	vmulpd	%zmm4, %zmm4, %zmm8
	vmulpd	%zmm5, %zmm5, %zmm1
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm2, %zmm2, %zmm9
	vbroadcastsd	.LCPI0_28(%rip), %zmm26
	vmulpd	%zmm26, %zmm1, %zmm2
	vmulpd	%zmm26, %zmm8, %zmm5
	vmulpd	%zmm26, %zmm9, %zmm6
	vbroadcastsd	.LCPI0_29(%rip), %zmm13
	vaddpd	%zmm13, %zmm5, %zmm5
	vaddpd	%zmm13, %zmm2, %zmm2
	vaddpd	%zmm13, %zmm6, %zmm6
	vmulpd	%zmm2, %zmm1, %zmm2
	vmulpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm6, %zmm9, %zmm6
	vbroadcastsd	.LCPI0_30(%rip), %zmm12
	vaddpd	%zmm12, %zmm5, %zmm5
	vaddpd	%zmm12, %zmm2, %zmm2
	vaddpd	%zmm12, %zmm6, %zmm6
	vmulpd	%zmm2, %zmm1, %zmm2
	vmovapd	%zmm2, 4864(%rsp)
	vmulpd	%zmm5, %zmm8, %zmm2
	vmovapd	%zmm2, 4928(%rsp)
	vmulpd	%zmm6, %zmm9, %zmm2
	vmovapd	%zmm2, 4992(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm5
	vmulpd	%zmm5, %zmm1, %zmm2
	vbroadcastsd	.LCPI0_32(%rip), %zmm4
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm20, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm15
	vmulpd	%zmm5, %zmm8, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm8, %zmm1
	vaddpd	%zmm20, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm8, %zmm17
	vmulpd	%zmm5, %zmm9, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm1
	vaddpd	%zmm20, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm22
	vmulpd	%zmm26, %zmm0, %zmm1
	vaddpd	%zmm13, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm18
	vmulpd	%zmm5, %zmm0, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm20, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm16
	vmovdqa64	%zmm10, %zmm1
	vpaddq	%zmm10, %zmm3, %zmm0
	vmovapd	%zmm14, %zmm8
	vaddpd	%zmm14, %zmm0, %zmm30
	vaddpd	%zmm24, %zmm30, %zmm0
	vdivpd	%zmm0, %zmm30, %zmm31
	vmulpd	%zmm31, %zmm31, %zmm7
	vmulpd	%zmm7, %zmm7, %zmm0
	vmulpd	%zmm26, %zmm0, %zmm2
	vaddpd	%zmm13, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm14
	vmulpd	%zmm5, %zmm0, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm20, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm10
	vpaddq	%zmm1, %zmm23, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm25
	vaddpd	%zmm24, %zmm25, %zmm0
	vdivpd	%zmm0, %zmm25, %zmm23
	vmulpd	%zmm23, %zmm23, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm2
	vmulpd	%zmm26, %zmm2, %zmm29
	vaddpd	%zmm13, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm2, %zmm29
	vaddpd	%zmm12, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm2, %zmm11
	vmulpd	%zmm5, %zmm2, %zmm29
	vaddpd	%zmm4, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm2, %zmm29
	vaddpd	%zmm20, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm2, %zmm9
	vpaddq	%zmm1, %zmm21, %zmm6
	vaddpd	%zmm8, %zmm6, %zmm21
	vaddpd	%zmm24, %zmm21, %zmm6
	vdivpd	%zmm6, %zmm21, %zmm6
	vmulpd	%zmm6, %zmm6, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm29
	vmulpd	%zmm26, %zmm29, %zmm28
	vaddpd	%zmm13, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm29, %zmm28
	vaddpd	%zmm12, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm29, %zmm28
	vmulpd	%zmm5, %zmm29, %zmm27
	vaddpd	%zmm4, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm29, %zmm27
	vaddpd	%zmm20, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm29, %zmm27
	vpaddq	%zmm1, %zmm19, %zmm19
	vaddpd	%zmm8, %zmm19, %zmm19
	vaddpd	%zmm24, %zmm19, %zmm29
	vdivpd	%zmm29, %zmm19, %zmm29
	vmulpd	%zmm29, %zmm29, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm26, %zmm0, %zmm26
	vaddpd	%zmm13, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm0, %zmm26
	vaddpd	%zmm12, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm0, %zmm26
	vmulpd	%zmm5, %zmm0, %zmm24
	vaddpd	%zmm4, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vaddpd	%zmm20, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm4
	vaddpd	%zmm4, %zmm15, %zmm13
	vmulpd	4416(%rsp), %zmm13, %zmm13
	vaddpd	4864(%rsp), %zmm13, %zmm13
	vaddpd	%zmm4, %zmm17, %zmm15
	vmulpd	5568(%rsp), %zmm15, %zmm15
	vaddpd	4928(%rsp), %zmm15, %zmm15
	vaddpd	%zmm4, %zmm22, %zmm17
	vmulpd	4480(%rsp), %zmm17, %zmm17
	vaddpd	4992(%rsp), %zmm17, %zmm17
	vaddpd	%zmm4, %zmm16, %zmm12
	vmulpd	3968(%rsp), %zmm12, %zmm12
	vaddpd	%zmm12, %zmm18, %zmm12
	vaddpd	%zmm4, %zmm10, %zmm10
	vmulpd	%zmm10, %zmm7, %zmm5
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
	vmovapd	832(%rsp), %zmm1
	vmulpd	%zmm4, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm0
	vmulpd	6208(%rsp), %zmm0, %zmm9
	vmovapd	320(%rsp), %zmm5
	vmulpd	%zmm4, %zmm5, %zmm0
	vmulpd	%zmm0, %zmm5, %zmm0
	vaddpd	%zmm13, %zmm0, %zmm5
	vmulpd	6272(%rsp), %zmm5, %zmm11
	vmovapd	192(%rsp), %zmm7
	vmulpd	%zmm4, %zmm7, %zmm5
	vmulpd	%zmm5, %zmm7, %zmm5
	vaddpd	%zmm12, %zmm5, %zmm12
	vmulpd	4544(%rsp), %zmm12, %zmm12
	vmovapd	1856(%rsp), %zmm20
	vmulpd	%zmm4, %zmm20, %zmm13
	vmulpd	%zmm13, %zmm20, %zmm13
	vaddpd	%zmm17, %zmm13, %zmm14
	vmulpd	2048(%rsp), %zmm14, %zmm14
	vmulpd	%zmm4, %zmm25, %zmm15
	vmulpd	%zmm15, %zmm25, %zmm15
	vaddpd	%zmm3, %zmm15, %zmm3
	vmulpd	%zmm3, %zmm23, %zmm3
	vmulpd	%zmm4, %zmm30, %zmm17
	vmulpd	%zmm17, %zmm30, %zmm17
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
	vpsrlq	$20, 1920(%rsp), %zmm6
	vpbroadcastq	.LCPI0_22(%rip), %zmm7
	vpaddq	%zmm7, %zmm6, %zmm6
	vcvtqq2pd	%zmm6, %zmm6
	vbroadcastsd	.LCPI0_35(%rip), %zmm4
	vmulpd	%zmm4, %zmm6, %zmm23
	vaddpd	%zmm9, %zmm23, %zmm9
	vpsrlq	$20, 1792(%rsp), %zmm23
	vpaddq	%zmm7, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm4, %zmm23, %zmm24
	vaddpd	%zmm11, %zmm24, %zmm11
	vpsrlq	$20, 1408(%rsp), %zmm24
	vpaddq	%zmm7, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm4, %zmm24, %zmm26
	vaddpd	%zmm12, %zmm26, %zmm12
	vpsrlq	$20, 1536(%rsp), %zmm26
	vpaddq	%zmm7, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm4, %zmm26, %zmm27
	vaddpd	%zmm14, %zmm27, %zmm14
	vpsrlq	$20, 960(%rsp), %zmm27
	vpaddq	%zmm7, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm4, %zmm27, %zmm28
	vaddpd	%zmm3, %zmm28, %zmm3
	vpsrlq	$20, 2752(%rsp), %zmm28
	vpaddq	%zmm7, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm4, %zmm28, %zmm29
	vaddpd	%zmm10, %zmm29, %zmm10
	vpsrlq	$20, 3264(%rsp), %zmm29
	vpaddq	%zmm7, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm4, %zmm29, %zmm31
	vaddpd	%zmm8, %zmm31, %zmm8
	vpsrlq	$20, 576(%rsp), %zmm31
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
	vaddpd	320(%rsp), %zmm0, %zmm0
	vaddpd	832(%rsp), %zmm1, %zmm1
	vaddpd	%zmm9, %zmm20, %zmm9
	vaddpd	192(%rsp), %zmm5, %zmm5
	vaddpd	%zmm10, %zmm30, %zmm7
	vaddpd	%zmm3, %zmm25, %zmm3
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
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm10, %zmm27, %zmm8
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm10, %zmm31, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm10, %zmm29, %zmm8
	vpbroadcastd	.LCPI0_38(%rip), %zmm9
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
	vmovdqu64	%zmm0, -192(%rax,%r14,4)
	vpxord	%zmm9, %zmm1, %zmm0
	vmovdqu64	%zmm0, -128(%rax,%r14,4)
	vpxord	%zmm9, %zmm3, %zmm0
	vmovdqu64	%zmm0, -64(%rax,%r14,4)
	vcvtpd2ps	%zmm2, %ymm0
	vcvtpd2ps	%zmm4, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vpxord	%zmm9, %zmm0, %zmm0
	vmovdqu64	%zmm0, (%rax,%r14,4)
	addq	$64, %r14
	cmpq	%r14, %rcx
	jne	.LBB0_50
	cmpq	%r12, %rdx
	vmovss	60(%rsp), %xmm10
	vmovaps	112(%rsp), %xmm16
	vmovaps	672(%rsp), %xmm8
	vmovdqa64	6848(%rsp), %zmm24
	vmovdqa64	3008(%rsp), %zmm29
	vmovdqa64	5248(%rsp), %zmm27
	vmovdqa64	4352(%rsp), %zmm31
	vmovdqa64	4288(%rsp), %zmm25
	vmovdqa64	4096(%rsp), %zmm30
	vmovaps	5120(%rsp), %zmm7
	vmovsd	.LCPI0_20(%rip), %xmm2
	vmovsd	.LCPI0_26(%rip), %xmm6
	vmovsd	.LCPI0_27(%rip), %xmm3
	vpbroadcastq	.LCPI0_14(%rip), %zmm22
	je	.LBB0_59
	movq	1152(%rsp), %rdx
	testb	$56, %dl
	je	.LBB0_70
	vmovdqa64	%zmm29, %zmm12
.LBB0_54:
	vbroadcastsd	.LCPI0_19(%rip), %zmm9
	vbroadcastsd	.LCPI0_20(%rip), %zmm11
	vbroadcastsd	.LCPI0_29(%rip), %zmm23
	vbroadcastsd	.LCPI0_30(%rip), %zmm28
	movq	5632(%rsp), %r10
	movq	%rdx, %r9
	andq	$-8, %r9
	movq	1216(%rsp), %rax
	addq	%r9, %rax
	movq	3072(%rsp), %rcx
	vpbroadcastq	.LCPI0_21(%rip), %zmm13
	vpbroadcastq	.LCPI0_22(%rip), %zmm14
	vpbroadcastq	.LCPI0_23(%rip), %zmm15
	vpbroadcastq	.LCPI0_24(%rip), %zmm17
	vpbroadcastq	.LCPI0_25(%rip), %zmm18
	vbroadcastsd	.LCPI0_26(%rip), %zmm19
	vbroadcastsd	.LCPI0_27(%rip), %zmm20
	vbroadcastsd	.LCPI0_28(%rip), %zmm21
	vbroadcastsd	.LCPI0_31(%rip), %zmm10
	vbroadcastsd	.LCPI0_32(%rip), %zmm25
	vbroadcastsd	.LCPI0_33(%rip), %zmm26
	vbroadcastsd	.LCPI0_34(%rip), %zmm31
	vbroadcastsd	.LCPI0_35(%rip), %zmm27
	vbroadcastsd	.LCPI0_36(%rip), %zmm29
	vpbroadcastq	.LCPI0_39(%rip), %zmm30
	vpbroadcastd	.LCPI0_38(%rip), %ymm24
	.p2align	4
.LBB0_55:
	vcvtudq2pd	(%rcx,%r12,4), %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm11, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpaddq	%zmm13, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm14, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm15, %zmm1, %zmm1
	vpternlogq	$248, %zmm17, %zmm0, %zmm1
	vpaddq	%zmm18, %zmm1, %zmm0
	vaddpd	%zmm19, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm20, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm21, %zmm5, %zmm6
	vaddpd	%zmm23, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm28, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm10, %zmm5, %zmm7
	vaddpd	%zmm25, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm26, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm31, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm27, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpxorq	%zmm30, %zmm1, %zmm1
	vpaddq	%zmm13, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm14, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm15, %zmm1, %zmm1
	vpternlogq	$248, %zmm17, %zmm0, %zmm1
	vpaddq	%zmm18, %zmm1, %zmm0
	vaddpd	%zmm19, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm20, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm21, %zmm5, %zmm6
	vaddpd	%zmm23, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm28, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm10, %zmm5, %zmm7
	vaddpd	%zmm25, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm26, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm31, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm27, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vpxord	%ymm24, %ymm0, %ymm0
	vmovdqu	%ymm0, (%rcx,%r12,4)
	addq	$8, %r12
	cmpq	%r12, %r10
	jne	.LBB0_55
	cmpq	%r9, %rdx
	vmovaps	5120(%rsp), %zmm7
	vmovsd	.LCPI0_20(%rip), %xmm2
	vmovsd	.LCPI0_26(%rip), %xmm6
	vmovsd	.LCPI0_27(%rip), %xmm3
	vmovq	.LCPI0_29(%rip), %xmm9
	vmovsd	.LCPI0_30(%rip), %xmm11
	vmovsd	.LCPI0_31(%rip), %xmm13
	vmovsd	.LCPI0_32(%rip), %xmm14
	movabsq	$4604544269498187776, %rdx
	movabsq	$4503595332403200, %r10
	movabsq	$-9223372036854775808, %r12
	vmovsd	.LCPI0_33(%rip), %xmm15
	vmovsd	.LCPI0_34(%rip), %xmm17
	vmovsd	.LCPI0_35(%rip), %xmm18
	vmovsd	.LCPI0_36(%rip), %xmm19
	vmovddup	.LCPI0_28(%rip), %xmm20
	vmovapd	.LCPI0_41(%rip), %xmm21
	vmovapd	.LCPI0_42(%rip), %xmm23
	vbroadcastss	.LCPI0_38(%rip), %xmm28
	vmovss	60(%rsp), %xmm10
	vpbroadcastq	.LCPI0_14(%rip), %zmm22
	vmovdqa64	5248(%rsp), %zmm27
	vmovdqa64	4352(%rsp), %zmm31
	vmovdqa64	4288(%rsp), %zmm25
	vmovdqa64	6848(%rsp), %zmm24
	vmovdqa64	4096(%rsp), %zmm30
	vmovsd	.LCPI0_19(%rip), %xmm26
	vmovdqa64	%zmm12, %zmm29
	je	.LBB0_59
.LBB0_57:
	subq	%rax, %r11
	addq	32(%rsp), %rax
	movq	4736(%rsp), %rcx
	leaq	(%rcx,%rax,4), %rax
	xorl	%r9d, %r9d
	.p2align	4
.LBB0_58:
	vxorps	%xmm12, %xmm12, %xmm12
	vcvtusi2sdl	(%rax,%r9,4), %xmm12, %xmm0
	vaddsd	%xmm26, %xmm0, %xmm0
	vmulsd	%xmm2, %xmm0, %xmm0
	vmovq	%xmm0, %rcx
	movl	%ecx, %ebx
	shrq	$32, %rcx
	addq	$614242, %rcx
	movq	%r11, %r14
	movq	%rcx, %r11
	shrq	$20, %r11
	addq	$-1023, %r11
	shlq	$32, %rcx
	andq	%r10, %rcx
	addq	%rdx, %rcx
	orq	%rcx, %rbx
	vmovq	%rbx, %xmm0
	vaddsd	%xmm6, %xmm0, %xmm0
	vmulsd	%xmm26, %xmm0, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm3, %xmm0, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	.LCPI0_28(%rip), %xmm4, %xmm5
	vaddsd	%xmm5, %xmm9, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm11, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vmulsd	%xmm4, %xmm13, %xmm6
	vaddsd	%xmm6, %xmm14, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm6
	vaddsd	%xmm6, %xmm15, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm4
	vmovsd	.LCPI0_26(%rip), %xmm6
	vaddsd	%xmm17, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vaddsd	%xmm3, %xmm5, %xmm3
	vcvtsi2sd	%r11, %xmm12, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm18, %xmm4, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm19, %xmm4, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vmovq	%xmm0, %rcx
	xorq	%r12, %rcx
	movl	%ecx, %ebx
	shrq	$32, %rcx
	addq	$614242, %rcx
	movq	%rcx, %r11
	shrq	$20, %r11
	addq	$-1023, %r11
	shlq	$32, %rcx
	andq	%r10, %rcx
	addq	%rdx, %rcx
	orq	%rcx, %rbx
	vmovq	%rbx, %xmm0
	vaddsd	%xmm6, %xmm0, %xmm0
	vmulsd	%xmm26, %xmm0, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	.LCPI0_27(%rip), %xmm0, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm13, %xmm5
	vaddsd	%xmm5, %xmm14, %xmm5
	vunpcklpd	%xmm5, %xmm20, %xmm5
	vmovddup	%xmm4, %xmm4
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm21, %xmm5, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm23, %xmm5, %xmm5
	vunpcklpd	%xmm3, %xmm4, %xmm3
	vmulpd	%xmm5, %xmm3, %xmm3
	vshufpd	$1, %xmm3, %xmm3, %xmm4
	vaddsd	%xmm4, %xmm3, %xmm3
	vcvtsi2sd	%r11, %xmm12, %xmm4
	movq	%r14, %r11
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm18, %xmm4, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vmovsd	.LCPI0_27(%rip), %xmm3
	vsubsd	%xmm1, %xmm2, %xmm1
	vmovsd	.LCPI0_20(%rip), %xmm2
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm19, %xmm4, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vxorps	%xmm28, %xmm0, %xmm0
	vmovss	%xmm0, (%rax,%r9,4)
	incq	%r9
	cmpq	%r9, %r14
	jne	.LBB0_58
.LBB0_59:
	vmovdqa64	%zmm27, %zmm20
	andq	$-32, %r8
	movq	1216(%rsp), %rbx
	leaq	(%r8,%rbx), %rax
	cmpq	%rax, %rbx
	jae	.LBB0_63
	xorl	%r9d, %r9d
	movq	440(%rsp), %rdx
	movq	3584(%rsp), %r10
	vbroadcastss	.LCPI0_2(%rip), %zmm27
	movq	2880(%rsp), %r11
	vmovdqa64	2176(%rsp), %zmm9
	vmovaps	2496(%rsp), %zmm11
	vmovdqa64	2432(%rsp), %zmm13
	vmovaps	2944(%rsp), %zmm14
	vbroadcastss	.LCPI0_0(%rip), %zmm15
	vmovdqa64	.LCPI0_7(%rip), %zmm17
	vmovdqa64	.LCPI0_8(%rip), %zmm18
	vpxord	%xmm19, %xmm19, %xmm19
	.p2align	4
.LBB0_61:
	leal	(%rbx,%r9), %ecx
	vpbroadcastd	%ecx, %zmm0
	vmovups	-64(%r11,%r9,4), %zmm1
	vmovups	(%r11,%r9,4), %zmm2
	vmulps	%zmm1, %zmm7, %zmm3
	vmulps	%zmm2, %zmm7, %zmm4
	vcmpneq_oqps	%zmm27, %zmm1, %k1
	vcmpneq_oqps	%zmm27, %zmm2, %k2
	vmovaps	%zmm15, %zmm5 {%k1} {z}
	vmovaps	%zmm15, %zmm6 {%k2} {z}
	vcmpeqps	%zmm27, %zmm1, %k1
	vcmpeqps	%zmm27, %zmm2, %k2
	vmovaps	%zmm15, %zmm1 {%k1} {z}
	vmaxps	%zmm5, %zmm1, %zmm1
	vmovaps	%zmm15, %zmm2 {%k2} {z}
	vmaxps	%zmm6, %zmm2, %zmm2
	vcmpneqps	%zmm19, %zmm1, %k1
	vcmpneqps	%zmm19, %zmm2, %k2
	vmovaps	%zmm27, %zmm1
	vaddps	-192(%rdx,%r9,4), %zmm3, %zmm1 {%k1}
	vmovaps	%zmm27, %zmm2
	vaddps	-128(%rdx,%r9,4), %zmm4, %zmm2 {%k2}
	vpsubq	%zmm30, %zmm0, %zmm0
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm0, %zmm0
	vcmpltps	%zmm1, %zmm11, %k0
	vcmpltps	%zmm2, %zmm14, %k1
	vcmpordps	%zmm19, %zmm11, %k2
	vcmpordps	%zmm19, %zmm14, %k3
	vcmpunordps	%zmm19, %zmm1, %k2 {%k2}
	vcmpunordps	%zmm19, %zmm2, %k3 {%k3}
	korw	%k2, %k0, %k2
	korw	%k3, %k1, %k1
	vmovaps	%zmm1, %zmm11 {%k2}
	vmovaps	%zmm2, %zmm14 {%k1}
	vpaddd	%zmm17, %zmm0, %zmm9 {%k2}
	vpaddd	%zmm18, %zmm0, %zmm13 {%k1}
	leaq	(%rbx,%r9), %rcx
	addq	$32, %rcx
	addq	$32, %r9
	cmpq	%rax, %rcx
	jb	.LBB0_61
	cmpq	%r15, %rax
	movq	5056(%rsp), %r11
	jae	.LBB0_30
	jmp	.LBB0_64
	.p2align	4
.LBB0_63:
	movq	3584(%rsp), %r10
	vmovdqa64	2176(%rsp), %zmm9
	vmovaps	2496(%rsp), %zmm11
	vmovdqa64	2432(%rsp), %zmm13
	vmovaps	2944(%rsp), %zmm14
	cmpq	%r15, %rax
	movq	5056(%rsp), %r11
	jae	.LBB0_30
.LBB0_64:
	testb	$1, 1152(%rsp)
	movq	32(%rsp), %r12
	movq	3072(%rsp), %rdx
	vmovss	.LCPI0_2(%rip), %xmm4
	vmovsd	.LCPI0_26(%rip), %xmm6
	vmovss	.LCPI0_0(%rip), %xmm5
	vxorps	%xmm15, %xmm15, %xmm15
	je	.LBB0_66
	movq	912(%rsp), %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	vmulss	%xmm0, %xmm16, %xmm1
	vcmpneq_oqss	%xmm4, %xmm0, %k1
	vmovss	%xmm5, %xmm5, %xmm2 {%k1} {z}
	vcmpless	%xmm4, %xmm0, %k1
	vmovss	%xmm5, %xmm5, %xmm0 {%k1} {z}
	vmaxss	%xmm2, %xmm0, %xmm0
	vaddss	(%rdx,%r8,4), %xmm1, %xmm1
	vcmpneqss	%xmm15, %xmm0, %k1
	vmovaps	%xmm4, %xmm0
	vmovss	%xmm1, %xmm0, %xmm0 {%k1}
	movq	%rax, %rcx
	subq	704(%rsp), %rcx
	vucomiss	%xmm8, %xmm0
	seta	%dl
	vcmpunordss	%xmm15, %xmm0, %k0
	vcmpordss	%xmm15, %xmm8, %k1
	kandw	%k0, %k1, %k0
	kmovd	%k0, %r9d
	orb	%dl, %r9b
	andb	$1, %r9b
	kmovd	%r9d, %k1
	vmovss	%xmm0, %xmm8, %xmm8 {%k1}
	cmovneq	%rcx, %rsi
	incq	%rax
.LBB0_66:
	movq	4160(%rsp), %rdx
	movq	4800(%rsp), %r9
	vmovdqa64	%zmm20, %zmm27
	movq	1152(%rsp), %r8
	andq	$-32, %r8
	movq	5888(%rsp), %rcx
	subq	%r9, %rcx
	addq	%rcx, %rdx
	cmpq	%r8, %rdx
	je	.LBB0_31
	movq	1280(%rsp), %rcx
	addq	%rax, %rcx
	movq	3072(%rsp), %rdx
	leaq	(%rdx,%rcx,4), %rdx
	.p2align	4
.LBB0_68:
	vmovss	-4(%r11,%rax,4), %xmm0
	vmovss	(%r11,%rax,4), %xmm1
	vmulss	%xmm0, %xmm16, %xmm2
	vcmpneq_oqss	%xmm4, %xmm0, %k1
	vmovss	%xmm5, %xmm5, %xmm3 {%k1} {z}
	vcmpless	%xmm4, %xmm0, %k1
	vmovss	%xmm5, %xmm5, %xmm0 {%k1} {z}
	vmaxss	%xmm3, %xmm0, %xmm0
	vaddss	(%rdx), %xmm2, %xmm2
	vcmpneqss	%xmm15, %xmm0, %k1
	vmovaps	%xmm4, %xmm0
	vmovss	%xmm2, %xmm0, %xmm0 {%k1}
	leaq	(%rdi,%rax), %r9
	vucomiss	%xmm8, %xmm0
	seta	%cl
	vcmpunordss	%xmm15, %xmm0, %k0
	vcmpordss	%xmm15, %xmm8, %k1
	kandw	%k0, %k1, %k0
	kmovd	%k0, %r11d
	orb	%cl, %r11b
	andb	$1, %r11b
	kmovd	%r11d, %k1
	vmovss	%xmm0, %xmm8, %xmm8 {%k1}
	cmoveq	%rsi, %r9
	vmulss	%xmm1, %xmm16, %xmm0
	vcmpneq_oqss	%xmm4, %xmm1, %k1
	vmovss	%xmm5, %xmm5, %xmm2 {%k1} {z}
	vcmpless	%xmm4, %xmm1, %k1
	vmovss	%xmm5, %xmm5, %xmm1 {%k1} {z}
	vmaxss	%xmm2, %xmm1, %xmm1
	vaddss	4(%rdx), %xmm0, %xmm0
	vcmpneqss	%xmm15, %xmm1, %k1
	vmovaps	%xmm4, %xmm1
	vmovss	%xmm0, %xmm1, %xmm1 {%k1}
	leaq	(%r10,%rax), %rsi
	vucomiss	%xmm8, %xmm1
	seta	%cl
	vcmpordss	%xmm15, %xmm8, %k0
	vcmpunordss	%xmm15, %xmm1, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %r11d
	orb	%cl, %r11b
	andb	$1, %r11b
	kmovd	%r11d, %k1
	movq	5056(%rsp), %r11
	vmovss	%xmm1, %xmm8, %xmm8 {%k1}
	cmoveq	%r9, %rsi
	addq	$2, %rax
	addq	$8, %rdx
	cmpq	%r15, %rax
	jb	.LBB0_68
	jmp	.LBB0_31
.LBB0_69:
	addq	1216(%rsp), %r14
	movq	%r14, %r9
	movq	144(%rsp), %rbx
	movq	3392(%rsp), %rdx
	movq	%r15, %r8
	movq	3456(%rsp), %rdi
	movq	128(%rsp), %r12
	movq	176(%rsp), %r14
	movq	6464(%rsp), %rsi
	jmp	.LBB0_44
.LBB0_70:
	addq	1216(%rsp), %r12
	movq	%r12, %rax
	vmovq	.LCPI0_29(%rip), %xmm9
	vmovsd	.LCPI0_30(%rip), %xmm11
	vmovsd	.LCPI0_31(%rip), %xmm13
	vmovsd	.LCPI0_32(%rip), %xmm14
	movabsq	$4604544269498187776, %rdx
	movabsq	$4503595332403200, %r10
	movabsq	$-9223372036854775808, %r12
	vmovsd	.LCPI0_33(%rip), %xmm15
	vmovsd	.LCPI0_34(%rip), %xmm17
	vmovsd	.LCPI0_35(%rip), %xmm18
	vmovsd	.LCPI0_36(%rip), %xmm19
	vmovddup	.LCPI0_28(%rip), %xmm20
	vmovapd	.LCPI0_41(%rip), %xmm21
	vmovapd	.LCPI0_42(%rip), %xmm23
	vbroadcastss	.LCPI0_38(%rip), %xmm28
	vmovsd	.LCPI0_19(%rip), %xmm26
	jmp	.LBB0_57
.LBB0_71:
	vmovss	.LCPI0_1(%rip), %xmm2
	vmovss	.LCPI0_2(%rip), %xmm4
	vmovaps	%xmm4, %xmm1
	vmovaps	%xmm4, %xmm5
	vxorps	%xmm3, %xmm3, %xmm3
	vxorps	%xmm6, %xmm6, %xmm6
	jmp	.LBB0_124
.LBB0_72:
	movq	%r9, %rdx
	andq	$-4, %rdx
	leaq	(,%r8,4), %rcx
	leaq	(%rcx,%rcx,2), %rsi
	movq	%rdi, %rbx
	addq	$4, %rdi
	movq	%r8, %r10
	shlq	$4, %r10
	vmovss	.LCPI0_2(%rip), %xmm1
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_73:
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
	jne	.LBB0_73
	testq	%rax, %rax
	movq	%rbx, %rdi
	je	.LBB0_77
.LBB0_75:
	imulq	%r8, %rcx
	leaq	(%rdi,%rcx,4), %rcx
	addq	$4, %rcx
	leaq	(,%r8,4), %rdx
	.p2align	4
.LBB0_76:
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
	jne	.LBB0_76
.LBB0_77:
	movl	%r9d, %eax
	andl	$3, %eax
	cmpq	$4, %r9
	jae	.LBB0_79
	vmovss	.LCPI0_2(%rip), %xmm3
	xorl	%ecx, %ecx
	jmp	.LBB0_82
.LBB0_79:
	movq	%r9, %rdx
	andq	$-4, %rdx
	leaq	(,%r8,4), %rcx
	leaq	(%rcx,%rcx,2), %rsi
	movq	%rdi, %rbx
	addq	$12, %rdi
	movq	%r8, %r10
	shlq	$4, %r10
	vmovss	.LCPI0_2(%rip), %xmm3
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_80:
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
	jne	.LBB0_80
	testq	%rax, %rax
	movq	%rbx, %rdi
	je	.LBB0_84
.LBB0_82:
	imulq	%r8, %rcx
	leaq	(%rdi,%rcx,4), %rcx
	addq	$12, %rcx
	leaq	(,%r8,4), %rdx
	.p2align	4
.LBB0_83:
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
	jne	.LBB0_83
.LBB0_84:
	movl	%r9d, %eax
	andl	$3, %eax
	cmpq	$4, %r9
	movq	%r14, 304(%rsp)
	jae	.LBB0_86
	vmovss	.LCPI0_2(%rip), %xmm2
	xorl	%ecx, %ecx
	jmp	.LBB0_89
.LBB0_86:
	movq	%r9, %rdx
	andq	$-4, %rdx
	leaq	(,%r8,4), %rcx
	leaq	(%rcx,%rcx,2), %rsi
	movq	%rdi, %rbx
	addq	$20, %rdi
	movq	%r8, %r10
	shlq	$4, %r10
	vmovss	.LCPI0_2(%rip), %xmm2
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_87:
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
	jne	.LBB0_87
	testq	%rax, %rax
	movq	%rbx, %rdi
	je	.LBB0_91
.LBB0_89:
	imulq	%r8, %rcx
	leaq	(%rdi,%rcx,4), %rcx
	addq	$20, %rcx
	leaq	(,%r8,4), %rdx
	.p2align	4
.LBB0_90:
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
	jne	.LBB0_90
.LBB0_91:
	vmovss	.LCPI0_2(%rip), %xmm4
	vcmpless	%xmm4, %xmm2, %k1
	vmovss	.LCPI0_1(%rip), %xmm2 {%k1} {z}
	movl	%r9d, %eax
	andl	$3, %eax
	cmpq	$4, %r9
	jae	.LBB0_93
	movq	%rdi, %r13
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_96
.LBB0_93:
	movq	%r9, %rsi
	andq	$-4, %rsi
	movq	%rdi, %r13
	addq	$32, %rdi
	movq	%r8, %r10
	shlq	$4, %r10
	leaq	(,%r8,4), %r11
	vmovss	.LCPI0_2(%rip), %xmm4
	xorl	%edx, %edx
	vxorps	%xmm5, %xmm5, %xmm5
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_94:
	movl	(%rdi), %r14d
	vmovss	-4(%rdi), %xmm6
	vucomiss	%xmm4, %xmm6
	seta	%bl
	vcmpordss	%xmm5, %xmm4, %k0
	vcmpunordss	%xmm5, %xmm6, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %r15d
	orb	%bl, %r15b
	andb	$1, %r15b
	kmovd	%r15d, %k1
	vmovss	%xmm6, %xmm4, %xmm4 {%k1}
	cmoveq	%rcx, %r14
	leaq	(%rdi,%r11), %rbx
	movl	(%rdi,%r8,4), %ecx
	vmovss	-4(%rdi,%r8,4), %xmm6
	vucomiss	%xmm4, %xmm6
	seta	%r15b
	vcmpordss	%xmm5, %xmm4, %k0
	vcmpunordss	%xmm5, %xmm6, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %r12d
	orb	%r15b, %r12b
	andb	$1, %r12b
	kmovd	%r12d, %k1
	vmovss	%xmm6, %xmm4, %xmm4 {%k1}
	cmoveq	%r14, %rcx
	addq	%r11, %rbx
	vmovss	-4(%rdi,%r8,8), %xmm6
	vucomiss	%xmm4, %xmm6
	seta	%r15b
	movl	(%rdi,%r8,8), %r14d
	vcmpordss	%xmm5, %xmm4, %k0
	vcmpunordss	%xmm5, %xmm6, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %r12d
	orb	%r15b, %r12b
	andb	$1, %r12b
	kmovd	%r12d, %k1
	vmovss	%xmm6, %xmm4, %xmm4 {%k1}
	cmoveq	%rcx, %r14
	movl	(%rbx,%r8,4), %ecx
	vmovss	-4(%rbx,%r8,4), %xmm6
	vucomiss	%xmm4, %xmm6
	seta	%bl
	vcmpordss	%xmm5, %xmm4, %k0
	vcmpunordss	%xmm5, %xmm6, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %r15d
	orb	%bl, %r15b
	andb	$1, %r15b
	kmovd	%r15d, %k1
	vmovss	%xmm6, %xmm4, %xmm4 {%k1}
	cmoveq	%r14, %rcx
	addq	$4, %rdx
	addq	%r10, %rdi
	cmpq	%rdx, %rsi
	jne	.LBB0_94
	testq	%rax, %rax
	movq	32(%rsp), %r12
	movl	56(%rsp), %r15d
	je	.LBB0_98
.LBB0_96:
	imulq	%r8, %rdx
	leaq	32(,%rdx,4), %rdx
	addq	%r13, %rdx
	leaq	(,%r8,4), %rsi
	vxorps	%xmm5, %xmm5, %xmm5
	movq	%rax, %rdi
	.p2align	4
.LBB0_97:
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
	jne	.LBB0_97
.LBB0_98:
	cmpq	$4, %r9
	jae	.LBB0_100
	vmovss	.LCPI0_2(%rip), %xmm4
	xorl	%edx, %edx
	jmp	.LBB0_103
.LBB0_100:
	movq	%r9, %rsi
	andq	$-4, %rsi
	leaq	(,%r8,4), %rdx
	leaq	(%rdx,%rdx,2), %rdi
	leaq	36(%r13), %r10
	movq	%r8, %r11
	shlq	$4, %r11
	vmovss	.LCPI0_2(%rip), %xmm4
	xorl	%edx, %edx
	.p2align	4
.LBB0_101:
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
	jne	.LBB0_101
	testb	$3, %r9b
	je	.LBB0_105
.LBB0_103:
	imulq	%r8, %rdx
	leaq	36(,%rdx,4), %rdx
	addq	%r13, %rdx
	leaq	(,%r8,4), %rsi
	.p2align	4
.LBB0_104:
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
	jne	.LBB0_104
.LBB0_105:
	vaddss	%xmm3, %xmm3, %xmm5
	vcvtsi2ss	%rcx, %xmm15, %xmm3
	testl	%r15d, %r15d
	setne	%al
	vmulss	.LCPI0_3(%rip), %xmm4, %xmm4
	vmovss	.LCPI0_0(%rip), %xmm6
	vucomiss	%xmm10, %xmm6
	seta	%cl
	orb	%al, %cl
	jne	.LBB0_108
	movl	%r9d, %eax
	andl	$3, %eax
	cmpq	$4, %r9
	jae	.LBB0_117
	vmovss	.LCPI0_2(%rip), %xmm6
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	movq	304(%rsp), %r14
	jmp	.LBB0_120
.LBB0_108:
	vxorps	%xmm6, %xmm6, %xmm6
	movq	304(%rsp), %r14
	jmp	.LBB0_123
.LBB0_109:
	vpbroadcastd	.LCPI0_2(%rip), %zmm11
	vpxor	%xmm9, %xmm9, %xmm9
	vmovss	.LCPI0_2(%rip), %xmm8
	xorl	%esi, %esi
	vxorps	%xmm13, %xmm13, %xmm13
	vmovdqa64	%zmm11, %zmm14
.LBB0_110:
	movq	%rsi, %r10
	cmpq	$31, 416(%rsp)
	movq	1136(%rsp), %r13
	jbe	.LBB0_112
	vpxor	%xmm0, %xmm0, %xmm0
	vcmpunordps	%zmm0, %zmm14, %k0
	vcmpordps	%zmm0, %zmm11, %k1
	vpcmpltud	%zmm9, %zmm13, %k2
	vcmpltps	%zmm14, %zmm11, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%zmm11, %zmm14, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandw	%k0, %k1, %k1
	kandnw	%k2, %k0, %k0
	korw	%k0, %k1, %k1
	vmovaps	%zmm14, %zmm11 {%k1}
	vmovdqa32	%zmm13, %zmm9 {%k1}
	vextractf64x4	$1, %zmm11, %ymm0
	vextracti64x4	$1, %zmm9, %ymm1
	vxorpd	%xmm2, %xmm2, %xmm2
	vcmpunordps	%ymm2, %ymm0, %k0
	vcmpordps	%ymm2, %ymm11, %k1
	vpcmpltud	%ymm9, %ymm1, %k2
	vcmpltps	%ymm0, %ymm11, %k3
	korb	%k2, %k1, %k1
	vcmpeqps	%ymm11, %ymm0, %k2 {%k2}
	korb	%k2, %k3, %k2
	kandnb	%k2, %k0, %k2
	kandb	%k0, %k1, %k0
	korb	%k2, %k0, %k1
	vblendmps	%ymm0, %ymm11, %ymm0 {%k1}
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
.LBB0_112:
	movq	304(%rsp), %r14
	movl	3648(%rsp), %ecx
	movzbl	312(%rsp), %esi
	movq	5504(%rsp), %rdi
	addl	704(%rsp), %r10d
	vmovss	%xmm8, 44(%rdi,%r13,4)
	movl	%r10d, 48(%rdi,%r13,4)
.LBB0_113:
	movl	$1, (%rdi,%r13,4)
.LBB0_114:
	cmpl	$1, %ecx
	sete	%al
	testb	%sil, %al
	je	.LBB0_116
	movl	$2, (%rdi,%r13,4)
	movb	$1, %al
	jmp	.LBB0_125
.LBB0_116:
	xorl	%eax, %eax
	jmp	.LBB0_125
.LBB0_117:
	andq	$-4, %r9
	movq	%r13, 5504(%rsp)
	leaq	48(%r13), %rsi
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
	kmovd	%k0, %r14d
	orb	%r11b, %r14b
	andb	$1, %r14b
	kmovd	%r14d, %k1
	vmovss	%xmm8, %xmm6, %xmm6 {%k1}
	cmoveq	%rdx, %rbx
	leaq	(%rsi,%r10), %r11
	movl	(%rsi,%r8,4), %edx
	vmovss	-4(%rsi,%r8,4), %xmm8
	vucomiss	%xmm6, %xmm8
	seta	%r14b
	vcmpordss	%xmm7, %xmm6, %k0
	vcmpunordss	%xmm7, %xmm8, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %r15d
	orb	%r14b, %r15b
	andb	$1, %r15b
	kmovd	%r15d, %k1
	vmovss	%xmm8, %xmm6, %xmm6 {%k1}
	cmoveq	%rbx, %rdx
	addq	%r10, %r11
	vmovss	-4(%rsi,%r8,8), %xmm8
	vucomiss	%xmm6, %xmm8
	seta	%r14b
	movl	(%rsi,%r8,8), %ebx
	vcmpordss	%xmm7, %xmm6, %k0
	vcmpunordss	%xmm7, %xmm8, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %r15d
	orb	%r14b, %r15b
	andb	$1, %r15b
	kmovd	%r15d, %k1
	vmovss	%xmm8, %xmm6, %xmm6 {%k1}
	cmoveq	%rdx, %rbx
	movl	(%r11,%r8,4), %edx
	vmovss	-4(%r11,%r8,4), %xmm8
	vucomiss	%xmm6, %xmm8
	seta	%r11b
	vcmpordss	%xmm7, %xmm6, %k0
	vcmpunordss	%xmm7, %xmm8, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %r14d
	orb	%r11b, %r14b
	andb	$1, %r14b
	kmovd	%r14d, %k1
	vmovss	%xmm8, %xmm6, %xmm6 {%k1}
	cmoveq	%rbx, %rdx
	addq	$4, %rcx
	addq	%rdi, %rsi
	cmpq	%rcx, %r9
	jne	.LBB0_118
	testq	%rax, %rax
	movl	56(%rsp), %r15d
	movq	304(%rsp), %r14
	movq	5504(%rsp), %r13
	je	.LBB0_122
.LBB0_120:
	imulq	%r8, %rcx
	leaq	48(,%rcx,4), %rcx
	addq	%r13, %rcx
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
	movzbl	312(%rsp), %esi
.LBB0_124:
	vaddss	%xmm5, %xmm1, %xmm1
	vaddss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm4, %xmm1, %xmm1
	testl	%r15d, %r15d
	sete	%al
	vcmpltss	.LCPI0_0(%rip), %xmm10, %k1
	vmovss	%xmm0, %xmm6, %xmm6 {%k1}
	kmovd	%eax, %k1
	vmovss	%xmm6, %xmm3, %xmm3 {%k1}
	vcmpneqss	%xmm0, %xmm1, %k1
	vmovss	.LCPI0_4(%rip), %xmm3 {%k1}
	vcvttss2si	%xmm3, %rax
	movq	40(%rsp), %rcx
	movq	2400(%rsp), %rdx
	movq	%rax, (%rdx,%rcx,8)
	vcvttss2usi	%xmm1, %eax
	movq	2408(%rsp), %rdx
	orl	%eax, (%rdx,%rcx,4)
	xorl	%eax, %eax
	movl	3648(%rsp), %ecx
.LBB0_125:
	testl	%ecx, %ecx
	setne	%cl
	cmpq	$0, 3712(%rsp)
	setne	%dl
	xorb	$1, %al
	orb	%dl, %al
	testb	%al, %cl
	jne	.LBB0_1266
	cmpq	$127, %r12
	seta	%al
	orb	%al, %sil
	cmpb	$1, %sil
	jne	.LBB0_1141
	movq	40(%rsp), %r9
	cmpq	%r9, 104(%rsp)
	jbe	.LBB0_1266
	cmpl	$0, 56(%rsp)
	sete	192(%rsp)
	movl	$3528531795, %esi
	vpxord	%xmm23, %xmm23, %xmm23
	vcvtusi2ss	%r14, %xmm23, %xmm0
	vmovaps	%xmm0, 80(%rsp)
	lzcntq	1144(%rsp), %rdx
	movl	$64, %r11d
	movl	$64, %ebx
	subq	%rdx, %rbx
	movq	%rdx, %rax
	negq	%rax
	movq	$-1, %rcx
	shlxq	%rax, %rcx, %r14
	leaq	7(%r12), %rcx
	movq	%rcx, 5408(%rsp)
	shrq	$3, %rcx
	movq	%rcx, 440(%rsp)
	lzcntq	%rcx, %rcx
	subq	%rcx, %r11
	movl	$65, %ecx
	subl	%edx, %ecx
	shrl	%ecx
	movq	%rcx, 3368(%rsp)
	movl	$63, %edi
	movq	%rdx, 5488(%rsp)
	subq	%rdx, %rdi
	movq	%rdi, 5456(%rsp)
	movq	5824(%rsp), %r8
	movq	%r8, %r15
	shrq	$32, %r15
	movq	72(%rsp), %rax
	movl	%eax, %r13d
	movq	%rax, %rdx
	leaq	-78811644(%rsi), %rcx
	movq	%rcx, 768(%rsp)
	imulq	%rcx, %r13
	movq	%r13, %rax
	shrq	$32, %rax
	xorq	%r8, %rax
	movq	%rax, 184(%rsp)
	xorq	%r8, %rdx
	movq	%rdx, 72(%rsp)
	movl	%r8d, %edi
	leaq	(%r8,%rsi), %rdx
	addq	$-874096026, %rdx
	leaq	1013904242(%r8), %rax
	movq	%rax, 3264(%rsp)
	leaq	139808216(%r8,%rsi), %rax
	movq	%rax, 4608(%rsp)
	leaq	2027808484(%r8), %rax
	movq	%rax, 4672(%rsp)
	leaq	387276957(%r8), %rax
	movq	%rax, 3904(%rsp)
	leaq	(%r8,%rsi), %rax
	addq	$-486819069, %rax
	movq	%rax, 4544(%rsp)
	addq	$1401181199, %r8
	leaq	(%r15,%rsi), %rax
	addq	$-384397518, %rax
	movq	%rax, 6272(%rsp)
	leaq	1993301258(%r15), %rax
	movq	%rax, 6208(%rsp)
	leaq	842468239(%r15), %rax
	movq	%rax, 704(%rsp)
	leaq	458070721(%r15,%rsi), %rax
	movq	%rax, 5056(%rsp)
	leaq	-692762298(%r15,%rsi), %r10
	leaq	1684936478(%r15), %rax
	movq	%rax, 6336(%rsp)
	leaq	(%r15,%rsi), %rax
	addq	$149705941, %rax
	movq	%rax, 3840(%rsp)
	addq	$534103459, %r15
	vmovss	.LCPI0_0(%rip), %xmm0
	vucomiss	%xmm10, %xmm0
	setbe	%sil
	andb	192(%rsp), %sil
	movb	%sil, 54(%rsp)
	cmpq	$1, %rbx
	movq	%rbx, 5464(%rsp)
	movq	%rbx, %rsi
	adcq	$0, %rsi
	movq	%rsi, 5480(%rsp)
	cmpq	$1, %r11
	adcq	$0, %r11
	leaq	(,%r9,4), %rsi
	movl	$4, %eax
	subq	%rsi, %rax
	movq	%r13, %rcx
	movq	704(%rsp), %r13
	vmovq	%rcx, %xmm0
	vmovq	%rdx, %xmm1
	xorq	%rdx, %rcx
	movq	%rcx, 2752(%rsp)
	movl	%ecx, %edx
	vpbroadcastq	%rdx, %zmm2
	vmovdqa64	%zmm2, 5504(%rsp)
	movq	4608(%rsp), %rdx
	movq	$-2, %rcx
	subq	%r14, %rcx
	movq	%rcx, 5384(%rsp)
	notq	%r14
	vcvtss2sd	%xmm10, %xmm10, %xmm2
	vmovsd	%xmm2, 5448(%rsp)
	vcvtusi2ss	%r12d, %xmm15, %xmm2
	vmovss	%xmm2, 2428(%rsp)
	leal	-1879881855(%rdi), %esi
	imulq	%r12, %rax
	addq	448(%rsp), %rax
	movq	944(%rsp), %rcx
	subq	%rcx, %rax
	movq	%rax, 5440(%rsp)
	leaq	(,%r12,4), %rax
	movq	%rax, 5432(%rsp)
	negq	%rax
	movq	%rax, 5424(%rsp)
	movq	%r9, %rax
	imulq	%r12, %rax
	leaq	(%rcx,%rax,4), %rax
	movq	448(%rsp), %rcx
	movq	%rax, 168(%rsp)
	subq	%rax, %rcx
	movq	%rcx, 5416(%rsp)
	vbroadcastss	%xmm16, %zmm17
	movq	%r12, %rax
	andq	$-64, %rax
	movq	%rax, 1648(%rsp)
	movq	%r12, %rax
	andq	$-8, %rax
	movq	%rax, 2384(%rsp)
	movq	%r14, 4224(%rsp)
	vpbroadcastq	%r14, %zmm23
	movq	%r12, %rax
	andq	$-16, %rax
	movq	%rax, 3352(%rsp)
	movq	%r12, %rax
	andq	$-4, %rax
	movq	%rax, 3360(%rsp)
	movq	%r12, %rax
	andq	$-2, %rax
	movq	%rax, 6848(%rsp)
	movl	%r11d, %ecx
	andl	$3, %ecx
	andl	$124, %r11d
	movq	%r11, 1136(%rsp)
	movq	448(%rsp), %r11
	movq	4544(%rsp), %r14
	movq	72(%rsp), %rax
	vpbroadcastq	%rax, %zmm2
	vmovdqa64	%zmm2, 5568(%rsp)
	vpxor	%xmm1, %xmm0, %xmm0
	movq	3264(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqa64	%zmm1, 5248(%rsp)
	movq	6208(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqa64	%zmm1, 5760(%rsp)
	vpbroadcastq	%rdx, %zmm1
	vmovdqa64	%zmm1, 5312(%rsp)
	vpbroadcastq	%r13, %zmm1
	vmovdqa64	%zmm1, 4480(%rsp)
	movq	4672(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqa64	%zmm1, 4352(%rsp)
	movq	5056(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqa64	%zmm1, 3968(%rsp)
	movq	3904(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqa64	%zmm1, 4288(%rsp)
	vpbroadcastq	%r10, %zmm26
	vpbroadcastq	%r14, %zmm1
	vmovdqa64	%zmm1, 4992(%rsp)
	movq	6336(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqa64	%zmm1, 4928(%rsp)
	movq	%r8, 5824(%rsp)
	vpbroadcastq	%r8, %zmm1
	vmovdqa64	%zmm1, 4864(%rsp)
	vpbroadcastq	%r15, %zmm1
	movq	3840(%rsp), %rax
	vpbroadcastq	%rax, %zmm9
	vpbroadcastd	%esi, %zmm8
	vpbroadcastq	%xmm0, %zmm0
	vmovdqa64	%zmm0, 6400(%rsp)
	movq	184(%rsp), %rax
	vpbroadcastd	%eax, %zmm0
	movq	6272(%rsp), %rax
	vpbroadcastq	%rax, %zmm15
	movq	%rcx, 5376(%rsp)
	shll	$6, %ecx
	movq	%rcx, 5400(%rsp)
	vmovd	.LCPI0_5(%rip), %xmm7
	vpxord	%xmm18, %xmm18, %xmm18
	vcmpltss	.LCPI0_0(%rip), %xmm10, %k1
	leaq	(%r11,%r12,4), %rax
	movq	%rax, 576(%rsp)
	leaq	192(%r11,%r12,4), %rax
	movq	%rax, 952(%rsp)
	leaq	192(%r11), %rax
	movq	%rax, 936(%rsp)
	leaq	4(%r11,%r12,4), %rax
	movq	%rax, 304(%rsp)
	leaq	12(%r11), %rax
	movq	%rax, 5392(%rsp)
	movabsq	$4611686018427387899, %rdi
	movabsq	$4611686018427387896, %r14
	xorl	%ecx, %ecx
	movq	$0, 5696(%rsp)
	movq	$0, 5120(%rsp)
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vpbroadcastq	.LCPI0_20(%rip), %zmm11
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	vmovd	.LCPI0_363(%rip), %xmm31
	movq	%r15, 2112(%rsp)
	movq	%r10, 4032(%rsp)
	movl	%esi, 64(%rsp)
	vmovaps	%zmm17, 1728(%rsp)
	vmovdqa64	%zmm23, 4096(%rsp)
	vmovdqa64	%zmm26, 2048(%rsp)
	vmovdqa64	%zmm1, 4416(%rsp)
	vmovdqa64	%zmm9, 1856(%rsp)
	vmovdqa64	%zmm8, 1920(%rsp)
	vmovdqa64	%zmm0, 6144(%rsp)
	vmovdqa64	%zmm15, 2688(%rsp)
	jmp	.LBB0_132
.LBB0_129:
	xorl	%ebx, %ebx
.LBB0_130:
	vxorps	%xmm4, %xmm4, %xmm4
	vcvtusi2ss	%rbx, %xmm4, %xmm0
	movabsq	$4611686018427387896, %r14
.LBB0_131:
	cmpl	$0, 56(%rsp)
	sete	%al
	vaddss	%xmm24, %xmm24, %xmm1
	vmovss	.LCPI0_2(%rip), %xmm2
	vcmpless	%xmm2, %xmm10, %k2
	vmovss	.LCPI0_1(%rip), %xmm2 {%k2} {z}
	vaddss	%xmm1, %xmm30, %xmm1
	vmovaps	896(%rsp), %xmm3
	vmulss	.LCPI0_3(%rip), %xmm3, %xmm3
	vaddss	%xmm1, %xmm2, %xmm1
	vaddss	%xmm3, %xmm1, %xmm1
	vmovaps	1632(%rsp), %xmm2
	vmovss	%xmm2, %xmm0, %xmm0 {%k1}
	kmovd	%eax, %k2
	vmovaps	3328(%rsp), %xmm2
	vmovss	%xmm0, %xmm2, %xmm2 {%k2}
	vcmpneqss	%xmm18, %xmm1, %k2
	vmovss	.LCPI0_4(%rip), %xmm2 {%k2}
	vcvttss2si	%xmm2, %rax
	movq	2400(%rsp), %rcx
	movq	%rax, (%rcx,%r9,8)
	vcvttss2usi	%xmm1, %eax
	movq	2408(%rsp), %rcx
	orl	%eax, (%rcx,%r9,4)
	incq	%r9
	movq	5472(%rsp), %rcx
	incq	%rcx
	movq	168(%rsp), %rax
	addq	5432(%rsp), %rax
	movq	%rax, 168(%rsp)
	cmpq	104(%rsp), %r9
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	movq	32(%rsp), %r12
	je	.LBB0_1266
.LBB0_132:
	movq	5424(%rsp), %rsi
	movq	%rcx, 5472(%rsp)
	imulq	%rcx, %rsi
	movq	5440(%rsp), %rax
	addq	%rsi, %rax
	movq	%rax, 1408(%rsp)
	addq	5416(%rsp), %rsi
	movq	%rsi, 1024(%rsp)
	movq	%r9, %rax
	imulq	%r12, %rax
	movq	944(%rsp), %rcx
	movq	%r12, %r8
	leaq	(%rcx,%rax,4), %r12
	testq	%r8, %r8
	movq	%r9, 40(%rsp)
	movq	%r12, 1984(%rsp)
	je	.LBB0_143
	vxorps	%xmm4, %xmm4, %xmm4
	vpxor	%xmm0, %xmm0, %xmm0
	movl	$1024, %ecx
	movq	168(%rsp), %rdx
	xorl	%edi, %edi
	vxorps	%xmm6, %xmm6, %xmm6
	vmovaps	%zmm21, %zmm5
	vmovaps	%zmm21, %zmm8
	vpxord	%xmm20, %xmm20, %xmm20
	vpxord	%xmm22, %xmm22, %xmm22
	vmovaps	%zmm21, %zmm2
	vmovaps	%zmm21, %zmm23
	vpxord	%xmm26, %xmm26, %xmm26
	vxorps	%xmm28, %xmm28, %xmm28
	vmovaps	%zmm21, %zmm27
	vmovaps	%zmm21, %zmm29
	vpxor	%xmm11, %xmm11, %xmm11
	vpxord	%xmm18, %xmm18, %xmm18
	vmovaps	%zmm21, %zmm17
	vmovaps	%zmm21, %zmm19
	xorl	%r9d, %r9d
	vmovd	.LCPI0_2(%rip), %xmm24
	vmovdqa64	%xmm24, %xmm10
	xorl	%eax, %eax
	xorl	%esi, %esi
	vmovaps	%xmm2, %xmm30
	vbroadcastss	.LCPI0_0(%rip), %zmm25
	movq	32(%rsp), %rbx
	jmp	.LBB0_136
	.p2align	4
.LBB0_134:
	vmovdqa64	1856(%rsp), %zmm9
	vmovdqa64	2688(%rsp), %zmm15
	vmovss	.LCPI0_5(%rip), %xmm7
	vmovaps	2304(%rsp), %xmm10
	vmovaps	112(%rsp), %xmm16
	vmovaps	3776(%rsp), %xmm30
.LBB0_135:
	addq	$1024, %rcx
	addq	$-1024, %rdi
	addq	$4096, %rdx
	movq	32(%rsp), %rbx
	cmpq	%rbx, %r9
	movq	448(%rsp), %r11
	movq	1984(%rsp), %r12
	jae	.LBB0_141
.LBB0_136:
	vmovaps	%xmm30, 3776(%rsp)
	vmovdqa	%xmm10, 2304(%rsp)
	movq	%r9, %r10
	addq	$1024, %r9
	cmpq	%rcx, %rbx
	movq	%rcx, %r11
	cmovbq	%rbx, %r11
	cmpq	%rbx, %r9
	cmovbq	%r9, %rbx
	movq	%rbx, %r14
	subq	%r10, %r14
	andq	$-32, %r14
	addq	%r10, %r14
	movq	%r10, %r15
	cmpq	%r14, %r10
	vmovaps	1728(%rsp), %zmm14
	vpxor	%xmm12, %xmm12, %xmm12
	vmovdqa64	.LCPI0_7(%rip), %zmm15
	vmovdqa64	.LCPI0_8(%rip), %zmm31
	vbroadcastss	.LCPI0_5(%rip), %zmm16
	vpbroadcastd	.LCPI0_5(%rip), %zmm13
	vbroadcastss	.LCPI0_6(%rip), %zmm30
	jae	.LBB0_138
	.p2align	4
.LBB0_137:
	vmovups	(%r12,%r15,4), %zmm7
	vmovups	64(%r12,%r15,4), %zmm1
	vcmpunordps	%zmm12, %zmm7, %k3
	vmovaps	%zmm25, %zmm2 {%k3} {z}
	vcmpeqps	%zmm16, %zmm7, %k2
	vmovaps	%zmm25, %zmm3 {%k2} {z}
	vmulps	%zmm7, %zmm14, %zmm9
	vmulps	%zmm1, %zmm14, %zmm10
	vandps	%zmm30, %zmm9, %zmm9
	vpcmpeqd	%zmm13, %zmm9, %k2
	vandps	%zmm30, %zmm10, %zmm9
	vpcmpeqd	%zmm13, %zmm9, %k4
	vandps	%zmm30, %zmm7, %zmm9
	vandps	%zmm30, %zmm1, %zmm10
	vcmpneq_oqps	%zmm16, %zmm9, %k5 {%k2}
	vcmpneq_oqps	%zmm16, %zmm10, %k2 {%k4}
	vmovaps	%zmm25, %zmm9 {%k5} {z}
	vpbroadcastd	%r15d, %zmm10
	vcmpltps	%zmm7, %zmm17, %k0
	vcmpordps	%zmm12, %zmm17, %k3 {%k3}
	korw	%k3, %k0, %k3
	vmovaps	%zmm7, %zmm17 {%k3}
	vpord	%zmm15, %zmm10, %zmm7
	vmovdqa32	%zmm7, %zmm11 {%k3}
	vcmpltps	%zmm2, %zmm27, %k3
	vmovdqa32	%zmm7, %zmm26 {%k3}
	vcmpltps	%zmm3, %zmm21, %k3
	vmovdqa32	%zmm7, %zmm20 {%k3}
	vcmpltps	%zmm9, %zmm5, %k3
	vmovdqa32	%zmm7, %zmm4 {%k3}
	vcmpunordps	%zmm12, %zmm1, %k4
	vcmpltps	%zmm1, %zmm19, %k0
	vcmpordps	%zmm12, %zmm19, %k3 {%k4}
	korw	%k3, %k0, %k3
	vcmpeqps	%zmm16, %zmm1, %k5
	vmovaps	%zmm1, %zmm19 {%k3}
	vmaxps	%zmm27, %zmm2, %zmm27
	vmovaps	%zmm25, %zmm1 {%k4} {z}
	vcmpltps	%zmm1, %zmm29, %k4
	vmaxps	%zmm29, %zmm1, %zmm29
	vmaxps	%zmm21, %zmm3, %zmm21
	vmovaps	%zmm25, %zmm1 {%k5} {z}
	vcmpltps	%zmm1, %zmm23, %k5
	vmaxps	%zmm23, %zmm1, %zmm23
	vmaxps	%zmm5, %zmm9, %zmm5
	vmovaps	%zmm25, %zmm1 {%k2} {z}
	vcmpltps	%zmm1, %zmm8, %k2
	vmaxps	%zmm8, %zmm1, %zmm8
	vpord	%zmm31, %zmm10, %zmm1
	vmovdqa32	%zmm1, %zmm18 {%k3}
	vmovdqa32	%zmm1, %zmm28 {%k4}
	vmovdqa32	%zmm1, %zmm22 {%k5}
	vmovdqa32	%zmm1, %zmm6 {%k2}
	addq	$32, %r15
	cmpq	%r14, %r15
	jb	.LBB0_137
.LBB0_138:
	cmpq	%rbx, %r14
	jae	.LBB0_134
	addq	%rdi, %r11
	andq	$-32, %r11
	vmovdqa64	1856(%rsp), %zmm9
	vmovdqa64	2688(%rsp), %zmm15
	vmovss	.LCPI0_5(%rip), %xmm7
	vmovaps	2304(%rsp), %xmm10
	vmovaps	112(%rsp), %xmm16
	vmovaps	3776(%rsp), %xmm30
	.p2align	4
.LBB0_140:
	vmovd	(%rdx,%r11,4), %xmm1
	vmovd	%xmm1, %r14d
	vucomiss	%xmm1, %xmm1
	setp	%r8b
	vcmpgess	%xmm7, %xmm1, %k2
	vmovss	.LCPI0_0(%rip), %xmm2 {%k2} {z}
	vmulss	%xmm1, %xmm16, %xmm3
	vmovd	%xmm3, %r15d
	andl	$2147483647, %r15d
	cmpl	$2139095040, %r15d
	sete	%r15b
	andl	$2147483647, %r14d
	cmpl	$2139095040, %r14d
	setl	%r13b
	andb	%r15b, %r13b
	vucomiss	%xmm10, %xmm1
	seta	%r15b
	leaq	(%r10,%r11), %r14
	vucomiss	%xmm10, %xmm10
	setnp	%r12b
	andb	%r8b, %r12b
	orb	%r15b, %r12b
	kmovd	%r12d, %k2
	vmovss	%xmm1, %xmm10, %xmm10 {%k2}
	cmovneq	%r14, %rax
	vucomiss	%xmm24, %xmm2
	vmaxss	%xmm24, %xmm2, %xmm24
	cmovaq	%r14, %rsi
	kmovd	%r13d, %k0
	kshiftlb	$7, %k0, %k0
	kshiftrb	$6, %k0, %k0
	kmovd	%r8d, %k2
	kshiftlb	$7, %k2, %k2
	kshiftrb	$7, %k2, %k2
	korw	%k0, %k2, %k2
	vbroadcastss	.LCPI0_0(%rip), %xmm1 {%k2} {z}
	vcmpltps	%xmm1, %xmm30, %k2
	vmaxps	%xmm30, %xmm1, %xmm30
	vpbroadcastq	%r14, %xmm0 {%k2}
	leaq	(%r10,%r11), %r8
	incq	%r8
	incq	%r11
	cmpq	%rbx, %r8
	jb	.LBB0_140
	jmp	.LBB0_135
	.p2align	4
.LBB0_141:
	cmpq	$31, %rbx
	jbe	.LBB0_147
	vxorps	%xmm14, %xmm14, %xmm14
	vcmpunordps	%zmm14, %zmm29, %k0
	vcmpordps	%zmm14, %zmm27, %k2
	vpcmpltud	%zmm26, %zmm28, %k3
	vcmpltps	%zmm29, %zmm27, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%zmm27, %zmm29, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandw	%k0, %k2, %k2
	kandnw	%k3, %k0, %k0
	korw	%k0, %k2, %k2
	vmovaps	%zmm29, %zmm27 {%k2}
	vmovdqa32	%zmm28, %zmm26 {%k2}
	vextractf64x4	$1, %zmm27, %ymm1
	vextracti64x4	$1, %zmm26, %ymm2
	vxorps	%xmm28, %xmm28, %xmm28
	vcmpunordps	%ymm28, %ymm1, %k0
	vcmpordps	%ymm28, %ymm27, %k2
	vpcmpltud	%ymm26, %ymm2, %k3
	vcmpltps	%ymm1, %ymm27, %k4
	korb	%k3, %k2, %k2
	vcmpeqps	%ymm27, %ymm1, %k3 {%k3}
	korb	%k3, %k4, %k3
	kandnb	%k3, %k0, %k3
	kandb	%k0, %k2, %k0
	korb	%k3, %k0, %k2
	vblendmps	%ymm1, %ymm27, %ymm1 {%k2}
	vpblendmd	%ymm2, %ymm26, %ymm2 {%k2}
	vextractf128	$1, %ymm1, %xmm3
	vextracti128	$1, %ymm2, %xmm7
	vxorps	%xmm27, %xmm27, %xmm27
	vcmpunordps	%xmm27, %xmm3, %k0
	vcmpordps	%xmm27, %xmm1, %k2
	vpcmpltud	%xmm2, %xmm7, %k3
	vcmpltps	%xmm3, %xmm1, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%xmm1, %xmm3, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vblendmps	%xmm3, %xmm1, %xmm26 {%k2}
	vpblendmd	%xmm7, %xmm2, %xmm1 {%k2}
	vshufpd	$1, %xmm26, %xmm26, %xmm2
	vpshufd	$238, %xmm1, %xmm3
	vcmpunordps	%xmm27, %xmm2, %k0
	vcmpordps	%xmm27, %xmm26, %k2
	vpcmpltud	%xmm1, %xmm3, %k3
	vcmpltps	%xmm2, %xmm26, %k4
	vcmpeqps	%xmm26, %xmm2, %k5
	korw	%k3, %k2, %k2
	kandw	%k3, %k5, %k3
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vmovaps	%xmm2, %xmm26 {%k2}
	vmovdqa32	%xmm3, %xmm1 {%k2}
	vmovd	%xmm1, %edi
	vmovshdup	%xmm26, %xmm2
	vpextrd	$1, %xmm1, %ecx
	vucomiss	%xmm2, %xmm2
	setp	%dl
	kmovd	%edx, %k0
	vucomiss	%xmm26, %xmm26
	setnp	%dl
	cmpl	%edi, %ecx
	setb	%r8b
	vucomiss	%xmm26, %xmm2
	seta	%r9b
	setnp	%r10b
	sete	%r11b
	andb	%r10b, %r11b
	orb	%r8b, %dl
	kmovd	%edx, %k2
	andb	%r8b, %r11b
	orb	%r9b, %r11b
	kmovd	%r11d, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k0
	kmovd	%k0, %edx
	andb	$1, %dl
	kmovd	%edx, %k2
	vmovss	%xmm2, %xmm26, %xmm26 {%k2}
	cmovnel	%ecx, %edi
	vcmpunordps	%zmm14, %zmm23, %k0
	vcmpordps	%zmm14, %zmm21, %k2
	vpcmpltud	%zmm20, %zmm22, %k3
	vcmpltps	%zmm23, %zmm21, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%zmm21, %zmm23, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandw	%k0, %k2, %k2
	kandnw	%k3, %k0, %k0
	korw	%k0, %k2, %k2
	vmovaps	%zmm23, %zmm21 {%k2}
	vmovdqa32	%zmm22, %zmm20 {%k2}
	vextractf64x4	$1, %zmm21, %ymm1
	vextracti64x4	$1, %zmm20, %ymm2
	vcmpunordps	%ymm28, %ymm1, %k0
	vcmpordps	%ymm28, %ymm21, %k2
	vpcmpltud	%ymm20, %ymm2, %k3
	vcmpltps	%ymm1, %ymm21, %k4
	korb	%k3, %k2, %k2
	vcmpeqps	%ymm21, %ymm1, %k3 {%k3}
	korb	%k3, %k4, %k3
	kandnb	%k3, %k0, %k3
	kandb	%k0, %k2, %k0
	korb	%k3, %k0, %k2
	vblendmps	%ymm1, %ymm21, %ymm1 {%k2}
	vpblendmd	%ymm2, %ymm20, %ymm3 {%k2}
	vextractf128	$1, %ymm1, %xmm2
	vextracti128	$1, %ymm3, %xmm7
	vcmpunordps	%xmm27, %xmm2, %k0
	vcmpordps	%xmm27, %xmm1, %k2
	vpcmpltud	%xmm3, %xmm7, %k3
	vcmpltps	%xmm2, %xmm1, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%xmm1, %xmm2, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vblendmps	%xmm2, %xmm1, %xmm2 {%k2}
	vpblendmd	%xmm7, %xmm3, %xmm1 {%k2}
	vshufpd	$1, %xmm2, %xmm2, %xmm3
	vpshufd	$238, %xmm1, %xmm7
	vcmpunordps	%xmm27, %xmm3, %k0
	vcmpordps	%xmm27, %xmm2, %k2
	vpcmpltud	%xmm1, %xmm7, %k3
	vcmpltps	%xmm3, %xmm2, %k4
	vcmpeqps	%xmm2, %xmm3, %k5
	korw	%k3, %k2, %k2
	kandw	%k3, %k5, %k3
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vmovaps	%xmm3, %xmm2 {%k2}
	vmovdqa32	%xmm7, %xmm1 {%k2}
	vmovd	%xmm1, %ecx
	vmovshdup	%xmm2, %xmm3
	vpextrd	$1, %xmm1, %edx
	vucomiss	%xmm3, %xmm3
	setp	%r8b
	kmovd	%r8d, %k0
	vucomiss	%xmm2, %xmm2
	setnp	%r8b
	cmpl	%ecx, %edx
	setb	%r9b
	vucomiss	%xmm2, %xmm3
	seta	%r10b
	setnp	%r11b
	sete	%bl
	andb	%r11b, %bl
	orb	%r9b, %r8b
	kmovd	%r8d, %k2
	andb	%r9b, %bl
	orb	%r10b, %bl
	kmovd	%ebx, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k0
	kmovd	%k0, %r8d
	andb	$1, %r8b
	kmovd	%r8d, %k2
	vmovss	%xmm3, %xmm2, %xmm2 {%k2}
	cmovnel	%edx, %ecx
	cmpq	%rcx, %rsi
	setb	%cl
	kmovd	%ecx, %k2
	vcmpeqss	%xmm2, %xmm24, %k3
	vmovaps	%xmm2, %xmm1
	vcmpltss	%xmm24, %xmm2, %k4
	vmovss	%xmm24, %xmm2, %xmm2 {%k2}
	vmovss	%xmm2, %xmm1, %xmm1 {%k3}
	vmovss	%xmm24, %xmm1, %xmm1 {%k4}
	vcmpunordps	%zmm14, %zmm19, %k0
	vcmpordps	%zmm14, %zmm17, %k2
	vpcmpltud	%zmm11, %zmm18, %k3
	vcmpltps	%zmm19, %zmm17, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%zmm17, %zmm19, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandw	%k0, %k2, %k2
	kandnw	%k3, %k0, %k0
	korw	%k0, %k2, %k2
	vmovaps	%zmm19, %zmm17 {%k2}
	vmovdqa32	%zmm18, %zmm11 {%k2}
	vextractf64x4	$1, %zmm17, %ymm2
	vextracti64x4	$1, %zmm11, %ymm3
	vcmpunordps	%ymm28, %ymm2, %k0
	vcmpordps	%ymm28, %ymm17, %k2
	vpcmpltud	%ymm11, %ymm3, %k3
	vcmpltps	%ymm2, %ymm17, %k4
	korb	%k3, %k2, %k2
	vcmpeqps	%ymm17, %ymm2, %k3 {%k3}
	korb	%k3, %k4, %k3
	kandnb	%k3, %k0, %k3
	kandb	%k0, %k2, %k0
	korb	%k3, %k0, %k2
	vblendmps	%ymm2, %ymm17, %ymm2 {%k2}
	vpblendmd	%ymm3, %ymm11, %ymm3 {%k2}
	vextractf128	$1, %ymm2, %xmm7
	vextracti128	$1, %ymm3, %xmm9
	vcmpunordps	%xmm27, %xmm7, %k0
	vcmpordps	%xmm27, %xmm2, %k2
	vpcmpltud	%xmm3, %xmm9, %k3
	vcmpltps	%xmm7, %xmm2, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%xmm2, %xmm7, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vblendmps	%xmm7, %xmm2, %xmm2 {%k2}
	vpblendmd	%xmm9, %xmm3, %xmm3 {%k2}
	vshufpd	$1, %xmm2, %xmm2, %xmm7
	vpshufd	$238, %xmm3, %xmm9
	vcmpunordps	%xmm27, %xmm7, %k0
	vcmpordps	%xmm27, %xmm2, %k2
	vpcmpltud	%xmm3, %xmm9, %k3
	vcmpltps	%xmm7, %xmm2, %k4
	vcmpeqps	%xmm2, %xmm7, %k5
	korw	%k3, %k2, %k2
	kandw	%k3, %k5, %k3
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vmovaps	%xmm7, %xmm2 {%k2}
	vmovdqa32	%xmm9, %xmm3 {%k2}
	vmovdqa64	1856(%rsp), %zmm11
	vmovd	%xmm3, %ecx
	vmovshdup	%xmm2, %xmm7
	vpextrd	$1, %xmm3, %edx
	vucomiss	%xmm7, %xmm7
	setp	%sil
	kmovd	%esi, %k0
	vucomiss	%xmm2, %xmm2
	setnp	%sil
	cmpl	%ecx, %edx
	setb	%r8b
	vucomiss	%xmm2, %xmm7
	seta	%r9b
	setnp	%r10b
	sete	%r11b
	andb	%r10b, %r11b
	orb	%r8b, %sil
	kmovd	%esi, %k2
	andb	%r8b, %r11b
	orb	%r9b, %r11b
	kmovd	%r11d, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k0
	kmovd	%k0, %esi
	andb	$1, %sil
	kmovd	%esi, %k2
	vmovss	%xmm7, %xmm2, %xmm2 {%k2}
	vmovss	.LCPI0_5(%rip), %xmm7
	cmovnel	%edx, %ecx
	vucomiss	%xmm2, %xmm2
	setnp	%dl
	cmpq	%rcx, %rax
	setb	%sil
	vucomiss	%xmm2, %xmm10
	seta	%r8b
	setnp	%r9b
	sete	%r10b
	andb	%r9b, %r10b
	orb	%sil, %dl
	andb	%sil, %r10b
	orb	%r8b, %r10b
	vucomiss	%xmm10, %xmm10
	movzbl	%dl, %edx
	movzbl	%r10b, %esi
	cmovpl	%edx, %esi
	testb	%sil, %sil
	kmovd	%esi, %k2
	vmovss	%xmm10, %xmm2, %xmm2 {%k2}
	cmoveq	%rcx, %rax
	vcmpunordps	%zmm14, %zmm8, %k0
	vcmpordps	%zmm14, %zmm5, %k2
	vpcmpltud	%zmm4, %zmm6, %k3
	vcmpltps	%zmm8, %zmm5, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%zmm5, %zmm8, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandw	%k0, %k2, %k2
	kandnw	%k3, %k0, %k0
	korw	%k0, %k2, %k2
	vmovaps	%zmm8, %zmm5 {%k2}
	vmovdqa32	%zmm6, %zmm4 {%k2}
	vextractf64x4	$1, %zmm5, %ymm3
	vextracti64x4	$1, %zmm4, %ymm6
	vcmpunordps	%ymm28, %ymm3, %k0
	vcmpordps	%ymm28, %ymm5, %k2
	vpcmpltud	%ymm4, %ymm6, %k3
	vcmpltps	%ymm3, %ymm5, %k4
	korb	%k3, %k2, %k2
	vcmpeqps	%ymm5, %ymm3, %k3 {%k3}
	korb	%k3, %k4, %k3
	kandnb	%k3, %k0, %k3
	kandb	%k0, %k2, %k0
	korb	%k3, %k0, %k2
	vblendmps	%ymm3, %ymm5, %ymm3 {%k2}
	vpblendmd	%ymm6, %ymm4, %ymm4 {%k2}
	vextractf128	$1, %ymm3, %xmm5
	vextracti128	$1, %ymm4, %xmm6
	vcmpunordps	%xmm27, %xmm5, %k0
	vcmpordps	%xmm27, %xmm3, %k2
	vpcmpltud	%xmm4, %xmm6, %k3
	vcmpltps	%xmm5, %xmm3, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%xmm3, %xmm5, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vblendmps	%xmm5, %xmm3, %xmm3 {%k2}
	vpblendmd	%xmm6, %xmm4, %xmm4 {%k2}
	vshufpd	$1, %xmm3, %xmm3, %xmm5
	vpshufd	$238, %xmm4, %xmm6
	vcmpunordps	%xmm27, %xmm5, %k0
	vcmpordps	%xmm27, %xmm3, %k2
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
	seta	%r9b
	setnp	%r10b
	sete	%r11b
	andb	%r10b, %r11b
	orb	%r8b, %sil
	kmovd	%esi, %k2
	andb	%r8b, %r11b
	orb	%r9b, %r11b
	kmovd	%r11d, %k3
	movq	448(%rsp), %r11
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
	vinsertps	$16, %xmm3, %xmm26, %xmm3
	vcmpltps	%xmm30, %xmm3, %k0
	vcmpeqps	%xmm3, %xmm30, %k2
	vpcmpltuq	%xmm4, %xmm0, %k2 {%k2}
	korw	%k2, %k0, %k2
	vmovaps	%xmm30, %xmm3 {%k2}
	vmovaps	%xmm2, %xmm10
	vmovaps	%xmm1, %xmm24
	vmovaps	%xmm3, %xmm30
	jmp	.LBB0_148
	.p2align	4
.LBB0_143:
	vpxor	%xmm0, %xmm0, %xmm0
	vmovdqa	%xmm0, 3328(%rsp)
	vmovss	.LCPI0_2(%rip), %xmm25
	vmovaps	%xmm25, %xmm24
	vmovaps	%xmm25, %xmm10
	vmovdqa64	%xmm7, %xmm28
	vbroadcastss	.LCPI0_2(%rip), %xmm30
	cmpb	$0, 71(%rsp)
	movq	104(%rsp), %rax
	movl	$3528531795, %ecx
	jne	.LBB0_160
	vmovdqa	%xmm0, 896(%rsp)
	vmovss	.LCPI0_2(%rip), %xmm25
	vmovaps	%xmm25, 128(%rsp)
	vpxor	%xmm1, %xmm1, %xmm1
	vmovdqa	%xmm1, 3328(%rsp)
	vmovaps	%xmm25, %xmm24
	vmovaps	%xmm25, %xmm10
	vmovdqa64	%xmm7, %xmm28
	vbroadcastss	.LCPI0_2(%rip), %xmm30
	cmpb	$0, 55(%rsp)
	jne	.LBB0_246
	vmovdqa64	%xmm31, %xmm1
	vmovdqa	%xmm0, 1632(%rsp)
	cmpb	$0, 54(%rsp)
	je	.LBB0_357
	vmovdqa	%xmm0, 3328(%rsp)
	vmovss	.LCPI0_2(%rip), %xmm0
	vmovaps	%xmm0, 896(%rsp)
	vmovaps	%xmm0, %xmm30
	vmovaps	%xmm0, %xmm24
	vmovaps	%xmm0, %xmm10
	xorl	%ebx, %ebx
	vmovdqa64	%xmm1, %xmm31
	jmp	.LBB0_130
	.p2align	4
.LBB0_147:
	vmovdqa64	%zmm9, %zmm11
.LBB0_148:
	movq	40(%rsp), %r9
	movl	$3528531795, %ecx
	movq	2112(%rsp), %r15
	vmovdqa64	1920(%rsp), %zmm8
	movabsq	$4611686018427387899, %rdi
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovdqa64	2048(%rsp), %zmm6
	vpxord	%xmm17, %xmm17, %xmm17
	vcvtusi2ss	%rax, %xmm17, %xmm0
	cmpb	$0, 71(%rsp)
	movabsq	$4611686018427387896, %r14
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vbroadcastss	.LCPI0_2(%rip), %zmm3
	vpxord	%xmm18, %xmm18, %xmm18
	vmovaps	%xmm0, 3328(%rsp)
	je	.LBB0_159
	vmovdqa64	%xmm19, %xmm13
	cmpq	$8, 32(%rsp)
	vbroadcastss	.LCPI0_0(%rip), %ymm17
	vmovaps	%xmm10, 2304(%rsp)
	vmovdqa64	%zmm6, %zmm22
	jae	.LBB0_173
	xorl	%eax, %eax
	vbroadcastsd	.LCPI0_20(%rip), %zmm14
.LBB0_151:
	movq	32(%rsp), %r8
	vmovaps	%zmm3, %zmm21
	vmovdqa64	.LCPI0_356(%rip), %zmm20
.LBB0_152:
	movq	%rax, %rcx
	orq	$1, %rcx
	testb	$1, %r8b
	je	.LBB0_154
	vaddss	(%r12,%rax,4), %xmm18, %xmm0
	vmovd	%xmm0, %edx
	movl	%edx, %esi
	orl	$-2147483648, %esi
	testl	%edx, %edx
	notl	%edx
	cmovnsl	%esi, %edx
	movq	448(%rsp), %rsi
	movl	%edx, (%rsi,%rax,4)
	movq	576(%rsp), %rdx
	movl	$1065353216, (%rdx,%rax,4)
	movq	%rcx, %rax
.LBB0_154:
	movq	32(%rsp), %r11
	cmpq	%rcx, %r11
	movq	168(%rsp), %rdi
	movq	304(%rsp), %r8
	movq	448(%rsp), %rbx
	je	.LBB0_156
	.p2align	4
.LBB0_155:
	vaddss	(%rdi,%rax,4), %xmm18, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %edx
	orl	$-2147483648, %edx
	testl	%ecx, %ecx
	notl	%ecx
	cmovnsl	%edx, %ecx
	movl	%ecx, (%rbx,%rax,4)
	movl	$1065353216, -4(%r8,%rax,4)
	vaddss	4(%rdi,%rax,4), %xmm18, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %edx
	orl	$-2147483648, %edx
	testl	%ecx, %ecx
	notl	%ecx
	cmovnsl	%edx, %ecx
	movl	%ecx, 4(%rbx,%rax,4)
	movl	$1065353216, (%r8,%rax,4)
	addq	$2, %rax
	cmpq	%rax, %r11
	jne	.LBB0_155
.LBB0_156:
	vmovss	2428(%rsp), %xmm0
	vucomiss	80(%rsp), %xmm0
	jae	.LBB0_177
	cmpb	$0, 55(%rsp)
	movq	2112(%rsp), %r15
	movq	448(%rsp), %r11
	vmovaps	1728(%rsp), %zmm17
	je	.LBB0_226
	vmovaps	%xmm24, 416(%rsp)
	vmovaps	%xmm7, %xmm28
	vmovss	.LCPI0_2(%rip), %xmm3
	vmovaps	%xmm3, %xmm25
	jmp	.LBB0_163
	.p2align	4
.LBB0_159:
	vmovaps	%xmm7, %xmm28
	vmovss	.LCPI0_2(%rip), %xmm25
	movq	104(%rsp), %rax
	vpbroadcastq	.LCPI0_20(%rip), %zmm14
	vmovd	.LCPI0_363(%rip), %xmm31
	vmovdqa64	%zmm6, %zmm26
	vmovdqa64	4096(%rsp), %zmm23
	vmovaps	%zmm3, %zmm21
	vmovaps	1728(%rsp), %zmm17
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	vmovdqa64	%zmm11, %zmm9
	vmovdqa64	%zmm14, %zmm11
	movq	704(%rsp), %r13
.LBB0_160:
	cmpb	$0, 55(%rsp)
	je	.LBB0_829
.LBB0_161:
	cmpq	$0, 32(%rsp)
	je	.LBB0_223
	vmovaps	%xmm24, 416(%rsp)
	vmovss	.LCPI0_2(%rip), %xmm3
.LBB0_163:
	vbroadcastss	%xmm28, %zmm0
	vbroadcastss	%xmm25, %zmm4
	vpxor	%xmm1, %xmm1, %xmm1
	movl	$1024, %ecx
	movq	168(%rsp), %rdx
	xorl	%esi, %esi
	vpxor	%xmm5, %xmm5, %xmm5
	vmovaps	%zmm21, %zmm2
	vmovaps	%zmm21, %zmm6
	xorl	%edi, %edi
	vmovaps	%xmm3, 128(%rsp)
	xorl	%eax, %eax
	movq	32(%rsp), %r11
	vbroadcastss	.LCPI0_362(%rip), %zmm19
	vmovaps	%xmm10, 2304(%rsp)
	vmovaps	%xmm28, 144(%rsp)
	jmp	.LBB0_166
	.p2align	4
.LBB0_164:
	vmovdqa64	2048(%rsp), %zmm26
	vmovaps	2304(%rsp), %xmm10
	vmovaps	128(%rsp), %xmm12
.LBB0_165:
	vmovaps	%xmm12, 128(%rsp)
	addq	$1024, %rcx
	addq	$-1024, %rsi
	addq	$4096, %rdx
	movq	32(%rsp), %r11
	cmpq	%r11, %rdi
	jae	.LBB0_171
.LBB0_166:
	movq	%rdi, %r9
	addq	$1024, %rdi
	cmpq	%rcx, %r11
	movq	%rcx, %r10
	cmovbq	%r11, %r10
	cmpq	%r11, %rdi
	cmovbq	%rdi, %r11
	movq	%r11, %rbx
	subq	%r9, %rbx
	andq	$-32, %rbx
	addq	%r9, %rbx
	movq	%r9, %r14
	cmpq	%rbx, %r9
	vmovdqa64	.LCPI0_9(%rip), %zmm24
	vbroadcastss	.LCPI0_0(%rip), %zmm23
	vxorps	%xmm18, %xmm18, %xmm18
	vmovdqa64	.LCPI0_10(%rip), %zmm26
	vmovdqa64	.LCPI0_357(%rip), %zmm28
	jae	.LBB0_168
	.p2align	4
.LBB0_167:
	vpbroadcastq	%r14, %zmm3
	vporq	%zmm24, %zmm3, %zmm7
	vporq	%zmm26, %zmm3, %zmm8
	vporq	%zmm20, %zmm3, %zmm9
	vporq	%zmm28, %zmm3, %zmm3
	vmovups	(%r12,%r14,4), %zmm10
	vmovups	64(%r12,%r14,4), %zmm11
	vcvtuqq2ps	%zmm8, %ymm12
	vcvtuqq2ps	%zmm7, %ymm13
	vcvtuqq2ps	%zmm3, %ymm14
	vcvtuqq2ps	%zmm9, %ymm15
	vinsertf64x4	$1, %ymm13, %zmm12, %zmm12
	vinsertf64x4	$1, %ymm15, %zmm14, %zmm13
	vcmpltps	%zmm10, %zmm4, %k2
	vcmpltps	%zmm11, %zmm4, %k3
	vmovaps	%zmm23, %zmm14 {%k2} {z}
	vmovaps	%zmm23, %zmm15 {%k3} {z}
	vcmpeqps	%zmm4, %zmm10, %k2
	vcmpeqps	%zmm4, %zmm11, %k3
	vcmpleps	%zmm0, %zmm12, %k2 {%k2}
	vcmpleps	%zmm0, %zmm13, %k3 {%k3}
	vmovaps	%zmm23, %zmm12 {%k2} {z}
	vmaxps	%zmm14, %zmm12, %zmm12
	vmovaps	%zmm23, %zmm13 {%k3} {z}
	vmaxps	%zmm15, %zmm13, %zmm13
	vcmpneqps	%zmm18, %zmm12, %k2
	vcmpneqps	%zmm18, %zmm13, %k3
	vmovaps	%zmm21, %zmm12
	vmulps	%zmm10, %zmm17, %zmm12 {%k2}
	vmovaps	%zmm21, %zmm10
	vmulps	%zmm11, %zmm17, %zmm10 {%k3}
	vpmovqd	%zmm8, %ymm8
	vpmovqd	%zmm7, %ymm7
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm9, %ymm9
	vcmpltps	%zmm12, %zmm2, %k0
	vcmpltps	%zmm10, %zmm6, %k2
	vcmpordps	%zmm18, %zmm2, %k3
	vcmpordps	%zmm18, %zmm6, %k4
	vcmpunordps	%zmm18, %zmm12, %k3 {%k3}
	vcmpunordps	%zmm18, %zmm10, %k4 {%k4}
	korw	%k3, %k0, %k3
	korw	%k4, %k2, %k2
	vmovaps	%zmm12, %zmm2 {%k3}
	vmovaps	%zmm10, %zmm6 {%k2}
	vinserti32x8	$1, %ymm7, %zmm8, %zmm1 {%k3}
	vinserti32x8	$1, %ymm9, %zmm3, %zmm5 {%k2}
	addq	$32, %r14
	cmpq	%rbx, %r14
	jb	.LBB0_167
.LBB0_168:
	cmpq	%r11, %rbx
	jae	.LBB0_164
	addq	%rsi, %r10
	andq	$-32, %r10
	vmovdqa64	2048(%rsp), %zmm26
	vmovss	.LCPI0_2(%rip), %xmm24
	vpxord	%xmm31, %xmm31, %xmm31
	vmovaps	2304(%rsp), %xmm10
	vmovaps	128(%rsp), %xmm12
	vmovaps	144(%rsp), %xmm28
	.p2align	4
.LBB0_170:
	leaq	(%r9,%r10), %r8
	vmovss	(%rdx,%r10,4), %xmm3
	vpxord	%xmm27, %xmm27, %xmm27
	vcvtusi2ss	%r8, %xmm27, %xmm7
	vmulss	%xmm3, %xmm16, %xmm8
	vcmpltss	%xmm3, %xmm25, %k2
	vmovss	.LCPI0_0(%rip), %xmm14
	vmovss	%xmm14, %xmm14, %xmm9 {%k2} {z}
	vcmpeqss	%xmm25, %xmm3, %k0
	vcmpless	%xmm28, %xmm7, %k2
	kandw	%k2, %k0, %k2
	vmovss	%xmm14, %xmm14, %xmm3 {%k2} {z}
	vmaxss	%xmm9, %xmm3, %xmm3
	vcmpneqss	%xmm31, %xmm3, %k2
	vmovaps	%xmm24, %xmm3
	vmovss	%xmm8, %xmm3, %xmm3 {%k2}
	vucomiss	%xmm12, %xmm3
	seta	%bl
	vcmpunordss	%xmm31, %xmm3, %k0
	vcmpordss	%xmm31, %xmm12, %k2
	kandw	%k0, %k2, %k0
	kmovd	%k0, %r14d
	orb	%bl, %r14b
	andb	$1, %r14b
	kmovd	%r14d, %k2
	vmovss	%xmm3, %xmm12, %xmm12 {%k2}
	cmovneq	%r8, %rax
	leaq	(%r9,%r10), %r8
	incq	%r8
	incq	%r10
	cmpq	%r11, %r8
	jb	.LBB0_170
	jmp	.LBB0_165
	.p2align	4
.LBB0_171:
	cmpq	$31, %r11
	jbe	.LBB0_179
	vxorps	%xmm3, %xmm3, %xmm3
	vcmpunordps	%zmm3, %zmm6, %k0
	vcmpordps	%zmm3, %zmm2, %k2
	vpcmpltud	%zmm1, %zmm5, %k3
	vcmpltps	%zmm6, %zmm2, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%zmm2, %zmm6, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandw	%k0, %k2, %k2
	kandnw	%k3, %k0, %k0
	korw	%k0, %k2, %k2
	vmovaps	%zmm6, %zmm2 {%k2}
	vmovdqa32	%zmm5, %zmm1 {%k2}
	vextractf64x4	$1, %zmm2, %ymm3
	vextracti64x4	$1, %zmm1, %ymm5
	vxorps	%xmm6, %xmm6, %xmm6
	vcmpunordps	%ymm6, %ymm3, %k0
	vcmpordps	%ymm6, %ymm2, %k2
	vpcmpltud	%ymm1, %ymm5, %k3
	vcmpltps	%ymm3, %ymm2, %k4
	korb	%k3, %k2, %k2
	vcmpeqps	%ymm2, %ymm3, %k3 {%k3}
	korb	%k3, %k4, %k3
	kandnb	%k3, %k0, %k3
	kandb	%k0, %k2, %k0
	korb	%k3, %k0, %k2
	vblendmps	%ymm3, %ymm2, %ymm2 {%k2}
	vpblendmd	%ymm5, %ymm1, %ymm3 {%k2}
	vextractf128	$1, %ymm2, %xmm1
	vextracti128	$1, %ymm3, %xmm5
	vxorps	%xmm6, %xmm6, %xmm6
	vcmpunordps	%xmm6, %xmm1, %k0
	vcmpordps	%xmm6, %xmm2, %k2
	vpcmpltud	%xmm3, %xmm5, %k3
	vcmpltps	%xmm1, %xmm2, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%xmm2, %xmm1, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vblendmps	%xmm1, %xmm2, %xmm1 {%k2}
	vpblendmd	%xmm5, %xmm3, %xmm2 {%k2}
	vshufpd	$1, %xmm1, %xmm1, %xmm3
	vpshufd	$238, %xmm2, %xmm5
	vcmpunordps	%xmm6, %xmm3, %k0
	vcmpordps	%xmm6, %xmm1, %k2
	vpcmpltud	%xmm2, %xmm5, %k3
	vcmpltps	%xmm3, %xmm1, %k4
	vcmpeqps	%xmm1, %xmm3, %k5
	korw	%k3, %k2, %k2
	kandw	%k3, %k5, %k3
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vmovaps	%xmm3, %xmm1 {%k2}
	vmovdqa32	%xmm5, %xmm2 {%k2}
	vmovd	%xmm2, %ecx
	vmovshdup	%xmm1, %xmm3
	vpextrd	$1, %xmm2, %edx
	vucomiss	%xmm3, %xmm3
	setp	%sil
	kmovd	%esi, %k0
	vucomiss	%xmm1, %xmm1
	setnp	%sil
	cmpl	%ecx, %edx
	setb	%dil
	vucomiss	%xmm1, %xmm3
	seta	%r8b
	setnp	%r9b
	sete	%r10b
	andb	%r9b, %r10b
	orb	%dil, %sil
	kmovd	%esi, %k2
	andb	%dil, %r10b
	orb	%r8b, %r10b
	kmovd	%r10d, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k0
	kmovd	%k0, %esi
	andb	$1, %sil
	kmovd	%esi, %k2
	vmovss	%xmm3, %xmm1, %xmm1 {%k2}
	cmovnel	%edx, %ecx
	vucomiss	%xmm1, %xmm1
	setnp	%dl
	cmpq	%rcx, %rax
	setb	%al
	vmovaps	128(%rsp), %xmm2
	vucomiss	%xmm1, %xmm2
	seta	%cl
	setnp	%sil
	sete	%dil
	andb	%sil, %dil
	orb	%al, %dl
	andb	%al, %dil
	orb	%cl, %dil
	vucomiss	%xmm2, %xmm2
	movzbl	%dl, %eax
	movzbl	%dil, %ecx
	cmovpl	%eax, %ecx
	kmovd	%ecx, %k2
	vmovss	%xmm2, %xmm1, %xmm1 {%k2}
	vmovss	.LCPI0_364(%rip), %xmm23
	jmp	.LBB0_181
.LBB0_173:
	cmpq	$256, 1408(%rsp)
	vbroadcastsd	.LCPI0_20(%rip), %zmm14
	jb	.LBB0_358
	movl	$0, %eax
	cmpq	$256, 1024(%rsp)
	movq	32(%rsp), %r8
	vmovaps	%zmm3, %zmm21
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	jb	.LBB0_152
	cmpq	$64, %r8
	jae	.LBB0_363
	xorl	%ecx, %ecx
	movq	168(%rsp), %rdx
	movq	448(%rsp), %r11
	jmp	.LBB0_367
.LBB0_177:
	movq	32(%rsp), %r12
	cmpq	$8, %r12
	movq	448(%rsp), %r11
	vmovaps	1728(%rsp), %zmm17
	vmovdqa64	%zmm22, %zmm26
	jae	.LBB0_227
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	movq	1648(%rsp), %rdi
	movq	2384(%rsp), %r8
	vmovd	.LCPI0_359(%rip), %xmm22
	vmovdqa64	%zmm11, %zmm9
	vmovd	.LCPI0_363(%rip), %xmm31
	vmovdqa64	4096(%rsp), %zmm23
	vmovaps	%zmm14, %zmm11
	vmovdqa64	%xmm13, %xmm19
	movq	936(%rsp), %r14
	jmp	.LBB0_377
.LBB0_179:
	testq	%r11, %r11
	vmovaps	1856(%rsp), %zmm9
	vmovaps	1920(%rsp), %zmm8
	vmovss	.LCPI0_5(%rip), %xmm7
	vbroadcastss	.LCPI0_377(%rip), %xmm19
	vmovss	.LCPI0_364(%rip), %xmm23
	je	.LBB0_245
	vmovaps	128(%rsp), %xmm1
.LBB0_181:
	vmovaps	%xmm1, 128(%rsp)
	vbroadcastss	%xmm1, %zmm1
	vmovaps	%zmm1, 960(%rsp)
	movl	$1024, %edx
	movq	448(%rsp), %rdi
	movq	168(%rsp), %r9
	movq	$0, 832(%rsp)
	movq	$0, 512(%rsp)
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	vmovaps	.LCPI0_353(%rip), %zmm13
	vmovaps	.LCPI0_354(%rip), %zmm14
	vmovaps	%xmm30, 3776(%rsp)
	movq	32(%rsp), %r11
	vmovaps	%xmm25, 912(%rsp)
	vmovss	.LCPI0_359(%rip), %xmm9
	vmovss	.LCPI0_358(%rip), %xmm27
	jmp	.LBB0_183
	.p2align	4
.LBB0_182:
	movq	%r11, %rbx
	movq	192(%rsp), %rdx
	addq	$1024, %rdx
	incq	512(%rsp)
	addq	$-1024, 832(%rsp)
	addq	$4096, %r9
	addq	$-4096, %rdi
	movq	32(%rsp), %r11
	movq	320(%rsp), %rcx
	cmpq	%r11, %rcx
	jae	.LBB0_221
.LBB0_183:
	cmpq	%rdx, %r11
	movq	%rdx, 192(%rsp)
	cmovbq	%r11, %rdx
	leaq	1024(%rcx), %rsi
	cmpq	%r11, %rsi
	movq	%r11, %r14
	movq	%rsi, 320(%rsp)
	cmovbq	%rsi, %r14
	subq	%rcx, %r14
	movq	168(%rsp), %r10
	vmovaps	%xmm9, %xmm20
	jbe	.LBB0_198
	movq	512(%rsp), %r8
	movq	%r8, %rsi
	shlq	$10, %rsi
	movq	%rdx, %r15
	subq	%rsi, %r15
	cmpq	$4, %r15
	jb	.LBB0_188
	movq	%r8, %rsi
	shlq	$12, %rsi
	movq	1024(%rsp), %r8
	subq	%rsi, %r8
	cmpq	$64, %r8
	jb	.LBB0_188
	cmpq	$16, %r15
	jae	.LBB0_190
	xorl	%r13d, %r13d
	movq	%rcx, %r12
	jmp	.LBB0_194
	.p2align	4
.LBB0_188:
	vmovss	.LCPI0_368(%rip), %xmm10
	vmovss	.LCPI0_369(%rip), %xmm16
	vmovss	.LCPI0_370(%rip), %xmm21
	vmovss	.LCPI0_361(%rip), %xmm11
	vmovss	.LCPI0_365(%rip), %xmm15
	vmovss	.LCPI0_360(%rip), %xmm28
	vmovaps	112(%rsp), %xmm26
	vmovss	.LCPI0_362(%rip), %xmm18
	vxorps	%xmm12, %xmm12, %xmm12
	vmovss	.LCPI0_363(%rip), %xmm19
	vmovss	.LCPI0_366(%rip), %xmm31
	vmovss	.LCPI0_367(%rip), %xmm29
	vmovaps	%xmm9, %xmm20
.LBB0_189:
	vmovaps	128(%rsp), %xmm5
	vmovaps	144(%rsp), %xmm24
	jmp	.LBB0_197
.LBB0_190:
	movq	%rdx, %rbx
	andq	$-16, %rbx
	addq	832(%rsp), %rbx
	movl	%edx, %esi
	andl	$15, %esi
	movq	%r15, %r13
	movq	%rsi, 1536(%rsp)
	subq	%rsi, %r13
	leaq	(%rcx,%r13), %r12
	vpbroadcastq	%rcx, %zmm2
	vporq	.LCPI0_9(%rip), %zmm2, %zmm1
	vporq	.LCPI0_10(%rip), %zmm2, %zmm2
	xorl	%r8d, %r8d
	movq	448(%rsp), %rsi
	vbroadcastss	.LCPI0_0(%rip), %zmm23
	vbroadcastss	.LCPI0_367(%rip), %zmm27
	vbroadcastss	.LCPI0_368(%rip), %zmm29
	vbroadcastss	.LCPI0_369(%rip), %zmm30
	vbroadcastss	.LCPI0_370(%rip), %zmm28
	vpbroadcastd	.LCPI0_371(%rip), %zmm26
	vpbroadcastd	.LCPI0_5(%rip), %zmm20
	vpbroadcastd	.LCPI0_2(%rip), %zmm21
	vbroadcastss	.LCPI0_362(%rip), %zmm15
	vbroadcastss	.LCPI0_358(%rip), %zmm12
	vbroadcastss	.LCPI0_359(%rip), %zmm16
	vbroadcastss	.LCPI0_364(%rip), %zmm5
	vbroadcastss	.LCPI0_361(%rip), %zmm18
	vmovaps	960(%rsp), %zmm19
	vxorps	%xmm24, %xmm24, %xmm24
	vpbroadcastq	.LCPI0_11(%rip), %zmm31
	vmovaps	%zmm17, %zmm22
	vbroadcastss	.LCPI0_360(%rip), %zmm17
	vbroadcastss	.LCPI0_363(%rip), %zmm25
	.p2align	4
.LBB0_191:
	vmovups	(%r9,%r8,4), %zmm3
	vmulps	%zmm3, %zmm22, %zmm6
	vcvtuqq2ps	%zmm2, %ymm7
	vcvtuqq2ps	%zmm1, %ymm8
	vinsertf64x4	$1, %ymm8, %zmm7, %zmm7
	vcmpltps	%zmm3, %zmm4, %k3
	vcmpeqps	%zmm4, %zmm3, %k2
	vcmpleps	%zmm0, %zmm7, %k2 {%k2}
	vsubps	%zmm19, %zmm6, %zmm3
	vmaxps	%zmm3, %zmm12, %zmm6
	vminps	%zmm6, %zmm16, %zmm6
	vmulps	%zmm17, %zmm6, %zmm7
	vaddps	%zmm18, %zmm7, %zmm7
	vaddps	%zmm15, %zmm7, %zmm8
	vmulps	%zmm25, %zmm8, %zmm9
	vaddps	%zmm9, %zmm6, %zmm6
	vmulps	%zmm5, %zmm8, %zmm8
	vsubps	%zmm8, %zmm6, %zmm9
	vmulps	%zmm9, %zmm9, %zmm10
	vmulps	.LCPI0_365(%rip){1to16}, %zmm10, %zmm11
	vaddps	.LCPI0_366(%rip){1to16}, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm11
	vaddps	%zmm27, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm11
	vaddps	%zmm29, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm11
	vaddps	%zmm30, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm10
	vmovaps	%zmm23, %zmm11 {%k3} {z}
	vsubps	%zmm10, %zmm9, %zmm10
	vmulps	%zmm10, %zmm9, %zmm9
	vsubps	%zmm10, %zmm28, %zmm10
	vdivps	%zmm10, %zmm9, %zmm9
	vmovaps	%zmm23, %zmm10 {%k2} {z}
	vmaxps	%zmm11, %zmm10, %zmm10
	vsubps	%zmm9, %zmm8, %zmm8
	vsubps	%zmm8, %zmm6, %zmm6
	vaddps	%zmm23, %zmm6, %zmm6
	vpaddd	%zmm26, %zmm7, %zmm8
	vpsrld	$1, %zmm8, %zmm8
	vpsubd	%zmm8, %zmm7, %zmm7
	vpslld	$23, %zmm8, %zmm8
	vpaddd	%zmm21, %zmm8, %zmm8
	vmulps	%zmm8, %zmm6, %zmm6
	vpslld	$23, %zmm7, %zmm7
	vpaddd	%zmm20, %zmm7, %zmm7
	vmulps	%zmm7, %zmm6, %zmm6
	vcmpunordps	%zmm24, %zmm3, %k2
	vcmpneqps	%zmm24, %zmm10, %k3
	vbroadcastss	.LCPI0_372(%rip), %zmm6 {%k2}
	vmovaps	%zmm6, %zmm3 {%k3} {z}
	vmovups	%zmm3, (%rsi,%r8,4)
	addq	$16, %r8
	vpaddq	%zmm31, %zmm2, %zmm2
	vpaddq	%zmm31, %zmm1, %zmm1
	cmpq	%r8, %rbx
	jne	.LBB0_191
	movq	1536(%rsp), %rsi
	testq	%rsi, %rsi
	vmovss	.LCPI0_358(%rip), %xmm27
	vmovss	.LCPI0_359(%rip), %xmm20
	vmovss	.LCPI0_362(%rip), %xmm18
	vmovss	.LCPI0_364(%rip), %xmm23
	vmovss	.LCPI0_366(%rip), %xmm3
	vmovss	.LCPI0_367(%rip), %xmm29
	vmovaps	3776(%rsp), %xmm30
	vmovaps	912(%rsp), %xmm25
	vmovaps	%zmm22, %zmm17
	je	.LBB0_198
	cmpl	$4, %esi
	jb	.LBB0_220
.LBB0_194:
	movq	832(%rsp), %rsi
	leaq	(%rdx,%rsi), %rbx
	movl	%edx, %esi
	andl	$3, %esi
	subq	%rsi, %rbx
	movl	%edx, %r8d
	andl	$3, %r8d
	subq	%r8, %r15
	addq	%r15, %rcx
	vpbroadcastq	%r12, %ymm1
	vpaddq	.LCPI0_373(%rip), %ymm1, %ymm1
	movq	448(%rsp), %rsi
	vxorps	%xmm27, %xmm27, %xmm27
	vpbroadcastq	.LCPI0_374(%rip), %ymm29
	vbroadcastss	.LCPI0_0(%rip), %xmm20
	vbroadcastss	.LCPI0_358(%rip), %xmm21
	vbroadcastss	.LCPI0_359(%rip), %xmm26
	vbroadcastss	.LCPI0_360(%rip), %xmm15
	vbroadcastss	.LCPI0_361(%rip), %xmm14
	vbroadcastss	.LCPI0_362(%rip), %xmm16
	vbroadcastss	.LCPI0_363(%rip), %xmm5
	vbroadcastss	.LCPI0_364(%rip), %xmm18
	vbroadcastss	.LCPI0_365(%rip), %xmm12
	vbroadcastss	.LCPI0_366(%rip), %xmm13
	vbroadcastss	.LCPI0_367(%rip), %xmm28
	vbroadcastss	.LCPI0_368(%rip), %xmm25
	vbroadcastss	.LCPI0_369(%rip), %xmm30
	vbroadcastss	.LCPI0_370(%rip), %xmm22
	vpbroadcastd	.LCPI0_371(%rip), %xmm31
	vpbroadcastd	.LCPI0_2(%rip), %xmm24
	vpbroadcastd	.LCPI0_5(%rip), %xmm19
	vmovaps	1728(%rsp), %zmm17
	vmovaps	960(%rsp), %zmm23
	.p2align	4
.LBB0_195:
	vmovups	(%r9,%r13,4), %xmm2
	vmulps	%xmm2, %xmm17, %xmm3
	vcvtuqq2ps	%ymm1, %xmm6
	vcmpltps	%xmm2, %xmm4, %k2
	vmovaps	%xmm20, %xmm7 {%k2} {z}
	vcmpeqps	%xmm4, %xmm2, %k2
	vcmpleps	%xmm0, %xmm6, %k2 {%k2}
	vmovaps	%xmm20, %xmm2 {%k2} {z}
	vmaxps	%xmm7, %xmm2, %xmm2
	vsubps	%xmm23, %xmm3, %xmm3
	vmaxps	%xmm3, %xmm21, %xmm6
	vminps	%xmm6, %xmm26, %xmm6
	vmulps	%xmm6, %xmm15, %xmm7
	vaddps	%xmm7, %xmm14, %xmm7
	vaddps	%xmm16, %xmm7, %xmm8
	vmulps	%xmm5, %xmm8, %xmm9
	vaddps	%xmm6, %xmm9, %xmm6
	vmulps	%xmm18, %xmm8, %xmm8
	vsubps	%xmm8, %xmm6, %xmm9
	vmulps	%xmm9, %xmm9, %xmm10
	vmulps	%xmm12, %xmm10, %xmm11
	vaddps	%xmm13, %xmm11, %xmm11
	vmulps	%xmm11, %xmm10, %xmm11
	vaddps	%xmm28, %xmm11, %xmm11
	vmulps	%xmm11, %xmm10, %xmm11
	vaddps	%xmm25, %xmm11, %xmm11
	vmulps	%xmm11, %xmm10, %xmm11
	vaddps	%xmm30, %xmm11, %xmm11
	vmulps	%xmm11, %xmm10, %xmm10
	vsubps	%xmm10, %xmm9, %xmm10
	vmulps	%xmm10, %xmm9, %xmm9
	vsubps	%xmm10, %xmm22, %xmm10
	vdivps	%xmm10, %xmm9, %xmm9
	vsubps	%xmm9, %xmm8, %xmm8
	vsubps	%xmm8, %xmm6, %xmm6
	vaddps	%xmm20, %xmm6, %xmm6
	vpaddd	%xmm31, %xmm7, %xmm8
	vpsrld	$1, %xmm8, %xmm8
	vpsubd	%xmm8, %xmm7, %xmm7
	vpslld	$23, %xmm7, %xmm7
	vpslld	$23, %xmm8, %xmm8
	vpaddd	%xmm24, %xmm8, %xmm8
	vmulps	%xmm6, %xmm8, %xmm6
	vpaddd	%xmm19, %xmm7, %xmm7
	vmulps	%xmm7, %xmm6, %xmm6
	vcmpunordps	%xmm27, %xmm3, %k2
	vbroadcastss	.LCPI0_372(%rip), %xmm6 {%k2}
	vcmpneqps	%xmm27, %xmm2, %k2
	vmovaps	%xmm6, %xmm2 {%k2} {z}
	vmovups	%xmm2, (%rsi,%r13,4)
	addq	$4, %r13
	vpaddq	%ymm29, %ymm1, %ymm1
	cmpq	%r13, %rbx
	jne	.LBB0_195
	testq	%r8, %r8
	vmovss	.LCPI0_362(%rip), %xmm18
	vmovss	.LCPI0_366(%rip), %xmm31
	vmovss	.LCPI0_367(%rip), %xmm29
	vmovss	.LCPI0_368(%rip), %xmm10
	vmovss	.LCPI0_369(%rip), %xmm16
	vmovss	.LCPI0_370(%rip), %xmm21
	vmovaps	.LCPI0_353(%rip), %zmm13
	vmovaps	.LCPI0_354(%rip), %zmm14
	vmovaps	3776(%rsp), %xmm30
	vmovaps	112(%rsp), %xmm26
	vxorps	%xmm12, %xmm12, %xmm12
	vmovaps	144(%rsp), %xmm24
	vmovaps	912(%rsp), %xmm25
	vmovss	.LCPI0_358(%rip), %xmm27
	vmovss	.LCPI0_361(%rip), %xmm11
	vmovss	.LCPI0_365(%rip), %xmm15
	vmovss	.LCPI0_359(%rip), %xmm20
	vmovss	.LCPI0_360(%rip), %xmm28
	vmovss	.LCPI0_363(%rip), %xmm19
	vmovaps	128(%rsp), %xmm5
	vmovss	.LCPI0_364(%rip), %xmm23
	je	.LBB0_198
	.p2align	4
.LBB0_197:
	vmovss	(%r10,%rcx,4), %xmm1
	vmulss	%xmm1, %xmm26, %xmm2
	vcvtusi2ss	%rcx, %xmm0, %xmm3
	vcmpltss	%xmm1, %xmm25, %k2
	vmovss	.LCPI0_0(%rip), %xmm22
	vmovss	%xmm22, %xmm22, %xmm6 {%k2} {z}
	vcmpeqss	%xmm25, %xmm1, %k0
	vcmpless	%xmm24, %xmm3, %k2
	kandw	%k2, %k0, %k2
	vmovss	%xmm22, %xmm22, %xmm1 {%k2} {z}
	vmaxss	%xmm6, %xmm1, %xmm1
	vsubss	%xmm5, %xmm2, %xmm2
	vmaxss	%xmm2, %xmm27, %xmm3
	vminss	%xmm3, %xmm20, %xmm3
	vmulss	%xmm28, %xmm3, %xmm6
	vaddss	%xmm6, %xmm11, %xmm6
	vaddss	%xmm18, %xmm6, %xmm7
	vmovd	%xmm6, %r8d
	vmulss	%xmm19, %xmm7, %xmm6
	vaddss	%xmm6, %xmm3, %xmm3
	vmulss	%xmm23, %xmm7, %xmm6
	vsubss	%xmm6, %xmm3, %xmm7
	vmulss	%xmm7, %xmm7, %xmm8
	vmulss	%xmm15, %xmm8, %xmm9
	vaddss	%xmm31, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm9
	vaddss	%xmm29, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm9
	vaddss	%xmm10, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm9
	vaddss	%xmm16, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm8
	vsubss	%xmm8, %xmm7, %xmm8
	vmulss	%xmm7, %xmm8, %xmm7
	vsubss	%xmm8, %xmm21, %xmm8
	vdivss	%xmm8, %xmm7, %xmm7
	vsubss	%xmm7, %xmm6, %xmm6
	vsubss	%xmm6, %xmm3, %xmm3
	vaddss	%xmm22, %xmm3, %xmm3
	leal	-1262485248(%r8), %esi
	shrl	%esi
	subl	%esi, %r8d
	shll	$23, %r8d
	shll	$23, %esi
	addl	$-8388608, %esi
	addl	$2139095040, %r8d
	vmovd	%esi, %xmm6
	vmulss	%xmm6, %xmm3, %xmm3
	vmovd	%r8d, %xmm6
	vmulss	%xmm6, %xmm3, %xmm3
	vcmpunordss	%xmm2, %xmm2, %k2
	vmovss	.LCPI0_372(%rip), %xmm3 {%k2}
	vcmpneqss	%xmm12, %xmm1, %k2
	vmovss	%xmm3, %xmm3, %xmm1 {%k2} {z}
	vmovss	%xmm1, (%rdi,%rcx,4)
	incq	%rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_197
.LBB0_198:
	vmovaps	%xmm20, %xmm9
	movq	%r14, %rcx
	andq	$-64, %rcx
	je	.LBB0_209
	xorl	%edx, %edx
	movq	448(%rsp), %r11
	movq	704(%rsp), %r13
	vmovdqa64	1856(%rsp), %zmm15
	vmovaps	2304(%rsp), %xmm10
	movq	1984(%rsp), %r12
	vmovaps	.LCPI0_356(%rip), %zmm20
	vbroadcastss	.LCPI0_362(%rip), %zmm11
	vmovdqa64	2048(%rsp), %zmm26
	vxorps	%xmm18, %xmm18, %xmm18
	jmp	.LBB0_202
	.p2align	4
.LBB0_200:
	vmovd	.LCPI0_5(%rip), %xmm7
.LBB0_201:
	vmovss	%xmm1, 10432(%rsp,%rax,4)
	movq	%r8, 14528(%rsp,%rax,8)
	incq	%rax
	addq	$64, %rdx
	cmpq	%rcx, %rdx
	jae	.LBB0_210
.LBB0_202:
	vmovups	(%r11,%rdx,4), %zmm1
	vmovups	64(%r11,%rdx,4), %zmm2
	vmovups	128(%r11,%rdx,4), %zmm3
	vmovups	192(%r11,%rdx,4), %zmm6
	vmovaps	%zmm1, %zmm7
	vpermt2ps	%zmm2, %zmm13, %zmm7
	vmovaps	%zmm3, %zmm8
	vpermt2ps	%zmm6, %zmm13, %zmm8
	vpermt2ps	%zmm2, %zmm14, %zmm1
	vaddps	%zmm1, %zmm7, %zmm1
	vpermt2ps	%zmm6, %zmm14, %zmm3
	vaddps	%zmm3, %zmm8, %zmm2
	vmovaps	%zmm1, %zmm3
	vpermt2ps	%zmm2, %zmm13, %zmm3
	vpermt2ps	%zmm2, %zmm14, %zmm1
	vaddps	%zmm1, %zmm3, %zmm1
	vextractf64x4	$1, %zmm1, %ymm2
	vhaddps	%ymm2, %ymm1, %ymm1
	vextractf128	$1, %ymm1, %xmm2
	vhaddps	%xmm2, %xmm1, %xmm1
	vshufps	$216, %xmm1, %xmm1, %xmm1
	vhaddps	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vmovshdup	%xmm1, %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	movl	$6, %r8d
	testq	%rax, %rax
	setne	%r10b
	je	.LBB0_200
	movb	%r10b, %sil
	movq	%rax, %r10
	subq	%rsi, %r10
	cmpq	$6, 14528(%rsp,%r10,8)
	jne	.LBB0_200
	leaq	14520(%rsp), %rsi
	leaq	(%rsi,%rax,8), %r8
	leaq	-1(%rax), %rsi
	leaq	10428(%rsp), %r10
	leaq	(%r10,%rax,4), %r15
	movl	$7, %r13d
	xorl	%r10d, %r10d
	vmovd	.LCPI0_5(%rip), %xmm7
	.p2align	4
.LBB0_205:
	movq	%rsi, %rbx
	subq	$1, %rsi
	movl	$1, %r11d
	cmovaeq	%r11, %rbx
	leaq	(%rax,%r10), %r12
	vaddss	(%r15,%r10,4), %xmm1, %xmm1
	leaq	-1(%r10), %r11
	cmpq	$1, %r12
	je	.LBB0_207
	shll	$3, %ebx
	movq	%r8, %r12
	subq	%rbx, %r12
	cmpq	(%r12,%r10,8), %r13
	leaq	1(%r13), %r13
	movq	%r11, %r10
	je	.LBB0_205
.LBB0_207:
	addq	%r11, %rax
	movl	$6, %r8d
	subq	%r11, %r8
	movq	448(%rsp), %r11
	movq	704(%rsp), %r13
	movq	1984(%rsp), %r12
	jmp	.LBB0_201
	.p2align	4
.LBB0_209:
	movq	448(%rsp), %r11
	movq	704(%rsp), %r13
	vmovdqa64	1856(%rsp), %zmm15
	vmovd	.LCPI0_5(%rip), %xmm7
	vmovaps	2304(%rsp), %xmm10
	movq	1984(%rsp), %r12
	vmovaps	.LCPI0_356(%rip), %zmm20
	vbroadcastss	.LCPI0_362(%rip), %zmm11
	vmovdqa64	2048(%rsp), %zmm26
	vxorps	%xmm18, %xmm18, %xmm18
.LBB0_210:
	cmpq	%r14, %rcx
	vmovdqa64	1920(%rsp), %zmm8
	movabsq	$4611686018427387898, %r8
	vpbroadcastd	.LCPI0_377(%rip), %xmm3
	jne	.LBB0_213
	jmp	.LBB0_182
	.p2align	4
.LBB0_211:
	xorl	%r15d, %r15d
.LBB0_212:
	vmovss	%xmm1, 10432(%rsp,%rax,4)
	movq	%r15, 14528(%rsp,%rax,8)
	incq	%rax
	incq	%rcx
	cmpq	%r14, %rcx
	jae	.LBB0_182
.LBB0_213:
	xorl	%edx, %edx
	vmovss	(%r11,%rcx,4), %xmm1
	testq	%rax, %rax
	setne	%sil
	je	.LBB0_211
	movb	%sil, %dl
	movq	%rax, %rsi
	subq	%rdx, %rsi
	cmpq	$0, 14528(%rsp,%rsi,8)
	jne	.LBB0_211
	leaq	14520(%rsp), %rdx
	leaq	(%rdx,%rax,8), %rdx
	leaq	-1(%rax), %r8
	leaq	10428(%rsp), %rsi
	leaq	(%rsi,%rax,4), %rbx
	movq	%r8, %r13
	xorl	%r15d, %r15d
	.p2align	4
.LBB0_216:
	movq	%r13, %r10
	subq	$1, %r13
	movl	$1, %esi
	cmovaeq	%rsi, %r10
	vaddss	(%rbx), %xmm1, %xmm1
	cmpq	%r15, %r8
	leaq	1(%r15), %r15
	je	.LBB0_218
	shll	$3, %r10d
	movq	%rdx, %rsi
	subq	%r10, %rsi
	addq	$-8, %rdx
	addq	$-4, %rbx
	cmpq	(%rsi), %r15
	je	.LBB0_216
.LBB0_218:
	subq	%r15, %rax
	movq	448(%rsp), %r11
	movq	704(%rsp), %r13
	movabsq	$4611686018427387898, %r8
	movq	1984(%rsp), %r12
	jmp	.LBB0_212
.LBB0_220:
	addq	%r13, %rcx
	vmovss	.LCPI0_368(%rip), %xmm10
	vmovss	.LCPI0_369(%rip), %xmm16
	vmovss	.LCPI0_370(%rip), %xmm21
	vmovss	.LCPI0_361(%rip), %xmm11
	vmovss	.LCPI0_365(%rip), %xmm15
	vmovss	.LCPI0_360(%rip), %xmm28
	vmovaps	112(%rsp), %xmm26
	vxorps	%xmm12, %xmm12, %xmm12
	vmovss	.LCPI0_363(%rip), %xmm19
	vmovaps	%xmm3, %xmm31
	jmp	.LBB0_189
	.p2align	4
.LBB0_221:
	vmovdqa64	%xmm3, %xmm24
	xorl	%ecx, %ecx
	testq	%rax, %rax
	sete	%sil
	setne	%cl
	movq	%rax, %rdx
	subq	%rcx, %rdx
	vmovss	10432(%rsp,%rdx,4), %xmm13
	kmovd	%esi, %k2
	vmovss	%xmm18, %xmm13, %xmm13 {%k2}
	cmpq	$2, %rax
	vbroadcastss	.LCPI0_358(%rip), %zmm12
	jae	.LBB0_224
	movq	40(%rsp), %r9
	movabsq	$4611686018427387899, %rdi
	movabsq	$4611686018427387896, %r14
	movq	%rbx, %r11
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vmovaps	112(%rsp), %xmm16
	vbroadcastss	.LCPI0_359(%rip), %zmm5
	vmovaps	%xmm9, %xmm3
	vmovdqa64	%zmm15, %zmm9
	vmovaps	144(%rsp), %xmm28
	vmovdqa64	%xmm24, %xmm19
	vbroadcastss	.LCPI0_364(%rip), %zmm31
	vbroadcastss	.LCPI0_360(%rip), %zmm15
	jmp	.LBB0_234
.LBB0_223:
	vpxor	%xmm0, %xmm0, %xmm0
	vmovdqa	%xmm0, 896(%rsp)
	vmovd	.LCPI0_2(%rip), %xmm0
	vmovdqa	%xmm0, 128(%rsp)
	jmp	.LBB0_246
.LBB0_224:
	leaq	-2(%rax), %rsi
	movl	%edx, %ecx
	andl	$7, %ecx
	cmpq	$7, %rsi
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vmovaps	112(%rsp), %xmm16
	vbroadcastss	.LCPI0_359(%rip), %zmm5
	vmovaps	%xmm9, %xmm3
	vmovaps	144(%rsp), %xmm28
	vbroadcastss	.LCPI0_364(%rip), %zmm31
	jae	.LBB0_229
	xorl	%esi, %esi
	movq	40(%rsp), %r9
	movabsq	$4611686018427387899, %rdi
	movabsq	$4611686018427387896, %r14
	movq	%rbx, %r11
	vmovdqa64	%zmm15, %zmm9
	vmovdqa64	%xmm24, %xmm19
	vbroadcastss	.LCPI0_360(%rip), %zmm15
	jmp	.LBB0_232
.LBB0_226:
	vmovdqa64	%zmm22, %zmm26
	vmovshdup	%xmm30, %xmm0
	vmovaps	%xmm0, 896(%rsp)
	vxorps	%xmm0, %xmm0, %xmm0
	vmovaps	%xmm0, 1632(%rsp)
	vmovss	.LCPI0_2(%rip), %xmm25
	vmovaps	%xmm7, %xmm28
	cmpb	$0, 54(%rsp)
	movl	$3528531795, %ecx
	movq	184(%rsp), %rax
	movabsq	$4611686018427387899, %rdi
	vmovdqa64	%zmm11, %zmm9
	vmovss	.LCPI0_363(%rip), %xmm31
	movq	704(%rsp), %r13
	vmovdqa64	4096(%rsp), %zmm23
	vmovaps	%zmm14, %zmm11
	je	.LBB0_131
	jmp	.LBB0_832
.LBB0_227:
	cmpq	$64, %r12
	movq	1648(%rsp), %rdi
	movq	2384(%rsp), %r8
	vmovdqa64	%zmm11, %zmm9
	vmovdqa64	4096(%rsp), %zmm23
	movq	936(%rsp), %r14
	jae	.LBB0_359
	xorl	%edx, %edx
	xorl	%eax, %eax
	vmovd	.LCPI0_359(%rip), %xmm22
	vmovd	.LCPI0_363(%rip), %xmm31
	vmovaps	%zmm14, %zmm11
	vmovdqa64	%xmm13, %xmm19
	jmp	.LBB0_374
.LBB0_229:
	leaq	(%rsp,%rdx,4), %rdi
	addq	$10432, %rdi
	andq	$-8, %rdx
	cmpq	$1, %rax
	movl	$1, %esi
	cmovbq	%rax, %rsi
	shll	$2, %esi
	movq	%r8, %r14
	leaq	10428(%rsp), %r8
	leaq	(%r8,%rax,4), %r8
	subq	%rsi, %r8
	xorl	%esi, %esi
	movabsq	$4611686018427387902, %r15
	movabsq	$4611686018427387901, %r11
	movabsq	$4611686018427387900, %r12
	movabsq	$4611686018427387897, %r13
	vmovdqa64	%zmm15, %zmm9
	.p2align	4
.LBB0_230:
	vaddss	(%r8), %xmm13, %xmm1
	movq	%rsi, %r9
	xorq	%r15, %r9
	vaddss	(%rdi,%r9,4), %xmm1, %xmm1
	movq	%rsi, %r9
	xorq	%r11, %r9
	vaddss	(%rdi,%r9,4), %xmm1, %xmm1
	movq	%rsi, %r9
	xorq	%r12, %r9
	vaddss	(%rdi,%r9,4), %xmm1, %xmm1
	movq	%rsi, %r9
	movabsq	$4611686018427387899, %r10
	xorq	%r10, %r9
	vaddss	(%rdi,%r9,4), %xmm1, %xmm1
	movq	%rsi, %r9
	xorq	%r14, %r9
	vaddss	(%rdi,%r9,4), %xmm1, %xmm1
	movq	%rsi, %r9
	xorq	%r13, %r9
	vaddss	(%rdi,%r9,4), %xmm1, %xmm1
	movq	%rsi, %r9
	movabsq	$4611686018427387896, %r10
	xorq	%r10, %r9
	vaddss	(%rdi,%r9,4), %xmm1, %xmm13
	addq	$8, %rsi
	addq	$-32, %r8
	cmpq	%rsi, %rdx
	jne	.LBB0_230
	testq	%rcx, %rcx
	movq	40(%rsp), %r9
	movabsq	$4611686018427387899, %rdi
	movabsq	$4611686018427387896, %r14
	movq	1984(%rsp), %r12
	movq	%rbx, %r11
	movq	704(%rsp), %r13
	vmovdqa64	%xmm24, %xmm19
	vbroadcastss	.LCPI0_360(%rip), %zmm15
	je	.LBB0_234
.LBB0_232:
	shlq	$2, %rsi
	leaq	10428(%rsp), %rdx
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
.LBB0_233:
	vaddss	(%rax,%rdx,4), %xmm13, %xmm13
	decq	%rdx
	cmpq	%rdx, %rcx
	jne	.LBB0_233
.LBB0_234:
	vmovaps	%xmm13, 896(%rsp)
	movq	32(%rsp), %rax
	testq	%rax, %rax
	vbroadcastss	.LCPI0_361(%rip), %zmm24
	je	.LBB0_240
	cmpq	$4, %rax
	movq	2112(%rsp), %r15
	jae	.LBB0_241
.LBB0_236:
	xorl	%eax, %eax
.LBB0_237:
	vmovaps	%xmm3, %xmm13
	vmovaps	%zmm21, %zmm17
	movq	168(%rsp), %rdi
	movq	576(%rsp), %r8
	vmovss	.LCPI0_368(%rip), %xmm10
	vmovss	.LCPI0_369(%rip), %xmm20
	vmovss	.LCPI0_370(%rip), %xmm21
	vmovss	.LCPI0_4(%rip), %xmm24
	movq	%r11, %rbx
	movq	32(%rsp), %r11
	vmovss	.LCPI0_361(%rip), %xmm11
	vmovss	.LCPI0_365(%rip), %xmm12
	vmovss	.LCPI0_360(%rip), %xmm14
	vmovss	.LCPI0_362(%rip), %xmm15
	vmovss	.LCPI0_363(%rip), %xmm31
	vmovss	.LCPI0_366(%rip), %xmm19
	vmovss	.LCPI0_367(%rip), %xmm29
	vmovaps	128(%rsp), %xmm9
	vmovaps	896(%rsp), %xmm26
	vmovss	.LCPI0_358(%rip), %xmm27
	.p2align	4
.LBB0_238:
	vmovss	(%rdi,%rax,4), %xmm0
	vmulss	%xmm0, %xmm16, %xmm1
	vpxord	%xmm22, %xmm22, %xmm22
	vcvtusi2ss	%rax, %xmm22, %xmm2
	vcmpltss	%xmm0, %xmm25, %k2
	vmovss	.LCPI0_0(%rip), %xmm22
	vmovss	%xmm22, %xmm22, %xmm3 {%k2} {z}
	vcmpeqss	%xmm25, %xmm0, %k0
	vcmpless	%xmm28, %xmm2, %k2
	kandw	%k2, %k0, %k2
	vmovss	%xmm22, %xmm22, %xmm0 {%k2} {z}
	vmaxss	%xmm3, %xmm0, %xmm0
	vsubss	%xmm9, %xmm1, %xmm1
	vmaxss	%xmm1, %xmm27, %xmm2
	vminss	%xmm2, %xmm13, %xmm2
	vmulss	%xmm2, %xmm14, %xmm3
	vaddss	%xmm3, %xmm11, %xmm3
	vaddss	%xmm3, %xmm15, %xmm4
	vmovd	%xmm3, %ecx
	vmulss	%xmm31, %xmm4, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm23, %xmm4, %xmm3
	vsubss	%xmm3, %xmm2, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm5, %xmm12, %xmm6
	vaddss	%xmm19, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm29, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm6, %xmm10, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm20, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vsubss	%xmm5, %xmm4, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm5, %xmm21, %xmm5
	vdivss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm4, %xmm3, %xmm3
	vsubss	%xmm3, %xmm2, %xmm2
	vaddss	%xmm22, %xmm2, %xmm2
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
	vdivss	%xmm26, %xmm2, %xmm1
	vucomiss	%xmm18, %xmm0
	setp	%cl
	setne	%dl
	orb	%cl, %dl
	kmovd	%edx, %k2
	vmovss	%xmm1, %xmm1, %xmm0 {%k2} {z}
	vaddss	%xmm18, %xmm1, %xmm1
	vmovaps	%xmm24, %xmm2
	vmovss	%xmm1, %xmm2, %xmm2 {%k2}
	vmovd	%xmm2, %ecx
	movl	%ecx, %edx
	orl	$-2147483648, %edx
	testl	%ecx, %ecx
	notl	%ecx
	cmovnsl	%edx, %ecx
	movl	%ecx, (%rbx,%rax,4)
	vmovss	%xmm0, (%r8,%rax,4)
	incq	%rax
	cmpq	%rax, %r11
	jne	.LBB0_238
	movq	104(%rsp), %rax
	movl	$3528531795, %ecx
	movq	2112(%rsp), %r15
	movabsq	$4611686018427387899, %rdi
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovaps	2304(%rsp), %xmm10
	vmovaps	416(%rsp), %xmm24
	movq	%rbx, %r11
	vmovdqa64	4096(%rsp), %zmm23
	vmovaps	%zmm17, %zmm21
	vmovaps	1728(%rsp), %zmm17
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	vmovdqa64	2688(%rsp), %zmm15
	vmovdqa64	1856(%rsp), %zmm9
	vmovdqa64	2048(%rsp), %zmm26
	vpbroadcastq	.LCPI0_20(%rip), %zmm11
	jmp	.LBB0_246
.LBB0_240:
	movq	104(%rsp), %rax
	movl	$3528531795, %ecx
	movq	2112(%rsp), %r15
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovdqa64	2688(%rsp), %zmm15
	vmovaps	416(%rsp), %xmm24
	vmovdqa64	4096(%rsp), %zmm23
	vpbroadcastq	.LCPI0_20(%rip), %zmm11
	jmp	.LBB0_246
.LBB0_241:
	cmpq	$64, 1408(%rsp)
	jb	.LBB0_236
	movl	$0, %eax
	cmpq	$64, 1024(%rsp)
	jb	.LBB0_237
	cmpq	$16, 32(%rsp)
	jae	.LBB0_624
	xorl	%ecx, %ecx
	jmp	.LBB0_825
.LBB0_245:
	vxorps	%xmm0, %xmm0, %xmm0
	vmovaps	%xmm0, 896(%rsp)
	movq	40(%rsp), %r9
	movq	104(%rsp), %rax
	movl	$3528531795, %ecx
	movq	2112(%rsp), %r15
	movabsq	$4611686018427387899, %rdi
	movabsq	$4611686018427387896, %r14
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovaps	416(%rsp), %xmm24
	movq	448(%rsp), %r11
	vmovdqa64	4096(%rsp), %zmm23
	vpbroadcastq	.LCPI0_20(%rip), %zmm11
	vmovdqa64	144(%rsp), %xmm28
	vmovdqa64	2688(%rsp), %zmm15
	vxorps	%xmm18, %xmm18, %xmm18
	movq	704(%rsp), %r13
	.p2align	4
.LBB0_246:
	vmovss	60(%rsp), %xmm0
	vucomiss	%xmm18, %xmm0
	vmovaps	%xmm10, 2304(%rsp)
	vmovdqa64	%xmm28, 144(%rsp)
	jbe	.LBB0_339
	xorl	%ebx, %ebx
	vpxord	%xmm31, %xmm31, %xmm31
	xorl	%r8d, %r8d
	xorl	%r10d, %r10d
	vmovdqa	.LCPI0_375(%rip), %xmm1
	vmovdqa64	%xmm1, %xmm16
	vxorps	%xmm0, %xmm0, %xmm0
	jmp	.LBB0_250
.LBB0_248:
	movq	40(%rsp), %r9
	movq	104(%rsp), %rax
	movl	$3528531795, %ecx
	movq	2112(%rsp), %r15
	movabsq	$4611686018427387899, %rdi
	movabsq	$4611686018427387896, %r14
	movq	1984(%rsp), %r12
	movq	448(%rsp), %r11
	movq	704(%rsp), %r13
	movq	320(%rsp), %r8
	.p2align	4
.LBB0_249:
	incq	%r8
	cmpq	$8, %r8
	je	.LBB0_340
.LBB0_250:
	testl	%ebx, %ebx
	jne	.LBB0_249
	movq	%r8, 320(%rsp)
	movq	32(%rsp), %r12
	testq	%r12, %r12
	je	.LBB0_254
	cmpq	$4, %r12
	jae	.LBB0_255
	movq	$-1, %r14
	xorl	%eax, %eax
	movq	%r11, %rsi
	xorl	%r11d, %r11d
	xorl	%r9d, %r9d
	movq	576(%rsp), %r15
	jmp	.LBB0_265
.LBB0_254:
	movq	$-1, %r14
	xorl	%r9d, %r9d
	xorl	%r11d, %r11d
	jmp	.LBB0_267
.LBB0_255:
	cmpq	$16, %r12
	jae	.LBB0_257
	movq	$-1, %r14
	xorl	%ecx, %ecx
	movq	%r11, %rsi
	xorl	%r11d, %r11d
	xorl	%r9d, %r9d
	movq	576(%rsp), %r15
	jmp	.LBB0_262
.LBB0_257:
	vmovdqa64	%zmm23, %zmm26
	vmovd	%r10d, %xmm1
	vpbroadcastq	.LCPI0_376(%rip), %zmm0
	vpermq	%zmm16, %zmm0, %zmm8
	vpbroadcastq	%xmm16, %zmm9
	vpxor	%xmm2, %xmm2, %xmm2
	vpternlogd	$255, %zmm6, %zmm6, %zmm6
	vxorps	%xmm10, %xmm10, %xmm10
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_10(%rip), %zmm12
	vpxor	%xmm11, %xmm11, %xmm11
	vpternlogd	$255, %zmm7, %zmm7, %zmm7
	vxorps	%xmm3, %xmm3, %xmm3
	vpbroadcastq	.LCPI0_11(%rip), %zmm29
	vmovdqa64	%ymm5, %ymm27
	vpxor	%xmm5, %xmm5, %xmm5
	movq	3352(%rsp), %rdx
	movq	576(%rsp), %rcx
	vpxor	%xmm0, %xmm0, %xmm0
	vpternlogd	$255, %zmm20, %zmm20, %zmm20
	vpbroadcastq	.LCPI0_18(%rip), %zmm21
	.p2align	4
.LBB0_258:
	vpmovzxdq	(%r11,%rax,4), %zmm13
	vpmovzxdq	32(%r11,%rax,4), %zmm14
	vmovups	(%rcx,%rax,4), %ymm15
	vmovups	32(%rcx,%rax,4), %ymm4
	vpsubq	%zmm12, %zmm26, %zmm17
	vpsubq	%zmm21, %zmm17, %zmm18
	vpsllq	$32, %zmm13, %zmm13
	vpsllq	$32, %zmm14, %zmm14
	vporq	%zmm18, %zmm14, %zmm14
	vporq	%zmm17, %zmm13, %zmm13
	vpcmpnltuq	%zmm9, %zmm13, %k2
	vpcmpnltuq	%zmm9, %zmm14, %k3
	vpcmpltuq	%zmm8, %zmm13, %k2 {%k2}
	vpcmpltuq	%zmm8, %zmm14, %k3 {%k3}
	vcmpneqps	%ymm0, %ymm15, %k2 {%k2}
	vcmpneqps	%ymm0, %ymm4, %k3 {%k3}
	vpmovm2q	%k2, %zmm17
	vpsubq	%zmm17, %zmm10, %zmm10
	vpmovm2q	%k3, %zmm17
	vpsubq	%zmm17, %zmm11, %zmm11
	vpblendmq	%zmm13, %zmm20, %zmm17 {%k2}
	vpminuq	%zmm17, %zmm6, %zmm6
	vpblendmq	%zmm14, %zmm20, %zmm17 {%k3}
	vpminuq	%zmm17, %zmm7, %zmm7
	vmovdqa64	%zmm13, %zmm13 {%k2} {z}
	vpmaxuq	%zmm13, %zmm3, %zmm3
	vmovdqa64	%zmm14, %zmm13 {%k3} {z}
	vpmaxuq	%zmm13, %zmm5, %zmm5
	vcmpltps	%ymm0, %ymm15, %ymm13
	vcmpltps	%ymm0, %ymm4, %ymm4
	vpternlogd	$248, %ymm27, %ymm13, %ymm1
	vpternlogd	$248, %ymm27, %ymm4, %ymm2
	addq	$16, %rax
	vpaddq	%zmm29, %zmm12, %zmm12
	cmpq	%rax, %rdx
	jne	.LBB0_258
	vmovdqa64	%zmm26, %zmm12
	vpaddq	%zmm10, %zmm11, %zmm4
	vextracti64x4	$1, %zmm4, %ymm8
	vpaddq	%zmm8, %zmm4, %zmm4
	vextracti128	$1, %ymm4, %xmm8
	vpaddq	%xmm4, %xmm8, %xmm4
	vpshufd	$238, %xmm4, %xmm8
	vpaddq	%xmm4, %xmm8, %xmm4
	vmovq	%xmm4, %r11
	vpminuq	%zmm7, %zmm6, %zmm4
	vextracti64x4	$1, %zmm4, %ymm6
	vpminuq	%zmm6, %zmm4, %zmm4
	vextracti128	$1, %ymm4, %xmm6
	vpminuq	%xmm6, %xmm4, %xmm4
	vpshufd	$238, %xmm4, %xmm6
	vpminuq	%xmm6, %xmm4, %xmm4
	vmovq	%xmm4, %r14
	vpmaxuq	%zmm5, %zmm3, %zmm3
	vextracti64x4	$1, %zmm3, %ymm4
	vpmaxuq	%zmm4, %zmm3, %zmm3
	vextracti128	$1, %ymm3, %xmm4
	vpmaxuq	%xmm4, %xmm3, %xmm3
	vpshufd	$238, %xmm3, %xmm4
	vpmaxuq	%xmm4, %xmm3, %xmm3
	vmovq	%xmm3, %r9
	vpor	%ymm1, %ymm2, %ymm1
	vextracti128	$1, %ymm1, %xmm2
	vpor	%xmm2, %xmm1, %xmm1
	vpshufd	$238, %xmm1, %xmm2
	vpor	%xmm2, %xmm1, %xmm1
	vpshufd	$85, %xmm1, %xmm2
	vpor	%xmm2, %xmm1, %xmm1
	vmovd	%xmm1, %r10d
	cmpq	%rdx, %r12
	vmovdqa64	1856(%rsp), %zmm9
	vxorps	%xmm0, %xmm0, %xmm0
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	jne	.LBB0_261
	vmovdqa64	2048(%rsp), %zmm26
	vmovdqa64	1920(%rsp), %zmm8
	vmovdqa64	2688(%rsp), %zmm15
	vmovd	.LCPI0_5(%rip), %xmm7
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vpbroadcastq	.LCPI0_20(%rip), %zmm11
	vmovaps	2304(%rsp), %xmm10
	vpxord	%xmm18, %xmm18, %xmm18
	vmovdqa64	%zmm12, %zmm23
	vmovdqa64	144(%rsp), %xmm28
	jmp	.LBB0_267
.LBB0_261:
	movq	%rdx, %rcx
	movq	%rdx, %rax
	testb	$12, %r12b
	vmovdqa64	2048(%rsp), %zmm26
	vmovdqa64	1920(%rsp), %zmm8
	vmovdqa64	2688(%rsp), %zmm15
	vmovd	.LCPI0_5(%rip), %xmm7
	movq	576(%rsp), %r15
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vpbroadcastq	.LCPI0_20(%rip), %zmm11
	vmovaps	2304(%rsp), %xmm10
	movq	448(%rsp), %rsi
	vpxord	%xmm18, %xmm18, %xmm18
	vmovdqa64	%zmm12, %zmm23
	vmovdqa64	144(%rsp), %xmm28
	je	.LBB0_265
.LBB0_262:
	vmovdqa64	%zmm26, %zmm11
	vpbroadcastq	.LCPI0_374(%rip), %ymm21
	vmovdqa64	%xmm19, %xmm29
	vmovq	%r11, %xmm3
	vmovd	%r10d, %xmm1
	vpbroadcastq	%xmm16, %ymm6
	vpermq	$85, %ymm16, %ymm7
	vpbroadcastq	%r14, %ymm5
	vpbroadcastq	%r9, %ymm2
	vpbroadcastq	%rcx, %ymm4
	vpor	.LCPI0_373(%rip), %ymm4, %ymm8
	movq	3360(%rsp), %rdx
	movq	%rsi, %rax
	vpternlogd	$255, %ymm17, %ymm17, %ymm17
	.p2align	4
.LBB0_263:
	vpmovzxdq	(%rax,%rcx,4), %ymm4
	vmovups	(%r15,%rcx,4), %xmm9
	vpsubq	%ymm8, %ymm23, %ymm10
	vpsllq	$32, %ymm4, %ymm4
	vpor	%ymm4, %ymm10, %ymm4
	vpcmpnltuq	%ymm6, %ymm4, %k2
	vpcmpltuq	%ymm7, %ymm4, %k2 {%k2}
	vcmpneqps	%xmm0, %xmm9, %k2 {%k2}
	vpmovm2q	%k2, %ymm10
	vpsubq	%ymm10, %ymm3, %ymm3
	vpblendmq	%ymm4, %ymm17, %ymm10 {%k2}
	vpminuq	%ymm10, %ymm5, %ymm5
	vmovdqa64	%ymm4, %ymm4 {%k2} {z}
	vpmaxuq	%ymm4, %ymm2, %ymm2
	vcmpltps	%xmm0, %xmm9, %xmm4
	vpternlogd	$248, %xmm29, %xmm4, %xmm1
	addq	$4, %rcx
	vpaddq	%ymm21, %ymm8, %ymm8
	cmpq	%rcx, %rdx
	jne	.LBB0_263
	vextracti128	$1, %ymm3, %xmm4
	vpaddq	%xmm4, %xmm3, %xmm3
	vpshufd	$238, %xmm3, %xmm4
	vpaddq	%xmm4, %xmm3, %xmm3
	movq	%rax, %rsi
	vmovq	%xmm3, %r11
	vextracti128	$1, %ymm5, %xmm3
	vpminuq	%xmm3, %xmm5, %xmm3
	vpshufd	$238, %xmm3, %xmm4
	vpminuq	%xmm4, %xmm3, %xmm3
	vmovq	%xmm3, %r14
	vextracti128	$1, %ymm2, %xmm3
	vpmaxuq	%xmm3, %xmm2, %xmm2
	vpshufd	$238, %xmm2, %xmm3
	vpmaxuq	%xmm3, %xmm2, %xmm2
	vmovq	%xmm2, %r9
	vpshufd	$238, %xmm1, %xmm2
	vpor	%xmm2, %xmm1, %xmm1
	vpshufd	$85, %xmm1, %xmm2
	vpor	%xmm2, %xmm1, %xmm1
	vmovd	%xmm1, %r10d
	movq	%rdx, %rax
	cmpq	%rdx, %r12
	vmovdqa64	1856(%rsp), %zmm9
	vmovdqa64	1920(%rsp), %zmm8
	vmovdqa64	2688(%rsp), %zmm15
	vmovd	.LCPI0_5(%rip), %xmm7
	vmovdqa64	%xmm29, %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vpbroadcastq	.LCPI0_20(%rip), %zmm1
	vmovaps	2304(%rsp), %xmm10
	vmovdqa64	%zmm11, %zmm26
	vmovdqa64	%zmm1, %zmm11
	je	.LBB0_267
.LBB0_265:
	vmovq	%xmm16, 192(%rsp)
	vpextrq	$1, %xmm16, %rdx
	movq	4224(%rsp), %rdi
	subq	%rax, %rdi
	.p2align	4
.LBB0_266:
	movq	%r9, %r8
	movl	(%rsi,%rax,4), %r9d
	shlq	$32, %r9
	orq	%rdi, %r9
	cmpq	192(%rsp), %r9
	setae	%bl
	cmpq	%rdx, %r9
	movq	%r14, %r13
	setb	%r14b
	andb	%bl, %r14b
	xorl	%ebx, %ebx
	vucomiss	(%r15,%rax,4), %xmm18
	movq	%rsi, %rcx
	movq	%r15, %rsi
	setp	%r15b
	seta	%bl
	setne	%r12b
	orb	%r15b, %r12b
	movq	%r13, %r15
	xorl	%r13d, %r13d
	andb	%r14b, %r12b
	movzbl	%r12b, %r14d
	movq	32(%rsp), %r12
	addq	%r14, %r11
	testb	%r14b, %r14b
	movq	$-1, %r14
	cmovneq	%r9, %r14
	cmoveq	%r13, %r9
	cmpq	%r14, %r15
	cmovbq	%r15, %r14
	movq	%rsi, %r15
	movq	%rcx, %rsi
	cmpq	%r9, %r8
	cmovaq	%r8, %r9
	orl	%ebx, %r10d
	incq	%rax
	decq	%rdi
	cmpq	%rax, %r12
	jne	.LBB0_266
.LBB0_267:
	xorl	%ecx, %ecx
	cmpq	$0, 320(%rsp)
	setne	%dl
	xorl	%eax, %eax
	testq	%r11, %r11
	sete	%al
	cmpq	$1, %r11
	sete	%dil
	andb	%dl, %dil
	leal	1(%rax), %ebx
	testl	%r10d, %r10d
	setne	%r8b
	movl	$3, %esi
	cmovnel	%esi, %ebx
	orb	%r8b, %al
	orb	%dil, %al
	movl	$0, %edi
	cmovnel	%ebx, %edi
	movq	%r14, 5184(%rsp)
	jne	.LBB0_248
	movq	%r9, %r8
	subq	%r14, %r8
	lzcntq	%r11, %rax
	movl	$64, %r10d
	subq	%rax, %r10
	cmpq	$11, %r10
	movl	$11, %eax
	cmovaeq	%rax, %r10
	lzcntq	%r8, %rax
	movl	$64, %r11d
	subq	%rax, %r11
	subq	%r10, %r11
	movl	$0, %eax
	cmovaeq	%r11, %rax
	shrxq	%rax, %r8, %r10
	cmpq	$-1, %r10
	movq	4224(%rsp), %r15
	vpxord	%xmm16, %xmm16, %xmm16
	movl	$255, %esi
	vpxor	%xmm1, %xmm1, %xmm1
	movq	1984(%rsp), %r12
	vmovsd	5448(%rsp), %xmm4
	movq	704(%rsp), %r13
	je	.LBB0_281
	leaq	1(%r10), %r8
	cmpq	$4, %r8
	jae	.LBB0_271
	xorl	%r11d, %r11d
	jmp	.LBB0_279
.LBB0_271:
	cmpq	$32, %r8
	jae	.LBB0_273
	xorl	%r11d, %r11d
	jmp	.LBB0_277
.LBB0_273:
	movq	%r8, %r11
	andq	$-32, %r11
	xorl	%ebx, %ebx
	vxorps	%xmm0, %xmm0, %xmm0
	.p2align	4
.LBB0_274:
	vmovups	%zmm0, 59592(%rsp,%rbx,8)
	vmovups	%zmm0, 59656(%rsp,%rbx,8)
	vmovups	%zmm0, 59720(%rsp,%rbx,8)
	vmovups	%zmm0, 59784(%rsp,%rbx,8)
	addq	$32, %rbx
	cmpq	%rbx, %r11
	jne	.LBB0_274
	cmpq	%r11, %r8
	vxorps	%xmm0, %xmm0, %xmm0
	je	.LBB0_281
	testb	$28, %r8b
	je	.LBB0_279
.LBB0_277:
	movq	%r11, %rbx
	movq	%r8, %r11
	andq	$-4, %r11
	.p2align	4
.LBB0_278:
	vmovdqu	%ymm1, 59592(%rsp,%rbx,8)
	addq	$4, %rbx
	cmpq	%rbx, %r11
	jne	.LBB0_278
	jmp	.LBB0_280
	.p2align	4
.LBB0_279:
	movq	$0, 59592(%rsp,%r11,8)
	incq	%r11
.LBB0_280:
	cmpq	%r11, %r8
	jne	.LBB0_279
.LBB0_281:
	incq	%r9
	cmpq	$0, 32(%rsp)
	je	.LBB0_296
	cmpq	$0, 1144(%rsp)
	je	.LBB0_292
	movq	5384(%rsp), %r8
	xorl	%r11d, %r11d
	jmp	.LBB0_285
	.p2align	4
.LBB0_284:
	addq	$2, %r11
	addq	$-2, %r8
	cmpq	%r11, 6848(%rsp)
	je	.LBB0_291
.LBB0_285:
	leaq	1(%r8), %r14
	movq	448(%rsp), %rbx
	movl	(%rbx,%r11,4), %ebx
	shlq	$32, %rbx
	orq	%r14, %rbx
	movq	%rbx, %r14
	subq	5184(%rsp), %r14
	jb	.LBB0_288
	cmpq	%r9, %rbx
	jae	.LBB0_288
	movq	304(%rsp), %rbx
	vmovss	-4(%rbx,%r11,4), %xmm1
	shrxq	%rax, %r14, %rbx
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vaddsd	59592(%rsp,%rbx,8), %xmm1, %xmm1
	vmovsd	%xmm1, 59592(%rsp,%rbx,8)
.LBB0_288:
	movq	448(%rsp), %rbx
	movl	4(%rbx,%r11,4), %ebx
	shlq	$32, %rbx
	orq	%r8, %rbx
	movq	%rbx, %r14
	subq	5184(%rsp), %r14
	jb	.LBB0_284
	cmpq	%r9, %rbx
	jae	.LBB0_284
	movq	304(%rsp), %rbx
	vmovss	(%rbx,%r11,4), %xmm1
	shrxq	%rax, %r14, %rbx
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vaddsd	59592(%rsp,%rbx,8), %xmm1, %xmm1
	vmovsd	%xmm1, 59592(%rsp,%rbx,8)
	jmp	.LBB0_284
.LBB0_291:
	testb	$1, 32(%rsp)
	movq	5184(%rsp), %r14
	jne	.LBB0_293
	jmp	.LBB0_296
.LBB0_292:
	xorl	%r11d, %r11d
.LBB0_293:
	movq	%r15, %rbx
	subq	%r11, %rbx
	movq	448(%rsp), %r8
	movl	(%r8,%r11,4), %r8d
	shlq	$32, %r8
	orq	%rbx, %r8
	movq	%r8, %rbx
	subq	%r14, %rbx
	jb	.LBB0_296
	cmpq	%r9, %r8
	jae	.LBB0_296
	movq	576(%rsp), %r8
	vmovss	(%r8,%r11,4), %xmm1
	shrxq	%rax, %rbx, %r8
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vaddsd	59592(%rsp,%r8,8), %xmm1, %xmm1
	vmovsd	%xmm1, 59592(%rsp,%r8,8)
.LBB0_296:
	cmpq	$-1, %r10
	je	.LBB0_302
	testq	%r10, %r10
	je	.LBB0_303
	leaq	1(%r10), %r15
	vcvtss2sd	%xmm31, %xmm31, %xmm1
	leaq	(%rsp,%r10,8), %r14
	addq	$59592, %r14
	andq	$-2, %r15
	negq	%r15
	xorl	%r11d, %r11d
	xorl	%ebx, %ebx
	xorl	%r13d, %r13d
	.p2align	4
.LBB0_299:
	vmovsd	-8(%r14,%r11,8), %xmm2
	vmovsd	(%r14,%r11,8), %xmm3
	testl	%r13d, %r13d
	sete	%r12b
	vucomisd	%xmm16, %xmm3
	seta	%r8b
	vaddsd	%xmm3, %xmm1, %xmm1
	andb	%r12b, %r8b
	movzbl	%r8b, %r8d
	addq	%rbx, %r8
	vucomisd	%xmm4, %xmm1
	setae	%bl
	andb	%r12b, %bl
	movzbl	%bl, %r12d
	orl	%r13d, %r12d
	sete	%r13b
	vaddsd	%xmm2, %xmm1, %xmm1
	vucomisd	%xmm16, %xmm2
	seta	%bl
	andb	%r13b, %bl
	movzbl	%bl, %ebx
	addq	%r8, %rbx
	vucomisd	%xmm4, %xmm1
	setae	%r8b
	andb	%r13b, %r8b
	movzbl	%r8b, %r13d
	orl	%r12d, %r13d
	addq	$-2, %r11
	cmpq	%r11, %r15
	jne	.LBB0_299
	leaq	1(%r10), %r8
	testb	$1, %r8b
	jne	.LBB0_304
	movq	4224(%rsp), %r15
	movq	5184(%rsp), %r14
	cmpq	$-1, %r10
	movq	704(%rsp), %r13
	movq	1984(%rsp), %r12
	jne	.LBB0_306
.LBB0_302:
	vpternlogd	$255, %zmm5, %zmm5, %zmm5
	vpternlogd	$255, %zmm4, %zmm4, %zmm4
	jmp	.LBB0_308
.LBB0_303:
	xorl	%r11d, %r11d
	xorl	%ebx, %ebx
	xorl	%r13d, %r13d
	jmp	.LBB0_305
.LBB0_304:
	negq	%r11
	movq	4224(%rsp), %r15
	movq	5184(%rsp), %r14
.LBB0_305:
	movq	%r10, %r8
	subq	%r11, %r8
	vmovsd	59592(%rsp,%r8,8), %xmm1
	testl	%r13d, %r13d
	sete	%r8b
	vucomisd	%xmm16, %xmm1
	seta	%r11b
	andb	%r8b, %r11b
	movzbl	%r11b, %r8d
	addq	%r8, %rbx
	cmpq	$-1, %r10
	movq	704(%rsp), %r13
	movq	1984(%rsp), %r12
	je	.LBB0_302
.LBB0_306:
	vpbroadcastq	%rbx, %zmm2
	vpaddq	.LCPI0_378(%rip), %zmm2, %zmm1
	vpaddq	.LCPI0_379(%rip), %zmm2, %zmm2
	vpternlogd	$255, %zmm5, %zmm5, %zmm5
	vpxor	%xmm3, %xmm3, %xmm3
	vpternlogd	$255, %zmm4, %zmm4, %zmm4
	vpbroadcastq	.LCPI0_376(%rip), %xmm17
	.p2align	4
.LBB0_307:
	vpextrq	$1, %xmm3, %r8
	movq	%r10, %r11
	subq	%r8, %r11
	vmovsd	59592(%rsp,%r11,8), %xmm6
	shlxq	%rax, %r11, %r11
	addq	%r14, %r11
	xorl	%ebx, %ebx
	vucomisd	%xmm16, %xmm6
	seta	%bl
	movl	$0, %r14d
	cmoval	%esi, %r14d
	vpinsrq	$0, %rbx, %xmm17, %xmm6
	vpaddq	%xmm6, %xmm3, %xmm3
	vpbroadcastq	%xmm3, %zmm6
	kmovd	%r14d, %k2
	movq	5184(%rsp), %r14
	vpcmpeqq	%zmm1, %zmm6, %k3 {%k2}
	vpbroadcastq	%r11, %zmm4 {%k3}
	vpcmpeqq	%zmm2, %zmm6, %k2 {%k2}
	vpbroadcastq	%r11, %zmm5 {%k2}
	cmpq	%r8, %r10
	jne	.LBB0_307
.LBB0_308:
	cmpq	$0, 440(%rsp)
	je	.LBB0_322
	movb	%dl, %cl
	negq	%rcx
	movb	$-128, %al
	kmovd	%eax, %k2
	vmovdqa64	%zmm4, %zmm1
	vpbroadcastq	%rcx, %zmm1 {%k2}
	xorl	%eax, %eax
	movabsq	$4611686018427387896, %r14
	movq	448(%rsp), %r11
	jmp	.LBB0_312
	.p2align	4
.LBB0_310:
	vmovdqa64	1920(%rsp), %zmm8
.LBB0_311:
	shll	$6, %ecx
	vmovaps	%zmm2, 55488(%rsp,%rcx)
	incq	%rax
	movq	440(%rsp), %r8
	cmpq	%r8, %rax
	je	.LBB0_320
.LBB0_312:
	leaq	(,%rax,8), %rcx
	movq	32(%rsp), %rsi
	cmpq	%rsi, %rcx
	setb	%dl
	movq	%rax, %r8
	shlq	$5, %r8
	kmovd	%edx, %k2
	movq	576(%rsp), %r10
	vmovss	(%r10,%r8), %xmm2 {%k2} {z}
	movq	%r15, %rdx
	subq	%rcx, %rdx
	movl	(%r11,%r8), %r8d
	shlq	$32, %r8
	orq	%rdx, %r8
	vpbroadcastq	%r8, %zmm3
	vpcmpnltuq	%zmm5, %zmm3, %k0
	vpcmpnltuq	%zmm1, %zmm3, %k2
	kunpckbw	%k0, %k2, %k2
	vbroadcastss	%xmm2, %zmm2 {%k2} {z}
	leaq	1(,%rax,8), %rdx
	cmpq	%rsi, %rdx
	setb	%r8b
	cmovaeq	%rcx, %rdx
	kmovd	%r8d, %k2
	vmovss	(%r10,%rdx,4), %xmm3 {%k2} {z}
	movq	%r15, %r8
	subq	%rdx, %r8
	movl	(%r11,%rdx,4), %edx
	shlq	$32, %rdx
	orq	%r8, %rdx
	vpbroadcastq	%rdx, %zmm6
	vpcmpnltuq	%zmm5, %zmm6, %k0
	vpcmpnltuq	%zmm1, %zmm6, %k2
	kunpckbw	%k0, %k2, %k2
	vbroadcastss	%xmm3, %zmm3 {%k2} {z}
	vaddps	%zmm3, %zmm2, %zmm2
	leaq	2(,%rax,8), %rdx
	cmpq	%rsi, %rdx
	setb	%r8b
	cmovaeq	%rcx, %rdx
	kmovd	%r8d, %k2
	vmovss	(%r10,%rdx,4), %xmm3 {%k2} {z}
	movq	%r15, %r8
	subq	%rdx, %r8
	movl	(%r11,%rdx,4), %edx
	shlq	$32, %rdx
	orq	%r8, %rdx
	vpbroadcastq	%rdx, %zmm6
	vpcmpnltuq	%zmm5, %zmm6, %k0
	vpcmpnltuq	%zmm1, %zmm6, %k2
	kunpckbw	%k0, %k2, %k2
	leaq	3(,%rax,8), %rdx
	cmpq	%rsi, %rdx
	setb	%r8b
	cmovaeq	%rcx, %rdx
	kmovd	%r8d, %k3
	vmovss	(%r10,%rdx,4), %xmm6 {%k3} {z}
	vbroadcastss	%xmm3, %zmm3 {%k2} {z}
	movq	%r15, %r8
	subq	%rdx, %r8
	movl	(%r11,%rdx,4), %edx
	shlq	$32, %rdx
	orq	%r8, %rdx
	vpbroadcastq	%rdx, %zmm7
	vpcmpnltuq	%zmm5, %zmm7, %k0
	vpcmpnltuq	%zmm1, %zmm7, %k2
	kunpckbw	%k0, %k2, %k2
	vbroadcastss	%xmm6, %zmm6 {%k2} {z}
	vaddps	%zmm6, %zmm3, %zmm3
	vaddps	%zmm3, %zmm2, %zmm2
	leaq	4(,%rax,8), %rdx
	cmpq	%rsi, %rdx
	setb	%r8b
	cmovaeq	%rcx, %rdx
	kmovd	%r8d, %k2
	vmovss	(%r10,%rdx,4), %xmm3 {%k2} {z}
	movq	%r15, %r8
	subq	%rdx, %r8
	movl	(%r11,%rdx,4), %edx
	shlq	$32, %rdx
	orq	%r8, %rdx
	vpbroadcastq	%rdx, %zmm6
	vpcmpnltuq	%zmm5, %zmm6, %k0
	vpcmpnltuq	%zmm1, %zmm6, %k2
	kunpckbw	%k0, %k2, %k2
	vbroadcastss	%xmm3, %zmm3 {%k2} {z}
	leaq	5(,%rax,8), %rdx
	cmpq	%rsi, %rdx
	setb	%r8b
	cmovaeq	%rcx, %rdx
	kmovd	%r8d, %k2
	vmovss	(%r10,%rdx,4), %xmm6 {%k2} {z}
	movq	%r15, %r8
	subq	%rdx, %r8
	movl	(%r11,%rdx,4), %edx
	shlq	$32, %rdx
	orq	%r8, %rdx
	vpbroadcastq	%rdx, %zmm7
	vpcmpnltuq	%zmm5, %zmm7, %k0
	vpcmpnltuq	%zmm1, %zmm7, %k2
	kunpckbw	%k0, %k2, %k2
	vbroadcastss	%xmm6, %zmm6 {%k2} {z}
	leaq	6(,%rax,8), %rdx
	cmpq	%rsi, %rdx
	setb	%r8b
	cmovaeq	%rcx, %rdx
	kmovd	%r8d, %k2
	vmovss	(%r10,%rdx,4), %xmm7 {%k2} {z}
	vaddps	%zmm6, %zmm3, %zmm3
	movq	%r15, %r8
	subq	%rdx, %r8
	movl	(%r11,%rdx,4), %edx
	shlq	$32, %rdx
	orq	%r8, %rdx
	vpbroadcastq	%rdx, %zmm6
	vpcmpnltuq	%zmm5, %zmm6, %k0
	vpcmpnltuq	%zmm1, %zmm6, %k2
	kunpckbw	%k0, %k2, %k2
	vbroadcastss	%xmm7, %zmm6 {%k2} {z}
	leaq	7(,%rax,8), %rdx
	cmpq	%rsi, %rdx
	setb	%r8b
	cmovbq	%rdx, %rcx
	kmovd	%r8d, %k2
	vmovss	(%r10,%rcx,4), %xmm7 {%k2} {z}
	movq	%r15, %rdx
	subq	%rcx, %rdx
	movl	(%r11,%rcx,4), %ecx
	shlq	$32, %rcx
	orq	%rdx, %rcx
	vpbroadcastq	%rcx, %zmm8
	vpcmpnltuq	%zmm5, %zmm8, %k0
	vpcmpnltuq	%zmm1, %zmm8, %k2
	kunpckbw	%k0, %k2, %k2
	vbroadcastss	%xmm7, %zmm7 {%k2} {z}
	vaddps	%zmm7, %zmm6, %zmm6
	vaddps	%zmm6, %zmm3, %zmm3
	vaddps	%zmm3, %zmm2, %zmm2
	movq	%rax, %rcx
	notq	%rcx
	tzcntq	%rcx, %rcx
	je	.LBB0_310
	movl	%ecx, %edx
	andl	$7, %edx
	cmpq	$8, %rcx
	vmovdqa64	1920(%rsp), %zmm8
	jae	.LBB0_315
	xorl	%r8d, %r8d
	jmp	.LBB0_318
	.p2align	4
.LBB0_315:
	movl	%ecx, %r10d
	andl	$56, %r10d
	leaq	55936(%rsp), %r11
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_316:
	vaddps	-448(%r11), %zmm2, %zmm2
	vaddps	-384(%r11), %zmm2, %zmm2
	vaddps	-320(%r11), %zmm2, %zmm2
	vaddps	-256(%r11), %zmm2, %zmm2
	vaddps	-192(%r11), %zmm2, %zmm2
	vaddps	-128(%r11), %zmm2, %zmm2
	vaddps	-64(%r11), %zmm2, %zmm2
	vaddps	(%r11), %zmm2, %zmm2
	addq	$8, %r8
	addq	$512, %r11
	cmpq	%r8, %r10
	jne	.LBB0_316
	testq	%rdx, %rdx
	movq	448(%rsp), %r11
	je	.LBB0_311
.LBB0_318:
	shlq	$6, %r8
	addq	%rsp, %r8
	addq	$55488, %r8
	shll	$6, %edx
	xorl	%r10d, %r10d
	.p2align	4
.LBB0_319:
	vaddps	(%r8,%r10), %zmm2, %zmm2
	addq	$64, %r10
	cmpq	%r10, %rdx
	jne	.LBB0_319
	jmp	.LBB0_311
.LBB0_320:
	cmpq	$64, 5408(%rsp)
	movq	5400(%rsp), %r10
	vxorps	%xmm2, %xmm2, %xmm2
	jae	.LBB0_323
	xorl	%eax, %eax
	vmovd	.LCPI0_5(%rip), %xmm7
	jmp	.LBB0_334
.LBB0_322:
	vpxor	%xmm2, %xmm2, %xmm2
	movabsq	$4611686018427387896, %r14
	movq	448(%rsp), %r11
	jmp	.LBB0_338
.LBB0_323:
	leaq	55680(%rsp), %rcx
	xorl	%eax, %eax
	vmovd	.LCPI0_5(%rip), %xmm7
	jmp	.LBB0_325
	.p2align	4
.LBB0_324:
	addq	$4, %rax
	addq	$256, %rcx
	cmpq	%rax, 1136(%rsp)
	je	.LBB0_333
.LBB0_325:
	btq	%rax, %r8
	jae	.LBB0_327
	vaddps	-192(%rcx), %zmm2, %zmm2
.LBB0_327:
	shrxq	%rax, %r8, %rdx
	testb	$2, %dl
	je	.LBB0_329
	vaddps	-128(%rcx), %zmm2, %zmm2
.LBB0_329:
	shrxq	%rax, %r8, %rdx
	testb	$4, %dl
	je	.LBB0_331
	vaddps	-64(%rcx), %zmm2, %zmm2
.LBB0_331:
	shrxq	%rax, %r8, %rdx
	testb	$8, %dl
	je	.LBB0_324
	vaddps	(%rcx), %zmm2, %zmm2
	jmp	.LBB0_324
.LBB0_333:
	cmpq	$0, 5376(%rsp)
	je	.LBB0_338
.LBB0_334:
	movq	%rax, %rcx
	shlq	$6, %rcx
	addq	%rsp, %rcx
	addq	$55488, %rcx
	xorl	%edx, %edx
	jmp	.LBB0_336
	.p2align	4
.LBB0_335:
	incq	%rax
	addq	$64, %rdx
	cmpq	%rdx, %r10
	je	.LBB0_338
.LBB0_336:
	btq	%rax, %r8
	jae	.LBB0_335
	vaddps	(%rcx,%rdx), %zmm2, %zmm2
	jmp	.LBB0_335
.LBB0_338:
	vextractf32x4	$3, %zmm2, %xmm1
	vshufps	$255, %xmm1, %xmm1, %xmm3
	vmovss	60(%rsp), %xmm16
	vucomiss	%xmm16, %xmm3
	movl	%edi, %ebx
	movl	$2, %eax
	cmovbl	%eax, %ebx
	movq	320(%rsp), %r8
	testq	%r8, %r8
	cmovnel	%edi, %ebx
	vmovq	%xmm5, %rax
	movq	5184(%rsp), %rsi
	cmpq	%rax, %rsi
	movq	%rax, %rcx
	cmovaq	%rsi, %rcx
	vucomiss	%xmm16, %xmm2
	setb	%dl
	cmovbq	%rsi, %rcx
	cmpq	%r9, %rax
	setb	%dil
	andb	%dl, %dil
	cmovneq	%rax, %r9
	kmovd	%edi, %k2
	vmovss	%xmm2, %xmm31, %xmm31 {%k2}
	vpextrq	$1, %xmm5, %rax
	vmovshdup	%xmm2, %xmm3
	cmpq	%rax, %rcx
	movq	%rax, %rdx
	cmovaq	%rcx, %rdx
	vucomiss	%xmm16, %xmm3
	setb	%dil
	cmovbq	%rcx, %rdx
	cmpq	%r9, %rax
	setb	%cl
	andb	%dil, %cl
	cmovneq	%rax, %r9
	kmovd	%ecx, %k2
	vmovss	%xmm3, %xmm31, %xmm31 {%k2}
	vextracti128	$1, %ymm5, %xmm3
	vmovq	%xmm3, %rax
	vshufpd	$1, %xmm2, %xmm2, %xmm6
	cmpq	%rax, %rdx
	movq	%rax, %rcx
	cmovaq	%rdx, %rcx
	vucomiss	%xmm16, %xmm6
	setb	%dil
	cmovbq	%rdx, %rcx
	cmpq	%r9, %rax
	setb	%dl
	andb	%dil, %dl
	cmovneq	%rax, %r9
	kmovd	%edx, %k2
	vmovss	%xmm6, %xmm31, %xmm31 {%k2}
	vpextrq	$1, %xmm3, %rax
	vshufps	$255, %xmm2, %xmm2, %xmm3
	cmpq	%rax, %rcx
	movq	%rax, %rdx
	cmovaq	%rcx, %rdx
	vucomiss	%xmm16, %xmm3
	setb	%dil
	cmovbq	%rcx, %rdx
	cmpq	%r9, %rax
	setb	%cl
	andb	%dil, %cl
	cmovneq	%rax, %r9
	kmovd	%ecx, %k2
	vmovss	%xmm3, %xmm31, %xmm31 {%k2}
	vextracti32x4	$2, %zmm5, %xmm3
	vmovq	%xmm3, %rax
	vextractf128	$1, %ymm2, %xmm6
	cmpq	%rax, %rdx
	movq	%rax, %rcx
	cmovaq	%rdx, %rcx
	vucomiss	%xmm16, %xmm6
	setb	%dil
	cmovbq	%rdx, %rcx
	cmpq	%r9, %rax
	setb	%dl
	andb	%dil, %dl
	cmovneq	%rax, %r9
	kmovd	%edx, %k2
	vmovss	%xmm6, %xmm31, %xmm31 {%k2}
	vpextrq	$1, %xmm3, %rax
	vmovshdup	%xmm6, %xmm3
	cmpq	%rax, %rcx
	movq	%rax, %rdx
	cmovaq	%rcx, %rdx
	vucomiss	%xmm16, %xmm3
	setb	%dil
	cmovbq	%rcx, %rdx
	cmpq	%r9, %rax
	setb	%cl
	andb	%dil, %cl
	cmovneq	%rax, %r9
	kmovd	%ecx, %k2
	vmovss	%xmm3, %xmm31, %xmm31 {%k2}
	vextracti32x4	$3, %zmm5, %xmm3
	vmovq	%xmm3, %rax
	vshufpd	$1, %xmm6, %xmm6, %xmm5
	cmpq	%rax, %rdx
	movq	%rax, %rcx
	cmovaq	%rdx, %rcx
	vucomiss	%xmm16, %xmm5
	setb	%dil
	cmovbq	%rdx, %rcx
	cmpq	%r9, %rax
	setb	%dl
	andb	%dil, %dl
	cmovneq	%rax, %r9
	kmovd	%edx, %k2
	vmovss	%xmm5, %xmm31, %xmm31 {%k2}
	vpextrq	$1, %xmm3, %rax
	vshufps	$255, %xmm6, %xmm6, %xmm3
	cmpq	%rax, %rcx
	movq	%rax, %rdx
	cmovaq	%rcx, %rdx
	vucomiss	%xmm16, %xmm3
	setb	%dil
	cmovbq	%rcx, %rdx
	cmpq	%r9, %rax
	setb	%cl
	andb	%dil, %cl
	cmovneq	%rax, %r9
	kmovd	%ecx, %k2
	vmovss	%xmm3, %xmm31, %xmm31 {%k2}
	vmovq	%xmm4, %rax
	cmpq	%rax, %rdx
	movq	%rax, %rcx
	cmovaq	%rdx, %rcx
	vextractf32x4	$2, %zmm2, %xmm2
	vucomiss	%xmm16, %xmm2
	setb	%dil
	cmovbq	%rdx, %rcx
	cmpq	%r9, %rax
	setb	%dl
	andb	%dil, %dl
	cmovneq	%rax, %r9
	kmovd	%edx, %k2
	vmovss	%xmm2, %xmm31, %xmm31 {%k2}
	vpextrq	$1, %xmm4, %rax
	vmovshdup	%xmm2, %xmm3
	cmpq	%rax, %rcx
	movq	%rax, %rdx
	cmovaq	%rcx, %rdx
	vucomiss	%xmm16, %xmm3
	setb	%dil
	cmovbq	%rcx, %rdx
	cmpq	%r9, %rax
	setb	%cl
	andb	%dil, %cl
	cmovneq	%rax, %r9
	kmovd	%ecx, %k2
	vmovss	%xmm3, %xmm31, %xmm31 {%k2}
	vextracti128	$1, %ymm4, %xmm3
	vmovq	%xmm3, %rax
	vshufpd	$1, %xmm2, %xmm2, %xmm5
	cmpq	%rax, %rdx
	movq	%rax, %rcx
	cmovaq	%rdx, %rcx
	vucomiss	%xmm16, %xmm5
	setb	%dil
	cmovbq	%rdx, %rcx
	cmpq	%r9, %rax
	setb	%dl
	andb	%dil, %dl
	cmovneq	%rax, %r9
	kmovd	%edx, %k2
	vmovss	%xmm5, %xmm31, %xmm31 {%k2}
	vpextrq	$1, %xmm3, %rax
	cmpq	%rax, %rcx
	movq	%rax, %rdx
	cmovaq	%rcx, %rdx
	vshufps	$255, %xmm2, %xmm2, %xmm2
	vucomiss	%xmm16, %xmm2
	setb	%dil
	cmovbq	%rcx, %rdx
	cmpq	%r9, %rax
	setb	%cl
	andb	%dil, %cl
	cmovneq	%rax, %r9
	kmovd	%ecx, %k2
	vmovss	%xmm2, %xmm31, %xmm31 {%k2}
	vextracti32x4	$2, %zmm4, %xmm2
	vmovq	%xmm2, %rax
	cmpq	%rax, %rdx
	movq	%rax, %rcx
	cmovaq	%rdx, %rcx
	vucomiss	%xmm16, %xmm1
	setb	%dil
	cmovbq	%rdx, %rcx
	cmpq	%r9, %rax
	setb	%dl
	andb	%dil, %dl
	cmovneq	%rax, %r9
	kmovd	%edx, %k2
	vmovss	%xmm1, %xmm31, %xmm31 {%k2}
	vpextrq	$1, %xmm2, %rax
	vmovshdup	%xmm1, %xmm2
	cmpq	%rax, %rcx
	movq	%rax, %rdx
	cmovaq	%rcx, %rdx
	vucomiss	%xmm16, %xmm2
	setb	%dil
	cmovbq	%rcx, %rdx
	cmpq	%r9, %rax
	setb	%cl
	andb	%dil, %cl
	cmovneq	%rax, %r9
	kmovd	%ecx, %k2
	vmovss	%xmm2, %xmm31, %xmm31 {%k2}
	vextracti32x4	$3, %zmm4, %xmm2
	vmovq	%xmm2, %rax
	vshufpd	$1, %xmm1, %xmm1, %xmm1
	cmpq	%rax, %rdx
	movq	%rax, %rcx
	cmovaq	%rdx, %rcx
	vucomiss	%xmm16, %xmm1
	setb	%dil
	cmovbq	%rdx, %rcx
	cmpq	%r9, %rax
	setb	%dl
	andb	%dil, %dl
	cmovneq	%rax, %r9
	kmovd	%edx, %k2
	vmovss	%xmm1, %xmm31, %xmm31 {%k2}
	vmovq	%rcx, %xmm1
	vmovq	%r9, %xmm2
	vpunpcklqdq	%xmm2, %xmm1, %xmm16
	xorl	%r10d, %r10d
	movq	40(%rsp), %r9
	movq	104(%rsp), %rax
	movl	$3528531795, %ecx
	movq	2112(%rsp), %r15
	movabsq	$4611686018427387899, %rdi
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_249
	.p2align	4
.LBB0_339:
	vmovdqa	%xmm7, %xmm2
	vmovd	.LCPI0_2(%rip), %xmm1
	movq	32(%rsp), %r8
	testq	%r8, %r8
	je	.LBB0_639
.LBB0_751:
	vmovdqa64	%zmm9, %zmm3
	vmovdqa64	%zmm15, %zmm9
	vmovdqa64	4480(%rsp), %zmm6
	movl	%r9d, %esi
	xorl	184(%rsp), %esi
	imulq	%rcx, %rsi
	movq	%rsi, %rcx
	shrq	$32, %rcx
	xorq	6272(%rsp), %rcx
	movq	%rax, %rdi
	subq	%r9, %rdi
	movq	2392(%rsp), %rax
	cmpq	%rax, %rdi
	cmovaeq	%rax, %rdi
	movq	%rdi, %r10
	imulq	%r8, %r10
	movq	%rdi, 5496(%rsp)
	leaq	(%rdi,%r9), %rax
	movq	%rax, 1632(%rsp)
	movq	%rcx, 2416(%rsp)
	vpbroadcastq	%rcx, %zmm29
	vpbroadcastq	%rsi, %zmm0
	vpxorq	5760(%rsp), %zmm0, %zmm0
	vmovdqa64	%zmm0, 5888(%rsp)
	xorq	6208(%rsp), %rsi
	movq	%rsi, 3200(%rsp)
	movl	%esi, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqa64	%zmm0, 10368(%rsp)
	movl	%r10d, %eax
	andl	$32704, %eax
	movq	%rax, 1656(%rsp)
	vpbroadcastd	%r9d, %zmm0
	vmovdqa64	%zmm0, 6464(%rsp)
	movq	%r10, 2240(%rsp)
	andl	$32760, %r10d
	movq	%r10, 3376(%rsp)
	vmovaps	%xmm2, 6640(%rsp)
	vbroadcastss	%xmm2, %zmm0
	vmovaps	%zmm0, 960(%rsp)
	vmovdqa	%xmm1, 6976(%rsp)
	vpbroadcastd	%xmm1, %zmm0
	vmovdqa64	%zmm0, 6912(%rsp)
	vbroadcastss	896(%rsp), %zmm0
	vmovaps	%zmm0, 1536(%rsp)
	vbroadcastss	128(%rsp), %zmm0
	vmovaps	%zmm0, 1408(%rsp)
	vpbroadcastd	%xmm28, %zmm0
	vmovdqa64	%zmm0, 1792(%rsp)
	vbroadcastss	%xmm25, %zmm0
	vmovaps	%zmm0, 6656(%rsp)
	vpxor	%xmm7, %xmm7, %xmm7
	movl	$1024, %eax
	movq	168(%rsp), %rcx
	movq	%rcx, 6784(%rsp)
	movq	576(%rsp), %rcx
	movq	%rcx, 2624(%rsp)
	xorl	%r10d, %r10d
	vpxord	%xmm22, %xmm22, %xmm22
	vmovaps	%zmm21, %zmm12
	vmovaps	%zmm21, %zmm20
	movq	$0, 6528(%rsp)
	xorl	%ebx, %ebx
	vmovd	.LCPI0_2(%rip), %xmm2
	xorl	%esi, %esi
	vmovaps	%xmm30, 3776(%rsp)
	vmovaps	%xmm24, 416(%rsp)
	movq	5120(%rsp), %r14
	vmovaps	%xmm25, 912(%rsp)
	vpbroadcastq	.LCPI0_32(%rip), %zmm16
	vmovdqa64	%zmm29, 6016(%rsp)
	vmovdqa64	4416(%rsp), %zmm28
	jmp	.LBB0_754
	.p2align	4
.LBB0_752:
	vmovss	.LCPI0_363(%rip), %xmm22
	vmovaps	912(%rsp), %xmm25
	vmovaps	6720(%rsp), %xmm2
.LBB0_753:
	vmovaps	%xmm22, %xmm31
	addq	$1024, %rax
	incq	6528(%rsp)
	movq	176(%rsp), %r10
	addq	$-1024, %r10
	addq	$-4096, 2624(%rsp)
	addq	$4096, %r15
	movq	%r15, 6784(%rsp)
	movq	32(%rsp), %r8
	movq	672(%rsp), %rbx
	cmpq	%r8, %rbx
	movl	$3528531795, %ecx
	movq	2112(%rsp), %r15
	vmovaps	4480(%rsp), %zmm6
	vmovdqa64	2048(%rsp), %zmm26
	vmovaps	4416(%rsp), %zmm28
	vmovaps	1856(%rsp), %zmm3
	vmovdqa64	1920(%rsp), %zmm8
	vmovdqa64	2688(%rsp), %zmm9
	movabsq	$4611686018427387899, %rdi
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovaps	144(%rsp), %xmm0
	vmovaps	3776(%rsp), %xmm30
	vmovaps	2304(%rsp), %xmm10
	vmovaps	416(%rsp), %xmm24
	vbroadcastsd	.LCPI0_32(%rip), %zmm16
	vmovaps	1728(%rsp), %zmm17
	vbroadcastsd	.LCPI0_20(%rip), %zmm11
	vmovdqa64	4096(%rsp), %zmm23
	vmovdqa64	832(%rsp), %zmm7
	vmovdqa64	6016(%rsp), %zmm29
	vmovaps	3008(%rsp), %zmm12
	vmovdqa64	3136(%rsp), %zmm22
	vmovaps	3456(%rsp), %zmm20
	jae	.LBB0_820
.LBB0_754:
	cmpq	%rax, %r8
	movq	%rax, 312(%rsp)
	movq	%rax, %rdi
	cmovbq	%r8, %rdi
	movq	%r10, 176(%rsp)
	addq	%rdi, %r10
	leaq	1024(%rbx), %rcx
	cmpq	%r8, %rcx
	cmovbq	%rcx, %r8
	cmpq	$31, 1144(%rsp)
	movq	%r8, 1024(%rsp)
	vmovdqa	%xmm2, 6720(%rsp)
	vmovdqa64	%zmm7, 832(%rsp)
	vmovaps	%zmm12, 3008(%rsp)
	vmovdqa64	%zmm22, 3136(%rsp)
	movq	%rcx, 672(%rsp)
	jae	.LBB0_759
	vmovdqa64	3968(%rsp), %zmm14
	movq	5696(%rsp), %rdi
	cmpq	%rdi, %r9
	setae	%cl
	cmpq	%r14, %r9
	setb	%dl
	testb	%cl, %dl
	cmoveq	1632(%rsp), %r14
	cmoveq	%r9, %rdi
	vmovdqa64	5504(%rsp), %zmm1
	vmovdqa64	5568(%rsp), %zmm4
	vpbroadcastd	.LCPI0_16(%rip), %ymm30
	vmovdqa64	4992(%rsp), %zmm31
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vmovdqa64	4928(%rsp), %zmm15
	vmovdqa64	4864(%rsp), %zmm18
	vmovdqa64	%zmm6, %zmm21
	vmovdqa64	5760(%rsp), %zmm6
	jne	.LBB0_811
	cmpq	$0, 5496(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm10
	vmovsd	.LCPI0_35(%rip), %xmm25
	vbroadcastsd	.LCPI0_19(%rip), %zmm19
	je	.LBB0_811
	movq	2240(%rsp), %r14
	cmpq	$8, %r14
	movq	%rsi, 696(%rsp)
	vmovaps	%zmm20, 3456(%rsp)
	movq	%rbx, 296(%rsp)
	jae	.LBB0_764
	xorl	%ecx, %ecx
	movq	72(%rsp), %r8
	movl	$3528531795, %r12d
	movq	768(%rsp), %rax
	movq	184(%rsp), %r15
	movq	4544(%rsp), %r11
	movq	5056(%rsp), %rbx
	movl	64(%rsp), %esi
	jmp	.LBB0_796
	.p2align	4
.LBB0_759:
	cmpq	%rbx, %r8
	vpbroadcastd	.LCPI0_16(%rip), %ymm30
	vmovdqa64	4992(%rsp), %zmm13
	vmovdqa64	4928(%rsp), %zmm15
	vmovdqa64	4864(%rsp), %zmm18
	vmovdqa64	3968(%rsp), %zmm27
	jbe	.LBB0_763
	vmovaps	%zmm20, 3456(%rsp)
	movq	%rsi, 696(%rsp)
	movq	%r14, 5120(%rsp)
	movl	%edi, %ecx
	andl	$7, %ecx
	movq	%r10, 6080(%rsp)
	movq	%r10, %rax
	subq	%rcx, %rax
	movq	%rax, 5632(%rsp)
	movq	%rdi, %rax
	andq	$-64, %rax
	addq	176(%rsp), %rax
	movq	%rax, 3384(%rsp)
	movq	6528(%rsp), %rcx
	shlq	$10, %rcx
	movq	%rdi, %rax
	subq	%rcx, %rax
	movq	%rbx, 296(%rsp)
	movq	%rbx, %rcx
	movq	%rax, 5952(%rsp)
	cmpq	$8, %rax
	movq	72(%rsp), %r8
	movl	$3528531795, %r12d
	movq	%r15, %r11
	movq	2752(%rsp), %r14
	movq	768(%rsp), %rax
	movl	64(%rsp), %r13d
	vbroadcastss	.LCPI0_38(%rip), %xmm7
	vpbroadcastq	.LCPI0_15(%rip), %zmm14
	vmovdqa64	5504(%rsp), %zmm20
	vmovdqa64	5568(%rsp), %zmm21
	vmovdqa64	5248(%rsp), %zmm22
	vpbroadcastq	.LCPI0_18(%rip), %zmm12
	movq	3264(%rsp), %rbx
	movq	2416(%rsp), %r10
	movq	2624(%rsp), %r9
	movq	%rdi, %rsi
	movq	%rdi, 3520(%rsp)
	jb	.LBB0_774
	movq	5952(%rsp), %rcx
	cmpq	$64, %rcx
	jae	.LBB0_766
	vmovdqa64	%zmm6, %zmm19
	xorl	%edi, %edi
	movq	296(%rsp), %r8
	movq	%r8, %rbx
	movq	576(%rsp), %rsi
	vmovdqa64	4288(%rsp), %zmm23
	vmovdqa64	5312(%rsp), %zmm24
	vmovaps	4352(%rsp), %zmm11
	vmovdqa64	%zmm3, %zmm9
	jmp	.LBB0_771
	.p2align	4
.LBB0_763:
	movq	576(%rsp), %rcx
	jmp	.LBB0_812
.LBB0_764:
	cmpq	$64, %r14
	jae	.LBB0_789
	vmovdqa64	%zmm28, %zmm13
	xorl	%edx, %edx
	vpbroadcastq	.LCPI0_14(%rip), %zmm7
	vpbroadcastd	.LCPI0_381(%rip), %ymm26
	vmovdqa64	6144(%rsp), %zmm24
	jmp	.LBB0_793
.LBB0_766:
	movq	3520(%rsp), %rdx
	andl	$63, %edx
	movq	%rcx, %rdi
	subq	%rdx, %rdi
	movq	296(%rsp), %rax
	leaq	(%rax,%rdi), %rbx
	vpbroadcastq	%rax, %zmm0
	vporq	.LCPI0_9(%rip), %zmm0, %zmm6
	vporq	.LCPI0_10(%rip), %zmm0, %zmm7
	xorl	%r9d, %r9d
	movq	952(%rsp), %rax
	vpbroadcastq	.LCPI0_14(%rip), %zmm31
	movq	3384(%rsp), %rcx
	.p2align	4
.LBB0_767:
	vmovdqa64	%zmm7, 320(%rsp)
	vmovdqa64	%zmm6, 192(%rsp)
	vpbroadcastq	.LCPI0_11(%rip), %zmm1
	vpaddq	%zmm1, %zmm7, %zmm0
	vpaddq	%zmm1, %zmm6, %zmm1
	vpbroadcastq	.LCPI0_12(%rip), %zmm3
	vpaddq	%zmm3, %zmm7, %zmm2
	vpaddq	%zmm3, %zmm6, %zmm3
	vpbroadcastq	.LCPI0_13(%rip), %zmm4
	vpaddq	%zmm4, %zmm7, %zmm5
	vpaddq	192(%rsp), %zmm4, %zmm6
	vpmuludq	192(%rsp), %zmm31, %zmm7
	vpmuludq	320(%rsp), %zmm31, %zmm13
	vpmuludq	%zmm31, %zmm1, %zmm11
	vpmuludq	%zmm31, %zmm0, %zmm12
	vpmuludq	%zmm31, %zmm3, %zmm4
	vpmuludq	%zmm31, %zmm2, %zmm17
	vpmuludq	%zmm31, %zmm6, %zmm1
	vpmuludq	%zmm31, %zmm5, %zmm19
	vpxorq	%zmm13, %zmm21, %zmm0
	vpxorq	%zmm7, %zmm21, %zmm2
	vpxorq	%zmm12, %zmm21, %zmm3
	vpxorq	%zmm11, %zmm21, %zmm5
	vpxorq	%zmm17, %zmm21, %zmm6
	vpxorq	%zmm4, %zmm21, %zmm8
	vpxorq	%zmm19, %zmm21, %zmm9
	vpxorq	%zmm1, %zmm21, %zmm10
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm10, %zmm15
	vpsrlq	$32, %zmm9, %zmm9
	vpmuludq	%zmm14, %zmm0, %zmm23
	vpmuludq	%zmm14, %zmm2, %zmm22
	vpmuludq	%zmm14, %zmm3, %zmm21
	vpmuludq	%zmm14, %zmm5, %zmm18
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm6, %zmm14
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm8, %zmm27
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm9, %zmm6
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm15, %zmm9
	vpsrlq	$32, %zmm22, %zmm2
	vpsrlq	$32, %zmm23, %zmm3
	vpsrlq	$32, %zmm18, %zmm8
	vpsrlq	$32, %zmm21, %zmm5
	vpsrlq	$32, %zmm27, %zmm15
	vpsrlq	$32, %zmm14, %zmm16
	vpsrlq	$32, %zmm9, %zmm20
	vpsrlq	$32, %zmm6, %zmm24
	vmovdqa64	6400(%rsp), %zmm0
	vpxorq	%zmm0, %zmm3, %zmm3
	vpmuludq	%zmm31, %zmm3, %zmm10
	vmovdqa64	%zmm10, 1472(%rsp)
	vpxorq	%zmm0, %zmm2, %zmm2
	vpmuludq	%zmm31, %zmm2, %zmm25
	vmovdqa64	%zmm25, 1152(%rsp)
	vpxorq	%zmm0, %zmm5, %zmm2
	vpmuludq	%zmm31, %zmm2, %zmm5
	vmovdqa64	%zmm5, 2560(%rsp)
	vpxorq	%zmm0, %zmm8, %zmm2
	vpmuludq	%zmm31, %zmm2, %zmm26
	vmovdqa64	%zmm26, 1280(%rsp)
	vpxorq	%zmm0, %zmm16, %zmm2
	vpmuludq	%zmm31, %zmm2, %zmm8
	vpxorq	%zmm0, %zmm15, %zmm2
	vpmuludq	%zmm31, %zmm2, %zmm15
	vmovdqa64	%zmm15, 2176(%rsp)
	vpxorq	%zmm0, %zmm24, %zmm2
	vpmuludq	%zmm31, %zmm2, %zmm3
	vpxorq	%zmm0, %zmm20, %zmm2
	vpmuludq	%zmm31, %zmm2, %zmm0
	vmovdqa64	%zmm0, 1664(%rsp)
	vpsrlq	$32, %zmm25, %zmm0
	vmovdqa64	%zmm0, 512(%rsp)
	vmovdqa64	6016(%rsp), %zmm0
	vpxorq	%zmm13, %zmm0, %zmm2
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm2, %zmm13
	vpsrlq	$32, %zmm10, %zmm2
	vmovdqa64	%zmm2, 1344(%rsp)
	vpxorq	%zmm7, %zmm0, %zmm2
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm2, %zmm24
	vpxorq	%zmm12, %zmm0, %zmm2
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm2, %zmm16
	vpxorq	%zmm11, %zmm0, %zmm2
	vpsrlq	$32, %zmm26, %zmm26
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm2, %zmm12
	vpxorq	%zmm17, %zmm0, %zmm2
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm2, %zmm17
	vpxorq	%zmm4, %zmm0, %zmm2
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm2, %zmm4
	vpsrlq	$32, %zmm5, %zmm25
	vpxorq	%zmm19, %zmm0, %zmm2
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm2, %zmm19
	vpxorq	%zmm1, %zmm0, %zmm1
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm11
	vpsrlq	$32, %zmm24, %zmm30
	vpsrlq	$32, %zmm15, %zmm1
	vpsrlq	$32, %zmm13, %zmm20
	vpsrlq	$32, %zmm12, %zmm7
	vmovdqa64	5248(%rsp), %zmm10
	vpternlogq	$150, %zmm10, %zmm23, %zmm20
	vpsrlq	$32, %zmm16, %zmm28
	vpternlogq	$150, %zmm10, %zmm22, %zmm30
	vpsrlq	$32, %zmm8, %zmm0
	vmovdqa64	%zmm8, %zmm22
	vpternlogq	$150, %zmm10, %zmm21, %zmm28
	vpsrlq	$32, %zmm4, %zmm23
	vmovdqa64	%zmm4, %zmm5
	vpternlogq	$150, %zmm10, %zmm18, %zmm7
	vpsrlq	$32, %zmm17, %zmm29
	vpternlogq	$150, %zmm10, %zmm14, %zmm29
	vpsrlq	$32, %zmm3, %zmm14
	vmovdqa64	%zmm3, %zmm21
	vpternlogq	$150, %zmm10, %zmm27, %zmm23
	vpsrlq	$32, %zmm19, %zmm27
	vpternlogq	$150, %zmm10, %zmm6, %zmm27
	vpsrlq	$32, %zmm11, %zmm4
	vpternlogq	$150, %zmm10, %zmm9, %zmm4
	vmovdqa64	5888(%rsp), %zmm18
	vpxorq	1344(%rsp), %zmm18, %zmm6
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm6, %zmm3
	vmovdqa64	%zmm3, 2816(%rsp)
	vpxorq	512(%rsp), %zmm18, %zmm6
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm6, %zmm8
	vpxorq	%zmm18, %zmm25, %zmm6
	vpxorq	%zmm18, %zmm26, %zmm9
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm6, %zmm15
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm9, %zmm9
	vmovdqa64	%zmm9, 2496(%rsp)
	vpxorq	%zmm18, %zmm0, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm2
	vpxorq	%zmm18, %zmm1, %zmm0
	vpxorq	%zmm18, %zmm14, %zmm1
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm6
	vmovdqa64	%zmm6, 2432(%rsp)
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm0
	vpsrlq	$32, %zmm3, %zmm3
	vmovdqa64	5312(%rsp), %zmm1
	vpternlogq	$150, %zmm13, %zmm1, %zmm3
	vmovdqa64	%zmm3, 1216(%rsp)
	vpsrlq	$32, %zmm8, %zmm26
	vmovdqa64	%zmm8, %zmm14
	vpternlogq	$150, %zmm24, %zmm1, %zmm26
	vpsrlq	$32, %zmm15, %zmm25
	vpternlogq	$150, %zmm16, %zmm1, %zmm25
	vpsrlq	$32, %zmm9, %zmm24
	vpternlogq	$150, %zmm12, %zmm1, %zmm24
	vpsrlq	$32, %zmm2, %zmm3
	vmovdqa64	%zmm2, %zmm9
	vpternlogq	$150, %zmm17, %zmm1, %zmm3
	vmovdqa64	%zmm3, 1344(%rsp)
	vpsrlq	$32, %zmm6, %zmm17
	vpternlogq	$150, %zmm5, %zmm1, %zmm17
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqa64	%zmm0, %zmm13
	vpternlogq	$150, %zmm19, %zmm1, %zmm2
	vmovdqa64	%zmm2, 512(%rsp)
	vmovdqa64	1664(%rsp), %zmm2
	vpsrlq	$32, %zmm2, %zmm0
	vpxorq	%zmm18, %zmm0, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm0
	vmovdqa64	%zmm0, 2880(%rsp)
	vpsrlq	$32, %zmm0, %zmm19
	vpternlogq	$150, %zmm11, %zmm1, %zmm19
	vpmuludq	%zmm31, %zmm30, %zmm0
	vmovdqa64	%zmm0, 2944(%rsp)
	vpsrlq	$32, %zmm0, %zmm30
	vmovdqa64	4480(%rsp), %zmm18
	vpternlogq	$150, 1152(%rsp), %zmm18, %zmm30
	vpmuludq	%zmm31, %zmm20, %zmm0
	vmovdqa64	%zmm0, 3712(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vpternlogq	$150, 1472(%rsp), %zmm18, %zmm3
	vpmuludq	%zmm31, %zmm7, %zmm8
	vpsrlq	$32, %zmm8, %zmm20
	vpternlogq	$150, 1280(%rsp), %zmm18, %zmm20
	vpmuludq	%zmm31, %zmm28, %zmm0
	vmovdqa64	%zmm0, 1280(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 2560(%rsp), %zmm18, %zmm0
	vpmuludq	%zmm31, %zmm23, %zmm10
	vpsrlq	$32, %zmm10, %zmm5
	vpternlogq	$150, 2176(%rsp), %zmm18, %zmm5
	vpmuludq	%zmm31, %zmm29, %zmm23
	vpsrlq	$32, %zmm23, %zmm16
	vpternlogq	$150, %zmm18, %zmm22, %zmm16
	vpmuludq	%zmm31, %zmm4, %zmm11
	vpsrlq	$32, %zmm11, %zmm6
	vpternlogq	$150, %zmm18, %zmm2, %zmm6
	vpmuludq	%zmm31, %zmm27, %zmm1
	vmovdqa64	%zmm1, 1472(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm18, %zmm21, %zmm1
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm3, %zmm29
	vpsrlq	$32, %zmm29, %zmm3
	vmovdqa64	4352(%rsp), %zmm4
	vpternlogq	$150, 2816(%rsp), %zmm4, %zmm3
	vmovdqa64	%zmm3, 1152(%rsp)
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm30, %zmm2
	vmovdqa64	%zmm2, 1664(%rsp)
	vpsrlq	$32, %zmm2, %zmm21
	vpternlogq	$150, %zmm4, %zmm14, %zmm21
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm30
	vpsrlq	$32, %zmm30, %zmm27
	vpternlogq	$150, %zmm4, %zmm15, %zmm27
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm20, %zmm12
	vpsrlq	$32, %zmm12, %zmm22
	vpternlogq	$150, 2496(%rsp), %zmm4, %zmm22
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm16, %zmm0
	vmovdqa64	%zmm0, 2560(%rsp)
	vpsrlq	$32, %zmm0, %zmm20
	vpternlogq	$150, %zmm4, %zmm9, %zmm20
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm5, %zmm0
	vmovdqa64	%zmm0, 2176(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vpternlogq	$150, 2432(%rsp), %zmm4, %zmm15
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm16
	vpsrlq	$32, %zmm16, %zmm28
	vpternlogq	$150, %zmm4, %zmm13, %zmm28
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm6, %zmm18
	vpsrlq	$32, %zmm18, %zmm14
	vpternlogq	$150, 2880(%rsp), %zmm4, %zmm14
	vpmuludq	%zmm31, %zmm26, %zmm4
	vpsrlq	$32, %zmm4, %zmm26
	vmovdqa64	3968(%rsp), %zmm2
	vpternlogq	$150, 2944(%rsp), %zmm2, %zmm26
	vpmuludq	1216(%rsp), %zmm31, %zmm3
	vpsrlq	$32, %zmm3, %zmm1
	vpternlogq	$150, 3712(%rsp), %zmm2, %zmm1
	vpmuludq	%zmm31, %zmm24, %zmm0
	vmovdqa64	%zmm0, 1216(%rsp)
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, %zmm8, %zmm2, %zmm9
	vpmuludq	%zmm31, %zmm25, %zmm5
	vpsrlq	$32, %zmm5, %zmm7
	vpternlogq	$150, 1280(%rsp), %zmm2, %zmm7
	vpmuludq	%zmm31, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm13
	vpternlogq	$150, %zmm10, %zmm2, %zmm13
	vpmuludq	1344(%rsp), %zmm31, %zmm25
	vpsrlq	$32, %zmm25, %zmm8
	vpternlogq	$150, %zmm23, %zmm2, %zmm8
	vpmuludq	%zmm31, %zmm19, %zmm6
	vpsrlq	$32, %zmm6, %zmm0
	vpternlogq	$150, %zmm11, %zmm2, %zmm0
	vpmuludq	512(%rsp), %zmm31, %zmm23
	vpsrlq	$32, %zmm23, %zmm19
	vpternlogq	$150, 1472(%rsp), %zmm2, %zmm19
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm2
	vpsrlq	$32, %zmm2, %zmm10
	vmovdqa64	4288(%rsp), %zmm1
	vpternlogq	$150, %zmm29, %zmm1, %zmm10
	vmovdqa64	%zmm10, 2944(%rsp)
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm26, %zmm10
	vmovdqa64	%zmm10, 2880(%rsp)
	vpsrlq	$32, %zmm10, %zmm10
	vpternlogq	$150, 1664(%rsp), %zmm1, %zmm10
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm7, %zmm7
	vmovdqa64	%zmm7, 1280(%rsp)
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm30, %zmm1, %zmm7
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm9, %zmm24
	vpsrlq	$32, %zmm24, %zmm11
	vpternlogq	$150, %zmm12, %zmm1, %zmm11
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm8, %zmm26
	vpsrlq	$32, %zmm26, %zmm8
	vpternlogq	$150, 2560(%rsp), %zmm1, %zmm8
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm13, %zmm9
	vmovdqa64	%zmm9, 2432(%rsp)
	vpsrlq	$32, %zmm9, %zmm12
	vpternlogq	$150, 2176(%rsp), %zmm1, %zmm12
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm19, %zmm9
	vmovdqa64	%zmm9, 512(%rsp)
	vpsrlq	$32, %zmm9, %zmm29
	vpternlogq	$150, %zmm16, %zmm1, %zmm29
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm0
	vmovdqa64	%zmm0, 1344(%rsp)
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, %zmm18, %zmm1, %zmm13
	vpmuludq	%zmm31, %zmm21, %zmm21
	vpsrlq	$32, %zmm21, %zmm16
	vmovdqa64	2048(%rsp), %zmm9
	vpternlogq	$150, %zmm9, %zmm4, %zmm16
	vpmuludq	1152(%rsp), %zmm31, %zmm0
	vmovdqa64	%zmm0, 2496(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm9, %zmm3, %zmm0
	vpmuludq	%zmm31, %zmm22, %zmm1
	vmovdqa64	%zmm1, 2176(%rsp)
	vpsrlq	$32, %zmm1, %zmm4
	vpternlogq	$150, 1216(%rsp), %zmm9, %zmm4
	vpmuludq	%zmm31, %zmm27, %zmm22
	vpsrlq	$32, %zmm22, %zmm1
	vpternlogq	$150, %zmm9, %zmm5, %zmm1
	vpmuludq	%zmm31, %zmm15, %zmm3
	vmovdqa64	%zmm3, 2560(%rsp)
	vpsrlq	$32, %zmm3, %zmm18
	vpternlogq	$150, %zmm9, %zmm17, %zmm18
	vpmuludq	%zmm31, %zmm20, %zmm27
	vpsrlq	$32, %zmm27, %zmm15
	vpternlogq	$150, %zmm9, %zmm25, %zmm15
	vpmuludq	%zmm31, %zmm14, %zmm3
	vmovdqa64	%zmm3, 2816(%rsp)
	vpsrlq	$32, %zmm3, %zmm20
	vpternlogq	$150, %zmm9, %zmm6, %zmm20
	vpmuludq	%zmm31, %zmm28, %zmm6
	vpsrlq	$32, %zmm6, %zmm17
	vpternlogq	$150, %zmm9, %zmm23, %zmm17
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm0
	vmovdqa64	%zmm0, 1472(%rsp)
	vpsrlq	$32, %zmm0, %zmm19
	vmovdqa64	4992(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm2, %zmm19
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm16, %zmm2
	vmovdqa64	%zmm2, 1664(%rsp)
	vpsrlq	$32, %zmm2, %zmm9
	vpternlogq	$150, 2880(%rsp), %zmm0, %zmm9
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm1
	vmovdqa64	%zmm1, 1216(%rsp)
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, 1280(%rsp), %zmm0, %zmm5
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm4, %zmm1
	vmovdqa64	%zmm1, 1280(%rsp)
	vpsrlq	$32, %zmm1, %zmm14
	vpternlogq	$150, %zmm0, %zmm24, %zmm14
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm15, %zmm4
	vpsrlq	$32, %zmm4, %zmm15
	vpternlogq	$150, %zmm0, %zmm26, %zmm15
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm18, %zmm18
	vpsrlq	$32, %zmm18, %zmm16
	vpternlogq	$150, 2432(%rsp), %zmm0, %zmm16
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm17, %zmm26
	vpsrlq	$32, %zmm26, %zmm17
	vpternlogq	$150, 512(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm20, %zmm1
	vmovdqa64	%zmm1, 512(%rsp)
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, 1344(%rsp), %zmm0, %zmm20
	vpmuludq	%zmm31, %zmm10, %zmm0
	vmovdqa64	%zmm0, 1344(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vmovdqa64	4928(%rsp), %zmm25
	vpternlogq	$150, %zmm21, %zmm25, %zmm3
	vpmuludq	2944(%rsp), %zmm31, %zmm0
	vmovdqa64	%zmm0, 1152(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 2496(%rsp), %zmm25, %zmm0
	vpmuludq	%zmm31, %zmm11, %zmm21
	vpsrlq	$32, %zmm21, %zmm1
	vpternlogq	$150, 2176(%rsp), %zmm25, %zmm1
	vpmuludq	%zmm31, %zmm7, %zmm11
	vpsrlq	$32, %zmm11, %zmm7
	vpternlogq	$150, %zmm22, %zmm25, %zmm7
	vpmuludq	%zmm31, %zmm12, %zmm10
	vpsrlq	$32, %zmm10, %zmm2
	vpternlogq	$150, 2560(%rsp), %zmm25, %zmm2
	vpmuludq	%zmm31, %zmm8, %zmm12
	vpsrlq	$32, %zmm12, %zmm8
	vpternlogq	$150, %zmm27, %zmm25, %zmm8
	vpmuludq	%zmm31, %zmm13, %zmm13
	vpsrlq	$32, %zmm13, %zmm27
	vpternlogq	$150, 2816(%rsp), %zmm25, %zmm27
	vpmuludq	%zmm31, %zmm29, %zmm28
	vpsrlq	$32, %zmm28, %zmm23
	vpternlogq	$150, %zmm6, %zmm25, %zmm23
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm29
	vmovdqa64	4864(%rsp), %zmm25
	vpternlogq	$150, 1472(%rsp), %zmm25, %zmm29
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm24
	vpternlogq	$150, 1664(%rsp), %zmm25, %zmm24
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm7, %zmm0
	vpsrlq	$32, %zmm0, %zmm6
	vpternlogq	$150, 1216(%rsp), %zmm25, %zmm6
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, 1280(%rsp), %zmm25, %zmm22
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm8, %zmm0
	vpsrlq	$32, %zmm0, %zmm7
	vpternlogq	$150, %zmm4, %zmm25, %zmm7
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm2, %zmm0
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, %zmm18, %zmm25, %zmm4
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm23, %zmm0
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, %zmm26, %zmm25, %zmm8
	vpmuludq	%zmm31, %zmm9, %zmm26
	vpmuludq	%zmm31, %zmm19, %zmm23
	vpmuludq	%zmm31, %zmm14, %zmm19
	vpmuludq	%zmm31, %zmm5, %zmm18
	vpmuludq	%zmm31, %zmm16, %zmm16
	vpmuludq	%zmm31, %zmm15, %zmm14
	vpmuludq	%zmm31, %zmm20, %zmm3
	vpmuludq	%zmm31, %zmm17, %zmm1
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm27, %zmm0
	vpsrlq	$32, %zmm0, %zmm15
	vpternlogq	$150, 512(%rsp), %zmm25, %zmm15
	vpsrlq	$32, %zmm26, %zmm0
	vmovdqa64	4416(%rsp), %zmm17
	vpternlogq	$150, 1344(%rsp), %zmm17, %zmm0
	vpsrlq	$32, %zmm23, %zmm2
	vpternlogq	$150, 1152(%rsp), %zmm17, %zmm2
	vpsrlq	$32, %zmm19, %zmm5
	vpternlogq	$150, %zmm17, %zmm21, %zmm5
	vpsrlq	$32, %zmm18, %zmm9
	vpternlogq	$150, %zmm17, %zmm11, %zmm9
	vpsrlq	$32, %zmm16, %zmm11
	vpternlogq	$150, %zmm17, %zmm10, %zmm11
	vpsrlq	$32, %zmm14, %zmm10
	vpternlogq	$150, %zmm17, %zmm12, %zmm10
	vpsrlq	$32, %zmm3, %zmm12
	vpternlogq	$150, %zmm17, %zmm13, %zmm12
	vpsrlq	$32, %zmm1, %zmm13
	vpternlogq	$150, %zmm17, %zmm28, %zmm13
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm2, %zmm0
	vpmovqd	%zmm9, %ymm2
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm2, %zmm5
	vpmovqd	%zmm10, %ymm2
	vpmovqd	%zmm11, %ymm9
	vinserti64x4	$1, %ymm9, %zmm2, %zmm9
	vpmovqd	%zmm13, %ymm2
	vpmovqd	%zmm12, %ymm10
	vinserti64x4	$1, %ymm10, %zmm2, %zmm10
	vpmuludq	%zmm31, %zmm24, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vmovdqa64	1856(%rsp), %zmm17
	vpternlogq	$150, %zmm26, %zmm17, %zmm2
	vpmuludq	%zmm31, %zmm29, %zmm11
	vpsrlq	$32, %zmm11, %zmm11
	vpternlogq	$150, %zmm23, %zmm17, %zmm11
	vmovdqa64	5568(%rsp), %zmm21
	vpmuludq	%zmm31, %zmm22, %zmm12
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm19, %zmm17, %zmm12
	vpmuludq	%zmm31, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm18, %zmm17, %zmm6
	vpmuludq	%zmm31, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm16, %zmm17, %zmm4
	vpmuludq	%zmm31, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm14, %zmm17, %zmm7
	vpbroadcastq	.LCPI0_15(%rip), %zmm14
	vpmuludq	%zmm31, %zmm15, %zmm13
	vpsrlq	$32, %zmm13, %zmm13
	vpternlogq	$150, %zmm3, %zmm17, %zmm13
	vpmuludq	%zmm31, %zmm8, %zmm3
	vmovdqa64	1920(%rsp), %zmm8
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm1, %zmm17, %zmm3
	vpmuludq	%zmm14, %zmm11, %zmm1
	vpmuludq	%zmm14, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm1, %zmm1
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm2, %ymm2
	vinserti64x4	$1, %ymm2, %zmm1, %zmm1
	vpmuludq	%zmm14, %zmm6, %zmm2
	vpmuludq	%zmm14, %zmm12, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm2, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm2, %zmm2
	vpmuludq	%zmm14, %zmm7, %zmm6
	vmovdqa64	320(%rsp), %zmm7
	vpmuludq	%zmm14, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm6, %zmm6
	vpmovqd	%zmm6, %ymm6
	vpmovqd	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm6, %zmm4
	vpmuludq	%zmm14, %zmm3, %zmm3
	vpmuludq	%zmm14, %zmm13, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm3, %zmm3
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm3, %zmm3
	vmovdqa64	192(%rsp), %zmm6
	vpbroadcastd	.LCPI0_16(%rip), %zmm11
	vpmulld	%zmm11, %zmm0, %zmm0
	vpternlogd	$150, %zmm0, %zmm8, %zmm1
	vpmulld	%zmm11, %zmm5, %zmm0
	vpternlogd	$150, %zmm0, %zmm8, %zmm2
	vpmulld	%zmm11, %zmm9, %zmm0
	vpternlogd	$150, %zmm0, %zmm8, %zmm4
	vpmulld	%zmm11, %zmm10, %zmm0
	vpternlogd	$150, %zmm0, %zmm8, %zmm3
	vmovdqu64	%zmm1, -192(%rax,%r9,4)
	vmovdqu64	%zmm2, -128(%rax,%r9,4)
	vmovdqu64	%zmm4, -64(%rax,%r9,4)
	vmovdqu64	%zmm3, (%rax,%r9,4)
	addq	$64, %r9
	vpbroadcastq	.LCPI0_17(%rip), %zmm0
	vpaddq	%zmm0, %zmm7, %zmm7
	vpaddq	%zmm0, %zmm6, %zmm6
	cmpq	%r9, %rcx
	jne	.LBB0_767
	testq	%rdx, %rdx
	movq	768(%rsp), %rax
	vmovdqa64	5504(%rsp), %zmm20
	vmovdqa64	5312(%rsp), %zmm6
	vmovdqa64	4480(%rsp), %zmm19
	vmovaps	4352(%rsp), %zmm10
	vmovdqa64	3968(%rsp), %zmm27
	vmovdqa64	4288(%rsp), %zmm5
	vmovdqa64	2048(%rsp), %zmm26
	vmovdqa64	4992(%rsp), %zmm13
	vmovdqa64	4928(%rsp), %zmm15
	vmovdqa64	4864(%rsp), %zmm18
	vmovdqa64	4416(%rsp), %zmm28
	vmovdqa64	1856(%rsp), %zmm9
	vpbroadcastq	.LCPI0_18(%rip), %zmm4
	vbroadcastss	.LCPI0_38(%rip), %xmm7
	vmovdqa64	5248(%rsp), %zmm22
	vpbroadcastd	.LCPI0_16(%rip), %ymm30
	vmovdqa64	6016(%rsp), %zmm29
	movq	2624(%rsp), %r9
	je	.LBB0_775
	cmpl	$8, %edx
	jb	.LBB0_818
	vmovdqa64	%zmm4, %zmm12
	movq	576(%rsp), %rsi
	vmovdqa64	%zmm5, %zmm23
	vmovdqa64	%zmm6, %zmm24
	vmovaps	%zmm10, %zmm11
	movq	296(%rsp), %r8
	movq	5952(%rsp), %rcx
.LBB0_771:
	movq	3520(%rsp), %rdx
	andl	$7, %edx
	subq	%rdx, %rcx
	addq	%r8, %rcx
	vpbroadcastq	%rbx, %zmm0
	vpaddq	.LCPI0_10(%rip), %zmm0, %zmm0
	vpbroadcastq	.LCPI0_14(%rip), %zmm10
	vmovdqa64	10368(%rsp), %zmm31
	movq	5632(%rsp), %r8
	.p2align	4
.LBB0_772:
	vpmuludq	%zmm10, %zmm0, %zmm1
	vpxorq	%zmm1, %zmm21, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpmuludq	%zmm14, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpxorq	%zmm1, %zmm29, %zmm1
	vpxorq	%zmm3, %zmm20, %zmm3
	vpmuludq	%zmm10, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpxorq	%zmm4, %zmm31, %zmm4
	vpmuludq	%zmm14, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm22, %zmm2, %zmm5
	vpmuludq	%zmm10, %zmm5, %zmm2
	vpmuludq	%zmm14, %zmm4, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm1, %zmm24, %zmm6
	vpternlogq	$150, %zmm19, %zmm3, %zmm5
	vpmuludq	%zmm10, %zmm6, %zmm1
	vpmuludq	%zmm14, %zmm5, %zmm3
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm11, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm27, %zmm5
	vpmuludq	%zmm10, %zmm6, %zmm2
	vpmuludq	%zmm14, %zmm5, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm3, %zmm23, %zmm6
	vpternlogq	$150, %zmm26, %zmm1, %zmm5
	vpmuludq	%zmm10, %zmm6, %zmm1
	vpmuludq	%zmm14, %zmm5, %zmm3
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm13, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm15, %zmm5
	vpmuludq	%zmm10, %zmm6, %zmm2
	vpmuludq	%zmm14, %zmm5, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm3, %zmm18, %zmm4
	vpternlogq	$150, %zmm28, %zmm1, %zmm5
	vpmuludq	%zmm10, %zmm4, %zmm1
	vpmovqd	%zmm5, %ymm3
	vpsrlq	$32, %zmm1, %zmm1
	vpmulld	%ymm30, %ymm3, %ymm3
	vpternlogq	$150, %zmm2, %zmm9, %zmm1
	vpmuludq	%zmm14, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpmovqd	%zmm1, %ymm1
	vpternlogd	$150, %ymm3, %ymm8, %ymm1
	vmovdqu	%ymm1, (%rsi,%rdi,4)
	addq	$8, %rdi
	vpaddq	%zmm12, %zmm0, %zmm0
	cmpq	%rdi, %r8
	jne	.LBB0_772
	testq	%rdx, %rdx
	movq	72(%rsp), %r8
	movl	$3528531795, %r12d
	movq	2112(%rsp), %r11
	movq	2752(%rsp), %r14
	movl	64(%rsp), %r13d
	movq	3264(%rsp), %rbx
	movq	2416(%rsp), %r10
	movq	3520(%rsp), %rsi
	je	.LBB0_775
	.p2align	4
.LBB0_774:
	movl	%ecx, %edi
	imulq	%r12, %rdi
	movq	%r8, %rdx
	xorq	%rdi, %rdx
	shrq	$32, %rdx
	imulq	%rax, %rdx
	movq	%r8, %rax
	movq	%rdx, %r8
	shrq	$32, %r8
	movl	%r14d, %r9d
	xorl	%r8d, %r9d
	xorl	%r10d, %edi
	imulq	%r12, %r9
	imulq	768(%rsp), %rdi
	movq	%rdi, %r8
	shrq	$32, %r8
	movl	%ebx, %r15d
	xorl	%r8d, %r15d
	movq	%r9, %r8
	shrq	$32, %r8
	xorl	%r15d, %edx
	movq	3200(%rsp), %r15
	xorl	%r8d, %r15d
	imulq	%r12, %rdx
	imulq	768(%rsp), %r15
	movq	%r15, %r8
	shrq	$32, %r8
	xorl	4608(%rsp), %edi
	xorl	%r8d, %edi
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	704(%rsp), %r9d
	xorl	%r8d, %r9d
	imulq	%r12, %rdi
	imulq	768(%rsp), %r9
	movq	%r9, %r8
	shrq	$32, %r8
	xorl	4672(%rsp), %r15d
	xorl	%r8d, %r15d
	movq	%rdi, %r8
	shrq	$32, %r8
	xorl	5056(%rsp), %edx
	xorl	%r8d, %edx
	imulq	%r12, %r15
	imulq	768(%rsp), %rdx
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	3904(%rsp), %r9d
	xorl	%r8d, %r9d
	movq	%r15, %r8
	shrq	$32, %r8
	xorl	4032(%rsp), %edi
	xorl	%r8d, %edi
	imulq	%r12, %r9
	imulq	768(%rsp), %rdi
	movq	%rdi, %r8
	shrq	$32, %r8
	xorl	4544(%rsp), %edx
	xorl	%r8d, %edx
	movq	%r9, %r8
	shrq	$32, %r8
	xorl	6336(%rsp), %r15d
	xorl	%r8d, %r15d
	imulq	%r12, %rdx
	imulq	768(%rsp), %r15
	shrq	$32, %r15
	xorl	5824(%rsp), %edi
	xorl	%r15d, %edi
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	%r11d, %r9d
	xorl	%r8d, %r9d
	movq	%rax, %r8
	imulq	%r12, %rdi
	shrq	$32, %rdi
	xorl	3840(%rsp), %edx
	xorl	%edi, %edx
	imull	$-845247145, %r9d, %edi
	movq	2624(%rsp), %r9
	movq	768(%rsp), %rax
	imulq	%rax, %rdx
	shrq	$32, %rdx
	xorl	%r13d, %edi
	xorl	%edx, %edi
	movl	%edi, (%r9,%rcx,4)
	incq	%rcx
	cmpq	%rcx, %rsi
	jne	.LBB0_774
.LBB0_775:
	movq	296(%rsp), %rbx
	movq	%rbx, %rcx
	movq	5952(%rsp), %r14
	cmpq	$8, %r14
	movq	704(%rsp), %r13
	movabsq	$4604544269498187776, %rax
	movabsq	$4503595332403200, %r15
	movabsq	$-9223372036854775808, %r11
	vmovsd	.LCPI0_19(%rip), %xmm8
	vmovq	.LCPI0_20(%rip), %xmm24
	vmovsd	.LCPI0_26(%rip), %xmm10
	vmovsd	.LCPI0_27(%rip), %xmm11
	vmovsd	.LCPI0_28(%rip), %xmm25
	vmovsd	.LCPI0_29(%rip), %xmm27
	vmovsd	.LCPI0_30(%rip), %xmm26
	vmovsd	.LCPI0_31(%rip), %xmm15
	vmovsd	.LCPI0_32(%rip), %xmm17
	vmovsd	.LCPI0_33(%rip), %xmm31
	vmovsd	.LCPI0_34(%rip), %xmm19
	movq	1984(%rsp), %r12
	movq	696(%rsp), %rsi
	movq	6080(%rsp), %r10
	jb	.LBB0_786
	cmpq	$64, %r14
	jae	.LBB0_778
	xorl	%r9d, %r9d
	jmp	.LBB0_783
.LBB0_778:
	movq	3520(%rsp), %rcx
	movl	%ecx, %r8d
	andl	$63, %r8d
	movq	%r14, %r9
	subq	%r8, %r9
	xorl	%edi, %edi
	movq	952(%rsp), %rcx
	vbroadcastsd	.LCPI0_33(%rip), %zmm25
	vbroadcastsd	.LCPI0_20(%rip), %zmm27
	movq	3384(%rsp), %rdx
	.p2align	4
.LBB0_779:
	vcvtudq2pd	-192(%rcx,%rdi,4), %zmm0
	vcvtudq2pd	-160(%rcx,%rdi,4), %zmm1
	vcvtudq2pd	-128(%rcx,%rdi,4), %zmm2
	vcvtudq2pd	-96(%rcx,%rdi,4), %zmm3
	vcvtudq2pd	-64(%rcx,%rdi,4), %zmm4
	vcvtudq2pd	-32(%rcx,%rdi,4), %zmm5
	vcvtudq2pd	(%rcx,%rdi,4), %zmm6
	vcvtudq2pd	32(%rcx,%rdi,4), %zmm7
	vbroadcastsd	.LCPI0_19(%rip), %zmm21
	vaddpd	%zmm21, %zmm1, %zmm1
	vaddpd	%zmm21, %zmm0, %zmm0
	vaddpd	%zmm21, %zmm3, %zmm3
	vaddpd	%zmm21, %zmm2, %zmm2
	vaddpd	%zmm21, %zmm5, %zmm5
	vaddpd	%zmm21, %zmm4, %zmm4
	vaddpd	%zmm21, %zmm7, %zmm7
	vaddpd	%zmm21, %zmm6, %zmm6
	vmulpd	%zmm27, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm1, %zmm1
	vmulpd	%zmm27, %zmm2, %zmm2
	vmulpd	%zmm27, %zmm3, %zmm3
	vmulpd	%zmm27, %zmm4, %zmm4
	vmulpd	%zmm27, %zmm5, %zmm5
	vmulpd	%zmm27, %zmm6, %zmm6
	vmulpd	%zmm27, %zmm7, %zmm7
	vpsrlq	$32, %zmm1, %zmm8
	vpsrlq	$32, %zmm0, %zmm9
	vpsrlq	$32, %zmm3, %zmm10
	vpsrlq	$32, %zmm2, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm4, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm6, %zmm15
	vpbroadcastq	.LCPI0_21(%rip), %zmm21
	vpaddq	%zmm21, %zmm9, %zmm9
	vmovdqa64	%zmm9, 2176(%rsp)
	vpaddq	%zmm21, %zmm8, %zmm18
	vmovdqa64	%zmm18, 2560(%rsp)
	vpaddq	%zmm21, %zmm11, %zmm11
	vmovdqa64	%zmm11, 1664(%rsp)
	vpaddq	%zmm21, %zmm10, %zmm17
	vmovdqa64	%zmm17, 1280(%rsp)
	vpaddq	%zmm21, %zmm13, %zmm13
	vmovdqa64	%zmm13, 1216(%rsp)
	vpaddq	%zmm21, %zmm12, %zmm16
	vmovdqa64	%zmm16, 1472(%rsp)
	vpaddq	%zmm21, %zmm15, %zmm15
	vmovdqa64	%zmm15, 1152(%rsp)
	vpaddq	%zmm21, %zmm14, %zmm14
	vmovdqa64	%zmm14, 1344(%rsp)
	vpsllq	$32, %zmm9, %zmm8
	vpsllq	$32, %zmm18, %zmm9
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm17, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm16, %zmm13
	vpsllq	$32, %zmm15, %zmm15
	vpsllq	$32, %zmm14, %zmm14
	vpbroadcastq	.LCPI0_23(%rip), %zmm28
	vpandq	%zmm28, %zmm9, %zmm9
	vpandq	%zmm28, %zmm8, %zmm8
	vpandq	%zmm28, %zmm11, %zmm11
	vpandq	%zmm28, %zmm10, %zmm10
	vpandq	%zmm28, %zmm13, %zmm13
	vpandq	%zmm28, %zmm12, %zmm16
	vpandq	%zmm28, %zmm14, %zmm14
	vpandq	%zmm28, %zmm15, %zmm18
	vpbroadcastq	.LCPI0_24(%rip), %zmm12
	vpternlogq	$248, %zmm12, %zmm0, %zmm8
	vpternlogq	$248, %zmm12, %zmm1, %zmm9
	vpternlogq	$248, %zmm12, %zmm2, %zmm10
	vpternlogq	$248, %zmm12, %zmm3, %zmm11
	vpternlogq	$248, %zmm12, %zmm4, %zmm16
	vpternlogq	$248, %zmm12, %zmm5, %zmm13
	vpternlogq	$248, %zmm12, %zmm6, %zmm18
	vpternlogq	$248, %zmm12, %zmm7, %zmm14
	vpbroadcastq	.LCPI0_25(%rip), %zmm23
	vpaddq	%zmm23, %zmm9, %zmm0
	vpaddq	%zmm23, %zmm8, %zmm1
	vpaddq	%zmm23, %zmm11, %zmm2
	vpaddq	%zmm23, %zmm10, %zmm3
	vbroadcastsd	.LCPI0_26(%rip), %zmm21
	vaddpd	%zmm21, %zmm1, %zmm29
	vaddpd	%zmm21, %zmm0, %zmm8
	vmovapd	%zmm8, 512(%rsp)
	vaddpd	%zmm21, %zmm3, %zmm6
	vmovapd	%zmm6, 320(%rsp)
	vaddpd	%zmm21, %zmm2, %zmm7
	vbroadcastsd	.LCPI0_27(%rip), %zmm22
	vaddpd	%zmm22, %zmm8, %zmm0
	vaddpd	%zmm22, %zmm29, %zmm1
	vaddpd	%zmm22, %zmm6, %zmm2
	vdivpd	%zmm1, %zmm29, %zmm5
	vmovapd	%zmm5, 2944(%rsp)
	vdivpd	%zmm0, %zmm8, %zmm4
	vmovapd	%zmm4, 2816(%rsp)
	vdivpd	%zmm2, %zmm6, %zmm1
	vmovapd	%zmm1, 2432(%rsp)
	vmovapd	%zmm7, 192(%rsp)
	vaddpd	%zmm22, %zmm7, %zmm0
	vdivpd	%zmm0, %zmm7, %zmm0
	vmovapd	%zmm0, 2496(%rsp)
	vmulpd	%zmm4, %zmm4, %zmm6
	vmovapd	%zmm6, 3648(%rsp)
	vmulpd	%zmm5, %zmm5, %zmm2
	vmovapd	%zmm2, 3072(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm4
	vmovapd	%zmm4, 4736(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 4800(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm3
	vmulpd	%zmm6, %zmm6, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm4, %zmm4, %zmm1
	vbroadcastsd	.LCPI0_28(%rip), %zmm9
	vmulpd	%zmm9, %zmm2, %zmm4
	vmulpd	%zmm9, %zmm3, %zmm5
	vmulpd	%zmm9, %zmm1, %zmm6
	vbroadcastsd	.LCPI0_29(%rip), %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm8, %zmm4, %zmm4
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm2, %zmm4
	vmulpd	%zmm5, %zmm3, %zmm5
	vmulpd	%zmm6, %zmm1, %zmm6
	vbroadcastsd	.LCPI0_30(%rip), %zmm7
	vaddpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm4, %zmm4
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm2, %zmm4
	vmovapd	%zmm4, 4160(%rsp)
	vmulpd	%zmm5, %zmm3, %zmm4
	vmovapd	%zmm4, 3712(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm4
	vmovapd	%zmm4, 2880(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_32(%rip), %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm4
	vaddpd	%zmm25, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm12
	vmulpd	%zmm6, %zmm3, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm3, %zmm2
	vaddpd	%zmm25, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm3, %zmm17
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm25, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm15
	vmulpd	%zmm9, %zmm0, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vmovapd	%zmm1, 3584(%rsp)
	vmulpd	%zmm6, %zmm0, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm25, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm11
	vpaddq	%zmm23, %zmm13, %zmm0
	vaddpd	%zmm21, %zmm0, %zmm28
	vaddpd	%zmm22, %zmm28, %zmm0
	vdivpd	%zmm0, %zmm28, %zmm0
	vmovapd	%zmm0, 3392(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm13
	vmulpd	%zmm13, %zmm13, %zmm0
	vmulpd	%zmm9, %zmm0, %zmm2
	vmovapd	%zmm9, %zmm26
	vaddpd	%zmm8, %zmm2, %zmm2
	vmovapd	%zmm8, %zmm24
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm30
	vmulpd	%zmm6, %zmm0, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm25, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm9
	vpaddq	%zmm23, %zmm16, %zmm0
	vaddpd	%zmm21, %zmm0, %zmm16
	vaddpd	%zmm22, %zmm16, %zmm0
	vdivpd	%zmm0, %zmm16, %zmm27
	vmulpd	%zmm27, %zmm27, %zmm8
	vmulpd	%zmm8, %zmm8, %zmm3
	vmulpd	%zmm26, %zmm3, %zmm4
	vmovapd	%zmm26, %zmm31
	vaddpd	%zmm24, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm7, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm20
	vmulpd	%zmm6, %zmm3, %zmm4
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm25, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm19
	vpaddq	%zmm23, %zmm14, %zmm3
	vaddpd	%zmm21, %zmm3, %zmm14
	vaddpd	%zmm22, %zmm14, %zmm3
	vmovapd	%zmm22, %zmm10
	vdivpd	%zmm3, %zmm14, %zmm22
	vmulpd	%zmm22, %zmm22, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm3
	vmovapd	%zmm26, %zmm1
	vmulpd	%zmm31, %zmm3, %zmm31
	vaddpd	%zmm24, %zmm31, %zmm31
	vmovapd	%zmm24, %zmm4
	vmulpd	%zmm31, %zmm3, %zmm31
	vaddpd	%zmm7, %zmm31, %zmm31
	vmulpd	%zmm31, %zmm3, %zmm31
	vmulpd	%zmm6, %zmm3, %zmm26
	vaddpd	%zmm5, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm3, %zmm26
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm3, %zmm26
	vpaddq	%zmm23, %zmm18, %zmm3
	vaddpd	%zmm21, %zmm3, %zmm18
	vaddpd	%zmm10, %zmm18, %zmm3
	vdivpd	%zmm3, %zmm18, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm10
	vmulpd	%zmm10, %zmm10, %zmm0
	vmulpd	%zmm1, %zmm0, %zmm24
	vaddpd	%zmm4, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vaddpd	%zmm7, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vmulpd	%zmm6, %zmm0, %zmm23
	vaddpd	%zmm5, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm23
	vaddpd	%zmm23, %zmm12, %zmm12
	vmulpd	3648(%rsp), %zmm12, %zmm12
	vaddpd	4160(%rsp), %zmm12, %zmm12
	vaddpd	%zmm23, %zmm17, %zmm17
	vmulpd	3072(%rsp), %zmm17, %zmm17
	vaddpd	3712(%rsp), %zmm17, %zmm17
	vaddpd	%zmm23, %zmm15, %zmm15
	vmulpd	4736(%rsp), %zmm15, %zmm15
	vaddpd	2880(%rsp), %zmm15, %zmm15
	vaddpd	%zmm23, %zmm11, %zmm11
	vmulpd	4800(%rsp), %zmm11, %zmm11
	vaddpd	3584(%rsp), %zmm11, %zmm11
	vaddpd	%zmm23, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm13, %zmm6
	vaddpd	%zmm6, %zmm30, %zmm6
	vaddpd	%zmm23, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm8, %zmm4
	vaddpd	%zmm4, %zmm20, %zmm4
	vaddpd	%zmm23, %zmm26, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm31, %zmm5
	vaddpd	%zmm23, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm10, %zmm0
	vaddpd	%zmm0, %zmm24, %zmm7
	vbroadcastsd	.LCPI0_19(%rip), %zmm30
	vmulpd	%zmm30, %zmm29, %zmm0
	vmulpd	%zmm0, %zmm29, %zmm21
	vmovapd	%zmm29, %zmm13
	vaddpd	%zmm17, %zmm21, %zmm1
	vmulpd	2944(%rsp), %zmm1, %zmm9
	vmovapd	512(%rsp), %zmm0
	vmulpd	%zmm30, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm1
	vmulpd	2816(%rsp), %zmm1, %zmm10
	vmovapd	320(%rsp), %zmm0
	vmulpd	%zmm30, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm11
	vmulpd	2432(%rsp), %zmm11, %zmm11
	vmovapd	192(%rsp), %zmm0
	vmulpd	%zmm30, %zmm0, %zmm12
	vmulpd	%zmm12, %zmm0, %zmm12
	vaddpd	%zmm15, %zmm12, %zmm15
	vmulpd	2496(%rsp), %zmm15, %zmm15
	vmulpd	%zmm30, %zmm16, %zmm17
	vmulpd	%zmm17, %zmm16, %zmm17
	vaddpd	%zmm4, %zmm17, %zmm4
	vmulpd	%zmm4, %zmm27, %zmm4
	vmulpd	%zmm30, %zmm28, %zmm19
	vmulpd	%zmm19, %zmm28, %zmm19
	vaddpd	%zmm6, %zmm19, %zmm6
	vmulpd	3392(%rsp), %zmm6, %zmm6
	vmulpd	%zmm30, %zmm18, %zmm20
	vmulpd	%zmm20, %zmm18, %zmm20
	vaddpd	%zmm7, %zmm20, %zmm7
	vmulpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm30, %zmm14, %zmm7
	vmulpd	%zmm7, %zmm14, %zmm7
	vaddpd	%zmm5, %zmm7, %zmm5
	vmulpd	%zmm5, %zmm22, %zmm5
	vpsrlq	$20, 2176(%rsp), %zmm8
	vpbroadcastq	.LCPI0_22(%rip), %zmm30
	vpaddq	%zmm30, %zmm8, %zmm8
	vcvtqq2pd	%zmm8, %zmm8
	vbroadcastsd	.LCPI0_35(%rip), %zmm25
	vmulpd	%zmm25, %zmm8, %zmm22
	vaddpd	%zmm9, %zmm22, %zmm9
	vpsrlq	$20, 2560(%rsp), %zmm22
	vpaddq	%zmm30, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm25, %zmm22, %zmm23
	vaddpd	%zmm10, %zmm23, %zmm10
	vpsrlq	$20, 1664(%rsp), %zmm23
	vpaddq	%zmm30, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm25, %zmm23, %zmm24
	vaddpd	%zmm11, %zmm24, %zmm11
	vpsrlq	$20, 1280(%rsp), %zmm24
	vpaddq	%zmm30, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm25, %zmm24, %zmm26
	vaddpd	%zmm15, %zmm26, %zmm15
	vpsrlq	$20, 1216(%rsp), %zmm26
	vpaddq	%zmm30, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm25, %zmm26, %zmm27
	vaddpd	%zmm4, %zmm27, %zmm4
	vpsrlq	$20, 1472(%rsp), %zmm27
	vpaddq	%zmm30, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm25, %zmm27, %zmm29
	vaddpd	%zmm6, %zmm29, %zmm6
	vpsrlq	$20, 1152(%rsp), %zmm29
	vpaddq	%zmm30, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm25, %zmm29, %zmm31
	vaddpd	%zmm3, %zmm31, %zmm3
	vpsrlq	$20, 1344(%rsp), %zmm31
	vpaddq	%zmm30, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm25, %zmm31, %zmm25
	vaddpd	%zmm5, %zmm25, %zmm5
	vsubpd	%zmm21, %zmm9, %zmm0
	vsubpd	%zmm2, %zmm10, %zmm2
	vsubpd	%zmm1, %zmm11, %zmm1
	vsubpd	%zmm12, %zmm15, %zmm9
	vsubpd	%zmm17, %zmm4, %zmm4
	vsubpd	%zmm19, %zmm6, %zmm6
	vsubpd	%zmm20, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm5, %zmm5
	vaddpd	512(%rsp), %zmm2, %zmm2
	vaddpd	%zmm0, %zmm13, %zmm0
	vaddpd	192(%rsp), %zmm9, %zmm7
	vaddpd	320(%rsp), %zmm1, %zmm9
	vaddpd	%zmm6, %zmm28, %zmm6
	vaddpd	%zmm4, %zmm16, %zmm4
	vaddpd	%zmm5, %zmm14, %zmm10
	vaddpd	%zmm3, %zmm18, %zmm11
	vbroadcastsd	.LCPI0_36(%rip), %zmm30
	vmulpd	%zmm30, %zmm22, %zmm1
	vaddpd	%zmm2, %zmm1, %zmm1
	vmulpd	%zmm30, %zmm8, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm30, %zmm24, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm3
	vmulpd	%zmm30, %zmm23, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm30, %zmm27, %zmm5
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm30, %zmm26, %zmm6
	vaddpd	%zmm4, %zmm6, %zmm4
	vmulpd	%zmm30, %zmm31, %zmm6
	vaddpd	%zmm10, %zmm6, %zmm7
	vmulpd	%zmm30, %zmm29, %zmm6
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
	vpbroadcastq	.LCPI0_21(%rip), %zmm16
	vpaddq	%zmm16, %zmm8, %zmm8
	vmovdqa64	%zmm8, 1664(%rsp)
	vpaddq	%zmm16, %zmm9, %zmm9
	vmovdqa64	%zmm9, 1280(%rsp)
	vpaddq	%zmm16, %zmm10, %zmm10
	vmovdqa64	%zmm10, 1216(%rsp)
	vpaddq	%zmm16, %zmm11, %zmm11
	vmovdqa64	%zmm11, 1472(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm12
	vmovdqa64	%zmm12, 1152(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqa64	%zmm13, 1344(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm14
	vmovdqa64	%zmm14, 512(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm16
	vmovdqa64	%zmm16, 320(%rsp)
	vpsllq	$32, %zmm8, %zmm8
	vpsllq	$32, %zmm9, %zmm9
	vpsllq	$32, %zmm10, %zmm10
	vpsllq	$32, %zmm11, %zmm11
	vpsllq	$32, %zmm12, %zmm12
	vpsllq	$32, %zmm13, %zmm13
	vpsllq	$32, %zmm14, %zmm15
	vpsllq	$32, %zmm16, %zmm14
	vpbroadcastq	.LCPI0_23(%rip), %zmm17
	vpandq	%zmm17, %zmm9, %zmm9
	vpandq	%zmm17, %zmm8, %zmm8
	vpandq	%zmm17, %zmm11, %zmm11
	vpandq	%zmm17, %zmm10, %zmm10
	vpandq	%zmm17, %zmm13, %zmm13
	vpandq	%zmm17, %zmm12, %zmm16
	vpandq	%zmm17, %zmm14, %zmm14
	vpandq	%zmm17, %zmm15, %zmm18
	vpbroadcastq	.LCPI0_24(%rip), %zmm12
	vpternlogq	$248, %zmm12, %zmm1, %zmm8
	vpternlogq	$248, %zmm12, %zmm0, %zmm9
	vpternlogq	$248, %zmm12, %zmm3, %zmm10
	vpternlogq	$248, %zmm12, %zmm2, %zmm11
	vpternlogq	$248, %zmm12, %zmm5, %zmm16
	vpternlogq	$248, %zmm12, %zmm4, %zmm13
	vpternlogq	$248, %zmm12, %zmm7, %zmm18
	vpternlogq	$248, %zmm12, %zmm6, %zmm14
	vpbroadcastq	.LCPI0_25(%rip), %zmm22
	vpaddq	%zmm22, %zmm9, %zmm0
	vpaddq	%zmm22, %zmm8, %zmm1
	vpaddq	%zmm22, %zmm11, %zmm2
	vpaddq	%zmm22, %zmm10, %zmm3
	vmovdqa64	%zmm22, %zmm8
	vbroadcastsd	.LCPI0_26(%rip), %zmm23
	vaddpd	%zmm23, %zmm1, %zmm6
	vaddpd	%zmm23, %zmm0, %zmm30
	vaddpd	%zmm23, %zmm3, %zmm5
	vaddpd	%zmm23, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_27(%rip), %zmm22
	vaddpd	%zmm22, %zmm30, %zmm0
	vmovapd	%zmm6, 192(%rsp)
	vaddpd	%zmm22, %zmm6, %zmm1
	vmovapd	%zmm4, 2560(%rsp)
	vaddpd	%zmm22, %zmm4, %zmm2
	vmovapd	%zmm5, 2176(%rsp)
	vaddpd	%zmm22, %zmm5, %zmm3
	vdivpd	%zmm1, %zmm6, %zmm7
	vmovapd	%zmm7, 2944(%rsp)
	vdivpd	%zmm0, %zmm30, %zmm6
	vmovapd	%zmm6, 2816(%rsp)
	vdivpd	%zmm3, %zmm5, %zmm1
	vmovapd	%zmm1, 2432(%rsp)
	vdivpd	%zmm2, %zmm4, %zmm0
	vmovapd	%zmm0, 2496(%rsp)
	vmulpd	%zmm6, %zmm6, %zmm5
	vmovapd	%zmm5, 4800(%rsp)
	vmulpd	%zmm7, %zmm7, %zmm2
	vmovapd	%zmm2, 4160(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm4
	vmovapd	%zmm4, 3712(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 2880(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm3
	vmulpd	%zmm5, %zmm5, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm4, %zmm4, %zmm1
	vbroadcastsd	.LCPI0_28(%rip), %zmm28
	vmulpd	%zmm28, %zmm2, %zmm4
	vmulpd	%zmm28, %zmm3, %zmm5
	vmulpd	%zmm28, %zmm1, %zmm6
	vbroadcastsd	.LCPI0_29(%rip), %zmm12
	vaddpd	%zmm12, %zmm5, %zmm5
	vaddpd	%zmm12, %zmm4, %zmm4
	vaddpd	%zmm12, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm2, %zmm4
	vmulpd	%zmm5, %zmm3, %zmm5
	vmulpd	%zmm6, %zmm1, %zmm6
	vbroadcastsd	.LCPI0_30(%rip), %zmm11
	vaddpd	%zmm11, %zmm5, %zmm5
	vaddpd	%zmm11, %zmm4, %zmm4
	vaddpd	%zmm11, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm2, %zmm4
	vmovapd	%zmm4, 3648(%rsp)
	vmulpd	%zmm5, %zmm3, %zmm4
	vmovapd	%zmm4, 4736(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm4
	vmovapd	%zmm4, 3072(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_32(%rip), %zmm6
	vaddpd	%zmm6, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm4
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm15
	vmulpd	%zmm7, %zmm3, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm3, %zmm2
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm3, %zmm17
	vmulpd	%zmm7, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm25
	vmulpd	%zmm28, %zmm0, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm29
	vmulpd	%zmm7, %zmm0, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm20
	vmovdqa64	%zmm8, %zmm1
	vpaddq	%zmm8, %zmm13, %zmm0
	vaddpd	%zmm23, %zmm0, %zmm13
	vaddpd	%zmm22, %zmm13, %zmm0
	vdivpd	%zmm0, %zmm13, %zmm24
	vmulpd	%zmm24, %zmm24, %zmm8
	vmulpd	%zmm8, %zmm8, %zmm0
	vmulpd	%zmm28, %zmm0, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm19
	vmulpd	%zmm7, %zmm0, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm9
	vpaddq	%zmm1, %zmm16, %zmm0
	vaddpd	%zmm23, %zmm0, %zmm16
	vaddpd	%zmm22, %zmm16, %zmm0
	vdivpd	%zmm0, %zmm16, %zmm27
	vmulpd	%zmm27, %zmm27, %zmm5
	vmulpd	%zmm5, %zmm5, %zmm3
	vmulpd	%zmm28, %zmm3, %zmm4
	vaddpd	%zmm12, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	%zmm11, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm10
	vmulpd	%zmm7, %zmm3, %zmm4
	vaddpd	%zmm6, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vpaddq	%zmm1, %zmm14, %zmm3
	vaddpd	%zmm23, %zmm3, %zmm14
	vaddpd	%zmm22, %zmm14, %zmm3
	vdivpd	%zmm3, %zmm14, %zmm21
	vmulpd	%zmm21, %zmm21, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm3
	vmulpd	%zmm28, %zmm3, %zmm31
	vaddpd	%zmm12, %zmm31, %zmm31
	vmulpd	%zmm31, %zmm3, %zmm31
	vaddpd	%zmm11, %zmm31, %zmm31
	vmulpd	%zmm31, %zmm3, %zmm31
	vmulpd	%zmm7, %zmm3, %zmm26
	vaddpd	%zmm6, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm3, %zmm26
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm3, %zmm26
	vpaddq	%zmm1, %zmm18, %zmm3
	vaddpd	%zmm23, %zmm3, %zmm18
	vaddpd	%zmm22, %zmm18, %zmm3
	vdivpd	%zmm3, %zmm18, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm28, %zmm0, %zmm23
	vaddpd	%zmm12, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vaddpd	%zmm11, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vmulpd	%zmm7, %zmm0, %zmm22
	vaddpd	%zmm6, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm22
	vaddpd	.LCPI0_33(%rip){1to8}, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm7
	vaddpd	%zmm7, %zmm15, %zmm12
	vmulpd	4800(%rsp), %zmm12, %zmm12
	vaddpd	3648(%rsp), %zmm12, %zmm12
	vaddpd	%zmm7, %zmm17, %zmm17
	vmulpd	4160(%rsp), %zmm17, %zmm17
	vaddpd	4736(%rsp), %zmm17, %zmm17
	vaddpd	%zmm7, %zmm25, %zmm15
	vmulpd	3712(%rsp), %zmm15, %zmm15
	vaddpd	3072(%rsp), %zmm15, %zmm15
	vaddpd	%zmm7, %zmm20, %zmm11
	vmulpd	2880(%rsp), %zmm11, %zmm11
	vaddpd	%zmm11, %zmm29, %zmm11
	vaddpd	%zmm7, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm8, %zmm6
	vaddpd	%zmm6, %zmm19, %zmm6
	vaddpd	%zmm7, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm5, %zmm4
	vaddpd	%zmm4, %zmm10, %zmm4
	vaddpd	%zmm7, %zmm26, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm31, %zmm5
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm23, %zmm7
	vbroadcastsd	.LCPI0_19(%rip), %zmm8
	vmovapd	192(%rsp), %zmm1
	vmulpd	%zmm8, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm17, %zmm0, %zmm1
	vmulpd	2944(%rsp), %zmm1, %zmm9
	vmovapd	%zmm30, 3392(%rsp)
	vmulpd	%zmm8, %zmm30, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm1
	vmulpd	2816(%rsp), %zmm1, %zmm10
	vmovapd	2176(%rsp), %zmm30
	vmulpd	%zmm8, %zmm30, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm11
	vmulpd	2432(%rsp), %zmm11, %zmm11
	vmovapd	2560(%rsp), %zmm28
	vmulpd	%zmm8, %zmm28, %zmm12
	vmulpd	%zmm12, %zmm28, %zmm12
	vaddpd	%zmm15, %zmm12, %zmm15
	vmulpd	2496(%rsp), %zmm15, %zmm15
	vmulpd	%zmm8, %zmm16, %zmm17
	vmulpd	%zmm17, %zmm16, %zmm17
	vaddpd	%zmm4, %zmm17, %zmm4
	vmulpd	%zmm4, %zmm27, %zmm4
	vmulpd	%zmm8, %zmm13, %zmm19
	vmulpd	%zmm19, %zmm13, %zmm19
	vaddpd	%zmm6, %zmm19, %zmm6
	vmulpd	%zmm6, %zmm24, %zmm6
	vmulpd	%zmm8, %zmm18, %zmm20
	vmulpd	%zmm20, %zmm18, %zmm20
	vaddpd	%zmm7, %zmm20, %zmm7
	vmulpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm8, %zmm14, %zmm7
	vmulpd	%zmm7, %zmm14, %zmm7
	vaddpd	%zmm5, %zmm7, %zmm5
	vmulpd	%zmm5, %zmm21, %zmm5
	vpsrlq	$20, 1664(%rsp), %zmm8
	vpbroadcastq	.LCPI0_22(%rip), %zmm25
	vpaddq	%zmm25, %zmm8, %zmm8
	vcvtqq2pd	%zmm8, %zmm8
	vbroadcastsd	.LCPI0_35(%rip), %zmm21
	vmulpd	%zmm21, %zmm8, %zmm22
	vaddpd	%zmm9, %zmm22, %zmm9
	vpsrlq	$20, 1280(%rsp), %zmm22
	vpaddq	%zmm25, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm21, %zmm22, %zmm23
	vaddpd	%zmm10, %zmm23, %zmm10
	vpsrlq	$20, 1216(%rsp), %zmm23
	vpaddq	%zmm25, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm21, %zmm23, %zmm24
	vaddpd	%zmm11, %zmm24, %zmm11
	vpsrlq	$20, 1472(%rsp), %zmm24
	vpaddq	%zmm25, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm21, %zmm24, %zmm26
	vaddpd	%zmm15, %zmm26, %zmm15
	vpsrlq	$20, 1152(%rsp), %zmm26
	vpaddq	%zmm25, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm21, %zmm26, %zmm27
	vaddpd	%zmm4, %zmm27, %zmm4
	vpsrlq	$20, 1344(%rsp), %zmm27
	vpaddq	%zmm25, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm21, %zmm27, %zmm29
	vaddpd	%zmm6, %zmm29, %zmm6
	vpsrlq	$20, 512(%rsp), %zmm29
	vpaddq	%zmm25, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm21, %zmm29, %zmm31
	vaddpd	%zmm3, %zmm31, %zmm3
	vpsrlq	$20, 320(%rsp), %zmm31
	vpaddq	%zmm25, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm21, %zmm31, %zmm25
	vaddpd	%zmm5, %zmm25, %zmm5
	vsubpd	%zmm0, %zmm9, %zmm0
	vsubpd	%zmm2, %zmm10, %zmm2
	vsubpd	%zmm1, %zmm11, %zmm1
	vsubpd	%zmm12, %zmm15, %zmm9
	vsubpd	%zmm17, %zmm4, %zmm4
	vsubpd	%zmm19, %zmm6, %zmm6
	vsubpd	%zmm20, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm5, %zmm5
	vaddpd	3392(%rsp), %zmm2, %zmm2
	vaddpd	192(%rsp), %zmm0, %zmm0
	vaddpd	%zmm9, %zmm28, %zmm7
	vaddpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm6, %zmm13, %zmm6
	vaddpd	%zmm4, %zmm16, %zmm4
	vaddpd	%zmm5, %zmm14, %zmm5
	vaddpd	%zmm3, %zmm18, %zmm3
	vbroadcastsd	.LCPI0_36(%rip), %zmm10
	vmulpd	%zmm10, %zmm22, %zmm9
	vaddpd	%zmm2, %zmm9, %zmm2
	vmulpd	%zmm10, %zmm8, %zmm8
	vaddpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm10, %zmm24, %zmm8
	vpbroadcastd	.LCPI0_38(%rip), %zmm24
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm10, %zmm23, %zmm8
	vaddpd	%zmm1, %zmm8, %zmm1
	vmulpd	%zmm10, %zmm27, %zmm8
	vbroadcastsd	.LCPI0_20(%rip), %zmm27
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm10, %zmm26, %zmm8
	vbroadcastsd	.LCPI0_33(%rip), %zmm25
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm10, %zmm31, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm10, %zmm29, %zmm8
	vaddpd	%zmm3, %zmm8, %zmm3
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm2, %zmm0
	vcvtpd2ps	%zmm7, %ymm2
	vcvtpd2ps	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm2, %zmm1
	vcvtpd2ps	%zmm6, %ymm2
	vcvtpd2ps	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm2, %zmm2
	vpxord	%zmm24, %zmm0, %zmm0
	vmovdqu64	%zmm0, -192(%rcx,%rdi,4)
	vpxord	%zmm24, %zmm1, %zmm0
	vmovdqu64	%zmm0, -128(%rcx,%rdi,4)
	vpxord	%zmm24, %zmm2, %zmm0
	vmovdqu64	%zmm0, -64(%rcx,%rdi,4)
	vcvtpd2ps	%zmm5, %ymm0
	vcvtpd2ps	%zmm3, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vpxord	%zmm24, %zmm0, %zmm0
	vmovdqu64	%zmm0, (%rcx,%rdi,4)
	addq	$64, %rdi
	cmpq	%rdi, %rdx
	jne	.LBB0_779
	testq	%r8, %r8
	movq	%r8, %rcx
	movq	1024(%rsp), %r8
	je	.LBB0_817
	cmpl	$8, %ecx
	jb	.LBB0_819
	vmovsd	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_26(%rip), %xmm10
	vmovsd	.LCPI0_27(%rip), %xmm11
	vmovsd	.LCPI0_31(%rip), %xmm15
	vmovsd	.LCPI0_32(%rip), %xmm17
	vmovsd	.LCPI0_33(%rip), %xmm31
	vmovsd	.LCPI0_34(%rip), %xmm19
.LBB0_783:
	movq	3520(%rsp), %rdx
	andl	$7, %edx
	subq	%rdx, %r14
	movq	%r14, %rcx
	addq	%rbx, %rcx
	movq	576(%rsp), %rdi
	vbroadcastsd	.LCPI0_19(%rip), %zmm27
	vpbroadcastq	.LCPI0_21(%rip), %zmm30
	vpbroadcastq	.LCPI0_22(%rip), %zmm21
	vpbroadcastq	.LCPI0_23(%rip), %zmm22
	vpbroadcastq	.LCPI0_24(%rip), %zmm25
	vpbroadcastq	.LCPI0_25(%rip), %zmm26
	vbroadcastsd	.LCPI0_26(%rip), %zmm23
	vbroadcastsd	.LCPI0_27(%rip), %zmm29
	vbroadcastsd	.LCPI0_28(%rip), %zmm28
	vbroadcastsd	.LCPI0_29(%rip), %zmm24
	vbroadcastsd	.LCPI0_30(%rip), %zmm16
	vbroadcastsd	.LCPI0_31(%rip), %zmm20
	vbroadcastsd	.LCPI0_32(%rip), %zmm9
	vbroadcastsd	.LCPI0_33(%rip), %zmm12
	vbroadcastsd	.LCPI0_34(%rip), %zmm13
	vbroadcastsd	.LCPI0_35(%rip), %zmm14
	vbroadcastsd	.LCPI0_36(%rip), %zmm18
	movq	5632(%rsp), %r8
	.p2align	4
.LBB0_784:
	vcvtudq2pd	(%rdi,%r9,4), %zmm0
	vaddpd	%zmm27, %zmm0, %zmm0
	vmulpd	.LCPI0_20(%rip){1to8}, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpaddq	%zmm30, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm21, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm22, %zmm1, %zmm1
	vpternlogq	$248, %zmm25, %zmm0, %zmm1
	vpaddq	%zmm26, %zmm1, %zmm0
	vaddpd	%zmm23, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm29, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm28, %zmm5, %zmm6
	vaddpd	%zmm24, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm16, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm20, %zmm5, %zmm7
	vaddpd	%zmm9, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm12, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm13, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm14, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm18, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpxorq	.LCPI0_39(%rip){1to8}, %zmm1, %zmm1
	vpaddq	%zmm30, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm21, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm22, %zmm1, %zmm1
	vpternlogq	$248, %zmm25, %zmm0, %zmm1
	vpaddq	%zmm26, %zmm1, %zmm0
	vaddpd	%zmm23, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm29, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm28, %zmm5, %zmm6
	vaddpd	%zmm24, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm16, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm20, %zmm5, %zmm7
	vaddpd	%zmm9, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm12, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm13, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm14, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm18, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vpxord	.LCPI0_38(%rip){1to8}, %ymm0, %ymm0
	vmovdqu	%ymm0, (%rdi,%r9,4)
	addq	$8, %r9
	cmpq	%r9, %r8
	jne	.LBB0_784
	testq	%rdx, %rdx
	vbroadcastss	.LCPI0_38(%rip), %xmm7
	movq	2624(%rsp), %r9
	vmovq	.LCPI0_20(%rip), %xmm24
	vmovsd	.LCPI0_28(%rip), %xmm25
	vmovsd	.LCPI0_30(%rip), %xmm26
	vmovsd	.LCPI0_29(%rip), %xmm27
	je	.LBB0_788
.LBB0_786:
	vmovsd	.LCPI0_35(%rip), %xmm9
	vmovsd	.LCPI0_36(%rip), %xmm12
	vmovapd	.LCPI0_41(%rip), %xmm13
	vmovapd	.LCPI0_42(%rip), %xmm14
	vmovddup	.LCPI0_28(%rip), %xmm18
	movq	3520(%rsp), %r14
	.p2align	4
.LBB0_787:
	vpxord	%xmm21, %xmm21, %xmm21
	vcvtusi2sdl	(%r9,%rcx,4), %xmm21, %xmm0
	vaddsd	%xmm0, %xmm8, %xmm0
	vmulsd	%xmm24, %xmm0, %xmm0
	vmovq	%xmm0, %rdx
	movl	%edx, %edi
	movq	%rdx, %r8
	shrq	$32, %r8
	addq	$614242, %r8
	movq	%r8, %rdx
	shrq	$20, %rdx
	addq	$-1023, %rdx
	shlq	$32, %r8
	andq	%r15, %r8
	addq	%rax, %r8
	orq	%r8, %rdi
	vmovq	%rdi, %xmm0
	vaddsd	%xmm0, %xmm10, %xmm0
	vmulsd	%xmm0, %xmm8, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm0, %xmm11, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm25, %xmm4, %xmm5
	vaddsd	%xmm27, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm26, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vmulsd	%xmm4, %xmm15, %xmm6
	vaddsd	%xmm17, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm6
	vaddsd	%xmm31, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm4
	vaddsd	%xmm19, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vaddsd	%xmm3, %xmm5, %xmm3
	vcvtsi2sd	%rdx, %xmm23, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm4, %xmm9, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm4, %xmm12, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vmovq	%xmm0, %rdx
	xorq	%r11, %rdx
	movl	%edx, %edi
	movq	%rdx, %r8
	shrq	$32, %r8
	addq	$614242, %r8
	movq	%r8, %rdx
	shrq	$20, %rdx
	addq	$-1023, %rdx
	shlq	$32, %r8
	andq	%r15, %r8
	addq	%rax, %r8
	orq	%r8, %rdi
	vmovq	%rdi, %xmm0
	vaddsd	%xmm0, %xmm10, %xmm0
	vmulsd	%xmm0, %xmm8, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm0, %xmm11, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm15, %xmm5
	vaddsd	%xmm17, %xmm5, %xmm5
	vmovddup	%xmm4, %xmm4
	vunpcklpd	%xmm5, %xmm18, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm5, %xmm13, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm5, %xmm14, %xmm5
	vunpcklpd	%xmm3, %xmm4, %xmm3
	vmulpd	%xmm5, %xmm3, %xmm3
	vshufpd	$1, %xmm3, %xmm3, %xmm4
	vaddsd	%xmm4, %xmm3, %xmm3
	vcvtsi2sd	%rdx, %xmm23, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm4, %xmm9, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm4, %xmm12, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vxorps	%xmm7, %xmm0, %xmm0
	vmovss	%xmm0, (%r9,%rcx,4)
	incq	%rcx
	cmpq	%rcx, %r14
	jne	.LBB0_787
.LBB0_788:
	movq	576(%rsp), %rcx
	movq	40(%rsp), %r9
	movq	448(%rsp), %r11
	movq	5120(%rsp), %r14
	vmovaps	1728(%rsp), %zmm17
	vmovaps	3456(%rsp), %zmm20
	movq	1024(%rsp), %r8
	jmp	.LBB0_812
.LBB0_789:
	xorl	%edi, %edi
	vmovdqa64	%zmm4, %zmm21
	movq	1656(%rsp), %rax
	.p2align	4
.LBB0_790:
	vpmovzxdq	15072(%rsp,%rdi,4), %zmm0
	vpmovzxdq	15040(%rsp,%rdi,4), %zmm1
	vpmovzxdq	15136(%rsp,%rdi,4), %zmm2
	vpmovzxdq	15104(%rsp,%rdi,4), %zmm3
	vpmovzxdq	15200(%rsp,%rdi,4), %zmm5
	vpmovzxdq	15168(%rsp,%rdi,4), %zmm7
	vpmovzxdq	15264(%rsp,%rdi,4), %zmm8
	vpmovzxdq	15232(%rsp,%rdi,4), %zmm9
	vmovdqa64	6464(%rsp), %zmm4
	vpaddd	17088(%rsp,%rdi,4), %zmm4, %zmm10
	vpaddd	17152(%rsp,%rdi,4), %zmm4, %zmm14
	vpaddd	17216(%rsp,%rdi,4), %zmm4, %zmm15
	vpaddd	17280(%rsp,%rdi,4), %zmm4, %zmm16
	vpbroadcastq	.LCPI0_14(%rip), %zmm29
	vpmuludq	%zmm29, %zmm1, %zmm4
	vpmuludq	%zmm29, %zmm0, %zmm12
	vpmuludq	%zmm29, %zmm3, %zmm24
	vpmuludq	%zmm29, %zmm2, %zmm6
	vpmuludq	%zmm29, %zmm7, %zmm13
	vpmuludq	%zmm29, %zmm5, %zmm20
	vpmuludq	%zmm29, %zmm9, %zmm11
	vpmuludq	%zmm29, %zmm8, %zmm7
	vmovdqa64	6144(%rsp), %zmm1
	vpxord	%zmm1, %zmm10, %zmm0
	vpxord	%zmm1, %zmm14, %zmm5
	vpxord	%zmm1, %zmm15, %zmm10
	vpxord	%zmm1, %zmm16, %zmm1
	vpxorq	%zmm12, %zmm21, %zmm2
	vpxorq	%zmm4, %zmm21, %zmm3
	vpxorq	%zmm6, %zmm21, %zmm8
	vpxorq	%zmm24, %zmm21, %zmm14
	vpxorq	%zmm20, %zmm21, %zmm15
	vpxorq	%zmm13, %zmm21, %zmm16
	vpxorq	%zmm7, %zmm21, %zmm17
	vpxorq	%zmm11, %zmm21, %zmm18
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm2, %zmm26
	vpsrlq	$32, %zmm14, %zmm31
	vpsrlq	$32, %zmm8, %zmm23
	vpsrlq	$32, %zmm16, %zmm2
	vmovdqa64	%zmm2, 1216(%rsp)
	vpsrlq	$32, %zmm15, %zmm2
	vpsrlq	$32, %zmm18, %zmm18
	vpsrlq	$32, %zmm17, %zmm8
	vextracti64x4	$1, %zmm0, %ymm14
	vpmovzxdq	%ymm14, %zmm14
	vpmovzxdq	%ymm0, %zmm15
	vextracti64x4	$1, %zmm5, %ymm16
	vpmovzxdq	%ymm16, %zmm17
	vpmovzxdq	%ymm5, %zmm19
	vextracti64x4	$1, %zmm10, %ymm16
	vpmovzxdq	%ymm16, %zmm21
	vpmovzxdq	%ymm10, %zmm22
	vextracti64x4	$1, %zmm1, %ymm16
	vpmovzxdq	%ymm16, %zmm25
	vpmovzxdq	%ymm1, %zmm27
	vpmuludq	%zmm29, %zmm15, %zmm9
	vmovdqa64	%zmm9, 1472(%rsp)
	vpmuludq	%zmm29, %zmm14, %zmm9
	vmovdqa64	%zmm9, 1280(%rsp)
	vpmuludq	%zmm29, %zmm19, %zmm9
	vmovdqa64	%zmm9, 1344(%rsp)
	vpmuludq	%zmm29, %zmm17, %zmm17
	vpmuludq	%zmm29, %zmm22, %zmm9
	vmovdqa64	%zmm9, 512(%rsp)
	vpmuludq	%zmm29, %zmm21, %zmm9
	vmovdqa64	%zmm9, 1152(%rsp)
	vpmuludq	%zmm29, %zmm27, %zmm9
	vmovdqa64	%zmm9, 192(%rsp)
	vpmuludq	%zmm29, %zmm25, %zmm9
	vmovdqa64	%zmm9, 320(%rsp)
	vpbroadcastd	.LCPI0_381(%rip), %zmm14
	vpmuludq	%zmm14, %zmm0, %zmm19
	vpshufd	$245, %zmm0, %zmm0
	vpmuludq	%zmm14, %zmm0, %zmm0
	vmovdqa64	.LCPI0_382(%rip), %zmm28
	vpermt2d	%zmm0, %zmm28, %zmm19
	vpmovzxdq	%ymm19, %zmm15
	vextracti64x4	$1, %zmm19, %ymm19
	vpmovzxdq	%ymm19, %zmm19
	vpmuludq	%zmm14, %zmm5, %zmm22
	vpshufd	$245, %zmm5, %zmm5
	vpmuludq	%zmm14, %zmm5, %zmm5
	vpermt2d	%zmm5, %zmm28, %zmm22
	vpmovzxdq	%ymm22, %zmm21
	vextracti64x4	$1, %zmm22, %ymm5
	vpmovzxdq	%ymm5, %zmm22
	vpmuludq	%zmm14, %zmm10, %zmm5
	vpshufd	$245, %zmm10, %zmm10
	vpmuludq	%zmm14, %zmm10, %zmm10
	vpermt2d	%zmm10, %zmm28, %zmm5
	vpmovzxdq	%ymm5, %zmm25
	vextracti64x4	$1, %zmm5, %ymm5
	vpmovzxdq	%ymm5, %zmm5
	vpmuludq	%zmm14, %zmm1, %zmm27
	vpshufd	$245, %zmm1, %zmm1
	vpmuludq	%zmm14, %zmm1, %zmm1
	vpermt2d	%zmm1, %zmm28, %zmm27
	vpmovzxdq	%ymm27, %zmm10
	vextracti64x4	$1, %zmm27, %ymm1
	vpmovzxdq	%ymm1, %zmm28
	vpbroadcastq	.LCPI0_15(%rip), %zmm9
	vpmuludq	%zmm9, %zmm26, %zmm27
	vpmuludq	%zmm9, %zmm3, %zmm30
	vpmuludq	%zmm9, %zmm23, %zmm26
	vpmuludq	%zmm9, %zmm31, %zmm3
	vpmuludq	%zmm9, %zmm2, %zmm31
	vpmuludq	1216(%rsp), %zmm9, %zmm1
	vpmuludq	%zmm9, %zmm8, %zmm16
	vpmuludq	%zmm9, %zmm18, %zmm0
	vmovdqa64	%zmm0, 1216(%rsp)
	vmovdqa64	2688(%rsp), %zmm23
	vpternlogq	$150, %zmm12, %zmm23, %zmm19
	vpsrlq	$32, %zmm30, %zmm2
	vpternlogq	$150, %zmm4, %zmm23, %zmm15
	vpsrlq	$32, %zmm27, %zmm4
	vpternlogq	$150, %zmm6, %zmm23, %zmm22
	vpsrlq	$32, %zmm3, %zmm8
	vpternlogq	$150, %zmm24, %zmm23, %zmm21
	vpsrlq	$32, %zmm26, %zmm6
	vpternlogq	$150, %zmm20, %zmm23, %zmm5
	vpsrlq	$32, %zmm1, %zmm14
	vpternlogq	$150, %zmm13, %zmm23, %zmm25
	vpsrlq	$32, %zmm31, %zmm12
	vpternlogq	$150, %zmm7, %zmm23, %zmm28
	vpsrlq	$32, %zmm16, %zmm20
	vpternlogq	$150, %zmm11, %zmm23, %zmm10
	vmovdqa64	6400(%rsp), %zmm11
	vpxorq	%zmm11, %zmm4, %zmm4
	vpmuludq	%zmm29, %zmm4, %zmm24
	vpxorq	%zmm11, %zmm2, %zmm2
	vpmuludq	%zmm29, %zmm2, %zmm7
	vpxorq	%zmm11, %zmm6, %zmm2
	vpmuludq	%zmm29, %zmm2, %zmm0
	vmovdqa64	%zmm0, 2176(%rsp)
	vpxorq	%zmm11, %zmm8, %zmm4
	vpmuludq	%zmm29, %zmm4, %zmm2
	vpxorq	%zmm11, %zmm12, %zmm4
	vpmuludq	%zmm29, %zmm4, %zmm23
	vmovdqa64	%zmm23, 2560(%rsp)
	vpxorq	%zmm11, %zmm14, %zmm4
	vpmuludq	%zmm29, %zmm4, %zmm6
	vmovdqa64	%zmm6, 2816(%rsp)
	vpxorq	%zmm11, %zmm20, %zmm4
	vpmuludq	%zmm29, %zmm4, %zmm4
	vmovdqa64	%zmm4, 2432(%rsp)
	vpmuludq	%zmm9, %zmm15, %zmm14
	vpmuludq	%zmm9, %zmm19, %zmm15
	vpmuludq	%zmm9, %zmm21, %zmm20
	vmovdqa64	%zmm20, 2496(%rsp)
	vpmuludq	%zmm9, %zmm22, %zmm18
	vpmuludq	%zmm9, %zmm25, %zmm12
	vpmuludq	%zmm9, %zmm5, %zmm13
	vpmuludq	%zmm9, %zmm28, %zmm5
	vmovdqa64	%zmm5, 2944(%rsp)
	vpsrlq	$32, %zmm14, %zmm19
	vmovdqa64	5248(%rsp), %zmm8
	vpternlogq	$150, %zmm30, %zmm8, %zmm19
	vmovdqa64	%zmm19, 1664(%rsp)
	vpsrlq	$32, %zmm15, %zmm30
	vpternlogq	$150, %zmm27, %zmm8, %zmm30
	vpsrlq	$32, %zmm20, %zmm22
	vpternlogq	$150, %zmm3, %zmm8, %zmm22
	vpsrlq	$32, %zmm18, %zmm27
	vpternlogq	$150, %zmm26, %zmm8, %zmm27
	vpsrlq	$32, %zmm12, %zmm21
	vpternlogq	$150, %zmm1, %zmm8, %zmm21
	vpsrlq	$32, %zmm13, %zmm26
	vmovdqa64	%zmm13, %zmm19
	vpternlogq	$150, %zmm31, %zmm8, %zmm26
	vpsrlq	$32, %zmm5, %zmm31
	vpternlogq	$150, %zmm16, %zmm8, %zmm31
	vpsrlq	$32, %zmm24, %zmm3
	vmovdqa64	5760(%rsp), %zmm20
	vpternlogq	$150, 1280(%rsp), %zmm20, %zmm3
	vpsrlq	$32, %zmm7, %zmm1
	vmovdqa64	%zmm7, %zmm25
	vpternlogq	$150, 1472(%rsp), %zmm20, %zmm1
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, %zmm17, %zmm20, %zmm13
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, 1344(%rsp), %zmm20, %zmm5
	vpsrlq	$32, %zmm23, %zmm16
	vpternlogq	$150, 1152(%rsp), %zmm20, %zmm16
	vpsrlq	$32, %zmm6, %zmm28
	vpternlogq	$150, 512(%rsp), %zmm20, %zmm28
	vpsrlq	$32, %zmm4, %zmm17
	vpmuludq	%zmm9, %zmm10, %zmm4
	vpternlogq	$150, 320(%rsp), %zmm20, %zmm17
	vpsrlq	$32, %zmm4, %zmm23
	vmovdqa64	1216(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm8, %zmm23
	vpsrlq	$32, %zmm0, %zmm8
	vpxorq	%zmm11, %zmm8, %zmm8
	vpmuludq	%zmm29, %zmm8, %zmm0
	vmovdqa64	%zmm0, 512(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vpternlogq	$150, 192(%rsp), %zmm20, %zmm10
	vpmuludq	%zmm9, %zmm1, %zmm11
	vpsrlq	$32, %zmm11, %zmm6
	vmovdqa64	5312(%rsp), %zmm1
	vpternlogq	$150, %zmm14, %zmm1, %zmm6
	vmovdqa64	%zmm6, 192(%rsp)
	vpmuludq	%zmm9, %zmm3, %zmm0
	vmovdqa64	%zmm0, 1344(%rsp)
	vpsrlq	$32, %zmm0, %zmm14
	vpternlogq	$150, %zmm15, %zmm1, %zmm14
	vpmuludq	%zmm9, %zmm5, %zmm0
	vmovdqa64	%zmm0, 1152(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 2496(%rsp), %zmm1, %zmm0
	vmovdqa64	%zmm0, 320(%rsp)
	vpmuludq	%zmm9, %zmm13, %zmm20
	vpsrlq	$32, %zmm20, %zmm15
	vpternlogq	$150, %zmm18, %zmm1, %zmm15
	vpmuludq	%zmm9, %zmm28, %zmm28
	vpsrlq	$32, %zmm28, %zmm3
	vpternlogq	$150, %zmm12, %zmm1, %zmm3
	vmovdqa64	%zmm3, 1280(%rsp)
	vpmuludq	%zmm9, %zmm16, %zmm0
	vmovdqa64	%zmm0, 1472(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, %zmm19, %zmm1, %zmm16
	vpmuludq	%zmm9, %zmm10, %zmm0
	vmovdqa64	%zmm0, 2880(%rsp)
	vpsrlq	$32, %zmm0, %zmm19
	vpternlogq	$150, %zmm4, %zmm1, %zmm19
	vpmuludq	%zmm9, %zmm17, %zmm7
	vpsrlq	$32, %zmm7, %zmm17
	vpternlogq	$150, 2944(%rsp), %zmm1, %zmm17
	vpmuludq	%zmm29, %zmm30, %zmm8
	vpsrlq	$32, %zmm8, %zmm30
	vmovdqa64	4480(%rsp), %zmm4
	vpternlogq	$150, %zmm24, %zmm4, %zmm30
	vpmuludq	1664(%rsp), %zmm29, %zmm5
	vpsrlq	$32, %zmm5, %zmm0
	vpternlogq	$150, %zmm25, %zmm4, %zmm0
	vpmuludq	%zmm29, %zmm27, %zmm27
	vpsrlq	$32, %zmm27, %zmm12
	vpternlogq	$150, 2176(%rsp), %zmm4, %zmm12
	vpmuludq	%zmm29, %zmm22, %zmm10
	vpsrlq	$32, %zmm10, %zmm1
	vpternlogq	$150, %zmm2, %zmm4, %zmm1
	vpmuludq	%zmm29, %zmm26, %zmm22
	vpsrlq	$32, %zmm22, %zmm13
	vpternlogq	$150, 2560(%rsp), %zmm4, %zmm13
	vpmuludq	%zmm29, %zmm21, %zmm6
	vpsrlq	$32, %zmm6, %zmm2
	vpternlogq	$150, 2816(%rsp), %zmm4, %zmm2
	vpmuludq	%zmm29, %zmm31, %zmm31
	vpsrlq	$32, %zmm31, %zmm26
	vpternlogq	$150, 2432(%rsp), %zmm4, %zmm26
	vpmuludq	%zmm29, %zmm23, %zmm23
	vpsrlq	$32, %zmm23, %zmm3
	vpternlogq	$150, 512(%rsp), %zmm4, %zmm3
	vpmuludq	%zmm9, %zmm0, %zmm21
	vpsrlq	$32, %zmm21, %zmm25
	vmovdqa64	4352(%rsp), %zmm0
	vpternlogq	$150, %zmm11, %zmm0, %zmm25
	vpmuludq	%zmm9, %zmm30, %zmm4
	vmovdqa64	%zmm4, 512(%rsp)
	vpsrlq	$32, %zmm4, %zmm11
	vpternlogq	$150, 1344(%rsp), %zmm0, %zmm11
	vpmuludq	%zmm9, %zmm1, %zmm1
	vmovdqa64	%zmm1, 2432(%rsp)
	vpsrlq	$32, %zmm1, %zmm4
	vpternlogq	$150, 1152(%rsp), %zmm0, %zmm4
	vpmuludq	%zmm9, %zmm12, %zmm1
	vmovdqa64	%zmm1, 2496(%rsp)
	vpsrlq	$32, %zmm1, %zmm12
	vpternlogq	$150, %zmm20, %zmm0, %zmm12
	vpmuludq	%zmm9, %zmm2, %zmm1
	vmovdqa64	%zmm1, 1216(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, %zmm28, %zmm0, %zmm2
	vpmuludq	%zmm9, %zmm13, %zmm30
	vpsrlq	$32, %zmm30, %zmm13
	vpternlogq	$150, 1472(%rsp), %zmm0, %zmm13
	vpmuludq	%zmm9, %zmm3, %zmm1
	vmovdqa64	%zmm1, 2176(%rsp)
	vpsrlq	$32, %zmm1, %zmm3
	vpternlogq	$150, 2880(%rsp), %zmm0, %zmm3
	vpmuludq	%zmm9, %zmm26, %zmm20
	vpsrlq	$32, %zmm20, %zmm18
	vpternlogq	$150, %zmm7, %zmm0, %zmm18
	vpmuludq	%zmm29, %zmm14, %zmm26
	vpsrlq	$32, %zmm26, %zmm7
	vmovdqa64	3968(%rsp), %zmm24
	vpternlogq	$150, %zmm8, %zmm24, %zmm7
	vpmuludq	192(%rsp), %zmm29, %zmm0
	vmovdqa64	%zmm0, 1152(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, %zmm5, %zmm24, %zmm1
	vpmuludq	%zmm29, %zmm15, %zmm5
	vpsrlq	$32, %zmm5, %zmm14
	vpternlogq	$150, %zmm27, %zmm24, %zmm14
	vpmuludq	320(%rsp), %zmm29, %zmm27
	vpsrlq	$32, %zmm27, %zmm8
	vpternlogq	$150, %zmm10, %zmm24, %zmm8
	vpmuludq	%zmm29, %zmm16, %zmm0
	vmovdqa64	%zmm0, 1472(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vpternlogq	$150, %zmm22, %zmm24, %zmm15
	vpmuludq	1280(%rsp), %zmm29, %zmm28
	vpsrlq	$32, %zmm28, %zmm22
	vpternlogq	$150, %zmm6, %zmm24, %zmm22
	vpmuludq	%zmm29, %zmm17, %zmm0
	vmovdqa64	%zmm0, 2560(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, %zmm31, %zmm24, %zmm16
	vpmuludq	%zmm29, %zmm19, %zmm0
	vmovdqa64	%zmm0, 1344(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm23, %zmm24, %zmm0
	vpmuludq	%zmm9, %zmm1, %zmm1
	vmovdqa64	%zmm1, 1664(%rsp)
	vpsrlq	$32, %zmm1, %zmm6
	vmovdqa64	4288(%rsp), %zmm1
	vpternlogq	$150, %zmm21, %zmm1, %zmm6
	vpmuludq	%zmm9, %zmm7, %zmm17
	vpsrlq	$32, %zmm17, %zmm10
	vpternlogq	$150, 512(%rsp), %zmm1, %zmm10
	vpmuludq	%zmm9, %zmm8, %zmm7
	vmovdqa64	%zmm7, 1280(%rsp)
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, 2432(%rsp), %zmm1, %zmm7
	vpmuludq	%zmm9, %zmm14, %zmm8
	vmovdqa64	%zmm8, 512(%rsp)
	vpsrlq	$32, %zmm8, %zmm14
	vpternlogq	$150, 2496(%rsp), %zmm1, %zmm14
	vpmuludq	%zmm9, %zmm22, %zmm23
	vpsrlq	$32, %zmm23, %zmm8
	vpternlogq	$150, 1216(%rsp), %zmm1, %zmm8
	vpmuludq	%zmm9, %zmm15, %zmm15
	vmovdqa64	%zmm15, 192(%rsp)
	vpsrlq	$32, %zmm15, %zmm15
	vpternlogq	$150, %zmm30, %zmm1, %zmm15
	vpmuludq	%zmm9, %zmm0, %zmm24
	vpsrlq	$32, %zmm24, %zmm22
	vpternlogq	$150, 2176(%rsp), %zmm1, %zmm22
	vpmuludq	%zmm9, %zmm16, %zmm0
	vmovdqa64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, %zmm20, %zmm1, %zmm16
	vpmuludq	%zmm29, %zmm11, %zmm21
	vpsrlq	$32, %zmm21, %zmm11
	vmovdqa64	2048(%rsp), %zmm31
	vpternlogq	$150, %zmm26, %zmm31, %zmm11
	vpmuludq	%zmm29, %zmm25, %zmm25
	vpsrlq	$32, %zmm25, %zmm0
	vpternlogq	$150, 1152(%rsp), %zmm31, %zmm0
	vpmuludq	%zmm29, %zmm12, %zmm1
	vmovdqa64	%zmm1, 1152(%rsp)
	vpsrlq	$32, %zmm1, %zmm12
	vpternlogq	$150, %zmm5, %zmm31, %zmm12
	vpmuludq	%zmm29, %zmm4, %zmm26
	vpsrlq	$32, %zmm26, %zmm4
	vpternlogq	$150, %zmm27, %zmm31, %zmm4
	vpmuludq	%zmm29, %zmm13, %zmm27
	vpsrlq	$32, %zmm27, %zmm13
	vpternlogq	$150, 1472(%rsp), %zmm31, %zmm13
	vpmuludq	%zmm29, %zmm2, %zmm1
	vmovdqa64	%zmm1, 1472(%rsp)
	vpsrlq	$32, %zmm1, %zmm19
	vpternlogq	$150, %zmm28, %zmm31, %zmm19
	vpmuludq	%zmm29, %zmm18, %zmm1
	vmovdqa64	%zmm1, 1216(%rsp)
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, 2560(%rsp), %zmm31, %zmm20
	vpmuludq	%zmm29, %zmm3, %zmm28
	vpsrlq	$32, %zmm28, %zmm1
	vpternlogq	$150, 1344(%rsp), %zmm31, %zmm1
	vpmuludq	%zmm9, %zmm0, %zmm0
	vmovdqa64	%zmm0, 1344(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqa64	4992(%rsp), %zmm0
	vpternlogq	$150, 1664(%rsp), %zmm0, %zmm2
	vpmuludq	%zmm9, %zmm11, %zmm31
	vpsrlq	$32, %zmm31, %zmm3
	vpternlogq	$150, %zmm17, %zmm0, %zmm3
	vpmuludq	%zmm9, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpternlogq	$150, 1280(%rsp), %zmm0, %zmm5
	vpmuludq	%zmm9, %zmm12, %zmm18
	vpsrlq	$32, %zmm18, %zmm11
	vpternlogq	$150, 512(%rsp), %zmm0, %zmm11
	vpmuludq	%zmm9, %zmm19, %zmm12
	vmovdqa64	%zmm12, 1280(%rsp)
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm23, %zmm0, %zmm12
	vpmuludq	%zmm9, %zmm13, %zmm30
	vpsrlq	$32, %zmm30, %zmm13
	vpternlogq	$150, 192(%rsp), %zmm0, %zmm13
	vpmuludq	%zmm9, %zmm1, %zmm19
	vpsrlq	$32, %zmm19, %zmm17
	vpternlogq	$150, %zmm24, %zmm0, %zmm17
	vpmuludq	%zmm9, %zmm20, %zmm1
	vmovdqa64	%zmm1, 192(%rsp)
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, 320(%rsp), %zmm0, %zmm20
	vpmuludq	%zmm29, %zmm10, %zmm0
	vmovdqa64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqa64	4928(%rsp), %zmm23
	vpternlogq	$150, %zmm21, %zmm23, %zmm0
	vpmuludq	%zmm29, %zmm6, %zmm1
	vmovdqa64	%zmm1, 512(%rsp)
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, %zmm25, %zmm23, %zmm21
	vpmuludq	%zmm29, %zmm14, %zmm14
	vpsrlq	$32, %zmm14, %zmm1
	vpternlogq	$150, 1152(%rsp), %zmm23, %zmm1
	vpmuludq	%zmm29, %zmm7, %zmm10
	vpsrlq	$32, %zmm10, %zmm7
	vpternlogq	$150, %zmm26, %zmm23, %zmm7
	vpmuludq	%zmm29, %zmm15, %zmm15
	vpsrlq	$32, %zmm15, %zmm26
	vpternlogq	$150, %zmm27, %zmm23, %zmm26
	vpmuludq	%zmm29, %zmm8, %zmm25
	vpsrlq	$32, %zmm25, %zmm8
	vpternlogq	$150, 1472(%rsp), %zmm23, %zmm8
	vpmuludq	%zmm29, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm27
	vpternlogq	$150, 1216(%rsp), %zmm23, %zmm27
	vpmuludq	%zmm29, %zmm22, %zmm24
	vpsrlq	$32, %zmm24, %zmm22
	vpternlogq	$150, %zmm28, %zmm23, %zmm22
	vpmuludq	%zmm9, %zmm21, %zmm21
	vpsrlq	$32, %zmm21, %zmm28
	vmovdqa64	4864(%rsp), %zmm23
	vpternlogq	$150, 1344(%rsp), %zmm23, %zmm28
	vpmuludq	%zmm9, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm31, %zmm23, %zmm21
	vpmuludq	%zmm9, %zmm7, %zmm0
	vpsrlq	$32, %zmm0, %zmm6
	vpternlogq	$150, %zmm4, %zmm23, %zmm6
	vpmuludq	%zmm9, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, %zmm18, %zmm23, %zmm4
	vpmuludq	%zmm9, %zmm8, %zmm0
	vpsrlq	$32, %zmm0, %zmm7
	vpternlogq	$150, 1280(%rsp), %zmm23, %zmm7
	vpmuludq	%zmm9, %zmm26, %zmm0
	vpsrlq	$32, %zmm0, %zmm18
	vpternlogq	$150, %zmm30, %zmm23, %zmm18
	vpmuludq	%zmm9, %zmm22, %zmm0
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, %zmm19, %zmm23, %zmm8
	vpmuludq	%zmm29, %zmm3, %zmm26
	vpmuludq	%zmm29, %zmm2, %zmm30
	vpmuludq	%zmm29, %zmm11, %zmm22
	vpmuludq	%zmm29, %zmm5, %zmm19
	vpmuludq	%zmm29, %zmm13, %zmm13
	vpmuludq	%zmm29, %zmm12, %zmm11
	vpmuludq	%zmm29, %zmm20, %zmm3
	vpmuludq	%zmm29, %zmm17, %zmm2
	vpmuludq	%zmm9, %zmm27, %zmm0
	vpsrlq	$32, %zmm0, %zmm12
	vpternlogq	$150, 192(%rsp), %zmm23, %zmm12
	vpsrlq	$32, %zmm26, %zmm0
	vmovdqa64	4416(%rsp), %zmm20
	vpternlogq	$150, 320(%rsp), %zmm20, %zmm0
	vpsrlq	$32, %zmm30, %zmm1
	vpternlogq	$150, 512(%rsp), %zmm20, %zmm1
	vpsrlq	$32, %zmm22, %zmm5
	vpternlogq	$150, %zmm14, %zmm20, %zmm5
	vpsrlq	$32, %zmm19, %zmm14
	vpternlogq	$150, %zmm10, %zmm20, %zmm14
	vpsrlq	$32, %zmm13, %zmm10
	vpternlogq	$150, %zmm15, %zmm20, %zmm10
	vpsrlq	$32, %zmm11, %zmm15
	vpternlogq	$150, %zmm25, %zmm20, %zmm15
	vpsrlq	$32, %zmm3, %zmm17
	vpternlogq	$150, %zmm16, %zmm20, %zmm17
	vpsrlq	$32, %zmm2, %zmm16
	vpternlogq	$150, %zmm24, %zmm20, %zmm16
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm1, %zmm0
	vpmovqd	%zmm14, %ymm1
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm1, %zmm20
	vpmovqd	%zmm15, %ymm1
	vpmovqd	%zmm10, %ymm5
	vinserti64x4	$1, %ymm5, %zmm1, %zmm5
	vpmovqd	%zmm16, %ymm1
	vpmovqd	%zmm17, %ymm10
	vinserti64x4	$1, %ymm10, %zmm1, %zmm10
	vpmuludq	%zmm29, %zmm21, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vmovdqa64	1856(%rsp), %zmm16
	vpternlogq	$150, %zmm26, %zmm16, %zmm1
	vpmuludq	%zmm29, %zmm28, %zmm14
	vpsrlq	$32, %zmm14, %zmm14
	vpternlogq	$150, %zmm30, %zmm16, %zmm14
	vmovaps	5568(%rsp), %zmm21
	vpmuludq	%zmm29, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm22, %zmm16, %zmm4
	vpmuludq	%zmm29, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm19, %zmm16, %zmm6
	vpmuludq	%zmm29, %zmm18, %zmm15
	vpsrlq	$32, %zmm15, %zmm15
	vpternlogq	$150, %zmm13, %zmm16, %zmm15
	vpmuludq	%zmm29, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm11, %zmm16, %zmm7
	vpmuludq	%zmm29, %zmm12, %zmm11
	vpsrlq	$32, %zmm11, %zmm11
	vpternlogq	$150, %zmm3, %zmm16, %zmm11
	vpmuludq	%zmm29, %zmm8, %zmm3
	vmovdqa64	1920(%rsp), %zmm8
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm2, %zmm16, %zmm3
	vpmuludq	%zmm9, %zmm14, %zmm2
	vpmuludq	%zmm9, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm2, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm2, %zmm1
	vpmuludq	%zmm9, %zmm6, %zmm2
	vpmuludq	%zmm9, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm2, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm2, %zmm2
	vpmuludq	%zmm9, %zmm7, %zmm4
	vpmuludq	%zmm9, %zmm15, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm4, %zmm4
	vpmuludq	%zmm9, %zmm3, %zmm3
	vpmuludq	%zmm9, %zmm11, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm3, %zmm3
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm3, %zmm3
	vpbroadcastd	.LCPI0_16(%rip), %zmm7
	vpmulld	%zmm7, %zmm0, %zmm0
	vpmulld	%zmm7, %zmm20, %zmm6
	vpternlogd	$150, %zmm0, %zmm8, %zmm1
	vpternlogd	$150, %zmm6, %zmm8, %zmm2
	vpmulld	%zmm7, %zmm5, %zmm0
	vpmulld	%zmm7, %zmm10, %zmm5
	vpternlogd	$150, %zmm0, %zmm8, %zmm4
	vpternlogd	$150, %zmm5, %zmm8, %zmm3
	vmovdqu64	%zmm1, 12480(%rsp,%rdi,4)
	vmovdqu64	%zmm2, 12544(%rsp,%rdi,4)
	vmovdqu64	%zmm4, 12608(%rsp,%rdi,4)
	vmovdqu64	%zmm3, 12672(%rsp,%rdi,4)
	addq	$64, %rdi
	cmpq	%rdi, %rax
	jne	.LBB0_790
	cmpq	%rax, %r14
	movq	72(%rsp), %r8
	movl	$3528531795, %r12d
	movq	768(%rsp), %rax
	movq	184(%rsp), %r15
	movq	4544(%rsp), %r11
	movq	5056(%rsp), %rbx
	vmovdqa64	5504(%rsp), %zmm1
	movl	64(%rsp), %esi
	vmovaps	1728(%rsp), %zmm17
	vmovdqa64	3968(%rsp), %zmm14
	vmovdqa64	4992(%rsp), %zmm31
	vmovdqa64	4416(%rsp), %zmm13
	vmovdqa64	1856(%rsp), %zmm3
	vmovdqa64	2688(%rsp), %zmm9
	vmovaps	%zmm21, %zmm10
	vmovsd	.LCPI0_35(%rip), %xmm25
	vbroadcastsd	.LCPI0_19(%rip), %zmm19
	vpbroadcastq	.LCPI0_20(%rip), %zmm11
	vmovdqa64	4928(%rsp), %zmm15
	vbroadcastsd	.LCPI0_22(%rip), %zmm4
	vmovdqa64	4864(%rsp), %zmm18
	vmovdqa64	5760(%rsp), %zmm6
	vpbroadcastq	.LCPI0_32(%rip), %zmm16
	vmovdqa64	4480(%rsp), %zmm21
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vmovdqa64	6144(%rsp), %zmm24
	vmovaps	%zmm10, %zmm0
	vpbroadcastq	.LCPI0_14(%rip), %zmm7
	vpbroadcastd	.LCPI0_381(%rip), %ymm26
	vpbroadcastd	.LCPI0_16(%rip), %ymm30
	vmovaps	%zmm4, %zmm10
	vmovaps	3456(%rsp), %zmm20
	je	.LBB0_797
	vmovaps	%zmm0, %zmm4
	movq	1656(%rsp), %rcx
	movq	%rcx, %rdx
	testb	$56, %r14b
	je	.LBB0_796
.LBB0_793:
	vmovdqa	.LCPI0_383(%rip), %ymm10
	vmovdqa64	%zmm6, %zmm17
	vmovdqa64	%ymm30, %ymm6
	vpbroadcastq	.LCPI0_15(%rip), %zmm30
	vmovdqa64	4288(%rsp), %zmm20
	vmovdqa64	5312(%rsp), %zmm11
	vmovdqa64	4352(%rsp), %zmm27
	vmovdqa64	%zmm3, %zmm12
	vmovdqa64	2048(%rsp), %zmm16
	vmovdqa64	%zmm8, %zmm22
	vmovdqa64	6464(%rsp), %zmm8
	movq	3376(%rsp), %rax
	vmovdqa64	5248(%rsp), %zmm28
	vmovdqa64	%zmm1, %zmm29
	.p2align	4
.LBB0_794:
	vpmovzxdq	15040(%rsp,%rdx,4), %zmm0
	vpaddd	17088(%rsp,%rdx,4), %ymm8, %ymm1
	vpmuludq	%zmm7, %zmm0, %zmm0
	vpxord	%ymm24, %ymm1, %ymm1
	vxorps	%zmm0, %zmm4, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpmovzxdq	%ymm1, %zmm3
	vpmuludq	%zmm7, %zmm3, %zmm3
	vmovaps	%zmm4, %zmm23
	vpmuludq	%ymm26, %ymm1, %ymm4
	vpshufd	$245, %ymm1, %ymm1
	vpmuludq	%ymm26, %ymm1, %ymm1
	vpermt2d	%ymm1, %ymm10, %ymm4
	vpmovzxdq	%ymm4, %zmm1
	vpmuludq	%zmm30, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm0, %zmm9, %zmm1
	vpxorq	%zmm4, %zmm29, %zmm0
	vpmuludq	%zmm7, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm4
	vpmuludq	%zmm30, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm2, %zmm28, %zmm5
	vpternlogq	$150, %zmm3, %zmm17, %zmm4
	vpmuludq	%zmm7, %zmm5, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpmuludq	%zmm30, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpternlogq	$150, %zmm1, %zmm11, %zmm5
	vpternlogq	$150, %zmm0, %zmm21, %zmm3
	vpmuludq	%zmm7, %zmm5, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpmuludq	%zmm30, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpternlogq	$150, %zmm4, %zmm27, %zmm5
	vpternlogq	$150, %zmm2, %zmm14, %zmm1
	vpmuludq	%zmm7, %zmm5, %zmm2
	vpsrlq	$32, %zmm2, %zmm4
	vpmuludq	%zmm30, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm3, %zmm20, %zmm5
	vpternlogq	$150, %zmm0, %zmm16, %zmm4
	vpmuludq	%zmm7, %zmm5, %zmm0
	vpsrlq	$32, %zmm0, %zmm3
	vpmuludq	%zmm30, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpternlogq	$150, %zmm1, %zmm31, %zmm5
	vpternlogq	$150, %zmm2, %zmm15, %zmm3
	vpmuludq	%zmm7, %zmm5, %zmm1
	vpsrlq	$32, %zmm1, %zmm2
	vpmuludq	%zmm30, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm4, %zmm18, %zmm3
	vmovaps	%zmm23, %zmm4
	vpternlogq	$150, %zmm0, %zmm13, %zmm2
	vpmuludq	%zmm7, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpmovqd	%zmm2, %ymm2
	vpmulld	%ymm6, %ymm2, %ymm2
	vpternlogq	$150, %zmm1, %zmm12, %zmm0
	vpmuludq	%zmm30, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpmovqd	%zmm0, %ymm0
	vpternlogd	$150, %ymm2, %ymm22, %ymm0
	vmovdqu	%ymm0, 12480(%rsp,%rdx,4)
	addq	$8, %rdx
	cmpq	%rdx, %rax
	jne	.LBB0_794
	movq	%rax, %rcx
	cmpq	%rax, %r14
	movq	72(%rsp), %r8
	movl	$3528531795, %r12d
	movq	768(%rsp), %rax
	movq	184(%rsp), %r15
	movq	4544(%rsp), %r11
	movq	5056(%rsp), %rbx
	movl	64(%rsp), %esi
	vbroadcastsd	.LCPI0_22(%rip), %zmm10
	vpbroadcastq	.LCPI0_32(%rip), %zmm16
	vpbroadcastq	.LCPI0_20(%rip), %zmm11
	vmovaps	3456(%rsp), %zmm20
	vmovaps	1728(%rsp), %zmm17
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	je	.LBB0_797
	.p2align	4
.LBB0_796:
	movl	15040(%rsp,%rcx,4), %edi
	movl	17088(%rsp,%rcx,4), %r14d
	addl	%r9d, %r14d
	imulq	%r12, %rdi
	xorl	%r15d, %r14d
	movq	%r8, %rdx
	xorq	%rdi, %rdx
	shrq	$32, %rdx
	imulq	%r12, %r14
	movq	%r15, %r13
	movq	%r8, %r15
	movq	%r14, %r8
	shrq	$32, %r8
	imulq	%rax, %rdx
	movq	%rdx, %r9
	shrq	$32, %r9
	xorl	2752(%rsp), %r9d
	xorl	6272(%rsp), %edi
	xorl	%r8d, %edi
	imulq	%r12, %r9
	imulq	%rax, %rdi
	movq	%rdi, %r8
	shrq	$32, %r8
	xorl	3264(%rsp), %edx
	xorl	%r8d, %edx
	movq	%r9, %r8
	shrq	$32, %r8
	xorl	6208(%rsp), %r14d
	xorl	%r8d, %r14d
	imulq	%r12, %rdx
	imulq	%rax, %r14
	movq	%r14, %r8
	shrq	$32, %r8
	xorl	4608(%rsp), %edi
	xorl	%r8d, %edi
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	704(%rsp), %r9d
	xorl	%r8d, %r9d
	imulq	%r12, %rdi
	imulq	%rax, %r9
	movq	%r9, %r8
	shrq	$32, %r8
	xorl	4672(%rsp), %r14d
	xorl	%r8d, %r14d
	movq	%rdi, %r8
	shrq	$32, %r8
	xorl	%ebx, %edx
	xorl	%r8d, %edx
	imulq	%r12, %r14
	imulq	%rax, %rdx
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	3904(%rsp), %r9d
	xorl	%r8d, %r9d
	movq	%r14, %r8
	shrq	$32, %r8
	xorl	4032(%rsp), %edi
	xorl	%r8d, %edi
	imulq	%r12, %r9
	imulq	%rax, %rdi
	movq	%rdi, %r8
	shrq	$32, %r8
	xorl	%r11d, %edx
	xorl	%r8d, %edx
	movq	%r9, %r8
	shrq	$32, %r8
	xorl	6336(%rsp), %r14d
	xorl	%r8d, %r14d
	imulq	%r12, %rdx
	imulq	%rax, %r14
	shrq	$32, %r14
	xorl	5824(%rsp), %edi
	xorl	%r14d, %edi
	movq	2240(%rsp), %r14
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	2112(%rsp), %r9d
	xorl	%r8d, %r9d
	movq	%r15, %r8
	movq	%r13, %r15
	imulq	%r12, %rdi
	shrq	$32, %rdi
	xorl	3840(%rsp), %edx
	xorl	%edi, %edx
	imull	$-845247145, %r9d, %edi
	movq	40(%rsp), %r9
	imulq	%rax, %rdx
	shrq	$32, %rdx
	xorl	%esi, %edi
	xorl	%edx, %edi
	movl	%edi, 12480(%rsp,%rcx,4)
	incq	%rcx
	cmpq	%r14, %rcx
	jb	.LBB0_796
.LBB0_797:
	cmpq	$8, %r14
	jae	.LBB0_799
	xorl	%ecx, %ecx
	movq	704(%rsp), %r13
	movabsq	$4604544269498187776, %rax
	movabsq	$4503595332403200, %r15
	movabsq	$-9223372036854775808, %r11
	movq	1984(%rsp), %r12
	movq	696(%rsp), %rsi
	movq	296(%rsp), %rbx
	jmp	.LBB0_808
.LBB0_799:
	cmpq	$64, %r14
	movq	704(%rsp), %r13
	movabsq	$4604544269498187776, %rax
	movabsq	$4503595332403200, %r15
	movabsq	$-9223372036854775808, %r11
	movq	1984(%rsp), %r12
	movq	696(%rsp), %rsi
	movq	296(%rsp), %rbx
	movq	1024(%rsp), %r8
	jae	.LBB0_801
	xorl	%edx, %edx
	vbroadcastsd	.LCPI0_33(%rip), %zmm12
	vpbroadcastq	.LCPI0_25(%rip), %zmm26
	jmp	.LBB0_805
.LBB0_801:
	xorl	%r9d, %r9d
	movq	1656(%rsp), %rcx
	.p2align	4
.LBB0_802:
	vcvtudq2pd	12480(%rsp,%r9,4), %zmm0
	vcvtudq2pd	12512(%rsp,%r9,4), %zmm1
	vcvtudq2pd	12544(%rsp,%r9,4), %zmm2
	vcvtudq2pd	12576(%rsp,%r9,4), %zmm3
	vcvtudq2pd	12608(%rsp,%r9,4), %zmm4
	vcvtudq2pd	12640(%rsp,%r9,4), %zmm5
	vcvtudq2pd	12672(%rsp,%r9,4), %zmm6
	vcvtudq2pd	12704(%rsp,%r9,4), %zmm7
	vaddpd	%zmm19, %zmm1, %zmm1
	vaddpd	%zmm19, %zmm0, %zmm0
	vaddpd	%zmm19, %zmm3, %zmm3
	vaddpd	%zmm19, %zmm2, %zmm2
	vaddpd	%zmm19, %zmm5, %zmm5
	vaddpd	%zmm19, %zmm4, %zmm4
	vaddpd	%zmm19, %zmm7, %zmm7
	vaddpd	%zmm19, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_20(%rip), %zmm8
	vmulpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm8, %zmm7, %zmm7
	vpsrlq	$32, %zmm1, %zmm8
	vpsrlq	$32, %zmm0, %zmm9
	vpsrlq	$32, %zmm3, %zmm10
	vpsrlq	$32, %zmm2, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm4, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm6, %zmm15
	vpbroadcastq	.LCPI0_21(%rip), %zmm19
	vpaddq	%zmm19, %zmm9, %zmm9
	vmovdqa64	%zmm9, 1152(%rsp)
	vpaddq	%zmm19, %zmm8, %zmm18
	vmovdqa64	%zmm18, 1280(%rsp)
	vpaddq	%zmm19, %zmm11, %zmm11
	vmovdqa64	%zmm11, 1216(%rsp)
	vpaddq	%zmm19, %zmm10, %zmm17
	vmovdqa64	%zmm17, 1472(%rsp)
	vpaddq	%zmm19, %zmm13, %zmm13
	vmovdqa64	%zmm13, 1344(%rsp)
	vpaddq	%zmm19, %zmm12, %zmm16
	vmovdqa64	%zmm16, 512(%rsp)
	vpaddq	%zmm19, %zmm15, %zmm15
	vmovdqa64	%zmm15, 320(%rsp)
	vpaddq	%zmm19, %zmm14, %zmm14
	vmovdqa64	%zmm14, 192(%rsp)
	vpsllq	$32, %zmm9, %zmm8
	vpsllq	$32, %zmm18, %zmm9
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm17, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm16, %zmm13
	vpsllq	$32, %zmm15, %zmm15
	vpsllq	$32, %zmm14, %zmm14
	vpbroadcastq	.LCPI0_23(%rip), %zmm21
	vpandq	%zmm21, %zmm9, %zmm9
	vpandq	%zmm21, %zmm8, %zmm8
	vpandq	%zmm21, %zmm11, %zmm11
	vpandq	%zmm21, %zmm10, %zmm10
	vpandq	%zmm21, %zmm13, %zmm16
	vpandq	%zmm21, %zmm12, %zmm31
	vpandq	%zmm21, %zmm14, %zmm14
	vpandq	%zmm21, %zmm15, %zmm18
	vpbroadcastq	.LCPI0_24(%rip), %zmm12
	vpternlogq	$248, %zmm12, %zmm0, %zmm8
	vpternlogq	$248, %zmm12, %zmm1, %zmm9
	vpternlogq	$248, %zmm12, %zmm2, %zmm10
	vpternlogq	$248, %zmm12, %zmm3, %zmm11
	vpternlogq	$248, %zmm12, %zmm4, %zmm31
	vpternlogq	$248, %zmm12, %zmm5, %zmm16
	vpternlogq	$248, %zmm12, %zmm6, %zmm18
	vpternlogq	$248, %zmm12, %zmm7, %zmm14
	vpbroadcastq	.LCPI0_25(%rip), %zmm23
	vpaddq	%zmm23, %zmm9, %zmm0
	vpaddq	%zmm23, %zmm8, %zmm1
	vpaddq	%zmm23, %zmm11, %zmm2
	vpaddq	%zmm23, %zmm10, %zmm3
	vbroadcastsd	.LCPI0_26(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm25
	vaddpd	%zmm8, %zmm0, %zmm30
	vaddpd	%zmm8, %zmm3, %zmm27
	vaddpd	%zmm8, %zmm2, %zmm6
	vmovapd	%zmm6, 3072(%rsp)
	vbroadcastsd	.LCPI0_27(%rip), %zmm20
	vaddpd	%zmm20, %zmm30, %zmm0
	vaddpd	%zmm20, %zmm25, %zmm1
	vaddpd	%zmm20, %zmm27, %zmm2
	vdivpd	%zmm1, %zmm25, %zmm5
	vmovapd	%zmm5, 2176(%rsp)
	vdivpd	%zmm0, %zmm30, %zmm4
	vmovapd	%zmm4, 2944(%rsp)
	vdivpd	%zmm2, %zmm27, %zmm1
	vmovapd	%zmm1, 2816(%rsp)
	vaddpd	%zmm20, %zmm6, %zmm0
	vdivpd	%zmm0, %zmm6, %zmm0
	vmovapd	%zmm0, 2432(%rsp)
	vmulpd	%zmm4, %zmm4, %zmm2
	vmovapd	%zmm2, 4160(%rsp)
	vmulpd	%zmm5, %zmm5, %zmm3
	vmovapd	%zmm3, 4800(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm4
	vmovapd	%zmm4, 3712(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 2880(%rsp)
	vmulpd	%zmm3, %zmm3, %zmm3
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm4, %zmm4, %zmm1
	vbroadcastsd	.LCPI0_28(%rip), %zmm10
	vmulpd	%zmm10, %zmm2, %zmm4
	vmulpd	%zmm10, %zmm3, %zmm5
	vmulpd	%zmm10, %zmm1, %zmm6
	vbroadcastsd	.LCPI0_29(%rip), %zmm24
	vaddpd	%zmm24, %zmm5, %zmm5
	vaddpd	%zmm24, %zmm4, %zmm4
	vaddpd	%zmm24, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm2, %zmm4
	vmulpd	%zmm5, %zmm3, %zmm5
	vmulpd	%zmm6, %zmm1, %zmm6
	vbroadcastsd	.LCPI0_30(%rip), %zmm7
	vaddpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm4, %zmm4
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm2, %zmm4
	vmovapd	%zmm4, 2496(%rsp)
	vmulpd	%zmm5, %zmm3, %zmm4
	vmovapd	%zmm4, 2560(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm4
	vmovapd	%zmm4, 1664(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_32(%rip), %zmm21
	vaddpd	%zmm21, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_33(%rip), %zmm28
	vaddpd	%zmm28, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm12
	vmulpd	%zmm6, %zmm3, %zmm2
	vaddpd	%zmm21, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm3, %zmm2
	vaddpd	%zmm28, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm3, %zmm19
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	%zmm21, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm28, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm17
	vmulpd	%zmm10, %zmm0, %zmm1
	vaddpd	%zmm24, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vmovapd	%zmm1, 3520(%rsp)
	vmulpd	%zmm6, %zmm0, %zmm1
	vaddpd	%zmm21, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm28, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm11
	vpaddq	%zmm23, %zmm16, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm13
	vaddpd	%zmm20, %zmm13, %zmm0
	vdivpd	%zmm0, %zmm13, %zmm0
	vmovapd	%zmm0, 4736(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm22
	vmulpd	%zmm22, %zmm22, %zmm0
	vmulpd	%zmm10, %zmm0, %zmm2
	vmovapd	%zmm10, %zmm5
	vaddpd	%zmm24, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmovapd	%zmm7, %zmm16
	vmulpd	%zmm2, %zmm0, %zmm1
	vmovapd	%zmm1, 5952(%rsp)
	vmulpd	%zmm6, %zmm0, %zmm2
	vaddpd	%zmm21, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vmovapd	%zmm28, %zmm1
	vaddpd	%zmm28, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm9
	vpaddq	%zmm23, %zmm31, %zmm0
	vmovapd	%zmm8, %zmm2
	vaddpd	%zmm8, %zmm0, %zmm7
	vaddpd	%zmm20, %zmm7, %zmm0
	vmovapd	%zmm20, %zmm4
	vdivpd	%zmm0, %zmm7, %zmm0
	vmovapd	%zmm0, 3584(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm15
	vmulpd	%zmm15, %zmm15, %zmm3
	vmulpd	%zmm10, %zmm3, %zmm20
	vaddpd	%zmm24, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm3, %zmm20
	vaddpd	%zmm16, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm3, %zmm29
	vmovapd	%zmm6, %zmm0
	vmulpd	%zmm6, %zmm3, %zmm20
	vaddpd	%zmm21, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm3, %zmm20
	vaddpd	%zmm28, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm3, %zmm20
	vpaddq	%zmm23, %zmm14, %zmm3
	vmovdqa64	%zmm23, %zmm8
	vaddpd	%zmm2, %zmm3, %zmm10
	vmovapd	%zmm2, %zmm6
	vaddpd	%zmm4, %zmm10, %zmm3
	vmovapd	%zmm4, %zmm28
	vdivpd	%zmm3, %zmm10, %zmm2
	vmovapd	%zmm2, 3392(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm14
	vmulpd	%zmm14, %zmm14, %zmm3
	vmulpd	%zmm5, %zmm3, %zmm31
	vaddpd	%zmm24, %zmm31, %zmm31
	vmovapd	%zmm24, %zmm4
	vmulpd	%zmm31, %zmm3, %zmm31
	vaddpd	%zmm16, %zmm31, %zmm31
	vmovapd	%zmm16, %zmm23
	vmulpd	%zmm31, %zmm3, %zmm31
	vmulpd	%zmm0, %zmm3, %zmm26
	vmovapd	%zmm0, %zmm2
	vaddpd	%zmm21, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm3, %zmm26
	vaddpd	%zmm1, %zmm26, %zmm26
	vmovapd	%zmm1, %zmm16
	vmulpd	%zmm26, %zmm3, %zmm26
	vpaddq	%zmm8, %zmm18, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm18
	vaddpd	%zmm28, %zmm18, %zmm3
	vdivpd	%zmm3, %zmm18, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm5, %zmm0, %zmm24
	vaddpd	%zmm4, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vaddpd	%zmm23, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vmulpd	%zmm2, %zmm0, %zmm23
	vaddpd	%zmm21, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vaddpd	%zmm16, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm16
	vaddpd	%zmm16, %zmm12, %zmm12
	vmulpd	4160(%rsp), %zmm12, %zmm12
	vaddpd	2496(%rsp), %zmm12, %zmm12
	vaddpd	%zmm16, %zmm19, %zmm19
	vmulpd	4800(%rsp), %zmm19, %zmm19
	vaddpd	2560(%rsp), %zmm19, %zmm19
	vaddpd	%zmm16, %zmm17, %zmm17
	vmulpd	3712(%rsp), %zmm17, %zmm17
	vaddpd	1664(%rsp), %zmm17, %zmm17
	vaddpd	%zmm16, %zmm11, %zmm11
	vmulpd	2880(%rsp), %zmm11, %zmm11
	vaddpd	3520(%rsp), %zmm11, %zmm11
	vaddpd	%zmm16, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm22, %zmm5
	vaddpd	5952(%rsp), %zmm5, %zmm5
	vaddpd	%zmm16, %zmm20, %zmm6
	vmulpd	%zmm6, %zmm15, %zmm4
	vaddpd	%zmm4, %zmm29, %zmm4
	vaddpd	%zmm16, %zmm26, %zmm6
	vmulpd	%zmm6, %zmm14, %zmm2
	vaddpd	%zmm2, %zmm31, %zmm6
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm24, %zmm16
	vmovapd	%zmm25, 3648(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm25, %zmm0
	vmulpd	%zmm0, %zmm25, %zmm0
	vaddpd	%zmm19, %zmm0, %zmm1
	vmulpd	2176(%rsp), %zmm1, %zmm9
	vmovapd	%zmm30, 6080(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm30, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm1
	vmulpd	2944(%rsp), %zmm1, %zmm24
	vmovapd	%zmm27, 5696(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm27, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm14
	vaddpd	%zmm11, %zmm14, %zmm11
	vmulpd	2816(%rsp), %zmm11, %zmm11
	vmovapd	3072(%rsp), %zmm28
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm28, %zmm12
	vmulpd	%zmm12, %zmm28, %zmm12
	vaddpd	%zmm17, %zmm12, %zmm15
	vmulpd	2432(%rsp), %zmm15, %zmm15
	vmovapd	%zmm7, 5632(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm7, %zmm17
	vmulpd	%zmm17, %zmm7, %zmm17
	vaddpd	%zmm4, %zmm17, %zmm4
	vmulpd	3584(%rsp), %zmm4, %zmm4
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm13, %zmm8
	vmulpd	%zmm8, %zmm13, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	4736(%rsp), %zmm5, %zmm5
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm18, %zmm19
	vmulpd	%zmm19, %zmm18, %zmm19
	vaddpd	%zmm16, %zmm19, %zmm7
	vmulpd	%zmm7, %zmm3, %zmm3
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm10, %zmm7
	vmulpd	%zmm7, %zmm10, %zmm7
	vaddpd	%zmm6, %zmm7, %zmm6
	vmulpd	3392(%rsp), %zmm6, %zmm6
	vpsrlq	$20, 1152(%rsp), %zmm20
	vpbroadcastq	.LCPI0_22(%rip), %zmm30
	vpaddq	%zmm30, %zmm20, %zmm20
	vcvtqq2pd	%zmm20, %zmm20
	vbroadcastsd	.LCPI0_35(%rip), %zmm16
	vmulpd	%zmm16, %zmm20, %zmm22
	vaddpd	%zmm9, %zmm22, %zmm9
	vpsrlq	$20, 1280(%rsp), %zmm22
	vpaddq	%zmm30, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm16, %zmm22, %zmm23
	vaddpd	%zmm24, %zmm23, %zmm1
	vpsrlq	$20, 1216(%rsp), %zmm23
	vpaddq	%zmm30, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm16, %zmm23, %zmm24
	vaddpd	%zmm11, %zmm24, %zmm11
	vpsrlq	$20, 1472(%rsp), %zmm24
	vpaddq	%zmm30, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm16, %zmm24, %zmm26
	vaddpd	%zmm15, %zmm26, %zmm15
	vpsrlq	$20, 1344(%rsp), %zmm26
	vpaddq	%zmm30, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm16, %zmm26, %zmm27
	vaddpd	%zmm4, %zmm27, %zmm4
	vpsrlq	$20, 512(%rsp), %zmm27
	vpaddq	%zmm30, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm16, %zmm27, %zmm29
	vaddpd	%zmm5, %zmm29, %zmm5
	vpsrlq	$20, 320(%rsp), %zmm29
	vpaddq	%zmm30, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm16, %zmm29, %zmm31
	vaddpd	%zmm3, %zmm31, %zmm3
	vpsrlq	$20, 192(%rsp), %zmm31
	vpaddq	%zmm30, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm16, %zmm31, %zmm25
	vaddpd	%zmm6, %zmm25, %zmm6
	vsubpd	%zmm0, %zmm9, %zmm0
	vsubpd	%zmm2, %zmm1, %zmm2
	vsubpd	%zmm14, %zmm11, %zmm1
	vsubpd	%zmm12, %zmm15, %zmm9
	vsubpd	%zmm17, %zmm4, %zmm4
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm19, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm6, %zmm6
	vaddpd	6080(%rsp), %zmm2, %zmm2
	vaddpd	3648(%rsp), %zmm0, %zmm0
	vaddpd	%zmm9, %zmm28, %zmm7
	vaddpd	5696(%rsp), %zmm1, %zmm8
	vaddpd	%zmm5, %zmm13, %zmm5
	vaddpd	5632(%rsp), %zmm4, %zmm4
	vaddpd	%zmm6, %zmm10, %zmm6
	vaddpd	%zmm3, %zmm18, %zmm9
	vbroadcastsd	.LCPI0_36(%rip), %zmm10
	vmulpd	%zmm10, %zmm22, %zmm1
	vaddpd	%zmm2, %zmm1, %zmm1
	vmulpd	%zmm10, %zmm20, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm10, %zmm24, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm3
	vmulpd	%zmm10, %zmm23, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm10, %zmm27, %zmm7
	vaddpd	%zmm5, %zmm7, %zmm5
	vmulpd	%zmm10, %zmm26, %zmm7
	vaddpd	%zmm4, %zmm7, %zmm4
	vmulpd	%zmm10, %zmm31, %zmm7
	vaddpd	%zmm6, %zmm7, %zmm7
	vmulpd	%zmm10, %zmm29, %zmm6
	vaddpd	%zmm9, %zmm6, %zmm6
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
	vpbroadcastq	.LCPI0_21(%rip), %zmm17
	vpaddq	%zmm17, %zmm8, %zmm8
	vmovdqa64	%zmm8, 2176(%rsp)
	vpaddq	%zmm17, %zmm9, %zmm9
	vmovdqa64	%zmm9, 2560(%rsp)
	vpaddq	%zmm17, %zmm10, %zmm10
	vmovdqa64	%zmm10, 1664(%rsp)
	vpaddq	%zmm17, %zmm11, %zmm11
	vmovdqa64	%zmm11, 1280(%rsp)
	vpaddq	%zmm17, %zmm12, %zmm12
	vmovdqa64	%zmm12, 1216(%rsp)
	vpaddq	%zmm17, %zmm13, %zmm13
	vmovdqa64	%zmm13, 1472(%rsp)
	vpaddq	%zmm17, %zmm14, %zmm14
	vmovdqa64	%zmm14, 1152(%rsp)
	vpaddq	%zmm17, %zmm15, %zmm17
	vmovdqa64	%zmm17, 1344(%rsp)
	vpsllq	$32, %zmm8, %zmm8
	vpsllq	$32, %zmm9, %zmm9
	vpsllq	$32, %zmm10, %zmm10
	vpsllq	$32, %zmm11, %zmm11
	vpsllq	$32, %zmm12, %zmm12
	vpsllq	$32, %zmm13, %zmm13
	vpsllq	$32, %zmm14, %zmm15
	vpsllq	$32, %zmm17, %zmm14
	vpbroadcastq	.LCPI0_23(%rip), %zmm17
	vpandq	%zmm17, %zmm9, %zmm9
	vpandq	%zmm17, %zmm8, %zmm8
	vpandq	%zmm17, %zmm11, %zmm11
	vpandq	%zmm17, %zmm10, %zmm10
	vpandq	%zmm17, %zmm13, %zmm13
	vpandq	%zmm17, %zmm12, %zmm20
	vpandq	%zmm17, %zmm14, %zmm14
	vpandq	%zmm17, %zmm15, %zmm18
	vpbroadcastq	.LCPI0_24(%rip), %zmm12
	vpternlogq	$248, %zmm12, %zmm1, %zmm8
	vpternlogq	$248, %zmm12, %zmm0, %zmm9
	vpternlogq	$248, %zmm12, %zmm3, %zmm10
	vpternlogq	$248, %zmm12, %zmm2, %zmm11
	vpternlogq	$248, %zmm12, %zmm5, %zmm20
	vpternlogq	$248, %zmm12, %zmm4, %zmm13
	vpternlogq	$248, %zmm12, %zmm7, %zmm18
	vpternlogq	$248, %zmm12, %zmm6, %zmm14
	vpbroadcastq	.LCPI0_25(%rip), %zmm24
	vpaddq	%zmm24, %zmm9, %zmm0
	vpaddq	%zmm24, %zmm8, %zmm1
	vpaddq	%zmm24, %zmm11, %zmm2
	vpaddq	%zmm24, %zmm10, %zmm3
	vmovdqa64	%zmm24, %zmm9
	vbroadcastsd	.LCPI0_26(%rip), %zmm24
	vaddpd	%zmm24, %zmm1, %zmm7
	vaddpd	%zmm24, %zmm0, %zmm6
	vaddpd	%zmm24, %zmm3, %zmm5
	vaddpd	%zmm24, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_27(%rip), %zmm23
	vmovapd	%zmm6, 320(%rsp)
	vaddpd	%zmm23, %zmm6, %zmm0
	vmovapd	%zmm7, 512(%rsp)
	vaddpd	%zmm23, %zmm7, %zmm1
	vmovapd	%zmm4, 2496(%rsp)
	vaddpd	%zmm23, %zmm4, %zmm2
	vmovapd	%zmm5, 192(%rsp)
	vaddpd	%zmm23, %zmm5, %zmm3
	vdivpd	%zmm1, %zmm7, %zmm8
	vmovapd	%zmm8, 2880(%rsp)
	vdivpd	%zmm0, %zmm6, %zmm6
	vmovapd	%zmm6, 2944(%rsp)
	vdivpd	%zmm3, %zmm5, %zmm1
	vmovapd	%zmm1, 2816(%rsp)
	vdivpd	%zmm2, %zmm4, %zmm0
	vmovapd	%zmm0, 2432(%rsp)
	vmulpd	%zmm6, %zmm6, %zmm5
	vmovapd	%zmm5, 3072(%rsp)
	vmulpd	%zmm8, %zmm8, %zmm2
	vmovapd	%zmm2, 4800(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm4
	vmovapd	%zmm4, 4160(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 3712(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm3
	vmulpd	%zmm5, %zmm5, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm4, %zmm4, %zmm1
	vbroadcastsd	.LCPI0_28(%rip), %zmm19
	vmulpd	%zmm19, %zmm2, %zmm4
	vmulpd	%zmm19, %zmm3, %zmm5
	vmulpd	%zmm19, %zmm1, %zmm6
	vbroadcastsd	.LCPI0_29(%rip), %zmm12
	vaddpd	%zmm12, %zmm5, %zmm5
	vaddpd	%zmm12, %zmm4, %zmm4
	vaddpd	%zmm12, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm2, %zmm4
	vmulpd	%zmm5, %zmm3, %zmm5
	vmulpd	%zmm6, %zmm1, %zmm6
	vbroadcastsd	.LCPI0_30(%rip), %zmm11
	vaddpd	%zmm11, %zmm5, %zmm5
	vaddpd	%zmm11, %zmm4, %zmm4
	vaddpd	%zmm11, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm2, %zmm4
	vmovapd	%zmm4, 3392(%rsp)
	vmulpd	%zmm5, %zmm3, %zmm4
	vmovapd	%zmm4, 3648(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm4
	vmovapd	%zmm4, 4736(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm4
	vaddpd	%zmm21, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_33(%rip), %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm17
	vmulpd	%zmm6, %zmm3, %zmm2
	vaddpd	%zmm21, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm3, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm3, %zmm2
	vmovapd	%zmm2, 3584(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	%zmm21, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovapd	%zmm1, 5696(%rsp)
	vmulpd	%zmm19, %zmm0, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm29
	vmulpd	%zmm6, %zmm0, %zmm1
	vaddpd	%zmm21, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm25
	vmovdqa64	%zmm9, %zmm1
	vpaddq	%zmm9, %zmm13, %zmm0
	vaddpd	%zmm24, %zmm0, %zmm28
	vaddpd	%zmm23, %zmm28, %zmm0
	vdivpd	%zmm0, %zmm28, %zmm27
	vmulpd	%zmm27, %zmm27, %zmm7
	vmulpd	%zmm7, %zmm7, %zmm0
	vmulpd	%zmm19, %zmm0, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm15
	vmulpd	%zmm6, %zmm0, %zmm2
	vaddpd	%zmm21, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm9
	vpaddq	%zmm1, %zmm20, %zmm0
	vaddpd	%zmm24, %zmm0, %zmm13
	vaddpd	%zmm23, %zmm13, %zmm0
	vdivpd	%zmm0, %zmm13, %zmm22
	vmulpd	%zmm22, %zmm22, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm3
	vmulpd	%zmm19, %zmm3, %zmm20
	vaddpd	%zmm12, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm3, %zmm20
	vaddpd	%zmm11, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm3, %zmm10
	vmulpd	%zmm6, %zmm3, %zmm20
	vaddpd	%zmm21, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm3, %zmm20
	vaddpd	%zmm5, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm3, %zmm8
	vpaddq	%zmm1, %zmm14, %zmm3
	vaddpd	%zmm24, %zmm3, %zmm14
	vaddpd	%zmm23, %zmm14, %zmm3
	vdivpd	%zmm3, %zmm14, %zmm20
	vmulpd	%zmm20, %zmm20, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm3
	vmulpd	%zmm19, %zmm3, %zmm31
	vaddpd	%zmm12, %zmm31, %zmm31
	vmulpd	%zmm31, %zmm3, %zmm31
	vaddpd	%zmm11, %zmm31, %zmm31
	vmulpd	%zmm31, %zmm3, %zmm31
	vmulpd	%zmm6, %zmm3, %zmm26
	vaddpd	%zmm21, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm3, %zmm26
	vaddpd	%zmm5, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm3, %zmm26
	vpaddq	%zmm1, %zmm18, %zmm3
	vaddpd	%zmm24, %zmm3, %zmm18
	vaddpd	%zmm23, %zmm18, %zmm3
	vdivpd	%zmm3, %zmm18, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm19, %zmm0, %zmm24
	vaddpd	%zmm12, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vaddpd	%zmm11, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vmulpd	%zmm6, %zmm0, %zmm23
	vaddpd	%zmm21, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vaddpd	%zmm5, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm21
	vaddpd	%zmm21, %zmm17, %zmm12
	vmulpd	3072(%rsp), %zmm12, %zmm12
	vaddpd	3392(%rsp), %zmm12, %zmm12
	vaddpd	3584(%rsp), %zmm21, %zmm19
	vmulpd	4800(%rsp), %zmm19, %zmm19
	vaddpd	3648(%rsp), %zmm19, %zmm19
	vaddpd	5696(%rsp), %zmm21, %zmm17
	vmulpd	4160(%rsp), %zmm17, %zmm17
	vaddpd	4736(%rsp), %zmm17, %zmm17
	vaddpd	%zmm21, %zmm25, %zmm11
	vmulpd	3712(%rsp), %zmm11, %zmm11
	vaddpd	%zmm11, %zmm29, %zmm11
	vaddpd	%zmm21, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm7, %zmm5
	vaddpd	%zmm5, %zmm15, %zmm5
	vaddpd	%zmm21, %zmm8, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm10, %zmm4
	vaddpd	%zmm21, %zmm26, %zmm6
	vmulpd	%zmm6, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm31, %zmm6
	vaddpd	%zmm21, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm24, %zmm7
	vmovapd	512(%rsp), %zmm1
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm19, %zmm0, %zmm1
	vmulpd	2880(%rsp), %zmm1, %zmm9
	vmovapd	320(%rsp), %zmm2
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm2, %zmm1
	vmulpd	%zmm1, %zmm2, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm1
	vmulpd	2944(%rsp), %zmm1, %zmm10
	vmovapd	192(%rsp), %zmm8
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm8, %zmm1
	vmulpd	%zmm1, %zmm8, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm11
	vmulpd	2816(%rsp), %zmm11, %zmm11
	vmovapd	2496(%rsp), %zmm21
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm21, %zmm12
	vmulpd	%zmm12, %zmm21, %zmm12
	vaddpd	%zmm17, %zmm12, %zmm15
	vmulpd	2432(%rsp), %zmm15, %zmm15
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm13, %zmm17
	vmulpd	%zmm17, %zmm13, %zmm17
	vaddpd	%zmm4, %zmm17, %zmm4
	vmulpd	%zmm4, %zmm22, %zmm4
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm28, %zmm8
	vmulpd	%zmm8, %zmm28, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm27, %zmm5
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm18, %zmm19
	vmulpd	%zmm19, %zmm18, %zmm19
	vaddpd	%zmm7, %zmm19, %zmm7
	vmulpd	%zmm7, %zmm3, %zmm3
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm14, %zmm7
	vmulpd	%zmm7, %zmm14, %zmm7
	vaddpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm6, %zmm20, %zmm6
	vpsrlq	$20, 2176(%rsp), %zmm20
	vpaddq	%zmm30, %zmm20, %zmm20
	vcvtqq2pd	%zmm20, %zmm20
	vmulpd	%zmm16, %zmm20, %zmm22
	vaddpd	%zmm9, %zmm22, %zmm9
	vpsrlq	$20, 2560(%rsp), %zmm22
	vpaddq	%zmm30, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm16, %zmm22, %zmm23
	vaddpd	%zmm10, %zmm23, %zmm10
	vpsrlq	$20, 1664(%rsp), %zmm23
	vpaddq	%zmm30, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm16, %zmm23, %zmm24
	vaddpd	%zmm11, %zmm24, %zmm11
	vpsrlq	$20, 1280(%rsp), %zmm24
	vpaddq	%zmm30, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm16, %zmm24, %zmm26
	vaddpd	%zmm15, %zmm26, %zmm15
	vpsrlq	$20, 1216(%rsp), %zmm26
	vpaddq	%zmm30, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm16, %zmm26, %zmm27
	vaddpd	%zmm4, %zmm27, %zmm4
	vpsrlq	$20, 1472(%rsp), %zmm27
	vpaddq	%zmm30, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm16, %zmm27, %zmm29
	vaddpd	%zmm5, %zmm29, %zmm5
	vpsrlq	$20, 1152(%rsp), %zmm29
	vpaddq	%zmm30, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm16, %zmm29, %zmm31
	vaddpd	%zmm3, %zmm31, %zmm3
	vpsrlq	$20, 1344(%rsp), %zmm31
	vpaddq	%zmm30, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm16, %zmm31, %zmm25
	vaddpd	%zmm6, %zmm25, %zmm6
	vsubpd	%zmm0, %zmm9, %zmm0
	vsubpd	%zmm2, %zmm10, %zmm2
	vsubpd	%zmm1, %zmm11, %zmm1
	vsubpd	%zmm12, %zmm15, %zmm9
	vsubpd	%zmm17, %zmm4, %zmm4
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm19, %zmm3, %zmm3
	vbroadcastsd	.LCPI0_19(%rip), %zmm19
	vsubpd	%zmm7, %zmm6, %zmm6
	vaddpd	320(%rsp), %zmm2, %zmm2
	vaddpd	512(%rsp), %zmm0, %zmm0
	vaddpd	%zmm9, %zmm21, %zmm7
	vaddpd	192(%rsp), %zmm1, %zmm1
	vaddpd	%zmm5, %zmm28, %zmm5
	vaddpd	%zmm4, %zmm13, %zmm4
	vaddpd	%zmm6, %zmm14, %zmm6
	vaddpd	%zmm3, %zmm18, %zmm3
	vbroadcastsd	.LCPI0_36(%rip), %zmm9
	vmulpd	%zmm9, %zmm22, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm9, %zmm20, %zmm8
	vaddpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm9, %zmm24, %zmm8
	vbroadcastss	.LCPI0_38(%rip), %zmm24
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm9, %zmm23, %zmm8
	vaddpd	%zmm1, %zmm8, %zmm1
	vmulpd	%zmm9, %zmm27, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm9, %zmm26, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm9, %zmm31, %zmm8
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm9, %zmm29, %zmm8
	vaddpd	%zmm3, %zmm8, %zmm3
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm0, %ymm0
	vinsertf64x4	$1, %ymm0, %zmm2, %zmm0
	vcvtpd2ps	%zmm7, %ymm2
	vcvtpd2ps	%zmm1, %ymm1
	vinsertf64x4	$1, %ymm1, %zmm2, %zmm1
	vcvtpd2ps	%zmm5, %ymm2
	vcvtpd2ps	%zmm4, %ymm4
	vinsertf64x4	$1, %ymm4, %zmm2, %zmm2
	vxorps	%zmm24, %zmm0, %zmm0
	vmovups	%zmm0, 12480(%rsp,%r9,4)
	vxorps	%zmm24, %zmm1, %zmm0
	vmovups	%zmm0, 12544(%rsp,%r9,4)
	vxorps	%zmm24, %zmm2, %zmm0
	vmovups	%zmm0, 12608(%rsp,%r9,4)
	vcvtpd2ps	%zmm6, %ymm0
	vcvtpd2ps	%zmm3, %ymm1
	vinsertf64x4	$1, %ymm1, %zmm0, %zmm0
	vxorps	%zmm24, %zmm0, %zmm0
	vmovups	%zmm0, 12672(%rsp,%r9,4)
	addq	$64, %r9
	cmpq	%r9, %rcx
	jne	.LBB0_802
	movq	1632(%rsp), %r14
	movq	40(%rsp), %r9
	movq	%r9, %rdi
	cmpq	%rcx, 2240(%rsp)
	vmovaps	1728(%rsp), %zmm17
	vmovsd	.LCPI0_35(%rip), %xmm25
	vpbroadcastq	.LCPI0_20(%rip), %zmm11
	vpbroadcastq	.LCPI0_25(%rip), %zmm26
	vpbroadcastq	.LCPI0_32(%rip), %zmm16
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vbroadcastsd	.LCPI0_33(%rip), %zmm12
	vbroadcastsd	.LCPI0_22(%rip), %zmm10
	vmovaps	3456(%rsp), %zmm20
	je	.LBB0_811
	movq	1656(%rsp), %rcx
	movq	%rcx, %rdx
	testb	$56, 2240(%rsp)
	je	.LBB0_808
.LBB0_805:
	vbroadcastsd	.LCPI0_36(%rip), %zmm8
	vbroadcastss	.LCPI0_38(%rip), %ymm9
	vmovdqa64	%zmm11, %zmm24
	vbroadcastsd	.LCPI0_30(%rip), %zmm11
	vpbroadcastq	.LCPI0_39(%rip), %zmm13
	vpbroadcastq	.LCPI0_21(%rip), %zmm15
	vpbroadcastq	.LCPI0_23(%rip), %zmm18
	vbroadcastsd	.LCPI0_27(%rip), %zmm27
	vbroadcastsd	.LCPI0_28(%rip), %zmm14
	vbroadcastsd	.LCPI0_29(%rip), %zmm20
	vpbroadcastq	.LCPI0_24(%rip), %zmm21
	vbroadcastsd	.LCPI0_31(%rip), %zmm28
	vbroadcastsd	.LCPI0_34(%rip), %zmm31
	vbroadcastsd	.LCPI0_26(%rip), %zmm30
	movq	3376(%rsp), %rcx
	.p2align	4
.LBB0_806:
	vcvtudq2pd	12480(%rsp,%rdx,4), %zmm0
	vaddpd	%zmm19, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpaddq	%zmm15, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm10, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm18, %zmm1, %zmm1
	vpternlogq	$248, %zmm21, %zmm0, %zmm1
	vpaddq	%zmm26, %zmm1, %zmm0
	vaddpd	%zmm30, %zmm0, %zmm0
	vmulpd	%zmm19, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm27, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm14, %zmm5, %zmm6
	vaddpd	%zmm20, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm11, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm28, %zmm5, %zmm7
	vaddpd	%zmm16, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm12, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm31, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm29, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpxorq	%zmm13, %zmm1, %zmm1
	vpaddq	%zmm15, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm10, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm18, %zmm1, %zmm1
	vpternlogq	$248, %zmm21, %zmm0, %zmm1
	vpaddq	%zmm26, %zmm1, %zmm0
	vaddpd	%zmm30, %zmm0, %zmm0
	vmulpd	%zmm19, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm27, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm14, %zmm5, %zmm6
	vaddpd	%zmm20, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm11, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm28, %zmm5, %zmm7
	vaddpd	%zmm16, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm12, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm31, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm29, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vxorps	%ymm0, %ymm9, %ymm0
	vmovups	%ymm0, 12480(%rsp,%rdx,4)
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.LBB0_806
	movq	1632(%rsp), %r14
	movq	%r9, %rdi
	cmpq	%rcx, 2240(%rsp)
	vmovaps	3456(%rsp), %zmm20
	je	.LBB0_811
.LBB0_808:
	vmovaps	%zmm20, %zmm16
	vmovaps	%zmm17, %zmm21
	vmovsd	.LCPI0_19(%rip), %xmm7
	vmovsd	.LCPI0_20(%rip), %xmm8
	vmovsd	.LCPI0_26(%rip), %xmm9
	vmovsd	.LCPI0_27(%rip), %xmm10
	vmovsd	.LCPI0_28(%rip), %xmm11
	vmovsd	.LCPI0_29(%rip), %xmm12
	vmovsd	.LCPI0_30(%rip), %xmm13
	vmovsd	.LCPI0_31(%rip), %xmm14
	vmovsd	.LCPI0_32(%rip), %xmm15
	vmovsd	.LCPI0_33(%rip), %xmm17
	vmovsd	.LCPI0_34(%rip), %xmm18
	vbroadcastss	.LCPI0_38(%rip), %xmm19
	vmovsd	.LCPI0_36(%rip), %xmm20
	vmovapd	.LCPI0_41(%rip), %xmm26
	vmovapd	.LCPI0_42(%rip), %xmm27
	vmovddup	.LCPI0_28(%rip), %xmm28
	movq	2240(%rsp), %r14
	.p2align	4
.LBB0_809:
	vpxord	%xmm22, %xmm22, %xmm22
	vcvtusi2sdl	12480(%rsp,%rcx,4), %xmm22, %xmm0
	vaddsd	%xmm7, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm8, %xmm0
	vmovq	%xmm0, %rdx
	movl	%edx, %edi
	movq	%rdx, %r8
	shrq	$32, %r8
	addq	$614242, %r8
	movq	%r8, %rdx
	shrq	$20, %rdx
	addq	$-1023, %rdx
	shlq	$32, %r8
	andq	%r15, %r8
	addq	%rax, %r8
	orq	%r8, %rdi
	vmovq	%rdi, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm7, %xmm0, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm0, %xmm10, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm11, %xmm5
	vaddsd	%xmm5, %xmm12, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm13, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vmulsd	%xmm4, %xmm14, %xmm6
	vaddsd	%xmm6, %xmm15, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm6
	vaddsd	%xmm17, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm4
	vaddsd	%xmm18, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vaddsd	%xmm3, %xmm5, %xmm3
	vcvtsi2sd	%rdx, %xmm23, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm25, %xmm4, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm20, %xmm4, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vmovq	%xmm0, %rdx
	xorq	%r11, %rdx
	movl	%edx, %edi
	movq	%rdx, %r8
	shrq	$32, %r8
	addq	$614242, %r8
	movq	%r8, %rdx
	shrq	$20, %rdx
	addq	$-1023, %rdx
	shlq	$32, %r8
	andq	%r15, %r8
	addq	%rax, %r8
	orq	%r8, %rdi
	vmovq	%rdi, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm7, %xmm0, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm0, %xmm10, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm4, %xmm14, %xmm5
	vaddsd	%xmm5, %xmm15, %xmm5
	vmovddup	%xmm4, %xmm4
	vunpcklpd	%xmm5, %xmm28, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm26, %xmm5, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm27, %xmm5, %xmm5
	vunpcklpd	%xmm3, %xmm4, %xmm3
	vmulpd	%xmm5, %xmm3, %xmm3
	vshufpd	$1, %xmm3, %xmm3, %xmm4
	vaddsd	%xmm4, %xmm3, %xmm3
	vcvtsi2sd	%rdx, %xmm31, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm25, %xmm4, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm20, %xmm4, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vxorps	%xmm19, %xmm0, %xmm0
	vmovss	%xmm0, 12480(%rsp,%rcx,4)
	incq	%rcx
	cmpq	%r14, %rcx
	jb	.LBB0_809
	movq	1632(%rsp), %r14
	movq	%r9, %rdi
	vmovaps	%zmm21, %zmm17
	vmovaps	%zmm16, %zmm20
	movq	1024(%rsp), %r8
.LBB0_811:
	movq	%r9, %rcx
	movq	%rdi, 5696(%rsp)
	subq	%rdi, %rcx
	imulq	32(%rsp), %rcx
	leaq	(%rsp,%rcx,4), %rcx
	addq	$12480, %rcx
	leaq	(%rcx,%rbx,4), %rcx
	movq	448(%rsp), %r11
.LBB0_812:
	movq	%r8, %rdx
	subq	%rbx, %rdx
	andq	$-32, %rdx
	addq	%rbx, %rdx
	movq	%rbx, %rdi
	cmpq	%rdx, %rbx
	vbroadcastss	.LCPI0_0(%rip), %zmm6
	vpxord	%xmm28, %xmm28, %xmm28
	vmovdqa64	832(%rsp), %zmm25
	vmovaps	3008(%rsp), %zmm24
	vmovdqa64	3136(%rsp), %zmm29
	vmovaps	6912(%rsp), %zmm30
	vmovaps	6656(%rsp), %zmm26
	movq	312(%rsp), %rax
	movq	6784(%rsp), %r15
	jae	.LBB0_814
	.p2align	4
.LBB0_813:
	vpbroadcastq	%rdi, %zmm0
	vporq	.LCPI0_9(%rip), %zmm0, %zmm1
	vmovdqa64	%zmm1, 320(%rsp)
	vporq	.LCPI0_10(%rip), %zmm0, %zmm2
	vmovdqa64	%zmm2, 192(%rsp)
	vmovups	(%r12,%rdi,4), %zmm4
	vporq	.LCPI0_356(%rip), %zmm0, %zmm3
	vmovdqa64	%zmm3, 512(%rsp)
	vporq	.LCPI0_357(%rip), %zmm0, %zmm10
	vmovdqa64	%zmm10, 832(%rsp)
	vmovups	64(%r12,%rdi,4), %zmm0
	vcvtuqq2ps	%zmm2, %ymm8
	vmulps	%zmm4, %zmm17, %zmm7
	vmulps	%zmm0, %zmm17, %zmm5
	vcvtuqq2ps	%zmm1, %ymm9
	vcvtuqq2ps	%zmm10, %ymm10
	vinsertf64x4	$1, %ymm9, %zmm8, %zmm8
	vcvtuqq2ps	%zmm3, %ymm9
	vinsertf64x4	$1, %ymm9, %zmm10, %zmm9
	vcmpltps	%zmm4, %zmm26, %k3
	vcmpltps	%zmm0, %zmm26, %k2
	vmovaps	%zmm6, %zmm10 {%k3} {z}
	vcmpeqps	%zmm26, %zmm4, %k4
	vcmpeqps	%zmm26, %zmm0, %k3
	vmovaps	1792(%rsp), %zmm22
	vcmpleps	%zmm22, %zmm8, %k4 {%k4}
	vmovaps	%zmm6, %zmm0 {%k4} {z}
	vmovaps	1408(%rsp), %zmm1
	vsubps	%zmm1, %zmm7, %zmm4
	vmaxps	%zmm10, %zmm0, %zmm10
	vsubps	%zmm1, %zmm5, %zmm3
	vbroadcastss	.LCPI0_358(%rip), %zmm12
	vmaxps	%zmm4, %zmm12, %zmm11
	vmaxps	%zmm3, %zmm12, %zmm12
	vbroadcastss	.LCPI0_359(%rip), %zmm14
	vminps	%zmm11, %zmm14, %zmm13
	vminps	%zmm12, %zmm14, %zmm12
	vbroadcastss	.LCPI0_360(%rip), %zmm1
	vmulps	%zmm1, %zmm13, %zmm11
	vmulps	%zmm1, %zmm12, %zmm14
	vbroadcastss	.LCPI0_361(%rip), %zmm1
	vaddps	%zmm1, %zmm11, %zmm15
	vaddps	%zmm1, %zmm14, %zmm11
	vbroadcastss	.LCPI0_362(%rip), %zmm1
	vaddps	%zmm1, %zmm15, %zmm14
	vaddps	%zmm1, %zmm11, %zmm16
	vbroadcastss	.LCPI0_384(%rip), %zmm1
	vmulps	%zmm1, %zmm14, %zmm17
	vmulps	%zmm1, %zmm16, %zmm18
	vsubps	%zmm17, %zmm13, %zmm13
	vsubps	%zmm18, %zmm12, %zmm12
	vbroadcastss	.LCPI0_364(%rip), %zmm1
	vmulps	%zmm1, %zmm14, %zmm14
	vmulps	%zmm1, %zmm16, %zmm16
	vsubps	%zmm14, %zmm13, %zmm17
	vsubps	%zmm16, %zmm12, %zmm18
	vmulps	%zmm17, %zmm17, %zmm19
	vmovaps	%zmm20, %zmm31
	vmulps	%zmm18, %zmm18, %zmm20
	vbroadcastss	.LCPI0_365(%rip), %zmm0
	vmulps	%zmm0, %zmm19, %zmm21
	vbroadcastss	.LCPI0_366(%rip), %zmm23
	vaddps	%zmm23, %zmm21, %zmm21
	vmulps	%zmm21, %zmm19, %zmm21
	vbroadcastss	.LCPI0_367(%rip), %zmm1
	vaddps	%zmm1, %zmm21, %zmm21
	vmulps	%zmm21, %zmm19, %zmm21
	vbroadcastss	.LCPI0_368(%rip), %zmm2
	vaddps	%zmm2, %zmm21, %zmm21
	vmulps	%zmm21, %zmm19, %zmm21
	vbroadcastss	.LCPI0_369(%rip), %zmm27
	vaddps	%zmm27, %zmm21, %zmm21
	vmulps	%zmm21, %zmm19, %zmm19
	vmulps	%zmm0, %zmm20, %zmm21
	vaddps	%zmm23, %zmm21, %zmm21
	vmulps	%zmm21, %zmm20, %zmm21
	vaddps	%zmm1, %zmm21, %zmm21
	vmulps	%zmm21, %zmm20, %zmm21
	vaddps	%zmm2, %zmm21, %zmm21
	vmulps	%zmm21, %zmm20, %zmm21
	vaddps	%zmm27, %zmm21, %zmm21
	vmulps	%zmm21, %zmm20, %zmm20
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vsubps	%zmm19, %zmm17, %zmm19
	vmulps	%zmm19, %zmm17, %zmm17
	vbroadcastss	.LCPI0_370(%rip), %zmm1
	vsubps	%zmm19, %zmm1, %zmm19
	vdivps	%zmm19, %zmm17, %zmm17
	vmovaps	%zmm6, %zmm19 {%k2} {z}
	vsubps	%zmm20, %zmm18, %zmm20
	vcmpleps	%zmm22, %zmm9, %k2 {%k3}
	vmulps	%zmm20, %zmm18, %zmm18
	vsubps	%zmm20, %zmm1, %zmm20
	vdivps	%zmm20, %zmm18, %zmm18
	vmovaps	%zmm6, %zmm20 {%k2} {z}
	vmaxps	%zmm19, %zmm20, %zmm19
	vmovaps	960(%rsp), %zmm20
	vsubps	%zmm17, %zmm14, %zmm14
	vsubps	%zmm18, %zmm16, %zmm16
	vsubps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm16, %zmm12, %zmm12
	vmovaps	1728(%rsp), %zmm17
	vaddps	%zmm6, %zmm13, %zmm13
	vpbroadcastd	.LCPI0_371(%rip), %zmm1
	vpaddd	%zmm1, %zmm15, %zmm14
	vpsrld	$1, %zmm14, %zmm14
	vpsubd	%zmm14, %zmm15, %zmm15
	vpslld	$23, %zmm14, %zmm14
	vpbroadcastd	.LCPI0_2(%rip), %zmm0
	vpaddd	%zmm0, %zmm14, %zmm14
	vaddps	%zmm6, %zmm12, %zmm12
	vmulps	%zmm14, %zmm13, %zmm13
	vpaddd	%zmm1, %zmm11, %zmm14
	vpsrld	$1, %zmm14, %zmm14
	vpsubd	%zmm14, %zmm11, %zmm11
	vpslld	$23, %zmm14, %zmm14
	vpaddd	%zmm0, %zmm14, %zmm14
	vmulps	%zmm14, %zmm12, %zmm12
	vpslld	$23, %zmm15, %zmm14
	vpbroadcastd	.LCPI0_5(%rip), %zmm1
	vpaddd	%zmm1, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm1, %zmm11, %zmm11
	vmulps	%zmm11, %zmm12, %zmm11
	vcmpunordps	%zmm28, %zmm4, %k2
	vbroadcastss	.LCPI0_372(%rip), %zmm0
	vmovaps	%zmm0, %zmm13 {%k2}
	vmovaps	1536(%rsp), %zmm1
	vdivps	%zmm1, %zmm13, %zmm4
	vcmpunordps	%zmm28, %zmm3, %k2
	vmovaps	%zmm0, %zmm11 {%k2}
	vdivps	%zmm1, %zmm11, %zmm0
	vcmpneqps	%zmm28, %zmm10, %k2
	vcmpneqps	%zmm28, %zmm19, %k3
	vbroadcastss	.LCPI0_4(%rip), %zmm1
	vmovaps	%zmm1, %zmm11
	vaddps	%zmm28, %zmm4, %zmm11 {%k2}
	vmovaps	%zmm1, %zmm4
	vaddps	%zmm28, %zmm0, %zmm4 {%k3}
	vcmpltps	%zmm11, %zmm30, %k2
	vcmpeqps	%zmm30, %zmm11, %k3
	vcmpltps	%zmm4, %zmm30, %k4
	vcmpeqps	%zmm30, %zmm4, %k5
	vmovaps	%zmm6, %zmm0 {%k2} {z}
	vcmpleps	%zmm20, %zmm8, %k2 {%k3}
	vmovaps	%zmm6, %zmm4 {%k4} {z}
	vcmpleps	%zmm20, %zmm9, %k3 {%k5}
	vmovaps	%zmm31, %zmm20
	vmovaps	%zmm6, %zmm8 {%k2} {z}
	vmaxps	%zmm0, %zmm8, %zmm0
	vmovaps	%zmm6, %zmm8 {%k3} {z}
	vmaxps	%zmm4, %zmm8, %zmm4
	vmulps	%zmm0, %zmm10, %zmm0
	vmulps	%zmm4, %zmm19, %zmm4
	vcmpneqps	%zmm28, %zmm0, %k2
	movq	%rdi, %r8
	subq	%rbx, %r8
	vcmpneqps	%zmm28, %zmm4, %k3
	vmovaps	%zmm21, %zmm0
	vaddps	(%rcx,%r8,4), %zmm7, %zmm0 {%k2}
	vmovaps	%zmm21, %zmm4
	vaddps	64(%rcx,%r8,4), %zmm5, %zmm4 {%k3}
	vmovdqa64	192(%rsp), %zmm1
	vpmovqd	%zmm1, %ymm5
	vmovdqa64	320(%rsp), %zmm1
	vpmovqd	%zmm1, %ymm3
	vcmpltps	%zmm0, %zmm24, %k0
	vcmpordps	%zmm28, %zmm24, %k2
	vcmpunordps	%zmm28, %zmm0, %k2 {%k2}
	korw	%k2, %k0, %k2
	vinserti32x8	$1, %ymm3, %zmm5, %zmm25 {%k2}
	vmovdqa64	832(%rsp), %zmm1
	vpmovqd	%zmm1, %ymm2
	vcmpltps	%zmm4, %zmm31, %k0
	vcmpordps	%zmm28, %zmm31, %k3
	vcmpunordps	%zmm28, %zmm4, %k3 {%k3}
	vmovdqa64	512(%rsp), %zmm1
	vpmovqd	%zmm1, %ymm1
	korw	%k3, %k0, %k3
	vinserti32x8	$1, %ymm1, %zmm2, %zmm29 {%k3}
	vmovaps	%zmm0, %zmm24 {%k2}
	vmovaps	%zmm4, %zmm20 {%k3}
	addq	$32, %rdi
	cmpq	%rdx, %rdi
	jb	.LBB0_813
.LBB0_814:
	vmovaps	%zmm20, 3456(%rsp)
	vmovdqa64	%zmm29, 3136(%rsp)
	vmovaps	%zmm24, 3008(%rsp)
	vmovdqa64	%zmm25, 832(%rsp)
	cmpq	1024(%rsp), %rdx
	jae	.LBB0_752
	andq	$-32, %r10
	vmovss	.LCPI0_2(%rip), %xmm8
	vmovss	.LCPI0_358(%rip), %xmm7
	vmovss	.LCPI0_359(%rip), %xmm9
	vmovss	.LCPI0_360(%rip), %xmm10
	vmovss	.LCPI0_361(%rip), %xmm19
	vmovss	.LCPI0_362(%rip), %xmm20
	vmovss	.LCPI0_363(%rip), %xmm22
	vmovss	.LCPI0_364(%rip), %xmm11
	vmovss	.LCPI0_365(%rip), %xmm30
	vmovss	.LCPI0_366(%rip), %xmm26
	vmovss	.LCPI0_367(%rip), %xmm21
	vmovss	.LCPI0_368(%rip), %xmm12
	vmovss	.LCPI0_369(%rip), %xmm13
	vmovss	.LCPI0_370(%rip), %xmm14
	vmovss	.LCPI0_4(%rip), %xmm15
	vmovaps	112(%rsp), %xmm16
	vmovss	.LCPI0_0(%rip), %xmm27
	vxorps	%xmm17, %xmm17, %xmm17
	vmovaps	144(%rsp), %xmm18
	vmovaps	912(%rsp), %xmm25
	vmovaps	128(%rsp), %xmm24
	vmovaps	896(%rsp), %xmm28
	vmovaps	6720(%rsp), %xmm2
	vmovaps	6976(%rsp), %xmm23
	vmovaps	6640(%rsp), %xmm29
	.p2align	4
.LBB0_816:
	vmovss	(%r15,%r10,4), %xmm1
	vmulss	%xmm1, %xmm16, %xmm0
	vcmpltss	%xmm1, %xmm25, %k2
	vcmpeqss	%xmm25, %xmm1, %k0
	vsubss	%xmm24, %xmm0, %xmm1
	vmovaps	%xmm2, %xmm31
	vmaxss	%xmm1, %xmm7, %xmm2
	vminss	%xmm2, %xmm9, %xmm2
	vmulss	%xmm2, %xmm10, %xmm3
	vaddss	%xmm19, %xmm3, %xmm3
	vaddss	%xmm20, %xmm3, %xmm4
	vmovd	%xmm3, %edi
	vmulss	%xmm22, %xmm4, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm4, %xmm11, %xmm3
	vsubss	%xmm3, %xmm2, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm30, %xmm5, %xmm6
	vaddss	%xmm26, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm21, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm6, %xmm12, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm6, %xmm13, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vsubss	%xmm5, %xmm4, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm5, %xmm14, %xmm5
	vdivss	%xmm5, %xmm4, %xmm4
	leaq	(%rbx,%r10), %rdx
	vsubss	%xmm4, %xmm3, %xmm3
	vcvtusi2ss	%rdx, %xmm8, %xmm4
	vsubss	%xmm3, %xmm2, %xmm2
	vaddss	%xmm27, %xmm2, %xmm2
	leal	-1262485248(%rdi), %r8d
	shrl	%r8d
	subl	%r8d, %edi
	shll	$23, %edi
	shll	$23, %r8d
	addl	$-8388608, %r8d
	addl	$2139095040, %edi
	vmovd	%r8d, %xmm3
	vmulss	%xmm3, %xmm2, %xmm2
	vmovd	%edi, %xmm3
	vmulss	%xmm3, %xmm2, %xmm2
	vmovss	%xmm27, %xmm27, %xmm3 {%k2} {z}
	vcmpless	%xmm18, %xmm4, %k2
	kandw	%k2, %k0, %k2
	vcmpunordss	%xmm1, %xmm1, %k3
	vmovss	%xmm27, %xmm27, %xmm1 {%k2} {z}
	vmovss	.LCPI0_372(%rip), %xmm2 {%k3}
	vmaxss	%xmm3, %xmm1, %xmm1
	vdivss	%xmm28, %xmm2, %xmm2
	vaddss	%xmm17, %xmm2, %xmm2
	vcmpneqss	%xmm17, %xmm1, %k2
	vmovaps	%xmm15, %xmm3
	vmovss	%xmm2, %xmm3, %xmm3 {%k2}
	vcmpltss	%xmm3, %xmm23, %k2
	vcmpeqss	%xmm23, %xmm3, %k0
	vmovss	%xmm27, %xmm27, %xmm2 {%k2} {z}
	vcmpless	%xmm29, %xmm4, %k2
	kandw	%k2, %k0, %k2
	vmovss	%xmm27, %xmm27, %xmm3 {%k2} {z}
	vmaxss	%xmm2, %xmm3, %xmm2
	vmulss	%xmm2, %xmm1, %xmm1
	vmovaps	%xmm31, %xmm2
	vaddss	(%rcx,%r10,4), %xmm0, %xmm0
	vcmpneqss	%xmm17, %xmm1, %k2
	vmovaps	%xmm8, %xmm1
	vmovss	%xmm0, %xmm1, %xmm1 {%k2}
	vucomiss	%xmm31, %xmm1
	seta	%dil
	vcmpunordss	%xmm17, %xmm1, %k0
	vcmpordss	%xmm17, %xmm31, %k2
	kandw	%k0, %k2, %k0
	kmovd	%k0, %r8d
	orb	%dil, %r8b
	andb	$1, %r8b
	kmovd	%r8d, %k2
	vmovss	%xmm1, %xmm2, %xmm2 {%k2}
	cmovneq	%rdx, %rsi
	leaq	(%rbx,%r10), %rdx
	incq	%rdx
	incq	%r10
	cmpq	1024(%rsp), %rdx
	jb	.LBB0_816
	jmp	.LBB0_753
.LBB0_817:
	movq	576(%rsp), %rcx
	movq	40(%rsp), %r9
	vmovaps	1728(%rsp), %zmm17
	movq	448(%rsp), %r11
	movq	5120(%rsp), %r14
	vmovaps	3456(%rsp), %zmm20
	jmp	.LBB0_812
.LBB0_818:
	addq	296(%rsp), %rdi
	movq	%rdi, %rcx
	movq	72(%rsp), %r8
	movl	$3528531795, %r12d
	movq	2112(%rsp), %r11
	movq	2752(%rsp), %r14
	movl	64(%rsp), %r13d
	movq	3264(%rsp), %rbx
	movq	2416(%rsp), %r10
	movq	3520(%rsp), %rsi
	jmp	.LBB0_774
.LBB0_819:
	addq	%rbx, %r9
	movq	%r9, %rcx
	vmovsd	.LCPI0_19(%rip), %xmm8
	vmovq	.LCPI0_20(%rip), %xmm24
	vmovsd	.LCPI0_26(%rip), %xmm10
	vmovsd	.LCPI0_27(%rip), %xmm11
	vmovsd	.LCPI0_28(%rip), %xmm25
	vmovsd	.LCPI0_29(%rip), %xmm27
	vmovsd	.LCPI0_30(%rip), %xmm26
	vmovsd	.LCPI0_31(%rip), %xmm15
	vmovsd	.LCPI0_32(%rip), %xmm17
	vmovsd	.LCPI0_33(%rip), %xmm31
	vmovsd	.LCPI0_34(%rip), %xmm19
	vbroadcastss	.LCPI0_38(%rip), %xmm7
	movq	2624(%rsp), %r9
	jmp	.LBB0_786
	.p2align	4
.LBB0_820:
	vmovaps	%xmm0, %xmm28
	movq	%r14, 5120(%rsp)
	cmpq	$31, %r8
	movabsq	$4611686018427387896, %r14
	jbe	.LBB0_822
	vxorps	%xmm0, %xmm0, %xmm0
	vcmpunordps	%zmm0, %zmm20, %k0
	vcmpordps	%zmm0, %zmm12, %k2
	vpcmpltud	%zmm7, %zmm22, %k3
	vcmpltps	%zmm20, %zmm12, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%zmm12, %zmm20, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandw	%k0, %k2, %k2
	kandnw	%k3, %k0, %k0
	korw	%k0, %k2, %k2
	vmovaps	%zmm20, %zmm12 {%k2}
	vmovdqa32	%zmm22, %zmm7 {%k2}
	vextractf64x4	$1, %zmm12, %ymm0
	vextracti64x4	$1, %zmm7, %ymm1
	vmovaps	%xmm2, %xmm13
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpunordps	%ymm2, %ymm0, %k0
	vcmpordps	%ymm2, %ymm12, %k2
	vpcmpltud	%ymm7, %ymm1, %k3
	vcmpltps	%ymm0, %ymm12, %k4
	korb	%k3, %k2, %k2
	vcmpeqps	%ymm12, %ymm0, %k3 {%k3}
	korb	%k3, %k4, %k3
	kandnb	%k3, %k0, %k3
	kandb	%k0, %k2, %k0
	korb	%k3, %k0, %k2
	vblendmps	%ymm0, %ymm12, %ymm0 {%k2}
	vpblendmd	%ymm1, %ymm7, %ymm1 {%k2}
	vextractf128	$1, %ymm0, %xmm2
	vmovaps	%zmm11, %zmm12
	vextracti128	$1, %ymm1, %xmm11
	vxorps	%xmm4, %xmm4, %xmm4
	vcmpunordps	%xmm4, %xmm2, %k0
	vcmpordps	%xmm4, %xmm0, %k2
	vpcmpltud	%xmm1, %xmm11, %k3
	vcmpltps	%xmm2, %xmm0, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%xmm0, %xmm2, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vblendmps	%xmm2, %xmm0, %xmm0 {%k2}
	vpblendmd	%xmm11, %xmm1, %xmm1 {%k2}
	vshufpd	$1, %xmm0, %xmm0, %xmm2
	vpshufd	$238, %xmm1, %xmm11
	vcmpunordps	%xmm4, %xmm2, %k0
	vcmpordps	%xmm4, %xmm0, %k2
	vpcmpltud	%xmm1, %xmm11, %k3
	vcmpltps	%xmm2, %xmm0, %k4
	vcmpeqps	%xmm0, %xmm2, %k5
	korw	%k3, %k2, %k2
	kandw	%k3, %k5, %k3
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vmovaps	%xmm2, %xmm0 {%k2}
	vmovdqa32	%xmm11, %xmm1 {%k2}
	vmovaps	%zmm12, %zmm11
	vmovd	%xmm1, %eax
	vmovshdup	%xmm0, %xmm2
	vpextrd	$1, %xmm1, %ecx
	vucomiss	%xmm2, %xmm2
	setp	%dl
	kmovd	%edx, %k0
	vucomiss	%xmm0, %xmm0
	setnp	%dl
	cmpl	%eax, %ecx
	setb	%dil
	vucomiss	%xmm0, %xmm2
	seta	%r8b
	setnp	%r9b
	sete	%r10b
	andb	%r9b, %r10b
	orb	%dil, %dl
	kmovd	%edx, %k2
	andb	%dil, %r10b
	orb	%r8b, %r10b
	kmovd	%r10d, %k3
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
	cmpq	%rax, %rsi
	setb	%dl
	vucomiss	%xmm0, %xmm13
	seta	%dil
	setnp	%r8b
	sete	%r9b
	andb	%r8b, %r9b
	orb	%dl, %cl
	andb	%dl, %r9b
	orb	%dil, %r9b
	movabsq	$4611686018427387899, %rdi
	vucomiss	%xmm13, %xmm13
	movzbl	%cl, %ecx
	movzbl	%r9b, %edx
	movq	40(%rsp), %r9
	cmovpl	%ecx, %edx
	movl	$3528531795, %ecx
	testb	%dl, %dl
	movq	2112(%rsp), %r15
	cmoveq	%rax, %rsi
.LBB0_822:
	movq	184(%rsp), %rax
	vmovaps	112(%rsp), %xmm16
	vxorps	%xmm18, %xmm18, %xmm18
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	vmovdqa64	%zmm9, %zmm15
	vmovaps	%zmm3, %zmm9
	vmovd	.LCPI0_5(%rip), %xmm7
	jmp	.LBB0_823
	.p2align	4
.LBB0_340:
	movq	%rbx, %rsi
	testl	%esi, %esi
	je	.LBB0_354
	cmpl	$1, %esi
	vmovaps	1728(%rsp), %zmm17
	je	.LBB0_353
	cmpl	$3, %esi
	movq	6336(%rsp), %rbx
	jne	.LBB0_355
	cmpq	$0, 32(%rsp)
	vmovaps	112(%rsp), %xmm16
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	je	.LBB0_372
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_347
	.p2align	4
.LBB0_345:
	xorl	%r8d, %r8d
	movq	%rcx, %rax
.LBB0_346:
	vmovss	%xmm0, 10688(%rsp,%rax,4)
	movq	%r8, 19136(%rsp,%rax,8)
	leaq	1(%rax), %rcx
	incq	%rdx
	cmpq	32(%rsp), %rdx
	movabsq	$4611686018427387898, %r8
	je	.LBB0_370
.LBB0_347:
	xorl	%eax, %eax
	movq	576(%rsp), %rsi
	vmovss	(%rsi,%rdx,4), %xmm0
	testq	%rcx, %rcx
	setne	%sil
	je	.LBB0_345
	movb	%sil, %al
	movq	%rcx, %rsi
	subq	%rax, %rsi
	cmpq	$0, 19136(%rsp,%rsi,8)
	jne	.LBB0_345
	movq	%r14, %r15
	movq	%rbx, %r14
	movq	%r11, %rbx
	leaq	19128(%rsp), %rax
	leaq	(%rax,%rcx,8), %rax
	leaq	-1(%rcx), %rsi
	leaq	10684(%rsp), %rdi
	leaq	(%rdi,%rcx,4), %rdi
	movq	%rsi, %r9
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_350:
	movq	%r9, %r10
	subq	$1, %r9
	movl	$1, %r11d
	cmovaeq	%r11, %r10
	vaddss	(%rdi), %xmm0, %xmm0
	cmpq	%r8, %rsi
	leaq	1(%r8), %r8
	je	.LBB0_352
	shll	$3, %r10d
	movq	%rax, %r11
	subq	%r10, %r11
	addq	$-8, %rax
	addq	$-4, %rdi
	cmpq	(%r11), %r8
	je	.LBB0_350
.LBB0_352:
	subq	%r8, %rcx
	movq	%rcx, %rax
	movq	40(%rsp), %r9
	movq	%rbx, %r11
	movq	%r14, %rbx
	movq	%r15, %r14
	jmp	.LBB0_346
.LBB0_353:
	movq	5184(%rsp), %r8
	movq	%r8, %rax
	shrq	$32, %rax
	movl	%r8d, %ecx
	movl	%eax, %edx
	andl	$2147483647, %edx
	notl	%eax
	testq	%r8, %r8
	cmovsl	%edx, %eax
	movq	2112(%rsp), %r15
	vmovd	%eax, %xmm1
	movq	4224(%rsp), %rax
	subq	%rcx, %rax
	movl	$3528531795, %ecx
	vpxord	%xmm27, %xmm27, %xmm27
	vcvtusi2ss	%rax, %xmm27, %xmm2
	movq	104(%rsp), %rax
	jmp	.LBB0_356
.LBB0_354:
	vmovaps	1728(%rsp), %zmm17
	vmovaps	112(%rsp), %xmm16
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	jmp	.LBB0_640
.LBB0_355:
	vmovdqa	%xmm7, %xmm2
	vmovd	.LCPI0_2(%rip), %xmm1
.LBB0_356:
	vmovaps	112(%rsp), %xmm16
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	movq	32(%rsp), %r8
	testq	%r8, %r8
	jne	.LBB0_751
.LBB0_639:
	xorl	%esi, %esi
	movq	184(%rsp), %rax
	vmovss	.LCPI0_363(%rip), %xmm31
.LBB0_823:
	vpxord	%xmm27, %xmm27, %xmm27
	vcvtusi2ss	%rsi, %xmm27, %xmm0
	vmovaps	%xmm0, 1632(%rsp)
	jmp	.LBB0_830
.LBB0_357:
	vmovdqa	%xmm0, 3328(%rsp)
	vmovss	.LCPI0_2(%rip), %xmm0
	vmovaps	%xmm0, 896(%rsp)
	vmovaps	%xmm0, %xmm30
	vmovaps	%xmm0, %xmm24
	vmovaps	%xmm0, %xmm10
	vxorps	%xmm0, %xmm0, %xmm0
	vmovdqa64	%xmm1, %xmm31
	jmp	.LBB0_131
.LBB0_358:
	xorl	%eax, %eax
	jmp	.LBB0_151
.LBB0_359:
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%eax, %eax
	vpxor	%xmm1, %xmm1, %xmm1
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vmovd	.LCPI0_359(%rip), %xmm22
	vmovaps	%zmm14, %zmm11
	.p2align	4
.LBB0_360:
	vpsrld	$31, -192(%r14,%rax,4), %zmm4
	vpaddd	%zmm4, %zmm0, %zmm0
	vpsrld	$31, -128(%r14,%rax,4), %zmm4
	vpaddd	%zmm4, %zmm1, %zmm1
	vpsrld	$31, -64(%r14,%rax,4), %zmm4
	vpaddd	%zmm4, %zmm2, %zmm2
	vpsrld	$31, (%r14,%rax,4), %zmm4
	vpaddd	%zmm4, %zmm3, %zmm3
	addq	$64, %rax
	cmpq	%rax, %rdi
	jne	.LBB0_360
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
	cmpq	%rdi, %r12
	vmovd	.LCPI0_363(%rip), %xmm31
	jne	.LBB0_373
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	jmp	.LBB0_378
.LBB0_363:
	vmovaps	%zmm14, %zmm26
	xorl	%eax, %eax
	movq	168(%rsp), %rdx
	movq	1648(%rsp), %rcx
	movq	952(%rsp), %rdi
	vbroadcastss	.LCPI0_0(%rip), %zmm10
	vpternlogd	$255, %zmm12, %zmm12, %zmm12
	vpbroadcastd	.LCPI0_38(%rip), %zmm20
	vxorps	%xmm14, %xmm14, %xmm14
	movq	936(%rsp), %rsi
	.p2align	4
.LBB0_364:
	vaddps	(%rdx,%rax,4), %zmm14, %zmm0
	vaddps	64(%rdx,%rax,4), %zmm14, %zmm1
	vaddps	128(%rdx,%rax,4), %zmm14, %zmm2
	vaddps	192(%rdx,%rax,4), %zmm14, %zmm3
	vpmovd2m	%zmm0, %k2
	vpmovd2m	%zmm1, %k3
	vpmovd2m	%zmm2, %k4
	vpmovd2m	%zmm3, %k5
	vpord	%zmm20, %zmm0, %zmm4
	vpord	%zmm20, %zmm1, %zmm5
	vpord	%zmm20, %zmm2, %zmm6
	vpord	%zmm20, %zmm3, %zmm7
	vpxord	%zmm12, %zmm0, %zmm4 {%k2}
	vpxord	%zmm12, %zmm1, %zmm5 {%k3}
	vpxord	%zmm12, %zmm2, %zmm6 {%k4}
	vpxord	%zmm12, %zmm3, %zmm7 {%k5}
	vmovdqu64	%zmm4, -192(%rsi,%rax,4)
	vmovdqu64	%zmm5, -128(%rsi,%rax,4)
	vmovdqu64	%zmm6, -64(%rsi,%rax,4)
	vmovdqu64	%zmm7, (%rsi,%rax,4)
	vmovups	%zmm10, -192(%rdi,%rax,4)
	vmovups	%zmm10, -128(%rdi,%rax,4)
	vmovups	%zmm10, -64(%rdi,%rax,4)
	vmovups	%zmm10, (%rdi,%rax,4)
	addq	$64, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_364
	movq	32(%rsp), %r8
	cmpq	%rcx, %r8
	vmovss	.LCPI0_5(%rip), %xmm7
	vpbroadcastd	.LCPI0_377(%rip), %xmm13
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovaps	2304(%rsp), %xmm10
	movq	448(%rsp), %r11
	vmovaps	%zmm26, %zmm14
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	je	.LBB0_156
	movq	1648(%rsp), %rax
	movq	%rax, %rcx
	testb	$56, %r8b
	je	.LBB0_152
.LBB0_367:
	movq	2384(%rsp), %rdi
	movq	576(%rsp), %rax
	vxorps	%xmm2, %xmm2, %xmm2
	vpbroadcastd	.LCPI0_38(%rip), %ymm4
	vpcmpeqd	%ymm6, %ymm6, %ymm6
	.p2align	4
.LBB0_368:
	vaddps	(%rdx,%rcx,4), %ymm2, %ymm0
	vpmovd2m	%ymm0, %k2
	vpor	%ymm4, %ymm0, %ymm1
	vpxord	%ymm6, %ymm0, %ymm1 {%k2}
	vmovdqu	%ymm1, (%r11,%rcx,4)
	vmovups	%ymm17, (%rax,%rcx,4)
	addq	$8, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_368
	movq	%rdi, %rax
	movq	32(%rsp), %r8
	cmpq	%rdi, %r8
	jne	.LBB0_152
	jmp	.LBB0_156
.LBB0_370:
	xorl	%esi, %esi
	testq	%rcx, %rcx
	sete	%dil
	setne	%sil
	movq	%rcx, %rdx
	subq	%rsi, %rdx
	vmovss	10688(%rsp,%rdx,4), %xmm0
	kmovd	%edi, %k2
	vmovss	%xmm18, %xmm0, %xmm0 {%k2}
	cmpq	$2, %rcx
	jae	.LBB0_622
	movabsq	$4611686018427387899, %rdi
	jmp	.LBB0_637
.LBB0_372:
	vxorps	%xmm0, %xmm0, %xmm0
	jmp	.LBB0_637
.LBB0_373:
	movq	%rdi, %rdx
	movq	%rdi, %rcx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	je	.LBB0_377
.LBB0_374:
	vmovd	%eax, %xmm0
	.p2align	4
.LBB0_375:
	vpsrld	$31, (%r11,%rdx,4), %ymm1
	vpaddd	%ymm1, %ymm0, %ymm0
	addq	$8, %rdx
	cmpq	%rdx, %r8
	jne	.LBB0_375
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %eax
	movq	%r8, %rcx
	cmpq	%r8, %r12
	je	.LBB0_378
	.p2align	4
.LBB0_377:
	movl	(%r11,%rcx,4), %edx
	shrl	$31, %edx
	addl	%edx, %eax
	incq	%rcx
	cmpq	%rcx, %r12
	jne	.LBB0_377
.LBB0_378:
	vpxord	%xmm25, %xmm25, %xmm25
	vcvtusi2ss	%eax, %xmm25, %xmm0
	xorl	%r9d, %r9d
	vucomiss	80(%rsp), %xmm0
	setae	%r9b
	shll	$31, %r9d
	leal	1073741824(%r9), %eax
	cmpq	$8, %r12
	jae	.LBB0_380
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_390
.LBB0_380:
	cmpq	$64, %r12
	jae	.LBB0_382
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_387
.LBB0_382:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_383:
	vpcmpleud	-192(%r14,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r14,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r14,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r14,%rcx,4), %zmm1, %k4
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
	jne	.LBB0_383
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
	cmpq	%rdi, %r12
	jne	.LBB0_386
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_391
.LBB0_386:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_390
.LBB0_387:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_388:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_388
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_391
	.p2align	4
.LBB0_390:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_390
.LBB0_391:
	vpxord	%xmm25, %xmm25, %xmm25
	vcvtusi2ss	%ecx, %xmm25, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$536870912, %eax
	cmpq	$8, %r12
	jae	.LBB0_393
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_403
.LBB0_393:
	cmpq	$64, %r12
	jae	.LBB0_395
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_400
.LBB0_395:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_396:
	vpcmpleud	-192(%r14,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r14,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r14,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r14,%rcx,4), %zmm1, %k4
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
	jne	.LBB0_396
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
	cmpq	%rdi, %r12
	jne	.LBB0_399
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_404
.LBB0_399:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_403
.LBB0_400:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_401:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_401
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_404
	.p2align	4
.LBB0_403:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_403
.LBB0_404:
	vcvtusi2ss	%ecx, %xmm29, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$268435456, %eax
	cmpq	$8, %r12
	jae	.LBB0_406
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_416
.LBB0_406:
	cmpq	$64, %r12
	jae	.LBB0_408
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_413
.LBB0_408:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_409:
	vpcmpleud	-192(%r14,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r14,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r14,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r14,%rcx,4), %zmm1, %k4
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
	jne	.LBB0_409
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
	cmpq	%rdi, %r12
	jne	.LBB0_412
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_417
.LBB0_412:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_416
.LBB0_413:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_414:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_414
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_417
	.p2align	4
.LBB0_416:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_416
.LBB0_417:
	vcvtusi2ss	%ecx, %xmm29, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$134217728, %eax
	cmpq	$8, %r12
	jae	.LBB0_419
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_429
.LBB0_419:
	cmpq	$64, %r12
	jae	.LBB0_421
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_426
.LBB0_421:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_422:
	vpcmpleud	-192(%r14,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r14,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r14,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r14,%rcx,4), %zmm1, %k4
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
	jne	.LBB0_422
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
	cmpq	%rdi, %r12
	jne	.LBB0_425
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_430
.LBB0_425:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_429
.LBB0_426:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_427:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_427
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_430
	.p2align	4
.LBB0_429:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_429
.LBB0_430:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$67108864, %eax
	cmpq	$8, %r12
	jae	.LBB0_432
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_442
.LBB0_432:
	cmpq	$64, %r12
	jae	.LBB0_434
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_439
.LBB0_434:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_435:
	vpcmpleud	-192(%r14,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r14,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r14,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r14,%rcx,4), %zmm1, %k4
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
	jne	.LBB0_435
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
	cmpq	%rdi, %r12
	jne	.LBB0_438
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_443
.LBB0_438:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_442
.LBB0_439:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_440:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_440
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_443
	.p2align	4
.LBB0_442:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_442
.LBB0_443:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$33554432, %eax
	cmpq	$8, %r12
	jae	.LBB0_445
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_455
.LBB0_445:
	cmpq	$64, %r12
	jae	.LBB0_447
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_452
.LBB0_447:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_448:
	vpcmpleud	-192(%r14,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r14,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r14,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r14,%rcx,4), %zmm1, %k4
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
	jne	.LBB0_448
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
	cmpq	%rdi, %r12
	jne	.LBB0_451
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_456
.LBB0_451:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_455
.LBB0_452:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_453:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_453
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_456
	.p2align	4
.LBB0_455:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_455
.LBB0_456:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$16777216, %eax
	cmpq	$8, %r12
	jae	.LBB0_458
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_468
.LBB0_458:
	cmpq	$64, %r12
	jae	.LBB0_460
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_465
.LBB0_460:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_461:
	vpcmpleud	-192(%r14,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r14,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r14,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r14,%rcx,4), %zmm1, %k4
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
	jne	.LBB0_461
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
	cmpq	%rdi, %r12
	jne	.LBB0_464
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_469
.LBB0_464:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_468
.LBB0_465:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_466:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_466
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_469
	.p2align	4
.LBB0_468:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_468
.LBB0_469:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$8388608, %eax
	cmpq	$8, %r12
	jae	.LBB0_471
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_481
.LBB0_471:
	cmpq	$64, %r12
	jae	.LBB0_473
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_478
.LBB0_473:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_474:
	vpcmpleud	-192(%r14,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r14,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r14,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r14,%rcx,4), %zmm1, %k4
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
	jne	.LBB0_474
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
	cmpq	%rdi, %r12
	jne	.LBB0_477
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_482
.LBB0_477:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_481
.LBB0_478:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_479:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_479
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_482
	.p2align	4
.LBB0_481:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_481
.LBB0_482:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$4194304, %eax
	cmpq	$8, %r12
	jae	.LBB0_484
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_494
.LBB0_484:
	cmpq	$64, %r12
	jae	.LBB0_486
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_491
.LBB0_486:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_487:
	vpcmpleud	-192(%r14,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r14,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r14,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r14,%rcx,4), %zmm1, %k4
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
	jne	.LBB0_487
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
	cmpq	%rdi, %r12
	jne	.LBB0_490
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_495
.LBB0_490:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_494
.LBB0_491:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_492:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_492
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_495
	.p2align	4
.LBB0_494:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_494
.LBB0_495:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$2097152, %eax
	cmpq	$8, %r12
	jae	.LBB0_497
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_507
.LBB0_497:
	cmpq	$64, %r12
	jae	.LBB0_499
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_504
.LBB0_499:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_500:
	vpcmpleud	-192(%r14,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r14,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r14,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r14,%rcx,4), %zmm1, %k4
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
	jne	.LBB0_500
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
	cmpq	%rdi, %r12
	jne	.LBB0_503
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_508
.LBB0_503:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_507
.LBB0_504:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_505:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_505
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_508
	.p2align	4
.LBB0_507:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_507
.LBB0_508:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$1048576, %eax
	cmpq	$8, %r12
	jae	.LBB0_510
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_520
.LBB0_510:
	cmpq	$64, %r12
	jae	.LBB0_512
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_517
.LBB0_512:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_513:
	vpcmpleud	-192(%r14,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r14,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r14,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r14,%rcx,4), %zmm1, %k4
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
	jne	.LBB0_513
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
	cmpq	%rdi, %r12
	jne	.LBB0_516
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_521
.LBB0_516:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_520
.LBB0_517:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_518:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_518
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_521
	.p2align	4
.LBB0_520:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_520
.LBB0_521:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$524288, %eax
	cmpq	$8, %r12
	jae	.LBB0_523
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_533
.LBB0_523:
	cmpq	$64, %r12
	jae	.LBB0_525
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_530
.LBB0_525:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_526:
	vpcmpleud	-192(%r14,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r14,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r14,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r14,%rcx,4), %zmm1, %k4
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
	jne	.LBB0_526
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
	cmpq	%rdi, %r12
	jne	.LBB0_529
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_534
.LBB0_529:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_533
.LBB0_530:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_531:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_531
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_534
	.p2align	4
.LBB0_533:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_533
.LBB0_534:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$262144, %eax
	cmpq	$8, %r12
	jae	.LBB0_536
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_546
.LBB0_536:
	cmpq	$64, %r12
	jae	.LBB0_538
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_543
.LBB0_538:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_539:
	vpcmpleud	-192(%r14,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r14,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r14,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r14,%rcx,4), %zmm1, %k4
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
	jne	.LBB0_539
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
	cmpq	%rdi, %r12
	jne	.LBB0_542
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_547
.LBB0_542:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_546
.LBB0_543:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_544:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_544
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_547
	.p2align	4
.LBB0_546:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_546
.LBB0_547:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$131072, %eax
	cmpq	$8, %r12
	jae	.LBB0_549
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_559
.LBB0_549:
	cmpq	$64, %r12
	jae	.LBB0_551
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_556
.LBB0_551:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_552:
	vpcmpleud	-192(%r14,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r14,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r14,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r14,%rcx,4), %zmm1, %k4
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
	jne	.LBB0_552
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
	cmpq	%rdi, %r12
	jne	.LBB0_555
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_560
.LBB0_555:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_559
.LBB0_556:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_557:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_557
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_560
	.p2align	4
.LBB0_559:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_559
.LBB0_560:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$65536, %eax
	cmpq	$8, %r12
	jae	.LBB0_562
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_572
.LBB0_562:
	cmpq	$64, %r12
	jae	.LBB0_564
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_569
.LBB0_564:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_565:
	vpcmpleud	-192(%r14,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%r14,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%r14,%rcx,4), %zmm1, %k3
	vpcmpleud	(%r14,%rcx,4), %zmm1, %k4
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
	jne	.LBB0_565
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
	cmpq	%rdi, %r12
	jne	.LBB0_568
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_573
.LBB0_568:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_572
.LBB0_569:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_570:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_570
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_573
	.p2align	4
.LBB0_572:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_572
.LBB0_573:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %edi
	shrl	$16, %edi
	movq	%r9, 960(%rsp)
	vpbroadcastd	%r9d, %zmm1
	vpsrld	$16, %zmm1, %zmm0
	vpsrld	$16, %ymm1, %ymm4
	xorl	%r8d, %r8d
	movl	$64, %r10d
	movq	%r11, %rbx
	xorl	%r13d, %r13d
	xorl	%eax, %eax
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	jmp	.LBB0_577
.LBB0_574:
	movq	448(%rsp), %r11
.LBB0_575:
	movq	512(%rsp), %r8
	movq	320(%rsp), %r13
.LBB0_576:
	movq	192(%rsp), %rax
	addq	$64, %r10
	incq	%r8
	addq	$-64, %r13
	addq	$256, %r14
	addq	$256, %rbx
	cmpq	%r12, %rax
	jae	.LBB0_612
.LBB0_577:
	cmpq	%r10, %r12
	movq	%r10, %rcx
	cmovbq	%r12, %rcx
	leaq	64(%rax), %r15
	cmpq	%r12, %r15
	movq	%r12, %rdx
	movq	%r15, 192(%rsp)
	cmovbq	%r15, %rdx
	cmpq	%rdx, %rax
	jae	.LBB0_576
	movq	%r13, 320(%rsp)
	movq	%r8, 512(%rsp)
	movq	%r8, %rdx
	shlq	$6, %rdx
	movq	%rcx, %r11
	subq	%rdx, %r11
	xorl	%r13d, %r13d
	cmpq	$8, %r11
	movq	%rdx, 832(%rsp)
	jae	.LBB0_580
	movq	%rax, %r11
	movq	448(%rsp), %r12
	jmp	.LBB0_590
	.p2align	4
.LBB0_580:
	cmpq	$64, %r11
	jae	.LBB0_582
	xorl	%r15d, %r15d
	xorl	%r13d, %r13d
	jmp	.LBB0_587
.LBB0_582:
	movq	%rcx, %r13
	andq	$-64, %r13
	addq	320(%rsp), %r13
	movl	%ecx, %r12d
	andl	$63, %r12d
	movq	%r11, %r15
	subq	%r12, %r15
	vmovd	%r9d, %xmm6
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%r8d, %r8d
	vxorps	%xmm7, %xmm7, %xmm7
	vpxor	%xmm8, %xmm8, %xmm8
	vpxor	%xmm9, %xmm9, %xmm9
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm5, %xmm5, %xmm5
	vpxor	%xmm3, %xmm3, %xmm3
	.p2align	4
.LBB0_583:
	vpsrld	$16, -192(%r14,%r8,4), %zmm10
	vpsrld	$16, -128(%r14,%r8,4), %zmm11
	vpsrld	$16, -64(%r14,%r8,4), %zmm12
	vpsrld	$16, (%r14,%r8,4), %zmm13
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
	vpord	%zmm10, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm10
	vpsrld	$31, %zmm10, %zmm10
	vpord	%zmm10, %zmm1, %zmm1
	addq	$64, %r8
	cmpq	%r8, %r13
	jne	.LBB0_583
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
	vmovd	%xmm6, %r9d
	vpord	%zmm2, %zmm5, %zmm2
	vpternlogd	$254, %zmm2, %zmm3, %zmm1
	vextracti64x4	$1, %zmm1, %ymm2
	vpord	%zmm2, %zmm1, %zmm1
	vextracti128	$1, %ymm1, %xmm2
	vpor	%xmm2, %xmm1, %xmm1
	vpshufd	$238, %xmm1, %xmm2
	vpor	%xmm2, %xmm1, %xmm1
	vpshufd	$85, %xmm1, %xmm2
	vpor	%xmm2, %xmm1, %xmm1
	vmovd	%xmm1, %r13d
	testq	%r12, %r12
	je	.LBB0_610
	cmpl	$8, %r12d
	vmovdqa64	1856(%rsp), %zmm9
	vmovdqa64	1920(%rsp), %zmm8
	vmovdqa64	2688(%rsp), %zmm15
	vmovss	.LCPI0_5(%rip), %xmm7
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovaps	2304(%rsp), %xmm10
	vmovdqa64	2048(%rsp), %zmm26
	jb	.LBB0_611
	vbroadcastsd	.LCPI0_20(%rip), %zmm11
.LBB0_587:
	movq	%rcx, %rdx
	andq	$-8, %rdx
	movl	%ecx, %r8d
	andl	$7, %r8d
	subq	%r8, %r11
	addq	%rax, %r11
	vmovd	%r9d, %xmm2
	vmovd	%r13d, %xmm1
	addq	%rax, %r15
	movq	448(%rsp), %r12
	.p2align	4
.LBB0_588:
	vpsrld	$16, (%r12,%r15,4), %ymm3
	vpcmpgtd	%ymm4, %ymm3, %ymm5
	vpsubd	%ymm5, %ymm2, %ymm2
	vpcmpeqd	%ymm4, %ymm3, %ymm3
	vpsrld	$31, %ymm3, %ymm3
	vpor	%ymm3, %ymm1, %ymm1
	addq	$8, %r15
	cmpq	%r15, %rdx
	jne	.LBB0_588
	vextracti128	$1, %ymm2, %xmm3
	vpaddd	%xmm3, %xmm2, %xmm2
	vpshufd	$238, %xmm2, %xmm3
	vpaddd	%xmm3, %xmm2, %xmm2
	vpshufd	$85, %xmm2, %xmm3
	vpaddd	%xmm3, %xmm2, %xmm2
	vmovd	%xmm2, %r9d
	vextracti128	$1, %ymm1, %xmm2
	vpor	%xmm2, %xmm1, %xmm1
	vpshufd	$238, %xmm1, %xmm2
	vpor	%xmm2, %xmm1, %xmm1
	vpshufd	$85, %xmm1, %xmm2
	vpor	%xmm2, %xmm1, %xmm1
	vmovd	%xmm1, %r13d
	testq	%r8, %r8
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_591
	.p2align	4
.LBB0_590:
	movzwl	2(%r12,%r11,4), %edx
	xorl	%r8d, %r8d
	xorl	%r15d, %r15d
	cmpl	%edi, %edx
	seta	%r8b
	sete	%r15b
	addl	%r8d, %r9d
	orl	%r15d, %r13d
	incq	%r11
	cmpq	%r11, %rcx
	jne	.LBB0_590
.LBB0_591:
	testl	%r13d, %r13d
	movq	32(%rsp), %r12
	je	.LBB0_574
.LBB0_592:
	testb	$3, %cl
	movq	448(%rsp), %r11
	je	.LBB0_598
	movq	%r11, %r13
	movl	%ecx, %r8d
	andl	$3, %r8d
	xorl	%edx, %edx
	jmp	.LBB0_595
	.p2align	4
.LBB0_594:
	incq	%rdx
	cmpq	%rdx, %r8
	je	.LBB0_597
.LBB0_595:
	movl	(%rbx,%rdx,4), %r11d
	movl	%r11d, %r15d
	shrl	$16, %r15d
	cmpl	%edi, %r15d
	jne	.LBB0_594
	movl	%r11d, (%r13,%rsi,4)
	leal	(%rax,%rdx), %r11d
	movq	576(%rsp), %r15
	movl	%r11d, (%r15,%rsi,4)
	incq	%rsi
	jmp	.LBB0_594
.LBB0_597:
	movq	320(%rsp), %r8
	subq	%r8, %rdx
	movq	%rdx, %rax
	movq	%r13, %r11
	movq	%r8, %r13
	movq	512(%rsp), %r8
	movq	832(%rsp), %rdx
	subq	%rcx, %rdx
	cmpq	$-4, %rdx
	ja	.LBB0_576
	jmp	.LBB0_599
.LBB0_598:
	movq	512(%rsp), %r8
	movq	320(%rsp), %r13
	movq	832(%rsp), %rdx
	subq	%rcx, %rdx
	cmpq	$-4, %rdx
	ja	.LBB0_576
.LBB0_599:
	movq	%r11, %r13
	subq	%rax, %rcx
	movq	5392(%rsp), %rdx
	leaq	(%rdx,%rax,4), %r11
	xorl	%r15d, %r15d
	jmp	.LBB0_601
	.p2align	4
.LBB0_600:
	addq	$4, %r15
	cmpq	%r15, %rcx
	je	.LBB0_609
.LBB0_601:
	movl	-12(%r11,%r15,4), %edx
	movl	%edx, %r8d
	shrl	$16, %r8d
	cmpl	%edi, %r8d
	jne	.LBB0_603
	movl	%edx, (%r13,%rsi,4)
	leal	(%rax,%r15), %edx
	movq	576(%rsp), %r8
	movl	%edx, (%r8,%rsi,4)
	incq	%rsi
.LBB0_603:
	movl	-8(%r11,%r15,4), %edx
	movl	%edx, %r8d
	shrl	$16, %r8d
	cmpl	%edi, %r8d
	jne	.LBB0_605
	movl	%edx, (%r13,%rsi,4)
	leal	(%rax,%r15), %edx
	incl	%edx
	movq	576(%rsp), %r8
	movl	%edx, (%r8,%rsi,4)
	incq	%rsi
.LBB0_605:
	movl	-4(%r11,%r15,4), %edx
	movl	%edx, %r8d
	shrl	$16, %r8d
	cmpl	%edi, %r8d
	jne	.LBB0_607
	movl	%edx, (%r13,%rsi,4)
	leal	(%rax,%r15), %edx
	addl	$2, %edx
	movq	576(%rsp), %r8
	movl	%edx, (%r8,%rsi,4)
	incq	%rsi
.LBB0_607:
	movl	(%r11,%r15,4), %edx
	movl	%edx, %r8d
	shrl	$16, %r8d
	cmpl	%edi, %r8d
	jne	.LBB0_600
	movl	%edx, (%r13,%rsi,4)
	leal	(%rax,%r15), %edx
	addl	$3, %edx
	movq	576(%rsp), %r8
	movl	%edx, (%r8,%rsi,4)
	incq	%rsi
	jmp	.LBB0_600
.LBB0_609:
	movq	%r13, %r11
	jmp	.LBB0_575
.LBB0_610:
	vmovdqa64	1856(%rsp), %zmm9
	vmovdqa64	1920(%rsp), %zmm8
	vmovdqa64	2688(%rsp), %zmm15
	vmovss	.LCPI0_5(%rip), %xmm7
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovaps	2304(%rsp), %xmm10
	vmovdqa64	2048(%rsp), %zmm26
	vbroadcastsd	.LCPI0_20(%rip), %zmm11
	testl	%r13d, %r13d
	movq	32(%rsp), %r12
	jne	.LBB0_592
	jmp	.LBB0_574
.LBB0_611:
	addq	%rax, %r15
	movq	%r15, %r11
	movq	448(%rsp), %r12
	vbroadcastsd	.LCPI0_20(%rip), %zmm11
	jmp	.LBB0_590
.LBB0_612:
	movq	960(%rsp), %r8
	movl	%r8d, %eax
	orl	$32768, %eax
	testq	%rsi, %rsi
	je	.LBB0_615
	cmpq	$8, %rsi
	movabsq	$-9223372036854775808, %rbx
	movq	576(%rsp), %r12
	jae	.LBB0_616
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	movq	936(%rsp), %r10
	jmp	.LBB0_908
.LBB0_615:
	vcvtusi2ss	%r9d, %xmm31, %xmm0
	vmovaps	80(%rsp), %xmm1
	vucomiss	%xmm1, %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$16384, %eax
	vucomiss	%xmm1, %xmm0
	cmovbl	%r8d, %eax
	movl	%eax, %ecx
	orl	$8192, %ecx
	vucomiss	%xmm1, %xmm0
	cmovbl	%eax, %ecx
	movl	%ecx, %eax
	orl	$4096, %eax
	vucomiss	%xmm1, %xmm0
	cmovbl	%ecx, %eax
	movl	%eax, %ecx
	orl	$2048, %ecx
	vucomiss	%xmm1, %xmm0
	cmovbl	%eax, %ecx
	movl	%ecx, %eax
	orl	$1024, %eax
	vucomiss	%xmm1, %xmm0
	cmovbl	%ecx, %eax
	movl	%eax, %ecx
	orl	$512, %ecx
	vucomiss	%xmm1, %xmm0
	cmovbl	%eax, %ecx
	movl	%ecx, %eax
	orl	$256, %eax
	vmovd	%r9d, %xmm0
	vcvtudq2ps	%xmm0, %xmm0
	vucomiss	%xmm1, %xmm0
	cmovbl	%ecx, %eax
	movl	%eax, %ecx
	orl	$128, %ecx
	vucomiss	%xmm1, %xmm0
	cmovbl	%eax, %ecx
	movl	%ecx, %eax
	orl	$64, %eax
	vucomiss	%xmm1, %xmm0
	cmovbl	%ecx, %eax
	movl	%eax, %ecx
	orl	$32, %ecx
	vucomiss	%xmm1, %xmm0
	cmovbl	%eax, %ecx
	movl	%ecx, %eax
	orl	$16, %eax
	vucomiss	%xmm1, %xmm0
	cmovbl	%ecx, %eax
	movl	%eax, %ecx
	orl	$8, %ecx
	vucomiss	%xmm1, %xmm0
	cmovbl	%eax, %ecx
	movl	%ecx, %eax
	orl	$4, %eax
	vucomiss	%xmm1, %xmm0
	cmovbl	%ecx, %eax
	movl	%eax, %r8d
	orl	$2, %r8d
	vucomiss	%xmm1, %xmm0
	cmovbl	%eax, %r8d
	movl	%r8d, %eax
	orl	$1, %eax
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	movabsq	$-9223372036854775808, %rbx
	movq	576(%rsp), %r12
	jmp	.LBB0_1122
.LBB0_616:
	cmpq	$64, %rsi
	movq	936(%rsp), %r10
	jae	.LBB0_618
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_629
.LBB0_618:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_619:
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
	cmpq	%rdx, %rcx
	jne	.LBB0_619
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
	cmpq	%rcx, %rsi
	jne	.LBB0_628
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_910
.LBB0_622:
	leaq	-1(%rax), %rsi
	movl	%edx, %ecx
	andl	$7, %ecx
	cmpq	$7, %rsi
	jae	.LBB0_632
	xorl	%esi, %esi
	jmp	.LBB0_635
.LBB0_624:
	vbroadcastss	896(%rsp), %zmm1
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_10(%rip), %zmm2
	vmovdqa64	.LCPI0_9(%rip), %zmm3
	movq	168(%rsp), %rcx
	movq	3352(%rsp), %rdi
	movq	576(%rsp), %r8
	vbroadcastss	.LCPI0_0(%rip), %zmm23
	vpbroadcastd	.LCPI0_5(%rip), %zmm26
	vpbroadcastd	.LCPI0_2(%rip), %zmm20
	vbroadcastss	.LCPI0_4(%rip), %zmm21
	vbroadcastss	.LCPI0_363(%rip), %zmm14
	vpternlogd	$255, %zmm17, %zmm17, %zmm17
	vmovaps	%zmm15, %zmm28
	vmovaps	%zmm11, %zmm25
	vmovaps	%zmm5, %zmm15
	vmovaps	%zmm12, %zmm27
	vpbroadcastd	.LCPI0_38(%rip), %zmm19
	vmovaps	1728(%rsp), %zmm5
	vmovaps	960(%rsp), %zmm29
	vxorps	%xmm30, %xmm30, %xmm30
	vpbroadcastq	.LCPI0_11(%rip), %zmm22
	.p2align	4
.LBB0_625:
	vmovups	(%rcx,%rax,4), %zmm6
	vcvtuqq2ps	%zmm2, %ymm7
	vcvtuqq2ps	%zmm3, %ymm8
	vmulps	%zmm6, %zmm5, %zmm9
	vinsertf64x4	$1, %ymm8, %zmm7, %zmm7
	vcmpltps	%zmm6, %zmm4, %k2
	vcmpeqps	%zmm4, %zmm6, %k3
	vsubps	%zmm29, %zmm9, %zmm6
	vmaxps	%zmm6, %zmm27, %zmm8
	vminps	%zmm8, %zmm15, %zmm8
	vmulps	%zmm28, %zmm8, %zmm9
	vaddps	%zmm24, %zmm9, %zmm9
	vaddps	%zmm25, %zmm9, %zmm10
	vmulps	%zmm14, %zmm10, %zmm11
	vaddps	%zmm11, %zmm8, %zmm8
	vmulps	%zmm31, %zmm10, %zmm10
	vsubps	%zmm10, %zmm8, %zmm11
	vmulps	%zmm11, %zmm11, %zmm12
	vmulps	.LCPI0_365(%rip){1to16}, %zmm12, %zmm13
	vaddps	.LCPI0_366(%rip){1to16}, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	.LCPI0_367(%rip){1to16}, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	.LCPI0_368(%rip){1to16}, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	.LCPI0_369(%rip){1to16}, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm12
	vsubps	%zmm12, %zmm11, %zmm12
	vmulps	%zmm12, %zmm11, %zmm11
	vbroadcastss	.LCPI0_370(%rip), %zmm13
	vsubps	%zmm12, %zmm13, %zmm12
	vdivps	%zmm12, %zmm11, %zmm11
	vcmpleps	%zmm0, %zmm7, %k3 {%k3}
	vsubps	%zmm11, %zmm10, %zmm7
	vsubps	%zmm7, %zmm8, %zmm7
	vaddps	%zmm23, %zmm7, %zmm7
	vpaddd	.LCPI0_371(%rip){1to16}, %zmm9, %zmm8
	vpsrld	$1, %zmm8, %zmm8
	vpsubd	%zmm8, %zmm9, %zmm9
	vpslld	$23, %zmm8, %zmm8
	vpaddd	%zmm20, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm7
	vpslld	$23, %zmm9, %zmm8
	vpaddd	%zmm26, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm7
	vmovaps	%zmm23, %zmm8 {%k2} {z}
	vcmpunordps	%zmm30, %zmm6, %k2
	vmovaps	%zmm23, %zmm6 {%k3} {z}
	vbroadcastss	.LCPI0_372(%rip), %zmm7 {%k2}
	vmaxps	%zmm8, %zmm6, %zmm6
	vdivps	%zmm1, %zmm7, %zmm7
	vcmpneqps	%zmm30, %zmm6, %k2
	vmovaps	%zmm21, %zmm6
	vaddps	%zmm30, %zmm7, %zmm6 {%k2}
	vpmovd2m	%zmm6, %k3
	vpord	%zmm19, %zmm6, %zmm8
	vpxord	%zmm17, %zmm6, %zmm8 {%k3}
	vmovdqu64	%zmm8, (%r11,%rax,4)
	vmovaps	%zmm7, %zmm6 {%k2} {z}
	vmovups	%zmm6, (%r8,%rax,4)
	addq	$16, %rax
	vpaddq	%zmm22, %zmm2, %zmm2
	vpaddq	%zmm22, %zmm3, %zmm3
	cmpq	%rax, %rdi
	jne	.LBB0_625
	movq	32(%rsp), %r8
	cmpq	%rdi, %r8
	vmovss	.LCPI0_359(%rip), %xmm20
	vmovss	.LCPI0_364(%rip), %xmm23
	vmovaps	144(%rsp), %xmm28
	jne	.LBB0_824
	movq	104(%rsp), %rax
	movl	$3528531795, %ecx
	vmovdqa64	1856(%rsp), %zmm9
	vmovdqa64	1920(%rsp), %zmm8
	vmovdqa64	2688(%rsp), %zmm15
	vmovd	.LCPI0_5(%rip), %xmm7
	movabsq	$4611686018427387899, %rdi
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovaps	3776(%rsp), %xmm30
	vmovaps	2304(%rsp), %xmm10
	vmovaps	416(%rsp), %xmm24
	vmovaps	912(%rsp), %xmm25
	vmovdqa64	4096(%rsp), %zmm23
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vmovaps	1728(%rsp), %zmm17
	vmovdqa64	2048(%rsp), %zmm26
	vpbroadcastq	.LCPI0_20(%rip), %zmm11
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	jmp	.LBB0_246
.LBB0_628:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_908
.LBB0_629:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_630:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_630
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_909
.LBB0_632:
	leaq	(%rsp,%rdx,4), %rdi
	addq	$10688, %rdi
	andq	$-8, %rdx
	leaq	1(%rax), %rsi
	cmpq	$1, %rsi
	movq	%r8, %r10
	movl	$1, %r8d
	cmovaeq	%r8, %rsi
	shll	$2, %esi
	leaq	(%rsp,%rax,4), %r8
	addq	$10688, %r8
	subq	%rsi, %r8
	xorl	%esi, %esi
	movabsq	$4611686018427387902, %r15
	movabsq	$4611686018427387901, %r12
	movabsq	$4611686018427387900, %r11
	movq	%r14, %r13
	movabsq	$4611686018427387897, %r14
	.p2align	4
.LBB0_633:
	vaddss	(%r8), %xmm0, %xmm0
	movq	%rsi, %r9
	xorq	%r15, %r9
	vaddss	(%rdi,%r9,4), %xmm0, %xmm0
	movq	%rsi, %r9
	xorq	%r12, %r9
	vaddss	(%rdi,%r9,4), %xmm0, %xmm0
	movq	%rsi, %r9
	xorq	%r11, %r9
	vaddss	(%rdi,%r9,4), %xmm0, %xmm0
	movq	%rsi, %r9
	movabsq	$4611686018427387899, %rbx
	xorq	%rbx, %r9
	vaddss	(%rdi,%r9,4), %xmm0, %xmm0
	movq	%rsi, %r9
	xorq	%r10, %r9
	vaddss	(%rdi,%r9,4), %xmm0, %xmm0
	movq	%rsi, %r9
	xorq	%r14, %r9
	vaddss	(%rdi,%r9,4), %xmm0, %xmm0
	movq	%rsi, %r9
	xorq	%r13, %r9
	vaddss	(%rdi,%r9,4), %xmm0, %xmm0
	addq	$8, %rsi
	addq	$-32, %r8
	cmpq	%rsi, %rdx
	jne	.LBB0_633
	testq	%rcx, %rcx
	movq	40(%rsp), %r9
	movabsq	$4611686018427387899, %rdi
	movq	%r13, %r14
	movq	1984(%rsp), %r12
	movq	448(%rsp), %r11
	movq	704(%rsp), %r13
	je	.LBB0_637
.LBB0_635:
	shlq	$2, %rsi
	negq	%rsi
	leaq	(%rsp,%rsi), %rdx
	addq	$10688, %rdx
	leaq	1(%rax), %rsi
	cmpq	$1, %rsi
	movl	$1, %edi
	cmovaeq	%rdi, %rsi
	movabsq	$4611686018427387899, %rdi
	shll	$2, %esi
	leaq	(%rdx,%rax,4), %rax
	subq	%rsi, %rax
	negq	%rcx
	xorl	%edx, %edx
	.p2align	4
.LBB0_636:
	vaddss	(%rax,%rdx,4), %xmm0, %xmm0
	decq	%rdx
	cmpq	%rdx, %rcx
	jne	.LBB0_636
.LBB0_637:
	xorl	%ebx, %ebx
	vucomiss	60(%rsp), %xmm0
	movq	2112(%rsp), %r15
	jae	.LBB0_640
	vmovdqa	%xmm7, %xmm2
	vmovd	.LCPI0_2(%rip), %xmm1
	movq	104(%rsp), %rax
	movl	$3528531795, %ecx
	movq	32(%rsp), %r8
	testq	%r8, %r8
	jne	.LBB0_751
	jmp	.LBB0_639
.LBB0_640:
	xorl	%r15d, %r15d
	jmp	.LBB0_643
	.p2align	4
.LBB0_641:
	vxorps	%xmm0, %xmm0, %xmm0
	vpxor	%xmm1, %xmm1, %xmm1
	vpxor	%xmm2, %xmm2, %xmm2
.LBB0_642:
	vmovss	60(%rsp), %xmm3
	vucomiss	%xmm3, %xmm0
	setae	%al
	movq	832(%rsp), %rcx
	cmovael	320(%rsp), %ecx
	movl	192(%rsp), %edx
	cmovael	512(%rsp), %edx
	kmovd	%eax, %k2
	vmovss	%xmm1, %xmm2, %xmm2 {%k2}
	vucomiss	%xmm3, %xmm2
	movl	%edx, %ebx
	cmovbl	%ecx, %ebx
	incq	%r15
	cmpq	$16, %r15
	je	.LBB0_693
.LBB0_643:
	leal	(%r15,%r15), %eax
	movb	$30, %cl
	subb	%al, %cl
	movl	$-2147483648, %edx
	shrxl	%eax, %edx, %eax
	orl	%ebx, %eax
	movl	%eax, 320(%rsp)
	btsl	%ecx, %eax
	movl	%eax, 512(%rsp)
	movq	%rbx, 832(%rsp)
	movl	%ebx, %eax
	btsl	%ecx, %eax
	movl	%eax, 192(%rsp)
	cmpq	$0, 32(%rsp)
	je	.LBB0_641
	movq	%r15, 1024(%rsp)
	xorl	%r13d, %r13d
	xorl	%r15d, %r15d
	xorl	%r11d, %r11d
	xorl	%ebx, %ebx
	movq	32(%rsp), %r9
	jmp	.LBB0_647
	.p2align	4
.LBB0_645:
	movq	%r11, %rcx
	xorl	%r8d, %r8d
.LBB0_646:
	leaq	1(%r14), %r15
	leaq	1(%rdx), %rbx
	vmovss	%xmm0, 11456(%rsp,%rcx,4)
	movq	%r8, 20672(%rsp,%rcx,8)
	leaq	1(%rcx), %r11
	incq	%r13
	cmpq	%r9, %r13
	je	.LBB0_667
.LBB0_647:
	movq	448(%rsp), %rax
	movl	(%rax,%r13,4), %ecx
	cmpl	320(%rsp), %ecx
	setb	%dl
	xorl	%eax, %eax
	movq	576(%rsp), %rsi
	vmovss	(%rsi,%r13,4), %xmm0
	kmovd	%edx, %k2
	vmovaps	%xmm0, %xmm1
	vmovss	%xmm18, %xmm1, %xmm1 {%k2}
	testq	%r15, %r15
	setne	%dl
	je	.LBB0_653
	movb	%dl, %al
	movq	%r15, %rdx
	subq	%rax, %rdx
	cmpq	$0, 19648(%rsp,%rdx,8)
	jne	.LBB0_653
	leaq	19640(%rsp), %rax
	leaq	(%rax,%r15,8), %rsi
	leaq	-1(%r15), %r10
	leaq	10940(%rsp), %rax
	leaq	(%rax,%r15,4), %r14
	movq	%r10, %r8
	xorl	%edx, %edx
	.p2align	4
.LBB0_650:
	movq	%r8, %rax
	subq	$1, %r8
	movl	$1, %r12d
	cmovaeq	%r12, %rax
	vaddss	(%r14), %xmm1, %xmm1
	cmpq	%rdx, %r10
	leaq	1(%rdx), %rdx
	je	.LBB0_652
	shll	$3, %eax
	movq	%rsi, %r12
	subq	%rax, %r12
	addq	$-8, %rsi
	addq	$-4, %r14
	cmpq	(%r12), %rdx
	je	.LBB0_650
.LBB0_652:
	subq	%rdx, %r15
	movq	%r15, %r14
	movq	32(%rsp), %r9
	jmp	.LBB0_654
	.p2align	4
.LBB0_653:
	movq	%r15, %r14
	xorl	%edx, %edx
.LBB0_654:
	cmpl	512(%rsp), %ecx
	setb	%sil
	xorl	%eax, %eax
	vmovss	%xmm1, 10944(%rsp,%r14,4)
	movq	%rdx, 19648(%rsp,%r14,8)
	kmovd	%esi, %k2
	vmovaps	%xmm0, %xmm1
	vmovss	%xmm18, %xmm1, %xmm1 {%k2}
	testq	%rbx, %rbx
	setne	%dl
	je	.LBB0_660
	movb	%dl, %al
	movq	%rbx, %rdx
	subq	%rax, %rdx
	cmpq	$0, 20160(%rsp,%rdx,8)
	jne	.LBB0_660
	leaq	20152(%rsp), %rax
	leaq	(%rax,%rbx,8), %rdx
	leaq	-1(%rbx), %r8
	leaq	11196(%rsp), %rax
	leaq	(%rax,%rbx,4), %rax
	movq	%r8, %r15
	xorl	%esi, %esi
	.p2align	4
.LBB0_657:
	movq	%r15, %r10
	subq	$1, %r15
	movl	$1, %r12d
	cmovaeq	%r12, %r10
	vaddss	(%rax), %xmm1, %xmm1
	cmpq	%rsi, %r8
	leaq	1(%rsi), %rsi
	je	.LBB0_659
	shll	$3, %r10d
	movq	%rdx, %r12
	subq	%r10, %r12
	addq	$-8, %rdx
	addq	$-4, %rax
	cmpq	(%r12), %rsi
	je	.LBB0_657
.LBB0_659:
	subq	%rsi, %rbx
	movq	%rbx, %rdx
	movq	32(%rsp), %r9
	jmp	.LBB0_661
	.p2align	4
.LBB0_660:
	movq	%rbx, %rdx
	xorl	%esi, %esi
.LBB0_661:
	cmpl	192(%rsp), %ecx
	setb	%cl
	xorl	%eax, %eax
	vmovss	%xmm1, 11200(%rsp,%rdx,4)
	movq	%rsi, 20160(%rsp,%rdx,8)
	kmovd	%ecx, %k2
	vmovss	%xmm18, %xmm0, %xmm0 {%k2}
	testq	%r11, %r11
	setne	%cl
	je	.LBB0_645
	movb	%cl, %al
	movq	%r11, %rcx
	subq	%rax, %rcx
	cmpq	$0, 20672(%rsp,%rcx,8)
	jne	.LBB0_645
	leaq	20664(%rsp), %rax
	leaq	(%rax,%r11,8), %rcx
	leaq	-1(%r11), %rsi
	leaq	11452(%rsp), %rax
	leaq	(%rax,%r11,4), %rax
	movq	%rsi, %rbx
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_664:
	movq	%rbx, %r10
	subq	$1, %rbx
	movl	$1, %r15d
	cmovaeq	%r15, %r10
	vaddss	(%rax), %xmm0, %xmm0
	cmpq	%r8, %rsi
	leaq	1(%r8), %r8
	je	.LBB0_666
	shll	$3, %r10d
	movq	%rcx, %r15
	subq	%r10, %r15
	addq	$-8, %rcx
	addq	$-4, %rax
	cmpq	(%r15), %r8
	je	.LBB0_664
.LBB0_666:
	subq	%r8, %r11
	movq	%r11, %rcx
	jmp	.LBB0_646
	.p2align	4
.LBB0_667:
	xorl	%eax, %eax
	testq	%r15, %r15
	sete	%sil
	setne	%al
	movq	%r15, %r8
	subq	%rax, %r8
	vmovss	10944(%rsp,%r8,4), %xmm0
	kmovd	%esi, %k2
	vmovss	%xmm18, %xmm0, %xmm0 {%k2}
	cmpq	$2, %r15
	jb	.LBB0_675
	leaq	-1(%r14), %rax
	movl	%r8d, %r15d
	andl	$7, %r15d
	cmpq	$7, %rax
	jae	.LBB0_670
	xorl	%r13d, %r13d
	jmp	.LBB0_673
.LBB0_670:
	leaq	(%rsp,%r8,4), %rsi
	addq	$10944, %rsi
	andq	$-8, %r8
	leaq	1(%r14), %r10
	cmpq	$1, %r10
	movl	$1, %eax
	cmovaeq	%rax, %r10
	shll	$2, %r10d
	leaq	(%rsp,%r14,4), %rax
	addq	$10944, %rax
	subq	%r10, %rax
	xorl	%r13d, %r13d
	movq	%rdi, %r12
	movabsq	$4611686018427387898, %r9
	.p2align	4
.LBB0_671:
	vaddss	(%rax), %xmm0, %xmm0
	movq	%r13, %r10
	movabsq	$4611686018427387902, %rdi
	xorq	%rdi, %r10
	vaddss	(%rsi,%r10,4), %xmm0, %xmm0
	movq	%r13, %r10
	movabsq	$4611686018427387901, %rdi
	xorq	%rdi, %r10
	vaddss	(%rsi,%r10,4), %xmm0, %xmm0
	movq	%r13, %r10
	movabsq	$4611686018427387900, %rdi
	xorq	%rdi, %r10
	vaddss	(%rsi,%r10,4), %xmm0, %xmm0
	movq	%r13, %r10
	xorq	%r12, %r10
	vaddss	(%rsi,%r10,4), %xmm0, %xmm0
	movq	%r13, %r10
	xorq	%r9, %r10
	vaddss	(%rsi,%r10,4), %xmm0, %xmm0
	movq	%r13, %r10
	movabsq	$4611686018427387897, %rdi
	xorq	%rdi, %r10
	vaddss	(%rsi,%r10,4), %xmm0, %xmm0
	movq	%r13, %r10
	movabsq	$4611686018427387896, %rdi
	xorq	%rdi, %r10
	vaddss	(%rsi,%r10,4), %xmm0, %xmm0
	addq	$8, %r13
	addq	$-32, %rax
	cmpq	%r13, %r8
	jne	.LBB0_671
	testq	%r15, %r15
	movq	%r12, %rdi
	je	.LBB0_675
.LBB0_673:
	shlq	$2, %r13
	negq	%r13
	leaq	(%rsp,%r13), %rax
	addq	$10944, %rax
	leaq	1(%r14), %rsi
	cmpq	$1, %rsi
	movl	$1, %r8d
	cmovaeq	%r8, %rsi
	shll	$2, %esi
	leaq	(%rax,%r14,4), %rax
	subq	%rsi, %rax
	negq	%r15
	xorl	%esi, %esi
	.p2align	4
.LBB0_674:
	vaddss	(%rax,%rsi,4), %xmm0, %xmm0
	decq	%rsi
	cmpq	%rsi, %r15
	jne	.LBB0_674
.LBB0_675:
	xorl	%eax, %eax
	testq	%rbx, %rbx
	sete	%sil
	setne	%al
	movq	%rbx, %r8
	subq	%rax, %r8
	vmovss	11200(%rsp,%r8,4), %xmm1
	kmovd	%esi, %k2
	vmovss	%xmm18, %xmm1, %xmm1 {%k2}
	cmpq	$2, %rbx
	jae	.LBB0_677
	movq	704(%rsp), %r13
	movabsq	$4611686018427387897, %r15
	movabsq	$4611686018427387896, %r14
	movq	1984(%rsp), %r12
	jmp	.LBB0_684
	.p2align	4
.LBB0_677:
	leaq	-1(%rdx), %rax
	movl	%r8d, %ebx
	andl	$7, %ebx
	cmpq	$7, %rax
	movq	704(%rsp), %r13
	jae	.LBB0_679
	xorl	%esi, %esi
	movabsq	$4611686018427387897, %r15
	movabsq	$4611686018427387896, %r14
	movq	1984(%rsp), %r12
	jmp	.LBB0_682
.LBB0_679:
	leaq	(%rsp,%r8,4), %r14
	addq	$11200, %r14
	andq	$-8, %r8
	leaq	1(%rdx), %rsi
	cmpq	$1, %rsi
	movl	$1, %eax
	cmovaeq	%rax, %rsi
	shll	$2, %esi
	leaq	(%rsp,%rdx,4), %rax
	addq	$11200, %rax
	subq	%rsi, %rax
	xorl	%esi, %esi
	movabsq	$4611686018427387901, %r9
	movq	%rdi, %r13
	movabsq	$4611686018427387900, %rdi
	movabsq	$4611686018427387898, %r15
	.p2align	4
.LBB0_680:
	vaddss	(%rax), %xmm1, %xmm1
	movq	%rsi, %r10
	movabsq	$4611686018427387902, %r12
	xorq	%r12, %r10
	vaddss	(%r14,%r10,4), %xmm1, %xmm1
	movq	%rsi, %r10
	xorq	%r9, %r10
	vaddss	(%r14,%r10,4), %xmm1, %xmm1
	movq	%rsi, %r10
	xorq	%rdi, %r10
	vaddss	(%r14,%r10,4), %xmm1, %xmm1
	movq	%rsi, %r10
	xorq	%r13, %r10
	vaddss	(%r14,%r10,4), %xmm1, %xmm1
	movq	%rsi, %r10
	xorq	%r15, %r10
	vaddss	(%r14,%r10,4), %xmm1, %xmm1
	movq	%rsi, %r10
	movabsq	$4611686018427387897, %r12
	xorq	%r12, %r10
	vaddss	(%r14,%r10,4), %xmm1, %xmm1
	movq	%rsi, %r10
	movabsq	$4611686018427387896, %r12
	xorq	%r12, %r10
	vaddss	(%r14,%r10,4), %xmm1, %xmm1
	addq	$8, %rsi
	addq	$-32, %rax
	cmpq	%rsi, %r8
	jne	.LBB0_680
	testq	%rbx, %rbx
	movq	%r13, %rdi
	movabsq	$4611686018427387897, %r15
	movabsq	$4611686018427387896, %r14
	movq	1984(%rsp), %r12
	movq	704(%rsp), %r13
	je	.LBB0_684
.LBB0_682:
	shlq	$2, %rsi
	negq	%rsi
	leaq	(%rsp,%rsi), %rax
	addq	$11200, %rax
	leaq	1(%rdx), %rsi
	cmpq	$1, %rsi
	movl	$1, %r8d
	cmovaeq	%r8, %rsi
	shll	$2, %esi
	leaq	(%rax,%rdx,4), %rax
	subq	%rsi, %rax
	negq	%rbx
	xorl	%edx, %edx
	.p2align	4
.LBB0_683:
	vaddss	(%rax,%rdx,4), %xmm1, %xmm1
	decq	%rdx
	cmpq	%rdx, %rbx
	jne	.LBB0_683
.LBB0_684:
	xorl	%eax, %eax
	testq	%r11, %r11
	sete	%dl
	setne	%al
	movq	%r11, %r8
	subq	%rax, %r8
	vmovss	11456(%rsp,%r8,4), %xmm2
	kmovd	%edx, %k2
	vmovss	%xmm18, %xmm2, %xmm2 {%k2}
	cmpq	$2, %r11
	jae	.LBB0_686
.LBB0_685:
	movq	1024(%rsp), %r15
	jmp	.LBB0_642
	.p2align	4
.LBB0_686:
	leaq	-1(%rcx), %rax
	movl	%r8d, %edx
	andl	$7, %edx
	cmpq	$7, %rax
	jae	.LBB0_688
	xorl	%r11d, %r11d
	jmp	.LBB0_691
.LBB0_688:
	leaq	(%rsp,%r8,4), %rsi
	addq	$11456, %rsi
	andq	$-8, %r8
	leaq	1(%rcx), %r10
	cmpq	$1, %r10
	movl	$1, %eax
	cmovaeq	%rax, %r10
	shll	$2, %r10d
	leaq	(%rsp,%rcx,4), %rax
	addq	$11456, %rax
	subq	%r10, %rax
	xorl	%r11d, %r11d
	movabsq	$4611686018427387902, %r12
	movabsq	$4611686018427387901, %r9
	movq	%rdi, %r13
	movabsq	$4611686018427387900, %rdi
	movq	%r14, %rbx
	movabsq	$4611686018427387898, %r14
	.p2align	4
.LBB0_689:
	vaddss	(%rax), %xmm2, %xmm2
	movq	%r11, %r10
	xorq	%r12, %r10
	vaddss	(%rsi,%r10,4), %xmm2, %xmm2
	movq	%r11, %r10
	xorq	%r9, %r10
	vaddss	(%rsi,%r10,4), %xmm2, %xmm2
	movq	%r11, %r10
	xorq	%rdi, %r10
	vaddss	(%rsi,%r10,4), %xmm2, %xmm2
	movq	%r11, %r10
	xorq	%r13, %r10
	vaddss	(%rsi,%r10,4), %xmm2, %xmm2
	movq	%r11, %r10
	xorq	%r14, %r10
	vaddss	(%rsi,%r10,4), %xmm2, %xmm2
	movq	%r11, %r10
	xorq	%r15, %r10
	vaddss	(%rsi,%r10,4), %xmm2, %xmm2
	movq	%r11, %r10
	xorq	%rbx, %r10
	vaddss	(%rsi,%r10,4), %xmm2, %xmm2
	addq	$8, %r11
	addq	$-32, %rax
	cmpq	%r11, %r8
	jne	.LBB0_689
	testq	%rdx, %rdx
	movq	%r13, %rdi
	movq	%rbx, %r14
	movq	1984(%rsp), %r12
	movq	704(%rsp), %r13
	je	.LBB0_685
.LBB0_691:
	shlq	$2, %r11
	negq	%r11
	leaq	(%rsp,%r11), %rax
	addq	$11456, %rax
	leaq	1(%rcx), %rsi
	cmpq	$1, %rsi
	movl	$1, %r8d
	cmovaeq	%r8, %rsi
	shll	$2, %esi
	leaq	(%rax,%rcx,4), %rax
	subq	%rsi, %rax
	negq	%rdx
	xorl	%ecx, %ecx
	movq	1024(%rsp), %r15
	.p2align	4
.LBB0_692:
	vaddss	(%rax,%rcx,4), %xmm2, %xmm2
	decq	%rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_692
	jmp	.LBB0_642
.LBB0_693:
	movq	%rbx, 832(%rsp)
	cmpq	$0, 3368(%rsp)
	je	.LBB0_749
	xorl	%ecx, %ecx
	xorl	%r15d, %r15d
	jmp	.LBB0_697
	.p2align	4
.LBB0_695:
	movabsq	$4611686018427387899, %rdi
	movq	960(%rsp), %r15
.LBB0_696:
	vmovss	60(%rsp), %xmm3
	vucomiss	%xmm3, %xmm0
	setae	%al
	cmovaeq	320(%rsp), %r15
	movq	192(%rsp), %rcx
	cmovaeq	512(%rsp), %rcx
	kmovd	%eax, %k2
	vmovss	%xmm1, %xmm2, %xmm2 {%k2}
	vucomiss	%xmm3, %xmm2
	cmovaeq	%rcx, %r15
	movq	1024(%rsp), %rcx
	incq	%rcx
	cmpq	3368(%rsp), %rcx
	je	.LBB0_750
.LBB0_697:
	leaq	(%rcx,%rcx), %rax
	movq	%rcx, 1024(%rsp)
	leaq	1(,%rcx,2), %rcx
	movq	5464(%rsp), %rdi
	cmpq	%rdi, %rcx
	movl	%eax, %edx
	cmovbl	%ecx, %edx
	movq	5456(%rsp), %r8
	movl	%r8d, %esi
	subl	%edx, %esi
	cmpq	%rdi, %rcx
	movl	$1, %ecx
	shlxq	%rsi, %rcx, %rdx
	movl	$0, %ecx
	cmovaeq	%rcx, %rdx
	movl	%r8d, %ecx
	subl	%eax, %ecx
	movq	%r15, %rax
	btsq	%rcx, %rax
	movq	%rdx, %rcx
	movq	%rax, 320(%rsp)
	orq	%rax, %rcx
	movq	%rcx, 512(%rsp)
	orq	%r15, %rdx
	movq	%rdx, 192(%rsp)
	cmpq	$0, 32(%rsp)
	je	.LBB0_723
	movq	%r15, 960(%rsp)
	xorl	%edi, %edi
	xorl	%ebx, %ebx
	xorl	%r14d, %r14d
	xorl	%r15d, %r15d
	movq	32(%rsp), %r9
	movq	832(%rsp), %r12
	jmp	.LBB0_701
	.p2align	4
.LBB0_699:
	movq	%rbx, %rcx
	xorl	%r8d, %r8d
.LBB0_700:
	leaq	1(%r13), %r15
	leaq	1(%rdx), %r14
	vmovss	%xmm1, 12224(%rsp,%rcx,4)
	movq	%r8, 22208(%rsp,%rcx,8)
	leaq	1(%rcx), %rbx
	incq	%rdi
	cmpq	%r9, %rdi
	je	.LBB0_721
.LBB0_701:
	movq	448(%rsp), %rax
	movl	(%rax,%rdi,4), %ecx
	cmpl	%r12d, %ecx
	seta	%al
	sete	%dl
	movq	4224(%rsp), %rsi
	subq	%rdi, %rsi
	cmpq	320(%rsp), %rsi
	kmovd	%edx, %k2
	setae	%dl
	kmovd	%edx, %k3
	movq	576(%rsp), %rdx
	vmovss	(%rdx,%rdi,4), %xmm0
	vmovss	%xmm0, %xmm0, %xmm1 {%k2} {z}
	vmovss	%xmm1, %xmm1, %xmm1 {%k3} {z}
	kmovd	%eax, %k2
	xorl	%eax, %eax
	vmovss	%xmm0, %xmm1, %xmm1 {%k2}
	testq	%r15, %r15
	setne	%dl
	je	.LBB0_707
	movb	%dl, %al
	movq	%r15, %rdx
	subq	%rax, %rdx
	cmpq	$0, 21184(%rsp,%rdx,8)
	jne	.LBB0_707
	leaq	21176(%rsp), %rax
	leaq	(%rax,%r15,8), %r8
	leaq	-1(%r15), %r10
	leaq	11708(%rsp), %rax
	leaq	(%rax,%r15,4), %rax
	movq	%r10, %r11
	xorl	%edx, %edx
	.p2align	4
.LBB0_704:
	movq	%r11, %r13
	subq	$1, %r11
	movl	$1, %r12d
	cmovaeq	%r12, %r13
	vaddss	(%rax), %xmm1, %xmm1
	cmpq	%rdx, %r10
	leaq	1(%rdx), %rdx
	je	.LBB0_706
	shll	$3, %r13d
	movq	%r8, %r12
	subq	%r13, %r12
	addq	$-8, %r8
	addq	$-4, %rax
	cmpq	(%r12), %rdx
	je	.LBB0_704
.LBB0_706:
	subq	%rdx, %r15
	movq	%r15, %r13
	movq	32(%rsp), %r9
	movq	832(%rsp), %r12
	jmp	.LBB0_708
	.p2align	4
.LBB0_707:
	movq	%r15, %r13
	xorl	%edx, %edx
.LBB0_708:
	cmpl	%r12d, %ecx
	seta	%r8b
	sete	%r10b
	cmpq	512(%rsp), %rsi
	setae	%r11b
	xorl	%eax, %eax
	vmovss	%xmm1, 11712(%rsp,%r13,4)
	movq	%rdx, 21184(%rsp,%r13,8)
	kmovd	%r11d, %k2
	kmovd	%r10d, %k3
	vmovss	%xmm0, %xmm0, %xmm1 {%k3} {z}
	vmovss	%xmm1, %xmm1, %xmm1 {%k2} {z}
	kmovd	%r8d, %k2
	vmovss	%xmm0, %xmm1, %xmm1 {%k2}
	testq	%r14, %r14
	setne	%dl
	je	.LBB0_714
	movb	%dl, %al
	movq	%r14, %rdx
	subq	%rax, %rdx
	cmpq	$0, 21696(%rsp,%rdx,8)
	jne	.LBB0_714
	leaq	21688(%rsp), %rax
	leaq	(%rax,%r14,8), %rdx
	leaq	-1(%r14), %r15
	leaq	11964(%rsp), %rax
	leaq	(%rax,%r14,4), %rax
	movq	%r15, %r11
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_711:
	movq	%r11, %r10
	subq	$1, %r11
	movl	$1, %r12d
	cmovaeq	%r12, %r10
	vaddss	(%rax), %xmm1, %xmm1
	cmpq	%r8, %r15
	leaq	1(%r8), %r8
	je	.LBB0_713
	shll	$3, %r10d
	movq	%rdx, %r12
	subq	%r10, %r12
	addq	$-8, %rdx
	addq	$-4, %rax
	cmpq	(%r12), %r8
	je	.LBB0_711
.LBB0_713:
	subq	%r8, %r14
	movq	%r14, %rdx
	movq	32(%rsp), %r9
	movq	832(%rsp), %r12
	jmp	.LBB0_715
	.p2align	4
.LBB0_714:
	movq	%r14, %rdx
	xorl	%r8d, %r8d
.LBB0_715:
	cmpl	%r12d, %ecx
	seta	%cl
	sete	%r10b
	cmpq	192(%rsp), %rsi
	setae	%sil
	xorl	%eax, %eax
	vmovss	%xmm1, 11968(%rsp,%rdx,4)
	movq	%r8, 21696(%rsp,%rdx,8)
	kmovd	%esi, %k2
	kmovd	%r10d, %k3
	vmovss	%xmm0, %xmm0, %xmm1 {%k3} {z}
	vmovss	%xmm1, %xmm1, %xmm1 {%k2} {z}
	kmovd	%ecx, %k2
	vmovss	%xmm0, %xmm1, %xmm1 {%k2}
	testq	%rbx, %rbx
	setne	%cl
	je	.LBB0_699
	movb	%cl, %al
	movq	%rbx, %rcx
	subq	%rax, %rcx
	cmpq	$0, 22208(%rsp,%rcx,8)
	jne	.LBB0_699
	leaq	22200(%rsp), %rax
	leaq	(%rax,%rbx,8), %rcx
	leaq	-1(%rbx), %rsi
	leaq	12220(%rsp), %rax
	leaq	(%rax,%rbx,4), %rax
	movq	%rsi, %r11
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_718:
	movq	%r11, %r10
	subq	$1, %r11
	movl	$1, %r14d
	cmovaeq	%r14, %r10
	vaddss	(%rax), %xmm1, %xmm1
	cmpq	%r8, %rsi
	leaq	1(%r8), %r8
	je	.LBB0_720
	shll	$3, %r10d
	movq	%rcx, %r14
	subq	%r10, %r14
	addq	$-8, %rcx
	addq	$-4, %rax
	cmpq	(%r14), %r8
	je	.LBB0_718
.LBB0_720:
	subq	%r8, %rbx
	movq	%rbx, %rcx
	jmp	.LBB0_700
	.p2align	4
.LBB0_721:
	xorl	%eax, %eax
	testq	%r15, %r15
	sete	%sil
	setne	%al
	movq	%r15, %rdi
	subq	%rax, %rdi
	vmovss	11712(%rsp,%rdi,4), %xmm0
	kmovd	%esi, %k2
	vmovss	%xmm18, %xmm0, %xmm0 {%k2}
	cmpq	$2, %r15
	jae	.LBB0_724
	movabsq	$4611686018427387897, %r15
	jmp	.LBB0_731
	.p2align	4
.LBB0_723:
	vxorps	%xmm0, %xmm0, %xmm0
	vxorps	%xmm1, %xmm1, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	jmp	.LBB0_748
	.p2align	4
.LBB0_724:
	leaq	-1(%r13), %rax
	movl	%edi, %esi
	andl	$7, %esi
	cmpq	$7, %rax
	jae	.LBB0_726
	xorl	%r8d, %r8d
	movabsq	$4611686018427387897, %r15
	jmp	.LBB0_729
.LBB0_726:
	leaq	(%rsp,%rdi,4), %r15
	addq	$11712, %r15
	andq	$-8, %rdi
	leaq	1(%r13), %r8
	cmpq	$1, %r8
	movl	$1, %eax
	cmovaeq	%rax, %r8
	shll	$2, %r8d
	leaq	(%rsp,%r13,4), %rax
	addq	$11712, %rax
	subq	%r8, %rax
	xorl	%r8d, %r8d
	movabsq	$4611686018427387899, %r12
	movabsq	$4611686018427387898, %r11
	.p2align	4
.LBB0_727:
	vaddss	(%rax), %xmm0, %xmm0
	movq	%r8, %r10
	movabsq	$4611686018427387902, %r9
	xorq	%r9, %r10
	vaddss	(%r15,%r10,4), %xmm0, %xmm0
	movq	%r8, %r10
	movabsq	$4611686018427387901, %r9
	xorq	%r9, %r10
	vaddss	(%r15,%r10,4), %xmm0, %xmm0
	movq	%r8, %r10
	movabsq	$4611686018427387900, %r9
	xorq	%r9, %r10
	vaddss	(%r15,%r10,4), %xmm0, %xmm0
	movq	%r8, %r10
	xorq	%r12, %r10
	vaddss	(%r15,%r10,4), %xmm0, %xmm0
	movq	%r8, %r10
	xorq	%r11, %r10
	vaddss	(%r15,%r10,4), %xmm0, %xmm0
	movq	%r8, %r10
	movabsq	$4611686018427387897, %r9
	xorq	%r9, %r10
	vaddss	(%r15,%r10,4), %xmm0, %xmm0
	movq	%r8, %r10
	movabsq	$4611686018427387896, %r9
	xorq	%r9, %r10
	vaddss	(%r15,%r10,4), %xmm0, %xmm0
	addq	$8, %r8
	addq	$-32, %rax
	cmpq	%r8, %rdi
	jne	.LBB0_727
	testq	%rsi, %rsi
	movabsq	$4611686018427387897, %r15
	je	.LBB0_731
.LBB0_729:
	shlq	$2, %r8
	negq	%r8
	leaq	(%rsp,%r8), %rax
	addq	$11712, %rax
	leaq	1(%r13), %rdi
	cmpq	$1, %rdi
	movl	$1, %r8d
	cmovaeq	%r8, %rdi
	shll	$2, %edi
	leaq	(%rax,%r13,4), %rax
	subq	%rdi, %rax
	negq	%rsi
	xorl	%edi, %edi
	.p2align	4
.LBB0_730:
	vaddss	(%rax,%rdi,4), %xmm0, %xmm0
	decq	%rdi
	cmpq	%rdi, %rsi
	jne	.LBB0_730
.LBB0_731:
	xorl	%eax, %eax
	testq	%r14, %r14
	sete	%sil
	setne	%al
	movq	%r14, %rdi
	subq	%rax, %rdi
	vmovss	11968(%rsp,%rdi,4), %xmm1
	kmovd	%esi, %k2
	vmovss	%xmm18, %xmm1, %xmm1 {%k2}
	cmpq	$2, %r14
	jae	.LBB0_733
	movq	704(%rsp), %r13
	movabsq	$4611686018427387896, %r14
	movq	1984(%rsp), %r12
	jmp	.LBB0_740
	.p2align	4
.LBB0_733:
	leaq	-1(%rdx), %rax
	movl	%edi, %esi
	andl	$7, %esi
	cmpq	$7, %rax
	movq	704(%rsp), %r13
	jae	.LBB0_735
	xorl	%r8d, %r8d
	movabsq	$4611686018427387896, %r14
	movq	1984(%rsp), %r12
	jmp	.LBB0_738
.LBB0_735:
	leaq	(%rsp,%rdi,4), %r14
	addq	$11968, %r14
	andq	$-8, %rdi
	leaq	1(%rdx), %r8
	cmpq	$1, %r8
	movl	$1, %eax
	cmovaeq	%rax, %r8
	shll	$2, %r8d
	leaq	(%rsp,%rdx,4), %rax
	addq	$11968, %rax
	subq	%r8, %rax
	xorl	%r8d, %r8d
	movabsq	$4611686018427387900, %r9
	movabsq	$4611686018427387899, %r13
	movq	%r15, %r12
	movabsq	$4611686018427387898, %r15
	.p2align	4
.LBB0_736:
	vaddss	(%rax), %xmm1, %xmm1
	movq	%r8, %r10
	movabsq	$4611686018427387902, %r11
	xorq	%r11, %r10
	vaddss	(%r14,%r10,4), %xmm1, %xmm1
	movq	%r8, %r10
	movabsq	$4611686018427387901, %r11
	xorq	%r11, %r10
	vaddss	(%r14,%r10,4), %xmm1, %xmm1
	movq	%r8, %r10
	xorq	%r9, %r10
	vaddss	(%r14,%r10,4), %xmm1, %xmm1
	movq	%r8, %r10
	xorq	%r13, %r10
	vaddss	(%r14,%r10,4), %xmm1, %xmm1
	movq	%r8, %r10
	xorq	%r15, %r10
	vaddss	(%r14,%r10,4), %xmm1, %xmm1
	movq	%r8, %r10
	xorq	%r12, %r10
	vaddss	(%r14,%r10,4), %xmm1, %xmm1
	movq	%r8, %r10
	movabsq	$4611686018427387896, %r11
	xorq	%r11, %r10
	vaddss	(%r14,%r10,4), %xmm1, %xmm1
	addq	$8, %r8
	addq	$-32, %rax
	cmpq	%r8, %rdi
	jne	.LBB0_736
	testq	%rsi, %rsi
	movq	%r12, %r15
	movabsq	$4611686018427387896, %r14
	movq	1984(%rsp), %r12
	movq	704(%rsp), %r13
	je	.LBB0_740
.LBB0_738:
	shlq	$2, %r8
	negq	%r8
	leaq	(%rsp,%r8), %rax
	addq	$11968, %rax
	leaq	1(%rdx), %rdi
	cmpq	$1, %rdi
	movl	$1, %r8d
	cmovaeq	%r8, %rdi
	shll	$2, %edi
	leaq	(%rax,%rdx,4), %rax
	subq	%rdi, %rax
	negq	%rsi
	xorl	%edx, %edx
	.p2align	4
.LBB0_739:
	vaddss	(%rax,%rdx,4), %xmm1, %xmm1
	decq	%rdx
	cmpq	%rdx, %rsi
	jne	.LBB0_739
.LBB0_740:
	xorl	%eax, %eax
	testq	%rbx, %rbx
	sete	%dl
	setne	%al
	movq	%rbx, %rsi
	subq	%rax, %rsi
	vmovss	12224(%rsp,%rsi,4), %xmm2
	kmovd	%edx, %k2
	vmovss	%xmm18, %xmm2, %xmm2 {%k2}
	cmpq	$2, %rbx
	jb	.LBB0_695
	leaq	-1(%rcx), %rax
	movl	%esi, %edx
	andl	$7, %edx
	cmpq	$7, %rax
	jae	.LBB0_743
	xorl	%r8d, %r8d
	jmp	.LBB0_746
.LBB0_743:
	leaq	(%rsp,%rsi,4), %rdi
	addq	$12224, %rdi
	andq	$-8, %rsi
	leaq	1(%rcx), %r8
	cmpq	$1, %r8
	movl	$1, %eax
	cmovaeq	%rax, %r8
	shll	$2, %r8d
	leaq	(%rsp,%rcx,4), %rax
	addq	$12224, %rax
	subq	%r8, %rax
	xorl	%r8d, %r8d
	movabsq	$4611686018427387902, %rbx
	movabsq	$4611686018427387901, %r11
	movabsq	$4611686018427387900, %r9
	movabsq	$4611686018427387899, %r12
	movq	%r14, %r13
	movabsq	$4611686018427387898, %r14
	.p2align	4
.LBB0_744:
	vaddss	(%rax), %xmm2, %xmm2
	movq	%r8, %r10
	xorq	%rbx, %r10
	vaddss	(%rdi,%r10,4), %xmm2, %xmm2
	movq	%r8, %r10
	xorq	%r11, %r10
	vaddss	(%rdi,%r10,4), %xmm2, %xmm2
	movq	%r8, %r10
	xorq	%r9, %r10
	vaddss	(%rdi,%r10,4), %xmm2, %xmm2
	movq	%r8, %r10
	xorq	%r12, %r10
	vaddss	(%rdi,%r10,4), %xmm2, %xmm2
	movq	%r8, %r10
	xorq	%r14, %r10
	vaddss	(%rdi,%r10,4), %xmm2, %xmm2
	movq	%r8, %r10
	xorq	%r15, %r10
	vaddss	(%rdi,%r10,4), %xmm2, %xmm2
	movq	%r8, %r10
	xorq	%r13, %r10
	vaddss	(%rdi,%r10,4), %xmm2, %xmm2
	addq	$8, %r8
	addq	$-32, %rax
	cmpq	%r8, %rsi
	jne	.LBB0_744
	testq	%rdx, %rdx
	movq	%r13, %r14
	movq	1984(%rsp), %r12
	movq	704(%rsp), %r13
	je	.LBB0_695
.LBB0_746:
	shlq	$2, %r8
	negq	%r8
	leaq	(%rsp,%r8), %rax
	addq	$12224, %rax
	leaq	1(%rcx), %rsi
	cmpq	$1, %rsi
	movl	$1, %edi
	cmovaeq	%rdi, %rsi
	shll	$2, %esi
	leaq	(%rax,%rcx,4), %rax
	subq	%rsi, %rax
	negq	%rdx
	xorl	%ecx, %ecx
	movq	960(%rsp), %r15
	.p2align	4
.LBB0_747:
	vaddss	(%rax,%rcx,4), %xmm2, %xmm2
	decq	%rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_747
.LBB0_748:
	movabsq	$4611686018427387899, %rdi
	jmp	.LBB0_696
.LBB0_749:
	xorl	%r15d, %r15d
.LBB0_750:
	movq	832(%rsp), %rcx
	movl	%ecx, %eax
	andl	$2147483647, %eax
	testl	%ecx, %ecx
	notl	%ecx
	cmovsl	%eax, %ecx
	vmovd	%ecx, %xmm1
	movq	4224(%rsp), %rax
	subq	%r15, %rax
	vcvtusi2ss	%rax, %xmm29, %xmm2
	movq	40(%rsp), %r9
	movq	104(%rsp), %rax
	movq	448(%rsp), %r11
	movl	$3528531795, %ecx
	movq	2112(%rsp), %r15
	movq	32(%rsp), %r8
	testq	%r8, %r8
	jne	.LBB0_751
	jmp	.LBB0_639
.LBB0_824:
	movq	%rdi, %rcx
	movq	%rdi, %rax
	testb	$12, %r8b
	vmovdqa64	1920(%rsp), %zmm8
	vmovd	.LCPI0_5(%rip), %xmm7
	vmovaps	3776(%rsp), %xmm30
	vmovaps	912(%rsp), %xmm25
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vmovaps	%xmm20, %xmm3
	je	.LBB0_237
.LBB0_825:
	vbroadcastss	%xmm25, %xmm0
	vbroadcastss	%xmm28, %xmm1
	vbroadcastss	128(%rsp), %xmm2
	vbroadcastss	896(%rsp), %xmm3
	vpbroadcastq	%rcx, %ymm4
	vpor	.LCPI0_373(%rip), %ymm4, %ymm4
	movq	168(%rsp), %rax
	movq	3360(%rsp), %rdi
	movq	576(%rsp), %r8
	vpbroadcastq	.LCPI0_374(%rip), %ymm29
	vxorps	%xmm27, %xmm27, %xmm27
	vbroadcastss	.LCPI0_0(%rip), %xmm24
	vbroadcastss	.LCPI0_358(%rip), %xmm26
	vbroadcastss	.LCPI0_359(%rip), %xmm31
	vbroadcastss	.LCPI0_361(%rip), %xmm14
	vbroadcastss	.LCPI0_360(%rip), %xmm25
	vbroadcastss	.LCPI0_363(%rip), %xmm17
	vbroadcastss	.LCPI0_362(%rip), %xmm16
	vbroadcastss	.LCPI0_364(%rip), %xmm18
	vbroadcastss	.LCPI0_365(%rip), %xmm20
	vbroadcastss	.LCPI0_366(%rip), %xmm21
	vbroadcastss	.LCPI0_368(%rip), %xmm15
	vbroadcastss	.LCPI0_367(%rip), %xmm28
	vbroadcastss	.LCPI0_370(%rip), %xmm30
	vpbroadcastd	.LCPI0_371(%rip), %xmm22
	vmovaps	1728(%rsp), %zmm19
	vbroadcastss	.LCPI0_4(%rip), %xmm13
	.p2align	4
.LBB0_826:
	vmovups	(%rax,%rcx,4), %xmm5
	vmulps	%xmm5, %xmm19, %xmm6
	vsubps	%xmm2, %xmm6, %xmm6
	vcvtuqq2ps	%ymm4, %xmm7
	vcmpltps	%xmm5, %xmm0, %k2
	vmovaps	%xmm24, %xmm8 {%k2} {z}
	vcmpeqps	%xmm0, %xmm5, %k2
	vcmpleps	%xmm1, %xmm7, %k2 {%k2}
	vmovaps	%xmm24, %xmm5 {%k2} {z}
	vmaxps	%xmm8, %xmm5, %xmm5
	vmaxps	%xmm6, %xmm26, %xmm7
	vminps	%xmm7, %xmm31, %xmm7
	vmulps	%xmm25, %xmm7, %xmm8
	vaddps	%xmm14, %xmm8, %xmm8
	vaddps	%xmm16, %xmm8, %xmm9
	vmulps	%xmm17, %xmm9, %xmm10
	vaddps	%xmm7, %xmm10, %xmm7
	vmulps	%xmm18, %xmm9, %xmm9
	vsubps	%xmm9, %xmm7, %xmm10
	vmulps	%xmm10, %xmm10, %xmm11
	vmulps	%xmm20, %xmm11, %xmm12
	vaddps	%xmm21, %xmm12, %xmm12
	vmulps	%xmm12, %xmm11, %xmm12
	vaddps	%xmm28, %xmm12, %xmm12
	vmulps	%xmm12, %xmm11, %xmm12
	vaddps	%xmm15, %xmm12, %xmm12
	vmulps	%xmm12, %xmm11, %xmm12
	vaddps	.LCPI0_369(%rip){1to4}, %xmm12, %xmm12
	vmulps	%xmm12, %xmm11, %xmm11
	vsubps	%xmm11, %xmm10, %xmm11
	vmulps	%xmm11, %xmm10, %xmm10
	vsubps	%xmm11, %xmm30, %xmm11
	vdivps	%xmm11, %xmm10, %xmm10
	vsubps	%xmm10, %xmm9, %xmm9
	vsubps	%xmm9, %xmm7, %xmm7
	vaddps	%xmm24, %xmm7, %xmm7
	vpaddd	%xmm22, %xmm8, %xmm9
	vpsrld	$1, %xmm9, %xmm9
	vpsubd	%xmm9, %xmm8, %xmm8
	vpslld	$23, %xmm9, %xmm9
	vpaddd	.LCPI0_2(%rip){1to4}, %xmm9, %xmm9
	vmulps	%xmm7, %xmm9, %xmm7
	vpslld	$23, %xmm8, %xmm8
	vpaddd	.LCPI0_5(%rip){1to4}, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm7
	vcmpunordps	%xmm27, %xmm6, %k2
	vbroadcastss	.LCPI0_372(%rip), %xmm7 {%k2}
	vdivps	%xmm3, %xmm7, %xmm6
	vcmpneqps	%xmm27, %xmm5, %k2
	vmovaps	%xmm13, %xmm5
	vaddps	%xmm27, %xmm6, %xmm5 {%k2}
	vpmovd2m	%xmm5, %k3
	vpord	.LCPI0_38(%rip){1to4}, %xmm5, %xmm7
	vpcmpeqd	%xmm8, %xmm8, %xmm8
	vpxord	%xmm8, %xmm5, %xmm7 {%k3}
	vmovdqu	%xmm7, (%r11,%rcx,4)
	vmovaps	%xmm6, %xmm5 {%k2} {z}
	vmovups	%xmm5, (%r8,%rcx,4)
	addq	$4, %rcx
	vpaddq	%ymm29, %ymm4, %ymm4
	cmpq	%rcx, %rdi
	jne	.LBB0_826
	movq	%rdi, %rax
	cmpq	%rdi, 32(%rsp)
	vmovdqa64	1856(%rsp), %zmm9
	vmovdqa64	1920(%rsp), %zmm8
	vmovaps	2688(%rsp), %zmm2
	vmovd	.LCPI0_5(%rip), %xmm7
	vbroadcastss	.LCPI0_377(%rip), %xmm1
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vmovaps	3776(%rsp), %xmm30
	vmovaps	2304(%rsp), %xmm10
	vmovaps	112(%rsp), %xmm16
	vmovaps	144(%rsp), %xmm28
	vmovaps	912(%rsp), %xmm25
	vmovdqa64	2048(%rsp), %zmm26
	vmovss	.LCPI0_359(%rip), %xmm3
	vxorps	%xmm18, %xmm18, %xmm18
	jne	.LBB0_237
	movq	104(%rsp), %rax
	movl	$3528531795, %ecx
	movabsq	$4611686018427387899, %rdi
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovaps	%zmm2, %zmm15
	vmovaps	416(%rsp), %xmm24
	vmovdqa64	4096(%rsp), %zmm23
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	vmovaps	1728(%rsp), %zmm17
	vpbroadcastq	.LCPI0_20(%rip), %zmm11
	vmovaps	%xmm1, %xmm19
	jmp	.LBB0_246
	.p2align	4
.LBB0_829:
	vpxor	%xmm0, %xmm0, %xmm0
	vmovdqa	%xmm0, 1632(%rsp)
	movq	184(%rsp), %rax
.LBB0_830:
	vmovshdup	%xmm30, %xmm1
	vxorps	%xmm0, %xmm0, %xmm0
	cmpb	$0, 54(%rsp)
	vmovaps	%xmm1, 896(%rsp)
	je	.LBB0_131
	cmpq	$0, 32(%rsp)
	je	.LBB0_129
.LBB0_832:
	movq	%r13, %r14
	vmovaps	%xmm25, 912(%rsp)
	vmovaps	%xmm10, 2304(%rsp)
	vmovaps	%xmm30, 3776(%rsp)
	movl	%r9d, %r15d
	xorl	%eax, %r15d
	imulq	%rcx, %r15
	movq	%r15, %r8
	shrq	$32, %r8
	xorq	6272(%rsp), %r8
	movq	104(%rsp), %rdx
	subq	%r9, %rdx
	movq	2392(%rsp), %rax
	cmpq	%rax, %rdx
	cmovaeq	%rax, %rdx
	movq	%rdx, %rdi
	movq	32(%rsp), %rcx
	imulq	%rcx, %rdi
	movq	%rdx, 6528(%rsp)
	leaq	(%rdx,%r9), %rax
	movq	%rax, 312(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqa64	%zmm0, 4736(%rsp)
	vpbroadcastq	%r15, %zmm0
	vpxorq	5760(%rsp), %zmm0, %zmm0
	vmovdqa64	%zmm0, 5952(%rsp)
	xorq	6208(%rsp), %r15
	movl	%r15d, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqa64	%zmm0, 6976(%rsp)
	movl	%edi, %eax
	andl	$32704, %eax
	movq	%rax, 6656(%rsp)
	vpbroadcastd	%r9d, %zmm0
	vmovdqa64	%zmm0, 3648(%rsp)
	movq	%rdi, 832(%rsp)
	andl	$32760, %edi
	movq	%rdi, 696(%rsp)
	vbroadcastss	%xmm28, %zmm0
	vmovaps	%zmm0, 6784(%rsp)
	vbroadcastss	%xmm25, %zmm0
	vmovaps	%zmm0, 6720(%rsp)
	vxorps	%xmm27, %xmm27, %xmm27
	movl	$1024, %eax
	movq	168(%rsp), %rdx
	movq	%rdx, 6080(%rsp)
	movq	576(%rsp), %r9
	xorl	%r13d, %r13d
	vxorps	%xmm0, %xmm0, %xmm0
	vmovaps	%zmm0, 3584(%rsp)
	vmovaps	%zmm21, 3392(%rsp)
	vmovaps	%zmm21, 3520(%rsp)
	movq	$0, 6464(%rsp)
	xorl	%esi, %esi
	vmovd	.LCPI0_2(%rip), %xmm25
	xorl	%ebx, %ebx
	vmovaps	%xmm24, 416(%rsp)
	vmovaps	%xmm28, 144(%rsp)
	movq	%r15, 296(%rsp)
	movq	%r8, 512(%rsp)
	jmp	.LBB0_835
	.p2align	4
.LBB0_833:
	vmovdqa64	1856(%rsp), %zmm9
	vmovdqa64	1920(%rsp), %zmm8
	vmovdqa64	2688(%rsp), %zmm15
	vmovd	.LCPI0_5(%rip), %xmm12
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	vmovaps	2304(%rsp), %xmm10
	vmovdqa64	4096(%rsp), %zmm23
	vmovaps	%xmm13, %xmm28
.LBB0_834:
	movq	5632(%rsp), %rax
	addq	$1024, %rax
	incq	6464(%rsp)
	movq	6016(%rsp), %r13
	addq	$-1024, %r13
	movq	3072(%rsp), %r9
	addq	$-4096, %r9
	addq	$4096, %r15
	movq	%r15, 6080(%rsp)
	movq	32(%rsp), %rcx
	movq	3456(%rsp), %rsi
	cmpq	%rcx, %rsi
	movq	2112(%rsp), %r15
	movabsq	$4611686018427387899, %rdi
	vmovd	.LCPI0_363(%rip), %xmm31
	vmovaps	3776(%rsp), %xmm30
	vmovdqa64	2048(%rsp), %zmm26
	movq	512(%rsp), %r8
	jae	.LBB0_905
.LBB0_835:
	movq	%r9, 3072(%rsp)
	cmpq	%rax, %rcx
	movq	%rax, 5632(%rsp)
	cmovbq	%rcx, %rax
	leaq	(%rax,%r13), %r9
	leaq	1024(%rsi), %rdx
	cmpq	%rcx, %rdx
	cmovbq	%rdx, %rcx
	cmpq	$31, 1144(%rsp)
	movq	%r13, 6016(%rsp)
	movq	%rdx, 3456(%rsp)
	movq	%rcx, 4800(%rsp)
	jae	.LBB0_840
	movq	%rsi, 128(%rsp)
	movq	%rbx, 176(%rsp)
	movq	40(%rsp), %rdi
	movq	5696(%rsp), %r8
	cmpq	%r8, %rdi
	setae	%cl
	movq	5120(%rsp), %rax
	cmpq	%rax, %rdi
	setb	%dl
	testb	%cl, %dl
	cmoveq	312(%rsp), %rax
	movq	%rax, 5120(%rsp)
	cmoveq	%rdi, %r8
	movq	%r8, %rdx
	vmovdqa64	5504(%rsp), %zmm14
	vmovdqa64	5568(%rsp), %zmm29
	vpbroadcastq	.LCPI0_22(%rip), %zmm10
	vbroadcastsd	.LCPI0_30(%rip), %zmm17
	vmovdqa64	3968(%rsp), %zmm31
	jne	.LBB0_845
	cmpq	$0, 6528(%rsp)
	movq	%r14, %r13
	je	.LBB0_893
	movq	832(%rsp), %r11
	cmpq	$8, %r11
	vmovaps	%zmm27, 5888(%rsp)
	jae	.LBB0_846
	xorl	%ecx, %ecx
	movq	40(%rsp), %r8
	movq	72(%rsp), %r14
	movl	$3528531795, %r12d
	movq	768(%rsp), %rax
	movq	184(%rsp), %r15
	movq	4608(%rsp), %r13
	movl	64(%rsp), %ebx
	jmp	.LBB0_878
	.p2align	4
.LBB0_840:
	cmpq	%rsi, %rcx
	vmovdqa64	3968(%rsp), %zmm31
	jbe	.LBB0_844
	movq	%rax, %r15
	movq	%rbx, 176(%rsp)
	movq	%r9, %rax
	movq	%r15, %r10
	movl	%r10d, %ecx
	andl	$7, %ecx
	movq	%r9, 3712(%rsp)
	subq	%rcx, %rax
	movq	%rax, 4160(%rsp)
	movq	%r15, %rax
	andq	$-64, %rax
	addq	%r13, %rax
	movq	%rax, 6912(%rsp)
	movq	6464(%rsp), %rcx
	shlq	$10, %rcx
	movq	%r15, %rax
	subq	%rcx, %rax
	movq	%rsi, 128(%rsp)
	movq	%rsi, %rcx
	movq	%rax, 2880(%rsp)
	cmpq	$8, %rax
	movq	72(%rsp), %rsi
	movl	$3528531795, %r12d
	movq	296(%rsp), %rbx
	movq	768(%rsp), %rax
	movl	64(%rsp), %r13d
	movq	4544(%rsp), %r9
	vmovdqa64	5504(%rsp), %zmm4
	vmovdqa64	5568(%rsp), %zmm5
	vpbroadcastq	.LCPI0_22(%rip), %zmm22
	vpbroadcastd	.LCPI0_16(%rip), %ymm30
	vbroadcastsd	.LCPI0_18(%rip), %zmm29
	vmovdqa64	4288(%rsp), %zmm21
	vmovdqa64	5312(%rsp), %zmm17
	vmovdqa64	4352(%rsp), %zmm18
	vmovdqa64	4480(%rsp), %zmm19
	movq	3072(%rsp), %r14
	vmovaps	%zmm27, 5888(%rsp)
	jb	.LBB0_856
	movq	2880(%rsp), %rdi
	cmpq	$64, %rdi
	jae	.LBB0_848
	vmovdqa64	%zmm26, %zmm11
	xorl	%edi, %edi
	movq	128(%rsp), %rsi
	movq	%rsi, %rbx
	movq	576(%rsp), %rax
	jmp	.LBB0_853
	.p2align	4
.LBB0_844:
	movq	576(%rsp), %rcx
	vmovaps	3392(%rsp), %zmm15
	vmovdqa64	3584(%rsp), %zmm20
	movq	%r14, %r13
	jmp	.LBB0_895
.LBB0_845:
	movq	%r14, %r13
	jmp	.LBB0_893
.LBB0_846:
	cmpq	$64, %r11
	vpbroadcastq	.LCPI0_14(%rip), %zmm7
	vmovdqa64	2048(%rsp), %zmm11
	vmovdqa64	5312(%rsp), %zmm4
	jae	.LBB0_871
	vmovdqa64	%zmm9, %zmm0
	vmovdqa64	4416(%rsp), %zmm1
	vmovdqa64	%zmm15, %zmm9
	xorl	%edx, %edx
	jmp	.LBB0_875
.LBB0_848:
	vmovdqa64	%xmm25, 672(%rsp)
	movl	%r15d, %edx
	andl	$63, %edx
	subq	%rdx, %rdi
	movq	128(%rsp), %rax
	leaq	(%rax,%rdi), %rbx
	vpbroadcastq	%rax, %zmm0
	vporq	.LCPI0_9(%rip), %zmm0, %zmm1
	vporq	.LCPI0_10(%rip), %zmm0, %zmm2
	xorl	%r11d, %r11d
	movq	952(%rsp), %rax
	vpbroadcastq	.LCPI0_15(%rip), %zmm14
	movq	6912(%rsp), %rcx
	.p2align	4
.LBB0_849:
	vmovdqa64	%zmm2, 320(%rsp)
	vmovdqa64	%zmm1, 192(%rsp)
	vpbroadcastq	.LCPI0_11(%rip), %zmm1
	vpaddq	%zmm1, %zmm2, %zmm0
	vpaddq	192(%rsp), %zmm1, %zmm1
	vpbroadcastq	.LCPI0_12(%rip), %zmm3
	vpaddq	320(%rsp), %zmm3, %zmm2
	vpaddq	192(%rsp), %zmm3, %zmm3
	vpbroadcastq	.LCPI0_13(%rip), %zmm4
	vpaddq	320(%rsp), %zmm4, %zmm6
	vpaddq	192(%rsp), %zmm4, %zmm7
	vpbroadcastq	.LCPI0_14(%rip), %zmm15
	vpmuludq	192(%rsp), %zmm15, %zmm4
	vpmuludq	320(%rsp), %zmm15, %zmm13
	vpmuludq	%zmm15, %zmm1, %zmm12
	vpmuludq	%zmm15, %zmm0, %zmm20
	vpmuludq	%zmm15, %zmm3, %zmm29
	vpmuludq	%zmm15, %zmm2, %zmm31
	vpmuludq	%zmm15, %zmm7, %zmm23
	vpmuludq	%zmm15, %zmm6, %zmm19
	vpxorq	%zmm13, %zmm5, %zmm0
	vpxorq	%zmm4, %zmm5, %zmm2
	vpxorq	%zmm20, %zmm5, %zmm3
	vpxorq	%zmm12, %zmm5, %zmm6
	vpxorq	%zmm31, %zmm5, %zmm7
	vpxorq	%zmm29, %zmm5, %zmm8
	vpxorq	%zmm19, %zmm5, %zmm9
	vpxorq	%zmm23, %zmm5, %zmm10
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm10, %zmm11
	vpsrlq	$32, %zmm9, %zmm9
	vpmuludq	%zmm14, %zmm0, %zmm22
	vpmuludq	%zmm14, %zmm2, %zmm17
	vpmuludq	%zmm14, %zmm3, %zmm21
	vpmuludq	%zmm14, %zmm6, %zmm18
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm7, %zmm14
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm8, %zmm10
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm9, %zmm27
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm11, %zmm7
	vpsrlq	$32, %zmm17, %zmm0
	vpsrlq	$32, %zmm22, %zmm2
	vpsrlq	$32, %zmm18, %zmm3
	vpsrlq	$32, %zmm21, %zmm6
	vpsrlq	$32, %zmm10, %zmm8
	vpsrlq	$32, %zmm14, %zmm16
	vpsrlq	$32, %zmm7, %zmm24
	vpsrlq	$32, %zmm27, %zmm25
	vmovdqa64	6400(%rsp), %zmm5
	vpxorq	%zmm5, %zmm2, %zmm2
	vpmuludq	%zmm15, %zmm2, %zmm9
	vmovdqa64	%zmm9, 960(%rsp)
	vpxorq	%zmm5, %zmm0, %zmm0
	vpmuludq	%zmm15, %zmm0, %zmm2
	vmovdqa64	%zmm2, 1024(%rsp)
	vpxorq	%zmm5, %zmm6, %zmm0
	vpmuludq	%zmm15, %zmm0, %zmm6
	vmovdqa64	%zmm6, 1408(%rsp)
	vpxorq	%zmm5, %zmm3, %zmm0
	vpmuludq	%zmm15, %zmm0, %zmm3
	vmovdqa64	%zmm3, 1536(%rsp)
	vpxorq	%zmm5, %zmm16, %zmm0
	vpmuludq	%zmm15, %zmm0, %zmm11
	vmovdqa64	%zmm11, 2240(%rsp)
	vpxorq	%zmm5, %zmm8, %zmm0
	vpmuludq	%zmm15, %zmm0, %zmm8
	vmovdqa64	%zmm8, 1792(%rsp)
	vpxorq	%zmm5, %zmm25, %zmm0
	vpmuludq	%zmm15, %zmm0, %zmm1
	vpxorq	%zmm5, %zmm24, %zmm0
	vpmuludq	%zmm15, %zmm0, %zmm30
	vpsrlq	$32, %zmm2, %zmm25
	vmovdqa64	4736(%rsp), %zmm2
	vpxorq	%zmm13, %zmm2, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm13
	vpsrlq	$32, %zmm9, %zmm28
	vpxorq	%zmm4, %zmm2, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm24
	vpxorq	%zmm20, %zmm2, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm5
	vpxorq	%zmm12, %zmm2, %zmm0
	vpsrlq	$32, %zmm3, %zmm26
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm9
	vpxorq	%zmm31, %zmm2, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm12
	vpxorq	%zmm29, %zmm2, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm16
	vpsrlq	$32, %zmm6, %zmm3
	vpxorq	%zmm19, %zmm2, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm19
	vpxorq	%zmm23, %zmm2, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm29
	vpsrlq	$32, %zmm24, %zmm31
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm13, %zmm20
	vpsrlq	$32, %zmm9, %zmm0
	vmovdqa64	5248(%rsp), %zmm23
	vpternlogq	$150, %zmm23, %zmm22, %zmm20
	vpsrlq	$32, %zmm5, %zmm6
	vpternlogq	$150, %zmm23, %zmm17, %zmm31
	vpsrlq	$32, %zmm11, %zmm4
	vpternlogq	$150, %zmm23, %zmm21, %zmm6
	vpsrlq	$32, %zmm16, %zmm22
	vpternlogq	$150, %zmm23, %zmm18, %zmm0
	vpsrlq	$32, %zmm12, %zmm17
	vpternlogq	$150, %zmm23, %zmm14, %zmm17
	vpsrlq	$32, %zmm1, %zmm14
	vmovdqa64	%zmm1, %zmm11
	vpternlogq	$150, %zmm23, %zmm10, %zmm22
	vpsrlq	$32, %zmm19, %zmm18
	vpternlogq	$150, %zmm23, %zmm27, %zmm18
	vpsrlq	$32, %zmm29, %zmm2
	vpternlogq	$150, %zmm23, %zmm7, %zmm2
	vmovdqa64	5952(%rsp), %zmm23
	vpxorq	%zmm23, %zmm28, %zmm7
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm7, %zmm21
	vmovdqa64	%zmm21, 3008(%rsp)
	vpxorq	%zmm23, %zmm25, %zmm7
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm7, %zmm10
	vpxorq	%zmm23, %zmm3, %zmm3
	vpxorq	%zmm23, %zmm26, %zmm7
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm3, %zmm25
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm7, %zmm7
	vpxorq	%zmm23, %zmm4, %zmm1
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm27
	vpxorq	%zmm23, %zmm8, %zmm1
	vpxorq	%zmm23, %zmm14, %zmm3
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm4
	vmovdqa64	%zmm4, 3200(%rsp)
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm3, %zmm1
	vpsrlq	$32, %zmm21, %zmm28
	vmovdqa64	5312(%rsp), %zmm3
	vpternlogq	$150, %zmm13, %zmm3, %zmm28
	vpsrlq	$32, %zmm10, %zmm26
	vmovdqa64	%zmm10, %zmm14
	vpternlogq	$150, %zmm24, %zmm3, %zmm26
	vpsrlq	$32, %zmm25, %zmm13
	vmovdqa64	%zmm25, %zmm21
	vpternlogq	$150, %zmm5, %zmm3, %zmm13
	vpsrlq	$32, %zmm7, %zmm24
	vmovdqa64	%zmm7, %zmm10
	vpternlogq	$150, %zmm9, %zmm3, %zmm24
	vpsrlq	$32, %zmm27, %zmm25
	vpternlogq	$150, %zmm12, %zmm3, %zmm25
	vpsrlq	$32, %zmm4, %zmm5
	vpternlogq	$150, %zmm16, %zmm3, %zmm5
	vpsrlq	$32, %zmm1, %zmm4
	vmovdqa64	%zmm1, %zmm9
	vpternlogq	$150, %zmm19, %zmm3, %zmm4
	vmovdqa64	%zmm4, 2624(%rsp)
	vpsrlq	$32, %zmm30, %zmm1
	vpxorq	%zmm23, %zmm1, %zmm1
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm1
	vmovdqa64	%zmm1, 3136(%rsp)
	vpsrlq	$32, %zmm1, %zmm19
	vpternlogq	$150, %zmm29, %zmm3, %zmm19
	vpmuludq	%zmm15, %zmm31, %zmm8
	vpsrlq	$32, %zmm8, %zmm31
	vmovdqa64	4480(%rsp), %zmm29
	vpternlogq	$150, 1024(%rsp), %zmm29, %zmm31
	vpmuludq	%zmm15, %zmm20, %zmm1
	vmovdqa64	%zmm1, 1344(%rsp)
	vpsrlq	$32, %zmm1, %zmm3
	vpternlogq	$150, 960(%rsp), %zmm29, %zmm3
	vpmuludq	%zmm15, %zmm0, %zmm0
	vmovdqa64	%zmm0, 1024(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, 1536(%rsp), %zmm29, %zmm4
	vpmuludq	%zmm15, %zmm6, %zmm0
	vmovdqa64	%zmm0, 960(%rsp)
	vpsrlq	$32, %zmm0, %zmm6
	vpternlogq	$150, 1408(%rsp), %zmm29, %zmm6
	vpmuludq	%zmm15, %zmm22, %zmm0
	vmovdqa64	%zmm0, 1408(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, 1792(%rsp), %zmm29, %zmm1
	vpmuludq	%zmm15, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm16
	vpternlogq	$150, 2240(%rsp), %zmm29, %zmm16
	vpmuludq	%zmm15, %zmm2, %zmm7
	vpsrlq	$32, %zmm7, %zmm2
	vpternlogq	$150, %zmm29, %zmm30, %zmm2
	vpmuludq	%zmm15, %zmm18, %zmm12
	vpsrlq	$32, %zmm12, %zmm0
	vpternlogq	$150, %zmm29, %zmm11, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm3, %zmm20
	vpsrlq	$32, %zmm20, %zmm11
	vmovdqa64	4352(%rsp), %zmm30
	vpternlogq	$150, 3008(%rsp), %zmm30, %zmm11
	vmovdqa64	%zmm11, 1536(%rsp)
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm31, %zmm29
	vpsrlq	$32, %zmm29, %zmm11
	vpternlogq	$150, %zmm30, %zmm14, %zmm11
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm6, %zmm31
	vpsrlq	$32, %zmm31, %zmm18
	vpternlogq	$150, %zmm30, %zmm21, %zmm18
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm4, %zmm3
	vmovdqa64	%zmm3, 3008(%rsp)
	vpsrlq	$32, %zmm3, %zmm21
	vpternlogq	$150, %zmm30, %zmm10, %zmm21
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm6
	vpternlogq	$150, %zmm30, %zmm27, %zmm6
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm1
	vmovdqa64	%zmm1, 1664(%rsp)
	vpsrlq	$32, %zmm1, %zmm23
	vpternlogq	$150, 3200(%rsp), %zmm30, %zmm23
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm3
	vpsrlq	$32, %zmm3, %zmm22
	vpternlogq	$150, %zmm30, %zmm9, %zmm22
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm2, %zmm27
	vpsrlq	$32, %zmm27, %zmm14
	vpternlogq	$150, 3136(%rsp), %zmm30, %zmm14
	vpmuludq	%zmm15, %zmm26, %zmm0
	vmovdqa64	%zmm0, 1280(%rsp)
	vpsrlq	$32, %zmm0, %zmm26
	vmovdqa64	3968(%rsp), %zmm30
	vpternlogq	$150, %zmm8, %zmm30, %zmm26
	vpmuludq	%zmm15, %zmm28, %zmm0
	vmovdqa64	%zmm0, 1792(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vpternlogq	$150, 1344(%rsp), %zmm30, %zmm2
	vpmuludq	%zmm15, %zmm24, %zmm0
	vmovdqa64	%zmm0, 1216(%rsp)
	vpsrlq	$32, %zmm0, %zmm28
	vpternlogq	$150, 1024(%rsp), %zmm30, %zmm28
	vpmuludq	%zmm15, %zmm13, %zmm0
	vmovdqa64	%zmm0, 1472(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, 960(%rsp), %zmm30, %zmm4
	vpmuludq	%zmm15, %zmm5, %zmm24
	vpsrlq	$32, %zmm24, %zmm9
	vpternlogq	$150, 1408(%rsp), %zmm30, %zmm9
	vpmuludq	%zmm15, %zmm25, %zmm0
	vmovdqa64	%zmm0, 1152(%rsp)
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, %zmm17, %zmm30, %zmm5
	vpmuludq	%zmm15, %zmm19, %zmm19
	vpsrlq	$32, %zmm19, %zmm1
	vpternlogq	$150, %zmm7, %zmm30, %zmm1
	vpmuludq	2624(%rsp), %zmm15, %zmm7
	vpsrlq	$32, %zmm7, %zmm0
	vpternlogq	$150, %zmm12, %zmm30, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm2, %zmm2
	vmovdqa64	%zmm2, 2240(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vmovdqa64	4288(%rsp), %zmm17
	vpternlogq	$150, %zmm20, %zmm17, %zmm2
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm26, %zmm8
	vmovdqa64	%zmm8, 1344(%rsp)
	vpsrlq	$32, %zmm8, %zmm10
	vpternlogq	$150, %zmm29, %zmm17, %zmm10
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm4, %zmm30
	vpsrlq	$32, %zmm30, %zmm4
	vpternlogq	$150, %zmm31, %zmm17, %zmm4
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm28, %zmm8
	vmovdqa64	%zmm8, 3136(%rsp)
	vpsrlq	$32, %zmm8, %zmm12
	vpternlogq	$150, 3008(%rsp), %zmm17, %zmm12
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm5, %zmm5
	vmovdqa64	%zmm5, 3008(%rsp)
	vpsrlq	$32, %zmm5, %zmm8
	vpternlogq	$150, %zmm16, %zmm17, %zmm8
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm9, %zmm5
	vmovdqa64	%zmm5, 3200(%rsp)
	vpsrlq	$32, %zmm5, %zmm13
	vpternlogq	$150, 1664(%rsp), %zmm17, %zmm13
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm0
	vmovdqa64	%zmm0, 1024(%rsp)
	vpsrlq	$32, %zmm0, %zmm25
	vpternlogq	$150, %zmm3, %zmm17, %zmm25
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm0
	vmovdqa64	%zmm0, 960(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, %zmm27, %zmm17, %zmm16
	vpmuludq	%zmm15, %zmm11, %zmm0
	vmovdqa64	%zmm0, 1408(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqa64	2048(%rsp), %zmm17
	vpternlogq	$150, 1280(%rsp), %zmm17, %zmm1
	vpmuludq	1536(%rsp), %zmm15, %zmm26
	vpsrlq	$32, %zmm26, %zmm5
	vpternlogq	$150, 1792(%rsp), %zmm17, %zmm5
	vpmuludq	%zmm15, %zmm21, %zmm0
	vmovdqa64	%zmm0, 1792(%rsp)
	vpsrlq	$32, %zmm0, %zmm11
	vpternlogq	$150, 1216(%rsp), %zmm17, %zmm11
	vpmuludq	%zmm15, %zmm18, %zmm21
	vpsrlq	$32, %zmm21, %zmm18
	vpternlogq	$150, 1472(%rsp), %zmm17, %zmm18
	vpmuludq	%zmm15, %zmm23, %zmm27
	vpsrlq	$32, %zmm27, %zmm23
	vpternlogq	$150, %zmm17, %zmm24, %zmm23
	vpmuludq	%zmm15, %zmm6, %zmm3
	vpsrlq	$32, %zmm3, %zmm0
	vpternlogq	$150, 1152(%rsp), %zmm17, %zmm0
	vpmuludq	%zmm15, %zmm14, %zmm6
	vmovdqa64	%zmm6, 2624(%rsp)
	vpsrlq	$32, %zmm6, %zmm20
	vpternlogq	$150, %zmm17, %zmm19, %zmm20
	vpmuludq	%zmm15, %zmm22, %zmm28
	vpsrlq	$32, %zmm28, %zmm19
	vpternlogq	$150, %zmm17, %zmm7, %zmm19
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm5, %zmm5
	vmovdqa64	%zmm5, 1536(%rsp)
	vpsrlq	$32, %zmm5, %zmm9
	vmovdqa64	4992(%rsp), %zmm22
	vpternlogq	$150, 2240(%rsp), %zmm22, %zmm9
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm17
	vpsrlq	$32, %zmm17, %zmm24
	vpternlogq	$150, 1344(%rsp), %zmm22, %zmm24
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm18, %zmm1
	vmovdqa64	%zmm1, 2240(%rsp)
	vpsrlq	$32, %zmm1, %zmm6
	vpternlogq	$150, %zmm22, %zmm30, %zmm6
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm11, %zmm7
	vpsrlq	$32, %zmm7, %zmm11
	vpternlogq	$150, 3136(%rsp), %zmm22, %zmm11
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm29
	vpsrlq	$32, %zmm29, %zmm14
	vpternlogq	$150, 3008(%rsp), %zmm22, %zmm14
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm23, %zmm18
	vpsrlq	$32, %zmm18, %zmm5
	vpternlogq	$150, 3200(%rsp), %zmm22, %zmm5
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm19, %zmm19
	vpsrlq	$32, %zmm19, %zmm30
	vpternlogq	$150, 1024(%rsp), %zmm22, %zmm30
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm20, %zmm0
	vmovdqa64	%zmm0, 1024(%rsp)
	vpsrlq	$32, %zmm0, %zmm20
	vpternlogq	$150, 960(%rsp), %zmm22, %zmm20
	vpmuludq	%zmm15, %zmm10, %zmm0
	vmovdqa64	%zmm0, 960(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqa64	4928(%rsp), %zmm22
	vpternlogq	$150, 1408(%rsp), %zmm22, %zmm1
	vpmuludq	%zmm15, %zmm2, %zmm31
	vpsrlq	$32, %zmm31, %zmm0
	vpternlogq	$150, %zmm26, %zmm22, %zmm0
	vpmuludq	%zmm15, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm2
	vpternlogq	$150, 1792(%rsp), %zmm22, %zmm2
	vpmuludq	%zmm15, %zmm4, %zmm26
	vpsrlq	$32, %zmm26, %zmm4
	vpternlogq	$150, %zmm21, %zmm22, %zmm4
	vpmuludq	%zmm15, %zmm13, %zmm10
	vpsrlq	$32, %zmm10, %zmm21
	vpternlogq	$150, %zmm27, %zmm22, %zmm21
	vpmuludq	%zmm15, %zmm8, %zmm13
	vpsrlq	$32, %zmm13, %zmm8
	vpternlogq	$150, %zmm3, %zmm22, %zmm8
	vpmuludq	%zmm15, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm3
	vpternlogq	$150, 2624(%rsp), %zmm22, %zmm3
	vpmuludq	%zmm15, %zmm25, %zmm25
	vpsrlq	$32, %zmm25, %zmm27
	vpternlogq	$150, %zmm28, %zmm22, %zmm27
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm28
	vmovdqa64	4864(%rsp), %zmm23
	vpternlogq	$150, 1536(%rsp), %zmm23, %zmm28
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, %zmm17, %zmm23, %zmm22
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm4, %zmm0
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, 2240(%rsp), %zmm23, %zmm4
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm2, %zmm0
	vpsrlq	$32, %zmm0, %zmm2
	vpternlogq	$150, %zmm7, %zmm23, %zmm2
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm8, %zmm0
	vpsrlq	$32, %zmm0, %zmm7
	vpternlogq	$150, %zmm29, %zmm23, %zmm7
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm21, %zmm0
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm18, %zmm23, %zmm17
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm27, %zmm0
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, %zmm19, %zmm23, %zmm8
	vpmuludq	%zmm15, %zmm24, %zmm27
	vpmuludq	%zmm15, %zmm9, %zmm24
	vpmuludq	%zmm15, %zmm11, %zmm19
	vpmuludq	%zmm15, %zmm6, %zmm18
	vpmuludq	%zmm15, %zmm5, %zmm29
	vpmuludq	%zmm15, %zmm14, %zmm11
	vpmuludq	%zmm15, %zmm20, %zmm0
	vpmuludq	%zmm15, %zmm30, %zmm21
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm3, %zmm1
	vpsrlq	$32, %zmm1, %zmm14
	vpternlogq	$150, 1024(%rsp), %zmm23, %zmm14
	vpsrlq	$32, %zmm27, %zmm1
	vmovdqa64	4416(%rsp), %zmm20
	vpternlogq	$150, 960(%rsp), %zmm20, %zmm1
	vpsrlq	$32, %zmm24, %zmm3
	vpternlogq	$150, %zmm20, %zmm31, %zmm3
	vpsrlq	$32, %zmm19, %zmm5
	vpternlogq	$150, %zmm20, %zmm12, %zmm5
	vpsrlq	$32, %zmm18, %zmm6
	vpternlogq	$150, %zmm20, %zmm26, %zmm6
	vpsrlq	$32, %zmm29, %zmm12
	vpternlogq	$150, %zmm20, %zmm10, %zmm12
	vpsrlq	$32, %zmm11, %zmm10
	vpternlogq	$150, %zmm20, %zmm13, %zmm10
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, %zmm20, %zmm16, %zmm13
	vpsrlq	$32, %zmm21, %zmm16
	vpternlogq	$150, %zmm20, %zmm25, %zmm16
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm3, %zmm3
	vpmovqd	%zmm6, %ymm1
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm1, %zmm20
	vpmovqd	%zmm10, %ymm1
	vpmovqd	%zmm12, %ymm6
	vinserti64x4	$1, %ymm6, %zmm1, %zmm6
	vpmovqd	%zmm16, %ymm1
	vpmovqd	%zmm13, %ymm9
	vinserti64x4	$1, %ymm9, %zmm1, %zmm9
	vpmuludq	%zmm15, %zmm22, %zmm1
	vmovdqa64	5568(%rsp), %zmm5
	vpsrlq	$32, %zmm1, %zmm1
	vmovdqa64	1856(%rsp), %zmm13
	vpternlogq	$150, %zmm27, %zmm13, %zmm1
	vpmuludq	%zmm15, %zmm28, %zmm10
	vpsrlq	$32, %zmm10, %zmm10
	vpternlogq	$150, %zmm24, %zmm13, %zmm10
	vpmuludq	%zmm15, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm19, %zmm13, %zmm2
	vpmuludq	%zmm15, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm18, %zmm13, %zmm4
	vpmuludq	%zmm15, %zmm17, %zmm12
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm29, %zmm13, %zmm12
	vpmuludq	%zmm15, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm11, %zmm13, %zmm7
	vpmuludq	%zmm15, %zmm14, %zmm11
	vpbroadcastq	.LCPI0_15(%rip), %zmm14
	vpsrlq	$32, %zmm11, %zmm11
	vpternlogq	$150, %zmm0, %zmm13, %zmm11
	vpmuludq	%zmm15, %zmm8, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm21, %zmm13, %zmm0
	vpmuludq	%zmm14, %zmm10, %zmm8
	vpmuludq	%zmm14, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm8, %zmm8
	vpmovqd	%zmm8, %ymm8
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm8, %zmm1
	vmovdqa64	1920(%rsp), %zmm8
	vpmuludq	%zmm14, %zmm4, %zmm4
	vpmuludq	%zmm14, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm2, %ymm2
	vinserti64x4	$1, %ymm2, %zmm4, %zmm2
	vpmuludq	%zmm14, %zmm7, %zmm4
	vpmuludq	%zmm14, %zmm12, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm7, %ymm7
	vinserti64x4	$1, %ymm7, %zmm4, %zmm4
	vpmuludq	%zmm14, %zmm0, %zmm0
	vpmuludq	%zmm14, %zmm11, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm0, %zmm0
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm7, %ymm7
	vinserti64x4	$1, %ymm7, %zmm0, %zmm0
	vpbroadcastd	.LCPI0_16(%rip), %zmm7
	vpmulld	%zmm7, %zmm3, %zmm3
	vpternlogd	$150, %zmm3, %zmm8, %zmm1
	vpmulld	%zmm7, %zmm20, %zmm3
	vpternlogd	$150, %zmm3, %zmm8, %zmm2
	vpmulld	%zmm7, %zmm6, %zmm3
	vpternlogd	$150, %zmm3, %zmm8, %zmm4
	vpmulld	%zmm7, %zmm9, %zmm3
	vpternlogd	$150, %zmm3, %zmm8, %zmm0
	vmovdqu64	%zmm1, -192(%rax,%r11,4)
	vmovdqa64	192(%rsp), %zmm1
	vmovdqu64	%zmm2, -128(%rax,%r11,4)
	vmovdqa64	320(%rsp), %zmm2
	vmovdqu64	%zmm4, -64(%rax,%r11,4)
	vmovdqu64	%zmm0, (%rax,%r11,4)
	addq	$64, %r11
	vpbroadcastq	.LCPI0_17(%rip), %zmm0
	vpaddq	%zmm0, %zmm2, %zmm2
	vpaddq	%zmm0, %zmm1, %zmm1
	cmpq	%r11, %rcx
	jne	.LBB0_849
	testq	%rdx, %rdx
	vmovaps	112(%rsp), %xmm16
	vmovdqa64	5504(%rsp), %zmm4
	vmovdqa64	2048(%rsp), %zmm26
	vmovdqa64	1856(%rsp), %zmm9
	vbroadcastsd	.LCPI0_18(%rip), %zmm10
	vpbroadcastq	.LCPI0_22(%rip), %zmm22
	vpbroadcastd	.LCPI0_16(%rip), %ymm30
	vmovdqa64	3968(%rsp), %zmm31
	vmovdqa64	4288(%rsp), %zmm21
	vmovdqa64	4352(%rsp), %zmm18
	vmovdqa64	5312(%rsp), %zmm17
	vmovdqa64	4480(%rsp), %zmm19
	vmovaps	416(%rsp), %xmm24
	vmovdqa64	672(%rsp), %xmm25
	movq	%r15, %r10
	je	.LBB0_857
	cmpl	$8, %edx
	jb	.LBB0_903
	vmovaps	%zmm10, %zmm29
	vmovdqa64	%zmm26, %zmm11
	movq	576(%rsp), %rax
	movq	128(%rsp), %rsi
.LBB0_853:
	movq	%r15, %rdx
	andl	$7, %edx
	movq	2880(%rsp), %rcx
	subq	%rdx, %rcx
	addq	%rsi, %rcx
	vpbroadcastq	%rbx, %zmm0
	vpaddq	.LCPI0_10(%rip), %zmm0, %zmm0
	vpbroadcastq	.LCPI0_14(%rip), %zmm7
	vpbroadcastq	.LCPI0_15(%rip), %zmm10
	vmovdqa64	4992(%rsp), %zmm14
	vmovdqa64	4928(%rsp), %zmm12
	vmovdqa64	4864(%rsp), %zmm20
	vmovdqa64	4736(%rsp), %zmm13
	vmovdqa64	6976(%rsp), %zmm15
	movq	4160(%rsp), %rsi
	vmovdqa64	4416(%rsp), %zmm23
	vmovdqa64	5248(%rsp), %zmm28
	.p2align	4
.LBB0_854:
	vpmuludq	%zmm7, %zmm0, %zmm1
	vpxorq	%zmm1, %zmm5, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpmuludq	%zmm10, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpxorq	%zmm1, %zmm13, %zmm1
	vpxorq	%zmm3, %zmm4, %zmm3
	vpmuludq	%zmm7, %zmm3, %zmm3
	vmovdqa64	%zmm4, %zmm16
	vpsrlq	$32, %zmm3, %zmm4
	vpxorq	%zmm4, %zmm15, %zmm4
	vpmuludq	%zmm10, %zmm1, %zmm1
	vmovdqa64	%zmm9, %zmm26
	vmovdqa64	%zmm5, %zmm9
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm28, %zmm2, %zmm5
	vpmuludq	%zmm7, %zmm5, %zmm2
	vpmuludq	%zmm10, %zmm4, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm1, %zmm17, %zmm6
	vpternlogq	$150, %zmm19, %zmm3, %zmm5
	vpmuludq	%zmm7, %zmm6, %zmm1
	vpmuludq	%zmm10, %zmm5, %zmm3
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm18, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm31, %zmm5
	vpmuludq	%zmm7, %zmm6, %zmm2
	vpmuludq	%zmm10, %zmm5, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm3, %zmm21, %zmm6
	vpternlogq	$150, %zmm11, %zmm1, %zmm5
	vpmuludq	%zmm7, %zmm6, %zmm1
	vpmuludq	%zmm10, %zmm5, %zmm3
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm14, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm12, %zmm5
	vpmuludq	%zmm7, %zmm6, %zmm2
	vpmuludq	%zmm10, %zmm5, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm3, %zmm20, %zmm4
	vpternlogq	$150, %zmm23, %zmm1, %zmm5
	vpmuludq	%zmm7, %zmm4, %zmm1
	vmovdqa64	%zmm16, %zmm4
	vpmovqd	%zmm5, %ymm3
	vmovdqa64	%zmm9, %zmm5
	vmovdqa64	%zmm26, %zmm9
	vpsrlq	$32, %zmm1, %zmm1
	vpmulld	%ymm30, %ymm3, %ymm3
	vpternlogq	$150, %zmm2, %zmm26, %zmm1
	vpmuludq	%zmm10, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpmovqd	%zmm1, %ymm1
	vpternlogd	$150, %ymm3, %ymm8, %ymm1
	vmovdqu	%ymm1, (%rax,%rdi,4)
	addq	$8, %rdi
	vpaddq	%zmm29, %zmm0, %zmm0
	cmpq	%rdi, %rsi
	jne	.LBB0_854
	testq	%rdx, %rdx
	movq	72(%rsp), %rsi
	movl	$3528531795, %r12d
	movq	768(%rsp), %rax
	movq	4544(%rsp), %r9
	movl	64(%rsp), %r13d
	movq	296(%rsp), %rbx
	movq	3072(%rsp), %r14
	movq	%r15, %r10
	vmovaps	112(%rsp), %xmm16
	je	.LBB0_857
	.p2align	4
.LBB0_856:
	movl	%ecx, %edi
	imulq	%r12, %rdi
	movq	%rsi, %rdx
	xorq	%rdi, %rdx
	shrq	$32, %rdx
	imulq	%rax, %rdx
	movq	%rdx, %r11
	shrq	$32, %r11
	xorl	2752(%rsp), %r11d
	xorl	%r8d, %edi
	imulq	%r12, %r11
	imulq	%rax, %rdi
	movq	%rdi, %r8
	shrq	$32, %r8
	movq	3264(%rsp), %r15
	xorl	%r8d, %r15d
	movq	%r11, %r8
	shrq	$32, %r8
	xorl	%r15d, %edx
	movl	%ebx, %r15d
	xorl	%r8d, %r15d
	imulq	%r12, %rdx
	imulq	%rax, %r15
	movq	%r15, %r8
	shrq	$32, %r8
	xorl	4608(%rsp), %edi
	xorl	%r8d, %edi
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	704(%rsp), %r11d
	xorl	%r8d, %r11d
	imulq	%r12, %rdi
	imulq	%rax, %r11
	movq	%r11, %r8
	shrq	$32, %r8
	xorl	4672(%rsp), %r15d
	xorl	%r8d, %r15d
	movq	%rdi, %r8
	shrq	$32, %r8
	xorl	5056(%rsp), %edx
	xorl	%r8d, %edx
	imulq	%r12, %r15
	imulq	%rax, %rdx
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	3904(%rsp), %r11d
	xorl	%r8d, %r11d
	movq	%r15, %r8
	shrq	$32, %r8
	xorl	4032(%rsp), %edi
	xorl	%r8d, %edi
	imulq	%r12, %r11
	imulq	%rax, %rdi
	movq	%rdi, %r8
	shrq	$32, %r8
	xorl	%r9d, %edx
	xorl	%r8d, %edx
	movq	%r11, %r8
	shrq	$32, %r8
	xorl	6336(%rsp), %r15d
	xorl	%r8d, %r15d
	imulq	%r12, %rdx
	imulq	%rax, %r15
	shrq	$32, %r15
	xorl	5824(%rsp), %edi
	xorl	%r15d, %edi
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	2112(%rsp), %r11d
	xorl	%r8d, %r11d
	movq	512(%rsp), %r8
	imulq	%r12, %rdi
	shrq	$32, %rdi
	xorl	3840(%rsp), %edx
	xorl	%edi, %edx
	imull	$-845247145, %r11d, %edi
	imulq	%rax, %rdx
	shrq	$32, %rdx
	xorl	%r13d, %edi
	xorl	%edx, %edi
	movl	%edi, (%r14,%rcx,4)
	incq	%rcx
	cmpq	%rcx, %r10
	jne	.LBB0_856
.LBB0_857:
	movq	128(%rsp), %rsi
	movq	%rsi, %rcx
	movq	2880(%rsp), %rdi
	cmpq	$8, %rdi
	movq	448(%rsp), %r11
	movq	704(%rsp), %r13
	movabsq	$4604544269498187776, %rax
	movabsq	$4503595332403200, %r15
	movabsq	$-9223372036854775808, %rbx
	vmovsd	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_20(%rip), %xmm9
	vmovsd	.LCPI0_26(%rip), %xmm10
	vmovsd	.LCPI0_27(%rip), %xmm11
	movq	1984(%rsp), %r12
	vbroadcastsd	.LCPI0_30(%rip), %zmm30
	movq	3712(%rsp), %r9
	jb	.LBB0_868
	cmpq	$64, %rdi
	vmovdqa64	%xmm25, 672(%rsp)
	jae	.LBB0_860
	xorl	%r11d, %r11d
	vbroadcastsd	.LCPI0_20(%rip), %zmm14
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	jmp	.LBB0_865
.LBB0_860:
	movl	%r10d, %r8d
	andl	$63, %r8d
	movq	%rdi, %r11
	subq	%r8, %r11
	xorl	%edi, %edi
	movq	952(%rsp), %rcx
	vmovapd	%zmm30, %zmm23
	vbroadcastsd	.LCPI0_32(%rip), %zmm28
	vbroadcastsd	.LCPI0_20(%rip), %zmm27
	vbroadcastsd	.LCPI0_19(%rip), %zmm19
	movq	6912(%rsp), %rdx
	.p2align	4
.LBB0_861:
	vcvtudq2pd	-192(%rcx,%rdi,4), %zmm0
	vcvtudq2pd	-160(%rcx,%rdi,4), %zmm1
	vcvtudq2pd	-128(%rcx,%rdi,4), %zmm2
	vcvtudq2pd	-96(%rcx,%rdi,4), %zmm3
	vcvtudq2pd	-64(%rcx,%rdi,4), %zmm4
	vcvtudq2pd	-32(%rcx,%rdi,4), %zmm5
	vcvtudq2pd	(%rcx,%rdi,4), %zmm6
	vcvtudq2pd	32(%rcx,%rdi,4), %zmm7
	vaddpd	%zmm19, %zmm1, %zmm1
	vaddpd	%zmm19, %zmm0, %zmm0
	vaddpd	%zmm19, %zmm3, %zmm3
	vaddpd	%zmm19, %zmm2, %zmm2
	vaddpd	%zmm19, %zmm5, %zmm5
	vaddpd	%zmm19, %zmm4, %zmm4
	vaddpd	%zmm19, %zmm7, %zmm7
	vaddpd	%zmm19, %zmm6, %zmm6
	vmulpd	%zmm27, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm1, %zmm1
	vmulpd	%zmm27, %zmm2, %zmm2
	vmulpd	%zmm27, %zmm3, %zmm3
	vmulpd	%zmm27, %zmm4, %zmm4
	vmulpd	%zmm27, %zmm5, %zmm5
	vmulpd	%zmm27, %zmm6, %zmm6
	vmulpd	%zmm27, %zmm7, %zmm7
	vpsrlq	$32, %zmm1, %zmm8
	vpsrlq	$32, %zmm0, %zmm9
	vpsrlq	$32, %zmm3, %zmm10
	vpsrlq	$32, %zmm2, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm4, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm6, %zmm15
	vpbroadcastq	.LCPI0_21(%rip), %zmm16
	vpaddq	%zmm16, %zmm9, %zmm9
	vmovdqa64	%zmm9, 3008(%rsp)
	vpaddq	%zmm16, %zmm8, %zmm19
	vmovdqa64	%zmm19, 3200(%rsp)
	vpaddq	%zmm16, %zmm11, %zmm11
	vmovdqa64	%zmm11, 2240(%rsp)
	vpaddq	%zmm16, %zmm10, %zmm18
	vmovdqa64	%zmm18, 2624(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqa64	%zmm13, 1792(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm17
	vmovdqa64	%zmm17, 1408(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm15
	vmovdqa64	%zmm15, 1536(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm14
	vmovdqa64	%zmm14, 960(%rsp)
	vpsllq	$32, %zmm9, %zmm8
	vpsllq	$32, %zmm19, %zmm9
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm18, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm17, %zmm13
	vpsllq	$32, %zmm15, %zmm15
	vpsllq	$32, %zmm14, %zmm14
	vpbroadcastq	.LCPI0_23(%rip), %zmm30
	vpandq	%zmm30, %zmm9, %zmm9
	vpandq	%zmm30, %zmm8, %zmm8
	vpandq	%zmm30, %zmm11, %zmm11
	vpandq	%zmm30, %zmm10, %zmm10
	vpandq	%zmm30, %zmm13, %zmm16
	vpandq	%zmm30, %zmm12, %zmm13
	vpandq	%zmm30, %zmm14, %zmm14
	vpandq	%zmm30, %zmm15, %zmm18
	vpbroadcastq	.LCPI0_24(%rip), %zmm12
	vpternlogq	$248, %zmm12, %zmm0, %zmm8
	vpternlogq	$248, %zmm12, %zmm1, %zmm9
	vpternlogq	$248, %zmm12, %zmm2, %zmm10
	vpternlogq	$248, %zmm12, %zmm3, %zmm11
	vpternlogq	$248, %zmm12, %zmm4, %zmm13
	vpternlogq	$248, %zmm12, %zmm5, %zmm16
	vpternlogq	$248, %zmm12, %zmm6, %zmm18
	vpternlogq	$248, %zmm12, %zmm7, %zmm14
	vpbroadcastq	.LCPI0_25(%rip), %zmm20
	vpaddq	%zmm20, %zmm9, %zmm0
	vpaddq	%zmm20, %zmm8, %zmm1
	vpaddq	%zmm20, %zmm11, %zmm2
	vpaddq	%zmm20, %zmm10, %zmm3
	vbroadcastsd	.LCPI0_26(%rip), %zmm19
	vaddpd	%zmm19, %zmm1, %zmm22
	vaddpd	%zmm19, %zmm0, %zmm8
	vmovapd	%zmm8, 1024(%rsp)
	vaddpd	%zmm19, %zmm3, %zmm7
	vmovapd	%zmm7, 320(%rsp)
	vaddpd	%zmm19, %zmm2, %zmm6
	vmovapd	%zmm6, 192(%rsp)
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vaddpd	%zmm9, %zmm8, %zmm0
	vaddpd	%zmm9, %zmm22, %zmm1
	vaddpd	%zmm9, %zmm7, %zmm2
	vdivpd	%zmm1, %zmm22, %zmm5
	vmovapd	%zmm5, 1472(%rsp)
	vdivpd	%zmm0, %zmm8, %zmm4
	vmovapd	%zmm4, 1152(%rsp)
	vdivpd	%zmm2, %zmm7, %zmm1
	vmovapd	%zmm1, 1344(%rsp)
	vaddpd	%zmm9, %zmm6, %zmm0
	vdivpd	%zmm0, %zmm6, %zmm0
	vmovapd	%zmm0, 3136(%rsp)
	vmulpd	%zmm4, %zmm4, %zmm6
	vmovapd	%zmm6, 2432(%rsp)
	vmulpd	%zmm5, %zmm5, %zmm2
	vmovapd	%zmm2, 2496(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm4
	vmovapd	%zmm4, 2176(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 2560(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm3
	vmulpd	%zmm6, %zmm6, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm4, %zmm4, %zmm1
	vbroadcastsd	.LCPI0_28(%rip), %zmm8
	vmulpd	%zmm8, %zmm2, %zmm4
	vmulpd	%zmm8, %zmm3, %zmm5
	vmulpd	%zmm8, %zmm1, %zmm6
	vbroadcastsd	.LCPI0_29(%rip), %zmm7
	vaddpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm7, %zmm4, %zmm4
	vaddpd	%zmm7, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm2, %zmm4
	vmulpd	%zmm5, %zmm3, %zmm5
	vmulpd	%zmm6, %zmm1, %zmm6
	vaddpd	%zmm23, %zmm5, %zmm5
	vaddpd	%zmm23, %zmm4, %zmm4
	vaddpd	%zmm23, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm2, %zmm4
	vmovapd	%zmm4, 1664(%rsp)
	vmulpd	%zmm5, %zmm3, %zmm4
	vmovapd	%zmm4, 1280(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm4
	vmovapd	%zmm4, 1216(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm4
	vaddpd	%zmm28, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_33(%rip), %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm12
	vmulpd	%zmm6, %zmm3, %zmm2
	vaddpd	%zmm28, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm3, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm3, %zmm17
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	%zmm28, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm15
	vmulpd	%zmm8, %zmm0, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vmovapd	%zmm1, 2944(%rsp)
	vmulpd	%zmm6, %zmm0, %zmm1
	vaddpd	%zmm28, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm11
	vpaddq	%zmm20, %zmm16, %zmm0
	vaddpd	%zmm19, %zmm0, %zmm16
	vmovapd	%zmm9, %zmm4
	vaddpd	%zmm9, %zmm16, %zmm0
	vdivpd	%zmm0, %zmm16, %zmm31
	vmulpd	%zmm31, %zmm31, %zmm10
	vmulpd	%zmm10, %zmm10, %zmm0
	vmulpd	%zmm8, %zmm0, %zmm2
	vmovapd	%zmm8, %zmm24
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm23, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm26
	vmulpd	%zmm6, %zmm0, %zmm2
	vaddpd	%zmm28, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vmovapd	%zmm5, %zmm1
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm8
	vmovdqa64	%zmm20, %zmm2
	vpaddq	%zmm20, %zmm13, %zmm0
	vaddpd	%zmm19, %zmm0, %zmm13
	vaddpd	%zmm9, %zmm13, %zmm0
	vdivpd	%zmm0, %zmm13, %zmm29
	vmulpd	%zmm29, %zmm29, %zmm9
	vmulpd	%zmm9, %zmm9, %zmm3
	vmulpd	%zmm24, %zmm3, %zmm20
	vmovapd	%zmm24, %zmm25
	vaddpd	%zmm7, %zmm20, %zmm20
	vmovapd	%zmm7, %zmm24
	vmulpd	%zmm20, %zmm3, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm3, %zmm21
	vmulpd	%zmm6, %zmm3, %zmm20
	vmovapd	%zmm6, %zmm5
	vaddpd	%zmm28, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm3, %zmm20
	vaddpd	%zmm1, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm3, %zmm6
	vpaddq	%zmm2, %zmm14, %zmm3
	vaddpd	%zmm19, %zmm3, %zmm14
	vaddpd	%zmm4, %zmm14, %zmm3
	vmovapd	%zmm4, %zmm27
	vdivpd	%zmm3, %zmm14, %zmm20
	vmulpd	%zmm20, %zmm20, %zmm7
	vmulpd	%zmm7, %zmm7, %zmm3
	vmulpd	%zmm25, %zmm3, %zmm28
	vmovapd	%zmm25, %zmm4
	vaddpd	%zmm24, %zmm28, %zmm28
	vmovapd	%zmm24, %zmm23
	vmulpd	%zmm28, %zmm3, %zmm28
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm3, %zmm28
	vmulpd	%zmm5, %zmm3, %zmm24
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm3, %zmm24
	vaddpd	%zmm1, %zmm24, %zmm24
	vmovapd	%zmm1, %zmm25
	vmulpd	%zmm24, %zmm3, %zmm24
	vpaddq	%zmm2, %zmm18, %zmm3
	vaddpd	%zmm19, %zmm3, %zmm18
	vaddpd	%zmm27, %zmm18, %zmm3
	vdivpd	%zmm3, %zmm18, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm4, %zmm0, %zmm27
	vaddpd	%zmm23, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vmulpd	%zmm5, %zmm0, %zmm23
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vaddpd	%zmm25, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm23
	vaddpd	%zmm23, %zmm12, %zmm12
	vmulpd	2432(%rsp), %zmm12, %zmm12
	vaddpd	1664(%rsp), %zmm12, %zmm12
	vaddpd	%zmm23, %zmm17, %zmm17
	vmulpd	2496(%rsp), %zmm17, %zmm17
	vaddpd	1280(%rsp), %zmm17, %zmm17
	vaddpd	%zmm23, %zmm15, %zmm15
	vmulpd	2176(%rsp), %zmm15, %zmm15
	vaddpd	1216(%rsp), %zmm15, %zmm15
	vaddpd	%zmm23, %zmm11, %zmm11
	vmulpd	2560(%rsp), %zmm11, %zmm11
	vaddpd	2944(%rsp), %zmm11, %zmm11
	vaddpd	%zmm23, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm10, %zmm5
	vaddpd	%zmm5, %zmm26, %zmm5
	vaddpd	%zmm23, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm9, %zmm4
	vaddpd	%zmm4, %zmm21, %zmm4
	vaddpd	%zmm23, %zmm24, %zmm6
	vmulpd	%zmm6, %zmm7, %zmm2
	vaddpd	%zmm2, %zmm28, %zmm6
	vaddpd	%zmm23, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm27, %zmm7
	vmovapd	%zmm22, 2816(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm22, %zmm0
	vmulpd	%zmm0, %zmm22, %zmm19
	vaddpd	%zmm17, %zmm19, %zmm1
	vmulpd	1472(%rsp), %zmm1, %zmm8
	vmovapd	1024(%rsp), %zmm0
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm1
	vmulpd	1152(%rsp), %zmm1, %zmm9
	vmovapd	320(%rsp), %zmm0
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm11
	vmulpd	1344(%rsp), %zmm11, %zmm11
	vmovapd	192(%rsp), %zmm0
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm0, %zmm12
	vmulpd	%zmm12, %zmm0, %zmm12
	vaddpd	%zmm15, %zmm12, %zmm15
	vmulpd	3136(%rsp), %zmm15, %zmm15
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm13, %zmm17
	vmulpd	%zmm17, %zmm13, %zmm17
	vaddpd	%zmm4, %zmm17, %zmm4
	vmulpd	%zmm4, %zmm29, %zmm4
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm16, %zmm21
	vmulpd	%zmm21, %zmm16, %zmm21
	vaddpd	%zmm5, %zmm21, %zmm5
	vmulpd	%zmm5, %zmm31, %zmm5
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm18, %zmm10
	vmulpd	%zmm10, %zmm18, %zmm10
	vaddpd	%zmm7, %zmm10, %zmm7
	vmulpd	%zmm7, %zmm3, %zmm3
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm14, %zmm7
	vmulpd	%zmm7, %zmm14, %zmm7
	vaddpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm6, %zmm20, %zmm6
	vpsrlq	$20, 3008(%rsp), %zmm20
	vpbroadcastq	.LCPI0_22(%rip), %zmm31
	vpaddq	%zmm31, %zmm20, %zmm20
	vcvtqq2pd	%zmm20, %zmm20
	vbroadcastsd	.LCPI0_35(%rip), %zmm25
	vmulpd	%zmm25, %zmm20, %zmm22
	vaddpd	%zmm8, %zmm22, %zmm8
	vpsrlq	$20, 3200(%rsp), %zmm22
	vpaddq	%zmm31, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm25, %zmm22, %zmm23
	vaddpd	%zmm9, %zmm23, %zmm9
	vpsrlq	$20, 2240(%rsp), %zmm23
	vpaddq	%zmm31, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm25, %zmm23, %zmm24
	vaddpd	%zmm11, %zmm24, %zmm11
	vpsrlq	$20, 2624(%rsp), %zmm24
	vpaddq	%zmm31, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm25, %zmm24, %zmm26
	vaddpd	%zmm15, %zmm26, %zmm15
	vpsrlq	$20, 1792(%rsp), %zmm26
	vpaddq	%zmm31, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm25, %zmm26, %zmm27
	vaddpd	%zmm4, %zmm27, %zmm4
	vpsrlq	$20, 1408(%rsp), %zmm27
	vpaddq	%zmm31, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm25, %zmm27, %zmm28
	vaddpd	%zmm5, %zmm28, %zmm5
	vpsrlq	$20, 1536(%rsp), %zmm28
	vpaddq	%zmm31, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm25, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 960(%rsp), %zmm29
	vpaddq	%zmm31, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm25, %zmm29, %zmm25
	vaddpd	%zmm6, %zmm25, %zmm6
	vsubpd	%zmm19, %zmm8, %zmm0
	vsubpd	%zmm2, %zmm9, %zmm2
	vsubpd	%zmm1, %zmm11, %zmm1
	vsubpd	%zmm12, %zmm15, %zmm8
	vsubpd	%zmm17, %zmm4, %zmm4
	vsubpd	%zmm21, %zmm5, %zmm5
	vsubpd	%zmm10, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm6, %zmm6
	vaddpd	1024(%rsp), %zmm2, %zmm2
	vaddpd	2816(%rsp), %zmm0, %zmm0
	vaddpd	192(%rsp), %zmm8, %zmm7
	vaddpd	320(%rsp), %zmm1, %zmm8
	vaddpd	%zmm5, %zmm16, %zmm5
	vaddpd	%zmm4, %zmm13, %zmm4
	vaddpd	%zmm6, %zmm14, %zmm6
	vaddpd	%zmm3, %zmm18, %zmm9
	vbroadcastsd	.LCPI0_36(%rip), %zmm10
	vmulpd	%zmm10, %zmm22, %zmm1
	vaddpd	%zmm2, %zmm1, %zmm1
	vmulpd	%zmm10, %zmm20, %zmm2
	vaddpd	%zmm0, %zmm2, %zmm0
	vmulpd	%zmm10, %zmm24, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm3
	vmulpd	%zmm10, %zmm23, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm10, %zmm27, %zmm7
	vaddpd	%zmm5, %zmm7, %zmm5
	vmulpd	%zmm10, %zmm26, %zmm7
	vaddpd	%zmm4, %zmm7, %zmm4
	vmulpd	%zmm10, %zmm29, %zmm7
	vaddpd	%zmm6, %zmm7, %zmm7
	vmulpd	%zmm10, %zmm28, %zmm6
	vaddpd	%zmm9, %zmm6, %zmm6
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
	vpbroadcastq	.LCPI0_21(%rip), %zmm16
	vpaddq	%zmm16, %zmm8, %zmm8
	vmovdqa64	%zmm8, 3200(%rsp)
	vpaddq	%zmm16, %zmm9, %zmm9
	vmovdqa64	%zmm9, 2240(%rsp)
	vpaddq	%zmm16, %zmm10, %zmm10
	vmovdqa64	%zmm10, 2624(%rsp)
	vpaddq	%zmm16, %zmm11, %zmm11
	vmovdqa64	%zmm11, 1792(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm12
	vmovdqa64	%zmm12, 1408(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqa64	%zmm13, 1536(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm14
	vmovdqa64	%zmm14, 960(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm16
	vmovdqa64	%zmm16, 1024(%rsp)
	vpsllq	$32, %zmm8, %zmm8
	vpsllq	$32, %zmm9, %zmm9
	vpsllq	$32, %zmm10, %zmm10
	vpsllq	$32, %zmm11, %zmm11
	vpsllq	$32, %zmm12, %zmm12
	vpsllq	$32, %zmm13, %zmm13
	vpsllq	$32, %zmm14, %zmm15
	vpsllq	$32, %zmm16, %zmm14
	vpandq	%zmm30, %zmm9, %zmm9
	vpandq	%zmm30, %zmm8, %zmm8
	vpandq	%zmm30, %zmm11, %zmm11
	vpandq	%zmm30, %zmm10, %zmm10
	vpandq	%zmm30, %zmm13, %zmm13
	vpandq	%zmm30, %zmm12, %zmm16
	vpandq	%zmm30, %zmm14, %zmm14
	vpandq	%zmm30, %zmm15, %zmm18
	vpbroadcastq	.LCPI0_24(%rip), %zmm12
	vpternlogq	$248, %zmm12, %zmm1, %zmm8
	vpternlogq	$248, %zmm12, %zmm0, %zmm9
	vpternlogq	$248, %zmm12, %zmm3, %zmm10
	vpternlogq	$248, %zmm12, %zmm2, %zmm11
	vpternlogq	$248, %zmm12, %zmm5, %zmm16
	vpternlogq	$248, %zmm12, %zmm4, %zmm13
	vpternlogq	$248, %zmm12, %zmm7, %zmm18
	vpternlogq	$248, %zmm12, %zmm6, %zmm14
	vpbroadcastq	.LCPI0_25(%rip), %zmm21
	vpaddq	%zmm21, %zmm9, %zmm0
	vpaddq	%zmm21, %zmm8, %zmm1
	vpaddq	%zmm21, %zmm11, %zmm2
	vpaddq	%zmm21, %zmm10, %zmm3
	vmovdqa64	%zmm21, %zmm8
	vbroadcastsd	.LCPI0_26(%rip), %zmm21
	vaddpd	%zmm21, %zmm1, %zmm26
	vaddpd	%zmm21, %zmm0, %zmm6
	vaddpd	%zmm21, %zmm3, %zmm5
	vaddpd	%zmm21, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_27(%rip), %zmm27
	vmovapd	%zmm6, 320(%rsp)
	vaddpd	%zmm27, %zmm6, %zmm0
	vaddpd	%zmm27, %zmm26, %zmm1
	vmovapd	%zmm4, 3008(%rsp)
	vaddpd	%zmm27, %zmm4, %zmm2
	vmovapd	%zmm5, 192(%rsp)
	vaddpd	%zmm27, %zmm5, %zmm3
	vdivpd	%zmm1, %zmm26, %zmm7
	vmovapd	%zmm7, 1472(%rsp)
	vdivpd	%zmm0, %zmm6, %zmm6
	vmovapd	%zmm6, 1152(%rsp)
	vdivpd	%zmm3, %zmm5, %zmm1
	vmovapd	%zmm1, 1344(%rsp)
	vdivpd	%zmm2, %zmm4, %zmm0
	vmovapd	%zmm0, 3136(%rsp)
	vmulpd	%zmm6, %zmm6, %zmm5
	vmovapd	%zmm5, 2560(%rsp)
	vmulpd	%zmm7, %zmm7, %zmm2
	vmovapd	%zmm2, 1664(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm4
	vmovapd	%zmm4, 1280(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 1216(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm3
	vmulpd	%zmm5, %zmm5, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm4, %zmm4, %zmm1
	vbroadcastsd	.LCPI0_28(%rip), %zmm30
	vmulpd	%zmm30, %zmm2, %zmm4
	vmulpd	%zmm30, %zmm3, %zmm5
	vmulpd	%zmm30, %zmm1, %zmm6
	vbroadcastsd	.LCPI0_29(%rip), %zmm11
	vaddpd	%zmm11, %zmm5, %zmm5
	vaddpd	%zmm11, %zmm4, %zmm4
	vaddpd	%zmm11, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm2, %zmm4
	vmulpd	%zmm5, %zmm3, %zmm5
	vmulpd	%zmm6, %zmm1, %zmm6
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm5, %zmm5
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm4, %zmm4
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm2, %zmm4
	vmovapd	%zmm4, 2432(%rsp)
	vmulpd	%zmm5, %zmm3, %zmm4
	vmovapd	%zmm4, 2496(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm4
	vmovapd	%zmm4, 2176(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm4
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_33(%rip), %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm12
	vmulpd	%zmm6, %zmm3, %zmm2
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm3, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm3, %zmm15
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm25
	vmulpd	%zmm30, %zmm0, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm22
	vmulpd	%zmm6, %zmm0, %zmm1
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm10
	vmovdqa64	%zmm8, %zmm1
	vpaddq	%zmm8, %zmm13, %zmm0
	vaddpd	%zmm21, %zmm0, %zmm13
	vaddpd	%zmm27, %zmm13, %zmm0
	vdivpd	%zmm0, %zmm13, %zmm24
	vmulpd	%zmm24, %zmm24, %zmm7
	vmulpd	%zmm7, %zmm7, %zmm0
	vmulpd	%zmm30, %zmm0, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm19
	vmulpd	%zmm6, %zmm0, %zmm2
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm8
	vpaddq	%zmm1, %zmm16, %zmm0
	vaddpd	%zmm21, %zmm0, %zmm16
	vaddpd	%zmm27, %zmm16, %zmm0
	vdivpd	%zmm0, %zmm16, %zmm29
	vmulpd	%zmm29, %zmm29, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm3
	vmulpd	%zmm30, %zmm3, %zmm20
	vaddpd	%zmm11, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm3, %zmm20
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm3, %zmm17
	vmulpd	%zmm6, %zmm3, %zmm20
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm3, %zmm20
	vaddpd	%zmm5, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm3, %zmm9
	vpaddq	%zmm1, %zmm14, %zmm3
	vaddpd	%zmm21, %zmm3, %zmm14
	vaddpd	%zmm27, %zmm14, %zmm3
	vdivpd	%zmm3, %zmm14, %zmm20
	vmulpd	%zmm20, %zmm20, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm3
	vmulpd	%zmm30, %zmm3, %zmm28
	vaddpd	%zmm11, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm3, %zmm28
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm3, %zmm28
	vmulpd	%zmm6, %zmm3, %zmm23
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm3, %zmm23
	vaddpd	%zmm5, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm3, %zmm23
	vpaddq	%zmm1, %zmm18, %zmm3
	vaddpd	%zmm21, %zmm3, %zmm18
	vaddpd	%zmm27, %zmm18, %zmm3
	vdivpd	%zmm3, %zmm18, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm30, %zmm0, %zmm27
	vaddpd	%zmm11, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vmulpd	%zmm6, %zmm0, %zmm21
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm0, %zmm21
	vaddpd	%zmm5, %zmm21, %zmm21
	vmulpd	%zmm21, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm21
	vaddpd	%zmm21, %zmm12, %zmm11
	vmulpd	2560(%rsp), %zmm11, %zmm11
	vaddpd	2432(%rsp), %zmm11, %zmm11
	vaddpd	%zmm21, %zmm15, %zmm15
	vmulpd	1664(%rsp), %zmm15, %zmm15
	vaddpd	2496(%rsp), %zmm15, %zmm15
	vaddpd	%zmm21, %zmm25, %zmm12
	vmulpd	1280(%rsp), %zmm12, %zmm12
	vaddpd	2176(%rsp), %zmm12, %zmm12
	vaddpd	%zmm21, %zmm10, %zmm10
	vmulpd	1216(%rsp), %zmm10, %zmm10
	vaddpd	%zmm10, %zmm22, %zmm10
	vaddpd	%zmm21, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm7, %zmm5
	vaddpd	%zmm5, %zmm19, %zmm5
	vaddpd	%zmm21, %zmm9, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm17, %zmm4
	vaddpd	%zmm21, %zmm23, %zmm6
	vmulpd	%zmm6, %zmm2, %zmm2
	vaddpd	%zmm2, %zmm28, %zmm6
	vaddpd	%zmm21, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm27, %zmm7
	vmovapd	%zmm26, 2816(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm26, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm1
	vmulpd	1472(%rsp), %zmm1, %zmm8
	vmovapd	320(%rsp), %zmm2
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm2, %zmm1
	vmulpd	%zmm1, %zmm2, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm1
	vmulpd	1152(%rsp), %zmm1, %zmm9
	vmovapd	192(%rsp), %zmm11
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm11, %zmm1
	vmulpd	%zmm1, %zmm11, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm10
	vmulpd	1344(%rsp), %zmm10, %zmm10
	vmovapd	3008(%rsp), %zmm30
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm30, %zmm11
	vmulpd	%zmm11, %zmm30, %zmm11
	vaddpd	%zmm12, %zmm11, %zmm12
	vmulpd	3136(%rsp), %zmm12, %zmm12
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm16, %zmm15
	vmulpd	%zmm15, %zmm16, %zmm15
	vaddpd	%zmm4, %zmm15, %zmm4
	vmulpd	%zmm4, %zmm29, %zmm4
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm13, %zmm17
	vmulpd	%zmm17, %zmm13, %zmm17
	vaddpd	%zmm5, %zmm17, %zmm5
	vmulpd	%zmm5, %zmm24, %zmm5
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm18, %zmm21
	vmulpd	%zmm21, %zmm18, %zmm21
	vaddpd	%zmm7, %zmm21, %zmm7
	vmulpd	%zmm7, %zmm3, %zmm3
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm14, %zmm7
	vmulpd	%zmm7, %zmm14, %zmm7
	vaddpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm6, %zmm20, %zmm6
	vpsrlq	$20, 3200(%rsp), %zmm20
	vpaddq	%zmm31, %zmm20, %zmm20
	vcvtqq2pd	%zmm20, %zmm20
	vbroadcastsd	.LCPI0_35(%rip), %zmm19
	vmulpd	%zmm19, %zmm20, %zmm22
	vaddpd	%zmm8, %zmm22, %zmm8
	vpsrlq	$20, 2240(%rsp), %zmm22
	vpaddq	%zmm31, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm19, %zmm22, %zmm23
	vaddpd	%zmm9, %zmm23, %zmm9
	vpsrlq	$20, 2624(%rsp), %zmm23
	vpaddq	%zmm31, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm19, %zmm23, %zmm24
	vaddpd	%zmm10, %zmm24, %zmm10
	vpsrlq	$20, 1792(%rsp), %zmm24
	vpaddq	%zmm31, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm19, %zmm24, %zmm26
	vaddpd	%zmm12, %zmm26, %zmm12
	vpsrlq	$20, 1408(%rsp), %zmm26
	vpaddq	%zmm31, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm19, %zmm26, %zmm27
	vaddpd	%zmm4, %zmm27, %zmm4
	vpsrlq	$20, 1536(%rsp), %zmm27
	vpaddq	%zmm31, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm19, %zmm27, %zmm28
	vaddpd	%zmm5, %zmm28, %zmm5
	vpsrlq	$20, 960(%rsp), %zmm28
	vpaddq	%zmm31, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm19, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 1024(%rsp), %zmm29
	vpaddq	%zmm31, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm19, %zmm29, %zmm25
	vaddpd	%zmm6, %zmm25, %zmm6
	vsubpd	%zmm0, %zmm8, %zmm0
	vsubpd	%zmm2, %zmm9, %zmm2
	vsubpd	%zmm1, %zmm10, %zmm1
	vsubpd	%zmm11, %zmm12, %zmm8
	vsubpd	%zmm15, %zmm4, %zmm4
	vsubpd	%zmm17, %zmm5, %zmm5
	vsubpd	%zmm21, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm6, %zmm6
	vaddpd	320(%rsp), %zmm2, %zmm2
	vpbroadcastq	.LCPI0_19(%rip), %zmm19
	vaddpd	2816(%rsp), %zmm0, %zmm0
	vaddpd	%zmm8, %zmm30, %zmm7
	vaddpd	192(%rsp), %zmm1, %zmm1
	vaddpd	%zmm5, %zmm13, %zmm5
	vaddpd	%zmm4, %zmm16, %zmm4
	vaddpd	%zmm6, %zmm14, %zmm6
	vaddpd	%zmm3, %zmm18, %zmm3
	vbroadcastsd	.LCPI0_36(%rip), %zmm9
	vmulpd	%zmm9, %zmm22, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vmulpd	%zmm9, %zmm20, %zmm8
	vaddpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm9, %zmm24, %zmm8
	vpbroadcastd	.LCPI0_38(%rip), %zmm24
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm9, %zmm23, %zmm8
	vaddpd	%zmm1, %zmm8, %zmm1
	vmulpd	%zmm9, %zmm27, %zmm8
	vpbroadcastq	.LCPI0_20(%rip), %zmm27
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm9, %zmm26, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm9, %zmm29, %zmm8
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm9, %zmm28, %zmm8
	vpbroadcastq	.LCPI0_32(%rip), %zmm28
	vpbroadcastq	.LCPI0_30(%rip), %zmm23
	vaddpd	%zmm3, %zmm8, %zmm3
	vcvtpd2ps	%zmm2, %ymm2
	vcvtpd2ps	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm2, %zmm0
	vcvtpd2ps	%zmm7, %ymm2
	vcvtpd2ps	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm2, %zmm1
	vcvtpd2ps	%zmm5, %ymm2
	vcvtpd2ps	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm2, %zmm2
	vpxord	%zmm24, %zmm0, %zmm0
	vmovdqu64	%zmm0, -192(%rcx,%rdi,4)
	vpxord	%zmm24, %zmm1, %zmm0
	vmovdqu64	%zmm0, -128(%rcx,%rdi,4)
	vpxord	%zmm24, %zmm2, %zmm0
	vmovdqu64	%zmm0, -64(%rcx,%rdi,4)
	vcvtpd2ps	%zmm6, %ymm0
	vcvtpd2ps	%zmm3, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vpxord	%zmm24, %zmm0, %zmm0
	vmovdqu64	%zmm0, (%rcx,%rdi,4)
	addq	$64, %rdi
	cmpq	%rdi, %rdx
	jne	.LBB0_861
	testq	%r8, %r8
	je	.LBB0_901
	cmpl	$8, %r8d
	vmovdqa	112(%rsp), %xmm0
	vpbroadcastq	.LCPI0_22(%rip), %zmm5
	vmovdqa64	672(%rsp), %xmm25
	jb	.LBB0_904
	vmovsd	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_20(%rip), %xmm9
	vmovsd	.LCPI0_26(%rip), %xmm10
	vmovsd	.LCPI0_27(%rip), %xmm11
	vbroadcastsd	.LCPI0_20(%rip), %zmm14
	vbroadcastsd	.LCPI0_30(%rip), %zmm30
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vmovdqa64	%zmm5, %zmm22
	movq	2880(%rsp), %rdi
.LBB0_865:
	movl	%r10d, %edx
	andl	$7, %edx
	subq	%rdx, %rdi
	movq	%rdi, %rcx
	addq	%rsi, %rcx
	movq	576(%rsp), %rdi
	vbroadcastsd	.LCPI0_36(%rip), %zmm24
	vpbroadcastd	.LCPI0_38(%rip), %ymm26
	vbroadcastsd	.LCPI0_32(%rip), %zmm20
	vbroadcastsd	.LCPI0_33(%rip), %zmm21
	vpbroadcastq	.LCPI0_39(%rip), %zmm12
	vpbroadcastq	.LCPI0_21(%rip), %zmm28
	vbroadcastsd	.LCPI0_19(%rip), %zmm27
	vpbroadcastq	.LCPI0_23(%rip), %zmm16
	vbroadcastsd	.LCPI0_26(%rip), %zmm31
	vbroadcastsd	.LCPI0_27(%rip), %zmm23
	vbroadcastsd	.LCPI0_28(%rip), %zmm19
	vbroadcastsd	.LCPI0_29(%rip), %zmm18
	vpbroadcastq	.LCPI0_24(%rip), %zmm17
	vpbroadcastq	.LCPI0_25(%rip), %zmm25
	vbroadcastsd	.LCPI0_31(%rip), %zmm13
	vbroadcastsd	.LCPI0_34(%rip), %zmm15
	movq	4160(%rsp), %r8
	.p2align	4
.LBB0_866:
	vcvtudq2pd	(%rdi,%r11,4), %zmm0
	vaddpd	%zmm27, %zmm0, %zmm0
	vmulpd	%zmm14, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpaddq	%zmm28, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm22, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm16, %zmm1, %zmm1
	vpternlogq	$248, %zmm17, %zmm0, %zmm1
	vpaddq	%zmm25, %zmm1, %zmm0
	vaddpd	%zmm31, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm23, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm19, %zmm5, %zmm6
	vaddpd	%zmm18, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm30, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm13, %zmm5, %zmm7
	vaddpd	%zmm20, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm21, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm29, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpxorq	%zmm12, %zmm1, %zmm1
	vpaddq	%zmm28, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm22, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm16, %zmm1, %zmm1
	vpternlogq	$248, %zmm17, %zmm0, %zmm1
	vpaddq	%zmm25, %zmm1, %zmm0
	vaddpd	%zmm31, %zmm0, %zmm0
	vmulpd	%zmm27, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm23, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm19, %zmm5, %zmm6
	vaddpd	%zmm18, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm30, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm13, %zmm5, %zmm7
	vaddpd	%zmm20, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm21, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm15, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm29, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm24, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vpxord	%ymm26, %ymm0, %ymm0
	vmovdqu	%ymm0, (%rdi,%r11,4)
	addq	$8, %r11
	cmpq	%r11, %r8
	jne	.LBB0_866
	testq	%rdx, %rdx
	vmovaps	416(%rsp), %xmm24
	movq	448(%rsp), %r11
	vmovaps	112(%rsp), %xmm16
	vmovdqa64	144(%rsp), %xmm28
	vmovdqa64	672(%rsp), %xmm25
	je	.LBB0_900
.LBB0_868:
	vmovdqa64	%xmm25, %xmm22
	vmovsd	.LCPI0_28(%rip), %xmm7
	vmovddup	.LCPI0_28(%rip), %xmm18
	vmovsd	.LCPI0_29(%rip), %xmm27
	vmovsd	.LCPI0_35(%rip), %xmm15
	vmovsd	.LCPI0_30(%rip), %xmm25
	vmovsd	.LCPI0_36(%rip), %xmm17
	vmovsd	.LCPI0_31(%rip), %xmm26
	vmovsd	.LCPI0_32(%rip), %xmm19
	vmovapd	.LCPI0_41(%rip), %xmm14
	vmovsd	.LCPI0_33(%rip), %xmm20
	vmovapd	.LCPI0_42(%rip), %xmm13
	vmovsd	.LCPI0_34(%rip), %xmm21
	vbroadcastss	.LCPI0_38(%rip), %xmm12
	movq	3072(%rsp), %rsi
	.p2align	4
.LBB0_869:
	vpxord	%xmm29, %xmm29, %xmm29
	vcvtusi2sdl	(%rsi,%rcx,4), %xmm29, %xmm0
	vaddsd	%xmm0, %xmm8, %xmm0
	vmulsd	%xmm0, %xmm9, %xmm0
	vmovq	%xmm0, %rdx
	movl	%edx, %edi
	movq	%rdx, %r8
	shrq	$32, %r8
	addq	$614242, %r8
	movq	%r8, %rdx
	shrq	$20, %rdx
	addq	$-1023, %rdx
	shlq	$32, %r8
	andq	%r15, %r8
	addq	%rax, %r8
	orq	%r8, %rdi
	vmovq	%rdi, %xmm0
	vaddsd	%xmm0, %xmm10, %xmm0
	vmulsd	%xmm0, %xmm8, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm0, %xmm11, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm7, %xmm4, %xmm5
	vaddsd	%xmm27, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm25, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vmulsd	%xmm26, %xmm4, %xmm6
	vaddsd	%xmm19, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm6
	vaddsd	%xmm20, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm4
	vaddsd	%xmm21, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vaddsd	%xmm3, %xmm5, %xmm3
	vcvtsi2sd	%rdx, %xmm29, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm4, %xmm15, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm17, %xmm4, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vmovq	%xmm0, %rdx
	xorq	%rbx, %rdx
	movl	%edx, %edi
	movq	%rdx, %r8
	shrq	$32, %r8
	addq	$614242, %r8
	movq	%r8, %rdx
	shrq	$20, %rdx
	addq	$-1023, %rdx
	shlq	$32, %r8
	andq	%r15, %r8
	addq	%rax, %r8
	orq	%r8, %rdi
	vmovq	%rdi, %xmm0
	vaddsd	%xmm0, %xmm10, %xmm0
	vmulsd	%xmm0, %xmm8, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm0, %xmm11, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm26, %xmm4, %xmm5
	vaddsd	%xmm19, %xmm5, %xmm5
	vmovddup	%xmm4, %xmm4
	vunpcklpd	%xmm5, %xmm18, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm5, %xmm14, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm5, %xmm13, %xmm5
	vunpcklpd	%xmm3, %xmm4, %xmm3
	vmulpd	%xmm5, %xmm3, %xmm3
	vshufpd	$1, %xmm3, %xmm3, %xmm4
	vaddsd	%xmm4, %xmm3, %xmm3
	vcvtsi2sd	%rdx, %xmm29, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm4, %xmm15, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm17, %xmm4, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vxorps	%xmm0, %xmm12, %xmm0
	vmovss	%xmm0, (%rsi,%rcx,4)
	incq	%rcx
	cmpq	%rcx, %r10
	jne	.LBB0_869
	movq	576(%rsp), %rcx
	vxorpd	%xmm18, %xmm18, %xmm18
	vmovaps	144(%rsp), %xmm28
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vmovaps	1728(%rsp), %zmm17
	movq	176(%rsp), %rbx
	vmovdqa64	%xmm22, %xmm25
	vmovaps	5888(%rsp), %zmm27
	vmovaps	3392(%rsp), %zmm15
	vmovdqa64	3584(%rsp), %zmm20
	movq	128(%rsp), %rsi
	jmp	.LBB0_895
.LBB0_871:
	vmovdqa64	%xmm25, 672(%rsp)
	xorl	%edi, %edi
	movq	6656(%rsp), %rax
	.p2align	4
.LBB0_872:
	vpmovzxdq	15072(%rsp,%rdi,4), %zmm0
	vpmovzxdq	15040(%rsp,%rdi,4), %zmm1
	vpmovzxdq	15136(%rsp,%rdi,4), %zmm2
	vpmovzxdq	15104(%rsp,%rdi,4), %zmm3
	vpmovzxdq	15200(%rsp,%rdi,4), %zmm4
	vpmovzxdq	15168(%rsp,%rdi,4), %zmm5
	vpmovzxdq	15264(%rsp,%rdi,4), %zmm6
	vpmovzxdq	15232(%rsp,%rdi,4), %zmm9
	vmovdqa64	3648(%rsp), %zmm8
	vpaddd	17088(%rsp,%rdi,4), %zmm8, %zmm10
	vpaddd	17152(%rsp,%rdi,4), %zmm8, %zmm15
	vpaddd	17216(%rsp,%rdi,4), %zmm8, %zmm16
	vpaddd	17280(%rsp,%rdi,4), %zmm8, %zmm17
	vpmuludq	%zmm7, %zmm1, %zmm18
	vpmuludq	%zmm7, %zmm0, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm11
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm19
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm5, %zmm8
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm4, %zmm12
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm9, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm6, %zmm14
	vmovdqa64	6144(%rsp), %zmm1
	vpxord	%zmm1, %zmm10, %zmm4
	vpxord	%zmm1, %zmm15, %zmm6
	vpxord	%zmm1, %zmm16, %zmm26
	vpxord	%zmm1, %zmm17, %zmm3
	vpxorq	%zmm0, %zmm29, %zmm1
	vpxorq	%zmm18, %zmm29, %zmm2
	vmovdqa64	%zmm18, %zmm7
	vpxorq	%zmm19, %zmm29, %zmm5
	vpxorq	%zmm11, %zmm29, %zmm9
	vpxorq	%zmm12, %zmm29, %zmm15
	vpxorq	%zmm8, %zmm29, %zmm16
	vmovdqa64	%zmm8, %zmm10
	vpxorq	%zmm14, %zmm29, %zmm17
	vpxorq	%zmm13, %zmm29, %zmm18
	vpsrlq	$32, %zmm2, %zmm30
	vpsrlq	$32, %zmm1, %zmm25
	vpsrlq	$32, %zmm9, %zmm31
	vpsrlq	$32, %zmm5, %zmm22
	vpsrlq	$32, %zmm16, %zmm27
	vpsrlq	$32, %zmm15, %zmm1
	vpsrlq	$32, %zmm18, %zmm9
	vpsrlq	$32, %zmm17, %zmm2
	vextracti64x4	$1, %zmm4, %ymm5
	vpmovzxdq	%ymm5, %zmm5
	vpmovzxdq	%ymm4, %zmm15
	vextracti64x4	$1, %zmm6, %ymm16
	vpmovzxdq	%ymm16, %zmm16
	vpmovzxdq	%ymm6, %zmm18
	vextracti64x4	$1, %zmm26, %ymm17
	vpmovzxdq	%ymm17, %zmm20
	vpmovzxdq	%ymm26, %zmm23
	vextracti64x4	$1, %zmm3, %ymm17
	vpmovzxdq	%ymm17, %zmm24
	vpmovzxdq	%ymm3, %zmm28
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm17
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm5, %zmm15
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm18, %zmm5
	vmovdqa64	%zmm5, 960(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm16, %zmm16
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm23, %zmm5
	vmovdqa64	%zmm5, 1024(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm20, %zmm5
	vmovdqa64	%zmm5, 1536(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm28, %zmm5
	vmovdqa64	%zmm5, 192(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm24, %zmm5
	vmovdqa64	%zmm5, 320(%rsp)
	vpbroadcastd	.LCPI0_381(%rip), %zmm21
	vpmuludq	%zmm21, %zmm4, %zmm20
	vpshufd	$245, %zmm4, %zmm4
	vpmuludq	%zmm21, %zmm4, %zmm4
	vmovdqa64	.LCPI0_382(%rip), %zmm29
	vpermt2d	%zmm4, %zmm29, %zmm20
	vpmovzxdq	%ymm20, %zmm5
	vextracti64x4	$1, %zmm20, %ymm4
	vpmovzxdq	%ymm4, %zmm20
	vpmuludq	%zmm21, %zmm6, %zmm4
	vpshufd	$245, %zmm6, %zmm6
	vpmuludq	%zmm21, %zmm6, %zmm6
	vpermt2d	%zmm6, %zmm29, %zmm4
	vpmovzxdq	%ymm4, %zmm23
	vextracti64x4	$1, %zmm4, %ymm4
	vpmovzxdq	%ymm4, %zmm24
	vpmuludq	%zmm21, %zmm26, %zmm4
	vpshufd	$245, %zmm26, %zmm6
	vpmuludq	%zmm21, %zmm6, %zmm6
	vpermt2d	%zmm6, %zmm29, %zmm4
	vpmovzxdq	%ymm4, %zmm26
	vextracti64x4	$1, %zmm4, %ymm4
	vpmovzxdq	%ymm4, %zmm6
	vpmuludq	%zmm21, %zmm3, %zmm28
	vpshufd	$245, %zmm3, %zmm3
	vpmuludq	%zmm21, %zmm3, %zmm3
	vpermt2d	%zmm3, %zmm29, %zmm28
	vpmovzxdq	%ymm28, %zmm4
	vextracti64x4	$1, %zmm28, %ymm3
	vpmovzxdq	%ymm3, %zmm29
	vpbroadcastq	.LCPI0_15(%rip), %zmm8
	vpmuludq	%zmm8, %zmm25, %zmm28
	vpmuludq	%zmm8, %zmm30, %zmm30
	vpmuludq	%zmm8, %zmm22, %zmm25
	vpmuludq	%zmm8, %zmm31, %zmm18
	vpmuludq	%zmm8, %zmm1, %zmm22
	vpmuludq	%zmm8, %zmm27, %zmm27
	vpmuludq	%zmm8, %zmm2, %zmm31
	vpmuludq	%zmm8, %zmm9, %zmm1
	vmovdqa64	%zmm1, 1408(%rsp)
	vmovdqa64	2688(%rsp), %zmm21
	vpternlogq	$150, %zmm0, %zmm21, %zmm20
	vpsrlq	$32, %zmm30, %zmm0
	vpternlogq	$150, %zmm7, %zmm21, %zmm5
	vpsrlq	$32, %zmm28, %zmm1
	vpternlogq	$150, %zmm19, %zmm21, %zmm24
	vpsrlq	$32, %zmm18, %zmm9
	vpternlogq	$150, %zmm11, %zmm21, %zmm23
	vpsrlq	$32, %zmm25, %zmm3
	vpternlogq	$150, %zmm12, %zmm21, %zmm6
	vpsrlq	$32, %zmm27, %zmm7
	vpternlogq	$150, %zmm10, %zmm21, %zmm26
	vpsrlq	$32, %zmm22, %zmm11
	vpternlogq	$150, %zmm14, %zmm21, %zmm29
	vpsrlq	$32, %zmm31, %zmm12
	vpternlogq	$150, %zmm13, %zmm21, %zmm4
	vmovdqa64	%zmm4, %zmm10
	vmovdqa64	6400(%rsp), %zmm21
	vpxorq	%zmm21, %zmm1, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm1, %zmm1
	vmovdqa64	%zmm1, 2240(%rsp)
	vpxorq	%zmm21, %zmm0, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm2
	vpxorq	%zmm21, %zmm3, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm3
	vpxorq	%zmm21, %zmm9, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm9
	vpxorq	%zmm21, %zmm11, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm4
	vmovdqa64	%zmm4, 1792(%rsp)
	vpxorq	%zmm21, %zmm7, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm7
	vmovdqa64	%zmm7, 3008(%rsp)
	vpxorq	%zmm21, %zmm12, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm19
	vmovdqa64	%zmm19, 2624(%rsp)
	vpmuludq	%zmm8, %zmm5, %zmm5
	vpmuludq	%zmm8, %zmm20, %zmm11
	vpmuludq	%zmm8, %zmm23, %zmm14
	vpmuludq	%zmm8, %zmm24, %zmm13
	vpmuludq	%zmm8, %zmm26, %zmm12
	vpmuludq	%zmm8, %zmm6, %zmm6
	vpmuludq	%zmm8, %zmm29, %zmm0
	vmovdqa64	%zmm0, 3200(%rsp)
	vpsrlq	$32, %zmm5, %zmm26
	vmovdqa64	%zmm5, %zmm23
	vmovdqa64	5248(%rsp), %zmm5
	vpternlogq	$150, %zmm30, %zmm5, %zmm26
	vpsrlq	$32, %zmm11, %zmm30
	vpternlogq	$150, %zmm28, %zmm5, %zmm30
	vpsrlq	$32, %zmm14, %zmm24
	vpternlogq	$150, %zmm18, %zmm5, %zmm24
	vpsrlq	$32, %zmm13, %zmm28
	vpternlogq	$150, %zmm25, %zmm5, %zmm28
	vpsrlq	$32, %zmm12, %zmm25
	vpternlogq	$150, %zmm27, %zmm5, %zmm25
	vpsrlq	$32, %zmm6, %zmm27
	vmovdqa64	%zmm6, %zmm18
	vpternlogq	$150, %zmm22, %zmm5, %zmm27
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, %zmm31, %zmm5, %zmm22
	vpsrlq	$32, %zmm1, %zmm31
	vmovdqa64	5760(%rsp), %zmm0
	vpternlogq	$150, %zmm15, %zmm0, %zmm31
	vpsrlq	$32, %zmm2, %zmm1
	vpternlogq	$150, %zmm17, %zmm0, %zmm1
	vpsrlq	$32, %zmm3, %zmm15
	vpternlogq	$150, %zmm16, %zmm0, %zmm15
	vpsrlq	$32, %zmm9, %zmm6
	vpternlogq	$150, 960(%rsp), %zmm0, %zmm6
	vpsrlq	$32, %zmm4, %zmm29
	vpternlogq	$150, 1536(%rsp), %zmm0, %zmm29
	vpsrlq	$32, %zmm7, %zmm16
	vpternlogq	$150, 1024(%rsp), %zmm0, %zmm16
	vpsrlq	$32, %zmm19, %zmm17
	vpmuludq	%zmm8, %zmm10, %zmm20
	vpternlogq	$150, 320(%rsp), %zmm0, %zmm17
	vpsrlq	$32, %zmm20, %zmm19
	vmovdqa64	1408(%rsp), %zmm4
	vpternlogq	$150, %zmm4, %zmm5, %zmm19
	vpsrlq	$32, %zmm4, %zmm4
	vpxorq	%zmm21, %zmm4, %zmm4
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm4, %zmm4
	vmovdqa64	%zmm4, 1344(%rsp)
	vpsrlq	$32, %zmm4, %zmm10
	vpternlogq	$150, 192(%rsp), %zmm0, %zmm10
	vpmuludq	%zmm8, %zmm1, %zmm0
	vmovdqa64	%zmm0, 1024(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqa64	5312(%rsp), %zmm0
	vpternlogq	$150, %zmm23, %zmm0, %zmm1
	vmovdqa64	%zmm1, 192(%rsp)
	vpmuludq	%zmm8, %zmm31, %zmm23
	vpsrlq	$32, %zmm23, %zmm5
	vpternlogq	$150, %zmm11, %zmm0, %zmm5
	vpmuludq	%zmm8, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm21
	vpternlogq	$150, %zmm14, %zmm0, %zmm21
	vpmuludq	%zmm8, %zmm15, %zmm1
	vmovdqa64	%zmm1, 1536(%rsp)
	vpsrlq	$32, %zmm1, %zmm15
	vpternlogq	$150, %zmm13, %zmm0, %zmm15
	vpmuludq	%zmm8, %zmm16, %zmm1
	vmovdqa64	%zmm1, 1408(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm12, %zmm0, %zmm1
	vmovdqa64	%zmm1, 320(%rsp)
	vpmuludq	%zmm8, %zmm29, %zmm1
	vmovdqa64	%zmm1, 3136(%rsp)
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, %zmm18, %zmm0, %zmm16
	vpmuludq	%zmm8, %zmm10, %zmm18
	vpsrlq	$32, %zmm18, %zmm10
	vpternlogq	$150, %zmm20, %zmm0, %zmm10
	vpmuludq	%zmm8, %zmm17, %zmm29
	vpsrlq	$32, %zmm29, %zmm17
	vpternlogq	$150, 3200(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm30, %zmm11
	vpsrlq	$32, %zmm11, %zmm30
	vmovdqa64	4480(%rsp), %zmm31
	vpternlogq	$150, 2240(%rsp), %zmm31, %zmm30
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm26, %zmm4
	vpsrlq	$32, %zmm4, %zmm12
	vpternlogq	$150, %zmm2, %zmm31, %zmm12
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm28, %zmm7
	vpsrlq	$32, %zmm7, %zmm13
	vpternlogq	$150, %zmm3, %zmm31, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm24, %zmm0
	vmovdqa64	%zmm0, 960(%rsp)
	vpsrlq	$32, %zmm0, %zmm28
	vpternlogq	$150, %zmm9, %zmm31, %zmm28
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm27, %zmm9
	vpsrlq	$32, %zmm9, %zmm14
	vpternlogq	$150, 1792(%rsp), %zmm31, %zmm14
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm25, %zmm0
	vmovdqa64	%zmm0, 1792(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 3008(%rsp), %zmm31, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm22, %zmm1
	vmovdqa64	%zmm1, 2240(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, 2624(%rsp), %zmm31, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm19, %zmm27
	vpsrlq	$32, %zmm27, %zmm1
	vpternlogq	$150, 1344(%rsp), %zmm31, %zmm1
	vpmuludq	%zmm8, %zmm12, %zmm24
	vpsrlq	$32, %zmm24, %zmm12
	vmovdqa64	4352(%rsp), %zmm22
	vpternlogq	$150, 1024(%rsp), %zmm22, %zmm12
	vmovdqa64	%zmm12, 1344(%rsp)
	vpmuludq	%zmm8, %zmm30, %zmm26
	vpsrlq	$32, %zmm26, %zmm12
	vpternlogq	$150, %zmm23, %zmm22, %zmm12
	vpmuludq	%zmm8, %zmm28, %zmm28
	vpsrlq	$32, %zmm28, %zmm19
	vpternlogq	$150, %zmm6, %zmm22, %zmm19
	vpmuludq	%zmm8, %zmm13, %zmm31
	vpsrlq	$32, %zmm31, %zmm13
	vpternlogq	$150, 1536(%rsp), %zmm22, %zmm13
	vpmuludq	%zmm8, %zmm0, %zmm30
	vpsrlq	$32, %zmm30, %zmm20
	vpternlogq	$150, 1408(%rsp), %zmm22, %zmm20
	vpmuludq	%zmm8, %zmm14, %zmm3
	vpsrlq	$32, %zmm3, %zmm14
	vpternlogq	$150, 3136(%rsp), %zmm22, %zmm14
	vpmuludq	%zmm8, %zmm1, %zmm0
	vmovdqa64	%zmm0, 1408(%rsp)
	vpsrlq	$32, %zmm0, %zmm23
	vpternlogq	$150, %zmm18, %zmm22, %zmm23
	vpmuludq	%zmm8, %zmm2, %zmm6
	vpsrlq	$32, %zmm6, %zmm18
	vpternlogq	$150, %zmm29, %zmm22, %zmm18
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm5, %zmm29
	vpsrlq	$32, %zmm29, %zmm22
	vmovdqa64	3968(%rsp), %zmm25
	vpternlogq	$150, %zmm11, %zmm25, %zmm22
	vmovdqa64	192(%rsp), %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm5
	vpsrlq	$32, %zmm5, %zmm1
	vpternlogq	$150, %zmm4, %zmm25, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm0
	vmovdqa64	%zmm0, 1152(%rsp)
	vpsrlq	$32, %zmm0, %zmm11
	vpternlogq	$150, %zmm7, %zmm25, %zmm11
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm21, %zmm0
	vmovdqa64	%zmm0, 3008(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vpternlogq	$150, 960(%rsp), %zmm25, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm16, %zmm0
	vmovdqa64	%zmm0, 1024(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vpternlogq	$150, %zmm9, %zmm25, %zmm15
	vmovdqa64	320(%rsp), %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm0
	vmovdqa64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, 1792(%rsp), %zmm25, %zmm9
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm16
	vpternlogq	$150, 2240(%rsp), %zmm25, %zmm16
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm10, %zmm21
	vpsrlq	$32, %zmm21, %zmm0
	vpternlogq	$150, %zmm27, %zmm25, %zmm0
	vpmuludq	%zmm8, %zmm1, %zmm1
	vmovdqa64	%zmm1, 960(%rsp)
	vpsrlq	$32, %zmm1, %zmm25
	vmovdqa64	4288(%rsp), %zmm1
	vpternlogq	$150, %zmm24, %zmm1, %zmm25
	vpmuludq	%zmm8, %zmm22, %zmm4
	vmovdqa64	%zmm4, 3200(%rsp)
	vpsrlq	$32, %zmm4, %zmm10
	vpternlogq	$150, %zmm26, %zmm1, %zmm10
	vpmuludq	%zmm8, %zmm2, %zmm2
	vmovdqa64	%zmm2, 2240(%rsp)
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm28, %zmm1, %zmm4
	vpmuludq	%zmm8, %zmm11, %zmm2
	vmovdqa64	%zmm2, 2624(%rsp)
	vpsrlq	$32, %zmm2, %zmm11
	vpternlogq	$150, %zmm31, %zmm1, %zmm11
	vpmuludq	%zmm8, %zmm9, %zmm2
	vmovdqa64	%zmm2, 3136(%rsp)
	vpsrlq	$32, %zmm2, %zmm22
	vpternlogq	$150, %zmm30, %zmm1, %zmm22
	vpmuludq	%zmm8, %zmm15, %zmm2
	vmovdqa64	%zmm2, 1536(%rsp)
	vpsrlq	$32, %zmm2, %zmm15
	vpternlogq	$150, %zmm3, %zmm1, %zmm15
	vpmuludq	%zmm8, %zmm0, %zmm0
	vmovdqa64	%zmm0, 192(%rsp)
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, 1408(%rsp), %zmm1, %zmm9
	vpmuludq	%zmm8, %zmm16, %zmm0
	vmovdqa64	%zmm0, 1792(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, %zmm6, %zmm1, %zmm16
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm12, %zmm0
	vmovdqa64	%zmm0, 1408(%rsp)
	vpsrlq	$32, %zmm0, %zmm12
	vmovdqa64	2048(%rsp), %zmm2
	vpternlogq	$150, %zmm29, %zmm2, %zmm12
	vmovdqa64	1344(%rsp), %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm31
	vpsrlq	$32, %zmm31, %zmm0
	vpternlogq	$150, %zmm5, %zmm2, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm13, %zmm26
	vpsrlq	$32, %zmm26, %zmm13
	vpternlogq	$150, 1152(%rsp), %zmm2, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm19, %zmm27
	vpsrlq	$32, %zmm27, %zmm5
	vpternlogq	$150, 3008(%rsp), %zmm2, %zmm5
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm14, %zmm28
	vpsrlq	$32, %zmm28, %zmm14
	vpternlogq	$150, 1024(%rsp), %zmm2, %zmm14
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm20, %zmm29
	vpsrlq	$32, %zmm29, %zmm19
	vpternlogq	$150, 320(%rsp), %zmm2, %zmm19
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm18, %zmm24
	vpsrlq	$32, %zmm24, %zmm20
	vpternlogq	$150, %zmm17, %zmm2, %zmm20
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm23, %zmm1
	vmovdqa64	%zmm1, 1024(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm21, %zmm2, %zmm1
	vpmuludq	%zmm8, %zmm0, %zmm0
	vmovdqa64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqa64	4992(%rsp), %zmm0
	vpternlogq	$150, 960(%rsp), %zmm0, %zmm2
	vpmuludq	%zmm8, %zmm12, %zmm3
	vmovdqa64	%zmm3, 960(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, 3200(%rsp), %zmm0, %zmm3
	vpmuludq	%zmm8, %zmm5, %zmm7
	vpsrlq	$32, %zmm7, %zmm6
	vpternlogq	$150, 2240(%rsp), %zmm0, %zmm6
	vpmuludq	%zmm8, %zmm13, %zmm18
	vpsrlq	$32, %zmm18, %zmm12
	vpternlogq	$150, 2624(%rsp), %zmm0, %zmm12
	vpmuludq	%zmm8, %zmm19, %zmm5
	vpsrlq	$32, %zmm5, %zmm13
	vpternlogq	$150, 3136(%rsp), %zmm0, %zmm13
	vpmuludq	%zmm8, %zmm14, %zmm30
	vpsrlq	$32, %zmm30, %zmm14
	vpternlogq	$150, 1536(%rsp), %zmm0, %zmm14
	vpmuludq	%zmm8, %zmm1, %zmm1
	vmovdqa64	%zmm1, 1536(%rsp)
	vpsrlq	$32, %zmm1, %zmm17
	vpternlogq	$150, 192(%rsp), %zmm0, %zmm17
	vpmuludq	%zmm8, %zmm20, %zmm1
	vmovdqa64	%zmm1, 192(%rsp)
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, 1792(%rsp), %zmm0, %zmm20
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm10, %zmm0
	vmovdqa64	%zmm0, 1792(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqa64	4928(%rsp), %zmm21
	vpternlogq	$150, 1408(%rsp), %zmm21, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm25, %zmm10
	vpsrlq	$32, %zmm10, %zmm1
	vpternlogq	$150, %zmm31, %zmm21, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm19
	vpternlogq	$150, %zmm26, %zmm21, %zmm19
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm4, %zmm31
	vpsrlq	$32, %zmm31, %zmm4
	vpternlogq	$150, %zmm27, %zmm21, %zmm4
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm15
	vpsrlq	$32, %zmm15, %zmm26
	vpternlogq	$150, %zmm28, %zmm21, %zmm26
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm22, %zmm28
	vpsrlq	$32, %zmm28, %zmm22
	vpternlogq	$150, %zmm29, %zmm21, %zmm22
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm27
	vpternlogq	$150, %zmm24, %zmm21, %zmm27
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm24
	vpternlogq	$150, 1024(%rsp), %zmm21, %zmm24
	vpmuludq	%zmm8, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vmovdqa64	4864(%rsp), %zmm21
	vpternlogq	$150, 320(%rsp), %zmm21, %zmm1
	vpmuludq	%zmm8, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm23
	vpternlogq	$150, 960(%rsp), %zmm21, %zmm23
	vpmuludq	%zmm8, %zmm4, %zmm0
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, %zmm7, %zmm21, %zmm4
	vpmuludq	%zmm8, %zmm19, %zmm0
	vpsrlq	$32, %zmm0, %zmm25
	vpternlogq	$150, %zmm18, %zmm21, %zmm25
	vpmuludq	%zmm8, %zmm22, %zmm0
	vpsrlq	$32, %zmm0, %zmm7
	vpternlogq	$150, %zmm5, %zmm21, %zmm7
	vpmuludq	%zmm8, %zmm26, %zmm0
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, %zmm30, %zmm21, %zmm5
	vpmuludq	%zmm8, %zmm24, %zmm0
	vpsrlq	$32, %zmm0, %zmm30
	vpternlogq	$150, 1536(%rsp), %zmm21, %zmm30
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm26
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm22
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm12, %zmm24
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm6, %zmm18
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm14, %zmm14
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm13, %zmm12
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm20, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm17, %zmm0
	vpmuludq	%zmm8, %zmm27, %zmm3
	vpsrlq	$32, %zmm3, %zmm13
	vpternlogq	$150, 192(%rsp), %zmm21, %zmm13
	vpsrlq	$32, %zmm26, %zmm3
	vmovdqa64	4416(%rsp), %zmm20
	vpternlogq	$150, 1792(%rsp), %zmm20, %zmm3
	vpsrlq	$32, %zmm22, %zmm6
	vpternlogq	$150, %zmm10, %zmm20, %zmm6
	vpsrlq	$32, %zmm24, %zmm10
	vpternlogq	$150, %zmm11, %zmm20, %zmm10
	vpsrlq	$32, %zmm18, %zmm11
	vpternlogq	$150, %zmm31, %zmm20, %zmm11
	vpsrlq	$32, %zmm14, %zmm17
	vpternlogq	$150, %zmm15, %zmm20, %zmm17
	vpsrlq	$32, %zmm12, %zmm15
	vpternlogq	$150, %zmm28, %zmm20, %zmm15
	vpsrlq	$32, %zmm2, %zmm19
	vpternlogq	$150, %zmm16, %zmm20, %zmm19
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, %zmm9, %zmm20, %zmm16
	vpmovqd	%zmm6, %ymm6
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm6, %zmm3
	vpmovqd	%zmm11, %ymm6
	vpmovqd	%zmm10, %ymm9
	vinserti64x4	$1, %ymm9, %zmm6, %zmm9
	vpmovqd	%zmm15, %ymm6
	vpmovqd	%zmm17, %ymm10
	vinserti64x4	$1, %ymm10, %zmm6, %zmm6
	vpmovqd	%zmm16, %ymm10
	vpmovqd	%zmm19, %ymm11
	vinserti64x4	$1, %ymm11, %zmm10, %zmm10
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm23, %zmm11
	vmovdqa64	5568(%rsp), %zmm29
	vpsrlq	$32, %zmm11, %zmm11
	vmovdqa64	1856(%rsp), %zmm16
	vpternlogq	$150, %zmm26, %zmm16, %zmm11
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm22, %zmm16, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm25, %zmm15
	vpsrlq	$32, %zmm15, %zmm15
	vpternlogq	$150, %zmm24, %zmm16, %zmm15
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm18, %zmm16, %zmm4
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm14, %zmm16, %zmm5
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm12, %zmm16, %zmm7
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm13, %zmm12
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm2, %zmm16, %zmm12
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm30, %zmm2
	vmovdqa64	1920(%rsp), %zmm13
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm0, %zmm16, %zmm2
	vpmuludq	%zmm8, %zmm1, %zmm0
	vpmuludq	%zmm8, %zmm11, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm0, %zmm0
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vpmuludq	%zmm8, %zmm4, %zmm1
	vpmuludq	%zmm8, %zmm15, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm1, %zmm1
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm1, %zmm1
	vpmuludq	%zmm8, %zmm7, %zmm4
	vpbroadcastq	.LCPI0_14(%rip), %zmm7
	vpmuludq	%zmm8, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpmuludq	%zmm8, %zmm2, %zmm2
	vpmuludq	%zmm8, %zmm12, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm2, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm2, %zmm2
	vpbroadcastd	.LCPI0_16(%rip), %zmm11
	vpmulld	%zmm11, %zmm3, %zmm3
	vpmulld	%zmm11, %zmm9, %zmm5
	vpternlogd	$150, %zmm3, %zmm13, %zmm0
	vpternlogd	$150, %zmm5, %zmm13, %zmm1
	vpmulld	%zmm11, %zmm6, %zmm3
	vpmulld	%zmm11, %zmm10, %zmm5
	vpternlogd	$150, %zmm3, %zmm13, %zmm4
	vpternlogd	$150, %zmm5, %zmm13, %zmm2
	vmovdqu64	%zmm0, 12480(%rsp,%rdi,4)
	vmovdqu64	%zmm1, 12544(%rsp,%rdi,4)
	vmovdqu64	%zmm4, 12608(%rsp,%rdi,4)
	vmovdqu64	%zmm2, 12672(%rsp,%rdi,4)
	addq	$64, %rdi
	cmpq	%rdi, %rax
	jne	.LBB0_872
	cmpq	%rax, %r11
	movq	40(%rsp), %r8
	movq	72(%rsp), %r14
	vmovaps	112(%rsp), %xmm16
	movl	$3528531795, %r12d
	movq	768(%rsp), %rax
	movq	184(%rsp), %r15
	movq	4608(%rsp), %r13
	vmovdqa64	5504(%rsp), %zmm14
	movl	64(%rsp), %ebx
	vmovdqa64	2048(%rsp), %zmm11
	vmovdqa64	4416(%rsp), %zmm1
	vmovdqa64	1856(%rsp), %zmm0
	vmovdqa64	2688(%rsp), %zmm9
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vpbroadcastq	.LCPI0_22(%rip), %zmm10
	vbroadcastsd	.LCPI0_30(%rip), %zmm17
	vmovdqa64	3968(%rsp), %zmm31
	vmovdqa64	5312(%rsp), %zmm4
	vmovaps	416(%rsp), %xmm24
	vmovdqa64	672(%rsp), %xmm25
	vmovaps	5888(%rsp), %zmm27
	je	.LBB0_879
	vmovdqa64	%zmm13, %zmm8
	movq	6656(%rsp), %rcx
	movq	%rcx, %rdx
	testb	$56, %r11b
	je	.LBB0_878
.LBB0_875:
	vmovdqa64	%zmm11, %zmm24
	vmovdqa	.LCPI0_383(%rip), %ymm10
	vpbroadcastd	.LCPI0_381(%rip), %ymm26
	vpbroadcastd	.LCPI0_16(%rip), %ymm6
	vpbroadcastq	.LCPI0_15(%rip), %zmm30
	vmovdqa64	5248(%rsp), %zmm20
	vmovdqa64	4992(%rsp), %zmm11
	vmovdqa64	4928(%rsp), %zmm12
	vmovdqa64	4864(%rsp), %zmm21
	vmovdqa64	%zmm4, %zmm15
	vmovdqa64	4480(%rsp), %zmm27
	vmovdqa64	4352(%rsp), %zmm28
	vmovdqa64	%zmm31, %zmm18
	vmovdqa64	4288(%rsp), %zmm31
	vmovdqa64	5760(%rsp), %zmm13
	vmovdqa64	%zmm1, %zmm16
	vmovdqa64	%zmm0, %zmm23
	vmovdqa64	6144(%rsp), %zmm22
	vmovdqa64	3648(%rsp), %zmm19
	movq	696(%rsp), %rax
	.p2align	4
.LBB0_876:
	vpmovzxdq	15040(%rsp,%rdx,4), %zmm0
	vpaddd	17088(%rsp,%rdx,4), %ymm19, %ymm1
	vpmuludq	%zmm7, %zmm0, %zmm0
	vpxord	%ymm22, %ymm1, %ymm1
	vpxorq	%zmm0, %zmm29, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpmovzxdq	%ymm1, %zmm3
	vpmuludq	%zmm7, %zmm3, %zmm3
	vpmuludq	%ymm26, %ymm1, %ymm4
	vpshufd	$245, %ymm1, %ymm1
	vpmuludq	%ymm26, %ymm1, %ymm1
	vpermt2d	%ymm1, %ymm10, %ymm4
	vpmovzxdq	%ymm4, %zmm1
	vpmuludq	%zmm30, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm0, %zmm9, %zmm1
	vpxorq	%zmm4, %zmm14, %zmm0
	vpmuludq	%zmm7, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm4
	vpmuludq	%zmm30, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm2, %zmm20, %zmm5
	vpternlogq	$150, %zmm3, %zmm13, %zmm4
	vpmuludq	%zmm7, %zmm5, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpmuludq	%zmm30, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpternlogq	$150, %zmm1, %zmm15, %zmm5
	vpternlogq	$150, %zmm0, %zmm27, %zmm3
	vpmuludq	%zmm7, %zmm5, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpmuludq	%zmm30, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpternlogq	$150, %zmm4, %zmm28, %zmm5
	vpternlogq	$150, %zmm2, %zmm18, %zmm1
	vpmuludq	%zmm7, %zmm5, %zmm2
	vpsrlq	$32, %zmm2, %zmm4
	vpmuludq	%zmm30, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm3, %zmm31, %zmm5
	vpternlogq	$150, %zmm0, %zmm24, %zmm4
	vpmuludq	%zmm7, %zmm5, %zmm0
	vpsrlq	$32, %zmm0, %zmm3
	vpmuludq	%zmm30, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpternlogq	$150, %zmm1, %zmm11, %zmm5
	vpternlogq	$150, %zmm2, %zmm12, %zmm3
	vpmuludq	%zmm7, %zmm5, %zmm1
	vpsrlq	$32, %zmm1, %zmm2
	vpmuludq	%zmm30, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm4, %zmm21, %zmm3
	vpternlogq	$150, %zmm0, %zmm16, %zmm2
	vpmuludq	%zmm7, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpmovqd	%zmm2, %ymm2
	vpmulld	%ymm6, %ymm2, %ymm2
	vpternlogq	$150, %zmm1, %zmm23, %zmm0
	vpmuludq	%zmm30, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpmovqd	%zmm0, %ymm0
	vpternlogd	$150, %ymm2, %ymm8, %ymm0
	vmovdqu	%ymm0, 12480(%rsp,%rdx,4)
	addq	$8, %rdx
	cmpq	%rdx, %rax
	jne	.LBB0_876
	movq	%rax, %rcx
	cmpq	%rax, %r11
	movq	40(%rsp), %r8
	movq	72(%rsp), %r14
	movl	$3528531795, %r12d
	movq	768(%rsp), %rax
	movq	184(%rsp), %r15
	movq	4608(%rsp), %r13
	movl	64(%rsp), %ebx
	vpbroadcastq	.LCPI0_22(%rip), %zmm10
	vbroadcastsd	.LCPI0_30(%rip), %zmm17
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vmovaps	112(%rsp), %xmm16
	vmovaps	5888(%rsp), %zmm27
	vmovaps	416(%rsp), %xmm24
	je	.LBB0_879
	.p2align	4
.LBB0_878:
	movl	15040(%rsp,%rcx,4), %edi
	movl	17088(%rsp,%rcx,4), %r11d
	addl	%r8d, %r11d
	imulq	%r12, %rdi
	xorl	%r15d, %r11d
	movq	%r14, %rdx
	xorq	%rdi, %rdx
	shrq	$32, %rdx
	imulq	%r12, %r11
	movq	%r15, %rsi
	movq	%r14, %r15
	movq	%r8, %r14
	movq	%r11, %r8
	shrq	$32, %r8
	imulq	%rax, %rdx
	movq	%rdx, %r10
	shrq	$32, %r10
	xorl	2752(%rsp), %r10d
	xorl	6272(%rsp), %edi
	xorl	%r8d, %edi
	imulq	%r12, %r10
	imulq	%rax, %rdi
	movq	%rdi, %r8
	shrq	$32, %r8
	xorl	3264(%rsp), %edx
	xorl	%r8d, %edx
	movq	%r10, %r8
	shrq	$32, %r8
	xorl	6208(%rsp), %r11d
	xorl	%r8d, %r11d
	imulq	%r12, %rdx
	imulq	%rax, %r11
	movq	%r11, %r8
	shrq	$32, %r8
	xorl	%r13d, %edi
	xorl	%r8d, %edi
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	704(%rsp), %r10d
	xorl	%r8d, %r10d
	imulq	%r12, %rdi
	imulq	%rax, %r10
	movq	%r10, %r8
	shrq	$32, %r8
	xorl	4672(%rsp), %r11d
	xorl	%r8d, %r11d
	movq	%rdi, %r8
	shrq	$32, %r8
	xorl	5056(%rsp), %edx
	xorl	%r8d, %edx
	imulq	%r12, %r11
	imulq	%rax, %rdx
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	3904(%rsp), %r10d
	xorl	%r8d, %r10d
	movq	%r11, %r8
	shrq	$32, %r8
	xorl	4032(%rsp), %edi
	xorl	%r8d, %edi
	imulq	%r12, %r10
	imulq	%rax, %rdi
	movq	%rdi, %r8
	shrq	$32, %r8
	xorl	4544(%rsp), %edx
	xorl	%r8d, %edx
	movq	%r10, %r8
	shrq	$32, %r8
	xorl	6336(%rsp), %r11d
	xorl	%r8d, %r11d
	imulq	%r12, %rdx
	imulq	%rax, %r11
	shrq	$32, %r11
	xorl	5824(%rsp), %edi
	xorl	%r11d, %edi
	movq	832(%rsp), %r11
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	2112(%rsp), %r10d
	xorl	%r8d, %r10d
	movq	%r14, %r8
	movq	%r15, %r14
	movq	%rsi, %r15
	imulq	%r12, %rdi
	shrq	$32, %rdi
	xorl	3840(%rsp), %edx
	xorl	%edi, %edx
	imull	$-845247145, %r10d, %edi
	imulq	%rax, %rdx
	shrq	$32, %rdx
	xorl	%ebx, %edi
	xorl	%edx, %edi
	movl	%edi, 12480(%rsp,%rcx,4)
	incq	%rcx
	cmpq	%r11, %rcx
	jb	.LBB0_878
.LBB0_879:
	cmpq	$8, %r11
	jae	.LBB0_881
	xorl	%ecx, %ecx
	movq	704(%rsp), %r13
	movabsq	$4604544269498187776, %rax
	movabsq	$4503595332403200, %r15
	movabsq	$-9223372036854775808, %r11
	movq	1984(%rsp), %r12
	jmp	.LBB0_890
.LBB0_881:
	cmpq	$64, %r11
	movq	704(%rsp), %r13
	movabsq	$4604544269498187776, %rax
	movabsq	$4503595332403200, %r15
	movabsq	$-9223372036854775808, %r11
	movq	1984(%rsp), %r12
	jae	.LBB0_883
	xorl	%edx, %edx
	jmp	.LBB0_887
.LBB0_883:
	vmovdqa64	%xmm25, 672(%rsp)
	xorl	%edi, %edi
	vbroadcastsd	.LCPI0_19(%rip), %zmm19
	movq	6656(%rsp), %r8
	.p2align	4
.LBB0_884:
	vcvtudq2pd	12480(%rsp,%rdi,4), %zmm0
	vcvtudq2pd	12512(%rsp,%rdi,4), %zmm1
	vcvtudq2pd	12544(%rsp,%rdi,4), %zmm2
	vcvtudq2pd	12576(%rsp,%rdi,4), %zmm3
	vcvtudq2pd	12608(%rsp,%rdi,4), %zmm4
	vcvtudq2pd	12640(%rsp,%rdi,4), %zmm5
	vcvtudq2pd	12672(%rsp,%rdi,4), %zmm6
	vcvtudq2pd	12704(%rsp,%rdi,4), %zmm7
	vaddpd	%zmm19, %zmm1, %zmm1
	vaddpd	%zmm19, %zmm0, %zmm0
	vaddpd	%zmm19, %zmm3, %zmm3
	vaddpd	%zmm19, %zmm2, %zmm2
	vaddpd	%zmm19, %zmm5, %zmm5
	vaddpd	%zmm19, %zmm4, %zmm4
	vaddpd	%zmm19, %zmm7, %zmm7
	vaddpd	%zmm19, %zmm6, %zmm6
	vbroadcastsd	.LCPI0_20(%rip), %zmm8
	vmulpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm8, %zmm3, %zmm3
	vmulpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm8, %zmm7, %zmm7
	vpsrlq	$32, %zmm1, %zmm8
	vpsrlq	$32, %zmm0, %zmm9
	vpsrlq	$32, %zmm3, %zmm10
	vpsrlq	$32, %zmm2, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm4, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm6, %zmm15
	vpbroadcastq	.LCPI0_21(%rip), %zmm16
	vpaddq	%zmm16, %zmm9, %zmm9
	vmovdqa64	%zmm9, 2240(%rsp)
	vpaddq	%zmm16, %zmm8, %zmm19
	vmovdqa64	%zmm19, 2624(%rsp)
	vpaddq	%zmm16, %zmm11, %zmm11
	vmovdqa64	%zmm11, 1792(%rsp)
	vpaddq	%zmm16, %zmm10, %zmm18
	vmovdqa64	%zmm18, 1408(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqa64	%zmm13, 1536(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm17
	vmovdqa64	%zmm17, 960(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm15
	vmovdqa64	%zmm15, 1024(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm14
	vmovdqa64	%zmm14, 320(%rsp)
	vpsllq	$32, %zmm9, %zmm8
	vpsllq	$32, %zmm19, %zmm9
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm18, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm17, %zmm13
	vpsllq	$32, %zmm15, %zmm15
	vpsllq	$32, %zmm14, %zmm14
	vpbroadcastq	.LCPI0_23(%rip), %zmm16
	vpandq	%zmm16, %zmm9, %zmm9
	vpandq	%zmm16, %zmm8, %zmm8
	vpandq	%zmm16, %zmm11, %zmm11
	vpandq	%zmm16, %zmm10, %zmm10
	vpandq	%zmm16, %zmm13, %zmm19
	vpandq	%zmm16, %zmm12, %zmm13
	vpandq	%zmm16, %zmm14, %zmm14
	vpandq	%zmm16, %zmm15, %zmm18
	vpbroadcastq	.LCPI0_24(%rip), %zmm31
	vpternlogq	$248, %zmm31, %zmm0, %zmm8
	vpternlogq	$248, %zmm31, %zmm1, %zmm9
	vpternlogq	$248, %zmm31, %zmm2, %zmm10
	vpternlogq	$248, %zmm31, %zmm3, %zmm11
	vpternlogq	$248, %zmm31, %zmm4, %zmm13
	vpternlogq	$248, %zmm31, %zmm5, %zmm19
	vpternlogq	$248, %zmm31, %zmm6, %zmm18
	vpternlogq	$248, %zmm31, %zmm7, %zmm14
	vpbroadcastq	.LCPI0_25(%rip), %zmm23
	vpaddq	%zmm23, %zmm9, %zmm0
	vpaddq	%zmm23, %zmm8, %zmm1
	vpaddq	%zmm23, %zmm11, %zmm2
	vpaddq	%zmm23, %zmm10, %zmm3
	vbroadcastsd	.LCPI0_26(%rip), %zmm22
	vaddpd	%zmm22, %zmm1, %zmm20
	vaddpd	%zmm22, %zmm0, %zmm26
	vaddpd	%zmm22, %zmm3, %zmm29
	vaddpd	%zmm22, %zmm2, %zmm6
	vmovapd	%zmm6, 192(%rsp)
	vbroadcastsd	.LCPI0_27(%rip), %zmm10
	vaddpd	%zmm10, %zmm26, %zmm0
	vaddpd	%zmm10, %zmm20, %zmm1
	vaddpd	%zmm10, %zmm29, %zmm2
	vdivpd	%zmm1, %zmm20, %zmm5
	vmovapd	%zmm5, 1472(%rsp)
	vdivpd	%zmm0, %zmm26, %zmm4
	vmovapd	%zmm4, 1344(%rsp)
	vdivpd	%zmm2, %zmm29, %zmm1
	vmovapd	%zmm1, 3008(%rsp)
	vaddpd	%zmm10, %zmm6, %zmm0
	vdivpd	%zmm0, %zmm6, %zmm0
	vmovapd	%zmm0, 3200(%rsp)
	vmulpd	%zmm4, %zmm4, %zmm3
	vmovapd	%zmm3, 2176(%rsp)
	vmulpd	%zmm5, %zmm5, %zmm2
	vmovapd	%zmm2, 2560(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm4
	vmovapd	%zmm4, 1664(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 1280(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm3, %zmm3, %zmm3
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm4, %zmm4, %zmm1
	vbroadcastsd	.LCPI0_28(%rip), %zmm27
	vmulpd	%zmm27, %zmm3, %zmm4
	vmulpd	%zmm27, %zmm2, %zmm5
	vmulpd	%zmm27, %zmm1, %zmm6
	vbroadcastsd	.LCPI0_29(%rip), %zmm8
	vaddpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm8, %zmm4, %zmm4
	vaddpd	%zmm8, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm5, %zmm2, %zmm5
	vmulpd	%zmm6, %zmm1, %zmm6
	vbroadcastsd	.LCPI0_30(%rip), %zmm16
	vaddpd	%zmm16, %zmm5, %zmm5
	vaddpd	%zmm16, %zmm4, %zmm4
	vaddpd	%zmm16, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm3, %zmm4
	vmovapd	%zmm4, 1216(%rsp)
	vmulpd	%zmm5, %zmm2, %zmm4
	vmovapd	%zmm4, 1152(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm4
	vmovapd	%zmm4, 3136(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm25
	vmulpd	%zmm25, %zmm3, %zmm4
	vbroadcastsd	.LCPI0_32(%rip), %zmm7
	vaddpd	%zmm7, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vbroadcastsd	.LCPI0_33(%rip), %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm12
	vmulpd	%zmm25, %zmm2, %zmm3
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm17
	vmulpd	%zmm25, %zmm1, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm15
	vmulpd	%zmm27, %zmm0, %zmm1
	vmovapd	%zmm8, %zmm3
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm16, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vmovapd	%zmm1, 3712(%rsp)
	vmulpd	%zmm25, %zmm0, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmovapd	%zmm7, %zmm8
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm11
	vpaddq	%zmm23, %zmm19, %zmm0
	vmovapd	%zmm22, %zmm7
	vaddpd	%zmm22, %zmm0, %zmm31
	vmovapd	%zmm10, %zmm4
	vaddpd	%zmm10, %zmm31, %zmm0
	vdivpd	%zmm0, %zmm31, %zmm0
	vmovapd	%zmm0, 2432(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm6
	vmulpd	%zmm6, %zmm6, %zmm0
	vmulpd	%zmm27, %zmm0, %zmm2
	vaddpd	%zmm3, %zmm2, %zmm2
	vmovapd	%zmm3, %zmm24
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm1
	vmovapd	%zmm1, 4160(%rsp)
	vmulpd	%zmm25, %zmm0, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vmovapd	%zmm5, %zmm1
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm9
	vpaddq	%zmm23, %zmm13, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm19
	vaddpd	%zmm10, %zmm19, %zmm0
	vdivpd	%zmm0, %zmm19, %zmm0
	vmovapd	%zmm0, 2880(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm10
	vmulpd	%zmm10, %zmm10, %zmm2
	vmulpd	%zmm27, %zmm2, %zmm3
	vaddpd	%zmm24, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vaddpd	%zmm16, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm21
	vmulpd	%zmm25, %zmm2, %zmm5
	vmovapd	%zmm8, %zmm0
	vaddpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm5
	vaddpd	%zmm1, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm5
	vpaddq	%zmm23, %zmm14, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm14
	vaddpd	%zmm4, %zmm14, %zmm2
	vdivpd	%zmm2, %zmm14, %zmm22
	vmulpd	%zmm22, %zmm22, %zmm8
	vmulpd	%zmm8, %zmm8, %zmm2
	vmulpd	%zmm27, %zmm2, %zmm28
	vaddpd	%zmm24, %zmm28, %zmm28
	vmovapd	%zmm24, %zmm3
	vmulpd	%zmm28, %zmm2, %zmm28
	vaddpd	%zmm16, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm2, %zmm28
	vmulpd	%zmm25, %zmm2, %zmm24
	vaddpd	%zmm0, %zmm24, %zmm24
	vmovapd	%zmm0, %zmm30
	vmulpd	%zmm24, %zmm2, %zmm24
	vaddpd	%zmm1, %zmm24, %zmm24
	vmovapd	%zmm1, %zmm13
	vmulpd	%zmm24, %zmm2, %zmm24
	vpaddq	%zmm23, %zmm18, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm18
	vaddpd	%zmm4, %zmm18, %zmm2
	vdivpd	%zmm2, %zmm18, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm27, %zmm0, %zmm27
	vaddpd	%zmm3, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vaddpd	%zmm16, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vmulpd	%zmm25, %zmm0, %zmm23
	vaddpd	%zmm30, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm23
	vaddpd	%zmm23, %zmm12, %zmm12
	vmulpd	2176(%rsp), %zmm12, %zmm12
	vaddpd	1216(%rsp), %zmm12, %zmm12
	vaddpd	%zmm23, %zmm17, %zmm17
	vmulpd	2560(%rsp), %zmm17, %zmm17
	vaddpd	1152(%rsp), %zmm17, %zmm17
	vaddpd	%zmm23, %zmm15, %zmm15
	vmulpd	1664(%rsp), %zmm15, %zmm15
	vaddpd	3136(%rsp), %zmm15, %zmm15
	vaddpd	%zmm23, %zmm11, %zmm11
	vmulpd	1280(%rsp), %zmm11, %zmm11
	vaddpd	3712(%rsp), %zmm11, %zmm11
	vaddpd	%zmm23, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm6, %zmm6
	vaddpd	4160(%rsp), %zmm6, %zmm6
	vaddpd	%zmm23, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm10, %zmm4
	vaddpd	%zmm4, %zmm21, %zmm5
	vaddpd	%zmm23, %zmm24, %zmm4
	vmulpd	%zmm4, %zmm8, %zmm3
	vaddpd	%zmm3, %zmm28, %zmm3
	vaddpd	%zmm23, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm27, %zmm7
	vmovapd	%zmm20, 2496(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm20, %zmm0
	vmulpd	%zmm0, %zmm20, %zmm1
	vaddpd	%zmm17, %zmm1, %zmm0
	vmulpd	1472(%rsp), %zmm0, %zmm9
	vmovapd	%zmm26, 2816(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm26, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm13
	vaddpd	%zmm12, %zmm13, %zmm4
	vmulpd	1344(%rsp), %zmm4, %zmm10
	vmovapd	%zmm29, 2944(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm29, %zmm4
	vmulpd	%zmm4, %zmm29, %zmm4
	vaddpd	%zmm11, %zmm4, %zmm11
	vmulpd	3008(%rsp), %zmm11, %zmm11
	vmovapd	192(%rsp), %zmm0
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm0, %zmm12
	vmulpd	%zmm12, %zmm0, %zmm12
	vaddpd	%zmm15, %zmm12, %zmm15
	vmulpd	3200(%rsp), %zmm15, %zmm15
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm19, %zmm17
	vmulpd	%zmm17, %zmm19, %zmm17
	vaddpd	%zmm5, %zmm17, %zmm5
	vmulpd	2880(%rsp), %zmm5, %zmm5
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm31, %zmm20
	vmulpd	%zmm20, %zmm31, %zmm20
	vaddpd	%zmm6, %zmm20, %zmm6
	vmulpd	2432(%rsp), %zmm6, %zmm6
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm18, %zmm21
	vmulpd	%zmm21, %zmm18, %zmm21
	vaddpd	%zmm7, %zmm21, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm2
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm14, %zmm7
	vmulpd	%zmm7, %zmm14, %zmm7
	vaddpd	%zmm3, %zmm7, %zmm3
	vmulpd	%zmm3, %zmm22, %zmm3
	vpsrlq	$20, 2240(%rsp), %zmm8
	vpbroadcastq	.LCPI0_22(%rip), %zmm30
	vpaddq	%zmm30, %zmm8, %zmm8
	vcvtqq2pd	%zmm8, %zmm8
	vbroadcastsd	.LCPI0_35(%rip), %zmm25
	vmulpd	%zmm25, %zmm8, %zmm22
	vaddpd	%zmm9, %zmm22, %zmm9
	vpsrlq	$20, 2624(%rsp), %zmm22
	vpaddq	%zmm30, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm25, %zmm22, %zmm23
	vaddpd	%zmm10, %zmm23, %zmm10
	vpsrlq	$20, 1792(%rsp), %zmm23
	vpaddq	%zmm30, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm25, %zmm23, %zmm24
	vaddpd	%zmm11, %zmm24, %zmm11
	vpsrlq	$20, 1408(%rsp), %zmm24
	vpaddq	%zmm30, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm25, %zmm24, %zmm26
	vaddpd	%zmm15, %zmm26, %zmm15
	vpsrlq	$20, 1536(%rsp), %zmm26
	vpaddq	%zmm30, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm25, %zmm26, %zmm27
	vaddpd	%zmm5, %zmm27, %zmm5
	vpsrlq	$20, 960(%rsp), %zmm27
	vpaddq	%zmm30, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm25, %zmm27, %zmm28
	vaddpd	%zmm6, %zmm28, %zmm6
	vpsrlq	$20, 1024(%rsp), %zmm28
	vpaddq	%zmm30, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm25, %zmm28, %zmm29
	vaddpd	%zmm2, %zmm29, %zmm2
	vpsrlq	$20, 320(%rsp), %zmm29
	vpaddq	%zmm30, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm25, %zmm29, %zmm25
	vaddpd	%zmm3, %zmm25, %zmm3
	vsubpd	%zmm1, %zmm9, %zmm1
	vsubpd	%zmm13, %zmm10, %zmm0
	vsubpd	%zmm4, %zmm11, %zmm4
	vsubpd	%zmm12, %zmm15, %zmm9
	vsubpd	%zmm17, %zmm5, %zmm5
	vsubpd	%zmm20, %zmm6, %zmm6
	vsubpd	%zmm21, %zmm2, %zmm2
	vsubpd	%zmm7, %zmm3, %zmm3
	vaddpd	2816(%rsp), %zmm0, %zmm0
	vaddpd	2496(%rsp), %zmm1, %zmm7
	vaddpd	192(%rsp), %zmm9, %zmm9
	vaddpd	2944(%rsp), %zmm4, %zmm4
	vaddpd	%zmm6, %zmm31, %zmm6
	vaddpd	%zmm5, %zmm19, %zmm10
	vaddpd	%zmm3, %zmm14, %zmm11
	vaddpd	%zmm2, %zmm18, %zmm12
	vbroadcastsd	.LCPI0_36(%rip), %zmm13
	vmulpd	%zmm13, %zmm22, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm1
	vmulpd	%zmm13, %zmm8, %zmm0
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm13, %zmm24, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm3
	vmulpd	%zmm13, %zmm23, %zmm2
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm13, %zmm27, %zmm4
	vaddpd	%zmm6, %zmm4, %zmm5
	vmulpd	%zmm13, %zmm26, %zmm4
	vaddpd	%zmm10, %zmm4, %zmm4
	vmulpd	%zmm13, %zmm29, %zmm6
	vaddpd	%zmm11, %zmm6, %zmm7
	vmulpd	%zmm13, %zmm28, %zmm6
	vaddpd	%zmm12, %zmm6, %zmm6
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
	vpbroadcastq	.LCPI0_21(%rip), %zmm17
	vpaddq	%zmm17, %zmm8, %zmm8
	vmovdqa64	%zmm8, 3008(%rsp)
	vpaddq	%zmm17, %zmm9, %zmm9
	vmovdqa64	%zmm9, 3200(%rsp)
	vpaddq	%zmm17, %zmm10, %zmm10
	vmovdqa64	%zmm10, 2240(%rsp)
	vpaddq	%zmm17, %zmm11, %zmm11
	vmovdqa64	%zmm11, 2624(%rsp)
	vpaddq	%zmm17, %zmm12, %zmm12
	vmovdqa64	%zmm12, 1792(%rsp)
	vpaddq	%zmm17, %zmm13, %zmm13
	vmovdqa64	%zmm13, 1408(%rsp)
	vpaddq	%zmm17, %zmm14, %zmm14
	vmovdqa64	%zmm14, 1536(%rsp)
	vpaddq	%zmm17, %zmm15, %zmm17
	vmovdqa64	%zmm17, 960(%rsp)
	vpsllq	$32, %zmm8, %zmm8
	vpsllq	$32, %zmm9, %zmm9
	vpsllq	$32, %zmm10, %zmm10
	vpsllq	$32, %zmm11, %zmm11
	vpsllq	$32, %zmm12, %zmm12
	vpsllq	$32, %zmm13, %zmm13
	vpsllq	$32, %zmm14, %zmm15
	vpsllq	$32, %zmm17, %zmm14
	vpbroadcastq	.LCPI0_23(%rip), %zmm17
	vpandq	%zmm17, %zmm9, %zmm9
	vpandq	%zmm17, %zmm8, %zmm8
	vpandq	%zmm17, %zmm11, %zmm11
	vpandq	%zmm17, %zmm10, %zmm10
	vpandq	%zmm17, %zmm13, %zmm13
	vpandq	%zmm17, %zmm12, %zmm20
	vpandq	%zmm17, %zmm14, %zmm14
	vpandq	%zmm17, %zmm15, %zmm18
	vpbroadcastq	.LCPI0_24(%rip), %zmm12
	vpternlogq	$248, %zmm12, %zmm1, %zmm8
	vpternlogq	$248, %zmm12, %zmm0, %zmm9
	vpternlogq	$248, %zmm12, %zmm3, %zmm10
	vpternlogq	$248, %zmm12, %zmm2, %zmm11
	vpternlogq	$248, %zmm12, %zmm5, %zmm20
	vpternlogq	$248, %zmm12, %zmm4, %zmm13
	vpternlogq	$248, %zmm12, %zmm7, %zmm18
	vpternlogq	$248, %zmm12, %zmm6, %zmm14
	vpbroadcastq	.LCPI0_25(%rip), %zmm23
	vpaddq	%zmm23, %zmm9, %zmm0
	vpaddq	%zmm23, %zmm8, %zmm1
	vpaddq	%zmm23, %zmm11, %zmm2
	vpaddq	%zmm23, %zmm10, %zmm3
	vmovdqa64	%zmm23, %zmm9
	vbroadcastsd	.LCPI0_26(%rip), %zmm27
	vaddpd	%zmm27, %zmm1, %zmm7
	vaddpd	%zmm27, %zmm0, %zmm6
	vaddpd	%zmm27, %zmm3, %zmm5
	vaddpd	%zmm27, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_27(%rip), %zmm23
	vmovapd	%zmm6, 1344(%rsp)
	vaddpd	%zmm23, %zmm6, %zmm0
	vmovapd	%zmm7, 1024(%rsp)
	vaddpd	%zmm23, %zmm7, %zmm1
	vmovapd	%zmm4, 192(%rsp)
	vaddpd	%zmm23, %zmm4, %zmm2
	vmovapd	%zmm5, 320(%rsp)
	vaddpd	%zmm23, %zmm5, %zmm3
	vdivpd	%zmm1, %zmm7, %zmm8
	vmovapd	%zmm8, 1216(%rsp)
	vdivpd	%zmm0, %zmm6, %zmm6
	vmovapd	%zmm6, 1472(%rsp)
	vdivpd	%zmm3, %zmm5, %zmm1
	vmovapd	%zmm1, 1152(%rsp)
	vdivpd	%zmm2, %zmm4, %zmm0
	vmovapd	%zmm0, 3136(%rsp)
	vmulpd	%zmm6, %zmm6, %zmm3
	vmovapd	%zmm3, 2176(%rsp)
	vmulpd	%zmm8, %zmm8, %zmm2
	vmovapd	%zmm2, 2560(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm4
	vmovapd	%zmm4, 1664(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 1280(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm3, %zmm3, %zmm3
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm4, %zmm4, %zmm1
	vbroadcastsd	.LCPI0_28(%rip), %zmm17
	vmulpd	%zmm17, %zmm3, %zmm4
	vmulpd	%zmm17, %zmm2, %zmm5
	vmulpd	%zmm17, %zmm1, %zmm6
	vbroadcastsd	.LCPI0_29(%rip), %zmm12
	vaddpd	%zmm12, %zmm5, %zmm5
	vaddpd	%zmm12, %zmm4, %zmm4
	vaddpd	%zmm12, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm3, %zmm4
	vmulpd	%zmm5, %zmm2, %zmm5
	vmulpd	%zmm6, %zmm1, %zmm6
	vaddpd	%zmm16, %zmm5, %zmm5
	vaddpd	%zmm16, %zmm4, %zmm4
	vaddpd	%zmm16, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm3, %zmm4
	vmovapd	%zmm4, 2816(%rsp)
	vmulpd	%zmm5, %zmm2, %zmm4
	vmovapd	%zmm4, 2432(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm4
	vmovapd	%zmm4, 2496(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm8
	vmulpd	%zmm8, %zmm3, %zmm4
	vbroadcastsd	.LCPI0_32(%rip), %zmm7
	vaddpd	%zmm7, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm4
	vbroadcastsd	.LCPI0_33(%rip), %zmm6
	vaddpd	%zmm6, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm15
	vmulpd	%zmm8, %zmm2, %zmm3
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vaddpd	%zmm6, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm2
	vmovapd	%zmm2, 2944(%rsp)
	vmulpd	%zmm8, %zmm1, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm25
	vmulpd	%zmm17, %zmm0, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm16, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm26
	vmulpd	%zmm8, %zmm0, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm11
	vmovdqa64	%zmm9, %zmm1
	vpaddq	%zmm9, %zmm13, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm13
	vaddpd	%zmm23, %zmm13, %zmm0
	vdivpd	%zmm0, %zmm13, %zmm29
	vmulpd	%zmm29, %zmm29, %zmm10
	vmulpd	%zmm10, %zmm10, %zmm0
	vmulpd	%zmm17, %zmm0, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm21
	vmulpd	%zmm8, %zmm0, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm9
	vpaddq	%zmm1, %zmm20, %zmm0
	vaddpd	%zmm27, %zmm0, %zmm31
	vaddpd	%zmm23, %zmm31, %zmm0
	vdivpd	%zmm0, %zmm31, %zmm20
	vmulpd	%zmm20, %zmm20, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm2
	vmulpd	%zmm17, %zmm2, %zmm3
	vaddpd	%zmm12, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vaddpd	%zmm16, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm19
	vmulpd	%zmm8, %zmm2, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm5
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm5
	vpaddq	%zmm1, %zmm14, %zmm2
	vaddpd	%zmm27, %zmm2, %zmm14
	vaddpd	%zmm23, %zmm14, %zmm2
	vdivpd	%zmm2, %zmm14, %zmm22
	vmulpd	%zmm22, %zmm22, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm2
	vmulpd	%zmm17, %zmm2, %zmm28
	vaddpd	%zmm12, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm2, %zmm28
	vaddpd	%zmm16, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm2, %zmm28
	vmulpd	%zmm8, %zmm2, %zmm24
	vaddpd	%zmm7, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm2, %zmm24
	vaddpd	%zmm6, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm2, %zmm24
	vpaddq	%zmm1, %zmm18, %zmm2
	vaddpd	%zmm27, %zmm2, %zmm18
	vaddpd	%zmm23, %zmm18, %zmm2
	vdivpd	%zmm2, %zmm18, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm17, %zmm0, %zmm27
	vaddpd	%zmm12, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vaddpd	%zmm16, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vmulpd	%zmm8, %zmm0, %zmm23
	vaddpd	%zmm7, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vaddpd	%zmm6, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm7
	vaddpd	%zmm7, %zmm15, %zmm12
	vmulpd	2176(%rsp), %zmm12, %zmm12
	vaddpd	2816(%rsp), %zmm12, %zmm12
	vaddpd	2944(%rsp), %zmm7, %zmm17
	vmulpd	2560(%rsp), %zmm17, %zmm17
	vaddpd	2432(%rsp), %zmm17, %zmm17
	vaddpd	%zmm7, %zmm25, %zmm15
	vmulpd	1664(%rsp), %zmm15, %zmm15
	vaddpd	2496(%rsp), %zmm15, %zmm15
	vaddpd	%zmm7, %zmm11, %zmm11
	vmulpd	1280(%rsp), %zmm11, %zmm11
	vaddpd	%zmm11, %zmm26, %zmm11
	vaddpd	%zmm7, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm10, %zmm6
	vaddpd	%zmm6, %zmm21, %zmm6
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm19, %zmm5
	vaddpd	%zmm7, %zmm24, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm28, %zmm3
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm27, %zmm7
	vmovapd	1024(%rsp), %zmm1
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm1
	vaddpd	%zmm17, %zmm1, %zmm0
	vmulpd	1216(%rsp), %zmm0, %zmm9
	vmovapd	1344(%rsp), %zmm19
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm19, %zmm0
	vmulpd	%zmm0, %zmm19, %zmm0
	vaddpd	%zmm12, %zmm0, %zmm4
	vmulpd	1472(%rsp), %zmm4, %zmm10
	vmovapd	320(%rsp), %zmm8
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm8, %zmm4
	vmulpd	%zmm4, %zmm8, %zmm4
	vaddpd	%zmm11, %zmm4, %zmm11
	vmulpd	1152(%rsp), %zmm11, %zmm11
	vmovapd	192(%rsp), %zmm8
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm8, %zmm12
	vmulpd	%zmm12, %zmm8, %zmm12
	vaddpd	%zmm15, %zmm12, %zmm15
	vmulpd	3136(%rsp), %zmm15, %zmm15
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm31, %zmm17
	vmulpd	%zmm17, %zmm31, %zmm17
	vaddpd	%zmm5, %zmm17, %zmm5
	vmulpd	%zmm5, %zmm20, %zmm5
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm13, %zmm20
	vmulpd	%zmm20, %zmm13, %zmm20
	vaddpd	%zmm6, %zmm20, %zmm6
	vmulpd	%zmm6, %zmm29, %zmm6
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm18, %zmm21
	vmulpd	%zmm21, %zmm18, %zmm21
	vaddpd	%zmm7, %zmm21, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm2
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm14, %zmm7
	vmulpd	%zmm7, %zmm14, %zmm7
	vaddpd	%zmm3, %zmm7, %zmm3
	vmulpd	%zmm3, %zmm22, %zmm3
	vpsrlq	$20, 3008(%rsp), %zmm8
	vpaddq	%zmm30, %zmm8, %zmm8
	vcvtqq2pd	%zmm8, %zmm8
	vbroadcastsd	.LCPI0_35(%rip), %zmm16
	vmulpd	%zmm16, %zmm8, %zmm22
	vaddpd	%zmm9, %zmm22, %zmm9
	vpsrlq	$20, 3200(%rsp), %zmm22
	vpaddq	%zmm30, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm16, %zmm22, %zmm23
	vaddpd	%zmm10, %zmm23, %zmm10
	vpsrlq	$20, 2240(%rsp), %zmm23
	vpaddq	%zmm30, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm16, %zmm23, %zmm24
	vaddpd	%zmm11, %zmm24, %zmm11
	vpsrlq	$20, 2624(%rsp), %zmm24
	vpaddq	%zmm30, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm16, %zmm24, %zmm26
	vaddpd	%zmm15, %zmm26, %zmm15
	vpsrlq	$20, 1792(%rsp), %zmm26
	vpaddq	%zmm30, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm16, %zmm26, %zmm27
	vaddpd	%zmm5, %zmm27, %zmm5
	vpsrlq	$20, 1408(%rsp), %zmm27
	vpaddq	%zmm30, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm16, %zmm27, %zmm28
	vaddpd	%zmm6, %zmm28, %zmm6
	vpsrlq	$20, 1536(%rsp), %zmm28
	vpaddq	%zmm30, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm16, %zmm28, %zmm29
	vaddpd	%zmm2, %zmm29, %zmm2
	vpsrlq	$20, 960(%rsp), %zmm29
	vpaddq	%zmm30, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm16, %zmm29, %zmm25
	vaddpd	%zmm3, %zmm25, %zmm3
	vsubpd	%zmm1, %zmm9, %zmm1
	vsubpd	%zmm0, %zmm10, %zmm0
	vsubpd	%zmm4, %zmm11, %zmm4
	vsubpd	%zmm12, %zmm15, %zmm9
	vsubpd	%zmm17, %zmm5, %zmm5
	vsubpd	%zmm20, %zmm6, %zmm6
	vsubpd	%zmm21, %zmm2, %zmm2
	vsubpd	%zmm7, %zmm3, %zmm3
	vaddpd	%zmm0, %zmm19, %zmm0
	vpbroadcastq	.LCPI0_19(%rip), %zmm19
	vaddpd	1024(%rsp), %zmm1, %zmm1
	vaddpd	192(%rsp), %zmm9, %zmm7
	vaddpd	320(%rsp), %zmm4, %zmm4
	vaddpd	%zmm6, %zmm13, %zmm6
	vaddpd	%zmm5, %zmm31, %zmm5
	vaddpd	%zmm3, %zmm14, %zmm3
	vaddpd	%zmm2, %zmm18, %zmm2
	vbroadcastsd	.LCPI0_36(%rip), %zmm10
	vmulpd	%zmm10, %zmm22, %zmm9
	vaddpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm10, %zmm8, %zmm8
	vaddpd	%zmm1, %zmm8, %zmm1
	vmulpd	%zmm10, %zmm24, %zmm8
	vpbroadcastd	.LCPI0_38(%rip), %zmm24
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm10, %zmm23, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm10, %zmm27, %zmm8
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm10, %zmm26, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm10, %zmm29, %zmm8
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm10, %zmm28, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vcvtpd2ps	%zmm7, %ymm1
	vcvtpd2ps	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm1, %zmm1
	vcvtpd2ps	%zmm6, %ymm4
	vcvtpd2ps	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpxord	%zmm24, %zmm0, %zmm0
	vmovdqu64	%zmm0, 12480(%rsp,%rdi,4)
	vpxord	%zmm24, %zmm1, %zmm0
	vmovdqu64	%zmm0, 12544(%rsp,%rdi,4)
	vpxord	%zmm24, %zmm4, %zmm0
	vmovdqu64	%zmm0, 12608(%rsp,%rdi,4)
	vcvtpd2ps	%zmm3, %ymm0
	vcvtpd2ps	%zmm2, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vpxord	%zmm24, %zmm0, %zmm0
	vmovdqu64	%zmm0, 12672(%rsp,%rdi,4)
	addq	$64, %rdi
	cmpq	%rdi, %r8
	jne	.LBB0_884
	movq	312(%rsp), %rcx
	movq	%rcx, 5120(%rsp)
	movq	40(%rsp), %rdx
	cmpq	%r8, 832(%rsp)
	vmovaps	112(%rsp), %xmm16
	vxorpd	%xmm18, %xmm18, %xmm18
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vbroadcastsd	.LCPI0_30(%rip), %zmm17
	vpbroadcastq	.LCPI0_22(%rip), %zmm10
	vmovaps	416(%rsp), %xmm24
	vmovdqa64	144(%rsp), %xmm28
	vmovdqa64	672(%rsp), %xmm25
	vmovaps	5888(%rsp), %zmm27
	je	.LBB0_893
	movq	6656(%rsp), %rcx
	movq	%rcx, %rdx
	testb	$56, 832(%rsp)
	je	.LBB0_890
.LBB0_887:
	vbroadcastsd	.LCPI0_36(%rip), %zmm8
	vpbroadcastd	.LCPI0_38(%rip), %ymm9
	vbroadcastsd	.LCPI0_33(%rip), %zmm11
	vbroadcastsd	.LCPI0_20(%rip), %zmm12
	vpbroadcastq	.LCPI0_39(%rip), %zmm14
	vbroadcastsd	.LCPI0_35(%rip), %zmm22
	vpbroadcastq	.LCPI0_21(%rip), %zmm26
	vbroadcastsd	.LCPI0_19(%rip), %zmm28
	vbroadcastsd	.LCPI0_26(%rip), %zmm20
	vpbroadcastq	.LCPI0_23(%rip), %zmm27
	vbroadcastsd	.LCPI0_28(%rip), %zmm31
	vbroadcastsd	.LCPI0_29(%rip), %zmm19
	vpbroadcastq	.LCPI0_24(%rip), %zmm30
	vpbroadcastq	.LCPI0_25(%rip), %zmm16
	vbroadcastsd	.LCPI0_31(%rip), %zmm23
	vbroadcastsd	.LCPI0_34(%rip), %zmm13
	vbroadcastsd	.LCPI0_32(%rip), %zmm18
	vbroadcastsd	.LCPI0_27(%rip), %zmm15
	movq	696(%rsp), %rdi
	.p2align	4
.LBB0_888:
	vcvtudq2pd	12480(%rsp,%rdx,4), %zmm0
	vaddpd	%zmm28, %zmm0, %zmm0
	vmulpd	%zmm12, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpaddq	%zmm26, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm10, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm27, %zmm1, %zmm1
	vpternlogq	$248, %zmm30, %zmm0, %zmm1
	vpaddq	%zmm16, %zmm1, %zmm0
	vaddpd	%zmm20, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm15, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm31, %zmm5, %zmm6
	vaddpd	%zmm19, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm17, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm23, %zmm5, %zmm7
	vaddpd	%zmm18, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm13, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm22, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpxorq	%zmm14, %zmm1, %zmm1
	vpaddq	%zmm26, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm10, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm27, %zmm1, %zmm1
	vpternlogq	$248, %zmm30, %zmm0, %zmm1
	vpaddq	%zmm16, %zmm1, %zmm0
	vaddpd	%zmm20, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm15, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm31, %zmm5, %zmm6
	vaddpd	%zmm19, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm17, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm23, %zmm5, %zmm7
	vaddpd	%zmm18, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm13, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm22, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm8, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vpxor	%ymm0, %ymm9, %ymm0
	vmovdqu	%ymm0, 12480(%rsp,%rdx,4)
	addq	$8, %rdx
	cmpq	%rdx, %rdi
	jne	.LBB0_888
	movq	312(%rsp), %rcx
	movq	%rcx, 5120(%rsp)
	movq	40(%rsp), %rdx
	movq	%rdi, %rcx
	cmpq	%rdi, 832(%rsp)
	vmovaps	112(%rsp), %xmm16
	vxorpd	%xmm18, %xmm18, %xmm18
	vmovdqa64	144(%rsp), %xmm28
	vmovaps	5888(%rsp), %zmm27
	je	.LBB0_893
.LBB0_890:
	vmovaps	%zmm27, %zmm30
	vmovdqa64	%xmm25, %xmm23
	vmovaps	%zmm21, %zmm22
	vmovsd	.LCPI0_19(%rip), %xmm7
	vmovsd	.LCPI0_20(%rip), %xmm8
	vmovsd	.LCPI0_26(%rip), %xmm9
	vmovsd	.LCPI0_27(%rip), %xmm10
	vmovsd	.LCPI0_28(%rip), %xmm11
	vmovddup	.LCPI0_28(%rip), %xmm18
	vmovsd	.LCPI0_29(%rip), %xmm27
	vmovsd	.LCPI0_35(%rip), %xmm15
	vmovsd	.LCPI0_30(%rip), %xmm25
	vmovsd	.LCPI0_36(%rip), %xmm17
	vmovsd	.LCPI0_31(%rip), %xmm26
	vmovsd	.LCPI0_32(%rip), %xmm19
	vmovapd	.LCPI0_41(%rip), %xmm14
	vmovsd	.LCPI0_33(%rip), %xmm20
	vmovapd	.LCPI0_42(%rip), %xmm13
	vmovsd	.LCPI0_34(%rip), %xmm21
	vbroadcastss	.LCPI0_38(%rip), %xmm12
	movq	832(%rsp), %rbx
	.p2align	4
.LBB0_891:
	vpxord	%xmm29, %xmm29, %xmm29
	vcvtusi2sdl	12480(%rsp,%rcx,4), %xmm29, %xmm0
	vaddsd	%xmm7, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm8, %xmm0
	vmovq	%xmm0, %rdx
	movl	%edx, %edi
	movq	%rdx, %r8
	shrq	$32, %r8
	addq	$614242, %r8
	movq	%r8, %rdx
	shrq	$20, %rdx
	addq	$-1023, %rdx
	shlq	$32, %r8
	andq	%r15, %r8
	addq	%rax, %r8
	orq	%r8, %rdi
	vmovq	%rdi, %xmm0
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
	vaddsd	%xmm25, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vmulsd	%xmm26, %xmm4, %xmm6
	vaddsd	%xmm19, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm6
	vaddsd	%xmm20, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm4
	vaddsd	%xmm21, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vaddsd	%xmm3, %xmm5, %xmm3
	vcvtsi2sd	%rdx, %xmm29, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm4, %xmm15, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm17, %xmm4, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vmovq	%xmm0, %rdx
	xorq	%r11, %rdx
	movl	%edx, %edi
	movq	%rdx, %r8
	shrq	$32, %r8
	addq	$614242, %r8
	movq	%r8, %rdx
	shrq	$20, %rdx
	addq	$-1023, %rdx
	shlq	$32, %r8
	andq	%r15, %r8
	addq	%rax, %r8
	orq	%r8, %rdi
	vmovq	%rdi, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm7, %xmm0, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm0, %xmm10, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm26, %xmm4, %xmm5
	vaddsd	%xmm19, %xmm5, %xmm5
	vmovddup	%xmm4, %xmm4
	vunpcklpd	%xmm5, %xmm18, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm5, %xmm14, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm5, %xmm13, %xmm5
	vunpcklpd	%xmm3, %xmm4, %xmm3
	vmulpd	%xmm5, %xmm3, %xmm3
	vshufpd	$1, %xmm3, %xmm3, %xmm4
	vaddsd	%xmm4, %xmm3, %xmm3
	vcvtsi2sd	%rdx, %xmm29, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm4, %xmm15, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm17, %xmm4, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vxorps	%xmm0, %xmm12, %xmm0
	vmovss	%xmm0, 12480(%rsp,%rcx,4)
	incq	%rcx
	cmpq	%rbx, %rcx
	jb	.LBB0_891
	movq	312(%rsp), %rax
	movq	%rax, 5120(%rsp)
	movq	40(%rsp), %rdx
	vxorpd	%xmm18, %xmm18, %xmm18
	vmovaps	144(%rsp), %xmm28
	vmovaps	%zmm22, %zmm21
	vmovdqa64	%xmm23, %xmm25
	vmovaps	%zmm30, %zmm27
.LBB0_893:
	movq	40(%rsp), %rcx
	movq	%rdx, 5696(%rsp)
	subq	%rdx, %rcx
	imulq	32(%rsp), %rcx
	leaq	(%rsp,%rcx,4), %rcx
	addq	$12480, %rcx
	movq	128(%rsp), %rsi
	leaq	(%rcx,%rsi,4), %rcx
	movq	448(%rsp), %r11
	vmovaps	1728(%rsp), %zmm17
	movq	176(%rsp), %rbx
.LBB0_894:
	vmovaps	3392(%rsp), %zmm15
	vmovdqa64	3584(%rsp), %zmm20
.LBB0_895:
	vmovaps	%xmm28, %xmm13
	movq	4800(%rsp), %rdx
	subq	%rsi, %rdx
	andq	$-32, %rdx
	addq	%rsi, %rdx
	movq	%rsi, %rdi
	cmpq	%rdx, %rsi
	vmovdqa64	.LCPI0_9(%rip), %zmm26
	vmovdqa64	.LCPI0_10(%rip), %zmm30
	vmovdqa64	.LCPI0_356(%rip), %zmm22
	vmovdqa64	.LCPI0_357(%rip), %zmm29
	vbroadcastss	.LCPI0_0(%rip), %zmm23
	vxorps	%xmm12, %xmm12, %xmm12
	vmovaps	3520(%rsp), %zmm14
	vmovaps	6784(%rsp), %zmm28
	vmovaps	6720(%rsp), %zmm19
	movq	6080(%rsp), %r15
	jae	.LBB0_897
	.p2align	4
.LBB0_896:
	vpbroadcastq	%rdi, %zmm0
	vporq	%zmm26, %zmm0, %zmm1
	vporq	%zmm30, %zmm0, %zmm2
	vporq	%zmm22, %zmm0, %zmm3
	vporq	%zmm29, %zmm0, %zmm0
	movq	%rdi, %r8
	subq	%rsi, %r8
	vmovups	(%r12,%rdi,4), %zmm4
	vmovups	64(%r12,%rdi,4), %zmm5
	vmulps	%zmm4, %zmm17, %zmm6
	vmulps	%zmm5, %zmm17, %zmm7
	vcvtuqq2ps	%zmm2, %ymm8
	vcvtuqq2ps	%zmm1, %ymm9
	vinsertf64x4	$1, %ymm9, %zmm8, %zmm8
	vcvtuqq2ps	%zmm0, %ymm9
	vcvtuqq2ps	%zmm3, %ymm10
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm9
	vcmpltps	%zmm4, %zmm19, %k2
	vcmpltps	%zmm5, %zmm19, %k3
	vmovaps	%zmm23, %zmm10 {%k2} {z}
	vmovaps	%zmm23, %zmm11 {%k3} {z}
	vcmpeqps	%zmm19, %zmm4, %k2
	vcmpeqps	%zmm19, %zmm5, %k3
	vcmpleps	%zmm28, %zmm8, %k2 {%k2}
	vcmpleps	%zmm28, %zmm9, %k3 {%k3}
	vmovaps	%zmm23, %zmm4 {%k2} {z}
	vmaxps	%zmm10, %zmm4, %zmm4
	vmovaps	%zmm23, %zmm5 {%k3} {z}
	vmaxps	%zmm11, %zmm5, %zmm5
	vcmpneqps	%zmm12, %zmm4, %k2
	vcmpneqps	%zmm12, %zmm5, %k3
	vmovaps	%zmm21, %zmm4
	vaddps	(%rcx,%r8,4), %zmm6, %zmm4 {%k2}
	vmovaps	%zmm21, %zmm5
	vaddps	64(%rcx,%r8,4), %zmm7, %zmm5 {%k3}
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm3, %ymm3
	vcmpltps	%zmm4, %zmm15, %k0
	vcmpltps	%zmm5, %zmm14, %k2
	vcmpordps	%zmm12, %zmm15, %k3
	vcmpordps	%zmm12, %zmm14, %k4
	vcmpunordps	%zmm12, %zmm4, %k3 {%k3}
	vcmpunordps	%zmm12, %zmm5, %k4 {%k4}
	korw	%k3, %k0, %k3
	korw	%k4, %k2, %k2
	vmovaps	%zmm4, %zmm15 {%k3}
	vmovaps	%zmm5, %zmm14 {%k2}
	vinserti32x8	$1, %ymm1, %zmm2, %zmm27 {%k3}
	vinserti32x8	$1, %ymm3, %zmm0, %zmm20 {%k2}
	addq	$32, %rdi
	cmpq	%rdx, %rdi
	jb	.LBB0_896
.LBB0_897:
	vmovaps	%zmm14, 3520(%rsp)
	vmovdqa64	%zmm20, 3584(%rsp)
	vmovaps	%zmm15, 3392(%rsp)
	cmpq	4800(%rsp), %rdx
	vpbroadcastq	.LCPI0_20(%rip), %zmm11
	movq	%r13, %r14
	jae	.LBB0_833
	andq	$-32, %r9
	vmovdqa64	1856(%rsp), %zmm9
	vmovdqa64	1920(%rsp), %zmm8
	vmovdqa64	2688(%rsp), %zmm15
	vmovd	.LCPI0_5(%rip), %xmm12
	vmovss	.LCPI0_2(%rip), %xmm4
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	vmovaps	2304(%rsp), %xmm10
	vmovaps	912(%rsp), %xmm6
	vmovdqa64	4096(%rsp), %zmm23
	vmovaps	%xmm13, %xmm28
	vmovss	.LCPI0_0(%rip), %xmm7
	movq	4800(%rsp), %rax
	.p2align	4
.LBB0_899:
	leaq	(%rsi,%r9), %rdx
	vmovss	(%r15,%r9,4), %xmm0
	vmulss	%xmm0, %xmm16, %xmm1
	vcvtusi2ss	%rdx, %xmm16, %xmm2
	vcmpltss	%xmm0, %xmm6, %k2
	vmovss	%xmm7, %xmm7, %xmm3 {%k2} {z}
	vcmpeqss	%xmm6, %xmm0, %k0
	vcmpless	%xmm28, %xmm2, %k2
	kandw	%k2, %k0, %k2
	vmovss	%xmm7, %xmm7, %xmm0 {%k2} {z}
	vmaxss	%xmm3, %xmm0, %xmm0
	vaddss	(%rcx,%r9,4), %xmm1, %xmm1
	vcmpneqss	%xmm18, %xmm0, %k2
	vmovaps	%xmm4, %xmm0
	vmovss	%xmm1, %xmm0, %xmm0 {%k2}
	vucomiss	%xmm25, %xmm0
	seta	%dil
	vcmpunordss	%xmm18, %xmm0, %k0
	vcmpordss	%xmm18, %xmm25, %k2
	kandw	%k0, %k2, %k0
	kmovd	%k0, %r8d
	orb	%dil, %r8b
	andb	$1, %r8b
	kmovd	%r8d, %k2
	vmovss	%xmm0, %xmm25, %xmm25 {%k2}
	cmovneq	%rdx, %rbx
	leaq	(%rsi,%r9), %rdx
	incq	%rdx
	incq	%r9
	cmpq	%rax, %rdx
	jb	.LBB0_899
	jmp	.LBB0_834
.LBB0_900:
	movq	576(%rsp), %rcx
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vmovaps	1728(%rsp), %zmm17
	vxorpd	%xmm18, %xmm18, %xmm18
	movq	176(%rsp), %rbx
	jmp	.LBB0_902
.LBB0_901:
	movq	576(%rsp), %rcx
	vmovaps	112(%rsp), %xmm16
	vmovaps	1728(%rsp), %zmm17
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vxorpd	%xmm18, %xmm18, %xmm18
	vmovaps	416(%rsp), %xmm24
	movq	448(%rsp), %r11
	vmovdqa64	144(%rsp), %xmm28
	movq	176(%rsp), %rbx
	vmovdqa64	672(%rsp), %xmm25
.LBB0_902:
	vmovaps	5888(%rsp), %zmm27
	jmp	.LBB0_894
.LBB0_903:
	addq	128(%rsp), %rdi
	movq	%rdi, %rcx
	movq	72(%rsp), %rsi
	movl	$3528531795, %r12d
	movq	768(%rsp), %rax
	movq	4544(%rsp), %r9
	movl	64(%rsp), %r13d
	movq	296(%rsp), %rbx
	movq	3072(%rsp), %r14
	movq	%r15, %r10
	jmp	.LBB0_856
.LBB0_904:
	addq	%rsi, %r11
	movq	%r11, %rcx
	vmovsd	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_20(%rip), %xmm9
	vmovsd	.LCPI0_26(%rip), %xmm10
	vmovsd	.LCPI0_27(%rip), %xmm11
	vmovaps	416(%rsp), %xmm24
	vmovdqa64	%xmm0, %xmm16
	movq	448(%rsp), %r11
	jmp	.LBB0_868
	.p2align	4
.LBB0_905:
	cmpq	$31, %rcx
	jbe	.LBB0_907
	vxorps	%xmm0, %xmm0, %xmm0
	vmovaps	3520(%rsp), %zmm1
	vcmpunordps	%zmm0, %zmm1, %k0
	vmovaps	3392(%rsp), %zmm3
	vcmpordps	%zmm0, %zmm3, %k2
	vmovdqa64	3584(%rsp), %zmm0
	vpcmpltud	%zmm27, %zmm0, %k3
	vcmpltps	%zmm1, %zmm3, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%zmm3, %zmm1, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandw	%k0, %k2, %k2
	kandnw	%k3, %k0, %k0
	korw	%k0, %k2, %k2
	vmovaps	%zmm1, %zmm3 {%k2}
	vmovdqa32	%zmm0, %zmm27 {%k2}
	vextractf64x4	$1, %zmm3, %ymm0
	vextracti64x4	$1, %zmm27, %ymm1
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpunordps	%ymm2, %ymm0, %k0
	vcmpordps	%ymm2, %ymm3, %k2
	vpcmpltud	%ymm27, %ymm1, %k3
	vcmpltps	%ymm0, %ymm3, %k4
	korb	%k3, %k2, %k2
	vcmpeqps	%ymm3, %ymm0, %k3 {%k3}
	korb	%k3, %k4, %k3
	kandnb	%k3, %k0, %k3
	kandb	%k0, %k2, %k0
	korb	%k3, %k0, %k2
	vblendmps	%ymm0, %ymm3, %ymm0 {%k2}
	vpblendmd	%ymm1, %ymm27, %ymm1 {%k2}
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
	setnp	%r9b
	sete	%r10b
	andb	%r9b, %r10b
	orb	%dil, %sil
	kmovd	%esi, %k2
	andb	%dil, %r10b
	orb	%r8b, %r10b
	kmovd	%r10d, %k3
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
	cmpq	%rcx, %rbx
	setb	%sil
	vucomiss	%xmm0, %xmm25
	seta	%dil
	setnp	%r8b
	sete	%r9b
	andb	%r8b, %r9b
	orb	%sil, %dl
	andb	%sil, %r9b
	orb	%dil, %r9b
	movabsq	$4611686018427387899, %rdi
	vucomiss	%xmm25, %xmm25
	movzbl	%dl, %edx
	movzbl	%r9b, %esi
	cmovpl	%edx, %esi
	movq	2112(%rsp), %r15
	testb	%sil, %sil
	cmoveq	%rcx, %rbx
.LBB0_907:
	movq	40(%rsp), %r9
	vmovdqa	%xmm12, %xmm7
	movq	%r14, %r13
	jmp	.LBB0_130
	.p2align	4
.LBB0_908:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_909:
	cmpq	%rcx, %rsi
	jne	.LBB0_908
.LBB0_910:
	vcvtusi2ss	%edx, %xmm31, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$16384, %eax
	cmpq	$8, %rsi
	jae	.LBB0_912
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_922
.LBB0_912:
	cmpq	$64, %rsi
	jae	.LBB0_914
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_919
.LBB0_914:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_915:
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
	cmpq	%rdx, %rcx
	jne	.LBB0_915
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
	cmpq	%rcx, %rsi
	jne	.LBB0_918
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_924
.LBB0_918:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_922
.LBB0_919:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_920:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_920
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_923
	.p2align	4
.LBB0_922:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_923:
	cmpq	%rcx, %rsi
	jne	.LBB0_922
.LBB0_924:
	vcvtusi2ss	%edx, %xmm31, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$8192, %eax
	cmpq	$8, %rsi
	jae	.LBB0_926
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_936
.LBB0_926:
	cmpq	$64, %rsi
	jae	.LBB0_928
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_933
.LBB0_928:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_929:
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
	cmpq	%rdx, %rcx
	jne	.LBB0_929
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
	cmpq	%rcx, %rsi
	jne	.LBB0_932
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_938
.LBB0_932:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_936
.LBB0_933:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_934:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_934
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_937
	.p2align	4
.LBB0_936:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_937:
	cmpq	%rcx, %rsi
	jne	.LBB0_936
.LBB0_938:
	vcvtusi2ss	%edx, %xmm13, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$4096, %eax
	cmpq	$8, %rsi
	jae	.LBB0_940
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_950
.LBB0_940:
	cmpq	$64, %rsi
	jae	.LBB0_942
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_947
.LBB0_942:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_943:
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
	cmpq	%rdx, %rcx
	jne	.LBB0_943
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
	cmpq	%rcx, %rsi
	jne	.LBB0_946
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_952
.LBB0_946:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_950
.LBB0_947:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_948:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_948
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_951
	.p2align	4
.LBB0_950:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_951:
	cmpq	%rcx, %rsi
	jne	.LBB0_950
.LBB0_952:
	vcvtusi2ss	%edx, %xmm14, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$2048, %eax
	cmpq	$8, %rsi
	jae	.LBB0_954
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_964
.LBB0_954:
	cmpq	$64, %rsi
	jae	.LBB0_956
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_961
.LBB0_956:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_957:
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
	cmpq	%rdx, %rcx
	jne	.LBB0_957
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
	cmpq	%rcx, %rsi
	jne	.LBB0_960
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_966
.LBB0_960:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_964
.LBB0_961:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_962:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_962
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_965
	.p2align	4
.LBB0_964:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_965:
	cmpq	%rcx, %rsi
	jne	.LBB0_964
.LBB0_966:
	vcvtusi2ss	%edx, %xmm14, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$1024, %eax
	cmpq	$8, %rsi
	jae	.LBB0_968
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_978
.LBB0_968:
	cmpq	$64, %rsi
	jae	.LBB0_970
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_975
.LBB0_970:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_971:
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
	cmpq	%rdx, %rcx
	jne	.LBB0_971
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
	cmpq	%rcx, %rsi
	jne	.LBB0_974
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_980
.LBB0_974:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_978
.LBB0_975:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_976:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_976
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_979
	.p2align	4
.LBB0_978:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_979:
	cmpq	%rcx, %rsi
	jne	.LBB0_978
.LBB0_980:
	vcvtusi2ss	%edx, %xmm14, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$512, %eax
	cmpq	$8, %rsi
	jae	.LBB0_982
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_992
.LBB0_982:
	cmpq	$64, %rsi
	jae	.LBB0_984
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_989
.LBB0_984:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_985:
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
	cmpq	%rdx, %rcx
	jne	.LBB0_985
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
	cmpq	%rcx, %rsi
	jne	.LBB0_988
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_994
.LBB0_988:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_992
.LBB0_989:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_990:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_990
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_993
	.p2align	4
.LBB0_992:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_993:
	cmpq	%rcx, %rsi
	jne	.LBB0_992
.LBB0_994:
	vcvtusi2ss	%edx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$256, %eax
	cmpq	$8, %rsi
	jae	.LBB0_996
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1006
.LBB0_996:
	cmpq	$64, %rsi
	jae	.LBB0_998
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1003
.LBB0_998:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_999:
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
	cmpq	%rdx, %rcx
	jne	.LBB0_999
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
	cmpq	%rcx, %rsi
	jne	.LBB0_1002
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_1008
.LBB0_1002:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_1006
.LBB0_1003:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_1004:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_1004
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_1007
	.p2align	4
.LBB0_1006:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_1007:
	cmpq	%rcx, %rsi
	jne	.LBB0_1006
.LBB0_1008:
	vcvtusi2ss	%edx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$128, %eax
	cmpq	$8, %rsi
	jae	.LBB0_1010
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1020
.LBB0_1010:
	cmpq	$64, %rsi
	jae	.LBB0_1012
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1017
.LBB0_1012:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_1013:
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
	cmpq	%rdx, %rcx
	jne	.LBB0_1013
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
	cmpq	%rcx, %rsi
	jne	.LBB0_1016
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_1022
.LBB0_1016:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_1020
.LBB0_1017:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_1018:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_1018
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_1021
	.p2align	4
.LBB0_1020:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_1021:
	cmpq	%rcx, %rsi
	jne	.LBB0_1020
.LBB0_1022:
	vcvtusi2ss	%edx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$64, %eax
	cmpq	$8, %rsi
	jae	.LBB0_1024
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1034
.LBB0_1024:
	cmpq	$64, %rsi
	jae	.LBB0_1026
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1031
.LBB0_1026:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_1027:
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
	cmpq	%rdx, %rcx
	jne	.LBB0_1027
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
	cmpq	%rcx, %rsi
	jne	.LBB0_1030
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_1036
.LBB0_1030:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_1034
.LBB0_1031:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_1032:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_1032
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_1035
	.p2align	4
.LBB0_1034:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_1035:
	cmpq	%rcx, %rsi
	jne	.LBB0_1034
.LBB0_1036:
	vcvtusi2ss	%edx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$32, %eax
	cmpq	$8, %rsi
	jae	.LBB0_1038
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1048
.LBB0_1038:
	cmpq	$64, %rsi
	jae	.LBB0_1040
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1045
.LBB0_1040:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_1041:
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
	cmpq	%rdx, %rcx
	jne	.LBB0_1041
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
	cmpq	%rcx, %rsi
	jne	.LBB0_1044
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_1050
.LBB0_1044:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_1048
.LBB0_1045:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_1046:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_1046
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_1049
	.p2align	4
.LBB0_1048:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_1049:
	cmpq	%rcx, %rsi
	jne	.LBB0_1048
.LBB0_1050:
	vcvtusi2ss	%edx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$16, %eax
	cmpq	$8, %rsi
	jae	.LBB0_1052
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1062
.LBB0_1052:
	cmpq	$64, %rsi
	jae	.LBB0_1054
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1059
.LBB0_1054:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_1055:
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
	cmpq	%rdx, %rcx
	jne	.LBB0_1055
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
	cmpq	%rcx, %rsi
	jne	.LBB0_1058
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_1064
.LBB0_1058:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_1062
.LBB0_1059:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_1060:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_1060
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_1063
	.p2align	4
.LBB0_1062:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_1063:
	cmpq	%rcx, %rsi
	jne	.LBB0_1062
.LBB0_1064:
	vcvtusi2ss	%edx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$8, %eax
	cmpq	$8, %rsi
	jae	.LBB0_1066
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1076
.LBB0_1066:
	cmpq	$64, %rsi
	jae	.LBB0_1068
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1073
.LBB0_1068:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_1069:
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
	cmpq	%rdx, %rcx
	jne	.LBB0_1069
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
	cmpq	%rcx, %rsi
	jne	.LBB0_1072
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_1078
.LBB0_1072:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_1076
.LBB0_1073:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_1074:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_1074
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_1077
	.p2align	4
.LBB0_1076:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_1077:
	cmpq	%rcx, %rsi
	jne	.LBB0_1076
.LBB0_1078:
	vcvtusi2ss	%edx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$4, %eax
	cmpq	$8, %rsi
	jae	.LBB0_1080
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1090
.LBB0_1080:
	cmpq	$64, %rsi
	jae	.LBB0_1082
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1087
.LBB0_1082:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_1083:
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
	cmpq	%rdx, %rcx
	jne	.LBB0_1083
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
	cmpq	%rcx, %rsi
	jne	.LBB0_1086
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_1092
.LBB0_1086:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_1090
.LBB0_1087:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_1088:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_1088
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_1091
	.p2align	4
.LBB0_1090:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_1091:
	cmpq	%rcx, %rsi
	jne	.LBB0_1090
.LBB0_1092:
	vcvtusi2ss	%edx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$2, %eax
	cmpq	$8, %rsi
	jae	.LBB0_1094
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1104
.LBB0_1094:
	cmpq	$64, %rsi
	jae	.LBB0_1096
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1101
.LBB0_1096:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_1097:
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
	cmpq	%rdx, %rcx
	jne	.LBB0_1097
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
	cmpq	%rcx, %rsi
	jne	.LBB0_1100
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_1106
.LBB0_1100:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_1104
.LBB0_1101:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_1102:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_1102
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_1105
	.p2align	4
.LBB0_1104:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_1105:
	cmpq	%rcx, %rsi
	jne	.LBB0_1104
.LBB0_1106:
	vcvtusi2ss	%edx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$1, %eax
	cmpq	$8, %rsi
	jae	.LBB0_1108
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1118
.LBB0_1108:
	cmpq	$64, %rsi
	jae	.LBB0_1110
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1115
.LBB0_1110:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_1111:
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
	cmpq	%rdx, %rcx
	jne	.LBB0_1111
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
	cmpq	%rcx, %rsi
	jne	.LBB0_1114
	movq	%rsi, %rcx
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_1121
.LBB0_1114:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_1118
.LBB0_1115:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_1116:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_1116
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_1119
	.p2align	4
.LBB0_1118:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_1119:
	cmpq	%rcx, %rsi
	jne	.LBB0_1118
	movq	%rsi, %rcx
.LBB0_1121:
	vmovaps	80(%rsp), %xmm1
.LBB0_1122:
	vcvtusi2ss	%edx, %xmm14, %xmm0
	vucomiss	%xmm1, %xmm0
	cmovbl	%r8d, %eax
	cmpq	$0, 1144(%rsp)
	je	.LBB0_1139
	movq	%rcx, %rdx
	andq	$-64, %rdx
	movq	%rdx, 320(%rsp)
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm1
	movq	%rcx, %r10
	andq	$-8, %r10
	xorl	%r11d, %r11d
	xorl	%edx, %edx
	jmp	.LBB0_1126
.LBB0_1124:
	vmovaps	1728(%rsp), %zmm17
	vmovdqa64	2048(%rsp), %zmm26
	vmovdqa64	1856(%rsp), %zmm9
	vmovdqa64	1920(%rsp), %zmm8
	vmovdqa64	2688(%rsp), %zmm15
	vmovss	.LCPI0_5(%rip), %xmm7
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovaps	2304(%rsp), %xmm10
	vmovaps	112(%rsp), %xmm16
	vbroadcastsd	.LCPI0_20(%rip), %zmm11
	vpxord	%xmm18, %xmm18, %xmm18
	.p2align	4
.LBB0_1125:
	vcvtusi2ss	%r8d, %xmm31, %xmm2
	vucomiss	80(%rsp), %xmm2
	movq	192(%rsp), %rdx
	cmovaeq	%rbx, %rdx
	incq	%r11
	cmpq	5480(%rsp), %r11
	movabsq	$-9223372036854775808, %rbx
	je	.LBB0_1140
.LBB0_1126:
	movq	5488(%rsp), %rdi
	leal	(%r11,%rdi), %r8d
	shrxq	%r8, %rbx, %rbx
	movq	%rdx, 192(%rsp)
	orq	%rdx, %rbx
	movl	%r9d, %r8d
	testq	%rsi, %rsi
	je	.LBB0_1125
	cmpq	$8, %rcx
	jae	.LBB0_1129
	xorl	%r14d, %r14d
	movl	%r9d, %r8d
	movq	4224(%rsp), %rdx
	movq	448(%rsp), %r13
	jmp	.LBB0_1138
	.p2align	4
.LBB0_1129:
	vpbroadcastq	%rbx, %zmm2
	cmpq	$64, %rcx
	jae	.LBB0_1131
	xorl	%r15d, %r15d
	movl	%r9d, %r8d
	movq	448(%rsp), %r13
	jmp	.LBB0_1135
.LBB0_1131:
	vpxor	%xmm3, %xmm3, %xmm3
	xorl	%r14d, %r14d
	vmovdqa64	%zmm0, %zmm4
	vpxor	%xmm5, %xmm5, %xmm5
	vpxor	%xmm6, %xmm6, %xmm6
	movq	952(%rsp), %rdx
	movq	936(%rsp), %rdi
	movq	320(%rsp), %r13
	.p2align	4
.LBB0_1132:
	vmovdqu64	-192(%rdi,%r14,4), %zmm7
	vmovdqu64	-128(%rdi,%r14,4), %zmm8
	vmovdqu64	-64(%rdi,%r14,4), %zmm9
	vmovdqu64	(%rdi,%r14,4), %zmm10
	vpmovzxdq	-192(%rdx,%r14,4), %zmm11
	vpmovzxdq	-160(%rdx,%r14,4), %zmm12
	vpmovzxdq	-128(%rdx,%r14,4), %zmm13
	vpmovzxdq	-96(%rdx,%r14,4), %zmm14
	vpmovzxdq	-64(%rdx,%r14,4), %zmm15
	vpmovzxdq	-32(%rdx,%r14,4), %zmm16
	vpmovzxdq	(%rdx,%r14,4), %zmm17
	vpmovzxdq	32(%rdx,%r14,4), %zmm18
	vpsubq	%zmm12, %zmm23, %zmm12
	vpsubq	%zmm11, %zmm23, %zmm11
	vpsubq	%zmm14, %zmm23, %zmm14
	vpsubq	%zmm13, %zmm23, %zmm13
	vpsubq	%zmm16, %zmm23, %zmm16
	vpsubq	%zmm15, %zmm23, %zmm15
	vpsubq	%zmm18, %zmm23, %zmm18
	vpsubq	%zmm17, %zmm23, %zmm17
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
	addq	$64, %r14
	cmpq	%r14, %r13
	jne	.LBB0_1132
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
	vmovd	%xmm3, %r8d
	cmpq	%r13, %rcx
	je	.LBB0_1124
	movq	%r13, %r15
	movq	%r13, %r14
	testb	$56, %cl
	movq	4224(%rsp), %rdx
	vmovaps	1728(%rsp), %zmm17
	vmovdqa64	2048(%rsp), %zmm26
	vmovdqa64	1856(%rsp), %zmm9
	vmovdqa64	1920(%rsp), %zmm8
	vmovdqa64	2688(%rsp), %zmm15
	vmovss	.LCPI0_5(%rip), %xmm7
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovaps	2304(%rsp), %xmm10
	vmovaps	112(%rsp), %xmm16
	movq	448(%rsp), %r13
	vbroadcastsd	.LCPI0_20(%rip), %zmm11
	vpxord	%xmm18, %xmm18, %xmm18
	je	.LBB0_1138
.LBB0_1135:
	vmovd	%r8d, %xmm3
	.p2align	4
.LBB0_1136:
	vmovdqu	(%r13,%r15,4), %ymm4
	vpmovzxdq	(%r12,%r15,4), %zmm5
	vpcmpnleud	%ymm1, %ymm4, %k0
	vpcmpeqd	%ymm1, %ymm4, %k2
	vpsubq	%zmm5, %zmm23, %zmm4
	vpcmpnltuq	%zmm2, %zmm4, %k2 {%k2}
	korb	%k2, %k0, %k0
	vpmovm2d	%k0, %ymm4
	vpsubd	%ymm4, %ymm3, %ymm3
	addq	$8, %r15
	cmpq	%r15, %r10
	jne	.LBB0_1136
	vextracti128	$1, %ymm3, %xmm2
	vpaddd	%xmm2, %xmm3, %xmm2
	vpshufd	$238, %xmm2, %xmm3
	vpaddd	%xmm3, %xmm2, %xmm2
	vpshufd	$85, %xmm2, %xmm3
	vpaddd	%xmm3, %xmm2, %xmm2
	vmovd	%xmm2, %r8d
	movq	%r10, %r14
	cmpq	%r10, %rcx
	movq	4224(%rsp), %rdx
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_1125
	.p2align	4
.LBB0_1138:
	movl	(%r12,%r14,4), %r15d
	cmpl	%eax, (%r13,%r14,4)
	seta	%r12b
	sete	%r13b
	movq	%rdx, %rdi
	subq	%r15, %rdi
	cmpq	%rbx, %rdi
	setae	%dil
	andb	%r13b, %dil
	movq	576(%rsp), %r15
	movq	448(%rsp), %r13
	orb	%r12b, %dil
	movq	%r15, %r12
	movzbl	%dil, %edi
	addl	%edi, %r8d
	incq	%r14
	cmpq	%r14, %rcx
	jne	.LBB0_1138
	jmp	.LBB0_1125
.LBB0_1139:
	xorl	%edx, %edx
.LBB0_1140:
	movl	%eax, %ecx
	andl	$2147483647, %ecx
	testl	%eax, %eax
	notl	%eax
	cmovsl	%ecx, %eax
	vmovd	%eax, %xmm25
	movq	4224(%rsp), %rax
	subq	%rdx, %rax
	vcvtusi2ss	%rax, %xmm31, %xmm28
	movq	40(%rsp), %r9
	movq	104(%rsp), %rax
	movl	$3528531795, %ecx
	movq	2112(%rsp), %r15
	movq	704(%rsp), %r13
	movabsq	$4611686018427387899, %rdi
	movabsq	$4611686018427387896, %r14
	movq	1984(%rsp), %r12
	movq	448(%rsp), %r11
	cmpb	$0, 55(%rsp)
	jne	.LBB0_161
	jmp	.LBB0_829
.LBB0_1141:
	movq	104(%rsp), %r8
	movq	%r8, %rdx
	movq	40(%rsp), %rdi
	subq	%rdi, %rdx
	jbe	.LBB0_1266
	movq	%r12, %rcx
	shlq	$6, %rcx
	cmpl	$0, 56(%rsp)
	sete	%al
	vmovss	.LCPI0_0(%rip), %xmm0
	vucomiss	%xmm10, %xmm0
	setbe	%r9b
	movl	$3528531795, %esi
	andb	%al, %r9b
	movb	%r9b, 144(%rsp)
	movq	5824(%rsp), %rax
	movq	%rax, %r10
	shrq	$32, %r10
	movq	72(%rsp), %r11
	movl	%r11d, %ebx
	leaq	-78811644(%rsi), %r9
	imulq	%r9, %rbx
	movq	%rbx, %r14
	shrq	$32, %r14
	xorq	%rax, %r11
	movq	%r11, 72(%rsp)
	leaq	(%rax,%rsi), %r9
	addq	$-874096026, %r9
	leaq	-384397518(%r10,%rsi), %r11
	movq	%r11, 2304(%rsp)
	leaq	1993301258(%r10), %r11
	movq	%r11, 6400(%rsp)
	vmovq	%r9, %xmm0
	vmovq	%rbx, %xmm1
	xorq	%r9, %rbx
	movq	%rbx, 5760(%rsp)
	leaq	842468239(%r10), %rbx
	leaq	(%r10,%rsi), %r13
	addq	$458070721, %r13
	leaq	-692762298(%r10,%rsi), %r9
	movq	%r9, 2624(%rsp)
	movq	%rdx, 768(%rsp)
	leaq	1684936478(%r10), %rdx
	movq	%rdx, 3776(%rsp)
	leaq	(%r10,%rsi), %rdx
	addq	$149705941, %rdx
	movq	%rdx, 2240(%rsp)
	addq	$534103459, %r10
	vmovq	%r14, %xmm2
	vmovq	%rax, %xmm3
	xorq	%rax, %r14
	movq	%r14, 4224(%rsp)
	leaq	1013904242(%rax), %r14
	leaq	(%rax,%rsi), %r9
	addq	$139808216, %r9
	leaq	2027808484(%rax), %r11
	leaq	387276957(%rax), %rdx
	movq	%rdx, 3072(%rsp)
	leaq	-486819069(%rax,%rsi), %r15
	leaq	1401181199(%rax), %rdx
	movq	%rdx, 5184(%rsp)
	leal	-1879881855(%rax), %eax
	movl	%eax, 3200(%rsp)
	movq	2400(%rsp), %rax
	leaq	(%rax,%rdi,8), %rax
	movq	%rax, 3456(%rsp)
	movq	2408(%rsp), %rax
	leaq	(%rax,%rdi,4), %rax
	movq	%rax, 128(%rsp)
	vpxor	%xmm3, %xmm2, %xmm2
	movq	72(%rsp), %rax
	vpbroadcastq	%rax, %zmm3
	vmovdqa64	%zmm3, 1920(%rsp)
	vpxor	%xmm1, %xmm0, %xmm0
	movq	2304(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqa64	%zmm1, 1856(%rsp)
	movq	%r14, 3136(%rsp)
	vpbroadcastq	%r14, %zmm1
	vmovdqa64	%zmm1, 2048(%rsp)
	movq	6400(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqa64	%zmm1, 4544(%rsp)
	movq	%r9, 1344(%rsp)
	vpbroadcastq	%r9, %zmm1
	vmovdqa64	%zmm1, 6272(%rsp)
	movq	%rbx, 6144(%rsp)
	vpbroadcastq	%rbx, %zmm1
	vmovdqa64	%zmm1, 6208(%rsp)
	movq	%r11, 1152(%rsp)
	vpbroadcastq	%r11, %zmm1
	vmovdqa64	%zmm1, 3968(%rsp)
	movq	3072(%rsp), %r9
	movq	%r13, 3008(%rsp)
	vpbroadcastq	%r13, %zmm1
	movzbl	144(%rsp), %edx
	vmovdqa64	%zmm1, 4480(%rsp)
	vpbroadcastq	%r9, %zmm1
	vmovdqa64	%zmm1, 5568(%rsp)
	movq	2624(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqa64	%zmm1, 4416(%rsp)
	movq	%r15, 1472(%rsp)
	vpbroadcastq	%r15, %zmm1
	movl	%edx, %r15d
	vmovdqa64	%zmm1, 4992(%rsp)
	movq	5184(%rsp), %rdx
	movq	3776(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	movq	%r10, %r13
	movq	768(%rsp), %r11
	vmovdqa64	%zmm1, 4928(%rsp)
	vpbroadcastq	%rdx, %zmm1
	vmovdqa64	%zmm1, 4864(%rsp)
	vpbroadcastq	%r10, %zmm1
	vmovdqa64	%zmm1, 5312(%rsp)
	movq	2240(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqa64	%zmm1, 4352(%rsp)
	movl	3200(%rsp), %eax
	vpbroadcastd	%eax, %zmm1
	vmovdqa64	%zmm1, 4288(%rsp)
	vpbroadcastq	%xmm2, %zmm1
	vmovdqa64	%zmm1, 5248(%rsp)
	vpbroadcastq	%xmm0, %zmm0
	vmovdqa64	%zmm0, 2688(%rsp)
	vbroadcastss	%xmm16, %zmm0
	vmovaps	%zmm0, 5824(%rsp)
	imulq	$60, %rdi, %rax
	movq	944(%rsp), %rdx
	addq	%rdx, %rax
	movq	%rax, 4736(%rsp)
	imulq	$56, %rdi, %r14
	addq	%rdx, %r14
	imulq	$52, %rdi, %rax
	addq	%rdx, %rax
	movq	%rax, 3648(%rsp)
	leaq	(%rdi,%rdi,2), %rax
	leaq	(%rdx,%rax,8), %r10
	movq	%r10, 3392(%rsp)
	leaq	(%rdx,%rax,4), %r10
	movq	%r10, 3584(%rsp)
	shlq	$4, %rax
	addq	%rdx, %rax
	movq	%rax, 5696(%rsp)
	imulq	$44, %rdi, %rax
	addq	%rdx, %rax
	movq	%rax, 3520(%rsp)
	movq	%rdi, %rax
	shlq	$5, %rax
	addq	%rdx, %rax
	movq	%rax, 5952(%rsp)
	leaq	(%rdi,%rdi,8), %rax
	leaq	(%rdx,%rax,4), %r10
	movq	%r10, 6080(%rsp)
	leaq	(%rax,%rax,2), %rax
	addq	%rdi, %rax
	addq	%rdx, %rax
	movq	%rax, 5632(%rsp)
	leaq	(%rdi,%rdi,4), %rax
	leaq	(%rdx,%rax,8), %r10
	movq	%r10, 112(%rsp)
	leaq	(%rdx,%rax,4), %rax
	movq	%rax, 440(%rsp)
	movq	%rdi, %rax
	shlq	$4, %rax
	addq	%rdx, %rax
	movq	%rax, 6016(%rsp)
	vpxord	%xmm31, %xmm31, %xmm31
	leaq	(%rdx,%rdi,8), %rax
	movq	%rax, 2880(%rsp)
	leaq	(%rdx,%rdi,4), %rax
	movq	%rax, 1216(%rsp)
	movq	$0, 3712(%rsp)
	movabsq	$-9223372036854775808, %rax
	movq	3456(%rsp), %rdx
	movq	%rdx, 1664(%rsp)
	movq	128(%rsp), %r10
	movq	%r13, 176(%rsp)
	jmp	.LBB0_1144
	.p2align	4
.LBB0_1143:
	movq	40(%rsp), %rdi
	addq	$64, %rdi
	addq	$-64, %r11
	incq	3712(%rsp)
	addq	$3840, 4736(%rsp)
	movq	2560(%rsp), %r14
	addq	$3584, %r14
	addq	$3328, 3648(%rsp)
	addq	$3072, 5696(%rsp)
	addq	$2816, 3520(%rsp)
	addq	$2560, 112(%rsp)
	addq	$2304, 6080(%rsp)
	addq	$2048, 5952(%rsp)
	addq	$1792, 5632(%rsp)
	addq	$1536, 3392(%rsp)
	addq	$1280, 440(%rsp)
	addq	$1024, 6016(%rsp)
	addq	$768, 3584(%rsp)
	addq	$512, 2880(%rsp)
	addq	$256, 1216(%rsp)
	addq	$256, %r10
	addq	$512, %rbx
	movq	%rbx, 1664(%rsp)
	movq	104(%rsp), %r8
	cmpq	%r8, %rdi
	movq	3072(%rsp), %r9
	jae	.LBB0_1266
.LBB0_1144:
	cmpq	$1, %r11
	movq	%r11, %r13
	adcq	$0, %r13
	cmpq	$64, %r13
	movl	$64, %edx
	cmovaeq	%rdx, %r13
	movq	%r8, %rdx
	movq	%rdi, 40(%rsp)
	subq	%rdi, %rdx
	cmpq	$64, %rdx
	movl	$64, %r8d
	cmovbq	%rdx, %r8
	movl	$0, %ebx
	cmovaeq	%r12, %rbx
	decq	%rbx
	cmpq	$14, %rbx
	vmovaps	1280(%rsp), %zmm7
	movq	%r14, 2560(%rsp)
	vmovaps	%zmm25, 2496(%rsp)
	vmovaps	%zmm30, 2432(%rsp)
	vmovaps	%zmm16, 2816(%rsp)
	movq	%r10, 2176(%rsp)
	vmovaps	%zmm11, 2944(%rsp)
	ja	.LBB0_1160
	leaq	.LJTI0_0(%rip), %rdi
	movslq	(%rdi,%rbx,4), %rdx
	addq	%rdi, %rdx
	movq	2880(%rsp), %rdi
	jmpq	*%rdx
.LBB0_1146:
	movq	$-16, %rdx
	.p2align	4
.LBB0_1147:
	movq	1216(%rsp), %rdi
	vmovups	64(%rdi,%rdx,4), %zmm0
	vmovups	%zmm0, 22784(%rsp,%rdx,4)
	addq	$16, %rdx
	cmpq	$48, %rdx
	jb	.LBB0_1147
	jmp	.LBB0_1180
.LBB0_1148:
	movq	$-8, %r8
	movq	4736(%rsp), %r14
	.p2align	4
.LBB0_1149:
	vmovups	448(%r14), %ymm0
	vmovaps	%zmm0, 768(%rsp)
	vmovups	384(%r14), %zmm17
	vmovupd	320(%r14), %zmm16
	vmovupd	256(%r14), %zmm15
	vmovups	64(%r14), %zmm24
	vmovups	(%r14), %zmm1
	vmovupd	192(%r14), %zmm22
	vmovupd	128(%r14), %zmm0
	vmovapd	%zmm0, %zmm3
	vbroadcastf128	.LCPI0_385(%rip), %ymm2
	vpermt2pd	%zmm22, %zmm2, %zmm3
	vmovaps	%zmm1, %zmm4
	vmovaps	.LCPI0_44(%rip), %xmm2
	vpermt2ps	%zmm24, %zmm2, %zmm4
	vblendps	$248, %ymm3, %ymm4, %ymm3
	vmovapd	%zmm15, %zmm4
	vbroadcastf128	.LCPI0_386(%rip), %ymm2
	vpermt2pd	%zmm16, %zmm2, %zmm4
	vbroadcastss	420(%r14), %ymm5
	vblendps	$128, %ymm5, %ymm4, %ymm4
	vblendps	$224, %ymm4, %ymm3, %ymm2
	vbroadcastss	424(%r14), %ymm3
	vbroadcastss	428(%r14), %ymm29
	vmovups	(%r14), %xmm7
	vmovups	64(%r14), %xmm8
	vmovups	128(%r14), %xmm10
	vmovups	192(%r14), %xmm5
	vbroadcastss	144(%r14), %ymm28
	vmovups	416(%r14), %ymm20
	vmovups	256(%r14), %xmm18
	vmovups	320(%r14), %xmm13
	vmovups	(%r14), %ymm11
	vmovups	64(%r14), %ymm12
	vmovups	256(%r14), %ymm4
	vunpcklps	332(%r14){1to8}, %ymm4, %ymm27
	vmovups	128(%r14), %ymm6
	vmovups	192(%r14), %ymm21
	vmovups	384(%r14), %xmm23
	vmovups	448(%r14), %xmm9
	vmovups	320(%r14), %ymm19
	vmovups	384(%r14), %ymm26
	vmovups	%ymm2, 22752(%rsp,%r8,4)
	vmovapd	%zmm22, %zmm2
	vbroadcastf128	.LCPI0_387(%rip), %ymm14
	vpermt2ps	%zmm0, %zmm14, %zmm2
	vmovaps	%zmm24, %zmm14
	vmovaps	.LCPI0_47(%rip), %xmm25
	vpermt2ps	%zmm1, %zmm25, %zmm14
	vblendps	$248, %ymm2, %ymm14, %ymm2
	vmovapd	%zmm15, %zmm14
	vbroadcastsd	.LCPI0_388(%rip), %ymm25
	vpermt2ps	%zmm16, %zmm25, %zmm14
	vblendps	$128, %ymm3, %ymm14, %ymm3
	vblendps	$224, %ymm3, %ymm2, %ymm2
	vmovups	%ymm2, 23008(%rsp,%r8,4)
	vinsertps	$140, %xmm7, %xmm8, %xmm2
	vmovaps	%zmm0, %zmm3
	vbroadcastf128	.LCPI0_389(%rip), %ymm14
	vpermt2ps	%zmm22, %zmm14, %zmm3
	vblendps	$3, %ymm2, %ymm3, %ymm2
	vmovapd	%zmm15, %zmm3
	vbroadcastf128	.LCPI0_390(%rip), %ymm14
	vpermt2pd	%zmm16, %zmm14, %zmm3
	vmovaps	%ymm29, %ymm14
	vblendps	$128, %ymm14, %ymm3, %ymm3
	vblendps	$224, %ymm3, %ymm2, %ymm2
	vmovups	%ymm2, 23264(%rsp,%r8,4)
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
	vmovups	%ymm2, 23520(%rsp,%r8,4)
	vinsertps	$115, %xmm5, %xmm10, %xmm2
	vmovaps	%ymm11, %ymm3
	vmovddup	.LCPI0_391(%rip), %xmm7
	vpermt2ps	%ymm12, %ymm7, %ymm3
	vblendps	$3, %xmm3, %xmm2, %xmm2
	vmovaps	%zmm15, %zmm3
	vbroadcastf128	.LCPI0_392(%rip), %ymm7
	vpermt2ps	%zmm16, %zmm7, %zmm3
	vbroadcastf128	.LCPI0_393(%rip), %ymm7
	vpermt2ps	%ymm20, %ymm7, %ymm3
	vblendps	$15, %ymm2, %ymm3, %ymm2
	vmovups	%ymm2, 23776(%rsp,%r8,4)
	vblendps	$8, %xmm10, %xmm5, %xmm2
	vmovaps	%ymm11, %ymm3
	vmovaps	.LCPI0_57(%rip), %xmm7
	vpermt2ps	%ymm12, %ymm7, %ymm3
	vshufps	$180, %xmm2, %xmm3, %xmm2
	vmovaps	%zmm16, %zmm3
	vbroadcastf128	.LCPI0_394(%rip), %ymm7
	vpermt2ps	%zmm15, %zmm7, %zmm3
	vbroadcastf128	.LCPI0_395(%rip), %ymm7
	vpermt2ps	%ymm20, %ymm7, %ymm3
	vblendps	$15, %ymm2, %ymm3, %ymm2
	vmovups	%ymm2, 24032(%rsp,%r8,4)
	vinsertps	$140, %xmm18, %xmm13, %xmm2
	vinsertf128	$1, %xmm2, %ymm0, %ymm2
	vbroadcastsd	.LCPI0_396(%rip), %ymm3
	vpermps	%zmm17, %zmm3, %zmm3
	vblendps	$192, %ymm3, %ymm2, %ymm2
	vmovaps	%ymm28, %ymm3
	vblendps	$8, %xmm5, %xmm3, %xmm3
	vmovaps	%ymm11, %ymm5
	vmovaps	.LCPI0_61(%rip), %xmm7
	vpermt2ps	%ymm12, %ymm7, %ymm5
	vblendps	$3, %xmm5, %xmm3, %xmm3
	vblendps	$15, %ymm3, %ymm2, %ymm2
	vmovups	%ymm2, 24288(%rsp,%r8,4)
	vmovddup	.LCPI0_397(%rip), %xmm2
	vpermt2ps	%xmm18, %xmm2, %xmm13
	vmovaps	%xmm9, %xmm2
	vmovddup	.LCPI0_398(%rip), %xmm3
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
	vmovups	%ymm2, 24544(%rsp,%r8,4)
	vinsertps	$115, %xmm9, %xmm23, %xmm2
	vinsertf128	$1, %xmm2, %ymm0, %ymm2
	vmovaps	%ymm27, %ymm3
	vblendps	$192, %ymm2, %ymm3, %ymm2
	vmovaps	%zmm1, %zmm3
	vmovddup	.LCPI0_399(%rip), %xmm5
	vpermt2ps	%zmm24, %zmm5, %zmm3
	vmovaps	%ymm6, %ymm5
	vmovddup	.LCPI0_67(%rip), %xmm7
	vpermt2ps	%ymm21, %ymm7, %ymm5
	vblendps	$3, %xmm3, %xmm5, %xmm3
	vblendps	$15, %ymm3, %ymm2, %ymm2
	vmovups	%ymm2, 24800(%rsp,%r8,4)
	vmovaps	%ymm4, %ymm2
	vbroadcastsd	.LCPI0_65(%rip), %ymm3
	vpermt2ps	%ymm19, %ymm3, %ymm2
	vmovddup	.LCPI0_397(%rip), %xmm3
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
	vmovups	%ymm2, 25056(%rsp,%r8,4)
	vmovaps	%ymm4, %ymm2
	vbroadcastsd	.LCPI0_67(%rip), %ymm5
	vpermt2ps	%ymm19, %ymm5, %ymm2
	vmovaps	768(%rsp), %zmm9
	vmovaps	%ymm26, %ymm10
	vblendps	$240, %ymm10, %ymm9, %ymm5
	vbroadcastf128	.LCPI0_400(%rip), %ymm6
	vpermt2ps	%ymm5, %ymm6, %ymm2
	vbroadcasti64x4	.LCPI0_74(%rip), %zmm5
	vpermi2ps	%zmm24, %zmm1, %zmm5
	vextractf32x4	$2, %zmm5, %xmm6
	vmovaps	%zmm0, %zmm7
	vmovddup	.LCPI0_399(%rip), %xmm8
	vpermt2ps	%zmm22, %zmm8, %zmm7
	vblendps	$3, %xmm6, %xmm7, %xmm6
	vblendps	$15, %ymm6, %ymm2, %ymm2
	vmovups	%ymm2, 25312(%rsp,%r8,4)
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
	vmovups	%ymm2, 25568(%rsp,%r8,4)
	vshufps	$33, %ymm26, %ymm7, %ymm2
	vmovddup	.LCPI0_401(%rip), %xmm4
	vpermt2ps	%zmm24, %zmm4, %zmm1
	vmovaps	%zmm0, %zmm4
	vmovaps	.LCPI0_81(%rip), %ymm6
	vpermt2ps	%zmm22, %zmm6, %zmm4
	vblendps	$3, %xmm1, %xmm4, %xmm1
	vmovaps	%zmm15, %zmm4
	vbroadcastsd	.LCPI0_399(%rip), %ymm6
	vpermt2ps	%zmm16, %zmm6, %zmm4
	vshufps	$36, %ymm2, %ymm4, %ymm2
	vblendps	$15, %ymm1, %ymm2, %ymm1
	vmovups	%ymm1, 25824(%rsp,%r8,4)
	vshufps	$50, %ymm26, %ymm7, %ymm1
	vextractf32x4	$3, %zmm3, %xmm2
	vmovaps	%zmm0, %zmm3
	vmovaps	.LCPI0_83(%rip), %ymm4
	vpermt2ps	%zmm22, %zmm4, %zmm3
	vblendps	$3, %xmm2, %xmm3, %xmm2
	vmovaps	%zmm15, %zmm3
	vbroadcastf128	.LCPI0_402(%rip), %ymm4
	vpermt2ps	%zmm16, %zmm4, %zmm3
	vshufps	$36, %ymm1, %ymm3, %ymm1
	vblendps	$15, %ymm2, %ymm1, %ymm1
	vmovups	%ymm1, 26080(%rsp,%r8,4)
	vmovddup	.LCPI0_401(%rip), %xmm1
	vpermt2ps	%zmm22, %zmm1, %zmm0
	vextractf32x4	$3, %zmm5, %xmm1
	vblendps	$3, %xmm1, %xmm0, %xmm0
	vbroadcastsd	.LCPI0_403(%rip), %ymm1
	vpermt2ps	%zmm17, %zmm1, %zmm7
	vbroadcastf128	.LCPI0_404(%rip), %ymm1
	vpermt2ps	%zmm16, %zmm1, %zmm15
	vblendps	$192, %ymm7, %ymm15, %ymm1
	vblendps	$15, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 26336(%rsp,%r8,4)
	addq	$8, %r8
	addq	$480, %r14
	cmpq	$56, %r8
	jb	.LBB0_1149
	jmp	.LBB0_1180
.LBB0_1150:
	movq	$-8, %rdx
	movq	5696(%rsp), %r8
	.p2align	4
.LBB0_1151:
	vmovups	320(%r8), %zmm0
	vmovups	256(%r8), %zmm1
	vmovups	(%r8), %zmm2
	vmovups	64(%r8), %zmm5
	vmovups	128(%r8), %zmm3
	vmovups	192(%r8), %zmm4
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_405(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm2, %zmm7
	vmovaps	.LCPI0_167(%rip), %xmm8
	vpermt2ps	%zmm5, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vbroadcastsd	.LCPI0_406(%rip), %ymm8
	vpermt2ps	%zmm0, %zmm8, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 22752(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_407(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm2, %zmm7
	vmovaps	.LCPI0_170(%rip), %xmm8
	vpermt2ps	%zmm5, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vbroadcastsd	.LCPI0_408(%rip), %ymm8
	vpermt2ps	%zmm0, %zmm8, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 23008(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_409(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm2, %zmm7
	vmovaps	.LCPI0_173(%rip), %xmm8
	vpermt2ps	%zmm5, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vbroadcastsd	.LCPI0_410(%rip), %ymm8
	vpermt2ps	%zmm0, %zmm8, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 23264(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_411(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm2, %zmm7
	vmovaps	.LCPI0_176(%rip), %xmm8
	vpermt2ps	%zmm5, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vbroadcastsd	.LCPI0_412(%rip), %ymm8
	vpermt2ps	%zmm0, %zmm8, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 23520(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vmovaps	.LCPI0_178(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_179(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vbroadcastf128	.LCPI0_413(%rip), %ymm8
	vpermt2ps	%zmm0, %zmm8, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 23776(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vmovaps	.LCPI0_181(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_182(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vbroadcastf128	.LCPI0_414(%rip), %ymm8
	vpermt2ps	%zmm0, %zmm8, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 24032(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vmovaps	.LCPI0_184(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_185(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vbroadcastf128	.LCPI0_415(%rip), %ymm8
	vpermt2ps	%zmm0, %zmm8, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 24288(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vmovaps	.LCPI0_187(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_188(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm1, %zmm7
	vbroadcastf128	.LCPI0_416(%rip), %ymm8
	vpermt2ps	%zmm0, %zmm8, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 24544(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm6
	vmovddup	.LCPI0_406(%rip), %xmm7
	vpermt2ps	%zmm5, %zmm7, %zmm6
	vmovaps	%zmm3, %zmm7
	vbroadcastf128	.LCPI0_417(%rip), %ymm8
	vpermt2ps	%zmm4, %zmm8, %zmm7
	vblendps	$3, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastf128	.LCPI0_418(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 24800(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm6
	vmovddup	.LCPI0_408(%rip), %xmm7
	vpermt2ps	%zmm5, %zmm7, %zmm6
	vmovaps	%zmm3, %zmm7
	vbroadcastf128	.LCPI0_419(%rip), %ymm8
	vpermt2ps	%zmm4, %zmm8, %zmm7
	vblendps	$3, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastf128	.LCPI0_420(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 25056(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm6
	vmovddup	.LCPI0_410(%rip), %xmm7
	vpermt2ps	%zmm5, %zmm7, %zmm6
	vmovaps	%zmm3, %zmm7
	vbroadcastf128	.LCPI0_421(%rip), %ymm8
	vpermt2ps	%zmm4, %zmm8, %zmm7
	vblendps	$3, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastf128	.LCPI0_422(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 25312(%rsp,%rdx,4)
	vmovddup	.LCPI0_412(%rip), %xmm6
	vpermt2ps	%zmm5, %zmm6, %zmm2
	vbroadcastf128	.LCPI0_423(%rip), %ymm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vblendps	$3, %ymm2, %ymm3, %ymm2
	vbroadcastf128	.LCPI0_424(%rip), %ymm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vblendps	$224, %ymm0, %ymm2, %ymm0
	vmovups	%ymm0, 25568(%rsp,%rdx,4)
	addq	$8, %rdx
	addq	$384, %r8
	cmpq	$56, %rdx
	jb	.LBB0_1151
	jmp	.LBB0_1180
.LBB0_1152:
	movq	$-16, %rdx
	movq	440(%rsp), %r8
	movw	$8064, %di
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
.LBB0_1153:
	vmovups	256(%r8), %zmm0
	vmovups	(%r8), %zmm1
	vmovups	64(%r8), %zmm2
	vmovups	128(%r8), %zmm3
	vmovups	192(%r8), %zmm4
	vbroadcasti64x4	.LCPI0_328(%rip), %zmm5
	vpermi2ps	%zmm4, %zmm3, %zmm5
	vmovaps	%zmm1, %zmm6
	vpermt2ps	%zmm2, %zmm7, %zmm6
	kmovd	%edi, %k1
	vmovaps	%zmm5, %zmm6 {%k1}
	vpermt2ps	%zmm0, %zmm8, %zmm6
	vmovups	%zmm6, 22784(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_331(%rip), %zmm5
	vpermi2ps	%zmm4, %zmm3, %zmm5
	vmovaps	%zmm2, %zmm6
	vpermt2ps	%zmm1, %zmm9, %zmm6
	vmovaps	%zmm5, %zmm6 {%k1}
	vpermt2ps	%zmm0, %zmm10, %zmm6
	vmovups	%zmm6, 23040(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm5
	vpermt2ps	%zmm2, %zmm11, %zmm5
	vbroadcasti64x4	.LCPI0_335(%rip), %zmm6
	vpermi2ps	%zmm4, %zmm3, %zmm6
	kmovd	%ebx, %k1
	vmovapd	%zmm5, %zmm6 {%k1}
	vpermt2ps	%zmm0, %zmm12, %zmm6
	vmovups	%zmm6, 23296(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm5
	vbroadcasti64x4	.LCPI0_338(%rip), %zmm6
	vpermt2ps	%zmm2, %zmm13, %zmm5
	vpermi2ps	%zmm3, %zmm4, %zmm6
	vmovapd	%zmm5, %zmm6 {%k1}
	vpermt2ps	%zmm0, %zmm14, %zmm6
	vmovups	%zmm6, 23552(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_340(%rip), %zmm5
	vpermi2ps	%zmm4, %zmm3, %zmm5
	vpermt2ps	%zmm2, %zmm15, %zmm1
	movb	$56, %r14b
	kmovd	%r14d, %k1
	vmovapd	%zmm5, %zmm1 {%k1}
	vpermt2ps	%zmm0, %zmm16, %zmm1
	vmovups	%zmm1, 23808(%rsp,%rdx,4)
	addq	$16, %rdx
	addq	$320, %r8
	cmpq	$48, %rdx
	jb	.LBB0_1153
	jmp	.LBB0_1180
.LBB0_1154:
	movq	$-8, %r8
	movq	3648(%rsp), %r14
	.p2align	4
.LBB0_1155:
	vmovupd	384(%r14), %ymm0
	vmovups	128(%r14), %zmm6
	vmovups	192(%r14), %zmm5
	vmovups	320(%r14), %zmm2
	vmovups	256(%r14), %zmm1
	vmovups	64(%r14), %zmm4
	vmovups	(%r14), %zmm3
	vmovupd	128(%r14), %ymm7
	vperm2f128	$49, 192(%r14), %ymm7, %ymm7
	vmovaps	%zmm3, %zmm8
	vmovaps	.LCPI0_130(%rip), %xmm9
	vpermt2ps	%zmm4, %zmm9, %zmm8
	vblendps	$248, %ymm7, %ymm8, %ymm7
	vmovaps	%zmm1, %zmm8
	vbroadcastf128	.LCPI0_425(%rip), %ymm9
	vpermt2ps	%zmm2, %zmm9, %zmm8
	vblendps	$224, %ymm8, %ymm7, %ymm15
	vbroadcastss	388(%r14), %ymm11
	vmovupd	256(%r14), %ymm13
	vmovupd	320(%r14), %ymm14
	vbroadcastss	392(%r14), %ymm9
	vmovups	(%r14), %ymm10
	vmovups	64(%r14), %ymm12
	vbroadcastss	396(%r14), %ymm8
	vbroadcastss	152(%r14), %ymm7
	vblendps	$8, 192(%r14), %xmm7, %xmm7
	vmovaps	%xmm7, %xmm18
	vmovups	%ymm15, 22752(%rsp,%r8,4)
	vmovaps	%zmm3, %zmm15
	vmovaps	.LCPI0_132(%rip), %xmm7
	vpermt2ps	%zmm4, %zmm7, %zmm15
	vshufps	$37, %zmm6, %zmm5, %zmm16
	vshuff64x2	$230, %zmm16, %zmm16, %zmm7
	vblendps	$248, %ymm7, %ymm15, %ymm7
	vmovaps	%zmm1, %zmm15
	vbroadcastf32x4	.LCPI0_426(%rip), %ymm17
	vpermt2ps	%zmm2, %zmm17, %zmm15
	vblendps	$224, %ymm15, %ymm7, %ymm7
	vmovups	%ymm7, 23008(%rsp,%r8,4)
	vmovaps	%zmm6, %zmm7
	vbroadcastf128	.LCPI0_427(%rip), %ymm15
	vpermt2pd	%zmm5, %zmm15, %zmm7
	vmovaps	%zmm3, %zmm15
	vmovaps	.LCPI0_135(%rip), %xmm17
	vpermt2ps	%zmm4, %zmm17, %zmm15
	vblendps	$248, %ymm7, %ymm15, %ymm7
	vmovaps	%zmm2, %zmm15
	vbroadcastf32x4	.LCPI0_428(%rip), %ymm17
	vpermt2ps	%zmm1, %zmm17, %zmm15
	vblendps	$224, %ymm15, %ymm7, %ymm7
	vmovups	%ymm7, 23264(%rsp,%r8,4)
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_137(%rip), %ymm15
	vpermt2ps	%zmm6, %zmm15, %zmm7
	vmovaps	%zmm4, %zmm15
	vmovaps	.LCPI0_138(%rip), %xmm17
	vpermt2ps	%zmm3, %zmm17, %zmm15
	vblendps	$248, %ymm7, %ymm15, %ymm7
	vmovaps	%zmm2, %zmm15
	vbroadcastf32x4	.LCPI0_429(%rip), %ymm17
	vpermt2ps	%zmm1, %zmm17, %zmm15
	vblendps	$224, %ymm15, %ymm7, %ymm7
	vmovups	%ymm7, 23520(%rsp,%r8,4)
	vmovaps	%zmm6, %zmm7
	vbroadcastf128	.LCPI0_430(%rip), %ymm15
	vpermt2pd	%zmm5, %zmm15, %zmm7
	vmovaps	%zmm4, %zmm15
	vmovaps	.LCPI0_141(%rip), %xmm17
	vpermt2ps	%zmm3, %zmm17, %zmm15
	vblendps	$248, %ymm7, %ymm15, %ymm7
	vmovaps	%zmm2, %zmm15
	vbroadcastf32x4	.LCPI0_431(%rip), %ymm17
	vpermt2ps	%zmm1, %zmm17, %zmm15
	vblendps	$224, %ymm15, %ymm7, %ymm7
	vmovups	%ymm7, 23776(%rsp,%r8,4)
	vmovaps	%zmm4, %zmm7
	vmovaps	.LCPI0_144(%rip), %xmm15
	vpermt2ps	%zmm3, %zmm15, %zmm7
	vshuff64x2	$235, %zmm16, %zmm16, %zmm15
	vblendps	$248, %ymm15, %ymm7, %ymm7
	vshufpd	$6, %ymm14, %ymm13, %ymm15
	vbroadcastsd	.LCPI0_432(%rip), %ymm16
	vpermt2ps	%ymm13, %ymm16, %ymm14
	vbroadcastf128	.LCPI0_433(%rip), %ymm13
	vpermt2ps	%ymm0, %ymm13, %ymm14
	vblendps	$224, %ymm14, %ymm7, %ymm7
	vmovups	%ymm7, 24032(%rsp,%r8,4)
	vmovaps	%zmm6, %zmm7
	vbroadcastf128	.LCPI0_434(%rip), %ymm13
	vpermt2ps	%zmm5, %zmm13, %zmm7
	vblendps	$240, %ymm10, %ymm12, %ymm13
	vmovaps	.LCPI0_146(%rip), %ymm14
	vpermt2ps	%ymm13, %ymm14, %ymm7
	vblendps	$128, %ymm11, %ymm15, %ymm11
	vblendps	$224, %ymm11, %ymm7, %ymm7
	vmovups	%ymm7, 24288(%rsp,%r8,4)
	vmovaps	.LCPI0_147(%rip), %xmm7
	vpermt2ps	%ymm12, %ymm7, %ymm10
	vmovaps	%zmm6, %zmm7
	vbroadcastf128	.LCPI0_435(%rip), %ymm11
	vpermt2ps	%zmm5, %zmm11, %zmm7
	vblendps	$3, %ymm10, %ymm7, %ymm7
	vmovaps	%zmm1, %zmm10
	vbroadcastsd	.LCPI0_436(%rip), %ymm11
	vpermt2ps	%zmm2, %zmm11, %zmm10
	vblendps	$128, %ymm9, %ymm10, %ymm9
	vblendps	$224, %ymm9, %ymm7, %ymm7
	vmovups	%ymm7, 24544(%rsp,%r8,4)
	vmovaps	%zmm3, %zmm7
	vmovddup	.LCPI0_437(%rip), %xmm9
	vpermt2ps	%zmm4, %zmm9, %zmm7
	vmovaps	%zmm6, %zmm9
	vbroadcastf128	.LCPI0_438(%rip), %ymm10
	vpermt2ps	%zmm5, %zmm10, %zmm9
	vblendps	$3, %ymm7, %ymm9, %ymm7
	vmovaps	%zmm1, %zmm9
	vbroadcastf128	.LCPI0_439(%rip), %ymm10
	vpermt2pd	%zmm2, %zmm10, %zmm9
	vblendps	$128, %ymm8, %ymm9, %ymm8
	vblendps	$224, %ymm8, %ymm7, %ymm7
	vmovups	%ymm7, 24800(%rsp,%r8,4)
	vmovaps	%zmm3, %zmm7
	vmovddup	.LCPI0_440(%rip), %xmm8
	vpermt2ps	%zmm4, %zmm8, %zmm7
	vmovaps	%zmm5, %zmm8
	vmovaps	.LCPI0_154(%rip), %ymm9
	vpermt2ps	%zmm6, %zmm9, %zmm8
	vblendps	$3, %ymm7, %ymm8, %ymm7
	vmovaps	%zmm1, %zmm8
	vbroadcastsd	.LCPI0_441(%rip), %ymm9
	vpermt2ps	%zmm2, %zmm9, %zmm8
	vbroadcastf128	.LCPI0_442(%rip), %ymm9
	vpermt2ps	%ymm0, %ymm9, %ymm8
	vblendps	$224, %ymm8, %ymm7, %ymm7
	vmovups	%ymm7, 25056(%rsp,%r8,4)
	vmovaps	%zmm3, %zmm7
	vmovddup	.LCPI0_443(%rip), %xmm8
	vpermt2ps	%zmm4, %zmm8, %zmm7
	vmovaps	%zmm5, %zmm8
	vbroadcastf128	.LCPI0_444(%rip), %ymm9
	vpermt2ps	%zmm6, %zmm9, %zmm8
	vblendps	$3, %ymm7, %ymm8, %ymm7
	vmovaps	%zmm1, %zmm8
	vbroadcastf128	.LCPI0_445(%rip), %ymm9
	vpermt2pd	%zmm2, %zmm9, %zmm8
	vbroadcastf128	.LCPI0_446(%rip), %ymm9
	vpermt2ps	%ymm0, %ymm9, %ymm8
	vblendps	$224, %ymm8, %ymm7, %ymm7
	vmovups	%ymm7, 25312(%rsp,%r8,4)
	vbroadcastf128	.LCPI0_447(%rip), %ymm7
	vpermt2ps	%zmm6, %zmm7, %zmm5
	vmovaps	%zmm3, %zmm6
	vmovaps	.LCPI0_161(%rip), %ymm7
	vpermt2ps	%zmm4, %zmm7, %zmm6
	vblendps	$3, %ymm6, %ymm5, %ymm5
	vmovaps	%zmm1, %zmm6
	vbroadcastsd	.LCPI0_448(%rip), %ymm7
	vpermt2ps	%zmm2, %zmm7, %zmm6
	vbroadcastf128	.LCPI0_449(%rip), %ymm7
	vpermt2ps	%ymm0, %ymm7, %ymm6
	vblendps	$224, %ymm6, %ymm5, %ymm5
	vmovups	%ymm5, 25568(%rsp,%r8,4)
	vmovddup	.LCPI0_450(%rip), %xmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovaps	%xmm18, %xmm4
	vblendps	$3, %xmm3, %xmm4, %xmm3
	vbroadcastf128	.LCPI0_451(%rip), %ymm4
	vpermt2ps	%zmm2, %zmm4, %zmm1
	vblendps	$128, %ymm0, %ymm1, %ymm0
	vblendps	$15, %ymm3, %ymm0, %ymm0
	vmovups	%ymm0, 25824(%rsp,%r8,4)
	addq	$8, %r8
	addq	$416, %r14
	cmpq	$56, %r8
	jb	.LBB0_1155
	jmp	.LBB0_1180
.LBB0_1156:
	movq	$-8, %rdx
	movq	112(%rsp), %r8
	vmovaps	.LCPI0_240(%rip), %ymm11
	.p2align	4
.LBB0_1157:
	vmovups	(%r8), %zmm1
	vmovups	64(%r8), %zmm0
	vmovups	128(%r8), %zmm3
	vmovups	192(%r8), %zmm2
	vmovaps	%zmm2, %zmm4
	vbroadcastf128	.LCPI0_452(%rip), %ymm5
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
	vmovups	%ymm6, 22752(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm6
	vbroadcastf128	.LCPI0_453(%rip), %ymm10
	vpermt2ps	%zmm3, %zmm10, %zmm6
	vmovaps	%zmm1, %zmm10
	vmovaps	.LCPI0_237(%rip), %xmm12
	vpermt2ps	%zmm0, %zmm12, %zmm10
	vblendps	$240, %ymm6, %ymm10, %ymm6
	vblendps	$128, %ymm5, %ymm6, %ymm6
	vmovups	%ymm6, 23008(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm6
	vmovaps	.LCPI0_238(%rip), %xmm10
	vpermt2ps	%zmm0, %zmm10, %zmm6
	vmovaps	%zmm3, %zmm10
	vbroadcastf128	.LCPI0_454(%rip), %ymm12
	vpermt2ps	%zmm2, %zmm12, %zmm10
	vblendps	$7, %ymm6, %ymm10, %ymm6
	vpermt2ps	%ymm4, %ymm11, %ymm6
	vmovups	%ymm6, 23264(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm6
	vmovaps	.LCPI0_241(%rip), %xmm10
	vpermt2ps	%zmm0, %zmm10, %zmm6
	vmovaps	%zmm3, %zmm10
	vbroadcastf128	.LCPI0_455(%rip), %ymm12
	vpermt2ps	%zmm2, %zmm12, %zmm10
	vblendps	$7, %ymm6, %ymm10, %ymm6
	vblendps	$128, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 23520(%rsp,%rdx,4)
	vinsertps	$99, %xmm8, %xmm9, %xmm6
	vmovddup	.LCPI0_456(%rip), %xmm7
	vpermt2ps	%xmm9, %xmm7, %xmm8
	vmovaps	%zmm3, %zmm7
	vbroadcastf128	.LCPI0_457(%rip), %ymm9
	vpermt2ps	%zmm2, %zmm9, %zmm7
	vmovaps	%zmm1, %zmm9
	vmovaps	.LCPI0_245(%rip), %xmm10
	vpermt2ps	%zmm0, %zmm10, %zmm9
	vblendps	$248, %ymm7, %ymm9, %ymm7
	vinsertf128	$1, %xmm8, %ymm0, %ymm8
	vblendps	$192, %ymm8, %ymm7, %ymm7
	vmovups	%ymm7, 23776(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm7
	vbroadcastf128	.LCPI0_458(%rip), %ymm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vmovaps	%zmm1, %zmm8
	vmovaps	.LCPI0_247(%rip), %xmm9
	vpermt2ps	%zmm0, %zmm9, %zmm8
	vblendps	$248, %ymm7, %ymm8, %ymm7
	vinsertf128	$1, %xmm6, %ymm0, %ymm6
	vblendps	$192, %ymm6, %ymm7, %ymm6
	vmovups	%ymm6, 24032(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm6
	vbroadcastf128	.LCPI0_459(%rip), %ymm7
	vpermt2ps	%zmm2, %zmm7, %zmm6
	vmovaps	%zmm0, %zmm7
	vmovaps	.LCPI0_249(%rip), %xmm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vblendps	$240, %ymm4, %ymm5, %ymm7
	vmovaps	.LCPI0_250(%rip), %ymm8
	vpermt2ps	%ymm7, %ymm8, %ymm6
	vmovups	%ymm6, 24288(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm6
	vbroadcastf128	.LCPI0_460(%rip), %ymm8
	vpermt2ps	%zmm2, %zmm8, %zmm6
	vmovaps	%zmm0, %zmm8
	vmovaps	.LCPI0_252(%rip), %xmm9
	vpermt2ps	%zmm1, %zmm9, %zmm8
	vblendps	$248, %ymm6, %ymm8, %ymm6
	vmovaps	.LCPI0_253(%rip), %ymm8
	vpermt2ps	%ymm7, %ymm8, %ymm6
	vmovups	%ymm6, 24544(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm6
	vbroadcastf128	.LCPI0_461(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm0, %zmm7
	vmovaps	.LCPI0_255(%rip), %xmm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vshufps	$2, %ymm5, %ymm4, %ymm7
	vmovaps	.LCPI0_210(%rip), %ymm8
	vpermt2ps	%ymm7, %ymm8, %ymm6
	vmovups	%ymm6, 24800(%rsp,%rdx,4)
	vbroadcastf128	.LCPI0_462(%rip), %ymm6
	vpermt2ps	%zmm3, %zmm6, %zmm2
	vmovaps	.LCPI0_257(%rip), %xmm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vblendps	$248, %ymm2, %ymm0, %ymm0
	vshufps	$19, %ymm5, %ymm4, %ymm1
	vpermt2ps	%ymm1, %ymm8, %ymm0
	vmovups	%ymm0, 25056(%rsp,%rdx,4)
	addq	$8, %rdx
	addq	$320, %r8
	cmpq	$56, %rdx
	jb	.LBB0_1157
	jmp	.LBB0_1180
.LBB0_1158:
	movq	$-16, %rdx
	movq	3584(%rsp), %r8
	vmovaps	.LCPI0_347(%rip), %zmm4
	vmovaps	.LCPI0_348(%rip), %zmm5
	vmovaps	.LCPI0_349(%rip), %zmm6
	vmovaps	.LCPI0_350(%rip), %zmm7
	vmovaps	.LCPI0_351(%rip), %zmm8
	vmovaps	.LCPI0_352(%rip), %zmm9
	.p2align	4
.LBB0_1159:
	vmovups	(%r8), %zmm0
	vmovups	64(%r8), %zmm1
	vmovups	128(%r8), %zmm2
	vmovaps	%zmm0, %zmm3
	vpermt2ps	%zmm1, %zmm4, %zmm3
	vpermt2ps	%zmm2, %zmm5, %zmm3
	vmovups	%zmm3, 22784(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm3
	vpermt2ps	%zmm0, %zmm6, %zmm3
	vpermt2ps	%zmm2, %zmm7, %zmm3
	vmovups	%zmm3, 23040(%rsp,%rdx,4)
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vpermt2ps	%zmm2, %zmm9, %zmm0
	vmovups	%zmm0, 23296(%rsp,%rdx,4)
	addq	$16, %rdx
	addq	$192, %r8
	cmpq	$48, %rdx
	jb	.LBB0_1159
	jmp	.LBB0_1180
.LBB0_1160:
	testq	%r12, %r12
	je	.LBB0_1265
	movq	%r11, %r9
	decq	%r8
	xorl	%ebx, %ebx
	movq	944(%rsp), %rdi
	movq	40(%rsp), %r11
	.p2align	4
.LBB0_1162:
	movl	%ebx, %r14d
	andl	$60, %r14d
	cmpq	%r14, %rdx
	cmovbeq	%r8, %r14
	addq	%r11, %r14
	imulq	%r12, %r14
	leaq	(%rdi,%r14,4), %r12
	movq	%rbx, %r14
	shrq	$6, %r14
	vmovss	(%r12,%r14,4), %xmm0
	vmovss	%xmm0, 22720(%rsp,%rbx,4)
	leal	1(%rbx), %r12d
	andl	$61, %r12d
	cmpq	%r12, %rdx
	cmovbeq	%r8, %r12
	addq	%r11, %r12
	imulq	32(%rsp), %r12
	leaq	(%rdi,%r12,4), %r12
	vmovss	(%r12,%r14,4), %xmm0
	vmovss	%xmm0, 22724(%rsp,%rbx,4)
	leal	2(%rbx), %r12d
	andl	$62, %r12d
	cmpq	%r12, %rdx
	cmovbeq	%r8, %r12
	addq	%r11, %r12
	imulq	32(%rsp), %r12
	leaq	(%rdi,%r12,4), %r12
	vmovss	(%r12,%r14,4), %xmm0
	vmovss	%xmm0, 22728(%rsp,%rbx,4)
	leal	3(%rbx), %r12d
	andl	$63, %r12d
	cmpq	%r12, %rdx
	cmovbeq	%r8, %r12
	addq	%r11, %r12
	imulq	32(%rsp), %r12
	leaq	(%rdi,%r12,4), %r12
	vmovss	(%r12,%r14,4), %xmm0
	movq	32(%rsp), %r12
	vmovss	%xmm0, 22732(%rsp,%rbx,4)
	addq	$4, %rbx
	cmpq	%rbx, %rcx
	jne	.LBB0_1162
	testb	%r15b, %r15b
	movq	%r9, %r11
	movq	3072(%rsp), %r9
	jne	.LBB0_1182
	jmp	.LBB0_1194
.LBB0_1164:
	movq	$-16, %rdx
	movq	6016(%rsp), %r8
	.p2align	4
.LBB0_1165:
	vmovups	(%r8), %zmm0
	vmovups	64(%r8), %zmm1
	vmovups	128(%r8), %zmm2
	vmovups	192(%r8), %zmm3
	vbroadcasti64x4	.LCPI0_343(%rip), %zmm4
	vmovaps	%zmm2, %zmm5
	vpermt2ps	%zmm3, %zmm4, %zmm5
	vpermi2ps	%zmm1, %zmm0, %zmm4
	vshuff64x2	$228, %zmm5, %zmm4, %zmm4
	vmovupd	%zmm4, 22784(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_344(%rip), %zmm4
	vmovaps	%zmm2, %zmm5
	vpermt2ps	%zmm3, %zmm4, %zmm5
	vpermi2ps	%zmm1, %zmm0, %zmm4
	vshuff64x2	$228, %zmm5, %zmm4, %zmm4
	vmovupd	%zmm4, 23040(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_345(%rip), %zmm4
	vmovaps	%zmm2, %zmm5
	vpermt2ps	%zmm3, %zmm4, %zmm5
	vpermi2ps	%zmm1, %zmm0, %zmm4
	vshuff64x2	$228, %zmm5, %zmm4, %zmm4
	vmovupd	%zmm4, 23296(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_346(%rip), %zmm4
	vpermt2ps	%zmm3, %zmm4, %zmm2
	vpermt2ps	%zmm1, %zmm4, %zmm0
	vshuff64x2	$228, %zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 23552(%rsp,%rdx,4)
	addq	$16, %rdx
	addq	$256, %r8
	cmpq	$48, %rdx
	jb	.LBB0_1165
	jmp	.LBB0_1180
.LBB0_1166:
	movq	$-16, %rdx
	movq	5952(%rsp), %r8
	.p2align	4
.LBB0_1167:
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
	movb	$-64, %dil
	kmovd	%edi, %k1
	vmovapd	%zmm9, %zmm10 {%k1}
	vmovaps	%zmm1, %zmm9
	vpermt2ps	%zmm4, %zmm8, %zmm9
	vpermi2ps	%zmm2, %zmm0, %zmm8
	vblendps	$240, %ymm9, %ymm8, %ymm8
	vinsertf64x4	$0, %ymm8, %zmm10, %zmm8
	vmovupd	%zmm8, 22784(%rsp,%rdx,4)
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
	vmovupd	%zmm8, 23040(%rsp,%rdx,4)
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
	vmovupd	%zmm8, 23296(%rsp,%rdx,4)
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
	vmovupd	%zmm8, 23552(%rsp,%rdx,4)
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
	vmovupd	%zmm8, 23808(%rsp,%rdx,4)
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
	vmovupd	%zmm8, 24064(%rsp,%rdx,4)
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
	vmovupd	%zmm8, 24320(%rsp,%rdx,4)
	vbroadcasti32x4	.LCPI0_283(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm6
	vpermt2ps	%zmm5, %zmm8, %zmm3
	vmovapd	%zmm6, %zmm3 {%k1}
	vpermt2ps	%zmm4, %zmm8, %zmm1
	vpermt2ps	%zmm2, %zmm8, %zmm0
	vblendps	$240, %ymm1, %ymm0, %ymm0
	vinsertf64x4	$0, %ymm0, %zmm3, %zmm0
	vmovupd	%zmm0, 24576(%rsp,%rdx,4)
	addq	$16, %rdx
	addq	$512, %r8
	cmpq	$48, %rdx
	jb	.LBB0_1167
	jmp	.LBB0_1180
.LBB0_1168:
	movq	$-16, %rdx
	vmovaps	.LCPI0_353(%rip), %zmm3
	vmovaps	.LCPI0_354(%rip), %zmm4
	.p2align	4
.LBB0_1169:
	vmovups	128(%rdi,%rdx,8), %zmm0
	vmovups	192(%rdi,%rdx,8), %zmm1
	vmovaps	%zmm0, %zmm2
	vpermt2ps	%zmm1, %zmm3, %zmm2
	vmovups	%zmm2, 22784(%rsp,%rdx,4)
	vpermt2ps	%zmm1, %zmm4, %zmm0
	vmovups	%zmm0, 23040(%rsp,%rdx,4)
	addq	$16, %rdx
	cmpq	$48, %rdx
	jb	.LBB0_1169
	jmp	.LBB0_1180
.LBB0_1170:
	movq	$-16, %rdx
	movq	3392(%rsp), %r8
	vmovaps	.LCPI0_311(%rip), %ymm9
	vmovaps	.LCPI0_314(%rip), %ymm10
	vmovaps	.LCPI0_316(%rip), %ymm11
	vmovaps	.LCPI0_319(%rip), %ymm12
	vmovaps	.LCPI0_323(%rip), %ymm13
	vmovaps	.LCPI0_326(%rip), %ymm14
	.p2align	4
.LBB0_1171:
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
	movb	$56, %dil
	kmovd	%edi, %k2
	vmovapd	%zmm6, %zmm7 {%k2}
	vbroadcasti64x4	.LCPI0_312(%rip), %zmm6
	vpermi2ps	%zmm0, %zmm2, %zmm6
	movw	$-2048, %di
	kmovd	%edi, %k1
	vmovaps	%zmm6, %zmm7 {%k1}
	vmovups	%zmm7, 22784(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_313(%rip), %zmm6
	vpermi2ps	%zmm4, %zmm5, %zmm6
	vmovaps	%zmm3, %zmm7
	vpermt2ps	%zmm1, %zmm10, %zmm7
	vmovapd	%zmm6, %zmm7 {%k2}
	vbroadcasti64x4	.LCPI0_315(%rip), %zmm6
	vpermi2ps	%zmm0, %zmm2, %zmm6
	vmovaps	%zmm6, %zmm7 {%k1}
	vmovups	%zmm7, 23040(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm6
	vpermt2ps	%zmm1, %zmm11, %zmm6
	vbroadcasti64x4	.LCPI0_317(%rip), %zmm7
	vpermi2ps	%zmm5, %zmm4, %zmm7
	movw	$31, %di
	kmovd	%edi, %k2
	vbroadcasti64x4	.LCPI0_318(%rip), %zmm8
	vmovaps	%zmm6, %zmm7 {%k2}
	vpermi2ps	%zmm2, %zmm0, %zmm8
	vmovaps	%zmm8, %zmm7 {%k1}
	vmovups	%zmm7, 23296(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm6
	vpermt2ps	%zmm1, %zmm12, %zmm6
	vbroadcasti64x4	.LCPI0_320(%rip), %zmm7
	vpermi2ps	%zmm5, %zmm4, %zmm7
	vmovaps	%zmm6, %zmm7 {%k2}
	vbroadcasti64x4	.LCPI0_321(%rip), %zmm6
	vpermi2ps	%zmm2, %zmm0, %zmm6
	vmovaps	%zmm6, %zmm7 {%k1}
	vmovups	%zmm7, 23552(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_322(%rip), %zmm6
	vpermi2ps	%zmm5, %zmm4, %zmm6
	vmovaps	%zmm1, %zmm7
	vpermt2ps	%zmm3, %zmm13, %zmm7
	movw	$992, %di
	kmovd	%edi, %k1
	vmovaps	%zmm6, %zmm7 {%k1}
	vbroadcasti64x4	.LCPI0_324(%rip), %zmm6
	vpermi2ps	%zmm0, %zmm2, %zmm6
	movb	$-32, %dil
	kmovd	%edi, %k2
	vmovapd	%zmm6, %zmm7 {%k2}
	vmovupd	%zmm7, 23808(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_325(%rip), %zmm6
	vpermi2ps	%zmm5, %zmm4, %zmm6
	vpermt2ps	%zmm3, %zmm14, %zmm1
	vmovaps	%zmm6, %zmm1 {%k1}
	vbroadcasti64x4	.LCPI0_327(%rip), %zmm3
	vpermi2ps	%zmm0, %zmm2, %zmm3
	vmovapd	%zmm3, %zmm1 {%k2}
	vmovupd	%zmm1, 24064(%rsp,%rdx,4)
	addq	$16, %rdx
	addq	$384, %r8
	cmpq	$48, %rdx
	jb	.LBB0_1171
	jmp	.LBB0_1180
.LBB0_1172:
	movq	$-8, %r8
	.p2align	4
.LBB0_1173:
	vmovups	256(%r14), %zmm7
	vmovups	320(%r14), %zmm6
	vmovups	64(%r14), %zmm22
	vmovups	(%r14), %zmm2
	vmovups	128(%r14), %zmm1
	vmovups	192(%r14), %zmm3
	vmovaps	%zmm3, %zmm4
	vbroadcastf128	.LCPI0_463(%rip), %ymm0
	vpermt2ps	%zmm1, %zmm0, %zmm4
	vmovaps	%zmm2, %zmm5
	vmovaps	.LCPI0_88(%rip), %xmm0
	vpermt2ps	%zmm22, %zmm0, %zmm5
	vblendps	$248, %ymm4, %ymm5, %ymm4
	vmovups	320(%r14), %ymm18
	vmovups	256(%r14), %ymm19
	vshufps	$200, %ymm18, %ymm19, %ymm5
	vbroadcastss	392(%r14), %ymm8
	vblendps	$128, %ymm8, %ymm5, %ymm5
	vblendps	$224, %ymm5, %ymm4, %ymm14
	vbroadcastss	396(%r14), %ymm8
	vbroadcastss	420(%r14), %ymm10
	vbroadcastss	424(%r14), %ymm9
	vbroadcastss	148(%r14), %xmm4
	vblendps	$8, 192(%r14), %xmm4, %xmm13
	vbroadcastss	428(%r14), %ymm15
	vmovups	192(%r14), %ymm20
	vmovups	(%r14), %ymm4
	vmovups	64(%r14), %ymm5
	vmovups	128(%r14), %ymm12
	vbroadcastss	328(%r14), %ymm17
	vbroadcastss	388(%r14), %ymm16
	vmovups	416(%r14), %ymm21
	vmovups	384(%r14), %ymm11
	vmovups	%ymm14, 22752(%rsp,%r8,4)
	vmovaps	%zmm3, %zmm14
	vbroadcastf128	.LCPI0_464(%rip), %ymm0
	vpermt2ps	%zmm1, %zmm0, %zmm14
	vmovaps	%zmm2, %zmm0
	vmovaps	.LCPI0_90(%rip), %xmm23
	vpermt2ps	%zmm22, %zmm23, %zmm0
	vblendps	$248, %ymm14, %ymm0, %ymm0
	vshufps	$220, %ymm18, %ymm19, %ymm14
	vblendps	$128, %ymm8, %ymm14, %ymm8
	vblendps	$224, %ymm8, %ymm0, %ymm0
	vmovups	%ymm0, 23008(%rsp,%r8,4)
	vmovaps	%zmm3, %zmm0
	vmovaps	.LCPI0_91(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vmovaps	%zmm22, %zmm8
	vmovaps	.LCPI0_92(%rip), %xmm14
	vpermt2ps	%zmm2, %zmm14, %zmm8
	vblendps	$248, %ymm0, %ymm8, %ymm0
	vmovaps	%zmm7, %zmm8
	vbroadcastsd	.LCPI0_465(%rip), %ymm14
	vpermt2ps	%zmm6, %zmm14, %zmm8
	vmovaps	.LCPI0_94(%rip), %ymm23
	vpermt2ps	%ymm11, %ymm23, %ymm8
	vblendps	$224, %ymm8, %ymm0, %ymm0
	vmovups	%ymm0, 23264(%rsp,%r8,4)
	vmovaps	%zmm3, %zmm0
	vmovaps	.LCPI0_95(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vmovaps	%zmm22, %zmm8
	vmovaps	.LCPI0_96(%rip), %xmm14
	vpermt2ps	%zmm2, %zmm14, %zmm8
	vblendps	$248, %ymm0, %ymm8, %ymm0
	vmovaps	%zmm7, %zmm8
	vbroadcastsd	.LCPI0_466(%rip), %ymm14
	vpermt2ps	%zmm6, %zmm14, %zmm8
	vmovaps	.LCPI0_98(%rip), %ymm24
	vpermt2ps	%ymm11, %ymm24, %ymm8
	vblendps	$224, %ymm8, %ymm0, %ymm0
	vmovups	%ymm0, 23520(%rsp,%r8,4)
	vmovaps	%zmm7, %zmm0
	vbroadcastf128	.LCPI0_467(%rip), %ymm8
	vpermt2ps	%zmm6, %zmm8, %zmm0
	vbroadcastf128	.LCPI0_449(%rip), %ymm8
	vpermt2ps	%ymm11, %ymm8, %ymm0
	vmovaps	%zmm1, %zmm8
	vbroadcastf128	.LCPI0_468(%rip), %ymm14
	vpermt2ps	%zmm3, %zmm14, %zmm8
	vblendps	$240, %ymm4, %ymm5, %ymm14
	vmovaps	.LCPI0_102(%rip), %ymm25
	vpermt2ps	%ymm14, %ymm25, %ymm8
	vblendps	$224, %ymm0, %ymm8, %ymm0
	vmovups	%ymm0, 23776(%rsp,%r8,4)
	vmovaps	%zmm1, %zmm0
	vbroadcastf128	.LCPI0_469(%rip), %ymm8
	vpermt2ps	%zmm3, %zmm8, %zmm0
	vmovaps	.LCPI0_104(%rip), %ymm8
	vpermt2ps	%ymm14, %ymm8, %ymm0
	vmovaps	%zmm7, %zmm8
	vbroadcastf128	.LCPI0_470(%rip), %ymm14
	vpermt2ps	%zmm6, %zmm14, %zmm8
	vblendps	$128, %ymm11, %ymm8, %ymm8
	vblendps	$224, %ymm8, %ymm0, %ymm0
	vmovups	%ymm0, 24032(%rsp,%r8,4)
	vmovaps	%ymm4, %ymm0
	vmovaps	.LCPI0_106(%rip), %xmm8
	vpermt2ps	%ymm5, %ymm8, %ymm0
	vmovaps	%zmm3, %zmm8
	vmovaps	.LCPI0_107(%rip), %ymm14
	vpermt2ps	%zmm1, %zmm14, %zmm8
	vblendps	$3, %ymm0, %ymm8, %ymm0
	vmovaps	%zmm7, %zmm8
	vbroadcastsd	.LCPI0_471(%rip), %ymm14
	vpermt2ps	%zmm6, %zmm14, %zmm8
	vbroadcastf128	.LCPI0_433(%rip), %ymm14
	vpermt2ps	%ymm21, %ymm14, %ymm8
	vblendps	$224, %ymm8, %ymm0, %ymm0
	vmovups	%ymm0, 24288(%rsp,%r8,4)
	vmovaps	.LCPI0_110(%rip), %xmm0
	vpermt2ps	%ymm5, %ymm0, %ymm4
	vmovaps	%zmm3, %zmm0
	vmovaps	.LCPI0_111(%rip), %ymm5
	vpermt2ps	%zmm1, %zmm5, %zmm0
	vblendps	$3, %ymm4, %ymm0, %ymm0
	vmovaps	%zmm7, %zmm4
	vbroadcastsd	.LCPI0_472(%rip), %ymm5
	vpermt2ps	%zmm6, %zmm5, %zmm4
	vblendps	$128, %ymm10, %ymm4, %ymm4
	vblendps	$224, %ymm4, %ymm0, %ymm0
	vmovups	%ymm0, 24544(%rsp,%r8,4)
	vmovaps	%zmm2, %zmm0
	vmovddup	.LCPI0_473(%rip), %xmm4
	vpermt2ps	%zmm22, %zmm4, %zmm0
	vmovaps	%ymm12, %ymm4
	vmovddup	.LCPI0_474(%rip), %xmm5
	vpermt2ps	%ymm20, %ymm5, %ymm4
	vblendps	$3, %xmm0, %xmm4, %xmm0
	vmovaps	%zmm7, %zmm4
	vbroadcastf128	.LCPI0_475(%rip), %ymm5
	vpermt2ps	%zmm6, %zmm5, %zmm4
	vblendps	$128, %ymm9, %ymm4, %ymm4
	vblendps	$15, %ymm0, %ymm4, %ymm0
	vmovups	%ymm0, 24800(%rsp,%r8,4)
	vmovaps	%zmm2, %zmm0
	vmovddup	.LCPI0_476(%rip), %xmm4
	vpermt2ps	%zmm22, %zmm4, %zmm0
	vblendps	$3, %xmm0, %xmm13, %xmm0
	vmovaps	%zmm7, %zmm4
	vbroadcastf128	.LCPI0_477(%rip), %ymm5
	vpermt2ps	%zmm6, %zmm5, %zmm4
	vblendps	$128, %ymm15, %ymm4, %ymm4
	vblendps	$15, %ymm0, %ymm4, %ymm0
	vmovups	%ymm0, 25056(%rsp,%r8,4)
	vmovaps	%zmm2, %zmm0
	vmovaps	.LCPI0_118(%rip), %ymm4
	vpermt2ps	%zmm22, %zmm4, %zmm0
	vmovaps	%ymm12, %ymm4
	vmovddup	.LCPI0_119(%rip), %xmm5
	vpermt2ps	%ymm20, %ymm5, %ymm4
	vblendps	$3, %xmm0, %xmm4, %xmm0
	vmovaps	%zmm6, %zmm4
	vbroadcastf128	.LCPI0_478(%rip), %ymm5
	vpermt2ps	%zmm7, %zmm5, %zmm4
	vpermt2ps	%ymm21, %ymm23, %ymm4
	vblendps	$15, %ymm0, %ymm4, %ymm0
	vmovups	%ymm0, 25312(%rsp,%r8,4)
	vmovddup	.LCPI0_122(%rip), %xmm0
	vpermt2ps	%ymm20, %ymm0, %ymm12
	vmovaps	%zmm2, %zmm0
	vmovaps	.LCPI0_121(%rip), %ymm4
	vpermt2ps	%zmm22, %zmm4, %zmm0
	vblendps	$3, %xmm0, %xmm12, %xmm0
	vbroadcastf128	.LCPI0_479(%rip), %ymm4
	vpermt2ps	%zmm7, %zmm4, %zmm6
	vpermt2ps	%ymm21, %ymm24, %ymm6
	vblendps	$15, %ymm0, %ymm6, %ymm0
	vmovups	%ymm0, 25568(%rsp,%r8,4)
	vinsertf64x4	$1, %ymm17, %zmm21, %zmm0
	vinsertf64x4	$1, %ymm19, %zmm11, %zmm4
	vmovaps	.LCPI0_124(%rip), %ymm5
	vpermt2ps	%zmm0, %zmm5, %zmm4
	vmovaps	%zmm2, %zmm0
	vmovddup	.LCPI0_480(%rip), %xmm5
	vpermt2ps	%zmm22, %zmm5, %zmm0
	vmovaps	%zmm1, %zmm5
	vmovddup	.LCPI0_473(%rip), %xmm6
	vpermt2ps	%zmm3, %zmm6, %zmm5
	vblendps	$3, %xmm0, %xmm5, %xmm0
	vblendps	$15, %ymm0, %ymm4, %ymm0
	vmovups	%ymm0, 25824(%rsp,%r8,4)
	vinsertf64x4	$1, %ymm18, %zmm16, %zmm0
	vinsertf64x4	$1, %ymm19, %zmm21, %zmm4
	vmovaps	.LCPI0_127(%rip), %ymm5
	vpermt2ps	%zmm0, %zmm5, %zmm4
	vmovddup	.LCPI0_481(%rip), %xmm0
	vpermt2ps	%zmm22, %zmm0, %zmm2
	vmovddup	.LCPI0_476(%rip), %xmm0
	vpermt2ps	%zmm3, %zmm0, %zmm1
	vblendps	$3, %xmm2, %xmm1, %xmm0
	vblendps	$15, %ymm0, %ymm4, %ymm0
	vmovups	%ymm0, 26080(%rsp,%r8,4)
	addq	$8, %r8
	addq	$448, %r14
	cmpq	$56, %r8
	jb	.LBB0_1173
	jmp	.LBB0_1180
.LBB0_1174:
	movq	$-16, %rdx
	movq	5632(%rsp), %r8
	vmovaps	.LCPI0_285(%rip), %ymm15
	vmovaps	.LCPI0_289(%rip), %ymm16
	vmovaps	.LCPI0_293(%rip), %ymm17
	vmovaps	.LCPI0_297(%rip), %ymm18
	vmovaps	.LCPI0_303(%rip), %xmm19
	vmovaps	.LCPI0_306(%rip), %xmm20
	vmovaps	.LCPI0_309(%rip), %xmm21
	.p2align	4
.LBB0_1175:
	vmovups	384(%r8), %zmm1
	vmovups	320(%r8), %zmm4
	vmovups	256(%r8), %zmm3
	vmovups	(%r8), %zmm0
	vmovups	64(%r8), %zmm2
	vmovups	128(%r8), %zmm7
	vmovups	192(%r8), %zmm6
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
	vmovupd	%zmm8, 22784(%rsp,%rdx,4)
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
	vmovups	%zmm13, 23040(%rsp,%rdx,4)
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
	vmovups	%zmm6, 23296(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm6
	vpermt2ps	%zmm0, %zmm18, %zmm6
	vmovaps	%zmm9, %zmm6 {%k2}
	vbroadcasti64x4	.LCPI0_298(%rip), %zmm8
	vpermi2ps	%zmm3, %zmm4, %zmm8
	vbroadcasti64x4	.LCPI0_299(%rip), %zmm9
	vpermi2ps	%zmm1, %zmm8, %zmm9
	vmovaps	%zmm9, %zmm6 {%k1}
	vmovups	%zmm6, 23552(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_300(%rip), %zmm6
	vpermi2ps	%zmm3, %zmm4, %zmm6
	vbroadcasti64x4	.LCPI0_301(%rip), %zmm8
	vpermi2ps	%zmm1, %zmm6, %zmm8
	vmovaps	%zmm0, %zmm6
	vpermt2ps	%zmm2, %zmm19, %zmm6
	vinsertf32x4	$0, %xmm6, %zmm10, %zmm6
	vmovaps	%zmm8, %zmm6 {%k1}
	vmovups	%zmm6, 23808(%rsp,%rdx,4)
	vpermi2ps	%zmm4, %zmm3, %zmm5
	vbroadcasti64x4	.LCPI0_304(%rip), %zmm6
	vpermi2ps	%zmm1, %zmm5, %zmm6
	vmovaps	%zmm0, %zmm5
	vpermt2ps	%zmm2, %zmm20, %zmm5
	vinsertf32x4	$0, %xmm5, %zmm11, %zmm5
	vmovaps	%zmm6, %zmm5 {%k1}
	vmovups	%zmm5, 24064(%rsp,%rdx,4)
	vpermt2ps	%zmm4, %zmm7, %zmm3
	vbroadcasti64x4	.LCPI0_307(%rip), %zmm4
	vpermi2ps	%zmm1, %zmm3, %zmm4
	vpermt2ps	%zmm2, %zmm21, %zmm0
	vinsertf32x4	$0, %xmm0, %zmm12, %zmm0
	vmovaps	%zmm4, %zmm0 {%k1}
	vmovups	%zmm0, 24320(%rsp,%rdx,4)
	addq	$16, %rdx
	addq	$448, %r8
	cmpq	$48, %rdx
	jb	.LBB0_1175
	jmp	.LBB0_1180
.LBB0_1176:
	movq	$-8, %rdx
	movq	3520(%rsp), %r8
	.p2align	4
.LBB0_1177:
	vmovups	256(%r8), %zmm0
	vmovups	320(%r8), %ymm1
	vmovups	(%r8), %zmm2
	vmovups	64(%r8), %zmm5
	vmovups	128(%r8), %zmm3
	vmovups	192(%r8), %zmm4
	vmovaps	%zmm3, %zmm6
	vbroadcastf128	.LCPI0_482(%rip), %ymm7
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
	vmovups	%ymm8, 22752(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm8
	vbroadcastf128	.LCPI0_483(%rip), %ymm11
	vpermt2ps	%zmm4, %zmm11, %zmm8
	vmovaps	%zmm2, %zmm11
	vmovaps	.LCPI0_206(%rip), %xmm12
	vpermt2ps	%zmm5, %zmm12, %zmm11
	vblendps	$248, %ymm8, %ymm11, %ymm8
	vmovaps	.LCPI0_207(%rip), %ymm11
	vpermt2ps	%ymm10, %ymm11, %ymm8
	vmovups	%ymm8, 23008(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm8
	vbroadcastf128	.LCPI0_484(%rip), %ymm10
	vpermt2ps	%zmm4, %zmm10, %zmm8
	vmovaps	%zmm2, %zmm10
	vmovaps	.LCPI0_209(%rip), %xmm11
	vpermt2ps	%zmm5, %zmm11, %zmm10
	vblendps	$248, %ymm8, %ymm10, %ymm8
	vshufps	$3, %ymm6, %ymm9, %ymm9
	vmovaps	.LCPI0_210(%rip), %ymm10
	vpermt2ps	%ymm9, %ymm10, %ymm8
	vmovups	%ymm8, 23264(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm8
	vbroadcastf128	.LCPI0_485(%rip), %ymm9
	vpermt2ps	%zmm4, %zmm9, %zmm8
	vmovaps	%zmm2, %zmm9
	vmovaps	.LCPI0_212(%rip), %xmm10
	vpermt2ps	%zmm5, %zmm10, %zmm9
	vblendps	$248, %ymm8, %ymm9, %ymm8
	vblendps	$240, %ymm6, %ymm1, %ymm9
	vmovaps	.LCPI0_213(%rip), %ymm10
	vpermt2ps	%ymm9, %ymm10, %ymm8
	vmovups	%ymm8, 23520(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm8
	vbroadcastf128	.LCPI0_486(%rip), %ymm10
	vpermt2ps	%zmm3, %zmm10, %zmm8
	vmovaps	%zmm2, %zmm10
	vmovaps	.LCPI0_215(%rip), %xmm11
	vpermt2ps	%zmm5, %zmm11, %zmm10
	vblendps	$248, %ymm8, %ymm10, %ymm8
	vblendps	$128, %ymm7, %ymm6, %ymm6
	vblendps	$192, %ymm6, %ymm8, %ymm6
	vmovups	%ymm6, 23776(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_487(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_217(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	.LCPI0_218(%rip), %ymm7
	vpermt2ps	%ymm9, %ymm7, %ymm6
	vmovups	%ymm6, 24032(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_488(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_220(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastsd	.LCPI0_489(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 24288(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_490(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_223(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastsd	.LCPI0_491(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 24544(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_492(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_226(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastsd	.LCPI0_493(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$192, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 24800(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vmovaps	.LCPI0_228(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_229(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	%zmm0, %zmm7
	vbroadcastf128	.LCPI0_494(%rip), %ymm8
	vpermt2ps	%zmm1, %zmm8, %zmm7
	vblendps	$224, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 25056(%rsp,%rdx,4)
	vmovddup	.LCPI0_493(%rip), %xmm6
	vpermt2ps	%zmm5, %zmm6, %zmm2
	vbroadcastf128	.LCPI0_495(%rip), %ymm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vblendps	$3, %ymm2, %ymm3, %ymm2
	vbroadcastf128	.LCPI0_496(%rip), %ymm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vblendps	$224, %ymm0, %ymm2, %ymm0
	vmovups	%ymm0, 25312(%rsp,%rdx,4)
	addq	$8, %rdx
	addq	$352, %r8
	cmpq	$56, %rdx
	jb	.LBB0_1177
	jmp	.LBB0_1180
.LBB0_1178:
	movq	$-8, %rdx
	movq	6080(%rsp), %r8
	vbroadcastf128	.LCPI0_260(%rip), %ymm14
	vmovaps	.LCPI0_259(%rip), %xmm15
	vmovaps	.LCPI0_260(%rip), %xmm16
	vbroadcastf32x4	.LCPI0_497(%rip), %ymm17
	vmovaps	.LCPI0_262(%rip), %xmm18
	vmovaps	.LCPI0_240(%rip), %ymm19
	vbroadcastf32x4	.LCPI0_498(%rip), %ymm20
	vmovaps	.LCPI0_264(%rip), %xmm21
	vbroadcastf32x4	.LCPI0_499(%rip), %ymm22
	vmovaps	.LCPI0_266(%rip), %xmm23
	vbroadcastf32x4	.LCPI0_500(%rip), %ymm24
	vmovaps	.LCPI0_268(%rip), %xmm25
	vbroadcastf32x4	.LCPI0_501(%rip), %ymm26
	vmovaps	.LCPI0_270(%rip), %xmm27
	vbroadcastf32x4	.LCPI0_502(%rip), %ymm28
	vmovaps	.LCPI0_272(%rip), %xmm29
	vbroadcastf32x4	.LCPI0_503(%rip), %ymm30
	vmovaps	.LCPI0_274(%rip), %xmm31
	.p2align	4
.LBB0_1179:
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
	vmovups	%ymm11, 22752(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm11
	vpermt2ps	%zmm4, %zmm17, %zmm11
	vmovaps	%zmm3, %zmm13
	vpermt2ps	%zmm1, %zmm18, %zmm13
	vblendps	$240, %ymm11, %ymm13, %ymm11
	vpermt2ps	%ymm0, %ymm19, %ymm11
	vmovups	%ymm11, 23008(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm11
	vpermt2ps	%zmm4, %zmm20, %zmm11
	vmovaps	%zmm3, %zmm13
	vpermt2ps	%zmm1, %zmm21, %zmm13
	vblendps	$240, %ymm11, %ymm13, %ymm11
	vblendps	$128, %ymm12, %ymm11, %ymm11
	vmovups	%ymm11, 23264(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm11
	vpermt2ps	%zmm2, %zmm22, %zmm11
	vmovaps	%zmm3, %zmm12
	vpermt2ps	%zmm1, %zmm23, %zmm12
	vblendps	$240, %ymm11, %ymm12, %ymm11
	vblendps	$128, %ymm10, %ymm11, %ymm10
	vmovups	%ymm10, 23520(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm10
	vpermt2ps	%zmm2, %zmm24, %zmm10
	vblendps	$240, %ymm10, %ymm8, %ymm8
	vblendps	$136, %ymm9, %ymm8, %ymm8
	vmovups	%ymm8, 23776(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm8
	vpermt2ps	%zmm1, %zmm25, %zmm8
	vmovaps	%zmm2, %zmm9
	vpermt2ps	%zmm4, %zmm26, %zmm9
	vblendps	$7, %ymm8, %ymm9, %ymm8
	vblendps	$128, %ymm7, %ymm8, %ymm7
	vmovups	%ymm7, 24032(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm7
	vpermt2ps	%zmm1, %zmm27, %zmm7
	vmovaps	%zmm2, %zmm8
	vpermt2ps	%zmm4, %zmm28, %zmm8
	vblendps	$7, %ymm7, %ymm8, %ymm7
	vblendps	$128, %ymm6, %ymm7, %ymm6
	vmovups	%ymm6, 24288(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm6
	vpermt2ps	%zmm3, %zmm29, %zmm6
	vmovaps	%zmm2, %zmm7
	vpermt2ps	%zmm4, %zmm30, %zmm7
	vblendps	$7, %ymm6, %ymm7, %ymm6
	vblendps	$128, %ymm5, %ymm6, %ymm5
	vmovups	%ymm5, 24544(%rsp,%rdx,4)
	vpermt2ps	%zmm3, %zmm31, %zmm1
	vbroadcastf128	.LCPI0_504(%rip), %ymm3
	vpermt2ps	%zmm4, %zmm3, %zmm2
	vblendps	$7, %ymm1, %ymm2, %ymm1
	vblendps	$128, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 24800(%rsp,%rdx,4)
	addq	$8, %rdx
	addq	$288, %r8
	cmpq	$56, %rdx
	jb	.LBB0_1179
	.p2align	4
.LBB0_1180:
	testb	%r15b, %r15b
	je	.LBB0_1185
	testq	%r12, %r12
	je	.LBB0_1186
.LBB0_1182:
	movq	%rax, %r10
	testq	%r12, %r12
	je	.LBB0_1187
	movq	40(%rsp), %rdx
	vpbroadcastq	%rdx, %zmm0
	vmovdqa64	%zmm0, 960(%rsp)
	xorl	%r14d, %r14d
	vmovdqa64	.LCPI0_10(%rip), %zmm2
	vmovdqa64	.LCPI0_9(%rip), %zmm3
	.p2align	4
.LBB0_1184:
	vmovdqa64	%zmm3, 704(%rsp)
	vmovdqa64	%zmm2, 768(%rsp)
	vpbroadcastq	.LCPI0_11(%rip), %zmm1
	vpaddq	%zmm1, %zmm2, %zmm0
	vpaddq	%zmm1, %zmm3, %zmm1
	vpbroadcastq	.LCPI0_12(%rip), %zmm3
	vpaddq	768(%rsp), %zmm3, %zmm2
	vpaddq	704(%rsp), %zmm3, %zmm3
	vpbroadcastq	.LCPI0_13(%rip), %zmm5
	vpaddq	768(%rsp), %zmm5, %zmm4
	vpaddq	704(%rsp), %zmm5, %zmm5
	vpbroadcastq	.LCPI0_355(%rip), %zmm13
	vpandq	704(%rsp), %zmm13, %zmm6
	vpandq	768(%rsp), %zmm13, %zmm7
	vpandq	%zmm13, %zmm1, %zmm8
	vpandq	%zmm13, %zmm0, %zmm9
	vpandq	%zmm13, %zmm3, %zmm10
	vpandq	%zmm13, %zmm2, %zmm11
	vpandq	%zmm13, %zmm5, %zmm12
	vpandq	%zmm13, %zmm4, %zmm13
	vpsrlq	$6, 704(%rsp), %zmm14
	vpsrlq	$6, 768(%rsp), %zmm15
	vpsrlq	$6, %zmm1, %zmm1
	vpsrlq	$6, %zmm0, %zmm0
	vpsrlq	$6, %zmm3, %zmm3
	vpsrlq	$6, %zmm2, %zmm2
	vpsrlq	$6, %zmm5, %zmm5
	vpsrlq	$6, %zmm4, %zmm4
	vmovdqa64	960(%rsp), %zmm17
	vpaddq	%zmm17, %zmm7, %zmm7
	vpaddq	%zmm17, %zmm6, %zmm16
	vpaddq	%zmm17, %zmm9, %zmm26
	vpaddq	%zmm17, %zmm8, %zmm8
	vpaddq	%zmm17, %zmm11, %zmm22
	vpaddq	%zmm17, %zmm10, %zmm10
	vpaddq	%zmm17, %zmm13, %zmm19
	vpaddq	%zmm17, %zmm12, %zmm27
	vpbroadcastq	.LCPI0_14(%rip), %zmm6
	vpmuludq	%zmm6, %zmm15, %zmm29
	vpmuludq	%zmm6, %zmm14, %zmm31
	vpmuludq	%zmm6, %zmm0, %zmm13
	vpmuludq	%zmm6, %zmm1, %zmm30
	vpmuludq	%zmm6, %zmm2, %zmm18
	vpmuludq	%zmm6, %zmm3, %zmm14
	vpmuludq	%zmm6, %zmm4, %zmm1
	vmovdqa64	%zmm1, 4032(%rsp)
	vpmuludq	%zmm6, %zmm5, %zmm24
	vmovdqa64	1920(%rsp), %zmm0
	vpxorq	%zmm31, %zmm0, %zmm2
	vpxorq	%zmm29, %zmm0, %zmm3
	vpxorq	%zmm30, %zmm0, %zmm4
	vpxorq	%zmm13, %zmm0, %zmm5
	vpxorq	%zmm14, %zmm0, %zmm11
	vpxorq	%zmm18, %zmm0, %zmm12
	vpxorq	%zmm24, %zmm0, %zmm21
	vpxorq	%zmm1, %zmm0, %zmm15
	vpsrlq	$32, %zmm3, %zmm20
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm5, %zmm23
	vpsrlq	$32, %zmm4, %zmm3
	vpsrlq	$32, %zmm12, %zmm9
	vpsrlq	$32, %zmm11, %zmm17
	vmovdqa64	5248(%rsp), %zmm25
	vpxorq	%zmm25, %zmm16, %zmm5
	vpsrlq	$32, %zmm15, %zmm1
	vpmuludq	%zmm6, %zmm5, %zmm28
	vmovdqa64	%zmm28, 3840(%rsp)
	vpxorq	%zmm25, %zmm7, %zmm5
	vpmuludq	%zmm6, %zmm5, %zmm15
	vmovdqa64	%zmm15, 3904(%rsp)
	vpxorq	%zmm25, %zmm8, %zmm5
	vpmuludq	%zmm6, %zmm5, %zmm11
	vmovdqa64	%zmm11, 4672(%rsp)
	vpsrlq	$32, %zmm21, %zmm0
	vpxorq	%zmm25, %zmm26, %zmm5
	vpmuludq	%zmm6, %zmm5, %zmm12
	vmovdqa64	%zmm12, 832(%rsp)
	vpxorq	%zmm25, %zmm10, %zmm5
	vpmuludq	%zmm6, %zmm5, %zmm8
	vmovdqa64	%zmm8, 512(%rsp)
	vpxorq	%zmm25, %zmm22, %zmm5
	vpmuludq	%zmm6, %zmm5, %zmm4
	vmovdqa64	%zmm4, 320(%rsp)
	vpxorq	%zmm25, %zmm27, %zmm5
	vpmuludq	%zmm6, %zmm5, %zmm7
	vmovdqa64	%zmm7, 192(%rsp)
	vpxorq	%zmm25, %zmm19, %zmm5
	vpmuludq	%zmm6, %zmm5, %zmm5
	vmovdqa64	%zmm5, 448(%rsp)
	vpsrlq	$32, %zmm15, %zmm16
	vpsrlq	$32, %zmm28, %zmm25
	vpsrlq	$32, %zmm12, %zmm27
	vpsrlq	$32, %zmm11, %zmm26
	vpsrlq	$32, %zmm4, %zmm28
	vpsrlq	$32, %zmm8, %zmm4
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm7, %zmm22
	vpbroadcastq	.LCPI0_15(%rip), %zmm19
	vpmuludq	%zmm19, %zmm2, %zmm7
	vpmuludq	%zmm19, %zmm20, %zmm21
	vpmuludq	%zmm19, %zmm3, %zmm10
	vpmuludq	%zmm19, %zmm23, %zmm8
	vpmuludq	%zmm19, %zmm17, %zmm17
	vpmuludq	%zmm19, %zmm9, %zmm11
	vpmuludq	%zmm19, %zmm0, %zmm20
	vpmuludq	%zmm19, %zmm1, %zmm0
	vmovdqa64	%zmm0, 576(%rsp)
	vmovdqa64	1856(%rsp), %zmm0
	vpternlogq	$150, %zmm31, %zmm0, %zmm25
	vpsrlq	$32, %zmm21, %zmm31
	vpternlogq	$150, %zmm29, %zmm0, %zmm16
	vpsrlq	$32, %zmm7, %zmm1
	vpternlogq	$150, %zmm30, %zmm0, %zmm26
	vpsrlq	$32, %zmm8, %zmm9
	vpternlogq	$150, %zmm13, %zmm0, %zmm27
	vpsrlq	$32, %zmm10, %zmm13
	vpternlogq	$150, %zmm14, %zmm0, %zmm4
	vpsrlq	$32, %zmm11, %zmm14
	vpternlogq	$150, %zmm18, %zmm0, %zmm28
	vpsrlq	$32, %zmm17, %zmm18
	vpternlogq	$150, %zmm24, %zmm0, %zmm22
	vpsrlq	$32, %zmm20, %zmm24
	vpternlogq	$150, 4032(%rsp), %zmm0, %zmm12
	vmovdqa64	%zmm12, 2752(%rsp)
	vmovdqa64	2688(%rsp), %zmm2
	vpxorq	%zmm2, %zmm1, %zmm1
	vpmuludq	%zmm6, %zmm1, %zmm3
	vmovdqa64	%zmm3, 2112(%rsp)
	vpxorq	%zmm2, %zmm31, %zmm0
	vpmuludq	%zmm6, %zmm0, %zmm30
	vpxorq	%zmm2, %zmm13, %zmm0
	vpxorq	%zmm2, %zmm9, %zmm1
	vpmuludq	%zmm6, %zmm0, %zmm31
	vpmuludq	%zmm6, %zmm1, %zmm23
	vmovdqa64	%zmm23, 4032(%rsp)
	vpxorq	%zmm2, %zmm18, %zmm0
	vpmuludq	%zmm6, %zmm0, %zmm9
	vmovdqa64	%zmm9, 3264(%rsp)
	vpxorq	%zmm2, %zmm14, %zmm0
	vpxorq	%zmm2, %zmm24, %zmm1
	vpmuludq	%zmm6, %zmm0, %zmm18
	vmovdqa64	%zmm18, 4608(%rsp)
	vpmuludq	%zmm19, %zmm16, %zmm16
	vmovdqa64	%zmm16, 1984(%rsp)
	vpmuludq	%zmm19, %zmm25, %zmm15
	vpmuludq	%zmm19, %zmm27, %zmm14
	vpmuludq	%zmm19, %zmm26, %zmm13
	vpmuludq	%zmm19, %zmm28, %zmm12
	vpmuludq	%zmm6, %zmm1, %zmm5
	vmovdqa64	%zmm5, 5056(%rsp)
	vpmuludq	%zmm19, %zmm4, %zmm0
	vpmuludq	%zmm19, %zmm22, %zmm1
	vmovdqa64	%zmm1, 1024(%rsp)
	vpsrlq	$32, %zmm16, %zmm4
	vmovdqa64	2048(%rsp), %zmm16
	vpternlogq	$150, %zmm21, %zmm16, %zmm4
	vmovdqa64	%zmm4, 1728(%rsp)
	vpsrlq	$32, %zmm15, %zmm29
	vpternlogq	$150, %zmm7, %zmm16, %zmm29
	vpsrlq	$32, %zmm14, %zmm24
	vpternlogq	$150, %zmm8, %zmm16, %zmm24
	vpsrlq	$32, %zmm13, %zmm28
	vmovdqa64	%zmm13, %zmm21
	vpternlogq	$150, %zmm10, %zmm16, %zmm28
	vpsrlq	$32, %zmm12, %zmm27
	vmovdqa64	%zmm12, %zmm22
	vpternlogq	$150, %zmm11, %zmm16, %zmm27
	vpsrlq	$32, %zmm0, %zmm26
	vmovdqa64	%zmm0, %zmm13
	vpternlogq	$150, %zmm17, %zmm16, %zmm26
	vpsrlq	$32, %zmm1, %zmm25
	vpternlogq	$150, %zmm20, %zmm16, %zmm25
	vpsrlq	$32, %zmm3, %zmm11
	vmovdqa64	4544(%rsp), %zmm0
	vpternlogq	$150, 3840(%rsp), %zmm0, %zmm11
	vpsrlq	$32, %zmm30, %zmm3
	vpternlogq	$150, 3904(%rsp), %zmm0, %zmm3
	vpsrlq	$32, %zmm31, %zmm4
	vpternlogq	$150, 4672(%rsp), %zmm0, %zmm4
	vpsrlq	$32, %zmm23, %zmm8
	vpternlogq	$150, 832(%rsp), %zmm0, %zmm8
	vpsrlq	$32, %zmm9, %zmm12
	vpternlogq	$150, 512(%rsp), %zmm0, %zmm12
	vpsrlq	$32, %zmm18, %zmm10
	vpmuludq	2752(%rsp), %zmm19, %zmm18
	vpternlogq	$150, 320(%rsp), %zmm0, %zmm10
	vpsrlq	$32, %zmm5, %zmm9
	vpternlogq	$150, 192(%rsp), %zmm0, %zmm9
	vpsrlq	$32, %zmm18, %zmm17
	vmovdqa64	576(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm16, %zmm17
	vpsrlq	$32, %zmm1, %zmm7
	vpxorq	%zmm2, %zmm7, %zmm7
	vpmuludq	%zmm6, %zmm7, %zmm23
	vpsrlq	$32, %zmm23, %zmm16
	vpternlogq	$150, 448(%rsp), %zmm0, %zmm16
	vpmuludq	%zmm19, %zmm3, %zmm0
	vmovdqa64	%zmm0, 832(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqa64	6272(%rsp), %zmm0
	vpternlogq	$150, 1984(%rsp), %zmm0, %zmm1
	vmovdqa64	%zmm1, 448(%rsp)
	vpmuludq	%zmm19, %zmm11, %zmm20
	vpsrlq	$32, %zmm20, %zmm11
	vpternlogq	$150, %zmm15, %zmm0, %zmm11
	vpmuludq	%zmm19, %zmm8, %zmm1
	vmovdqa64	%zmm1, 576(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm14, %zmm0, %zmm1
	vmovdqa64	%zmm1, 192(%rsp)
	vpmuludq	%zmm19, %zmm4, %zmm1
	vmovdqa64	%zmm1, 3840(%rsp)
	vpsrlq	$32, %zmm1, %zmm7
	vpternlogq	$150, %zmm21, %zmm0, %zmm7
	vpmuludq	%zmm19, %zmm10, %zmm1
	vmovdqa64	%zmm1, 1984(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm22, %zmm0, %zmm1
	vmovdqa64	%zmm1, 320(%rsp)
	vpmuludq	%zmm19, %zmm12, %zmm5
	vpsrlq	$32, %zmm5, %zmm15
	vpternlogq	$150, %zmm13, %zmm0, %zmm15
	vpmuludq	%zmm19, %zmm16, %zmm1
	vmovdqa64	%zmm1, 2752(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm18, %zmm0, %zmm1
	vmovdqa64	%zmm1, 512(%rsp)
	vpmuludq	%zmm19, %zmm9, %zmm12
	vpsrlq	$32, %zmm12, %zmm18
	vpternlogq	$150, 1024(%rsp), %zmm0, %zmm18
	vpmuludq	%zmm6, %zmm29, %zmm0
	vmovdqa64	%zmm0, 3904(%rsp)
	vpsrlq	$32, %zmm0, %zmm22
	vmovdqa64	6208(%rsp), %zmm16
	vpternlogq	$150, 2112(%rsp), %zmm16, %zmm22
	vpmuludq	1728(%rsp), %zmm6, %zmm0
	vmovdqa64	%zmm0, 4672(%rsp)
	vpsrlq	$32, %zmm0, %zmm14
	vpternlogq	$150, %zmm30, %zmm16, %zmm14
	vpmuludq	%zmm6, %zmm28, %zmm28
	vpsrlq	$32, %zmm28, %zmm1
	vpternlogq	$150, %zmm31, %zmm16, %zmm1
	vpmuludq	%zmm6, %zmm24, %zmm8
	vpsrlq	$32, %zmm8, %zmm29
	vpternlogq	$150, 4032(%rsp), %zmm16, %zmm29
	vpmuludq	%zmm6, %zmm26, %zmm31
	vpsrlq	$32, %zmm31, %zmm3
	vpternlogq	$150, 3264(%rsp), %zmm16, %zmm3
	vpmuludq	%zmm6, %zmm27, %zmm26
	vpsrlq	$32, %zmm26, %zmm0
	vpternlogq	$150, 4608(%rsp), %zmm16, %zmm0
	vpmuludq	%zmm6, %zmm25, %zmm27
	vpsrlq	$32, %zmm27, %zmm2
	vpternlogq	$150, 5056(%rsp), %zmm16, %zmm2
	vpmuludq	%zmm6, %zmm17, %zmm9
	vpsrlq	$32, %zmm9, %zmm17
	vpternlogq	$150, %zmm23, %zmm16, %zmm17
	vpmuludq	%zmm19, %zmm14, %zmm4
	vmovdqa64	%zmm4, 4032(%rsp)
	vpsrlq	$32, %zmm4, %zmm4
	vmovdqa64	3968(%rsp), %zmm14
	vpternlogq	$150, 832(%rsp), %zmm14, %zmm4
	vmovdqa64	%zmm4, 4608(%rsp)
	vpmuludq	%zmm19, %zmm22, %zmm23
	vpsrlq	$32, %zmm23, %zmm4
	vpternlogq	$150, %zmm20, %zmm14, %zmm4
	vpmuludq	%zmm19, %zmm29, %zmm10
	vmovdqa64	%zmm10, 1728(%rsp)
	vpsrlq	$32, %zmm10, %zmm29
	vpternlogq	$150, 576(%rsp), %zmm14, %zmm29
	vpmuludq	%zmm19, %zmm1, %zmm10
	vpsrlq	$32, %zmm10, %zmm20
	vpternlogq	$150, 3840(%rsp), %zmm14, %zmm20
	vpmuludq	%zmm19, %zmm0, %zmm0
	vmovdqa64	%zmm0, 3840(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 1984(%rsp), %zmm14, %zmm0
	vmovdqa64	%zmm0, 832(%rsp)
	vpmuludq	%zmm19, %zmm3, %zmm0
	vmovdqa64	%zmm0, 2112(%rsp)
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm5, %zmm14, %zmm21
	vpmuludq	%zmm19, %zmm17, %zmm13
	vpsrlq	$32, %zmm13, %zmm1
	vpternlogq	$150, 2752(%rsp), %zmm14, %zmm1
	vmovdqa64	%zmm1, 576(%rsp)
	vpmuludq	%zmm19, %zmm2, %zmm25
	vpsrlq	$32, %zmm25, %zmm22
	vpternlogq	$150, %zmm12, %zmm14, %zmm22
	vpmuludq	%zmm6, %zmm11, %zmm24
	vpsrlq	$32, %zmm24, %zmm5
	vmovdqa64	4480(%rsp), %zmm14
	vpternlogq	$150, 3904(%rsp), %zmm14, %zmm5
	vpmuludq	448(%rsp), %zmm6, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpternlogq	$150, 4672(%rsp), %zmm14, %zmm3
	vpmuludq	%zmm6, %zmm7, %zmm0
	vmovdqa64	%zmm0, 3904(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vpternlogq	$150, %zmm28, %zmm14, %zmm7
	vpmuludq	192(%rsp), %zmm6, %zmm16
	vpsrlq	$32, %zmm16, %zmm1
	vpternlogq	$150, %zmm8, %zmm14, %zmm1
	vpmuludq	%zmm6, %zmm15, %zmm15
	vpsrlq	$32, %zmm15, %zmm11
	vpternlogq	$150, %zmm31, %zmm14, %zmm11
	vpmuludq	320(%rsp), %zmm6, %zmm0
	vmovdqa64	%zmm0, 1024(%rsp)
	vpsrlq	$32, %zmm0, %zmm12
	vpternlogq	$150, %zmm26, %zmm14, %zmm12
	vpmuludq	%zmm6, %zmm18, %zmm18
	vpsrlq	$32, %zmm18, %zmm26
	vpternlogq	$150, %zmm27, %zmm14, %zmm26
	vpmuludq	512(%rsp), %zmm6, %zmm8
	vpsrlq	$32, %zmm8, %zmm27
	vpternlogq	$150, %zmm9, %zmm14, %zmm27
	vpmuludq	%zmm19, %zmm3, %zmm0
	vmovdqa64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vmovdqa64	5568(%rsp), %zmm0
	vpternlogq	$150, 4032(%rsp), %zmm0, %zmm3
	vmovdqa64	%zmm3, 448(%rsp)
	vpmuludq	%zmm19, %zmm5, %zmm14
	vpsrlq	$32, %zmm14, %zmm3
	vpternlogq	$150, %zmm23, %zmm0, %zmm3
	vpmuludq	%zmm19, %zmm1, %zmm17
	vpsrlq	$32, %zmm17, %zmm5
	vpternlogq	$150, 1728(%rsp), %zmm0, %zmm5
	vmovdqa64	%zmm5, 192(%rsp)
	vpmuludq	%zmm19, %zmm7, %zmm30
	vpsrlq	$32, %zmm30, %zmm9
	vpternlogq	$150, %zmm10, %zmm0, %zmm9
	vpmuludq	%zmm19, %zmm12, %zmm23
	vpsrlq	$32, %zmm23, %zmm28
	vpternlogq	$150, 3840(%rsp), %zmm0, %zmm28
	vpmuludq	%zmm19, %zmm11, %zmm1
	vmovdqa64	%zmm1, 512(%rsp)
	vpsrlq	$32, %zmm1, %zmm10
	vpternlogq	$150, 2112(%rsp), %zmm0, %zmm10
	vpmuludq	%zmm19, %zmm27, %zmm1
	vmovdqa64	%zmm1, 1728(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm13, %zmm0, %zmm1
	vmovdqa64	%zmm1, 4672(%rsp)
	vpmuludq	%zmm19, %zmm26, %zmm27
	vpsrlq	$32, %zmm27, %zmm11
	vpternlogq	$150, %zmm25, %zmm0, %zmm11
	vpmuludq	%zmm6, %zmm4, %zmm26
	vpsrlq	$32, %zmm26, %zmm4
	vmovdqa64	4416(%rsp), %zmm7
	vpternlogq	$150, %zmm24, %zmm7, %zmm4
	vpmuludq	4608(%rsp), %zmm6, %zmm5
	vpsrlq	$32, %zmm5, %zmm12
	vpternlogq	$150, %zmm2, %zmm7, %zmm12
	vpmuludq	%zmm6, %zmm20, %zmm24
	vpsrlq	$32, %zmm24, %zmm0
	vpternlogq	$150, 3904(%rsp), %zmm7, %zmm0
	vpmuludq	%zmm6, %zmm29, %zmm31
	vpsrlq	$32, %zmm31, %zmm13
	vpternlogq	$150, %zmm16, %zmm7, %zmm13
	vpmuludq	%zmm6, %zmm21, %zmm1
	vmovdqa64	%zmm1, 4032(%rsp)
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, %zmm15, %zmm7, %zmm21
	vpmuludq	832(%rsp), %zmm6, %zmm1
	vmovdqa64	%zmm1, 3904(%rsp)
	vpsrlq	$32, %zmm1, %zmm15
	vpternlogq	$150, 1024(%rsp), %zmm7, %zmm15
	vpmuludq	%zmm6, %zmm22, %zmm1
	vmovdqa64	%zmm1, 3840(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm18, %zmm7, %zmm1
	vpmuludq	576(%rsp), %zmm6, %zmm2
	vmovdqa64	%zmm2, 832(%rsp)
	vpsrlq	$32, %zmm2, %zmm18
	vpternlogq	$150, %zmm8, %zmm7, %zmm18
	vpmuludq	%zmm19, %zmm12, %zmm22
	vpsrlq	$32, %zmm22, %zmm25
	vmovdqa64	4992(%rsp), %zmm2
	vpternlogq	$150, 320(%rsp), %zmm2, %zmm25
	vpmuludq	%zmm19, %zmm4, %zmm4
	vmovdqa64	%zmm4, 576(%rsp)
	vpsrlq	$32, %zmm4, %zmm8
	vpternlogq	$150, %zmm14, %zmm2, %zmm8
	vpmuludq	%zmm19, %zmm13, %zmm16
	vpsrlq	$32, %zmm16, %zmm7
	vpternlogq	$150, %zmm17, %zmm2, %zmm7
	vpmuludq	%zmm19, %zmm0, %zmm20
	vpsrlq	$32, %zmm20, %zmm12
	vpternlogq	$150, %zmm30, %zmm2, %zmm12
	vpmuludq	%zmm19, %zmm15, %zmm0
	vmovdqa64	%zmm0, 2112(%rsp)
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, %zmm23, %zmm2, %zmm13
	vpmuludq	%zmm19, %zmm21, %zmm23
	vpsrlq	$32, %zmm23, %zmm15
	vpternlogq	$150, 512(%rsp), %zmm2, %zmm15
	vpmuludq	%zmm19, %zmm18, %zmm29
	vpsrlq	$32, %zmm29, %zmm18
	vpternlogq	$150, 1728(%rsp), %zmm2, %zmm18
	vpmuludq	%zmm19, %zmm1, %zmm0
	vmovdqa64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm27, %zmm2, %zmm21
	vpmuludq	%zmm6, %zmm3, %zmm0
	vmovdqa64	%zmm0, 512(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqa64	4928(%rsp), %zmm0
	vpternlogq	$150, %zmm26, %zmm0, %zmm2
	vpmuludq	448(%rsp), %zmm6, %zmm1
	vmovdqa64	%zmm1, 448(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm5, %zmm0, %zmm1
	vpmuludq	%zmm6, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm3
	vpternlogq	$150, %zmm24, %zmm0, %zmm3
	vpmuludq	192(%rsp), %zmm6, %zmm4
	vmovdqa64	%zmm4, 192(%rsp)
	vpsrlq	$32, %zmm4, %zmm5
	vpternlogq	$150, %zmm31, %zmm0, %zmm5
	vpmuludq	%zmm6, %zmm10, %zmm10
	vpsrlq	$32, %zmm10, %zmm26
	vpternlogq	$150, 4032(%rsp), %zmm0, %zmm26
	vpmuludq	%zmm6, %zmm28, %zmm31
	vpsrlq	$32, %zmm31, %zmm17
	vpternlogq	$150, 3904(%rsp), %zmm0, %zmm17
	vpmuludq	%zmm6, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm27
	vpternlogq	$150, 3840(%rsp), %zmm0, %zmm27
	vpmuludq	4672(%rsp), %zmm6, %zmm30
	vpsrlq	$32, %zmm30, %zmm14
	vpternlogq	$150, 832(%rsp), %zmm0, %zmm14
	vpmuludq	%zmm19, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm28
	vmovdqa64	4864(%rsp), %zmm24
	vpternlogq	$150, %zmm22, %zmm24, %zmm28
	vpmuludq	%zmm19, %zmm2, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, 576(%rsp), %zmm24, %zmm22
	vpmuludq	%zmm19, %zmm5, %zmm0
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, %zmm16, %zmm24, %zmm4
	vpmuludq	%zmm19, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, %zmm20, %zmm24, %zmm1
	vpmuludq	%zmm19, %zmm17, %zmm0
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, 2112(%rsp), %zmm24, %zmm5
	vpmuludq	%zmm19, %zmm26, %zmm0
	vpsrlq	$32, %zmm0, %zmm2
	vpternlogq	$150, %zmm23, %zmm24, %zmm2
	vpmuludq	%zmm19, %zmm14, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm29, %zmm24, %zmm0
	vpmuludq	%zmm6, %zmm8, %zmm26
	vpmuludq	%zmm6, %zmm25, %zmm25
	vpmuludq	%zmm6, %zmm12, %zmm29
	vpmuludq	%zmm6, %zmm7, %zmm16
	vpmuludq	%zmm6, %zmm15, %zmm15
	vpmuludq	%zmm6, %zmm13, %zmm12
	vpmuludq	%zmm6, %zmm21, %zmm20
	vpmuludq	%zmm6, %zmm18, %zmm21
	vpmuludq	%zmm19, %zmm27, %zmm3
	vpsrlq	$32, %zmm3, %zmm13
	vpternlogq	$150, 320(%rsp), %zmm24, %zmm13
	vpsrlq	$32, %zmm26, %zmm3
	vmovdqa64	5312(%rsp), %zmm8
	vpternlogq	$150, 512(%rsp), %zmm8, %zmm3
	vpsrlq	$32, %zmm25, %zmm7
	vpternlogq	$150, 448(%rsp), %zmm8, %zmm7
	vpsrlq	$32, %zmm29, %zmm14
	vpternlogq	$150, %zmm9, %zmm8, %zmm14
	vpsrlq	$32, %zmm16, %zmm9
	vpternlogq	$150, 192(%rsp), %zmm8, %zmm9
	vpsrlq	$32, %zmm15, %zmm17
	vpternlogq	$150, %zmm10, %zmm8, %zmm17
	vpsrlq	$32, %zmm12, %zmm10
	vpternlogq	$150, %zmm31, %zmm8, %zmm10
	vpsrlq	$32, %zmm20, %zmm18
	vpternlogq	$150, %zmm11, %zmm8, %zmm18
	vpsrlq	$32, %zmm21, %zmm11
	vpternlogq	$150, %zmm30, %zmm8, %zmm11
	vpmovqd	%zmm7, %ymm7
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm7, %zmm3
	vpmovqd	%zmm9, %ymm7
	vpmovqd	%zmm14, %ymm8
	vinserti64x4	$1, %ymm8, %zmm7, %zmm7
	vpmovqd	%zmm10, %ymm8
	vpmovqd	%zmm17, %ymm9
	vinserti64x4	$1, %ymm9, %zmm8, %zmm8
	vpmovqd	%zmm11, %ymm9
	vpmovqd	%zmm18, %ymm10
	vinserti64x4	$1, %ymm10, %zmm9, %zmm9
	vpmuludq	%zmm6, %zmm22, %zmm10
	vpsrlq	$32, %zmm10, %zmm10
	vmovdqa64	4352(%rsp), %zmm17
	vpternlogq	$150, %zmm26, %zmm17, %zmm10
	vpmuludq	%zmm6, %zmm28, %zmm11
	vpsrlq	$32, %zmm11, %zmm11
	vpternlogq	$150, %zmm25, %zmm17, %zmm11
	vpmuludq	%zmm6, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm29, %zmm17, %zmm1
	vpmuludq	%zmm6, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm16, %zmm17, %zmm4
	vpmuludq	%zmm6, %zmm2, %zmm14
	vpsrlq	$32, %zmm14, %zmm14
	vpternlogq	$150, %zmm15, %zmm17, %zmm14
	vpmuludq	%zmm6, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm12, %zmm17, %zmm5
	vpmuludq	%zmm6, %zmm13, %zmm12
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm20, %zmm17, %zmm12
	vpmuludq	%zmm6, %zmm0, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm21, %zmm17, %zmm2
	vpmuludq	%zmm19, %zmm11, %zmm0
	vpmuludq	%zmm19, %zmm10, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm0, %zmm0
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm0, %zmm0
	vpmuludq	%zmm19, %zmm4, %zmm4
	vpmuludq	%zmm19, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm4, %zmm1
	vpmuludq	%zmm19, %zmm5, %zmm4
	vpmuludq	%zmm19, %zmm14, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpmuludq	%zmm19, %zmm2, %zmm2
	vpmuludq	%zmm19, %zmm12, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm2, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm2, %zmm2
	vpbroadcastd	.LCPI0_16(%rip), %zmm6
	vpmulld	%zmm6, %zmm3, %zmm3
	vmovdqa64	4288(%rsp), %zmm5
	vpternlogd	$150, %zmm3, %zmm5, %zmm0
	vpmulld	%zmm6, %zmm7, %zmm3
	vpternlogd	$150, %zmm3, %zmm5, %zmm1
	vpmulld	%zmm6, %zmm8, %zmm3
	vpternlogd	$150, %zmm3, %zmm5, %zmm4
	vpmulld	%zmm6, %zmm9, %zmm3
	vpternlogd	$150, %zmm3, %zmm5, %zmm2
	vmovdqa64	704(%rsp), %zmm3
	vmovdqu64	%zmm0, 75976(%rsp,%r14,4)
	vmovdqu64	%zmm1, 76040(%rsp,%r14,4)
	vmovdqu64	%zmm4, 76104(%rsp,%r14,4)
	vmovdqu64	%zmm2, 76168(%rsp,%r14,4)
	vmovdqa64	768(%rsp), %zmm2
	addq	$64, %r14
	vpbroadcastq	.LCPI0_17(%rip), %zmm0
	vpaddq	%zmm0, %zmm2, %zmm2
	vpaddq	%zmm0, %zmm3, %zmm3
	cmpq	%r14, %rcx
	jne	.LBB0_1184
	jmp	.LBB0_1189
	.p2align	4
.LBB0_1185:
	testq	%r12, %r12
	jne	.LBB0_1194
.LBB0_1186:
	movl	56(%rsp), %r14d
	vpxord	%xmm31, %xmm31, %xmm31
	movq	1664(%rsp), %rbx
	vmovaps	2496(%rsp), %zmm25
	vmovaps	2432(%rsp), %zmm30
	vmovaps	2816(%rsp), %zmm16
	vmovaps	1280(%rsp), %zmm7
	vmovaps	2944(%rsp), %zmm11
	jmp	.LBB0_1245
.LBB0_1187:
	xorl	%r8d, %r8d
	movq	176(%rsp), %rax
	.p2align	4
.LBB0_1188:
	movl	%r8d, %edx
	andl	$63, %edx
	movq	%r8, %rbx
	shrq	$6, %rbx
	movq	40(%rsp), %rdi
	leal	(%rdi,%rdx), %r12d
	movl	%ebx, %edx
	imulq	%rsi, %rdx
	xorl	4224(%rsp), %r12d
	movq	72(%rsp), %r14
	xorq	%rdx, %r14
	shrq	$32, %r14
	imulq	%rsi, %r12
	movq	%r12, %r15
	shrq	$32, %r15
	leaq	-78811644(%rsi), %rdi
	imulq	%rdi, %r14
	movq	%r14, %rbx
	shrq	$32, %rbx
	xorl	5760(%rsp), %ebx
	xorl	2304(%rsp), %edx
	xorl	%r15d, %edx
	imulq	%rsi, %rbx
	imulq	%rdi, %rdx
	movq	%rdx, %r15
	shrq	$32, %r15
	xorl	3136(%rsp), %r14d
	xorl	%r15d, %r14d
	movq	%rbx, %r15
	shrq	$32, %r15
	xorl	6400(%rsp), %r12d
	xorl	%r15d, %r12d
	imulq	%rsi, %r14
	imulq	%rdi, %r12
	movq	%r12, %r15
	shrq	$32, %r15
	xorl	1344(%rsp), %edx
	xorl	%r15d, %edx
	movq	%r14, %r15
	shrq	$32, %r15
	xorl	6144(%rsp), %ebx
	xorl	%r15d, %ebx
	imulq	%rsi, %rdx
	imulq	%rdi, %rbx
	movq	%rbx, %r15
	shrq	$32, %r15
	xorl	1152(%rsp), %r12d
	xorl	%r15d, %r12d
	movq	%rdx, %r15
	shrq	$32, %r15
	xorl	3008(%rsp), %r14d
	xorl	%r15d, %r14d
	imulq	%rsi, %r12
	imulq	%rdi, %r14
	movq	%r14, %r15
	shrq	$32, %r15
	xorl	%r9d, %ebx
	xorl	%r15d, %ebx
	movq	%r12, %r15
	shrq	$32, %r15
	xorl	2624(%rsp), %edx
	xorl	%r15d, %edx
	imulq	%rsi, %rbx
	imulq	%rdi, %rdx
	movq	%rdx, %r15
	shrq	$32, %r15
	xorl	1472(%rsp), %r14d
	xorl	%r15d, %r14d
	movq	%rbx, %r15
	shrq	$32, %r15
	xorl	3776(%rsp), %r12d
	xorl	%r15d, %r12d
	imulq	%rsi, %r14
	imulq	%rdi, %r12
	shrq	$32, %r12
	xorl	5184(%rsp), %edx
	xorl	%r12d, %edx
	movq	%r14, %r15
	shrq	$32, %r15
	xorl	%eax, %ebx
	xorl	%r15d, %ebx
	imulq	%rsi, %rdx
	shrq	$32, %rdx
	xorl	2240(%rsp), %r14d
	xorl	%edx, %r14d
	imull	$-845247145, %ebx, %edx
	imulq	%rdi, %r14
	shrq	$32, %r14
	xorl	3200(%rsp), %edx
	xorl	%r14d, %edx
	movl	%edx, 75976(%rsp,%r8,4)
	incq	%r8
	cmpq	%r8, %rcx
	jne	.LBB0_1188
.LBB0_1189:
	movq	32(%rsp), %r12
	testq	%r12, %r12
	movq	%r10, %rax
	je	.LBB0_1192
	xorl	%r14d, %r14d
	movzbl	144(%rsp), %r15d
	.p2align	4
.LBB0_1191:
	vcvtudq2pd	75976(%rsp,%r14,4), %zmm0
	vcvtudq2pd	76008(%rsp,%r14,4), %zmm1
	vcvtudq2pd	76040(%rsp,%r14,4), %zmm2
	vcvtudq2pd	76072(%rsp,%r14,4), %zmm3
	vcvtudq2pd	76104(%rsp,%r14,4), %zmm4
	vcvtudq2pd	76136(%rsp,%r14,4), %zmm5
	vcvtudq2pd	76168(%rsp,%r14,4), %zmm6
	vcvtudq2pd	76200(%rsp,%r14,4), %zmm7
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
	vmovdqa64	%zmm4, 3840(%rsp)
	vpaddq	%zmm24, %zmm3, %zmm19
	vmovdqa64	%zmm19, 3904(%rsp)
	vpaddq	%zmm24, %zmm6, %zmm6
	vmovdqa64	%zmm6, 4672(%rsp)
	vpaddq	%zmm24, %zmm5, %zmm18
	vmovdqa64	%zmm18, 576(%rsp)
	vpaddq	%zmm24, %zmm13, %zmm13
	vmovdqa64	%zmm13, 832(%rsp)
	vpaddq	%zmm24, %zmm12, %zmm17
	vmovdqa64	%zmm17, 512(%rsp)
	vpaddq	%zmm24, %zmm15, %zmm15
	vmovdqa64	%zmm15, 320(%rsp)
	vpaddq	%zmm24, %zmm14, %zmm16
	vmovdqa64	%zmm16, 192(%rsp)
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
	vmovapd	%zmm13, 704(%rsp)
	vaddpd	%zmm12, %zmm7, %zmm10
	vaddpd	%zmm12, %zmm2, %zmm9
	vbroadcastsd	.LCPI0_27(%rip), %zmm18
	vaddpd	%zmm18, %zmm13, %zmm0
	vmovapd	%zmm1, %zmm8
	vmovapd	%zmm1, 448(%rsp)
	vaddpd	%zmm18, %zmm1, %zmm1
	vmovapd	%zmm10, 768(%rsp)
	vaddpd	%zmm18, %zmm10, %zmm2
	vdivpd	%zmm1, %zmm8, %zmm7
	vmovapd	%zmm7, 1984(%rsp)
	vdivpd	%zmm0, %zmm13, %zmm1
	vmovapd	%zmm1, 1024(%rsp)
	vdivpd	%zmm2, %zmm10, %zmm2
	vmovapd	%zmm2, 2112(%rsp)
	vmovapd	%zmm9, 4032(%rsp)
	vaddpd	%zmm18, %zmm9, %zmm0
	vdivpd	%zmm0, %zmm9, %zmm0
	vmovapd	%zmm0, 1728(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm8
	vmovapd	%zmm8, 2752(%rsp)
	vmulpd	%zmm7, %zmm7, %zmm1
	vmovapd	%zmm1, 3264(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm7
	vmovapd	%zmm7, 5056(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm0
	vmovapd	%zmm0, 4608(%rsp)
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
	vmovapd	%zmm7, 1408(%rsp)
	vmulpd	%zmm8, %zmm1, %zmm7
	vmovapd	%zmm7, 1536(%rsp)
	vmulpd	%zmm9, %zmm0, %zmm7
	vmovapd	%zmm7, 960(%rsp)
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
	vmovapd	%zmm0, 1792(%rsp)
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
	vmulpd	2752(%rsp), %zmm16, %zmm16
	vaddpd	1408(%rsp), %zmm16, %zmm16
	vaddpd	%zmm23, %zmm21, %zmm21
	vmulpd	3264(%rsp), %zmm21, %zmm21
	vaddpd	1536(%rsp), %zmm21, %zmm21
	vaddpd	%zmm23, %zmm17, %zmm17
	vmulpd	5056(%rsp), %zmm17, %zmm17
	vaddpd	960(%rsp), %zmm17, %zmm17
	vaddpd	%zmm23, %zmm15, %zmm15
	vmulpd	4608(%rsp), %zmm15, %zmm15
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
	vmovapd	448(%rsp), %zmm1
	vbroadcastsd	.LCPI0_19(%rip), %zmm25
	vmulpd	%zmm25, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm18
	vaddpd	%zmm21, %zmm18, %zmm1
	vmulpd	1984(%rsp), %zmm1, %zmm12
	vmovapd	704(%rsp), %zmm0
	vmulpd	%zmm25, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm1
	vmulpd	1024(%rsp), %zmm1, %zmm14
	vmovapd	768(%rsp), %zmm0
	vmulpd	%zmm25, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm15
	vmulpd	2112(%rsp), %zmm15, %zmm15
	vmovapd	4032(%rsp), %zmm4
	vmulpd	%zmm25, %zmm4, %zmm16
	vmulpd	%zmm16, %zmm4, %zmm16
	vaddpd	%zmm17, %zmm16, %zmm17
	vmulpd	1728(%rsp), %zmm17, %zmm17
	vmulpd	%zmm25, %zmm13, %zmm21
	vmulpd	%zmm21, %zmm13, %zmm21
	vmovapd	%zmm13, %zmm9
	vaddpd	%zmm5, %zmm21, %zmm5
	vmulpd	%zmm5, %zmm30, %zmm5
	vmulpd	%zmm25, %zmm26, %zmm13
	vmulpd	%zmm13, %zmm26, %zmm13
	vmovapd	%zmm26, %zmm6
	vaddpd	%zmm8, %zmm13, %zmm8
	vmulpd	1792(%rsp), %zmm8, %zmm8
	vmulpd	%zmm25, %zmm3, %zmm19
	vmulpd	%zmm19, %zmm3, %zmm19
	vaddpd	%zmm11, %zmm19, %zmm11
	vmulpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm25, %zmm24, %zmm11
	vmulpd	%zmm11, %zmm24, %zmm11
	vaddpd	%zmm10, %zmm11, %zmm10
	vmulpd	%zmm10, %zmm20, %zmm10
	vpsrlq	$20, 3840(%rsp), %zmm20
	vpbroadcastq	.LCPI0_22(%rip), %zmm25
	vpaddq	%zmm25, %zmm20, %zmm20
	vcvtqq2pd	%zmm20, %zmm20
	vbroadcastsd	.LCPI0_35(%rip), %zmm23
	vmulpd	%zmm23, %zmm20, %zmm22
	vaddpd	%zmm12, %zmm22, %zmm12
	vpsrlq	$20, 3904(%rsp), %zmm22
	vpaddq	%zmm25, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm23, %zmm22, %zmm26
	vaddpd	%zmm14, %zmm26, %zmm14
	vpsrlq	$20, 4672(%rsp), %zmm26
	vpaddq	%zmm25, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm23, %zmm26, %zmm27
	vaddpd	%zmm15, %zmm27, %zmm15
	vpsrlq	$20, 576(%rsp), %zmm27
	vpaddq	%zmm25, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm23, %zmm27, %zmm28
	vaddpd	%zmm17, %zmm28, %zmm17
	vpsrlq	$20, 832(%rsp), %zmm28
	vpaddq	%zmm25, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm23, %zmm28, %zmm29
	vaddpd	%zmm5, %zmm29, %zmm5
	vpsrlq	$20, 512(%rsp), %zmm29
	vpaddq	%zmm25, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm23, %zmm29, %zmm30
	vaddpd	%zmm8, %zmm30, %zmm8
	vpsrlq	$20, 320(%rsp), %zmm30
	vpaddq	%zmm25, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm23, %zmm30, %zmm31
	vaddpd	%zmm7, %zmm31, %zmm7
	vpsrlq	$20, 192(%rsp), %zmm31
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
	vaddpd	704(%rsp), %zmm2, %zmm2
	vaddpd	448(%rsp), %zmm0, %zmm0
	vaddpd	%zmm12, %zmm4, %zmm11
	vaddpd	768(%rsp), %zmm1, %zmm12
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
	vmovdqa64	%zmm3, 3904(%rsp)
	vpaddq	%zmm16, %zmm4, %zmm4
	vmovdqa64	%zmm4, 4672(%rsp)
	vpaddq	%zmm16, %zmm5, %zmm5
	vmovdqa64	%zmm5, 576(%rsp)
	vpaddq	%zmm16, %zmm6, %zmm6
	vmovdqa64	%zmm6, 832(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm12
	vmovdqa64	%zmm12, 512(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqa64	%zmm13, 320(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm14
	vmovdqa64	%zmm14, 192(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm15
	vmovdqa64	%zmm15, 448(%rsp)
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
	vmovapd	%zmm9, 704(%rsp)
	vaddpd	%zmm28, %zmm9, %zmm1
	vmovapd	%zmm6, 3840(%rsp)
	vaddpd	%zmm28, %zmm6, %zmm2
	vmovapd	%zmm8, 768(%rsp)
	vaddpd	%zmm28, %zmm8, %zmm7
	vdivpd	%zmm1, %zmm9, %zmm10
	vmovapd	%zmm10, 1024(%rsp)
	vdivpd	%zmm0, %zmm25, %zmm9
	vmovapd	%zmm9, 2112(%rsp)
	vdivpd	%zmm7, %zmm8, %zmm1
	vmovapd	%zmm1, 1728(%rsp)
	vdivpd	%zmm2, %zmm6, %zmm0
	vmovapd	%zmm0, 4032(%rsp)
	vmulpd	%zmm9, %zmm9, %zmm7
	vmovapd	%zmm7, 3264(%rsp)
	vmulpd	%zmm10, %zmm10, %zmm2
	vmovapd	%zmm2, 5056(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm6
	vmovapd	%zmm6, 4608(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 1984(%rsp)
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
	vmovapd	%zmm6, 1536(%rsp)
	vmulpd	%zmm8, %zmm1, %zmm6
	vmovapd	%zmm6, 960(%rsp)
	vmulpd	%zmm9, %zmm0, %zmm6
	vmovapd	%zmm6, 2752(%rsp)
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
	vmovapd	%zmm1, 1408(%rsp)
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
	vmulpd	3264(%rsp), %zmm16, %zmm16
	vaddpd	1536(%rsp), %zmm16, %zmm16
	vaddpd	1408(%rsp), %zmm6, %zmm21
	vmulpd	5056(%rsp), %zmm21, %zmm21
	vaddpd	960(%rsp), %zmm21, %zmm21
	vaddpd	%zmm6, %zmm26, %zmm17
	vmulpd	4608(%rsp), %zmm17, %zmm17
	vaddpd	2752(%rsp), %zmm17, %zmm17
	vaddpd	%zmm6, %zmm15, %zmm15
	vmulpd	1984(%rsp), %zmm15, %zmm15
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
	vmovapd	704(%rsp), %zmm1
	vmulpd	%zmm6, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm21, %zmm0, %zmm1
	vmulpd	1024(%rsp), %zmm1, %zmm12
	vmovapd	%zmm25, 1792(%rsp)
	vmulpd	%zmm6, %zmm25, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm1
	vmulpd	2112(%rsp), %zmm1, %zmm14
	vmovapd	768(%rsp), %zmm9
	vmulpd	%zmm6, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm15
	vmulpd	1728(%rsp), %zmm15, %zmm15
	vmovapd	3840(%rsp), %zmm25
	vmulpd	%zmm6, %zmm25, %zmm16
	vmulpd	%zmm16, %zmm25, %zmm16
	vaddpd	%zmm17, %zmm16, %zmm17
	vmulpd	4032(%rsp), %zmm17, %zmm17
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
	vpsrlq	$20, 3904(%rsp), %zmm20
	vpbroadcastq	.LCPI0_22(%rip), %zmm9
	vpaddq	%zmm9, %zmm20, %zmm20
	vcvtqq2pd	%zmm20, %zmm20
	vbroadcastsd	.LCPI0_35(%rip), %zmm6
	vmulpd	%zmm6, %zmm20, %zmm22
	vaddpd	%zmm12, %zmm22, %zmm12
	vpsrlq	$20, 4672(%rsp), %zmm22
	vpaddq	%zmm9, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm6, %zmm22, %zmm26
	vaddpd	%zmm14, %zmm26, %zmm14
	vpsrlq	$20, 576(%rsp), %zmm26
	vpaddq	%zmm9, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm6, %zmm26, %zmm27
	vaddpd	%zmm15, %zmm27, %zmm15
	vpsrlq	$20, 832(%rsp), %zmm27
	vpaddq	%zmm9, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm6, %zmm27, %zmm28
	vaddpd	%zmm17, %zmm28, %zmm17
	vpsrlq	$20, 512(%rsp), %zmm28
	vpaddq	%zmm9, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm6, %zmm28, %zmm29
	vaddpd	%zmm5, %zmm29, %zmm5
	vpsrlq	$20, 320(%rsp), %zmm29
	vpaddq	%zmm9, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm6, %zmm29, %zmm30
	vaddpd	%zmm8, %zmm30, %zmm8
	vpsrlq	$20, 192(%rsp), %zmm30
	vpaddq	%zmm9, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm6, %zmm30, %zmm31
	vaddpd	%zmm7, %zmm31, %zmm7
	vpsrlq	$20, 448(%rsp), %zmm31
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
	vaddpd	1792(%rsp), %zmm2, %zmm2
	vaddpd	704(%rsp), %zmm0, %zmm0
	vaddpd	%zmm12, %zmm25, %zmm11
	vaddpd	768(%rsp), %zmm1, %zmm1
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
	vmovups	%zmm0, 75976(%rsp,%r14,4)
	vxorps	%zmm5, %zmm1, %zmm0
	vmovups	%zmm0, 76040(%rsp,%r14,4)
	vxorps	%zmm5, %zmm2, %zmm0
	vmovups	%zmm0, 76104(%rsp,%r14,4)
	vcvtpd2ps	%zmm4, %ymm0
	vcvtpd2ps	%zmm3, %ymm1
	vinsertf64x4	$1, %ymm1, %zmm0, %zmm0
	vxorps	%zmm5, %zmm0, %zmm0
	vmovups	%zmm0, 76168(%rsp,%r14,4)
	addq	$64, %r14
	cmpq	%r14, %rcx
	jne	.LBB0_1191
	jmp	.LBB0_1194
.LBB0_1192:
	xorl	%edx, %edx
	movzbl	144(%rsp), %r15d
	movabsq	$4604544269498187776, %rdi
	.p2align	4
.LBB0_1193:
	vcvtusi2sdl	75976(%rsp,%rdx,4), %xmm31, %xmm0
	vmovsd	.LCPI0_19(%rip), %xmm7
	vaddsd	%xmm7, %xmm0, %xmm0
	vmulsd	.LCPI0_20(%rip), %xmm0, %xmm0
	vmovq	%xmm0, %r8
	movl	%r8d, %ebx
	movq	%r8, %r14
	shrq	$32, %r14
	addq	$614242, %r14
	movq	%r14, %r8
	shrq	$20, %r8
	addq	$-1023, %r8
	shlq	$32, %r14
	movabsq	$4503595332403200, %r9
	andq	%r9, %r14
	addq	%rdi, %r14
	orq	%r14, %rbx
	vmovq	%rbx, %xmm0
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
	vcvtsi2sd	%r8, %xmm15, %xmm4
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
	xorq	%rax, %r8
	movl	%r8d, %ebx
	movq	%r8, %r14
	shrq	$32, %r14
	addq	$614242, %r14
	movq	%r14, %r8
	shrq	$20, %r8
	addq	$-1023, %r8
	shlq	$32, %r14
	andq	%r9, %r14
	addq	%rdi, %r14
	orq	%r14, %rbx
	vmovq	%rbx, %xmm0
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
	vcvtsi2sd	%r8, %xmm15, %xmm4
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
	vmovss	%xmm0, 75976(%rsp,%rdx,4)
	incq	%rdx
	cmpq	%rdx, %rcx
	jne	.LBB0_1193
	.p2align	4
.LBB0_1194:
	vmovups	7040(%rsp), %zmm0
	vmovaps	%zmm0, 832(%rsp)
	vmovups	7104(%rsp), %zmm0
	vmovaps	%zmm0, 320(%rsp)
	vmovups	7168(%rsp), %zmm22
	vmovups	7232(%rsp), %zmm10
	vmovups	7296(%rsp), %zmm0
	vmovaps	%zmm0, 512(%rsp)
	vmovups	7552(%rsp), %zmm1
	vmovups	7808(%rsp), %zmm0
	vmovups	8064(%rsp), %zmm2
	vmovaps	%zmm2, 192(%rsp)
	vmovups	7360(%rsp), %zmm2
	vmovaps	%zmm2, 768(%rsp)
	vmovups	7616(%rsp), %zmm25
	vmovups	7872(%rsp), %zmm17
	vmovups	8128(%rsp), %zmm2
	vmovaps	%zmm2, 448(%rsp)
	vmovups	7424(%rsp), %zmm2
	vmovaps	%zmm2, 704(%rsp)
	vmovups	7680(%rsp), %zmm8
	vmovups	7936(%rsp), %zmm18
	vmovups	8192(%rsp), %zmm29
	vmovups	7488(%rsp), %zmm12
	vmovups	7744(%rsp), %zmm21
	vmovups	8000(%rsp), %zmm15
	vmovups	8256(%rsp), %zmm5
	leaq	22912(%rsp), %r14
	xorl	%r8d, %r8d
	movq	1664(%rsp), %rbx
	vmovaps	1280(%rsp), %zmm2
	vmovaps	2944(%rsp), %zmm6
	vmovaps	4160(%rsp), %zmm27
	vmovaps	4800(%rsp), %zmm13
	jmp	.LBB0_1196
	.p2align	4
.LBB0_1195:
	vxorps	%xmm15, %xmm15, %xmm15
	vcvtsi2ss	%r8, %xmm15, %xmm6
	vbroadcastss	%xmm6, %zmm15
	vcmpunordps	%zmm13, %zmm10, %k1
	vbroadcastss	.LCPI0_0(%rip), %zmm1
	vmovaps	%zmm1, %zmm6 {%k1} {z}
	vmaxps	%zmm22, %zmm6, %zmm2
	vmovaps	%zmm2, 832(%rsp)
	vbroadcastss	.LCPI0_5(%rip), %zmm30
	vcmpeqps	%zmm30, %zmm10, %k2
	vmovaps	%zmm1, %zmm6 {%k2} {z}
	vmaxps	%zmm24, %zmm6, %zmm2
	vmovaps	%zmm2, 512(%rsp)
	vmovaps	5824(%rsp), %zmm24
	vmulps	%zmm10, %zmm24, %zmm22
	vbroadcastss	.LCPI0_6(%rip), %zmm6
	vandps	%zmm6, %zmm22, %zmm22
	vpbroadcastd	.LCPI0_5(%rip), %zmm2
	vpcmpeqd	%zmm2, %zmm22, %k2
	vandps	%zmm6, %zmm10, %zmm22
	vcmpneq_oqps	%zmm30, %zmm22, %k2 {%k2}
	vmovaps	%zmm1, %zmm22 {%k2} {z}
	vmaxps	%zmm0, %zmm22, %zmm0
	vmovaps	%zmm0, 192(%rsp)
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
	vmovaps	%zmm0, 320(%rsp)
	vcmpeqps	%zmm30, %zmm12, %k2
	vmovaps	%zmm1, %zmm0 {%k2} {z}
	vmaxps	768(%rsp), %zmm0, %zmm0
	vmovaps	%zmm0, 768(%rsp)
	vmulps	%zmm12, %zmm24, %zmm0
	vandps	%zmm6, %zmm0, %zmm0
	vpcmpeqd	%zmm2, %zmm0, %k2
	vandps	%zmm6, %zmm12, %zmm0
	vcmpneq_oqps	%zmm30, %zmm0, %k2 {%k2}
	vmovaps	%zmm1, %zmm0 {%k2} {z}
	vmaxps	%zmm27, %zmm0, %zmm0
	vmovaps	%zmm0, 448(%rsp)
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
	vmaxps	704(%rsp), %zmm0, %zmm22
	vcmpeqps	%zmm30, %zmm5, %k2
	vmovaps	%zmm1, %zmm0 {%k2} {z}
	vmaxps	%zmm25, %zmm0, %zmm0
	vmovaps	%zmm0, 704(%rsp)
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
	incq	%r8
	addq	$256, %r14
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
	cmpq	%r8, %r12
	je	.LBB0_1244
.LBB0_1196:
	vmovaps	%zmm22, %zmm9
	vmovaps	%zmm12, %zmm7
	vmovaps	%zmm10, %zmm4
	vmovaps	%zmm5, 576(%rsp)
	vmovups	-192(%r14), %zmm10
	vmovups	-128(%r14), %zmm12
	vmovups	-64(%r14), %zmm5
	vmovups	(%r14), %zmm28
	vbroadcastss	.LCPI0_2(%rip), %zmm22
	testq	%r8, %r8
	je	.LBB0_1197
	vmovaps	832(%rsp), %zmm22
	vbroadcastss	.LCPI0_2(%rip), %zmm30
	vmovaps	%zmm30, %zmm24
	jne	.LBB0_1221
.LBB0_1198:
	vmovaps	%zmm30, %zmm16
	je	.LBB0_1199
.LBB0_1222:
	vmovaps	%zmm1, %zmm16
	vmovaps	%zmm30, %zmm14
	jne	.LBB0_1223
.LBB0_1200:
	vxorps	%xmm13, %xmm13, %xmm13
	vxorps	%xmm23, %xmm23, %xmm23
	je	.LBB0_1201
.LBB0_1224:
	vmovaps	%zmm0, %zmm23
	vmovaps	%zmm30, %zmm0
	jne	.LBB0_1225
.LBB0_1202:
	vmovaps	%zmm30, %zmm1
	je	.LBB0_1203
.LBB0_1226:
	vmovaps	320(%rsp), %zmm1
	vmovaps	%zmm30, %zmm3
	jne	.LBB0_1227
.LBB0_1204:
	vmovaps	%zmm30, %zmm31
	je	.LBB0_1205
.LBB0_1228:
	vmovaps	%zmm25, %zmm31
	vmovaps	%zmm3, 768(%rsp)
	vmovaps	%zmm30, %zmm26
	jne	.LBB0_1229
.LBB0_1206:
	vxorps	%xmm3, %xmm3, %xmm3
	je	.LBB0_1207
.LBB0_1230:
	vmovaps	%zmm17, %zmm3
	vmovaps	%zmm30, %zmm27
	jne	.LBB0_1231
.LBB0_1208:
	vmovaps	%zmm30, %zmm11
	je	.LBB0_1209
.LBB0_1232:
	vmovaps	%zmm9, %zmm11
	vmovaps	%zmm30, %zmm25
	jne	.LBB0_1233
.LBB0_1210:
	vmovaps	%zmm11, 704(%rsp)
	vmovaps	%zmm30, %zmm19
	je	.LBB0_1211
.LBB0_1234:
	vmovaps	%zmm8, %zmm19
	vmovaps	%zmm1, %zmm17
	vmovaps	%zmm30, %zmm11
	jne	.LBB0_1235
.LBB0_1212:
	vmovaps	%zmm29, %zmm1
	vxorps	%xmm9, %xmm9, %xmm9
	je	.LBB0_1213
.LBB0_1236:
	vmovaps	%zmm18, %zmm9
	vmovaps	%zmm30, %zmm29
	jne	.LBB0_1237
.LBB0_1214:
	vmovaps	%zmm30, %zmm8
	je	.LBB0_1215
.LBB0_1238:
	vmovaps	%zmm4, %zmm8
	vmovaps	%zmm30, %zmm18
	jne	.LBB0_1239
.LBB0_1216:
	vmovaps	%zmm30, %zmm20
	je	.LBB0_1217
.LBB0_1240:
	vmovaps	%zmm21, %zmm20
	vmovaps	%zmm30, %zmm7
	jne	.LBB0_1241
.LBB0_1218:
	vxorps	%xmm4, %xmm4, %xmm4
	je	.LBB0_1219
.LBB0_1242:
	vmovaps	%zmm15, %zmm4
	vmovaps	%zmm30, %zmm21
	je	.LBB0_1195
	jmp	.LBB0_1243
	.p2align	4
.LBB0_1197:
	vbroadcastss	.LCPI0_2(%rip), %zmm30
	vmovaps	%zmm30, %zmm24
	je	.LBB0_1198
.LBB0_1221:
	vmovaps	512(%rsp), %zmm24
	vmovaps	%zmm30, %zmm16
	jne	.LBB0_1222
.LBB0_1199:
	vmovaps	%zmm30, %zmm14
	je	.LBB0_1200
.LBB0_1223:
	vmovaps	%zmm13, %zmm14
	vxorps	%xmm13, %xmm13, %xmm13
	vxorps	%xmm23, %xmm23, %xmm23
	jne	.LBB0_1224
.LBB0_1201:
	vmovaps	%zmm30, %zmm0
	je	.LBB0_1202
.LBB0_1225:
	vmovaps	192(%rsp), %zmm0
	vmovaps	%zmm30, %zmm1
	jne	.LBB0_1226
.LBB0_1203:
	vmovaps	%zmm30, %zmm3
	je	.LBB0_1204
.LBB0_1227:
	vmovaps	768(%rsp), %zmm3
	vmovaps	%zmm30, %zmm31
	jne	.LBB0_1228
.LBB0_1205:
	vmovaps	%zmm3, 768(%rsp)
	vmovaps	%zmm30, %zmm26
	je	.LBB0_1206
.LBB0_1229:
	vmovaps	%zmm27, %zmm26
	vxorps	%xmm3, %xmm3, %xmm3
	jne	.LBB0_1230
.LBB0_1207:
	vmovaps	%zmm30, %zmm27
	je	.LBB0_1208
.LBB0_1231:
	vmovaps	448(%rsp), %zmm27
	vmovaps	%zmm30, %zmm11
	jne	.LBB0_1232
.LBB0_1209:
	vmovaps	%zmm30, %zmm25
	je	.LBB0_1210
.LBB0_1233:
	vmovaps	704(%rsp), %zmm25
	vmovaps	%zmm11, 704(%rsp)
	vmovaps	%zmm30, %zmm19
	jne	.LBB0_1234
.LBB0_1211:
	vmovaps	%zmm1, %zmm17
	vmovaps	%zmm30, %zmm11
	je	.LBB0_1212
.LBB0_1235:
	vmovaps	%zmm6, %zmm11
	vmovaps	%zmm29, %zmm1
	vxorps	%xmm9, %xmm9, %xmm9
	jne	.LBB0_1236
.LBB0_1213:
	vmovaps	%zmm30, %zmm29
	je	.LBB0_1214
.LBB0_1237:
	vmovaps	%zmm1, %zmm29
	vmovaps	%zmm30, %zmm8
	jne	.LBB0_1238
.LBB0_1215:
	vmovaps	%zmm30, %zmm18
	je	.LBB0_1216
.LBB0_1239:
	vmovaps	%zmm7, %zmm18
	vmovaps	%zmm30, %zmm20
	jne	.LBB0_1240
.LBB0_1217:
	vmovaps	%zmm30, %zmm7
	je	.LBB0_1218
.LBB0_1241:
	vmovaps	%zmm2, %zmm7
	vxorps	%xmm4, %xmm4, %xmm4
	jne	.LBB0_1242
.LBB0_1219:
	vmovaps	%zmm30, %zmm21
	je	.LBB0_1195
.LBB0_1243:
	vmovaps	576(%rsp), %zmm21
	jmp	.LBB0_1195
	.p2align	4
.LBB0_1244:
	vmovaps	832(%rsp), %zmm0
	vmovups	%zmm0, 7040(%rsp)
	vmovaps	512(%rsp), %zmm0
	vmovups	%zmm0, 7296(%rsp)
	vmovups	%zmm16, 7552(%rsp)
	vmovups	%zmm23, 7808(%rsp)
	vmovaps	192(%rsp), %zmm0
	vmovups	%zmm0, 8064(%rsp)
	vmovaps	320(%rsp), %zmm0
	vmovups	%zmm0, 7104(%rsp)
	vmovaps	768(%rsp), %zmm0
	vmovups	%zmm0, 7360(%rsp)
	vmovups	%zmm31, 7616(%rsp)
	vmovups	%zmm3, 7872(%rsp)
	vmovaps	448(%rsp), %zmm0
	vmovups	%zmm0, 8128(%rsp)
	vmovups	%zmm22, 7168(%rsp)
	vmovaps	704(%rsp), %zmm0
	vmovups	%zmm0, 7424(%rsp)
	vmovups	%zmm19, 7680(%rsp)
	vmovups	%zmm9, 7936(%rsp)
	vmovups	%zmm29, 8192(%rsp)
	vmovups	%zmm10, 7232(%rsp)
	vmovups	%zmm12, 7488(%rsp)
	vmovups	%zmm20, 7744(%rsp)
	vmovups	%zmm4, 8000(%rsp)
	vmovups	%zmm5, 8256(%rsp)
	vmovaps	%zmm26, 4160(%rsp)
	vmovaps	%zmm14, 4800(%rsp)
	movl	56(%rsp), %r14d
	vxorps	%xmm31, %xmm31, %xmm31
	vmovaps	2496(%rsp), %zmm25
	vmovaps	2432(%rsp), %zmm30
	vmovaps	2816(%rsp), %zmm16
.LBB0_1245:
	vbroadcastss	.LCPI0_2(%rip), %zmm0
	vmovups	%zmm0, 8320(%rsp)
	vbroadcastss	.LCPI0_5(%rip), %zmm1
	vmovups	%zmm1, 8576(%rsp)
	vmovups	%zmm0, 8384(%rsp)
	vmovups	%zmm1, 8640(%rsp)
	vmovups	%zmm0, 8448(%rsp)
	vmovups	%zmm1, 8704(%rsp)
	vmovups	%zmm0, 8512(%rsp)
	vmovups	%zmm1, 8768(%rsp)
	vmovups	%zmm31, 8832(%rsp)
	vmovups	%zmm31, 8896(%rsp)
	vmovups	%zmm31, 8960(%rsp)
	vmovups	%zmm31, 9024(%rsp)
	vmovups	%zmm31, 9088(%rsp)
	vmovups	%zmm31, 9152(%rsp)
	vmovups	%zmm31, 9216(%rsp)
	vmovups	%zmm31, 9280(%rsp)
	vmovups	%zmm0, 9344(%rsp)
	vmovups	%zmm1, 9600(%rsp)
	vmovups	%zmm0, 9408(%rsp)
	vmovups	%zmm1, 9664(%rsp)
	vmovups	%zmm0, 9472(%rsp)
	vmovups	%zmm1, 9728(%rsp)
	vmovups	%zmm0, 9536(%rsp)
	vmovups	%zmm1, 9792(%rsp)
	vmovups	%zmm31, 9856(%rsp)
	vmovups	%zmm31, 9920(%rsp)
	vmovups	%zmm31, 9984(%rsp)
	vmovups	%zmm31, 10048(%rsp)
	testb	%r15b, %r15b
	vmovaps	%zmm7, 1280(%rsp)
	je	.LBB0_1252
	vmovss	.LCPI0_0(%rip), %xmm27
	testq	%r12, %r12
	je	.LBB0_1253
	vmovups	8320(%rsp), %zmm0
	vmovups	8384(%rsp), %zmm1
	vmovups	8448(%rsp), %zmm2
	vmovups	8512(%rsp), %zmm3
	vmovups	8576(%rsp), %zmm4
	vmovups	8640(%rsp), %zmm14
	vmovups	8704(%rsp), %zmm15
	vmovups	8768(%rsp), %zmm5
	vmovups	22720(%rsp), %zmm10
	vmovups	22784(%rsp), %zmm13
	vmovups	22848(%rsp), %zmm18
	vmovups	22912(%rsp), %zmm21
	vmovaps	5824(%rsp), %zmm8
	vmulps	%zmm10, %zmm8, %zmm6
	vcmpltps	%zmm10, %zmm0, %k1
	vaddps	75976(%rsp), %zmm6, %zmm6
	vmovaps	%zmm6, 768(%rsp)
	vbroadcastss	.LCPI0_0(%rip), %zmm9
	vmovaps	%zmm9, %zmm6 {%k1} {z}
	vmovaps	%zmm6, 704(%rsp)
	vmulps	%zmm13, %zmm8, %zmm7
	vcmpltps	%zmm13, %zmm1, %k1
	vmovaps	%zmm9, %zmm6 {%k1} {z}
	vmovaps	%zmm6, 448(%rsp)
	vaddps	76040(%rsp), %zmm7, %zmm17
	vmulps	%zmm18, %zmm8, %zmm7
	vcmpltps	%zmm18, %zmm2, %k1
	vmovaps	%zmm9, %zmm19 {%k1} {z}
	vaddps	76104(%rsp), %zmm7, %zmm20
	vmulps	%zmm21, %zmm8, %zmm7
	vcmpltps	%zmm21, %zmm3, %k1
	vmovaps	%zmm9, %zmm22 {%k1} {z}
	vaddps	76168(%rsp), %zmm7, %zmm23
	vmovups	10112(%rsp), %zmm9
	vmovups	10176(%rsp), %zmm12
	vmovups	10240(%rsp), %zmm8
	vmovups	10304(%rsp), %zmm7
	movl	$192, %edx
	vcmpeqps	%zmm3, %zmm21, %k1
	vcmpeqps	%zmm2, %zmm18, %k2
	vcmpeqps	%zmm1, %zmm13, %k3
	vcmpeqps	%zmm0, %zmm10, %k4
	xorl	%r8d, %r8d
	jmp	.LBB0_1250
	.p2align	4
.LBB0_1248:
	vcmpleps	%zmm4, %zmm10, %k5 {%k4}
	vbroadcastss	.LCPI0_0(%rip), %zmm18
	vmovaps	%zmm18, %zmm7 {%k5} {z}
	vmaxps	704(%rsp), %zmm7, %zmm7
	vcmpneqps	%zmm31, %zmm7, %k5
	vbroadcastss	.LCPI0_2(%rip), %zmm13
	vblendmps	768(%rsp), %zmm13, %zmm7 {%k5}
	vmovaps	%zmm7, 6336(%rsp)
	vcmpneqps	%zmm13, %zmm7, %k5
	vmovaps	%zmm10, %zmm9 {%k5} {z}
	vmovups	%zmm9, 10112(%rsp)
	vcmpleps	%zmm14, %zmm10, %k5 {%k3}
	vmovaps	%zmm18, %zmm7 {%k5} {z}
	vmaxps	448(%rsp), %zmm7, %zmm7
	vcmpneqps	%zmm31, %zmm7, %k5
	vblendmps	%zmm17, %zmm13, %zmm25 {%k5}
	vcmpneqps	%zmm13, %zmm25, %k5
	vmovaps	%zmm10, %zmm12 {%k5} {z}
	vmovups	%zmm12, 10176(%rsp)
	vcmpleps	%zmm15, %zmm10, %k5 {%k2}
	vmovaps	%zmm18, %zmm7 {%k5} {z}
	vmaxps	%zmm19, %zmm7, %zmm7
	vcmpneqps	%zmm31, %zmm7, %k5
	vblendmps	%zmm20, %zmm13, %zmm30 {%k5}
	vcmpneqps	%zmm13, %zmm30, %k5
	vmovaps	%zmm10, %zmm8 {%k5} {z}
	vmovups	%zmm8, 10240(%rsp)
	vcmpleps	%zmm5, %zmm10, %k5 {%k1}
	vmovaps	%zmm18, %zmm7 {%k5} {z}
	vmaxps	%zmm22, %zmm7, %zmm7
	vcmpneqps	%zmm31, %zmm7, %k5
	vblendmps	%zmm23, %zmm13, %zmm16 {%k5}
	vcmpneqps	%zmm13, %zmm16, %k5
	vmovaps	%zmm10, %zmm7 {%k5} {z}
.LBB0_1249:
	vmovups	%zmm7, 10304(%rsp)
	incq	%r8
	addq	$256, %rdx
	cmpq	%r8, %r12
	je	.LBB0_1253
.LBB0_1250:
	vcvtsi2ss	%r8, %xmm31, %xmm10
	vbroadcastss	%xmm10, %zmm10
	testq	%r8, %r8
	je	.LBB0_1248
	vmovups	22528(%rsp,%rdx), %zmm13
	vmovups	22592(%rsp,%rdx), %zmm18
	vmovups	22656(%rsp,%rdx), %zmm21
	vmovups	22720(%rsp,%rdx), %zmm24
	vmovaps	5824(%rsp), %zmm28
	vmovaps	%zmm30, %zmm6
	vmovaps	%zmm25, %zmm30
	vmulps	%zmm13, %zmm28, %zmm25
	vcmpltps	%zmm13, %zmm0, %k5
	vbroadcastss	.LCPI0_0(%rip), %zmm29
	vmovaps	%zmm29, %zmm26 {%k5} {z}
	vcmpeqps	%zmm0, %zmm13, %k5
	vcmpleps	%zmm4, %zmm10, %k5 {%k5}
	vmovaps	%zmm29, %zmm13 {%k5} {z}
	vmaxps	%zmm26, %zmm13, %zmm13
	vcmpneqps	%zmm31, %zmm13, %k5
	vbroadcastss	.LCPI0_2(%rip), %zmm26
	vmovaps	%zmm26, %zmm13
	vaddps	75784(%rsp,%rdx), %zmm25, %zmm13 {%k5}
	vmovaps	6336(%rsp), %zmm25
	vcmpltps	%zmm13, %zmm25, %k0
	vcmpordps	%zmm31, %zmm25, %k5
	vcmpunordps	%zmm31, %zmm13, %k5 {%k5}
	korw	%k5, %k0, %k5
	vmovaps	%zmm13, %zmm25 {%k5}
	vmovaps	%zmm25, 6336(%rsp)
	vmovaps	%zmm10, %zmm9 {%k5}
	vmovups	%zmm9, 10112(%rsp)
	vmulps	%zmm18, %zmm28, %zmm13
	vcmpltps	%zmm18, %zmm1, %k5
	vmovaps	%zmm29, %zmm25 {%k5} {z}
	vcmpeqps	%zmm1, %zmm18, %k5
	vcmpleps	%zmm14, %zmm10, %k5 {%k5}
	vmovaps	%zmm29, %zmm18 {%k5} {z}
	vmaxps	%zmm25, %zmm18, %zmm18
	vmovaps	%zmm30, %zmm25
	vmovaps	%zmm6, %zmm30
	vcmpneqps	%zmm31, %zmm18, %k5
	vmovaps	%zmm26, %zmm18
	vaddps	75848(%rsp,%rdx), %zmm13, %zmm18 {%k5}
	vcmpltps	%zmm18, %zmm25, %k0
	vcmpordps	%zmm31, %zmm25, %k5
	vcmpunordps	%zmm31, %zmm18, %k5 {%k5}
	korw	%k5, %k0, %k5
	vmovaps	%zmm18, %zmm25 {%k5}
	vmovaps	%zmm10, %zmm12 {%k5}
	vmovups	%zmm12, 10176(%rsp)
	vmulps	%zmm21, %zmm28, %zmm13
	vcmpltps	%zmm21, %zmm2, %k5
	vmovaps	%zmm29, %zmm18 {%k5} {z}
	vcmpeqps	%zmm2, %zmm21, %k5
	vcmpleps	%zmm15, %zmm10, %k5 {%k5}
	vmovaps	%zmm29, %zmm21 {%k5} {z}
	vmaxps	%zmm18, %zmm21, %zmm18
	vcmpneqps	%zmm31, %zmm18, %k5
	vmovaps	%zmm26, %zmm18
	vaddps	75912(%rsp,%rdx), %zmm13, %zmm18 {%k5}
	vcmpltps	%zmm18, %zmm6, %k0
	vcmpordps	%zmm31, %zmm6, %k5
	vcmpunordps	%zmm31, %zmm18, %k5 {%k5}
	korw	%k5, %k0, %k5
	vmovaps	%zmm18, %zmm30 {%k5}
	vmovaps	%zmm10, %zmm8 {%k5}
	vmovups	%zmm8, 10240(%rsp)
	vmulps	%zmm24, %zmm28, %zmm13
	vcmpltps	%zmm24, %zmm3, %k5
	vmovaps	%zmm29, %zmm18 {%k5} {z}
	vcmpeqps	%zmm3, %zmm24, %k5
	vcmpleps	%zmm5, %zmm10, %k5 {%k5}
	vmovaps	%zmm29, %zmm21 {%k5} {z}
	vmaxps	%zmm18, %zmm21, %zmm18
	vcmpneqps	%zmm31, %zmm18, %k5
	vmovaps	%zmm26, %zmm18
	vaddps	75976(%rsp,%rdx), %zmm13, %zmm18 {%k5}
	vcmpltps	%zmm18, %zmm16, %k0
	vcmpordps	%zmm31, %zmm16, %k5
	vcmpunordps	%zmm31, %zmm18, %k5 {%k5}
	korw	%k5, %k0, %k5
	vmovaps	%zmm18, %zmm16 {%k5}
	vmovaps	%zmm10, %zmm7 {%k5}
	jmp	.LBB0_1249
	.p2align	4
.LBB0_1252:
	vmovups	%zmm31, 10112(%rsp)
	vmovups	%zmm31, 10176(%rsp)
	vmovups	%zmm31, 10240(%rsp)
	vmovups	%zmm31, 10304(%rsp)
.LBB0_1253:
	cmpq	$8, %r11
	jae	.LBB0_1256
	xorl	%edx, %edx
	vmovss	.LCPI0_2(%rip), %xmm3
	vmovss	.LCPI0_3(%rip), %xmm4
	vxorps	%xmm5, %xmm5, %xmm5
	movq	2176(%rsp), %r10
	vmovss	60(%rsp), %xmm10
	.p2align	4
.LBB0_1255:
	xorl	%edi, %edi
	vmovss	.LCPI0_0(%rip), %xmm0
	vucomiss	%xmm10, %xmm0
	setbe	%dil
	shll	$8, %edi
	testl	%r14d, %r14d
	leaq	7040(%rsp,%rdx,4), %r8
	vmovss	7296(%rsp,%rdx,4), %xmm0
	vaddss	%xmm0, %xmm0, %xmm0
	vcmpgess	7552(%rsp,%rdx,4), %xmm3, %k1
	vmovss	.LCPI0_1(%rip), %xmm1 {%k1} {z}
	vmulss	8064(%rsp,%rdx,4), %xmm4, %xmm2
	vaddss	7040(%rsp,%rdx,4), %xmm0, %xmm0
	vaddss	%xmm1, %xmm0, %xmm0
	vaddss	%xmm0, %xmm2, %xmm0
	leaq	2816(%rdi,%r8), %rdi
	leaq	7808(%rsp,%rdx,4), %r8
	cmoveq	%rdi, %r8
	vmovss	(%r8), %xmm1
	vcmpneqss	%xmm5, %xmm0, %k1
	vmovss	.LCPI0_4(%rip), %xmm1 {%k1}
	vcvttss2si	%xmm1, %rdi
	vcvttss2usi	%xmm0, %r8d
	movq	%rdi, (%rbx,%rdx,8)
	orl	%r8d, (%r10,%rdx,4)
	incq	%rdx
	cmpq	%rdx, %r13
	jne	.LBB0_1255
	jmp	.LBB0_1143
	.p2align	4
.LBB0_1256:
	movq	%r11, 768(%rsp)
	movq	%r13, %rdi
	movq	%rax, %r13
	movq	%rcx, %rax
	movq	3712(%rsp), %rbx
	movq	%rbx, %rdx
	shlq	$9, %rdx
	addq	3456(%rsp), %rdx
	movl	%edi, %r8d
	leaq	(%rdx,%r8,8), %r8
	shlq	$8, %rbx
	addq	128(%rsp), %rbx
	movq	%rdi, %r9
	leal	(,%rdi,4), %r15d
	leaq	(%rbx,%r15), %r12
	leaq	10112(%rsp), %rdi
	addq	%rdi, %r15
	cmpq	%r12, %rdx
	setb	%r11b
	cmpq	%r8, %rbx
	setb	%dil
	cmpq	%r15, %rdx
	setb	%dl
	leaq	7040(%rsp), %rcx
	cmpq	%r8, %rcx
	setb	%r14b
	cmpq	%r15, %rbx
	setb	%r8b
	cmpq	%r12, %rcx
	setb	%bl
	testb	%dil, %r11b
	vmovss	.LCPI0_2(%rip), %xmm3
	vmovss	.LCPI0_3(%rip), %xmm4
	vxorps	%xmm5, %xmm5, %xmm5
	vbroadcastss	.LCPI0_2(%rip), %ymm6
	vbroadcastss	.LCPI0_3(%rip), %ymm7
	vxorps	%xmm8, %xmm8, %xmm8
	vmovss	60(%rsp), %xmm10
	jne	.LBB0_1262
	andb	%r14b, %dl
	movzbl	144(%rsp), %r15d
	movq	%rax, %rcx
	jne	.LBB0_1263
	movl	$0, %edx
	andb	%bl, %r8b
	movq	32(%rsp), %r12
	movl	56(%rsp), %r14d
	movl	$3528531795, %esi
	movq	%r13, %rax
	movq	768(%rsp), %r11
	movq	1664(%rsp), %rbx
	movq	%r9, %r13
	movq	2176(%rsp), %r10
	jne	.LBB0_1255
	movq	%r13, %rdx
	movq	%rax, %r13
	movl	%edx, %r8d
	andl	$120, %r8d
	andl	$120, %edx
	movq	%rbx, %rax
	xorl	%ebx, %ebx
	.p2align	4
.LBB0_1260:
	xorl	%edi, %edi
	vmovss	.LCPI0_0(%rip), %xmm0
	vucomiss	%xmm10, %xmm0
	setbe	%dil
	shll	$8, %edi
	testl	%r14d, %r14d
	leaq	7040(%rsp,%rbx,4), %r11
	vmovups	7296(%rsp,%rbx,4), %ymm0
	vaddps	%ymm0, %ymm0, %ymm0
	vcmpeqps	7552(%rsp,%rbx,4), %ymm6, %k1
	vbroadcastss	.LCPI0_1(%rip), %ymm1 {%k1} {z}
	vmulps	8064(%rsp,%rbx,4), %ymm7, %ymm2
	vaddps	7040(%rsp,%rbx,4), %ymm0, %ymm0
	vaddps	%ymm1, %ymm0, %ymm0
	vaddps	%ymm0, %ymm2, %ymm0
	leaq	2816(%rdi,%r11), %rdi
	leaq	7808(%rsp,%rbx,4), %r11
	cmoveq	%rdi, %r11
	vmovups	(%r11), %ymm1
	vcmpneqps	%ymm8, %ymm0, %k1
	vbroadcastss	.LCPI0_4(%rip), %ymm1 {%k1}
	vcvttps2qq	%ymm1, %zmm1
	vmovups	%zmm1, (%rax,%rbx,8)
	vcvttps2udq	%ymm0, %ymm0
	vorps	(%r10,%rbx,4), %ymm0, %ymm0
	vmovups	%ymm0, (%r10,%rbx,4)
	addq	$8, %rbx
	cmpq	%rbx, %r8
	jne	.LBB0_1260
	cmpq	%rdx, %r9
	movq	768(%rsp), %r11
	movq	%rax, %rbx
	movq	%r13, %rax
	movq	%r9, %r13
	jne	.LBB0_1255
	jmp	.LBB0_1143
.LBB0_1262:
	xorl	%edx, %edx
	movq	32(%rsp), %r12
	movl	56(%rsp), %r14d
	movzbl	144(%rsp), %r15d
	movl	$3528531795, %esi
	movq	%rax, %rcx
	jmp	.LBB0_1264
.LBB0_1263:
	xorl	%edx, %edx
	movq	32(%rsp), %r12
	movl	56(%rsp), %r14d
	movl	$3528531795, %esi
.LBB0_1264:
	movq	%r13, %rax
	movq	768(%rsp), %r11
	movq	1664(%rsp), %rbx
	movq	%r9, %r13
	movq	2176(%rsp), %r10
	jmp	.LBB0_1255
.LBB0_1265:
	movl	56(%rsp), %r14d
	movq	1664(%rsp), %rbx
	jmp	.LBB0_1245
.LBB0_1266:
	leaq	-40(%rbp), %rsp
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
	.long	.LBB0_1146-.LJTI0_0
	.long	.LBB0_1168-.LJTI0_0
	.long	.LBB0_1158-.LJTI0_0
	.long	.LBB0_1164-.LJTI0_0
	.long	.LBB0_1152-.LJTI0_0
	.long	.LBB0_1170-.LJTI0_0
	.long	.LBB0_1174-.LJTI0_0
	.long	.LBB0_1166-.LJTI0_0
	.long	.LBB0_1178-.LJTI0_0
	.long	.LBB0_1156-.LJTI0_0
	.long	.LBB0_1176-.LJTI0_0
	.long	.LBB0_1150-.LJTI0_0
	.long	.LBB0_1154-.LJTI0_0
	.long	.LBB0_1172-.LJTI0_0
	.long	.LBB0_1148-.LJTI0_0

	.section	".note.GNU-stack","",@progbits
