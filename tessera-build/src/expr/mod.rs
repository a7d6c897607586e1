//! Stage 2: the expression graph, and (in [`parse`](mod@parse)) the parser that builds it from text.
//!
//! # Specification
//!
//! An [`ExprGraph`] is an arena of [`Node`]s addressed by [`Handle`]s (u32 indices).
//!
//! * Invariant: a node appears before every node that uses it (operands have smaller handles),
//!   so arena order is a topological order and reverse-mode autodiff is a reverse walk.
//! * Invariant: nodes are hash-consed: adding a node equal to an existing one returns the
//!   existing handle, so structurally equal subexpressions are one node (CSE).
//! * Every node has a [`Shape`]: `Row` (one value per feature of the row) or `Scalar` (one value
//!   per row). Element-wise operations broadcast a scalar operand over a row; a [`Node::Fold`]
//!   reduces a row to a scalar in the order its [`FoldKind`] declares (folding a scalar folds
//!   its value once per feature; autodiff creates such folds for broadcast operands).
//! * Semantics are f32 IEEE-754 with round to nearest even; each operation means exactly what
//!   the row-program operation of the same name means (`rows::Unary`, `rows::Binary`,
//!   `rows::FoldKind`). `x ^ n` (integer `n`) is the left-to-right product `((x * x) * x) ...`
//!   of `|n|` factors, `1 / that` for `n < 0`, `1` for `n = 0`.
//! * The nodes after [`Node::StopGrad`] in the enum never come from user text: program kinds
//!   add them when they build the update (the step size, the noise, grade masks).
//!
//! Text form (one node per line, `%i = op operands : shape`) is what golden files pin.

pub mod parse;

use std::collections::HashMap;
use std::fmt;

pub use crate::rows::{Binary, FoldKind, Unary};
pub use parse::{ExprError, MAX_DEPTH, parse};

/// A typed index into an [`ExprGraph`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Handle(u32);

impl Handle {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Handle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "%{}", self.0)
    }
}

/// One value per row, or one per feature of the row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Shape {
    Scalar,
    Row,
}

/// An expression node. Constants are stored as f32 bits so nodes can be hashed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Node {
    Const(u32),
    /// The state row.
    State,
    /// Per-row input `i` (in declaration order).
    Input(u32),
    /// Shared vector `i` (the same `F` values for every row).
    Vector(u32),
    /// Scalar parameter `i`, given at launch.
    Param(u32),
    /// `f32(f)`, the feature index (a row).
    FeatureIndex,
    /// `f32(F)`, the row width (a scalar).
    FeatureCount,
    Unary(Unary, Handle),
    Binary(Binary, Handle, Handle),
    /// Integer power, `|n| >= 2` or `n < 0` (see the module doc for its exact meaning).
    PowI(Handle, i32),
    /// `c != 0 ? a : b`, element-wise.
    Select(Handle, Handle, Handle),
    /// A row reduction.
    Fold(FoldKind, Handle),
    /// The value of its operand, through which no gradient flows.
    StopGrad(Handle),
    /// The step size `eta32` (program kinds only).
    Eta,
    /// This step's noise scale (program kinds only).
    NoiseScale,
    /// This step's `tessera-v1` normal of each element (program kinds only).
    Normal,
    /// `a` when the launch draws noise, else `b` (program kinds only).
    IfNoise(Handle, Handle),
    /// `1` on the blades of a grade, `0` elsewhere (program kinds only).
    GradeMask(u32),
}

impl Node {
    /// The operands of this node, in order.
    pub fn operands(&self) -> Vec<Handle> {
        match *self {
            Node::Unary(_, a) | Node::PowI(a, _) | Node::Fold(_, a) | Node::StopGrad(a) => vec![a],
            Node::Binary(_, a, b) | Node::IfNoise(a, b) => vec![a, b],
            Node::Select(c, a, b) => vec![c, a, b],
            Node::Const(_)
            | Node::State
            | Node::Input(_)
            | Node::Vector(_)
            | Node::Param(_)
            | Node::FeatureIndex
            | Node::FeatureCount
            | Node::Eta
            | Node::NoiseScale
            | Node::Normal
            | Node::GradeMask(_) => vec![],
        }
    }
}

/// The arena. See the module doc for its invariants.
#[derive(Debug, Clone, Default)]
pub struct ExprGraph {
    nodes: Vec<Node>,
    shapes: Vec<Shape>,
    dedup: HashMap<Node, Handle>,
}

impl ExprGraph {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    pub fn node(&self, h: Handle) -> Node {
        self.nodes[h.index()]
    }

    pub fn shape(&self, h: Handle) -> Shape {
        self.shapes[h.index()]
    }

    /// All handles in arena (topological) order.
    pub fn handles(&self) -> impl DoubleEndedIterator<Item = Handle> + ExactSizeIterator + use<> {
        (0..self.nodes.len() as u32).map(Handle)
    }

