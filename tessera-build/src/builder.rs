//! The ways to run the pipeline: [`Builder`] from a consumer's `build.rs` (kernels embedded in
//! the crate, compiled through LLVM or, in prebuilt mode, taken from a kernels folder and
//! checked against the programs), and [`generate`] / [`check`] for `cargo xtask gen` (a
//! shippable kernels folder). Compiling needs the `llvm` feature; prebuilt mode does not.

use std::path::{Path, PathBuf};
#[cfg(feature = "llvm")]
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::artifacts;
#[cfg(feature = "llvm")]
use crate::artifacts::Artifact;
use crate::spec::{self, ProgramSpec};
use crate::targets::{self, Family, Format, Target};
use crate::{BuildError, CompiledProgram, bindings, prebuilt, tools};
#[cfg(feature = "llvm")]
use crate::{codegen, compile_program};

/// Compiles energy programs from a `build.rs` and writes `$OUT_DIR/tessera_kernels.rs`.
///
/// ```no_run
/// // build.rs
/// tessera_build::Builder::new()
///     .programs_dir("programs")
///     .chips(["x86-64", "x86-64-v3", "x86-64-v4", "sm_90", "gfx1151"])
///     .build()
///     .unwrap_or_else(|e| panic!("{e}"));
/// ```
/// and in the crate: `include!(concat!(env!("OUT_DIR"), "/tessera_kernels.rs"));`
#[derive(Debug, Default, Clone)]
pub struct Builder {
    programs: Vec<PathBuf>,
    dirs: Vec<PathBuf>,
    chips: Vec<String>,
    out_dir: Option<PathBuf>,
    kernels_dir: Option<PathBuf>,
}

/// What a build produced.
#[derive(Debug)]
pub struct BuildOutput {
    /// The generated Rust module.
    pub bindings: PathBuf,
    pub programs: Vec<CompiledProgram>,
}

impl Builder {
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds one program file.
    pub fn program(mut self, path: impl Into<PathBuf>) -> Self {
        self.programs.push(path.into());
        self
    }

    /// Adds every `*.toml` file of a folder (sorted by name).
    pub fn programs_dir(mut self, dir: impl Into<PathBuf>) -> Self {
        self.dirs.push(dir.into());
        self
    }

    /// The chips to compile for (see `tessera_build::targets::known_chips`).
    pub fn chips<I, S>(mut self, chips: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        self.chips.extend(chips.into_iter().map(Into::into));
        self
    }

    /// Prebuilt mode: take the artifacts from a kernels folder made by `cargo xtask gen`
    /// instead of compiling, after checking each one's fingerprint against the programs (a
    /// stale or missing artifact is an error naming the program, the chip and the command that
    /// regenerates it). Needs no LLVM.
    pub fn kernels_dir(mut self, dir: impl Into<PathBuf>) -> Self {
        self.kernels_dir = Some(dir.into());
        self
    }

    /// Where to write (default: `$OUT_DIR`).
    pub fn out_dir(mut self, dir: impl Into<PathBuf>) -> Self {
        self.out_dir = Some(dir.into());
        self
    }

