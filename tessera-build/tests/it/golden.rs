//! Golden files pin every text form of the example programs: the expression IR, the row
//! program, the LLVM IR handed to the optimiser (`sm_90`), and the PTX, AMDGCN and x86
//! (`x86-64-v4`) assembly. A diff fails
//! the test; `UPDATE_EXPECT=1 cargo test -p tessera-build --test it golden` rewrites them. The
//! `sm_90` PTX's golden copy is the committed `kernels-out/sm_90/<program>.ptx` itself (the same
//! text; a second copy here would only add 5 MB to the tree).
//!
//! The GPU IR and AMDGCN goldens keep one entry of each class ([`representative`]: the first
//! packed entry, `_w1024`, `_wide`, `_split`) and the module's text outside functions: the
//! other width variants are the same code with other constants, every byte of them stays
//! pinned (`artifacts::generating_twice_gives_byte_identical_kernels_folders` compares a fresh
//! generation with the committed `kernels-out/`, whose PTX is text), and all of them here made
//! 21 MiB of a 67 MiB tree, over the 64 MiB of the working tree that the device machine takes.
//! For the same reason the x86 golden is the assembly, half the size of the optimised IR it
//! replaced (8.4 MB of it for the 16 programs then).

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
    expect_file![golden(name, "sm_90.ll")].assert_eq(&representative(&ptx.llvm_ir, Form::Ir));
    expect_file![committed_ptx(name)].assert_eq(&ptx.assembly);
    let amd = codegen::compile(&row_program, targets::lookup("gfx1151").expect("gfx1151"))
        .expect("compiles");
    expect_file![golden(name, "gfx1151.s")].assert_eq(&representative(&amd.assembly, Form::Amdgcn));
    let x86 = codegen::compile(
        &row_program,
        targets::lookup("x86-64-v4").expect("x86-64-v4"),
    )
    .expect("compiles");
    expect_file![golden(name, "x86-64-v4.s")].assert_eq(&x86.assembly);
}

/// The text form [`representative`] reads.
#[derive(Clone, Copy, Debug)]
enum Form {
    /// LLVM IR: a function is a `define` line through its closing `}` line.
    Ir,
    /// AMDGCN assembly: a function runs from its `.globl` line through its `.size` line and
    /// the `.set <name>.…` lines after it.
    Amdgcn,
}

/// Whether a GPU entry's golden text is kept: the first packed entry (`_w<F>x<R>`), the
/// register entry of 1024 features, the wide and the split entries.
fn kept_entry(name: &str, first_packed: Option<&str>) -> bool {
    Some(name) == first_packed
        || ["_w1024", "_wide", "_split"]
            .iter()
            .any(|suffix| name.ends_with(suffix))
}

