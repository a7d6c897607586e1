//! Narrow rows vectorised across rows (x86): a program (a Langevin program, a map, an
//! energy, the sampler) runs its narrow rows (see [`applies`]) in blocks of [`ROWS`] rows,
//! each block transposed into stack memory feature-major (element `(f, r)` of the block at
//! `f * ROWS + r`), and its state and row outputs transposed back after the block's steps. A
//! pass is then a loop over the features whose body is one vector operation across the
//! block's rows: feature `f` of every row at once. Each row's fold is a lane of vectors, run
//! in the row's own order ([`emit_folds`]): a sequential sum adds `acc[r] = v(f, r) + acc[r]`
//! for `f` ascending, a max keeps the first maximum, a pairwise sum walks the binary counter's
//! tree, whose shape after `f` features is the same for every row. A uniform is a vector of
//! the rows' values, `uniforms[u * ROWS + r]`, and a lane reads its feature index (for
//! `FeatureIndex`, `GradeMask` and a shared vector's element) from [`RowEnv::across`], since
//! its position in the block is not its feature. A store pass writes each row's uniform sinks
//! (status word, an energy's per-row output, the sampler's id) from its lane at feature 0,
//! then the block's row sinks. Row by row, such a row runs each pass as a loop of `F`
//! iterations (shorter than one vector below 16 features) and each sequential sum as a chain
//! of `F` dependent adds; across rows every operation is a vector one.
//!
//! The transpositions run once per block: for a Langevin program, once for its K steps, in
//! scalar loops; a map or an energy evaluates each row once, so its transpositions would
//! cost more than the evaluation, and its whole blocks of fewer than 16 features transpose
//! in vectors instead, with the width a constant ([`emit_transpose`]).
//!
//! Each element keeps its own stream. Under `tessera-v1` the normal of element `(row, f)` has
//! stream index `row * F + f`; under `tessera-fast-v1` it is normal `f mod 4` of group
//! `row * ceil(F / 4) + floor(f / 4)`, the group's four normals drawn straight into the
//! block's transposed order (`noise::Groups::Transposed`; a row's last group whole, its
//! normals past the row never read). The steps of a row run in order and rows never interact,
//! so only the order across rows changes. A partial last block fills its missing rows with
//! copies of its last row, whose results are never stored.
//!
//! The sampler's guarded passes run under their guards (launch-uniform): a pass whose guard
//! is off stores the uniforms a skipped pass defines in every row's lane (a search's "every
//! token" prefix, which makes the confined passes' masks all `1.0`). A search that runs
//! (top-k, top-p) runs for every row of the block at once ([`emit_search`]); the passes
//! confined to its prefix run as written, their masks from each row's own boundary. The
//! block's Gumbel noise is drawn into its transposed order before the passes, token `f` of
//! row `row` from its own counter `(f, row)`, when a pass that reads it runs. Row by row, a
//! row of a few tokens ran its folds in scalar code, about 100 ns of a core per row of 4
//! tokens (and its searches' passes scalar loops over its few elements); across rows its
//! tokens cost about what a wide row's do.

use inkwell::types::{BasicType, BasicTypeEnum};
use inkwell::values::{BasicValueEnum, FloatValue, IntValue, PointerValue, VectorValue};
use inkwell::{FloatPredicate, IntPredicate};

use super::{
    AcrossLane, Emitter, LoopHints, RowEnv, emit_steps, flat, fold, lane, noise, ok, row_env,
    search,
};
use crate::rows::{
    Fold, FoldKind, NoisePolicy, OutputShape, Pass, PassEnd, RowProgram, Search, Sink, Uniform,
    Value,
};

/// Rows per block: four 16-lane vectors of f32 (a multiple of every x86 level's f32 width).
const ROWS: u32 = 64;

/// The rows of one vector of a search's folds ([`emit_search`]), which keep one accumulator
/// per vector of the block's rows.
const GROUP: u32 = 16;
const _: () = assert!(ROWS.is_multiple_of(GROUP));

/// Rows of a program that folds narrower than this run across rows. Row by row, a row of 64
/// features ran 1.35x slower (`sphere_align`; `tether` 1.13x) and one of 256 1.24x (1.05x)
/// on the Zen 5 machine of 2026-12-03; each block array holds `ROWS * MAX_FEATURES` values
/// (32 KiB) on the stack.
const MAX_FEATURES: u32 = 128;

// A block's arrays hold every row's last group of four `tessera-fast-v1` normals whole.
const _: () = assert!(MAX_FEATURES.is_multiple_of(4));

/// Whether `program` can run its narrow rows across rows: any program (Langevin programs under
/// either noise policy, maps, energies, the sampler, its searches too: [`emit_search`]),
/// unless `flat` serves all its narrow rows. (Those run flat first: a Langevin program
/// without folds, feature index or shared vector, and under `tessera-fast-v1` a width that is
/// a multiple of four, so its other widths run across rows.)
pub(super) fn supported(program: &RowProgram) -> bool {
    !(flat::supported(program) && program.noise == NoisePolicy::V1)
}

/// Whether this launch runs across rows (launch-uniform i1): rows of a Langevin program
/// narrower than [`MAX_FEATURES`] for a program that folds, than `noise::SMALL_ROW` for one
/// that does not (its row-by-row loops have no sums to wait on: from 32 features on they ran
/// as fast, 64 features 1.05x faster across rows and 100 features 1.09x slower on the Zen 5
/// machine of 2026-12-03); rows of a map or an energy narrower than [`VECTOR_WIDTHS`] (from
/// 16 features on, a sequential sum runs in lockstep blocks, `lockstep`, and the other
/// passes' row-by-row loops fill a vector); rows of the sampler narrower than
/// [`SAMPLER_WIDTHS`].
pub(super) fn applies<'ctx>(e: &Emitter<'_, 'ctx>) -> IntValue<'ctx> {
    let b = e.builder;
    let n_features = e.param_int("n_features");
    let below =
        |bound: u64| ok(b.build_int_compare(IntPredicate::ULT, n_features, e.i64(bound), "across"));
    below(if e.program.interface.is_sampler() {
        SAMPLER_WIDTHS
    } else if !e.program.interface.is_langevin() {
        VECTOR_WIDTHS
    } else if e.program.has_folds() {
        u64::from(MAX_FEATURES)
    } else {
        noise::SMALL_ROW
    })
}

/// Sampler rows narrower than this run across rows: the most a block's arrays hold. Across
/// rows ran faster at every width measured below it: plain sampling (best of three
/// alternating runs, 8M tokens, `x86-64-v4`, Zen 4, 2026-12-04: 2 tokens 4.0x, 16 2.8x, 64
/// 1.23x, 96 1.06x, 127 1.25x), though its speed per token falls from 64 tokens on, where a
/// block's logits and noise outgrow the L1 cache (4.1e8 tokens per second at 64, 2.8e8 at
/// 127; row by row 3.3e8 at 64 and 4.1e8 at 128, a whole number of vectors); and with its
/// searches ([`emit_search`]; two alternating runs each, 4M tokens, `x86-64-v4`, the Xeon of
/// 2026-12-06; top-k of a quarter of the row with top-p 0.9, then top-p 0.9 alone): 4 tokens
/// 9.8-10.7x and 12.4-13.1x, 16 4.6-5.0x and 5.6-5.9x, 32 2.7x and 3.8-4.1x, 64 1.9x and
/// 2.9-3.1x, 96 1.33-1.37x and 2.0-2.1x, 127 1.01-1.03x and 1.41-1.46x; since then the
/// searches' folds keep their accumulators in registers, 127 tokens with top-k and top-p
/// 1.16-1.19x faster than that, and their key rounds stop once every row's answer is
/// settled, 1.28x faster again, and on ties too ([`emit_search`]).
const SAMPLER_WIDTHS: u64 = MAX_FEATURES as u64;

/// A loop over `0..n` that LLVM leaves scalar: the transpositions, whose strided side would
/// otherwise become gathers or scatters.
fn scalar_loop<'ctx>(
    e: &Emitter<'_, 'ctx>,
    name: &str,
    n: IntValue<'ctx>,
    body: &mut dyn FnMut(IntValue<'ctx>),
) {
    let hints = LoopHints {
        width: Some(1),
        ..LoopHints::default()
    };
    e.emit_loop_hinted(name, e.i64(0), n, e.i64(1), hints, body);
}

