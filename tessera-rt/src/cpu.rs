//! x86 CPU levels, feature detection and kernel selection (DESIGN.md 7, x86 rule).
//!
//! [`CPU_LEVELS`] is the one table of x86 levels: the build side compiles one kernel per level
//! with `llvm_cpu` and records `features` as the kernel's required features; the runtime detects
//! the CPU's features ([`CpuInfo::detect`]) and [`select_cpu`] picks the highest compiled level
//! whose required features the CPU has.
//!
//! Invariant: every level's `features` is a superset of the features of the levels before it,
//! so the number of required features ranks the levels.

use std::collections::BTreeSet;
use std::fmt::Write as _;

use crate::error::Error;
use crate::kernel::CpuKernel;

/// One x86-64 micro-architecture level that kernels are compiled for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CpuLevel {
    /// The level name, also the artifact and `--chip` name: `x86-64`, `x86-64-v3`, `x86-64-v4`.
    pub name: &'static str,
    /// The LLVM `-mcpu` name the build side compiles for (the level names are valid LLVM cpus).
    pub llvm_cpu: &'static str,
    /// The CPU features code of this level may use, as `std::arch::is_x86_feature_detected!`
    /// names them (not LLVM feature names: `bmi1`, not `bmi`; `cmpxchg16b`, not `cx16`).
    pub features: &'static [&'static str],
}

/// The x86 levels, lowest first.
pub const CPU_LEVELS: &[CpuLevel] = &[
    CpuLevel {
        name: "x86-64",
        llvm_cpu: "x86-64",
        features: BASELINE_FEATURES,
    },
    CpuLevel {
        name: "x86-64-v3",
        llvm_cpu: "x86-64-v3",
        features: V3_FEATURES,
    },
    CpuLevel {
        name: "x86-64-v4",
        llvm_cpu: "x86-64-v4",
        features: V4_FEATURES,
    },
];

// The levels' feature lists are prefixes of [`DETECTABLE_FEATURES`], which lists the features
// in level order: x86-64 needs the first, v3 the first 15, v4 all 20.
const BASELINE_FEATURES: &[&str] = DETECTABLE_FEATURES.split_at(1).0;
const V3_FEATURES: &[&str] = DETECTABLE_FEATURES.split_at(15).0;
const V4_FEATURES: &[&str] = DETECTABLE_FEATURES.split_at(20).0;

/// The level named `name`, if it is one of [`CPU_LEVELS`].
pub fn level(name: &str) -> Option<&'static CpuLevel> {
    CPU_LEVELS.iter().find(|level| level.name == name)
}

/// Declares the features [`CpuInfo::detect`] probes; `is_x86_feature_detected!` needs literals.
macro_rules! detectable_features {
    ($($feature:tt),* $(,)?) => {
        /// Every feature [`CpuInfo::detect`] probes. Each feature of [`CPU_LEVELS`] is among them.
        pub const DETECTABLE_FEATURES: &[&str] = &[$($feature),*];

        #[cfg(target_arch = "x86_64")]
        fn detect_features() -> BTreeSet<String> {
            let mut features = BTreeSet::new();
            $(
                if std::arch::is_x86_feature_detected!($feature) {
                    features.insert($feature.to_string());
                }
            )*
            features
        }
    };
}

// In level order: x86-64, then v2 and v3's additions (up to `movbe`), then v4's.
detectable_features!(
    "sse2",
    "sse3",
    "ssse3",
    "sse4.1",
    "sse4.2",
    "popcnt",
    "cmpxchg16b",
    "avx",
    "avx2",
    "bmi1",
    "bmi2",
    "fma",
    "f16c",
    "lzcnt",
    "movbe",
    "avx512f",
    "avx512bw",
    "avx512cd",
    "avx512dq",
    "avx512vl",
);

#[cfg(not(target_arch = "x86_64"))]
fn detect_features() -> BTreeSet<String> {
    BTreeSet::new()
}

/// The features of one CPU: the running one ([`CpuInfo::detect`]) or a fake one for tests.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CpuInfo {
    features: BTreeSet<String>,
}

impl CpuInfo {
    /// The features of the CPU this process runs on. Empty on non-x86-64 hosts, where no x86
    /// kernel can run.
    pub fn detect() -> CpuInfo {
        CpuInfo {
            features: detect_features(),
        }
    }

