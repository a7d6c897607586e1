//! Stage 4: program kinds. A [`ProgramKind`] lowers a parsed program (its expression graph and,
//! for kinds that differentiate, the derived gradient) to a [`RowProgram`]: it adds the nodes
//! of its update to the graph and hands the values to store to [`schedule::schedule`]. One
//! file per kind, one lookup table.

use std::collections::HashMap;
use std::ops::Range;

use tessera_rt::kernel::{Manifold as RtManifold, ProgramKind as RtKind};

use crate::expr::{ExprGraph, FoldKind, Handle};
use crate::rows::{Interface, OutputShape, RowProgram};
use crate::spec::{Kind, Manifold, ProgramSpec, Reduction};

pub mod energy;
pub mod langevin;
pub mod map;
pub mod sampler;
pub mod schedule;

/// The front end's result for one program (for a sampler: the graph of its logits input).
#[derive(Debug, Clone)]
pub struct Front {
    pub graph: ExprGraph,
    /// The energy (langevin, energy) or the output row (map).
    pub root: Handle,
    /// `dE/dstate` (kinds that differentiate).
    pub gradient: Option<Handle>,
    /// Source span (in the expression text) of each node the text created.
    pub spans: HashMap<Handle, Range<usize>>,
}

/// A program kind plugin.
pub trait ProgramKind: Sync + std::fmt::Debug {
    /// The `kind = "..."` name.
    fn name(&self) -> &'static str;
    /// Whether the kind needs `dE/dstate`.
    fn differentiates(&self) -> bool;
    /// Lowers a program of this kind to its row program.
    fn lower(&self, spec: &ProgramSpec, front: &Front) -> RowProgram;
}

/// The kinds this generator knows.
pub static KINDS: &[&dyn ProgramKind] = &[
    &langevin::Langevin,
    &map::Map,
    &energy::Energy,
    &sampler::Sampler,
];

/// The plugin for a spec's kind.
pub fn lookup(kind: &Kind) -> &'static dyn ProgramKind {
    match kind {
        Kind::Langevin { .. } => &langevin::Langevin,
        Kind::Map => &map::Map,
        Kind::Energy => &energy::Energy,
        Kind::Sampler => &sampler::Sampler,
    }
}

/// The fold kind of the program's sums.
pub fn sum_kind(spec: &ProgramSpec) -> FoldKind {
    match spec.reduction {
        Reduction::Sequential => FoldKind::Sum,
        Reduction::Pairwise => FoldKind::SumPairwise,
    }
}

/// The runtime's view of the kind.
pub fn runtime_kind(kind: &Kind) -> RtKind {
    match *kind {
        Kind::Langevin { manifold } => RtKind::Langevin {
            manifold: match manifold {
                Manifold::Euclidean => RtManifold::Euclidean,
                Manifold::Sphere => RtManifold::Sphere,
                Manifold::Bivector { p, q, r, grade } => RtManifold::Bivector {
                    n: p + q + r,
                    grade,
                },
            },
        },
        Kind::Map => RtKind::Map,
        Kind::Energy => RtKind::Energy,
        Kind::Sampler => RtKind::Sampler,
    }
}

/// An empty row program with the spec's interface and the given outputs.
pub fn program_shell(
    spec: &ProgramSpec,
    description: String,
    outputs: Vec<(String, OutputShape)>,
) -> RowProgram {
    let reduction = match spec.reduction {
        Reduction::Sequential => "",
        Reduction::Pairwise => ", pairwise sums",
    };
    let noise = match spec.noise {
        crate::spec::NoisePolicy::V1 => "",
        crate::spec::NoisePolicy::FastV1 => ", noise tessera-fast-v1",
    };
    RowProgram {
        name: spec.name.clone(),
        description: format!("{description}{reduction}{noise}"),
        interface: Interface {
            kind: runtime_kind(&spec.kind),
            inputs: spec.inputs.clone(),
            vectors: spec.vectors.clone(),
            params: spec.params.clone(),
            outputs,
        },
        noise: spec.noise,
        n_uniforms: 0,
        passes: Vec::new(),
    }
}