/// Rows `row_begin..row_end` in blocks of [`ROWS`] rows, each block's K steps run across its
/// rows (see the module doc).
pub(super) fn emit_across_rows<'ctx>(e: &Emitter<'_, 'ctx>) {
    let b = e.builder;
    let f32t = e.ctx.f32_type();
    let it = &e.program.interface;
    let n_features = e.param_int("n_features");
    let rows_per_block = e.i64(u64::from(ROWS));
    let capacity = ROWS * MAX_FEATURES;
    let array = |name: &str, len: u32| e.entry_alloca(f32t.array_type(len).into(), name);
    // The block's state (an energy reads it, a Langevin program updates it) and row outputs.
    let state = it.has_state().then(|| array("across_state", capacity));
    let outputs: Vec<Option<PointerValue<'ctx>>> = it
        .outputs
        .iter()
        .enumerate()
        .map(|(i, (_, shape))| {
            (*shape == OutputShape::Row).then(|| array(&format!("across_out_{i}"), capacity))
        })
        .collect();
    let inputs: Vec<PointerValue<'ctx>> = (0..it.inputs.len())
        .map(|i| array(&format!("across_input_{i}"), capacity))
        .collect();
    let uses_noise = e.program.uses_noise();
    let uses_gumbel = e.program.passes.iter().any(lane::pass_uses_gumbel);
    let (normals, staging) = (
        array("across_noise", capacity),
        array("across_staging", capacity),
    );
    let uniforms = array("across_uniforms", e.program.n_uniforms.max(1) * ROWS);
    let log2_rows = e.i64(u64::from(ROWS.trailing_zeros()));
    let row_mask = e.i64(u64::from(ROWS - 1));
    let n = ok(b.build_int_mul(rows_per_block, n_features, "block_elements"));
    // `tessera-fast-v1`: a row's groups of four normals, `ceil(F / 4)` (the last one's
    // normals past the row are drawn into the block's arrays and never read).
    let row_groups = ok(b.build_right_shift(
        ok(b.build_int_add(n_features, e.i64(3), "")),
        e.i64(2),
        false,
        "row_groups",
    ));
    // Element `k` of a block (feature-major) is feature `k / ROWS` of the block's row `k % ROWS`.
    let split = |k: IntValue<'ctx>| {
        let r = ok(b.build_and(k, row_mask, "r"));
        let f = ok(b.build_right_shift(k, log2_rows, false, "f"));
        (r, f)
    };
    let at = |f: IntValue<'ctx>, r: IntValue<'ctx>| {
        ok(b.build_int_add(ok(b.build_int_mul(f, rows_per_block, "")), r, "k"))
    };
    flat::emit_row_blocks(e, "across_block", rows_per_block, &mut |first_row, rows| {
        let last = ok(b.build_int_sub(rows, e.i64(1), "last_row"));
        // The block's row `r`'s first element in a row-major buffer (the last real row
        // stands in for the rows past the end).
        let source = |r: IntValue<'ctx>| {
            let inside = ok(b.build_int_compare(IntPredicate::ULT, r, rows, ""));
            let r = ok(b.build_select(inside, r, last, "")).into_int_value();
            let row = ok(b.build_int_add(first_row, r, "row"));
            ok(b.build_int_mul(row, n_features, "row_element"))
        };
        let global = row_env(e, first_row, uniforms);
        let mut buffers: Vec<_> = state
            .map(|s| (e.param_ptr("state"), s))
            .into_iter()
            .collect();
        buffers.extend(
            inputs
                .iter()
                .enumerate()
                .map(|(i, &block)| (e.param_ptr(&format!("input_{i}")), block)),
        );
        let transpose_in = || {
            scalar_loop(e, "across_in", n, &mut |k| {
                let (r, f) = split(k);
                let from = ok(b.build_int_add(source(r), f, ""));
                for &(buffer, block) in &buffers {
                    e.store(
                        e.element_ptr(block, k),
                        e.load_f32(e.element_ptr(buffer, from)),
                    );
                }
            });
        };
        let into = (Direction::In, buffers.as_slice());
        emit_transpose(e, "across_in", into, (first_row, rows), &transpose_in);
        let env = RowEnv {
            state,
            inputs: inputs.clone(),
            outputs: global
                .outputs
                .iter()
                .zip(&outputs)
                .map(|(&row, block)| block.unwrap_or(row))
                .collect(),
            noise: uses_noise.then_some(normals),
            gumbel: uses_gumbel.then(|| (normals, e.i64(0))),
            ..global
        };
        emit_steps(e, &mut |step| {
            if uses_noise {
                let key1_step = step
                    .expect("internal error: noise outside the step loop")
                    .key1_step;
                // Draw element `k` is unit `u` (a feature under `tessera-v1`, a group of four
                // under `tessera-fast-v1`) of the block's row `r`, of `units` per row: stream
                // index `row * units + u`.
                let counter = |units: IntValue<'ctx>| {
                    move |k: IntValue<'ctx>| {
                        let (r, u) = split(k);
                        let row = ok(b.build_int_add(first_row, r, "row"));
                        let first = ok(b.build_int_mul(row, units, ""));
                        (ok(b.build_int_add(first, u, "stream")), key1_step)
                    }
                };
                e.emit_if(
                    "across_draw",
                    e.draw_noise(),
                    &mut || match e.program.noise {
                        NoisePolicy::V1 => {
                            noise::draw_v1(e, n, normals, staging, &counter(n_features), None);
                        }
                        NoisePolicy::FastV1 => {
                            let n_groups =
                                ok(b.build_int_mul(rows_per_block, row_groups, "groups"));
                            let layout = noise::Groups::Transposed { rows: ROWS };
                            let counter = counter(row_groups);
                            noise::draw_fast(e, n_groups, (normals, layout), &counter, None);
                        }
                    },
                );
            }
            if uses_gumbel {
                // The block's Gumbel noise, element `k` token `f` of the block's row `r`:
                // stream `(f, row)`, as each row draws it.
                let counter = |k: IntValue<'ctx>| {
                    let (r, f) = split(k);
                    (f, ok(b.build_int_add(first_row, r, "row")))
                };
                e.emit_if("across_gumbel", draws_gumbel(e), &mut || {
                    noise::gumbel_loops(e, normals, (e.i64(0), n), &counter);
                });
            }
            for pass in &e.program.passes {
                let mut run = || {
                    e.with_noise_variants(pass, &mut |noise| {
                        emit_pass(e, &env, step, pass, noise, (rows, n_features), &at);
                    });
                };
                match pass.guard {
                    None => run(),
                    Some(guard) => {
                        e.emit_if_else("guard", e.guard_holds(guard), &mut run, &mut || {
                            store_skipped_uniforms(e, pass, uniforms)
                        })
                    }
                }
            }
        });
        // Back to the rows, the real ones only: the state when a pass writes it, the row
        // outputs.
        let mut written: Vec<_> = state
            .filter(|_| writes_state(e.program))
            .map(|s| (e.param_ptr("state"), s))
            .into_iter()
            .collect();
        written.extend(
            outputs
                .iter()
                .enumerate()
                .filter_map(|(i, block)| block.map(|b| (e.param_ptr(&format!("out_{i}")), b))),
        );
        let transpose_out = || {
            let real = ok(b.build_int_mul(rows, n_features, "real_elements"));
            scalar_loop(e, "across_out", real, &mut |j| {
                let r = ok(b.build_int_unsigned_div(j, n_features, "r"));
                let f = ok(b.build_int_unsigned_rem(j, n_features, "f"));
                let to = ok(b.build_int_add(source(r), f, ""));
                for &(buffer, block) in &written {
                    let value = e.load_f32(e.element_ptr(block, at(f, r)));
                    e.store(e.element_ptr(buffer, to), value);
                }
            });
        };
        let out = (Direction::Out, written.as_slice());
        emit_transpose(e, "across_out", out, (first_row, rows), &transpose_out);
    });
}

/// Widths below this transpose whole blocks of maps and energies in vectors
/// (`emit_transpose`): those run one evaluation, whose cost the transpositions dominate (a
/// scalar transposition ran `rownorm` 1.5x slower than row by row at 4 features); a Langevin
/// block transposes once for its K steps.
const VECTOR_WIDTHS: u64 = 16;

