//! `cargo xtask setup`: make sure the LLVM 22 toolchain is installed, find `ptxas`, and see
//! whether the HIP runtime headers (`libamdhip64-dev`) are there.
//!
//! LLVM 22 means the Debian packages in [`LLVM_PACKAGES`]. When some are missing, root installs
//! them with `apt-get`; anyone else gets the exact `sudo` command to run, and setup fails before
//! anything is built. `ptxas` is optional: it is only reported, and exported to tests as
//! `TESSERA_PTXAS` when it was found outside `PATH`. The HIP headers are optional too: without
//! them `cargo xtask test` cannot build tessera-rt's `rocm` feature (in CI that is an error).
//!
//! The decisions are pure functions ([`llvm_action`], [`ptxas_candidates`], the message texts)
//! so that they are unit-tested; the rest only gathers facts and runs commands.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail};

use crate::process::{capture_stdout, run_checked_noninteractive};

/// The Debian packages that make up the LLVM 22 toolchain.
pub const LLVM_PACKAGES: [&str; 3] = ["llvm-22-dev", "lld-22", "libpolly-22-dev"];

/// The variable through which the tests (and the user) name `ptxas`.
pub const PTXAS_ENV: &str = "TESSERA_PTXAS";

/// What `setup` found, for the commands that run after it.
#[derive(Debug)]
pub struct SetupReport {
    pub ptxas: Option<Ptxas>,
    /// Whether [`HIP_HEADER`] exists, so the `rocm` feature builds with `HIP_PATH=`[`HIP_PATH`].
    pub hip_headers: bool,
}

/// The Debian package with the HIP runtime headers and library that tessera-rt's `rocm` feature
/// builds against (ROCm 5.2 on Debian 12). Not part of the LLVM toolchain: optional.
pub const ROCM_PACKAGE: &str = "libamdhip64-dev";

/// The header [`ROCM_PACKAGE`] installs; hip-sys looks for it under `$HIP_PATH/include`.
pub const HIP_HEADER: &str = "/usr/include/hip/hip_runtime.h";

/// The `HIP_PATH` under which hip-sys finds Debian's HIP headers and library.
pub const HIP_PATH: &str = "/usr";

/// The one-line report on the HIP headers.
pub fn rocm_report(hip_headers: bool) -> String {
    if hip_headers {
        format!("HIP runtime headers found ({HIP_HEADER}, package {ROCM_PACKAGE})")
    } else {
        format!(
            "HIP runtime headers not found ({HIP_HEADER}); tessera-rt's `rocm` feature will not \
             be tested. To get them: `sudo apt-get install -y {ROCM_PACKAGE}`"
        )
    }
}

/// What to do about the LLVM 22 packages.
#[derive(Debug, PartialEq, Eq)]
pub enum LlvmAction {
    AlreadyInstalled,
    /// We are root: install them with `apt-get`.
    InstallWithApt,
    /// We are not root: print the `sudo` command and stop.
    AskUserToInstall {
        missing: Vec<&'static str>,
    },
}

