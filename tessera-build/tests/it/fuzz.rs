//! The front end never panics (DESIGN.md 8): seeded random mutations of valid programs of every
//! kind and random expression texts go through `spec::parse`, `tessera_build::lower` and the
//! reference interpreter; each either succeeds or is refused with a diagnostic, and a panic
//! fails the test with the input that caused it.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;
use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tessera_build::expr::Names;
use tessera_build::rows::{self, Buffers, Launch};
use tessera_rt::langevin::{LangevinParams, host_scalars};
use tessera_rt::sampler::{SamplerParams, host_scalars as sampler_scalars};

const SEEDS: &[&str] = &[
    include_str!("../../../programs/quadratic.toml"),
    include_str!("../../../programs/tether.toml"),
    "name = \"m\"\nkind = \"langevin\"\nstate = \"s\"\ninputs = [\"a\", \"b\"]\n\
     energy = '''sum(s * a) / (1 + sum(b^2)) - sum(s)^-2'''\nmanifold = \"euclidean\"\n",
    "name = \"m\"\nkind = \"langevin\"\nstate = \"s\"\nenergy = \"\"\"\nsum(s^4)\"\"\"\nreduction = \"pairwise\"\n",
    "name = \"s\"\nkind = \"langevin\"\nstate = \"y\"\nvectors = [\"w\"]\nparams = [\"beta\"]\n\
     energy = \"-beta * dot(y, w) + logsumexp(y)\"\nmanifold = \"sphere\"\n",
    "name = \"b\"\nkind = \"langevin\"\nstate = \"y\"\ninputs = [\"x\"]\nenergy = \"0.5 * norm(y - x)^2\"\n\
     manifold = \"bivector\"\nalgebra = [2, 0, 0]\ngrade = 1\nreduction = \"pairwise\"\n",
    "name = \"n\"\nkind = \"map\"\ninputs = [\"x\"]\nparams = [\"eps\"]\noutput = \"x / (norm(x) + eps)\"\n",
    "name = \"c\"\nkind = \"map\"\ninputs = [\"x\", \"z\"]\nvectors = [\"w\"]\n\
     output = 'where(x > z, clamp(x, -1, 1), min(z, w)) * mean(x)'\n",
    "name = \"e\"\nkind = \"energy\"\nstate = \"y\"\ninputs = [\"x\"]\n\
     energy = \"sum(softplus(y * x) + sigmoid(y)^0.5) - max(y) + min(abs(y))\"\n",
];

/// Pieces the mutations and the random expressions are made of.
const TOKENS: &[&str] = &[
    "y",
    "x",
    "s",
    "a",
    "b",
    "w",
    "beta",
    "z",
    "sum",
    "sum(",
    "exp(",
    "ln(",
    "log1p(",
    "sqrt(",
    "abs(",
    "sign(",
    "tanh(",
    "sigmoid(",
    "softplus(",
    "min(",
    "max(",
    "clamp(",
    "where(",
    "mean(",
    "dot(",
    "norm(",
    "logsumexp(",
    "cos(",
    "(",
    ")",
    "((",
    "))",
    "+",
    "-",
    "*",
    "/",
    "^",
    "^-",
    "^2",
    "^-1",
    "^0.5",
    "^y",
    "<",
    "<=",
    ">",
    ">=",
    "==",
    "!=",
    "=",
    "!",
    ",",
    ", ",
    " ",
    "  ",
    "0",
    "1",
    "2",
    "0.5",
    "1e3",
    "1e39",
    "1e-50",
    ".",
    "1.2.3",
    "65",
    "64",
    "-64",
    "\t",
    "\\t",
    "\\u00e9",
    "\\\"",
    "\\\\",
    "\\n",
    "#",
    "é",
    "∑",
    "😀",
    "\n",
    "\"",
    "'",
    "[",
    "]",
    "_",
    "Y",
    "9y",
    "kind = \"map\"\n",
    "kind = \"energy\"\n",
    "kind = \"langevin\"\n",
    "state = \"y\"\n",
    "manifold = \"sphere\"\n",
    "manifold = \"bivector\"\n",
    "algebra = [1, 1, 0]\n",
    "algebra = [13, 0, 0]\n",
    "grade = 2\n",
    "grade = 9\n",
    "reduction = \"pairwise\"\n",
    "output = \"x\"\n",
    "energy = \"sum(y)\"\n",
    "vectors = [\"w\"]\n",
    "params = [\"beta\"]\n",
    "inputs = [\"x\"]\n",
    "[",
    "4294967295",
];

