//! The runtime's one error type (DESIGN.md 8): every refusal of a launch names the parameter or
//! buffer, the offending value and what is accepted; a missing kernel lists what was compiled,
//! why each was rejected and the command that produces the missing one.
//!
//! The enum is `#[non_exhaustive]`: GPU discovery, selection and driver errors join it as the
//! GPU launchers land.

use std::fmt::Write as _;

use thiserror::Error;

/// Everything the runtime refuses, and why.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum Error {
    /// An integer parameter outside its inclusive range.
    #[error("{param} = {value} is out of range: expected {min} <= {param} <= {max}")]
    OutOfRange {
        param: &'static str,
        value: u64,
        min: u64,
        max: u64,
    },

    /// A floating-point parameter that is not finite or on the wrong side of its bound.
    #[error("{param} = {value}: expected {expected}")]
    BadFloat {
        param: &'static str,
        value: f64,
        expected: &'static str,
    },

    /// A size that must be positive is zero.
    #[error("{param} = 0: expected {param} > 0")]
    ZeroSize { param: &'static str },

    /// `n_rows * n_features` does not fit in `usize`.
    #[error(
        "n_rows * n_features = {n_rows} * {n_features} overflows: expected at most {} elements",
        usize::MAX
    )]
    ShapeOverflow { n_rows: usize, n_features: usize },

    /// A buffer of the wrong length.
    #[error("{buffer} has {len} elements, expected {what} = {expected}")]
    BufferLength {
        buffer: String,
        len: usize,
        expected: usize,
        /// How the expected length is computed (`n_rows * n_features`, `n_rows`, ...).
        what: &'static str,
    },

    /// The caller passed a different number of inputs, vectors or parameters than the program
    /// declares.
    #[error("{what} count: program `{program}` takes {}, got {got}", describe_operands(.what, .names))]
    OperandCount {
        program: String,
        what: &'static str,
        names: Vec<String>,
        got: usize,
    },

    /// A bivector program launched with a row width other than `2^n`.
    #[error(
        "n_features = {n_features}: program `{program}` works in a Clifford algebra with {n} \
         generators, so a row has 2^{n} = {needed} features"
    )]
    BivectorWidth {
        program: String,
        n: u32,
        n_features: usize,
        needed: usize,
    },

    /// A sampler launch over an empty vocabulary.
    #[error("vocab = 0: the vocabulary is empty; expected 1 <= vocab <= {max}")]
    EmptyVocabulary { max: usize },

    /// A sampler launch over more tokens than ids and counts represent exactly in f32.
    #[error(
        "vocab = {vocab} is out of range: expected 1 <= vocab <= {max} (2^24: token ids and \
         counts must be exact in f32)"
    )]
    VocabularyTooLarge { vocab: usize, max: usize },

    /// A sampler temperature that is not `0` (greedy) or a finite `T > 0` whose `f32(1 / T)` is
    /// a finite, nonzero f32.
    #[error(
        "temperature = {}: {problem}; expected T = 0 (greedy) or {:e} <= T <= {:e}",
        number(*.value),
        crate::sampler::MIN_TEMPERATURE,
        crate::sampler::MAX_TEMPERATURE
    )]
    SamplerTemperature {
        value: f64,
        /// What is wrong with it: `not a number`, `f32(1 / T) overflows to infinity`.
        problem: &'static str,
    },

    /// A sampler `top_k` larger than the vocabulary.
    #[error(
        "top_k = {top_k} is out of range for a vocabulary of V = {vocab} tokens: expected top_k \
         in 0 (off) ..= V, that is 0 <= top_k <= {vocab}"
    )]
    SamplerTopK { top_k: usize, vocab: usize },

    /// A sampler `top_p` outside `(0, 1]`, or so small that `f32(top_p)` is 0.
    #[error("top_p = {}: expected 0 < top_p <= 1 (1: off){}", number(*.value), top_p_note(*.value))]
    SamplerTopP { value: f64 },

    /// Rows of a sampler launch whose logits gave no token (the kernel's status bits).
    #[error(
        "program `{program}`: {} got no token (id -1): {}",
        count(.rows.len(), "row"),
        describe_invalid_rows(.rows)
    )]
    InvalidLogits {
        program: String,
        /// Every such row, in row order.
        rows: Vec<crate::sampler::InvalidRow>,
    },

    /// A split sampler launch with more spans per row than the row has tokens.
    #[error(
        "spans_per_row = {spans} is more than the vocabulary of V = {vocab} tokens: each span \
         of a row needs a token, so expected 1 <= spans_per_row <= {vocab}"
    )]
    TooManySpans { spans: usize, vocab: usize },

    /// A split launch asked of a kernel whose rows cannot split.
    #[error(
        "CPU kernel {level} of program `{program}` has no span mode (its ABI record has no \
         `span_mode`), so its rows cannot be split across threads: launch with \
         spans_per_row = 1, or regenerate the kernels with this version of tessera-build"
    )]
    NoSpanMode { program: String, level: String },

    /// A launcher of one kind called with a program of another.
    #[error("program `{program}` is not {} {expected} program", article(.expected))]
    WrongKind {
        program: String,
        expected: &'static str,
    },

    /// A status buffer passed where none is taken, or missing where one is.
    #[error("{0}")]
    Status(String),

    /// The launcher and the kernel table disagree.
    #[error(transparent)]
    Abi(#[from] crate::abi::AbiMismatch),

    /// No compiled x86 level of the program runs on this CPU.
    #[error(
        "no compiled CPU level of program `{program}` runs on this CPU:\n{}\
         compile the baseline level, which runs on every x86-64 CPU, with \
         `cargo xtask gen --chip x86-64`",
        describe_rejections(.rejected)
    )]
    NoCpuKernel {
        program: String,
        /// `(level, reason)` for every compiled level, in table order.
        rejected: Vec<(String, String)>,
    },

    /// A kernel asked for explicitly needs features this CPU lacks.
    #[error(
        "CPU kernel {level} of program `{program}` cannot run here: {}",
        crate::cpu::lacks_features(.missing)
    )]
    CpuKernelUnsupported {
        program: String,
        level: String,
        missing: Vec<String>,
    },

    /// The NVIDIA driver library (libcuda) cannot be loaded: no driver installed, or not where
    /// the dynamic loader looks.
    #[error(
        "the NVIDIA CUDA driver library {library} was not found ({reason}; none of the {} file \
         names tried loaded). It is installed by the NVIDIA driver: install the driver for your \
         GPU, or add the directory holding {library} to LD_LIBRARY_PATH",
        .tried.len()
    )]
    CudaDriverNotFound {
        library: &'static str,
        /// The file names handed to the dynamic loader, in order.
        tried: Vec<String>,
        /// What the loader said about `library` (or the first name tried).
        reason: String,
    },

    /// The driver library lacks an entry point the runtime calls: the driver is too old.
    #[error(
        "the CUDA driver library {library} lacks `{symbol}`: the NVIDIA driver is too old for \
         tessera; install a newer one"
    )]
    CudaDriverSymbol {
        library: String,
        symbol: &'static str,
    },

    /// A CUDA driver call failed.
    #[error("{what}: {call} failed with {name} (CUresult {code}){}", suffix(.detail))]
    CudaCall {
        /// What the runtime was doing (`loading the sm_90 cubin image`, ...).
        what: String,
        /// The driver function (`cuModuleLoadDataEx`, ...).
        call: &'static str,
        code: u32,
        /// The `CUresult` name (`CUDA_ERROR_INVALID_PTX`, ...).
        name: String,
        /// More to say (a JIT log, a hint), or empty.
        detail: String,
    },

    /// A device ordinal the driver does not have.
    #[error("no CUDA device {ordinal}: the driver sees {count} device(s) (ordinals 0..{count})")]
    CudaNoDevice { ordinal: usize, count: usize },

    /// An image the CUDA driver cannot load (an AMD code object).
    #[error("the {chip} image is {format}: the CUDA driver loads only PTX and cubin images")]
    CudaImageFormat { chip: String, format: String },

    /// A kernel entry missing from a loaded image.
    #[error(
        "entry `{entry}` is not in the {chip} {format} image (a bug in tessera, or an image \
         built by another version)"
    )]
    CudaEntryNotFound {
        entry: String,
        chip: String,
        format: String,
    },

    /// Objects of different CUDA devices used together.
    #[error("{what} belong to different CUDA devices ({first} and {second})")]
    CudaDeviceMismatch {
        what: &'static str,
        first: usize,
        second: usize,
    },

    /// No compiled kernel of a program serves the requested device under the selection policy
    /// (DESIGN.md 7: no silent fallback).
    #[error(
        "no compiled kernel of program `{program}` runs on {device} (rows of {n_features} \
         features):\n{}{fix}",
        crate::select::describe_rejected(.rejected)
    )]
    NoKernel {
        program: String,
        /// The device, in words.
        device: String,
        n_features: usize,
        /// `(artifact, reason)` for every compiled artifact: GPU images, then CPU kernels.
        rejected: Vec<(String, String)>,
        /// What would produce a kernel that serves the device (`cargo xtask gen --chip sm_86`).
        fix: String,
    },

    /// A HIP runtime call failed (the `rocm` feature's AMD driver layer).
    #[error("{what}: {call} failed with {name} (hipError_t {code}){}", suffix(.detail))]
    HipCall {
        /// What the runtime was doing (`loading the gfx1151 HSACO image`, ...).
        what: String,
        /// The HIP function (`hipModuleLoadData`, ...).
        call: &'static str,
        code: u32,
        /// The `hipError_t` name (`hipErrorInvalidImage`, ...).
        name: String,
        /// More to say (a hint), or empty.
        detail: String,
    },

    /// The HIP runtime sees no AMD GPU.
    #[error(
        "no AMD GPU found ({reason}): on a machine with one, check that the amdgpu kernel driver \
         is loaded and that this user may open /dev/kfd and /dev/dri (groups `render` and `video`)"
    )]
    NoAmdGpu {
        /// What the runtime said: `hipGetDeviceCount returned hipErrorNoDevice`, `hipGetDeviceCount
        /// reported 0`.
        reason: String,
    },

    /// A device ordinal the HIP runtime does not have.
    #[error(
        "no AMD device {ordinal}: the HIP runtime sees {count} device(s) (ordinals 0..{count})"
    )]
    HipNoDevice { ordinal: usize, count: usize },

    /// A device property the HIP runtime reported that cannot be right.
    #[error(
        "AMD device {ordinal}: the HIP runtime reported {property} `{value}`, {expected} (are \
         hip-sys's bindings, made from ROCm 5.4 headers, the layout of this HIP runtime?)"
    )]
    HipBadProperty {
        ordinal: usize,
        property: &'static str,
        value: String,
        expected: &'static str,
    },

    /// An image the HIP runtime cannot load (NVIDIA PTX or cubin).
    #[error("the {chip} image is {format}: the HIP runtime loads only AMD HSA code objects")]
    HipImageFormat { chip: String, format: String },

    /// A kernel entry missing from a loaded AMD image.
    #[error(
        "entry `{entry}` is not in the {chip} HSACO image (a bug in tessera, or an image built by \
         another version)"
    )]
    HipEntryNotFound { entry: String, chip: String },

    /// A launch of more lanes than HIP takes in one grid.
    #[error(
        "n_rows = {n_rows}: entry `{entry}` runs workgroups of {lanes} lanes, and the HIP \
         runtime refuses a grid of 2^32 lanes or more: expected n_rows <= {max_rows} (split the \
         rows over several calls)"
    )]
    HipGridTooLarge {
        entry: &'static str,
        n_rows: u64,
        lanes: u32,
        max_rows: u64,
    },

    /// Objects of different AMD devices used together.
    #[error("{what} belong to different AMD devices ({first} and {second})")]
    HipDeviceMismatch {
        what: &'static str,
        first: usize,
        second: usize,
    },

    /// An embedded GPU image whose bytes are not the ones the build recorded (`crate::verify`).
    #[error(
        "{} is altered or truncated: sha256 {actual} expected {expected}. {REBUILD_IMAGE}",
        image_name(.program, .image)
    )]
    ImageAltered {
        /// The program, or empty when the caller did not say.
        program: String,
        /// The chip and format: `sm_90 PTX`.
        image: String,
        actual: String,
        expected: String,
    },

    /// An embedded GPU image that is not what its format says (not an ELF file, not text, for
    /// another machine or chip, without AMD metadata).
    #[error("{} {reason}. {REBUILD_IMAGE}", image_name(.program, .image))]
    ImageMalformed {
        program: String,
        image: String,
        /// What is wrong: `is not a valid 64-bit ELF file (...)`.
        reason: String,
    },

    /// A kernel-table entry missing from its embedded GPU image.
    #[error(
        "{} has no entry `{entry}` ({looked_for}). {REBUILD_TABLE}",
        image_name(.program, .image)
    )]
    ImageEntryMissing {
        program: String,
        image: String,
        entry: String,
        /// What was looked for: `no `.visible .entry name(``, `no exported kernel descriptor ...`.
        looked_for: String,
    },

    /// An entry whose arguments in the embedded GPU image differ from the kernel table's.
    #[error(
        "{} disagrees with the kernel table on entry `{entry}`: {detail}. {REBUILD_TABLE}",
        image_name(.program, .image)
    )]
    ImageAbiMismatch {
        program: String,
        image: String,
        entry: String,
        /// `argument 3 (`eta`) of `...` is at offset 24 in the image, 16 in the kernel table`.
        detail: String,
    },
}

