//! The x86 level table, CPU detection, `select_cpu` with fake CPUs, `explain()` and the
//! no-kernel error.

use tessera_rt::cpu::{
    self, CPU_LEVELS, CpuInfo, DETECTABLE_FEATURES, require_cpu_kernel, select_cpu,
};
use tessera_rt::kernel::CpuKernel;

use crate::fake_kernel;

const BASELINE: &[&str] = &["sse2"];
const AVX512_MISSING: &str =
    "needs avx512f, avx512bw, avx512cd, avx512dq, avx512vl which this CPU lacks";
const V3_MISSING: &str = "needs sse3, ssse3, sse4.1, sse4.2, popcnt, cmpxchg16b, avx, avx2, \
                          bmi1, bmi2, fma, f16c, lzcnt, movbe which this CPU lacks";

fn features_of(level: &str) -> &'static [&'static str] {
    cpu::level(level).expect("a level of CPU_LEVELS").features
}

fn table(levels: &[&str]) -> Vec<CpuKernel> {
    levels.iter().map(|level| fake_kernel(level)).collect()
}

#[test]
fn level_table_is_cumulative_and_detectable() {
    let names: Vec<&str> = CPU_LEVELS.iter().map(|level| level.name).collect();
    assert_eq!(names, ["x86-64", "x86-64-v3", "x86-64-v4"]);
    for pair in CPU_LEVELS.windows(2) {
        for feature in pair[0].features {
            assert!(
                pair[1].features.contains(feature),
                "{} lacks {feature}",
                pair[1].name
            );
        }
        assert!(
            pair[1].features.len() > pair[0].features.len(),
            "{} adds nothing",
            pair[1].name
        );
    }
    for level in CPU_LEVELS {
        assert_eq!(level.llvm_cpu, level.name);
        for feature in level.features {
            assert!(
                DETECTABLE_FEATURES.contains(feature),
                "{feature} is never detected"
            );
        }
    }
    assert_eq!(
        cpu::level("x86-64-v3").map(|level| level.features.len()),
        Some(15)
    );
    assert_eq!(
        cpu::level("x86-64-v4").map(|level| level.features.len()),
        Some(20)
    );
    assert_eq!(cpu::level("x86-64-v2"), None);
}

#[test]
fn detection_sees_the_x86_64_baseline() {
    let detected = CpuInfo::detect();
    if cfg!(target_arch = "x86_64") {
        assert!(detected.has("sse2"), "detected {:?}", detected.features());
    } else {
        assert!(detected.features().is_empty());
    }
    for feature in detected.features() {
        assert!(DETECTABLE_FEATURES.contains(&feature.as_str()));
    }
}

#[track_caller]
fn check_select(
    cpu_features: &[&str],
    levels: &[&str],
    chosen: Option<&str>,
    rejected: &[(&str, &str)],
) {
    let cpu = CpuInfo::with_features(cpu_features.iter().copied());
    let kernels = table(levels);
    let decision = select_cpu(&cpu, &kernels);
    assert_eq!(decision.chosen.map(|kernel| kernel.level), chosen);
    let got: Vec<(&str, &str)> = decision
        .rejected
        .iter()
        .map(|(kernel, reason)| (kernel.level, reason.as_str()))
        .collect();
    assert_eq!(got, rejected);
}

#[test]
fn select_cpu_picks_the_highest_level_the_cpu_runs() {
    let all = ["x86-64", "x86-64-v3", "x86-64-v4"];
    let v3_chosen = "a higher level, x86-64-v3, is chosen";
    let v4_chosen = "a higher level, x86-64-v4, is chosen";
    check_select(
        BASELINE,
        &all,
        Some("x86-64"),
        &[
            ("x86-64-v3", V3_MISSING),
            ("x86-64-v4", &v3_and_avx512_missing()),
        ],
    );
    check_select(
        features_of("x86-64-v3"),
        &all,
        Some("x86-64-v3"),
        &[("x86-64", v3_chosen), ("x86-64-v4", AVX512_MISSING)],
    );
    check_select(
        features_of("x86-64-v4"),
        &all,
        Some("x86-64-v4"),
        &[("x86-64", v4_chosen), ("x86-64-v3", v4_chosen)],
    );
    // Table order does not matter.
    check_select(
        features_of("x86-64-v3"),
        &["x86-64-v4", "x86-64-v3", "x86-64"],
        Some("x86-64-v3"),
        &[("x86-64-v4", AVX512_MISSING), ("x86-64", v3_chosen)],
    );
    // A CPU with only part of AVX-512 stays at v3, and the reason names exactly what is missing.
    let mut partial = features_of("x86-64-v3").to_vec();
    partial.extend(["avx512f", "avx512cd"]);
    check_select(
        &partial,
        &all,
        Some("x86-64-v3"),
        &[
            ("x86-64", v3_chosen),
            (
                "x86-64-v4",
                "needs avx512bw, avx512dq, avx512vl which this CPU lacks",
            ),
        ],
    );
    // Only a level the CPU cannot run, or nothing compiled: nothing is chosen.
    check_select(
        features_of("x86-64-v3"),
        &["x86-64-v4"],
        None,
        &[("x86-64-v4", AVX512_MISSING)],
    );
    check_select(features_of("x86-64-v4"), &[], None, &[]);
    check_select(
        &[],
        &["x86-64"],
        None,
        &[("x86-64", "needs sse2 which this CPU lacks")],
    );
}

