//! Stage 3: reverse-mode automatic differentiation over the [`ExprGraph`].
//!
//! [`gradient`] walks the arena backwards from the energy node (cotangent `1`) and adds the
//! adjoint nodes to the same graph, returning the handle of `dE/dy` (the adjoint of the
//! state). Only nodes with a differentiable path to the state receive adjoints. Contributions
//! are summed in a fixed order (the order the walk meets them), so the gradient graph, and
//! therefore every target's bits, is a deterministic function of the energy text.
//!
//! Rules (`a` is the incoming adjoint, `r` the node's own value):
//!
//! | node | operand adjoints |
//! | --- | --- |
//! | `x + y`, `x - y` | `a`, `a` / `-a` |
//! | `x * y`, `x / y` | `a*y`, `a*x` / `a/y`, `-((a*r)/y)` |
//! | `-x`, `x^n` | `-a`, `a*(n*x^(n-1))` |
//! | `exp x`, `ln x`, `log1p x` | `a*r`, `a/x`, `a/(1+x)` |
//! | `sqrt x` | `a/(2*r)` |
//! | `abs x` | `a*sign(x)`: `abs'(0) = 0` |
//! | `tanh x`, `sigmoid x`, `softplus x` | `a*(1-r*r)`, `a*(r*(1-r))`, `a*sigmoid(x)` |
//! | `pow(x, p)` | `a*(p*pow(x, p-1))`, `a*(r*ln x)` |
//! | `min(x, y)` | `where(y < x, 0, a)`, `where(y < x, a, 0)`: ties go to `x` |
//! | `max(x, y)` | `where(y > x, 0, a)`, `where(y > x, a, 0)`: ties go to `x` |
//! | `where(c, x, y)` | none for `c`; `where(c, a, 0)`, `where(c, 0, a)` |
//! | `sum(x)` (either order) | `a`, broadcast over the row |
//! | `max(x)` (row) | `where(feature_index == argmax(x), a, 0)`: ties go to the lowest index |
//!
//! `sign`, comparisons, `argmax` and `stopgrad` pass no gradient. A scalar operand of a row
//! operation is broadcast, so its adjoint is the `sum` (in the program's order) of the rule's
//! value over the row. No gradient is written by hand anywhere else in the project.

use crate::expr::{Binary, ExprGraph, FoldKind, Handle, Node, Shape, Unary};

/// Why no gradient exists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoGradient {
    /// The energy does not read the state at all.
    Independent,
    /// The energy reads the state only through operations that pass no gradient (comparisons,
    /// `sign`, the condition of `where`, ...).
    NotDifferentiable,
}

/// Whether `node` passes gradient to its operand number `i`.
fn differentiable_edge(node: Node, i: usize) -> bool {
    match node {
        Node::Unary(Unary::Sign, _) | Node::StopGrad(_) | Node::Fold(FoldKind::ArgMax, _) => false,
        Node::Binary(f, ..) => !matches!(
            f,
            Binary::Lt | Binary::Le | Binary::Gt | Binary::Ge | Binary::Eq | Binary::Ne
        ),
        Node::Select(..) => i != 0,
        _ => true,
    }
}