    /// Runs the pipeline, writes the payloads, the static library of x86 kernels and the
    /// bindings, and prints the `cargo::` instructions (link the library; rerun when a
    /// program changes).
    pub fn build(self) -> Result<BuildOutput, BuildError> {
        let out = self
            .out_dir
            .clone()
            .unwrap_or_else(build_rs::input::out_dir);
        let files = program_files(&self.programs, &self.dirs)?;
        for dir in &self.dirs {
            build_rs::output::rerun_if_changed(dir);
        }
        for file in &files {
            build_rs::output::rerun_if_changed(file);
        }
        build_rs::output::rerun_if_env_changed("TESSERA_DUMP_DIR");
        build_rs::output::rerun_if_env_changed(tools::PTXAS_ENV);
        build_rs::output::rerun_if_env_changed(tools::LLD_ENV);
        let targets = lookup_chips(&self.chips)?;
        if let Some(note) = no_ptxas_note(&targets) {
            build_rs::output::warning(&note);
        }
        let chips: Vec<&str> = targets.iter().map(|t| t.chip()).collect();
        let (programs, llvm_version) = match &self.kernels_dir {
            Some(dir) => {
                build_rs::output::rerun_if_changed(dir.join("manifest.toml"));
                let manifest = prebuilt::read_manifest(dir)?;
                let programs = for_every_program(&files, |spec| {
                    prebuilt::load_program(spec, &targets, dir, &manifest)
                })?;
                (programs, manifest.llvm_version)
            }
            None => compile_everything(&files, &targets, &out.join("tessera-scratch"))?,
        };

        let payload_dir = out.join("tessera");
        let mut objects = Vec::new();
        let mut program_bindings = Vec::new();
        for compiled in &programs {
            for a in &compiled.artifacts {
                match a.format {
                    Format::Object => {
                        objects.push((format!("{}.{}.o", a.program, a.chip), a.payload.clone()))
                    }
                    Format::Ptx | Format::Cubin | Format::Hsaco => {
                        write(&payload_dir.join(&a.chip).join(a.file_name()), &a.payload)?
                    }
                }
            }
            let spec = &compiled.spec;
            program_bindings.push(bindings::program(
                spec,
                &compiled.row_program,
                &compiled.artifacts,
                &payload_dir,
            ));
        }
        if !objects.is_empty() {
            let lib_name = library_name(&std::env::var("CARGO_PKG_NAME").unwrap_or_default(), &out);
            write(
                &out.join(format!("lib{lib_name}.a")),
                &artifacts::static_library(&objects),
            )?;
            build_rs::output::rustc_link_search_kind("native", &out);
            build_rs::output::rustc_link_lib_kind("static", &lib_name);
        }
        let bindings_path = out.join("tessera_kernels.rs");
        write(
            &bindings_path,
            bindings::render(&program_bindings, &chips, &llvm_version).as_bytes(),
        )?;
        Ok(BuildOutput {
            bindings: bindings_path,
            programs,
        })
    }
}

/// The name of the static library of x86 kernels a build writes into `out` for package
/// `package`: `tessera_kernels_<package>_<8 hex digits of the sha256 of out>`, so that two
/// builders of one build script, writing into two folders (`Builder::out_dir`), link two
/// libraries and neither hides the other on the linker's search path.
pub fn library_name(package: &str, out: &Path) -> String {
    let digest = artifacts::sha256_hex(out.as_os_str().as_encoded_bytes());
    format!(
        "tessera_kernels_{}_{}",
        package.replace('-', "_"),
        &digest[..8]
    )
}

/// Compiles `programs` (by name; all when empty) from `programs_dir` for `chips` and writes
/// `<out>/<chip>/<program>.<ext>` and `<out>/manifest.toml`. Returns the manifest's path.
#[cfg(feature = "llvm")]
pub fn generate(
    programs_dir: &Path,
    programs: &[String],
    chips: &[String],
    out: &Path,
) -> Result<PathBuf, BuildError> {
    let targets = lookup_chips(chips)?;
    let mut files = program_files(&[], &[programs_dir.to_path_buf()])?;
    if !programs.is_empty() {
        let stem = |p: &PathBuf| {
            p.file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default()
        };
        for wanted in programs {
            if !files.iter().any(|f| &stem(f) == wanted) {
                let known: Vec<String> = files.iter().map(stem).collect();
                return Err(BuildError::UnknownProgram {
                    name: wanted.clone(),
                    dir: programs_dir.to_path_buf(),
                    known: known.join(", "),
                });
            }
        }
        files.retain(|f| programs.contains(&stem(f)));
    }
    // One scratch folder per call: calls may run concurrently in one process.
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let scratch = std::env::temp_dir().join(format!(
        "tessera-gen-{}-{}",
        std::process::id(),
        CALLS.fetch_add(1, Ordering::Relaxed)
    ));
    let compiled = compile_all(&files, &targets, &scratch, true)?;
    let all: Vec<Artifact> = compiled.into_iter().flat_map(|c| c.artifacts).collect();
    Ok(artifacts::write_kernels_dir(
        out,
        &all,
        &codegen::llvm_version(),
    )?)
}

