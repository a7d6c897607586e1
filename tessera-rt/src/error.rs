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
