//! `cargo bench -p tessera-tests --bench throughput`: Langevin throughput (element-steps per
//! second) of the compiled kernels and of the reference interpreter on the project's
//! workloads. `cargo xtask bench` runs it, adds NumPy and PyTorch, and prints the table.
//!
//! * the compiled kernel: the typed `run_cpu` launcher (the best x86 level this CPU has, rows
//!   split over every thread of rayon's global pool) on the whole workload;
//! * the reference interpreter (`tessera_build::rows::interpret`) in a one-thread rayon pool, on
//!   a sample of the workload (its first rows, fewer steps) sized so that one run takes about
//!   [`REFERENCE_RUN_S`]: each row and step costs the same, so throughput is the sample's
//!   element-steps over its time. The record's `shape` and `steps` are what was timed.
//!
//! Each measurement is the median of [`RUNS`] timed runs after a warm-up; the chain continues
//! in place from run to run (as a sampler's loop runs it). Writes `target/bench/rust.json` (the
//! records) and `target/bench/workloads.json` (what `xtask/bench/torch_numpy.py` measures).

use std::path::{Path, PathBuf};
use std::time::Instant;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};
use tessera_build::rows::{self, Buffers, Launch, RowProgram};
use tessera_rt::langevin::{self, LangevinParams, LangevinRun};
use tessera_tests::{double_well, quadratic, sphere_align};

/// Timed runs per measurement (after one warm-up run).
const RUNS: usize = 5;
/// The step size and temperature of every workload (noise is drawn: `T > 0`).
const ETA: f64 = 0.05;
const TEMPERATURE: f64 = 0.5;
/// About how long one timed run of the reference interpreter takes (its sample is sized so).
const REFERENCE_RUN_S: f64 = 0.25;
/// At most this many elements (rows times features) in the reference's sample.
const REFERENCE_ELEMENTS: usize = 1 << 16;
/// The unit of every record's throughput.
const UNIT: &str = "elem-steps/s";

/// The programs benchmarked, each with its typed launcher.
#[derive(Debug, Clone, Copy)]
enum Program {
    Quadratic,
    DoubleWell,
    SphereAlign,
}

