//! The CPU launchers: row splitting, global row indices, operands and launch values reaching the
//! entry, kernel selection, refused launches leaving buffers untouched, and the map and energy
//! launchers end to end. The kernels are fakes written in Rust with the entry ABI: one pointer to
//! an argument block laid out by their `StaticAbi`.

use tessera_rt::Operands;
use tessera_rt::abi::{Arg, ArgPack, StaticAbi};
use tessera_rt::cpu::{CPU_LEVELS, CpuInfo, select_cpu};
use tessera_rt::energy::{self, EnergyOut};
use tessera_rt::kernel::{CpuKernel, Manifold, Program, ProgramKind};
use tessera_rt::langevin::{
    self, LangevinParams, LangevinRun, host_scalars, run_cpu, run_cpu_with,
};
use tessera_rt::launch::{rows_per_chunk, run_rows};
use tessera_rt::map;

use crate::{ABI_BUG, Args, STATE_ONLY_ABI, message, static_abi};

/// Every ABI table this module declares (checked against `AbiRecord::new` in `abi`).
pub static TEST_ABIS: [&StaticAbi; 8] = [
    &VISIT_ABIS[0],
    &VISIT_ABIS[1],
    &VISIT_ABIS[2],
    &ECHO_ABI,
    &NO_ROWS_ABI,
    &MAP_ABI,
    &ENERGY_ABI,
    &STATE_ONLY_ABI,
];

const EUCLIDEAN: ProgramKind = ProgramKind::Langevin {
    manifold: Manifold::Euclidean,
};

/// What the state holds before a launch; a visited element never holds it afterwards.
const UNVISITED: f32 = -1.0;

/// The value of element `index` (global, `row * F + feature`) of input `input_idx`.
fn input_value(input_idx: usize, index: usize) -> f32 {
    ((input_idx + 1) * 1_000_000 + index) as f32
}

/// The value of feature `feature` of vector `vector_idx`.
fn vector_value(vector_idx: usize, feature: usize) -> f32 {
    ((vector_idx + 1) * 100_000 + feature) as f32
}

/// The value of scalar parameter `param_idx`.
fn param_value(param_idx: usize) -> f32 {
    0.5 + param_idx as f32
}

/// `(inputs, vectors, params)` of the visit programs.
const VISIT_COUNTS: [(usize, usize, usize); 3] = [(0, 0, 0), (1, 1, 1), (2, 2, 3)];

static VISIT_ABIS: [StaticAbi; 3] = [
    static_abi!("visit0", langevin, [("state", State, Ptr),]),
    static_abi!(
        "visit1",
        langevin,
        [
            ("state", State, Ptr),
            ("input_0", Input, Ptr),
            ("vector_0", Vector, Ptr),
            ("param_0", Param, F32),
        ]
    ),
    static_abi!(
        "visit2",
        langevin,
        [
            ("state", State, Ptr),
            ("input_0", Input, Ptr),
            ("input_1", Input, Ptr),
            ("vector_0", Vector, Ptr),
            ("vector_1", Vector, Ptr),
            ("param_0", Param, F32),
            ("param_1", Param, F32),
            ("param_2", Param, F32),
        ]
    ),
];

/// Writes each element's global index `row * F + feature` into it, or NaN when the element was
/// already visited or an operand does not hold its expected value there.
unsafe extern "C" fn visit<const I: usize>(args: *const u8) {
    // SAFETY: the launcher passes a block laid out by the kernel's ABI, `VISIT_ABIS[I]`.
    let args = unsafe { Args::new(args, &VISIT_ABIS[I]) };
    let (n_inputs, n_vectors, n_params) = VISIT_COUNTS[I];
    let n_features = args.u64("n_features") as usize;
    let state = args.ptr::<f32>("state");
    let inputs: Vec<*const f32> = (0..n_inputs)
        .map(|i| args.ptr::<f32>(&format!("input_{i}")).cast_const())
        .collect();
    let vectors: Vec<*const f32> = (0..n_vectors)
        .map(|i| args.ptr::<f32>(&format!("vector_{i}")).cast_const())
        .collect();
    let params_ok = (0..n_params).all(|i| args.f32(&format!("param_{i}")) == param_value(i));
    for row in args.rows() {
        for feature in 0..n_features {
            let index = row * n_features + feature;
            // SAFETY: full-size buffers of `[rows, F]` (inputs, state) and `F` (vectors); this
            // call owns the rows of its range.
            unsafe {
                let inputs_ok = inputs
                    .iter()
                    .enumerate()
                    .all(|(i, input)| *input.add(index) == input_value(i, index));
                let vectors_ok = vectors
                    .iter()
                    .enumerate()
                    .all(|(v, vector)| *vector.add(feature) == vector_value(v, feature));
                let cell = state.add(index);
                *cell = if *cell == UNVISITED && inputs_ok && vectors_ok && params_ok {
                    index as f32
                } else {
                    f32::NAN
                };
            }
        }
    }
}

