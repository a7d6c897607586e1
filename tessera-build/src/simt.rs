//! The SIMT emulator's libraries: every program's GPU entries for one chip compiled for the
//! host ([`targets::simt`]) and linked into one shared library per program,
//! `<out>/<program>.so`, which a host-side device (the `tessera-tests` crate's `simt` module)
//! loads and runs lane by lane on threads. It checks the GPU kernels' logic (workgroups, shared
//! memory, barriers, tree merges, packed rows) bit for bit on a machine without a GPU; what it
//! cannot check is the GPU back ends themselves (PTX, `ptxas`, AMDGCN), which the structural
//! checks and a real device cover.
//!
//! ```no_run
//! // build.rs, after the kernels are built
//! let built = tessera_build::Builder::new().programs_dir("programs").chips(["sm_90"]).build()?;
//! let out = std::path::PathBuf::from(std::env::var("OUT_DIR")?).join("simt");
//! tessera_build::simt::build_libraries(&built.programs, "sm_90", &out)?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::path::{Path, PathBuf};

use rayon::prelude::*;

use crate::targets::{self, Target, simt::Simt};
use crate::{BuildError, CompiledProgram, artifacts, codegen};

/// A chip whose mapping the emulator cannot take: it is not a GPU.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "the SIMT emulator runs the GPU mapping of an NVIDIA or AMD chip, and `{chip}` is not one \
     (GPU chips: {})",
    gpu_chips().join(", ")
)]
pub struct NotAGpu {
    pub chip: String,
}

fn gpu_chips() -> Vec<&'static str> {
    targets::TARGETS
        .iter()
        .filter(|t| t.family().native_gpu())
        .map(|t| t.chip())
        .collect()
}

/// The emulated target of `chip` (a GPU chip).
pub fn target(chip: &str) -> Result<Simt, BuildError> {
    let gpu = targets::lookup(chip)?;
    if !gpu.family().native_gpu() {
        return Err(NotAGpu {
            chip: chip.to_string(),
        }
        .into());
    }
    Ok(Simt { gpu })
}

/// Compiles every program of `programs` for the emulated mapping of `chip` and writes
/// `<out>/<program>.so` for each (in parallel); returns their paths, in the programs' order.
pub fn build_libraries(
    programs: &[CompiledProgram],
    chip: &str,
    out: &Path,
) -> Result<Vec<PathBuf>, BuildError> {
    let target = target(chip)?;
    std::fs::create_dir_all(out).map_err(|source| artifacts::ArtifactError::Write {
        path: out.to_path_buf(),
        source,
    })?;
    let scratch = out.join("scratch");
    let libraries = programs
        .par_iter()
        .map(|program| {
            let name = &program.spec.name;
            let compiled = codegen::compile(&program.row_program, &target)?;
            let library = artifacts::link_shared(
                "SIMT emulator library",
                &format!("simt-{}", target.chip()),
                &compiled.object,
                &scratch.join(name),
                "so",
            )?;
            let path = out.join(format!("{name}.so"));
            std::fs::write(&path, library).map_err(|source| {
                BuildError::Artifact(artifacts::ArtifactError::Write {
                    path: path.clone(),
                    source,
                })
            })?;
            Ok(path)
        })
        .collect::<Result<Vec<_>, BuildError>>()?;
    let _ = std::fs::remove_dir_all(&scratch);
    Ok(libraries)
}