/// Rows per iteration of a vector transposition of `width` features: 16 (a 16-lane f32 vector
/// per feature), 8 above 8 features (with 16, the shuffles of 12 and 15 features spilled
/// vectors and `well_energy` ran 1.5-1.8x slower).
fn chunk_rows(width: u32) -> u32 {
    if width > 8 { 8 } else { 16 }
}

/// Which way a transposition copies.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Direction {
    /// From the row-major buffers into the block's arrays.
    In,
    /// From the block's arrays out to the row-major buffers.
    Out,
}

/// A block's transposition `name`, `direction` between each `(buffer, block)` pair of `pairs`:
/// a row-major buffer (row `first_row` its first) and the block's feature-major array, the
/// block `rows` rows. A map's or energy's whole block ([`ROWS`] rows) narrower than
/// [`VECTOR_WIDTHS`] features `F` runs in vectors of `C` rows ([`chunk_rows`]): their `C * F`
/// contiguous elements one wide load or store, and one vector per feature, element `i` of
/// feature `f`'s vector lane `i * F + f` of the wide one, the shuffles' masks constants of
/// `F` (LLVM's own vectoriser makes gathers of such a loop above 8 features). Other blocks
/// run `generic`, a scalar loop (a runtime stride would make gathers or scatters).
fn emit_transpose<'ctx>(
    e: &Emitter<'_, 'ctx>,
    name: &str,
    (direction, pairs): (Direction, &[(PointerValue<'ctx>, PointerValue<'ctx>)]),
    (first_row, rows): (IntValue<'ctx>, IntValue<'ctx>),
    generic: &dyn Fn(),
) {
    if e.program.interface.is_langevin() {
        return generic();
    }
    let b = e.builder;
    // The switch's value: a whole block's width, 0 (the generic loop) for a partial block.
    let whole = ok(b.build_int_compare(IntPredicate::EQ, rows, e.i64(u64::from(ROWS)), "whole"));
    let n_features = e.param_int("n_features");
    let selector = ok(b.build_select(whole, n_features, e.i64(0), "vector_width"));
    let f32t = e.ctx.f32_type();
    let i32t = e.ctx.i32_type();
    let widths: Vec<u64> = (1..VECTOR_WIDTHS).collect();
    let mask = |lanes: &mut dyn Iterator<Item = Option<u32>>| {
        let lanes: Vec<_> = lanes
            .map(|lane| match lane {
                Some(lane) => i32t.const_int(u64::from(lane), false),
                None => i32t.get_poison(),
            })
            .collect();
        inkwell::types::VectorType::const_vector(&lanes)
    };
    let store = |ptr: PointerValue<'ctx>, value: inkwell::values::VectorValue<'ctx>| {
        ok(b.build_store(ptr, value))
            .set_alignment(4)
            .expect("internal error: store alignment");
    };
    let mut case = |width: u64| {
        let w = width as u32;
        let chunk_rows = chunk_rows(w);
        let column_t = f32t.vec_type(chunk_rows);
        let wide_t = f32t.vec_type(chunk_rows * w);
        let first = ok(b.build_int_mul(first_row, e.i64(width), "first_element"));
        let (all_rows, chunk) = (e.i64(u64::from(ROWS)), e.i64(u64::from(chunk_rows)));
        let hints = LoopHints {
            no_unroll: true,
            ..LoopHints::default()
        };
        let name = format!("{name}_{width}");
        e.emit_loop_hinted(&name, e.i64(0), all_rows, chunk, hints, &mut |r0| {
            let element = ok(b.build_int_mul(r0, e.i64(width), ""));
            let element = ok(b.build_int_add(first, element, "chunk_element"));
            for &(buffer, block) in pairs {
                let row_major = e.element_ptr(buffer, element);
                let column = |f: u32| {
                    let k = ok(b.build_int_add(e.i64(u64::from(f * ROWS)), r0, "k"));
                    e.element_ptr(block, k)
                };
                match direction {
                    Direction::In => {
                        let wide = fold::load_f32_vector(e, wide_t, row_major);
                        for f in 0..w {
                            let lanes = mask(&mut (0..chunk_rows).map(|i| Some(i * w + f)));
                            let v =
                                ok(b.build_shuffle_vector(wide, wide_t.get_poison(), lanes, ""));
                            store(column(f), v);
                        }
                    }
                    Direction::Out => {
                        // Lane `l` of the wide vector is element `l / F` of feature `l % F`'s:
                        // each feature's vector (widened) placed over the ones before it.
                        let widen =
                            mask(&mut (0..chunk_rows * w).map(|l| (l < chunk_rows).then_some(l)));
                        let mut wide = wide_t.get_poison();
                        for f in 0..w {
                            let v = fold::load_f32_vector(e, column_t, column(f));
                            let v = ok(b.build_shuffle_vector(v, column_t.get_poison(), widen, ""));
                            let place =
                                mask(&mut (0..chunk_rows * w).map(|l| match (l % w).cmp(&f) {
                                    std::cmp::Ordering::Less => Some(l),
                                    std::cmp::Ordering::Equal => Some(chunk_rows * w + l / w),
                                    std::cmp::Ordering::Greater => None,
                                }));
                            wide = ok(b.build_shuffle_vector(wide, v, place, "interleaved"));
                        }
                        store(row_major, wide);
                    }
                }
            }
        });
    };
    let selector = selector.into_int_value();
    e.emit_switch(name, selector, &widths, &mut case, &mut || generic());
}

/// Whether a pass that reads the Gumbel noise runs at this launch (launch-uniform i1): one
/// without a guard, or whose guard holds.
fn draws_gumbel<'ctx>(e: &Emitter<'_, 'ctx>) -> IntValue<'ctx> {
    let b = e.builder;
    let runs = |pass: &Pass| match pass.guard {
        None => e.ctx.bool_type().const_all_ones(),
        Some(guard) => e.guard_holds(guard),
    };
    let never = e.ctx.bool_type().const_zero();
    e.program
        .passes
        .iter()
        .filter(|pass| lane::pass_uses_gumbel(pass))
        .map(runs)
        .fold(never, |any, runs| ok(b.build_or(any, runs, "draws_gumbel")))
}

/// The uniforms a skipped pass defines (`rows::Pass::skipped_uniforms`), in every row's lane.
fn store_skipped_uniforms<'ctx>(e: &Emitter<'_, 'ctx>, pass: &Pass, uniforms: PointerValue<'ctx>) {
    let skipped = pass.skipped_uniforms();
    if skipped.is_empty() {
        return;
    }
    let (zero, one, rows) = (e.i64(0), e.i64(1), e.i64(u64::from(ROWS)));
    e.emit_loop("across_skipped", zero, rows, one, &mut |r| {
        for &(u, value) in &skipped {
            let at = ok(e.builder.build_int_add(e.i64(u64::from(u.0 * ROWS)), r, ""));
            let value = e.ctx.f32_type().const_float(f64::from(value));
            e.store(e.element_ptr(uniforms, at), value);
        }
    });
}

/// Whether a store pass of `program` writes the state (a Langevin step; an energy only reads it).
fn writes_state(program: &RowProgram) -> bool {
    program.passes.iter().any(|pass| match &pass.end {
        PassEnd::Store(stores) => stores.iter().any(|s| s.sink == Sink::State),
        _ => false,
    })
}

