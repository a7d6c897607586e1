//! What every CPU launcher shares: the shape and operand checks of DESIGN.md 8, kernel choice,
//! argument packing, and the row split across threads.

use rayon::prelude::*;

use crate::abi::{Arg, ArgPack};
use crate::cpu::{CpuInfo, require_cpu_kernel};
use crate::error::Error;
use crate::kernel::{CpuKernel, Manifold, Program, ProgramKind};

/// Rows are split across threads in chunks of about this many bytes of state.
pub const CHUNK_BYTES: usize = 64 * 1024;

/// The operands every kind takes besides its own buffers.
#[derive(Debug, Clone, Copy, Default)]
pub struct Operands<'a> {
    /// Per-row inputs (`[rows, F]` each), in the program's order.
    pub inputs: &'a [&'a [f32]],
    /// Shared vectors (`F` values each), in the program's order.
    pub vectors: &'a [&'a [f32]],
    /// Scalar parameters, in the program's order.
    pub params: &'a [f32],
}

/// The checks every launcher starts with: the program is of the launcher's kind (`kind` names
/// it), `rows, F > 0` and `rows * F` fits. Returns `rows * F`.
pub fn check_launch_shape(
    program: &Program,
    is_kind: bool,
    kind: &'static str,
    n_rows: usize,
    n_features: usize,
) -> Result<usize, Error> {
    if !is_kind {
        return Err(Error::WrongKind {
            program: program.name.to_string(),
            expected: kind,
        });
    }
    check_shape(n_rows, n_features)
}

/// Checks `rows, F > 0` and that `rows * F` fits; returns `rows * F`.
pub fn check_shape(n_rows: usize, n_features: usize) -> Result<usize, Error> {
    if n_rows == 0 {
        return Err(Error::ZeroSize { param: "n_rows" });
    }
    if n_features == 0 {
        return Err(Error::ZeroSize {
            param: "n_features",
        });
    }
    n_rows
        .checked_mul(n_features)
        .ok_or(Error::ShapeOverflow { n_rows, n_features })
}

/// A buffer whose length must be `expected`.
pub fn check_length(
    buffer: impl FnOnce() -> String,
    len: usize,
    expected: usize,
    what: &'static str,
) -> Result<(), Error> {
    if len == expected {
        return Ok(());
    }
    Err(Error::BufferLength {
        buffer: buffer(),
        len,
        expected,
        what,
    })
}

/// Operand counts and lengths against the program; the manifold's shape rule.
pub fn check_operands(
    program: &Program,
    ops: &Operands<'_>,
    n_features: usize,
    n_elements: usize,
) -> Result<(), Error> {
    let count = |what: &'static str, names: &[&str], got: usize| {
        if names.len() == got {
            return Ok(());
        }
        Err(Error::OperandCount {
            program: program.name.to_string(),
            what,
            names: names.iter().map(|n| n.to_string()).collect(),
            got,
        })
    };
    count("input", program.inputs, ops.inputs.len())?;
    count("vector", program.vectors, ops.vectors.len())?;
    count("parameter", program.params, ops.params.len())?;
    for (name, input) in program.inputs.iter().zip(ops.inputs) {
        check_length(
            || format!("input `{name}`"),
            input.len(),
            n_elements,
            "n_rows * n_features",
        )?;
    }
    for (name, vector) in program.vectors.iter().zip(ops.vectors) {
        check_length(
            || format!("vector `{name}`"),
            vector.len(),
            n_features,
            "n_features",
        )?;
    }
    if let ProgramKind::Langevin {
        manifold: Manifold::Bivector { n, .. },
    } = program.kind
    {
        let needed = 1usize.checked_shl(n).unwrap_or(usize::MAX);
        if n_features != needed {
            return Err(Error::BivectorWidth {
                program: program.name.to_string(),
                n,
                n_features,
                needed,
            });
        }
    }
    Ok(())
}

/// The kernel a launch runs: `requested` (refused when this CPU lacks its features) or, when
/// none is requested, the best compiled level for this CPU.
pub fn kernel_for<'a>(
    program: &'a Program,
    requested: Option<&'a CpuKernel>,
) -> Result<&'a CpuKernel, Error> {
    match requested {
        Some(kernel) => check_kernel(program, kernel).map(|()| kernel),
        None => best_kernel(program),
    }
}

