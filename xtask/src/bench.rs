//! `cargo xtask bench`: Langevin and sampler throughput of the compiled kernels against the
//! reference interpreter, NumPy and PyTorch eager, in one run (release build; never part of the
//! tests).
//!
//! Runs setup (the bench builds the kernels), then `cargo bench -p tessera-tests --bench
//! throughput` (the kernel and the interpreter: `target/bench/rust.json`), then
//! `python3 xtask/bench/torch_numpy.py` (NumPy and PyTorch, each skipped with a note when not
//! importable), merges every record into `target/bench/results.json` and prints one table per
//! workload with the kernel's speed-up over each other implementation.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;
use std::process::{Command, Stdio};

use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};

use crate::process::{CommandFailed, display_command, run_checked};
use crate::{cargo_command, setup, workspace_root};

/// Where the benchmark's files go, relative to the workspace root.
pub const OUT: &str = "target/bench";
/// The `cargo` arguments of the Rust half.
const BENCH_ARGS: [&str; 5] = ["bench", "-p", "tessera-tests", "--bench", "throughput"];
/// The Python half, relative to the workspace root.
const PYTHON_SCRIPT: &str = "xtask/bench/torch_numpy.py";
/// What a missing library's note tells the user to run.
const INSTALL: &str = "pip install numpy torch";
/// Implementations in table order; the first is what the ratios are relative to.
const IMPLS: [&str; 4] = ["kernel", "reference", "torch", "numpy"];

/// One measurement: the schema of `results.json` (`detail` says how it was taken).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Record {
    pub workload: String,
    #[serde(rename = "impl")]
    pub implementation: String,
    /// `[rows, features]` as timed.
    pub shape: [usize; 2],
    /// Steps per timed run.
    pub steps: u64,
    pub median_s: f64,
    pub throughput: f64,
    pub unit: String,
    #[serde(default)]
    pub detail: String,
}

/// What the Python half prints: its records and the libraries it could not measure (and why).
#[derive(Debug, Default, Deserialize)]
struct PythonOutput {
    records: Vec<Record>,
    skipped: BTreeMap<String, String>,
}

pub fn bench() -> Result<()> {
    setup::setup()?;
    let root = workspace_root();
    run_checked(cargo_command().args(BENCH_ARGS))?;
    let out = root.join(OUT);
    let rust = read_records(&out.join("rust.json"))?;
    let python = python_records(&root, &out.join("workloads.json"))?;
    let records = merge(rust, python.records);
    let path = out.join("results.json");
    let text = serde_json::to_string_pretty(&records)?;
    std::fs::write(&path, text + "\n")
        .with_context(|| format!("cannot write {}", path.display()))?;
    println!();
    print!("{}", format_tables(&records, &python.skipped));
    println!("xtask: wrote {}", path.display());
    Ok(())
}

fn read_records(path: &Path) -> Result<Vec<Record>> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    serde_json::from_str(&text).with_context(|| format!("{} is not a record list", path.display()))
}

/// Runs the Python half; a machine without `python3` gets a note instead of records.
fn python_records(root: &Path, workloads: &Path) -> Result<PythonOutput> {
    let mut command = Command::new("python3");
    command
        .arg(PYTHON_SCRIPT)
        .arg(workloads)
        .current_dir(root)
        .stderr(Stdio::inherit());
    let shown = display_command(&command);
    eprintln!("$ {shown}");
    let output = match command.output() {
        Ok(output) => output,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
            let why = format!("python3 is not installed; install it, then `{INSTALL}`");
            eprintln!("xtask: NumPy and PyTorch not measured: {why}");
            let skipped = ["numpy", "torch"].map(|name| (name.to_string(), why.clone()));
            return Ok(PythonOutput {
                records: Vec::new(),
                skipped: skipped.into(),
            });
        }
        Err(error) => return Err(error).with_context(|| format!("failed to start `{shown}`")),
    };
    if !output.status.success() {
        return Err(CommandFailed {
            command: shown,
            exit_code: output.status.code(),
        }
        .into());
    }
    serde_json::from_slice(&output.stdout)
        .with_context(|| format!("`{shown}` did not print its JSON object"))
}

/// All records, grouped by workload (in order of first appearance, the Rust half first) and
/// ordered by [`IMPLS`] within a workload; a repeated (workload, impl) keeps the last record.
pub fn merge(rust: Vec<Record>, python: Vec<Record>) -> Vec<Record> {
    let mut workloads: Vec<String> = Vec::new();
    let mut merged: Vec<Record> = Vec::new();
    for record in rust.into_iter().chain(python) {
        if !workloads.contains(&record.workload) {
            workloads.push(record.workload.clone());
        }
        merged.retain(|r| {
            (&r.workload, &r.implementation) != (&record.workload, &record.implementation)
        });
        merged.push(record);
    }
    let rank = |r: &Record| {
        let workload = workloads.iter().position(|w| *w == r.workload);
        let implementation = IMPLS.iter().position(|i| *i == r.implementation);
        (workload, implementation.unwrap_or(IMPLS.len()))
    };
    merged.sort_by_key(rank);
    merged
}