/// Whether an entry name ends in a packed entry's `_w<features>x<rows>`.
fn is_packed(name: &str) -> bool {
    name.rsplit_once("_w").is_some_and(|(_, shape)| {
        shape.split_once('x').is_some_and(|(f, r)| {
            [f, r]
                .iter()
                .all(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        })
    })
}

/// `text` with the functions of the entries [`kept_entry`] drops left out (every line outside
/// a function stays). Panics when a function has no end or no entry is kept, so a change of the
/// text's layout cannot empty the golden files unnoticed.
fn representative(text: &str, form: Form) -> String {
    let start = |line: &str| -> Option<String> {
        let name = match form {
            Form::Ir => line.strip_prefix("define ")?.split_once('@')?.1,
            Form::Amdgcn => line.strip_prefix("\t.globl\t")?,
        };
        Some(
            name.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .next()?
                .to_string(),
        )
    };
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    // Every function as (name, first line, one past its last line).
    let mut functions = Vec::new();
    let mut at = 0;
    while at < lines.len() {
        let Some(name) = start(lines[at]) else {
            at += 1;
            continue;
        };
        let end = match form {
            Form::Ir => lines[at..]
                .iter()
                .position(|l| l.trim_end() == "}")
                .map(|i| at + i + 1),
            Form::Amdgcn => {
                let size = format!("\t.size\t{name},");
                let set = format!("\t.set {name}.");
                lines[at..]
                    .iter()
                    .position(|l| l.starts_with(&size))
                    .map(|i| {
                        let mut end = at + i + 1;
                        while end < lines.len()
                            && (lines[end].trim().is_empty() || lines[end].starts_with(&set))
                        {
                            end += 1;
                        }
                        end
                    })
            }
        };
        let end = end.unwrap_or_else(|| panic!("{form:?}: the function {name} has no end"));
        functions.push((name, at, end));
        at = end;
    }
    let first_packed = functions
        .iter()
        .map(|(n, _, _)| n.as_str())
        .find(|n| is_packed(n));
    let mut out = String::with_capacity(text.len());
    let mut kept = 0;
    let mut next = 0;
    for (name, begin, end) in &functions {
        out.extend(lines[next..*begin].iter().copied());
        if kept_entry(name, first_packed) {
            out.extend(lines[*begin..*end].iter().copied());
            kept += 1;
        }
        next = *end;
    }
    out.extend(lines[next..].iter().copied());
    assert!(
        kept > 0,
        "{form:?}: no entry kept of {} functions",
        functions.len()
    );
    out
}

#[test]
fn the_gpu_goldens_keep_one_entry_of_each_class() {
    let ir = "; module\ndefine void @p_w4x64() {\n  ret void\n}\n\ndefine void @p_w8x32() {\n}\ndefine void @p_w512() {\n}\ndefine void @p_w1024(i64 %n) {\n}\ndefine void @p_wide() {\n}\n!0 = !{}\n";
    assert_eq!(
        representative(ir, Form::Ir),
        "; module\ndefine void @p_w4x64() {\n  ret void\n}\n\ndefine void @p_w1024(i64 %n) {\n}\ndefine void @p_wide() {\n}\n!0 = !{}\n"
    );
    let asm = "\t.text\n\t.globl\tp_w512\np_w512:\n\ts_endpgm\n\t.size\tp_w512, .Lfunc_end0-p_w512\n\n\t.set p_w512.num_vgpr, 29\n\t.globl\tp_split\np_split:\n\t.size\tp_split, .Lfunc_end1-p_split\n\t.set p_split.num_vgpr, 3\n\t.section\t.note\n\t.amdgpu_metadata\n";
    assert_eq!(
        representative(asm, Form::Amdgcn),
        "\t.text\n\t.globl\tp_split\np_split:\n\t.size\tp_split, .Lfunc_end1-p_split\n\t.set p_split.num_vgpr, 3\n\t.section\t.note\n\t.amdgpu_metadata\n"
    );
    assert!(is_packed("tessera_quadratic_w4x64") && !is_packed("tessera_quadratic_w4096"));
    let missing_end =
        std::panic::catch_unwind(|| representative("define void @p_w1024() {\n", Form::Ir));
    assert!(missing_end.is_err());
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
    gumbel_pairwise,
    huber,
    quadratic,
    quadratic_fast,
    rownorm,
    silu,
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
        // The GPU loops ask for no vectorising or interleaving; the one hint they carry keeps
        // the sampler's lane-0 sums' loop whole (`fold::fold_sums_ahead`: its blocks in
        // flight are its registers).
        let hints: std::collections::BTreeSet<&str> = gpu
            .llvm_ir
            .match_indices("!\"llvm.loop.")
            .map(|(at, _)| {
                let rest = &gpu.llvm_ir[at + 2..];
                &rest[..rest.find('"').expect("a closing quote")]
            })
            .collect();
        let expected: &[&str] = match name {
            "gumbel" => &["llvm.loop.unroll.disable"],
            _ => &[],
        };
        assert_eq!(
            hints.into_iter().collect::<Vec<_>>(),
            expected,
            "{name}: the GPU loop hints"
        );
    }
}
