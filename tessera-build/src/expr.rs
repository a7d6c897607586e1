//! Stage 2: the expression graph, and the parser that builds it from energy text.
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
//!   per row). Binary operations broadcast a scalar operand over a row; `sum` folds a row into a
//!   scalar in the declared sequential order.
//! * Semantics are f32 IEEE-754 with round to nearest even. `x ^ n` (integer `n`) means the
//!   left-to-right product `((x * x) * x) ...` of `|n|` factors, `1 / that` for `n < 0`, `1`
//!   for `n = 0`; it is expanded exactly that way when lowered.
//!
//! Text form (one node per line, `%i = op operands : shape`) is what golden files pin.

use std::collections::HashMap;
use std::fmt;
use std::ops::Range;

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
    Add(Handle, Handle),
    Sub(Handle, Handle),
    Mul(Handle, Handle),
    Div(Handle, Handle),
    Neg(Handle),
    /// Integer power, `|n| >= 2` or `n < 0` (see the module doc for its exact meaning).
    PowI(Handle, i32),
    /// Sequential fold of a row: `acc = +0.0; acc = x_f + acc` for f in order.
    Sum(Handle),
}

impl Node {
    /// The operands of this node, in order.
    pub fn operands(&self) -> Vec<Handle> {
        match *self {
            Node::Const(_) | Node::State | Node::Input(_) => vec![],
            Node::Add(a, b) | Node::Sub(a, b) | Node::Mul(a, b) | Node::Div(a, b) => vec![a, b],
            Node::Neg(a) | Node::PowI(a, _) | Node::Sum(a) => vec![a],
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
            Node::Const(_) => Shape::Scalar,
            Node::State | Node::Input(_) => Shape::Row,
            Node::Sum(_) => Shape::Scalar,
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

    /// `a * b`, with the exact identity `1 * x = x` applied (bit-exact in IEEE arithmetic).
    pub fn mul(&mut self, a: Handle, b: Handle) -> Handle {
        if self.as_const(a) == Some(1.0) {
            return b;
        }
        if self.as_const(b) == Some(1.0) {
            return a;
        }
        self.add(Node::Mul(a, b))
    }

    /// `-a`, with `-(-x) = x`.
    pub fn neg(&mut self, a: Handle) -> Handle {
        match self.node(a) {
            Node::Neg(inner) => inner,
            _ => self.add(Node::Neg(a)),
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

    /// Text form of the nodes reachable from `roots` (all nodes, in arena order).
    pub fn text(&self, names: &Names<'_>) -> String {
        let mut out = String::new();
        for h in self.handles() {
            let shape = match self.shape(h) {
                Shape::Scalar => "scalar",
                Shape::Row => "row",
            };
            let body = match self.node(h) {
                Node::Const(bits) => format!("const {:?}", f32::from_bits(bits)),
                Node::State => format!("state {}", names.state),
                Node::Input(i) => format!("input {}", names.inputs[i as usize]),
                Node::Add(a, b) => format!("add {a}, {b}"),
                Node::Sub(a, b) => format!("sub {a}, {b}"),
                Node::Mul(a, b) => format!("mul {a}, {b}"),
                Node::Div(a, b) => format!("div {a}, {b}"),
                Node::Neg(a) => format!("neg {a}"),
                Node::PowI(a, n) => format!("powi {a}, {n}"),
                Node::Sum(a) => format!("sum {a}"),
            };
            out.push_str(&format!("{h} = {body} : {shape}\n"));
        }
        out
    }
}

/// The names an expression may refer to.
#[derive(Debug, Clone, Copy)]
pub struct Names<'a> {
    pub state: &'a str,
    pub inputs: &'a [String],
}

/// A parse or shape error: a message and the byte span in the expression text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExprError {
    pub span: Range<usize>,
    pub message: String,
}

fn err<T>(span: Range<usize>, message: impl Into<String>) -> Result<T, ExprError> {
    Err(ExprError {
        span,
        message: message.into(),
    })
}

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Num(f64),
    Ident(String),
    Op(char),
}

fn tokenize(text: &str) -> Result<Vec<(Tok, Range<usize>)>, ExprError> {
    let bytes = text.as_bytes();
    let mut toks = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i] as char;
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() || c == '.' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_digit() || bytes[i] == b'.') {
                i += 1;
            }
            if i < bytes.len() && (bytes[i] == b'e' || bytes[i] == b'E') {
                let mut j = i + 1;
                if j < bytes.len() && (bytes[j] == b'+' || bytes[j] == b'-') {
                    j += 1;
                }
                if j < bytes.len() && bytes[j].is_ascii_digit() {
                    i = j;
                    while i < bytes.len() && bytes[i].is_ascii_digit() {
                        i += 1;
                    }
                }
            }
            let lit = &text[start..i];
            match lit.parse::<f64>() {
                Ok(v) if v.is_finite() => toks.push((Tok::Num(v), start..i)),
                _ => return err(start..i, format!("invalid number `{lit}`")),
            }
        } else if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            toks.push((Tok::Ident(text[start..i].to_string()), start..i));
        } else if "+-*/^(),".contains(c) {
            toks.push((Tok::Op(c), i..i + 1));
            i += 1;
        } else {
            let ch = text[i..].chars().next().unwrap_or(c);
            return err(i..i + ch.len_utf8(), format!("unexpected character `{ch}`"));
        }
    }
    Ok(toks)
}

