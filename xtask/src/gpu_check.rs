//! `cargo xtask gpu-check`: the one prepared GPU check. Builds the conformance test binary of
//! `tessera-tests` (it links the kernels and the reference interpreter, never LLVM), writes it
//! stripped and xz-compressed into `target/gpu-check/` with a `run.sh` that unpacks and runs
//! it, and runs that on this machine's GPU unless asked only to build. The folder plus the
//! repository's `programs/` and `xtask/bench/` is all a machine with the CUDA driver needs: no
//! Rust toolchain, no LLVM.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail};

use crate::process::run_checked;
use crate::{cargo_command, setup, workspace_root};

/// The folder the check is prepared in, relative to the workspace root.
pub const OUT: &str = "target/gpu-check";
/// The test filter of the GPU lanes.
const FILTER: &str = "gpu::";
/// The benchmark's Python half, which also measures PyTorch on the GPU (`--cuda`).
const PYTHON_SCRIPT: &str = "xtask/bench/torch_numpy.py";

/// The compressed test binary in [`OUT`]: xz, since the folder travels to the GPU machine
/// beside the repository's tracked files (57 MiB of them on 2026-12-04, mostly kernels-out/ and
/// the golden files, which the check needs neither of; the device machine takes 64 MiB in
/// all), and the binary is 43 MiB of mostly embedded kernels, 4.5 MiB compressed.
const BINARY_XZ: &str = "tessera-gpu-check.xz";

/// The script that runs the check from the repository root.
pub fn run_script() -> String {
    format!(
        "#!/bin/sh\n# Runs the GPU conformance suite and the GPU benchmark (prepared by `cargo xtask gpu-check`),\n\
         # then PyTorch eager on the same GPU workloads when python3 has torch with CUDA.\n\
         # Run from the repository root on a machine with an NVIDIA GPU and its driver.\nset -e\n\
         # The test binary travels compressed; unpack it with xz, or Python's lzma without xz.\n\
         BIN=\"{OUT}/tessera-gpu-check\"\n\
         if command -v xz >/dev/null 2>&1; then xz -dc \"{OUT}/{BINARY_XZ}\" > \"$BIN\"; \
         else python3 -c 'import lzma, shutil, sys; shutil.copyfileobj(lzma.open(sys.argv[1]), open(sys.argv[2], \"wb\"))' \"{OUT}/{BINARY_XZ}\" \"$BIN\"; fi\n\
         chmod +x \"$BIN\"\n\
         # The device and its driver first: selection takes the cubins only from a driver of their\n\
         # CUDA major version on, the PTX otherwise.\n\
         nvidia-smi --query-gpu=name,compute_cap,driver_version --format=csv,noheader || echo 'nvidia-smi not available'\n\
         # When the driver JIT-compiles PTX, its cache lives with the check, so a rerun reuses it.\n\
         export CUDA_CACHE_PATH=\"$PWD/{OUT}/jit-cache\" CUDA_CACHE_MAXSIZE=4294967296\n\
         # A failing test does not stop the check: the comparison still runs where the benchmark\n\
         # wrote its records, and the script exits with the tests' status.\n\
         status=0\n\
         TESSERA_REQUIRE_GPU=1 TESSERA_PROGRAMS_DIR=\"$PWD/programs\" TESSERA_GPU_BENCH_DIR=\"$PWD/{OUT}/bench\" \"$BIN\" {FILTER} --test-threads=1 --nocapture || status=$?\n\
         echo '==> GPU kernel beside PyTorch eager on the GPU'\n\
         if [ -f \"{OUT}/bench/kernel.json\" ]; then \
         python3 {PYTHON_SCRIPT} --cuda \"{OUT}/bench/workloads.json\" --compare \"{OUT}/bench/kernel.json\" || echo 'PyTorch CUDA comparison not run (python3, numpy or torch with CUDA missing)'; \
         else echo 'PyTorch CUDA comparison not run: the GPU benchmark wrote no records'; fi\n\
         if [ \"$status\" -ne 0 ]; then echo \"==> the GPU tests failed (exit status $status)\"; fi\n\
         exit \"$status\"\n"
    )
}

