//! Stage 3: reverse-mode autodiff. The gradient graph of every example program and of energies
//! covering every operation, evaluated by a test-side evaluator over the expression graph,
//! against central finite differences of the energy (f64); the documented conventions at kinks,
//! exactly; and the exactness the quadratic promises (f32).

use std::path::Path;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tessera_build::expr::{Binary, ExprGraph, FoldKind, Handle, Node, Shape, Unary};
use tessera_build::kinds::Front;
use tessera_build::spec::{self, ProgramSpec};

/// The arithmetic the evaluator needs: f32 with the reference semantics (`rows::unary`,
/// `rows::binary`) for exactness, f64 with `std` for accuracy.
pub trait Real: Copy + PartialEq + PartialOrd + std::fmt::Debug {
    fn from_f32(v: f32) -> Self;
    fn unary(f: Unary, x: Self) -> Self;
    fn binary(f: Binary, a: Self, b: Self) -> Self;
    fn is_nan(self) -> bool;
}

impl Real for f32 {
    fn from_f32(v: f32) -> Self {
        v
    }
    fn unary(f: Unary, x: Self) -> Self {
        tessera_build::rows::unary(f, x)
    }
    fn binary(f: Binary, a: Self, b: Self) -> Self {
        tessera_build::rows::binary(f, a, b)
    }
    fn is_nan(self) -> bool {
        f32::is_nan(self)
    }
}

impl Real for f64 {
    fn from_f32(v: f32) -> Self {
        f64::from(v)
    }
    fn unary(f: Unary, x: Self) -> Self {
        match f {
            Unary::Neg => -x,
            Unary::Exp => x.exp(),
            Unary::Ln => x.ln(),
            Unary::Log1p => x.ln_1p(),
            Unary::Sqrt => x.sqrt(),
            Unary::Abs => x.abs(),
            Unary::Sign => {
                if x > 0.0 {
                    1.0
                } else if x < 0.0 {
                    -1.0
                } else {
                    x
                }
            }
            Unary::Tanh => x.tanh(),
            Unary::Sigmoid => 1.0 / (1.0 + (-x).exp()),
            Unary::Softplus => x.max(0.0) + (-x.abs()).exp().ln_1p(),
        }
    }
    fn binary(f: Binary, a: Self, b: Self) -> Self {
        let mask = |c: bool| if c { 1.0 } else { 0.0 };
        match f {
            Binary::Add => a + b,
            Binary::Sub => a - b,
            Binary::Mul => a * b,
            Binary::Div => a / b,
            Binary::Min => {
                if b < a {
                    b
                } else {
                    a
                }
            }
            Binary::Max => {
                if b > a {
                    b
                } else {
                    a
                }
            }
            Binary::Pow => a.powf(b),
            Binary::Lt => mask(a < b),
            Binary::Le => mask(a <= b),
            Binary::Gt => mask(a > b),
            Binary::Ge => mask(a >= b),
            Binary::Eq => mask(a == b),
            Binary::Ne => mask(a != b),
        }
    }
    fn is_nan(self) -> bool {
        f64::is_nan(self)
    }
}

/// One row's operands.
pub struct Row<'a, T> {
    pub state: &'a [T],
    pub inputs: &'a [&'a [T]],
    pub vectors: &'a [&'a [T]],
    pub params: &'a [T],
}

/// The canonical pairwise sum (the `FoldKind::SumPairwise` doc): a binary counter of partial
/// sums (`older + newer`), the rest merged from the newest (`older + acc`).
fn pairwise<T: Real>(values: &[T]) -> T {
    let mut stack: Vec<(u32, T)> = Vec::new();
    for &v in values {
        let mut item = (0, v);
        while let Some(&(level, older)) = stack.last() {
            if level != item.0 {
                break;
            }
            stack.pop();
            item = (level + 1, T::binary(Binary::Add, older, item.1));
        }
        stack.push(item);
    }
    let mut items = stack.iter().rev().map(|&(_, v)| v);
    let newest = items.next().unwrap_or(T::from_f32(0.0));
    items.fold(newest, |acc, older| T::binary(Binary::Add, older, acc))
}

