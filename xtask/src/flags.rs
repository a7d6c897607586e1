//! Command-line flags of `cargo xtask`, parsed with `lexopt` into a [`Task`].

use std::ffi::OsString;
use std::path::PathBuf;

use anyhow::{Result, bail};
use lexopt::prelude::*;

/// The one-screen usage text, printed by `--help`, `help`, no arguments, or a flag error.
pub const USAGE: &str = "\
cargo xtask: project tasks beyond cargo build / cargo test

USAGE:
    cargo xtask <COMMAND> [OPTIONS]

COMMANDS:
    setup    Make sure LLVM 22 (llvm-22-dev lld-22 libpolly-22-dev) is installed,
             installing it with apt-get when running as root; report whether ptxas
             (used to validate generated PTX) is available.
    test     Run setup, then `cargo test --workspace`. Arguments after `--` go to
             cargo test, e.g. `cargo xtask test -- -- --nocapture`.
    gen      Run setup, then generate kernels with tessera-gen:
               --chip <CHIP>        target chip, e.g. sm_90 or gfx1151 (repeatable; default:
                                    every known chip)
               --program <NAME>     only this program (repeatable; default: all)
               --programs <DIR>     program directory [default: programs]
               --out <DIR>          output directory [default: kernels-out]
               --check              write nothing; fail when the output directory is stale
                                    and print the command that refreshes it
             Relative paths are taken from the workspace root.
    gpu-check
             Build the conformance test binary (no LLVM needed to run it) into
             target/gpu-check/ with a run.sh, then run the GPU conformance suite and the
             GPU benchmark on this machine's NVIDIA GPU and print their tables.
               --build-only         only build target/gpu-check/ (to run it on another
                                    machine that has the CUDA driver: `sh target/gpu-check/run.sh`
                                    from the repository root)
    bench    Run setup, then the throughput benchmark (release build): the compiled kernels,
             the reference interpreter (one thread), and NumPy and PyTorch eager on the
             CPU through python3 when importable (`pip install numpy torch`). Prints a
             table per workload and writes target/bench/results.json.
    help     Print this message (also -h, --help).

ENVIRONMENT:
    TESSERA_PTXAS    path to ptxas; otherwise PATH, /usr/local/cuda/bin and the Python
                     package nvidia-cuda-nvcc are searched.
";

/// What to do, as parsed from the command line.
#[derive(Debug, PartialEq, Eq)]
pub enum Task {
    Help,
    Setup,
    Test { extra_args: Vec<OsString> },
    Gen(GenFlags),
    GpuCheck { build_only: bool },
    Bench,
}

/// Flags of `cargo xtask gen`.
#[derive(Debug, PartialEq, Eq)]
pub struct GenFlags {
    pub chips: Vec<String>,
    pub programs: Vec<String>,
    pub programs_dir: PathBuf,
    pub out_dir: PathBuf,
    /// Only check that the output folder is up to date.
    pub check: bool,
}

/// Parses the arguments that follow `cargo xtask`.
pub fn parse(args: impl IntoIterator<Item = OsString>) -> Result<Task> {
    let mut parser = lexopt::Parser::from_args(args);
    let task = match parser.next()? {
        None | Some(Short('h') | Long("help")) => Task::Help,
        Some(Value(command)) => match command.to_str() {
            Some("help") => Task::Help,
            Some("setup") => parse_no_options(&mut parser, Task::Setup)?,
            Some("test") => parse_test(&mut parser)?,
            Some("gen") => parse_gen(&mut parser)?,
            Some("gpu-check") => parse_gpu_check(&mut parser)?,
            Some("bench") => parse_no_options(&mut parser, Task::Bench)?,
            _ => bail!("unknown command {command:?}"),
        },
        Some(other) => return Err(other.unexpected().into()),
    };
    Ok(task)
}

/// A command without options (`setup`, `bench`).
fn parse_no_options(parser: &mut lexopt::Parser, task: Task) -> Result<Task> {
    match parser.next()? {
        None => Ok(task),
        Some(Short('h') | Long("help")) => Ok(Task::Help),
        Some(other) => Err(other.unexpected().into()),
    }
}

