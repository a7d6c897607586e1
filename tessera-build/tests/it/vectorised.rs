//! The x86 kernels' hot loops are vectorised (issue 7), checked in the assembly of every
//! program that draws noise at `x86-64-v4` (AVX-512, `%zmm`) and `x86-64-v3` (AVX2, `%ymm`):
//!
//! * the Philox loop multiplies in full-width vectors (`vpmuludq`), not in scalar `imul`/`mul`;
//! * the math library's loop (the noise's logarithms, cosines and square roots) computes in
//!   full-width packed vectors (`vmulpd`/`vmulps`) with no scalar arithmetic instruction;
//! * neither loop calls a function or gathers; a Langevin program gathers nowhere;
//! * a pairwise sum adds its blocks of 64 values in full-width vectors;
//! * narrow rows of a program that folds run across rows, each row's fold a lane of vectors
//!   (`codegen/across.rs`): sequential and pairwise sums, max folds and argmax, under both
//!   noise policies; a map's and an energy's whole blocks of fewer than 16 features
//!   transpose in wide vector loads and stores, without gathers;
//! * wide rows of a program with a sequential sum run in lockstep blocks whose sums add in
//!   vectors across the block's rows (`codegen/lockstep.rs`), without gathers;
//! * every vectorised draw loop of every path interleaves as many vector iterations as its
//!   level asks (`noise::draw_interleave`);
//! * at `x86-64-v4`, packed f32 arithmetic runs in 512-bit vectors (`prefer-vector-width`);
//! * the sampler's Gumbel passes test their blocks of tokens against the best so far in
//!   vectors.
//!
//! A loop is found by its back edge: a jump to a label defined above the jump. These run on any
//! machine, AVX-512 or not (the kernels are compiled, not run); the numeric contract's side (no
//! FMA, no external calls) is `artifacts::emitted_code_keeps_the_numeric_contract`.

use tessera_build::{codegen, lower, rows::RowProgram, spec, targets};

use crate::programs_dir;

/// Every example program, lowered.
fn all_programs() -> Vec<RowProgram> {
    let mut programs: Vec<RowProgram> = std::fs::read_dir(programs_dir())
        .expect("programs")
        .map(|entry| {
            let spec = spec::read(&entry.expect("entry").path()).unwrap_or_else(|e| panic!("{e}"));
            lower(&spec).unwrap_or_else(|e| panic!("{e}")).1
        })
        .collect();
    programs.sort_by(|a, b| a.name.cmp(&b.name));
    programs
}

/// Every program that draws noise, lowered.
fn noisy_programs() -> Vec<RowProgram> {
    let programs: Vec<RowProgram> = all_programs()
        .into_iter()
        .filter(RowProgram::uses_noise)
        .collect();
    assert!(programs.len() >= 10, "the example programs that draw noise");
    programs
}

/// One loop of an assembly text: the lines from its header label to its back edge.
struct Loop<'a> {
    lines: &'a [&'a str],
    /// No other loop lies inside it.
    innermost: bool,
}

impl Loop<'_> {
    /// Instructions (tab-indented lines, not directives) whose text matches `what`.
    fn count(&self, what: impl Fn(&str) -> bool) -> usize {
        self.lines
            .iter()
            .filter(|l| l.starts_with('\t') && !l.starts_with("\t.") && what(l))
            .count()
    }
}

