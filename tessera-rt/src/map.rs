//! Map launch: `out[row] = f(inputs[row], vectors, params)` for every row, one output of the
//! state's shape.

use crate::abi::{Arg, ArgPack};
use crate::error::Error;
use crate::kernel::{CpuKernel, Program, ProgramKind};
use crate::launch::{self, Operands};

/// Every check of a map launch.
pub fn validate(
    program: &Program,
    out_len: usize,
    ops: &Operands<'_>,
    n_rows: usize,
    n_features: usize,
) -> Result<(), Error> {
    let n_elements = launch::check_launch_shape(
        program,
        program.kind == ProgramKind::Map,
        "map",
        n_rows,
        n_features,
    )?;
    launch::check_length(
        || "out".to_string(),
        out_len,
        n_elements,
        "n_rows * n_features",
    )?;
    launch::check_operands(program, ops, n_features, n_elements)
}

/// Runs the map on the CPU with the best compiled level; returns the level.
pub fn run_cpu(
    program: &Program,
    out: &mut [f32],
    ops: &Operands<'_>,
    n_rows: usize,
    n_features: usize,
) -> Result<&'static str, Error> {
    run(None, program, out, ops, n_rows, n_features)
}

/// As [`run_cpu`], with an explicit kernel.
pub fn run_cpu_with(
    kernel: &CpuKernel,
    program: &Program,
    out: &mut [f32],
    ops: &Operands<'_>,
    n_rows: usize,
    n_features: usize,
) -> Result<&'static str, Error> {
    run(Some(kernel), program, out, ops, n_rows, n_features)
}

fn run(
    kernel: Option<&CpuKernel>,
    program: &Program,
    out: &mut [f32],
    ops: &Operands<'_>,
    n_rows: usize,
    n_features: usize,
) -> Result<&'static str, Error> {
    validate(program, out.len(), ops, n_rows, n_features)?;
    let kernel = launch::kernel_for(program, kernel)?;
    let mut pack = ArgPack::new(kernel.abi);
    pack.set("out_0", Arg::ptr(out.as_mut_ptr()))?;
    launch::set_operands(&mut pack, ops)?;
    pack.set("n_features", Arg::U64(n_features as u64))?;
    // SAFETY: `validate` checked every buffer; `out` is borrowed mutably for the call.
    unsafe { launch::run_rows(kernel, &pack, n_rows, n_features)? };
    Ok(kernel.level)
}