/// Evaluates node `root` of `graph` for one row, mirroring the meaning of each node (expr and
/// rows module docs). A scalar node's value is broadcast: the result always has one value per
/// feature.
pub fn eval<T: Real>(graph: &ExprGraph, root: Handle, row: &Row<'_, T>) -> Vec<T> {
    let n = row.state.len();
    let mut values: Vec<Vec<T>> = Vec::with_capacity(root.index() + 1);
    let c = T::from_f32;
    for h in graph.handles().take(root.index() + 1) {
        let v = |o: Handle| &values[o.index()];
        let value: Vec<T> = match graph.node(h) {
            Node::Const(bits) => vec![c(f32::from_bits(bits)); n],
            Node::State => row.state.to_vec(),
            Node::Input(i) => row.inputs[i as usize].to_vec(),
            Node::Vector(i) => row.vectors[i as usize].to_vec(),
            Node::Param(i) => vec![row.params[i as usize]; n],
            Node::FeatureIndex => (0..n).map(|f| c(f as f32)).collect(),
            Node::FeatureCount => vec![c(n as f32); n],
            Node::Unary(f, a) => v(a).iter().map(|&p| T::unary(f, p)).collect(),
            Node::Binary(f, a, b) => v(a)
                .iter()
                .zip(v(b))
                .map(|(&p, &q)| T::binary(f, p, q))
                .collect(),
            Node::PowI(a, k) => v(a)
                .iter()
                .map(|&p| {
                    let mut acc = p;
                    for _ in 1..k.unsigned_abs() {
                        acc = T::binary(Binary::Mul, acc, p);
                    }
                    if k < 0 {
                        T::binary(Binary::Div, c(1.0), acc)
                    } else {
                        acc
                    }
                })
                .collect(),
            Node::Select(s, a, b) => (0..n)
                .map(|f| if v(s)[f] != c(0.0) { v(a)[f] } else { v(b)[f] })
                .collect(),
            Node::Fold(kind, a) => {
                let x = v(a);
                let folded = match kind {
                    FoldKind::Sum => x
                        .iter()
                        .fold(c(0.0), |acc, &p| T::binary(Binary::Add, p, acc)),
                    FoldKind::SumPairwise => pairwise(x),
                    FoldKind::Max | FoldKind::ArgMax => {
                        let (mut best, mut index) = (c(f32::NEG_INFINITY), 0);
                        for (f, &p) in x.iter().enumerate() {
                            if p > best || (p.is_nan() && !best.is_nan()) {
                                (best, index) = (p, f);
                            }
                        }
                        if kind == FoldKind::Max {
                            best
                        } else {
                            c(index as f32)
                        }
                    }
                };
                vec![folded; n]
            }
            Node::StopGrad(a) => v(a).clone(),
            node => panic!("{node:?} never comes from expression text"),
        };
        if graph.shape(h) == Shape::Scalar {
            assert!(
                value.iter().all(|&p| p == value[0] || p.is_nan()),
                "scalar node {h} has different values per feature"
            );
        }
        values.push(value);
    }
    values.pop().unwrap()
}

fn spec_of(source: &str) -> ProgramSpec {
    spec::parse(Path::new("a.toml"), source).unwrap_or_else(|d| panic!("{d}"))
}

/// A langevin program with state `y`, inputs `x`, `u`, vector `w`, parameter `beta`.
fn inline(energy: &str, reduction: &str) -> ProgramSpec {
    spec_of(&format!(
        "name = \"p\"\nkind = \"langevin\"\nstate = \"y\"\ninputs = [\"x\", \"u\"]\nvectors = [\"w\"]\n\
         params = [\"beta\"]\nenergy = \"{energy}\"\nreduction = \"{reduction}\"\n"
    ))
}

fn example(name: &str) -> ProgramSpec {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../programs")
        .join(format!("{name}.toml"));
    spec::read(&path).unwrap_or_else(|d| panic!("{d}"))
}

