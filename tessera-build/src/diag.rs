//! Source diagnostics: a message anchored at a file, line and column, rendered with the
//! offending source line and a caret, the way compilers print them.

use std::fmt;
use std::ops::Range;
use std::path::{Path, PathBuf};

/// A user-facing error located in a source file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    pub file: PathBuf,
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    pub message: String,
    /// The whole source line the span starts on (for rendering).
    pub source_line: String,
    /// Width of the underline, in characters (at least 1).
    pub width: usize,
}

impl Diagnostic {
    /// Locates byte range `span` of `source` (the text of `file`).
    pub fn new(file: &Path, source: &str, span: Range<usize>, message: impl Into<String>) -> Self {
        // Spans from later stages may be off a character boundary; never slice inside one.
        let floor = |mut i: usize| {
            i = i.min(source.len());
            while !source.is_char_boundary(i) {
                i -= 1;
            }
            i
        };
        let start = floor(span.start);
        let end = floor(span.end.max(start));
        let line_start = source[..start].rfind('\n').map_or(0, |i| i + 1);
        let line_end = source[start..]
            .find('\n')
            .map_or(source.len(), |i| start + i);
        let line = source[..start].matches('\n').count() + 1;
        let column = source[line_start..start].chars().count() + 1;
        // In a CRLF file the `\r` ending the line is not part of it.
        let shown = source[line_start..line_end]
            .strip_suffix('\r')
            .unwrap_or(&source[line_start..line_end]);
        let shown_end = line_start + shown.len();
        let width = source[start..end.min(shown_end).max(start)]
            .chars()
            .count()
            .max(1);
        Diagnostic {
            file: file.to_path_buf(),
            line,
            column,
            message: message.into(),
            source_line: shown.to_string(),
            width,
        }
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{}:{}:{}: error: {}",
            self.file.display(),
            self.line,
            self.column,
            self.message
        )?;
        let gutter = self.line.to_string().len();
        writeln!(f, "{:gutter$} |", "")?;
        writeln!(f, "{} | {}", self.line, self.source_line)?;
        write!(
            f,
            "{:gutter$} | {}{}",
            "",
            " ".repeat(self.column - 1),
            "^".repeat(self.width)
        )
    }
}

impl std::error::Error for Diagnostic {}