/// The loops of `lines` (an LLVM x86 assembly text, AT&T syntax): each jump to a label defined
/// above it closes one.
fn loops<'a>(lines: &'a [&'a str]) -> Vec<Loop<'a>> {
    let mut labels = std::collections::HashMap::new();
    for (at, line) in lines.iter().enumerate() {
        if let Some(label) = line.strip_suffix(':').filter(|l| l.starts_with(".LBB")) {
            labels.insert(label, at);
        }
    }
    let mut ranges = Vec::new();
    for (at, line) in lines.iter().enumerate() {
        let mut words = line.split_whitespace();
        let (Some(op), Some(target)) = (words.next(), words.next()) else {
            continue;
        };
        if op.starts_with('j')
            && let Some(&header) = labels.get(target)
            && header < at
        {
            ranges.push((header, at));
        }
    }
    ranges
        .iter()
        .map(|&(start, end)| Loop {
            lines: &lines[start..=end],
            innermost: !ranges
                .iter()
                .any(|&(s, e)| (s, e) != (start, end) && start <= s && e <= end),
        })
        .collect()
}

fn is_call(line: &str) -> bool {
    line.split_whitespace()
        .next()
        .is_some_and(|op| op.starts_with("call"))
}

fn is_gather(line: &str) -> bool {
    line.contains("gather")
}

/// A scalar floating-point arithmetic instruction (`vmulsd`, `vaddss`, `vsqrtsd`, ...).
fn is_scalar_arithmetic(line: &str) -> bool {
    let op = line.split_whitespace().next().unwrap_or("");
    ["vadd", "vsub", "vmul", "vdiv", "vsqrt", "vmin", "vmax"]
        .iter()
        .any(|arith| {
            op.strip_prefix(arith)
                .is_some_and(|s| s == "sd" || s == "ss")
        })
}

fn is_scalar_multiply(line: &str) -> bool {
    let op = line.split_whitespace().next().unwrap_or("");
    op.starts_with("imul") || op.starts_with("mul")
}

/// Checks the hot loops of every noisy program compiled for `chip`, whose full vector
/// registers are named `%{register}`.
fn check_level(chip: &str, register: &str) {
    let target = targets::lookup(chip).expect("an x86 level");
    let full = |mnemonics: &'static [&'static str]| {
        let register = format!("%{register}");
        move |line: &str| {
            let op = line.split_whitespace().next().unwrap_or("");
            mnemonics.contains(&op) && line.contains(&register)
        }
    };
    let philox = full(&["vpmuludq"]);
    let packed = full(&["vmulpd", "vmulps"]);
    // In any width: the f32 Box–Muller of `tessera-fast-v1` takes its roots in half vectors.
    let root = |line: &str| line.trim_start().starts_with("vsqrtp");
    for program in noisy_programs() {
        let name = &program.name;
        let out = codegen::compile(&program, target).unwrap_or_else(|e| panic!("{e}"));
        let lines: Vec<&str> = out.assembly.lines().collect();
        let loops = loops(&lines);
        let inner: Vec<&Loop> = loops.iter().filter(|l| l.innermost).collect();
        // One Philox-4x32-10 call is ten rounds of two 32x32->64 multiplies: a vectorised
        // iteration holds at least that many packed ones.
        let philox_loops: Vec<&&Loop> = inner.iter().filter(|l| l.count(&philox) >= 20).collect();
        assert!(
            !philox_loops.is_empty(),
            "{name}/{chip}: no loop multiplies Philox's words in %{register} vectors"
        );
        // The math library's loop: a logarithm's polynomial alone is more than 16 multiplies,
        // and Box–Muller's radius is a square root. (A loop of a pass may multiply as much,
        // with a scalar factor per feature computed once for all its rows: `across`.)
        let math_loops: Vec<&&Loop> = inner
            .iter()
            .filter(|l| l.count(&packed) >= 16 && l.count(root) >= 1)
            .collect();
        assert!(
            !math_loops.is_empty(),
            "{name}/{chip}: no loop computes the noise's math in %{register} vectors"
        );
        for l in &philox_loops {
            assert_eq!(
                l.count(is_scalar_multiply),
                0,
                "{name}/{chip}: scalar multiply"
            );
        }
        for l in &math_loops {
            let scalar = l.count(is_scalar_arithmetic);
            assert_eq!(
                scalar, 0,
                "{name}/{chip}: scalar arithmetic in the math loop"
            );
        }
        for l in philox_loops.iter().chain(&math_loops) {
            assert_eq!(l.count(is_call), 0, "{name}/{chip}: a call in a hot loop");
            assert_eq!(
                l.count(is_gather),
                0,
                "{name}/{chip}: a gather in a hot loop"
            );
        }
        // The sampler's passes over a list of token positions gather the listed tokens' logits;
        // a Langevin update reads its rows in order.
        if !program.interface.is_sampler() {
            let gathers = lines.iter().filter(|l| is_gather(l)).count();
            assert_eq!(gathers, 0, "{name}/{chip}: gathers");
        }
    }
}

#[test]
fn avx512_kernels_draw_noise_in_zmm_vectors() {
    check_level("x86-64-v4", "zmm");
}

#[test]
fn avx2_kernels_draw_noise_in_ymm_vectors() {
    check_level("x86-64-v3", "ymm");
}

