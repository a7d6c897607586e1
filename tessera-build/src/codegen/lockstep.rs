//! Wide rows in lockstep (x86): a program with a sequential sum (see `targets::lockstep`)
//! runs its rows in blocks of `R` rows that take each step and each pass together, so
//! that the block's sequential sums run side by side. Row by row, a sum over `F` features is
//! one chain of `F` dependent adds, which the rest of the row's work cannot overlap: `rownorm`
//! on rows of 1024 features took 1.68x as long row by row (ARCHITECTURE.md, "Wide rows in
//! lockstep"). In a block, each pass's values are written for every row first (the same
//! vectorised feature loop as row by row, into the row's own slot of the scratch memory) and
//! the block's sums then add them in one loop over tiles of `R` features: each row's
//! tile one vector load, the tile transposed in registers, then one vector add per feature
//! whose lane `r` adds row `r`'s value to its accumulator: `R` independent chains, each
//! still `acc = v + acc` in feature order, so every row's result is the row-by-row one bit
//! for bit. The other folds of such a pass (max, argmax, pairwise sums) fold each row's
//! array as the row-by-row path does; passes without a sequential sum, the noise draws and
//! the store passes run row after row within the block, in the row-by-row path's code.
//! A map or an energy reads each row once, so its sums loop also prefetches the next block's
//! state and inputs, `R * R / 16` cache lines per tile (the sums make no memory traffic of
//! their own, and the next block's first pass would otherwise wait on memory: `rownorm` on
//! rows of 1024 and 4096 features 1.2x and 1.25x; ARCHITECTURE.md, "Prefetching the next
//! block").
//!
//! `R` is [`LOCKSTEP_ROWS`] (four), or eight ([`lockstep_rows`]) for a map or an energy with
//! one sum per pass on rows of at most [`LOCKSTEP_WIDE_ROWS_FEATURES`] features: four chains
//! leave the adds' latency uncovered where the pass has nothing else to add.
//!
//! Slot `r` of a block holds its row `r` (its scratch at `r * S * F` values, `S` the
//! program's scratch values per feature; its uniforms at `r * U`). A partial last block's
//! missing slots stand for its last row: they read that row's values and fold them into
//! uniforms nobody reads, and nothing of theirs is stored.

use inkwell::IntPredicate;
use inkwell::values::{IntValue, PointerValue};

use super::scratch::{self, FeatureRange};
use super::{Emitter, RowEnv, emit_steps, flat, fold, noise, ok, row_env};
use crate::rows::{Fold, FoldKind, NoisePolicy, Pass, PassEnd};
use crate::targets::{LOCKSTEP_ROWS, LOCKSTEP_WIDE_ROWS_FEATURES, lockstep_rows};

/// Rows narrower than this stay row by row: their sums are short chains, and the per-row
/// loops' setup dominates.
const MIN_FEATURES: u64 = 16;

/// Rows wider than this stay row by row: a block's rows (state, inputs, noise and fold values)
/// would outgrow the L2 cache.
const MAX_FEATURES: u64 = 4096;

/// Whether this launch runs in lockstep blocks (launch-uniform i1): rows of
/// [`MIN_FEATURES`] to [`MAX_FEATURES`] features. (Narrower rows of a Langevin program that
/// folds run across rows first, `across`.)
pub(super) fn applies<'ctx>(e: &Emitter<'_, 'ctx>) -> IntValue<'ctx> {
    let b = e.builder;
    let n_features = e.param_int("n_features");
    let wide = ok(b.build_int_compare(IntPredicate::UGE, n_features, e.i64(MIN_FEATURES), ""));
    let fits = ok(b.build_int_compare(IntPredicate::ULE, n_features, e.i64(MAX_FEATURES), ""));
    ok(b.build_and(wide, fits, "lockstep"))
}

/// Rows `row_begin..row_end` in lockstep blocks (see the module doc) of
/// [`lockstep_rows`] rows when the rows have at most [`LOCKSTEP_WIDE_ROWS_FEATURES`] features,
/// of [`LOCKSTEP_ROWS`] rows otherwise, with `scratch` holding as many rows' scratch arrays.
pub(super) fn emit_lockstep<'ctx>(e: &Emitter<'_, 'ctx>, scratch: PointerValue<'ctx>) {
    let rows = lockstep_rows(e.program);
    if rows == LOCKSTEP_ROWS {
        return emit_lockstep_rows(e, scratch, rows);
    }
    let n_features = e.param_int("n_features");
    let limit = e.i64(LOCKSTEP_WIDE_ROWS_FEATURES);
    let fits = ok(e
        .builder
        .build_int_compare(IntPredicate::ULE, n_features, limit, "wide_blocks"));
    e.emit_if_else(
        "lockstep_blocks",
        fits,
        &mut || emit_lockstep_rows(e, scratch, rows),
        &mut || emit_lockstep_rows(e, scratch, LOCKSTEP_ROWS),
    );
}

