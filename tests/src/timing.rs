//! How the benchmarks time a call (the CPU throughput bench and the GPU check's benchmark
//! alike, and as `xtask/bench/torch_numpy.py` times PyTorch and NumPy): the median over
//! [`RUNS`] timed runs after one warm-up call, a call shorter than [`MIN_RUN_S`] repeated
//! within each run until the run lasts about that long, so that neither a moment's load on a
//! shared machine nor one slow call of a few microseconds decides the median.

use std::time::Instant;

/// Timed runs per measurement (after one warm-up call).
pub const RUNS: usize = 5;
/// The shortest timed run: shorter calls are repeated within a run.
pub const MIN_RUN_S: f64 = 0.1;

/// The median wall-clock seconds per call of `f`.
pub fn median_seconds(mut f: impl FnMut()) -> f64 {
    median_per_call(|| {
        let started = Instant::now();
        f();
        started.elapsed().as_secs_f64()
    })
}

/// The median per call of what `call` returns (its seconds by some clock: the wall clock, or
/// the device's events around a kernel), each run's value the mean over its calls. The calls
/// per run come from the warm-up call's wall-clock time, whatever `call` returns.
pub fn median_per_call(mut call: impl FnMut() -> f64) -> f64 {
    let started = Instant::now();
    call();
    let warm_up = started.elapsed().as_secs_f64();
    let calls = (MIN_RUN_S / warm_up.max(1e-9)).ceil().clamp(1.0, 10_000.0) as usize;
    let mut samples: Vec<f64> = (0..RUNS)
        .map(|_| (0..calls).map(|_| call()).sum::<f64>() / calls as f64)
        .collect();
    samples.sort_by(f64::total_cmp);
    samples[RUNS / 2]
}
