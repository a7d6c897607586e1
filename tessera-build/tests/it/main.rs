//! tessera-build's integration tests: one binary, one module per stage.

mod artifacts;
mod autodiff;
mod counting;
mod differential;
mod downstream;
mod expr;
mod fuzz;
mod golden;
mod mathlib32;
mod numeric;
mod prebuilt;
mod rows;
mod simt;
mod spec;
mod vectorised;

/// The repository's example programs.
fn programs_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../programs")
}