struct Parser<'a> {
    toks: Vec<(Tok, Range<usize>)>,
    pos: usize,
    end: usize,
    graph: &'a mut ExprGraph,
    names: Names<'a>,
    /// Span of every node's first appearance (for later diagnostics).
    spans: &'a mut HashMap<Handle, Range<usize>>,
}

/// Parses `text` into `graph`, returning the root handle. `spans` receives the source span of
/// every node the text creates.
pub fn parse(
    text: &str,
    names: Names<'_>,
    graph: &mut ExprGraph,
    spans: &mut HashMap<Handle, Range<usize>>,
) -> Result<Handle, ExprError> {
    let toks = tokenize(text)?;
    if toks.is_empty() {
        return err(0..text.len(), "the energy expression is empty");
    }
    let mut p = Parser {
        toks,
        pos: 0,
        end: text.len(),
        graph,
        names,
        spans,
    };
    let root = p.expr(0)?;
    if let Some((tok, span)) = p.toks.get(p.pos) {
        return err(
            span.clone(),
            format!(
                "unexpected {} after the end of the expression",
                describe(tok)
            ),
        );
    }
    Ok(root)
}

fn describe(tok: &Tok) -> String {
    match tok {
        Tok::Num(v) => format!("number `{v}`"),
        Tok::Ident(s) => format!("name `{s}`"),
        Tok::Op(c) => format!("`{c}`"),
    }
}

/// Binding powers: `+ -` < `* /` < unary `-` < `^` (right-associative).
fn infix_power(op: char) -> Option<(u8, u8)> {
    match op {
        '+' | '-' => Some((1, 2)),
        '*' | '/' => Some((3, 4)),
        '^' => Some((7, 6)),
        _ => None,
    }
}