/// Runs `source` through the front end and everything that reads its results; `Err` holds the
/// panic message.
fn run(source: &str) -> Result<(), String> {
    catch_unwind(AssertUnwindSafe(|| {
        let spec = match tessera_build::spec::parse(Path::new("f.toml"), source) {
            Ok(spec) => spec,
            Err(diag) => {
                let _ = diag.to_string();
                return;
            }
        };
        let _ = spec.canonical();
        match tessera_build::lower(&spec) {
            Ok((front, program)) => {
                let names = Names {
                    state: spec.state.as_deref(),
                    inputs: &spec.inputs,
                    vectors: &spec.vectors,
                    params: &spec.params,
                };
                let _ = front.graph.text(&names);
                let _ = rows::text(&program);
                let (n_rows, n_features) = (2, 4);
                let mut state = vec![0.5f32; n_rows * n_features];
                let mut status = vec![0u32; n_rows];
                let mut outputs: Vec<Vec<f32>> = program
                    .interface
                    .outputs
                    .iter()
                    .map(|(_, shape)| vec![0.0; shape.values(n_rows, n_features)])
                    .collect();
                let inputs = vec![vec![0.25f32; n_rows * n_features]; spec.inputs.len()];
                let inputs: Vec<&[f32]> = inputs.iter().map(Vec::as_slice).collect();
                let vectors = vec![vec![-0.75f32; n_features]; spec.vectors.len()];
                let vectors: Vec<&[f32]> = vectors.iter().map(Vec::as_slice).collect();
                let params = vec![1.5f32; spec.params.len()];
                let buffers = Buffers {
                    state: &mut state,
                    status: &mut status,
                    outputs: outputs.iter_mut().map(Vec::as_mut_slice).collect(),
                    inputs: &inputs,
                    vectors: &vectors,
                    params: &params,
                };
                let launch = Launch {
                    n_rows,
                    n_features,
                    steps: 2,
                    scalars: host_scalars(&LangevinParams {
                        steps: 2,
                        eta: 0.1,
                        temperature: 1.0,
                        anneal: Some(0.5),
                    }),
                    sampler: sampler_scalars(
                        &SamplerParams::new(0.7).with_top_k(3).with_top_p(0.5),
                    ),
                    key: [1, 2],
                };
                rows::interpret(&program, buffers, &launch);
            }
            Err(diag) => {
                let _ = diag.to_string();
            }
        }
    }))
    .map_err(|payload| {
        payload
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default()
    })
}

#[track_caller]
fn check(source: &str) {
    if let Err(message) = run(source) {
        panic!("the front end panicked ({message}) on:\n{source:?}");
    }
}

fn mutate(rng: &mut SmallRng, source: &str) -> String {
    let mut chars: Vec<char> = source.chars().collect();
    for _ in 0..rng.random_range(1..4) {
        let at = rng.random_range(0..=chars.len());
        match rng.random_range(0..5) {
            0 if at < chars.len() => {
                let end = (at + rng.random_range(1..8)).min(chars.len());
                chars.drain(at..end);
            }
            1 if at < chars.len() => {
                chars[at] = char::from_u32(rng.random_range(0x20..0x80)).unwrap_or('?');
            }
            2 => {
                let end = (at + rng.random_range(1..12)).min(chars.len());
                let copy: Vec<char> = chars[at..end].to_vec();
                let to = rng.random_range(0..=chars.len());
                chars.splice(to..to, copy);
            }
            _ => {
                let token = TOKENS[rng.random_range(0..TOKENS.len())];
                chars.splice(at..at, token.chars());
            }
        }
    }
    chars.into_iter().collect()
}

