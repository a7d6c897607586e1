//! `cargo bench -p tessera-tests --bench throughput`: Langevin throughput (element-steps per
//! second), map and energy throughput (elements per second: one evaluation of each row) and
//! Gumbel-max sampler throughput (samples, that is rows, per second) of the compiled kernels
//! and of the reference interpreter on the project's workloads.
//! `cargo xtask bench` runs it, adds NumPy and PyTorch, and prints the table.
//!
//! * the compiled kernel: the typed `run_cpu` launcher (the best x86 level this CPU has, rows
//!   split over every thread of rayon's global pool);
//! * the reference interpreter (`tessera_build::rows::interpret`) in a one-thread rayon pool.
//!
//! Each timed run does all K steps of the workload on all its features, on all its rows or, when
//! that would take much longer than [`KERNEL_RUN_S`] (kernel) or [`REFERENCE_RUN_S`]
//! (interpreter), on its first rows: every row costs the same, so the throughput is the run's
//! element-steps over its time. A one-step probe of the whole workload sizes the sample; the
//! record's `shape` is what was timed. Each measurement is the median of [`RUNS`] timed runs
//! after a warm-up (a call shorter than [`MIN_RUN_S`](tessera_tests::timing::MIN_RUN_S)
//! repeated within each run: `tessera_tests::timing`); the chain continues in place from run
//! to run (as a sampler's loop runs it). `TESSERA_BENCH_ONLY=text` measures only the workloads
//! whose name contains `text`.
//! Writes `target/bench/rust.json` (the records) and `target/bench/workloads.json` (what
//! `xtask/bench/torch_numpy.py` measures).

use std::path::{Path, PathBuf};
use std::time::Instant;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};
use tessera_build::rows::{self, Buffers, Launch, RowProgram};
use tessera_rt::langevin::{self, LangevinParams, LangevinRun};
use tessera_rt::sampler::{self, SamplerParams};
use tessera_tests::timing::{RUNS, median_seconds};
use tessera_tests::{
    double_well, gumbel, gumbel_pairwise, quadratic, quadratic_fast, rownorm, softmax_pull,
    sphere_align, tether, tether_pairwise, well_energy,
};

/// The step size and temperature of every workload (noise is drawn: `T > 0`).
const ETA: f64 = 0.05;
const TEMPERATURE: f64 = 0.5;
/// About how long one timed run of the compiled kernel may take (else it runs on fewer rows).
const KERNEL_RUN_S: f64 = 1.0;
/// About how long one timed run of the reference interpreter may take.
const REFERENCE_RUN_S: f64 = 0.25;
/// The reference's one-step probe runs on at most this many elements (rows times features).
const PROBE_ELEMENTS: usize = 1 << 16;
/// The unit of every record's throughput.
const UNIT: &str = "elem-steps/s";

/// The programs benchmarked, each with its typed launcher.
#[derive(Debug, Clone, Copy)]
enum Program {
    Quadratic,
    /// `quadratic` on the `tessera-fast-v1` noise policy.
    QuadraticFast,
    DoubleWell,
    SphereAlign,
    /// A row sum per step (`sum(y^2)`), in the default sequential order.
    Tether,
    /// `tether` with `reduction = "pairwise"`.
    TetherPairwise,
    /// A logsumexp energy with a row max: two max folds, an argmax and two sums per step.
    SoftmaxPull,
}