fn front(spec: &ProgramSpec) -> (Front, Handle) {
    let front = tessera_build::front(spec).unwrap_or_else(|d| panic!("{d}"));
    let gradient = front.gradient.expect("a differentiating kind");
    (front, gradient)
}

/// The gradient of `spec` matches central differences of its energy at random points (state
/// and inputs in (-1.5, 1.5), vectors in (0.5, 1.5), parameters in (0.25, 1.25)).
#[track_caller]
fn check(spec: &ProgramSpec) {
    let (front, gradient) = front(spec);
    let mut rng = SmallRng::seed_from_u64(0x7e55e7a);
    for n_features in [1usize, 2, 3, 5, 8] {
        for _ in 0..6 {
            let mut draw = |lo: f64, hi: f64| -> Vec<f64> {
                (0..n_features).map(|_| rng.random_range(lo..hi)).collect()
            };
            let y = draw(-1.5, 1.5);
            let inputs: Vec<Vec<f64>> = spec.inputs.iter().map(|_| draw(-1.5, 1.5)).collect();
            let vectors: Vec<Vec<f64>> = spec.vectors.iter().map(|_| draw(0.5, 1.5)).collect();
            let params: Vec<f64> = spec
                .params
                .iter()
                .map(|_| rng.random_range(0.25..1.25))
                .collect();
            let inputs: Vec<&[f64]> = inputs.iter().map(Vec::as_slice).collect();
            let vectors: Vec<&[f64]> = vectors.iter().map(Vec::as_slice).collect();
            let at = |state: &[f64], root: Handle| {
                let row = Row {
                    state,
                    inputs: &inputs,
                    vectors: &vectors,
                    params: &params,
                };
                eval(&front.graph, root, &row)
            };
            let g = at(&y, gradient);
            let e0 = at(&y, front.root)[0];
            assert!(
                e0.is_finite(),
                "energy `{}` is {e0} at y = {y:?}",
                spec.expression
            );
            for i in 0..n_features {
                let h = 1e-5 * (1.0 + y[i].abs());
                let (mut plus, mut minus) = (y.clone(), y.clone());
                plus[i] += h;
                minus[i] -= h;
                let fd = (at(&plus, front.root)[0] - at(&minus, front.root)[0]) / (2.0 * h);
                let tolerance = 1e-6 * (1.0 + g[i].abs() + e0.abs());
                assert!(
                    (g[i] - fd).abs() <= tolerance,
                    "energy `{}` ({:?}), F = {n_features}, y = {y:?}, inputs = {inputs:?}, vectors = \
                     {vectors:?}, params = {params:?}: dE/dy[{i}] = {} but central differences give {fd}",
                    spec.expression,
                    spec.reduction,
                    g[i]
                );
            }
        }
    }
}

/// Every energy, in both reduction orders.
#[track_caller]
fn check_all(energies: &[&str]) {
    for energy in energies {
        for reduction in ["sequential", "pairwise"] {
            check(&inline(energy, reduction));
        }
    }
}

#[test]
fn example_programs() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../programs");
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let spec = spec::read(&path).unwrap_or_else(|d| panic!("{d}"));
        if tessera_build::kinds::lookup(&spec.kind).differentiates() {
            check(&spec);
        }
    }
}

#[test]
fn arithmetic() {
    check_all(&[
        "sum(y)",
        "sum(y + x)",
        "sum(x + y * y)",
        "sum(y - x) - sum(x - y)",
        "sum(y * x * u)",
        "sum(y / (1 + x^2))",
        "sum(x / (2 + y^2))",
        "sum((y - x) / (3 - u))",
        "sum(-y)",
        "-sum(-y^2 * -x)",
        "sum(-(y - u)^3)",
        "sum(y^5 - 3 * y^4)",
        "sum((1 + y^2)^-1)",
        "sum((2 + y * x)^-3)",
        "sum(((y * x - u)^2 + 1)^-2)",
        "sum(y * sum(y))",
        "sum((y - sum(y) / 4)^2)",
        "sum(y * sum(x * sum(y^2)))",
        "sum(y) * sum(y^2) * sum(x * y)",
        "(sum(y^2) + 1)^-2",
        "sum(y / sum(y^2 + 1))",
        "3 * sum(y) + 7 - 2.5 / sum(1 + y^2)",
        "sum(x * y) * sum(y) / sum((y - u)^2 + 1)",
    ]);
}

