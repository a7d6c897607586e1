//! The back half as a user drives it: `generate` writes a kernels folder and a manifest,
//! byte-identically on every run; bad chips, programs and folders are refused with messages
//! that name them; numeric-contract properties of the emitted code (no FMA, correctly rounded
//! division and square root, no vendor math calls) hold on every target.

use std::path::{Path, PathBuf};

use tessera_build::{codegen, generate, lower, spec, targets};

fn programs_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../programs")
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tessera-it-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn chips() -> Vec<String> {
    targets::known_chips()
        .into_iter()
        .map(String::from)
        .collect()
}

/// Every file under `dir`, relative path -> bytes, sorted.
fn read_tree(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).expect("read dir") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let rel = path
                    .strip_prefix(dir)
                    .expect("prefix")
                    .display()
                    .to_string();
                out.push((rel, std::fs::read(&path).expect("read")));
            }
        }
    }
    out.sort();
    out
}

#[test]
fn generating_twice_gives_byte_identical_kernels_folders() {
    let (a, b) = (scratch("gen-a"), scratch("gen-b"));
    generate(&programs_dir(), &[], &chips(), &a).unwrap_or_else(|e| panic!("{e}"));
    generate(&programs_dir(), &[], &chips(), &b).unwrap_or_else(|e| panic!("{e}"));
    let (tree_a, tree_b) = (read_tree(&a), read_tree(&b));
    let programs = std::fs::read_dir(programs_dir()).expect("programs").count();
    assert_eq!(
        tree_a.len(),
        programs * chips().len() + 1,
        "one payload per program and chip, plus the manifest"
    );
    assert_eq!(tree_a, tree_b);
    let manifest = std::fs::read_to_string(a.join("manifest.toml")).expect("manifest");
    for needle in [
        "format_version = 1",
        "path = \"gfx1151/quadratic.hsaco\"",
        "payload_sha256 = ",
        "llvm_version = \"22.",
        "generator_version = ",
    ] {
        assert!(
            manifest.contains(needle),
            "manifest lacks `{needle}`:\n{manifest}"
        );
    }
    let sha = tessera_build::artifacts::sha256_hex(
        &std::fs::read(a.join("gfx1151/quadratic.hsaco")).expect("hsaco"),
    );
    assert!(
        manifest.contains(&sha),
        "the manifest records the payload's sha256"
    );
    let _ = (std::fs::remove_dir_all(a), std::fs::remove_dir_all(b));
}

