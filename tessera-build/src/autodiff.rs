//! Stage 3: reverse-mode automatic differentiation over the [`ExprGraph`].
//!
//! `gradient(graph, energy)` walks the arena backwards from the energy node (cotangent `1`) and
//! adds the adjoint nodes to the same graph, returning the handle of `dE/dy` (the adjoint of the
//! state). Only nodes that depend on the state receive adjoints. Adjoint contributions are summed
//! in a fixed order (the order the walk meets them), so the gradient graph, and therefore every
//! target's bits, is a deterministic function of the energy text.
//!
//! Rules (`a` is the incoming adjoint of the node):
//! `x + y`: a, a; `x - y`: a, -a; `x * y`: a*y, a*x; `x / y`: a/y, -((a*(x/y))/y);
//! `-x`: -a; `x^n`: a*(n*x^(n-1)); `sum(x)`: a broadcast over the row.
//! No gradient is written by hand anywhere else in the project.

use crate::expr::{ExprGraph, Handle, Node, Shape};

/// Adds `dE/dstate` to `graph` and returns its handle. The result may be a scalar node (the same
/// value for every feature, e.g. for `E = sum(y)`); lowering broadcasts it. `None` means the
/// energy does not depend on the state (its gradient is identically zero).
pub fn gradient(graph: &mut ExprGraph, energy: Handle) -> Option<Handle> {
    let n = energy.index() + 1;
    // Which nodes depend on the state (forward pass over the arena).
    let mut active = vec![false; n];
    for h in graph.handles().take(n) {
        active[h.index()] = match graph.node(h) {
            Node::State => true,
            node => node.operands().iter().any(|o| active[o.index()]),
        };
    }
    if !active[energy.index()] {
        return None;
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
        let mut push = |graph: &mut ExprGraph, target: Handle, contribution: Handle| {
            if !active[target.index()] {
                return;
            }
            adjoint[target.index()] = Some(match adjoint[target.index()] {
                None => contribution,
                Some(existing) => graph.add(Node::Add(existing, contribution)),
            });
        };
        match graph.node(h) {
            Node::Const(_) | Node::Input(_) => {}
            Node::State => state = Some(a),
            Node::Add(x, y) => {
                push(graph, x, a);
                push(graph, y, a);
            }
            Node::Sub(x, y) => {
                push(graph, x, a);
                let neg = graph.neg(a);
                push(graph, y, neg);
            }
            Node::Mul(x, y) => {
                let dx = graph.mul(a, y);
                push(graph, x, dx);
                let dy = graph.mul(a, x);
                push(graph, y, dy);
            }
            Node::Div(x, y) => {
                let dx = graph.add(Node::Div(a, y));
                push(graph, x, dx);
                let t = graph.mul(a, h);
                let t = graph.add(Node::Div(t, y));
                let dy = graph.neg(t);
                push(graph, y, dy);
            }
            Node::Neg(x) => {
                let dx = graph.neg(a);
                push(graph, x, dx);
            }
            Node::PowI(x, n) => {
                let factor = graph.constant(n as f32);
                let power = graph.powi(x, n - 1);
                let derivative = graph.mul(factor, power);
                let dx = graph.mul(a, derivative);
                push(graph, x, dx);
            }
            Node::Sum(x) => {
                debug_assert_eq!(graph.shape(a), Shape::Scalar);
                push(graph, x, a);
            }
        }
    }
    state
}
