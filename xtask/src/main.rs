//! `cargo xtask`: the project's tasks that are not plain `cargo build` / `cargo test`.
//!
//! * `setup` makes sure the LLVM 22 toolchain is installed and reports whether `ptxas` is there;
//! * `test` runs `setup`, then `cargo test --workspace`, then `cargo test -p tessera-rt
//!   --features rocm` (the AMD driver layer) when the HIP headers are installed, and names the
//!   x86 levels whose kernels this CPU could not run;
//! * `gen` runs `setup`, then the generator CLI (`tessera-gen`) that writes `kernels-out/`;
//! * `gpu-check` prepares and runs the GPU conformance suite and GPU benchmark;
//! * `bench` runs the CPU throughput benchmark (kernel, interpreter, NumPy, PyTorch).
//!
//! Invariant: xtask depends on no LLVM crate, so it builds on a machine without LLVM and can be
//! the thing that installs it. Every child command runs from the workspace root, is echoed
//! before it runs, and a failure names the command that failed.

mod bench;
mod flags;
mod gpu_check;
mod process;
mod setup;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use anyhow::{Result, anyhow};
use tessera_rt::cpu::{CPU_LEVELS, CpuInfo, lacks_features};

use crate::flags::{GenFlags, Task};
use crate::process::{CommandFailed, run_checked};

fn main() -> ExitCode {
    match flags::parse(std::env::args_os().skip(1)) {
        Ok(task) => match run_task(task) {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => report_error(&error),
        },
        Err(error) => {
            eprintln!("error: {error:#}\nrun `cargo xtask --help` for usage");
            ExitCode::from(2)
        }
    }
}

fn run_task(task: Task) -> Result<()> {
    match task {
        Task::Help => {
            print!("{}", flags::USAGE);
            Ok(())
        }
        Task::Setup => setup::setup().map(drop),
        Task::Test { extra_args } => test_workspace(&extra_args),
        Task::Gen(gen_flags) => generate_kernels(&gen_flags),
        Task::GpuCheck { build_only } => gpu_check::gpu_check(build_only),
        Task::Bench => bench::bench(),
    }
}

/// Prints the error chain; a failed child command's exit code becomes ours.
fn report_error(error: &anyhow::Error) -> ExitCode {
    eprintln!("error: {error:#}");
    let code = error
        .downcast_ref::<CommandFailed>()
        .and_then(|failed| failed.exit_code)
        .and_then(|code| u8::try_from(code).ok())
        .filter(|&code| code != 0);
    ExitCode::from(code.unwrap_or(1))
}

/// `cargo xtask test [-- ARGS]`: setup, then `cargo test --workspace ARGS`, then the `rocm`
/// feature's tests (see [`rocm_step`]); ends by naming the x86 levels this CPU could not run.
fn test_workspace(extra_args: &[std::ffi::OsString]) -> Result<()> {
    let report = setup::setup()?;
    let mut command = cargo_command();
    command.arg("test").arg("--workspace").args(extra_args);
    if let Some(ptxas) = report
        .ptxas
        .as_ref()
        .filter(|ptxas| ptxas.needs_env_export())
    {
        eprintln!(
            "xtask: exporting {}={}",
            setup::PTXAS_ENV,
            ptxas.path.display()
        );
        command.env(setup::PTXAS_ENV, &ptxas.path);
    }
    run_checked(&mut command)?;
    let rocm = match rocm_step(report.hip_headers, std::env::var_os("CI").is_some()) {
        RocmStep::Test => {
            let mut command = cargo_command();
            command.args(ROCM_TEST_ARGS).args(extra_args);
            eprintln!("xtask: HIP_PATH={}", setup::HIP_PATH);
            command.env("HIP_PATH", setup::HIP_PATH);
            run_checked(&mut command)
        }
        RocmStep::Skip(note) => {
            eprintln!("xtask: {note}");
            Ok(())
        }
        RocmStep::Fail(reason) => Err(anyhow!(reason)),
    };
    // Last, where a reader of the log looks: what the green run did not execute.
    if let Some(note) = unrun_levels_note(&CpuInfo::detect()) {
        eprintln!("xtask: {note}");
    }
    rocm
}

/// What the tests could not run on `cpu`: the x86 levels whose features it lacks. The tests
/// run every compiled level the CPU runs and pass over the others (their kernels are checked
/// by structure only: golden IR, scans of their assembly, object symbols), which a green run
/// would not show.
fn unrun_levels_note(cpu: &CpuInfo) -> Option<String> {
    let unrun: Vec<String> = CPU_LEVELS
        .iter()
        .filter_map(|level| {
            let missing = cpu.missing(level.features);
            (!missing.is_empty()).then(|| format!("{} ({})", level.name, lacks_features(&missing)))
        })
        .collect();
    (!unrun.is_empty()).then(|| {
        format!(
            "the tests could not run the {} kernels on this CPU: they were compiled and \
             checked by structure only; run `cargo xtask test` on a CPU that has the features \
             to execute them",
            unrun.join(", ")
        )
    })
}

/// The `cargo` arguments that test tessera-rt's AMD driver layer.
const ROCM_TEST_ARGS: [&str; 5] = ["test", "-p", "tessera-rt", "--features", "rocm"];

/// What `cargo xtask test` does about the `rocm` feature.
#[derive(Debug, PartialEq, Eq)]
enum RocmStep {
    /// The HIP headers are there: run [`ROCM_TEST_ARGS`] with `HIP_PATH`.
    Test,
    /// Not there, outside CI: say so and how to get them.
    Skip(String),
    /// Not there in CI (`CI` set), where `.ci/run` installs them: an error.
    Fail(String),
}