/// Rows `row_begin..row_end` in lockstep blocks of `n_rows` rows (a power of two).
fn emit_lockstep_rows<'ctx>(e: &Emitter<'_, 'ctx>, scratch: PointerValue<'ctx>, n_rows: u32) {
    let b = e.builder;
    let program = e.program;
    let n_features = e.param_int("n_features");
    let values_per_feature = u64::from(program.scratch_values_per_feature());
    let per_row = ok(b.build_int_mul(n_features, e.i64(values_per_feature), "slot_values"));
    let n_uniforms = u64::from(program.n_uniforms.max(1));
    let uniforms = e.entry_alloca(
        e.ctx
            .f32_type()
            .array_type(program.n_uniforms.max(1) * n_rows)
            .into(),
        "lockstep_uniforms",
    );
    let rows_per_block = e.i64(u64::from(n_rows));
    flat::emit_row_blocks(
        e,
        "lockstep_block",
        rows_per_block,
        &mut |first_row, rows| {
            let last = ok(b.build_int_sub(rows, e.i64(1), "last_slot"));
            // Slot `r`: its row (the last real one past the end), scratch and uniforms.
            let slot = |r: IntValue<'ctx>| {
                let inside = ok(b.build_int_compare(IntPredicate::ULT, r, rows, ""));
                let real = ok(b.build_select(inside, r, last, "")).into_int_value();
                let row = ok(b.build_int_add(first_row, real, "row"));
                let base = e.element_ptr(scratch, ok(b.build_int_mul(real, per_row, "")));
                let own = e.element_ptr(uniforms, ok(b.build_int_mul(r, e.i64(n_uniforms), "")));
                let mut slot = Slot {
                    env: row_env(e, row, own),
                    base,
                    n_features,
                };
                // The step's normals: the last scratch array.
                slot.env.noise = program
                    .uses_noise()
                    .then(|| slot.array(e, values_per_feature as usize - 1));
                slot
            };
            let each_row = |body: &mut dyn FnMut(&Slot<'ctx>)| each_row(e, rows, &slot, body);
            emit_steps(e, &mut |step| {
                if program.uses_noise() {
                    e.emit_if("lockstep_draw", e.draw_noise(), &mut || {
                        each_row(&mut |s| {
                            // `tessera-v1` stages each step's second Philox words in array 0.
                            let staging = (program.noise == NoisePolicy::V1).then(|| s.array(e, 0));
                            let normals = s.env.noise.expect("internal error: the slot's normals");
                            noise::emit_noise_fill(e, &s.env, step, normals, staging, None);
                        });
                    });
                }
                for pass in &program.passes {
                    e.with_noise_variants(pass, &mut |noise| match &pass.end {
                        PassEnd::Fold(folds) if folds.iter().any(|f| f.kind == FoldKind::Sum) => {
                            emit_sums_pass(e, step, pass, folds, noise, (rows, n_rows), &slot);
                        }
                        // The row path's code, row after row.
                        _ => each_row(&mut |s| {
                            let array = |k: usize, f: IntValue<'ctx>| s.element(e, k, f);
                            scratch::emit_pass_on_one_lane(e, &s.env, step, pass, noise, &array);
                        }),
                    });
                }
            });
        },
    );
}

/// `body` for each real row of a block of `rows` rows (its slot from `slot`), one after another.
fn each_row<'ctx>(
    e: &Emitter<'_, 'ctx>,
    rows: IntValue<'ctx>,
    slot: &dyn Fn(IntValue<'ctx>) -> Slot<'ctx>,
    body: &mut dyn FnMut(&Slot<'ctx>),
) {
    e.emit_loop("lockstep_row", e.i64(0), rows, e.i64(1), &mut |r| {
        body(&slot(r))
    });
}

/// One slot of a lockstep block: its row's environment (uniforms in the slot's part of the
/// block's) and its scratch arrays.
struct Slot<'ctx> {
    env: RowEnv<'ctx>,
    base: PointerValue<'ctx>,
    n_features: IntValue<'ctx>,
}

