//! Stage 9: bindings. Renders the Rust module a consumer includes (tera template
//! `templates/bindings.rs.tera`): per program, the `extern` declarations of its x86 entries,
//! a `tessera_rt::kernel::LangevinProgram` table (GPU images embedded with `include_bytes!`)
//! and a typed `run_cpu` launcher. The entry signature and feature lists come from the shared
//! tables in `tessera-rt`, so the launcher and the kernels cannot disagree.

use std::path::Path;

use serde::Serialize;

use crate::artifacts::Artifact;
use crate::targets::Format;

const TEMPLATE: &str = include_str!("../templates/bindings.rs.tera");

#[derive(Debug, Serialize)]
struct CpuEntry {
    level: String,
    entry: String,
    features: Vec<&'static str>,
}

#[derive(Debug, Serialize)]
struct GpuEntry {
    chip: String,
    format: &'static str,
    entry: String,
    /// A Rust string literal of the payload's absolute path.
    path: String,
}

/// One program's part of the bindings.
#[derive(Debug, Serialize)]
pub struct ProgramBindings {
    name: String,
    doc: String,
    inputs: Vec<String>,
    cpu: Vec<CpuEntry>,
    gpu: Vec<GpuEntry>,
}

/// Describes one program; GPU payloads must already be written at `payload_dir/<chip>/<file>`.
pub fn program(
    name: &str,
    doc: &str,
    inputs: &[String],
    artifacts: &[Artifact],
    payload_dir: &Path,
) -> ProgramBindings {
    let mut cpu = Vec::new();
    let mut gpu = Vec::new();
    for a in artifacts {
        match a.format {
            Format::Object => cpu.push(CpuEntry {
                level: a.chip.clone(),
                entry: a.entry.clone(),
                features: tessera_rt::cpu::level(&a.chip)
                    .map(|l| l.features.to_vec())
                    .unwrap_or_default(),
            }),
            Format::Ptx | Format::Hsaco => gpu.push(GpuEntry {
                chip: a.chip.clone(),
                format: if a.format == Format::Ptx {
                    "Ptx"
                } else {
                    "Hsaco"
                },
                entry: a.entry.clone(),
                path: format!(
                    "{:?}",
                    payload_dir
                        .join(&a.chip)
                        .join(a.file_name())
                        .display()
                        .to_string()
                ),
            }),
        }
    }
    ProgramBindings {
        name: name.to_string(),
        doc: doc.to_string(),
        inputs: inputs.to_vec(),
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