/// Adds `dE/dstate` to `graph` and returns its handle. The result may be a scalar node (the
/// same value for every feature); lowering broadcasts it. `sum_kind` is the program's declared
/// order, used for the sums that broadcasting introduces.
pub fn gradient(
    graph: &mut ExprGraph,
    energy: Handle,
    sum_kind: FoldKind,
) -> Result<Handle, NoGradient> {
    let n = energy.index() + 1;
    // Which nodes reach the state, and which reach it through differentiable edges.
    let mut reads = vec![false; n];
    let mut active = vec![false; n];
    for h in graph.handles().take(n) {
        let node = graph.node(h);
        let operands = node.operands();
        reads[h.index()] = matches!(node, Node::State) || operands.iter().any(|o| reads[o.index()]);
        active[h.index()] = matches!(node, Node::State)
            || operands
                .iter()
                .enumerate()
                .any(|(i, o)| active[o.index()] && differentiable_edge(node, i));
    }
    if !reads[energy.index()] {
        return Err(NoGradient::Independent);
    }
    if !active[energy.index()] {
        return Err(NoGradient::NotDifferentiable);
    }
    let mut adjoint: Vec<Option<Handle>> = vec![None; n];
    adjoint[energy.index()] = Some(graph.constant(1.0));
    let mut state = None;
    let order: Vec<Handle> = graph.handles().take(n).collect();
    for h in order.into_iter().rev() {
        let Some(a) = adjoint[h.index()] else {
            continue;
        };
        if !active[h.index()] {
            continue;
        }
        // A scalar operand of a row node is broadcast over the row, so its adjoint is the sum
        // of the contributions of every feature.
        let broadcast = graph.shape(h) == Shape::Row;
        let node = graph.node(h);
        let mut push = |graph: &mut ExprGraph, i: usize, target: Handle, contribution: Handle| {
            if !active[target.index()] || !differentiable_edge(node, i) {
                return;
            }
            let contribution = if broadcast && graph.shape(target) == Shape::Scalar {
                graph.fold(sum_kind, contribution)
            } else {
                contribution
            };
            adjoint[target.index()] = Some(match adjoint[target.index()] {
                None => contribution,
                Some(existing) => graph.addition(existing, contribution),
            });
        };
        let zero = graph.constant(0.0);
        let one = graph.constant(1.0);
        match node {
            Node::State => state = Some(a),
            Node::Unary(f, x) => {
                let dx = match f {
                    Unary::Neg => graph.neg(a),
                    Unary::Exp => graph.mul(a, h),
                    Unary::Ln => graph.div(a, x),
                    Unary::Log1p => {
                        let denominator = graph.addition(one, x);
                        graph.div(a, denominator)
                    }
                    Unary::Sqrt => {
                        let two = graph.constant(2.0);
                        let denominator = graph.mul(two, h);
                        graph.div(a, denominator)
                    }
                    Unary::Abs => {
                        let sign = graph.unary(Unary::Sign, x);
                        graph.mul(a, sign)
                    }
                    Unary::Sign => zero,
                    Unary::Tanh => {
                        let square = graph.mul(h, h);
                        let derivative = graph.sub(one, square);
                        graph.mul(a, derivative)
                    }
                    Unary::Sigmoid => {
                        let complement = graph.sub(one, h);
                        let derivative = graph.mul(h, complement);
                        graph.mul(a, derivative)
                    }
                    Unary::Softplus => {
                        let sigmoid = graph.unary(Unary::Sigmoid, x);
                        graph.mul(a, sigmoid)
                    }
                };
                push(graph, 0, x, dx);
            }
            Node::Binary(f, x, y) => match f {
                Binary::Add => {
                    push(graph, 0, x, a);
                    push(graph, 1, y, a);
                }
                Binary::Sub => {
                    push(graph, 0, x, a);
                    let neg = graph.neg(a);
                    push(graph, 1, y, neg);
                }
                Binary::Mul => {
                    let dx = graph.mul(a, y);
                    push(graph, 0, x, dx);
                    let dy = graph.mul(a, x);
                    push(graph, 1, y, dy);
                }
                Binary::Div => {
                    let dx = graph.div(a, y);
                    push(graph, 0, x, dx);
                    let t = graph.mul(a, h);
                    let t = graph.div(t, y);
                    let dy = graph.neg(t);
                    push(graph, 1, y, dy);
                }
                Binary::Min | Binary::Max => {
                    let cmp = if f == Binary::Min {
                        Binary::Lt
                    } else {
                        Binary::Gt
                    };
                    let second_wins = graph.binary(cmp, y, x);
                    let dx = graph.select(second_wins, zero, a);
                    push(graph, 0, x, dx);
                    let dy = graph.select(second_wins, a, zero);
                    push(graph, 1, y, dy);
                }
                Binary::Pow => {
                    let exponent_less_one = graph.sub(y, one);
                    let power = graph.binary(Binary::Pow, x, exponent_less_one);
                    let derivative = graph.mul(y, power);
                    let dx = graph.mul(a, derivative);
                    push(graph, 0, x, dx);
                    let log = graph.unary(Unary::Ln, x);
                    let derivative = graph.mul(h, log);
                    let dy = graph.mul(a, derivative);
                    push(graph, 1, y, dy);
                }
                Binary::Lt | Binary::Le | Binary::Gt | Binary::Ge | Binary::Eq | Binary::Ne => {}
            },
            Node::PowI(x, n) => {
                let factor = graph.constant(n as f32);
                let power = graph.powi(x, n - 1);
                let derivative = graph.mul(factor, power);
                let dx = graph.mul(a, derivative);
                push(graph, 0, x, dx);
            }
            Node::Select(c, x, y) => {
                let dx = graph.select(c, a, zero);
                push(graph, 1, x, dx);
                let dy = graph.select(c, zero, a);
                push(graph, 2, y, dy);
            }
            Node::Fold(FoldKind::Sum | FoldKind::SumPairwise, x) => push(graph, 0, x, a),
            Node::Fold(FoldKind::Max, x) => {
                let argmax = graph.fold(FoldKind::ArgMax, x);
                let index = graph.add(Node::FeatureIndex);
                let chosen = graph.binary(Binary::Eq, index, argmax);
                let dx = graph.select(chosen, a, zero);
                push(graph, 0, x, dx);
            }
            // Leaves, and nodes that pass no gradient.
            _ => {}
        }
    }
    Ok(state.expect("internal error: an active energy reaches the state"))
}
