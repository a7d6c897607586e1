//! One harness for every program kind: generate operands, run a compiled kernel through the
//! typed runtime launchers, run the reference interpreter on the same data, compare bits.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tessera_build::rows::{self, Buffers, Launch, RowProgram};
use tessera_rt::cpu::CpuInfo;
use tessera_rt::energy::{self, EnergyOut};
use tessera_rt::kernel::{CpuKernel, Manifold, Program, ProgramKind};
use tessera_rt::langevin::{self, LangevinParams};
use tessera_rt::sampler::{self, SampleRun, SamplerParams};
use tessera_rt::{Operands, map};

/// The repository's programs folder (what `build.rs` compiled); `TESSERA_PROGRAMS_DIR`
/// overrides it when the test binary runs on another machine (`cargo xtask gpu-check`).
pub fn programs_dir() -> PathBuf {
    match std::env::var_os("TESSERA_PROGRAMS_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../programs"),
    }
}

/// The reference row program of `name` (a program of `programs/` or of
/// `tessera_tests::random`), lowered once by the LLVM-free front half.
pub fn reference(name: &str) -> RowProgram {
    static CACHE: OnceLock<Mutex<HashMap<String, RowProgram>>> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    if let Some(p) = cache.lock().expect("cache").get(name) {
        return p.clone();
    }
    // A random program's source is in the binary; the others are read from their folder.
    let random = tessera_tests::random::SOURCES
        .iter()
        .find(|(n, _)| *n == name);
    let spec = match random {
        Some((_, source)) => tessera_build::spec::parse(Path::new(name), source),
        None => tessera_build::spec::read(&programs_dir().join(format!("{name}.toml"))),
    }
    .unwrap_or_else(|e| panic!("{e}"));
    let (_, program) = tessera_build::lower(&spec).unwrap_or_else(|e| panic!("{e}"));
    cache
        .lock()
        .expect("cache")
        .insert(name.to_string(), program.clone());
    program
}

/// The CPU kernels of `program` that this machine can run.
pub fn runnable(program: &Program) -> Vec<&'static CpuKernel> {
    let cpu = CpuInfo::detect();
    let kernels: Vec<&CpuKernel> = program
        .cpu
        .iter()
        .filter(|k| cpu.missing(k.required_features).is_empty())
        .collect();
    assert!(
        !kernels.is_empty(),
        "no compiled level of `{}` runs on this CPU",
        program.name
    );
    kernels
}

/// Everything a launch reads and writes.
#[derive(Debug, Clone, PartialEq)]
pub struct Data {
    pub state: Vec<f32>,
    pub status: Vec<u32>,
    pub outputs: Vec<Vec<f32>>,
    pub inputs: Vec<Vec<f32>>,
    pub vectors: Vec<Vec<f32>>,
    pub params: Vec<f32>,
}

/// The row width a program accepts closest to `features` (bivector rows are `2^n` wide).
pub fn width(program: &Program, features: usize) -> usize {
    match program.kind {
        ProgramKind::Langevin {
            manifold: Manifold::Bivector { n, .. },
        } => 1 << n,
        _ => features,
    }
}

