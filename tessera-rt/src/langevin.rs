//! Langevin launch: the parameter envelope, the host-side scalars of the numeric contract
//! (DESIGN.md 4.2) and the CPU launcher.
//!
//! A launch runs `steps` steps of `y <- y - eta * dE/dy (+ noise)` (on the program's manifold)
//! on every row, in place, and returns the next chain key `[k0, k1 + steps]`. With a constant
//! temperature the noise scale is computed here once, in f64; with annealing the kernel
//! computes each step's scale in f32 from `T_0 = f32(T)`, `f32(2 * eta)` and `f32(r)`.

use crate::abi::{Arg, ArgPack};
use crate::error::Error;
use crate::kernel::{CpuKernel, Program, ProgramKind};
use crate::launch::{self, Operands};

/// The largest step count one launch accepts.
pub const MAX_STEPS: u64 = 1 << 20;

/// Launch parameters of a Langevin chain, as the user gives them.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LangevinParams {
    /// Number of steps K, in `1..=2^20`.
    pub steps: u64,
    /// Step size, `> 0` and finite.
    pub eta: f64,
    /// Temperature (the initial one when annealing), `>= 0` and finite. A constant `0` draws
    /// no noise at all.
    pub temperature: f64,
    /// Annealing ratio `r` in `(0, 1]`: `T_{t+1} = T_t * r`. `None` (or exactly 1) keeps `T`
    /// constant.
    pub anneal: Option<f64>,
}

impl LangevinParams {
    /// A constant-temperature chain.
    pub fn constant(steps: u64, eta: f64, temperature: f64) -> Self {
        LangevinParams {
            steps,
            eta,
            temperature,
            anneal: None,
        }
    }
}

/// The scalars every kernel receives, computed once on the host (policy `tessera-v1`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct HostScalars {
    /// `f32(eta)`.
    pub eta32: f32,
    /// Constant temperature: `f32(sqrt_f64((2.0 * eta) * T))` (unused when annealing).
    pub noise_scale: f32,
    /// False exactly when the temperature is a constant 0.
    pub draw_noise: bool,
    /// Whether the temperature is annealed.
    pub anneal: bool,
    /// `T_0 = f32(T)`.
    pub temperature: f32,
    /// `f32(r)` (1 when not annealing).
    pub anneal_ratio: f32,
    /// `f32(2 * eta)`.
    pub two_eta: f32,
}

/// The host scalars of DESIGN.md 4.2. The reference interpreter and every launcher use this
/// one function.
///
/// A ratio of exactly 1 keeps the temperature constant, so it *is* the constant chain (the
/// constant chain's noise scale is rounded once from f64; the annealed schedule's is computed
/// in f32 each step, which for `r = 1` would differ in the last bit for some `T`).
pub fn host_scalars(params: &LangevinParams) -> HostScalars {
    let anneal = params.anneal.is_some_and(|r| r != 1.0);
    HostScalars {
        eta32: params.eta as f32,
        noise_scale: ((2.0 * params.eta) * params.temperature).sqrt() as f32,
        draw_noise: anneal || params.temperature != 0.0,
        anneal,
        temperature: params.temperature as f32,
        anneal_ratio: params.anneal.unwrap_or(1.0) as f32,
        two_eta: (2.0 * params.eta) as f32,
    }
}

/// The chain key after `steps` steps: `[k0, k1 + steps]` (wrapping). The key advances even
/// when no noise is drawn.
pub fn next_key(key: [u64; 2], steps: u64) -> [u64; 2] {
    [key[0], key[1].wrapping_add(steps)]
}

/// The parameter envelope of DESIGN.md 8.
pub fn validate_params(params: &LangevinParams) -> Result<(), Error> {
    if !(1..=MAX_STEPS).contains(&params.steps) {
        return Err(Error::OutOfRange {
            param: "steps",
            value: params.steps,
            min: 1,
            max: MAX_STEPS,
        });
    }
    if !(params.eta.is_finite() && params.eta > 0.0) {
        return Err(Error::BadFloat {
            param: "eta",
            value: params.eta,
            expected: "a finite value > 0",
        });
    }
    if !(params.temperature.is_finite() && params.temperature >= 0.0) {
        return Err(Error::BadFloat {
            param: "temperature",
            value: params.temperature,
            expected: "a finite value >= 0",
        });
    }
    if let Some(r) = params.anneal.filter(|r| !(*r > 0.0 && *r <= 1.0)) {
        return Err(Error::BadFloat {
            param: "anneal",
            value: r,
            expected: "a value in (0, 1]",
        });
    }
    Ok(())
}

/// What a launch returns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LangevinRun {
    /// The key that continues the chain.
    pub next_key: [u64; 2],
    /// The x86 level that ran.
    pub level: &'static str,
}

