//! Stage 4: program kinds. A [`ProgramKind`] lowers a parsed program (its expression graph and
//! derived gradient) to a [`RowProgram`]. One file per kind, one lookup table.

use std::collections::HashMap;
use std::ops::Range;

use crate::diag::Diagnostic;
use crate::expr::{ExprGraph, Handle};
use crate::rows::RowProgram;
use crate::spec::{Kind, ProgramSpec};

pub mod langevin;

/// The front end's result for one program: the graph, the energy and its gradient.
#[derive(Debug, Clone)]
pub struct Front {
    pub graph: ExprGraph,
    pub energy: Handle,
    /// `dE/dstate`.
    pub gradient: Handle,
    /// Source span (in the energy text) of each node the text created.
    pub spans: HashMap<Handle, Range<usize>>,
}

/// A program kind plugin.
pub trait ProgramKind: Sync + std::fmt::Debug {
    /// The `kind = "..."` name.
    fn name(&self) -> &'static str;
    /// Lowers a program of this kind to its row program.
    fn lower(&self, spec: &ProgramSpec, front: &Front) -> Result<RowProgram, Diagnostic>;
}

/// The kinds this generator knows, by name.
pub static KINDS: &[&dyn ProgramKind] = &[&langevin::Langevin];

/// The plugin for a spec's kind.
pub fn lookup(kind: &Kind) -> &'static dyn ProgramKind {
    match kind {
        Kind::Langevin { .. } => &langevin::Langevin,
    }
}