/// Decides what to do given the missing packages and whether we run as root.
pub fn llvm_action(missing: &[&'static str], is_root: bool) -> LlvmAction {
    match (missing.is_empty(), is_root) {
        (true, _) => LlvmAction::AlreadyInstalled,
        (false, true) => LlvmAction::InstallWithApt,
        (false, false) => LlvmAction::AskUserToInstall {
            missing: missing.to_vec(),
        },
    }
}

/// The line printed before root installs the packages.
pub fn apt_announcement() -> String {
    format!(
        "installing LLVM 22 ({}) with apt-get",
        LLVM_PACKAGES.join(" ")
    )
}

/// The command a non-root user should run.
pub fn sudo_install_command() -> String {
    format!(
        "sudo apt-get update && sudo apt-get install -y {}",
        LLVM_PACKAGES.join(" ")
    )
}

/// The error shown to a non-root user with missing packages.
pub fn ask_user_message(missing: &[&str]) -> String {
    format!(
        "LLVM 22 is not fully installed (missing: {}). Install it with:\n\n    {}\n\n\
         then run this command again.",
        missing.join(", "),
        sudo_install_command()
    )
}

/// Runs `setup`: ensures LLVM 22, then reports on `ptxas`.
pub fn setup() -> Result<SetupReport> {
    ensure_llvm()?;
    let ptxas = find_ptxas();
    eprintln!("setup: {}", ptxas_report(ptxas.as_ref()));
    let hip_headers = Path::new(HIP_HEADER).is_file();
    eprintln!("setup: {}", rocm_report(hip_headers));
    Ok(SetupReport { ptxas, hip_headers })
}

fn ensure_llvm() -> Result<()> {
    let installed_line = format!("setup: LLVM 22 is installed ({})", LLVM_PACKAGES.join(" "));
    match llvm_action(&missing_llvm_packages(), is_root()) {
        LlvmAction::AlreadyInstalled => {}
        LlvmAction::InstallWithApt => {
            eprintln!("setup: {}", apt_announcement());
            install_with_apt()
                .context("installing LLVM 22 with apt-get failed; see apt-get's output above")?;
            let still_missing = missing_llvm_packages();
            if !still_missing.is_empty() {
                bail!(
                    "apt-get finished but these packages are still not installed: {}",
                    still_missing.join(", ")
                );
            }
        }
        LlvmAction::AskUserToInstall { missing } => bail!(ask_user_message(&missing)),
    }
    eprintln!("{installed_line}");
    Ok(())
}

fn install_with_apt() -> Result<()> {
    let apt_get = |args: &[&str]| {
        let mut command = Command::new("apt-get");
        command.args(args).env("DEBIAN_FRONTEND", "noninteractive");
        command
    };
    run_checked_noninteractive(&mut apt_get(&["update"]))?;
    let mut install = apt_get(&["install", "-y"]);
    install.args(LLVM_PACKAGES);
    run_checked_noninteractive(&mut install)
}

/// The packages of [`LLVM_PACKAGES`] that are not installed: asks dpkg, or, where there is no
/// dpkg, looks for a file each package provides.
fn missing_llvm_packages() -> Vec<&'static str> {
    let is_installed: fn(&str) -> bool = if dpkg_query_exists() {
        |package| {
            let mut query = Command::new("dpkg-query");
            query.args(["-W", "-f=${Status}\\n", package]);
            capture_stdout(&mut query).is_some_and(|status| is_installed_status(&status))
        }
    } else {
        |package| match package {
            "llvm-22-dev" => Path::new("/usr/lib/llvm-22/bin/llvm-config").is_file(),
            "lld-22" => find_on_path("ld.lld-22", std::env::var_os("PATH").as_deref()).is_some(),
            "libpolly-22-dev" => Path::new("/usr/lib/llvm-22/include/polly").is_dir(),
            _ => false,
        }
    };
    LLVM_PACKAGES
        .into_iter()
        .filter(|package| !is_installed(package))
        .collect()
}

/// Whether a `dpkg-query -f '${Status}'` line means "installed".
pub fn is_installed_status(status: &str) -> bool {
    status.trim() == "install ok installed"
}

fn dpkg_query_exists() -> bool {
    Command::new("dpkg-query")
        .arg("--version")
        .stdout(std::process::Stdio::null())
        .status()
        .is_ok()
}

fn is_root() -> bool {
    capture_stdout(Command::new("id").arg("-u")).is_some_and(|uid| uid == "0")
}

/// Where a `ptxas` was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PtxasSource {
    EnvVar,
    Path,
    CudaToolkit,
    PythonPackage,
}

/// A `ptxas` candidate or, once it exists on disk, the one found.
#[derive(Debug, PartialEq, Eq)]
pub struct Ptxas {
    pub path: PathBuf,
    pub source: PtxasSource,
}

impl Ptxas {
    /// Children find a `ptxas` on `PATH` themselves; any other one is passed as `TESSERA_PTXAS`.
    pub fn needs_env_export(&self) -> bool {
        self.source != PtxasSource::Path
    }
}