impl Program {
    fn name(self) -> &'static str {
        match self {
            Program::Quadratic => quadratic::PROGRAM.name,
            Program::QuadraticFast => quadratic_fast::PROGRAM.name,
            Program::DoubleWell => double_well::PROGRAM.name,
            Program::SphereAlign => sphere_align::PROGRAM.name,
            Program::Tether => tether::PROGRAM.name,
            Program::TetherPairwise => tether_pairwise::PROGRAM.name,
            Program::SoftmaxPull => softmax_pull::PROGRAM.name,
        }
    }

    fn is_sphere(self) -> bool {
        matches!(self, Program::SphereAlign)
    }

    /// The bound of the initial state's values: the tethers start in [-0.5, 0.5) (a row of
    /// 1024 values in [-2, 2) has `sum(y^2)` near 1365, where a step of eta = 0.05 overshoots
    /// the norm constraint's stiffness and the chain diverges; near 85 it settles).
    fn initial_bound(self) -> f32 {
        match self {
            Program::Tether | Program::TetherPairwise => 0.5,
            _ => 2.0,
        }
    }

    /// Runs the compiled kernel through the program's typed launcher.
    fn run_cpu(self, d: &mut Data, shape: Shape, params: &LangevinParams) -> LangevinRun {
        let Shape { rows, features } = shape;
        let run = match self {
            Program::Quadratic => {
                quadratic::run_cpu(&mut d.state, &d.x, rows, features, params, d.key)
            }
            Program::QuadraticFast => {
                quadratic_fast::run_cpu(&mut d.state, &d.x, rows, features, params, d.key)
            }
            Program::DoubleWell => {
                double_well::run_cpu(&mut d.state, &d.x, rows, features, params, d.key)
            }
            Program::SphereAlign => sphere_align::run_cpu(
                &mut d.state,
                &mut d.status,
                &d.x,
                rows,
                features,
                params,
                d.key,
            ),
            Program::Tether => tether::run_cpu(&mut d.state, &d.x, rows, features, params, d.key),
            Program::TetherPairwise => {
                tether_pairwise::run_cpu(&mut d.state, &d.x, rows, features, params, d.key)
            }
            Program::SoftmaxPull => {
                softmax_pull::run_cpu(&mut d.state, &d.x, rows, features, params, d.key)
            }
        };
        let run = run.unwrap_or_else(|e| panic!("{}: {e}", self.name()));
        d.key = run.next_key;
        run
    }
}

#[derive(Debug, Clone, Copy)]
struct Shape {
    rows: usize,
    features: usize,
}

#[derive(Debug, Clone, Copy)]
struct Workload {
    program: Program,
    shape: Shape,
    steps: u64,
}

impl Workload {
    const fn new(program: Program, rows: usize, features: usize, steps: u64) -> Self {
        Workload {
            program,
            shape: Shape { rows, features },
            steps,
        }
    }

    fn name(&self) -> String {
        let Shape { rows, features } = self.shape;
        format!("{} {rows}x{features} K={}", self.program.name(), self.steps)
    }
}

/// The workloads: both euclidean programs on four shapes, the sphere on one, and the
/// quadratic on the `tessera-fast-v1` noise policy; narrow rows (F = 4, both policies),
/// where a row is narrower than a vector; a row sum per step in each declared order
/// (`tether`, `tether_pairwise`); max folds and an argmax per step (`softmax_pull`); and
/// narrow rows of programs that fold (the sphere's unit rows of four, both tethers,
/// `softmax_pull`), which run across rows (`codegen/across.rs`).
const WORKLOADS: [Workload; 19] = {
    use Program::{DoubleWell, Quadratic, QuadraticFast, SoftmaxPull, SphereAlign};
    use Program::{Tether, TetherPairwise};
    [
        Workload::new(Quadratic, 4096, 1024, 8),
        Workload::new(Quadratic, 4096, 1024, 64),
        Workload::new(QuadraticFast, 4096, 1024, 64),
        Workload::new(Quadratic, 65536, 128, 64),
        Workload::new(Quadratic, 256, 8192, 64),
        Workload::new(Quadratic, 1 << 20, 4, 64),
        Workload::new(QuadraticFast, 1 << 20, 4, 64),
        Workload::new(DoubleWell, 4096, 1024, 8),
        Workload::new(DoubleWell, 4096, 1024, 64),
        Workload::new(DoubleWell, 65536, 128, 64),
        Workload::new(DoubleWell, 256, 8192, 64),
        Workload::new(SphereAlign, 4096, 1024, 64),
        Workload::new(Tether, 4096, 1024, 64),
        Workload::new(TetherPairwise, 4096, 1024, 64),
        Workload::new(SoftmaxPull, 4096, 1024, 64),
        Workload::new(SphereAlign, 1 << 20, 4, 64),
        Workload::new(Tether, 1 << 20, 4, 64),
        Workload::new(TetherPairwise, 1 << 20, 4, 64),
        Workload::new(SoftmaxPull, 1 << 20, 4, 64),
    ]
};