/// Seeded operands for `program` (sphere rows are normalised; vectors are positive weights).
pub fn data(program: &Program, rows: usize, features: usize, seed: u64) -> Data {
    let mut rng = SmallRng::seed_from_u64(seed);
    let len = rows * features;
    let mut buffer = |n: usize, lo: f32, hi: f32| -> Vec<f32> {
        (0..n).map(|_| rng.random_range(lo..hi)).collect()
    };
    let mut state = if matches!(program.kind, ProgramKind::Map | ProgramKind::Sampler) {
        Vec::new()
    } else {
        buffer(len, -2.0, 2.0)
    };
    if let ProgramKind::Langevin {
        manifold: Manifold::Sphere,
    } = program.kind
    {
        for row in state.chunks_mut(features) {
            let norm = row.iter().map(|v| v * v).sum::<f32>().sqrt();
            row.iter_mut().for_each(|v| *v /= norm);
        }
    }
    // Sampler logits spread wider, so samples are not all the argmax.
    let spread = if program.kind == ProgramKind::Sampler {
        8.0
    } else {
        2.0
    };
    let inputs = program
        .inputs
        .iter()
        .map(|_| buffer(len, -spread, spread))
        .collect();
    let vectors = program
        .vectors
        .iter()
        .map(|_| buffer(features, 0.1, 2.0))
        .collect();
    let params = program
        .params
        .iter()
        .map(|_| buffer(1, 0.5, 1.5)[0])
        .collect();
    let status = match program.kind {
        ProgramKind::Langevin { manifold } if manifold.has_status() => vec![0; rows],
        ProgramKind::Sampler => vec![0; rows],
        _ => Vec::new(),
    };
    let outputs = match program.kind {
        ProgramKind::Map => vec![vec![f32::NAN; len]],
        ProgramKind::Energy => vec![vec![f32::NAN; rows], vec![f32::NAN; len]],
        ProgramKind::Sampler => vec![vec![f32::NAN; rows]],
        ProgramKind::Langevin { .. } => Vec::new(),
    };
    Data {
        state,
        status,
        outputs,
        inputs,
        vectors,
        params,
    }
}

/// The sampler settings the kind-generic sweeps use: the temperature of the Langevin settings
/// (0 is greedy), no top-k or top-p.
pub fn sweep_sampler(params: &LangevinParams) -> SamplerParams {
    SamplerParams::new(params.temperature)
}

/// A sampler launch's operands: `logits` of `rows` rows, ids (as f32) not yet written.
pub fn sampler_data(rows: usize, logits: Vec<f32>) -> Data {
    Data {
        state: Vec::new(),
        status: vec![0; rows],
        outputs: vec![vec![f32::NAN; rows]],
        inputs: vec![logits],
        vectors: Vec::new(),
        params: Vec::new(),
    }
}

/// Writes a sampler run's ids (as the reference's f32) and status words into `d`.
pub fn record_sample(d: &mut Data, ids: &[i64], run: &SampleRun) {
    d.outputs[0] = ids.iter().map(|&id| id as f32).collect();
    d.status.iter_mut().for_each(|s| *s = 0);
    for row in &run.invalid_rows {
        d.status[row.row] = row.status;
    }
}

/// Runs a sampler `kernel` on `d` (logits in `inputs[0]`); returns the next key.
pub fn run_sampler_compiled(
    kernel: &CpuKernel,
    program: &Program,
    d: &mut Data,
    rows: usize,
    vocab: usize,
    params: &SamplerParams,
    key: [u64; 2],
) -> [u64; 2] {
    run_sampler_launch(kernel, program, d, rows, vocab, params, key, None).0
}

/// As [`run_sampler_compiled`], each row split into `spans` spans of tokens.
#[allow(clippy::too_many_arguments)]
pub fn run_sampler_split(
    kernel: &CpuKernel,
    program: &Program,
    d: &mut Data,
    rows: usize,
    vocab: usize,
    params: &SamplerParams,
    key: [u64; 2],
    spans: usize,
) -> ([u64; 2], usize) {
    run_sampler_launch(kernel, program, d, rows, vocab, params, key, Some(spans))
}

/// `sampler::run_cpu_with` (the launcher's own split), or `run_cpu_split` with `spans`.
#[allow(clippy::too_many_arguments)]
fn run_sampler_launch(
    kernel: &CpuKernel,
    program: &Program,
    d: &mut Data,
    rows: usize,
    vocab: usize,
    params: &SamplerParams,
    key: [u64; 2],
    spans: Option<usize>,
) -> ([u64; 2], usize) {
    let mut ids = vec![i64::MIN; rows];
    let logits = &d.inputs[0];
    let run = match spans {
        None => sampler::run_cpu_with(kernel, program, logits, &mut ids, rows, vocab, params, key),
        Some(spans) => sampler::run_cpu_split(
            kernel, program, logits, &mut ids, rows, vocab, params, key, spans,
        ),
    }
    .unwrap_or_else(|e| panic!("{}: {e}", program.name));
    record_sample(d, &ids, &run);
    (run.next_key, run.spans_per_row)
}

