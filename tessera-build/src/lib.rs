//! Tessera generator: compiles energy programs (TOML) ahead of time into PTX, HSACO and x86
//! kernels, from a `build.rs` or the `tessera-gen` CLI. See ARCHITECTURE.md for the map.
//!
//! The pipeline, one module per stage in this order (STYLE.md 2):
//! [`spec`] -> [`expr`] -> [`autodiff`] -> [`kinds`] -> [`rows`] -> `codegen` -> [`targets`]
//! -> `artifacts` -> `bindings`. [`lower`] runs the LLVM-free front half; the `llvm`
//! feature adds the back half. Without it, [`Builder`] still packages prebuilt artifacts from a
//! kernels folder ([`prebuilt`]), checking each against the programs.

pub mod artifacts;
pub mod autodiff;
pub mod bindings;
pub mod diag;
#[cfg(feature = "llvm")]
mod dump;
pub mod expr;
pub mod kinds;
pub mod numeric;
pub mod rows;
#[cfg(feature = "llvm")]
pub mod simt;
pub mod spec;
pub mod targets;
pub mod tools;

pub mod builder;
#[cfg(feature = "llvm")]
pub mod codegen;
pub mod prebuilt;

pub use builder::Builder;
#[cfg(feature = "llvm")]
pub use builder::{check, generate};

use std::collections::HashMap;

pub use diag::Diagnostic;

use expr::{Names, Shape};
use kinds::Front;
use rows::RowProgram;
use spec::ProgramSpec;

/// Front end: expression text -> expression graph (-> gradient, for kinds that differentiate).
/// Errors name the span.
pub fn front(spec: &ProgramSpec) -> Result<Front, Diagnostic> {
    let names = Names {
        state: spec.state.as_deref(),
        inputs: &spec.inputs,
        vectors: &spec.vectors,
        params: &spec.params,
    };
    let kind = kinds::lookup(&spec.kind);
    let what = if kind.differentiates() {
        "energy"
    } else {
        "output"
    };
    let mut graph = expr::ExprGraph::new();
    let mut spans = HashMap::new();
    let root = expr::parse(
        &spec.expression,
        what,
        names,
        kinds::sum_kind(spec),
        &mut graph,
        &mut spans,
    )
    .map_err(|e| spec.expression_diagnostic(e.span, e.message))?;
    let whole = 0..spec.expression.len();
    if !kind.differentiates() {
        return Ok(Front {
            graph,
            root,
            gradient: None,
            spans,
        });
    }
    if graph.shape(root) != Shape::Scalar {
        return Err(spec.expression_diagnostic(
            whole,
            "the energy must be a scalar per row, but this expression has one value per feature: \
             reduce it, e.g. with `sum(...)`",
        ));
    }
    let state = spec.state.as_deref().unwrap_or("?");
    let gradient = autodiff::gradient(&mut graph, root, kinds::sum_kind(spec)).map_err(|why| {
        let message = match why {
            autodiff::NoGradient::Independent => format!("the energy does not depend on the state `{state}`"),
            autodiff::NoGradient::NotDifferentiable => format!(
                "the energy depends on the state `{state}` only through operations that have no \
                 gradient (comparisons, `sign`, the condition of `where`): dE/d{state} would be zero"
            ),
        };
        spec.expression_diagnostic(whole.clone(), message)
    })?;
    Ok(Front {
        graph,
        root,
        gradient: Some(gradient),
        spans,
    })
}

/// Front end and lowering: spec -> row program, verified.
pub fn lower(spec: &ProgramSpec) -> Result<(Front, RowProgram), Diagnostic> {
    let front = front(spec)?;
    let program = kinds::lookup(&spec.kind).lower(spec, &front);
    if let Err(bug) = rows::verify(&program) {
        // Our own lowering produced an invalid program: report it as the bug it is.
        return Err(spec.expression_diagnostic(0..0, bug.to_string()));
    }
    Ok((front, program))
}

/// A program with its artifacts for every requested chip (compiled, or taken from a kernels
/// folder in prebuilt mode).
#[derive(Debug)]
pub struct CompiledProgram {
    pub spec: ProgramSpec,
    pub row_program: RowProgram,
    pub artifacts: Vec<artifacts::Artifact>,
}