/// Every place `ptxas` may be, in the order they are tried: `$TESSERA_PTXAS`, `PATH`, the CUDA
/// toolkit, then the `nvidia-cuda-nvcc` Python package in each of `site_packages`.
pub fn ptxas_candidates(
    env_value: Option<&OsStr>,
    path_var: Option<&OsStr>,
    site_packages: &[PathBuf],
) -> Vec<Ptxas> {
    let candidate = |path: PathBuf, source| Ptxas { path, source };
    let mut candidates = Vec::new();
    if let Some(value) = env_value.filter(|value| !value.is_empty()) {
        candidates.push(candidate(value.into(), PtxasSource::EnvVar));
    }
    if let Some(path_var) = path_var {
        for dir in std::env::split_paths(path_var) {
            candidates.push(candidate(dir.join("ptxas"), PtxasSource::Path));
        }
    }
    candidates.push(candidate(
        "/usr/local/cuda/bin/ptxas".into(),
        PtxasSource::CudaToolkit,
    ));
    for site in site_packages {
        for package_dir in ["nvidia/cu13", "nvidia/cuda_nvcc"] {
            let path = site.join(package_dir).join("bin/ptxas");
            candidates.push(candidate(path, PtxasSource::PythonPackage));
        }
    }
    candidates
}

fn find_ptxas() -> Option<Ptxas> {
    let env_value = std::env::var_os(PTXAS_ENV);
    if let Some(value) = env_value.as_ref().filter(|value| !value.is_empty())
        && !Path::new(value).is_file()
    {
        eprintln!(
            "setup: warning: {PTXAS_ENV}={} is not a file; looking elsewhere",
            Path::new(value).display()
        );
    }
    let path_var = std::env::var_os("PATH");
    ptxas_candidates(
        env_value.as_deref(),
        path_var.as_deref(),
        &python_site_packages(),
    )
    .into_iter()
    .find(|candidate| candidate.path.is_file())
}

/// The Python library directories where `pip install nvidia-cuda-nvcc` may have put `ptxas`:
/// the interpreter's `purelib` and the user's site-packages.
fn python_site_packages() -> Vec<PathBuf> {
    let mut python = Command::new("python3");
    python.args([
        "-c",
        "import site, sysconfig; print(sysconfig.get_paths()['purelib']); \
         print(site.getusersitepackages())",
    ]);
    let Some(stdout) = capture_stdout(&mut python) else {
        return Vec::new();
    };
    stdout.lines().map(PathBuf::from).collect()
}

/// The one-line report on `ptxas`.
pub fn ptxas_report(ptxas: Option<&Ptxas>) -> String {
    let Some(ptxas) = ptxas else {
        return format!(
            "ptxas not found (looked at ${PTXAS_ENV}, PATH, /usr/local/cuda/bin and the \
             nvidia-cuda-nvcc Python package); PTX validation tests will say they were skipped \
             for that reason. To get it: `pip install nvidia-cuda-nvcc` \
             (or set {PTXAS_ENV}=/path/to/ptxas)"
        );
    };
    let source = match ptxas.source {
        PtxasSource::EnvVar => "from $TESSERA_PTXAS",
        PtxasSource::Path => "on PATH",
        PtxasSource::CudaToolkit => "CUDA toolkit",
        PtxasSource::PythonPackage => "Python package nvidia-cuda-nvcc",
    };
    format!("ptxas found: {} ({source})", ptxas.path.display())
}

