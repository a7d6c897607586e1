//! Golden files pin every text form of the example programs: the expression IR, the row
//! program, the LLVM IR handed to the optimiser, and the PTX and AMDGCN assembly. A diff fails
//! the test; `UPDATE_EXPECT=1 cargo test -p tessera-build --test it golden` rewrites them. The
//! `sm_90` PTX's golden copy is the committed `kernels-out/sm_90/<program>.ptx` itself (the same
//! text; a second copy here would only add 5 MB to the tree).

use std::path::PathBuf;

use expect_test::expect_file;
use tessera_build::expr::Names;
use tessera_build::{codegen, rows, spec, targets};

use crate::programs_dir;

/// Golden path relative to this file (expect-test resolves it from the test source's folder).
fn golden(program: &str, file: &str) -> String {
    format!("../golden/{program}/{file}")
}

/// The committed kernels folder's copy of `program`'s `sm_90` PTX, relative to this file.
fn committed_ptx(program: &str) -> String {
    format!("../../../kernels-out/sm_90/{program}.ptx")
}

#[track_caller]
fn check_program(name: &str) {
    let spec =
        spec::read(&programs_dir().join(format!("{name}.toml"))).unwrap_or_else(|e| panic!("{e}"));
    let (front, row_program) = tessera_build::lower(&spec).unwrap_or_else(|e| panic!("{e}"));
    let names = Names {
        state: spec.state.as_deref(),
        inputs: &spec.inputs,
        vectors: &spec.vectors,
        params: &spec.params,
    };
    expect_file![golden(name, "expr.txt")].assert_eq(&front.graph.text(&names));
    expect_file![golden(name, "rows.txt")].assert_eq(&rows::text(&row_program));
    let ptx =
        codegen::compile(&row_program, targets::lookup("sm_90").expect("sm_90")).expect("compiles");
    expect_file![golden(name, "sm_90.ll")].assert_eq(&ptx.llvm_ir);
    expect_file![committed_ptx(name)].assert_eq(&ptx.assembly);
    let amd = codegen::compile(&row_program, targets::lookup("gfx1151").expect("gfx1151"))
        .expect("compiles");
    expect_file![golden(name, "gfx1151.s")].assert_eq(&amd.assembly);
    let x86 = codegen::compile(
        &row_program,
        targets::lookup("x86-64-v4").expect("x86-64-v4"),
    )
    .expect("compiles");
    expect_file![golden(name, "x86-64-v4.opt.ll")].assert_eq(&x86.llvm_ir_optimized);
}

/// One test per example program (each a complete set of golden files).
macro_rules! golden_tests {
    ($($name:ident),* $(,)?) => {
        $(
            #[test]
            fn $name() {
                check_program(stringify!($name));
            }
        )*
    };
}

golden_tests!(
    bivector_pull,
    double_well,
    gumbel,
    huber,
    quadratic,
    quadratic_fast,
    rownorm,
    softmax_fast,
    softmax_pull,
    softplus,
    sphere_align,
    tether,
    tether_fast,
    tether_pairwise,
    weighted,
    well_energy,
);

#[test]
fn every_program_has_golden_files() {
    let mut programs: Vec<String> = std::fs::read_dir(programs_dir())
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
    programs.sort();
    let golden_dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let mut golden: Vec<String> = std::fs::read_dir(golden_dir)
        .expect("golden")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    golden.sort();
    assert_eq!(
        programs, golden,
        "add the new program to `golden_tests!` and run UPDATE_EXPECT=1"
    );
}

#[test]
fn the_cpu_draw_loops_ask_for_interleaving_and_the_gpu_loops_do_not() {
    // `noise::draw_interleave`: each CPU draw loop's back edge carries a loop ID (a distinct
    // node whose first operand is itself, which LLVM requires) with the interleave count: four
    // with AVX-512's 32 vector registers, two with AVX2's 16.
    for (name, draw_loops) in [("quadratic", 2), ("quadratic_fast", 2), ("gumbel", 2)] {
        let spec = spec::read(&programs_dir().join(format!("{name}.toml")))
            .unwrap_or_else(|e| panic!("{e}"));
        let (_, row_program) = tessera_build::lower(&spec).unwrap_or_else(|e| panic!("{e}"));
        for (chip, count) in [("x86-64-v4", 4), ("x86-64-v3", 2)] {
            let x86 = codegen::compile(&row_program, targets::lookup(chip).expect("x86"))
                .expect("compiles");
            let hints: Vec<&str> = x86
                .llvm_ir
                .lines()
                .filter(|l| l.contains("!\"llvm.loop.interleave.count\", i32 "))
                .collect();
            let wanted = format!("!\"llvm.loop.interleave.count\", i32 {count}}}");
            let hint = hints
                .iter()
                .find(|l| l.contains(&wanted))
                .unwrap_or_else(|| panic!("{name}/{chip}: no count {count} in {hints:?}"));
            // The sampler's max-fold lanes ask for two ([`scratch::emit_fold_chunks`]).
            let other = if name == "gumbel" && count != 2 { 1 } else { 0 };
            assert_eq!(
                hints.len(),
                1 + other,
                "{name}/{chip}: uniqued hints {hints:?}"
            );
            let hint = hint.split(" = ").next().expect("a metadata node");
            let ids: Vec<&str> = x86
                .llvm_ir
                .lines()
                .filter(|l| l.contains("= distinct !{") && l.ends_with(&format!(", {hint}}}")))
                .collect();
            assert!(ids.len() >= draw_loops, "{name}/{chip}: loop IDs {ids:?}");
            for id in &ids {
                let node = id.split(" = ").next().expect("a metadata node");
                assert!(
                    id.contains(&format!("!{{{node}, ")),
                    "{name}/{chip}: {id} is not self-referential"
                );
                // `!3` must not count `!30`'s uses: the node ends the line or meets a comma.
                let marker = format!("!llvm.loop {node}");
                let uses = x86
                    .llvm_ir
                    .match_indices(&marker)
                    .filter(|(at, _)| {
                        let next = x86.llvm_ir[at + marker.len()..].chars().next();
                        !next.is_some_and(|c| c.is_ascii_digit())
                    })
                    .count();
                assert_eq!(uses, 1, "{name}/{chip}: {node} marks one back edge");
            }
            // `scratch::emit_fold_chunks`: the lanes' loop of a pass of max folds alone (the
            // sampler's) runs as whole 16-wide vectors, two interleaved (32 lanes).
            let width = x86
                .llvm_ir
                .lines()
                .filter(|l| l.contains("!\"llvm.loop.vectorize.width\", i32 16"))
                .count();
            assert_eq!(
                width,
                usize::from(name == "gumbel"),
                "{name}/{chip}: width hints"
            );
        }
        let gpu = codegen::compile(&row_program, targets::lookup("sm_90").expect("sm_90"))
            .expect("compiles");
        assert!(
            !gpu.llvm_ir.contains("llvm.loop"),
            "{name}: a GPU loop hint"
        );
    }
}