    /// Adds a node (or returns its existing twin). The shape follows from the operands;
    /// callers check shape rules (e.g. `sum` of a row) before adding.
    pub fn add(&mut self, node: Node) -> Handle {
        if let Some(&h) = self.dedup.get(&node) {
            return h;
        }
        let shape = match node {
            Node::State
            | Node::Input(_)
            | Node::Vector(_)
            | Node::FeatureIndex
            | Node::Normal
            | Node::GradeMask(_) => Shape::Row,
            Node::Const(_)
            | Node::Param(_)
            | Node::FeatureCount
            | Node::Fold(..)
            | Node::Eta
            | Node::NoiseScale => Shape::Scalar,
            _ => {
                let rows = node.operands().iter().any(|&o| self.shape(o) == Shape::Row);
                if rows { Shape::Row } else { Shape::Scalar }
            }
        };
        let h = Handle(self.nodes.len() as u32);
        self.nodes.push(node);
        self.shapes.push(shape);
        self.dedup.insert(node, h);
        h
    }

    /// The handle of `node` if the graph holds it.
    pub fn find(&self, node: Node) -> Option<Handle> {
        self.dedup.get(&node).copied()
    }

    pub fn constant(&mut self, value: f32) -> Handle {
        self.add(Node::Const(value.to_bits()))
    }

    /// The constant value of `h`, if it is a constant.
    pub fn as_const(&self, h: Handle) -> Option<f32> {
        match self.node(h) {
            Node::Const(bits) => Some(f32::from_bits(bits)),
            _ => None,
        }
    }

    pub fn unary(&mut self, f: Unary, a: Handle) -> Handle {
        if f == Unary::Neg {
            return self.neg(a);
        }
        self.add(Node::Unary(f, a))
    }

    pub fn binary(&mut self, f: Binary, a: Handle, b: Handle) -> Handle {
        if f == Binary::Mul {
            return self.mul(a, b);
        }
        self.add(Node::Binary(f, a, b))
    }

    pub fn addition(&mut self, a: Handle, b: Handle) -> Handle {
        self.add(Node::Binary(Binary::Add, a, b))
    }

    pub fn sub(&mut self, a: Handle, b: Handle) -> Handle {
        self.add(Node::Binary(Binary::Sub, a, b))
    }

    pub fn div(&mut self, a: Handle, b: Handle) -> Handle {
        self.add(Node::Binary(Binary::Div, a, b))
    }

    /// `a * b`, with the exact identity `1 * x = x` applied (bit-exact in IEEE arithmetic).
    pub fn mul(&mut self, a: Handle, b: Handle) -> Handle {
        if self.as_const(a) == Some(1.0) {
            return b;
        }
        if self.as_const(b) == Some(1.0) {
            return a;
        }
        self.add(Node::Binary(Binary::Mul, a, b))
    }

    /// `-a`, with `-(-x) = x`.
    pub fn neg(&mut self, a: Handle) -> Handle {
        match self.node(a) {
            Node::Unary(Unary::Neg, inner) => inner,
            _ => self.add(Node::Unary(Unary::Neg, a)),
        }
    }

    /// `a ^ n` with the trivial exponents folded: `x^0 = 1`, `x^1 = x`.
    pub fn powi(&mut self, a: Handle, n: i32) -> Handle {
        match n {
            0 => self.constant(1.0),
            1 => a,
            _ => self.add(Node::PowI(a, n)),
        }
    }

    pub fn select(&mut self, c: Handle, a: Handle, b: Handle) -> Handle {
        self.add(Node::Select(c, a, b))
    }

    pub fn fold(&mut self, kind: FoldKind, a: Handle) -> Handle {
        self.add(Node::Fold(kind, a))
    }

    /// Text form of every node, in arena order.
    pub fn text(&self, names: &Names<'_>) -> String {
        let mut out = String::new();
        for h in self.handles() {
            let shape = match self.shape(h) {
                Shape::Scalar => "scalar",
                Shape::Row => "row",
            };
            let lower = |s: String| s.to_lowercase();
            let body = match self.node(h) {
                Node::Const(bits) => format!("const {:?}", f32::from_bits(bits)),
                Node::State => format!("state {}", names.state.unwrap_or("?")),
                Node::Input(i) => format!("input {}", names.inputs[i as usize]),
                Node::Vector(i) => format!("vector {}", names.vectors[i as usize]),
                Node::Param(i) => format!("param {}", names.params[i as usize]),
                Node::FeatureIndex => "feature.index".to_string(),
                Node::FeatureCount => "feature.count".to_string(),
                Node::Unary(f, a) => format!("{} {a}", lower(format!("{f:?}"))),
                Node::Binary(f, a, b) => format!("{} {a}, {b}", lower(format!("{f:?}"))),
                Node::PowI(a, n) => format!("powi {a}, {n}"),
                Node::Select(c, a, b) => format!("select {c}, {a}, {b}"),
                Node::Fold(kind, a) => format!("fold.{} {a}", lower(format!("{kind:?}"))),
                Node::StopGrad(a) => format!("stopgrad {a}"),
                Node::Eta => "eta".to_string(),
                Node::NoiseScale => "noise_scale".to_string(),
                Node::Normal => "normal.v1".to_string(),
                Node::IfNoise(a, b) => format!("if.noise {a}, {b}"),
                Node::GradeMask(g) => format!("grade.mask {g}"),
            };
            out.push_str(&format!("{h} = {body} : {shape}\n"));
        }
        out
    }
}

/// The names an expression may refer to.
#[derive(Debug, Clone, Copy)]
pub struct Names<'a> {
    pub state: Option<&'a str>,
    pub inputs: &'a [String],
    pub vectors: &'a [String],
    pub params: &'a [String],
}
