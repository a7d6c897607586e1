//! Argument packing (`ArgPack`: offsets, bytes, refusals) and ABI records (`AbiRecord::new`'s
//! layout, `matches` against a generated-style `StaticAbi`).

use tessera_rt::abi::{
    AbiParam, AbiRecord, Arg, ArgPack, LANGEVIN_LAUNCH, LaunchShape, ParamKind, ParamType,
    StaticAbi, StaticParam,
};

use crate::{ABI_BUG, STATE_ONLY_ABI, static_abi};

/// A u32 first, a u64 after it (4 bytes of padding), an f32, a pointer after the f32 (4 more),
/// a trailing u32 (the block rounds up to 40).
static PACK_ABI: StaticAbi = static_abi!(
    "pack_test",
    [
        ("a", Launch, U32),
        ("b", Launch, U64),
        ("c", Param, F32),
        ("p", Input, Ptr),
        ("d", Launch, U32)
    ]
);

#[test]
fn the_test_layout_is_the_expected_one() {
    let offsets: Vec<(&str, u32)> = PACK_ABI.params.iter().map(|p| (p.name, p.offset)).collect();
    assert_eq!(
        offsets,
        [("a", 0), ("b", 8), ("c", 16), ("p", 24), ("d", 32)]
    );
    assert_eq!(PACK_ABI.size, 40);
}

/// `(offset, bytes)` pieces of an expected argument block of `size` bytes, zero elsewhere.
fn block(size: usize, pieces: &[(usize, &[u8])]) -> Vec<u8> {
    let mut bytes = vec![0u8; size];
    for (offset, piece) in pieces {
        bytes[*offset..offset + piece.len()].copy_from_slice(piece);
    }
    bytes
}

#[track_caller]
fn check_pack(values: &[(&str, Arg)], expected: &[u8]) {
    let mut pack = ArgPack::new(&PACK_ABI);
    for &(name, value) in values {
        assert_eq!(pack.set(name, value), Ok(()), "setting `{name}`");
    }
    assert_eq!(pack.bytes(), expected);
    assert!(std::ptr::eq(pack.abi(), &PACK_ABI));
}

#[test]
fn arg_pack_writes_each_value_at_its_offset() {
    let pointer = 0x1122_3344_5566_7788_usize;
    check_pack(&[], &[0; 40]);
    check_pack(
        &[
            ("d", Arg::U32(0xdead_beef)),
            ("a", Arg::U32(7)),
            ("b", Arg::U64(0x0102_0304_0506_0708)),
            ("c", Arg::F32(1.5)),
            ("p", Arg::Ptr(pointer)),
        ],
        &block(
            40,
            &[
                (0, &7u32.to_ne_bytes()),
                (8, &0x0102_0304_0506_0708u64.to_ne_bytes()),
                (16, &0x3fc0_0000u32.to_ne_bytes()),
                (24, &(pointer as u64).to_ne_bytes()),
                (32, &0xdead_beefu32.to_ne_bytes()),
            ],
        ),
    );
    // Setting a value twice keeps the last; a pointer made from a reference keeps its address.
    let value = 5.0f32;
    let address = &value as *const f32 as usize;
    check_pack(
        &[
            ("c", Arg::F32(1.5)),
            ("c", Arg::F32(-0.0)),
            ("p", Arg::ptr(&value as *const f32)),
        ],
        &block(
            40,
            &[
                (16, &0x8000_0000u32.to_ne_bytes()),
                (24, &(address as u64).to_ne_bytes()),
            ],
        ),
    );
}

#[track_caller]
fn check_refused(name: &str, value: Arg, expected: &str) {
    let mut pack = ArgPack::new(&PACK_ABI);
    pack.set("a", Arg::U32(1)).expect("`a` is a u32");
    let before = pack.bytes().to_vec();
    let result = pack.set(name, value).map_err(|error| error.to_string());
    assert_eq!(
        result,
        Err(format!("{ABI_BUG}: entry `pack_test`: {expected}"))
    );
    assert_eq!(pack.bytes(), before, "a refused value must not be written");
    // The refusal is the runtime error's message too.
    let error = tessera_rt::Error::from(pack.set(name, value).expect_err("refused twice"));
    assert_eq!(
        error.to_string(),
        format!("{ABI_BUG}: entry `pack_test`: {expected}")
    );
}