const fn kernel(
    level: &'static str,
    entry: tessera_rt::abi::CpuEntry,
    abi: &'static StaticAbi,
) -> CpuKernel {
    CpuKernel {
        level,
        required_features: &[],
        entry,
        abi,
    }
}

const NAMES: [&str; 3] = ["a", "b", "c"];

const fn visit_program(name: &'static str, i: usize, cpu: &'static [CpuKernel]) -> Program {
    let (n_inputs, n_vectors, n_params) = VISIT_COUNTS[i];
    Program {
        name,
        kind: EUCLIDEAN,
        inputs: NAMES.split_at(n_inputs).0,
        vectors: NAMES.split_at(n_vectors).0,
        params: NAMES.split_at(n_params).0,
        cpu,
        gpu: &[],
    }
}

static VISIT_PROGRAMS: [Program; 3] = [
    visit_program("visit0", 0, &[kernel("x86-64", visit::<0>, &VISIT_ABIS[0])]),
    visit_program("visit1", 1, &[kernel("x86-64", visit::<1>, &VISIT_ABIS[1])]),
    visit_program("visit2", 2, &[kernel("x86-64", visit::<2>, &VISIT_ABIS[2])]),
];

const PARAMS: LangevinParams = LangevinParams {
    steps: 7,
    eta: 0.0496,
    temperature: 2.25,
    anneal: None,
};

/// The operands of visit program `i` for `n_rows x n_features`.
struct VisitOperands {
    inputs: Vec<Vec<f32>>,
    vectors: Vec<Vec<f32>>,
    params: Vec<f32>,
}

impl VisitOperands {
    fn new(i: usize, n_rows: usize, n_features: usize) -> Self {
        let (n_inputs, n_vectors, n_params) = VISIT_COUNTS[i];
        let n_elements = n_rows * n_features;
        VisitOperands {
            inputs: (0..n_inputs)
                .map(|i| (0..n_elements).map(|index| input_value(i, index)).collect())
                .collect(),
            vectors: (0..n_vectors)
                .map(|v| (0..n_features).map(|f| vector_value(v, f)).collect())
                .collect(),
            params: (0..n_params).map(param_value).collect(),
        }
    }