fn random_expression(rng: &mut SmallRng) -> String {
    (0..rng.random_range(0..14))
        .map(|_| TOKENS[rng.random_range(0..TOKENS.len())])
        .collect()
}

/// A random expression from the grammar (a row or a scalar over `y`, `x`, `w`, `beta`).
fn grammar_expression(rng: &mut SmallRng, depth: u32) -> String {
    const LEAVES: &[&str] = &["y", "x", "w", "beta", "0", "1", "0.5", "2", "-1"];
    const UNARY: &[&str] = &[
        "exp", "ln", "log1p", "sqrt", "abs", "sign", "tanh", "sigmoid", "softplus", "-",
    ];
    const BINARY: &[&str] = &["+", "-", "*", "/", "^", "<", "<=", ">", ">=", "==", "!="];
    const REDUCE: &[&str] = &["sum", "mean", "norm", "max", "min", "logsumexp"];
    if depth == 0 || rng.random_range(0..4) == 0 {
        return LEAVES[rng.random_range(0..LEAVES.len())].to_string();
    }
    let mut sub = || grammar_expression(rng, depth - 1);
    let (a, b, c) = (sub(), sub(), sub());
    match rng.random_range(0..6) {
        0 => format!("{}({a})", UNARY[rng.random_range(0..UNARY.len())]),
        1 => format!("({a} {} {b})", BINARY[rng.random_range(0..BINARY.len())]),
        2 => format!("{}({a})", REDUCE[rng.random_range(0..REDUCE.len())]),
        3 => format!(
            "{}({a}, {b})",
            ["min", "max", "dot"][rng.random_range(0..3)]
        ),
        4 => format!(
            "{}({a}, {b}, {c})",
            ["clamp", "where"][rng.random_range(0..2)]
        ),
        _ => format!("({a} * {b} + {c})"),
    }
}

/// The expression placed in each of TOML's string forms (possibly invalid TOML), in a program of
/// a random kind.
fn expression_program(rng: &mut SmallRng, expression: &str) -> String {
    let token = match rng.random_range(0..4) {
        0 => format!("\"{expression}\""),
        1 => format!("'{expression}'"),
        2 => format!("\"\"\"{expression}\"\"\""),
        _ => format!("'''\n{expression}'''"),
    };
    let names = "inputs = [\"x\"]\nvectors = [\"w\"]\nparams = [\"beta\"]\n";
    match rng.random_range(0..5) {
        0 => format!("name = \"p\"\nkind = \"map\"\n{names}output = {token}\n"),
        1 => format!("name = \"p\"\nkind = \"energy\"\nstate = \"y\"\n{names}energy = {token}\n"),
        2 => format!(
            "name = \"p\"\nkind = \"langevin\"\nstate = \"y\"\n{names}energy = {token}\nmanifold = \"sphere\"\n\
             reduction = \"pairwise\"\n"
        ),
        3 => format!(
            "name = \"p\"\nkind = \"langevin\"\nstate = \"y\"\n{names}energy = {token}\nmanifold = \"bivector\"\n\
             algebra = [1, 0, 1]\ngrade = 1\n"
        ),
        _ => format!("name = \"p\"\nkind = \"langevin\"\nstate = \"y\"\n{names}energy = {token}\n"),
    }
}

