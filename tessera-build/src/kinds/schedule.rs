//! Scheduling: turns expression-graph values into a row program. A value that needs a fold of
//! some row is computed in a pass after the one that folds that row: pass `p` folds every fold
//! node whose operand becomes computable in pass `p`, and the last pass computes and stores the
//! program's outputs. Every kind lowers through here.

use std::collections::HashMap;

use crate::expr::{ExprGraph, Handle, Node, Unary};
use crate::rows::{Buffer, Fold, Op, Pass, PassEnd, RowProgram, Sink, Store, Uniform, Value};

/// The first pass in which each node's value can be computed in a lane.
fn availability(graph: &ExprGraph, last: usize) -> Vec<usize> {
    let mut avail = vec![0usize; last + 1];
    for h in graph.handles().take(last + 1) {
        let node = graph.node(h);
        let operands = node
            .operands()
            .iter()
            .map(|o| avail[o.index()])
            .max()
            .unwrap_or(0);
        avail[h.index()] = match node {
            Node::Fold(..) => operands + 1,
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

    /// Emits `root` and the operands it needs, operands first and in operand order (a
    /// post-order walk with its own stack: a long energy makes a deep graph).
    fn emit(&mut self, root: Handle) -> Value {
        let mut stack = vec![(root, false)];
        while let Some((h, operands_done)) = stack.pop() {
            if self.memo.contains_key(&h) {
                continue;
            }
            if operands_done {
                let v = self.emit_node(h);
                self.memo.insert(h, v);
                continue;
            }
            stack.push((h, true));
            // A fold reads its uniform, not its operand.
            if !matches!(self.graph.node(h), Node::Fold(..)) {
                let operands = self.graph.node(h).operands();
                stack.extend(operands.into_iter().rev().map(|o| (o, false)));
            }
        }
        self.memo[&root]
    }

    /// Emits node `h`, whose operands are emitted already.
    fn emit_node(&mut self, h: Handle) -> Value {
        let m = |b: &Self, x: Handle| b.memo[&x];
        match self.graph.node(h) {
            Node::Const(bits) => self.push(Op::Const(bits)),
            Node::State => self.push(Op::Load(Buffer::State)),
            Node::Input(i) => self.push(Op::Load(Buffer::Input(i))),
            Node::Vector(i) => self.push(Op::Load(Buffer::Vector(i))),
            Node::Param(i) => self.push(Op::Param(i)),
            Node::FeatureIndex => self.push(Op::FeatureIndex),
            Node::FeatureCount => self.push(Op::FeatureCount),
            Node::Unary(f, a) => {
                let a = m(self, a);
                self.push(Op::Unary(f, a))
            }
            Node::Binary(f, a, b) => {
                let (a, b) = (m(self, a), m(self, b));
                self.push(Op::Binary(f, a, b))
            }
            Node::PowI(a, n) => {
                let base = m(self, a);
                let mut acc = base;
                for _ in 1..n.unsigned_abs() {
                    acc = self.push(Op::Binary(crate::rows::Binary::Mul, acc, base));
                }
                if n < 0 {
                    let one = self.push(Op::Const(1.0f32.to_bits()));
                    acc = self.push(Op::Binary(crate::rows::Binary::Div, one, acc));
                }
                acc
            }
            Node::Select(c, a, b) => {
                let (c, a, b) = (m(self, c), m(self, a), m(self, b));
                self.push(Op::Select(c, a, b))
            }
            Node::Fold(..) => self.push(Op::Uniform(self.uniforms[&h])),
            Node::StopGrad(a) => m(self, a),
            Node::Eta => self.push(Op::Eta),
            Node::NoiseScale => self.push(Op::NoiseScale),
            Node::Normal => self.push(Op::Normal),
            Node::IfNoise(a, b) => {
                let (a, b) = (m(self, a), m(self, b));
                self.push(Op::IfNoise(a, b))
            }
            Node::GradeMask(g) => self.push(Op::GradeMask(g)),
        }
    }
}

/// What a kind asks of the scheduler.
#[derive(Debug)]
pub struct Outputs {
    /// `(sink, value)` pairs, stored by the last pass in this order.
    pub stores: Vec<(Sink, Handle)>,
}

/// Schedules `outputs` into passes; `program` supplies the name, description and interface
/// (its `passes` and `n_uniforms` are filled in).
pub fn schedule(graph: &ExprGraph, outputs: &Outputs, mut program: RowProgram) -> RowProgram {
    let last = outputs
        .stores
        .iter()
        .map(|(_, h)| h.index())
        .max()
        .unwrap_or(0);
    let avail = availability(graph, last);
    let store_pass = outputs
        .stores
        .iter()
        .map(|(_, h)| avail[h.index()])
        .max()
        .unwrap_or(0);
    // Every fold the outputs need, folded in the pass where its operand becomes available.
    let mut needed = vec![false; last + 1];
    for (_, h) in &outputs.stores {
        needed[h.index()] = true;
    }
    for h in graph.handles().take(last + 1).rev() {
        if needed[h.index()] {
            for o in graph.node(h).operands() {
                needed[o.index()] = true;
            }
        }
    }
    let mut uniforms: HashMap<Handle, Uniform> = HashMap::new();
    let mut folds_at: Vec<Vec<Handle>> = vec![Vec::new(); store_pass];
    for h in graph.handles().take(last + 1) {
        if needed[h.index()] && matches!(graph.node(h), Node::Fold(..)) {
            uniforms.insert(h, Uniform(uniforms.len() as u32));
            folds_at[avail[h.index()] - 1].push(h);
        }
    }
    let new_builder = || PassBuilder {
        graph,
        uniforms: &uniforms,
        insts: Vec::new(),
        memo: HashMap::new(),
    };
    let mut passes = Vec::new();
    for fold_nodes in &folds_at {
        let mut b = new_builder();
        let folds = fold_nodes
            .iter()
            .map(|&node| {
                let Node::Fold(kind, x) = graph.node(node) else {
                    unreachable!("folds_at holds folds only")
                };
                Fold {
                    kind,
                    value: b.emit(x),
                    uniform: uniforms[&node],
                }
            })
            .collect();
        passes.push(Pass::new(b.insts, PassEnd::Fold(folds)));
    }
    let mut b = new_builder();
    let stores = outputs
        .stores
        .iter()
        .map(|&(sink, h)| Store {
            sink,
            value: b.emit(h),
        })
        .collect();
    passes.push(Pass::new(b.insts, PassEnd::Store(stores)));
    program.n_uniforms = uniforms.len() as u32;
    program.passes = passes;
    program
}

/// `sqrt` as a graph node (kinds use it for retractions).
pub fn sqrt(graph: &mut ExprGraph, x: Handle) -> Handle {
    graph.unary(Unary::Sqrt, x)
}