#[test]
fn vectors_and_params() {
    check_all(&[
        "sum(w * y^2)",
        "beta * sum(y^2)",
        "sum(y * beta - w)^2",
        "sum((y - w)^2) / beta",
        "sum(beta / (w + y^2))",
        "sum(y * w * beta)",
        "dot(y, w) * beta + dot(w, y^2)",
    ]);
}

#[test]
fn unary_functions() {
    check_all(&[
        "sum(exp(y))",
        "sum(exp(y * x) * y)",
        "sum(ln(1 + y^2))",
        "sum(ln(w + y^2 + beta))",
        "sum(log1p(y^2))",
        "sum(log1p(exp(y)))",
        "sum(sqrt(2 + y))",
        "sum(sqrt(1 + y^2) * x)",
        "sum(abs(y) * x)",
        "sum(abs(y - x)^3)",
        "sum(sign(y) * y^2)",
        "sum(sign(x) * y)",
        "sum(tanh(y))",
        "sum(tanh(2 * y * x))",
        "sum(sigmoid(y))",
        "sum(sigmoid(y * w) * y)",
        "sum(softplus(y))",
        "sum(softplus(3 * y - x))",
        "ln(sum(exp(y)))",
        "sqrt(1 + sum(y^2))",
        "exp(-sum(y^2))",
        "tanh(sum(y))",
    ]);
}

#[test]
fn binary_functions() {
    check_all(&[
        "sum(max(y, x))",
        "sum(max(x, y^2))",
        "sum(min(y, x))",
        "sum(min(y^2, 2 * y + x))",
        "sum(max(y, 0) + min(y, 0)^2)",
        "sum(max(y, beta) * min(w, y))",
        "max(sum(y), sum(x))^2",
        "sum((2 + y)^0.5)",
        "sum((2 + y)^x)",
        "sum((2 + y)^beta)",
        "sum(2^y)",
        "sum(w^y)",
        "sum((2 + y^2)^y)",
        "sum((2 + y)^-1.5)",
        "sum(y / x) * 0 + sum(x / (3 + y))",
        "sum(exp(y) / (2 + tanh(y)))",
        "(2 + sum(y^2))^beta",
    ]);
}

#[test]
fn comparisons_where_and_clamp() {
    check_all(&[
        "sum(where(y > x, y^2, -y))",
        "sum(where(x, y, 2 * y))",
        "sum(where(x < 0, exp(y), y^3))",
        "sum(where(y >= 0, y, 0) * x)",
        "sum(where(y <= x, y * x, y * u))",
        "sum(where(x == u, 0, y^2))",
        "sum(where(x != u, y^2, 0))",
        "sum((y > x) * y^2 + (y < u) * y)",
        "sum(clamp(y, -0.5, 0.5)^2)",
        "sum(clamp(2 * y, x, x + 1) * u)",
        "sum(clamp(y, -beta, beta) * w)",
    ]);
}

#[test]
fn reductions() {
    check_all(&[
        "max(y)",
        "max(y * x)",
        "max(y^2 + x) * min(y)",
        "min(y^2 + x)",
        "min(-y)",
        "max(y) - min(y)",
        "logsumexp(y)",
        "logsumexp(y * x + u)",
        "logsumexp(y * 40)",
        "logsumexp(-y^2) + logsumexp(y)",
        "mean(y^2)",
        "mean(y) * mean(y * x)",
        "norm(y - x)",
        "norm(y) * norm(y + 2)",
        "norm(y * w + 3)",
        "dot(y, x)",
        "dot(y, y)",
        "dot(y, beta)",
        "dot(y + x, y - u)",
        "sum(y * mean(y)) + max(y * mean(x))",
        "sum(exp(y - logsumexp(y)) * x)",
    ]);
}