/// How to fix an image that is not what the build made.
const REBUILD_IMAGE: &str = "The binary's embedded kernels were damaged or edited after the \
     build: rebuild the crate that embeds them (`cargo clean`, then `cargo build`)";

/// How to fix an image and a kernel table that do not belong together.
const REBUILD_TABLE: &str = "The image and the kernel table come from different builds (a bug \
     in tessera, or a stale kernel file): rebuild the crate that embeds them (`cargo clean`, \
     then `cargo build`)";

/// `the sm_90 PTX image of program `quadratic``, or `the sm_90 PTX image` when the program is
/// not known.
fn image_name(program: &str, image: &str) -> String {
    if program.is_empty() {
        format!("the {image} image")
    } else {
        format!("the {image} image of program `{program}`")
    }
}

/// `": detail"`, or nothing when `detail` is empty.
fn suffix(detail: &str) -> String {
    if detail.is_empty() {
        String::new()
    } else {
        format!(": {detail}")
    }
}

/// `x` as `Display` writes it, or in scientific notation when that would be long (`1e-40`, not
/// forty zeros).
fn number(x: f64) -> String {
    if x == 0.0 || !x.is_finite() || (1e-4..1e16).contains(&x.abs()) {
        format!("{x}")
    } else {
        format!("{x:e}")
    }
}