#[test]
fn avx512_kernels_compute_f32_in_zmm_vectors() {
    // LLVM's `x86-64-v4` tuning prefers 256-bit vectors; the entry asks for 512
    // (`prefer-vector-width`), so the loops over f32 values (updates, fold values, `exp`)
    // fill `%zmm` registers as the draw loops' f64 math does. Without the attribute every
    // program's packed f32 arithmetic was in `%ymm`.
    let target = targets::lookup("x86-64-v4").expect("an x86 level");
    let packed_f32 = |register: &'static str| {
        move |line: &str| {
            let op = line.split_whitespace().next().unwrap_or("");
            ["vaddps", "vsubps", "vmulps", "vdivps"].contains(&op) && line.contains(register)
        }
    };
    for program in all_programs() {
        let name = &program.name;
        let out = codegen::compile(&program, target).unwrap_or_else(|e| panic!("{e}"));
        let lines: Vec<&str> = out.assembly.lines().collect();
        let count = |what: &dyn Fn(&str) -> bool| {
            lines
                .iter()
                .filter(|l| l.starts_with('\t') && what(l))
                .count()
        };
        let (zmm, ymm) = (count(&packed_f32("%zmm")), count(&packed_f32("%ymm")));
        assert!(
            zmm > ymm,
            "{name}: packed f32 arithmetic in {zmm} %zmm and {ymm} %ymm instructions"
        );
    }
}

/// The loops (an enclosing loop counts too) that add a pairwise sum's blocks of 64 values as
/// trees in vectors (`fold::FoldAcc::push_pairwise_array`): on `x86-64-v4`, four 16-lane
/// vectors meet in two rounds of packed adds before one vector's horizontal rounds (3
/// full-width adds); on `x86-64-v3`, eight 8-lane ones in three (7); both end in horizontal
/// adds of neighbours (`vhaddps`). `tether`, the same energy with its sum in order, has no such
/// loop, so the check can fail.
fn pairwise_block_loops(chip: &str, register: &str, program: &str) -> usize {
    let target = targets::lookup(chip).expect("an x86 level");
    let path = programs_dir().join(format!("{program}.toml"));
    let spec = spec::read(&path).unwrap_or_else(|e| panic!("{e}"));
    let program = lower(&spec).unwrap_or_else(|e| panic!("{e}")).1;
    let out = codegen::compile(&program, target).unwrap_or_else(|e| panic!("{e}"));
    let lines: Vec<&str> = out.assembly.lines().collect();
    let register = format!("%{register}");
    let op = |line: &str| line.split_whitespace().next().unwrap_or("").to_string();
    // Packed adds of whole vectors, vertical or of neighbours (`vhaddps`, which LLVM picks
    // for the last rounds, or for all of them on AVX2).
    let packed_add =
        |line: &str| matches!(op(line).as_str(), "vaddps" | "vhaddps") && line.contains(&register);
    let horizontal = |line: &str| op(line) == "vhaddps";
    let rounds = if register == "%zmm" { 3 } else { 7 };
    loops(&lines)
        .iter()
        .filter(|l| l.count(packed_add) >= rounds && l.count(horizontal) >= 1)
        .filter(|l| l.count(is_call) == 0)
        .count()
}

#[test]
fn pairwise_sums_add_their_blocks_in_vectors() {
    for (chip, register) in [("x86-64-v4", "zmm"), ("x86-64-v3", "ymm")] {
        let pairwise = pairwise_block_loops(chip, register, "tether_pairwise");
        let sequential = pairwise_block_loops(chip, register, "tether");
        assert!(
            pairwise >= 1,
            "tether_pairwise/{chip}: no loop adds blocks in %{register}"
        );
        assert!(pairwise > sequential, "{chip}: {pairwise} vs {sequential}");
    }
}

/// The kernel of `program` at `chip`.
fn compile(chip: &str, program: &str) -> codegen::Compiled {
    let target = targets::lookup(chip).expect("an x86 level");
    let path = programs_dir().join(format!("{program}.toml"));
    let spec = spec::read(&path).unwrap_or_else(|e| panic!("{e}"));
    let program = lower(&spec).unwrap_or_else(|e| panic!("{e}")).1;
    codegen::compile(&program, target).unwrap_or_else(|e| panic!("{e}"))
}