#[test]
fn scalars_broadcast_over_rows() {
    // A scalar operand of a row operation: its adjoint sums the row's contributions.
    check_all(&[
        "sum(max(y, mean(y)))",
        "sum(min(sum(y), y * 2))",
        "sum(where(x > 0, sum(y^2), y))",
        "sum(where(sum(y) > 0, y * x, -y))",
        "sum(clamp(x, min(y), max(y)))",
        "sum((1 + sum(y^2))^(y * 0.5))",
        "sum((2 + y)^mean(y))",
        "sum(x / norm(y + 2))",
        "sum(sqrt(norm(y) + y^2))",
        "sum(exp(y) * beta / (1 + dot(y, w)^2))",
    ]);
}

#[test]
fn energy_kind() {
    // The energy kind derives the same gradient as a langevin program.
    let spec = spec_of(
        "name = \"e\"\nkind = \"energy\"\nstate = \"y\"\ninputs = [\"x\"]\nenergy = 'logsumexp(y * x) + norm(y)'\n",
    );
    check(&spec);
}

/// At `state`, the gradient of `energy` (inputs `x`, `u` = `inputs`, vector `w` = 1, parameter
/// `beta` = 1) is exactly `expected` (signs of zeros included).
#[track_caller]
fn check_exact(energy: &str, state: &[f64], inputs: [&[f64]; 2], expected: &[f64]) {
    for reduction in ["sequential", "pairwise"] {
        let (front, gradient) = front(&inline(energy, reduction));
        let ones = vec![1.0; state.len()];
        let row = Row {
            state,
            inputs: &inputs,
            vectors: &[&ones],
            params: &[1.0],
        };
        let got = eval(&front.graph, gradient, &row);
        let bits = |v: &[f64]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
        assert_eq!(
            bits(&got),
            bits(expected),
            "`{energy}` at {state:?}: {got:?}, expected {expected:?}"
        );
    }
}

