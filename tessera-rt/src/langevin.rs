//! Langevin launch: parameter envelope, the host-side scalars of the numeric contract
//! (DESIGN.md 4.2) and the CPU launcher that splits rows across threads (DESIGN.md 5).
//!
//! Every launcher runs [`validate`] before touching a buffer; the CPU launcher then cuts the
//! state into chunks of whole rows ([`rows_per_chunk`]) and calls the kernel entry once per chunk
//! on the rayon pool, with global row indices so the noise stream does not depend on the split.

use rayon::prelude::*;

use crate::cpu::{CpuInfo, require_cpu_kernel};
use crate::error::Error;
use crate::kernel::{CpuKernel, LangevinProgram};

/// The largest accepted number of steps, `2^20`.
pub const MAX_STEPS: u64 = 1 << 20;

/// The target size of the state one CPU call processes; a chunk is never less than one row.
pub const CHUNK_BYTES: usize = 64 * 1024;

/// Launch parameters of a Langevin chain, as the user gives them.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LangevinParams {
    /// Number of steps K, in `1..=2^20`.
    pub steps: u64,
    /// Step size, `> 0` and finite.
    pub eta: f64,
    /// Constant temperature, `>= 0` and finite. `0` draws no noise at all.
    pub temperature: f64,
}

/// The scalars every kernel receives, computed once on the host (policy `tessera-v1`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct HostScalars {
    /// `f32(eta)`.
    pub eta32: f32,
    /// `f32(sqrt_f64((2.0 * eta) * T))`.
    pub noise_scale: f32,
    /// False exactly when `T == 0`.
    pub draw_noise: bool,
}

/// The host scalars of DESIGN.md 4.2 (constant temperature). The reference interpreter and
/// every launcher use this one function.
pub fn host_scalars(params: &LangevinParams) -> HostScalars {
    HostScalars {
        eta32: params.eta as f32,
        noise_scale: ((2.0 * params.eta) * params.temperature).sqrt() as f32,
        draw_noise: params.temperature != 0.0,
    }
}

/// The chain key after `steps` steps: `[k0, k1 + steps]` (wrapping). The key advances even
/// when no noise is drawn.
pub fn next_key(key: [u64; 2], steps: u64) -> [u64; 2] {
    [key[0], key[1].wrapping_add(steps)]
}

/// Checks a launch against the envelope of DESIGN.md 8: `n_rows, n_features > 0`,
/// `n_rows * n_features` fits in `usize`, one buffer per declared input, every buffer holds
/// `n_rows * n_features` elements, and the parameters pass [`validate_params`]. Returns the first
/// violation found, in that order.
pub fn validate(
    program: &LangevinProgram,
    state_len: usize,
    input_lens: &[usize],
    n_rows: usize,
    n_features: usize,
    params: &LangevinParams,
) -> Result<(), Error> {
    if n_rows == 0 {
        return Err(Error::ZeroSize { param: "n_rows" });
    }
    if n_features == 0 {
        return Err(Error::ZeroSize {
            param: "n_features",
        });
    }
    let n_elements = n_rows
        .checked_mul(n_features)
        .ok_or(Error::ShapeOverflow { n_rows, n_features })?;
    if input_lens.len() != program.inputs.len() {
        return Err(Error::InputCount {
            program: program.name.to_string(),
            inputs: program.inputs.iter().map(|name| name.to_string()).collect(),
            got: input_lens.len(),
        });
    }
    check_length(|| "state".to_string(), state_len, n_elements)?;
    for (name, &len) in program.inputs.iter().zip(input_lens) {
        check_length(|| format!("input `{name}`"), len, n_elements)?;
    }
    validate_params(params)
}

/// Checks `1 <= steps <= 2^20`, `eta > 0` and finite, `temperature >= 0` and finite.
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
    Ok(())
}

fn check_length(buffer: impl FnOnce() -> String, len: usize, expected: usize) -> Result<(), Error> {
    if len == expected {
        return Ok(());
    }
    Err(Error::BufferLength {
        buffer: buffer(),
        len,
        expected,
    })
}

/// What a CPU launch reports back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LangevinRun {
    /// The key to pass to the next launch of the chain ([`next_key`]).
    pub next_key: [u64; 2],
    /// The CPU level of the kernel that ran.
    pub level: &'static str,
}