/// One pass over a block: for each feature, the vector of the block's rows (the inner loop
/// over `r`, [`ROWS`] iterations). A fold pass folds each row's values into its lane of each
/// fold's uniform (see [`emit_folds`]); the store pass first stores each real row's uniform
/// sinks, its status word and per-row outputs (from its feature 0, as the row-by-row path
/// takes lane 0's values), then the row sinks: the block's state and row outputs.
fn emit_pass<'ctx>(
    e: &Emitter<'_, 'ctx>,
    env: &RowEnv<'ctx>,
    step: Option<super::StepEnv<'ctx>>,
    pass: &Pass,
    noise: bool,
    (rows, n_features): (IntValue<'ctx>, IntValue<'ctx>),
    at: &dyn Fn(IntValue<'ctx>, IntValue<'ctx>) -> IntValue<'ctx>,
) {
    let b = e.builder;
    let (zero, one) = (e.i64(0), e.i64(1));
    let all_rows = e.i64(u64::from(ROWS));
    let lane = |f: IntValue<'ctx>, r: IntValue<'ctx>| RowEnv {
        across: Some(AcrossLane {
            row: r,
            rows: u64::from(ROWS),
            feature: f,
        }),
        ..env.clone()
    };
    match &pass.end {
        PassEnd::Fold(folds) => {
            let lanes = |f: IntValue<'ctx>, r: IntValue<'ctx>| {
                e.emit_lane(&lane(f, r), step, pass, at(f, r), noise)
            };
            emit_folds(e, env.uniforms, folds, n_features, &lanes, at);
        }
        PassEnd::Store(stores) => {
            let it = &e.program.interface;
            if stores.iter().any(|s| it.sink_is_uniform(s.sink)) {
                e.emit_loop("across_uniform_sinks", zero, rows, one, &mut |r| {
                    let values = e.emit_lane(&lane(zero, r), step, pass, at(zero, r), noise);
                    let row = ok(b.build_int_add(env.row, r, "row"));
                    e.store_uniform_values(&row_env(e, row, env.uniforms), stores, &values);
                });
            }
            if stores.iter().any(|s| !it.sink_is_uniform(s.sink)) {
                e.emit_loop("across_feature", zero, n_features, one, &mut |f| {
                    e.emit_loop("across_row", zero, all_rows, one, &mut |r| {
                        let k = at(f, r);
                        let values = e.emit_lane(&lane(f, r), step, pass, k, noise);
                        e.store_row_sinks(env, pass, k, &values);
                    });
                });
            }
        }
        PassEnd::Search(s) => {
            let lanes = |f: IntValue<'ctx>, r: IntValue<'ctx>| {
                e.emit_lane(&lane(f, r), step, pass, at(f, r), noise)
            };
            let counted = search::counts_ones(pass, s);
            emit_search(e, env.uniforms, (s, counted), n_features, &lanes, at);
        }
    }
}