    /// Calls `f` with the borrowed operands.
    fn with<R>(&self, f: impl FnOnce(&Operands<'_>) -> R) -> R {
        let inputs: Vec<&[f32]> = self.inputs.iter().map(Vec::as_slice).collect();
        let vectors: Vec<&[f32]> = self.vectors.iter().map(Vec::as_slice).collect();
        f(&Operands {
            inputs: &inputs,
            vectors: &vectors,
            params: &self.params,
        })
    }
}

#[track_caller]
fn check_visits(n_rows: usize, n_features: usize, i: usize) {
    let mut state = vec![UNVISITED; n_rows * n_features];
    let operands = VisitOperands::new(i, n_rows, n_features);
    let run = operands.with(|ops| {
        run_cpu(
            &VISIT_PROGRAMS[i],
            &mut state,
            None,
            ops,
            n_rows,
            n_features,
            &PARAMS,
            [3, 9],
        )
    });
    let shape = format!(
        "{n_rows} rows x {n_features} features, operands {:?}",
        VISIT_COUNTS[i]
    );
    assert_eq!(
        message(run),
        Ok(LangevinRun {
            next_key: [3, 16],
            level: "x86-64"
        }),
        "{shape}"
    );
    if let Some((index, value)) = state
        .iter()
        .enumerate()
        .find(|&(index, &value)| value != index as f32)
    {
        let (row, feature) = (index / n_features, index % n_features);
        panic!("{shape}: row {row}, feature {feature} holds {value}, expected {index}");
    }
}

#[test]
fn rows_per_chunk_is_about_64_kib_of_state_and_at_least_one_row() {
    let cases = [
        (0, 16384),
        (1, 16384),
        (3, 5461),
        (1000, 16),
        (16384, 1),
        (16385, 1),
        (20_000, 1),
    ];
    for (n_features, expected) in cases {
        assert_eq!(rows_per_chunk(n_features), expected, "F = {n_features}");
    }
}

#[test]
fn every_row_is_processed_once_with_its_global_index_and_operands() {
    // The shapes cover one row, one partial chunk, exact multiples of the chunk, a ragged last
    // chunk and rows wider than a chunk (see `rows_per_chunk` above).
    let shapes: &[(usize, usize, usize)] = &[
        (1, 1, 0),
        (1, 1, 1),
        (1, 7, 2),
        (2, 3, 1),
        (100, 3, 0),
        (5461, 3, 2),
        (5462, 3, 1),
        (16_384, 1, 1),
        (16_385, 1, 2),
        (32_768, 1, 0),
        (40_000, 1, 0),
        (64, 256, 1),
        (65, 256, 2),
        (50, 1000, 2),
        (3, 20_000, 2),
        (1, 100_000, 1),
    ];
    for &(n_rows, n_features, i) in shapes {
        check_visits(n_rows, n_features, i);
    }
}

static ECHO_ABI: StaticAbi = static_abi!(
    "echo",
    langevin,
    [("state", State, Ptr), ("status", Status, Ptr),]
);

/// The fields [`echo`] writes at the start of each row.
const ECHO_FIELDS: usize = 14;

/// Writes, at the start of each row: the global row, `row_begin`, `row_end`, `n_features`, then
/// every Langevin launch value (integers as f32; exactly representable in the tests), and ORs
/// `row << 4` into the row's status word.
unsafe extern "C" fn echo(args: *const u8) {
    // SAFETY: the launcher passes a block laid out by `ECHO_ABI`.
    let args = unsafe { Args::new(args, &ECHO_ABI) };
    let n_features = args.u64("n_features") as usize;
    let (state, status) = (args.ptr::<f32>("state"), args.ptr::<u32>("status"));
    for row in args.rows() {
        let fields = [
            row as f32,
            args.u64("row_begin") as f32,
            args.u64("row_end") as f32,
            n_features as f32,
            args.u64("steps") as f32,
            args.f32("eta"),
            args.f32("noise_scale"),
            args.u32("draw_noise") as f32,
            args.u32("anneal") as f32,
            args.f32("temperature"),
            args.f32("anneal_ratio"),
            args.f32("two_eta"),
            args.u64("key0") as f32,
            args.u64("key1") as f32,
        ];
        // SAFETY: full-size `[rows, F]` state and `[rows]` status; F >= ECHO_FIELDS in the tests.
        unsafe {
            std::slice::from_raw_parts_mut(state.add(row * n_features), ECHO_FIELDS)
                .copy_from_slice(&fields);
            *status.add(row) |= (row as u32) << 4;
        }
    }
}

static ECHO: Program = Program {
    name: "echo",
    kind: ProgramKind::Langevin {
        manifold: Manifold::Sphere,
    },
    inputs: &[],
    vectors: &[],
    params: &[],
    cpu: &[kernel("x86-64-v3", echo, &ECHO_ABI)],
    gpu: &[],
};

fn f32_bits(values: &[f32]) -> Vec<u32> {
    values.iter().map(|value| value.to_bits()).collect()
}

#[track_caller]
fn check_echo(n_rows: usize, n_features: usize, params: LangevinParams, key: [u64; 2]) {
    let mut state = vec![0.0; n_rows * n_features];
    let mut status = vec![0x3u32; n_rows];
    let kernel = &ECHO.cpu[0];
    let ops = Operands::default();
    let run = run_cpu_with(
        kernel,
        &ECHO,
        &mut state,
        Some(&mut status),
        &ops,
        n_rows,
        n_features,
        &params,
        key,
    );
    let next_key = [key[0], key[1] + params.steps];
    assert_eq!(
        message(run),
        Ok(LangevinRun {
            next_key,
            level: "x86-64-v3"
        })
    );
    let h = host_scalars(&params);
    let chunk = rows_per_chunk(n_features);
    for (row, values) in state.chunks_exact(n_features).enumerate() {
        let row_begin = row / chunk * chunk;
        let row_end = (row_begin + chunk).min(n_rows);
        let expected = [
            row as f32,
            row_begin as f32,
            row_end as f32,
            n_features as f32,
            params.steps as f32,
            h.eta32,
            h.noise_scale,
            f32::from(u8::from(h.draw_noise)),
            f32::from(u8::from(h.anneal)),
            h.temperature,
            h.anneal_ratio,
            h.two_eta,
            key[0] as f32,
            key[1] as f32,
        ];
        assert_eq!(
            f32_bits(&values[..ECHO_FIELDS]),
            f32_bits(&expected),
            "row {row}: {:?}",
            &values[..ECHO_FIELDS]
        );
    }
    let expected_status: Vec<u32> = (0..n_rows as u32).map(|row| 0x3 | row << 4).collect();
    assert_eq!(status, expected_status);
}

#[test]
fn the_entry_gets_whole_row_chunks_the_status_and_the_launch_values() {
    let noisy = PARAMS;
    let cold = LangevinParams::constant(1, 0.01, 0.0);
    let annealed = LangevinParams {
        steps: 3,
        eta: 0.0496,
        temperature: 0.3,
        anneal: Some(0.9),
    };
    let frozen = LangevinParams {
        steps: 2,
        eta: 0.01,
        temperature: 0.0,
        anneal: Some(0.25),
    };
    // 2000 features: 8 rows per chunk, so 20 rows are chunks [0, 8), [8, 16), [16, 20).
    check_echo(20, 2000, noisy, [3, 9]);
    check_echo(1, ECHO_FIELDS, cold, [1, 2]);
    check_echo(5, 16_384, annealed, [0, 0]);
    check_echo(33, ECHO_FIELDS, frozen, [11, 1 << 20]);
    check_echo(3, ECHO_FIELDS, annealed, [1 << 40, 3 << 41]);
}

#[test]
fn run_cpu_with_refuses_a_kernel_the_cpu_cannot_run() {
    static NEEDS_MAGIC: Program = visit_program(
        "magic",
        0,
        &[CpuKernel {
            level: "x86-64-magic",
            required_features: &["sse2", "not-a-real-feature"],
            entry: visit::<0>,
            abi: &VISIT_ABIS[0],
        }],
    );
    let mut state = vec![UNVISITED; 4];
    let ops = Operands::default();
    let run = run_cpu_with(
        &NEEDS_MAGIC.cpu[0],
        &NEEDS_MAGIC,
        &mut state,
        None,
        &ops,
        2,
        2,
        &PARAMS,
        [0, 0],
    );
    let missing = if CpuInfo::detect().has("sse2") {
        ""
    } else {
        "sse2, "
    };
    assert_eq!(
        message(run),
        Err(format!(
            "CPU kernel x86-64-magic of program `magic` cannot run here: needs {missing}not-a-real-feature which this \
             CPU lacks"
        ))
    );
    assert_eq!(
        state, [UNVISITED; 4],
        "a refused launch must not touch the state"
    );
}

/// Fills the rows of its range with `LEVEL_IDX`, the index of the level in `CPU_LEVELS`.
unsafe extern "C" fn write_level<const LEVEL_IDX: usize>(args: *const u8) {
    // SAFETY: the launcher passes a block laid out by `STATE_ONLY_ABI`.
    let args = unsafe { Args::new(args, &STATE_ONLY_ABI) };
    let n_features = args.u64("n_features") as usize;
    let rows = args.rows();
    // SAFETY: a full-size `[rows, F]` state; this call owns the rows of its range.
    let state = unsafe {
        std::slice::from_raw_parts_mut(
            args.ptr::<f32>("state").add(rows.start * n_features),
            rows.len() * n_features,
        )
    };
    state.fill(LEVEL_IDX as f32);
}

/// One fake kernel per level, requiring that level's features.
const ALL_LEVEL_KERNELS: &[CpuKernel] = &[
    CpuKernel {
        level: "x86-64",
        required_features: CPU_LEVELS[0].features,
        entry: write_level::<0>,
        abi: &STATE_ONLY_ABI,
    },
    CpuKernel {
        level: "x86-64-v3",
        required_features: CPU_LEVELS[1].features,
        entry: write_level::<1>,
        abi: &STATE_ONLY_ABI,
    },
    CpuKernel {
        level: "x86-64-v4",
        required_features: CPU_LEVELS[2].features,
        entry: write_level::<2>,
        abi: &STATE_ONLY_ABI,
    },
];

static ALL_LEVELS: Program = visit_program("levels", 0, ALL_LEVEL_KERNELS);

#[test]
fn run_cpu_runs_the_level_select_cpu_chooses_for_this_cpu() {
    let decision = select_cpu(&CpuInfo::detect(), ALL_LEVELS.cpu);
    let mut state = vec![UNVISITED; 6];
    let run = run_cpu(
        &ALL_LEVELS,
        &mut state,
        None,
        &Operands::default(),
        3,
        2,
        &PARAMS,
        [0, 0],
    );
    match (decision.chosen, run) {
        (Some(chosen), Ok(run)) => {
            assert_eq!(run.level, chosen.level);
            let level_idx = CPU_LEVELS
                .iter()
                .position(|level| level.name == chosen.level);
            assert_eq!(state, [level_idx.expect("a known level") as f32; 6]);
        }
        (None, Err(error)) => {
            assert!(
                error
                    .to_string()
                    .starts_with("no compiled CPU level of program `levels`")
            )
        }
        (chosen, run) => panic!("select_cpu chose {chosen:?} but run_cpu gave {run:?}"),
    }
}

#[test]
fn run_cpu_with_runs_every_level_this_cpu_supports() {
    let cpu = CpuInfo::detect();
    for (level_idx, kernel) in ALL_LEVELS.cpu.iter().enumerate() {
        let mut state = vec![UNVISITED; 6];
        let run = run_cpu_with(
            kernel,
            &ALL_LEVELS,
            &mut state,
            None,
            &Operands::default(),
            2,
            3,
            &PARAMS,
            [0, 0],
        );
        if cpu.missing(kernel.required_features).is_empty() {
            assert_eq!(message(run.map(|run| run.level)), Ok(kernel.level));
            assert_eq!(state, [level_idx as f32; 6]);
        } else {
            assert!(
                run.is_err(),
                "{} ran on a CPU without its features",
                kernel.level
            );
            assert_eq!(state, [UNVISITED; 6]);
        }
    }
}

/// An ABI without the row range: a table the launcher cannot drive.
static NO_ROWS_ABI: StaticAbi = static_abi!(
    "no_rows",
    [("state", State, Ptr), ("n_features", Launch, U64),]
);

unsafe extern "C" fn must_not_run(_args: *const u8) {
    // Reached only if `run_rows` launches an incomplete block; abort rather than unwind.
    std::process::abort();
}

#[test]
fn run_rows_refuses_an_incomplete_block_before_any_kernel_runs() {
    let mut state = vec![UNVISITED; 12];
    let input = [0.0f32; 12];
    let vector = [0.0f32; 4];
    // Every parameter but `param_0`.
    let visit1 = kernel("x86-64", must_not_run, &VISIT_ABIS[1]);
    let mut pack = ArgPack::new(visit1.abi);
    pack.set("state", Arg::ptr(state.as_mut_ptr()))
        .expect("a pointer");
    pack.set("input_0", Arg::ptr(input.as_ptr()))
        .expect("a pointer");
    pack.set("vector_0", Arg::ptr(vector.as_ptr()))
        .expect("a pointer");
    langevin::set_launch_values(&mut pack, 4, &PARAMS, [0, 0]).expect("the Langevin launch values");
    // SAFETY: every pointer set is a live buffer of 3 rows of 4 features.
    let run = unsafe { run_rows(&visit1, &pack, 3, 4) };
    assert_eq!(
        message(run),
        Err(format!(
            "{ABI_BUG}: entry `visit1`: parameter `param_0` was not set"
        ))
    );
    // A table without the row range.
    let no_rows = kernel("x86-64", must_not_run, &NO_ROWS_ABI);
    let mut pack = ArgPack::new(no_rows.abi);
    pack.set("state", Arg::ptr(state.as_mut_ptr()))
        .expect("a pointer");
    pack.set("n_features", Arg::U64(4)).expect("a u64");
    // SAFETY: as above.
    let run = unsafe { run_rows(&no_rows, &pack, 3, 4) };
    assert_eq!(
        message(run),
        Err(format!(
            "{ABI_BUG}: entry `no_rows`: no parameter `row_begin`"
        ))
    );
    assert_eq!(state, [UNVISITED; 12]);
    // A Langevin launch whose kernel table lacks a value the launcher sets.
    static SHORT: Program =
        visit_program("short", 0, &[kernel("x86-64", must_not_run, &NO_ROWS_ABI)]);
    let run = run_cpu(
        &SHORT,
        &mut state,
        None,
        &Operands::default(),
        3,
        4,
        &PARAMS,
        [0, 0],
    );
    assert_eq!(
        message(run),
        Err(format!("{ABI_BUG}: entry `no_rows`: no parameter `steps`"))
    );
    assert_eq!(state, [UNVISITED; 12]);
}

static MAP_ABI: StaticAbi = static_abi!(
    "scale_shift",
    rows,
    [
        ("out_0", Output, Ptr),
        ("input_0", Input, Ptr),
        ("input_1", Input, Ptr),
        ("vector_0", Vector, Ptr),
        ("param_0", Param, F32),
    ]
);

/// `out = x * k + w * mu[feature]`, per element.
unsafe extern "C" fn scale_shift(args: *const u8) {
    // SAFETY: the launcher passes a block laid out by `MAP_ABI`.
    let args = unsafe { Args::new(args, &MAP_ABI) };
    let n_features = args.u64("n_features") as usize;
    let (out, x, w) = (
        args.ptr::<f32>("out_0"),
        args.ptr::<f32>("input_0"),
        args.ptr::<f32>("input_1"),
    );
    let (mu, k) = (args.ptr::<f32>("vector_0"), args.f32("param_0"));
    for row in args.rows() {
        for feature in 0..n_features {
            let index = row * n_features + feature;
            // SAFETY: full-size buffers; this call owns the rows of its range.
            unsafe { *out.add(index) = *x.add(index) * k + *w.add(index) * *mu.add(feature) };
        }
    }
}

static SCALE_SHIFT: Program = Program {
    name: "scale_shift",
    kind: ProgramKind::Map,
    inputs: &["x", "w"],
    vectors: &["mu"],
    params: &["k"],
    cpu: &[kernel("x86-64", scale_shift, &MAP_ABI)],
    gpu: &[],
};

/// Deterministic test data: `n` values in about [-2, 2).
fn data(seed: u32, n: usize) -> Vec<f32> {
    (0..n as u32)
        .map(|i| ((i.wrapping_mul(2_654_435_761) ^ seed) % 4096) as f32 / 1024.0 - 2.0)
        .collect()
}

#[track_caller]
fn check_map(n_rows: usize, n_features: usize) {
    let n = n_rows * n_features;
    let (x, w, mu, k) = (data(1, n), data(2, n), data(3, n_features), 0.75f32);
    let mut out = vec![f32::NAN; n];
    let ops = Operands {
        inputs: &[&x, &w],
        vectors: &[&mu],
        params: &[k],
    };
    assert_eq!(
        message(map::run_cpu(
            &SCALE_SHIFT,
            &mut out,
            &ops,
            n_rows,
            n_features
        )),
        Ok("x86-64")
    );
    let expected: Vec<f32> = (0..n)
        .map(|i| x[i] * k + w[i] * mu[i % n_features])
        .collect();
    assert_eq!(
        f32_bits(&out),
        f32_bits(&expected),
        "{n_rows} x {n_features}"
    );
}

#[test]
fn map_run_cpu_computes_every_row() {
    for (n_rows, n_features) in [(1, 1), (3, 4), (16_385, 1), (40, 1000), (2, 17_000)] {
        check_map(n_rows, n_features);
    }
}

/// An edit of a valid map launch: 3 rows of 4 features.
#[derive(Debug, Clone)]
struct MapLaunch {
    program: &'static Program,
    out_len: usize,
    input_lens: Vec<usize>,
    vector_len: usize,
    n_params: usize,
    n_rows: usize,
    n_features: usize,
}

/// An edit of the valid map launch.
type MapChange = fn(&mut MapLaunch);

#[track_caller]
fn check_map_refused(change: MapChange, expected: &str) {
    let mut l = MapLaunch {
        program: &SCALE_SHIFT,
        out_len: 12,
        input_lens: vec![12, 12],
        vector_len: 4,
        n_params: 1,
        n_rows: 3,
        n_features: 4,
    };
    change(&mut l);
    let inputs: Vec<Vec<f32>> = l.input_lens.iter().map(|&len| vec![0.0; len]).collect();
    let input_refs: Vec<&[f32]> = inputs.iter().map(Vec::as_slice).collect();
    let vector = vec![0.0; l.vector_len];
    let params = vec![1.0; l.n_params];
    let ops = Operands {
        inputs: &input_refs,
        vectors: &[&vector],
        params: &params,
    };
    let mut out = vec![9.0; l.out_len];
    let run = map::run_cpu(l.program, &mut out, &ops, l.n_rows, l.n_features);
    assert_eq!(message(run), Err(expected.to_string()), "{l:?}");
    assert_eq!(
        map::validate(l.program, out.len(), &ops, l.n_rows, l.n_features)
            .map_err(|e| e.to_string()),
        Err(expected.to_string())
    );
    assert_eq!(
        out,
        vec![9.0; l.out_len],
        "a refused launch must not touch the output"
    );
}

#[test]
fn map_refusals_name_the_buffer_or_the_kind() {
    let cases: &[(MapChange, &str)] = &[
        (
            |l| l.out_len = 11,
            "out has 11 elements, expected n_rows * n_features = 12",
        ),
        (
            |l| l.out_len = 16,
            "out has 16 elements, expected n_rows * n_features = 12",
        ),
        (|l| l.n_rows = 0, "n_rows = 0: expected n_rows > 0"),
        (
            |l| l.n_features = 0,
            "n_features = 0: expected n_features > 0",
        ),
        (
            |l| l.input_lens = vec![12],
            "input count: program `scale_shift` takes 2 inputs (x, w), got 1",
        ),
        (
            |l| l.input_lens = vec![12, 13],
            "input `w` has 13 elements, expected n_rows * n_features = 12",
        ),
        (
            |l| l.vector_len = 12,
            "vector `mu` has 12 elements, expected n_features = 4",
        ),
        (
            |l| l.n_params = 0,
            "parameter count: program `scale_shift` takes 1 parameter (k), got 0",
        ),
        (
            |l| l.program = &VISIT_PROGRAMS[1],
            "program `visit1` is not a map program",
        ),
        (|l| l.program = &ECHO, "program `echo` is not a map program"),
        (
            |l| l.program = &POTENTIAL,
            "program `potential` is not a map program",
        ),
    ];
    for &(change, expected) in cases {
        check_map_refused(change, expected);
    }
}

static ENERGY_ABI: StaticAbi = static_abi!(
    "potential",
    rows,
    [
        ("state", State, Ptr),
        ("out_0", Output, Ptr),
        ("out_1", Output, Ptr),
        ("input_0", Input, Ptr),
        ("param_0", Param, F32),
    ]
);

/// `E = sum_f (k/2) (y - x)^2` (declared order) and `dE/dy = k (y - x)`.
unsafe extern "C" fn potential(args: *const u8) {
    // SAFETY: the launcher passes a block laid out by `ENERGY_ABI`.
    let args = unsafe { Args::new(args, &ENERGY_ABI) };
    let n_features = args.u64("n_features") as usize;
    let (y, x, k) = (
        args.ptr::<f32>("state"),
        args.ptr::<f32>("input_0"),
        args.f32("param_0"),
    );
    let (energy, grad) = (args.ptr::<f32>("out_0"), args.ptr::<f32>("out_1"));
    for row in args.rows() {
        let mut acc = 0.0f32;
        for feature in 0..n_features {
            let index = row * n_features + feature;
            // SAFETY: full-size buffers; this call owns the rows of its range.
            unsafe {
                let d = *y.add(index) - *x.add(index);
                acc += k * 0.5 * d * d;
                *grad.add(index) = k * d;
            }
        }
        // SAFETY: as above; `energy` has one word per row.
        unsafe { *energy.add(row) = acc };
    }
}

static POTENTIAL: Program = Program {
    name: "potential",
    kind: ProgramKind::Energy,
    inputs: &["x"],
    vectors: &[],
    params: &["k"],
    cpu: &[kernel("x86-64", potential, &ENERGY_ABI)],
    gpu: &[],
};

#[track_caller]
fn check_energy(n_rows: usize, n_features: usize) {
    let n = n_rows * n_features;
    let (y, x, k) = (data(4, n), data(5, n), 1.5f32);
    let (mut energy, mut grad) = (vec![f32::NAN; n_rows], vec![f32::NAN; n]);
    let ops = Operands {
        inputs: &[&x],
        vectors: &[],
        params: &[k],
    };
    let out = EnergyOut {
        energy: &mut energy,
        grad: &mut grad,
    };
    assert_eq!(
        message(energy::run_cpu(
            &POTENTIAL, &y, out, &ops, n_rows, n_features
        )),
        Ok("x86-64")
    );
    let expected_grad: Vec<f32> = (0..n).map(|i| k * (y[i] - x[i])).collect();
    let expected_energy: Vec<f32> = (0..n_rows)
        .map(|row| {
            (0..n_features).fold(0.0f32, |acc, f| {
                let d = y[row * n_features + f] - x[row * n_features + f];
                acc + k * 0.5 * d * d
            })
        })
        .collect();
    assert_eq!(
        f32_bits(&energy),
        f32_bits(&expected_energy),
        "{n_rows} x {n_features}: energy"
    );
    assert_eq!(
        f32_bits(&grad),
        f32_bits(&expected_grad),
        "{n_rows} x {n_features}: grad"
    );
}

#[test]
fn energy_run_cpu_computes_every_row() {
    for (n_rows, n_features) in [(1, 1), (3, 4), (16_385, 1), (40, 1000), (2, 17_000)] {
        check_energy(n_rows, n_features);
    }
}

/// An edit of a valid energy launch: 3 rows of 4 features.
#[derive(Debug, Clone)]
struct EnergyLaunch {
    program: &'static Program,
    state_len: usize,
    energy_len: usize,
    grad_len: usize,
    input_len: usize,
    n_rows: usize,
    n_features: usize,
}

/// An edit of the valid energy launch.
type EnergyChange = fn(&mut EnergyLaunch);

#[track_caller]
fn check_energy_refused(change: EnergyChange, expected: &str) {
    let mut l = EnergyLaunch {
        program: &POTENTIAL,
        state_len: 12,
        energy_len: 3,
        grad_len: 12,
        input_len: 12,
        n_rows: 3,
        n_features: 4,
    };
    change(&mut l);
    let (state, input) = (vec![0.0; l.state_len], vec![0.0; l.input_len]);
    let (mut energy, mut grad) = (vec![9.0; l.energy_len], vec![9.0; l.grad_len]);
    let ops = Operands {
        inputs: &[&input],
        vectors: &[],
        params: &[1.0],
    };
    let out = EnergyOut {
        energy: &mut energy,
        grad: &mut grad,
    };
    assert_eq!(
        message(energy::validate(
            l.program,
            state.len(),
            &out,
            &ops,
            l.n_rows,
            l.n_features
        )),
        Err(expected.to_string()),
        "{l:?}"
    );
    let run = energy::run_cpu(l.program, &state, out, &ops, l.n_rows, l.n_features);
    assert_eq!(message(run), Err(expected.to_string()), "{l:?}");
    assert_eq!(
        (energy, grad),
        (vec![9.0; l.energy_len], vec![9.0; l.grad_len]),
        "a refused launch must not touch the outputs"
    );
}

#[test]
fn energy_refusals_name_the_buffer_or_the_kind() {
    let cases: &[(EnergyChange, &str)] = &[
        (
            |l| l.state_len = 11,
            "state has 11 elements, expected n_rows * n_features = 12",
        ),
        (
            |l| l.energy_len = 12,
            "energy has 12 elements, expected n_rows = 3",
        ),
        (
            |l| l.energy_len = 0,
            "energy has 0 elements, expected n_rows = 3",
        ),
        (
            |l| l.grad_len = 3,
            "grad has 3 elements, expected n_rows * n_features = 12",
        ),
        (
            |l| l.grad_len = 13,
            "grad has 13 elements, expected n_rows * n_features = 12",
        ),
        (
            |l| l.input_len = 4,
            "input `x` has 4 elements, expected n_rows * n_features = 12",
        ),
        (|l| l.n_rows = 0, "n_rows = 0: expected n_rows > 0"),
        (
            |l| l.n_features = 0,
            "n_features = 0: expected n_features > 0",
        ),
        (
            |l| l.program = &SCALE_SHIFT,
            "program `scale_shift` is not an energy program",
        ),
        (
            |l| l.program = &VISIT_PROGRAMS[0],
            "program `visit0` is not an energy program",
        ),
    ];
    for &(change, expected) in cases {
        check_energy_refused(change, expected);
    }
}

#[test]
fn map_and_energy_run_cpu_with_refuse_a_kernel_the_cpu_cannot_run() {
    let magic = CpuKernel {
        required_features: &["not-a-real-feature"],
        ..SCALE_SHIFT.cpu[0]
    };
    let expected = |program: &str| {
        Err(format!(
            "CPU kernel x86-64 of program `{program}` cannot run here: needs not-a-real-feature which this CPU lacks"
        ))
    };
    let (x, w, mu) = (vec![0.0; 4], vec![0.0; 4], vec![0.0; 2]);
    let mut out = vec![9.0; 4];
    let ops = Operands {
        inputs: &[&x, &w],
        vectors: &[&mu],
        params: &[1.0],
    };
    assert_eq!(
        message(map::run_cpu_with(
            &magic,
            &SCALE_SHIFT,
            &mut out,
            &ops,
            2,
            2
        )),
        expected("scale_shift")
    );
    assert_eq!(out, [9.0; 4]);
    let magic = CpuKernel {
        required_features: &["not-a-real-feature"],
        ..POTENTIAL.cpu[0]
    };
    let (mut energy, mut grad) = (vec![9.0; 2], vec![9.0; 4]);
    let ops = Operands {
        inputs: &[&x],
        vectors: &[],
        params: &[1.0],
    };
    let out = EnergyOut {
        energy: &mut energy,
        grad: &mut grad,
    };
    assert_eq!(
        message(energy::run_cpu_with(
            &magic, &POTENTIAL, &x, out, &ops, 2, 2
        )),
        expected("potential")
    );
    assert_eq!((energy, grad), (vec![9.0; 2], vec![9.0; 4]));
}