/// The sampler's workloads (`[B, V]` logits; samples per second): the three shapes at
/// `T = 1` with no filter; the first with top-k alone, top-k and top-p, and top-p alone (at `T
/// = 1`, whose nucleus on these logits is 29% of the row, and at `T = 0.25`, 7%); one
/// sequence decoding (one row) with top-k and top-p, and with top-p alone; and many narrow
/// rows (4 and 16 tokens; 16 with top-k and top-p, and with top-p alone; 127, the widest
/// rows the x86 kernel runs in transposed blocks of 64 rows, `codegen::across`, with top-k
/// and top-p, and the same with the logits of a bfloat16 model: ties).
const SAMPLER_WORKLOADS: [SamplerWorkload; 19] = [
    SamplerWorkload::new(8, 128_000, 0, 1.0),
    SamplerWorkload::new(64, 32_000, 0, 1.0),
    SamplerWorkload::new(1, 256_000, 0, 1.0),
    SamplerWorkload::new(8, 128_000, 50, 1.0),
    SamplerWorkload::new(8, 128_000, 50, 0.9),
    SamplerWorkload::new(8, 128_000, 0, 0.9),
    SamplerWorkload::new(8, 128_000, 0, 0.9).at(0.25),
    SamplerWorkload::new(1, 128_000, 50, 0.9),
    // One sequence decoding with top-p alone: one thread (a top-p search does not split).
    SamplerWorkload::new(1, 128_000, 0, 0.9),
    SamplerWorkload::new(1 << 20, 4, 0, 1.0),
    SamplerWorkload::new(1 << 18, 16, 0, 1.0),
    // Narrow rows with top-k and top-p, and with top-p alone (their searches across rows).
    SamplerWorkload::new(1 << 18, 16, 4, 0.9),
    SamplerWorkload::new(1 << 18, 16, 0, 0.9),
    SamplerWorkload::new(1 << 15, 127, 32, 0.9),
    SamplerWorkload::new(1 << 15, 127, 32, 0.9).bf16(),
    // The sampler with pairwise sums: top-k, top-k with top-p, and one sequence with top-k,
    // and with top-k and top-p.
    SamplerWorkload::new(8, 128_000, 50, 1.0).pairwise(),
    SamplerWorkload::new(8, 128_000, 50, 0.9).pairwise(),
    SamplerWorkload::new(1, 128_000, 50, 1.0).pairwise(),
    SamplerWorkload::new(1, 128_000, 50, 0.9).pairwise(),
];
/// The map and the energy (one evaluation of each row, no steps), each on narrow rows (4
/// and 12 features: whole blocks of 64 rows transposed in vectors and run across rows,
/// `codegen/across.rs`) and on wide ones (1024 features, in lockstep blocks), about 4M
/// elements each.
const EVAL_WORKLOADS: [EvalWorkload; 6] = {
    use EvalProgram::{RowNorm, WellEnergy};
    [
        EvalWorkload::new(RowNorm, 1 << 20, 4),
        EvalWorkload::new(RowNorm, 349_525, 12),
        EvalWorkload::new(RowNorm, 4096, 1024),
        EvalWorkload::new(WellEnergy, 1 << 20, 4),
        EvalWorkload::new(WellEnergy, 349_525, 12),
        EvalWorkload::new(WellEnergy, 4096, 1024),
    ]
};
/// The unit of every map and energy record.
const EVAL_UNIT: &str = "elements/s";

/// The programs of one evaluation per row benchmarked.
#[derive(Debug, Clone, Copy)]
enum EvalProgram {
    /// A map: `x / sqrt(dot(x, x))` (a sum, then a row output).
    RowNorm,
    /// An energy and its gradient: two sums into a per-row output, and a row output.
    WellEnergy,
}

impl EvalProgram {
    fn name(self) -> &'static str {
        match self {
            EvalProgram::RowNorm => rownorm::PROGRAM.name,
            EvalProgram::WellEnergy => well_energy::PROGRAM.name,
        }
    }
}

#[derive(Debug, Clone, Copy)]
struct EvalWorkload {
    program: EvalProgram,
    shape: Shape,
}

