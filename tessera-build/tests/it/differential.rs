//! Differential testing of the whole compiler on programs nobody wrote: seeded random programs
//! (maps, energies, Langevin chains on the euclidean, sphere and bivector manifolds, under both
//! reduction orders and both noise policies) whose expressions draw on every operator,
//! function and row reduction of the language, compiled through LLVM for every x86 level this
//! CPU runs, linked into a shared library, loaded, and run through the runtime's own launchers
//! (`tessera_rt::{map, energy, langevin}::run_cpu_with`) over shapes that take every row path
//! of the x86 emitter (rows across rows, lockstep blocks, one row at a time, scratch passes);
//! every output word must equal the reference interpreter's (`rows::interpret`) bit for bit.
//!
//! The programs of `programs/` go through the conformance suite, and so does a fixed set of
//! 24 random ones that `tessera-tests` compiles like them (for the SIMT emulator and, in
//! `cargo xtask gpu-check`, a device too). This test compiles others at test time, as many as
//! it is asked for, to cover combinations those do not (a `where` under a `logsumexp` under a
//! `pow`, ...). The generator is `tests/random_programs.rs`. A failure prints the program's
//! TOML, its seed, the level, the shape and the first differing word. `TESSERA_DIFF_PROGRAMS=N`
//! compiles N programs (default [`DEFAULT_PROGRAMS`]) and `TESSERA_DIFF_SEED=S` starts from
//! another seed (default 0), for a longer hunt.
//!
//! The generator writes no samplers; the shipped samplers, rebuilt here to search weights of
//! either sign (which no front end writes), check the x86 searches' shortcuts where `W` need
//! not fall ([`searches_over_negative_weights_equal_the_reference_bit_for_bit`]).

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use rayon::prelude::*;
use tessera_build::rows::{self, Buffers, Launch, OutputShape, RowProgram};
use tessera_build::spec::ProgramSpec;
use tessera_build::{artifacts, codegen, targets};
use tessera_rt::abi::{AbiRecord, CpuEntry, StaticAbi, StaticParam};
use tessera_rt::cpu::{CPU_LEVELS, CpuInfo};
use tessera_rt::energy::EnergyOut;
use tessera_rt::kernel::{CpuKernel, Manifold, Program, ProgramKind};
use tessera_rt::langevin::{LangevinParams, host_scalars};
use tessera_rt::launch::Operands;
use tessera_rt::sampler::{SamplerParams, host_scalars as sampler_scalars};

// The generator, shared with the `tessera-tests` build script.
#[path = "../../../tests/random_programs.rs"]
mod random_programs;
use random_programs::random_program;

/// Programs compiled and compared by default (about two seconds of LLVM each per level).
const DEFAULT_PROGRAMS: usize = 24;

/// Feature counts of the shapes each program runs: narrow rows the x86 kernels take across
/// rows (below the vector width), rows the lockstep blocks take (up to 2048 features), and
/// rows past it, which fold through per-thread scratch.
const FEATURES: &[usize] = &[
    1, 3, 4, 7, 8, 16, 17, 31, 64, 100, 257, 1000, 2048, 2049, 3001,
];

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn leak<T>(value: T) -> &'static T {
    Box::leak(Box::new(value))
}

fn leak_str(text: &str) -> &'static str {
    Box::leak(text.to_string().into_boxed_str())
}

fn leak_strs(texts: &[String]) -> &'static [&'static str] {
    Box::leak(
        texts
            .iter()
            .map(|t| leak_str(t))
            .collect::<Vec<_>>()
            .into_boxed_slice(),
    )
}