/// The best compiled level for this CPU (logged with `TESSERA_TRACE=1`).
pub fn best_kernel(program: &Program) -> Result<&'static CpuKernel, Error> {
    require_cpu_kernel(program.name, &CpuInfo::detect(), program.cpu)
}

/// Refuses a kernel whose features this CPU lacks.
pub fn check_kernel(program: &Program, kernel: &CpuKernel) -> Result<(), Error> {
    let missing = CpuInfo::detect().missing(kernel.required_features);
    if missing.is_empty() {
        return Ok(());
    }
    Err(Error::CpuKernelUnsupported {
        program: program.name.to_string(),
        level: kernel.level.to_string(),
        missing: missing.iter().map(|f| f.to_string()).collect(),
    })
}

/// Sets `input_i`, `vector_i` and `param_i` of `pack`.
pub fn set_operands(pack: &mut ArgPack, ops: &Operands<'_>) -> Result<(), Error> {
    for (i, input) in ops.inputs.iter().enumerate() {
        pack.set(&format!("input_{i}"), Arg::ptr(input.as_ptr()))?;
    }
    for (i, vector) in ops.vectors.iter().enumerate() {
        pack.set(&format!("vector_{i}"), Arg::ptr(vector.as_ptr()))?;
    }
    for (i, &value) in ops.params.iter().enumerate() {
        pack.set(&format!("param_{i}"), Arg::F32(value))?;
    }
    Ok(())
}

/// Rows per thread chunk: about [`CHUNK_BYTES`] of f32 state, at least one row.
pub fn rows_per_chunk(n_features: usize) -> usize {
    (CHUNK_BYTES / size_of::<f32>() / n_features.max(1)).max(1)
}

/// Runs `kernel` over rows `0..n_rows`, split across threads. `pack` holds every argument but
/// the row range (and the scratch memory of kernels that fold, which this provides: one buffer
/// per thread, reused across its chunks); each chunk gets its own copy with
/// `row_begin`/`row_end` (and `scratch`) set.
///
/// # Safety
///
/// Every pointer in `pack` must point at a live buffer of the size the kernel's ABI implies for
/// `n_rows` rows of `n_features` features, written buffers must not be accessed elsewhere for
/// the duration of the call, and the kernel must write only the rows of its range (the
/// generated kernels do).
pub unsafe fn run_rows(
    kernel: &CpuKernel,
    pack: &ArgPack,
    n_rows: usize,
    n_features: usize,
) -> Result<(), Error> {
    // Kernels that fold take scratch memory: `scratch_bytes` per feature, one buffer per thread.
    let scratch_words = kernel
        .abi
        .param("scratch")
        .map(|_| n_features * kernel.abi.scratch_bytes.div_ceil(4) as usize);
    let mut probe = pack.clone();
    if scratch_words.is_some() {
        probe.set("scratch", Arg::Ptr(0))?;
    }
    pack_complete_but_rows(&probe)?;
    let rows_per_chunk = rows_per_chunk(n_features);
    let n_chunks = n_rows.div_ceil(rows_per_chunk);
    let entry = kernel.entry;
    let new_scratch = || vec![0u32; scratch_words.unwrap_or(0)];
    (0..n_chunks)
        .into_par_iter()
        .try_for_each_init(new_scratch, |scratch, chunk| {
            let row_begin = chunk * rows_per_chunk;
            let row_end = (row_begin + rows_per_chunk).min(n_rows);
            let mut args = pack.clone();
            args.set("row_begin", Arg::U64(row_begin as u64))?;
            args.set("row_end", Arg::U64(row_end as u64))?;
            if scratch_words.is_some() {
                args.set("scratch", Arg::ptr(scratch.as_mut_ptr()))?;
            }
            args.check_complete()?;
            // SAFETY: the caller guarantees the buffers; chunks cover disjoint row ranges, and the
            // kernel writes only its own rows; `scratch` (when the kernel takes it) is this
            // thread's buffer of `n_features * scratch_bytes` bytes, used by one call at a time.
            unsafe { entry(args.bytes().as_ptr()) };
            Ok::<(), Error>(())
        })
}

/// Every parameter but the row range must be set before the split.
fn pack_complete_but_rows(pack: &ArgPack) -> Result<(), Error> {
    let mut probe = pack.clone();
    probe.set("row_begin", Arg::U64(0))?;
    probe.set("row_end", Arg::U64(0))?;
    Ok(probe.check_complete()?)
}
