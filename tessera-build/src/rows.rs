//! Stage 5: the row program IR, its verifier and the reference interpreter.
//!
//! # Specification
//!
//! A [`RowProgram`] says what one Langevin *step* does to one row of `F` features; the step runs
//! `K` times. The step is a list of [`Pass`]es, executed in order. A pass is a feature loop:
//! its instructions ([`Op`]) are evaluated once per feature `f` (a *lane*), each reading only
//! feature `f` of the state and inputs, so lanes never interact inside a pass. A pass ends in
//! either
//!
//! * [`PassEnd::Fold`]: for each `(value, uniform)`, `acc = +0.0; for f in 0..F { acc =
//!   f32(value_f + acc) }` in the declared sequential order, and the result becomes `uniform`,
//!   readable (as the same value in every lane) by the passes that follow; or
//! * [`PassEnd::Store`]: `state[f] = value_f` for every feature. Exactly one pass stores, and it
//!   is the last of the step.
//!
//! Values are pass-local: `Value(i)` is the result of instruction `i` of the same pass, and an
//! instruction only uses values defined before it. All arithmetic is f32, IEEE-754, round to
//! nearest even, no contraction. [`Op::AddNoise`] is the stream of DESIGN.md 4.1: when the
//! launch draws noise it is `v + z * noise_scale` (two rounded operations, in that order) with
//! `z` the `tessera-v1` normal of element `(row, f)` at step `t`; otherwise it is `v` unchanged.
//!
//! [`verify`] checks every rule above; [`interpret`] is the reference: the oracle every target
//! is compared with, bit for bit.

use std::fmt;

use rayon::prelude::*;
use tessera_rt::langevin::HostScalars;

use crate::numeric::{Eval, philox};

/// A value defined by instruction `i` of the current pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Value(pub u32);

/// A row-uniform value produced by a fold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Uniform(pub u32);

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "v{}", self.0)
    }
}

impl fmt::Display for Uniform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "u{}", self.0)
    }
}

/// One lane instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Op {
    /// An f32 constant (bits).
    Const(u32),
    /// `state[f]` as it is at the start of this pass.
    LoadState,
    /// `input_i[f]`.
    LoadInput(u32),
    /// A fold result of an earlier pass of this step.
    Uniform(Uniform),
    /// The launch scalar `eta32`.
    Eta,
    Add(Value, Value),
    Sub(Value, Value),
    Mul(Value, Value),
    Div(Value, Value),
    Neg(Value),
    /// `v + z * noise_scale` when the launch draws noise, else `v`.
    AddNoise(Value),
}

impl Op {
    pub fn operands(&self) -> Vec<Value> {
        match *self {
            Op::Const(_) | Op::LoadState | Op::LoadInput(_) | Op::Uniform(_) | Op::Eta => vec![],
            Op::Add(a, b) | Op::Sub(a, b) | Op::Mul(a, b) | Op::Div(a, b) => vec![a, b],
            Op::Neg(a) | Op::AddNoise(a) => vec![a],
        }
    }
}

/// How a pass ends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PassEnd {
    Fold(Vec<(Value, Uniform)>),
    Store(Value),
}

/// One feature loop.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pass {
    pub insts: Vec<Op>,
    pub end: PassEnd,
}

/// A lowered program: what one step does to one row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowProgram {
    pub name: String,
    /// Kind and options, in words (e.g. `langevin euclidean`).
    pub kind: String,
    pub inputs: Vec<String>,
    pub n_uniforms: u32,
    pub passes: Vec<Pass>,
}

impl RowProgram {
    /// True when some pass folds (GPU kernels then need shared memory and barriers).
    pub fn has_folds(&self) -> bool {
        self.passes
            .iter()
            .any(|p| matches!(p.end, PassEnd::Fold(_)))
    }
}

/// A row program that breaks an IR rule. Produced only by a bug in a lowering.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "internal error (a bug in tessera, please report it): row program `{program}` is invalid: {message}"
)]
pub struct VerifyError {
    pub program: String,
    pub message: String,
}

/// Checks the rules of the module doc.
pub fn verify(program: &RowProgram) -> Result<(), VerifyError> {
    let fail = |message: String| {
        Err(VerifyError {
            program: program.name.clone(),
            message,
        })
    };
    let mut defined = vec![false; program.n_uniforms as usize];
    for (p, pass) in program.passes.iter().enumerate() {
        for (i, op) in pass.insts.iter().enumerate() {
            for operand in op.operands() {
                if operand.0 as usize >= i {
                    return fail(format!(
                        "pass {p}, {}: operand {operand} is not defined before use",
                        Value(i as u32)
                    ));
                }
            }
            match *op {
                Op::LoadInput(k) if k as usize >= program.inputs.len() => {
                    return fail(format!("pass {p}: input {k} does not exist"));
                }
                Op::Uniform(u) if !defined.get(u.0 as usize).copied().unwrap_or(false) => {
                    return fail(format!("pass {p}: {u} is read before a fold defines it"));
                }
                _ => {}
            }
        }
        let in_pass = |v: Value| (v.0 as usize) < pass.insts.len();
        match &pass.end {
            PassEnd::Fold(folds) => {
                for &(v, u) in folds {
                    if !in_pass(v) {
                        return fail(format!("pass {p}: folded value {v} is not defined"));
                    }
                    match defined.get_mut(u.0 as usize) {
                        Some(slot) if !*slot => *slot = true,
                        Some(_) => return fail(format!("pass {p}: {u} is defined twice")),
                        None => return fail(format!("pass {p}: {u} is out of range")),
                    }
                }
            }
            PassEnd::Store(v) => {
                if p + 1 != program.passes.len() {
                    return fail(format!("pass {p} stores but is not the last pass"));
                }
                if !in_pass(*v) {
                    return fail(format!("pass {p}: stored value {v} is not defined"));
                }
            }
        }
    }
    if !matches!(
        program.passes.last().map(|p| &p.end),
        Some(PassEnd::Store(_))
    ) {
        return fail("the step does not end with a store".to_string());
    }
    Ok(())
}