/// The whole pipeline for one program and a set of targets (compiled in parallel):
/// spec -> expr -> autodiff -> kinds -> rows -> codegen -> targets -> artifacts.
/// `scratch` is a private folder for linker temporaries. With `TESSERA_DUMP_DIR` set, every
/// stage's text is written under `$TESSERA_DUMP_DIR/<program>/`.
#[cfg(feature = "llvm")]
pub fn compile_program(
    spec: ProgramSpec,
    targets: &[&'static dyn targets::Target],
    scratch: &std::path::Path,
) -> Result<CompiledProgram, BuildError> {
    use rayon::prelude::*;

    let (front, row_program) = lower(&spec)?;
    let dump = dump::Dump::from_env(&spec.name);
    let names = Names {
        state: spec.state.as_deref(),
        inputs: &spec.inputs,
        vectors: &spec.vectors,
        params: &spec.params,
    };
    dump.write("expr.txt", &front.graph.text(&names));
    dump.write("rows.txt", &rows::text(&row_program));
    let llvm_version = codegen::llvm_version();
    let artifacts = targets
        .par_iter()
        .map(|&target| {
            let compiled = codegen::compile(&row_program, target)?;
            let chip = target.chip();
            dump.write(&format!("{chip}/before.ll"), &compiled.llvm_ir);
            dump.write(&format!("{chip}/after.ll"), &compiled.llvm_ir_optimized);
            dump.write(&format!("{chip}/asm.s"), &compiled.assembly);
            let identity = artifacts::Identity::new(&spec, &row_program, target, &llvm_version);
            Ok(artifacts::package(
                target,
                &spec.name,
                &identity,
                compiled.object,
                &compiled.abis,
                &llvm_version,
                &scratch.join(&spec.name),
            )?)
        })
        .collect::<Result<Vec<_>, BuildError>>()?
        .into_iter()
        .flatten()
        .collect();
    Ok(CompiledProgram {
        spec,
        row_program,
        artifacts,
    })
}

/// Any failure of a build: user errors (with their location) and internal ones.
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    #[error("{0}")]
    Program(#[from] Diagnostic),
    #[error(transparent)]
    UnknownChip(#[from] targets::UnknownChip),
    #[cfg(feature = "llvm")]
    #[error(transparent)]
    Codegen(#[from] codegen::CodegenError),
    #[error(transparent)]
    Artifact(#[from] artifacts::ArtifactError),
    #[cfg(feature = "llvm")]
    #[error(transparent)]
    NotAGpu(#[from] simt::NotAGpu),
    #[error("cannot read the programs folder `{}`: {source}", path.display())]
    ProgramsDir {
        path: std::path::PathBuf,
        source: std::io::Error,
    },
    #[error("no programs: `{}` holds no *.toml file", path.display())]
    NoPrograms { path: std::path::PathBuf },
    #[error("no program `{name}` in `{}`; the programs there are {known}", dir.display())]
    UnknownProgram {
        name: String,
        dir: std::path::PathBuf,
        known: String,
    },
    #[error("no chips: name at least one (known chips: {})", targets::known_chips().join(", "))]
    NoChips,
    #[error("two programs are named `{name}`: `{}` and `{}`", first.display(), second.display())]
    DuplicateProgram {
        name: String,
        first: std::path::PathBuf,
        second: std::path::PathBuf,
    },
    #[error(
        "`{}` is stale: {}\nrefresh it with `{command}`",
        dir.display(),
        differences.join("; ")
    )]
    Stale {
        dir: std::path::PathBuf,
        differences: Vec<String>,
        command: String,
    },
    #[error("internal error (a bug in tessera, please report it): {0}")]
    Internal(String),
    #[error(
        "tessera-build was built without its `llvm` feature, so it cannot compile: point \
         `Builder::kernels_dir` at a folder made by `cargo xtask gen`, or enable the feature"
    )]
    NoLlvm,
    #[error(transparent)]
    Prebuilt(#[from] prebuilt::PrebuiltError),
    #[error("{} programs failed:\n{}", .0.len(), .0.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("\n\n"))]
    Several(Vec<BuildError>),
}