/// A map's or energy's operands and outputs: `y` (the energy's state), `x` (the input), the
/// row output and the energy's per-row output.
struct EvalData {
    y: Vec<f32>,
    x: Vec<f32>,
    out: Vec<f32>,
    energy: Vec<f32>,
}

impl EvalWorkload {
    const fn new(program: EvalProgram, rows: usize, features: usize) -> Self {
        EvalWorkload {
            program,
            shape: Shape { rows, features },
        }
    }

    fn name(&self) -> String {
        let Shape { rows, features } = self.shape;
        format!("{} {rows}x{features}", self.program.name())
    }

    /// Seeded operands in [-2, 2) for the first `rows` rows.
    fn data(&self, rows: usize) -> EvalData {
        let mut rng = SmallRng::seed_from_u64(0xe7a1);
        let len = rows * self.shape.features;
        let mut values = || -> Vec<f32> { (0..len).map(|_| rng.random_range(-2.0..2.0)).collect() };
        EvalData {
            y: values(),
            x: values(),
            out: vec![0.0; len],
            energy: vec![0.0; rows],
        }
    }

    /// The record of one evaluation of `rows` rows in `median_s` (elements per second).
    fn record(&self, implementation: &str, rows: usize, median_s: f64, detail: String) -> Value {
        let work = ((rows * self.shape.features) as f64, EVAL_UNIT);
        call_record(
            self.name(),
            implementation,
            self.shape,
            rows,
            work,
            median_s,
            detail,
        )
    }

    /// The compiled kernel through the program's typed launcher, all threads.
    fn measure_kernel(&self) -> Value {
        let Shape { rows, features } = self.shape;
        let mut d = self.data(rows);
        let mut level = "";
        let median_s = median_seconds(|| {
            let run = match self.program {
                EvalProgram::RowNorm => rownorm::run_cpu(&mut d.out, &d.x, rows, features),
                EvalProgram::WellEnergy => {
                    let EvalData { y, x, out, energy } = &mut d;
                    well_energy::run_cpu(y, energy, out, x, rows, features)
                }
            };
            level = run.unwrap_or_else(|e| panic!("{}: {e}", self.program.name()));
        });
        let threads = rayon::current_num_threads();
        let detail = format!("{level}, {threads} threads");
        self.record("kernel", rows, median_s, detail)
    }

    /// The reference interpreter, one thread, on the first rows (at most [`PROBE_ELEMENTS`]
    /// elements: every row costs the same).
    fn measure_reference(&self, pool: &rayon::ThreadPool) -> Value {
        let Shape { rows, features } = self.shape;
        let timed = (PROBE_ELEMENTS / features).clamp(1, rows);
        let mut d = self.data(timed);
        let reference = reference_program_named(self.program.name());
        let launch = Launch {
            n_rows: timed,
            n_features: features,
            steps: 1,
            scalars: langevin::host_scalars(&LangevinParams::constant(1, ETA, 0.0)),
            sampler: sampler::host_scalars(&SamplerParams::greedy()),
            key: [0x5eed, 0],
        };
        let median_s = pool.install(|| {
            median_seconds(|| {
                let EvalData { y, x, out, energy } = &mut d;
                let input = [x.as_slice()];
                let (state, outputs): (&mut [f32], Vec<&mut [f32]>) = match self.program {
                    EvalProgram::RowNorm => (&mut [], vec![out]),
                    EvalProgram::WellEnergy => (y, vec![energy, out]),
                };
                let buffers = Buffers {
                    state,
                    status: &mut [],
                    outputs,
                    inputs: &input,
                    vectors: &[],
                    params: &[],
                };
                rows::interpret(&reference, buffers, &launch);
            })
        });
        let detail = format!("1 thread{}", sample_note(timed, rows));
        self.record("reference", timed, median_s, detail)
    }
}

/// The sampler's temperature unless a workload sets its own.
const SAMPLER_TEMPERATURE: f64 = 1.0;
/// About how many tokens the reference interpreter samples per timed call.
const REFERENCE_SAMPLER_TOKENS: usize = 1 << 19;
/// The unit of every sampler record.
const SAMPLER_UNIT: &str = "samples/s";

