//! Energy launch: for every row, `energy[row] = E(y[row], ...)` and `grad[row] = dE/dy`, for
//! users who integrate themselves.

use crate::abi::{Arg, ArgPack};
use crate::error::Error;
use crate::kernel::{CpuKernel, Program, ProgramKind};
use crate::launch::{self, Operands};

/// The output buffers of an energy launch.
#[derive(Debug)]
pub struct EnergyOut<'a> {
    /// One energy per row.
    pub energy: &'a mut [f32],
    /// `dE/dy`, `[n_rows, n_features]`.
    pub grad: &'a mut [f32],
}

/// Every check of an energy launch.
pub fn validate(
    program: &Program,
    state_len: usize,
    out: &EnergyOut<'_>,
    ops: &Operands<'_>,
    n_rows: usize,
    n_features: usize,
) -> Result<(), Error> {
    let n_elements = launch::check_launch_shape(
        program,
        program.kind == ProgramKind::Energy,
        "energy",
        n_rows,
        n_features,
    )?;
    launch::check_length(
        || "state".to_string(),
        state_len,
        n_elements,
        "n_rows * n_features",
    )?;
    launch::check_length(|| "energy".to_string(), out.energy.len(), n_rows, "n_rows")?;
    launch::check_length(
        || "grad".to_string(),
        out.grad.len(),
        n_elements,
        "n_rows * n_features",
    )?;
    launch::check_operands(program, ops, n_features, n_elements)
}

/// Evaluates the energy and its gradient on the CPU with the best compiled level.
pub fn run_cpu(
    program: &Program,
    state: &[f32],
    out: EnergyOut<'_>,
    ops: &Operands<'_>,
    n_rows: usize,
    n_features: usize,
) -> Result<&'static str, Error> {
    run(None, program, state, out, ops, n_rows, n_features)
}

/// As [`run_cpu`], with an explicit kernel.
pub fn run_cpu_with(
    kernel: &CpuKernel,
    program: &Program,
    state: &[f32],
    out: EnergyOut<'_>,
    ops: &Operands<'_>,
    n_rows: usize,
    n_features: usize,
) -> Result<&'static str, Error> {
    run(Some(kernel), program, state, out, ops, n_rows, n_features)
}

fn run(
    kernel: Option<&CpuKernel>,
    program: &Program,
    state: &[f32],
    out: EnergyOut<'_>,
    ops: &Operands<'_>,
    n_rows: usize,
    n_features: usize,
) -> Result<&'static str, Error> {
    validate(program, state.len(), &out, ops, n_rows, n_features)?;
    let kernel = launch::kernel_for(program, kernel)?;
    let mut pack = ArgPack::new(kernel.abi);
    pack.set("state", Arg::ptr(state.as_ptr()))?;
    pack.set("out_0", Arg::ptr(out.energy.as_mut_ptr()))?;
    pack.set("out_1", Arg::ptr(out.grad.as_mut_ptr()))?;
    launch::set_operands(&mut pack, ops)?;
    pack.set("n_features", Arg::U64(n_features as u64))?;
    // SAFETY: `validate` checked every buffer; the outputs are borrowed mutably for the call.
    unsafe { launch::run_rows(kernel, &pack, n_rows, n_features)? };
    Ok(kernel.level)
}