#[test]
fn arg_pack_refuses_unknown_names_and_wrong_types() {
    check_refused("zz", Arg::U32(1), "no parameter `zz`");
    check_refused("", Arg::U64(1), "no parameter ``");
    check_refused("A", Arg::U32(1), "no parameter `A`");
    check_refused("a", Arg::F32(1.0), "parameter `a` is U32, given F32");
    check_refused("b", Arg::U32(1), "parameter `b` is U64, given U32");
    check_refused("b", Arg::Ptr(8), "parameter `b` is U64, given Ptr");
    check_refused("c", Arg::U32(1), "parameter `c` is F32, given U32");
    check_refused("p", Arg::U64(8), "parameter `p` is Ptr, given U64");
    check_refused("d", Arg::U64(1), "parameter `d` is U32, given U64");
}

#[track_caller]
fn check_complete(set: &[&str], expected: Result<(), &str>) {
    let mut pack = ArgPack::new(&PACK_ABI);
    for &name in set {
        let value = match PACK_ABI.param(name).map(|p| p.ty) {
            Some(ParamType::U32) => Arg::U32(1),
            Some(ParamType::U64) => Arg::U64(1),
            Some(ParamType::F32) => Arg::F32(1.0),
            Some(ParamType::Ptr) => Arg::Ptr(8),
            None => panic!("no parameter `{name}` in the test ABI"),
        };
        pack.set(name, value).expect("the ABI's type");
    }
    let expected = expected
        .map_err(|name| format!("{ABI_BUG}: entry `pack_test`: parameter `{name}` was not set"));
    assert_eq!(
        pack.check_complete().map_err(|error| error.to_string()),
        expected,
        "set {set:?}"
    );
}

#[test]
fn check_complete_names_the_first_missing_parameter() {
    check_complete(&[], Err("a"));
    check_complete(&["a", "c", "d"], Err("b"));
    check_complete(&["d", "p", "b", "a"], Err("c"));
    check_complete(&["a", "b", "c", "p"], Err("d"));
    check_complete(&["a", "b", "c", "p", "d"], Ok(()));
    check_complete(&["d", "c", "p", "b", "a", "a"], Ok(()));
}

#[test]
fn set_if_present_sets_known_parameters_and_skips_absent_ones() {
    let mut pack = ArgPack::new(&PACK_ABI);
    assert_eq!(pack.set_if_present("status", Arg::Ptr(64)), Ok(()));
    assert_eq!(pack.bytes(), [0; 40], "an absent parameter writes nothing");
    assert_eq!(pack.set_if_present("p", Arg::Ptr(64)), Ok(()));
    assert_eq!(pack.bytes(), block(40, &[(24, &64u64.to_ne_bytes())]));
    assert_eq!(
        pack.set_if_present("a", Arg::F32(1.0))
            .map_err(|error| error.to_string()),
        Err(format!(
            "{ABI_BUG}: entry `pack_test`: parameter `a` is U32, given F32"
        )),
        "a present parameter is still type-checked"
    );
    for name in ["a", "b", "c", "d"] {
        let value = match PACK_ABI.param(name).map(|p| p.ty) {
            Some(ParamType::U64) => Arg::U64(2),
            Some(ParamType::F32) => Arg::F32(2.0),
            _ => Arg::U32(2),
        };
        pack.set_if_present(name, value).expect("the ABI's type");
    }
    assert_eq!(
        pack.check_complete(),
        Ok(()),
        "set_if_present marks parameters as set"
    );
}

fn shape(rule: &str, block_lanes: u32, shared_bytes: u32, max_features: u64) -> LaunchShape {
    LaunchShape {
        rule: rule.to_string(),
        block_lanes,
        shared_bytes,
        max_features,
        scratch_bytes: 0,
        splits_by_candidates: false,
        candidates_blocked_by: Vec::new(),
    }
}

fn specs(params: &[(&str, ParamKind, ParamType)]) -> Vec<(String, ParamKind, ParamType)> {
    params
        .iter()
        .map(|&(name, kind, ty)| (name.to_string(), kind, ty))
        .collect()
}

#[track_caller]
fn check_record(params: &[(&str, ParamKind, ParamType)], offsets: &[u32], size: u32) {
    let record = AbiRecord::new("entry", shape("rule", 256, 1024, 99), &specs(params));
    let expected: Vec<AbiParam> = params
        .iter()
        .zip(offsets)
        .map(|(&(name, kind, ty), &offset)| AbiParam {
            name: name.to_string(),
            kind,
            ty,
            size: if matches!(ty, ParamType::U32 | ParamType::F32) {
                4
            } else {
                8
            },
            offset,
        })
        .collect();
    assert_eq!(record.params, expected);
    assert_eq!(record.size, size);
    assert_eq!(
        (
            record.entry.as_str(),
            record.launch.as_str(),
            record.block_lanes,
            record.shared_bytes,
            record.max_features
        ),
        ("entry", "rule", 256, 1024, 99)
    );
}