/// Decides [`RocmStep`] from whether the HIP headers exist and whether this is CI.
fn rocm_step(hip_headers: bool, in_ci: bool) -> RocmStep {
    let missing = format!(
        "tessera-rt's `rocm` feature was not tested: {} is missing. Install it with \
         `sudo apt-get install -y {}`",
        setup::HIP_HEADER,
        setup::ROCM_PACKAGE
    );
    match (hip_headers, in_ci) {
        (true, _) => RocmStep::Test,
        (false, false) => RocmStep::Skip(missing),
        (false, true) => RocmStep::Fail(format!("{missing} (CI is set: CI must test it)")),
    }
}

/// `cargo xtask gen ...`: setup, then the `tessera-gen` CLI of `tessera-build`.
fn generate_kernels(gen_flags: &GenFlags) -> Result<()> {
    setup::setup()?;
    let root = workspace_root();
    let mut command = cargo_command();
    command.args(gen_command_args(&root, gen_flags));
    run_checked(&mut command)
}

/// Arguments after `cargo` for the generator; paths are made absolute against `root`.
fn gen_command_args(root: &Path, gen_flags: &GenFlags) -> Vec<std::ffi::OsString> {
    let mut args: Vec<std::ffi::OsString> = [
        "run",
        "--quiet",
        "--package",
        "tessera-build",
        "--bin",
        "tessera-gen",
        "--",
        "gen",
        "--programs",
    ]
    .map(Into::into)
    .into();
    args.push(root.join(&gen_flags.programs_dir).into());
    args.push("--out".into());
    args.push(root.join(&gen_flags.out_dir).into());
    for chip in &gen_flags.chips {
        args.extend(["--chip".into(), chip.into()]);
    }
    for program in &gen_flags.programs {
        args.extend(["--program".into(), program.into()]);
    }
    if gen_flags.check {
        args.push("--check".into());
    }
    args
}

/// `cargo` (the one running us, from `$CARGO`), set to run from the workspace root.
pub(crate) fn cargo_command() -> Command {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = Command::new(cargo);
    command.current_dir(workspace_root());
    command
}

/// The workspace root: the parent of this crate's directory.
pub(crate) fn workspace_root() -> PathBuf {
    let manifest_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest_dir.parent().unwrap_or(manifest_dir).to_path_buf()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gen_command_is_absolute_and_repeats_flags() {
        let gen_flags = GenFlags {
            chips: vec!["sm_90".into(), "gfx1151".into()],
            programs: vec!["ising".into()],
            programs_dir: "programs".into(),
            out_dir: "/tmp/out".into(),
            check: true,
        };
        let args = gen_command_args(Path::new("/ws"), &gen_flags);
        let args: Vec<_> = args.iter().map(|arg| arg.to_str().unwrap()).collect();
        assert_eq!(
            args.join(" "),
            "run --quiet --package tessera-build --bin tessera-gen -- gen \
             --programs /ws/programs --out /tmp/out \
             --chip sm_90 --chip gfx1151 --program ising --check"
        );
    }

    #[test]
    fn a_cpu_without_avx512_is_told_the_v4_kernels_did_not_run() {
        let v3 = tessera_rt::cpu::level("x86-64-v3").expect("v3 level");
        let v4 = tessera_rt::cpu::level("x86-64-v4").expect("v4 level");
        assert_eq!(
            unrun_levels_note(&CpuInfo::with_features(v4.features.iter().copied())),
            None
        );
        let note = unrun_levels_note(&CpuInfo::with_features(v3.features.iter().copied()))
            .expect("a note");
        assert_eq!(
            note,
            "the tests could not run the x86-64-v4 (needs avx512f, avx512bw, avx512cd, \
             avx512dq, avx512vl which this CPU lacks) kernels on this CPU: they were compiled \
             and checked by structure only; run `cargo xtask test` on a CPU that has the \
             features to execute them"
        );
        let note = unrun_levels_note(&CpuInfo::with_features(["sse2"])).expect("a note");
        assert!(note.contains("the x86-64-v3 (needs sse3, "), "{note}");
        assert!(note.contains(", x86-64-v4 (needs sse3, "), "{note}");
    }

    #[test]
    fn rocm_tests_run_when_the_headers_are_there_and_are_required_in_ci() {
        assert_eq!(rocm_step(true, false), RocmStep::Test);
        assert_eq!(rocm_step(true, true), RocmStep::Test);
        let RocmStep::Skip(note) = rocm_step(false, false) else {
            panic!("outside CI a missing header is a note");
        };
        assert_eq!(
            note,
            "tessera-rt's `rocm` feature was not tested: /usr/include/hip/hip_runtime.h is \
             missing. Install it with `sudo apt-get install -y libamdhip64-dev`"
        );
        assert_eq!(
            rocm_step(false, true),
            RocmStep::Fail(format!("{note} (CI is set: CI must test it)"))
        );
        assert_eq!(
            ROCM_TEST_ARGS.join(" "),
            "test -p tessera-rt --features rocm"
        );
    }

    #[test]
    fn workspace_root_holds_the_workspace_manifest() {
        let manifest = std::fs::read_to_string(workspace_root().join("Cargo.toml")).unwrap();
        assert!(manifest.contains("[workspace]"));
    }
}