/// A search pass over a block ([`rows::Search`]): the reference's bitwise search
/// (`rows::search`) for every row of the block at once. One loop over the features stores
/// each element's ordered key (`rows::search_order_key`) and weight in the block's arrays
/// (feature-major, as the block's elements), and each row's target (from its feature 0: the
/// target is uniform) in a block-row array (a counted search, `counted`: every weight `1.0`,
/// stores no weights); then each fold of the search folds the weights its candidate takes
/// (`+0.0` for the others) across the rows, in each row's declared order: the total (a row
/// whose total does not reach its target, or whose target is not `> 0`, defines `-inf` and
/// `+inf`, as the reference does), rounds over the key bits from the highest (`hi`: the
/// largest key whose elements `key >= hi` reach the target) and one per bit of `F - 1` over
/// the positions `mask - f` of the elements whose key is `hi` (`lo`). A fold runs one loop
/// over the features with one accumulator per vector of [`GROUP`] rows, in registers, the
/// rows' candidates made before it: a sequential sum adds `taken + acc` from `+0.0`, feature
/// after feature, as the row's fold does; a count adds the taken elements as integers (the
/// fold of weights `1.0`, exact in any order below 2^24; the row is narrower than
/// [`MAX_FEATURES`]); a pairwise sum stores the taken weights in a block array for
/// [`emit_folds`]' tree. Each row's rounds decide as the reference's do one by one, from the
/// same folds, in vectors of [`GROUP`] rows; every row runs every round (a vector operation
/// serves all of them), a row that defines `-inf` and `+inf` discarding its rounds' state.
///
/// The key rounds stop early. Each row's rounds keep an interval of keys `[hi, top]`: `hi`
/// the candidates kept so far (the total reached the target, `W(hi) >= target`, where `W(c)`
/// is the fold of the weights of the elements whose key is at least `c`), `top + 1` the
/// least candidate not kept (`W(top + 1) < target`; at first `2^32`, every key). Each key
/// round also counts the elements its candidate takes (in integers, beside the fold), so
/// each row knows how many elements its interval holds. Once one: every later candidate at
/// or below that element's key takes what `hi` takes, and is kept, and every one above it
/// takes what `top + 1` takes, and is not, so the rounds would end at its key, and, alone
/// at that key, the index rounds at its position. When every found row's interval holds
/// one element, the rounds stop and one loop over the features picks each row's element,
/// its key and position: the rounds' result bit for bit, from the rounds' own decisions
/// (no order of `W` is assumed: weights may be negative).
///
/// Ties stop them too. Each row also keeps bounds on its interval's keys, `min` at most its
/// least and `max` at least its greatest (at first 0 and `2^32 - 1`). A candidate at or
/// below `min` takes what `hi` takes (no element's key lies in `[hi, candidate)`), so it is
/// kept; one above `max` takes what `top + 1` takes, so it is not: the same set of
/// elements, so the same fold, bit for bit. A round whose every open row's decision the
/// bounds give folds nothing. After a round whose fold changed no open row's interval (each
/// count at `hi`'s or at `top + 1`'s), one loop over the features makes the bounds exact:
/// each row's least and greatest key in `[hi, top]` (the interval only narrows, so bounds
/// stay bounds). A row whose interval holds one key (`min == max`: a tie at its answer) is
/// settled like one of one element: every later candidate is kept up to that key and
/// refused above it, so the key rounds would end at it. When every found row is settled,
/// the rounds stop; the pick loop finds each row's key, and when any found row's interval
/// holds several elements (tied) the index rounds run for the whole block (a row of one
/// element finds its position again). Rows of logits of bfloat16 precision (ties among
/// them) ran every key round before: 32768 rows of 127 such tokens with top-k 32 and top-p
/// 0.9 now sample 1.14x faster, and random f32 logits 1.04-1.06x (two alternating runs,
/// `x86-64-v4`, the Xeon of 2026-12-07; 16 tokens with top-k 4 and top-p, bfloat16:
/// 1.07-1.13x, f32 unchanged).
///
/// A summed search stores its elements of weight zero at key 0: they add `+0.0` or `-0.0`
/// to each fold that takes them, which changes no sum's value, so no decision changes, and
/// no key round takes them; the counts leave them out, and an interval soon holds only the
/// row's weighted elements (after top-k, the top-p search weighs the top-k set's alone). A
/// simulation of the rule on 127 tokens' rows of logits in [-4, 4), top-k 32 and top-p 0.9,
/// takes about 20 key rounds for the last of a block's 64 rows to settle, for either
/// search, where 39 rounds ran before: 32768 rows of 127 tokens with top-k 32 and top-p 0.9
/// sample 1.28x faster than with every round (two alternating runs, `x86-64-v4`, the Xeon
/// of 2026-12-07; 16 tokens with top-k 4 and top-p 1.17-1.19x, top-p alone 1.07-1.11x).
///
/// The folds were [`emit_folds`] (every row's accumulator in memory, loaded and stored at
/// each feature) until 2026-12-07: with them in registers, 32768 rows of 127 tokens with
/// top-k 32 and top-p 0.9 sample 1.16-1.19x faster (two alternating runs, `x86-64-v4`, the
/// Xeon of 2026-12-07; 16 tokens with top-k 4 and top-p 1.03-1.07x, top-p alone 0.97-0.99x).
/// The sum's loop is bound by its adds' latency (four chains, one add per feature each).
///
/// Row by row, a row of 16 tokens ran its searches' guided passes and rounds in scalar loops
/// over its few elements, the fixed costs of each pass dominating (top-p alone, 262144 rows
/// of 16 tokens: 1.9e6 samples per second, half PyTorch's rate on the same machine).
fn emit_search<'ctx>(
    e: &Emitter<'_, 'ctx>,
    uniforms: PointerValue<'ctx>,
    (s, counted): (&Search, bool),
    n_features: IntValue<'ctx>,
    lanes: &dyn Fn(IntValue<'ctx>, IntValue<'ctx>) -> Vec<FloatValue<'ctx>>,
    at: &dyn Fn(IntValue<'ctx>, IntValue<'ctx>) -> IntValue<'ctx>,
) {
    let b = e.builder;
    let (f32t, i32t, i64t) = (e.ctx.f32_type(), e.ctx.i32_type(), e.ctx.i64_type());
    let bool_t = e.ctx.bool_type();
    let (zero, one) = (e.i64(0), e.i64(1));
    let all_rows = e.i64(u64::from(ROWS));
    let groups = ROWS / GROUP;
    // The block's elements (shared by the program's searches: each writes them before it
    // reads them) and each row's target, fold and state: whether its total reaches the target
    // (0 or 1), the decided key and position, the interval's greatest key, and the number of
    // elements at or above the decided key and above the interval.
    let capacity = ROWS * MAX_FEATURES;
    let keys = e.reused_alloca(i32t.array_type(capacity).into(), "across_keys");
    let weights = e.reused_alloca(f32t.array_type(capacity).into(), "across_weights");
    let row_array =
        |ty: BasicTypeEnum<'ctx>, name: &str| e.reused_alloca(ty.array_type(ROWS).into(), name);
    let targets = row_array(f32t.into(), "across_targets");
    let folded = row_array(f32t.into(), "across_folded");
    let found = row_array(i32t.into(), "across_found");
    let his = row_array(i32t.into(), "across_hi");
    let tops = row_array(i32t.into(), "across_top");
    let n_his = row_array(i32t.into(), "across_n_hi");
    let n_tops = row_array(i32t.into(), "across_n_top");
    let los = row_array(i64t.into(), "across_lo");
    let slot = |array: PointerValue<'ctx>, ty: BasicTypeEnum<'ctx>, r: IntValue<'ctx>| {
        // SAFETY (of the IR): `r` is a row of the block.
        ok(unsafe { b.build_in_bounds_gep(ty, array, &[r], "") })
    };
    let load = |array: PointerValue<'ctx>, ty: BasicTypeEnum<'ctx>, r: IntValue<'ctx>| {
        ok(b.build_load(ty, slot(array, ty, r), ""))
    };
    e.emit_loop("across_search_elements", zero, n_features, one, &mut |f| {
        e.emit_loop("across_search_row", zero, all_rows, one, &mut |r| {
            let values = lanes(f, r);
            let k = at(f, r);
            let key = crate::rows::search_order_key(&mut e.ops(), values[s.key.0 as usize]);
            let key = match counted {
                true => key,
                // A weight of zero adds `+0.0` or `-0.0` to each fold that takes it, which
                // changes no sum's value, so no decision: at key 0 no key round takes it,
                // and no key round's count counts it.
                false => {
                    let weight = values[s.weight.0 as usize];
                    e.store(e.element_ptr(weights, k), weight);
                    let nothing = ok(b.build_float_compare(
                        FloatPredicate::OEQ,
                        weight,
                        f32t.const_zero(),
                        "",
                    ));
                    ok(b.build_select(nothing, i32t.const_zero(), key, "key")).into_int_value()
                }
            };
            e.store(slot(keys, i32t.into(), k), key);
        });
    });
    e.emit_loop("across_search_targets", zero, all_rows, one, &mut |r| {
        let target = lanes(zero, r)[s.target.0 as usize];
        e.store(slot(targets, f32t.into(), r), target);
    });
    let fold = Fold {
        kind: s.kind,
        value: Value(0),
        uniform: Uniform(0),
    };
    let vector_t = |ty: BasicTypeEnum<'ctx>| match ty {
        BasicTypeEnum::IntType(t) => t.vec_type(GROUP),
        BasicTypeEnum::FloatType(t) => t.vec_type(GROUP),
        _ => unreachable!("internal error: a block array of {ty:?}"),
    };
    // Vector `g` of a block-row array, or of feature `f` of a block array.
    let group_at =
        |array: PointerValue<'ctx>, ty: BasicTypeEnum<'ctx>, f: IntValue<'ctx>, g: u32| {
            let k = at(f, e.i64(u64::from(g * GROUP)));
            fold::load_f32_vector(e, vector_t(ty), slot(array, ty, k))
        };
    let store_vector = |ptr: PointerValue<'ctx>, value: BasicValueEnum<'ctx>| {
        ok(b.build_store(ptr, value))
            .set_alignment(4)
            .expect("internal error: store alignment");
    };
    // Vector `g` of a block-row array, and its store.
    let row_group =
        |array: PointerValue<'ctx>, ty: BasicTypeEnum<'ctx>, g: u32| group_at(array, ty, zero, g);
    let set_group =
        |array: PointerValue<'ctx>, ty: BasicTypeEnum<'ctx>, g: u32, value: VectorValue<'ctx>| {
            store_vector(slot(array, ty, e.i64(u64::from(g * GROUP))), value.into());
        };
    let (count_t, sum_t) = (i32t.vec_type(GROUP), f32t.vec_type(GROUP));
    let splat_i32 = |v: u64| search::splat(e, i32t.const_int(v, false).into(), count_t);
    // Whether a lane of a vector of `GROUP` bits is set.
    let any = |mask: VectorValue<'ctx>| {
        let bits = std::num::NonZeroU32::new(GROUP)
            .and_then(|width| e.ctx.custom_width_int_type(width).ok())
            .expect("internal error: an integer of GROUP bits");
        let mask = ok(b.build_bit_cast(mask, bits, "")).into_int_value();
        ok(b.build_int_compare(IntPredicate::NE, mask, bits.const_zero(), "any"))
    };
    // A pairwise sum's weights taken, for its tree; a count (weights `1.0`: in any order the
    // exact integer) needs none.
    let taken_array = (s.kind == FoldKind::SumPairwise && !counted)
        .then(|| e.reused_alloca(f32t.array_type(capacity).into(), "across_taken"));
    // One accumulator per vector of the block's rows: a sequential sum's, and a count's.
    let sum_accs: Vec<PointerValue<'ctx>> = match s.kind == FoldKind::Sum && !counted {
        true => (0..groups)
            .map(|_| e.entry_alloca(sum_t.into(), "across_search_sum"))
            .collect(),
        false => Vec::new(),
    };
    let count_accs: Vec<PointerValue<'ctx>> = (0..groups)
        .map(|_| e.entry_alloca(count_t.into(), "across_search_count"))
        .collect();
    let no_unroll = LoopHints {
        width: Some(1),
        ..LoopHints::default()
    };
    // A loop over the block's features that LLVM leaves as it is: each iteration already
    // works on vectors of rows.
    let feature_loop = |name: &str, body: &mut dyn FnMut(IntValue<'ctx>)| {
        e.emit_loop_hinted(name, zero, n_features, one, no_unroll, body);
    };
    type Take<'a, 'ctx> = &'a dyn Fn(IntValue<'ctx>, u32, VectorValue<'ctx>) -> VectorValue<'ctx>;
    // Feature `f` of vector `g` of the rows folded, and counted when `count`.
    let fold_group = |take: Take<'_, 'ctx>, f: IntValue<'ctx>, g: u32, count: bool| {
        let mask = take(f, g, group_at(keys, i32t.into(), f, g));
        if count {
            let acc = count_accs[g as usize];
            let before = ok(b.build_load(count_t, acc, "count")).into_vector_value();
            let ones = ok(b.build_int_z_extend(mask, count_t, ""));
            e.store(acc, ok(b.build_int_add(before, ones, "")));
        }
        if counted {
            return;
        }
        let weight = group_at(weights, f32t.into(), f, g);
        let v = ok(b.build_select(mask, weight, sum_t.const_zero(), "taken"));
        match taken_array {
            // A pairwise sum's tree folds them after the loop.
            Some(taken) => {
                let k = at(f, e.i64(u64::from(g * GROUP)));
                store_vector(e.element_ptr(taken, k), v);
            }
            // `v + acc` from `+0.0`, the features in order: the row's sequential sum.
            None => {
                let acc = sum_accs[g as usize];
                let before = ok(b.build_load(sum_t, acc, "acc")).into_vector_value();
                e.store(
                    acc,
                    ok(b.build_float_add(v.into_vector_value(), before, "")),
                );
            }
        }
    };
    // One fold of the search for every row of the block: the weights of the elements that
    // `take(f, g, keys)` selects in vector `g` of the block's rows (the mask of feature `f`'s
    // `keys` there), `+0.0` for the others. Returns each vector of rows' fold and, when
    // `count` (a counted search always), the number of elements taken.
    type Folded<'ctx> = Vec<(VectorValue<'ctx>, Option<VectorValue<'ctx>>)>;
    let fold_taken = |take: Take<'_, 'ctx>, count: bool| -> Folded<'ctx> {
        let count = count || counted;
        for &acc in &sum_accs {
            e.store(acc, sum_t.const_zero());
        }
        for &acc in count_accs.iter().filter(|_| count) {
            e.store(acc, count_t.const_zero());
        }
        feature_loop("across_search_fold", &mut |f| {
            for g in 0..groups {
                fold_group(take, f, g, count);
            }
        });
        let counts: Vec<Option<VectorValue<'ctx>>> = count_accs
            .iter()
            .map(|&acc| count.then(|| ok(b.build_load(count_t, acc, "")).into_vector_value()))
            .collect();
        if let Some(taken) = taken_array {
            let lanes = |f: IntValue<'ctx>, r: IntValue<'ctx>| {
                vec![e.load_f32(e.element_ptr(taken, at(f, r)))]
            };
            emit_folds(e, folded, &[fold], n_features, &lanes, at);
        }
        (0..groups)
            .zip(counts)
            .map(|(g, count)| {
                let sum = match (taken_array, count) {
                    (Some(_), _) => row_group(folded, f32t.into(), g),
                    (None, Some(count)) if counted => {
                        ok(b.build_unsigned_int_to_float(count, sum_t, "count"))
                    }
                    _ => ok(b.build_load(sum_t, sum_accs[g as usize], "")).into_vector_value(),
                };
                (sum, count)
            })
            .collect()
    };
    // Whether each row of vector `g` of the block's rows reaches its target with fold `sum`.
    let reaches = |g: u32, sum: VectorValue<'ctx>| {
        let target = row_group(targets, f32t.into(), g);
        ok(b.build_float_compare(FloatPredicate::OGE, sum, target, "reaches"))
    };
    // The total: whether the row's search finds an element. Every row starts with the whole
    // interval of keys, every element at or above its key.
    let yes = bool_t.const_all_ones();
    let all = search::splat(e, yes.into(), bool_t.vec_type(GROUP));
    let n_elements = ok(b.build_int_truncate(n_features, i32t, ""));
    let mut any_found = bool_t.const_zero();
    for (g, (total, _)) in (0u32..).zip(fold_taken(&|_, _, _| all, false)) {
        let target = row_group(targets, f32t.into(), g);
        let positive =
            ok(b.build_float_compare(FloatPredicate::OGT, target, sum_t.const_zero(), ""));
        let is_found = ok(b.build_and(reaches(g, total), positive, "found"));
        set_group(
            found,
            i32t.into(),
            g,
            ok(b.build_int_z_extend(is_found, count_t, "")),
        );
        set_group(his, i32t.into(), g, count_t.const_zero());
        set_group(tops, i32t.into(), g, splat_i32(u64::from(u32::MAX)));
        let every = search::splat(e, n_elements.into(), count_t);
        set_group(n_his, i32t.into(), g, every);
        set_group(n_tops, i32t.into(), g, count_t.const_zero());
        set_group(los, i64t.into(), g, i64t.vec_type(GROUP).const_zero());
        any_found = ok(b.build_or(any_found, any(is_found), ""));
    }
    // Whether the rounds can change a row's answer: a row found, and more than one element.
    let several = ok(b.build_int_compare(IntPredicate::UGT, n_features, one, ""));
    let open = ok(b.build_and(any_found, several, "open"));
    let key_rounds = e.i64(32);
    let first_round = ok(b.build_select(open, zero, key_rounds, "")).into_int_value();
    // Bounds on the keys of each row's interval: at most its least key, at least its
    // greatest (at first every key), made exact by a pass over the block after a round whose
    // fold changed no open row's interval.
    let (mins, maxs) = (
        row_array(i32t.into(), "across_min"),
        row_array(i32t.into(), "across_max"),
    );
    for g in 0..groups {
        set_group(mins, i32t.into(), g, count_t.const_zero());
        set_group(maxs, i32t.into(), g, splat_i32(u64::from(u32::MAX)));
    }
    let vector_compare = |predicate, x: VectorValue<'ctx>, y: VectorValue<'ctx>| {
        ok(b.build_int_compare(predicate, x, y, ""))
    };
    let row = |array, g: u32| row_group(array, i32t.into(), g);
    // The rows of vector `g` found whose interval holds more than one element.
    let found_several = |g: u32| {
        let inside = ok(b.build_int_sub(row(n_his, g), row(n_tops, g), "inside"));
        let several = vector_compare(IntPredicate::UGT, inside, splat_i32(1));
        let is_found = vector_compare(IntPredicate::NE, row(found, g), count_t.const_zero());
        ok(b.build_and(is_found, several, "found_several"))
    };
    // The rows of vector `g` whose rounds can still change their answer: found, and their
    // interval holding more than one element, and more than one key.
    let open_rows = |g: u32| {
        let keys = vector_compare(IntPredicate::NE, row(mins, g), row(maxs, g));
        ok(b.build_and(found_several(g), keys, "open_rows"))
    };
    // Which of the keys `keys_f` lie in the interval `[hi, top]`.
    let in_interval = |keys_f: VectorValue<'ctx>, hi, top| {
        let above = vector_compare(IntPredicate::UGE, keys_f, hi);
        let under = vector_compare(IntPredicate::ULE, keys_f, top);
        ok(b.build_and(above, under, "inside"))
    };
    // Each vector of rows' decision in a round and its count, and whether the round's fold
    // changed no open row's interval.
    let decisions: Vec<(PointerValue<'ctx>, PointerValue<'ctx>)> = (0..groups)
        .map(|_| {
            (
                e.entry_alloca(count_t.into(), "across_kept"),
                e.entry_alloca(count_t.into(), "across_round_count"),
            )
        })
        .collect();
    let stalled = e.entry_alloca(bool_t.into(), "across_stalled");
    // The bounds made exact: one loop over the features, each vector of rows' least and
    // greatest key in its interval `[hi, top]`.
    let key_bounds = || {
        let (lows, highs): (Vec<_>, Vec<_>) = (0..groups)
            .map(|_| {
                let low = e.entry_alloca(count_t.into(), "across_bound_low");
                let high = e.entry_alloca(count_t.into(), "across_bound_high");
                e.store(low, splat_i32(u64::from(u32::MAX)));
                e.store(high, count_t.const_zero());
                (low, high)
            })
            .unzip();
        let (his_now, tops_now): (Vec<_>, Vec<_>) =
            (0..groups).map(|g| (row(his, g), row(tops, g))).unzip();
        feature_loop("across_key_bounds", &mut |f| {
            for g in 0..groups {
                let i = g as usize;
                let keys_f = group_at(keys, i32t.into(), f, g);
                let inside = in_interval(keys_f, his_now[i], tops_now[i]);
                let bound = |acc: PointerValue<'ctx>, predicate, outside: VectorValue<'ctx>| {
                    let before = ok(b.build_load(count_t, acc, "")).into_vector_value();
                    let key = ok(b.build_select(inside, keys_f, outside, "")).into_vector_value();
                    let better = vector_compare(predicate, key, before);
                    e.store(acc, ok(b.build_select(better, key, before, "")));
                };
                bound(lows[i], IntPredicate::ULT, splat_i32(u64::from(u32::MAX)));
                bound(highs[i], IntPredicate::UGT, count_t.const_zero());
            }
        });
        for (g, (&low, &high)) in (0u32..).zip(lows.iter().zip(&highs)) {
            set_group(
                mins,
                i32t.into(),
                g,
                ok(b.build_load(count_t, low, "")).into_vector_value(),
            );
            set_group(
                maxs,
                i32t.into(),
                g,
                ok(b.build_load(count_t, high, "")).into_vector_value(),
            );
        }
    };
    // Key bits, from the highest: each row's candidate is its key with the round's bit, kept
    // when the weights of the elements whose key is at least that reach the target; the
    // interval's top falls to below a candidate not kept. A candidate at or below the
    // interval's least key takes what `hi` takes (kept), one above its greatest what `top + 1`
    // takes (not kept): a round whose every open row's candidate is either folds nothing.
    e.emit_loop_advancing(
        "across_key_round",
        (first_round, key_rounds),
        LoopHints::default(),
        &mut |j| {
            let shift = ok(b.build_int_truncate(ok(b.build_int_sub(e.i64(31), j, "")), i32t, ""));
            let bit = ok(b.build_left_shift(i32t.const_int(1, false), shift, "bit"));
            let bits = search::splat(e, bit.into(), count_t);
            let candidates: Vec<VectorValue<'ctx>> = (0..groups)
                .map(|g| ok(b.build_or(row(his, g), bits, "candidates")))
                .collect();
            let known: Vec<_> = (0..groups)
                .map(|g| {
                    let candidate = candidates[g as usize];
                    let keeps = vector_compare(IntPredicate::ULE, candidate, row(mins, g));
                    let drops = vector_compare(IntPredicate::UGT, candidate, row(maxs, g));
                    (keeps, ok(b.build_or(keeps, drops, "known")))
                })
                .collect();
            let mut folds = bool_t.const_zero();
            for g in 0..groups {
                let unknown = ok(b.build_not(known[g as usize].1, ""));
                folds = ok(b.build_or(folds, any(ok(b.build_and(open_rows(g), unknown, ""))), ""));
            }
            let take = |_: IntValue<'ctx>, g: u32, keys: VectorValue<'ctx>| {
                vector_compare(IntPredicate::UGE, keys, candidates[g as usize])
            };
            e.emit_if_else(
                "across_key_fold",
                folds,
                &mut || {
                    let mut split = bool_t.const_zero();
                    for (g, (sum, count)) in (0u32..).zip(fold_taken(&take, true)) {
                        let count = count.expect("internal error: a key round without its count");
                        let (kept, counted) = decisions[g as usize];
                        let kept_now = reaches(g, sum);
                        e.store(kept, ok(b.build_int_z_extend(kept_now, count_t, "")));
                        e.store(counted, count);
                        let inner = ok(b.build_and(
                            vector_compare(IntPredicate::NE, count, row(n_his, g)),
                            vector_compare(IntPredicate::NE, count, row(n_tops, g)),
                            "",
                        ));
                        split = ok(b.build_or(
                            split,
                            any(ok(b.build_and(open_rows(g), inner, ""))),
                            "",
                        ));
                    }
                    e.store(stalled, ok(b.build_not(split, "stalled")));
                },
                &mut || {
                    for (g, &(kept, counted)) in (0u32..).zip(&decisions) {
                        let keeps = known[g as usize].0;
                        e.store(kept, ok(b.build_int_z_extend(keeps, count_t, "")));
                        let count = ok(b.build_select(keeps, row(n_his, g), row(n_tops, g), ""));
                        e.store(counted, count);
                    }
                    e.store(stalled, bool_t.const_zero());
                },
            );
            for (g, &(kept, counted)) in (0u32..).zip(&decisions) {
                let kept = ok(b.build_load(count_t, kept, "")).into_vector_value();
                let kept = vector_compare(IntPredicate::NE, kept, count_t.const_zero());
                let count = ok(b.build_load(count_t, counted, "")).into_vector_value();
                let candidate = candidates[g as usize];
                let choose = |array: PointerValue<'ctx>, yes: VectorValue<'ctx>, no| {
                    let value = ok(b.build_select(kept, yes, no, "")).into_vector_value();
                    set_group(array, i32t.into(), g, value);
                };
                choose(his, candidate, row(his, g));
                let below = ok(b.build_int_sub(candidate, splat_i32(1), "below"));
                choose(tops, row(tops, g), below);
                choose(n_his, count, row(n_his, g));
                choose(n_tops, row(n_tops, g), count);
            }
            e.emit_if(
                "across_key_bounds",
                ok(b.build_load(bool_t, stalled, "")).into_int_value(),
                &mut || key_bounds(),
            );
            let mut still = bool_t.const_zero();
            for g in 0..groups {
                still = ok(b.build_or(still, any(open_rows(g)), ""));
            }
            let next = ok(b.build_int_add(j, one, ""));
            ok(b.build_select(still, next, key_rounds, "")).into_int_value()
        },
    );
    // Each found row's interval holds the elements of one key, `hi`'s final value: the last
    // of them in feature order, its key and position.
    let (bits, mask) = search::index_mask(e, n_features);
    let i64s = i64t.vec_type(GROUP);
    let (his_now, tops_now): (Vec<_>, Vec<_>) =
        (0..groups).map(|g| (row(his, g), row(tops, g))).unzip();
    let accs: Vec<(PointerValue<'ctx>, PointerValue<'ctx>)> = (0..groups)
        .map(|g| {
            let key = e.entry_alloca(count_t.into(), "across_search_key");
            let feature = e.entry_alloca(count_t.into(), "across_search_feature");
            e.store(key, his_now[g as usize]);
            e.store(feature, count_t.const_zero());
            (key, feature)
        })
        .collect();
    e.emit_loop("across_search_pick", zero, n_features, one, &mut |f| {
        let fs = search::splat(e, ok(b.build_int_truncate(f, i32t, "")).into(), count_t);
        for (g, &(key, feature)) in (0u32..).zip(&accs) {
            let keys_f = group_at(keys, i32t.into(), f, g);
            let inside = in_interval(keys_f, his_now[g as usize], tops_now[g as usize]);
            let pick = |acc: PointerValue<'ctx>, value: VectorValue<'ctx>| {
                let before = ok(b.build_load(count_t, acc, "")).into_vector_value();
                e.store(acc, ok(b.build_select(inside, value, before, "")));
            };
            pick(key, keys_f);
            pick(feature, fs);
        }
    });
    let masks = search::splat(e, mask.into(), i64s);
    let mut tied = bool_t.const_zero();
    for (g, &(key, feature)) in (0u32..).zip(&accs) {
        let key = ok(b.build_load(count_t, key, "")).into_vector_value();
        set_group(his, i32t.into(), g, key);
        let feature = ok(b.build_load(count_t, feature, "")).into_vector_value();
        let feature = ok(b.build_int_z_extend(feature, i64s, ""));
        set_group(
            los,
            i64t.into(),
            g,
            ok(b.build_int_sub(masks, feature, "lo")),
        );
        tied = ok(b.build_or(tied, any(found_several(g)), ""));
    }
    // A tie at a found row's answer: index bits, the positions `mask - f` of the elements
    // whose key is `hi`, for every row of the block (a row whose answer is one element finds
    // its position again).
    e.emit_if("across_search_tied", tied, &mut || {
        for g in 0..groups {
            set_group(los, i64t.into(), g, i64s.const_zero());
        }
        e.emit_loop("across_index_round", zero, bits, one, &mut |j| {
            let shift = ok(b.build_int_sub(ok(b.build_int_sub(bits, one, "")), j, ""));
            let bit = ok(b.build_left_shift(one, shift, "bit"));
            let bits = search::splat(e, bit.into(), i64s);
            let (his_now, candidates): (Vec<_>, Vec<_>) = (0..groups)
                .map(|g| {
                    let lo = row_group(los, i64t.into(), g);
                    let candidate = ok(b.build_or(lo, bits, "candidates"));
                    (row(his, g), candidate)
                })
                .unzip();
            let take = |f: IntValue<'ctx>, g: u32, keys: VectorValue<'ctx>| {
                let hi = his_now[g as usize];
                let above = vector_compare(IntPredicate::UGT, keys, hi);
                let tie = vector_compare(IntPredicate::EQ, keys, hi);
                let position = search::splat(e, ok(b.build_int_sub(mask, f, "")).into(), i64s);
                let candidate = candidates[g as usize];
                let early = ok(b.build_int_compare(IntPredicate::UGE, position, candidate, ""));
                ok(b.build_or(above, ok(b.build_and(tie, early, "")), ""))
            };
            for (g, (sum, _)) in (0u32..).zip(fold_taken(&take, false)) {
                let lo = row_group(los, i64t.into(), g);
                let next = ok(b.build_select(reaches(g, sum), candidates[g as usize], lo, ""));
                set_group(los, i64t.into(), g, next.into_vector_value());
            }
        });
    });
    // The value and index each row's search defines.
    e.emit_loop("across_search_found", zero, all_rows, one, &mut |r| {
        let found = load(found, i32t.into(), r).into_int_value();
        let found = ok(b.build_int_compare(IntPredicate::NE, found, i32t.const_zero(), "found"));
        let hi = load(his, i32t.into(), r).into_int_value();
        let lo = load(los, i64t.into(), r).into_int_value();
        let position = ok(b.build_int_sub(mask, lo, ""));
        let index = ok(b.build_unsigned_int_to_float(position, f32t, "search_index"));
        let none = |x: f64| f32t.const_float(x);
        let value =
            ok(b.build_select(found, search::key_value(e, hi), none(f64::NEG_INFINITY), ""));
        let index = ok(b.build_select(found, index, none(f64::INFINITY), ""));
        e.store(
            e.element_ptr(uniforms, at(e.i64(u64::from(s.value.0)), r)),
            value,
        );
        e.store(
            e.element_ptr(uniforms, at(e.i64(u64::from(s.index.0)), r)),
            index,
        );
    });
}

