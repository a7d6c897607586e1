//! `tessera-tests`: the in-repo downstream consumer. `build.rs` compiles `../programs` for every
//! chip with `tessera-build`; this crate includes the generated bindings, so the tests exercise
//! exactly what a user's crate gets (`CHIPS`, `PROGRAMS` and one module per program).

include!(concat!(env!("OUT_DIR"), "/tessera_kernels.rs"));

/// A fixed set of random programs (`random_programs.rs`: maps, energies and Langevin chains
/// drawn from every operator, function and reduction of the language), compiled by `build.rs`
/// with a second builder for the x86 levels and `sm_90`. The conformance suite runs them as it
/// runs the programs above, on every x86 level, on the SIMT emulator and on a device.
pub mod random {
    include!(concat!(env!("OUT_DIR"), "/random/tessera_kernels.rs"));

    /// Each random program's name and TOML source (what the reference interpreter lowers).
    pub const SOURCES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/random/sources.rs"));
}

/// Every program this crate compiled: [`PROGRAMS`], then [`random::PROGRAMS`].
pub fn every_program() -> impl Iterator<Item = &'static tessera_rt::kernel::Program> {
    PROGRAMS.iter().chain(random::PROGRAMS).copied()
}

pub mod simt;
pub mod timing;