/// Runs the reference sampler on `d`; returns the next key.
pub fn run_sampler_reference(
    program: &Program,
    d: &mut Data,
    rows: usize,
    vocab: usize,
    params: &SamplerParams,
    key: [u64; 2],
) -> [u64; 2] {
    let reference = reference(program.name);
    let inputs: Vec<&[f32]> = d.inputs.iter().map(Vec::as_slice).collect();
    let buffers = Buffers {
        state: &mut [],
        status: &mut d.status,
        outputs: d.outputs.iter_mut().map(Vec::as_mut_slice).collect(),
        inputs: &inputs,
        vectors: &[],
        params: &[],
    };
    let launch = Launch {
        n_rows: rows,
        n_features: vocab,
        steps: 1,
        scalars: langevin::host_scalars(&LangevinParams::constant(1, 1.0, 0.0)),
        sampler: sampler::host_scalars(params),
        key,
    };
    rows::interpret(&reference, buffers, &launch)
}

/// Runs `kernel` on `d` in place; returns the next key (the given key for maps and energies).
pub fn run_compiled(
    kernel: &CpuKernel,
    program: &Program,
    d: &mut Data,
    rows: usize,
    features: usize,
    params: &LangevinParams,
    key: [u64; 2],
) -> [u64; 2] {
    let inputs: Vec<&[f32]> = d.inputs.iter().map(Vec::as_slice).collect();
    let vectors: Vec<&[f32]> = d.vectors.iter().map(Vec::as_slice).collect();
    let ops = Operands {
        inputs: &inputs,
        vectors: &vectors,
        params: &d.params,
    };
    fn fail<T>(name: &str) -> impl FnOnce(tessera_rt::Error) -> T + '_ {
        move |e| panic!("{name}: {e}")
    }
    match program.kind {
        ProgramKind::Langevin { manifold } => {
            let status = manifold.has_status().then_some(d.status.as_mut_slice());
            langevin::run_cpu_with(
                kernel,
                program,
                &mut d.state,
                status,
                &ops,
                rows,
                features,
                params,
                key,
            )
            .unwrap_or_else(fail(program.name))
            .next_key
        }
        ProgramKind::Map => {
            map::run_cpu_with(kernel, program, &mut d.outputs[0], &ops, rows, features)
                .unwrap_or_else(fail(program.name));
            key
        }
        ProgramKind::Energy => {
            let (energy_out, grad) = d.outputs.split_at_mut(1);
            let out = EnergyOut {
                energy: &mut energy_out[0],
                grad: &mut grad[0],
            };
            energy::run_cpu_with(kernel, program, &d.state, out, &ops, rows, features)
                .unwrap_or_else(fail(program.name));
            key
        }
        ProgramKind::Sampler => {
            let params = sweep_sampler(params);
            run_sampler_compiled(kernel, program, d, rows, features, &params, key)
        }
    }
}

/// Runs the reference interpreter on `d` in place; returns the next key.
pub fn run_reference(
    program: &Program,
    d: &mut Data,
    rows: usize,
    features: usize,
    params: &LangevinParams,
    key: [u64; 2],
) -> [u64; 2] {
    if program.kind == ProgramKind::Sampler {
        let params = sweep_sampler(params);
        return run_sampler_reference(program, d, rows, features, &params, key);
    }
    let reference = reference(program.name);
    let langevin = matches!(program.kind, ProgramKind::Langevin { .. });
    let inputs: Vec<&[f32]> = d.inputs.iter().map(Vec::as_slice).collect();
    let vectors: Vec<&[f32]> = d.vectors.iter().map(Vec::as_slice).collect();
    assert_eq!(reference.interface.outputs.len(), d.outputs.len());
    for ((_, shape), out) in reference.interface.outputs.iter().zip(&d.outputs) {
        assert_eq!(out.len(), shape.values(rows, features));
    }
    let buffers = Buffers {
        state: &mut d.state,
        status: &mut d.status,
        outputs: d.outputs.iter_mut().map(Vec::as_mut_slice).collect(),
        inputs: &inputs,
        vectors: &vectors,
        params: &d.params,
    };
    let launch = Launch {
        n_rows: rows,
        n_features: features,
        steps: if langevin { params.steps } else { 1 },
        scalars: langevin::host_scalars(params),
        sampler: sampler::host_scalars(&SamplerParams::greedy()),
        key,
    };
    let next = rows::interpret(&reference, buffers, &launch);
    if langevin { next } else { key }
}