/// Levels of a pairwise sum's partial sums per row: enough for rows of fewer than
/// [`MAX_FEATURES`] features (a row of `F` features holds at most `popcount(F)` of them).
const PAIRWISE_LEVELS: u32 = MAX_FEATURES.trailing_zeros() + 1;

/// Folds the values `lanes(f, r)` (feature `f` of the block's row `r`, every fold's value of the
/// pass) into each fold's uniform, `uniforms[u * ROWS + r]` for row `r`. Each row's fold runs
/// the reference's algorithm (`rows::FoldState`) over its features in order, its state a
/// lane of vectors across the rows:
///
/// * a sequential sum adds `v + acc` in its uniform's lane, from `+0.0` at feature 0;
/// * a max keeps its best value in its uniform's lane (from `-inf`), an argmax its best value
///   in a block array and `f32(index)` in its uniform's lane ([`fold::max_takes`]: greater or
///   the first NaN);
/// * a pairwise sum keeps the binary counter's partial sums in a block array of
///   [`PAIRWISE_LEVELS`] levels: the counter's shape after `f` features is the same for every
///   row (`popcount(f)` partial sums), so feature `f` lands at level `popcount(f)` and then
///   merges `trailing_ones(f)` times (`older + newer`), each merge a vector add across the
///   rows; after the last feature the partial sums are added from the newest
///   (`older + acc`).
///
/// A fold pass reads only the uniforms of the passes before it, so the lanes it folds into are
/// not read while it runs. No loop clears or copies a whole array: LLVM would make those
/// `memset` and `memcpy` calls, which a kernel object cannot link.
fn emit_folds<'ctx>(
    e: &Emitter<'_, 'ctx>,
    uniforms: PointerValue<'ctx>,
    folds: &[Fold],
    n_features: IntValue<'ctx>,
    lanes: &dyn Fn(IntValue<'ctx>, IntValue<'ctx>) -> Vec<FloatValue<'ctx>>,
    at: &dyn Fn(IntValue<'ctx>, IntValue<'ctx>) -> IntValue<'ctx>,
) {
    let b = e.builder;
    let f32t = e.ctx.f32_type();
    let (zero, one) = (e.i64(0), e.i64(1));
    let all_rows = e.i64(u64::from(ROWS));
    // Row `r`'s lane of array `l` of a block-row array (a uniform, a pairwise level): laid
    // out as the block's features are, `at(l, r)`.
    let row_slot = |base: PointerValue<'ctx>, l: IntValue<'ctx>, r: IntValue<'ctx>| {
        e.element_ptr(base, at(l, r))
    };
    let uniform =
        |fold: &Fold, r: IntValue<'ctx>| row_slot(uniforms, e.i64(u64::from(fold.uniform.0)), r);
    // Each fold's block array: an argmax's best values, a pairwise sum's partial sums.
    let arrays: Vec<Option<PointerValue<'ctx>>> = folds
        .iter()
        .map(|fold| match fold.kind {
            FoldKind::ArgMax => Some(e.entry_alloca(f32t.array_type(ROWS).into(), "across_best")),
            FoldKind::SumPairwise => Some(e.entry_alloca(
                f32t.array_type(PAIRWISE_LEVELS * ROWS).into(),
                "across_partials",
            )),
            FoldKind::Sum | FoldKind::Max => None,
        })
        .collect();
    // The pairwise sums and their partial sums.
    let pairwise: Vec<(&Fold, PointerValue<'ctx>)> = folds
        .iter()
        .zip(&arrays)
        .filter(|(fold, _)| fold.kind == FoldKind::SumPairwise)
        .filter_map(|(fold, array)| array.map(|levels| (fold, levels)))
        .collect();
    // `levels[l][r] = levels[l][r] + levels[l + 1][r]` for every row.
    let merge = |levels: PointerValue<'ctx>, l: IntValue<'ctx>| {
        let newer_level = ok(b.build_int_add(l, one, ""));
        e.emit_loop("across_merge_row", zero, all_rows, one, &mut |r| {
            let (older, newer) = (row_slot(levels, l, r), row_slot(levels, newer_level, r));
            let sum = ok(b.build_float_add(e.load_f32(older), e.load_f32(newer), ""));
            e.store(older, sum);
        });
    };
    e.emit_loop("across_feature", zero, n_features, one, &mut |f| {
        let first = ok(b.build_int_compare(IntPredicate::EQ, f, zero, "first"));
        let level = e.bit_count("llvm.ctpop", f);
        e.emit_loop("across_row", zero, all_rows, one, &mut |r| {
            let values = lanes(f, r);
            for (fold, array) in folds.iter().zip(&arrays) {
                let v = values[fold.value.0 as usize];
                let slot = uniform(fold, r);
                let from = |init: f64, at: PointerValue<'ctx>| {
                    let init = f32t.const_float(init);
                    ok(b.build_select(first, init, e.load_f32(at), "")).into_float_value()
                };
                match (fold.kind, *array) {
                    (FoldKind::Sum, _) => {
                        e.store(slot, ok(b.build_float_add(v, from(0.0, slot), "")));
                    }
                    (FoldKind::Max, _) => {
                        let best = from(f64::NEG_INFINITY, slot);
                        let take = fold::max_takes(e, best, v);
                        e.store(slot, ok(b.build_select(take, v, best, "")));
                    }
                    (FoldKind::ArgMax, Some(bests)) => {
                        let best_at = e.element_ptr(bests, r);
                        let best = from(f64::NEG_INFINITY, best_at);
                        let take = fold::max_takes(e, best, v);
                        e.store(best_at, ok(b.build_select(take, v, best, "")));
                        let index = ok(b.build_unsigned_int_to_float(f, f32t, "index"));
                        let kept = from(0.0, slot);
                        e.store(slot, ok(b.build_select(take, index, kept, "")));
                    }
                    (FoldKind::SumPairwise, Some(levels)) => {
                        e.store(row_slot(levels, level, r), v);
                    }
                    _ => unreachable!("internal error: a fold without its block array"),
                }
            }
        });
        if !pairwise.is_empty() {
            // Feature `f` merges once per trailing one bit of `f`: levels `level - 1` down to
            // `level - merges`.
            let not_f = ok(b.build_not(f, ""));
            let merges = e.bit_count("llvm.cttz", not_f);
            e.emit_loop("across_merge", zero, merges, one, &mut |j| {
                let l = ok(b.build_int_sub(ok(b.build_int_sub(level, one, "")), j, "level"));
                for &(_, levels) in &pairwise {
                    merge(levels, l);
                }
            });
        }
    });
    // A row of `F` features ends with `popcount(F)` partial sums: the newest, then
    // `older + acc` down to level 0.
    let top = ok(b.build_int_sub(e.bit_count("llvm.ctpop", n_features), one, "top"));
    for &(fold, levels) in &pairwise {
        e.emit_loop("across_newest", zero, all_rows, one, &mut |r| {
            e.store(uniform(fold, r), e.load_f32(row_slot(levels, top, r)));
        });
        e.emit_loop("across_finish", zero, top, one, &mut |k| {
            let l = ok(b.build_int_sub(ok(b.build_int_sub(top, one, "")), k, "level"));
            e.emit_loop("across_finish_row", zero, all_rows, one, &mut |r| {
                let slot = uniform(fold, r);
                let acc = e.load_f32(slot);
                let older = e.load_f32(row_slot(levels, l, r));
                e.store(slot, ok(b.build_float_add(older, acc, "")));
            });
        });
    }
}