#[derive(Debug, Clone, Copy)]
struct SamplerWorkload {
    /// `gumbel` or `gumbel_pairwise` (the same sampler with pairwise sums).
    program: &'static str,
    shape: Shape,
    top_k: usize,
    top_p: f64,
    temperature: f64,
    /// Logits of bfloat16 precision: f32 with the low 16 bits cleared (ties among them).
    bf16: bool,
}

impl SamplerWorkload {
    const fn new(rows: usize, vocab: usize, top_k: usize, top_p: f64) -> Self {
        SamplerWorkload {
            program: "gumbel",
            shape: Shape {
                rows,
                features: vocab,
            },
            top_k,
            top_p,
            temperature: SAMPLER_TEMPERATURE,
            bf16: false,
        }
    }

    /// The workload with logits of bfloat16 precision.
    const fn bf16(self) -> Self {
        SamplerWorkload { bf16: true, ..self }
    }

    /// The workload at temperature `temperature`.
    const fn at(self, temperature: f64) -> Self {
        SamplerWorkload {
            temperature,
            ..self
        }
    }

    /// The workload with `gumbel_pairwise`, the sampler whose sums are pairwise.
    const fn pairwise(self) -> Self {
        SamplerWorkload {
            program: "gumbel_pairwise",
            ..self
        }
    }

    fn params(&self) -> SamplerParams {
        SamplerParams::new(self.temperature)
            .with_top_k(self.top_k)
            .with_top_p(self.top_p)
    }

    fn name(&self) -> String {
        let Shape { rows, features } = self.shape;
        let mut name = format!(
            "{} [{rows}, {features}] T={}",
            self.program, self.temperature
        );
        if self.top_k > 0 {
            name += &format!(" top_k={}", self.top_k);
        }
        if self.top_p < 1.0 {
            name += &format!(" top_p={}", self.top_p);
        }
        if self.bf16 {
            name += " bf16";
        }
        name
    }

    /// Seeded logits in [-4, 4), of bfloat16 precision when the workload says so.
    fn logits(&self) -> Vec<f32> {
        let mut rng = SmallRng::seed_from_u64(0x10917);
        let mask = if self.bf16 { 0xffff_0000 } else { u32::MAX };
        (0..self.shape.rows * self.shape.features)
            .map(|_| f32::from_bits(rng.random_range(-4.0f32..4.0).to_bits() & mask))
            .collect()
    }

    /// The record of one sampling of `rows` rows in `median_s` (samples per second).
    fn record(&self, implementation: &str, rows: usize, median_s: f64, detail: String) -> Value {
        let work = (rows as f64, SAMPLER_UNIT);
        call_record(
            self.name(),
            implementation,
            self.shape,
            rows,
            work,
            median_s,
            detail,
        )
    }

    /// The compiled kernel through the generated launcher, all threads.
    fn measure_kernel(&self) -> Value {
        let Shape { rows, features } = self.shape;
        let logits = self.logits();
        let mut ids = vec![0i64; rows];
        let mut key = [0x5eed, 0];
        let mut level = "";
        let run_cpu = match self.program {
            "gumbel" => gumbel::run_cpu,
            _ => gumbel_pairwise::run_cpu,
        };
        let median_s = median_seconds(|| {
            let run = run_cpu(&logits, &mut ids, rows, features, &self.params(), key)
                .unwrap_or_else(|e| panic!("{}: {e}", self.program));
            key = run.next_key;
            level = run.level;
        });
        let threads = rayon::current_num_threads();
        self.record(
            "kernel",
            rows,
            median_s,
            format!("{level}, {threads} threads"),
        )
    }

