//! The downstream recipe of the README, end to end: `tests/downstream` (a crate that depends on
//! `tessera-build` without its `llvm` feature) builds in release from a kernels folder made by
//! `generate`, with no LLVM crate in its dependency graph, embeds the kernels, samples tokens
//! with the Gumbel-max sampler and runs a Langevin chain on the CPU.

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
        &["gumbel".to_string(), "quadratic".to_string()],
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
    // The sampler ran on an x86 level; its greedy ids are the argmax of each row (the logits
    // are `((i * 7919) % 1000) / 100` for flat index `i`), its sampled ids are tokens.
    let (sampler, langevin) = stdout
        .split_once('\n')
        .unwrap_or_else(|| panic!("{stdout}"));
    let greedy: Vec<i64> = (0..4)
        .map(|row| {
            let value = |v: usize| ((row * 1000 + v) * 7919) % 1000;
            (0..1000)
                .max_by_key(|&v| (value(v), std::cmp::Reverse(v)))
                .unwrap() as i64
        })
        .collect();
    assert!(
        sampler.starts_with("sampler level x86-64")
            && sampler.contains(&format!("greedy {greedy:?}"))
            && sampler.ends_with("next_key [7, 1]"),
        "{stdout}"
    );
    let ids = sampler
        .split("ids [")
        .nth(1)
        .and_then(|rest| rest.split(']').next())
        .unwrap_or_else(|| panic!("{stdout}"));
    let ids: Vec<i64> = ids.split(", ").map(|id| id.parse().unwrap()).collect();
    assert!(
        ids.len() == 4 && ids.iter().all(|id| (0..1000).contains(id)),
        "{stdout}"
    );
    // 200 steps of plain descent toward x: the chain has converged.
    let max_error: f32 = langevin
        .rsplit("max_error ")
        .next()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(|| panic!("{stdout}"));
    assert!(
        langevin.starts_with("langevin level x86-64") && langevin.contains("next_key [7, 200]"),
        "{stdout}"
    );
    assert!(max_error < 1e-5, "{stdout}");
    let _ = std::fs::remove_dir_all(kernels);
}

/// Two builders of one build script writing into two folders link two static libraries: each
/// folder's library has its own name, so neither hides the other on the linker's search path
/// (`tessera-tests` builds its random programs so). The name is the same for the same folder.
#[test]
fn each_output_folder_has_its_own_library_name() {
    let name = |dir: &str| tessera_build::builder::library_name("my-crate", Path::new(dir));
    let first = name("/build/out");
    assert!(
        first.starts_with("tessera_kernels_my_crate_")
            && first.len() == "tessera_kernels_my_crate_".len() + 8,
        "{first}"
    );
    assert_eq!(first, name("/build/out"));
    assert_ne!(first, name("/build/out/random"));
}