fn static_abi(abi: &AbiRecord) -> &'static StaticAbi {
    let params: Vec<StaticParam> = abi
        .params
        .iter()
        .map(|p| StaticParam {
            name: leak_str(&p.name),
            kind: p.kind,
            ty: p.ty,
            offset: p.offset,
        })
        .collect();
    leak(StaticAbi {
        entry: leak_str(&abi.entry),
        params: Box::leak(params.into_boxed_slice()),
        size: abi.size,
        block_lanes: abi.block_lanes,
        shared_bytes: abi.shared_bytes,
        max_features: abi.max_features,
        scratch_bytes: abi.scratch_bytes,
        splits_by_candidates: abi.splits_by_candidates,
        candidates_blocked_by: Box::leak(abi.candidates_blocked_by.clone().into_boxed_slice()),
    })
}

/// Compiles `program` for x86 level `level`, links it into `<dir>/<level>.so` with `ld.lld`
/// (`artifacts::link_shared`), loads it (for the rest of the process) and returns its kernel.
fn compile_level(
    program: &RowProgram,
    level: &'static str,
    dir: &Path,
) -> Result<CpuKernel, String> {
    let target = targets::lookup(level).map_err(|e| e.to_string())?;
    let compiled = codegen::compile(program, target).map_err(|e| e.to_string())?;
    artifacts::link_shared(
        "differential test library",
        level,
        &compiled.object,
        dir,
        "so",
    )
    .map_err(|e| e.to_string())?;
    let library = dir.join(format!("{level}.so"));
    let abi = static_abi(&compiled.abis[0]);
    // SAFETY: the library is the object tessera just compiled; it has no initialisers.
    let library: &'static libloading::Library =
        leak(unsafe { libloading::Library::new(&library) }.map_err(|e| e.to_string())?);
    // SAFETY: an x86 entry has the `CpuEntry` signature (tessera_rt::abi).
    let entry: CpuEntry =
        *unsafe { library.get::<CpuEntry>(abi.entry.as_bytes()) }.map_err(|e| e.to_string())?;
    let cpu_level = tessera_rt::cpu::level(level).ok_or("not an x86 level")?;
    Ok(CpuKernel {
        level,
        required_features: cpu_level.features,
        entry,
        abi,
    })
}

/// The runtime's program table for `program` with the given kernels.
fn program_table(
    spec: &ProgramSpec,
    program: &RowProgram,
    kernels: &[CpuKernel],
) -> &'static Program {
    leak(Program {
        name: leak_str(&spec.name),
        kind: program.interface.kind,
        inputs: leak_strs(&spec.inputs),
        vectors: leak_strs(&spec.vectors),
        params: leak_strs(&spec.params),
        cpu: Box::leak(kernels.to_vec().into_boxed_slice()),
        gpu: &[],
    })
}

/// The operands of one run, filled from `seed`.
struct Data {
    state: Vec<f32>,
    inputs: Vec<Vec<f32>>,
    vectors: Vec<Vec<f32>>,
    params: Vec<f32>,
}

fn data(spec: &ProgramSpec, kind: ProgramKind, rows: usize, features: usize, seed: u64) -> Data {
    let mut rng = SmallRng::seed_from_u64(seed);
    // Every other shape draws its values from a few quarters, so comparisons, `min`, `max`,
    // `clamp` and the row maxima meet ties.
    let quarters = seed % 2 == 1;
    let values = |n: usize, rng: &mut SmallRng| -> Vec<f32> {
        (0..n)
            .map(|_| {
                if quarters {
                    rng.random_range(-8i32..=8) as f32 * 0.25
                } else {
                    rng.random_range(-2.0f32..2.0)
                }
            })
            .collect()
    };
    let mut state = values(rows * features, &mut rng);
    if matches!(
        kind,
        ProgramKind::Langevin {
            manifold: Manifold::Sphere
        }
    ) {
        for row in state.chunks_mut(features) {
            let norm = row
                .iter()
                .map(|v| f64::from(*v).powi(2))
                .sum::<f64>()
                .sqrt();
            for v in row {
                *v = (f64::from(*v) / norm) as f32;
            }
        }
    }
    let inputs = spec
        .inputs
        .iter()
        .map(|_| values(rows * features, &mut rng))
        .collect();
    let vectors = spec
        .vectors
        .iter()
        .map(|_| values(features, &mut rng))
        .collect();
    let params = spec
        .params
        .iter()
        .map(|_| rng.random_range(0.1f32..2.0))
        .collect();
    Data {
        state,
        inputs,
        vectors,
        params,
    }
}

