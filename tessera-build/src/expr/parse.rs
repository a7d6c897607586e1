//! The expression parser: energy (or map output) text -> nodes of an [`ExprGraph`].
//!
//! Grammar, loosest binding first: comparisons `< <= > >= == !=` (not chainable), `+ -`,
//! `* /`, unary `-`, `^` (integer literal exponent -> repeated product; any other exponent ->
//! `pow`; not chainable), then operands: numbers, names (state, inputs, vectors, parameters),
//! parenthesised expressions and calls. Functions:
//!
//! * element-wise: `exp ln log1p sqrt abs sign tanh sigmoid softplus` (one argument),
//!   `min(a, b)`, `max(a, b)`, `clamp(x, lo, hi)` (= `min(max(x, lo), hi)`),
//!   `where(c, a, b)` (a branch-free select: `c != 0 ? a : b`);
//! * row reductions (of a row, giving a scalar): `sum(x)`, `mean(x)` (= `sum(x) / F`),
//!   `dot(a, b)` (= `sum(a * b)`), `norm(x)` (= `sqrt(sum(x * x))`), `max(x)`, `min(x)`
//!   (= `-max(-x)`), `logsumexp(x)` (= `m + ln(sum(exp(x - m)))` with `m = max(x)`, through
//!   which no gradient flows: the shift only keeps `exp` in range).
//!
//! Every sum uses the program's declared reduction order. Errors carry the span of the
//! offending text.

use std::collections::HashMap;
use std::ops::Range;

use super::{Binary, ExprGraph, FoldKind, Handle, Names, Node, Shape, Unary};

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

/// How deeply an expression may nest: the parser recurses once per level.
pub const MAX_DEPTH: usize = 256;

/// Element-wise functions of one argument.
const UNARY_FUNCTIONS: &[(&str, Unary)] = &[
    ("exp", Unary::Exp),
    ("ln", Unary::Ln),
    ("log1p", Unary::Log1p),
    ("sqrt", Unary::Sqrt),
    ("abs", Unary::Abs),
    ("sign", Unary::Sign),
    ("tanh", Unary::Tanh),
    ("sigmoid", Unary::Sigmoid),
    ("softplus", Unary::Softplus),
];

/// Every function, with its accepted argument lists (for arity errors).
const FUNCTIONS: &[(&str, &str)] = &[
    ("exp", "(x)"),
    ("ln", "(x)"),
    ("log1p", "(x)"),
    ("sqrt", "(x)"),
    ("abs", "(x)"),
    ("sign", "(x)"),
    ("tanh", "(x)"),
    ("sigmoid", "(x)"),
    ("softplus", "(x)"),
    ("min", "(x) or (a, b)"),
    ("max", "(x) or (a, b)"),
    ("clamp", "(x, lo, hi)"),
    ("where", "(c, a, b)"),
    ("sum", "(x)"),
    ("mean", "(x)"),
    ("dot", "(a, b)"),
    ("norm", "(x)"),
    ("logsumexp", "(x)"),
];

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Num(f64),
    Ident(String),
    /// An operator or punctuation: `+ - * / ^ ( ) ,` and the comparisons.
    Op(&'static str),
}

const OPERATORS: &[&str] = &[
    "<=", ">=", "==", "!=", "<", ">", "+", "-", "*", "/", "^", "(", ")", ",",
];

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
                Ok(v) if (v as f32).is_finite() => toks.push((Tok::Num(v), start..i)),
                Ok(_) => {
                    return err(
                        start..i,
                        format!("the number `{lit}` is too large for f32 (at most about 3.4e38)"),
                    );
                }
                _ => return err(start..i, format!("invalid number `{lit}`")),
            }
        } else if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            toks.push((Tok::Ident(text[start..i].to_string()), start..i));
        } else if let Some(op) = OPERATORS.iter().find(|op| text[i..].starts_with(**op)) {
            toks.push((Tok::Op(op), i..i + op.len()));
            i += op.len();
        } else {
            let ch = text[i..].chars().next().unwrap_or(c);
            let hint = if ch == '=' {
                " (compare with `==`)"
            } else {
                ""
            };
            return err(
                i..i + ch.len_utf8(),
                format!("unexpected character `{ch}`{hint}"),
            );
        }
    }
    Ok(toks)
}