/// Every check of a Langevin launch, before any kernel runs.
pub fn validate(
    program: &Program,
    state_len: usize,
    status_len: Option<usize>,
    ops: &Operands<'_>,
    n_rows: usize,
    n_features: usize,
    params: &LangevinParams,
) -> Result<(), Error> {
    let manifold = match program.kind {
        ProgramKind::Langevin { manifold } => Some(manifold),
        _ => None,
    };
    let n_elements =
        launch::check_launch_shape(program, manifold.is_some(), "langevin", n_rows, n_features)?;
    let manifold = manifold.expect("checked: a langevin program");
    launch::check_length(
        || "state".to_string(),
        state_len,
        n_elements,
        "n_rows * n_features",
    )?;
    match (manifold.has_status(), status_len) {
        (true, Some(len)) => launch::check_length(|| "status".to_string(), len, n_rows, "n_rows")?,
        (true, None) => {
            return Err(Error::Status(format!(
                "program `{}` reports a status word per row: pass a status buffer of n_rows = {n_rows} words",
                program.name
            )));
        }
        (false, Some(_)) => {
            return Err(Error::Status(format!(
                "program `{}` (euclidean) has no status words: pass no status buffer",
                program.name
            )));
        }
        (false, None) => {}
    }
    launch::check_operands(program, ops, n_features, n_elements)?;
    validate_params(params)
}

/// Runs `params.steps` steps of `program` on the CPU with the best compiled level, in place on
/// `state` (`[n_rows, n_features]`, row-major). Programs on the sphere and bivector manifolds
/// OR their per-row status bits into `status` (`n_rows` words; others take `None`).
#[allow(clippy::too_many_arguments)]
pub fn run_cpu(
    program: &Program,
    state: &mut [f32],
    status: Option<&mut [u32]>,
    ops: &Operands<'_>,
    n_rows: usize,
    n_features: usize,
    params: &LangevinParams,
    key: [u64; 2],
) -> Result<LangevinRun, Error> {
    run(
        None, program, state, status, ops, n_rows, n_features, params, key,
    )
}

/// As [`run_cpu`], with an explicit kernel (tests run every level the CPU supports).
#[allow(clippy::too_many_arguments)]
pub fn run_cpu_with(
    kernel: &CpuKernel,
    program: &Program,
    state: &mut [f32],
    status: Option<&mut [u32]>,
    ops: &Operands<'_>,
    n_rows: usize,
    n_features: usize,
    params: &LangevinParams,
    key: [u64; 2],
) -> Result<LangevinRun, Error> {
    run(
        Some(kernel),
        program,
        state,
        status,
        ops,
        n_rows,
        n_features,
        params,
        key,
    )
}

/// Sets every Langevin launch value of `pack`.
pub fn set_launch_values(
    pack: &mut ArgPack,
    n_features: usize,
    params: &LangevinParams,
    key: [u64; 2],
) -> Result<(), Error> {
    let h = host_scalars(params);
    let values = [
        ("n_features", Arg::U64(n_features as u64)),
        ("steps", Arg::U64(params.steps)),
        ("eta", Arg::F32(h.eta32)),
        ("noise_scale", Arg::F32(h.noise_scale)),
        ("draw_noise", Arg::U32(u32::from(h.draw_noise))),
        ("anneal", Arg::U32(u32::from(h.anneal))),
        ("temperature", Arg::F32(h.temperature)),
        ("anneal_ratio", Arg::F32(h.anneal_ratio)),
        ("two_eta", Arg::F32(h.two_eta)),
        ("key0", Arg::U64(key[0])),
        ("key1", Arg::U64(key[1])),
    ];
    for (name, value) in values {
        pack.set(name, value)?;
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn run(
    kernel: Option<&CpuKernel>,
    program: &Program,
    state: &mut [f32],
    status: Option<&mut [u32]>,
    ops: &Operands<'_>,
    n_rows: usize,
    n_features: usize,
    params: &LangevinParams,
    key: [u64; 2],
) -> Result<LangevinRun, Error> {
    validate(
        program,
        state.len(),
        status.as_ref().map(|s| s.len()),
        ops,
        n_rows,
        n_features,
        params,
    )?;
    let kernel = launch::kernel_for(program, kernel)?;
    let mut pack = ArgPack::new(kernel.abi);
    pack.set("state", Arg::ptr(state.as_mut_ptr()))?;
    if let Some(status) = status {
        pack.set("status", Arg::ptr(status.as_mut_ptr()))?;
    }
    launch::set_operands(&mut pack, ops)?;
    set_launch_values(&mut pack, n_features, params, key)?;
    // SAFETY: `validate` checked every buffer against the shape; `state` and `status` are
    // borrowed mutably for the call, the operands immutably.
    unsafe { launch::run_rows(kernel, &pack, n_rows, n_features)? };
    Ok(LangevinRun {
        next_key: next_key(key, params.steps),
        level: kernel.level,
    })
}