    /// The reference interpreter, one thread, on the first rows: about half a million tokens
    /// (four rows of 128000 tokens, 131072 rows of 4).
    fn measure_reference(&self, pool: &rayon::ThreadPool) -> Value {
        let features = self.shape.features;
        let rows = (REFERENCE_SAMPLER_TOKENS / features).clamp(1, self.shape.rows);
        let logits = self.logits();
        let reference = reference_program_named(self.program);
        let input = [&logits[..rows * features]];
        let mut ids = vec![0.0f32; rows];
        let mut status = vec![0u32; rows];
        let launch = Launch {
            n_rows: rows,
            n_features: features,
            steps: 1,
            scalars: langevin::host_scalars(&LangevinParams::constant(1, ETA, 0.0)),
            sampler: sampler::host_scalars(&self.params()),
            key: [0x5eed, 0],
        };
        let median_s = pool.install(|| {
            median_seconds(|| {
                let buffers = Buffers {
                    state: &mut [],
                    status: &mut status,
                    outputs: vec![&mut ids],
                    inputs: &input,
                    vectors: &[],
                    params: &[],
                };
                rows::interpret(&reference, buffers, &launch);
            })
        });
        let detail = format!("1 thread{}", sample_note(rows, self.shape.rows));
        self.record("reference", rows, median_s, detail)
    }
}

/// A launch's buffers and the chain's key.
#[derive(Debug, Clone)]
struct Data {
    state: Vec<f32>,
    status: Vec<u32>,
    x: Vec<f32>,
    key: [u64; 2],
}

/// Seeded operands in [-2, 2) (the state within [`Program::initial_bound`]); sphere rows are
/// normalised.
fn data(program: Program, shape: Shape) -> Data {
    let mut rng = SmallRng::seed_from_u64(0x7e55e7a);
    let len = shape.rows * shape.features;
    let bound = program.initial_bound();
    let mut state: Vec<f32> = (0..len).map(|_| rng.random_range(-bound..bound)).collect();
    let x = (0..len).map(|_| rng.random_range(-2.0..2.0)).collect();
    if program.is_sphere() {
        for row in state.chunks_mut(shape.features) {
            let norm = row.iter().map(|v| v * v).sum::<f32>().sqrt();
            row.iter_mut().for_each(|v| *v /= norm);
        }
    }
    let status = if program.is_sphere() {
        vec![0; shape.rows]
    } else {
        Vec::new()
    };
    Data {
        state,
        status,
        x,
        key: [0x5eed, 0],
    }
}

/// The first `rows` rows of `d`.
fn first_rows(d: &Data, rows: usize, features: usize) -> Data {
    Data {
        state: d.state[..rows * features].to_vec(),
        status: d.status.iter().take(rows).copied().collect(),
        x: d.x[..rows * features].to_vec(),
        key: d.key,
    }
}

/// The reference row program of `program`, lowered by the LLVM-free front half.
fn reference_program(program: Program) -> RowProgram {
    reference_program_named(program.name())
}

/// The reference row program of the program called `name`.
fn reference_program_named(name: &str) -> RowProgram {
    let path = workspace_root()
        .join("programs")
        .join(format!("{name}.toml"));
    let spec = tessera_build::spec::read(&path).unwrap_or_else(|e| panic!("{e}"));
    tessera_build::lower(&spec)
        .unwrap_or_else(|e| panic!("{e}"))
        .1
}

/// One reference run of `steps` steps on `d` (the whole of it), continuing the chain.
fn run_reference(reference: &RowProgram, d: &mut Data, features: usize, steps: u64) {
    let rows = d.state.len() / features;
    let x = [d.x.as_slice()];
    let buffers = Buffers {
        state: &mut d.state,
        status: &mut d.status,
        outputs: Vec::new(),
        inputs: &x,
        vectors: &[],
        params: &[],
    };
    let launch = Launch {
        n_rows: rows,
        n_features: features,
        steps,
        scalars: langevin::host_scalars(&LangevinParams::constant(steps, ETA, TEMPERATURE)),
        sampler: sampler::host_scalars(&SamplerParams::greedy()),
        key: d.key,
    };
    d.key = rows::interpret(reference, buffers, &launch);
}

/// One benchmark record (the schema of `target/bench/results.json`): `shape` and `steps` as
/// timed, `work` units of `unit` done in `median_s`.
fn record(
    workload: String,
    implementation: &str,
    shape: Shape,
    steps: u64,
    (work, unit): (f64, &str),
    median_s: f64,
    detail: String,
) -> Value {
    json!({
        "workload": workload,
        "impl": implementation,
        "shape": [shape.rows, shape.features],
        "steps": steps,
        "median_s": median_s,
        "throughput": work / median_s,
        "unit": unit,
        "detail": detail,
    })
}

