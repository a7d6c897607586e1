//! The back half as a user drives it: `generate` writes a kernels folder and a manifest,
//! byte-identically on every run; bad chips, programs and folders are refused with messages
//! that name them; numeric-contract properties of the emitted code (no FMA, correctly rounded
//! division and square root, no vendor math calls) hold on every target.

use std::path::{Path, PathBuf};

use tessera_build::artifacts::{self, ArtifactError, Compat};
use tessera_build::{codegen, generate, lower, rows, spec, targets, tools};

use crate::programs_dir;

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

fn nvidia_chips() -> Vec<String> {
    targets::TARGETS
        .iter()
        .filter(|t| t.family() == targets::Family::Nvptx)
        .map(|t| t.chip().to_string())
        .collect()
}

fn amd_chips() -> Vec<String> {
    targets::TARGETS
        .iter()
        .filter(|t| t.family() == targets::Family::Amdgpu)
        .map(|t| t.chip().to_string())
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

/// The committed `kernels-out/` must be what generating gives now (it is shipped as is).
/// Without `ptxas` here the cubins (and the manifest, which lists them) cannot be compared;
/// the rest still is, and in CI (which installs ptxas) nothing is skipped.
#[track_caller]
fn check_committed_kernels_out(fresh: &Path) {
    let committed = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../kernels-out");
    let mut stale = tessera_build::builder::compare_kernels_dirs(fresh, &committed);
    if tools::find_ptxas().is_none() {
        assert!(
            std::env::var_os("CI").is_none(),
            "ptxas is required in CI: pip install nvidia-cuda-nvcc"
        );
        eprintln!(
            "NOTE: ptxas not found: the committed cubins and manifest of kernels-out/ were not compared"
        );
        stale.retain(|line| !line.contains(".cubin") && !line.starts_with("manifest.toml"));
    }
    assert!(
        stale.is_empty(),
        "kernels-out/ is stale: {}\nrefresh it with `cargo xtask gen`",
        stale.join("; ")
    );
}

#[test]
fn generating_twice_gives_byte_identical_kernels_folders() {
    let (a, b) = (scratch("gen-a"), scratch("gen-b"));
    generate(&programs_dir(), &[], &chips(), &a).unwrap_or_else(|e| panic!("{e}"));
    generate(&programs_dir(), &[], &chips(), &b).unwrap_or_else(|e| panic!("{e}"));
    let (tree_a, tree_b) = (read_tree(&a), read_tree(&b));
    let programs = std::fs::read_dir(programs_dir()).expect("programs").count();
    // With ptxas, each NVIDIA chip also gets a cubin next to its PTX.
    let cubins = if tools::find_ptxas().is_some() {
        nvidia_chips().len()
    } else {
        0
    };
    assert_eq!(
        tree_a.len(),
        programs * (chips().len() + cubins) + 1,
        "one payload per program and chip (and a cubin per NVIDIA chip with ptxas), plus the manifest"
    );
    assert_eq!(tree_a, tree_b);
    check_committed_kernels_out(&a);
    let manifest = std::fs::read_to_string(a.join("manifest.toml")).expect("manifest");
    for needle in [
        "format_version = 1",
        "numeric_policy = \"tessera-v1\"",
        "program_hash = ",
        "fingerprint = ",
        "path = \"gfx1151/quadratic.hsaco\"",
        "path = \"gfx11-generic/quadratic.hsaco\"",
        "path = \"gfx12-generic/quadratic.hsaco\"",
        "[artifact.compat]",
        "code_object_version = ",
        "generic_version = 1",
        "ptx_version = \"7.8\"",
        "ptx_target = \"sm_90\"",
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

#[test]
fn a_narrower_generation_notes_the_files_its_manifest_does_not_list() {
    let out = scratch("narrower");
    let generate_one = |program: &str, chip: &str| {
        generate(&programs_dir(), &[program.into()], &[chip.into()], &out)
            .unwrap_or_else(|e| panic!("{e}"));
    };
    generate_one("quadratic", "gfx1151");
    std::fs::write(out.join("README.md"), "notes").expect("write");
    assert_eq!(tessera_build::builder::unlisted_files_note(&out), None);
    generate_one("rownorm", "gfx1151");
    assert_eq!(
        tessera_build::builder::unlisted_files_note(&out),
        Some(format!(
            "{} holds files its manifest does not list (gfx1151/quadratic.hsaco): an earlier \
             generation's, which a build from the folder ignores; `cargo xtask gen` with no \
             --chip and no --program regenerates the whole folder",
            out.display()
        ))
    );
    generate_one("rownorm", "gfx1201");
    let note = tessera_build::builder::unlisted_files_note(&out).expect("a note");
    assert!(
        note.contains("(gfx1151/quadratic.hsaco and 1 more)"),
        "{note}"
    );
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
            "c_bad.toml:4:8: error: unknown program kind `diffusion`: expected one of `langevin`, `map`, `energy`, `sampler`"
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
            // Nor may the object: the backend lowers some intrinsics to library calls (a
            // large `llvm.memset` or `llvm.memcpy` becomes `memset` or `memcpy`).
            if target.family() == targets::Family::X86 {
                use object::{Object, ObjectSymbol};
                let file = object::File::parse(&*out.object).expect("an x86 object");
                let undefined: Vec<&str> = file
                    .symbols()
                    .filter(|s| s.is_undefined())
                    .filter_map(|s| s.name().ok())
                    .filter(|name| !name.is_empty())
                    .collect();
                assert!(
                    undefined.is_empty(),
                    "{}/{chip}: the object calls {undefined:?}",
                    spec.name
                );
            }
            match target.family() {
                targets::Family::Nvptx => {
                    // Integer multiply-adds (`mad.lo`, `mad.hi`, `mad.wide`: index arithmetic)
                    // are exact; a floating-point `mad` would be a contraction.
                    let float_mad = out.assembly.match_indices("mad.").any(|(at, _)| {
                        let rest = &out.assembly[at + 4..];
                        !["lo.", "hi.", "wide."]
                            .iter()
                            .any(|int| rest.starts_with(int))
                    });
                    assert!(
                        !float_mad,
                        "{}/{chip}: PTX contains a float `mad`",
                        spec.name
                    );
                    for op in [
                        "fma.",
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
                    check_nvptx_step_code(&spec.name, chip, &program, &out);
                    // The noise's Box-Muller takes a correctly rounded square root (f64 under
                    // tessera-v1, f32 under tessera-fast-v1).
                    if program.uses_noise() && program.noise == rows::NoisePolicy::FastV1 {
                        assert!(
                            out.assembly.contains("sqrt.rn.f32"),
                            "{}/{chip}: correctly rounded f32 sqrt",
                            spec.name
                        );
                    } else if program.uses_noise() {
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
                targets::Family::Simt => unreachable!("the emulator is not in TARGETS"),
            }
        }
    }
}

/// What the NVPTX step code keeps out of ptxas's way (`codegen::ops`, `codegen::emit_steps`):
/// the Philox products are 32-bit (`mul.hi.u32` and `mul.lo.s32`, no 64-bit multiply by a
/// Philox multiplier), every f64 constant that SASS cannot take as an immediate (a nonzero
/// low word) comes from constant memory, and the annealed noise scale's square root stays
/// behind its branch in the optimised IR of Langevin programs.
fn check_nvptx_step_code(
    name: &str,
    chip: &str,
    program: &rows::RowProgram,
    out: &codegen::Compiled,
) {
    let ptx = &out.assembly;
    // The multipliers 0xD2511F53 and 0xCD9E8D57, as PTX prints them (signed i32, unsigned).
    let multipliers = ["-766435501", "3528531795", "-845247145", "3449720151"];
    for line in ptx
        .lines()
        .filter(|l| multipliers.iter().any(|m| l.contains(m)))
    {
        let op = line.split_whitespace().next().unwrap_or("");
        assert!(
            ["mul.lo.s32", "mul.hi.u32", "mov.b32"].contains(&op),
            "{name}/{chip}: a Philox multiplier outside a 32-bit product: {line}"
        );
    }
    if program.uses_noise() {
        assert!(
            ptx.contains("mul.hi.u32"),
            "{name}/{chip}: the Philox rounds take `mul.hi.u32`"
        );
    }
    for line in ptx.lines().filter(|l| !l.starts_with(".const ")) {
        for (at, _) in line.match_indices("0d") {
            let digits = line.get(at + 2..at + 18).unwrap_or("");
            if digits.len() == 16 && digits.bytes().all(|b| b.is_ascii_hexdigit()) {
                assert!(
                    digits.ends_with("00000000"),
                    "{name}/{chip}: an f64 immediate with a nonzero low word: {line}"
                );
            }
        }
    }
    if targets::quad_draws(program) {
        // The quads exchange their normals through shared memory between warp barriers, so
        // no lane selects by its place in the quad (`codegen::quad`).
        assert!(
            ptx.contains("bar.warp.sync") && !ptx.contains("shfl.sync"),
            "{name}/{chip}: the quad draw's exchange is shared stores between warp barriers"
        );
    }
    // Workgroups talk through device memory only (a split launch's span count): no fence or
    // atomic of the system scope (`MEMBAR.ALL.SYS` on sm_90, where `.gpu` is `MEMBAR.ALL.GPU`).
    let system = ptx.lines().find(|l| l.contains(".sys"));
    assert!(
        system.is_none(),
        "{name}/{chip}: a system-scope memory operation: {system:?}"
    );
    if program.interface.is_sampler() {
        let counts = ptx
            .lines()
            .filter(|l| l.contains("atom.global.add"))
            .count();
        let fences = ptx
            .lines()
            .filter(|l| l.contains("fence.") && l.contains(".gpu"))
            .count();
        assert!(
            counts > 0 && fences >= 2 * counts,
            "{name}/{chip}: a split launch counts its spans between device-scope fences"
        );
    }
    if program.interface.is_langevin() {
        let ir = &out.llvm_ir_optimized;
        let defines = ir.lines().filter(|l| l.starts_with("define ")).count();
        let branches = ir
            .lines()
            .filter(|l| l.contains("label %anneal.then") && l.contains("!prof"))
            .count();
        assert_eq!(
            branches, defines,
            "{name}/{chip}: every entry keeps the annealed scale behind a weighted branch"
        );
    }
}

#[test]
fn the_generic_amd_targets_are_known() {
    let amd = amd_chips();
    for chip in ["gfx1151", "gfx1201", "gfx11-generic", "gfx12-generic"] {
        assert!(amd.iter().any(|c| c == chip), "{chip} in {amd:?}");
    }
    for chip in &amd {
        assert!(
            targets::amdgpu::elf_mach(chip).is_some(),
            "{chip}: an EF_AMDGPU_MACH value"
        );
        assert_eq!(
            targets::lookup(chip).expect("known").llvm_cpu(),
            chip,
            "the LLVM CPU of {chip}"
        );
    }
}

/// Every HSACO passes the build's header check for its own chip, which records its e_flags,
/// code-object version and generic version; a generic chip's is a code object v6+ with a
/// generic version; a chip's HSACO checked as another chip's is an internal error naming it.
#[test]
fn every_hsaco_is_checked_against_its_chip_and_records_its_compat() {
    let out = scratch("amd");
    generate(
        &programs_dir(),
        &["quadratic".to_string()],
        &amd_chips(),
        &out,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let read = |chip: &str| std::fs::read(out.join(chip).join("quadratic.hsaco")).expect("hsaco");
    for chip in amd_chips() {
        let compat = artifacts::check_hsaco(&chip, &read(&chip)).unwrap_or_else(|e| panic!("{e}"));
        let flags = compat.e_flags.expect("e_flags");
        assert_eq!(
            flags & artifacts::EF_AMDGPU_MACH,
            targets::amdgpu::elf_mach(&chip).expect("mach"),
            "{chip}"
        );
        let version = compat.code_object_version.expect("code object version");
        let generic = compat.generic_version.expect("generic version");
        if targets::amdgpu::is_generic(&chip) {
            assert!(version >= 6, "{chip}: code object v{version}");
            assert!(generic >= 1, "{chip}: generic version {generic}");
            assert_eq!(generic, flags >> 24, "{chip}: EF_AMDGPU_GENERIC_VERSION");
        } else {
            assert_eq!(generic, 0, "{chip}: a specific chip has no generic version");
        }
    }
    let manifest = std::fs::read_to_string(out.join("manifest.toml")).expect("manifest");
    let generic = read("gfx11-generic");
    let compat = artifacts::check_hsaco("gfx11-generic", &generic).expect("checks");
    assert!(
        manifest.contains(&format!(
            "e_flags = {}\ncode_object_version = {}\ngeneric_version = {}",
            compat.e_flags.expect("e_flags"),
            compat.code_object_version.expect("version"),
            compat.generic_version.expect("generic")
        )),
        "{manifest}"
    );
    let mismatch = |chip: &str, bytes: &[u8]| match artifacts::check_hsaco(chip, bytes) {
        Err(e @ ArtifactError::Check { .. }) => e.to_string(),
        other => panic!("{chip}: expected a check failure, got {other:?}"),
    };
    let err = mismatch("gfx12-generic", &generic);
    assert!(
        err.starts_with("internal error (a bug in tessera, please report it): the HSACO for chip `gfx12-generic` has EF_AMDGPU_MACH 0x054"),
        "{err}"
    );
    let err = mismatch("gfx1151", &generic);
    assert!(err.contains("chip `gfx1151`"), "{err}");
    let err = mismatch("gfx11-generic", &read("gfx1151"));
    assert!(err.contains("chip `gfx11-generic`"), "{err}");
    let err = mismatch("gfx1151", b"not an elf file at all");
    assert!(err.contains("is not an ELF file"), "{err}");
    let ptx = codegen_ptx("sm_90");
    let err = mismatch("gfx1151", ptx.as_bytes());
    assert!(err.contains("chip `gfx1151`"), "{err}");
    let _ = std::fs::remove_dir_all(out);
}

fn codegen_ptx(chip: &str) -> String {
    let spec = spec::read(&programs_dir().join("quadratic.toml")).unwrap_or_else(|e| panic!("{e}"));
    let (_, program) = lower(&spec).unwrap_or_else(|e| panic!("{e}"));
    codegen::compile(&program, targets::lookup(chip).expect("chip"))
        .unwrap_or_else(|e| panic!("{e}"))
        .assembly
}

#[test]
fn every_ptx_records_its_version_and_target() {
    // PTX ISA 7.8 needs CUDA 11.8's driver, 8.7 CUDA 12.8's.
    for (chip, version, driver) in [("sm_90", "7.8", "11.8"), ("sm_120", "8.7", "12.8")] {
        let ptx = codegen_ptx(chip);
        let compat = artifacts::check_ptx(chip, ptx.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            compat,
            Compat {
                ptx_version: Some(version.to_string()),
                ptx_min_driver: Some(driver.to_string()),
                ptx_target: Some(chip.to_string()),
                ..Compat::default()
            }
        );
        let other = if chip == "sm_90" { "sm_120" } else { "sm_90" };
        let err = artifacts::check_ptx(other, ptx.as_bytes())
            .expect_err("another chip's PTX")
            .to_string();
        assert!(
            err.ends_with(&format!("the PTX for chip `{other}` targets `{chip}`")),
            "{err}"
        );
    }
}

/// With `ptxas`, every NVIDIA chip gets a cubin next to its PTX: an ELF for EM_CUDA naming its
/// SM, recorded in the manifest. Without it, PTX only (in CI its absence is a failure).
#[test]
fn nvidia_chips_get_a_cubin_when_ptxas_is_found() {
    let out = scratch("nvidia");
    generate(
        &programs_dir(),
        &["quadratic".to_string()],
        &nvidia_chips(),
        &out,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let files: Vec<String> = read_tree(&out).into_iter().map(|(p, _)| p).collect();
    let Some(_) = tools::find_ptxas() else {
        assert!(
            std::env::var_os("CI").is_none(),
            "ptxas is required in CI: pip install nvidia-cuda-nvcc"
        );
        eprintln!(
            "NOTE: ptxas not found ({}): no cubins built",
            tools::PTXAS_HINT
        );
        assert_eq!(
            files,
            [
                "manifest.toml",
                "sm_120/quadratic.ptx",
                "sm_90/quadratic.ptx"
            ]
        );
        return;
    };
    assert_eq!(
        files,
        [
            "manifest.toml",
            "sm_120/quadratic.cubin",
            "sm_120/quadratic.ptx",
            "sm_90/quadratic.cubin",
            "sm_90/quadratic.ptx"
        ]
    );
    let manifest = std::fs::read_to_string(out.join("manifest.toml")).expect("manifest");
    for chip in nvidia_chips() {
        let cubin = std::fs::read(out.join(&chip).join("quadratic.cubin")).expect("cubin");
        let compat = artifacts::check_cubin(&chip, &cubin).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(compat.cubin_sm.as_deref(), Some(chip.as_str()));
        assert!(
            manifest.contains(&format!("path = \"{chip}/quadratic.cubin\"")),
            "{manifest}"
        );
        assert!(
            manifest.contains(&format!("cubin_sm = \"{chip}\"")),
            "{manifest}"
        );
        // The oldest driver that loads it: the major version of the ptxas that wrote it.
        let (major, _) = tessera_rt::select::cubin_toolkit(&cubin).expect("a toolkit note");
        assert_eq!(compat.cubin_min_driver, Some(format!("{major}.0")));
        assert!(
            manifest.contains(&format!("cubin_min_driver = \"{major}.0\"")),
            "{manifest}"
        );
        let other = if chip == "sm_90" { "sm_120" } else { "sm_90" };
        let err = artifacts::check_cubin(other, &cubin)
            .expect_err("another chip's cubin")
            .to_string();
        assert!(
            err.contains(&format!("the cubin for chip `{other}` names {chip}")),
            "{err}"
        );
    }
    let _ = std::fs::remove_dir_all(out);
}

/// Every cubin of the committed manifest records what `ptxas -v` reported for each of its
/// entries (the per-kernel registers and spills the docs cite), in ptxas's order.
#[test]
fn every_committed_cubin_records_its_entries_registers_and_spills() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../kernels-out/manifest.toml");
    let text = std::fs::read_to_string(&path).expect("kernels-out/manifest.toml");
    let manifest = tessera_rt::manifest::Manifest::parse(&text).unwrap_or_else(|e| panic!("{e}"));
    let cubins: Vec<_> = manifest
        .artifact
        .iter()
        .filter(|a| a.payload_kind == "cubin")
        .collect();
    assert!(!cubins.is_empty(), "no cubin in {}", path.display());
    for cubin in cubins {
        let resources = cubin.compat.cubin_resources.as_deref().unwrap_or_default();
        let mut recorded: Vec<&str> = resources.iter().map(|r| r.entry.as_str()).collect();
        let mut entries: Vec<&str> = cubin.entries.iter().map(|e| e.entry.as_str()).collect();
        recorded.sort_unstable();
        entries.sort_unstable();
        assert_eq!(recorded, entries, "{}", cubin.path);
        for r in resources {
            assert!(r.registers > 0, "{}: {r:?}", cubin.path);
            // Spilled registers live in the stack frame (ptxas counts the bytes its spill
            // instructions move, which may store one slot more than once, so the frame can be
            // smaller than the stores).
            assert!(
                r.spill_store_bytes == 0 || r.stack_frame_bytes > 0,
                "{}: {r:?}",
                cubin.path
            );
            // The ABI record's shared memory is the kernel's: `targets::kernel_abi` sizes the
            // shared arrays the emitter declares.
            let record = cubin
                .entries
                .iter()
                .find(|e| e.entry == r.entry)
                .expect("a record per entry");
            assert_eq!(
                record.shared_bytes, r.shared_bytes,
                "{}: {}: the record's shared bytes, ptxas's",
                cubin.path, r.entry
            );
        }
    }
}

#[test]
fn ptxas_reports_are_read_entry_by_entry() {
    let report = "\
ptxas info    : 0 bytes gmem
ptxas info    : Compiling entry function 'tessera_a_w8192' for 'sm_90'
ptxas info    : Function properties for tessera_a_w8192
    64 bytes stack frame, 60 bytes spill stores, 84 bytes spill loads
ptxas info    : Used 64 registers, used 0 barriers, 64 bytes cumulative stack size
ptxas info    : Compile time = 78.560 ms
ptxas info    : Compiling entry function 'tessera_a_w256' for 'sm_90'
ptxas info    : Function properties for tessera_a_w256
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 46 registers, used 1 barriers, 1040 bytes smem, 400 bytes cmem[0]
ptxas info    : Compiling entry function 'tessera_a_wide' for 'sm_90'
ptxas info    : Used 12 registers
";
    let parsed = artifacts::parse_ptxas_resources(report);
    let entry = |entry: &str, registers, spill_store_bytes, spill_load_bytes, stack, shared| {
        artifacts::EntryResources {
            entry: entry.to_string(),
            registers,
            spill_store_bytes,
            spill_load_bytes,
            stack_frame_bytes: stack,
            shared_bytes: shared,
        }
    };
    assert_eq!(
        parsed,
        [
            entry("tessera_a_w8192", 64, 60, 84, 64, 0),
            entry("tessera_a_w256", 46, 0, 0, 0, 1040),
            entry("tessera_a_wide", 12, 0, 0, 0, 0),
        ]
    );
    assert_eq!(artifacts::parse_ptxas_resources("no entries here"), []);
}

#[test]
fn ptxas_is_looked_for_in_order() {
    let path_var = std::env::join_paths(["/opt/a", "/opt/b"]).expect("paths");
    let found: Vec<String> = tools::ptxas_candidates(
        Some(std::ffi::OsStr::new("/x/ptxas")),
        Some(&path_var),
        &[PathBuf::from("/site")],
    )
    .iter()
    .map(|p| p.display().to_string())
    .collect();
    assert_eq!(
        found,
        [
            "/x/ptxas",
            "/opt/a/ptxas",
            "/opt/b/ptxas",
            "/usr/local/cuda/bin/ptxas",
            "/site/nvidia/cu13/bin/ptxas",
            "/site/nvidia/cuda_nvcc/bin/ptxas",
        ]
    );
    assert_eq!(
        tools::ptxas_candidates(Some(std::ffi::OsStr::new("")), None, &[]),
        [PathBuf::from("/usr/local/cuda/bin/ptxas")]
    );
}

/// Program hashes follow the canonical spec (not its layout); fingerprints follow everything
/// that determines a payload, chip included.
#[test]
fn identities_follow_the_program_and_the_compilation() {
    use tessera_build::artifacts::Identity;
    let text = std::fs::read_to_string(programs_dir().join("quadratic.toml")).expect("read");
    let identity = |source: &str, chip: &str| {
        let spec = spec::parse(std::path::Path::new("quadratic.toml"), source)
            .unwrap_or_else(|e| panic!("{e}"));
        let (_, program) = lower(&spec).unwrap_or_else(|e| panic!("{e}"));
        Identity::new(
            &spec,
            &program,
            targets::lookup(chip).expect("chip"),
            "22.1.8",
        )
    };
    let base = identity(&text, "sm_90");
    assert_eq!(base.numeric_policy, "tessera-v1");
    assert_eq!(base.program_hash.len(), 64);
    // A comment or a reformatting changes neither.
    let commented = format!("# a comment\n{}", text.replace("energy = ", "energy =  "));
    assert_eq!(identity(&commented, "sm_90"), base);
    // Another chip: same program, another compilation.
    let other_chip = identity(&text, "sm_120");
    assert_eq!(other_chip.program_hash, base.program_hash);
    assert_ne!(other_chip.fingerprint, base.fingerprint);
    // Another energy: another program.
    let changed = identity(&text.replace("0.5 * sum", "0.25 * sum"), "sm_90");
    assert_ne!(changed.program_hash, base.program_hash);
    assert_ne!(changed.fingerprint, base.fingerprint);
    // Another LLVM: the same program, another compilation.
    let spec = spec::parse(std::path::Path::new("quadratic.toml"), &text).expect("parses");
    let (_, program) = lower(&spec).expect("lowers");
    let other_llvm = Identity::new(
        &spec,
        &program,
        targets::lookup("sm_90").expect("chip"),
        "23.0.0",
    );
    assert_eq!(other_llvm.program_hash, base.program_hash);
    assert_ne!(other_llvm.fingerprint, base.fingerprint);
}

/// `check` passes on a fresh folder and names every stale, missing or extra file, with the
/// command that refreshes the folder.
#[test]
fn check_reports_every_stale_missing_and_extra_file() {
    let (programs, chips) = (
        vec!["quadratic".to_string()],
        vec!["x86-64".to_string(), "sm_90".to_string()],
    );
    let out = scratch("check");
    generate(&programs_dir(), &programs, &chips, &out).unwrap_or_else(|e| panic!("{e}"));
    tessera_build::check(&programs_dir(), &programs, &chips, &out)
        .unwrap_or_else(|e| panic!("a fresh folder is up to date: {e}"));
    // A README beside the artifacts is not the generator's and is not compared.
    std::fs::write(out.join("README.md"), "notes").expect("write");
    tessera_build::check(&programs_dir(), &programs, &chips, &out)
        .unwrap_or_else(|e| panic!("{e}"));
    let mut ptx = std::fs::read(out.join("sm_90/quadratic.ptx")).expect("read");
    ptx.push(b'\n');
    std::fs::write(out.join("sm_90/quadratic.ptx"), ptx).expect("write");
    std::fs::remove_file(out.join("x86-64/quadratic.o")).expect("remove");
    std::fs::write(out.join("x86-64/old.o"), b"stale").expect("write");
    let err = tessera_build::check(&programs_dir(), &programs, &chips, &out)
        .expect_err("stale")
        .to_string();
    assert_eq!(
        err,
        format!(
            "`{}` is stale: sm_90/quadratic.ptx: stale; x86-64/quadratic.o: missing; x86-64/old.o: not generated by these programs and chips\n\
             refresh it with `cargo xtask gen --chip x86-64 --chip sm_90 --program quadratic`",
            out.display()
        )
    );
    let _ = std::fs::remove_dir_all(out);
}

/// The register entries' workgroups of `name` on sm_90: `(width, lanes)` per `_w<width>` entry
/// (packed and wide entries left out).
fn register_entry_lanes(name: &str) -> Vec<(u64, u32)> {
    let spec =
        spec::read(&programs_dir().join(format!("{name}.toml"))).unwrap_or_else(|e| panic!("{e}"));
    let (_, program) = lower(&spec).unwrap_or_else(|e| panic!("{e}"));
    let sm90 = targets::lookup("sm_90").expect("sm_90");
    targets::kernel_abis(sm90, &program)
        .into_iter()
        .filter(|abi| abi.max_features != u64::MAX && abi.max_features >= 256)
        .map(|abi| (abi.max_features, abi.block_lanes))
        .collect()
}

#[test]
fn sequential_sum_programs_run_rows_up_to_2048_features_in_256_lane_workgroups() {
    // Lane 0 folds a sequential sum alone while the rest of its workgroup waits; 256-lane
    // workgroups leave a multiprocessor room for other rows meanwhile
    // (`targets::GPU_SUM_VARIANTS`). Programs without such a sum, and the sampler (whose search
    // keeps keys and weights per lane), keep one feature per lane up to 1024 features.
    let sum_shapes = [
        (256, 256),
        (512, 256),
        (1024, 256),
        (2048, 256),
        (4096, 1024),
        (8192, 1024),
    ];
    for name in [
        "sphere_align",
        "tether",
        "rownorm",
        "well_energy",
        "softmax_pull",
    ] {
        assert_eq!(register_entry_lanes(name), sum_shapes, "{name}");
    }
    let plain_shapes = [
        (256, 256),
        (512, 512),
        (1024, 1024),
        (2048, 1024),
        (4096, 1024),
        (8192, 1024),
    ];
    for name in ["quadratic", "double_well", "tether_pairwise"] {
        assert_eq!(register_entry_lanes(name), plain_shapes, "{name}");
    }
    // The sampler's register entries stop at 4096 tokens (shared memory).
    for name in ["gumbel", "gumbel_pairwise"] {
        assert_eq!(register_entry_lanes(name), plain_shapes[..5], "{name}");
    }
}
