//! The sampler's host half: the parameter envelope (every refusal, with its message), the host
//! scalars, the key advance, the status bits in words, and the launchers end to end with fake
//! kernels written in Rust with the entry ABI: the CPU launcher (row split, launch values,
//! invalid rows) and, with a GPU feature, the GPU launchers on a fake
//! [`GpuDevice`] (selection by width, host slices, device-resident logits with only the status
//! words downloaded, buffers of another device refused), and a real driver when there is one.

use std::ops::Range;

use tessera_rt::abi::{
    AbiRecord, LaunchShape, ParamKind, ParamType, SAMPLER_LAUNCH, StaticAbi, StaticParam,
};
use tessera_rt::kernel::{CpuKernel, Program, ProgramKind};
use tessera_rt::launch::rows_per_chunk;
use tessera_rt::sampler::{
    self, InvalidRow, MAX_TEMPERATURE, MAX_VOCAB, MIN_TEMPERATURE, STATUS_ALL_NEG_INF, STATUS_NAN,
    STATUS_POS_INF, STATUS_SCALED_OVERFLOW, SampleRun, SamplerParams, SamplerScalars,
    describe_status, host_scalars, next_key,
};

use crate::{Args, block_size, layout, message};

/// The buffers of every sampler entry, CPU and GPU.
const BUFFERS: [(&str, ParamKind, ParamType); 3] = [
    ("status", ParamKind::Status, ParamType::Ptr),
    ("out_0", ParamKind::Output, ParamType::Ptr),
    ("input_0", ParamKind::Input, ParamType::Ptr),
];

