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
	subq	$2304, %rsp
	movq	(%rdi), %rax
	movq	%rax, 2608(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, 2600(%rsp)
	movq	16(%rdi), %rax
	movq	%rax, 1008(%rsp)
	movq	24(%rdi), %r11
	movq	32(%rdi), %rax
	movq	%rax, 32(%rsp)
	movq	40(%rdi), %rax
	movq	%rax, 104(%rsp)
	movq	48(%rdi), %r12
	movq	56(%rdi), %rax
	movq	%rax, 6464(%rsp)
	movq	64(%rdi), %rbx
	vmovss	72(%rdi), %xmm16
	movq	80(%rdi), %r14
	vmovss	88(%rdi), %xmm10
	movl	92(%rdi), %r15d
	movl	96(%rdi), %eax
	movl	%eax, 3904(%rsp)
	movq	104(%rdi), %rax
	movq	%rax, 4480(%rsp)
	movq	112(%rdi), %r9
	movq	120(%rdi), %rax
	movq	%rax, 832(%rsp)
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
	movq	%rax, 2592(%rsp)
	movq	%rsi, 1208(%rsp)
	cmpq	$30, %rsi
	ja	.LBB0_9
	movq	%r12, %rax
	imulq	2592(%rsp), %rax
	cmpq	$2, %rax
	movl	$1, %r10d
	cmovaeq	%rax, %r10
	jae	.LBB0_5
	xorl	%ecx, %ecx
	jmp	.LBB0_8
.LBB0_5:
	movq	%r9, 576(%rsp)
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
	movl	%eax, 17152(%rsp,%rcx,4)
	movzwl	%dx, %eax
	movl	%eax, 15104(%rsp,%rcx,4)
	leal	1(%rcx), %esi
	movl	%esi, %eax
	xorl	%edx, %edx
	divw	%r12w
	movl	%eax, %edi
	movl	%esi, %eax
	xorl	%edx, %edx
	divw	%r12w
	movzwl	%di, %eax
	movl	%eax, 17156(%rsp,%rcx,4)
	movzwl	%dx, %eax
	movl	%eax, 15108(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r11
	jne	.LBB0_6
	testb	$1, %r10b
	movq	%r14, %r11
	movq	%r13, %rdi
	movq	%r9, %r14
	movq	576(%rsp), %r9
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
	movl	%eax, 17152(%rsp,%rcx,4)
	movzwl	%dx, %eax
	movl	%eax, 15104(%rsp,%rcx,4)
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
	movb	%dl, 47(%rsp)
	orb	%dl, %sil
	movq	%r8, %r13
	imulq	4480(%rsp), %r13
	movl	3904(%rsp), %ecx
	testl	%ecx, %ecx
	movq	%r12, 24(%rsp)
	movq	%rbx, 72(%rsp)
	vmovss	%xmm10, 52(%rsp)
	movl	%r15d, 48(%rsp)
	vmovaps	%xmm16, 112(%rsp)
	movq	%r11, 640(%rsp)
	je	.LBB0_114
	testb	%sil, %sil
	jne	.LBB0_114
	cmpl	$1, %ecx
	movb	%sil, 6720(%rsp)
	jne	.LBB0_21
	movq	%r13, 6784(%rsp)
	movq	%rdi, 384(%rsp)
	movq	%r14, 408(%rsp)
	imulq	32(%rsp), %r12
	movq	1008(%rsp), %rax
	leaq	(%rax,%r12,4), %rdx
	movq	1472(%rsp), %r11
	movq	%r11, %rcx
	subq	832(%rsp), %rcx
	movq	%rcx, 136(%rsp)
	movq	%rdx, 1720(%rsp)
	movq	%r12, 896(%rsp)
	jbe	.LBB0_24
	movq	832(%rsp), %rsi
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
	movq	576(%rsp), %r10
	addq	$-1024, %r10
	movq	1472(%rsp), %r11
	movq	448(%rsp), %r12
	cmpq	%r11, %r12
	movl	48(%rsp), %r15d
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
	movq	%rax, 448(%rsp)
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
	movq	%r10, 576(%rsp)
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
	movq	832(%rsp), %rax
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
	cmpq	$31, 136(%rsp)
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
	movl	48(%rsp), %r15d
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
	vmovss	52(%rsp), %xmm10
	movq	6464(%rsp), %r9
	movq	640(%rsp), %r11
	vmovaps	%xmm26, %xmm16
	movq	408(%rsp), %r14
	movq	6784(%rsp), %r13
	testl	%r15d, %r15d
	setne	%al
	movq	832(%rsp), %rbx
	addl	%ebx, %edi
	movq	384(%rsp), %r10
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
	movq	24(%rsp), %r12
	movl	3904(%rsp), %ecx
	movzbl	6720(%rsp), %esi
	jne	.LBB0_113
	movq	832(%rsp), %rax
	cmpq	%rax, 1472(%rsp)
	jbe	.LBB0_109
	movl	$3528531795, %ecx
	movq	832(%rsp), %r15
	leaq	(,%r15,4), %rax
	leaq	(%rax,%r12,4), %rax
	movq	%rax, 192(%rsp)
	movq	%r9, %rbx
	shrq	$32, %rbx
	movl	%r8d, %edi
	addq	$-78811644, %rcx
	movq	%rcx, 576(%rsp)
	imulq	%rcx, %rdi
	movq	%rdi, %rcx
	shrq	$32, %rcx
	movq	32(%rsp), %rdx
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
	movq	%rdi, 4800(%rsp)
	movl	%edi, %ecx
	vpbroadcastq	%rcx, %zmm2
	vmovdqa64	%zmm2, 4352(%rsp)
	leaq	(%rbx,%r8), %rsi
	addq	$-692762298, %rsi
	vmovq	%rdx, %xmm2
	vmovq	%rax, %xmm3
	xorq	%rdx, %rax
	movq	%r12, %rdx
	movq	%rax, 1856(%rsp)
	movl	%eax, %ecx
	vpbroadcastq	%rcx, %zmm24
	leaq	1684936478(%rbx), %rcx
	leaq	(%rbx,%r8), %r12
	addq	$149705941, %r12
	addq	$534103459, %rbx
	movq	%r15, %rax
	notq	%r15
	movq	%r15, 6976(%rsp)
	movq	%rax, %r15
	vpbroadcastq	%r10, %zmm29
	vpxor	%xmm1, %xmm0, %xmm0
	vpbroadcastq	%rdx, %zmm27
	leaq	1013904242(%r9), %rax
	movq	%rax, 416(%rsp)
	vpbroadcastq	%rax, %zmm1
	vmovdqa64	%zmm1, 2432(%rsp)
	vpxor	%xmm3, %xmm2, %xmm1
	leaq	139808216(%r9,%r8), %rax
	movq	%rax, 4160(%rsp)
	vpbroadcastq	%rax, %zmm31
	movq	%r14, 2176(%rsp)
	vpbroadcastq	%r14, %zmm25
	leaq	2027808484(%r9), %rax
	movq	%rax, 5056(%rsp)
	vpbroadcastq	%rax, %zmm21
	movq	%r13, 6080(%rsp)
	vpbroadcastq	%r13, %zmm2
	vmovdqa64	%zmm2, 2816(%rsp)
	leaq	387276957(%r9), %rax
	movq	%rax, 4096(%rsp)
	vpbroadcastq	%rax, %zmm23
	movq	%rsi, 176(%rsp)
	vpbroadcastq	%rsi, %zmm19
	leaq	-486819069(%r9,%r8), %rax
	movq	%rax, 4864(%rsp)
	vpbroadcastq	%rax, %zmm28
	movq	%rcx, 56(%rsp)
	vpbroadcastq	%rcx, %zmm20
	leaq	1401181199(%r9), %rax
	movq	%rax, 4032(%rsp)
	vpbroadcastq	%rax, %zmm2
	vmovdqa64	%zmm2, 6144(%rsp)
	vpbroadcastq	%rbx, %zmm2
	vmovdqa64	%zmm2, 4544(%rsp)
	movq	%r12, 4992(%rsp)
	vpbroadcastq	%r12, %zmm18
	leal	-1879881855(%r9), %eax
	movl	%eax, 4928(%rsp)
	vpbroadcastd	%eax, %zmm17
	vpbroadcastq	%xmm0, %zmm0
	vmovdqa64	%zmm0, 1280(%rsp)
	vpbroadcastq	%xmm1, %zmm0
	vmovdqa64	%zmm0, 1600(%rsp)
	vpbroadcastq	%r15, %zmm30
	vbroadcastss	%xmm16, %zmm7
	movq	%r15, %rdi
	negq	%rdi
	movq	192(%rsp), %rsi
	leaq	(%r11,%rsi), %rcx
	movq	%rcx, 3328(%rsp)
	movq	%r11, %rcx
	addq	%r11, %rsi
	addq	$192, %rsi
	movq	%rsi, 6336(%rsp)
	movl	$1, %eax
	subq	%r15, %rax
	movq	%rax, 3648(%rsp)
	vpbroadcastd	.LCPI0_2(%rip), %zmm0
	vmovss	.LCPI0_2(%rip), %xmm8
	vmovsd	.LCPI0_20(%rip), %xmm2
	vmovsd	.LCPI0_26(%rip), %xmm6
	vmovsd	.LCPI0_27(%rip), %xmm3
	movq	1008(%rsp), %rax
	movq	896(%rsp), %rsi
	leaq	4(%rax,%rsi,4), %r11
	leaq	1024(%r15), %r9
	movq	1720(%rsp), %rax
	leaq	(%rax,%r15,4), %rax
	addq	$64, %rax
	movq	%rax, 3776(%rsp)
	xorl	%eax, %eax
	movq	%rcx, 3456(%rsp)
	movq	%rdi, 1920(%rsp)
	movq	%r9, 5888(%rsp)
	xorl	%esi, %esi
	vpbroadcastq	.LCPI0_14(%rip), %zmm22
	vpxor	%xmm9, %xmm9, %xmm9
	vxorps	%xmm13, %xmm13, %xmm13
	vmovdqa64	%zmm0, %zmm11
	vmovdqa64	%zmm0, %zmm14
	movq	1472(%rsp), %rcx
	movq	%r10, 3712(%rsp)
	movq	%rdx, 5568(%rsp)
	vmovdqa64	%zmm24, 5824(%rsp)
	vmovdqa64	%zmm29, 3200(%rsp)
	vmovdqa64	%zmm27, 3008(%rsp)
	vmovdqa64	%zmm18, 6528(%rsp)
	vmovdqa64	%zmm17, 2752(%rsp)
	vmovdqa64	%zmm30, 4416(%rsp)
	vmovaps	%zmm7, 6272(%rsp)
	movq	%rbx, 3584(%rsp)
	vmovdqa64	%zmm31, 4608(%rsp)
	vmovdqa64	%zmm25, 2240(%rsp)
	vmovdqa64	%zmm21, 6592(%rsp)
	vmovdqa64	%zmm23, 3968(%rsp)
	vmovdqa64	%zmm19, 2048(%rsp)
	vmovdqa64	%zmm28, 5632(%rsp)
	vmovdqa64	%zmm20, 2304(%rsp)
	movq	%rdi, 312(%rsp)
	movq	%r11, 5504(%rsp)
	jmp	.LBB0_32
	.p2align	4
.LBB0_30:
	movq	24(%rsp), %r12
	vmovsd	.LCPI0_26(%rip), %xmm6
	vmovdqa64	%zmm20, %zmm27
.LBB0_31:
	movq	1728(%rsp), %rax
	incq	%rax
	movq	2688(%rsp), %r9
	addq	$1024, %r9
	addq	$-1024, 1920(%rsp)
	addq	$-4096, 3456(%rsp)
	addq	$4096, 3776(%rsp)
	movq	1472(%rsp), %rcx
	movq	2944(%rsp), %r15
	cmpq	%rcx, %r15
	movq	5568(%rsp), %rdx
	vmovsd	.LCPI0_20(%rip), %xmm2
	vmovsd	.LCPI0_27(%rip), %xmm3
	jae	.LBB0_110
.LBB0_32:
	vmovdqa64	%zmm14, 3136(%rsp)
	vmovaps	%zmm13, 2880(%rsp)
	vmovdqa64	%zmm11, 2624(%rsp)
	vmovdqa64	%zmm9, 2368(%rsp)
	movq	%r15, %rbx
	cmpq	%r9, %rcx
	movq	%r9, 2688(%rsp)
	movq	%r9, %r8
	cmovbq	%rcx, %r8
	movq	%rax, 1728(%rsp)
	movq	%rax, %r11
	shlq	$10, %r11
	movq	5888(%rsp), %rax
	leaq	(%rax,%r11), %r9
	cmpq	%r9, %rcx
	cmovbq	%rcx, %r9
	movq	832(%rsp), %rax
	movq	%r11, 3392(%rsp)
	addq	%r11, %rax
	movq	%r8, %r11
	movq	%r9, 5120(%rsp)
	subq	%rax, %r9
	movq	%r9, 1024(%rsp)
	leaq	1024(%r15), %rax
	cmpq	%rcx, %rax
	movq	%rcx, %r15
	movq	%rax, 2944(%rsp)
	cmovbq	%rax, %r15
	movq	%r15, %r8
	movq	%rbx, 1088(%rsp)
	subq	%rbx, %r8
	jbe	.LBB0_59
	movq	%r8, 6400(%rsp)
	movq	%r15, 3840(%rsp)
	movq	%rsi, 3264(%rsp)
	movq	1920(%rsp), %rax
	leaq	(%r11,%rax), %rcx
	movq	%rcx, %rax
	andq	$-8, %rax
	movq	%rax, 424(%rsp)
	andq	$-64, %rcx
	movq	%rcx, 144(%rsp)
	movq	1088(%rsp), %r9
	cmpq	$8, 1024(%rsp)
	movq	6080(%rsp), %r8
	movq	3584(%rsp), %rbx
	movq	%r11, 448(%rsp)
	movq	576(%rsp), %r10
	movq	176(%rsp), %rdi
	movq	56(%rsp), %r12
	movq	416(%rsp), %r14
	movq	5056(%rsp), %rsi
	jb	.LBB0_44
	movq	%r8, %r15
	movq	1024(%rsp), %rdx
	cmpq	$64, %rdx
	jae	.LBB0_36
	vmovdqa64	%zmm24, %zmm30
	vmovdqa64	%zmm25, %zmm24
	vmovdqa64	%zmm31, %zmm25
	vmovdqa64	4352(%rsp), %zmm31
	xorl	%r14d, %r14d
	movq	1088(%rsp), %rsi
	movq	%rsi, %rdi
	movq	3328(%rsp), %rdx
	vmovdqa64	2432(%rsp), %zmm14
	vmovdqa64	4544(%rsp), %zmm15
	vmovdqa64	2752(%rsp), %zmm17
	vmovdqa64	6528(%rsp), %zmm18
	vmovdqa64	2048(%rsp), %zmm19
	vmovdqa64	2304(%rsp), %zmm20
	vmovdqa64	6592(%rsp), %zmm21
	vmovdqa64	3968(%rsp), %zmm23
	vmovdqa64	5632(%rsp), %zmm28
	jmp	.LBB0_41
.LBB0_36:
	vmovaps	%xmm8, 2560(%rsp)
	movq	%rdx, %r14
	andq	$-64, %r14
	movq	1088(%rsp), %rax
	leaq	(%rax,%r14), %rsi
	movq	%rsi, 6208(%rsp)
	vpbroadcastq	%rax, %zmm0
	vpaddq	.LCPI0_9(%rip), %zmm0, %zmm1
	vpaddq	.LCPI0_10(%rip), %zmm0, %zmm2
	xorl	%r12d, %r12d
	movq	6336(%rsp), %rax
	vpbroadcastq	.LCPI0_15(%rip), %zmm18
	movq	144(%rsp), %rsi
	vmovdqa64	2432(%rsp), %zmm31
	vmovdqa64	1280(%rsp), %zmm26
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
	vmovdqa64	%zmm14, 768(%rsp)
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
	vmovdqa64	%zmm27, 2112(%rsp)
	vpxorq	%zmm26, %zmm3, %zmm3
	vpmuludq	%zmm22, %zmm3, %zmm29
	vmovdqa64	%zmm29, 2496(%rsp)
	vpxorq	%zmm26, %zmm6, %zmm3
	vpmuludq	%zmm22, %zmm3, %zmm30
	vmovdqa64	%zmm30, 896(%rsp)
	vpxorq	%zmm26, %zmm10, %zmm3
	vpmuludq	%zmm22, %zmm3, %zmm4
	vmovdqa64	%zmm4, 1792(%rsp)
	vpxorq	%zmm26, %zmm20, %zmm3
	vpmuludq	%zmm22, %zmm3, %zmm0
	vpxorq	%zmm26, %zmm16, %zmm3
	vpmuludq	%zmm22, %zmm3, %zmm16
	vmovdqa64	%zmm16, 1536(%rsp)
	vpxorq	%zmm26, %zmm25, %zmm3
	vpmuludq	%zmm22, %zmm3, %zmm20
	vpxorq	%zmm26, %zmm24, %zmm3
	vpmuludq	%zmm22, %zmm3, %zmm6
	vpsrlq	$32, %zmm29, %zmm3
	vmovdqa64	%zmm3, 512(%rsp)
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
	vpternlogq	$150, 768(%rsp), %zmm31, %zmm1
	vpsrlq	$32, %zmm15, %zmm12
	vpternlogq	$150, %zmm31, %zmm5, %zmm12
	vpsrlq	$32, %zmm20, %zmm16
	vpternlogq	$150, %zmm31, %zmm13, %zmm8
	vpsrlq	$32, %zmm25, %zmm23
	vpternlogq	$150, %zmm31, %zmm7, %zmm23
	vpsrlq	$32, %zmm29, %zmm3
	vpternlogq	$150, %zmm31, %zmm14, %zmm3
	vmovdqa64	1600(%rsp), %zmm5
	vpxorq	%zmm5, %zmm24, %zmm0
	vpmuludq	%zmm18, %zmm0, %zmm31
	vpxorq	512(%rsp), %zmm5, %zmm0
	vpmuludq	%zmm18, %zmm0, %zmm13
	vmovdqa64	%zmm13, 1984(%rsp)
	vpxorq	%zmm5, %zmm4, %zmm0
	vpxorq	%zmm5, %zmm10, %zmm4
	vpmuludq	%zmm18, %zmm0, %zmm10
	vmovdqa64	%zmm10, 768(%rsp)
	vpmuludq	%zmm18, %zmm4, %zmm7
	vmovdqa64	%zmm7, 1408(%rsp)
	vpxorq	%zmm5, %zmm19, %zmm0
	vpmuludq	%zmm18, %zmm0, %zmm19
	vpxorq	%zmm5, %zmm30, %zmm0
	vpxorq	%zmm5, %zmm16, %zmm14
	vpmuludq	%zmm18, %zmm0, %zmm16
	vpmuludq	%zmm18, %zmm14, %zmm0
	vmovdqa64	%zmm0, 512(%rsp)
	vpsrlq	$32, %zmm31, %zmm14
	vmovdqa64	4608(%rsp), %zmm4
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
	vmovdqa64	%zmm0, 1216(%rsp)
	vpsrlq	$32, %zmm0, %zmm25
	vpternlogq	$150, %zmm29, %zmm4, %zmm25
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm4
	vmovdqa64	2240(%rsp), %zmm9
	vpternlogq	$150, 2496(%rsp), %zmm9, %zmm4
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm29
	vpsrlq	$32, %zmm29, %zmm13
	vpternlogq	$150, 2112(%rsp), %zmm9, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm1, %zmm24
	vpsrlq	$32, %zmm24, %zmm5
	vpternlogq	$150, 1792(%rsp), %zmm9, %zmm5
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm28, %zmm7
	vpsrlq	$32, %zmm7, %zmm0
	vpternlogq	$150, 896(%rsp), %zmm9, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm8, %zmm1
	vmovdqa64	%zmm1, 2496(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, 1536(%rsp), %zmm9, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm12, %zmm10
	vpsrlq	$32, %zmm10, %zmm1
	vpternlogq	$150, %zmm9, %zmm26, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm12
	vpsrlq	$32, %zmm12, %zmm3
	vpternlogq	$150, %zmm9, %zmm6, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm23, %zmm6
	vmovdqa64	%zmm6, 896(%rsp)
	vpsrlq	$32, %zmm6, %zmm23
	vpternlogq	$150, %zmm9, %zmm20, %zmm23
	vpmuludq	%zmm18, %zmm13, %zmm6
	vpsrlq	$32, %zmm6, %zmm8
	vmovdqa64	6592(%rsp), %zmm28
	vpternlogq	$150, %zmm28, %zmm31, %zmm8
	vpmuludq	%zmm18, %zmm4, %zmm31
	vpsrlq	$32, %zmm31, %zmm13
	vpternlogq	$150, 1984(%rsp), %zmm28, %zmm13
	vpmuludq	%zmm18, %zmm0, %zmm20
	vpsrlq	$32, %zmm20, %zmm9
	vpternlogq	$150, 768(%rsp), %zmm28, %zmm9
	vpmuludq	%zmm18, %zmm5, %zmm0
	vmovdqa64	%zmm0, 768(%rsp)
	vpsrlq	$32, %zmm0, %zmm26
	vpternlogq	$150, 1408(%rsp), %zmm28, %zmm26
	vpmuludq	%zmm18, %zmm1, %zmm0
	vmovdqa64	%zmm0, 1536(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, %zmm28, %zmm19, %zmm4
	vpmuludq	%zmm18, %zmm2, %zmm0
	vmovdqa64	%zmm0, 1792(%rsp)
	vpsrlq	$32, %zmm0, %zmm19
	vpternlogq	$150, %zmm28, %zmm16, %zmm19
	vpmuludq	%zmm18, %zmm23, %zmm0
	vmovdqa64	%zmm0, 2112(%rsp)
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, 512(%rsp), %zmm28, %zmm5
	vpmuludq	%zmm18, %zmm3, %zmm0
	vmovdqa64	%zmm0, 512(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, 1216(%rsp), %zmm28, %zmm16
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm30, %zmm0
	vmovdqa64	%zmm0, 1216(%rsp)
	vpsrlq	$32, %zmm0, %zmm30
	vmovdqa64	2816(%rsp), %zmm28
	vpternlogq	$150, %zmm11, %zmm28, %zmm30
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm14, %zmm11
	vpsrlq	$32, %zmm11, %zmm2
	vpternlogq	$150, %zmm29, %zmm28, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm27, %zmm0
	vmovdqa64	%zmm0, 1408(%rsp)
	vpsrlq	$32, %zmm0, %zmm27
	vpternlogq	$150, %zmm24, %zmm28, %zmm27
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm17, %zmm0
	vmovdqa64	%zmm0, 1984(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm7, %zmm28, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm21, %zmm21
	vpsrlq	$32, %zmm21, %zmm17
	vpternlogq	$150, 2496(%rsp), %zmm28, %zmm17
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm22, %zmm1
	vpsrlq	$32, %zmm1, %zmm7
	vpternlogq	$150, %zmm10, %zmm28, %zmm7
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm25, %zmm24
	vpsrlq	$32, %zmm24, %zmm25
	vpternlogq	$150, %zmm12, %zmm28, %zmm25
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm12
	vpsrlq	$32, %zmm12, %zmm10
	vpternlogq	$150, 896(%rsp), %zmm28, %zmm10
	vpmuludq	%zmm18, %zmm2, %zmm2
	vmovdqa64	%zmm2, 896(%rsp)
	vpsrlq	$32, %zmm2, %zmm23
	vmovdqa64	3968(%rsp), %zmm22
	vpternlogq	$150, %zmm6, %zmm22, %zmm23
	vpmuludq	%zmm18, %zmm30, %zmm29
	vpsrlq	$32, %zmm29, %zmm14
	vpternlogq	$150, %zmm31, %zmm22, %zmm14
	vpmuludq	%zmm18, %zmm0, %zmm30
	vpsrlq	$32, %zmm30, %zmm6
	vpternlogq	$150, %zmm20, %zmm22, %zmm6
	vpmuludq	%zmm18, %zmm27, %zmm20
	vpsrlq	$32, %zmm20, %zmm15
	vpternlogq	$150, 768(%rsp), %zmm22, %zmm15
	vpmuludq	%zmm18, %zmm7, %zmm31
	vpsrlq	$32, %zmm31, %zmm7
	vpternlogq	$150, 1536(%rsp), %zmm22, %zmm7
	vpmuludq	%zmm18, %zmm17, %zmm28
	vpsrlq	$32, %zmm28, %zmm3
	vpternlogq	$150, 1792(%rsp), %zmm22, %zmm3
	vpmuludq	%zmm18, %zmm10, %zmm0
	vmovdqa64	%zmm0, 5440(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vpternlogq	$150, 2112(%rsp), %zmm22, %zmm10
	vpmuludq	%zmm18, %zmm25, %zmm0
	vmovdqa64	%zmm0, 768(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, 512(%rsp), %zmm22, %zmm17
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm13, %zmm25
	vpsrlq	$32, %zmm25, %zmm13
	vmovdqa64	2048(%rsp), %zmm0
	vpternlogq	$150, 1216(%rsp), %zmm0, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm8, %zmm2
	vmovdqa64	%zmm2, 1216(%rsp)
	vpsrlq	$32, %zmm2, %zmm27
	vpternlogq	$150, %zmm0, %zmm11, %zmm27
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm26, %zmm2
	vmovdqa64	%zmm2, 1536(%rsp)
	vpsrlq	$32, %zmm2, %zmm8
	vpternlogq	$150, 1408(%rsp), %zmm0, %zmm8
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm9, %zmm2
	vmovdqa64	%zmm2, 1792(%rsp)
	vpsrlq	$32, %zmm2, %zmm26
	vpternlogq	$150, 1984(%rsp), %zmm0, %zmm26
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm19, %zmm22
	vpsrlq	$32, %zmm22, %zmm19
	vpternlogq	$150, %zmm0, %zmm21, %zmm19
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm4, %zmm9
	vpsrlq	$32, %zmm9, %zmm21
	vpternlogq	$150, %zmm0, %zmm1, %zmm21
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm16, %zmm1
	vmovdqa64	%zmm1, 1984(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, %zmm0, %zmm24, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm5, %zmm24
	vpsrlq	$32, %zmm24, %zmm1
	vpternlogq	$150, %zmm0, %zmm12, %zmm1
	vpmuludq	%zmm18, %zmm27, %zmm0
	vmovdqa64	%zmm0, 2496(%rsp)
	vpsrlq	$32, %zmm0, %zmm11
	vmovdqa64	5632(%rsp), %zmm0
	vpternlogq	$150, 896(%rsp), %zmm0, %zmm11
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
	vpternlogq	$150, 5440(%rsp), %zmm0, %zmm20
	vpmuludq	%zmm18, %zmm2, %zmm1
	vmovdqa64	%zmm1, 896(%rsp)
	vpsrlq	$32, %zmm1, %zmm12
	vpternlogq	$150, 768(%rsp), %zmm0, %zmm12
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm14, %zmm0
	vmovdqa64	%zmm0, 512(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqa64	2304(%rsp), %zmm31
	vpternlogq	$150, %zmm25, %zmm31, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm23, %zmm1
	vmovdqa64	%zmm1, 768(%rsp)
	vpsrlq	$32, %zmm1, %zmm26
	vpternlogq	$150, 1216(%rsp), %zmm31, %zmm26
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm1
	vmovdqa64	%zmm1, 1216(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 1536(%rsp), %zmm31, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm6, %zmm2
	vmovdqa64	%zmm2, 1408(%rsp)
	vpsrlq	$32, %zmm2, %zmm6
	vpternlogq	$150, 1792(%rsp), %zmm31, %zmm6
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm14
	vpsrlq	$32, %zmm14, %zmm2
	vpternlogq	$150, %zmm22, %zmm31, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm7, %zmm23
	vpsrlq	$32, %zmm23, %zmm7
	vpternlogq	$150, %zmm9, %zmm31, %zmm7
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm17, %zmm15
	vpsrlq	$32, %zmm15, %zmm9
	vpternlogq	$150, 1984(%rsp), %zmm31, %zmm9
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm10, %zmm22
	vpsrlq	$32, %zmm22, %zmm10
	vpternlogq	$150, %zmm24, %zmm31, %zmm10
	vpmuludq	%zmm18, %zmm26, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vmovdqa64	6144(%rsp), %zmm31
	vpternlogq	$150, 2496(%rsp), %zmm31, %zmm3
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
	vmovdqa64	4544(%rsp), %zmm30
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
	vpternlogq	$150, 896(%rsp), %zmm31, %zmm12
	vpsrlq	$32, %zmm27, %zmm2
	vpternlogq	$150, 512(%rsp), %zmm30, %zmm2
	vpsrlq	$32, %zmm26, %zmm4
	vpternlogq	$150, 768(%rsp), %zmm30, %zmm4
	vmovdqa64	2432(%rsp), %zmm31
	vpsrlq	$32, %zmm28, %zmm8
	vpternlogq	$150, 1216(%rsp), %zmm30, %zmm8
	vmovdqa64	2752(%rsp), %zmm16
	vpsrlq	$32, %zmm21, %zmm9
	vpternlogq	$150, 1408(%rsp), %zmm30, %zmm9
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
	vmovdqa64	6528(%rsp), %zmm15
	vpsrlq	$32, %zmm10, %zmm10
	vpternlogq	$150, %zmm27, %zmm15, %zmm10
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm26, %zmm15, %zmm3
	vmovaps	1280(%rsp), %zmm26
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm29, %zmm11
	vpbroadcastq	.LCPI0_14(%rip), %zmm22
	vmovdqa64	3008(%rsp), %zmm27
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
	vmovdqa64	3200(%rsp), %zmm29
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
	vmovss	52(%rsp), %xmm10
	vmovaps	112(%rsp), %xmm16
	vmovaps	2560(%rsp), %xmm8
	vmovdqa64	5824(%rsp), %zmm24
	vmovdqa64	4416(%rsp), %zmm30
	vmovaps	6272(%rsp), %zmm7
	vmovsd	.LCPI0_20(%rip), %xmm2
	vmovsd	.LCPI0_26(%rip), %xmm6
	vmovsd	.LCPI0_27(%rip), %xmm3
	vmovdqa64	2240(%rsp), %zmm25
	vmovdqa64	4608(%rsp), %zmm31
	je	.LBB0_46
	testb	$56, 1024(%rsp)
	je	.LBB0_69
	vmovdqa64	%zmm24, %zmm30
	vmovdqa64	%zmm25, %zmm24
	vmovdqa64	%zmm31, %zmm25
	vmovdqa64	4352(%rsp), %zmm31
	movq	3328(%rsp), %rdx
	movq	1088(%rsp), %rsi
	vmovdqa64	2432(%rsp), %zmm14
	vmovdqa64	4544(%rsp), %zmm15
	vmovdqa64	2752(%rsp), %zmm17
	vmovdqa64	6528(%rsp), %zmm18
	vmovdqa64	2048(%rsp), %zmm19
	vmovdqa64	2304(%rsp), %zmm20
	vmovdqa64	6592(%rsp), %zmm21
	vmovdqa64	3968(%rsp), %zmm23
	vmovdqa64	5632(%rsp), %zmm28
	movq	6208(%rsp), %rdi
.LBB0_41:
	movq	1024(%rsp), %rax
	andq	$-8, %rax
	leaq	(%rsi,%rax), %r9
	vpbroadcastq	%rdi, %zmm0
	vpaddq	.LCPI0_10(%rip), %zmm0, %zmm0
	vpbroadcastq	.LCPI0_15(%rip), %zmm9
	vpbroadcastd	.LCPI0_16(%rip), %ymm11
	vpbroadcastq	.LCPI0_18(%rip), %zmm13
	movq	424(%rsp), %rsi
	vmovdqa64	6144(%rsp), %zmm26
	vmovdqa64	2816(%rsp), %zmm10
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
	cmpq	%rax, 1024(%rsp)
	movq	3584(%rsp), %rbx
	movq	5568(%rsp), %rdx
	movq	%r15, %r8
	movq	176(%rsp), %rdi
	movq	56(%rsp), %r12
	movq	416(%rsp), %r14
	movq	5056(%rsp), %rsi
	vmovsd	.LCPI0_20(%rip), %xmm2
	vmovsd	.LCPI0_26(%rip), %xmm6
	vmovsd	.LCPI0_27(%rip), %xmm3
	vmovdqa64	%zmm25, %zmm31
	vmovdqa64	%zmm24, %zmm25
	vmovdqa64	%zmm30, %zmm24
	vmovdqa64	4416(%rsp), %zmm30
	vmovss	52(%rsp), %xmm10
	je	.LBB0_46
.LBB0_44:
	movq	1920(%rsp), %rax
	addq	%r9, %rax
	movq	3328(%rsp), %rcx
	leaq	(%rcx,%rax,4), %rax
	movl	$3528531795, %ecx
	.p2align	4
.LBB0_45:
	movq	%rax, 192(%rsp)
	movq	%r9, 320(%rsp)
	movl	%r9d, %eax
	imulq	%rcx, %rax
	movq	3712(%rsp), %r9
	xorq	%rax, %r9
	shrq	$32, %r9
	imulq	%r10, %r9
	movq	%r9, %r15
	shrq	$32, %r15
	movq	4800(%rsp), %r11
	xorl	%r15d, %r11d
	xorl	%edx, %eax
	imulq	%rcx, %r11
	imulq	576(%rsp), %rax
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
	movq	1856(%rsp), %r15
	xorl	%ebx, %r15d
	movq	%r10, %rbx
	movq	2176(%rsp), %r10
	movq	%r12, %rdi
	movq	%r14, %r12
	movq	%rsi, %r14
	movq	%r13, %rsi
	imulq	576(%rsp), %r15
	movq	%r15, %rcx
	shrq	$32, %rcx
	xorl	4160(%rsp), %eax
	xorl	%ecx, %eax
	movl	$3528531795, %ecx
	imulq	%rcx, %r9
	movq	%r9, %rcx
	shrq	$32, %rcx
	xorl	%r10d, %r11d
	xorl	%ecx, %r11d
	movl	$3528531795, %ecx
	imulq	%rcx, %rax
	imulq	576(%rsp), %r11
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
	imulq	576(%rsp), %r9
	movq	%r9, %rcx
	shrq	$32, %rcx
	xorl	4096(%rsp), %r11d
	xorl	%ecx, %r11d
	movq	%r15, %rcx
	shrq	$32, %rcx
	xorl	%edi, %eax
	xorl	%ecx, %eax
	movl	$3528531795, %ecx
	imulq	%rcx, %r11
	imulq	576(%rsp), %rax
	movq	%rax, %rcx
	shrq	$32, %rcx
	xorl	4864(%rsp), %r9d
	xorl	%ecx, %r9d
	movq	%r11, %rcx
	shrq	$32, %rcx
	xorl	%r12d, %r15d
	xorl	%ecx, %r15d
	movl	$3528531795, %ecx
	imulq	%rcx, %r9
	imulq	576(%rsp), %r15
	shrq	$32, %r15
	xorl	4032(%rsp), %eax
	xorl	%r15d, %eax
	movq	4992(%rsp), %r15
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
	movq	576(%rsp), %r10
	imulq	%r10, %r9
	shrq	$32, %r9
	xorl	4928(%rsp), %eax
	xorl	%r9d, %eax
	movq	320(%rsp), %r9
	movq	192(%rsp), %r11
	movl	%eax, (%r11)
	movq	192(%rsp), %rax
	incq	%r9
	addq	$4, %rax
	cmpq	%r9, 448(%rsp)
	jne	.LBB0_45
.LBB0_46:
	movq	1088(%rsp), %rax
	cmpq	$8, 1024(%rsp)
	movq	3264(%rsp), %rsi
	movq	312(%rsp), %rdi
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
	movq	3840(%rsp), %r15
	movq	6400(%rsp), %r8
	movq	448(%rsp), %r11
	vmovsd	.LCPI0_19(%rip), %xmm26
	jb	.LBB0_57
	movq	1024(%rsp), %rdx
	cmpq	$64, %rdx
	jae	.LBB0_49
	vmovdqa64	%zmm29, %zmm12
	xorl	%r12d, %r12d
	jmp	.LBB0_54
.LBB0_49:
	vmovaps	%xmm8, 2560(%rsp)
	movq	%rdx, %r12
	andq	$-64, %r12
	xorl	%r14d, %r14d
	movq	6336(%rsp), %rax
	movq	144(%rsp), %rcx
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
	vmovdqa64	%zmm4, 2112(%rsp)
	vpaddq	%zmm30, %zmm3, %zmm19
	vmovdqa64	%zmm19, 1792(%rsp)
	vpaddq	%zmm30, %zmm11, %zmm11
	vmovdqa64	%zmm11, 1536(%rsp)
	vpaddq	%zmm30, %zmm10, %zmm18
	vmovdqa64	%zmm18, 1984(%rsp)
	vpaddq	%zmm30, %zmm13, %zmm13
	vmovdqa64	%zmm13, 1408(%rsp)
	vpaddq	%zmm30, %zmm12, %zmm17
	vmovdqa64	%zmm17, 1216(%rsp)
	vpaddq	%zmm30, %zmm15, %zmm15
	vmovdqa64	%zmm15, 768(%rsp)
	vpaddq	%zmm30, %zmm14, %zmm16
	vmovdqa64	%zmm16, 2496(%rsp)
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
	vmovapd	%zmm10, 896(%rsp)
	vaddpd	%zmm23, %zmm5, %zmm9
	vmovapd	%zmm9, 320(%rsp)
	vaddpd	%zmm23, %zmm2, %zmm8
	vmovapd	%zmm8, 192(%rsp)
	vbroadcastsd	.LCPI0_27(%rip), %zmm18
	vaddpd	%zmm18, %zmm10, %zmm0
	vmovapd	%zmm1, %zmm6
	vmovapd	%zmm1, 512(%rsp)
	vaddpd	%zmm18, %zmm1, %zmm1
	vaddpd	%zmm18, %zmm9, %zmm2
	vdivpd	%zmm1, %zmm6, %zmm7
	vmovapd	%zmm7, 4288(%rsp)
	vdivpd	%zmm0, %zmm10, %zmm6
	vmovapd	%zmm6, 6656(%rsp)
	vdivpd	%zmm2, %zmm9, %zmm1
	vmovapd	%zmm1, 6208(%rsp)
	vaddpd	%zmm18, %zmm8, %zmm0
	vdivpd	%zmm0, %zmm8, %zmm0
	vmovapd	%zmm0, 5440(%rsp)
	vmulpd	%zmm6, %zmm6, %zmm6
	vmovapd	%zmm6, 5312(%rsp)
	vmulpd	%zmm7, %zmm7, %zmm5
	vmovapd	%zmm5, 5376(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm2
	vmovapd	%zmm2, 6016(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 4736(%rsp)
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
	vmovapd	%zmm2, 4672(%rsp)
	vmulpd	%zmm5, %zmm8, %zmm2
	vmovapd	%zmm2, 5184(%rsp)
	vmulpd	%zmm6, %zmm9, %zmm2
	vmovapd	%zmm2, 5248(%rsp)
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
	vmovapd	%zmm1, 5952(%rsp)
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
	vmulpd	5312(%rsp), %zmm12, %zmm12
	vaddpd	4672(%rsp), %zmm12, %zmm12
	vaddpd	%zmm15, %zmm14, %zmm14
	vmulpd	5376(%rsp), %zmm14, %zmm14
	vaddpd	5184(%rsp), %zmm14, %zmm14
	vaddpd	%zmm15, %zmm16, %zmm16
	vmulpd	6016(%rsp), %zmm16, %zmm16
	vaddpd	5248(%rsp), %zmm16, %zmm16
	vaddpd	%zmm15, %zmm11, %zmm11
	vmulpd	4736(%rsp), %zmm11, %zmm11
	vaddpd	5952(%rsp), %zmm11, %zmm11
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
	vmovapd	512(%rsp), %zmm1
	vbroadcastsd	.LCPI0_19(%rip), %zmm2
	vmulpd	%zmm2, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm1
	vmulpd	4288(%rsp), %zmm1, %zmm9
	vmovapd	%zmm2, %zmm0
	vmovapd	896(%rsp), %zmm2
	vmulpd	%zmm0, %zmm2, %zmm1
	vmulpd	%zmm1, %zmm2, %zmm4
	vaddpd	%zmm12, %zmm4, %zmm2
	vmulpd	6656(%rsp), %zmm2, %zmm10
	vmovapd	320(%rsp), %zmm1
	vmulpd	%zmm0, %zmm1, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm11
	vmulpd	6208(%rsp), %zmm11, %zmm11
	vmovapd	192(%rsp), %zmm1
	vmulpd	%zmm0, %zmm1, %zmm12
	vmulpd	%zmm12, %zmm1, %zmm12
	vaddpd	%zmm16, %zmm12, %zmm13
	vmulpd	5440(%rsp), %zmm13, %zmm13
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
	vpsrlq	$20, 2112(%rsp), %zmm22
	vpbroadcastq	.LCPI0_22(%rip), %zmm0
	vpaddq	%zmm0, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vbroadcastsd	.LCPI0_35(%rip), %zmm15
	vmulpd	%zmm15, %zmm22, %zmm23
	vaddpd	%zmm9, %zmm23, %zmm9
	vpsrlq	$20, 1792(%rsp), %zmm23
	vpaddq	%zmm0, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm15, %zmm23, %zmm24
	vaddpd	%zmm10, %zmm24, %zmm10
	vpsrlq	$20, 1536(%rsp), %zmm24
	vpaddq	%zmm0, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm15, %zmm24, %zmm26
	vaddpd	%zmm11, %zmm26, %zmm11
	vpsrlq	$20, 1984(%rsp), %zmm26
	vpaddq	%zmm0, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm15, %zmm26, %zmm27
	vaddpd	%zmm13, %zmm27, %zmm13
	vpsrlq	$20, 1408(%rsp), %zmm27
	vpaddq	%zmm0, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm15, %zmm27, %zmm28
	vaddpd	%zmm3, %zmm28, %zmm3
	vpsrlq	$20, 1216(%rsp), %zmm28
	vpaddq	%zmm0, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm15, %zmm28, %zmm29
	vaddpd	%zmm5, %zmm29, %zmm5
	vpsrlq	$20, 768(%rsp), %zmm29
	vpaddq	%zmm0, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm15, %zmm29, %zmm31
	vaddpd	%zmm8, %zmm31, %zmm8
	vpsrlq	$20, 2496(%rsp), %zmm31
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
	vaddpd	896(%rsp), %zmm1, %zmm1
	vaddpd	512(%rsp), %zmm0, %zmm0
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
	vmovdqa64	%zmm3, 1792(%rsp)
	vpaddq	%zmm16, %zmm4, %zmm4
	vmovdqa64	%zmm4, 1536(%rsp)
	vpaddq	%zmm16, %zmm10, %zmm10
	vmovdqa64	%zmm10, 1984(%rsp)
	vpaddq	%zmm16, %zmm11, %zmm11
	vmovdqa64	%zmm11, 1408(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm12
	vmovdqa64	%zmm12, 1216(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqa64	%zmm13, 768(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm14
	vmovdqa64	%zmm14, 2496(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm15
	vmovdqa64	%zmm15, 512(%rsp)
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
	vmovapd	%zmm9, 896(%rsp)
	vaddpd	%zmm24, %zmm9, %zmm1
	vmovapd	%zmm4, 2112(%rsp)
	vaddpd	%zmm24, %zmm4, %zmm2
	vmovapd	%zmm6, 192(%rsp)
	vaddpd	%zmm24, %zmm6, %zmm5
	vdivpd	%zmm1, %zmm9, %zmm8
	vmovapd	%zmm8, 4288(%rsp)
	vdivpd	%zmm0, %zmm7, %zmm7
	vmovapd	%zmm7, 6656(%rsp)
	vdivpd	%zmm5, %zmm6, %zmm1
	vmovapd	%zmm1, 6208(%rsp)
	vdivpd	%zmm2, %zmm4, %zmm0
	vmovapd	%zmm0, 5440(%rsp)
	vmulpd	%zmm7, %zmm7, %zmm5
	vmovapd	%zmm5, 5312(%rsp)
	vmulpd	%zmm8, %zmm8, %zmm4
	vmovapd	%zmm4, 5376(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm2
	vmovapd	%zmm2, 6016(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 4736(%rsp)
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
	vmovapd	%zmm2, 4672(%rsp)
	vmulpd	%zmm5, %zmm8, %zmm2
	vmovapd	%zmm2, 5184(%rsp)
	vmulpd	%zmm6, %zmm9, %zmm2
	vmovapd	%zmm2, 5248(%rsp)
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
	vmulpd	5312(%rsp), %zmm13, %zmm13
	vaddpd	4672(%rsp), %zmm13, %zmm13
	vaddpd	%zmm4, %zmm17, %zmm15
	vmulpd	5376(%rsp), %zmm15, %zmm15
	vaddpd	5184(%rsp), %zmm15, %zmm15
	vaddpd	%zmm4, %zmm22, %zmm17
	vmulpd	6016(%rsp), %zmm17, %zmm17
	vaddpd	5248(%rsp), %zmm17, %zmm17
	vaddpd	%zmm4, %zmm16, %zmm12
	vmulpd	4736(%rsp), %zmm12, %zmm12
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
	vmovapd	896(%rsp), %zmm1
	vmulpd	%zmm4, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm0
	vmulpd	4288(%rsp), %zmm0, %zmm9
	vmovapd	320(%rsp), %zmm5
	vmulpd	%zmm4, %zmm5, %zmm0
	vmulpd	%zmm0, %zmm5, %zmm0
	vaddpd	%zmm13, %zmm0, %zmm5
	vmulpd	6656(%rsp), %zmm5, %zmm11
	vmovapd	192(%rsp), %zmm7
	vmulpd	%zmm4, %zmm7, %zmm5
	vmulpd	%zmm5, %zmm7, %zmm5
	vaddpd	%zmm12, %zmm5, %zmm12
	vmulpd	6208(%rsp), %zmm12, %zmm12
	vmovapd	2112(%rsp), %zmm20
	vmulpd	%zmm4, %zmm20, %zmm13
	vmulpd	%zmm13, %zmm20, %zmm13
	vaddpd	%zmm17, %zmm13, %zmm14
	vmulpd	5440(%rsp), %zmm14, %zmm14
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
	vpsrlq	$20, 1792(%rsp), %zmm6
	vpbroadcastq	.LCPI0_22(%rip), %zmm7
	vpaddq	%zmm7, %zmm6, %zmm6
	vcvtqq2pd	%zmm6, %zmm6
	vbroadcastsd	.LCPI0_35(%rip), %zmm4
	vmulpd	%zmm4, %zmm6, %zmm23
	vaddpd	%zmm9, %zmm23, %zmm9
	vpsrlq	$20, 1536(%rsp), %zmm23
	vpaddq	%zmm7, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm4, %zmm23, %zmm24
	vaddpd	%zmm11, %zmm24, %zmm11
	vpsrlq	$20, 1984(%rsp), %zmm24
	vpaddq	%zmm7, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm4, %zmm24, %zmm26
	vaddpd	%zmm12, %zmm26, %zmm12
	vpsrlq	$20, 1408(%rsp), %zmm26
	vpaddq	%zmm7, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm4, %zmm26, %zmm27
	vaddpd	%zmm14, %zmm27, %zmm14
	vpsrlq	$20, 1216(%rsp), %zmm27
	vpaddq	%zmm7, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm4, %zmm27, %zmm28
	vaddpd	%zmm3, %zmm28, %zmm3
	vpsrlq	$20, 768(%rsp), %zmm28
	vpaddq	%zmm7, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm4, %zmm28, %zmm29
	vaddpd	%zmm10, %zmm29, %zmm10
	vpsrlq	$20, 2496(%rsp), %zmm29
	vpaddq	%zmm7, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm4, %zmm29, %zmm31
	vaddpd	%zmm8, %zmm31, %zmm8
	vpsrlq	$20, 512(%rsp), %zmm31
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
	vaddpd	896(%rsp), %zmm1, %zmm1
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
	vmovss	52(%rsp), %xmm10
	vmovaps	112(%rsp), %xmm16
	vmovaps	2560(%rsp), %xmm8
	vmovdqa64	5824(%rsp), %zmm24
	vmovdqa64	3200(%rsp), %zmm29
	vmovdqa64	3008(%rsp), %zmm27
	vmovdqa64	4608(%rsp), %zmm31
	vmovdqa64	2240(%rsp), %zmm25
	vmovdqa64	4416(%rsp), %zmm30
	vmovaps	6272(%rsp), %zmm7
	vmovsd	.LCPI0_20(%rip), %xmm2
	vmovsd	.LCPI0_26(%rip), %xmm6
	vmovsd	.LCPI0_27(%rip), %xmm3
	vpbroadcastq	.LCPI0_14(%rip), %zmm22
	je	.LBB0_59
	movq	1024(%rsp), %rdx
	testb	$56, %dl
	je	.LBB0_70
	vmovdqa64	%zmm29, %zmm12
.LBB0_54:
	vbroadcastsd	.LCPI0_19(%rip), %zmm9
	vbroadcastsd	.LCPI0_20(%rip), %zmm11
	vbroadcastsd	.LCPI0_29(%rip), %zmm23
	vbroadcastsd	.LCPI0_30(%rip), %zmm28
	movq	424(%rsp), %r10
	movq	%rdx, %r9
	andq	$-8, %r9
	movq	1088(%rsp), %rax
	addq	%r9, %rax
	movq	3328(%rsp), %rcx
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
	vmovaps	6272(%rsp), %zmm7
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
	vmovss	52(%rsp), %xmm10
	vpbroadcastq	.LCPI0_14(%rip), %zmm22
	vmovdqa64	3008(%rsp), %zmm27
	vmovdqa64	4608(%rsp), %zmm31
	vmovdqa64	2240(%rsp), %zmm25
	vmovdqa64	5824(%rsp), %zmm24
	vmovdqa64	4416(%rsp), %zmm30
	vmovsd	.LCPI0_19(%rip), %xmm26
	vmovdqa64	%zmm12, %zmm29
	je	.LBB0_59
.LBB0_57:
	subq	%rax, %r11
	addq	24(%rsp), %rax
	movq	3456(%rsp), %rcx
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
	movq	1088(%rsp), %rbx
	leaq	(%r8,%rbx), %rax
	cmpq	%rax, %rbx
	jae	.LBB0_63
	xorl	%r9d, %r9d
	movq	6336(%rsp), %rdx
	movq	3648(%rsp), %r10
	vbroadcastss	.LCPI0_2(%rip), %zmm27
	movq	3776(%rsp), %r11
	vmovdqa64	2368(%rsp), %zmm9
	vmovaps	2624(%rsp), %zmm11
	vmovdqa64	2880(%rsp), %zmm13
	vmovaps	3136(%rsp), %zmm14
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
	movq	5504(%rsp), %r11
	jae	.LBB0_30
	jmp	.LBB0_64
	.p2align	4
.LBB0_63:
	movq	3648(%rsp), %r10
	vmovdqa64	2368(%rsp), %zmm9
	vmovaps	2624(%rsp), %zmm11
	vmovdqa64	2880(%rsp), %zmm13
	vmovaps	3136(%rsp), %zmm14
	cmpq	%r15, %rax
	movq	5504(%rsp), %r11
	jae	.LBB0_30
.LBB0_64:
	testb	$1, 1024(%rsp)
	movq	24(%rsp), %r12
	movq	3328(%rsp), %rdx
	vmovss	.LCPI0_2(%rip), %xmm4
	vmovsd	.LCPI0_26(%rip), %xmm6
	vmovss	.LCPI0_0(%rip), %xmm5
	vxorps	%xmm15, %xmm15, %xmm15
	je	.LBB0_66
	movq	1720(%rsp), %rcx
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
	subq	832(%rsp), %rcx
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
	movq	5120(%rsp), %rdx
	movq	3392(%rsp), %r9
	vmovdqa64	%zmm20, %zmm27
	movq	1024(%rsp), %r8
	andq	$-32, %r8
	movq	6976(%rsp), %rcx
	subq	%r9, %rcx
	addq	%rcx, %rdx
	cmpq	%r8, %rdx
	je	.LBB0_31
	movq	1920(%rsp), %rcx
	addq	%rax, %rcx
	movq	3328(%rsp), %rdx
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
	movq	5504(%rsp), %r11
	vmovss	%xmm1, %xmm8, %xmm8 {%k1}
	cmoveq	%r9, %rsi
	addq	$2, %rax
	addq	$8, %rdx
	cmpq	%r15, %rax
	jb	.LBB0_68
	jmp	.LBB0_31
.LBB0_69:
	addq	1088(%rsp), %r14
	movq	%r14, %r9
	movq	3584(%rsp), %rbx
	movq	5568(%rsp), %rdx
	movq	%r15, %r8
	movq	176(%rsp), %rdi
	movq	56(%rsp), %r12
	movq	416(%rsp), %r14
	movq	5056(%rsp), %rsi
	jmp	.LBB0_44
.LBB0_70:
	addq	1088(%rsp), %r12
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
	movq	%r14, 408(%rsp)
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
	movq	24(%rsp), %r12
	movl	48(%rsp), %r15d
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
	movq	408(%rsp), %r14
	jmp	.LBB0_120
.LBB0_108:
	vxorps	%xmm6, %xmm6, %xmm6
	movq	408(%rsp), %r14
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
	cmpq	$31, 136(%rsp)
	movq	6784(%rsp), %r13
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
	movq	408(%rsp), %r14
	movl	3904(%rsp), %ecx
	movzbl	6720(%rsp), %esi
	movq	384(%rsp), %rdi
	addl	832(%rsp), %r10d
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
	movq	%r13, 384(%rsp)
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
	movl	48(%rsp), %r15d
	movq	408(%rsp), %r14
	movq	384(%rsp), %r13
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
	movzbl	6720(%rsp), %esi
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
	movq	32(%rsp), %rcx
	movq	2600(%rsp), %rdx
	movq	%rax, (%rdx,%rcx,8)
	vcvttss2usi	%xmm1, %eax
	movq	2608(%rsp), %rdx
	movl	%eax, (%rdx,%rcx,4)
	xorl	%eax, %eax
	movl	3904(%rsp), %ecx
.LBB0_125:
	testl	%ecx, %ecx
	setne	%cl
	cmpq	$0, 4480(%rsp)
	setne	%dl
	xorb	$1, %al
	orb	%dl, %al
	testb	%al, %cl
	jne	.LBB0_1273
	cmpq	$127, %r12
	seta	%al
	orb	%al, %sil
	cmpb	$1, %sil
	jne	.LBB0_1148
	movq	32(%rsp), %r9
	cmpq	%r9, 104(%rsp)
	jbe	.LBB0_1273
	cmpl	$0, 48(%rsp)
	sete	192(%rsp)
	movl	$3528531795, %esi
	vpxord	%xmm23, %xmm23, %xmm23
	vcvtusi2ss	%r14, %xmm23, %xmm0
	vmovaps	%xmm0, 80(%rsp)
	lzcntq	1208(%rsp), %rdx
	movl	$64, %r11d
	movl	$64, %ebx
	subq	%rdx, %rbx
	movq	%rdx, %rax
	negq	%rax
	movq	$-1, %rcx
	shlxq	%rax, %rcx, %r14
	leaq	7(%r12), %rcx
	movq	%rcx, 5728(%rsp)
	shrq	$3, %rcx
	movq	%rcx, 424(%rsp)
	lzcntq	%rcx, %rcx
	subq	%rcx, %r11
	movl	$65, %ecx
	subl	%edx, %ecx
	shrl	%ecx
	movq	%rcx, 3560(%rsp)
	movl	$63, %edi
	movq	%rdx, 5816(%rsp)
	subq	%rdx, %rdi
	movq	%rdi, 5784(%rsp)
	movq	6464(%rsp), %r8
	movq	%r8, %r15
	shrq	$32, %r15
	movq	72(%rsp), %rax
	movl	%eax, %r13d
	movq	%rax, %rdx
	leaq	-78811644(%rsi), %rcx
	movq	%rcx, 576(%rsp)
	imulq	%rcx, %r13
	movq	%r13, %rax
	shrq	$32, %rax
	xorq	%r8, %rax
	movq	%rax, 168(%rsp)
	xorq	%r8, %rdx
	movq	%rdx, 72(%rsp)
	movl	%r8d, %edi
	leaq	(%r8,%rsi), %rdx
	addq	$-874096026, %rdx
	leaq	1013904242(%r8), %rax
	movq	%rax, 5504(%rsp)
	leaq	139808216(%r8,%rsi), %rax
	movq	%rax, 4864(%rsp)
	leaq	2027808484(%r8), %rax
	movq	%rax, 4992(%rsp)
	leaq	387276957(%r8), %rax
	movq	%rax, 4160(%rsp)
	leaq	(%r8,%rsi), %rax
	addq	$-486819069, %rax
	movq	%rax, 4096(%rsp)
	addq	$1401181199, %r8
	leaq	(%r15,%rsi), %rax
	addq	$-384397518, %rax
	movq	%rax, 6208(%rsp)
	leaq	1993301258(%r15), %rax
	movq	%rax, 6656(%rsp)
	leaq	842468239(%r15), %rax
	movq	%rax, 4032(%rsp)
	leaq	458070721(%r15,%rsi), %rax
	movq	%rax, 4800(%rsp)
	leaq	-692762298(%r15,%rsi), %r10
	leaq	1684936478(%r15), %rax
	movq	%rax, 3712(%rsp)
	leaq	(%r15,%rsi), %rax
	addq	$149705941, %rax
	movq	%rax, 4928(%rsp)
	addq	$534103459, %r15
	vmovss	.LCPI0_0(%rip), %xmm0
	vucomiss	%xmm10, %xmm0
	setbe	%sil
	andb	192(%rsp), %sil
	movb	%sil, 46(%rsp)
	cmpq	$1, %rbx
	movq	%rbx, 5792(%rsp)
	movq	%rbx, %rsi
	adcq	$0, %rsi
	movq	%rsi, 5808(%rsp)
	cmpq	$1, %r11
	adcq	$0, %r11
	leaq	(,%r9,4), %rsi
	movl	$4, %eax
	subq	%rsi, %rax
	movq	%r13, %rcx
	movq	4032(%rsp), %r13
	vmovq	%rcx, %xmm0
	vmovq	%rdx, %xmm1
	xorq	%rdx, %rcx
	movq	%rcx, 5440(%rsp)
	movl	%ecx, %edx
	movq	4992(%rsp), %rsi
	vpbroadcastq	%rdx, %zmm2
	vmovdqa64	%zmm2, 6272(%rsp)
	movq	4864(%rsp), %rdx
	movq	$-2, %rcx
	subq	%r14, %rcx
	movq	%rcx, 5704(%rsp)
	notq	%r14
	vcvtss2sd	%xmm10, %xmm10, %xmm2
	vmovsd	%xmm2, 5776(%rsp)
	vcvtusi2ss	%r12d, %xmm15, %xmm2
	vmovss	%xmm2, 2620(%rsp)
	addl	$-1879881855, %edi
	imulq	%r12, %rax
	addq	640(%rsp), %rax
	movq	1008(%rsp), %rcx
	subq	%rcx, %rax
	movq	%rax, 5760(%rsp)
	leaq	(,%r12,4), %rax
	movq	%rax, 5752(%rsp)
	negq	%rax
	movq	%rax, 5744(%rsp)
	movq	%r9, %rax
	imulq	%r12, %rax
	leaq	(%rcx,%rax,4), %rax
	movq	640(%rsp), %rcx
	movq	%rax, 4352(%rsp)
	subq	%rax, %rcx
	movq	%rcx, 5736(%rsp)
	vbroadcastss	%xmm16, %zmm17
	movq	%r12, %rax
	andq	$-64, %rax
	movq	%rax, 1696(%rsp)
	movq	%r12, %rax
	andq	$-8, %rax
	movq	%rax, 2584(%rsp)
	movq	%r14, 4544(%rsp)
	vpbroadcastq	%r14, %zmm23
	movq	%r12, %rax
	andq	$-16, %rax
	movq	%rax, 3544(%rsp)
	movq	%r12, %rax
	andq	$-4, %rax
	movq	%rax, 3552(%rsp)
	movq	%r12, %rax
	andq	$-2, %rax
	movq	%rax, 408(%rsp)
	movl	%r11d, %ecx
	andl	$3, %ecx
	andl	$124, %r11d
	movq	%r11, 1720(%rsp)
	movq	640(%rsp), %r11
	movq	4096(%rsp), %r14
	movq	72(%rsp), %rax
	vpbroadcastq	%rax, %zmm2
	vmovdqa64	%zmm2, 6016(%rsp)
	vpxor	%xmm1, %xmm0, %xmm0
	movq	5504(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqa64	%zmm1, 5184(%rsp)
	movq	6656(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqa64	%zmm1, 6144(%rsp)
	vpbroadcastq	%rdx, %zmm1
	vmovdqa64	%zmm1, 4672(%rsp)
	vpbroadcastq	%r13, %zmm1
	vmovdqa64	%zmm1, 4736(%rsp)
	vpbroadcastq	%rsi, %zmm1
	vmovdqa64	%zmm1, 5952(%rsp)
	movq	4800(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqa64	%zmm1, 4288(%rsp)
	movq	4160(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqa64	%zmm1, 4608(%rsp)
	vpbroadcastq	%r10, %zmm26
	vpbroadcastq	%r14, %zmm1
	vmovdqa64	%zmm1, 5376(%rsp)
	movq	3712(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqa64	%zmm1, 5312(%rsp)
	movq	%r8, 6464(%rsp)
	vpbroadcastq	%r8, %zmm1
	vmovdqa64	%zmm1, 5248(%rsp)
	vpbroadcastq	%r15, %zmm28
	movq	4928(%rsp), %rax
	vpbroadcastq	%rax, %zmm9
	vpbroadcastd	%edi, %zmm8
	movl	%edi, %r8d
	vpbroadcastq	%xmm0, %zmm0
	vmovdqa64	%zmm0, 6592(%rsp)
	movq	168(%rsp), %rax
	vpbroadcastd	%eax, %zmm0
	movq	6208(%rsp), %rax
	vpbroadcastq	%rax, %zmm15
	movq	%rcx, 5696(%rsp)
	shll	$6, %ecx
	movq	%rcx, 5720(%rsp)
	vmovd	.LCPI0_5(%rip), %xmm7
	vpxord	%xmm18, %xmm18, %xmm18
	vcmpltss	.LCPI0_0(%rip), %xmm10, %k1
	leaq	(%r11,%r12,4), %rax
	movq	%rax, 512(%rsp)
	leaq	192(%r11,%r12,4), %rax
	movq	%rax, 1016(%rsp)
	leaq	192(%r11), %rax
	movq	%rax, 1200(%rsp)
	leaq	4(%r11,%r12,4), %rax
	movq	%rax, 2560(%rsp)
	leaq	12(%r11), %rax
	movq	%rax, 5712(%rsp)
	movabsq	$4611686018427387899, %rdi
	movabsq	$4611686018427387896, %r14
	xorl	%ecx, %ecx
	movq	$0, 3648(%rsp)
	movq	$0, 5888(%rsp)
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vpbroadcastq	.LCPI0_20(%rip), %zmm11
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	vmovd	.LCPI0_363(%rip), %xmm31
	movq	%r15, 2816(%rsp)
	movq	3712(%rsp), %rsi
	movq	%r10, 832(%rsp)
	movl	%r8d, 136(%rsp)
	vmovaps	%zmm17, 1856(%rsp)
	vmovdqa64	%zmm23, 4416(%rsp)
	vmovdqa64	%zmm26, 1792(%rsp)
	vmovdqa64	%zmm28, 2112(%rsp)
	vmovdqa64	%zmm9, 1536(%rsp)
	vmovdqa64	%zmm8, 1984(%rsp)
	vmovdqa64	%zmm0, 6528(%rsp)
	vmovdqa64	%zmm15, 3008(%rsp)
	jmp	.LBB0_132
.LBB0_129:
	xorl	%ebx, %ebx
.LBB0_130:
	vxorps	%xmm4, %xmm4, %xmm4
	vcvtusi2ss	%rbx, %xmm4, %xmm0
.LBB0_131:
	cmpl	$0, 48(%rsp)
	sete	%al
	vaddss	%xmm24, %xmm24, %xmm1
	vaddss	%xmm1, %xmm30, %xmm1
	vmovss	.LCPI0_2(%rip), %xmm2
	vcmpless	%xmm2, %xmm10, %k2
	vmovss	.LCPI0_1(%rip), %xmm2 {%k2} {z}
	vmovaps	3104(%rsp), %xmm3
	vmulss	.LCPI0_3(%rip), %xmm3, %xmm3
	vaddss	%xmm1, %xmm2, %xmm1
	vaddss	%xmm3, %xmm1, %xmm1
	vmovaps	1680(%rsp), %xmm2
	vmovss	%xmm2, %xmm0, %xmm0 {%k1}
	kmovd	%eax, %k2
	vmovaps	3520(%rsp), %xmm2
	vmovss	%xmm0, %xmm2, %xmm2 {%k2}
	vcmpneqss	%xmm18, %xmm1, %k2
	vmovss	.LCPI0_4(%rip), %xmm2 {%k2}
	vcvttss2si	%xmm2, %rax
	vcvttss2usi	%xmm1, %ecx
	movq	2600(%rsp), %rdx
	movq	%rax, (%rdx,%r9,8)
	movq	2608(%rsp), %rax
	movl	%ecx, (%rax,%r9,4)
	incq	%r9
	movq	5800(%rsp), %rcx
	incq	%rcx
	movq	4352(%rsp), %rax
	addq	5752(%rsp), %rax
	movq	%rax, 4352(%rsp)
	cmpq	104(%rsp), %r9
	movq	2816(%rsp), %r15
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	movq	24(%rsp), %r12
	je	.LBB0_1273
.LBB0_132:
	movq	%rsi, %rbx
	movq	5744(%rsp), %rsi
	movq	%rcx, 5800(%rsp)
	imulq	%rcx, %rsi
	movq	5760(%rsp), %rax
	addq	%rsi, %rax
	movq	%rax, 1408(%rsp)
	addq	5736(%rsp), %rsi
	movq	%rsi, 2496(%rsp)
	movq	%r9, %rax
	imulq	%r12, %rax
	movq	1008(%rsp), %rcx
	movq	%r12, %r8
	leaq	(%rcx,%rax,4), %r12
	testq	%r8, %r8
	movq	%r9, 32(%rsp)
	movq	%r12, 2176(%rsp)
	je	.LBB0_143
	vxorps	%xmm4, %xmm4, %xmm4
	vpxor	%xmm0, %xmm0, %xmm0
	movl	$1024, %ecx
	movq	4352(%rsp), %rdx
	xorl	%edi, %edi
	vxorps	%xmm6, %xmm6, %xmm6
	vmovaps	%zmm21, %zmm5
	vmovaps	%zmm21, %zmm8
	vpxord	%xmm20, %xmm20, %xmm20
	vpxord	%xmm22, %xmm22, %xmm22
	vmovaps	%zmm21, %zmm2
	vmovaps	%zmm21, %zmm23
	vpxord	%xmm26, %xmm26, %xmm26
	vpxord	%xmm28, %xmm28, %xmm28
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
	movq	24(%rsp), %rbx
	jmp	.LBB0_136
	.p2align	4
.LBB0_134:
	vmovdqa64	1536(%rsp), %zmm9
	vmovdqa64	3008(%rsp), %zmm15
	vmovss	.LCPI0_5(%rip), %xmm7
	vmovaps	2432(%rsp), %xmm10
	vmovaps	112(%rsp), %xmm16
	vmovaps	3968(%rsp), %xmm30
.LBB0_135:
	addq	$1024, %rcx
	addq	$-1024, %rdi
	addq	$4096, %rdx
	movq	24(%rsp), %rbx
	cmpq	%rbx, %r9
	movq	640(%rsp), %r11
	movq	2176(%rsp), %r12
	jae	.LBB0_141
.LBB0_136:
	vmovaps	%xmm30, 3968(%rsp)
	vmovdqa	%xmm10, 2432(%rsp)
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
	vmovaps	1856(%rsp), %zmm14
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
	vmovdqa64	1536(%rsp), %zmm9
	vmovdqa64	3008(%rsp), %zmm15
	vmovss	.LCPI0_5(%rip), %xmm7
	vmovaps	2432(%rsp), %xmm10
	vmovaps	112(%rsp), %xmm16
	vmovaps	3968(%rsp), %xmm30
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
	movq	%r11, %r13
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
	vpxord	%xmm28, %xmm28, %xmm28
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
	vmovdqa64	1536(%rsp), %zmm11
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
	movq	%r13, %r11
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
	vmovdqa	%xmm0, 3520(%rsp)
	vmovss	.LCPI0_2(%rip), %xmm25
	vmovaps	%xmm25, %xmm24
	vmovaps	%xmm25, %xmm10
	vmovdqa	%xmm7, %xmm14
	vbroadcastss	.LCPI0_2(%rip), %xmm30
	cmpb	$0, 71(%rsp)
	movq	104(%rsp), %rax
	movl	$3528531795, %ecx
	movq	%rbx, %rsi
	jne	.LBB0_160
	vmovdqa	%xmm0, 1392(%rsp)
	vmovss	.LCPI0_2(%rip), %xmm25
	vmovaps	%xmm25, 176(%rsp)
	vpxor	%xmm1, %xmm1, %xmm1
	vmovdqa	%xmm1, 3520(%rsp)
	vmovaps	%xmm25, %xmm24
	vmovaps	%xmm25, %xmm10
	vmovdqa	%xmm7, %xmm14
	vbroadcastss	.LCPI0_2(%rip), %xmm30
	cmpb	$0, 47(%rsp)
	jne	.LBB0_246
	vmovdqa64	%xmm31, %xmm1
	vmovdqa	%xmm0, 1680(%rsp)
	cmpb	$0, 46(%rsp)
	je	.LBB0_431
	vmovdqa	%xmm0, 3520(%rsp)
	vmovss	.LCPI0_2(%rip), %xmm0
	vmovaps	%xmm0, 3104(%rsp)
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
	movq	32(%rsp), %r9
	movl	$3528531795, %ecx
	movq	2816(%rsp), %r15
	vmovdqa64	2112(%rsp), %zmm9
	vmovdqa64	1984(%rsp), %zmm8
	movabsq	$4611686018427387899, %rdi
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovdqa64	1792(%rsp), %zmm6
	vpxord	%xmm17, %xmm17, %xmm17
	vcvtusi2ss	%rax, %xmm17, %xmm0
	cmpb	$0, 71(%rsp)
	movq	832(%rsp), %r10
	movq	3712(%rsp), %rsi
	movabsq	$4611686018427387896, %r14
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vbroadcastss	.LCPI0_2(%rip), %zmm3
	vpxord	%xmm18, %xmm18, %xmm18
	vmovaps	%xmm0, 3520(%rsp)
	je	.LBB0_159
	vmovdqa64	%xmm19, %xmm13
	cmpq	$8, 24(%rsp)
	vbroadcastss	.LCPI0_0(%rip), %ymm17
	vmovaps	%xmm10, 2432(%rsp)
	movq	%rsi, %r15
	vmovdqa64	%zmm6, %zmm22
	jae	.LBB0_173
	xorl	%eax, %eax
	vbroadcastsd	.LCPI0_20(%rip), %zmm14
.LBB0_151:
	movq	24(%rsp), %r8
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
	movl	%edx, (%r13,%rax,4)
	movq	512(%rsp), %rdx
	movl	$1065353216, (%rdx,%rax,4)
	movq	%rcx, %rax
.LBB0_154:
	movq	24(%rsp), %r11
	cmpq	%rcx, %r11
	movq	4352(%rsp), %rdi
	movq	2560(%rsp), %r8
	movq	%r13, %rbx
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
	vmovss	2620(%rsp), %xmm0
	vucomiss	80(%rsp), %xmm0
	jae	.LBB0_177
	cmpb	$0, 47(%rsp)
	vmovaps	1856(%rsp), %zmm17
	je	.LBB0_226
	vmovaps	%xmm24, 384(%rsp)
	vmovaps	%xmm7, %xmm14
	vmovss	.LCPI0_2(%rip), %xmm3
	vmovaps	%xmm3, %xmm25
	jmp	.LBB0_163
	.p2align	4
.LBB0_159:
	vmovss	.LCPI0_2(%rip), %xmm25
	movq	104(%rsp), %rax
	vpbroadcastq	.LCPI0_20(%rip), %zmm14
	vmovdqa64	%zmm9, %zmm28
	vmovd	.LCPI0_363(%rip), %xmm31
	vmovdqa64	%zmm6, %zmm26
	vmovdqa64	4416(%rsp), %zmm23
	vmovaps	%zmm3, %zmm21
	vmovaps	1856(%rsp), %zmm17
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	vmovdqa64	%zmm11, %zmm9
	vmovdqa64	%zmm14, %zmm11
	vmovaps	%xmm7, %xmm14
.LBB0_160:
	cmpb	$0, 47(%rsp)
	je	.LBB0_836
.LBB0_161:
	cmpq	$0, 24(%rsp)
	je	.LBB0_223
	movq	%r11, %r13
	vmovaps	%xmm24, 384(%rsp)
	vmovss	.LCPI0_2(%rip), %xmm3
.LBB0_163:
	vbroadcastss	%xmm14, %zmm0
	vbroadcastss	%xmm25, %zmm4
	vpxor	%xmm1, %xmm1, %xmm1
	movl	$1024, %ecx
	movq	4352(%rsp), %rdx
	xorl	%esi, %esi
	vpxor	%xmm5, %xmm5, %xmm5
	vmovaps	%zmm21, %zmm2
	vmovaps	%zmm21, %zmm6
	xorl	%edi, %edi
	vmovaps	%xmm3, 176(%rsp)
	xorl	%eax, %eax
	movq	24(%rsp), %r11
	vbroadcastss	.LCPI0_362(%rip), %zmm19
	vmovaps	%xmm10, 2432(%rsp)
	vmovaps	%xmm14, 144(%rsp)
	jmp	.LBB0_166
	.p2align	4
.LBB0_164:
	vmovdqa64	1792(%rsp), %zmm26
	vmovaps	2112(%rsp), %zmm28
	vmovaps	2432(%rsp), %xmm10
	vmovaps	176(%rsp), %xmm12
.LBB0_165:
	vmovaps	%xmm12, 176(%rsp)
	addq	$1024, %rcx
	addq	$-1024, %rsi
	addq	$4096, %rdx
	movq	24(%rsp), %r11
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
	vmovdqa64	1792(%rsp), %zmm26
	vmovaps	2112(%rsp), %zmm28
	vmovss	.LCPI0_2(%rip), %xmm24
	vpxord	%xmm31, %xmm31, %xmm31
	vmovaps	2432(%rsp), %xmm10
	vmovaps	176(%rsp), %xmm12
	vmovaps	144(%rsp), %xmm14
	.p2align	4
.LBB0_170:
	leaq	(%r9,%r10), %r8
	vmovss	(%rdx,%r10,4), %xmm3
	vpxord	%xmm27, %xmm27, %xmm27
	vcvtusi2ss	%r8, %xmm27, %xmm7
	vmulss	%xmm3, %xmm16, %xmm8
	vcmpltss	%xmm3, %xmm25, %k2
	vmovss	.LCPI0_0(%rip), %xmm15
	vmovss	%xmm15, %xmm15, %xmm9 {%k2} {z}
	vcmpeqss	%xmm25, %xmm3, %k0
	vcmpless	%xmm14, %xmm7, %k2
	kandw	%k2, %k0, %k2
	vmovss	%xmm15, %xmm15, %xmm3 {%k2} {z}
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
	vmovaps	176(%rsp), %xmm2
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
	jb	.LBB0_432
	movl	$0, %eax
	cmpq	$256, 2496(%rsp)
	movq	24(%rsp), %r8
	vmovaps	%zmm3, %zmm21
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	jb	.LBB0_152
	cmpq	$64, %r8
	jae	.LBB0_437
	xorl	%ecx, %ecx
	movq	4352(%rsp), %rdx
	movq	%r13, %r11
	jmp	.LBB0_441
.LBB0_177:
	movq	24(%rsp), %r12
	cmpq	$8, %r12
	movq	%r13, %r11
	vmovaps	1856(%rsp), %zmm17
	vmovdqa64	%zmm9, %zmm28
	vmovdqa64	%zmm22, %zmm26
	jae	.LBB0_227
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	movq	1696(%rsp), %rdi
	movq	2584(%rsp), %r8
	movq	1200(%rsp), %r14
	vmovd	.LCPI0_359(%rip), %xmm22
	vmovdqa64	%zmm11, %zmm9
	vmovd	.LCPI0_363(%rip), %xmm31
	vmovdqa64	4416(%rsp), %zmm23
	vmovaps	%zmm14, %zmm11
	vmovdqa64	%xmm13, %xmm19
	jmp	.LBB0_451
.LBB0_179:
	testq	%r11, %r11
	movq	3712(%rsp), %rsi
	vmovaps	1536(%rsp), %zmm9
	vmovaps	1984(%rsp), %zmm8
	vmovss	.LCPI0_5(%rip), %xmm7
	vbroadcastss	.LCPI0_377(%rip), %xmm19
	vmovss	.LCPI0_364(%rip), %xmm23
	je	.LBB0_245
	vmovaps	176(%rsp), %xmm1
.LBB0_181:
	vmovaps	%xmm1, 176(%rsp)
	vbroadcastss	%xmm1, %zmm1
	vmovaps	%zmm1, 768(%rsp)
	movl	$1024, %edx
	movq	%r13, %rdi
	movq	4352(%rsp), %r9
	movq	$0, 896(%rsp)
	movq	$0, 448(%rsp)
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	vmovaps	.LCPI0_353(%rip), %zmm13
	vmovaps	.LCPI0_354(%rip), %zmm14
	vmovaps	%xmm30, 3968(%rsp)
	movq	24(%rsp), %r11
	vmovaps	%xmm25, 5824(%rsp)
	vmovss	.LCPI0_359(%rip), %xmm9
	vmovss	.LCPI0_358(%rip), %xmm27
	jmp	.LBB0_183
	.p2align	4
.LBB0_182:
	movq	%r11, %rbx
	movq	192(%rsp), %rdx
	addq	$1024, %rdx
	incq	448(%rsp)
	addq	$-1024, 896(%rsp)
	addq	$4096, %r9
	addq	$-4096, %rdi
	movq	24(%rsp), %r11
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
	movq	4352(%rsp), %r10
	vmovaps	%xmm9, %xmm20
	jbe	.LBB0_198
	movq	448(%rsp), %r8
	movq	%r8, %rsi
	shlq	$10, %rsi
	movq	%rdx, %r15
	subq	%rsi, %r15
	cmpq	$4, %r15
	jb	.LBB0_188
	movq	%r8, %rsi
	shlq	$12, %rsi
	movq	2496(%rsp), %r8
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
	vmovaps	176(%rsp), %xmm5
	vmovaps	144(%rsp), %xmm24
	jmp	.LBB0_197
.LBB0_190:
	movq	%rdx, %rbx
	andq	$-16, %rbx
	addq	896(%rsp), %rbx
	movl	%edx, %esi
	andl	$15, %esi
	movq	%r15, %r13
	movq	%rsi, 1216(%rsp)
	subq	%rsi, %r13
	leaq	(%rcx,%r13), %r12
	vpbroadcastq	%rcx, %zmm2
	vporq	.LCPI0_9(%rip), %zmm2, %zmm1
	vporq	.LCPI0_10(%rip), %zmm2, %zmm2
	xorl	%r8d, %r8d
	movq	640(%rsp), %rsi
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
	vmovaps	768(%rsp), %zmm19
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
	movq	1216(%rsp), %rsi
	testq	%rsi, %rsi
	vmovss	.LCPI0_358(%rip), %xmm27
	vmovss	.LCPI0_359(%rip), %xmm20
	vmovss	.LCPI0_362(%rip), %xmm18
	vmovss	.LCPI0_364(%rip), %xmm23
	vmovss	.LCPI0_366(%rip), %xmm3
	vmovss	.LCPI0_367(%rip), %xmm29
	vmovaps	3968(%rsp), %xmm30
	vmovaps	5824(%rsp), %xmm25
	vmovaps	%zmm22, %zmm17
	je	.LBB0_198
	cmpl	$4, %esi
	jb	.LBB0_220
.LBB0_194:
	movq	896(%rsp), %rsi
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
	movq	640(%rsp), %rsi
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
	vmovaps	1856(%rsp), %zmm17
	vmovaps	768(%rsp), %zmm23
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
	vmovaps	3968(%rsp), %xmm30
	vmovaps	112(%rsp), %xmm26
	vxorps	%xmm12, %xmm12, %xmm12
	vmovaps	144(%rsp), %xmm24
	vmovaps	5824(%rsp), %xmm25
	vmovss	.LCPI0_358(%rip), %xmm27
	vmovss	.LCPI0_361(%rip), %xmm11
	vmovss	.LCPI0_365(%rip), %xmm15
	vmovss	.LCPI0_359(%rip), %xmm20
	vmovss	.LCPI0_360(%rip), %xmm28
	vmovss	.LCPI0_363(%rip), %xmm19
	vmovaps	176(%rsp), %xmm5
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
	movq	640(%rsp), %r11
	vmovdqa64	1536(%rsp), %zmm15
	vmovaps	2432(%rsp), %xmm10
	movq	2176(%rsp), %r12
	vmovaps	.LCPI0_356(%rip), %zmm20
	vbroadcastss	.LCPI0_362(%rip), %zmm11
	vmovaps	2112(%rsp), %zmm28
	vmovdqa64	1792(%rsp), %zmm26
	vxorps	%xmm18, %xmm18, %xmm18
	jmp	.LBB0_202
	.p2align	4
.LBB0_200:
	vmovd	.LCPI0_5(%rip), %xmm7
.LBB0_201:
	vmovss	%xmm1, 10496(%rsp,%rax,4)
	movq	%r8, 14592(%rsp,%rax,8)
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
	cmpq	$6, 14592(%rsp,%r10,8)
	jne	.LBB0_200
	leaq	14584(%rsp), %rsi
	leaq	(%rsi,%rax,8), %r8
	leaq	-1(%rax), %rsi
	leaq	10492(%rsp), %r10
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
	movq	640(%rsp), %r11
	movq	2176(%rsp), %r12
	jmp	.LBB0_201
	.p2align	4
.LBB0_209:
	movq	640(%rsp), %r11
	vmovdqa64	1536(%rsp), %zmm15
	vmovd	.LCPI0_5(%rip), %xmm7
	vmovaps	2432(%rsp), %xmm10
	movq	2176(%rsp), %r12
	vmovaps	.LCPI0_356(%rip), %zmm20
	vbroadcastss	.LCPI0_362(%rip), %zmm11
	vmovaps	2112(%rsp), %zmm28
	vmovdqa64	1792(%rsp), %zmm26
	vxorps	%xmm18, %xmm18, %xmm18
.LBB0_210:
	cmpq	%r14, %rcx
	movq	832(%rsp), %r10
	vmovdqa64	1984(%rsp), %zmm8
	movabsq	$4611686018427387898, %r8
	vpbroadcastd	.LCPI0_377(%rip), %xmm3
	jne	.LBB0_213
	jmp	.LBB0_182
	.p2align	4
.LBB0_211:
	xorl	%r15d, %r15d
.LBB0_212:
	vmovss	%xmm1, 10496(%rsp,%rax,4)
	movq	%r15, 14592(%rsp,%rax,8)
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
	cmpq	$0, 14592(%rsp,%rsi,8)
	jne	.LBB0_211
	leaq	14584(%rsp), %rdx
	leaq	(%rdx,%rax,8), %rdx
	leaq	-1(%rax), %r8
	leaq	10492(%rsp), %rsi
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
	movq	640(%rsp), %r11
	movq	832(%rsp), %r10
	movabsq	$4611686018427387898, %r8
	movq	2176(%rsp), %r12
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
	vmovss	10496(%rsp,%rdx,4), %xmm13
	kmovd	%esi, %k2
	vmovss	%xmm18, %xmm13, %xmm13 {%k2}
	cmpq	$2, %rax
	vbroadcastss	.LCPI0_358(%rip), %zmm12
	jae	.LBB0_224
	movq	32(%rsp), %r9
	movabsq	$4611686018427387899, %rdi
	movabsq	$4611686018427387896, %r14
	movq	%rbx, %r11
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vmovaps	112(%rsp), %xmm16
	vbroadcastss	.LCPI0_359(%rip), %zmm5
	vmovaps	%xmm9, %xmm3
	vmovdqa64	%zmm15, %zmm9
	vmovaps	144(%rsp), %xmm14
	vmovdqa64	%xmm24, %xmm19
	vbroadcastss	.LCPI0_364(%rip), %zmm31
	vbroadcastss	.LCPI0_360(%rip), %zmm15
	jmp	.LBB0_234
.LBB0_223:
	vpxor	%xmm0, %xmm0, %xmm0
	vmovdqa	%xmm0, 1392(%rsp)
	vmovd	.LCPI0_2(%rip), %xmm0
	vmovdqa	%xmm0, 176(%rsp)
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
	vmovaps	144(%rsp), %xmm14
	vbroadcastss	.LCPI0_364(%rip), %zmm31
	jae	.LBB0_229
	xorl	%esi, %esi
	movq	32(%rsp), %r9
	movabsq	$4611686018427387899, %rdi
	movabsq	$4611686018427387896, %r14
	movq	%rbx, %r11
	vmovdqa64	%zmm15, %zmm9
	vmovdqa64	%xmm24, %xmm19
	vbroadcastss	.LCPI0_360(%rip), %zmm15
	jmp	.LBB0_232
.LBB0_226:
	movq	%r13, %r11
	vmovdqa64	%zmm9, %zmm28
	vmovdqa64	%zmm22, %zmm26
	movq	%r15, %rsi
	vmovshdup	%xmm30, %xmm0
	vmovaps	%xmm0, 3104(%rsp)
	vxorps	%xmm0, %xmm0, %xmm0
	vmovaps	%xmm0, 1680(%rsp)
	vmovss	.LCPI0_2(%rip), %xmm25
	cmpb	$0, 46(%rsp)
	movl	$3528531795, %ecx
	movq	168(%rsp), %rax
	movabsq	$4611686018427387899, %rdi
	vmovdqa64	%zmm11, %zmm9
	vmovss	.LCPI0_363(%rip), %xmm31
	vmovdqa64	4416(%rsp), %zmm23
	vmovaps	%zmm14, %zmm11
	vmovaps	%xmm7, %xmm14
	je	.LBB0_131
	jmp	.LBB0_839
.LBB0_227:
	cmpq	$64, %r12
	movq	1696(%rsp), %rdi
	movq	2584(%rsp), %r8
	movq	1200(%rsp), %r14
	vmovdqa64	%zmm11, %zmm9
	vmovdqa64	4416(%rsp), %zmm23
	jae	.LBB0_433
	xorl	%edx, %edx
	xorl	%eax, %eax
	vmovd	.LCPI0_359(%rip), %xmm22
	vmovd	.LCPI0_363(%rip), %xmm31
	vmovaps	%zmm14, %zmm11
	vmovdqa64	%xmm13, %xmm19
	jmp	.LBB0_448
.LBB0_229:
	leaq	(%rsp,%rdx,4), %rdi
	addq	$10496, %rdi
	andq	$-8, %rdx
	cmpq	$1, %rax
	movl	$1, %esi
	cmovbq	%rax, %rsi
	shll	$2, %esi
	movq	%r8, %r14
	leaq	10492(%rsp), %r8
	leaq	(%r8,%rax,4), %r8
	subq	%rsi, %r8
	xorl	%esi, %esi
	movabsq	$4611686018427387901, %r11
	movabsq	$4611686018427387900, %r12
	movabsq	$4611686018427387897, %r13
	vmovdqa64	%zmm15, %zmm9
	.p2align	4
.LBB0_230:
	vaddss	(%r8), %xmm13, %xmm1
	movq	%rsi, %r9
	movabsq	$4611686018427387902, %r15
	xorq	%r15, %r9
	vaddss	(%rdi,%r9,4), %xmm1, %xmm1
	movq	%rsi, %r9
	xorq	%r11, %r9
	vaddss	(%rdi,%r9,4), %xmm1, %xmm1
	movq	%rsi, %r9
	xorq	%r12, %r9
	vaddss	(%rdi,%r9,4), %xmm1, %xmm1
	movq	%rsi, %r9
	movabsq	$4611686018427387899, %r15
	xorq	%r15, %r9
	vaddss	(%rdi,%r9,4), %xmm1, %xmm1
	movq	%rsi, %r9
	xorq	%r14, %r9
	vaddss	(%rdi,%r9,4), %xmm1, %xmm1
	movq	%rsi, %r9
	xorq	%r13, %r9
	vaddss	(%rdi,%r9,4), %xmm1, %xmm1
	movq	%rsi, %r9
	movabsq	$4611686018427387896, %r15
	xorq	%r15, %r9
	vaddss	(%rdi,%r9,4), %xmm1, %xmm13
	addq	$8, %rsi
	addq	$-32, %r8
	cmpq	%rsi, %rdx
	jne	.LBB0_230
	testq	%rcx, %rcx
	movq	32(%rsp), %r9
	movabsq	$4611686018427387899, %rdi
	movabsq	$4611686018427387896, %r14
	movq	2176(%rsp), %r12
	movq	%rbx, %r11
	vmovdqa64	%xmm24, %xmm19
	vbroadcastss	.LCPI0_360(%rip), %zmm15
	je	.LBB0_234
.LBB0_232:
	shlq	$2, %rsi
	leaq	10492(%rsp), %rdx
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
	vmovaps	%xmm13, 1392(%rsp)
	movq	24(%rsp), %rax
	testq	%rax, %rax
	movq	3712(%rsp), %rsi
	vbroadcastss	.LCPI0_361(%rip), %zmm24
	je	.LBB0_240
	cmpq	$4, %rax
	movq	2816(%rsp), %r15
	jae	.LBB0_241
.LBB0_236:
	xorl	%eax, %eax
.LBB0_237:
	vmovaps	%xmm3, %xmm13
	vmovaps	%zmm21, %zmm17
	movq	4352(%rsp), %rdi
	movq	512(%rsp), %r8
	vmovss	.LCPI0_368(%rip), %xmm10
	vmovss	.LCPI0_369(%rip), %xmm20
	vmovss	.LCPI0_370(%rip), %xmm21
	vmovss	.LCPI0_4(%rip), %xmm24
	movq	%r11, %rbx
	movq	24(%rsp), %r11
	vmovss	.LCPI0_361(%rip), %xmm11
	vmovss	.LCPI0_365(%rip), %xmm12
	vmovaps	%xmm14, %xmm28
	vmovss	.LCPI0_360(%rip), %xmm14
	vmovss	.LCPI0_362(%rip), %xmm15
	vmovss	.LCPI0_363(%rip), %xmm31
	vmovss	.LCPI0_366(%rip), %xmm19
	vmovss	.LCPI0_367(%rip), %xmm29
	vmovaps	176(%rsp), %xmm9
	vmovaps	1392(%rsp), %xmm26
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
	movq	2816(%rsp), %r15
	movabsq	$4611686018427387899, %rdi
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovaps	2432(%rsp), %xmm10
	vmovaps	384(%rsp), %xmm24
	movq	%rbx, %r11
	vmovdqa64	4416(%rsp), %zmm23
	vmovaps	%zmm17, %zmm21
	vmovaps	1856(%rsp), %zmm17
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	vmovdqa64	3008(%rsp), %zmm15
	vmovdqa64	1536(%rsp), %zmm9
	vmovdqa64	1792(%rsp), %zmm26
	vpbroadcastq	.LCPI0_20(%rip), %zmm11
	movq	3712(%rsp), %rsi
	vmovaps	%xmm28, %xmm14
	vmovdqa64	2112(%rsp), %zmm28
	jmp	.LBB0_246
.LBB0_240:
	movq	104(%rsp), %rax
	movl	$3528531795, %ecx
	movq	2816(%rsp), %r15
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovdqa64	3008(%rsp), %zmm15
	vmovaps	384(%rsp), %xmm24
	vmovdqa64	4416(%rsp), %zmm23
	vpbroadcastq	.LCPI0_20(%rip), %zmm11
	jmp	.LBB0_246
.LBB0_241:
	cmpq	$64, 1408(%rsp)
	jb	.LBB0_236
	movl	$0, %eax
	cmpq	$64, 2496(%rsp)
	jb	.LBB0_237
	cmpq	$16, 24(%rsp)
	jae	.LBB0_699
	xorl	%ecx, %ecx
	jmp	.LBB0_832
.LBB0_245:
	vxorps	%xmm0, %xmm0, %xmm0
	vmovaps	%xmm0, 1392(%rsp)
	movq	32(%rsp), %r9
	movq	104(%rsp), %rax
	movl	$3528531795, %ecx
	movq	2816(%rsp), %r15
	movq	832(%rsp), %r10
	movabsq	$4611686018427387899, %rdi
	movabsq	$4611686018427387896, %r14
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovaps	384(%rsp), %xmm24
	movq	%r13, %r11
	vmovdqa64	4416(%rsp), %zmm23
	vpbroadcastq	.LCPI0_20(%rip), %zmm11
	vmovdqa	144(%rsp), %xmm14
	vmovdqa64	3008(%rsp), %zmm15
	vxorps	%xmm18, %xmm18, %xmm18
	.p2align	4
.LBB0_246:
	vmovss	52(%rsp), %xmm0
	vucomiss	%xmm18, %xmm0
	vmovaps	%xmm10, 2432(%rsp)
	vmovdqa	%xmm14, 144(%rsp)
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
	movq	32(%rsp), %r9
	movq	104(%rsp), %rax
	movl	$3528531795, %ecx
	movq	2816(%rsp), %r15
	movq	3712(%rsp), %rsi
	movabsq	$4611686018427387899, %rdi
	movq	2176(%rsp), %r12
	movq	640(%rsp), %r11
	movq	320(%rsp), %r8
	.p2align	4
.LBB0_249:
	incq	%r8
	cmpq	$8, %r8
	je	.LBB0_414
.LBB0_250:
	testl	%ebx, %ebx
	jne	.LBB0_249
	movq	%r8, 320(%rsp)
	movq	24(%rsp), %r12
	testq	%r12, %r12
	je	.LBB0_254
	cmpq	$4, %r12
	jae	.LBB0_255
	movq	$-1, %r14
	xorl	%eax, %eax
	movq	%r11, %rsi
	xorl	%r11d, %r11d
	xorl	%r9d, %r9d
	movq	512(%rsp), %r15
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
	movq	512(%rsp), %r15
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
	movq	3544(%rsp), %rdx
	movq	512(%rsp), %rcx
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
	vmovdqa64	1536(%rsp), %zmm9
	vxorps	%xmm0, %xmm0, %xmm0
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	jne	.LBB0_261
	vmovdqa64	1792(%rsp), %zmm26
	vmovdqa64	2112(%rsp), %zmm28
	vmovdqa64	1984(%rsp), %zmm8
	vmovdqa64	3008(%rsp), %zmm15
	vmovd	.LCPI0_5(%rip), %xmm7
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vpbroadcastq	.LCPI0_20(%rip), %zmm11
	vmovaps	2432(%rsp), %xmm10
	vpxord	%xmm18, %xmm18, %xmm18
	vmovdqa64	%zmm12, %zmm23
	vmovdqa	144(%rsp), %xmm14
	jmp	.LBB0_267
.LBB0_261:
	movq	%rdx, %rcx
	movq	%rdx, %rax
	testb	$12, %r12b
	vmovdqa64	1792(%rsp), %zmm26
	vmovdqa64	2112(%rsp), %zmm28
	vmovdqa64	1984(%rsp), %zmm8
	vmovdqa64	3008(%rsp), %zmm15
	vmovd	.LCPI0_5(%rip), %xmm7
	movq	512(%rsp), %r15
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vpbroadcastq	.LCPI0_20(%rip), %zmm11
	vmovaps	2432(%rsp), %xmm10
	movq	640(%rsp), %rsi
	vpxord	%xmm18, %xmm18, %xmm18
	vmovdqa64	%zmm12, %zmm23
	vmovdqa	144(%rsp), %xmm14
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
	movq	3552(%rsp), %rdx
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
	vmovdqa64	1536(%rsp), %zmm9
	vmovdqa64	1984(%rsp), %zmm8
	vmovdqa64	3008(%rsp), %zmm15
	vmovd	.LCPI0_5(%rip), %xmm7
	vmovdqa64	%xmm29, %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vpbroadcastq	.LCPI0_20(%rip), %zmm1
	vmovaps	2432(%rsp), %xmm10
	vmovdqa64	%zmm11, %zmm26
	vmovdqa64	%zmm1, %zmm11
	je	.LBB0_267
.LBB0_265:
	vmovq	%xmm16, 192(%rsp)
	vpextrq	$1, %xmm16, %rdx
	movq	4544(%rsp), %rdi
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
	movq	24(%rsp), %r12
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
	movq	%r14, 5632(%rsp)
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
	movq	4544(%rsp), %r15
	vpxord	%xmm16, %xmm16, %xmm16
	movl	$255, %esi
	vpxor	%xmm1, %xmm1, %xmm1
	movq	2176(%rsp), %r12
	vmovsd	5776(%rsp), %xmm4
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
	vmovups	%zmm0, 59656(%rsp,%rbx,8)
	vmovups	%zmm0, 59720(%rsp,%rbx,8)
	vmovups	%zmm0, 59784(%rsp,%rbx,8)
	vmovups	%zmm0, 59848(%rsp,%rbx,8)
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
	vmovdqu	%ymm1, 59656(%rsp,%rbx,8)
	addq	$4, %rbx
	cmpq	%rbx, %r11
	jne	.LBB0_278
	jmp	.LBB0_280
	.p2align	4
.LBB0_279:
	movq	$0, 59656(%rsp,%r11,8)
	incq	%r11
.LBB0_280:
	cmpq	%r11, %r8
	jne	.LBB0_279
.LBB0_281:
	incq	%r9
	cmpq	$0, 24(%rsp)
	je	.LBB0_296
	cmpq	$0, 1208(%rsp)
	je	.LBB0_292
	movq	5704(%rsp), %r8
	xorl	%r11d, %r11d
	jmp	.LBB0_285
	.p2align	4
.LBB0_284:
	addq	$2, %r11
	addq	$-2, %r8
	cmpq	%r11, 408(%rsp)
	je	.LBB0_291
.LBB0_285:
	leaq	1(%r8), %r14
	movq	640(%rsp), %rbx
	movl	(%rbx,%r11,4), %ebx
	shlq	$32, %rbx
	orq	%r14, %rbx
	movq	%rbx, %r14
	subq	5632(%rsp), %r14
	jb	.LBB0_288
	cmpq	%r9, %rbx
	jae	.LBB0_288
	movq	2560(%rsp), %rbx
	vmovss	-4(%rbx,%r11,4), %xmm1
	shrxq	%rax, %r14, %rbx
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vaddsd	59656(%rsp,%rbx,8), %xmm1, %xmm1
	vmovsd	%xmm1, 59656(%rsp,%rbx,8)
.LBB0_288:
	movq	640(%rsp), %rbx
	movl	4(%rbx,%r11,4), %ebx
	shlq	$32, %rbx
	orq	%r8, %rbx
	movq	%rbx, %r14
	subq	5632(%rsp), %r14
	jb	.LBB0_284
	cmpq	%r9, %rbx
	jae	.LBB0_284
	movq	2560(%rsp), %rbx
	vmovss	(%rbx,%r11,4), %xmm1
	shrxq	%rax, %r14, %rbx
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vaddsd	59656(%rsp,%rbx,8), %xmm1, %xmm1
	vmovsd	%xmm1, 59656(%rsp,%rbx,8)
	jmp	.LBB0_284
.LBB0_291:
	testb	$1, 24(%rsp)
	movq	5632(%rsp), %r14
	jne	.LBB0_293
	jmp	.LBB0_296
.LBB0_292:
	xorl	%r11d, %r11d
.LBB0_293:
	movq	%r15, %rbx
	subq	%r11, %rbx
	movq	640(%rsp), %r8
	movl	(%r8,%r11,4), %r8d
	shlq	$32, %r8
	orq	%rbx, %r8
	movq	%r8, %rbx
	subq	%r14, %rbx
	jb	.LBB0_296
	cmpq	%r9, %r8
	jae	.LBB0_296
	movq	512(%rsp), %r8
	vmovss	(%r8,%r11,4), %xmm1
	shrxq	%rax, %rbx, %r8
	vcvtss2sd	%xmm1, %xmm1, %xmm1
	vaddsd	59656(%rsp,%r8,8), %xmm1, %xmm1
	vmovsd	%xmm1, 59656(%rsp,%r8,8)
.LBB0_296:
	cmpq	$-1, %r10
	je	.LBB0_302
	testq	%r10, %r10
	je	.LBB0_303
	leaq	1(%r10), %r15
	vcvtss2sd	%xmm31, %xmm31, %xmm1
	leaq	(%rsp,%r10,8), %r14
	addq	$59656, %r14
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
	movq	4544(%rsp), %r15
	movq	5632(%rsp), %r14
	cmpq	$-1, %r10
	movq	2176(%rsp), %r12
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
	movq	4544(%rsp), %r15
	movq	5632(%rsp), %r14
.LBB0_305:
	movq	%r10, %r8
	subq	%r11, %r8
	vmovsd	59656(%rsp,%r8,8), %xmm1
	testl	%r13d, %r13d
	sete	%r8b
	vucomisd	%xmm16, %xmm1
	seta	%r11b
	andb	%r8b, %r11b
	movzbl	%r11b, %r8d
	addq	%r8, %rbx
	cmpq	$-1, %r10
	movq	2176(%rsp), %r12
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
	vmovsd	59656(%rsp,%r11,8), %xmm6
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
	movq	5632(%rsp), %r14
	vpcmpeqq	%zmm1, %zmm6, %k3 {%k2}
	vpbroadcastq	%r11, %zmm4 {%k3}
	vpcmpeqq	%zmm2, %zmm6, %k2 {%k2}
	vpbroadcastq	%r11, %zmm5 {%k2}
	cmpq	%r8, %r10
	jne	.LBB0_307
.LBB0_308:
	cmpq	$0, 424(%rsp)
	je	.LBB0_322
	movb	%dl, %cl
	negq	%rcx
	movb	$-128, %al
	kmovd	%eax, %k2
	vmovdqa64	%zmm4, %zmm1
	vpbroadcastq	%rcx, %zmm1 {%k2}
	xorl	%eax, %eax
	movq	640(%rsp), %r11
	jmp	.LBB0_312
	.p2align	4
.LBB0_310:
	vmovdqa64	1984(%rsp), %zmm8
.LBB0_311:
	shll	$6, %ecx
	vmovaps	%zmm2, 55552(%rsp,%rcx)
	incq	%rax
	movq	424(%rsp), %r8
	cmpq	%r8, %rax
	je	.LBB0_320
.LBB0_312:
	leaq	(,%rax,8), %rcx
	movq	24(%rsp), %rsi
	cmpq	%rsi, %rcx
	setb	%dl
	movq	%rax, %r8
	shlq	$5, %r8
	kmovd	%edx, %k2
	movq	512(%rsp), %r10
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
	vmovdqa64	1984(%rsp), %zmm8
	jae	.LBB0_315
	xorl	%r8d, %r8d
	jmp	.LBB0_318
	.p2align	4
.LBB0_315:
	movl	%ecx, %r10d
	andl	$56, %r10d
	leaq	56000(%rsp), %r11
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
	movq	640(%rsp), %r11
	je	.LBB0_311
.LBB0_318:
	shlq	$6, %r8
	addq	%rsp, %r8
	addq	$55552, %r8
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
	cmpq	$64, 5728(%rsp)
	movq	5720(%rsp), %r10
	vxorps	%xmm2, %xmm2, %xmm2
	jae	.LBB0_323
	xorl	%eax, %eax
	vmovd	.LCPI0_5(%rip), %xmm7
	jmp	.LBB0_334
.LBB0_322:
	vpxor	%xmm2, %xmm2, %xmm2
	movq	640(%rsp), %r11
	jmp	.LBB0_338
.LBB0_323:
	leaq	55744(%rsp), %rcx
	xorl	%eax, %eax
	vmovd	.LCPI0_5(%rip), %xmm7
	jmp	.LBB0_325
	.p2align	4
.LBB0_324:
	addq	$4, %rax
	addq	$256, %rcx
	cmpq	%rax, 1720(%rsp)
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
	cmpq	$0, 5696(%rsp)
	je	.LBB0_338
.LBB0_334:
	movq	%rax, %rcx
	shlq	$6, %rcx
	addq	%rsp, %rcx
	addq	$55552, %rcx
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
	vmovss	52(%rsp), %xmm16
	vucomiss	%xmm16, %xmm3
	movl	%edi, %ebx
	movl	$2, %eax
	cmovbl	%eax, %ebx
	movq	320(%rsp), %r8
	testq	%r8, %r8
	cmovnel	%edi, %ebx
	vmovq	%xmm5, %rax
	movq	5632(%rsp), %rsi
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
	movq	32(%rsp), %r9
	movq	104(%rsp), %rax
	movl	$3528531795, %ecx
	movq	2816(%rsp), %r15
	movabsq	$4611686018427387899, %rdi
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	movq	3712(%rsp), %rsi
	jmp	.LBB0_249
	.p2align	4
.LBB0_339:
	vmovdqa	%xmm7, %xmm2
	vmovd	.LCPI0_2(%rip), %xmm1
	movq	24(%rsp), %r8
	testq	%r8, %r8
	je	.LBB0_829
.LBB0_340:
	vmovdqa64	%zmm9, %zmm3
	vmovdqa64	%zmm15, %zmm9
	vmovdqa64	4736(%rsp), %zmm6
	movl	%r9d, %esi
	xorl	168(%rsp), %esi
	imulq	%rcx, %rsi
	movq	%rsi, %rcx
	shrq	$32, %rcx
	xorq	6208(%rsp), %rcx
	movq	%rax, %rdi
	subq	%r9, %rdi
	movq	2592(%rsp), %rax
	cmpq	%rax, %rdi
	cmovaeq	%rax, %rdi
	movq	%rdi, %r10
	imulq	%r8, %r10
	movq	%rdi, 3104(%rsp)
	leaq	(%rdi,%r9), %rax
	movq	%rax, 432(%rsp)
	movq	%rcx, 7040(%rsp)
	vpbroadcastq	%rcx, %zmm29
	vpbroadcastq	%rsi, %zmm0
	vpxorq	6144(%rsp), %zmm0, %zmm0
	vmovdqa64	%zmm0, 6976(%rsp)
	xorq	6656(%rsp), %rsi
	movq	%rsi, 2304(%rsp)
	movl	%esi, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqa64	%zmm0, 10432(%rsp)
	movl	%r10d, %eax
	andl	$32704, %eax
	movq	%rax, 1704(%rsp)
	vpbroadcastd	%r9d, %zmm0
	vmovdqa64	%zmm0, 5056(%rsp)
	movq	%r10, 2048(%rsp)
	andl	$32760, %r10d
	movq	%r10, 3568(%rsp)
	vmovaps	%xmm2, 3120(%rsp)
	vbroadcastss	%xmm2, %zmm0
	vmovaps	%zmm0, 2496(%rsp)
	vmovdqa	%xmm1, 4272(%rsp)
	vpbroadcastd	%xmm1, %zmm0
	vmovdqa64	%zmm0, 6912(%rsp)
	vbroadcastss	1392(%rsp), %zmm0
	vmovaps	%zmm0, 768(%rsp)
	vbroadcastss	176(%rsp), %zmm0
	vmovaps	%zmm0, 1216(%rsp)
	vpbroadcastd	%xmm14, %zmm0
	vmovdqa64	%zmm0, 1408(%rsp)
	vbroadcastss	%xmm25, %zmm0
	vmovaps	%zmm0, 6848(%rsp)
	vpxor	%xmm7, %xmm7, %xmm7
	movl	$1024, %r14d
	movq	4352(%rsp), %rbx
	movq	512(%rsp), %rax
	xorl	%r10d, %r10d
	vpxord	%xmm22, %xmm22, %xmm22
	vmovaps	%zmm21, %zmm12
	vmovaps	%zmm21, %zmm20
	movq	$0, 6784(%rsp)
	xorl	%r13d, %r13d
	vmovd	.LCPI0_2(%rip), %xmm2
	xorl	%esi, %esi
	vmovaps	%xmm30, 3968(%rsp)
	vmovaps	%xmm24, 384(%rsp)
	vmovaps	%xmm25, 5824(%rsp)
	vpbroadcastq	.LCPI0_32(%rip), %zmm16
	vmovdqa64	%zmm29, 6336(%rsp)
	jmp	.LBB0_343
	.p2align	4
.LBB0_341:
	vmovss	.LCPI0_363(%rip), %xmm22
	vmovaps	5824(%rsp), %xmm25
	movq	312(%rsp), %rsi
	vmovaps	6080(%rsp), %xmm2
.LBB0_342:
	vmovaps	%xmm22, %xmm31
	addq	$1024, %r14
	incq	6784(%rsp)
	movq	416(%rsp), %r10
	addq	$-1024, %r10
	addq	$-4096, %rax
	addq	$4096, %rbx
	movq	24(%rsp), %r8
	movq	6720(%rsp), %r13
	cmpq	%r8, %r13
	movl	$3528531795, %ecx
	movq	2816(%rsp), %r15
	vmovaps	4736(%rsp), %zmm6
	vmovdqa64	1792(%rsp), %zmm26
	vmovdqa64	2112(%rsp), %zmm28
	vmovaps	1536(%rsp), %zmm3
	vmovdqa64	1984(%rsp), %zmm8
	vmovdqa64	3008(%rsp), %zmm9
	movabsq	$4611686018427387899, %rdi
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovaps	144(%rsp), %xmm0
	vmovaps	3968(%rsp), %xmm30
	vmovaps	2432(%rsp), %xmm10
	vmovaps	384(%rsp), %xmm24
	vbroadcastsd	.LCPI0_32(%rip), %zmm16
	vmovaps	1856(%rsp), %zmm17
	vbroadcastsd	.LCPI0_20(%rip), %zmm11
	vmovdqa64	4416(%rsp), %zmm23
	vmovdqa64	896(%rsp), %zmm7
	vmovdqa64	6336(%rsp), %zmm29
	vmovaps	2752(%rsp), %zmm12
	vmovdqa64	3200(%rsp), %zmm22
	vmovaps	3584(%rsp), %zmm20
	jae	.LBB0_411
.LBB0_343:
	movq	%rax, 2240(%rsp)
	movq	%r13, %rdi
	cmpq	%r14, %r8
	movq	%r14, %r13
	cmovbq	%r8, %r13
	movq	%r10, 416(%rsp)
	addq	%r13, %r10
	leaq	1024(%rdi), %rcx
	cmpq	%r8, %rcx
	cmovbq	%rcx, %r8
	cmpq	$31, 1208(%rsp)
	movq	%rdi, 56(%rsp)
	movq	%rsi, 312(%rsp)
	vmovdqa	%xmm2, 6080(%rsp)
	vmovdqa64	%zmm7, 896(%rsp)
	vmovaps	%zmm12, 2752(%rsp)
	vmovdqa64	%zmm22, 3200(%rsp)
	movq	%rcx, 6720(%rsp)
	movq	%r8, 6400(%rsp)
	jae	.LBB0_348
	vmovdqa64	4288(%rsp), %zmm14
	movq	3648(%rsp), %rax
	cmpq	%rax, %r9
	setae	%cl
	movq	5888(%rsp), %rdi
	cmpq	%rdi, %r9
	setb	%dl
	testb	%cl, %dl
	cmoveq	432(%rsp), %rdi
	cmoveq	%r9, %rax
	movq	%rax, 3648(%rsp)
	vmovdqa64	6272(%rsp), %zmm1
	vmovdqa64	6016(%rsp), %zmm4
	vpbroadcastd	.LCPI0_16(%rip), %ymm30
	vmovdqa64	5376(%rsp), %zmm31
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vmovdqa64	5312(%rsp), %zmm15
	vmovdqa64	5248(%rsp), %zmm18
	vmovdqa64	%zmm6, %zmm21
	vmovdqa64	6144(%rsp), %zmm6
	jne	.LBB0_401
	cmpq	$0, 3104(%rsp)
	vbroadcastsd	.LCPI0_22(%rip), %zmm10
	vmovsd	.LCPI0_35(%rip), %xmm25
	vbroadcastsd	.LCPI0_19(%rip), %zmm19
	movq	56(%rsp), %r15
	je	.LBB0_402
	movq	2048(%rsp), %rdi
	cmpq	$8, %rdi
	vmovaps	%zmm20, 3584(%rsp)
	movq	%r14, 752(%rsp)
	movq	%rbx, 440(%rsp)
	jae	.LBB0_353
	xorl	%ecx, %ecx
	movq	72(%rsp), %r8
	movl	$3528531795, %r12d
	movq	2816(%rsp), %r14
	movq	576(%rsp), %rax
	movq	168(%rsp), %r15
	movq	4800(%rsp), %rbx
	movl	136(%rsp), %r11d
	jmp	.LBB0_386
	.p2align	4
.LBB0_348:
	movq	%r13, 3264(%rsp)
	cmpq	%rdi, %r8
	vpbroadcastd	.LCPI0_16(%rip), %ymm30
	vmovdqa64	5376(%rsp), %zmm13
	vmovdqa64	5312(%rsp), %zmm15
	vmovdqa64	5248(%rsp), %zmm18
	vmovdqa64	4288(%rsp), %zmm27
	jbe	.LBB0_352
	movq	%rbx, 440(%rsp)
	movq	%r14, 752(%rsp)
	vmovaps	%zmm20, 3584(%rsp)
	movq	3264(%rsp), %rsi
	movl	%esi, %ecx
	andl	$7, %ecx
	movq	%r10, 1712(%rsp)
	movq	%r10, %rax
	subq	%rcx, %rax
	movq	%rax, 1680(%rsp)
	movq	%rsi, %rax
	andq	$-64, %rax
	addq	416(%rsp), %rax
	movq	%rax, 3576(%rsp)
	movq	6784(%rsp), %rcx
	shlq	$10, %rcx
	movq	%rsi, %rax
	subq	%rcx, %rax
	movq	%rdi, %rcx
	movq	%rax, 3840(%rsp)
	cmpq	$8, %rax
	movq	72(%rsp), %r8
	movl	$3528531795, %r12d
	movq	%r15, %r14
	movq	5440(%rsp), %r13
	movq	576(%rsp), %rax
	movl	136(%rsp), %ebx
	vbroadcastss	.LCPI0_38(%rip), %xmm7
	vpbroadcastq	.LCPI0_15(%rip), %zmm14
	vmovdqa64	6272(%rsp), %zmm20
	vmovdqa64	6016(%rsp), %zmm21
	vmovdqa64	5184(%rsp), %zmm22
	vpbroadcastq	.LCPI0_18(%rip), %zmm12
	movq	5504(%rsp), %r10
	movq	7040(%rsp), %r11
	jb	.LBB0_363
	movq	3840(%rsp), %rcx
	cmpq	$64, %rcx
	jae	.LBB0_355
	vmovdqa64	%zmm6, %zmm19
	xorl	%edi, %edi
	movq	56(%rsp), %r8
	movq	%r8, %r11
	movq	512(%rsp), %rsi
	vmovdqa64	4608(%rsp), %zmm23
	vmovdqa64	4672(%rsp), %zmm24
	vmovaps	5952(%rsp), %zmm11
	vmovdqa64	%zmm3, %zmm9
	movq	3264(%rsp), %rdx
	movq	1680(%rsp), %r9
	jmp	.LBB0_360
	.p2align	4
.LBB0_352:
	movq	512(%rsp), %rcx
	movq	%rdi, %r15
	jmp	.LBB0_403
.LBB0_353:
	cmpq	$64, %rdi
	jae	.LBB0_379
	vmovdqa64	%zmm28, %zmm13
	xorl	%edx, %edx
	vpbroadcastq	.LCPI0_14(%rip), %zmm7
	vpbroadcastd	.LCPI0_381(%rip), %ymm26
	vmovdqa64	6528(%rsp), %zmm24
	jmp	.LBB0_383
.LBB0_355:
	movq	3264(%rsp), %rdx
	andl	$63, %edx
	movq	%rcx, %rdi
	subq	%rdx, %rdi
	movq	56(%rsp), %rax
	leaq	(%rax,%rdi), %r11
	vpbroadcastq	%rax, %zmm0
	vporq	.LCPI0_9(%rip), %zmm0, %zmm6
	vporq	.LCPI0_10(%rip), %zmm0, %zmm7
	xorl	%r9d, %r9d
	movq	1016(%rsp), %rax
	vpbroadcastq	.LCPI0_14(%rip), %zmm31
	movq	3576(%rsp), %rcx
	.p2align	4
.LBB0_356:
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
	vmovdqa64	6592(%rsp), %zmm0
	vpxorq	%zmm0, %zmm3, %zmm3
	vpmuludq	%zmm31, %zmm3, %zmm10
	vmovdqa64	%zmm10, 1024(%rsp)
	vpxorq	%zmm0, %zmm2, %zmm2
	vpmuludq	%zmm31, %zmm2, %zmm25
	vmovdqa64	%zmm25, 1600(%rsp)
	vpxorq	%zmm0, %zmm5, %zmm2
	vpmuludq	%zmm31, %zmm2, %zmm5
	vmovdqa64	%zmm5, 1728(%rsp)
	vpxorq	%zmm0, %zmm8, %zmm2
	vpmuludq	%zmm31, %zmm2, %zmm26
	vmovdqa64	%zmm26, 1088(%rsp)
	vpxorq	%zmm0, %zmm16, %zmm2
	vpmuludq	%zmm31, %zmm2, %zmm8
	vpxorq	%zmm0, %zmm15, %zmm2
	vpmuludq	%zmm31, %zmm2, %zmm15
	vmovdqa64	%zmm15, 2688(%rsp)
	vpxorq	%zmm0, %zmm24, %zmm2
	vpmuludq	%zmm31, %zmm2, %zmm3
	vpxorq	%zmm0, %zmm20, %zmm2
	vpmuludq	%zmm31, %zmm2, %zmm0
	vmovdqa64	%zmm0, 1920(%rsp)
	vpsrlq	$32, %zmm25, %zmm0
	vmovdqa64	%zmm0, 448(%rsp)
	vmovdqa64	6336(%rsp), %zmm0
	vpxorq	%zmm13, %zmm0, %zmm2
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm2, %zmm13
	vpsrlq	$32, %zmm10, %zmm2
	vmovdqa64	%zmm2, 1280(%rsp)
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
	vmovdqa64	5184(%rsp), %zmm10
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
	vmovdqa64	6976(%rsp), %zmm18
	vpxorq	1280(%rsp), %zmm18, %zmm6
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm6, %zmm3
	vmovdqa64	%zmm3, 2880(%rsp)
	vpxorq	448(%rsp), %zmm18, %zmm6
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm6, %zmm8
	vpxorq	%zmm18, %zmm25, %zmm6
	vpxorq	%zmm18, %zmm26, %zmm9
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm6, %zmm15
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm9, %zmm9
	vmovdqa64	%zmm9, 2368(%rsp)
	vpxorq	%zmm18, %zmm0, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm2
	vpxorq	%zmm18, %zmm1, %zmm0
	vpxorq	%zmm18, %zmm14, %zmm1
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm6
	vmovdqa64	%zmm6, 2624(%rsp)
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm0
	vpsrlq	$32, %zmm3, %zmm3
	vmovdqa64	4672(%rsp), %zmm1
	vpternlogq	$150, %zmm13, %zmm1, %zmm3
	vmovdqa64	%zmm3, 1472(%rsp)
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
	vmovdqa64	%zmm3, 1280(%rsp)
	vpsrlq	$32, %zmm6, %zmm17
	vpternlogq	$150, %zmm5, %zmm1, %zmm17
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqa64	%zmm0, %zmm13
	vpternlogq	$150, %zmm19, %zmm1, %zmm2
	vmovdqa64	%zmm2, 448(%rsp)
	vmovdqa64	1920(%rsp), %zmm2
	vpsrlq	$32, %zmm2, %zmm0
	vpxorq	%zmm18, %zmm0, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm0
	vmovdqa64	%zmm0, 3136(%rsp)
	vpsrlq	$32, %zmm0, %zmm19
	vpternlogq	$150, %zmm11, %zmm1, %zmm19
	vpmuludq	%zmm31, %zmm30, %zmm0
	vmovdqa64	%zmm0, 2944(%rsp)
	vpsrlq	$32, %zmm0, %zmm30
	vmovdqa64	4736(%rsp), %zmm18
	vpternlogq	$150, 1600(%rsp), %zmm18, %zmm30
	vpmuludq	%zmm31, %zmm20, %zmm0
	vmovdqa64	%zmm0, 3776(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vpternlogq	$150, 1024(%rsp), %zmm18, %zmm3
	vpmuludq	%zmm31, %zmm7, %zmm8
	vpsrlq	$32, %zmm8, %zmm20
	vpternlogq	$150, 1088(%rsp), %zmm18, %zmm20
	vpmuludq	%zmm31, %zmm28, %zmm0
	vmovdqa64	%zmm0, 1088(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 1728(%rsp), %zmm18, %zmm0
	vpmuludq	%zmm31, %zmm23, %zmm10
	vpsrlq	$32, %zmm10, %zmm5
	vpternlogq	$150, 2688(%rsp), %zmm18, %zmm5
	vpmuludq	%zmm31, %zmm29, %zmm23
	vpsrlq	$32, %zmm23, %zmm16
	vpternlogq	$150, %zmm18, %zmm22, %zmm16
	vpmuludq	%zmm31, %zmm4, %zmm11
	vpsrlq	$32, %zmm11, %zmm6
	vpternlogq	$150, %zmm18, %zmm2, %zmm6
	vpmuludq	%zmm31, %zmm27, %zmm1
	vmovdqa64	%zmm1, 1024(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm18, %zmm21, %zmm1
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm3, %zmm29
	vpsrlq	$32, %zmm29, %zmm3
	vmovdqa64	5952(%rsp), %zmm4
	vpternlogq	$150, 2880(%rsp), %zmm4, %zmm3
	vmovdqa64	%zmm3, 1600(%rsp)
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm30, %zmm2
	vmovdqa64	%zmm2, 1920(%rsp)
	vpsrlq	$32, %zmm2, %zmm21
	vpternlogq	$150, %zmm4, %zmm14, %zmm21
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm30
	vpsrlq	$32, %zmm30, %zmm27
	vpternlogq	$150, %zmm4, %zmm15, %zmm27
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm20, %zmm12
	vpsrlq	$32, %zmm12, %zmm22
	vpternlogq	$150, 2368(%rsp), %zmm4, %zmm22
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm16, %zmm0
	vmovdqa64	%zmm0, 1728(%rsp)
	vpsrlq	$32, %zmm0, %zmm20
	vpternlogq	$150, %zmm4, %zmm9, %zmm20
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm5, %zmm0
	vmovdqa64	%zmm0, 2688(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vpternlogq	$150, 2624(%rsp), %zmm4, %zmm15
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm16
	vpsrlq	$32, %zmm16, %zmm28
	vpternlogq	$150, %zmm4, %zmm13, %zmm28
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm6, %zmm18
	vpsrlq	$32, %zmm18, %zmm14
	vpternlogq	$150, 3136(%rsp), %zmm4, %zmm14
	vpmuludq	%zmm31, %zmm26, %zmm4
	vpsrlq	$32, %zmm4, %zmm26
	vmovdqa64	4288(%rsp), %zmm2
	vpternlogq	$150, 2944(%rsp), %zmm2, %zmm26
	vpmuludq	1472(%rsp), %zmm31, %zmm3
	vpsrlq	$32, %zmm3, %zmm1
	vpternlogq	$150, 3776(%rsp), %zmm2, %zmm1
	vpmuludq	%zmm31, %zmm24, %zmm0
	vmovdqa64	%zmm0, 1472(%rsp)
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, %zmm8, %zmm2, %zmm9
	vpmuludq	%zmm31, %zmm25, %zmm5
	vpsrlq	$32, %zmm5, %zmm7
	vpternlogq	$150, 1088(%rsp), %zmm2, %zmm7
	vpmuludq	%zmm31, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm13
	vpternlogq	$150, %zmm10, %zmm2, %zmm13
	vpmuludq	1280(%rsp), %zmm31, %zmm0
	vmovdqa64	%zmm0, 1088(%rsp)
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, %zmm23, %zmm2, %zmm8
	vpmuludq	%zmm31, %zmm19, %zmm6
	vpsrlq	$32, %zmm6, %zmm0
	vpternlogq	$150, %zmm11, %zmm2, %zmm0
	vpmuludq	448(%rsp), %zmm31, %zmm23
	vpsrlq	$32, %zmm23, %zmm19
	vpternlogq	$150, 1024(%rsp), %zmm2, %zmm19
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm24
	vpsrlq	$32, %zmm24, %zmm2
	vmovdqa64	4608(%rsp), %zmm1
	vpternlogq	$150, %zmm29, %zmm1, %zmm2
	vmovdqa64	%zmm2, 2944(%rsp)
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm26, %zmm2
	vmovdqa64	%zmm2, 1024(%rsp)
	vpsrlq	$32, %zmm2, %zmm10
	vpternlogq	$150, 1920(%rsp), %zmm1, %zmm10
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm7, %zmm25
	vpsrlq	$32, %zmm25, %zmm7
	vpternlogq	$150, %zmm30, %zmm1, %zmm7
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm9, %zmm2
	vpsrlq	$32, %zmm2, %zmm11
	vpternlogq	$150, %zmm12, %zmm1, %zmm11
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm8, %zmm26
	vpsrlq	$32, %zmm26, %zmm8
	vpternlogq	$150, 1728(%rsp), %zmm1, %zmm8
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm13, %zmm9
	vmovdqa64	%zmm9, 2624(%rsp)
	vpsrlq	$32, %zmm9, %zmm12
	vpternlogq	$150, 2688(%rsp), %zmm1, %zmm12
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm19, %zmm9
	vmovdqa64	%zmm9, 448(%rsp)
	vpsrlq	$32, %zmm9, %zmm29
	vpternlogq	$150, %zmm16, %zmm1, %zmm29
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm0
	vmovdqa64	%zmm0, 1280(%rsp)
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, %zmm18, %zmm1, %zmm13
	vpmuludq	%zmm31, %zmm21, %zmm0
	vmovdqa64	%zmm0, 2880(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vmovdqa64	1792(%rsp), %zmm9
	vpternlogq	$150, %zmm9, %zmm4, %zmm16
	vpmuludq	1600(%rsp), %zmm31, %zmm0
	vmovdqa64	%zmm0, 2368(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm9, %zmm3, %zmm0
	vpmuludq	%zmm31, %zmm22, %zmm1
	vmovdqa64	%zmm1, 2688(%rsp)
	vpsrlq	$32, %zmm1, %zmm4
	vpternlogq	$150, 1472(%rsp), %zmm9, %zmm4
	vpmuludq	%zmm31, %zmm27, %zmm22
	vpsrlq	$32, %zmm22, %zmm1
	vpternlogq	$150, %zmm9, %zmm5, %zmm1
	vpmuludq	%zmm31, %zmm15, %zmm3
	vmovdqa64	%zmm3, 1728(%rsp)
	vpsrlq	$32, %zmm3, %zmm18
	vpternlogq	$150, %zmm9, %zmm17, %zmm18
	vpmuludq	%zmm31, %zmm20, %zmm27
	vpsrlq	$32, %zmm27, %zmm15
	vpternlogq	$150, 1088(%rsp), %zmm9, %zmm15
	vpmuludq	%zmm31, %zmm14, %zmm21
	vpsrlq	$32, %zmm21, %zmm20
	vpternlogq	$150, %zmm9, %zmm6, %zmm20
	vpmuludq	%zmm31, %zmm28, %zmm6
	vpsrlq	$32, %zmm6, %zmm17
	vpternlogq	$150, %zmm9, %zmm23, %zmm17
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm0
	vmovdqa64	%zmm0, 1088(%rsp)
	vpsrlq	$32, %zmm0, %zmm19
	vmovdqa64	5376(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm24, %zmm19
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm16, %zmm3
	vmovdqa64	%zmm3, 1920(%rsp)
	vpsrlq	$32, %zmm3, %zmm9
	vpternlogq	$150, 1024(%rsp), %zmm0, %zmm9
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm1
	vmovdqa64	%zmm1, 1472(%rsp)
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm0, %zmm25, %zmm5
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm4, %zmm1
	vmovdqa64	%zmm1, 1024(%rsp)
	vpsrlq	$32, %zmm1, %zmm14
	vpternlogq	$150, %zmm0, %zmm2, %zmm14
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm15, %zmm4
	vpsrlq	$32, %zmm4, %zmm15
	vpternlogq	$150, %zmm0, %zmm26, %zmm15
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm18, %zmm18
	vpsrlq	$32, %zmm18, %zmm16
	vpternlogq	$150, 2624(%rsp), %zmm0, %zmm16
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm17, %zmm26
	vpsrlq	$32, %zmm26, %zmm17
	vpternlogq	$150, 448(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm20, %zmm1
	vmovdqa64	%zmm1, 448(%rsp)
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, 1280(%rsp), %zmm0, %zmm20
	vpmuludq	%zmm31, %zmm10, %zmm0
	vmovdqa64	%zmm0, 1280(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vmovdqa64	5312(%rsp), %zmm25
	vpternlogq	$150, 2880(%rsp), %zmm25, %zmm3
	vpmuludq	2944(%rsp), %zmm31, %zmm0
	vmovdqa64	%zmm0, 1600(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 2368(%rsp), %zmm25, %zmm0
	vpmuludq	%zmm31, %zmm11, %zmm30
	vpsrlq	$32, %zmm30, %zmm1
	vpternlogq	$150, 2688(%rsp), %zmm25, %zmm1
	vpmuludq	%zmm31, %zmm7, %zmm11
	vpsrlq	$32, %zmm11, %zmm7
	vpternlogq	$150, %zmm22, %zmm25, %zmm7
	vpmuludq	%zmm31, %zmm12, %zmm10
	vpsrlq	$32, %zmm10, %zmm2
	vpternlogq	$150, 1728(%rsp), %zmm25, %zmm2
	vpmuludq	%zmm31, %zmm8, %zmm12
	vpsrlq	$32, %zmm12, %zmm8
	vpternlogq	$150, %zmm27, %zmm25, %zmm8
	vpmuludq	%zmm31, %zmm13, %zmm13
	vpsrlq	$32, %zmm13, %zmm27
	vpternlogq	$150, %zmm21, %zmm25, %zmm27
	vpmuludq	%zmm31, %zmm29, %zmm28
	vpsrlq	$32, %zmm28, %zmm23
	vpternlogq	$150, %zmm6, %zmm25, %zmm23
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm29
	vmovdqa64	5248(%rsp), %zmm25
	vpternlogq	$150, 1088(%rsp), %zmm25, %zmm29
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm24
	vpternlogq	$150, 1920(%rsp), %zmm25, %zmm24
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm7, %zmm0
	vpsrlq	$32, %zmm0, %zmm6
	vpternlogq	$150, 1472(%rsp), %zmm25, %zmm6
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, 1024(%rsp), %zmm25, %zmm22
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
	vpternlogq	$150, 448(%rsp), %zmm25, %zmm15
	vpsrlq	$32, %zmm26, %zmm0
	vmovdqa64	2112(%rsp), %zmm17
	vpternlogq	$150, 1280(%rsp), %zmm17, %zmm0
	vpsrlq	$32, %zmm23, %zmm2
	vpternlogq	$150, 1600(%rsp), %zmm17, %zmm2
	vpsrlq	$32, %zmm19, %zmm5
	vpternlogq	$150, %zmm17, %zmm30, %zmm5
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
	vmovdqa64	1536(%rsp), %zmm17
	vpternlogq	$150, %zmm26, %zmm17, %zmm2
	vpmuludq	%zmm31, %zmm29, %zmm11
	vpsrlq	$32, %zmm11, %zmm11
	vpternlogq	$150, %zmm23, %zmm17, %zmm11
	vmovdqa64	6016(%rsp), %zmm21
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
	vmovdqa64	1984(%rsp), %zmm8
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
	jne	.LBB0_356
	testq	%rdx, %rdx
	movq	576(%rsp), %rax
	vmovdqa64	6272(%rsp), %zmm20
	vmovdqa64	4672(%rsp), %zmm6
	vmovdqa64	4736(%rsp), %zmm19
	vmovaps	5952(%rsp), %zmm10
	vmovdqa64	4288(%rsp), %zmm27
	vmovdqa64	4608(%rsp), %zmm5
	vmovdqa64	1792(%rsp), %zmm26
	vmovdqa64	5376(%rsp), %zmm13
	vmovdqa64	5312(%rsp), %zmm15
	vmovdqa64	5248(%rsp), %zmm18
	vmovdqa64	2112(%rsp), %zmm28
	vmovdqa64	1536(%rsp), %zmm9
	vpbroadcastq	.LCPI0_18(%rip), %zmm4
	vbroadcastss	.LCPI0_38(%rip), %xmm7
	vmovdqa64	5184(%rsp), %zmm22
	vpbroadcastd	.LCPI0_16(%rip), %ymm30
	vmovdqa64	6336(%rsp), %zmm29
	je	.LBB0_364
	cmpl	$8, %edx
	jb	.LBB0_409
	vmovdqa64	%zmm4, %zmm12
	movq	512(%rsp), %rsi
	vmovdqa64	%zmm5, %zmm23
	vmovdqa64	%zmm6, %zmm24
	vmovaps	%zmm10, %zmm11
	movq	56(%rsp), %r8
	movq	3264(%rsp), %rdx
	movq	1680(%rsp), %r9
	movq	3840(%rsp), %rcx
.LBB0_360:
	andl	$7, %edx
	subq	%rdx, %rcx
	addq	%r8, %rcx
	vpbroadcastq	%r11, %zmm0
	vpaddq	.LCPI0_10(%rip), %zmm0, %zmm0
	vpbroadcastq	.LCPI0_14(%rip), %zmm10
	vmovdqa64	10432(%rsp), %zmm31
	.p2align	4
.LBB0_361:
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
	cmpq	%rdi, %r9
	jne	.LBB0_361
	testq	%rdx, %rdx
	movq	72(%rsp), %r8
	movl	$3528531795, %r12d
	movq	2816(%rsp), %r14
	movq	5440(%rsp), %r13
	movl	136(%rsp), %ebx
	movq	5504(%rsp), %r10
	movq	7040(%rsp), %r11
	movq	3264(%rsp), %rsi
	je	.LBB0_364
	.p2align	4
.LBB0_363:
	movl	%ecx, %edi
	imulq	%r12, %rdi
	movq	%r8, %rdx
	xorq	%rdi, %rdx
	shrq	$32, %rdx
	imulq	%rax, %rdx
	movq	%r8, %rax
	movq	%rdx, %r8
	shrq	$32, %r8
	movl	%r13d, %r9d
	xorl	%r8d, %r9d
	xorl	%r11d, %edi
	imulq	%r12, %r9
	imulq	576(%rsp), %rdi
	movq	%rdi, %r8
	shrq	$32, %r8
	movl	%r10d, %r15d
	xorl	%r8d, %r15d
	movq	%r9, %r8
	shrq	$32, %r8
	xorl	%r15d, %edx
	movq	2304(%rsp), %r15
	xorl	%r8d, %r15d
	imulq	%r12, %rdx
	imulq	576(%rsp), %r15
	movq	%r15, %r8
	shrq	$32, %r8
	xorl	4864(%rsp), %edi
	xorl	%r8d, %edi
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	4032(%rsp), %r9d
	xorl	%r8d, %r9d
	imulq	%r12, %rdi
	imulq	576(%rsp), %r9
	movq	%r9, %r8
	shrq	$32, %r8
	xorl	4992(%rsp), %r15d
	xorl	%r8d, %r15d
	movq	%rdi, %r8
	shrq	$32, %r8
	xorl	4800(%rsp), %edx
	xorl	%r8d, %edx
	imulq	%r12, %r15
	imulq	576(%rsp), %rdx
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	4160(%rsp), %r9d
	xorl	%r8d, %r9d
	movq	%r15, %r8
	shrq	$32, %r8
	xorl	832(%rsp), %edi
	xorl	%r8d, %edi
	imulq	%r12, %r9
	imulq	576(%rsp), %rdi
	movq	%rdi, %r8
	shrq	$32, %r8
	xorl	4096(%rsp), %edx
	xorl	%r8d, %edx
	movq	%r9, %r8
	shrq	$32, %r8
	xorl	3712(%rsp), %r15d
	xorl	%r8d, %r15d
	imulq	%r12, %rdx
	imulq	576(%rsp), %r15
	shrq	$32, %r15
	xorl	6464(%rsp), %edi
	xorl	%r15d, %edi
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	%r14d, %r9d
	xorl	%r8d, %r9d
	movq	%rax, %r8
	imulq	%r12, %rdi
	shrq	$32, %rdi
	xorl	4928(%rsp), %edx
	xorl	%edi, %edx
	imull	$-845247145, %r9d, %edi
	movq	576(%rsp), %rax
	imulq	%rax, %rdx
	shrq	$32, %rdx
	xorl	%ebx, %edi
	xorl	%edx, %edi
	movq	2240(%rsp), %rdx
	movl	%edi, (%rdx,%rcx,4)
	incq	%rcx
	cmpq	%rcx, %rsi
	jne	.LBB0_363
.LBB0_364:
	movq	56(%rsp), %rcx
	movq	3840(%rsp), %r9
	cmpq	$8, %r9
	movabsq	$4604544269498187776, %rax
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
	movq	2176(%rsp), %r12
	movq	752(%rsp), %r14
	movq	440(%rsp), %rbx
	movq	1712(%rsp), %r10
	jb	.LBB0_375
	cmpq	$64, %r9
	jae	.LBB0_367
	xorl	%r9d, %r9d
	movq	1680(%rsp), %r15
	jmp	.LBB0_372
.LBB0_367:
	movq	3264(%rsp), %rcx
	andl	$63, %ecx
	movq	%rcx, 5768(%rsp)
	subq	%rcx, %r9
	xorl	%edi, %edi
	movq	1016(%rsp), %rcx
	vbroadcastsd	.LCPI0_33(%rip), %zmm25
	vbroadcastsd	.LCPI0_20(%rip), %zmm27
	movq	1680(%rsp), %r15
	movq	3576(%rsp), %rdx
	.p2align	4
.LBB0_368:
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
	vmovdqa64	%zmm9, 2688(%rsp)
	vpaddq	%zmm21, %zmm8, %zmm18
	vmovdqa64	%zmm18, 1728(%rsp)
	vpaddq	%zmm21, %zmm11, %zmm11
	vmovdqa64	%zmm11, 1920(%rsp)
	vpaddq	%zmm21, %zmm10, %zmm17
	vmovdqa64	%zmm17, 1088(%rsp)
	vpaddq	%zmm21, %zmm13, %zmm13
	vmovdqa64	%zmm13, 1472(%rsp)
	vpaddq	%zmm21, %zmm12, %zmm16
	vmovdqa64	%zmm16, 1024(%rsp)
	vpaddq	%zmm21, %zmm15, %zmm15
	vmovdqa64	%zmm15, 1600(%rsp)
	vpaddq	%zmm21, %zmm14, %zmm14
	vmovdqa64	%zmm14, 1280(%rsp)
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
	vmovapd	%zmm8, 448(%rsp)
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
	vmovapd	%zmm4, 2880(%rsp)
	vdivpd	%zmm2, %zmm6, %zmm1
	vmovapd	%zmm1, 2624(%rsp)
	vmovapd	%zmm7, 192(%rsp)
	vaddpd	%zmm22, %zmm7, %zmm0
	vdivpd	%zmm0, %zmm7, %zmm0
	vmovapd	%zmm0, 2368(%rsp)
	vmulpd	%zmm4, %zmm4, %zmm6
	vmovapd	%zmm6, 3456(%rsp)
	vmulpd	%zmm5, %zmm5, %zmm2
	vmovapd	%zmm2, 3392(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm4
	vmovapd	%zmm4, 3328(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 5120(%rsp)
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
	vmovapd	%zmm4, 4480(%rsp)
	vmulpd	%zmm5, %zmm3, %zmm4
	vmovapd	%zmm4, 3776(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm4
	vmovapd	%zmm4, 3136(%rsp)
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
	vmovapd	%zmm1, 5568(%rsp)
	vmulpd	%zmm6, %zmm0, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm25, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm11
	vpaddq	%zmm23, %zmm13, %zmm0
	vaddpd	%zmm21, %zmm0, %zmm28
	vaddpd	%zmm22, %zmm28, %zmm0
	vdivpd	%zmm0, %zmm28, %zmm0
	vmovapd	%zmm0, 3904(%rsp)
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
	vmulpd	3456(%rsp), %zmm12, %zmm12
	vaddpd	4480(%rsp), %zmm12, %zmm12
	vaddpd	%zmm23, %zmm17, %zmm17
	vmulpd	3392(%rsp), %zmm17, %zmm17
	vaddpd	3776(%rsp), %zmm17, %zmm17
	vaddpd	%zmm23, %zmm15, %zmm15
	vmulpd	3328(%rsp), %zmm15, %zmm15
	vaddpd	3136(%rsp), %zmm15, %zmm15
	vaddpd	%zmm23, %zmm11, %zmm11
	vmulpd	5120(%rsp), %zmm11, %zmm11
	vaddpd	5568(%rsp), %zmm11, %zmm11
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
	vmovapd	448(%rsp), %zmm0
	vmulpd	%zmm30, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm1
	vmulpd	2880(%rsp), %zmm1, %zmm10
	vmovapd	320(%rsp), %zmm0
	vmulpd	%zmm30, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm11
	vmulpd	2624(%rsp), %zmm11, %zmm11
	vmovapd	192(%rsp), %zmm0
	vmulpd	%zmm30, %zmm0, %zmm12
	vmulpd	%zmm12, %zmm0, %zmm12
	vaddpd	%zmm15, %zmm12, %zmm15
	vmulpd	2368(%rsp), %zmm15, %zmm15
	vmulpd	%zmm30, %zmm16, %zmm17
	vmulpd	%zmm17, %zmm16, %zmm17
	vaddpd	%zmm4, %zmm17, %zmm4
	vmulpd	%zmm4, %zmm27, %zmm4
	vmulpd	%zmm30, %zmm28, %zmm19
	vmulpd	%zmm19, %zmm28, %zmm19
	vaddpd	%zmm6, %zmm19, %zmm6
	vmulpd	3904(%rsp), %zmm6, %zmm6
	vmulpd	%zmm30, %zmm18, %zmm20
	vmulpd	%zmm20, %zmm18, %zmm20
	vaddpd	%zmm7, %zmm20, %zmm7
	vmulpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm30, %zmm14, %zmm7
	vmulpd	%zmm7, %zmm14, %zmm7
	vaddpd	%zmm5, %zmm7, %zmm5
	vmulpd	%zmm5, %zmm22, %zmm5
	vpsrlq	$20, 2688(%rsp), %zmm8
	vpbroadcastq	.LCPI0_22(%rip), %zmm30
	vpaddq	%zmm30, %zmm8, %zmm8
	vcvtqq2pd	%zmm8, %zmm8
	vbroadcastsd	.LCPI0_35(%rip), %zmm25
	vmulpd	%zmm25, %zmm8, %zmm22
	vaddpd	%zmm9, %zmm22, %zmm9
	vpsrlq	$20, 1728(%rsp), %zmm22
	vpaddq	%zmm30, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm25, %zmm22, %zmm23
	vaddpd	%zmm10, %zmm23, %zmm10
	vpsrlq	$20, 1920(%rsp), %zmm23
	vpaddq	%zmm30, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm25, %zmm23, %zmm24
	vaddpd	%zmm11, %zmm24, %zmm11
	vpsrlq	$20, 1088(%rsp), %zmm24
	vpaddq	%zmm30, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm25, %zmm24, %zmm26
	vaddpd	%zmm15, %zmm26, %zmm15
	vpsrlq	$20, 1472(%rsp), %zmm26
	vpaddq	%zmm30, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm25, %zmm26, %zmm27
	vaddpd	%zmm4, %zmm27, %zmm4
	vpsrlq	$20, 1024(%rsp), %zmm27
	vpaddq	%zmm30, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm25, %zmm27, %zmm29
	vaddpd	%zmm6, %zmm29, %zmm6
	vpsrlq	$20, 1600(%rsp), %zmm29
	vpaddq	%zmm30, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm25, %zmm29, %zmm31
	vaddpd	%zmm3, %zmm31, %zmm3
	vpsrlq	$20, 1280(%rsp), %zmm31
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
	vaddpd	448(%rsp), %zmm2, %zmm2
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
	vmovdqa64	%zmm8, 1920(%rsp)
	vpaddq	%zmm16, %zmm9, %zmm9
	vmovdqa64	%zmm9, 1088(%rsp)
	vpaddq	%zmm16, %zmm10, %zmm10
	vmovdqa64	%zmm10, 1472(%rsp)
	vpaddq	%zmm16, %zmm11, %zmm11
	vmovdqa64	%zmm11, 1024(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm12
	vmovdqa64	%zmm12, 1600(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqa64	%zmm13, 1280(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm14
	vmovdqa64	%zmm14, 448(%rsp)
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
	vmovapd	%zmm4, 1728(%rsp)
	vaddpd	%zmm22, %zmm4, %zmm2
	vmovapd	%zmm5, 2688(%rsp)
	vaddpd	%zmm22, %zmm5, %zmm3
	vdivpd	%zmm1, %zmm6, %zmm7
	vmovapd	%zmm7, 2944(%rsp)
	vdivpd	%zmm0, %zmm30, %zmm6
	vmovapd	%zmm6, 2880(%rsp)
	vdivpd	%zmm3, %zmm5, %zmm1
	vmovapd	%zmm1, 2624(%rsp)
	vdivpd	%zmm2, %zmm4, %zmm0
	vmovapd	%zmm0, 2368(%rsp)
	vmulpd	%zmm6, %zmm6, %zmm5
	vmovapd	%zmm5, 5120(%rsp)
	vmulpd	%zmm7, %zmm7, %zmm2
	vmovapd	%zmm2, 4480(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm4
	vmovapd	%zmm4, 3776(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 3136(%rsp)
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
	vmovapd	%zmm4, 3456(%rsp)
	vmulpd	%zmm5, %zmm3, %zmm4
	vmovapd	%zmm4, 3328(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm4
	vmovapd	%zmm4, 3392(%rsp)
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
	vmulpd	5120(%rsp), %zmm12, %zmm12
	vaddpd	3456(%rsp), %zmm12, %zmm12
	vaddpd	%zmm7, %zmm17, %zmm17
	vmulpd	4480(%rsp), %zmm17, %zmm17
	vaddpd	3328(%rsp), %zmm17, %zmm17
	vaddpd	%zmm7, %zmm25, %zmm15
	vmulpd	3776(%rsp), %zmm15, %zmm15
	vaddpd	3392(%rsp), %zmm15, %zmm15
	vaddpd	%zmm7, %zmm20, %zmm11
	vmulpd	3136(%rsp), %zmm11, %zmm11
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
	vmovapd	%zmm30, 3904(%rsp)
	vmulpd	%zmm8, %zmm30, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm1
	vmulpd	2880(%rsp), %zmm1, %zmm10
	vmovapd	2688(%rsp), %zmm30
	vmulpd	%zmm8, %zmm30, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm11
	vmulpd	2624(%rsp), %zmm11, %zmm11
	vmovapd	1728(%rsp), %zmm28
	vmulpd	%zmm8, %zmm28, %zmm12
	vmulpd	%zmm12, %zmm28, %zmm12
	vaddpd	%zmm15, %zmm12, %zmm15
	vmulpd	2368(%rsp), %zmm15, %zmm15
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
	vpsrlq	$20, 1920(%rsp), %zmm8
	vpbroadcastq	.LCPI0_22(%rip), %zmm25
	vpaddq	%zmm25, %zmm8, %zmm8
	vcvtqq2pd	%zmm8, %zmm8
	vbroadcastsd	.LCPI0_35(%rip), %zmm21
	vmulpd	%zmm21, %zmm8, %zmm22
	vaddpd	%zmm9, %zmm22, %zmm9
	vpsrlq	$20, 1088(%rsp), %zmm22
	vpaddq	%zmm25, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm21, %zmm22, %zmm23
	vaddpd	%zmm10, %zmm23, %zmm10
	vpsrlq	$20, 1472(%rsp), %zmm23
	vpaddq	%zmm25, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm21, %zmm23, %zmm24
	vaddpd	%zmm11, %zmm24, %zmm11
	vpsrlq	$20, 1024(%rsp), %zmm24
	vpaddq	%zmm25, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm21, %zmm24, %zmm26
	vaddpd	%zmm15, %zmm26, %zmm15
	vpsrlq	$20, 1600(%rsp), %zmm26
	vpaddq	%zmm25, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm21, %zmm26, %zmm27
	vaddpd	%zmm4, %zmm27, %zmm4
	vpsrlq	$20, 1280(%rsp), %zmm27
	vpaddq	%zmm25, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm21, %zmm27, %zmm29
	vaddpd	%zmm6, %zmm29, %zmm6
	vpsrlq	$20, 448(%rsp), %zmm29
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
	vaddpd	3904(%rsp), %zmm2, %zmm2
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
	jne	.LBB0_368
	movq	5768(%rsp), %rcx
	testq	%rcx, %rcx
	je	.LBB0_408
	cmpl	$8, %ecx
	jb	.LBB0_410
	vmovsd	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_26(%rip), %xmm10
	vmovsd	.LCPI0_27(%rip), %xmm11
	vmovsd	.LCPI0_31(%rip), %xmm15
	vmovsd	.LCPI0_32(%rip), %xmm17
	vmovsd	.LCPI0_33(%rip), %xmm31
	vmovsd	.LCPI0_34(%rip), %xmm19
.LBB0_372:
	movq	3264(%rsp), %rdx
	andl	$7, %edx
	movq	3840(%rsp), %rcx
	subq	%rdx, %rcx
	addq	56(%rsp), %rcx
	movq	512(%rsp), %rdi
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
	.p2align	4
.LBB0_373:
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
	cmpq	%r9, %r15
	jne	.LBB0_373
	testq	%rdx, %rdx
	vbroadcastss	.LCPI0_38(%rip), %xmm7
	vmovq	.LCPI0_20(%rip), %xmm24
	vmovsd	.LCPI0_28(%rip), %xmm25
	vmovsd	.LCPI0_30(%rip), %xmm26
	vmovsd	.LCPI0_29(%rip), %xmm27
	je	.LBB0_377
.LBB0_375:
	movabsq	$4503595332403200, %r9
	vmovsd	.LCPI0_35(%rip), %xmm9
	vmovsd	.LCPI0_36(%rip), %xmm12
	vmovapd	.LCPI0_41(%rip), %xmm13
	vmovapd	.LCPI0_42(%rip), %xmm14
	vmovddup	.LCPI0_28(%rip), %xmm18
	movq	2240(%rsp), %rsi
	movq	3264(%rsp), %r15
	.p2align	4
.LBB0_376:
	vpxord	%xmm21, %xmm21, %xmm21
	vcvtusi2sdl	(%rsi,%rcx,4), %xmm21, %xmm0
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
	andq	%r9, %r8
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
	andq	%r9, %r8
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
	vmovss	%xmm0, (%rsi,%rcx,4)
	incq	%rcx
	cmpq	%rcx, %r15
	jne	.LBB0_376
.LBB0_377:
	movq	512(%rsp), %rcx
	movq	32(%rsp), %r9
	movq	640(%rsp), %r11
	vmovaps	1856(%rsp), %zmm17
.LBB0_378:
	vmovaps	3584(%rsp), %zmm20
	movq	56(%rsp), %r15
	jmp	.LBB0_403
.LBB0_379:
	xorl	%edi, %edi
	vmovdqa64	%zmm4, %zmm21
	movq	1704(%rsp), %rax
	.p2align	4
.LBB0_380:
	vpmovzxdq	15136(%rsp,%rdi,4), %zmm0
	vpmovzxdq	15104(%rsp,%rdi,4), %zmm1
	vpmovzxdq	15200(%rsp,%rdi,4), %zmm2
	vpmovzxdq	15168(%rsp,%rdi,4), %zmm3
	vpmovzxdq	15264(%rsp,%rdi,4), %zmm5
	vpmovzxdq	15232(%rsp,%rdi,4), %zmm7
	vpmovzxdq	15328(%rsp,%rdi,4), %zmm8
	vpmovzxdq	15296(%rsp,%rdi,4), %zmm9
	vmovdqa64	5056(%rsp), %zmm4
	vpaddd	17152(%rsp,%rdi,4), %zmm4, %zmm10
	vpaddd	17216(%rsp,%rdi,4), %zmm4, %zmm14
	vpaddd	17280(%rsp,%rdi,4), %zmm4, %zmm15
	vpaddd	17344(%rsp,%rdi,4), %zmm4, %zmm16
	vpbroadcastq	.LCPI0_14(%rip), %zmm29
	vpmuludq	%zmm29, %zmm1, %zmm4
	vpmuludq	%zmm29, %zmm0, %zmm12
	vpmuludq	%zmm29, %zmm3, %zmm24
	vpmuludq	%zmm29, %zmm2, %zmm6
	vpmuludq	%zmm29, %zmm7, %zmm13
	vpmuludq	%zmm29, %zmm5, %zmm20
	vpmuludq	%zmm29, %zmm9, %zmm11
	vpmuludq	%zmm29, %zmm8, %zmm7
	vmovdqa64	6528(%rsp), %zmm1
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
	vmovdqa64	%zmm2, 1088(%rsp)
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
	vmovdqa64	%zmm9, 1024(%rsp)
	vpmuludq	%zmm29, %zmm14, %zmm9
	vmovdqa64	%zmm9, 1472(%rsp)
	vpmuludq	%zmm29, %zmm19, %zmm9
	vmovdqa64	%zmm9, 1280(%rsp)
	vpmuludq	%zmm29, %zmm17, %zmm17
	vpmuludq	%zmm29, %zmm22, %zmm9
	vmovdqa64	%zmm9, 448(%rsp)
	vpmuludq	%zmm29, %zmm21, %zmm9
	vmovdqa64	%zmm9, 1600(%rsp)
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
	vpmuludq	1088(%rsp), %zmm9, %zmm1
	vpmuludq	%zmm9, %zmm8, %zmm16
	vpmuludq	%zmm9, %zmm18, %zmm0
	vmovdqa64	%zmm0, 1088(%rsp)
	vmovdqa64	3008(%rsp), %zmm23
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
	vmovdqa64	6592(%rsp), %zmm11
	vpxorq	%zmm11, %zmm4, %zmm4
	vpmuludq	%zmm29, %zmm4, %zmm24
	vpxorq	%zmm11, %zmm2, %zmm2
	vpmuludq	%zmm29, %zmm2, %zmm7
	vpxorq	%zmm11, %zmm6, %zmm2
	vpmuludq	%zmm29, %zmm2, %zmm0
	vmovdqa64	%zmm0, 2688(%rsp)
	vpxorq	%zmm11, %zmm8, %zmm4
	vpmuludq	%zmm29, %zmm4, %zmm2
	vpxorq	%zmm11, %zmm12, %zmm4
	vpmuludq	%zmm29, %zmm4, %zmm23
	vmovdqa64	%zmm23, 1728(%rsp)
	vpxorq	%zmm11, %zmm14, %zmm4
	vpmuludq	%zmm29, %zmm4, %zmm6
	vmovdqa64	%zmm6, 2880(%rsp)
	vpxorq	%zmm11, %zmm20, %zmm4
	vpmuludq	%zmm29, %zmm4, %zmm4
	vmovdqa64	%zmm4, 2624(%rsp)
	vpmuludq	%zmm9, %zmm15, %zmm14
	vpmuludq	%zmm9, %zmm19, %zmm15
	vpmuludq	%zmm9, %zmm21, %zmm20
	vmovdqa64	%zmm20, 2368(%rsp)
	vpmuludq	%zmm9, %zmm22, %zmm18
	vpmuludq	%zmm9, %zmm25, %zmm12
	vpmuludq	%zmm9, %zmm5, %zmm13
	vpmuludq	%zmm9, %zmm28, %zmm5
	vmovdqa64	%zmm5, 2944(%rsp)
	vpsrlq	$32, %zmm14, %zmm19
	vmovdqa64	5184(%rsp), %zmm8
	vpternlogq	$150, %zmm30, %zmm8, %zmm19
	vmovdqa64	%zmm19, 1920(%rsp)
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
	vmovdqa64	6144(%rsp), %zmm20
	vpternlogq	$150, 1472(%rsp), %zmm20, %zmm3
	vpsrlq	$32, %zmm7, %zmm1
	vmovdqa64	%zmm7, %zmm25
	vpternlogq	$150, 1024(%rsp), %zmm20, %zmm1
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, %zmm17, %zmm20, %zmm13
	vpsrlq	$32, %zmm2, %zmm5
	vpternlogq	$150, 1280(%rsp), %zmm20, %zmm5
	vpsrlq	$32, %zmm23, %zmm16
	vpternlogq	$150, 1600(%rsp), %zmm20, %zmm16
	vpsrlq	$32, %zmm6, %zmm28
	vpternlogq	$150, 448(%rsp), %zmm20, %zmm28
	vpsrlq	$32, %zmm4, %zmm17
	vpmuludq	%zmm9, %zmm10, %zmm4
	vpternlogq	$150, 320(%rsp), %zmm20, %zmm17
	vpsrlq	$32, %zmm4, %zmm23
	vmovdqa64	1088(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm8, %zmm23
	vpsrlq	$32, %zmm0, %zmm8
	vpxorq	%zmm11, %zmm8, %zmm8
	vpmuludq	%zmm29, %zmm8, %zmm0
	vmovdqa64	%zmm0, 448(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vpternlogq	$150, 192(%rsp), %zmm20, %zmm10
	vpmuludq	%zmm9, %zmm1, %zmm11
	vpsrlq	$32, %zmm11, %zmm6
	vmovdqa64	4672(%rsp), %zmm1
	vpternlogq	$150, %zmm14, %zmm1, %zmm6
	vmovdqa64	%zmm6, 192(%rsp)
	vpmuludq	%zmm9, %zmm3, %zmm0
	vmovdqa64	%zmm0, 1600(%rsp)
	vpsrlq	$32, %zmm0, %zmm14
	vpternlogq	$150, %zmm15, %zmm1, %zmm14
	vpmuludq	%zmm9, %zmm5, %zmm0
	vmovdqa64	%zmm0, 1024(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 2368(%rsp), %zmm1, %zmm0
	vmovdqa64	%zmm0, 320(%rsp)
	vpmuludq	%zmm9, %zmm13, %zmm0
	vmovdqa64	%zmm0, 1472(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vpternlogq	$150, %zmm18, %zmm1, %zmm15
	vpmuludq	%zmm9, %zmm28, %zmm0
	vmovdqa64	%zmm0, 2368(%rsp)
	vpsrlq	$32, %zmm0, %zmm28
	vpternlogq	$150, %zmm12, %zmm1, %zmm28
	vpmuludq	%zmm9, %zmm16, %zmm20
	vpsrlq	$32, %zmm20, %zmm16
	vpternlogq	$150, %zmm19, %zmm1, %zmm16
	vpmuludq	%zmm9, %zmm10, %zmm0
	vmovdqa64	%zmm0, 3136(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm4, %zmm1, %zmm0
	vmovdqa64	%zmm0, 1280(%rsp)
	vpmuludq	%zmm9, %zmm17, %zmm7
	vpsrlq	$32, %zmm7, %zmm17
	vpternlogq	$150, 2944(%rsp), %zmm1, %zmm17
	vpmuludq	%zmm29, %zmm30, %zmm8
	vpsrlq	$32, %zmm8, %zmm30
	vmovdqa64	4736(%rsp), %zmm4
	vpternlogq	$150, %zmm24, %zmm4, %zmm30
	vpmuludq	1920(%rsp), %zmm29, %zmm5
	vpsrlq	$32, %zmm5, %zmm0
	vpternlogq	$150, %zmm25, %zmm4, %zmm0
	vpmuludq	%zmm29, %zmm27, %zmm27
	vpsrlq	$32, %zmm27, %zmm12
	vpternlogq	$150, 2688(%rsp), %zmm4, %zmm12
	vpmuludq	%zmm29, %zmm22, %zmm22
	vpsrlq	$32, %zmm22, %zmm1
	vpternlogq	$150, %zmm2, %zmm4, %zmm1
	vpmuludq	%zmm29, %zmm26, %zmm2
	vmovdqa64	%zmm2, 1088(%rsp)
	vpsrlq	$32, %zmm2, %zmm13
	vpternlogq	$150, 1728(%rsp), %zmm4, %zmm13
	vpmuludq	%zmm29, %zmm21, %zmm6
	vpsrlq	$32, %zmm6, %zmm2
	vpternlogq	$150, 2880(%rsp), %zmm4, %zmm2
	vpmuludq	%zmm29, %zmm31, %zmm10
	vpsrlq	$32, %zmm10, %zmm26
	vpternlogq	$150, 2624(%rsp), %zmm4, %zmm26
	vpmuludq	%zmm29, %zmm23, %zmm23
	vpsrlq	$32, %zmm23, %zmm3
	vpternlogq	$150, 448(%rsp), %zmm4, %zmm3
	vpmuludq	%zmm9, %zmm0, %zmm21
	vpsrlq	$32, %zmm21, %zmm25
	vmovdqa64	5952(%rsp), %zmm0
	vpternlogq	$150, %zmm11, %zmm0, %zmm25
	vpmuludq	%zmm9, %zmm30, %zmm4
	vmovdqa64	%zmm4, 448(%rsp)
	vpsrlq	$32, %zmm4, %zmm11
	vpternlogq	$150, 1600(%rsp), %zmm0, %zmm11
	vpmuludq	%zmm9, %zmm1, %zmm1
	vmovdqa64	%zmm1, 2624(%rsp)
	vpsrlq	$32, %zmm1, %zmm4
	vpternlogq	$150, 1024(%rsp), %zmm0, %zmm4
	vpmuludq	%zmm9, %zmm12, %zmm31
	vpsrlq	$32, %zmm31, %zmm12
	vpternlogq	$150, 1472(%rsp), %zmm0, %zmm12
	vpmuludq	%zmm9, %zmm2, %zmm30
	vpsrlq	$32, %zmm30, %zmm19
	vpternlogq	$150, 2368(%rsp), %zmm0, %zmm19
	vpmuludq	%zmm9, %zmm13, %zmm1
	vmovdqa64	%zmm1, 1600(%rsp)
	vpsrlq	$32, %zmm1, %zmm13
	vpternlogq	$150, %zmm20, %zmm0, %zmm13
	vpmuludq	%zmm9, %zmm3, %zmm1
	vmovdqa64	%zmm1, 2688(%rsp)
	vpsrlq	$32, %zmm1, %zmm3
	vpternlogq	$150, 3136(%rsp), %zmm0, %zmm3
	vpmuludq	%zmm9, %zmm26, %zmm2
	vpsrlq	$32, %zmm2, %zmm18
	vpternlogq	$150, %zmm7, %zmm0, %zmm18
	vpmuludq	%zmm29, %zmm14, %zmm26
	vpsrlq	$32, %zmm26, %zmm7
	vmovdqa64	4288(%rsp), %zmm24
	vpternlogq	$150, %zmm8, %zmm24, %zmm7
	vpmuludq	192(%rsp), %zmm29, %zmm0
	vmovdqa64	%zmm0, 1472(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, %zmm5, %zmm24, %zmm1
	vpmuludq	%zmm29, %zmm15, %zmm5
	vpsrlq	$32, %zmm5, %zmm14
	vpternlogq	$150, %zmm27, %zmm24, %zmm14
	vpmuludq	320(%rsp), %zmm29, %zmm27
	vpsrlq	$32, %zmm27, %zmm8
	vpternlogq	$150, %zmm22, %zmm24, %zmm8
	vpmuludq	%zmm29, %zmm16, %zmm0
	vmovdqa64	%zmm0, 1024(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vpternlogq	$150, 1088(%rsp), %zmm24, %zmm15
	vpmuludq	%zmm29, %zmm28, %zmm20
	vpsrlq	$32, %zmm20, %zmm22
	vpternlogq	$150, %zmm6, %zmm24, %zmm22
	vpmuludq	%zmm29, %zmm17, %zmm0
	vmovdqa64	%zmm0, 1728(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, %zmm10, %zmm24, %zmm16
	vpmuludq	1280(%rsp), %zmm29, %zmm0
	vmovdqa64	%zmm0, 1280(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm23, %zmm24, %zmm0
	vpmuludq	%zmm9, %zmm1, %zmm1
	vmovdqa64	%zmm1, 1920(%rsp)
	vpsrlq	$32, %zmm1, %zmm6
	vmovdqa64	4608(%rsp), %zmm1
	vpternlogq	$150, %zmm21, %zmm1, %zmm6
	vpmuludq	%zmm9, %zmm7, %zmm17
	vpsrlq	$32, %zmm17, %zmm10
	vpternlogq	$150, 448(%rsp), %zmm1, %zmm10
	vpmuludq	%zmm9, %zmm8, %zmm7
	vmovdqa64	%zmm7, 1088(%rsp)
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, 2624(%rsp), %zmm1, %zmm7
	vpmuludq	%zmm9, %zmm14, %zmm8
	vmovdqa64	%zmm8, 448(%rsp)
	vpsrlq	$32, %zmm8, %zmm14
	vpternlogq	$150, %zmm31, %zmm1, %zmm14
	vpmuludq	%zmm9, %zmm22, %zmm23
	vpsrlq	$32, %zmm23, %zmm8
	vpternlogq	$150, %zmm30, %zmm1, %zmm8
	vpmuludq	%zmm9, %zmm15, %zmm15
	vmovdqa64	%zmm15, 192(%rsp)
	vpsrlq	$32, %zmm15, %zmm15
	vpternlogq	$150, 1600(%rsp), %zmm1, %zmm15
	vpmuludq	%zmm9, %zmm0, %zmm24
	vpsrlq	$32, %zmm24, %zmm22
	vpternlogq	$150, 2688(%rsp), %zmm1, %zmm22
	vpmuludq	%zmm9, %zmm16, %zmm0
	vmovdqa64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, %zmm2, %zmm1, %zmm16
	vpmuludq	%zmm29, %zmm11, %zmm21
	vpsrlq	$32, %zmm21, %zmm11
	vmovdqa64	1792(%rsp), %zmm31
	vpternlogq	$150, %zmm26, %zmm31, %zmm11
	vpmuludq	%zmm29, %zmm25, %zmm25
	vpsrlq	$32, %zmm25, %zmm0
	vpternlogq	$150, 1472(%rsp), %zmm31, %zmm0
	vpmuludq	%zmm29, %zmm12, %zmm1
	vmovdqa64	%zmm1, 1600(%rsp)
	vpsrlq	$32, %zmm1, %zmm12
	vpternlogq	$150, %zmm5, %zmm31, %zmm12
	vpmuludq	%zmm29, %zmm4, %zmm26
	vpsrlq	$32, %zmm26, %zmm4
	vpternlogq	$150, %zmm27, %zmm31, %zmm4
	vpmuludq	%zmm29, %zmm13, %zmm27
	vpsrlq	$32, %zmm27, %zmm13
	vpternlogq	$150, 1024(%rsp), %zmm31, %zmm13
	vpmuludq	%zmm29, %zmm19, %zmm1
	vmovdqa64	%zmm1, 1024(%rsp)
	vpsrlq	$32, %zmm1, %zmm19
	vpternlogq	$150, %zmm20, %zmm31, %zmm19
	vpmuludq	%zmm29, %zmm18, %zmm1
	vmovdqa64	%zmm1, 1472(%rsp)
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, 1728(%rsp), %zmm31, %zmm20
	vpmuludq	%zmm29, %zmm3, %zmm28
	vpsrlq	$32, %zmm28, %zmm1
	vpternlogq	$150, 1280(%rsp), %zmm31, %zmm1
	vpmuludq	%zmm9, %zmm0, %zmm0
	vmovdqa64	%zmm0, 1280(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqa64	5376(%rsp), %zmm0
	vpternlogq	$150, 1920(%rsp), %zmm0, %zmm2
	vpmuludq	%zmm9, %zmm11, %zmm31
	vpsrlq	$32, %zmm31, %zmm3
	vpternlogq	$150, %zmm17, %zmm0, %zmm3
	vpmuludq	%zmm9, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpternlogq	$150, 1088(%rsp), %zmm0, %zmm5
	vpmuludq	%zmm9, %zmm12, %zmm18
	vpsrlq	$32, %zmm18, %zmm11
	vpternlogq	$150, 448(%rsp), %zmm0, %zmm11
	vpmuludq	%zmm9, %zmm19, %zmm12
	vmovdqa64	%zmm12, 1088(%rsp)
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
	vmovdqa64	5312(%rsp), %zmm23
	vpternlogq	$150, %zmm21, %zmm23, %zmm0
	vpmuludq	%zmm29, %zmm6, %zmm1
	vmovdqa64	%zmm1, 448(%rsp)
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, %zmm25, %zmm23, %zmm21
	vpmuludq	%zmm29, %zmm14, %zmm14
	vpsrlq	$32, %zmm14, %zmm1
	vpternlogq	$150, 1600(%rsp), %zmm23, %zmm1
	vpmuludq	%zmm29, %zmm7, %zmm10
	vpsrlq	$32, %zmm10, %zmm7
	vpternlogq	$150, %zmm26, %zmm23, %zmm7
	vpmuludq	%zmm29, %zmm15, %zmm15
	vpsrlq	$32, %zmm15, %zmm26
	vpternlogq	$150, %zmm27, %zmm23, %zmm26
	vpmuludq	%zmm29, %zmm8, %zmm25
	vpsrlq	$32, %zmm25, %zmm8
	vpternlogq	$150, 1024(%rsp), %zmm23, %zmm8
	vpmuludq	%zmm29, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm27
	vpternlogq	$150, 1472(%rsp), %zmm23, %zmm27
	vpmuludq	%zmm29, %zmm22, %zmm24
	vpsrlq	$32, %zmm24, %zmm22
	vpternlogq	$150, %zmm28, %zmm23, %zmm22
	vpmuludq	%zmm9, %zmm21, %zmm21
	vpsrlq	$32, %zmm21, %zmm28
	vmovdqa64	5248(%rsp), %zmm23
	vpternlogq	$150, 1280(%rsp), %zmm23, %zmm28
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
	vpternlogq	$150, 1088(%rsp), %zmm23, %zmm7
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
	vmovdqa64	2112(%rsp), %zmm20
	vpternlogq	$150, 320(%rsp), %zmm20, %zmm0
	vpsrlq	$32, %zmm30, %zmm1
	vpternlogq	$150, 448(%rsp), %zmm20, %zmm1
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
	vmovdqa64	1536(%rsp), %zmm16
	vpternlogq	$150, %zmm26, %zmm16, %zmm1
	vpmuludq	%zmm29, %zmm28, %zmm14
	vpsrlq	$32, %zmm14, %zmm14
	vpternlogq	$150, %zmm30, %zmm16, %zmm14
	vmovaps	6016(%rsp), %zmm21
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
	vmovdqa64	1984(%rsp), %zmm8
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
	vmovdqu64	%zmm1, 12544(%rsp,%rdi,4)
	vmovdqu64	%zmm2, 12608(%rsp,%rdi,4)
	vmovdqu64	%zmm4, 12672(%rsp,%rdi,4)
	vmovdqu64	%zmm3, 12736(%rsp,%rdi,4)
	addq	$64, %rdi
	cmpq	%rdi, %rax
	jne	.LBB0_380
	movq	2048(%rsp), %rdi
	cmpq	%rax, %rdi
	movq	72(%rsp), %r8
	movl	$3528531795, %r12d
	movq	2816(%rsp), %r14
	movq	576(%rsp), %rax
	movq	168(%rsp), %r15
	movq	4800(%rsp), %rbx
	vmovdqa64	6272(%rsp), %zmm1
	movl	136(%rsp), %r11d
	vmovaps	1856(%rsp), %zmm17
	vmovdqa64	4288(%rsp), %zmm14
	vmovdqa64	5376(%rsp), %zmm31
	vmovdqa64	2112(%rsp), %zmm13
	vmovdqa64	1536(%rsp), %zmm3
	vmovdqa64	3008(%rsp), %zmm9
	vmovaps	%zmm21, %zmm10
	vmovsd	.LCPI0_35(%rip), %xmm25
	vbroadcastsd	.LCPI0_19(%rip), %zmm19
	vpbroadcastq	.LCPI0_20(%rip), %zmm11
	vmovdqa64	5312(%rsp), %zmm15
	vbroadcastsd	.LCPI0_22(%rip), %zmm4
	vmovdqa64	5248(%rsp), %zmm18
	vmovdqa64	6144(%rsp), %zmm6
	vpbroadcastq	.LCPI0_32(%rip), %zmm16
	vmovdqa64	4736(%rsp), %zmm21
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vmovdqa64	6528(%rsp), %zmm24
	vmovaps	%zmm10, %zmm0
	vpbroadcastq	.LCPI0_14(%rip), %zmm7
	vpbroadcastd	.LCPI0_381(%rip), %ymm26
	vpbroadcastd	.LCPI0_16(%rip), %ymm30
	vmovaps	%zmm4, %zmm10
	vmovaps	3584(%rsp), %zmm20
	je	.LBB0_387
	vmovaps	%zmm0, %zmm4
	movq	1704(%rsp), %rcx
	movq	%rcx, %rdx
	testb	$56, %dil
	je	.LBB0_386
.LBB0_383:
	vmovdqa	.LCPI0_383(%rip), %ymm10
	vmovdqa64	%zmm6, %zmm17
	vmovdqa64	%ymm30, %ymm6
	vpbroadcastq	.LCPI0_15(%rip), %zmm30
	vmovdqa64	4608(%rsp), %zmm20
	vmovdqa64	4672(%rsp), %zmm11
	vmovdqa64	5952(%rsp), %zmm27
	vmovdqa64	%zmm3, %zmm12
	vmovdqa64	1792(%rsp), %zmm16
	vmovdqa64	%zmm8, %zmm22
	vmovdqa64	5056(%rsp), %zmm8
	movq	3568(%rsp), %rax
	vmovdqa64	5184(%rsp), %zmm28
	vmovdqa64	%zmm1, %zmm29
	.p2align	4
.LBB0_384:
	vpmovzxdq	15104(%rsp,%rdx,4), %zmm0
	vpaddd	17152(%rsp,%rdx,4), %ymm8, %ymm1
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
	vmovdqu	%ymm0, 12544(%rsp,%rdx,4)
	addq	$8, %rdx
	cmpq	%rdx, %rax
	jne	.LBB0_384
	movq	%rax, %rcx
	cmpq	%rax, %rdi
	movq	72(%rsp), %r8
	movl	$3528531795, %r12d
	movq	2816(%rsp), %r14
	movq	576(%rsp), %rax
	movq	168(%rsp), %r15
	movq	4800(%rsp), %rbx
	movl	136(%rsp), %r11d
	vbroadcastsd	.LCPI0_22(%rip), %zmm10
	vpbroadcastq	.LCPI0_32(%rip), %zmm16
	vpbroadcastq	.LCPI0_20(%rip), %zmm11
	vmovaps	3584(%rsp), %zmm20
	vmovaps	1856(%rsp), %zmm17
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	je	.LBB0_387
	.p2align	4
.LBB0_386:
	movl	15104(%rsp,%rcx,4), %edi
	movq	%r14, %r13
	movl	17152(%rsp,%rcx,4), %r14d
	addl	%r9d, %r14d
	imulq	%r12, %rdi
	xorl	%r15d, %r14d
	movq	%r8, %rdx
	xorq	%rdi, %rdx
	shrq	$32, %rdx
	imulq	%r12, %r14
	movq	%r15, %rsi
	movq	%r8, %r15
	movq	%r14, %r8
	shrq	$32, %r8
	imulq	%rax, %rdx
	movq	%rdx, %r9
	shrq	$32, %r9
	xorl	5440(%rsp), %r9d
	xorl	6208(%rsp), %edi
	xorl	%r8d, %edi
	imulq	%r12, %r9
	imulq	%rax, %rdi
	movq	%rdi, %r8
	shrq	$32, %r8
	xorl	5504(%rsp), %edx
	xorl	%r8d, %edx
	movq	%r9, %r8
	shrq	$32, %r8
	xorl	6656(%rsp), %r14d
	xorl	%r8d, %r14d
	imulq	%r12, %rdx
	imulq	%rax, %r14
	movq	%r14, %r8
	shrq	$32, %r8
	xorl	4864(%rsp), %edi
	xorl	%r8d, %edi
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	4032(%rsp), %r9d
	xorl	%r8d, %r9d
	imulq	%r12, %rdi
	imulq	%rax, %r9
	movq	%r9, %r8
	shrq	$32, %r8
	xorl	4992(%rsp), %r14d
	xorl	%r8d, %r14d
	movq	%rdi, %r8
	shrq	$32, %r8
	xorl	%ebx, %edx
	xorl	%r8d, %edx
	imulq	%r12, %r14
	imulq	%rax, %rdx
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	4160(%rsp), %r9d
	xorl	%r8d, %r9d
	movq	%r14, %r8
	shrq	$32, %r8
	xorl	832(%rsp), %edi
	xorl	%r8d, %edi
	imulq	%r12, %r9
	imulq	%rax, %rdi
	movq	%rdi, %r8
	shrq	$32, %r8
	xorl	4096(%rsp), %edx
	xorl	%r8d, %edx
	movq	%r9, %r8
	shrq	$32, %r8
	xorl	3712(%rsp), %r14d
	xorl	%r8d, %r14d
	imulq	%r12, %rdx
	imulq	%rax, %r14
	shrq	$32, %r14
	xorl	6464(%rsp), %edi
	xorl	%r14d, %edi
	movq	%r13, %r14
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	%r14d, %r9d
	xorl	%r8d, %r9d
	movq	%r15, %r8
	movq	%rsi, %r15
	imulq	%r12, %rdi
	shrq	$32, %rdi
	xorl	4928(%rsp), %edx
	xorl	%edi, %edx
	imull	$-845247145, %r9d, %edi
	movq	32(%rsp), %r9
	imulq	%rax, %rdx
	shrq	$32, %rdx
	xorl	%r11d, %edi
	xorl	%edx, %edi
	movl	%edi, 12544(%rsp,%rcx,4)
	movq	2048(%rsp), %rdi
	incq	%rcx
	cmpq	%rdi, %rcx
	jb	.LBB0_386
.LBB0_387:
	cmpq	$8, %rdi
	movq	56(%rsp), %r15
	jae	.LBB0_389
	xorl	%ecx, %ecx
	movabsq	$4604544269498187776, %rax
	movabsq	$-9223372036854775808, %r11
	movq	2176(%rsp), %r12
	movq	752(%rsp), %r14
	movq	440(%rsp), %rbx
	jmp	.LBB0_398
.LBB0_389:
	cmpq	$64, %rdi
	movabsq	$4604544269498187776, %rax
	movabsq	$-9223372036854775808, %r11
	movq	2176(%rsp), %r12
	movq	752(%rsp), %r14
	movq	440(%rsp), %rbx
	jae	.LBB0_391
	xorl	%edx, %edx
	vbroadcastsd	.LCPI0_33(%rip), %zmm12
	vpbroadcastq	.LCPI0_25(%rip), %zmm26
	jmp	.LBB0_395
.LBB0_391:
	xorl	%r9d, %r9d
	movq	1704(%rsp), %rcx
	.p2align	4
.LBB0_392:
	vcvtudq2pd	12544(%rsp,%r9,4), %zmm0
	vcvtudq2pd	12576(%rsp,%r9,4), %zmm1
	vcvtudq2pd	12608(%rsp,%r9,4), %zmm2
	vcvtudq2pd	12640(%rsp,%r9,4), %zmm3
	vcvtudq2pd	12672(%rsp,%r9,4), %zmm4
	vcvtudq2pd	12704(%rsp,%r9,4), %zmm5
	vcvtudq2pd	12736(%rsp,%r9,4), %zmm6
	vcvtudq2pd	12768(%rsp,%r9,4), %zmm7
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
	vmovdqa64	%zmm9, 1024(%rsp)
	vpaddq	%zmm19, %zmm8, %zmm18
	vmovdqa64	%zmm18, 1920(%rsp)
	vpaddq	%zmm19, %zmm11, %zmm11
	vmovdqa64	%zmm11, 1088(%rsp)
	vpaddq	%zmm19, %zmm10, %zmm17
	vmovdqa64	%zmm17, 1472(%rsp)
	vpaddq	%zmm19, %zmm13, %zmm13
	vmovdqa64	%zmm13, 1600(%rsp)
	vpaddq	%zmm19, %zmm12, %zmm16
	vmovdqa64	%zmm16, 1280(%rsp)
	vpaddq	%zmm19, %zmm15, %zmm15
	vmovdqa64	%zmm15, 448(%rsp)
	vpaddq	%zmm19, %zmm14, %zmm14
	vmovdqa64	%zmm14, 320(%rsp)
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
	vpandq	%zmm21, %zmm12, %zmm13
	vpandq	%zmm21, %zmm14, %zmm31
	vpandq	%zmm21, %zmm15, %zmm18
	vpbroadcastq	.LCPI0_24(%rip), %zmm12
	vpternlogq	$248, %zmm12, %zmm0, %zmm8
	vpternlogq	$248, %zmm12, %zmm1, %zmm9
	vpternlogq	$248, %zmm12, %zmm2, %zmm10
	vpternlogq	$248, %zmm12, %zmm3, %zmm11
	vpternlogq	$248, %zmm12, %zmm4, %zmm13
	vpternlogq	$248, %zmm12, %zmm5, %zmm16
	vpternlogq	$248, %zmm12, %zmm6, %zmm18
	vpternlogq	$248, %zmm12, %zmm7, %zmm31
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
	vmovapd	%zmm6, 192(%rsp)
	vbroadcastsd	.LCPI0_27(%rip), %zmm20
	vaddpd	%zmm20, %zmm30, %zmm0
	vaddpd	%zmm20, %zmm25, %zmm1
	vaddpd	%zmm20, %zmm27, %zmm2
	vdivpd	%zmm1, %zmm25, %zmm5
	vmovapd	%zmm5, 2688(%rsp)
	vdivpd	%zmm0, %zmm30, %zmm4
	vmovapd	%zmm4, 3136(%rsp)
	vdivpd	%zmm2, %zmm27, %zmm1
	vmovapd	%zmm1, 2944(%rsp)
	vaddpd	%zmm20, %zmm6, %zmm0
	vdivpd	%zmm0, %zmm6, %zmm0
	vmovapd	%zmm0, 2880(%rsp)
	vmulpd	%zmm4, %zmm4, %zmm2
	vmovapd	%zmm2, 5120(%rsp)
	vmulpd	%zmm5, %zmm5, %zmm3
	vmovapd	%zmm3, 3392(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm4
	vmovapd	%zmm4, 4480(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 3776(%rsp)
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
	vmovapd	%zmm4, 2624(%rsp)
	vmulpd	%zmm5, %zmm3, %zmm4
	vmovapd	%zmm4, 2368(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm4
	vmovapd	%zmm4, 1728(%rsp)
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
	vmovapd	%zmm1, 5888(%rsp)
	vmulpd	%zmm6, %zmm0, %zmm1
	vaddpd	%zmm21, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm28, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm11
	vpaddq	%zmm23, %zmm16, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm14
	vmovapd	%zmm20, %zmm4
	vaddpd	%zmm20, %zmm14, %zmm0
	vdivpd	%zmm0, %zmm14, %zmm0
	vmovapd	%zmm0, 3328(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm22
	vmulpd	%zmm22, %zmm22, %zmm0
	vmulpd	%zmm10, %zmm0, %zmm2
	vmovapd	%zmm10, %zmm5
	vaddpd	%zmm24, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmovapd	%zmm7, %zmm16
	vmulpd	%zmm2, %zmm0, %zmm1
	vmovapd	%zmm1, 3264(%rsp)
	vmulpd	%zmm6, %zmm0, %zmm2
	vaddpd	%zmm21, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vmovapd	%zmm28, %zmm1
	vaddpd	%zmm28, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm9
	vpaddq	%zmm23, %zmm13, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm7
	vaddpd	%zmm20, %zmm7, %zmm0
	vdivpd	%zmm0, %zmm7, %zmm0
	vmovapd	%zmm0, 3904(%rsp)
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
	vpaddq	%zmm23, %zmm31, %zmm3
	vmovdqa64	%zmm23, %zmm28
	vaddpd	%zmm8, %zmm3, %zmm10
	vmovapd	%zmm8, %zmm13
	vaddpd	%zmm4, %zmm10, %zmm3
	vdivpd	%zmm3, %zmm10, %zmm2
	vmovapd	%zmm2, 5568(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm8
	vmulpd	%zmm8, %zmm8, %zmm3
	vmulpd	%zmm5, %zmm3, %zmm31
	vaddpd	%zmm24, %zmm31, %zmm31
	vmovapd	%zmm24, %zmm6
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
	vpaddq	%zmm28, %zmm18, %zmm3
	vaddpd	%zmm13, %zmm3, %zmm18
	vaddpd	%zmm4, %zmm18, %zmm3
	vdivpd	%zmm3, %zmm18, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm5, %zmm0, %zmm24
	vaddpd	%zmm6, %zmm24, %zmm24
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
	vmulpd	5120(%rsp), %zmm12, %zmm12
	vaddpd	2624(%rsp), %zmm12, %zmm12
	vaddpd	%zmm16, %zmm19, %zmm19
	vmulpd	3392(%rsp), %zmm19, %zmm19
	vaddpd	2368(%rsp), %zmm19, %zmm19
	vaddpd	%zmm16, %zmm17, %zmm17
	vmulpd	4480(%rsp), %zmm17, %zmm17
	vaddpd	1728(%rsp), %zmm17, %zmm17
	vaddpd	%zmm16, %zmm11, %zmm11
	vmulpd	3776(%rsp), %zmm11, %zmm11
	vaddpd	5888(%rsp), %zmm11, %zmm11
	vaddpd	%zmm16, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm22, %zmm5
	vaddpd	3264(%rsp), %zmm5, %zmm5
	vaddpd	%zmm16, %zmm20, %zmm6
	vmulpd	%zmm6, %zmm15, %zmm4
	vaddpd	%zmm4, %zmm29, %zmm4
	vaddpd	%zmm16, %zmm26, %zmm6
	vmulpd	%zmm6, %zmm8, %zmm2
	vaddpd	%zmm2, %zmm31, %zmm6
	vaddpd	%zmm16, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm24, %zmm16
	vmovapd	%zmm25, 3456(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm25, %zmm0
	vmulpd	%zmm0, %zmm25, %zmm0
	vaddpd	%zmm19, %zmm0, %zmm1
	vmulpd	2688(%rsp), %zmm1, %zmm9
	vmovapd	%zmm30, 3840(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm30, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm1
	vmulpd	3136(%rsp), %zmm1, %zmm24
	vmovapd	%zmm27, 3648(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm27, %zmm1
	vmulpd	%zmm1, %zmm27, %zmm13
	vaddpd	%zmm11, %zmm13, %zmm11
	vmulpd	2944(%rsp), %zmm11, %zmm11
	vmovapd	192(%rsp), %zmm1
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm1, %zmm12
	vmulpd	%zmm12, %zmm1, %zmm12
	vaddpd	%zmm17, %zmm12, %zmm15
	vmulpd	2880(%rsp), %zmm15, %zmm15
	vmovapd	%zmm7, %zmm28
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm7, %zmm17
	vmulpd	%zmm17, %zmm7, %zmm17
	vaddpd	%zmm4, %zmm17, %zmm4
	vmulpd	3904(%rsp), %zmm4, %zmm4
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm14, %zmm8
	vmulpd	%zmm8, %zmm14, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	3328(%rsp), %zmm5, %zmm5
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm18, %zmm19
	vmulpd	%zmm19, %zmm18, %zmm19
	vaddpd	%zmm16, %zmm19, %zmm7
	vmulpd	%zmm7, %zmm3, %zmm3
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm10, %zmm7
	vmulpd	%zmm7, %zmm10, %zmm7
	vaddpd	%zmm6, %zmm7, %zmm6
	vmulpd	5568(%rsp), %zmm6, %zmm6
	vpsrlq	$20, 1024(%rsp), %zmm20
	vpbroadcastq	.LCPI0_22(%rip), %zmm30
	vpaddq	%zmm30, %zmm20, %zmm20
	vcvtqq2pd	%zmm20, %zmm20
	vbroadcastsd	.LCPI0_35(%rip), %zmm16
	vmulpd	%zmm16, %zmm20, %zmm22
	vaddpd	%zmm9, %zmm22, %zmm9
	vpsrlq	$20, 1920(%rsp), %zmm22
	vpaddq	%zmm30, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm16, %zmm22, %zmm23
	vaddpd	%zmm24, %zmm23, %zmm1
	vpsrlq	$20, 1088(%rsp), %zmm23
	vpaddq	%zmm30, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm16, %zmm23, %zmm24
	vaddpd	%zmm11, %zmm24, %zmm11
	vpsrlq	$20, 1472(%rsp), %zmm24
	vpaddq	%zmm30, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm16, %zmm24, %zmm26
	vaddpd	%zmm15, %zmm26, %zmm15
	vpsrlq	$20, 1600(%rsp), %zmm26
	vpaddq	%zmm30, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm16, %zmm26, %zmm27
	vaddpd	%zmm4, %zmm27, %zmm4
	vpsrlq	$20, 1280(%rsp), %zmm27
	vpaddq	%zmm30, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm16, %zmm27, %zmm29
	vaddpd	%zmm5, %zmm29, %zmm5
	vpsrlq	$20, 448(%rsp), %zmm29
	vpaddq	%zmm30, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm16, %zmm29, %zmm31
	vaddpd	%zmm3, %zmm31, %zmm3
	vpsrlq	$20, 320(%rsp), %zmm31
	vpaddq	%zmm30, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm16, %zmm31, %zmm25
	vaddpd	%zmm6, %zmm25, %zmm6
	vsubpd	%zmm0, %zmm9, %zmm0
	vsubpd	%zmm2, %zmm1, %zmm2
	vsubpd	%zmm13, %zmm11, %zmm1
	vsubpd	%zmm12, %zmm15, %zmm9
	vsubpd	%zmm17, %zmm4, %zmm4
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm19, %zmm3, %zmm3
	vsubpd	%zmm7, %zmm6, %zmm6
	vaddpd	3840(%rsp), %zmm2, %zmm2
	vaddpd	3456(%rsp), %zmm0, %zmm0
	vaddpd	192(%rsp), %zmm9, %zmm7
	vaddpd	3648(%rsp), %zmm1, %zmm8
	vaddpd	%zmm5, %zmm14, %zmm5
	vaddpd	%zmm4, %zmm28, %zmm4
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
	vmovdqa64	%zmm8, 2688(%rsp)
	vpaddq	%zmm17, %zmm9, %zmm9
	vmovdqa64	%zmm9, 1728(%rsp)
	vpaddq	%zmm17, %zmm10, %zmm10
	vmovdqa64	%zmm10, 1920(%rsp)
	vpaddq	%zmm17, %zmm11, %zmm11
	vmovdqa64	%zmm11, 1088(%rsp)
	vpaddq	%zmm17, %zmm12, %zmm12
	vmovdqa64	%zmm12, 1472(%rsp)
	vpaddq	%zmm17, %zmm13, %zmm13
	vmovdqa64	%zmm13, 1024(%rsp)
	vpaddq	%zmm17, %zmm14, %zmm14
	vmovdqa64	%zmm14, 1600(%rsp)
	vpaddq	%zmm17, %zmm15, %zmm17
	vmovdqa64	%zmm17, 1280(%rsp)
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
	vmovapd	%zmm7, 448(%rsp)
	vaddpd	%zmm23, %zmm7, %zmm1
	vmovapd	%zmm4, 2368(%rsp)
	vaddpd	%zmm23, %zmm4, %zmm2
	vmovapd	%zmm5, 192(%rsp)
	vaddpd	%zmm23, %zmm5, %zmm3
	vdivpd	%zmm1, %zmm7, %zmm8
	vmovapd	%zmm8, 3136(%rsp)
	vdivpd	%zmm0, %zmm6, %zmm6
	vmovapd	%zmm6, 2944(%rsp)
	vdivpd	%zmm3, %zmm5, %zmm1
	vmovapd	%zmm1, 2880(%rsp)
	vdivpd	%zmm2, %zmm4, %zmm0
	vmovapd	%zmm0, 2624(%rsp)
	vmulpd	%zmm6, %zmm6, %zmm5
	vmovapd	%zmm5, 3392(%rsp)
	vmulpd	%zmm8, %zmm8, %zmm2
	vmovapd	%zmm2, 5120(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm4
	vmovapd	%zmm4, 4480(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 3776(%rsp)
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
	vmovapd	%zmm4, 3904(%rsp)
	vmulpd	%zmm5, %zmm3, %zmm4
	vmovapd	%zmm4, 3456(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm4
	vmovapd	%zmm4, 3328(%rsp)
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
	vmovapd	%zmm2, 5568(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	%zmm21, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovapd	%zmm1, 3648(%rsp)
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
	vmulpd	3392(%rsp), %zmm12, %zmm12
	vaddpd	3904(%rsp), %zmm12, %zmm12
	vaddpd	5568(%rsp), %zmm21, %zmm19
	vmulpd	5120(%rsp), %zmm19, %zmm19
	vaddpd	3456(%rsp), %zmm19, %zmm19
	vaddpd	3648(%rsp), %zmm21, %zmm17
	vmulpd	4480(%rsp), %zmm17, %zmm17
	vaddpd	3328(%rsp), %zmm17, %zmm17
	vaddpd	%zmm21, %zmm25, %zmm11
	vmulpd	3776(%rsp), %zmm11, %zmm11
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
	vmovapd	448(%rsp), %zmm1
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm19, %zmm0, %zmm1
	vmulpd	3136(%rsp), %zmm1, %zmm9
	vmovapd	320(%rsp), %zmm2
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm2, %zmm1
	vmulpd	%zmm1, %zmm2, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm1
	vmulpd	2944(%rsp), %zmm1, %zmm10
	vmovapd	192(%rsp), %zmm8
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm8, %zmm1
	vmulpd	%zmm1, %zmm8, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm11
	vmulpd	2880(%rsp), %zmm11, %zmm11
	vmovapd	2368(%rsp), %zmm21
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm21, %zmm12
	vmulpd	%zmm12, %zmm21, %zmm12
	vaddpd	%zmm17, %zmm12, %zmm15
	vmulpd	2624(%rsp), %zmm15, %zmm15
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
	vpsrlq	$20, 2688(%rsp), %zmm20
	vpaddq	%zmm30, %zmm20, %zmm20
	vcvtqq2pd	%zmm20, %zmm20
	vmulpd	%zmm16, %zmm20, %zmm22
	vaddpd	%zmm9, %zmm22, %zmm9
	vpsrlq	$20, 1728(%rsp), %zmm22
	vpaddq	%zmm30, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm16, %zmm22, %zmm23
	vaddpd	%zmm10, %zmm23, %zmm10
	vpsrlq	$20, 1920(%rsp), %zmm23
	vpaddq	%zmm30, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm16, %zmm23, %zmm24
	vaddpd	%zmm11, %zmm24, %zmm11
	vpsrlq	$20, 1088(%rsp), %zmm24
	vpaddq	%zmm30, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm16, %zmm24, %zmm26
	vaddpd	%zmm15, %zmm26, %zmm15
	vpsrlq	$20, 1472(%rsp), %zmm26
	vpaddq	%zmm30, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm16, %zmm26, %zmm27
	vaddpd	%zmm4, %zmm27, %zmm4
	vpsrlq	$20, 1024(%rsp), %zmm27
	vpaddq	%zmm30, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm16, %zmm27, %zmm29
	vaddpd	%zmm5, %zmm29, %zmm5
	vpsrlq	$20, 1600(%rsp), %zmm29
	vpaddq	%zmm30, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm16, %zmm29, %zmm31
	vaddpd	%zmm3, %zmm31, %zmm3
	vpsrlq	$20, 1280(%rsp), %zmm31
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
	vaddpd	448(%rsp), %zmm0, %zmm0
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
	vmovups	%zmm0, 12544(%rsp,%r9,4)
	vxorps	%zmm24, %zmm1, %zmm0
	vmovups	%zmm0, 12608(%rsp,%r9,4)
	vxorps	%zmm24, %zmm2, %zmm0
	vmovups	%zmm0, 12672(%rsp,%r9,4)
	vcvtpd2ps	%zmm6, %ymm0
	vcvtpd2ps	%zmm3, %ymm1
	vinsertf64x4	$1, %ymm1, %zmm0, %zmm0
	vxorps	%zmm24, %zmm0, %zmm0
	vmovups	%zmm0, 12736(%rsp,%r9,4)
	addq	$64, %r9
	cmpq	%r9, %rcx
	jne	.LBB0_392
	movq	432(%rsp), %rdi
	movq	32(%rsp), %r9
	movq	%r9, 3648(%rsp)
	cmpq	%rcx, 2048(%rsp)
	vmovaps	1856(%rsp), %zmm17
	vmovsd	.LCPI0_35(%rip), %xmm25
	vpbroadcastq	.LCPI0_20(%rip), %zmm11
	vpbroadcastq	.LCPI0_25(%rip), %zmm26
	vpbroadcastq	.LCPI0_32(%rip), %zmm16
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vbroadcastsd	.LCPI0_33(%rip), %zmm12
	vbroadcastsd	.LCPI0_22(%rip), %zmm10
	vmovaps	3584(%rsp), %zmm20
	je	.LBB0_402
	movq	1704(%rsp), %rcx
	movq	%rcx, %rdx
	testb	$56, 2048(%rsp)
	je	.LBB0_398
.LBB0_395:
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
	movq	3568(%rsp), %rcx
	.p2align	4
.LBB0_396:
	vcvtudq2pd	12544(%rsp,%rdx,4), %zmm0
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
	vmovups	%ymm0, 12544(%rsp,%rdx,4)
	addq	$8, %rdx
	cmpq	%rdx, %rcx
	jne	.LBB0_396
	movq	432(%rsp), %rdi
	movq	%r9, 3648(%rsp)
	cmpq	%rcx, 2048(%rsp)
	vmovaps	3584(%rsp), %zmm20
	je	.LBB0_402
.LBB0_398:
	movq	%rbx, %r13
	movq	%r14, %rbx
	vmovaps	%zmm20, %zmm16
	vmovaps	%zmm17, %zmm21
	movabsq	$4503595332403200, %r15
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
	movq	2048(%rsp), %r14
	.p2align	4
.LBB0_399:
	vpxord	%xmm22, %xmm22, %xmm22
	vcvtusi2sdl	12544(%rsp,%rcx,4), %xmm22, %xmm0
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
	vmovss	%xmm0, 12544(%rsp,%rcx,4)
	incq	%rcx
	cmpq	%r14, %rcx
	jb	.LBB0_399
	movq	432(%rsp), %rdi
	movq	%r9, 3648(%rsp)
	vmovaps	%zmm21, %zmm17
	vmovaps	%zmm16, %zmm20
	movq	%rbx, %r14
	movq	%r13, %rbx
.LBB0_401:
	movq	56(%rsp), %r15
.LBB0_402:
	movq	%rdi, 5888(%rsp)
	movq	%r9, %rcx
	subq	3648(%rsp), %rcx
	imulq	24(%rsp), %rcx
	leaq	(%rsp,%rcx,4), %rcx
	addq	$12544, %rcx
	leaq	(%rcx,%r15,4), %rcx
	movq	640(%rsp), %r11
.LBB0_403:
	movq	6400(%rsp), %rdx
	subq	%r15, %rdx
	andq	$-32, %rdx
	addq	%r15, %rdx
	movq	%r15, %rdi
	cmpq	%rdx, %r15
	vbroadcastss	.LCPI0_0(%rip), %zmm6
	vpxord	%xmm28, %xmm28, %xmm28
	vmovdqa64	896(%rsp), %zmm25
	vmovaps	2752(%rsp), %zmm24
	vmovdqa64	3200(%rsp), %zmm29
	vmovaps	6912(%rsp), %zmm30
	vmovaps	6848(%rsp), %zmm26
	movq	2240(%rsp), %rax
	jae	.LBB0_405
	.p2align	4
.LBB0_404:
	vpbroadcastq	%rdi, %zmm0
	vporq	.LCPI0_9(%rip), %zmm0, %zmm1
	vmovdqa64	%zmm1, 320(%rsp)
	vporq	.LCPI0_10(%rip), %zmm0, %zmm2
	vmovdqa64	%zmm2, 192(%rsp)
	vmovups	(%r12,%rdi,4), %zmm4
	vporq	.LCPI0_356(%rip), %zmm0, %zmm11
	vmovdqa64	%zmm11, 896(%rsp)
	vporq	.LCPI0_357(%rip), %zmm0, %zmm3
	vmovdqa64	%zmm3, 448(%rsp)
	vmovups	64(%r12,%rdi,4), %zmm0
	vcvtuqq2ps	%zmm2, %ymm8
	vmulps	%zmm4, %zmm17, %zmm7
	vmulps	%zmm0, %zmm17, %zmm5
	vcvtuqq2ps	%zmm1, %ymm9
	vcvtuqq2ps	%zmm3, %ymm10
	vinsertf64x4	$1, %ymm9, %zmm8, %zmm8
	vcvtuqq2ps	%zmm11, %ymm9
	vinsertf64x4	$1, %ymm9, %zmm10, %zmm9
	vcmpltps	%zmm4, %zmm26, %k3
	vcmpltps	%zmm0, %zmm26, %k2
	vmovaps	%zmm6, %zmm10 {%k3} {z}
	vcmpeqps	%zmm26, %zmm4, %k4
	vcmpeqps	%zmm26, %zmm0, %k3
	vmovaps	1408(%rsp), %zmm22
	vcmpleps	%zmm22, %zmm8, %k4 {%k4}
	vmovaps	%zmm6, %zmm0 {%k4} {z}
	vmovaps	1216(%rsp), %zmm1
	vsubps	%zmm1, %zmm7, %zmm4
	vmaxps	%zmm10, %zmm0, %zmm10
	vsubps	%zmm1, %zmm5, %zmm3
	vbroadcastss	.LCPI0_358(%rip), %zmm1
	vmaxps	%zmm4, %zmm1, %zmm11
	vmaxps	%zmm3, %zmm1, %zmm12
	vbroadcastss	.LCPI0_359(%rip), %zmm1
	vminps	%zmm11, %zmm1, %zmm13
	vminps	%zmm12, %zmm1, %zmm12
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
	vmovaps	2496(%rsp), %zmm20
	vsubps	%zmm17, %zmm14, %zmm14
	vsubps	%zmm18, %zmm16, %zmm16
	vsubps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm16, %zmm12, %zmm12
	vmovaps	1856(%rsp), %zmm17
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
	vmovaps	768(%rsp), %zmm1
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
	subq	%r15, %r8
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
	vmovdqa64	448(%rsp), %zmm1
	vpmovqd	%zmm1, %ymm2
	vcmpltps	%zmm4, %zmm31, %k0
	vcmpordps	%zmm28, %zmm31, %k3
	vcmpunordps	%zmm28, %zmm4, %k3 {%k3}
	vmovdqa64	896(%rsp), %zmm1
	vpmovqd	%zmm1, %ymm1
	korw	%k3, %k0, %k3
	vinserti32x8	$1, %ymm1, %zmm2, %zmm29 {%k3}
	vmovaps	%zmm0, %zmm24 {%k2}
	vmovaps	%zmm4, %zmm20 {%k3}
	addq	$32, %rdi
	cmpq	%rdx, %rdi
	jb	.LBB0_404
.LBB0_405:
	vmovaps	%zmm20, 3584(%rsp)
	vmovdqa64	%zmm29, 3200(%rsp)
	vmovaps	%zmm24, 2752(%rsp)
	vmovdqa64	%zmm25, 896(%rsp)
	cmpq	6400(%rsp), %rdx
	jae	.LBB0_341
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
	vmovaps	5824(%rsp), %xmm25
	vmovaps	176(%rsp), %xmm24
	vmovaps	1392(%rsp), %xmm28
	movq	312(%rsp), %rsi
	vmovaps	6080(%rsp), %xmm2
	vmovaps	4272(%rsp), %xmm23
	vmovaps	3120(%rsp), %xmm29
	movq	6400(%rsp), %r13
	.p2align	4
.LBB0_407:
	vmovss	(%rbx,%r10,4), %xmm1
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
	leaq	(%r15,%r10), %rdx
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
	leaq	(%r15,%r10), %rdx
	incq	%rdx
	incq	%r10
	cmpq	%r13, %rdx
	jb	.LBB0_407
	jmp	.LBB0_342
.LBB0_408:
	movq	512(%rsp), %rcx
	movq	32(%rsp), %r9
	vmovaps	1856(%rsp), %zmm17
	movq	640(%rsp), %r11
	jmp	.LBB0_378
.LBB0_409:
	addq	56(%rsp), %rdi
	movq	%rdi, %rcx
	movq	72(%rsp), %r8
	movl	$3528531795, %r12d
	movq	2816(%rsp), %r14
	movq	5440(%rsp), %r13
	movl	136(%rsp), %ebx
	movq	5504(%rsp), %r10
	movq	7040(%rsp), %r11
	movq	3264(%rsp), %rsi
	jmp	.LBB0_363
.LBB0_410:
	addq	56(%rsp), %r9
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
	jmp	.LBB0_375
	.p2align	4
.LBB0_411:
	vmovaps	%xmm0, %xmm14
	cmpq	$31, %r8
	movabsq	$4611686018427387896, %r14
	jbe	.LBB0_413
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
	movq	32(%rsp), %r9
	cmovpl	%ecx, %edx
	movl	$3528531795, %ecx
	testb	%dl, %dl
	cmoveq	%rax, %rsi
.LBB0_413:
	movq	168(%rsp), %rax
	movq	832(%rsp), %r10
	vmovaps	112(%rsp), %xmm16
	vxorps	%xmm18, %xmm18, %xmm18
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	vmovdqa64	%zmm9, %zmm15
	vmovaps	%zmm3, %zmm9
	vmovd	.LCPI0_5(%rip), %xmm7
	jmp	.LBB0_830
	.p2align	4
.LBB0_414:
	movq	%rsi, %r14
	movq	%rbx, %rsi
	testl	%esi, %esi
	je	.LBB0_428
	cmpl	$1, %esi
	movq	832(%rsp), %r10
	vmovaps	1856(%rsp), %zmm17
	je	.LBB0_427
	cmpl	$3, %esi
	jne	.LBB0_429
	cmpq	$0, 24(%rsp)
	vmovaps	112(%rsp), %xmm16
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	je	.LBB0_446
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	leaq	19192(%rsp), %r15
	jmp	.LBB0_421
	.p2align	4
.LBB0_419:
	xorl	%r8d, %r8d
	movq	%rcx, %rax
.LBB0_420:
	vmovss	%xmm0, 10752(%rsp,%rax,4)
	movq	%r8, 19200(%rsp,%rax,8)
	leaq	1(%rax), %rcx
	incq	%rdx
	cmpq	24(%rsp), %rdx
	je	.LBB0_444
.LBB0_421:
	xorl	%eax, %eax
	movq	512(%rsp), %rsi
	vmovss	(%rsi,%rdx,4), %xmm0
	testq	%rcx, %rcx
	setne	%sil
	je	.LBB0_419
	movb	%sil, %al
	movq	%rcx, %rsi
	subq	%rax, %rsi
	cmpq	$0, 19200(%rsp,%rsi,8)
	jne	.LBB0_419
	movq	%r11, %rbx
	leaq	(%r15,%rcx,8), %rax
	leaq	-1(%rcx), %rsi
	leaq	10748(%rsp), %rdi
	leaq	(%rdi,%rcx,4), %rdi
	movq	%rsi, %r9
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_424:
	movq	%r9, %r10
	subq	$1, %r9
	movl	$1, %r11d
	cmovaeq	%r11, %r10
	vaddss	(%rdi), %xmm0, %xmm0
	cmpq	%r8, %rsi
	leaq	1(%r8), %r8
	je	.LBB0_426
	shll	$3, %r10d
	movq	%rax, %r11
	subq	%r10, %r11
	addq	$-8, %rax
	addq	$-4, %rdi
	cmpq	(%r11), %r8
	je	.LBB0_424
.LBB0_426:
	subq	%r8, %rcx
	movq	%rcx, %rax
	movq	32(%rsp), %r9
	movq	832(%rsp), %r10
	movq	%rbx, %r11
	jmp	.LBB0_420
.LBB0_427:
	movq	5632(%rsp), %r8
	movq	%r8, %rax
	shrq	$32, %rax
	movl	%r8d, %ecx
	movl	%eax, %edx
	andl	$2147483647, %edx
	notl	%eax
	testq	%r8, %r8
	cmovsl	%edx, %eax
	movq	2816(%rsp), %r15
	vmovd	%eax, %xmm1
	movq	4544(%rsp), %rax
	subq	%rcx, %rax
	movl	$3528531795, %ecx
	vpxord	%xmm27, %xmm27, %xmm27
	vcvtusi2ss	%rax, %xmm27, %xmm2
	movq	104(%rsp), %rax
	jmp	.LBB0_430
.LBB0_428:
	movq	832(%rsp), %r10
	vmovaps	1856(%rsp), %zmm17
	vmovaps	112(%rsp), %xmm16
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	jmp	.LBB0_714
.LBB0_429:
	vmovdqa	%xmm7, %xmm2
	vmovd	.LCPI0_2(%rip), %xmm1
.LBB0_430:
	vmovaps	112(%rsp), %xmm16
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	jmp	.LBB0_828
.LBB0_431:
	vmovdqa	%xmm0, 3520(%rsp)
	vmovss	.LCPI0_2(%rip), %xmm0
	vmovaps	%xmm0, 3104(%rsp)
	vmovaps	%xmm0, %xmm30
	vmovaps	%xmm0, %xmm24
	vmovaps	%xmm0, %xmm10
	vxorps	%xmm0, %xmm0, %xmm0
	vmovdqa64	%xmm1, %xmm31
	jmp	.LBB0_131
.LBB0_432:
	xorl	%eax, %eax
	jmp	.LBB0_151
.LBB0_433:
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%eax, %eax
	vpxor	%xmm1, %xmm1, %xmm1
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vmovd	.LCPI0_359(%rip), %xmm22
	vmovaps	%zmm14, %zmm11
	.p2align	4
.LBB0_434:
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
	jne	.LBB0_434
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
	jne	.LBB0_447
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	jmp	.LBB0_452
.LBB0_437:
	vmovaps	%zmm14, %zmm26
	xorl	%eax, %eax
	movq	4352(%rsp), %rdx
	movq	1696(%rsp), %rcx
	movq	1016(%rsp), %rdi
	movq	1200(%rsp), %r8
	vbroadcastss	.LCPI0_0(%rip), %zmm10
	vpternlogd	$255, %zmm12, %zmm12, %zmm12
	vpbroadcastd	.LCPI0_38(%rip), %zmm20
	vxorps	%xmm14, %xmm14, %xmm14
	.p2align	4
.LBB0_438:
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
	vmovdqu64	%zmm4, -192(%r8,%rax,4)
	vmovdqu64	%zmm5, -128(%r8,%rax,4)
	vmovdqu64	%zmm6, -64(%r8,%rax,4)
	vmovdqu64	%zmm7, (%r8,%rax,4)
	vmovups	%zmm10, -192(%rdi,%rax,4)
	vmovups	%zmm10, -128(%rdi,%rax,4)
	vmovups	%zmm10, -64(%rdi,%rax,4)
	vmovups	%zmm10, (%rdi,%rax,4)
	addq	$64, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_438
	movq	24(%rsp), %r8
	cmpq	%rcx, %r8
	vmovss	.LCPI0_5(%rip), %xmm7
	vpbroadcastd	.LCPI0_377(%rip), %xmm13
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovaps	2432(%rsp), %xmm10
	vmovaps	%zmm26, %zmm14
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	je	.LBB0_156
	movq	%r13, %r11
	movq	1696(%rsp), %rax
	movq	%rax, %rcx
	testb	$56, %r8b
	je	.LBB0_152
.LBB0_441:
	movq	2584(%rsp), %rdi
	movq	512(%rsp), %rax
	vxorps	%xmm2, %xmm2, %xmm2
	vpbroadcastd	.LCPI0_38(%rip), %ymm4
	vpcmpeqd	%ymm6, %ymm6, %ymm6
	.p2align	4
.LBB0_442:
	vaddps	(%rdx,%rcx,4), %ymm2, %ymm0
	vpmovd2m	%ymm0, %k2
	vpor	%ymm4, %ymm0, %ymm1
	vpxord	%ymm6, %ymm0, %ymm1 {%k2}
	vmovdqu	%ymm1, (%r11,%rcx,4)
	vmovups	%ymm17, (%rax,%rcx,4)
	addq	$8, %rcx
	cmpq	%rcx, %rdi
	jne	.LBB0_442
	movq	%rdi, %rax
	movq	24(%rsp), %r8
	cmpq	%rdi, %r8
	jne	.LBB0_152
	jmp	.LBB0_156
.LBB0_444:
	xorl	%esi, %esi
	testq	%rcx, %rcx
	sete	%dil
	setne	%sil
	movq	%rcx, %rdx
	subq	%rsi, %rdx
	vmovss	10752(%rsp,%rdx,4), %xmm0
	kmovd	%edi, %k2
	vmovss	%xmm18, %xmm0, %xmm0 {%k2}
	cmpq	$2, %rcx
	jae	.LBB0_697
	movabsq	$4611686018427387899, %rdi
	jmp	.LBB0_712
.LBB0_446:
	vxorps	%xmm0, %xmm0, %xmm0
	jmp	.LBB0_712
.LBB0_447:
	movq	%rdi, %rdx
	movq	%rdi, %rcx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	je	.LBB0_451
.LBB0_448:
	vmovd	%eax, %xmm0
	.p2align	4
.LBB0_449:
	vpsrld	$31, (%r11,%rdx,4), %ymm1
	vpaddd	%ymm1, %ymm0, %ymm0
	addq	$8, %rdx
	cmpq	%rdx, %r8
	jne	.LBB0_449
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %eax
	movq	%r8, %rcx
	cmpq	%r8, %r12
	je	.LBB0_452
	.p2align	4
.LBB0_451:
	movl	(%r11,%rcx,4), %edx
	shrl	$31, %edx
	addl	%edx, %eax
	incq	%rcx
	cmpq	%rcx, %r12
	jne	.LBB0_451
.LBB0_452:
	vpxord	%xmm25, %xmm25, %xmm25
	vcvtusi2ss	%eax, %xmm25, %xmm0
	xorl	%r9d, %r9d
	vucomiss	80(%rsp), %xmm0
	setae	%r9b
	shll	$31, %r9d
	leal	1073741824(%r9), %eax
	cmpq	$8, %r12
	jae	.LBB0_454
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_464
.LBB0_454:
	cmpq	$64, %r12
	jae	.LBB0_456
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_461
.LBB0_456:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_457:
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
	jne	.LBB0_457
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
	jne	.LBB0_460
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_465
.LBB0_460:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_464
.LBB0_461:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_462:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_462
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_465
	.p2align	4
.LBB0_464:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_464
.LBB0_465:
	vcvtusi2ss	%ecx, %xmm25, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$536870912, %eax
	cmpq	$8, %r12
	jae	.LBB0_467
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_477
.LBB0_467:
	cmpq	$64, %r12
	jae	.LBB0_469
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_474
.LBB0_469:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_470:
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
	jne	.LBB0_470
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
	jne	.LBB0_473
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_478
.LBB0_473:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_477
.LBB0_474:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_475:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_475
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_478
	.p2align	4
.LBB0_477:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_477
.LBB0_478:
	vcvtusi2ss	%ecx, %xmm29, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$268435456, %eax
	cmpq	$8, %r12
	jae	.LBB0_480
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_490
.LBB0_480:
	cmpq	$64, %r12
	jae	.LBB0_482
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_487
.LBB0_482:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_483:
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
	jne	.LBB0_483
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
	jne	.LBB0_486
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_491
.LBB0_486:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_490
.LBB0_487:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_488:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_488
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_491
	.p2align	4
.LBB0_490:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_490
.LBB0_491:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$134217728, %eax
	cmpq	$8, %r12
	jae	.LBB0_493
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_503
.LBB0_493:
	cmpq	$64, %r12
	jae	.LBB0_495
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_500
.LBB0_495:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_496:
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
	jne	.LBB0_496
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
	jne	.LBB0_499
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_504
.LBB0_499:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_503
.LBB0_500:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_501:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_501
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_504
	.p2align	4
.LBB0_503:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_503
.LBB0_504:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$67108864, %eax
	cmpq	$8, %r12
	jae	.LBB0_506
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_516
.LBB0_506:
	cmpq	$64, %r12
	jae	.LBB0_508
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_513
.LBB0_508:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_509:
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
	jne	.LBB0_509
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
	jne	.LBB0_512
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_517
.LBB0_512:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_516
.LBB0_513:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_514:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_514
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_517
	.p2align	4
.LBB0_516:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_516
.LBB0_517:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$33554432, %eax
	cmpq	$8, %r12
	jae	.LBB0_519
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_529
.LBB0_519:
	cmpq	$64, %r12
	jae	.LBB0_521
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_526
.LBB0_521:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_522:
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
	jne	.LBB0_522
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
	jne	.LBB0_525
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_530
.LBB0_525:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_529
.LBB0_526:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_527:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_527
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_530
	.p2align	4
.LBB0_529:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_529
.LBB0_530:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$16777216, %eax
	cmpq	$8, %r12
	jae	.LBB0_532
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_542
.LBB0_532:
	cmpq	$64, %r12
	jae	.LBB0_534
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_539
.LBB0_534:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_535:
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
	jne	.LBB0_535
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
	jne	.LBB0_538
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_543
.LBB0_538:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_542
.LBB0_539:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_540:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_540
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_543
	.p2align	4
.LBB0_542:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_542
.LBB0_543:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$8388608, %eax
	cmpq	$8, %r12
	jae	.LBB0_545
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_555
.LBB0_545:
	cmpq	$64, %r12
	jae	.LBB0_547
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_552
.LBB0_547:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_548:
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
	jne	.LBB0_548
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
	jne	.LBB0_551
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_556
.LBB0_551:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_555
.LBB0_552:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_553:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_553
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_556
	.p2align	4
.LBB0_555:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_555
.LBB0_556:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$4194304, %eax
	cmpq	$8, %r12
	jae	.LBB0_558
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_568
.LBB0_558:
	cmpq	$64, %r12
	jae	.LBB0_560
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_565
.LBB0_560:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_561:
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
	jne	.LBB0_561
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
	jne	.LBB0_564
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_569
.LBB0_564:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_568
.LBB0_565:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_566:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_566
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_569
	.p2align	4
.LBB0_568:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_568
.LBB0_569:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$2097152, %eax
	cmpq	$8, %r12
	jae	.LBB0_571
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_581
.LBB0_571:
	cmpq	$64, %r12
	jae	.LBB0_573
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_578
.LBB0_573:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_574:
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
	jne	.LBB0_574
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
	jne	.LBB0_577
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_582
.LBB0_577:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_581
.LBB0_578:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_579:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_579
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_582
	.p2align	4
.LBB0_581:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_581
.LBB0_582:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$1048576, %eax
	cmpq	$8, %r12
	jae	.LBB0_584
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_594
.LBB0_584:
	cmpq	$64, %r12
	jae	.LBB0_586
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_591
.LBB0_586:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_587:
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
	jne	.LBB0_587
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
	jne	.LBB0_590
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_595
.LBB0_590:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_594
.LBB0_591:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_592:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_592
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_595
	.p2align	4
.LBB0_594:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_594
.LBB0_595:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$524288, %eax
	cmpq	$8, %r12
	jae	.LBB0_597
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_607
.LBB0_597:
	cmpq	$64, %r12
	jae	.LBB0_599
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_604
.LBB0_599:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_600:
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
	jne	.LBB0_600
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
	jne	.LBB0_603
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_608
.LBB0_603:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_607
.LBB0_604:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_605:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_605
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_608
	.p2align	4
.LBB0_607:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_607
.LBB0_608:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$262144, %eax
	cmpq	$8, %r12
	jae	.LBB0_610
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_620
.LBB0_610:
	cmpq	$64, %r12
	jae	.LBB0_612
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_617
.LBB0_612:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_613:
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
	jne	.LBB0_613
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
	jne	.LBB0_616
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_621
.LBB0_616:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_620
.LBB0_617:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_618:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_618
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_621
	.p2align	4
.LBB0_620:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_620
.LBB0_621:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$131072, %eax
	cmpq	$8, %r12
	jae	.LBB0_623
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_633
.LBB0_623:
	cmpq	$64, %r12
	jae	.LBB0_625
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_630
.LBB0_625:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_626:
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
	jne	.LBB0_626
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
	jne	.LBB0_629
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_634
.LBB0_629:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_633
.LBB0_630:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_631:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_631
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_634
	.p2align	4
.LBB0_633:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_633
.LBB0_634:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %eax
	orl	$65536, %eax
	cmpq	$8, %r12
	jae	.LBB0_636
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_646
.LBB0_636:
	cmpq	$64, %r12
	jae	.LBB0_638
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_643
.LBB0_638:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_639:
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
	jne	.LBB0_639
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
	jne	.LBB0_642
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_647
.LBB0_642:
	movq	%rdi, %rsi
	movq	%rdi, %rdx
	testb	$56, %r12b
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_646
.LBB0_643:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_644:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %r8
	jne	.LBB0_644
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%r8, %rdx
	cmpq	%r8, %r12
	je	.LBB0_647
	.p2align	4
.LBB0_646:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_646
.LBB0_647:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r9d
	movl	%r9d, %edi
	shrl	$16, %edi
	movq	%r9, 768(%rsp)
	vpbroadcastd	%r9d, %zmm1
	vpsrld	$16, %zmm1, %zmm0
	vpsrld	$16, %ymm1, %ymm4
	xorl	%r8d, %r8d
	movl	$64, %r10d
	movq	%r11, %rbx
	xorl	%r15d, %r15d
	xorl	%r13d, %r13d
	xorl	%esi, %esi
	xorl	%r9d, %r9d
	jmp	.LBB0_651
.LBB0_648:
	movq	640(%rsp), %r11
.LBB0_649:
	movq	448(%rsp), %r8
	movq	192(%rsp), %r15
	movq	320(%rsp), %r13
.LBB0_650:
	addq	$64, %r10
	incq	%r8
	addq	$-64, %r15
	addq	$256, %r14
	addq	$256, %rbx
	cmpq	%r12, %r13
	jae	.LBB0_687
.LBB0_651:
	movq	%r13, %rax
	cmpq	%r10, %r12
	movq	%r10, %rcx
	cmovbq	%r12, %rcx
	addq	$64, %r13
	cmpq	%r12, %r13
	movq	%r12, %rdx
	cmovbq	%r13, %rdx
	cmpq	%rdx, %rax
	jae	.LBB0_650
	movq	%r13, 320(%rsp)
	movq	%r8, %rdx
	shlq	$6, %rdx
	movq	%rcx, %r11
	subq	%rdx, %r11
	xorl	%r13d, %r13d
	cmpq	$8, %r11
	movq	%r15, 192(%rsp)
	movq	%r8, 448(%rsp)
	movq	%rdx, 896(%rsp)
	jae	.LBB0_654
	movq	%rax, %r11
	movq	640(%rsp), %r12
	jmp	.LBB0_664
	.p2align	4
.LBB0_654:
	cmpq	$64, %r11
	jae	.LBB0_656
	xorl	%r15d, %r15d
	xorl	%r13d, %r13d
	jmp	.LBB0_661
.LBB0_656:
	movq	%rcx, %r13
	andq	$-64, %r13
	addq	%r15, %r13
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
.LBB0_657:
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
	jne	.LBB0_657
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
	je	.LBB0_685
	cmpl	$8, %r12d
	vmovdqa64	2112(%rsp), %zmm28
	vmovdqa64	1536(%rsp), %zmm9
	vmovdqa64	1984(%rsp), %zmm8
	vmovdqa64	3008(%rsp), %zmm15
	vmovss	.LCPI0_5(%rip), %xmm7
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovaps	2432(%rsp), %xmm10
	vmovdqa64	1792(%rsp), %zmm26
	jb	.LBB0_686
	vbroadcastsd	.LCPI0_20(%rip), %zmm11
.LBB0_661:
	movq	%rcx, %rdx
	andq	$-8, %rdx
	movl	%ecx, %r8d
	andl	$7, %r8d
	subq	%r8, %r11
	addq	%rax, %r11
	vmovd	%r9d, %xmm2
	vmovd	%r13d, %xmm1
	addq	%rax, %r15
	movq	640(%rsp), %r12
	.p2align	4
.LBB0_662:
	vpsrld	$16, (%r12,%r15,4), %ymm3
	vpcmpgtd	%ymm4, %ymm3, %ymm5
	vpsubd	%ymm5, %ymm2, %ymm2
	vpcmpeqd	%ymm4, %ymm3, %ymm3
	vpsrld	$31, %ymm3, %ymm3
	vpor	%ymm3, %ymm1, %ymm1
	addq	$8, %r15
	cmpq	%r15, %rdx
	jne	.LBB0_662
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
	je	.LBB0_665
	.p2align	4
.LBB0_664:
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
	jne	.LBB0_664
.LBB0_665:
	testl	%r13d, %r13d
	movq	24(%rsp), %r12
	je	.LBB0_648
.LBB0_666:
	testb	$3, %cl
	movq	640(%rsp), %r11
	je	.LBB0_673
	movq	%r11, %r13
	movl	%ecx, %r8d
	andl	$3, %r8d
	xorl	%edx, %edx
	jmp	.LBB0_669
	.p2align	4
.LBB0_668:
	incq	%rdx
	cmpq	%rdx, %r8
	je	.LBB0_671
.LBB0_669:
	movl	(%rbx,%rdx,4), %r11d
	movl	%r11d, %r15d
	shrl	$16, %r15d
	cmpl	%edi, %r15d
	jne	.LBB0_668
	movl	%r11d, (%r13,%rsi,4)
	leal	(%rax,%rdx), %r11d
	movq	512(%rsp), %r15
	movl	%r11d, (%r15,%rsi,4)
	incq	%rsi
	jmp	.LBB0_668
.LBB0_671:
	movq	192(%rsp), %r15
	subq	%r15, %rdx
	movq	%rdx, %rax
	movq	%r13, %r11
	movq	320(%rsp), %r13
	movq	896(%rsp), %rdx
	subq	%rcx, %rdx
	cmpq	$-4, %rdx
	jbe	.LBB0_674
.LBB0_672:
	movq	448(%rsp), %r8
	jmp	.LBB0_650
.LBB0_673:
	movq	192(%rsp), %r15
	leaq	64(%rax), %r13
	movq	896(%rsp), %rdx
	subq	%rcx, %rdx
	cmpq	$-4, %rdx
	ja	.LBB0_672
.LBB0_674:
	movq	%r11, %r13
	subq	%rax, %rcx
	movq	5712(%rsp), %rdx
	leaq	(%rdx,%rax,4), %r11
	xorl	%r15d, %r15d
	jmp	.LBB0_676
	.p2align	4
.LBB0_675:
	addq	$4, %r15
	cmpq	%r15, %rcx
	je	.LBB0_684
.LBB0_676:
	movl	-12(%r11,%r15,4), %edx
	movl	%edx, %r8d
	shrl	$16, %r8d
	cmpl	%edi, %r8d
	jne	.LBB0_678
	movl	%edx, (%r13,%rsi,4)
	leal	(%rax,%r15), %edx
	movq	512(%rsp), %r8
	movl	%edx, (%r8,%rsi,4)
	incq	%rsi
.LBB0_678:
	movl	-8(%r11,%r15,4), %edx
	movl	%edx, %r8d
	shrl	$16, %r8d
	cmpl	%edi, %r8d
	jne	.LBB0_680
	movl	%edx, (%r13,%rsi,4)
	leal	(%rax,%r15), %edx
	incl	%edx
	movq	512(%rsp), %r8
	movl	%edx, (%r8,%rsi,4)
	incq	%rsi
.LBB0_680:
	movl	-4(%r11,%r15,4), %edx
	movl	%edx, %r8d
	shrl	$16, %r8d
	cmpl	%edi, %r8d
	jne	.LBB0_682
	movl	%edx, (%r13,%rsi,4)
	leal	(%rax,%r15), %edx
	addl	$2, %edx
	movq	512(%rsp), %r8
	movl	%edx, (%r8,%rsi,4)
	incq	%rsi
.LBB0_682:
	movl	(%r11,%r15,4), %edx
	movl	%edx, %r8d
	shrl	$16, %r8d
	cmpl	%edi, %r8d
	jne	.LBB0_675
	movl	%edx, (%r13,%rsi,4)
	leal	(%rax,%r15), %edx
	addl	$3, %edx
	movq	512(%rsp), %r8
	movl	%edx, (%r8,%rsi,4)
	incq	%rsi
	jmp	.LBB0_675
.LBB0_684:
	movq	%r13, %r11
	jmp	.LBB0_649
.LBB0_685:
	vmovdqa64	2112(%rsp), %zmm28
	vmovdqa64	1536(%rsp), %zmm9
	vmovdqa64	1984(%rsp), %zmm8
	vmovdqa64	3008(%rsp), %zmm15
	vmovss	.LCPI0_5(%rip), %xmm7
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovaps	2432(%rsp), %xmm10
	vmovdqa64	1792(%rsp), %zmm26
	vbroadcastsd	.LCPI0_20(%rip), %zmm11
	testl	%r13d, %r13d
	movq	24(%rsp), %r12
	jne	.LBB0_666
	jmp	.LBB0_648
.LBB0_686:
	addq	%rax, %r15
	movq	%r15, %r11
	movq	640(%rsp), %r12
	vbroadcastsd	.LCPI0_20(%rip), %zmm11
	jmp	.LBB0_664
.LBB0_687:
	movq	768(%rsp), %r10
	movl	%r10d, %eax
	orl	$32768, %eax
	testq	%rsi, %rsi
	je	.LBB0_690
	cmpq	$8, %rsi
	movq	1200(%rsp), %r8
	movabsq	$-9223372036854775808, %rbx
	movq	512(%rsp), %r12
	jae	.LBB0_691
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_915
.LBB0_690:
	vcvtusi2ss	%r9d, %xmm31, %xmm0
	vmovaps	80(%rsp), %xmm1
	vucomiss	%xmm1, %xmm0
	cmovael	%eax, %r10d
	movl	%r10d, %eax
	orl	$16384, %eax
	vucomiss	%xmm1, %xmm0
	cmovbl	%r10d, %eax
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
	movl	%eax, %r10d
	orl	$2, %r10d
	vucomiss	%xmm1, %xmm0
	cmovbl	%eax, %r10d
	movl	%r10d, %eax
	orl	$1, %eax
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	movabsq	$-9223372036854775808, %rbx
	movq	512(%rsp), %r12
	jmp	.LBB0_1129
.LBB0_691:
	cmpq	$64, %rsi
	jae	.LBB0_693
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_704
.LBB0_693:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_694:
	vpcmpleud	-192(%r8,%rdx,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rdx,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rdx,4), %zmm2, %k3
	vpcmpleud	(%r8,%rdx,4), %zmm2, %k4
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
	jne	.LBB0_694
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
	jne	.LBB0_703
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_917
.LBB0_697:
	leaq	-1(%rax), %rsi
	movl	%edx, %ecx
	andl	$7, %ecx
	cmpq	$7, %rsi
	jae	.LBB0_707
	xorl	%esi, %esi
	jmp	.LBB0_710
.LBB0_699:
	vbroadcastss	1392(%rsp), %zmm1
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_10(%rip), %zmm2
	vmovdqa64	.LCPI0_9(%rip), %zmm3
	movq	4352(%rsp), %rcx
	movq	3544(%rsp), %rdi
	movq	512(%rsp), %r8
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
	vmovaps	1856(%rsp), %zmm5
	vmovaps	768(%rsp), %zmm29
	vxorps	%xmm30, %xmm30, %xmm30
	vpbroadcastq	.LCPI0_11(%rip), %zmm22
	.p2align	4
.LBB0_700:
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
	jne	.LBB0_700
	movq	24(%rsp), %r8
	cmpq	%rdi, %r8
	vmovss	.LCPI0_359(%rip), %xmm20
	vmovss	.LCPI0_364(%rip), %xmm23
	vmovaps	144(%rsp), %xmm14
	jne	.LBB0_831
	movq	104(%rsp), %rax
	movl	$3528531795, %ecx
	vmovdqa64	2112(%rsp), %zmm28
	vmovdqa64	1536(%rsp), %zmm9
	vmovdqa64	1984(%rsp), %zmm8
	vmovdqa64	3008(%rsp), %zmm15
	vmovd	.LCPI0_5(%rip), %xmm7
	movabsq	$4611686018427387899, %rdi
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovaps	3968(%rsp), %xmm30
	vmovaps	2432(%rsp), %xmm10
	vmovaps	384(%rsp), %xmm24
	vmovaps	5824(%rsp), %xmm25
	vmovdqa64	4416(%rsp), %zmm23
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vmovaps	1856(%rsp), %zmm17
	vmovdqa64	1792(%rsp), %zmm26
	vpbroadcastq	.LCPI0_20(%rip), %zmm11
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	jmp	.LBB0_246
.LBB0_703:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_915
.LBB0_704:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_705:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_705
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_916
.LBB0_707:
	leaq	(%rsp,%rdx,4), %rdi
	addq	$10752, %rdi
	andq	$-8, %rdx
	leaq	1(%rax), %rsi
	cmpq	$1, %rsi
	movl	$1, %r8d
	cmovaeq	%r8, %rsi
	shll	$2, %esi
	leaq	(%rsp,%rax,4), %r8
	addq	$10752, %r8
	subq	%rsi, %r8
	xorl	%esi, %esi
	movabsq	$4611686018427387902, %r15
	movabsq	$4611686018427387901, %r12
	movabsq	$4611686018427387900, %r11
	movabsq	$4611686018427387896, %r13
	movabsq	$4611686018427387897, %r14
	.p2align	4
.LBB0_708:
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
	movabsq	$4611686018427387898, %rbx
	xorq	%rbx, %r9
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
	jne	.LBB0_708
	testq	%rcx, %rcx
	movq	32(%rsp), %r9
	movabsq	$4611686018427387899, %rdi
	movq	2176(%rsp), %r12
	movq	640(%rsp), %r11
	je	.LBB0_712
.LBB0_710:
	shlq	$2, %rsi
	negq	%rsi
	leaq	(%rsp,%rsi), %rdx
	addq	$10752, %rdx
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
.LBB0_711:
	vaddss	(%rax,%rdx,4), %xmm0, %xmm0
	decq	%rdx
	cmpq	%rdx, %rcx
	jne	.LBB0_711
.LBB0_712:
	xorl	%ebx, %ebx
	vucomiss	52(%rsp), %xmm0
	movq	2816(%rsp), %r15
	jae	.LBB0_714
	vmovdqa	%xmm7, %xmm2
	vmovd	.LCPI0_2(%rip), %xmm1
	movq	104(%rsp), %rax
	movl	$3528531795, %ecx
	jmp	.LBB0_828
.LBB0_714:
	xorl	%r15d, %r15d
	jmp	.LBB0_717
	.p2align	4
.LBB0_715:
	vxorps	%xmm0, %xmm0, %xmm0
	vpxor	%xmm1, %xmm1, %xmm1
	vpxor	%xmm2, %xmm2, %xmm2
.LBB0_716:
	vmovss	52(%rsp), %xmm3
	vucomiss	%xmm3, %xmm0
	setae	%al
	movq	896(%rsp), %rcx
	cmovael	320(%rsp), %ecx
	movl	192(%rsp), %edx
	cmovael	448(%rsp), %edx
	kmovd	%eax, %k2
	vmovss	%xmm1, %xmm2, %xmm2 {%k2}
	vucomiss	%xmm3, %xmm2
	movl	%edx, %ebx
	cmovbl	%ecx, %ebx
	incq	%r15
	cmpq	$16, %r15
	je	.LBB0_767
.LBB0_717:
	leal	(%r15,%r15), %eax
	movb	$30, %cl
	subb	%al, %cl
	movl	$-2147483648, %edx
	shrxl	%eax, %edx, %eax
	orl	%ebx, %eax
	movl	%eax, 320(%rsp)
	btsl	%ecx, %eax
	movl	%eax, 448(%rsp)
	movq	%rbx, 896(%rsp)
	movl	%ebx, %eax
	btsl	%ecx, %eax
	movl	%eax, 192(%rsp)
	cmpq	$0, 24(%rsp)
	je	.LBB0_715
	movq	%r15, 2496(%rsp)
	xorl	%r13d, %r13d
	xorl	%r15d, %r15d
	xorl	%r11d, %r11d
	xorl	%ebx, %ebx
	movq	24(%rsp), %r9
	jmp	.LBB0_721
	.p2align	4
.LBB0_719:
	movq	%r11, %rcx
	xorl	%r8d, %r8d
.LBB0_720:
	leaq	1(%r14), %r15
	leaq	1(%rdx), %rbx
	vmovss	%xmm0, 11520(%rsp,%rcx,4)
	movq	%r8, 20736(%rsp,%rcx,8)
	leaq	1(%rcx), %r11
	incq	%r13
	cmpq	%r9, %r13
	je	.LBB0_741
.LBB0_721:
	movq	640(%rsp), %rax
	movl	(%rax,%r13,4), %ecx
	cmpl	320(%rsp), %ecx
	setb	%dl
	xorl	%eax, %eax
	movq	512(%rsp), %rsi
	vmovss	(%rsi,%r13,4), %xmm0
	kmovd	%edx, %k2
	vmovaps	%xmm0, %xmm1
	vmovss	%xmm18, %xmm1, %xmm1 {%k2}
	testq	%r15, %r15
	setne	%dl
	je	.LBB0_727
	movb	%dl, %al
	movq	%r15, %rdx
	subq	%rax, %rdx
	cmpq	$0, 19712(%rsp,%rdx,8)
	jne	.LBB0_727
	leaq	19704(%rsp), %rax
	leaq	(%rax,%r15,8), %rsi
	leaq	-1(%r15), %r10
	leaq	11004(%rsp), %rax
	leaq	(%rax,%r15,4), %r14
	movq	%r10, %r8
	xorl	%edx, %edx
	.p2align	4
.LBB0_724:
	movq	%r8, %rax
	subq	$1, %r8
	movl	$1, %r12d
	cmovaeq	%r12, %rax
	vaddss	(%r14), %xmm1, %xmm1
	cmpq	%rdx, %r10
	leaq	1(%rdx), %rdx
	je	.LBB0_726
	shll	$3, %eax
	movq	%rsi, %r12
	subq	%rax, %r12
	addq	$-8, %rsi
	addq	$-4, %r14
	cmpq	(%r12), %rdx
	je	.LBB0_724
.LBB0_726:
	subq	%rdx, %r15
	movq	%r15, %r14
	movq	24(%rsp), %r9
	movq	832(%rsp), %r10
	jmp	.LBB0_728
	.p2align	4
.LBB0_727:
	movq	%r15, %r14
	xorl	%edx, %edx
.LBB0_728:
	cmpl	448(%rsp), %ecx
	setb	%sil
	xorl	%eax, %eax
	vmovss	%xmm1, 11008(%rsp,%r14,4)
	movq	%rdx, 19712(%rsp,%r14,8)
	kmovd	%esi, %k2
	vmovaps	%xmm0, %xmm1
	vmovss	%xmm18, %xmm1, %xmm1 {%k2}
	testq	%rbx, %rbx
	setne	%dl
	je	.LBB0_734
	movb	%dl, %al
	movq	%rbx, %rdx
	subq	%rax, %rdx
	cmpq	$0, 20224(%rsp,%rdx,8)
	jne	.LBB0_734
	leaq	20216(%rsp), %rax
	leaq	(%rax,%rbx,8), %rdx
	leaq	-1(%rbx), %r8
	leaq	11260(%rsp), %rax
	leaq	(%rax,%rbx,4), %rax
	movq	%r8, %r15
	xorl	%esi, %esi
	.p2align	4
.LBB0_731:
	movq	%r15, %r10
	subq	$1, %r15
	movl	$1, %r12d
	cmovaeq	%r12, %r10
	vaddss	(%rax), %xmm1, %xmm1
	cmpq	%rsi, %r8
	leaq	1(%rsi), %rsi
	je	.LBB0_733
	shll	$3, %r10d
	movq	%rdx, %r12
	subq	%r10, %r12
	addq	$-8, %rdx
	addq	$-4, %rax
	cmpq	(%r12), %rsi
	je	.LBB0_731
.LBB0_733:
	subq	%rsi, %rbx
	movq	%rbx, %rdx
	movq	24(%rsp), %r9
	movq	832(%rsp), %r10
	jmp	.LBB0_735
	.p2align	4
.LBB0_734:
	movq	%rbx, %rdx
	xorl	%esi, %esi
.LBB0_735:
	cmpl	192(%rsp), %ecx
	setb	%cl
	xorl	%eax, %eax
	vmovss	%xmm1, 11264(%rsp,%rdx,4)
	movq	%rsi, 20224(%rsp,%rdx,8)
	kmovd	%ecx, %k2
	vmovss	%xmm18, %xmm0, %xmm0 {%k2}
	testq	%r11, %r11
	setne	%cl
	je	.LBB0_719
	movb	%cl, %al
	movq	%r11, %rcx
	subq	%rax, %rcx
	cmpq	$0, 20736(%rsp,%rcx,8)
	jne	.LBB0_719
	leaq	20728(%rsp), %rax
	leaq	(%rax,%r11,8), %rcx
	leaq	-1(%r11), %rsi
	leaq	11516(%rsp), %rax
	leaq	(%rax,%r11,4), %rax
	movq	%rsi, %rbx
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_738:
	movq	%rbx, %r10
	subq	$1, %rbx
	movl	$1, %r15d
	cmovaeq	%r15, %r10
	vaddss	(%rax), %xmm0, %xmm0
	cmpq	%r8, %rsi
	leaq	1(%r8), %r8
	je	.LBB0_740
	shll	$3, %r10d
	movq	%rcx, %r15
	subq	%r10, %r15
	addq	$-8, %rcx
	addq	$-4, %rax
	cmpq	(%r15), %r8
	je	.LBB0_738
.LBB0_740:
	subq	%r8, %r11
	movq	%r11, %rcx
	movq	832(%rsp), %r10
	jmp	.LBB0_720
	.p2align	4
.LBB0_741:
	xorl	%eax, %eax
	testq	%r15, %r15
	sete	%sil
	setne	%al
	movq	%r15, %r8
	subq	%rax, %r8
	vmovss	11008(%rsp,%r8,4), %xmm0
	kmovd	%esi, %k2
	vmovss	%xmm18, %xmm0, %xmm0 {%k2}
	cmpq	$2, %r15
	jb	.LBB0_749
	leaq	-1(%r14), %rax
	movl	%r8d, %r15d
	andl	$7, %r15d
	cmpq	$7, %rax
	jae	.LBB0_744
	xorl	%r13d, %r13d
	jmp	.LBB0_747
.LBB0_744:
	leaq	(%rsp,%r8,4), %rsi
	addq	$11008, %rsi
	andq	$-8, %r8
	leaq	1(%r14), %r10
	cmpq	$1, %r10
	movl	$1, %eax
	cmovaeq	%rax, %r10
	shll	$2, %r10d
	leaq	(%rsp,%r14,4), %rax
	addq	$11008, %rax
	subq	%r10, %rax
	xorl	%r13d, %r13d
	movq	%rdi, %r12
	movabsq	$4611686018427387898, %r9
	.p2align	4
.LBB0_745:
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
	jne	.LBB0_745
	testq	%r15, %r15
	movq	832(%rsp), %r10
	movq	%r12, %rdi
	je	.LBB0_749
.LBB0_747:
	shlq	$2, %r13
	negq	%r13
	leaq	(%rsp,%r13), %rax
	addq	$11008, %rax
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
.LBB0_748:
	vaddss	(%rax,%rsi,4), %xmm0, %xmm0
	decq	%rsi
	cmpq	%rsi, %r15
	jne	.LBB0_748
.LBB0_749:
	xorl	%eax, %eax
	testq	%rbx, %rbx
	sete	%sil
	setne	%al
	movq	%rbx, %r8
	subq	%rax, %r8
	vmovss	11264(%rsp,%r8,4), %xmm1
	kmovd	%esi, %k2
	vmovss	%xmm18, %xmm1, %xmm1 {%k2}
	cmpq	$2, %rbx
	jae	.LBB0_751
	movabsq	$4611686018427387897, %r15
	movabsq	$4611686018427387896, %r14
	movq	2176(%rsp), %r12
	jmp	.LBB0_758
	.p2align	4
.LBB0_751:
	leaq	-1(%rdx), %rax
	movl	%r8d, %ebx
	andl	$7, %ebx
	cmpq	$7, %rax
	jae	.LBB0_753
	xorl	%esi, %esi
	movabsq	$4611686018427387897, %r15
	movabsq	$4611686018427387896, %r14
	movq	2176(%rsp), %r12
	jmp	.LBB0_756
.LBB0_753:
	leaq	(%rsp,%r8,4), %r14
	addq	$11264, %r14
	andq	$-8, %r8
	leaq	1(%rdx), %rsi
	cmpq	$1, %rsi
	movl	$1, %eax
	cmovaeq	%rax, %rsi
	shll	$2, %esi
	leaq	(%rsp,%rdx,4), %rax
	addq	$11264, %rax
	subq	%rsi, %rax
	xorl	%esi, %esi
	movabsq	$4611686018427387901, %r9
	movq	%rdi, %r13
	movabsq	$4611686018427387900, %rdi
	movabsq	$4611686018427387898, %r15
	.p2align	4
.LBB0_754:
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
	jne	.LBB0_754
	testq	%rbx, %rbx
	movq	832(%rsp), %r10
	movq	%r13, %rdi
	movabsq	$4611686018427387897, %r15
	movabsq	$4611686018427387896, %r14
	movq	2176(%rsp), %r12
	je	.LBB0_758
.LBB0_756:
	shlq	$2, %rsi
	negq	%rsi
	leaq	(%rsp,%rsi), %rax
	addq	$11264, %rax
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
.LBB0_757:
	vaddss	(%rax,%rdx,4), %xmm1, %xmm1
	decq	%rdx
	cmpq	%rdx, %rbx
	jne	.LBB0_757
.LBB0_758:
	xorl	%eax, %eax
	testq	%r11, %r11
	sete	%dl
	setne	%al
	movq	%r11, %r8
	subq	%rax, %r8
	vmovss	11520(%rsp,%r8,4), %xmm2
	kmovd	%edx, %k2
	vmovss	%xmm18, %xmm2, %xmm2 {%k2}
	cmpq	$2, %r11
	jae	.LBB0_760
.LBB0_759:
	movq	2496(%rsp), %r15
	jmp	.LBB0_716
	.p2align	4
.LBB0_760:
	leaq	-1(%rcx), %rax
	movl	%r8d, %edx
	andl	$7, %edx
	cmpq	$7, %rax
	jae	.LBB0_762
	xorl	%r11d, %r11d
	jmp	.LBB0_765
.LBB0_762:
	leaq	(%rsp,%r8,4), %rsi
	addq	$11520, %rsi
	andq	$-8, %r8
	leaq	1(%rcx), %r10
	cmpq	$1, %r10
	movl	$1, %eax
	cmovaeq	%rax, %r10
	shll	$2, %r10d
	leaq	(%rsp,%rcx,4), %rax
	addq	$11520, %rax
	subq	%r10, %rax
	xorl	%r11d, %r11d
	movabsq	$4611686018427387902, %r12
	movabsq	$4611686018427387901, %r9
	movq	%rdi, %r13
	movabsq	$4611686018427387900, %rdi
	movq	%r14, %rbx
	movabsq	$4611686018427387898, %r14
	.p2align	4
.LBB0_763:
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
	jne	.LBB0_763
	testq	%rdx, %rdx
	movq	832(%rsp), %r10
	movq	%r13, %rdi
	movq	2176(%rsp), %r12
	je	.LBB0_759
.LBB0_765:
	shlq	$2, %r11
	negq	%r11
	leaq	(%rsp,%r11), %rax
	addq	$11520, %rax
	leaq	1(%rcx), %rsi
	cmpq	$1, %rsi
	movl	$1, %r8d
	cmovaeq	%r8, %rsi
	shll	$2, %esi
	leaq	(%rax,%rcx,4), %rax
	subq	%rsi, %rax
	negq	%rdx
	xorl	%ecx, %ecx
	movq	2496(%rsp), %r15
	.p2align	4
.LBB0_766:
	vaddss	(%rax,%rcx,4), %xmm2, %xmm2
	decq	%rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_766
	jmp	.LBB0_716
.LBB0_767:
	movq	%rbx, 896(%rsp)
	cmpq	$0, 3560(%rsp)
	je	.LBB0_826
	xorl	%r15d, %r15d
	xorl	%ebx, %ebx
	jmp	.LBB0_772
	.p2align	4
.LBB0_769:
	vxorps	%xmm0, %xmm0, %xmm0
	vxorps	%xmm1, %xmm1, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
.LBB0_770:
	movabsq	$4611686018427387899, %rdi
.LBB0_771:
	vmovss	52(%rsp), %xmm3
	vucomiss	%xmm3, %xmm0
	setae	%al
	cmovaeq	320(%rsp), %rbx
	movq	192(%rsp), %rcx
	cmovaeq	448(%rsp), %rcx
	kmovd	%eax, %k2
	vmovss	%xmm1, %xmm2, %xmm2 {%k2}
	vucomiss	%xmm3, %xmm2
	cmovaeq	%rcx, %rbx
	incq	%r15
	cmpq	3560(%rsp), %r15
	je	.LBB0_827
.LBB0_772:
	leaq	(%r15,%r15), %rax
	leaq	1(,%r15,2), %rcx
	movq	5792(%rsp), %rdi
	cmpq	%rdi, %rcx
	movl	%eax, %edx
	cmovbl	%ecx, %edx
	movq	5784(%rsp), %r8
	movl	%r8d, %esi
	subl	%edx, %esi
	cmpq	%rdi, %rcx
	movl	$1, %ecx
	shlxq	%rsi, %rcx, %rdx
	movl	$0, %ecx
	cmovaeq	%rcx, %rdx
	movl	%r8d, %ecx
	subl	%eax, %ecx
	movq	%rbx, %rax
	btsq	%rcx, %rax
	movq	%rdx, %rcx
	movq	%rax, 320(%rsp)
	orq	%rax, %rcx
	movq	%rcx, 448(%rsp)
	orq	%rbx, %rdx
	movq	%rdx, 192(%rsp)
	cmpq	$0, 24(%rsp)
	je	.LBB0_769
	movq	%r15, 768(%rsp)
	movq	%rbx, 2496(%rsp)
	xorl	%edi, %edi
	xorl	%ebx, %ebx
	xorl	%r14d, %r14d
	xorl	%r15d, %r15d
	movq	24(%rsp), %r9
	movq	896(%rsp), %r12
	jmp	.LBB0_776
	.p2align	4
.LBB0_774:
	movq	%rbx, %rcx
	xorl	%r8d, %r8d
.LBB0_775:
	leaq	1(%r13), %r15
	leaq	1(%rdx), %r14
	vmovss	%xmm1, 12288(%rsp,%rcx,4)
	movq	%r8, 22272(%rsp,%rcx,8)
	leaq	1(%rcx), %rbx
	incq	%rdi
	cmpq	%r9, %rdi
	movq	832(%rsp), %r10
	je	.LBB0_796
.LBB0_776:
	movq	640(%rsp), %rax
	movl	(%rax,%rdi,4), %ecx
	cmpl	%r12d, %ecx
	seta	%al
	sete	%dl
	movq	4544(%rsp), %rsi
	subq	%rdi, %rsi
	cmpq	320(%rsp), %rsi
	kmovd	%edx, %k2
	setae	%dl
	kmovd	%edx, %k3
	movq	512(%rsp), %rdx
	vmovss	(%rdx,%rdi,4), %xmm0
	vmovss	%xmm0, %xmm0, %xmm1 {%k2} {z}
	vmovss	%xmm1, %xmm1, %xmm1 {%k3} {z}
	kmovd	%eax, %k2
	xorl	%eax, %eax
	vmovss	%xmm0, %xmm1, %xmm1 {%k2}
	testq	%r15, %r15
	setne	%dl
	je	.LBB0_782
	movb	%dl, %al
	movq	%r15, %rdx
	subq	%rax, %rdx
	cmpq	$0, 21248(%rsp,%rdx,8)
	jne	.LBB0_782
	leaq	21240(%rsp), %rax
	leaq	(%rax,%r15,8), %r8
	leaq	-1(%r15), %r10
	leaq	11772(%rsp), %rax
	leaq	(%rax,%r15,4), %rax
	movq	%r10, %r11
	xorl	%edx, %edx
	.p2align	4
.LBB0_779:
	movq	%r11, %r13
	subq	$1, %r11
	movl	$1, %r12d
	cmovaeq	%r12, %r13
	vaddss	(%rax), %xmm1, %xmm1
	cmpq	%rdx, %r10
	leaq	1(%rdx), %rdx
	je	.LBB0_781
	shll	$3, %r13d
	movq	%r8, %r12
	subq	%r13, %r12
	addq	$-8, %r8
	addq	$-4, %rax
	cmpq	(%r12), %rdx
	je	.LBB0_779
.LBB0_781:
	subq	%rdx, %r15
	movq	%r15, %r13
	movq	24(%rsp), %r9
	movq	896(%rsp), %r12
	jmp	.LBB0_783
	.p2align	4
.LBB0_782:
	movq	%r15, %r13
	xorl	%edx, %edx
.LBB0_783:
	cmpl	%r12d, %ecx
	seta	%r8b
	sete	%r10b
	cmpq	448(%rsp), %rsi
	setae	%r11b
	xorl	%eax, %eax
	vmovss	%xmm1, 11776(%rsp,%r13,4)
	movq	%rdx, 21248(%rsp,%r13,8)
	kmovd	%r11d, %k2
	kmovd	%r10d, %k3
	vmovss	%xmm0, %xmm0, %xmm1 {%k3} {z}
	vmovss	%xmm1, %xmm1, %xmm1 {%k2} {z}
	kmovd	%r8d, %k2
	vmovss	%xmm0, %xmm1, %xmm1 {%k2}
	testq	%r14, %r14
	setne	%dl
	je	.LBB0_789
	movb	%dl, %al
	movq	%r14, %rdx
	subq	%rax, %rdx
	cmpq	$0, 21760(%rsp,%rdx,8)
	jne	.LBB0_789
	leaq	21752(%rsp), %rax
	leaq	(%rax,%r14,8), %rdx
	leaq	-1(%r14), %r15
	leaq	12028(%rsp), %rax
	leaq	(%rax,%r14,4), %rax
	movq	%r15, %r11
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_786:
	movq	%r11, %r10
	subq	$1, %r11
	movl	$1, %r12d
	cmovaeq	%r12, %r10
	vaddss	(%rax), %xmm1, %xmm1
	cmpq	%r8, %r15
	leaq	1(%r8), %r8
	je	.LBB0_788
	shll	$3, %r10d
	movq	%rdx, %r12
	subq	%r10, %r12
	addq	$-8, %rdx
	addq	$-4, %rax
	cmpq	(%r12), %r8
	je	.LBB0_786
.LBB0_788:
	subq	%r8, %r14
	movq	%r14, %rdx
	movq	24(%rsp), %r9
	movq	896(%rsp), %r12
	jmp	.LBB0_790
	.p2align	4
.LBB0_789:
	movq	%r14, %rdx
	xorl	%r8d, %r8d
.LBB0_790:
	cmpl	%r12d, %ecx
	seta	%cl
	sete	%r10b
	cmpq	192(%rsp), %rsi
	setae	%sil
	xorl	%eax, %eax
	vmovss	%xmm1, 12032(%rsp,%rdx,4)
	movq	%r8, 21760(%rsp,%rdx,8)
	kmovd	%esi, %k2
	kmovd	%r10d, %k3
	vmovss	%xmm0, %xmm0, %xmm1 {%k3} {z}
	vmovss	%xmm1, %xmm1, %xmm1 {%k2} {z}
	kmovd	%ecx, %k2
	vmovss	%xmm0, %xmm1, %xmm1 {%k2}
	testq	%rbx, %rbx
	setne	%cl
	je	.LBB0_774
	movb	%cl, %al
	movq	%rbx, %rcx
	subq	%rax, %rcx
	cmpq	$0, 22272(%rsp,%rcx,8)
	jne	.LBB0_774
	leaq	22264(%rsp), %rax
	leaq	(%rax,%rbx,8), %rcx
	leaq	-1(%rbx), %rsi
	leaq	12284(%rsp), %rax
	leaq	(%rax,%rbx,4), %rax
	movq	%rsi, %r11
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_793:
	movq	%r11, %r10
	subq	$1, %r11
	movl	$1, %r14d
	cmovaeq	%r14, %r10
	vaddss	(%rax), %xmm1, %xmm1
	cmpq	%r8, %rsi
	leaq	1(%r8), %r8
	je	.LBB0_795
	shll	$3, %r10d
	movq	%rcx, %r14
	subq	%r10, %r14
	addq	$-8, %rcx
	addq	$-4, %rax
	cmpq	(%r14), %r8
	je	.LBB0_793
.LBB0_795:
	subq	%r8, %rbx
	movq	%rbx, %rcx
	jmp	.LBB0_775
	.p2align	4
.LBB0_796:
	xorl	%eax, %eax
	testq	%r15, %r15
	sete	%sil
	setne	%al
	movq	%r15, %rdi
	subq	%rax, %rdi
	vmovss	11776(%rsp,%rdi,4), %xmm0
	kmovd	%esi, %k2
	vmovss	%xmm18, %xmm0, %xmm0 {%k2}
	cmpq	$2, %r15
	jae	.LBB0_798
	movabsq	$4611686018427387897, %r15
	jmp	.LBB0_805
	.p2align	4
.LBB0_798:
	leaq	-1(%r13), %rax
	movl	%edi, %esi
	andl	$7, %esi
	cmpq	$7, %rax
	jae	.LBB0_800
	xorl	%r8d, %r8d
	movabsq	$4611686018427387897, %r15
	jmp	.LBB0_803
.LBB0_800:
	leaq	(%rsp,%rdi,4), %r15
	addq	$11776, %r15
	andq	$-8, %rdi
	leaq	1(%r13), %r8
	cmpq	$1, %r8
	movl	$1, %eax
	cmovaeq	%rax, %r8
	shll	$2, %r8d
	leaq	(%rsp,%r13,4), %rax
	addq	$11776, %rax
	subq	%r8, %rax
	xorl	%r8d, %r8d
	movabsq	$4611686018427387899, %r12
	movabsq	$4611686018427387898, %r11
	.p2align	4
.LBB0_801:
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
	jne	.LBB0_801
	testq	%rsi, %rsi
	movq	832(%rsp), %r10
	movabsq	$4611686018427387897, %r15
	je	.LBB0_805
.LBB0_803:
	shlq	$2, %r8
	negq	%r8
	leaq	(%rsp,%r8), %rax
	addq	$11776, %rax
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
.LBB0_804:
	vaddss	(%rax,%rdi,4), %xmm0, %xmm0
	decq	%rdi
	cmpq	%rdi, %rsi
	jne	.LBB0_804
.LBB0_805:
	xorl	%eax, %eax
	testq	%r14, %r14
	sete	%sil
	setne	%al
	movq	%r14, %rdi
	subq	%rax, %rdi
	vmovss	12032(%rsp,%rdi,4), %xmm1
	kmovd	%esi, %k2
	vmovss	%xmm18, %xmm1, %xmm1 {%k2}
	cmpq	$2, %r14
	jae	.LBB0_807
	movabsq	$4611686018427387896, %r14
	movq	2176(%rsp), %r12
	jmp	.LBB0_814
	.p2align	4
.LBB0_807:
	leaq	-1(%rdx), %rax
	movl	%edi, %esi
	andl	$7, %esi
	cmpq	$7, %rax
	jae	.LBB0_809
	xorl	%r8d, %r8d
	movabsq	$4611686018427387896, %r14
	movq	2176(%rsp), %r12
	jmp	.LBB0_812
.LBB0_809:
	leaq	(%rsp,%rdi,4), %r14
	addq	$12032, %r14
	andq	$-8, %rdi
	leaq	1(%rdx), %r8
	cmpq	$1, %r8
	movl	$1, %eax
	cmovaeq	%rax, %r8
	shll	$2, %r8d
	leaq	(%rsp,%rdx,4), %rax
	addq	$12032, %rax
	subq	%r8, %rax
	xorl	%r8d, %r8d
	movabsq	$4611686018427387900, %r9
	movabsq	$4611686018427387899, %r13
	movq	%r15, %r12
	movabsq	$4611686018427387898, %r15
	.p2align	4
.LBB0_810:
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
	jne	.LBB0_810
	testq	%rsi, %rsi
	movq	832(%rsp), %r10
	movq	%r12, %r15
	movabsq	$4611686018427387896, %r14
	movq	2176(%rsp), %r12
	je	.LBB0_814
.LBB0_812:
	shlq	$2, %r8
	negq	%r8
	leaq	(%rsp,%r8), %rax
	addq	$12032, %rax
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
.LBB0_813:
	vaddss	(%rax,%rdx,4), %xmm1, %xmm1
	decq	%rdx
	cmpq	%rdx, %rsi
	jne	.LBB0_813
.LBB0_814:
	xorl	%eax, %eax
	testq	%rbx, %rbx
	sete	%dl
	setne	%al
	movq	%rbx, %rsi
	subq	%rax, %rsi
	vmovss	12288(%rsp,%rsi,4), %xmm2
	kmovd	%edx, %k2
	vmovss	%xmm18, %xmm2, %xmm2 {%k2}
	cmpq	$2, %rbx
	jae	.LBB0_817
	movabsq	$4611686018427387899, %rdi
	movq	2496(%rsp), %rbx
.LBB0_816:
	movq	768(%rsp), %r15
	jmp	.LBB0_771
	.p2align	4
.LBB0_817:
	leaq	-1(%rcx), %rax
	movl	%esi, %edx
	andl	$7, %edx
	cmpq	$7, %rax
	jae	.LBB0_819
	xorl	%r8d, %r8d
	movq	2496(%rsp), %rbx
	jmp	.LBB0_822
.LBB0_819:
	leaq	(%rsp,%rsi,4), %rdi
	addq	$12288, %rdi
	andq	$-8, %rsi
	leaq	1(%rcx), %r8
	cmpq	$1, %r8
	movl	$1, %eax
	cmovaeq	%rax, %r8
	shll	$2, %r8d
	leaq	(%rsp,%rcx,4), %rax
	addq	$12288, %rax
	subq	%r8, %rax
	xorl	%r8d, %r8d
	movabsq	$4611686018427387902, %rbx
	movabsq	$4611686018427387901, %r11
	movabsq	$4611686018427387900, %r9
	movabsq	$4611686018427387899, %r12
	movq	%r14, %r13
	movabsq	$4611686018427387898, %r14
	.p2align	4
.LBB0_820:
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
	jne	.LBB0_820
	testq	%rdx, %rdx
	movq	832(%rsp), %r10
	movq	2176(%rsp), %r12
	movq	2496(%rsp), %rbx
	je	.LBB0_825
.LBB0_822:
	shlq	$2, %r8
	negq	%r8
	leaq	(%rsp,%r8), %rax
	addq	$12288, %rax
	leaq	1(%rcx), %rsi
	cmpq	$1, %rsi
	movl	$1, %edi
	cmovaeq	%rdi, %rsi
	shll	$2, %esi
	leaq	(%rax,%rcx,4), %rax
	subq	%rsi, %rax
	negq	%rdx
	xorl	%ecx, %ecx
	movq	768(%rsp), %r15
	.p2align	4
.LBB0_823:
	vaddss	(%rax,%rcx,4), %xmm2, %xmm2
	decq	%rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_823
	jmp	.LBB0_770
.LBB0_825:
	movabsq	$4611686018427387899, %rdi
	jmp	.LBB0_816
.LBB0_826:
	xorl	%ebx, %ebx
.LBB0_827:
	movq	896(%rsp), %rcx
	movl	%ecx, %eax
	andl	$2147483647, %eax
	testl	%ecx, %ecx
	notl	%ecx
	cmovsl	%eax, %ecx
	vmovd	%ecx, %xmm1
	movq	4544(%rsp), %rax
	subq	%rbx, %rax
	vcvtusi2ss	%rax, %xmm29, %xmm2
	movq	32(%rsp), %r9
	movq	104(%rsp), %rax
	movq	640(%rsp), %r11
	movl	$3528531795, %ecx
	movq	2816(%rsp), %r15
.LBB0_828:
	movabsq	$4611686018427387896, %r14
	movq	24(%rsp), %r8
	testq	%r8, %r8
	jne	.LBB0_340
.LBB0_829:
	xorl	%esi, %esi
	movq	168(%rsp), %rax
	vmovss	.LCPI0_363(%rip), %xmm31
.LBB0_830:
	vpxord	%xmm27, %xmm27, %xmm27
	vcvtusi2ss	%rsi, %xmm27, %xmm0
	vmovaps	%xmm0, 1680(%rsp)
	movq	3712(%rsp), %rsi
	jmp	.LBB0_837
.LBB0_831:
	movq	%rdi, %rcx
	movq	%rdi, %rax
	testb	$12, %r8b
	vmovdqa64	1984(%rsp), %zmm8
	vmovd	.LCPI0_5(%rip), %xmm7
	vmovaps	3968(%rsp), %xmm30
	vmovaps	5824(%rsp), %xmm25
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vmovaps	%xmm20, %xmm3
	je	.LBB0_237
.LBB0_832:
	vbroadcastss	%xmm25, %xmm0
	vbroadcastss	%xmm14, %xmm1
	vbroadcastss	176(%rsp), %xmm2
	vbroadcastss	1392(%rsp), %xmm3
	vpbroadcastq	%rcx, %ymm4
	vpor	.LCPI0_373(%rip), %ymm4, %ymm4
	movq	4352(%rsp), %rax
	movq	3552(%rsp), %rdi
	movq	512(%rsp), %r8
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
	vmovaps	1856(%rsp), %zmm19
	vbroadcastss	.LCPI0_4(%rip), %xmm13
	.p2align	4
.LBB0_833:
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
	jne	.LBB0_833
	movq	%rdi, %rax
	cmpq	%rdi, 24(%rsp)
	vmovaps	2112(%rsp), %zmm28
	vmovdqa64	1536(%rsp), %zmm9
	vmovdqa64	1984(%rsp), %zmm8
	vmovaps	3008(%rsp), %zmm2
	vmovd	.LCPI0_5(%rip), %xmm7
	vbroadcastss	.LCPI0_377(%rip), %xmm1
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vmovaps	3968(%rsp), %xmm30
	vmovaps	2432(%rsp), %xmm10
	vmovaps	112(%rsp), %xmm16
	vmovaps	144(%rsp), %xmm14
	vmovaps	5824(%rsp), %xmm25
	vmovdqa64	1792(%rsp), %zmm26
	vmovss	.LCPI0_359(%rip), %xmm3
	vxorps	%xmm18, %xmm18, %xmm18
	jne	.LBB0_237
	movq	104(%rsp), %rax
	movl	$3528531795, %ecx
	movabsq	$4611686018427387899, %rdi
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovaps	%zmm2, %zmm15
	vmovaps	384(%rsp), %xmm24
	vmovdqa64	4416(%rsp), %zmm23
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	vmovaps	1856(%rsp), %zmm17
	vpbroadcastq	.LCPI0_20(%rip), %zmm11
	vmovaps	%xmm1, %xmm19
	jmp	.LBB0_246
	.p2align	4
.LBB0_836:
	vpxor	%xmm0, %xmm0, %xmm0
	vmovdqa	%xmm0, 1680(%rsp)
	movq	168(%rsp), %rax
.LBB0_837:
	vmovshdup	%xmm30, %xmm1
	vxorps	%xmm0, %xmm0, %xmm0
	cmpb	$0, 46(%rsp)
	vmovaps	%xmm1, 3104(%rsp)
	je	.LBB0_131
	cmpq	$0, 24(%rsp)
	je	.LBB0_129
.LBB0_839:
	movq	%r14, %r15
	vmovaps	%xmm25, 5824(%rsp)
	vmovaps	%xmm10, 2432(%rsp)
	vmovaps	%xmm30, 3968(%rsp)
	movl	%r9d, %edx
	xorl	%eax, %edx
	imulq	%rcx, %rdx
	movq	%rdx, %r8
	shrq	$32, %r8
	xorq	6208(%rsp), %r8
	movq	104(%rsp), %rdi
	subq	%r9, %rdi
	movq	2592(%rsp), %rax
	cmpq	%rax, %rdi
	cmovaeq	%rax, %rdi
	movq	%rdi, %rbx
	movq	24(%rsp), %rcx
	imulq	%rcx, %rbx
	movq	%rdi, 1392(%rsp)
	leaq	(%rdi,%r9), %rax
	movq	%rax, 6912(%rsp)
	vpbroadcastq	%r8, %zmm0
	vmovdqa64	%zmm0, 3904(%rsp)
	vpbroadcastq	%rdx, %zmm0
	vpxorq	6144(%rsp), %zmm0, %zmm0
	vmovdqa64	%zmm0, 6336(%rsp)
	xorq	6656(%rsp), %rdx
	movl	%edx, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqa64	%zmm0, 7040(%rsp)
	movl	%ebx, %eax
	andl	$32704, %eax
	movq	%rax, 3120(%rsp)
	vpbroadcastd	%r9d, %zmm0
	vmovdqa64	%zmm0, 5568(%rsp)
	movq	%rbx, 896(%rsp)
	andl	$32760, %ebx
	movq	%rbx, 1712(%rsp)
	vbroadcastss	%xmm14, %zmm0
	vmovaps	%zmm0, 6720(%rsp)
	vbroadcastss	%xmm25, %zmm0
	vmovaps	%zmm0, 6784(%rsp)
	vxorps	%xmm27, %xmm27, %xmm27
	movl	$1024, %eax
	movq	4352(%rsp), %r14
	movq	512(%rsp), %r9
	xorl	%esi, %esi
	vxorps	%xmm0, %xmm0, %xmm0
	vmovaps	%zmm0, 3840(%rsp)
	vmovaps	%zmm21, 3264(%rsp)
	vmovaps	%zmm21, 6400(%rsp)
	movq	$0, 6976(%rsp)
	xorl	%r13d, %r13d
	vmovd	.LCPI0_2(%rip), %xmm25
	xorl	%ebx, %ebx
	vmovaps	%xmm24, 384(%rsp)
	vmovaps	%xmm14, 144(%rsp)
	movq	%rdx, 2496(%rsp)
	movq	%r8, 448(%rsp)
	jmp	.LBB0_842
	.p2align	4
.LBB0_840:
	vmovdqa64	2112(%rsp), %zmm28
	vmovdqa64	1536(%rsp), %zmm9
	vmovdqa64	1984(%rsp), %zmm8
	vmovdqa64	3008(%rsp), %zmm15
	vmovd	.LCPI0_5(%rip), %xmm12
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	vmovaps	2432(%rsp), %xmm10
	vmovdqa64	4416(%rsp), %zmm23
	vmovaps	%xmm13, %xmm14
	movq	176(%rsp), %r14
.LBB0_841:
	addq	$1024, %rax
	incq	6976(%rsp)
	movq	56(%rsp), %rsi
	addq	$-1024, %rsi
	movq	3328(%rsp), %r9
	addq	$-4096, %r9
	addq	$4096, %r14
	movq	24(%rsp), %rcx
	movq	416(%rsp), %r13
	cmpq	%rcx, %r13
	movabsq	$4611686018427387899, %rdi
	vmovss	.LCPI0_363(%rip), %xmm31
	vmovaps	3968(%rsp), %xmm30
	vmovdqa64	1792(%rsp), %zmm26
	movq	448(%rsp), %r8
	jae	.LBB0_912
.LBB0_842:
	movq	%r9, 3328(%rsp)
	movq	%r14, 176(%rsp)
	cmpq	%rax, %rcx
	movq	%rax, 3584(%rsp)
	cmovbq	%rcx, %rax
	movq	%rax, 5056(%rsp)
	leaq	(%rax,%rsi), %r9
	leaq	1024(%r13), %rdi
	cmpq	%rcx, %rdi
	cmovbq	%rdi, %rcx
	cmpq	$31, 1208(%rsp)
	movq	%r13, 3392(%rsp)
	movq	%rcx, 3456(%rsp)
	movq	%rsi, 56(%rsp)
	movq	%rdi, 416(%rsp)
	jae	.LBB0_847
	movq	32(%rsp), %rdi
	movq	3648(%rsp), %r8
	cmpq	%r8, %rdi
	setae	%cl
	movq	5888(%rsp), %rax
	cmpq	%rax, %rdi
	setb	%dl
	testb	%cl, %dl
	cmoveq	6912(%rsp), %rax
	movq	%rax, 5888(%rsp)
	cmoveq	%rdi, %r8
	movq	%r8, 3648(%rsp)
	vmovaps	6272(%rsp), %zmm30
	vmovdqa64	6016(%rsp), %zmm29
	vpbroadcastq	.LCPI0_22(%rip), %zmm10
	vbroadcastsd	.LCPI0_30(%rip), %zmm17
	vmovdqa64	4288(%rsp), %zmm31
	movq	%r15, %r14
	jne	.LBB0_900
	cmpq	$0, 1392(%rsp)
	movq	3392(%rsp), %r13
	movq	3456(%rsp), %rsi
	je	.LBB0_901
	movq	896(%rsp), %r11
	cmpq	$8, %r11
	movq	%rbx, 312(%rsp)
	vmovaps	%zmm27, 6080(%rsp)
	jae	.LBB0_852
	xorl	%ecx, %ecx
	movq	32(%rsp), %r8
	movq	72(%rsp), %r14
	movl	$3528531795, %r12d
	movq	576(%rsp), %rax
	movq	168(%rsp), %r15
	movq	4864(%rsp), %r13
	movl	136(%rsp), %ebx
	jmp	.LBB0_885
	.p2align	4
.LBB0_847:
	cmpq	%r13, %rcx
	vmovdqa64	4288(%rsp), %zmm31
	jbe	.LBB0_851
	movq	%rbx, 312(%rsp)
	movq	%r9, %rdi
	movq	5056(%rsp), %r14
	movl	%r14d, %ecx
	andl	$7, %ecx
	movq	%r9, 440(%rsp)
	subq	%rcx, %rdi
	movq	%rdi, 432(%rsp)
	movq	%r14, %rcx
	andq	$-64, %rcx
	addq	%rsi, %rcx
	movq	%rcx, 4272(%rsp)
	movq	6976(%rsp), %rcx
	shlq	$10, %rcx
	movq	%r14, %rsi
	subq	%rcx, %rsi
	movq	%r13, %rcx
	movq	%rsi, 6848(%rsp)
	cmpq	$8, %rsi
	movq	72(%rsp), %r11
	movl	$3528531795, %r12d
	movq	2816(%rsp), %r15
	movq	5440(%rsp), %r13
	movq	576(%rsp), %rax
	movl	136(%rsp), %esi
	vmovdqa64	6272(%rsp), %zmm4
	vmovdqa64	6016(%rsp), %zmm5
	vpbroadcastq	.LCPI0_22(%rip), %zmm22
	vpbroadcastd	.LCPI0_16(%rip), %ymm30
	vmovdqa64	5184(%rsp), %zmm23
	vbroadcastsd	.LCPI0_18(%rip), %zmm29
	vmovdqa64	4608(%rsp), %zmm21
	vmovdqa64	4672(%rsp), %zmm17
	vmovdqa64	5952(%rsp), %zmm18
	vmovdqa64	4736(%rsp), %zmm19
	movq	3328(%rsp), %rbx
	vmovaps	%zmm27, 6080(%rsp)
	jb	.LBB0_862
	movq	6848(%rsp), %rcx
	cmpq	$64, %rcx
	jae	.LBB0_854
	vmovdqa64	%zmm26, %zmm11
	vmovdqa64	%zmm28, %zmm26
	xorl	%edi, %edi
	movq	3392(%rsp), %rsi
	movq	%rsi, %r9
	movq	512(%rsp), %rax
	movq	5056(%rsp), %rdx
	jmp	.LBB0_859
	.p2align	4
.LBB0_851:
	movq	%r15, %r14
	movq	512(%rsp), %rcx
	vmovaps	3264(%rsp), %zmm15
	vmovdqa64	3840(%rsp), %zmm20
	movq	3456(%rsp), %rsi
	jmp	.LBB0_903
.LBB0_852:
	cmpq	$64, %r11
	vpbroadcastq	.LCPI0_14(%rip), %zmm7
	vmovdqa64	1792(%rsp), %zmm11
	vmovdqa64	4672(%rsp), %zmm4
	jae	.LBB0_878
	vmovdqa64	%zmm9, %zmm0
	vmovdqa64	%zmm28, %zmm1
	vmovdqa64	%zmm15, %zmm9
	xorl	%edx, %edx
	jmp	.LBB0_882
.LBB0_854:
	vmovdqa64	%xmm25, 752(%rsp)
	movq	5056(%rsp), %rdx
	andl	$63, %edx
	movq	%rcx, %rdi
	subq	%rdx, %rdi
	movq	3392(%rsp), %rax
	leaq	(%rax,%rdi), %r9
	vpbroadcastq	%rax, %zmm0
	vporq	.LCPI0_9(%rip), %zmm0, %zmm1
	vporq	.LCPI0_10(%rip), %zmm0, %zmm2
	xorl	%r11d, %r11d
	movq	1016(%rsp), %rax
	vpbroadcastq	.LCPI0_15(%rip), %zmm14
	movq	4272(%rsp), %rcx
	.p2align	4
.LBB0_855:
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
	vmovdqa64	6592(%rsp), %zmm5
	vpxorq	%zmm5, %zmm2, %zmm2
	vpmuludq	%zmm15, %zmm2, %zmm9
	vmovdqa64	%zmm9, 1216(%rsp)
	vpxorq	%zmm5, %zmm0, %zmm0
	vpmuludq	%zmm15, %zmm0, %zmm2
	vmovdqa64	%zmm2, 768(%rsp)
	vpxorq	%zmm5, %zmm6, %zmm0
	vpmuludq	%zmm15, %zmm0, %zmm6
	vpxorq	%zmm5, %zmm3, %zmm0
	vpmuludq	%zmm15, %zmm0, %zmm3
	vmovdqa64	%zmm3, 2240(%rsp)
	vpxorq	%zmm5, %zmm16, %zmm0
	vpmuludq	%zmm15, %zmm0, %zmm11
	vmovdqa64	%zmm11, 2304(%rsp)
	vpxorq	%zmm5, %zmm8, %zmm0
	vpmuludq	%zmm15, %zmm0, %zmm8
	vmovdqa64	%zmm8, 2048(%rsp)
	vpxorq	%zmm5, %zmm25, %zmm0
	vpmuludq	%zmm15, %zmm0, %zmm1
	vpxorq	%zmm5, %zmm24, %zmm0
	vpmuludq	%zmm15, %zmm0, %zmm30
	vpsrlq	$32, %zmm2, %zmm0
	vmovdqa64	%zmm0, 1408(%rsp)
	vmovdqa64	3904(%rsp), %zmm2
	vpxorq	%zmm13, %zmm2, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm13
	vpsrlq	$32, %zmm9, %zmm0
	vmovdqa64	%zmm0, 2752(%rsp)
	vpxorq	%zmm4, %zmm2, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm24
	vpxorq	%zmm20, %zmm2, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm5
	vpxorq	%zmm12, %zmm2, %zmm0
	vpsrlq	$32, %zmm3, %zmm26
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm9
	vpxorq	%zmm31, %zmm2, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm25
	vpxorq	%zmm29, %zmm2, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm12
	vpsrlq	$32, %zmm6, %zmm3
	vmovdqa64	%zmm6, %zmm16
	vpxorq	%zmm19, %zmm2, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm19
	vpxorq	%zmm23, %zmm2, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm29
	vpsrlq	$32, %zmm24, %zmm31
	vpsrlq	$32, %zmm8, %zmm28
	vpsrlq	$32, %zmm13, %zmm20
	vpsrlq	$32, %zmm9, %zmm0
	vmovdqa64	5184(%rsp), %zmm23
	vpternlogq	$150, %zmm23, %zmm22, %zmm20
	vpsrlq	$32, %zmm5, %zmm6
	vpternlogq	$150, %zmm23, %zmm17, %zmm31
	vpsrlq	$32, %zmm11, %zmm4
	vpternlogq	$150, %zmm23, %zmm21, %zmm6
	vpsrlq	$32, %zmm12, %zmm22
	vpternlogq	$150, %zmm23, %zmm18, %zmm0
	vpsrlq	$32, %zmm25, %zmm17
	vpternlogq	$150, %zmm23, %zmm14, %zmm17
	vpsrlq	$32, %zmm1, %zmm14
	vmovdqa64	%zmm1, %zmm11
	vpternlogq	$150, %zmm23, %zmm10, %zmm22
	vpsrlq	$32, %zmm19, %zmm18
	vpternlogq	$150, %zmm23, %zmm27, %zmm18
	vpsrlq	$32, %zmm29, %zmm2
	vpternlogq	$150, %zmm23, %zmm7, %zmm2
	vmovdqa64	6336(%rsp), %zmm23
	vpxorq	2752(%rsp), %zmm23, %zmm7
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm7, %zmm21
	vpxorq	1408(%rsp), %zmm23, %zmm7
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm7, %zmm27
	vpxorq	%zmm23, %zmm3, %zmm3
	vpxorq	%zmm23, %zmm26, %zmm7
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm3, %zmm8
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm7, %zmm10
	vmovdqa64	%zmm10, 1280(%rsp)
	vpxorq	%zmm23, %zmm4, %zmm1
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm4
	vmovdqa64	%zmm4, 3200(%rsp)
	vpxorq	%zmm23, %zmm28, %zmm1
	vpxorq	%zmm23, %zmm14, %zmm3
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm7
	vmovdqa64	%zmm7, 2752(%rsp)
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm3, %zmm1
	vpsrlq	$32, %zmm21, %zmm28
	vmovdqa64	4672(%rsp), %zmm3
	vpternlogq	$150, %zmm13, %zmm3, %zmm28
	vpsrlq	$32, %zmm27, %zmm26
	vpternlogq	$150, %zmm24, %zmm3, %zmm26
	vpsrlq	$32, %zmm8, %zmm13
	vmovdqa64	%zmm8, %zmm14
	vpternlogq	$150, %zmm5, %zmm3, %zmm13
	vpsrlq	$32, %zmm10, %zmm24
	vpternlogq	$150, %zmm9, %zmm3, %zmm24
	vpsrlq	$32, %zmm4, %zmm10
	vpternlogq	$150, %zmm25, %zmm3, %zmm10
	vpsrlq	$32, %zmm7, %zmm5
	vpternlogq	$150, %zmm12, %zmm3, %zmm5
	vpsrlq	$32, %zmm1, %zmm4
	vmovdqa64	%zmm1, %zmm9
	vpternlogq	$150, %zmm19, %zmm3, %zmm4
	vmovdqa64	%zmm4, 1408(%rsp)
	vpsrlq	$32, %zmm30, %zmm1
	vpxorq	%zmm23, %zmm1, %zmm1
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm1
	vmovdqa64	%zmm1, 1024(%rsp)
	vpsrlq	$32, %zmm1, %zmm19
	vpternlogq	$150, %zmm29, %zmm3, %zmm19
	vpmuludq	%zmm15, %zmm31, %zmm8
	vpsrlq	$32, %zmm8, %zmm31
	vmovdqa64	4736(%rsp), %zmm29
	vpternlogq	$150, 768(%rsp), %zmm29, %zmm31
	vpmuludq	%zmm15, %zmm20, %zmm1
	vmovdqa64	%zmm1, 1472(%rsp)
	vpsrlq	$32, %zmm1, %zmm3
	vpternlogq	$150, 1216(%rsp), %zmm29, %zmm3
	vpmuludq	%zmm15, %zmm0, %zmm0
	vmovdqa64	%zmm0, 768(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, 2240(%rsp), %zmm29, %zmm4
	vpmuludq	%zmm15, %zmm6, %zmm0
	vmovdqa64	%zmm0, 1216(%rsp)
	vpsrlq	$32, %zmm0, %zmm6
	vpternlogq	$150, %zmm29, %zmm16, %zmm6
	vpmuludq	%zmm15, %zmm22, %zmm0
	vmovdqa64	%zmm0, 2240(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, 2048(%rsp), %zmm29, %zmm1
	vpmuludq	%zmm15, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm16
	vpternlogq	$150, 2304(%rsp), %zmm29, %zmm16
	vpmuludq	%zmm15, %zmm2, %zmm7
	vpsrlq	$32, %zmm7, %zmm2
	vpternlogq	$150, %zmm29, %zmm30, %zmm2
	vpmuludq	%zmm15, %zmm18, %zmm12
	vpsrlq	$32, %zmm12, %zmm0
	vpternlogq	$150, %zmm29, %zmm11, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm3, %zmm23
	vpsrlq	$32, %zmm23, %zmm11
	vmovdqa64	5952(%rsp), %zmm30
	vpternlogq	$150, %zmm30, %zmm21, %zmm11
	vmovdqa64	%zmm11, 1600(%rsp)
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm31, %zmm31
	vpsrlq	$32, %zmm31, %zmm11
	vpternlogq	$150, %zmm30, %zmm27, %zmm11
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm6, %zmm3
	vmovdqa64	%zmm3, 2304(%rsp)
	vpsrlq	$32, %zmm3, %zmm25
	vpternlogq	$150, %zmm30, %zmm14, %zmm25
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm4, %zmm6
	vpsrlq	$32, %zmm6, %zmm21
	vpternlogq	$150, 1280(%rsp), %zmm30, %zmm21
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm16, %zmm3
	vmovdqa64	%zmm3, 1728(%rsp)
	vpsrlq	$32, %zmm3, %zmm29
	vpternlogq	$150, 3200(%rsp), %zmm30, %zmm29
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm16
	vpsrlq	$32, %zmm16, %zmm27
	vpternlogq	$150, 2752(%rsp), %zmm30, %zmm27
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm3
	vpsrlq	$32, %zmm3, %zmm22
	vpternlogq	$150, %zmm30, %zmm9, %zmm22
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm2, %zmm18
	vpsrlq	$32, %zmm18, %zmm14
	vpternlogq	$150, 1024(%rsp), %zmm30, %zmm14
	vpmuludq	%zmm15, %zmm26, %zmm20
	vpsrlq	$32, %zmm20, %zmm26
	vmovdqa64	4288(%rsp), %zmm30
	vpternlogq	$150, %zmm8, %zmm30, %zmm26
	vpmuludq	%zmm15, %zmm28, %zmm8
	vpsrlq	$32, %zmm8, %zmm2
	vpternlogq	$150, 1472(%rsp), %zmm30, %zmm2
	vpmuludq	%zmm15, %zmm24, %zmm0
	vmovdqa64	%zmm0, 1088(%rsp)
	vpsrlq	$32, %zmm0, %zmm28
	vpternlogq	$150, 768(%rsp), %zmm30, %zmm28
	vpmuludq	%zmm15, %zmm13, %zmm24
	vpsrlq	$32, %zmm24, %zmm4
	vpternlogq	$150, 1216(%rsp), %zmm30, %zmm4
	vpmuludq	%zmm15, %zmm5, %zmm0
	vmovdqa64	%zmm0, 1472(%rsp)
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, 2240(%rsp), %zmm30, %zmm9
	vpmuludq	%zmm15, %zmm10, %zmm0
	vmovdqa64	%zmm0, 1024(%rsp)
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, %zmm17, %zmm30, %zmm5
	vpmuludq	%zmm15, %zmm19, %zmm19
	vpsrlq	$32, %zmm19, %zmm1
	vpternlogq	$150, %zmm7, %zmm30, %zmm1
	vpmuludq	1408(%rsp), %zmm15, %zmm0
	vmovdqa64	%zmm0, 1408(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm12, %zmm30, %zmm0
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm2, %zmm2
	vmovdqa64	%zmm2, 2240(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vmovdqa64	4608(%rsp), %zmm17
	vpternlogq	$150, %zmm23, %zmm17, %zmm2
	vmovdqa64	%zmm2, 1920(%rsp)
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm26, %zmm2
	vmovdqa64	%zmm2, 2048(%rsp)
	vpsrlq	$32, %zmm2, %zmm10
	vpternlogq	$150, %zmm31, %zmm17, %zmm10
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm4, %zmm30
	vpsrlq	$32, %zmm30, %zmm4
	vpternlogq	$150, 2304(%rsp), %zmm17, %zmm4
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm28, %zmm2
	vmovdqa64	%zmm2, 1280(%rsp)
	vpsrlq	$32, %zmm2, %zmm12
	vpternlogq	$150, %zmm6, %zmm17, %zmm12
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm5, %zmm2
	vmovdqa64	%zmm2, 3200(%rsp)
	vpsrlq	$32, %zmm2, %zmm7
	vpternlogq	$150, 1728(%rsp), %zmm17, %zmm7
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm9, %zmm2
	vmovdqa64	%zmm2, 2752(%rsp)
	vpsrlq	$32, %zmm2, %zmm13
	vpternlogq	$150, %zmm16, %zmm17, %zmm13
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm0
	vmovdqa64	%zmm0, 768(%rsp)
	vpsrlq	$32, %zmm0, %zmm23
	vpternlogq	$150, %zmm3, %zmm17, %zmm23
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm0
	vmovdqa64	%zmm0, 1216(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, %zmm18, %zmm17, %zmm16
	vpmuludq	%zmm15, %zmm11, %zmm0
	vmovdqa64	%zmm0, 2304(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqa64	1792(%rsp), %zmm17
	vpternlogq	$150, %zmm17, %zmm20, %zmm1
	vpmuludq	1600(%rsp), %zmm15, %zmm26
	vpsrlq	$32, %zmm26, %zmm5
	vpternlogq	$150, %zmm17, %zmm8, %zmm5
	vpmuludq	%zmm15, %zmm21, %zmm8
	vpsrlq	$32, %zmm8, %zmm11
	vpternlogq	$150, 1088(%rsp), %zmm17, %zmm11
	vpmuludq	%zmm15, %zmm25, %zmm21
	vpsrlq	$32, %zmm21, %zmm18
	vpternlogq	$150, %zmm17, %zmm24, %zmm18
	vpmuludq	%zmm15, %zmm27, %zmm27
	vpsrlq	$32, %zmm27, %zmm2
	vpternlogq	$150, 1472(%rsp), %zmm17, %zmm2
	vpmuludq	%zmm15, %zmm29, %zmm3
	vpsrlq	$32, %zmm3, %zmm0
	vpternlogq	$150, 1024(%rsp), %zmm17, %zmm0
	vpmuludq	%zmm15, %zmm14, %zmm25
	vpsrlq	$32, %zmm25, %zmm20
	vpternlogq	$150, %zmm17, %zmm19, %zmm20
	vpmuludq	%zmm15, %zmm22, %zmm28
	vpsrlq	$32, %zmm28, %zmm19
	vpternlogq	$150, 1408(%rsp), %zmm17, %zmm19
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm5, %zmm5
	vmovdqa64	%zmm5, 1408(%rsp)
	vpsrlq	$32, %zmm5, %zmm9
	vmovdqa64	5376(%rsp), %zmm22
	vpternlogq	$150, 2240(%rsp), %zmm22, %zmm9
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm17
	vpsrlq	$32, %zmm17, %zmm24
	vpternlogq	$150, 2048(%rsp), %zmm22, %zmm24
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm18, %zmm1
	vmovdqa64	%zmm1, 2240(%rsp)
	vpsrlq	$32, %zmm1, %zmm6
	vpternlogq	$150, %zmm22, %zmm30, %zmm6
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm11, %zmm1
	vmovdqa64	%zmm1, 2048(%rsp)
	vpsrlq	$32, %zmm1, %zmm11
	vpternlogq	$150, 1280(%rsp), %zmm22, %zmm11
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm29
	vpsrlq	$32, %zmm29, %zmm14
	vpternlogq	$150, 3200(%rsp), %zmm22, %zmm14
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm2, %zmm18
	vpsrlq	$32, %zmm18, %zmm5
	vpternlogq	$150, 2752(%rsp), %zmm22, %zmm5
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm19, %zmm19
	vpsrlq	$32, %zmm19, %zmm30
	vpternlogq	$150, 768(%rsp), %zmm22, %zmm30
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm20, %zmm0
	vmovdqa64	%zmm0, 768(%rsp)
	vpsrlq	$32, %zmm0, %zmm20
	vpternlogq	$150, 1216(%rsp), %zmm22, %zmm20
	vpmuludq	%zmm15, %zmm10, %zmm0
	vmovdqa64	%zmm0, 1216(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqa64	5312(%rsp), %zmm22
	vpternlogq	$150, 2304(%rsp), %zmm22, %zmm1
	vpmuludq	1920(%rsp), %zmm15, %zmm31
	vpsrlq	$32, %zmm31, %zmm0
	vpternlogq	$150, %zmm26, %zmm22, %zmm0
	vpmuludq	%zmm15, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm2
	vpternlogq	$150, %zmm8, %zmm22, %zmm2
	vpmuludq	%zmm15, %zmm4, %zmm26
	vpsrlq	$32, %zmm26, %zmm4
	vpternlogq	$150, %zmm21, %zmm22, %zmm4
	vpmuludq	%zmm15, %zmm13, %zmm10
	vpsrlq	$32, %zmm10, %zmm21
	vpternlogq	$150, %zmm27, %zmm22, %zmm21
	vpmuludq	%zmm15, %zmm7, %zmm13
	vpsrlq	$32, %zmm13, %zmm8
	vpternlogq	$150, %zmm3, %zmm22, %zmm8
	vpmuludq	%zmm15, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm3
	vpternlogq	$150, %zmm25, %zmm22, %zmm3
	vpmuludq	%zmm15, %zmm23, %zmm25
	vpsrlq	$32, %zmm25, %zmm27
	vpternlogq	$150, %zmm28, %zmm22, %zmm27
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm28
	vmovdqa64	5248(%rsp), %zmm23
	vpternlogq	$150, 1408(%rsp), %zmm23, %zmm28
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, %zmm17, %zmm23, %zmm22
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm4, %zmm0
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, 2240(%rsp), %zmm23, %zmm4
	vpmuludq	.LCPI0_15(%rip){1to8}, %zmm2, %zmm0
	vpsrlq	$32, %zmm0, %zmm2
	vpternlogq	$150, 2048(%rsp), %zmm23, %zmm2
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
	vpternlogq	$150, 768(%rsp), %zmm23, %zmm14
	vpsrlq	$32, %zmm27, %zmm1
	vmovdqa64	2112(%rsp), %zmm20
	vpternlogq	$150, 1216(%rsp), %zmm20, %zmm1
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
	vmovdqa64	6016(%rsp), %zmm5
	vpsrlq	$32, %zmm1, %zmm1
	vmovdqa64	1536(%rsp), %zmm13
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
	vmovdqa64	1984(%rsp), %zmm8
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
	jne	.LBB0_855
	testq	%rdx, %rdx
	vmovaps	112(%rsp), %xmm16
	vmovdqa64	6272(%rsp), %zmm4
	vmovdqa64	1792(%rsp), %zmm26
	vmovaps	2112(%rsp), %zmm1
	vmovdqa64	1536(%rsp), %zmm9
	vbroadcastsd	.LCPI0_18(%rip), %zmm10
	vpbroadcastq	.LCPI0_22(%rip), %zmm22
	vmovdqa64	5184(%rsp), %zmm23
	vpbroadcastd	.LCPI0_16(%rip), %ymm30
	vmovdqa64	4288(%rsp), %zmm31
	vmovdqa64	4608(%rsp), %zmm21
	vmovdqa64	5952(%rsp), %zmm18
	vmovdqa64	4672(%rsp), %zmm17
	vmovdqa64	4736(%rsp), %zmm19
	vmovaps	384(%rsp), %xmm24
	vmovdqa64	752(%rsp), %xmm25
	je	.LBB0_863
	cmpl	$8, %edx
	jb	.LBB0_910
	vmovaps	%zmm10, %zmm29
	vmovdqa64	%zmm26, %zmm11
	vmovaps	%zmm1, %zmm26
	movq	512(%rsp), %rax
	movq	3392(%rsp), %rsi
	movq	5056(%rsp), %rdx
	movq	6848(%rsp), %rcx
.LBB0_859:
	andl	$7, %edx
	subq	%rdx, %rcx
	addq	%rsi, %rcx
	vpbroadcastq	%r9, %zmm0
	vpaddq	.LCPI0_10(%rip), %zmm0, %zmm0
	vpbroadcastq	.LCPI0_14(%rip), %zmm7
	vpbroadcastq	.LCPI0_15(%rip), %zmm10
	vmovdqa64	5376(%rsp), %zmm14
	vmovdqa64	5312(%rsp), %zmm12
	vmovdqa64	5248(%rsp), %zmm20
	vmovdqa64	3904(%rsp), %zmm13
	vmovdqa64	7040(%rsp), %zmm15
	movq	432(%rsp), %rsi
	.p2align	4
.LBB0_860:
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
	vmovdqa64	%zmm9, %zmm28
	vmovdqa64	%zmm5, %zmm9
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm23, %zmm2, %zmm5
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
	vpternlogq	$150, %zmm26, %zmm1, %zmm5
	vpmuludq	%zmm7, %zmm4, %zmm1
	vmovdqa64	%zmm16, %zmm4
	vpmovqd	%zmm5, %ymm3
	vmovdqa64	%zmm9, %zmm5
	vmovdqa64	%zmm28, %zmm9
	vpsrlq	$32, %zmm1, %zmm1
	vpmulld	%ymm30, %ymm3, %ymm3
	vpternlogq	$150, %zmm2, %zmm28, %zmm1
	vpmuludq	%zmm10, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpmovqd	%zmm1, %ymm1
	vpternlogd	$150, %ymm3, %ymm8, %ymm1
	vmovdqu	%ymm1, (%rax,%rdi,4)
	addq	$8, %rdi
	vpaddq	%zmm29, %zmm0, %zmm0
	cmpq	%rdi, %rsi
	jne	.LBB0_860
	testq	%rdx, %rdx
	movq	72(%rsp), %r11
	movl	$3528531795, %r12d
	movq	2816(%rsp), %r15
	movq	5440(%rsp), %r13
	movq	576(%rsp), %rax
	movl	136(%rsp), %esi
	movq	3328(%rsp), %rbx
	movq	5056(%rsp), %r14
	vmovaps	112(%rsp), %xmm16
	je	.LBB0_863
	.p2align	4
.LBB0_862:
	movl	%ecx, %edi
	imulq	%r12, %rdi
	movq	%r11, %rdx
	xorq	%rdi, %rdx
	shrq	$32, %rdx
	imulq	%rax, %rdx
	movq	%r11, %r10
	movq	%rdx, %r11
	shrq	$32, %r11
	xorl	%r13d, %r11d
	xorl	%r8d, %edi
	imulq	%r12, %r11
	imulq	%rax, %rdi
	movq	%rdi, %r8
	shrq	$32, %r8
	movq	%r13, %r9
	movl	%esi, %r13d
	movq	%r15, %rsi
	movq	5504(%rsp), %r15
	xorl	%r8d, %r15d
	movq	%r11, %r8
	shrq	$32, %r8
	xorl	%r15d, %edx
	movq	2496(%rsp), %r15
	xorl	%r8d, %r15d
	imulq	%r12, %rdx
	imulq	%rax, %r15
	movq	%r15, %r8
	shrq	$32, %r8
	xorl	4864(%rsp), %edi
	xorl	%r8d, %edi
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	4032(%rsp), %r11d
	xorl	%r8d, %r11d
	imulq	%r12, %rdi
	imulq	%rax, %r11
	movq	%r11, %r8
	shrq	$32, %r8
	xorl	4992(%rsp), %r15d
	xorl	%r8d, %r15d
	movq	%rdi, %r8
	shrq	$32, %r8
	xorl	4800(%rsp), %edx
	xorl	%r8d, %edx
	imulq	%r12, %r15
	imulq	%rax, %rdx
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	4160(%rsp), %r11d
	xorl	%r8d, %r11d
	movq	%r15, %r8
	shrq	$32, %r8
	xorl	832(%rsp), %edi
	xorl	%r8d, %edi
	imulq	%r12, %r11
	imulq	%rax, %rdi
	movq	%rdi, %r8
	shrq	$32, %r8
	xorl	4096(%rsp), %edx
	xorl	%r8d, %edx
	movq	%r11, %r8
	shrq	$32, %r8
	xorl	3712(%rsp), %r15d
	xorl	%r8d, %r15d
	imulq	%r12, %rdx
	imulq	%rax, %r15
	shrq	$32, %r15
	xorl	6464(%rsp), %edi
	xorl	%r15d, %edi
	movq	%rsi, %r15
	movl	%r13d, %esi
	movq	%r9, %r13
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	%r15d, %r11d
	xorl	%r8d, %r11d
	movq	448(%rsp), %r8
	imulq	%r12, %rdi
	shrq	$32, %rdi
	xorl	4928(%rsp), %edx
	xorl	%edi, %edx
	imull	$-845247145, %r11d, %edi
	movq	%r10, %r11
	imulq	%rax, %rdx
	shrq	$32, %rdx
	xorl	%esi, %edi
	xorl	%edx, %edi
	movl	%edi, (%rbx,%rcx,4)
	incq	%rcx
	cmpq	%rcx, %r14
	jne	.LBB0_862
.LBB0_863:
	movq	3392(%rsp), %r13
	movq	%r13, %rcx
	movq	6848(%rsp), %rdi
	cmpq	$8, %rdi
	movq	640(%rsp), %r15
	movq	832(%rsp), %r10
	movabsq	$4604544269498187776, %rax
	movabsq	$4611686018427387896, %r14
	movabsq	$-9223372036854775808, %rbx
	vmovsd	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_20(%rip), %xmm9
	vmovsd	.LCPI0_26(%rip), %xmm10
	vmovsd	.LCPI0_27(%rip), %xmm11
	movq	2176(%rsp), %r12
	vbroadcastsd	.LCPI0_30(%rip), %zmm30
	jb	.LBB0_874
	cmpq	$64, %rdi
	vmovdqa64	%xmm25, 752(%rsp)
	jae	.LBB0_866
	xorl	%r11d, %r11d
	vbroadcastsd	.LCPI0_20(%rip), %zmm14
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	movq	432(%rsp), %rsi
	jmp	.LBB0_871
.LBB0_866:
	movq	5056(%rsp), %rcx
	movl	%ecx, %r8d
	andl	$63, %r8d
	movq	%rdi, %r11
	subq	%r8, %r11
	xorl	%edi, %edi
	movq	1016(%rsp), %rcx
	vmovapd	%zmm30, %zmm23
	vbroadcastsd	.LCPI0_32(%rip), %zmm28
	vbroadcastsd	.LCPI0_20(%rip), %zmm27
	vbroadcastsd	.LCPI0_19(%rip), %zmm19
	movq	4272(%rsp), %rdx
	.p2align	4
.LBB0_867:
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
	vmovdqa64	%zmm9, 2752(%rsp)
	vpaddq	%zmm16, %zmm8, %zmm19
	vmovdqa64	%zmm19, 2304(%rsp)
	vpaddq	%zmm16, %zmm11, %zmm11
	vmovdqa64	%zmm11, 2048(%rsp)
	vpaddq	%zmm16, %zmm10, %zmm18
	vmovdqa64	%zmm18, 2240(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqa64	%zmm13, 1408(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm17
	vmovdqa64	%zmm17, 1216(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm15
	vmovdqa64	%zmm15, 768(%rsp)
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
	vaddpd	%zmm19, %zmm0, %zmm26
	vaddpd	%zmm19, %zmm3, %zmm31
	vaddpd	%zmm19, %zmm2, %zmm6
	vmovapd	%zmm6, 192(%rsp)
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vaddpd	%zmm9, %zmm26, %zmm0
	vaddpd	%zmm9, %zmm22, %zmm1
	vaddpd	%zmm9, %zmm31, %zmm2
	vdivpd	%zmm1, %zmm22, %zmm5
	vmovapd	%zmm5, 1024(%rsp)
	vdivpd	%zmm0, %zmm26, %zmm4
	vmovapd	%zmm4, 1600(%rsp)
	vdivpd	%zmm2, %zmm31, %zmm1
	vmovapd	%zmm1, 1280(%rsp)
	vaddpd	%zmm9, %zmm6, %zmm0
	vdivpd	%zmm0, %zmm6, %zmm0
	vmovapd	%zmm0, 3200(%rsp)
	vmulpd	%zmm4, %zmm4, %zmm6
	vmovapd	%zmm6, 2624(%rsp)
	vmulpd	%zmm5, %zmm5, %zmm2
	vmovapd	%zmm2, 2688(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm4
	vmovapd	%zmm4, 2368(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 1728(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm3
	vmulpd	%zmm6, %zmm6, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm4, %zmm4, %zmm1
	vbroadcastsd	.LCPI0_28(%rip), %zmm25
	vmulpd	%zmm25, %zmm2, %zmm4
	vmulpd	%zmm25, %zmm3, %zmm5
	vmulpd	%zmm25, %zmm1, %zmm6
	vbroadcastsd	.LCPI0_29(%rip), %zmm24
	vaddpd	%zmm24, %zmm5, %zmm5
	vaddpd	%zmm24, %zmm4, %zmm4
	vaddpd	%zmm24, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm2, %zmm4
	vmulpd	%zmm5, %zmm3, %zmm5
	vmulpd	%zmm6, %zmm1, %zmm6
	vaddpd	%zmm23, %zmm5, %zmm5
	vaddpd	%zmm23, %zmm4, %zmm4
	vaddpd	%zmm23, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm2, %zmm4
	vmovapd	%zmm4, 1920(%rsp)
	vmulpd	%zmm5, %zmm3, %zmm4
	vmovapd	%zmm4, 1088(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm4
	vmovapd	%zmm4, 1472(%rsp)
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
	vmulpd	%zmm25, %zmm0, %zmm1
	vaddpd	%zmm24, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vmovapd	%zmm1, 4480(%rsp)
	vmulpd	%zmm6, %zmm0, %zmm1
	vaddpd	%zmm28, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm11
	vpaddq	%zmm20, %zmm16, %zmm0
	vaddpd	%zmm19, %zmm0, %zmm16
	vaddpd	%zmm9, %zmm16, %zmm0
	vdivpd	%zmm0, %zmm16, %zmm0
	vmovapd	%zmm0, 2944(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm10
	vmulpd	%zmm10, %zmm10, %zmm0
	vmulpd	%zmm25, %zmm0, %zmm2
	vaddpd	%zmm24, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm23, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm1
	vmovapd	%zmm1, 5120(%rsp)
	vmulpd	%zmm6, %zmm0, %zmm2
	vaddpd	%zmm28, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vmovapd	%zmm5, %zmm1
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm8
	vmovdqa64	%zmm20, %zmm5
	vpaddq	%zmm20, %zmm13, %zmm0
	vaddpd	%zmm19, %zmm0, %zmm13
	vaddpd	%zmm9, %zmm13, %zmm0
	vmovapd	%zmm9, %zmm27
	vdivpd	%zmm0, %zmm13, %zmm29
	vmulpd	%zmm29, %zmm29, %zmm9
	vmulpd	%zmm9, %zmm9, %zmm3
	vmulpd	%zmm25, %zmm3, %zmm20
	vaddpd	%zmm24, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm3, %zmm20
	vaddpd	%zmm23, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm3, %zmm21
	vmovapd	%zmm6, %zmm0
	vmulpd	%zmm6, %zmm3, %zmm20
	vaddpd	%zmm28, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm3, %zmm20
	vaddpd	%zmm1, %zmm20, %zmm20
	vmulpd	%zmm20, %zmm3, %zmm6
	vpaddq	%zmm5, %zmm14, %zmm3
	vaddpd	%zmm19, %zmm3, %zmm14
	vmovapd	%zmm19, %zmm2
	vaddpd	%zmm27, %zmm14, %zmm3
	vdivpd	%zmm3, %zmm14, %zmm20
	vmulpd	%zmm20, %zmm20, %zmm7
	vmulpd	%zmm7, %zmm7, %zmm3
	vmulpd	%zmm25, %zmm3, %zmm28
	vaddpd	%zmm24, %zmm28, %zmm28
	vmovapd	%zmm24, %zmm23
	vmulpd	%zmm28, %zmm3, %zmm28
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm3, %zmm28
	vmulpd	%zmm0, %zmm3, %zmm24
	vmovapd	%zmm0, %zmm19
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm3, %zmm24
	vaddpd	%zmm1, %zmm24, %zmm24
	vmovapd	%zmm1, %zmm4
	vmulpd	%zmm24, %zmm3, %zmm24
	vpaddq	%zmm5, %zmm18, %zmm3
	vaddpd	%zmm2, %zmm3, %zmm18
	vaddpd	%zmm27, %zmm18, %zmm3
	vdivpd	%zmm3, %zmm18, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm25, %zmm0, %zmm27
	vaddpd	%zmm23, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vmulpd	%zmm19, %zmm0, %zmm23
	vaddpd	.LCPI0_32(%rip){1to8}, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vaddpd	%zmm4, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm23
	vaddpd	%zmm23, %zmm12, %zmm12
	vmulpd	2624(%rsp), %zmm12, %zmm12
	vaddpd	1920(%rsp), %zmm12, %zmm12
	vaddpd	%zmm23, %zmm17, %zmm17
	vmulpd	2688(%rsp), %zmm17, %zmm17
	vaddpd	1088(%rsp), %zmm17, %zmm17
	vaddpd	%zmm23, %zmm15, %zmm15
	vmulpd	2368(%rsp), %zmm15, %zmm15
	vaddpd	1472(%rsp), %zmm15, %zmm15
	vaddpd	%zmm23, %zmm11, %zmm11
	vmulpd	1728(%rsp), %zmm11, %zmm11
	vaddpd	4480(%rsp), %zmm11, %zmm11
	vaddpd	%zmm23, %zmm8, %zmm8
	vmulpd	%zmm8, %zmm10, %zmm5
	vaddpd	5120(%rsp), %zmm5, %zmm5
	vaddpd	%zmm23, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm9, %zmm4
	vaddpd	%zmm4, %zmm21, %zmm4
	vaddpd	%zmm23, %zmm24, %zmm6
	vmulpd	%zmm6, %zmm7, %zmm2
	vaddpd	%zmm2, %zmm28, %zmm6
	vaddpd	%zmm23, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm27, %zmm7
	vmovapd	%zmm22, 2880(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm22, %zmm0
	vmulpd	%zmm0, %zmm22, %zmm19
	vaddpd	%zmm17, %zmm19, %zmm1
	vmulpd	1024(%rsp), %zmm1, %zmm8
	vmovapd	%zmm26, 3136(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm26, %zmm1
	vmulpd	%zmm1, %zmm26, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm1
	vmulpd	1600(%rsp), %zmm1, %zmm9
	vmovapd	%zmm31, 3776(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm31, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm11, %zmm1, %zmm11
	vmulpd	1280(%rsp), %zmm11, %zmm11
	vmovapd	192(%rsp), %zmm0
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm0, %zmm12
	vmulpd	%zmm12, %zmm0, %zmm12
	vaddpd	%zmm15, %zmm12, %zmm15
	vmulpd	3200(%rsp), %zmm15, %zmm15
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm13, %zmm17
	vmulpd	%zmm17, %zmm13, %zmm17
	vaddpd	%zmm4, %zmm17, %zmm4
	vmulpd	%zmm4, %zmm29, %zmm4
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm16, %zmm21
	vmulpd	%zmm21, %zmm16, %zmm21
	vaddpd	%zmm5, %zmm21, %zmm5
	vmulpd	2944(%rsp), %zmm5, %zmm5
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm18, %zmm10
	vmulpd	%zmm10, %zmm18, %zmm10
	vaddpd	%zmm7, %zmm10, %zmm7
	vmulpd	%zmm7, %zmm3, %zmm3
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm14, %zmm7
	vmulpd	%zmm7, %zmm14, %zmm7
	vaddpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm6, %zmm20, %zmm6
	vpsrlq	$20, 2752(%rsp), %zmm20
	vpbroadcastq	.LCPI0_22(%rip), %zmm31
	vpaddq	%zmm31, %zmm20, %zmm20
	vcvtqq2pd	%zmm20, %zmm20
	vbroadcastsd	.LCPI0_35(%rip), %zmm25
	vmulpd	%zmm25, %zmm20, %zmm22
	vaddpd	%zmm8, %zmm22, %zmm8
	vpsrlq	$20, 2304(%rsp), %zmm22
	vpaddq	%zmm31, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm25, %zmm22, %zmm23
	vaddpd	%zmm9, %zmm23, %zmm9
	vpsrlq	$20, 2048(%rsp), %zmm23
	vpaddq	%zmm31, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm25, %zmm23, %zmm24
	vaddpd	%zmm11, %zmm24, %zmm11
	vpsrlq	$20, 2240(%rsp), %zmm24
	vpaddq	%zmm31, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm25, %zmm24, %zmm26
	vaddpd	%zmm15, %zmm26, %zmm15
	vpsrlq	$20, 1408(%rsp), %zmm26
	vpaddq	%zmm31, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm25, %zmm26, %zmm27
	vaddpd	%zmm4, %zmm27, %zmm4
	vpsrlq	$20, 1216(%rsp), %zmm27
	vpaddq	%zmm31, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm25, %zmm27, %zmm28
	vaddpd	%zmm5, %zmm28, %zmm5
	vpsrlq	$20, 768(%rsp), %zmm28
	vpaddq	%zmm31, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm25, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 320(%rsp), %zmm29
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
	vaddpd	3136(%rsp), %zmm2, %zmm2
	vaddpd	2880(%rsp), %zmm0, %zmm0
	vaddpd	192(%rsp), %zmm8, %zmm7
	vaddpd	3776(%rsp), %zmm1, %zmm8
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
	vmovdqa64	%zmm9, 2752(%rsp)
	vpaddq	%zmm16, %zmm10, %zmm10
	vmovdqa64	%zmm10, 2304(%rsp)
	vpaddq	%zmm16, %zmm11, %zmm11
	vmovdqa64	%zmm11, 2048(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm12
	vmovdqa64	%zmm12, 2240(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqa64	%zmm13, 1408(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm14
	vmovdqa64	%zmm14, 1216(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm16
	vmovdqa64	%zmm16, 768(%rsp)
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
	vmovapd	%zmm4, 1280(%rsp)
	vaddpd	%zmm27, %zmm4, %zmm2
	vmovapd	%zmm5, 192(%rsp)
	vaddpd	%zmm27, %zmm5, %zmm3
	vdivpd	%zmm1, %zmm26, %zmm7
	vmovapd	%zmm7, 1088(%rsp)
	vdivpd	%zmm0, %zmm6, %zmm6
	vmovapd	%zmm6, 1472(%rsp)
	vdivpd	%zmm3, %zmm5, %zmm1
	vmovapd	%zmm1, 1024(%rsp)
	vdivpd	%zmm2, %zmm4, %zmm0
	vmovapd	%zmm0, 1600(%rsp)
	vmulpd	%zmm6, %zmm6, %zmm5
	vmovapd	%zmm5, 2368(%rsp)
	vmulpd	%zmm7, %zmm7, %zmm2
	vmovapd	%zmm2, 2688(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm4
	vmovapd	%zmm4, 1728(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 1920(%rsp)
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
	vmovapd	%zmm4, 2944(%rsp)
	vmulpd	%zmm5, %zmm3, %zmm4
	vmovapd	%zmm4, 2880(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm4
	vmovapd	%zmm4, 2624(%rsp)
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
	vmulpd	2368(%rsp), %zmm11, %zmm11
	vaddpd	2944(%rsp), %zmm11, %zmm11
	vaddpd	%zmm21, %zmm15, %zmm15
	vmulpd	2688(%rsp), %zmm15, %zmm15
	vaddpd	2880(%rsp), %zmm15, %zmm15
	vaddpd	%zmm21, %zmm25, %zmm12
	vmulpd	1728(%rsp), %zmm12, %zmm12
	vaddpd	2624(%rsp), %zmm12, %zmm12
	vaddpd	%zmm21, %zmm10, %zmm10
	vmulpd	1920(%rsp), %zmm10, %zmm10
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
	vmovapd	%zmm26, 3136(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm26, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm1
	vmulpd	1088(%rsp), %zmm1, %zmm8
	vmovapd	320(%rsp), %zmm2
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm2, %zmm1
	vmulpd	%zmm1, %zmm2, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm1
	vmulpd	1472(%rsp), %zmm1, %zmm9
	vmovapd	192(%rsp), %zmm11
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm11, %zmm1
	vmulpd	%zmm1, %zmm11, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm10
	vmulpd	1024(%rsp), %zmm10, %zmm10
	vmovapd	1280(%rsp), %zmm30
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm30, %zmm11
	vmulpd	%zmm11, %zmm30, %zmm11
	vaddpd	%zmm12, %zmm11, %zmm12
	vmulpd	1600(%rsp), %zmm12, %zmm12
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
	vpsrlq	$20, 2752(%rsp), %zmm22
	vpaddq	%zmm31, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm19, %zmm22, %zmm23
	vaddpd	%zmm9, %zmm23, %zmm9
	vpsrlq	$20, 2304(%rsp), %zmm23
	vpaddq	%zmm31, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm19, %zmm23, %zmm24
	vaddpd	%zmm10, %zmm24, %zmm10
	vpsrlq	$20, 2048(%rsp), %zmm24
	vpaddq	%zmm31, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm19, %zmm24, %zmm26
	vaddpd	%zmm12, %zmm26, %zmm12
	vpsrlq	$20, 2240(%rsp), %zmm26
	vpaddq	%zmm31, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm19, %zmm26, %zmm27
	vaddpd	%zmm4, %zmm27, %zmm4
	vpsrlq	$20, 1408(%rsp), %zmm27
	vpaddq	%zmm31, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm19, %zmm27, %zmm28
	vaddpd	%zmm5, %zmm28, %zmm5
	vpsrlq	$20, 1216(%rsp), %zmm28
	vpaddq	%zmm31, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm19, %zmm28, %zmm29
	vaddpd	%zmm3, %zmm29, %zmm3
	vpsrlq	$20, 768(%rsp), %zmm29
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
	vaddpd	3136(%rsp), %zmm0, %zmm0
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
	vbroadcastss	.LCPI0_38(%rip), %zmm24
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
	vinsertf64x4	$1, %ymm0, %zmm2, %zmm0
	vcvtpd2ps	%zmm7, %ymm2
	vcvtpd2ps	%zmm1, %ymm1
	vinsertf64x4	$1, %ymm1, %zmm2, %zmm1
	vcvtpd2ps	%zmm5, %ymm2
	vcvtpd2ps	%zmm4, %ymm4
	vinsertf64x4	$1, %ymm4, %zmm2, %zmm2
	vxorps	%zmm24, %zmm0, %zmm0
	vmovups	%zmm0, -192(%rcx,%rdi,4)
	vxorps	%zmm24, %zmm1, %zmm0
	vmovups	%zmm0, -128(%rcx,%rdi,4)
	vxorps	%zmm24, %zmm2, %zmm0
	vmovups	%zmm0, -64(%rcx,%rdi,4)
	vcvtpd2ps	%zmm6, %ymm0
	vcvtpd2ps	%zmm3, %ymm1
	vinsertf64x4	$1, %ymm1, %zmm0, %zmm0
	vxorps	%zmm24, %zmm0, %zmm0
	vmovups	%zmm0, (%rcx,%rdi,4)
	addq	$64, %rdi
	cmpq	%rdi, %rdx
	jne	.LBB0_867
	testq	%r8, %r8
	movq	3456(%rsp), %rsi
	movq	440(%rsp), %r9
	je	.LBB0_909
	cmpl	$8, %r8d
	vmovdqa	112(%rsp), %xmm0
	vpbroadcastq	.LCPI0_22(%rip), %zmm5
	vmovdqa64	752(%rsp), %xmm25
	jb	.LBB0_911
	vmovsd	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_20(%rip), %xmm9
	vmovsd	.LCPI0_26(%rip), %xmm10
	vmovsd	.LCPI0_27(%rip), %xmm11
	vbroadcastsd	.LCPI0_20(%rip), %zmm14
	vbroadcastsd	.LCPI0_30(%rip), %zmm30
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vmovdqa64	%zmm5, %zmm22
	movq	432(%rsp), %rsi
	movq	6848(%rsp), %rdi
.LBB0_871:
	movq	5056(%rsp), %rdx
	andl	$7, %edx
	subq	%rdx, %rdi
	movq	%rdi, %rcx
	addq	%r13, %rcx
	movq	512(%rsp), %rdi
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
	.p2align	4
.LBB0_872:
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
	cmpq	%r11, %rsi
	jne	.LBB0_872
	testq	%rdx, %rdx
	vmovaps	384(%rsp), %xmm24
	vmovaps	112(%rsp), %xmm16
	vmovdqa	144(%rsp), %xmm14
	vmovdqa64	752(%rsp), %xmm25
	je	.LBB0_908
.LBB0_874:
	vmovdqa64	%xmm25, %xmm22
	movabsq	$4503595332403200, %r11
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
	movq	3328(%rsp), %rsi
	movq	5056(%rsp), %r9
	.p2align	4
.LBB0_875:
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
	andq	%r11, %r8
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
	andq	%r11, %r8
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
	cmpq	%rcx, %r9
	jne	.LBB0_875
	movq	512(%rsp), %rcx
	movq	%r15, %r11
	vxorpd	%xmm18, %xmm18, %xmm18
	vmovdqa	144(%rsp), %xmm14
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vmovaps	1856(%rsp), %zmm17
	movq	312(%rsp), %rbx
	vmovdqa64	%xmm22, %xmm25
	vmovaps	6080(%rsp), %zmm27
	vmovaps	3264(%rsp), %zmm15
	vmovdqa64	3840(%rsp), %zmm20
	movq	3392(%rsp), %r13
.LBB0_877:
	movq	3456(%rsp), %rsi
	movq	440(%rsp), %r9
	jmp	.LBB0_903
.LBB0_878:
	vmovdqa64	%xmm25, 752(%rsp)
	xorl	%edi, %edi
	movq	3120(%rsp), %rax
	.p2align	4
.LBB0_879:
	vpmovzxdq	15136(%rsp,%rdi,4), %zmm0
	vpmovzxdq	15104(%rsp,%rdi,4), %zmm1
	vpmovzxdq	15200(%rsp,%rdi,4), %zmm2
	vpmovzxdq	15168(%rsp,%rdi,4), %zmm3
	vpmovzxdq	15264(%rsp,%rdi,4), %zmm4
	vpmovzxdq	15232(%rsp,%rdi,4), %zmm5
	vpmovzxdq	15328(%rsp,%rdi,4), %zmm6
	vpmovzxdq	15296(%rsp,%rdi,4), %zmm9
	vmovdqa64	5568(%rsp), %zmm8
	vpaddd	17152(%rsp,%rdi,4), %zmm8, %zmm10
	vpaddd	17216(%rsp,%rdi,4), %zmm8, %zmm15
	vpaddd	17280(%rsp,%rdi,4), %zmm8, %zmm16
	vpaddd	17344(%rsp,%rdi,4), %zmm8, %zmm17
	vpmuludq	%zmm7, %zmm1, %zmm18
	vpmuludq	%zmm7, %zmm0, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm11
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm19
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm5, %zmm8
	vmovdqa64	%zmm8, 2304(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm4, %zmm12
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm9, %zmm13
	vmovdqa64	%zmm13, 2048(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm6, %zmm14
	vmovdqa64	6528(%rsp), %zmm1
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
	vmovdqa64	%zmm5, 1216(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm16, %zmm16
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm23, %zmm5
	vmovdqa64	%zmm5, 768(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm20, %zmm5
	vmovdqa64	%zmm5, 1408(%rsp)
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
	vpmovzxdq	%ymm28, %zmm10
	vextracti64x4	$1, %zmm28, %ymm3
	vpmovzxdq	%ymm3, %zmm29
	vpbroadcastq	.LCPI0_15(%rip), %zmm8
	vpmuludq	%zmm8, %zmm25, %zmm28
	vpmuludq	%zmm8, %zmm30, %zmm30
	vpmuludq	%zmm8, %zmm22, %zmm25
	vpmuludq	%zmm8, %zmm31, %zmm13
	vpmuludq	%zmm8, %zmm1, %zmm22
	vpmuludq	%zmm8, %zmm27, %zmm27
	vpmuludq	%zmm8, %zmm2, %zmm31
	vpmuludq	%zmm8, %zmm9, %zmm1
	vmovdqa64	%zmm1, 2240(%rsp)
	vmovdqa64	3008(%rsp), %zmm21
	vpternlogq	$150, %zmm0, %zmm21, %zmm20
	vpsrlq	$32, %zmm30, %zmm0
	vpternlogq	$150, %zmm7, %zmm21, %zmm5
	vpsrlq	$32, %zmm28, %zmm1
	vpternlogq	$150, %zmm19, %zmm21, %zmm24
	vpsrlq	$32, %zmm13, %zmm9
	vpternlogq	$150, %zmm11, %zmm21, %zmm23
	vpsrlq	$32, %zmm25, %zmm3
	vpternlogq	$150, %zmm12, %zmm21, %zmm6
	vpsrlq	$32, %zmm27, %zmm7
	vpternlogq	$150, 2304(%rsp), %zmm21, %zmm26
	vpsrlq	$32, %zmm22, %zmm11
	vpternlogq	$150, %zmm14, %zmm21, %zmm29
	vpsrlq	$32, %zmm31, %zmm12
	vpternlogq	$150, 2048(%rsp), %zmm21, %zmm10
	vmovdqa64	6592(%rsp), %zmm21
	vpxorq	%zmm21, %zmm1, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm1, %zmm1
	vmovdqa64	%zmm1, 2304(%rsp)
	vpxorq	%zmm21, %zmm0, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm2
	vpxorq	%zmm21, %zmm3, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm3
	vpxorq	%zmm21, %zmm9, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm9
	vpxorq	%zmm21, %zmm11, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm4
	vmovdqa64	%zmm4, 2048(%rsp)
	vpxorq	%zmm21, %zmm7, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm7
	vpxorq	%zmm21, %zmm12, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm19
	vmovdqa64	%zmm19, 3200(%rsp)
	vpmuludq	%zmm8, %zmm5, %zmm5
	vpmuludq	%zmm8, %zmm20, %zmm11
	vpmuludq	%zmm8, %zmm23, %zmm18
	vpmuludq	%zmm8, %zmm24, %zmm14
	vpmuludq	%zmm8, %zmm26, %zmm12
	vpmuludq	%zmm8, %zmm6, %zmm6
	vpmuludq	%zmm8, %zmm29, %zmm0
	vmovdqa64	%zmm0, 2752(%rsp)
	vpsrlq	$32, %zmm5, %zmm26
	vmovdqa64	%zmm5, %zmm23
	vmovdqa64	5184(%rsp), %zmm5
	vpternlogq	$150, %zmm30, %zmm5, %zmm26
	vpsrlq	$32, %zmm11, %zmm30
	vpternlogq	$150, %zmm28, %zmm5, %zmm30
	vpsrlq	$32, %zmm18, %zmm24
	vpternlogq	$150, %zmm13, %zmm5, %zmm24
	vpsrlq	$32, %zmm14, %zmm28
	vpternlogq	$150, %zmm25, %zmm5, %zmm28
	vpsrlq	$32, %zmm12, %zmm25
	vpternlogq	$150, %zmm27, %zmm5, %zmm25
	vpsrlq	$32, %zmm6, %zmm27
	vmovdqa64	%zmm6, %zmm13
	vpternlogq	$150, %zmm22, %zmm5, %zmm27
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, %zmm31, %zmm5, %zmm22
	vpsrlq	$32, %zmm1, %zmm31
	vmovdqa64	6144(%rsp), %zmm0
	vpternlogq	$150, %zmm15, %zmm0, %zmm31
	vpsrlq	$32, %zmm2, %zmm1
	vpternlogq	$150, %zmm17, %zmm0, %zmm1
	vpsrlq	$32, %zmm3, %zmm15
	vpternlogq	$150, %zmm16, %zmm0, %zmm15
	vpsrlq	$32, %zmm9, %zmm6
	vpternlogq	$150, 1216(%rsp), %zmm0, %zmm6
	vpsrlq	$32, %zmm4, %zmm29
	vpternlogq	$150, 1408(%rsp), %zmm0, %zmm29
	vpsrlq	$32, %zmm7, %zmm16
	vpternlogq	$150, 768(%rsp), %zmm0, %zmm16
	vpsrlq	$32, %zmm19, %zmm17
	vpmuludq	%zmm8, %zmm10, %zmm20
	vpternlogq	$150, 320(%rsp), %zmm0, %zmm17
	vpsrlq	$32, %zmm20, %zmm19
	vmovdqa64	2240(%rsp), %zmm4
	vpternlogq	$150, %zmm4, %zmm5, %zmm19
	vpsrlq	$32, %zmm4, %zmm4
	vpxorq	%zmm21, %zmm4, %zmm4
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm4, %zmm4
	vmovdqa64	%zmm4, 1024(%rsp)
	vpsrlq	$32, %zmm4, %zmm10
	vpternlogq	$150, 192(%rsp), %zmm0, %zmm10
	vpmuludq	%zmm8, %zmm1, %zmm21
	vpsrlq	$32, %zmm21, %zmm1
	vmovdqa64	4672(%rsp), %zmm0
	vpternlogq	$150, %zmm23, %zmm0, %zmm1
	vmovdqa64	%zmm1, 192(%rsp)
	vpmuludq	%zmm8, %zmm31, %zmm1
	vmovdqa64	%zmm1, 1216(%rsp)
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm11, %zmm0, %zmm5
	vpmuludq	%zmm8, %zmm6, %zmm1
	vmovdqa64	%zmm1, 1408(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm18, %zmm0, %zmm1
	vmovdqa64	%zmm1, 320(%rsp)
	vpmuludq	%zmm8, %zmm15, %zmm18
	vpsrlq	$32, %zmm18, %zmm15
	vpternlogq	$150, %zmm14, %zmm0, %zmm15
	vpmuludq	%zmm8, %zmm16, %zmm1
	vmovdqa64	%zmm1, 2240(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm12, %zmm0, %zmm1
	vmovdqa64	%zmm1, 768(%rsp)
	vpmuludq	%zmm8, %zmm29, %zmm1
	vmovdqa64	%zmm1, 1280(%rsp)
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, %zmm13, %zmm0, %zmm16
	vpmuludq	%zmm8, %zmm10, %zmm1
	vmovdqa64	%zmm1, 1600(%rsp)
	vpsrlq	$32, %zmm1, %zmm23
	vpternlogq	$150, %zmm20, %zmm0, %zmm23
	vpmuludq	%zmm8, %zmm17, %zmm29
	vpsrlq	$32, %zmm29, %zmm17
	vpternlogq	$150, 2752(%rsp), %zmm0, %zmm17
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm30, %zmm11
	vpsrlq	$32, %zmm11, %zmm30
	vmovdqa64	4736(%rsp), %zmm31
	vpternlogq	$150, 2304(%rsp), %zmm31, %zmm30
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm26, %zmm4
	vpsrlq	$32, %zmm4, %zmm12
	vpternlogq	$150, %zmm2, %zmm31, %zmm12
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm28, %zmm10
	vpsrlq	$32, %zmm10, %zmm13
	vpternlogq	$150, %zmm3, %zmm31, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm24, %zmm20
	vpsrlq	$32, %zmm20, %zmm28
	vpternlogq	$150, %zmm9, %zmm31, %zmm28
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm27, %zmm9
	vpsrlq	$32, %zmm9, %zmm14
	vpternlogq	$150, 2048(%rsp), %zmm31, %zmm14
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm25, %zmm0
	vmovdqa64	%zmm0, 2304(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm7, %zmm31, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm22, %zmm1
	vmovdqa64	%zmm1, 2752(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, 3200(%rsp), %zmm31, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm19, %zmm6
	vpsrlq	$32, %zmm6, %zmm1
	vpternlogq	$150, 1024(%rsp), %zmm31, %zmm1
	vpmuludq	%zmm8, %zmm12, %zmm27
	vpsrlq	$32, %zmm27, %zmm7
	vmovdqa64	5952(%rsp), %zmm22
	vpternlogq	$150, %zmm21, %zmm22, %zmm7
	vmovdqa64	%zmm7, 3200(%rsp)
	vpmuludq	%zmm8, %zmm30, %zmm3
	vmovdqa64	%zmm3, 2048(%rsp)
	vpsrlq	$32, %zmm3, %zmm12
	vpternlogq	$150, 1216(%rsp), %zmm22, %zmm12
	vpmuludq	%zmm8, %zmm28, %zmm28
	vpsrlq	$32, %zmm28, %zmm26
	vpternlogq	$150, 1408(%rsp), %zmm22, %zmm26
	vpmuludq	%zmm8, %zmm13, %zmm31
	vpsrlq	$32, %zmm31, %zmm13
	vpternlogq	$150, %zmm18, %zmm22, %zmm13
	vpmuludq	%zmm8, %zmm0, %zmm30
	vpsrlq	$32, %zmm30, %zmm19
	vpternlogq	$150, 2240(%rsp), %zmm22, %zmm19
	vpmuludq	%zmm8, %zmm14, %zmm3
	vpsrlq	$32, %zmm3, %zmm14
	vpternlogq	$150, 1280(%rsp), %zmm22, %zmm14
	vpmuludq	%zmm8, %zmm1, %zmm0
	vmovdqa64	%zmm0, 1024(%rsp)
	vpsrlq	$32, %zmm0, %zmm24
	vpternlogq	$150, 1600(%rsp), %zmm22, %zmm24
	vpmuludq	%zmm8, %zmm2, %zmm7
	vpsrlq	$32, %zmm7, %zmm18
	vpternlogq	$150, %zmm29, %zmm22, %zmm18
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm5, %zmm0
	vmovdqa64	%zmm0, 1216(%rsp)
	vpsrlq	$32, %zmm0, %zmm21
	vmovdqa64	4288(%rsp), %zmm25
	vpternlogq	$150, %zmm11, %zmm25, %zmm21
	vmovdqa64	192(%rsp), %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm5
	vpsrlq	$32, %zmm5, %zmm1
	vpternlogq	$150, %zmm4, %zmm25, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm0
	vmovdqa64	%zmm0, 1280(%rsp)
	vpsrlq	$32, %zmm0, %zmm11
	vpternlogq	$150, %zmm10, %zmm25, %zmm11
	vmovdqa64	320(%rsp), %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm0
	vmovdqa64	%zmm0, 1600(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vpternlogq	$150, %zmm20, %zmm25, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm16, %zmm29
	vpsrlq	$32, %zmm29, %zmm15
	vpternlogq	$150, %zmm9, %zmm25, %zmm15
	vmovdqa64	768(%rsp), %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm0
	vmovdqa64	%zmm0, 768(%rsp)
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, 2304(%rsp), %zmm25, %zmm9
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm16
	vpternlogq	$150, 2752(%rsp), %zmm25, %zmm16
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm23, %zmm0
	vmovdqa64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm6, %zmm25, %zmm0
	vpmuludq	%zmm8, %zmm1, %zmm1
	vmovdqa64	%zmm1, 1408(%rsp)
	vpsrlq	$32, %zmm1, %zmm25
	vmovdqa64	4608(%rsp), %zmm1
	vpternlogq	$150, %zmm27, %zmm1, %zmm25
	vpmuludq	%zmm8, %zmm21, %zmm6
	vpsrlq	$32, %zmm6, %zmm10
	vpternlogq	$150, 2048(%rsp), %zmm1, %zmm10
	vpmuludq	%zmm8, %zmm2, %zmm2
	vmovdqa64	%zmm2, 2752(%rsp)
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm28, %zmm1, %zmm4
	vpmuludq	%zmm8, %zmm11, %zmm2
	vmovdqa64	%zmm2, 2304(%rsp)
	vpsrlq	$32, %zmm2, %zmm11
	vpternlogq	$150, %zmm31, %zmm1, %zmm11
	vpmuludq	%zmm8, %zmm9, %zmm31
	vpsrlq	$32, %zmm31, %zmm22
	vpternlogq	$150, %zmm30, %zmm1, %zmm22
	vpmuludq	%zmm8, %zmm15, %zmm2
	vmovdqa64	%zmm2, 2240(%rsp)
	vpsrlq	$32, %zmm2, %zmm15
	vpternlogq	$150, %zmm3, %zmm1, %zmm15
	vpmuludq	%zmm8, %zmm0, %zmm0
	vmovdqa64	%zmm0, 192(%rsp)
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, 1024(%rsp), %zmm1, %zmm9
	vpmuludq	%zmm8, %zmm16, %zmm21
	vpsrlq	$32, %zmm21, %zmm16
	vpternlogq	$150, %zmm7, %zmm1, %zmm16
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm12, %zmm0
	vmovdqa64	%zmm0, 2048(%rsp)
	vpsrlq	$32, %zmm0, %zmm12
	vmovdqa64	1792(%rsp), %zmm2
	vpternlogq	$150, 1216(%rsp), %zmm2, %zmm12
	vmovdqa64	3200(%rsp), %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm28
	vpsrlq	$32, %zmm28, %zmm0
	vpternlogq	$150, %zmm5, %zmm2, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm13, %zmm1
	vmovdqa64	%zmm1, 3200(%rsp)
	vpsrlq	$32, %zmm1, %zmm13
	vpternlogq	$150, 1280(%rsp), %zmm2, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm26, %zmm27
	vpsrlq	$32, %zmm27, %zmm5
	vpternlogq	$150, 1600(%rsp), %zmm2, %zmm5
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm14, %zmm23
	vpsrlq	$32, %zmm23, %zmm14
	vpternlogq	$150, %zmm29, %zmm2, %zmm14
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm19, %zmm29
	vpsrlq	$32, %zmm29, %zmm19
	vpternlogq	$150, 768(%rsp), %zmm2, %zmm19
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm18, %zmm1
	vmovdqa64	%zmm1, 1216(%rsp)
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, %zmm17, %zmm2, %zmm20
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm24, %zmm1
	vmovdqa64	%zmm1, 768(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 320(%rsp), %zmm2, %zmm1
	vpmuludq	%zmm8, %zmm0, %zmm0
	vmovdqa64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqa64	5376(%rsp), %zmm0
	vpternlogq	$150, 1408(%rsp), %zmm0, %zmm2
	vpmuludq	%zmm8, %zmm12, %zmm3
	vmovdqa64	%zmm3, 1408(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm6, %zmm0, %zmm3
	vpmuludq	%zmm8, %zmm5, %zmm7
	vpsrlq	$32, %zmm7, %zmm6
	vpternlogq	$150, 2752(%rsp), %zmm0, %zmm6
	vpmuludq	%zmm8, %zmm13, %zmm18
	vpsrlq	$32, %zmm18, %zmm12
	vpternlogq	$150, 2304(%rsp), %zmm0, %zmm12
	vpmuludq	%zmm8, %zmm19, %zmm5
	vpsrlq	$32, %zmm5, %zmm13
	vpternlogq	$150, %zmm31, %zmm0, %zmm13
	vpmuludq	%zmm8, %zmm14, %zmm30
	vpsrlq	$32, %zmm30, %zmm14
	vpternlogq	$150, 2240(%rsp), %zmm0, %zmm14
	vpmuludq	%zmm8, %zmm1, %zmm1
	vmovdqa64	%zmm1, 2240(%rsp)
	vpsrlq	$32, %zmm1, %zmm17
	vpternlogq	$150, 192(%rsp), %zmm0, %zmm17
	vpmuludq	%zmm8, %zmm20, %zmm1
	vmovdqa64	%zmm1, 192(%rsp)
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, %zmm21, %zmm0, %zmm20
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm10, %zmm0
	vmovdqa64	%zmm0, 2304(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqa64	5312(%rsp), %zmm21
	vpternlogq	$150, 2048(%rsp), %zmm21, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm25, %zmm10
	vpsrlq	$32, %zmm10, %zmm1
	vpternlogq	$150, %zmm28, %zmm21, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm19
	vpternlogq	$150, 3200(%rsp), %zmm21, %zmm19
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm4, %zmm31
	vpsrlq	$32, %zmm31, %zmm4
	vpternlogq	$150, %zmm27, %zmm21, %zmm4
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm15
	vpsrlq	$32, %zmm15, %zmm26
	vpternlogq	$150, %zmm23, %zmm21, %zmm26
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm22, %zmm28
	vpsrlq	$32, %zmm28, %zmm22
	vpternlogq	$150, %zmm29, %zmm21, %zmm22
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm27
	vpternlogq	$150, 1216(%rsp), %zmm21, %zmm27
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm24
	vpternlogq	$150, 768(%rsp), %zmm21, %zmm24
	vpmuludq	%zmm8, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vmovdqa64	5248(%rsp), %zmm21
	vpternlogq	$150, 320(%rsp), %zmm21, %zmm1
	vpmuludq	%zmm8, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm23
	vpternlogq	$150, 1408(%rsp), %zmm21, %zmm23
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
	vpternlogq	$150, 2240(%rsp), %zmm21, %zmm30
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
	vmovdqa64	2112(%rsp), %zmm20
	vpternlogq	$150, 2304(%rsp), %zmm20, %zmm3
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
	vmovdqa64	6016(%rsp), %zmm29
	vpsrlq	$32, %zmm11, %zmm11
	vmovdqa64	1536(%rsp), %zmm16
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
	vmovdqa64	1984(%rsp), %zmm13
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
	vmovdqu64	%zmm0, 12544(%rsp,%rdi,4)
	vmovdqu64	%zmm1, 12608(%rsp,%rdi,4)
	vmovdqu64	%zmm4, 12672(%rsp,%rdi,4)
	vmovdqu64	%zmm2, 12736(%rsp,%rdi,4)
	addq	$64, %rdi
	cmpq	%rdi, %rax
	jne	.LBB0_879
	cmpq	%rax, %r11
	movq	32(%rsp), %r8
	movq	72(%rsp), %r14
	vmovaps	112(%rsp), %xmm16
	movl	$3528531795, %r12d
	movq	576(%rsp), %rax
	movq	168(%rsp), %r15
	movq	4864(%rsp), %r13
	vmovaps	6272(%rsp), %zmm2
	movl	136(%rsp), %ebx
	vmovdqa64	1792(%rsp), %zmm11
	vmovdqa64	2112(%rsp), %zmm1
	vmovdqa64	1536(%rsp), %zmm0
	vmovdqa64	3008(%rsp), %zmm9
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vpbroadcastq	.LCPI0_22(%rip), %zmm10
	vbroadcastsd	.LCPI0_30(%rip), %zmm17
	vmovdqa64	4288(%rsp), %zmm31
	vmovdqa64	4672(%rsp), %zmm4
	vmovaps	384(%rsp), %xmm24
	vmovdqa64	752(%rsp), %xmm25
	vmovaps	6080(%rsp), %zmm27
	je	.LBB0_886
	vmovdqa64	%zmm13, %zmm8
	vmovaps	%zmm2, %zmm30
	movq	3120(%rsp), %rcx
	movq	%rcx, %rdx
	testb	$56, %r11b
	je	.LBB0_885
.LBB0_882:
	vmovdqa64	%zmm11, %zmm14
	vmovdqa	.LCPI0_383(%rip), %ymm10
	vpbroadcastd	.LCPI0_381(%rip), %ymm26
	vpbroadcastd	.LCPI0_16(%rip), %ymm6
	vmovaps	%zmm30, %zmm24
	vpbroadcastq	.LCPI0_15(%rip), %zmm30
	vmovdqa64	5184(%rsp), %zmm20
	vmovdqa64	5376(%rsp), %zmm11
	vmovdqa64	5312(%rsp), %zmm12
	vmovdqa64	5248(%rsp), %zmm21
	vmovdqa64	%zmm4, %zmm15
	vmovdqa64	4736(%rsp), %zmm27
	vmovdqa64	5952(%rsp), %zmm28
	vmovdqa64	%zmm31, %zmm18
	vmovdqa64	4608(%rsp), %zmm31
	vmovdqa64	6144(%rsp), %zmm13
	vmovdqa64	%zmm1, %zmm16
	vmovdqa64	%zmm0, %zmm23
	vmovdqa64	6528(%rsp), %zmm22
	vmovdqa64	5568(%rsp), %zmm19
	movq	1712(%rsp), %rax
	.p2align	4
.LBB0_883:
	vpmovzxdq	15104(%rsp,%rdx,4), %zmm0
	vpaddd	17152(%rsp,%rdx,4), %ymm19, %ymm1
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
	vxorps	%zmm4, %zmm24, %zmm0
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
	vpternlogq	$150, %zmm0, %zmm14, %zmm4
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
	vmovdqu	%ymm0, 12544(%rsp,%rdx,4)
	addq	$8, %rdx
	cmpq	%rdx, %rax
	jne	.LBB0_883
	movq	%rax, %rcx
	cmpq	%rax, %r11
	movq	32(%rsp), %r8
	movq	72(%rsp), %r14
	movl	$3528531795, %r12d
	movq	576(%rsp), %rax
	movq	168(%rsp), %r15
	movq	4864(%rsp), %r13
	movl	136(%rsp), %ebx
	vpbroadcastq	.LCPI0_22(%rip), %zmm10
	vbroadcastsd	.LCPI0_30(%rip), %zmm17
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vmovaps	112(%rsp), %xmm16
	vmovaps	6080(%rsp), %zmm27
	vmovaps	384(%rsp), %xmm24
	je	.LBB0_886
	.p2align	4
.LBB0_885:
	movl	15104(%rsp,%rcx,4), %edi
	movl	17152(%rsp,%rcx,4), %r11d
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
	xorl	5440(%rsp), %r10d
	xorl	6208(%rsp), %edi
	xorl	%r8d, %edi
	imulq	%r12, %r10
	imulq	%rax, %rdi
	movq	%rdi, %r8
	shrq	$32, %r8
	xorl	5504(%rsp), %edx
	xorl	%r8d, %edx
	movq	%r10, %r8
	shrq	$32, %r8
	xorl	6656(%rsp), %r11d
	xorl	%r8d, %r11d
	imulq	%r12, %rdx
	imulq	%rax, %r11
	movq	%r11, %r8
	shrq	$32, %r8
	xorl	%r13d, %edi
	xorl	%r8d, %edi
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	4032(%rsp), %r10d
	xorl	%r8d, %r10d
	imulq	%r12, %rdi
	imulq	%rax, %r10
	movq	%r10, %r8
	shrq	$32, %r8
	xorl	4992(%rsp), %r11d
	xorl	%r8d, %r11d
	movq	%rdi, %r8
	shrq	$32, %r8
	xorl	4800(%rsp), %edx
	xorl	%r8d, %edx
	imulq	%r12, %r11
	imulq	%rax, %rdx
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	4160(%rsp), %r10d
	xorl	%r8d, %r10d
	movq	%r11, %r8
	shrq	$32, %r8
	xorl	832(%rsp), %edi
	xorl	%r8d, %edi
	imulq	%r12, %r10
	imulq	%rax, %rdi
	movq	%rdi, %r8
	shrq	$32, %r8
	xorl	4096(%rsp), %edx
	xorl	%r8d, %edx
	movq	%r10, %r8
	shrq	$32, %r8
	xorl	3712(%rsp), %r11d
	xorl	%r8d, %r11d
	imulq	%r12, %rdx
	imulq	%rax, %r11
	shrq	$32, %r11
	xorl	6464(%rsp), %edi
	xorl	%r11d, %edi
	movq	896(%rsp), %r11
	movq	%rdx, %r8
	shrq	$32, %r8
	xorl	2816(%rsp), %r10d
	xorl	%r8d, %r10d
	movq	%r14, %r8
	movq	%r15, %r14
	movq	%rsi, %r15
	imulq	%r12, %rdi
	shrq	$32, %rdi
	xorl	4928(%rsp), %edx
	xorl	%edi, %edx
	imull	$-845247145, %r10d, %edi
	imulq	%rax, %rdx
	shrq	$32, %rdx
	xorl	%ebx, %edi
	xorl	%edx, %edi
	movl	%edi, 12544(%rsp,%rcx,4)
	incq	%rcx
	cmpq	%r11, %rcx
	jb	.LBB0_885
.LBB0_886:
	cmpq	$8, %r11
	movq	312(%rsp), %rbx
	movq	3392(%rsp), %r13
	jae	.LBB0_888
	xorl	%ecx, %ecx
	movq	832(%rsp), %r10
	movabsq	$4604544269498187776, %rax
	movabsq	$4611686018427387896, %r14
	movabsq	$-9223372036854775808, %r11
	movq	2176(%rsp), %r12
	jmp	.LBB0_897
.LBB0_888:
	cmpq	$64, %r11
	movq	832(%rsp), %r10
	movabsq	$4604544269498187776, %rax
	movabsq	$4611686018427387896, %r14
	movabsq	$-9223372036854775808, %r11
	movq	2176(%rsp), %r12
	movq	3456(%rsp), %rsi
	jae	.LBB0_890
	xorl	%edx, %edx
	jmp	.LBB0_894
.LBB0_890:
	vmovdqa64	%xmm25, 752(%rsp)
	xorl	%edi, %edi
	vbroadcastsd	.LCPI0_19(%rip), %zmm19
	movq	3120(%rsp), %rdx
	.p2align	4
.LBB0_891:
	vcvtudq2pd	12544(%rsp,%rdi,4), %zmm0
	vcvtudq2pd	12576(%rsp,%rdi,4), %zmm1
	vcvtudq2pd	12608(%rsp,%rdi,4), %zmm2
	vcvtudq2pd	12640(%rsp,%rdi,4), %zmm3
	vcvtudq2pd	12672(%rsp,%rdi,4), %zmm4
	vcvtudq2pd	12704(%rsp,%rdi,4), %zmm5
	vcvtudq2pd	12736(%rsp,%rdi,4), %zmm6
	vcvtudq2pd	12768(%rsp,%rdi,4), %zmm7
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
	vmovdqa64	%zmm9, 3200(%rsp)
	vpaddq	%zmm16, %zmm8, %zmm19
	vmovdqa64	%zmm19, 2752(%rsp)
	vpaddq	%zmm16, %zmm11, %zmm11
	vmovdqa64	%zmm11, 2304(%rsp)
	vpaddq	%zmm16, %zmm10, %zmm18
	vmovdqa64	%zmm18, 2048(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqa64	%zmm13, 2240(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm17
	vmovdqa64	%zmm17, 1408(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm15
	vmovdqa64	%zmm15, 1216(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm14
	vmovdqa64	%zmm14, 768(%rsp)
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
	vpbroadcastq	.LCPI0_24(%rip), %zmm12
	vpternlogq	$248, %zmm12, %zmm0, %zmm8
	vpternlogq	$248, %zmm12, %zmm1, %zmm9
	vpternlogq	$248, %zmm12, %zmm2, %zmm10
	vpternlogq	$248, %zmm12, %zmm3, %zmm11
	vpternlogq	$248, %zmm12, %zmm4, %zmm13
	vpternlogq	$248, %zmm12, %zmm5, %zmm19
	vpternlogq	$248, %zmm12, %zmm6, %zmm18
	vpternlogq	$248, %zmm12, %zmm7, %zmm14
	vpbroadcastq	.LCPI0_25(%rip), %zmm22
	vpaddq	%zmm22, %zmm9, %zmm0
	vpaddq	%zmm22, %zmm8, %zmm1
	vpaddq	%zmm22, %zmm11, %zmm2
	vpaddq	%zmm22, %zmm10, %zmm3
	vbroadcastsd	.LCPI0_26(%rip), %zmm20
	vaddpd	%zmm20, %zmm1, %zmm21
	vaddpd	%zmm20, %zmm0, %zmm26
	vaddpd	%zmm20, %zmm3, %zmm7
	vmovapd	%zmm7, 320(%rsp)
	vaddpd	%zmm20, %zmm2, %zmm6
	vmovapd	%zmm6, 192(%rsp)
	vbroadcastsd	.LCPI0_27(%rip), %zmm23
	vaddpd	%zmm23, %zmm26, %zmm0
	vaddpd	%zmm23, %zmm21, %zmm1
	vaddpd	%zmm23, %zmm7, %zmm2
	vdivpd	%zmm1, %zmm21, %zmm5
	vmovapd	%zmm5, 1920(%rsp)
	vdivpd	%zmm0, %zmm26, %zmm4
	vmovapd	%zmm4, 1024(%rsp)
	vdivpd	%zmm2, %zmm7, %zmm1
	vmovapd	%zmm1, 1600(%rsp)
	vaddpd	%zmm23, %zmm6, %zmm0
	vdivpd	%zmm0, %zmm6, %zmm0
	vmovapd	%zmm0, 1280(%rsp)
	vmulpd	%zmm4, %zmm4, %zmm3
	vmovapd	%zmm3, 2880(%rsp)
	vmulpd	%zmm5, %zmm5, %zmm2
	vmovapd	%zmm2, 2624(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm4
	vmovapd	%zmm4, 2368(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 2688(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm2
	vmulpd	%zmm3, %zmm3, %zmm3
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm4, %zmm4, %zmm1
	vbroadcastsd	.LCPI0_28(%rip), %zmm9
	vmulpd	%zmm9, %zmm3, %zmm4
	vmulpd	%zmm9, %zmm2, %zmm5
	vmulpd	%zmm9, %zmm1, %zmm6
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
	vmovapd	%zmm4, 1728(%rsp)
	vmulpd	%zmm5, %zmm2, %zmm4
	vmovapd	%zmm4, 1088(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm4
	vmovapd	%zmm4, 1472(%rsp)
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
	vmulpd	%zmm9, %zmm0, %zmm1
	vmovapd	%zmm8, %zmm3
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm16, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vmovapd	%zmm1, 4480(%rsp)
	vmulpd	%zmm25, %zmm0, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmovapd	%zmm7, %zmm8
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm11
	vpaddq	%zmm22, %zmm19, %zmm0
	vaddpd	%zmm20, %zmm0, %zmm19
	vmovapd	%zmm23, %zmm4
	vaddpd	%zmm23, %zmm19, %zmm0
	vdivpd	%zmm0, %zmm19, %zmm0
	vmovapd	%zmm0, 3136(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm6
	vmulpd	%zmm6, %zmm6, %zmm0
	vmulpd	%zmm9, %zmm0, %zmm2
	vmovapd	%zmm9, %zmm24
	vaddpd	%zmm3, %zmm2, %zmm2
	vmovapd	%zmm3, %zmm23
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm1
	vmovapd	%zmm1, 5120(%rsp)
	vmulpd	%zmm25, %zmm0, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vmovapd	%zmm5, %zmm1
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm9
	vpaddq	%zmm22, %zmm13, %zmm0
	vaddpd	%zmm20, %zmm0, %zmm13
	vmovapd	%zmm20, %zmm7
	vaddpd	%zmm4, %zmm13, %zmm0
	vmovapd	%zmm4, %zmm27
	vdivpd	%zmm0, %zmm13, %zmm29
	vmulpd	%zmm29, %zmm29, %zmm10
	vmulpd	%zmm10, %zmm10, %zmm2
	vmulpd	%zmm24, %zmm2, %zmm3
	vaddpd	%zmm23, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vaddpd	%zmm16, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm20
	vmulpd	%zmm25, %zmm2, %zmm5
	vmovapd	%zmm8, %zmm0
	vaddpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm5
	vaddpd	%zmm1, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm5
	vpaddq	%zmm22, %zmm14, %zmm2
	vmovdqa64	%zmm22, %zmm4
	vaddpd	%zmm7, %zmm2, %zmm14
	vaddpd	%zmm27, %zmm14, %zmm2
	vdivpd	%zmm2, %zmm14, %zmm22
	vmulpd	%zmm22, %zmm22, %zmm8
	vmulpd	%zmm8, %zmm8, %zmm2
	vmulpd	%zmm24, %zmm2, %zmm28
	vmovapd	%zmm24, %zmm3
	vaddpd	%zmm23, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm2, %zmm28
	vaddpd	%zmm16, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm2, %zmm28
	vmulpd	%zmm25, %zmm2, %zmm24
	vaddpd	%zmm0, %zmm24, %zmm24
	vmovapd	%zmm0, %zmm31
	vmulpd	%zmm24, %zmm2, %zmm24
	vaddpd	%zmm1, %zmm24, %zmm24
	vmovapd	%zmm1, %zmm30
	vmulpd	%zmm24, %zmm2, %zmm24
	vpaddq	%zmm4, %zmm18, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm18
	vaddpd	%zmm27, %zmm18, %zmm2
	vdivpd	%zmm2, %zmm18, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm3, %zmm0, %zmm27
	vaddpd	%zmm23, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vaddpd	%zmm16, %zmm27, %zmm27
	vmulpd	%zmm27, %zmm0, %zmm27
	vmulpd	%zmm25, %zmm0, %zmm23
	vaddpd	%zmm31, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vaddpd	%zmm30, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm23
	vaddpd	%zmm23, %zmm12, %zmm12
	vmulpd	2880(%rsp), %zmm12, %zmm12
	vaddpd	1728(%rsp), %zmm12, %zmm12
	vaddpd	%zmm23, %zmm17, %zmm17
	vmulpd	2624(%rsp), %zmm17, %zmm17
	vaddpd	1088(%rsp), %zmm17, %zmm17
	vaddpd	%zmm23, %zmm15, %zmm15
	vmulpd	2368(%rsp), %zmm15, %zmm15
	vaddpd	1472(%rsp), %zmm15, %zmm15
	vaddpd	%zmm23, %zmm11, %zmm11
	vmulpd	2688(%rsp), %zmm11, %zmm11
	vaddpd	4480(%rsp), %zmm11, %zmm11
	vaddpd	%zmm23, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm6, %zmm6
	vaddpd	5120(%rsp), %zmm6, %zmm6
	vaddpd	%zmm23, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm10, %zmm4
	vaddpd	%zmm4, %zmm20, %zmm5
	vaddpd	%zmm23, %zmm24, %zmm4
	vmulpd	%zmm4, %zmm8, %zmm3
	vaddpd	%zmm3, %zmm28, %zmm3
	vaddpd	%zmm23, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm27, %zmm7
	vmovapd	%zmm21, 2944(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm21, %zmm0
	vmulpd	%zmm0, %zmm21, %zmm1
	vaddpd	%zmm17, %zmm1, %zmm0
	vmulpd	1920(%rsp), %zmm0, %zmm9
	vmovapd	%zmm26, 3776(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm26, %zmm0
	vmulpd	%zmm0, %zmm26, %zmm0
	vaddpd	%zmm12, %zmm0, %zmm4
	vmulpd	1024(%rsp), %zmm4, %zmm10
	vmovapd	320(%rsp), %zmm8
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm8, %zmm4
	vmulpd	%zmm4, %zmm8, %zmm4
	vaddpd	%zmm11, %zmm4, %zmm11
	vmulpd	1600(%rsp), %zmm11, %zmm11
	vmovapd	192(%rsp), %zmm8
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm8, %zmm12
	vmulpd	%zmm12, %zmm8, %zmm12
	vaddpd	%zmm15, %zmm12, %zmm15
	vmulpd	1280(%rsp), %zmm15, %zmm15
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm13, %zmm17
	vmulpd	%zmm17, %zmm13, %zmm17
	vaddpd	%zmm5, %zmm17, %zmm5
	vmulpd	%zmm5, %zmm29, %zmm5
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm19, %zmm20
	vmulpd	%zmm20, %zmm19, %zmm20
	vaddpd	%zmm6, %zmm20, %zmm6
	vmulpd	3136(%rsp), %zmm6, %zmm6
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm18, %zmm21
	vmulpd	%zmm21, %zmm18, %zmm21
	vaddpd	%zmm7, %zmm21, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm2
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm14, %zmm7
	vmulpd	%zmm7, %zmm14, %zmm7
	vaddpd	%zmm3, %zmm7, %zmm3
	vmulpd	%zmm3, %zmm22, %zmm3
	vpsrlq	$20, 3200(%rsp), %zmm8
	vpbroadcastq	.LCPI0_22(%rip), %zmm30
	vpaddq	%zmm30, %zmm8, %zmm8
	vcvtqq2pd	%zmm8, %zmm8
	vbroadcastsd	.LCPI0_35(%rip), %zmm31
	vmulpd	%zmm31, %zmm8, %zmm22
	vaddpd	%zmm9, %zmm22, %zmm9
	vpsrlq	$20, 2752(%rsp), %zmm22
	vpaddq	%zmm30, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm31, %zmm22, %zmm23
	vaddpd	%zmm10, %zmm23, %zmm10
	vpsrlq	$20, 2304(%rsp), %zmm23
	vpaddq	%zmm30, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm31, %zmm23, %zmm24
	vaddpd	%zmm11, %zmm24, %zmm11
	vpsrlq	$20, 2048(%rsp), %zmm24
	vpaddq	%zmm30, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm31, %zmm24, %zmm26
	vaddpd	%zmm15, %zmm26, %zmm15
	vpsrlq	$20, 2240(%rsp), %zmm26
	vpaddq	%zmm30, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm31, %zmm26, %zmm27
	vaddpd	%zmm5, %zmm27, %zmm5
	vpsrlq	$20, 1408(%rsp), %zmm27
	vpaddq	%zmm30, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm31, %zmm27, %zmm28
	vaddpd	%zmm6, %zmm28, %zmm6
	vpsrlq	$20, 1216(%rsp), %zmm28
	vpaddq	%zmm30, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm31, %zmm28, %zmm29
	vaddpd	%zmm2, %zmm29, %zmm2
	vpsrlq	$20, 768(%rsp), %zmm29
	vpaddq	%zmm30, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm31, %zmm29, %zmm25
	vaddpd	%zmm3, %zmm25, %zmm3
	vsubpd	%zmm1, %zmm9, %zmm1
	vsubpd	%zmm0, %zmm10, %zmm0
	vsubpd	%zmm4, %zmm11, %zmm4
	vsubpd	%zmm12, %zmm15, %zmm9
	vsubpd	%zmm17, %zmm5, %zmm5
	vsubpd	%zmm20, %zmm6, %zmm6
	vsubpd	%zmm21, %zmm2, %zmm2
	vsubpd	%zmm7, %zmm3, %zmm3
	vaddpd	3776(%rsp), %zmm0, %zmm0
	vaddpd	2944(%rsp), %zmm1, %zmm7
	vaddpd	192(%rsp), %zmm9, %zmm9
	vaddpd	320(%rsp), %zmm4, %zmm4
	vaddpd	%zmm6, %zmm19, %zmm6
	vaddpd	%zmm5, %zmm13, %zmm10
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
	vmovdqa64	%zmm8, 1280(%rsp)
	vpaddq	%zmm17, %zmm9, %zmm9
	vmovdqa64	%zmm9, 3200(%rsp)
	vpaddq	%zmm17, %zmm10, %zmm10
	vmovdqa64	%zmm10, 2752(%rsp)
	vpaddq	%zmm17, %zmm11, %zmm11
	vmovdqa64	%zmm11, 2304(%rsp)
	vpaddq	%zmm17, %zmm12, %zmm12
	vmovdqa64	%zmm12, 2048(%rsp)
	vpaddq	%zmm17, %zmm13, %zmm13
	vmovdqa64	%zmm13, 2240(%rsp)
	vpaddq	%zmm17, %zmm14, %zmm14
	vmovdqa64	%zmm14, 1408(%rsp)
	vpaddq	%zmm17, %zmm15, %zmm17
	vmovdqa64	%zmm17, 1216(%rsp)
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
	vmovapd	%zmm6, 1024(%rsp)
	vaddpd	%zmm23, %zmm6, %zmm0
	vmovapd	%zmm7, 768(%rsp)
	vaddpd	%zmm23, %zmm7, %zmm1
	vmovapd	%zmm4, 192(%rsp)
	vaddpd	%zmm23, %zmm4, %zmm2
	vmovapd	%zmm5, 320(%rsp)
	vaddpd	%zmm23, %zmm5, %zmm3
	vdivpd	%zmm1, %zmm7, %zmm8
	vmovapd	%zmm8, 1920(%rsp)
	vdivpd	%zmm0, %zmm6, %zmm6
	vmovapd	%zmm6, 1088(%rsp)
	vdivpd	%zmm3, %zmm5, %zmm1
	vmovapd	%zmm1, 1472(%rsp)
	vdivpd	%zmm2, %zmm4, %zmm0
	vmovapd	%zmm0, 1600(%rsp)
	vmulpd	%zmm6, %zmm6, %zmm3
	vmovapd	%zmm3, 2624(%rsp)
	vmulpd	%zmm8, %zmm8, %zmm2
	vmovapd	%zmm2, 2368(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm4
	vmovapd	%zmm4, 2688(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 1728(%rsp)
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
	vmovapd	%zmm4, 3136(%rsp)
	vmulpd	%zmm5, %zmm2, %zmm4
	vmovapd	%zmm4, 2944(%rsp)
	vmulpd	%zmm6, %zmm1, %zmm4
	vmovapd	%zmm4, 2880(%rsp)
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
	vmovapd	%zmm2, 3776(%rsp)
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
	vaddpd	%zmm27, %zmm0, %zmm31
	vaddpd	%zmm23, %zmm31, %zmm0
	vdivpd	%zmm0, %zmm31, %zmm29
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
	vaddpd	%zmm27, %zmm0, %zmm13
	vaddpd	%zmm23, %zmm13, %zmm0
	vdivpd	%zmm0, %zmm13, %zmm20
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
	vmulpd	2624(%rsp), %zmm12, %zmm12
	vaddpd	3136(%rsp), %zmm12, %zmm12
	vaddpd	3776(%rsp), %zmm7, %zmm17
	vmulpd	2368(%rsp), %zmm17, %zmm17
	vaddpd	2944(%rsp), %zmm17, %zmm17
	vaddpd	%zmm7, %zmm25, %zmm15
	vmulpd	2688(%rsp), %zmm15, %zmm15
	vaddpd	2880(%rsp), %zmm15, %zmm15
	vaddpd	%zmm7, %zmm11, %zmm11
	vmulpd	1728(%rsp), %zmm11, %zmm11
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
	vmovapd	768(%rsp), %zmm1
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm1
	vaddpd	%zmm17, %zmm1, %zmm0
	vmulpd	1920(%rsp), %zmm0, %zmm9
	vmovapd	1024(%rsp), %zmm19
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm19, %zmm0
	vmulpd	%zmm0, %zmm19, %zmm0
	vaddpd	%zmm12, %zmm0, %zmm4
	vmulpd	1088(%rsp), %zmm4, %zmm10
	vmovapd	320(%rsp), %zmm8
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm8, %zmm4
	vmulpd	%zmm4, %zmm8, %zmm4
	vaddpd	%zmm11, %zmm4, %zmm11
	vmulpd	1472(%rsp), %zmm11, %zmm11
	vmovapd	192(%rsp), %zmm8
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm8, %zmm12
	vmulpd	%zmm12, %zmm8, %zmm12
	vaddpd	%zmm15, %zmm12, %zmm15
	vmulpd	1600(%rsp), %zmm15, %zmm15
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm13, %zmm17
	vmulpd	%zmm17, %zmm13, %zmm17
	vaddpd	%zmm5, %zmm17, %zmm5
	vmulpd	%zmm5, %zmm20, %zmm5
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm31, %zmm20
	vmulpd	%zmm20, %zmm31, %zmm20
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
	vpsrlq	$20, 1280(%rsp), %zmm8
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
	vpsrlq	$20, 2752(%rsp), %zmm23
	vpaddq	%zmm30, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm16, %zmm23, %zmm24
	vaddpd	%zmm11, %zmm24, %zmm11
	vpsrlq	$20, 2304(%rsp), %zmm24
	vpaddq	%zmm30, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm16, %zmm24, %zmm26
	vaddpd	%zmm15, %zmm26, %zmm15
	vpsrlq	$20, 2048(%rsp), %zmm26
	vpaddq	%zmm30, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm16, %zmm26, %zmm27
	vaddpd	%zmm5, %zmm27, %zmm5
	vpsrlq	$20, 2240(%rsp), %zmm27
	vpaddq	%zmm30, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm16, %zmm27, %zmm28
	vaddpd	%zmm6, %zmm28, %zmm6
	vpsrlq	$20, 1408(%rsp), %zmm28
	vpaddq	%zmm30, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm16, %zmm28, %zmm29
	vaddpd	%zmm2, %zmm29, %zmm2
	vpsrlq	$20, 1216(%rsp), %zmm29
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
	vaddpd	768(%rsp), %zmm1, %zmm1
	vaddpd	192(%rsp), %zmm9, %zmm7
	vaddpd	320(%rsp), %zmm4, %zmm4
	vaddpd	%zmm6, %zmm31, %zmm6
	vaddpd	%zmm5, %zmm13, %zmm5
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
	vmovdqu64	%zmm0, 12544(%rsp,%rdi,4)
	vpxord	%zmm24, %zmm1, %zmm0
	vmovdqu64	%zmm0, 12608(%rsp,%rdi,4)
	vpxord	%zmm24, %zmm4, %zmm0
	vmovdqu64	%zmm0, 12672(%rsp,%rdi,4)
	vcvtpd2ps	%zmm3, %ymm0
	vcvtpd2ps	%zmm2, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vpxord	%zmm24, %zmm0, %zmm0
	vmovdqu64	%zmm0, 12736(%rsp,%rdi,4)
	addq	$64, %rdi
	cmpq	%rdi, %rdx
	jne	.LBB0_891
	movq	6912(%rsp), %rcx
	movq	%rcx, 5888(%rsp)
	movq	32(%rsp), %rcx
	movq	%rcx, 3648(%rsp)
	cmpq	%rdx, 896(%rsp)
	vmovaps	112(%rsp), %xmm16
	vxorpd	%xmm18, %xmm18, %xmm18
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vbroadcastsd	.LCPI0_30(%rip), %zmm17
	vpbroadcastq	.LCPI0_22(%rip), %zmm10
	vmovaps	384(%rsp), %xmm24
	vmovdqa	144(%rsp), %xmm14
	vmovdqa64	752(%rsp), %xmm25
	vmovaps	6080(%rsp), %zmm27
	je	.LBB0_901
	movq	3120(%rsp), %rcx
	movq	%rcx, %rdx
	testb	$56, 896(%rsp)
	je	.LBB0_897
.LBB0_894:
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
	movq	1712(%rsp), %rsi
	.p2align	4
.LBB0_895:
	vcvtudq2pd	12544(%rsp,%rdx,4), %zmm0
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
	vmovdqu	%ymm0, 12544(%rsp,%rdx,4)
	addq	$8, %rdx
	cmpq	%rdx, %rsi
	jne	.LBB0_895
	movq	6912(%rsp), %rcx
	movq	%rcx, 5888(%rsp)
	movq	32(%rsp), %rcx
	movq	%rcx, 3648(%rsp)
	movq	%rsi, %rcx
	cmpq	%rsi, 896(%rsp)
	vmovaps	112(%rsp), %xmm16
	vxorpd	%xmm18, %xmm18, %xmm18
	vmovdqa	144(%rsp), %xmm14
	vmovaps	6080(%rsp), %zmm27
	movq	3392(%rsp), %r13
	movq	3456(%rsp), %rsi
	je	.LBB0_901
.LBB0_897:
	vmovaps	%zmm27, %zmm28
	vmovdqa64	%xmm25, %xmm23
	movq	%r14, %rbx
	movabsq	$4503595332403200, %r15
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
	movq	896(%rsp), %rsi
	.p2align	4
.LBB0_898:
	vpxord	%xmm30, %xmm30, %xmm30
	vcvtusi2sdl	12544(%rsp,%rcx,4), %xmm30, %xmm0
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
	vcvtsi2sd	%rdx, %xmm30, %xmm4
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
	vcvtsi2sd	%rdx, %xmm30, %xmm4
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
	vmovss	%xmm0, 12544(%rsp,%rcx,4)
	incq	%rcx
	cmpq	%rsi, %rcx
	jb	.LBB0_898
	movq	6912(%rsp), %rax
	movq	%rax, 5888(%rsp)
	movq	32(%rsp), %rax
	movq	%rax, 3648(%rsp)
	vxorpd	%xmm18, %xmm18, %xmm18
	vmovaps	144(%rsp), %xmm14
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	movq	%rbx, %r14
	movq	312(%rsp), %rbx
	vmovdqa64	%xmm23, %xmm25
	vmovaps	%zmm28, %zmm27
.LBB0_900:
	movq	3392(%rsp), %r13
	movq	3456(%rsp), %rsi
.LBB0_901:
	movq	32(%rsp), %rcx
	subq	3648(%rsp), %rcx
	imulq	24(%rsp), %rcx
	leaq	(%rsp,%rcx,4), %rcx
	addq	$12544, %rcx
	leaq	(%rcx,%r13,4), %rcx
	movq	640(%rsp), %r11
	vmovaps	1856(%rsp), %zmm17
.LBB0_902:
	vmovaps	3264(%rsp), %zmm15
	vmovdqa64	3840(%rsp), %zmm20
.LBB0_903:
	vmovaps	%xmm14, %xmm13
	movq	%rsi, %rdx
	subq	%r13, %rdx
	andq	$-32, %rdx
	addq	%r13, %rdx
	movq	%r13, %rdi
	cmpq	%rdx, %r13
	vmovdqa64	.LCPI0_9(%rip), %zmm26
	vmovdqa64	.LCPI0_10(%rip), %zmm30
	vmovdqa64	.LCPI0_356(%rip), %zmm22
	vmovdqa64	.LCPI0_357(%rip), %zmm29
	vbroadcastss	.LCPI0_0(%rip), %zmm23
	vpxor	%xmm12, %xmm12, %xmm12
	vmovaps	6400(%rsp), %zmm14
	vmovaps	6720(%rsp), %zmm28
	vmovaps	6784(%rsp), %zmm19
	movq	3584(%rsp), %rax
	jae	.LBB0_905
	.p2align	4
.LBB0_904:
	vpbroadcastq	%rdi, %zmm0
	vporq	%zmm26, %zmm0, %zmm1
	vporq	%zmm30, %zmm0, %zmm2
	vporq	%zmm22, %zmm0, %zmm3
	vporq	%zmm29, %zmm0, %zmm0
	movq	%rdi, %r8
	subq	%r13, %r8
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
	jb	.LBB0_904
.LBB0_905:
	movq	%r14, %r15
	vmovaps	%zmm14, 6400(%rsp)
	vmovdqa64	%zmm20, 3840(%rsp)
	vmovaps	%zmm15, 3264(%rsp)
	cmpq	%rsi, %rdx
	vpbroadcastq	.LCPI0_20(%rip), %zmm11
	jae	.LBB0_840
	andq	$-32, %r9
	vmovdqa64	2112(%rsp), %zmm28
	vmovdqa64	1536(%rsp), %zmm9
	vmovdqa64	1984(%rsp), %zmm8
	vmovdqa64	3008(%rsp), %zmm15
	vmovd	.LCPI0_5(%rip), %xmm12
	vmovss	.LCPI0_2(%rip), %xmm4
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovdqa64	.LCPI0_356(%rip), %zmm20
	vmovaps	2432(%rsp), %xmm10
	vmovaps	5824(%rsp), %xmm6
	vmovdqa64	4416(%rsp), %zmm23
	vmovaps	%xmm13, %xmm14
	vmovss	.LCPI0_0(%rip), %xmm7
	movq	176(%rsp), %r14
	.p2align	4
.LBB0_907:
	leaq	(%r9,%r13), %rdx
	vmovss	(%r14,%r9,4), %xmm0
	vmulss	%xmm0, %xmm16, %xmm1
	vcvtusi2ss	%rdx, %xmm16, %xmm2
	vcmpltss	%xmm0, %xmm6, %k2
	vmovss	%xmm7, %xmm7, %xmm3 {%k2} {z}
	vcmpeqss	%xmm6, %xmm0, %k0
	vcmpless	%xmm14, %xmm2, %k2
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
	leaq	(%r9,%r13), %rdx
	incq	%rdx
	incq	%r9
	cmpq	%rsi, %rdx
	jb	.LBB0_907
	jmp	.LBB0_841
.LBB0_908:
	movq	512(%rsp), %rcx
	movq	%r15, %r11
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vmovaps	1856(%rsp), %zmm17
	vxorpd	%xmm18, %xmm18, %xmm18
	movq	312(%rsp), %rbx
	vmovaps	6080(%rsp), %zmm27
	vmovaps	3264(%rsp), %zmm15
	vmovdqa64	3840(%rsp), %zmm20
	jmp	.LBB0_877
.LBB0_909:
	movq	512(%rsp), %rcx
	vmovaps	112(%rsp), %xmm16
	vmovaps	1856(%rsp), %zmm17
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vxorpd	%xmm18, %xmm18, %xmm18
	vmovaps	384(%rsp), %xmm24
	movq	%r15, %r11
	vmovaps	144(%rsp), %xmm14
	movq	312(%rsp), %rbx
	vmovdqa64	752(%rsp), %xmm25
	vmovaps	6080(%rsp), %zmm27
	jmp	.LBB0_902
.LBB0_910:
	addq	3392(%rsp), %rdi
	movq	%rdi, %rcx
	movq	72(%rsp), %r11
	movl	$3528531795, %r12d
	movq	2816(%rsp), %r15
	movq	5440(%rsp), %r13
	movq	576(%rsp), %rax
	movl	136(%rsp), %esi
	movq	3328(%rsp), %rbx
	movq	5056(%rsp), %r14
	jmp	.LBB0_862
.LBB0_911:
	addq	%r13, %r11
	movq	%r11, %rcx
	vmovsd	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_20(%rip), %xmm9
	vmovsd	.LCPI0_26(%rip), %xmm10
	vmovsd	.LCPI0_27(%rip), %xmm11
	vmovaps	384(%rsp), %xmm24
	vmovdqa64	%xmm0, %xmm16
	jmp	.LBB0_874
	.p2align	4
.LBB0_912:
	cmpq	$31, %rcx
	jbe	.LBB0_914
	vxorps	%xmm0, %xmm0, %xmm0
	vmovaps	6400(%rsp), %zmm1
	vcmpunordps	%zmm0, %zmm1, %k0
	vmovaps	3264(%rsp), %zmm3
	vcmpordps	%zmm0, %zmm3, %k2
	vmovdqa64	3840(%rsp), %zmm0
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
	sete	%r14b
	andb	%r9b, %r14b
	orb	%dil, %sil
	kmovd	%esi, %k2
	andb	%dil, %r14b
	orb	%r8b, %r14b
	kmovd	%r14d, %k3
	movq	832(%rsp), %r10
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
	testb	%sil, %sil
	movq	3712(%rsp), %rsi
	cmoveq	%rcx, %rbx
	movq	32(%rsp), %r9
	vmovdqa	%xmm12, %xmm7
	movq	%r15, %r14
	jmp	.LBB0_130
.LBB0_914:
	movq	32(%rsp), %r9
	vmovdqa	%xmm12, %xmm7
	movq	%r15, %r14
	movq	3712(%rsp), %rsi
	jmp	.LBB0_130
	.p2align	4
.LBB0_915:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_916:
	cmpq	%rcx, %rsi
	jne	.LBB0_915
.LBB0_917:
	vcvtusi2ss	%edx, %xmm31, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r10d
	movl	%r10d, %eax
	orl	$16384, %eax
	cmpq	$8, %rsi
	jae	.LBB0_919
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_929
.LBB0_919:
	cmpq	$64, %rsi
	jae	.LBB0_921
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_926
.LBB0_921:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_922:
	vpcmpleud	-192(%r8,%rdx,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rdx,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rdx,4), %zmm2, %k3
	vpcmpleud	(%r8,%rdx,4), %zmm2, %k4
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
	jne	.LBB0_922
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
	jne	.LBB0_925
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_931
.LBB0_925:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_929
.LBB0_926:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_927:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_927
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_930
	.p2align	4
.LBB0_929:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_930:
	cmpq	%rcx, %rsi
	jne	.LBB0_929
.LBB0_931:
	vcvtusi2ss	%edx, %xmm31, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r10d
	movl	%r10d, %eax
	orl	$8192, %eax
	cmpq	$8, %rsi
	jae	.LBB0_933
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_943
.LBB0_933:
	cmpq	$64, %rsi
	jae	.LBB0_935
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_940
.LBB0_935:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_936:
	vpcmpleud	-192(%r8,%rdx,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rdx,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rdx,4), %zmm2, %k3
	vpcmpleud	(%r8,%rdx,4), %zmm2, %k4
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
	jne	.LBB0_936
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
	jne	.LBB0_939
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_945
.LBB0_939:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_943
.LBB0_940:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_941:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_941
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_944
	.p2align	4
.LBB0_943:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_944:
	cmpq	%rcx, %rsi
	jne	.LBB0_943
.LBB0_945:
	vcvtusi2ss	%edx, %xmm13, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r10d
	movl	%r10d, %eax
	orl	$4096, %eax
	cmpq	$8, %rsi
	jae	.LBB0_947
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_957
.LBB0_947:
	cmpq	$64, %rsi
	jae	.LBB0_949
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_954
.LBB0_949:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_950:
	vpcmpleud	-192(%r8,%rdx,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rdx,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rdx,4), %zmm2, %k3
	vpcmpleud	(%r8,%rdx,4), %zmm2, %k4
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
	jne	.LBB0_950
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
	jne	.LBB0_953
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_959
.LBB0_953:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_957
.LBB0_954:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_955:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_955
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_958
	.p2align	4
.LBB0_957:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_958:
	cmpq	%rcx, %rsi
	jne	.LBB0_957
.LBB0_959:
	vcvtusi2ss	%edx, %xmm14, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r10d
	movl	%r10d, %eax
	orl	$2048, %eax
	cmpq	$8, %rsi
	jae	.LBB0_961
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_971
.LBB0_961:
	cmpq	$64, %rsi
	jae	.LBB0_963
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_968
.LBB0_963:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_964:
	vpcmpleud	-192(%r8,%rdx,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rdx,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rdx,4), %zmm2, %k3
	vpcmpleud	(%r8,%rdx,4), %zmm2, %k4
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
	vmovd	%xmm0, %edx
	cmpq	%rcx, %rsi
	jne	.LBB0_967
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_973
.LBB0_967:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_971
.LBB0_968:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_969:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_969
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_972
	.p2align	4
.LBB0_971:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_972:
	cmpq	%rcx, %rsi
	jne	.LBB0_971
.LBB0_973:
	vcvtusi2ss	%edx, %xmm14, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r10d
	movl	%r10d, %eax
	orl	$1024, %eax
	cmpq	$8, %rsi
	jae	.LBB0_975
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_985
.LBB0_975:
	cmpq	$64, %rsi
	jae	.LBB0_977
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_982
.LBB0_977:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_978:
	vpcmpleud	-192(%r8,%rdx,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rdx,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rdx,4), %zmm2, %k3
	vpcmpleud	(%r8,%rdx,4), %zmm2, %k4
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
	jne	.LBB0_978
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
	jne	.LBB0_981
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_987
.LBB0_981:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_985
.LBB0_982:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_983:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_983
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_986
	.p2align	4
.LBB0_985:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_986:
	cmpq	%rcx, %rsi
	jne	.LBB0_985
.LBB0_987:
	vcvtusi2ss	%edx, %xmm14, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r10d
	movl	%r10d, %eax
	orl	$512, %eax
	cmpq	$8, %rsi
	jae	.LBB0_989
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_999
.LBB0_989:
	cmpq	$64, %rsi
	jae	.LBB0_991
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_996
.LBB0_991:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_992:
	vpcmpleud	-192(%r8,%rdx,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rdx,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rdx,4), %zmm2, %k3
	vpcmpleud	(%r8,%rdx,4), %zmm2, %k4
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
	jne	.LBB0_992
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
	jne	.LBB0_995
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_1001
.LBB0_995:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_999
.LBB0_996:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_997:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_997
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_1000
	.p2align	4
.LBB0_999:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_1000:
	cmpq	%rcx, %rsi
	jne	.LBB0_999
.LBB0_1001:
	vcvtusi2ss	%edx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r10d
	movl	%r10d, %eax
	orl	$256, %eax
	cmpq	$8, %rsi
	jae	.LBB0_1003
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1013
.LBB0_1003:
	cmpq	$64, %rsi
	jae	.LBB0_1005
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1010
.LBB0_1005:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_1006:
	vpcmpleud	-192(%r8,%rdx,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rdx,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rdx,4), %zmm2, %k3
	vpcmpleud	(%r8,%rdx,4), %zmm2, %k4
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
	jne	.LBB0_1006
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
	jne	.LBB0_1009
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_1015
.LBB0_1009:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_1013
.LBB0_1010:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_1011:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_1011
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_1014
	.p2align	4
.LBB0_1013:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_1014:
	cmpq	%rcx, %rsi
	jne	.LBB0_1013
.LBB0_1015:
	vcvtusi2ss	%edx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r10d
	movl	%r10d, %eax
	orl	$128, %eax
	cmpq	$8, %rsi
	jae	.LBB0_1017
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1027
.LBB0_1017:
	cmpq	$64, %rsi
	jae	.LBB0_1019
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1024
.LBB0_1019:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_1020:
	vpcmpleud	-192(%r8,%rdx,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rdx,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rdx,4), %zmm2, %k3
	vpcmpleud	(%r8,%rdx,4), %zmm2, %k4
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
	jne	.LBB0_1020
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
	jne	.LBB0_1023
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_1029
.LBB0_1023:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_1027
.LBB0_1024:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_1025:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_1025
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_1028
	.p2align	4
.LBB0_1027:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_1028:
	cmpq	%rcx, %rsi
	jne	.LBB0_1027
.LBB0_1029:
	vcvtusi2ss	%edx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r10d
	movl	%r10d, %eax
	orl	$64, %eax
	cmpq	$8, %rsi
	jae	.LBB0_1031
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1041
.LBB0_1031:
	cmpq	$64, %rsi
	jae	.LBB0_1033
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1038
.LBB0_1033:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_1034:
	vpcmpleud	-192(%r8,%rdx,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rdx,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rdx,4), %zmm2, %k3
	vpcmpleud	(%r8,%rdx,4), %zmm2, %k4
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
	jne	.LBB0_1034
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
	jne	.LBB0_1037
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_1043
.LBB0_1037:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_1041
.LBB0_1038:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_1039:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_1039
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_1042
	.p2align	4
.LBB0_1041:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_1042:
	cmpq	%rcx, %rsi
	jne	.LBB0_1041
.LBB0_1043:
	vcvtusi2ss	%edx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r10d
	movl	%r10d, %eax
	orl	$32, %eax
	cmpq	$8, %rsi
	jae	.LBB0_1045
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1055
.LBB0_1045:
	cmpq	$64, %rsi
	jae	.LBB0_1047
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1052
.LBB0_1047:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_1048:
	vpcmpleud	-192(%r8,%rdx,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rdx,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rdx,4), %zmm2, %k3
	vpcmpleud	(%r8,%rdx,4), %zmm2, %k4
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
	jne	.LBB0_1048
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
	jne	.LBB0_1051
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_1057
.LBB0_1051:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_1055
.LBB0_1052:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_1053:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_1053
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_1056
	.p2align	4
.LBB0_1055:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_1056:
	cmpq	%rcx, %rsi
	jne	.LBB0_1055
.LBB0_1057:
	vcvtusi2ss	%edx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r10d
	movl	%r10d, %eax
	orl	$16, %eax
	cmpq	$8, %rsi
	jae	.LBB0_1059
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1069
.LBB0_1059:
	cmpq	$64, %rsi
	jae	.LBB0_1061
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1066
.LBB0_1061:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_1062:
	vpcmpleud	-192(%r8,%rdx,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rdx,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rdx,4), %zmm2, %k3
	vpcmpleud	(%r8,%rdx,4), %zmm2, %k4
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
	jne	.LBB0_1062
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
	jne	.LBB0_1065
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_1071
.LBB0_1065:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_1069
.LBB0_1066:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_1067:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_1067
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_1070
	.p2align	4
.LBB0_1069:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_1070:
	cmpq	%rcx, %rsi
	jne	.LBB0_1069
.LBB0_1071:
	vcvtusi2ss	%edx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r10d
	movl	%r10d, %eax
	orl	$8, %eax
	cmpq	$8, %rsi
	jae	.LBB0_1073
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1083
.LBB0_1073:
	cmpq	$64, %rsi
	jae	.LBB0_1075
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1080
.LBB0_1075:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_1076:
	vpcmpleud	-192(%r8,%rdx,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rdx,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rdx,4), %zmm2, %k3
	vpcmpleud	(%r8,%rdx,4), %zmm2, %k4
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
	jne	.LBB0_1076
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
	jne	.LBB0_1079
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_1085
.LBB0_1079:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_1083
.LBB0_1080:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_1081:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_1081
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_1084
	.p2align	4
.LBB0_1083:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_1084:
	cmpq	%rcx, %rsi
	jne	.LBB0_1083
.LBB0_1085:
	vcvtusi2ss	%edx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r10d
	movl	%r10d, %eax
	orl	$4, %eax
	cmpq	$8, %rsi
	jae	.LBB0_1087
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1097
.LBB0_1087:
	cmpq	$64, %rsi
	jae	.LBB0_1089
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1094
.LBB0_1089:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_1090:
	vpcmpleud	-192(%r8,%rdx,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rdx,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rdx,4), %zmm2, %k3
	vpcmpleud	(%r8,%rdx,4), %zmm2, %k4
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
	jne	.LBB0_1090
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
	jne	.LBB0_1093
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_1099
.LBB0_1093:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_1097
.LBB0_1094:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_1095:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_1095
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_1098
	.p2align	4
.LBB0_1097:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_1098:
	cmpq	%rcx, %rsi
	jne	.LBB0_1097
.LBB0_1099:
	vcvtusi2ss	%edx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r10d
	movl	%r10d, %eax
	orl	$2, %eax
	cmpq	$8, %rsi
	jae	.LBB0_1101
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1111
.LBB0_1101:
	cmpq	$64, %rsi
	jae	.LBB0_1103
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1108
.LBB0_1103:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_1104:
	vpcmpleud	-192(%r8,%rdx,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rdx,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rdx,4), %zmm2, %k3
	vpcmpleud	(%r8,%rdx,4), %zmm2, %k4
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
	jne	.LBB0_1104
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
	jne	.LBB0_1107
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_1113
.LBB0_1107:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_1111
.LBB0_1108:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_1109:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_1109
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_1112
	.p2align	4
.LBB0_1111:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_1112:
	cmpq	%rcx, %rsi
	jne	.LBB0_1111
.LBB0_1113:
	vcvtusi2ss	%edx, %xmm15, %xmm0
	vucomiss	80(%rsp), %xmm0
	cmovael	%eax, %r10d
	movl	%r10d, %eax
	orl	$1, %eax
	cmpq	$8, %rsi
	jae	.LBB0_1115
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1125
.LBB0_1115:
	cmpq	$64, %rsi
	jae	.LBB0_1117
	xorl	%ecx, %ecx
	movl	%r9d, %edx
	jmp	.LBB0_1122
.LBB0_1117:
	movq	%rsi, %rcx
	andq	$-64, %rcx
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%edx, %edx
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_1118:
	vpcmpleud	-192(%r8,%rdx,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rdx,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rdx,4), %zmm2, %k3
	vpcmpleud	(%r8,%rdx,4), %zmm2, %k4
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
	jne	.LBB0_1118
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
	jne	.LBB0_1121
	movq	%rsi, %rcx
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	jmp	.LBB0_1128
.LBB0_1121:
	testb	$56, %sil
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_1125
.LBB0_1122:
	movq	%rcx, %rdi
	movq	%rsi, %rcx
	andq	$-8, %rcx
	vmovd	%edx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_1123:
	vpcmpleud	(%r11,%rdi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rdi
	cmpq	%rdi, %rcx
	jne	.LBB0_1123
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %edx
	jmp	.LBB0_1126
	.p2align	4
.LBB0_1125:
	cmpl	%eax, (%r11,%rcx,4)
	sbbl	$-1, %edx
	incq	%rcx
.LBB0_1126:
	cmpq	%rcx, %rsi
	jne	.LBB0_1125
	movq	%rsi, %rcx
.LBB0_1128:
	vmovaps	80(%rsp), %xmm1
.LBB0_1129:
	vcvtusi2ss	%edx, %xmm14, %xmm0
	vucomiss	%xmm1, %xmm0
	cmovbl	%r10d, %eax
	cmpq	$0, 1208(%rsp)
	je	.LBB0_1146
	movq	%rcx, %rdx
	andq	$-64, %rdx
	movq	%rdx, 320(%rsp)
	vmovd	%r9d, %xmm0
	vpbroadcastd	%eax, %zmm1
	movq	%rcx, %r10
	andq	$-8, %r10
	xorl	%r11d, %r11d
	xorl	%edx, %edx
	jmp	.LBB0_1133
.LBB0_1131:
	vmovaps	1856(%rsp), %zmm17
	vmovdqa64	1792(%rsp), %zmm26
	vmovdqa64	2112(%rsp), %zmm28
	vmovdqa64	1536(%rsp), %zmm9
	vmovdqa64	1984(%rsp), %zmm8
	vmovdqa64	3008(%rsp), %zmm15
	vmovss	.LCPI0_5(%rip), %xmm7
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovaps	2432(%rsp), %xmm10
	vmovaps	112(%rsp), %xmm16
	vbroadcastsd	.LCPI0_20(%rip), %zmm11
	vpxord	%xmm18, %xmm18, %xmm18
	.p2align	4
.LBB0_1132:
	vcvtusi2ss	%r8d, %xmm31, %xmm2
	vucomiss	80(%rsp), %xmm2
	movq	192(%rsp), %rdx
	cmovaeq	%rbx, %rdx
	incq	%r11
	cmpq	5808(%rsp), %r11
	movabsq	$-9223372036854775808, %rbx
	je	.LBB0_1147
.LBB0_1133:
	movq	5816(%rsp), %rdi
	leal	(%r11,%rdi), %r8d
	shrxq	%r8, %rbx, %rbx
	movq	%rdx, 192(%rsp)
	orq	%rdx, %rbx
	movl	%r9d, %r8d
	testq	%rsi, %rsi
	je	.LBB0_1132
	cmpq	$8, %rcx
	jae	.LBB0_1136
	xorl	%r14d, %r14d
	movl	%r9d, %r8d
	movq	4544(%rsp), %rdx
	movq	640(%rsp), %r13
	jmp	.LBB0_1145
	.p2align	4
.LBB0_1136:
	vpbroadcastq	%rbx, %zmm2
	cmpq	$64, %rcx
	jae	.LBB0_1138
	xorl	%r15d, %r15d
	movl	%r9d, %r8d
	movq	640(%rsp), %r13
	jmp	.LBB0_1142
.LBB0_1138:
	vpxor	%xmm3, %xmm3, %xmm3
	xorl	%r14d, %r14d
	vmovdqa64	%zmm0, %zmm4
	vpxor	%xmm5, %xmm5, %xmm5
	vpxor	%xmm6, %xmm6, %xmm6
	movq	1016(%rsp), %rdx
	movq	1200(%rsp), %rdi
	movq	320(%rsp), %r13
	.p2align	4
.LBB0_1139:
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
	jne	.LBB0_1139
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
	je	.LBB0_1131
	movq	%r13, %r15
	movq	%r13, %r14
	testb	$56, %cl
	movq	4544(%rsp), %rdx
	vmovaps	1856(%rsp), %zmm17
	vmovdqa64	1792(%rsp), %zmm26
	vmovdqa64	2112(%rsp), %zmm28
	vmovdqa64	1536(%rsp), %zmm9
	vmovdqa64	1984(%rsp), %zmm8
	vmovdqa64	3008(%rsp), %zmm15
	vmovss	.LCPI0_5(%rip), %xmm7
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	vmovaps	2432(%rsp), %xmm10
	vmovaps	112(%rsp), %xmm16
	movq	640(%rsp), %r13
	vbroadcastsd	.LCPI0_20(%rip), %zmm11
	vpxord	%xmm18, %xmm18, %xmm18
	je	.LBB0_1145
.LBB0_1142:
	vmovd	%r8d, %xmm3
	.p2align	4
.LBB0_1143:
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
	jne	.LBB0_1143
	vextracti128	$1, %ymm3, %xmm2
	vpaddd	%xmm2, %xmm3, %xmm2
	vpshufd	$238, %xmm2, %xmm3
	vpaddd	%xmm3, %xmm2, %xmm2
	vpshufd	$85, %xmm2, %xmm3
	vpaddd	%xmm3, %xmm2, %xmm2
	vmovd	%xmm2, %r8d
	movq	%r10, %r14
	cmpq	%r10, %rcx
	movq	4544(%rsp), %rdx
	vpbroadcastd	.LCPI0_377(%rip), %xmm19
	vpbroadcastd	.LCPI0_377(%rip), %ymm5
	je	.LBB0_1132
	.p2align	4
.LBB0_1145:
	movl	(%r12,%r14,4), %r15d
	cmpl	%eax, (%r13,%r14,4)
	seta	%r12b
	sete	%r13b
	movq	%rdx, %rdi
	subq	%r15, %rdi
	cmpq	%rbx, %rdi
	setae	%dil
	andb	%r13b, %dil
	movq	512(%rsp), %r15
	movq	640(%rsp), %r13
	orb	%r12b, %dil
	movq	%r15, %r12
	movzbl	%dil, %edi
	addl	%edi, %r8d
	incq	%r14
	cmpq	%r14, %rcx
	jne	.LBB0_1145
	jmp	.LBB0_1132
.LBB0_1146:
	xorl	%edx, %edx
.LBB0_1147:
	movl	%eax, %ecx
	andl	$2147483647, %ecx
	testl	%eax, %eax
	notl	%eax
	cmovsl	%ecx, %eax
	vmovd	%eax, %xmm25
	movq	4544(%rsp), %rax
	subq	%rdx, %rax
	vcvtusi2ss	%rax, %xmm31, %xmm14
	movq	32(%rsp), %r9
	movq	104(%rsp), %rax
	movl	$3528531795, %ecx
	movq	2816(%rsp), %r15
	movq	832(%rsp), %r10
	movq	3712(%rsp), %rsi
	movabsq	$4611686018427387899, %rdi
	movabsq	$4611686018427387896, %r14
	movq	2176(%rsp), %r12
	movq	640(%rsp), %r11
	cmpb	$0, 47(%rsp)
	jne	.LBB0_161
	jmp	.LBB0_836
.LBB0_1148:
	movq	104(%rsp), %r8
	movq	%r8, %rdx
	movq	32(%rsp), %rdi
	subq	%rdi, %rdx
	jbe	.LBB0_1273
	movq	%r12, %rcx
	shlq	$6, %rcx
	cmpl	$0, 48(%rsp)
	sete	%al
	vmovss	.LCPI0_0(%rip), %xmm0
	vucomiss	%xmm10, %xmm0
	setbe	%r9b
	movl	$3528531795, %esi
	andb	%al, %r9b
	movb	%r9b, 3584(%rsp)
	movq	6464(%rsp), %rax
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
	movq	%r11, 6592(%rsp)
	leaq	1993301258(%r10), %r11
	movq	%r11, 2816(%rsp)
	vmovq	%r9, %xmm0
	vmovq	%rbx, %xmm1
	xorq	%r9, %rbx
	movq	%rbx, 4544(%rsp)
	leaq	842468239(%r10), %rbx
	leaq	(%r10,%rsi), %r13
	addq	$458070721, %r13
	leaq	-692762298(%r10,%rsi), %r9
	movq	%r9, 3968(%rsp)
	movq	%rdx, 576(%rsp)
	leaq	1684936478(%r10), %rdx
	movq	%rdx, 2048(%rsp)
	leaq	(%r10,%rsi), %rdx
	addq	$149705941, %rdx
	movq	%rdx, 5632(%rsp)
	addq	$534103459, %r10
	vmovq	%r14, %xmm2
	vmovq	%rax, %xmm3
	xorq	%rax, %r14
	movq	%r14, 6528(%rsp)
	leaq	1013904242(%rax), %r14
	leaq	(%rax,%rsi), %r9
	addq	$139808216, %r9
	leaq	2027808484(%rax), %r11
	leaq	387276957(%rax), %rdx
	movq	%rdx, 3328(%rsp)
	leaq	-486819069(%rax,%rsi), %r15
	leaq	1401181199(%rax), %rdx
	movq	%rdx, 2304(%rsp)
	leal	-1879881855(%rax), %eax
	movl	%eax, 6144(%rsp)
	movq	2600(%rsp), %rax
	leaq	(%rax,%rdi,8), %rax
	movq	%rax, 176(%rsp)
	movq	2608(%rsp), %rax
	leaq	(%rax,%rdi,4), %rax
	movq	%rax, 56(%rsp)
	vpxor	%xmm3, %xmm2, %xmm2
	movq	72(%rsp), %rax
	vpbroadcastq	%rax, %zmm3
	vmovdqa64	%zmm3, 1792(%rsp)
	vpxor	%xmm1, %xmm0, %xmm0
	movq	6592(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqa64	%zmm1, 2112(%rsp)
	movq	%r14, 1280(%rsp)
	vpbroadcastq	%r14, %zmm1
	vmovdqa64	%zmm1, 5440(%rsp)
	movq	2816(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqa64	%zmm1, 6208(%rsp)
	movq	%r9, 1600(%rsp)
	vpbroadcastq	%r9, %zmm1
	vmovdqa64	%zmm1, 6656(%rsp)
	movq	%rbx, 2752(%rsp)
	vpbroadcastq	%rbx, %zmm1
	vmovdqa64	%zmm1, 4288(%rsp)
	movq	%r11, 1024(%rsp)
	vpbroadcastq	%r11, %zmm1
	vmovdqa64	%zmm1, 4736(%rsp)
	movq	3328(%rsp), %r9
	movq	%r13, 3200(%rsp)
	vpbroadcastq	%r13, %zmm1
	movzbl	3584(%rsp), %edx
	vmovdqa64	%zmm1, 6016(%rsp)
	vpbroadcastq	%r9, %zmm1
	vmovdqa64	%zmm1, 5376(%rsp)
	movq	3968(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqa64	%zmm1, 5312(%rsp)
	movq	%r15, 1472(%rsp)
	vpbroadcastq	%r15, %zmm1
	movl	%edx, %r15d
	vmovdqa64	%zmm1, 5248(%rsp)
	movq	2304(%rsp), %rdx
	movq	2048(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	movq	%r10, %r13
	movq	576(%rsp), %r11
	vmovdqa64	%zmm1, 5184(%rsp)
	vpbroadcastq	%rdx, %zmm1
	vmovdqa64	%zmm1, 4672(%rsp)
	vpbroadcastq	%r10, %zmm1
	vmovdqa64	%zmm1, 5952(%rsp)
	movq	5632(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqa64	%zmm1, 4608(%rsp)
	movl	6144(%rsp), %eax
	vpbroadcastd	%eax, %zmm1
	vmovdqa64	%zmm1, 2240(%rsp)
	vpbroadcastq	%xmm2, %zmm1
	vmovdqa64	%zmm1, 3008(%rsp)
	vpbroadcastq	%xmm0, %zmm0
	vmovdqa64	%zmm0, 2432(%rsp)
	vbroadcastss	%xmm16, %zmm0
	vmovaps	%zmm0, 3712(%rsp)
	imulq	$60, %rdi, %rax
	movq	1008(%rsp), %rdx
	addq	%rdx, %rax
	movq	%rax, 3456(%rsp)
	imulq	$56, %rdi, %r14
	addq	%rdx, %r14
	imulq	$52, %rdi, %rax
	addq	%rdx, %rax
	movq	%rax, 3904(%rsp)
	leaq	(%rdi,%rdi,2), %rax
	leaq	(%rdx,%rax,8), %r10
	movq	%r10, 5568(%rsp)
	leaq	(%rdx,%rax,4), %r10
	movq	%r10, 3648(%rsp)
	shlq	$4, %rax
	addq	%rdx, %rax
	movq	%rax, 5888(%rsp)
	imulq	$44, %rdi, %rax
	addq	%rdx, %rax
	movq	%rax, 3264(%rsp)
	movq	%rdi, %rax
	shlq	$5, %rax
	addq	%rdx, %rax
	movq	%rax, 3840(%rsp)
	leaq	(%rdi,%rdi,8), %rax
	leaq	(%rdx,%rax,4), %r10
	movq	%r10, 112(%rsp)
	leaq	(%rax,%rax,2), %rax
	addq	%rdi, %rax
	addq	%rdx, %rax
	movq	%rax, 6400(%rsp)
	leaq	(%rdi,%rdi,4), %rax
	leaq	(%rdx,%rax,8), %r10
	movq	%r10, 424(%rsp)
	leaq	(%rdx,%rax,4), %rax
	movq	%rax, 6336(%rsp)
	movq	%rdi, %rax
	shlq	$4, %rax
	addq	%rdx, %rax
	movq	%rax, 144(%rsp)
	vpxord	%xmm31, %xmm31, %xmm31
	leaq	(%rdx,%rdi,8), %rax
	movq	%rax, 3776(%rsp)
	leaq	(%rdx,%rdi,4), %rax
	movq	%rax, 1088(%rsp)
	movq	$0, 4480(%rsp)
	movabsq	$-9223372036854775808, %rax
	movq	176(%rsp), %rdx
	movq	%rdx, 1728(%rsp)
	movq	56(%rsp), %r10
	movq	%r13, 416(%rsp)
	jmp	.LBB0_1151
	.p2align	4
.LBB0_1150:
	movq	32(%rsp), %rdi
	addq	$64, %rdi
	addq	$-64, %r11
	incq	4480(%rsp)
	addq	$3840, 3456(%rsp)
	movq	2688(%rsp), %r14
	addq	$3584, %r14
	addq	$3328, 3904(%rsp)
	addq	$3072, 5888(%rsp)
	addq	$2816, 3264(%rsp)
	addq	$2560, 424(%rsp)
	addq	$2304, 112(%rsp)
	addq	$2048, 3840(%rsp)
	addq	$1792, 6400(%rsp)
	addq	$1536, 5568(%rsp)
	addq	$1280, 6336(%rsp)
	addq	$1024, 144(%rsp)
	addq	$768, 3648(%rsp)
	addq	$512, 3776(%rsp)
	addq	$256, 1088(%rsp)
	addq	$256, %r10
	addq	$512, %rbx
	movq	%rbx, 1728(%rsp)
	movq	104(%rsp), %r8
	cmpq	%r8, %rdi
	movq	3328(%rsp), %r9
	jae	.LBB0_1273
.LBB0_1151:
	cmpq	$1, %r11
	movq	%r11, %r13
	adcq	$0, %r13
	cmpq	$64, %r13
	movl	$64, %edx
	cmovaeq	%rdx, %r13
	movq	%r8, %rdx
	movq	%rdi, 32(%rsp)
	subq	%rdi, %rdx
	cmpq	$64, %rdx
	movl	$64, %r8d
	cmovbq	%rdx, %r8
	movl	$0, %ebx
	cmovaeq	%r12, %rbx
	decq	%rbx
	cmpq	$14, %rbx
	vmovaps	1920(%rsp), %zmm7
	movq	%r14, 2688(%rsp)
	vmovaps	%zmm25, 2624(%rsp)
	vmovaps	%zmm30, 2880(%rsp)
	vmovaps	%zmm16, 2944(%rsp)
	movq	%r10, 2368(%rsp)
	vmovaps	%zmm11, 3136(%rsp)
	ja	.LBB0_1167
	leaq	.LJTI0_0(%rip), %rdi
	movslq	(%rdi,%rbx,4), %rdx
	addq	%rdi, %rdx
	movq	3776(%rsp), %rdi
	jmpq	*%rdx
.LBB0_1153:
	movq	$-16, %rdx
	.p2align	4
.LBB0_1154:
	movq	1088(%rsp), %rdi
	vmovups	64(%rdi,%rdx,4), %zmm0
	vmovups	%zmm0, 22848(%rsp,%rdx,4)
	addq	$16, %rdx
	cmpq	$48, %rdx
	jb	.LBB0_1154
	jmp	.LBB0_1187
.LBB0_1155:
	movq	$-8, %r8
	movq	3456(%rsp), %r14
	.p2align	4
.LBB0_1156:
	vmovups	448(%r14), %ymm0
	vmovaps	%zmm0, 576(%rsp)
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
	vmovups	%ymm2, 22816(%rsp,%r8,4)
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
	vmovups	%ymm2, 23072(%rsp,%r8,4)
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
	vmovups	%ymm2, 23328(%rsp,%r8,4)
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
	vmovups	%ymm2, 23584(%rsp,%r8,4)
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
	vmovups	%ymm2, 23840(%rsp,%r8,4)
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
	vmovups	%ymm2, 24096(%rsp,%r8,4)
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
	vmovups	%ymm2, 24352(%rsp,%r8,4)
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
	vmovups	%ymm2, 24608(%rsp,%r8,4)
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
	vmovups	%ymm2, 24864(%rsp,%r8,4)
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
	vmovups	%ymm2, 25120(%rsp,%r8,4)
	vmovaps	%ymm4, %ymm2
	vbroadcastsd	.LCPI0_67(%rip), %ymm5
	vpermt2ps	%ymm19, %ymm5, %ymm2
	vmovaps	576(%rsp), %zmm9
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
	vmovups	%ymm2, 25376(%rsp,%r8,4)
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
	vmovups	%ymm2, 25632(%rsp,%r8,4)
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
	vmovups	%ymm1, 25888(%rsp,%r8,4)
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
	vmovups	%ymm1, 26144(%rsp,%r8,4)
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
	vmovups	%ymm0, 26400(%rsp,%r8,4)
	addq	$8, %r8
	addq	$480, %r14
	cmpq	$56, %r8
	jb	.LBB0_1156
	jmp	.LBB0_1187
.LBB0_1157:
	movq	$-8, %rdx
	movq	5888(%rsp), %r8
	.p2align	4
.LBB0_1158:
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
	vmovups	%ymm6, 22816(%rsp,%rdx,4)
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
	vmovups	%ymm6, 23072(%rsp,%rdx,4)
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
	vmovups	%ymm6, 23328(%rsp,%rdx,4)
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
	vmovups	%ymm6, 23584(%rsp,%rdx,4)
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
	vmovups	%ymm6, 23840(%rsp,%rdx,4)
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
	vmovups	%ymm6, 24096(%rsp,%rdx,4)
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
	vmovups	%ymm6, 24352(%rsp,%rdx,4)
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
	vmovups	%ymm6, 24608(%rsp,%rdx,4)
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
	vmovups	%ymm6, 24864(%rsp,%rdx,4)
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
	vmovups	%ymm6, 25120(%rsp,%rdx,4)
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
	vmovups	%ymm6, 25376(%rsp,%rdx,4)
	vmovddup	.LCPI0_412(%rip), %xmm6
	vpermt2ps	%zmm5, %zmm6, %zmm2
	vbroadcastf128	.LCPI0_423(%rip), %ymm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vblendps	$3, %ymm2, %ymm3, %ymm2
	vbroadcastf128	.LCPI0_424(%rip), %ymm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vblendps	$224, %ymm0, %ymm2, %ymm0
	vmovups	%ymm0, 25632(%rsp,%rdx,4)
	addq	$8, %rdx
	addq	$384, %r8
	cmpq	$56, %rdx
	jb	.LBB0_1158
	jmp	.LBB0_1187
.LBB0_1159:
	movq	$-16, %rdx
	movq	6336(%rsp), %r8
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
.LBB0_1160:
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
	vmovups	%zmm6, 22848(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_331(%rip), %zmm5
	vpermi2ps	%zmm4, %zmm3, %zmm5
	vmovaps	%zmm2, %zmm6
	vpermt2ps	%zmm1, %zmm9, %zmm6
	vmovaps	%zmm5, %zmm6 {%k1}
	vpermt2ps	%zmm0, %zmm10, %zmm6
	vmovups	%zmm6, 23104(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm5
	vpermt2ps	%zmm2, %zmm11, %zmm5
	vbroadcasti64x4	.LCPI0_335(%rip), %zmm6
	vpermi2ps	%zmm4, %zmm3, %zmm6
	kmovd	%ebx, %k1
	vmovapd	%zmm5, %zmm6 {%k1}
	vpermt2ps	%zmm0, %zmm12, %zmm6
	vmovups	%zmm6, 23360(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm5
	vbroadcasti64x4	.LCPI0_338(%rip), %zmm6
	vpermt2ps	%zmm2, %zmm13, %zmm5
	vpermi2ps	%zmm3, %zmm4, %zmm6
	vmovapd	%zmm5, %zmm6 {%k1}
	vpermt2ps	%zmm0, %zmm14, %zmm6
	vmovups	%zmm6, 23616(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_340(%rip), %zmm5
	vpermi2ps	%zmm4, %zmm3, %zmm5
	vpermt2ps	%zmm2, %zmm15, %zmm1
	movb	$56, %r14b
	kmovd	%r14d, %k1
	vmovapd	%zmm5, %zmm1 {%k1}
	vpermt2ps	%zmm0, %zmm16, %zmm1
	vmovups	%zmm1, 23872(%rsp,%rdx,4)
	addq	$16, %rdx
	addq	$320, %r8
	cmpq	$48, %rdx
	jb	.LBB0_1160
	jmp	.LBB0_1187
.LBB0_1161:
	movq	$-8, %r8
	movq	3904(%rsp), %r14
	.p2align	4
.LBB0_1162:
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
	vmovups	%ymm15, 22816(%rsp,%r8,4)
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
	vmovups	%ymm7, 23072(%rsp,%r8,4)
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
	vmovups	%ymm7, 23328(%rsp,%r8,4)
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
	vmovups	%ymm7, 23584(%rsp,%r8,4)
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
	vmovups	%ymm7, 23840(%rsp,%r8,4)
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
	vmovups	%ymm7, 24096(%rsp,%r8,4)
	vmovaps	%zmm6, %zmm7
	vbroadcastf128	.LCPI0_434(%rip), %ymm13
	vpermt2ps	%zmm5, %zmm13, %zmm7
	vblendps	$240, %ymm10, %ymm12, %ymm13
	vmovaps	.LCPI0_146(%rip), %ymm14
	vpermt2ps	%ymm13, %ymm14, %ymm7
	vblendps	$128, %ymm11, %ymm15, %ymm11
	vblendps	$224, %ymm11, %ymm7, %ymm7
	vmovups	%ymm7, 24352(%rsp,%r8,4)
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
	vmovups	%ymm7, 24608(%rsp,%r8,4)
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
	vmovups	%ymm7, 24864(%rsp,%r8,4)
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
	vmovups	%ymm7, 25120(%rsp,%r8,4)
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
	vmovups	%ymm7, 25376(%rsp,%r8,4)
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
	vmovups	%ymm5, 25632(%rsp,%r8,4)
	vmovddup	.LCPI0_450(%rip), %xmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovaps	%xmm18, %xmm4
	vblendps	$3, %xmm3, %xmm4, %xmm3
	vbroadcastf128	.LCPI0_451(%rip), %ymm4
	vpermt2ps	%zmm2, %zmm4, %zmm1
	vblendps	$128, %ymm0, %ymm1, %ymm0
	vblendps	$15, %ymm3, %ymm0, %ymm0
	vmovups	%ymm0, 25888(%rsp,%r8,4)
	addq	$8, %r8
	addq	$416, %r14
	cmpq	$56, %r8
	jb	.LBB0_1162
	jmp	.LBB0_1187
.LBB0_1163:
	movq	$-8, %rdx
	movq	424(%rsp), %r8
	vmovaps	.LCPI0_240(%rip), %ymm11
	.p2align	4
.LBB0_1164:
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
	vmovups	%ymm6, 22816(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm6
	vbroadcastf128	.LCPI0_453(%rip), %ymm10
	vpermt2ps	%zmm3, %zmm10, %zmm6
	vmovaps	%zmm1, %zmm10
	vmovaps	.LCPI0_237(%rip), %xmm12
	vpermt2ps	%zmm0, %zmm12, %zmm10
	vblendps	$240, %ymm6, %ymm10, %ymm6
	vblendps	$128, %ymm5, %ymm6, %ymm6
	vmovups	%ymm6, 23072(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm6
	vmovaps	.LCPI0_238(%rip), %xmm10
	vpermt2ps	%zmm0, %zmm10, %zmm6
	vmovaps	%zmm3, %zmm10
	vbroadcastf128	.LCPI0_454(%rip), %ymm12
	vpermt2ps	%zmm2, %zmm12, %zmm10
	vblendps	$7, %ymm6, %ymm10, %ymm6
	vpermt2ps	%ymm4, %ymm11, %ymm6
	vmovups	%ymm6, 23328(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm6
	vmovaps	.LCPI0_241(%rip), %xmm10
	vpermt2ps	%zmm0, %zmm10, %zmm6
	vmovaps	%zmm3, %zmm10
	vbroadcastf128	.LCPI0_455(%rip), %ymm12
	vpermt2ps	%zmm2, %zmm12, %zmm10
	vblendps	$7, %ymm6, %ymm10, %ymm6
	vblendps	$128, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 23584(%rsp,%rdx,4)
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
	vmovups	%ymm7, 23840(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm7
	vbroadcastf128	.LCPI0_458(%rip), %ymm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vmovaps	%zmm1, %zmm8
	vmovaps	.LCPI0_247(%rip), %xmm9
	vpermt2ps	%zmm0, %zmm9, %zmm8
	vblendps	$248, %ymm7, %ymm8, %ymm7
	vinsertf128	$1, %xmm6, %ymm0, %ymm6
	vblendps	$192, %ymm6, %ymm7, %ymm6
	vmovups	%ymm6, 24096(%rsp,%rdx,4)
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
	vmovups	%ymm6, 24352(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm6
	vbroadcastf128	.LCPI0_460(%rip), %ymm8
	vpermt2ps	%zmm2, %zmm8, %zmm6
	vmovaps	%zmm0, %zmm8
	vmovaps	.LCPI0_252(%rip), %xmm9
	vpermt2ps	%zmm1, %zmm9, %zmm8
	vblendps	$248, %ymm6, %ymm8, %ymm6
	vmovaps	.LCPI0_253(%rip), %ymm8
	vpermt2ps	%ymm7, %ymm8, %ymm6
	vmovups	%ymm6, 24608(%rsp,%rdx,4)
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
	vmovups	%ymm6, 24864(%rsp,%rdx,4)
	vbroadcastf128	.LCPI0_462(%rip), %ymm6
	vpermt2ps	%zmm3, %zmm6, %zmm2
	vmovaps	.LCPI0_257(%rip), %xmm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vblendps	$248, %ymm2, %ymm0, %ymm0
	vshufps	$19, %ymm5, %ymm4, %ymm1
	vpermt2ps	%ymm1, %ymm8, %ymm0
	vmovups	%ymm0, 25120(%rsp,%rdx,4)
	addq	$8, %rdx
	addq	$320, %r8
	cmpq	$56, %rdx
	jb	.LBB0_1164
	jmp	.LBB0_1187
.LBB0_1165:
	movq	$-16, %rdx
	movq	3648(%rsp), %r8
	vmovaps	.LCPI0_347(%rip), %zmm4
	vmovaps	.LCPI0_348(%rip), %zmm5
	vmovaps	.LCPI0_349(%rip), %zmm6
	vmovaps	.LCPI0_350(%rip), %zmm7
	vmovaps	.LCPI0_351(%rip), %zmm8
	vmovaps	.LCPI0_352(%rip), %zmm9
	.p2align	4
.LBB0_1166:
	vmovups	(%r8), %zmm0
	vmovups	64(%r8), %zmm1
	vmovups	128(%r8), %zmm2
	vmovaps	%zmm0, %zmm3
	vpermt2ps	%zmm1, %zmm4, %zmm3
	vpermt2ps	%zmm2, %zmm5, %zmm3
	vmovups	%zmm3, 22848(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm3
	vpermt2ps	%zmm0, %zmm6, %zmm3
	vpermt2ps	%zmm2, %zmm7, %zmm3
	vmovups	%zmm3, 23104(%rsp,%rdx,4)
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vpermt2ps	%zmm2, %zmm9, %zmm0
	vmovups	%zmm0, 23360(%rsp,%rdx,4)
	addq	$16, %rdx
	addq	$192, %r8
	cmpq	$48, %rdx
	jb	.LBB0_1166
	jmp	.LBB0_1187
.LBB0_1167:
	testq	%r12, %r12
	je	.LBB0_1272
	movq	%r11, %r9
	decq	%r8
	xorl	%ebx, %ebx
	movq	1008(%rsp), %rdi
	movq	32(%rsp), %r11
	.p2align	4
.LBB0_1169:
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
	vmovss	%xmm0, 22784(%rsp,%rbx,4)
	leal	1(%rbx), %r12d
	andl	$61, %r12d
	cmpq	%r12, %rdx
	cmovbeq	%r8, %r12
	addq	%r11, %r12
	imulq	24(%rsp), %r12
	leaq	(%rdi,%r12,4), %r12
	vmovss	(%r12,%r14,4), %xmm0
	vmovss	%xmm0, 22788(%rsp,%rbx,4)
	leal	2(%rbx), %r12d
	andl	$62, %r12d
	cmpq	%r12, %rdx
	cmovbeq	%r8, %r12
	addq	%r11, %r12
	imulq	24(%rsp), %r12
	leaq	(%rdi,%r12,4), %r12
	vmovss	(%r12,%r14,4), %xmm0
	vmovss	%xmm0, 22792(%rsp,%rbx,4)
	leal	3(%rbx), %r12d
	andl	$63, %r12d
	cmpq	%r12, %rdx
	cmovbeq	%r8, %r12
	addq	%r11, %r12
	imulq	24(%rsp), %r12
	leaq	(%rdi,%r12,4), %r12
	vmovss	(%r12,%r14,4), %xmm0
	movq	24(%rsp), %r12
	vmovss	%xmm0, 22796(%rsp,%rbx,4)
	addq	$4, %rbx
	cmpq	%rbx, %rcx
	jne	.LBB0_1169
	testb	%r15b, %r15b
	movq	%r9, %r11
	movq	3328(%rsp), %r9
	jne	.LBB0_1189
	jmp	.LBB0_1201
.LBB0_1171:
	movq	$-16, %rdx
	movq	144(%rsp), %r8
	.p2align	4
.LBB0_1172:
	vmovups	(%r8), %zmm0
	vmovups	64(%r8), %zmm1
	vmovups	128(%r8), %zmm2
	vmovups	192(%r8), %zmm3
	vbroadcasti64x4	.LCPI0_343(%rip), %zmm4
	vmovaps	%zmm2, %zmm5
	vpermt2ps	%zmm3, %zmm4, %zmm5
	vpermi2ps	%zmm1, %zmm0, %zmm4
	vshuff64x2	$228, %zmm5, %zmm4, %zmm4
	vmovupd	%zmm4, 22848(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_344(%rip), %zmm4
	vmovaps	%zmm2, %zmm5
	vpermt2ps	%zmm3, %zmm4, %zmm5
	vpermi2ps	%zmm1, %zmm0, %zmm4
	vshuff64x2	$228, %zmm5, %zmm4, %zmm4
	vmovupd	%zmm4, 23104(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_345(%rip), %zmm4
	vmovaps	%zmm2, %zmm5
	vpermt2ps	%zmm3, %zmm4, %zmm5
	vpermi2ps	%zmm1, %zmm0, %zmm4
	vshuff64x2	$228, %zmm5, %zmm4, %zmm4
	vmovupd	%zmm4, 23360(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_346(%rip), %zmm4
	vpermt2ps	%zmm3, %zmm4, %zmm2
	vpermt2ps	%zmm1, %zmm4, %zmm0
	vshuff64x2	$228, %zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 23616(%rsp,%rdx,4)
	addq	$16, %rdx
	addq	$256, %r8
	cmpq	$48, %rdx
	jb	.LBB0_1172
	jmp	.LBB0_1187
.LBB0_1173:
	movq	$-16, %rdx
	movq	3840(%rsp), %r8
	.p2align	4
.LBB0_1174:
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
	vmovupd	%zmm8, 22848(%rsp,%rdx,4)
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
	vmovupd	%zmm8, 23104(%rsp,%rdx,4)
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
	vmovupd	%zmm8, 23360(%rsp,%rdx,4)
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
	vmovupd	%zmm8, 23616(%rsp,%rdx,4)
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
	vmovupd	%zmm8, 23872(%rsp,%rdx,4)
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
	vmovupd	%zmm8, 24128(%rsp,%rdx,4)
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
	vmovupd	%zmm8, 24384(%rsp,%rdx,4)
	vbroadcasti32x4	.LCPI0_283(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm6
	vpermt2ps	%zmm5, %zmm8, %zmm3
	vmovapd	%zmm6, %zmm3 {%k1}
	vpermt2ps	%zmm4, %zmm8, %zmm1
	vpermt2ps	%zmm2, %zmm8, %zmm0
	vblendps	$240, %ymm1, %ymm0, %ymm0
	vinsertf64x4	$0, %ymm0, %zmm3, %zmm0
	vmovupd	%zmm0, 24640(%rsp,%rdx,4)
	addq	$16, %rdx
	addq	$512, %r8
	cmpq	$48, %rdx
	jb	.LBB0_1174
	jmp	.LBB0_1187
.LBB0_1175:
	movq	$-16, %rdx
	vmovaps	.LCPI0_353(%rip), %zmm3
	vmovaps	.LCPI0_354(%rip), %zmm4
	.p2align	4
.LBB0_1176:
	vmovups	128(%rdi,%rdx,8), %zmm0
	vmovups	192(%rdi,%rdx,8), %zmm1
	vmovaps	%zmm0, %zmm2
	vpermt2ps	%zmm1, %zmm3, %zmm2
	vmovups	%zmm2, 22848(%rsp,%rdx,4)
	vpermt2ps	%zmm1, %zmm4, %zmm0
	vmovups	%zmm0, 23104(%rsp,%rdx,4)
	addq	$16, %rdx
	cmpq	$48, %rdx
	jb	.LBB0_1176
	jmp	.LBB0_1187
.LBB0_1177:
	movq	$-16, %rdx
	movq	5568(%rsp), %r8
	vmovaps	.LCPI0_311(%rip), %ymm9
	vmovaps	.LCPI0_314(%rip), %ymm10
	vmovaps	.LCPI0_316(%rip), %ymm11
	vmovaps	.LCPI0_319(%rip), %ymm12
	vmovaps	.LCPI0_323(%rip), %ymm13
	vmovaps	.LCPI0_326(%rip), %ymm14
	.p2align	4
.LBB0_1178:
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
	vmovups	%zmm7, 22848(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_313(%rip), %zmm6
	vpermi2ps	%zmm4, %zmm5, %zmm6
	vmovaps	%zmm3, %zmm7
	vpermt2ps	%zmm1, %zmm10, %zmm7
	vmovapd	%zmm6, %zmm7 {%k2}
	vbroadcasti64x4	.LCPI0_315(%rip), %zmm6
	vpermi2ps	%zmm0, %zmm2, %zmm6
	vmovaps	%zmm6, %zmm7 {%k1}
	vmovups	%zmm7, 23104(%rsp,%rdx,4)
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
	vmovups	%zmm7, 23360(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm6
	vpermt2ps	%zmm1, %zmm12, %zmm6
	vbroadcasti64x4	.LCPI0_320(%rip), %zmm7
	vpermi2ps	%zmm5, %zmm4, %zmm7
	vmovaps	%zmm6, %zmm7 {%k2}
	vbroadcasti64x4	.LCPI0_321(%rip), %zmm6
	vpermi2ps	%zmm2, %zmm0, %zmm6
	vmovaps	%zmm6, %zmm7 {%k1}
	vmovups	%zmm7, 23616(%rsp,%rdx,4)
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
	vmovupd	%zmm7, 23872(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_325(%rip), %zmm6
	vpermi2ps	%zmm5, %zmm4, %zmm6
	vpermt2ps	%zmm3, %zmm14, %zmm1
	vmovaps	%zmm6, %zmm1 {%k1}
	vbroadcasti64x4	.LCPI0_327(%rip), %zmm3
	vpermi2ps	%zmm0, %zmm2, %zmm3
	vmovapd	%zmm3, %zmm1 {%k2}
	vmovupd	%zmm1, 24128(%rsp,%rdx,4)
	addq	$16, %rdx
	addq	$384, %r8
	cmpq	$48, %rdx
	jb	.LBB0_1178
	jmp	.LBB0_1187
.LBB0_1179:
	movq	$-8, %r8
	.p2align	4
.LBB0_1180:
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
	vmovups	%ymm14, 22816(%rsp,%r8,4)
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
	vmovups	%ymm0, 23072(%rsp,%r8,4)
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
	vmovups	%ymm0, 23328(%rsp,%r8,4)
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
	vmovups	%ymm0, 23584(%rsp,%r8,4)
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
	vmovups	%ymm0, 23840(%rsp,%r8,4)
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
	vmovups	%ymm0, 24096(%rsp,%r8,4)
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
	vmovups	%ymm0, 24352(%rsp,%r8,4)
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
	vmovups	%ymm0, 24608(%rsp,%r8,4)
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
	vmovups	%ymm0, 24864(%rsp,%r8,4)
	vmovaps	%zmm2, %zmm0
	vmovddup	.LCPI0_476(%rip), %xmm4
	vpermt2ps	%zmm22, %zmm4, %zmm0
	vblendps	$3, %xmm0, %xmm13, %xmm0
	vmovaps	%zmm7, %zmm4
	vbroadcastf128	.LCPI0_477(%rip), %ymm5
	vpermt2ps	%zmm6, %zmm5, %zmm4
	vblendps	$128, %ymm15, %ymm4, %ymm4
	vblendps	$15, %ymm0, %ymm4, %ymm0
	vmovups	%ymm0, 25120(%rsp,%r8,4)
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
	vmovups	%ymm0, 25376(%rsp,%r8,4)
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
	vmovups	%ymm0, 25632(%rsp,%r8,4)
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
	vmovups	%ymm0, 25888(%rsp,%r8,4)
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
	vmovups	%ymm0, 26144(%rsp,%r8,4)
	addq	$8, %r8
	addq	$448, %r14
	cmpq	$56, %r8
	jb	.LBB0_1180
	jmp	.LBB0_1187
.LBB0_1181:
	movq	$-16, %rdx
	movq	6400(%rsp), %r8
	vmovaps	.LCPI0_285(%rip), %ymm15
	vmovaps	.LCPI0_289(%rip), %ymm16
	vmovaps	.LCPI0_293(%rip), %ymm17
	vmovaps	.LCPI0_297(%rip), %ymm18
	vmovaps	.LCPI0_303(%rip), %xmm19
	vmovaps	.LCPI0_306(%rip), %xmm20
	vmovaps	.LCPI0_309(%rip), %xmm21
	.p2align	4
.LBB0_1182:
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
	vmovupd	%zmm8, 22848(%rsp,%rdx,4)
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
	vmovups	%zmm13, 23104(%rsp,%rdx,4)
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
	vmovups	%zmm6, 23360(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm6
	vpermt2ps	%zmm0, %zmm18, %zmm6
	vmovaps	%zmm9, %zmm6 {%k2}
	vbroadcasti64x4	.LCPI0_298(%rip), %zmm8
	vpermi2ps	%zmm3, %zmm4, %zmm8
	vbroadcasti64x4	.LCPI0_299(%rip), %zmm9
	vpermi2ps	%zmm1, %zmm8, %zmm9
	vmovaps	%zmm9, %zmm6 {%k1}
	vmovups	%zmm6, 23616(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_300(%rip), %zmm6
	vpermi2ps	%zmm3, %zmm4, %zmm6
	vbroadcasti64x4	.LCPI0_301(%rip), %zmm8
	vpermi2ps	%zmm1, %zmm6, %zmm8
	vmovaps	%zmm0, %zmm6
	vpermt2ps	%zmm2, %zmm19, %zmm6
	vinsertf32x4	$0, %xmm6, %zmm10, %zmm6
	vmovaps	%zmm8, %zmm6 {%k1}
	vmovups	%zmm6, 23872(%rsp,%rdx,4)
	vpermi2ps	%zmm4, %zmm3, %zmm5
	vbroadcasti64x4	.LCPI0_304(%rip), %zmm6
	vpermi2ps	%zmm1, %zmm5, %zmm6
	vmovaps	%zmm0, %zmm5
	vpermt2ps	%zmm2, %zmm20, %zmm5
	vinsertf32x4	$0, %xmm5, %zmm11, %zmm5
	vmovaps	%zmm6, %zmm5 {%k1}
	vmovups	%zmm5, 24128(%rsp,%rdx,4)
	vpermt2ps	%zmm4, %zmm7, %zmm3
	vbroadcasti64x4	.LCPI0_307(%rip), %zmm4
	vpermi2ps	%zmm1, %zmm3, %zmm4
	vpermt2ps	%zmm2, %zmm21, %zmm0
	vinsertf32x4	$0, %xmm0, %zmm12, %zmm0
	vmovaps	%zmm4, %zmm0 {%k1}
	vmovups	%zmm0, 24384(%rsp,%rdx,4)
	addq	$16, %rdx
	addq	$448, %r8
	cmpq	$48, %rdx
	jb	.LBB0_1182
	jmp	.LBB0_1187
.LBB0_1183:
	movq	$-8, %rdx
	movq	3264(%rsp), %r8
	.p2align	4
.LBB0_1184:
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
	vmovups	%ymm8, 22816(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm8
	vbroadcastf128	.LCPI0_483(%rip), %ymm11
	vpermt2ps	%zmm4, %zmm11, %zmm8
	vmovaps	%zmm2, %zmm11
	vmovaps	.LCPI0_206(%rip), %xmm12
	vpermt2ps	%zmm5, %zmm12, %zmm11
	vblendps	$248, %ymm8, %ymm11, %ymm8
	vmovaps	.LCPI0_207(%rip), %ymm11
	vpermt2ps	%ymm10, %ymm11, %ymm8
	vmovups	%ymm8, 23072(%rsp,%rdx,4)
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
	vmovups	%ymm8, 23328(%rsp,%rdx,4)
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
	vmovups	%ymm8, 23584(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm8
	vbroadcastf128	.LCPI0_486(%rip), %ymm10
	vpermt2ps	%zmm3, %zmm10, %zmm8
	vmovaps	%zmm2, %zmm10
	vmovaps	.LCPI0_215(%rip), %xmm11
	vpermt2ps	%zmm5, %zmm11, %zmm10
	vblendps	$248, %ymm8, %ymm10, %ymm8
	vblendps	$128, %ymm7, %ymm6, %ymm6
	vblendps	$192, %ymm6, %ymm8, %ymm6
	vmovups	%ymm6, 23840(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_487(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_217(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	.LCPI0_218(%rip), %ymm7
	vpermt2ps	%ymm9, %ymm7, %ymm6
	vmovups	%ymm6, 24096(%rsp,%rdx,4)
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
	vmovups	%ymm6, 24352(%rsp,%rdx,4)
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
	vmovups	%ymm6, 24608(%rsp,%rdx,4)
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
	vmovups	%ymm6, 24864(%rsp,%rdx,4)
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
	vmovups	%ymm6, 25120(%rsp,%rdx,4)
	vmovddup	.LCPI0_493(%rip), %xmm6
	vpermt2ps	%zmm5, %zmm6, %zmm2
	vbroadcastf128	.LCPI0_495(%rip), %ymm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vblendps	$3, %ymm2, %ymm3, %ymm2
	vbroadcastf128	.LCPI0_496(%rip), %ymm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vblendps	$224, %ymm0, %ymm2, %ymm0
	vmovups	%ymm0, 25376(%rsp,%rdx,4)
	addq	$8, %rdx
	addq	$352, %r8
	cmpq	$56, %rdx
	jb	.LBB0_1184
	jmp	.LBB0_1187
.LBB0_1185:
	movq	$-8, %rdx
	movq	112(%rsp), %r8
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
.LBB0_1186:
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
	vmovups	%ymm11, 22816(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm11
	vpermt2ps	%zmm4, %zmm17, %zmm11
	vmovaps	%zmm3, %zmm13
	vpermt2ps	%zmm1, %zmm18, %zmm13
	vblendps	$240, %ymm11, %ymm13, %ymm11
	vpermt2ps	%ymm0, %ymm19, %ymm11
	vmovups	%ymm11, 23072(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm11
	vpermt2ps	%zmm4, %zmm20, %zmm11
	vmovaps	%zmm3, %zmm13
	vpermt2ps	%zmm1, %zmm21, %zmm13
	vblendps	$240, %ymm11, %ymm13, %ymm11
	vblendps	$128, %ymm12, %ymm11, %ymm11
	vmovups	%ymm11, 23328(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm11
	vpermt2ps	%zmm2, %zmm22, %zmm11
	vmovaps	%zmm3, %zmm12
	vpermt2ps	%zmm1, %zmm23, %zmm12
	vblendps	$240, %ymm11, %ymm12, %ymm11
	vblendps	$128, %ymm10, %ymm11, %ymm10
	vmovups	%ymm10, 23584(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm10
	vpermt2ps	%zmm2, %zmm24, %zmm10
	vblendps	$240, %ymm10, %ymm8, %ymm8
	vblendps	$136, %ymm9, %ymm8, %ymm8
	vmovups	%ymm8, 23840(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm8
	vpermt2ps	%zmm1, %zmm25, %zmm8
	vmovaps	%zmm2, %zmm9
	vpermt2ps	%zmm4, %zmm26, %zmm9
	vblendps	$7, %ymm8, %ymm9, %ymm8
	vblendps	$128, %ymm7, %ymm8, %ymm7
	vmovups	%ymm7, 24096(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm7
	vpermt2ps	%zmm1, %zmm27, %zmm7
	vmovaps	%zmm2, %zmm8
	vpermt2ps	%zmm4, %zmm28, %zmm8
	vblendps	$7, %ymm7, %ymm8, %ymm7
	vblendps	$128, %ymm6, %ymm7, %ymm6
	vmovups	%ymm6, 24352(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm6
	vpermt2ps	%zmm3, %zmm29, %zmm6
	vmovaps	%zmm2, %zmm7
	vpermt2ps	%zmm4, %zmm30, %zmm7
	vblendps	$7, %ymm6, %ymm7, %ymm6
	vblendps	$128, %ymm5, %ymm6, %ymm5
	vmovups	%ymm5, 24608(%rsp,%rdx,4)
	vpermt2ps	%zmm3, %zmm31, %zmm1
	vbroadcastf128	.LCPI0_504(%rip), %ymm3
	vpermt2ps	%zmm4, %zmm3, %zmm2
	vblendps	$7, %ymm1, %ymm2, %ymm1
	vblendps	$128, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 24864(%rsp,%rdx,4)
	addq	$8, %rdx
	addq	$288, %r8
	cmpq	$56, %rdx
	jb	.LBB0_1186
	.p2align	4
.LBB0_1187:
	testb	%r15b, %r15b
	je	.LBB0_1192
	testq	%r12, %r12
	je	.LBB0_1193
.LBB0_1189:
	movq	%rax, %r10
	testq	%r12, %r12
	je	.LBB0_1194
	movq	32(%rsp), %rdx
	vpbroadcastq	%rdx, %zmm0
	vmovdqa64	%zmm0, 1216(%rsp)
	xorl	%r14d, %r14d
	vmovdqa64	.LCPI0_10(%rip), %zmm2
	vmovdqa64	.LCPI0_9(%rip), %zmm3
	.p2align	4
.LBB0_1191:
	vmovdqa64	%zmm3, 832(%rsp)
	vmovdqa64	%zmm2, 576(%rsp)
	vpbroadcastq	.LCPI0_11(%rip), %zmm1
	vpaddq	%zmm1, %zmm2, %zmm0
	vpaddq	%zmm1, %zmm3, %zmm1
	vpbroadcastq	.LCPI0_12(%rip), %zmm3
	vpaddq	576(%rsp), %zmm3, %zmm2
	vpaddq	832(%rsp), %zmm3, %zmm3
	vpbroadcastq	.LCPI0_13(%rip), %zmm5
	vpaddq	576(%rsp), %zmm5, %zmm4
	vpaddq	832(%rsp), %zmm5, %zmm5
	vpbroadcastq	.LCPI0_355(%rip), %zmm13
	vpandq	832(%rsp), %zmm13, %zmm6
	vpandq	576(%rsp), %zmm13, %zmm7
	vpandq	%zmm13, %zmm1, %zmm8
	vpandq	%zmm13, %zmm0, %zmm9
	vpandq	%zmm13, %zmm3, %zmm10
	vpandq	%zmm13, %zmm2, %zmm11
	vpandq	%zmm13, %zmm5, %zmm12
	vpandq	%zmm13, %zmm4, %zmm13
	vpsrlq	$6, 832(%rsp), %zmm14
	vpsrlq	$6, 576(%rsp), %zmm15
	vpsrlq	$6, %zmm1, %zmm1
	vpsrlq	$6, %zmm0, %zmm0
	vpsrlq	$6, %zmm3, %zmm3
	vpsrlq	$6, %zmm2, %zmm2
	vpsrlq	$6, %zmm5, %zmm5
	vpsrlq	$6, %zmm4, %zmm4
	vmovdqa64	1216(%rsp), %zmm17
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
	vmovdqa64	1792(%rsp), %zmm0
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
	vmovdqa64	3008(%rsp), %zmm25
	vpxorq	%zmm25, %zmm16, %zmm5
	vpsrlq	$32, %zmm15, %zmm1
	vpmuludq	%zmm6, %zmm5, %zmm28
	vmovdqa64	%zmm28, 4096(%rsp)
	vpxorq	%zmm25, %zmm7, %zmm5
	vpmuludq	%zmm6, %zmm5, %zmm15
	vmovdqa64	%zmm15, 4160(%rsp)
	vpxorq	%zmm25, %zmm8, %zmm5
	vpmuludq	%zmm6, %zmm5, %zmm11
	vmovdqa64	%zmm11, 4992(%rsp)
	vpsrlq	$32, %zmm21, %zmm0
	vpxorq	%zmm25, %zmm26, %zmm5
	vpmuludq	%zmm6, %zmm5, %zmm12
	vmovdqa64	%zmm12, 896(%rsp)
	vpxorq	%zmm25, %zmm10, %zmm5
	vpmuludq	%zmm6, %zmm5, %zmm8
	vmovdqa64	%zmm8, 448(%rsp)
	vpxorq	%zmm25, %zmm22, %zmm5
	vpmuludq	%zmm6, %zmm5, %zmm4
	vmovdqa64	%zmm4, 320(%rsp)
	vpxorq	%zmm25, %zmm27, %zmm5
	vpmuludq	%zmm6, %zmm5, %zmm7
	vmovdqa64	%zmm7, 192(%rsp)
	vpxorq	%zmm25, %zmm19, %zmm5
	vpmuludq	%zmm6, %zmm5, %zmm5
	vmovdqa64	%zmm5, 640(%rsp)
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
	vmovdqa64	%zmm0, 512(%rsp)
	vmovdqa64	2112(%rsp), %zmm0
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
	vmovdqa64	%zmm12, 768(%rsp)
	vmovdqa64	2432(%rsp), %zmm2
	vpxorq	%zmm2, %zmm1, %zmm1
	vpmuludq	%zmm6, %zmm1, %zmm3
	vmovdqa64	%zmm3, 1856(%rsp)
	vpxorq	%zmm2, %zmm31, %zmm0
	vpmuludq	%zmm6, %zmm0, %zmm30
	vpxorq	%zmm2, %zmm13, %zmm0
	vpxorq	%zmm2, %zmm9, %zmm1
	vpmuludq	%zmm6, %zmm0, %zmm31
	vpmuludq	%zmm6, %zmm1, %zmm23
	vmovdqa64	%zmm23, 4032(%rsp)
	vpxorq	%zmm2, %zmm18, %zmm0
	vpmuludq	%zmm6, %zmm0, %zmm9
	vmovdqa64	%zmm9, 2496(%rsp)
	vpxorq	%zmm2, %zmm14, %zmm0
	vpxorq	%zmm2, %zmm24, %zmm1
	vpmuludq	%zmm6, %zmm0, %zmm18
	vmovdqa64	%zmm18, 4800(%rsp)
	vpmuludq	%zmm19, %zmm16, %zmm16
	vmovdqa64	%zmm16, 4864(%rsp)
	vpmuludq	%zmm19, %zmm25, %zmm15
	vpmuludq	%zmm19, %zmm27, %zmm14
	vpmuludq	%zmm19, %zmm26, %zmm13
	vpmuludq	%zmm19, %zmm28, %zmm12
	vpmuludq	%zmm6, %zmm1, %zmm5
	vmovdqa64	%zmm5, 5504(%rsp)
	vpmuludq	%zmm19, %zmm4, %zmm0
	vpmuludq	%zmm19, %zmm22, %zmm1
	vmovdqa64	%zmm1, 2176(%rsp)
	vpsrlq	$32, %zmm16, %zmm4
	vmovdqa64	5440(%rsp), %zmm16
	vpternlogq	$150, %zmm21, %zmm16, %zmm4
	vmovdqa64	%zmm4, 4928(%rsp)
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
	vmovdqa64	6208(%rsp), %zmm0
	vpternlogq	$150, 4096(%rsp), %zmm0, %zmm11
	vpsrlq	$32, %zmm30, %zmm3
	vpternlogq	$150, 4160(%rsp), %zmm0, %zmm3
	vpsrlq	$32, %zmm31, %zmm4
	vpternlogq	$150, 4992(%rsp), %zmm0, %zmm4
	vpsrlq	$32, %zmm23, %zmm8
	vpternlogq	$150, 896(%rsp), %zmm0, %zmm8
	vpsrlq	$32, %zmm9, %zmm12
	vpternlogq	$150, 448(%rsp), %zmm0, %zmm12
	vpsrlq	$32, %zmm18, %zmm10
	vpmuludq	768(%rsp), %zmm19, %zmm18
	vpternlogq	$150, 320(%rsp), %zmm0, %zmm10
	vpsrlq	$32, %zmm5, %zmm9
	vpternlogq	$150, 192(%rsp), %zmm0, %zmm9
	vpsrlq	$32, %zmm18, %zmm17
	vmovdqa64	512(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm16, %zmm17
	vpsrlq	$32, %zmm1, %zmm7
	vpxorq	%zmm2, %zmm7, %zmm7
	vpmuludq	%zmm6, %zmm7, %zmm23
	vpsrlq	$32, %zmm23, %zmm16
	vpternlogq	$150, 640(%rsp), %zmm0, %zmm16
	vpmuludq	%zmm19, %zmm3, %zmm0
	vmovdqa64	%zmm0, 896(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqa64	6656(%rsp), %zmm0
	vpternlogq	$150, 4864(%rsp), %zmm0, %zmm1
	vmovdqa64	%zmm1, 640(%rsp)
	vpmuludq	%zmm19, %zmm11, %zmm20
	vpsrlq	$32, %zmm20, %zmm11
	vpternlogq	$150, %zmm15, %zmm0, %zmm11
	vpmuludq	%zmm19, %zmm8, %zmm1
	vmovdqa64	%zmm1, 512(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm14, %zmm0, %zmm1
	vmovdqa64	%zmm1, 192(%rsp)
	vpmuludq	%zmm19, %zmm4, %zmm1
	vmovdqa64	%zmm1, 4096(%rsp)
	vpsrlq	$32, %zmm1, %zmm7
	vpternlogq	$150, %zmm21, %zmm0, %zmm7
	vpmuludq	%zmm19, %zmm10, %zmm1
	vmovdqa64	%zmm1, 4864(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm22, %zmm0, %zmm1
	vmovdqa64	%zmm1, 320(%rsp)
	vpmuludq	%zmm19, %zmm12, %zmm5
	vpsrlq	$32, %zmm5, %zmm15
	vpternlogq	$150, %zmm13, %zmm0, %zmm15
	vpmuludq	%zmm19, %zmm16, %zmm1
	vmovdqa64	%zmm1, 768(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm18, %zmm0, %zmm1
	vmovdqa64	%zmm1, 448(%rsp)
	vpmuludq	%zmm19, %zmm9, %zmm12
	vpsrlq	$32, %zmm12, %zmm18
	vpternlogq	$150, 2176(%rsp), %zmm0, %zmm18
	vpmuludq	%zmm6, %zmm29, %zmm0
	vmovdqa64	%zmm0, 4160(%rsp)
	vpsrlq	$32, %zmm0, %zmm22
	vmovdqa64	4288(%rsp), %zmm16
	vpternlogq	$150, 1856(%rsp), %zmm16, %zmm22
	vpmuludq	4928(%rsp), %zmm6, %zmm0
	vmovdqa64	%zmm0, 4992(%rsp)
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
	vpternlogq	$150, 2496(%rsp), %zmm16, %zmm3
	vpmuludq	%zmm6, %zmm27, %zmm26
	vpsrlq	$32, %zmm26, %zmm0
	vpternlogq	$150, 4800(%rsp), %zmm16, %zmm0
	vpmuludq	%zmm6, %zmm25, %zmm27
	vpsrlq	$32, %zmm27, %zmm2
	vpternlogq	$150, 5504(%rsp), %zmm16, %zmm2
	vpmuludq	%zmm6, %zmm17, %zmm9
	vpsrlq	$32, %zmm9, %zmm17
	vpternlogq	$150, %zmm23, %zmm16, %zmm17
	vpmuludq	%zmm19, %zmm14, %zmm4
	vmovdqa64	%zmm4, 4032(%rsp)
	vpsrlq	$32, %zmm4, %zmm4
	vmovdqa64	4736(%rsp), %zmm14
	vpternlogq	$150, 896(%rsp), %zmm14, %zmm4
	vmovdqa64	%zmm4, 4800(%rsp)
	vpmuludq	%zmm19, %zmm22, %zmm23
	vpsrlq	$32, %zmm23, %zmm4
	vpternlogq	$150, %zmm20, %zmm14, %zmm4
	vpmuludq	%zmm19, %zmm29, %zmm10
	vmovdqa64	%zmm10, 4928(%rsp)
	vpsrlq	$32, %zmm10, %zmm29
	vpternlogq	$150, 512(%rsp), %zmm14, %zmm29
	vpmuludq	%zmm19, %zmm1, %zmm10
	vpsrlq	$32, %zmm10, %zmm20
	vpternlogq	$150, 4096(%rsp), %zmm14, %zmm20
	vpmuludq	%zmm19, %zmm0, %zmm0
	vmovdqa64	%zmm0, 4096(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 4864(%rsp), %zmm14, %zmm0
	vmovdqa64	%zmm0, 896(%rsp)
	vpmuludq	%zmm19, %zmm3, %zmm0
	vmovdqa64	%zmm0, 1856(%rsp)
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm5, %zmm14, %zmm21
	vpmuludq	%zmm19, %zmm17, %zmm13
	vpsrlq	$32, %zmm13, %zmm1
	vpternlogq	$150, 768(%rsp), %zmm14, %zmm1
	vmovdqa64	%zmm1, 512(%rsp)
	vpmuludq	%zmm19, %zmm2, %zmm25
	vpsrlq	$32, %zmm25, %zmm22
	vpternlogq	$150, %zmm12, %zmm14, %zmm22
	vpmuludq	%zmm6, %zmm11, %zmm24
	vpsrlq	$32, %zmm24, %zmm5
	vmovdqa64	6016(%rsp), %zmm14
	vpternlogq	$150, 4160(%rsp), %zmm14, %zmm5
	vpmuludq	640(%rsp), %zmm6, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpternlogq	$150, 4992(%rsp), %zmm14, %zmm3
	vpmuludq	%zmm6, %zmm7, %zmm0
	vmovdqa64	%zmm0, 4160(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vpternlogq	$150, %zmm28, %zmm14, %zmm7
	vpmuludq	192(%rsp), %zmm6, %zmm16
	vpsrlq	$32, %zmm16, %zmm1
	vpternlogq	$150, %zmm8, %zmm14, %zmm1
	vpmuludq	%zmm6, %zmm15, %zmm15
	vpsrlq	$32, %zmm15, %zmm11
	vpternlogq	$150, %zmm31, %zmm14, %zmm11
	vpmuludq	320(%rsp), %zmm6, %zmm0
	vmovdqa64	%zmm0, 2176(%rsp)
	vpsrlq	$32, %zmm0, %zmm12
	vpternlogq	$150, %zmm26, %zmm14, %zmm12
	vpmuludq	%zmm6, %zmm18, %zmm18
	vpsrlq	$32, %zmm18, %zmm26
	vpternlogq	$150, %zmm27, %zmm14, %zmm26
	vpmuludq	448(%rsp), %zmm6, %zmm8
	vpsrlq	$32, %zmm8, %zmm27
	vpternlogq	$150, %zmm9, %zmm14, %zmm27
	vpmuludq	%zmm19, %zmm3, %zmm0
	vmovdqa64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vmovdqa64	5376(%rsp), %zmm0
	vpternlogq	$150, 4032(%rsp), %zmm0, %zmm3
	vmovdqa64	%zmm3, 640(%rsp)
	vpmuludq	%zmm19, %zmm5, %zmm14
	vpsrlq	$32, %zmm14, %zmm3
	vpternlogq	$150, %zmm23, %zmm0, %zmm3
	vpmuludq	%zmm19, %zmm1, %zmm17
	vpsrlq	$32, %zmm17, %zmm5
	vpternlogq	$150, 4928(%rsp), %zmm0, %zmm5
	vmovdqa64	%zmm5, 192(%rsp)
	vpmuludq	%zmm19, %zmm7, %zmm30
	vpsrlq	$32, %zmm30, %zmm9
	vpternlogq	$150, %zmm10, %zmm0, %zmm9
	vpmuludq	%zmm19, %zmm12, %zmm23
	vpsrlq	$32, %zmm23, %zmm28
	vpternlogq	$150, 4096(%rsp), %zmm0, %zmm28
	vpmuludq	%zmm19, %zmm11, %zmm1
	vmovdqa64	%zmm1, 448(%rsp)
	vpsrlq	$32, %zmm1, %zmm10
	vpternlogq	$150, 1856(%rsp), %zmm0, %zmm10
	vpmuludq	%zmm19, %zmm27, %zmm1
	vmovdqa64	%zmm1, 4928(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm13, %zmm0, %zmm1
	vmovdqa64	%zmm1, 4992(%rsp)
	vpmuludq	%zmm19, %zmm26, %zmm27
	vpsrlq	$32, %zmm27, %zmm11
	vpternlogq	$150, %zmm25, %zmm0, %zmm11
	vpmuludq	%zmm6, %zmm4, %zmm26
	vpsrlq	$32, %zmm26, %zmm4
	vmovdqa64	5312(%rsp), %zmm7
	vpternlogq	$150, %zmm24, %zmm7, %zmm4
	vpmuludq	4800(%rsp), %zmm6, %zmm5
	vpsrlq	$32, %zmm5, %zmm12
	vpternlogq	$150, %zmm2, %zmm7, %zmm12
	vpmuludq	%zmm6, %zmm20, %zmm24
	vpsrlq	$32, %zmm24, %zmm0
	vpternlogq	$150, 4160(%rsp), %zmm7, %zmm0
	vpmuludq	%zmm6, %zmm29, %zmm31
	vpsrlq	$32, %zmm31, %zmm13
	vpternlogq	$150, %zmm16, %zmm7, %zmm13
	vpmuludq	%zmm6, %zmm21, %zmm1
	vmovdqa64	%zmm1, 4032(%rsp)
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, %zmm15, %zmm7, %zmm21
	vpmuludq	896(%rsp), %zmm6, %zmm1
	vmovdqa64	%zmm1, 4160(%rsp)
	vpsrlq	$32, %zmm1, %zmm15
	vpternlogq	$150, 2176(%rsp), %zmm7, %zmm15
	vpmuludq	%zmm6, %zmm22, %zmm1
	vmovdqa64	%zmm1, 4096(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm18, %zmm7, %zmm1
	vpmuludq	512(%rsp), %zmm6, %zmm2
	vmovdqa64	%zmm2, 896(%rsp)
	vpsrlq	$32, %zmm2, %zmm18
	vpternlogq	$150, %zmm8, %zmm7, %zmm18
	vpmuludq	%zmm19, %zmm12, %zmm22
	vpsrlq	$32, %zmm22, %zmm25
	vmovdqa64	5248(%rsp), %zmm2
	vpternlogq	$150, 320(%rsp), %zmm2, %zmm25
	vpmuludq	%zmm19, %zmm4, %zmm4
	vmovdqa64	%zmm4, 512(%rsp)
	vpsrlq	$32, %zmm4, %zmm8
	vpternlogq	$150, %zmm14, %zmm2, %zmm8
	vpmuludq	%zmm19, %zmm13, %zmm16
	vpsrlq	$32, %zmm16, %zmm7
	vpternlogq	$150, %zmm17, %zmm2, %zmm7
	vpmuludq	%zmm19, %zmm0, %zmm20
	vpsrlq	$32, %zmm20, %zmm12
	vpternlogq	$150, %zmm30, %zmm2, %zmm12
	vpmuludq	%zmm19, %zmm15, %zmm0
	vmovdqa64	%zmm0, 1856(%rsp)
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, %zmm23, %zmm2, %zmm13
	vpmuludq	%zmm19, %zmm21, %zmm23
	vpsrlq	$32, %zmm23, %zmm15
	vpternlogq	$150, 448(%rsp), %zmm2, %zmm15
	vpmuludq	%zmm19, %zmm18, %zmm29
	vpsrlq	$32, %zmm29, %zmm18
	vpternlogq	$150, 4928(%rsp), %zmm2, %zmm18
	vpmuludq	%zmm19, %zmm1, %zmm0
	vmovdqa64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm27, %zmm2, %zmm21
	vpmuludq	%zmm6, %zmm3, %zmm0
	vmovdqa64	%zmm0, 448(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqa64	5184(%rsp), %zmm0
	vpternlogq	$150, %zmm26, %zmm0, %zmm2
	vpmuludq	640(%rsp), %zmm6, %zmm1
	vmovdqa64	%zmm1, 640(%rsp)
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
	vpternlogq	$150, 4160(%rsp), %zmm0, %zmm17
	vpmuludq	%zmm6, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm27
	vpternlogq	$150, 4096(%rsp), %zmm0, %zmm27
	vpmuludq	4992(%rsp), %zmm6, %zmm30
	vpsrlq	$32, %zmm30, %zmm14
	vpternlogq	$150, 896(%rsp), %zmm0, %zmm14
	vpmuludq	%zmm19, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm28
	vmovdqa64	4672(%rsp), %zmm24
	vpternlogq	$150, %zmm22, %zmm24, %zmm28
	vpmuludq	%zmm19, %zmm2, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, 512(%rsp), %zmm24, %zmm22
	vpmuludq	%zmm19, %zmm5, %zmm0
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, %zmm16, %zmm24, %zmm4
	vpmuludq	%zmm19, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, %zmm20, %zmm24, %zmm1
	vpmuludq	%zmm19, %zmm17, %zmm0
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, 1856(%rsp), %zmm24, %zmm5
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
	vmovdqa64	5952(%rsp), %zmm8
	vpternlogq	$150, 448(%rsp), %zmm8, %zmm3
	vpsrlq	$32, %zmm25, %zmm7
	vpternlogq	$150, 640(%rsp), %zmm8, %zmm7
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
	vmovdqa64	4608(%rsp), %zmm17
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
	vmovdqa64	2240(%rsp), %zmm5
	vpternlogd	$150, %zmm3, %zmm5, %zmm0
	vpmulld	%zmm6, %zmm7, %zmm3
	vpternlogd	$150, %zmm3, %zmm5, %zmm1
	vpmulld	%zmm6, %zmm8, %zmm3
	vpternlogd	$150, %zmm3, %zmm5, %zmm4
	vpmulld	%zmm6, %zmm9, %zmm3
	vpternlogd	$150, %zmm3, %zmm5, %zmm2
	vmovdqa64	832(%rsp), %zmm3
	vmovdqu64	%zmm0, 76040(%rsp,%r14,4)
	vmovdqu64	%zmm1, 76104(%rsp,%r14,4)
	vmovdqu64	%zmm4, 76168(%rsp,%r14,4)
	vmovdqu64	%zmm2, 76232(%rsp,%r14,4)
	vmovdqa64	576(%rsp), %zmm2
	addq	$64, %r14
	vpbroadcastq	.LCPI0_17(%rip), %zmm0
	vpaddq	%zmm0, %zmm2, %zmm2
	vpaddq	%zmm0, %zmm3, %zmm3
	cmpq	%r14, %rcx
	jne	.LBB0_1191
	jmp	.LBB0_1196
	.p2align	4
.LBB0_1192:
	testq	%r12, %r12
	jne	.LBB0_1201
.LBB0_1193:
	movl	48(%rsp), %r14d
	vpxord	%xmm31, %xmm31, %xmm31
	movq	1728(%rsp), %rbx
	vmovaps	2624(%rsp), %zmm25
	vmovaps	2880(%rsp), %zmm30
	vmovaps	2944(%rsp), %zmm16
	vmovaps	1920(%rsp), %zmm7
	vmovaps	3136(%rsp), %zmm11
	jmp	.LBB0_1252
.LBB0_1194:
	xorl	%r8d, %r8d
	movq	416(%rsp), %rax
	.p2align	4
.LBB0_1195:
	movl	%r8d, %edx
	andl	$63, %edx
	movq	%r8, %rbx
	shrq	$6, %rbx
	movq	32(%rsp), %rdi
	leal	(%rdi,%rdx), %r12d
	movl	%ebx, %edx
	imulq	%rsi, %rdx
	xorl	6528(%rsp), %r12d
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
	xorl	4544(%rsp), %ebx
	xorl	6592(%rsp), %edx
	xorl	%r15d, %edx
	imulq	%rsi, %rbx
	imulq	%rdi, %rdx
	movq	%rdx, %r15
	shrq	$32, %r15
	xorl	1280(%rsp), %r14d
	xorl	%r15d, %r14d
	movq	%rbx, %r15
	shrq	$32, %r15
	xorl	2816(%rsp), %r12d
	xorl	%r15d, %r12d
	imulq	%rsi, %r14
	imulq	%rdi, %r12
	movq	%r12, %r15
	shrq	$32, %r15
	xorl	1600(%rsp), %edx
	xorl	%r15d, %edx
	movq	%r14, %r15
	shrq	$32, %r15
	xorl	2752(%rsp), %ebx
	xorl	%r15d, %ebx
	imulq	%rsi, %rdx
	imulq	%rdi, %rbx
	movq	%rbx, %r15
	shrq	$32, %r15
	xorl	1024(%rsp), %r12d
	xorl	%r15d, %r12d
	movq	%rdx, %r15
	shrq	$32, %r15
	xorl	3200(%rsp), %r14d
	xorl	%r15d, %r14d
	imulq	%rsi, %r12
	imulq	%rdi, %r14
	movq	%r14, %r15
	shrq	$32, %r15
	xorl	%r9d, %ebx
	xorl	%r15d, %ebx
	movq	%r12, %r15
	shrq	$32, %r15
	xorl	3968(%rsp), %edx
	xorl	%r15d, %edx
	imulq	%rsi, %rbx
	imulq	%rdi, %rdx
	movq	%rdx, %r15
	shrq	$32, %r15
	xorl	1472(%rsp), %r14d
	xorl	%r15d, %r14d
	movq	%rbx, %r15
	shrq	$32, %r15
	xorl	2048(%rsp), %r12d
	xorl	%r15d, %r12d
	imulq	%rsi, %r14
	imulq	%rdi, %r12
	shrq	$32, %r12
	xorl	2304(%rsp), %edx
	xorl	%r12d, %edx
	movq	%r14, %r15
	shrq	$32, %r15
	xorl	%eax, %ebx
	xorl	%r15d, %ebx
	imulq	%rsi, %rdx
	shrq	$32, %rdx
	xorl	5632(%rsp), %r14d
	xorl	%edx, %r14d
	imull	$-845247145, %ebx, %edx
	imulq	%rdi, %r14
	shrq	$32, %r14
	xorl	6144(%rsp), %edx
	xorl	%r14d, %edx
	movl	%edx, 76040(%rsp,%r8,4)
	incq	%r8
	cmpq	%r8, %rcx
	jne	.LBB0_1195
.LBB0_1196:
	movq	24(%rsp), %r12
	testq	%r12, %r12
	movq	%r10, %rax
	je	.LBB0_1199
	xorl	%r14d, %r14d
	movzbl	3584(%rsp), %r15d
	.p2align	4
.LBB0_1198:
	vcvtudq2pd	76040(%rsp,%r14,4), %zmm0
	vcvtudq2pd	76072(%rsp,%r14,4), %zmm1
	vcvtudq2pd	76104(%rsp,%r14,4), %zmm2
	vcvtudq2pd	76136(%rsp,%r14,4), %zmm3
	vcvtudq2pd	76168(%rsp,%r14,4), %zmm4
	vcvtudq2pd	76200(%rsp,%r14,4), %zmm5
	vcvtudq2pd	76232(%rsp,%r14,4), %zmm6
	vcvtudq2pd	76264(%rsp,%r14,4), %zmm7
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
	vmovdqa64	%zmm4, 4096(%rsp)
	vpaddq	%zmm24, %zmm3, %zmm19
	vmovdqa64	%zmm19, 4160(%rsp)
	vpaddq	%zmm24, %zmm6, %zmm6
	vmovdqa64	%zmm6, 4992(%rsp)
	vpaddq	%zmm24, %zmm5, %zmm18
	vmovdqa64	%zmm18, 512(%rsp)
	vpaddq	%zmm24, %zmm13, %zmm13
	vmovdqa64	%zmm13, 896(%rsp)
	vpaddq	%zmm24, %zmm12, %zmm17
	vmovdqa64	%zmm17, 448(%rsp)
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
	vmovapd	%zmm13, 832(%rsp)
	vaddpd	%zmm12, %zmm7, %zmm10
	vaddpd	%zmm12, %zmm2, %zmm9
	vbroadcastsd	.LCPI0_27(%rip), %zmm18
	vaddpd	%zmm18, %zmm13, %zmm0
	vmovapd	%zmm1, %zmm8
	vmovapd	%zmm1, 640(%rsp)
	vaddpd	%zmm18, %zmm1, %zmm1
	vmovapd	%zmm10, 576(%rsp)
	vaddpd	%zmm18, %zmm10, %zmm2
	vdivpd	%zmm1, %zmm8, %zmm7
	vmovapd	%zmm7, 4864(%rsp)
	vdivpd	%zmm0, %zmm13, %zmm1
	vmovapd	%zmm1, 2176(%rsp)
	vdivpd	%zmm2, %zmm10, %zmm2
	vmovapd	%zmm2, 1856(%rsp)
	vmovapd	%zmm9, 4032(%rsp)
	vaddpd	%zmm18, %zmm9, %zmm0
	vdivpd	%zmm0, %zmm9, %zmm0
	vmovapd	%zmm0, 4928(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm8
	vmovapd	%zmm8, 768(%rsp)
	vmulpd	%zmm7, %zmm7, %zmm1
	vmovapd	%zmm1, 2496(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm7
	vmovapd	%zmm7, 5504(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm0
	vmovapd	%zmm0, 4800(%rsp)
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
	vmovapd	%zmm7, 1984(%rsp)
	vmulpd	%zmm8, %zmm1, %zmm7
	vmovapd	%zmm7, 1408(%rsp)
	vmulpd	%zmm9, %zmm0, %zmm7
	vmovapd	%zmm7, 1216(%rsp)
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
	vmovapd	%zmm0, 1536(%rsp)
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
	vmulpd	768(%rsp), %zmm16, %zmm16
	vaddpd	1984(%rsp), %zmm16, %zmm16
	vaddpd	%zmm23, %zmm21, %zmm21
	vmulpd	2496(%rsp), %zmm21, %zmm21
	vaddpd	1408(%rsp), %zmm21, %zmm21
	vaddpd	%zmm23, %zmm17, %zmm17
	vmulpd	5504(%rsp), %zmm17, %zmm17
	vaddpd	1216(%rsp), %zmm17, %zmm17
	vaddpd	%zmm23, %zmm15, %zmm15
	vmulpd	4800(%rsp), %zmm15, %zmm15
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
	vmovapd	640(%rsp), %zmm1
	vbroadcastsd	.LCPI0_19(%rip), %zmm25
	vmulpd	%zmm25, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm18
	vaddpd	%zmm21, %zmm18, %zmm1
	vmulpd	4864(%rsp), %zmm1, %zmm12
	vmovapd	832(%rsp), %zmm0
	vmulpd	%zmm25, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm1
	vmulpd	2176(%rsp), %zmm1, %zmm14
	vmovapd	576(%rsp), %zmm0
	vmulpd	%zmm25, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm15
	vmulpd	1856(%rsp), %zmm15, %zmm15
	vmovapd	4032(%rsp), %zmm4
	vmulpd	%zmm25, %zmm4, %zmm16
	vmulpd	%zmm16, %zmm4, %zmm16
	vaddpd	%zmm17, %zmm16, %zmm17
	vmulpd	4928(%rsp), %zmm17, %zmm17
	vmulpd	%zmm25, %zmm13, %zmm21
	vmulpd	%zmm21, %zmm13, %zmm21
	vmovapd	%zmm13, %zmm9
	vaddpd	%zmm5, %zmm21, %zmm5
	vmulpd	%zmm5, %zmm30, %zmm5
	vmulpd	%zmm25, %zmm26, %zmm13
	vmulpd	%zmm13, %zmm26, %zmm13
	vmovapd	%zmm26, %zmm6
	vaddpd	%zmm8, %zmm13, %zmm8
	vmulpd	1536(%rsp), %zmm8, %zmm8
	vmulpd	%zmm25, %zmm3, %zmm19
	vmulpd	%zmm19, %zmm3, %zmm19
	vaddpd	%zmm11, %zmm19, %zmm11
	vmulpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm25, %zmm24, %zmm11
	vmulpd	%zmm11, %zmm24, %zmm11
	vaddpd	%zmm10, %zmm11, %zmm10
	vmulpd	%zmm10, %zmm20, %zmm10
	vpsrlq	$20, 4096(%rsp), %zmm20
	vpbroadcastq	.LCPI0_22(%rip), %zmm25
	vpaddq	%zmm25, %zmm20, %zmm20
	vcvtqq2pd	%zmm20, %zmm20
	vbroadcastsd	.LCPI0_35(%rip), %zmm23
	vmulpd	%zmm23, %zmm20, %zmm22
	vaddpd	%zmm12, %zmm22, %zmm12
	vpsrlq	$20, 4160(%rsp), %zmm22
	vpaddq	%zmm25, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm23, %zmm22, %zmm26
	vaddpd	%zmm14, %zmm26, %zmm14
	vpsrlq	$20, 4992(%rsp), %zmm26
	vpaddq	%zmm25, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm23, %zmm26, %zmm27
	vaddpd	%zmm15, %zmm27, %zmm15
	vpsrlq	$20, 512(%rsp), %zmm27
	vpaddq	%zmm25, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm23, %zmm27, %zmm28
	vaddpd	%zmm17, %zmm28, %zmm17
	vpsrlq	$20, 896(%rsp), %zmm28
	vpaddq	%zmm25, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm23, %zmm28, %zmm29
	vaddpd	%zmm5, %zmm29, %zmm5
	vpsrlq	$20, 448(%rsp), %zmm29
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
	vaddpd	832(%rsp), %zmm2, %zmm2
	vaddpd	640(%rsp), %zmm0, %zmm0
	vaddpd	%zmm12, %zmm4, %zmm11
	vaddpd	576(%rsp), %zmm1, %zmm12
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
	vmovdqa64	%zmm3, 4160(%rsp)
	vpaddq	%zmm16, %zmm4, %zmm4
	vmovdqa64	%zmm4, 4992(%rsp)
	vpaddq	%zmm16, %zmm5, %zmm5
	vmovdqa64	%zmm5, 512(%rsp)
	vpaddq	%zmm16, %zmm6, %zmm6
	vmovdqa64	%zmm6, 896(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm12
	vmovdqa64	%zmm12, 448(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqa64	%zmm13, 320(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm14
	vmovdqa64	%zmm14, 192(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm15
	vmovdqa64	%zmm15, 640(%rsp)
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
	vmovapd	%zmm9, 832(%rsp)
	vaddpd	%zmm28, %zmm9, %zmm1
	vmovapd	%zmm6, 4096(%rsp)
	vaddpd	%zmm28, %zmm6, %zmm2
	vmovapd	%zmm8, 576(%rsp)
	vaddpd	%zmm28, %zmm8, %zmm7
	vdivpd	%zmm1, %zmm9, %zmm10
	vmovapd	%zmm10, 2176(%rsp)
	vdivpd	%zmm0, %zmm25, %zmm9
	vmovapd	%zmm9, 1856(%rsp)
	vdivpd	%zmm7, %zmm8, %zmm1
	vmovapd	%zmm1, 4928(%rsp)
	vdivpd	%zmm2, %zmm6, %zmm0
	vmovapd	%zmm0, 4032(%rsp)
	vmulpd	%zmm9, %zmm9, %zmm7
	vmovapd	%zmm7, 2496(%rsp)
	vmulpd	%zmm10, %zmm10, %zmm2
	vmovapd	%zmm2, 5504(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm6
	vmovapd	%zmm6, 4800(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 4864(%rsp)
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
	vmovapd	%zmm6, 1408(%rsp)
	vmulpd	%zmm8, %zmm1, %zmm6
	vmovapd	%zmm6, 1216(%rsp)
	vmulpd	%zmm9, %zmm0, %zmm6
	vmovapd	%zmm6, 768(%rsp)
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
	vmovapd	%zmm1, 1984(%rsp)
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
	vmulpd	2496(%rsp), %zmm16, %zmm16
	vaddpd	1408(%rsp), %zmm16, %zmm16
	vaddpd	1984(%rsp), %zmm6, %zmm21
	vmulpd	5504(%rsp), %zmm21, %zmm21
	vaddpd	1216(%rsp), %zmm21, %zmm21
	vaddpd	%zmm6, %zmm26, %zmm17
	vmulpd	4800(%rsp), %zmm17, %zmm17
	vaddpd	768(%rsp), %zmm17, %zmm17
	vaddpd	%zmm6, %zmm15, %zmm15
	vmulpd	4864(%rsp), %zmm15, %zmm15
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
	vmovapd	832(%rsp), %zmm1
	vmulpd	%zmm6, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm21, %zmm0, %zmm1
	vmulpd	2176(%rsp), %zmm1, %zmm12
	vmovapd	%zmm25, 1536(%rsp)
	vmulpd	%zmm6, %zmm25, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm1
	vmulpd	1856(%rsp), %zmm1, %zmm14
	vmovapd	576(%rsp), %zmm9
	vmulpd	%zmm6, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm15
	vmulpd	4928(%rsp), %zmm15, %zmm15
	vmovapd	4096(%rsp), %zmm25
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
	vpsrlq	$20, 4160(%rsp), %zmm20
	vpbroadcastq	.LCPI0_22(%rip), %zmm9
	vpaddq	%zmm9, %zmm20, %zmm20
	vcvtqq2pd	%zmm20, %zmm20
	vbroadcastsd	.LCPI0_35(%rip), %zmm6
	vmulpd	%zmm6, %zmm20, %zmm22
	vaddpd	%zmm12, %zmm22, %zmm12
	vpsrlq	$20, 4992(%rsp), %zmm22
	vpaddq	%zmm9, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm6, %zmm22, %zmm26
	vaddpd	%zmm14, %zmm26, %zmm14
	vpsrlq	$20, 512(%rsp), %zmm26
	vpaddq	%zmm9, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm6, %zmm26, %zmm27
	vaddpd	%zmm15, %zmm27, %zmm15
	vpsrlq	$20, 896(%rsp), %zmm27
	vpaddq	%zmm9, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm6, %zmm27, %zmm28
	vaddpd	%zmm17, %zmm28, %zmm17
	vpsrlq	$20, 448(%rsp), %zmm28
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
	vpsrlq	$20, 640(%rsp), %zmm31
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
	vaddpd	1536(%rsp), %zmm2, %zmm2
	vaddpd	832(%rsp), %zmm0, %zmm0
	vaddpd	%zmm12, %zmm25, %zmm11
	vaddpd	576(%rsp), %zmm1, %zmm1
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
	vmovups	%zmm0, 76040(%rsp,%r14,4)
	vxorps	%zmm5, %zmm1, %zmm0
	vmovups	%zmm0, 76104(%rsp,%r14,4)
	vxorps	%zmm5, %zmm2, %zmm0
	vmovups	%zmm0, 76168(%rsp,%r14,4)
	vcvtpd2ps	%zmm4, %ymm0
	vcvtpd2ps	%zmm3, %ymm1
	vinsertf64x4	$1, %ymm1, %zmm0, %zmm0
	vxorps	%zmm5, %zmm0, %zmm0
	vmovups	%zmm0, 76232(%rsp,%r14,4)
	addq	$64, %r14
	cmpq	%r14, %rcx
	jne	.LBB0_1198
	jmp	.LBB0_1201
.LBB0_1199:
	xorl	%edx, %edx
	movzbl	3584(%rsp), %r15d
	movabsq	$4604544269498187776, %rdi
	.p2align	4
.LBB0_1200:
	vcvtusi2sdl	76040(%rsp,%rdx,4), %xmm31, %xmm0
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
	vmovss	%xmm0, 76040(%rsp,%rdx,4)
	incq	%rdx
	cmpq	%rdx, %rcx
	jne	.LBB0_1200
	.p2align	4
.LBB0_1201:
	vmovups	7104(%rsp), %zmm0
	vmovaps	%zmm0, 896(%rsp)
	vmovups	7168(%rsp), %zmm0
	vmovaps	%zmm0, 320(%rsp)
	vmovups	7232(%rsp), %zmm22
	vmovups	7296(%rsp), %zmm10
	vmovups	7360(%rsp), %zmm0
	vmovaps	%zmm0, 448(%rsp)
	vmovups	7616(%rsp), %zmm1
	vmovups	7872(%rsp), %zmm0
	vmovups	8128(%rsp), %zmm2
	vmovaps	%zmm2, 192(%rsp)
	vmovups	7424(%rsp), %zmm2
	vmovaps	%zmm2, 576(%rsp)
	vmovups	7680(%rsp), %zmm25
	vmovups	7936(%rsp), %zmm17
	vmovups	8192(%rsp), %zmm2
	vmovaps	%zmm2, 640(%rsp)
	vmovups	7488(%rsp), %zmm2
	vmovaps	%zmm2, 832(%rsp)
	vmovups	7744(%rsp), %zmm8
	vmovups	8000(%rsp), %zmm18
	vmovups	8256(%rsp), %zmm29
	vmovups	7552(%rsp), %zmm12
	vmovups	7808(%rsp), %zmm21
	vmovups	8064(%rsp), %zmm15
	vmovups	8320(%rsp), %zmm5
	leaq	22976(%rsp), %r14
	xorl	%r8d, %r8d
	movq	1728(%rsp), %rbx
	vmovaps	1920(%rsp), %zmm2
	vmovaps	3136(%rsp), %zmm6
	vmovaps	5120(%rsp), %zmm27
	vmovaps	3392(%rsp), %zmm13
	jmp	.LBB0_1203
	.p2align	4
.LBB0_1202:
	vxorps	%xmm15, %xmm15, %xmm15
	vcvtsi2ss	%r8, %xmm15, %xmm6
	vbroadcastss	%xmm6, %zmm15
	vcmpunordps	%zmm13, %zmm10, %k1
	vbroadcastss	.LCPI0_0(%rip), %zmm1
	vmovaps	%zmm1, %zmm6 {%k1} {z}
	vmaxps	%zmm22, %zmm6, %zmm2
	vmovaps	%zmm2, 896(%rsp)
	vbroadcastss	.LCPI0_5(%rip), %zmm30
	vcmpeqps	%zmm30, %zmm10, %k2
	vmovaps	%zmm1, %zmm6 {%k2} {z}
	vmaxps	%zmm24, %zmm6, %zmm2
	vmovaps	%zmm2, 448(%rsp)
	vmovaps	3712(%rsp), %zmm24
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
	vmaxps	576(%rsp), %zmm0, %zmm0
	vmovaps	%zmm0, 576(%rsp)
	vmulps	%zmm12, %zmm24, %zmm0
	vandps	%zmm6, %zmm0, %zmm0
	vpcmpeqd	%zmm2, %zmm0, %k2
	vandps	%zmm6, %zmm12, %zmm0
	vcmpneq_oqps	%zmm30, %zmm0, %k2 {%k2}
	vmovaps	%zmm1, %zmm0 {%k2} {z}
	vmaxps	%zmm27, %zmm0, %zmm0
	vmovaps	%zmm0, 640(%rsp)
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
	vmaxps	832(%rsp), %zmm0, %zmm22
	vcmpeqps	%zmm30, %zmm5, %k2
	vmovaps	%zmm1, %zmm0 {%k2} {z}
	vmaxps	%zmm25, %zmm0, %zmm0
	vmovaps	%zmm0, 832(%rsp)
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
	je	.LBB0_1251
.LBB0_1203:
	vmovaps	%zmm22, %zmm9
	vmovaps	%zmm12, %zmm7
	vmovaps	%zmm10, %zmm4
	vmovaps	%zmm5, 512(%rsp)
	vmovups	-192(%r14), %zmm10
	vmovups	-128(%r14), %zmm12
	vmovups	-64(%r14), %zmm5
	vmovups	(%r14), %zmm28
	vbroadcastss	.LCPI0_2(%rip), %zmm22
	testq	%r8, %r8
	je	.LBB0_1204
	vmovaps	896(%rsp), %zmm22
	vbroadcastss	.LCPI0_2(%rip), %zmm30
	vmovaps	%zmm30, %zmm24
	jne	.LBB0_1228
.LBB0_1205:
	vmovaps	%zmm30, %zmm16
	je	.LBB0_1206
.LBB0_1229:
	vmovaps	%zmm1, %zmm16
	vmovaps	%zmm30, %zmm14
	jne	.LBB0_1230
.LBB0_1207:
	vxorps	%xmm13, %xmm13, %xmm13
	vxorps	%xmm23, %xmm23, %xmm23
	je	.LBB0_1208
.LBB0_1231:
	vmovaps	%zmm0, %zmm23
	vmovaps	%zmm30, %zmm0
	jne	.LBB0_1232
.LBB0_1209:
	vmovaps	%zmm30, %zmm1
	je	.LBB0_1210
.LBB0_1233:
	vmovaps	320(%rsp), %zmm1
	vmovaps	%zmm30, %zmm3
	jne	.LBB0_1234
.LBB0_1211:
	vmovaps	%zmm30, %zmm31
	je	.LBB0_1212
.LBB0_1235:
	vmovaps	%zmm25, %zmm31
	vmovaps	%zmm3, 576(%rsp)
	vmovaps	%zmm30, %zmm26
	jne	.LBB0_1236
.LBB0_1213:
	vxorps	%xmm3, %xmm3, %xmm3
	je	.LBB0_1214
.LBB0_1237:
	vmovaps	%zmm17, %zmm3
	vmovaps	%zmm30, %zmm27
	jne	.LBB0_1238
.LBB0_1215:
	vmovaps	%zmm30, %zmm11
	je	.LBB0_1216
.LBB0_1239:
	vmovaps	%zmm9, %zmm11
	vmovaps	%zmm30, %zmm25
	jne	.LBB0_1240
.LBB0_1217:
	vmovaps	%zmm11, 832(%rsp)
	vmovaps	%zmm30, %zmm19
	je	.LBB0_1218
.LBB0_1241:
	vmovaps	%zmm8, %zmm19
	vmovaps	%zmm1, %zmm17
	vmovaps	%zmm30, %zmm11
	jne	.LBB0_1242
.LBB0_1219:
	vmovaps	%zmm29, %zmm1
	vxorps	%xmm9, %xmm9, %xmm9
	je	.LBB0_1220
.LBB0_1243:
	vmovaps	%zmm18, %zmm9
	vmovaps	%zmm30, %zmm29
	jne	.LBB0_1244
.LBB0_1221:
	vmovaps	%zmm30, %zmm8
	je	.LBB0_1222
.LBB0_1245:
	vmovaps	%zmm4, %zmm8
	vmovaps	%zmm30, %zmm18
	jne	.LBB0_1246
.LBB0_1223:
	vmovaps	%zmm30, %zmm20
	je	.LBB0_1224
.LBB0_1247:
	vmovaps	%zmm21, %zmm20
	vmovaps	%zmm30, %zmm7
	jne	.LBB0_1248
.LBB0_1225:
	vxorps	%xmm4, %xmm4, %xmm4
	je	.LBB0_1226
.LBB0_1249:
	vmovaps	%zmm15, %zmm4
	vmovaps	%zmm30, %zmm21
	je	.LBB0_1202
	jmp	.LBB0_1250
	.p2align	4
.LBB0_1204:
	vbroadcastss	.LCPI0_2(%rip), %zmm30
	vmovaps	%zmm30, %zmm24
	je	.LBB0_1205
.LBB0_1228:
	vmovaps	448(%rsp), %zmm24
	vmovaps	%zmm30, %zmm16
	jne	.LBB0_1229
.LBB0_1206:
	vmovaps	%zmm30, %zmm14
	je	.LBB0_1207
.LBB0_1230:
	vmovaps	%zmm13, %zmm14
	vxorps	%xmm13, %xmm13, %xmm13
	vxorps	%xmm23, %xmm23, %xmm23
	jne	.LBB0_1231
.LBB0_1208:
	vmovaps	%zmm30, %zmm0
	je	.LBB0_1209
.LBB0_1232:
	vmovaps	192(%rsp), %zmm0
	vmovaps	%zmm30, %zmm1
	jne	.LBB0_1233
.LBB0_1210:
	vmovaps	%zmm30, %zmm3
	je	.LBB0_1211
.LBB0_1234:
	vmovaps	576(%rsp), %zmm3
	vmovaps	%zmm30, %zmm31
	jne	.LBB0_1235
.LBB0_1212:
	vmovaps	%zmm3, 576(%rsp)
	vmovaps	%zmm30, %zmm26
	je	.LBB0_1213
.LBB0_1236:
	vmovaps	%zmm27, %zmm26
	vxorps	%xmm3, %xmm3, %xmm3
	jne	.LBB0_1237
.LBB0_1214:
	vmovaps	%zmm30, %zmm27
	je	.LBB0_1215
.LBB0_1238:
	vmovaps	640(%rsp), %zmm27
	vmovaps	%zmm30, %zmm11
	jne	.LBB0_1239
.LBB0_1216:
	vmovaps	%zmm30, %zmm25
	je	.LBB0_1217
.LBB0_1240:
	vmovaps	832(%rsp), %zmm25
	vmovaps	%zmm11, 832(%rsp)
	vmovaps	%zmm30, %zmm19
	jne	.LBB0_1241
.LBB0_1218:
	vmovaps	%zmm1, %zmm17
	vmovaps	%zmm30, %zmm11
	je	.LBB0_1219
.LBB0_1242:
	vmovaps	%zmm6, %zmm11
	vmovaps	%zmm29, %zmm1
	vxorps	%xmm9, %xmm9, %xmm9
	jne	.LBB0_1243
.LBB0_1220:
	vmovaps	%zmm30, %zmm29
	je	.LBB0_1221
.LBB0_1244:
	vmovaps	%zmm1, %zmm29
	vmovaps	%zmm30, %zmm8
	jne	.LBB0_1245
.LBB0_1222:
	vmovaps	%zmm30, %zmm18
	je	.LBB0_1223
.LBB0_1246:
	vmovaps	%zmm7, %zmm18
	vmovaps	%zmm30, %zmm20
	jne	.LBB0_1247
.LBB0_1224:
	vmovaps	%zmm30, %zmm7
	je	.LBB0_1225
.LBB0_1248:
	vmovaps	%zmm2, %zmm7
	vxorps	%xmm4, %xmm4, %xmm4
	jne	.LBB0_1249
.LBB0_1226:
	vmovaps	%zmm30, %zmm21
	je	.LBB0_1202
.LBB0_1250:
	vmovaps	512(%rsp), %zmm21
	jmp	.LBB0_1202
	.p2align	4
.LBB0_1251:
	vmovaps	896(%rsp), %zmm0
	vmovups	%zmm0, 7104(%rsp)
	vmovaps	448(%rsp), %zmm0
	vmovups	%zmm0, 7360(%rsp)
	vmovups	%zmm16, 7616(%rsp)
	vmovups	%zmm23, 7872(%rsp)
	vmovaps	192(%rsp), %zmm0
	vmovups	%zmm0, 8128(%rsp)
	vmovaps	320(%rsp), %zmm0
	vmovups	%zmm0, 7168(%rsp)
	vmovaps	576(%rsp), %zmm0
	vmovups	%zmm0, 7424(%rsp)
	vmovups	%zmm31, 7680(%rsp)
	vmovups	%zmm3, 7936(%rsp)
	vmovaps	640(%rsp), %zmm0
	vmovups	%zmm0, 8192(%rsp)
	vmovups	%zmm22, 7232(%rsp)
	vmovaps	832(%rsp), %zmm0
	vmovups	%zmm0, 7488(%rsp)
	vmovups	%zmm19, 7744(%rsp)
	vmovups	%zmm9, 8000(%rsp)
	vmovups	%zmm29, 8256(%rsp)
	vmovups	%zmm10, 7296(%rsp)
	vmovups	%zmm12, 7552(%rsp)
	vmovups	%zmm20, 7808(%rsp)
	vmovups	%zmm4, 8064(%rsp)
	vmovups	%zmm5, 8320(%rsp)
	vmovaps	%zmm26, 5120(%rsp)
	vmovaps	%zmm14, 3392(%rsp)
	movl	48(%rsp), %r14d
	vxorps	%xmm31, %xmm31, %xmm31
	vmovaps	2624(%rsp), %zmm25
	vmovaps	2880(%rsp), %zmm30
	vmovaps	2944(%rsp), %zmm16
.LBB0_1252:
	vbroadcastss	.LCPI0_2(%rip), %zmm0
	vmovups	%zmm0, 8384(%rsp)
	vbroadcastss	.LCPI0_5(%rip), %zmm1
	vmovups	%zmm1, 8640(%rsp)
	vmovups	%zmm0, 8448(%rsp)
	vmovups	%zmm1, 8704(%rsp)
	vmovups	%zmm0, 8512(%rsp)
	vmovups	%zmm1, 8768(%rsp)
	vmovups	%zmm0, 8576(%rsp)
	vmovups	%zmm1, 8832(%rsp)
	vmovups	%zmm31, 8896(%rsp)
	vmovups	%zmm31, 8960(%rsp)
	vmovups	%zmm31, 9024(%rsp)
	vmovups	%zmm31, 9088(%rsp)
	vmovups	%zmm31, 9152(%rsp)
	vmovups	%zmm31, 9216(%rsp)
	vmovups	%zmm31, 9280(%rsp)
	vmovups	%zmm31, 9344(%rsp)
	vmovups	%zmm0, 9408(%rsp)
	vmovups	%zmm1, 9664(%rsp)
	vmovups	%zmm0, 9472(%rsp)
	vmovups	%zmm1, 9728(%rsp)
	vmovups	%zmm0, 9536(%rsp)
	vmovups	%zmm1, 9792(%rsp)
	vmovups	%zmm0, 9600(%rsp)
	vmovups	%zmm1, 9856(%rsp)
	vmovups	%zmm31, 9920(%rsp)
	vmovups	%zmm31, 9984(%rsp)
	vmovups	%zmm31, 10048(%rsp)
	vmovups	%zmm31, 10112(%rsp)
	testb	%r15b, %r15b
	vmovaps	%zmm7, 1920(%rsp)
	je	.LBB0_1259
	vmovss	.LCPI0_0(%rip), %xmm27
	testq	%r12, %r12
	je	.LBB0_1260
	vmovups	8384(%rsp), %zmm0
	vmovups	8448(%rsp), %zmm1
	vmovups	8512(%rsp), %zmm2
	vmovups	8576(%rsp), %zmm3
	vmovups	8640(%rsp), %zmm4
	vmovups	8704(%rsp), %zmm14
	vmovups	8768(%rsp), %zmm15
	vmovups	8832(%rsp), %zmm5
	vmovups	22784(%rsp), %zmm10
	vmovups	22848(%rsp), %zmm13
	vmovups	22912(%rsp), %zmm18
	vmovups	22976(%rsp), %zmm21
	vmovaps	3712(%rsp), %zmm8
	vmulps	%zmm10, %zmm8, %zmm6
	vcmpltps	%zmm10, %zmm0, %k1
	vaddps	76040(%rsp), %zmm6, %zmm6
	vmovaps	%zmm6, 576(%rsp)
	vbroadcastss	.LCPI0_0(%rip), %zmm9
	vmovaps	%zmm9, %zmm6 {%k1} {z}
	vmovaps	%zmm6, 832(%rsp)
	vmulps	%zmm13, %zmm8, %zmm7
	vcmpltps	%zmm13, %zmm1, %k1
	vmovaps	%zmm9, %zmm6 {%k1} {z}
	vmovaps	%zmm6, 640(%rsp)
	vaddps	76104(%rsp), %zmm7, %zmm17
	vmulps	%zmm18, %zmm8, %zmm7
	vcmpltps	%zmm18, %zmm2, %k1
	vmovaps	%zmm9, %zmm19 {%k1} {z}
	vaddps	76168(%rsp), %zmm7, %zmm20
	vmulps	%zmm21, %zmm8, %zmm7
	vcmpltps	%zmm21, %zmm3, %k1
	vmovaps	%zmm9, %zmm22 {%k1} {z}
	vaddps	76232(%rsp), %zmm7, %zmm23
	vmovups	10176(%rsp), %zmm9
	vmovups	10240(%rsp), %zmm12
	vmovups	10304(%rsp), %zmm8
	vmovups	10368(%rsp), %zmm7
	movl	$192, %edx
	vcmpeqps	%zmm3, %zmm21, %k1
	vcmpeqps	%zmm2, %zmm18, %k2
	vcmpeqps	%zmm1, %zmm13, %k3
	vcmpeqps	%zmm0, %zmm10, %k4
	xorl	%r8d, %r8d
	jmp	.LBB0_1257
	.p2align	4
.LBB0_1255:
	vcmpleps	%zmm4, %zmm10, %k5 {%k4}
	vbroadcastss	.LCPI0_0(%rip), %zmm18
	vmovaps	%zmm18, %zmm7 {%k5} {z}
	vmaxps	832(%rsp), %zmm7, %zmm7
	vcmpneqps	%zmm31, %zmm7, %k5
	vbroadcastss	.LCPI0_2(%rip), %zmm13
	vblendmps	576(%rsp), %zmm13, %zmm7 {%k5}
	vmovaps	%zmm7, 6464(%rsp)
	vcmpneqps	%zmm13, %zmm7, %k5
	vmovaps	%zmm10, %zmm9 {%k5} {z}
	vmovups	%zmm9, 10176(%rsp)
	vcmpleps	%zmm14, %zmm10, %k5 {%k3}
	vmovaps	%zmm18, %zmm7 {%k5} {z}
	vmaxps	640(%rsp), %zmm7, %zmm7
	vcmpneqps	%zmm31, %zmm7, %k5
	vblendmps	%zmm17, %zmm13, %zmm25 {%k5}
	vcmpneqps	%zmm13, %zmm25, %k5
	vmovaps	%zmm10, %zmm12 {%k5} {z}
	vmovups	%zmm12, 10240(%rsp)
	vcmpleps	%zmm15, %zmm10, %k5 {%k2}
	vmovaps	%zmm18, %zmm7 {%k5} {z}
	vmaxps	%zmm19, %zmm7, %zmm7
	vcmpneqps	%zmm31, %zmm7, %k5
	vblendmps	%zmm20, %zmm13, %zmm30 {%k5}
	vcmpneqps	%zmm13, %zmm30, %k5
	vmovaps	%zmm10, %zmm8 {%k5} {z}
	vmovups	%zmm8, 10304(%rsp)
	vcmpleps	%zmm5, %zmm10, %k5 {%k1}
	vmovaps	%zmm18, %zmm7 {%k5} {z}
	vmaxps	%zmm22, %zmm7, %zmm7
	vcmpneqps	%zmm31, %zmm7, %k5
	vblendmps	%zmm23, %zmm13, %zmm16 {%k5}
	vcmpneqps	%zmm13, %zmm16, %k5
	vmovaps	%zmm10, %zmm7 {%k5} {z}
.LBB0_1256:
	vmovups	%zmm7, 10368(%rsp)
	incq	%r8
	addq	$256, %rdx
	cmpq	%r8, %r12
	je	.LBB0_1260
.LBB0_1257:
	vcvtsi2ss	%r8, %xmm31, %xmm10
	vbroadcastss	%xmm10, %zmm10
	testq	%r8, %r8
	je	.LBB0_1255
	vmovups	22592(%rsp,%rdx), %zmm13
	vmovups	22656(%rsp,%rdx), %zmm18
	vmovups	22720(%rsp,%rdx), %zmm21
	vmovups	22784(%rsp,%rdx), %zmm24
	vmovaps	3712(%rsp), %zmm28
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
	vaddps	75848(%rsp,%rdx), %zmm25, %zmm13 {%k5}
	vmovaps	6464(%rsp), %zmm25
	vcmpltps	%zmm13, %zmm25, %k0
	vcmpordps	%zmm31, %zmm25, %k5
	vcmpunordps	%zmm31, %zmm13, %k5 {%k5}
	korw	%k5, %k0, %k5
	vmovaps	%zmm13, %zmm25 {%k5}
	vmovaps	%zmm25, 6464(%rsp)
	vmovaps	%zmm10, %zmm9 {%k5}
	vmovups	%zmm9, 10176(%rsp)
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
	vaddps	75912(%rsp,%rdx), %zmm13, %zmm18 {%k5}
	vcmpltps	%zmm18, %zmm25, %k0
	vcmpordps	%zmm31, %zmm25, %k5
	vcmpunordps	%zmm31, %zmm18, %k5 {%k5}
	korw	%k5, %k0, %k5
	vmovaps	%zmm18, %zmm25 {%k5}
	vmovaps	%zmm10, %zmm12 {%k5}
	vmovups	%zmm12, 10240(%rsp)
	vmulps	%zmm21, %zmm28, %zmm13
	vcmpltps	%zmm21, %zmm2, %k5
	vmovaps	%zmm29, %zmm18 {%k5} {z}
	vcmpeqps	%zmm2, %zmm21, %k5
	vcmpleps	%zmm15, %zmm10, %k5 {%k5}
	vmovaps	%zmm29, %zmm21 {%k5} {z}
	vmaxps	%zmm18, %zmm21, %zmm18
	vcmpneqps	%zmm31, %zmm18, %k5
	vmovaps	%zmm26, %zmm18
	vaddps	75976(%rsp,%rdx), %zmm13, %zmm18 {%k5}
	vcmpltps	%zmm18, %zmm6, %k0
	vcmpordps	%zmm31, %zmm6, %k5
	vcmpunordps	%zmm31, %zmm18, %k5 {%k5}
	korw	%k5, %k0, %k5
	vmovaps	%zmm18, %zmm30 {%k5}
	vmovaps	%zmm10, %zmm8 {%k5}
	vmovups	%zmm8, 10304(%rsp)
	vmulps	%zmm24, %zmm28, %zmm13
	vcmpltps	%zmm24, %zmm3, %k5
	vmovaps	%zmm29, %zmm18 {%k5} {z}
	vcmpeqps	%zmm3, %zmm24, %k5
	vcmpleps	%zmm5, %zmm10, %k5 {%k5}
	vmovaps	%zmm29, %zmm21 {%k5} {z}
	vmaxps	%zmm18, %zmm21, %zmm18
	vcmpneqps	%zmm31, %zmm18, %k5
	vmovaps	%zmm26, %zmm18
	vaddps	76040(%rsp,%rdx), %zmm13, %zmm18 {%k5}
	vcmpltps	%zmm18, %zmm16, %k0
	vcmpordps	%zmm31, %zmm16, %k5
	vcmpunordps	%zmm31, %zmm18, %k5 {%k5}
	korw	%k5, %k0, %k5
	vmovaps	%zmm18, %zmm16 {%k5}
	vmovaps	%zmm10, %zmm7 {%k5}
	jmp	.LBB0_1256
	.p2align	4
.LBB0_1259:
	vmovups	%zmm31, 10176(%rsp)
	vmovups	%zmm31, 10240(%rsp)
	vmovups	%zmm31, 10304(%rsp)
	vmovups	%zmm31, 10368(%rsp)
.LBB0_1260:
	cmpq	$8, %r11
	jae	.LBB0_1263
	xorl	%edx, %edx
	vmovss	.LCPI0_2(%rip), %xmm3
	vmovss	.LCPI0_3(%rip), %xmm4
	vxorps	%xmm5, %xmm5, %xmm5
	movq	2368(%rsp), %r10
	vmovss	52(%rsp), %xmm10
	.p2align	4
.LBB0_1262:
	xorl	%edi, %edi
	vmovss	.LCPI0_0(%rip), %xmm0
	vucomiss	%xmm10, %xmm0
	setbe	%dil
	shll	$8, %edi
	testl	%r14d, %r14d
	leaq	7104(%rsp,%rdx,4), %r8
	vmovss	7360(%rsp,%rdx,4), %xmm0
	vcmpgess	7616(%rsp,%rdx,4), %xmm3, %k1
	vmovss	.LCPI0_1(%rip), %xmm1 {%k1} {z}
	vaddss	%xmm0, %xmm0, %xmm0
	vmulss	8128(%rsp,%rdx,4), %xmm4, %xmm2
	vaddss	7104(%rsp,%rdx,4), %xmm0, %xmm0
	vaddss	%xmm1, %xmm0, %xmm0
	vaddss	%xmm0, %xmm2, %xmm0
	leaq	2816(%rdi,%r8), %rdi
	leaq	7872(%rsp,%rdx,4), %r8
	cmoveq	%rdi, %r8
	vmovss	(%r8), %xmm1
	vcmpneqss	%xmm5, %xmm0, %k1
	vmovss	.LCPI0_4(%rip), %xmm1 {%k1}
	vcvttss2si	%xmm1, %rdi
	movq	%rdi, (%rbx,%rdx,8)
	vcvttss2usi	%xmm0, %edi
	movl	%edi, (%r10,%rdx,4)
	incq	%rdx
	cmpq	%rdx, %r13
	jne	.LBB0_1262
	jmp	.LBB0_1150
	.p2align	4
.LBB0_1263:
	movq	%r11, 576(%rsp)
	movq	%r13, %rdi
	movq	%rax, %r13
	movq	%rcx, %rax
	movq	4480(%rsp), %rbx
	movq	%rbx, %rdx
	shlq	$9, %rdx
	addq	176(%rsp), %rdx
	movl	%edi, %r8d
	leaq	(%rdx,%r8,8), %r8
	shlq	$8, %rbx
	addq	56(%rsp), %rbx
	movq	%rdi, %r9
	leal	(,%rdi,4), %r15d
	leaq	(%rbx,%r15), %r12
	leaq	10176(%rsp), %rdi
	addq	%rdi, %r15
	cmpq	%r12, %rdx
	setb	%r11b
	cmpq	%r8, %rbx
	setb	%dil
	cmpq	%r15, %rdx
	setb	%dl
	leaq	7104(%rsp), %rcx
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
	vmovss	52(%rsp), %xmm10
	jne	.LBB0_1269
	andb	%r14b, %dl
	movzbl	3584(%rsp), %r15d
	movq	%rax, %rcx
	jne	.LBB0_1270
	movl	$0, %edx
	andb	%bl, %r8b
	movq	24(%rsp), %r12
	movl	48(%rsp), %r14d
	movl	$3528531795, %esi
	movq	%r13, %rax
	movq	576(%rsp), %r11
	movq	1728(%rsp), %rbx
	movq	%r9, %r13
	movq	2368(%rsp), %r10
	jne	.LBB0_1262
	movq	%r13, %rdx
	movq	%rax, %r13
	movl	%edx, %r8d
	andl	$120, %r8d
	andl	$120, %edx
	movq	%rbx, %rax
	xorl	%ebx, %ebx
	.p2align	4
.LBB0_1267:
	xorl	%edi, %edi
	vmovss	.LCPI0_0(%rip), %xmm0
	vucomiss	%xmm10, %xmm0
	setbe	%dil
	shll	$8, %edi
	testl	%r14d, %r14d
	vmovups	7360(%rsp,%rbx,4), %ymm0
	leaq	7104(%rsp,%rbx,4), %r11
	vaddps	%ymm0, %ymm0, %ymm0
	vcmpeqps	7616(%rsp,%rbx,4), %ymm6, %k1
	vbroadcastss	.LCPI0_1(%rip), %ymm1 {%k1} {z}
	vmulps	8128(%rsp,%rbx,4), %ymm7, %ymm2
	vaddps	7104(%rsp,%rbx,4), %ymm0, %ymm0
	vaddps	%ymm1, %ymm0, %ymm0
	vaddps	%ymm0, %ymm2, %ymm0
	leaq	2816(%rdi,%r11), %rdi
	leaq	7872(%rsp,%rbx,4), %r11
	cmoveq	%rdi, %r11
	vmovups	(%r11), %ymm1
	vcmpneqps	%ymm8, %ymm0, %k1
	vbroadcastss	.LCPI0_4(%rip), %ymm1 {%k1}
	vcvttps2qq	%ymm1, %zmm1
	vmovups	%zmm1, (%rax,%rbx,8)
	vcvttps2udq	%ymm0, %ymm0
	vmovups	%ymm0, (%r10,%rbx,4)
	addq	$8, %rbx
	cmpq	%rbx, %r8
	jne	.LBB0_1267
	cmpq	%rdx, %r9
	movq	576(%rsp), %r11
	movq	%rax, %rbx
	movq	%r13, %rax
	movq	%r9, %r13
	jne	.LBB0_1262
	jmp	.LBB0_1150
.LBB0_1269:
	xorl	%edx, %edx
	movq	24(%rsp), %r12
	movl	48(%rsp), %r14d
	movzbl	3584(%rsp), %r15d
	movl	$3528531795, %esi
	movq	%rax, %rcx
	jmp	.LBB0_1271
.LBB0_1270:
	xorl	%edx, %edx
	movq	24(%rsp), %r12
	movl	48(%rsp), %r14d
	movl	$3528531795, %esi
.LBB0_1271:
	movq	%r13, %rax
	movq	576(%rsp), %r11
	movq	1728(%rsp), %rbx
	movq	%r9, %r13
	movq	2368(%rsp), %r10
	jmp	.LBB0_1262
.LBB0_1272:
	movl	48(%rsp), %r14d
	movq	1728(%rsp), %rbx
	jmp	.LBB0_1252
.LBB0_1273:
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
	.long	.LBB0_1153-.LJTI0_0
	.long	.LBB0_1175-.LJTI0_0
	.long	.LBB0_1165-.LJTI0_0
	.long	.LBB0_1171-.LJTI0_0
	.long	.LBB0_1159-.LJTI0_0
	.long	.LBB0_1177-.LJTI0_0
	.long	.LBB0_1181-.LJTI0_0
	.long	.LBB0_1173-.LJTI0_0
	.long	.LBB0_1185-.LJTI0_0
	.long	.LBB0_1163-.LJTI0_0
	.long	.LBB0_1183-.LJTI0_0
	.long	.LBB0_1157-.LJTI0_0
	.long	.LBB0_1161-.LJTI0_0
	.long	.LBB0_1179-.LJTI0_0
	.long	.LBB0_1155-.LJTI0_0

	.section	".note.GNU-stack","",@progbits