/// The record of one call (no steps) on the first `rows` rows of `shape`: `work` units of `unit`
/// in `median_s`.
fn call_record(
    workload: String,
    implementation: &str,
    shape: Shape,
    rows: usize,
    work: (f64, &str),
    median_s: f64,
    detail: String,
) -> Value {
    let shape = Shape { rows, ..shape };
    record(workload, implementation, shape, 1, work, median_s, detail)
}

/// A Langevin record: `shape` with `steps` steps in `median_s` (element-steps per second).
fn langevin_record(
    workload: &Workload,
    implementation: &str,
    shape: Shape,
    steps: u64,
    median_s: f64,
    detail: String,
) -> Value {
    let work = ((shape.rows * shape.features) as f64 * steps as f64, UNIT);
    let name = workload.name();
    record(name, implementation, shape, steps, work, median_s, detail)
}

/// How many rows a timed run covers so that it takes about `run_s` (all K steps on each), from
/// a probe's seconds per element-step: all of them when that takes under twice `run_s`, else
/// that many (at least `min_rows`).
fn timed_rows(
    workload: &Workload,
    seconds_per_elem_step: f64,
    run_s: f64,
    min_rows: usize,
) -> usize {
    let rows = workload.shape.rows;
    let row_s = seconds_per_elem_step * (workload.shape.features as f64) * workload.steps as f64;
    if rows as f64 * row_s < 2.0 * run_s {
        return rows;
    }
    ((run_s / row_s) as usize).clamp(min_rows.min(rows), rows)
}

/// The seconds per element-step of one call of `run` on `elements` elements (one step each).
fn probe(elements: usize, run: impl FnOnce()) -> f64 {
    let started = Instant::now();
    run();
    started.elapsed().as_secs_f64() / elements as f64
}

/// What a record's `detail` says about its sample: `timed` of the workload's `rows` rows.
fn sample_note(timed: usize, rows: usize) -> String {
    if timed == rows {
        String::new()
    } else {
        format!("; timed on {timed} of {rows} rows")
    }
}

/// The compiled kernel, all threads.
fn measure_kernel(workload: &Workload, d: &Data) -> Value {
    let Shape { rows, features } = workload.shape;
    let threads = rayon::current_num_threads();
    let mut probe_data = d.clone();
    let one_step = LangevinParams::constant(1, ETA, TEMPERATURE);
    let per_elem_step = probe(rows * features, || {
        workload
            .program
            .run_cpu(&mut probe_data, workload.shape, &one_step);
    });
    let timed = timed_rows(workload, per_elem_step, KERNEL_RUN_S, 4 * threads);
    let shape = Shape {
        rows: timed,
        features,
    };
    let mut sample = first_rows(d, timed, features);
    let params = LangevinParams::constant(workload.steps, ETA, TEMPERATURE);
    let mut level = "";
    let median_s = median_seconds(|| {
        level = workload.program.run_cpu(&mut sample, shape, &params).level;
    });
    let detail = format!(
        "{level}, {threads} threads{}",
        sample_note(timed, workload.shape.rows)
    );
    langevin_record(workload, "kernel", shape, workload.steps, median_s, detail)
}

/// The reference interpreter, one thread.
fn measure_reference(workload: &Workload, d: &Data, pool: &rayon::ThreadPool) -> Value {
    let reference = reference_program(workload.program);
    let features = workload.shape.features;
    pool.install(|| {
        let probe_rows = (PROBE_ELEMENTS / features).clamp(1, workload.shape.rows);
        let mut probe_data = first_rows(d, probe_rows, features);
        let per_elem_step = probe(probe_rows * features, || {
            run_reference(&reference, &mut probe_data, features, 1);
        });
        let timed = timed_rows(workload, per_elem_step, REFERENCE_RUN_S, 1);
        let mut sample = first_rows(d, timed, features);
        let median_s = median_seconds(|| {
            run_reference(&reference, &mut sample, features, workload.steps);
        });
        let detail = format!("1 thread{}", sample_note(timed, workload.shape.rows));
        let shape = Shape {
            rows: timed,
            features,
        };
        langevin_record(
            workload,
            "reference",
            shape,
            workload.steps,
            median_s,
            detail,
        )
    })
}