/// Why a `top_p` inside `(0, 1]` is refused: it rounds to 0 as the kernel's f32.
fn top_p_note(value: f64) -> String {
    if value > 0.0 && value <= 1.0 {
        format!(
            ", and f32(top_p) > 0, so top_p > 2^-150 = {:e}",
            2f64.powi(-150)
        )
    } else {
        String::new()
    }
}

/// "1 row", "3 rows".
fn count(n: usize, what: &str) -> String {
    if n == 1 {
        format!("1 {what}")
    } else {
        format!("{n} {what}s")
    }
}

/// The rows shown by `InvalidLogits`.
const SHOWN_ROWS: usize = 8;

/// `row 1: a NaN logit; row 4: every logit is -inf`, the first [`SHOWN_ROWS`] rows and how
/// many more there are.
fn describe_invalid_rows(rows: &[crate::sampler::InvalidRow]) -> String {
    let shown: Vec<String> = rows
        .iter()
        .take(SHOWN_ROWS)
        .map(|r| r.to_string())
        .collect();
    let mut text = shown.join("; ");
    if rows.len() > SHOWN_ROWS {
        let more = rows.len() - SHOWN_ROWS;
        let noun = if more == 1 { "row" } else { "rows" };
        write!(text, "; and {more} more {noun}").expect("writing to a String cannot fail");
    }
    text
}

/// The indefinite article of a kind name: "an energy", "a map".
fn article(word: &str) -> &'static str {
    if word.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

/// "1 input (x)", "2 inputs (x, w)", "0 inputs".
fn describe_operands(what: &str, names: &[String]) -> String {
    match names.len() {
        0 => format!("0 {what}s"),
        1 => format!("1 {what} ({})", names[0]),
        n => format!("{n} {what}s ({})", names.join(", ")),
    }
}

/// One indented line per rejected level, or a line saying none was compiled.
fn describe_rejections(rejected: &[(String, String)]) -> String {
    if rejected.is_empty() {
        return "  (no CPU level was compiled)\n".to_string();
    }
    let mut text = String::new();
    for (level, reason) in rejected {
        writeln!(text, "  {level}: {reason}").expect("writing to a String cannot fail");
    }
    text
}