/// How many times the kernel's throughput `other`'s is.
pub fn speedup(kernel: &Record, other: &Record) -> f64 {
    kernel.throughput / other.throughput
}

/// One table per workload (throughput, the kernel's speed-up over each implementation, the
/// median and what was timed), then a line per library that was not measured.
pub fn format_tables(records: &[Record], skipped: &BTreeMap<String, String>) -> String {
    let mut text = String::new();
    let mut rest = records;
    while let Some(first) = rest.first() {
        let n = rest
            .iter()
            .take_while(|r| r.workload == first.workload)
            .count();
        let (group, tail) = rest.split_at(n);
        rest = tail;
        let kernel = group.iter().find(|r| r.implementation == IMPLS[0]);
        let _ = writeln!(text, "{}", first.workload);
        let _ = writeln!(
            text,
            "  {:<10} {:>14} {:>12} {:>10}  timed",
            "impl", first.unit, "kernel/impl", "median s"
        );
        for record in group {
            let ratio = kernel.map_or("-".to_string(), |k| format!("{:.2}", speedup(k, record)));
            let _ = writeln!(
                text,
                "  {:<10} {:>14.3e} {:>12} {:>10.4}  {}x{} K={}; {}",
                record.implementation,
                record.throughput,
                ratio,
                record.median_s,
                record.shape[0],
                record.shape[1],
                record.steps,
                record.detail
            );
        }
        text.push('\n');
    }
    for (library, why) in skipped {
        let _ = writeln!(text, "{library}: not measured: {why}");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(workload: &str, implementation: &str, throughput: f64) -> Record {
        Record {
            workload: workload.into(),
            implementation: implementation.into(),
            shape: [4, 8],
            steps: 2,
            median_s: 64.0 / throughput,
            throughput,
            unit: "elem-steps/s".into(),
            detail: format!("{implementation} detail"),
        }
    }

    fn order(records: &[Record]) -> Vec<String> {
        records
            .iter()
            .map(|r| format!("{}/{}", r.workload, r.implementation))
            .collect()
    }

    #[test]
    fn merge_groups_by_workload_and_orders_implementations() {
        let rust = vec![
            record("a", "kernel", 1.0),
            record("a", "reference", 2.0),
            record("b", "reference", 3.0),
            record("b", "kernel", 4.0),
        ];
        let python = vec![
            record("c", "numpy", 5.0),
            record("a", "numpy", 6.0),
            record("a", "torch", 7.0),
            record("b", "numpy", 8.0),
            record("a", "numpy", 9.0),
        ];
        let merged = merge(rust, python);
        assert_eq!(
            order(&merged),
            [
                "a/kernel",
                "a/reference",
                "a/torch",
                "a/numpy",
                "b/kernel",
                "b/reference",
                "b/numpy",
                "c/numpy"
            ]
        );
        // The repeated a/numpy keeps the last record.
        assert_eq!(merged[3].throughput, 9.0);
    }

    #[test]
    fn speedup_is_kernel_over_other() {
        let kernel = record("a", "kernel", 8.0e8);
        assert_eq!(speedup(&kernel, &record("a", "numpy", 2.0e8)), 4.0);
        assert_eq!(speedup(&kernel, &kernel), 1.0);
    }

    #[test]
    fn records_round_trip_with_the_issue_schema() {
        let json = serde_json::to_value(record("a", "kernel", 32.0)).unwrap();
        let keys: Vec<&str> = json
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        for key in [
            "workload",
            "impl",
            "shape",
            "steps",
            "median_s",
            "throughput",
            "unit",
        ] {
            assert!(keys.contains(&key), "{key} missing from {json}");
        }
        let back: Record = serde_json::from_value(json).unwrap();
        assert_eq!(back, record("a", "kernel", 32.0));
    }

    #[test]
    fn tables_show_throughput_ratios_and_skipped_libraries() {
        let records = vec![
            record("quadratic 4x8 K=2", "kernel", 1.0e9),
            record("quadratic 4x8 K=2", "reference", 4.0e6),
            record("quadratic 4x8 K=2", "numpy", 2.5e8),
            record("sphere 4x8 K=2", "reference", 1.0e6),
        ];
        let skipped = BTreeMap::from([(
            "torch".to_string(),
            "No module named 'torch'; install it with `pip install numpy torch`".to_string(),
        )]);
        let expected = "\
quadratic 4x8 K=2
  impl         elem-steps/s  kernel/impl   median s  timed
  kernel            1.000e9         1.00     0.0000  4x8 K=2; kernel detail
  reference         4.000e6       250.00     0.0000  4x8 K=2; reference detail
  numpy             2.500e8         4.00     0.0000  4x8 K=2; numpy detail

sphere 4x8 K=2
  impl         elem-steps/s  kernel/impl   median s  timed
  reference         1.000e6            -     0.0001  4x8 K=2; reference detail

torch: not measured: No module named 'torch'; install it with `pip install numpy torch`
";
        assert_eq!(format_tables(&records, &skipped), expected);
    }
}