fn v3_and_avx512_missing() -> String {
    let missing = V3_MISSING.trim_end_matches(" which this CPU lacks");
    let avx512 = AVX512_MISSING.trim_start_matches("needs ");
    format!("{missing}, {avx512}")
}

#[track_caller]
fn check_explain(cpu_features: &[&str], levels: &[&str], expected: &str) {
    let cpu = CpuInfo::with_features(cpu_features.iter().copied());
    let kernels = table(levels);
    assert_eq!(select_cpu(&cpu, &kernels).explain(), expected);
}

#[test]
fn explain_lists_the_choice_then_every_rejection() {
    check_explain(
        features_of("x86-64-v3"),
        &["x86-64", "x86-64-v3", "x86-64-v4"],
        &format!(
            "x86 kernel selection:\n  chosen   x86-64-v3\n  rejected x86-64: a higher level, \
             x86-64-v3, is chosen\n  rejected x86-64-v4: {AVX512_MISSING}\n"
        ),
    );
    check_explain(
        features_of("x86-64-v3"),
        &["x86-64-v4"],
        &format!(
            "x86 kernel selection:\n  chosen   none: no compiled level runs on this CPU\n  \
             rejected x86-64-v4: {AVX512_MISSING}\n"
        ),
    );
    check_explain(
        BASELINE,
        &[],
        "x86 kernel selection:\n  no CPU kernel was compiled\n",
    );
}

#[track_caller]
fn check_no_kernel(cpu_features: &[&str], levels: &[&str], expected: &str) {
    let cpu = CpuInfo::with_features(cpu_features.iter().copied());
    let kernels = table(levels);
    match require_cpu_kernel("quadratic", &cpu, &kernels) {
        Ok(kernel) => panic!("expected no kernel, got {}", kernel.level),
        Err(error) => assert_eq!(error.to_string(), expected),
    }
}

#[test]
fn no_runnable_level_is_an_error_with_reasons_and_the_fix() {
    let fix = "compile the baseline level, which runs on every x86-64 CPU, with \
               `cargo xtask gen --chip x86-64`";
    check_no_kernel(
        features_of("x86-64-v3"),
        &["x86-64-v4"],
        &format!(
            "no compiled CPU level of program `quadratic` runs on this CPU:\n  x86-64-v4: \
             {AVX512_MISSING}\n{fix}"
        ),
    );
    check_no_kernel(
        BASELINE,
        &["x86-64-v3", "x86-64-v4"],
        &format!(
            "no compiled CPU level of program `quadratic` runs on this CPU:\n  x86-64-v3: \
             {V3_MISSING}\n  x86-64-v4: {}\n{fix}",
            v3_and_avx512_missing()
        ),
    );
    check_no_kernel(
        BASELINE,
        &[],
        &format!(
            "no compiled CPU level of program `quadratic` runs on this CPU:\n  (no CPU level was \
             compiled)\n{fix}"
        ),
    );
}

#[test]
fn require_cpu_kernel_returns_the_chosen_kernel() {
    let kernels = table(&["x86-64", "x86-64-v3"]);
    let cpu = CpuInfo::with_features(features_of("x86-64-v4").iter().copied());
    let chosen = require_cpu_kernel("quadratic", &cpu, &kernels).map(|kernel| kernel.level);
    assert_eq!(chosen.ok(), Some("x86-64-v3"));
}