/// The deterministic text form (pinned by golden files).
pub fn text(program: &RowProgram) -> String {
    let mut out = format!(
        "row program {}: {}, inputs [{}], uniforms {}\nstep:\n",
        program.name,
        program.kind,
        program.inputs.join(", "),
        program.n_uniforms
    );
    for (p, pass) in program.passes.iter().enumerate() {
        let what = match pass.end {
            PassEnd::Fold(_) => "fold",
            PassEnd::Store(_) => "store",
        };
        out.push_str(&format!("  pass {p} ({what}):\n"));
        for (i, op) in pass.insts.iter().enumerate() {
            let body = match *op {
                Op::Const(bits) => format!("const {:?}", f32::from_bits(bits)),
                Op::LoadState => "load.state".to_string(),
                Op::LoadInput(k) => format!("load.input {}", program.inputs[k as usize]),
                Op::Uniform(u) => format!("uniform {u}"),
                Op::Eta => "param.eta".to_string(),
                Op::Add(a, b) => format!("add {a}, {b}"),
                Op::Sub(a, b) => format!("sub {a}, {b}"),
                Op::Mul(a, b) => format!("mul {a}, {b}"),
                Op::Div(a, b) => format!("div {a}, {b}"),
                Op::Neg(a) => format!("neg {a}"),
                Op::AddNoise(a) => format!("add.noise.v1 {a}"),
            };
            out.push_str(&format!("    {} = {body}\n", Value(i as u32)));
        }
        match &pass.end {
            PassEnd::Fold(folds) => {
                for (v, u) in folds {
                    out.push_str(&format!("    {u} = fold.add {v}\n"));
                }
            }
            PassEnd::Store(v) => out.push_str(&format!("    store.state {v}\n")),
        }
    }
    out
}

/// What the reference needs to run a chain.
#[derive(Debug, Clone, Copy)]
pub struct Launch {
    pub n_rows: usize,
    pub n_features: usize,
    pub steps: u64,
    pub scalars: HostScalars,
    pub key: [u64; 2],
}

/// The reference interpreter: runs `launch.steps` steps of `program` over every row of `state`
/// (`[n_rows, F]`, row-major) in place, following the numeric contract op for op. Rows run in
/// parallel (rows never interact). Returns the next key.
///
/// Panics if the buffer lengths do not match the launch (callers validate user input first).
pub fn interpret(
    program: &RowProgram,
    state: &mut [f32],
    inputs: &[&[f32]],
    launch: &Launch,
) -> [u64; 2] {
    let f = launch.n_features;
    assert_eq!(state.len(), launch.n_rows * f, "state length");
    assert_eq!(inputs.len(), program.inputs.len(), "input count");
    state.par_chunks_mut(f).enumerate().for_each(|(row, y)| {
        let row_inputs: Vec<&[f32]> = inputs.iter().map(|x| &x[row * f..(row + 1) * f]).collect();
        interpret_row(program, y, &row_inputs, row as u64, launch);
    });
    tessera_rt::langevin::next_key(launch.key, launch.steps)
}

fn interpret_row(
    program: &RowProgram,
    y: &mut [f32],
    inputs: &[&[f32]],
    row: u64,
    launch: &Launch,
) {
    let n_features = y.len();
    let mut uniforms = vec![0.0f32; program.n_uniforms as usize];
    let mut values: Vec<f32> = Vec::new();
    for step in 0..launch.steps {
        let key1_step = launch.key[1].wrapping_add(step);
        for pass in &program.passes {
            let mut accs: Vec<f32> = match &pass.end {
                PassEnd::Fold(folds) => vec![0.0; folds.len()],
                PassEnd::Store(_) => vec![],
            };
            for feature in 0..n_features {
                values.clear();
                for op in &pass.insts {
                    let v = |x: Value| values[x.0 as usize];
                    let result = match *op {
                        Op::Const(bits) => f32::from_bits(bits),
                        Op::LoadState => y[feature],
                        Op::LoadInput(k) => inputs[k as usize][feature],
                        Op::Uniform(u) => uniforms[u.0 as usize],
                        Op::Eta => launch.scalars.eta32,
                        Op::Add(a, b) => v(a) + v(b),
                        Op::Sub(a, b) => v(a) - v(b),
                        Op::Mul(a, b) => v(a) * v(b),
                        Op::Div(a, b) => v(a) / v(b),
                        Op::Neg(a) => -v(a),
                        Op::AddNoise(a) => {
                            if launch.scalars.draw_noise {
                                let index = row * n_features as u64 + feature as u64;
                                let z = philox::langevin_normal_v1(
                                    &mut Eval,
                                    launch.key[0],
                                    key1_step,
                                    index,
                                );
                                v(a) + z * launch.scalars.noise_scale
                            } else {
                                v(a)
                            }
                        }
                    };
                    values.push(result);
                }
                match &pass.end {
                    PassEnd::Fold(folds) => {
                        for (acc, (value, _)) in accs.iter_mut().zip(folds) {
                            *acc = values[value.0 as usize] + *acc;
                        }
                    }
                    PassEnd::Store(value) => y[feature] = values[value.0 as usize],
                }
            }
            if let PassEnd::Fold(folds) = &pass.end {
                for (acc, (_, u)) in accs.iter().zip(folds) {
                    uniforms[u.0 as usize] = *acc;
                }
            }
        }
    }
}
