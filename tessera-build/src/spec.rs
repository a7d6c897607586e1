//! Stage 1: program spec. Reads a program's TOML into a typed [`ProgramSpec`], refusing unknown
//! keys, missing keys, wrong types and bad names with a [`Diagnostic`] that names the file, line
//! and column and says what was expected.
//!
//! ```toml
//! name = "quadratic"
//! doc = "Gaussian pull toward the input."   # optional, one line
//! kind = "langevin"
//! state = "y"
//! inputs = ["x"]            # per-row captures, same width as the state
//! energy = "0.5 * sum((x - y)^2)"
//! manifold = "euclidean"    # optional, default euclidean
//! ```

use std::ops::Range;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use toml::Spanned;

use crate::diag::Diagnostic;

/// The program kinds this generator knows.
pub const KINDS: &[&str] = &["langevin"];
/// The manifolds a `langevin` program may declare.
pub const MANIFOLDS: &[&str] = &["euclidean"];
/// Names the expression language reserves (functions).
pub const RESERVED: &[&str] = &["sum"];

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpec {
    name: Spanned<String>,
    #[serde(default)]
    doc: Option<Spanned<String>>,
    kind: Spanned<String>,
    state: Spanned<String>,
    #[serde(default)]
    inputs: Vec<Spanned<String>>,
    energy: Spanned<String>,
    #[serde(default)]
    manifold: Option<Spanned<String>>,
}

/// The Langevin manifold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Manifold {
    Euclidean,
}

/// A program kind with its kind-specific settings.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Kind {
    Langevin { manifold: Manifold },
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
    pub state: String,
    pub inputs: Vec<String>,
    /// The energy expression text.
    pub energy: String,
    /// Byte offset of the energy text's first character inside `source`.
    pub energy_offset: usize,
}

impl ProgramSpec {
    /// A diagnostic for byte range `span` of the energy expression text.
    pub fn energy_diagnostic(&self, span: Range<usize>, message: impl Into<String>) -> Diagnostic {
        let start = self.energy_offset + span.start;
        let end = self.energy_offset + span.end;
        Diagnostic::new(&self.file, &self.source, start..end, message)
    }

    /// The canonical text of the spec: every field in a fixed order, independent of the TOML's
    /// layout and comments. Feeds the program hash.
    pub fn canonical(&self) -> String {
        let Kind::Langevin { manifold } = self.kind;
        format!(
            "name={:?}\nkind=langevin\nmanifold={manifold:?}\nstate={:?}\ninputs={:?}\nenergy={:?}\n",
            self.name, self.state, self.inputs, self.energy
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

    let name = identifier(&raw.name, "program name").map_err(|m| at(raw.name.span(), m))?;
    let kind_text = raw.kind.get_ref();
    if !KINDS.contains(&kind_text.as_str()) {
        return Err(at(
            raw.kind.span(),
            format!(
                "unknown program kind `{kind_text}`: expected one of {}",
                list(KINDS)
            ),
        ));
    }
    let manifold = match raw
        .manifold
        .as_ref()
        .map(|m| (m.get_ref().as_str(), m.span()))
    {
        None | Some(("euclidean", _)) => Manifold::Euclidean,
        Some((other, span)) => {
            return Err(at(
                span,
                format!(
                    "unknown manifold `{other}`: expected one of {}",
                    list(MANIFOLDS)
                ),
            ));
        }
    };
    let state = identifier(&raw.state, "state name").map_err(|m| at(raw.state.span(), m))?;
    let mut inputs: Vec<String> = Vec::new();
    for input in &raw.inputs {
        let input_name = identifier(input, "input name").map_err(|m| at(input.span(), m))?;
        if input_name == state || inputs.contains(&input_name) {
            return Err(at(
                input.span(),
                format!("the name `{input_name}` is declared twice"),
            ));
        }
        inputs.push(input_name);
    }
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
        kind: Kind::Langevin { manifold },
        state,
        inputs,
        energy: raw.energy.get_ref().clone(),
        energy_offset: string_content_offset(source, raw.energy.span()),
    })
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
    if RESERVED.contains(&text.as_str()) {
        return Err(format!(
            "invalid {what} `{text}`: `{text}` is a built-in function"
        ));
    }
    Ok(text.clone())
}

/// Offset of the first character of a TOML string's content, given the span of the string
/// token (which includes its quotes).
fn string_content_offset(source: &str, span: Range<usize>) -> usize {
    let token = &source[span.start..span.end.min(source.len())];
    let quote = if token.starts_with("\"\"\"") || token.starts_with("'''") {
        3
    } else {
        1
    };
    span.start + quote
}

/// `a`, `b`, `c` formatting for "expected one of" lists.
pub fn list(items: &[&str]) -> String {
    items
        .iter()
        .map(|i| format!("`{i}`"))
        .collect::<Vec<_>>()
        .join(", ")
}