pub fn gpu_check(build_only: bool) -> Result<()> {
    setup::setup()?;
    let root = workspace_root();
    let binary = build_test_binary(&root)?;
    let out = root.join(OUT);
    std::fs::create_dir_all(&out).with_context(|| format!("cannot create {}", out.display()))?;
    // The stripped binary is made beside the folder, which holds only what travels: the
    // compressed binary and the script (run.sh unpacks it where this one sits).
    let stripped = root.join("target/tessera-gpu-check");
    std::fs::copy(&binary, &stripped)
        .with_context(|| format!("cannot copy {} to {}", binary.display(), stripped.display()))?;
    // Debug information is most of a test binary; the check needs none of it.
    if Command::new("strip")
        .arg("--strip-debug")
        .arg(&stripped)
        .status()
        .map(|s| !s.success())
        .unwrap_or(true)
    {
        eprintln!(
            "xtask: `strip` is not available; {} keeps its debug information",
            stripped.display()
        );
    }
    let _ = std::fs::remove_file(out.join("tessera-gpu-check"));
    let compressed = out.join(BINARY_XZ);
    compress(&stripped, &compressed)?;
    let script = out.join("run.sh");
    std::fs::write(&script, run_script())
        .with_context(|| format!("cannot write {}", script.display()))?;
    let mib = |path: &Path| {
        std::fs::metadata(path).map(|m| m.len()).unwrap_or(0) as f64 / (1 << 20) as f64
    };
    println!(
        "xtask: prepared {} ({:.1} MiB; {:.1} MiB unpacked) and {}",
        compressed.display(),
        mib(&compressed),
        mib(&stripped),
        script.display()
    );
    if build_only {
        println!(
            "xtask: run it from the repository root on a machine with an NVIDIA GPU: sh {OUT}/run.sh"
        );
        return Ok(());
    }
    run_checked(Command::new("sh").arg(&script).current_dir(&root))
}

/// Writes `from` xz-compressed to `to`, with `xz` when it is installed, else with Python's
/// `lzma` module.
fn compress(from: &Path, to: &Path) -> Result<()> {
    compress_with("xz", "python3", from, to)
}

/// [`compress`] with the `xz` and `python3` found under these names.
fn compress_with(xz: &str, python3: &str, from: &Path, to: &Path) -> Result<()> {
    let output =
        std::fs::File::create(to).with_context(|| format!("cannot create {}", to.display()))?;
    let xz = Command::new(xz)
        .args(["-T0", "-6", "-c"])
        .arg(from)
        .stdout(output)
        .status();
    match xz {
        Ok(status) if status.success() => return Ok(()),
        Ok(status) => bail!("`xz -c {}` failed: {status}", from.display()),
        Err(_) => {}
    }
    let python = Command::new(python3)
        .args([
            "-c",
            "import lzma, shutil, sys; shutil.copyfileobj(open(sys.argv[1], 'rb'), \
             lzma.open(sys.argv[2], 'wb'))",
        ])
        .arg(from)
        .arg(to)
        .status();
    match python {
        Ok(status) if status.success() => Ok(()),
        Ok(status) => bail!(
            "`xz` is not installed, and compressing {} with python3's lzma failed: {status}",
            from.display()
        ),
        Err(_) => bail!(
            "cannot compress {}: neither `xz` nor `python3` is installed; install one \
             (Debian: apt-get install xz-utils)",
            from.display()
        ),
    }
}

