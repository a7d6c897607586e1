//! Stage 1: program spec. Reads a program's TOML into a typed [`ProgramSpec`], refusing unknown
//! keys, missing keys, wrong types, bad names and inconsistent settings with a [`Diagnostic`]
//! that names the file, line and column and says what was expected.
//!
//! ```toml
//! name = "quadratic"
//! doc = "Gaussian pull toward the input."   # optional, one line
//! kind = "langevin"            # langevin | map | energy | sampler
//! state = "y"                  # langevin and energy: the differentiated row
//! inputs = ["x"]               # per-row inputs, same width as the state
//! vectors = ["w"]              # shared vectors of width F (the same for every row)
//! params = ["beta"]            # named scalar parameters given at launch
//! energy = "0.5 * sum((x - y)^2)"      # langevin and energy: a scalar per row
//! # output = "x / norm(x)"             # map: the row it writes
//! manifold = "euclidean"       # langevin: euclidean | sphere | bivector
//! # algebra = [3, 0, 0]        # bivector: Cl(p, q, r), n = p + q + r in 1..=12
//! # grade = 2                  # bivector: the grade kept, in 0..=n
//! reduction = "sequential"     # sequential | pairwise (the order of every row reduction)
//! noise = "tessera-v1"         # langevin: tessera-v1 | tessera-fast-v1 (the noise policy)
//! ```
//!
//! A `sampler` program (the Gumbel-max token sampler of DESIGN.md 4.3) declares only `name`,
//! `doc`, `kind` and `reduction`: its one input is the logits row (named `logits`), and it has
//! no state, vectors, parameters or expression.

use std::ops::Range;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use toml::Spanned;

use crate::diag::Diagnostic;

/// The program kinds this generator knows.
pub const KINDS: &[&str] = &["langevin", "map", "energy", "sampler"];
/// The input a sampler program reads (its logits row).
pub const SAMPLER_INPUT: &str = "logits";
/// The manifolds a `langevin` program may declare.
pub const MANIFOLDS: &[&str] = &["euclidean", "sphere", "bivector"];
/// The noise policies a `langevin` program may declare.
pub const NOISE_POLICIES: &[&str] = &["tessera-v1", "tessera-fast-v1"];
/// The reduction orders a program may declare.
pub const REDUCTIONS: &[&str] = &["sequential", "pairwise"];
/// Names the expression language reserves (functions).
pub const RESERVED: &[&str] = &[
    "sum",
    "mean",
    "dot",
    "norm",
    "max",
    "min",
    "logsumexp",
    "exp",
    "ln",
    "log1p",
    "sqrt",
    "abs",
    "sign",
    "tanh",
    "sigmoid",
    "softplus",
    "clamp",
    "where",
];
/// The largest Clifford algebra a bivector program may use (`n = p + q + r`).
pub const MAX_ALGEBRA: u32 = 12;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpec {
    name: Spanned<String>,
    #[serde(default)]
    doc: Option<Spanned<String>>,
    kind: Spanned<String>,
    #[serde(default)]
    state: Option<Spanned<String>>,
    #[serde(default)]
    inputs: Vec<Spanned<String>>,
    #[serde(default)]
    vectors: Vec<Spanned<String>>,
    #[serde(default)]
    params: Vec<Spanned<String>>,
    #[serde(default)]
    energy: Option<Spanned<String>>,
    #[serde(default)]
    output: Option<Spanned<String>>,
    #[serde(default)]
    manifold: Option<Spanned<String>>,
    #[serde(default)]
    algebra: Option<Spanned<Vec<u32>>>,
    #[serde(default)]
    grade: Option<Spanned<u32>>,
    #[serde(default)]
    reduction: Option<Spanned<String>>,
    #[serde(default)]
    noise: Option<Spanned<String>>,
}

/// The Langevin manifold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Manifold {
    Euclidean,
    Sphere,
    /// Clifford algebra Cl(p, q, r): `n = p + q + r` generators, rows of `2^n` blades, of which
    /// the update keeps those of grade `grade`.
    Bivector {
        p: u32,
        q: u32,
        r: u32,
        grade: u32,
    },
}