/// A call argument and its span.
type Arg = (Handle, Range<usize>);

struct Parser<'a> {
    toks: Vec<(Tok, Range<usize>)>,
    pos: usize,
    end: usize,
    graph: &'a mut ExprGraph,
    names: Names<'a>,
    /// The declared order of every sum.
    sum_kind: FoldKind,
    /// Span of every node's first appearance (for later diagnostics).
    spans: &'a mut HashMap<Handle, Range<usize>>,
    /// Current nesting (parentheses, unary minus, calls), bounded by [`MAX_DEPTH`].
    depth: usize,
}

/// Parses `text` into `graph`, returning the root handle. `what` names the expression in
/// messages ("energy", "output"); `sum_kind` is the declared order of sums; `spans` receives
/// the source span of every node the text creates.
pub fn parse(
    text: &str,
    what: &str,
    names: Names<'_>,
    sum_kind: FoldKind,
    graph: &mut ExprGraph,
    spans: &mut HashMap<Handle, Range<usize>>,
) -> Result<Handle, ExprError> {
    let toks = tokenize(text)?;
    if toks.is_empty() {
        return err(0..text.len(), format!("the {what} expression is empty"));
    }
    let mut p = Parser {
        toks,
        pos: 0,
        end: text.len(),
        graph,
        names,
        sum_kind,
        spans,
        depth: 0,
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

/// Binding powers (left, right): comparisons < `+ -` < `* /` < unary `-` (7) < `^`.
fn infix_power(op: &str) -> Option<(u8, u8)> {
    match op {
        "<" | "<=" | ">" | ">=" | "==" | "!=" => Some((1, 2)),
        "+" | "-" => Some((3, 4)),
        "*" | "/" => Some((5, 6)),
        "^" => Some((9, 10)),
        _ => None,
    }
}

fn comparison(op: &str) -> Option<Binary> {
    Some(match op {
        "<" => Binary::Lt,
        "<=" => Binary::Le,
        ">" => Binary::Gt,
        ">=" => Binary::Ge,
        "==" => Binary::Eq,
        "!=" => Binary::Ne,
        _ => return None,
    })
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

    fn expect(&mut self, op: &str) -> Result<Range<usize>, ExprError> {
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
        if self.depth >= MAX_DEPTH {
            return err(
                self.next_span(),
                format!("the expression nests more than {MAX_DEPTH} levels deep"),
            );
        }
        self.depth += 1;
        let result = self.expr_within(start, min_power);
        self.depth -= 1;
        result
    }

    fn expr_within(&mut self, start: usize, min_power: u8) -> Result<Handle, ExprError> {
        let mut lhs = self.prefix()?;
        while let Some((Tok::Op(op), _)) = self.peek().cloned() {
            let Some((left, right)) = infix_power(op) else {
                break;
            };
            if left < min_power {
                break;
            }
            self.pos += 1;
            lhs = if op == "^" {
                let exponent = self.exponent(right)?;
                if let Some((Tok::Op("^"), next)) = self.peek() {
                    return err(
                        next.clone(),
                        "chained `^` is ambiguous: write `(x^a)^b` or a single exponent",
                    );
                }
                self.power(lhs, exponent)
            } else {
                let rhs = self.expr(right)?;
                if let Some(cmp) = comparison(op) {
                    if let Some((Tok::Op(next), span)) = self.peek()
                        && comparison(next).is_some()
                    {
                        return err(
                            span.clone(),
                            format!(
                                "comparisons do not chain: add parentheses around `... {op} ...`"
                            ),
                        );
                    }
                    self.graph.binary(cmp, lhs, rhs)
                } else {
                    let f = match op {
                        "+" => Binary::Add,
                        "-" => Binary::Sub,
                        "*" => Binary::Mul,
                        _ => Binary::Div,
                    };
                    self.graph.binary(f, lhs, rhs)
                }
            };
            let end = self.toks[self.pos - 1].1.end;
            lhs = self.record(lhs, start..end);
        }
        Ok(lhs)
    }

    /// The exponent of `^`. A leading unary minus binds only the operand after it (`x^-a^b` is
    /// a chain, refused like `x^a^b`, not `x^(-(a^b))`).
    fn exponent(&mut self, power: u8) -> Result<Handle, ExprError> {
        let Some((Tok::Op("-"), span)) = self.peek().cloned() else {
            return self.expr(power);
        };
        if self.depth >= MAX_DEPTH {
            return err(
                span,
                format!("the expression nests more than {MAX_DEPTH} levels deep"),
            );
        }
        self.pos += 1;
        self.depth += 1;
        let operand = self.exponent(power);
        self.depth -= 1;
        let h = self.graph.neg(operand?);
        let end = self.toks[self.pos - 1].1.end;
        Ok(self.record(h, span.start..end))
    }

    /// `base ^ exponent`: an integer constant exponent in -64..=64 is a repeated product; any
    /// other exponent is `pow` (real exponent, positive base).
    fn power(&mut self, base: Handle, exponent: Handle) -> Handle {
        let constant = match self.graph.node(exponent) {
            Node::Const(bits) => Some(f32::from_bits(bits)),
            Node::Unary(Unary::Neg, inner) => self.graph.as_const(inner).map(|c| -c),
            _ => None,
        };
        match constant {
            Some(n) if n.fract() == 0.0 && n.abs() <= 64.0 => self.graph.powi(base, n as i32),
            _ => self.graph.binary(Binary::Pow, base, exponent),
        }
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
            Tok::Op("-") => {
                // Unary minus binds tighter than `* /` but looser than `^`: -y^2 = -(y^2).
                let operand = self.expr(7)?;
                let h = self.graph.neg(operand);
                let end = self.toks[self.pos - 1].1.end;
                Ok(self.record(h, span.start..end))
            }
            Tok::Op("(") => {
                let inner = self.expr(0)?;
                self.expect(")")?;
                Ok(inner)
            }
            Tok::Ident(name) => self.name_or_call(&name, span),
            Tok::Op(c) => err(span, format!("expected an operand, found `{c}`")),
        }
    }

    /// The arguments of a call, after its name; returns them with their spans and the call's
    /// closing parenthesis.
    fn arguments(&mut self) -> Result<(Vec<Arg>, Range<usize>), ExprError> {
        self.pos += 1; // `(`
        let mut args = Vec::new();
        if let Some((Tok::Op(")"), span)) = self.peek().cloned() {
            self.pos += 1;
            return Ok((args, span));
        }
        loop {
            let start = self.next_span().start;
            let arg = self.expr(0)?;
            let end = self.toks[self.pos - 1].1.end;
            args.push((arg, start..end));
            match self.peek().cloned() {
                Some((Tok::Op(","), _)) => self.pos += 1,
                Some((Tok::Op(")"), span)) => {
                    self.pos += 1;
                    return Ok((args, span));
                }
                Some((tok, span)) => {
                    return err(
                        span,
                        format!("expected `,` or `)`, found {}", describe(&tok)),
                    );
                }
                None => {
                    return err(
                        self.end..self.end,
                        "expected `)`, found the end of the expression",
                    );
                }
            }
        }
    }

    /// A row argument of a reduction.
    fn row_arg(&self, function: &str, arg: &(Handle, Range<usize>)) -> Result<Handle, ExprError> {
        if self.graph.shape(arg.0) != Shape::Row {
            return err(
                arg.1.clone(),
                format!("`{function}` expects a row (a value per feature), found a scalar"),
            );
        }
        Ok(arg.0)
    }

    fn name_or_call(&mut self, name: &str, span: Range<usize>) -> Result<Handle, ExprError> {
        if matches!(self.peek(), Some((Tok::Op("("), _))) {
            let Some(&(_, arity)) = FUNCTIONS.iter().find(|(f, _)| *f == name) else {
                let known: Vec<&str> = FUNCTIONS.iter().map(|(f, _)| *f).collect();
                return err(
                    span,
                    format!(
                        "unknown function `{name}`: the known functions are {}",
                        crate::spec::list(&known)
                    ),
                );
            };
            let (args, close) = self.arguments()?;
            let call_span = span.start..close.end;
            let h = self
                .call(name, &args, &call_span)
                .map_err(|e| match e.message.as_str() {
                    "arity" => ExprError {
                        span: call_span.clone(),
                        message: format!(
                            "`{name}` takes {arity}, found {} argument{}",
                            args.len(),
                            if args.len() == 1 { "" } else { "s" }
                        ),
                    },
                    _ => e,
                })?;
            return Ok(self.record(h, call_span));
        }
        let n = &self.names;
        let position = |list: &[String]| list.iter().position(|x| x == name).map(|i| i as u32);
        let node = if n.state == Some(name) {
            Node::State
        } else if let Some(i) = position(n.inputs) {
            Node::Input(i)
        } else if let Some(i) = position(n.vectors) {
            Node::Vector(i)
        } else if let Some(i) = position(n.params) {
            Node::Param(i)
        } else if FUNCTIONS.iter().any(|(f, _)| *f == name) {
            return err(span, format!("`{name}` is a function: write `{name}(...)`"));
        } else {
            let mut known: Vec<String> = n.state.iter().map(|s| format!("`{s}` (state)")).collect();
            known.extend(n.inputs.iter().map(|x| format!("`{x}` (input)")));
            known.extend(n.vectors.iter().map(|x| format!("`{x}` (vector)")));
            known.extend(n.params.iter().map(|x| format!("`{x}` (parameter)")));
            let expected = if known.is_empty() {
                "no names are declared".to_string()
            } else {
                format!("expected one of {}", known.join(", "))
            };
            return err(span, format!("unknown name `{name}`: {expected}"));
        };
        let h = self.graph.add(node);
        Ok(self.record(h, span))
    }

    /// Builds a call. An arity mismatch is reported as the message "arity" (the caller turns
    /// it into the full message).
    fn call(
        &mut self,
        name: &str,
        args: &[(Handle, Range<usize>)],
        call_span: &Range<usize>,
    ) -> Result<Handle, ExprError> {
        let arity = |n: usize| {
            if args.len() == n {
                Ok(())
            } else {
                err(call_span.clone(), "arity")
            }
        };
        let sum = self.sum_kind;
        if let Some(&(_, f)) = UNARY_FUNCTIONS.iter().find(|(n, _)| *n == name) {
            arity(1)?;
            return Ok(self.graph.unary(f, args[0].0));
        }
        Ok(match name {
            "min" | "max" if args.len() == 2 => {
                let f = if name == "min" {
                    Binary::Min
                } else {
                    Binary::Max
                };
                self.graph.binary(f, args[0].0, args[1].0)
            }
            "max" => {
                arity(1)?;
                let x = self.row_arg(name, &args[0])?;
                self.graph.fold(FoldKind::Max, x)
            }
            "min" => {
                arity(1)?;
                let x = self.row_arg(name, &args[0])?;
                let negated = self.graph.neg(x);
                let max = self.graph.fold(FoldKind::Max, negated);
                self.graph.neg(max)
            }
            "clamp" => {
                arity(3)?;
                let low = self.graph.binary(Binary::Max, args[0].0, args[1].0);
                self.graph.binary(Binary::Min, low, args[2].0)
            }
            "where" => {
                arity(3)?;
                self.graph.select(args[0].0, args[1].0, args[2].0)
            }
            "sum" => {
                arity(1)?;
                let x = self.row_arg(name, &args[0])?;
                self.graph.fold(sum, x)
            }
            "mean" => {
                arity(1)?;
                let x = self.row_arg(name, &args[0])?;
                let total = self.graph.fold(sum, x);
                let width = self.graph.add(Node::FeatureCount);
                self.graph.div(total, width)
            }
            "dot" => {
                arity(2)?;
                let product = self.graph.mul(args[0].0, args[1].0);
                if self.graph.shape(product) != Shape::Row {
                    return err(
                        call_span.clone(),
                        "`dot` expects rows (values per feature), found two scalars",
                    );
                }
                self.graph.fold(sum, product)
            }
            "norm" => {
                arity(1)?;
                let x = self.row_arg(name, &args[0])?;
                let squares = self.graph.mul(x, x);
                let total = self.graph.fold(sum, squares);
                self.graph.unary(Unary::Sqrt, total)
            }
            "logsumexp" => {
                arity(1)?;
                let x = self.row_arg(name, &args[0])?;
                let max = self.graph.fold(FoldKind::Max, x);
                let shift = self.graph.add(Node::StopGrad(max));
                let centred = self.graph.sub(x, shift);
                let exps = self.graph.unary(Unary::Exp, centred);
                let total = self.graph.fold(sum, exps);
                let log = self.graph.unary(Unary::Ln, total);
                self.graph.addition(shift, log)
            }
            _ => return err(call_span.clone(), "arity"),
        })
    }
}