/// Runs `params.steps` Langevin steps over the `[n_rows, n_features]` state on this CPU, with
/// the highest compiled level it supports. `inputs` holds one buffer per input the program
/// declares, in declaration order, each of the state's shape.
pub fn run_cpu(
    program: &LangevinProgram,
    state: &mut [f32],
    inputs: &[&[f32]],
    n_rows: usize,
    n_features: usize,
    params: &LangevinParams,
    key: [u64; 2],
) -> Result<LangevinRun, Error> {
    validate_buffers(program, state, inputs, n_rows, n_features, params)?;
    let kernel = require_cpu_kernel(program.name, &CpuInfo::detect(), program.cpu)?;
    Ok(launch_cpu(kernel, state, inputs, n_features, params, key))
}

/// [`run_cpu`] with an explicit kernel (for instance each level in turn, in conformance
/// tests). Refuses a kernel whose required features this CPU lacks.
#[allow(clippy::too_many_arguments)] // The launch shape, as `run_cpu`, plus the kernel.
pub fn run_cpu_with(
    kernel: &CpuKernel,
    program: &LangevinProgram,
    state: &mut [f32],
    inputs: &[&[f32]],
    n_rows: usize,
    n_features: usize,
    params: &LangevinParams,
    key: [u64; 2],
) -> Result<LangevinRun, Error> {
    validate_buffers(program, state, inputs, n_rows, n_features, params)?;
    let missing = CpuInfo::detect().missing(kernel.required_features);
    if !missing.is_empty() {
        return Err(Error::CpuKernelUnsupported {
            program: program.name.to_string(),
            level: kernel.level.to_string(),
            missing: missing.iter().map(|feature| feature.to_string()).collect(),
        });
    }
    Ok(launch_cpu(kernel, state, inputs, n_features, params, key))
}

fn validate_buffers(
    program: &LangevinProgram,
    state: &[f32],
    inputs: &[&[f32]],
    n_rows: usize,
    n_features: usize,
    params: &LangevinParams,
) -> Result<(), Error> {
    let input_lens: Vec<usize> = inputs.iter().map(|input| input.len()).collect();
    validate(
        program,
        state.len(),
        &input_lens,
        n_rows,
        n_features,
        params,
    )
}

/// The number of whole rows one CPU call processes: about [`CHUNK_BYTES`] of state, at least 1.
pub fn rows_per_chunk(n_features: usize) -> usize {
    (CHUNK_BYTES / size_of::<f32>() / n_features.max(1)).max(1)
}

/// Calls `kernel` once per chunk of whole rows, in parallel. The launch must have passed
/// [`validate`] and the CPU must have the kernel's required features.
fn launch_cpu(
    kernel: &CpuKernel,
    state: &mut [f32],
    inputs: &[&[f32]],
    n_features: usize,
    params: &LangevinParams,
    key: [u64; 2],
) -> LangevinRun {
    let scalars = host_scalars(params);
    let rows_per_chunk = rows_per_chunk(n_features);
    let entry = kernel.entry;
    state
        .par_chunks_mut(rows_per_chunk * n_features)
        .enumerate()
        .for_each(|(chunk_idx, chunk)| {
            let row_begin = chunk_idx * rows_per_chunk;
            let row_end = row_begin + chunk.len() / n_features;
            let first_element = row_begin * n_features;
            let input_ptrs: Vec<*const f32> = inputs
                .iter()
                .map(|input| input[first_element..].as_ptr())
                .collect();
            // SAFETY: validation made `state` and every `inputs[i]` hold exactly
            // `n_rows * n_features` elements, so `chunk` is rows `row_begin..row_end` of the state
            // and each `input_ptrs[i]` points at row `row_begin` of input `i` with at least
            // `(row_end - row_begin) * n_features` elements after it; `input_ptrs` has one pointer per
            // input the program declares, as the entry expects. The chunks are disjoint (`&mut`),
            // the inputs are shared and read only, and all outlive the call. The caller checked
            // that the CPU has the kernel's required features. A `CpuKernel`'s entry implements
            // the `LangevinCpuEntry` ABI: it reads and writes only rows `row_begin..row_end` through
            // these pointers (the generated tables guarantee it).
            unsafe {
                entry(
                    chunk.as_mut_ptr(),
                    input_ptrs.as_ptr(),
                    row_begin as u64,
                    row_end as u64,
                    n_features as u64,
                    params.steps,
                    scalars.eta32,
                    scalars.noise_scale,
                    u32::from(scalars.draw_noise),
                    key[0],
                    key[1],
                );
            }
        });
    LangevinRun {
        next_key: next_key(key, params.steps),
        level: kernel.level,
    }
}