/// `SAMPLER_LAUNCH` as test parameter triples.
const fn launch_values() -> [(&'static str, ParamKind, ParamType); 6] {
    let mut values = [("", ParamKind::Launch, ParamType::U32); 6];
    let mut i = 0;
    while i < 6 {
        values[i] = (SAMPLER_LAUNCH[i].0, ParamKind::Launch, SAMPLER_LAUNCH[i].1);
        i += 1;
    }
    values
}

/// The buffers, `shape` (the row range and `n_features`, or `n_rows` and `n_features`) and the
/// sampler launch values, in ABI order.
const fn sampler_params<const S: usize, const N: usize>(
    shape: [(&'static str, ParamKind, ParamType); S],
) -> [StaticParam; N] {
    layout(sampler_specs(shape))
}

/// [`sampler_params`] as `(name, kind, type)` triples.
const fn sampler_specs<const S: usize, const N: usize>(
    shape: [(&'static str, ParamKind, ParamType); S],
) -> [(&'static str, ParamKind, ParamType); N] {
    assert!(N == 3 + S + 6);
    let tail = launch_values();
    let mut specs = [("", ParamKind::Launch, ParamType::U32); N];
    let mut i = 0;
    while i < N {
        specs[i] = if i < 3 {
            BUFFERS[i]
        } else if i < 3 + S {
            shape[i - 3]
        } else {
            tail[i - 3 - S]
        };
        i += 1;
    }
    specs
}

const CPU_PARAMS: [StaticParam; 12] = sampler_params([
    ("row_begin", ParamKind::Launch, ParamType::U64),
    ("row_end", ParamKind::Launch, ParamType::U64),
    ("n_features", ParamKind::Launch, ParamType::U64),
]);

const GPU_PARAMS: [StaticParam; 11] = sampler_params([
    ("n_rows", ParamKind::Launch, ParamType::U64),
    ("n_features", ParamKind::Launch, ParamType::U64),
]);

static SAMPLER_ABI: StaticAbi = StaticAbi {
    entry: "echo_sampler",
    params: &CPU_PARAMS,
    size: block_size(&CPU_PARAMS),
    block_lanes: 0,
    shared_bytes: 0,
    max_features: u64::MAX,
    scratch_bytes: 0,
    splits_by_candidates: false,
    candidates_blocked_by: &[],
};

/// A GPU entry of width `lanes` serving rows of up to `max_features` logits.
const fn gpu_entry(entry: &'static str, lanes: u32, max_features: u64) -> StaticAbi {
    StaticAbi {
        entry,
        params: &GPU_PARAMS,
        size: block_size(&GPU_PARAMS),
        block_lanes: lanes,
        shared_bytes: lanes * 4,
        max_features,
        scratch_bytes: 0,
        splits_by_candidates: false,
        candidates_blocked_by: &[],
    }
}

const WIDE_PARAMS: [StaticParam; 12] = sampler_params([
    ("scratch", ParamKind::Scratch, ParamType::Ptr),
    ("n_rows", ParamKind::Launch, ParamType::U64),
    ("n_features", ParamKind::Launch, ParamType::U64),
]);

/// The wide GPU entry: rows of any width, with 12 bytes of scratch per logit of every row.
const fn wide_entry(entry: &'static str) -> StaticAbi {
    StaticAbi {
        entry,
        params: &WIDE_PARAMS,
        size: block_size(&WIDE_PARAMS),
        block_lanes: 256,
        shared_bytes: 48,
        max_features: u64::MAX,
        scratch_bytes: 12,
        splits_by_candidates: false,
        candidates_blocked_by: &[],
    }
}

/// The split GPU entry's parameters: the wide entry's, then `GPU_SPLIT_LAUNCH` and `partials`.
const SPLIT_PARAMS: [StaticParam; 15] = {
    let wide: [(&str, ParamKind, ParamType); 12] = sampler_specs([
        ("scratch", ParamKind::Scratch, ParamType::Ptr),
        ("n_rows", ParamKind::Launch, ParamType::U64),
        ("n_features", ParamKind::Launch, ParamType::U64),
    ]);
    let mut specs = [("", ParamKind::Launch, ParamType::U32); 15];
    let mut i = 0;
    while i < 12 {
        specs[i] = wide[i];
        i += 1;
    }
    specs[12] = ("n_spans", ParamKind::Launch, ParamType::U64);
    specs[13] = ("span_words", ParamKind::Launch, ParamType::U64);
    specs[14] = ("partials", ParamKind::Partials, ParamType::Ptr);
    layout(specs)
};

/// The split GPU entry (`abi::GPU_SPLIT_LAUNCH`): a row of any width as several workgroups.
const fn split_entry(entry: &'static str) -> StaticAbi {
    StaticAbi {
        entry,
        params: &SPLIT_PARAMS,
        size: block_size(&SPLIT_PARAMS),
        block_lanes: 256,
        shared_bytes: 48,
        max_features: u64::MAX,
        scratch_bytes: 12,
        splits_by_candidates: true,
        candidates_blocked_by: &[],
    }
}

/// What the sampler ABIs look like in a generated table, as `AbiRecord::new` lays them out.
#[test]
fn the_test_tables_are_sampler_abis() {
    let names: Vec<&str> = CPU_PARAMS.iter().map(|p| p.name).collect();
    assert_eq!(
        names[..6],
        [
            "status",
            "out_0",
            "input_0",
            "row_begin",
            "row_end",
            "n_features"
        ]
    );
    let tail: Vec<(&str, ParamType)> = CPU_PARAMS[6..].iter().map(|p| (p.name, p.ty)).collect();
    assert_eq!(tail, SAMPLER_LAUNCH);
    let gpu: Vec<&str> = GPU_PARAMS.iter().map(|p| p.name).collect();
    assert_eq!(gpu[3..5], ["n_rows", "n_features"]);
    let abis = [SAMPLER_ABI, gpu_entry("w256", 256, 256)];
    for abi in &abis {
        let params: Vec<(String, ParamKind, ParamType)> = abi
            .params
            .iter()
            .map(|p| (p.name.to_string(), p.kind, p.ty))
            .collect();
        let shape = LaunchShape {
            rule: String::new(),
            block_lanes: abi.block_lanes,
            shared_bytes: abi.shared_bytes,
            max_features: abi.max_features,
            scratch_bytes: 0,
            splits_by_candidates: false,
            candidates_blocked_by: Vec::new(),
        };
        assert!(
            AbiRecord::new(abi.entry, shape, &params).matches(abi),
            "{}",
            abi.entry
        );
    }
}

/// The launch values an echo kernel saw.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Seen {
    rows: (u64, u64),
    n_features: u64,
    key: [u64; 2],
    scalars: SamplerScalars,
}

impl Seen {
    /// Reads the launch values; `rows` is the row range the call covers.
    fn read(args: &Args, rows: (u64, u64)) -> Seen {
        Seen {
            rows,
            n_features: args.u64("n_features"),
            key: [args.u64("key0"), args.u64("key1")],
            scalars: SamplerScalars {
                inv_t: args.f32("inv_t"),
                top_k: args.u64("top_k"),
                top_p: args.f32("top_p"),
                greedy: args.u32("greedy") != 0,
            },
        }
    }

    /// The id the echo kernels give valid row `row`: field `row % 10` of what they saw.
    fn id(&self, row: usize) -> i64 {
        let fields = [
            row as u64,
            self.rows.0,
            self.rows.1,
            self.n_features,
            self.key[0],
            self.key[1],
            u64::from(self.scalars.inv_t.to_bits()),
            self.scalars.top_k,
            u64::from(self.scalars.top_p.to_bits()),
            u64::from(self.scalars.greedy),
        ];
        fields[row % fields.len()] as i64
    }
}

/// The status bits of a row of logits (DESIGN.md 4.3 and the `STATUS_*` docs).
fn status_of(logits: &[f32], scalars: &SamplerScalars) -> u32 {
    let mut status = 0;
    if logits.iter().any(|x| x.is_nan()) {
        status |= STATUS_NAN;
    }
    if logits.contains(&f32::INFINITY) {
        status |= STATUS_POS_INF;
    }
    if logits.iter().all(|&x| x == f32::NEG_INFINITY) {
        status |= STATUS_ALL_NEG_INF;
    }
    let overflows = |&x: &f32| x.is_finite() && (x * scalars.inv_t).is_infinite();
    if !scalars.greedy && logits.iter().any(overflows) {
        status |= STATUS_SCALED_OVERFLOW;
    }
    status
}

/// The echo kernels' body over `rows`: writes each row's status word whole (as a sampler
/// kernel does: no launch zeroes it first), and id -1 for a row with a bit set, else
/// [`Seen::id`].
///
/// # Safety
///
/// `args` holds a sampler argument block whose buffers cover `rows`.
unsafe fn echo_rows(args: &Args, rows: Range<usize>, seen: &Seen) {
    let n_features = seen.n_features as usize;
    let (status, ids) = (args.ptr::<u32>("status"), args.ptr::<i64>("out_0"));
    let logits = args.ptr::<f32>("input_0").cast_const();
    for row in rows {
        // SAFETY: the caller's buffers cover `rows`; this call owns them.
        unsafe {
            let row_logits = std::slice::from_raw_parts(logits.add(row * n_features), n_features);
            let word = status.add(row);
            *word = status_of(row_logits, &seen.scalars);
            *ids.add(row) = if *word == 0 { seen.id(row) } else { -1 };
        }
    }
}

/// The CPU echo kernel: [`echo_rows`] over its row range.
unsafe extern "C" fn echo_sampler(args: *const u8) {
    // SAFETY: the launcher passes a block laid out by `SAMPLER_ABI`.
    let args = unsafe { Args::new(args, &SAMPLER_ABI) };
    let seen = Seen::read(&args, (args.u64("row_begin"), args.u64("row_end")));
    // SAFETY: the launcher's buffers are full size.
    unsafe { echo_rows(&args, args.rows(), &seen) };
}

const fn cpu_kernel(level: &'static str, features: &'static [&'static str]) -> CpuKernel {
    CpuKernel {
        level,
        required_features: features,
        entry: echo_sampler,
        abi: &SAMPLER_ABI,
    }
}

const fn program(name: &'static str, kind: ProgramKind, cpu: &'static [CpuKernel]) -> Program {
    Program {
        name,
        kind,
        inputs: &["logits"],
        vectors: &[],
        params: &[],
        cpu,
        gpu: &[],
    }
}

static ECHO: Program = program(
    "echo_sampler",
    ProgramKind::Sampler,
    &[cpu_kernel("x86-64", &[])],
);

/// A map program: not a sampler.
static NOT_A_SAMPLER: Program = program("scale", ProgramKind::Map, &[]);

/// Deterministic finite logits in about [-8, 8).
fn logits(n: usize) -> Vec<f32> {
    (0..n as u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) % 4096) as f32 / 256.0 - 8.0)
        .collect()
}

/// What the echo kernels write into `ids` and the status words, for a launch whose calls cover
/// the row ranges `chunk(row)` gives.
fn expected(
    logits: &[f32],
    vocab: usize,
    params: &SamplerParams,
    key: [u64; 2],
    chunk: impl Fn(usize) -> (u64, u64),
) -> (Vec<i64>, Vec<u32>) {
    let scalars = host_scalars(params);
    logits
        .chunks_exact(vocab)
        .enumerate()
        .map(|(row, row_logits)| {
            let seen = Seen {
                rows: chunk(row),
                n_features: vocab as u64,
                key,
                scalars,
            };
            let status = status_of(row_logits, &scalars);
            (if status == 0 { seen.id(row) } else { -1 }, status)
        })
        .unzip()
}

/// The row range of the CPU call that covers `row`.
fn cpu_chunk(n_rows: usize, vocab: usize) -> impl Fn(usize) -> (u64, u64) {
    let chunk = rows_per_chunk(vocab);
    move |row| {
        let begin = row / chunk * chunk;
        (begin as u64, (begin + chunk).min(n_rows) as u64)
    }
}

#[track_caller]
fn check_cpu(logits: &[f32], n_rows: usize, vocab: usize, params: SamplerParams, key: [u64; 2]) {
    let mut ids = vec![7777; n_rows];
    let run = sampler::run_cpu(&ECHO, logits, &mut ids, n_rows, vocab, &params, key).unwrap();
    let (expected_ids, status) = expected(logits, vocab, &params, key, cpu_chunk(n_rows, vocab));
    assert_eq!(ids, expected_ids, "{n_rows} x {vocab}, {params:?}");
    assert_eq!(
        run,
        SampleRun {
            program: "echo_sampler",
            next_key: [key[0], key[1].wrapping_add(1)],
            level: "x86-64",
            invalid_rows: sampler::invalid_rows(&status),
            spans_per_row: 1,
        }
    );
}

#[test]
fn run_cpu_passes_the_launch_values_to_every_row() {
    let sampling = SamplerParams::new(0.7).with_top_k(40).with_top_p(0.95);
    // 2000 logits a row: 8 rows per chunk, so 20 rows are chunks [0, 8), [8, 16), [16, 20).
    check_cpu(&logits(20 * 2000), 20, 2000, sampling, [3, 9]);
    check_cpu(
        &logits(10),
        1,
        10,
        SamplerParams::greedy(),
        [1 << 40, u64::MAX],
    );
    check_cpu(
        &logits(33 * 7),
        33,
        7,
        SamplerParams::new(2.5).with_top_p(0.5),
        [11, 1 << 33],
    );
    check_cpu(
        &logits(3 * 70_000),
        3,
        70_000,
        sampling.with_top_k(70_000),
        [0, 0],
    );
}

/// Six rows of four logits: row 0 valid, then one of each status bit, then two bits at once.
fn poisoned_logits() -> Vec<f32> {
    let (nan, inf) = (f32::NAN, f32::INFINITY);
    [
        [0.5, -1.0, 2.0, 0.0],
        [0.5, nan, 2.0, 0.0],
        [0.5, -1.0, inf, 0.0],
        [-inf; 4],
        [0.5, 1e38, 2.0, -inf],
        [nan, -1.0, inf, 0.0],
    ]
    .concat()
}

const POISONED_MESSAGE: &str = "program `echo_sampler`: 5 rows got no token (id -1): row 1: a \
     NaN logit; row 2: a +inf logit; row 3: every logit is -inf; row 4: a logit / T that \
     overflows f32 (T is too small for these logits); row 5: a NaN logit, a +inf logit";

#[test]
fn rows_with_invalid_logits_get_no_token_and_check_names_them() {
    let (n_rows, vocab, key) = (6, 4, [5, 6]);
    let cold = SamplerParams::new(1e-3);
    let logits = poisoned_logits();
    let mut ids = vec![7777; n_rows];
    let run = sampler::run_cpu(&ECHO, &logits, &mut ids, n_rows, vocab, &cold, key).unwrap();
    let seen = Seen {
        rows: (0, 6),
        n_features: 4,
        key,
        scalars: host_scalars(&cold),
    };
    assert_eq!(ids, [seen.id(0), -1, -1, -1, -1, -1]);
    let invalid: Vec<(usize, u32)> = run.invalid_rows.iter().map(|r| (r.row, r.status)).collect();
    assert_eq!(invalid, [(1, 1), (2, 2), (3, 4), (4, 8), (5, 3)]);
    assert_eq!(message(run.check()), Err(POISONED_MESSAGE.to_string()));
    // Greedy: no scaling, so row 4 is valid.
    let mut ids = vec![7777; n_rows];
    let greedy = SamplerParams::greedy();
    let run = sampler::run_cpu(&ECHO, &logits, &mut ids, n_rows, vocab, &greedy, key).unwrap();
    let rows: Vec<usize> = run.invalid_rows.iter().map(|r| r.row).collect();
    assert_eq!(rows, [1, 2, 3, 5]);
    assert_ne!(ids[4], -1);
}

#[test]
fn check_passes_a_clean_run_and_lists_the_first_eight_rows_of_many() {
    let run = |rows: &[usize]| SampleRun {
        program: "lm_head",
        next_key: [0, 1],
        level: "x86-64-v3",
        invalid_rows: rows
            .iter()
            .map(|&row| InvalidRow {
                row,
                status: STATUS_NAN,
            })
            .collect(),
        spans_per_row: 1,
    };
    assert_eq!(message(run(&[]).check()), Ok(()));
    assert_eq!(
        message(run(&[4]).check()),
        Err("program `lm_head`: 1 row got no token (id -1): row 4: a NaN logit".to_string())
    );
    let many: Vec<usize> = (0..11).map(|i| i * 3).collect();
    let shown: Vec<String> = many[..8]
        .iter()
        .map(|row| format!("row {row}: a NaN logit"))
        .collect();
    assert_eq!(
        message(run(&many).check()),
        Err(format!(
            "program `lm_head`: 11 rows got no token (id -1): {}; and 3 more rows",
            shown.join("; ")
        ))
    );
}

#[test]
fn status_words_in_words() {
    let cases: &[(u32, &str)] = &[
        (0, "valid logits"),
        (STATUS_NAN, "a NaN logit"),
        (STATUS_POS_INF, "a +inf logit"),
        (STATUS_ALL_NEG_INF, "every logit is -inf"),
        (
            STATUS_SCALED_OVERFLOW,
            "a logit / T that overflows f32 (T is too small for these logits)",
        ),
        (
            STATUS_NAN | STATUS_ALL_NEG_INF,
            "a NaN logit, every logit is -inf",
        ),
        (
            0x31 | STATUS_POS_INF,
            "a NaN logit, a +inf logit, unknown status bits 0x30 (a bug in tessera, or a kernel \
             built by another version)",
        ),
    ];
    for &(status, words) in cases {
        assert_eq!(describe_status(status), words, "{status:#x}");
    }
    let row = InvalidRow { row: 3, status: 1 };
    assert_eq!(row.to_string(), "row 3: a NaN logit");
    assert_eq!(
        sampler::invalid_rows(&[0, 2, 0, 0, 9]),
        [
            InvalidRow { row: 1, status: 2 },
            InvalidRow { row: 4, status: 9 }
        ]
    );
}

#[test]
fn host_scalars_and_the_params_constructors() {
    assert_eq!(
        SamplerParams::greedy(),
        SamplerParams {
            temperature: 0.0,
            top_k: 0,
            top_p: 1.0
        }
    );
    let params = SamplerParams::new(0.7).with_top_k(40).with_top_p(0.9);
    assert_eq!(
        params,
        SamplerParams {
            temperature: 0.7,
            top_k: 40,
            top_p: 0.9
        }
    );
    let greedy = host_scalars(&SamplerParams::greedy().with_top_k(5));
    assert_eq!(
        (
            greedy.inv_t.to_bits(),
            greedy.top_k,
            greedy.top_p,
            greedy.greedy
        ),
        (0, 5, 1.0, true)
    );
    let h = host_scalars(&params);
    // The division in f64, rounded once; an f32 division rounds twice.
    assert_eq!(h.inv_t.to_bits(), ((1.0f64 / 0.7) as f32).to_bits());
    assert_eq!(h.top_p.to_bits(), (0.9f64 as f32).to_bits());
    assert_eq!((h.top_k, h.greedy), (40, false));
    let edge = host_scalars(&SamplerParams::new(MIN_TEMPERATURE));
    assert_eq!(edge.inv_t, f32::MAX);
    assert!(host_scalars(&SamplerParams::new(MAX_TEMPERATURE)).inv_t > 0.0);
}

#[test]
fn the_key_advances_by_one_and_wraps() {
    assert_eq!(next_key([1, 2]), [1, 3]);
    assert_eq!(next_key([7, u64::MAX]), [7, 0]);
    assert_eq!(next_key([u64::MAX, 1 << 63]), [u64::MAX, (1 << 63) + 1]);
}

/// An edit of a valid launch: 3 rows of 4 logits, `T = 0.7`, top-k 2, top-p 0.9.
#[derive(Debug, Clone)]
struct Launch {
    program: &'static Program,
    logits_len: usize,
    ids_len: usize,
    n_rows: usize,
    vocab: usize,
    params: SamplerParams,
}

fn valid_launch() -> Launch {
    Launch {
        program: &ECHO,
        logits_len: 12,
        ids_len: 3,
        n_rows: 3,
        vocab: 4,
        params: SamplerParams::new(0.7).with_top_k(2).with_top_p(0.9),
    }
}

/// `validate` and `run_cpu` on the edited launch give the same result; a refused launch leaves
/// `ids` untouched.
#[track_caller]
fn check_launch(change: impl FnOnce(&mut Launch), expected: Result<(), String>) {
    let mut l = valid_launch();
    change(&mut l);
    let validated = sampler::validate(
        l.program,
        l.logits_len,
        l.ids_len,
        l.n_rows,
        l.vocab,
        &l.params,
    );
    assert_eq!(message(validated), expected, "{l:?}");
    let logits = vec![0.25; l.logits_len];
    let mut ids = vec![7777; l.ids_len];
    let run = sampler::run_cpu(
        l.program,
        &logits,
        &mut ids,
        l.n_rows,
        l.vocab,
        &l.params,
        [1, 2],
    );
    assert_eq!(message(run.map(|_| ())), expected, "{l:?}");
    if expected.is_err() {
        assert_eq!(
            ids,
            vec![7777; l.ids_len],
            "a refused launch must not touch ids"
        );
    }
}

#[track_caller]
fn check_refused(change: impl FnOnce(&mut Launch), expected: &str) {
    check_launch(change, Err(expected.to_string()));
}

/// The accepted temperatures, as every temperature refusal states them.
const T_RANGE: &str =
    "expected T = 0 (greedy) or 2.938735964636876e-39 <= T <= 1.4272476927059597e45";

#[test]
fn temperature_refusals_name_the_value_and_the_range() {
    let below_min = f64::from_bits(MIN_TEMPERATURE.to_bits() - 1);
    let above_max = f64::from_bits(MAX_TEMPERATURE.to_bits() + 1);
    let cases: &[(f64, String)] = &[
        (-0.5, "-0.5: a temperature is never negative".into()),
        (-0.0001, "-0.0001: a temperature is never negative".into()),
        (f64::NAN, "NaN: not a number".into()),
        (f64::INFINITY, "inf: not finite".into()),
        (
            f64::NEG_INFINITY,
            "-inf: a temperature is never negative".into(),
        ),
        (1e-40, "1e-40: f32(1 / T) overflows to infinity".into()),
        (
            below_min,
            format!("{below_min:e}: f32(1 / T) overflows to infinity"),
        ),
        (1e50, "1e50: f32(1 / T) rounds to 0".into()),
        (above_max, format!("{above_max:e}: f32(1 / T) rounds to 0")),
    ];
    for (t, what) in cases {
        check_refused(
            |l| l.params.temperature = *t,
            &format!("temperature = {what}; {T_RANGE}"),
        );
    }
    for t in [0.0, MIN_TEMPERATURE, 1e-30, 0.7, 1.0, 1e6, MAX_TEMPERATURE] {
        check_launch(|l| l.params.temperature = t, Ok(()));
    }
}

#[test]
fn top_k_and_top_p_refusals_name_the_value_and_the_range() {
    check_refused(
        |l| l.params.top_k = 5,
        "top_k = 5 is out of range for a vocabulary of V = 4 tokens: expected top_k in 0 (off) \
         ..= V, that is 0 <= top_k <= 4",
    );
    check_refused(
        |l| l.params.top_k = usize::MAX,
        &format!(
            "top_k = {} is out of range for a vocabulary of V = 4 tokens: expected top_k in 0 \
             (off) ..= V, that is 0 <= top_k <= 4",
            usize::MAX
        ),
    );
    for top_k in [0, 1, 4] {
        check_launch(|l| l.params.top_k = top_k, Ok(()));
    }
    let range = "expected 0 < top_p <= 1 (1: off)";
    for (p, shown) in [
        (0.0, "0"),
        (-0.0, "-0"),
        (-0.25, "-0.25"),
        (1.5, "1.5"),
        (1.0000001, "1.0000001"),
        (f64::NAN, "NaN"),
        (f64::INFINITY, "inf"),
    ] {
        check_refused(|l| l.params.top_p = p, &format!("top_p = {shown}: {range}"));
    }
    check_refused(
        |l| l.params.top_p = 1e-50,
        &format!(
            "top_p = 1e-50: {range}, and f32(top_p) > 0, so top_p > 2^-150 = 7.006492321624085e-46"
        ),
    );
    let smallest = f64::from_bits(2f64.powi(-150).to_bits() + 1);
    for p in [smallest, 1e-30, 0.5, 1.0] {
        check_launch(|l| l.params.top_p = p, Ok(()));
    }
}

#[test]
fn shape_refusals_name_the_buffer_the_size_or_the_kind() {
    check_refused(
        |l| l.vocab = 0,
        "vocab = 0: the vocabulary is empty; expected 1 <= vocab <= 16777216",
    );
    // Checked before the buffer lengths, so no 2^24-logit buffer is needed.
    check_refused(
        |l| {
            (l.n_rows, l.ids_len) = (1, 1);
            l.vocab = MAX_VOCAB + 1;
        },
        "vocab = 16777217 is out of range: expected 1 <= vocab <= 16777216 (2^24: token ids and \
         counts must be exact in f32)",
    );
    check_refused(
        |l| l.logits_len = 11,
        "logits has 11 elements, expected n_rows * vocab = 12",
    );
    check_refused(
        |l| l.logits_len = 16,
        "logits has 16 elements, expected n_rows * vocab = 12",
    );
    check_refused(|l| l.ids_len = 4, "ids has 4 elements, expected n_rows = 3");
    check_refused(|l| l.ids_len = 0, "ids has 0 elements, expected n_rows = 3");
    check_refused(|l| l.n_rows = 0, "n_rows = 0: expected n_rows > 0");
    check_refused(
        |l| l.n_rows = usize::MAX,
        &format!(
            "n_rows * n_features = {} * 4 overflows: expected at most {} elements",
            usize::MAX,
            usize::MAX
        ),
    );
    check_refused(
        |l| l.program = &NOT_A_SAMPLER,
        "program `scale` is not a sampler program",
    );
    // The kind comes first, then `n_rows`, then the vocabulary.
    check_refused(
        |l| {
            l.program = &NOT_A_SAMPLER;
            (l.n_rows, l.vocab) = (0, 0);
        },
        "program `scale` is not a sampler program",
    );
    check_refused(
        |l| (l.n_rows, l.vocab) = (0, 0),
        "n_rows = 0: expected n_rows > 0",
    );
    check_launch(
        |l| {
            (l.n_rows, l.vocab, l.logits_len, l.ids_len) = (1, 1, 1, 1);
            l.params.top_k = 1;
        },
        Ok(()),
    );
}

#[test]
fn run_cpu_with_refuses_a_kernel_the_cpu_cannot_run() {
    static MAGIC: [CpuKernel; 1] = [cpu_kernel("x86-64-magic", &["sse2", "not-a-real-feature"])];
    let mut ids = vec![7777; 3];
    let params = SamplerParams::greedy();
    let run = sampler::run_cpu_with(
        &MAGIC[0],
        &ECHO,
        &[0.5; 12],
        &mut ids,
        3,
        4,
        &params,
        [0, 0],
    );
    let refused = message(run).unwrap_err();
    assert_eq!(
        refused,
        "CPU kernel x86-64-magic of program `echo_sampler` cannot run here: needs \
         not-a-real-feature which this CPU lacks"
    );
    assert_eq!(ids, [7777; 3]);
}

/// A CPU sampler entry with span modes (`SPAN_LAUNCH` and `partials` after the sampler
/// values), as the generator lays out the x86 gumbel entry.
const SPAN_PARAMS: [StaticParam; 19] = layout([
    ("status", ParamKind::Status, ParamType::Ptr),
    ("out_0", ParamKind::Output, ParamType::Ptr),
    ("input_0", ParamKind::Input, ParamType::Ptr),
    ("row_begin", ParamKind::Launch, ParamType::U64),
    ("row_end", ParamKind::Launch, ParamType::U64),
    ("n_features", ParamKind::Launch, ParamType::U64),
    ("key0", ParamKind::Launch, ParamType::U64),
    ("key1", ParamKind::Launch, ParamType::U64),
    ("inv_t", ParamKind::Launch, ParamType::F32),
    ("top_k", ParamKind::Launch, ParamType::U64),
    ("top_p", ParamKind::Launch, ParamType::F32),
    ("greedy", ParamKind::Launch, ParamType::U32),
    ("span_mode", ParamKind::Launch, ParamType::U32),
    ("span", ParamKind::Launch, ParamType::U64),
    ("n_spans", ParamKind::Launch, ParamType::U64),
    ("span_begin", ParamKind::Launch, ParamType::U64),
    ("span_end", ParamKind::Launch, ParamType::U64),
    ("span_words", ParamKind::Launch, ParamType::U64),
    ("partials", ParamKind::Partials, ParamType::Ptr),
]);

static SPAN_ABI: StaticAbi = StaticAbi {
    entry: "span_echo",
    params: &SPAN_PARAMS,
    size: block_size(&SPAN_PARAMS),
    block_lanes: 0,
    shared_bytes: 0,
    max_features: u64::MAX,
    scratch_bytes: 0,
    splits_by_candidates: false,
    candidates_blocked_by: &[],
};

/// What a span call of [`span_echo`] writes to word 0 of its record.
const SPLITS: u32 = 0;
const WHOLE: u32 = 1;
const DISAGREE: u32 = 2;

/// A fake kernel with span modes. Rows mode: id `1000 + row`. Span mode (`BEHAVIOUR`): a
/// split span records its token count in word 1; a whole launch has span 0 write id
/// `2000 + row`; `DISAGREE` splits span 0 only. Finish: the id is the sum of the row's
/// records' token counts (the vocabulary, when the spans cover the row once).
unsafe extern "C" fn span_echo<const BEHAVIOUR: u32>(args: *const u8) {
    use tessera_rt::abi::{SPAN_MODE_FINISH, SPAN_MODE_ROWS, SPAN_SPLIT};
    // SAFETY: the launcher passes a block laid out by `SPAN_ABI`.
    let args = unsafe { Args::new(args, &SPAN_ABI) };
    let ids: *mut i64 = args.ptr("out_0");
    let partials: *mut u32 = args.ptr("partials");
    let row = args.u64("row_begin") as usize;
    let span = args.u64("span") as usize;
    let words = args.u64("span_words") as usize;
    // SAFETY: the launcher's buffers are full size; `partials` holds the row's `n_spans`
    // records in span modes.
    unsafe {
        match args.u32("span_mode") {
            SPAN_MODE_ROWS => {
                for row in args.rows() {
                    *ids.add(row) = 1000 + row as i64;
                }
            }
            SPAN_MODE_FINISH => {
                let n_spans = args.u64("n_spans") as usize;
                let total: u32 = (0..n_spans).map(|s| *partials.add(s * words + 1)).sum();
                *ids.add(row) = i64::from(total);
            }
            _ => {
                let record = partials.add(span * words);
                let split = BEHAVIOUR == SPLITS || (BEHAVIOUR == DISAGREE && span == 0);
                if split {
                    *record = SPAN_SPLIT;
                    *record.add(1) = (args.u64("span_end") - args.u64("span_begin")) as u32;
                } else {
                    *record = tessera_rt::abi::SPAN_WHOLE;
                    if span == 0 {
                        *ids.add(row) = 2000 + row as i64;
                    }
                }
            }
        }
    }
}

static SPAN_KERNELS: [CpuKernel; 3] = [
    CpuKernel {
        level: "x86-64",
        required_features: &[],
        entry: span_echo::<SPLITS>,
        abi: &SPAN_ABI,
    },
    CpuKernel {
        level: "x86-64",
        required_features: &[],
        entry: span_echo::<WHOLE>,
        abi: &SPAN_ABI,
    },
    CpuKernel {
        level: "x86-64",
        required_features: &[],
        entry: span_echo::<DISAGREE>,
        abi: &SPAN_ABI,
    },
];

static SPAN_ECHO: Program = program("span_echo", ProgramKind::Sampler, &SPAN_KERNELS);

#[test]
fn a_split_launch_runs_every_span_then_merges_each_row_unless_its_records_say_whole() {
    let (rows, vocab) = (3, 1001);
    let logits = logits(rows * vocab);
    let params = SamplerParams::new(1.0);
    let run = |kernel: &CpuKernel, spans| {
        let mut ids = vec![-7; rows];
        let result = sampler::run_cpu_split(
            kernel,
            &SPAN_ECHO,
            &logits,
            &mut ids,
            rows,
            vocab,
            &params,
            [0, 0],
            spans,
        );
        message(result).map(|_| ids)
    };
    // Split: the finish of each row sees spans that cover its tokens exactly once.
    for spans in [2, 3, 7, 1001] {
        assert_eq!(
            run(&SPAN_KERNELS[0], spans),
            Ok(vec![1001; 3]),
            "{spans} spans"
        );
    }
    // One span per row is an ordinary launch (rows mode).
    assert_eq!(run(&SPAN_KERNELS[0], 1), Ok(vec![1000, 1001, 1002]));
    // A launch that cannot split: span 0 ran each row whole, and no finish runs.
    assert_eq!(run(&SPAN_KERNELS[1], 3), Ok(vec![2000, 2001, 2002]));
    // Records that disagree are a bug in the kernel, reported as one.
    assert_eq!(
        run(&SPAN_KERNELS[2], 3),
        Err(
            "internal error (a bug in tessera, or a kernel table built by another version): \
             entry `span_echo`: the span records of row 0 disagree (word 0 of each: [1, 2, 2]; \
             expected all 1 or all 2)"
                .to_string()
        )
    );
}

#[test]
fn a_split_launch_of_a_kernel_without_span_modes_is_refused_and_one_span_runs_rows() {
    let mut ids = vec![7777; 3];
    let params = SamplerParams::new(1.0);
    let split = |ids: &mut [i64], spans| {
        sampler::run_cpu_split(
            &ECHO.cpu[0],
            &ECHO,
            &logits(12),
            ids,
            3,
            4,
            &params,
            [0, 0],
            spans,
        )
    };
    assert_eq!(
        message(split(&mut ids, 2)).unwrap_err(),
        "CPU kernel x86-64 of program `echo_sampler` has no span mode (its ABI record has no \
         `span_mode`), so its rows cannot be split across threads: launch with spans_per_row = \
         1, or regenerate the kernels with this version of tessera-build"
    );
    assert_eq!(ids, [7777; 3]);
    assert_eq!(
        message(split(&mut ids, 0)).unwrap_err(),
        "spans_per_row = 0: expected spans_per_row > 0"
    );
    // One span per row is an ordinary launch, rows across threads.
    split(&mut ids, 1).unwrap();
    let (expected_ids, _) = expected(&logits(12), 4, &params, [0, 0], cpu_chunk(3, 4));
    assert_eq!(ids, expected_ids);
}

#[test]
fn rows_split_into_spans_only_when_there_are_fewer_rows_than_threads() {
    use tessera_rt::launch::{MIN_SPAN_FEATURES, spans_per_row};
    // Enough rows for every thread: no split.
    assert_eq!(spans_per_row(2, 256_000, 2), 1);
    assert_eq!(spans_per_row(64, 32_000, 16), 1);
    // Fewer rows than threads: as many spans as keep the threads busy.
    assert_eq!(spans_per_row(1, 256_000, 2), 2);
    assert_eq!(spans_per_row(1, 256_000, 16), 15);
    assert_eq!(spans_per_row(3, 1 << 20, 16), 5);
    // Each span at least MIN_SPAN_FEATURES tokens.
    assert_eq!(spans_per_row(1, 2 * MIN_SPAN_FEATURES, 16), 2);
    assert_eq!(spans_per_row(1, 2 * MIN_SPAN_FEATURES - 1, 16), 1);
    assert_eq!(spans_per_row(1, 100, 16), 1);
}

/// The GPU launchers on a fake device whose "kernels" are [`echo_rows`] run on the host.
#[cfg(any(feature = "cuda", feature = "rocm"))]
mod gpu {
    use std::sync::{Arc, Mutex, OnceLock};

    use tessera_rt::Error;
    use tessera_rt::abi::{Arg, ArgPack, StaticAbi};
    use tessera_rt::gpu::run::{SamplerOnDevice, run_sampler, run_sampler_on_device};
    use tessera_rt::gpu::{DeviceRepr, GpuDevice, check_launch};
    use tessera_rt::kernel::{GpuFormat, GpuImage, Program, ProgramKind};
    use tessera_rt::sampler::{Guard, SampleRun, SamplerParams};
    use tessera_rt::select::{Device, Policy};

    use super::{NOT_A_SAMPLER, Seen, echo_rows, expected, gpu_entry, logits, poisoned_logits};
    use crate::{Args, message};

    static ENTRIES: [StaticAbi; 3] = [
        gpu_entry("sampler_w256", 256, 256),
        gpu_entry("sampler_w1024", 1024, 1024),
        super::wide_entry("sampler_wide"),
    ];

    const PTX: &[u8] = b".version 8.0\n.target sm_90\n.address_size 64\n\n\
        .visible .entry sampler_w256(\n)\n{\n}\n\n.visible .entry sampler_w1024(\n)\n{\n}\n\n\
        .visible .entry sampler_wide(\n)\n{\n}\n\n.visible .entry sampler_w4x64(\n)\n{\n}\n\n\
        .visible .entry sampler_split(\n)\n{\n}\n";

    /// A sampler program with one sm_90 PTX image of two register widths and the wide entry,
    /// and no CPU kernel.
    fn gpu_program() -> &'static Program {
        static PROGRAM: OnceLock<Program> = OnceLock::new();
        PROGRAM.get_or_init(|| program_with(&ENTRIES))
    }

    /// A packed entry (64 rows of up to 4 logits per workgroup), then [`ENTRIES`].
    static PACKED_ENTRIES: [StaticAbi; 4] = [
        gpu_entry("sampler_w4x64", 256, 4),
        gpu_entry("sampler_w256", 256, 256),
        gpu_entry("sampler_w1024", 1024, 1024),
        super::wide_entry("sampler_wide"),
    ];

    /// [`gpu_program`] with a packed entry before its register ones.
    fn packed_gpu_program() -> &'static Program {
        static PROGRAM: OnceLock<Program> = OnceLock::new();
        PROGRAM.get_or_init(|| program_with(&PACKED_ENTRIES))
    }

    /// The packed entry alone (rows of at most 4 logits).
    fn packed_only_gpu_program() -> &'static Program {
        static PROGRAM: OnceLock<Program> = OnceLock::new();
        PROGRAM.get_or_init(|| program_with(&PACKED_ENTRIES[..1]))
    }

    /// The same without the wide entry (rows of at most 1024 logits).
    fn narrow_gpu_program() -> &'static Program {
        static PROGRAM: OnceLock<Program> = OnceLock::new();
        PROGRAM.get_or_init(|| program_with(&ENTRIES[..2]))
    }

    fn program_with(entries: &'static [StaticAbi]) -> Program {
        {
            let image = GpuImage {
                chip: "sm_90",
                format: GpuFormat::Ptx,
                bytes: PTX,
                sha256: String::leak(tessera_rt::verify::sha256_hex(PTX)),
                entries,
            };
            Program {
                name: "gpu_sampler",
                kind: ProgramKind::Sampler,
                inputs: &["logits"],
                vectors: &[],
                params: &[],
                cpu: &[],
                gpu: Vec::leak(vec![image]),
            }
        }
    }

    /// The wide entry and the split entry.
    static SPLIT_ENTRIES: [StaticAbi; 2] = [
        super::wide_entry("sampler_wide"),
        super::split_entry("sampler_split"),
    ];

    /// [`gpu_program`]'s wide entry with a split entry.
    fn split_gpu_program() -> &'static Program {
        static PROGRAM: OnceLock<Program> = OnceLock::new();
        PROGRAM.get_or_init(|| program_with(&SPLIT_ENTRIES))
    }

    static SPLIT_WHOLE_ENTRIES: [StaticAbi; 2] = [
        super::wide_entry("sampler_wide"),
        StaticAbi {
            splits_by_candidates: false,
            candidates_blocked_by: &[],
            ..super::split_entry("sampler_split")
        },
    ];

    /// [`split_gpu_program`] whose split entry does not split by candidates (a program with
    /// an unguarded pass after top-k that is not confined to it).
    fn split_whole_gpu_program() -> &'static Program {
        static PROGRAM: OnceLock<Program> = OnceLock::new();
        PROGRAM.get_or_init(|| program_with(&SPLIT_WHOLE_ENTRIES))
    }

    static SPLIT_WITHOUT_TOP_P_ENTRIES: [StaticAbi; 2] = [
        super::wide_entry("sampler_wide"),
        StaticAbi {
            candidates_blocked_by: &[Guard::TopP],
            ..super::split_entry("sampler_split")
        },
    ];

    /// [`split_gpu_program`] whose split entry splits by candidates only without top-p (as
    /// `gumbel_pairwise`'s GPU split entries, whose top-p passes fold the whole row).
    fn split_without_top_p_gpu_program() -> &'static Program {
        static PROGRAM: OnceLock<Program> = OnceLock::new();
        PROGRAM.get_or_init(|| program_with(&SPLIT_WITHOUT_TOP_P_ENTRIES))
    }

    /// Set in a status word by the fake split entry when the row's span count (word 0 of its
    /// first record) was not zero on entry.
    const STALE_COUNT: u32 = 0x100;

    /// The fake split entry over `groups` workgroups: [`echo_rows`] over its `n_rows` rows, with
    /// [`STALE_COUNT`] added to a row whose span count was not zero on entry. As the real
    /// entry, it leaves every count zero and fills the other words of each record (its partial
    /// folds and candidates), here with `0xA5A5A5A5`.
    ///
    /// # Safety
    ///
    /// `args` holds a split sampler argument block whose buffers cover its rows.
    unsafe fn split_rows(args: &Args, groups: u32) {
        let n_rows = args.u64("n_rows") as usize;
        let (n_spans, span_words) = (
            args.u64("n_spans") as usize,
            args.u64("span_words") as usize,
        );
        assert_eq!(groups as usize, n_rows * n_spans);
        let (partials, status) = (args.ptr::<u32>("partials"), args.ptr::<u32>("status"));
        let mut stale = vec![false; n_rows];
        for (row, stale) in stale.iter_mut().enumerate() {
            // SAFETY: the caller's contract: `partials` covers the row's records.
            let records = unsafe {
                std::slice::from_raw_parts_mut(
                    partials.add(row * n_spans * span_words),
                    n_spans * span_words,
                )
            };
            *stale = records[0] != 0;
            records.fill(0xA5A5_A5A5);
            records[0] = 0;
        }
        let seen = Seen::read(args, (0, n_rows as u64));
        // SAFETY: the caller's contract.
        unsafe { echo_rows(args, 0..n_rows, &seen) };
        for row in (0..n_rows).filter(|&row| stale[row]) {
            // SAFETY: the caller's contract: `status` and `out_0` hold `n_rows` words.
            unsafe {
                *status.add(row) |= STALE_COUNT;
                *args.ptr::<i64>("out_0").add(row) = -1;
            }
        }
    }

    /// What crossed between the host and a fake device, in order.
    type Log = Arc<Mutex<Vec<String>>>;

    fn log(log: &Log, event: String) {
        log.lock().unwrap().push(event);
    }

    /// The short name of `T`: `f32`, `u32`, `i64`.
    fn type_name<T>() -> &'static str {
        std::any::type_name::<T>()
    }

    /// Fake device `id`: an NVIDIA sm_90 whose memory is host memory.
    #[derive(Debug, Clone)]
    struct FakeGpu {
        id: usize,
        log: Log,
    }

    impl FakeGpu {
        fn new(id: usize) -> FakeGpu {
            FakeGpu {
                id,
                log: Log::default(),
            }
        }

        /// The events so far, cleared.
        fn take_log(&self) -> Vec<String> {
            std::mem::take(&mut *self.log.lock().unwrap())
        }
    }

    /// Values of a fake device: a leaked box, so the "kernel" writes through a raw pointer.
    struct FakeBuffer<T> {
        values: *mut [T],
        gpu: usize,
        log: Log,
    }

    impl<T: DeviceRepr> FakeBuffer<T> {
        fn new(gpu: &FakeGpu, values: Vec<T>) -> FakeBuffer<T> {
            FakeBuffer {
                values: Box::into_raw(values.into_boxed_slice()),
                gpu: gpu.id,
                log: Arc::clone(&gpu.log),
            }
        }

        fn values(&self) -> &[T] {
            // SAFETY: the box lives until drop; no kernel runs while the host looks.
            unsafe { &*self.values }
        }

        fn values_mut(&mut self) -> &mut [T] {
            // SAFETY: as `values`; `&mut self` excludes every other access.
            unsafe { &mut *self.values }
        }
    }

    impl<T> Drop for FakeBuffer<T> {
        fn drop(&mut self) {
            // SAFETY: made by `Box::into_raw` in `new`, dropped once.
            drop(unsafe { Box::from_raw(self.values) });
        }
    }

    thread_local! {
        /// The marks [`FakeGpu`]'s `mark` took on this thread.
        static MARKS: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
    }

    #[derive(Debug)]
    struct FakeModule {
        log: Log,
    }

    impl GpuDevice for FakeGpu {
        type Module = FakeModule;
        type Stream = ();
        type Buffer<T: DeviceRepr> = FakeBuffer<T>;
        /// The count of marks this thread had taken: consecutive marks are one microsecond
        /// apart.
        type Mark = u32;

        fn descriptor(&self) -> Device {
            Device::Nvidia {
                name: "Fake H200".to_string(),
                compute_capability: (9, 0),
                driver_version: 12080,
            }
        }

        fn multiprocessors(&self) -> u32 {
            132
        }

        fn upload<T: DeviceRepr>(&self, host: &[T]) -> Result<FakeBuffer<T>, Error> {
            log(
                &self.log,
                format!("upload {} x {}", type_name::<T>(), host.len()),
            );
            Ok(FakeBuffer::new(self, host.to_vec()))
        }

        fn zeroed<T: DeviceRepr>(&self, len: usize) -> Result<FakeBuffer<T>, Error> {
            log(&self.log, format!("zeroed {} x {len}", type_name::<T>()));
            // SAFETY: `DeviceRepr`: every bit pattern, zero included, is a value.
            let zero = unsafe { std::mem::zeroed::<T>() };
            Ok(FakeBuffer::new(self, vec![zero; len]))
        }

        /// Poisoned with `0xA5` bytes, as memory a device used before may hold anything.
        fn uninit<T: DeviceRepr>(&self, len: usize) -> Result<FakeBuffer<T>, Error> {
            log(&self.log, format!("uninit {} x {len}", type_name::<T>()));
            let mut poison = std::mem::MaybeUninit::<T>::uninit();
            // SAFETY: the writes cover the value's bytes; `DeviceRepr`: every bit pattern is a
            // value.
            let poison = unsafe {
                poison
                    .as_mut_ptr()
                    .cast::<u8>()
                    .write_bytes(0xA5, size_of::<T>());
                poison.assume_init()
            };
            Ok(FakeBuffer::new(self, vec![poison; len]))
        }

        fn zero_on<T: DeviceRepr>(buffer: &mut FakeBuffer<T>, _stream: &()) -> Result<(), Error> {
            log(
                &buffer.log,
                format!(
                    "zero {} x {} on the stream",
                    type_name::<T>(),
                    buffer.values().len()
                ),
            );
            // SAFETY: `DeviceRepr`: every bit pattern, zero included, is a value.
            buffer.values_mut().fill(unsafe { std::mem::zeroed::<T>() });
            Ok(())
        }

        fn read<T: DeviceRepr>(buffer: &FakeBuffer<T>, host: &mut [T]) -> Result<(), Error> {
            log(
                &buffer.log,
                format!("read {} x {}", type_name::<T>(), host.len()),
            );
            host.copy_from_slice(buffer.values());
            Ok(())
        }

        fn read_on<T: DeviceRepr>(
            buffer: &FakeBuffer<T>,
            host: &mut [T],
            _stream: &(),
        ) -> Result<(), Error> {
            log(
                &buffer.log,
                format!("read {} x {} on the stream", type_name::<T>(), host.len()),
            );
            host.copy_from_slice(&buffer.values()[..host.len()]);
            Ok(())
        }

        fn arg<T: DeviceRepr>(buffer: &FakeBuffer<T>) -> Arg {
            Arg::ptr(buffer.values.cast::<T>().cast_const())
        }

        fn len<T: DeviceRepr>(buffer: &FakeBuffer<T>) -> usize {
            buffer.values().len()
        }

        fn check_buffer<T: DeviceRepr>(
            &self,
            what: &'static str,
            buffer: &FakeBuffer<T>,
        ) -> Result<(), Error> {
            if buffer.gpu == self.id {
                return Ok(());
            }
            Err(Error::CudaDeviceMismatch {
                what,
                first: self.id,
                second: buffer.gpu,
            })
        }

        fn load(&self, image: &GpuImage) -> Result<FakeModule, Error> {
            log(&self.log, format!("load {}", image.chip));
            Ok(FakeModule {
                log: Arc::clone(&self.log),
            })
        }

        fn stream(&self) -> Result<(), Error> {
            Ok(())
        }

        unsafe fn launch(
            module: &FakeModule,
            entry: &StaticAbi,
            pack: &ArgPack,
            n_rows: u32,
            _stream: &(),
        ) -> Result<(), Error> {
            check_launch(entry, pack, n_rows)?;
            log(&module.log, format!("launch {} x {n_rows}", entry.entry));
            let abi = (PACKED_ENTRIES.iter().chain(&SPLIT_ENTRIES))
                .find(|e| e.entry == entry.entry)
                .unwrap();
            // SAFETY: the pack is an argument block of `abi` (`check_launch`), 8-byte aligned.
            let args = unsafe { Args::new(pack.bytes().as_ptr(), abi) };
            if args.has("partials") {
                // SAFETY: as below; `partials` holds `n_spans * span_words` words per row.
                unsafe { split_rows(&args, n_rows) };
                return Ok(());
            }
            assert_eq!(args.u64("n_rows"), u64::from(n_rows));
            let seen = Seen::read(&args, (0, u64::from(n_rows)));
            // SAFETY: the launcher's contract: buffers of `n_rows` rows on this device.
            unsafe { echo_rows(&args, 0..n_rows as usize, &seen) };
            Ok(())
        }

        fn synchronize(_stream: &()) -> Result<(), Error> {
            Ok(())
        }

        fn mark(_stream: &()) -> Result<u32, Error> {
            Ok(MARKS.with(|marks| marks.replace(marks.get() + 1)))
        }

        fn seconds_between(start: &u32, end: &u32) -> Result<f64, Error> {
            Ok(f64::from(end - start) * 1e-6)
        }
    }

    const SAMPLING: SamplerParams = SamplerParams {
        temperature: 0.8,
        top_k: 50,
        top_p: 0.9,
    };

    /// The run the echo kernel reports for `logits` on the whole-grid row range.
    fn expected_run(
        logits: &[f32],
        vocab: usize,
        params: &SamplerParams,
        key: [u64; 2],
    ) -> (Vec<i64>, SampleRun) {
        let n_rows = logits.len() / vocab;
        let (ids, status) = expected(logits, vocab, params, key, |_| (0, n_rows as u64));
        let run = SampleRun {
            program: "gpu_sampler",
            next_key: [key[0], key[1].wrapping_add(1)],
            level: "sm_90",
            invalid_rows: tessera_rt::sampler::invalid_rows(&status),
            spans_per_row: 1,
        };
        (ids, run)
    }

    #[test]
    fn run_sampler_uploads_launches_the_entry_for_the_width_and_downloads() {
        let gpu = FakeGpu::new(0);
        let policy = Policy::default();
        for (n_rows, vocab, entry) in [
            (5, 100, "sampler_w256"),
            (3, 1000, "sampler_w1024"),
            (2, 5000, "sampler_wide"),
        ] {
            let logits = logits(n_rows * vocab);
            let mut ids = vec![7777; n_rows];
            let key = [9, u64::MAX];
            let run = run_sampler(
                &gpu,
                gpu_program(),
                &logits,
                &mut ids,
                n_rows,
                vocab,
                &SAMPLING,
                key,
                &policy,
            );
            let (expected_ids, expected_run) = expected_run(&logits, vocab, &SAMPLING, key);
            assert_eq!(message(run), Ok(expected_run));
            assert_eq!(ids, expected_ids);
            let mut expected_log = vec![
                "load sm_90".to_string(),
                format!("upload f32 x {}", n_rows * vocab),
                format!("zeroed i64 x {n_rows}"),
                // The status words: a power of two of them.
                format!("uninit u32 x {}", n_rows.next_power_of_two()),
            ];
            if entry == "sampler_wide" {
                // The wide entry's scratch: 12 bytes (3 words) per logit of every row, not
                // zeroed (the kernel writes it before it reads it).
                expected_log.push(format!("uninit u32 x {}", 3 * n_rows * vocab));
            }
            expected_log.extend([
                format!("launch {entry} x {n_rows}"),
                format!("read u32 x {n_rows} on the stream"),
                format!("read i64 x {n_rows}"),
            ]);
            assert_eq!(gpu.take_log(), expected_log);
        }
    }

    #[test]
    fn run_sampler_refuses_before_touching_the_device() {
        let gpu = FakeGpu::new(0);
        let policy = Policy::default();
        let mut ids = vec![7777; 2];
        let bad = SamplerParams::new(-1.0);
        let run =
            |program: &'static Program, vocab: usize, ids: &mut [i64], params: &SamplerParams| {
                let logits = vec![0.5; 2 * vocab];
                let run = run_sampler(
                    &gpu,
                    program,
                    &logits,
                    ids,
                    2,
                    vocab,
                    params,
                    [0, 0],
                    &policy,
                );
                message(run).unwrap_err()
            };
        assert!(
            run(gpu_program(), 4, &mut ids, &bad).starts_with("temperature = -1: a temperature"),
        );
        assert_eq!(
            run(&NOT_A_SAMPLER, 4, &mut ids, &SAMPLING),
            "program `scale` is not a sampler program"
        );
        // No entry of an image without the wide entry serves 5000 logits a row.
        let refused = run(narrow_gpu_program(), 5000, &mut ids, &SAMPLING);
        assert!(
            refused.starts_with(
                "no compiled kernel of program `gpu_sampler` runs on Fake H200 (NVIDIA, compute \
                 capability 9.0, CUDA driver 12.8) (rows of 5000 features):\n"
            ),
            "{refused}"
        );
        assert!(refused.contains("1024"), "{refused}");
        assert_eq!(ids, [7777; 2]);
        assert_eq!(gpu.take_log(), Vec::<String>::new());
    }

    #[test]
    fn device_resident_logits_are_sampled_without_a_round_trip() {
        let gpu = FakeGpu::new(0);
        let (n_rows, vocab) = (6, 4);
        let sampler = SamplerOnDevice::new(&gpu, gpu_program(), vocab, &Policy::default());
        let mut sampler = sampler.unwrap();
        assert_eq!(sampler.chosen(), ("sm_90", "sampler_w256"));
        assert_eq!(sampler.vocab(), vocab);
        let host_logits = poisoned_logits();
        let d_logits = gpu.upload(&host_logits).unwrap();
        let mut d_ids = gpu.zeroed::<i64>(n_rows).unwrap();
        assert_eq!(
            gpu.take_log(),
            ["load sm_90", "upload f32 x 24", "zeroed i64 x 6"]
        );
        // A decode loop: the key fed back, only the status words read each time, their buffer
        // allocated once and never zeroed (the kernel writes each word whole).
        let cold = SamplerParams::new(1e-3);
        let mut key = [1, 2];
        for launch in 0..3 {
            let run = sampler.sample(&d_logits, &mut d_ids, n_rows, &cold, key);
            let (expected_ids, expected_run) = expected_run(&host_logits, vocab, &cold, key);
            let run = run.unwrap();
            assert_eq!(run, expected_run);
            assert_eq!(d_ids.values(), expected_ids);
            assert_eq!(
                message(run.check()),
                Err(super::POISONED_MESSAGE.replace("echo_sampler", "gpu_sampler"))
            );
            let mut expected_log = vec!["launch sampler_w256 x 6", "read u32 x 6 on the stream"];
            if launch == 0 {
                // Status words for eight rows: a power of two.
                expected_log.insert(0, "uninit u32 x 8");
            }
            assert_eq!(gpu.take_log(), expected_log);
            key = run.next_key;
        }
        assert_eq!(key, [1, 5]);
        // The one-call form loads the image each time.
        let run = run_sampler_on_device(
            &gpu,
            gpu_program(),
            &d_logits,
            &mut d_ids,
            n_rows,
            vocab,
            &SAMPLING.with_top_k(3),
            key,
            &Policy::default(),
        );
        assert_eq!(run.unwrap().next_key, [1, 6]);
        assert_eq!(
            gpu.take_log(),
            [
                "load sm_90",
                "uninit u32 x 8",
                "launch sampler_w256 x 6",
                "read u32 x 6 on the stream"
            ]
        );
    }

    #[test]
    fn batches_of_changing_size_reuse_the_status_words_until_they_outgrow_them() {
        // Continuous batching: each launch its own number of rows. The status words are
        // allocated for a power of two of rows, and a launch reads its own rows' words.
        let gpu = FakeGpu::new(0);
        let vocab = 100;
        let mut sampler =
            SamplerOnDevice::new(&gpu, gpu_program(), vocab, &Policy::default()).unwrap();
        gpu.take_log();
        for (n_rows, allocated) in [(6, Some(8)), (3, None), (8, None), (9, Some(16)), (2, None)] {
            let host_logits = logits(n_rows * vocab);
            let d_logits = gpu.upload(&host_logits).unwrap();
            let mut d_ids = gpu.zeroed::<i64>(n_rows).unwrap();
            gpu.take_log();
            let run = sampler.sample(&d_logits, &mut d_ids, n_rows, &SAMPLING, [4, 5]);
            let (expected_ids, expected_run) = expected_run(&host_logits, vocab, &SAMPLING, [4, 5]);
            assert_eq!(run.unwrap(), expected_run, "{n_rows} rows");
            assert_eq!(d_ids.values(), expected_ids, "{n_rows} rows");
            let mut expected_log: Vec<String> = allocated
                .map(|w| format!("uninit u32 x {w}"))
                .into_iter()
                .collect();
            expected_log.push(format!("launch sampler_w256 x {n_rows}"));
            expected_log.push(format!("read u32 x {n_rows} on the stream"));
            assert_eq!(gpu.take_log(), expected_log, "{n_rows} rows");
        }
    }

    #[test]
    fn split_launches_zero_their_span_records_only_for_a_new_layout() {
        // The split entry's last spans reset the counts they used, so a launch of the layout
        // (spans per row, words per record) of the one before needs no zeroing; a launch of
        // another layout may find its counts among the earlier records' words, and a new
        // buffer holds whatever the device had there (the fake poisons it).
        let gpu = FakeGpu::new(0);
        let vocab = 5000;
        let mut sampler =
            SamplerOnDevice::new(&gpu, split_gpu_program(), vocab, &Policy::default()).unwrap();
        assert_eq!(sampler.chosen(), ("sm_90", "sampler_wide"));
        gpu.take_log();
        let plain = SamplerParams::new(1.0);
        // Records of 64 words, or 64 + 50 with a top-k of 50 (the spans list their top 50).
        let top_k = plain.with_top_k(50);
        let spans = 2;
        let words = |n_rows: usize, span_words: usize| n_rows * spans * span_words;
        // Rows, parameters, the span records allocated, the words zeroed.
        let launches = [
            (2, plain, Some(words(2, 64)), Some(words(2, 64))),
            (2, plain, None, None),
            (2, top_k, Some(words(2, 114)), Some(words(2, 114))),
            (2, top_k, None, None),
            // The larger buffer is kept, zeroed for the new layout.
            (2, plain, None, Some(words(2, 114))),
            (2, SamplerParams::greedy(), None, None),
            // More rows of the same layout: a new buffer, zeroed.
            (
                4,
                SamplerParams::greedy(),
                Some(words(4, 64)),
                Some(words(4, 64)),
            ),
            (4, plain, None, None),
        ];
        let mut rows_before = 0;
        for (i, (n_rows, params, allocated, zeroed)) in launches.into_iter().enumerate() {
            assert_eq!(tessera_rt::abi::gpu_spans(n_rows, vocab, 132), spans);
            let host_logits = logits(n_rows * vocab);
            let d_logits = gpu.upload(&host_logits).unwrap();
            let mut d_ids = gpu.zeroed::<i64>(n_rows).unwrap();
            gpu.take_log();
            let run = sampler.sample(&d_logits, &mut d_ids, n_rows, &params, [1, 2]);
            let (expected_ids, mut expected_run) =
                expected_run(&host_logits, vocab, &params, [1, 2]);
            expected_run.spans_per_row = spans;
            assert_eq!(run.unwrap(), expected_run, "launch {i}");
            assert_eq!(d_ids.values(), expected_ids, "launch {i}");
            let mut expected_log = Vec::new();
            if n_rows != rows_before {
                // The status words and the scratch (12 bytes per logit).
                expected_log.push(format!("uninit u32 x {n_rows}"));
                expected_log.push(format!("uninit u32 x {}", 3 * n_rows * vocab));
            }
            rows_before = n_rows;
            expected_log.extend(allocated.map(|w| format!("uninit u32 x {w}")));
            expected_log.extend(zeroed.map(|w| format!("zero u32 x {w} on the stream")));
            expected_log.push(format!("launch sampler_split x {}", n_rows * spans));
            expected_log.push(format!("read u32 x {n_rows} on the stream"));
            assert_eq!(gpu.take_log(), expected_log, "launch {i}");
        }
    }

    /// The launches `gpu` logged since its log was last taken (taking it).
    fn logged_launches(gpu: &FakeGpu) -> Vec<String> {
        gpu.take_log()
            .into_iter()
            .filter(|event| event.starts_with("launch"))
            .collect()
    }

    #[test]
    fn top_k_launches_split_only_on_a_split_entry_that_splits_by_candidates() {
        // Two rows of 5000 tokens on 132 multiprocessors: 2 spans per row where the launch can
        // split; a top-k of 50 splits by candidates on an entry that does (unless a guard that
        // blocks it holds: top-p on an entry blocked by it), and runs one workgroup per row on
        // the wide entry where the split entry would run each row whole.
        let vocab = 5000;
        let n_rows = 2;
        let top_k = SamplerParams::new(1.0).with_top_k(50);
        let top_k_top_p = top_k.with_top_p(0.9);
        for (program, params, entry, spans) in [
            (split_gpu_program(), top_k, "sampler_split", 2),
            (split_gpu_program(), top_k_top_p, "sampler_split", 2),
            (split_whole_gpu_program(), top_k, "sampler_wide", 1),
            (split_without_top_p_gpu_program(), top_k, "sampler_split", 2),
            (
                split_without_top_p_gpu_program(),
                top_k_top_p,
                "sampler_wide",
                1,
            ),
            (
                split_whole_gpu_program(),
                SamplerParams::new(1.0),
                "sampler_split",
                2,
            ),
        ] {
            let gpu = FakeGpu::new(0);
            let mut sampler =
                SamplerOnDevice::new(&gpu, program, vocab, &Policy::default()).unwrap();
            let host_logits = logits(n_rows * vocab);
            let d_logits = gpu.upload(&host_logits).unwrap();
            let mut d_ids = gpu.zeroed::<i64>(n_rows).unwrap();
            gpu.take_log();
            let run = sampler
                .sample(&d_logits, &mut d_ids, n_rows, &params, [1, 2])
                .unwrap();
            let (expected_ids, mut expected_run) =
                expected_run(&host_logits, vocab, &params, [1, 2]);
            expected_run.spans_per_row = spans;
            assert_eq!(run, expected_run, "{params:?} on {entry}");
            assert_eq!(d_ids.values(), expected_ids);
            assert_eq!(
                logged_launches(&gpu),
                [format!("launch {entry} x {}", n_rows * spans)],
                "{params:?}"
            );
        }
    }

    #[test]
    fn a_packed_entry_samples_every_launch() {
        // Plain, greedy and searching launches alike run several rows to a workgroup (the
        // kernel's searches run in step), with or without register entries in the image.
        for program in [packed_gpu_program(), packed_only_gpu_program()] {
            let gpu = FakeGpu::new(0);
            let (n_rows, vocab) = (5, 4);
            let mut sampler =
                SamplerOnDevice::new(&gpu, program, vocab, &Policy::default()).unwrap();
            assert_eq!(sampler.chosen(), ("sm_90", "sampler_w4x64"));
            let host_logits = logits(n_rows * vocab);
            let d_logits = gpu.upload(&host_logits).unwrap();
            let mut d_ids = gpu.zeroed::<i64>(n_rows).unwrap();
            gpu.take_log();
            let launches = [
                SamplerParams::new(0.8),
                SamplerParams::greedy().with_top_k(2),
                SamplerParams::new(0.8).with_top_k(2),
                SamplerParams::new(0.8).with_top_p(0.5),
                SamplerParams::new(0.8).with_top_k(3).with_top_p(0.7),
                SamplerParams::new(0.8).with_top_p(1.0),
            ];
            for params in launches {
                let run = sampler.sample(&d_logits, &mut d_ids, n_rows, &params, [1, 2]);
                let (expected_ids, expected_run) =
                    expected_run(&host_logits, vocab, &params, [1, 2]);
                assert_eq!(run.unwrap(), expected_run);
                assert_eq!(d_ids.values(), expected_ids);
                assert_eq!(
                    logged_launches(&gpu),
                    [format!("launch sampler_w4x64 x {n_rows}")],
                    "{params:?}"
                );
            }
        }
    }

    #[test]
    fn a_resident_sampler_times_its_kernels_only_when_asked() {
        let gpu = FakeGpu::new(0);
        let (n_rows, vocab) = (3, 4);
        let mut sampler =
            SamplerOnDevice::new(&gpu, gpu_program(), vocab, &Policy::default()).unwrap();
        let d_logits = gpu.upload(&logits(n_rows * vocab)).unwrap();
        let mut d_ids = gpu.zeroed::<i64>(n_rows).unwrap();
        let marks = || MARKS.with(std::cell::Cell::get);
        let mut sample = |sampler: &mut SamplerOnDevice<FakeGpu>| {
            let before = marks();
            sampler
                .sample(
                    &d_logits,
                    &mut d_ids,
                    n_rows,
                    &SamplerParams::new(0.8),
                    [1, 2],
                )
                .unwrap();
            (marks() - before, sampler.kernel_seconds())
        };
        assert_eq!(sample(&mut sampler), (0, None));
        sampler.time_kernels(true);
        // One mark on each side of the launch, consecutive: the launch alone is timed.
        assert_eq!(sample(&mut sampler), (2, Some(1e-6)));
        sampler.time_kernels(false);
        assert_eq!(sample(&mut sampler), (0, None));
    }

    #[test]
    fn device_resident_buffers_are_checked_before_the_launch() {
        let gpu = FakeGpu::new(0);
        let mut sampler = SamplerOnDevice::new(&gpu, gpu_program(), 4, &Policy::default()).unwrap();
        let (logits, mut ids) = (
            gpu.upload(&[0.5f32; 12]).unwrap(),
            gpu.zeroed::<i64>(3).unwrap(),
        );
        let other = FakeGpu::new(1);
        let (other_logits, mut other_ids) = (
            other.upload(&[0.5f32; 12]).unwrap(),
            other.zeroed::<i64>(3).unwrap(),
        );
        gpu.take_log();
        let params = SamplerParams::greedy();
        let cases = [
            (
                sampler.sample(&logits, &mut ids, 4, &params, [0, 0]),
                "logits has 12 elements, expected n_rows * vocab = 16",
            ),
            (
                sampler.sample(
                    &gpu.upload(&[0.5; 12]).unwrap(),
                    &mut gpu.zeroed(2).unwrap(),
                    3,
                    &params,
                    [0, 0],
                ),
                "ids has 2 elements, expected n_rows = 3",
            ),
            (
                sampler.sample(&logits, &mut ids, 3, &params.with_top_k(9), [0, 0]),
                "top_k = 9 is out of range for a vocabulary of V = 4 tokens: expected top_k in 0 \
                 (off) ..= V, that is 0 <= top_k <= 4",
            ),
            (
                sampler.sample(&other_logits, &mut ids, 3, &params, [0, 0]),
                "the sampler and the logits buffer belong to different CUDA devices (0 and 1)",
            ),
            (
                sampler.sample(&logits, &mut other_ids, 3, &params, [0, 0]),
                "the sampler and the ids buffer belong to different CUDA devices (0 and 1)",
            ),
        ];
        for (run, expected) in cases {
            assert_eq!(message(run), Err(expected.to_string()));
        }
        let launched = gpu
            .take_log()
            .iter()
            .any(|event| event.starts_with("launch"));
        assert!(!launched);
        assert_eq!(
            message(SamplerOnDevice::new(
                &gpu,
                gpu_program(),
                0,
                &Policy::default()
            ))
            .unwrap_err(),
            "vocab = 0: the vocabulary is empty; expected 1 <= vocab <= 16777216"
        );
        assert_eq!(
            message(SamplerOnDevice::new(
                &gpu,
                &NOT_A_SAMPLER,
                4,
                &Policy::default()
            ))
            .unwrap_err(),
            "program `scale` is not a sampler program"
        );
    }
}