/// A program kind with its kind-specific settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    Langevin {
        manifold: Manifold,
    },
    Map,
    Energy,
    /// The Gumbel-max token sampler (DESIGN.md 4.3).
    Sampler,
}

/// The Langevin noise stream of a program (DESIGN.md 4.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum NoisePolicy {
    /// One normal per Philox call: f64 Box–Muller, cosine branch (the default).
    #[default]
    V1,
    /// Four normals per Philox call: f32 two-branch Box–Muller
    /// (`numeric::philox::fast_normals`).
    FastV1,
}

impl NoisePolicy {
    /// The policy's name, as programs and manifests spell it.
    pub fn name(self) -> &'static str {
        match self {
            NoisePolicy::V1 => "tessera-v1",
            NoisePolicy::FastV1 => "tessera-fast-v1",
        }
    }
}

/// The order of every row reduction of a program.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reduction {
    /// `acc = +0.0; acc = x_f + acc` in feature order.
    Sequential,
    /// The canonical pairwise tree (depends on `F` only).
    Pairwise,
}

/// A validated program spec.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProgramSpec {
    /// The file it was read from (for diagnostics).
    pub file: PathBuf,
    /// The whole TOML text (for diagnostics and the canonical hash).
    pub source: String,
    pub name: String,
    pub doc: String,
    pub kind: Kind,
    /// The differentiated row (langevin and energy programs).
    pub state: Option<String>,
    pub inputs: Vec<String>,
    pub vectors: Vec<String>,
    pub params: Vec<String>,
    pub reduction: Reduction,
    /// The noise stream (Langevin programs; `V1` for the other kinds).
    pub noise: NoisePolicy,
    /// The expression text: the energy (langevin, energy) or the output row (map).
    pub expression: String,
    /// Byte offset of the expression's first character inside `source`.
    pub expression_offset: usize,
    /// True when the expression is a TOML basic string (`"..."` or `"""..."""`), whose escapes
    /// make the text in `source` longer than `expression`.
    pub expression_escapes: bool,
}

impl ProgramSpec {
    /// A diagnostic for byte range `span` of the expression text.
    pub fn expression_diagnostic(
        &self,
        span: Range<usize>,
        message: impl Into<String>,
    ) -> Diagnostic {
        let start = self.expression_source_offset(span.start);
        let end = self.expression_source_offset(span.end);
        Diagnostic::new(&self.file, &self.source, start..end, message)
    }

    /// The byte offset in `source` of byte `offset` of the expression text: escapes such as
    /// `\t` or `\u00e9` (and a line-ending backslash) are longer in the source than in the text.
    fn expression_source_offset(&self, offset: usize) -> usize {
        let raw = &self.source[self.expression_offset.min(self.source.len())..];
        if !self.expression_escapes {
            return self.expression_offset + offset;
        }
        let mut decoded = 0;
        let mut i = 0;
        while decoded < offset && i < raw.len() {
            let rest = &raw[i..];
            let (raw_len, decoded_len) = match rest.strip_prefix('\\') {
                Some(escape) => escape_lengths(escape),
                None => {
                    let len = rest.chars().next().map_or(1, char::len_utf8);
                    (len, len)
                }
            };
            if decoded + decoded_len > offset {
                break;
            }
            decoded += decoded_len;
            i += raw_len;
        }
        self.expression_offset + i
    }

    /// The canonical text of the spec: every field in a fixed order, independent of the TOML's
    /// layout and comments. Feeds the program hash. (A non-default noise policy adds a line,
    /// so the texts of programs on the default policy stay as they were.)
    pub fn canonical(&self) -> String {
        let noise = match self.noise {
            NoisePolicy::V1 => String::new(),
            policy => format!("noise={:?}\n", policy.name()),
        };
        noise
            + &format!(
                "name={:?}\nkind={:?}\nstate={:?}\ninputs={:?}\nvectors={:?}\nparams={:?}\nreduction={:?}\nexpression={:?}\n",
                self.name,
                self.kind,
                self.state,
                self.inputs,
                self.vectors,
                self.params,
                self.reduction,
                self.expression
            )
    }
}