/// The first element where two buffers differ in bits, described.
fn first_difference(what: &str, a: &[f32], b: &[f32], features: usize) -> Option<String> {
    let i = (0..a.len()).find(|&i| a[i].to_bits() != b[i].to_bits())?;
    Some(format!(
        "{what}[{i}] (row {}, feature {}) is {:e} ({:#010x}), the reference says {:e} ({:#010x})",
        i / features.max(1),
        i % features.max(1),
        a[i],
        a[i].to_bits(),
        b[i],
        b[i].to_bits()
    ))
}

/// Asserts that compiled and reference results are identical bit for bit.
#[track_caller]
pub fn assert_same_bits(context: &str, compiled: &Data, reference: &Data, features: usize) {
    assert_eq!(compiled.status, reference.status, "{context}: status words");
    let mut problems: Vec<String> =
        first_difference("state", &compiled.state, &reference.state, features)
            .into_iter()
            .collect();
    for (i, (a, b)) in compiled.outputs.iter().zip(&reference.outputs).enumerate() {
        problems.extend(first_difference(&format!("output {i}"), a, b, features));
    }
    assert!(problems.is_empty(), "{context}: {}", problems.join("; "));
}

/// NaNs of four kinds (x86's default NaN, a signalling NaN, a payload, NVIDIA's default NaN)
/// that [`poison_with_nans`] writes into a launch's operands.
const NAN_BITS: [u32; 4] = [0xffc0_0000, 0x7fa0_0001, 0xff80_0001, 0x7fff_ffff];

/// Writes NaNs of several bit patterns into `d`: the state (or, without a state, the first
/// input) of row 0 at every third feature and of row 1 throughout, so that some results are
/// NaN; the other rows stay as they were. A map that reads shared vectors alone (every row
/// reads the same values) gets NaNs at every third feature of its first vector.
pub fn poison_with_nans(d: &mut Data, rows: usize, features: usize) {
    assert!(rows >= 3, "poison_with_nans needs a clean row too");
    let target = if !d.state.is_empty() {
        &mut d.state
    } else if let Some(input) = d.inputs.first_mut() {
        input
    } else {
        let vector = d
            .vectors
            .first_mut()
            .expect("a map reads an input or a vector");
        for f in (0..features).step_by(3) {
            vector[f] = f32::from_bits(NAN_BITS[f % NAN_BITS.len()]);
        }
        return;
    };
    for f in (0..features).step_by(3) {
        target[f] = f32::from_bits(NAN_BITS[f % NAN_BITS.len()]);
    }
    for f in 0..features {
        target[features + f] = f32::from_bits(NAN_BITS[(f + 1) % NAN_BITS.len()]);
    }
}

/// Asserts that every NaN among `d`'s results (the outputs, and the state of a Langevin
/// program) has the canonical bits (`tessera_build::numeric::CANONICAL_NAN_F32`), and, for a
/// program of `programs/`, that there is at least one (else the case checked nothing).
#[track_caller]
pub fn assert_nans_canonical(context: &str, program: &Program, d: &Data) {
    let canonical = tessera_build::numeric::CANONICAL_NAN_F32;
    let state = match program.kind {
        ProgramKind::Langevin { .. } => d.state.as_slice(),
        _ => &[],
    };
    let results = std::iter::once(state).chain(d.outputs.iter().map(Vec::as_slice));
    let nans: Vec<u32> = results
        .flatten()
        .filter(|v| v.is_nan())
        .map(|v| v.to_bits())
        .collect();
    // A random program may carry no NaN operand to a result (one that ignores its poisoned
    // input, or only compares it); each program of `programs/` carries one.
    let random = tessera_tests::random::SOURCES
        .iter()
        .any(|(name, _)| *name == program.name);
    assert!(random || !nans.is_empty(), "{context}: no result is NaN");
    if let Some(bits) = nans.iter().find(|&&bits| bits != canonical) {
        panic!("{context}: a NaN result is {bits:#010x}, not the canonical {canonical:#010x}");
    }
}