/// One run's outputs, in the reference interpreter's order (the state last for Langevin
/// programs, then the status words).
type Outputs = Vec<Vec<u32>>;

fn bits(values: &[f32]) -> Vec<u32> {
    values.iter().map(|v| v.to_bits()).collect()
}

fn langevin_params(seed: u64) -> LangevinParams {
    let mut rng = SmallRng::seed_from_u64(seed ^ 0x5eed);
    LangevinParams {
        steps: rng.random_range(1..4),
        eta: [0.05, 0.01, 0.2][rng.random_range(0..3)],
        temperature: [0.0, 0.5, 1.0][rng.random_range(0..3)],
        anneal: rng.random_bool(0.3).then_some(0.7),
    }
}

fn run_reference(
    program: &RowProgram,
    d: &Data,
    rows: usize,
    features: usize,
    seed: u64,
) -> Outputs {
    let mut state = d.state.clone();
    let mut status = vec![0u32; rows];
    let mut outputs: Vec<Vec<f32>> = program
        .interface
        .outputs
        .iter()
        .map(|(_, shape)| vec![0.0; shape.values(rows, features)])
        .collect();
    let inputs: Vec<&[f32]> = d.inputs.iter().map(Vec::as_slice).collect();
    let vectors: Vec<&[f32]> = d.vectors.iter().map(Vec::as_slice).collect();
    let params = langevin_params(seed);
    let launch = Launch {
        n_rows: rows,
        n_features: features,
        steps: if program.interface.is_langevin() {
            params.steps
        } else {
            1
        },
        scalars: host_scalars(&params),
        sampler: sampler_scalars(&SamplerParams::new(1.0)),
        key: [seed, seed.rotate_left(17)],
    };
    let buffers = Buffers {
        state: &mut state,
        status: &mut status,
        outputs: outputs.iter_mut().map(Vec::as_mut_slice).collect(),
        inputs: &inputs,
        vectors: &vectors,
        params: &d.params,
    };
    rows::interpret(program, buffers, &launch);
    let mut result: Outputs = outputs.iter().map(|o| bits(o)).collect();
    if program.interface.is_langevin() {
        result.push(bits(&state));
    }
    result.push(status);
    result
}

#[allow(clippy::too_many_arguments)]
fn run_kernel(
    table: &Program,
    kernel: &CpuKernel,
    program: &RowProgram,
    d: &Data,
    rows: usize,
    features: usize,
    seed: u64,
) -> Result<Outputs, tessera_rt::Error> {
    let inputs: Vec<&[f32]> = d.inputs.iter().map(Vec::as_slice).collect();
    let vectors: Vec<&[f32]> = d.vectors.iter().map(Vec::as_slice).collect();
    let ops = Operands {
        inputs: &inputs,
        vectors: &vectors,
        params: &d.params,
    };
    let mut status = vec![0u32; rows];
    Ok(match program.interface.kind {
        ProgramKind::Map => {
            let mut out = vec![0.0; rows * features];
            tessera_rt::map::run_cpu_with(kernel, table, &mut out, &ops, rows, features)?;
            vec![bits(&out), status]
        }
        ProgramKind::Energy => {
            let mut energy = vec![0.0; rows];
            let mut grad = vec![0.0; rows * features];
            let out = EnergyOut {
                energy: &mut energy,
                grad: &mut grad,
            };
            tessera_rt::energy::run_cpu_with(kernel, table, &d.state, out, &ops, rows, features)?;
            // In the interpreter's output order.
            program
                .interface
                .outputs
                .iter()
                .map(|(_, shape)| {
                    bits(if *shape == OutputShape::Row {
                        &grad
                    } else {
                        &energy
                    })
                })
                .chain([status])
                .collect()
        }
        ProgramKind::Langevin { manifold } => {
            let mut state = d.state.clone();
            let status_buffer = manifold.has_status().then_some(status.as_mut_slice());
            tessera_rt::langevin::run_cpu_with(
                kernel,
                table,
                &mut state,
                status_buffer,
                &ops,
                rows,
                features,
                &langevin_params(seed),
                [seed, seed.rotate_left(17)],
            )?;
            vec![bits(&state), status]
        }
        ProgramKind::Sampler => unreachable!("the generator writes no samplers"),
    })
}