/// The workspace root: the parent of this crate's directory.
fn workspace_root() -> &'static Path {
    let manifest_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest_dir.parent().unwrap_or(manifest_dir)
}

/// Where the JSON files go: `$CARGO_TARGET_DIR/bench`, else the workspace's `target/bench`.
fn out_dir() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| workspace_root().join("target"));
    target.join("bench")
}

/// One line of progress: a record's workload, implementation, throughput and detail.
fn print_record(record: &Value) {
    let text = |key: &str| record[key].as_str().unwrap_or_default().to_string();
    println!(
        "{:<32} {:<10} {:>10.3e} {}  ({})",
        text("workload"),
        text("impl"),
        record["throughput"].as_f64().unwrap_or_default(),
        text("unit"),
        text("detail"),
    );
}

fn write_json(path: &Path, value: &Value) {
    let text = serde_json::to_string_pretty(value).expect("JSON values serialise");
    std::fs::write(path, text + "\n")
        .unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` runs this as a smoke test.
    if !std::env::args().any(|arg| arg == "--bench") {
        println!("throughput: run it with `cargo bench -p tessera-tests --bench throughput`");
        return;
    }
    let out = out_dir();
    std::fs::create_dir_all(&out)
        .unwrap_or_else(|e| panic!("cannot create {}: {e}", out.display()));
    // `TESSERA_BENCH_ONLY=text`: only the workloads whose name contains `text`.
    let only = std::env::var("TESSERA_BENCH_ONLY").unwrap_or_default();
    let langevin: Vec<&Workload> = WORKLOADS
        .iter()
        .filter(|w| w.name().contains(&only))
        .collect();
    let evals: Vec<&EvalWorkload> = EVAL_WORKLOADS
        .iter()
        .filter(|w| w.name().contains(&only))
        .collect();
    let samplers: Vec<&SamplerWorkload> = SAMPLER_WORKLOADS
        .iter()
        .filter(|w| w.name().contains(&only))
        .collect();
    let mut workloads: Vec<Value> = langevin
        .iter()
        .map(|w| {
            json!({
                "workload": w.name(),
                "program": w.program.name(),
                "rows": w.shape.rows,
                "features": w.shape.features,
                "steps": w.steps,
                "eta": ETA,
                "temperature": TEMPERATURE,
            })
        })
        .collect();
    workloads.extend(evals.iter().map(|w| {
        json!({
            "workload": w.name(),
            "program": w.program.name(),
            "rows": w.shape.rows,
            "features": w.shape.features,
        })
    }));
    workloads.extend(samplers.iter().map(|w| {
        json!({
            "workload": w.name(),
            "program": w.program,
            "rows": w.shape.rows,
            "features": w.shape.features,
            "temperature": w.temperature,
            "top_k": w.top_k,
            "top_p": w.top_p,
            "bf16": w.bf16,
        })
    }));
    write_json(&out.join("workloads.json"), &Value::Array(workloads));

    let single = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("a one-thread rayon pool");
    let started = Instant::now();
    let mut records = Vec::new();
    let mut keep = |record: Value| {
        print_record(&record);
        records.push(record);
    };
    for &workload in &langevin {
        let d = data(workload.program, workload.shape);
        keep(measure_kernel(workload, &d));
        keep(measure_reference(workload, &d, &single));
    }
    for &workload in &evals {
        keep(workload.measure_kernel());
        keep(workload.measure_reference(&single));
    }
    for &workload in &samplers {
        keep(workload.measure_kernel());
        keep(workload.measure_reference(&single));
    }
    let path = out.join("rust.json");
    write_json(&path, &Value::Array(records));
    println!(
        "throughput: {} workloads in {:.0} s; medians of {RUNS} runs after a warm-up; a run \
         that would take over {KERNEL_RUN_S} s (kernel) or {REFERENCE_RUN_S} s (reference, one \
         thread) is timed on the workload's first rows with all its steps and features, the \
         throughput being the work of what was timed (element-steps, elements or samples) \
         over its time; wrote {}",
        langevin.len() + evals.len() + samplers.len(),
        started.elapsed().as_secs_f64(),
        path.display()
    );
}
