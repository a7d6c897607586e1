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

    /// A buffer whose length is not `n_rows * n_features`.
    #[error("{buffer} has {len} elements, expected n_rows * n_features = {expected}")]
    BufferLength {
        buffer: String,
        len: usize,
        expected: usize,
    },

    /// The caller passed a different number of inputs than the program declares.
    #[error("input count: program `{program}` takes {}, got {got}", describe_inputs(.inputs))]
    InputCount {
        program: String,
        inputs: Vec<String>,
        got: usize,
    },

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

/// "1 input (x)", "2 inputs (x, w)", "0 inputs".
fn describe_inputs(inputs: &[String]) -> String {
    match inputs.len() {
        0 => "0 inputs".to_string(),
        1 => format!("1 input ({})", inputs[0]),
        n => format!("{n} inputs ({})", inputs.join(", ")),
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