/// On a real NVIDIA driver: the sampler of a program without GPU images is refused by
/// selection; without one, opening the device reports the driver missing.
#[cfg(feature = "cuda")]
#[test]
fn the_cuda_sampler_reports_a_missing_driver_or_a_missing_kernel() {
    use tessera_rt::cuda::{self, CudaDevice};
    use tessera_rt::select::Policy;

    let device = match CudaDevice::open(0) {
        Ok(device) => device,
        Err(error) => {
            let text = error.to_string();
            match cuda::driver_library() {
                Err(_) => assert!(
                    text.starts_with("the NVIDIA CUDA driver library libcuda.so.1 was not found")
                        || text.contains("too old"),
                    "{text}"
                ),
                Ok(_) => assert!(cuda::devices().unwrap().is_empty(), "{text}"),
            }
            return;
        }
    };
    let mut ids = vec![7777; 2];
    let run = cuda::run::run_sampler(
        &device,
        &ECHO,
        &[0.5; 8],
        &mut ids,
        2,
        4,
        &SamplerParams::greedy(),
        [0, 0],
        &Policy::default(),
    );
    let refused = message(run).unwrap_err();
    assert!(
        refused.starts_with("no compiled kernel of program `echo_sampler` runs on"),
        "{refused}"
    );
    assert_eq!(ids, [7777; 2]);
}

/// On the HIP runtime: the sampler of a program without GPU images is refused by selection;
/// without an AMD GPU, opening the device says there is none.
#[cfg(feature = "rocm")]
#[test]
fn the_hip_sampler_reports_no_gpu_or_a_missing_kernel() {
    use tessera_rt::hip::{self, HipDevice};
    use tessera_rt::select::Policy;

    let device = match HipDevice::open(0) {
        Ok(device) => device,
        Err(error) => {
            let text = error.to_string();
            assert!(text.starts_with("no AMD GPU found ("), "{text}");
            return;
        }
    };
    let mut ids = vec![7777; 2];
    let run = hip::run::run_sampler(
        &device,
        &ECHO,
        &[0.5; 8],
        &mut ids,
        2,
        4,
        &SamplerParams::greedy(),
        [0, 0],
        &Policy::default(),
    );
    let refused = message(run).unwrap_err();
    assert!(
        refused.starts_with("no compiled kernel of program `echo_sampler` runs on"),
        "{refused}"
    );
    assert_eq!(ids, [7777; 2]);
}
