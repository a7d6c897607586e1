//! The conformance suite: what a downstream crate gets from `tessera-build`, checked against the
//! reference interpreter bit for bit (x86 lanes, on every level this CPU supports) and by
//! structure (GPU artifacts: ptxas, ELF headers, symbols and metadata notes).

mod conformance;
mod gpu_artifacts;
mod launch;

use std::path::PathBuf;

use tessera_build::rows::RowProgram;
use tessera_build::spec::ProgramSpec;

/// The repository's programs folder (what `build.rs` compiled).
pub fn programs_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../programs")
}

/// The spec and the reference row program of `name`, lowered by the LLVM-free front half.
#[track_caller]
pub fn reference(name: &str) -> (ProgramSpec, RowProgram) {
    let spec = tessera_build::spec::read(&programs_dir().join(format!("{name}.toml")))
        .unwrap_or_else(|e| panic!("{e}"));
    let (_, program) = tessera_build::lower(&spec).unwrap_or_else(|e| panic!("{e}"));
    (spec, program)
}