/// Reads and validates the program at `path`.
pub fn read(path: &Path) -> Result<ProgramSpec, Diagnostic> {
    let source = std::fs::read_to_string(path).map_err(|err| Diagnostic {
        file: path.to_path_buf(),
        line: 1,
        column: 1,
        message: format!("cannot read the program file: {err}"),
        source_line: String::new(),
        width: 1,
    })?;
    parse(path, &source)
}

/// Parses and validates program text; `file` is used for diagnostics only.
pub fn parse(file: &Path, source: &str) -> Result<ProgramSpec, Diagnostic> {
    let raw: RawSpec = toml::from_str(source).map_err(|err| {
        let span = err.span().unwrap_or(0..0);
        Diagnostic::new(file, source, span, toml_message(&err))
    })?;
    let at = |span: Range<usize>, message: String| Diagnostic::new(file, source, span, message);
    let whole = 0..source.len().min(1);

    let name = identifier(&raw.name, "program name").map_err(|m| at(raw.name.span(), m))?;
    let kind_text = raw.kind.get_ref().as_str();
    let is_langevin = kind_text == "langevin";
    if !KINDS.contains(&kind_text) {
        return Err(at(
            raw.kind.span(),
            format!(
                "unknown program kind `{kind_text}`: expected one of {}",
                list(KINDS)
            ),
        ));
    }
    // Keys that belong to other kinds.
    let refuse = |key: &str, span: Option<Range<usize>>, why: &str| match span {
        Some(span) => Err(at(span, format!("`{key}` {why}"))),
        None => Ok(()),
    };
    let span_of = |v: &Option<Spanned<String>>| v.as_ref().map(Spanned::span);
    if !is_langevin {
        refuse(
            "manifold",
            span_of(&raw.manifold),
            &format!("applies to langevin programs only, not to `{kind_text}`"),
        )?;
        refuse(
            "noise",
            span_of(&raw.noise),
            &format!("applies to langevin programs only, not to `{kind_text}`"),
        )?;
    }
    let noise = match raw.noise.as_ref().map(|n| (n.get_ref().as_str(), n.span())) {
        None | Some(("tessera-v1", _)) => NoisePolicy::V1,
        Some(("tessera-fast-v1", _)) => NoisePolicy::FastV1,
        Some((other, span)) => {
            return Err(at(
                span,
                format!(
                    "unknown noise policy `{other}`: expected one of {}",
                    list(NOISE_POLICIES)
                ),
            ));
        }
    };
    let manifold_text = raw
        .manifold
        .as_ref()
        .map(|m| m.get_ref().as_str())
        .unwrap_or("euclidean");
    if !MANIFOLDS.contains(&manifold_text) {
        let span = span_of(&raw.manifold).unwrap_or(whole.clone());
        return Err(at(
            span,
            format!(
                "unknown manifold `{manifold_text}`: expected one of {}",
                list(MANIFOLDS)
            ),
        ));
    }
    if manifold_text != "bivector" {
        refuse(
            "algebra",
            raw.algebra.as_ref().map(Spanned::span),
            "applies to the bivector manifold only",
        )?;
        refuse(
            "grade",
            raw.grade.as_ref().map(Spanned::span),
            "applies to the bivector manifold only",
        )?;
    }
    let manifold = match manifold_text {
        "sphere" => Manifold::Sphere,
        "bivector" => bivector(&raw, &at, span_of(&raw.manifold).unwrap_or(whole.clone()))?,
        _ => Manifold::Euclidean,
    };
    let kind = match kind_text {
        "langevin" => Kind::Langevin { manifold },
        "map" => Kind::Map,
        "sampler" => Kind::Sampler,
        _ => Kind::Energy,
    };
    if kind == Kind::Sampler {
        let spanned = |v: &[Spanned<String>]| v.first().map(Spanned::span);
        let why = "does not apply to a sampler program: it reads one logits row and has no \
                   state, expression, vectors or parameters";
        refuse("state", span_of(&raw.state), why)?;
        refuse("energy", span_of(&raw.energy), why)?;
        refuse("output", span_of(&raw.output), why)?;
        refuse("inputs", spanned(&raw.inputs), why)?;
        refuse("vectors", spanned(&raw.vectors), why)?;
        refuse("params", spanned(&raw.params), why)?;
    }

    // The state and the expression each kind needs.
    let state = match (kind, &raw.state) {
        (Kind::Sampler, _) => None,
        (Kind::Map, Some(state)) => {
            return Err(at(
                state.span(),
                "a map program has no `state`: it reads its inputs".to_string(),
            ));
        }
        (Kind::Map, None) => None,
        (_, Some(state)) => Some(identifier(state, "state name").map_err(|m| at(state.span(), m))?),
        (_, None) => {
            return Err(at(
                raw.kind.span(),
                format!("a {kind_text} program needs `state` (the row it differentiates)"),
            ));
        }
    };
    // A sampler's row is its logits input; its expression is that input.
    let sampler_expression = Spanned::new(0..0, SAMPLER_INPUT.to_string());
    let expression = match (kind, &raw.energy, &raw.output) {
        (Kind::Sampler, _, _) => &sampler_expression,
        (Kind::Map, Some(energy), _) => {
            return Err(at(
                energy.span(),
                "a map program has no `energy`: write its row as `output`".to_string(),
            ));
        }
        (Kind::Map, None, Some(output)) => output,
        (Kind::Map, None, None) => {
            return Err(at(
                raw.kind.span(),
                "a map program needs `output` (the row it writes)".to_string(),
            ));
        }
        (_, _, Some(output)) => {
            return Err(at(
                output.span(),
                format!("a {kind_text} program has no `output`: write its `energy`"),
            ));
        }
        (_, Some(energy), None) => energy,
        (_, None, None) => {
            return Err(at(
                raw.kind.span(),
                format!("a {kind_text} program needs `energy` (a scalar per row)"),
            ));
        }
    };

    // Every name is distinct.
    let mut taken: Vec<String> = state.iter().cloned().collect();
    let mut names = |list: &[Spanned<String>], what: &str| -> Result<Vec<String>, Diagnostic> {
        let mut out = Vec::new();
        for item in list {
            let n = identifier(item, what).map_err(|m| at(item.span(), m))?;
            if taken.contains(&n) {
                return Err(at(item.span(), format!("the name `{n}` is declared twice")));
            }
            taken.push(n.clone());
            out.push(n);
        }
        Ok(out)
    };
    let mut inputs = names(&raw.inputs, "input name")?;
    if kind == Kind::Sampler {
        inputs = vec![SAMPLER_INPUT.to_string()];
    }
    let vectors = names(&raw.vectors, "vector name")?;
    let params = names(&raw.params, "parameter name")?;

    let reduction = match raw
        .reduction
        .as_ref()
        .map(|r| (r.get_ref().as_str(), r.span()))
    {
        None | Some(("sequential", _)) => Reduction::Sequential,
        Some(("pairwise", _)) => Reduction::Pairwise,
        Some((other, span)) => {
            return Err(at(
                span,
                format!(
                    "unknown reduction order `{other}`: expected one of {}",
                    list(REDUCTIONS)
                ),
            ));
        }
    };
    let doc = raw
        .doc
        .as_ref()
        .map(|d| d.get_ref().trim().to_string())
        .unwrap_or_default();
    if doc.contains('\n') {
        let span = raw.doc.as_ref().map(Spanned::span).unwrap_or(0..0);
        return Err(at(span, "`doc` must be a single line".to_string()));
    }
    Ok(ProgramSpec {
        file: file.to_path_buf(),
        source: source.to_string(),
        name,
        doc,
        kind,
        state,
        inputs,
        vectors,
        params,
        reduction,
        noise,
        expression: expression.get_ref().clone(),
        expression_offset: string_content_offset(source, expression.span()),
        expression_escapes: source
            .get(expression.span())
            .is_some_and(|token| token.starts_with('"')),
    })
}