/// The first word where `kernel` and `reference` differ, described.
fn first_difference(kernel: &Outputs, reference: &Outputs, features: usize) -> Option<String> {
    for (buffer, (k, r)) in kernel.iter().zip(reference).enumerate() {
        if k.len() != r.len() {
            return Some(format!(
                "buffer {buffer}: {} words, reference {}",
                k.len(),
                r.len()
            ));
        }
        if let Some(i) = k.iter().zip(r).position(|(a, b)| a != b) {
            let count = k.iter().zip(r).filter(|(a, b)| a != b).count();
            return Some(format!(
                "buffer {buffer} word {i} (row {}, feature {}): {:#010x} ({}), reference {:#010x} \
                 ({}); {count} of {} words differ",
                i / features,
                i % features,
                k[i],
                f32::from_bits(k[i]),
                r[i],
                f32::from_bits(r[i]),
                k.len()
            ));
        }
    }
    None
}

/// The levels of [`CPU_LEVELS`] this CPU runs.
fn runnable_levels() -> Vec<&'static str> {
    let cpu = CpuInfo::detect();
    CPU_LEVELS
        .iter()
        .filter(|level| cpu.missing(level.features).is_empty())
        .map(|level| level.name)
        .collect()
}

/// The shapes (rows, features) a program runs: [`FEATURES`] with a few rows each, or, for
/// bivector rows (one width, `2^n` blades), row counts that fill the x86 blocks across rows
/// whole and in part.
fn shapes(kind: ProgramKind, seed: u64) -> Vec<(usize, usize)> {
    if let ProgramKind::Langevin {
        manifold: Manifold::Bivector { n, .. },
    } = kind
    {
        return [1, 3, 9, 64, 130, 700]
            .into_iter()
            .map(|rows| (rows, 1 << n))
            .collect();
    }
    FEATURES
        .iter()
        .enumerate()
        .map(|(i, &features)| ([1, 2, 5, 9, 19][(seed as usize + i) % 5], features))
        .collect()
}

fn scratch_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("differential");
    std::fs::create_dir_all(&dir).expect("creating the scratch folder");
    dir
}

