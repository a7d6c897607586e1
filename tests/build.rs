//! Compiles every program of ../programs for every chip the project ships, exactly as a
//! downstream crate would, a fixed set of random programs (`random_programs.rs`) for the x86
//! levels and `sm_90` into `$OUT_DIR/random/` (`tessera_tests::random`), and the SIMT
//! emulator's libraries of both (`src/simt.rs`).

use std::path::{Path, PathBuf};

use tessera_build::BuildError;
use tessera_build::artifacts::ArtifactError;

#[path = "random_programs.rs"]
mod random_programs;

/// The random programs compiled (programs the front end refuses are skipped, not counted).
const RANDOM_PROGRAMS: usize = 24;
/// The chips the random programs are compiled for: the x86 levels the conformance suite runs
/// and the GPU chip the SIMT emulator (and `cargo xtask gpu-check`) runs.
const RANDOM_CHIPS: [&str; 4] = ["x86-64", "x86-64-v3", "x86-64-v4", "sm_90"];

fn main() {
    let chips = [
        "x86-64",
        "x86-64-v3",
        "x86-64-v4",
        "sm_90",
        "sm_120",
        "gfx1151",
        "gfx1201",
        "gfx11-generic",
        "gfx12-generic",
    ];
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let result = tessera_build::Builder::new()
        .programs_dir("../programs")
        .chips(chips)
        .build()
        .and_then(|built| {
            // The SIMT emulator's libraries (src/simt.rs): the sm_90 mapping run on the host.
            tessera_build::simt::build_libraries(&built.programs, "sm_90", &out.join("simt"))
        })
        .and_then(|_| build_random_programs(&out));
    if let Err(error) = result {
        eprintln!("{error}");
        std::process::exit(1);
    }
}

/// Writes [`RANDOM_PROGRAMS`] random programs (seeds 0, 1, ... past the refused ones) into
/// `<out>/random/programs/`, their sources as a Rust table into `<out>/random/sources.rs`,
/// compiles them with a second builder into `<out>/random/` and adds their SIMT libraries to
/// `<out>/simt/`.
fn build_random_programs(out: &Path) -> Result<(), BuildError> {
    let dir = out.join("random");
    let programs_dir = dir.join("programs");
    let written = |path: &Path, result: std::io::Result<()>| {
        result.map_err(|source| {
            BuildError::from(ArtifactError::Write {
                path: path.to_path_buf(),
                source,
            })
        })
    };
    written(&programs_dir, std::fs::create_dir_all(&programs_dir))?;
    let mut sources = Vec::new();
    let mut seed = 0u64;
    while sources.len() < RANDOM_PROGRAMS {
        let name = format!("random_{seed}");
        let source = random_programs::random_program(seed, &name);
        seed += 1;
        let path = programs_dir.join(format!("{name}.toml"));
        let accepted = tessera_build::spec::parse(&path, &source)
            .is_ok_and(|spec| tessera_build::lower(&spec).is_ok());
        if accepted {
            // Rewritten only when it changes, so the builder's rerun check stays quiet.
            if std::fs::read_to_string(&path).ok().as_deref() != Some(source.as_str()) {
                written(&path, std::fs::write(&path, &source))?;
            }
            sources.push((name, source));
        }
    }
    // Programs of an earlier generator would be compiled too: remove them.
    for entry in std::fs::read_dir(&programs_dir)
        .into_iter()
        .flatten()
        .flatten()
    {
        let stem = entry
            .path()
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned());
        if !sources.iter().any(|(name, _)| Some(name) == stem.as_ref()) {
            written(&entry.path(), std::fs::remove_file(entry.path()))?;
        }
    }
    let table: Vec<String> = sources
        .iter()
        .map(|(name, source)| format!("    ({name:?}, {source:?}),\n"))
        .collect();
    let sources_rs = dir.join("sources.rs");
    written(
        &sources_rs,
        std::fs::write(&sources_rs, format!("&[\n{}]\n", table.concat())),
    )?;
    let built = tessera_build::Builder::new()
        .programs_dir(&programs_dir)
        .chips(RANDOM_CHIPS)
        .out_dir(&dir)
        .build()?;
    tessera_build::simt::build_libraries(&built.programs, "sm_90", &out.join("simt"))?;
    Ok(())
}