impl<'ctx> Slot<'ctx> {
    /// Element `f` of the slot's scratch array `k`.
    fn element(&self, e: &Emitter<'_, 'ctx>, k: usize, f: IntValue<'ctx>) -> PointerValue<'ctx> {
        scratch::scratch_element(e, Some(self.base), self.n_features, k, f)
    }

    /// The start of the slot's scratch array `k`.
    fn array(&self, e: &Emitter<'_, 'ctx>, k: usize) -> PointerValue<'ctx> {
        self.element(e, k, e.i64(0))
    }
}

/// A fold pass with a sequential sum: every row's fold values into its slot's arrays (the
/// row-by-row path's values loop over the whole row), then the block's sequential sums side by
/// side in one loop over the features (slot `r`'s sum `k` adds `v + acc` in feature order, as
/// `fold::FoldAcc::push` does), then each row's other folds over its arrays
/// (`fold::fold_arrays`, as row by row).
#[allow(clippy::too_many_arguments)]
fn emit_sums_pass<'ctx>(
    e: &Emitter<'_, 'ctx>,
    step: Option<super::StepEnv<'ctx>>,
    pass: &Pass,
    folds: &[Fold],
    noise: bool,
    (rows, n_rows): (IntValue<'ctx>, u32),
    slot: &dyn Fn(IntValue<'ctx>) -> Slot<'ctx>,
) {
    let b = e.builder;
    let f32t = e.ctx.f32_type();
    each_row(e, rows, slot, &mut |s| {
        let features = FeatureRange {
            first: e.i64(0),
            end: s.n_features,
            stride: e.i64(1),
            draw_gumbel: false,
            list: None,
        };
        let array = |k: usize, f: IntValue<'ctx>| s.element(e, k, f);
        scratch::emit_fold_values(e, &s.env, step, pass, folds, noise, &features, &array, &[]);
    });
    // The sums side by side: one vector accumulator per sum, lane `r` slot `r`'s, every slot's
    // pointers set up before the loops.
    let slots: Vec<Slot<'ctx>> = (0..n_rows).map(|r| slot(e.i64(u64::from(r)))).collect();
    let n_features = slots[0].n_features;
    let sums: Vec<(usize, &Fold)> = folds
        .iter()
        .enumerate()
        .filter(|(_, fold)| fold.kind == FoldKind::Sum)
        .collect();
    let vector = f32t.vec_type(n_rows);
    let accs: Vec<PointerValue<'ctx>> = sums
        .iter()
        .map(|_| {
            let acc = e.entry_alloca(vector.into(), "lockstep_sums");
            e.store(acc, vector.const_zero());
            acc
        })
        .collect();
    let arrays: Vec<Vec<PointerValue<'ctx>>> = sums
        .iter()
        .map(|&(k, _)| slots.iter().map(|s| s.array(e, k)).collect())
        .collect();
    // Adds `column` (feature `f` of every slot) to sum `i`'s accumulator.
    let add = |i: usize, column: inkwell::values::VectorValue<'ctx>| {
        let acc = ok(b.build_load(vector, accs[i], "acc")).into_vector_value();
        e.store(accs[i], ok(b.build_float_add(column, acc, "")));
    };
    let hints = super::LoopHints {
        width: Some(1),
        ..super::LoopHints::default()
    };
    // A map or an energy reads its rows once: while the sums run (no memory traffic of their
    // own), the next block's inputs are fetched into the cache, `R * R / 16` lines of each
    // buffer per tile (a block's `R * F` values are `F / R` tiles, 16 values a line); their
    // first pass would otherwise wait on memory. Slot 0 is always a real row, and the next
    // block's rows follow the block's in memory. A prefetch past a buffer's end never faults.
    let ahead = program_reads_once(e).then(|| {
        let env = &slots[0].env;
        let buffers: Vec<PointerValue<'ctx>> =
            env.state.iter().chain(&env.inputs).copied().collect();
        let block_values =
            ok(b.build_int_mul(n_features, e.i64(u64::from(n_rows)), "block_values"));
        (buffers, block_values)
    });
    // Whole tiles of `R` features: each slot's features as one vector load, the tile
    // transposed in registers so that each vector holds one feature of every slot.
    let tile = u64::from(n_rows);
    let whole = ok(b.build_and(n_features, e.i64(!(tile - 1)), "whole_tiles_end"));
    e.emit_loop_hinted(
        "lockstep_sums",
        e.i64(0),
        whole,
        e.i64(tile),
        hints,
        &mut |f| {
            if let Some((buffers, block_values)) = &ahead {
                // A tile's `tile * tile` values of a buffer are `tile * tile / 16` lines.
                let first = ok(b.build_int_mul(f, e.i64(tile), "tile_values"));
                for line in 0..(tile * tile / 16).max(1) {
                    let at = ok(b.build_int_add(first, e.i64(16 * line), ""));
                    let next = ok(b.build_int_add(*block_values, at, "next_block"));
                    for &buffer in buffers {
                        e.prefetch(buffer, next);
                    }
                }
            }
            for (i, arrays) in arrays.iter().enumerate() {
                let rows: Vec<_> = arrays
                    .iter()
                    .map(|&array| fold::load_f32_vector(e, vector, e.element_ptr(array, f)))
                    .collect();
                for column in transpose(e, rows) {
                    add(i, column);
                }
            }
        },
    );
    // The last features, a column at a time.
    e.emit_loop_hinted(
        "lockstep_sums_tail",
        whole,
        n_features,
        e.i64(1),
        hints,
        &mut |f| {
            for (i, arrays) in arrays.iter().enumerate() {
                let mut column = vector.get_undef();
                for (r, &array) in arrays.iter().enumerate() {
                    let v = e.load_f32(e.element_ptr(array, f));
                    column = ok(b.build_insert_element(column, v, e.i32(r as u32), ""));
                }
                add(i, column);
            }
        },
    );
    for (i, &(_, fold)) in sums.iter().enumerate() {
        let sums = ok(b.build_load(vector, accs[i], "sums")).into_vector_value();
        for (r, s) in slots.iter().enumerate() {
            let uniform = e.element_ptr(s.env.uniforms, e.i64(u64::from(fold.uniform.0)));
            e.store(
                uniform,
                ok(b.build_extract_element(sums, e.i32(r as u32), "")),
            );
        }
    }
    // The other folds, row by row.
    let others: Vec<(usize, &Fold)> = folds
        .iter()
        .enumerate()
        .filter(|(_, fold)| fold.kind != FoldKind::Sum)
        .collect();
    if others.is_empty() {
        return;
    }
    each_row(e, rows, slot, &mut |s| {
        let arrays: Vec<_> = others
            .iter()
            .map(|&(k, fold)| (fold.kind, s.array(e, k)))
            .collect();
        let folded = fold::fold_arrays(e, &arrays, s.n_features);
        for (&(_, fold), value) in others.iter().zip(folded) {
            let uniform = e.element_ptr(s.env.uniforms, e.i64(u64::from(fold.uniform.0)));
            e.store(uniform, value);
        }
    });
}

