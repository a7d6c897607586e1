//! What every CPU launcher shares: the shape and operand checks of DESIGN.md 8, kernel choice,
//! argument packing, the row split across threads, and the span split of a sampler launch with
//! fewer rows than threads ([`run_spans`]: each row's tokens split across threads, then
//! merged).

use rayon::prelude::*;

use crate::abi::{
    AbiMismatch, Arg, ArgPack, SPAN_LAUNCH, SPAN_MODE_FINISH, SPAN_MODE_ROWS, SPAN_MODE_SPAN,
    SPAN_RECORD_WORDS, SPAN_SPLIT, SPAN_WHOLE,
};
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

/// Scratch words per call of `kernel` for rows of `n_features`, when it takes scratch memory.
fn scratch_words(kernel: &CpuKernel, n_features: usize) -> Option<usize> {
    kernel
        .abi
        .param("scratch")
        .map(|_| n_features * kernel.abi.scratch_bytes.div_ceil(4) as usize)
}

/// What a debug build fills scratch memory with before a launch (every byte `0xA5`; as f32 a
/// small negative number, as an index a huge one), so that the conformance suite, which runs
/// debug builds, sees a kernel that reads a scratch word it has not written.
pub const SCRATCH_POISON: u32 = 0xA5A5_A5A5;

/// One thread's scratch memory for a kernel's calls. The kernels write every scratch word
/// before they read it (as on GPUs, whose launches' scratch is not cleared either), so a
/// release build leaves it uninitialised: zeroing it cost a launch of one row of 256000
/// tokens a tenth of its time. A debug build fills it with [`SCRATCH_POISON`].
struct Scratch(Box<[std::mem::MaybeUninit<u32>]>);

impl Scratch {
    fn new(words: Option<usize>) -> Self {
        let mut words = Box::new_uninit_slice(words.unwrap_or(0));
        if cfg!(debug_assertions) {
            for word in words.iter_mut() {
                word.write(SCRATCH_POISON);
            }
        }
        Scratch(words)
    }

    /// The pointer argument: the kernel may write and read any of the words.
    fn arg(&mut self) -> Arg {
        Arg::ptr(self.0.as_mut_ptr().cast::<u32>())
    }
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
    let scratch_words = scratch_words(kernel, n_features);
    pack_complete_but_rows(pack)?;
    let rows_per_chunk = rows_per_chunk(n_features);
    let n_chunks = n_rows.div_ceil(rows_per_chunk);
    let entry = kernel.entry;
    let new_scratch = || Scratch::new(scratch_words);
    (0..n_chunks)
        .into_par_iter()
        .try_for_each_init(new_scratch, |scratch, chunk| {
            let row_begin = chunk * rows_per_chunk;
            let row_end = (row_begin + rows_per_chunk).min(n_rows);
            let mut args = pack.clone();
            args.set("row_begin", Arg::U64(row_begin as u64))?;
            args.set("row_end", Arg::U64(row_end as u64))?;
            set_rows_mode(&mut args)?;
            if scratch_words.is_some() {
                args.set("scratch", scratch.arg())?;
            }
            args.check_complete()?;
            // SAFETY: the caller guarantees the buffers; chunks cover disjoint row ranges, and the
            // kernel writes only its own rows; `scratch` (when the kernel takes it) is this
            // thread's buffer of `n_features * scratch_bytes` bytes, used by one call at a time.
            unsafe { entry(args.bytes().as_ptr()) };
            Ok::<(), Error>(())
        })
}

/// Every parameter but the row range, the span values and scratch memory must be set before
/// the split.
fn pack_complete_but_rows(pack: &ArgPack) -> Result<(), Error> {
    let mut probe = pack.clone();
    probe.set_if_present("scratch", Arg::Ptr(0))?;
    probe.set("row_begin", Arg::U64(0))?;
    probe.set("row_end", Arg::U64(0))?;
    set_rows_mode(&mut probe)?;
    Ok(probe.check_complete()?)
}

/// Whether `kernel` has the span modes of [`SPAN_LAUNCH`] (x86 sampler entries).
pub fn has_span_mode(kernel: &CpuKernel) -> bool {
    kernel.abi.param("span_mode").is_some()
}

/// Sets the span values of an entry that has them to rows mode (an ordinary call).
fn set_rows_mode(args: &mut ArgPack) -> Result<(), AbiMismatch> {
    if args.abi().param("span_mode").is_none() {
        return Ok(());
    }
    args.set("span_mode", Arg::U32(SPAN_MODE_ROWS))?;
    for (name, _) in &SPAN_LAUNCH[1..] {
        args.set(name, Arg::U64(0))?;
    }
    args.set("partials", Arg::Ptr(0))
}

/// The fewest features a span of a split row covers (64 KiB of f32 logits): a smaller share
/// does not pay for the split.
pub const MIN_SPAN_FEATURES: usize = 16 * 1024;