/// The bivector manifold's `algebra = [p, q, r]` and `grade`.
fn bivector(
    raw: &RawSpec,
    at: &dyn Fn(Range<usize>, String) -> Diagnostic,
    manifold_span: Range<usize>,
) -> Result<Manifold, Diagnostic> {
    let Some(algebra) = &raw.algebra else {
        return Err(at(
            manifold_span,
            "the bivector manifold needs `algebra = [p, q, r]` (Cl(p, q, r))".to_string(),
        ));
    };
    let [p, q, r] = algebra.get_ref()[..] else {
        return Err(at(
            algebra.span(),
            format!(
                "`algebra` must be three numbers [p, q, r], found {}",
                algebra.get_ref().len()
            ),
        ));
    };
    let n = p.saturating_add(q).saturating_add(r);
    if !(1..=MAX_ALGEBRA).contains(&n) {
        return Err(at(
            algebra.span(),
            format!(
                "the algebra Cl({p}, {q}, {r}) has n = p + q + r = {n} generators: expected 1 <= n <= {MAX_ALGEBRA}"
            ),
        ));
    }
    let Some(grade) = &raw.grade else {
        return Err(at(
            manifold_span,
            format!("the bivector manifold needs `grade` (the grade kept, 0..={n})"),
        ));
    };
    if *grade.get_ref() > n {
        return Err(at(
            grade.span(),
            format!(
                "grade {} is out of range: Cl({p}, {q}, {r}) has grades 0..={n}",
                grade.get_ref()
            ),
        ));
    }
    Ok(Manifold::Bivector {
        p,
        q,
        r,
        grade: *grade.get_ref(),
    })
}