#[test]
fn abi_record_lays_offsets_out_with_natural_alignment() {
    use ParamKind as K;
    use ParamType as T;
    check_record(&[], &[], 0);
    check_record(&[("n", K::Launch, T::U32)], &[0], 8);
    check_record(
        &[("x", K::Param, T::F32), ("y", K::Param, T::F32)],
        &[0, 4],
        8,
    );
    check_record(
        &[
            ("x", K::Param, T::F32),
            ("y", K::Param, T::F32),
            ("z", K::Param, T::F32),
        ],
        &[0, 4, 8],
        16,
    );
    // u32 after u64 packs; a pointer after a u32 is padded to 8; the size rounds up to 8.
    check_record(
        &[
            ("state", K::State, T::Ptr),
            ("n", K::Launch, T::U32),
            ("input_0", K::Input, T::Ptr),
            ("param_0", K::Param, T::F32),
            ("param_1", K::Param, T::F32),
            ("steps", K::Launch, T::U64),
            ("draw_noise", K::Launch, T::U32),
        ],
        &[0, 8, 16, 24, 28, 32, 40],
        48,
    );
    check_record(
        &[("a", K::Launch, T::U32), ("b", K::Launch, T::U64)],
        &[0, 8],
        16,
    );
}

#[test]
fn abi_record_param_finds_by_name() {
    let record = AbiRecord::new(
        "entry",
        shape("", 0, 0, u64::MAX),
        &specs(&[
            ("a", ParamKind::Launch, ParamType::U32),
            ("b", ParamKind::Launch, ParamType::U64),
        ]),
    );
    assert_eq!(record.param("b").map(|p| p.offset), Some(8));
    assert_eq!(record.param("c"), None);
    assert_eq!(PACK_ABI.param("p").map(|p| p.offset), Some(24));
    assert_eq!(PACK_ABI.param("q"), None);
}

/// The owned record equivalent to a static table.
fn record_of(abi: &StaticAbi) -> AbiRecord {
    let params: Vec<(String, ParamKind, ParamType)> = abi
        .params
        .iter()
        .map(|p| (p.name.to_string(), p.kind, p.ty))
        .collect();
    let rule = "one call processes rows row_begin..row_end".to_string();
    AbiRecord::new(
        abi.entry,
        LaunchShape {
            rule,
            block_lanes: abi.block_lanes,
            shared_bytes: abi.shared_bytes,
            max_features: abi.max_features,
            scratch_bytes: 0,
            splits_by_candidates: false,
            candidates_blocked_by: Vec::new(),
        },
        &params,
    )
}

fn leak(params: Vec<StaticParam>) -> &'static [StaticParam] {
    Box::leak(params.into_boxed_slice())
}

/// `abi` with parameter `index` edited.
fn edit_param(abi: StaticAbi, index: usize, edit: fn(&mut StaticParam)) -> StaticAbi {
    let mut params = abi.params.to_vec();
    edit(&mut params[index]);
    StaticAbi {
        params: leak(params),
        ..abi
    }
}

#[test]
fn abi_record_matches_the_equivalent_static_table_only() {
    let base = PACK_ABI;
    let record = record_of(&base);
    assert!(record.matches(&base));
    let differing: &[(&str, StaticAbi)] = &[
        (
            "entry",
            StaticAbi {
                entry: "pack_test2",
                ..base
            },
        ),
        ("size", StaticAbi { size: 48, ..base }),
        (
            "block_lanes",
            StaticAbi {
                block_lanes: 256,
                ..base
            },
        ),
        (
            "shared_bytes",
            StaticAbi {
                shared_bytes: 4,
                ..base
            },
        ),
        (
            "max_features",
            StaticAbi {
                max_features: 8192,
                scratch_bytes: 0,
                splits_by_candidates: false,
                candidates_blocked_by: &[],
                ..base
            },
        ),
        (
            "one parameter fewer",
            StaticAbi {
                params: &PACK_ABI.params[..4],
                ..base
            },
        ),
        (
            "no parameters",
            StaticAbi {
                params: &[],
                ..base
            },
        ),
        (
            "one parameter more",
            StaticAbi {
                params: leak(
                    [
                        base.params,
                        &[StaticParam {
                            name: "e",
                            kind: ParamKind::Launch,
                            ty: ParamType::U32,
                            offset: 36,
                        }],
                    ]
                    .concat(),
                ),
                ..base
            },
        ),
        (
            "splits_by_candidates",
            StaticAbi {
                splits_by_candidates: true,
                ..base
            },
        ),
        (
            "candidates_blocked_by",
            StaticAbi {
                candidates_blocked_by: &[tessera_rt::sampler::Guard::TopP],
                ..base
            },
        ),
        ("a name", edit_param(base, 2, |p| p.name = "k")),
        (
            "a kind",
            edit_param(base, 2, |p| p.kind = ParamKind::Launch),
        ),
        ("a type", edit_param(base, 4, |p| p.ty = ParamType::F32)),
        ("an offset", edit_param(base, 4, |p| p.offset = 36)),
        ("the order", {
            let mut params = base.params.to_vec();
            params.swap(0, 4);
            StaticAbi {
                params: leak(params),
                ..base
            }
        }),
    ];
    for (what, abi) in differing {
        assert!(
            !record.matches(abi),
            "matches a table with a different {what}"
        );
    }
}