/// How many spans each row of a launch of `n_rows` rows of `n_features` splits into on
/// `threads` threads: 1 (rows across threads) unless there are fewer rows than threads, then as
/// many as keep every thread busy, each at least [`MIN_SPAN_FEATURES`] long.
pub fn spans_per_row(n_rows: usize, n_features: usize, threads: usize) -> usize {
    if n_rows == 0 || n_rows >= threads {
        return 1;
    }
    (threads / n_rows)
        .min(n_features / MIN_SPAN_FEATURES)
        .max(1)
}

/// Runs `kernel` (which has span modes, [`has_span_mode`]) over rows `0..n_rows`, each row
/// split into `spans` spans of features (`s * n_features / spans ..`) that run across threads,
/// then merged row by row. A launch the kernel cannot split (its span records say so) has run
/// each row whole in span 0, and needs no merge; the results are the same either way. `pack`
/// holds every argument but the row range, the span values and scratch memory. Each span's
/// record has `span_words` words (at least [`SPAN_RECORD_WORDS`]; a sampler with top-k on
/// gives `top_k` more, for the features of each span's top-k).
///
/// Returns whether the rows split (the kernel decides for the whole launch).
///
/// # Safety
///
/// As [`run_rows`]; the kernel writes only its row's results and its own span record.
pub unsafe fn run_spans(
    kernel: &CpuKernel,
    pack: &ArgPack,
    n_rows: usize,
    n_features: usize,
    spans: usize,
    span_words: usize,
) -> Result<bool, Error> {
    pack_complete_but_rows(pack)?;
    let scratch_words = scratch_words(kernel, n_features);
    let span_words = span_words.max(SPAN_RECORD_WORDS);
    let row_words = spans * span_words;
    let mut partials = vec![0u32; n_rows * row_words];
    let base = partials.as_mut_ptr() as usize;
    let entry = kernel.entry;
    let call = |row: usize, mode: u32, span: usize, scratch: &mut Scratch| {
        let mut args = pack.clone();
        args.set("row_begin", Arg::U64(row as u64))?;
        args.set("row_end", Arg::U64(row as u64 + 1))?;
        args.set("span_mode", Arg::U32(mode))?;
        args.set("span", Arg::U64(span as u64))?;
        args.set("n_spans", Arg::U64(spans as u64))?;
        args.set("span_begin", Arg::U64((span * n_features / spans) as u64))?;
        args.set(
            "span_end",
            Arg::U64(((span + 1).min(spans) * n_features / spans) as u64),
        )?;
        args.set("span_words", Arg::U64(span_words as u64))?;
        args.set("partials", Arg::Ptr(base + row * row_words * 4))?;
        if scratch_words.is_some() {
            args.set("scratch", scratch.arg())?;
        }
        args.check_complete()?;
        // SAFETY: the caller guarantees the buffers; the call writes row `row`'s results (a
        // split span writes none) and its own record of the row's `spans` records in
        // `partials` (`n_rows * spans` records); `scratch` is this thread's buffer of
        // `n_features * scratch_bytes` bytes, used by one call at a time.
        unsafe { entry(args.bytes().as_ptr()) };
        Ok::<(), Error>(())
    };
    let new_scratch = || Scratch::new(scratch_words);
    (0..n_rows * spans)
        .into_par_iter()
        .try_for_each_init(new_scratch, |scratch, task| {
            call(task / spans, SPAN_MODE_SPAN, task % spans, scratch)
        })?;
    let mut scratch = new_scratch();
    let mut split = false;
    for row in 0..n_rows {
        let records = &partials[row * row_words..(row + 1) * row_words];
        let flags: Vec<u32> = records.iter().step_by(span_words).copied().collect();
        if flags.iter().all(|&f| f == SPAN_SPLIT) {
            call(row, SPAN_MODE_FINISH, spans, &mut scratch)?;
            split = true;
        } else if !flags.iter().all(|&f| f == SPAN_WHOLE) {
            return Err(AbiMismatch {
                entry: kernel.abi.entry.to_string(),
                message: format!(
                    "the span records of row {row} disagree (word 0 of each: {flags:?}; \
                     expected all {SPAN_SPLIT} or all {SPAN_WHOLE})"
                ),
            }
            .into());
        }
    }
    Ok(split)
}

#[cfg(test)]
mod tests {
    use super::*;

    // The tests run debug builds: a kernel that read a scratch word before writing it would
    // read the poison, not a zero that might pass for a fold's starting value.
    #[cfg(debug_assertions)]
    #[test]
    fn debug_builds_poison_scratch_memory() {
        let mut scratch = Scratch::new(Some(5));
        let Arg::Ptr(at) = scratch.arg() else {
            panic!("scratch is a pointer argument")
        };
        assert_eq!(at, scratch.0.as_ptr() as usize);
        // SAFETY: a debug build initialised every word.
        let words: Vec<u32> = scratch
            .0
            .iter()
            .map(|w| unsafe { w.assume_init() })
            .collect();
        assert_eq!(words, [SCRATCH_POISON; 5]);
        assert!(Scratch::new(None).0.is_empty());
    }
}