/// Whether the program reads each row once per launch (a map, an energy), so that its next
/// block's rows are worth fetching ahead.
fn program_reads_once(e: &Emitter<'_, '_>) -> bool {
    !e.program.interface.is_langevin()
}

/// The transpose of the `n x n` matrix whose rows are `rows` (`n` a power of two): column `c`
/// of the result holds element `c` of every row. `log2(n)` rounds of exchanges at distances
/// `n / 2` down to 1: rows `i` and `i + d` (`i & d == 0`) swap their off-diagonal `d x d`
/// blocks, which transposes the 2 x 2 block matrix and leaves each block to the next rounds.
fn transpose<'ctx>(
    e: &Emitter<'_, 'ctx>,
    mut rows: Vec<inkwell::values::VectorValue<'ctx>>,
) -> Vec<inkwell::values::VectorValue<'ctx>> {
    let n = rows.len() as u32;
    assert!(
        n.is_power_of_two(),
        "internal error: a transpose of {n} rows"
    );
    let i32t = e.ctx.i32_type();
    let mask = |lane: &dyn Fn(u32) -> u32| {
        let lanes: Vec<_> = (0..n)
            .map(|l| i32t.const_int(u64::from(lane(l)), false))
            .collect();
        inkwell::types::VectorType::const_vector(&lanes)
    };
    let mut d = n / 2;
    while d > 0 {
        // Row `i` keeps its lanes without bit `d` and takes row `i + d`'s from below; row
        // `i + d` takes row `i`'s lanes with bit `d` from above and keeps its own.
        let low = mask(&|l| if l & d == 0 { l } else { n + l - d });
        let high = mask(&|l| if l & d == 0 { l + d } else { n + l });
        for i in (0..n).filter(|i| i & d == 0) {
            let (a, c) = (rows[i as usize], rows[(i + d) as usize]);
            rows[i as usize] = ok(e.builder.build_shuffle_vector(a, c, low, "transpose"));
            rows[(i + d) as usize] = ok(e.builder.build_shuffle_vector(a, c, high, "transpose"));
        }
        d /= 2;
    }
    rows
}