#[test]
fn conventions_at_kinks() {
    let none: &[f64] = &[0.0, 0.0, 0.0];
    // abs'(0) = 0 (the gradient is sign(y), so a negative zero stays negative).
    check_exact(
        "sum(abs(y))",
        &[0.0, 2.0, -3.0],
        [none, none],
        &[0.0, 1.0, -1.0],
    );
    check_exact(
        "sum(abs(y))",
        &[-0.0, 0.5, -0.5],
        [none, none],
        &[-0.0, 1.0, -1.0],
    );
    check_exact(
        "sum(3 * abs(y))",
        &[0.0, 2.0, -3.0],
        [none, none],
        &[0.0, 3.0, -3.0],
    );
    // max(a, b) and min(a, b): a tie gives the gradient to the first argument.
    let x: &[f64] = &[1.0, 2.0, 3.0];
    check_exact(
        "sum(max(y, x))",
        &[1.0, 1.0, 4.0],
        [x, none],
        &[1.0, 0.0, 1.0],
    );
    check_exact(
        "sum(max(x, y))",
        &[1.0, 1.0, 4.0],
        [x, none],
        &[0.0, 0.0, 1.0],
    );
    check_exact(
        "sum(min(y, x))",
        &[1.0, 1.0, 4.0],
        [x, none],
        &[1.0, 1.0, 0.0],
    );
    check_exact(
        "sum(min(x, y))",
        &[1.0, 1.0, 4.0],
        [x, none],
        &[0.0, 1.0, 0.0],
    );
    check_exact(
        "sum(max(y, 2 * y))",
        &[0.0, 1.0, -1.0],
        [none, none],
        &[1.0, 2.0, 1.0],
    );
    // where: the taken branch gets it all, also on the boundary of its condition.
    check_exact(
        "sum(where(y > 0, y, 2 * y))",
        &[0.0, 1.0, -1.0],
        [none, none],
        &[2.0, 1.0, 2.0],
    );
    check_exact(
        "sum(where(y >= 0, 3 * y, 2 * y))",
        &[0.0, 1.0, -1.0],
        [none, none],
        &[3.0, 3.0, 2.0],
    );
    check_exact(
        "sum(where(x, y^2, -y))",
        &[3.0, 3.0, 3.0],
        [&[1.0, 0.0, -0.0], none],
        &[6.0, -1.0, -1.0],
    );
    // Row max: ties go to the lowest index; min(x) = -max(-x) likewise.
    check_exact("max(y)", &[1.0, 3.0, 3.0], [none, none], &[0.0, 1.0, 0.0]);
    check_exact("max(y)", &[5.0, 5.0, 5.0], [none, none], &[1.0, 0.0, 0.0]);
    // (min(y) = -max(-y): the features not chosen get `-(+0.0)`.)
    check_exact("min(y)", &[2.0, 1.0, 1.0], [none, none], &[-0.0, 1.0, -0.0]);
    check_exact("max(y * x)", &[3.0, 1.5, 1.0], [x, none], &[1.0, 0.0, 0.0]);
    // clamp(x, lo, hi) has derivative 1 at both bounds.
    check_exact(
        "sum(clamp(y, -1, 1))",
        &[-1.0, 1.0, 0.0],
        [none, none],
        &[1.0, 1.0, 1.0],
    );
    check_exact(
        "sum(clamp(y, -1, 1))",
        &[-2.0, 2.0, 1.5],
        [none, none],
        &[0.0, 0.0, 0.0],
    );
    check_exact(
        "sum(clamp(y, x, u))",
        &[1.0, 4.0, 3.0],
        [x, &[2.0, 4.0, 5.0]],
        &[1.0, 1.0, 1.0],
    );
    // sign and comparisons pass nothing.
    check_exact(
        "sum(sign(y) + y * (y > 0))",
        &[2.0, -1.0, 0.0],
        [none, none],
        &[1.0, 0.0, 0.0],
    );
}

#[test]
fn quadratic_gradient_is_exactly_y_minus_x() {
    let (front, gradient) = front(&example("quadratic"));
    let mut rng = SmallRng::seed_from_u64(42);
    let mut points: Vec<(f32, f32)> = (0..2000)
        .map(|_| {
            let scale = 2f32.powi(rng.random_range(-140..100));
            (
                rng.random_range(-1.0f32..1.0) * scale,
                rng.random_range(-1.0f32..1.0) * scale,
            )
        })
        .collect();
    points.extend([
        (1.0, 0.5),
        (-3.25, 1e-3),
        (f32::MIN_POSITIVE, 0.0),
        (1e30, -1e30),
    ]);
    points.retain(|(y, x)| y != x);
    let (y, x): (Vec<f32>, Vec<f32>) = points.into_iter().unzip();
    let row = Row {
        state: &y,
        inputs: &[&x],
        vectors: &[],
        params: &[],
    };
    let g = eval(&front.graph, gradient, &row);
    for ((&y, &x), &g) in y.iter().zip(&x).zip(&g) {
        assert_eq!(
            g.to_bits(),
            (y - x).to_bits(),
            "y = {y:e}, x = {x:e}: {g:e}"
        );
    }
    // The gradient is `-(0.5 * (2 * (x - y)))`: where `y == x` it is `-0.0`, not `y - x = +0.0`
    // (equal as numbers, and `y - eta * g` is the same either way unless `y` is `-0.0`).
    let row = Row {
        state: &[1.5f32, 0.0],
        inputs: &[&[1.5, 0.0]],
        vectors: &[],
        params: &[],
    };
    let bits: Vec<u32> = eval(&front.graph, gradient, &row)
        .iter()
        .map(|g| g.to_bits())
        .collect();
    assert_eq!(bits, [(-0.0f32).to_bits(); 2]);
}
