//! The CPU launcher: row splitting, global row indices, input offsets, the scalars passed to the
//! entry and kernel selection, checked with fake kernels written in Rust with the entry ABI.

use tessera_rt::abi::LangevinCpuEntry;
use tessera_rt::cpu::{CPU_LEVELS, CpuInfo, select_cpu};
use tessera_rt::kernel::{CpuKernel, LangevinProgram};
use tessera_rt::langevin::{
    LangevinParams, LangevinRun, host_scalars, rows_per_chunk, run_cpu, run_cpu_with,
};

/// What the state holds before a launch; a visited element never holds it afterwards.
const UNVISITED: f32 = -1.0;

/// The value of element `index` (global, `row * F + feature`) of input `input_idx`.
fn input_value(input_idx: usize, index: usize) -> f32 {
    ((input_idx + 1) * 1_000_000 + index) as f32
}

/// Writes each element's global index `row * F + feature` into it, or NaN when the element was
/// already visited or an input does not hold [`input_value`] at that index.
unsafe extern "C" fn visit_once<const N_INPUTS: usize>(
    state: *mut f32,
    inputs: *const *const f32,
    row_begin: u64,
    row_end: u64,
    n_features: u64,
    _steps: u64,
    _eta: f32,
    _noise_scale: f32,
    _draw_noise: u32,
    _key0: u64,
    _key1: u64,
) {
    let n_features = n_features as usize;
    let len = (row_end - row_begin) as usize * n_features;
    // SAFETY: the launcher passes rows `row_begin..row_end` of the state and of each of the
    // program's `N_INPUTS` inputs.
    let state = unsafe { std::slice::from_raw_parts_mut(state, len) };
    let inputs: [&[f32]; N_INPUTS] = std::array::from_fn(|input_idx| unsafe {
        std::slice::from_raw_parts(*inputs.add(input_idx), len)
    });
    let first = row_begin as usize * n_features;
    for (offset, value) in state.iter_mut().enumerate() {
        let index = first + offset;
        let inputs_ok = inputs
            .iter()
            .enumerate()
            .all(|(input_idx, input)| input[offset] == input_value(input_idx, index));
        *value = if *value == UNVISITED && inputs_ok {
            index as f32
        } else {
            f32::NAN
        };
    }
}

static VISIT_PROGRAMS: [LangevinProgram; 3] = [
    visit_program("visit0", &[], &[kernel("x86-64", visit_once::<0>)]),
    visit_program("visit1", &["x"], &[kernel("x86-64", visit_once::<1>)]),
    visit_program("visit2", &["x", "w"], &[kernel("x86-64", visit_once::<2>)]),
];

const fn kernel(level: &'static str, entry: LangevinCpuEntry) -> CpuKernel {
    CpuKernel {
        level,
        required_features: &[],
        entry,
    }
}

const fn visit_program(
    name: &'static str,
    inputs: &'static [&'static str],
    cpu: &'static [CpuKernel],
) -> LangevinProgram {
    LangevinProgram {
        name,
        inputs,
        cpu,
        gpu: &[],
    }
}

const PARAMS: LangevinParams = LangevinParams {
    steps: 7,
    eta: 0.0496,
    temperature: 2.25,
};