/// The note that the kernels folder `out` holds artifact files its manifest does not list, or
/// `None`: a generation's manifest lists what that generation wrote, so after one of some
/// chips or programs, the files of an earlier, wider one stay beside it unlisted (a build from
/// the folder takes only what the manifest lists). Nothing is deleted; the note says how to
/// regenerate the whole folder.
pub fn unlisted_files_note(out: &Path) -> Option<String> {
    let text = std::fs::read_to_string(out.join("manifest.toml")).ok()?;
    let manifest = tessera_rt::manifest::Manifest::parse(&text).ok()?;
    let unlisted: Vec<String> = files_under(out)
        .into_iter()
        .map(|p| p.to_string_lossy().replace('\\', "/"))
        .filter(|p| p != "manifest.toml" && !p.ends_with(".md"))
        .filter(|p| !manifest.artifact.iter().any(|a| &a.path == p))
        .collect();
    let (first, rest) = (unlisted.first()?, unlisted.len() - 1);
    let more = match rest {
        0 => String::new(),
        n => format!(" and {n} more"),
    };
    Some(format!(
        "{} holds files its manifest does not list ({first}{more}): an earlier generation's, \
         which a build from the folder ignores; `cargo xtask gen` with no --chip and no \
         --program regenerates the whole folder",
        out.display()
    ))
}

/// The one-line note that `chips` get PTX only because no `ptxas` was found; `None` when no
/// NVIDIA chip is among them or `ptxas` is there (each NVIDIA chip then also gets a cubin).
pub fn no_ptxas_note(chips: &[&'static dyn Target]) -> Option<String> {
    let nvidia: Vec<&str> = chips
        .iter()
        .filter(|t| t.family() == Family::Nvptx)
        .map(|t| t.chip())
        .collect();
    if nvidia.is_empty() || tools::find_ptxas().is_some() {
        return None;
    }
    Some(format!(
        "ptxas not found (looked at {}): the NVIDIA chips ({}) get PTX only, no cubin (the CUDA \
         driver JIT-compiles PTX at load time); to get cubins: {}",
        tools::PTXAS_SEARCH,
        nvidia.join(", "),
        tools::PTXAS_HINT
    ))
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), BuildError> {
    let fail = |source| {
        BuildError::Artifact(artifacts::ArtifactError::Write {
            path: path.to_path_buf(),
            source,
        })
    };
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(fail)?;
    }
    std::fs::write(path, bytes).map_err(fail)
}

fn lookup_chips(chips: &[String]) -> Result<Vec<&'static dyn Target>, BuildError> {
    if chips.is_empty() {
        return Err(BuildError::NoChips);
    }
    let mut targets: Vec<&'static dyn Target> = Vec::new();
    for chip in chips {
        let target = targets::lookup(chip)?;
        if !targets.iter().any(|t| t.chip() == target.chip()) {
            targets.push(target);
        }
    }
    Ok(targets)
}

/// The program files: explicit ones, then every `*.toml` of each folder, sorted.
fn program_files(programs: &[PathBuf], dirs: &[PathBuf]) -> Result<Vec<PathBuf>, BuildError> {
    let mut files = programs.to_vec();
    for dir in dirs {
        let entries = std::fs::read_dir(dir).map_err(|source| BuildError::ProgramsDir {
            path: dir.clone(),
            source,
        })?;
        let mut found: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "toml"))
            .collect();
        found.sort();
        if found.is_empty() {
            return Err(BuildError::NoPrograms { path: dir.clone() });
        }
        files.extend(found);
    }
    Ok(files)
}

/// Reads every program (reporting every broken one, not just the first), then runs `each` on
/// every valid one, collecting every failure.
fn for_every_program(
    files: &[PathBuf],
    mut each: impl FnMut(ProgramSpec) -> Result<CompiledProgram, BuildError>,
) -> Result<Vec<CompiledProgram>, BuildError> {
    let mut specs: Vec<ProgramSpec> = Vec::new();
    let mut errors = Vec::new();
    for file in files {
        match spec::read(file) {
            Ok(spec) => {
                if let Some(first) = specs.iter().find(|s| s.name == spec.name) {
                    errors.push(BuildError::DuplicateProgram {
                        name: spec.name.clone(),
                        first: first.file.clone(),
                        second: file.clone(),
                    });
                } else {
                    specs.push(spec);
                }
            }
            Err(diagnostic) => errors.push(diagnostic.into()),
        }
    }
    let mut done = Vec::new();
    for spec in specs {
        match each(spec) {
            Ok(c) => done.push(c),
            Err(e) => errors.push(e),
        }
    }
    match errors.len() {
        0 => Ok(done),
        1 => Err(errors.remove(0)),
        _ => Err(BuildError::Several(errors)),
    }
}