#[test]
fn the_guards_that_block_a_split_by_candidates_round_trip_through_a_manifest() {
    // Manifests write them by name, and only when there are some.
    use tessera_rt::sampler::Guard;
    let mut record = record_of(&PACK_ABI);
    let text = toml::to_string(&record).unwrap();
    assert!(!text.contains("candidates_blocked_by"), "{text}");
    assert_eq!(toml::from_str::<AbiRecord>(&text).unwrap(), record);
    record.splits_by_candidates = true;
    record.candidates_blocked_by = vec![Guard::TopP, Guard::NoTopP, Guard::TopK];
    let text = toml::to_string(&record).unwrap();
    assert!(
        text.contains("candidates_blocked_by = [\"top_p\", \"no_top_p\", \"top_k\"]"),
        "{text}"
    );
    assert_eq!(toml::from_str::<AbiRecord>(&text).unwrap(), record);
    let unknown = text.replace("\"top_k\"", "\"top_q\"");
    let err = toml::from_str::<AbiRecord>(&unknown)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("unknown variant `top_q`, expected one of `top_k`, `top_p`, `no_top_p`"),
        "{err}"
    );
}

#[test]
fn the_test_tables_agree_with_abi_record_new() {
    // The Langevin tail of `static_abi!` is `LANGEVIN_LAUNCH`, after the row range and F.
    let tail: Vec<(&str, ParamType)> = STATE_ONLY_ABI.params[4..]
        .iter()
        .map(|p| (p.name, p.ty))
        .collect();
    assert_eq!(tail, LANGEVIN_LAUNCH);
    let head: Vec<&str> = STATE_ONLY_ABI.params[..4].iter().map(|p| p.name).collect();
    assert_eq!(head, ["state", "row_begin", "row_end", "n_features"]);
    for abi in [&PACK_ABI, &STATE_ONLY_ABI]
        .into_iter()
        .chain(crate::launch::TEST_ABIS.iter().copied())
    {
        assert!(record_of(abi).matches(abi), "{}", abi.entry);
    }
}

#[test]
fn a_packed_gpu_entry_serves_several_rows_per_workgroup() {
    use tessera_rt::abi::rows_per_group;
    // Packed entries: rows of up to `max_features` features, one lane each.
    assert_eq!(rows_per_group(256, 4), 64);
    assert_eq!(rows_per_group(256, 32), 8);
    // One row per workgroup: register entries (a lane per feature or several features per
    // lane), the wide sampler entry, and CPU entries.
    assert_eq!(rows_per_group(256, 256), 1);
    assert_eq!(rows_per_group(1024, 8192), 1);
    assert_eq!(rows_per_group(256, u64::MAX), 1);
    assert_eq!(rows_per_group(0, u64::MAX), 1);
    assert_eq!(rows_per_group(256, 0), 1);
    let packed = StaticAbi {
        block_lanes: 256,
        max_features: 4,
        ..STATE_ONLY_ABI
    };
    assert_eq!(packed.rows_per_group(), 64);
    let shape = LaunchShape {
        rule: String::new(),
        block_lanes: 256,
        shared_bytes: 0,
        max_features: 32,
        scratch_bytes: 0,
        splits_by_candidates: false,
        candidates_blocked_by: Vec::new(),
    };
    let record = AbiRecord::new("q_w32x8", shape, &[]);
    assert_eq!(record.rows_per_group(), 8);
}