/// The basic blocks of an optimised IR text: each one's label and its lines.
fn ir_blocks(ir: &str) -> Vec<(&str, Vec<&str>)> {
    let mut blocks: Vec<(&str, Vec<&str>)> = Vec::new();
    for line in ir.lines() {
        let label = line.split_once(':').map(|(l, _)| l).filter(|l| {
            !l.is_empty()
                && l.chars()
                    .all(|c| c.is_ascii_alphanumeric() || "_.".contains(c))
        });
        match (label, blocks.last_mut()) {
            (Some(label), _) => blocks.push((label, Vec::new())),
            (None, Some((_, lines))) => lines.push(line),
            (None, None) => {}
        }
    }
    blocks
}

/// A compiled kernel: whether it has the across-rows path (its `across_block` loop), and the
/// instructions on float vectors in the optimised IR's across-rows blocks: the
/// blocks labelled `across_...` (where the loops over a block's 64 rows are unrolled once
/// vectorised) and the vectorised loops that branch to them (`vector.body...`, a loop over
/// the rows not unrolled): one operation on many rows' values.
fn across_rows(out: &codegen::Compiled) -> (bool, usize) {
    let blocks = ir_blocks(&out.llvm_ir_optimized);
    let vectors = blocks
        .iter()
        .filter(|(label, lines)| {
            label.starts_with("across_")
                || (label.starts_with("vector.body")
                    && lines.iter().any(|l| l.contains("label %across_")))
        })
        .map(|(_, lines)| lines.iter().filter(|l| l.contains(" x float>")).count())
        .sum();
    (out.llvm_ir.contains("across_block"), vectors)
}

#[test]
fn narrow_rows_that_fold_run_across_rows_in_vectors() {
    for chip in ["x86-64-v4", "x86-64-v3", "x86-64"] {
        // tether's one sum per step and sphere_align's four in two passes; a pairwise sum
        // (its partial sums in block arrays), max folds with an argmax (softmax_pull), the
        // same under `tessera-fast-v1` (softmax_fast: four normals per group, drawn into
        // the transposed block), and the bivector's grade masks (a lane's feature index is
        // not its position in the block), and the sampler (at launches without top-k and
        // top-p: its check folds and Gumbel argmax, the noise drawn into the block): each
        // row's fold a lane of vectors.
        for program in [
            "tether",
            "tether_fast",
            "sphere_align",
            "tether_pairwise",
            "softmax_pull",
            "softmax_fast",
            "bivector_pull",
            "gumbel",
        ] {
            let (across, vectors) = across_rows(&compile(chip, program));
            assert!(
                across && vectors >= 64,
                "{program}/{chip}: {across}, {vectors} vector instructions"
            );
        }
    }
}

#[test]
fn narrow_maps_and_energies_run_across_rows_transposed_in_vectors() {
    for chip in ["x86-64-v4", "x86-64-v3", "x86-64"] {
        for program in ["rownorm", "well_energy"] {
            let out = compile(chip, program);
            let (across, vectors) = across_rows(&out);
            assert!(
                across && vectors >= 64,
                "{program}/{chip}: {across}, {vectors} vector instructions"
            );
            // Each width of a whole block below 16 features: one wide load (in) or store
            // (out) of 16 or 8 rows' elements per buffer, no gathers or scatters.
            let blocks = ir_blocks(&out.llvm_ir_optimized);
            for width in 1..16usize {
                for (direction, access) in [("in", "load <"), ("out", "store <")] {
                    let prefix = format!("across_{direction}_{width}.");
                    let lines: Vec<&str> = blocks
                        .iter()
                        .filter(|(label, _)| label.starts_with(&prefix))
                        .flat_map(|(_, lines)| lines.iter().copied())
                        .collect();
                    let wide = |line: &&str| {
                        line.contains(access)
                            && [16, 8]
                                .iter()
                                .any(|rows| line.contains(&format!("<{} x float>", rows * width)))
                    };
                    assert!(
                        lines.iter().any(wide),
                        "{program}/{chip}: no wide {access}...> in the {prefix} blocks"
                    );
                    let scattered = lines
                        .iter()
                        .filter(|l| is_gather(l) || l.contains("scatter"))
                        .count();
                    assert_eq!(scattered, 0, "{program}/{chip}: gathers in {prefix}");
                }
            }
        }
        // A Langevin block transposes once for its K steps, in scalar loops.
        let tether = compile(chip, "tether").llvm_ir_optimized;
        assert!(!tether.contains("across_in_4."), "tether/{chip}");
    }
}