fn parse_gpu_check(parser: &mut lexopt::Parser) -> Result<Task> {
    let mut build_only = false;
    while let Some(arg) = parser.next()? {
        match arg {
            Long("build-only") => build_only = true,
            Short('h') | Long("help") => return Ok(Task::Help),
            other => return Err(other.unexpected().into()),
        }
    }
    Ok(Task::GpuCheck { build_only })
}

fn parse_test(parser: &mut lexopt::Parser) -> Result<Task> {
    let mut extra_args = Vec::new();
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return Ok(Task::Help),
            // Everything after `--` (and any bare word, e.g. a test filter) goes to cargo test.
            Value(value) => extra_args.push(value),
            other => bail!(
                "{}; pass cargo test arguments after `--`",
                other.unexpected()
            ),
        }
    }
    Ok(Task::Test { extra_args })
}

fn parse_gen(parser: &mut lexopt::Parser) -> Result<Task> {
    let mut gen_flags = GenFlags {
        chips: Vec::new(),
        programs: Vec::new(),
        programs_dir: "programs".into(),
        out_dir: "kernels-out".into(),
        check: false,
    };
    while let Some(arg) = parser.next()? {
        match arg {
            Long("chip") => gen_flags.chips.push(parser.value()?.string()?),
            Long("program") => gen_flags.programs.push(parser.value()?.string()?),
            Long("programs") => gen_flags.programs_dir = parser.value()?.into(),
            Long("out") => gen_flags.out_dir = parser.value()?.into(),
            Long("check") => gen_flags.check = true,
            Short('h') | Long("help") => return Ok(Task::Help),
            other => return Err(other.unexpected().into()),
        }
    }
    Ok(Task::Gen(gen_flags))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(args: &str, expected: Task) {
        let args = args.split_whitespace().map(OsString::from);
        assert_eq!(parse(args).unwrap(), expected);
    }

    #[track_caller]
    fn check_error(args: &str, expected: &str) {
        let args = args.split_whitespace().map(OsString::from);
        let error = format!("{:#}", parse(args).unwrap_err());
        assert!(error.contains(expected), "{error:?} lacks {expected:?}");
    }

    fn os_strings(args: &[&str]) -> Vec<OsString> {
        args.iter().map(OsString::from).collect()
    }

    #[test]
    fn help_and_setup() {
        check("", Task::Help);
        check("--help", Task::Help);
        check("-h", Task::Help);
        check("help", Task::Help);
        check("gen --help", Task::Help);
        check("setup", Task::Setup);
        check_error("setup --force", "--force");
        check("bench", Task::Bench);
        check("bench --help", Task::Help);
        check_error("bench --quick", "--quick");
        check_error("frobnicate", "unknown command \"frobnicate\"");
    }

    #[test]
    fn test_passes_extra_args_through() {
        check("test", Task::Test { extra_args: vec![] });
        check(
            "test -- -p tessera-rt -- --nocapture",
            Task::Test {
                extra_args: os_strings(&["-p", "tessera-rt", "--", "--nocapture"]),
            },
        );
        check(
            "test conformance",
            Task::Test {
                extra_args: os_strings(&["conformance"]),
            },
        );
        check_error("test --release", "pass cargo test arguments after `--`");
    }

    #[test]
    fn gen_flags() {
        check(
            "gen --chip sm_90 --chip=gfx1151 --program ising --programs p --out o",
            Task::Gen(GenFlags {
                chips: vec!["sm_90".into(), "gfx1151".into()],
                programs: vec!["ising".into()],
                programs_dir: "p".into(),
                out_dir: "o".into(),
                check: false,
            }),
        );
        check(
            "gen --chip sm_90",
            Task::Gen(GenFlags {
                chips: vec!["sm_90".into()],
                programs: vec![],
                programs_dir: "programs".into(),
                out_dir: "kernels-out".into(),
                check: false,
            }),
        );
        // No chip: every known chip (the generator's default); --check only compares.
        check(
            "gen --check",
            Task::Gen(GenFlags {
                chips: vec![],
                programs: vec![],
                programs_dir: "programs".into(),
                out_dir: "kernels-out".into(),
                check: true,
            }),
        );
        check_error("gen --chip", "missing argument for option '--chip'");
        check_error("gen --chip sm_90 --target x", "--target");
    }
}
