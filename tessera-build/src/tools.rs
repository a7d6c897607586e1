//! The external tools the artifacts stage runs, found in one place: `ld.lld` (links every HSACO;
//! required for AMD chips) and `ptxas` (compiles each PTX to a cubin; optional: without it the
//! NVIDIA chips ship PTX only). Tests use the same lookups, so a build and its checks agree on
//! which tool they ran.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// The variable that names `ld.lld`.
pub const LLD_ENV: &str = "TESSERA_LLD";
/// The variable that names `ptxas`.
pub const PTXAS_ENV: &str = "TESSERA_PTXAS";

/// Where `find_ptxas` looks, in words (for messages).
pub const PTXAS_SEARCH: &str = "$TESSERA_PTXAS, ptxas on PATH, /usr/local/cuda/bin/ptxas and the \
     nvidia-cuda-nvcc Python package";

/// How to get `ptxas` (for messages).
pub const PTXAS_HINT: &str = "`pip install nvidia-cuda-nvcc` or set TESSERA_PTXAS=/path/to/ptxas";

/// Finds `ld.lld` for linking HSACO: `$TESSERA_LLD`, then `ld.lld-22` on PATH,
/// `/usr/lib/llvm-22/bin/ld.lld`, then `ld.lld` on PATH.
pub fn find_lld() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os(LLD_ENV) {
        return Some(PathBuf::from(path));
    }
    on_path("ld.lld-22")
        .or_else(|| Some(PathBuf::from("/usr/lib/llvm-22/bin/ld.lld")).filter(|p| p.is_file()))
        .or_else(|| on_path("ld.lld"))
}

/// Finds `ptxas`: the first existing file among [`ptxas_candidates`] (`$TESSERA_PTXAS`, `ptxas`
/// on PATH, `/usr/local/cuda/bin/ptxas`, then the `nvidia-cuda-nvcc` Python package's copy).
/// `None` when there is none: NVIDIA chips then get PTX only.
pub fn find_ptxas() -> Option<PathBuf> {
    let env_value = std::env::var_os(PTXAS_ENV);
    let path_var = std::env::var_os("PATH");
    ptxas_candidates(
        env_value.as_deref(),
        path_var.as_deref(),
        python_site_packages(),
    )
    .into_iter()
    .find(|p| p.is_file())
}

/// Every place `ptxas` may be, in the order [`find_ptxas`] tries them: `env_value`
/// (`$TESSERA_PTXAS`, when not empty), `ptxas` in each folder of `path_var`, the CUDA toolkit's
/// default location, then `nvidia/cu13/bin/ptxas` and `nvidia/cuda_nvcc/bin/ptxas` under each of
/// `site_packages` (where `pip install nvidia-cuda-nvcc` puts it).
pub fn ptxas_candidates(
    env_value: Option<&OsStr>,
    path_var: Option<&OsStr>,
    site_packages: &[PathBuf],
) -> Vec<PathBuf> {
    let mut candidates = Vec::new();
    if let Some(value) = env_value.filter(|v| !v.is_empty()) {
        candidates.push(PathBuf::from(value));
    }
    if let Some(path_var) = path_var {
        candidates.extend(std::env::split_paths(path_var).map(|d| d.join("ptxas")));
    }
    candidates.push(PathBuf::from("/usr/local/cuda/bin/ptxas"));
    for site in site_packages {
        for package_dir in ["nvidia/cu13", "nvidia/cuda_nvcc"] {
            candidates.push(site.join(package_dir).join("bin/ptxas"));
        }
    }
    candidates
}

/// The Python interpreter's `purelib` folder (asked once per process; empty without `python3`).
fn python_site_packages() -> &'static [PathBuf] {
    static SITE: OnceLock<Vec<PathBuf>> = OnceLock::new();
    SITE.get_or_init(|| {
        let output = Command::new("python3")
            .args([
                "-c",
                "import sysconfig; print(sysconfig.get_paths()['purelib'])",
            ])
            .output();
        match output {
            Ok(out) if out.status.success() => String::from_utf8_lossy(&out.stdout)
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .map(PathBuf::from)
                .collect(),
            _ => Vec::new(),
        }
    })
}

fn on_path(name: &str) -> Option<PathBuf> {
    let paths = std::env::var_os("PATH")?;
    std::env::split_paths(&paths)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

/// Runs `program` with `args`: `Ok` carries what it printed (stdout, then stderr); `Err` the
/// command line and what went wrong (its stderr).
pub(crate) fn run(program: &Path, args: &[&OsStr]) -> Result<String, (String, String)> {
    let command = std::iter::once(program.as_os_str())
        .chain(args.iter().copied())
        .map(|a| a.to_string_lossy().into_owned())
        .collect::<Vec<_>>()
        .join(" ");
    match Command::new(program).args(args).output() {
        Ok(out) if out.status.success() => Ok(format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )),
        Ok(out) => Err((
            command,
            String::from_utf8_lossy(&out.stderr).trim().to_string(),
        )),
        Err(e) => Err((command, e.to_string())),
    }
}

/// The version a tool reports: the last non-empty line of `tool --version` (e.g. `Cuda
/// compilation tools, release 13.1, V13.1.80` or `Ubuntu LLD 22.1.8`), or `None`.
pub fn version(tool: &Path) -> Option<String> {
    let output = std::process::Command::new(tool)
        .arg("--version")
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&output.stdout);
    text.lines()
        .map(str::trim)
        .rfind(|l| !l.is_empty())
        .map(str::to_string)
}

/// The versions of the tools that produced payloads of the given formats (`ld.lld` for HSACO,
/// `ptxas` for cubins), by tool name. Each tool is asked once per process.
pub fn versions(
    formats: impl IntoIterator<Item = crate::targets::Format>,
) -> std::collections::BTreeMap<String, String> {
    use crate::targets::Format;
    static LLD: OnceLock<Option<String>> = OnceLock::new();
    static PTXAS: OnceLock<Option<String>> = OnceLock::new();
    let mut found = std::collections::BTreeMap::new();
    for format in formats {
        let (name, version) = match format {
            Format::Hsaco => (
                "ld.lld",
                LLD.get_or_init(|| find_lld().and_then(|p| version(&p))),
            ),
            Format::Cubin => (
                "ptxas",
                PTXAS.get_or_init(|| find_ptxas().and_then(|p| version(&p))),
            ),
            Format::Object | Format::Ptx => continue,
        };
        if let Some(version) = version {
            found.insert(name.to_string(), version.clone());
        }
    }
    found
}
