//! The downstream recipe of the README, end to end: `tests/downstream` (a crate that depends on
//! `tessera-build` without its `llvm` feature) builds in release from a kernels folder made by
//! `generate`, with no LLVM crate in its dependency graph, embeds the kernels, and runs a chain
//! on the CPU.

use std::path::{Path, PathBuf};
use std::process::Command;

use tessera_build::generate;

fn repository() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn cargo() -> Command {
    let mut command = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()));
    // The downstream build must not be able to find LLVM even if it looked for it.
    command.env_remove("LLVM_SYS_221_PREFIX");
    command
}

#[track_caller]
fn run(command: &mut Command) -> String {
    let output = command.output().expect("run cargo");
    assert!(
        output.status.success(),
        "{command:?} failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn a_release_build_needs_no_llvm() {
    let manifest = repository().join("tests/downstream/Cargo.toml");
    let tree = run(cargo()
        .args([
            "tree",
            "--edges",
            "normal,build",
            "--prefix",
            "none",
            "--manifest-path",
        ])
        .arg(&manifest));
    assert!(tree.contains("tessera-build v"), "{tree}");
    for llvm in ["llvm-sys", "inkwell"] {
        assert!(
            !tree.contains(llvm),
            "the downstream crate depends on {llvm}:\n{tree}"
        );
    }
    let kernels = std::env::temp_dir().join(format!("tessera-downstream-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&kernels);
    let chips: Vec<String> = ["x86-64", "x86-64-v3", "x86-64-v4"]
        .map(String::from)
        .to_vec();
    generate(
        &repository().join("programs"),
        &["quadratic".to_string()],
        &chips,
        &kernels,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let target = repository().join("target/downstream");
    run(cargo()
        .args(["build", "--release", "--quiet", "--manifest-path"])
        .arg(&manifest)
        .env("TESSERA_KERNELS_DIR", &kernels)
        .env("CARGO_TARGET_DIR", &target));
    let binary: &Path = &target.join("release/tessera-downstream-example");
    let stdout = run(&mut Command::new(binary));
    // 200 steps of plain descent toward x: the chain has converged.
    let max_error: f32 = stdout
        .rsplit("max_error ")
        .next()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(|| panic!("{stdout}"));
    assert!(
        stdout.starts_with("level x86-64") && stdout.contains("next_key [7, 200]"),
        "{stdout}"
    );
    assert!(max_error < 1e-5, "{stdout}");
    let _ = std::fs::remove_dir_all(kernels);
}