impl Program {
    fn name(self) -> &'static str {
        match self {
            Program::Quadratic => quadratic::PROGRAM.name,
            Program::DoubleWell => double_well::PROGRAM.name,
            Program::SphereAlign => sphere_align::PROGRAM.name,
        }
    }

    fn is_sphere(self) -> bool {
        matches!(self, Program::SphereAlign)
    }

    /// Runs the compiled kernel through the program's typed launcher.
    fn run_cpu(self, d: &mut Data, shape: Shape, params: &LangevinParams) -> LangevinRun {
        let Shape { rows, features } = shape;
        let run = match self {
            Program::Quadratic => {
                quadratic::run_cpu(&mut d.state, &d.x, rows, features, params, d.key)
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

/// The workloads: both euclidean programs on four shapes, the sphere on one.
const WORKLOADS: [Workload; 9] = {
    use Program::{DoubleWell, Quadratic, SphereAlign};
    [
        Workload::new(Quadratic, 4096, 1024, 8),
        Workload::new(Quadratic, 4096, 1024, 64),
        Workload::new(Quadratic, 65536, 128, 64),
        Workload::new(Quadratic, 256, 8192, 64),
        Workload::new(DoubleWell, 4096, 1024, 8),
        Workload::new(DoubleWell, 4096, 1024, 64),
        Workload::new(DoubleWell, 65536, 128, 64),
        Workload::new(DoubleWell, 256, 8192, 64),
        Workload::new(SphereAlign, 4096, 1024, 64),
    ]
};

/// A launch's buffers and the chain's key.
#[derive(Debug, Clone)]
struct Data {
    state: Vec<f32>,
    status: Vec<u32>,
    x: Vec<f32>,
    key: [u64; 2],
}

/// Seeded operands in [-2, 2); sphere rows are normalised.
fn data(program: Program, shape: Shape) -> Data {
    let mut rng = SmallRng::seed_from_u64(0x7e55e7a);
    let len = shape.rows * shape.features;
    let mut state: Vec<f32> = (0..len).map(|_| rng.random_range(-2.0..2.0)).collect();
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

/// The median seconds of [`RUNS`] timed calls of `f`, after one warm-up call.
fn median_seconds(mut f: impl FnMut()) -> f64 {
    f();
    let mut samples: Vec<f64> = (0..RUNS)
        .map(|_| {
            let started = Instant::now();
            f();
            started.elapsed().as_secs_f64()
        })
        .collect();
    samples.sort_by(f64::total_cmp);
    samples[RUNS / 2]
}

/// The reference row program of `program`, lowered by the LLVM-free front half.
fn reference_program(program: Program) -> RowProgram {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../programs")
        .join(format!("{}.toml", program.name()));
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
        key: d.key,
    };
    d.key = rows::interpret(reference, buffers, &launch);
}

/// One benchmark record (the schema of `target/bench/results.json`).
fn record(
    workload: &Workload,
    implementation: &str,
    shape: Shape,
    steps: u64,
    median_s: f64,
    detail: String,
) -> Value {
    let work = (shape.rows * shape.features) as f64 * steps as f64;
    json!({
        "workload": workload.name(),
        "impl": implementation,
        "shape": [shape.rows, shape.features],
        "steps": steps,
        "median_s": median_s,
        "throughput": work / median_s,
        "unit": UNIT,
        "detail": detail,
    })
}

/// The compiled kernel on the whole workload.
fn measure_kernel(workload: &Workload, d: &Data) -> Value {
    let params = LangevinParams::constant(workload.steps, ETA, TEMPERATURE);
    let mut d = d.clone();
    let mut level = "";
    let median_s = median_seconds(|| {
        level = workload
            .program
            .run_cpu(&mut d, workload.shape, &params)
            .level;
    });
    let detail = format!("{level}, {} threads", rayon::current_num_threads());
    record(
        workload,
        "kernel",
        workload.shape,
        workload.steps,
        median_s,
        detail,
    )
}

/// The reference interpreter, one thread, on a sample sized to [`REFERENCE_RUN_S`] per run.
fn measure_reference(workload: &Workload, d: &Data, pool: &rayon::ThreadPool) -> Value {
    let reference = reference_program(workload.program);
    let features = workload.shape.features;
    let rows = (REFERENCE_ELEMENTS / features).clamp(1, workload.shape.rows);
    let mut sample = first_rows(d, rows, features);
    pool.install(|| {
        // A one-step probe (also a warm-up) sizes the number of steps.
        let started = Instant::now();
        run_reference(&reference, &mut sample, features, 1);
        let one_step = started.elapsed().as_secs_f64();
        let steps = ((REFERENCE_RUN_S / one_step) as u64).clamp(1, workload.steps);
        let median_s = median_seconds(|| run_reference(&reference, &mut sample, features, steps));
        let detail = format!(
            "1 thread; timed on {rows} of {} rows, {steps} of {} steps",
            workload.shape.rows, workload.steps
        );
        let shape = Shape { rows, features };
        record(workload, "reference", shape, steps, median_s, detail)
    })
}

/// Where the JSON files go: `$CARGO_TARGET_DIR/bench`, else the workspace's `target/bench`.
fn out_dir() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../target"));
    target.join("bench")
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
    let workloads: Vec<Value> = WORKLOADS
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
    write_json(&out.join("workloads.json"), &Value::Array(workloads));

    let single = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .expect("a one-thread rayon pool");
    let started = Instant::now();
    let mut records = Vec::new();
    for workload in &WORKLOADS {
        let d = data(workload.program, workload.shape);
        for record in [
            measure_kernel(workload, &d),
            measure_reference(workload, &d, &single),
        ] {
            println!(
                "{:<32} {:<10} {:>10.3e} {UNIT}  ({})",
                record["workload"].as_str().unwrap_or_default(),
                record["impl"].as_str().unwrap_or_default(),
                record["throughput"].as_f64().unwrap_or_default(),
                record["detail"].as_str().unwrap_or_default(),
            );
            records.push(record);
        }
    }
    let path = out.join("rust.json");
    write_json(&path, &Value::Array(records));
    println!(
        "throughput: {} workloads in {:.0} s; medians of {RUNS} runs after a warm-up; the \
         reference runs on one thread on a sample (its first rows, fewer steps), its throughput \
         scaled from the sample; wrote {}",
        WORKLOADS.len(),
        started.elapsed().as_secs_f64(),
        path.display()
    );
}