/// The first `dir/name` over the directories of a `PATH`-like value that is a file.
fn find_on_path(name: &str, path_var: Option<&OsStr>) -> Option<PathBuf> {
    std::env::split_paths(path_var?)
        .map(|dir| dir.join(name))
        .find(|path| path.is_file())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_missing_means_nothing_to_do() {
        assert_eq!(llvm_action(&[], true), LlvmAction::AlreadyInstalled);
        assert_eq!(llvm_action(&[], false), LlvmAction::AlreadyInstalled);
    }

    #[test]
    fn root_installs_with_apt() {
        assert_eq!(llvm_action(&["lld-22"], true), LlvmAction::InstallWithApt);
        assert_eq!(
            apt_announcement(),
            "installing LLVM 22 (llvm-22-dev lld-22 libpolly-22-dev) with apt-get"
        );
    }

    #[test]
    fn non_root_is_told_the_exact_command() {
        assert_eq!(
            llvm_action(&["llvm-22-dev", "libpolly-22-dev"], false),
            LlvmAction::AskUserToInstall {
                missing: vec!["llvm-22-dev", "libpolly-22-dev"]
            }
        );
        assert_eq!(
            sudo_install_command(),
            "sudo apt-get update && sudo apt-get install -y llvm-22-dev lld-22 libpolly-22-dev"
        );
        let message = ask_user_message(&["lld-22"]);
        assert!(message.contains("missing: lld-22"), "{message}");
        assert!(message.contains(&sudo_install_command()), "{message}");
    }

    #[test]
    fn dpkg_status_lines() {
        assert!(is_installed_status("install ok installed\n"));
        assert!(!is_installed_status("deinstall ok config-files"));
        assert!(!is_installed_status(""));
    }

    #[test]
    fn ptxas_candidates_in_search_order() {
        let path_var = std::env::join_paths(["/opt/a", "/opt/b"]).unwrap();
        let candidates = ptxas_candidates(
            Some(OsStr::new("/x/ptxas")),
            Some(&path_var),
            &[PathBuf::from("/site")],
        );
        let shown: Vec<_> = candidates
            .iter()
            .map(|c| format!("{:?} {}", c.source, c.path.display()))
            .collect();
        assert_eq!(
            shown,
            [
                "EnvVar /x/ptxas",
                "Path /opt/a/ptxas",
                "Path /opt/b/ptxas",
                "CudaToolkit /usr/local/cuda/bin/ptxas",
                "PythonPackage /site/nvidia/cu13/bin/ptxas",
                "PythonPackage /site/nvidia/cuda_nvcc/bin/ptxas",
            ]
        );
        let exported: Vec<_> = candidates.iter().map(Ptxas::needs_env_export).collect();
        assert_eq!(exported, [true, false, false, true, true, true]);
    }

    #[test]
    fn empty_env_value_is_ignored() {
        let candidates = ptxas_candidates(Some(OsStr::new("")), None, &[]);
        assert_eq!(candidates.len(), 1);
        assert_eq!(candidates[0].source, PtxasSource::CudaToolkit);
    }

    #[test]
    fn ptxas_report_says_how_to_get_it() {
        let report = ptxas_report(None);
        assert!(report.contains("PTX validation tests"), "{report}");
        assert!(
            report.contains("`pip install nvidia-cuda-nvcc`"),
            "{report}"
        );
        let found = Ptxas {
            path: "/usr/local/cuda/bin/ptxas".into(),
            source: PtxasSource::CudaToolkit,
        };
        assert_eq!(
            ptxas_report(Some(&found)),
            "ptxas found: /usr/local/cuda/bin/ptxas (CUDA toolkit)"
        );
    }

    #[test]
    fn rocm_report_names_the_package() {
        assert_eq!(
            rocm_report(true),
            "HIP runtime headers found (/usr/include/hip/hip_runtime.h, package libamdhip64-dev)"
        );
        let missing = rocm_report(false);
        assert!(
            missing.contains("`sudo apt-get install -y libamdhip64-dev`"),
            "{missing}"
        );
        assert!(
            missing.contains("`rocm` feature will not be tested"),
            "{missing}"
        );
        assert!(!LLVM_PACKAGES.contains(&ROCM_PACKAGE));
    }

    #[test]
    fn find_on_path_finds_files_only() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
        let path_var = std::env::join_paths([dir.join("src"), dir.to_path_buf()]).unwrap();
        assert_eq!(
            find_on_path("Cargo.toml", Some(&path_var)),
            Some(dir.join("Cargo.toml"))
        );
        assert_eq!(find_on_path("src", Some(&path_var)), None);
        assert_eq!(find_on_path("Cargo.toml", None), None);
    }
}
