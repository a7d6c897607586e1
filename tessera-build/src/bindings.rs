//! Stage 9: bindings. Renders the Rust module a consumer includes (tera template
//! `templates/bindings.rs.tera`): per program, the `extern` declarations of its x86 entries, a
//! `tessera_rt::kernel::Program` table (with every entry's ABI record, and the GPU images
//! embedded with `include_bytes!`: per NVIDIA chip its PTX and, when the build had `ptxas`, its
//! cubin with the same entries; per AMD chip its HSACO) and a typed `run_cpu` launcher for its
//! kind. Feature lists come from the runtime's level table and ABI records from the same
//! function that shaped the kernels, so launcher and kernels cannot disagree.

use std::path::Path;

use serde::Serialize;
use tessera_rt::abi::AbiRecord;
use tessera_rt::kernel::{Manifold, ProgramKind};

use crate::artifacts::Artifact;
use crate::rows::RowProgram;
use crate::spec::ProgramSpec;
use crate::targets::Format;

const TEMPLATE: &str = include_str!("../templates/bindings.rs.tera");

#[derive(Debug, Serialize)]
struct ParamView {
    name: String,
    kind: String,
    ty: String,
    offset: u32,
}

#[derive(Debug, Serialize)]
struct AbiView {
    entry: String,
    params: Vec<ParamView>,
    size: u32,
    block_lanes: u32,
    shared_bytes: u32,
    /// A Rust expression.
    max_features: String,
    scratch_bytes: u32,
    splits_by_candidates: bool,
    /// `tessera_rt::sampler::Guard` variant names.
    candidates_blocked_by: Vec<String>,
}

impl AbiView {
    fn new(abi: &AbiRecord) -> Self {
        let variant = |debug: String| debug;
        AbiView {
            entry: abi.entry.clone(),
            params: abi
                .params
                .iter()
                .map(|p| ParamView {
                    name: p.name.clone(),
                    kind: variant(format!("{:?}", p.kind)),
                    ty: variant(format!("{:?}", p.ty)),
                    offset: p.offset,
                })
                .collect(),
            size: abi.size,
            block_lanes: abi.block_lanes,
            shared_bytes: abi.shared_bytes,
            max_features: if abi.max_features == u64::MAX {
                "u64::MAX".to_string()
            } else {
                abi.max_features.to_string()
            },
            scratch_bytes: abi.scratch_bytes,
            splits_by_candidates: abi.splits_by_candidates,
            candidates_blocked_by: abi
                .candidates_blocked_by
                .iter()
                .map(|g| variant(format!("{g:?}")))
                .collect(),
        }
    }
}

#[derive(Debug, Serialize)]
struct CpuEntry {
    level: String,
    features: Vec<&'static str>,
    abi: AbiView,
}

#[derive(Debug, Serialize)]
struct GpuEntry {
    chip: String,
    format: &'static str,
    /// A Rust string literal of the payload's absolute path.
    path: String,
    /// The payload's sha256, checked by the runtime before the image is loaded.
    sha256: String,
    entries: Vec<AbiView>,
}

/// One program's part of the bindings.
#[derive(Debug, Serialize)]
pub struct ProgramBindings {
    name: String,
    doc: String,
    description: String,
    /// A Rust expression of the program's `tessera_rt::kernel::ProgramKind`.
    kind_expr: String,
    /// Which typed launcher to render: `langevin`, `map` or `energy`.
    launcher: &'static str,
    has_status: bool,
    inputs: Vec<String>,
    vectors: Vec<String>,
    params: Vec<String>,
    cpu: Vec<CpuEntry>,
    gpu: Vec<GpuEntry>,
}

fn kind_expr(kind: ProgramKind) -> String {
    let manifold = |m: Manifold| match m {
        Manifold::Euclidean => "::tessera_rt::kernel::Manifold::Euclidean".to_string(),
        Manifold::Sphere => "::tessera_rt::kernel::Manifold::Sphere".to_string(),
        Manifold::Bivector { n, grade } => {
            format!("::tessera_rt::kernel::Manifold::Bivector {{ n: {n}, grade: {grade} }}")
        }
    };
    match kind {
        ProgramKind::Langevin { manifold: m } => format!(
            "::tessera_rt::kernel::ProgramKind::Langevin {{ manifold: {} }}",
            manifold(m)
        ),
        ProgramKind::Map => "::tessera_rt::kernel::ProgramKind::Map".to_string(),
        ProgramKind::Energy => "::tessera_rt::kernel::ProgramKind::Energy".to_string(),
        ProgramKind::Sampler => "::tessera_rt::kernel::ProgramKind::Sampler".to_string(),
    }
}

/// Describes one program; GPU payloads must already be written at `payload_dir/<chip>/<file>`.
pub fn program(
    spec: &ProgramSpec,
    row_program: &RowProgram,
    artifacts: &[Artifact],
    payload_dir: &Path,
) -> ProgramBindings {
    let mut cpu = Vec::new();
    let mut gpu = Vec::new();
    for a in artifacts {
        match a.format {
            Format::Object => cpu.push(CpuEntry {
                level: a.chip.clone(),
                features: tessera_rt::cpu::level(&a.chip)
                    .map(|l| l.features.to_vec())
                    .unwrap_or_default(),
                abi: AbiView::new(&a.entries[0]),
            }),
            Format::Ptx | Format::Cubin | Format::Hsaco => gpu.push(GpuEntry {
                chip: a.chip.clone(),
                format: match a.format {
                    Format::Ptx => "Ptx",
                    Format::Cubin => "Cubin",
                    _ => "Hsaco",
                },
                sha256: a.payload_sha256.clone(),
                path: format!(
                    "{:?}",
                    payload_dir
                        .join(&a.chip)
                        .join(a.file_name())
                        .display()
                        .to_string()
                ),
                entries: a.entries.iter().map(AbiView::new).collect(),
            }),
        }
    }
    let kind = row_program.interface.kind;
    let (launcher, has_status) = match kind {
        ProgramKind::Langevin { manifold } => ("langevin", manifold.has_status()),
        ProgramKind::Map => ("map", false),
        ProgramKind::Energy => ("energy", false),
        ProgramKind::Sampler => ("sampler", true),
    };
    ProgramBindings {
        name: spec.name.clone(),
        doc: spec.doc.clone(),
        description: row_program.description.clone(),
        kind_expr: kind_expr(kind),
        launcher,
        has_status,
        inputs: spec.inputs.clone(),
        vectors: spec.vectors.clone(),
        params: spec.params.clone(),
        cpu,
        gpu,
    }
}

/// Renders the whole bindings module.
pub fn render(programs: &[ProgramBindings], chips: &[&str], llvm_version: &str) -> String {
    let mut tera = tera::Tera::default();
    tera.add_raw_template("bindings.rs", TEMPLATE)
        .expect("internal error: the bindings template parses");
    let mut context = tera::Context::new();
    context.insert("programs", programs);
    context.insert("chips", chips);
    context.insert("generator_version", crate::artifacts::GENERATOR_VERSION);
    context.insert("llvm_version", llvm_version);
    tera.render("bindings.rs", &context)
        .expect("internal error: the bindings template renders")
}