/// Compiles every program through LLVM; returns them and the LLVM version.
#[cfg(feature = "llvm")]
fn compile_everything(
    files: &[PathBuf],
    targets: &[&'static dyn Target],
    scratch: &Path,
) -> Result<(Vec<CompiledProgram>, String), BuildError> {
    Ok((
        compile_all(files, targets, scratch, false)?,
        codegen::llvm_version(),
    ))
}

/// Without the `llvm` feature only prebuilt mode builds.
#[cfg(not(feature = "llvm"))]
fn compile_everything(
    _: &[PathBuf],
    _: &[&'static dyn Target],
    _: &Path,
) -> Result<(Vec<CompiledProgram>, String), BuildError> {
    Err(BuildError::NoLlvm)
}

/// Reads and compiles every program (each program's chips in parallel). With `progress`, a
/// line on stderr says when each program is done.
#[cfg(feature = "llvm")]
fn compile_all(
    files: &[PathBuf],
    targets: &[&'static dyn Target],
    scratch: &Path,
    progress: bool,
) -> Result<Vec<CompiledProgram>, BuildError> {
    let total = files.len();
    let mut done = 0;
    let result = for_every_program(files, |spec| {
        let (name, started) = (spec.name.clone(), std::time::Instant::now());
        let compiled = compile_program(spec, targets, scratch);
        done += 1;
        if progress {
            let outcome = match &compiled {
                Ok(c) => format!("{} artifacts", c.artifacts.len()),
                Err(_) => "failed".to_string(),
            };
            eprintln!(
                "[{done}/{total}] {name}: {outcome} in {:.1} s",
                started.elapsed().as_secs_f64()
            );
        }
        compiled
    });
    let _ = std::fs::remove_dir_all(scratch);
    result
}

/// Fails when `out` is not what [`generate`] would write now for the same programs and chips
/// (a file differs, is missing or is extra), naming the files and the command that refreshes
/// the folder. Generates into a private folder; `out` is not touched.
#[cfg(feature = "llvm")]
pub fn check(
    programs_dir: &Path,
    programs: &[String],
    chips: &[String],
    out: &Path,
) -> Result<(), BuildError> {
    static CHECKS: AtomicUsize = AtomicUsize::new(0);
    let fresh = std::env::temp_dir().join(format!(
        "tessera-check-{}-{}",
        std::process::id(),
        CHECKS.fetch_add(1, Ordering::Relaxed)
    ));
    let result =
        generate(programs_dir, programs, chips, &fresh).map(|_| compare_kernels_dirs(&fresh, out));
    let _ = std::fs::remove_dir_all(&fresh);
    let differences = result?;
    if differences.is_empty() {
        return Ok(());
    }
    let mut command = String::from("cargo xtask gen");
    for chip in chips {
        command.push_str(&format!(" --chip {chip}"));
    }
    for program in programs {
        command.push_str(&format!(" --program {program}"));
    }
    Err(BuildError::Stale {
        dir: out.to_path_buf(),
        differences,
        command,
    })
}

/// Every relative file path under `dir`, sorted (empty when `dir` does not exist).
fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(folder) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&folder) else {
            continue;
        };
        for path in entries.filter_map(|e| e.ok().map(|e| e.path())) {
            if path.is_dir() {
                stack.push(path);
            } else if let Ok(relative) = path.strip_prefix(dir) {
                files.push(relative.to_path_buf());
            }
        }
    }
    files.sort();
    files
}

/// What differs between a fresh generation and `out`, one line per file. Files that
/// `generate` never writes (a README) are not compared.
pub fn compare_kernels_dirs(fresh: &Path, out: &Path) -> Vec<String> {
    let fresh_files = files_under(fresh);
    let out_files: Vec<PathBuf> = files_under(out)
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e != "md"))
        .collect();
    let mut differences = Vec::new();
    for file in &fresh_files {
        let name = file.display();
        match std::fs::read(out.join(file)) {
            Err(_) => differences.push(format!("{name}: missing")),
            Ok(bytes) if bytes != std::fs::read(fresh.join(file)).unwrap_or_default() => {
                differences.push(format!("{name}: stale"))
            }
            Ok(_) => {}
        }
    }
    for file in out_files.iter().filter(|f| !fresh_files.contains(f)) {
        differences.push(format!(
            "{}: not generated by these programs and chips",
            file.display()
        ));
    }
    differences
}