/// Builds the `tessera-tests` integration test binary and returns its path.
fn build_test_binary(root: &Path) -> Result<PathBuf> {
    let mut command = cargo_command();
    command.args([
        "test",
        "--package",
        "tessera-tests",
        "--test",
        "it",
        "--no-run",
        "--message-format=json",
    ]);
    eprintln!("$ cargo test --package tessera-tests --test it --no-run");
    let output = command
        .current_dir(root)
        .output()
        .context("cannot run cargo")?;
    if !output.status.success() {
        bail!(
            "building the test binary failed:\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    executable_from_messages(&String::from_utf8_lossy(&output.stdout))
        .context("cargo did not report the test binary of tessera-tests")
}

/// The `executable` of the `it` test of `tessera-tests` in cargo's JSON messages.
pub fn executable_from_messages(messages: &str) -> Option<PathBuf> {
    messages
        .lines()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .find_map(|message| {
            let target = message.get("target")?;
            let is_it = target.get("name")?.as_str()? == "it"
                && message
                    .get("package_id")?
                    .as_str()?
                    .contains("tessera-tests");
            is_it
                .then(|| message.get("executable")?.as_str().map(PathBuf::from))
                .flatten()
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_executable_is_found_in_cargo_messages() {
        let messages = concat!(
            r#"{"reason":"compiler-artifact","package_id":"path+file:///w/xtask#0.1.0","target":{"name":"xtask"},"executable":"/w/target/debug/xtask"}"#,
            "\n",
            r#"{"reason":"compiler-artifact","package_id":"path+file:///w/tests#tessera-tests@0.1.0","target":{"name":"it"},"executable":"/w/target/debug/deps/it-123"}"#,
            "\n",
            r#"{"reason":"build-finished","success":true}"#,
        );
        assert_eq!(
            executable_from_messages(messages),
            Some(PathBuf::from("/w/target/debug/deps/it-123"))
        );
        assert_eq!(
            executable_from_messages(r#"{"reason":"build-finished","success":true}"#),
            None
        );
    }

    #[test]
    fn compressing_without_the_tools_or_with_a_failing_one_says_which() {
        let dir = std::env::temp_dir().join(format!("tessera-xz-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let (from, to) = (dir.join("missing"), dir.join("out.xz"));
        let message = |xz, python3| {
            compress_with(xz, python3, &from, &to)
                .unwrap_err()
                .to_string()
        };
        let shown = from.display();
        assert_eq!(
            message("tessera-no-xz", "tessera-no-python3"),
            format!(
                "cannot compress {shown}: neither `xz` nor `python3` is installed; install one \
                 (Debian: apt-get install xz-utils)"
            )
        );
        assert_eq!(
            message("false", "tessera-no-python3"),
            format!("`xz -c {shown}` failed: exit status: 1")
        );
        assert_eq!(
            message("tessera-no-xz", "false"),
            format!(
                "`xz` is not installed, and compressing {shown} with python3's lzma failed: \
                 exit status: 1"
            )
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_script_requires_a_gpu_and_runs_the_gpu_lanes() {
        let script = run_script();
        assert!(script.starts_with("#!/bin/sh\n"));
        assert!(script.contains("TESSERA_REQUIRE_GPU=1"));
        assert!(script.contains("nvidia-smi --query-gpu=name,compute_cap,driver_version"));
        assert!(script.contains("export CUDA_CACHE_PATH=\"$PWD/target/gpu-check/jit-cache\""));
        assert!(script.contains("BIN=\"target/gpu-check/tessera-gpu-check\""));
        assert!(script.contains("xz -dc \"target/gpu-check/tessera-gpu-check.xz\" > \"$BIN\""));
        assert!(script.contains("\"$BIN\" gpu:: --test-threads=1 --nocapture || status=$?"));
        assert!(script.ends_with("exit \"$status\"\n"));
        // The GPU benchmark's records, then PyTorch on the GPU beside them.
        assert!(script.contains("TESSERA_GPU_BENCH_DIR=\"$PWD/target/gpu-check/bench\""));
        assert!(script.contains(
            "python3 xtask/bench/torch_numpy.py --cuda \"target/gpu-check/bench/workloads.json\" \
             --compare \"target/gpu-check/bench/kernel.json\" || echo"
        ));
    }
}