/// The kernel of `program` at `chip`: whether it has the lockstep path (its `lockstep_block`
/// loop), the vector adds of a block of `rows` rows in its sums' loops (`lockstep_sums...`
/// blocks of the optimised IR) and the gathers there.
fn lockstep_sums(chip: &str, program: &str, rows: u32) -> (bool, usize, usize) {
    let out = compile(chip, program);
    let add = format!("fadd <{rows} x float>");
    let (mut adds, mut gathers) = (0, 0);
    for (label, lines) in ir_blocks(&out.llvm_ir_optimized) {
        if label.starts_with("lockstep_sums") {
            adds += lines.iter().filter(|l| l.contains(&add)).count();
            gathers += lines.iter().filter(|l| is_gather(l)).count();
        }
    }
    (out.llvm_ir.contains("lockstep_block"), adds, gathers)
}

#[test]
fn wide_rows_with_sequential_sums_add_them_in_lockstep_vectors() {
    let four = targets::LOCKSTEP_ROWS;
    for chip in ["x86-64-v4", "x86-64-v3", "x86-64"] {
        // A map's sum, an energy's two, a Langevin program's one (under either noise policy)
        // and sphere_align's three side by side (and its fourth in another pass),
        // softmax_pull's beside max folds: a tile of features adds one vector per feature, as
        // many per tile and sum as the block has rows. The map, one sum per pass, also has
        // blocks of eight rows (`targets::lockstep_rows`), for rows up to
        // `LOCKSTEP_WIDE_ROWS_FEATURES` features.
        for (program, sums, rows) in [
            ("rownorm", 1, 2 * four),
            ("rownorm", 1, four),
            ("well_energy", 2, four),
            ("tether", 1, four),
            ("tether_fast", 1, four),
            ("sphere_align", 4, four),
            ("softmax_pull", 1, four),
        ] {
            let (lockstep, adds, gathers) = lockstep_sums(chip, program, rows);
            assert!(lockstep, "{program}/{chip}: no lockstep path");
            // Each pass's noise variants (drawing and quiet) emit its sums once each.
            assert!(
                adds >= (rows * sums) as usize,
                "{program}/{chip}: {adds} vector adds of {rows} lanes in the lockstep sums"
            );
            assert_eq!(gathers, 0, "{program}/{chip}: gathers in the lockstep sums");
        }
        // Blocks of eight only where four chains leave the adds' latency uncovered.
        for program in ["well_energy", "tether", "sphere_align", "softmax_pull"] {
            let (_, adds, _) = lockstep_sums(chip, program, 2 * four);
            assert_eq!(adds, 0, "{program}/{chip}: blocks of eight rows");
        }
        // Pairwise sums alone, no folds, or a search: row by row.
        for program in ["tether_pairwise", "quadratic", "gumbel"] {
            assert_eq!(
                lockstep_sums(chip, program, four),
                (false, 0, 0),
                "{program}/{chip}"
            );
        }
    }
}

/// The vectorised loops (`vector.body...` blocks of the optimised IR, not the epilogues) whose
/// lines match `what`, with the number of matching lines each holds (loops without any left
/// out).
fn vector_loops(ir: &str, what: impl Fn(&str) -> bool) -> Vec<(String, usize)> {
    ir_blocks(ir)
        .into_iter()
        .filter(|(label, _)| label.starts_with("vector.body"))
        .map(|(label, lines)| (label.to_string(), lines.iter().filter(|l| what(l)).count()))
        .filter(|&(_, n)| n > 0)
        .collect()
}

/// A conversion of Philox words to f64 for the noise's math: `tessera-v1`'s Box–Muller (two
/// words per normal), the sampler's Gumbel noise (one per token).
fn converts_words(line: &str) -> bool {
    line.contains("uitofp <") && line.contains(" x i32> ") && line.contains(" x double>")
}

/// A 32x32->64 multiply of vectors, as Philox's rounds make them: one Philox-4x32-10 call
/// holds at least 16 once LLVM has folded what it can.
fn multiplies_words(line: &str) -> bool {
    line.contains(" mul ") && line.contains(" x i64>")
}

