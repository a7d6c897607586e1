//! Prebuilt mode: a build takes its artifacts from a kernels folder made by `generate`,
//! byte for byte what compiling would give, and refuses a folder that does not serve it: a
//! missing chip, a stale program, an altered payload, a newer manifest format.

use std::path::{Path, PathBuf};

use tessera_build::{Builder, generate};

use crate::programs_dir;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tessera-prebuilt-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

const CHIPS: [&str; 3] = ["x86-64", "sm_90", "gfx1151"];

/// A kernels folder for quadratic and rownorm on [`CHIPS`].
fn kernels(name: &str) -> PathBuf {
    let dir = scratch(name);
    let programs = ["quadratic".to_string(), "rownorm".to_string()];
    let chips: Vec<String> = CHIPS.iter().map(|c| c.to_string()).collect();
    generate(&programs_dir(), &programs, &chips, &dir).unwrap_or_else(|e| panic!("{e}"));
    dir
}

fn builder(programs: &Path, kernels: Option<&Path>, out: &Path, chips: &[&str]) -> Builder {
    let b = Builder::new()
        .program(programs.join("quadratic.toml"))
        .program(programs.join("rownorm.toml"))
        .chips(chips.iter().copied())
        .out_dir(out);
    match kernels {
        Some(dir) => b.kernels_dir(dir),
        None => b,
    }
}

#[test]
fn a_prebuilt_build_embeds_exactly_what_compiling_gives() {
    let kernels = kernels("same");
    let prebuilt = builder(
        &programs_dir(),
        Some(&kernels),
        &scratch("same-out"),
        &CHIPS,
    )
    .build()
    .unwrap_or_else(|e| panic!("{e}"));
    let compiled = builder(&programs_dir(), None, &scratch("same-compiled"), &CHIPS)
        .build()
        .unwrap_or_else(|e| panic!("{e}"));
    let digest = |programs: &[tessera_build::CompiledProgram]| -> Vec<(String, String, String)> {
        let mut all: Vec<_> = programs
            .iter()
            .flat_map(|p| {
                p.artifacts
                    .iter()
                    .map(|a| (a.chip.clone(), a.file_name(), a.payload_sha256.clone()))
            })
            .collect();
        all.sort();
        all
    };
    assert_eq!(digest(&prebuilt.programs), digest(&compiled.programs));
    assert!(prebuilt.bindings.is_file());
    let _ = std::fs::remove_dir_all(kernels);
}

#[track_caller]
fn check_refused(programs: &Path, kernels: &Path, chips: &[&str], expected: &str) {
    let err = builder(programs, Some(kernels), &scratch("refused-out"), chips)
        .build()
        .expect_err("refused")
        .to_string();
    assert_eq!(err, expected);
}

#[test]
fn a_folder_that_does_not_serve_the_build_is_refused() {
    let kernels = kernels("refusals");
    // A chip the folder lacks.
    check_refused(
        &programs_dir(),
        &kernels,
        &["x86-64", "sm_120"],
        &format!(
            "2 programs failed:\nthe kernels folder `{0}` has no artifact of program `quadratic` for chip `sm_120`: generate it with \
             `cargo xtask gen --chip sm_120 --program quadratic`\n\nthe kernels folder `{0}` has no artifact of program `rownorm` for \
             chip `sm_120`: generate it with `cargo xtask gen --chip sm_120 --program rownorm`",
            kernels.display()
        ),
    );
    // A program changed since the folder was made.
    let changed = scratch("changed-programs");
    std::fs::create_dir_all(&changed).expect("dir");
    let quadratic = std::fs::read_to_string(programs_dir().join("quadratic.toml")).expect("read");
    std::fs::write(
        changed.join("quadratic.toml"),
        quadratic.replace("0.5 * sum", "0.25 * sum"),
    )
    .expect("write");
    std::fs::copy(
        programs_dir().join("rownorm.toml"),
        changed.join("rownorm.toml"),
    )
    .expect("copy");
    check_refused(
        &changed,
        &kernels,
        &["x86-64"],
        "the x86-64 artifact `x86-64/quadratic.o` of program `quadratic` is stale (it was compiled from a different program, \
         generator or LLVM): regenerate it with `cargo xtask gen --chip x86-64 --program quadratic`",
    );
    // An altered payload.
    let ptx = kernels.join("sm_90/rownorm.ptx");
    let mut bytes = std::fs::read(&ptx).expect("read");
    let last = bytes.len() - 2;
    bytes[last] ^= 1;
    std::fs::write(&ptx, &bytes).expect("write");
    let err = builder(
        &programs_dir(),
        Some(&kernels),
        &scratch("altered-out"),
        &["sm_90"],
    )
    .build()
    .expect_err("refused")
    .to_string();
    assert!(
        err.starts_with("the sm_90 artifact `sm_90/rownorm.ptx` of program `rownorm` does not match its manifest (sha256 ")
            && err.ends_with("): regenerate it with `cargo xtask gen --chip sm_90 --program rownorm`"),
        "{err}"
    );
    // A manifest from a newer format.
    let manifest = kernels.join("manifest.toml");
    let text = std::fs::read_to_string(&manifest).expect("read");
    std::fs::write(
        &manifest,
        text.replace("format_version = 1", "format_version = 2"),
    )
    .expect("write");
    check_refused(
        &programs_dir(),
        &kernels,
        &["x86-64"],
        &format!(
            "`{}`: the kernels folder has manifest format version 2, newer than this version of tessera understands (1): update \
             tessera, or regenerate the folder with this version's `cargo xtask gen`",
            manifest.display()
        ),
    );
    // No manifest at all.
    std::fs::remove_file(&manifest).expect("remove");
    let err = builder(
        &programs_dir(),
        Some(&kernels),
        &scratch("no-manifest-out"),
        &["x86-64"],
    )
    .build()
    .expect_err("refused")
    .to_string();
    assert!(
        err.starts_with(&format!(
            "cannot read the kernels folder's manifest `{}`: ",
            manifest.display()
        )),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(kernels);
    let _ = std::fs::remove_dir_all(changed);
}
