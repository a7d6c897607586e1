//! The `langevin` kind: K steps of `y <- y - eta*dE/dy (+ noise)` per row (DESIGN.md 4.2).
//!
//! Lowering schedules the gradient graph into passes: a node that needs a `sum` of some row is
//! computed in a pass after the one that folds that row. Pass `p` folds every `sum(x)` whose
//! operand is computable in pass `p`; the last pass computes the gradient and stores
//! `AddNoise(y - g * eta)` (euclidean manifold).

use std::collections::HashMap;

use crate::diag::Diagnostic;
use crate::expr::{ExprGraph, Handle, Node};
use crate::kinds::{Front, ProgramKind};
use crate::rows::{Op, Pass, PassEnd, RowProgram, Uniform, Value};
use crate::spec::{Kind, Manifold, ProgramSpec};

#[derive(Debug)]
pub struct Langevin;

impl ProgramKind for Langevin {
    fn name(&self) -> &'static str {
        "langevin"
    }

    fn lower(&self, spec: &ProgramSpec, front: &Front) -> Result<RowProgram, Diagnostic> {
        let Kind::Langevin {
            manifold: Manifold::Euclidean,
        } = spec.kind;
        Ok(lower_euclidean(spec, &front.graph, front.gradient))
    }
}

/// The first pass in which each node's value can be computed in a lane.
fn availability(graph: &ExprGraph, root: Handle) -> Vec<usize> {
    let mut avail = vec![0usize; root.index() + 1];
    for h in graph.handles().take(root.index() + 1) {
        let node = graph.node(h);
        let operands = node
            .operands()
            .iter()
            .map(|o| avail[o.index()])
            .max()
            .unwrap_or(0);
        avail[h.index()] = match node {
            Node::Sum(_) => operands + 1,
            _ => operands,
        };
    }
    avail
}

/// Emits lane instructions for graph nodes within one pass, memoised.
struct PassBuilder<'a> {
    graph: &'a ExprGraph,
    uniforms: &'a HashMap<Handle, Uniform>,
    insts: Vec<Op>,
    memo: HashMap<Handle, Value>,
}

impl PassBuilder<'_> {
    fn push(&mut self, op: Op) -> Value {
        self.insts.push(op);
        Value(self.insts.len() as u32 - 1)
    }

    fn emit(&mut self, h: Handle) -> Value {
        if let Some(&v) = self.memo.get(&h) {
            return v;
        }
        let v = match self.graph.node(h) {
            Node::Const(bits) => self.push(Op::Const(bits)),
            Node::State => self.push(Op::LoadState),
            Node::Input(i) => self.push(Op::LoadInput(i)),
            Node::Add(a, b) => self.binary(a, b, Op::Add),
            Node::Sub(a, b) => self.binary(a, b, Op::Sub),
            Node::Mul(a, b) => self.binary(a, b, Op::Mul),
            Node::Div(a, b) => self.binary(a, b, Op::Div),
            Node::Neg(a) => {
                let a = self.emit(a);
                self.push(Op::Neg(a))
            }
            Node::PowI(a, n) => {
                let base = self.emit(a);
                let mut acc = base;
                for _ in 1..n.unsigned_abs() {
                    acc = self.push(Op::Mul(acc, base));
                }
                if n < 0 {
                    let one = self.push(Op::Const(1.0f32.to_bits()));
                    acc = self.push(Op::Div(one, acc));
                }
                acc
            }
            Node::Sum(_) => self.push(Op::Uniform(self.uniforms[&h])),
        };
        self.memo.insert(h, v);
        v
    }

    fn binary(&mut self, a: Handle, b: Handle, op: fn(Value, Value) -> Op) -> Value {
        let a = self.emit(a);
        let b = self.emit(b);
        self.push(op(a, b))
    }
}

fn lower_euclidean(spec: &ProgramSpec, graph: &ExprGraph, gradient: Handle) -> RowProgram {
    let avail = availability(graph, gradient);
    let store_pass = avail[gradient.index()];
    // Every sum the gradient needs, folded in the pass where its operand becomes available.
    let mut uniforms: HashMap<Handle, Uniform> = HashMap::new();
    let mut folds_at: Vec<Vec<Handle>> = vec![Vec::new(); store_pass];
    let mut needed = vec![false; gradient.index() + 1];
    needed[gradient.index()] = true;
    for h in graph.handles().take(gradient.index() + 1).rev() {
        if !needed[h.index()] {
            continue;
        }
        for o in graph.node(h).operands() {
            needed[o.index()] = true;
        }
    }
    for h in graph.handles().take(gradient.index() + 1) {
        if needed[h.index()] && matches!(graph.node(h), Node::Sum(_)) {
            uniforms.insert(h, Uniform(uniforms.len() as u32));
            folds_at[avail[h.index()] - 1].push(h);
        }
    }
    let mut passes = Vec::new();
    for sums in &folds_at {
        let mut b = PassBuilder {
            graph,
            uniforms: &uniforms,
            insts: Vec::new(),
            memo: HashMap::new(),
        };
        let folds = sums
            .iter()
            .map(|&s| {
                let Node::Sum(x) = graph.node(s) else {
                    unreachable!("folds_at holds sums only")
                };
                (b.emit(x), uniforms[&s])
            })
            .collect();
        passes.push(Pass {
            insts: b.insts,
            end: PassEnd::Fold(folds),
        });
    }
    let mut b = PassBuilder {
        graph,
        uniforms: &uniforms,
        insts: Vec::new(),
        memo: HashMap::new(),
    };
    let g = b.emit(gradient);
    let y = match graph.find(Node::State) {
        Some(state) => b.emit(state),
        None => b.push(Op::LoadState),
    };
    let eta = b.push(Op::Eta);
    let step = b.push(Op::Mul(g, eta));
    let moved = b.push(Op::Sub(y, step));
    let noisy = b.push(Op::AddNoise(moved));
    passes.push(Pass {
        insts: b.insts,
        end: PassEnd::Store(noisy),
    });
    RowProgram {
        name: spec.name.clone(),
        kind: "langevin euclidean".to_string(),
        inputs: spec.inputs.clone(),
        n_uniforms: uniforms.len() as u32,
        passes,
    }
}