/// For the text after a backslash in a TOML basic string: the escape's length in the source
/// (backslash included) and the length of what it stands for, in bytes.
fn escape_lengths(escape: &str) -> (usize, usize) {
    let hex = |digits: usize| {
        let value = escape
            .get(1..1 + digits)
            .and_then(|h| u32::from_str_radix(h, 16).ok())
            .and_then(char::from_u32);
        (1 + 1 + digits, value.map_or(1, char::len_utf8))
    };
    match escape.chars().next() {
        Some('u') => hex(4),
        Some('U') => hex(8),
        Some('x') => hex(2),
        // A line-ending backslash: it and the whitespace and newlines after it stand for nothing.
        Some(c) if c.is_whitespace() => {
            let skipped = escape.len() - escape.trim_start().len();
            (1 + skipped, 0)
        }
        Some(c) => (1 + c.len_utf8(), 1),
        None => (1, 0),
    }
}

/// toml's message without its own location header (we print ours).
fn toml_message(err: &toml::de::Error) -> String {
    err.message().trim().to_string()
}

fn identifier(value: &Spanned<String>, what: &str) -> Result<String, String> {
    let text = value.get_ref();
    let mut chars = text.chars();
    let valid = matches!(chars.next(), Some(c) if c.is_ascii_lowercase() || c == '_')
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    if !valid {
        return Err(format!(
            "invalid {what} `{text}`: expected a lowercase identifier ([a-z_][a-z0-9_]*)"
        ));
    }
    // Program names become Rust modules and symbols; other names live in expressions.
    if what == "program name" {
        if RUST_KEYWORDS.contains(&text.as_str()) {
            return Err(format!(
                "invalid {what} `{text}`: `{text}` is a Rust keyword (the generated module is named after the program)"
            ));
        }
    } else if RESERVED.contains(&text.as_str()) {
        return Err(format!(
            "invalid {what} `{text}`: `{text}` is a built-in function"
        ));
    }
    Ok(text.clone())
}

/// Rust keywords (strict and reserved), which cannot name a generated module.
const RUST_KEYWORDS: &[&str] = &[
    "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn", "for",
    "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return",
    "self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where",
    "while", "async", "await", "dyn", "abstract", "become", "box", "do", "final", "macro",
    "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen", "_",
];

/// Offset of the first character of a TOML string's content, given the span of the string
/// token (which includes its quotes).
fn string_content_offset(source: &str, span: Range<usize>) -> usize {
    let token = &source[span.start..span.end.min(source.len())];
    if token.starts_with("\"\"\"") || token.starts_with("'''") {
        // A newline right after the opening delimiter is not part of the string.
        let after = &token[3..];
        let newline = if after.starts_with("\r\n") {
            2
        } else {
            usize::from(after.starts_with('\n'))
        };
        span.start + 3 + newline
    } else {
        span.start + 1
    }
}

/// `a`, `b`, `c` formatting for "expected one of" lists.
pub fn list(items: &[&str]) -> String {
    items
        .iter()
        .map(|i| format!("`{i}`"))
        .collect::<Vec<_>>()
        .join(", ")
}