#[test]
fn generate_writes_only_the_requested_program_and_chip() {
    let out = scratch("one");
    generate(
        &programs_dir(),
        &["quadratic".to_string()],
        &["gfx1151".to_string()],
        &out,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let files: Vec<String> = read_tree(&out).into_iter().map(|(p, _)| p).collect();
    assert_eq!(files, ["gfx1151/quadratic.hsaco", "manifest.toml"]);
    let _ = std::fs::remove_dir_all(out);
}

#[track_caller]
fn check_generate_error(dir: &Path, programs: &[&str], chips: &[&str], expected: &str) {
    let programs: Vec<String> = programs.iter().map(|s| s.to_string()).collect();
    let chips: Vec<String> = chips.iter().map(|s| s.to_string()).collect();
    let err = generate(dir, &programs, &chips, &scratch("refused")).expect_err("refused");
    assert_eq!(err.to_string(), expected);
}

#[test]
fn bad_generate_requests_are_refused_with_clear_messages() {
    let known = targets::known_chips().join(", ");
    check_generate_error(
        &programs_dir(),
        &[],
        &["gfx9000"],
        &format!("unknown chip `gfx9000`: the known chips are {known}"),
    );
    check_generate_error(
        &programs_dir(),
        &[],
        &[],
        &format!("no chips: name at least one (known chips: {known})"),
    );
    let missing = programs_dir().join("does-not-exist");
    let err = generate(&missing, &[], &["x86-64".to_string()], &scratch("x"))
        .expect_err("refused")
        .to_string();
    assert!(
        err.starts_with(&format!(
            "cannot read the programs folder `{}`: ",
            missing.display()
        )),
        "{err}"
    );
    let dir = programs_dir();
    let mut known: Vec<String> = std::fs::read_dir(&dir)
        .expect("programs")
        .map(|e| {
            e.expect("entry")
                .path()
                .file_stem()
                .expect("stem")
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    known.sort();
    check_generate_error(
        &dir,
        &["nope"],
        &["x86-64"],
        &format!(
            "no program `nope` in `{}`; the programs there are {}",
            dir.display(),
            known.join(", ")
        ),
    );
}

#[test]
fn every_broken_program_in_a_folder_is_reported() {
    let dir = scratch("broken");
    std::fs::create_dir_all(&dir).expect("dir");
    let good = std::fs::read_to_string(programs_dir().join("quadratic.toml")).expect("read");
    std::fs::write(dir.join("a_good.toml"), &good).expect("write");
    std::fs::write(
        dir.join("b_bad.toml"),
        good.replace("name = \"quadratic\"", "name = \"b\"")
            .replace("(x - y)^2", "(x - z)^2"),
    )
    .expect("write");
    std::fs::write(
        dir.join("c_bad.toml"),
        good.replace("name = \"quadratic\"", "name = \"c\"")
            .replace("\"langevin\"", "\"diffusion\""),
    )
    .expect("write");
    let err = generate(&dir, &[], &["x86-64".to_string()], &scratch("broken-out"))
        .expect_err("refused")
        .to_string();
    assert!(err.starts_with("2 programs failed:"), "{err}");
    assert!(
        err.contains(
            "b_bad.toml:7:26: error: unknown name `z`: expected one of `y` (state), `x` (input)"
        ),
        "{err}"
    );
    assert!(
        err.contains(
            "c_bad.toml:4:8: error: unknown program kind `diffusion`: expected one of `langevin`, `map`, `energy`"
        ),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn an_unwritable_output_folder_is_an_error_naming_it() {
    let blocker = scratch("blocker");
    std::fs::write(&blocker, b"a file, not a folder").expect("write");
    let err = generate(
        &programs_dir(),
        &["quadratic".to_string()],
        &["sm_90".to_string()],
        &blocker,
    )
    .expect_err("refused")
    .to_string();
    assert!(
        err.starts_with(&format!("cannot write `{}", blocker.display())),
        "{err}"
    );
    let _ = std::fs::remove_file(blocker);
}

/// The numeric contract, as visible in the emitted code of every program on every target.
#[test]
fn emitted_code_keeps_the_numeric_contract() {
    for entry in std::fs::read_dir(programs_dir()).expect("programs") {
        let spec = spec::read(&entry.expect("entry").path()).unwrap_or_else(|e| panic!("{e}"));
        let (_, program) = lower(&spec).unwrap_or_else(|e| panic!("{e}"));
        for target in targets::TARGETS {
            let out = codegen::compile(&program, *target).unwrap_or_else(|e| panic!("{e}"));
            let chip = target.chip();
            for fast in [
                " fast ",
                " contract ",
                " afn ",
                " reassoc ",
                "!fpmath",
                "llvm.fma",
                "llvm.fmuladd",
            ] {
                assert!(
                    !out.llvm_ir_optimized.contains(fast),
                    "{}/{chip}: optimised IR contains `{fast}`",
                    spec.name
                );
            }
            // No call may leave the kernel: the math library is inlined IEEE arithmetic.
            for line in out
                .llvm_ir_optimized
                .lines()
                .filter(|l| l.starts_with("declare "))
            {
                assert!(
                    line.contains(" @llvm."),
                    "{}/{chip}: an external function: {line}",
                    spec.name
                );
            }
            match target.family() {
                targets::Family::Nvptx => {
                    for op in [
                        "fma.",
                        "mad.",
                        "div.approx",
                        "div.full",
                        "sqrt.approx",
                        "ex2.approx",
                        "lg2.approx",
                        ".ftz",
                    ] {
                        assert!(
                            !out.assembly.contains(op),
                            "{}/{chip}: PTX contains `{op}`",
                            spec.name
                        );
                    }
                    // The noise's Box-Muller takes a correctly rounded f64 square root.
                    if program.uses_noise() {
                        assert!(
                            out.assembly.contains("sqrt.rn.f64"),
                            "{}/{chip}: correctly rounded f64 sqrt",
                            spec.name
                        );
                    }
                }
                targets::Family::X86 => {
                    for op in ["vfmadd", "vfmsub", "vfnmadd", "call\tlog", "call\tcos"] {
                        assert!(
                            !out.assembly.contains(op),
                            "{}/{chip}: x86 contains `{op}`",
                            spec.name
                        );
                    }
                }
                targets::Family::Amdgpu => {
                    assert!(
                        out.assembly
                            .contains(&format!(".amdgcn_target \"amdgcn-amd-amdhsa--{chip}\"")),
                        "{}/{chip}",
                        spec.name
                    );
                }
            }
        }
    }
}