/// Runs one program (the TOML `source`) on every level in `levels` against the reference over
/// its [`shapes`]; `Ok(Err(diagnostic))` when the front end refuses it (the generator may write
/// an energy whose gradient is zero, say), `Ok(Ok((words, finite)))` with the number of words
/// compared and how many of them were finite.
fn check_program(
    source: &str,
    seed: u64,
    levels: &[&'static str],
    dir: &Path,
) -> Result<Result<(usize, usize), String>, String> {
    let refused = |diagnostic: tessera_build::Diagnostic| Ok(Err(diagnostic.to_string()));
    let spec = match tessera_build::spec::parse(Path::new("random.toml"), source) {
        Ok(spec) => spec,
        Err(diagnostic) => return refused(diagnostic),
    };
    let program = match tessera_build::lower(&spec) {
        Ok((_, program)) => program,
        Err(diagnostic) => return refused(diagnostic),
    };
    let dir = dir.join(&spec.name);
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let kernels = levels
        .iter()
        .map(|level| compile_level(&program, level, &dir))
        .collect::<Result<Vec<_>, _>>()?;
    let table = program_table(&spec, &program, &kernels);
    let (mut words, mut finite) = (0, 0);
    for (i, (rows, features)) in shapes(program.interface.kind, seed).into_iter().enumerate() {
        let run_seed = seed.wrapping_mul(1000).wrapping_add(i as u64);
        let d = data(&spec, program.interface.kind, rows, features, run_seed);
        let reference = run_reference(&program, &d, rows, features, run_seed);
        for kernel in &kernels {
            let level = kernel.level;
            let kernel = run_kernel(table, kernel, &program, &d, rows, features, run_seed)
                .map_err(|e| format!("level {level}, shape {rows}x{features}: {e}"))?;
            if let Some(difference) = first_difference(&kernel, &reference, features) {
                let launch = match program.interface.is_langevin() {
                    true => format!(", {:?}", langevin_params(run_seed)),
                    false => String::new(),
                };
                return Err(format!(
                    "level {level}, shape {rows}x{features}{launch}: {difference}"
                ));
            }
        }
        for buffer in &reference {
            words += buffer.len();
            finite += buffer
                .iter()
                .filter(|w| f32::from_bits(**w).is_finite())
                .count();
        }
    }
    Ok(Ok((words, finite)))
}

#[test]
fn random_programs_equal_the_reference_on_every_x86_level() {
    let count = env_usize("TESSERA_DIFF_PROGRAMS", DEFAULT_PROGRAMS);
    let first_seed = env_usize("TESSERA_DIFF_SEED", 0) as u64;
    let levels = runnable_levels();
    let dir = scratch_dir();
    let compared = AtomicUsize::new(0);
    let (words, finite) = (AtomicUsize::new(0), AtomicUsize::new(0));
    let failures: Vec<String> = (0..count as u64)
        .into_par_iter()
        .filter_map(|i| {
            // Seeds past refused programs, so `count` programs are compiled; a run of refusals
            // as long as the seeds between two programs' first seeds is a generator bug.
            let first = (first_seed + i) << 8;
            let mut last_refusal = String::new();
            for seed in first..first + 256 {
                let source = random_program(seed, &format!("random_{seed}"));
                match check_program(&source, seed, &levels, &dir) {
                    Ok(Err(diagnostic)) => last_refusal = format!("{diagnostic}\n{source}"),
                    Ok(Ok((w, f))) => {
                        compared.fetch_add(1, Ordering::Relaxed);
                        words.fetch_add(w, Ordering::Relaxed);
                        finite.fetch_add(f, Ordering::Relaxed);
                        return None;
                    }
                    Err(message) => {
                        return Some(format!("seed {seed}: {message}\n{source}"));
                    }
                }
            }
            Some(format!(
                "seeds {first} to {}: the front end refused every program, the last with \
                 {last_refusal}",
                first + 255
            ))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {count} random programs differ from the reference:\n\n{}",
        failures.len(),
        failures.join("\n")
    );
    let (compared, words, finite) = (
        compared.into_inner(),
        words.into_inner(),
        finite.into_inner(),
    );
    eprintln!(
        "{compared} random programs on {levels:?}: {words} words equal the reference, {:.0}% of them finite",
        100.0 * finite as f64 / words.max(1) as f64
    );
    assert_eq!(compared, count);
}

/// Searches whose weights go negative, where `W(c)` (the fold of the weights of the elements
/// at or above `c`) need not fall as `c` rises: the x86 row path's guided passes hold only
/// when it falls and leave a search with a negative weight to the bitwise rounds; the
/// across-rows key rounds' early stop follows the rounds' own decisions and assumes nothing
/// of `W`. The shipped samplers' weights are probabilities, never negative, so this test
/// makes samplers whose are: `gumbel`'s and `gumbel_pairwise`'s top-p weights, where not
/// zero, times Gumbel noise less `0.2` (about half of them negative, in no order of the
/// keys; zero weights stay zero, as a search confined to the top-k set needs), on narrow
/// rows (across rows) and wide ones (row by row), on every x86 level this CPU runs, each
/// sampled id equal to the reference's. Kernels whose guided passes ignore a negative
/// weight, or whose across-rows rounds stop at two elements, fail it (checked, reverted).
#[test]
fn searches_over_negative_weights_equal_the_reference_bit_for_bit() {
    use tessera_build::rows::{Binary, Op, PassEnd, Value};
    let levels = runnable_levels();
    let dir = scratch_dir();
    let mut compared = 0;
    for name in ["gumbel", "gumbel_pairwise"] {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../programs/{name}.toml"));
        let source = std::fs::read_to_string(&path).expect("reading a shipped program");
        let spec = tessera_build::spec::parse(&path, &source).expect("a shipped program parses");
        let (_, mut program) = tessera_build::lower(&spec).expect("a shipped program lowers");
        let top_p = program
            .passes
            .iter_mut()
            .filter(|pass| matches!(pass.end, PassEnd::Search(_)))
            .nth(1)
            .expect("the sampler's second search, top-p");
        let PassEnd::Search(search) = &mut top_p.end else {
            unreachable!("filtered to searches")
        };
        let mut push = |op: Op| {
            top_p.insts.push(op);
            Value(top_p.insts.len() as u32 - 1)
        };
        let noise = push(Op::Gumbel);
        let shift = push(Op::Const(0.2f32.to_bits()));
        let factor = push(Op::Binary(Binary::Sub, noise, shift));
        let scaled = push(Op::Binary(Binary::Mul, search.weight, factor));
        search.weight = push(Op::Select(search.weight, scaled, search.weight));
        let dir = dir.join(format!("{name}_negative"));
        std::fs::create_dir_all(&dir).expect("creating the scratch folder");
        let kernels = levels
            .iter()
            .map(|level| compile_level(&program, level, &dir))
            .collect::<Result<Vec<_>, _>>()
            .expect("compiling the sampler");
        let table = program_table(&spec, &program, &kernels);
        for vocab in [5usize, 33, 100, 127, 1000, 3000] {
            let rows = 150;
            let mut rng = SmallRng::seed_from_u64(vocab as u64);
            let logits: Vec<f32> = (0..rows * vocab)
                .map(|_| rng.random_range(-4.0f32..4.0))
                .collect();
            for params in [
                SamplerParams::new(1.0).with_top_p(0.1),
                SamplerParams::new(0.7).with_top_p(0.25),
                SamplerParams::new(1.0)
                    .with_top_k(vocab / 4 + 1)
                    .with_top_p(0.2),
            ] {
                let key = [vocab as u64, 7];
                let mut reference = vec![f32::NAN; rows];
                let mut status = vec![0u32; rows];
                let launch = Launch {
                    n_rows: rows,
                    n_features: vocab,
                    steps: 1,
                    scalars: host_scalars(&LangevinParams::constant(1, 1.0, 0.0)),
                    sampler: sampler_scalars(&params),
                    key,
                };
                let buffers = Buffers {
                    state: &mut [],
                    status: &mut status,
                    outputs: vec![reference.as_mut_slice()],
                    inputs: &[&logits],
                    vectors: &[],
                    params: &[],
                };
                rows::interpret(&program, buffers, &launch);
                for kernel in &kernels {
                    let mut ids = vec![-2i64; rows];
                    let run = tessera_rt::sampler::run_cpu_with(
                        kernel, table, &logits, &mut ids, rows, vocab, &params, key,
                    )
                    .expect("the sampler runs");
                    let context =
                        format!("{name} [{rows}, {vocab}] {params:?} on {}", kernel.level);
                    assert!(run.invalid_rows.is_empty(), "{context}: invalid rows");
                    let differs = (0..rows).find(|&r| ids[r] as f32 != reference[r]);
                    if let Some(r) = differs {
                        panic!(
                            "{context}: row {r} sampled {} where the reference sampled {}",
                            ids[r], reference[r]
                        );
                    }
                    compared += rows;
                }
            }
        }
    }
    assert!(compared > 0);
}