    /// A CPU with exactly `features` (names as `is_x86_feature_detected!` spells them).
    pub fn with_features<I, S>(features: I) -> CpuInfo
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        CpuInfo {
            features: features.into_iter().map(Into::into).collect(),
        }
    }

    /// The CPU's features, sorted.
    pub fn features(&self) -> &BTreeSet<String> {
        &self.features
    }

    /// Whether the CPU has `feature`.
    pub fn has(&self, feature: &str) -> bool {
        self.features.contains(feature)
    }

    /// The features of `required` this CPU lacks, in the order given.
    pub fn missing<'r>(&self, required: &[&'r str]) -> Vec<&'r str> {
        required
            .iter()
            .copied()
            .filter(|feature| !self.has(feature))
            .collect()
    }
}

/// The outcome of [`select_cpu`]: the chosen kernel, if any, and why each other one was not.
#[derive(Debug, Clone)]
pub struct CpuDecision<'a> {
    /// The highest compiled level the CPU runs, or `None` when it runs none.
    pub chosen: Option<&'a CpuKernel>,
    /// Every other kernel, in table order, with the reason it was not chosen.
    pub rejected: Vec<(&'a CpuKernel, String)>,
}

/// Picks the highest compiled level whose required features the CPU has. Levels rank by their
/// number of required features (levels are cumulative, see the module doc); on a tie the
/// earlier kernel in the table wins. Pure: the caller passes the CPU.
pub fn select_cpu<'a>(cpu: &CpuInfo, kernels: &'a [CpuKernel]) -> CpuDecision<'a> {
    let mut chosen: Option<&'a CpuKernel> = None;
    for kernel in kernels {
        let runs = cpu.missing(kernel.required_features).is_empty();
        let higher = chosen.is_none_or(|best| rank(kernel) > rank(best));
        if runs && higher {
            chosen = Some(kernel);
        }
    }
    let rejected = kernels
        .iter()
        .filter(|kernel| !chosen.is_some_and(|best| std::ptr::eq(best, *kernel)))
        .map(|kernel| (kernel, rejection_reason(cpu, kernel, chosen)))
        .collect();
    CpuDecision { chosen, rejected }
}

fn rank(kernel: &CpuKernel) -> usize {
    kernel.required_features.len()
}

fn rejection_reason(cpu: &CpuInfo, kernel: &CpuKernel, chosen: Option<&CpuKernel>) -> String {
    let missing = cpu.missing(kernel.required_features);
    match chosen {
        _ if !missing.is_empty() => lacks_features(&missing),
        Some(best) => format!("a higher level, {}, is chosen", best.level),
        None => unreachable!("a kernel the CPU runs is always chosen"),
    }
}

/// The reason a kernel cannot run: "needs avx512f, avx512bw which this CPU lacks".
pub fn lacks_features<S: AsRef<str>>(missing: &[S]) -> String {
    let names: Vec<&str> = missing.iter().map(AsRef::as_ref).collect();
    format!("needs {} which this CPU lacks", names.join(", "))
}

impl CpuDecision<'_> {
    /// The decision in words, one line per kernel, chosen first:
    ///
    /// ```text
    /// x86 kernel selection:
    ///   chosen   x86-64-v3
    ///   rejected x86-64-v4: needs avx512f, avx512bw which this CPU lacks
    ///   rejected x86-64: a higher level, x86-64-v3, is chosen
    /// ```
    pub fn explain(&self) -> String {
        let mut text = String::from("x86 kernel selection:\n");
        match self.chosen {
            Some(kernel) => writeln!(text, "  chosen   {}", kernel.level),
            None if self.rejected.is_empty() => writeln!(text, "  no CPU kernel was compiled"),
            None => writeln!(text, "  chosen   none: no compiled level runs on this CPU"),
        }
        .expect("writing to a String cannot fail");
        for (kernel, reason) in &self.rejected {
            writeln!(text, "  rejected {}: {reason}", kernel.level)
                .expect("writing to a String cannot fail");
        }
        text
    }
}

/// Selects the kernel of `program` to run on `cpu`, or says why none runs. Logs the decision
/// to stderr when `TESSERA_TRACE=1`. The launchers' one entry to [`select_cpu`].
pub fn require_cpu_kernel<'a>(
    program: &str,
    cpu: &CpuInfo,
    kernels: &'a [CpuKernel],
) -> Result<&'a CpuKernel, Error> {
    let decision = select_cpu(cpu, kernels);
    if trace_enabled() {
        eprint!("tessera: program `{program}`: {}", decision.explain());
    }
    decision.chosen.ok_or_else(|| Error::NoCpuKernel {
        program: program.to_string(),
        rejected: decision
            .rejected
            .iter()
            .map(|(kernel, reason)| (kernel.level.to_string(), reason.clone()))
            .collect(),
    })
}

/// Whether `TESSERA_TRACE=1` is set.
pub fn trace_enabled() -> bool {
    std::env::var_os("TESSERA_TRACE").is_some_and(|value| value == "1")
}