#[test]
fn every_draw_loop_keeps_its_interleaving() {
    // `noise::draw_interleave`: four vector iterations where there are 32 vector registers,
    // two where there are 16. Each path draws in its own loop (row by row, lockstep blocks,
    // across rows, flat blocks), and keeps the hint only where LLVM may follow it: lockstep
    // blocks of `sphere_align` and `softmax_pull`, whose noise lies three arrays from its
    // staging, lost it until the draw's arrays were told apart (`codegen::Disjoint`), and the
    // `tessera-fast-v1` draw into a transposed block looped over its rows without the hint.
    for (chip, interleave) in [("x86-64-v4", 4), ("x86-64-v3", 2)] {
        let target = targets::lookup(chip).expect("an x86 level");
        for program in noisy_programs() {
            let name = &program.name;
            let out = codegen::compile(&program, target).unwrap_or_else(|e| panic!("{e}"));
            let ir = &out.llvm_ir_optimized;
            // Every Philox loop: at least `interleave` calls' multiplies per vector iteration.
            let philox = vector_loops(ir, multiplies_words);
            let philox: Vec<_> = philox.into_iter().filter(|&(_, n)| n >= 16).collect();
            assert!(
                !philox.is_empty(),
                "{name}/{chip}: no vectorised Philox loop"
            );
            for (label, multiplies) in philox {
                assert!(
                    multiplies >= 16 * interleave,
                    "{name}/{chip}: {label} multiplies {multiplies} vectors of words"
                );
            }
            // Every loop of the noise's f64 math: exactly `interleave` vectors of elements.
            if program.noise != tessera_build::rows::NoisePolicy::V1 {
                continue;
            }
            let words = if program.interface.is_sampler() { 1 } else { 2 };
            let math = vector_loops(ir, converts_words);
            assert!(!math.is_empty(), "{name}/{chip}: no vectorised draw loop");
            for (label, conversions) in math {
                assert_eq!(
                    conversions,
                    words * interleave,
                    "{name}/{chip}: {label} converts {conversions} vectors of words"
                );
            }
        }
    }
}

#[test]
fn loops_are_found_by_their_back_edges() {
    let text = "f:\n.LBB0_1:\n\tvpmuludq\t%zmm1, %zmm2, %zmm3\n.LBB0_2:\n\tvmulsd\t%xmm0, %xmm1, \
                %xmm2\n\tjne\t.LBB0_2\n\tjmp\t.LBB0_1\n\tjmp\t.LBB0_3\n.LBB0_3:\n\tretq";
    let lines: Vec<&str> = text.lines().collect();
    let found = loops(&lines);
    assert_eq!(found.len(), 2, "a forward jump closes no loop");
    assert!(found[0].innermost && !found[1].innermost);
    assert_eq!(found[0].count(is_scalar_arithmetic), 1);
    assert_eq!(found[1].count(|l| l.contains("vpmuludq")), 1);
    assert_eq!(found[1].count(is_scalar_arithmetic), 1);
    assert!(!is_scalar_arithmetic("\tvmulpd\t%zmm0, %zmm1, %zmm2"));
    assert!(is_scalar_multiply("\timulq\t%rax, %rbx") && is_call("\tcallq\tmemset@PLT"));
}

/// The sampler's x86 Gumbel passes test each block of 32 tokens against the best score so far
/// (`codegen::scratch::emit_max_fold_chunks`, `philox::gumbel_bound`) in two 16-lane vector
/// compares, `fcmp uge <16 x float>` against the splat best, at every level (wider than a
/// register below `x86-64-v4`, so split in two or four); without the test, or with the loop
/// left scalar, there are none. Both samplers compile six such passes (the sample pass with and
/// without top-p, over the row or a list, row by row or in a span of a split row): twelve
/// compares.
#[test]
fn gumbel_passes_test_their_blocks_in_vectors() {
    for chip in ["x86-64-v4", "x86-64-v3", "x86-64"] {
        for program in ["gumbel", "gumbel_pairwise"] {
            let ir = compile(chip, program).llvm_ir_optimized;
            let tests = ir
                .lines()
                .filter(|l| l.contains("fcmp uge <16 x float>") && l.contains("broadcast.splat"))
                .count();
            assert!(
                tests >= 12,
                "{program}/{chip}: {tests} block tests in vectors"
            );
        }
    }
}
