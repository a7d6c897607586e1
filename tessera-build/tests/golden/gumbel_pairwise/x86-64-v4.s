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
	andq	$-256, %rsp
	subq	$256, %rsp
	movq	$0, (%rsp)
	movq	%rsp, %r11
	subq	$106496, %r11
.LBB0_1:
	subq	$4096, %rsp
	movq	$0, (%rsp)
	cmpq	%r11, %rsp
	jne	.LBB0_1
	subq	$3072, %rsp
	vxorps	%xmm0, %xmm0, %xmm0
	vmovaps	%zmm0, 7616(%rsp)
	vmovaps	%zmm0, 7552(%rsp)
	vmovaps	%zmm0, 7488(%rsp)
	vmovaps	%zmm0, 7424(%rsp)
	movq	(%rdi), %rax
	movq	%rax, 3040(%rsp)
	movq	8(%rdi), %rax
	movq	%rax, 3032(%rsp)
	movq	16(%rdi), %rax
	movq	%rax, 1136(%rsp)
	movq	24(%rdi), %r11
	movq	32(%rdi), %rbx
	movq	40(%rdi), %rax
	movq	%rax, 232(%rsp)
	movq	48(%rdi), %r10
	movq	56(%rdi), %rax
	movq	%rax, 4672(%rsp)
	movq	64(%rdi), %rax
	movq	%rax, 208(%rsp)
	vmovss	72(%rdi), %xmm0
	vmovaps	%xmm0, 2048(%rsp)
	movq	80(%rdi), %r13
	vmovss	88(%rdi), %xmm9
	movl	92(%rdi), %eax
	movl	%eax, 220(%rsp)
	movl	96(%rdi), %eax
	movl	%eax, 3648(%rsp)
	movq	104(%rdi), %rax
	movq	%rax, 3264(%rsp)
	movq	112(%rdi), %r9
	movq	120(%rdi), %r14
	movq	128(%rdi), %rax
	movq	%rax, 1408(%rsp)
	movq	136(%rdi), %r8
	movq	144(%rdi), %rdi
	leaq	-1(%r10), %rsi
	cmpq	$31, %rsi
	movl	$1, %ecx
	cmovbl	%r10d, %ecx
	movw	$512, %ax
	xorl	%edx, %edx
	divw	%cx
	movzwl	%ax, %eax
	movq	%rax, 3024(%rsp)
	movq	%rsi, 2296(%rsp)
	cmpq	$30, %rsi
	movq	%r10, 200(%rsp)
	movq	%r11, 704(%rsp)
	movq	%r14, 896(%rsp)
	ja	.LBB0_9
	movq	%r10, %rax
	imulq	3024(%rsp), %rax
	cmpq	$2, %rax
	movl	$1, %r10d
	cmovaeq	%rax, %r10
	jae	.LBB0_5
	xorl	%ecx, %ecx
	movq	200(%rsp), %r10
	jmp	.LBB0_8
.LBB0_5:
	movq	%rdi, %r12
	movl	%r10d, %r11d
	andl	$32766, %r11d
	xorl	%ecx, %ecx
	movq	200(%rsp), %r14
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
	movl	%eax, 18112(%rsp,%rcx,4)
	movzwl	%dx, %eax
	movl	%eax, 16064(%rsp,%rcx,4)
	leal	1(%rcx), %esi
	movl	%esi, %eax
	xorl	%edx, %edx
	divw	%r14w
	movl	%eax, %edi
	movl	%esi, %eax
	xorl	%edx, %edx
	divw	%r14w
	movzwl	%di, %eax
	movl	%eax, 18116(%rsp,%rcx,4)
	movzwl	%dx, %eax
	movl	%eax, 16068(%rsp,%rcx,4)
	addq	$2, %rcx
	cmpq	%rcx, %r11
	jne	.LBB0_6
	testb	$1, %r10b
	movq	%r14, %r10
	movq	704(%rsp), %r11
	movq	%r12, %rdi
	movq	896(%rsp), %r14
	je	.LBB0_9
.LBB0_8:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divw	%r10w
	movl	%eax, %esi
	movl	%ecx, %eax
	xorl	%edx, %edx
	divw	%r10w
	movzwl	%si, %eax
	movl	%eax, 18112(%rsp,%rcx,4)
	movzwl	%dx, %eax
	movl	%eax, 16064(%rsp,%rcx,4)
.LBB0_9:
	cmpl	$0, 220(%rsp)
	sete	%al
	testq	%r13, %r13
	setne	%cl
	andb	%al, %cl
	vmovss	.LCPI0_0(%rip), %xmm26
	vucomiss	%xmm9, %xmm26
	seta	%dl
	andb	%al, %dl
	movb	%cl, 231(%rsp)
	movl	%ecx, %esi
	movb	%dl, 219(%rsp)
	orb	%dl, %sil
	movq	%r8, %rcx
	imulq	3264(%rsp), %rcx
	movl	3648(%rsp), %edx
	testl	%edx, %edx
	vmovss	%xmm9, 224(%rsp)
	je	.LBB0_113
	testb	%sil, %sil
	jne	.LBB0_113
	cmpl	$1, %edx
	movq	%rbx, 1280(%rsp)
	movb	%sil, 6784(%rsp)
	jne	.LBB0_21
	movq	%rcx, 6528(%rsp)
	movq	%rdi, 6016(%rsp)
	movq	%r13, 240(%rsp)
	movq	%r10, %rsi
	imulq	%rbx, %rsi
	movq	1136(%rsp), %rax
	leaq	(%rax,%rsi,4), %rdx
	movq	1408(%rsp), %r13
	movq	%r13, %rcx
	subq	%r14, %rcx
	movq	%rcx, 680(%rsp)
	movq	%rdx, 312(%rsp)
	movq	%rsi, 1664(%rsp)
	jbe	.LBB0_24
	vpbroadcastq	%r14, %zmm31
	vbroadcastss	2048(%rsp), %zmm21
	leaq	(%rax,%rsi,4), %r8
	addq	$64, %r8
	leaq	1024(%r14), %r9
	movq	%r14, %rax
	negq	%rax
	movq	%rax, 576(%rsp)
	leaq	(%rdx,%r14,4), %r11
	vbroadcastss	.LCPI0_2(%rip), %zmm1
	vmovss	.LCPI0_2(%rip), %xmm2
	vxorps	%xmm28, %xmm28, %xmm28
	xorl	%ecx, %ecx
	vbroadcastss	.LCPI0_5(%rip), %zmm24
	vbroadcastss	.LCPI0_6(%rip), %zmm25
	vpbroadcastd	.LCPI0_5(%rip), %zmm29
	vmovss	.LCPI0_0(%rip), %xmm27
	movq	$0, 832(%rsp)
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
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
	vxorps	%xmm9, %xmm9, %xmm9
	vmovaps	%zmm1, %zmm7
	vmovaps	%zmm1, %zmm10
	movq	%r14, %r12
	vmovaps	%xmm2, %xmm15
	xorl	%edi, %edi
	vmovaps	%xmm2, %xmm8
	xorl	%esi, %esi
	vmovaps	%xmm2, %xmm0
	xorl	%edx, %edx
	jmp	.LBB0_16
	.p2align	4
.LBB0_14:
	vmovdqa64	%zmm21, %zmm29
	vmovaps	%zmm22, %zmm21
	vmovaps	320(%rsp), %xmm0
	vmovaps	%xmm23, %xmm27
.LBB0_15:
	addq	$1024, 832(%rsp)
	addq	$1024, %r9
	addq	$-1024, 576(%rsp)
	movq	1408(%rsp), %r13
	movq	448(%rsp), %r12
	cmpq	%r13, %r12
	movq	1280(%rsp), %rbx
	movq	200(%rsp), %r10
	vxorps	%xmm28, %xmm28, %xmm28
	jae	.LBB0_25
.LBB0_16:
	vmovaps	%xmm27, %xmm23
	vmovaps	%xmm0, 320(%rsp)
	cmpq	%r9, %r13
	movq	%r9, %r15
	cmovbq	%r13, %r15
	leaq	1024(%r12), %r10
	cmpq	%r13, %r10
	movq	%r13, %rax
	movq	%r10, 448(%rsp)
	cmovbq	%r10, %rax
	movq	%rax, %r13
	subq	%r12, %r13
	andq	$-32, %r13
	addq	%r12, %r13
	cmpq	%r13, %r12
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
	cmpq	%r13, %r12
	jb	.LBB0_17
.LBB0_18:
	cmpq	%rax, %r13
	jae	.LBB0_14
	addq	576(%rsp), %r15
	andq	$-32, %r15
	addq	832(%rsp), %r15
	vmovaps	2048(%rsp), %xmm30
	vmovdqa64	%zmm21, %zmm29
	vmovaps	%zmm22, %zmm21
	vmovaps	320(%rsp), %xmm0
	vmovss	.LCPI0_5(%rip), %xmm22
	vmovaps	%xmm23, %xmm27
	.p2align	4
.LBB0_20:
	vmovd	(%r11,%r15,4), %xmm20
	vmovd	%xmm20, %r12d
	vucomiss	%xmm20, %xmm20
	setp	%r13b
	vmulss	%xmm20, %xmm30, %xmm26
	vmovd	%xmm26, %ebx
	andl	$2147483647, %ebx
	cmpl	$2139095040, %ebx
	sete	%bl
	andl	$2147483647, %r12d
	cmpl	$2139095040, %r12d
	setl	%r12b
	vucomiss	%xmm2, %xmm20
	seta	%r10b
	vucomiss	%xmm2, %xmm2
	setnp	%r14b
	andb	%r13b, %r14b
	kmovd	%r13d, %k1
	kmovd	%ebx, %k2
	vmovss	%xmm27, %xmm27, %xmm26 {%k1} {z}
	vcmpgess	%xmm22, %xmm20, %k1
	vmovss	%xmm23, %xmm23, %xmm27 {%k1} {z}
	kmovd	%r12d, %k1
	vmovss	%xmm23, %xmm23, %xmm28 {%k1} {z}
	vmovss	%xmm28, %xmm28, %xmm28 {%k2} {z}
	orb	%r10b, %r14b
	kmovd	%r14d, %k1
	movq	896(%rsp), %r14
	vmovss	%xmm20, %xmm2, %xmm2 {%k1}
	cmovneq	%r15, %rcx
	vucomiss	%xmm15, %xmm26
	cmovaq	%r15, %rdi
	vmaxss	%xmm15, %xmm26, %xmm15
	vucomiss	%xmm8, %xmm27
	vmaxss	%xmm8, %xmm27, %xmm8
	vmovaps	%xmm23, %xmm27
	cmovaq	%r15, %rsi
	vucomiss	%xmm0, %xmm28
	vmaxss	%xmm0, %xmm28, %xmm0
	cmovaq	%r15, %rdx
	leaq	(%r14,%r15), %r10
	incq	%r10
	incq	%r15
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
	vpxor	%xmm4, %xmm4, %xmm4
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
	vxorps	%xmm9, %xmm9, %xmm9
	vmovaps	%zmm1, %zmm7
	vmovaps	%zmm1, %zmm10
	xorl	%esi, %esi
	vmovaps	%xmm0, %xmm8
	xorl	%edi, %edi
	vmovaps	%xmm0, %xmm15
	xorl	%ecx, %ecx
	vmovaps	%xmm0, %xmm2
.LBB0_25:
	cmpq	$31, 680(%rsp)
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
	movq	1280(%rsp), %rbx
	orb	%r10b, %r9b
	kmovd	%r9d, %k1
	andb	%r10b, %r14b
	orb	%r11b, %r14b
	kmovd	%r14d, %k2
	movq	896(%rsp), %r14
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
	movq	200(%rsp), %r10
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
	vmovss	224(%rsp), %xmm9
	vmovss	.LCPI0_0(%rip), %xmm26
	movq	704(%rsp), %r11
	movq	240(%rsp), %r13
	cmpl	$0, 220(%rsp)
	setne	%al
	addl	%r14d, %edi
	movq	6016(%rsp), %r8
	movq	6528(%rsp), %r9
	vmovss	%xmm15, 4(%r8,%r9,4)
	movl	%edi, 8(%r8,%r9,4)
	movq	%r8, %rdi
	addl	%r14d, %esi
	vmovss	%xmm8, 12(%r8,%r9,4)
	movl	%esi, 16(%r8,%r9,4)
	addl	%r14d, %ecx
	vmovss	%xmm2, 20(%r8,%r9,4)
	movl	%ecx, 24(%r8,%r9,4)
	vmovss	%xmm2, 28(%r8,%r9,4)
	movl	%ecx, 32(%r8,%r9,4)
	vmovss	%xmm0, 36(%r8,%r9,4)
	addl	%r14d, %edx
	movl	%edx, 40(%r8,%r9,4)
	vucomiss	%xmm9, %xmm26
	seta	%cl
	orb	%al, %cl
	movq	%r9, %rcx
	movq	4672(%rsp), %r8
	movl	3648(%rsp), %edx
	movzbl	6784(%rsp), %esi
	jne	.LBB0_112
	movq	1408(%rsp), %r9
	cmpq	%r14, %r9
	jbe	.LBB0_108
	movl	$3528531795, %r13d
	leaq	(,%r14,4), %rax
	leaq	(%rax,%r10,4), %rax
	movq	%rax, 320(%rsp)
	movq	%r8, %r12
	shrq	$32, %r12
	movq	208(%rsp), %rdx
	movl	%edx, %edi
	leaq	-78811644(%r13), %rsi
	imulq	%rsi, %rdi
	movq	%rdi, %rcx
	shrq	$32, %rcx
	xorl	%r8d, %ebx
	xorl	%ecx, %ebx
	movq	%rdx, %r10
	xorq	%r8, %r10
	leaq	(%r12,%r13), %rdx
	addq	$-384397518, %rdx
	imulq	%r13, %rbx
	movq	%rbx, %rax
	shrq	$32, %rax
	xorq	%rdx, %rax
	leaq	1993301258(%r12), %rdx
	leaq	842468239(%r12), %r15
	leaq	(%r12,%r13), %rcx
	addq	$458070721, %rcx
	movq	%rcx, 2176(%rsp)
	leaq	(%r8,%r13), %rcx
	addq	$-874096026, %rcx
	vmovq	%rcx, %xmm0
	vmovq	%rdi, %xmm1
	xorq	%rcx, %rdi
	movq	%rdi, 1008(%rsp)
	movl	%edi, %ecx
	movq	%rbx, %rdi
	vpbroadcastq	%rcx, %zmm25
	leaq	(%r12,%r13), %rbx
	addq	$-692762298, %rbx
	vmovq	%rdx, %xmm2
	vmovq	%rdi, %xmm3
	xorq	%rdx, %rdi
	movq	%rax, %rdx
	movq	%rdi, 6208(%rsp)
	movl	%edi, %ecx
	vpbroadcastq	%rcx, %zmm29
	leaq	1684936478(%r12), %rax
	leaq	(%r12,%r13), %rdi
	addq	$149705941, %rdi
	addq	$534103459, %r12
	movq	%r14, %rcx
	notq	%rcx
	movq	%rcx, 6592(%rsp)
	movq	%r10, 280(%rsp)
	vpbroadcastq	%r10, %zmm12
	vpxor	%xmm1, %xmm0, %xmm0
	vpbroadcastq	%rdx, %zmm1
	vmovdqa64	%zmm1, 2368(%rsp)
	leaq	1013904242(%r8), %rcx
	movq	%rcx, 4352(%rsp)
	vpbroadcastq	%rcx, %zmm1
	vmovdqa64	%zmm1, 4224(%rsp)
	vpxor	%xmm3, %xmm2, %xmm1
	leaq	139808216(%r8,%r13), %rcx
	movq	%rcx, 4288(%rsp)
	vpbroadcastq	%rcx, %zmm19
	movq	%r15, 5056(%rsp)
	vpbroadcastq	%r15, %zmm17
	leaq	2027808484(%r8), %rcx
	movq	%rcx, 3072(%rsp)
	vpbroadcastq	%rcx, %zmm2
	vmovdqa64	%zmm2, 7104(%rsp)
	movq	2176(%rsp), %rcx
	vpbroadcastq	%rcx, %zmm18
	leaq	387276957(%r8), %rcx
	movq	%rcx, 3200(%rsp)
	vpbroadcastq	%rcx, %zmm21
	movq	%rbx, 4416(%rsp)
	vpbroadcastq	%rbx, %zmm20
	leaq	-486819069(%r8,%r13), %rcx
	movq	%rcx, 1536(%rsp)
	vpbroadcastq	%rcx, %zmm22
	movq	%rax, 4992(%rsp)
	vpbroadcastq	%rax, %zmm24
	leaq	1401181199(%r8), %rax
	movq	%rax, 2496(%rsp)
	vpbroadcastq	%rax, %zmm28
	vpbroadcastq	%r12, %zmm15
	movq	%rdi, 7232(%rsp)
	vpbroadcastq	%rdi, %zmm30
	leal	-1879881855(%r8), %eax
	movl	%eax, 5760(%rsp)
	vpbroadcastd	%eax, %zmm16
	vpbroadcastq	%xmm0, %zmm0
	vmovdqa64	%zmm0, 1792(%rsp)
	vpbroadcastq	%xmm1, %zmm0
	vmovdqa64	%zmm0, 1920(%rsp)
	vpbroadcastq	%r14, %zmm31
	vpbroadcastd	2048(%rsp), %zmm0
	vmovdqa64	%zmm0, 5632(%rsp)
	movq	%r14, %r10
	negq	%r10
	movq	320(%rsp), %rdi
	leaq	(%r11,%rdi), %rax
	movq	%rax, 4096(%rsp)
	movq	%r9, %rcx
	leaq	(%r11,%rdi), %rax
	addq	$192, %rax
	movq	%rax, 568(%rsp)
	movl	$1, %eax
	subq	%r14, %rax
	movq	%rax, 6848(%rsp)
	vpbroadcastd	.LCPI0_2(%rip), %zmm7
	vmovss	.LCPI0_2(%rip), %xmm8
	vmovsd	.LCPI0_19(%rip), %xmm6
	vmovsd	.LCPI0_20(%rip), %xmm1
	vmovsd	.LCPI0_26(%rip), %xmm2
	vmovsd	.LCPI0_27(%rip), %xmm3
	movq	1136(%rsp), %rax
	movq	1664(%rsp), %rdi
	leaq	4(%rax,%rdi,4), %r9
	leaq	1024(%r14), %rdi
	movq	312(%rsp), %rax
	leaq	(%rax,%r14,4), %rax
	addq	$64, %rax
	movq	%rax, 4480(%rsp)
	xorl	%eax, %eax
	movq	%r11, 5248(%rsp)
	movq	%r10, %r11
	movq	%r10, 2304(%rsp)
	movq	%rdi, 6720(%rsp)
	movq	%r14, %r13
	xorl	%r10d, %r10d
	vpbroadcastq	.LCPI0_14(%rip), %zmm23
	vxorps	%xmm9, %xmm9, %xmm9
	vxorps	%xmm11, %xmm11, %xmm11
	vmovdqa64	%zmm7, %zmm10
	vmovdqa64	%zmm7, %zmm27
	movq	%rdx, 1984(%rsp)
	vmovdqa64	%zmm25, 5120(%rsp)
	vmovdqa64	%zmm29, 3392(%rsp)
	vmovdqa64	%zmm12, 1472(%rsp)
	vmovdqa64	%zmm15, 1216(%rsp)
	vmovdqa64	%zmm30, 3776(%rsp)
	vmovdqa64	%zmm16, 1152(%rsp)
	vmovdqa64	%zmm31, 5184(%rsp)
	movq	%r12, 3584(%rsp)
	vmovdqa64	%zmm19, 6400(%rsp)
	vmovdqa64	%zmm17, 6336(%rsp)
	vmovdqa64	%zmm18, 7040(%rsp)
	vmovdqa64	%zmm21, 3840(%rsp)
	vmovdqa64	%zmm20, 2752(%rsp)
	vmovdqa64	%zmm22, 4544(%rsp)
	vmovdqa64	%zmm24, 3136(%rsp)
	vmovdqa64	%zmm28, 6656(%rsp)
	movq	%r11, 6144(%rsp)
	movq	%r9, 5568(%rsp)
	jmp	.LBB0_32
	.p2align	4
.LBB0_30:
	vmovsd	.LCPI0_19(%rip), %xmm6
.LBB0_31:
	movq	2688(%rsp), %rax
	incq	%rax
	movq	2880(%rsp), %rdi
	addq	$1024, %rdi
	addq	$-1024, 2304(%rsp)
	addq	$-4096, 5248(%rsp)
	addq	$4096, 4480(%rsp)
	movq	1408(%rsp), %rcx
	movq	4736(%rsp), %r13
	cmpq	%rcx, %r13
	vmovsd	.LCPI0_20(%rip), %xmm1
	vmovsd	.LCPI0_26(%rip), %xmm2
	vmovsd	.LCPI0_27(%rip), %xmm3
	jae	.LBB0_109
.LBB0_32:
	vmovaps	%zmm11, 3520(%rsp)
	vmovdqa64	%zmm10, 3328(%rsp)
	vmovaps	%zmm9, 2816(%rsp)
	movq	%r13, %r11
	cmpq	%rdi, %rcx
	movq	%rdi, 2880(%rsp)
	movq	%rdi, %rbx
	cmovbq	%rcx, %rbx
	movq	%rax, 2688(%rsp)
	movq	%rax, %r9
	shlq	$10, %r9
	movq	6720(%rsp), %rax
	leaq	(%rax,%r9), %rdi
	cmpq	%rdi, %rcx
	cmovbq	%rcx, %rdi
	movq	%r9, 5312(%rsp)
	movq	%rdi, 4160(%rsp)
	subq	%r9, %rdi
	subq	%r14, %rdi
	movq	%rdi, 288(%rsp)
	leaq	1024(%r13), %rax
	cmpq	%rcx, %rax
	movq	%rcx, %r13
	movq	%rax, 4736(%rsp)
	cmovbq	%rax, %r13
	movq	%r13, %r8
	movq	%r11, 1600(%rsp)
	subq	%r11, %r8
	jbe	.LBB0_58
	movq	%r8, 5696(%rsp)
	movq	%r13, 6912(%rsp)
	movq	%r10, 6976(%rsp)
	movq	2304(%rsp), %rax
	leaq	(%rbx,%rax), %rcx
	movq	%rcx, %rax
	andq	$-8, %rax
	movq	%rax, 4032(%rsp)
	andq	$-64, %rcx
	movq	%rcx, 432(%rsp)
	movq	1600(%rsp), %r15
	cmpq	$8, 288(%rsp)
	movq	3584(%rsp), %r10
	movq	7232(%rsp), %r11
	movq	280(%rsp), %rdi
	movq	1008(%rsp), %r13
	movl	$3528531795, %ecx
	movq	%rbx, %r8
	jb	.LBB0_44
	movq	%r8, %rdx
	movq	%r11, %rbx
	movq	288(%rsp), %r8
	cmpq	$64, %r8
	jae	.LBB0_36
	vmovdqa64	%zmm29, %zmm31
	vmovdqa64	%zmm25, %zmm29
	vmovdqa64	%zmm28, %zmm25
	vmovdqa64	%zmm22, %zmm28
	vmovdqa64	%zmm21, %zmm22
	xorl	%r14d, %r14d
	movq	1600(%rsp), %r10
	movq	%r10, %r12
	movq	4096(%rsp), %rdi
	vmovdqa64	4224(%rsp), %zmm13
	vmovdqa64	2368(%rsp), %zmm14
	vmovdqa64	1216(%rsp), %zmm15
	vmovdqa64	1152(%rsp), %zmm16
	vmovdqa64	6336(%rsp), %zmm17
	vmovdqa64	7040(%rsp), %zmm18
	vmovdqa64	6400(%rsp), %zmm19
	vmovdqa64	2752(%rsp), %zmm20
	vmovdqa64	3136(%rsp), %zmm24
	jmp	.LBB0_41
.LBB0_36:
	vmovdqa64	%zmm27, 6272(%rsp)
	vmovaps	%xmm8, 1904(%rsp)
	movq	%r8, %r14
	andq	$-64, %r14
	movq	1600(%rsp), %rax
	leaq	(%rax,%r14), %r15
	vpbroadcastq	%rax, %zmm0
	vpaddq	.LCPI0_9(%rip), %zmm0, %zmm1
	vpaddq	.LCPI0_10(%rip), %zmm0, %zmm2
	xorl	%r12d, %r12d
	movq	568(%rsp), %rax
	vpbroadcastq	.LCPI0_15(%rip), %zmm16
	movq	432(%rsp), %rdi
	vmovdqa64	4224(%rsp), %zmm26
	vmovdqa64	2368(%rsp), %zmm29
	vmovdqa64	1792(%rsp), %zmm27
	vpbroadcastq	.LCPI0_11(%rip), %zmm31
	.p2align	4
.LBB0_37:
	vmovdqa64	%zmm2, 448(%rsp)
	vmovdqa64	%zmm1, 320(%rsp)
	vpaddq	%zmm31, %zmm2, %zmm0
	vpaddq	320(%rsp), %zmm31, %zmm1
	vpbroadcastq	.LCPI0_12(%rip), %zmm4
	vpaddq	%zmm4, %zmm2, %zmm3
	vpaddq	320(%rsp), %zmm4, %zmm2
	vpbroadcastq	.LCPI0_13(%rip), %zmm5
	vpaddq	448(%rsp), %zmm5, %zmm4
	vpaddq	320(%rsp), %zmm5, %zmm5
	vpmuludq	320(%rsp), %zmm23, %zmm22
	vpmuludq	448(%rsp), %zmm23, %zmm17
	vpmuludq	%zmm23, %zmm1, %zmm9
	vpmuludq	%zmm23, %zmm0, %zmm21
	vpmuludq	%zmm23, %zmm2, %zmm2
	vpmuludq	%zmm23, %zmm3, %zmm15
	vpmuludq	%zmm23, %zmm5, %zmm1
	vpmuludq	%zmm23, %zmm4, %zmm11
	vpxorq	%zmm17, %zmm12, %zmm0
	vpxorq	%zmm22, %zmm12, %zmm3
	vpxorq	%zmm21, %zmm12, %zmm4
	vpxorq	%zmm9, %zmm12, %zmm5
	vpxorq	%zmm15, %zmm12, %zmm6
	vpxorq	%zmm2, %zmm12, %zmm7
	vpxorq	%zmm11, %zmm12, %zmm8
	vpxorq	%zmm1, %zmm12, %zmm10
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm8, %zmm13
	vpmuludq	%zmm16, %zmm0, %zmm18
	vpmuludq	%zmm16, %zmm3, %zmm8
	vpmuludq	%zmm16, %zmm4, %zmm12
	vpmuludq	%zmm16, %zmm5, %zmm28
	vpmuludq	%zmm16, %zmm6, %zmm14
	vpmuludq	%zmm16, %zmm7, %zmm5
	vpmuludq	%zmm16, %zmm13, %zmm25
	vmovdqa64	%zmm25, 1344(%rsp)
	vpmuludq	%zmm16, %zmm10, %zmm0
	vpsrlq	$32, %zmm8, %zmm3
	vpsrlq	$32, %zmm18, %zmm4
	vpsrlq	$32, %zmm28, %zmm7
	vpsrlq	$32, %zmm12, %zmm6
	vpsrlq	$32, %zmm5, %zmm19
	vmovdqa64	%zmm5, %zmm13
	vpsrlq	$32, %zmm14, %zmm20
	vpsrlq	$32, %zmm0, %zmm24
	vmovdqa64	%zmm0, %zmm5
	vpsrlq	$32, %zmm25, %zmm25
	vpxorq	%zmm27, %zmm4, %zmm4
	vpmuludq	%zmm23, %zmm4, %zmm4
	vmovdqa64	%zmm4, 3712(%rsp)
	vpxorq	%zmm27, %zmm3, %zmm3
	vpmuludq	%zmm23, %zmm3, %zmm30
	vmovdqa64	%zmm30, 1024(%rsp)
	vpxorq	%zmm27, %zmm6, %zmm3
	vpmuludq	%zmm23, %zmm3, %zmm10
	vmovdqa64	%zmm10, 576(%rsp)
	vpxorq	%zmm27, %zmm7, %zmm3
	vpmuludq	%zmm23, %zmm3, %zmm0
	vmovdqa64	%zmm0, 3968(%rsp)
	vpxorq	%zmm27, %zmm20, %zmm3
	vpmuludq	%zmm23, %zmm3, %zmm31
	vmovdqa64	%zmm31, 2944(%rsp)
	vpxorq	%zmm27, %zmm19, %zmm3
	vpmuludq	%zmm23, %zmm3, %zmm19
	vpxorq	%zmm27, %zmm25, %zmm3
	vpmuludq	%zmm23, %zmm3, %zmm20
	vpxorq	%zmm27, %zmm24, %zmm3
	vpmuludq	%zmm23, %zmm3, %zmm6
	vpsrlq	$32, %zmm30, %zmm3
	vmovdqa64	%zmm3, 832(%rsp)
	vpxorq	%zmm17, %zmm29, %zmm3
	vpmuludq	%zmm16, %zmm3, %zmm17
	vpsrlq	$32, %zmm4, %zmm24
	vpxorq	%zmm22, %zmm29, %zmm3
	vpmuludq	%zmm16, %zmm3, %zmm27
	vpxorq	%zmm21, %zmm29, %zmm3
	vpmuludq	%zmm16, %zmm3, %zmm22
	vpxorq	%zmm9, %zmm29, %zmm3
	vpsrlq	$32, %zmm0, %zmm7
	vpmuludq	%zmm16, %zmm3, %zmm21
	vpxorq	%zmm15, %zmm29, %zmm3
	vpmuludq	%zmm16, %zmm3, %zmm15
	vpxorq	%zmm2, %zmm29, %zmm2
	vpmuludq	%zmm16, %zmm2, %zmm9
	vpsrlq	$32, %zmm10, %zmm4
	vpxorq	%zmm11, %zmm29, %zmm2
	vpmuludq	%zmm16, %zmm2, %zmm25
	vpxorq	%zmm1, %zmm29, %zmm1
	vpmuludq	%zmm16, %zmm1, %zmm29
	vpsrlq	$32, %zmm27, %zmm11
	vpsrlq	$32, %zmm19, %zmm30
	vmovdqa64	%zmm19, %zmm10
	vpsrlq	$32, %zmm17, %zmm2
	vpsrlq	$32, %zmm21, %zmm1
	vpternlogq	$150, %zmm26, %zmm18, %zmm2
	vpsrlq	$32, %zmm22, %zmm18
	vpternlogq	$150, %zmm26, %zmm8, %zmm11
	vpsrlq	$32, %zmm31, %zmm19
	vpternlogq	$150, %zmm26, %zmm12, %zmm18
	vpsrlq	$32, %zmm9, %zmm8
	vpternlogq	$150, %zmm26, %zmm28, %zmm1
	vpsrlq	$32, %zmm15, %zmm12
	vpternlogq	$150, %zmm26, %zmm14, %zmm12
	vpsrlq	$32, %zmm20, %zmm28
	vpternlogq	$150, %zmm26, %zmm13, %zmm8
	vpsrlq	$32, %zmm25, %zmm23
	vpternlogq	$150, 1344(%rsp), %zmm26, %zmm23
	vpsrlq	$32, %zmm29, %zmm3
	vpternlogq	$150, %zmm26, %zmm5, %zmm3
	vmovdqa64	1920(%rsp), %zmm5
	vpxorq	%zmm5, %zmm24, %zmm0
	vpmuludq	%zmm16, %zmm0, %zmm31
	vpxorq	832(%rsp), %zmm5, %zmm0
	vpmuludq	%zmm16, %zmm0, %zmm26
	vpxorq	%zmm5, %zmm4, %zmm0
	vpxorq	%zmm5, %zmm7, %zmm4
	vpmuludq	%zmm16, %zmm0, %zmm13
	vmovdqa64	%zmm13, 2560(%rsp)
	vpmuludq	%zmm16, %zmm4, %zmm7
	vmovdqa64	%zmm7, 2112(%rsp)
	vpxorq	%zmm5, %zmm19, %zmm0
	vpmuludq	%zmm16, %zmm0, %zmm19
	vpxorq	%zmm5, %zmm30, %zmm0
	vpxorq	%zmm5, %zmm28, %zmm14
	vpmuludq	%zmm16, %zmm0, %zmm24
	vmovdqa64	%zmm24, 1728(%rsp)
	vpmuludq	%zmm16, %zmm14, %zmm0
	vmovdqa64	%zmm0, 832(%rsp)
	vpsrlq	$32, %zmm31, %zmm14
	vmovdqa64	6400(%rsp), %zmm4
	vpternlogq	$150, %zmm17, %zmm4, %zmm14
	vpsrlq	$32, %zmm26, %zmm30
	vpternlogq	$150, %zmm27, %zmm4, %zmm30
	vpsrlq	$32, %zmm13, %zmm17
	vpternlogq	$150, %zmm22, %zmm4, %zmm17
	vpsrlq	$32, %zmm7, %zmm27
	vpternlogq	$150, %zmm21, %zmm4, %zmm27
	vpsrlq	$32, %zmm19, %zmm22
	vpternlogq	$150, %zmm15, %zmm4, %zmm22
	vpsrlq	$32, %zmm24, %zmm21
	vpternlogq	$150, %zmm9, %zmm4, %zmm21
	vpsrlq	$32, %zmm0, %zmm15
	vpternlogq	$150, %zmm25, %zmm4, %zmm15
	vmovdqa64	%zmm6, %zmm28
	vpsrlq	$32, %zmm6, %zmm0
	vpxorq	%zmm5, %zmm0, %zmm0
	vpmuludq	%zmm16, %zmm0, %zmm0
	vmovdqa64	%zmm0, 1344(%rsp)
	vpsrlq	$32, %zmm0, %zmm25
	vpternlogq	$150, %zmm29, %zmm4, %zmm25
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm4
	vmovdqa64	6336(%rsp), %zmm9
	vpternlogq	$150, 1024(%rsp), %zmm9, %zmm4
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm29
	vpsrlq	$32, %zmm29, %zmm13
	vpternlogq	$150, 3712(%rsp), %zmm9, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm1, %zmm24
	vpsrlq	$32, %zmm24, %zmm5
	vpternlogq	$150, 3968(%rsp), %zmm9, %zmm5
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm18, %zmm7
	vpsrlq	$32, %zmm7, %zmm0
	vpternlogq	$150, 576(%rsp), %zmm9, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm8, %zmm6
	vpsrlq	$32, %zmm6, %zmm2
	vpternlogq	$150, %zmm9, %zmm10, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm12, %zmm10
	vpsrlq	$32, %zmm10, %zmm1
	vpternlogq	$150, 2944(%rsp), %zmm9, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm12
	vpsrlq	$32, %zmm12, %zmm3
	vpternlogq	$150, %zmm9, %zmm28, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm23, %zmm8
	vmovdqa64	%zmm8, 1024(%rsp)
	vpsrlq	$32, %zmm8, %zmm23
	vpternlogq	$150, %zmm9, %zmm20, %zmm23
	vpmuludq	%zmm16, %zmm13, %zmm8
	vmovdqa64	%zmm8, 576(%rsp)
	vpsrlq	$32, %zmm8, %zmm8
	vmovdqa64	7104(%rsp), %zmm28
	vpternlogq	$150, %zmm28, %zmm31, %zmm8
	vpmuludq	%zmm16, %zmm4, %zmm31
	vpsrlq	$32, %zmm31, %zmm13
	vpternlogq	$150, %zmm28, %zmm26, %zmm13
	vpmuludq	%zmm16, %zmm0, %zmm20
	vpsrlq	$32, %zmm20, %zmm9
	vpternlogq	$150, 2560(%rsp), %zmm28, %zmm9
	vpmuludq	%zmm16, %zmm5, %zmm0
	vmovdqa64	%zmm0, 3712(%rsp)
	vpsrlq	$32, %zmm0, %zmm26
	vpternlogq	$150, 2112(%rsp), %zmm28, %zmm26
	vpmuludq	%zmm16, %zmm1, %zmm0
	vmovdqa64	%zmm0, 2944(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, %zmm28, %zmm19, %zmm4
	vpmuludq	%zmm16, %zmm2, %zmm0
	vmovdqa64	%zmm0, 2432(%rsp)
	vpsrlq	$32, %zmm0, %zmm19
	vpternlogq	$150, 1728(%rsp), %zmm28, %zmm19
	vpmuludq	%zmm16, %zmm23, %zmm0
	vmovdqa64	%zmm0, 6464(%rsp)
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, 832(%rsp), %zmm28, %zmm5
	vpmuludq	%zmm16, %zmm3, %zmm0
	vmovdqa64	%zmm0, 1728(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, 1344(%rsp), %zmm28, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm30, %zmm0
	vmovdqa64	%zmm0, 2112(%rsp)
	vpsrlq	$32, %zmm0, %zmm30
	vmovdqa64	7040(%rsp), %zmm18
	vpternlogq	$150, %zmm11, %zmm18, %zmm30
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm14, %zmm11
	vpsrlq	$32, %zmm11, %zmm2
	vpternlogq	$150, %zmm29, %zmm18, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm27, %zmm0
	vmovdqa64	%zmm0, 2560(%rsp)
	vpsrlq	$32, %zmm0, %zmm27
	vpternlogq	$150, %zmm24, %zmm18, %zmm27
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm17, %zmm0
	vmovdqa64	%zmm0, 3968(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm7, %zmm18, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm21, %zmm21
	vpsrlq	$32, %zmm21, %zmm17
	vpternlogq	$150, %zmm6, %zmm18, %zmm17
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm22, %zmm28
	vpsrlq	$32, %zmm28, %zmm7
	vpternlogq	$150, %zmm10, %zmm18, %zmm7
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm25, %zmm24
	vpsrlq	$32, %zmm24, %zmm25
	vpternlogq	$150, %zmm12, %zmm18, %zmm25
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm12
	vpsrlq	$32, %zmm12, %zmm10
	vpternlogq	$150, 1024(%rsp), %zmm18, %zmm10
	vpmuludq	%zmm16, %zmm2, %zmm2
	vmovdqa64	%zmm2, 832(%rsp)
	vpsrlq	$32, %zmm2, %zmm23
	vmovdqa64	3840(%rsp), %zmm22
	vpternlogq	$150, 576(%rsp), %zmm22, %zmm23
	vpmuludq	%zmm16, %zmm30, %zmm29
	vpsrlq	$32, %zmm29, %zmm14
	vpternlogq	$150, %zmm31, %zmm22, %zmm14
	vpmuludq	%zmm16, %zmm0, %zmm30
	vpsrlq	$32, %zmm30, %zmm6
	vpternlogq	$150, %zmm20, %zmm22, %zmm6
	vpmuludq	%zmm16, %zmm27, %zmm20
	vpsrlq	$32, %zmm20, %zmm15
	vpternlogq	$150, 3712(%rsp), %zmm22, %zmm15
	vpmuludq	%zmm16, %zmm7, %zmm31
	vpsrlq	$32, %zmm31, %zmm7
	vpternlogq	$150, 2944(%rsp), %zmm22, %zmm7
	vpmuludq	%zmm16, %zmm17, %zmm0
	vmovdqa64	%zmm0, 576(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vpternlogq	$150, 2432(%rsp), %zmm22, %zmm3
	vpmuludq	%zmm16, %zmm10, %zmm0
	vmovdqa64	%zmm0, 3712(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vpternlogq	$150, 6464(%rsp), %zmm22, %zmm10
	vpmuludq	%zmm16, %zmm25, %zmm0
	vmovdqa64	%zmm0, 1344(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, 1728(%rsp), %zmm22, %zmm17
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm13, %zmm25
	vpsrlq	$32, %zmm25, %zmm13
	vmovdqa64	2752(%rsp), %zmm0
	vpternlogq	$150, 2112(%rsp), %zmm0, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm8, %zmm2
	vmovdqa64	%zmm2, 1728(%rsp)
	vpsrlq	$32, %zmm2, %zmm27
	vpternlogq	$150, %zmm0, %zmm11, %zmm27
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm26, %zmm2
	vmovdqa64	%zmm2, 2112(%rsp)
	vpsrlq	$32, %zmm2, %zmm8
	vpternlogq	$150, 2560(%rsp), %zmm0, %zmm8
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm9, %zmm2
	vmovdqa64	%zmm2, 2560(%rsp)
	vpsrlq	$32, %zmm2, %zmm26
	vpternlogq	$150, 3968(%rsp), %zmm0, %zmm26
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm19, %zmm22
	vpsrlq	$32, %zmm22, %zmm19
	vpternlogq	$150, %zmm0, %zmm21, %zmm19
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm4, %zmm9
	vpsrlq	$32, %zmm9, %zmm21
	vpternlogq	$150, %zmm0, %zmm28, %zmm21
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm1, %zmm1
	vmovdqa64	%zmm1, 3968(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, %zmm0, %zmm24, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm5, %zmm24
	vpsrlq	$32, %zmm24, %zmm1
	vpternlogq	$150, %zmm0, %zmm12, %zmm1
	vpmuludq	%zmm16, %zmm27, %zmm0
	vmovdqa64	%zmm0, 1024(%rsp)
	vpsrlq	$32, %zmm0, %zmm18
	vmovdqa64	4544(%rsp), %zmm0
	vpternlogq	$150, 832(%rsp), %zmm0, %zmm18
	vpmuludq	%zmm16, %zmm13, %zmm5
	vpsrlq	$32, %zmm5, %zmm27
	vpternlogq	$150, %zmm0, %zmm29, %zmm27
	vpmuludq	%zmm16, %zmm26, %zmm29
	vpsrlq	$32, %zmm29, %zmm11
	vpternlogq	$150, %zmm0, %zmm30, %zmm11
	vpmuludq	%zmm16, %zmm8, %zmm30
	vpsrlq	$32, %zmm30, %zmm13
	vpternlogq	$150, %zmm0, %zmm20, %zmm13
	vpmuludq	%zmm16, %zmm21, %zmm21
	vpsrlq	$32, %zmm21, %zmm28
	vpternlogq	$150, %zmm0, %zmm31, %zmm28
	vpmuludq	%zmm16, %zmm19, %zmm8
	vpsrlq	$32, %zmm8, %zmm19
	vpternlogq	$150, 576(%rsp), %zmm0, %zmm19
	vpmuludq	%zmm16, %zmm1, %zmm31
	vpsrlq	$32, %zmm31, %zmm20
	vpternlogq	$150, 3712(%rsp), %zmm0, %zmm20
	vpmuludq	%zmm16, %zmm2, %zmm1
	vmovdqa64	%zmm1, 576(%rsp)
	vpsrlq	$32, %zmm1, %zmm12
	vpternlogq	$150, 1344(%rsp), %zmm0, %zmm12
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm14, %zmm0
	vmovdqa64	%zmm0, 832(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vmovdqa64	3136(%rsp), %zmm0
	vpternlogq	$150, %zmm25, %zmm0, %zmm4
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm23, %zmm1
	vmovdqa64	%zmm1, 1344(%rsp)
	vpsrlq	$32, %zmm1, %zmm26
	vpternlogq	$150, 1728(%rsp), %zmm0, %zmm26
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm1
	vmovdqa64	%zmm1, 1728(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 2112(%rsp), %zmm0, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm6, %zmm2
	vmovdqa64	%zmm2, 2112(%rsp)
	vpsrlq	$32, %zmm2, %zmm6
	vpternlogq	$150, 2560(%rsp), %zmm0, %zmm6
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm2
	vmovdqa64	%zmm2, 2560(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm22, %zmm0, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm7, %zmm14
	vpsrlq	$32, %zmm14, %zmm7
	vpternlogq	$150, %zmm9, %zmm0, %zmm7
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm17, %zmm15
	vpsrlq	$32, %zmm15, %zmm9
	vpternlogq	$150, 3968(%rsp), %zmm0, %zmm9
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm10, %zmm22
	vpsrlq	$32, %zmm22, %zmm10
	vpternlogq	$150, %zmm24, %zmm0, %zmm10
	vpmuludq	%zmm16, %zmm26, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vmovdqa64	6656(%rsp), %zmm26
	vpternlogq	$150, 1024(%rsp), %zmm26, %zmm3
	vpmuludq	%zmm16, %zmm4, %zmm0
	vpsrlq	$32, %zmm0, %zmm24
	vpternlogq	$150, %zmm5, %zmm26, %zmm24
	vpmuludq	%zmm16, %zmm6, %zmm0
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, %zmm29, %zmm26, %zmm5
	vpmuludq	%zmm16, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm29
	vpternlogq	$150, %zmm30, %zmm26, %zmm29
	vpbroadcastq	.LCPI0_14(%rip), %zmm23
	vmovdqa64	1216(%rsp), %zmm25
	vpmuludq	%zmm16, %zmm7, %zmm0
	vpsrlq	$32, %zmm0, %zmm6
	vpternlogq	$150, %zmm21, %zmm26, %zmm6
	vpmuludq	%zmm16, %zmm2, %zmm0
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm8, %zmm26, %zmm17
	vpmuludq	%zmm16, %zmm10, %zmm0
	vpsrlq	$32, %zmm0, %zmm7
	vpternlogq	$150, %zmm31, %zmm26, %zmm7
	vpmuludq	%zmm23, %zmm27, %zmm27
	vpmuludq	%zmm23, %zmm18, %zmm0
	vpmuludq	%zmm23, %zmm13, %zmm18
	vpmuludq	%zmm23, %zmm11, %zmm21
	vpmuludq	%zmm23, %zmm19, %zmm19
	vpmuludq	%zmm23, %zmm28, %zmm13
	vpmuludq	%zmm23, %zmm12, %zmm1
	vpmuludq	%zmm23, %zmm20, %zmm20
	vpmuludq	%zmm16, %zmm9, %zmm2
	vpsrlq	$32, %zmm2, %zmm12
	vpternlogq	$150, 576(%rsp), %zmm26, %zmm12
	vpsrlq	$32, %zmm27, %zmm2
	vpternlogq	$150, 832(%rsp), %zmm25, %zmm2
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, 1344(%rsp), %zmm25, %zmm4
	vmovaps	4224(%rsp), %zmm26
	vpsrlq	$32, %zmm18, %zmm8
	vpternlogq	$150, 1728(%rsp), %zmm25, %zmm8
	vpbroadcastq	.LCPI0_11(%rip), %zmm31
	vpsrlq	$32, %zmm21, %zmm9
	vpternlogq	$150, 2112(%rsp), %zmm25, %zmm9
	vpsrlq	$32, %zmm19, %zmm10
	vpternlogq	$150, 2560(%rsp), %zmm25, %zmm10
	vpsrlq	$32, %zmm13, %zmm11
	vpternlogq	$150, %zmm25, %zmm14, %zmm11
	vmovdqa64	3776(%rsp), %zmm30
	vpsrlq	$32, %zmm1, %zmm14
	vpternlogq	$150, %zmm25, %zmm15, %zmm14
	vpsrlq	$32, %zmm20, %zmm15
	vpternlogq	$150, %zmm25, %zmm22, %zmm15
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
	vpmuludq	%zmm23, %zmm24, %zmm10
	vpsrlq	$32, %zmm10, %zmm10
	vpternlogq	$150, %zmm27, %zmm30, %zmm10
	vmovaps	1792(%rsp), %zmm27
	vpmuludq	%zmm23, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm0, %zmm30, %zmm3
	vpmuludq	%zmm23, %zmm29, %zmm11
	vmovdqa64	2368(%rsp), %zmm29
	vpsrlq	$32, %zmm11, %zmm11
	vpternlogq	$150, %zmm18, %zmm30, %zmm11
	vmovdqa64	1152(%rsp), %zmm15
	vpmuludq	%zmm23, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm21, %zmm30, %zmm5
	vpmuludq	%zmm23, %zmm17, %zmm14
	vpsrlq	$32, %zmm14, %zmm14
	vpternlogq	$150, %zmm19, %zmm30, %zmm14
	vpmuludq	%zmm23, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm13, %zmm30, %zmm6
	vpmuludq	%zmm23, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm1, %zmm30, %zmm12
	vpmuludq	%zmm23, %zmm7, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm20, %zmm30, %zmm1
	vpmuludq	%zmm16, %zmm3, %zmm0
	vpmuludq	%zmm16, %zmm10, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm0, %zmm0
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm0, %zmm0
	vpmuludq	%zmm16, %zmm5, %zmm3
	vpmuludq	%zmm16, %zmm11, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm3, %zmm3
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm3, %zmm3
	vpmuludq	%zmm16, %zmm6, %zmm5
	vpmuludq	%zmm16, %zmm14, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm5, %zmm5
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm5, %zmm5
	vpmuludq	%zmm16, %zmm1, %zmm1
	vpmuludq	%zmm16, %zmm12, %zmm6
	vmovdqa64	1472(%rsp), %zmm12
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm1, %zmm1
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm1, %zmm1
	vpbroadcastd	.LCPI0_16(%rip), %zmm6
	vpmulld	%zmm6, %zmm2, %zmm2
	vpternlogd	$150, %zmm2, %zmm15, %zmm0
	vpmulld	%zmm6, %zmm4, %zmm2
	vpternlogd	$150, %zmm2, %zmm15, %zmm3
	vpmulld	%zmm6, %zmm8, %zmm2
	vpternlogd	$150, %zmm2, %zmm15, %zmm5
	vpmulld	%zmm6, %zmm9, %zmm2
	vpternlogd	$150, %zmm2, %zmm15, %zmm1
	vmovdqa64	448(%rsp), %zmm2
	vmovdqu64	%zmm0, -192(%rax,%r12,4)
	vmovdqu64	%zmm3, -128(%rax,%r12,4)
	vmovdqu64	%zmm5, -64(%rax,%r12,4)
	vmovdqu64	%zmm1, (%rax,%r12,4)
	vmovdqa64	320(%rsp), %zmm1
	addq	$64, %r12
	vpbroadcastq	.LCPI0_17(%rip), %zmm0
	vpaddq	%zmm0, %zmm2, %zmm2
	vpaddq	%zmm0, %zmm1, %zmm1
	cmpq	%r12, %rdi
	jne	.LBB0_37
	cmpq	%r14, 288(%rsp)
	vmovss	.LCPI0_0(%rip), %xmm26
	vmovaps	1904(%rsp), %xmm8
	vmovdqa64	5120(%rsp), %zmm25
	vmovdqa64	3392(%rsp), %zmm29
	vmovdqa64	5184(%rsp), %zmm31
	vpbroadcastd	.LCPI0_2(%rip), %zmm7
	vmovsd	.LCPI0_19(%rip), %xmm6
	vmovsd	.LCPI0_20(%rip), %xmm1
	vmovsd	.LCPI0_26(%rip), %xmm2
	vmovsd	.LCPI0_27(%rip), %xmm3
	vmovdqa64	3840(%rsp), %zmm21
	vmovdqa64	4544(%rsp), %zmm22
	vmovdqa64	6656(%rsp), %zmm28
	vmovdqa64	6272(%rsp), %zmm27
	movq	%rdx, %r8
	je	.LBB0_46
	movq	288(%rsp), %r8
	testb	$56, %r8b
	je	.LBB0_68
	vmovdqa64	%zmm29, %zmm31
	vmovdqa64	%zmm25, %zmm29
	vmovdqa64	%zmm28, %zmm25
	vmovdqa64	%zmm22, %zmm28
	vmovdqa64	%zmm21, %zmm22
	movq	4096(%rsp), %rdi
	movq	1600(%rsp), %r10
	vmovdqa64	4224(%rsp), %zmm13
	vmovdqa64	2368(%rsp), %zmm14
	vmovdqa64	1216(%rsp), %zmm15
	vmovdqa64	1152(%rsp), %zmm16
	vmovdqa64	6336(%rsp), %zmm17
	vmovdqa64	7040(%rsp), %zmm18
	vmovdqa64	6400(%rsp), %zmm19
	vmovdqa64	2752(%rsp), %zmm20
	vmovdqa64	3136(%rsp), %zmm24
	movq	%r15, %r12
.LBB0_41:
	movq	%r8, %rax
	andq	$-8, %rax
	leaq	(%r10,%rax), %r15
	vpbroadcastq	%r12, %zmm0
	vpaddq	.LCPI0_10(%rip), %zmm0, %zmm0
	vpbroadcastq	.LCPI0_15(%rip), %zmm9
	vpbroadcastd	.LCPI0_16(%rip), %ymm10
	vpbroadcastq	.LCPI0_18(%rip), %zmm11
	movq	4032(%rsp), %r10
	vmovdqa64	7104(%rsp), %zmm21
	.p2align	4
.LBB0_42:
	vpmuludq	%zmm23, %zmm0, %zmm1
	vpxorq	%zmm1, %zmm12, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpmuludq	%zmm9, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpxorq	%zmm3, %zmm29, %zmm3
	vpxorq	%zmm1, %zmm14, %zmm1
	vpmuludq	%zmm23, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpxorq	%zmm4, %zmm31, %zmm4
	vpmuludq	%zmm9, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm13, %zmm2, %zmm5
	vpmuludq	%zmm23, %zmm5, %zmm2
	vpmuludq	%zmm9, %zmm4, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm1, %zmm19, %zmm6
	vpternlogq	$150, %zmm17, %zmm3, %zmm5
	vpmuludq	%zmm23, %zmm6, %zmm1
	vpmuludq	%zmm9, %zmm5, %zmm3
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm21, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm18, %zmm5
	vpmuludq	%zmm23, %zmm6, %zmm2
	vpmuludq	%zmm9, %zmm5, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm3, %zmm22, %zmm6
	vpternlogq	$150, %zmm20, %zmm1, %zmm5
	vpmuludq	%zmm23, %zmm6, %zmm1
	vpmuludq	%zmm9, %zmm5, %zmm3
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm28, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm24, %zmm5
	vpmuludq	%zmm23, %zmm6, %zmm2
	vpmuludq	%zmm9, %zmm5, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm3, %zmm25, %zmm4
	vpternlogq	$150, %zmm15, %zmm1, %zmm5
	vpmuludq	%zmm23, %zmm4, %zmm1
	vpmovqd	%zmm5, %ymm3
	vpsrlq	$32, %zmm1, %zmm1
	vpmulld	%ymm10, %ymm3, %ymm3
	vpternlogq	$150, %zmm2, %zmm30, %zmm1
	vpmuludq	%zmm9, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpmovqd	%zmm1, %ymm1
	vpternlogd	$150, %ymm16, %ymm3, %ymm1
	vmovdqu	%ymm1, (%rdi,%r14,4)
	addq	$8, %r14
	vpaddq	%zmm11, %zmm0, %zmm0
	cmpq	%r14, %r10
	jne	.LBB0_42
	cmpq	%rax, %r8
	movq	3584(%rsp), %r10
	movq	1008(%rsp), %r13
	movq	280(%rsp), %rdi
	movq	%rbx, %r11
	vmovsd	.LCPI0_19(%rip), %xmm6
	vmovsd	.LCPI0_20(%rip), %xmm1
	vmovsd	.LCPI0_26(%rip), %xmm2
	vmovsd	.LCPI0_27(%rip), %xmm3
	movq	%rdx, %r8
	vmovdqa64	%zmm22, %zmm21
	vmovdqa64	%zmm28, %zmm22
	vmovdqa64	%zmm25, %zmm28
	vmovdqa64	%zmm29, %zmm25
	vmovdqa64	%zmm31, %zmm29
	vmovdqa64	5184(%rsp), %zmm31
	je	.LBB0_46
.LBB0_44:
	movq	2304(%rsp), %rax
	addq	%r15, %rax
	movq	4096(%rsp), %rdx
	leaq	(%rdx,%rax,4), %r14
	movq	%r8, 1664(%rsp)
	.p2align	4
.LBB0_45:
	movl	%r15d, %r9d
	imulq	%rcx, %r9
	movq	%rdi, %r8
	movq	%rdi, %r12
	xorq	%r9, %r12
	shrq	$32, %r12
	imulq	%rsi, %r12
	movq	%r12, %rax
	shrq	$32, %rax
	movl	%r13d, %ebx
	xorl	%eax, %ebx
	xorl	1984(%rsp), %r9d
	imulq	%rcx, %rbx
	imulq	%rsi, %r9
	movq	%r9, %rax
	shrq	$32, %rax
	movl	$3528531795, %edi
	movq	4352(%rsp), %rcx
	xorl	%eax, %ecx
	movq	%r13, %rdx
	movq	%r10, %r13
	movq	%r11, %r10
	movq	%rbx, %r11
	shrq	$32, %r11
	xorl	%ecx, %r12d
	movq	6208(%rsp), %rax
	xorl	%r11d, %eax
	movq	%r10, %r11
	movq	%r13, %r10
	movq	%rdx, %r13
	imulq	%rsi, %rax
	movq	%rax, %rcx
	shrq	$32, %rcx
	xorl	4288(%rsp), %r9d
	xorl	%ecx, %r9d
	imulq	%rdi, %r12
	movq	%r12, %rcx
	shrq	$32, %rcx
	xorl	5056(%rsp), %ebx
	xorl	%ecx, %ebx
	imulq	%rdi, %r9
	imulq	%rsi, %rbx
	movq	%rbx, %rcx
	shrq	$32, %rcx
	xorl	3072(%rsp), %eax
	xorl	%ecx, %eax
	movq	%r9, %rcx
	shrq	$32, %rcx
	xorl	2176(%rsp), %r12d
	xorl	%ecx, %r12d
	imulq	%rdi, %rax
	imulq	%rsi, %r12
	movq	%r12, %rcx
	shrq	$32, %rcx
	xorl	3200(%rsp), %ebx
	xorl	%ecx, %ebx
	movq	%rax, %rcx
	shrq	$32, %rcx
	xorl	4416(%rsp), %r9d
	xorl	%ecx, %r9d
	imulq	%rdi, %rbx
	imulq	%rsi, %r9
	movq	%r9, %rcx
	shrq	$32, %rcx
	xorl	1536(%rsp), %r12d
	xorl	%ecx, %r12d
	movq	%rbx, %rcx
	shrq	$32, %rcx
	xorl	4992(%rsp), %eax
	xorl	%ecx, %eax
	movl	$3528531795, %ecx
	imulq	%rcx, %r12
	imulq	%rsi, %rax
	shrq	$32, %rax
	xorl	2496(%rsp), %r9d
	xorl	%eax, %r9d
	movq	%r12, %rax
	shrq	$32, %rax
	xorl	%r10d, %ebx
	xorl	%eax, %ebx
	imulq	%rcx, %r9
	shrq	$32, %r9
	xorl	%r11d, %r12d
	xorl	%r9d, %r12d
	imull	$-845247145, %ebx, %eax
	imulq	%rsi, %r12
	shrq	$32, %r12
	xorl	5760(%rsp), %eax
	xorl	%r12d, %eax
	movq	%r8, %rdi
	movq	1664(%rsp), %r8
	movl	%eax, (%r14)
	incq	%r15
	addq	$4, %r14
	cmpq	%r15, %r8
	jne	.LBB0_45
.LBB0_46:
	movq	1600(%rsp), %rax
	cmpq	$8, 288(%rsp)
	movq	896(%rsp), %r14
	movq	6976(%rsp), %r10
	vmovsd	.LCPI0_29(%rip), %xmm24
	vmovq	.LCPI0_30(%rip), %xmm9
	vmovsd	.LCPI0_31(%rip), %xmm10
	vmovsd	.LCPI0_32(%rip), %xmm11
	movabsq	$4604544269498187776, %rdx
	movabsq	$4503595332403200, %rdi
	movq	%r8, %r15
	movabsq	$-9223372036854775808, %r12
	vmovsd	.LCPI0_33(%rip), %xmm13
	vmovsd	.LCPI0_34(%rip), %xmm14
	vmovsd	.LCPI0_35(%rip), %xmm15
	vmovsd	.LCPI0_36(%rip), %xmm16
	vmovddup	.LCPI0_28(%rip), %xmm17
	vmovapd	.LCPI0_41(%rip), %xmm18
	vmovapd	.LCPI0_42(%rip), %xmm19
	vbroadcastss	.LCPI0_38(%rip), %xmm20
	movq	6912(%rsp), %r13
	movq	5696(%rsp), %r8
	jb	.LBB0_56
	movq	288(%rsp), %r12
	cmpq	$64, %r12
	vmovdqa64	%zmm27, 6272(%rsp)
	jae	.LBB0_49
	xorl	%r12d, %r12d
	jmp	.LBB0_53
.LBB0_49:
	vmovaps	%xmm8, 1904(%rsp)
	andq	$-64, %r12
	xorl	%r14d, %r14d
	movq	568(%rsp), %rax
	movq	432(%rsp), %rcx
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
	vpbroadcastq	.LCPI0_21(%rip), %zmm20
	vpaddq	%zmm20, %zmm4, %zmm4
	vmovdqa64	%zmm4, 2944(%rsp)
	vpaddq	%zmm20, %zmm3, %zmm19
	vmovdqa64	%zmm19, 3712(%rsp)
	vpaddq	%zmm20, %zmm11, %zmm11
	vmovdqa64	%zmm11, 3968(%rsp)
	vpaddq	%zmm20, %zmm10, %zmm18
	vmovdqa64	%zmm18, 2560(%rsp)
	vpaddq	%zmm20, %zmm13, %zmm13
	vmovdqa64	%zmm13, 2112(%rsp)
	vpaddq	%zmm20, %zmm12, %zmm17
	vmovdqa64	%zmm17, 1728(%rsp)
	vpaddq	%zmm20, %zmm15, %zmm15
	vmovdqa64	%zmm15, 1344(%rsp)
	vpaddq	%zmm20, %zmm14, %zmm16
	vmovdqa64	%zmm16, 1024(%rsp)
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
	vbroadcastsd	.LCPI0_26(%rip), %zmm20
	vaddpd	%zmm20, %zmm1, %zmm1
	vaddpd	%zmm20, %zmm0, %zmm10
	vmovapd	%zmm10, 576(%rsp)
	vaddpd	%zmm20, %zmm5, %zmm9
	vmovapd	%zmm9, 448(%rsp)
	vaddpd	%zmm20, %zmm2, %zmm8
	vmovapd	%zmm8, 320(%rsp)
	vbroadcastsd	.LCPI0_27(%rip), %zmm18
	vaddpd	%zmm18, %zmm10, %zmm0
	vmovapd	%zmm1, %zmm6
	vmovapd	%zmm1, 832(%rsp)
	vaddpd	%zmm18, %zmm1, %zmm1
	vaddpd	%zmm18, %zmm9, %zmm2
	vdivpd	%zmm1, %zmm6, %zmm7
	vmovapd	%zmm7, 2624(%rsp)
	vdivpd	%zmm0, %zmm10, %zmm6
	vmovapd	%zmm6, 3904(%rsp)
	vdivpd	%zmm2, %zmm9, %zmm1
	vmovapd	%zmm1, 6464(%rsp)
	vaddpd	%zmm18, %zmm8, %zmm0
	vdivpd	%zmm0, %zmm8, %zmm0
	vmovapd	%zmm0, 2432(%rsp)
	vmulpd	%zmm6, %zmm6, %zmm6
	vmovapd	%zmm6, 5504(%rsp)
	vmulpd	%zmm7, %zmm7, %zmm5
	vmovapd	%zmm5, 4800(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm2
	vmovapd	%zmm2, 4864(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 4928(%rsp)
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
	vmovapd	%zmm2, 5376(%rsp)
	vmulpd	%zmm5, %zmm8, %zmm2
	vmovapd	%zmm2, 5440(%rsp)
	vmulpd	%zmm6, %zmm9, %zmm2
	vmovapd	%zmm2, 4608(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm6
	vmulpd	%zmm6, %zmm1, %zmm2
	vbroadcastsd	.LCPI0_32(%rip), %zmm15
	vaddpd	%zmm15, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vbroadcastsd	.LCPI0_33(%rip), %zmm25
	vaddpd	%zmm25, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm12
	vmulpd	%zmm6, %zmm8, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm8, %zmm1
	vaddpd	%zmm25, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm8, %zmm14
	vmulpd	%zmm6, %zmm9, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm1
	vaddpd	%zmm25, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm16
	vmovapd	%zmm11, %zmm9
	vmulpd	%zmm11, %zmm0, %zmm1
	vmovapd	%zmm10, %zmm5
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vmovapd	%zmm1, 6080(%rsp)
	vmulpd	%zmm6, %zmm0, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm25, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm11
	vpaddq	%zmm24, %zmm4, %zmm0
	vaddpd	%zmm20, %zmm0, %zmm30
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
	vaddpd	%zmm25, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm9
	vpaddq	%zmm24, %zmm3, %zmm0
	vmovapd	%zmm20, %zmm2
	vaddpd	%zmm20, %zmm0, %zmm20
	vmovapd	%zmm18, %zmm6
	vaddpd	%zmm18, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm31
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
	vaddpd	%zmm25, %zmm29, %zmm29
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
	vaddpd	%zmm25, %zmm24, %zmm24
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
	vaddpd	%zmm25, %zmm18, %zmm18
	vmulpd	%zmm18, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm15
	vaddpd	%zmm15, %zmm12, %zmm12
	vmulpd	5504(%rsp), %zmm12, %zmm12
	vaddpd	5376(%rsp), %zmm12, %zmm12
	vaddpd	%zmm15, %zmm14, %zmm14
	vmulpd	4800(%rsp), %zmm14, %zmm14
	vaddpd	5440(%rsp), %zmm14, %zmm14
	vaddpd	%zmm15, %zmm16, %zmm16
	vmulpd	4864(%rsp), %zmm16, %zmm16
	vaddpd	4608(%rsp), %zmm16, %zmm16
	vaddpd	%zmm15, %zmm11, %zmm11
	vmulpd	4928(%rsp), %zmm11, %zmm11
	vaddpd	6080(%rsp), %zmm11, %zmm11
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
	vmovapd	832(%rsp), %zmm1
	vbroadcastsd	.LCPI0_19(%rip), %zmm2
	vmulpd	%zmm2, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm6
	vaddpd	%zmm14, %zmm6, %zmm1
	vmulpd	2624(%rsp), %zmm1, %zmm9
	vmovapd	%zmm2, %zmm0
	vmovapd	576(%rsp), %zmm2
	vmulpd	%zmm0, %zmm2, %zmm1
	vmulpd	%zmm1, %zmm2, %zmm4
	vaddpd	%zmm12, %zmm4, %zmm2
	vmulpd	3904(%rsp), %zmm2, %zmm10
	vmovapd	448(%rsp), %zmm1
	vmulpd	%zmm0, %zmm1, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm11
	vmulpd	6464(%rsp), %zmm11, %zmm11
	vmovapd	320(%rsp), %zmm1
	vmulpd	%zmm0, %zmm1, %zmm12
	vmulpd	%zmm12, %zmm1, %zmm12
	vaddpd	%zmm16, %zmm12, %zmm13
	vmulpd	2432(%rsp), %zmm13, %zmm13
	vmulpd	%zmm0, %zmm20, %zmm14
	vmulpd	%zmm14, %zmm20, %zmm14
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
	vpsrlq	$20, 2944(%rsp), %zmm22
	vpbroadcastq	.LCPI0_22(%rip), %zmm0
	vpaddq	%zmm0, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vbroadcastsd	.LCPI0_35(%rip), %zmm15
	vmulpd	%zmm15, %zmm22, %zmm23
	vaddpd	%zmm9, %zmm23, %zmm9
	vpsrlq	$20, 3712(%rsp), %zmm23
	vpaddq	%zmm0, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm15, %zmm23, %zmm24
	vaddpd	%zmm10, %zmm24, %zmm10
	vpsrlq	$20, 3968(%rsp), %zmm24
	vpaddq	%zmm0, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm15, %zmm24, %zmm26
	vaddpd	%zmm11, %zmm26, %zmm11
	vpsrlq	$20, 2560(%rsp), %zmm26
	vpaddq	%zmm0, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm15, %zmm26, %zmm27
	vaddpd	%zmm13, %zmm27, %zmm13
	vpsrlq	$20, 2112(%rsp), %zmm27
	vpaddq	%zmm0, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm15, %zmm27, %zmm28
	vaddpd	%zmm3, %zmm28, %zmm3
	vpsrlq	$20, 1728(%rsp), %zmm28
	vpaddq	%zmm0, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm15, %zmm28, %zmm29
	vaddpd	%zmm5, %zmm29, %zmm5
	vpsrlq	$20, 1344(%rsp), %zmm29
	vpaddq	%zmm0, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm15, %zmm29, %zmm31
	vaddpd	%zmm8, %zmm31, %zmm8
	vpsrlq	$20, 1024(%rsp), %zmm31
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
	vaddpd	576(%rsp), %zmm1, %zmm1
	vaddpd	832(%rsp), %zmm0, %zmm0
	vaddpd	320(%rsp), %zmm9, %zmm9
	vaddpd	448(%rsp), %zmm2, %zmm2
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
	vmovdqa64	%zmm3, 3712(%rsp)
	vpaddq	%zmm16, %zmm4, %zmm4
	vmovdqa64	%zmm4, 3968(%rsp)
	vpaddq	%zmm16, %zmm10, %zmm10
	vmovdqa64	%zmm10, 2560(%rsp)
	vpaddq	%zmm16, %zmm11, %zmm11
	vmovdqa64	%zmm11, 2112(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm12
	vmovdqa64	%zmm12, 1728(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqa64	%zmm13, 1344(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm14
	vmovdqa64	%zmm14, 1024(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm15
	vmovdqa64	%zmm15, 832(%rsp)
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
	vbroadcastsd	.LCPI0_26(%rip), %zmm20
	vaddpd	%zmm20, %zmm1, %zmm9
	vaddpd	%zmm20, %zmm0, %zmm7
	vaddpd	%zmm20, %zmm5, %zmm6
	vaddpd	%zmm20, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_27(%rip), %zmm24
	vmovapd	%zmm7, 448(%rsp)
	vaddpd	%zmm24, %zmm7, %zmm0
	vmovapd	%zmm9, 576(%rsp)
	vaddpd	%zmm24, %zmm9, %zmm1
	vmovapd	%zmm4, 2944(%rsp)
	vaddpd	%zmm24, %zmm4, %zmm2
	vmovapd	%zmm6, 320(%rsp)
	vaddpd	%zmm24, %zmm6, %zmm5
	vdivpd	%zmm1, %zmm9, %zmm8
	vmovapd	%zmm8, 2624(%rsp)
	vdivpd	%zmm0, %zmm7, %zmm7
	vmovapd	%zmm7, 3904(%rsp)
	vdivpd	%zmm5, %zmm6, %zmm1
	vmovapd	%zmm1, 6464(%rsp)
	vdivpd	%zmm2, %zmm4, %zmm0
	vmovapd	%zmm0, 2432(%rsp)
	vmulpd	%zmm7, %zmm7, %zmm5
	vmovapd	%zmm5, 5504(%rsp)
	vmulpd	%zmm8, %zmm8, %zmm4
	vmovapd	%zmm4, 4800(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm2
	vmovapd	%zmm2, 4864(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 4928(%rsp)
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
	vmovapd	%zmm2, 5376(%rsp)
	vmulpd	%zmm5, %zmm8, %zmm2
	vmovapd	%zmm2, 5440(%rsp)
	vmulpd	%zmm6, %zmm9, %zmm2
	vmovapd	%zmm2, 4608(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm5
	vmulpd	%zmm5, %zmm1, %zmm2
	vbroadcastsd	.LCPI0_32(%rip), %zmm4
	vaddpd	%zmm4, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm25, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm15
	vmulpd	%zmm5, %zmm8, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm8, %zmm1
	vaddpd	%zmm25, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm8, %zmm17
	vmulpd	%zmm5, %zmm9, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm1
	vaddpd	%zmm25, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm22
	vmulpd	%zmm26, %zmm0, %zmm1
	vaddpd	%zmm13, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm18
	vmulpd	%zmm5, %zmm0, %zmm1
	vaddpd	%zmm4, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm25, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm16
	vmovdqa64	%zmm10, %zmm1
	vpaddq	%zmm10, %zmm3, %zmm0
	vmovapd	%zmm20, %zmm8
	vaddpd	%zmm20, %zmm0, %zmm30
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
	vaddpd	%zmm25, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm10
	vpaddq	%zmm1, %zmm23, %zmm0
	vaddpd	%zmm20, %zmm0, %zmm20
	vaddpd	%zmm24, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm23
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
	vaddpd	%zmm25, %zmm29, %zmm29
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
	vaddpd	%zmm25, %zmm27, %zmm27
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
	vaddpd	%zmm25, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm4
	vaddpd	%zmm4, %zmm15, %zmm13
	vmulpd	5504(%rsp), %zmm13, %zmm13
	vaddpd	5376(%rsp), %zmm13, %zmm13
	vaddpd	%zmm4, %zmm17, %zmm15
	vmulpd	4800(%rsp), %zmm15, %zmm15
	vaddpd	5440(%rsp), %zmm15, %zmm15
	vaddpd	%zmm4, %zmm22, %zmm17
	vmulpd	4864(%rsp), %zmm17, %zmm17
	vaddpd	4608(%rsp), %zmm17, %zmm17
	vaddpd	%zmm4, %zmm16, %zmm12
	vmulpd	4928(%rsp), %zmm12, %zmm12
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
	vmovapd	576(%rsp), %zmm1
	vmulpd	%zmm4, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm0
	vmulpd	2624(%rsp), %zmm0, %zmm9
	vmovapd	448(%rsp), %zmm5
	vmulpd	%zmm4, %zmm5, %zmm0
	vmulpd	%zmm0, %zmm5, %zmm0
	vaddpd	%zmm13, %zmm0, %zmm5
	vmulpd	3904(%rsp), %zmm5, %zmm11
	vmovapd	320(%rsp), %zmm7
	vmulpd	%zmm4, %zmm7, %zmm5
	vmulpd	%zmm5, %zmm7, %zmm5
	vaddpd	%zmm12, %zmm5, %zmm12
	vmulpd	6464(%rsp), %zmm12, %zmm12
	vmovapd	2944(%rsp), %zmm25
	vmulpd	%zmm4, %zmm25, %zmm13
	vmulpd	%zmm13, %zmm25, %zmm13
	vaddpd	%zmm17, %zmm13, %zmm14
	vmulpd	2432(%rsp), %zmm14, %zmm14
	vmulpd	%zmm4, %zmm20, %zmm15
	vmulpd	%zmm15, %zmm20, %zmm15
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
	vpsrlq	$20, 3712(%rsp), %zmm6
	vpbroadcastq	.LCPI0_22(%rip), %zmm7
	vpaddq	%zmm7, %zmm6, %zmm6
	vcvtqq2pd	%zmm6, %zmm6
	vbroadcastsd	.LCPI0_35(%rip), %zmm4
	vmulpd	%zmm4, %zmm6, %zmm23
	vaddpd	%zmm9, %zmm23, %zmm9
	vpsrlq	$20, 3968(%rsp), %zmm23
	vpaddq	%zmm7, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm4, %zmm23, %zmm24
	vaddpd	%zmm11, %zmm24, %zmm11
	vpsrlq	$20, 2560(%rsp), %zmm24
	vpaddq	%zmm7, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm4, %zmm24, %zmm26
	vaddpd	%zmm12, %zmm26, %zmm12
	vpsrlq	$20, 2112(%rsp), %zmm26
	vpaddq	%zmm7, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm4, %zmm26, %zmm27
	vaddpd	%zmm14, %zmm27, %zmm14
	vpsrlq	$20, 1728(%rsp), %zmm27
	vpaddq	%zmm7, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm4, %zmm27, %zmm28
	vaddpd	%zmm3, %zmm28, %zmm3
	vpsrlq	$20, 1344(%rsp), %zmm28
	vpaddq	%zmm7, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm4, %zmm28, %zmm29
	vaddpd	%zmm10, %zmm29, %zmm10
	vpsrlq	$20, 1024(%rsp), %zmm29
	vpaddq	%zmm7, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm4, %zmm29, %zmm31
	vaddpd	%zmm8, %zmm31, %zmm8
	vpsrlq	$20, 832(%rsp), %zmm31
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
	vaddpd	448(%rsp), %zmm0, %zmm0
	vaddpd	576(%rsp), %zmm1, %zmm1
	vaddpd	%zmm9, %zmm25, %zmm9
	vaddpd	320(%rsp), %zmm5, %zmm5
	vaddpd	%zmm10, %zmm30, %zmm7
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
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm10, %zmm27, %zmm8
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm10, %zmm31, %zmm8
	vpbroadcastd	.LCPI0_38(%rip), %zmm9
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
	cmpq	%r12, 288(%rsp)
	vmovss	.LCPI0_0(%rip), %xmm26
	movq	896(%rsp), %r14
	vmovaps	1904(%rsp), %xmm8
	vmovdqa64	5120(%rsp), %zmm25
	vmovdqa64	3392(%rsp), %zmm29
	vmovdqa64	1472(%rsp), %zmm12
	vmovdqa64	3840(%rsp), %zmm21
	vmovdqa64	4544(%rsp), %zmm22
	vmovdqa64	6656(%rsp), %zmm28
	vmovdqa64	3776(%rsp), %zmm30
	vmovdqa64	5184(%rsp), %zmm31
	vpbroadcastd	.LCPI0_2(%rip), %zmm7
	vmovsd	.LCPI0_19(%rip), %xmm6
	vmovsd	.LCPI0_20(%rip), %xmm1
	vmovsd	.LCPI0_26(%rip), %xmm2
	vmovsd	.LCPI0_27(%rip), %xmm3
	vmovdqa64	6272(%rsp), %zmm27
	vpbroadcastq	.LCPI0_14(%rip), %zmm23
	je	.LBB0_58
	testb	$56, 288(%rsp)
	je	.LBB0_69
.LBB0_53:
	vbroadcastsd	.LCPI0_19(%rip), %zmm9
	vbroadcastsd	.LCPI0_20(%rip), %zmm10
	vbroadcastsd	.LCPI0_30(%rip), %zmm24
	movq	4032(%rsp), %r11
	movq	288(%rsp), %r9
	andq	$-8, %r9
	movq	1600(%rsp), %rax
	addq	%r9, %rax
	movq	4096(%rsp), %rcx
	vpbroadcastq	.LCPI0_21(%rip), %zmm11
	vpbroadcastq	.LCPI0_22(%rip), %zmm13
	vpbroadcastq	.LCPI0_23(%rip), %zmm14
	vpbroadcastq	.LCPI0_24(%rip), %zmm15
	vpbroadcastq	.LCPI0_25(%rip), %zmm16
	vbroadcastsd	.LCPI0_26(%rip), %zmm17
	vbroadcastsd	.LCPI0_27(%rip), %zmm18
	vbroadcastsd	.LCPI0_28(%rip), %zmm19
	vbroadcastsd	.LCPI0_29(%rip), %zmm20
	vbroadcastsd	.LCPI0_31(%rip), %zmm21
	vbroadcastsd	.LCPI0_32(%rip), %zmm25
	vbroadcastsd	.LCPI0_33(%rip), %zmm22
	vbroadcastsd	.LCPI0_34(%rip), %zmm28
	vbroadcastsd	.LCPI0_35(%rip), %zmm27
	vbroadcastsd	.LCPI0_36(%rip), %zmm31
	vpbroadcastq	.LCPI0_39(%rip), %zmm29
	vpbroadcastd	.LCPI0_38(%rip), %ymm30
	.p2align	4
.LBB0_54:
	vcvtudq2pd	(%rcx,%r12,4), %zmm0
	vaddpd	%zmm9, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpaddq	%zmm11, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm13, %zmm2, %zmm2
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
	vaddpd	%zmm24, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm21, %zmm5, %zmm7
	vaddpd	%zmm25, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm22, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm28, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm27, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpxorq	%zmm29, %zmm1, %zmm1
	vpaddq	%zmm11, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm13, %zmm2, %zmm2
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
	vaddpd	%zmm24, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm21, %zmm5, %zmm7
	vaddpd	%zmm25, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm22, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm28, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm27, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm31, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vpxord	%ymm30, %ymm0, %ymm0
	vmovdqu	%ymm0, (%rcx,%r12,4)
	addq	$8, %r12
	cmpq	%r12, %r11
	jne	.LBB0_54
	cmpq	%r9, 288(%rsp)
	vpbroadcastd	.LCPI0_2(%rip), %zmm7
	vmovsd	.LCPI0_19(%rip), %xmm6
	vmovsd	.LCPI0_20(%rip), %xmm1
	vmovsd	.LCPI0_26(%rip), %xmm2
	vmovsd	.LCPI0_27(%rip), %xmm3
	vmovsd	.LCPI0_29(%rip), %xmm24
	vmovq	.LCPI0_30(%rip), %xmm9
	vmovsd	.LCPI0_31(%rip), %xmm10
	vmovsd	.LCPI0_32(%rip), %xmm11
	movabsq	$-9223372036854775808, %r12
	vmovsd	.LCPI0_33(%rip), %xmm13
	vmovsd	.LCPI0_34(%rip), %xmm14
	vmovsd	.LCPI0_35(%rip), %xmm15
	vmovsd	.LCPI0_36(%rip), %xmm16
	vmovddup	.LCPI0_28(%rip), %xmm17
	vmovapd	.LCPI0_41(%rip), %xmm18
	vmovapd	.LCPI0_42(%rip), %xmm19
	vbroadcastss	.LCPI0_38(%rip), %xmm20
	vmovdqa64	6272(%rsp), %zmm27
	vpbroadcastq	.LCPI0_14(%rip), %zmm23
	vmovdqa64	3840(%rsp), %zmm21
	vmovdqa64	4544(%rsp), %zmm22
	vmovdqa64	6656(%rsp), %zmm28
	vmovdqa64	5120(%rsp), %zmm25
	vmovdqa64	3392(%rsp), %zmm29
	vmovdqa64	5184(%rsp), %zmm31
	vmovdqa64	3776(%rsp), %zmm30
	je	.LBB0_58
.LBB0_56:
	subq	%rax, %r15
	addq	200(%rsp), %rax
	movq	5248(%rsp), %rcx
	leaq	(%rcx,%rax,4), %rax
	xorl	%r9d, %r9d
	.p2align	4
.LBB0_57:
	vcvtusi2sdl	(%rax,%r9,4), %xmm26, %xmm0
	vaddsd	%xmm6, %xmm0, %xmm0
	vmulsd	%xmm1, %xmm0, %xmm0
	vmovq	%xmm0, %rcx
	movl	%ecx, %r11d
	shrq	$32, %rcx
	addq	$614242, %rcx
	movq	%rcx, %rbx
	shrq	$20, %rbx
	addq	$-1023, %rbx
	shlq	$32, %rcx
	andq	%rdi, %rcx
	addq	%rdx, %rcx
	orq	%rcx, %r11
	vmovq	%r11, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm6, %xmm0, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm3, %xmm0, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	.LCPI0_28(%rip), %xmm4, %xmm5
	vaddsd	%xmm24, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm9, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vmulsd	%xmm4, %xmm10, %xmm6
	vaddsd	%xmm6, %xmm11, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm6
	vaddsd	%xmm6, %xmm13, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm4
	vmovsd	.LCPI0_19(%rip), %xmm6
	vaddsd	%xmm4, %xmm14, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vaddsd	%xmm3, %xmm5, %xmm3
	vcvtsi2sd	%rbx, %xmm26, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm4, %xmm15, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm16, %xmm4, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vmovq	%xmm0, %rcx
	xorq	%r12, %rcx
	movl	%ecx, %r11d
	shrq	$32, %rcx
	addq	$614242, %rcx
	movq	%rcx, %rbx
	shrq	$20, %rbx
	addq	$-1023, %rbx
	shlq	$32, %rcx
	andq	%rdi, %rcx
	addq	%rdx, %rcx
	orq	%rcx, %r11
	vmovq	%r11, %xmm0
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
	vcvtsi2sd	%rbx, %xmm26, %xmm4
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
	vmovss	%xmm0, (%rax,%r9,4)
	incq	%r9
	cmpq	%r9, %r15
	jne	.LBB0_57
.LBB0_58:
	andq	$-32, %r8
	movq	1600(%rsp), %r11
	leaq	(%r8,%r11), %rax
	cmpq	%rax, %r11
	jae	.LBB0_61
	xorl	%r9d, %r9d
	movq	568(%rsp), %rdx
	movq	4480(%rsp), %rdi
	vmovdqa64	2816(%rsp), %zmm9
	vmovaps	3328(%rsp), %zmm10
	vmovdqa64	3520(%rsp), %zmm11
	vbroadcastss	.LCPI0_0(%rip), %zmm13
	vmovdqa64	.LCPI0_7(%rip), %zmm14
	vmovdqa64	.LCPI0_8(%rip), %zmm15
	vpxord	%xmm16, %xmm16, %xmm16
	vmovaps	5632(%rsp), %zmm17
	.p2align	4
.LBB0_60:
	leal	(%r11,%r9), %ecx
	vpbroadcastd	%ecx, %zmm0
	vmovups	-64(%rdi,%r9,4), %zmm1
	vmovups	(%rdi,%r9,4), %zmm2
	vmulps	%zmm1, %zmm17, %zmm3
	vmulps	%zmm2, %zmm17, %zmm4
	vcmpneq_oqps	%zmm7, %zmm1, %k1
	vcmpneq_oqps	%zmm7, %zmm2, %k2
	vmovaps	%zmm13, %zmm5 {%k1} {z}
	vmovaps	%zmm13, %zmm6 {%k2} {z}
	vcmpeqps	%zmm7, %zmm1, %k1
	vcmpeqps	%zmm7, %zmm2, %k2
	vmovaps	%zmm13, %zmm1 {%k1} {z}
	vmaxps	%zmm5, %zmm1, %zmm1
	vmovaps	%zmm13, %zmm2 {%k2} {z}
	vmaxps	%zmm6, %zmm2, %zmm2
	vcmpneqps	%zmm16, %zmm1, %k1
	vcmpneqps	%zmm16, %zmm2, %k2
	vmovaps	%zmm7, %zmm1
	vaddps	-192(%rdx,%r9,4), %zmm3, %zmm1 {%k1}
	vmovaps	%zmm7, %zmm2
	vaddps	-128(%rdx,%r9,4), %zmm4, %zmm2 {%k2}
	vpsubq	%zmm31, %zmm0, %zmm0
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm0, %zmm0
	vcmpltps	%zmm1, %zmm10, %k0
	vcmpltps	%zmm2, %zmm27, %k1
	vcmpordps	%zmm16, %zmm10, %k2
	vcmpordps	%zmm16, %zmm27, %k3
	vcmpunordps	%zmm16, %zmm1, %k2 {%k2}
	vcmpunordps	%zmm16, %zmm2, %k3 {%k3}
	korw	%k2, %k0, %k2
	korw	%k3, %k1, %k1
	vmovaps	%zmm1, %zmm10 {%k2}
	vmovaps	%zmm2, %zmm27 {%k1}
	vpaddd	%zmm14, %zmm0, %zmm9 {%k2}
	vpaddd	%zmm15, %zmm0, %zmm11 {%k1}
	leaq	(%r11,%r9), %rcx
	addq	$32, %rcx
	addq	$32, %r9
	cmpq	%rax, %rcx
	jb	.LBB0_60
	jmp	.LBB0_62
	.p2align	4
.LBB0_61:
	vmovdqa64	2816(%rsp), %zmm9
	vmovaps	3328(%rsp), %zmm10
	vmovdqa64	3520(%rsp), %zmm11
.LBB0_62:
	cmpq	%r13, %rax
	movq	1280(%rsp), %rbx
	movq	6144(%rsp), %r11
	movq	5568(%rsp), %r9
	jae	.LBB0_30
	testb	$1, 288(%rsp)
	vmovss	.LCPI0_2(%rip), %xmm5
	vmovsd	.LCPI0_19(%rip), %xmm6
	vmovss	.LCPI0_0(%rip), %xmm13
	vpxor	%xmm14, %xmm14, %xmm14
	je	.LBB0_65
	movq	312(%rsp), %rcx
	vmovss	(%rcx,%rax,4), %xmm0
	vmulss	2048(%rsp), %xmm0, %xmm1
	vcmpneq_oqss	%xmm5, %xmm0, %k1
	vmovss	%xmm13, %xmm13, %xmm2 {%k1} {z}
	vcmpless	%xmm5, %xmm0, %k1
	vmovss	%xmm13, %xmm13, %xmm0 {%k1} {z}
	vmaxss	%xmm2, %xmm0, %xmm0
	movq	4096(%rsp), %rcx
	vaddss	(%rcx,%r8,4), %xmm1, %xmm1
	vcmpneqss	%xmm14, %xmm0, %k1
	vmovaps	%xmm5, %xmm0
	vmovss	%xmm1, %xmm0, %xmm0 {%k1}
	movq	%rax, %rcx
	subq	%r14, %rcx
	vucomiss	%xmm8, %xmm0
	seta	%dl
	vcmpunordss	%xmm14, %xmm0, %k0
	vcmpordss	%xmm14, %xmm8, %k1
	kandw	%k0, %k1, %k0
	kmovd	%k0, %r9d
	orb	%dl, %r9b
	andb	$1, %r9b
	kmovd	%r9d, %k1
	movq	5568(%rsp), %r9
	vmovss	%xmm0, %xmm8, %xmm8 {%k1}
	cmovneq	%rcx, %r10
	incq	%rax
.LBB0_65:
	movq	4160(%rsp), %rdx
	movq	5312(%rsp), %rdi
	movq	288(%rsp), %r8
	andq	$-32, %r8
	movq	6592(%rsp), %rcx
	subq	%rdi, %rcx
	addq	%rcx, %rdx
	cmpq	%r8, %rdx
	movq	6848(%rsp), %rdi
	je	.LBB0_31
	movq	2304(%rsp), %rcx
	addq	%rax, %rcx
	movq	4096(%rsp), %rdx
	leaq	(%rdx,%rcx,4), %rdx
	.p2align	4
.LBB0_67:
	vmovss	-4(%r9,%rax,4), %xmm0
	vmovss	(%r9,%rax,4), %xmm1
	vmovaps	2048(%rsp), %xmm4
	vmulss	%xmm0, %xmm4, %xmm2
	vcmpneq_oqss	%xmm5, %xmm0, %k1
	vmovss	%xmm13, %xmm13, %xmm3 {%k1} {z}
	vcmpless	%xmm5, %xmm0, %k1
	vmovss	%xmm13, %xmm13, %xmm0 {%k1} {z}
	vmaxss	%xmm3, %xmm0, %xmm0
	vaddss	(%rdx), %xmm2, %xmm2
	vcmpneqss	%xmm14, %xmm0, %k1
	vmovaps	%xmm5, %xmm0
	vmovss	%xmm2, %xmm0, %xmm0 {%k1}
	leaq	(%r11,%rax), %r9
	vucomiss	%xmm8, %xmm0
	seta	%cl
	vcmpunordss	%xmm14, %xmm0, %k0
	vcmpordss	%xmm14, %xmm8, %k1
	kandw	%k0, %k1, %k0
	kmovd	%k0, %r11d
	orb	%cl, %r11b
	andb	$1, %r11b
	kmovd	%r11d, %k1
	vmovss	%xmm0, %xmm8, %xmm8 {%k1}
	cmoveq	%r10, %r9
	vmulss	%xmm1, %xmm4, %xmm0
	vcmpneq_oqss	%xmm5, %xmm1, %k1
	vmovss	%xmm13, %xmm13, %xmm2 {%k1} {z}
	vcmpless	%xmm5, %xmm1, %k1
	vmovss	%xmm13, %xmm13, %xmm1 {%k1} {z}
	vmaxss	%xmm2, %xmm1, %xmm1
	vaddss	4(%rdx), %xmm0, %xmm0
	vcmpneqss	%xmm14, %xmm1, %k1
	vmovaps	%xmm5, %xmm1
	vmovss	%xmm0, %xmm1, %xmm1 {%k1}
	leaq	(%rdi,%rax), %r10
	vucomiss	%xmm8, %xmm1
	seta	%cl
	vcmpordss	%xmm14, %xmm8, %k0
	vcmpunordss	%xmm14, %xmm1, %k1
	kandw	%k1, %k0, %k0
	kmovd	%k0, %r11d
	orb	%cl, %r11b
	andb	$1, %r11b
	kmovd	%r11d, %k1
	movq	6144(%rsp), %r11
	vmovss	%xmm1, %xmm8, %xmm8 {%k1}
	cmoveq	%r9, %r10
	movq	5568(%rsp), %r9
	addq	$2, %rax
	addq	$8, %rdx
	cmpq	%r13, %rax
	jb	.LBB0_67
	jmp	.LBB0_31
.LBB0_68:
	addq	1600(%rsp), %r14
	movq	%r14, %r15
	movq	3584(%rsp), %r10
	movq	1008(%rsp), %r13
	movq	280(%rsp), %rdi
	movq	%rbx, %r11
	movq	%rdx, %r8
	jmp	.LBB0_44
.LBB0_69:
	addq	1600(%rsp), %r12
	movq	%r12, %rax
	vmovsd	.LCPI0_29(%rip), %xmm24
	vmovq	.LCPI0_30(%rip), %xmm9
	vmovsd	.LCPI0_31(%rip), %xmm10
	vmovsd	.LCPI0_32(%rip), %xmm11
	movabsq	$-9223372036854775808, %r12
	vmovsd	.LCPI0_33(%rip), %xmm13
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
	movl	220(%rsp), %r10d
	jmp	.LBB0_123
.LBB0_71:
	movq	%r9, %rdx
	andq	$-4, %rdx
	leaq	(,%r8,4), %rcx
	leaq	(%rcx,%rcx,2), %rsi
	movq	%rdi, %r11
	addq	$4, %rdi
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
	movq	%r11, %rdi
	je	.LBB0_76
.LBB0_74:
	imulq	%r8, %rcx
	leaq	(%rdi,%rcx,4), %rcx
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
	movq	%rdi, %r11
	addq	$12, %rdi
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
	movq	%r11, %rdi
	je	.LBB0_83
.LBB0_81:
	imulq	%r8, %rcx
	leaq	(%rdi,%rcx,4), %rcx
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
	movq	%rdi, %r11
	addq	$20, %rdi
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
	movq	%r11, %rdi
	je	.LBB0_90
.LBB0_88:
	imulq	%r8, %rcx
	leaq	(%rdi,%rcx,4), %rcx
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
	vmovss	.LCPI0_2(%rip), %xmm4
	vcmpless	%xmm4, %xmm2, %k1
	vmovss	.LCPI0_1(%rip), %xmm2 {%k1} {z}
	movl	%r9d, %eax
	andl	$3, %eax
	cmpq	$4, %r9
	movq	%rdi, 6016(%rsp)
	jae	.LBB0_92
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_95
.LBB0_92:
	movq	%r9, %rsi
	andq	$-4, %rsi
	addq	$32, %rdi
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
	jne	.LBB0_93
	testq	%rax, %rax
	je	.LBB0_97
.LBB0_95:
	imulq	%r8, %rdx
	movq	6016(%rsp), %rsi
	leaq	(%rsi,%rdx,4), %rdx
	addq	$32, %rdx
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
	movq	1280(%rsp), %rbx
	movl	220(%rsp), %r10d
	movq	6016(%rsp), %rdi
	jmp	.LBB0_102
.LBB0_99:
	movq	%r9, %rsi
	andq	$-4, %rsi
	leaq	(,%r8,4), %rdx
	leaq	(%rdx,%rdx,2), %rdi
	movq	6016(%rsp), %rdx
	leaq	36(%rdx), %r10
	movq	%r8, %r11
	shlq	$4, %r11
	vmovss	.LCPI0_2(%rip), %xmm4
	xorl	%edx, %edx
	movq	1280(%rsp), %rbx
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
	movl	220(%rsp), %r10d
	movq	6016(%rsp), %rdi
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
	testl	%r10d, %r10d
	setne	%al
	vmulss	.LCPI0_3(%rip), %xmm4, %xmm4
	vucomiss	%xmm9, %xmm26
	seta	%cl
	orb	%al, %cl
	movq	704(%rsp), %r11
	jne	.LBB0_107
	movl	%r9d, %eax
	andl	$3, %eax
	cmpq	$4, %r9
	jae	.LBB0_116
	vmovss	.LCPI0_2(%rip), %xmm6
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	jmp	.LBB0_119
.LBB0_107:
	vxorps	%xmm6, %xmm6, %xmm6
	jmp	.LBB0_122
.LBB0_108:
	vbroadcastss	.LCPI0_2(%rip), %zmm10
	vxorps	%xmm9, %xmm9, %xmm9
	vmovss	.LCPI0_2(%rip), %xmm8
	xorl	%r10d, %r10d
	vxorps	%xmm11, %xmm11, %xmm11
	vmovaps	%zmm10, %zmm27
.LBB0_109:
	cmpq	$31, 680(%rsp)
	jbe	.LBB0_111
	vpxor	%xmm0, %xmm0, %xmm0
	vcmpunordps	%zmm0, %zmm27, %k0
	vcmpordps	%zmm0, %zmm10, %k1
	vpcmpltud	%zmm9, %zmm11, %k2
	vcmpltps	%zmm27, %zmm10, %k3
	korw	%k2, %k1, %k1
	vcmpeqps	%zmm10, %zmm27, %k2 {%k2}
	korw	%k2, %k3, %k2
	kandw	%k0, %k1, %k1
	kandnw	%k2, %k0, %k0
	korw	%k0, %k1, %k1
	vmovaps	%zmm27, %zmm10 {%k1}
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
	movq	704(%rsp), %r11
	movq	240(%rsp), %r13
	movl	3648(%rsp), %edx
	movzbl	6784(%rsp), %esi
	movq	6016(%rsp), %rdi
	movq	6528(%rsp), %rcx
	addl	%r14d, %r10d
	vmovss	%xmm8, 44(%rdi,%rcx,4)
	movl	%r10d, 48(%rdi,%rcx,4)
.LBB0_112:
	movl	$1, (%rdi,%rcx,4)
.LBB0_113:
	cmpl	$1, %edx
	sete	%al
	testb	%sil, %al
	je	.LBB0_124
	movl	$2, (%rdi,%rcx,4)
	movb	$1, %al
	jmp	.LBB0_125
.LBB0_116:
	andq	$-4, %r9
	movq	%rdi, %r12
	leaq	48(%rdi), %rsi
	movq	%r8, %rdi
	shlq	$4, %rdi
	leaq	(,%r8,4), %r10
	vmovss	.LCPI0_2(%rip), %xmm6
	xorl	%ecx, %ecx
	vxorps	%xmm7, %xmm7, %xmm7
	xorl	%edx, %edx
	.p2align	4
.LBB0_117:
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
	jne	.LBB0_117
	testq	%rax, %rax
	movq	1280(%rsp), %rbx
	movl	220(%rsp), %r10d
	movq	704(%rsp), %r11
	movq	%r12, %rdi
	je	.LBB0_121
.LBB0_119:
	imulq	%r8, %rcx
	leaq	(%rdi,%rcx,4), %rcx
	addq	$48, %rcx
	shlq	$2, %r8
	vxorps	%xmm7, %xmm7, %xmm7
	.p2align	4
.LBB0_120:
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
	jne	.LBB0_120
.LBB0_121:
	vcvtsi2ss	%rdx, %xmm15, %xmm6
.LBB0_122:
	movl	3648(%rsp), %edx
	movzbl	6784(%rsp), %esi
.LBB0_123:
	vaddss	%xmm5, %xmm1, %xmm1
	vaddss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm4, %xmm1, %xmm1
	testl	%r10d, %r10d
	sete	%al
	vcmpltss	.LCPI0_0(%rip), %xmm9, %k1
	vmovss	%xmm0, %xmm6, %xmm6 {%k1}
	kmovd	%eax, %k1
	vmovss	%xmm6, %xmm3, %xmm3 {%k1}
	vcmpneqss	%xmm0, %xmm1, %k1
	vmovss	.LCPI0_4(%rip), %xmm3 {%k1}
	vcvttss2si	%xmm3, %rax
	movq	3032(%rsp), %rcx
	movq	%rax, (%rcx,%rbx,8)
	vcvttss2usi	%xmm1, %eax
	movq	3040(%rsp), %rcx
	movl	%eax, (%rcx,%rbx,4)
.LBB0_124:
	xorl	%eax, %eax
.LBB0_125:
	testl	%edx, %edx
	setne	%cl
	cmpq	$0, 3264(%rsp)
	setne	%dl
	xorb	$1, %al
	orb	%dl, %al
	testb	%al, %cl
	jne	.LBB0_1281
	cmpq	$127, 200(%rsp)
	seta	%al
	orb	%al, %sil
	cmpb	$1, %sil
	jne	.LBB0_129
	cmpq	%rbx, 232(%rsp)
	jbe	.LBB0_1281
	cmpl	$0, 220(%rsp)
	sete	%r9b
	vpxord	%xmm24, %xmm24, %xmm24
	vcvtusi2ss	%r13, %xmm24, %xmm0
	vmovaps	%xmm0, 256(%rsp)
	movl	$3528531795, %edx
	lzcntq	2296(%rsp), %rdi
	movl	$64, %esi
	movl	$64, %r14d
	subq	%rdi, %r14
	movq	%rdi, %rax
	negq	%rax
	movq	$-1, %rcx
	shlxq	%rax, %rcx, %rax
	movq	%rax, 4608(%rsp)
	movq	200(%rsp), %rax
	addq	$7, %rax
	movq	%rax, 5920(%rsp)
	shrq	$3, %rax
	movq	%rax, 568(%rsp)
	lzcntq	%rax, %rax
	subq	%rax, %rsi
	movl	$65, %eax
	subl	%edi, %eax
	shrl	%eax
	movq	%rax, 3496(%rsp)
	movl	$63, %ecx
	movq	%rdi, 6000(%rsp)
	subq	%rdi, %rcx
	movq	%rcx, 5968(%rsp)
	movq	4672(%rsp), %r8
	movq	%r8, %r12
	shrq	$32, %r12
	movq	208(%rsp), %rdi
	movl	%edi, %r13d
	leaq	-78811644(%rdx), %rax
	movq	%rax, 896(%rsp)
	imulq	%rax, %r13
	movq	%r13, %r15
	shrq	$32, %r15
	xorq	%r8, %r15
	xorq	%r8, %rdi
	movl	%r8d, %eax
	movq	%rax, 320(%rsp)
	leaq	(%r8,%rdx), %r10
	addq	$-874096026, %r10
	leaq	1013904242(%r8), %rax
	movq	%rax, 6144(%rsp)
	leaq	139808216(%r8,%rdx), %rax
	movq	%rax, 5056(%rsp)
	leaq	2027808484(%r8), %rax
	movq	%rax, 4416(%rsp)
	leaq	387276957(%r8), %rax
	movq	%rax, 5760(%rsp)
	leaq	(%r8,%rdx), %rax
	addq	$-486819069, %rax
	movq	%rax, 4352(%rsp)
	addq	$1401181199, %r8
	leaq	(%r12,%rdx), %rax
	addq	$-384397518, %rax
	movq	%rax, 6464(%rsp)
	leaq	1993301258(%r12), %rax
	movq	%rax, 2944(%rsp)
	leaq	842468239(%r12), %rax
	leaq	458070721(%r12,%rdx), %rcx
	movq	%rcx, 2176(%rsp)
	leaq	-692762298(%r12,%rdx), %rcx
	movq	%rcx, 4288(%rsp)
	leaq	1684936478(%r12), %rcx
	movq	%rcx, 4992(%rsp)
	addq	%r12, %rdx
	addq	$149705941, %rdx
	movq	%rdx, 3712(%rsp)
	addq	$534103459, %r12
	vmovss	224(%rsp), %xmm3
	vucomiss	%xmm3, %xmm26
	setbe	%dl
	andb	%r9b, %dl
	movb	%dl, 218(%rsp)
	cmpq	$1, %r14
	movq	%r14, 5976(%rsp)
	movq	%r14, %rdx
	movq	%rax, %r9
	adcq	$0, %rdx
	movq	%rdx, 5992(%rsp)
	cmpq	$1, %rsi
	adcq	$0, %rsi
	leaq	(,%rbx,4), %rdx
	movl	$4, %eax
	subq	%rdx, %rax
	movq	%r13, %rdx
	movq	4288(%rsp), %r13
	vmovq	%rdx, %xmm0
	vmovq	%r10, %xmm1
	xorq	%r10, %rdx
	movl	%edx, %ecx
	vpbroadcastq	%rcx, %zmm2
	vmovdqa64	%zmm2, 6528(%rsp)
	movq	4608(%rsp), %r14
	notq	%r14
	vcvtss2sd	%xmm3, %xmm3, %xmm2
	vmovsd	%xmm2, 3016(%rsp)
	movq	200(%rsp), %r10
	vcvtusi2ss	%r10d, %xmm15, %xmm2
	vmovss	%xmm2, 3068(%rsp)
	movq	320(%rsp), %rcx
	addl	$-1879881855, %ecx
	movl	%ecx, 1984(%rsp)
	imulq	%r10, %rax
	addq	%r11, %rax
	movq	1136(%rsp), %rcx
	subq	%rcx, %rax
	movq	%rax, 5952(%rsp)
	leaq	(,%r10,4), %rax
	movq	%rax, 5944(%rsp)
	negq	%rax
	movq	%rax, 5936(%rsp)
	movq	%rbx, %rax
	imulq	%r10, %rax
	leaq	(%rcx,%rax,4), %rax
	movq	%r11, %rcx
	movq	%rax, 240(%rsp)
	subq	%rax, %rcx
	movq	%rcx, 5928(%rsp)
	vbroadcastss	2048(%rsp), %zmm2
	vmovaps	%zmm2, 3200(%rsp)
	movq	%r10, %rax
	andq	$-64, %rax
	movq	%rax, 272(%rsp)
	movq	%r10, %rax
	andq	$-8, %rax
	movq	%rax, 3008(%rsp)
	movq	%r14, 4608(%rsp)
	vpbroadcastq	%r14, %zmm18
	movq	%r10, %rax
	andq	$-16, %rax
	movq	%rax, 3472(%rsp)
	movq	%r10, %rax
	movq	%r10, %r14
	andq	$-4, %rax
	movq	%rax, 3480(%rsp)
	movl	%esi, %r10d
	andl	$3, %r10d
	andl	$124, %esi
	movq	%rsi, 5904(%rsp)
	movq	%rdi, 208(%rsp)
	vpbroadcastq	%rdi, %zmm31
	movq	%r12, 3968(%rsp)
	vpxor	%xmm1, %xmm0, %xmm0
	movq	6144(%rsp), %rsi
	vpbroadcastq	%rsi, %zmm30
	movq	2944(%rsp), %rcx
	vpbroadcastq	%rcx, %zmm1
	movq	5056(%rsp), %rax
	vpbroadcastq	%rax, %zmm2
	vmovdqa64	%zmm2, 4928(%rsp)
	movq	%r9, %rsi
	vpbroadcastq	%r9, %zmm5
	movq	4416(%rsp), %rax
	vpbroadcastq	%rax, %zmm6
	movq	2176(%rsp), %r9
	vpbroadcastq	%r9, %zmm2
	vmovdqa64	%zmm2, 4864(%rsp)
	movq	5760(%rsp), %rax
	vpbroadcastq	%rax, %zmm7
	vpbroadcastq	%r13, %zmm2
	vmovdqa64	%zmm2, 4800(%rsp)
	movq	4352(%rsp), %rax
	vpbroadcastq	%rax, %zmm2
	vmovdqa64	%zmm2, 5504(%rsp)
	movq	4992(%rsp), %rax
	vpbroadcastq	%rax, %zmm2
	vmovdqa64	%zmm2, 3840(%rsp)
	movq	%r8, 4672(%rsp)
	vpbroadcastq	%r8, %zmm2
	movq	%rcx, %r8
	vmovdqa64	%zmm2, 4544(%rsp)
	vpbroadcastq	%r12, %zmm13
	movl	1984(%rsp), %r12d
	movq	3712(%rsp), %rax
	vpbroadcastq	%rax, %zmm2
	vmovdqa64	%zmm2, 3072(%rsp)
	vpbroadcastd	%r12d, %zmm10
	vpbroadcastq	%xmm0, %zmm0
	vmovdqa64	%zmm0, 6656(%rsp)
	movq	%r15, 4224(%rsp)
	vpbroadcastd	%r15d, %zmm0
	vmovdqa64	%zmm0, 7104(%rsp)
	movq	6464(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	vmovdqa64	%zmm0, 7040(%rsp)
	vmovd	.LCPI0_5(%rip), %xmm8
	movq	%r10, 5896(%rsp)
	shll	$6, %r10d
	movq	%r10, 3488(%rsp)
	vpxord	%xmm29, %xmm29, %xmm29
	vcmpltss	.LCPI0_0(%rip), %xmm3, %k1
	leaq	(%r11,%r14,4), %rax
	movq	%rax, 1536(%rsp)
	leaq	192(%r11,%r14,4), %rax
	movq	%rax, 1144(%rsp)
	leaq	192(%r11), %rax
	movq	%rax, 248(%rsp)
	leaq	12(%r11), %rax
	movq	%rax, 5912(%rsp)
	xorl	%ecx, %ecx
	movq	$0, 5696(%rsp)
	movq	$0, 4032(%rsp)
	vmovdqa64	.LCPI0_9(%rip), %zmm20
	vxorps	%xmm24, %xmm24, %xmm24
	vxorps	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	vbroadcastss	.LCPI0_377(%rip), %ymm2
	vpbroadcastq	.LCPI0_23(%rip), %zmm23
	vpbroadcastq	.LCPI0_25(%rip), %zmm21
	vpbroadcastq	.LCPI0_27(%rip), %zmm17
	vpbroadcastq	.LCPI0_29(%rip), %zmm22
	vmovaps	.LCPI0_8(%rip), %zmm15
	movq	%rdx, 5568(%rsp)
	movq	%rsi, 6208(%rsp)
	vmovdqa64	%zmm18, 3584(%rsp)
	vmovdqa64	%zmm31, 3904(%rsp)
	vmovdqa64	%zmm30, 2624(%rsp)
	vmovdqa64	%zmm1, 6336(%rsp)
	vmovdqa64	%zmm5, 5440(%rsp)
	vmovdqa64	%zmm6, 5376(%rsp)
	vmovdqa64	%zmm7, 6080(%rsp)
	vmovdqa64	%zmm13, 2432(%rsp)
	vmovdqa64	%zmm10, 2496(%rsp)
	jmp	.LBB0_259
.LBB0_129:
	movq	232(%rsp), %rdi
	movq	%rdi, %r9
	subq	%rbx, %r9
	jbe	.LBB0_1281
	movq	200(%rsp), %r12
	shlq	$6, %r12
	cmpl	$0, 220(%rsp)
	sete	%cl
	vucomiss	224(%rsp), %xmm26
	setbe	%al
	movl	$3528531795, %r11d
	andb	%cl, %al
	movb	%al, 2688(%rsp)
	movq	4672(%rsp), %rax
	movq	%rax, %r8
	shrq	$32, %r8
	movq	208(%rsp), %rcx
	movl	%ecx, %esi
	leaq	-78811644(%r11), %r13
	imulq	%r13, %rsi
	movq	%rsi, %rdx
	shrq	$32, %rdx
	xorq	%rax, %rcx
	movq	%rcx, 208(%rsp)
	leaq	(%rax,%r11), %rcx
	addq	$-874096026, %rcx
	movq	%r9, 704(%rsp)
	leaq	-384397518(%r8,%r11), %r15
	leaq	1993301258(%r8), %r9
	movq	%r9, 4544(%rsp)
	vmovq	%rcx, %xmm0
	vmovq	%rsi, %xmm1
	xorq	%rcx, %rsi
	movq	%rsi, 1792(%rsp)
	leaq	842468239(%r8), %r10
	leaq	(%r8,%r11), %rcx
	addq	$458070721, %rcx
	movq	%rcx, 6656(%rsp)
	leaq	-692762298(%r8,%r11), %rcx
	movq	%rcx, 2368(%rsp)
	leaq	1684936478(%r8), %rcx
	movq	%rcx, 4224(%rsp)
	leaq	(%r8,%r11), %rcx
	addq	$149705941, %rcx
	movq	%rcx, 1008(%rsp)
	addq	$534103459, %r8
	vmovq	%rdx, %xmm2
	vmovq	%rax, %xmm3
	xorq	%rax, %rdx
	movq	%rdx, 1472(%rsp)
	leaq	1013904242(%rax), %rcx
	leaq	(%rax,%r11), %rdx
	addq	$139808216, %rdx
	leaq	2027808484(%rax), %rsi
	leaq	387276957(%rax), %r9
	leaq	-486819069(%rax,%r11), %r11
	leaq	1401181199(%rax), %r14
	movq	%r14, 3776(%rsp)
	leal	-1879881855(%rax), %eax
	movl	%eax, 288(%rsp)
	movq	3032(%rsp), %rax
	leaq	(%rax,%rbx,8), %rax
	movq	%rax, 432(%rsp)
	movq	3040(%rsp), %rax
	leaq	(%rax,%rbx,4), %rax
	movq	%rax, 3584(%rsp)
	vpxor	%xmm3, %xmm2, %xmm2
	movq	208(%rsp), %rax
	vpbroadcastq	%rax, %zmm3
	vmovdqa64	%zmm3, 1728(%rsp)
	vpxor	%xmm1, %xmm0, %xmm0
	movq	%r15, 6400(%rsp)
	vpbroadcastq	%r15, %zmm1
	movq	704(%rsp), %r15
	vmovdqa64	%zmm1, 2112(%rsp)
	movq	%rcx, 7104(%rsp)
	vpbroadcastq	%rcx, %zmm1
	vmovdqa64	%zmm1, 2560(%rsp)
	movq	4544(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqa64	%zmm1, 3968(%rsp)
	movq	%rdx, 7040(%rsp)
	vpbroadcastq	%rdx, %zmm1
	vmovdqa64	%zmm1, 3712(%rsp)
	movq	%r10, 6336(%rsp)
	vpbroadcastq	%r10, %zmm1
	vmovdqa64	%zmm1, 2944(%rsp)
	movq	6656(%rsp), %rcx
	movq	2368(%rsp), %rdx
	movq	%rsi, 2752(%rsp)
	vpbroadcastq	%rsi, %zmm1
	vmovdqa64	%zmm1, 2432(%rsp)
	vpbroadcastq	%rcx, %zmm1
	vmovdqa64	%zmm1, 6464(%rsp)
	movq	%r9, 3136(%rsp)
	vpbroadcastq	%r9, %zmm1
	vmovdqa64	%zmm1, 3904(%rsp)
	vpbroadcastq	%rdx, %zmm1
	vmovdqa64	%zmm1, 2624(%rsp)
	movq	%r11, 1216(%rsp)
	vpbroadcastq	%r11, %zmm1
	vmovdqa64	%zmm1, 4928(%rsp)
	movq	4224(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqa64	%zmm1, 4864(%rsp)
	movq	3776(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqa64	%zmm1, 4800(%rsp)
	movq	%r8, 1152(%rsp)
	vpbroadcastq	%r8, %zmm1
	vmovdqa64	%zmm1, 5504(%rsp)
	movq	1008(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	vmovdqa64	%zmm1, 4608(%rsp)
	movl	288(%rsp), %eax
	vpbroadcastd	%eax, %zmm1
	vmovdqa64	%zmm1, 5440(%rsp)
	vpbroadcastq	%xmm2, %zmm1
	vmovdqa64	%zmm1, 5376(%rsp)
	vpbroadcastq	%xmm0, %zmm0
	vmovdqa64	%zmm0, 6080(%rsp)
	vbroadcastss	2048(%rsp), %zmm0
	vmovaps	%zmm0, 2176(%rsp)
	imulq	$60, %rbx, %rax
	movq	1136(%rsp), %rdx
	addq	%rdx, %rax
	movq	%rax, 3264(%rsp)
	imulq	$56, %rbx, %r10
	addq	%rdx, %r10
	imulq	$52, %rbx, %rax
	addq	%rdx, %rax
	movq	%rax, 4160(%rsp)
	leaq	(%rbx,%rbx,2), %rax
	leaq	(%rdx,%rax,8), %r8
	movq	%r8, 5312(%rsp)
	leaq	(%rdx,%rax,4), %r8
	movq	%r8, 5248(%rsp)
	shlq	$4, %rax
	addq	%rdx, %rax
	movq	%rax, 3648(%rsp)
	imulq	$44, %rbx, %rax
	addq	%rdx, %rax
	movq	%rax, 4096(%rsp)
	movq	%rbx, %rax
	shlq	$5, %rax
	addq	%rdx, %rax
	movq	%rax, 6720(%rsp)
	leaq	(%rbx,%rbx,8), %rax
	leaq	(%rdx,%rax,4), %r8
	movq	%r8, 6976(%rsp)
	leaq	(%rax,%rax,2), %rax
	addq	%rbx, %rax
	addq	%rdx, %rax
	movq	%rax, 6912(%rsp)
	leaq	(%rbx,%rbx,4), %rax
	leaq	(%rdx,%rax,8), %r8
	movq	%r8, 5696(%rsp)
	leaq	(%rdx,%rax,4), %rax
	movq	%rax, 4032(%rsp)
	movq	%rbx, %r8
	shlq	$4, %r8
	addq	%rdx, %r8
	movq	%r8, 6272(%rsp)
	vbroadcastss	.LCPI0_2(%rip), %zmm30
	vxorps	%xmm28, %xmm28, %xmm28
	leaq	(%rdx,%rbx,8), %rax
	leaq	(%rdx,%rbx,4), %rcx
	movq	$0, 3328(%rsp)
	movq	432(%rsp), %r11
	movq	3584(%rsp), %rsi
	movq	%r12, 3840(%rsp)
	jmp	.LBB0_132
	.p2align	4
.LBB0_131:
	addq	$64, %rbx
	addq	$-64, %r15
	incq	3328(%rsp)
	addq	$3840, 3264(%rsp)
	addq	$3584, %r10
	addq	$3328, 4160(%rsp)
	addq	$3072, 3648(%rsp)
	addq	$2816, 4096(%rsp)
	addq	$2560, 5696(%rsp)
	addq	$2304, 6976(%rsp)
	addq	$2048, 6720(%rsp)
	addq	$1792, 6912(%rsp)
	addq	$1536, 5312(%rsp)
	addq	$1280, 4032(%rsp)
	addq	$1024, 6272(%rsp)
	addq	$768, 5248(%rsp)
	addq	$512, %rax
	addq	$256, %rcx
	addq	$256, %rsi
	addq	$512, %r11
	movq	232(%rsp), %rdi
	cmpq	%rdi, %rbx
	movq	%r9, %r13
	jae	.LBB0_1281
.LBB0_132:
	movq	%r11, 1408(%rsp)
	cmpq	$1, %r15
	movq	%r15, %r8
	adcq	$0, %r8
	cmpq	$64, %r8
	movl	$64, %edx
	cmovaeq	%rdx, %r8
	movq	%r8, 1920(%rsp)
	movq	%rdi, %rdx
	subq	%rbx, %rdx
	cmpq	$64, %rdx
	movl	$64, %r8d
	cmovbq	%rdx, %r8
	movl	$0, %r11d
	cmovaeq	200(%rsp), %r11
	decq	%r11
	cmpq	$14, %r11
	movq	%rax, 1600(%rsp)
	vmovaps	%zmm25, 1280(%rsp)
	vmovdqa64	%zmm31, 2880(%rsp)
	vmovaps	%zmm17, 2816(%rsp)
	movq	%rbx, %r14
	ja	.LBB0_148
	leaq	.LJTI0_0(%rip), %rdi
	movslq	(%rdi,%r11,4), %rdx
	addq	%rdi, %rdx
	jmpq	*%rdx
.LBB0_134:
	movq	$-16, %rdx
	movq	208(%rsp), %rdi
	.p2align	4
.LBB0_135:
	vmovups	64(%rcx,%rdx,4), %zmm0
	vmovups	%zmm0, 23808(%rsp,%rdx,4)
	addq	$16, %rdx
	cmpq	$48, %rdx
	jb	.LBB0_135
	jmp	.LBB0_168
.LBB0_136:
	movq	$-8, %r8
	movq	3264(%rsp), %rbx
	movq	208(%rsp), %rdi
	.p2align	4
.LBB0_137:
	vmovups	448(%rbx), %ymm0
	vmovaps	%zmm0, 896(%rsp)
	vmovups	384(%rbx), %zmm17
	vmovupd	320(%rbx), %zmm16
	vmovupd	256(%rbx), %zmm15
	vmovups	64(%rbx), %zmm24
	vmovups	(%rbx), %zmm1
	vmovupd	192(%rbx), %zmm22
	vmovupd	128(%rbx), %zmm0
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
	vbroadcastss	420(%rbx), %ymm5
	vblendps	$128, %ymm5, %ymm4, %ymm4
	vblendps	$224, %ymm4, %ymm3, %ymm2
	vbroadcastss	424(%rbx), %ymm3
	vbroadcastss	428(%rbx), %ymm29
	vmovups	(%rbx), %xmm7
	vmovups	64(%rbx), %xmm8
	vmovups	128(%rbx), %xmm10
	vmovups	192(%rbx), %xmm5
	vbroadcastss	144(%rbx), %ymm28
	vmovups	416(%rbx), %ymm20
	vmovups	256(%rbx), %xmm18
	vmovups	320(%rbx), %xmm13
	vmovups	(%rbx), %ymm11
	vmovups	64(%rbx), %ymm12
	vmovups	256(%rbx), %ymm4
	vunpcklps	332(%rbx){1to8}, %ymm4, %ymm27
	vmovups	128(%rbx), %ymm6
	vmovups	192(%rbx), %ymm21
	vmovups	384(%rbx), %xmm23
	vmovups	448(%rbx), %xmm9
	vmovups	320(%rbx), %ymm19
	vmovups	384(%rbx), %ymm26
	vmovups	%ymm2, 23776(%rsp,%r8,4)
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
	vmovups	%ymm2, 24032(%rsp,%r8,4)
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
	vmovups	%ymm2, 24288(%rsp,%r8,4)
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
	vmovups	%ymm2, 24544(%rsp,%r8,4)
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
	vmovups	%ymm2, 24800(%rsp,%r8,4)
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
	vmovups	%ymm2, 25056(%rsp,%r8,4)
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
	vmovups	%ymm2, 25312(%rsp,%r8,4)
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
	vmovups	%ymm2, 25568(%rsp,%r8,4)
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
	vmovups	%ymm2, 25824(%rsp,%r8,4)
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
	vmovups	%ymm2, 26080(%rsp,%r8,4)
	vmovaps	%ymm4, %ymm2
	vbroadcastsd	.LCPI0_67(%rip), %ymm5
	vpermt2ps	%ymm19, %ymm5, %ymm2
	vmovaps	896(%rsp), %zmm9
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
	vmovups	%ymm2, 26336(%rsp,%r8,4)
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
	vmovups	%ymm2, 26592(%rsp,%r8,4)
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
	vmovups	%ymm1, 26848(%rsp,%r8,4)
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
	vmovups	%ymm1, 27104(%rsp,%r8,4)
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
	vmovups	%ymm0, 27360(%rsp,%r8,4)
	addq	$8, %r8
	addq	$480, %rbx
	cmpq	$56, %r8
	jb	.LBB0_137
	jmp	.LBB0_168
.LBB0_138:
	movq	$-8, %rdx
	movq	3648(%rsp), %r8
	movq	208(%rsp), %rdi
	.p2align	4
.LBB0_139:
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
	vmovups	%ymm6, 23776(%rsp,%rdx,4)
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
	vmovups	%ymm6, 24032(%rsp,%rdx,4)
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
	vmovups	%ymm6, 24288(%rsp,%rdx,4)
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
	vmovups	%ymm6, 24544(%rsp,%rdx,4)
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
	vmovups	%ymm6, 24800(%rsp,%rdx,4)
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
	vmovups	%ymm6, 25056(%rsp,%rdx,4)
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
	vmovups	%ymm6, 25312(%rsp,%rdx,4)
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
	vmovups	%ymm6, 25568(%rsp,%rdx,4)
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
	vmovups	%ymm6, 25824(%rsp,%rdx,4)
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
	vmovups	%ymm6, 26080(%rsp,%rdx,4)
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
	vmovups	%ymm6, 26336(%rsp,%rdx,4)
	vmovddup	.LCPI0_412(%rip), %xmm6
	vpermt2ps	%zmm5, %zmm6, %zmm2
	vbroadcastf128	.LCPI0_423(%rip), %ymm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vblendps	$3, %ymm2, %ymm3, %ymm2
	vbroadcastf128	.LCPI0_424(%rip), %ymm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vblendps	$224, %ymm0, %ymm2, %ymm0
	vmovups	%ymm0, 26592(%rsp,%rdx,4)
	addq	$8, %rdx
	addq	$384, %r8
	cmpq	$56, %rdx
	jb	.LBB0_139
	jmp	.LBB0_168
.LBB0_140:
	movq	$-16, %rdx
	movq	4032(%rsp), %r8
	movq	208(%rsp), %rdi
	movw	$8064, %r11w
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
.LBB0_141:
	vmovups	256(%r8), %zmm0
	vmovups	(%r8), %zmm1
	vmovups	64(%r8), %zmm2
	vmovups	128(%r8), %zmm3
	vmovups	192(%r8), %zmm4
	vbroadcasti64x4	.LCPI0_328(%rip), %zmm5
	vpermi2ps	%zmm4, %zmm3, %zmm5
	vmovaps	%zmm1, %zmm6
	vpermt2ps	%zmm2, %zmm7, %zmm6
	kmovd	%r11d, %k1
	vmovaps	%zmm5, %zmm6 {%k1}
	vpermt2ps	%zmm0, %zmm8, %zmm6
	vmovups	%zmm6, 23808(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_331(%rip), %zmm5
	vpermi2ps	%zmm4, %zmm3, %zmm5
	vmovaps	%zmm2, %zmm6
	vpermt2ps	%zmm1, %zmm9, %zmm6
	vmovaps	%zmm5, %zmm6 {%k1}
	vpermt2ps	%zmm0, %zmm10, %zmm6
	vmovups	%zmm6, 24064(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm5
	vpermt2ps	%zmm2, %zmm11, %zmm5
	vbroadcasti64x4	.LCPI0_335(%rip), %zmm6
	vpermi2ps	%zmm4, %zmm3, %zmm6
	movb	$7, %bl
	kmovd	%ebx, %k1
	vmovapd	%zmm5, %zmm6 {%k1}
	vpermt2ps	%zmm0, %zmm12, %zmm6
	vmovups	%zmm6, 24320(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm5
	vbroadcasti64x4	.LCPI0_338(%rip), %zmm6
	vpermt2ps	%zmm2, %zmm13, %zmm5
	vpermi2ps	%zmm3, %zmm4, %zmm6
	vmovapd	%zmm5, %zmm6 {%k1}
	vpermt2ps	%zmm0, %zmm14, %zmm6
	vmovups	%zmm6, 24576(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_340(%rip), %zmm5
	vpermi2ps	%zmm4, %zmm3, %zmm5
	vpermt2ps	%zmm2, %zmm15, %zmm1
	movb	$56, %bl
	kmovd	%ebx, %k1
	vmovapd	%zmm5, %zmm1 {%k1}
	vpermt2ps	%zmm0, %zmm16, %zmm1
	vmovups	%zmm1, 24832(%rsp,%rdx,4)
	addq	$16, %rdx
	addq	$320, %r8
	cmpq	$48, %rdx
	jb	.LBB0_141
	jmp	.LBB0_168
.LBB0_142:
	movq	$-8, %r8
	movq	4160(%rsp), %rbx
	movq	208(%rsp), %rdi
	.p2align	4
.LBB0_143:
	vmovupd	384(%rbx), %ymm0
	vmovups	128(%rbx), %zmm6
	vmovups	192(%rbx), %zmm5
	vmovups	320(%rbx), %zmm2
	vmovups	256(%rbx), %zmm1
	vmovups	64(%rbx), %zmm4
	vmovups	(%rbx), %zmm3
	vmovupd	128(%rbx), %ymm7
	vperm2f128	$49, 192(%rbx), %ymm7, %ymm7
	vmovaps	%zmm3, %zmm8
	vmovaps	.LCPI0_130(%rip), %xmm9
	vpermt2ps	%zmm4, %zmm9, %zmm8
	vblendps	$248, %ymm7, %ymm8, %ymm7
	vmovaps	%zmm1, %zmm8
	vbroadcastf128	.LCPI0_425(%rip), %ymm9
	vpermt2ps	%zmm2, %zmm9, %zmm8
	vblendps	$224, %ymm8, %ymm7, %ymm15
	vbroadcastss	388(%rbx), %ymm11
	vmovupd	256(%rbx), %ymm13
	vmovupd	320(%rbx), %ymm14
	vbroadcastss	392(%rbx), %ymm9
	vmovups	(%rbx), %ymm10
	vmovups	64(%rbx), %ymm12
	vbroadcastss	396(%rbx), %ymm8
	vbroadcastss	152(%rbx), %ymm7
	vblendps	$8, 192(%rbx), %xmm7, %xmm7
	vmovaps	%xmm7, %xmm18
	vmovups	%ymm15, 23776(%rsp,%r8,4)
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
	vmovups	%ymm7, 24032(%rsp,%r8,4)
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
	vmovups	%ymm7, 24288(%rsp,%r8,4)
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
	vmovups	%ymm7, 24544(%rsp,%r8,4)
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
	vmovups	%ymm7, 24800(%rsp,%r8,4)
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
	vmovups	%ymm7, 25056(%rsp,%r8,4)
	vmovaps	%zmm6, %zmm7
	vbroadcastf128	.LCPI0_434(%rip), %ymm13
	vpermt2ps	%zmm5, %zmm13, %zmm7
	vblendps	$240, %ymm10, %ymm12, %ymm13
	vmovaps	.LCPI0_146(%rip), %ymm14
	vpermt2ps	%ymm13, %ymm14, %ymm7
	vblendps	$128, %ymm11, %ymm15, %ymm11
	vblendps	$224, %ymm11, %ymm7, %ymm7
	vmovups	%ymm7, 25312(%rsp,%r8,4)
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
	vmovups	%ymm7, 25568(%rsp,%r8,4)
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
	vmovups	%ymm7, 25824(%rsp,%r8,4)
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
	vmovups	%ymm7, 26080(%rsp,%r8,4)
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
	vmovups	%ymm7, 26336(%rsp,%r8,4)
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
	vmovups	%ymm5, 26592(%rsp,%r8,4)
	vmovddup	.LCPI0_450(%rip), %xmm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vmovaps	%xmm18, %xmm4
	vblendps	$3, %xmm3, %xmm4, %xmm3
	vbroadcastf128	.LCPI0_451(%rip), %ymm4
	vpermt2ps	%zmm2, %zmm4, %zmm1
	vblendps	$128, %ymm0, %ymm1, %ymm0
	vblendps	$15, %ymm3, %ymm0, %ymm0
	vmovups	%ymm0, 26848(%rsp,%r8,4)
	addq	$8, %r8
	addq	$416, %rbx
	cmpq	$56, %r8
	jb	.LBB0_143
	jmp	.LBB0_168
.LBB0_144:
	movq	$-8, %rdx
	movq	5696(%rsp), %r8
	movq	208(%rsp), %rdi
	vmovaps	.LCPI0_240(%rip), %ymm11
	.p2align	4
.LBB0_145:
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
	vmovups	%ymm6, 23776(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm6
	vbroadcastf128	.LCPI0_453(%rip), %ymm10
	vpermt2ps	%zmm3, %zmm10, %zmm6
	vmovaps	%zmm1, %zmm10
	vmovaps	.LCPI0_237(%rip), %xmm12
	vpermt2ps	%zmm0, %zmm12, %zmm10
	vblendps	$240, %ymm6, %ymm10, %ymm6
	vblendps	$128, %ymm5, %ymm6, %ymm6
	vmovups	%ymm6, 24032(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm6
	vmovaps	.LCPI0_238(%rip), %xmm10
	vpermt2ps	%zmm0, %zmm10, %zmm6
	vmovaps	%zmm3, %zmm10
	vbroadcastf128	.LCPI0_454(%rip), %ymm12
	vpermt2ps	%zmm2, %zmm12, %zmm10
	vblendps	$7, %ymm6, %ymm10, %ymm6
	vpermt2ps	%ymm4, %ymm11, %ymm6
	vmovups	%ymm6, 24288(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm6
	vmovaps	.LCPI0_241(%rip), %xmm10
	vpermt2ps	%zmm0, %zmm10, %zmm6
	vmovaps	%zmm3, %zmm10
	vbroadcastf128	.LCPI0_455(%rip), %ymm12
	vpermt2ps	%zmm2, %zmm12, %zmm10
	vblendps	$7, %ymm6, %ymm10, %ymm6
	vblendps	$128, %ymm7, %ymm6, %ymm6
	vmovups	%ymm6, 24544(%rsp,%rdx,4)
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
	vmovups	%ymm7, 24800(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm7
	vbroadcastf128	.LCPI0_458(%rip), %ymm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vmovaps	%zmm1, %zmm8
	vmovaps	.LCPI0_247(%rip), %xmm9
	vpermt2ps	%zmm0, %zmm9, %zmm8
	vblendps	$248, %ymm7, %ymm8, %ymm7
	vinsertf128	$1, %xmm6, %ymm0, %ymm6
	vblendps	$192, %ymm6, %ymm7, %ymm6
	vmovups	%ymm6, 25056(%rsp,%rdx,4)
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
	vmovups	%ymm6, 25312(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm6
	vbroadcastf128	.LCPI0_460(%rip), %ymm8
	vpermt2ps	%zmm2, %zmm8, %zmm6
	vmovaps	%zmm0, %zmm8
	vmovaps	.LCPI0_252(%rip), %xmm9
	vpermt2ps	%zmm1, %zmm9, %zmm8
	vblendps	$248, %ymm6, %ymm8, %ymm6
	vmovaps	.LCPI0_253(%rip), %ymm8
	vpermt2ps	%ymm7, %ymm8, %ymm6
	vmovups	%ymm6, 25568(%rsp,%rdx,4)
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
	vmovups	%ymm6, 25824(%rsp,%rdx,4)
	vbroadcastf128	.LCPI0_462(%rip), %ymm6
	vpermt2ps	%zmm3, %zmm6, %zmm2
	vmovaps	.LCPI0_257(%rip), %xmm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vblendps	$248, %ymm2, %ymm0, %ymm0
	vshufps	$19, %ymm5, %ymm4, %ymm1
	vpermt2ps	%ymm1, %ymm8, %ymm0
	vmovups	%ymm0, 26080(%rsp,%rdx,4)
	addq	$8, %rdx
	addq	$320, %r8
	cmpq	$56, %rdx
	jb	.LBB0_145
	jmp	.LBB0_168
.LBB0_146:
	movq	$-16, %rdx
	movq	5248(%rsp), %r8
	movq	208(%rsp), %rdi
	vmovaps	.LCPI0_347(%rip), %zmm4
	vmovaps	.LCPI0_348(%rip), %zmm5
	vmovaps	.LCPI0_349(%rip), %zmm6
	vmovaps	.LCPI0_350(%rip), %zmm7
	vmovaps	.LCPI0_351(%rip), %zmm8
	vmovaps	.LCPI0_352(%rip), %zmm9
	.p2align	4
.LBB0_147:
	vmovups	(%r8), %zmm0
	vmovups	64(%r8), %zmm1
	vmovups	128(%r8), %zmm2
	vmovaps	%zmm0, %zmm3
	vpermt2ps	%zmm1, %zmm4, %zmm3
	vpermt2ps	%zmm2, %zmm5, %zmm3
	vmovups	%zmm3, 23808(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm3
	vpermt2ps	%zmm0, %zmm6, %zmm3
	vpermt2ps	%zmm2, %zmm7, %zmm3
	vmovups	%zmm3, 24064(%rsp,%rdx,4)
	vpermt2ps	%zmm1, %zmm8, %zmm0
	vpermt2ps	%zmm2, %zmm9, %zmm0
	vmovups	%zmm0, 24320(%rsp,%rdx,4)
	addq	$16, %rdx
	addq	$192, %r8
	cmpq	$48, %rdx
	jb	.LBB0_147
	jmp	.LBB0_168
.LBB0_148:
	cmpq	$0, 200(%rsp)
	vmovaps	2304(%rsp), %zmm6
	je	.LBB0_254
	movq	%rsi, 568(%rsp)
	movq	%rcx, 896(%rsp)
	movq	%r15, 704(%rsp)
	decq	%r8
	xorl	%r11d, %r11d
	movq	1136(%rsp), %rdi
	movq	%r14, %r9
	movq	200(%rsp), %r15
	.p2align	4
.LBB0_150:
	movl	%r11d, %ebx
	andl	$60, %ebx
	cmpq	%rbx, %rdx
	cmovbeq	%r8, %rbx
	addq	%r9, %rbx
	imulq	%r15, %rbx
	leaq	(%rdi,%rbx,4), %r12
	movq	%r11, %rbx
	shrq	$6, %rbx
	vmovss	(%r12,%rbx,4), %xmm0
	vmovss	%xmm0, 23744(%rsp,%r11,4)
	leal	1(%r11), %r12d
	andl	$61, %r12d
	cmpq	%r12, %rdx
	cmovbeq	%r8, %r12
	addq	%r9, %r12
	imulq	%r15, %r12
	leaq	(%rdi,%r12,4), %r12
	vmovss	(%r12,%rbx,4), %xmm0
	vmovss	%xmm0, 23748(%rsp,%r11,4)
	leal	2(%r11), %r12d
	andl	$62, %r12d
	cmpq	%r12, %rdx
	cmovbeq	%r8, %r12
	addq	%r9, %r12
	imulq	%r15, %r12
	leaq	(%rdi,%r12,4), %r12
	vmovss	(%r12,%rbx,4), %xmm0
	vmovss	%xmm0, 23752(%rsp,%r11,4)
	leal	3(%r11), %r12d
	andl	$63, %r12d
	cmpq	%r12, %rdx
	cmovbeq	%r8, %r12
	addq	%r9, %r12
	imulq	%r15, %r12
	leaq	(%rdi,%r12,4), %r12
	vmovss	(%r12,%rbx,4), %xmm0
	movq	3840(%rsp), %r12
	vmovss	%xmm0, 23756(%rsp,%r11,4)
	addq	$4, %r11
	cmpq	%r11, %r12
	jne	.LBB0_150
	cmpb	$0, 2688(%rsp)
	movq	208(%rsp), %rdi
	movq	704(%rsp), %r15
	movq	896(%rsp), %rcx
	movq	568(%rsp), %rsi
	jne	.LBB0_170
	jmp	.LBB0_182
.LBB0_152:
	movq	$-16, %rdx
	movq	6272(%rsp), %r8
	movq	208(%rsp), %rdi
	.p2align	4
.LBB0_153:
	vmovups	(%r8), %zmm0
	vmovups	64(%r8), %zmm1
	vmovups	128(%r8), %zmm2
	vmovups	192(%r8), %zmm3
	vbroadcasti64x4	.LCPI0_343(%rip), %zmm4
	vmovaps	%zmm2, %zmm5
	vpermt2ps	%zmm3, %zmm4, %zmm5
	vpermi2ps	%zmm1, %zmm0, %zmm4
	vshuff64x2	$228, %zmm5, %zmm4, %zmm4
	vmovupd	%zmm4, 23808(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_344(%rip), %zmm4
	vmovaps	%zmm2, %zmm5
	vpermt2ps	%zmm3, %zmm4, %zmm5
	vpermi2ps	%zmm1, %zmm0, %zmm4
	vshuff64x2	$228, %zmm5, %zmm4, %zmm4
	vmovupd	%zmm4, 24064(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_345(%rip), %zmm4
	vmovaps	%zmm2, %zmm5
	vpermt2ps	%zmm3, %zmm4, %zmm5
	vpermi2ps	%zmm1, %zmm0, %zmm4
	vshuff64x2	$228, %zmm5, %zmm4, %zmm4
	vmovupd	%zmm4, 24320(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_346(%rip), %zmm4
	vpermt2ps	%zmm3, %zmm4, %zmm2
	vpermt2ps	%zmm1, %zmm4, %zmm0
	vshuff64x2	$228, %zmm2, %zmm0, %zmm0
	vmovupd	%zmm0, 24576(%rsp,%rdx,4)
	addq	$16, %rdx
	addq	$256, %r8
	cmpq	$48, %rdx
	jb	.LBB0_153
	jmp	.LBB0_168
.LBB0_154:
	movq	$-16, %rdx
	movq	6720(%rsp), %r8
	movq	208(%rsp), %rdi
	.p2align	4
.LBB0_155:
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
	movb	$-64, %r11b
	kmovd	%r11d, %k1
	vmovapd	%zmm9, %zmm10 {%k1}
	vmovaps	%zmm1, %zmm9
	vpermt2ps	%zmm4, %zmm8, %zmm9
	vpermi2ps	%zmm2, %zmm0, %zmm8
	vblendps	$240, %ymm9, %ymm8, %ymm8
	vinsertf64x4	$0, %ymm8, %zmm10, %zmm8
	vmovupd	%zmm8, 23808(%rsp,%rdx,4)
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
	vmovupd	%zmm8, 24064(%rsp,%rdx,4)
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
	vmovupd	%zmm8, 24320(%rsp,%rdx,4)
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
	vmovupd	%zmm8, 24576(%rsp,%rdx,4)
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
	vmovupd	%zmm8, 24832(%rsp,%rdx,4)
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
	vmovupd	%zmm8, 25088(%rsp,%rdx,4)
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
	vmovupd	%zmm8, 25344(%rsp,%rdx,4)
	vbroadcasti32x4	.LCPI0_283(%rip), %zmm8
	vpermt2ps	%zmm7, %zmm8, %zmm6
	vpermt2ps	%zmm5, %zmm8, %zmm3
	vmovapd	%zmm6, %zmm3 {%k1}
	vpermt2ps	%zmm4, %zmm8, %zmm1
	vpermt2ps	%zmm2, %zmm8, %zmm0
	vblendps	$240, %ymm1, %ymm0, %ymm0
	vinsertf64x4	$0, %ymm0, %zmm3, %zmm0
	vmovupd	%zmm0, 25600(%rsp,%rdx,4)
	addq	$16, %rdx
	addq	$512, %r8
	cmpq	$48, %rdx
	jb	.LBB0_155
	jmp	.LBB0_168
.LBB0_156:
	movq	$-16, %rdx
	movq	208(%rsp), %rdi
	vmovaps	.LCPI0_353(%rip), %zmm3
	vmovaps	.LCPI0_354(%rip), %zmm4
	.p2align	4
.LBB0_157:
	vmovups	128(%rax,%rdx,8), %zmm0
	vmovups	192(%rax,%rdx,8), %zmm1
	vmovaps	%zmm0, %zmm2
	vpermt2ps	%zmm1, %zmm3, %zmm2
	vmovups	%zmm2, 23808(%rsp,%rdx,4)
	vpermt2ps	%zmm1, %zmm4, %zmm0
	vmovups	%zmm0, 24064(%rsp,%rdx,4)
	addq	$16, %rdx
	cmpq	$48, %rdx
	jb	.LBB0_157
	jmp	.LBB0_168
.LBB0_158:
	movq	$-16, %rdx
	movq	5312(%rsp), %r8
	movq	208(%rsp), %rdi
	vmovaps	.LCPI0_311(%rip), %ymm9
	vmovaps	.LCPI0_314(%rip), %ymm10
	vmovaps	.LCPI0_316(%rip), %ymm11
	vmovaps	.LCPI0_319(%rip), %ymm12
	vmovaps	.LCPI0_323(%rip), %ymm13
	vmovaps	.LCPI0_326(%rip), %ymm14
	.p2align	4
.LBB0_159:
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
	movb	$56, %r11b
	kmovd	%r11d, %k2
	vmovapd	%zmm6, %zmm7 {%k2}
	vbroadcasti64x4	.LCPI0_312(%rip), %zmm6
	vpermi2ps	%zmm0, %zmm2, %zmm6
	movw	$-2048, %r11w
	kmovd	%r11d, %k1
	vmovaps	%zmm6, %zmm7 {%k1}
	vmovups	%zmm7, 23808(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_313(%rip), %zmm6
	vpermi2ps	%zmm4, %zmm5, %zmm6
	vmovaps	%zmm3, %zmm7
	vpermt2ps	%zmm1, %zmm10, %zmm7
	vmovapd	%zmm6, %zmm7 {%k2}
	vbroadcasti64x4	.LCPI0_315(%rip), %zmm6
	vpermi2ps	%zmm0, %zmm2, %zmm6
	vmovaps	%zmm6, %zmm7 {%k1}
	vmovups	%zmm7, 24064(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm6
	vpermt2ps	%zmm1, %zmm11, %zmm6
	vbroadcasti64x4	.LCPI0_317(%rip), %zmm7
	vpermi2ps	%zmm5, %zmm4, %zmm7
	movw	$31, %r11w
	kmovd	%r11d, %k2
	vbroadcasti64x4	.LCPI0_318(%rip), %zmm8
	vmovaps	%zmm6, %zmm7 {%k2}
	vpermi2ps	%zmm2, %zmm0, %zmm8
	vmovaps	%zmm8, %zmm7 {%k1}
	vmovups	%zmm7, 24320(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm6
	vpermt2ps	%zmm1, %zmm12, %zmm6
	vbroadcasti64x4	.LCPI0_320(%rip), %zmm7
	vpermi2ps	%zmm5, %zmm4, %zmm7
	vmovaps	%zmm6, %zmm7 {%k2}
	vbroadcasti64x4	.LCPI0_321(%rip), %zmm6
	vpermi2ps	%zmm2, %zmm0, %zmm6
	vmovaps	%zmm6, %zmm7 {%k1}
	vmovups	%zmm7, 24576(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_322(%rip), %zmm6
	vpermi2ps	%zmm5, %zmm4, %zmm6
	vmovaps	%zmm1, %zmm7
	vpermt2ps	%zmm3, %zmm13, %zmm7
	movw	$992, %r11w
	kmovd	%r11d, %k1
	vmovaps	%zmm6, %zmm7 {%k1}
	vbroadcasti64x4	.LCPI0_324(%rip), %zmm6
	vpermi2ps	%zmm0, %zmm2, %zmm6
	movb	$-32, %r11b
	kmovd	%r11d, %k2
	vmovapd	%zmm6, %zmm7 {%k2}
	vmovupd	%zmm7, 24832(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_325(%rip), %zmm6
	vpermi2ps	%zmm5, %zmm4, %zmm6
	vpermt2ps	%zmm3, %zmm14, %zmm1
	vmovaps	%zmm6, %zmm1 {%k1}
	vbroadcasti64x4	.LCPI0_327(%rip), %zmm3
	vpermi2ps	%zmm0, %zmm2, %zmm3
	vmovapd	%zmm3, %zmm1 {%k2}
	vmovupd	%zmm1, 25088(%rsp,%rdx,4)
	addq	$16, %rdx
	addq	$384, %r8
	cmpq	$48, %rdx
	jb	.LBB0_159
	jmp	.LBB0_168
.LBB0_160:
	movq	$-8, %r8
	movq	%r10, %rbx
	movq	208(%rsp), %rdi
	.p2align	4
.LBB0_161:
	vmovups	256(%rbx), %zmm7
	vmovups	320(%rbx), %zmm6
	vmovups	64(%rbx), %zmm22
	vmovups	(%rbx), %zmm2
	vmovups	128(%rbx), %zmm1
	vmovups	192(%rbx), %zmm3
	vmovaps	%zmm3, %zmm4
	vbroadcastf128	.LCPI0_463(%rip), %ymm0
	vpermt2ps	%zmm1, %zmm0, %zmm4
	vmovaps	%zmm2, %zmm5
	vmovaps	.LCPI0_88(%rip), %xmm0
	vpermt2ps	%zmm22, %zmm0, %zmm5
	vblendps	$248, %ymm4, %ymm5, %ymm4
	vmovups	320(%rbx), %ymm18
	vmovups	256(%rbx), %ymm19
	vshufps	$200, %ymm18, %ymm19, %ymm5
	vbroadcastss	392(%rbx), %ymm8
	vblendps	$128, %ymm8, %ymm5, %ymm5
	vblendps	$224, %ymm5, %ymm4, %ymm14
	vbroadcastss	396(%rbx), %ymm8
	vbroadcastss	420(%rbx), %ymm10
	vbroadcastss	424(%rbx), %ymm9
	vbroadcastss	148(%rbx), %xmm4
	vblendps	$8, 192(%rbx), %xmm4, %xmm13
	vbroadcastss	428(%rbx), %ymm15
	vmovups	192(%rbx), %ymm20
	vmovups	(%rbx), %ymm4
	vmovups	64(%rbx), %ymm5
	vmovups	128(%rbx), %ymm12
	vbroadcastss	328(%rbx), %ymm17
	vbroadcastss	388(%rbx), %ymm16
	vmovups	416(%rbx), %ymm21
	vmovups	384(%rbx), %ymm11
	vmovups	%ymm14, 23776(%rsp,%r8,4)
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
	vmovups	%ymm0, 24032(%rsp,%r8,4)
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
	vmovups	%ymm0, 24288(%rsp,%r8,4)
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
	vmovups	%ymm0, 24544(%rsp,%r8,4)
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
	vmovups	%ymm0, 24800(%rsp,%r8,4)
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
	vmovups	%ymm0, 25056(%rsp,%r8,4)
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
	vmovups	%ymm0, 25312(%rsp,%r8,4)
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
	vmovups	%ymm0, 25568(%rsp,%r8,4)
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
	vmovups	%ymm0, 25824(%rsp,%r8,4)
	vmovaps	%zmm2, %zmm0
	vmovddup	.LCPI0_476(%rip), %xmm4
	vpermt2ps	%zmm22, %zmm4, %zmm0
	vblendps	$3, %xmm0, %xmm13, %xmm0
	vmovaps	%zmm7, %zmm4
	vbroadcastf128	.LCPI0_477(%rip), %ymm5
	vpermt2ps	%zmm6, %zmm5, %zmm4
	vblendps	$128, %ymm15, %ymm4, %ymm4
	vblendps	$15, %ymm0, %ymm4, %ymm0
	vmovups	%ymm0, 26080(%rsp,%r8,4)
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
	vmovups	%ymm0, 26336(%rsp,%r8,4)
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
	vmovups	%ymm0, 26592(%rsp,%r8,4)
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
	vmovups	%ymm0, 26848(%rsp,%r8,4)
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
	vmovups	%ymm0, 27104(%rsp,%r8,4)
	addq	$8, %r8
	addq	$448, %rbx
	cmpq	$56, %r8
	jb	.LBB0_161
	jmp	.LBB0_168
.LBB0_162:
	movq	$-16, %rdx
	movq	6912(%rsp), %r8
	movq	208(%rsp), %rdi
	vmovaps	.LCPI0_285(%rip), %ymm15
	vmovaps	.LCPI0_289(%rip), %ymm16
	vmovaps	.LCPI0_293(%rip), %ymm17
	vmovaps	.LCPI0_297(%rip), %ymm18
	vmovaps	.LCPI0_303(%rip), %xmm19
	vmovaps	.LCPI0_306(%rip), %xmm20
	vmovaps	.LCPI0_309(%rip), %xmm21
	.p2align	4
.LBB0_163:
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
	movw	$992, %r11w
	kmovd	%r11d, %k1
	vmovaps	%zmm5, %zmm8 {%k1}
	vbroadcasti32x4	.LCPI0_286(%rip), %zmm5
	vpermi2ps	%zmm4, %zmm3, %zmm5
	vbroadcasti64x4	.LCPI0_287(%rip), %zmm9
	vpermi2ps	%zmm1, %zmm5, %zmm9
	movb	$-32, %r11b
	kmovd	%r11d, %k1
	vmovapd	%zmm9, %zmm8 {%k1}
	vmovupd	%zmm8, 23808(%rsp,%rdx,4)
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
	movw	$480, %r11w
	kmovd	%r11d, %k2
	vmovaps	%zmm7, %zmm13 {%k2}
	vbroadcasti64x4	.LCPI0_290(%rip), %zmm7
	vpermi2ps	%zmm4, %zmm3, %zmm7
	vbroadcasti64x4	.LCPI0_291(%rip), %zmm14
	vpermi2ps	%zmm1, %zmm7, %zmm14
	movw	$-512, %r11w
	kmovd	%r11d, %k1
	vmovaps	%zmm14, %zmm13 {%k1}
	vmovups	%zmm13, 24064(%rsp,%rdx,4)
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
	vmovups	%zmm6, 24320(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm6
	vpermt2ps	%zmm0, %zmm18, %zmm6
	vmovaps	%zmm9, %zmm6 {%k2}
	vbroadcasti64x4	.LCPI0_298(%rip), %zmm8
	vpermi2ps	%zmm3, %zmm4, %zmm8
	vbroadcasti64x4	.LCPI0_299(%rip), %zmm9
	vpermi2ps	%zmm1, %zmm8, %zmm9
	vmovaps	%zmm9, %zmm6 {%k1}
	vmovups	%zmm6, 24576(%rsp,%rdx,4)
	vbroadcasti64x4	.LCPI0_300(%rip), %zmm6
	vpermi2ps	%zmm3, %zmm4, %zmm6
	vbroadcasti64x4	.LCPI0_301(%rip), %zmm8
	vpermi2ps	%zmm1, %zmm6, %zmm8
	vmovaps	%zmm0, %zmm6
	vpermt2ps	%zmm2, %zmm19, %zmm6
	vinsertf32x4	$0, %xmm6, %zmm10, %zmm6
	vmovaps	%zmm8, %zmm6 {%k1}
	vmovups	%zmm6, 24832(%rsp,%rdx,4)
	vpermi2ps	%zmm4, %zmm3, %zmm5
	vbroadcasti64x4	.LCPI0_304(%rip), %zmm6
	vpermi2ps	%zmm1, %zmm5, %zmm6
	vmovaps	%zmm0, %zmm5
	vpermt2ps	%zmm2, %zmm20, %zmm5
	vinsertf32x4	$0, %xmm5, %zmm11, %zmm5
	vmovaps	%zmm6, %zmm5 {%k1}
	vmovups	%zmm5, 25088(%rsp,%rdx,4)
	vpermt2ps	%zmm4, %zmm7, %zmm3
	vbroadcasti64x4	.LCPI0_307(%rip), %zmm4
	vpermi2ps	%zmm1, %zmm3, %zmm4
	vpermt2ps	%zmm2, %zmm21, %zmm0
	vinsertf32x4	$0, %xmm0, %zmm12, %zmm0
	vmovaps	%zmm4, %zmm0 {%k1}
	vmovups	%zmm0, 25344(%rsp,%rdx,4)
	addq	$16, %rdx
	addq	$448, %r8
	cmpq	$48, %rdx
	jb	.LBB0_163
	jmp	.LBB0_168
.LBB0_164:
	movq	$-8, %rdx
	movq	4096(%rsp), %r8
	movq	208(%rsp), %rdi
	.p2align	4
.LBB0_165:
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
	vmovups	%ymm8, 23776(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm8
	vbroadcastf128	.LCPI0_483(%rip), %ymm11
	vpermt2ps	%zmm4, %zmm11, %zmm8
	vmovaps	%zmm2, %zmm11
	vmovaps	.LCPI0_206(%rip), %xmm12
	vpermt2ps	%zmm5, %zmm12, %zmm11
	vblendps	$248, %ymm8, %ymm11, %ymm8
	vmovaps	.LCPI0_207(%rip), %ymm11
	vpermt2ps	%ymm10, %ymm11, %ymm8
	vmovups	%ymm8, 24032(%rsp,%rdx,4)
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
	vmovups	%ymm8, 24288(%rsp,%rdx,4)
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
	vmovups	%ymm8, 24544(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm8
	vbroadcastf128	.LCPI0_486(%rip), %ymm10
	vpermt2ps	%zmm3, %zmm10, %zmm8
	vmovaps	%zmm2, %zmm10
	vmovaps	.LCPI0_215(%rip), %xmm11
	vpermt2ps	%zmm5, %zmm11, %zmm10
	vblendps	$248, %ymm8, %ymm10, %ymm8
	vblendps	$128, %ymm7, %ymm6, %ymm6
	vblendps	$192, %ymm6, %ymm8, %ymm6
	vmovups	%ymm6, 24800(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm6
	vbroadcastf128	.LCPI0_487(%rip), %ymm7
	vpermt2ps	%zmm3, %zmm7, %zmm6
	vmovaps	%zmm5, %zmm7
	vmovaps	.LCPI0_217(%rip), %xmm8
	vpermt2ps	%zmm2, %zmm8, %zmm7
	vblendps	$248, %ymm6, %ymm7, %ymm6
	vmovaps	.LCPI0_218(%rip), %ymm7
	vpermt2ps	%ymm9, %ymm7, %ymm6
	vmovups	%ymm6, 25056(%rsp,%rdx,4)
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
	vmovups	%ymm6, 25312(%rsp,%rdx,4)
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
	vmovups	%ymm6, 25568(%rsp,%rdx,4)
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
	vmovups	%ymm6, 25824(%rsp,%rdx,4)
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
	vmovups	%ymm6, 26080(%rsp,%rdx,4)
	vmovddup	.LCPI0_493(%rip), %xmm6
	vpermt2ps	%zmm5, %zmm6, %zmm2
	vbroadcastf128	.LCPI0_495(%rip), %ymm5
	vpermt2ps	%zmm4, %zmm5, %zmm3
	vblendps	$3, %ymm2, %ymm3, %ymm2
	vbroadcastf128	.LCPI0_496(%rip), %ymm3
	vpermt2ps	%zmm1, %zmm3, %zmm0
	vblendps	$224, %ymm0, %ymm2, %ymm0
	vmovups	%ymm0, 26336(%rsp,%rdx,4)
	addq	$8, %rdx
	addq	$352, %r8
	cmpq	$56, %rdx
	jb	.LBB0_165
	jmp	.LBB0_168
.LBB0_166:
	movq	$-8, %rdx
	movq	6976(%rsp), %r8
	movq	208(%rsp), %rdi
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
	.p2align	4
.LBB0_167:
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
	vmovups	%ymm11, 23776(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm11
	vpermt2ps	%zmm4, %zmm17, %zmm11
	vmovaps	%zmm3, %zmm13
	vpermt2ps	%zmm1, %zmm18, %zmm13
	vblendps	$240, %ymm11, %ymm13, %ymm11
	vpermt2ps	%ymm0, %ymm19, %ymm11
	vmovups	%ymm11, 24032(%rsp,%rdx,4)
	vmovaps	%zmm2, %zmm11
	vpermt2ps	%zmm4, %zmm20, %zmm11
	vmovaps	%zmm3, %zmm13
	vpermt2ps	%zmm1, %zmm21, %zmm13
	vblendps	$240, %ymm11, %ymm13, %ymm11
	vblendps	$128, %ymm12, %ymm11, %ymm11
	vmovups	%ymm11, 24288(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm11
	vpermt2ps	%zmm2, %zmm22, %zmm11
	vmovaps	%zmm3, %zmm12
	vpermt2ps	%zmm1, %zmm23, %zmm12
	vblendps	$240, %ymm11, %ymm12, %ymm11
	vblendps	$128, %ymm10, %ymm11, %ymm10
	vmovups	%ymm10, 24544(%rsp,%rdx,4)
	vmovaps	%zmm4, %zmm10
	vpermt2ps	%zmm2, %zmm24, %zmm10
	vblendps	$240, %ymm10, %ymm8, %ymm8
	vblendps	$136, %ymm9, %ymm8, %ymm8
	vmovups	%ymm8, 24800(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm8
	vpermt2ps	%zmm1, %zmm25, %zmm8
	vmovaps	%zmm2, %zmm9
	vpermt2ps	%zmm4, %zmm26, %zmm9
	vblendps	$7, %ymm8, %ymm9, %ymm8
	vblendps	$128, %ymm7, %ymm8, %ymm7
	vmovups	%ymm7, 25056(%rsp,%rdx,4)
	vmovaps	%zmm3, %zmm7
	vpermt2ps	%zmm1, %zmm27, %zmm7
	vmovaps	%zmm2, %zmm8
	vpermt2ps	%zmm4, %zmm28, %zmm8
	vblendps	$7, %ymm7, %ymm8, %ymm7
	vblendps	$128, %ymm6, %ymm7, %ymm6
	vmovups	%ymm6, 25312(%rsp,%rdx,4)
	vmovaps	%zmm1, %zmm6
	vpermt2ps	%zmm3, %zmm29, %zmm6
	vmovaps	%zmm2, %zmm7
	vpermt2ps	%zmm4, %zmm30, %zmm7
	vblendps	$7, %ymm6, %ymm7, %ymm6
	vblendps	$128, %ymm5, %ymm6, %ymm5
	vmovups	%ymm5, 25568(%rsp,%rdx,4)
	vmovaps	.LCPI0_274(%rip), %xmm5
	vpermt2ps	%zmm3, %zmm5, %zmm1
	vbroadcastf128	.LCPI0_504(%rip), %ymm3
	vpermt2ps	%zmm4, %zmm3, %zmm2
	vblendps	$7, %ymm1, %ymm2, %ymm1
	vblendps	$128, %ymm0, %ymm1, %ymm0
	vmovups	%ymm0, 25824(%rsp,%rdx,4)
	addq	$8, %rdx
	addq	$288, %r8
	cmpq	$56, %rdx
	jb	.LBB0_167
	.p2align	4
.LBB0_168:
	cmpb	$0, 2688(%rsp)
	je	.LBB0_173
	cmpq	$0, 200(%rsp)
	je	.LBB0_174
.LBB0_170:
	movq	%rsi, 568(%rsp)
	movq	%rcx, %r9
	movq	%r15, %rcx
	cmpq	$0, 200(%rsp)
	je	.LBB0_175
	vpbroadcastq	%r14, %zmm0
	vmovdqa64	%zmm0, 5568(%rsp)
	xorl	%ebx, %ebx
	vmovdqa64	.LCPI0_10(%rip), %zmm2
	vmovdqa64	.LCPI0_9(%rip), %zmm3
	.p2align	4
.LBB0_172:
	vmovdqa64	%zmm3, 2048(%rsp)
	vmovdqa64	%zmm2, 896(%rsp)
	vpbroadcastq	.LCPI0_11(%rip), %zmm1
	vpaddq	%zmm1, %zmm2, %zmm0
	vpaddq	%zmm1, %zmm3, %zmm1
	vpbroadcastq	.LCPI0_12(%rip), %zmm3
	vpaddq	896(%rsp), %zmm3, %zmm2
	vpaddq	2048(%rsp), %zmm3, %zmm3
	vpbroadcastq	.LCPI0_13(%rip), %zmm5
	vpaddq	896(%rsp), %zmm5, %zmm4
	vpaddq	2048(%rsp), %zmm5, %zmm5
	vpbroadcastq	.LCPI0_355(%rip), %zmm13
	vpandq	2048(%rsp), %zmm13, %zmm6
	vpandq	896(%rsp), %zmm13, %zmm7
	vpandq	%zmm13, %zmm1, %zmm8
	vpandq	%zmm13, %zmm0, %zmm9
	vpandq	%zmm13, %zmm3, %zmm10
	vpandq	%zmm13, %zmm2, %zmm11
	vpandq	%zmm13, %zmm5, %zmm12
	vpandq	%zmm13, %zmm4, %zmm13
	vpsrlq	$6, 2048(%rsp), %zmm14
	vpsrlq	$6, 896(%rsp), %zmm15
	vpsrlq	$6, %zmm1, %zmm1
	vpsrlq	$6, %zmm0, %zmm0
	vpsrlq	$6, %zmm3, %zmm3
	vpsrlq	$6, %zmm2, %zmm2
	vpsrlq	$6, %zmm5, %zmm5
	vpsrlq	$6, %zmm4, %zmm4
	vmovdqa64	5568(%rsp), %zmm17
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
	vmovdqa64	%zmm1, 4288(%rsp)
	vpmuludq	%zmm6, %zmm5, %zmm24
	vmovdqa64	1728(%rsp), %zmm0
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
	vmovdqa64	5376(%rsp), %zmm25
	vpxorq	%zmm25, %zmm16, %zmm5
	vpsrlq	$32, %zmm15, %zmm1
	vpmuludq	%zmm6, %zmm5, %zmm28
	vmovdqa64	%zmm28, 4352(%rsp)
	vpxorq	%zmm25, %zmm7, %zmm5
	vpmuludq	%zmm6, %zmm5, %zmm15
	vmovdqa64	%zmm15, 4416(%rsp)
	vpxorq	%zmm25, %zmm8, %zmm5
	vpmuludq	%zmm6, %zmm5, %zmm11
	vmovdqa64	%zmm11, 5056(%rsp)
	vpsrlq	$32, %zmm21, %zmm0
	vpxorq	%zmm25, %zmm26, %zmm5
	vpmuludq	%zmm6, %zmm5, %zmm12
	vmovdqa64	%zmm12, 832(%rsp)
	vpxorq	%zmm25, %zmm10, %zmm5
	vpmuludq	%zmm6, %zmm5, %zmm8
	vmovdqa64	%zmm8, 576(%rsp)
	vpxorq	%zmm25, %zmm22, %zmm5
	vpmuludq	%zmm6, %zmm5, %zmm4
	vmovdqa64	%zmm4, 448(%rsp)
	vpxorq	%zmm25, %zmm27, %zmm5
	vpmuludq	%zmm6, %zmm5, %zmm7
	vmovdqa64	%zmm7, 320(%rsp)
	vpxorq	%zmm25, %zmm19, %zmm5
	vpmuludq	%zmm6, %zmm5, %zmm5
	vmovdqa64	%zmm5, 704(%rsp)
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
	vmovdqa64	%zmm0, 1664(%rsp)
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
	vpternlogq	$150, 4288(%rsp), %zmm0, %zmm12
	vmovdqa64	%zmm12, 4992(%rsp)
	vmovdqa64	6080(%rsp), %zmm2
	vpxorq	%zmm2, %zmm1, %zmm1
	vpmuludq	%zmm6, %zmm1, %zmm3
	vmovdqa64	%zmm3, 3200(%rsp)
	vpxorq	%zmm2, %zmm31, %zmm0
	vpmuludq	%zmm6, %zmm0, %zmm30
	vpxorq	%zmm2, %zmm13, %zmm0
	vpxorq	%zmm2, %zmm9, %zmm1
	vpmuludq	%zmm6, %zmm0, %zmm31
	vpmuludq	%zmm6, %zmm1, %zmm23
	vmovdqa64	%zmm23, 4288(%rsp)
	vpxorq	%zmm2, %zmm18, %zmm0
	vpmuludq	%zmm6, %zmm0, %zmm9
	vmovdqa64	%zmm9, 5760(%rsp)
	vpxorq	%zmm2, %zmm14, %zmm0
	vpxorq	%zmm2, %zmm24, %zmm1
	vpmuludq	%zmm6, %zmm0, %zmm18
	vmovdqa64	%zmm18, 4672(%rsp)
	vpmuludq	%zmm19, %zmm16, %zmm16
	vmovdqa64	%zmm16, 2496(%rsp)
	vpmuludq	%zmm19, %zmm25, %zmm15
	vpmuludq	%zmm19, %zmm27, %zmm14
	vpmuludq	%zmm19, %zmm26, %zmm13
	vpmuludq	%zmm19, %zmm28, %zmm12
	vpmuludq	%zmm6, %zmm1, %zmm5
	vmovdqa64	%zmm5, 6208(%rsp)
	vpmuludq	%zmm19, %zmm4, %zmm0
	vpmuludq	%zmm19, %zmm22, %zmm1
	vmovdqa64	%zmm1, 1536(%rsp)
	vpsrlq	$32, %zmm16, %zmm4
	vmovdqa64	2560(%rsp), %zmm16
	vpternlogq	$150, %zmm21, %zmm16, %zmm4
	vmovdqa64	%zmm4, 3072(%rsp)
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
	vmovdqa64	3968(%rsp), %zmm0
	vpternlogq	$150, 4352(%rsp), %zmm0, %zmm11
	vpsrlq	$32, %zmm30, %zmm3
	vpternlogq	$150, 4416(%rsp), %zmm0, %zmm3
	vpsrlq	$32, %zmm31, %zmm4
	vpternlogq	$150, 5056(%rsp), %zmm0, %zmm4
	vpsrlq	$32, %zmm23, %zmm8
	vpternlogq	$150, 832(%rsp), %zmm0, %zmm8
	vpsrlq	$32, %zmm9, %zmm12
	vpternlogq	$150, 576(%rsp), %zmm0, %zmm12
	vpsrlq	$32, %zmm18, %zmm10
	vpmuludq	4992(%rsp), %zmm19, %zmm18
	vpternlogq	$150, 448(%rsp), %zmm0, %zmm10
	vpsrlq	$32, %zmm5, %zmm9
	vpternlogq	$150, 320(%rsp), %zmm0, %zmm9
	vpsrlq	$32, %zmm18, %zmm17
	vmovdqa64	1664(%rsp), %zmm1
	vpternlogq	$150, %zmm1, %zmm16, %zmm17
	vpsrlq	$32, %zmm1, %zmm7
	vpxorq	%zmm2, %zmm7, %zmm7
	vpmuludq	%zmm6, %zmm7, %zmm23
	vpsrlq	$32, %zmm23, %zmm16
	vpternlogq	$150, 704(%rsp), %zmm0, %zmm16
	vpmuludq	%zmm19, %zmm3, %zmm0
	vmovdqa64	%zmm0, 832(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqa64	3712(%rsp), %zmm0
	vpternlogq	$150, 2496(%rsp), %zmm0, %zmm1
	vmovdqa64	%zmm1, 704(%rsp)
	vpmuludq	%zmm19, %zmm11, %zmm20
	vpsrlq	$32, %zmm20, %zmm11
	vpternlogq	$150, %zmm15, %zmm0, %zmm11
	vpmuludq	%zmm19, %zmm8, %zmm1
	vmovdqa64	%zmm1, 1664(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm14, %zmm0, %zmm1
	vmovdqa64	%zmm1, 320(%rsp)
	vpmuludq	%zmm19, %zmm4, %zmm1
	vmovdqa64	%zmm1, 4352(%rsp)
	vpsrlq	$32, %zmm1, %zmm7
	vpternlogq	$150, %zmm21, %zmm0, %zmm7
	vpmuludq	%zmm19, %zmm10, %zmm1
	vmovdqa64	%zmm1, 2496(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm22, %zmm0, %zmm1
	vmovdqa64	%zmm1, 448(%rsp)
	vpmuludq	%zmm19, %zmm12, %zmm5
	vpsrlq	$32, %zmm5, %zmm15
	vpternlogq	$150, %zmm13, %zmm0, %zmm15
	vpmuludq	%zmm19, %zmm16, %zmm1
	vmovdqa64	%zmm1, 4992(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm18, %zmm0, %zmm1
	vmovdqa64	%zmm1, 576(%rsp)
	vpmuludq	%zmm19, %zmm9, %zmm12
	vpsrlq	$32, %zmm12, %zmm18
	vpternlogq	$150, 1536(%rsp), %zmm0, %zmm18
	vpmuludq	%zmm6, %zmm29, %zmm0
	vmovdqa64	%zmm0, 4416(%rsp)
	vpsrlq	$32, %zmm0, %zmm22
	vmovdqa64	2944(%rsp), %zmm16
	vpternlogq	$150, 3200(%rsp), %zmm16, %zmm22
	vpmuludq	3072(%rsp), %zmm6, %zmm0
	vmovdqa64	%zmm0, 5056(%rsp)
	vpsrlq	$32, %zmm0, %zmm14
	vpternlogq	$150, %zmm30, %zmm16, %zmm14
	vpmuludq	%zmm6, %zmm28, %zmm28
	vpsrlq	$32, %zmm28, %zmm1
	vpternlogq	$150, %zmm31, %zmm16, %zmm1
	vpmuludq	%zmm6, %zmm24, %zmm8
	vpsrlq	$32, %zmm8, %zmm29
	vpternlogq	$150, 4288(%rsp), %zmm16, %zmm29
	vpmuludq	%zmm6, %zmm26, %zmm31
	vpsrlq	$32, %zmm31, %zmm3
	vpternlogq	$150, 5760(%rsp), %zmm16, %zmm3
	vpmuludq	%zmm6, %zmm27, %zmm26
	vpsrlq	$32, %zmm26, %zmm0
	vpternlogq	$150, 4672(%rsp), %zmm16, %zmm0
	vpmuludq	%zmm6, %zmm25, %zmm27
	vpsrlq	$32, %zmm27, %zmm2
	vpternlogq	$150, 6208(%rsp), %zmm16, %zmm2
	vpmuludq	%zmm6, %zmm17, %zmm9
	vpsrlq	$32, %zmm9, %zmm17
	vpternlogq	$150, %zmm23, %zmm16, %zmm17
	vpmuludq	%zmm19, %zmm14, %zmm4
	vmovdqa64	%zmm4, 4288(%rsp)
	vpsrlq	$32, %zmm4, %zmm4
	vmovdqa64	2432(%rsp), %zmm14
	vpternlogq	$150, 832(%rsp), %zmm14, %zmm4
	vmovdqa64	%zmm4, 4672(%rsp)
	vpmuludq	%zmm19, %zmm22, %zmm23
	vpsrlq	$32, %zmm23, %zmm4
	vpternlogq	$150, %zmm20, %zmm14, %zmm4
	vpmuludq	%zmm19, %zmm29, %zmm10
	vmovdqa64	%zmm10, 3072(%rsp)
	vpsrlq	$32, %zmm10, %zmm29
	vpternlogq	$150, 1664(%rsp), %zmm14, %zmm29
	vpmuludq	%zmm19, %zmm1, %zmm10
	vpsrlq	$32, %zmm10, %zmm20
	vpternlogq	$150, 4352(%rsp), %zmm14, %zmm20
	vpmuludq	%zmm19, %zmm0, %zmm0
	vmovdqa64	%zmm0, 4352(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 2496(%rsp), %zmm14, %zmm0
	vmovdqa64	%zmm0, 832(%rsp)
	vpmuludq	%zmm19, %zmm3, %zmm0
	vmovdqa64	%zmm0, 3200(%rsp)
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm5, %zmm14, %zmm21
	vpmuludq	%zmm19, %zmm17, %zmm13
	vpsrlq	$32, %zmm13, %zmm1
	vpternlogq	$150, 4992(%rsp), %zmm14, %zmm1
	vmovdqa64	%zmm1, 1664(%rsp)
	vpmuludq	%zmm19, %zmm2, %zmm25
	vpsrlq	$32, %zmm25, %zmm22
	vpternlogq	$150, %zmm12, %zmm14, %zmm22
	vpmuludq	%zmm6, %zmm11, %zmm24
	vpsrlq	$32, %zmm24, %zmm5
	vmovdqa64	6464(%rsp), %zmm14
	vpternlogq	$150, 4416(%rsp), %zmm14, %zmm5
	vpmuludq	704(%rsp), %zmm6, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpternlogq	$150, 5056(%rsp), %zmm14, %zmm3
	vpmuludq	%zmm6, %zmm7, %zmm0
	vmovdqa64	%zmm0, 4416(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vpternlogq	$150, %zmm28, %zmm14, %zmm7
	vpmuludq	320(%rsp), %zmm6, %zmm16
	vpsrlq	$32, %zmm16, %zmm1
	vpternlogq	$150, %zmm8, %zmm14, %zmm1
	vpmuludq	%zmm6, %zmm15, %zmm15
	vpsrlq	$32, %zmm15, %zmm11
	vpternlogq	$150, %zmm31, %zmm14, %zmm11
	vpmuludq	448(%rsp), %zmm6, %zmm0
	vmovdqa64	%zmm0, 1536(%rsp)
	vpsrlq	$32, %zmm0, %zmm12
	vpternlogq	$150, %zmm26, %zmm14, %zmm12
	vpmuludq	%zmm6, %zmm18, %zmm18
	vpsrlq	$32, %zmm18, %zmm26
	vpternlogq	$150, %zmm27, %zmm14, %zmm26
	vpmuludq	576(%rsp), %zmm6, %zmm8
	vpsrlq	$32, %zmm8, %zmm27
	vpternlogq	$150, %zmm9, %zmm14, %zmm27
	vpmuludq	%zmm19, %zmm3, %zmm0
	vmovdqa64	%zmm0, 448(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vmovdqa64	3904(%rsp), %zmm0
	vpternlogq	$150, 4288(%rsp), %zmm0, %zmm3
	vmovdqa64	%zmm3, 704(%rsp)
	vpmuludq	%zmm19, %zmm5, %zmm14
	vpsrlq	$32, %zmm14, %zmm3
	vpternlogq	$150, %zmm23, %zmm0, %zmm3
	vpmuludq	%zmm19, %zmm1, %zmm17
	vpsrlq	$32, %zmm17, %zmm5
	vpternlogq	$150, 3072(%rsp), %zmm0, %zmm5
	vmovdqa64	%zmm5, 320(%rsp)
	vpmuludq	%zmm19, %zmm7, %zmm30
	vpsrlq	$32, %zmm30, %zmm9
	vpternlogq	$150, %zmm10, %zmm0, %zmm9
	vpmuludq	%zmm19, %zmm12, %zmm23
	vpsrlq	$32, %zmm23, %zmm28
	vpternlogq	$150, 4352(%rsp), %zmm0, %zmm28
	vpmuludq	%zmm19, %zmm11, %zmm1
	vmovdqa64	%zmm1, 576(%rsp)
	vpsrlq	$32, %zmm1, %zmm10
	vpternlogq	$150, 3200(%rsp), %zmm0, %zmm10
	vpmuludq	%zmm19, %zmm27, %zmm1
	vmovdqa64	%zmm1, 3072(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm13, %zmm0, %zmm1
	vmovdqa64	%zmm1, 5056(%rsp)
	vpmuludq	%zmm19, %zmm26, %zmm27
	vpsrlq	$32, %zmm27, %zmm11
	vpternlogq	$150, %zmm25, %zmm0, %zmm11
	vpmuludq	%zmm6, %zmm4, %zmm26
	vpsrlq	$32, %zmm26, %zmm4
	vmovdqa64	2624(%rsp), %zmm7
	vpternlogq	$150, %zmm24, %zmm7, %zmm4
	vpmuludq	4672(%rsp), %zmm6, %zmm5
	vpsrlq	$32, %zmm5, %zmm12
	vpternlogq	$150, %zmm2, %zmm7, %zmm12
	vpmuludq	%zmm6, %zmm20, %zmm24
	vpsrlq	$32, %zmm24, %zmm0
	vpternlogq	$150, 4416(%rsp), %zmm7, %zmm0
	vpmuludq	%zmm6, %zmm29, %zmm31
	vpsrlq	$32, %zmm31, %zmm13
	vpternlogq	$150, %zmm16, %zmm7, %zmm13
	vpmuludq	%zmm6, %zmm21, %zmm1
	vmovdqa64	%zmm1, 4288(%rsp)
	vpsrlq	$32, %zmm1, %zmm21
	vpternlogq	$150, %zmm15, %zmm7, %zmm21
	vpmuludq	832(%rsp), %zmm6, %zmm1
	vmovdqa64	%zmm1, 4416(%rsp)
	vpsrlq	$32, %zmm1, %zmm15
	vpternlogq	$150, 1536(%rsp), %zmm7, %zmm15
	vpmuludq	%zmm6, %zmm22, %zmm1
	vmovdqa64	%zmm1, 4352(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm18, %zmm7, %zmm1
	vpmuludq	1664(%rsp), %zmm6, %zmm2
	vmovdqa64	%zmm2, 832(%rsp)
	vpsrlq	$32, %zmm2, %zmm18
	vpternlogq	$150, %zmm8, %zmm7, %zmm18
	vpmuludq	%zmm19, %zmm12, %zmm22
	vpsrlq	$32, %zmm22, %zmm25
	vmovdqa64	4928(%rsp), %zmm2
	vpternlogq	$150, 448(%rsp), %zmm2, %zmm25
	vpmuludq	%zmm19, %zmm4, %zmm4
	vmovdqa64	%zmm4, 1664(%rsp)
	vpsrlq	$32, %zmm4, %zmm8
	vpternlogq	$150, %zmm14, %zmm2, %zmm8
	vpmuludq	%zmm19, %zmm13, %zmm16
	vpsrlq	$32, %zmm16, %zmm7
	vpternlogq	$150, %zmm17, %zmm2, %zmm7
	vpmuludq	%zmm19, %zmm0, %zmm20
	vpsrlq	$32, %zmm20, %zmm12
	vpternlogq	$150, %zmm30, %zmm2, %zmm12
	vpmuludq	%zmm19, %zmm15, %zmm0
	vmovdqa64	%zmm0, 3200(%rsp)
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, %zmm23, %zmm2, %zmm13
	vpmuludq	%zmm19, %zmm21, %zmm23
	vpsrlq	$32, %zmm23, %zmm15
	vpternlogq	$150, 576(%rsp), %zmm2, %zmm15
	vpmuludq	%zmm19, %zmm18, %zmm29
	vpsrlq	$32, %zmm29, %zmm18
	vpternlogq	$150, 3072(%rsp), %zmm2, %zmm18
	vpmuludq	%zmm19, %zmm1, %zmm0
	vmovdqa64	%zmm0, 448(%rsp)
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm27, %zmm2, %zmm21
	vpmuludq	%zmm6, %zmm3, %zmm0
	vmovdqa64	%zmm0, 576(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqa64	4864(%rsp), %zmm0
	vpternlogq	$150, %zmm26, %zmm0, %zmm2
	vpmuludq	704(%rsp), %zmm6, %zmm1
	vmovdqa64	%zmm1, 704(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm5, %zmm0, %zmm1
	vpmuludq	%zmm6, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm3
	vpternlogq	$150, %zmm24, %zmm0, %zmm3
	vpmuludq	320(%rsp), %zmm6, %zmm4
	vmovdqa64	%zmm4, 320(%rsp)
	vpsrlq	$32, %zmm4, %zmm5
	vpternlogq	$150, %zmm31, %zmm0, %zmm5
	vpmuludq	%zmm6, %zmm10, %zmm10
	vpsrlq	$32, %zmm10, %zmm26
	vpternlogq	$150, 4288(%rsp), %zmm0, %zmm26
	vpmuludq	%zmm6, %zmm28, %zmm31
	vpsrlq	$32, %zmm31, %zmm17
	vpternlogq	$150, 4416(%rsp), %zmm0, %zmm17
	vpmuludq	%zmm6, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm27
	vpternlogq	$150, 4352(%rsp), %zmm0, %zmm27
	vpmuludq	5056(%rsp), %zmm6, %zmm30
	vpsrlq	$32, %zmm30, %zmm14
	vpternlogq	$150, 832(%rsp), %zmm0, %zmm14
	vpmuludq	%zmm19, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm28
	vmovdqa64	4800(%rsp), %zmm24
	vpternlogq	$150, %zmm22, %zmm24, %zmm28
	vpmuludq	%zmm19, %zmm2, %zmm0
	vpsrlq	$32, %zmm0, %zmm22
	vpternlogq	$150, 1664(%rsp), %zmm24, %zmm22
	vpmuludq	%zmm19, %zmm5, %zmm0
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, %zmm16, %zmm24, %zmm4
	vpmuludq	%zmm19, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, %zmm20, %zmm24, %zmm1
	vpmuludq	%zmm19, %zmm17, %zmm0
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, 3200(%rsp), %zmm24, %zmm5
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
	vpternlogq	$150, 448(%rsp), %zmm24, %zmm13
	vpsrlq	$32, %zmm26, %zmm3
	vmovdqa64	5504(%rsp), %zmm8
	vpternlogq	$150, 576(%rsp), %zmm8, %zmm3
	vpsrlq	$32, %zmm25, %zmm7
	vpternlogq	$150, 704(%rsp), %zmm8, %zmm7
	vpsrlq	$32, %zmm29, %zmm14
	vpternlogq	$150, %zmm9, %zmm8, %zmm14
	vpsrlq	$32, %zmm16, %zmm9
	vpternlogq	$150, 320(%rsp), %zmm8, %zmm9
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
	vmovdqa64	5440(%rsp), %zmm5
	vpternlogd	$150, %zmm3, %zmm5, %zmm0
	vpmulld	%zmm6, %zmm7, %zmm3
	vpternlogd	$150, %zmm3, %zmm5, %zmm1
	vpmulld	%zmm6, %zmm8, %zmm3
	vpternlogd	$150, %zmm3, %zmm5, %zmm4
	vpmulld	%zmm6, %zmm9, %zmm3
	vpternlogd	$150, %zmm3, %zmm5, %zmm2
	vmovdqa64	2048(%rsp), %zmm3
	vmovdqu64	%zmm0, 77000(%rsp,%rbx,4)
	vmovdqu64	%zmm1, 77064(%rsp,%rbx,4)
	vmovdqu64	%zmm4, 77128(%rsp,%rbx,4)
	vmovdqu64	%zmm2, 77192(%rsp,%rbx,4)
	vmovdqa64	896(%rsp), %zmm2
	addq	$64, %rbx
	vpbroadcastq	.LCPI0_17(%rip), %zmm0
	vpaddq	%zmm0, %zmm2, %zmm2
	vpaddq	%zmm0, %zmm3, %zmm3
	cmpq	%rbx, %r12
	jne	.LBB0_172
	jmp	.LBB0_177
	.p2align	4
.LBB0_173:
	cmpq	$0, 200(%rsp)
	jne	.LBB0_182
.LBB0_174:
	vmovss	224(%rsp), %xmm27
	vmovss	.LCPI0_0(%rip), %xmm26
	vbroadcastss	.LCPI0_2(%rip), %zmm30
	vxorps	%xmm28, %xmm28, %xmm28
	movq	1600(%rsp), %rax
	movq	1408(%rsp), %r11
	vmovaps	1280(%rsp), %zmm25
	vmovaps	2304(%rsp), %zmm6
	vmovdqa64	2880(%rsp), %zmm31
	vmovaps	2816(%rsp), %zmm17
	jmp	.LBB0_233
.LBB0_175:
	xorl	%r8d, %r8d
	movq	1008(%rsp), %rax
	.p2align	4
.LBB0_176:
	movl	%r8d, %edx
	andl	$63, %edx
	movq	%r8, %r11
	shrq	$6, %r11
	leal	(%r14,%rdx), %r12d
	movl	%r11d, %edx
	movl	$3528531795, %esi
	imulq	%rsi, %rdx
	xorl	1472(%rsp), %r12d
	movq	%rdi, %rbx
	xorq	%rdx, %rbx
	shrq	$32, %rbx
	imulq	%rsi, %r12
	movq	%r12, %r15
	shrq	$32, %r15
	imulq	%r13, %rbx
	movq	%rbx, %r11
	shrq	$32, %r11
	xorl	1792(%rsp), %r11d
	xorl	6400(%rsp), %edx
	xorl	%r15d, %edx
	imulq	%rsi, %r11
	imulq	%r13, %rdx
	movq	%rdx, %r15
	shrq	$32, %r15
	xorl	7104(%rsp), %ebx
	xorl	%r15d, %ebx
	movq	%r11, %r15
	shrq	$32, %r15
	xorl	4544(%rsp), %r12d
	xorl	%r15d, %r12d
	imulq	%rsi, %rbx
	imulq	%r13, %r12
	movq	%r12, %r15
	shrq	$32, %r15
	xorl	7040(%rsp), %edx
	xorl	%r15d, %edx
	movq	%rbx, %r15
	shrq	$32, %r15
	xorl	6336(%rsp), %r11d
	xorl	%r15d, %r11d
	imulq	%rsi, %rdx
	imulq	%r13, %r11
	movq	%r11, %r15
	shrq	$32, %r15
	xorl	2752(%rsp), %r12d
	xorl	%r15d, %r12d
	movq	%rdx, %r15
	shrq	$32, %r15
	xorl	6656(%rsp), %ebx
	xorl	%r15d, %ebx
	imulq	%rsi, %r12
	imulq	%r13, %rbx
	movq	%rbx, %r15
	shrq	$32, %r15
	xorl	3136(%rsp), %r11d
	xorl	%r15d, %r11d
	movq	%r12, %r15
	shrq	$32, %r15
	xorl	2368(%rsp), %edx
	xorl	%r15d, %edx
	imulq	%rsi, %r11
	imulq	%r13, %rdx
	movq	%rdx, %r15
	shrq	$32, %r15
	xorl	1216(%rsp), %ebx
	xorl	%r15d, %ebx
	movq	%r11, %r15
	shrq	$32, %r15
	xorl	4224(%rsp), %r12d
	xorl	%r15d, %r12d
	imulq	%rsi, %rbx
	imulq	%r13, %r12
	shrq	$32, %r12
	xorl	3776(%rsp), %edx
	xorl	%r12d, %edx
	movq	3840(%rsp), %r12
	movq	%rbx, %r15
	shrq	$32, %r15
	xorl	1152(%rsp), %r11d
	xorl	%r15d, %r11d
	imulq	%rsi, %rdx
	shrq	$32, %rdx
	xorl	%eax, %ebx
	xorl	%edx, %ebx
	imull	$-845247145, %r11d, %edx
	imulq	%r13, %rbx
	shrq	$32, %rbx
	xorl	288(%rsp), %edx
	xorl	%ebx, %edx
	movl	%edx, 77000(%rsp,%r8,4)
	incq	%r8
	cmpq	%r8, %r12
	jne	.LBB0_176
.LBB0_177:
	cmpq	$0, 200(%rsp)
	je	.LBB0_180
	xorl	%ebx, %ebx
	movq	%rcx, %r15
	movq	%r9, %rcx
	movq	568(%rsp), %rsi
	.p2align	4
.LBB0_179:
	vcvtudq2pd	77000(%rsp,%rbx,4), %zmm0
	vcvtudq2pd	77032(%rsp,%rbx,4), %zmm1
	vcvtudq2pd	77064(%rsp,%rbx,4), %zmm2
	vcvtudq2pd	77096(%rsp,%rbx,4), %zmm3
	vcvtudq2pd	77128(%rsp,%rbx,4), %zmm4
	vcvtudq2pd	77160(%rsp,%rbx,4), %zmm5
	vcvtudq2pd	77192(%rsp,%rbx,4), %zmm6
	vcvtudq2pd	77224(%rsp,%rbx,4), %zmm7
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
	vmovdqa64	%zmm4, 4352(%rsp)
	vpaddq	%zmm24, %zmm3, %zmm19
	vmovdqa64	%zmm19, 4416(%rsp)
	vpaddq	%zmm24, %zmm6, %zmm6
	vmovdqa64	%zmm6, 5056(%rsp)
	vpaddq	%zmm24, %zmm5, %zmm18
	vmovdqa64	%zmm18, 1664(%rsp)
	vpaddq	%zmm24, %zmm13, %zmm13
	vmovdqa64	%zmm13, 832(%rsp)
	vpaddq	%zmm24, %zmm12, %zmm17
	vmovdqa64	%zmm17, 576(%rsp)
	vpaddq	%zmm24, %zmm15, %zmm15
	vmovdqa64	%zmm15, 448(%rsp)
	vpaddq	%zmm24, %zmm14, %zmm16
	vmovdqa64	%zmm16, 320(%rsp)
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
	vmovapd	%zmm13, 2048(%rsp)
	vaddpd	%zmm12, %zmm7, %zmm10
	vaddpd	%zmm12, %zmm2, %zmm9
	vbroadcastsd	.LCPI0_27(%rip), %zmm18
	vaddpd	%zmm18, %zmm13, %zmm0
	vmovapd	%zmm1, %zmm8
	vmovapd	%zmm1, 704(%rsp)
	vaddpd	%zmm18, %zmm1, %zmm1
	vmovapd	%zmm10, 896(%rsp)
	vaddpd	%zmm18, %zmm10, %zmm2
	vdivpd	%zmm1, %zmm8, %zmm7
	vmovapd	%zmm7, 2496(%rsp)
	vdivpd	%zmm0, %zmm13, %zmm1
	vmovapd	%zmm1, 1536(%rsp)
	vdivpd	%zmm2, %zmm10, %zmm2
	vmovapd	%zmm2, 3200(%rsp)
	vmovapd	%zmm9, 4288(%rsp)
	vaddpd	%zmm18, %zmm9, %zmm0
	vdivpd	%zmm0, %zmm9, %zmm0
	vmovapd	%zmm0, 3072(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm8
	vmovapd	%zmm8, 4992(%rsp)
	vmulpd	%zmm7, %zmm7, %zmm1
	vmovapd	%zmm1, 5760(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm7
	vmovapd	%zmm7, 6208(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm0
	vmovapd	%zmm0, 4672(%rsp)
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
	vmovapd	%zmm7, 1024(%rsp)
	vmulpd	%zmm8, %zmm1, %zmm7
	vmovapd	%zmm7, 6144(%rsp)
	vmulpd	%zmm9, %zmm0, %zmm7
	vmovapd	%zmm7, 5568(%rsp)
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
	vmovapd	%zmm0, 1344(%rsp)
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
	vmulpd	4992(%rsp), %zmm16, %zmm16
	vaddpd	1024(%rsp), %zmm16, %zmm16
	vaddpd	%zmm23, %zmm21, %zmm21
	vmulpd	5760(%rsp), %zmm21, %zmm21
	vaddpd	6144(%rsp), %zmm21, %zmm21
	vaddpd	%zmm23, %zmm17, %zmm17
	vmulpd	6208(%rsp), %zmm17, %zmm17
	vaddpd	5568(%rsp), %zmm17, %zmm17
	vaddpd	%zmm23, %zmm15, %zmm15
	vmulpd	4672(%rsp), %zmm15, %zmm15
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
	vmovapd	704(%rsp), %zmm1
	vbroadcastsd	.LCPI0_19(%rip), %zmm25
	vmulpd	%zmm25, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm18
	vaddpd	%zmm21, %zmm18, %zmm1
	vmulpd	2496(%rsp), %zmm1, %zmm12
	vmovapd	2048(%rsp), %zmm0
	vmulpd	%zmm25, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm1
	vmulpd	1536(%rsp), %zmm1, %zmm14
	vmovapd	896(%rsp), %zmm0
	vmulpd	%zmm25, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm15
	vmulpd	3200(%rsp), %zmm15, %zmm15
	vmovapd	4288(%rsp), %zmm4
	vmulpd	%zmm25, %zmm4, %zmm16
	vmulpd	%zmm16, %zmm4, %zmm16
	vaddpd	%zmm17, %zmm16, %zmm17
	vmulpd	3072(%rsp), %zmm17, %zmm17
	vmulpd	%zmm25, %zmm13, %zmm21
	vmulpd	%zmm21, %zmm13, %zmm21
	vmovapd	%zmm13, %zmm9
	vaddpd	%zmm5, %zmm21, %zmm5
	vmulpd	%zmm5, %zmm30, %zmm5
	vmulpd	%zmm25, %zmm26, %zmm13
	vmulpd	%zmm13, %zmm26, %zmm13
	vmovapd	%zmm26, %zmm6
	vaddpd	%zmm8, %zmm13, %zmm8
	vmulpd	1344(%rsp), %zmm8, %zmm8
	vmulpd	%zmm25, %zmm3, %zmm19
	vmulpd	%zmm19, %zmm3, %zmm19
	vaddpd	%zmm11, %zmm19, %zmm11
	vmulpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm25, %zmm24, %zmm11
	vmulpd	%zmm11, %zmm24, %zmm11
	vaddpd	%zmm10, %zmm11, %zmm10
	vmulpd	%zmm10, %zmm20, %zmm10
	vpsrlq	$20, 4352(%rsp), %zmm20
	vpbroadcastq	.LCPI0_22(%rip), %zmm25
	vpaddq	%zmm25, %zmm20, %zmm20
	vcvtqq2pd	%zmm20, %zmm20
	vbroadcastsd	.LCPI0_35(%rip), %zmm23
	vmulpd	%zmm23, %zmm20, %zmm22
	vaddpd	%zmm12, %zmm22, %zmm12
	vpsrlq	$20, 4416(%rsp), %zmm22
	vpaddq	%zmm25, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm23, %zmm22, %zmm26
	vaddpd	%zmm14, %zmm26, %zmm14
	vpsrlq	$20, 5056(%rsp), %zmm26
	vpaddq	%zmm25, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm23, %zmm26, %zmm27
	vaddpd	%zmm15, %zmm27, %zmm15
	vpsrlq	$20, 1664(%rsp), %zmm27
	vpaddq	%zmm25, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm23, %zmm27, %zmm28
	vaddpd	%zmm17, %zmm28, %zmm17
	vpsrlq	$20, 832(%rsp), %zmm28
	vpaddq	%zmm25, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm23, %zmm28, %zmm29
	vaddpd	%zmm5, %zmm29, %zmm5
	vpsrlq	$20, 576(%rsp), %zmm29
	vpaddq	%zmm25, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm23, %zmm29, %zmm30
	vaddpd	%zmm8, %zmm30, %zmm8
	vpsrlq	$20, 448(%rsp), %zmm30
	vpaddq	%zmm25, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm23, %zmm30, %zmm31
	vaddpd	%zmm7, %zmm31, %zmm7
	vpsrlq	$20, 320(%rsp), %zmm31
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
	vaddpd	2048(%rsp), %zmm2, %zmm2
	vaddpd	704(%rsp), %zmm0, %zmm0
	vaddpd	%zmm12, %zmm4, %zmm11
	vaddpd	896(%rsp), %zmm1, %zmm12
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
	vmovdqa64	%zmm3, 4416(%rsp)
	vpaddq	%zmm16, %zmm4, %zmm4
	vmovdqa64	%zmm4, 5056(%rsp)
	vpaddq	%zmm16, %zmm5, %zmm5
	vmovdqa64	%zmm5, 1664(%rsp)
	vpaddq	%zmm16, %zmm6, %zmm6
	vmovdqa64	%zmm6, 832(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm12
	vmovdqa64	%zmm12, 576(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqa64	%zmm13, 448(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm14
	vmovdqa64	%zmm14, 320(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm15
	vmovdqa64	%zmm15, 704(%rsp)
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
	vmovapd	%zmm9, 2048(%rsp)
	vaddpd	%zmm28, %zmm9, %zmm1
	vmovapd	%zmm6, 4352(%rsp)
	vaddpd	%zmm28, %zmm6, %zmm2
	vmovapd	%zmm8, 896(%rsp)
	vaddpd	%zmm28, %zmm8, %zmm7
	vdivpd	%zmm1, %zmm9, %zmm10
	vmovapd	%zmm10, 1536(%rsp)
	vdivpd	%zmm0, %zmm25, %zmm9
	vmovapd	%zmm9, 3200(%rsp)
	vdivpd	%zmm7, %zmm8, %zmm1
	vmovapd	%zmm1, 3072(%rsp)
	vdivpd	%zmm2, %zmm6, %zmm0
	vmovapd	%zmm0, 4288(%rsp)
	vmulpd	%zmm9, %zmm9, %zmm7
	vmovapd	%zmm7, 5760(%rsp)
	vmulpd	%zmm10, %zmm10, %zmm2
	vmovapd	%zmm2, 6208(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm6
	vmovapd	%zmm6, 4672(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 2496(%rsp)
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
	vmovapd	%zmm6, 6144(%rsp)
	vmulpd	%zmm8, %zmm1, %zmm6
	vmovapd	%zmm6, 5568(%rsp)
	vmulpd	%zmm9, %zmm0, %zmm6
	vmovapd	%zmm6, 4992(%rsp)
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
	vmovapd	%zmm1, 1024(%rsp)
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
	vmulpd	5760(%rsp), %zmm16, %zmm16
	vaddpd	6144(%rsp), %zmm16, %zmm16
	vaddpd	1024(%rsp), %zmm6, %zmm21
	vmulpd	6208(%rsp), %zmm21, %zmm21
	vaddpd	5568(%rsp), %zmm21, %zmm21
	vaddpd	%zmm6, %zmm26, %zmm17
	vmulpd	4672(%rsp), %zmm17, %zmm17
	vaddpd	4992(%rsp), %zmm17, %zmm17
	vaddpd	%zmm6, %zmm15, %zmm15
	vmulpd	2496(%rsp), %zmm15, %zmm15
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
	vmovapd	2048(%rsp), %zmm1
	vmulpd	%zmm6, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm21, %zmm0, %zmm1
	vmulpd	1536(%rsp), %zmm1, %zmm12
	vmovapd	%zmm25, 1344(%rsp)
	vmulpd	%zmm6, %zmm25, %zmm1
	vmulpd	%zmm1, %zmm25, %zmm2
	vaddpd	%zmm16, %zmm2, %zmm1
	vmulpd	3200(%rsp), %zmm1, %zmm14
	vmovapd	896(%rsp), %zmm9
	vmulpd	%zmm6, %zmm9, %zmm1
	vmulpd	%zmm1, %zmm9, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm15
	vmulpd	3072(%rsp), %zmm15, %zmm15
	vmovapd	4352(%rsp), %zmm25
	vmulpd	%zmm6, %zmm25, %zmm16
	vmulpd	%zmm16, %zmm25, %zmm16
	vaddpd	%zmm17, %zmm16, %zmm17
	vmulpd	4288(%rsp), %zmm17, %zmm17
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
	vpsrlq	$20, 4416(%rsp), %zmm20
	vpbroadcastq	.LCPI0_22(%rip), %zmm9
	vpaddq	%zmm9, %zmm20, %zmm20
	vcvtqq2pd	%zmm20, %zmm20
	vbroadcastsd	.LCPI0_35(%rip), %zmm6
	vmulpd	%zmm6, %zmm20, %zmm22
	vaddpd	%zmm12, %zmm22, %zmm12
	vpsrlq	$20, 5056(%rsp), %zmm22
	vpaddq	%zmm9, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm6, %zmm22, %zmm26
	vaddpd	%zmm14, %zmm26, %zmm14
	vpsrlq	$20, 1664(%rsp), %zmm26
	vpaddq	%zmm9, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm6, %zmm26, %zmm27
	vaddpd	%zmm15, %zmm27, %zmm15
	vpsrlq	$20, 832(%rsp), %zmm27
	vpaddq	%zmm9, %zmm27, %zmm27
	vcvtqq2pd	%zmm27, %zmm27
	vmulpd	%zmm6, %zmm27, %zmm28
	vaddpd	%zmm17, %zmm28, %zmm17
	vpsrlq	$20, 576(%rsp), %zmm28
	vpaddq	%zmm9, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm6, %zmm28, %zmm29
	vaddpd	%zmm5, %zmm29, %zmm5
	vpsrlq	$20, 448(%rsp), %zmm29
	vpaddq	%zmm9, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm6, %zmm29, %zmm30
	vaddpd	%zmm8, %zmm30, %zmm8
	vpsrlq	$20, 320(%rsp), %zmm30
	vpaddq	%zmm9, %zmm30, %zmm30
	vcvtqq2pd	%zmm30, %zmm30
	vmulpd	%zmm6, %zmm30, %zmm31
	vaddpd	%zmm7, %zmm31, %zmm7
	vpsrlq	$20, 704(%rsp), %zmm31
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
	vaddpd	1344(%rsp), %zmm2, %zmm2
	vaddpd	2048(%rsp), %zmm0, %zmm0
	vaddpd	%zmm12, %zmm25, %zmm11
	vaddpd	896(%rsp), %zmm1, %zmm1
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
	vmovups	%zmm0, 77000(%rsp,%rbx,4)
	vxorps	%zmm5, %zmm1, %zmm0
	vmovups	%zmm0, 77064(%rsp,%rbx,4)
	vxorps	%zmm5, %zmm2, %zmm0
	vmovups	%zmm0, 77128(%rsp,%rbx,4)
	vcvtpd2ps	%zmm4, %ymm0
	vcvtpd2ps	%zmm3, %ymm1
	vinsertf64x4	$1, %ymm1, %zmm0, %zmm0
	vxorps	%zmm5, %zmm0, %zmm0
	vmovups	%zmm0, 77192(%rsp,%rbx,4)
	addq	$64, %rbx
	cmpq	%rbx, %r12
	jne	.LBB0_179
	jmp	.LBB0_182
.LBB0_180:
	xorl	%edx, %edx
	movq	%rcx, %r15
	movq	%r9, %rcx
	movq	568(%rsp), %rsi
	.p2align	4
.LBB0_181:
	vcvtusi2sdl	77000(%rsp,%rdx,4), %xmm31, %xmm0
	vmovsd	.LCPI0_19(%rip), %xmm7
	vaddsd	%xmm7, %xmm0, %xmm0
	vmulsd	.LCPI0_20(%rip), %xmm0, %xmm0
	vmovq	%xmm0, %r8
	movl	%r8d, %r11d
	movq	%r8, %rbx
	shrq	$32, %rbx
	addq	$614242, %rbx
	movq	%rbx, %r8
	shrq	$20, %r8
	addq	$-1023, %r8
	shlq	$32, %rbx
	movabsq	$4503595332403200, %rax
	andq	%rax, %rbx
	movabsq	$4604544269498187776, %rdi
	addq	%rdi, %rbx
	orq	%rbx, %r11
	vmovq	%r11, %xmm0
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
	movabsq	$-9223372036854775808, %r11
	xorq	%r11, %r8
	movl	%r8d, %r11d
	movq	%r8, %rbx
	shrq	$32, %rbx
	addq	$614242, %rbx
	movq	%rbx, %r8
	shrq	$20, %r8
	addq	$-1023, %r8
	shlq	$32, %rbx
	andq	%rax, %rbx
	addq	%rdi, %rbx
	orq	%rbx, %r11
	vmovq	%r11, %xmm0
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
	vmovss	%xmm0, 77000(%rsp,%rdx,4)
	incq	%rdx
	cmpq	%rdx, %r12
	jne	.LBB0_181
	.p2align	4
.LBB0_182:
	vmovups	7808(%rsp), %zmm0
	vmovaps	%zmm0, 832(%rsp)
	vmovups	7872(%rsp), %zmm0
	vmovaps	%zmm0, 448(%rsp)
	vmovups	7936(%rsp), %zmm22
	vmovups	8000(%rsp), %zmm10
	vmovups	8064(%rsp), %zmm0
	vmovaps	%zmm0, 576(%rsp)
	vmovups	8320(%rsp), %zmm1
	vmovups	8576(%rsp), %zmm0
	vmovups	8832(%rsp), %zmm2
	vmovaps	%zmm2, 320(%rsp)
	vmovups	8128(%rsp), %zmm2
	vmovaps	%zmm2, 896(%rsp)
	vmovups	8384(%rsp), %zmm25
	vmovups	8640(%rsp), %zmm17
	vmovups	8896(%rsp), %zmm2
	vmovaps	%zmm2, 704(%rsp)
	vmovups	8192(%rsp), %zmm2
	vmovaps	%zmm2, 2048(%rsp)
	vmovups	8448(%rsp), %zmm8
	vmovups	8704(%rsp), %zmm18
	vmovups	8960(%rsp), %zmm29
	vmovups	8256(%rsp), %zmm12
	vmovups	8512(%rsp), %zmm21
	vmovups	8768(%rsp), %zmm15
	vmovups	9024(%rsp), %zmm5
	leaq	23936(%rsp), %rbx
	xorl	%r8d, %r8d
	movq	1408(%rsp), %r11
	vmovaps	3520(%rsp), %zmm2
	vmovaps	4736(%rsp), %zmm6
	vmovaps	4480(%rsp), %zmm27
	vmovaps	2816(%rsp), %zmm13
	jmp	.LBB0_184
	.p2align	4
.LBB0_183:
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
	vmovaps	%zmm2, 576(%rsp)
	vmovaps	2176(%rsp), %zmm24
	vmulps	%zmm10, %zmm24, %zmm22
	vbroadcastss	.LCPI0_6(%rip), %zmm6
	vandps	%zmm6, %zmm22, %zmm22
	vpbroadcastd	.LCPI0_5(%rip), %zmm2
	vpcmpeqd	%zmm2, %zmm22, %k2
	vandps	%zmm6, %zmm10, %zmm22
	vcmpneq_oqps	%zmm30, %zmm22, %k2 {%k2}
	vmovaps	%zmm1, %zmm22 {%k2} {z}
	vmaxps	%zmm0, %zmm22, %zmm0
	vmovaps	%zmm0, 320(%rsp)
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
	vmovaps	%zmm0, 448(%rsp)
	vcmpeqps	%zmm30, %zmm12, %k2
	vmovaps	%zmm1, %zmm0 {%k2} {z}
	vmaxps	896(%rsp), %zmm0, %zmm0
	vmovaps	%zmm0, 896(%rsp)
	vmulps	%zmm12, %zmm24, %zmm0
	vandps	%zmm6, %zmm0, %zmm0
	vpcmpeqd	%zmm2, %zmm0, %k2
	vandps	%zmm6, %zmm12, %zmm0
	vcmpneq_oqps	%zmm30, %zmm0, %k2 {%k2}
	vmovaps	%zmm1, %zmm0 {%k2} {z}
	vmaxps	%zmm27, %zmm0, %zmm0
	vmovaps	%zmm0, 704(%rsp)
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
	vmaxps	2048(%rsp), %zmm0, %zmm22
	vcmpeqps	%zmm30, %zmm5, %k2
	vmovaps	%zmm1, %zmm0 {%k2} {z}
	vmaxps	%zmm25, %zmm0, %zmm0
	vmovaps	%zmm0, 2048(%rsp)
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
	addq	$256, %rbx
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
	cmpq	%r8, 200(%rsp)
	je	.LBB0_232
.LBB0_184:
	vmovaps	%zmm22, %zmm9
	vmovaps	%zmm12, %zmm7
	vmovaps	%zmm10, %zmm4
	vmovaps	%zmm5, 1664(%rsp)
	vmovups	-192(%rbx), %zmm10
	vmovups	-128(%rbx), %zmm12
	vmovups	-64(%rbx), %zmm5
	vmovups	(%rbx), %zmm28
	vbroadcastss	.LCPI0_2(%rip), %zmm22
	testq	%r8, %r8
	je	.LBB0_185
	vmovaps	832(%rsp), %zmm22
	vbroadcastss	.LCPI0_2(%rip), %zmm30
	vmovaps	%zmm30, %zmm24
	jne	.LBB0_209
.LBB0_186:
	vmovaps	%zmm30, %zmm16
	je	.LBB0_187
.LBB0_210:
	vmovaps	%zmm1, %zmm16
	vmovaps	%zmm30, %zmm14
	jne	.LBB0_211
.LBB0_188:
	vxorps	%xmm13, %xmm13, %xmm13
	vxorps	%xmm23, %xmm23, %xmm23
	je	.LBB0_189
.LBB0_212:
	vmovaps	%zmm0, %zmm23
	vmovaps	%zmm30, %zmm0
	jne	.LBB0_213
.LBB0_190:
	vmovaps	%zmm30, %zmm1
	je	.LBB0_191
.LBB0_214:
	vmovaps	448(%rsp), %zmm1
	vmovaps	%zmm30, %zmm3
	jne	.LBB0_215
.LBB0_192:
	vmovaps	%zmm30, %zmm31
	je	.LBB0_193
.LBB0_216:
	vmovaps	%zmm25, %zmm31
	vmovaps	%zmm3, 896(%rsp)
	vmovaps	%zmm30, %zmm26
	jne	.LBB0_217
.LBB0_194:
	vxorps	%xmm3, %xmm3, %xmm3
	je	.LBB0_195
.LBB0_218:
	vmovaps	%zmm17, %zmm3
	vmovaps	%zmm30, %zmm27
	jne	.LBB0_219
.LBB0_196:
	vmovaps	%zmm30, %zmm11
	je	.LBB0_197
.LBB0_220:
	vmovaps	%zmm9, %zmm11
	vmovaps	%zmm30, %zmm25
	jne	.LBB0_221
.LBB0_198:
	vmovaps	%zmm11, 2048(%rsp)
	vmovaps	%zmm30, %zmm19
	je	.LBB0_199
.LBB0_222:
	vmovaps	%zmm8, %zmm19
	vmovaps	%zmm1, %zmm17
	vmovaps	%zmm30, %zmm11
	jne	.LBB0_223
.LBB0_200:
	vmovaps	%zmm29, %zmm1
	vxorps	%xmm9, %xmm9, %xmm9
	je	.LBB0_201
.LBB0_224:
	vmovaps	%zmm18, %zmm9
	vmovaps	%zmm30, %zmm29
	jne	.LBB0_225
.LBB0_202:
	vmovaps	%zmm30, %zmm8
	je	.LBB0_203
.LBB0_226:
	vmovaps	%zmm4, %zmm8
	vmovaps	%zmm30, %zmm18
	jne	.LBB0_227
.LBB0_204:
	vmovaps	%zmm30, %zmm20
	je	.LBB0_205
.LBB0_228:
	vmovaps	%zmm21, %zmm20
	vmovaps	%zmm30, %zmm7
	jne	.LBB0_229
.LBB0_206:
	vxorps	%xmm4, %xmm4, %xmm4
	je	.LBB0_207
.LBB0_230:
	vmovaps	%zmm15, %zmm4
	vmovaps	%zmm30, %zmm21
	je	.LBB0_183
	jmp	.LBB0_231
	.p2align	4
.LBB0_185:
	vbroadcastss	.LCPI0_2(%rip), %zmm30
	vmovaps	%zmm30, %zmm24
	je	.LBB0_186
.LBB0_209:
	vmovaps	576(%rsp), %zmm24
	vmovaps	%zmm30, %zmm16
	jne	.LBB0_210
.LBB0_187:
	vmovaps	%zmm30, %zmm14
	je	.LBB0_188
.LBB0_211:
	vmovaps	%zmm13, %zmm14
	vxorps	%xmm13, %xmm13, %xmm13
	vxorps	%xmm23, %xmm23, %xmm23
	jne	.LBB0_212
.LBB0_189:
	vmovaps	%zmm30, %zmm0
	je	.LBB0_190
.LBB0_213:
	vmovaps	320(%rsp), %zmm0
	vmovaps	%zmm30, %zmm1
	jne	.LBB0_214
.LBB0_191:
	vmovaps	%zmm30, %zmm3
	je	.LBB0_192
.LBB0_215:
	vmovaps	896(%rsp), %zmm3
	vmovaps	%zmm30, %zmm31
	jne	.LBB0_216
.LBB0_193:
	vmovaps	%zmm3, 896(%rsp)
	vmovaps	%zmm30, %zmm26
	je	.LBB0_194
.LBB0_217:
	vmovaps	%zmm27, %zmm26
	vxorps	%xmm3, %xmm3, %xmm3
	jne	.LBB0_218
.LBB0_195:
	vmovaps	%zmm30, %zmm27
	je	.LBB0_196
.LBB0_219:
	vmovaps	704(%rsp), %zmm27
	vmovaps	%zmm30, %zmm11
	jne	.LBB0_220
.LBB0_197:
	vmovaps	%zmm30, %zmm25
	je	.LBB0_198
.LBB0_221:
	vmovaps	2048(%rsp), %zmm25
	vmovaps	%zmm11, 2048(%rsp)
	vmovaps	%zmm30, %zmm19
	jne	.LBB0_222
.LBB0_199:
	vmovaps	%zmm1, %zmm17
	vmovaps	%zmm30, %zmm11
	je	.LBB0_200
.LBB0_223:
	vmovaps	%zmm6, %zmm11
	vmovaps	%zmm29, %zmm1
	vxorps	%xmm9, %xmm9, %xmm9
	jne	.LBB0_224
.LBB0_201:
	vmovaps	%zmm30, %zmm29
	je	.LBB0_202
.LBB0_225:
	vmovaps	%zmm1, %zmm29
	vmovaps	%zmm30, %zmm8
	jne	.LBB0_226
.LBB0_203:
	vmovaps	%zmm30, %zmm18
	je	.LBB0_204
.LBB0_227:
	vmovaps	%zmm7, %zmm18
	vmovaps	%zmm30, %zmm20
	jne	.LBB0_228
.LBB0_205:
	vmovaps	%zmm30, %zmm7
	je	.LBB0_206
.LBB0_229:
	vmovaps	%zmm2, %zmm7
	vxorps	%xmm4, %xmm4, %xmm4
	jne	.LBB0_230
.LBB0_207:
	vmovaps	%zmm30, %zmm21
	je	.LBB0_183
.LBB0_231:
	vmovaps	1664(%rsp), %zmm21
	jmp	.LBB0_183
	.p2align	4
.LBB0_232:
	vmovaps	832(%rsp), %zmm0
	vmovups	%zmm0, 7808(%rsp)
	vmovaps	576(%rsp), %zmm0
	vmovups	%zmm0, 8064(%rsp)
	vmovups	%zmm16, 8320(%rsp)
	vmovups	%zmm23, 8576(%rsp)
	vmovaps	320(%rsp), %zmm0
	vmovups	%zmm0, 8832(%rsp)
	vmovaps	448(%rsp), %zmm0
	vmovups	%zmm0, 7872(%rsp)
	vmovaps	896(%rsp), %zmm0
	vmovups	%zmm0, 8128(%rsp)
	vmovups	%zmm31, 8384(%rsp)
	vmovups	%zmm3, 8640(%rsp)
	vmovaps	704(%rsp), %zmm0
	vmovups	%zmm0, 8896(%rsp)
	vmovups	%zmm22, 7936(%rsp)
	vmovaps	2048(%rsp), %zmm0
	vmovups	%zmm0, 8192(%rsp)
	vmovups	%zmm19, 8448(%rsp)
	vmovups	%zmm9, 8704(%rsp)
	vmovups	%zmm29, 8960(%rsp)
	vmovups	%zmm10, 8000(%rsp)
	vmovups	%zmm12, 8256(%rsp)
	vmovups	%zmm20, 8512(%rsp)
	vmovups	%zmm4, 8768(%rsp)
	vmovups	%zmm5, 9024(%rsp)
	vmovaps	%zmm7, 3520(%rsp)
	vmovaps	%zmm11, 4736(%rsp)
	vmovaps	%zmm26, 4480(%rsp)
	vmovaps	%zmm14, %zmm17
	vmovss	224(%rsp), %xmm27
	vmovss	.LCPI0_0(%rip), %xmm26
	vbroadcastss	.LCPI0_2(%rip), %zmm30
	vxorps	%xmm28, %xmm28, %xmm28
	movq	1600(%rsp), %rax
	vmovaps	1280(%rsp), %zmm25
	vmovaps	2304(%rsp), %zmm6
	vmovdqa64	2880(%rsp), %zmm31
.LBB0_233:
	vmovups	%zmm30, 9088(%rsp)
	vbroadcastss	.LCPI0_5(%rip), %zmm0
	vmovups	%zmm0, 9344(%rsp)
	vmovups	%zmm30, 9152(%rsp)
	vmovups	%zmm0, 9408(%rsp)
	vmovups	%zmm30, 9216(%rsp)
	vmovups	%zmm0, 9472(%rsp)
	vmovups	%zmm30, 9280(%rsp)
	vmovups	%zmm0, 9536(%rsp)
	vmovups	%zmm28, 9600(%rsp)
	vmovups	%zmm28, 9664(%rsp)
	vmovups	%zmm28, 9728(%rsp)
	vmovups	%zmm28, 9792(%rsp)
	vmovups	%zmm28, 9856(%rsp)
	vmovups	%zmm28, 9920(%rsp)
	vmovups	%zmm28, 9984(%rsp)
	vmovups	%zmm28, 10048(%rsp)
	vmovups	%zmm30, 10112(%rsp)
	vmovups	%zmm0, 10368(%rsp)
	vmovups	%zmm30, 10176(%rsp)
	vmovups	%zmm0, 10432(%rsp)
	vmovups	%zmm30, 10240(%rsp)
	vmovups	%zmm0, 10496(%rsp)
	vmovups	%zmm30, 10304(%rsp)
	vmovups	%zmm0, 10560(%rsp)
	vmovups	%zmm28, 10624(%rsp)
	vmovups	%zmm28, 10688(%rsp)
	vmovups	%zmm28, 10752(%rsp)
	vmovups	%zmm28, 10816(%rsp)
	cmpb	$0, 2688(%rsp)
	je	.LBB0_240
	cmpq	$0, 200(%rsp)
	je	.LBB0_241
	vmovups	9088(%rsp), %zmm0
	vmovups	9152(%rsp), %zmm1
	vmovups	9216(%rsp), %zmm2
	vmovups	9280(%rsp), %zmm3
	vmovups	9344(%rsp), %zmm4
	vmovups	9408(%rsp), %zmm14
	vmovups	9472(%rsp), %zmm15
	vmovups	9536(%rsp), %zmm5
	vmovups	23744(%rsp), %zmm10
	vmovups	23808(%rsp), %zmm13
	vmovups	23872(%rsp), %zmm18
	vmovups	23936(%rsp), %zmm21
	vmovaps	2176(%rsp), %zmm8
	vmulps	%zmm10, %zmm8, %zmm6
	vcmpltps	%zmm10, %zmm0, %k1
	vaddps	77000(%rsp), %zmm6, %zmm6
	vmovaps	%zmm6, 896(%rsp)
	vmovaps	2304(%rsp), %zmm6
	vbroadcastss	.LCPI0_0(%rip), %zmm9
	vmovaps	%zmm9, %zmm7 {%k1} {z}
	vmovaps	%zmm7, 2048(%rsp)
	vmulps	%zmm13, %zmm8, %zmm7
	vcmpltps	%zmm13, %zmm1, %k1
	vmovaps	%zmm9, %zmm11 {%k1} {z}
	vmovaps	%zmm11, 704(%rsp)
	vaddps	77064(%rsp), %zmm7, %zmm7
	vmovaps	%zmm7, 320(%rsp)
	vmulps	%zmm18, %zmm8, %zmm7
	vcmpltps	%zmm18, %zmm2, %k1
	vmovaps	%zmm9, %zmm19 {%k1} {z}
	vaddps	77128(%rsp), %zmm7, %zmm20
	vmulps	%zmm21, %zmm8, %zmm7
	vcmpltps	%zmm21, %zmm3, %k1
	vmovaps	%zmm9, %zmm22 {%k1} {z}
	vaddps	77192(%rsp), %zmm7, %zmm23
	vmovups	10880(%rsp), %zmm9
	vmovups	10944(%rsp), %zmm12
	vmovups	11008(%rsp), %zmm8
	vmovups	11072(%rsp), %zmm7
	movl	$192, %edx
	vcmpeqps	%zmm3, %zmm21, %k1
	vcmpeqps	%zmm2, %zmm18, %k2
	vcmpeqps	%zmm1, %zmm13, %k3
	vcmpeqps	%zmm0, %zmm10, %k4
	xorl	%r8d, %r8d
	movq	%r14, %rbx
	jmp	.LBB0_238
	.p2align	4
.LBB0_236:
	vcmpleps	%zmm4, %zmm10, %k5 {%k4}
	vbroadcastss	.LCPI0_0(%rip), %zmm13
	vmovaps	%zmm13, %zmm7 {%k5} {z}
	vmaxps	2048(%rsp), %zmm7, %zmm7
	vcmpneqps	%zmm28, %zmm7, %k5
	vblendmps	896(%rsp), %zmm30, %zmm7 {%k5}
	vmovaps	%zmm7, 1984(%rsp)
	vcmpneqps	%zmm30, %zmm7, %k5
	vmovaps	%zmm10, %zmm9 {%k5} {z}
	vmovups	%zmm9, 10880(%rsp)
	vcmpleps	%zmm14, %zmm10, %k5 {%k3}
	vmovaps	%zmm13, %zmm7 {%k5} {z}
	vmaxps	704(%rsp), %zmm7, %zmm7
	vcmpneqps	%zmm28, %zmm7, %k5
	vblendmps	320(%rsp), %zmm30, %zmm25 {%k5}
	vcmpneqps	%zmm30, %zmm25, %k5
	vmovaps	%zmm10, %zmm12 {%k5} {z}
	vmovups	%zmm12, 10944(%rsp)
	vcmpleps	%zmm15, %zmm10, %k5 {%k2}
	vmovaps	%zmm13, %zmm7 {%k5} {z}
	vmaxps	%zmm19, %zmm7, %zmm7
	vcmpneqps	%zmm28, %zmm7, %k5
	vblendmps	%zmm20, %zmm30, %zmm6 {%k5}
	vcmpneqps	%zmm30, %zmm6, %k5
	vmovaps	%zmm10, %zmm8 {%k5} {z}
	vmovups	%zmm8, 11008(%rsp)
	vcmpleps	%zmm5, %zmm10, %k5 {%k1}
	vmovaps	%zmm13, %zmm7 {%k5} {z}
	vmaxps	%zmm22, %zmm7, %zmm7
	vcmpneqps	%zmm28, %zmm7, %k5
	vblendmps	%zmm23, %zmm30, %zmm31 {%k5}
	vcmpneqps	%zmm30, %zmm31, %k5
	vmovaps	%zmm10, %zmm7 {%k5} {z}
.LBB0_237:
	vmovups	%zmm7, 11072(%rsp)
	incq	%r8
	addq	$256, %rdx
	cmpq	%r8, 200(%rsp)
	je	.LBB0_242
.LBB0_238:
	vpxord	%xmm24, %xmm24, %xmm24
	vcvtsi2ss	%r8, %xmm24, %xmm10
	vbroadcastss	%xmm10, %zmm10
	testq	%r8, %r8
	je	.LBB0_236
	vmovups	23552(%rsp,%rdx), %zmm13
	vmovups	23616(%rsp,%rdx), %zmm18
	vmovups	23680(%rsp,%rdx), %zmm21
	vmovups	23744(%rsp,%rdx), %zmm24
	vmovaps	2176(%rsp), %zmm29
	vmovaps	%zmm6, %zmm16
	vmovaps	%zmm25, %zmm6
	vmulps	%zmm13, %zmm29, %zmm25
	vcmpltps	%zmm13, %zmm0, %k5
	vmovaps	%xmm26, %xmm28
	vbroadcastss	.LCPI0_0(%rip), %zmm26
	vmovdqa64	%zmm31, %zmm11
	vmovaps	%zmm26, %zmm31
	vmovaps	%zmm26, %zmm26 {%k5} {z}
	vcmpeqps	%zmm0, %zmm13, %k5
	vcmpleps	%zmm4, %zmm10, %k5 {%k5}
	vmovaps	%zmm31, %zmm13 {%k5} {z}
	vmaxps	%zmm26, %zmm13, %zmm13
	vmovaps	%xmm28, %xmm26
	vxorps	%xmm28, %xmm28, %xmm28
	vcmpneqps	%zmm28, %zmm13, %k5
	vmovaps	%zmm30, %zmm13
	vaddps	76808(%rsp,%rdx), %zmm25, %zmm13 {%k5}
	vmovaps	1984(%rsp), %zmm25
	vcmpltps	%zmm13, %zmm25, %k0
	vcmpordps	%zmm28, %zmm25, %k5
	vcmpunordps	%zmm28, %zmm13, %k5 {%k5}
	korw	%k5, %k0, %k5
	vmovaps	%zmm13, %zmm25 {%k5}
	vmovaps	%zmm25, 1984(%rsp)
	vmovaps	%zmm10, %zmm9 {%k5}
	vmovups	%zmm9, 10880(%rsp)
	vmulps	%zmm18, %zmm29, %zmm13
	vcmpltps	%zmm18, %zmm1, %k5
	vmovaps	%zmm31, %zmm25 {%k5} {z}
	vcmpeqps	%zmm1, %zmm18, %k5
	vcmpleps	%zmm14, %zmm10, %k5 {%k5}
	vmovaps	%zmm31, %zmm18 {%k5} {z}
	vmaxps	%zmm25, %zmm18, %zmm18
	vmovaps	%zmm6, %zmm25
	vmovaps	%zmm16, %zmm6
	vcmpneqps	%zmm28, %zmm18, %k5
	vmovaps	%zmm30, %zmm18
	vaddps	76872(%rsp,%rdx), %zmm13, %zmm18 {%k5}
	vcmpltps	%zmm18, %zmm25, %k0
	vcmpordps	%zmm28, %zmm25, %k5
	vcmpunordps	%zmm28, %zmm18, %k5 {%k5}
	korw	%k5, %k0, %k5
	vmovaps	%zmm18, %zmm25 {%k5}
	vmovaps	%zmm10, %zmm12 {%k5}
	vmovups	%zmm12, 10944(%rsp)
	vmulps	%zmm21, %zmm29, %zmm13
	vcmpltps	%zmm21, %zmm2, %k5
	vmovaps	%zmm31, %zmm18 {%k5} {z}
	vcmpeqps	%zmm2, %zmm21, %k5
	vcmpleps	%zmm15, %zmm10, %k5 {%k5}
	vmovaps	%zmm31, %zmm21 {%k5} {z}
	vmaxps	%zmm18, %zmm21, %zmm18
	vcmpneqps	%zmm28, %zmm18, %k5
	vmovaps	%zmm30, %zmm18
	vaddps	76936(%rsp,%rdx), %zmm13, %zmm18 {%k5}
	vcmpltps	%zmm18, %zmm16, %k0
	vcmpordps	%zmm28, %zmm16, %k5
	vcmpunordps	%zmm28, %zmm18, %k5 {%k5}
	korw	%k5, %k0, %k5
	vmovaps	%zmm18, %zmm6 {%k5}
	vmovaps	%zmm10, %zmm8 {%k5}
	vmovups	%zmm8, 11008(%rsp)
	vmulps	%zmm24, %zmm29, %zmm13
	vcmpltps	%zmm24, %zmm3, %k5
	vmovaps	%zmm31, %zmm18 {%k5} {z}
	vcmpeqps	%zmm3, %zmm24, %k5
	vcmpleps	%zmm5, %zmm10, %k5 {%k5}
	vmovaps	%zmm31, %zmm21 {%k5} {z}
	vmovdqa64	%zmm11, %zmm31
	vmaxps	%zmm18, %zmm21, %zmm18
	vcmpneqps	%zmm28, %zmm18, %k5
	vmovaps	%zmm30, %zmm18
	vaddps	77000(%rsp,%rdx), %zmm13, %zmm18 {%k5}
	vcmpltps	%zmm18, %zmm11, %k0
	vcmpordps	%zmm28, %zmm11, %k5
	vcmpunordps	%zmm28, %zmm18, %k5 {%k5}
	korw	%k5, %k0, %k5
	vmovaps	%zmm18, %zmm31 {%k5}
	vmovaps	%zmm10, %zmm7 {%k5}
	jmp	.LBB0_237
	.p2align	4
.LBB0_240:
	vmovups	%zmm28, 10880(%rsp)
	vmovups	%zmm28, 10944(%rsp)
	vmovups	%zmm28, 11008(%rsp)
	vmovups	%zmm28, 11072(%rsp)
.LBB0_241:
	movq	%r14, %rbx
.LBB0_242:
	vmovaps	%zmm6, 2304(%rsp)
	movq	%r13, %r9
	cmpq	$8, %r15
	jae	.LBB0_245
	xorl	%edx, %edx
	movl	220(%rsp), %r14d
	vmovss	.LCPI0_2(%rip), %xmm3
	vmovss	.LCPI0_3(%rip), %xmm4
	vxorps	%xmm5, %xmm5, %xmm5
	movq	1920(%rsp), %r13
	.p2align	4
.LBB0_244:
	xorl	%edi, %edi
	vucomiss	%xmm27, %xmm26
	setbe	%dil
	shll	$8, %edi
	testl	%r14d, %r14d
	leaq	7808(%rsp,%rdx,4), %r8
	vmovss	8064(%rsp,%rdx,4), %xmm0
	vcmpgess	8320(%rsp,%rdx,4), %xmm3, %k1
	vmovss	.LCPI0_1(%rip), %xmm1 {%k1} {z}
	vaddss	%xmm0, %xmm0, %xmm0
	vmulss	8832(%rsp,%rdx,4), %xmm4, %xmm2
	vaddss	7808(%rsp,%rdx,4), %xmm0, %xmm0
	vaddss	%xmm1, %xmm0, %xmm0
	vaddss	%xmm0, %xmm2, %xmm0
	leaq	2816(%rdi,%r8), %rdi
	leaq	8576(%rsp,%rdx,4), %r8
	cmoveq	%rdi, %r8
	vmovss	(%r8), %xmm1
	vcmpneqss	%xmm5, %xmm0, %k1
	vmovss	.LCPI0_4(%rip), %xmm1 {%k1}
	vcvttss2si	%xmm1, %rdi
	movq	%rdi, (%r11,%rdx,8)
	vcvttss2usi	%xmm0, %edi
	movl	%edi, (%rsi,%rdx,4)
	incq	%rdx
	cmpq	%rdx, %r13
	jne	.LBB0_244
	jmp	.LBB0_131
	.p2align	4
.LBB0_245:
	movq	%rsi, %r13
	movq	%rcx, 896(%rsp)
	movq	%r10, 2048(%rsp)
	movq	%r9, %r10
	movq	%r15, %rsi
	movq	%rbx, 1280(%rsp)
	movq	3328(%rsp), %r11
	movq	%r11, %rdx
	shlq	$9, %rdx
	addq	432(%rsp), %rdx
	movq	1920(%rsp), %rdi
	movl	%edi, %r8d
	leaq	(%rdx,%r8,8), %r8
	shlq	$8, %r11
	addq	3584(%rsp), %r11
	leal	(,%rdi,4), %r15d
	leaq	(%r11,%r15), %r12
	leaq	10880(%rsp), %rdi
	addq	%rdi, %r15
	cmpq	%r12, %rdx
	setb	%r14b
	cmpq	%r8, %r11
	setb	%dil
	cmpq	%r15, %rdx
	setb	%dl
	leaq	7808(%rsp), %r9
	cmpq	%r8, %r9
	setb	%bl
	cmpq	%r15, %r11
	setb	%r8b
	cmpq	%r12, %r9
	setb	%r11b
	testb	%dil, %r14b
	vmovss	.LCPI0_2(%rip), %xmm3
	vmovss	.LCPI0_3(%rip), %xmm4
	vxorps	%xmm5, %xmm5, %xmm5
	vbroadcastss	.LCPI0_2(%rip), %ymm6
	vbroadcastss	.LCPI0_3(%rip), %ymm7
	vxorps	%xmm8, %xmm8, %xmm8
	jne	.LBB0_251
	andb	%bl, %dl
	movq	3840(%rsp), %r12
	jne	.LBB0_252
	movl	$0, %edx
	andb	%r11b, %r8b
	movq	1280(%rsp), %rbx
	movl	220(%rsp), %r14d
	movq	%rsi, %r15
	movq	%r10, %r9
	movq	2048(%rsp), %r10
	movq	1600(%rsp), %rax
	movq	896(%rsp), %rcx
	movq	1408(%rsp), %r11
	movq	%r13, %rsi
	movq	1920(%rsp), %r13
	jne	.LBB0_244
	movq	%r13, %rdx
	movq	%rsi, %r13
	movq	%r10, %rsi
	movl	%edx, %r8d
	andl	$120, %r8d
	andl	$120, %edx
	movq	%r11, %r10
	xorl	%r11d, %r11d
	.p2align	4
.LBB0_249:
	xorl	%edi, %edi
	vucomiss	%xmm27, %xmm26
	setbe	%dil
	shll	$8, %edi
	testl	%r14d, %r14d
	vmovups	8064(%rsp,%r11,4), %ymm0
	leaq	7808(%rsp,%r11,4), %rbx
	vaddps	%ymm0, %ymm0, %ymm0
	vcmpeqps	8320(%rsp,%r11,4), %ymm6, %k1
	vbroadcastss	.LCPI0_1(%rip), %ymm1 {%k1} {z}
	vmulps	8832(%rsp,%r11,4), %ymm7, %ymm2
	vaddps	7808(%rsp,%r11,4), %ymm0, %ymm0
	vaddps	%ymm1, %ymm0, %ymm0
	vaddps	%ymm0, %ymm2, %ymm0
	leaq	2816(%rdi,%rbx), %rdi
	leaq	8576(%rsp,%r11,4), %rbx
	cmoveq	%rdi, %rbx
	vmovups	(%rbx), %ymm1
	vcmpneqps	%ymm8, %ymm0, %k1
	vbroadcastss	.LCPI0_4(%rip), %ymm1 {%k1}
	vcvttps2qq	%ymm1, %zmm1
	vmovups	%zmm1, (%r10,%r11,8)
	vcvttps2udq	%ymm0, %ymm0
	vmovups	%ymm0, (%r13,%r11,4)
	addq	$8, %r11
	cmpq	%r11, %r8
	jne	.LBB0_249
	movq	1920(%rsp), %rdi
	cmpq	%rdx, %rdi
	movq	1280(%rsp), %rbx
	movq	%r10, %r11
	movq	%rsi, %r10
	movq	%r13, %rsi
	movq	%rdi, %r13
	jne	.LBB0_244
	jmp	.LBB0_131
.LBB0_251:
	xorl	%edx, %edx
	movq	1280(%rsp), %rbx
	movl	220(%rsp), %r14d
	movq	%rsi, %r15
	movq	%r10, %r9
	movq	3840(%rsp), %r12
	jmp	.LBB0_253
.LBB0_252:
	xorl	%edx, %edx
	movq	1280(%rsp), %rbx
	movl	220(%rsp), %r14d
	movq	%rsi, %r15
	movq	%r10, %r9
.LBB0_253:
	movq	2048(%rsp), %r10
	movq	1600(%rsp), %rax
	movq	896(%rsp), %rcx
	movq	1408(%rsp), %r11
	movq	%r13, %rsi
	movq	1920(%rsp), %r13
	jmp	.LBB0_244
.LBB0_254:
	vmovss	224(%rsp), %xmm27
	movq	1408(%rsp), %r11
	jmp	.LBB0_233
.LBB0_255:
	vmovdqa	%xmm0, 3456(%rsp)
	vmovss	.LCPI0_2(%rip), %xmm0
	vmovaps	%xmm0, 1120(%rsp)
	vmovaps	%xmm0, %xmm27
	vmovaps	%xmm0, 3776(%rsp)
	vmovaps	%xmm0, 288(%rsp)
.LBB0_256:
	xorl	%esi, %esi
.LBB0_257:
	vpxord	%xmm16, %xmm16, %xmm16
	vcvtusi2ss	%rsi, %xmm16, %xmm0
.LBB0_258:
	cmpl	$0, 220(%rsp)
	movq	%rax, %rdx
	sete	%al
	vmovaps	3776(%rsp), %xmm1
	vaddss	%xmm1, %xmm1, %xmm1
	vaddss	%xmm1, %xmm27, %xmm1
	vmovss	.LCPI0_2(%rip), %xmm2
	vcmpgess	288(%rsp), %xmm2, %k2
	vmovss	.LCPI0_1(%rip), %xmm2 {%k2} {z}
	vmovaps	1120(%rsp), %xmm3
	vmulss	.LCPI0_3(%rip), %xmm3, %xmm3
	vaddss	%xmm1, %xmm2, %xmm1
	vaddss	%xmm3, %xmm1, %xmm1
	vxorps	%xmm3, %xmm3, %xmm3
	vmovaps	2272(%rsp), %xmm2
	vmovss	%xmm2, %xmm0, %xmm0 {%k1}
	kmovd	%eax, %k2
	vmovaps	3456(%rsp), %xmm2
	vmovss	%xmm0, %xmm2, %xmm2 {%k2}
	vcmpneqss	%xmm29, %xmm1, %k2
	vmovss	.LCPI0_4(%rip), %xmm2 {%k2}
	vcvttss2si	%xmm2, %rax
	vcvttss2usi	%xmm1, %ecx
	movq	3032(%rsp), %rsi
	movq	%rax, (%rsi,%rbx,8)
	movq	3040(%rsp), %rax
	movl	%ecx, (%rax,%rbx,4)
	incq	%rbx
	movq	5984(%rsp), %rcx
	incq	%rcx
	movq	240(%rsp), %rax
	addq	5944(%rsp), %rax
	movq	%rax, 240(%rsp)
	cmpq	%rdx, %rbx
	vbroadcastss	.LCPI0_377(%rip), %ymm2
	je	.LBB0_1281
.LBB0_259:
	movq	5936(%rsp), %rsi
	movq	%rcx, 5984(%rsp)
	imulq	%rcx, %rsi
	movq	5952(%rsp), %rax
	addq	%rsi, %rax
	movq	%rax, 1344(%rsp)
	addq	5928(%rsp), %rsi
	movq	%rsi, 1664(%rsp)
	movq	%rbx, %rax
	movq	200(%rsp), %r10
	imulq	%r10, %rax
	movq	1136(%rsp), %rcx
	leaq	(%rcx,%rax,4), %r14
	testq	%r10, %r10
	movq	%rbx, 1280(%rsp)
	movq	%r14, 2560(%rsp)
	je	.LBB0_270
	vpxor	%xmm4, %xmm4, %xmm4
	vxorps	%xmm3, %xmm3, %xmm3
	movl	$1024, %edx
	movq	240(%rsp), %rsi
	xorl	%edi, %edi
	vxorps	%xmm11, %xmm11, %xmm11
	vbroadcastss	.LCPI0_2(%rip), %zmm5
	vmovaps	%zmm5, %zmm6
	vmovaps	%zmm5, %zmm17
	vpxord	%xmm20, %xmm20, %xmm20
	vpxord	%xmm22, %xmm22, %xmm22
	vmovaps	%zmm5, %zmm21
	vmovaps	%zmm5, %zmm23
	vxorps	%xmm25, %xmm25, %xmm25
	vxorps	%xmm28, %xmm28, %xmm28
	vmovaps	%zmm5, %zmm26
	vmovaps	%zmm5, %zmm29
	vpxor	%xmm0, %xmm0, %xmm0
	vpxord	%xmm18, %xmm18, %xmm18
	vmovaps	%zmm5, %zmm1
	vmovaps	%zmm5, %zmm19
	xorl	%r8d, %r8d
	vmovd	.LCPI0_2(%rip), %xmm2
	vmovdqa	%xmm2, %xmm12
	xorl	%eax, %eax
	vmovdqa64	%xmm2, %xmm24
	xorl	%ecx, %ecx
	vmovaps	%xmm5, %xmm27
	vbroadcastss	.LCPI0_5(%rip), %zmm13
	jmp	.LBB0_263
	.p2align	4
.LBB0_261:
	vmovdqa64	2496(%rsp), %zmm10
	vmovss	.LCPI0_5(%rip), %xmm8
	vmovaps	3776(%rsp), %xmm24
	vmovaps	288(%rsp), %xmm12
	vmovaps	%xmm15, %xmm27
.LBB0_262:
	addq	$1024, %rdx
	addq	$-1024, %rdi
	addq	$4096, %rsi
	movq	200(%rsp), %r10
	cmpq	%r10, %r8
	movl	1984(%rsp), %r12d
	movq	2560(%rsp), %r14
	jae	.LBB0_268
.LBB0_263:
	vmovdqa	%xmm12, 288(%rsp)
	vmovdqa64	%xmm24, 3776(%rsp)
	vmovaps	%xmm27, %xmm15
	movq	%r8, %r9
	addq	$1024, %r8
	cmpq	%rdx, %r10
	movq	%rdx, %r11
	cmovbq	%r10, %r11
	cmpq	%r10, %r8
	movq	%r10, %rbx
	cmovbq	%r8, %rbx
	movq	%rbx, %r10
	subq	%r9, %r10
	andq	$-32, %r10
	addq	%r9, %r10
	movq	%r9, %r15
	cmpq	%r10, %r9
	vpxord	%xmm31, %xmm31, %xmm31
	vmovaps	3200(%rsp), %zmm14
	vbroadcastss	.LCPI0_6(%rip), %zmm24
	vmovdqa64	.LCPI0_7(%rip), %zmm16
	vpbroadcastd	.LCPI0_5(%rip), %zmm30
	vbroadcastss	.LCPI0_0(%rip), %zmm27
	vmovdqa64	.LCPI0_8(%rip), %zmm12
	jae	.LBB0_265
	.p2align	4
.LBB0_264:
	vmovups	(%r14,%r15,4), %zmm8
	vmovups	64(%r14,%r15,4), %zmm2
	vcmpunordps	%zmm31, %zmm8, %k3
	vmovaps	%zmm27, %zmm5 {%k3} {z}
	vcmpeqps	%zmm13, %zmm8, %k2
	vmovaps	%zmm27, %zmm7 {%k2} {z}
	vmulps	%zmm8, %zmm14, %zmm9
	vmulps	%zmm2, %zmm14, %zmm10
	vandps	%zmm24, %zmm9, %zmm9
	vpcmpeqd	%zmm30, %zmm9, %k2
	vandps	%zmm24, %zmm10, %zmm9
	vpcmpeqd	%zmm30, %zmm9, %k4
	vandps	%zmm24, %zmm8, %zmm9
	vandps	%zmm24, %zmm2, %zmm10
	vcmpneq_oqps	%zmm13, %zmm9, %k5 {%k2}
	vcmpneq_oqps	%zmm13, %zmm10, %k2 {%k4}
	vmovaps	%zmm27, %zmm9 {%k5} {z}
	vpbroadcastd	%r15d, %zmm10
	vcmpltps	%zmm8, %zmm1, %k0
	vcmpordps	%zmm31, %zmm1, %k3 {%k3}
	korw	%k3, %k0, %k3
	vmovaps	%zmm8, %zmm1 {%k3}
	vpord	%zmm16, %zmm10, %zmm8
	vmovdqa32	%zmm8, %zmm0 {%k3}
	vcmpltps	%zmm5, %zmm26, %k3
	vmovdqa32	%zmm8, %zmm25 {%k3}
	vcmpltps	%zmm7, %zmm21, %k3
	vmovdqa32	%zmm8, %zmm20 {%k3}
	vcmpltps	%zmm9, %zmm6, %k3
	vmovdqa32	%zmm8, %zmm4 {%k3}
	vcmpunordps	%zmm31, %zmm2, %k4
	vcmpltps	%zmm2, %zmm19, %k0
	vcmpordps	%zmm31, %zmm19, %k3 {%k4}
	korw	%k3, %k0, %k3
	vcmpeqps	%zmm13, %zmm2, %k5
	vmovaps	%zmm2, %zmm19 {%k3}
	vmaxps	%zmm26, %zmm5, %zmm26
	vmovaps	%zmm27, %zmm2 {%k4} {z}
	vcmpltps	%zmm2, %zmm29, %k4
	vmaxps	%zmm29, %zmm2, %zmm29
	vmaxps	%zmm21, %zmm7, %zmm21
	vmovaps	%zmm27, %zmm2 {%k5} {z}
	vcmpltps	%zmm2, %zmm23, %k5
	vmaxps	%zmm23, %zmm2, %zmm23
	vmaxps	%zmm6, %zmm9, %zmm6
	vmovaps	%zmm27, %zmm2 {%k2} {z}
	vcmpltps	%zmm2, %zmm17, %k2
	vmaxps	%zmm17, %zmm2, %zmm17
	vpord	%zmm12, %zmm10, %zmm2
	vmovdqa32	%zmm2, %zmm18 {%k3}
	vmovdqa32	%zmm2, %zmm28 {%k4}
	vmovdqa32	%zmm2, %zmm22 {%k5}
	vmovdqa32	%zmm2, %zmm11 {%k2}
	addq	$32, %r15
	cmpq	%r10, %r15
	jb	.LBB0_264
.LBB0_265:
	cmpq	%rbx, %r10
	jae	.LBB0_261
	addq	%rdi, %r11
	andq	$-32, %r11
	vmovdqa64	2496(%rsp), %zmm10
	vmovss	.LCPI0_5(%rip), %xmm8
	vmovaps	3776(%rsp), %xmm24
	vmovaps	288(%rsp), %xmm12
	vmovaps	%xmm15, %xmm27
	.p2align	4
.LBB0_267:
	vmovd	(%rsi,%r11,4), %xmm2
	vmovd	%xmm2, %r14d
	vucomiss	%xmm2, %xmm2
	setp	%r10b
	vcmpgess	%xmm8, %xmm2, %k2
	vmovss	.LCPI0_0(%rip), %xmm5 {%k2} {z}
	vmulss	2048(%rsp), %xmm2, %xmm7
	vmovd	%xmm7, %r15d
	andl	$2147483647, %r15d
	cmpl	$2139095040, %r15d
	sete	%r15b
	andl	$2147483647, %r14d
	cmpl	$2139095040, %r14d
	setl	%r12b
	andb	%r15b, %r12b
	vucomiss	%xmm12, %xmm2
	seta	%r15b
	leaq	(%r9,%r11), %r14
	vucomiss	%xmm12, %xmm12
	setnp	%r13b
	andb	%r10b, %r13b
	orb	%r15b, %r13b
	kmovd	%r13d, %k2
	vmovss	%xmm2, %xmm12, %xmm12 {%k2}
	cmovneq	%r14, %rax
	vucomiss	%xmm24, %xmm5
	vmaxss	%xmm24, %xmm5, %xmm24
	cmovaq	%r14, %rcx
	kmovd	%r12d, %k0
	kshiftlb	$7, %k0, %k0
	kshiftrb	$6, %k0, %k0
	kmovd	%r10d, %k2
	kshiftlb	$7, %k2, %k2
	kshiftrb	$7, %k2, %k2
	korw	%k0, %k2, %k2
	vbroadcastss	.LCPI0_0(%rip), %xmm2 {%k2} {z}
	vcmpltps	%xmm2, %xmm27, %k2
	vmaxps	%xmm27, %xmm2, %xmm27
	vpbroadcastq	%r14, %xmm3 {%k2}
	leaq	(%r9,%r11), %r10
	incq	%r10
	incq	%r11
	cmpq	%rbx, %r10
	jb	.LBB0_267
	jmp	.LBB0_262
	.p2align	4
.LBB0_268:
	cmpq	$31, %r10
	jbe	.LBB0_274
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpunordps	%zmm2, %zmm29, %k0
	vcmpordps	%zmm2, %zmm26, %k2
	vpcmpltud	%zmm25, %zmm28, %k3
	vcmpltps	%zmm29, %zmm26, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%zmm26, %zmm29, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandw	%k0, %k2, %k2
	kandnw	%k3, %k0, %k0
	korw	%k0, %k2, %k2
	vmovaps	%zmm29, %zmm26 {%k2}
	vxorps	%xmm9, %xmm9, %xmm9
	vmovdqa32	%zmm28, %zmm25 {%k2}
	vextractf64x4	$1, %zmm26, %ymm2
	vextracti64x4	$1, %zmm25, %ymm5
	vxorps	%xmm28, %xmm28, %xmm28
	vcmpunordps	%ymm28, %ymm2, %k0
	vcmpordps	%ymm28, %ymm26, %k2
	vpcmpltud	%ymm25, %ymm5, %k3
	vcmpltps	%ymm2, %ymm26, %k4
	korb	%k3, %k2, %k2
	vcmpeqps	%ymm26, %ymm2, %k3 {%k3}
	korb	%k3, %k4, %k3
	kandnb	%k3, %k0, %k3
	kandb	%k0, %k2, %k0
	korb	%k3, %k0, %k2
	vblendmps	%ymm2, %ymm26, %ymm2 {%k2}
	vpblendmd	%ymm5, %ymm25, %ymm5 {%k2}
	vextractf128	$1, %ymm2, %xmm7
	vextracti128	$1, %ymm5, %xmm8
	vxorps	%xmm26, %xmm26, %xmm26
	vcmpunordps	%xmm26, %xmm7, %k0
	vcmpordps	%xmm26, %xmm2, %k2
	vpcmpltud	%xmm5, %xmm8, %k3
	vcmpltps	%xmm7, %xmm2, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%xmm2, %xmm7, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vblendmps	%xmm7, %xmm2, %xmm25 {%k2}
	vpblendmd	%xmm8, %xmm5, %xmm2 {%k2}
	vshufpd	$1, %xmm25, %xmm25, %xmm5
	vpshufd	$238, %xmm2, %xmm7
	vcmpunordps	%xmm26, %xmm5, %k0
	vcmpordps	%xmm26, %xmm25, %k2
	vpcmpltud	%xmm2, %xmm7, %k3
	vcmpltps	%xmm5, %xmm25, %k4
	vcmpeqps	%xmm25, %xmm5, %k5
	korw	%k3, %k2, %k2
	kandw	%k3, %k5, %k3
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vmovaps	%xmm5, %xmm25 {%k2}
	vmovdqa32	%xmm7, %xmm2 {%k2}
	vmovd	%xmm2, %esi
	vmovshdup	%xmm25, %xmm5
	vpextrd	$1, %xmm2, %edx
	vucomiss	%xmm5, %xmm5
	setp	%dil
	kmovd	%edi, %k0
	vucomiss	%xmm25, %xmm25
	setnp	%dil
	cmpl	%esi, %edx
	setb	%r8b
	vucomiss	%xmm25, %xmm5
	seta	%r9b
	setnp	%r10b
	sete	%r11b
	andb	%r10b, %r11b
	orb	%r8b, %dil
	kmovd	%edi, %k2
	andb	%r8b, %r11b
	orb	%r9b, %r11b
	kmovd	%r11d, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k0
	kmovd	%k0, %edi
	andb	$1, %dil
	kmovd	%edi, %k2
	vmovss	%xmm5, %xmm25, %xmm25 {%k2}
	cmovnel	%edx, %esi
	vcmpunordps	%zmm9, %zmm23, %k0
	vcmpordps	%zmm9, %zmm21, %k2
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
	vextractf64x4	$1, %zmm21, %ymm2
	vextracti64x4	$1, %zmm20, %ymm5
	vcmpunordps	%ymm28, %ymm2, %k0
	vcmpordps	%ymm28, %ymm21, %k2
	vpcmpltud	%ymm20, %ymm5, %k3
	vcmpltps	%ymm2, %ymm21, %k4
	korb	%k3, %k2, %k2
	vcmpeqps	%ymm21, %ymm2, %k3 {%k3}
	korb	%k3, %k4, %k3
	kandnb	%k3, %k0, %k3
	kandb	%k0, %k2, %k0
	korb	%k3, %k0, %k2
	vblendmps	%ymm2, %ymm21, %ymm2 {%k2}
	vpblendmd	%ymm5, %ymm20, %ymm7 {%k2}
	vextractf128	$1, %ymm2, %xmm5
	vextracti128	$1, %ymm7, %xmm8
	vcmpunordps	%xmm26, %xmm5, %k0
	vcmpordps	%xmm26, %xmm2, %k2
	vpcmpltud	%xmm7, %xmm8, %k3
	vcmpltps	%xmm5, %xmm2, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%xmm2, %xmm5, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vblendmps	%xmm5, %xmm2, %xmm5 {%k2}
	vpblendmd	%xmm8, %xmm7, %xmm2 {%k2}
	vshufpd	$1, %xmm5, %xmm5, %xmm7
	vpshufd	$238, %xmm2, %xmm8
	vcmpunordps	%xmm26, %xmm7, %k0
	vcmpordps	%xmm26, %xmm5, %k2
	vpcmpltud	%xmm2, %xmm8, %k3
	vcmpltps	%xmm7, %xmm5, %k4
	vcmpeqps	%xmm5, %xmm7, %k5
	korw	%k3, %k2, %k2
	kandw	%k3, %k5, %k3
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vmovaps	%xmm7, %xmm5 {%k2}
	vmovdqa32	%xmm8, %xmm2 {%k2}
	vmovss	.LCPI0_5(%rip), %xmm8
	vmovd	%xmm2, %edx
	vmovshdup	%xmm5, %xmm7
	vpextrd	$1, %xmm2, %edi
	vucomiss	%xmm7, %xmm7
	setp	%r8b
	kmovd	%r8d, %k0
	vucomiss	%xmm5, %xmm5
	setnp	%r8b
	cmpl	%edx, %edi
	setb	%r9b
	vucomiss	%xmm5, %xmm7
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
	vmovss	%xmm7, %xmm5, %xmm5 {%k2}
	cmovnel	%edi, %edx
	cmpq	%rdx, %rcx
	setb	%cl
	kmovd	%ecx, %k2
	vcmpeqss	%xmm5, %xmm24, %k3
	vmovaps	%xmm5, %xmm2
	vcmpltss	%xmm24, %xmm5, %k4
	vmovss	%xmm24, %xmm5, %xmm5 {%k2}
	vmovss	%xmm5, %xmm2, %xmm2 {%k3}
	vmovss	%xmm24, %xmm2, %xmm2 {%k4}
	vcmpunordps	%zmm9, %zmm19, %k0
	vcmpordps	%zmm9, %zmm1, %k2
	vpcmpltud	%zmm0, %zmm18, %k3
	vcmpltps	%zmm19, %zmm1, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%zmm1, %zmm19, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandw	%k0, %k2, %k2
	kandnw	%k3, %k0, %k0
	korw	%k0, %k2, %k2
	vmovaps	%zmm19, %zmm1 {%k2}
	vmovdqa32	%zmm18, %zmm0 {%k2}
	vextractf64x4	$1, %zmm1, %ymm5
	vextracti64x4	$1, %zmm0, %ymm7
	vcmpunordps	%ymm28, %ymm5, %k0
	vcmpordps	%ymm28, %ymm1, %k2
	vpcmpltud	%ymm0, %ymm7, %k3
	vcmpltps	%ymm5, %ymm1, %k4
	korb	%k3, %k2, %k2
	vcmpeqps	%ymm1, %ymm5, %k3 {%k3}
	korb	%k3, %k4, %k3
	kandnb	%k3, %k0, %k3
	kandb	%k0, %k2, %k0
	korb	%k3, %k0, %k2
	vblendmps	%ymm5, %ymm1, %ymm1 {%k2}
	vpblendmd	%ymm7, %ymm0, %ymm5 {%k2}
	vextractf128	$1, %ymm1, %xmm0
	vextracti128	$1, %ymm5, %xmm7
	vcmpunordps	%xmm26, %xmm0, %k0
	vcmpordps	%xmm26, %xmm1, %k2
	vpcmpltud	%xmm5, %xmm7, %k3
	vcmpltps	%xmm0, %xmm1, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%xmm1, %xmm0, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vblendmps	%xmm0, %xmm1, %xmm0 {%k2}
	vpblendmd	%xmm7, %xmm5, %xmm1 {%k2}
	vshufpd	$1, %xmm0, %xmm0, %xmm5
	vpshufd	$238, %xmm1, %xmm7
	vcmpunordps	%xmm26, %xmm5, %k0
	vcmpordps	%xmm26, %xmm0, %k2
	vpcmpltud	%xmm1, %xmm7, %k3
	vcmpltps	%xmm5, %xmm0, %k4
	vcmpeqps	%xmm0, %xmm5, %k5
	korw	%k3, %k2, %k2
	kandw	%k3, %k5, %k3
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vmovaps	%xmm5, %xmm0 {%k2}
	vmovdqa32	%xmm7, %xmm1 {%k2}
	vmovd	%xmm1, %ecx
	vmovshdup	%xmm0, %xmm5
	vpextrd	$1, %xmm1, %edx
	vucomiss	%xmm5, %xmm5
	setp	%dil
	kmovd	%edi, %k0
	vucomiss	%xmm0, %xmm0
	setnp	%dil
	cmpl	%ecx, %edx
	setb	%r8b
	vucomiss	%xmm0, %xmm5
	seta	%r9b
	setnp	%r10b
	sete	%r11b
	andb	%r10b, %r11b
	orb	%r8b, %dil
	kmovd	%edi, %k2
	andb	%r8b, %r11b
	orb	%r9b, %r11b
	kmovd	%r11d, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k0
	kmovd	%k0, %edi
	andb	$1, %dil
	kmovd	%edi, %k2
	vmovss	%xmm5, %xmm0, %xmm0 {%k2}
	cmovnel	%edx, %ecx
	vucomiss	%xmm0, %xmm0
	setnp	%dl
	cmpq	%rcx, %rax
	setb	%dil
	vucomiss	%xmm0, %xmm12
	seta	%r8b
	setnp	%r9b
	sete	%r10b
	andb	%r9b, %r10b
	orb	%dil, %dl
	andb	%dil, %r10b
	orb	%r8b, %r10b
	vucomiss	%xmm12, %xmm12
	movzbl	%dl, %edx
	movzbl	%r10b, %edi
	cmovpl	%edx, %edi
	testb	%dil, %dil
	kmovd	%edi, %k2
	vmovss	%xmm12, %xmm0, %xmm0 {%k2}
	cmoveq	%rcx, %rax
	vcmpunordps	%zmm9, %zmm17, %k0
	vcmpordps	%zmm9, %zmm6, %k2
	vpcmpltud	%zmm4, %zmm11, %k3
	vcmpltps	%zmm17, %zmm6, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%zmm6, %zmm17, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandw	%k0, %k2, %k2
	kandnw	%k3, %k0, %k0
	korw	%k0, %k2, %k2
	vmovaps	%zmm17, %zmm6 {%k2}
	vmovdqa32	%zmm11, %zmm4 {%k2}
	vextractf64x4	$1, %zmm6, %ymm1
	vextracti64x4	$1, %zmm4, %ymm5
	vcmpunordps	%ymm28, %ymm1, %k0
	vcmpordps	%ymm28, %ymm6, %k2
	vpcmpltud	%ymm4, %ymm5, %k3
	vcmpltps	%ymm1, %ymm6, %k4
	korb	%k3, %k2, %k2
	vcmpeqps	%ymm6, %ymm1, %k3 {%k3}
	korb	%k3, %k4, %k3
	kandnb	%k3, %k0, %k3
	kandb	%k0, %k2, %k0
	korb	%k3, %k0, %k2
	vblendmps	%ymm1, %ymm6, %ymm1 {%k2}
	vpblendmd	%ymm5, %ymm4, %ymm4 {%k2}
	vextractf128	$1, %ymm1, %xmm5
	vextracti128	$1, %ymm4, %xmm6
	vcmpunordps	%xmm26, %xmm5, %k0
	vcmpordps	%xmm26, %xmm1, %k2
	vpcmpltud	%xmm4, %xmm6, %k3
	vcmpltps	%xmm5, %xmm1, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%xmm1, %xmm5, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vblendmps	%xmm5, %xmm1, %xmm1 {%k2}
	vpblendmd	%xmm6, %xmm4, %xmm4 {%k2}
	vshufpd	$1, %xmm1, %xmm1, %xmm5
	vpshufd	$238, %xmm4, %xmm6
	vcmpunordps	%xmm26, %xmm5, %k0
	vcmpordps	%xmm26, %xmm1, %k2
	vpcmpltud	%xmm4, %xmm6, %k3
	vcmpltps	%xmm5, %xmm1, %k4
	vcmpeqps	%xmm1, %xmm5, %k5
	korw	%k3, %k2, %k2
	kandw	%k3, %k5, %k3
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vmovaps	%xmm5, %xmm1 {%k2}
	vmovdqa32	%xmm6, %xmm4 {%k2}
	vmovd	%xmm4, %ecx
	vmovshdup	%xmm1, %xmm5
	vpextrd	$1, %xmm4, %edx
	vucomiss	%xmm5, %xmm5
	setp	%dil
	kmovd	%edi, %k0
	vucomiss	%xmm1, %xmm1
	setnp	%dil
	cmpl	%ecx, %edx
	setb	%r8b
	vucomiss	%xmm1, %xmm5
	seta	%r9b
	setnp	%r10b
	sete	%r11b
	andb	%r10b, %r11b
	movq	200(%rsp), %r10
	orb	%r8b, %dil
	kmovd	%edi, %k2
	andb	%r8b, %r11b
	orb	%r9b, %r11b
	kmovd	%r11d, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k0
	kmovd	%k0, %edi
	andb	$1, %dil
	kmovd	%edi, %k2
	vmovss	%xmm5, %xmm1, %xmm1 {%k2}
	cmovnel	%edx, %ecx
	vmovd	%ecx, %xmm4
	vmovd	%esi, %xmm5
	vpunpcklqdq	%xmm4, %xmm5, %xmm4
	vinsertps	$16, %xmm1, %xmm25, %xmm1
	vcmpltps	%xmm27, %xmm1, %k0
	vcmpeqps	%xmm1, %xmm27, %k2
	vpcmpltuq	%xmm4, %xmm3, %k2 {%k2}
	korw	%k2, %k0, %k2
	vmovaps	%xmm27, %xmm1 {%k2}
	vmovaps	%xmm0, 288(%rsp)
	vmovaps	%xmm2, %xmm5
	vmovaps	%xmm1, %xmm27
	jmp	.LBB0_275
	.p2align	4
.LBB0_270:
	vpxor	%xmm0, %xmm0, %xmm0
	vmovdqa	%xmm0, 3456(%rsp)
	vmovd	.LCPI0_2(%rip), %xmm25
	vmovdqa64	%xmm25, 3776(%rsp)
	vmovdqa64	%xmm25, 288(%rsp)
	vmovdqa	%xmm8, %xmm12
	vbroadcastss	.LCPI0_2(%rip), %xmm27
	cmpb	$0, 231(%rsp)
	movq	232(%rsp), %rax
	movq	4224(%rsp), %rdi
	jne	.LBB0_287
	vmovdqa	%xmm0, 1120(%rsp)
	vmovss	.LCPI0_2(%rip), %xmm25
	vmovaps	%xmm25, 688(%rsp)
	vpxor	%xmm1, %xmm1, %xmm1
	vmovdqa	%xmm1, 3456(%rsp)
	vmovaps	%xmm25, 3776(%rsp)
	vmovaps	%xmm25, %xmm1
	vmovdqa	%xmm8, %xmm12
	vbroadcastss	.LCPI0_2(%rip), %xmm27
	cmpb	$0, 219(%rsp)
	jne	.LBB0_372
	vmovdqa	%xmm0, 2272(%rsp)
	cmpb	$0, 218(%rsp)
	jne	.LBB0_255
	vmovdqa	%xmm0, 3456(%rsp)
	vmovss	.LCPI0_2(%rip), %xmm0
	vmovaps	%xmm0, 1120(%rsp)
	vmovaps	%xmm0, %xmm27
	vmovaps	%xmm0, 3776(%rsp)
	vmovaps	%xmm0, 288(%rsp)
	vxorps	%xmm0, %xmm0, %xmm0
	jmp	.LBB0_258
	.p2align	4
.LBB0_274:
	vmovaps	%xmm12, 288(%rsp)
	vmovaps	%xmm24, %xmm5
.LBB0_275:
	vmovss	.LCPI0_0(%rip), %xmm26
	movq	4224(%rsp), %rdi
	movq	2944(%rsp), %r8
	vmovdqa64	3904(%rsp), %zmm7
	vmovdqa64	2624(%rsp), %zmm28
	vmovdqa64	2432(%rsp), %zmm13
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	vbroadcastss	.LCPI0_377(%rip), %ymm2
	vmovaps	.LCPI0_8(%rip), %zmm15
	vxorps	%xmm9, %xmm9, %xmm9
	vcvtusi2ss	%rax, %xmm9, %xmm0
	cmpb	$0, 231(%rsp)
	movq	1280(%rsp), %rbx
	movq	704(%rsp), %r11
	movq	2176(%rsp), %r9
	vmovdqa64	.LCPI0_9(%rip), %zmm6
	vbroadcastss	.LCPI0_0(%rip), %zmm17
	vmovaps	%xmm0, 3456(%rsp)
	vmovaps	%xmm5, 3776(%rsp)
	je	.LBB0_286
	vmovdqa64	%zmm28, %zmm18
	cmpq	$8, %r10
	vpxor	%xmm3, %xmm3, %xmm3
	vmovaps	%zmm15, %zmm19
	jae	.LBB0_300
	xorl	%eax, %eax
	vbroadcastss	.LCPI0_4(%rip), %zmm25
	vmovdqa64	%zmm7, %zmm31
	vxorps	%xmm29, %xmm29, %xmm29
	vpbroadcastq	.LCPI0_27(%rip), %zmm30
	vpbroadcastq	.LCPI0_29(%rip), %zmm22
	vmovdqa64	%zmm6, %zmm20
.LBB0_278:
	vpbroadcastq	.LCPI0_23(%rip), %zmm23
	vpbroadcastq	.LCPI0_25(%rip), %zmm21
	vxorps	%xmm24, %xmm24, %xmm24
.LBB0_279:
	movq	%rax, %rcx
	orq	$1, %rcx
	testb	$1, %r10b
	je	.LBB0_281
	vaddss	(%r14,%rax,4), %xmm29, %xmm0
	vmovd	%xmm0, %edx
	movl	%edx, %esi
	orl	$-2147483648, %esi
	testl	%edx, %edx
	notl	%edx
	cmovnsl	%esi, %edx
	movq	4224(%rsp), %rdi
	movl	%edx, (%r11,%rax,4)
	movq	1536(%rsp), %rdx
	movl	$1065353216, (%rdx,%rax,4)
	movq	%rcx, %rax
.LBB0_281:
	cmpq	%rcx, %r10
	movq	240(%rsp), %rsi
	movq	1536(%rsp), %r15
	je	.LBB0_283
	.p2align	4
.LBB0_282:
	vaddss	(%rsi,%rax,4), %xmm29, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %edx
	orl	$-2147483648, %edx
	testl	%ecx, %ecx
	notl	%ecx
	cmovnsl	%edx, %ecx
	movl	%ecx, (%r11,%rax,4)
	movl	$1065353216, (%r15,%rax,4)
	vaddss	4(%rsi,%rax,4), %xmm29, %xmm0
	vmovd	%xmm0, %ecx
	movl	%ecx, %edx
	orl	$-2147483648, %edx
	testl	%ecx, %ecx
	notl	%ecx
	cmovnsl	%edx, %ecx
	movl	%ecx, 4(%r11,%rax,4)
	movl	$1065353216, 4(%r15,%rax,4)
	addq	$2, %rax
	cmpq	%rax, %r10
	jne	.LBB0_282
.LBB0_283:
	vmovss	3068(%rsp), %xmm0
	vucomiss	256(%rsp), %xmm0
	jae	.LBB0_304
	cmpb	$0, 219(%rsp)
	movq	232(%rsp), %rax
	je	.LBB0_351
	vmovaps	%xmm8, %xmm12
	vmovd	.LCPI0_2(%rip), %xmm5
	vmovdqa64	%xmm5, %xmm25
	vmovdqa64	3584(%rsp), %zmm18
	vmovdqa64	%zmm30, %zmm17
	jmp	.LBB0_290
	.p2align	4
.LBB0_286:
	vmovd	.LCPI0_2(%rip), %xmm25
	movq	232(%rsp), %rax
	vpxor	%xmm3, %xmm3, %xmm3
	vmovaps	%xmm8, %xmm12
	vmovdqa64	%zmm28, %zmm30
	vmovdqa64	%zmm7, %zmm31
	vxorps	%xmm29, %xmm29, %xmm29
	vpbroadcastq	.LCPI0_27(%rip), %zmm17
	vpbroadcastq	.LCPI0_29(%rip), %zmm22
	vmovdqa64	3584(%rsp), %zmm18
	vmovdqa64	%zmm6, %zmm20
	vpbroadcastq	.LCPI0_23(%rip), %zmm23
	vpbroadcastq	.LCPI0_25(%rip), %zmm21
	vxorps	%xmm24, %xmm24, %xmm24
.LBB0_287:
	cmpb	$0, 219(%rsp)
	je	.LBB0_971
.LBB0_288:
	testq	%r10, %r10
	je	.LBB0_348
	vmovd	.LCPI0_2(%rip), %xmm5
.LBB0_290:
	vbroadcastss	%xmm12, %zmm3
	vpbroadcastd	%xmm25, %zmm4
	vxorps	%xmm0, %xmm0, %xmm0
	movl	$1024, %ecx
	movq	240(%rsp), %rdx
	xorl	%esi, %esi
	vpxor	%xmm2, %xmm2, %xmm2
	vbroadcastss	.LCPI0_2(%rip), %zmm28
	vmovaps	%zmm28, %zmm1
	vmovaps	%zmm28, %zmm6
	xorl	%edi, %edi
	vmovdqa64	%xmm5, %xmm16
	xorl	%eax, %eax
	vmovaps	%xmm12, 432(%rsp)
	jmp	.LBB0_293
	.p2align	4
.LBB0_291:
	vmovdqa64	2432(%rsp), %zmm13
	vmovaps	2496(%rsp), %zmm10
	vbroadcastsd	.LCPI0_23(%rip), %zmm23
	vmovaps	432(%rsp), %xmm12
.LBB0_292:
	addq	$1024, %rcx
	addq	$-1024, %rsi
	addq	$4096, %rdx
	movq	200(%rsp), %r10
	cmpq	%r10, %rdi
	vxorps	%xmm29, %xmm29, %xmm29
	vmovaps	.LCPI0_9(%rip), %zmm20
	movq	2560(%rsp), %r14
	jae	.LBB0_298
.LBB0_293:
	movq	%rdi, %r8
	addq	$1024, %rdi
	cmpq	%rcx, %r10
	movq	%rcx, %r9
	cmovbq	%r10, %r9
	cmpq	%r10, %rdi
	cmovbq	%rdi, %r10
	movq	%r10, %r11
	subq	%r8, %r11
	andq	$-32, %r11
	addq	%r8, %r11
	movq	%r8, %rbx
	cmpq	%r11, %r8
	vmovdqa64	.LCPI0_10(%rip), %zmm24
	vmovdqa64	.LCPI0_356(%rip), %zmm22
	vmovdqa64	.LCPI0_357(%rip), %zmm30
	vbroadcastss	.LCPI0_0(%rip), %zmm19
	vmovaps	3200(%rsp), %zmm21
	vpxord	%xmm23, %xmm23, %xmm23
	jae	.LBB0_295
	.p2align	4
.LBB0_294:
	vpbroadcastq	%rbx, %zmm5
	vporq	%zmm20, %zmm5, %zmm7
	vporq	%zmm24, %zmm5, %zmm8
	vporq	%zmm22, %zmm5, %zmm9
	vporq	%zmm30, %zmm5, %zmm5
	vmovups	(%r14,%rbx,4), %zmm10
	vmovups	64(%r14,%rbx,4), %zmm11
	vcvtuqq2ps	%zmm8, %ymm12
	vcvtuqq2ps	%zmm7, %ymm13
	vcvtuqq2ps	%zmm5, %ymm14
	vcvtuqq2ps	%zmm9, %ymm15
	vinsertf64x4	$1, %ymm13, %zmm12, %zmm12
	vinsertf64x4	$1, %ymm15, %zmm14, %zmm13
	vcmpltps	%zmm10, %zmm4, %k2
	vcmpltps	%zmm11, %zmm4, %k3
	vmovaps	%zmm19, %zmm14 {%k2} {z}
	vmovaps	%zmm19, %zmm15 {%k3} {z}
	vcmpeqps	%zmm4, %zmm10, %k2
	vcmpeqps	%zmm4, %zmm11, %k3
	vcmpleps	%zmm3, %zmm12, %k2 {%k2}
	vcmpleps	%zmm3, %zmm13, %k3 {%k3}
	vmovaps	%zmm19, %zmm12 {%k2} {z}
	vmaxps	%zmm14, %zmm12, %zmm12
	vmovaps	%zmm19, %zmm13 {%k3} {z}
	vmaxps	%zmm15, %zmm13, %zmm13
	vcmpneqps	%zmm23, %zmm12, %k2
	vcmpneqps	%zmm23, %zmm13, %k3
	vmovaps	%zmm28, %zmm12
	vmulps	%zmm10, %zmm21, %zmm12 {%k2}
	vmovaps	%zmm28, %zmm10
	vmulps	%zmm11, %zmm21, %zmm10 {%k3}
	vpmovqd	%zmm8, %ymm8
	vpmovqd	%zmm7, %ymm7
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm9, %ymm9
	vcmpltps	%zmm12, %zmm1, %k0
	vcmpltps	%zmm10, %zmm6, %k2
	vcmpordps	%zmm23, %zmm1, %k3
	vcmpordps	%zmm23, %zmm6, %k4
	vcmpunordps	%zmm23, %zmm12, %k3 {%k3}
	vcmpunordps	%zmm23, %zmm10, %k4 {%k4}
	korw	%k3, %k0, %k3
	korw	%k4, %k2, %k2
	vmovaps	%zmm12, %zmm1 {%k3}
	vmovaps	%zmm10, %zmm6 {%k2}
	vinserti32x8	$1, %ymm7, %zmm8, %zmm0 {%k3}
	vinserti32x8	$1, %ymm9, %zmm5, %zmm2 {%k2}
	addq	$32, %rbx
	cmpq	%r11, %rbx
	jb	.LBB0_294
.LBB0_295:
	cmpq	%r10, %r11
	jae	.LBB0_291
	addq	%rsi, %r9
	andq	$-32, %r9
	vmovdqa64	2432(%rsp), %zmm13
	vmovaps	2496(%rsp), %zmm10
	vmovss	.LCPI0_2(%rip), %xmm24
	vpxord	%xmm22, %xmm22, %xmm22
	vbroadcastsd	.LCPI0_23(%rip), %zmm23
	vmovaps	2048(%rsp), %xmm11
	vmovaps	432(%rsp), %xmm12
	.p2align	4
.LBB0_297:
	leaq	(%r8,%r9), %r11
	vmovss	(%rdx,%r9,4), %xmm5
	vcvtusi2ss	%r11, %xmm26, %xmm7
	vmulss	%xmm5, %xmm11, %xmm8
	vcmpltss	%xmm5, %xmm25, %k2
	vmovss	%xmm26, %xmm26, %xmm9 {%k2} {z}
	vcmpeqss	%xmm25, %xmm5, %k0
	vcmpless	%xmm12, %xmm7, %k2
	kandw	%k2, %k0, %k2
	vmovss	%xmm26, %xmm26, %xmm5 {%k2} {z}
	vmaxss	%xmm9, %xmm5, %xmm5
	vcmpneqss	%xmm22, %xmm5, %k2
	vmovaps	%xmm24, %xmm5
	vmovss	%xmm8, %xmm5, %xmm5 {%k2}
	vucomiss	%xmm16, %xmm5
	seta	%bl
	vcmpunordss	%xmm22, %xmm5, %k0
	vcmpordss	%xmm22, %xmm16, %k2
	kandw	%k0, %k2, %k0
	kmovd	%k0, %r14d
	orb	%bl, %r14b
	andb	$1, %r14b
	kmovd	%r14d, %k2
	vmovss	%xmm5, %xmm16, %xmm16 {%k2}
	cmovneq	%r11, %rax
	leaq	(%r8,%r9), %r11
	incq	%r11
	incq	%r9
	cmpq	%r10, %r11
	jb	.LBB0_297
	jmp	.LBB0_292
	.p2align	4
.LBB0_298:
	cmpq	$31, %r10
	jbe	.LBB0_306
	vxorps	%xmm5, %xmm5, %xmm5
	vcmpunordps	%zmm5, %zmm6, %k0
	vcmpordps	%zmm5, %zmm1, %k2
	vpcmpltud	%zmm0, %zmm2, %k3
	vcmpltps	%zmm6, %zmm1, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%zmm1, %zmm6, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandw	%k0, %k2, %k2
	kandnw	%k3, %k0, %k0
	korw	%k0, %k2, %k2
	vmovaps	%zmm6, %zmm1 {%k2}
	vmovdqa32	%zmm2, %zmm0 {%k2}
	vextractf64x4	$1, %zmm1, %ymm2
	vextracti64x4	$1, %zmm0, %ymm5
	vxorps	%xmm6, %xmm6, %xmm6
	vcmpunordps	%ymm6, %ymm2, %k0
	vcmpordps	%ymm6, %ymm1, %k2
	vpcmpltud	%ymm0, %ymm5, %k3
	vcmpltps	%ymm2, %ymm1, %k4
	korb	%k3, %k2, %k2
	vcmpeqps	%ymm1, %ymm2, %k3 {%k3}
	korb	%k3, %k4, %k3
	kandnb	%k3, %k0, %k3
	kandb	%k0, %k2, %k0
	korb	%k3, %k0, %k2
	vblendmps	%ymm2, %ymm1, %ymm1 {%k2}
	vpblendmd	%ymm5, %ymm0, %ymm2 {%k2}
	vextractf128	$1, %ymm1, %xmm0
	vextracti128	$1, %ymm2, %xmm5
	vxorps	%xmm6, %xmm6, %xmm6
	vcmpunordps	%xmm6, %xmm0, %k0
	vcmpordps	%xmm6, %xmm1, %k2
	vpcmpltud	%xmm2, %xmm5, %k3
	vcmpltps	%xmm0, %xmm1, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%xmm1, %xmm0, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vblendmps	%xmm0, %xmm1, %xmm0 {%k2}
	vpblendmd	%xmm5, %xmm2, %xmm1 {%k2}
	vshufpd	$1, %xmm0, %xmm0, %xmm2
	vpshufd	$238, %xmm1, %xmm5
	vcmpunordps	%xmm6, %xmm2, %k0
	vcmpordps	%xmm6, %xmm0, %k2
	vpcmpltud	%xmm1, %xmm5, %k3
	vcmpltps	%xmm2, %xmm0, %k4
	vcmpeqps	%xmm0, %xmm2, %k5
	korw	%k3, %k2, %k2
	kandw	%k3, %k5, %k3
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vmovaps	%xmm2, %xmm0 {%k2}
	vmovdqa32	%xmm5, %xmm1 {%k2}
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
	movq	200(%rsp), %r10
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
	cmpq	%rcx, %rax
	setb	%al
	vucomiss	%xmm0, %xmm16
	seta	%cl
	setnp	%sil
	sete	%dil
	andb	%sil, %dil
	orb	%al, %dl
	andb	%al, %dil
	orb	%cl, %dil
	vucomiss	%xmm16, %xmm16
	movzbl	%dl, %eax
	movzbl	%dil, %ecx
	cmovpl	%eax, %ecx
	kmovd	%ecx, %k2
	vmovss	%xmm16, %xmm0, %xmm0 {%k2}
	movq	704(%rsp), %r11
	vbroadcastss	.LCPI0_0(%rip), %zmm30
	vmovaps	2048(%rsp), %xmm9
	vmovaps	3776(%rsp), %xmm12
	jmp	.LBB0_308
.LBB0_300:
	cmpq	$256, 1344(%rsp)
	vpbroadcastq	.LCPI0_27(%rip), %zmm30
	vmovdqa64	%zmm6, %zmm20
	jb	.LBB0_492
	movl	$0, %eax
	cmpq	$256, 1664(%rsp)
	vbroadcastss	.LCPI0_4(%rip), %zmm25
	vpbroadcastd	.LCPI0_0(%rip), %ymm16
	vmovdqa64	%zmm7, %zmm31
	vxorps	%xmm29, %xmm29, %xmm29
	vpbroadcastq	.LCPI0_29(%rip), %zmm22
	vpbroadcastq	.LCPI0_23(%rip), %zmm23
	vpbroadcastq	.LCPI0_25(%rip), %zmm21
	vxorps	%xmm24, %xmm24, %xmm24
	vpbroadcastd	.LCPI0_38(%rip), %ymm9
	jb	.LBB0_279
	cmpq	$64, %r10
	jae	.LBB0_497
	xorl	%ecx, %ecx
	movq	240(%rsp), %rdx
	movq	1536(%rsp), %r15
	jmp	.LBB0_501
.LBB0_304:
	cmpq	$8, %r10
	vmovdqa64	%zmm18, %zmm6
	vmovaps	%zmm19, %zmm15
	jae	.LBB0_352
	xorl	%ecx, %ecx
	xorl	%eax, %eax
	movq	272(%rsp), %rsi
	movq	3008(%rsp), %rdi
	movq	1536(%rsp), %r12
	movq	248(%rsp), %rbx
	vmovdqa64	3584(%rsp), %zmm18
	vmovdqa64	%zmm30, %zmm17
	jmp	.LBB0_511
.LBB0_306:
	vmovaps	%xmm16, 688(%rsp)
	testq	%r10, %r10
	movq	704(%rsp), %r11
	vmovss	.LCPI0_5(%rip), %xmm8
	vbroadcastss	.LCPI0_0(%rip), %zmm30
	vmovaps	.LCPI0_8(%rip), %zmm15
	je	.LBB0_370
	vmovaps	2048(%rsp), %xmm9
	vmovaps	3776(%rsp), %xmm12
	vmovaps	688(%rsp), %xmm0
.LBB0_308:
	vmovaps	%xmm0, 688(%rsp)
	vbroadcastss	%xmm0, %zmm0
	vmovaps	%zmm0, 1024(%rsp)
	movl	$1024, %ecx
	movq	%r11, %rsi
	movq	240(%rsp), %rdi
	movq	$0, 832(%rsp)
	movq	$0, 576(%rsp)
	xorl	%edx, %edx
	xorl	%eax, %eax
	vmovaps	.LCPI0_353(%rip), %zmm13
	vmovaps	.LCPI0_354(%rip), %zmm14
	vmovaps	%xmm27, 1008(%rsp)
	vmovaps	%xmm25, 3392(%rsp)
	vpbroadcastq	.LCPI0_11(%rip), %zmm24
	vmovaps	%xmm12, 3776(%rsp)
	jmp	.LBB0_310
	.p2align	4
.LBB0_309:
	movq	320(%rsp), %rcx
	addq	$1024, %rcx
	incq	576(%rsp)
	addq	$-1024, 832(%rsp)
	addq	$4096, %rdi
	addq	$-4096, %rsi
	movq	448(%rsp), %rdx
	cmpq	%r10, %rdx
	movq	2176(%rsp), %r9
	jae	.LBB0_346
.LBB0_310:
	cmpq	%rcx, %r10
	movq	%rcx, 320(%rsp)
	movq	%rcx, %r15
	cmovbq	%r10, %r15
	leaq	1024(%rdx), %rcx
	cmpq	%r10, %rcx
	movq	%r10, %rbx
	movq	%rcx, 448(%rsp)
	cmovbq	%rcx, %rbx
	subq	%rdx, %rbx
	movq	240(%rsp), %rcx
	vmovaps	%xmm9, %xmm22
	vmovaps	%xmm25, %xmm19
	jbe	.LBB0_325
	movq	576(%rsp), %r9
	movq	%r9, %r8
	shlq	$10, %r8
	movq	%r15, %r12
	subq	%r8, %r12
	cmpq	$4, %r12
	jb	.LBB0_315
	movq	%r9, %r8
	shlq	$12, %r8
	movq	1664(%rsp), %r9
	subq	%r8, %r9
	cmpq	$64, %r9
	jb	.LBB0_315
	cmpq	$16, %r12
	jae	.LBB0_317
	xorl	%r10d, %r10d
	movq	%rdx, %r9
	jmp	.LBB0_321
	.p2align	4
.LBB0_315:
	vmovss	.LCPI0_362(%rip), %xmm23
	vmovss	.LCPI0_363(%rip), %xmm31
	vmovss	.LCPI0_364(%rip), %xmm29
	vmovss	.LCPI0_365(%rip), %xmm18
	vmovss	.LCPI0_366(%rip), %xmm17
	vmovss	.LCPI0_367(%rip), %xmm20
	vmovss	.LCPI0_368(%rip), %xmm16
	vmovss	.LCPI0_369(%rip), %xmm11
	vmovss	.LCPI0_370(%rip), %xmm21
	vxorps	%xmm12, %xmm12, %xmm12
	vmovss	.LCPI0_360(%rip), %xmm28
	vmovss	.LCPI0_358(%rip), %xmm25
	vmovss	.LCPI0_359(%rip), %xmm15
	vmovaps	%xmm9, %xmm22
.LBB0_316:
	vmovss	.LCPI0_361(%rip), %xmm10
	vmovaps	688(%rsp), %xmm6
	vmovaps	432(%rsp), %xmm27
	jmp	.LBB0_324
.LBB0_317:
	movq	%r15, %r14
	andq	$-16, %r14
	addq	832(%rsp), %r14
	movl	%r15d, %r8d
	andl	$15, %r8d
	movq	%r12, %r10
	subq	%r8, %r10
	leaq	(%rdx,%r10), %r9
	vpbroadcastq	%rdx, %zmm1
	vporq	.LCPI0_9(%rip), %zmm1, %zmm0
	vporq	.LCPI0_10(%rip), %zmm1, %zmm1
	xorl	%r13d, %r13d
	vpbroadcastd	.LCPI0_2(%rip), %zmm21
	vbroadcastss	.LCPI0_370(%rip), %zmm25
	vpbroadcastd	.LCPI0_371(%rip), %zmm28
	vpbroadcastd	.LCPI0_5(%rip), %zmm31
	vbroadcastss	.LCPI0_363(%rip), %zmm12
	vmovaps	3200(%rsp), %zmm16
	vbroadcastss	.LCPI0_364(%rip), %zmm18
	vbroadcastss	.LCPI0_366(%rip), %zmm20
	vbroadcastss	.LCPI0_360(%rip), %zmm26
	vbroadcastss	.LCPI0_361(%rip), %zmm29
	vbroadcastss	.LCPI0_362(%rip), %zmm15
	vbroadcastss	.LCPI0_365(%rip), %zmm19
	vbroadcastss	.LCPI0_358(%rip), %zmm6
	vbroadcastss	.LCPI0_359(%rip), %zmm22
	vmovaps	1024(%rsp), %zmm27
	vmovdqa64	%zmm24, %zmm17
	vbroadcastss	.LCPI0_367(%rip), %zmm24
	vxorps	%xmm23, %xmm23, %xmm23
	.p2align	4
.LBB0_318:
	vmovups	(%rdi,%r13,4), %zmm2
	vmulps	%zmm2, %zmm16, %zmm5
	vcvtuqq2ps	%zmm1, %ymm7
	vcvtuqq2ps	%zmm0, %ymm8
	vinsertf64x4	$1, %ymm8, %zmm7, %zmm7
	vcmpltps	%zmm2, %zmm4, %k3
	vcmpeqps	%zmm4, %zmm2, %k2
	vcmpleps	%zmm3, %zmm7, %k2 {%k2}
	vsubps	%zmm27, %zmm5, %zmm2
	vmaxps	%zmm2, %zmm6, %zmm5
	vminps	%zmm5, %zmm22, %zmm5
	vmulps	%zmm26, %zmm5, %zmm7
	vaddps	%zmm29, %zmm7, %zmm7
	vaddps	%zmm15, %zmm7, %zmm8
	vmulps	%zmm12, %zmm8, %zmm9
	vaddps	%zmm9, %zmm5, %zmm5
	vmulps	%zmm18, %zmm8, %zmm8
	vsubps	%zmm8, %zmm5, %zmm9
	vmulps	%zmm9, %zmm9, %zmm10
	vmulps	%zmm19, %zmm10, %zmm11
	vaddps	%zmm20, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm11
	vaddps	%zmm24, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm11
	vaddps	.LCPI0_368(%rip){1to16}, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm11
	vaddps	.LCPI0_369(%rip){1to16}, %zmm11, %zmm11
	vmulps	%zmm11, %zmm10, %zmm10
	vmovaps	%zmm30, %zmm11 {%k3} {z}
	vsubps	%zmm10, %zmm9, %zmm10
	vmulps	%zmm10, %zmm9, %zmm9
	vsubps	%zmm10, %zmm25, %zmm10
	vdivps	%zmm10, %zmm9, %zmm9
	vmovaps	%zmm30, %zmm10 {%k2} {z}
	vmaxps	%zmm11, %zmm10, %zmm10
	vsubps	%zmm9, %zmm8, %zmm8
	vsubps	%zmm8, %zmm5, %zmm5
	vaddps	%zmm30, %zmm5, %zmm5
	vpaddd	%zmm28, %zmm7, %zmm8
	vpsrld	$1, %zmm8, %zmm8
	vpsubd	%zmm8, %zmm7, %zmm7
	vpslld	$23, %zmm8, %zmm8
	vpaddd	%zmm21, %zmm8, %zmm8
	vmulps	%zmm8, %zmm5, %zmm5
	vpslld	$23, %zmm7, %zmm7
	vpaddd	%zmm31, %zmm7, %zmm7
	vmulps	%zmm7, %zmm5, %zmm5
	vcmpunordps	%zmm23, %zmm2, %k2
	vcmpneqps	%zmm23, %zmm10, %k3
	vbroadcastss	.LCPI0_372(%rip), %zmm5 {%k2}
	vmovaps	%zmm5, %zmm2 {%k3} {z}
	vmovups	%zmm2, (%r11,%r13,4)
	addq	$16, %r13
	vpaddq	%zmm17, %zmm1, %zmm1
	vpaddq	%zmm17, %zmm0, %zmm0
	cmpq	%r13, %r14
	jne	.LBB0_318
	testq	%r8, %r8
	movq	240(%rsp), %rcx
	vmovss	.LCPI0_358(%rip), %xmm25
	vmovss	.LCPI0_359(%rip), %xmm15
	vmovss	.LCPI0_0(%rip), %xmm26
	vmovaps	3392(%rsp), %xmm19
	vmovaps	2048(%rsp), %xmm22
	vmovdqa64	%zmm17, %zmm24
	je	.LBB0_325
	cmpl	$4, %r8d
	jb	.LBB0_345
.LBB0_321:
	movq	832(%rsp), %rcx
	leaq	(%r15,%rcx), %r14
	movl	%r15d, %r8d
	andl	$3, %r8d
	subq	%r8, %r14
	movl	%r15d, %r13d
	andl	$3, %r13d
	subq	%r13, %r12
	addq	%r12, %rdx
	vpbroadcastq	%r9, %ymm0
	vpaddq	.LCPI0_373(%rip), %ymm0, %ymm0
	vpbroadcastq	.LCPI0_374(%rip), %ymm30
	vpxord	%xmm31, %xmm31, %xmm31
	vbroadcastss	.LCPI0_0(%rip), %xmm16
	vbroadcastss	.LCPI0_358(%rip), %xmm17
	vbroadcastss	.LCPI0_359(%rip), %xmm18
	vbroadcastss	.LCPI0_360(%rip), %xmm20
	vbroadcastss	.LCPI0_361(%rip), %xmm21
	vbroadcastss	.LCPI0_362(%rip), %xmm23
	vbroadcastss	.LCPI0_363(%rip), %xmm25
	vbroadcastss	.LCPI0_364(%rip), %xmm28
	vbroadcastss	.LCPI0_365(%rip), %xmm29
	vbroadcastss	.LCPI0_366(%rip), %xmm15
	vbroadcastss	.LCPI0_367(%rip), %xmm14
	vbroadcastss	.LCPI0_368(%rip), %xmm13
	vbroadcastss	.LCPI0_369(%rip), %xmm12
	vbroadcastss	.LCPI0_370(%rip), %xmm26
	vpbroadcastd	.LCPI0_371(%rip), %xmm19
	vpbroadcastd	.LCPI0_2(%rip), %xmm24
	vpbroadcastd	.LCPI0_5(%rip), %xmm27
	vmovaps	3200(%rsp), %zmm6
	vmovaps	1024(%rsp), %zmm22
	.p2align	4
.LBB0_322:
	vmovups	(%rdi,%r10,4), %xmm1
	vmulps	%xmm1, %xmm6, %xmm2
	vcvtuqq2ps	%ymm0, %xmm5
	vcmpltps	%xmm1, %xmm4, %k2
	vmovaps	%xmm16, %xmm7 {%k2} {z}
	vcmpeqps	%xmm4, %xmm1, %k2
	vcmpleps	%xmm3, %xmm5, %k2 {%k2}
	vmovaps	%xmm16, %xmm1 {%k2} {z}
	vmaxps	%xmm7, %xmm1, %xmm1
	vsubps	%xmm22, %xmm2, %xmm2
	vmaxps	%xmm2, %xmm17, %xmm5
	vminps	%xmm5, %xmm18, %xmm5
	vmulps	%xmm20, %xmm5, %xmm7
	vaddps	%xmm21, %xmm7, %xmm7
	vaddps	%xmm23, %xmm7, %xmm8
	vmulps	%xmm25, %xmm8, %xmm9
	vaddps	%xmm5, %xmm9, %xmm5
	vmulps	%xmm28, %xmm8, %xmm8
	vsubps	%xmm8, %xmm5, %xmm9
	vmulps	%xmm9, %xmm9, %xmm10
	vmulps	%xmm29, %xmm10, %xmm11
	vaddps	%xmm15, %xmm11, %xmm11
	vmulps	%xmm11, %xmm10, %xmm11
	vaddps	%xmm14, %xmm11, %xmm11
	vmulps	%xmm11, %xmm10, %xmm11
	vaddps	%xmm13, %xmm11, %xmm11
	vmulps	%xmm11, %xmm10, %xmm11
	vaddps	%xmm12, %xmm11, %xmm11
	vmulps	%xmm11, %xmm10, %xmm10
	vsubps	%xmm10, %xmm9, %xmm10
	vmulps	%xmm10, %xmm9, %xmm9
	vsubps	%xmm10, %xmm26, %xmm10
	vdivps	%xmm10, %xmm9, %xmm9
	vsubps	%xmm9, %xmm8, %xmm8
	vsubps	%xmm8, %xmm5, %xmm5
	vaddps	%xmm16, %xmm5, %xmm5
	vpaddd	%xmm19, %xmm7, %xmm8
	vpsrld	$1, %xmm8, %xmm8
	vpsubd	%xmm8, %xmm7, %xmm7
	vpslld	$23, %xmm7, %xmm7
	vpslld	$23, %xmm8, %xmm8
	vpaddd	%xmm24, %xmm8, %xmm8
	vmulps	%xmm5, %xmm8, %xmm5
	vpaddd	%xmm27, %xmm7, %xmm7
	vmulps	%xmm7, %xmm5, %xmm5
	vcmpunordps	%xmm31, %xmm2, %k2
	vbroadcastss	.LCPI0_372(%rip), %xmm5 {%k2}
	vcmpneqps	%xmm31, %xmm1, %k2
	vmovaps	%xmm5, %xmm1 {%k2} {z}
	vmovups	%xmm1, (%r11,%r10,4)
	addq	$4, %r10
	vpaddq	%ymm30, %ymm0, %ymm0
	cmpq	%r10, %r14
	jne	.LBB0_322
	testq	%r13, %r13
	movq	240(%rsp), %rcx
	vmovss	.LCPI0_358(%rip), %xmm25
	vmovss	.LCPI0_359(%rip), %xmm15
	vmovss	.LCPI0_362(%rip), %xmm23
	vmovss	.LCPI0_363(%rip), %xmm31
	vmovss	.LCPI0_364(%rip), %xmm29
	vmovss	.LCPI0_365(%rip), %xmm18
	vmovss	.LCPI0_366(%rip), %xmm17
	vmovss	.LCPI0_367(%rip), %xmm20
	vmovss	.LCPI0_368(%rip), %xmm16
	vmovss	.LCPI0_369(%rip), %xmm11
	vmovss	.LCPI0_370(%rip), %xmm21
	vmovaps	.LCPI0_353(%rip), %zmm13
	vmovaps	.LCPI0_354(%rip), %zmm14
	vmovaps	2048(%rsp), %xmm22
	vmovss	.LCPI0_0(%rip), %xmm26
	vxorps	%xmm12, %xmm12, %xmm12
	vmovaps	432(%rsp), %xmm27
	vmovaps	3392(%rsp), %xmm19
	vpbroadcastq	.LCPI0_11(%rip), %zmm24
	vmovss	.LCPI0_360(%rip), %xmm28
	vmovss	.LCPI0_361(%rip), %xmm10
	vmovaps	688(%rsp), %xmm6
	vbroadcastss	.LCPI0_0(%rip), %zmm30
	je	.LBB0_325
	.p2align	4
.LBB0_324:
	vmovss	(%rcx,%rdx,4), %xmm0
	vmulss	%xmm0, %xmm22, %xmm1
	vcvtusi2ss	%rdx, %xmm3, %xmm2
	vcmpltss	%xmm0, %xmm19, %k2
	vmovss	%xmm26, %xmm26, %xmm5 {%k2} {z}
	vcmpeqss	%xmm19, %xmm0, %k0
	vcmpless	%xmm27, %xmm2, %k2
	kandw	%k2, %k0, %k2
	vmovss	%xmm26, %xmm26, %xmm0 {%k2} {z}
	vmaxss	%xmm5, %xmm0, %xmm0
	vsubss	%xmm6, %xmm1, %xmm1
	vmaxss	%xmm1, %xmm25, %xmm2
	vminss	%xmm2, %xmm15, %xmm2
	vmulss	%xmm28, %xmm2, %xmm5
	vaddss	%xmm5, %xmm10, %xmm5
	vaddss	%xmm23, %xmm5, %xmm7
	vmovd	%xmm5, %r10d
	vmulss	%xmm31, %xmm7, %xmm5
	vaddss	%xmm5, %xmm2, %xmm2
	vmulss	%xmm29, %xmm7, %xmm5
	vsubss	%xmm5, %xmm2, %xmm7
	vmulss	%xmm7, %xmm7, %xmm8
	vmulss	%xmm18, %xmm8, %xmm9
	vaddss	%xmm17, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm9
	vaddss	%xmm20, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm9
	vaddss	%xmm16, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm9
	vaddss	%xmm11, %xmm9, %xmm9
	vmulss	%xmm9, %xmm8, %xmm8
	vsubss	%xmm8, %xmm7, %xmm8
	vmulss	%xmm7, %xmm8, %xmm7
	vsubss	%xmm8, %xmm21, %xmm8
	vdivss	%xmm8, %xmm7, %xmm7
	vsubss	%xmm7, %xmm5, %xmm5
	vsubss	%xmm5, %xmm2, %xmm2
	vaddss	%xmm26, %xmm2, %xmm2
	leal	-1262485248(%r10), %r8d
	shrl	%r8d
	subl	%r8d, %r10d
	shll	$23, %r10d
	shll	$23, %r8d
	addl	$-8388608, %r8d
	addl	$2139095040, %r10d
	vmovd	%r8d, %xmm5
	vmulss	%xmm5, %xmm2, %xmm2
	vmovd	%r10d, %xmm5
	vmulss	%xmm5, %xmm2, %xmm2
	vcmpunordss	%xmm1, %xmm1, %k2
	vmovss	.LCPI0_372(%rip), %xmm2 {%k2}
	vcmpneqss	%xmm12, %xmm0, %k2
	vmovss	%xmm2, %xmm2, %xmm0 {%k2} {z}
	vmovss	%xmm0, (%rsi,%rdx,4)
	incq	%rdx
	cmpq	%rdx, %r15
	jne	.LBB0_324
.LBB0_325:
	vmovaps	%xmm22, %xmm9
	vxorps	%xmm11, %xmm11, %xmm11
	movq	%rbx, %rdx
	andq	$-64, %rdx
	je	.LBB0_334
	xorl	%r10d, %r10d
	movl	1984(%rsp), %r12d
	vmovss	.LCPI0_4(%rip), %xmm21
	vbroadcastss	.LCPI0_365(%rip), %xmm29
	vmovaps	3904(%rsp), %zmm31
	vbroadcastsd	.LCPI0_27(%rip), %zmm17
	vmovaps	3584(%rsp), %zmm18
	vbroadcastsd	.LCPI0_23(%rip), %zmm23
	vmovdqa64	2496(%rsp), %zmm10
	vmovaps	%xmm19, %xmm25
	vmovaps	1008(%rsp), %xmm27
	jmp	.LBB0_329
	.p2align	4
.LBB0_327:
	addq	%r8, %rax
	movl	$6, %r14d
	subq	%r8, %r14
	movq	704(%rsp), %r11
	movl	1984(%rsp), %r12d
.LBB0_328:
	vmovss	%xmm0, 11200(%rsp,%rax,4)
	movq	%r14, 15552(%rsp,%rax,8)
	incq	%rax
	addq	$64, %r10
	cmpq	%rdx, %r10
	jae	.LBB0_335
.LBB0_329:
	vmovups	(%r11,%r10,4), %zmm0
	vmovups	64(%r11,%r10,4), %zmm1
	vmovups	128(%r11,%r10,4), %zmm2
	vmovups	192(%r11,%r10,4), %zmm5
	vmovaps	%zmm0, %zmm7
	vpermt2ps	%zmm1, %zmm13, %zmm7
	vmovaps	%zmm2, %zmm8
	vpermt2ps	%zmm5, %zmm13, %zmm8
	vpermt2ps	%zmm1, %zmm14, %zmm0
	vaddps	%zmm0, %zmm7, %zmm0
	vpermt2ps	%zmm5, %zmm14, %zmm2
	vaddps	%zmm2, %zmm8, %zmm1
	vmovaps	%zmm0, %zmm2
	vpermt2ps	%zmm1, %zmm13, %zmm2
	vpermt2ps	%zmm1, %zmm14, %zmm0
	vaddps	%zmm0, %zmm2, %zmm0
	vextractf64x4	$1, %zmm0, %ymm1
	vhaddps	%ymm1, %ymm0, %ymm0
	vextractf128	$1, %ymm0, %xmm1
	vhaddps	%xmm1, %xmm0, %xmm0
	vshufps	$216, %xmm0, %xmm0, %xmm0
	vhaddps	%xmm0, %xmm0, %xmm0
	xorl	%r8d, %r8d
	vmovshdup	%xmm0, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	movl	$6, %r14d
	testq	%rax, %rax
	setne	%r9b
	je	.LBB0_328
	movb	%r9b, %r8b
	movq	%rax, %r9
	subq	%r8, %r9
	cmpq	$6, 15552(%rsp,%r9,8)
	jne	.LBB0_328
	leaq	15544(%rsp), %rcx
	leaq	(%rcx,%rax,8), %r14
	leaq	-1(%rax), %r9
	leaq	11196(%rsp), %rcx
	leaq	(%rcx,%rax,4), %r12
	movl	$7, %r13d
	xorl	%r11d, %r11d
	.p2align	4
.LBB0_332:
	movq	%r9, %r15
	subq	$1, %r9
	movl	$1, %ecx
	cmovaeq	%rcx, %r15
	leaq	(%rax,%r11), %rcx
	vaddss	(%r12,%r11,4), %xmm0, %xmm0
	leaq	-1(%r11), %r8
	cmpq	$1, %rcx
	je	.LBB0_327
	shll	$3, %r15d
	movq	%r14, %rcx
	subq	%r15, %rcx
	cmpq	(%rcx,%r11,8), %r13
	leaq	1(%r13), %r13
	movq	%r8, %r11
	je	.LBB0_332
	jmp	.LBB0_327
	.p2align	4
.LBB0_334:
	movl	1984(%rsp), %r12d
	vmovss	.LCPI0_4(%rip), %xmm21
	vbroadcastss	.LCPI0_365(%rip), %xmm29
	vmovaps	3904(%rsp), %zmm31
	vbroadcastsd	.LCPI0_27(%rip), %zmm17
	vmovaps	3584(%rsp), %zmm18
	vbroadcastsd	.LCPI0_23(%rip), %zmm23
	vmovdqa64	2496(%rsp), %zmm10
	vmovaps	%xmm19, %xmm25
	vmovaps	1008(%rsp), %xmm27
.LBB0_335:
	cmpq	%rbx, %rdx
	movq	200(%rsp), %r10
	vmovd	.LCPI0_5(%rip), %xmm8
	vpbroadcastd	.LCPI0_377(%rip), %ymm2
	movq	2560(%rsp), %r14
	jne	.LBB0_338
	jmp	.LBB0_309
	.p2align	4
.LBB0_336:
	xorl	%r12d, %r12d
.LBB0_337:
	vmovss	%xmm0, 11200(%rsp,%rax,4)
	movq	%r12, 15552(%rsp,%rax,8)
	incq	%rax
	incq	%rdx
	cmpq	%rbx, %rdx
	movl	1984(%rsp), %r12d
	jae	.LBB0_309
.LBB0_338:
	xorl	%r8d, %r8d
	vmovss	(%r11,%rdx,4), %xmm0
	testq	%rax, %rax
	setne	%r9b
	je	.LBB0_336
	movb	%r9b, %r8b
	movq	%rax, %rcx
	subq	%r8, %rcx
	cmpq	$0, 15552(%rsp,%rcx,8)
	jne	.LBB0_336
	leaq	15544(%rsp), %rcx
	leaq	(%rcx,%rax,8), %r10
	leaq	-1(%rax), %r14
	leaq	11196(%rsp), %rcx
	leaq	(%rcx,%rax,4), %r15
	movq	%r14, %r13
	xorl	%r12d, %r12d
	.p2align	4
.LBB0_341:
	movq	%r13, %r8
	subq	$1, %r13
	movl	$1, %ecx
	cmovaeq	%rcx, %r8
	vaddss	(%r15), %xmm0, %xmm0
	cmpq	%r12, %r14
	leaq	1(%r12), %r12
	je	.LBB0_343
	shll	$3, %r8d
	movq	%r10, %rcx
	subq	%r8, %rcx
	addq	$-8, %r10
	addq	$-4, %r15
	cmpq	(%rcx), %r12
	je	.LBB0_341
.LBB0_343:
	subq	%r12, %rax
	movq	200(%rsp), %r10
	movq	2560(%rsp), %r14
	jmp	.LBB0_337
.LBB0_345:
	addq	%r10, %rdx
	vmovss	.LCPI0_362(%rip), %xmm23
	vmovss	.LCPI0_363(%rip), %xmm31
	vmovss	.LCPI0_364(%rip), %xmm29
	vmovss	.LCPI0_365(%rip), %xmm18
	vmovss	.LCPI0_366(%rip), %xmm17
	vmovss	.LCPI0_367(%rip), %xmm20
	vmovss	.LCPI0_368(%rip), %xmm16
	vmovss	.LCPI0_369(%rip), %xmm11
	vmovss	.LCPI0_370(%rip), %xmm21
	vxorps	%xmm12, %xmm12, %xmm12
	vmovss	.LCPI0_360(%rip), %xmm28
	jmp	.LBB0_316
	.p2align	4
.LBB0_346:
	xorl	%ecx, %ecx
	testq	%rax, %rax
	sete	%sil
	setne	%cl
	movq	%rax, %rdx
	subq	%rcx, %rdx
	vmovss	11200(%rsp,%rdx,4), %xmm0
	kmovd	%esi, %k2
	vmovss	%xmm11, %xmm0, %xmm0 {%k2}
	cmpq	$2, %rax
	jae	.LBB0_349
	movq	1280(%rsp), %rbx
	movq	2944(%rsp), %r8
	vmovaps	2624(%rsp), %zmm5
	vmovaps	.LCPI0_8(%rip), %zmm15
	vbroadcastss	.LCPI0_4(%rip), %zmm22
	vmovaps	2432(%rsp), %zmm13
	vmovaps	432(%rsp), %xmm12
	jmp	.LBB0_359
.LBB0_348:
	vpxor	%xmm0, %xmm0, %xmm0
	vmovdqa	%xmm0, 1120(%rsp)
	vmovd	.LCPI0_2(%rip), %xmm0
	vmovdqa	%xmm0, 688(%rsp)
	jmp	.LBB0_371
.LBB0_349:
	leaq	-2(%rax), %rsi
	movl	%edx, %ecx
	andl	$7, %ecx
	cmpq	$7, %rsi
	movq	1280(%rsp), %rbx
	vbroadcastss	.LCPI0_4(%rip), %zmm22
	jae	.LBB0_354
	xorl	%esi, %esi
	movq	2944(%rsp), %r8
	vmovaps	2624(%rsp), %zmm5
	vmovaps	.LCPI0_8(%rip), %zmm15
	vmovaps	2432(%rsp), %zmm13
	vmovaps	432(%rsp), %xmm12
	jmp	.LBB0_357
.LBB0_351:
	vmovdqa64	%zmm18, %zmm14
	vmovaps	%zmm19, %zmm15
	vmovshdup	%xmm27, %xmm0
	vmovaps	%xmm0, 1120(%rsp)
	vxorps	%xmm0, %xmm0, %xmm0
	vmovaps	%xmm0, 2272(%rsp)
	vmovss	.LCPI0_2(%rip), %xmm25
	vmovaps	%xmm8, %xmm12
	cmpb	$0, 218(%rsp)
	vmovdqa64	3584(%rsp), %zmm18
	vmovdqa64	%zmm30, %zmm17
	vmovdqa64	%zmm14, %zmm30
	movq	2944(%rsp), %r8
	je	.LBB0_258
	jmp	.LBB0_974
.LBB0_352:
	cmpq	$64, %r10
	movq	272(%rsp), %rsi
	movq	3008(%rsp), %rdi
	movq	1536(%rsp), %r12
	movq	248(%rsp), %rbx
	vmovdqa64	3584(%rsp), %zmm18
	jae	.LBB0_493
	xorl	%edx, %edx
	xorl	%eax, %eax
	vmovdqa64	%zmm30, %zmm17
	jmp	.LBB0_508
.LBB0_354:
	leaq	(%rsp,%rdx,4), %rdi
	addq	$11200, %rdi
	andq	$-8, %rdx
	cmpq	$1, %rax
	movl	$1, %esi
	cmovbq	%rax, %rsi
	shll	$2, %esi
	leaq	11196(%rsp), %r8
	leaq	(%r8,%rax,4), %r8
	subq	%rsi, %r8
	xorl	%esi, %esi
	movabsq	$4611686018427387898, %r15
	movabsq	$4611686018427387897, %r12
	movabsq	$4611686018427387896, %r13
	vmovaps	2624(%rsp), %zmm5
	vmovaps	2432(%rsp), %zmm13
	.p2align	4
.LBB0_355:
	vaddss	(%r8), %xmm0, %xmm0
	movq	%rsi, %r9
	movabsq	$4611686018427387902, %rbx
	xorq	%rbx, %r9
	vaddss	(%rdi,%r9,4), %xmm0, %xmm0
	movq	%rsi, %r9
	movabsq	$4611686018427387901, %rbx
	xorq	%rbx, %r9
	vaddss	(%rdi,%r9,4), %xmm0, %xmm0
	movq	%rsi, %r9
	movabsq	$4611686018427387900, %rbx
	xorq	%rbx, %r9
	vaddss	(%rdi,%r9,4), %xmm0, %xmm0
	movq	%rsi, %r9
	movabsq	$4611686018427387899, %rbx
	xorq	%rbx, %r9
	vaddss	(%rdi,%r9,4), %xmm0, %xmm0
	movq	%rsi, %r9
	xorq	%r15, %r9
	vaddss	(%rdi,%r9,4), %xmm0, %xmm0
	movq	%rsi, %r9
	xorq	%r12, %r9
	vaddss	(%rdi,%r9,4), %xmm0, %xmm0
	movq	%rsi, %r9
	xorq	%r13, %r9
	vaddss	(%rdi,%r9,4), %xmm0, %xmm0
	addq	$8, %rsi
	addq	$-32, %r8
	cmpq	%rsi, %rdx
	jne	.LBB0_355
	testq	%rcx, %rcx
	movq	2944(%rsp), %r8
	movq	2176(%rsp), %r9
	vmovaps	.LCPI0_8(%rip), %zmm15
	movl	1984(%rsp), %r12d
	movq	1280(%rsp), %rbx
	vmovaps	432(%rsp), %xmm12
	je	.LBB0_359
.LBB0_357:
	shlq	$2, %rsi
	leaq	11196(%rsp), %rdx
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
.LBB0_358:
	vaddss	(%rax,%rdx,4), %xmm0, %xmm0
	decq	%rdx
	cmpq	%rdx, %rcx
	jne	.LBB0_358
.LBB0_359:
	vmovaps	%xmm0, 1120(%rsp)
	testq	%r10, %r10
	vmovaps	%xmm19, %xmm25
	je	.LBB0_365
	movq	%r8, %rdi
	cmpq	$4, %r10
	jae	.LBB0_366
.LBB0_361:
	xorl	%eax, %eax
.LBB0_362:
	vmovaps	%zmm15, %zmm13
	movq	240(%rsp), %rsi
	movq	1536(%rsp), %r15
	vmovss	.LCPI0_362(%rip), %xmm7
	vmovaps	%xmm25, %xmm28
	vmovaps	%xmm12, %xmm25
	vmovss	.LCPI0_363(%rip), %xmm19
	vmovss	.LCPI0_364(%rip), %xmm22
	vmovss	.LCPI0_365(%rip), %xmm23
	vmovss	.LCPI0_366(%rip), %xmm18
	vmovss	.LCPI0_367(%rip), %xmm17
	vmovss	.LCPI0_368(%rip), %xmm20
	vmovss	.LCPI0_369(%rip), %xmm16
	vmovss	.LCPI0_370(%rip), %xmm11
	vxorps	%xmm30, %xmm30, %xmm30
	vmovss	.LCPI0_360(%rip), %xmm9
	vmovss	.LCPI0_358(%rip), %xmm12
	vmovss	.LCPI0_359(%rip), %xmm14
	vmovss	.LCPI0_361(%rip), %xmm24
	vmovaps	688(%rsp), %xmm29
	vmovaps	1120(%rsp), %xmm15
	.p2align	4
.LBB0_363:
	vmovss	(%rsi,%rax,4), %xmm0
	vmulss	2048(%rsp), %xmm0, %xmm1
	vxorps	%xmm6, %xmm6, %xmm6
	vcvtusi2ss	%rax, %xmm6, %xmm2
	vcmpltss	%xmm0, %xmm28, %k2
	vmovss	%xmm26, %xmm26, %xmm3 {%k2} {z}
	vcmpeqss	%xmm28, %xmm0, %k0
	vcmpless	%xmm25, %xmm2, %k2
	kandw	%k2, %k0, %k2
	vmovss	%xmm26, %xmm26, %xmm0 {%k2} {z}
	vmaxss	%xmm3, %xmm0, %xmm0
	vsubss	%xmm29, %xmm1, %xmm1
	vmaxss	%xmm1, %xmm12, %xmm2
	vminss	%xmm2, %xmm14, %xmm2
	vmulss	%xmm2, %xmm9, %xmm3
	vaddss	%xmm24, %xmm3, %xmm3
	vaddss	%xmm7, %xmm3, %xmm4
	vmovd	%xmm3, %ecx
	vmulss	%xmm19, %xmm4, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm22, %xmm4, %xmm3
	vsubss	%xmm3, %xmm2, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm23, %xmm5, %xmm6
	vaddss	%xmm18, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm17, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm20, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm16, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vsubss	%xmm5, %xmm4, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm5, %xmm11, %xmm5
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
	vdivss	%xmm15, %xmm2, %xmm1
	vucomiss	%xmm30, %xmm0
	setp	%cl
	setne	%dl
	orb	%cl, %dl
	kmovd	%edx, %k2
	vmovss	%xmm1, %xmm1, %xmm0 {%k2} {z}
	vaddss	%xmm30, %xmm1, %xmm1
	vmovaps	%xmm21, %xmm2
	vmovss	%xmm1, %xmm2, %xmm2 {%k2}
	vmovd	%xmm2, %ecx
	movl	%ecx, %edx
	orl	$-2147483648, %edx
	testl	%ecx, %ecx
	notl	%ecx
	cmovnsl	%edx, %ecx
	movl	%ecx, (%r11,%rax,4)
	vmovss	%xmm0, (%r15,%rax,4)
	incq	%rax
	cmpq	%rax, %r10
	jne	.LBB0_363
	movq	232(%rsp), %rax
	vxorps	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	vbroadcastss	.LCPI0_377(%rip), %ymm2
	vmovaps	288(%rsp), %xmm1
	vpbroadcastq	.LCPI0_27(%rip), %zmm17
	vmovaps	%xmm25, %xmm12
	vmovaps	%xmm28, %xmm25
	vpbroadcastq	.LCPI0_29(%rip), %zmm22
	vmovdqa64	2624(%rsp), %zmm30
	vmovdqa64	3584(%rsp), %zmm18
	vmovdqa64	.LCPI0_9(%rip), %zmm20
	vpbroadcastq	.LCPI0_23(%rip), %zmm23
	vpbroadcastq	.LCPI0_25(%rip), %zmm21
	vxorps	%xmm24, %xmm24, %xmm24
	vmovaps	%zmm13, %zmm15
	vmovdqa64	2432(%rsp), %zmm13
	vxorps	%xmm29, %xmm29, %xmm29
	movq	%rdi, %r8
	jmp	.LBB0_372
.LBB0_365:
	movq	232(%rsp), %rax
	vxorps	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	vpxord	%xmm24, %xmm24, %xmm24
	vmovdqa64	.LCPI0_9(%rip), %zmm20
	vpbroadcastq	.LCPI0_29(%rip), %zmm22
	vpbroadcastq	.LCPI0_25(%rip), %zmm21
	vxorps	%xmm29, %xmm29, %xmm29
	vmovaps	288(%rsp), %xmm1
	vmovaps	%zmm5, %zmm30
	jmp	.LBB0_372
.LBB0_366:
	cmpq	$64, 1344(%rsp)
	jb	.LBB0_361
	movl	$0, %eax
	cmpq	$64, 1664(%rsp)
	jb	.LBB0_362
	cmpq	$16, %r10
	jae	.LBB0_758
	xorl	%ecx, %ecx
	jmp	.LBB0_967
.LBB0_370:
	vpxor	%xmm0, %xmm0, %xmm0
	vmovdqa	%xmm0, 1120(%rsp)
	movq	1280(%rsp), %rbx
	movq	232(%rsp), %rax
	movq	2944(%rsp), %r8
	movq	2176(%rsp), %r9
	vxorps	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	vbroadcastss	.LCPI0_377(%rip), %ymm2
	vmovdqa64	2624(%rsp), %zmm30
	vpbroadcastq	.LCPI0_29(%rip), %zmm22
	vpbroadcastq	.LCPI0_25(%rip), %zmm21
	vxorps	%xmm24, %xmm24, %xmm24
.LBB0_371:
	vmovaps	288(%rsp), %xmm1
.LBB0_372:
	vmovss	224(%rsp), %xmm0
	vucomiss	%xmm29, %xmm0
	vmovaps	%xmm1, 288(%rsp)
	vmovdqa	%xmm12, 432(%rsp)
	vmovaps	%xmm25, 3392(%rsp)
	jbe	.LBB0_474
	movq	%r8, %rbx
	vmovaps	%zmm15, %zmm13
	xorl	%edi, %edi
	vxorps	%xmm29, %xmm29, %xmm29
	xorl	%r8d, %r8d
	xorl	%ecx, %ecx
	movl	$0, 1728(%rsp)
	vmovdqa	.LCPI0_375(%rip), %xmm0
	vmovdqa64	%xmm0, %xmm16
	movl	$3528531795, %esi
	vmovsd	3016(%rsp), %xmm20
	vpbroadcastq	.LCPI0_376(%rip), %xmm23
	vpbroadcastq	.LCPI0_11(%rip), %zmm24
	jmp	.LBB0_376
.LBB0_374:
	movq	232(%rsp), %rax
	movl	$3528531795, %esi
	movq	2944(%rsp), %rbx
	movq	2176(%rsp), %r9
	movq	2560(%rsp), %r14
	movl	1984(%rsp), %r12d
	.p2align	4
.LBB0_375:
	movq	1344(%rsp), %r8
	incq	%r8
	cmpq	$8, %r8
	je	.LBB0_475
.LBB0_376:
	movq	%r8, 1344(%rsp)
	testl	%edi, %edi
	jne	.LBB0_375
	testq	%r10, %r10
	je	.LBB0_380
	cmpq	$4, %r10
	jae	.LBB0_381
	movq	$-1, %r14
	xorl	%eax, %eax
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movq	1536(%rsp), %r12
	vpxor	%xmm0, %xmm0, %xmm0
	jmp	.LBB0_391
.LBB0_380:
	movq	$-1, %r14
	xorl	%r8d, %r8d
	xorl	%edx, %edx
	jmp	.LBB0_393
.LBB0_381:
	cmpq	$16, %r10
	jae	.LBB0_383
	movq	$-1, %r14
	xorl	%esi, %esi
	xorl	%edx, %edx
	xorl	%r8d, %r8d
	movq	1536(%rsp), %r12
	jmp	.LBB0_388
.LBB0_383:
	vmovd	%ecx, %xmm1
	vpbroadcastq	.LCPI0_376(%rip), %zmm0
	vpermq	%zmm16, %zmm0, %zmm8
	vpbroadcastq	%xmm16, %zmm9
	vmovaps	%ymm2, %ymm31
	vxorps	%xmm2, %xmm2, %xmm2
	vpternlogd	$255, %zmm6, %zmm6, %zmm6
	vpxor	%xmm10, %xmm10, %xmm10
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_10(%rip), %zmm12
	vxorps	%xmm11, %xmm11, %xmm11
	vpternlogd	$255, %zmm7, %zmm7, %zmm7
	vpxor	%xmm4, %xmm4, %xmm4
	vpxor	%xmm5, %xmm5, %xmm5
	movq	3472(%rsp), %rdi
	movq	1536(%rsp), %rcx
	vxorps	%xmm3, %xmm3, %xmm3
	vpternlogd	$255, %zmm19, %zmm19, %zmm19
	vpbroadcastq	.LCPI0_18(%rip), %zmm20
	.p2align	4
.LBB0_384:
	vpmovzxdq	(%r11,%rax,4), %zmm13
	vpmovzxdq	32(%r11,%rax,4), %zmm14
	vmovups	(%rcx,%rax,4), %ymm15
	vmovups	32(%rcx,%rax,4), %ymm0
	vpsubq	%zmm12, %zmm18, %zmm17
	vmovdqa64	%zmm18, %zmm23
	vpsubq	%zmm20, %zmm17, %zmm18
	vpsllq	$32, %zmm13, %zmm13
	vpsllq	$32, %zmm14, %zmm14
	vporq	%zmm18, %zmm14, %zmm14
	vmovdqa64	%zmm23, %zmm18
	vporq	%zmm17, %zmm13, %zmm13
	vpcmpnltuq	%zmm9, %zmm13, %k2
	vpcmpnltuq	%zmm9, %zmm14, %k3
	vpcmpltuq	%zmm8, %zmm13, %k2 {%k2}
	vpcmpltuq	%zmm8, %zmm14, %k3 {%k3}
	vcmpneqps	%ymm3, %ymm15, %k2 {%k2}
	vcmpneqps	%ymm3, %ymm0, %k3 {%k3}
	vpmovm2q	%k2, %zmm17
	vpsubq	%zmm17, %zmm10, %zmm10
	vpmovm2q	%k3, %zmm17
	vpsubq	%zmm17, %zmm11, %zmm11
	vpblendmq	%zmm13, %zmm19, %zmm17 {%k2}
	vpminuq	%zmm17, %zmm6, %zmm6
	vpblendmq	%zmm14, %zmm19, %zmm17 {%k3}
	vpminuq	%zmm17, %zmm7, %zmm7
	vmovdqa64	%zmm13, %zmm13 {%k2} {z}
	vpmaxuq	%zmm13, %zmm4, %zmm4
	vmovdqa64	%zmm14, %zmm13 {%k3} {z}
	vpmaxuq	%zmm13, %zmm5, %zmm5
	vcmpltps	%ymm3, %ymm15, %ymm13
	vcmpltps	%ymm3, %ymm0, %ymm0
	vpternlogd	$248, %ymm31, %ymm13, %ymm1
	vpternlogd	$248, %ymm31, %ymm0, %ymm2
	addq	$16, %rax
	vpaddq	%zmm24, %zmm12, %zmm12
	cmpq	%rax, %rdi
	jne	.LBB0_384
	vpaddq	%zmm10, %zmm11, %zmm0
	vextracti64x4	$1, %zmm0, %ymm8
	vpaddq	%zmm8, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm8
	vpaddq	%xmm0, %xmm8, %xmm0
	vpshufd	$238, %xmm0, %xmm8
	vpaddq	%xmm0, %xmm8, %xmm0
	vmovq	%xmm0, %rdx
	vpminuq	%zmm7, %zmm6, %zmm0
	vextracti64x4	$1, %zmm0, %ymm6
	vpminuq	%zmm6, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm6
	vpminuq	%xmm6, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm6
	vpminuq	%xmm6, %xmm0, %xmm0
	vmovq	%xmm0, %r14
	vpmaxuq	%zmm5, %zmm4, %zmm0
	vextracti64x4	$1, %zmm0, %ymm4
	vpmaxuq	%zmm4, %zmm0, %zmm0
	vextracti128	$1, %ymm0, %xmm4
	vpmaxuq	%xmm4, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm4
	vpmaxuq	%xmm4, %xmm0, %xmm0
	vmovq	%xmm0, %r8
	vpor	%ymm1, %ymm2, %ymm0
	vextracti128	$1, %ymm0, %xmm1
	vpor	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpor	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpor	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	cmpq	%rdi, %r10
	vpbroadcastq	.LCPI0_25(%rip), %zmm21
	vmovdqa	432(%rsp), %xmm12
	jne	.LBB0_387
	vmovdqa64	2496(%rsp), %zmm10
	vmovd	.LCPI0_5(%rip), %xmm8
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	vbroadcastss	.LCPI0_377(%rip), %ymm2
	vmovaps	.LCPI0_8(%rip), %zmm13
	vmovdqa64	3904(%rsp), %zmm31
	vmovaps	3392(%rsp), %xmm25
	vmovdqa64	2624(%rsp), %zmm30
	vmovdqa64	%zmm23, %zmm18
	vmovsd	3016(%rsp), %xmm20
	vpbroadcastq	.LCPI0_376(%rip), %xmm23
	vxorps	%xmm3, %xmm3, %xmm3
	jmp	.LBB0_393
.LBB0_387:
	movq	%rdi, %rsi
	movq	%rdi, %rax
	testb	$12, %r10b
	vmovdqa64	2496(%rsp), %zmm10
	vmovd	.LCPI0_5(%rip), %xmm8
	movq	1536(%rsp), %r12
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	vbroadcastss	.LCPI0_377(%rip), %ymm2
	vmovaps	.LCPI0_8(%rip), %zmm13
	vmovdqa64	3904(%rsp), %zmm31
	vpxor	%xmm0, %xmm0, %xmm0
	vmovaps	3392(%rsp), %xmm25
	vmovdqa64	2624(%rsp), %zmm30
	vmovdqa64	%zmm23, %zmm18
	vmovsd	3016(%rsp), %xmm20
	vpbroadcastq	.LCPI0_376(%rip), %xmm23
	vxorps	%xmm3, %xmm3, %xmm3
	je	.LBB0_391
.LBB0_388:
	vmovdqa64	%zmm21, %zmm14
	vmovdqa64	%zmm22, %zmm11
	vmovdqa64	%xmm4, %xmm31
	vmovq	%rdx, %xmm4
	vmovd	%ecx, %xmm1
	vpbroadcastq	%xmm16, %ymm6
	vpermq	$85, %ymm16, %ymm7
	vpbroadcastq	%r14, %ymm5
	vpbroadcastq	%r8, %ymm2
	vpbroadcastq	%rsi, %ymm0
	vpor	.LCPI0_373(%rip), %ymm0, %ymm8
	movq	3480(%rsp), %rdi
	vpbroadcastq	.LCPI0_374(%rip), %ymm22
	vpternlogd	$255, %ymm21, %ymm21, %ymm21
	.p2align	4
.LBB0_389:
	vpmovzxdq	(%r11,%rsi,4), %ymm0
	vmovups	(%r12,%rsi,4), %xmm9
	vpsubq	%ymm8, %ymm18, %ymm10
	vpsllq	$32, %ymm0, %ymm0
	vpor	%ymm0, %ymm10, %ymm0
	vpcmpnltuq	%ymm6, %ymm0, %k2
	vpcmpltuq	%ymm7, %ymm0, %k2 {%k2}
	vcmpneqps	%xmm3, %xmm9, %k2 {%k2}
	vpmovm2q	%k2, %ymm10
	vpsubq	%ymm10, %ymm4, %ymm4
	vpblendmq	%ymm0, %ymm21, %ymm10 {%k2}
	vpminuq	%ymm10, %ymm5, %ymm5
	vmovdqa64	%ymm0, %ymm0 {%k2} {z}
	vpmaxuq	%ymm0, %ymm2, %ymm2
	vcmpltps	%xmm3, %xmm9, %xmm0
	vpternlogd	$248, %xmm31, %xmm0, %xmm1
	addq	$4, %rsi
	vpaddq	%ymm22, %ymm8, %ymm8
	cmpq	%rsi, %rdi
	jne	.LBB0_389
	vextracti128	$1, %ymm4, %xmm0
	vpaddq	%xmm0, %xmm4, %xmm0
	vpshufd	$238, %xmm0, %xmm4
	vpaddq	%xmm4, %xmm0, %xmm0
	vmovq	%xmm0, %rdx
	vextracti128	$1, %ymm5, %xmm0
	vpminuq	%xmm0, %xmm5, %xmm0
	vpshufd	$238, %xmm0, %xmm4
	vpminuq	%xmm4, %xmm0, %xmm0
	vmovq	%xmm0, %r14
	vextracti128	$1, %ymm2, %xmm0
	vpmaxuq	%xmm0, %xmm2, %xmm0
	vpshufd	$238, %xmm0, %xmm2
	vpmaxuq	%xmm2, %xmm0, %xmm0
	vmovq	%xmm0, %r8
	vpshufd	$238, %xmm1, %xmm0
	vpor	%xmm0, %xmm1, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpor	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%rdi, %rax
	cmpq	%rdi, %r10
	vmovdqa64	2496(%rsp), %zmm10
	vmovd	.LCPI0_5(%rip), %xmm8
	vmovdqa64	%xmm31, %xmm4
	vbroadcastss	.LCPI0_377(%rip), %ymm2
	vmovdqa64	3904(%rsp), %zmm31
	vpxor	%xmm0, %xmm0, %xmm0
	vmovaps	3392(%rsp), %xmm25
	vmovdqa64	%zmm11, %zmm22
	vmovdqa64	2624(%rsp), %zmm30
	vmovdqa64	%zmm14, %zmm21
	je	.LBB0_393
.LBB0_391:
	vmovq	%xmm16, %rsi
	vpextrq	$1, %xmm16, %rdi
	movq	4608(%rsp), %r9
	subq	%rax, %r9
	.p2align	4
.LBB0_392:
	movq	%r8, %r10
	movl	(%r11,%rax,4), %r8d
	shlq	$32, %r8
	orq	%r9, %r8
	cmpq	%rsi, %r8
	setae	%r11b
	cmpq	%rdi, %r8
	setb	%bl
	andb	%r11b, %bl
	xorl	%r11d, %r11d
	vucomiss	(%r12,%rax,4), %xmm0
	setp	%r13b
	seta	%r11b
	setne	%r15b
	orb	%r13b, %r15b
	movq	%r14, %r13
	andb	%bl, %r15b
	movzbl	%r15b, %ebx
	addq	%rbx, %rdx
	testb	%bl, %bl
	movl	$0, %ebx
	movq	$-1, %r14
	cmovneq	%r8, %r14
	cmoveq	%rbx, %r8
	cmpq	%r14, %r13
	cmovbq	%r13, %r14
	cmpq	%r8, %r10
	cmovaq	%r10, %r8
	movq	200(%rsp), %r10
	orl	%r11d, %ecx
	movq	704(%rsp), %r11
	incq	%rax
	decq	%r9
	cmpq	%rax, %r10
	jne	.LBB0_392
.LBB0_393:
	movq	%r14, 6400(%rsp)
	cmpl	$0, 1728(%rsp)
	setne	%r14b
	xorl	%eax, %eax
	testq	%rdx, %rdx
	sete	%al
	cmpq	$1, %rdx
	sete	%sil
	andb	%r14b, %sil
	leal	1(%rax), %ebx
	testl	%ecx, %ecx
	setne	%dil
	movl	$3, %r9d
	cmovnel	%r9d, %ebx
	orb	%dil, %al
	movq	%rbx, %rdi
	orb	%sil, %al
	movl	$0, %eax
	cmovnel	%edi, %eax
	jne	.LBB0_374
	movb	%r14b, 2752(%rsp)
	movl	%eax, 2112(%rsp)
	movq	%r8, %rax
	movq	6400(%rsp), %rsi
	subq	%rsi, %rax
	lzcntq	%rdx, %rcx
	movl	$64, %edx
	subq	%rcx, %rdx
	cmpq	$11, %rdx
	movl	$11, %ecx
	cmovaeq	%rcx, %rdx
	lzcntq	%rax, %rax
	movl	$64, %ecx
	subq	%rax, %rcx
	subq	%rdx, %rcx
	movl	$0, %eax
	cmovaeq	%rcx, %rax
	shrxq	%rax, %rsi, %rcx
	shlxq	%rax, %rcx, %r9
	movq	%r8, %rcx
	subq	%r9, %rcx
	shrxq	%rax, %rcx, %rdi
	cmpq	$-1, %rdi
	vpxord	%xmm16, %xmm16, %xmm16
	movq	2560(%rsp), %r14
	je	.LBB0_407
	leaq	1(%rdi), %rcx
	cmpq	$4, %rcx
	jae	.LBB0_397
	xorl	%edx, %edx
	jmp	.LBB0_405
.LBB0_397:
	cmpq	$32, %rcx
	jae	.LBB0_399
	xorl	%edx, %edx
	jmp	.LBB0_403
.LBB0_399:
	movq	%rcx, %rdx
	andq	$-32, %rdx
	xorl	%esi, %esi
	vpxor	%xmm0, %xmm0, %xmm0
	.p2align	4
.LBB0_400:
	vmovdqu64	%zmm0, 60608(%rsp,%rsi,8)
	vmovdqu64	%zmm0, 60672(%rsp,%rsi,8)
	vmovdqu64	%zmm0, 60736(%rsp,%rsi,8)
	vmovdqu64	%zmm0, 60800(%rsp,%rsi,8)
	addq	$32, %rsi
	cmpq	%rsi, %rdx
	jne	.LBB0_400
	cmpq	%rdx, %rcx
	je	.LBB0_407
	testb	$28, %cl
	je	.LBB0_405
.LBB0_403:
	movq	%rdx, %rsi
	movq	%rcx, %rdx
	andq	$-4, %rdx
	vpxor	%xmm0, %xmm0, %xmm0
	.p2align	4
.LBB0_404:
	vmovdqu	%ymm0, 60608(%rsp,%rsi,8)
	addq	$4, %rsi
	cmpq	%rsi, %rdx
	jne	.LBB0_404
	jmp	.LBB0_406
	.p2align	4
.LBB0_405:
	movq	$0, 60608(%rsp,%rdx,8)
	incq	%rdx
.LBB0_406:
	cmpq	%rdx, %rcx
	jne	.LBB0_405
.LBB0_407:
	movq	%rax, 1024(%rsp)
	movq	%r9, 1664(%rsp)
	movq	%rdi, 2368(%rsp)
	incq	%r8
	testq	%r10, %r10
	je	.LBB0_431
	movq	1664(%rsp), %rax
	vpbroadcastq	%rax, %zmm0
	movq	1024(%rsp), %rax
	vpbroadcastq	%rax, %zmm1
	movq	6400(%rsp), %rcx
	vpbroadcastq	%rcx, %zmm4
	vpbroadcastq	%r8, %zmm6
	movl	$64, %edx
	leaq	11456(%rsp), %r12
	leaq	7424(%rsp), %rdi
	movq	704(%rsp), %r15
	movq	$0, 832(%rsp)
	movq	$0, 576(%rsp)
	xorl	%eax, %eax
	jmp	.LBB0_410
	.p2align	4
.LBB0_409:
	movq	448(%rsp), %rdx
	addq	$64, %rdx
	incq	576(%rsp)
	addq	$-64, 832(%rsp)
	addq	$256, %r15
	addq	$-256, %rdi
	addq	$-256, %r12
	movq	200(%rsp), %r10
	cmpq	%r10, %rax
	jae	.LBB0_431
.LBB0_410:
	movq	%rax, %rcx
	cmpq	%rdx, %r10
	movq	%rdx, 448(%rsp)
	cmovbq	%r10, %rdx
	addq	$64, %rax
	cmpq	%r10, %rax
	cmovbq	%rax, %r10
	movq	%rcx, 320(%rsp)
	cmpq	%r10, %rcx
	movq	704(%rsp), %r11
	movq	6400(%rsp), %rbx
	movq	1664(%rsp), %rax
	movq	1024(%rsp), %r13
	jae	.LBB0_424
	movq	576(%rsp), %rcx
	shlq	$6, %rcx
	movq	%rdx, %rsi
	subq	%rcx, %rsi
	movq	320(%rsp), %r9
	cmpq	$4, %rsi
	jb	.LBB0_422
	cmpq	$16, %rsi
	jae	.LBB0_414
	xorl	%r14d, %r14d
	movq	320(%rsp), %r11
	movq	%r11, %rbx
	jmp	.LBB0_419
.LBB0_414:
	movq	%rdx, %r9
	andq	$-16, %r9
	addq	832(%rsp), %r9
	movl	%edx, %r11d
	andl	$15, %r11d
	movq	%rsi, %r14
	subq	%r11, %r14
	movq	320(%rsp), %rax
	leaq	(%rax,%r14), %rbx
	vpbroadcastq	%rax, %zmm5
	vporq	.LCPI0_9(%rip), %zmm5, %zmm2
	vporq	.LCPI0_10(%rip), %zmm5, %zmm5
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_415:
	vpsubq	%zmm5, %zmm18, %zmm7
	vpsubq	%zmm2, %zmm18, %zmm8
	vpmovzxdq	32(%r15,%rcx,4), %zmm9
	vpmovzxdq	(%r15,%rcx,4), %zmm10
	vpsllq	$32, %zmm10, %zmm10
	vporq	%zmm7, %zmm10, %zmm7
	vpsllq	$32, %zmm9, %zmm9
	vporq	%zmm8, %zmm9, %zmm8
	vpsubq	%zmm0, %zmm7, %zmm9
	vpsubq	%zmm0, %zmm8, %zmm10
	vpsrlvq	%zmm1, %zmm10, %zmm10
	vpsrlvq	%zmm1, %zmm9, %zmm9
	vpmovqd	%zmm9, %ymm9
	vpmovqd	%zmm10, %ymm10
	vinserti64x4	$1, %ymm10, %zmm9, %zmm9
	vmovdqu64	%zmm9, 11456(%rsp,%rcx,4)
	vpcmpnltuq	%zmm4, %zmm7, %k0
	vpcmpnltuq	%zmm4, %zmm8, %k2
	kunpckbw	%k0, %k2, %k0
	vpcmpltuq	%zmm6, %zmm7, %k2
	vpcmpltuq	%zmm6, %zmm8, %k3
	kunpckbw	%k2, %k3, %k2
	kandw	%k2, %k0, %k0
	vpmovm2d	%k0, %zmm7
	vpsrld	$31, %zmm7, %zmm7
	vmovdqa64	%zmm7, 7424(%rsp,%rcx,4)
	addq	$16, %rcx
	vpaddq	%zmm24, %zmm5, %zmm5
	vpaddq	%zmm24, %zmm2, %zmm2
	cmpq	%rcx, %r9
	jne	.LBB0_415
	testq	%r11, %r11
	vmovdqa64	2496(%rsp), %zmm10
	je	.LBB0_424
	cmpl	$4, %r11d
	jb	.LBB0_430
	movq	320(%rsp), %r11
.LBB0_419:
	movq	832(%rsp), %rax
	leaq	(%rdx,%rax), %rcx
	movl	%edx, %r9d
	andl	$3, %r9d
	subq	%r9, %rcx
	movl	%edx, %eax
	andl	$3, %eax
	subq	%rax, %rsi
	movq	%rsi, %r9
	addq	%r11, %r9
	vpbroadcastq	%rbx, %ymm2
	vpaddq	.LCPI0_373(%rip), %ymm2, %ymm2
	vpbroadcastq	.LCPI0_374(%rip), %ymm8
	.p2align	4
.LBB0_420:
	vpmovzxdq	(%r15,%r14,4), %ymm5
	vpsubq	%ymm2, %ymm18, %ymm7
	vpsllq	$32, %ymm5, %ymm5
	vpor	%ymm7, %ymm5, %ymm5
	vpsubq	%ymm0, %ymm5, %ymm7
	vpsrlvq	%ymm1, %ymm7, %ymm7
	vpmovqd	%ymm7, 11456(%rsp,%r14,4)
	vpcmpnltuq	%ymm4, %ymm5, %k2
	vpcmpltuq	%ymm6, %ymm5, %k0 {%k2}
	vpmovm2d	%k0, %xmm5
	vpsrld	$31, %xmm5, %xmm5
	vmovdqu	%xmm5, 7424(%rsp,%r14,4)
	addq	$4, %r14
	vpaddq	%ymm2, %ymm8, %ymm2
	cmpq	%r14, %rcx
	jne	.LBB0_420
	testq	%rax, %rax
	movq	704(%rsp), %r11
	movq	6400(%rsp), %rbx
	movq	1664(%rsp), %rax
	movq	1024(%rsp), %r13
	je	.LBB0_424
.LBB0_422:
	movq	4608(%rsp), %rcx
	subq	%r9, %rcx
	.p2align	4
.LBB0_423:
	movl	(%r11,%r9,4), %esi
	shlq	$32, %rsi
	orq	%rcx, %rsi
	movq	%rsi, %r14
	subq	%rax, %r14
	shrxq	%r13, %r14, %r14
	movl	%r14d, (%r12,%r9,4)
	cmpq	%rbx, %rsi
	setae	%r14b
	cmpq	%r8, %rsi
	setb	%sil
	andb	%r14b, %sil
	movzbl	%sil, %esi
	movl	%esi, (%rdi,%r9,4)
	incq	%r9
	decq	%rcx
	cmpq	%r9, %rdx
	jne	.LBB0_423
.LBB0_424:
	vmovdqa64	7424(%rsp), %zmm2
	vmovdqa64	7488(%rsp), %zmm5
	vmovdqa64	7552(%rsp), %zmm7
	vmovdqa64	7616(%rsp), %zmm8
	vptestmd	%zmm2, %zmm2, %k0
	vptestmd	%zmm5, %zmm5, %k2
	kunpckwd	%k0, %k2, %k0
	vptestmd	%zmm7, %zmm7, %k2
	vptestmd	%zmm8, %zmm8, %k3
	vmovd	.LCPI0_5(%rip), %xmm8
	kunpckwd	%k2, %k3, %k2
	kunpckdq	%k0, %k2, %k0
	kmovq	%k0, %rcx
	movq	320(%rsp), %r9
	leaq	64(%r9), %rax
	movl	%eax, %edx
	subl	%r10d, %edx
	movl	$64, %esi
	subl	%edx, %esi
	bzhiq	%rsi, %rcx, %r10
	movq	2560(%rsp), %r14
	je	.LBB0_409
	xorl	%esi, %esi
	popcntq	%r10, %rsi
	movq	1536(%rsp), %rcx
	leaq	(%rcx,%r9,4), %rdx
	movl	%esi, %r9d
	andl	$3, %r9d
	cmpq	$4, %rsi
	jb	.LBB0_429
	andl	$-4, %esi
	.p2align	4
.LBB0_427:
	tzcntq	%r10, %rcx
	shll	$2, %ecx
	movl	11456(%rsp,%rcx), %r11d
	vmovss	(%rdx,%rcx), %xmm2
	vcvtss2sd	%xmm2, %xmm2, %xmm2
	vaddsd	60608(%rsp,%r11,8), %xmm2, %xmm2
	blsrq	%r10, %rcx
	tzcntq	%rcx, %r10
	vmovsd	%xmm2, 60608(%rsp,%r11,8)
	shll	$2, %r10d
	movl	11456(%rsp,%r10), %r11d
	vmovss	(%rdx,%r10), %xmm2
	vcvtss2sd	%xmm2, %xmm2, %xmm2
	vaddsd	60608(%rsp,%r11,8), %xmm2, %xmm2
	blsrq	%rcx, %rcx
	tzcntq	%rcx, %r10
	vmovsd	%xmm2, 60608(%rsp,%r11,8)
	shll	$2, %r10d
	movl	11456(%rsp,%r10), %r11d
	vmovss	(%rdx,%r10), %xmm2
	vcvtss2sd	%xmm2, %xmm2, %xmm2
	vaddsd	60608(%rsp,%r11,8), %xmm2, %xmm2
	blsrq	%rcx, %rcx
	tzcntq	%rcx, %r10
	vmovsd	%xmm2, 60608(%rsp,%r11,8)
	shll	$2, %r10d
	movl	11456(%rsp,%r10), %r11d
	vmovss	(%rdx,%r10), %xmm2
	vcvtss2sd	%xmm2, %xmm2, %xmm2
	vaddsd	60608(%rsp,%r11,8), %xmm2, %xmm2
	vmovsd	%xmm2, 60608(%rsp,%r11,8)
	blsrq	%rcx, %r10
	addq	$-4, %rsi
	jne	.LBB0_427
	testq	%r9, %r9
	je	.LBB0_409
	.p2align	4
.LBB0_429:
	tzcntq	%r10, %rcx
	shll	$2, %ecx
	movl	11456(%rsp,%rcx), %esi
	vmovss	(%rdx,%rcx), %xmm2
	vcvtss2sd	%xmm2, %xmm2, %xmm2
	vaddsd	60608(%rsp,%rsi,8), %xmm2, %xmm2
	vmovsd	%xmm2, 60608(%rsp,%rsi,8)
	blsrq	%r10, %r10
	decq	%r9
	jne	.LBB0_429
	jmp	.LBB0_409
.LBB0_430:
	addq	320(%rsp), %r14
	movq	%r14, %r9
	movq	704(%rsp), %r11
	movq	6400(%rsp), %rbx
	movq	1664(%rsp), %rax
	movq	1024(%rsp), %r13
	jmp	.LBB0_422
.LBB0_431:
	movq	2368(%rsp), %r13
	cmpq	$-1, %r13
	je	.LBB0_438
	testq	%r13, %r13
	je	.LBB0_439
	leaq	1(%r13), %rsi
	vcvtss2sd	%xmm29, %xmm29, %xmm0
	leaq	(%rsp,%r13,8), %rdi
	addq	$60608, %rdi
	movq	%rsi, %r9
	andq	$-2, %r9
	negq	%r9
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%r10d, %r10d
	.p2align	4
.LBB0_434:
	vmovsd	-8(%rdi,%rcx,8), %xmm1
	vmovsd	(%rdi,%rcx,8), %xmm2
	testl	%r10d, %r10d
	sete	%r11b
	vucomisd	%xmm16, %xmm2
	seta	%r14b
	vaddsd	%xmm2, %xmm0, %xmm0
	andb	%r11b, %r14b
	movzbl	%r14b, %r14d
	addq	%rdx, %r14
	vucomisd	%xmm20, %xmm0
	setae	%dl
	andb	%r11b, %dl
	movzbl	%dl, %r11d
	orl	%r10d, %r11d
	sete	%r10b
	vaddsd	%xmm1, %xmm0, %xmm0
	vucomisd	%xmm16, %xmm1
	seta	%dl
	andb	%r10b, %dl
	movzbl	%dl, %edx
	addq	%r14, %rdx
	vucomisd	%xmm20, %xmm0
	setae	%r14b
	andb	%r10b, %r14b
	movzbl	%r14b, %r10d
	orl	%r11d, %r10d
	addq	$-2, %rcx
	cmpq	%rcx, %r9
	jne	.LBB0_434
	testb	$1, %sil
	movl	1984(%rsp), %r12d
	jne	.LBB0_440
	movq	704(%rsp), %r11
	movq	2560(%rsp), %r14
	cmpq	$-1, %r13
	movq	200(%rsp), %r10
	jne	.LBB0_442
.LBB0_437:
	vpternlogd	$255, %zmm0, %zmm0, %zmm0
	vpternlogd	$255, %zmm4, %zmm4, %zmm4
	jmp	.LBB0_444
.LBB0_438:
	vpternlogd	$255, %zmm0, %zmm0, %zmm0
	vpternlogd	$255, %zmm4, %zmm4, %zmm4
	movq	704(%rsp), %r11
	movl	1984(%rsp), %r12d
	jmp	.LBB0_444
.LBB0_439:
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%r10d, %r10d
	movq	704(%rsp), %r11
	movl	1984(%rsp), %r12d
	jmp	.LBB0_441
.LBB0_440:
	negq	%rcx
	movq	704(%rsp), %r11
	movq	2560(%rsp), %r14
.LBB0_441:
	movq	%r13, %rsi
	subq	%rcx, %rsi
	vmovsd	60608(%rsp,%rsi,8), %xmm0
	testl	%r10d, %r10d
	sete	%cl
	vucomisd	%xmm16, %xmm0
	seta	%sil
	andb	%cl, %sil
	movzbl	%sil, %ecx
	addq	%rcx, %rdx
	cmpq	$-1, %r13
	movq	200(%rsp), %r10
	je	.LBB0_437
.LBB0_442:
	vpbroadcastq	%rdx, %zmm0
	vpaddq	.LCPI0_378(%rip), %zmm0, %zmm1
	vpaddq	.LCPI0_379(%rip), %zmm0, %zmm2
	vpternlogd	$255, %zmm0, %zmm0, %zmm0
	vpxor	%xmm5, %xmm5, %xmm5
	vpternlogd	$255, %zmm4, %zmm4, %zmm4
	movl	$255, %r15d
	movq	1664(%rsp), %rax
	movq	1024(%rsp), %r9
	.p2align	4
.LBB0_443:
	vpextrq	$1, %xmm5, %rcx
	movq	%r13, %rdx
	subq	%rcx, %rdx
	vmovsd	60608(%rsp,%rdx,8), %xmm6
	shlxq	%r9, %rdx, %rdx
	addq	%rax, %rdx
	xorl	%esi, %esi
	vucomisd	%xmm16, %xmm6
	seta	%sil
	movl	$0, %edi
	cmoval	%r15d, %edi
	vpinsrq	$0, %rsi, %xmm23, %xmm6
	vpaddq	%xmm6, %xmm5, %xmm5
	vpbroadcastq	%xmm5, %zmm6
	kmovd	%edi, %k2
	vpcmpeqq	%zmm1, %zmm6, %k3 {%k2}
	vpbroadcastq	%rdx, %zmm4 {%k3}
	vpcmpeqq	%zmm2, %zmm6, %k2 {%k2}
	vpbroadcastq	%rdx, %zmm0 {%k2}
	cmpq	%rcx, %r13
	jne	.LBB0_443
.LBB0_444:
	cmpq	$0, 568(%rsp)
	je	.LBB0_457
	xorl	%ecx, %ecx
	movzbl	2752(%rsp), %eax
	movb	%al, %cl
	negq	%rcx
	movb	$-128, %al
	kmovd	%eax, %k2
	vmovdqa64	%zmm4, %zmm1
	vpbroadcastq	%rcx, %zmm1 {%k2}
	xorl	%eax, %eax
	movq	2176(%rsp), %r9
	jmp	.LBB0_447
	.p2align	4
.LBB0_446:
	shll	$6, %ecx
	vmovaps	%zmm2, 56512(%rsp,%rcx)
	incq	%rax
	movq	568(%rsp), %rdi
	cmpq	%rdi, %rax
	je	.LBB0_455
.LBB0_447:
	leaq	(,%rax,8), %rcx
	cmpq	%r10, %rcx
	setb	%dl
	movq	%rax, %rsi
	shlq	$5, %rsi
	kmovd	%edx, %k2
	movq	1536(%rsp), %r15
	vmovss	(%r15,%rsi), %xmm2 {%k2} {z}
	movq	4608(%rsp), %rdi
	movq	%rdi, %rdx
	subq	%rcx, %rdx
	movl	(%r11,%rsi), %esi
	shlq	$32, %rsi
	orq	%rdx, %rsi
	vpbroadcastq	%rsi, %zmm5
	vpcmpnltuq	%zmm0, %zmm5, %k0
	vpcmpnltuq	%zmm1, %zmm5, %k2
	kunpckbw	%k0, %k2, %k2
	vbroadcastss	%xmm2, %zmm2 {%k2} {z}
	leaq	1(,%rax,8), %rdx
	cmpq	%r10, %rdx
	setb	%sil
	cmovaeq	%rcx, %rdx
	kmovd	%esi, %k2
	vmovss	(%r15,%rdx,4), %xmm5 {%k2} {z}
	movq	%rdi, %rsi
	subq	%rdx, %rsi
	movl	(%r11,%rdx,4), %edx
	shlq	$32, %rdx
	orq	%rsi, %rdx
	vpbroadcastq	%rdx, %zmm6
	vpcmpnltuq	%zmm0, %zmm6, %k0
	vpcmpnltuq	%zmm1, %zmm6, %k2
	kunpckbw	%k0, %k2, %k2
	vbroadcastss	%xmm5, %zmm5 {%k2} {z}
	vaddps	%zmm5, %zmm2, %zmm2
	leaq	2(,%rax,8), %rdx
	cmpq	%r10, %rdx
	setb	%sil
	cmovaeq	%rcx, %rdx
	kmovd	%esi, %k2
	vmovss	(%r15,%rdx,4), %xmm5 {%k2} {z}
	movq	%rdi, %rsi
	subq	%rdx, %rsi
	movl	(%r11,%rdx,4), %edx
	shlq	$32, %rdx
	orq	%rsi, %rdx
	vpbroadcastq	%rdx, %zmm6
	vpcmpnltuq	%zmm0, %zmm6, %k0
	vpcmpnltuq	%zmm1, %zmm6, %k2
	kunpckbw	%k0, %k2, %k2
	leaq	3(,%rax,8), %rdx
	cmpq	%r10, %rdx
	setb	%sil
	cmovaeq	%rcx, %rdx
	kmovd	%esi, %k3
	vmovss	(%r15,%rdx,4), %xmm6 {%k3} {z}
	vbroadcastss	%xmm5, %zmm5 {%k2} {z}
	movq	%rdi, %rsi
	subq	%rdx, %rsi
	movl	(%r11,%rdx,4), %edx
	shlq	$32, %rdx
	orq	%rsi, %rdx
	vpbroadcastq	%rdx, %zmm7
	vpcmpnltuq	%zmm0, %zmm7, %k0
	vpcmpnltuq	%zmm1, %zmm7, %k2
	kunpckbw	%k0, %k2, %k2
	vbroadcastss	%xmm6, %zmm6 {%k2} {z}
	vaddps	%zmm6, %zmm5, %zmm5
	vaddps	%zmm5, %zmm2, %zmm2
	leaq	4(,%rax,8), %rdx
	cmpq	%r10, %rdx
	setb	%sil
	cmovaeq	%rcx, %rdx
	kmovd	%esi, %k2
	vmovss	(%r15,%rdx,4), %xmm5 {%k2} {z}
	movq	%rdi, %rsi
	subq	%rdx, %rsi
	movl	(%r11,%rdx,4), %edx
	shlq	$32, %rdx
	orq	%rsi, %rdx
	vpbroadcastq	%rdx, %zmm6
	vpcmpnltuq	%zmm0, %zmm6, %k0
	vpcmpnltuq	%zmm1, %zmm6, %k2
	kunpckbw	%k0, %k2, %k2
	vbroadcastss	%xmm5, %zmm5 {%k2} {z}
	leaq	5(,%rax,8), %rdx
	cmpq	%r10, %rdx
	setb	%sil
	cmovaeq	%rcx, %rdx
	kmovd	%esi, %k2
	vmovss	(%r15,%rdx,4), %xmm6 {%k2} {z}
	movq	%rdi, %rsi
	subq	%rdx, %rsi
	movl	(%r11,%rdx,4), %edx
	shlq	$32, %rdx
	orq	%rsi, %rdx
	vpbroadcastq	%rdx, %zmm7
	vpcmpnltuq	%zmm0, %zmm7, %k0
	vpcmpnltuq	%zmm1, %zmm7, %k2
	kunpckbw	%k0, %k2, %k2
	vbroadcastss	%xmm6, %zmm6 {%k2} {z}
	leaq	6(,%rax,8), %rdx
	cmpq	%r10, %rdx
	setb	%sil
	cmovaeq	%rcx, %rdx
	kmovd	%esi, %k2
	vmovss	(%r15,%rdx,4), %xmm7 {%k2} {z}
	vaddps	%zmm6, %zmm5, %zmm5
	movq	%rdi, %rsi
	subq	%rdx, %rsi
	movl	(%r11,%rdx,4), %edx
	shlq	$32, %rdx
	orq	%rsi, %rdx
	vpbroadcastq	%rdx, %zmm6
	vpcmpnltuq	%zmm0, %zmm6, %k0
	vpcmpnltuq	%zmm1, %zmm6, %k2
	kunpckbw	%k0, %k2, %k2
	vbroadcastss	%xmm7, %zmm6 {%k2} {z}
	leaq	7(,%rax,8), %rdx
	cmpq	%r10, %rdx
	setb	%sil
	cmovbq	%rdx, %rcx
	kmovd	%esi, %k2
	vmovss	(%r15,%rcx,4), %xmm7 {%k2} {z}
	movq	%rdi, %rdx
	subq	%rcx, %rdx
	movl	(%r11,%rcx,4), %ecx
	shlq	$32, %rcx
	orq	%rdx, %rcx
	vpbroadcastq	%rcx, %zmm8
	vpcmpnltuq	%zmm0, %zmm8, %k0
	vpcmpnltuq	%zmm1, %zmm8, %k2
	kunpckbw	%k0, %k2, %k2
	vbroadcastss	%xmm7, %zmm7 {%k2} {z}
	vaddps	%zmm7, %zmm6, %zmm6
	vaddps	%zmm6, %zmm5, %zmm5
	vaddps	%zmm5, %zmm2, %zmm2
	movq	%rax, %rcx
	notq	%rcx
	tzcntq	%rcx, %rcx
	je	.LBB0_446
	movl	%ecx, %edx
	andl	$7, %edx
	cmpq	$8, %rcx
	jae	.LBB0_450
	xorl	%esi, %esi
	jmp	.LBB0_453
	.p2align	4
.LBB0_450:
	movl	%ecx, %edi
	andl	$56, %edi
	leaq	56960(%rsp), %r9
	xorl	%esi, %esi
	.p2align	4
.LBB0_451:
	vaddps	-448(%r9), %zmm2, %zmm2
	vaddps	-384(%r9), %zmm2, %zmm2
	vaddps	-320(%r9), %zmm2, %zmm2
	vaddps	-256(%r9), %zmm2, %zmm2
	vaddps	-192(%r9), %zmm2, %zmm2
	vaddps	-128(%r9), %zmm2, %zmm2
	vaddps	-64(%r9), %zmm2, %zmm2
	vaddps	(%r9), %zmm2, %zmm2
	addq	$8, %rsi
	addq	$512, %r9
	cmpq	%rsi, %rdi
	jne	.LBB0_451
	testq	%rdx, %rdx
	movq	2176(%rsp), %r9
	je	.LBB0_446
.LBB0_453:
	shlq	$6, %rsi
	addq	%rsp, %rsi
	addq	$56512, %rsi
	shll	$6, %edx
	xorl	%edi, %edi
	.p2align	4
.LBB0_454:
	vaddps	(%rsi,%rdi), %zmm2, %zmm2
	addq	$64, %rdi
	cmpq	%rdi, %rdx
	jne	.LBB0_454
	jmp	.LBB0_446
.LBB0_455:
	cmpq	$64, 5920(%rsp)
	jae	.LBB0_458
	vxorps	%xmm2, %xmm2, %xmm2
	xorl	%eax, %eax
	vmovd	.LCPI0_5(%rip), %xmm8
	movq	3488(%rsp), %rsi
	jmp	.LBB0_469
.LBB0_457:
	vpxor	%xmm2, %xmm2, %xmm2
	movq	2176(%rsp), %r9
	jmp	.LBB0_473
.LBB0_458:
	vxorps	%xmm2, %xmm2, %xmm2
	leaq	56704(%rsp), %rcx
	xorl	%eax, %eax
	movq	5904(%rsp), %rsi
	vmovd	.LCPI0_5(%rip), %xmm8
	jmp	.LBB0_460
	.p2align	4
.LBB0_459:
	addq	$4, %rax
	addq	$256, %rcx
	cmpq	%rax, %rsi
	je	.LBB0_468
.LBB0_460:
	btq	%rax, %rdi
	jae	.LBB0_462
	vaddps	-192(%rcx), %zmm2, %zmm2
.LBB0_462:
	shrxq	%rax, %rdi, %rdx
	testb	$2, %dl
	je	.LBB0_464
	vaddps	-128(%rcx), %zmm2, %zmm2
.LBB0_464:
	shrxq	%rax, %rdi, %rdx
	testb	$4, %dl
	je	.LBB0_466
	vaddps	-64(%rcx), %zmm2, %zmm2
.LBB0_466:
	shrxq	%rax, %rdi, %rdx
	testb	$8, %dl
	je	.LBB0_459
	vaddps	(%rcx), %zmm2, %zmm2
	jmp	.LBB0_459
.LBB0_468:
	cmpq	$0, 5896(%rsp)
	movq	3488(%rsp), %rsi
	je	.LBB0_473
.LBB0_469:
	movq	%rax, %rcx
	shlq	$6, %rcx
	addq	%rsp, %rcx
	addq	$56512, %rcx
	xorl	%edx, %edx
	jmp	.LBB0_471
	.p2align	4
.LBB0_470:
	incq	%rax
	addq	$64, %rdx
	cmpq	%rdx, %rsi
	je	.LBB0_473
.LBB0_471:
	btq	%rax, %rdi
	jae	.LBB0_470
	vaddps	(%rcx,%rdx), %zmm2, %zmm2
	jmp	.LBB0_470
.LBB0_473:
	vextractf32x4	$3, %zmm2, %xmm1
	vshufps	$255, %xmm1, %xmm1, %xmm5
	vmovss	224(%rsp), %xmm7
	vucomiss	%xmm7, %xmm5
	movl	$2, %edi
	movl	2112(%rsp), %esi
	cmovael	%esi, %edi
	movl	1728(%rsp), %edx
	movl	%edx, %eax
	movl	$1, %ecx
	cmovael	%ecx, %eax
	testl	%edx, %edx
	cmovnel	%esi, %edi
	cmovel	%eax, %edx
	movl	%edx, 1728(%rsp)
	vmovq	%xmm0, %rax
	movq	6400(%rsp), %rsi
	cmpq	%rax, %rsi
	movq	%rax, %rcx
	cmovaq	%rsi, %rcx
	vucomiss	%xmm7, %xmm2
	setb	%dl
	cmovbq	%rsi, %rcx
	cmpq	%r8, %rax
	setb	%sil
	andb	%dl, %sil
	cmovneq	%rax, %r8
	kmovd	%esi, %k2
	vmovss	%xmm2, %xmm29, %xmm29 {%k2}
	vpextrq	$1, %xmm0, %rax
	vmovshdup	%xmm2, %xmm5
	cmpq	%rax, %rcx
	movq	%rax, %rdx
	cmovaq	%rcx, %rdx
	vucomiss	%xmm7, %xmm5
	setb	%sil
	cmovbq	%rcx, %rdx
	cmpq	%r8, %rax
	setb	%cl
	andb	%sil, %cl
	cmovneq	%rax, %r8
	kmovd	%ecx, %k2
	vmovss	%xmm5, %xmm29, %xmm29 {%k2}
	vextracti128	$1, %ymm0, %xmm5
	vmovq	%xmm5, %rax
	vshufpd	$1, %xmm2, %xmm2, %xmm6
	cmpq	%rax, %rdx
	movq	%rax, %rcx
	cmovaq	%rdx, %rcx
	vucomiss	%xmm7, %xmm6
	setb	%sil
	cmovbq	%rdx, %rcx
	cmpq	%r8, %rax
	setb	%dl
	andb	%sil, %dl
	cmovneq	%rax, %r8
	kmovd	%edx, %k2
	vmovss	%xmm6, %xmm29, %xmm29 {%k2}
	vpextrq	$1, %xmm5, %rax
	vshufps	$255, %xmm2, %xmm2, %xmm5
	cmpq	%rax, %rcx
	movq	%rax, %rdx
	cmovaq	%rcx, %rdx
	vucomiss	%xmm7, %xmm5
	setb	%sil
	cmovbq	%rcx, %rdx
	cmpq	%r8, %rax
	setb	%cl
	andb	%sil, %cl
	cmovneq	%rax, %r8
	kmovd	%ecx, %k2
	vmovss	%xmm5, %xmm29, %xmm29 {%k2}
	vextracti32x4	$2, %zmm0, %xmm5
	vmovq	%xmm5, %rax
	vextractf128	$1, %ymm2, %xmm6
	cmpq	%rax, %rdx
	movq	%rax, %rcx
	cmovaq	%rdx, %rcx
	vucomiss	%xmm7, %xmm6
	setb	%sil
	cmovbq	%rdx, %rcx
	cmpq	%r8, %rax
	setb	%dl
	andb	%sil, %dl
	cmovneq	%rax, %r8
	kmovd	%edx, %k2
	vmovss	%xmm6, %xmm29, %xmm29 {%k2}
	vpextrq	$1, %xmm5, %rax
	vmovshdup	%xmm6, %xmm5
	cmpq	%rax, %rcx
	movq	%rax, %rdx
	cmovaq	%rcx, %rdx
	vucomiss	%xmm7, %xmm5
	setb	%sil
	cmovbq	%rcx, %rdx
	cmpq	%r8, %rax
	setb	%cl
	andb	%sil, %cl
	cmovneq	%rax, %r8
	kmovd	%ecx, %k2
	vmovss	%xmm5, %xmm29, %xmm29 {%k2}
	vextracti32x4	$3, %zmm0, %xmm0
	vmovq	%xmm0, %rax
	vshufpd	$1, %xmm6, %xmm6, %xmm5
	cmpq	%rax, %rdx
	movq	%rax, %rcx
	cmovaq	%rdx, %rcx
	vucomiss	%xmm7, %xmm5
	setb	%sil
	cmovbq	%rdx, %rcx
	cmpq	%r8, %rax
	setb	%dl
	andb	%sil, %dl
	cmovneq	%rax, %r8
	kmovd	%edx, %k2
	vmovss	%xmm5, %xmm29, %xmm29 {%k2}
	vpextrq	$1, %xmm0, %rax
	vshufps	$255, %xmm6, %xmm6, %xmm0
	cmpq	%rax, %rcx
	movq	%rax, %rdx
	cmovaq	%rcx, %rdx
	vucomiss	%xmm7, %xmm0
	setb	%sil
	cmovbq	%rcx, %rdx
	cmpq	%r8, %rax
	setb	%cl
	andb	%sil, %cl
	cmovneq	%rax, %r8
	kmovd	%ecx, %k2
	vmovss	%xmm0, %xmm29, %xmm29 {%k2}
	vmovq	%xmm4, %rax
	cmpq	%rax, %rdx
	movq	%rax, %rcx
	cmovaq	%rdx, %rcx
	vextractf32x4	$2, %zmm2, %xmm0
	vucomiss	%xmm7, %xmm0
	setb	%sil
	cmovbq	%rdx, %rcx
	cmpq	%r8, %rax
	setb	%dl
	andb	%sil, %dl
	cmovneq	%rax, %r8
	kmovd	%edx, %k2
	vmovss	%xmm0, %xmm29, %xmm29 {%k2}
	vpextrq	$1, %xmm4, %rax
	vmovshdup	%xmm0, %xmm2
	cmpq	%rax, %rcx
	movq	%rax, %rdx
	cmovaq	%rcx, %rdx
	vucomiss	%xmm7, %xmm2
	setb	%sil
	cmovbq	%rcx, %rdx
	cmpq	%r8, %rax
	setb	%cl
	andb	%sil, %cl
	cmovneq	%rax, %r8
	kmovd	%ecx, %k2
	vmovss	%xmm2, %xmm29, %xmm29 {%k2}
	vextracti128	$1, %ymm4, %xmm2
	vmovq	%xmm2, %rax
	vshufpd	$1, %xmm0, %xmm0, %xmm5
	cmpq	%rax, %rdx
	movq	%rax, %rcx
	cmovaq	%rdx, %rcx
	vucomiss	%xmm7, %xmm5
	setb	%sil
	cmovbq	%rdx, %rcx
	cmpq	%r8, %rax
	setb	%dl
	andb	%sil, %dl
	cmovneq	%rax, %r8
	kmovd	%edx, %k2
	vmovss	%xmm5, %xmm29, %xmm29 {%k2}
	vpextrq	$1, %xmm2, %rax
	cmpq	%rax, %rcx
	movq	%rax, %rdx
	cmovaq	%rcx, %rdx
	vshufps	$255, %xmm0, %xmm0, %xmm0
	vucomiss	%xmm7, %xmm0
	setb	%sil
	cmovbq	%rcx, %rdx
	cmpq	%r8, %rax
	setb	%cl
	andb	%sil, %cl
	cmovneq	%rax, %r8
	kmovd	%ecx, %k2
	vmovss	%xmm0, %xmm29, %xmm29 {%k2}
	vextracti32x4	$2, %zmm4, %xmm0
	vmovq	%xmm0, %rax
	cmpq	%rax, %rdx
	movq	%rax, %rcx
	cmovaq	%rdx, %rcx
	vucomiss	%xmm7, %xmm1
	setb	%sil
	cmovbq	%rdx, %rcx
	cmpq	%r8, %rax
	setb	%dl
	andb	%sil, %dl
	cmovneq	%rax, %r8
	kmovd	%edx, %k2
	vmovss	%xmm1, %xmm29, %xmm29 {%k2}
	vpextrq	$1, %xmm0, %rax
	vmovshdup	%xmm1, %xmm0
	cmpq	%rax, %rcx
	movq	%rax, %rdx
	cmovaq	%rcx, %rdx
	vucomiss	%xmm7, %xmm0
	setb	%sil
	cmovbq	%rcx, %rdx
	cmpq	%r8, %rax
	setb	%cl
	andb	%sil, %cl
	cmovneq	%rax, %r8
	kmovd	%ecx, %k2
	vmovss	%xmm0, %xmm29, %xmm29 {%k2}
	vextracti32x4	$3, %zmm4, %xmm0
	vmovq	%xmm0, %rax
	vshufpd	$1, %xmm1, %xmm1, %xmm0
	cmpq	%rax, %rdx
	movq	%rax, %rcx
	cmovaq	%rdx, %rcx
	vucomiss	%xmm7, %xmm0
	setb	%sil
	cmovbq	%rdx, %rcx
	cmpq	%r8, %rax
	setb	%dl
	andb	%sil, %dl
	cmovneq	%rax, %r8
	kmovd	%edx, %k2
	vmovss	%xmm0, %xmm29, %xmm29 {%k2}
	vmovq	%rcx, %xmm0
	vmovq	%r8, %xmm1
	vpunpcklqdq	%xmm1, %xmm0, %xmm16
	xorl	%ecx, %ecx
	movq	232(%rsp), %rax
	movl	$3528531795, %esi
	movq	2944(%rsp), %rbx
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	vbroadcastss	.LCPI0_377(%rip), %ymm2
	jmp	.LBB0_375
	.p2align	4
.LBB0_474:
	movq	%r9, %r15
	vmovdqa	%xmm8, %xmm1
	vmovss	.LCPI0_2(%rip), %xmm0
	vmovaps	%xmm0, 7168(%rsp)
	movl	$3528531795, %esi
	testq	%r10, %r10
	je	.LBB0_773
.LBB0_889:
	vmovdqa64	%zmm13, %zmm2
	vmovdqa64	3072(%rsp), %zmm16
	vmovdqa64	%zmm23, %zmm9
	movq	%r8, %r9
	movl	%ebx, %r8d
	xorl	4224(%rsp), %r8d
	imulq	%rsi, %r8
	movq	%r8, %rcx
	shrq	$32, %rcx
	xorq	6464(%rsp), %rcx
	movq	%rax, %rsi
	subq	%rbx, %rsi
	movq	3024(%rsp), %rax
	cmpq	%rax, %rsi
	cmovaeq	%rax, %rsi
	movq	%rsi, %rdi
	imulq	%r10, %rdi
	movq	%rsi, 6008(%rsp)
	leaq	(%rsi,%rbx), %rax
	movq	%rax, 816(%rsp)
	vpbroadcastq	%rcx, %zmm0
	vmovdqa64	%zmm0, 6016(%rsp)
	vpbroadcastq	%r8, %zmm0
	vpxorq	6336(%rsp), %zmm0, %zmm0
	vmovdqa64	%zmm0, 6848(%rsp)
	xorq	%r9, %r8
	movl	%r8d, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqa64	%zmm0, 11136(%rsp)
	movl	%edi, %eax
	andl	$32704, %eax
	movq	%rax, 2288(%rsp)
	vpbroadcastd	%ebx, %zmm0
	vmovdqa64	%zmm0, 6592(%rsp)
	movq	%rdi, 2368(%rsp)
	andl	$32760, %edi
	movq	%rdi, 3504(%rsp)
	vmovaps	%xmm1, 5872(%rsp)
	vbroadcastss	%xmm1, %zmm0
	vmovaps	%zmm0, 1024(%rsp)
	vbroadcastss	7168(%rsp), %zmm0
	vmovaps	%zmm0, 7360(%rsp)
	vbroadcastss	1120(%rsp), %zmm0
	vmovaps	%zmm0, 1344(%rsp)
	vbroadcastss	688(%rsp), %zmm0
	vmovaps	%zmm0, 1728(%rsp)
	vpbroadcastd	%xmm12, %zmm0
	vmovdqa64	%zmm0, 2112(%rsp)
	vbroadcastss	%xmm25, %zmm0
	vmovaps	%zmm0, 7296(%rsp)
	vpxor	%xmm8, %xmm8, %xmm8
	movl	$1024, %eax
	movq	240(%rsp), %rbx
	movq	1536(%rsp), %rdi
	xorl	%r9d, %r9d
	vpxor	%xmm13, %xmm13, %xmm13
	vpbroadcastd	.LCPI0_2(%rip), %zmm0
	vmovdqa64	%zmm0, %zmm11
	vmovdqa64	%zmm0, %zmm14
	movq	$0, 680(%rsp)
	xorl	%r13d, %r13d
	vmovd	.LCPI0_2(%rip), %xmm0
	vmovdqa	%xmm0, 5632(%rsp)
	xorl	%esi, %esi
	vmovaps	%xmm27, 1008(%rsp)
	movq	%r8, 3048(%rsp)
	movq	%rcx, 824(%rsp)
	vpbroadcastq	.LCPI0_18(%rip), %zmm21
	jmp	.LBB0_892
	.p2align	4
.LBB0_890:
	movq	%r9, %r15
	vmovss	.LCPI0_0(%rip), %xmm26
	vxorps	%xmm29, %xmm29, %xmm29
	vmovaps	432(%rsp), %xmm28
	vmovaps	3392(%rsp), %xmm25
	vmovaps	5632(%rsp), %xmm30
	movq	6784(%rsp), %rbx
.LBB0_891:
	vmovaps	%xmm30, 5632(%rsp)
	movq	7232(%rsp), %rax
	addq	$1024, %rax
	incq	680(%rsp)
	movq	1904(%rsp), %r9
	addq	$-1024, %r9
	movq	5184(%rsp), %rdi
	addq	$-4096, %rdi
	addq	$4096, %rbx
	movq	200(%rsp), %r10
	movq	5120(%rsp), %r13
	cmpq	%r10, %r13
	vmovaps	2432(%rsp), %zmm2
	vmovdqa64	3072(%rsp), %zmm16
	vmovdqa64	2496(%rsp), %zmm10
	vbroadcastss	.LCPI0_377(%rip), %xmm4
	vbroadcastsd	.LCPI0_23(%rip), %zmm9
	vmovaps	.LCPI0_8(%rip), %zmm15
	vmovaps	1008(%rsp), %xmm27
	vmovaps	3776(%rsp), %xmm1
	vmovdqa64	3904(%rsp), %zmm31
	vpbroadcastq	.LCPI0_27(%rip), %zmm17
	vpbroadcastq	.LCPI0_29(%rip), %zmm22
	vmovdqa64	2624(%rsp), %zmm30
	vmovdqa64	3584(%rsp), %zmm18
	vpbroadcastq	.LCPI0_18(%rip), %zmm21
	vmovdqa64	.LCPI0_9(%rip), %zmm20
	vxorps	%xmm24, %xmm24, %xmm24
	movq	824(%rsp), %rcx
	vmovdqa64	832(%rsp), %zmm8
	vmovaps	1664(%rsp), %zmm11
	vmovdqa64	2752(%rsp), %zmm13
	vmovaps	3136(%rsp), %zmm14
	jae	.LBB0_961
.LBB0_892:
	movq	%rdi, 5184(%rsp)
	movq	%rbx, 6784(%rsp)
	movq	%r13, %rbx
	cmpq	%rax, %r10
	movq	%rax, %rdi
	cmovbq	%r10, %rdi
	movq	%rdi, 320(%rsp)
	addq	%r9, %rdi
	leaq	1024(%r13), %r8
	cmpq	%r10, %r8
	movq	%r10, %r13
	cmovbq	%r8, %r13
	cmpq	$31, 2296(%rsp)
	movq	%rbx, 280(%rsp)
	vmovdqa64	%zmm8, 832(%rsp)
	vmovdqa64	%zmm11, 1664(%rsp)
	vmovdqa64	%zmm13, 2752(%rsp)
	vmovdqa64	%zmm14, 3136(%rsp)
	movq	%rax, 7232(%rsp)
	movq	%r9, 1904(%rsp)
	movq	%r8, 5120(%rsp)
	movq	%r13, 6272(%rsp)
	jae	.LBB0_897
	movq	%rsi, 312(%rsp)
	movq	1280(%rsp), %rbx
	movq	5696(%rsp), %r8
	cmpq	%r8, %rbx
	setae	%al
	movq	4032(%rsp), %rsi
	cmpq	%rsi, %rbx
	setb	%cl
	testb	%al, %cl
	cmoveq	816(%rsp), %rsi
	movq	%rsi, 4032(%rsp)
	cmoveq	%rbx, %r8
	movq	%r8, 5696(%rsp)
	vmovsd	.LCPI0_28(%rip), %xmm27
	vmovdqa64	6528(%rsp), %zmm18
	vmovdqa64	4800(%rsp), %zmm6
	vmovdqa64	5504(%rsp), %zmm14
	vbroadcastsd	.LCPI0_33(%rip), %zmm11
	vmovdqa64	4928(%rsp), %zmm25
	vmovdqa64	4864(%rsp), %zmm23
	jne	.LBB0_902
	cmpq	$0, 6008(%rsp)
	vbroadcastsd	.LCPI0_30(%rip), %zmm21
	vbroadcastsd	.LCPI0_20(%rip), %zmm28
	vbroadcastsd	.LCPI0_36(%rip), %zmm29
	movq	%r15, %r9
	movq	6208(%rsp), %r15
	je	.LBB0_950
	movq	2368(%rsp), %r14
	cmpq	$8, %r14
	jae	.LBB0_903
	xorl	%eax, %eax
	movl	$3528531795, %r13d
	movq	896(%rsp), %r10
	movl	%r12d, %ebx
	movq	3712(%rsp), %r12
	movq	5760(%rsp), %r8
	movq	%r9, %rsi
	movq	%r15, %r9
	movq	4992(%rsp), %r11
	jmp	.LBB0_935
	.p2align	4
.LBB0_897:
	cmpq	%rbx, %r13
	vmovdqa64	4800(%rsp), %zmm13
	vmovdqa64	5504(%rsp), %zmm14
	vbroadcastsd	.LCPI0_19(%rip), %zmm22
	vmovdqa64	4928(%rsp), %zmm25
	vmovdqa64	4864(%rsp), %zmm9
	movq	%rbx, %r8
	jbe	.LBB0_901
	vmovdqa64	%zmm21, %zmm1
	vmovdqa64	%zmm16, %zmm28
	movq	%rsi, 312(%rsp)
	movq	320(%rsp), %r10
	movl	%r10d, %eax
	andl	$7, %eax
	movq	%rdi, %rsi
	subq	%rax, %rsi
	movq	%rsi, 3056(%rsp)
	movq	%r10, %rax
	andq	$-64, %rax
	addq	%r9, %rax
	movq	%rax, 3512(%rsp)
	movq	680(%rsp), %rax
	shlq	$10, %rax
	movq	%r10, %rsi
	subq	%rax, %rsi
	movq	%rcx, %r11
	movq	%r8, %rcx
	movq	%rsi, 2272(%rsp)
	cmpq	$8, %rsi
	movq	208(%rsp), %rbx
	movl	$3528531795, %r13d
	movq	896(%rsp), %r9
	movq	3048(%rsp), %rsi
	movl	%r12d, %r15d
	vmovdqa64	6528(%rsp), %zmm16
	vmovapd	3200(%rsp), %zmm21
	vmovddup	.LCPI0_28(%rip), %xmm24
	movq	5184(%rsp), %r12
	movq	6144(%rsp), %r8
	jb	.LBB0_913
	movq	2272(%rsp), %rax
	cmpq	$64, %rax
	jae	.LBB0_905
	xorl	%eax, %eax
	movq	280(%rsp), %r8
	movq	%r8, %r14
	movq	1536(%rsp), %rsi
	vmovdqa64	2624(%rsp), %zmm11
	vmovaps	3840(%rsp), %zmm17
	vmovdqa64	4544(%rsp), %zmm19
	vmovaps	5440(%rsp), %zmm22
	vmovaps	5376(%rsp), %zmm26
	vmovaps	6080(%rsp), %zmm27
	jmp	.LBB0_910
	.p2align	4
.LBB0_901:
	movq	1536(%rsp), %rax
	movq	1280(%rsp), %rbx
	vmovapd	3200(%rsp), %zmm21
	movq	%r15, %r9
	jmp	.LBB0_952
.LBB0_902:
	movq	%r15, %r9
	jmp	.LBB0_950
.LBB0_903:
	cmpq	$64, %r14
	movq	896(%rsp), %r10
	vpbroadcastq	.LCPI0_14(%rip), %zmm8
	vmovdqa64	6336(%rsp), %zmm13
	jae	.LBB0_928
	xorl	%ecx, %ecx
	vpbroadcastd	.LCPI0_381(%rip), %ymm5
	vmovdqa64	7104(%rsp), %zmm15
	jmp	.LBB0_932
.LBB0_905:
	movl	%r10d, %r8d
	andl	$63, %r8d
	subq	%r8, %rax
	movq	280(%rsp), %rcx
	leaq	(%rcx,%rax), %r14
	vpbroadcastq	%rcx, %zmm0
	vporq	%zmm20, %zmm0, %zmm1
	vporq	.LCPI0_10(%rip), %zmm0, %zmm3
	xorl	%ecx, %ecx
	movq	1144(%rsp), %rdx
	vpbroadcastq	.LCPI0_14(%rip), %zmm22
	vpbroadcastq	.LCPI0_15(%rip), %zmm29
	vpbroadcastq	.LCPI0_11(%rip), %zmm27
	movq	3512(%rsp), %rsi
	.p2align	4
.LBB0_906:
	vmovdqa64	%zmm3, 576(%rsp)
	vmovdqa64	%zmm1, 448(%rsp)
	vpaddq	%zmm27, %zmm3, %zmm0
	vpaddq	448(%rsp), %zmm27, %zmm1
	vpbroadcastq	.LCPI0_12(%rip), %zmm4
	vpaddq	%zmm4, %zmm3, %zmm2
	vpaddq	448(%rsp), %zmm4, %zmm3
	vpbroadcastq	.LCPI0_13(%rip), %zmm5
	vpaddq	576(%rsp), %zmm5, %zmm4
	vpaddq	448(%rsp), %zmm5, %zmm5
	vpmuludq	448(%rsp), %zmm22, %zmm14
	vpmuludq	576(%rsp), %zmm22, %zmm15
	vpmuludq	%zmm22, %zmm1, %zmm26
	vpmuludq	%zmm22, %zmm0, %zmm19
	vpmuludq	%zmm22, %zmm3, %zmm21
	vpmuludq	%zmm22, %zmm2, %zmm12
	vpmuludq	%zmm22, %zmm5, %zmm1
	vpmuludq	%zmm22, %zmm4, %zmm20
	vpxorq	%zmm15, %zmm31, %zmm0
	vpxorq	%zmm14, %zmm31, %zmm2
	vpxorq	%zmm19, %zmm31, %zmm4
	vpxorq	%zmm26, %zmm31, %zmm5
	vpxorq	%zmm12, %zmm31, %zmm6
	vpxorq	%zmm21, %zmm31, %zmm7
	vpxorq	%zmm20, %zmm31, %zmm8
	vpxorq	%zmm1, %zmm31, %zmm9
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm8, %zmm11
	vpmuludq	%zmm29, %zmm0, %zmm8
	vpmuludq	%zmm29, %zmm2, %zmm3
	vpmuludq	%zmm29, %zmm4, %zmm17
	vpmuludq	%zmm29, %zmm5, %zmm4
	vpmuludq	%zmm29, %zmm6, %zmm10
	vpmuludq	%zmm29, %zmm7, %zmm7
	vpmuludq	%zmm29, %zmm11, %zmm30
	vpmuludq	%zmm29, %zmm9, %zmm13
	vpsrlq	$32, %zmm3, %zmm2
	vpsrlq	$32, %zmm8, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpsrlq	$32, %zmm17, %zmm11
	vpsrlq	$32, %zmm7, %zmm16
	vpsrlq	$32, %zmm10, %zmm18
	vpsrlq	$32, %zmm13, %zmm23
	vpsrlq	$32, %zmm30, %zmm25
	vmovdqa64	6656(%rsp), %zmm9
	vpxorq	%zmm9, %zmm5, %zmm5
	vpmuludq	%zmm22, %zmm5, %zmm5
	vmovdqa64	%zmm5, 1472(%rsp)
	vpxorq	%zmm9, %zmm2, %zmm2
	vpmuludq	%zmm22, %zmm2, %zmm27
	vmovdqa64	%zmm27, 1152(%rsp)
	vpxorq	%zmm9, %zmm11, %zmm2
	vpmuludq	%zmm22, %zmm2, %zmm11
	vmovdqa64	%zmm11, 1408(%rsp)
	vpxorq	%zmm9, %zmm6, %zmm2
	vpmuludq	%zmm22, %zmm2, %zmm31
	vmovdqa64	%zmm31, 1792(%rsp)
	vpxorq	%zmm9, %zmm18, %zmm2
	vpmuludq	%zmm22, %zmm2, %zmm24
	vmovdqa64	%zmm24, 2816(%rsp)
	vpxorq	%zmm9, %zmm16, %zmm2
	vpmuludq	%zmm22, %zmm2, %zmm18
	vmovdqa64	%zmm18, 2880(%rsp)
	vpxorq	%zmm9, %zmm25, %zmm2
	vpmuludq	%zmm22, %zmm2, %zmm0
	vmovdqa64	%zmm0, 2304(%rsp)
	vpxorq	%zmm9, %zmm23, %zmm2
	vpmuludq	%zmm22, %zmm2, %zmm2
	vmovdqa64	%zmm2, 1920(%rsp)
	vpsrlq	$32, %zmm27, %zmm28
	vmovdqa64	6016(%rsp), %zmm6
	vpxorq	%zmm15, %zmm6, %zmm2
	vpmuludq	%zmm29, %zmm2, %zmm15
	vpsrlq	$32, %zmm5, %zmm2
	vmovdqa64	%zmm2, 1216(%rsp)
	vpxorq	%zmm14, %zmm6, %zmm2
	vpmuludq	%zmm29, %zmm2, %zmm25
	vpxorq	%zmm19, %zmm6, %zmm2
	vpmuludq	%zmm29, %zmm2, %zmm14
	vpxorq	%zmm26, %zmm6, %zmm2
	vpsrlq	$32, %zmm31, %zmm27
	vpmuludq	%zmm29, %zmm2, %zmm19
	vpxorq	%zmm12, %zmm6, %zmm2
	vpmuludq	%zmm29, %zmm2, %zmm26
	vpxorq	%zmm21, %zmm6, %zmm2
	vpmuludq	%zmm29, %zmm2, %zmm16
	vpsrlq	$32, %zmm11, %zmm5
	vpxorq	%zmm20, %zmm6, %zmm2
	vpmuludq	%zmm29, %zmm2, %zmm23
	vpxorq	%zmm1, %zmm6, %zmm1
	vpmuludq	%zmm29, %zmm1, %zmm11
	vpsrlq	$32, %zmm25, %zmm31
	vpsrlq	$32, %zmm18, %zmm18
	vpsrlq	$32, %zmm15, %zmm20
	vpsrlq	$32, %zmm19, %zmm9
	vmovdqa64	2624(%rsp), %zmm21
	vpternlogq	$150, %zmm21, %zmm8, %zmm20
	vpsrlq	$32, %zmm14, %zmm8
	vpternlogq	$150, %zmm21, %zmm3, %zmm31
	vpsrlq	$32, %zmm24, %zmm6
	vpternlogq	$150, %zmm21, %zmm17, %zmm8
	vpsrlq	$32, %zmm16, %zmm2
	vpternlogq	$150, %zmm21, %zmm4, %zmm9
	vpsrlq	$32, %zmm26, %zmm4
	vpternlogq	$150, %zmm21, %zmm10, %zmm4
	vpsrlq	$32, %zmm0, %zmm10
	vpternlogq	$150, %zmm21, %zmm7, %zmm2
	vpsrlq	$32, %zmm23, %zmm12
	vpternlogq	$150, %zmm21, %zmm30, %zmm12
	vpsrlq	$32, %zmm11, %zmm30
	vpternlogq	$150, %zmm21, %zmm13, %zmm30
	vmovdqa64	6848(%rsp), %zmm1
	vpxorq	1216(%rsp), %zmm1, %zmm7
	vpmuludq	%zmm29, %zmm7, %zmm13
	vpxorq	%zmm1, %zmm28, %zmm7
	vpmuludq	%zmm29, %zmm7, %zmm24
	vpxorq	%zmm1, %zmm5, %zmm5
	vpxorq	%zmm1, %zmm27, %zmm7
	vpmuludq	%zmm29, %zmm5, %zmm21
	vpmuludq	%zmm29, %zmm7, %zmm17
	vpxorq	%zmm1, %zmm6, %zmm0
	vpmuludq	%zmm29, %zmm0, %zmm7
	vmovdqa64	%zmm7, 2688(%rsp)
	vpxorq	%zmm1, %zmm18, %zmm0
	vpxorq	%zmm1, %zmm10, %zmm5
	vpmuludq	%zmm29, %zmm0, %zmm28
	vpmuludq	%zmm29, %zmm5, %zmm10
	vpsrlq	$32, %zmm13, %zmm5
	vmovdqa64	4928(%rsp), %zmm6
	vpternlogq	$150, %zmm15, %zmm6, %zmm5
	vmovdqa64	%zmm5, 1600(%rsp)
	vpsrlq	$32, %zmm24, %zmm27
	vpternlogq	$150, %zmm25, %zmm6, %zmm27
	vpsrlq	$32, %zmm21, %zmm15
	vpternlogq	$150, %zmm14, %zmm6, %zmm15
	vpsrlq	$32, %zmm17, %zmm25
	vpternlogq	$150, %zmm19, %zmm6, %zmm25
	vpsrlq	$32, %zmm7, %zmm14
	vpternlogq	$150, %zmm26, %zmm6, %zmm14
	vpsrlq	$32, %zmm28, %zmm19
	vpternlogq	$150, %zmm16, %zmm6, %zmm19
	vpsrlq	$32, %zmm10, %zmm3
	vpternlogq	$150, %zmm23, %zmm6, %zmm3
	vmovdqa64	%zmm3, 1216(%rsp)
	vmovdqa64	1920(%rsp), %zmm16
	vpsrlq	$32, %zmm16, %zmm0
	vpxorq	%zmm1, %zmm0, %zmm0
	vpmuludq	%zmm29, %zmm0, %zmm0
	vmovdqa64	%zmm0, 3328(%rsp)
	vpsrlq	$32, %zmm0, %zmm23
	vpternlogq	$150, %zmm11, %zmm6, %zmm23
	vpmuludq	%zmm22, %zmm31, %zmm0
	vmovdqa64	%zmm0, 3520(%rsp)
	vpsrlq	$32, %zmm0, %zmm31
	vmovdqa64	5440(%rsp), %zmm26
	vpternlogq	$150, 1152(%rsp), %zmm26, %zmm31
	vpmuludq	%zmm22, %zmm20, %zmm11
	vpsrlq	$32, %zmm11, %zmm6
	vpternlogq	$150, 1472(%rsp), %zmm26, %zmm6
	vpmuludq	%zmm22, %zmm9, %zmm5
	vpsrlq	$32, %zmm5, %zmm3
	vpternlogq	$150, 1792(%rsp), %zmm26, %zmm3
	vpmuludq	%zmm22, %zmm8, %zmm0
	vmovdqa64	%zmm0, 1472(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 1408(%rsp), %zmm26, %zmm0
	vpmuludq	%zmm22, %zmm2, %zmm1
	vmovdqa64	%zmm1, 1408(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 2880(%rsp), %zmm26, %zmm1
	vpmuludq	%zmm22, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm18
	vpternlogq	$150, 2816(%rsp), %zmm26, %zmm18
	vpmuludq	%zmm22, %zmm30, %zmm2
	vmovdqa64	%zmm2, 2880(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm26, %zmm16, %zmm2
	vpmuludq	%zmm22, %zmm12, %zmm7
	vmovdqa64	%zmm7, 1152(%rsp)
	vpsrlq	$32, %zmm7, %zmm30
	vpternlogq	$150, 2304(%rsp), %zmm26, %zmm30
	vpmuludq	%zmm29, %zmm6, %zmm12
	vpsrlq	$32, %zmm12, %zmm7
	vmovdqa64	5376(%rsp), %zmm26
	vpternlogq	$150, %zmm26, %zmm13, %zmm7
	vmovdqa64	%zmm7, 1792(%rsp)
	vpmuludq	%zmm29, %zmm31, %zmm6
	vpsrlq	$32, %zmm6, %zmm13
	vpternlogq	$150, %zmm26, %zmm24, %zmm13
	vpmuludq	%zmm29, %zmm0, %zmm7
	vpsrlq	$32, %zmm7, %zmm20
	vpternlogq	$150, %zmm26, %zmm21, %zmm20
	vpmuludq	%zmm29, %zmm3, %zmm0
	vmovdqa64	%zmm0, 4736(%rsp)
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm26, %zmm17, %zmm21
	vpmuludq	%zmm29, %zmm18, %zmm18
	vpsrlq	$32, %zmm18, %zmm24
	vpternlogq	$150, 2688(%rsp), %zmm26, %zmm24
	vpmuludq	%zmm29, %zmm1, %zmm0
	vmovdqa64	%zmm0, 4480(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm26, %zmm28, %zmm17
	vpmuludq	%zmm29, %zmm30, %zmm3
	vpsrlq	$32, %zmm3, %zmm31
	vpternlogq	$150, %zmm26, %zmm10, %zmm31
	vpmuludq	%zmm29, %zmm2, %zmm9
	vpsrlq	$32, %zmm9, %zmm16
	vpternlogq	$150, 3328(%rsp), %zmm26, %zmm16
	vpmuludq	%zmm22, %zmm27, %zmm8
	vpsrlq	$32, %zmm8, %zmm27
	vmovdqa64	4864(%rsp), %zmm2
	vpternlogq	$150, 3520(%rsp), %zmm2, %zmm27
	vpmuludq	1600(%rsp), %zmm22, %zmm0
	vmovdqa64	%zmm0, 1920(%rsp)
	vpsrlq	$32, %zmm0, %zmm30
	vpternlogq	$150, %zmm11, %zmm2, %zmm30
	vpmuludq	%zmm22, %zmm25, %zmm0
	vmovdqa64	%zmm0, 1600(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vpternlogq	$150, %zmm5, %zmm2, %zmm10
	vpmuludq	%zmm22, %zmm15, %zmm5
	vpsrlq	$32, %zmm5, %zmm15
	vpternlogq	$150, 1472(%rsp), %zmm2, %zmm15
	vpmuludq	%zmm22, %zmm19, %zmm0
	vmovdqa64	%zmm0, 2304(%rsp)
	vpsrlq	$32, %zmm0, %zmm11
	vpternlogq	$150, 1408(%rsp), %zmm2, %zmm11
	vpmuludq	%zmm22, %zmm14, %zmm19
	vpsrlq	$32, %zmm19, %zmm0
	vpternlogq	$150, %zmm4, %zmm2, %zmm0
	vpmuludq	%zmm22, %zmm23, %zmm1
	vmovdqa64	%zmm1, 3328(%rsp)
	vpsrlq	$32, %zmm1, %zmm28
	vpternlogq	$150, 2880(%rsp), %zmm2, %zmm28
	vpmuludq	1216(%rsp), %zmm22, %zmm1
	vmovdqa64	%zmm1, 1408(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 1152(%rsp), %zmm2, %zmm1
	vpmuludq	%zmm29, %zmm30, %zmm2
	vmovdqa64	%zmm2, 2688(%rsp)
	vpsrlq	$32, %zmm2, %zmm25
	vmovdqa64	6080(%rsp), %zmm2
	vpternlogq	$150, %zmm12, %zmm2, %zmm25
	vpmuludq	%zmm29, %zmm27, %zmm4
	vmovdqa64	%zmm4, 2880(%rsp)
	vpsrlq	$32, %zmm4, %zmm26
	vpternlogq	$150, %zmm6, %zmm2, %zmm26
	vpmuludq	%zmm29, %zmm15, %zmm4
	vmovdqa64	%zmm4, 2816(%rsp)
	vpsrlq	$32, %zmm4, %zmm23
	vpternlogq	$150, %zmm7, %zmm2, %zmm23
	vpmuludq	%zmm29, %zmm10, %zmm30
	vpsrlq	$32, %zmm30, %zmm14
	vpternlogq	$150, 4736(%rsp), %zmm2, %zmm14
	vpmuludq	%zmm29, %zmm0, %zmm0
	vmovdqa64	%zmm0, 1472(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vpternlogq	$150, %zmm18, %zmm2, %zmm10
	vpmuludq	%zmm29, %zmm11, %zmm7
	vpsrlq	$32, %zmm7, %zmm15
	vpternlogq	$150, 4480(%rsp), %zmm2, %zmm15
	vpmuludq	%zmm29, %zmm1, %zmm0
	vmovdqa64	%zmm0, 1216(%rsp)
	vpsrlq	$32, %zmm0, %zmm11
	vpternlogq	$150, %zmm3, %zmm2, %zmm11
	vpmuludq	%zmm29, %zmm28, %zmm0
	vmovdqa64	%zmm0, 1152(%rsp)
	vpsrlq	$32, %zmm0, %zmm18
	vpternlogq	$150, %zmm9, %zmm2, %zmm18
	vpmuludq	%zmm22, %zmm13, %zmm9
	vpsrlq	$32, %zmm9, %zmm13
	vmovdqa64	4800(%rsp), %zmm12
	vpternlogq	$150, %zmm12, %zmm8, %zmm13
	vpmuludq	1792(%rsp), %zmm22, %zmm0
	vmovdqa64	%zmm0, 1792(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, 1920(%rsp), %zmm12, %zmm4
	vpmuludq	%zmm22, %zmm21, %zmm0
	vmovdqa64	%zmm0, 1920(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vpternlogq	$150, 1600(%rsp), %zmm12, %zmm2
	vpmuludq	%zmm22, %zmm20, %zmm0
	vmovdqa64	%zmm0, 1600(%rsp)
	vpsrlq	$32, %zmm0, %zmm20
	vpternlogq	$150, %zmm12, %zmm5, %zmm20
	vpmuludq	%zmm22, %zmm17, %zmm27
	vpsrlq	$32, %zmm27, %zmm17
	vpternlogq	$150, 2304(%rsp), %zmm12, %zmm17
	vpmuludq	%zmm22, %zmm24, %zmm0
	vmovdqa64	%zmm0, 2304(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm12, %zmm19, %zmm0
	vpmuludq	%zmm22, %zmm16, %zmm28
	vpsrlq	$32, %zmm28, %zmm3
	vpternlogq	$150, 3328(%rsp), %zmm12, %zmm3
	vpmuludq	%zmm22, %zmm31, %zmm8
	vpsrlq	$32, %zmm8, %zmm1
	vpternlogq	$150, 1408(%rsp), %zmm12, %zmm1
	vpmuludq	%zmm29, %zmm4, %zmm4
	vmovdqa64	%zmm4, 1408(%rsp)
	vpsrlq	$32, %zmm4, %zmm12
	vmovdqa64	5504(%rsp), %zmm21
	vpternlogq	$150, 2688(%rsp), %zmm21, %zmm12
	vpmuludq	%zmm29, %zmm13, %zmm4
	vmovdqa64	%zmm4, 2688(%rsp)
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, 2880(%rsp), %zmm21, %zmm6
	vpmuludq	%zmm29, %zmm20, %zmm4
	vmovdqa64	%zmm4, 2880(%rsp)
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, 2816(%rsp), %zmm21, %zmm4
	vpmuludq	%zmm29, %zmm2, %zmm20
	vpsrlq	$32, %zmm20, %zmm13
	vpternlogq	$150, %zmm21, %zmm30, %zmm13
	vpmuludq	%zmm29, %zmm0, %zmm30
	vpsrlq	$32, %zmm30, %zmm16
	vpternlogq	$150, 1472(%rsp), %zmm21, %zmm16
	vpmuludq	%zmm29, %zmm17, %zmm0
	vmovdqa64	%zmm0, 2816(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, %zmm21, %zmm7, %zmm17
	vpmuludq	%zmm29, %zmm1, %zmm31
	vpsrlq	$32, %zmm31, %zmm19
	vpternlogq	$150, 1216(%rsp), %zmm21, %zmm19
	vpmuludq	%zmm29, %zmm3, %zmm0
	vmovdqa64	%zmm0, 1216(%rsp)
	vpsrlq	$32, %zmm0, %zmm24
	vpternlogq	$150, 1152(%rsp), %zmm21, %zmm24
	vpmuludq	%zmm22, %zmm26, %zmm0
	vmovdqa64	%zmm0, 1152(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vmovdqa64	3840(%rsp), %zmm21
	vpternlogq	$150, %zmm9, %zmm21, %zmm1
	vpmuludq	%zmm22, %zmm25, %zmm0
	vmovdqa64	%zmm0, 1472(%rsp)
	vpsrlq	$32, %zmm0, %zmm3
	vpternlogq	$150, 1792(%rsp), %zmm21, %zmm3
	vpmuludq	%zmm22, %zmm14, %zmm0
	vmovdqa64	%zmm0, 1792(%rsp)
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, 1920(%rsp), %zmm21, %zmm5
	vpmuludq	%zmm22, %zmm23, %zmm0
	vmovdqa64	%zmm0, 1920(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 1600(%rsp), %zmm21, %zmm0
	vpmuludq	%zmm22, %zmm15, %zmm14
	vpsrlq	$32, %zmm14, %zmm9
	vpternlogq	$150, %zmm27, %zmm21, %zmm9
	vpmuludq	%zmm22, %zmm10, %zmm27
	vpsrlq	$32, %zmm27, %zmm10
	vpternlogq	$150, 2304(%rsp), %zmm21, %zmm10
	vpmuludq	%zmm22, %zmm18, %zmm15
	vpsrlq	$32, %zmm15, %zmm2
	vpternlogq	$150, %zmm28, %zmm21, %zmm2
	vpmuludq	%zmm22, %zmm11, %zmm26
	vpsrlq	$32, %zmm26, %zmm25
	vpternlogq	$150, %zmm8, %zmm21, %zmm25
	vpmuludq	%zmm29, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm7
	vmovdqa64	4544(%rsp), %zmm21
	vpternlogq	$150, 1408(%rsp), %zmm21, %zmm7
	vpmuludq	%zmm29, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, 2688(%rsp), %zmm21, %zmm18
	vpmuludq	%zmm29, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, 2880(%rsp), %zmm21, %zmm8
	vpmuludq	%zmm29, %zmm5, %zmm0
	vpsrlq	$32, %zmm0, %zmm3
	vpternlogq	$150, %zmm20, %zmm21, %zmm3
	vpmuludq	%zmm29, %zmm10, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm30, %zmm21, %zmm0
	vpmuludq	%zmm29, %zmm9, %zmm1
	vpsrlq	$32, %zmm1, %zmm11
	vpternlogq	$150, 2816(%rsp), %zmm21, %zmm11
	vpmuludq	%zmm29, %zmm25, %zmm1
	vpsrlq	$32, %zmm1, %zmm10
	vpternlogq	$150, %zmm31, %zmm21, %zmm10
	vpmuludq	%zmm22, %zmm6, %zmm28
	vpmuludq	%zmm22, %zmm12, %zmm25
	vpmuludq	%zmm22, %zmm13, %zmm23
	vpmuludq	%zmm22, %zmm4, %zmm20
	vpmuludq	%zmm22, %zmm17, %zmm13
	vpmuludq	%zmm22, %zmm16, %zmm12
	vpmuludq	%zmm22, %zmm24, %zmm5
	vpmuludq	%zmm22, %zmm19, %zmm17
	vpmuludq	%zmm29, %zmm2, %zmm1
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, 1216(%rsp), %zmm21, %zmm16
	vpsrlq	$32, %zmm28, %zmm1
	vmovdqa64	2432(%rsp), %zmm21
	vpternlogq	$150, 1152(%rsp), %zmm21, %zmm1
	vpsrlq	$32, %zmm25, %zmm2
	vpternlogq	$150, 1472(%rsp), %zmm21, %zmm2
	vpsrlq	$32, %zmm23, %zmm4
	vpternlogq	$150, 1792(%rsp), %zmm21, %zmm4
	vpsrlq	$32, %zmm20, %zmm6
	vpternlogq	$150, 1920(%rsp), %zmm21, %zmm6
	vpsrlq	$32, %zmm13, %zmm9
	vpternlogq	$150, %zmm21, %zmm14, %zmm9
	vpsrlq	$32, %zmm12, %zmm14
	vpternlogq	$150, %zmm21, %zmm27, %zmm14
	vbroadcastsd	.LCPI0_11(%rip), %zmm27
	vpsrlq	$32, %zmm5, %zmm19
	vpternlogq	$150, %zmm21, %zmm15, %zmm19
	vpsrlq	$32, %zmm17, %zmm15
	vpternlogq	$150, %zmm21, %zmm26, %zmm15
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm2, %zmm1
	vpmovqd	%zmm6, %ymm2
	vpmovqd	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm2, %zmm4
	vpmovqd	%zmm14, %ymm2
	vpmovqd	%zmm9, %ymm6
	vinserti64x4	$1, %ymm6, %zmm2, %zmm6
	vpmovqd	%zmm15, %ymm2
	vpmovqd	%zmm19, %ymm9
	vinserti64x4	$1, %ymm9, %zmm2, %zmm14
	vpmuludq	%zmm22, %zmm18, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vmovdqa64	3072(%rsp), %zmm15
	vpternlogq	$150, %zmm28, %zmm15, %zmm2
	vpmuludq	%zmm22, %zmm7, %zmm9
	vpsrlq	$32, %zmm9, %zmm9
	vpternlogq	$150, %zmm25, %zmm15, %zmm9
	vmovdqa64	3904(%rsp), %zmm31
	vpmuludq	%zmm22, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm23, %zmm15, %zmm3
	vpmuludq	%zmm22, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, %zmm20, %zmm15, %zmm8
	vpmuludq	%zmm22, %zmm11, %zmm11
	vpsrlq	$32, %zmm11, %zmm11
	vpternlogq	$150, %zmm13, %zmm15, %zmm11
	vpmuludq	%zmm22, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm12, %zmm15, %zmm0
	vpmuludq	%zmm22, %zmm16, %zmm7
	vpbroadcastq	.LCPI0_17(%rip), %zmm13
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm5, %zmm15, %zmm7
	vpmuludq	%zmm22, %zmm10, %zmm5
	vmovdqa64	2496(%rsp), %zmm10
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm17, %zmm15, %zmm5
	vpmuludq	%zmm29, %zmm9, %zmm9
	vpmuludq	%zmm29, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpsrlq	$32, %zmm9, %zmm9
	vpmovqd	%zmm9, %ymm9
	vpmovqd	%zmm2, %ymm2
	vinserti64x4	$1, %ymm2, %zmm9, %zmm2
	vpmuludq	%zmm29, %zmm8, %zmm8
	vpmuludq	%zmm29, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm8, %zmm8
	vpmovqd	%zmm8, %ymm8
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm8, %zmm3
	vpmuludq	%zmm29, %zmm0, %zmm0
	vpmuludq	%zmm29, %zmm11, %zmm8
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm0, %zmm0
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm8, %ymm8
	vinserti64x4	$1, %ymm8, %zmm0, %zmm0
	vpmuludq	%zmm29, %zmm5, %zmm5
	vpmuludq	%zmm29, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm5, %zmm5
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm7, %ymm7
	vinserti64x4	$1, %ymm7, %zmm5, %zmm5
	vpbroadcastd	.LCPI0_16(%rip), %zmm7
	vpmulld	%zmm7, %zmm1, %zmm1
	vpternlogd	$150, %zmm1, %zmm10, %zmm2
	vpmulld	%zmm7, %zmm4, %zmm1
	vpternlogd	$150, %zmm1, %zmm10, %zmm3
	vpmulld	%zmm7, %zmm6, %zmm1
	vpternlogd	$150, %zmm1, %zmm10, %zmm0
	vpmulld	%zmm7, %zmm14, %zmm1
	vpternlogd	$150, %zmm1, %zmm10, %zmm5
	vmovdqa64	448(%rsp), %zmm1
	vmovdqu64	%zmm2, -192(%rdx,%rcx,4)
	vmovdqu64	%zmm3, -128(%rdx,%rcx,4)
	vmovdqa64	576(%rsp), %zmm3
	vmovdqu64	%zmm0, -64(%rdx,%rcx,4)
	vmovdqu64	%zmm5, (%rdx,%rcx,4)
	addq	$64, %rcx
	vpaddq	%zmm13, %zmm3, %zmm3
	vpaddq	%zmm13, %zmm1, %zmm1
	cmpq	%rcx, %rsi
	jne	.LBB0_906
	testq	%r8, %r8
	vmovdqa64	6528(%rsp), %zmm16
	movl	1984(%rsp), %r15d
	vmovapd	3200(%rsp), %zmm21
	vmovdqa64	4928(%rsp), %zmm25
	vmovaps	5440(%rsp), %zmm5
	vmovaps	5376(%rsp), %zmm6
	vmovdqa64	4864(%rsp), %zmm9
	vmovaps	6080(%rsp), %zmm7
	vmovdqa64	4800(%rsp), %zmm13
	vmovdqa64	5504(%rsp), %zmm14
	vmovaps	3840(%rsp), %zmm3
	vmovdqa64	4544(%rsp), %zmm4
	vmovdqa64	2432(%rsp), %zmm2
	vmovdqa64	3072(%rsp), %zmm28
	vmovdqa64	.LCPI0_9(%rip), %zmm20
	vpbroadcastq	.LCPI0_18(%rip), %zmm1
	vmovddup	.LCPI0_28(%rip), %xmm24
	vbroadcastsd	.LCPI0_19(%rip), %zmm22
	je	.LBB0_914
	cmpl	$8, %r8d
	jb	.LBB0_959
	movq	1536(%rsp), %rsi
	vmovdqa64	2624(%rsp), %zmm11
	vmovaps	%zmm3, %zmm17
	vmovdqa64	%zmm4, %zmm19
	vmovaps	%zmm5, %zmm22
	vmovaps	%zmm6, %zmm26
	vmovaps	%zmm7, %zmm27
	movq	280(%rsp), %r8
.LBB0_910:
	movq	3056(%rsp), %r11
	movl	%r10d, %edx
	andl	$7, %edx
	movq	2272(%rsp), %rcx
	subq	%rdx, %rcx
	addq	%r8, %rcx
	vpbroadcastq	%r14, %zmm0
	vpaddq	.LCPI0_10(%rip), %zmm0, %zmm0
	vpbroadcastq	.LCPI0_14(%rip), %zmm7
	vpbroadcastq	.LCPI0_15(%rip), %zmm8
	vpbroadcastd	.LCPI0_16(%rip), %ymm12
	vmovdqa64	%zmm2, %zmm29
	vmovdqa64	%zmm1, %zmm30
	vmovdqa64	6016(%rsp), %zmm15
	vmovdqa64	11136(%rsp), %zmm23
	.p2align	4
.LBB0_911:
	vpmuludq	%zmm7, %zmm0, %zmm1
	vpxorq	%zmm1, %zmm31, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpmuludq	%zmm8, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpxorq	%zmm1, %zmm15, %zmm1
	vpxorq	%zmm3, %zmm16, %zmm3
	vpmuludq	%zmm7, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpxorq	%zmm4, %zmm23, %zmm4
	vpmuludq	%zmm8, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm11, %zmm2, %zmm5
	vpmuludq	%zmm7, %zmm5, %zmm2
	vpmuludq	%zmm8, %zmm4, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm1, %zmm25, %zmm6
	vpternlogq	$150, %zmm22, %zmm3, %zmm5
	vpmuludq	%zmm7, %zmm6, %zmm1
	vpmuludq	%zmm8, %zmm5, %zmm3
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm26, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm9, %zmm5
	vpmuludq	%zmm7, %zmm6, %zmm2
	vpmuludq	%zmm8, %zmm5, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm3, %zmm27, %zmm6
	vpternlogq	$150, %zmm13, %zmm1, %zmm5
	vpmuludq	%zmm7, %zmm6, %zmm1
	vpmuludq	%zmm8, %zmm5, %zmm3
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm14, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm17, %zmm5
	vpmuludq	%zmm7, %zmm6, %zmm2
	vpmuludq	%zmm8, %zmm5, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm3, %zmm19, %zmm4
	vpternlogq	$150, %zmm29, %zmm1, %zmm5
	vpmuludq	%zmm7, %zmm4, %zmm1
	vpmovqd	%zmm5, %ymm3
	vpsrlq	$32, %zmm1, %zmm1
	vpmulld	%ymm12, %ymm3, %ymm3
	vpternlogq	$150, %zmm2, %zmm28, %zmm1
	vpmuludq	%zmm8, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpmovqd	%zmm1, %ymm1
	vpternlogd	$150, %ymm3, %ymm10, %ymm1
	vmovdqu	%ymm1, (%rsi,%rax,4)
	addq	$8, %rax
	vpaddq	%zmm30, %zmm0, %zmm0
	cmpq	%rax, %r11
	jne	.LBB0_911
	testq	%rdx, %rdx
	movq	208(%rsp), %rbx
	movl	$3528531795, %r13d
	movl	1984(%rsp), %r15d
	vbroadcastsd	.LCPI0_19(%rip), %zmm22
	movq	3048(%rsp), %rsi
	movq	824(%rsp), %r11
	movq	5184(%rsp), %r12
	movq	6144(%rsp), %r8
	je	.LBB0_914
	.p2align	4
.LBB0_913:
	movl	%ecx, %edx
	imulq	%r13, %rdx
	movq	%rbx, %rax
	xorq	%rdx, %rax
	shrq	$32, %rax
	imulq	%r9, %rax
	movq	%rax, %r14
	shrq	$32, %r14
	movq	5568(%rsp), %r10
	xorl	%r14d, %r10d
	xorl	%r11d, %edx
	imulq	%r13, %r10
	imulq	896(%rsp), %rdx
	movq	%rdx, %r14
	shrq	$32, %r14
	movl	%r15d, %r9d
	movl	%r8d, %r15d
	xorl	%r14d, %r15d
	movq	%r10, %r14
	shrq	$32, %r14
	xorl	%r15d, %eax
	movl	%esi, %r15d
	xorl	%r14d, %r15d
	imulq	%r13, %rax
	imulq	896(%rsp), %r15
	movq	%r15, %r14
	shrq	$32, %r14
	xorl	5056(%rsp), %edx
	xorl	%r14d, %edx
	movq	%rax, %r14
	shrq	$32, %r14
	xorl	6208(%rsp), %r10d
	xorl	%r14d, %r10d
	imulq	%r13, %rdx
	imulq	896(%rsp), %r10
	movq	%r10, %r14
	shrq	$32, %r14
	xorl	4416(%rsp), %r15d
	xorl	%r14d, %r15d
	movq	%rdx, %r14
	shrq	$32, %r14
	xorl	2176(%rsp), %eax
	xorl	%r14d, %eax
	imulq	%r13, %r15
	imulq	896(%rsp), %rax
	movq	%rax, %r14
	shrq	$32, %r14
	xorl	5760(%rsp), %r10d
	xorl	%r14d, %r10d
	movq	%r15, %r14
	shrq	$32, %r14
	xorl	4288(%rsp), %edx
	xorl	%r14d, %edx
	imulq	%r13, %r10
	imulq	896(%rsp), %rdx
	movq	%rdx, %r14
	shrq	$32, %r14
	xorl	4352(%rsp), %eax
	xorl	%r14d, %eax
	movq	%r10, %r14
	shrq	$32, %r14
	xorl	4992(%rsp), %r15d
	xorl	%r14d, %r15d
	imulq	%r13, %rax
	imulq	896(%rsp), %r15
	shrq	$32, %r15
	xorl	4672(%rsp), %edx
	xorl	%r15d, %edx
	movl	%r9d, %r15d
	movq	%rax, %r14
	shrq	$32, %r14
	xorl	3968(%rsp), %r10d
	xorl	%r14d, %r10d
	imulq	%r13, %rdx
	shrq	$32, %rdx
	xorl	3712(%rsp), %eax
	xorl	%edx, %eax
	imull	$-845247145, %r10d, %edx
	movq	320(%rsp), %r10
	movq	896(%rsp), %r9
	imulq	%r9, %rax
	shrq	$32, %rax
	xorl	%r15d, %edx
	xorl	%eax, %edx
	movl	%edx, (%r12,%rcx,4)
	incq	%rcx
	cmpq	%rcx, %r10
	jne	.LBB0_913
.LBB0_914:
	movq	280(%rsp), %r8
	movq	%r8, %rcx
	movq	2272(%rsp), %rax
	cmpq	$8, %rax
	movq	704(%rsp), %r11
	movl	%r15d, %r12d
	movq	2176(%rsp), %r9
	movabsq	$4604544269498187776, %rsi
	movabsq	$4503595332403200, %rbx
	vmovsd	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_20(%rip), %xmm23
	vmovsd	.LCPI0_26(%rip), %xmm10
	vmovsd	.LCPI0_27(%rip), %xmm11
	vmovsd	.LCPI0_28(%rip), %xmm25
	vmovsd	.LCPI0_29(%rip), %xmm26
	vmovsd	.LCPI0_30(%rip), %xmm14
	vmovsd	.LCPI0_31(%rip), %xmm15
	vmovsd	.LCPI0_32(%rip), %xmm17
	vmovsd	.LCPI0_33(%rip), %xmm18
	vmovapd	.LCPI0_41(%rip), %xmm27
	movq	2560(%rsp), %r14
	jb	.LBB0_925
	cmpq	$64, %rax
	jae	.LBB0_917
	xorl	%eax, %eax
	jmp	.LBB0_922
.LBB0_917:
	movl	%r10d, %ecx
	andl	$63, %ecx
	movq	%rcx, 5960(%rsp)
	subq	%rcx, %rax
	xorl	%ecx, %ecx
	movq	1144(%rsp), %rdx
	vbroadcastsd	.LCPI0_20(%rip), %zmm30
	movq	3512(%rsp), %r13
	.p2align	4
.LBB0_918:
	vcvtudq2pd	-192(%rdx,%rcx,4), %zmm0
	vcvtudq2pd	-160(%rdx,%rcx,4), %zmm1
	vcvtudq2pd	-128(%rdx,%rcx,4), %zmm2
	vcvtudq2pd	-96(%rdx,%rcx,4), %zmm3
	vcvtudq2pd	-64(%rdx,%rcx,4), %zmm4
	vcvtudq2pd	-32(%rdx,%rcx,4), %zmm5
	vcvtudq2pd	(%rdx,%rcx,4), %zmm6
	vcvtudq2pd	32(%rdx,%rcx,4), %zmm7
	vaddpd	%zmm22, %zmm1, %zmm1
	vaddpd	%zmm22, %zmm0, %zmm0
	vaddpd	%zmm22, %zmm3, %zmm3
	vaddpd	%zmm22, %zmm2, %zmm2
	vaddpd	%zmm22, %zmm5, %zmm5
	vaddpd	%zmm22, %zmm4, %zmm4
	vaddpd	%zmm22, %zmm7, %zmm7
	vaddpd	%zmm22, %zmm6, %zmm6
	vmulpd	%zmm30, %zmm0, %zmm0
	vmulpd	%zmm30, %zmm1, %zmm1
	vmulpd	%zmm30, %zmm2, %zmm2
	vmulpd	%zmm30, %zmm3, %zmm3
	vmulpd	%zmm30, %zmm4, %zmm4
	vmulpd	%zmm30, %zmm5, %zmm5
	vmulpd	%zmm30, %zmm6, %zmm6
	vmulpd	%zmm30, %zmm7, %zmm7
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
	vmovdqa64	%zmm9, 1600(%rsp)
	vpaddq	%zmm21, %zmm8, %zmm18
	vmovdqa64	%zmm18, 1408(%rsp)
	vpaddq	%zmm21, %zmm11, %zmm11
	vmovdqa64	%zmm11, 1920(%rsp)
	vpaddq	%zmm21, %zmm10, %zmm17
	vmovdqa64	%zmm17, 1792(%rsp)
	vpaddq	%zmm21, %zmm13, %zmm13
	vmovdqa64	%zmm13, 1472(%rsp)
	vpaddq	%zmm21, %zmm12, %zmm16
	vmovdqa64	%zmm16, 1152(%rsp)
	vpaddq	%zmm21, %zmm15, %zmm15
	vmovdqa64	%zmm15, 1216(%rsp)
	vpaddq	%zmm21, %zmm14, %zmm14
	vmovdqa64	%zmm14, 576(%rsp)
	vpsllq	$32, %zmm9, %zmm8
	vpsllq	$32, %zmm18, %zmm9
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm17, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm16, %zmm13
	vpsllq	$32, %zmm15, %zmm15
	vpsllq	$32, %zmm14, %zmm14
	vpbroadcastq	.LCPI0_23(%rip), %zmm30
	vpandq	%zmm30, %zmm9, %zmm9
	vpandq	%zmm30, %zmm8, %zmm8
	vpandq	%zmm30, %zmm11, %zmm11
	vpandq	%zmm30, %zmm10, %zmm10
	vpandq	%zmm30, %zmm13, %zmm13
	vpandq	%zmm30, %zmm12, %zmm16
	vpandq	%zmm30, %zmm14, %zmm14
	vpandq	%zmm30, %zmm15, %zmm18
	vpbroadcastq	.LCPI0_24(%rip), %zmm12
	vpternlogq	$248, %zmm12, %zmm0, %zmm8
	vpternlogq	$248, %zmm12, %zmm1, %zmm9
	vpternlogq	$248, %zmm12, %zmm2, %zmm10
	vpternlogq	$248, %zmm12, %zmm3, %zmm11
	vpternlogq	$248, %zmm12, %zmm4, %zmm16
	vpternlogq	$248, %zmm12, %zmm5, %zmm13
	vpternlogq	$248, %zmm12, %zmm6, %zmm18
	vpternlogq	$248, %zmm12, %zmm7, %zmm14
	vpbroadcastq	.LCPI0_25(%rip), %zmm24
	vpaddq	%zmm24, %zmm9, %zmm0
	vpaddq	%zmm24, %zmm8, %zmm1
	vpaddq	%zmm24, %zmm11, %zmm2
	vpaddq	%zmm24, %zmm10, %zmm3
	vbroadcastsd	.LCPI0_26(%rip), %zmm22
	vaddpd	%zmm22, %zmm1, %zmm20
	vaddpd	%zmm22, %zmm0, %zmm31
	vaddpd	%zmm22, %zmm3, %zmm6
	vmovapd	%zmm6, 448(%rsp)
	vaddpd	%zmm22, %zmm2, %zmm7
	vbroadcastsd	.LCPI0_27(%rip), %zmm19
	vaddpd	%zmm19, %zmm31, %zmm0
	vaddpd	%zmm19, %zmm20, %zmm1
	vaddpd	%zmm19, %zmm6, %zmm2
	vdivpd	%zmm1, %zmm20, %zmm5
	vmovapd	%zmm5, 3328(%rsp)
	vdivpd	%zmm0, %zmm31, %zmm4
	vmovapd	%zmm4, 2880(%rsp)
	vdivpd	%zmm2, %zmm6, %zmm1
	vmovapd	%zmm1, 2688(%rsp)
	vmovapd	%zmm7, 2816(%rsp)
	vaddpd	%zmm19, %zmm7, %zmm0
	vdivpd	%zmm0, %zmm7, %zmm0
	vmovapd	%zmm0, 2304(%rsp)
	vmulpd	%zmm4, %zmm4, %zmm4
	vmovapd	%zmm4, 5248(%rsp)
	vmulpd	%zmm5, %zmm5, %zmm2
	vmovapd	%zmm2, 5312(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm3
	vmovapd	%zmm3, 4160(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 3264(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm4, %zmm4, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm3, %zmm3
	vbroadcastsd	.LCPI0_28(%rip), %zmm11
	vmulpd	%zmm11, %zmm2, %zmm4
	vmulpd	%zmm11, %zmm1, %zmm5
	vmulpd	%zmm11, %zmm3, %zmm6
	vbroadcastsd	.LCPI0_29(%rip), %zmm10
	vaddpd	%zmm10, %zmm5, %zmm5
	vaddpd	%zmm10, %zmm4, %zmm4
	vaddpd	%zmm10, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm2, %zmm4
	vmulpd	%zmm5, %zmm1, %zmm5
	vmulpd	%zmm6, %zmm3, %zmm6
	vbroadcastsd	.LCPI0_30(%rip), %zmm25
	vaddpd	%zmm25, %zmm5, %zmm5
	vaddpd	%zmm25, %zmm4, %zmm4
	vaddpd	%zmm25, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm2, %zmm4
	vmovapd	%zmm4, 4480(%rsp)
	vmulpd	%zmm5, %zmm1, %zmm4
	vmovapd	%zmm4, 4736(%rsp)
	vmulpd	%zmm6, %zmm3, %zmm4
	vmovapd	%zmm4, 3520(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_32(%rip), %zmm7
	vaddpd	%zmm7, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_33(%rip), %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm15
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm17
	vmulpd	%zmm6, %zmm3, %zmm1
	vmovapd	%zmm6, %zmm4
	vaddpd	%zmm7, %zmm1, %zmm1
	vmovapd	%zmm7, %zmm8
	vmulpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm3, %zmm1
	vmovapd	%zmm1, 6976(%rsp)
	vmulpd	%zmm11, %zmm0, %zmm1
	vaddpd	%zmm10, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm25, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vmovapd	%zmm1, 6720(%rsp)
	vmulpd	%zmm6, %zmm0, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm12
	vpaddq	%zmm24, %zmm13, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm21
	vaddpd	%zmm19, %zmm21, %zmm0
	vdivpd	%zmm0, %zmm21, %zmm0
	vmovapd	%zmm0, 3648(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm6
	vmulpd	%zmm6, %zmm6, %zmm0
	vmulpd	%zmm11, %zmm0, %zmm2
	vmovapd	%zmm11, %zmm27
	vaddpd	%zmm10, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm25, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm23
	vmovapd	%zmm4, %zmm1
	vmulpd	%zmm4, %zmm0, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmovapd	%zmm5, %zmm13
	vmulpd	%zmm2, %zmm0, %zmm9
	vpaddq	%zmm24, %zmm16, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm16
	vaddpd	%zmm19, %zmm16, %zmm0
	vmovapd	%zmm19, %zmm4
	vdivpd	%zmm0, %zmm16, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm7
	vmulpd	%zmm7, %zmm7, %zmm2
	vmulpd	%zmm27, %zmm2, %zmm3
	vaddpd	%zmm10, %zmm3, %zmm3
	vmovapd	%zmm10, %zmm19
	vmulpd	%zmm3, %zmm2, %zmm3
	vaddpd	%zmm25, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm10
	vmulpd	%zmm1, %zmm2, %zmm5
	vmovapd	%zmm8, %zmm0
	vaddpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm5
	vaddpd	%zmm13, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm8
	vpaddq	%zmm24, %zmm14, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm14
	vaddpd	%zmm4, %zmm14, %zmm2
	vmovapd	%zmm4, %zmm30
	vdivpd	%zmm2, %zmm14, %zmm28
	vmulpd	%zmm28, %zmm28, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm2
	vmulpd	%zmm27, %zmm2, %zmm26
	vmovapd	%zmm27, %zmm5
	vaddpd	%zmm19, %zmm26, %zmm26
	vmovapd	%zmm19, %zmm4
	vmulpd	%zmm26, %zmm2, %zmm26
	vaddpd	%zmm25, %zmm26, %zmm26
	vmovapd	%zmm25, %zmm19
	vmulpd	%zmm26, %zmm2, %zmm26
	vmulpd	%zmm1, %zmm2, %zmm25
	vmovapd	%zmm1, %zmm29
	vaddpd	%zmm0, %zmm25, %zmm25
	vmovapd	%zmm0, %zmm27
	vmulpd	%zmm25, %zmm2, %zmm25
	vaddpd	%zmm13, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm2, %zmm25
	vpaddq	%zmm24, %zmm18, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm18
	vaddpd	%zmm30, %zmm18, %zmm2
	vdivpd	%zmm2, %zmm18, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm5, %zmm0, %zmm24
	vaddpd	%zmm4, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vaddpd	%zmm19, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vmulpd	%zmm29, %zmm0, %zmm19
	vaddpd	%zmm27, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm0, %zmm19
	vaddpd	%zmm13, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm27
	vaddpd	%zmm27, %zmm15, %zmm15
	vmulpd	5248(%rsp), %zmm15, %zmm15
	vaddpd	4480(%rsp), %zmm15, %zmm15
	vaddpd	%zmm27, %zmm17, %zmm17
	vmulpd	5312(%rsp), %zmm17, %zmm17
	vaddpd	4736(%rsp), %zmm17, %zmm17
	vaddpd	6976(%rsp), %zmm27, %zmm19
	vmulpd	4160(%rsp), %zmm19, %zmm19
	vaddpd	3520(%rsp), %zmm19, %zmm19
	vaddpd	%zmm27, %zmm12, %zmm12
	vmulpd	3264(%rsp), %zmm12, %zmm12
	vaddpd	6720(%rsp), %zmm12, %zmm12
	vaddpd	%zmm27, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm6, %zmm6
	vaddpd	%zmm6, %zmm23, %zmm6
	vaddpd	%zmm27, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm10, %zmm5
	vaddpd	%zmm27, %zmm25, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm26, %zmm3
	vaddpd	%zmm27, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm24, %zmm7
	vmovapd	%zmm20, 4096(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm20, %zmm0
	vmulpd	%zmm0, %zmm20, %zmm4
	vaddpd	%zmm17, %zmm4, %zmm0
	vmulpd	3328(%rsp), %zmm0, %zmm9
	vmovapd	%zmm31, 6912(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm13
	vaddpd	%zmm15, %zmm13, %zmm1
	vmulpd	2880(%rsp), %zmm1, %zmm10
	vmovapd	448(%rsp), %zmm0
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm12
	vmulpd	2688(%rsp), %zmm12, %zmm12
	vmovapd	2816(%rsp), %zmm30
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm30, %zmm15
	vmulpd	%zmm15, %zmm30, %zmm15
	vaddpd	%zmm19, %zmm15, %zmm17
	vmulpd	2304(%rsp), %zmm17, %zmm17
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm16, %zmm19
	vmulpd	%zmm19, %zmm16, %zmm19
	vaddpd	%zmm5, %zmm19, %zmm5
	vmulpd	%zmm5, %zmm11, %zmm5
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm21, %zmm20
	vmulpd	%zmm20, %zmm21, %zmm20
	vaddpd	%zmm6, %zmm20, %zmm6
	vmulpd	3648(%rsp), %zmm6, %zmm6
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm18, %zmm11
	vmulpd	%zmm11, %zmm18, %zmm11
	vaddpd	%zmm7, %zmm11, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm2
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm14, %zmm7
	vmulpd	%zmm7, %zmm14, %zmm7
	vaddpd	%zmm3, %zmm7, %zmm3
	vmulpd	%zmm3, %zmm28, %zmm3
	vpsrlq	$20, 1600(%rsp), %zmm8
	vpbroadcastq	.LCPI0_22(%rip), %zmm29
	vpaddq	%zmm29, %zmm8, %zmm8
	vcvtqq2pd	%zmm8, %zmm8
	vbroadcastsd	.LCPI0_35(%rip), %zmm27
	vmulpd	%zmm27, %zmm8, %zmm22
	vaddpd	%zmm9, %zmm22, %zmm9
	vpsrlq	$20, 1408(%rsp), %zmm22
	vpaddq	%zmm29, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm27, %zmm22, %zmm23
	vaddpd	%zmm10, %zmm23, %zmm10
	vpsrlq	$20, 1920(%rsp), %zmm23
	vpaddq	%zmm29, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm27, %zmm23, %zmm24
	vaddpd	%zmm12, %zmm24, %zmm12
	vpsrlq	$20, 1792(%rsp), %zmm24
	vpaddq	%zmm29, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm27, %zmm24, %zmm25
	vaddpd	%zmm17, %zmm25, %zmm17
	vpsrlq	$20, 1472(%rsp), %zmm25
	vpaddq	%zmm29, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm27, %zmm25, %zmm26
	vaddpd	%zmm5, %zmm26, %zmm5
	vpsrlq	$20, 1152(%rsp), %zmm26
	vpaddq	%zmm29, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm27, %zmm26, %zmm28
	vaddpd	%zmm6, %zmm28, %zmm6
	vpsrlq	$20, 1216(%rsp), %zmm28
	vpaddq	%zmm29, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm27, %zmm28, %zmm31
	vaddpd	%zmm2, %zmm31, %zmm2
	vpsrlq	$20, 576(%rsp), %zmm31
	vpaddq	%zmm29, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm27, %zmm31, %zmm27
	vaddpd	%zmm3, %zmm27, %zmm3
	vsubpd	%zmm4, %zmm9, %zmm4
	vsubpd	%zmm13, %zmm10, %zmm0
	vsubpd	%zmm1, %zmm12, %zmm1
	vsubpd	%zmm15, %zmm17, %zmm9
	vsubpd	%zmm19, %zmm5, %zmm5
	vsubpd	%zmm20, %zmm6, %zmm6
	vsubpd	%zmm11, %zmm2, %zmm2
	vsubpd	%zmm7, %zmm3, %zmm3
	vaddpd	6912(%rsp), %zmm0, %zmm0
	vaddpd	4096(%rsp), %zmm4, %zmm4
	vaddpd	%zmm9, %zmm30, %zmm7
	vaddpd	448(%rsp), %zmm1, %zmm9
	vaddpd	%zmm6, %zmm21, %zmm6
	vaddpd	%zmm5, %zmm16, %zmm10
	vaddpd	%zmm3, %zmm14, %zmm11
	vaddpd	%zmm2, %zmm18, %zmm12
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm22, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm1
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm8, %zmm0
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm24, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm3
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm23, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm26, %zmm4
	vaddpd	%zmm6, %zmm4, %zmm5
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm25, %zmm4
	vaddpd	%zmm10, %zmm4, %zmm4
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm31, %zmm6
	vaddpd	%zmm11, %zmm6, %zmm7
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm28, %zmm6
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
	vpbroadcastq	.LCPI0_21(%rip), %zmm16
	vpaddq	%zmm16, %zmm8, %zmm8
	vmovdqa64	%zmm8, 2304(%rsp)
	vpaddq	%zmm16, %zmm9, %zmm9
	vmovdqa64	%zmm9, 1600(%rsp)
	vpaddq	%zmm16, %zmm10, %zmm10
	vmovdqa64	%zmm10, 1408(%rsp)
	vpaddq	%zmm16, %zmm11, %zmm11
	vmovdqa64	%zmm11, 1920(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm12
	vmovdqa64	%zmm12, 1792(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqa64	%zmm13, 1472(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm14
	vmovdqa64	%zmm14, 1152(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm16
	vmovdqa64	%zmm16, 1216(%rsp)
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
	vpbroadcastq	.LCPI0_25(%rip), %zmm19
	vpaddq	%zmm19, %zmm9, %zmm0
	vpaddq	%zmm19, %zmm8, %zmm1
	vpaddq	%zmm19, %zmm11, %zmm2
	vpaddq	%zmm19, %zmm10, %zmm3
	vmovdqa64	%zmm19, %zmm9
	vbroadcastsd	.LCPI0_26(%rip), %zmm11
	vaddpd	%zmm11, %zmm1, %zmm8
	vaddpd	%zmm11, %zmm0, %zmm6
	vaddpd	%zmm11, %zmm3, %zmm5
	vaddpd	%zmm11, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_27(%rip), %zmm24
	vmovapd	%zmm6, 448(%rsp)
	vaddpd	%zmm24, %zmm6, %zmm0
	vmovapd	%zmm8, 576(%rsp)
	vaddpd	%zmm24, %zmm8, %zmm1
	vmovapd	%zmm4, 2688(%rsp)
	vaddpd	%zmm24, %zmm4, %zmm2
	vmovapd	%zmm5, 2880(%rsp)
	vaddpd	%zmm24, %zmm5, %zmm3
	vdivpd	%zmm1, %zmm8, %zmm7
	vmovapd	%zmm7, 4736(%rsp)
	vdivpd	%zmm0, %zmm6, %zmm6
	vmovapd	%zmm6, 3520(%rsp)
	vdivpd	%zmm3, %zmm5, %zmm1
	vmovapd	%zmm1, 3328(%rsp)
	vdivpd	%zmm2, %zmm4, %zmm0
	vmovapd	%zmm0, 2816(%rsp)
	vmulpd	%zmm6, %zmm6, %zmm4
	vmovapd	%zmm4, 5312(%rsp)
	vmulpd	%zmm7, %zmm7, %zmm2
	vmovapd	%zmm2, 4160(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm3
	vmovapd	%zmm3, 3264(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 4480(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm4, %zmm4, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm3, %zmm3
	vbroadcastsd	.LCPI0_28(%rip), %zmm19
	vmulpd	%zmm19, %zmm2, %zmm4
	vmulpd	%zmm19, %zmm1, %zmm5
	vmulpd	%zmm19, %zmm3, %zmm6
	vbroadcastsd	.LCPI0_29(%rip), %zmm15
	vaddpd	%zmm15, %zmm5, %zmm5
	vaddpd	%zmm15, %zmm4, %zmm4
	vaddpd	%zmm15, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm2, %zmm4
	vmulpd	%zmm5, %zmm1, %zmm5
	vmulpd	%zmm6, %zmm3, %zmm6
	vbroadcastsd	.LCPI0_30(%rip), %zmm12
	vaddpd	%zmm12, %zmm5, %zmm5
	vaddpd	%zmm12, %zmm4, %zmm4
	vaddpd	%zmm12, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm2, %zmm4
	vmovapd	%zmm4, 4096(%rsp)
	vmulpd	%zmm5, %zmm1, %zmm4
	vmovapd	%zmm4, 3648(%rsp)
	vmulpd	%zmm6, %zmm3, %zmm4
	vmovapd	%zmm4, 5248(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_32(%rip), %zmm7
	vaddpd	%zmm7, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_33(%rip), %zmm8
	vaddpd	%zmm8, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm17
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm31
	vmulpd	%zmm6, %zmm3, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm3, %zmm30
	vmulpd	%zmm19, %zmm0, %zmm1
	vaddpd	%zmm15, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm29
	vmulpd	%zmm6, %zmm0, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm8, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm28
	vmovdqa64	%zmm9, %zmm1
	vpaddq	%zmm9, %zmm13, %zmm0
	vaddpd	%zmm11, %zmm0, %zmm13
	vaddpd	%zmm24, %zmm13, %zmm0
	vdivpd	%zmm0, %zmm13, %zmm27
	vmulpd	%zmm27, %zmm27, %zmm10
	vmulpd	%zmm10, %zmm10, %zmm0
	vmulpd	%zmm19, %zmm0, %zmm2
	vaddpd	%zmm15, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm12, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm23
	vmulpd	%zmm6, %zmm0, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm9
	vpaddq	%zmm1, %zmm16, %zmm0
	vaddpd	%zmm11, %zmm0, %zmm16
	vaddpd	%zmm24, %zmm16, %zmm0
	vdivpd	%zmm0, %zmm16, %zmm22
	vmulpd	%zmm22, %zmm22, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm2
	vmulpd	%zmm19, %zmm2, %zmm3
	vaddpd	%zmm15, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vaddpd	%zmm12, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm20
	vmulpd	%zmm6, %zmm2, %zmm5
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm5
	vaddpd	%zmm8, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm5
	vpaddq	%zmm1, %zmm14, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm14
	vaddpd	%zmm24, %zmm14, %zmm2
	vdivpd	%zmm2, %zmm14, %zmm21
	vmulpd	%zmm21, %zmm21, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm2
	vmulpd	%zmm19, %zmm2, %zmm26
	vaddpd	%zmm15, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm2, %zmm26
	vaddpd	%zmm12, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm2, %zmm26
	vmulpd	%zmm6, %zmm2, %zmm25
	vaddpd	%zmm7, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm2, %zmm25
	vaddpd	%zmm8, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm2, %zmm25
	vpaddq	%zmm1, %zmm18, %zmm2
	vaddpd	%zmm11, %zmm2, %zmm18
	vaddpd	%zmm24, %zmm18, %zmm2
	vdivpd	%zmm2, %zmm18, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm19, %zmm0, %zmm24
	vaddpd	%zmm15, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vaddpd	%zmm12, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vmulpd	%zmm6, %zmm0, %zmm19
	vaddpd	%zmm7, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm0, %zmm19
	vaddpd	%zmm8, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm7
	vaddpd	%zmm7, %zmm17, %zmm15
	vmulpd	5312(%rsp), %zmm15, %zmm15
	vaddpd	4096(%rsp), %zmm15, %zmm15
	vaddpd	%zmm7, %zmm31, %zmm17
	vmulpd	4160(%rsp), %zmm17, %zmm17
	vaddpd	3648(%rsp), %zmm17, %zmm17
	vaddpd	%zmm7, %zmm30, %zmm19
	vmulpd	3264(%rsp), %zmm19, %zmm19
	vaddpd	5248(%rsp), %zmm19, %zmm19
	vaddpd	%zmm7, %zmm28, %zmm12
	vmulpd	4480(%rsp), %zmm12, %zmm12
	vaddpd	%zmm12, %zmm29, %zmm12
	vaddpd	%zmm7, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm10, %zmm6
	vaddpd	%zmm6, %zmm23, %zmm6
	vaddpd	%zmm7, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm20, %zmm5
	vaddpd	%zmm7, %zmm25, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm26, %zmm3
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm24, %zmm7
	vmovapd	576(%rsp), %zmm1
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm4
	vaddpd	%zmm17, %zmm4, %zmm0
	vmulpd	4736(%rsp), %zmm0, %zmm9
	vmovapd	448(%rsp), %zmm1
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm1
	vmulpd	3520(%rsp), %zmm1, %zmm10
	vmovapd	2880(%rsp), %zmm30
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm30, %zmm1
	vmulpd	%zmm1, %zmm30, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm12
	vmulpd	3328(%rsp), %zmm12, %zmm12
	vmovapd	2688(%rsp), %zmm29
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm29, %zmm15
	vmulpd	%zmm15, %zmm29, %zmm15
	vaddpd	%zmm19, %zmm15, %zmm17
	vmulpd	2816(%rsp), %zmm17, %zmm17
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm16, %zmm19
	vmulpd	%zmm19, %zmm16, %zmm19
	vaddpd	%zmm5, %zmm19, %zmm5
	vmulpd	%zmm5, %zmm22, %zmm5
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm13, %zmm20
	vmulpd	%zmm20, %zmm13, %zmm20
	vaddpd	%zmm6, %zmm20, %zmm6
	vmulpd	%zmm6, %zmm27, %zmm6
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm18, %zmm11
	vmulpd	%zmm11, %zmm18, %zmm11
	vaddpd	%zmm7, %zmm11, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm2
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm14, %zmm7
	vmulpd	%zmm7, %zmm14, %zmm7
	vaddpd	%zmm3, %zmm7, %zmm3
	vmulpd	%zmm3, %zmm21, %zmm3
	vpsrlq	$20, 2304(%rsp), %zmm8
	vpbroadcastq	.LCPI0_22(%rip), %zmm27
	vpaddq	%zmm27, %zmm8, %zmm8
	vcvtqq2pd	%zmm8, %zmm8
	vbroadcastsd	.LCPI0_35(%rip), %zmm21
	vmulpd	%zmm21, %zmm8, %zmm22
	vaddpd	%zmm9, %zmm22, %zmm9
	vpsrlq	$20, 1600(%rsp), %zmm22
	vpaddq	%zmm27, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm21, %zmm22, %zmm23
	vaddpd	%zmm10, %zmm23, %zmm10
	vpsrlq	$20, 1408(%rsp), %zmm23
	vpaddq	%zmm27, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm21, %zmm23, %zmm24
	vaddpd	%zmm12, %zmm24, %zmm12
	vpsrlq	$20, 1920(%rsp), %zmm24
	vpaddq	%zmm27, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm21, %zmm24, %zmm25
	vaddpd	%zmm17, %zmm25, %zmm17
	vpsrlq	$20, 1792(%rsp), %zmm25
	vpaddq	%zmm27, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm21, %zmm25, %zmm26
	vaddpd	%zmm5, %zmm26, %zmm5
	vpsrlq	$20, 1472(%rsp), %zmm26
	vpaddq	%zmm27, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm21, %zmm26, %zmm28
	vaddpd	%zmm6, %zmm28, %zmm6
	vpsrlq	$20, 1152(%rsp), %zmm28
	vpaddq	%zmm27, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm21, %zmm28, %zmm31
	vaddpd	%zmm2, %zmm31, %zmm2
	vpsrlq	$20, 1216(%rsp), %zmm31
	vpaddq	%zmm27, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm21, %zmm31, %zmm27
	vaddpd	%zmm3, %zmm27, %zmm3
	vsubpd	%zmm4, %zmm9, %zmm4
	vsubpd	%zmm0, %zmm10, %zmm0
	vsubpd	%zmm1, %zmm12, %zmm1
	vsubpd	%zmm15, %zmm17, %zmm9
	vsubpd	%zmm19, %zmm5, %zmm5
	vsubpd	%zmm20, %zmm6, %zmm6
	vsubpd	%zmm11, %zmm2, %zmm2
	vsubpd	%zmm7, %zmm3, %zmm3
	vaddpd	448(%rsp), %zmm0, %zmm0
	vaddpd	576(%rsp), %zmm4, %zmm4
	vaddpd	%zmm9, %zmm29, %zmm7
	vaddpd	%zmm1, %zmm30, %zmm1
	vpbroadcastq	.LCPI0_20(%rip), %zmm30
	vaddpd	%zmm6, %zmm13, %zmm6
	vaddpd	%zmm5, %zmm16, %zmm5
	vaddpd	%zmm3, %zmm14, %zmm3
	vaddpd	%zmm2, %zmm18, %zmm2
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm22, %zmm9
	vbroadcastsd	.LCPI0_19(%rip), %zmm22
	vpbroadcastd	.LCPI0_38(%rip), %zmm10
	vaddpd	%zmm0, %zmm9, %zmm0
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm8, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm24, %zmm8
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm23, %zmm8
	vaddpd	%zmm1, %zmm8, %zmm1
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm26, %zmm8
	vbroadcastsd	.LCPI0_36(%rip), %zmm9
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm9, %zmm25, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm9, %zmm31, %zmm8
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm9, %zmm28, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm0, %zmm0
	vcvtpd2ps	%zmm7, %ymm4
	vcvtpd2ps	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm4, %zmm1
	vcvtpd2ps	%zmm6, %ymm4
	vcvtpd2ps	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpxord	%zmm10, %zmm0, %zmm0
	vmovdqu64	%zmm0, -192(%rdx,%rcx,4)
	vpxord	%zmm10, %zmm1, %zmm0
	vmovdqu64	%zmm0, -128(%rdx,%rcx,4)
	vpxord	%zmm10, %zmm4, %zmm0
	vmovdqu64	%zmm0, -64(%rdx,%rcx,4)
	vcvtpd2ps	%zmm3, %ymm0
	vcvtpd2ps	%zmm2, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vpxord	%zmm10, %zmm0, %zmm0
	vmovdqu64	%zmm0, (%rdx,%rcx,4)
	addq	$64, %rcx
	cmpq	%rcx, %r13
	jne	.LBB0_918
	movq	5960(%rsp), %rcx
	testq	%rcx, %rcx
	je	.LBB0_958
	cmpl	$8, %ecx
	jb	.LBB0_960
	vmovsd	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_26(%rip), %xmm10
	vmovsd	.LCPI0_27(%rip), %xmm11
	vmovsd	.LCPI0_31(%rip), %xmm15
	vmovsd	.LCPI0_32(%rip), %xmm17
	vmovapd	.LCPI0_41(%rip), %xmm27
.LBB0_922:
	movl	%r10d, %edx
	andl	$7, %edx
	movq	2272(%rsp), %rcx
	subq	%rdx, %rcx
	addq	%r8, %rcx
	movq	1536(%rsp), %r10
	vpbroadcastq	.LCPI0_21(%rip), %zmm29
	vpbroadcastq	.LCPI0_22(%rip), %zmm26
	vpbroadcastq	.LCPI0_23(%rip), %zmm21
	vpbroadcastq	.LCPI0_24(%rip), %zmm19
	vpbroadcastq	.LCPI0_25(%rip), %zmm20
	vbroadcastsd	.LCPI0_26(%rip), %zmm30
	vbroadcastsd	.LCPI0_27(%rip), %zmm23
	vbroadcastsd	.LCPI0_28(%rip), %zmm22
	vbroadcastsd	.LCPI0_29(%rip), %zmm25
	vbroadcastsd	.LCPI0_30(%rip), %zmm31
	vbroadcastsd	.LCPI0_31(%rip), %zmm28
	vbroadcastsd	.LCPI0_32(%rip), %zmm24
	vbroadcastsd	.LCPI0_33(%rip), %zmm16
	vbroadcastsd	.LCPI0_34(%rip), %zmm9
	vbroadcastsd	.LCPI0_35(%rip), %zmm12
	vbroadcastsd	.LCPI0_36(%rip), %zmm13
	vbroadcastsd	.LCPI0_20(%rip), %zmm14
	vbroadcastsd	.LCPI0_19(%rip), %zmm18
	movq	3056(%rsp), %r13
	.p2align	4
.LBB0_923:
	vcvtudq2pd	(%r10,%rax,4), %zmm0
	vaddpd	%zmm18, %zmm0, %zmm0
	vmulpd	%zmm14, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpaddq	%zmm29, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm26, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm21, %zmm1, %zmm1
	vpternlogq	$248, %zmm19, %zmm0, %zmm1
	vpaddq	%zmm20, %zmm1, %zmm0
	vaddpd	%zmm30, %zmm0, %zmm0
	vmulpd	%zmm18, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm23, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm22, %zmm5, %zmm6
	vaddpd	%zmm25, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm31, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm28, %zmm5, %zmm7
	vaddpd	%zmm24, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm16, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm9, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm12, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm13, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpxorq	.LCPI0_39(%rip){1to8}, %zmm1, %zmm1
	vpaddq	%zmm29, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm26, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm21, %zmm1, %zmm1
	vpternlogq	$248, %zmm19, %zmm0, %zmm1
	vpaddq	%zmm20, %zmm1, %zmm0
	vaddpd	%zmm30, %zmm0, %zmm0
	vmulpd	%zmm18, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm23, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm22, %zmm5, %zmm6
	vaddpd	%zmm25, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm31, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm28, %zmm5, %zmm7
	vaddpd	%zmm24, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm16, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm9, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm12, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm13, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vpxord	.LCPI0_38(%rip){1to8}, %ymm0, %ymm0
	vmovdqu	%ymm0, (%r10,%rax,4)
	addq	$8, %rax
	cmpq	%rax, %r13
	jne	.LBB0_923
	testq	%rdx, %rdx
	vmovdqa64	.LCPI0_9(%rip), %zmm20
	vmovapd	3200(%rsp), %zmm21
	vmovddup	.LCPI0_28(%rip), %xmm24
	vmovsd	.LCPI0_33(%rip), %xmm18
	vmovsd	.LCPI0_30(%rip), %xmm14
	vmovsd	.LCPI0_20(%rip), %xmm23
	vmovsd	.LCPI0_28(%rip), %xmm25
	vmovsd	.LCPI0_29(%rip), %xmm26
	je	.LBB0_957
.LBB0_925:
	movabsq	$-9223372036854775808, %r8
	vmovapd	.LCPI0_42(%rip), %xmm7
	vbroadcastss	.LCPI0_38(%rip), %xmm22
	vmovsd	.LCPI0_34(%rip), %xmm9
	vmovsd	.LCPI0_35(%rip), %xmm12
	vmovsd	.LCPI0_36(%rip), %xmm13
	movq	5184(%rsp), %r9
	.p2align	4
.LBB0_926:
	vpxord	%xmm19, %xmm19, %xmm19
	vcvtusi2sdl	(%r9,%rcx,4), %xmm19, %xmm0
	vaddsd	%xmm0, %xmm8, %xmm0
	vmulsd	%xmm23, %xmm0, %xmm0
	vmovq	%xmm0, %rax
	movl	%eax, %edx
	movq	%rax, %r10
	shrq	$32, %r10
	addq	$614242, %r10
	movq	%r10, %rax
	shrq	$20, %rax
	addq	$-1023, %rax
	shlq	$32, %r10
	andq	%rbx, %r10
	addq	%rsi, %r10
	orq	%r10, %rdx
	vmovq	%rdx, %xmm0
	vaddsd	%xmm0, %xmm10, %xmm0
	vmulsd	%xmm0, %xmm8, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm0, %xmm11, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm25, %xmm4, %xmm5
	vaddsd	%xmm26, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm14, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vmulsd	%xmm4, %xmm15, %xmm6
	vaddsd	%xmm17, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm6
	vaddsd	%xmm18, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm4
	vaddsd	%xmm4, %xmm9, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vaddsd	%xmm3, %xmm5, %xmm3
	vcvtsi2sd	%rax, %xmm29, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm4, %xmm12, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm4, %xmm13, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vmovq	%xmm0, %rax
	xorq	%r8, %rax
	movl	%eax, %edx
	movq	%rax, %r10
	shrq	$32, %r10
	addq	$614242, %r10
	movq	%r10, %rax
	shrq	$20, %rax
	addq	$-1023, %rax
	shlq	$32, %r10
	andq	%rbx, %r10
	addq	%rsi, %r10
	orq	%r10, %rdx
	vmovq	%rdx, %xmm0
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
	vunpcklpd	%xmm5, %xmm24, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm27, %xmm5, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm7, %xmm5, %xmm5
	vunpcklpd	%xmm3, %xmm4, %xmm3
	vmulpd	%xmm5, %xmm3, %xmm3
	vshufpd	$1, %xmm3, %xmm3, %xmm4
	vaddsd	%xmm4, %xmm3, %xmm3
	vcvtsi2sd	%rax, %xmm31, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm4, %xmm12, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm4, %xmm13, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vxorps	%xmm22, %xmm0, %xmm0
	vmovss	%xmm0, (%r9,%rcx,4)
	incq	%rcx
	cmpq	%rcx, 320(%rsp)
	jne	.LBB0_926
	movq	1536(%rsp), %rax
	movq	1280(%rsp), %rbx
	movq	312(%rsp), %rsi
	movq	2176(%rsp), %r9
	movq	280(%rsp), %r8
	jmp	.LBB0_952
.LBB0_928:
	xorl	%eax, %eax
	movq	2288(%rsp), %rcx
	.p2align	4
.LBB0_929:
	vpmovzxdq	16096(%rsp,%rax,4), %zmm0
	vpmovzxdq	16064(%rsp,%rax,4), %zmm1
	vpmovzxdq	16160(%rsp,%rax,4), %zmm2
	vpmovzxdq	16128(%rsp,%rax,4), %zmm4
	vpmovzxdq	16224(%rsp,%rax,4), %zmm5
	vpmovzxdq	16192(%rsp,%rax,4), %zmm6
	vpmovzxdq	16288(%rsp,%rax,4), %zmm10
	vpmovzxdq	16256(%rsp,%rax,4), %zmm9
	vmovdqa64	6592(%rsp), %zmm3
	vpaddd	18112(%rsp,%rax,4), %zmm3, %zmm14
	vpaddd	18176(%rsp,%rax,4), %zmm3, %zmm15
	vpaddd	18240(%rsp,%rax,4), %zmm3, %zmm16
	vpaddd	18304(%rsp,%rax,4), %zmm3, %zmm17
	vpmuludq	%zmm8, %zmm1, %zmm11
	vpmuludq	%zmm8, %zmm0, %zmm3
	vpmuludq	%zmm8, %zmm4, %zmm28
	vpmuludq	%zmm8, %zmm2, %zmm7
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm6, %zmm8
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm5, %zmm25
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm9, %zmm27
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm10, %zmm24
	vmovdqa64	7104(%rsp), %zmm0
	vpxord	%zmm0, %zmm14, %zmm5
	vpxord	%zmm0, %zmm15, %zmm6
	vpxord	%zmm0, %zmm16, %zmm10
	vpxord	%zmm0, %zmm17, %zmm0
	vpxorq	%zmm3, %zmm31, %zmm1
	vpxorq	%zmm11, %zmm31, %zmm2
	vpxorq	%zmm7, %zmm31, %zmm14
	vpxorq	%zmm28, %zmm31, %zmm15
	vpxorq	%zmm25, %zmm31, %zmm16
	vpxorq	%zmm8, %zmm31, %zmm17
	vpxorq	%zmm24, %zmm31, %zmm18
	vpxorq	%zmm27, %zmm31, %zmm19
	vpsrlq	$32, %zmm2, %zmm4
	vpsrlq	$32, %zmm1, %zmm29
	vpsrlq	$32, %zmm15, %zmm13
	vpsrlq	$32, %zmm14, %zmm23
	vpsrlq	$32, %zmm17, %zmm1
	vmovdqa64	%zmm1, 1408(%rsp)
	vpsrlq	$32, %zmm16, %zmm1
	vpsrlq	$32, %zmm19, %zmm2
	vmovdqa64	%zmm2, 1792(%rsp)
	vpsrlq	$32, %zmm18, %zmm2
	vextracti64x4	$1, %zmm5, %ymm14
	vpmovzxdq	%ymm14, %zmm14
	vpmovzxdq	%ymm5, %zmm15
	vextracti64x4	$1, %zmm6, %ymm16
	vpmovzxdq	%ymm16, %zmm17
	vpmovzxdq	%ymm6, %zmm19
	vextracti64x4	$1, %zmm10, %ymm16
	vpmovzxdq	%ymm16, %zmm20
	vpmovzxdq	%ymm10, %zmm21
	vextracti64x4	$1, %zmm0, %ymm16
	vpmovzxdq	%ymm16, %zmm22
	vpmovzxdq	%ymm0, %zmm26
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm9
	vmovdqa64	%zmm9, 1472(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm14, %zmm9
	vmovdqa64	%zmm9, 1920(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm19, %zmm9
	vmovdqa64	%zmm9, 1216(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm17, %zmm9
	vmovdqa64	%zmm9, 1600(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm21, %zmm9
	vmovdqa64	%zmm9, 576(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm20, %zmm9
	vmovdqa64	%zmm9, 1152(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm26, %zmm14
	vmovdqa64	%zmm14, 320(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm22, %zmm9
	vmovdqa64	%zmm9, 448(%rsp)
	vpbroadcastd	.LCPI0_381(%rip), %zmm14
	vpmuludq	%zmm14, %zmm5, %zmm20
	vpshufd	$245, %zmm5, %zmm5
	vpmuludq	%zmm14, %zmm5, %zmm5
	vmovdqa64	.LCPI0_382(%rip), %zmm30
	vpermt2d	%zmm5, %zmm30, %zmm20
	vpmovzxdq	%ymm20, %zmm19
	vextracti64x4	$1, %zmm20, %ymm5
	vpmovzxdq	%ymm5, %zmm15
	vpmuludq	%zmm14, %zmm6, %zmm5
	vpshufd	$245, %zmm6, %zmm6
	vpmuludq	%zmm14, %zmm6, %zmm6
	vpermt2d	%zmm6, %zmm30, %zmm5
	vpmovzxdq	%ymm5, %zmm21
	vextracti64x4	$1, %zmm5, %ymm5
	vpmovzxdq	%ymm5, %zmm22
	vpmuludq	%zmm14, %zmm10, %zmm5
	vpshufd	$245, %zmm10, %zmm6
	vpmuludq	%zmm14, %zmm6, %zmm6
	vpermt2d	%zmm6, %zmm30, %zmm5
	vpmovzxdq	%ymm5, %zmm26
	vextracti64x4	$1, %zmm5, %ymm5
	vpmovzxdq	%ymm5, %zmm5
	vpmuludq	%zmm14, %zmm0, %zmm6
	vpshufd	$245, %zmm0, %zmm0
	vpmuludq	%zmm14, %zmm0, %zmm0
	vpermt2d	%zmm0, %zmm30, %zmm6
	vpmovzxdq	%ymm6, %zmm10
	vextracti64x4	$1, %zmm6, %ymm0
	vpmovzxdq	%ymm0, %zmm6
	vpbroadcastq	.LCPI0_15(%rip), %zmm12
	vpmuludq	%zmm12, %zmm29, %zmm30
	vpmuludq	%zmm12, %zmm4, %zmm31
	vpmuludq	%zmm12, %zmm23, %zmm4
	vpmuludq	%zmm12, %zmm13, %zmm29
	vpmuludq	%zmm12, %zmm1, %zmm16
	vpmuludq	1408(%rsp), %zmm12, %zmm9
	vpmuludq	%zmm12, %zmm2, %zmm17
	vpmuludq	1792(%rsp), %zmm12, %zmm0
	vmovdqa64	%zmm0, 1792(%rsp)
	vmovdqa64	7040(%rsp), %zmm23
	vpternlogq	$150, %zmm3, %zmm23, %zmm15
	vpsrlq	$32, %zmm31, %zmm1
	vpternlogq	$150, %zmm11, %zmm23, %zmm19
	vpsrlq	$32, %zmm30, %zmm2
	vpternlogq	$150, %zmm7, %zmm23, %zmm22
	vpsrlq	$32, %zmm29, %zmm3
	vpternlogq	$150, %zmm28, %zmm23, %zmm21
	vpsrlq	$32, %zmm4, %zmm11
	vpternlogq	$150, %zmm25, %zmm23, %zmm5
	vpsrlq	$32, %zmm9, %zmm7
	vpternlogq	$150, %zmm8, %zmm23, %zmm26
	vpsrlq	$32, %zmm16, %zmm8
	vpternlogq	$150, %zmm24, %zmm23, %zmm6
	vpsrlq	$32, %zmm17, %zmm25
	vpternlogq	$150, %zmm27, %zmm23, %zmm10
	vmovdqa64	6656(%rsp), %zmm23
	vpxorq	%zmm23, %zmm2, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm28
	vmovdqa64	%zmm28, 2880(%rsp)
	vpxorq	%zmm23, %zmm1, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm1, %zmm24
	vpxorq	%zmm23, %zmm11, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm1, %zmm20
	vpxorq	%zmm23, %zmm3, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm0
	vmovdqa64	%zmm0, 2304(%rsp)
	vpxorq	%zmm23, %zmm8, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm18
	vpxorq	%zmm23, %zmm7, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm2
	vpxorq	%zmm23, %zmm25, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm27
	vmovdqa64	%zmm27, 1408(%rsp)
	vpmuludq	%zmm12, %zmm19, %zmm14
	vpmuludq	%zmm12, %zmm15, %zmm15
	vpmuludq	%zmm12, %zmm21, %zmm1
	vpmuludq	%zmm12, %zmm22, %zmm13
	vpmuludq	%zmm12, %zmm26, %zmm25
	vpmuludq	%zmm12, %zmm5, %zmm5
	vmovdqa64	%zmm5, 2816(%rsp)
	vpmuludq	%zmm12, %zmm6, %zmm3
	vmovdqa64	%zmm3, 2688(%rsp)
	vpsrlq	$32, %zmm14, %zmm26
	vmovdqa64	2624(%rsp), %zmm11
	vpternlogq	$150, %zmm31, %zmm11, %zmm26
	vpsrlq	$32, %zmm15, %zmm31
	vpternlogq	$150, %zmm30, %zmm11, %zmm31
	vpsrlq	$32, %zmm1, %zmm30
	vpternlogq	$150, %zmm29, %zmm11, %zmm30
	vpsrlq	$32, %zmm13, %zmm29
	vpternlogq	$150, %zmm4, %zmm11, %zmm29
	vpsrlq	$32, %zmm25, %zmm19
	vpternlogq	$150, %zmm9, %zmm11, %zmm19
	vpsrlq	$32, %zmm5, %zmm7
	vpternlogq	$150, %zmm16, %zmm11, %zmm7
	vpsrlq	$32, %zmm3, %zmm8
	vpternlogq	$150, %zmm17, %zmm11, %zmm8
	vpsrlq	$32, %zmm28, %zmm9
	vmovdqa64	6336(%rsp), %zmm21
	vpternlogq	$150, 1920(%rsp), %zmm21, %zmm9
	vpsrlq	$32, %zmm24, %zmm3
	vpternlogq	$150, 1472(%rsp), %zmm21, %zmm3
	vpsrlq	$32, %zmm20, %zmm6
	vmovdqa64	%zmm20, %zmm28
	vpternlogq	$150, 1600(%rsp), %zmm21, %zmm6
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, 1216(%rsp), %zmm21, %zmm5
	vpsrlq	$32, %zmm18, %zmm16
	vpternlogq	$150, 1152(%rsp), %zmm21, %zmm16
	vpsrlq	$32, %zmm2, %zmm20
	vpternlogq	$150, 576(%rsp), %zmm21, %zmm20
	vpsrlq	$32, %zmm27, %zmm17
	vpmuludq	%zmm12, %zmm10, %zmm22
	vpternlogq	$150, 448(%rsp), %zmm21, %zmm17
	vpsrlq	$32, %zmm22, %zmm4
	vmovdqa64	1792(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm11, %zmm4
	vpsrlq	$32, %zmm0, %zmm10
	vpxorq	%zmm23, %zmm10, %zmm10
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm10, %zmm11
	vpsrlq	$32, %zmm11, %zmm10
	vpternlogq	$150, 320(%rsp), %zmm21, %zmm10
	vpmuludq	%zmm12, %zmm3, %zmm0
	vmovdqa64	%zmm0, 448(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqa64	4928(%rsp), %zmm3
	vpternlogq	$150, %zmm14, %zmm3, %zmm0
	vmovdqa64	%zmm0, 320(%rsp)
	vpmuludq	%zmm12, %zmm9, %zmm23
	vpsrlq	$32, %zmm23, %zmm14
	vpternlogq	$150, %zmm15, %zmm3, %zmm14
	vpmuludq	%zmm12, %zmm5, %zmm0
	vmovdqa64	%zmm0, 576(%rsp)
	vpsrlq	$32, %zmm0, %zmm27
	vpternlogq	$150, %zmm1, %zmm3, %zmm27
	vpmuludq	%zmm12, %zmm6, %zmm0
	vmovdqa64	%zmm0, 1216(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vpternlogq	$150, %zmm13, %zmm3, %zmm15
	vpmuludq	%zmm12, %zmm20, %zmm0
	vmovdqa64	%zmm0, 1472(%rsp)
	vpsrlq	$32, %zmm0, %zmm20
	vpternlogq	$150, %zmm25, %zmm3, %zmm20
	vpmuludq	%zmm12, %zmm16, %zmm0
	vmovdqa64	%zmm0, 1792(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, 2816(%rsp), %zmm3, %zmm16
	vpmuludq	%zmm12, %zmm10, %zmm0
	vmovdqa64	%zmm0, 2816(%rsp)
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm22, %zmm3, %zmm21
	vpmuludq	%zmm12, %zmm17, %zmm10
	vpsrlq	$32, %zmm10, %zmm17
	vpternlogq	$150, 2688(%rsp), %zmm3, %zmm17
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm31, %zmm9
	vpsrlq	$32, %zmm9, %zmm31
	vmovdqa64	5440(%rsp), %zmm25
	vpternlogq	$150, 2880(%rsp), %zmm25, %zmm31
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm26, %zmm0
	vmovdqa64	%zmm0, 1152(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm24, %zmm25, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm29, %zmm5
	vpsrlq	$32, %zmm5, %zmm24
	vpternlogq	$150, %zmm28, %zmm25, %zmm24
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm30, %zmm1
	vmovdqa64	%zmm1, 2688(%rsp)
	vpsrlq	$32, %zmm1, %zmm29
	vpternlogq	$150, 2304(%rsp), %zmm25, %zmm29
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm7, %zmm26
	vpsrlq	$32, %zmm26, %zmm13
	vpternlogq	$150, %zmm18, %zmm25, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm19, %zmm6
	vpsrlq	$32, %zmm6, %zmm1
	vpternlogq	$150, %zmm2, %zmm25, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm8, %zmm2
	vmovdqa64	%zmm2, 2304(%rsp)
	vpsrlq	$32, %zmm2, %zmm3
	vpternlogq	$150, 1408(%rsp), %zmm25, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm2
	vpternlogq	$150, %zmm11, %zmm25, %zmm2
	vpmuludq	%zmm12, %zmm0, %zmm25
	vpsrlq	$32, %zmm25, %zmm7
	vmovdqa64	5376(%rsp), %zmm0
	vpternlogq	$150, 448(%rsp), %zmm0, %zmm7
	vmovdqa64	%zmm7, 1600(%rsp)
	vpmuludq	%zmm12, %zmm31, %zmm28
	vpsrlq	$32, %zmm28, %zmm11
	vpternlogq	$150, %zmm23, %zmm0, %zmm11
	vpmuludq	%zmm12, %zmm29, %zmm7
	vmovdqa64	%zmm7, 1920(%rsp)
	vpsrlq	$32, %zmm7, %zmm23
	vpternlogq	$150, 576(%rsp), %zmm0, %zmm23
	vpmuludq	%zmm12, %zmm24, %zmm29
	vpsrlq	$32, %zmm29, %zmm24
	vpternlogq	$150, 1216(%rsp), %zmm0, %zmm24
	vpmuludq	%zmm12, %zmm1, %zmm30
	vpsrlq	$32, %zmm30, %zmm19
	vpternlogq	$150, 1472(%rsp), %zmm0, %zmm19
	vpmuludq	%zmm12, %zmm13, %zmm1
	vmovdqa64	%zmm1, 1408(%rsp)
	vpsrlq	$32, %zmm1, %zmm13
	vpternlogq	$150, 1792(%rsp), %zmm0, %zmm13
	vpmuludq	%zmm12, %zmm2, %zmm31
	vpsrlq	$32, %zmm31, %zmm22
	vpternlogq	$150, 2816(%rsp), %zmm0, %zmm22
	vpmuludq	%zmm12, %zmm3, %zmm1
	vmovdqa64	%zmm1, 576(%rsp)
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, %zmm10, %zmm0, %zmm18
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm14, %zmm0
	vmovdqa64	%zmm0, 1216(%rsp)
	vpsrlq	$32, %zmm0, %zmm7
	vmovdqa64	4864(%rsp), %zmm3
	vpternlogq	$150, %zmm9, %zmm3, %zmm7
	vmovdqa64	320(%rsp), %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm1
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, 1152(%rsp), %zmm3, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm0
	vmovdqa64	%zmm0, 1472(%rsp)
	vpsrlq	$32, %zmm0, %zmm14
	vpternlogq	$150, %zmm5, %zmm3, %zmm14
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm27, %zmm0
	vmovdqa64	%zmm0, 1792(%rsp)
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, 2688(%rsp), %zmm3, %zmm8
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm16, %zmm5
	vpsrlq	$32, %zmm5, %zmm15
	vpternlogq	$150, %zmm26, %zmm3, %zmm15
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm20, %zmm20
	vpsrlq	$32, %zmm20, %zmm9
	vpternlogq	$150, %zmm6, %zmm3, %zmm9
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm17, %zmm0
	vmovdqa64	%zmm0, 1152(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, 2304(%rsp), %zmm3, %zmm16
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm21, %zmm27
	vpsrlq	$32, %zmm27, %zmm0
	vpternlogq	$150, %zmm4, %zmm3, %zmm0
	vpmuludq	%zmm12, %zmm2, %zmm2
	vmovdqa64	%zmm2, 320(%rsp)
	vpsrlq	$32, %zmm2, %zmm3
	vmovdqa64	6080(%rsp), %zmm2
	vpternlogq	$150, %zmm25, %zmm2, %zmm3
	vpmuludq	%zmm12, %zmm7, %zmm17
	vpsrlq	$32, %zmm17, %zmm10
	vpternlogq	$150, %zmm28, %zmm2, %zmm10
	vpmuludq	%zmm12, %zmm8, %zmm4
	vmovdqa64	%zmm4, 448(%rsp)
	vpsrlq	$32, %zmm4, %zmm7
	vpternlogq	$150, 1920(%rsp), %zmm2, %zmm7
	vpmuludq	%zmm12, %zmm14, %zmm4
	vmovdqa64	%zmm4, 1920(%rsp)
	vpsrlq	$32, %zmm4, %zmm14
	vpternlogq	$150, %zmm29, %zmm2, %zmm14
	vpmuludq	%zmm12, %zmm9, %zmm4
	vmovdqa64	%zmm4, 2304(%rsp)
	vpsrlq	$32, %zmm4, %zmm8
	vpternlogq	$150, %zmm30, %zmm2, %zmm8
	vpmuludq	%zmm12, %zmm15, %zmm4
	vmovdqa64	%zmm4, 2688(%rsp)
	vpsrlq	$32, %zmm4, %zmm15
	vpternlogq	$150, 1408(%rsp), %zmm2, %zmm15
	vpmuludq	%zmm12, %zmm0, %zmm0
	vmovdqa64	%zmm0, 1408(%rsp)
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm31, %zmm2, %zmm21
	vpmuludq	%zmm12, %zmm16, %zmm25
	vpsrlq	$32, %zmm25, %zmm16
	vpternlogq	$150, 576(%rsp), %zmm2, %zmm16
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm11, %zmm0
	vmovdqa64	%zmm0, 576(%rsp)
	vpsrlq	$32, %zmm0, %zmm11
	vmovdqa64	4800(%rsp), %zmm9
	vpternlogq	$150, 1216(%rsp), %zmm9, %zmm11
	vmovdqa64	1600(%rsp), %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm0
	vmovdqa64	%zmm0, 1216(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm1, %zmm9, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm24, %zmm26
	vpsrlq	$32, %zmm26, %zmm24
	vpternlogq	$150, 1472(%rsp), %zmm9, %zmm24
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm23, %zmm23
	vpsrlq	$32, %zmm23, %zmm1
	vpternlogq	$150, 1792(%rsp), %zmm9, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm13, %zmm2
	vmovdqa64	%zmm2, 1472(%rsp)
	vpsrlq	$32, %zmm2, %zmm13
	vpternlogq	$150, %zmm5, %zmm9, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm19, %zmm6
	vpsrlq	$32, %zmm6, %zmm19
	vpternlogq	$150, %zmm20, %zmm9, %zmm19
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm18, %zmm2
	vmovdqa64	%zmm2, 1792(%rsp)
	vpsrlq	$32, %zmm2, %zmm20
	vpternlogq	$150, 1152(%rsp), %zmm9, %zmm20
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm22, %zmm28
	vpsrlq	$32, %zmm28, %zmm2
	vpternlogq	$150, %zmm27, %zmm9, %zmm2
	vpmuludq	%zmm12, %zmm0, %zmm0
	vmovdqa64	%zmm0, 1152(%rsp)
	vpsrlq	$32, %zmm0, %zmm9
	vmovdqa64	5504(%rsp), %zmm0
	vpternlogq	$150, 320(%rsp), %zmm0, %zmm9
	vpmuludq	%zmm12, %zmm11, %zmm27
	vpsrlq	$32, %zmm27, %zmm4
	vpternlogq	$150, %zmm17, %zmm0, %zmm4
	vpmuludq	%zmm12, %zmm1, %zmm1
	vmovdqa64	%zmm1, 1600(%rsp)
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, 448(%rsp), %zmm0, %zmm5
	vpmuludq	%zmm12, %zmm24, %zmm18
	vpsrlq	$32, %zmm18, %zmm11
	vpternlogq	$150, 1920(%rsp), %zmm0, %zmm11
	vpmuludq	%zmm12, %zmm19, %zmm19
	vpsrlq	$32, %zmm19, %zmm24
	vpternlogq	$150, 2304(%rsp), %zmm0, %zmm24
	vpmuludq	%zmm12, %zmm13, %zmm29
	vpsrlq	$32, %zmm29, %zmm13
	vpternlogq	$150, 2688(%rsp), %zmm0, %zmm13
	vpmuludq	%zmm12, %zmm2, %zmm31
	vpsrlq	$32, %zmm31, %zmm17
	vpternlogq	$150, 1408(%rsp), %zmm0, %zmm17
	vpmuludq	%zmm12, %zmm20, %zmm1
	vmovdqa64	%zmm1, 320(%rsp)
	vpsrlq	$32, %zmm1, %zmm20
	vpternlogq	$150, %zmm25, %zmm0, %zmm20
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm10, %zmm0
	vmovdqa64	%zmm0, 448(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqa64	3840(%rsp), %zmm30
	vpternlogq	$150, 576(%rsp), %zmm30, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm1
	vmovdqa64	%zmm1, 576(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, 1216(%rsp), %zmm30, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm14, %zmm1
	vmovdqa64	%zmm1, 1216(%rsp)
	vpsrlq	$32, %zmm1, %zmm3
	vpternlogq	$150, %zmm26, %zmm30, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm7, %zmm25
	vpsrlq	$32, %zmm25, %zmm7
	vpternlogq	$150, %zmm23, %zmm30, %zmm7
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm14
	vpsrlq	$32, %zmm14, %zmm1
	vpternlogq	$150, 1472(%rsp), %zmm30, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm8, %zmm15
	vpsrlq	$32, %zmm15, %zmm8
	vpternlogq	$150, %zmm6, %zmm30, %zmm8
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm26
	vpternlogq	$150, 1792(%rsp), %zmm30, %zmm26
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm21, %zmm10
	vpsrlq	$32, %zmm10, %zmm22
	vpternlogq	$150, %zmm28, %zmm30, %zmm22
	vpmuludq	%zmm12, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm23
	vmovdqa64	4544(%rsp), %zmm30
	vpternlogq	$150, 1152(%rsp), %zmm30, %zmm23
	vpmuludq	%zmm12, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm27, %zmm30, %zmm21
	vpmuludq	%zmm12, %zmm7, %zmm0
	vpsrlq	$32, %zmm0, %zmm6
	vpternlogq	$150, 1600(%rsp), %zmm30, %zmm6
	vpmuludq	%zmm12, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm3
	vpternlogq	$150, %zmm18, %zmm30, %zmm3
	vpmuludq	%zmm12, %zmm8, %zmm0
	vpsrlq	$32, %zmm0, %zmm7
	vpternlogq	$150, %zmm19, %zmm30, %zmm7
	vpmuludq	%zmm12, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm18
	vpternlogq	$150, %zmm29, %zmm30, %zmm18
	vpmuludq	%zmm12, %zmm22, %zmm0
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, %zmm31, %zmm30, %zmm8
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm4, %zmm27
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm9, %zmm28
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm11, %zmm22
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm5, %zmm19
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm13, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm24, %zmm11
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm20, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm17, %zmm1
	vpmuludq	%zmm12, %zmm26, %zmm0
	vpsrlq	$32, %zmm0, %zmm24
	vpternlogq	$150, 320(%rsp), %zmm30, %zmm24
	vpsrlq	$32, %zmm27, %zmm0
	vmovdqa64	2432(%rsp), %zmm20
	vpternlogq	$150, 448(%rsp), %zmm20, %zmm0
	vpsrlq	$32, %zmm28, %zmm4
	vpternlogq	$150, 576(%rsp), %zmm20, %zmm4
	vpsrlq	$32, %zmm22, %zmm5
	vpternlogq	$150, 1216(%rsp), %zmm20, %zmm5
	vpsrlq	$32, %zmm19, %zmm9
	vpternlogq	$150, %zmm25, %zmm20, %zmm9
	vmovdqa64	3904(%rsp), %zmm31
	vpsrlq	$32, %zmm13, %zmm17
	vpternlogq	$150, %zmm14, %zmm20, %zmm17
	vpsrlq	$32, %zmm11, %zmm14
	vpternlogq	$150, %zmm15, %zmm20, %zmm14
	vpsrlq	$32, %zmm2, %zmm15
	vpternlogq	$150, %zmm16, %zmm20, %zmm15
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, %zmm10, %zmm20, %zmm16
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm4, %zmm4
	vpmovqd	%zmm9, %ymm0
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm0, %zmm9
	vpmovqd	%zmm14, %ymm0
	vpmovqd	%zmm17, %ymm5
	vinserti64x4	$1, %ymm5, %zmm0, %zmm5
	vpmovqd	%zmm16, %ymm0
	vpmovqd	%zmm15, %ymm10
	vinserti64x4	$1, %ymm10, %zmm0, %zmm10
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm21, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqa64	3072(%rsp), %zmm16
	vpternlogq	$150, %zmm27, %zmm16, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm23, %zmm14
	vpsrlq	$32, %zmm14, %zmm14
	vpternlogq	$150, %zmm28, %zmm16, %zmm14
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm22, %zmm16, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, %zmm19, %zmm16, %zmm6
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm18, %zmm15
	vpsrlq	$32, %zmm15, %zmm15
	vpternlogq	$150, %zmm13, %zmm16, %zmm15
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, %zmm11, %zmm16, %zmm7
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm24, %zmm11
	vpsrlq	$32, %zmm11, %zmm11
	vpternlogq	$150, %zmm2, %zmm16, %zmm11
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm8, %zmm2
	vpbroadcastq	.LCPI0_14(%rip), %zmm8
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm1, %zmm16, %zmm2
	vpmuludq	%zmm12, %zmm14, %zmm1
	vpmuludq	%zmm12, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm1, %zmm1
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm1, %zmm0
	vpmuludq	%zmm12, %zmm6, %zmm1
	vpmuludq	%zmm12, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm1, %zmm1
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm1, %zmm1
	vpmuludq	%zmm12, %zmm7, %zmm3
	vpmuludq	%zmm12, %zmm15, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm3, %zmm3
	vpmovqd	%zmm3, %ymm3
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm3, %zmm3
	vpmuludq	%zmm12, %zmm2, %zmm2
	vpmuludq	%zmm12, %zmm11, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm2, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm2, %zmm2
	vpbroadcastd	.LCPI0_16(%rip), %zmm7
	vpmulld	%zmm7, %zmm4, %zmm4
	vpmulld	%zmm7, %zmm9, %zmm6
	vpternlogd	$150, 2496(%rsp), %zmm4, %zmm0
	vpternlogd	$150, 2496(%rsp), %zmm6, %zmm1
	vpmulld	%zmm7, %zmm5, %zmm4
	vpmulld	%zmm7, %zmm10, %zmm5
	vmovdqa64	2496(%rsp), %zmm10
	vpternlogd	$150, %zmm4, %zmm10, %zmm3
	vpternlogd	$150, %zmm5, %zmm10, %zmm2
	vmovdqu64	%zmm0, 13504(%rsp,%rax,4)
	vmovdqu64	%zmm1, 13568(%rsp,%rax,4)
	vmovdqu64	%zmm3, 13632(%rsp,%rax,4)
	vmovdqu64	%zmm2, 13696(%rsp,%rax,4)
	addq	$64, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_929
	cmpq	%rcx, %r14
	movl	$3528531795, %r13d
	movq	5760(%rsp), %r8
	movq	6208(%rsp), %r9
	movq	2176(%rsp), %rsi
	movq	4992(%rsp), %r11
	movq	3712(%rsp), %r12
	vmovdqa64	6528(%rsp), %zmm18
	movl	1984(%rsp), %ebx
	vmovdqa64	4928(%rsp), %zmm25
	vmovdqa64	2432(%rsp), %zmm2
	vmovdqa64	3072(%rsp), %zmm16
	vmovdqa64	7104(%rsp), %zmm15
	vmovdqa64	.LCPI0_9(%rip), %zmm20
	vmovsd	.LCPI0_28(%rip), %xmm27
	vbroadcastsd	.LCPI0_20(%rip), %zmm28
	vpbroadcastq	.LCPI0_23(%rip), %zmm9
	vpbroadcastq	.LCPI0_27(%rip), %zmm17
	vpbroadcastq	.LCPI0_29(%rip), %zmm22
	vmovdqa64	4864(%rsp), %zmm23
	vmovdqa64	5504(%rsp), %zmm14
	vmovdqa64	4800(%rsp), %zmm6
	vbroadcastsd	.LCPI0_30(%rip), %zmm21
	vbroadcastsd	.LCPI0_33(%rip), %zmm11
	vbroadcastsd	.LCPI0_36(%rip), %zmm29
	vmovdqa64	6336(%rsp), %zmm13
	vpbroadcastd	.LCPI0_381(%rip), %ymm5
	je	.LBB0_936
	movq	2288(%rsp), %rax
	movq	%rax, %rcx
	testb	$56, %r14b
	je	.LBB0_935
.LBB0_932:
	vmovdqa64	7040(%rsp), %zmm7
	vmovdqa64	.LCPI0_383(%rip), %ymm17
	vpbroadcastq	.LCPI0_15(%rip), %zmm19
	vpbroadcastd	.LCPI0_16(%rip), %ymm22
	vmovdqa64	3840(%rsp), %zmm21
	vmovdqa64	4544(%rsp), %zmm24
	vmovdqa64	5440(%rsp), %zmm26
	vmovdqa64	5376(%rsp), %zmm28
	vmovdqa64	6080(%rsp), %zmm29
	vmovdqa64	2624(%rsp), %zmm30
	vmovdqa64	%zmm2, %zmm12
	vmovdqa64	6592(%rsp), %zmm11
	movq	3504(%rsp), %rdx
	.p2align	4
.LBB0_933:
	vpmovzxdq	16064(%rsp,%rcx,4), %zmm0
	vpaddd	18112(%rsp,%rcx,4), %ymm11, %ymm1
	vpmuludq	%zmm8, %zmm0, %zmm0
	vpxor	%ymm1, %ymm15, %ymm1
	vpxorq	%zmm0, %zmm31, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpmovzxdq	%ymm1, %zmm3
	vpmuludq	%zmm8, %zmm3, %zmm3
	vpmuludq	%ymm5, %ymm1, %ymm4
	vpshufd	$245, %ymm1, %ymm1
	vpmuludq	%ymm5, %ymm1, %ymm1
	vpermt2d	%ymm1, %ymm17, %ymm4
	vpmovzxdq	%ymm4, %zmm1
	vpmuludq	%zmm19, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm0, %zmm7, %zmm1
	vpxorq	%zmm4, %zmm18, %zmm0
	vpmuludq	%zmm8, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm4
	vpmuludq	%zmm19, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm2, %zmm30, %zmm5
	vpternlogq	$150, %zmm3, %zmm13, %zmm4
	vpmuludq	%zmm8, %zmm5, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpmuludq	%zmm19, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpternlogq	$150, %zmm1, %zmm25, %zmm5
	vpternlogq	$150, %zmm0, %zmm26, %zmm3
	vpmuludq	%zmm8, %zmm5, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpmuludq	%zmm19, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpternlogq	$150, %zmm4, %zmm28, %zmm5
	vpternlogq	$150, %zmm2, %zmm23, %zmm1
	vpmuludq	%zmm8, %zmm5, %zmm2
	vpsrlq	$32, %zmm2, %zmm4
	vpmuludq	%zmm19, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm3, %zmm29, %zmm5
	vpternlogq	$150, %zmm0, %zmm6, %zmm4
	vpmuludq	%zmm8, %zmm5, %zmm0
	vpsrlq	$32, %zmm0, %zmm3
	vpmuludq	%zmm19, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpternlogq	$150, %zmm1, %zmm14, %zmm5
	vpternlogq	$150, %zmm2, %zmm21, %zmm3
	vpmuludq	%zmm8, %zmm5, %zmm1
	vpbroadcastd	.LCPI0_381(%rip), %ymm5
	vpsrlq	$32, %zmm1, %zmm2
	vpmuludq	%zmm19, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm4, %zmm24, %zmm3
	vpternlogq	$150, %zmm0, %zmm12, %zmm2
	vpmuludq	%zmm8, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpmovqd	%zmm2, %ymm2
	vpmulld	%ymm22, %ymm2, %ymm2
	vpternlogq	$150, %zmm1, %zmm16, %zmm0
	vpmuludq	%zmm19, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpmovqd	%zmm0, %ymm0
	vpternlogd	$150, %ymm2, %ymm10, %ymm0
	vmovdqu	%ymm0, 13504(%rsp,%rcx,4)
	addq	$8, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_933
	movq	%rdx, %rax
	cmpq	%rdx, %r14
	movl	$3528531795, %r13d
	movq	5760(%rsp), %r8
	movq	6208(%rsp), %r9
	movq	2176(%rsp), %rsi
	movq	4992(%rsp), %r11
	movq	3712(%rsp), %r12
	movl	1984(%rsp), %ebx
	vbroadcastsd	.LCPI0_20(%rip), %zmm28
	vpbroadcastq	.LCPI0_29(%rip), %zmm22
	vbroadcastsd	.LCPI0_33(%rip), %zmm11
	vbroadcastsd	.LCPI0_30(%rip), %zmm21
	vbroadcastsd	.LCPI0_36(%rip), %zmm29
	vpbroadcastq	.LCPI0_27(%rip), %zmm17
	je	.LBB0_936
	.p2align	4
.LBB0_935:
	movl	16064(%rsp,%rax,4), %edx
	movl	%ebx, %r15d
	movl	18112(%rsp,%rax,4), %ebx
	addl	1280(%rsp), %ebx
	imulq	%r13, %rdx
	xorl	4224(%rsp), %ebx
	movq	208(%rsp), %rcx
	xorq	%rdx, %rcx
	shrq	$32, %rcx
	imulq	%r13, %rbx
	movq	%rbx, %r14
	shrq	$32, %r14
	imulq	%r10, %rcx
	movq	%rcx, %r10
	shrq	$32, %r10
	xorl	5568(%rsp), %r10d
	xorl	6464(%rsp), %edx
	xorl	%r14d, %edx
	imulq	%r13, %r10
	imulq	896(%rsp), %rdx
	movq	%rdx, %r14
	shrq	$32, %r14
	xorl	6144(%rsp), %ecx
	xorl	%r14d, %ecx
	movq	%r10, %r14
	shrq	$32, %r14
	xorl	2944(%rsp), %ebx
	xorl	%r14d, %ebx
	imulq	%r13, %rcx
	imulq	896(%rsp), %rbx
	movq	%rbx, %r14
	shrq	$32, %r14
	xorl	5056(%rsp), %edx
	xorl	%r14d, %edx
	movq	%rcx, %r14
	shrq	$32, %r14
	xorl	%r9d, %r10d
	xorl	%r14d, %r10d
	imulq	%r13, %rdx
	imulq	896(%rsp), %r10
	movq	%r10, %r14
	shrq	$32, %r14
	xorl	4416(%rsp), %ebx
	xorl	%r14d, %ebx
	movq	%rdx, %r14
	shrq	$32, %r14
	xorl	%esi, %ecx
	xorl	%r14d, %ecx
	imulq	%r13, %rbx
	imulq	896(%rsp), %rcx
	movq	%rcx, %r14
	shrq	$32, %r14
	xorl	%r8d, %r10d
	xorl	%r14d, %r10d
	movq	%rbx, %r14
	shrq	$32, %r14
	xorl	4288(%rsp), %edx
	xorl	%r14d, %edx
	imulq	%r13, %r10
	imulq	896(%rsp), %rdx
	movq	%rdx, %r14
	shrq	$32, %r14
	xorl	4352(%rsp), %ecx
	xorl	%r14d, %ecx
	movq	%r10, %r14
	shrq	$32, %r14
	xorl	%r11d, %ebx
	xorl	%r14d, %ebx
	movq	2368(%rsp), %r14
	imulq	%r13, %rcx
	imulq	896(%rsp), %rbx
	shrq	$32, %rbx
	xorl	4672(%rsp), %edx
	xorl	%ebx, %edx
	movq	%rcx, %rbx
	shrq	$32, %rbx
	xorl	3968(%rsp), %r10d
	xorl	%ebx, %r10d
	movl	%r15d, %ebx
	imulq	%r13, %rdx
	shrq	$32, %rdx
	xorl	%r12d, %ecx
	xorl	%edx, %ecx
	imull	$-845247145, %r10d, %edx
	movq	896(%rsp), %r10
	imulq	%r10, %rcx
	shrq	$32, %rcx
	xorl	%r15d, %edx
	xorl	%ecx, %edx
	movl	%edx, 13504(%rsp,%rax,4)
	incq	%rax
	cmpq	%r14, %rax
	jb	.LBB0_935
.LBB0_936:
	cmpq	$8, %r14
	jae	.LBB0_938
	xorl	%eax, %eax
	movq	1280(%rsp), %rbx
	movq	704(%rsp), %r11
	movl	1984(%rsp), %r12d
	movabsq	$4604544269498187776, %rsi
	movabsq	$-9223372036854775808, %r8
	movq	2560(%rsp), %r14
	jmp	.LBB0_947
.LBB0_938:
	cmpq	$64, %r14
	movq	1280(%rsp), %rbx
	movq	200(%rsp), %r10
	movq	704(%rsp), %r11
	movq	2176(%rsp), %r9
	movl	1984(%rsp), %r12d
	movabsq	$4604544269498187776, %rsi
	movabsq	$-9223372036854775808, %r8
	movq	2560(%rsp), %r14
	jae	.LBB0_940
	xorl	%ecx, %ecx
	vpbroadcastq	.LCPI0_21(%rip), %zmm12
	vbroadcastsd	.LCPI0_19(%rip), %zmm30
	vmovdqa64	%zmm9, %zmm13
	vpbroadcastq	.LCPI0_24(%rip), %zmm14
	vpbroadcastq	.LCPI0_25(%rip), %zmm19
	jmp	.LBB0_944
.LBB0_940:
	xorl	%eax, %eax
	movq	2288(%rsp), %rcx
	.p2align	4
.LBB0_941:
	vcvtudq2pd	13504(%rsp,%rax,4), %zmm0
	vcvtudq2pd	13536(%rsp,%rax,4), %zmm1
	vcvtudq2pd	13568(%rsp,%rax,4), %zmm2
	vcvtudq2pd	13600(%rsp,%rax,4), %zmm3
	vcvtudq2pd	13632(%rsp,%rax,4), %zmm4
	vcvtudq2pd	13664(%rsp,%rax,4), %zmm5
	vcvtudq2pd	13696(%rsp,%rax,4), %zmm6
	vcvtudq2pd	13728(%rsp,%rax,4), %zmm7
	vbroadcastsd	.LCPI0_19(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm1
	vaddpd	%zmm8, %zmm0, %zmm0
	vaddpd	%zmm8, %zmm3, %zmm3
	vaddpd	%zmm8, %zmm2, %zmm2
	vaddpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm8, %zmm4, %zmm4
	vaddpd	%zmm8, %zmm7, %zmm7
	vaddpd	%zmm8, %zmm6, %zmm6
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
	vmovdqa64	%zmm9, 1408(%rsp)
	vpaddq	%zmm16, %zmm8, %zmm19
	vmovdqa64	%zmm19, 1920(%rsp)
	vpaddq	%zmm16, %zmm11, %zmm11
	vmovdqa64	%zmm11, 1792(%rsp)
	vpaddq	%zmm16, %zmm10, %zmm18
	vmovdqa64	%zmm18, 1472(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqa64	%zmm13, 1152(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm17
	vmovdqa64	%zmm17, 1216(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm15
	vmovdqa64	%zmm15, 576(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm14
	vmovdqa64	%zmm14, 448(%rsp)
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
	vpbroadcastq	.LCPI0_25(%rip), %zmm4
	vpaddq	%zmm4, %zmm9, %zmm0
	vpaddq	%zmm4, %zmm8, %zmm1
	vpaddq	%zmm4, %zmm11, %zmm2
	vpaddq	%zmm4, %zmm10, %zmm3
	vmovdqa64	%zmm4, %zmm11
	vbroadcastsd	.LCPI0_26(%rip), %zmm22
	vaddpd	%zmm22, %zmm1, %zmm10
	vaddpd	%zmm22, %zmm0, %zmm20
	vaddpd	%zmm22, %zmm3, %zmm23
	vaddpd	%zmm22, %zmm2, %zmm31
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vaddpd	%zmm9, %zmm20, %zmm0
	vaddpd	%zmm9, %zmm10, %zmm1
	vaddpd	%zmm9, %zmm23, %zmm2
	vdivpd	%zmm1, %zmm10, %zmm4
	vmovapd	%zmm4, 3520(%rsp)
	vdivpd	%zmm0, %zmm20, %zmm3
	vmovapd	%zmm3, 2688(%rsp)
	vdivpd	%zmm2, %zmm23, %zmm1
	vmovapd	%zmm1, 2304(%rsp)
	vaddpd	%zmm9, %zmm31, %zmm0
	vdivpd	%zmm0, %zmm31, %zmm0
	vmovapd	%zmm0, 1600(%rsp)
	vmulpd	%zmm3, %zmm3, %zmm5
	vmovapd	%zmm5, 4160(%rsp)
	vmulpd	%zmm4, %zmm4, %zmm2
	vmovapd	%zmm2, 3264(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm3
	vmovapd	%zmm3, 4480(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 4736(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm5, %zmm5, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm3, %zmm3
	vbroadcastsd	.LCPI0_28(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm4
	vmulpd	%zmm7, %zmm1, %zmm5
	vmulpd	%zmm7, %zmm3, %zmm6
	vbroadcastsd	.LCPI0_29(%rip), %zmm30
	vaddpd	%zmm30, %zmm5, %zmm5
	vaddpd	%zmm30, %zmm4, %zmm4
	vaddpd	%zmm30, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm2, %zmm4
	vmulpd	%zmm5, %zmm1, %zmm5
	vmulpd	%zmm6, %zmm3, %zmm6
	vbroadcastsd	.LCPI0_30(%rip), %zmm29
	vaddpd	%zmm29, %zmm5, %zmm5
	vaddpd	%zmm29, %zmm4, %zmm4
	vaddpd	%zmm29, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm2, %zmm4
	vmovapd	%zmm4, 3328(%rsp)
	vmulpd	%zmm5, %zmm1, %zmm4
	vmovapd	%zmm4, 2816(%rsp)
	vmulpd	%zmm6, %zmm3, %zmm4
	vmovapd	%zmm4, 2880(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm8
	vmulpd	%zmm8, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_32(%rip), %zmm5
	vaddpd	%zmm5, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_33(%rip), %zmm21
	vaddpd	%zmm21, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm15
	vmulpd	%zmm8, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm21, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm17
	vmulpd	%zmm8, %zmm3, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm21, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm3, %zmm1
	vmovapd	%zmm1, 6912(%rsp)
	vmulpd	%zmm7, %zmm0, %zmm1
	vaddpd	%zmm30, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm29, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vmovapd	%zmm1, 5696(%rsp)
	vmulpd	%zmm8, %zmm0, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm21, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm12
	vpaddq	%zmm11, %zmm19, %zmm0
	vaddpd	%zmm22, %zmm0, %zmm1
	vmovapd	%zmm1, 320(%rsp)
	vmovapd	%zmm9, %zmm3
	vaddpd	%zmm9, %zmm1, %zmm0
	vdivpd	%zmm0, %zmm1, %zmm0
	vmovapd	%zmm0, 5248(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm6
	vmulpd	%zmm6, %zmm6, %zmm0
	vmulpd	%zmm7, %zmm0, %zmm2
	vmovapd	%zmm7, %zmm19
	vaddpd	%zmm30, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm29, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm1
	vmovapd	%zmm1, 4032(%rsp)
	vmulpd	%zmm8, %zmm0, %zmm2
	vmovapd	%zmm5, %zmm1
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm21, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm9
	vpaddq	%zmm11, %zmm13, %zmm0
	vmovdqa64	%zmm11, %zmm13
	vaddpd	%zmm22, %zmm0, %zmm28
	vaddpd	%zmm3, %zmm28, %zmm0
	vmovapd	%zmm3, %zmm24
	vdivpd	%zmm0, %zmm28, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm2
	vmulpd	%zmm7, %zmm2, %zmm3
	vaddpd	%zmm30, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vaddpd	%zmm29, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm7
	vmulpd	%zmm8, %zmm2, %zmm5
	vaddpd	%zmm1, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm5
	vaddpd	%zmm21, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm5
	vpaddq	%zmm13, %zmm14, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm14
	vaddpd	%zmm24, %zmm14, %zmm2
	vdivpd	%zmm2, %zmm14, %zmm27
	vmulpd	%zmm27, %zmm27, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm2
	vmulpd	%zmm19, %zmm2, %zmm26
	vaddpd	%zmm30, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm2, %zmm26
	vaddpd	%zmm29, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm2, %zmm26
	vmulpd	%zmm8, %zmm2, %zmm25
	vaddpd	%zmm1, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm2, %zmm25
	vaddpd	%zmm21, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm2, %zmm25
	vpaddq	%zmm13, %zmm18, %zmm2
	vaddpd	%zmm22, %zmm2, %zmm18
	vaddpd	%zmm24, %zmm18, %zmm2
	vdivpd	%zmm2, %zmm18, %zmm22
	vmulpd	%zmm22, %zmm22, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm0
	vmulpd	%zmm19, %zmm0, %zmm24
	vaddpd	%zmm30, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vaddpd	%zmm29, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vmulpd	%zmm8, %zmm0, %zmm19
	vaddpd	%zmm1, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm0, %zmm19
	vaddpd	%zmm21, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm1
	vaddpd	%zmm1, %zmm15, %zmm15
	vmulpd	4160(%rsp), %zmm15, %zmm15
	vaddpd	3328(%rsp), %zmm15, %zmm15
	vaddpd	%zmm1, %zmm17, %zmm17
	vmulpd	3264(%rsp), %zmm17, %zmm17
	vaddpd	2816(%rsp), %zmm17, %zmm17
	vaddpd	6912(%rsp), %zmm1, %zmm19
	vmulpd	4480(%rsp), %zmm19, %zmm19
	vaddpd	2880(%rsp), %zmm19, %zmm19
	vaddpd	%zmm1, %zmm12, %zmm12
	vmulpd	4736(%rsp), %zmm12, %zmm12
	vaddpd	5696(%rsp), %zmm12, %zmm12
	vaddpd	%zmm1, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm6, %zmm6
	vaddpd	4032(%rsp), %zmm6, %zmm6
	vaddpd	%zmm1, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm7, %zmm5
	vaddpd	%zmm1, %zmm25, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm26, %zmm3
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm2, %zmm0
	vaddpd	%zmm0, %zmm24, %zmm7
	vbroadcastsd	.LCPI0_19(%rip), %zmm24
	vmovapd	%zmm10, 5312(%rsp)
	vmulpd	%zmm24, %zmm10, %zmm0
	vmulpd	%zmm0, %zmm10, %zmm4
	vaddpd	%zmm17, %zmm4, %zmm0
	vmulpd	3520(%rsp), %zmm0, %zmm9
	vmovapd	%zmm20, 3648(%rsp)
	vmulpd	%zmm24, %zmm20, %zmm0
	vmulpd	%zmm0, %zmm20, %zmm13
	vaddpd	%zmm15, %zmm13, %zmm1
	vmulpd	2688(%rsp), %zmm1, %zmm10
	vmovapd	%zmm23, 4096(%rsp)
	vmulpd	%zmm24, %zmm23, %zmm1
	vmulpd	%zmm1, %zmm23, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm12
	vmulpd	2304(%rsp), %zmm12, %zmm12
	vmovapd	%zmm31, 6720(%rsp)
	vmulpd	%zmm24, %zmm31, %zmm15
	vmulpd	%zmm15, %zmm31, %zmm15
	vaddpd	%zmm19, %zmm15, %zmm17
	vmulpd	1600(%rsp), %zmm17, %zmm17
	vmovapd	%zmm28, 6976(%rsp)
	vmulpd	%zmm24, %zmm28, %zmm19
	vmulpd	%zmm19, %zmm28, %zmm19
	vaddpd	%zmm5, %zmm19, %zmm5
	vmulpd	%zmm5, %zmm11, %zmm5
	vmovapd	320(%rsp), %zmm0
	vmulpd	%zmm24, %zmm0, %zmm20
	vmulpd	%zmm20, %zmm0, %zmm20
	vaddpd	%zmm6, %zmm20, %zmm6
	vmulpd	5248(%rsp), %zmm6, %zmm6
	vmulpd	%zmm24, %zmm18, %zmm11
	vmulpd	%zmm11, %zmm18, %zmm11
	vaddpd	%zmm7, %zmm11, %zmm7
	vmulpd	%zmm7, %zmm22, %zmm2
	vmulpd	%zmm24, %zmm14, %zmm7
	vmulpd	%zmm7, %zmm14, %zmm7
	vaddpd	%zmm3, %zmm7, %zmm3
	vmulpd	%zmm3, %zmm27, %zmm3
	vpsrlq	$20, 1408(%rsp), %zmm8
	vpbroadcastq	.LCPI0_22(%rip), %zmm27
	vpaddq	%zmm27, %zmm8, %zmm8
	vcvtqq2pd	%zmm8, %zmm8
	vbroadcastsd	.LCPI0_35(%rip), %zmm0
	vmulpd	%zmm0, %zmm8, %zmm22
	vaddpd	%zmm9, %zmm22, %zmm9
	vpsrlq	$20, 1920(%rsp), %zmm22
	vpaddq	%zmm27, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm0, %zmm22, %zmm23
	vaddpd	%zmm10, %zmm23, %zmm10
	vpsrlq	$20, 1792(%rsp), %zmm23
	vpaddq	%zmm27, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm0, %zmm23, %zmm24
	vaddpd	%zmm12, %zmm24, %zmm12
	vpsrlq	$20, 1472(%rsp), %zmm24
	vpaddq	%zmm27, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm0, %zmm24, %zmm25
	vaddpd	%zmm17, %zmm25, %zmm17
	vpsrlq	$20, 1152(%rsp), %zmm25
	vpaddq	%zmm27, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm0, %zmm25, %zmm26
	vaddpd	%zmm5, %zmm26, %zmm5
	vpsrlq	$20, 1216(%rsp), %zmm26
	vpaddq	%zmm27, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm0, %zmm26, %zmm28
	vaddpd	%zmm6, %zmm28, %zmm6
	vpsrlq	$20, 576(%rsp), %zmm28
	vpaddq	%zmm27, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm0, %zmm28, %zmm31
	vaddpd	%zmm2, %zmm31, %zmm2
	vpsrlq	$20, 448(%rsp), %zmm31
	vpaddq	%zmm27, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm0, %zmm31, %zmm27
	vaddpd	%zmm3, %zmm27, %zmm3
	vsubpd	%zmm4, %zmm9, %zmm4
	vsubpd	%zmm13, %zmm10, %zmm0
	vsubpd	%zmm1, %zmm12, %zmm1
	vsubpd	%zmm15, %zmm17, %zmm9
	vsubpd	%zmm19, %zmm5, %zmm5
	vsubpd	%zmm20, %zmm6, %zmm6
	vsubpd	%zmm11, %zmm2, %zmm2
	vsubpd	%zmm7, %zmm3, %zmm3
	vaddpd	3648(%rsp), %zmm0, %zmm0
	vaddpd	5312(%rsp), %zmm4, %zmm4
	vaddpd	6720(%rsp), %zmm9, %zmm7
	vaddpd	4096(%rsp), %zmm1, %zmm9
	vaddpd	320(%rsp), %zmm6, %zmm6
	vaddpd	6976(%rsp), %zmm5, %zmm10
	vaddpd	%zmm3, %zmm14, %zmm11
	vaddpd	%zmm2, %zmm18, %zmm12
	vbroadcastsd	.LCPI0_36(%rip), %zmm18
	vmulpd	%zmm18, %zmm22, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm1
	vmulpd	%zmm18, %zmm8, %zmm0
	vaddpd	%zmm4, %zmm0, %zmm0
	vmulpd	%zmm18, %zmm24, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm3
	vmulpd	%zmm18, %zmm23, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm2
	vmulpd	%zmm18, %zmm26, %zmm4
	vaddpd	%zmm6, %zmm4, %zmm5
	vmulpd	%zmm18, %zmm25, %zmm4
	vaddpd	%zmm10, %zmm4, %zmm4
	vmulpd	%zmm18, %zmm31, %zmm6
	vaddpd	%zmm11, %zmm6, %zmm7
	vmulpd	%zmm18, %zmm28, %zmm6
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
	vmovdqa64	%zmm8, 2304(%rsp)
	vpaddq	%zmm17, %zmm9, %zmm9
	vmovdqa64	%zmm9, 1600(%rsp)
	vpaddq	%zmm17, %zmm10, %zmm10
	vmovdqa64	%zmm10, 1408(%rsp)
	vpaddq	%zmm17, %zmm11, %zmm11
	vmovdqa64	%zmm11, 1920(%rsp)
	vpaddq	%zmm17, %zmm12, %zmm12
	vmovdqa64	%zmm12, 1792(%rsp)
	vpaddq	%zmm17, %zmm13, %zmm13
	vmovdqa64	%zmm13, 1472(%rsp)
	vpaddq	%zmm17, %zmm14, %zmm14
	vmovdqa64	%zmm14, 1152(%rsp)
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
	vpandq	%zmm16, %zmm9, %zmm9
	vpandq	%zmm16, %zmm8, %zmm8
	vpandq	%zmm16, %zmm11, %zmm11
	vpandq	%zmm16, %zmm10, %zmm10
	vpandq	%zmm16, %zmm13, %zmm13
	vpandq	%zmm16, %zmm12, %zmm22
	vpandq	%zmm16, %zmm14, %zmm14
	vpandq	%zmm16, %zmm15, %zmm24
	vpbroadcastq	.LCPI0_24(%rip), %zmm12
	vpternlogq	$248, %zmm12, %zmm1, %zmm8
	vpternlogq	$248, %zmm12, %zmm0, %zmm9
	vpternlogq	$248, %zmm12, %zmm3, %zmm10
	vpternlogq	$248, %zmm12, %zmm2, %zmm11
	vpternlogq	$248, %zmm12, %zmm5, %zmm22
	vpternlogq	$248, %zmm12, %zmm4, %zmm13
	vpternlogq	$248, %zmm12, %zmm7, %zmm24
	vpternlogq	$248, %zmm12, %zmm6, %zmm14
	vpbroadcastq	.LCPI0_25(%rip), %zmm27
	vpaddq	%zmm27, %zmm9, %zmm0
	vpaddq	%zmm27, %zmm8, %zmm1
	vpaddq	%zmm27, %zmm11, %zmm2
	vpaddq	%zmm27, %zmm10, %zmm3
	vmovdqa64	%zmm27, %zmm8
	vbroadcastsd	.LCPI0_26(%rip), %zmm9
	vaddpd	%zmm9, %zmm1, %zmm7
	vmovapd	%zmm7, 576(%rsp)
	vaddpd	%zmm9, %zmm0, %zmm6
	vmovapd	%zmm6, 448(%rsp)
	vaddpd	%zmm9, %zmm3, %zmm5
	vmovapd	%zmm5, 320(%rsp)
	vaddpd	%zmm9, %zmm2, %zmm4
	vmovapd	%zmm4, 2688(%rsp)
	vbroadcastsd	.LCPI0_27(%rip), %zmm10
	vaddpd	%zmm10, %zmm6, %zmm0
	vaddpd	%zmm10, %zmm7, %zmm1
	vaddpd	%zmm10, %zmm4, %zmm2
	vaddpd	%zmm10, %zmm5, %zmm3
	vdivpd	%zmm1, %zmm7, %zmm7
	vmovapd	%zmm7, 3520(%rsp)
	vdivpd	%zmm0, %zmm6, %zmm6
	vmovapd	%zmm6, 3328(%rsp)
	vdivpd	%zmm3, %zmm5, %zmm1
	vmovapd	%zmm1, 2816(%rsp)
	vdivpd	%zmm2, %zmm4, %zmm0
	vmovapd	%zmm0, 2880(%rsp)
	vmulpd	%zmm6, %zmm6, %zmm4
	vmovapd	%zmm4, 4160(%rsp)
	vmulpd	%zmm7, %zmm7, %zmm2
	vmovapd	%zmm2, 3264(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm3
	vmovapd	%zmm3, 4480(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 4736(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm4, %zmm4, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm3, %zmm3
	vbroadcastsd	.LCPI0_28(%rip), %zmm17
	vmulpd	%zmm17, %zmm2, %zmm4
	vmulpd	%zmm17, %zmm1, %zmm5
	vmulpd	%zmm17, %zmm3, %zmm6
	vaddpd	%zmm30, %zmm5, %zmm5
	vaddpd	%zmm30, %zmm4, %zmm4
	vaddpd	%zmm30, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm2, %zmm4
	vmulpd	%zmm5, %zmm1, %zmm5
	vmulpd	%zmm6, %zmm3, %zmm6
	vaddpd	%zmm29, %zmm5, %zmm5
	vaddpd	%zmm29, %zmm4, %zmm4
	vaddpd	%zmm29, %zmm6, %zmm6
	vmulpd	%zmm4, %zmm2, %zmm4
	vmovapd	%zmm4, 3648(%rsp)
	vmulpd	%zmm5, %zmm1, %zmm4
	vmovapd	%zmm4, 5248(%rsp)
	vmulpd	%zmm6, %zmm3, %zmm4
	vmovapd	%zmm4, 5312(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm19
	vmulpd	%zmm19, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_32(%rip), %zmm6
	vaddpd	%zmm6, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm4
	vaddpd	%zmm21, %zmm4, %zmm4
	vmulpd	%zmm4, %zmm2, %zmm15
	vmulpd	%zmm19, %zmm1, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm21, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm1
	vmovapd	%zmm1, 4096(%rsp)
	vmulpd	%zmm19, %zmm3, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm21, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm3, %zmm28
	vmulpd	%zmm17, %zmm0, %zmm1
	vaddpd	%zmm30, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm29, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm31
	vmulpd	%zmm19, %zmm0, %zmm1
	vaddpd	%zmm6, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm21, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm12
	vpaddq	%zmm27, %zmm13, %zmm0
	vmovapd	%zmm9, %zmm3
	vaddpd	%zmm9, %zmm0, %zmm11
	vaddpd	%zmm10, %zmm11, %zmm0
	vdivpd	%zmm0, %zmm11, %zmm27
	vmulpd	%zmm27, %zmm27, %zmm7
	vmulpd	%zmm7, %zmm7, %zmm0
	vmulpd	%zmm17, %zmm0, %zmm2
	vaddpd	%zmm30, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm29, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm23
	vmulpd	%zmm19, %zmm0, %zmm2
	vaddpd	%zmm6, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm21, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm9
	vpaddq	%zmm8, %zmm22, %zmm0
	vmovdqa64	%zmm8, %zmm1
	vaddpd	%zmm3, %zmm0, %zmm16
	vmovapd	%zmm3, %zmm13
	vaddpd	%zmm10, %zmm16, %zmm0
	vmovapd	%zmm10, %zmm8
	vdivpd	%zmm0, %zmm16, %zmm20
	vmulpd	%zmm20, %zmm20, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm2
	vmulpd	%zmm17, %zmm2, %zmm3
	vaddpd	%zmm30, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vaddpd	%zmm29, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm10
	vmulpd	%zmm19, %zmm2, %zmm5
	vaddpd	%zmm6, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm5
	vaddpd	%zmm21, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm2, %zmm5
	vpaddq	%zmm1, %zmm14, %zmm2
	vaddpd	%zmm13, %zmm2, %zmm14
	vaddpd	%zmm8, %zmm14, %zmm2
	vdivpd	%zmm2, %zmm14, %zmm22
	vmulpd	%zmm22, %zmm22, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm2
	vmulpd	%zmm17, %zmm2, %zmm26
	vaddpd	%zmm30, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm2, %zmm26
	vaddpd	%zmm29, %zmm26, %zmm26
	vmulpd	%zmm26, %zmm2, %zmm26
	vmulpd	%zmm19, %zmm2, %zmm25
	vaddpd	%zmm6, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm2, %zmm25
	vaddpd	%zmm21, %zmm25, %zmm25
	vmulpd	%zmm25, %zmm2, %zmm25
	vpaddq	%zmm1, %zmm24, %zmm2
	vaddpd	%zmm13, %zmm2, %zmm13
	vaddpd	%zmm8, %zmm13, %zmm2
	vdivpd	%zmm2, %zmm13, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm17, %zmm0, %zmm24
	vaddpd	%zmm30, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vaddpd	%zmm29, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm0, %zmm24
	vmulpd	%zmm19, %zmm0, %zmm19
	vaddpd	%zmm6, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm0, %zmm19
	vaddpd	%zmm21, %zmm19, %zmm19
	vmulpd	%zmm19, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm21
	vaddpd	%zmm21, %zmm15, %zmm15
	vmulpd	4160(%rsp), %zmm15, %zmm15
	vaddpd	3648(%rsp), %zmm15, %zmm15
	vaddpd	4096(%rsp), %zmm21, %zmm17
	vmulpd	3264(%rsp), %zmm17, %zmm17
	vaddpd	5248(%rsp), %zmm17, %zmm17
	vaddpd	%zmm21, %zmm28, %zmm19
	vmulpd	4480(%rsp), %zmm19, %zmm19
	vaddpd	5312(%rsp), %zmm19, %zmm19
	vaddpd	%zmm21, %zmm12, %zmm12
	vmulpd	4736(%rsp), %zmm12, %zmm12
	vaddpd	%zmm12, %zmm31, %zmm12
	vaddpd	%zmm21, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm7, %zmm6
	vaddpd	%zmm6, %zmm23, %zmm6
	vaddpd	%zmm21, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm10, %zmm5
	vaddpd	%zmm21, %zmm25, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm26, %zmm3
	vaddpd	%zmm21, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm24, %zmm7
	vbroadcastsd	.LCPI0_19(%rip), %zmm8
	vmovapd	576(%rsp), %zmm1
	vmulpd	%zmm8, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm4
	vaddpd	%zmm17, %zmm4, %zmm0
	vmulpd	3520(%rsp), %zmm0, %zmm9
	vmovapd	448(%rsp), %zmm1
	vmulpd	%zmm8, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm1
	vmulpd	3328(%rsp), %zmm1, %zmm10
	vmovapd	320(%rsp), %zmm15
	vmulpd	%zmm8, %zmm15, %zmm1
	vmulpd	%zmm1, %zmm15, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm12
	vmulpd	2816(%rsp), %zmm12, %zmm12
	vmovapd	2688(%rsp), %zmm30
	vmulpd	%zmm8, %zmm30, %zmm15
	vmulpd	%zmm15, %zmm30, %zmm15
	vaddpd	%zmm19, %zmm15, %zmm17
	vmulpd	2880(%rsp), %zmm17, %zmm17
	vmulpd	%zmm8, %zmm16, %zmm19
	vmulpd	%zmm19, %zmm16, %zmm19
	vaddpd	%zmm5, %zmm19, %zmm5
	vmulpd	%zmm5, %zmm20, %zmm5
	vmovapd	%zmm11, %zmm29
	vmulpd	%zmm8, %zmm11, %zmm20
	vmulpd	%zmm20, %zmm11, %zmm20
	vaddpd	%zmm6, %zmm20, %zmm6
	vmulpd	%zmm6, %zmm27, %zmm6
	vmulpd	%zmm8, %zmm13, %zmm11
	vmulpd	%zmm11, %zmm13, %zmm11
	vaddpd	%zmm7, %zmm11, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm8, %zmm14, %zmm7
	vmulpd	%zmm7, %zmm14, %zmm7
	vaddpd	%zmm3, %zmm7, %zmm3
	vmulpd	%zmm3, %zmm22, %zmm3
	vpsrlq	$20, 2304(%rsp), %zmm8
	vpbroadcastq	.LCPI0_22(%rip), %zmm27
	vpaddq	%zmm27, %zmm8, %zmm8
	vcvtqq2pd	%zmm8, %zmm8
	vbroadcastsd	.LCPI0_35(%rip), %zmm21
	vmulpd	%zmm21, %zmm8, %zmm22
	vaddpd	%zmm9, %zmm22, %zmm9
	vpsrlq	$20, 1600(%rsp), %zmm22
	vpaddq	%zmm27, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm21, %zmm22, %zmm23
	vaddpd	%zmm10, %zmm23, %zmm10
	vpsrlq	$20, 1408(%rsp), %zmm23
	vpaddq	%zmm27, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm21, %zmm23, %zmm24
	vaddpd	%zmm12, %zmm24, %zmm12
	vpsrlq	$20, 1920(%rsp), %zmm24
	vpaddq	%zmm27, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm21, %zmm24, %zmm25
	vaddpd	%zmm17, %zmm25, %zmm17
	vpsrlq	$20, 1792(%rsp), %zmm25
	vpaddq	%zmm27, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm21, %zmm25, %zmm26
	vaddpd	%zmm5, %zmm26, %zmm5
	vpsrlq	$20, 1472(%rsp), %zmm26
	vpaddq	%zmm27, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm21, %zmm26, %zmm28
	vaddpd	%zmm6, %zmm28, %zmm6
	vpsrlq	$20, 1152(%rsp), %zmm28
	vpaddq	%zmm27, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm21, %zmm28, %zmm31
	vaddpd	%zmm2, %zmm31, %zmm2
	vpsrlq	$20, 1216(%rsp), %zmm31
	vpaddq	%zmm27, %zmm31, %zmm31
	vcvtqq2pd	%zmm31, %zmm31
	vmulpd	%zmm21, %zmm31, %zmm27
	vaddpd	%zmm3, %zmm27, %zmm3
	vsubpd	%zmm4, %zmm9, %zmm4
	vsubpd	%zmm0, %zmm10, %zmm0
	vsubpd	%zmm1, %zmm12, %zmm1
	vsubpd	%zmm15, %zmm17, %zmm9
	vsubpd	%zmm19, %zmm5, %zmm5
	vsubpd	%zmm20, %zmm6, %zmm6
	vsubpd	%zmm11, %zmm2, %zmm2
	vsubpd	%zmm7, %zmm3, %zmm3
	vaddpd	448(%rsp), %zmm0, %zmm0
	vaddpd	576(%rsp), %zmm4, %zmm4
	vaddpd	%zmm9, %zmm30, %zmm7
	vaddpd	320(%rsp), %zmm1, %zmm1
	vaddpd	%zmm6, %zmm29, %zmm6
	vaddpd	%zmm5, %zmm16, %zmm5
	vaddpd	%zmm3, %zmm14, %zmm3
	vaddpd	%zmm2, %zmm13, %zmm2
	vmulpd	%zmm18, %zmm22, %zmm9
	vaddpd	%zmm0, %zmm9, %zmm0
	vmulpd	%zmm18, %zmm8, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm18, %zmm24, %zmm8
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm18, %zmm23, %zmm8
	vaddpd	%zmm1, %zmm8, %zmm1
	vmulpd	%zmm18, %zmm26, %zmm8
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm18, %zmm25, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm18, %zmm31, %zmm8
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm18, %zmm28, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm0, %zmm0
	vcvtpd2ps	%zmm7, %ymm4
	vcvtpd2ps	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm4, %zmm1
	vcvtpd2ps	%zmm6, %ymm4
	vcvtpd2ps	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpbroadcastd	.LCPI0_38(%rip), %zmm5
	vpxord	%zmm5, %zmm0, %zmm0
	vmovdqu64	%zmm0, 13504(%rsp,%rax,4)
	vpxord	%zmm5, %zmm1, %zmm0
	vmovdqu64	%zmm0, 13568(%rsp,%rax,4)
	vpxord	%zmm5, %zmm4, %zmm0
	vmovdqu64	%zmm0, 13632(%rsp,%rax,4)
	vcvtpd2ps	%zmm3, %ymm0
	vcvtpd2ps	%zmm2, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vpxord	%zmm5, %zmm0, %zmm0
	vmovdqu64	%zmm0, 13696(%rsp,%rax,4)
	addq	$64, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_941
	movq	816(%rsp), %rax
	movq	%rax, 4032(%rsp)
	movq	%rbx, 5696(%rsp)
	cmpq	%rcx, 2368(%rsp)
	vmovdqa64	.LCPI0_9(%rip), %zmm20
	vmovsd	.LCPI0_28(%rip), %xmm27
	vbroadcastsd	.LCPI0_19(%rip), %zmm30
	vbroadcastsd	.LCPI0_20(%rip), %zmm28
	vpbroadcastq	.LCPI0_21(%rip), %zmm12
	vpbroadcastq	.LCPI0_23(%rip), %zmm13
	vpbroadcastq	.LCPI0_24(%rip), %zmm14
	vpbroadcastq	.LCPI0_25(%rip), %zmm19
	vpbroadcastq	.LCPI0_27(%rip), %zmm17
	vbroadcastsd	.LCPI0_30(%rip), %zmm21
	vbroadcastsd	.LCPI0_33(%rip), %zmm11
	vbroadcastsd	.LCPI0_36(%rip), %zmm29
	vpbroadcastq	.LCPI0_29(%rip), %zmm22
	je	.LBB0_950
	movq	2288(%rsp), %rax
	movq	%rax, %rcx
	testb	$56, 2368(%rsp)
	je	.LBB0_947
.LBB0_944:
	vbroadcastsd	.LCPI0_26(%rip), %zmm8
	vbroadcastsd	.LCPI0_31(%rip), %zmm9
	vbroadcastsd	.LCPI0_32(%rip), %zmm10
	vbroadcastsd	.LCPI0_28(%rip), %zmm16
	vmovdqa64	%zmm22, %zmm15
	vmovdqa64	%zmm17, %zmm22
	vpbroadcastd	.LCPI0_38(%rip), %ymm17
	vpbroadcastq	.LCPI0_22(%rip), %zmm23
	vbroadcastsd	.LCPI0_35(%rip), %zmm24
	vpbroadcastq	.LCPI0_39(%rip), %zmm25
	vbroadcastsd	.LCPI0_34(%rip), %zmm26
	movq	3504(%rsp), %rdx
	.p2align	4
.LBB0_945:
	vcvtudq2pd	13504(%rsp,%rcx,4), %zmm0
	vaddpd	%zmm30, %zmm0, %zmm0
	vmulpd	%zmm28, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpaddq	%zmm12, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm23, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm13, %zmm1, %zmm1
	vpternlogq	$248, %zmm14, %zmm0, %zmm1
	vpaddq	%zmm19, %zmm1, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm30, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm22, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm16, %zmm5, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm21, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm9, %zmm5, %zmm7
	vaddpd	%zmm10, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm26, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm24, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpxorq	%zmm25, %zmm1, %zmm1
	vpaddq	%zmm12, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm23, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm13, %zmm1, %zmm1
	vpternlogq	$248, %zmm14, %zmm0, %zmm1
	vpaddq	%zmm19, %zmm1, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm30, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm22, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm16, %zmm5, %zmm6
	vaddpd	%zmm15, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm21, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm9, %zmm5, %zmm7
	vaddpd	%zmm10, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm26, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm24, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm29, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vpxord	%ymm17, %ymm0, %ymm0
	vmovdqu	%ymm0, 13504(%rsp,%rcx,4)
	addq	$8, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_945
	movq	816(%rsp), %rax
	movq	%rax, 4032(%rsp)
	movq	%rbx, 5696(%rsp)
	movq	%rdx, %rax
	cmpq	%rdx, 2368(%rsp)
	je	.LBB0_950
.LBB0_947:
	movabsq	$4503595332403200, %r15
	vmovsd	.LCPI0_19(%rip), %xmm7
	vmovsd	.LCPI0_20(%rip), %xmm8
	vmovsd	.LCPI0_26(%rip), %xmm9
	vmovsd	.LCPI0_27(%rip), %xmm10
	vmovsd	.LCPI0_29(%rip), %xmm11
	vmovsd	.LCPI0_30(%rip), %xmm12
	vmovsd	.LCPI0_31(%rip), %xmm13
	vmovsd	.LCPI0_32(%rip), %xmm14
	vmovsd	.LCPI0_33(%rip), %xmm15
	vbroadcastss	.LCPI0_38(%rip), %xmm22
	vmovapd	.LCPI0_41(%rip), %xmm17
	vmovsd	.LCPI0_34(%rip), %xmm19
	vmovsd	.LCPI0_35(%rip), %xmm21
	vmovsd	.LCPI0_36(%rip), %xmm23
	vmovddup	.LCPI0_28(%rip), %xmm24
	vmovapd	.LCPI0_42(%rip), %xmm25
	movq	2368(%rsp), %r9
	.p2align	4
.LBB0_948:
	vpxord	%xmm26, %xmm26, %xmm26
	vcvtusi2sdl	13504(%rsp,%rax,4), %xmm26, %xmm0
	vaddsd	%xmm7, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm8, %xmm0
	vmovq	%xmm0, %rcx
	movl	%ecx, %edx
	movq	%rcx, %r10
	shrq	$32, %r10
	addq	$614242, %r10
	movq	%r10, %rcx
	shrq	$20, %rcx
	addq	$-1023, %rcx
	shlq	$32, %r10
	andq	%r15, %r10
	addq	%rsi, %r10
	orq	%r10, %rdx
	vmovq	%rdx, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm7, %xmm0, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm0, %xmm10, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm27, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm11, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm12, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vmulsd	%xmm4, %xmm13, %xmm6
	vaddsd	%xmm6, %xmm14, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm6
	vaddsd	%xmm6, %xmm15, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm4
	vaddsd	%xmm19, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vaddsd	%xmm3, %xmm5, %xmm3
	vcvtsi2sd	%rcx, %xmm31, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm21, %xmm4, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm23, %xmm4, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vmovq	%xmm0, %rcx
	xorq	%r8, %rcx
	movl	%ecx, %edx
	movq	%rcx, %r10
	shrq	$32, %r10
	addq	$614242, %r10
	movq	%r10, %rcx
	shrq	$20, %rcx
	addq	$-1023, %rcx
	shlq	$32, %r10
	andq	%r15, %r10
	addq	%rsi, %r10
	orq	%r10, %rdx
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
	vunpcklpd	%xmm5, %xmm24, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm17, %xmm5, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm25, %xmm5, %xmm5
	vunpcklpd	%xmm3, %xmm4, %xmm3
	vmulpd	%xmm5, %xmm3, %xmm3
	vshufpd	$1, %xmm3, %xmm3, %xmm4
	vaddsd	%xmm4, %xmm3, %xmm3
	vcvtsi2sd	%rcx, %xmm31, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm21, %xmm4, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm23, %xmm4, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vxorps	%xmm22, %xmm0, %xmm0
	vmovss	%xmm0, 13504(%rsp,%rax,4)
	incq	%rax
	cmpq	%r9, %rax
	jb	.LBB0_948
	movq	816(%rsp), %rax
	movq	%rax, 4032(%rsp)
	movq	%rbx, 5696(%rsp)
	movq	200(%rsp), %r10
	movq	2176(%rsp), %r9
.LBB0_950:
	movq	%rbx, %rax
	subq	5696(%rsp), %rax
	imulq	%r10, %rax
	leaq	(%rsp,%rax,4), %rax
	addq	$13504, %rax
	movq	280(%rsp), %r8
	leaq	(%rax,%r8,4), %rax
	vmovapd	3200(%rsp), %zmm21
.LBB0_951:
	movq	312(%rsp), %rsi
.LBB0_952:
	movq	6272(%rsp), %rcx
	subq	%r8, %rcx
	andq	$-32, %rcx
	addq	%r8, %rcx
	movq	%r8, %rdx
	cmpq	%rcx, %r8
	vbroadcastss	.LCPI0_0(%rip), %zmm24
	vxorps	%xmm22, %xmm22, %xmm22
	vmovdqa64	832(%rsp), %zmm23
	vmovaps	1664(%rsp), %zmm31
	vmovdqa64	2752(%rsp), %zmm27
	vmovaps	7360(%rsp), %zmm29
	vmovaps	3136(%rsp), %zmm30
	vmovaps	7296(%rsp), %zmm25
	jae	.LBB0_954
	.p2align	4
.LBB0_953:
	vpbroadcastq	%rdx, %zmm1
	vporq	%zmm20, %zmm1, %zmm0
	vmovdqa64	%zmm0, 448(%rsp)
	vporq	.LCPI0_10(%rip), %zmm1, %zmm2
	vmovdqa64	%zmm2, 320(%rsp)
	vmovups	(%r14,%rdx,4), %zmm3
	vporq	.LCPI0_356(%rip), %zmm1, %zmm6
	vmovdqa64	%zmm6, 832(%rsp)
	vporq	.LCPI0_357(%rip), %zmm1, %zmm5
	vmovdqa64	%zmm5, 576(%rsp)
	vmovups	64(%r14,%rdx,4), %zmm4
	vcvtuqq2ps	%zmm2, %ymm8
	vmulps	%zmm3, %zmm21, %zmm1
	vmovaps	%zmm1, 1664(%rsp)
	vmulps	%zmm4, %zmm21, %zmm7
	vcvtuqq2ps	%zmm0, %ymm9
	vcvtuqq2ps	%zmm5, %ymm10
	vinsertf64x4	$1, %ymm9, %zmm8, %zmm8
	vcvtuqq2ps	%zmm6, %ymm9
	vinsertf64x4	$1, %ymm9, %zmm10, %zmm9
	vcmpltps	%zmm3, %zmm25, %k3
	vcmpltps	%zmm4, %zmm25, %k2
	vmovaps	%zmm24, %zmm10 {%k3} {z}
	vcmpeqps	%zmm25, %zmm3, %k4
	vcmpeqps	%zmm25, %zmm4, %k3
	vmovaps	2112(%rsp), %zmm4
	vcmpleps	%zmm4, %zmm8, %k4 {%k4}
	vmovaps	%zmm24, %zmm3 {%k4} {z}
	vmovaps	1728(%rsp), %zmm0
	vsubps	%zmm0, %zmm1, %zmm5
	vmaxps	%zmm10, %zmm3, %zmm10
	vsubps	%zmm0, %zmm7, %zmm6
	vbroadcastss	.LCPI0_358(%rip), %zmm12
	vmaxps	%zmm5, %zmm12, %zmm11
	vmaxps	%zmm6, %zmm12, %zmm12
	vbroadcastss	.LCPI0_359(%rip), %zmm0
	vminps	%zmm11, %zmm0, %zmm13
	vminps	%zmm12, %zmm0, %zmm12
	vbroadcastss	.LCPI0_360(%rip), %zmm0
	vmulps	%zmm0, %zmm13, %zmm11
	vmulps	%zmm0, %zmm12, %zmm14
	vbroadcastss	.LCPI0_361(%rip), %zmm0
	vaddps	%zmm0, %zmm11, %zmm15
	vaddps	%zmm0, %zmm14, %zmm11
	vbroadcastss	.LCPI0_362(%rip), %zmm0
	vaddps	%zmm0, %zmm15, %zmm14
	vaddps	%zmm0, %zmm11, %zmm16
	vbroadcastss	.LCPI0_384(%rip), %zmm0
	vmulps	%zmm0, %zmm14, %zmm17
	vmulps	%zmm0, %zmm16, %zmm18
	vsubps	%zmm17, %zmm13, %zmm13
	vsubps	%zmm18, %zmm12, %zmm12
	vbroadcastss	.LCPI0_364(%rip), %zmm0
	vmulps	%zmm0, %zmm14, %zmm14
	vmulps	%zmm0, %zmm16, %zmm16
	vsubps	%zmm14, %zmm13, %zmm17
	vsubps	%zmm16, %zmm12, %zmm18
	vmulps	%zmm17, %zmm17, %zmm19
	vmovdqa64	%zmm20, %zmm26
	vmulps	%zmm18, %zmm18, %zmm20
	vbroadcastss	.LCPI0_365(%rip), %zmm2
	vmulps	%zmm2, %zmm19, %zmm21
	vbroadcastss	.LCPI0_366(%rip), %zmm3
	vaddps	%zmm3, %zmm21, %zmm21
	vmulps	%zmm21, %zmm19, %zmm21
	vbroadcastss	.LCPI0_367(%rip), %zmm1
	vaddps	%zmm1, %zmm21, %zmm21
	vmulps	%zmm21, %zmm19, %zmm21
	vbroadcastss	.LCPI0_368(%rip), %zmm28
	vaddps	%zmm28, %zmm21, %zmm21
	vmulps	%zmm21, %zmm19, %zmm21
	vbroadcastss	.LCPI0_369(%rip), %zmm0
	vaddps	%zmm0, %zmm21, %zmm21
	vmulps	%zmm21, %zmm19, %zmm19
	vmulps	%zmm2, %zmm20, %zmm21
	vaddps	%zmm3, %zmm21, %zmm21
	vmulps	%zmm21, %zmm20, %zmm21
	vaddps	%zmm1, %zmm21, %zmm21
	vmulps	%zmm21, %zmm20, %zmm21
	vaddps	%zmm28, %zmm21, %zmm21
	vmulps	%zmm21, %zmm20, %zmm21
	vaddps	%zmm0, %zmm21, %zmm21
	vmulps	%zmm21, %zmm20, %zmm20
	vsubps	%zmm19, %zmm17, %zmm19
	vmulps	%zmm19, %zmm17, %zmm17
	vbroadcastss	.LCPI0_370(%rip), %zmm0
	vsubps	%zmm19, %zmm0, %zmm19
	vdivps	%zmm19, %zmm17, %zmm17
	vmovaps	%zmm24, %zmm19 {%k2} {z}
	vsubps	%zmm20, %zmm18, %zmm20
	vcmpleps	%zmm4, %zmm9, %k2 {%k3}
	vmulps	%zmm20, %zmm18, %zmm18
	vsubps	%zmm20, %zmm0, %zmm20
	vdivps	%zmm20, %zmm18, %zmm18
	vmovaps	%zmm24, %zmm20 {%k2} {z}
	vmaxps	%zmm19, %zmm20, %zmm19
	vmovdqa64	%zmm26, %zmm20
	vsubps	%zmm17, %zmm14, %zmm14
	vsubps	%zmm18, %zmm16, %zmm16
	vsubps	%zmm14, %zmm13, %zmm13
	vsubps	%zmm16, %zmm12, %zmm12
	vmovaps	3200(%rsp), %zmm21
	vaddps	%zmm24, %zmm13, %zmm13
	vpbroadcastd	.LCPI0_371(%rip), %zmm0
	vpaddd	%zmm0, %zmm15, %zmm14
	vpsrld	$1, %zmm14, %zmm14
	vpsubd	%zmm14, %zmm15, %zmm15
	vpslld	$23, %zmm14, %zmm14
	vpbroadcastd	.LCPI0_2(%rip), %zmm1
	vpaddd	%zmm1, %zmm14, %zmm14
	vaddps	%zmm24, %zmm12, %zmm12
	vmulps	%zmm14, %zmm13, %zmm13
	vpaddd	%zmm0, %zmm11, %zmm14
	vpsrld	$1, %zmm14, %zmm14
	vpsubd	%zmm14, %zmm11, %zmm11
	vpslld	$23, %zmm14, %zmm14
	vpaddd	%zmm1, %zmm14, %zmm14
	vmulps	%zmm14, %zmm12, %zmm12
	vpslld	$23, %zmm15, %zmm14
	vpbroadcastd	.LCPI0_5(%rip), %zmm0
	vpaddd	%zmm0, %zmm14, %zmm14
	vmulps	%zmm14, %zmm13, %zmm13
	vpslld	$23, %zmm11, %zmm11
	vpaddd	%zmm0, %zmm11, %zmm11
	vmulps	%zmm11, %zmm12, %zmm11
	vcmpunordps	%zmm22, %zmm5, %k2
	vbroadcastss	.LCPI0_372(%rip), %zmm1
	vmovaps	%zmm1, %zmm13 {%k2}
	vmovaps	1344(%rsp), %zmm0
	vdivps	%zmm0, %zmm13, %zmm4
	vcmpunordps	%zmm22, %zmm6, %k2
	vmovaps	%zmm1, %zmm11 {%k2}
	vdivps	%zmm0, %zmm11, %zmm3
	vcmpneqps	%zmm22, %zmm10, %k2
	vcmpneqps	%zmm22, %zmm19, %k3
	vbroadcastss	.LCPI0_4(%rip), %zmm0
	vmovaps	%zmm0, %zmm11
	vaddps	%zmm22, %zmm4, %zmm11 {%k2}
	vmovaps	%zmm0, %zmm4
	vaddps	%zmm22, %zmm3, %zmm4 {%k3}
	vcmpltps	%zmm11, %zmm29, %k2
	vcmpeqps	%zmm29, %zmm11, %k3
	vcmpltps	%zmm4, %zmm29, %k4
	vcmpeqps	%zmm29, %zmm4, %k5
	vmovaps	%zmm24, %zmm3 {%k2} {z}
	vmovaps	1024(%rsp), %zmm0
	vcmpleps	%zmm0, %zmm8, %k2 {%k3}
	vmovaps	%zmm24, %zmm4 {%k4} {z}
	vcmpleps	%zmm0, %zmm9, %k3 {%k5}
	vmovaps	%zmm24, %zmm8 {%k2} {z}
	vmaxps	%zmm3, %zmm8, %zmm3
	vmovaps	%zmm24, %zmm8 {%k3} {z}
	vmaxps	%zmm4, %zmm8, %zmm4
	vmulps	%zmm3, %zmm10, %zmm3
	vmulps	%zmm4, %zmm19, %zmm4
	vcmpneqps	%zmm22, %zmm3, %k2
	movq	%rdx, %r10
	subq	%r8, %r10
	vcmpneqps	%zmm22, %zmm4, %k3
	vbroadcastss	.LCPI0_2(%rip), %zmm4
	vmovaps	%zmm4, %zmm3
	vmovaps	1664(%rsp), %zmm0
	vaddps	(%rax,%r10,4), %zmm0, %zmm3 {%k2}
	vaddps	64(%rax,%r10,4), %zmm7, %zmm4 {%k3}
	vmovdqa64	320(%rsp), %zmm0
	vpmovqd	%zmm0, %ymm5
	vmovdqa64	448(%rsp), %zmm0
	vpmovqd	%zmm0, %ymm2
	vcmpltps	%zmm3, %zmm31, %k0
	vcmpordps	%zmm22, %zmm31, %k2
	vcmpunordps	%zmm22, %zmm3, %k2 {%k2}
	korw	%k2, %k0, %k2
	vinserti32x8	$1, %ymm2, %zmm5, %zmm23 {%k2}
	vmovdqa64	576(%rsp), %zmm0
	vpmovqd	%zmm0, %ymm1
	vcmpltps	%zmm4, %zmm30, %k0
	vcmpordps	%zmm22, %zmm30, %k3
	vcmpunordps	%zmm22, %zmm4, %k3 {%k3}
	vmovdqa64	832(%rsp), %zmm0
	vpmovqd	%zmm0, %ymm0
	korw	%k3, %k0, %k3
	vinserti32x8	$1, %ymm0, %zmm1, %zmm27 {%k3}
	vmovaps	%zmm3, %zmm31 {%k2}
	vmovaps	%zmm4, %zmm30 {%k3}
	addq	$32, %rdx
	cmpq	%rcx, %rdx
	jb	.LBB0_953
.LBB0_954:
	movq	%rbx, %r8
	vmovaps	%zmm30, 3136(%rsp)
	vmovdqa64	%zmm27, 2752(%rsp)
	vmovaps	%zmm31, 1664(%rsp)
	vmovdqa64	%zmm23, 832(%rsp)
	cmpq	6272(%rsp), %rcx
	jae	.LBB0_890
	movq	%r9, %r15
	andq	$-32, %rdi
	vmovss	.LCPI0_2(%rip), %xmm7
	vmovss	.LCPI0_358(%rip), %xmm21
	vmovss	.LCPI0_359(%rip), %xmm23
	vmovss	.LCPI0_360(%rip), %xmm20
	vmovss	.LCPI0_361(%rip), %xmm9
	vmovss	.LCPI0_362(%rip), %xmm10
	vmovss	.LCPI0_363(%rip), %xmm11
	vmovss	.LCPI0_364(%rip), %xmm12
	vmovss	.LCPI0_365(%rip), %xmm13
	vmovss	.LCPI0_366(%rip), %xmm14
	vmovss	.LCPI0_367(%rip), %xmm15
	vmovss	.LCPI0_368(%rip), %xmm16
	vmovss	.LCPI0_369(%rip), %xmm17
	vmovss	.LCPI0_370(%rip), %xmm18
	vmovss	.LCPI0_4(%rip), %xmm19
	vmovaps	2048(%rsp), %xmm22
	vmovss	.LCPI0_0(%rip), %xmm26
	vxorps	%xmm29, %xmm29, %xmm29
	vmovaps	432(%rsp), %xmm28
	vmovaps	3392(%rsp), %xmm25
	vmovaps	688(%rsp), %xmm24
	vmovaps	1120(%rsp), %xmm27
	vmovaps	5632(%rsp), %xmm30
	vmovaps	7168(%rsp), %xmm31
	vmovaps	5872(%rsp), %xmm8
	movq	6784(%rsp), %rbx
	movq	280(%rsp), %r9
	movq	6272(%rsp), %r13
	.p2align	4
.LBB0_956:
	vmovss	(%rbx,%rdi,4), %xmm1
	vmulss	%xmm1, %xmm22, %xmm0
	vcmpltss	%xmm1, %xmm25, %k2
	vcmpeqss	%xmm25, %xmm1, %k0
	vsubss	%xmm24, %xmm0, %xmm1
	vmaxss	%xmm1, %xmm21, %xmm2
	vminss	%xmm2, %xmm23, %xmm2
	vmulss	%xmm20, %xmm2, %xmm3
	vaddss	%xmm3, %xmm9, %xmm3
	vaddss	%xmm3, %xmm10, %xmm4
	vmovd	%xmm3, %edx
	vmulss	%xmm4, %xmm11, %xmm3
	vaddss	%xmm3, %xmm2, %xmm2
	vmulss	%xmm4, %xmm12, %xmm3
	vsubss	%xmm3, %xmm2, %xmm4
	vmulss	%xmm4, %xmm4, %xmm5
	vmulss	%xmm5, %xmm13, %xmm6
	vaddss	%xmm6, %xmm14, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm6, %xmm15, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm16, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm6
	vaddss	%xmm17, %xmm6, %xmm6
	vmulss	%xmm6, %xmm5, %xmm5
	vsubss	%xmm5, %xmm4, %xmm5
	vmulss	%xmm5, %xmm4, %xmm4
	vsubss	%xmm5, %xmm18, %xmm5
	vdivss	%xmm5, %xmm4, %xmm4
	leaq	(%r9,%rdi), %rcx
	vsubss	%xmm4, %xmm3, %xmm3
	vcvtusi2ss	%rcx, %xmm7, %xmm4
	vsubss	%xmm3, %xmm2, %xmm2
	vaddss	%xmm26, %xmm2, %xmm2
	leal	-1262485248(%rdx), %r10d
	shrl	%r10d
	subl	%r10d, %edx
	shll	$23, %edx
	shll	$23, %r10d
	addl	$-8388608, %r10d
	addl	$2139095040, %edx
	vmovd	%r10d, %xmm3
	vmulss	%xmm3, %xmm2, %xmm2
	vmovd	%edx, %xmm3
	vmulss	%xmm3, %xmm2, %xmm2
	vmovss	%xmm26, %xmm26, %xmm3 {%k2} {z}
	vcmpless	%xmm28, %xmm4, %k2
	kandw	%k2, %k0, %k2
	vcmpunordss	%xmm1, %xmm1, %k3
	vmovss	%xmm26, %xmm26, %xmm1 {%k2} {z}
	vmovss	.LCPI0_372(%rip), %xmm2 {%k3}
	vmaxss	%xmm3, %xmm1, %xmm1
	vdivss	%xmm27, %xmm2, %xmm2
	vaddss	%xmm29, %xmm2, %xmm2
	vcmpneqss	%xmm29, %xmm1, %k2
	vmovaps	%xmm19, %xmm3
	vmovss	%xmm2, %xmm3, %xmm3 {%k2}
	vcmpltss	%xmm3, %xmm31, %k2
	vcmpeqss	%xmm31, %xmm3, %k0
	vmovss	%xmm26, %xmm26, %xmm2 {%k2} {z}
	vcmpless	%xmm8, %xmm4, %k2
	kandw	%k2, %k0, %k2
	vmovss	%xmm26, %xmm26, %xmm3 {%k2} {z}
	vmaxss	%xmm2, %xmm3, %xmm2
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	(%rax,%rdi,4), %xmm0, %xmm0
	vcmpneqss	%xmm29, %xmm1, %k2
	vmovaps	%xmm7, %xmm1
	vmovss	%xmm0, %xmm1, %xmm1 {%k2}
	vucomiss	%xmm30, %xmm1
	seta	%dl
	vcmpunordss	%xmm29, %xmm1, %k0
	vcmpordss	%xmm29, %xmm30, %k2
	kandw	%k0, %k2, %k0
	kmovd	%k0, %r10d
	orb	%dl, %r10b
	andb	$1, %r10b
	kmovd	%r10d, %k2
	vmovss	%xmm1, %xmm30, %xmm30 {%k2}
	cmovneq	%rcx, %rsi
	leaq	(%r9,%rdi), %rcx
	incq	%rcx
	incq	%rdi
	cmpq	%r13, %rcx
	jb	.LBB0_956
	jmp	.LBB0_891
.LBB0_957:
	movq	1536(%rsp), %rax
	movq	1280(%rsp), %rbx
	jmp	.LBB0_951
.LBB0_958:
	movq	1536(%rsp), %rax
	movq	1280(%rsp), %rbx
	vmovapd	3200(%rsp), %zmm21
	vmovdqa64	.LCPI0_9(%rip), %zmm20
	jmp	.LBB0_951
.LBB0_959:
	addq	280(%rsp), %rax
	movq	%rax, %rcx
	movq	208(%rsp), %rbx
	movl	$3528531795, %r13d
	movl	1984(%rsp), %r15d
	movq	3048(%rsp), %rsi
	movq	824(%rsp), %r11
	movq	5184(%rsp), %r12
	movq	6144(%rsp), %r8
	jmp	.LBB0_913
.LBB0_960:
	addq	%r8, %rax
	movq	%rax, %rcx
	vmovdqa64	.LCPI0_9(%rip), %zmm20
	vmovsd	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_20(%rip), %xmm23
	vmovsd	.LCPI0_26(%rip), %xmm10
	vmovsd	.LCPI0_27(%rip), %xmm11
	vmovsd	.LCPI0_28(%rip), %xmm25
	vmovsd	.LCPI0_29(%rip), %xmm26
	vmovsd	.LCPI0_30(%rip), %xmm14
	vmovsd	.LCPI0_31(%rip), %xmm15
	vmovsd	.LCPI0_32(%rip), %xmm17
	vmovsd	.LCPI0_33(%rip), %xmm18
	vmovddup	.LCPI0_28(%rip), %xmm24
	vmovapd	.LCPI0_41(%rip), %xmm27
	vmovapd	3200(%rsp), %zmm21
	jmp	.LBB0_925
	.p2align	4
.LBB0_961:
	vmovaps	%xmm28, %xmm12
	vmovaps	%xmm1, 3776(%rsp)
	cmpq	$31, %r10
	jbe	.LBB0_963
	vcmpunordps	%zmm24, %zmm14, %k0
	vcmpordps	%zmm24, %zmm11, %k2
	vpcmpltud	%zmm8, %zmm13, %k3
	vcmpltps	%zmm14, %zmm11, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%zmm11, %zmm14, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandw	%k0, %k2, %k2
	kandnw	%k3, %k0, %k0
	korw	%k0, %k2, %k2
	vmovaps	%zmm14, %zmm11 {%k2}
	vmovdqa32	%zmm13, %zmm8 {%k2}
	vextractf64x4	$1, %zmm11, %ymm0
	vextracti64x4	$1, %zmm8, %ymm1
	vxorps	%xmm4, %xmm4, %xmm4
	vcmpunordps	%ymm4, %ymm0, %k0
	vcmpordps	%ymm4, %ymm11, %k2
	vpcmpltud	%ymm8, %ymm1, %k3
	vcmpltps	%ymm0, %ymm11, %k4
	korb	%k3, %k2, %k2
	vcmpeqps	%ymm11, %ymm0, %k3 {%k3}
	korb	%k3, %k4, %k3
	kandnb	%k3, %k0, %k3
	kandb	%k0, %k2, %k0
	korb	%k3, %k0, %k2
	vblendmps	%ymm0, %ymm11, %ymm0 {%k2}
	vpblendmd	%ymm1, %ymm8, %ymm1 {%k2}
	vextractf128	$1, %ymm0, %xmm6
	vxorps	%xmm4, %xmm4, %xmm4
	vextracti128	$1, %ymm1, %xmm5
	vcmpunordps	%xmm4, %xmm6, %k0
	vcmpordps	%xmm4, %xmm0, %k2
	vpcmpltud	%xmm1, %xmm5, %k3
	vcmpltps	%xmm6, %xmm0, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%xmm0, %xmm6, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vblendmps	%xmm6, %xmm0, %xmm0 {%k2}
	vpblendmd	%xmm5, %xmm1, %xmm1 {%k2}
	vshufpd	$1, %xmm0, %xmm0, %xmm6
	vpshufd	$238, %xmm1, %xmm5
	vcmpunordps	%xmm4, %xmm6, %k0
	vcmpordps	%xmm4, %xmm0, %k2
	vbroadcastss	.LCPI0_377(%rip), %xmm4
	vpcmpltud	%xmm1, %xmm5, %k3
	vcmpltps	%xmm6, %xmm0, %k4
	vcmpeqps	%xmm0, %xmm6, %k5
	korw	%k3, %k2, %k2
	kandw	%k3, %k5, %k3
	korw	%k3, %k4, %k3
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k2
	vmovaps	%xmm6, %xmm0 {%k2}
	vmovdqa32	%xmm5, %xmm1 {%k2}
	vmovd	%xmm1, %eax
	vmovshdup	%xmm0, %xmm5
	vpextrd	$1, %xmm1, %ecx
	vucomiss	%xmm5, %xmm5
	setp	%dl
	kmovd	%edx, %k0
	vucomiss	%xmm0, %xmm0
	setnp	%dl
	cmpl	%eax, %ecx
	setb	%dil
	vucomiss	%xmm0, %xmm5
	seta	%bl
	setnp	%r9b
	sete	%r10b
	andb	%r9b, %r10b
	orb	%dil, %dl
	kmovd	%edx, %k2
	andb	%dil, %r10b
	orb	%bl, %r10b
	kmovd	%r10d, %k3
	movq	200(%rsp), %r10
	kandnw	%k3, %k0, %k3
	kandw	%k0, %k2, %k0
	korw	%k3, %k0, %k0
	kmovd	%k0, %edx
	andb	$1, %dl
	kmovd	%edx, %k2
	vmovss	%xmm5, %xmm0, %xmm0 {%k2}
	cmovnel	%ecx, %eax
	vucomiss	%xmm0, %xmm0
	setnp	%cl
	cmpq	%rax, %rsi
	setb	%dl
	vmovaps	5632(%rsp), %xmm1
	vucomiss	%xmm0, %xmm1
	seta	%dil
	setnp	%bl
	sete	%r9b
	andb	%bl, %r9b
	orb	%dl, %cl
	andb	%dl, %r9b
	orb	%dil, %r9b
	vucomiss	%xmm1, %xmm1
	movzbl	%cl, %ecx
	movzbl	%r9b, %edx
	movq	2176(%rsp), %r9
	cmovpl	%ecx, %edx
	testb	%dl, %dl
	cmoveq	%rax, %rsi
	jmp	.LBB0_964
	.p2align	4
.LBB0_475:
	testl	%edi, %edi
	je	.LBB0_489
	movq	%rbx, %r8
	cmpl	$1, %edi
	vpxord	%xmm24, %xmm24, %xmm24
	vpbroadcastq	.LCPI0_27(%rip), %zmm17
	vmovdqa64	.LCPI0_9(%rip), %zmm20
	movq	1280(%rsp), %rbx
	je	.LBB0_488
	cmpl	$3, %edi
	vpbroadcastq	.LCPI0_23(%rip), %zmm23
	jne	.LBB0_490
	testq	%r10, %r10
	vmovaps	%zmm13, %zmm15
	je	.LBB0_506
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	vpxor	%xmm1, %xmm1, %xmm1
	jmp	.LBB0_482
	.p2align	4
.LBB0_480:
	xorl	%r8d, %r8d
	movq	%rcx, %rax
.LBB0_481:
	vmovss	%xmm0, 11712(%rsp,%rax,4)
	movq	%r8, 20160(%rsp,%rax,8)
	leaq	1(%rax), %rcx
	incq	%rdx
	cmpq	%r10, %rdx
	je	.LBB0_504
.LBB0_482:
	xorl	%eax, %eax
	movq	1536(%rsp), %rsi
	vmovss	(%rsi,%rdx,4), %xmm0
	testq	%rcx, %rcx
	setne	%sil
	je	.LBB0_480
	movb	%sil, %al
	movq	%rcx, %rsi
	subq	%rax, %rsi
	cmpq	$0, 20160(%rsp,%rsi,8)
	jne	.LBB0_480
	leaq	20152(%rsp), %rax
	leaq	(%rax,%rcx,8), %rax
	leaq	-1(%rcx), %rsi
	leaq	11708(%rsp), %rdi
	leaq	(%rdi,%rcx,4), %rdi
	movq	%rsi, %r9
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_485:
	movq	%r9, %r10
	subq	$1, %r9
	movl	$1, %r11d
	cmovaeq	%r11, %r10
	vaddss	(%rdi), %xmm0, %xmm0
	cmpq	%r8, %rsi
	leaq	1(%r8), %r8
	je	.LBB0_487
	shll	$3, %r10d
	movq	%rax, %r11
	subq	%r10, %r11
	addq	$-8, %rax
	addq	$-4, %rdi
	cmpq	(%r11), %r8
	je	.LBB0_485
.LBB0_487:
	subq	%r8, %rcx
	movq	%rcx, %rax
	movq	200(%rsp), %r10
	movq	704(%rsp), %r11
	movq	2176(%rsp), %r9
	jmp	.LBB0_481
.LBB0_963:
	movq	%r15, %r9
.LBB0_964:
	movq	232(%rsp), %rax
	movq	2944(%rsp), %rcx
	vmovaps	%zmm9, %zmm23
	vpbroadcastq	.LCPI0_25(%rip), %zmm21
	vmovaps	%zmm2, %zmm13
	vmovd	.LCPI0_5(%rip), %xmm8
	movq	%r8, %rbx
	movq	%rcx, %r8
	jmp	.LBB0_965
.LBB0_488:
	movq	%r9, %r15
	movq	%r8, %rdi
	movq	6400(%rsp), %r8
	movq	%r8, %rax
	shrq	$32, %rax
	movl	%r8d, %ecx
	movl	%eax, %edx
	andl	$2147483647, %edx
	notl	%eax
	testq	%r8, %r8
	movq	%rdi, %r8
	cmovsl	%edx, %eax
	vmovd	%eax, %xmm0
	vmovdqa	%xmm0, 7168(%rsp)
	movq	4608(%rsp), %rax
	subq	%rcx, %rax
	vxorps	%xmm14, %xmm14, %xmm14
	vcvtusi2ss	%rax, %xmm14, %xmm1
	movq	232(%rsp), %rax
	vpbroadcastq	.LCPI0_23(%rip), %zmm23
	jmp	.LBB0_491
.LBB0_489:
	vpxord	%xmm24, %xmm24, %xmm24
	vpbroadcastq	.LCPI0_27(%rip), %zmm17
	vmovdqa64	.LCPI0_9(%rip), %zmm20
	vpbroadcastq	.LCPI0_23(%rip), %zmm23
	vmovaps	%zmm13, %zmm15
	vmovdqa64	2432(%rsp), %zmm13
	movq	1280(%rsp), %rbx
	jmp	.LBB0_774
.LBB0_490:
	movq	%r9, %r15
	vmovdqa	%xmm8, %xmm1
	vmovss	.LCPI0_2(%rip), %xmm0
	vmovaps	%xmm0, 7168(%rsp)
.LBB0_491:
	vxorps	%xmm29, %xmm29, %xmm29
	vmovaps	%zmm13, %zmm15
	vmovdqa64	2432(%rsp), %zmm13
	testq	%r10, %r10
	jne	.LBB0_889
.LBB0_773:
	xorl	%esi, %esi
	movq	%r15, %r9
.LBB0_965:
	vpxord	%xmm19, %xmm19, %xmm19
	vcvtusi2ss	%rsi, %xmm19, %xmm0
	vmovaps	%xmm0, 2272(%rsp)
	movq	4224(%rsp), %rdi
	jmp	.LBB0_972
.LBB0_492:
	xorl	%eax, %eax
	vbroadcastss	.LCPI0_4(%rip), %zmm25
	vmovdqa64	%zmm7, %zmm31
	vxorps	%xmm29, %xmm29, %xmm29
	vpbroadcastq	.LCPI0_29(%rip), %zmm22
	jmp	.LBB0_278
.LBB0_493:
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%eax, %eax
	vpxor	%xmm1, %xmm1, %xmm1
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	.p2align	4
.LBB0_494:
	vpsrld	$31, -192(%rbx,%rax,4), %zmm4
	vpaddd	%zmm4, %zmm0, %zmm0
	vpsrld	$31, -128(%rbx,%rax,4), %zmm4
	vpaddd	%zmm4, %zmm1, %zmm1
	vpsrld	$31, -64(%rbx,%rax,4), %zmm4
	vpaddd	%zmm4, %zmm2, %zmm2
	vpsrld	$31, (%rbx,%rax,4), %zmm4
	vpaddd	%zmm4, %zmm3, %zmm3
	addq	$64, %rax
	cmpq	%rax, %rsi
	jne	.LBB0_494
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
	cmpq	%rsi, %r10
	vmovdqa64	%zmm30, %zmm17
	jne	.LBB0_507
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_512
.LBB0_497:
	xorl	%eax, %eax
	movq	240(%rsp), %rdx
	movq	272(%rsp), %rcx
	movq	1144(%rsp), %rsi
	movq	248(%rsp), %r15
	vpternlogd	$255, %zmm11, %zmm11, %zmm11
	vpbroadcastd	.LCPI0_38(%rip), %zmm12
	.p2align	4
.LBB0_498:
	vaddps	(%rdx,%rax,4), %zmm24, %zmm0
	vaddps	64(%rdx,%rax,4), %zmm24, %zmm1
	vaddps	128(%rdx,%rax,4), %zmm24, %zmm2
	vaddps	192(%rdx,%rax,4), %zmm24, %zmm3
	vpmovd2m	%zmm0, %k2
	vpmovd2m	%zmm1, %k3
	vpmovd2m	%zmm2, %k4
	vpmovd2m	%zmm3, %k5
	vpord	%zmm12, %zmm0, %zmm4
	vpord	%zmm12, %zmm1, %zmm5
	vpord	%zmm12, %zmm2, %zmm6
	vpord	%zmm12, %zmm3, %zmm7
	vpxord	%zmm11, %zmm0, %zmm4 {%k2}
	vpxord	%zmm11, %zmm1, %zmm5 {%k3}
	vpxord	%zmm11, %zmm2, %zmm6 {%k4}
	vpxord	%zmm11, %zmm3, %zmm7 {%k5}
	vmovdqu64	%zmm4, -192(%r15,%rax,4)
	vmovdqu64	%zmm5, -128(%r15,%rax,4)
	vmovdqu64	%zmm6, -64(%r15,%rax,4)
	vmovdqu64	%zmm7, (%r15,%rax,4)
	vmovups	%zmm17, -192(%rsi,%rax,4)
	vmovups	%zmm17, -128(%rsi,%rax,4)
	vmovups	%zmm17, -64(%rsi,%rax,4)
	vmovups	%zmm17, (%rsi,%rax,4)
	addq	$64, %rax
	cmpq	%rax, %rcx
	jne	.LBB0_498
	cmpq	%rcx, %r10
	movq	1536(%rsp), %r15
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_283
	movq	272(%rsp), %rax
	movq	%rax, %rcx
	testb	$56, %r10b
	je	.LBB0_279
.LBB0_501:
	movq	3008(%rsp), %rsi
	vxorps	%xmm2, %xmm2, %xmm2
	vpcmpeqd	%ymm5, %ymm5, %ymm5
	.p2align	4
.LBB0_502:
	vaddps	(%rdx,%rcx,4), %ymm2, %ymm0
	vpmovd2m	%ymm0, %k2
	vpor	%ymm0, %ymm9, %ymm1
	vpxord	%ymm5, %ymm0, %ymm1 {%k2}
	vmovdqu	%ymm1, (%r11,%rcx,4)
	vmovdqu64	%ymm16, (%r15,%rcx,4)
	addq	$8, %rcx
	cmpq	%rcx, %rsi
	jne	.LBB0_502
	movq	%rsi, %rax
	cmpq	%rsi, %r10
	jne	.LBB0_279
	jmp	.LBB0_283
.LBB0_504:
	xorl	%esi, %esi
	testq	%rcx, %rcx
	sete	%dil
	setne	%sil
	movq	%rcx, %rdx
	subq	%rsi, %rdx
	vmovss	11712(%rsp,%rdx,4), %xmm0
	kmovd	%edi, %k2
	vmovss	%xmm1, %xmm0, %xmm0 {%k2}
	cmpq	$2, %rcx
	vmovdqa64	2432(%rsp), %zmm13
	jae	.LBB0_756
	movq	2944(%rsp), %r8
	jmp	.LBB0_771
.LBB0_506:
	vpxor	%xmm0, %xmm0, %xmm0
	vmovdqa64	2432(%rsp), %zmm13
	jmp	.LBB0_771
.LBB0_507:
	movq	%rsi, %rdx
	movq	%rsi, %rcx
	testb	$56, %r10b
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_511
.LBB0_508:
	vmovd	%eax, %xmm0
	.p2align	4
.LBB0_509:
	vpsrld	$31, (%r11,%rdx,4), %ymm1
	vpaddd	%ymm1, %ymm0, %ymm0
	addq	$8, %rdx
	cmpq	%rdx, %rdi
	jne	.LBB0_509
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %eax
	movq	%rdi, %rcx
	cmpq	%rdi, %r10
	je	.LBB0_512
	.p2align	4
.LBB0_511:
	movl	(%r11,%rcx,4), %edx
	shrl	$31, %edx
	addl	%edx, %eax
	incq	%rcx
	cmpq	%rcx, %r10
	jne	.LBB0_511
.LBB0_512:
	vxorps	%xmm14, %xmm14, %xmm14
	vcvtusi2ss	%eax, %xmm14, %xmm0
	xorl	%r8d, %r8d
	vucomiss	256(%rsp), %xmm0
	setae	%r8b
	shll	$31, %r8d
	leal	1073741824(%r8), %eax
	cmpq	$8, %r10
	jae	.LBB0_514
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_524
.LBB0_514:
	cmpq	$64, %r10
	jae	.LBB0_516
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_521
.LBB0_516:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_517:
	vpcmpleud	-192(%rbx,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%rbx,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%rbx,%rcx,4), %zmm1, %k3
	vpcmpleud	(%rbx,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rsi
	jne	.LBB0_517
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
	cmpq	%rsi, %r10
	jne	.LBB0_520
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_525
.LBB0_520:
	movq	%rsi, %rdx
	testb	$56, %r10b
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_524
.LBB0_521:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_522:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %rdi
	jne	.LBB0_522
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%rdi, %rdx
	cmpq	%rdi, %r10
	je	.LBB0_525
	.p2align	4
.LBB0_524:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r10
	jne	.LBB0_524
.LBB0_525:
	vxorps	%xmm14, %xmm14, %xmm14
	vcvtusi2ss	%ecx, %xmm14, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$536870912, %eax
	cmpq	$8, %r10
	jae	.LBB0_527
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_537
.LBB0_527:
	cmpq	$64, %r10
	jae	.LBB0_529
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_534
.LBB0_529:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	272(%rsp), %rdx
	.p2align	4
.LBB0_530:
	vpcmpleud	-192(%rbx,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%rbx,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%rbx,%rcx,4), %zmm1, %k3
	vpcmpleud	(%rbx,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_530
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
	cmpq	%rdx, %r10
	jne	.LBB0_533
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_538
.LBB0_533:
	movq	%rdx, %rsi
	testb	$56, %r10b
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_537
.LBB0_534:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_535:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %rdi
	jne	.LBB0_535
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%rdi, %rdx
	cmpq	%rdi, %r10
	je	.LBB0_538
	.p2align	4
.LBB0_537:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r10
	jne	.LBB0_537
.LBB0_538:
	vxorps	%xmm14, %xmm14, %xmm14
	vcvtusi2ss	%ecx, %xmm14, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$268435456, %eax
	cmpq	$8, %r10
	jae	.LBB0_540
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_550
.LBB0_540:
	cmpq	$64, %r10
	jae	.LBB0_542
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_547
.LBB0_542:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	272(%rsp), %rdx
	.p2align	4
.LBB0_543:
	vpcmpleud	-192(%rbx,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%rbx,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%rbx,%rcx,4), %zmm1, %k3
	vpcmpleud	(%rbx,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_543
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
	cmpq	%rdx, %r10
	jne	.LBB0_546
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_551
.LBB0_546:
	movq	%rdx, %rsi
	testb	$56, %r10b
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_550
.LBB0_547:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_548:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %rdi
	jne	.LBB0_548
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%rdi, %rdx
	cmpq	%rdi, %r10
	je	.LBB0_551
	.p2align	4
.LBB0_550:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r10
	jne	.LBB0_550
.LBB0_551:
	vcvtusi2ss	%ecx, %xmm14, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$134217728, %eax
	cmpq	$8, %r10
	jae	.LBB0_553
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_563
.LBB0_553:
	cmpq	$64, %r10
	jae	.LBB0_555
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_560
.LBB0_555:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	272(%rsp), %rdx
	.p2align	4
.LBB0_556:
	vpcmpleud	-192(%rbx,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%rbx,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%rbx,%rcx,4), %zmm1, %k3
	vpcmpleud	(%rbx,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_556
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
	cmpq	%rdx, %r10
	jne	.LBB0_559
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_564
.LBB0_559:
	movq	%rdx, %rsi
	testb	$56, %r10b
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_563
.LBB0_560:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_561:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %rdi
	jne	.LBB0_561
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%rdi, %rdx
	cmpq	%rdi, %r10
	je	.LBB0_564
	.p2align	4
.LBB0_563:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r10
	jne	.LBB0_563
.LBB0_564:
	vcvtusi2ss	%ecx, %xmm14, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$67108864, %eax
	cmpq	$8, %r10
	jae	.LBB0_566
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_576
.LBB0_566:
	cmpq	$64, %r10
	jae	.LBB0_568
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_573
.LBB0_568:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	272(%rsp), %rdx
	.p2align	4
.LBB0_569:
	vpcmpleud	-192(%rbx,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%rbx,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%rbx,%rcx,4), %zmm1, %k3
	vpcmpleud	(%rbx,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_569
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
	cmpq	%rdx, %r10
	jne	.LBB0_572
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_577
.LBB0_572:
	movq	%rdx, %rsi
	testb	$56, %r10b
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_576
.LBB0_573:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_574:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %rdi
	jne	.LBB0_574
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%rdi, %rdx
	cmpq	%rdi, %r10
	je	.LBB0_577
	.p2align	4
.LBB0_576:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r10
	jne	.LBB0_576
.LBB0_577:
	vcvtusi2ss	%ecx, %xmm14, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$33554432, %eax
	cmpq	$8, %r10
	jae	.LBB0_579
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_589
.LBB0_579:
	cmpq	$64, %r10
	jae	.LBB0_581
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_586
.LBB0_581:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	272(%rsp), %rdx
	.p2align	4
.LBB0_582:
	vpcmpleud	-192(%rbx,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%rbx,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%rbx,%rcx,4), %zmm1, %k3
	vpcmpleud	(%rbx,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_582
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
	cmpq	%rdx, %r10
	jne	.LBB0_585
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_590
.LBB0_585:
	movq	%rdx, %rsi
	testb	$56, %r10b
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_589
.LBB0_586:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_587:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %rdi
	jne	.LBB0_587
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%rdi, %rdx
	cmpq	%rdi, %r10
	je	.LBB0_590
	.p2align	4
.LBB0_589:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r10
	jne	.LBB0_589
.LBB0_590:
	vcvtusi2ss	%ecx, %xmm14, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$16777216, %eax
	cmpq	$8, %r10
	jae	.LBB0_592
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_602
.LBB0_592:
	cmpq	$64, %r10
	jae	.LBB0_594
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_599
.LBB0_594:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	272(%rsp), %rdx
	.p2align	4
.LBB0_595:
	vpcmpleud	-192(%rbx,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%rbx,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%rbx,%rcx,4), %zmm1, %k3
	vpcmpleud	(%rbx,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_595
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
	cmpq	%rdx, %r10
	jne	.LBB0_598
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_603
.LBB0_598:
	movq	%rdx, %rsi
	testb	$56, %r10b
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_602
.LBB0_599:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_600:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %rdi
	jne	.LBB0_600
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%rdi, %rdx
	cmpq	%rdi, %r10
	je	.LBB0_603
	.p2align	4
.LBB0_602:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r10
	jne	.LBB0_602
.LBB0_603:
	vcvtusi2ss	%ecx, %xmm14, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$8388608, %eax
	cmpq	$8, %r10
	jae	.LBB0_605
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_615
.LBB0_605:
	cmpq	$64, %r10
	jae	.LBB0_607
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_612
.LBB0_607:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	272(%rsp), %rdx
	.p2align	4
.LBB0_608:
	vpcmpleud	-192(%rbx,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%rbx,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%rbx,%rcx,4), %zmm1, %k3
	vpcmpleud	(%rbx,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_608
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
	cmpq	%rdx, %r10
	jne	.LBB0_611
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_616
.LBB0_611:
	movq	%rdx, %rsi
	testb	$56, %r10b
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_615
.LBB0_612:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_613:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %rdi
	jne	.LBB0_613
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%rdi, %rdx
	cmpq	%rdi, %r10
	je	.LBB0_616
	.p2align	4
.LBB0_615:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r10
	jne	.LBB0_615
.LBB0_616:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$4194304, %eax
	cmpq	$8, %r10
	jae	.LBB0_618
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_628
.LBB0_618:
	cmpq	$64, %r10
	jae	.LBB0_620
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_625
.LBB0_620:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	272(%rsp), %rdx
	.p2align	4
.LBB0_621:
	vpcmpleud	-192(%rbx,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%rbx,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%rbx,%rcx,4), %zmm1, %k3
	vpcmpleud	(%rbx,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_621
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
	cmpq	%rdx, %r10
	jne	.LBB0_624
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_629
.LBB0_624:
	movq	%rdx, %rsi
	testb	$56, %r10b
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_628
.LBB0_625:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_626:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %rdi
	jne	.LBB0_626
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%rdi, %rdx
	cmpq	%rdi, %r10
	je	.LBB0_629
	.p2align	4
.LBB0_628:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r10
	jne	.LBB0_628
.LBB0_629:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$2097152, %eax
	cmpq	$8, %r10
	jae	.LBB0_631
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_641
.LBB0_631:
	cmpq	$64, %r10
	jae	.LBB0_633
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_638
.LBB0_633:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	272(%rsp), %rdx
	.p2align	4
.LBB0_634:
	vpcmpleud	-192(%rbx,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%rbx,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%rbx,%rcx,4), %zmm1, %k3
	vpcmpleud	(%rbx,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_634
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
	cmpq	%rdx, %r10
	jne	.LBB0_637
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_642
.LBB0_637:
	movq	%rdx, %rsi
	testb	$56, %r10b
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_641
.LBB0_638:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_639:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %rdi
	jne	.LBB0_639
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%rdi, %rdx
	cmpq	%rdi, %r10
	je	.LBB0_642
	.p2align	4
.LBB0_641:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r10
	jne	.LBB0_641
.LBB0_642:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$1048576, %eax
	cmpq	$8, %r10
	jae	.LBB0_644
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_654
.LBB0_644:
	cmpq	$64, %r10
	jae	.LBB0_646
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_651
.LBB0_646:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	272(%rsp), %rdx
	.p2align	4
.LBB0_647:
	vpcmpleud	-192(%rbx,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%rbx,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%rbx,%rcx,4), %zmm1, %k3
	vpcmpleud	(%rbx,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_647
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
	cmpq	%rdx, %r10
	jne	.LBB0_650
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_655
.LBB0_650:
	movq	%rdx, %rsi
	testb	$56, %r10b
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_654
.LBB0_651:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_652:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %rdi
	jne	.LBB0_652
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%rdi, %rdx
	cmpq	%rdi, %r10
	je	.LBB0_655
	.p2align	4
.LBB0_654:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r10
	jne	.LBB0_654
.LBB0_655:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$524288, %eax
	cmpq	$8, %r10
	jae	.LBB0_657
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_667
.LBB0_657:
	cmpq	$64, %r10
	jae	.LBB0_659
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_664
.LBB0_659:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	272(%rsp), %rdx
	.p2align	4
.LBB0_660:
	vpcmpleud	-192(%rbx,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%rbx,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%rbx,%rcx,4), %zmm1, %k3
	vpcmpleud	(%rbx,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_660
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
	cmpq	%rdx, %r10
	jne	.LBB0_663
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_668
.LBB0_663:
	movq	%rdx, %rsi
	testb	$56, %r10b
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_667
.LBB0_664:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_665:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %rdi
	jne	.LBB0_665
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%rdi, %rdx
	cmpq	%rdi, %r10
	je	.LBB0_668
	.p2align	4
.LBB0_667:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r10
	jne	.LBB0_667
.LBB0_668:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$262144, %eax
	cmpq	$8, %r10
	jae	.LBB0_670
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_680
.LBB0_670:
	cmpq	$64, %r10
	jae	.LBB0_672
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_677
.LBB0_672:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	272(%rsp), %rdx
	.p2align	4
.LBB0_673:
	vpcmpleud	-192(%rbx,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%rbx,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%rbx,%rcx,4), %zmm1, %k3
	vpcmpleud	(%rbx,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_673
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
	cmpq	%rdx, %r10
	jne	.LBB0_676
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_681
.LBB0_676:
	movq	%rdx, %rsi
	testb	$56, %r10b
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_680
.LBB0_677:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_678:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %rdi
	jne	.LBB0_678
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%rdi, %rdx
	cmpq	%rdi, %r10
	je	.LBB0_681
	.p2align	4
.LBB0_680:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r10
	jne	.LBB0_680
.LBB0_681:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$131072, %eax
	cmpq	$8, %r10
	jae	.LBB0_683
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_693
.LBB0_683:
	cmpq	$64, %r10
	jae	.LBB0_685
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_690
.LBB0_685:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	272(%rsp), %rdx
	.p2align	4
.LBB0_686:
	vpcmpleud	-192(%rbx,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%rbx,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%rbx,%rcx,4), %zmm1, %k3
	vpcmpleud	(%rbx,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_686
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
	cmpq	%rdx, %r10
	jne	.LBB0_689
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_694
.LBB0_689:
	movq	%rdx, %rsi
	testb	$56, %r10b
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_693
.LBB0_690:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_691:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %rdi
	jne	.LBB0_691
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%rdi, %rdx
	cmpq	%rdi, %r10
	je	.LBB0_694
	.p2align	4
.LBB0_693:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r10
	jne	.LBB0_693
.LBB0_694:
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %eax
	orl	$65536, %eax
	cmpq	$8, %r10
	jae	.LBB0_696
	xorl	%edx, %edx
	xorl	%ecx, %ecx
	jmp	.LBB0_706
.LBB0_696:
	cmpq	$64, %r10
	jae	.LBB0_698
	xorl	%esi, %esi
	xorl	%ecx, %ecx
	jmp	.LBB0_703
.LBB0_698:
	vpbroadcastd	%eax, %zmm1
	vxorps	%xmm0, %xmm0, %xmm0
	xorl	%ecx, %ecx
	vpxor	%xmm2, %xmm2, %xmm2
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	272(%rsp), %rdx
	.p2align	4
.LBB0_699:
	vpcmpleud	-192(%rbx,%rcx,4), %zmm1, %k0
	vpcmpleud	-128(%rbx,%rcx,4), %zmm1, %k2
	vpcmpleud	-64(%rbx,%rcx,4), %zmm1, %k3
	vpcmpleud	(%rbx,%rcx,4), %zmm1, %k4
	vpmovm2d	%k0, %zmm5
	vpsubd	%zmm5, %zmm0, %zmm0
	vpmovm2d	%k2, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm2
	vpmovm2d	%k3, %zmm5
	vpsubd	%zmm5, %zmm3, %zmm3
	vpmovm2d	%k4, %zmm5
	vpsubd	%zmm5, %zmm4, %zmm4
	addq	$64, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_699
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
	cmpq	%rdx, %r10
	jne	.LBB0_702
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_707
.LBB0_702:
	movq	%rdx, %rsi
	testb	$56, %r10b
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_706
.LBB0_703:
	vmovd	%ecx, %xmm0
	vpbroadcastd	%eax, %ymm1
	.p2align	4
.LBB0_704:
	vpcmpleud	(%r11,%rsi,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %rsi
	cmpq	%rsi, %rdi
	jne	.LBB0_704
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %ecx
	movq	%rdi, %rdx
	cmpq	%rdi, %r10
	je	.LBB0_707
	.p2align	4
.LBB0_706:
	cmpl	%eax, (%r11,%rdx,4)
	sbbl	$-1, %ecx
	incq	%rdx
	cmpq	%rdx, %r10
	jne	.LBB0_706
.LBB0_707:
	vmovdqa64	%zmm23, %zmm7
	vcvtusi2ss	%ecx, %xmm15, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%eax, %r8d
	movl	%r8d, %ecx
	shrl	$16, %ecx
	movq	%r8, 1024(%rsp)
	vpbroadcastd	%r8d, %zmm1
	vpsrld	$16, %zmm1, %zmm0
	vpsrld	$16, %ymm1, %ymm1
	xorl	%r8d, %r8d
	movl	$64, %r13d
	xorl	%r9d, %r9d
	xorl	%esi, %esi
	xorl	%eax, %eax
	xorl	%edi, %edi
	vmovdqa64	%zmm6, %zmm23
	jmp	.LBB0_711
	.p2align	4
.LBB0_708:
	movq	200(%rsp), %r10
.LBB0_709:
	movq	576(%rsp), %r8
	movq	448(%rsp), %r9
.LBB0_710:
	movq	320(%rsp), %rsi
	addq	$64, %r13
	incq	%r8
	addq	$-64, %r9
	addq	$256, %rbx
	addq	$256, %r11
	cmpq	%r10, %rsi
	jae	.LBB0_746
.LBB0_711:
	cmpq	%r13, %r10
	movq	%r13, %r15
	cmovbq	%r10, %r15
	leaq	64(%rsi), %r14
	cmpq	%r10, %r14
	movq	%r10, %rdx
	movq	%r14, 320(%rsp)
	cmovbq	%r14, %rdx
	cmpq	%rdx, %rsi
	jae	.LBB0_710
	movq	%r9, 448(%rsp)
	movq	%r8, 576(%rsp)
	shlq	$6, %r8
	movq	%r15, %r9
	subq	%r8, %r9
	xorl	%r14d, %r14d
	cmpq	$8, %r9
	movq	%r8, 832(%rsp)
	jae	.LBB0_714
	movq	%rsi, %r9
	movq	704(%rsp), %r8
	jmp	.LBB0_724
	.p2align	4
.LBB0_714:
	cmpq	$64, %r9
	jae	.LBB0_716
	xorl	%r10d, %r10d
	xorl	%r14d, %r14d
	jmp	.LBB0_721
.LBB0_716:
	vmovaps	%zmm15, %zmm19
	movq	%r15, %r14
	andq	$-64, %r14
	addq	448(%rsp), %r14
	movl	%r15d, %edx
	andl	$63, %edx
	movq	%r9, %r10
	subq	%rdx, %r10
	vmovd	%edi, %xmm6
	vpxor	%xmm2, %xmm2, %xmm2
	xorl	%edi, %edi
	vpxor	%xmm7, %xmm7, %xmm7
	vxorps	%xmm8, %xmm8, %xmm8
	vpxor	%xmm9, %xmm9, %xmm9
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm5, %xmm5, %xmm5
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_717:
	vpsrld	$16, -192(%rbx,%rdi,4), %zmm10
	vpsrld	$16, -128(%rbx,%rdi,4), %zmm11
	vpsrld	$16, -64(%rbx,%rdi,4), %zmm12
	vpsrld	$16, (%rbx,%rdi,4), %zmm13
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
	vpord	%zmm10, %zmm3, %zmm3
	vpmovm2d	%k2, %zmm10
	vpsrld	$31, %zmm10, %zmm10
	vpord	%zmm10, %zmm5, %zmm5
	vpmovm2d	%k3, %zmm10
	vpsrld	$31, %zmm10, %zmm10
	vpord	%zmm10, %zmm4, %zmm4
	vpmovm2d	%k4, %zmm10
	vpsrld	$31, %zmm10, %zmm10
	vpord	%zmm10, %zmm2, %zmm2
	addq	$64, %rdi
	cmpq	%rdi, %r14
	jne	.LBB0_717
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
	vpord	%zmm3, %zmm5, %zmm3
	vpternlogd	$254, %zmm3, %zmm4, %zmm2
	vextracti64x4	$1, %zmm2, %ymm3
	vpord	%zmm3, %zmm2, %zmm2
	vextracti128	$1, %ymm2, %xmm3
	vpor	%xmm3, %xmm2, %xmm2
	vpshufd	$238, %xmm2, %xmm3
	vpor	%xmm3, %xmm2, %xmm2
	vpshufd	$85, %xmm2, %xmm3
	vpor	%xmm3, %xmm2, %xmm2
	vmovd	%xmm2, %r14d
	testq	%rdx, %rdx
	je	.LBB0_743
	cmpl	$8, %edx
	vmovdqa64	2432(%rsp), %zmm13
	vmovdqa64	2496(%rsp), %zmm10
	vmovss	.LCPI0_5(%rip), %xmm8
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	vpbroadcastq	.LCPI0_23(%rip), %zmm7
	vpbroadcastq	.LCPI0_25(%rip), %zmm21
	jb	.LBB0_745
	vmovdqa64	%zmm23, %zmm6
	vmovaps	%zmm19, %zmm15
.LBB0_721:
	movq	%r15, %r12
	andq	$-8, %r12
	movl	%r15d, %edx
	andl	$7, %edx
	subq	%rdx, %r9
	addq	%rsi, %r9
	vmovd	%edi, %xmm3
	vmovd	%r14d, %xmm2
	addq	%rsi, %r10
	movq	704(%rsp), %r8
	.p2align	4
.LBB0_722:
	vpsrld	$16, (%r8,%r10,4), %ymm4
	vpcmpgtd	%ymm1, %ymm4, %ymm5
	vpsubd	%ymm5, %ymm3, %ymm3
	vpcmpeqd	%ymm1, %ymm4, %ymm4
	vpsrld	$31, %ymm4, %ymm4
	vpor	%ymm4, %ymm2, %ymm2
	addq	$8, %r10
	cmpq	%r10, %r12
	jne	.LBB0_722
	vextracti128	$1, %ymm3, %xmm4
	vpaddd	%xmm4, %xmm3, %xmm3
	vpshufd	$238, %xmm3, %xmm4
	vpaddd	%xmm4, %xmm3, %xmm3
	vpshufd	$85, %xmm3, %xmm4
	vpaddd	%xmm4, %xmm3, %xmm3
	vmovd	%xmm3, %edi
	vextracti128	$1, %ymm2, %xmm3
	vpor	%xmm3, %xmm2, %xmm2
	vpshufd	$238, %xmm2, %xmm3
	vpor	%xmm3, %xmm2, %xmm2
	vpshufd	$85, %xmm2, %xmm3
	vpor	%xmm3, %xmm2, %xmm2
	vmovd	%xmm2, %r14d
	testq	%rdx, %rdx
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_725
	.p2align	4
.LBB0_724:
	movzwl	2(%r8,%r9,4), %edx
	xorl	%r10d, %r10d
	xorl	%r12d, %r12d
	cmpl	%ecx, %edx
	seta	%r10b
	sete	%r12b
	addl	%r10d, %edi
	orl	%r12d, %r14d
	incq	%r9
	cmpq	%r9, %r15
	jne	.LBB0_724
.LBB0_725:
	testl	%r14d, %r14d
	je	.LBB0_744
.LBB0_726:
	testb	$3, %r15b
	movq	1536(%rsp), %r12
	je	.LBB0_732
	movl	%r15d, %edx
	andl	$3, %edx
	xorl	%r9d, %r9d
	jmp	.LBB0_729
	.p2align	4
.LBB0_728:
	incq	%r9
	cmpq	%r9, %rdx
	je	.LBB0_731
.LBB0_729:
	movl	(%r11,%r9,4), %r10d
	movl	%r10d, %r14d
	shrl	$16, %r14d
	cmpl	%ecx, %r14d
	jne	.LBB0_728
	movq	704(%rsp), %r8
	movl	%r10d, (%r8,%rax,4)
	leal	(%rsi,%r9), %r10d
	movl	%r10d, (%r12,%rax,4)
	incq	%rax
	jmp	.LBB0_728
.LBB0_731:
	subq	448(%rsp), %r9
	movq	%r9, %rsi
.LBB0_732:
	movq	832(%rsp), %rdx
	subq	%r15, %rdx
	cmpq	$-4, %rdx
	ja	.LBB0_708
	subq	%rsi, %r15
	movq	5912(%rsp), %rdx
	leaq	(%rdx,%rsi,4), %r9
	xorl	%r10d, %r10d
	jmp	.LBB0_735
	.p2align	4
.LBB0_734:
	addq	$4, %r10
	cmpq	%r10, %r15
	je	.LBB0_708
.LBB0_735:
	movl	-12(%r9,%r10,4), %edx
	movl	%edx, %r14d
	shrl	$16, %r14d
	cmpl	%ecx, %r14d
	jne	.LBB0_737
	movq	704(%rsp), %r8
	movl	%edx, (%r8,%rax,4)
	leal	(%rsi,%r10), %edx
	movl	%edx, (%r12,%rax,4)
	incq	%rax
.LBB0_737:
	movl	-8(%r9,%r10,4), %edx
	movl	%edx, %r14d
	shrl	$16, %r14d
	cmpl	%ecx, %r14d
	jne	.LBB0_739
	movq	704(%rsp), %r8
	movl	%edx, (%r8,%rax,4)
	leal	(%rsi,%r10), %edx
	incl	%edx
	movl	%edx, (%r12,%rax,4)
	incq	%rax
.LBB0_739:
	movl	-4(%r9,%r10,4), %edx
	movl	%edx, %r14d
	shrl	$16, %r14d
	cmpl	%ecx, %r14d
	jne	.LBB0_741
	movq	704(%rsp), %r8
	movl	%edx, (%r8,%rax,4)
	leal	(%rsi,%r10), %edx
	addl	$2, %edx
	movl	%edx, (%r12,%rax,4)
	incq	%rax
.LBB0_741:
	movl	(%r9,%r10,4), %edx
	movl	%edx, %r14d
	shrl	$16, %r14d
	cmpl	%ecx, %r14d
	jne	.LBB0_734
	movq	704(%rsp), %r8
	movl	%edx, (%r8,%rax,4)
	leal	(%rsi,%r10), %edx
	addl	$3, %edx
	movl	%edx, (%r12,%rax,4)
	incq	%rax
	jmp	.LBB0_734
.LBB0_743:
	vmovdqa64	2432(%rsp), %zmm13
	vmovdqa64	2496(%rsp), %zmm10
	vmovss	.LCPI0_5(%rip), %xmm8
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	vpbroadcastq	.LCPI0_23(%rip), %zmm7
	vpbroadcastq	.LCPI0_25(%rip), %zmm21
	vmovdqa64	%zmm23, %zmm6
	vmovaps	%zmm19, %zmm15
	testl	%r14d, %r14d
	jne	.LBB0_726
.LBB0_744:
	movq	200(%rsp), %r10
	movq	1536(%rsp), %r12
	jmp	.LBB0_709
.LBB0_745:
	addq	%rsi, %r10
	movq	%r10, %r9
	movq	704(%rsp), %r8
	vmovdqa64	%zmm23, %zmm6
	vmovaps	%zmm19, %zmm15
	jmp	.LBB0_724
.LBB0_746:
	movq	1024(%rsp), %r10
	movl	%r10d, %ecx
	orl	$32768, %ecx
	testq	%rax, %rax
	je	.LBB0_749
	cmpq	$8, %rax
	movq	704(%rsp), %r9
	movabsq	$-9223372036854775808, %rbx
	jae	.LBB0_750
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1048
.LBB0_749:
	vcvtusi2ss	%edi, %xmm31, %xmm0
	vmovaps	256(%rsp), %xmm1
	vucomiss	%xmm1, %xmm0
	cmovael	%ecx, %r10d
	movl	%r10d, %ecx
	orl	$16384, %ecx
	vucomiss	%xmm1, %xmm0
	cmovbl	%r10d, %ecx
	movl	%ecx, %edx
	orl	$8192, %edx
	vucomiss	%xmm1, %xmm0
	cmovbl	%ecx, %edx
	movl	%edx, %ecx
	orl	$4096, %ecx
	vucomiss	%xmm1, %xmm0
	cmovbl	%edx, %ecx
	movl	%ecx, %edx
	orl	$2048, %edx
	vucomiss	%xmm1, %xmm0
	cmovbl	%ecx, %edx
	movl	%edx, %ecx
	orl	$1024, %ecx
	vucomiss	%xmm1, %xmm0
	cmovbl	%edx, %ecx
	movl	%ecx, %edx
	orl	$512, %edx
	vucomiss	%xmm1, %xmm0
	cmovbl	%ecx, %edx
	movl	%edx, %ecx
	orl	$256, %ecx
	vmovd	%edi, %xmm0
	vcvtudq2ps	%xmm0, %xmm0
	vucomiss	%xmm1, %xmm0
	cmovbl	%edx, %ecx
	movl	%ecx, %edx
	orl	$128, %edx
	vucomiss	%xmm1, %xmm0
	cmovbl	%ecx, %edx
	movl	%edx, %ecx
	orl	$64, %ecx
	vucomiss	%xmm1, %xmm0
	cmovbl	%edx, %ecx
	movl	%ecx, %edx
	orl	$32, %edx
	vucomiss	%xmm1, %xmm0
	cmovbl	%ecx, %edx
	movl	%edx, %ecx
	orl	$16, %ecx
	vucomiss	%xmm1, %xmm0
	cmovbl	%edx, %ecx
	movl	%ecx, %edx
	orl	$8, %edx
	vucomiss	%xmm1, %xmm0
	cmovbl	%ecx, %edx
	movl	%edx, %ecx
	orl	$4, %ecx
	vucomiss	%xmm1, %xmm0
	cmovbl	%edx, %ecx
	movl	%ecx, %r10d
	orl	$2, %r10d
	vucomiss	%xmm1, %xmm0
	cmovbl	%ecx, %r10d
	movl	%r10d, %ecx
	orl	$1, %ecx
	xorl	%edx, %edx
	movl	%edi, %esi
	movabsq	$-9223372036854775808, %rbx
	jmp	.LBB0_1262
.LBB0_750:
	cmpq	$64, %rax
	jae	.LBB0_752
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_763
.LBB0_752:
	movq	%rax, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%ecx, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	248(%rsp), %r8
	.p2align	4
.LBB0_753:
	vpcmpleud	-192(%r8,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r8,%rsi,4), %zmm2, %k4
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
	jne	.LBB0_753
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
	cmpq	%rdx, %rax
	jne	.LBB0_762
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_1050
.LBB0_756:
	leaq	-1(%rax), %rsi
	movl	%edx, %ecx
	andl	$7, %ecx
	cmpq	$7, %rsi
	jae	.LBB0_766
	xorl	%esi, %esi
	movq	2944(%rsp), %r8
	jmp	.LBB0_769
.LBB0_758:
	vbroadcastss	1120(%rsp), %zmm0
	vmovaps	%zmm0, 320(%rsp)
	xorl	%eax, %eax
	vxorps	%xmm16, %xmm16, %xmm16
	vmovdqa64	.LCPI0_10(%rip), %zmm1
	vmovdqa64	.LCPI0_9(%rip), %zmm2
	movq	240(%rsp), %rcx
	movq	3472(%rsp), %rsi
	movq	1536(%rsp), %r15
	vmovaps	3200(%rsp), %zmm26
	vbroadcastss	.LCPI0_364(%rip), %zmm18
	vpbroadcastd	.LCPI0_38(%rip), %zmm20
	vbroadcastss	.LCPI0_366(%rip), %zmm17
	vbroadcastss	.LCPI0_360(%rip), %zmm23
	vbroadcastss	.LCPI0_361(%rip), %zmm25
	vbroadcastss	.LCPI0_362(%rip), %zmm28
	vbroadcastss	.LCPI0_365(%rip), %zmm19
	vbroadcastss	.LCPI0_358(%rip), %zmm6
	vbroadcastss	.LCPI0_359(%rip), %zmm14
	vmovaps	1024(%rsp), %zmm15
	vbroadcastss	.LCPI0_367(%rip), %zmm0
	.p2align	4
.LBB0_759:
	vmovups	(%rcx,%rax,4), %zmm5
	vcvtuqq2ps	%zmm1, %ymm7
	vcvtuqq2ps	%zmm2, %ymm8
	vmulps	%zmm5, %zmm26, %zmm9
	vinsertf64x4	$1, %ymm8, %zmm7, %zmm7
	vcmpltps	%zmm5, %zmm4, %k2
	vcmpeqps	%zmm4, %zmm5, %k3
	vsubps	%zmm15, %zmm9, %zmm5
	vmaxps	%zmm5, %zmm6, %zmm8
	vminps	%zmm8, %zmm14, %zmm8
	vmulps	%zmm23, %zmm8, %zmm9
	vaddps	%zmm25, %zmm9, %zmm9
	vaddps	%zmm28, %zmm9, %zmm10
	vmulps	.LCPI0_363(%rip){1to16}, %zmm10, %zmm11
	vaddps	%zmm11, %zmm8, %zmm8
	vmulps	%zmm18, %zmm10, %zmm10
	vsubps	%zmm10, %zmm8, %zmm11
	vmulps	%zmm11, %zmm11, %zmm12
	vmulps	%zmm19, %zmm12, %zmm13
	vaddps	%zmm17, %zmm13, %zmm13
	vmulps	%zmm13, %zmm12, %zmm13
	vaddps	%zmm0, %zmm13, %zmm13
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
	vcmpleps	%zmm3, %zmm7, %k3 {%k3}
	vsubps	%zmm11, %zmm10, %zmm7
	vsubps	%zmm7, %zmm8, %zmm7
	vaddps	%zmm30, %zmm7, %zmm7
	vpaddd	.LCPI0_371(%rip){1to16}, %zmm9, %zmm8
	vpsrld	$1, %zmm8, %zmm8
	vpsubd	%zmm8, %zmm9, %zmm9
	vpslld	$23, %zmm8, %zmm8
	vpaddd	.LCPI0_2(%rip){1to16}, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm7
	vpslld	$23, %zmm9, %zmm8
	vpaddd	.LCPI0_5(%rip){1to16}, %zmm8, %zmm8
	vmulps	%zmm8, %zmm7, %zmm7
	vmovaps	%zmm30, %zmm8 {%k2} {z}
	vcmpunordps	%zmm16, %zmm5, %k2
	vmovaps	%zmm30, %zmm5 {%k3} {z}
	vbroadcastss	.LCPI0_372(%rip), %zmm7 {%k2}
	vmaxps	%zmm8, %zmm5, %zmm5
	vdivps	320(%rsp), %zmm7, %zmm7
	vcmpneqps	%zmm16, %zmm5, %k2
	vmovaps	%zmm22, %zmm5
	vaddps	%zmm16, %zmm7, %zmm5 {%k2}
	vpmovd2m	%zmm5, %k3
	vpord	%zmm20, %zmm5, %zmm8
	vpternlogd	$255, %zmm9, %zmm9, %zmm9
	vpxord	%zmm9, %zmm5, %zmm8 {%k3}
	vmovdqu64	%zmm8, (%r11,%rax,4)
	vmovaps	%zmm7, %zmm5 {%k2} {z}
	vmovups	%zmm5, (%r15,%rax,4)
	addq	$16, %rax
	vpaddq	%zmm24, %zmm1, %zmm1
	vpaddq	%zmm24, %zmm2, %zmm2
	cmpq	%rax, %rsi
	jne	.LBB0_759
	cmpq	%rsi, %r10
	jne	.LBB0_966
	movq	232(%rsp), %rax
	vmovdqa64	2432(%rsp), %zmm13
	vmovdqa64	2496(%rsp), %zmm10
	vmovd	.LCPI0_5(%rip), %xmm8
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	vbroadcastss	.LCPI0_377(%rip), %ymm2
	vpbroadcastq	.LCPI0_25(%rip), %zmm21
	vpxord	%xmm24, %xmm24, %xmm24
	vmovdqa64	.LCPI0_9(%rip), %zmm20
	vxorps	%xmm3, %xmm3, %xmm3
	vmovaps	.LCPI0_8(%rip), %zmm15
	vmovaps	288(%rsp), %xmm1
	vmovss	.LCPI0_0(%rip), %xmm26
	vxorps	%xmm29, %xmm29, %xmm29
	vpbroadcastq	.LCPI0_27(%rip), %zmm17
	vmovaps	3392(%rsp), %xmm25
	vpbroadcastq	.LCPI0_29(%rip), %zmm22
	vmovdqa64	2624(%rsp), %zmm30
	vmovdqa64	3584(%rsp), %zmm18
	vpbroadcastq	.LCPI0_23(%rip), %zmm23
	vmovdqa	432(%rsp), %xmm12
	movq	%rdi, %r8
	jmp	.LBB0_372
.LBB0_762:
	testb	$56, %al
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_1048
.LBB0_763:
	movq	%rdx, %r8
	movq	%rax, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%ecx, %ymm1
	.p2align	4
.LBB0_764:
	vpcmpleud	(%r9,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_764
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_1049
.LBB0_766:
	leaq	(%rsp,%rdx,4), %rdi
	addq	$11712, %rdi
	andq	$-8, %rdx
	leaq	1(%rax), %rsi
	cmpq	$1, %rsi
	movl	$1, %r8d
	cmovaeq	%r8, %rsi
	shll	$2, %esi
	leaq	(%rsp,%rax,4), %r8
	addq	$11712, %r8
	subq	%rsi, %r8
	xorl	%esi, %esi
	movabsq	$4611686018427387900, %r13
	movabsq	$4611686018427387899, %r15
	movabsq	$4611686018427387897, %r12
	.p2align	4
.LBB0_767:
	vaddss	(%r8), %xmm0, %xmm0
	movq	%rsi, %r9
	movabsq	$4611686018427387902, %rbx
	xorq	%rbx, %r9
	vaddss	(%rdi,%r9,4), %xmm0, %xmm0
	movq	%rsi, %r9
	movabsq	$4611686018427387901, %rbx
	xorq	%rbx, %r9
	vaddss	(%rdi,%r9,4), %xmm0, %xmm0
	movq	%rsi, %r9
	xorq	%r13, %r9
	vaddss	(%rdi,%r9,4), %xmm0, %xmm0
	movq	%rsi, %r9
	xorq	%r15, %r9
	vaddss	(%rdi,%r9,4), %xmm0, %xmm0
	movq	%rsi, %r9
	movabsq	$4611686018427387898, %rbx
	xorq	%rbx, %r9
	vaddss	(%rdi,%r9,4), %xmm0, %xmm0
	movq	%rsi, %r9
	xorq	%r12, %r9
	vaddss	(%rdi,%r9,4), %xmm0, %xmm0
	movq	%rsi, %r9
	movabsq	$4611686018427387896, %rbx
	xorq	%rbx, %r9
	vaddss	(%rdi,%r9,4), %xmm0, %xmm0
	addq	$8, %rsi
	addq	$-32, %r8
	cmpq	%rsi, %rdx
	jne	.LBB0_767
	testq	%rcx, %rcx
	movq	2944(%rsp), %r8
	movq	2176(%rsp), %r9
	movl	1984(%rsp), %r12d
	movq	1280(%rsp), %rbx
	je	.LBB0_771
.LBB0_769:
	shlq	$2, %rsi
	negq	%rsi
	leaq	(%rsp,%rsi), %rdx
	addq	$11712, %rdx
	leaq	1(%rax), %rsi
	cmpq	$1, %rsi
	movl	$1, %r15d
	cmovaeq	%r15, %rsi
	shll	$2, %esi
	leaq	(%rdx,%rax,4), %rax
	subq	%rsi, %rax
	negq	%rcx
	xorl	%edx, %edx
	.p2align	4
.LBB0_770:
	vaddss	(%rax,%rdx,4), %xmm0, %xmm0
	decq	%rdx
	cmpq	%rdx, %rcx
	jne	.LBB0_770
.LBB0_771:
	xorl	%edi, %edi
	vucomiss	224(%rsp), %xmm0
	jae	.LBB0_774
	movq	%r9, %r15
	vmovdqa	%xmm8, %xmm1
	vmovss	.LCPI0_2(%rip), %xmm0
	vmovaps	%xmm0, 7168(%rsp)
	movq	232(%rsp), %rax
	movl	$3528531795, %esi
	vxorps	%xmm29, %xmm29, %xmm29
	testq	%r10, %r10
	jne	.LBB0_889
	jmp	.LBB0_773
.LBB0_774:
	xorl	%r11d, %r11d
	vxorps	%xmm29, %xmm29, %xmm29
	movq	%rdi, %r8
	jmp	.LBB0_777
	.p2align	4
.LBB0_775:
	vxorps	%xmm0, %xmm0, %xmm0
	vxorps	%xmm1, %xmm1, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
.LBB0_776:
	vmovss	224(%rsp), %xmm3
	vucomiss	%xmm3, %xmm0
	setae	%al
	movq	576(%rsp), %rcx
	cmovael	320(%rsp), %ecx
	cmovael	448(%rsp), %esi
	kmovd	%eax, %k2
	vmovss	%xmm1, %xmm2, %xmm2 {%k2}
	vucomiss	%xmm3, %xmm2
	movl	%esi, %r8d
	cmovbl	%ecx, %r8d
	incq	%r11
	cmpq	$16, %r11
	je	.LBB0_830
.LBB0_777:
	leal	(%r11,%r11), %eax
	movb	$30, %cl
	subb	%al, %cl
	movl	$-2147483648, %esi
	shrxl	%eax, %esi, %eax
	orl	%r8d, %eax
	movl	%eax, 320(%rsp)
	btsl	%ecx, %eax
	movl	%eax, 448(%rsp)
	movq	%r8, 576(%rsp)
	movl	%r8d, %esi
	btsl	%ecx, %esi
	testq	%r10, %r10
	je	.LBB0_775
	movq	%r11, 832(%rsp)
	xorl	%r12d, %r12d
	xorl	%r10d, %r10d
	xorl	%r9d, %r9d
	xorl	%ebx, %ebx
	jmp	.LBB0_781
	.p2align	4
.LBB0_779:
	movq	%r9, %rdx
	xorl	%r14d, %r14d
.LBB0_780:
	leaq	1(%r15), %r10
	leaq	1(%r11), %rbx
	vmovss	%xmm0, 12480(%rsp,%rdx,4)
	movq	%r14, 21696(%rsp,%rdx,8)
	leaq	1(%rdx), %r9
	incq	%r12
	cmpq	200(%rsp), %r12
	je	.LBB0_801
.LBB0_781:
	movq	704(%rsp), %rax
	movl	(%rax,%r12,4), %edx
	cmpl	320(%rsp), %edx
	setb	%cl
	xorl	%eax, %eax
	movq	1536(%rsp), %r11
	vmovss	(%r11,%r12,4), %xmm0
	kmovd	%ecx, %k2
	vmovaps	%xmm0, %xmm1
	vmovss	%xmm29, %xmm1, %xmm1 {%k2}
	testq	%r10, %r10
	setne	%cl
	je	.LBB0_787
	movb	%cl, %al
	movq	%r10, %rcx
	subq	%rax, %rcx
	cmpq	$0, 20672(%rsp,%rcx,8)
	jne	.LBB0_787
	leaq	20664(%rsp), %rax
	leaq	(%rax,%r10,8), %r8
	leaq	-1(%r10), %rax
	leaq	11964(%rsp), %rcx
	leaq	(%rcx,%r10,4), %r13
	movq	%rax, %r15
	xorl	%r11d, %r11d
	.p2align	4
.LBB0_784:
	movq	%r15, %rcx
	subq	$1, %r15
	movl	$1, %r14d
	cmovaeq	%r14, %rcx
	vaddss	(%r13), %xmm1, %xmm1
	cmpq	%r11, %rax
	leaq	1(%r11), %r11
	je	.LBB0_786
	shll	$3, %ecx
	movq	%r8, %r14
	subq	%rcx, %r14
	addq	$-8, %r8
	addq	$-4, %r13
	cmpq	(%r14), %r11
	je	.LBB0_784
.LBB0_786:
	subq	%r11, %r10
	movq	%r10, %r15
	jmp	.LBB0_788
	.p2align	4
.LBB0_787:
	movq	%r10, %r15
	xorl	%r11d, %r11d
.LBB0_788:
	cmpl	448(%rsp), %edx
	setb	%cl
	xorl	%eax, %eax
	vmovss	%xmm1, 11968(%rsp,%r15,4)
	movq	%r11, 20672(%rsp,%r15,8)
	kmovd	%ecx, %k2
	vmovaps	%xmm0, %xmm1
	vmovss	%xmm29, %xmm1, %xmm1 {%k2}
	testq	%rbx, %rbx
	setne	%cl
	je	.LBB0_794
	movb	%cl, %al
	movq	%rbx, %rcx
	subq	%rax, %rcx
	cmpq	$0, 21184(%rsp,%rcx,8)
	jne	.LBB0_794
	leaq	21176(%rsp), %rax
	leaq	(%rax,%rbx,8), %r11
	leaq	-1(%rbx), %r14
	leaq	12220(%rsp), %rax
	leaq	(%rax,%rbx,4), %rcx
	movq	%r14, %r13
	xorl	%r10d, %r10d
	.p2align	4
.LBB0_791:
	movq	%r13, %rax
	subq	$1, %r13
	movl	$1, %r8d
	cmovaeq	%r8, %rax
	vaddss	(%rcx), %xmm1, %xmm1
	cmpq	%r10, %r14
	leaq	1(%r10), %r10
	je	.LBB0_793
	shll	$3, %eax
	movq	%r11, %r8
	subq	%rax, %r8
	addq	$-8, %r11
	addq	$-4, %rcx
	cmpq	(%r8), %r10
	je	.LBB0_791
.LBB0_793:
	subq	%r10, %rbx
	movq	%rbx, %r11
	jmp	.LBB0_795
	.p2align	4
.LBB0_794:
	movq	%rbx, %r11
	xorl	%r10d, %r10d
.LBB0_795:
	cmpl	%esi, %edx
	setb	%cl
	xorl	%eax, %eax
	vmovss	%xmm1, 12224(%rsp,%r11,4)
	movq	%r10, 21184(%rsp,%r11,8)
	kmovd	%ecx, %k2
	vmovss	%xmm29, %xmm0, %xmm0 {%k2}
	testq	%r9, %r9
	setne	%cl
	je	.LBB0_779
	movb	%cl, %al
	movq	%r9, %rcx
	subq	%rax, %rcx
	cmpq	$0, 21696(%rsp,%rcx,8)
	jne	.LBB0_779
	leaq	21688(%rsp), %rax
	leaq	(%rax,%r9,8), %rdx
	leaq	-1(%r9), %r10
	leaq	12476(%rsp), %rax
	leaq	(%rax,%r9,4), %rcx
	movq	%r10, %rbx
	xorl	%r14d, %r14d
	.p2align	4
.LBB0_798:
	movq	%rbx, %rax
	subq	$1, %rbx
	movl	$1, %r8d
	cmovaeq	%r8, %rax
	vaddss	(%rcx), %xmm0, %xmm0
	cmpq	%r14, %r10
	leaq	1(%r14), %r14
	je	.LBB0_800
	shll	$3, %eax
	movq	%rdx, %r8
	subq	%rax, %r8
	addq	$-8, %rdx
	addq	$-4, %rcx
	cmpq	(%r8), %r14
	je	.LBB0_798
.LBB0_800:
	subq	%r14, %r9
	movq	%r9, %rdx
	jmp	.LBB0_780
	.p2align	4
.LBB0_801:
	xorl	%eax, %eax
	testq	%r10, %r10
	sete	%cl
	setne	%al
	movq	%r10, %r14
	subq	%rax, %r14
	vmovss	11968(%rsp,%r14,4), %xmm0
	kmovd	%ecx, %k2
	vmovss	%xmm29, %xmm0, %xmm0 {%k2}
	cmpq	$2, %r10
	jb	.LBB0_809
	leaq	-1(%r15), %rax
	movl	%r14d, %r10d
	andl	$7, %r10d
	cmpq	$7, %rax
	jae	.LBB0_804
	xorl	%r12d, %r12d
	jmp	.LBB0_807
.LBB0_804:
	movl	%esi, 1664(%rsp)
	leaq	(%rsp,%r14,4), %r13
	addq	$11968, %r13
	andq	$-8, %r14
	leaq	1(%r15), %rax
	cmpq	$1, %rax
	movl	$1, %ecx
	cmovaeq	%rcx, %rax
	shll	$2, %eax
	leaq	(%rsp,%r15,4), %rcx
	addq	$11968, %rcx
	subq	%rax, %rcx
	xorl	%r12d, %r12d
	movabsq	$4611686018427387899, %r8
	movabsq	$4611686018427387898, %rdi
	.p2align	4
.LBB0_805:
	vaddss	(%rcx), %xmm0, %xmm0
	movq	%r12, %rax
	movabsq	$4611686018427387902, %rsi
	xorq	%rsi, %rax
	vaddss	(%r13,%rax,4), %xmm0, %xmm0
	movq	%r12, %rax
	movabsq	$4611686018427387901, %rsi
	xorq	%rsi, %rax
	vaddss	(%r13,%rax,4), %xmm0, %xmm0
	movq	%r12, %rax
	movabsq	$4611686018427387900, %rsi
	xorq	%rsi, %rax
	vaddss	(%r13,%rax,4), %xmm0, %xmm0
	movq	%r12, %rax
	xorq	%r8, %rax
	vaddss	(%r13,%rax,4), %xmm0, %xmm0
	movq	%r12, %rax
	xorq	%rdi, %rax
	vaddss	(%r13,%rax,4), %xmm0, %xmm0
	movq	%r12, %rax
	movabsq	$4611686018427387897, %rsi
	xorq	%rsi, %rax
	vaddss	(%r13,%rax,4), %xmm0, %xmm0
	movq	%r12, %rax
	movabsq	$4611686018427387896, %rsi
	xorq	%rsi, %rax
	vaddss	(%r13,%rax,4), %xmm0, %xmm0
	addq	$8, %r12
	addq	$-32, %rcx
	cmpq	%r12, %r14
	jne	.LBB0_805
	testq	%r10, %r10
	movl	1664(%rsp), %esi
	je	.LBB0_809
.LBB0_807:
	shlq	$2, %r12
	negq	%r12
	leaq	(%rsp,%r12), %rax
	addq	$11968, %rax
	leaq	1(%r15), %r8
	cmpq	$1, %r8
	movl	$1, %ecx
	cmovaeq	%rcx, %r8
	shll	$2, %r8d
	leaq	(%rax,%r15,4), %rcx
	subq	%r8, %rcx
	negq	%r10
	xorl	%eax, %eax
	.p2align	4
.LBB0_808:
	vaddss	(%rcx,%rax,4), %xmm0, %xmm0
	decq	%rax
	cmpq	%rax, %r10
	jne	.LBB0_808
.LBB0_809:
	xorl	%eax, %eax
	testq	%rbx, %rbx
	sete	%cl
	setne	%al
	movq	%rbx, %r14
	subq	%rax, %r14
	vmovss	12224(%rsp,%r14,4), %xmm1
	kmovd	%ecx, %k2
	vmovss	%xmm29, %xmm1, %xmm1 {%k2}
	cmpq	$2, %rbx
	jae	.LBB0_811
	movl	1984(%rsp), %r12d
	jmp	.LBB0_818
	.p2align	4
.LBB0_811:
	leaq	-1(%r11), %rax
	movl	%r14d, %r10d
	andl	$7, %r10d
	cmpq	$7, %rax
	movl	1984(%rsp), %r12d
	jae	.LBB0_813
	xorl	%ebx, %ebx
	jmp	.LBB0_816
.LBB0_813:
	movl	%esi, 1664(%rsp)
	leaq	(%rsp,%r14,4), %r15
	addq	$12224, %r15
	andq	$-8, %r14
	leaq	1(%r11), %rax
	cmpq	$1, %rax
	movl	$1, %ecx
	cmovaeq	%rcx, %rax
	shll	$2, %eax
	leaq	(%rsp,%r11,4), %rcx
	addq	$12224, %rcx
	subq	%rax, %rcx
	xorl	%ebx, %ebx
	movabsq	$4611686018427387899, %r12
	movabsq	$4611686018427387898, %r13
	movabsq	$4611686018427387897, %r8
	movabsq	$4611686018427387896, %rdi
	.p2align	4
.LBB0_814:
	vaddss	(%rcx), %xmm1, %xmm1
	movq	%rbx, %rax
	movabsq	$4611686018427387902, %rsi
	xorq	%rsi, %rax
	vaddss	(%r15,%rax,4), %xmm1, %xmm1
	movq	%rbx, %rax
	movabsq	$4611686018427387901, %rsi
	xorq	%rsi, %rax
	vaddss	(%r15,%rax,4), %xmm1, %xmm1
	movq	%rbx, %rax
	movabsq	$4611686018427387900, %rsi
	xorq	%rsi, %rax
	vaddss	(%r15,%rax,4), %xmm1, %xmm1
	movq	%rbx, %rax
	xorq	%r12, %rax
	vaddss	(%r15,%rax,4), %xmm1, %xmm1
	movq	%rbx, %rax
	xorq	%r13, %rax
	vaddss	(%r15,%rax,4), %xmm1, %xmm1
	movq	%rbx, %rax
	xorq	%r8, %rax
	vaddss	(%r15,%rax,4), %xmm1, %xmm1
	movq	%rbx, %rax
	xorq	%rdi, %rax
	vaddss	(%r15,%rax,4), %xmm1, %xmm1
	addq	$8, %rbx
	addq	$-32, %rcx
	cmpq	%rbx, %r14
	jne	.LBB0_814
	testq	%r10, %r10
	movl	1984(%rsp), %r12d
	movl	1664(%rsp), %esi
	je	.LBB0_818
.LBB0_816:
	shlq	$2, %rbx
	negq	%rbx
	leaq	(%rsp,%rbx), %rax
	addq	$12224, %rax
	leaq	1(%r11), %r8
	cmpq	$1, %r8
	movl	$1, %ecx
	cmovaeq	%rcx, %r8
	shll	$2, %r8d
	leaq	(%rax,%r11,4), %rcx
	subq	%r8, %rcx
	negq	%r10
	xorl	%eax, %eax
	.p2align	4
.LBB0_817:
	vaddss	(%rcx,%rax,4), %xmm1, %xmm1
	decq	%rax
	cmpq	%rax, %r10
	jne	.LBB0_817
.LBB0_818:
	xorl	%eax, %eax
	testq	%r9, %r9
	sete	%cl
	setne	%al
	movq	%r9, %r10
	subq	%rax, %r10
	vmovss	12480(%rsp,%r10,4), %xmm2
	kmovd	%ecx, %k2
	vmovss	%xmm29, %xmm2, %xmm2 {%k2}
	cmpq	$2, %r9
	movq	2560(%rsp), %r14
	jae	.LBB0_820
	movq	1280(%rsp), %rbx
	movq	200(%rsp), %r10
	movq	2176(%rsp), %r9
	movq	832(%rsp), %r11
	jmp	.LBB0_776
	.p2align	4
.LBB0_820:
	leaq	-1(%rdx), %rax
	movl	%r10d, %r9d
	andl	$7, %r9d
	cmpq	$7, %rax
	jae	.LBB0_822
	xorl	%ebx, %ebx
	movq	832(%rsp), %r11
	jmp	.LBB0_825
.LBB0_822:
	movl	%esi, 1664(%rsp)
	leaq	(%rsp,%r10,4), %r11
	addq	$12480, %r11
	andq	$-8, %r10
	leaq	1(%rdx), %rax
	cmpq	$1, %rax
	movl	$1, %ecx
	cmovaeq	%rcx, %rax
	shll	$2, %eax
	leaq	(%rsp,%rdx,4), %rcx
	addq	$12480, %rcx
	subq	%rax, %rcx
	xorl	%ebx, %ebx
	movabsq	$4611686018427387902, %r8
	movabsq	$4611686018427387901, %rdi
	movabsq	$4611686018427387900, %rsi
	movabsq	$4611686018427387899, %r15
	movabsq	$4611686018427387898, %r12
	movabsq	$4611686018427387897, %r13
	movabsq	$4611686018427387896, %r14
	.p2align	4
.LBB0_823:
	vaddss	(%rcx), %xmm2, %xmm2
	movq	%rbx, %rax
	xorq	%r8, %rax
	vaddss	(%r11,%rax,4), %xmm2, %xmm2
	movq	%rbx, %rax
	xorq	%rdi, %rax
	vaddss	(%r11,%rax,4), %xmm2, %xmm2
	movq	%rbx, %rax
	xorq	%rsi, %rax
	vaddss	(%r11,%rax,4), %xmm2, %xmm2
	movq	%rbx, %rax
	xorq	%r15, %rax
	vaddss	(%r11,%rax,4), %xmm2, %xmm2
	movq	%rbx, %rax
	xorq	%r12, %rax
	vaddss	(%r11,%rax,4), %xmm2, %xmm2
	movq	%rbx, %rax
	xorq	%r13, %rax
	vaddss	(%r11,%rax,4), %xmm2, %xmm2
	movq	%rbx, %rax
	xorq	%r14, %rax
	vaddss	(%r11,%rax,4), %xmm2, %xmm2
	addq	$8, %rbx
	addq	$-32, %rcx
	cmpq	%rbx, %r10
	jne	.LBB0_823
	testq	%r9, %r9
	movq	2560(%rsp), %r14
	movl	1984(%rsp), %r12d
	movq	832(%rsp), %r11
	movl	1664(%rsp), %esi
	je	.LBB0_829
.LBB0_825:
	shlq	$2, %rbx
	negq	%rbx
	leaq	(%rsp,%rbx), %rax
	addq	$12480, %rax
	leaq	1(%rdx), %rcx
	cmpq	$1, %rcx
	movl	$1, %r10d
	cmovaeq	%r10, %rcx
	shll	$2, %ecx
	leaq	(%rax,%rdx,4), %rax
	subq	%rcx, %rax
	negq	%r9
	xorl	%ecx, %ecx
	movq	200(%rsp), %r10
	.p2align	4
.LBB0_826:
	vaddss	(%rax,%rcx,4), %xmm2, %xmm2
	decq	%rcx
	cmpq	%rcx, %r9
	jne	.LBB0_826
	movq	1280(%rsp), %rbx
.LBB0_828:
	movq	2176(%rsp), %r9
	jmp	.LBB0_776
.LBB0_829:
	movq	1280(%rsp), %rbx
	movq	200(%rsp), %r10
	jmp	.LBB0_828
.LBB0_830:
	movq	%r8, 576(%rsp)
	cmpq	$0, 3496(%rsp)
	je	.LBB0_887
	xorl	%ecx, %ecx
	xorl	%esi, %esi
	movq	704(%rsp), %r11
	jmp	.LBB0_834
	.p2align	4
.LBB0_832:
	vxorps	%xmm0, %xmm0, %xmm0
	vxorps	%xmm1, %xmm1, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
.LBB0_833:
	movq	1024(%rsp), %rcx
	vmovss	224(%rsp), %xmm3
	vucomiss	%xmm3, %xmm0
	setae	%al
	cmovaeq	448(%rsp), %rsi
	movq	320(%rsp), %r8
	cmovaeq	832(%rsp), %r8
	kmovd	%eax, %k2
	vmovss	%xmm1, %xmm2, %xmm2 {%k2}
	vucomiss	%xmm3, %xmm2
	cmovaeq	%r8, %rsi
	incq	%rcx
	cmpq	3496(%rsp), %rcx
	je	.LBB0_888
.LBB0_834:
	movq	%rsi, 1664(%rsp)
	leaq	(%rcx,%rcx), %rax
	movq	%rcx, 1024(%rsp)
	leaq	1(,%rcx,2), %rcx
	movq	5976(%rsp), %rdi
	cmpq	%rdi, %rcx
	movl	%eax, %edx
	cmovbl	%ecx, %edx
	movq	5968(%rsp), %r8
	movl	%r8d, %esi
	subl	%edx, %esi
	cmpq	%rdi, %rcx
	movl	$1, %ecx
	shlxq	%rsi, %rcx, %rdx
	movq	1664(%rsp), %rsi
	movl	$0, %ecx
	cmovaeq	%rcx, %rdx
	movl	%r8d, %ecx
	subl	%eax, %ecx
	movq	%rsi, %rax
	btsq	%rcx, %rax
	movq	%rdx, %rcx
	movq	%rax, 448(%rsp)
	orq	%rax, %rcx
	movq	%rcx, 832(%rsp)
	orq	%rsi, %rdx
	movq	%rdx, 320(%rsp)
	testq	%r10, %r10
	je	.LBB0_832
	xorl	%r13d, %r13d
	xorl	%r11d, %r11d
	xorl	%r15d, %r15d
	xorl	%r10d, %r10d
	jmp	.LBB0_838
	.p2align	4
.LBB0_836:
	movq	%r11, %rdx
	xorl	%r14d, %r14d
.LBB0_837:
	leaq	1(%r12), %r10
	leaq	1(%rbx), %r15
	vmovss	%xmm1, 13248(%rsp,%rdx,4)
	movq	%r14, 23232(%rsp,%rdx,8)
	leaq	1(%rdx), %r11
	incq	%r13
	cmpq	200(%rsp), %r13
	je	.LBB0_858
.LBB0_838:
	movq	704(%rsp), %rax
	movl	(%rax,%r13,4), %edx
	movq	576(%rsp), %rdi
	cmpl	%edi, %edx
	seta	%al
	sete	%cl
	movq	4608(%rsp), %rsi
	subq	%r13, %rsi
	cmpq	448(%rsp), %rsi
	kmovd	%ecx, %k2
	setae	%cl
	kmovd	%ecx, %k3
	movq	1536(%rsp), %rcx
	vmovss	(%rcx,%r13,4), %xmm0
	vmovss	%xmm0, %xmm0, %xmm1 {%k2} {z}
	vmovss	%xmm1, %xmm1, %xmm1 {%k3} {z}
	kmovd	%eax, %k2
	xorl	%eax, %eax
	vmovss	%xmm0, %xmm1, %xmm1 {%k2}
	testq	%r10, %r10
	setne	%cl
	je	.LBB0_844
	movb	%cl, %al
	movq	%r10, %rcx
	subq	%rax, %rcx
	cmpq	$0, 22208(%rsp,%rcx,8)
	jne	.LBB0_844
	leaq	22200(%rsp), %rax
	leaq	(%rax,%r10,8), %r8
	leaq	-1(%r10), %r9
	leaq	12732(%rsp), %rax
	leaq	(%rax,%r10,4), %rcx
	movq	%r9, %r12
	xorl	%ebx, %ebx
	.p2align	4
.LBB0_841:
	movq	%r12, %rax
	subq	$1, %r12
	movl	$1, %r14d
	cmovaeq	%r14, %rax
	vaddss	(%rcx), %xmm1, %xmm1
	cmpq	%rbx, %r9
	leaq	1(%rbx), %rbx
	je	.LBB0_843
	shll	$3, %eax
	movq	%r8, %r14
	subq	%rax, %r14
	addq	$-8, %r8
	addq	$-4, %rcx
	cmpq	(%r14), %rbx
	je	.LBB0_841
.LBB0_843:
	subq	%rbx, %r10
	movq	%r10, %r12
	jmp	.LBB0_845
	.p2align	4
.LBB0_844:
	movq	%r10, %r12
	xorl	%ebx, %ebx
.LBB0_845:
	cmpl	%edi, %edx
	seta	%al
	sete	%r8b
	cmpq	832(%rsp), %rsi
	setae	%r9b
	xorl	%ecx, %ecx
	vmovss	%xmm1, 12736(%rsp,%r12,4)
	movq	%rbx, 22208(%rsp,%r12,8)
	kmovd	%r9d, %k2
	kmovd	%r8d, %k3
	vmovss	%xmm0, %xmm0, %xmm1 {%k3} {z}
	vmovss	%xmm1, %xmm1, %xmm1 {%k2} {z}
	kmovd	%eax, %k2
	vmovss	%xmm0, %xmm1, %xmm1 {%k2}
	testq	%r15, %r15
	setne	%al
	je	.LBB0_851
	movb	%al, %cl
	movq	%r15, %rax
	subq	%rcx, %rax
	cmpq	$0, 22720(%rsp,%rax,8)
	jne	.LBB0_851
	leaq	22712(%rsp), %rax
	leaq	(%rax,%r15,8), %rbx
	leaq	-1(%r15), %r14
	leaq	12988(%rsp), %rax
	leaq	(%rax,%r15,4), %rcx
	movq	%r14, %r9
	xorl	%r10d, %r10d
	.p2align	4
.LBB0_848:
	movq	%r9, %rax
	subq	$1, %r9
	movl	$1, %r8d
	cmovaeq	%r8, %rax
	vaddss	(%rcx), %xmm1, %xmm1
	cmpq	%r10, %r14
	leaq	1(%r10), %r10
	je	.LBB0_850
	shll	$3, %eax
	movq	%rbx, %r8
	subq	%rax, %r8
	addq	$-8, %rbx
	addq	$-4, %rcx
	cmpq	(%r8), %r10
	je	.LBB0_848
.LBB0_850:
	subq	%r10, %r15
	movq	%r15, %rbx
	jmp	.LBB0_852
	.p2align	4
.LBB0_851:
	movq	%r15, %rbx
	xorl	%r10d, %r10d
.LBB0_852:
	cmpl	%edi, %edx
	seta	%al
	sete	%dl
	cmpq	320(%rsp), %rsi
	setae	%sil
	xorl	%ecx, %ecx
	vmovss	%xmm1, 12992(%rsp,%rbx,4)
	movq	%r10, 22720(%rsp,%rbx,8)
	kmovd	%esi, %k2
	kmovd	%edx, %k3
	vmovss	%xmm0, %xmm0, %xmm1 {%k3} {z}
	vmovss	%xmm1, %xmm1, %xmm1 {%k2} {z}
	kmovd	%eax, %k2
	vmovss	%xmm0, %xmm1, %xmm1 {%k2}
	testq	%r11, %r11
	setne	%al
	movq	2176(%rsp), %r9
	je	.LBB0_836
	movb	%al, %cl
	movq	%r11, %rax
	subq	%rcx, %rax
	cmpq	$0, 23232(%rsp,%rax,8)
	jne	.LBB0_836
	leaq	23224(%rsp), %rax
	leaq	(%rax,%r11,8), %rdx
	leaq	-1(%r11), %rsi
	leaq	13244(%rsp), %rax
	leaq	(%rax,%r11,4), %rcx
	movq	%rsi, %r9
	xorl	%r14d, %r14d
	.p2align	4
.LBB0_855:
	movq	%r9, %rax
	subq	$1, %r9
	movl	$1, %r8d
	cmovaeq	%r8, %rax
	vaddss	(%rcx), %xmm1, %xmm1
	cmpq	%r14, %rsi
	leaq	1(%r14), %r14
	je	.LBB0_857
	shll	$3, %eax
	movq	%rdx, %r8
	subq	%rax, %r8
	addq	$-8, %rdx
	addq	$-4, %rcx
	cmpq	(%r8), %r14
	je	.LBB0_855
.LBB0_857:
	subq	%r14, %r11
	movq	%r11, %rdx
	movq	2176(%rsp), %r9
	jmp	.LBB0_837
	.p2align	4
.LBB0_858:
	xorl	%eax, %eax
	testq	%r10, %r10
	sete	%cl
	setne	%al
	movq	%r10, %r14
	subq	%rax, %r14
	vmovss	12736(%rsp,%r14,4), %xmm0
	kmovd	%ecx, %k2
	vmovss	%xmm29, %xmm0, %xmm0 {%k2}
	cmpq	$2, %r10
	jb	.LBB0_866
	leaq	-1(%r12), %rax
	movl	%r14d, %esi
	andl	$7, %esi
	cmpq	$7, %rax
	jae	.LBB0_861
	xorl	%r10d, %r10d
	jmp	.LBB0_864
.LBB0_861:
	leaq	(%rsp,%r14,4), %r13
	addq	$12736, %r13
	andq	$-8, %r14
	leaq	1(%r12), %rax
	cmpq	$1, %rax
	movl	$1, %ecx
	cmovaeq	%rcx, %rax
	shll	$2, %eax
	leaq	(%rsp,%r12,4), %rcx
	addq	$12736, %rcx
	subq	%rax, %rcx
	xorl	%r10d, %r10d
	movabsq	$4611686018427387899, %r8
	movabsq	$4611686018427387898, %r9
	.p2align	4
.LBB0_862:
	vaddss	(%rcx), %xmm0, %xmm0
	movq	%r10, %rax
	movabsq	$4611686018427387902, %rdi
	xorq	%rdi, %rax
	vaddss	(%r13,%rax,4), %xmm0, %xmm0
	movq	%r10, %rax
	movabsq	$4611686018427387901, %rdi
	xorq	%rdi, %rax
	vaddss	(%r13,%rax,4), %xmm0, %xmm0
	movq	%r10, %rax
	movabsq	$4611686018427387900, %rdi
	xorq	%rdi, %rax
	vaddss	(%r13,%rax,4), %xmm0, %xmm0
	movq	%r10, %rax
	xorq	%r8, %rax
	vaddss	(%r13,%rax,4), %xmm0, %xmm0
	movq	%r10, %rax
	xorq	%r9, %rax
	vaddss	(%r13,%rax,4), %xmm0, %xmm0
	movq	%r10, %rax
	movabsq	$4611686018427387897, %rdi
	xorq	%rdi, %rax
	vaddss	(%r13,%rax,4), %xmm0, %xmm0
	movq	%r10, %rax
	movabsq	$4611686018427387896, %rdi
	xorq	%rdi, %rax
	vaddss	(%r13,%rax,4), %xmm0, %xmm0
	addq	$8, %r10
	addq	$-32, %rcx
	cmpq	%r10, %r14
	jne	.LBB0_862
	testq	%rsi, %rsi
	movq	2176(%rsp), %r9
	je	.LBB0_866
.LBB0_864:
	shlq	$2, %r10
	negq	%r10
	leaq	(%rsp,%r10), %rax
	addq	$12736, %rax
	leaq	1(%r12), %r8
	cmpq	$1, %r8
	movl	$1, %ecx
	cmovaeq	%rcx, %r8
	shll	$2, %r8d
	leaq	(%rax,%r12,4), %rcx
	subq	%r8, %rcx
	negq	%rsi
	xorl	%eax, %eax
	.p2align	4
.LBB0_865:
	vaddss	(%rcx,%rax,4), %xmm0, %xmm0
	decq	%rax
	cmpq	%rax, %rsi
	jne	.LBB0_865
.LBB0_866:
	xorl	%eax, %eax
	testq	%r15, %r15
	sete	%cl
	setne	%al
	movq	%r15, %r10
	subq	%rax, %r10
	vmovss	12992(%rsp,%r10,4), %xmm1
	kmovd	%ecx, %k2
	vmovss	%xmm29, %xmm1, %xmm1 {%k2}
	cmpq	$2, %r15
	jae	.LBB0_868
	movl	1984(%rsp), %r12d
	jmp	.LBB0_875
	.p2align	4
.LBB0_868:
	leaq	-1(%rbx), %rax
	movl	%r10d, %esi
	andl	$7, %esi
	cmpq	$7, %rax
	movl	1984(%rsp), %r12d
	jae	.LBB0_870
	xorl	%r14d, %r14d
	jmp	.LBB0_873
.LBB0_870:
	leaq	(%rsp,%r10,4), %r15
	addq	$12992, %r15
	andq	$-8, %r10
	leaq	1(%rbx), %rax
	cmpq	$1, %rax
	movl	$1, %ecx
	cmovaeq	%rcx, %rax
	shll	$2, %eax
	leaq	(%rsp,%rbx,4), %rcx
	addq	$12992, %rcx
	subq	%rax, %rcx
	xorl	%r14d, %r14d
	movabsq	$4611686018427387899, %r12
	movabsq	$4611686018427387898, %r13
	movabsq	$4611686018427387897, %r8
	movabsq	$4611686018427387896, %r9
	.p2align	4
.LBB0_871:
	vaddss	(%rcx), %xmm1, %xmm1
	movq	%r14, %rax
	movabsq	$4611686018427387902, %rdi
	xorq	%rdi, %rax
	vaddss	(%r15,%rax,4), %xmm1, %xmm1
	movq	%r14, %rax
	movabsq	$4611686018427387901, %rdi
	xorq	%rdi, %rax
	vaddss	(%r15,%rax,4), %xmm1, %xmm1
	movq	%r14, %rax
	movabsq	$4611686018427387900, %rdi
	xorq	%rdi, %rax
	vaddss	(%r15,%rax,4), %xmm1, %xmm1
	movq	%r14, %rax
	xorq	%r12, %rax
	vaddss	(%r15,%rax,4), %xmm1, %xmm1
	movq	%r14, %rax
	xorq	%r13, %rax
	vaddss	(%r15,%rax,4), %xmm1, %xmm1
	movq	%r14, %rax
	xorq	%r8, %rax
	vaddss	(%r15,%rax,4), %xmm1, %xmm1
	movq	%r14, %rax
	xorq	%r9, %rax
	vaddss	(%r15,%rax,4), %xmm1, %xmm1
	addq	$8, %r14
	addq	$-32, %rcx
	cmpq	%r14, %r10
	jne	.LBB0_871
	testq	%rsi, %rsi
	movl	1984(%rsp), %r12d
	movq	2176(%rsp), %r9
	je	.LBB0_875
.LBB0_873:
	shlq	$2, %r14
	negq	%r14
	leaq	(%rsp,%r14), %rax
	addq	$12992, %rax
	leaq	1(%rbx), %r8
	cmpq	$1, %r8
	movl	$1, %ecx
	cmovaeq	%rcx, %r8
	shll	$2, %r8d
	leaq	(%rax,%rbx,4), %rcx
	subq	%r8, %rcx
	negq	%rsi
	xorl	%eax, %eax
	.p2align	4
.LBB0_874:
	vaddss	(%rcx,%rax,4), %xmm1, %xmm1
	decq	%rax
	cmpq	%rax, %rsi
	jne	.LBB0_874
.LBB0_875:
	xorl	%eax, %eax
	testq	%r11, %r11
	sete	%cl
	setne	%al
	movq	%r11, %r10
	subq	%rax, %r10
	vmovss	13248(%rsp,%r10,4), %xmm2
	kmovd	%ecx, %k2
	vmovss	%xmm29, %xmm2, %xmm2 {%k2}
	cmpq	$2, %r11
	jae	.LBB0_877
	movq	1280(%rsp), %rbx
	movq	200(%rsp), %r10
	movq	704(%rsp), %r11
	movq	2560(%rsp), %r14
	jmp	.LBB0_885
	.p2align	4
.LBB0_877:
	leaq	-1(%rdx), %rax
	movl	%r10d, %esi
	andl	$7, %esi
	cmpq	$7, %rax
	jae	.LBB0_879
	xorl	%ebx, %ebx
	movq	2560(%rsp), %r14
	jmp	.LBB0_882
.LBB0_879:
	leaq	(%rsp,%r10,4), %r11
	addq	$13248, %r11
	andq	$-8, %r10
	leaq	1(%rdx), %rax
	cmpq	$1, %rax
	movl	$1, %ecx
	cmovaeq	%rcx, %rax
	shll	$2, %eax
	leaq	(%rsp,%rdx,4), %rcx
	addq	$13248, %rcx
	subq	%rax, %rcx
	xorl	%ebx, %ebx
	movabsq	$4611686018427387902, %r8
	movabsq	$4611686018427387901, %r9
	movabsq	$4611686018427387900, %rdi
	movabsq	$4611686018427387899, %r15
	movabsq	$4611686018427387898, %r12
	movabsq	$4611686018427387897, %r13
	movabsq	$4611686018427387896, %r14
	.p2align	4
.LBB0_880:
	vaddss	(%rcx), %xmm2, %xmm2
	movq	%rbx, %rax
	xorq	%r8, %rax
	vaddss	(%r11,%rax,4), %xmm2, %xmm2
	movq	%rbx, %rax
	xorq	%r9, %rax
	vaddss	(%r11,%rax,4), %xmm2, %xmm2
	movq	%rbx, %rax
	xorq	%rdi, %rax
	vaddss	(%r11,%rax,4), %xmm2, %xmm2
	movq	%rbx, %rax
	xorq	%r15, %rax
	vaddss	(%r11,%rax,4), %xmm2, %xmm2
	movq	%rbx, %rax
	xorq	%r12, %rax
	vaddss	(%r11,%rax,4), %xmm2, %xmm2
	movq	%rbx, %rax
	xorq	%r13, %rax
	vaddss	(%r11,%rax,4), %xmm2, %xmm2
	movq	%rbx, %rax
	xorq	%r14, %rax
	vaddss	(%r11,%rax,4), %xmm2, %xmm2
	addq	$8, %rbx
	addq	$-32, %rcx
	cmpq	%rbx, %r10
	jne	.LBB0_880
	testq	%rsi, %rsi
	movq	2560(%rsp), %r14
	movl	1984(%rsp), %r12d
	movq	2176(%rsp), %r9
	je	.LBB0_886
.LBB0_882:
	shlq	$2, %rbx
	negq	%rbx
	leaq	(%rsp,%rbx), %rax
	addq	$13248, %rax
	leaq	1(%rdx), %rcx
	cmpq	$1, %rcx
	movl	$1, %r10d
	cmovaeq	%r10, %rcx
	shll	$2, %ecx
	leaq	(%rax,%rdx,4), %rax
	subq	%rcx, %rax
	negq	%rsi
	xorl	%ecx, %ecx
	movq	200(%rsp), %r10
	movq	704(%rsp), %r11
	.p2align	4
.LBB0_883:
	vaddss	(%rax,%rcx,4), %xmm2, %xmm2
	decq	%rcx
	cmpq	%rcx, %rsi
	jne	.LBB0_883
	movq	1280(%rsp), %rbx
.LBB0_885:
	movq	1664(%rsp), %rsi
	jmp	.LBB0_833
.LBB0_886:
	movq	1280(%rsp), %rbx
	movq	200(%rsp), %r10
	movq	704(%rsp), %r11
	jmp	.LBB0_885
.LBB0_887:
	xorl	%esi, %esi
	movq	704(%rsp), %r11
.LBB0_888:
	movq	%r9, %r15
	movq	576(%rsp), %rcx
	movl	%ecx, %eax
	andl	$2147483647, %eax
	testl	%ecx, %ecx
	notl	%ecx
	cmovsl	%eax, %ecx
	vmovd	%ecx, %xmm0
	vmovdqa	%xmm0, 7168(%rsp)
	movq	4608(%rsp), %rax
	subq	%rsi, %rax
	vcvtusi2ss	%rax, %xmm14, %xmm1
	movq	232(%rsp), %rax
	movl	$3528531795, %esi
	movq	2944(%rsp), %r8
	testq	%r10, %r10
	jne	.LBB0_889
	jmp	.LBB0_773
.LBB0_966:
	movq	%rsi, %rcx
	movq	%rsi, %rax
	testb	$12, %r10b
	vmovdqa64	2496(%rsp), %zmm10
	vmovd	.LCPI0_5(%rip), %xmm8
	vmovaps	.LCPI0_8(%rip), %zmm15
	vmovss	.LCPI0_0(%rip), %xmm26
	vmovaps	3392(%rsp), %xmm25
	vmovaps	432(%rsp), %xmm12
	je	.LBB0_362
.LBB0_967:
	vbroadcastss	%xmm25, %xmm0
	vbroadcastss	%xmm12, %xmm1
	vbroadcastss	688(%rsp), %xmm2
	vbroadcastss	1120(%rsp), %xmm3
	vpbroadcastq	%rcx, %ymm4
	vpor	.LCPI0_373(%rip), %ymm4, %ymm4
	movq	240(%rsp), %rax
	movq	3480(%rsp), %rsi
	movq	1536(%rsp), %r15
	vpbroadcastq	.LCPI0_374(%rip), %ymm30
	vxorps	%xmm31, %xmm31, %xmm31
	vbroadcastss	.LCPI0_0(%rip), %xmm17
	vbroadcastss	.LCPI0_358(%rip), %xmm18
	vbroadcastss	.LCPI0_359(%rip), %xmm19
	vbroadcastss	.LCPI0_360(%rip), %xmm20
	vbroadcastss	.LCPI0_361(%rip), %xmm21
	vbroadcastss	.LCPI0_362(%rip), %xmm23
	vbroadcastss	.LCPI0_363(%rip), %xmm24
	vbroadcastss	.LCPI0_364(%rip), %xmm25
	vbroadcastss	.LCPI0_366(%rip), %xmm28
	vbroadcastss	.LCPI0_367(%rip), %xmm15
	vbroadcastss	.LCPI0_370(%rip), %xmm16
	vpbroadcastd	.LCPI0_371(%rip), %xmm26
	vpbroadcastd	.LCPI0_2(%rip), %xmm22
	vbroadcastss	.LCPI0_4(%rip), %xmm27
	vmovaps	3200(%rsp), %zmm13
	vpbroadcastd	.LCPI0_38(%rip), %xmm14
	.p2align	4
.LBB0_968:
	vmovups	(%rax,%rcx,4), %xmm5
	vmulps	%xmm5, %xmm13, %xmm6
	vsubps	%xmm2, %xmm6, %xmm6
	vcvtuqq2ps	%ymm4, %xmm7
	vcmpltps	%xmm5, %xmm0, %k2
	vmovaps	%xmm17, %xmm8 {%k2} {z}
	vcmpeqps	%xmm0, %xmm5, %k2
	vcmpleps	%xmm1, %xmm7, %k2 {%k2}
	vmovaps	%xmm17, %xmm5 {%k2} {z}
	vmaxps	%xmm8, %xmm5, %xmm5
	vmaxps	%xmm6, %xmm18, %xmm7
	vminps	%xmm7, %xmm19, %xmm7
	vmulps	%xmm20, %xmm7, %xmm8
	vaddps	%xmm21, %xmm8, %xmm8
	vaddps	%xmm23, %xmm8, %xmm9
	vmulps	%xmm24, %xmm9, %xmm10
	vaddps	%xmm7, %xmm10, %xmm7
	vmulps	%xmm25, %xmm9, %xmm9
	vsubps	%xmm9, %xmm7, %xmm10
	vmulps	%xmm10, %xmm10, %xmm11
	vmulps	%xmm29, %xmm11, %xmm12
	vaddps	%xmm28, %xmm12, %xmm12
	vmulps	%xmm12, %xmm11, %xmm12
	vaddps	%xmm15, %xmm12, %xmm12
	vmulps	%xmm12, %xmm11, %xmm12
	vaddps	.LCPI0_368(%rip){1to4}, %xmm12, %xmm12
	vmulps	%xmm12, %xmm11, %xmm12
	vaddps	.LCPI0_369(%rip){1to4}, %xmm12, %xmm12
	vmulps	%xmm12, %xmm11, %xmm11
	vsubps	%xmm11, %xmm10, %xmm11
	vmulps	%xmm11, %xmm10, %xmm10
	vsubps	%xmm11, %xmm16, %xmm11
	vdivps	%xmm11, %xmm10, %xmm10
	vsubps	%xmm10, %xmm9, %xmm9
	vsubps	%xmm9, %xmm7, %xmm7
	vaddps	%xmm17, %xmm7, %xmm7
	vpaddd	%xmm26, %xmm8, %xmm9
	vpsrld	$1, %xmm9, %xmm9
	vpsubd	%xmm9, %xmm8, %xmm8
	vpslld	$23, %xmm9, %xmm9
	vpaddd	%xmm22, %xmm9, %xmm9
	vmulps	%xmm7, %xmm9, %xmm7
	vpslld	$23, %xmm8, %xmm8
	vpaddd	.LCPI0_5(%rip){1to4}, %xmm8, %xmm8
	vmulps	%xmm7, %xmm8, %xmm7
	vcmpunordps	%xmm31, %xmm6, %k2
	vbroadcastss	.LCPI0_372(%rip), %xmm7 {%k2}
	vdivps	%xmm3, %xmm7, %xmm6
	vcmpneqps	%xmm31, %xmm5, %k2
	vmovaps	%xmm27, %xmm5
	vaddps	%xmm31, %xmm6, %xmm5 {%k2}
	vpmovd2m	%xmm5, %k3
	vpor	%xmm5, %xmm14, %xmm7
	vpcmpeqd	%xmm8, %xmm8, %xmm8
	vpxord	%xmm8, %xmm5, %xmm7 {%k3}
	vmovdqu	%xmm7, (%r11,%rcx,4)
	vmovaps	%xmm6, %xmm5 {%k2} {z}
	vmovups	%xmm5, (%r15,%rcx,4)
	addq	$4, %rcx
	vpaddq	%ymm30, %ymm4, %ymm4
	cmpq	%rcx, %rsi
	jne	.LBB0_968
	movq	%rsi, %rax
	cmpq	%rsi, %r10
	vmovdqa64	2496(%rsp), %zmm10
	vmovd	.LCPI0_5(%rip), %xmm8
	vmovaps	.LCPI0_9(%rip), %zmm0
	vpbroadcastd	.LCPI0_377(%rip), %ymm2
	vmovss	.LCPI0_4(%rip), %xmm21
	vmovaps	.LCPI0_8(%rip), %zmm15
	vmovaps	1008(%rsp), %xmm27
	vmovss	.LCPI0_0(%rip), %xmm26
	vmovaps	3904(%rsp), %zmm31
	vmovaps	432(%rsp), %xmm12
	vmovaps	3392(%rsp), %xmm25
	jne	.LBB0_362
	movq	232(%rsp), %rax
	vxorps	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	vxorps	%xmm24, %xmm24, %xmm24
	vmovaps	%zmm0, %zmm20
	vmovaps	288(%rsp), %xmm1
	vpbroadcastq	.LCPI0_27(%rip), %zmm17
	vpbroadcastq	.LCPI0_23(%rip), %zmm23
	vpbroadcastq	.LCPI0_29(%rip), %zmm22
	vmovdqa64	2624(%rsp), %zmm30
	vmovdqa64	3584(%rsp), %zmm18
	vpbroadcastq	.LCPI0_25(%rip), %zmm21
	vxorps	%xmm29, %xmm29, %xmm29
	vmovdqa64	2432(%rsp), %zmm13
	movq	%rdi, %r8
	jmp	.LBB0_372
	.p2align	4
.LBB0_971:
	vpxor	%xmm0, %xmm0, %xmm0
	vmovdqa	%xmm0, 2272(%rsp)
.LBB0_972:
	vmovshdup	%xmm27, %xmm1
	vxorps	%xmm0, %xmm0, %xmm0
	cmpb	$0, 218(%rsp)
	vmovaps	%xmm1, 1120(%rsp)
	je	.LBB0_258
	testq	%r10, %r10
	je	.LBB0_256
.LBB0_974:
	vmovaps	%xmm12, 432(%rsp)
	vmovaps	%xmm27, 1008(%rsp)
	movl	%ebx, %r11d
	xorl	%edi, %r11d
	movl	$3528531795, %ecx
	imulq	%rcx, %r11
	movq	%r11, %rcx
	shrq	$32, %rcx
	xorq	6464(%rsp), %rcx
	movq	%rcx, 576(%rsp)
	movq	%rax, %rdx
	subq	%rbx, %rdx
	movq	3024(%rsp), %rax
	cmpq	%rax, %rdx
	cmovaeq	%rax, %rdx
	movq	%rdx, %rsi
	imulq	%r10, %rsi
	movq	%rdx, 7360(%rsp)
	leaq	(%rdx,%rbx), %rax
	movq	%rax, 312(%rsp)
	vpbroadcastq	%rcx, %zmm0
	vmovdqa64	%zmm0, 5312(%rsp)
	vpbroadcastq	%r11, %zmm0
	vpxorq	6336(%rsp), %zmm0, %zmm0
	vmovdqa64	%zmm0, 4096(%rsp)
	xorq	%r8, %r11
	movl	%r11d, %eax
	vpbroadcastq	%rax, %zmm0
	vmovdqa64	%zmm0, 7168(%rsp)
	movl	%esi, %eax
	andl	$32704, %eax
	movq	%rax, 688(%rsp)
	vpbroadcastd	%ebx, %zmm0
	vmovdqa64	%zmm0, 5248(%rsp)
	movq	%rsi, 832(%rsp)
	andl	$32760, %esi
	movq	%rsi, 816(%rsp)
	vbroadcastss	%xmm12, %zmm0
	vmovaps	%zmm0, 7232(%rsp)
	vbroadcastss	%xmm25, %zmm0
	vmovaps	%zmm0, 6784(%rsp)
	vxorps	%xmm0, %xmm0, %xmm0
	vmovaps	%zmm0, 3648(%rsp)
	movl	$1024, %ecx
	movq	240(%rsp), %rax
	movq	%rax, 6720(%rsp)
	movq	1536(%rsp), %rdx
	xorl	%r8d, %r8d
	vpxor	%xmm6, %xmm6, %xmm6
	vpbroadcastd	.LCPI0_2(%rip), %zmm28
	vmovdqa64	%zmm28, %zmm9
	movq	$0, 6016(%rsp)
	xorl	%edi, %edi
	vmovd	.LCPI0_2(%rip), %xmm15
	xorl	%esi, %esi
	vmovaps	%xmm25, 3392(%rsp)
	movq	%r11, 1664(%rsp)
	jmp	.LBB0_977
	.p2align	4
.LBB0_975:
	vmovdqa64	2432(%rsp), %zmm13
	vmovdqa64	2496(%rsp), %zmm10
	vmovd	.LCPI0_5(%rip), %xmm8
	vpbroadcastq	.LCPI0_29(%rip), %zmm22
	vmovdqa64	%zmm16, %zmm30
.LBB0_976:
	movq	6976(%rsp), %rcx
	addq	$1024, %rcx
	incq	6016(%rsp)
	movq	6912(%rsp), %r8
	addq	$-1024, %r8
	movq	4160(%rsp), %rdx
	addq	$-4096, %rdx
	addq	$4096, %r15
	movq	%r15, 6720(%rsp)
	movq	6272(%rsp), %rdi
	cmpq	%r10, %rdi
	movq	2176(%rsp), %r9
	vbroadcastss	.LCPI0_377(%rip), %xmm4
	vmovaps	1008(%rsp), %xmm27
	vpbroadcastq	.LCPI0_25(%rip), %zmm21
	vmovdqa64	3584(%rsp), %zmm18
	vmovdqa64	3904(%rsp), %zmm31
	jae	.LBB0_1045
.LBB0_977:
	movq	%rdx, 4160(%rsp)
	movq	%rdi, %rdx
	cmpq	%rcx, %r10
	movq	%rcx, %rbx
	cmovbq	%r10, %rbx
	leaq	(%rbx,%r8), %rdi
	leaq	1024(%rdx), %rax
	cmpq	%r10, %rax
	movq	%r10, %r15
	movq	%rax, 6272(%rsp)
	cmovbq	%rax, %r15
	cmpq	$31, 2296(%rsp)
	movq	%rdx, 3264(%rsp)
	movq	%rcx, 6976(%rsp)
	movq	%r8, 6912(%rsp)
	jae	.LBB0_982
	vmovdqa	%xmm15, 5184(%rsp)
	movq	%rsi, 280(%rsp)
	movq	1280(%rsp), %r8
	movq	5696(%rsp), %rbx
	cmpq	%rbx, %r8
	setae	%cl
	movq	4032(%rsp), %rax
	cmpq	%rax, %r8
	setb	%dl
	testb	%cl, %dl
	cmoveq	312(%rsp), %rax
	movq	%rax, 4032(%rsp)
	cmoveq	%r8, %rbx
	vmovsd	.LCPI0_28(%rip), %xmm27
	jne	.LBB0_1035
	cmpq	$0, 7360(%rsp)
	je	.LBB0_1035
	movq	832(%rsp), %rdx
	cmpq	$8, %rdx
	vmovdqa64	%zmm9, 5632(%rsp)
	vmovdqa64	%zmm6, 6592(%rsp)
	vmovdqa64	%zmm28, 5120(%rsp)
	movq	%r15, 1904(%rsp)
	movq	%rdi, 6848(%rsp)
	jae	.LBB0_987
	xorl	%ecx, %ecx
	movq	1280(%rsp), %r14
	movq	208(%rsp), %r11
	movq	4672(%rsp), %rbx
	movl	$3528531795, %r13d
	movq	3968(%rsp), %r15
	movq	4224(%rsp), %r9
	movq	896(%rsp), %rsi
	movl	%r12d, %eax
	vmovapd	288(%rsp), %xmm12
	jmp	.LBB0_1020
	.p2align	4
.LBB0_982:
	cmpq	%rdx, %r15
	vbroadcastsd	.LCPI0_19(%rip), %zmm19
	movq	%rdx, %rax
	jbe	.LBB0_986
	movq	%r15, 1904(%rsp)
	vmovdqa64	%zmm9, 5632(%rsp)
	vmovdqa	%xmm15, 5184(%rsp)
	movq	%rsi, 280(%rsp)
	movl	%ebx, %ecx
	andl	$7, %ecx
	movq	%rdi, 6848(%rsp)
	movq	%rdi, %rdx
	subq	%rcx, %rdx
	movq	%rdx, 824(%rsp)
	movq	%rbx, %rcx
	andq	$-64, %rcx
	addq	%r8, %rcx
	movq	%rcx, 7296(%rsp)
	movq	6016(%rsp), %rcx
	shlq	$10, %rcx
	movq	%rbx, %rsi
	subq	%rcx, %rsi
	movq	%rax, %rdx
	movq	%rsi, 680(%rsp)
	cmpq	$8, %rsi
	movq	208(%rsp), %rcx
	movl	$3528531795, %r13d
	movq	3968(%rsp), %r8
	movq	5568(%rsp), %rax
	movq	896(%rsp), %r10
	movl	%r12d, %r15d
	movq	3712(%rsp), %r12
	vmovaps	6528(%rsp), %zmm27
	vmovdqa64	4800(%rsp), %zmm29
	vmovdqa64	4864(%rsp), %zmm30
	vmovdqa64	4928(%rsp), %zmm16
	movq	576(%rsp), %rsi
	movq	%rbx, %rdi
	movq	4160(%rsp), %rbx
	vpbroadcastq	.LCPI0_18(%rip), %zmm23
	vmovdqa64	%zmm6, 6592(%rsp)
	jb	.LBB0_997
	movq	%rdi, %r14
	movq	680(%rsp), %rcx
	cmpq	$64, %rcx
	jae	.LBB0_989
	xorl	%ecx, %ecx
	movq	3264(%rsp), %rsi
	movq	%rsi, %rbx
	movq	1536(%rsp), %rax
	vmovdqa64	3840(%rsp), %zmm14
	vmovdqa64	4544(%rsp), %zmm19
	vmovdqa64	5440(%rsp), %zmm20
	vmovdqa64	5376(%rsp), %zmm21
	vmovdqa64	6080(%rsp), %zmm9
	vmovdqa64	2624(%rsp), %zmm12
	vmovdqa64	3072(%rsp), %zmm15
	jmp	.LBB0_994
	.p2align	4
.LBB0_986:
	vmovdqa64	%zmm30, %zmm16
	movq	1536(%rsp), %rcx
	jmp	.LBB0_1036
.LBB0_987:
	cmpq	$64, %rdx
	vpbroadcastq	.LCPI0_14(%rip), %zmm8
	vmovdqa64	6528(%rsp), %zmm16
	jae	.LBB0_1013
	xorl	%edx, %edx
	vpbroadcastd	.LCPI0_381(%rip), %ymm5
	vmovapd	288(%rsp), %xmm12
	vmovdqa64	3072(%rsp), %zmm29
	jmp	.LBB0_1017
.LBB0_989:
	vmovdqa64	%zmm28, 5120(%rsp)
	movl	%r14d, %esi
	andl	$63, %esi
	subq	%rsi, %rcx
	movq	3264(%rsp), %rax
	leaq	(%rax,%rcx), %rbx
	vpbroadcastq	%rax, %zmm0
	vporq	.LCPI0_9(%rip), %zmm0, %zmm1
	vporq	.LCPI0_10(%rip), %zmm0, %zmm2
	xorl	%r9d, %r9d
	movq	1144(%rsp), %rax
	vpbroadcastq	.LCPI0_14(%rip), %zmm25
	vpbroadcastq	.LCPI0_15(%rip), %zmm22
	vmovdqa64	%zmm31, %zmm27
	vpbroadcastq	.LCPI0_11(%rip), %zmm21
	movq	7296(%rsp), %rdx
	.p2align	4
.LBB0_990:
	vmovdqa64	%zmm2, 448(%rsp)
	vmovdqa64	%zmm1, 320(%rsp)
	vpaddq	%zmm21, %zmm2, %zmm0
	vpaddq	320(%rsp), %zmm21, %zmm1
	vpbroadcastq	.LCPI0_12(%rip), %zmm2
	vpaddq	448(%rsp), %zmm2, %zmm3
	vpaddq	320(%rsp), %zmm2, %zmm2
	vpbroadcastq	.LCPI0_13(%rip), %zmm4
	vpaddq	448(%rsp), %zmm4, %zmm5
	vpaddq	320(%rsp), %zmm4, %zmm7
	vpmuludq	320(%rsp), %zmm25, %zmm12
	vpmuludq	448(%rsp), %zmm25, %zmm16
	vpmuludq	%zmm25, %zmm1, %zmm4
	vpmuludq	%zmm25, %zmm0, %zmm15
	vpmuludq	%zmm25, %zmm2, %zmm2
	vpmuludq	%zmm25, %zmm3, %zmm6
	vpmuludq	%zmm25, %zmm7, %zmm1
	vpmuludq	%zmm25, %zmm5, %zmm3
	vpxorq	%zmm16, %zmm27, %zmm0
	vpxorq	%zmm12, %zmm27, %zmm5
	vpxorq	%zmm15, %zmm27, %zmm7
	vpxorq	%zmm4, %zmm27, %zmm8
	vpxorq	%zmm6, %zmm27, %zmm9
	vpxorq	%zmm2, %zmm27, %zmm10
	vpxorq	%zmm3, %zmm27, %zmm11
	vpxorq	%zmm1, %zmm27, %zmm13
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm8, %zmm8
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm10, %zmm10
	vpsrlq	$32, %zmm9, %zmm9
	vpsrlq	$32, %zmm13, %zmm13
	vpsrlq	$32, %zmm11, %zmm11
	vpmuludq	%zmm22, %zmm0, %zmm17
	vpmuludq	%zmm22, %zmm5, %zmm26
	vpmuludq	%zmm22, %zmm7, %zmm14
	vpmuludq	%zmm22, %zmm8, %zmm21
	vpmuludq	%zmm22, %zmm9, %zmm29
	vpmuludq	%zmm22, %zmm10, %zmm10
	vpmuludq	%zmm22, %zmm11, %zmm9
	vpmuludq	%zmm22, %zmm13, %zmm11
	vpsrlq	$32, %zmm26, %zmm5
	vpsrlq	$32, %zmm17, %zmm7
	vpsrlq	$32, %zmm21, %zmm13
	vpsrlq	$32, %zmm14, %zmm8
	vpsrlq	$32, %zmm10, %zmm18
	vpsrlq	$32, %zmm29, %zmm19
	vpsrlq	$32, %zmm11, %zmm20
	vpsrlq	$32, %zmm9, %zmm23
	vmovdqa64	6656(%rsp), %zmm24
	vpxorq	%zmm24, %zmm7, %zmm7
	vpmuludq	%zmm25, %zmm7, %zmm28
	vmovdqa64	%zmm28, 1728(%rsp)
	vpxorq	%zmm24, %zmm5, %zmm5
	vpmuludq	%zmm25, %zmm5, %zmm30
	vmovdqa64	%zmm30, 1024(%rsp)
	vpxorq	%zmm24, %zmm8, %zmm5
	vpmuludq	%zmm25, %zmm5, %zmm27
	vmovdqa64	%zmm27, 2368(%rsp)
	vpxorq	%zmm24, %zmm13, %zmm5
	vpmuludq	%zmm25, %zmm5, %zmm8
	vmovdqa64	%zmm8, 1344(%rsp)
	vpxorq	%zmm24, %zmm19, %zmm5
	vpmuludq	%zmm25, %zmm5, %zmm13
	vmovdqa64	%zmm13, 1216(%rsp)
	vpxorq	%zmm24, %zmm18, %zmm7
	vpmuludq	%zmm25, %zmm7, %zmm5
	vmovdqa64	%zmm5, 3136(%rsp)
	vpxorq	%zmm24, %zmm23, %zmm7
	vpmuludq	%zmm25, %zmm7, %zmm0
	vpxorq	%zmm24, %zmm20, %zmm7
	vpmuludq	%zmm25, %zmm7, %zmm7
	vmovdqa64	%zmm7, 2112(%rsp)
	vpsrlq	$32, %zmm30, %zmm19
	vmovdqa64	5312(%rsp), %zmm7
	vpxorq	%zmm16, %zmm7, %zmm16
	vpmuludq	%zmm22, %zmm16, %zmm16
	vpsrlq	$32, %zmm28, %zmm18
	vmovdqa64	%zmm18, 2752(%rsp)
	vpxorq	%zmm12, %zmm7, %zmm12
	vpmuludq	%zmm22, %zmm12, %zmm24
	vpxorq	%zmm15, %zmm7, %zmm12
	vpmuludq	%zmm22, %zmm12, %zmm15
	vpxorq	%zmm4, %zmm7, %zmm4
	vpsrlq	$32, %zmm8, %zmm28
	vpmuludq	%zmm22, %zmm4, %zmm20
	vpxorq	%zmm6, %zmm7, %zmm4
	vpmuludq	%zmm22, %zmm4, %zmm23
	vpxorq	%zmm2, %zmm7, %zmm2
	vpmuludq	%zmm22, %zmm2, %zmm4
	vpsrlq	$32, %zmm27, %zmm6
	vpxorq	%zmm3, %zmm7, %zmm3
	vpmuludq	%zmm22, %zmm3, %zmm3
	vpxorq	%zmm1, %zmm7, %zmm1
	vpmuludq	%zmm22, %zmm1, %zmm12
	vpsrlq	$32, %zmm24, %zmm31
	vpsrlq	$32, %zmm5, %zmm27
	vpsrlq	$32, %zmm16, %zmm5
	vpsrlq	$32, %zmm20, %zmm8
	vmovdqa64	2624(%rsp), %zmm30
	vpternlogq	$150, %zmm30, %zmm17, %zmm5
	vpsrlq	$32, %zmm15, %zmm17
	vpternlogq	$150, %zmm30, %zmm26, %zmm31
	vpsrlq	$32, %zmm13, %zmm2
	vpternlogq	$150, %zmm30, %zmm14, %zmm17
	vpsrlq	$32, %zmm4, %zmm1
	vmovdqa64	%zmm4, %zmm7
	vpternlogq	$150, %zmm30, %zmm21, %zmm8
	vpsrlq	$32, %zmm23, %zmm26
	vpternlogq	$150, %zmm30, %zmm29, %zmm26
	vpsrlq	$32, %zmm0, %zmm21
	vmovdqa64	%zmm0, %zmm13
	vpternlogq	$150, %zmm30, %zmm10, %zmm1
	vpsrlq	$32, %zmm3, %zmm4
	vmovdqa64	%zmm3, %zmm29
	vpternlogq	$150, %zmm30, %zmm9, %zmm4
	vpsrlq	$32, %zmm12, %zmm3
	vpternlogq	$150, %zmm30, %zmm11, %zmm3
	vmovdqa64	4096(%rsp), %zmm11
	vpxorq	2752(%rsp), %zmm11, %zmm9
	vpmuludq	%zmm22, %zmm9, %zmm18
	vmovdqa64	%zmm18, 1152(%rsp)
	vpxorq	%zmm11, %zmm19, %zmm9
	vpmuludq	%zmm22, %zmm9, %zmm14
	vpxorq	%zmm11, %zmm6, %zmm9
	vpxorq	%zmm11, %zmm28, %zmm10
	vpmuludq	%zmm22, %zmm9, %zmm19
	vmovdqa64	%zmm19, 1792(%rsp)
	vpmuludq	%zmm22, %zmm10, %zmm9
	vpxorq	%zmm11, %zmm2, %zmm2
	vpmuludq	%zmm22, %zmm2, %zmm30
	vmovdqa64	%zmm30, 1472(%rsp)
	vpxorq	%zmm11, %zmm27, %zmm2
	vpxorq	%zmm11, %zmm21, %zmm6
	vpmuludq	%zmm22, %zmm2, %zmm2
	vpmuludq	%zmm22, %zmm6, %zmm0
	vpsrlq	$32, %zmm18, %zmm10
	vmovdqa64	4928(%rsp), %zmm6
	vpternlogq	$150, %zmm16, %zmm6, %zmm10
	vmovdqa64	%zmm10, 2752(%rsp)
	vpsrlq	$32, %zmm14, %zmm28
	vmovdqa64	%zmm14, %zmm18
	vpternlogq	$150, %zmm24, %zmm6, %zmm28
	vpsrlq	$32, %zmm19, %zmm21
	vpternlogq	$150, %zmm15, %zmm6, %zmm21
	vpsrlq	$32, %zmm9, %zmm24
	vmovdqa64	%zmm9, %zmm19
	vpternlogq	$150, %zmm20, %zmm6, %zmm24
	vpsrlq	$32, %zmm30, %zmm27
	vpternlogq	$150, %zmm23, %zmm6, %zmm27
	vpsrlq	$32, %zmm2, %zmm20
	vmovdqa64	%zmm2, %zmm15
	vpternlogq	$150, %zmm7, %zmm6, %zmm20
	vpsrlq	$32, %zmm0, %zmm30
	vmovdqa64	%zmm0, %zmm16
	vpternlogq	$150, %zmm29, %zmm6, %zmm30
	vmovdqa64	2112(%rsp), %zmm0
	vpsrlq	$32, %zmm0, %zmm2
	vpxorq	%zmm11, %zmm2, %zmm2
	vpmuludq	%zmm22, %zmm2, %zmm10
	vpsrlq	$32, %zmm10, %zmm23
	vpternlogq	$150, %zmm12, %zmm6, %zmm23
	vpmuludq	%zmm25, %zmm31, %zmm2
	vmovdqa64	%zmm2, 1600(%rsp)
	vpsrlq	$32, %zmm2, %zmm31
	vmovdqa64	5440(%rsp), %zmm29
	vpternlogq	$150, 1024(%rsp), %zmm29, %zmm31
	vpmuludq	%zmm25, %zmm5, %zmm11
	vpsrlq	$32, %zmm11, %zmm2
	vpternlogq	$150, 1728(%rsp), %zmm29, %zmm2
	vpmuludq	%zmm25, %zmm8, %zmm5
	vpsrlq	$32, %zmm5, %zmm14
	vpternlogq	$150, 1344(%rsp), %zmm29, %zmm14
	vpmuludq	%zmm25, %zmm17, %zmm9
	vpsrlq	$32, %zmm9, %zmm7
	vpternlogq	$150, 2368(%rsp), %zmm29, %zmm7
	vpmuludq	%zmm25, %zmm1, %zmm12
	vpsrlq	$32, %zmm12, %zmm1
	vpternlogq	$150, 3136(%rsp), %zmm29, %zmm1
	vpmuludq	%zmm25, %zmm26, %zmm6
	vmovdqa64	%zmm6, 1024(%rsp)
	vpsrlq	$32, %zmm6, %zmm8
	vpternlogq	$150, 1216(%rsp), %zmm29, %zmm8
	vpmuludq	%zmm25, %zmm3, %zmm3
	vmovdqa64	%zmm3, 1728(%rsp)
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm29, %zmm0, %zmm3
	vpmuludq	%zmm25, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm0
	vpternlogq	$150, %zmm29, %zmm13, %zmm0
	vpmuludq	%zmm22, %zmm2, %zmm26
	vpsrlq	$32, %zmm26, %zmm2
	vmovdqa64	5376(%rsp), %zmm17
	vpternlogq	$150, 1152(%rsp), %zmm17, %zmm2
	vmovdqa64	%zmm2, 2368(%rsp)
	vpmuludq	%zmm22, %zmm31, %zmm6
	vpsrlq	$32, %zmm6, %zmm13
	vpternlogq	$150, %zmm17, %zmm18, %zmm13
	vpmuludq	%zmm22, %zmm7, %zmm2
	vpsrlq	$32, %zmm2, %zmm7
	vpternlogq	$150, 1792(%rsp), %zmm17, %zmm7
	vpmuludq	%zmm22, %zmm14, %zmm14
	vmovdqa64	%zmm14, 1152(%rsp)
	vpsrlq	$32, %zmm14, %zmm14
	vpternlogq	$150, %zmm17, %zmm19, %zmm14
	vpmuludq	%zmm22, %zmm8, %zmm19
	vpsrlq	$32, %zmm19, %zmm8
	vpternlogq	$150, 1472(%rsp), %zmm17, %zmm8
	vpmuludq	%zmm22, %zmm1, %zmm1
	vmovdqa64	%zmm1, 1472(%rsp)
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, %zmm17, %zmm15, %zmm18
	vpmuludq	%zmm22, %zmm0, %zmm0
	vmovdqa64	%zmm0, 1344(%rsp)
	vpsrlq	$32, %zmm0, %zmm31
	vpternlogq	$150, %zmm17, %zmm16, %zmm31
	vpmuludq	%zmm22, %zmm3, %zmm0
	vmovdqa64	%zmm0, 1920(%rsp)
	vpsrlq	$32, %zmm0, %zmm29
	vpternlogq	$150, %zmm17, %zmm10, %zmm29
	vpmuludq	%zmm25, %zmm28, %zmm0
	vmovdqa64	%zmm0, 1408(%rsp)
	vpsrlq	$32, %zmm0, %zmm28
	vmovdqa64	4864(%rsp), %zmm17
	vpternlogq	$150, 1600(%rsp), %zmm17, %zmm28
	vpmuludq	2752(%rsp), %zmm25, %zmm0
	vmovdqa64	%zmm0, 2752(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vpternlogq	$150, %zmm11, %zmm17, %zmm10
	vpmuludq	%zmm25, %zmm24, %zmm3
	vpsrlq	$32, %zmm3, %zmm0
	vpternlogq	$150, %zmm5, %zmm17, %zmm0
	vpmuludq	%zmm25, %zmm21, %zmm1
	vmovdqa64	%zmm1, 3136(%rsp)
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, %zmm9, %zmm17, %zmm16
	vpmuludq	%zmm25, %zmm20, %zmm24
	vpsrlq	$32, %zmm24, %zmm20
	vpternlogq	$150, %zmm12, %zmm17, %zmm20
	vpmuludq	%zmm25, %zmm27, %zmm1
	vmovdqa64	%zmm1, 1792(%rsp)
	vpsrlq	$32, %zmm1, %zmm11
	vpternlogq	$150, 1024(%rsp), %zmm17, %zmm11
	vpmuludq	%zmm25, %zmm23, %zmm23
	vpsrlq	$32, %zmm23, %zmm1
	vpternlogq	$150, 1728(%rsp), %zmm17, %zmm1
	vpmuludq	%zmm25, %zmm30, %zmm5
	vmovdqa64	%zmm5, 1728(%rsp)
	vpsrlq	$32, %zmm5, %zmm12
	vpternlogq	$150, %zmm4, %zmm17, %zmm12
	vpmuludq	%zmm22, %zmm10, %zmm4
	vmovdqa64	%zmm4, 1024(%rsp)
	vpsrlq	$32, %zmm4, %zmm5
	vmovdqa64	6080(%rsp), %zmm30
	vpternlogq	$150, %zmm26, %zmm30, %zmm5
	vpmuludq	%zmm22, %zmm28, %zmm17
	vpsrlq	$32, %zmm17, %zmm15
	vpternlogq	$150, %zmm6, %zmm30, %zmm15
	vpmuludq	%zmm22, %zmm16, %zmm4
	vmovdqa64	%zmm4, 2112(%rsp)
	vpsrlq	$32, %zmm4, %zmm10
	vpternlogq	$150, %zmm2, %zmm30, %zmm10
	vpmuludq	%zmm22, %zmm0, %zmm0
	vmovdqa64	%zmm0, 1216(%rsp)
	vpsrlq	$32, %zmm0, %zmm16
	vpternlogq	$150, 1152(%rsp), %zmm30, %zmm16
	vpmuludq	%zmm22, %zmm11, %zmm0
	vmovdqa64	%zmm0, 1152(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, %zmm19, %zmm30, %zmm4
	vpmuludq	%zmm22, %zmm20, %zmm26
	vpsrlq	$32, %zmm26, %zmm19
	vpternlogq	$150, 1472(%rsp), %zmm30, %zmm19
	vpmuludq	%zmm22, %zmm12, %zmm0
	vmovdqa64	%zmm0, 1472(%rsp)
	vpsrlq	$32, %zmm0, %zmm12
	vpternlogq	$150, 1344(%rsp), %zmm30, %zmm12
	vpmuludq	%zmm22, %zmm1, %zmm0
	vmovdqa64	%zmm0, 1344(%rsp)
	vpsrlq	$32, %zmm0, %zmm20
	vpternlogq	$150, 1920(%rsp), %zmm30, %zmm20
	vpmuludq	%zmm25, %zmm13, %zmm30
	vpsrlq	$32, %zmm30, %zmm0
	vmovdqa64	4800(%rsp), %zmm11
	vpternlogq	$150, 1408(%rsp), %zmm11, %zmm0
	vpmuludq	2368(%rsp), %zmm25, %zmm1
	vmovdqa64	%zmm1, 2368(%rsp)
	vpsrlq	$32, %zmm1, %zmm2
	vpternlogq	$150, 2752(%rsp), %zmm11, %zmm2
	vpmuludq	%zmm25, %zmm14, %zmm1
	vmovdqa64	%zmm1, 2752(%rsp)
	vpsrlq	$32, %zmm1, %zmm13
	vpternlogq	$150, %zmm11, %zmm3, %zmm13
	vpmuludq	%zmm25, %zmm7, %zmm27
	vpsrlq	$32, %zmm27, %zmm3
	vpternlogq	$150, 3136(%rsp), %zmm11, %zmm3
	vpmuludq	%zmm25, %zmm18, %zmm1
	vmovdqa64	%zmm1, 3136(%rsp)
	vpsrlq	$32, %zmm1, %zmm18
	vpternlogq	$150, %zmm11, %zmm24, %zmm18
	vpmuludq	%zmm25, %zmm8, %zmm24
	vpsrlq	$32, %zmm24, %zmm14
	vpternlogq	$150, 1792(%rsp), %zmm11, %zmm14
	vpmuludq	%zmm25, %zmm29, %zmm28
	vpsrlq	$32, %zmm28, %zmm1
	vpternlogq	$150, %zmm11, %zmm23, %zmm1
	vpmuludq	%zmm25, %zmm31, %zmm8
	vpsrlq	$32, %zmm8, %zmm21
	vpternlogq	$150, 1728(%rsp), %zmm11, %zmm21
	vpmuludq	%zmm22, %zmm2, %zmm2
	vmovdqa64	%zmm2, 1728(%rsp)
	vpsrlq	$32, %zmm2, %zmm11
	vmovdqa64	5504(%rsp), %zmm2
	vpternlogq	$150, 1024(%rsp), %zmm2, %zmm11
	vpmuludq	%zmm22, %zmm0, %zmm9
	vpsrlq	$32, %zmm9, %zmm7
	vpternlogq	$150, %zmm2, %zmm17, %zmm7
	vpmuludq	%zmm22, %zmm3, %zmm17
	vpsrlq	$32, %zmm17, %zmm6
	vpternlogq	$150, 2112(%rsp), %zmm2, %zmm6
	vpmuludq	%zmm22, %zmm13, %zmm29
	vpsrlq	$32, %zmm29, %zmm13
	vpternlogq	$150, 1216(%rsp), %zmm2, %zmm13
	vpmuludq	%zmm22, %zmm14, %zmm0
	vmovdqa64	%zmm0, 1216(%rsp)
	vpsrlq	$32, %zmm0, %zmm14
	vpternlogq	$150, 1152(%rsp), %zmm2, %zmm14
	vpmuludq	%zmm22, %zmm18, %zmm0
	vmovdqa64	%zmm0, 1152(%rsp)
	vpsrlq	$32, %zmm0, %zmm18
	vpternlogq	$150, %zmm2, %zmm26, %zmm18
	vpmuludq	%zmm22, %zmm21, %zmm31
	vpsrlq	$32, %zmm31, %zmm21
	vpternlogq	$150, 1472(%rsp), %zmm2, %zmm21
	vpmuludq	%zmm22, %zmm1, %zmm0
	vmovdqa64	%zmm0, 1024(%rsp)
	vpsrlq	$32, %zmm0, %zmm23
	vpternlogq	$150, 1344(%rsp), %zmm2, %zmm23
	vpmuludq	%zmm25, %zmm15, %zmm0
	vmovdqa64	%zmm0, 1344(%rsp)
	vpsrlq	$32, %zmm0, %zmm2
	vmovdqa64	3840(%rsp), %zmm26
	vpternlogq	$150, %zmm30, %zmm26, %zmm2
	vpmuludq	%zmm25, %zmm5, %zmm0
	vmovdqa64	%zmm0, 2112(%rsp)
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, 2368(%rsp), %zmm26, %zmm5
	vpmuludq	%zmm25, %zmm16, %zmm0
	vmovdqa64	%zmm0, 2368(%rsp)
	vpsrlq	$32, %zmm0, %zmm1
	vpternlogq	$150, 2752(%rsp), %zmm26, %zmm1
	vpmuludq	%zmm25, %zmm10, %zmm16
	vpsrlq	$32, %zmm16, %zmm0
	vpternlogq	$150, %zmm27, %zmm26, %zmm0
	vpmuludq	%zmm25, %zmm19, %zmm15
	vpsrlq	$32, %zmm15, %zmm10
	vpternlogq	$150, 3136(%rsp), %zmm26, %zmm10
	vpmuludq	%zmm25, %zmm4, %zmm30
	vpsrlq	$32, %zmm30, %zmm4
	vpternlogq	$150, %zmm24, %zmm26, %zmm4
	vpmuludq	%zmm25, %zmm20, %zmm19
	vpsrlq	$32, %zmm19, %zmm27
	vpternlogq	$150, %zmm28, %zmm26, %zmm27
	vpmuludq	%zmm25, %zmm12, %zmm28
	vpsrlq	$32, %zmm28, %zmm24
	vpternlogq	$150, %zmm8, %zmm26, %zmm24
	vpmuludq	%zmm22, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm8
	vmovdqa64	4544(%rsp), %zmm3
	vpternlogq	$150, 1728(%rsp), %zmm3, %zmm8
	vpmuludq	%zmm22, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm20
	vpternlogq	$150, %zmm9, %zmm3, %zmm20
	vpmuludq	%zmm22, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm5
	vpternlogq	$150, %zmm17, %zmm3, %zmm5
	vpmuludq	%zmm22, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm12
	vpternlogq	$150, %zmm29, %zmm3, %zmm12
	vpmuludq	%zmm22, %zmm4, %zmm0
	vpsrlq	$32, %zmm0, %zmm9
	vpternlogq	$150, 1216(%rsp), %zmm3, %zmm9
	vpmuludq	%zmm22, %zmm10, %zmm0
	vpsrlq	$32, %zmm0, %zmm2
	vpternlogq	$150, 1152(%rsp), %zmm3, %zmm2
	vpmuludq	%zmm22, %zmm24, %zmm0
	vpsrlq	$32, %zmm0, %zmm10
	vpternlogq	$150, %zmm31, %zmm3, %zmm10
	vpmuludq	%zmm25, %zmm7, %zmm26
	vpmuludq	%zmm25, %zmm11, %zmm24
	vpmuludq	%zmm25, %zmm13, %zmm31
	vpmuludq	%zmm25, %zmm6, %zmm29
	vpmuludq	%zmm25, %zmm18, %zmm13
	vpmuludq	%zmm25, %zmm14, %zmm17
	vpmuludq	%zmm25, %zmm23, %zmm23
	vpmuludq	%zmm25, %zmm21, %zmm0
	vpmuludq	%zmm22, %zmm27, %zmm1
	vpbroadcastq	.LCPI0_11(%rip), %zmm21
	vpsrlq	$32, %zmm1, %zmm14
	vpternlogq	$150, 1024(%rsp), %zmm3, %zmm14
	vpsrlq	$32, %zmm26, %zmm1
	vmovdqa64	2432(%rsp), %zmm3
	vpternlogq	$150, 1344(%rsp), %zmm3, %zmm1
	vpsrlq	$32, %zmm24, %zmm4
	vpternlogq	$150, 2112(%rsp), %zmm3, %zmm4
	vpsrlq	$32, %zmm31, %zmm6
	vpternlogq	$150, 2368(%rsp), %zmm3, %zmm6
	vpsrlq	$32, %zmm29, %zmm7
	vpternlogq	$150, %zmm3, %zmm16, %zmm7
	vpsrlq	$32, %zmm13, %zmm16
	vpternlogq	$150, %zmm3, %zmm15, %zmm16
	vpsrlq	$32, %zmm17, %zmm15
	vpternlogq	$150, %zmm3, %zmm30, %zmm15
	vpsrlq	$32, %zmm23, %zmm18
	vpternlogq	$150, %zmm3, %zmm19, %zmm18
	vpsrlq	$32, %zmm0, %zmm11
	vpternlogq	$150, %zmm3, %zmm28, %zmm11
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm4, %zmm1
	vpmovqd	%zmm7, %ymm4
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm4, %zmm6
	vpmovqd	%zmm15, %ymm4
	vpmovqd	%zmm16, %ymm7
	vinserti64x4	$1, %ymm7, %zmm4, %zmm7
	vpmovqd	%zmm11, %ymm4
	vpmovqd	%zmm18, %ymm11
	vinserti64x4	$1, %ymm11, %zmm4, %zmm11
	vpmuludq	%zmm25, %zmm20, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vmovdqa64	3072(%rsp), %zmm16
	vpternlogq	$150, %zmm26, %zmm16, %zmm4
	vmovdqa64	3904(%rsp), %zmm27
	vpmuludq	%zmm25, %zmm8, %zmm15
	vpsrlq	$32, %zmm15, %zmm15
	vpternlogq	$150, %zmm24, %zmm16, %zmm15
	vpmuludq	%zmm25, %zmm12, %zmm12
	vpsrlq	$32, %zmm12, %zmm12
	vpternlogq	$150, %zmm31, %zmm16, %zmm12
	vpmuludq	%zmm25, %zmm5, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpternlogq	$150, %zmm29, %zmm16, %zmm5
	vpmuludq	%zmm25, %zmm2, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm13, %zmm16, %zmm3
	vpmuludq	%zmm25, %zmm9, %zmm9
	vpsrlq	$32, %zmm9, %zmm9
	vpternlogq	$150, %zmm17, %zmm16, %zmm9
	vpmuludq	%zmm25, %zmm14, %zmm8
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, %zmm23, %zmm16, %zmm8
	vpmuludq	%zmm25, %zmm10, %zmm2
	vmovdqa64	2496(%rsp), %zmm10
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm0, %zmm16, %zmm2
	vpmuludq	%zmm22, %zmm15, %zmm0
	vpmuludq	%zmm22, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm4
	vpsrlq	$32, %zmm0, %zmm0
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm0, %zmm0
	vpmuludq	%zmm22, %zmm5, %zmm4
	vpmuludq	%zmm22, %zmm12, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm4, %zmm4
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm4, %zmm4
	vpmuludq	%zmm22, %zmm9, %zmm5
	vpmuludq	%zmm22, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm5, %zmm5
	vpmovqd	%zmm5, %ymm5
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm5, %zmm3
	vpmuludq	%zmm22, %zmm2, %zmm2
	vpmuludq	%zmm22, %zmm8, %zmm5
	vpsrlq	$32, %zmm5, %zmm5
	vpsrlq	$32, %zmm2, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm2, %zmm2
	vpbroadcastd	.LCPI0_16(%rip), %zmm5
	vpmulld	%zmm5, %zmm1, %zmm1
	vpternlogd	$150, %zmm1, %zmm10, %zmm0
	vpmulld	%zmm5, %zmm6, %zmm1
	vpternlogd	$150, %zmm1, %zmm10, %zmm4
	vpmulld	%zmm5, %zmm7, %zmm1
	vpternlogd	$150, %zmm1, %zmm10, %zmm3
	vpmulld	%zmm5, %zmm11, %zmm1
	vpternlogd	$150, %zmm1, %zmm10, %zmm2
	vmovdqa64	320(%rsp), %zmm1
	vmovdqu64	%zmm0, -192(%rax,%r9,4)
	vmovdqu64	%zmm4, -128(%rax,%r9,4)
	vmovdqu64	%zmm3, -64(%rax,%r9,4)
	vmovdqu64	%zmm2, (%rax,%r9,4)
	vmovdqa64	448(%rsp), %zmm2
	addq	$64, %r9
	vpbroadcastq	.LCPI0_17(%rip), %zmm0
	vpaddq	%zmm0, %zmm2, %zmm2
	vpaddq	%zmm0, %zmm1, %zmm1
	cmpq	%r9, %rdx
	jne	.LBB0_990
	testq	%rsi, %rsi
	vmovss	.LCPI0_0(%rip), %xmm26
	vmovaps	6528(%rsp), %zmm2
	vmovdqa64	4864(%rsp), %zmm30
	vmovdqa64	4800(%rsp), %zmm29
	vpbroadcastq	.LCPI0_18(%rip), %zmm4
	vbroadcastsd	.LCPI0_19(%rip), %zmm19
	vmovdqa64	3072(%rsp), %zmm3
	vpxord	%xmm24, %xmm24, %xmm24
	vmovdqa64	4928(%rsp), %zmm16
	vmovdqa64	2432(%rsp), %zmm13
	vmovaps	3392(%rsp), %xmm25
	vmovdqa64	5120(%rsp), %zmm28
	movq	%r14, %rdi
	je	.LBB0_998
	cmpl	$8, %esi
	jb	.LBB0_1043
	vmovdqa64	%zmm4, %zmm23
	vmovdqa64	%zmm27, %zmm31
	vmovaps	%zmm2, %zmm27
	movq	1536(%rsp), %rax
	vmovdqa64	3840(%rsp), %zmm14
	vmovdqa64	4544(%rsp), %zmm19
	vmovdqa64	5440(%rsp), %zmm20
	vmovdqa64	5376(%rsp), %zmm21
	vmovdqa64	6080(%rsp), %zmm9
	vmovdqa64	2624(%rsp), %zmm12
	vmovdqa64	%zmm3, %zmm15
	movq	3264(%rsp), %rsi
.LBB0_994:
	movq	%r14, %r9
	movq	824(%rsp), %r8
	andl	$7, %r9d
	movq	680(%rsp), %rdx
	subq	%r9, %rdx
	addq	%rsi, %rdx
	vpbroadcastq	%rbx, %zmm0
	vpaddq	.LCPI0_10(%rip), %zmm0, %zmm0
	vpbroadcastq	.LCPI0_14(%rip), %zmm7
	vpbroadcastq	.LCPI0_15(%rip), %zmm8
	vpbroadcastd	.LCPI0_16(%rip), %ymm17
	vmovdqa64	5504(%rsp), %zmm11
	vmovdqa64	5312(%rsp), %zmm18
	vmovdqa64	7168(%rsp), %zmm22
	.p2align	4
.LBB0_995:
	vpmuludq	%zmm7, %zmm0, %zmm1
	vpxorq	%zmm1, %zmm31, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpmuludq	%zmm8, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpxorq	%zmm1, %zmm18, %zmm1
	vxorps	%zmm3, %zmm27, %zmm3
	vpmuludq	%zmm7, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm4
	vpxorq	%zmm4, %zmm22, %zmm4
	vpmuludq	%zmm8, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm12, %zmm2, %zmm5
	vpmuludq	%zmm7, %zmm5, %zmm2
	vpmuludq	%zmm8, %zmm4, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm1, %zmm16, %zmm6
	vpternlogq	$150, %zmm20, %zmm3, %zmm5
	vpmuludq	%zmm7, %zmm6, %zmm1
	vpmuludq	%zmm8, %zmm5, %zmm3
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm21, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm30, %zmm5
	vpmuludq	%zmm7, %zmm6, %zmm2
	vpmuludq	%zmm8, %zmm5, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm6
	vpternlogq	$150, %zmm3, %zmm9, %zmm6
	vpternlogq	$150, %zmm29, %zmm1, %zmm5
	vpmuludq	%zmm7, %zmm6, %zmm1
	vpmuludq	%zmm8, %zmm5, %zmm3
	vpsrlq	$32, %zmm1, %zmm5
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm11, %zmm4, %zmm6
	vpternlogq	$150, %zmm2, %zmm14, %zmm5
	vpmuludq	%zmm7, %zmm6, %zmm2
	vpmuludq	%zmm8, %zmm5, %zmm4
	vpsrlq	$32, %zmm2, %zmm5
	vpsrlq	$32, %zmm4, %zmm4
	vpternlogq	$150, %zmm3, %zmm19, %zmm4
	vpternlogq	$150, %zmm13, %zmm1, %zmm5
	vpmuludq	%zmm7, %zmm4, %zmm1
	vpmovqd	%zmm5, %ymm3
	vpsrlq	$32, %zmm1, %zmm1
	vpmulld	%ymm17, %ymm3, %ymm3
	vpternlogq	$150, %zmm2, %zmm15, %zmm1
	vpmuludq	%zmm8, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm1
	vpmovqd	%zmm1, %ymm1
	vpternlogd	$150, %ymm3, %ymm10, %ymm1
	vmovdqu	%ymm1, (%rax,%rcx,4)
	addq	$8, %rcx
	vpaddq	%zmm23, %zmm0, %zmm0
	cmpq	%rcx, %r8
	jne	.LBB0_995
	testq	%r9, %r9
	movq	208(%rsp), %rcx
	movl	$3528531795, %r13d
	movq	3968(%rsp), %r8
	movq	5568(%rsp), %rax
	movq	3712(%rsp), %r12
	movl	1984(%rsp), %r15d
	vbroadcastsd	.LCPI0_19(%rip), %zmm19
	movq	576(%rsp), %rsi
	movq	4160(%rsp), %rbx
	movq	%r14, %rdi
	je	.LBB0_998
	.p2align	4
.LBB0_997:
	movl	%edx, %r9d
	imulq	%r13, %r9
	movq	%rcx, %r11
	xorq	%r9, %rcx
	shrq	$32, %rcx
	imulq	%r10, %rcx
	movq	%rcx, %r10
	shrq	$32, %r10
	xorl	%eax, %r10d
	xorl	%esi, %r9d
	imulq	%r13, %r10
	imulq	896(%rsp), %r9
	movq	%r9, %r14
	shrq	$32, %r14
	movq	%rdi, %rsi
	movq	%rax, %rdi
	movq	%r8, %rax
	movl	%r15d, %r8d
	movq	6144(%rsp), %r15
	xorl	%r14d, %r15d
	movq	%r10, %r14
	shrq	$32, %r14
	xorl	%r15d, %ecx
	movq	1664(%rsp), %r15
	xorl	%r14d, %r15d
	imulq	%r13, %rcx
	imulq	896(%rsp), %r15
	movq	%r15, %r14
	shrq	$32, %r14
	xorl	5056(%rsp), %r9d
	xorl	%r14d, %r9d
	movq	%rcx, %r14
	shrq	$32, %r14
	xorl	6208(%rsp), %r10d
	xorl	%r14d, %r10d
	imulq	%r13, %r9
	imulq	896(%rsp), %r10
	movq	%r10, %r14
	shrq	$32, %r14
	xorl	4416(%rsp), %r15d
	xorl	%r14d, %r15d
	movq	%r9, %r14
	shrq	$32, %r14
	xorl	2176(%rsp), %ecx
	xorl	%r14d, %ecx
	imulq	%r13, %r15
	imulq	896(%rsp), %rcx
	movq	%rcx, %r14
	shrq	$32, %r14
	xorl	5760(%rsp), %r10d
	xorl	%r14d, %r10d
	movq	%r15, %r14
	shrq	$32, %r14
	xorl	4288(%rsp), %r9d
	xorl	%r14d, %r9d
	imulq	%r13, %r10
	imulq	896(%rsp), %r9
	movq	%r9, %r14
	shrq	$32, %r14
	xorl	4352(%rsp), %ecx
	xorl	%r14d, %ecx
	movq	%r10, %r14
	shrq	$32, %r14
	xorl	4992(%rsp), %r15d
	xorl	%r14d, %r15d
	imulq	%r13, %rcx
	imulq	896(%rsp), %r15
	shrq	$32, %r15
	xorl	4672(%rsp), %r9d
	xorl	%r15d, %r9d
	movl	%r8d, %r15d
	movq	%rax, %r8
	movq	%rdi, %rax
	movq	%rsi, %rdi
	movq	576(%rsp), %rsi
	movq	%rcx, %r14
	shrq	$32, %r14
	xorl	%r8d, %r10d
	xorl	%r14d, %r10d
	imulq	%r13, %r9
	shrq	$32, %r9
	xorl	%r12d, %ecx
	xorl	%r9d, %ecx
	imull	$-845247145, %r10d, %r9d
	movq	896(%rsp), %r10
	imulq	%r10, %rcx
	shrq	$32, %rcx
	xorl	%r15d, %r9d
	xorl	%ecx, %r9d
	movq	%r11, %rcx
	movl	%r9d, (%rbx,%rdx,4)
	incq	%rdx
	cmpq	%rdx, %rdi
	jne	.LBB0_997
.LBB0_998:
	movq	3264(%rsp), %rcx
	movq	680(%rsp), %r8
	cmpq	$8, %r8
	movabsq	$4604544269498187776, %rax
	movabsq	$4503595332403200, %rsi
	movabsq	$-9223372036854775808, %r11
	vmovsd	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_20(%rip), %xmm9
	vmovsd	.LCPI0_26(%rip), %xmm10
	vmovsd	.LCPI0_27(%rip), %xmm11
	vmovsd	.LCPI0_28(%rip), %xmm27
	movq	2560(%rsp), %r14
	movq	1904(%rsp), %r15
	movq	%rdi, %rbx
	jb	.LBB0_1009
	vmovdqa64	%zmm28, 5120(%rsp)
	cmpq	$64, %r8
	jae	.LBB0_1001
	xorl	%r9d, %r9d
	vbroadcastsd	.LCPI0_20(%rip), %zmm17
	vbroadcastsd	.LCPI0_27(%rip), %zmm20
	vbroadcastsd	.LCPI0_29(%rip), %zmm22
	vbroadcastsd	.LCPI0_31(%rip), %zmm14
	jmp	.LBB0_1006
.LBB0_1001:
	movl	%ebx, %ecx
	andl	$63, %ecx
	movq	%r8, %r9
	movq	%rcx, 5872(%rsp)
	subq	%rcx, %r9
	xorl	%ecx, %ecx
	movq	1144(%rsp), %rdx
	vbroadcastsd	.LCPI0_20(%rip), %zmm30
	vbroadcastsd	.LCPI0_29(%rip), %zmm23
	vbroadcastsd	.LCPI0_30(%rip), %zmm29
	movl	1984(%rsp), %r12d
	movq	7296(%rsp), %r10
	.p2align	4
.LBB0_1002:
	vcvtudq2pd	-192(%rdx,%rcx,4), %zmm0
	vcvtudq2pd	-160(%rdx,%rcx,4), %zmm1
	vcvtudq2pd	-128(%rdx,%rcx,4), %zmm2
	vcvtudq2pd	-96(%rdx,%rcx,4), %zmm3
	vcvtudq2pd	-64(%rdx,%rcx,4), %zmm4
	vcvtudq2pd	-32(%rdx,%rcx,4), %zmm5
	vcvtudq2pd	(%rdx,%rcx,4), %zmm6
	vcvtudq2pd	32(%rdx,%rcx,4), %zmm7
	vaddpd	%zmm19, %zmm1, %zmm1
	vaddpd	%zmm19, %zmm0, %zmm0
	vaddpd	%zmm19, %zmm3, %zmm3
	vaddpd	%zmm19, %zmm2, %zmm2
	vaddpd	%zmm19, %zmm5, %zmm5
	vaddpd	%zmm19, %zmm4, %zmm4
	vaddpd	%zmm19, %zmm7, %zmm7
	vaddpd	%zmm19, %zmm6, %zmm6
	vmulpd	%zmm30, %zmm0, %zmm0
	vmulpd	%zmm30, %zmm1, %zmm1
	vmulpd	%zmm30, %zmm2, %zmm2
	vmulpd	%zmm30, %zmm3, %zmm3
	vmulpd	%zmm30, %zmm4, %zmm4
	vmulpd	%zmm30, %zmm5, %zmm5
	vmulpd	%zmm30, %zmm6, %zmm6
	vmulpd	%zmm30, %zmm7, %zmm7
	vpsrlq	$32, %zmm1, %zmm8
	vpsrlq	$32, %zmm0, %zmm9
	vpsrlq	$32, %zmm3, %zmm10
	vpsrlq	$32, %zmm2, %zmm11
	vpsrlq	$32, %zmm5, %zmm12
	vpsrlq	$32, %zmm4, %zmm13
	vpsrlq	$32, %zmm7, %zmm14
	vpsrlq	$32, %zmm6, %zmm15
	vpbroadcastq	.LCPI0_21(%rip), %zmm31
	vpaddq	%zmm31, %zmm9, %zmm9
	vmovdqa64	%zmm9, 1472(%rsp)
	vpaddq	%zmm31, %zmm8, %zmm18
	vmovdqa64	%zmm18, 1152(%rsp)
	vpaddq	%zmm31, %zmm11, %zmm11
	vmovdqa64	%zmm11, 1216(%rsp)
	vpaddq	%zmm31, %zmm10, %zmm17
	vmovdqa64	%zmm17, 3136(%rsp)
	vpaddq	%zmm31, %zmm13, %zmm13
	vmovdqa64	%zmm13, 2752(%rsp)
	vpaddq	%zmm31, %zmm12, %zmm16
	vmovdqa64	%zmm16, 2368(%rsp)
	vpaddq	%zmm31, %zmm15, %zmm15
	vmovdqa64	%zmm15, 2112(%rsp)
	vpaddq	%zmm31, %zmm14, %zmm14
	vmovdqa64	%zmm14, 1728(%rsp)
	vpsllq	$32, %zmm9, %zmm8
	vpsllq	$32, %zmm18, %zmm9
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm17, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm16, %zmm13
	vpsllq	$32, %zmm15, %zmm15
	vpsllq	$32, %zmm14, %zmm14
	vpbroadcastq	.LCPI0_23(%rip), %zmm20
	vpandq	%zmm20, %zmm9, %zmm9
	vpandq	%zmm20, %zmm8, %zmm8
	vpandq	%zmm20, %zmm11, %zmm11
	vpandq	%zmm20, %zmm10, %zmm10
	vpandq	%zmm20, %zmm13, %zmm16
	vpandq	%zmm20, %zmm12, %zmm13
	vpandq	%zmm20, %zmm14, %zmm14
	vpandq	%zmm20, %zmm15, %zmm18
	vpbroadcastq	.LCPI0_24(%rip), %zmm12
	vpternlogq	$248, %zmm12, %zmm0, %zmm8
	vpternlogq	$248, %zmm12, %zmm1, %zmm9
	vpternlogq	$248, %zmm12, %zmm2, %zmm10
	vpternlogq	$248, %zmm12, %zmm3, %zmm11
	vpternlogq	$248, %zmm12, %zmm4, %zmm13
	vpternlogq	$248, %zmm12, %zmm5, %zmm16
	vpternlogq	$248, %zmm12, %zmm6, %zmm18
	vpternlogq	$248, %zmm12, %zmm7, %zmm14
	vpbroadcastq	.LCPI0_25(%rip), %zmm27
	vpaddq	%zmm27, %zmm9, %zmm0
	vpaddq	%zmm27, %zmm8, %zmm1
	vpaddq	%zmm27, %zmm11, %zmm2
	vpaddq	%zmm27, %zmm10, %zmm3
	vbroadcastsd	.LCPI0_26(%rip), %zmm24
	vaddpd	%zmm24, %zmm1, %zmm1
	vaddpd	%zmm24, %zmm0, %zmm8
	vmovapd	%zmm8, 1024(%rsp)
	vaddpd	%zmm24, %zmm3, %zmm7
	vmovapd	%zmm7, 448(%rsp)
	vaddpd	%zmm24, %zmm2, %zmm6
	vmovapd	%zmm6, 320(%rsp)
	vbroadcastsd	.LCPI0_27(%rip), %zmm9
	vaddpd	%zmm9, %zmm8, %zmm0
	vmovapd	%zmm1, %zmm4
	vmovapd	%zmm1, 1344(%rsp)
	vaddpd	%zmm9, %zmm1, %zmm1
	vaddpd	%zmm9, %zmm7, %zmm2
	vdivpd	%zmm1, %zmm4, %zmm5
	vmovapd	%zmm5, 1600(%rsp)
	vdivpd	%zmm0, %zmm8, %zmm4
	vmovapd	%zmm4, 1408(%rsp)
	vdivpd	%zmm2, %zmm7, %zmm1
	vmovapd	%zmm1, 1920(%rsp)
	vaddpd	%zmm9, %zmm6, %zmm0
	vdivpd	%zmm0, %zmm6, %zmm0
	vmovapd	%zmm0, 1792(%rsp)
	vmulpd	%zmm4, %zmm4, %zmm4
	vmovapd	%zmm4, 4736(%rsp)
	vmulpd	%zmm5, %zmm5, %zmm2
	vmovapd	%zmm2, 3520(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm3
	vmovapd	%zmm3, 2880(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 2304(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm4, %zmm4, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm3, %zmm4
	vbroadcastsd	.LCPI0_28(%rip), %zmm8
	vmulpd	%zmm8, %zmm2, %zmm3
	vmulpd	%zmm8, %zmm1, %zmm5
	vmulpd	%zmm8, %zmm4, %zmm6
	vaddpd	%zmm23, %zmm5, %zmm5
	vaddpd	%zmm23, %zmm3, %zmm3
	vaddpd	%zmm23, %zmm6, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm3
	vmulpd	%zmm5, %zmm1, %zmm5
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm29, %zmm5, %zmm5
	vaddpd	%zmm29, %zmm3, %zmm3
	vaddpd	%zmm29, %zmm6, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm3
	vmovapd	%zmm3, 3328(%rsp)
	vmulpd	%zmm5, %zmm1, %zmm3
	vmovapd	%zmm3, 2816(%rsp)
	vmulpd	%zmm6, %zmm4, %zmm3
	vmovapd	%zmm3, 2688(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_32(%rip), %zmm7
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_33(%rip), %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm15
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm19
	vmulpd	%zmm6, %zmm4, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm4, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmovapd	%zmm5, %zmm3
	vmulpd	%zmm1, %zmm4, %zmm21
	vmulpd	%zmm8, %zmm0, %zmm1
	vaddpd	%zmm23, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm29, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vmovapd	%zmm1, 4480(%rsp)
	vmulpd	%zmm6, %zmm0, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm12
	vpaddq	%zmm27, %zmm16, %zmm0
	vaddpd	%zmm24, %zmm0, %zmm20
	vmovapd	%zmm9, %zmm4
	vaddpd	%zmm9, %zmm20, %zmm0
	vdivpd	%zmm0, %zmm20, %zmm26
	vmulpd	%zmm26, %zmm26, %zmm10
	vmulpd	%zmm10, %zmm10, %zmm0
	vmulpd	%zmm8, %zmm0, %zmm2
	vaddpd	%zmm23, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm29, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm17
	vmulpd	%zmm6, %zmm0, %zmm2
	vmovapd	%zmm7, %zmm1
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm9
	vpaddq	%zmm27, %zmm13, %zmm0
	vaddpd	%zmm24, %zmm0, %zmm16
	vaddpd	%zmm4, %zmm16, %zmm0
	vmovapd	%zmm4, %zmm5
	vdivpd	%zmm0, %zmm16, %zmm25
	vmulpd	%zmm25, %zmm25, %zmm7
	vmulpd	%zmm7, %zmm7, %zmm2
	vmulpd	%zmm8, %zmm2, %zmm22
	vmovapd	%zmm8, %zmm4
	vaddpd	%zmm23, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm2, %zmm22
	vaddpd	%zmm29, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm2, %zmm11
	vmulpd	%zmm6, %zmm2, %zmm22
	vmovapd	%zmm6, %zmm13
	vaddpd	%zmm1, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm2, %zmm22
	vmovapd	%zmm3, %zmm0
	vaddpd	%zmm3, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm2, %zmm8
	vmovdqa64	%zmm27, %zmm28
	vpaddq	%zmm27, %zmm14, %zmm2
	vmovapd	%zmm24, %zmm27
	vaddpd	%zmm24, %zmm2, %zmm14
	vaddpd	%zmm5, %zmm14, %zmm2
	vmovapd	%zmm5, %zmm6
	vdivpd	%zmm2, %zmm14, %zmm22
	vmulpd	%zmm22, %zmm22, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm2
	vmulpd	%zmm4, %zmm2, %zmm29
	vmovapd	%zmm4, %zmm5
	vaddpd	%zmm23, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm2, %zmm29
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm2, %zmm29
	vmulpd	%zmm13, %zmm2, %zmm24
	vaddpd	%zmm1, %zmm24, %zmm24
	vmovapd	%zmm1, %zmm30
	vmulpd	%zmm24, %zmm2, %zmm24
	vaddpd	%zmm0, %zmm24, %zmm24
	vmovapd	%zmm0, %zmm4
	vmulpd	%zmm24, %zmm2, %zmm24
	vpaddq	%zmm28, %zmm18, %zmm2
	vaddpd	%zmm27, %zmm2, %zmm18
	vaddpd	%zmm6, %zmm18, %zmm2
	vdivpd	%zmm2, %zmm18, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm5, %zmm0, %zmm28
	vaddpd	%zmm23, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm0, %zmm28
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm0, %zmm28
	vmulpd	%zmm13, %zmm0, %zmm23
	vaddpd	%zmm30, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vaddpd	%zmm4, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm23
	vaddpd	%zmm23, %zmm15, %zmm15
	vmulpd	4736(%rsp), %zmm15, %zmm15
	vaddpd	3328(%rsp), %zmm15, %zmm15
	vaddpd	%zmm23, %zmm19, %zmm19
	vmulpd	3520(%rsp), %zmm19, %zmm19
	vaddpd	2816(%rsp), %zmm19, %zmm19
	vaddpd	%zmm23, %zmm21, %zmm21
	vmulpd	2880(%rsp), %zmm21, %zmm21
	vaddpd	2688(%rsp), %zmm21, %zmm21
	vaddpd	%zmm23, %zmm12, %zmm12
	vmulpd	2304(%rsp), %zmm12, %zmm12
	vaddpd	4480(%rsp), %zmm12, %zmm12
	vaddpd	%zmm23, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm10, %zmm5
	vaddpd	%zmm5, %zmm17, %zmm5
	vaddpd	%zmm23, %zmm8, %zmm6
	vmulpd	%zmm6, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm11, %zmm4
	vaddpd	%zmm23, %zmm24, %zmm6
	vmulpd	%zmm6, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm29, %zmm6
	vaddpd	%zmm23, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm28, %zmm7
	vmovapd	1344(%rsp), %zmm1
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm3
	vaddpd	%zmm19, %zmm3, %zmm0
	vmulpd	1600(%rsp), %zmm0, %zmm9
	vmovapd	1024(%rsp), %zmm1
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm13
	vaddpd	%zmm15, %zmm13, %zmm1
	vmulpd	1408(%rsp), %zmm1, %zmm10
	vmovapd	448(%rsp), %zmm0
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm12
	vmulpd	1920(%rsp), %zmm12, %zmm12
	vmovapd	320(%rsp), %zmm0
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm0, %zmm15
	vmulpd	%zmm15, %zmm0, %zmm15
	vaddpd	%zmm21, %zmm15, %zmm17
	vmulpd	1792(%rsp), %zmm17, %zmm17
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm16, %zmm19
	vmulpd	%zmm19, %zmm16, %zmm19
	vaddpd	%zmm4, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm25, %zmm4
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm20, %zmm8
	vmulpd	%zmm8, %zmm20, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm26, %zmm5
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm18, %zmm11
	vmulpd	%zmm11, %zmm18, %zmm11
	vaddpd	%zmm7, %zmm11, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm2
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm14, %zmm7
	vmulpd	%zmm7, %zmm14, %zmm7
	vaddpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm6, %zmm22, %zmm6
	vpsrlq	$20, 1472(%rsp), %zmm21
	vpbroadcastq	.LCPI0_22(%rip), %zmm30
	vpaddq	%zmm30, %zmm21, %zmm21
	vcvtqq2pd	%zmm21, %zmm21
	vbroadcastsd	.LCPI0_35(%rip), %zmm27
	vmulpd	%zmm27, %zmm21, %zmm22
	vaddpd	%zmm9, %zmm22, %zmm9
	vpsrlq	$20, 1152(%rsp), %zmm22
	vpaddq	%zmm30, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm27, %zmm22, %zmm23
	vaddpd	%zmm10, %zmm23, %zmm10
	vpsrlq	$20, 1216(%rsp), %zmm23
	vpaddq	%zmm30, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm27, %zmm23, %zmm24
	vaddpd	%zmm12, %zmm24, %zmm12
	vpsrlq	$20, 3136(%rsp), %zmm24
	vpaddq	%zmm30, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm27, %zmm24, %zmm25
	vaddpd	%zmm17, %zmm25, %zmm17
	vpsrlq	$20, 2752(%rsp), %zmm25
	vpaddq	%zmm30, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm27, %zmm25, %zmm26
	vaddpd	%zmm4, %zmm26, %zmm4
	vpsrlq	$20, 2368(%rsp), %zmm26
	vpaddq	%zmm30, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm27, %zmm26, %zmm28
	vaddpd	%zmm5, %zmm28, %zmm5
	vpsrlq	$20, 2112(%rsp), %zmm28
	vpaddq	%zmm30, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm27, %zmm28, %zmm29
	vaddpd	%zmm2, %zmm29, %zmm2
	vpsrlq	$20, 1728(%rsp), %zmm29
	vpaddq	%zmm30, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm27, %zmm29, %zmm27
	vaddpd	%zmm6, %zmm27, %zmm6
	vsubpd	%zmm3, %zmm9, %zmm3
	vsubpd	%zmm13, %zmm10, %zmm0
	vsubpd	%zmm1, %zmm12, %zmm1
	vsubpd	%zmm15, %zmm17, %zmm9
	vsubpd	%zmm19, %zmm4, %zmm4
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm11, %zmm2, %zmm2
	vsubpd	%zmm7, %zmm6, %zmm6
	vaddpd	1024(%rsp), %zmm0, %zmm0
	vaddpd	1344(%rsp), %zmm3, %zmm3
	vaddpd	320(%rsp), %zmm9, %zmm7
	vaddpd	448(%rsp), %zmm1, %zmm8
	vaddpd	%zmm5, %zmm20, %zmm5
	vaddpd	%zmm4, %zmm16, %zmm4
	vaddpd	%zmm6, %zmm14, %zmm6
	vaddpd	%zmm2, %zmm18, %zmm9
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm22, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm1
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm21, %zmm0
	vaddpd	%zmm3, %zmm0, %zmm0
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm24, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm3
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm23, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm26, %zmm7
	vaddpd	%zmm5, %zmm7, %zmm5
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm25, %zmm7
	vaddpd	%zmm4, %zmm7, %zmm4
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm29, %zmm7
	vaddpd	%zmm6, %zmm7, %zmm7
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm28, %zmm6
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
	vpaddq	%zmm31, %zmm8, %zmm8
	vmovdqa64	%zmm8, 3136(%rsp)
	vpaddq	%zmm31, %zmm9, %zmm9
	vmovdqa64	%zmm9, 2752(%rsp)
	vpaddq	%zmm31, %zmm10, %zmm10
	vmovdqa64	%zmm10, 2368(%rsp)
	vpaddq	%zmm31, %zmm11, %zmm11
	vmovdqa64	%zmm11, 2112(%rsp)
	vpaddq	%zmm31, %zmm12, %zmm12
	vmovdqa64	%zmm12, 1728(%rsp)
	vpaddq	%zmm31, %zmm13, %zmm13
	vmovdqa64	%zmm13, 1344(%rsp)
	vpaddq	%zmm31, %zmm14, %zmm14
	vmovdqa64	%zmm14, 1024(%rsp)
	vpaddq	%zmm31, %zmm15, %zmm16
	vmovdqa64	%zmm16, 448(%rsp)
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
	vpbroadcastq	.LCPI0_25(%rip), %zmm20
	vpaddq	%zmm20, %zmm9, %zmm0
	vpaddq	%zmm20, %zmm8, %zmm1
	vpaddq	%zmm20, %zmm11, %zmm2
	vpaddq	%zmm20, %zmm10, %zmm3
	vbroadcastsd	.LCPI0_26(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm31
	vaddpd	%zmm8, %zmm0, %zmm9
	vaddpd	%zmm8, %zmm3, %zmm5
	vaddpd	%zmm8, %zmm2, %zmm4
	vbroadcastsd	.LCPI0_27(%rip), %zmm23
	vmovapd	%zmm9, 320(%rsp)
	vaddpd	%zmm23, %zmm9, %zmm0
	vaddpd	%zmm23, %zmm31, %zmm1
	vmovapd	%zmm4, 1216(%rsp)
	vaddpd	%zmm23, %zmm4, %zmm2
	vmovapd	%zmm5, 1152(%rsp)
	vaddpd	%zmm23, %zmm5, %zmm3
	vdivpd	%zmm1, %zmm31, %zmm7
	vmovapd	%zmm7, 1408(%rsp)
	vdivpd	%zmm0, %zmm9, %zmm6
	vmovapd	%zmm6, 1920(%rsp)
	vdivpd	%zmm3, %zmm5, %zmm1
	vmovapd	%zmm1, 1792(%rsp)
	vdivpd	%zmm2, %zmm4, %zmm0
	vmovapd	%zmm0, 1472(%rsp)
	vmulpd	%zmm6, %zmm6, %zmm30
	vmulpd	%zmm7, %zmm7, %zmm2
	vmovapd	%zmm2, 2688(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm3
	vmovapd	%zmm3, 2304(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 1600(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm30, %zmm30, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm3, %zmm4
	vbroadcastsd	.LCPI0_28(%rip), %zmm28
	vmulpd	%zmm28, %zmm2, %zmm3
	vmulpd	%zmm28, %zmm1, %zmm5
	vmulpd	%zmm28, %zmm4, %zmm6
	vaddpd	.LCPI0_29(%rip){1to8}, %zmm5, %zmm5
	vaddpd	.LCPI0_29(%rip){1to8}, %zmm3, %zmm3
	vaddpd	.LCPI0_29(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm3
	vmulpd	%zmm5, %zmm1, %zmm5
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm5, %zmm5
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm3, %zmm3
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm3
	vmovapd	%zmm3, 3328(%rsp)
	vmulpd	%zmm5, %zmm1, %zmm3
	vmovapd	%zmm3, 2816(%rsp)
	vmulpd	%zmm6, %zmm4, %zmm3
	vmovapd	%zmm3, 2880(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_32(%rip), %zmm7
	vaddpd	%zmm7, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_33(%rip), %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm15
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm19
	vmulpd	%zmm6, %zmm4, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm4, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm4, %zmm21
	vmulpd	%zmm28, %zmm0, %zmm1
	vaddpd	.LCPI0_29(%rip){1to8}, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm27
	vmulpd	%zmm6, %zmm0, %zmm1
	vaddpd	%zmm7, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm12
	vpaddq	%zmm20, %zmm13, %zmm0
	vmovapd	%zmm8, %zmm9
	vaddpd	%zmm8, %zmm0, %zmm13
	vaddpd	%zmm23, %zmm13, %zmm0
	vdivpd	%zmm0, %zmm13, %zmm26
	vmulpd	%zmm26, %zmm26, %zmm8
	vmulpd	%zmm8, %zmm8, %zmm0
	vmulpd	%zmm28, %zmm0, %zmm2
	vaddpd	.LCPI0_29(%rip){1to8}, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm25
	vmulpd	%zmm6, %zmm0, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm17
	vpaddq	%zmm20, %zmm16, %zmm0
	vmovdqa64	%zmm20, %zmm1
	vaddpd	%zmm9, %zmm0, %zmm16
	vaddpd	%zmm23, %zmm16, %zmm0
	vdivpd	%zmm0, %zmm16, %zmm20
	vmulpd	%zmm20, %zmm20, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm2
	vmulpd	%zmm28, %zmm2, %zmm22
	vaddpd	.LCPI0_29(%rip){1to8}, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm2, %zmm22
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm2, %zmm11
	vmulpd	%zmm6, %zmm2, %zmm22
	vaddpd	%zmm7, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm2, %zmm22
	vaddpd	%zmm5, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm2, %zmm10
	vpaddq	%zmm1, %zmm14, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm14
	vaddpd	%zmm23, %zmm14, %zmm2
	vdivpd	%zmm2, %zmm14, %zmm22
	vmulpd	%zmm22, %zmm22, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm2
	vmulpd	%zmm28, %zmm2, %zmm29
	vaddpd	.LCPI0_29(%rip){1to8}, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm2, %zmm29
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm2, %zmm29
	vmulpd	%zmm6, %zmm2, %zmm24
	vaddpd	%zmm7, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm2, %zmm24
	vaddpd	%zmm5, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm2, %zmm24
	vpaddq	%zmm1, %zmm18, %zmm2
	vaddpd	%zmm9, %zmm2, %zmm18
	vaddpd	%zmm23, %zmm18, %zmm2
	vdivpd	%zmm2, %zmm18, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm28, %zmm0, %zmm28
	vaddpd	.LCPI0_29(%rip){1to8}, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm0, %zmm28
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm0, %zmm28
	vmulpd	%zmm6, %zmm0, %zmm23
	vaddpd	%zmm7, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vaddpd	%zmm5, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm7
	vaddpd	%zmm7, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm30, %zmm15
	vaddpd	3328(%rsp), %zmm15, %zmm15
	vaddpd	%zmm7, %zmm19, %zmm19
	vmulpd	2688(%rsp), %zmm19, %zmm19
	vaddpd	2816(%rsp), %zmm19, %zmm19
	vaddpd	%zmm7, %zmm21, %zmm21
	vmulpd	2304(%rsp), %zmm21, %zmm21
	vaddpd	2880(%rsp), %zmm21, %zmm21
	vaddpd	%zmm7, %zmm12, %zmm12
	vmulpd	1600(%rsp), %zmm12, %zmm12
	vaddpd	%zmm12, %zmm27, %zmm12
	vaddpd	%zmm7, %zmm17, %zmm9
	vmulpd	%zmm9, %zmm8, %zmm5
	vaddpd	%zmm5, %zmm25, %zmm5
	vaddpd	%zmm7, %zmm10, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm11, %zmm4
	vaddpd	%zmm7, %zmm24, %zmm6
	vmulpd	%zmm6, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm29, %zmm6
	vaddpd	%zmm7, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm28, %zmm7
	vmovapd	%zmm31, 3520(%rsp)
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm3
	vaddpd	%zmm19, %zmm3, %zmm0
	vmulpd	1408(%rsp), %zmm0, %zmm9
	vmovapd	320(%rsp), %zmm1
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm1
	vmulpd	1920(%rsp), %zmm1, %zmm10
	vmovapd	1152(%rsp), %zmm31
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm31, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm12
	vmulpd	1792(%rsp), %zmm12, %zmm12
	vmovapd	1216(%rsp), %zmm30
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm30, %zmm15
	vmulpd	%zmm15, %zmm30, %zmm15
	vaddpd	%zmm21, %zmm15, %zmm17
	vmulpd	1472(%rsp), %zmm17, %zmm17
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm16, %zmm19
	vmulpd	%zmm19, %zmm16, %zmm19
	vaddpd	%zmm4, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm20, %zmm4
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm13, %zmm8
	vmulpd	%zmm8, %zmm13, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm26, %zmm5
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm18, %zmm11
	vmulpd	%zmm11, %zmm18, %zmm11
	vaddpd	%zmm7, %zmm11, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm2
	vmulpd	.LCPI0_19(%rip){1to8}, %zmm14, %zmm7
	vmulpd	%zmm7, %zmm14, %zmm7
	vaddpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm6, %zmm22, %zmm6
	vpsrlq	$20, 3136(%rsp), %zmm21
	vpbroadcastq	.LCPI0_22(%rip), %zmm27
	vpaddq	%zmm27, %zmm21, %zmm21
	vcvtqq2pd	%zmm21, %zmm21
	vbroadcastsd	.LCPI0_35(%rip), %zmm20
	vmulpd	%zmm20, %zmm21, %zmm22
	vaddpd	%zmm9, %zmm22, %zmm9
	vpsrlq	$20, 2752(%rsp), %zmm22
	vpaddq	%zmm27, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm20, %zmm22, %zmm23
	vaddpd	%zmm10, %zmm23, %zmm10
	vpsrlq	$20, 2368(%rsp), %zmm23
	vpaddq	%zmm27, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm20, %zmm23, %zmm24
	vaddpd	%zmm12, %zmm24, %zmm12
	vpsrlq	$20, 2112(%rsp), %zmm24
	vpaddq	%zmm27, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm20, %zmm24, %zmm25
	vaddpd	%zmm17, %zmm25, %zmm17
	vpsrlq	$20, 1728(%rsp), %zmm25
	vpaddq	%zmm27, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm20, %zmm25, %zmm26
	vaddpd	%zmm4, %zmm26, %zmm4
	vpsrlq	$20, 1344(%rsp), %zmm26
	vpaddq	%zmm27, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm20, %zmm26, %zmm28
	vaddpd	%zmm5, %zmm28, %zmm5
	vpsrlq	$20, 1024(%rsp), %zmm28
	vpaddq	%zmm27, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm20, %zmm28, %zmm29
	vaddpd	%zmm2, %zmm29, %zmm2
	vpsrlq	$20, 448(%rsp), %zmm29
	vpaddq	%zmm27, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm20, %zmm29, %zmm27
	vaddpd	%zmm6, %zmm27, %zmm6
	vsubpd	%zmm3, %zmm9, %zmm3
	vsubpd	%zmm0, %zmm10, %zmm0
	vsubpd	%zmm1, %zmm12, %zmm1
	vsubpd	%zmm15, %zmm17, %zmm9
	vsubpd	%zmm19, %zmm4, %zmm4
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm11, %zmm2, %zmm2
	vsubpd	%zmm7, %zmm6, %zmm6
	vaddpd	320(%rsp), %zmm0, %zmm0
	vaddpd	3520(%rsp), %zmm3, %zmm3
	vaddpd	%zmm9, %zmm30, %zmm7
	vaddpd	%zmm1, %zmm31, %zmm1
	vpbroadcastq	.LCPI0_20(%rip), %zmm30
	vaddpd	%zmm5, %zmm13, %zmm5
	vaddpd	%zmm4, %zmm16, %zmm4
	vaddpd	%zmm6, %zmm14, %zmm6
	vaddpd	%zmm2, %zmm18, %zmm2
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm22, %zmm8
	vbroadcastsd	.LCPI0_19(%rip), %zmm19
	vpbroadcastd	.LCPI0_38(%rip), %zmm10
	vaddpd	%zmm0, %zmm8, %zmm0
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm21, %zmm8
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm24, %zmm8
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm23, %zmm8
	vpbroadcastq	.LCPI0_29(%rip), %zmm23
	vaddpd	%zmm1, %zmm8, %zmm1
	vmulpd	.LCPI0_36(%rip){1to8}, %zmm26, %zmm8
	vbroadcastsd	.LCPI0_36(%rip), %zmm9
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm9, %zmm25, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm9, %zmm29, %zmm8
	vpbroadcastq	.LCPI0_30(%rip), %zmm29
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm9, %zmm28, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm0, %zmm0
	vcvtpd2ps	%zmm7, %ymm3
	vcvtpd2ps	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm3, %zmm1
	vcvtpd2ps	%zmm5, %ymm3
	vcvtpd2ps	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpxord	%zmm10, %zmm0, %zmm0
	vmovdqu64	%zmm0, -192(%rdx,%rcx,4)
	vpxord	%zmm10, %zmm1, %zmm0
	vmovdqu64	%zmm0, -128(%rdx,%rcx,4)
	vpxord	%zmm10, %zmm3, %zmm0
	vmovdqu64	%zmm0, -64(%rdx,%rcx,4)
	vcvtpd2ps	%zmm6, %ymm0
	vcvtpd2ps	%zmm2, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vpxord	%zmm10, %zmm0, %zmm0
	vmovdqu64	%zmm0, (%rdx,%rcx,4)
	addq	$64, %rcx
	cmpq	%rcx, %r10
	jne	.LBB0_1002
	movq	5872(%rsp), %rcx
	testq	%rcx, %rcx
	movq	200(%rsp), %r10
	movq	6848(%rsp), %rdi
	je	.LBB0_1042
	cmpl	$8, %ecx
	vmovss	.LCPI0_0(%rip), %xmm26
	jb	.LBB0_1044
	vmovsd	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_26(%rip), %xmm10
	vmovsd	.LCPI0_27(%rip), %xmm11
	vmovsd	.LCPI0_28(%rip), %xmm27
	vbroadcastsd	.LCPI0_31(%rip), %zmm14
	vbroadcastsd	.LCPI0_20(%rip), %zmm17
	vbroadcastsd	.LCPI0_27(%rip), %zmm20
	vbroadcastsd	.LCPI0_29(%rip), %zmm22
.LBB0_1006:
	movl	%ebx, %edx
	andl	$7, %edx
	subq	%rdx, %r8
	movq	%r8, %rcx
	addq	3264(%rsp), %rcx
	movq	1536(%rsp), %r8
	vbroadcastsd	.LCPI0_26(%rip), %zmm19
	vbroadcastsd	.LCPI0_32(%rip), %zmm23
	vbroadcastsd	.LCPI0_33(%rip), %zmm21
	vpbroadcastq	.LCPI0_21(%rip), %zmm28
	vbroadcastsd	.LCPI0_19(%rip), %zmm15
	vpbroadcastq	.LCPI0_23(%rip), %zmm24
	vpbroadcastq	.LCPI0_24(%rip), %zmm30
	vpbroadcastq	.LCPI0_25(%rip), %zmm31
	vbroadcastsd	.LCPI0_30(%rip), %zmm18
	vbroadcastsd	.LCPI0_28(%rip), %zmm26
	vpbroadcastd	.LCPI0_38(%rip), %ymm12
	vpbroadcastq	.LCPI0_22(%rip), %zmm13
	vbroadcastsd	.LCPI0_35(%rip), %zmm29
	vpbroadcastq	.LCPI0_39(%rip), %zmm16
	vbroadcastsd	.LCPI0_36(%rip), %zmm25
	vbroadcastsd	.LCPI0_34(%rip), %zmm9
	movq	824(%rsp), %r10
	.p2align	4
.LBB0_1007:
	vcvtudq2pd	(%r8,%r9,4), %zmm0
	vaddpd	%zmm15, %zmm0, %zmm0
	vmulpd	%zmm17, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpaddq	%zmm28, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm13, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm24, %zmm1, %zmm1
	vpternlogq	$248, %zmm30, %zmm0, %zmm1
	vpaddq	%zmm31, %zmm1, %zmm0
	vaddpd	%zmm19, %zmm0, %zmm0
	vmulpd	%zmm15, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm20, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm26, %zmm5, %zmm6
	vaddpd	%zmm22, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm18, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm14, %zmm5, %zmm7
	vaddpd	%zmm23, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm21, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm9, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm29, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm25, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpxorq	%zmm16, %zmm1, %zmm1
	vpaddq	%zmm28, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm13, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm24, %zmm1, %zmm1
	vpternlogq	$248, %zmm30, %zmm0, %zmm1
	vpaddq	%zmm31, %zmm1, %zmm0
	vaddpd	%zmm19, %zmm0, %zmm0
	vmulpd	%zmm15, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm20, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm26, %zmm5, %zmm6
	vaddpd	%zmm22, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm18, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm14, %zmm5, %zmm7
	vaddpd	%zmm23, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm21, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm9, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm29, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm25, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vpxor	%ymm0, %ymm12, %ymm0
	vmovdqu	%ymm0, (%r8,%r9,4)
	addq	$8, %r9
	cmpq	%r9, %r10
	jne	.LBB0_1007
	testq	%rdx, %rdx
	vpxord	%xmm24, %xmm24, %xmm24
	vmovss	.LCPI0_0(%rip), %xmm26
	vxorpd	%xmm29, %xmm29, %xmm29
	vmovaps	3392(%rsp), %xmm25
	vmovdqa64	5120(%rsp), %zmm28
	vmovsd	.LCPI0_20(%rip), %xmm9
	je	.LBB0_1041
.LBB0_1009:
	vmovaps	%xmm26, %xmm29
	vmovsd	.LCPI0_29(%rip), %xmm7
	vmovsd	.LCPI0_34(%rip), %xmm15
	vmovsd	.LCPI0_30(%rip), %xmm26
	vbroadcastss	.LCPI0_38(%rip), %xmm22
	vmovsd	.LCPI0_35(%rip), %xmm17
	vmovsd	.LCPI0_31(%rip), %xmm19
	vmovapd	.LCPI0_42(%rip), %xmm12
	vmovsd	.LCPI0_36(%rip), %xmm18
	vmovsd	.LCPI0_32(%rip), %xmm20
	vmovddup	.LCPI0_28(%rip), %xmm14
	vmovsd	.LCPI0_33(%rip), %xmm21
	vmovapd	.LCPI0_41(%rip), %xmm13
	movq	4160(%rsp), %r8
	.p2align	4
.LBB0_1010:
	vpxord	%xmm31, %xmm31, %xmm31
	vcvtusi2sdl	(%r8,%rcx,4), %xmm31, %xmm0
	vaddsd	%xmm0, %xmm8, %xmm0
	vmulsd	%xmm0, %xmm9, %xmm0
	vmovq	%xmm0, %rdx
	movl	%edx, %r9d
	movq	%rdx, %r10
	shrq	$32, %r10
	addq	$614242, %r10
	movq	%r10, %rdx
	shrq	$20, %rdx
	addq	$-1023, %rdx
	shlq	$32, %r10
	andq	%rsi, %r10
	addq	%rax, %r10
	orq	%r10, %r9
	vmovq	%r9, %xmm0
	vaddsd	%xmm0, %xmm10, %xmm0
	vmulsd	%xmm0, %xmm8, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm0, %xmm11, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm27, %xmm4, %xmm5
	vaddsd	%xmm7, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm26, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vmulsd	%xmm19, %xmm4, %xmm6
	vaddsd	%xmm20, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm6
	vaddsd	%xmm21, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm4
	vaddsd	%xmm4, %xmm15, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vaddsd	%xmm3, %xmm5, %xmm3
	vcvtsi2sd	%rdx, %xmm31, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm17, %xmm4, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm18, %xmm4, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vmovq	%xmm0, %rdx
	xorq	%r11, %rdx
	movl	%edx, %r9d
	movq	%rdx, %r10
	shrq	$32, %r10
	addq	$614242, %r10
	movq	%r10, %rdx
	shrq	$20, %rdx
	addq	$-1023, %rdx
	shlq	$32, %r10
	andq	%rsi, %r10
	addq	%rax, %r10
	orq	%r10, %r9
	vmovq	%r9, %xmm0
	vaddsd	%xmm0, %xmm10, %xmm0
	vmulsd	%xmm0, %xmm8, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm0, %xmm11, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm19, %xmm4, %xmm5
	vaddsd	%xmm20, %xmm5, %xmm5
	vmovddup	%xmm4, %xmm4
	vunpcklpd	%xmm5, %xmm14, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm5, %xmm13, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm5, %xmm12, %xmm5
	vunpcklpd	%xmm3, %xmm4, %xmm3
	vmulpd	%xmm5, %xmm3, %xmm3
	vshufpd	$1, %xmm3, %xmm3, %xmm4
	vaddsd	%xmm4, %xmm3, %xmm3
	vcvtsi2sd	%rdx, %xmm31, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm17, %xmm4, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm18, %xmm4, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vxorps	%xmm22, %xmm0, %xmm0
	vmovss	%xmm0, (%r8,%rcx,4)
	incq	%rcx
	cmpq	%rcx, %rbx
	jne	.LBB0_1010
	movq	1536(%rsp), %rcx
	movq	200(%rsp), %r10
	vpbroadcastq	.LCPI0_23(%rip), %zmm23
	vmovaps	%xmm29, %xmm26
	vxorps	%xmm29, %xmm29, %xmm29
	vmovdqa64	.LCPI0_9(%rip), %zmm20
.LBB0_1012:
	vmovdqa64	2624(%rsp), %zmm16
	movq	280(%rsp), %rsi
	vmovdqa	5184(%rsp), %xmm15
	vmovdqa64	5632(%rsp), %zmm9
	vmovdqa64	6592(%rsp), %zmm6
	movq	3264(%rsp), %rax
	movl	1984(%rsp), %r12d
	movq	6848(%rsp), %rdi
	jmp	.LBB0_1036
.LBB0_1013:
	xorl	%ecx, %ecx
	movq	688(%rsp), %rax
	.p2align	4
.LBB0_1014:
	vpmovzxdq	16096(%rsp,%rcx,4), %zmm0
	vpmovzxdq	16064(%rsp,%rcx,4), %zmm1
	vpmovzxdq	16160(%rsp,%rcx,4), %zmm2
	vpmovzxdq	16128(%rsp,%rcx,4), %zmm3
	vpmovzxdq	16224(%rsp,%rcx,4), %zmm5
	vpmovzxdq	16192(%rsp,%rcx,4), %zmm6
	vpmovzxdq	16288(%rsp,%rcx,4), %zmm7
	vpmovzxdq	16256(%rsp,%rcx,4), %zmm10
	vmovdqa64	5248(%rsp), %zmm4
	vpaddd	18112(%rsp,%rcx,4), %zmm4, %zmm15
	vpaddd	18176(%rsp,%rcx,4), %zmm4, %zmm16
	vpaddd	18240(%rsp,%rcx,4), %zmm4, %zmm17
	vpaddd	18304(%rsp,%rcx,4), %zmm4, %zmm18
	vpmuludq	%zmm8, %zmm1, %zmm4
	vpmuludq	%zmm8, %zmm0, %zmm28
	vpmuludq	%zmm8, %zmm3, %zmm22
	vpmuludq	%zmm8, %zmm2, %zmm12
	vpmuludq	%zmm8, %zmm6, %zmm30
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm5, %zmm8
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm10, %zmm25
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm7, %zmm14
	vmovdqa64	7104(%rsp), %zmm0
	vpxord	%zmm0, %zmm15, %zmm3
	vpxord	%zmm0, %zmm16, %zmm5
	vpxord	%zmm0, %zmm17, %zmm7
	vpxord	%zmm0, %zmm18, %zmm0
	vpxorq	%zmm28, %zmm31, %zmm1
	vpxorq	%zmm4, %zmm31, %zmm2
	vpxorq	%zmm12, %zmm31, %zmm6
	vpxorq	%zmm22, %zmm31, %zmm10
	vpxorq	%zmm8, %zmm31, %zmm15
	vpxorq	%zmm30, %zmm31, %zmm16
	vpxorq	%zmm14, %zmm31, %zmm17
	vpxorq	%zmm25, %zmm31, %zmm18
	vpsrlq	$32, %zmm2, %zmm31
	vpsrlq	$32, %zmm1, %zmm19
	vpsrlq	$32, %zmm10, %zmm24
	vpsrlq	$32, %zmm6, %zmm2
	vpsrlq	$32, %zmm16, %zmm11
	vpsrlq	$32, %zmm15, %zmm13
	vpsrlq	$32, %zmm18, %zmm26
	vpsrlq	$32, %zmm17, %zmm6
	vextracti64x4	$1, %zmm3, %ymm10
	vpmovzxdq	%ymm10, %zmm10
	vpmovzxdq	%ymm3, %zmm15
	vextracti64x4	$1, %zmm5, %ymm16
	vpmovzxdq	%ymm16, %zmm16
	vpmovzxdq	%ymm5, %zmm18
	vextracti64x4	$1, %zmm7, %ymm17
	vpmovzxdq	%ymm17, %zmm20
	vpmovzxdq	%ymm7, %zmm21
	vextracti64x4	$1, %zmm0, %ymm17
	vpmovzxdq	%ymm17, %zmm23
	vpmovzxdq	%ymm0, %zmm27
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm1
	vmovdqa64	%zmm1, 1728(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm10, %zmm1
	vmovdqa64	%zmm1, 2752(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm18, %zmm1
	vmovdqa64	%zmm1, 2112(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm16, %zmm18
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm21, %zmm1
	vmovdqa64	%zmm1, 1024(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm20, %zmm1
	vmovdqa64	%zmm1, 1344(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm27, %zmm1
	vmovdqa64	%zmm1, 320(%rsp)
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm23, %zmm1
	vmovdqa64	%zmm1, 448(%rsp)
	vpbroadcastd	.LCPI0_381(%rip), %zmm29
	vpmuludq	%zmm29, %zmm3, %zmm10
	vpshufd	$245, %zmm3, %zmm3
	vpmuludq	%zmm29, %zmm3, %zmm3
	vmovdqa64	.LCPI0_382(%rip), %zmm1
	vpermt2d	%zmm3, %zmm1, %zmm10
	vpmovzxdq	%ymm10, %zmm3
	vextracti64x4	$1, %zmm10, %ymm10
	vpmovzxdq	%ymm10, %zmm20
	vpmuludq	%zmm29, %zmm5, %zmm10
	vpshufd	$245, %zmm5, %zmm5
	vpmuludq	%zmm29, %zmm5, %zmm5
	vpermt2d	%zmm5, %zmm1, %zmm10
	vpmovzxdq	%ymm10, %zmm16
	vextracti64x4	$1, %zmm10, %ymm5
	vpmovzxdq	%ymm5, %zmm23
	vpmuludq	%zmm29, %zmm7, %zmm5
	vpshufd	$245, %zmm7, %zmm7
	vpmuludq	%zmm29, %zmm7, %zmm7
	vpermt2d	%zmm7, %zmm1, %zmm5
	vpmovzxdq	%ymm5, %zmm27
	vextracti64x4	$1, %zmm5, %ymm5
	vpmovzxdq	%ymm5, %zmm5
	vpmuludq	%zmm29, %zmm0, %zmm7
	vpshufd	$245, %zmm0, %zmm0
	vpmuludq	%zmm29, %zmm0, %zmm0
	vpermt2d	%zmm0, %zmm1, %zmm7
	vpmovzxdq	%ymm7, %zmm10
	vextracti64x4	$1, %zmm7, %ymm0
	vpmovzxdq	%ymm0, %zmm7
	vpbroadcastq	.LCPI0_15(%rip), %zmm9
	vpmuludq	%zmm9, %zmm19, %zmm29
	vpmuludq	%zmm9, %zmm31, %zmm31
	vpmuludq	%zmm9, %zmm2, %zmm19
	vpmuludq	%zmm9, %zmm24, %zmm2
	vpmuludq	%zmm9, %zmm13, %zmm24
	vpmuludq	%zmm9, %zmm11, %zmm11
	vpmuludq	%zmm9, %zmm6, %zmm17
	vpmuludq	%zmm9, %zmm26, %zmm0
	vmovdqa64	%zmm0, 2368(%rsp)
	vmovdqa64	7040(%rsp), %zmm0
	vpternlogq	$150, %zmm28, %zmm0, %zmm20
	vpsrlq	$32, %zmm31, %zmm1
	vpternlogq	$150, %zmm4, %zmm0, %zmm3
	vpsrlq	$32, %zmm29, %zmm4
	vpternlogq	$150, %zmm12, %zmm0, %zmm23
	vpsrlq	$32, %zmm2, %zmm6
	vpternlogq	$150, %zmm22, %zmm0, %zmm16
	vpsrlq	$32, %zmm19, %zmm12
	vpternlogq	$150, %zmm8, %zmm0, %zmm5
	vpsrlq	$32, %zmm11, %zmm8
	vpternlogq	$150, %zmm30, %zmm0, %zmm27
	vpsrlq	$32, %zmm24, %zmm15
	vpternlogq	$150, %zmm14, %zmm0, %zmm7
	vpsrlq	$32, %zmm17, %zmm22
	vpternlogq	$150, %zmm25, %zmm0, %zmm10
	vmovdqa64	6656(%rsp), %zmm30
	vpxorq	%zmm30, %zmm4, %zmm4
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm4, %zmm25
	vpxorq	%zmm30, %zmm1, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm1, %zmm14
	vpxorq	%zmm30, %zmm12, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm1, %zmm26
	vpxorq	%zmm30, %zmm6, %zmm4
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm4, %zmm21
	vpxorq	%zmm30, %zmm15, %zmm4
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm4, %zmm28
	vpxorq	%zmm30, %zmm8, %zmm4
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm4, %zmm8
	vmovdqa64	%zmm8, 3136(%rsp)
	vpxorq	%zmm30, %zmm22, %zmm4
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm4, %zmm0
	vmovdqa64	%zmm0, 1152(%rsp)
	vpmuludq	%zmm9, %zmm3, %zmm15
	vpmuludq	%zmm9, %zmm20, %zmm13
	vpmuludq	%zmm9, %zmm16, %zmm16
	vpmuludq	%zmm9, %zmm23, %zmm20
	vpmuludq	%zmm9, %zmm27, %zmm22
	vpmuludq	%zmm9, %zmm5, %zmm4
	vmovdqa64	%zmm4, 1472(%rsp)
	vpmuludq	%zmm9, %zmm7, %zmm1
	vmovdqa64	%zmm1, 1216(%rsp)
	vpsrlq	$32, %zmm15, %zmm12
	vmovdqa64	2624(%rsp), %zmm3
	vpternlogq	$150, %zmm31, %zmm3, %zmm12
	vpsrlq	$32, %zmm13, %zmm31
	vmovdqa64	%zmm13, %zmm27
	vpternlogq	$150, %zmm29, %zmm3, %zmm31
	vpsrlq	$32, %zmm16, %zmm23
	vpternlogq	$150, %zmm2, %zmm3, %zmm23
	vpsrlq	$32, %zmm20, %zmm29
	vmovdqa64	%zmm20, %zmm13
	vpternlogq	$150, %zmm19, %zmm3, %zmm29
	vpsrlq	$32, %zmm22, %zmm20
	vpternlogq	$150, %zmm11, %zmm3, %zmm20
	vpsrlq	$32, %zmm4, %zmm19
	vpternlogq	$150, %zmm24, %zmm3, %zmm19
	vpsrlq	$32, %zmm1, %zmm24
	vpternlogq	$150, %zmm17, %zmm3, %zmm24
	vpsrlq	$32, %zmm25, %zmm1
	vmovdqa64	6336(%rsp), %zmm6
	vpternlogq	$150, 2752(%rsp), %zmm6, %zmm1
	vpsrlq	$32, %zmm14, %zmm2
	vpternlogq	$150, 1728(%rsp), %zmm6, %zmm2
	vpsrlq	$32, %zmm26, %zmm7
	vpternlogq	$150, %zmm18, %zmm6, %zmm7
	vpsrlq	$32, %zmm21, %zmm5
	vpternlogq	$150, 2112(%rsp), %zmm6, %zmm5
	vpsrlq	$32, %zmm28, %zmm17
	vpternlogq	$150, 1344(%rsp), %zmm6, %zmm17
	vpsrlq	$32, %zmm8, %zmm11
	vpternlogq	$150, 1024(%rsp), %zmm6, %zmm11
	vpsrlq	$32, %zmm0, %zmm18
	vpmuludq	%zmm9, %zmm10, %zmm4
	vpternlogq	$150, 448(%rsp), %zmm6, %zmm18
	vpsrlq	$32, %zmm4, %zmm8
	vmovdqa64	2368(%rsp), %zmm0
	vpternlogq	$150, %zmm0, %zmm3, %zmm8
	vpsrlq	$32, %zmm0, %zmm3
	vpxorq	%zmm30, %zmm3, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm0
	vmovdqa64	%zmm0, 1344(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 320(%rsp), %zmm6, %zmm0
	vpmuludq	%zmm9, %zmm2, %zmm30
	vpsrlq	$32, %zmm30, %zmm3
	vmovdqa64	4928(%rsp), %zmm2
	vpternlogq	$150, %zmm15, %zmm2, %zmm3
	vmovdqa64	%zmm3, 320(%rsp)
	vpmuludq	%zmm9, %zmm1, %zmm1
	vmovdqa64	%zmm1, 1728(%rsp)
	vpsrlq	$32, %zmm1, %zmm15
	vpternlogq	$150, %zmm27, %zmm2, %zmm15
	vpmuludq	%zmm9, %zmm5, %zmm1
	vmovdqa64	%zmm1, 2368(%rsp)
	vpsrlq	$32, %zmm1, %zmm27
	vpternlogq	$150, %zmm16, %zmm2, %zmm27
	vpmuludq	%zmm9, %zmm7, %zmm1
	vmovdqa64	%zmm1, 2752(%rsp)
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, %zmm13, %zmm2, %zmm16
	vpmuludq	%zmm9, %zmm11, %zmm1
	vmovdqa64	%zmm1, 1792(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, %zmm22, %zmm2, %zmm1
	vmovdqa64	%zmm1, 448(%rsp)
	vpmuludq	%zmm9, %zmm17, %zmm6
	vpsrlq	$32, %zmm6, %zmm17
	vpternlogq	$150, 1472(%rsp), %zmm2, %zmm17
	vpmuludq	%zmm9, %zmm0, %zmm0
	vmovdqa64	%zmm0, 1472(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, %zmm4, %zmm2, %zmm0
	vmovdqa64	%zmm0, 1024(%rsp)
	vpmuludq	%zmm9, %zmm18, %zmm11
	vpsrlq	$32, %zmm11, %zmm18
	vpternlogq	$150, 1216(%rsp), %zmm2, %zmm18
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm31, %zmm10
	vpsrlq	$32, %zmm10, %zmm31
	vmovdqa64	5440(%rsp), %zmm4
	vpternlogq	$150, %zmm25, %zmm4, %zmm31
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm12, %zmm5
	vpsrlq	$32, %zmm5, %zmm1
	vpternlogq	$150, %zmm14, %zmm4, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm29, %zmm7
	vpsrlq	$32, %zmm7, %zmm13
	vpternlogq	$150, %zmm26, %zmm4, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm23, %zmm22
	vpsrlq	$32, %zmm22, %zmm29
	vpternlogq	$150, %zmm21, %zmm4, %zmm29
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm19, %zmm23
	vpsrlq	$32, %zmm23, %zmm14
	vpternlogq	$150, %zmm28, %zmm4, %zmm14
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm20, %zmm20
	vpsrlq	$32, %zmm20, %zmm0
	vpternlogq	$150, 3136(%rsp), %zmm4, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm24, %zmm24
	vpsrlq	$32, %zmm24, %zmm3
	vpternlogq	$150, 1152(%rsp), %zmm4, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm8, %zmm2
	vmovdqa64	%zmm2, 1408(%rsp)
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, 1344(%rsp), %zmm4, %zmm2
	vpmuludq	%zmm9, %zmm1, %zmm1
	vmovdqa64	%zmm1, 2112(%rsp)
	vpsrlq	$32, %zmm1, %zmm4
	vmovdqa64	5376(%rsp), %zmm26
	vpternlogq	$150, %zmm30, %zmm26, %zmm4
	vmovdqa64	%zmm4, 1344(%rsp)
	vpmuludq	%zmm9, %zmm31, %zmm25
	vpsrlq	$32, %zmm25, %zmm12
	vpternlogq	$150, 1728(%rsp), %zmm26, %zmm12
	vpmuludq	%zmm9, %zmm29, %zmm1
	vmovdqa64	%zmm1, 1728(%rsp)
	vpsrlq	$32, %zmm1, %zmm29
	vpternlogq	$150, 2368(%rsp), %zmm26, %zmm29
	vpmuludq	%zmm9, %zmm13, %zmm1
	vmovdqa64	%zmm1, 1152(%rsp)
	vpsrlq	$32, %zmm1, %zmm13
	vpternlogq	$150, 2752(%rsp), %zmm26, %zmm13
	vpmuludq	%zmm9, %zmm0, %zmm0
	vmovdqa64	%zmm0, 1920(%rsp)
	vpsrlq	$32, %zmm0, %zmm28
	vpternlogq	$150, 1792(%rsp), %zmm26, %zmm28
	vpmuludq	%zmm9, %zmm14, %zmm4
	vpsrlq	$32, %zmm4, %zmm14
	vpternlogq	$150, %zmm6, %zmm26, %zmm14
	vpmuludq	%zmm9, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm31
	vpternlogq	$150, 1472(%rsp), %zmm26, %zmm31
	vpmuludq	%zmm9, %zmm3, %zmm0
	vmovdqa64	%zmm0, 3136(%rsp)
	vpsrlq	$32, %zmm0, %zmm30
	vpternlogq	$150, %zmm11, %zmm26, %zmm30
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm26
	vpsrlq	$32, %zmm26, %zmm8
	vmovdqa64	4864(%rsp), %zmm19
	vpternlogq	$150, %zmm10, %zmm19, %zmm8
	vmovdqa64	320(%rsp), %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm3
	vpsrlq	$32, %zmm3, %zmm6
	vpternlogq	$150, %zmm5, %zmm19, %zmm6
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm16, %zmm0
	vmovdqa64	%zmm0, 1472(%rsp)
	vpsrlq	$32, %zmm0, %zmm15
	vpternlogq	$150, %zmm7, %zmm19, %zmm15
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm27, %zmm7
	vpsrlq	$32, %zmm7, %zmm21
	vpternlogq	$150, %zmm22, %zmm19, %zmm21
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm17, %zmm1
	vpsrlq	$32, %zmm1, %zmm16
	vpternlogq	$150, %zmm23, %zmm19, %zmm16
	vmovdqa64	448(%rsp), %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm0
	vmovdqa64	%zmm0, 1216(%rsp)
	vpsrlq	$32, %zmm0, %zmm10
	vpternlogq	$150, %zmm20, %zmm19, %zmm10
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm18, %zmm5
	vpsrlq	$32, %zmm5, %zmm17
	vpternlogq	$150, %zmm24, %zmm19, %zmm17
	vmovdqa64	1024(%rsp), %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm0
	vmovdqa64	%zmm0, 2752(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 1408(%rsp), %zmm19, %zmm0
	vpmuludq	%zmm9, %zmm6, %zmm6
	vmovdqa64	%zmm6, 2368(%rsp)
	vpsrlq	$32, %zmm6, %zmm6
	vmovdqa64	6080(%rsp), %zmm24
	vpternlogq	$150, 2112(%rsp), %zmm24, %zmm6
	vpmuludq	%zmm9, %zmm8, %zmm18
	vpsrlq	$32, %zmm18, %zmm11
	vpternlogq	$150, %zmm25, %zmm24, %zmm11
	vpmuludq	%zmm9, %zmm21, %zmm8
	vmovdqa64	%zmm8, 2112(%rsp)
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, 1728(%rsp), %zmm24, %zmm8
	vpmuludq	%zmm9, %zmm15, %zmm15
	vmovdqa64	%zmm15, 1728(%rsp)
	vpsrlq	$32, %zmm15, %zmm15
	vpternlogq	$150, 1152(%rsp), %zmm24, %zmm15
	vpmuludq	%zmm9, %zmm10, %zmm10
	vmovdqa64	%zmm10, 1152(%rsp)
	vpsrlq	$32, %zmm10, %zmm25
	vpternlogq	$150, 1920(%rsp), %zmm24, %zmm25
	vpmuludq	%zmm9, %zmm16, %zmm10
	vmovdqa64	%zmm10, 1024(%rsp)
	vpsrlq	$32, %zmm10, %zmm16
	vpternlogq	$150, %zmm4, %zmm24, %zmm16
	vpmuludq	%zmm9, %zmm0, %zmm0
	vmovdqa64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm2, %zmm24, %zmm21
	vpmuludq	%zmm9, %zmm17, %zmm0
	vmovdqa64	%zmm0, 448(%rsp)
	vpsrlq	$32, %zmm0, %zmm17
	vpternlogq	$150, 3136(%rsp), %zmm24, %zmm17
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm12, %zmm24
	vpsrlq	$32, %zmm24, %zmm12
	vmovdqa64	4800(%rsp), %zmm10
	vpternlogq	$150, %zmm26, %zmm10, %zmm12
	vmovdqa64	1344(%rsp), %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm0, %zmm0
	vmovdqa64	%zmm0, 3136(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, %zmm3, %zmm10, %zmm4
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm13, %zmm26
	vpsrlq	$32, %zmm26, %zmm3
	vpternlogq	$150, 1472(%rsp), %zmm10, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm29, %zmm27
	vpsrlq	$32, %zmm27, %zmm13
	vpternlogq	$150, %zmm7, %zmm10, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm14, %zmm19
	vpsrlq	$32, %zmm19, %zmm14
	vpternlogq	$150, %zmm1, %zmm10, %zmm14
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm28, %zmm0
	vmovdqa64	%zmm0, 1344(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 1216(%rsp), %zmm10, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm30, %zmm22
	vpsrlq	$32, %zmm22, %zmm1
	vpternlogq	$150, %zmm5, %zmm10, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm31, %zmm29
	vpsrlq	$32, %zmm29, %zmm20
	vpternlogq	$150, 2752(%rsp), %zmm10, %zmm20
	vpmuludq	%zmm9, %zmm4, %zmm7
	vpsrlq	$32, %zmm7, %zmm10
	vmovdqa64	5504(%rsp), %zmm30
	vpternlogq	$150, 2368(%rsp), %zmm30, %zmm10
	vpmuludq	%zmm9, %zmm12, %zmm23
	vpsrlq	$32, %zmm23, %zmm2
	vpternlogq	$150, %zmm18, %zmm30, %zmm2
	vpmuludq	%zmm9, %zmm13, %zmm13
	vpsrlq	$32, %zmm13, %zmm5
	vpternlogq	$150, 2112(%rsp), %zmm30, %zmm5
	vpmuludq	%zmm9, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm12
	vpternlogq	$150, 1728(%rsp), %zmm30, %zmm12
	vpmuludq	%zmm9, %zmm0, %zmm0
	vmovdqa64	%zmm0, 1728(%rsp)
	vpsrlq	$32, %zmm0, %zmm4
	vpternlogq	$150, 1152(%rsp), %zmm30, %zmm4
	vpmuludq	%zmm9, %zmm14, %zmm0
	vmovdqa64	%zmm0, 2112(%rsp)
	vpsrlq	$32, %zmm0, %zmm14
	vpternlogq	$150, 1024(%rsp), %zmm30, %zmm14
	vpmuludq	%zmm9, %zmm20, %zmm31
	vpsrlq	$32, %zmm31, %zmm18
	vpternlogq	$150, 320(%rsp), %zmm30, %zmm18
	vpmuludq	%zmm9, %zmm1, %zmm0
	vmovdqa64	%zmm0, 320(%rsp)
	vpsrlq	$32, %zmm0, %zmm20
	vpternlogq	$150, 448(%rsp), %zmm30, %zmm20
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm11, %zmm0
	vmovdqa64	%zmm0, 448(%rsp)
	vpsrlq	$32, %zmm0, %zmm0
	vmovdqa64	3840(%rsp), %zmm30
	vpternlogq	$150, %zmm24, %zmm30, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm6, %zmm1
	vmovdqa64	%zmm1, 1024(%rsp)
	vpsrlq	$32, %zmm1, %zmm1
	vpternlogq	$150, 3136(%rsp), %zmm30, %zmm1
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm15, %zmm15
	vpsrlq	$32, %zmm15, %zmm6
	vpternlogq	$150, %zmm26, %zmm30, %zmm6
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm8, %zmm24
	vpsrlq	$32, %zmm24, %zmm8
	vpternlogq	$150, %zmm27, %zmm30, %zmm8
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm16, %zmm16
	vpsrlq	$32, %zmm16, %zmm26
	vpternlogq	$150, %zmm19, %zmm30, %zmm26
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm25, %zmm28
	vpsrlq	$32, %zmm28, %zmm25
	vpternlogq	$150, 1344(%rsp), %zmm30, %zmm25
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm17, %zmm17
	vpsrlq	$32, %zmm17, %zmm27
	vpternlogq	$150, %zmm22, %zmm30, %zmm27
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm21, %zmm11
	vpsrlq	$32, %zmm11, %zmm22
	vpternlogq	$150, %zmm29, %zmm30, %zmm22
	vpmuludq	%zmm9, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm19
	vmovdqa64	4544(%rsp), %zmm30
	vpternlogq	$150, %zmm7, %zmm30, %zmm19
	vpmuludq	%zmm9, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm21
	vpternlogq	$150, %zmm23, %zmm30, %zmm21
	vpmuludq	%zmm9, %zmm8, %zmm0
	vpsrlq	$32, %zmm0, %zmm7
	vpternlogq	$150, %zmm13, %zmm30, %zmm7
	vpmuludq	%zmm9, %zmm6, %zmm0
	vpsrlq	$32, %zmm0, %zmm13
	vpternlogq	$150, %zmm3, %zmm30, %zmm13
	vpmuludq	%zmm9, %zmm25, %zmm0
	vpsrlq	$32, %zmm0, %zmm8
	vpternlogq	$150, 1728(%rsp), %zmm30, %zmm8
	vpmuludq	%zmm9, %zmm26, %zmm0
	vpsrlq	$32, %zmm0, %zmm3
	vpternlogq	$150, 2112(%rsp), %zmm30, %zmm3
	vpmuludq	%zmm9, %zmm22, %zmm0
	vpsrlq	$32, %zmm0, %zmm25
	vpternlogq	$150, %zmm31, %zmm30, %zmm25
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm2, %zmm26
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm10, %zmm23
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm12, %zmm22
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm5, %zmm29
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm14, %zmm12
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm4, %zmm6
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm20, %zmm2
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm18, %zmm1
	vpmuludq	%zmm9, %zmm27, %zmm0
	vpsrlq	$32, %zmm0, %zmm14
	vpternlogq	$150, 320(%rsp), %zmm30, %zmm14
	vpsrlq	$32, %zmm26, %zmm0
	vmovdqa64	2432(%rsp), %zmm20
	vpternlogq	$150, 448(%rsp), %zmm20, %zmm0
	vpsrlq	$32, %zmm23, %zmm4
	vpternlogq	$150, 1024(%rsp), %zmm20, %zmm4
	vpsrlq	$32, %zmm22, %zmm5
	vpternlogq	$150, %zmm15, %zmm20, %zmm5
	vpsrlq	$32, %zmm29, %zmm10
	vpternlogq	$150, %zmm24, %zmm20, %zmm10
	vpsrlq	$32, %zmm12, %zmm15
	vpternlogq	$150, %zmm16, %zmm20, %zmm15
	vpsrlq	$32, %zmm6, %zmm16
	vpternlogq	$150, %zmm28, %zmm20, %zmm16
	vmovdqa64	3904(%rsp), %zmm31
	vpsrlq	$32, %zmm2, %zmm18
	vpternlogq	$150, %zmm17, %zmm20, %zmm18
	vpsrlq	$32, %zmm1, %zmm17
	vpternlogq	$150, %zmm11, %zmm20, %zmm17
	vpmovqd	%zmm4, %ymm4
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm4, %zmm4
	vpmovqd	%zmm10, %ymm0
	vpmovqd	%zmm5, %ymm5
	vinserti64x4	$1, %ymm5, %zmm0, %zmm10
	vpmovqd	%zmm16, %ymm0
	vpmovqd	%zmm15, %ymm5
	vinserti64x4	$1, %ymm5, %zmm0, %zmm5
	vpmovqd	%zmm17, %ymm0
	vpmovqd	%zmm18, %ymm11
	vinserti64x4	$1, %ymm11, %zmm0, %zmm11
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm21, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpternlogq	$150, 3072(%rsp), %zmm26, %zmm0
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm19, %zmm15
	vpsrlq	$32, %zmm15, %zmm15
	vpternlogq	$150, 3072(%rsp), %zmm23, %zmm15
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm13, %zmm13
	vpsrlq	$32, %zmm13, %zmm13
	vpternlogq	$150, 3072(%rsp), %zmm22, %zmm13
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm7, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpternlogq	$150, 3072(%rsp), %zmm29, %zmm7
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, 3072(%rsp), %zmm12, %zmm3
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm8, %zmm8
	vpsrlq	$32, %zmm8, %zmm8
	vpternlogq	$150, 3072(%rsp), %zmm6, %zmm8
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm14, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpternlogq	$150, 3072(%rsp), %zmm2, %zmm6
	vpmuludq	.LCPI0_14(%rip){1to8}, %zmm25, %zmm2
	vmovdqa64	3072(%rsp), %zmm12
	vpsrlq	$32, %zmm2, %zmm2
	vpternlogq	$150, %zmm1, %zmm12, %zmm2
	vpmuludq	%zmm9, %zmm15, %zmm1
	vpmuludq	%zmm9, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpsrlq	$32, %zmm1, %zmm1
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm0, %ymm0
	vinserti64x4	$1, %ymm0, %zmm1, %zmm0
	vpmuludq	%zmm9, %zmm7, %zmm1
	vpmuludq	%zmm9, %zmm13, %zmm7
	vpsrlq	$32, %zmm7, %zmm7
	vpsrlq	$32, %zmm1, %zmm1
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm7, %ymm7
	vinserti64x4	$1, %ymm7, %zmm1, %zmm1
	vpmuludq	%zmm9, %zmm8, %zmm7
	vpbroadcastq	.LCPI0_14(%rip), %zmm8
	vpmuludq	%zmm9, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpsrlq	$32, %zmm7, %zmm7
	vpmovqd	%zmm7, %ymm7
	vpmovqd	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm7, %zmm3
	vpmuludq	%zmm9, %zmm2, %zmm2
	vpmuludq	%zmm9, %zmm6, %zmm6
	vpsrlq	$32, %zmm6, %zmm6
	vpsrlq	$32, %zmm2, %zmm2
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm6, %ymm6
	vinserti64x4	$1, %ymm6, %zmm2, %zmm2
	vpbroadcastd	.LCPI0_16(%rip), %zmm7
	vpmulld	%zmm7, %zmm4, %zmm4
	vpmulld	%zmm7, %zmm10, %zmm6
	vmovdqa64	2496(%rsp), %zmm10
	vpternlogd	$150, %zmm4, %zmm10, %zmm0
	vpternlogd	$150, %zmm6, %zmm10, %zmm1
	vpmulld	%zmm7, %zmm5, %zmm4
	vpmulld	%zmm7, %zmm11, %zmm5
	vpternlogd	$150, %zmm4, %zmm10, %zmm3
	vpternlogd	$150, %zmm5, %zmm10, %zmm2
	vmovdqu64	%zmm0, 13504(%rsp,%rcx,4)
	vmovdqu64	%zmm1, 13568(%rsp,%rcx,4)
	vmovdqu64	%zmm3, 13632(%rsp,%rcx,4)
	vmovdqu64	%zmm2, 13696(%rsp,%rcx,4)
	addq	$64, %rcx
	cmpq	%rcx, %rax
	jne	.LBB0_1014
	cmpq	%rax, %rdx
	movq	1280(%rsp), %r14
	movq	208(%rsp), %r11
	vmovss	.LCPI0_0(%rip), %xmm26
	movq	4672(%rsp), %rbx
	movl	$3528531795, %r13d
	movq	3968(%rsp), %r15
	movq	896(%rsp), %rsi
	movq	4224(%rsp), %r9
	movq	%rdx, %r8
	vmovdqa64	6528(%rsp), %zmm16
	movl	1984(%rsp), %eax
	vmovdqa64	.LCPI0_9(%rip), %zmm20
	vmovsd	.LCPI0_28(%rip), %xmm27
	vpbroadcastq	.LCPI0_29(%rip), %zmm22
	vpbroadcastd	.LCPI0_381(%rip), %ymm5
	vmovdqa64	%zmm12, %zmm29
	vmovdqa64	2624(%rsp), %zmm30
	vmovdqa64	2432(%rsp), %zmm13
	vmovapd	288(%rsp), %xmm12
	vmovdqa64	5632(%rsp), %zmm9
	vmovdqa64	5120(%rsp), %zmm28
	je	.LBB0_1021
	movq	688(%rsp), %rcx
	movq	%rcx, %rdx
	testb	$56, %r8b
	je	.LBB0_1020
.LBB0_1017:
	vmovdqa64	7040(%rsp), %zmm7
	vmovdqa64	.LCPI0_383(%rip), %ymm17
	vpbroadcastq	.LCPI0_15(%rip), %zmm19
	vpbroadcastd	.LCPI0_16(%rip), %ymm22
	vmovdqa64	6336(%rsp), %zmm21
	vmovdqa64	4800(%rsp), %zmm6
	vmovdqa64	5504(%rsp), %zmm20
	vmovdqa64	3840(%rsp), %zmm14
	vmovdqa64	4544(%rsp), %zmm28
	vmovdqa64	4928(%rsp), %zmm18
	vmovdqa64	5440(%rsp), %zmm11
	vmovdqa64	5376(%rsp), %zmm23
	vmovdqa64	4864(%rsp), %zmm24
	vmovdqa64	6080(%rsp), %zmm9
	vmovdqa64	7104(%rsp), %zmm15
	vmovdqa64	5248(%rsp), %zmm25
	movq	816(%rsp), %rax
	.p2align	4
.LBB0_1018:
	vpmovzxdq	16064(%rsp,%rdx,4), %zmm0
	vpaddd	18112(%rsp,%rdx,4), %ymm25, %ymm1
	vpmuludq	%zmm8, %zmm0, %zmm0
	vpxor	%ymm1, %ymm15, %ymm1
	vpxorq	%zmm0, %zmm31, %zmm2
	vpsrlq	$32, %zmm2, %zmm2
	vpmovzxdq	%ymm1, %zmm3
	vpmuludq	%zmm8, %zmm3, %zmm3
	vpmuludq	%ymm5, %ymm1, %ymm4
	vpshufd	$245, %ymm1, %ymm1
	vpmuludq	%ymm5, %ymm1, %ymm1
	vpermt2d	%ymm1, %ymm17, %ymm4
	vpmovzxdq	%ymm4, %zmm1
	vpmuludq	%zmm19, %zmm2, %zmm2
	vpsrlq	$32, %zmm2, %zmm4
	vpternlogq	$150, %zmm0, %zmm7, %zmm1
	vpxorq	%zmm4, %zmm16, %zmm0
	vpmuludq	%zmm8, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm4
	vpmuludq	%zmm19, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm2, %zmm30, %zmm5
	vpternlogq	$150, %zmm3, %zmm21, %zmm4
	vpmuludq	%zmm8, %zmm5, %zmm2
	vpsrlq	$32, %zmm2, %zmm3
	vpmuludq	%zmm19, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpternlogq	$150, %zmm1, %zmm18, %zmm5
	vpternlogq	$150, %zmm0, %zmm11, %zmm3
	vpmuludq	%zmm8, %zmm5, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpmuludq	%zmm19, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm5
	vpternlogq	$150, %zmm4, %zmm23, %zmm5
	vpternlogq	$150, %zmm2, %zmm24, %zmm1
	vpmuludq	%zmm8, %zmm5, %zmm2
	vpsrlq	$32, %zmm2, %zmm4
	vpmuludq	%zmm19, %zmm1, %zmm1
	vpsrlq	$32, %zmm1, %zmm5
	vpternlogq	$150, %zmm3, %zmm9, %zmm5
	vpternlogq	$150, %zmm0, %zmm6, %zmm4
	vpmuludq	%zmm8, %zmm5, %zmm0
	vpsrlq	$32, %zmm0, %zmm3
	vpmuludq	%zmm19, %zmm4, %zmm4
	vpsrlq	$32, %zmm4, %zmm5
	vpternlogq	$150, %zmm1, %zmm20, %zmm5
	vpternlogq	$150, %zmm2, %zmm14, %zmm3
	vpmuludq	%zmm8, %zmm5, %zmm1
	vpbroadcastd	.LCPI0_381(%rip), %ymm5
	vpsrlq	$32, %zmm1, %zmm2
	vpmuludq	%zmm19, %zmm3, %zmm3
	vpsrlq	$32, %zmm3, %zmm3
	vpternlogq	$150, %zmm4, %zmm28, %zmm3
	vpternlogq	$150, %zmm0, %zmm13, %zmm2
	vpmuludq	%zmm8, %zmm3, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpmovqd	%zmm2, %ymm2
	vpmulld	%ymm22, %ymm2, %ymm2
	vpternlogq	$150, %zmm1, %zmm29, %zmm0
	vpmuludq	%zmm19, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm0
	vpmovqd	%zmm0, %ymm0
	vpternlogd	$150, %ymm2, %ymm10, %ymm0
	vmovdqu	%ymm0, 13504(%rsp,%rdx,4)
	addq	$8, %rdx
	cmpq	%rdx, %rax
	jne	.LBB0_1018
	movq	%rax, %rcx
	movq	832(%rsp), %r8
	cmpq	%rax, %r8
	movq	1280(%rsp), %r14
	movq	208(%rsp), %r11
	movq	4672(%rsp), %rbx
	movl	$3528531795, %r13d
	movq	3968(%rsp), %r15
	movq	896(%rsp), %rsi
	movq	4224(%rsp), %r9
	movl	1984(%rsp), %eax
	vpbroadcastq	.LCPI0_29(%rip), %zmm22
	vmovdqa64	.LCPI0_9(%rip), %zmm20
	vmovdqa64	5632(%rsp), %zmm9
	vmovdqa64	5120(%rsp), %zmm28
	je	.LBB0_1021
	.p2align	4
.LBB0_1020:
	movl	16064(%rsp,%rcx,4), %r8d
	movl	18112(%rsp,%rcx,4), %r10d
	addl	%r14d, %r10d
	imulq	%r13, %r8
	xorl	%r9d, %r10d
	movq	%r11, %rdx
	xorq	%r8, %rdx
	shrq	$32, %rdx
	imulq	%r13, %r10
	movq	%r15, %r12
	movq	%rbx, %r15
	movq	%r11, %rbx
	movq	%r14, %r11
	movq	%r10, %r14
	shrq	$32, %r14
	imulq	%rsi, %rdx
	movq	%r9, %rdi
	movq	%rdx, %r9
	shrq	$32, %r9
	xorl	5568(%rsp), %r9d
	xorl	6464(%rsp), %r8d
	xorl	%r14d, %r8d
	imulq	%r13, %r9
	imulq	%rsi, %r8
	movq	%r8, %r14
	shrq	$32, %r14
	xorl	6144(%rsp), %edx
	xorl	%r14d, %edx
	movq	%r9, %r14
	shrq	$32, %r14
	xorl	2944(%rsp), %r10d
	xorl	%r14d, %r10d
	imulq	%r13, %rdx
	imulq	%rsi, %r10
	movq	%r10, %r14
	shrq	$32, %r14
	xorl	5056(%rsp), %r8d
	xorl	%r14d, %r8d
	movq	%rdx, %r14
	shrq	$32, %r14
	xorl	6208(%rsp), %r9d
	xorl	%r14d, %r9d
	imulq	%r13, %r8
	imulq	%rsi, %r9
	movq	%r9, %r14
	shrq	$32, %r14
	xorl	4416(%rsp), %r10d
	xorl	%r14d, %r10d
	movq	%r8, %r14
	shrq	$32, %r14
	xorl	2176(%rsp), %edx
	xorl	%r14d, %edx
	imulq	%r13, %r10
	imulq	%rsi, %rdx
	movq	%rdx, %r14
	shrq	$32, %r14
	xorl	5760(%rsp), %r9d
	xorl	%r14d, %r9d
	movq	%r10, %r14
	shrq	$32, %r14
	xorl	4288(%rsp), %r8d
	xorl	%r14d, %r8d
	imulq	%r13, %r9
	imulq	%rsi, %r8
	movq	%r8, %r14
	shrq	$32, %r14
	xorl	4352(%rsp), %edx
	xorl	%r14d, %edx
	movq	%r9, %r14
	shrq	$32, %r14
	xorl	4992(%rsp), %r10d
	xorl	%r14d, %r10d
	movq	%r11, %r14
	movq	%rbx, %r11
	movq	%r15, %rbx
	movq	%r12, %r15
	imulq	%r13, %rdx
	imulq	%rsi, %r10
	shrq	$32, %r10
	xorl	%ebx, %r8d
	xorl	%r10d, %r8d
	movq	%rdx, %r10
	shrq	$32, %r10
	xorl	%r15d, %r9d
	xorl	%r10d, %r9d
	movq	3712(%rsp), %r10
	imulq	%r13, %r8
	shrq	$32, %r8
	xorl	%r10d, %edx
	xorl	%r8d, %edx
	imull	$-845247145, %r9d, %r8d
	movq	%rdi, %r9
	imulq	%rsi, %rdx
	shrq	$32, %rdx
	xorl	%eax, %r8d
	xorl	%edx, %r8d
	movl	%r8d, 13504(%rsp,%rcx,4)
	movq	832(%rsp), %r8
	incq	%rcx
	cmpq	%r8, %rcx
	jb	.LBB0_1020
.LBB0_1021:
	cmpq	$8, %r8
	jae	.LBB0_1023
	vmovapd	%xmm12, 288(%rsp)
	xorl	%ecx, %ecx
	movq	200(%rsp), %r10
	movl	1984(%rsp), %r12d
	movabsq	$4604544269498187776, %rax
	movabsq	$4503595332403200, %rsi
	movabsq	$-9223372036854775808, %r11
	movq	2560(%rsp), %r14
	vmovdqa64	3392(%rsp), %xmm25
	movq	1904(%rsp), %r15
	movq	6848(%rsp), %rdi
	jmp	.LBB0_1032
.LBB0_1023:
	cmpq	$64, %r8
	movq	200(%rsp), %r10
	movl	1984(%rsp), %r12d
	movabsq	$4604544269498187776, %rax
	movabsq	$4503595332403200, %rsi
	movabsq	$-9223372036854775808, %r11
	movq	2560(%rsp), %r14
	movq	1904(%rsp), %r15
	movq	6848(%rsp), %rdi
	jae	.LBB0_1025
	vmovapd	%xmm12, 288(%rsp)
	xorl	%edx, %edx
	vpbroadcastq	.LCPI0_23(%rip), %zmm23
	vpbroadcastq	.LCPI0_24(%rip), %zmm24
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	jmp	.LBB0_1029
.LBB0_1025:
	xorl	%ecx, %ecx
	vbroadcastsd	.LCPI0_30(%rip), %zmm29
	movq	688(%rsp), %rdx
	.p2align	4
.LBB0_1026:
	vcvtudq2pd	13504(%rsp,%rcx,4), %zmm0
	vcvtudq2pd	13536(%rsp,%rcx,4), %zmm1
	vcvtudq2pd	13568(%rsp,%rcx,4), %zmm2
	vcvtudq2pd	13600(%rsp,%rcx,4), %zmm3
	vcvtudq2pd	13632(%rsp,%rcx,4), %zmm4
	vcvtudq2pd	13664(%rsp,%rcx,4), %zmm5
	vcvtudq2pd	13696(%rsp,%rcx,4), %zmm6
	vcvtudq2pd	13728(%rsp,%rcx,4), %zmm7
	vbroadcastsd	.LCPI0_19(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm1
	vaddpd	%zmm8, %zmm0, %zmm0
	vaddpd	%zmm8, %zmm3, %zmm3
	vaddpd	%zmm8, %zmm2, %zmm2
	vaddpd	%zmm8, %zmm5, %zmm5
	vaddpd	%zmm8, %zmm4, %zmm4
	vaddpd	%zmm8, %zmm7, %zmm7
	vaddpd	%zmm8, %zmm6, %zmm6
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
	vpbroadcastq	.LCPI0_21(%rip), %zmm31
	vpaddq	%zmm31, %zmm9, %zmm9
	vmovdqa64	%zmm9, 1152(%rsp)
	vpaddq	%zmm31, %zmm8, %zmm18
	vmovdqa64	%zmm18, 1216(%rsp)
	vpaddq	%zmm31, %zmm11, %zmm11
	vmovdqa64	%zmm11, 3136(%rsp)
	vpaddq	%zmm31, %zmm10, %zmm17
	vmovdqa64	%zmm17, 2752(%rsp)
	vpaddq	%zmm31, %zmm13, %zmm13
	vmovdqa64	%zmm13, 2368(%rsp)
	vpaddq	%zmm31, %zmm12, %zmm16
	vmovdqa64	%zmm16, 2112(%rsp)
	vpaddq	%zmm31, %zmm15, %zmm15
	vmovdqa64	%zmm15, 1728(%rsp)
	vpaddq	%zmm31, %zmm14, %zmm14
	vmovdqa64	%zmm14, 1344(%rsp)
	vpsllq	$32, %zmm9, %zmm8
	vpsllq	$32, %zmm18, %zmm9
	vpsllq	$32, %zmm11, %zmm10
	vpsllq	$32, %zmm17, %zmm11
	vpsllq	$32, %zmm13, %zmm12
	vpsllq	$32, %zmm16, %zmm13
	vpsllq	$32, %zmm15, %zmm15
	vpsllq	$32, %zmm14, %zmm14
	vpbroadcastq	.LCPI0_23(%rip), %zmm17
	vpandq	%zmm17, %zmm9, %zmm9
	vpandq	%zmm17, %zmm8, %zmm8
	vpandq	%zmm17, %zmm11, %zmm11
	vpandq	%zmm17, %zmm10, %zmm10
	vpandq	%zmm17, %zmm13, %zmm16
	vpandq	%zmm17, %zmm12, %zmm13
	vpandq	%zmm17, %zmm14, %zmm14
	vpandq	%zmm17, %zmm15, %zmm18
	vpbroadcastq	.LCPI0_24(%rip), %zmm12
	vpternlogq	$248, %zmm12, %zmm0, %zmm8
	vpternlogq	$248, %zmm12, %zmm1, %zmm9
	vpternlogq	$248, %zmm12, %zmm2, %zmm10
	vpternlogq	$248, %zmm12, %zmm3, %zmm11
	vpternlogq	$248, %zmm12, %zmm4, %zmm13
	vpternlogq	$248, %zmm12, %zmm5, %zmm16
	vpternlogq	$248, %zmm12, %zmm6, %zmm18
	vpternlogq	$248, %zmm12, %zmm7, %zmm14
	vpbroadcastq	.LCPI0_25(%rip), %zmm4
	vpaddq	%zmm4, %zmm9, %zmm0
	vpaddq	%zmm4, %zmm8, %zmm1
	vpaddq	%zmm4, %zmm11, %zmm2
	vpaddq	%zmm4, %zmm10, %zmm3
	vmovdqa64	%zmm4, %zmm9
	vbroadcastsd	.LCPI0_26(%rip), %zmm8
	vaddpd	%zmm8, %zmm1, %zmm17
	vaddpd	%zmm8, %zmm0, %zmm7
	vaddpd	%zmm8, %zmm3, %zmm6
	vaddpd	%zmm8, %zmm2, %zmm5
	vbroadcastsd	.LCPI0_27(%rip), %zmm20
	vmovapd	%zmm7, 1024(%rsp)
	vaddpd	%zmm20, %zmm7, %zmm0
	vaddpd	%zmm20, %zmm17, %zmm1
	vmovapd	%zmm6, 448(%rsp)
	vaddpd	%zmm20, %zmm6, %zmm2
	vdivpd	%zmm1, %zmm17, %zmm4
	vmovapd	%zmm4, 1408(%rsp)
	vdivpd	%zmm0, %zmm7, %zmm3
	vmovapd	%zmm3, 1920(%rsp)
	vdivpd	%zmm2, %zmm6, %zmm1
	vmovapd	%zmm1, 1792(%rsp)
	vmovapd	%zmm5, 320(%rsp)
	vaddpd	%zmm20, %zmm5, %zmm0
	vdivpd	%zmm0, %zmm5, %zmm0
	vmovapd	%zmm0, 1472(%rsp)
	vmulpd	%zmm3, %zmm3, %zmm5
	vmovapd	%zmm5, 3520(%rsp)
	vmulpd	%zmm4, %zmm4, %zmm2
	vmovapd	%zmm2, 2816(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm3
	vmovapd	%zmm3, 3328(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 2880(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm5, %zmm5, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm3, %zmm4
	vbroadcastsd	.LCPI0_28(%rip), %zmm7
	vmulpd	%zmm7, %zmm2, %zmm3
	vmulpd	%zmm7, %zmm1, %zmm5
	vmulpd	%zmm7, %zmm4, %zmm6
	vaddpd	%zmm22, %zmm5, %zmm5
	vaddpd	%zmm22, %zmm3, %zmm3
	vaddpd	%zmm22, %zmm6, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm3
	vmulpd	%zmm5, %zmm1, %zmm5
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	%zmm29, %zmm5, %zmm5
	vaddpd	%zmm29, %zmm3, %zmm3
	vaddpd	%zmm29, %zmm6, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm3
	vmovapd	%zmm3, 2688(%rsp)
	vmulpd	%zmm5, %zmm1, %zmm3
	vmovapd	%zmm3, 2304(%rsp)
	vmulpd	%zmm6, %zmm4, %zmm3
	vmovapd	%zmm3, 1600(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_32(%rip), %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_33(%rip), %zmm30
	vaddpd	%zmm30, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm15
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm30, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm19
	vmulpd	%zmm6, %zmm4, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm4, %zmm1
	vaddpd	%zmm30, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm4, %zmm21
	vmulpd	%zmm7, %zmm0, %zmm1
	vaddpd	%zmm22, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm29, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm27
	vmulpd	%zmm6, %zmm0, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmovapd	%zmm5, %zmm3
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm30, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm12
	vmovdqa64	%zmm9, %zmm1
	vpaddq	%zmm9, %zmm16, %zmm0
	vmovapd	%zmm8, %zmm5
	vaddpd	%zmm8, %zmm0, %zmm31
	vaddpd	%zmm20, %zmm31, %zmm0
	vdivpd	%zmm0, %zmm31, %zmm0
	vmovapd	%zmm0, 4480(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm10
	vmulpd	%zmm10, %zmm10, %zmm0
	vmulpd	%zmm7, %zmm0, %zmm2
	vmovapd	%zmm7, %zmm4
	vaddpd	%zmm22, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm29, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm26
	vmulpd	%zmm6, %zmm0, %zmm2
	vaddpd	%zmm3, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm30, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm9
	vpaddq	%zmm1, %zmm13, %zmm0
	vmovdqa64	%zmm1, %zmm28
	vaddpd	%zmm8, %zmm0, %zmm16
	vaddpd	%zmm20, %zmm16, %zmm0
	vdivpd	%zmm0, %zmm16, %zmm25
	vmulpd	%zmm25, %zmm25, %zmm7
	vmulpd	%zmm7, %zmm7, %zmm2
	vmovapd	%zmm22, %zmm23
	vmulpd	%zmm4, %zmm2, %zmm22
	vaddpd	%zmm23, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm2, %zmm22
	vaddpd	%zmm29, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm2, %zmm11
	vmulpd	%zmm6, %zmm2, %zmm22
	vmovapd	%zmm6, %zmm1
	vaddpd	%zmm3, %zmm22, %zmm22
	vmovapd	%zmm3, %zmm0
	vmulpd	%zmm22, %zmm2, %zmm22
	vaddpd	%zmm30, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm2, %zmm8
	vpaddq	%zmm28, %zmm14, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm14
	vaddpd	%zmm20, %zmm14, %zmm2
	vdivpd	%zmm2, %zmm14, %zmm22
	vmulpd	%zmm22, %zmm22, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm2
	vmulpd	%zmm4, %zmm2, %zmm29
	vmovapd	%zmm4, %zmm6
	vaddpd	%zmm23, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm2, %zmm29
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm2, %zmm29
	vmulpd	%zmm1, %zmm2, %zmm24
	vmovapd	%zmm1, %zmm4
	vaddpd	%zmm0, %zmm24, %zmm24
	vmovapd	%zmm0, %zmm13
	vmulpd	%zmm24, %zmm2, %zmm24
	vaddpd	%zmm30, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm2, %zmm24
	vpaddq	%zmm28, %zmm18, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm18
	vaddpd	%zmm20, %zmm18, %zmm2
	vdivpd	%zmm2, %zmm18, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm6, %zmm0, %zmm28
	vaddpd	%zmm23, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm0, %zmm28
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm0, %zmm28
	vmulpd	%zmm4, %zmm0, %zmm23
	vaddpd	%zmm13, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vaddpd	%zmm30, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm23
	vaddpd	%zmm23, %zmm15, %zmm15
	vmulpd	3520(%rsp), %zmm15, %zmm15
	vaddpd	2688(%rsp), %zmm15, %zmm15
	vaddpd	%zmm23, %zmm19, %zmm19
	vmulpd	2816(%rsp), %zmm19, %zmm19
	vaddpd	2304(%rsp), %zmm19, %zmm19
	vaddpd	%zmm23, %zmm21, %zmm21
	vmulpd	3328(%rsp), %zmm21, %zmm21
	vaddpd	1600(%rsp), %zmm21, %zmm21
	vaddpd	%zmm23, %zmm12, %zmm12
	vmulpd	2880(%rsp), %zmm12, %zmm12
	vaddpd	%zmm12, %zmm27, %zmm12
	vaddpd	%zmm23, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm10, %zmm5
	vaddpd	%zmm5, %zmm26, %zmm5
	vaddpd	%zmm23, %zmm8, %zmm6
	vmulpd	%zmm6, %zmm7, %zmm4
	vaddpd	%zmm4, %zmm11, %zmm4
	vaddpd	%zmm23, %zmm24, %zmm6
	vmulpd	%zmm6, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm29, %zmm6
	vaddpd	%zmm23, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm28, %zmm7
	vbroadcastsd	.LCPI0_19(%rip), %zmm27
	vmovapd	%zmm17, 4736(%rsp)
	vmulpd	%zmm27, %zmm17, %zmm0
	vmulpd	%zmm0, %zmm17, %zmm3
	vaddpd	%zmm19, %zmm3, %zmm0
	vmulpd	1408(%rsp), %zmm0, %zmm9
	vmovapd	1024(%rsp), %zmm1
	vmulpd	%zmm27, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm13
	vaddpd	%zmm15, %zmm13, %zmm1
	vmulpd	1920(%rsp), %zmm1, %zmm10
	vmovapd	448(%rsp), %zmm0
	vmulpd	%zmm27, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm12
	vmulpd	1792(%rsp), %zmm12, %zmm12
	vmovapd	320(%rsp), %zmm0
	vmulpd	%zmm27, %zmm0, %zmm15
	vmulpd	%zmm15, %zmm0, %zmm15
	vaddpd	%zmm21, %zmm15, %zmm17
	vmulpd	1472(%rsp), %zmm17, %zmm17
	vmulpd	%zmm27, %zmm16, %zmm19
	vmulpd	%zmm19, %zmm16, %zmm19
	vaddpd	%zmm4, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm25, %zmm4
	vmulpd	%zmm27, %zmm31, %zmm8
	vmulpd	%zmm8, %zmm31, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	4480(%rsp), %zmm5, %zmm5
	vmulpd	%zmm27, %zmm18, %zmm11
	vmulpd	%zmm11, %zmm18, %zmm11
	vaddpd	%zmm7, %zmm11, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm27, %zmm14, %zmm7
	vmulpd	%zmm7, %zmm14, %zmm7
	vaddpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm6, %zmm22, %zmm6
	vpsrlq	$20, 1152(%rsp), %zmm21
	vpbroadcastq	.LCPI0_22(%rip), %zmm27
	vpaddq	%zmm27, %zmm21, %zmm21
	vcvtqq2pd	%zmm21, %zmm21
	vbroadcastsd	.LCPI0_35(%rip), %zmm0
	vmulpd	%zmm0, %zmm21, %zmm22
	vaddpd	%zmm9, %zmm22, %zmm9
	vpsrlq	$20, 1216(%rsp), %zmm22
	vpaddq	%zmm27, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm0, %zmm22, %zmm23
	vaddpd	%zmm10, %zmm23, %zmm10
	vpsrlq	$20, 3136(%rsp), %zmm23
	vpaddq	%zmm27, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm0, %zmm23, %zmm24
	vaddpd	%zmm12, %zmm24, %zmm12
	vpsrlq	$20, 2752(%rsp), %zmm24
	vpaddq	%zmm27, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm0, %zmm24, %zmm25
	vaddpd	%zmm17, %zmm25, %zmm17
	vpsrlq	$20, 2368(%rsp), %zmm25
	vpaddq	%zmm27, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm0, %zmm25, %zmm26
	vaddpd	%zmm4, %zmm26, %zmm4
	vpsrlq	$20, 2112(%rsp), %zmm26
	vpaddq	%zmm27, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm0, %zmm26, %zmm28
	vaddpd	%zmm5, %zmm28, %zmm5
	vpsrlq	$20, 1728(%rsp), %zmm28
	vpaddq	%zmm27, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm0, %zmm28, %zmm29
	vaddpd	%zmm2, %zmm29, %zmm2
	vpsrlq	$20, 1344(%rsp), %zmm29
	vpaddq	%zmm27, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm0, %zmm29, %zmm27
	vaddpd	%zmm6, %zmm27, %zmm6
	vsubpd	%zmm3, %zmm9, %zmm3
	vsubpd	%zmm13, %zmm10, %zmm0
	vsubpd	%zmm1, %zmm12, %zmm1
	vsubpd	%zmm15, %zmm17, %zmm9
	vsubpd	%zmm19, %zmm4, %zmm4
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm11, %zmm2, %zmm2
	vsubpd	%zmm7, %zmm6, %zmm6
	vaddpd	1024(%rsp), %zmm0, %zmm0
	vaddpd	4736(%rsp), %zmm3, %zmm3
	vaddpd	320(%rsp), %zmm9, %zmm7
	vaddpd	448(%rsp), %zmm1, %zmm8
	vaddpd	%zmm5, %zmm31, %zmm5
	vaddpd	%zmm4, %zmm16, %zmm4
	vaddpd	%zmm6, %zmm14, %zmm6
	vaddpd	%zmm2, %zmm18, %zmm9
	vbroadcastsd	.LCPI0_36(%rip), %zmm10
	vmulpd	%zmm10, %zmm22, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm1
	vmulpd	%zmm10, %zmm21, %zmm0
	vaddpd	%zmm3, %zmm0, %zmm0
	vmulpd	%zmm10, %zmm24, %zmm2
	vaddpd	%zmm7, %zmm2, %zmm3
	vmulpd	%zmm10, %zmm23, %zmm2
	vaddpd	%zmm8, %zmm2, %zmm2
	vmulpd	%zmm10, %zmm26, %zmm7
	vaddpd	%zmm5, %zmm7, %zmm5
	vmulpd	%zmm10, %zmm25, %zmm7
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
	vmovdqa64	%zmm8, 3136(%rsp)
	vpaddq	%zmm16, %zmm9, %zmm9
	vmovdqa64	%zmm9, 2752(%rsp)
	vpaddq	%zmm16, %zmm10, %zmm10
	vmovdqa64	%zmm10, 2368(%rsp)
	vpaddq	%zmm16, %zmm11, %zmm11
	vmovdqa64	%zmm11, 2112(%rsp)
	vpaddq	%zmm16, %zmm12, %zmm12
	vmovdqa64	%zmm12, 1728(%rsp)
	vpaddq	%zmm16, %zmm13, %zmm13
	vmovdqa64	%zmm13, 1344(%rsp)
	vpaddq	%zmm16, %zmm14, %zmm14
	vmovdqa64	%zmm14, 1024(%rsp)
	vpaddq	%zmm16, %zmm15, %zmm16
	vmovdqa64	%zmm16, 448(%rsp)
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
	vpbroadcastq	.LCPI0_25(%rip), %zmm23
	vpaddq	%zmm23, %zmm9, %zmm0
	vpaddq	%zmm23, %zmm8, %zmm1
	vpaddq	%zmm23, %zmm11, %zmm2
	vpaddq	%zmm23, %zmm10, %zmm3
	vmovdqa64	%zmm23, %zmm8
	vbroadcastsd	.LCPI0_26(%rip), %zmm23
	vaddpd	%zmm23, %zmm1, %zmm6
	vaddpd	%zmm23, %zmm0, %zmm31
	vaddpd	%zmm23, %zmm3, %zmm5
	vaddpd	%zmm23, %zmm2, %zmm4
	vaddpd	%zmm20, %zmm31, %zmm0
	vmovapd	%zmm6, 320(%rsp)
	vaddpd	%zmm20, %zmm6, %zmm1
	vmovapd	%zmm4, 1216(%rsp)
	vaddpd	%zmm20, %zmm4, %zmm2
	vmovapd	%zmm5, 1152(%rsp)
	vaddpd	%zmm20, %zmm5, %zmm3
	vdivpd	%zmm1, %zmm6, %zmm7
	vmovapd	%zmm7, 1408(%rsp)
	vdivpd	%zmm0, %zmm31, %zmm6
	vmovapd	%zmm6, 1920(%rsp)
	vdivpd	%zmm3, %zmm5, %zmm1
	vmovapd	%zmm1, 1792(%rsp)
	vdivpd	%zmm2, %zmm4, %zmm0
	vmovapd	%zmm0, 1472(%rsp)
	vmulpd	%zmm6, %zmm6, %zmm27
	vmulpd	%zmm7, %zmm7, %zmm2
	vmovapd	%zmm2, 2688(%rsp)
	vmulpd	%zmm0, %zmm0, %zmm3
	vmovapd	%zmm3, 2304(%rsp)
	vmulpd	%zmm1, %zmm1, %zmm0
	vmovapd	%zmm0, 1600(%rsp)
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm27, %zmm27, %zmm2
	vmulpd	%zmm0, %zmm0, %zmm0
	vmulpd	%zmm3, %zmm3, %zmm4
	vbroadcastsd	.LCPI0_28(%rip), %zmm28
	vmulpd	%zmm28, %zmm2, %zmm3
	vmulpd	%zmm28, %zmm1, %zmm5
	vmulpd	%zmm28, %zmm4, %zmm6
	vaddpd	.LCPI0_29(%rip){1to8}, %zmm5, %zmm5
	vaddpd	.LCPI0_29(%rip){1to8}, %zmm3, %zmm3
	vaddpd	.LCPI0_29(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm3
	vmulpd	%zmm5, %zmm1, %zmm5
	vmulpd	%zmm6, %zmm4, %zmm6
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm5, %zmm5
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm3, %zmm3
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm6, %zmm6
	vmulpd	%zmm3, %zmm2, %zmm3
	vmovapd	%zmm3, 3328(%rsp)
	vmulpd	%zmm5, %zmm1, %zmm3
	vmovapd	%zmm3, 2816(%rsp)
	vmulpd	%zmm6, %zmm4, %zmm3
	vmovapd	%zmm3, 2880(%rsp)
	vbroadcastsd	.LCPI0_31(%rip), %zmm6
	vmulpd	%zmm6, %zmm2, %zmm3
	vbroadcastsd	.LCPI0_32(%rip), %zmm5
	vaddpd	%zmm5, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm3
	vaddpd	%zmm30, %zmm3, %zmm3
	vmulpd	%zmm3, %zmm2, %zmm15
	vmulpd	%zmm6, %zmm1, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm2
	vaddpd	%zmm30, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm1, %zmm19
	vmulpd	%zmm6, %zmm4, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm4, %zmm1
	vaddpd	%zmm30, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm4, %zmm21
	vmulpd	%zmm28, %zmm0, %zmm1
	vaddpd	.LCPI0_29(%rip){1to8}, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm26
	vmulpd	%zmm6, %zmm0, %zmm1
	vaddpd	%zmm5, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm30, %zmm1, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm12
	vpaddq	%zmm8, %zmm13, %zmm0
	vaddpd	%zmm23, %zmm0, %zmm13
	vaddpd	%zmm20, %zmm13, %zmm0
	vdivpd	%zmm0, %zmm13, %zmm25
	vmulpd	%zmm25, %zmm25, %zmm7
	vmulpd	%zmm7, %zmm7, %zmm0
	vmulpd	%zmm28, %zmm0, %zmm2
	vaddpd	.LCPI0_29(%rip){1to8}, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm17
	vmulpd	%zmm6, %zmm0, %zmm2
	vaddpd	%zmm5, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm2
	vaddpd	%zmm30, %zmm2, %zmm2
	vmulpd	%zmm2, %zmm0, %zmm9
	vpaddq	%zmm8, %zmm16, %zmm0
	vmovdqa64	%zmm8, %zmm1
	vaddpd	%zmm23, %zmm0, %zmm16
	vaddpd	%zmm20, %zmm16, %zmm0
	vdivpd	%zmm0, %zmm16, %zmm11
	vmulpd	%zmm11, %zmm11, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm2
	vmulpd	%zmm28, %zmm2, %zmm22
	vaddpd	.LCPI0_29(%rip){1to8}, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm2, %zmm22
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm2, %zmm10
	vmulpd	%zmm6, %zmm2, %zmm22
	vaddpd	%zmm5, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm2, %zmm22
	vaddpd	%zmm30, %zmm22, %zmm22
	vmulpd	%zmm22, %zmm2, %zmm8
	vpaddq	%zmm1, %zmm14, %zmm2
	vaddpd	%zmm23, %zmm2, %zmm14
	vaddpd	%zmm20, %zmm14, %zmm2
	vdivpd	%zmm2, %zmm14, %zmm22
	vmulpd	%zmm22, %zmm22, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm2
	vmulpd	%zmm28, %zmm2, %zmm29
	vaddpd	.LCPI0_29(%rip){1to8}, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm2, %zmm29
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm29, %zmm29
	vmulpd	%zmm29, %zmm2, %zmm29
	vmulpd	%zmm6, %zmm2, %zmm24
	vaddpd	%zmm5, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm2, %zmm24
	vaddpd	%zmm30, %zmm24, %zmm24
	vmulpd	%zmm24, %zmm2, %zmm24
	vpaddq	%zmm1, %zmm18, %zmm2
	vaddpd	%zmm23, %zmm2, %zmm18
	vaddpd	%zmm20, %zmm18, %zmm2
	vdivpd	%zmm2, %zmm18, %zmm2
	vmulpd	%zmm2, %zmm2, %zmm1
	vmulpd	%zmm1, %zmm1, %zmm0
	vmulpd	%zmm28, %zmm0, %zmm28
	vaddpd	.LCPI0_29(%rip){1to8}, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm0, %zmm28
	vaddpd	.LCPI0_30(%rip){1to8}, %zmm28, %zmm28
	vmulpd	%zmm28, %zmm0, %zmm28
	vmulpd	%zmm6, %zmm0, %zmm23
	vaddpd	%zmm5, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm23
	vaddpd	%zmm30, %zmm23, %zmm23
	vmulpd	%zmm23, %zmm0, %zmm0
	vbroadcastsd	.LCPI0_34(%rip), %zmm20
	vaddpd	%zmm20, %zmm15, %zmm15
	vmulpd	%zmm15, %zmm27, %zmm15
	vaddpd	3328(%rsp), %zmm15, %zmm15
	vaddpd	%zmm20, %zmm19, %zmm19
	vmulpd	2688(%rsp), %zmm19, %zmm19
	vaddpd	2816(%rsp), %zmm19, %zmm19
	vaddpd	%zmm20, %zmm21, %zmm21
	vmulpd	2304(%rsp), %zmm21, %zmm21
	vaddpd	2880(%rsp), %zmm21, %zmm21
	vaddpd	%zmm20, %zmm12, %zmm12
	vmulpd	1600(%rsp), %zmm12, %zmm12
	vaddpd	%zmm12, %zmm26, %zmm12
	vaddpd	%zmm20, %zmm9, %zmm9
	vmulpd	%zmm9, %zmm7, %zmm5
	vaddpd	%zmm5, %zmm17, %zmm5
	vaddpd	%zmm20, %zmm8, %zmm6
	vmulpd	%zmm6, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm10, %zmm4
	vaddpd	%zmm20, %zmm24, %zmm6
	vmulpd	%zmm6, %zmm3, %zmm3
	vaddpd	%zmm3, %zmm29, %zmm6
	vaddpd	%zmm20, %zmm0, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm0
	vaddpd	%zmm0, %zmm28, %zmm7
	vbroadcastsd	.LCPI0_19(%rip), %zmm20
	vmovapd	320(%rsp), %zmm1
	vmulpd	%zmm20, %zmm1, %zmm0
	vmulpd	%zmm0, %zmm1, %zmm3
	vaddpd	%zmm19, %zmm3, %zmm0
	vmulpd	1408(%rsp), %zmm0, %zmm9
	vmovapd	%zmm31, 3520(%rsp)
	vmulpd	%zmm20, %zmm31, %zmm0
	vmulpd	%zmm0, %zmm31, %zmm0
	vaddpd	%zmm15, %zmm0, %zmm1
	vmulpd	1920(%rsp), %zmm1, %zmm10
	vmovapd	1152(%rsp), %zmm31
	vmulpd	%zmm20, %zmm31, %zmm1
	vmulpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm12, %zmm1, %zmm12
	vmulpd	1792(%rsp), %zmm12, %zmm12
	vmovapd	1216(%rsp), %zmm30
	vmulpd	%zmm20, %zmm30, %zmm15
	vmulpd	%zmm15, %zmm30, %zmm15
	vaddpd	%zmm21, %zmm15, %zmm17
	vmulpd	1472(%rsp), %zmm17, %zmm17
	vmulpd	%zmm20, %zmm16, %zmm19
	vmulpd	%zmm19, %zmm16, %zmm19
	vaddpd	%zmm4, %zmm19, %zmm4
	vmulpd	%zmm4, %zmm11, %zmm4
	vmulpd	%zmm20, %zmm13, %zmm8
	vmulpd	%zmm8, %zmm13, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm5, %zmm25, %zmm5
	vmulpd	%zmm20, %zmm18, %zmm11
	vmulpd	%zmm11, %zmm18, %zmm11
	vaddpd	%zmm7, %zmm11, %zmm7
	vmulpd	%zmm7, %zmm2, %zmm2
	vmulpd	%zmm20, %zmm14, %zmm7
	vmulpd	%zmm7, %zmm14, %zmm7
	vaddpd	%zmm6, %zmm7, %zmm6
	vmulpd	%zmm6, %zmm22, %zmm6
	vpsrlq	$20, 3136(%rsp), %zmm21
	vpbroadcastq	.LCPI0_22(%rip), %zmm27
	vpaddq	%zmm27, %zmm21, %zmm21
	vcvtqq2pd	%zmm21, %zmm21
	vbroadcastsd	.LCPI0_35(%rip), %zmm20
	vmulpd	%zmm20, %zmm21, %zmm22
	vaddpd	%zmm9, %zmm22, %zmm9
	vpsrlq	$20, 2752(%rsp), %zmm22
	vpaddq	%zmm27, %zmm22, %zmm22
	vcvtqq2pd	%zmm22, %zmm22
	vmulpd	%zmm20, %zmm22, %zmm23
	vaddpd	%zmm10, %zmm23, %zmm10
	vpsrlq	$20, 2368(%rsp), %zmm23
	vpaddq	%zmm27, %zmm23, %zmm23
	vcvtqq2pd	%zmm23, %zmm23
	vmulpd	%zmm20, %zmm23, %zmm24
	vaddpd	%zmm12, %zmm24, %zmm12
	vpsrlq	$20, 2112(%rsp), %zmm24
	vpaddq	%zmm27, %zmm24, %zmm24
	vcvtqq2pd	%zmm24, %zmm24
	vmulpd	%zmm20, %zmm24, %zmm25
	vaddpd	%zmm17, %zmm25, %zmm17
	vpsrlq	$20, 1728(%rsp), %zmm25
	vpaddq	%zmm27, %zmm25, %zmm25
	vcvtqq2pd	%zmm25, %zmm25
	vmulpd	%zmm20, %zmm25, %zmm26
	vaddpd	%zmm4, %zmm26, %zmm4
	vpsrlq	$20, 1344(%rsp), %zmm26
	vpaddq	%zmm27, %zmm26, %zmm26
	vcvtqq2pd	%zmm26, %zmm26
	vmulpd	%zmm20, %zmm26, %zmm28
	vaddpd	%zmm5, %zmm28, %zmm5
	vpsrlq	$20, 1024(%rsp), %zmm28
	vpaddq	%zmm27, %zmm28, %zmm28
	vcvtqq2pd	%zmm28, %zmm28
	vmulpd	%zmm20, %zmm28, %zmm29
	vaddpd	%zmm2, %zmm29, %zmm2
	vpsrlq	$20, 448(%rsp), %zmm29
	vpaddq	%zmm27, %zmm29, %zmm29
	vcvtqq2pd	%zmm29, %zmm29
	vmulpd	%zmm20, %zmm29, %zmm27
	vaddpd	%zmm6, %zmm27, %zmm6
	vsubpd	%zmm3, %zmm9, %zmm3
	vsubpd	%zmm0, %zmm10, %zmm0
	vsubpd	%zmm1, %zmm12, %zmm1
	vsubpd	%zmm15, %zmm17, %zmm9
	vsubpd	%zmm19, %zmm4, %zmm4
	vsubpd	%zmm8, %zmm5, %zmm5
	vsubpd	%zmm11, %zmm2, %zmm2
	vsubpd	%zmm7, %zmm6, %zmm6
	vaddpd	3520(%rsp), %zmm0, %zmm0
	vaddpd	320(%rsp), %zmm3, %zmm3
	vaddpd	%zmm9, %zmm30, %zmm7
	vaddpd	%zmm1, %zmm31, %zmm1
	vaddpd	%zmm5, %zmm13, %zmm5
	vaddpd	%zmm4, %zmm16, %zmm4
	vaddpd	%zmm6, %zmm14, %zmm6
	vaddpd	%zmm2, %zmm18, %zmm2
	vbroadcastsd	.LCPI0_36(%rip), %zmm9
	vmulpd	%zmm9, %zmm22, %zmm8
	vaddpd	%zmm0, %zmm8, %zmm0
	vmulpd	%zmm9, %zmm21, %zmm8
	vaddpd	%zmm3, %zmm8, %zmm3
	vmulpd	%zmm9, %zmm24, %zmm8
	vaddpd	%zmm7, %zmm8, %zmm7
	vmulpd	%zmm9, %zmm23, %zmm8
	vbroadcastsd	.LCPI0_29(%rip), %zmm22
	vaddpd	%zmm1, %zmm8, %zmm1
	vmulpd	%zmm9, %zmm26, %zmm8
	vaddpd	%zmm5, %zmm8, %zmm5
	vmulpd	%zmm9, %zmm25, %zmm8
	vaddpd	%zmm4, %zmm8, %zmm4
	vmulpd	%zmm9, %zmm29, %zmm8
	vpbroadcastq	.LCPI0_30(%rip), %zmm29
	vaddpd	%zmm6, %zmm8, %zmm6
	vmulpd	%zmm9, %zmm28, %zmm8
	vaddpd	%zmm2, %zmm8, %zmm2
	vcvtpd2ps	%zmm0, %ymm0
	vcvtpd2ps	%zmm3, %ymm3
	vinserti64x4	$1, %ymm3, %zmm0, %zmm0
	vcvtpd2ps	%zmm7, %ymm3
	vcvtpd2ps	%zmm1, %ymm1
	vinserti64x4	$1, %ymm1, %zmm3, %zmm1
	vcvtpd2ps	%zmm5, %ymm3
	vcvtpd2ps	%zmm4, %ymm4
	vinserti64x4	$1, %ymm4, %zmm3, %zmm3
	vpbroadcastd	.LCPI0_38(%rip), %zmm4
	vpxord	%zmm4, %zmm0, %zmm0
	vmovdqu64	%zmm0, 13504(%rsp,%rcx,4)
	vpxord	%zmm4, %zmm1, %zmm0
	vmovdqu64	%zmm0, 13568(%rsp,%rcx,4)
	vpxord	%zmm4, %zmm3, %zmm0
	vmovdqu64	%zmm0, 13632(%rsp,%rcx,4)
	vcvtpd2ps	%zmm6, %ymm0
	vcvtpd2ps	%zmm2, %ymm1
	vinserti64x4	$1, %ymm1, %zmm0, %zmm0
	vpxord	%zmm4, %zmm0, %zmm0
	vmovdqu64	%zmm0, 13696(%rsp,%rcx,4)
	addq	$64, %rcx
	cmpq	%rcx, %rdx
	jne	.LBB0_1026
	movq	312(%rsp), %rcx
	movq	%rcx, 4032(%rsp)
	movq	1280(%rsp), %rbx
	cmpq	%rdx, 832(%rsp)
	vmovss	.LCPI0_0(%rip), %xmm26
	vmovdqa64	2624(%rsp), %zmm30
	vmovdqa64	.LCPI0_9(%rip), %zmm20
	vmovsd	.LCPI0_28(%rip), %xmm27
	vpxord	%xmm29, %xmm29, %xmm29
	vpbroadcastq	.LCPI0_24(%rip), %zmm24
	vpbroadcastq	.LCPI0_23(%rip), %zmm23
	vbroadcastsd	.LCPI0_31(%rip), %zmm15
	vmovdqa64	3392(%rsp), %xmm25
	vmovdqa64	5632(%rsp), %zmm9
	vmovdqa64	6592(%rsp), %zmm6
	vmovdqa64	5120(%rsp), %zmm28
	je	.LBB0_1035
	movq	688(%rsp), %rcx
	movq	%rcx, %rdx
	testb	$56, 832(%rsp)
	je	.LBB0_1032
.LBB0_1029:
	vbroadcastsd	.LCPI0_26(%rip), %zmm8
	vbroadcastsd	.LCPI0_36(%rip), %zmm9
	vbroadcastsd	.LCPI0_32(%rip), %zmm10
	vbroadcastsd	.LCPI0_33(%rip), %zmm11
	vpbroadcastq	.LCPI0_21(%rip), %zmm14
	vbroadcastsd	.LCPI0_19(%rip), %zmm19
	vpbroadcastq	.LCPI0_25(%rip), %zmm21
	vbroadcastsd	.LCPI0_30(%rip), %zmm28
	vmovdqa64	%zmm23, %zmm18
	vbroadcastsd	.LCPI0_28(%rip), %zmm23
	vbroadcastsd	.LCPI0_27(%rip), %zmm25
	vpbroadcastd	.LCPI0_38(%rip), %ymm17
	vpbroadcastq	.LCPI0_22(%rip), %zmm12
	vbroadcastsd	.LCPI0_35(%rip), %zmm13
	vpbroadcastq	.LCPI0_39(%rip), %zmm29
	vbroadcastsd	.LCPI0_20(%rip), %zmm16
	vbroadcastsd	.LCPI0_34(%rip), %zmm30
	movq	816(%rsp), %r8
	.p2align	4
.LBB0_1030:
	vcvtudq2pd	13504(%rsp,%rdx,4), %zmm0
	vaddpd	%zmm19, %zmm0, %zmm0
	vmulpd	%zmm16, %zmm0, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpaddq	%zmm14, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm12, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm18, %zmm1, %zmm1
	vpternlogq	$248, %zmm24, %zmm0, %zmm1
	vpaddq	%zmm21, %zmm1, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm19, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm25, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm23, %zmm5, %zmm6
	vaddpd	%zmm22, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm28, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm15, %zmm5, %zmm7
	vaddpd	%zmm10, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm30, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm13, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vpsrlq	$32, %zmm0, %zmm1
	vpxorq	%zmm29, %zmm1, %zmm1
	vpaddq	%zmm14, %zmm1, %zmm1
	vpsrlq	$20, %zmm1, %zmm2
	vpaddq	%zmm12, %zmm2, %zmm2
	vpsllq	$32, %zmm1, %zmm1
	vpandq	%zmm18, %zmm1, %zmm1
	vpternlogq	$248, %zmm24, %zmm0, %zmm1
	vpaddq	%zmm21, %zmm1, %zmm0
	vaddpd	%zmm8, %zmm0, %zmm0
	vmulpd	%zmm19, %zmm0, %zmm1
	vmulpd	%zmm1, %zmm0, %zmm1
	vaddpd	%zmm25, %zmm0, %zmm3
	vdivpd	%zmm3, %zmm0, %zmm3
	vmulpd	%zmm3, %zmm3, %zmm4
	vmulpd	%zmm4, %zmm4, %zmm5
	vmulpd	%zmm23, %zmm5, %zmm6
	vaddpd	%zmm22, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vaddpd	%zmm28, %zmm6, %zmm6
	vmulpd	%zmm6, %zmm5, %zmm6
	vmulpd	%zmm15, %zmm5, %zmm7
	vaddpd	%zmm10, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm7
	vaddpd	%zmm11, %zmm7, %zmm7
	vmulpd	%zmm7, %zmm5, %zmm5
	vaddpd	%zmm30, %zmm5, %zmm5
	vmulpd	%zmm5, %zmm4, %zmm4
	vaddpd	%zmm4, %zmm6, %zmm4
	vcvtqq2pd	%zmm2, %zmm2
	vaddpd	%zmm4, %zmm1, %zmm4
	vmulpd	%zmm4, %zmm3, %zmm3
	vmulpd	%zmm13, %zmm2, %zmm4
	vaddpd	%zmm3, %zmm4, %zmm3
	vsubpd	%zmm1, %zmm3, %zmm1
	vaddpd	%zmm1, %zmm0, %zmm0
	vmulpd	%zmm9, %zmm2, %zmm1
	vaddpd	%zmm0, %zmm1, %zmm0
	vcvtpd2ps	%zmm0, %ymm0
	vpxord	%ymm17, %ymm0, %ymm0
	vmovdqu	%ymm0, 13504(%rsp,%rdx,4)
	addq	$8, %rdx
	cmpq	%rdx, %r8
	jne	.LBB0_1030
	movq	312(%rsp), %rcx
	movq	%rcx, 4032(%rsp)
	movq	1280(%rsp), %rbx
	movq	%r8, %rcx
	cmpq	%r8, 832(%rsp)
	vpxord	%xmm29, %xmm29, %xmm29
	vmovdqa64	%zmm18, %zmm23
	vmovdqa64	3392(%rsp), %xmm25
	vmovdqa64	2624(%rsp), %zmm30
	vmovdqa64	5632(%rsp), %zmm9
	vmovdqa64	6592(%rsp), %zmm6
	vmovdqa64	5120(%rsp), %zmm28
	je	.LBB0_1035
.LBB0_1032:
	vmovdqa64	%zmm9, %zmm16
	vmovdqa64	%zmm30, %zmm24
	vmovaps	%xmm26, %xmm31
	vmovsd	.LCPI0_19(%rip), %xmm7
	vmovsd	.LCPI0_20(%rip), %xmm8
	vmovsd	.LCPI0_26(%rip), %xmm9
	vmovsd	.LCPI0_27(%rip), %xmm10
	vmovsd	.LCPI0_29(%rip), %xmm11
	vmovsd	.LCPI0_34(%rip), %xmm15
	vmovsd	.LCPI0_30(%rip), %xmm26
	vbroadcastss	.LCPI0_38(%rip), %xmm22
	vmovsd	.LCPI0_35(%rip), %xmm17
	vmovsd	.LCPI0_31(%rip), %xmm19
	vmovapd	.LCPI0_42(%rip), %xmm12
	vmovsd	.LCPI0_36(%rip), %xmm18
	vmovsd	.LCPI0_32(%rip), %xmm20
	vmovddup	.LCPI0_28(%rip), %xmm14
	vmovsd	.LCPI0_33(%rip), %xmm21
	vmovapd	.LCPI0_41(%rip), %xmm13
	movq	832(%rsp), %rbx
	.p2align	4
.LBB0_1033:
	vcvtusi2sdl	13504(%rsp,%rcx,4), %xmm27, %xmm0
	vaddsd	%xmm7, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm8, %xmm0
	vmovq	%xmm0, %rdx
	movl	%edx, %r8d
	movq	%rdx, %r9
	shrq	$32, %r9
	addq	$614242, %r9
	movq	%r9, %rdx
	shrq	$20, %rdx
	addq	$-1023, %rdx
	shlq	$32, %r9
	andq	%rsi, %r9
	addq	%rax, %r9
	orq	%r9, %r8
	vmovq	%r8, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm7, %xmm0, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm0, %xmm10, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm27, %xmm4, %xmm5
	vaddsd	%xmm5, %xmm11, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vaddsd	%xmm26, %xmm5, %xmm5
	vmulsd	%xmm5, %xmm4, %xmm5
	vmulsd	%xmm19, %xmm4, %xmm6
	vaddsd	%xmm20, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm6
	vaddsd	%xmm21, %xmm6, %xmm6
	vmulsd	%xmm6, %xmm4, %xmm4
	vaddsd	%xmm4, %xmm15, %xmm4
	vmulsd	%xmm4, %xmm3, %xmm3
	vaddsd	%xmm3, %xmm5, %xmm3
	vcvtsi2sd	%rdx, %xmm27, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm17, %xmm4, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm18, %xmm4, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vmovq	%xmm0, %rdx
	xorq	%r11, %rdx
	movl	%edx, %r8d
	movq	%rdx, %r9
	shrq	$32, %r9
	addq	$614242, %r9
	movq	%r9, %rdx
	shrq	$20, %rdx
	addq	$-1023, %rdx
	shlq	$32, %r9
	andq	%rsi, %r9
	addq	%rax, %r9
	orq	%r9, %r8
	vmovq	%r8, %xmm0
	vaddsd	%xmm0, %xmm9, %xmm0
	vmulsd	%xmm7, %xmm0, %xmm1
	vmulsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm0, %xmm10, %xmm2
	vdivsd	%xmm2, %xmm0, %xmm2
	vmulsd	%xmm2, %xmm2, %xmm3
	vmulsd	%xmm3, %xmm3, %xmm4
	vmulsd	%xmm19, %xmm4, %xmm5
	vaddsd	%xmm20, %xmm5, %xmm5
	vmovddup	%xmm4, %xmm4
	vunpcklpd	%xmm5, %xmm14, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm5, %xmm13, %xmm5
	vmulpd	%xmm5, %xmm4, %xmm5
	vaddpd	%xmm5, %xmm12, %xmm5
	vunpcklpd	%xmm3, %xmm4, %xmm3
	vmulpd	%xmm5, %xmm3, %xmm3
	vshufpd	$1, %xmm3, %xmm3, %xmm4
	vaddsd	%xmm4, %xmm3, %xmm3
	vcvtsi2sd	%rdx, %xmm27, %xmm4
	vaddsd	%xmm3, %xmm1, %xmm3
	vmulsd	%xmm3, %xmm2, %xmm2
	vmulsd	%xmm17, %xmm4, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm1, %xmm2, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vmulsd	%xmm18, %xmm4, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vcvtsd2ss	%xmm0, %xmm0, %xmm0
	vxorps	%xmm22, %xmm0, %xmm0
	vmovss	%xmm0, 13504(%rsp,%rcx,4)
	incq	%rcx
	cmpq	%rbx, %rcx
	jb	.LBB0_1033
	movq	312(%rsp), %rax
	movq	%rax, 4032(%rsp)
	movq	1280(%rsp), %rbx
	vpbroadcastq	.LCPI0_23(%rip), %zmm23
	vmovaps	%xmm31, %xmm26
	vmovdqa64	.LCPI0_9(%rip), %zmm20
	vmovdqa64	%zmm24, %zmm30
	vpxord	%xmm29, %xmm29, %xmm29
	vmovdqa64	%zmm16, %zmm9
	vmovdqa64	6592(%rsp), %zmm6
.LBB0_1035:
	vmovdqa64	%zmm30, %zmm16
	movq	1280(%rsp), %rcx
	movq	%rbx, 5696(%rsp)
	subq	%rbx, %rcx
	imulq	%r10, %rcx
	leaq	(%rsp,%rcx,4), %rcx
	addq	$13504, %rcx
	movq	3264(%rsp), %rax
	leaq	(%rcx,%rax,4), %rcx
	vxorps	%xmm24, %xmm24, %xmm24
	movq	280(%rsp), %rsi
	vmovdqa	5184(%rsp), %xmm15
.LBB0_1036:
	movq	%r15, %rbx
	movq	%r15, %rdx
	subq	%rax, %rdx
	andq	$-32, %rdx
	addq	%rax, %rdx
	movq	%rax, %r8
	cmpq	%rdx, %rax
	vmovdqa64	.LCPI0_10(%rip), %zmm27
	vmovdqa64	.LCPI0_356(%rip), %zmm22
	vmovdqa64	.LCPI0_357(%rip), %zmm30
	vbroadcastss	.LCPI0_0(%rip), %zmm19
	vbroadcastss	.LCPI0_2(%rip), %zmm21
	vmovaps	3200(%rsp), %zmm14
	vmovdqa64	3648(%rsp), %zmm13
	vmovaps	7232(%rsp), %zmm31
	vmovaps	6784(%rsp), %zmm17
	movq	6720(%rsp), %r15
	jae	.LBB0_1038
	.p2align	4
.LBB0_1037:
	vpbroadcastq	%r8, %zmm0
	vporq	%zmm20, %zmm0, %zmm1
	vporq	%zmm27, %zmm0, %zmm2
	vporq	%zmm22, %zmm0, %zmm3
	vporq	%zmm30, %zmm0, %zmm0
	movq	%r8, %r9
	subq	%rax, %r9
	vmovups	(%r14,%r8,4), %zmm4
	vmovups	64(%r14,%r8,4), %zmm5
	vmulps	%zmm4, %zmm14, %zmm18
	vmulps	%zmm5, %zmm14, %zmm7
	vcvtuqq2ps	%zmm2, %ymm8
	vmovdqa64	%zmm9, %zmm12
	vcvtuqq2ps	%zmm1, %ymm9
	vinsertf64x4	$1, %ymm9, %zmm8, %zmm8
	vcvtuqq2ps	%zmm0, %ymm9
	vcvtuqq2ps	%zmm3, %ymm10
	vinsertf64x4	$1, %ymm10, %zmm9, %zmm9
	vcmpltps	%zmm4, %zmm17, %k2
	vcmpltps	%zmm5, %zmm17, %k3
	vmovaps	%zmm19, %zmm10 {%k2} {z}
	vmovaps	%zmm19, %zmm11 {%k3} {z}
	vcmpeqps	%zmm17, %zmm4, %k2
	vcmpeqps	%zmm17, %zmm5, %k3
	vcmpleps	%zmm31, %zmm8, %k2 {%k2}
	vcmpleps	%zmm31, %zmm9, %k3 {%k3}
	vmovdqa64	%zmm12, %zmm9
	vmovaps	%zmm19, %zmm4 {%k2} {z}
	vmaxps	%zmm10, %zmm4, %zmm4
	vmovaps	%zmm19, %zmm5 {%k3} {z}
	vmaxps	%zmm11, %zmm5, %zmm5
	vcmpneqps	%zmm24, %zmm4, %k2
	vcmpneqps	%zmm24, %zmm5, %k3
	vmovaps	%zmm21, %zmm4
	vaddps	(%rcx,%r9,4), %zmm18, %zmm4 {%k2}
	vmovaps	%zmm21, %zmm5
	vaddps	64(%rcx,%r9,4), %zmm7, %zmm5 {%k3}
	vpmovqd	%zmm2, %ymm2
	vpmovqd	%zmm1, %ymm1
	vpmovqd	%zmm0, %ymm0
	vpmovqd	%zmm3, %ymm3
	vcmpltps	%zmm4, %zmm12, %k0
	vcmpltps	%zmm5, %zmm28, %k2
	vcmpordps	%zmm24, %zmm12, %k3
	vcmpordps	%zmm24, %zmm28, %k4
	vcmpunordps	%zmm24, %zmm4, %k3 {%k3}
	vcmpunordps	%zmm24, %zmm5, %k4 {%k4}
	korw	%k3, %k0, %k3
	korw	%k4, %k2, %k2
	vmovaps	%zmm4, %zmm9 {%k3}
	vmovaps	%zmm5, %zmm28 {%k2}
	vinserti32x8	$1, %ymm1, %zmm2, %zmm13 {%k3}
	vinserti32x8	$1, %ymm3, %zmm0, %zmm6 {%k2}
	addq	$32, %r8
	cmpq	%rdx, %r8
	jb	.LBB0_1037
.LBB0_1038:
	vmovdqa64	%zmm13, 3648(%rsp)
	cmpq	%rbx, %rdx
	jae	.LBB0_975
	andq	$-32, %rdi
	vmovdqa64	2432(%rsp), %zmm13
	vmovdqa64	2496(%rsp), %zmm10
	vmovd	.LCPI0_5(%rip), %xmm8
	vmovss	.LCPI0_2(%rip), %xmm4
	vmovaps	432(%rsp), %xmm5
	vpbroadcastq	.LCPI0_29(%rip), %zmm22
	vmovdqa64	%zmm16, %zmm30
	movq	3264(%rsp), %rax
	.p2align	4
.LBB0_1040:
	leaq	(%rax,%rdi), %rdx
	vmovss	(%r15,%rdi,4), %xmm0
	vmulss	2048(%rsp), %xmm0, %xmm1
	vxorps	%xmm7, %xmm7, %xmm7
	vcvtusi2ss	%rdx, %xmm7, %xmm2
	vcmpltss	%xmm0, %xmm25, %k2
	vmovss	%xmm26, %xmm26, %xmm3 {%k2} {z}
	vcmpeqss	%xmm25, %xmm0, %k0
	vcmpless	%xmm5, %xmm2, %k2
	kandw	%k2, %k0, %k2
	vmovss	%xmm26, %xmm26, %xmm0 {%k2} {z}
	vmaxss	%xmm3, %xmm0, %xmm0
	vaddss	(%rcx,%rdi,4), %xmm1, %xmm1
	vcmpneqss	%xmm29, %xmm0, %k2
	vmovaps	%xmm4, %xmm0
	vmovss	%xmm1, %xmm0, %xmm0 {%k2}
	vucomiss	%xmm15, %xmm0
	seta	%r8b
	vcmpunordss	%xmm29, %xmm0, %k0
	vcmpordss	%xmm29, %xmm15, %k2
	kandw	%k0, %k2, %k0
	kmovd	%k0, %r9d
	orb	%r8b, %r9b
	andb	$1, %r9b
	kmovd	%r9d, %k2
	vmovss	%xmm0, %xmm15, %xmm15 {%k2}
	cmovneq	%rdx, %rsi
	leaq	(%rax,%rdi), %rdx
	incq	%rdx
	incq	%rdi
	cmpq	%rbx, %rdx
	jb	.LBB0_1040
	jmp	.LBB0_976
.LBB0_1041:
	movq	1536(%rsp), %rcx
	movq	200(%rsp), %r10
	vmovdqa64	.LCPI0_9(%rip), %zmm20
	vpbroadcastq	.LCPI0_23(%rip), %zmm23
	jmp	.LBB0_1012
.LBB0_1042:
	movq	1536(%rsp), %rcx
	vmovss	.LCPI0_0(%rip), %xmm26
	vmovdqa64	2624(%rsp), %zmm16
	vmovdqa64	.LCPI0_9(%rip), %zmm20
	vpbroadcastq	.LCPI0_23(%rip), %zmm23
	vpxord	%xmm29, %xmm29, %xmm29
	vxorpd	%xmm24, %xmm24, %xmm24
	vmovaps	3392(%rsp), %xmm25
	movq	280(%rsp), %rsi
	vmovdqa	5184(%rsp), %xmm15
	vmovdqa64	5632(%rsp), %zmm9
	vmovdqa64	6592(%rsp), %zmm6
	vmovdqa64	5120(%rsp), %zmm28
	movq	3264(%rsp), %rax
	jmp	.LBB0_1036
.LBB0_1043:
	addq	3264(%rsp), %rcx
	movq	%rcx, %rdx
	movq	208(%rsp), %rcx
	movl	$3528531795, %r13d
	movq	3968(%rsp), %r8
	movq	5568(%rsp), %rax
	movq	3712(%rsp), %r12
	movl	1984(%rsp), %r15d
	movq	576(%rsp), %rsi
	movq	4160(%rsp), %rbx
	movq	%r14, %rdi
	jmp	.LBB0_997
.LBB0_1044:
	addq	3264(%rsp), %r9
	movq	%r9, %rcx
	vmovsd	.LCPI0_19(%rip), %xmm8
	vmovsd	.LCPI0_20(%rip), %xmm9
	vmovsd	.LCPI0_26(%rip), %xmm10
	vmovsd	.LCPI0_27(%rip), %xmm11
	vmovsd	.LCPI0_28(%rip), %xmm27
	vmovaps	3392(%rsp), %xmm25
	vxorpd	%xmm24, %xmm24, %xmm24
	vmovdqa64	5120(%rsp), %zmm28
	jmp	.LBB0_1009
	.p2align	4
.LBB0_1045:
	cmpq	$31, %r10
	jbe	.LBB0_1047
	vcmpunordps	%zmm24, %zmm28, %k0
	vcmpordps	%zmm24, %zmm9, %k2
	vmovdqa64	3648(%rsp), %zmm3
	vpcmpltud	%zmm3, %zmm6, %k3
	vcmpltps	%zmm28, %zmm9, %k4
	korw	%k3, %k2, %k2
	vcmpeqps	%zmm9, %zmm28, %k3 {%k3}
	korw	%k3, %k4, %k3
	kandw	%k0, %k2, %k2
	kandnw	%k3, %k0, %k0
	korw	%k0, %k2, %k2
	vmovaps	%zmm28, %zmm9 {%k2}
	vmovdqa32	%zmm6, %zmm3 {%k2}
	vextractf64x4	$1, %zmm9, %ymm0
	vextracti64x4	$1, %zmm3, %ymm1
	vxorps	%xmm2, %xmm2, %xmm2
	vcmpunordps	%ymm2, %ymm0, %k0
	vcmpordps	%ymm2, %ymm9, %k2
	vpcmpltud	%ymm3, %ymm1, %k3
	vcmpltps	%ymm0, %ymm9, %k4
	korb	%k3, %k2, %k2
	vcmpeqps	%ymm9, %ymm0, %k3 {%k3}
	korb	%k3, %k4, %k3
	kandnb	%k3, %k0, %k3
	kandb	%k0, %k2, %k0
	korb	%k3, %k0, %k2
	vblendmps	%ymm0, %ymm9, %ymm0 {%k2}
	vpblendmd	%ymm1, %ymm3, %ymm1 {%k2}
	vextractf128	$1, %ymm0, %xmm2
	vxorps	%xmm4, %xmm4, %xmm4
	vextracti128	$1, %ymm1, %xmm3
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
	vbroadcastss	.LCPI0_377(%rip), %xmm4
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
	vucomiss	%xmm0, %xmm15
	seta	%dil
	setnp	%r8b
	sete	%r9b
	andb	%r8b, %r9b
	orb	%dl, %cl
	andb	%dl, %r9b
	orb	%dil, %r9b
	vucomiss	%xmm15, %xmm15
	movzbl	%cl, %ecx
	movzbl	%r9b, %edx
	movq	2176(%rsp), %r9
	cmovpl	%ecx, %edx
	testb	%dl, %dl
	cmoveq	%rax, %rsi
.LBB0_1047:
	movq	1280(%rsp), %rbx
	movq	232(%rsp), %rax
	movq	704(%rsp), %r11
	movq	2944(%rsp), %r8
	vmovaps	.LCPI0_8(%rip), %zmm15
	vpbroadcastq	.LCPI0_27(%rip), %zmm17
	jmp	.LBB0_257
	.p2align	4
.LBB0_1048:
	cmpl	%ecx, (%r9,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_1049:
	cmpq	%rdx, %rax
	jne	.LBB0_1048
.LBB0_1050:
	vcvtusi2ss	%esi, %xmm31, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%ecx, %r10d
	movl	%r10d, %ecx
	orl	$16384, %ecx
	cmpq	$8, %rax
	jae	.LBB0_1052
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1062
.LBB0_1052:
	cmpq	$64, %rax
	jae	.LBB0_1054
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1059
.LBB0_1054:
	movq	%rax, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%ecx, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	248(%rsp), %r8
	.p2align	4
.LBB0_1055:
	vpcmpleud	-192(%r8,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r8,%rsi,4), %zmm2, %k4
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
	vmovd	%xmm0, %esi
	cmpq	%rdx, %rax
	jne	.LBB0_1058
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_1064
.LBB0_1058:
	testb	$56, %al
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_1062
.LBB0_1059:
	movq	%rdx, %r8
	movq	%rax, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%ecx, %ymm1
	.p2align	4
.LBB0_1060:
	vpcmpleud	(%r9,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_1060
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_1063
	.p2align	4
.LBB0_1062:
	cmpl	%ecx, (%r9,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_1063:
	cmpq	%rdx, %rax
	jne	.LBB0_1062
.LBB0_1064:
	vcvtusi2ss	%esi, %xmm31, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%ecx, %r10d
	movl	%r10d, %ecx
	orl	$8192, %ecx
	cmpq	$8, %rax
	jae	.LBB0_1066
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1076
.LBB0_1066:
	cmpq	$64, %rax
	jae	.LBB0_1068
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1073
.LBB0_1068:
	movq	%rax, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%ecx, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	248(%rsp), %r8
	.p2align	4
.LBB0_1069:
	vpcmpleud	-192(%r8,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r8,%rsi,4), %zmm2, %k4
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
	vmovd	%xmm0, %esi
	cmpq	%rdx, %rax
	jne	.LBB0_1072
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_1078
.LBB0_1072:
	testb	$56, %al
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_1076
.LBB0_1073:
	movq	%rdx, %r8
	movq	%rax, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%ecx, %ymm1
	.p2align	4
.LBB0_1074:
	vpcmpleud	(%r9,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_1074
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_1077
	.p2align	4
.LBB0_1076:
	cmpl	%ecx, (%r9,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_1077:
	cmpq	%rdx, %rax
	jne	.LBB0_1076
.LBB0_1078:
	vcvtusi2ss	%esi, %xmm12, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%ecx, %r10d
	movl	%r10d, %ecx
	orl	$4096, %ecx
	cmpq	$8, %rax
	jae	.LBB0_1080
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1090
.LBB0_1080:
	cmpq	$64, %rax
	jae	.LBB0_1082
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1087
.LBB0_1082:
	movq	%rax, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%ecx, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	248(%rsp), %r8
	.p2align	4
.LBB0_1083:
	vpcmpleud	-192(%r8,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r8,%rsi,4), %zmm2, %k4
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
	vmovd	%xmm0, %esi
	cmpq	%rdx, %rax
	jne	.LBB0_1086
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_1092
.LBB0_1086:
	testb	$56, %al
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_1090
.LBB0_1087:
	movq	%rdx, %r8
	movq	%rax, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%ecx, %ymm1
	.p2align	4
.LBB0_1088:
	vpcmpleud	(%r9,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_1088
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_1091
	.p2align	4
.LBB0_1090:
	cmpl	%ecx, (%r9,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_1091:
	cmpq	%rdx, %rax
	jne	.LBB0_1090
.LBB0_1092:
	vcvtusi2ss	%esi, %xmm14, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%ecx, %r10d
	movl	%r10d, %ecx
	orl	$2048, %ecx
	cmpq	$8, %rax
	jae	.LBB0_1094
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1104
.LBB0_1094:
	cmpq	$64, %rax
	jae	.LBB0_1096
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1101
.LBB0_1096:
	movq	%rax, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%ecx, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	248(%rsp), %r8
	.p2align	4
.LBB0_1097:
	vpcmpleud	-192(%r8,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r8,%rsi,4), %zmm2, %k4
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
	vmovd	%xmm0, %esi
	cmpq	%rdx, %rax
	jne	.LBB0_1100
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_1106
.LBB0_1100:
	testb	$56, %al
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_1104
.LBB0_1101:
	movq	%rdx, %r8
	movq	%rax, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%ecx, %ymm1
	.p2align	4
.LBB0_1102:
	vpcmpleud	(%r9,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_1102
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_1105
	.p2align	4
.LBB0_1104:
	cmpl	%ecx, (%r9,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_1105:
	cmpq	%rdx, %rax
	jne	.LBB0_1104
.LBB0_1106:
	vcvtusi2ss	%esi, %xmm14, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%ecx, %r10d
	movl	%r10d, %ecx
	orl	$1024, %ecx
	cmpq	$8, %rax
	jae	.LBB0_1108
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1118
.LBB0_1108:
	cmpq	$64, %rax
	jae	.LBB0_1110
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1115
.LBB0_1110:
	movq	%rax, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%ecx, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	248(%rsp), %r8
	.p2align	4
.LBB0_1111:
	vpcmpleud	-192(%r8,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r8,%rsi,4), %zmm2, %k4
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
	vmovd	%xmm0, %esi
	cmpq	%rdx, %rax
	jne	.LBB0_1114
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_1120
.LBB0_1114:
	testb	$56, %al
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_1118
.LBB0_1115:
	movq	%rdx, %r8
	movq	%rax, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%ecx, %ymm1
	.p2align	4
.LBB0_1116:
	vpcmpleud	(%r9,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_1116
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_1119
	.p2align	4
.LBB0_1118:
	cmpl	%ecx, (%r9,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_1119:
	cmpq	%rdx, %rax
	jne	.LBB0_1118
.LBB0_1120:
	vcvtusi2ss	%esi, %xmm14, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%ecx, %r10d
	movl	%r10d, %ecx
	orl	$512, %ecx
	cmpq	$8, %rax
	jae	.LBB0_1122
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1132
.LBB0_1122:
	cmpq	$64, %rax
	jae	.LBB0_1124
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1129
.LBB0_1124:
	movq	%rax, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%ecx, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	248(%rsp), %r8
	.p2align	4
.LBB0_1125:
	vpcmpleud	-192(%r8,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r8,%rsi,4), %zmm2, %k4
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
	jne	.LBB0_1125
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
	cmpq	%rdx, %rax
	jne	.LBB0_1128
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_1134
.LBB0_1128:
	testb	$56, %al
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_1132
.LBB0_1129:
	movq	%rdx, %r8
	movq	%rax, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%ecx, %ymm1
	.p2align	4
.LBB0_1130:
	vpcmpleud	(%r9,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_1130
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_1133
	.p2align	4
.LBB0_1132:
	cmpl	%ecx, (%r9,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_1133:
	cmpq	%rdx, %rax
	jne	.LBB0_1132
.LBB0_1134:
	vcvtusi2ss	%esi, %xmm14, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%ecx, %r10d
	movl	%r10d, %ecx
	orl	$256, %ecx
	cmpq	$8, %rax
	jae	.LBB0_1136
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1146
.LBB0_1136:
	cmpq	$64, %rax
	jae	.LBB0_1138
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1143
.LBB0_1138:
	movq	%rax, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%ecx, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	248(%rsp), %r8
	.p2align	4
.LBB0_1139:
	vpcmpleud	-192(%r8,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r8,%rsi,4), %zmm2, %k4
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
	jne	.LBB0_1139
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
	cmpq	%rdx, %rax
	jne	.LBB0_1142
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_1148
.LBB0_1142:
	testb	$56, %al
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_1146
.LBB0_1143:
	movq	%rdx, %r8
	movq	%rax, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%ecx, %ymm1
	.p2align	4
.LBB0_1144:
	vpcmpleud	(%r9,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_1144
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_1147
	.p2align	4
.LBB0_1146:
	cmpl	%ecx, (%r9,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_1147:
	cmpq	%rdx, %rax
	jne	.LBB0_1146
.LBB0_1148:
	vcvtusi2ss	%esi, %xmm15, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%ecx, %r10d
	movl	%r10d, %ecx
	orl	$128, %ecx
	cmpq	$8, %rax
	jae	.LBB0_1150
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1160
.LBB0_1150:
	cmpq	$64, %rax
	jae	.LBB0_1152
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1157
.LBB0_1152:
	movq	%rax, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%ecx, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	248(%rsp), %r8
	.p2align	4
.LBB0_1153:
	vpcmpleud	-192(%r8,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r8,%rsi,4), %zmm2, %k4
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
	jne	.LBB0_1153
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
	cmpq	%rdx, %rax
	jne	.LBB0_1156
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_1162
.LBB0_1156:
	testb	$56, %al
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_1160
.LBB0_1157:
	movq	%rdx, %r8
	movq	%rax, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%ecx, %ymm1
	.p2align	4
.LBB0_1158:
	vpcmpleud	(%r9,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_1158
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_1161
	.p2align	4
.LBB0_1160:
	cmpl	%ecx, (%r9,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_1161:
	cmpq	%rdx, %rax
	jne	.LBB0_1160
.LBB0_1162:
	vcvtusi2ss	%esi, %xmm15, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%ecx, %r10d
	movl	%r10d, %ecx
	orl	$64, %ecx
	cmpq	$8, %rax
	jae	.LBB0_1164
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1174
.LBB0_1164:
	cmpq	$64, %rax
	jae	.LBB0_1166
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1171
.LBB0_1166:
	movq	%rax, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%ecx, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	248(%rsp), %r8
	.p2align	4
.LBB0_1167:
	vpcmpleud	-192(%r8,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r8,%rsi,4), %zmm2, %k4
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
	jne	.LBB0_1167
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
	cmpq	%rdx, %rax
	jne	.LBB0_1170
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_1176
.LBB0_1170:
	testb	$56, %al
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_1174
.LBB0_1171:
	movq	%rdx, %r8
	movq	%rax, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%ecx, %ymm1
	.p2align	4
.LBB0_1172:
	vpcmpleud	(%r9,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_1172
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_1175
	.p2align	4
.LBB0_1174:
	cmpl	%ecx, (%r9,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_1175:
	cmpq	%rdx, %rax
	jne	.LBB0_1174
.LBB0_1176:
	vcvtusi2ss	%esi, %xmm15, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%ecx, %r10d
	movl	%r10d, %ecx
	orl	$32, %ecx
	cmpq	$8, %rax
	jae	.LBB0_1178
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1188
.LBB0_1178:
	cmpq	$64, %rax
	jae	.LBB0_1180
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1185
.LBB0_1180:
	movq	%rax, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%ecx, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	248(%rsp), %r8
	.p2align	4
.LBB0_1181:
	vpcmpleud	-192(%r8,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r8,%rsi,4), %zmm2, %k4
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
	jne	.LBB0_1181
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
	cmpq	%rdx, %rax
	jne	.LBB0_1184
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_1190
.LBB0_1184:
	testb	$56, %al
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_1188
.LBB0_1185:
	movq	%rdx, %r8
	movq	%rax, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%ecx, %ymm1
	.p2align	4
.LBB0_1186:
	vpcmpleud	(%r9,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_1186
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_1189
	.p2align	4
.LBB0_1188:
	cmpl	%ecx, (%r9,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_1189:
	cmpq	%rdx, %rax
	jne	.LBB0_1188
.LBB0_1190:
	vcvtusi2ss	%esi, %xmm15, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%ecx, %r10d
	movl	%r10d, %ecx
	orl	$16, %ecx
	cmpq	$8, %rax
	jae	.LBB0_1192
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1202
.LBB0_1192:
	cmpq	$64, %rax
	jae	.LBB0_1194
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1199
.LBB0_1194:
	movq	%rax, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%ecx, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	248(%rsp), %r8
	.p2align	4
.LBB0_1195:
	vpcmpleud	-192(%r8,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r8,%rsi,4), %zmm2, %k4
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
	jne	.LBB0_1195
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
	cmpq	%rdx, %rax
	jne	.LBB0_1198
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_1204
.LBB0_1198:
	testb	$56, %al
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_1202
.LBB0_1199:
	movq	%rdx, %r8
	movq	%rax, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%ecx, %ymm1
	.p2align	4
.LBB0_1200:
	vpcmpleud	(%r9,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_1200
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_1203
	.p2align	4
.LBB0_1202:
	cmpl	%ecx, (%r9,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_1203:
	cmpq	%rdx, %rax
	jne	.LBB0_1202
.LBB0_1204:
	vcvtusi2ss	%esi, %xmm15, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%ecx, %r10d
	movl	%r10d, %ecx
	orl	$8, %ecx
	cmpq	$8, %rax
	jae	.LBB0_1206
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1216
.LBB0_1206:
	cmpq	$64, %rax
	jae	.LBB0_1208
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1213
.LBB0_1208:
	movq	%rax, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%ecx, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	248(%rsp), %r8
	.p2align	4
.LBB0_1209:
	vpcmpleud	-192(%r8,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r8,%rsi,4), %zmm2, %k4
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
	jne	.LBB0_1209
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
	cmpq	%rdx, %rax
	jne	.LBB0_1212
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_1218
.LBB0_1212:
	testb	$56, %al
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_1216
.LBB0_1213:
	movq	%rdx, %r8
	movq	%rax, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%ecx, %ymm1
	.p2align	4
.LBB0_1214:
	vpcmpleud	(%r9,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_1214
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_1217
	.p2align	4
.LBB0_1216:
	cmpl	%ecx, (%r9,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_1217:
	cmpq	%rdx, %rax
	jne	.LBB0_1216
.LBB0_1218:
	vcvtusi2ss	%esi, %xmm15, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%ecx, %r10d
	movl	%r10d, %ecx
	orl	$4, %ecx
	cmpq	$8, %rax
	jae	.LBB0_1220
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1230
.LBB0_1220:
	cmpq	$64, %rax
	jae	.LBB0_1222
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1227
.LBB0_1222:
	movq	%rax, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%ecx, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	248(%rsp), %r8
	.p2align	4
.LBB0_1223:
	vpcmpleud	-192(%r8,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r8,%rsi,4), %zmm2, %k4
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
	jne	.LBB0_1223
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
	cmpq	%rdx, %rax
	jne	.LBB0_1226
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_1232
.LBB0_1226:
	testb	$56, %al
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_1230
.LBB0_1227:
	movq	%rdx, %r8
	movq	%rax, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%ecx, %ymm1
	.p2align	4
.LBB0_1228:
	vpcmpleud	(%r9,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_1228
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_1231
	.p2align	4
.LBB0_1230:
	cmpl	%ecx, (%r9,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_1231:
	cmpq	%rdx, %rax
	jne	.LBB0_1230
.LBB0_1232:
	vcvtusi2ss	%esi, %xmm15, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%ecx, %r10d
	movl	%r10d, %ecx
	orl	$2, %ecx
	cmpq	$8, %rax
	jae	.LBB0_1234
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1244
.LBB0_1234:
	cmpq	$64, %rax
	jae	.LBB0_1236
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1241
.LBB0_1236:
	movq	%rax, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%ecx, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	248(%rsp), %r8
	.p2align	4
.LBB0_1237:
	vpcmpleud	-192(%r8,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r8,%rsi,4), %zmm2, %k4
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
	jne	.LBB0_1237
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
	cmpq	%rdx, %rax
	jne	.LBB0_1240
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_1246
.LBB0_1240:
	testb	$56, %al
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_1244
.LBB0_1241:
	movq	%rdx, %r8
	movq	%rax, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%ecx, %ymm1
	.p2align	4
.LBB0_1242:
	vpcmpleud	(%r9,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_1242
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_1245
	.p2align	4
.LBB0_1244:
	cmpl	%ecx, (%r9,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_1245:
	cmpq	%rdx, %rax
	jne	.LBB0_1244
.LBB0_1246:
	vcvtusi2ss	%esi, %xmm15, %xmm0
	vucomiss	256(%rsp), %xmm0
	cmovael	%ecx, %r10d
	movl	%r10d, %ecx
	orl	$1, %ecx
	cmpq	$8, %rax
	jae	.LBB0_1248
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1258
.LBB0_1248:
	cmpq	$64, %rax
	jae	.LBB0_1250
	xorl	%edx, %edx
	movl	%edi, %esi
	jmp	.LBB0_1255
.LBB0_1250:
	movq	%rax, %rdx
	andq	$-64, %rdx
	vmovd	%edi, %xmm0
	vpbroadcastd	%ecx, %zmm2
	vpxor	%xmm1, %xmm1, %xmm1
	xorl	%esi, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	vpxor	%xmm4, %xmm4, %xmm4
	movq	248(%rsp), %r8
	.p2align	4
.LBB0_1251:
	vpcmpleud	-192(%r8,%rsi,4), %zmm2, %k0
	vpcmpleud	-128(%r8,%rsi,4), %zmm2, %k2
	vpcmpleud	-64(%r8,%rsi,4), %zmm2, %k3
	vpcmpleud	(%r8,%rsi,4), %zmm2, %k4
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
	jne	.LBB0_1251
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
	cmpq	%rdx, %rax
	jne	.LBB0_1254
	movq	%rax, %rdx
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	jmp	.LBB0_1261
.LBB0_1254:
	testb	$56, %al
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_1258
.LBB0_1255:
	movq	%rdx, %r8
	movq	%rax, %rdx
	andq	$-8, %rdx
	vmovd	%esi, %xmm0
	vpbroadcastd	%ecx, %ymm1
	.p2align	4
.LBB0_1256:
	vpcmpleud	(%r9,%r8,4), %ymm1, %k0
	vpmovm2d	%k0, %ymm2
	vpsubd	%ymm2, %ymm0, %ymm0
	addq	$8, %r8
	cmpq	%r8, %rdx
	jne	.LBB0_1256
	vextracti128	$1, %ymm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$238, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vpshufd	$85, %xmm0, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %esi
	jmp	.LBB0_1259
	.p2align	4
.LBB0_1258:
	cmpl	%ecx, (%r9,%rdx,4)
	sbbl	$-1, %esi
	incq	%rdx
.LBB0_1259:
	cmpq	%rdx, %rax
	jne	.LBB0_1258
	movq	%rax, %rdx
.LBB0_1261:
	vmovaps	256(%rsp), %xmm1
.LBB0_1262:
	vcvtusi2ss	%esi, %xmm14, %xmm0
	vucomiss	%xmm1, %xmm0
	cmovbl	%r10d, %ecx
	cmpq	$0, 2296(%rsp)
	je	.LBB0_1279
	movq	%rdx, %rsi
	andq	$-64, %rsi
	movq	%rsi, 576(%rsp)
	vmovd	%edi, %xmm0
	vpbroadcastd	%ecx, %zmm1
	movq	%rdx, %rsi
	andq	$-8, %rsi
	movq	%rsi, 448(%rsp)
	xorl	%r11d, %r11d
	xorl	%r8d, %r8d
	jmp	.LBB0_1266
.LBB0_1264:
	vmovdqa64	2432(%rsp), %zmm13
	vmovdqa64	2496(%rsp), %zmm10
	vmovss	.LCPI0_5(%rip), %xmm8
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	vpbroadcastq	.LCPI0_23(%rip), %zmm7
	vpbroadcastq	.LCPI0_25(%rip), %zmm21
	vmovaps	.LCPI0_8(%rip), %zmm15
	vmovdqa64	3584(%rsp), %zmm18
	vmovdqa64	%zmm23, %zmm6
	vmovdqa64	%zmm30, %zmm17
	.p2align	4
.LBB0_1265:
	vcvtusi2ss	%r10d, %xmm31, %xmm2
	vucomiss	256(%rsp), %xmm2
	movq	320(%rsp), %r8
	cmovaeq	%rbx, %r8
	incq	%r11
	cmpq	5992(%rsp), %r11
	movabsq	$-9223372036854775808, %rbx
	je	.LBB0_1280
.LBB0_1266:
	movq	6000(%rsp), %rsi
	leal	(%r11,%rsi), %r10d
	shrxq	%r10, %rbx, %rbx
	movq	%r8, 320(%rsp)
	orq	%r8, %rbx
	movl	%edi, %r10d
	testq	%rax, %rax
	je	.LBB0_1265
	cmpq	$8, %rdx
	jae	.LBB0_1269
	xorl	%r14d, %r14d
	movl	%edi, %r10d
	movq	704(%rsp), %rsi
	movq	4608(%rsp), %r9
	jmp	.LBB0_1278
	.p2align	4
.LBB0_1269:
	vpbroadcastq	%rbx, %zmm2
	cmpq	$64, %rdx
	jae	.LBB0_1271
	xorl	%r15d, %r15d
	movl	%edi, %r10d
	movq	704(%rsp), %rsi
	jmp	.LBB0_1275
.LBB0_1271:
	vmovaps	%zmm25, %zmm19
	vpxor	%xmm3, %xmm3, %xmm3
	xorl	%r10d, %r10d
	vmovdqa64	%zmm0, %zmm4
	vpxor	%xmm5, %xmm5, %xmm5
	vpxor	%xmm6, %xmm6, %xmm6
	movq	1144(%rsp), %rsi
	movq	248(%rsp), %r8
	vmovdqa64	%zmm18, %zmm25
	movq	576(%rsp), %r14
	.p2align	4
.LBB0_1272:
	vmovdqu64	-192(%r8,%r10,4), %zmm7
	vmovdqu64	-128(%r8,%r10,4), %zmm8
	vmovdqu64	-64(%r8,%r10,4), %zmm9
	vmovdqu64	(%r8,%r10,4), %zmm10
	vpmovzxdq	-192(%rsi,%r10,4), %zmm11
	vpmovzxdq	-160(%rsi,%r10,4), %zmm12
	vpmovzxdq	-128(%rsi,%r10,4), %zmm13
	vpmovzxdq	-96(%rsi,%r10,4), %zmm14
	vpmovzxdq	-64(%rsi,%r10,4), %zmm15
	vpmovzxdq	-32(%rsi,%r10,4), %zmm16
	vpmovzxdq	(%rsi,%r10,4), %zmm17
	vpmovzxdq	32(%rsi,%r10,4), %zmm18
	vpsubq	%zmm12, %zmm25, %zmm12
	vpsubq	%zmm11, %zmm25, %zmm11
	vpsubq	%zmm14, %zmm25, %zmm14
	vpsubq	%zmm13, %zmm25, %zmm13
	vpsubq	%zmm16, %zmm25, %zmm16
	vpsubq	%zmm15, %zmm25, %zmm15
	vpsubq	%zmm18, %zmm25, %zmm18
	vpsubq	%zmm17, %zmm25, %zmm17
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
	addq	$64, %r10
	cmpq	%r10, %r14
	jne	.LBB0_1272
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
	vmovd	%xmm3, %r10d
	cmpq	%r14, %rdx
	vmovaps	%zmm19, %zmm25
	je	.LBB0_1264
	movq	%r14, %r15
	testb	$56, %dl
	movq	704(%rsp), %rsi
	movq	4608(%rsp), %r9
	vmovdqa64	2432(%rsp), %zmm13
	vmovdqa64	2496(%rsp), %zmm10
	vmovss	.LCPI0_5(%rip), %xmm8
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	vpbroadcastq	.LCPI0_23(%rip), %zmm7
	vpbroadcastq	.LCPI0_25(%rip), %zmm21
	vpxor	%xmm3, %xmm3, %xmm3
	vmovaps	.LCPI0_8(%rip), %zmm15
	vmovdqa64	3584(%rsp), %zmm18
	vmovdqa64	%zmm23, %zmm6
	vmovdqa64	%zmm30, %zmm17
	je	.LBB0_1278
.LBB0_1275:
	vmovd	%r10d, %xmm3
	movq	448(%rsp), %r8
	.p2align	4
.LBB0_1276:
	vmovdqu	(%rsi,%r15,4), %ymm4
	vpmovzxdq	(%r12,%r15,4), %zmm5
	vpcmpnleud	%ymm1, %ymm4, %k0
	vpcmpeqd	%ymm1, %ymm4, %k2
	vpsubq	%zmm5, %zmm18, %zmm4
	vpcmpnltuq	%zmm2, %zmm4, %k2 {%k2}
	korb	%k2, %k0, %k0
	vpmovm2d	%k0, %ymm4
	vpsubd	%ymm4, %ymm3, %ymm3
	addq	$8, %r15
	cmpq	%r15, %r8
	jne	.LBB0_1276
	vextracti128	$1, %ymm3, %xmm2
	vpaddd	%xmm2, %xmm3, %xmm2
	vpshufd	$238, %xmm2, %xmm3
	vpaddd	%xmm3, %xmm2, %xmm2
	vpshufd	$85, %xmm2, %xmm3
	vpaddd	%xmm3, %xmm2, %xmm2
	vmovd	%xmm2, %r10d
	movq	%r8, %r14
	cmpq	%r8, %rdx
	movq	4608(%rsp), %r9
	vpxor	%xmm3, %xmm3, %xmm3
	vpbroadcastd	.LCPI0_377(%rip), %xmm4
	je	.LBB0_1265
	.p2align	4
.LBB0_1278:
	movl	(%r12,%r14,4), %r15d
	cmpl	%ecx, (%rsi,%r14,4)
	seta	%r12b
	sete	%r13b
	movq	%r9, %r8
	subq	%r15, %r8
	cmpq	%rbx, %r8
	setae	%r8b
	andb	%r13b, %r8b
	orb	%r12b, %r8b
	movq	1536(%rsp), %r12
	movzbl	%r8b, %r8d
	addl	%r8d, %r10d
	incq	%r14
	cmpq	%r14, %rdx
	jne	.LBB0_1278
	jmp	.LBB0_1265
.LBB0_1279:
	xorl	%r8d, %r8d
.LBB0_1280:
	movl	%ecx, %eax
	andl	$2147483647, %eax
	testl	%ecx, %ecx
	notl	%ecx
	cmovsl	%eax, %ecx
	vmovd	%ecx, %xmm25
	movq	4608(%rsp), %rax
	subq	%r8, %rax
	vcvtusi2ss	%rax, %xmm31, %xmm12
	movq	1280(%rsp), %rbx
	movq	232(%rsp), %rax
	movq	200(%rsp), %r10
	movq	704(%rsp), %r11
	movq	4224(%rsp), %rdi
	movq	2944(%rsp), %r8
	movq	2176(%rsp), %r9
	movl	1984(%rsp), %r12d
	vbroadcastss	.LCPI0_377(%rip), %ymm2
	movq	2560(%rsp), %r14
	vmovdqa64	%zmm6, %zmm30
	vmovdqa64	%zmm7, %zmm23
	cmpb	$0, 219(%rsp)
	jne	.LBB0_288
	jmp	.LBB0_971
.LBB0_1281:
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
	.long	.LBB0_134-.LJTI0_0
	.long	.LBB0_156-.LJTI0_0
	.long	.LBB0_146-.LJTI0_0
	.long	.LBB0_152-.LJTI0_0
	.long	.LBB0_140-.LJTI0_0
	.long	.LBB0_158-.LJTI0_0
	.long	.LBB0_162-.LJTI0_0
	.long	.LBB0_154-.LJTI0_0
	.long	.LBB0_166-.LJTI0_0
	.long	.LBB0_144-.LJTI0_0
	.long	.LBB0_164-.LJTI0_0
	.long	.LBB0_138-.LJTI0_0
	.long	.LBB0_142-.LJTI0_0
	.long	.LBB0_160-.LJTI0_0
	.long	.LBB0_136-.LJTI0_0

	.section	".note.GNU-stack","",@progbits