#[track_caller]
fn check_visits(n_rows: usize, n_features: usize, n_inputs: usize) {
    let program = &VISIT_PROGRAMS[n_inputs];
    let n_elements = n_rows * n_features;
    let mut state = vec![UNVISITED; n_elements];
    let inputs: Vec<Vec<f32>> = (0..n_inputs)
        .map(|input_idx| {
            (0..n_elements)
                .map(|index| input_value(input_idx, index))
                .collect()
        })
        .collect();
    let input_refs: Vec<&[f32]> = inputs.iter().map(Vec::as_slice).collect();
    let run = run_cpu(
        program,
        &mut state,
        &input_refs,
        n_rows,
        n_features,
        &PARAMS,
        [3, 9],
    );
    let shape = format!("{n_rows} rows x {n_features} features, {n_inputs} inputs");
    match run {
        Ok(run) => assert_eq!(
            run,
            LangevinRun {
                next_key: [3, 16],
                level: "x86-64"
            },
            "{shape}"
        ),
        Err(error) => panic!("{shape}: {error}"),
    }
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
fn run_cpu_processes_every_row_once_with_global_indices() {
    // `rows_per_chunk(F)` is 16384 / F rows (at least 1); the shapes cover one row, one partial
    // chunk, exact multiples of the chunk, a ragged last chunk and rows wider than a chunk.
    assert_eq!(
        (
            rows_per_chunk(1),
            rows_per_chunk(1000),
            rows_per_chunk(20_000)
        ),
        (16384, 16, 1)
    );
    let shapes: &[(usize, usize, usize)] = &[
        (1, 1, 0),
        (1, 1, 1),
        (1, 7, 2),
        (2, 3, 1),
        (100, 3, 0),
        (16_384, 1, 1),
        (16_385, 1, 2),
        (40_000, 1, 0),
        (64, 256, 1),
        (50, 1000, 2),
        (3, 20_000, 2),
        (1, 100_000, 1),
    ];
    for &(n_rows, n_features, n_inputs) in shapes {
        check_visits(n_rows, n_features, n_inputs);
    }
}

/// The fields [`echo_launch`] writes at the start of each row.
const ECHO_FIELDS: usize = 10;

/// Writes, at the start of each row: the global row, `row_begin`, `row_end`, `steps`, `eta`,
/// `noise_scale`, `draw_noise`, `key0`, `key1`, `n_features` (integers as f32; small in tests).
unsafe extern "C" fn echo_launch(
    state: *mut f32,
    _inputs: *const *const f32,
    row_begin: u64,
    row_end: u64,
    n_features: u64,
    steps: u64,
    eta: f32,
    noise_scale: f32,
    draw_noise: u32,
    key0: u64,
    key1: u64,
) {
    let n_features = n_features as usize;
    let len = (row_end - row_begin) as usize * n_features;
    // SAFETY: the launcher passes rows `row_begin..row_end` of the state.
    let state = unsafe { std::slice::from_raw_parts_mut(state, len) };
    for (local_row, row) in state.chunks_exact_mut(n_features).enumerate() {
        let fields = [
            (row_begin + local_row as u64) as f32,
            row_begin as f32,
            row_end as f32,
            steps as f32,
            eta,
            noise_scale,
            draw_noise as f32,
            key0 as f32,
            key1 as f32,
            n_features as f32,
        ];
        row[..ECHO_FIELDS].copy_from_slice(&fields);
    }
}

static ECHO: LangevinProgram = visit_program("echo", &[], &[kernel("x86-64-v3", echo_launch)]);

#[track_caller]
fn check_echo(n_rows: usize, n_features: usize, params: LangevinParams, key: [u64; 2]) {
    let mut state = vec![0.0; n_rows * n_features];
    let kernel = &ECHO.cpu[0];
    let run = run_cpu_with(
        kernel,
        &ECHO,
        &mut state,
        &[],
        n_rows,
        n_features,
        &params,
        key,
    );
    let next_key = [key[0], key[1] + params.steps];
    assert_eq!(
        run.map_err(|error| error.to_string()),
        Ok(LangevinRun {
            next_key,
            level: "x86-64-v3"
        })
    );
    let scalars = host_scalars(&params);
    let chunk = rows_per_chunk(n_features);
    for (row_idx, row) in state.chunks_exact(n_features).enumerate() {
        let row_begin = row_idx / chunk * chunk;
        let row_end = (row_begin + chunk).min(n_rows);
        let expected = [
            row_idx as f32,
            row_begin as f32,
            row_end as f32,
            params.steps as f32,
            scalars.eta32,
            scalars.noise_scale,
            f32::from(u8::from(scalars.draw_noise)),
            key[0] as f32,
            key[1] as f32,
            n_features as f32,
        ];
        let bits = |values: &[f32]| {
            values
                .iter()
                .map(|value| value.to_bits())
                .collect::<Vec<_>>()
        };
        assert_eq!(
            bits(&row[..ECHO_FIELDS]),
            bits(&expected),
            "row {row_idx}: {:?}",
            &row[..ECHO_FIELDS]
        );
    }
}

#[test]
fn run_cpu_with_passes_chunks_of_whole_rows_and_the_host_scalars() {
    let noisy = LangevinParams {
        steps: 7,
        eta: 0.0496,
        temperature: 2.25,
    };
    let cold = LangevinParams {
        steps: 1,
        eta: 0.01,
        temperature: 0.0,
    };
    // 2000 features: 8 rows per chunk, so 20 rows are chunks [0, 8), [8, 16), [16, 20).
    check_echo(20, 2000, noisy, [3, 9]);
    check_echo(1, ECHO_FIELDS, cold, [1, 2]);
    check_echo(5, 16_384, noisy, [0, 0]);
    check_echo(33, ECHO_FIELDS, cold, [11, 1 << 20]);
}

#[test]
fn run_cpu_with_refuses_a_kernel_the_cpu_cannot_run() {
    static NEEDS_MAGIC: LangevinProgram = visit_program(
        "magic",
        &[],
        &[CpuKernel {
            level: "x86-64-magic",
            required_features: &["sse2", "not-a-real-feature"],
            entry: visit_once::<0>,
        }],
    );
    let mut state = vec![UNVISITED; 4];
    let run = run_cpu_with(
        &NEEDS_MAGIC.cpu[0],
        &NEEDS_MAGIC,
        &mut state,
        &[],
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
        run.map_err(|error| error.to_string()),
        Err(format!(
            "CPU kernel x86-64-magic of program `magic` cannot run here: needs \
             {missing}not-a-real-feature which this CPU lacks"
        ))
    );
    assert_eq!(
        state, [UNVISITED; 4],
        "a refused launch must not touch the state"
    );
}

/// Fills the state with `LEVEL_IDX`, the index of the level in `CPU_LEVELS`.
unsafe extern "C" fn write_level<const LEVEL_IDX: usize>(
    state: *mut f32,
    _inputs: *const *const f32,
    row_begin: u64,
    row_end: u64,
    n_features: u64,
    _steps: u64,
    _eta: f32,
    _noise_scale: f32,
    _draw_noise: u32,
    _key0: u64,
    _key1: u64,
) {
    let len = ((row_end - row_begin) * n_features) as usize;
    // SAFETY: the launcher passes rows `row_begin..row_end` of the state.
    unsafe { std::slice::from_raw_parts_mut(state, len) }.fill(LEVEL_IDX as f32);
}

/// One fake kernel per level, requiring that level's features.
const ALL_LEVEL_KERNELS: &[CpuKernel] = &[
    CpuKernel {
        level: "x86-64",
        required_features: CPU_LEVELS[0].features,
        entry: write_level::<0>,
    },
    CpuKernel {
        level: "x86-64-v3",
        required_features: CPU_LEVELS[1].features,
        entry: write_level::<1>,
    },
    CpuKernel {
        level: "x86-64-v4",
        required_features: CPU_LEVELS[2].features,
        entry: write_level::<2>,
    },
];

static ALL_LEVELS: LangevinProgram = visit_program("levels", &[], ALL_LEVEL_KERNELS);

#[test]
fn run_cpu_runs_the_level_select_cpu_chooses_for_this_cpu() {
    let decision = select_cpu(&CpuInfo::detect(), ALL_LEVELS.cpu);
    let mut state = vec![UNVISITED; 6];
    let run = run_cpu(&ALL_LEVELS, &mut state, &[], 3, 2, &PARAMS, [0, 0]);
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
        let run = run_cpu_with(kernel, &ALL_LEVELS, &mut state, &[], 2, 3, &PARAMS, [0, 0]);
        if cpu.missing(kernel.required_features).is_empty() {
            assert_eq!(
                run.map(|run| run.level).map_err(|error| error.to_string()),
                Ok(kernel.level)
            );
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