#[test]
fn never_panics() {
    let started = Instant::now();
    let mut rng = SmallRng::seed_from_u64(0xf022);
    let mut accepted = 0;
    let mut total = 0;
    for round in 0..20_000 {
        let source = if round % 2 == 0 {
            mutate(&mut rng, SEEDS[round / 2 % SEEDS.len()])
        } else if round % 4 == 1 {
            let expression = random_expression(&mut rng);
            expression_program(&mut rng, &expression)
        } else {
            // Mostly valid: a grammar expression, reduced for the kinds that need a scalar.
            let depth = rng.random_range(1..5);
            let expression = match rng.random_range(0..3) {
                0 => grammar_expression(&mut rng, depth),
                1 => format!("sum({})", grammar_expression(&mut rng, depth)),
                _ => format!(
                    "dot(y, {}) + logsumexp(y)",
                    grammar_expression(&mut rng, depth)
                ),
            };
            expression_program(&mut rng, &expression)
        };
        check(&source);
        total += 1;
        accepted += usize::from(
            tessera_build::spec::parse(Path::new("f.toml"), &source)
                .ok()
                .is_some_and(|spec| tessera_build::lower(&spec).is_ok()),
        );
        if started.elapsed() > Duration::from_secs(4) {
            break;
        }
    }
    // The sweep is worth something only if it reaches both outcomes often.
    assert!(total >= 1000, "only {total} inputs in the time bound");
    assert!(
        accepted * 20 > total && accepted * 20 < total * 19,
        "{accepted} of {total} accepted"
    );
}

#[test]
fn known_hard_inputs() {
    for expression in [
        // Escapes before a refused character: the span must map into the raw TOML text.
        "\\té",
        "\\t\\té",
        "\\u00e9 + y",
        "sum(y) \\t+ q",
        "1e39 * sum(y)",
        "sum(y^2^3)",
        "sum(y^-0)",
        "sum(y^-2^3)",
        "sum(y^1e30)",
        "sum(y^-1e30)",
        "sum(y^64) + sum(y^-64)",
        "dot(1, 2)",
        "dot(y, 2)",
        "max()",
        "min(1, 2, 3)",
        "clamp(y)",
        "where()",
        "logsumexp(y - y)",
        "sum(y) < 1 < 2",
        "sum(y) = 1",
        "sum(where(y, y, y))",
        "mean(y) / 0",
        "norm(y * 0)",
        "sum(sqrt(-y))",
        "sum(y)^0.5",
        "(((((sum(y)))))",
    ] {
        for seed in 0..5 {
            check(&expression_program(
                &mut SmallRng::seed_from_u64(seed),
                expression,
            ));
        }
        for token in [
            format!("\"{expression}\""),
            format!("\"\"\"\n{expression}\"\"\""),
        ] {
            check(&format!(
                "name = \"p\"\nkind = \"langevin\"\nstate = \"y\"\ninputs = [\"x\"]\nenergy = {token}\n"
            ));
            check(&format!(
                "name = \"p\"\nkind = \"map\"\ninputs = [\"y\"]\noutput = {token}\n"
            ));
        }
    }
}

#[test]
fn long_energies_lower() {
    // A long chain makes a graph tens of thousands of nodes deep: lowering must not recurse
    // once per node (it would overflow the stack, which no `catch_unwind` catches).
    let terms = vec!["y*x"; 30_000].join(" + ");
    let source = format!(
        "name = \"p\"\nkind = \"langevin\"\nstate = \"y\"\ninputs = [\"x\"]\nenergy = \"sum({terms}) + sum(y)^2\"\n"
    );
    let spec = tessera_build::spec::parse(Path::new("f.toml"), &source).unwrap();
    let (_, program) = tessera_build::lower(&spec).unwrap_or_else(|d| panic!("{d}"));
    rows::verify(&program).unwrap();
    check(&source);
    // The same for a map (no gradient) and a long product of exponentials (deep `exp`s).
    let terms = vec!["exp(x)"; 20_000].join(" * ");
    let source = format!("name = \"p\"\nkind = \"map\"\ninputs = [\"x\"]\noutput = \"{terms}\"\n");
    check(&source);
}