impl Parser<'_> {
    fn peek(&self) -> Option<&(Tok, Range<usize>)> {
        self.toks.get(self.pos)
    }

    fn next_span(&self) -> Range<usize> {
        self.peek().map_or(self.end..self.end, |(_, s)| s.clone())
    }

    fn record(&mut self, h: Handle, span: Range<usize>) -> Handle {
        self.spans.entry(h).or_insert(span);
        h
    }

    fn expect(&mut self, op: char) -> Result<Range<usize>, ExprError> {
        match self.peek() {
            Some((Tok::Op(c), span)) if *c == op => {
                let span = span.clone();
                self.pos += 1;
                Ok(span)
            }
            Some((tok, span)) => err(
                span.clone(),
                format!("expected `{op}`, found {}", describe(tok)),
            ),
            None => err(
                self.end..self.end,
                format!("expected `{op}`, found the end of the expression"),
            ),
        }
    }

    fn expr(&mut self, min_power: u8) -> Result<Handle, ExprError> {
        let start = self.next_span().start;
        let mut lhs = self.prefix()?;
        loop {
            let Some((Tok::Op(op), op_span)) = self.peek().cloned() else {
                break;
            };
            let Some((left, right)) = infix_power(op) else {
                break;
            };
            if left < min_power {
                break;
            }
            self.pos += 1;
            if op == '^' {
                let n = self.exponent(op_span)?;
                lhs = self.graph.powi(lhs, n);
            } else {
                let rhs = self.expr(right)?;
                lhs = match op {
                    '+' => self.graph.add(Node::Add(lhs, rhs)),
                    '-' => self.graph.add(Node::Sub(lhs, rhs)),
                    '*' => self.graph.add(Node::Mul(lhs, rhs)),
                    _ => self.graph.add(Node::Div(lhs, rhs)),
                };
            }
            let end = self.toks[self.pos - 1].1.end;
            lhs = self.record(lhs, start..end);
        }
        Ok(lhs)
    }

    /// The exponent of `^`: an integer literal, optionally negated or parenthesised.
    fn exponent(&mut self, op_span: Range<usize>) -> Result<i32, ExprError> {
        let start = self.next_span().start;
        let mut sign = 1.0;
        let mut parens = 0;
        loop {
            match self.peek() {
                Some((Tok::Op('('), _)) => parens += 1,
                Some((Tok::Op('-'), _)) => sign = -sign,
                _ => break,
            }
            self.pos += 1;
        }
        let value = match self.peek() {
            Some((Tok::Num(v), _)) => {
                let v = *v;
                self.pos += 1;
                v
            }
            _ => {
                let span = self.next_span();
                return err(
                    op_span.start..span.end,
                    "the exponent of `^` must be an integer literal such as `2` or `-1`",
                );
            }
        };
        for _ in 0..parens {
            self.expect(')')?;
        }
        let end = self.toks[self.pos - 1].1.end;
        let n = sign * value;
        if n.fract() != 0.0 || n.abs() > 64.0 {
            return err(
                start..end,
                format!("the exponent of `^` must be an integer in -64..=64, found `{n}`"),
            );
        }
        Ok(n as i32)
    }

    fn prefix(&mut self) -> Result<Handle, ExprError> {
        let Some((tok, span)) = self.peek().cloned() else {
            return err(
                self.end..self.end,
                "expected an operand, found the end of the expression",
            );
        };
        self.pos += 1;
        match tok {
            Tok::Num(v) => {
                let c = self.graph.constant(v as f32);
                Ok(self.record(c, span))
            }
            Tok::Op('-') => {
                // Unary minus binds tighter than `* /` but looser than `^`: -y^2 = -(y^2).
                let operand = self.expr(5)?;
                let h = self.graph.neg(operand);
                let end = self.toks[self.pos - 1].1.end;
                Ok(self.record(h, span.start..end))
            }
            Tok::Op('(') => {
                let inner = self.expr(0)?;
                self.expect(')')?;
                Ok(inner)
            }
            Tok::Ident(name) => self.name_or_call(&name, span),
            Tok::Op(c) => err(span, format!("expected an operand, found `{c}`")),
        }
    }

    fn name_or_call(&mut self, name: &str, span: Range<usize>) -> Result<Handle, ExprError> {
        if matches!(self.peek(), Some((Tok::Op('('), _))) {
            self.pos += 1;
            let arg = self.expr(0)?;
            let close = self.expect(')')?;
            let call_span = span.start..close.end;
            return match name {
                "sum" => {
                    if self.graph.shape(arg) != Shape::Row {
                        return err(
                            call_span,
                            "`sum` expects a row (a value per feature), found a scalar",
                        );
                    }
                    let h = self.graph.add(Node::Sum(arg));
                    Ok(self.record(h, call_span))
                }
                _ => err(
                    span,
                    format!("unknown function `{name}`: the known functions are `sum`"),
                ),
            };
        }
        let node = if name == self.names.state {
            Node::State
        } else if let Some(i) = self.names.inputs.iter().position(|n| n == name) {
            Node::Input(i as u32)
        } else if name == "sum" {
            return err(span, "`sum` is a function: write `sum(...)`");
        } else {
            let mut known = vec![format!("`{}` (state)", self.names.state)];
            known.extend(self.names.inputs.iter().map(|n| format!("`{n}` (input)")));
            return err(
                span,
                format!(
                    "unknown name `{name}`: expected one of {}",
                    known.join(", ")
                ),
            );
        };
        let h = self.graph.add(node);
        Ok(self.record(h, span))
    }
}
