//! Narrow rows that fold, vectorised across rows (x86): a Langevin program whose folds are all
//! sequential sums runs its rows narrower than [`MAX_FEATURES`] in blocks of [`ROWS`] rows,
//! each block transposed into stack memory feature-major (element `(f, r)` of the block at
//! `f * ROWS + r`). A pass is then a loop over the features whose body is one vector
//! operation across the block's rows: feature `f` of every row at once. A row's sum is one
//! lane of a vector accumulator, `acc[r] = v(f, r) + acc[r]` for `f` ascending, which is the
//! declared order of that row (the accumulator is the sum's uniform, feature 0 starting it
//! from `+0.0`); a uniform is a vector of the rows' values, `uniforms[u * ROWS + r]`
//! ([`RowEnv::uniform_lanes`]). Row by row, such a row runs each pass as a loop of `F`
//! iterations (shorter than one vector below 16 features) and each sum as a chain of `F`
//! dependent adds; across rows every add is a vector one.
//!
//! Each element keeps its own stream: under `tessera-v1` (the only policy that runs this way)
//! the normal of element `(row, f)` has stream index `row * F + f`, drawn straight into the
//! block's transposed order. The steps of a row run in order and rows never interact, so only
//! the order across rows changes. A partial last block fills its missing rows with copies of
//! its last row, whose results are never stored.

use inkwell::IntPredicate;
use inkwell::values::{IntValue, PointerValue};

use super::{Emitter, LoopHints, RowEnv, emit_steps, flat, noise, ok, row_env};
use crate::rows::{FoldKind, NoisePolicy, Pass, PassEnd, RowProgram, Sink};

/// Rows per block: four 16-lane vectors of f32 (a multiple of every x86 level's f32 width).
const ROWS: u32 = 64;

/// Rows narrower than this run across rows. Row by row, a row of 64 features ran 1.35x slower
/// (`sphere_align`; `tether` 1.13x) and one of 256 1.24x (1.05x) on the Zen 5 machine of
/// 2026-12-03; each block array holds `ROWS * MAX_FEATURES` values (32 KiB) on the stack.
const MAX_FEATURES: u32 = 128;

/// Whether `program` can run its narrow rows across rows: a Langevin program under
/// `tessera-v1` whose folds are all sequential sums, without guards, whose lanes read neither
/// their feature index (`FeatureIndex`, `GradeMask`) nor a shared vector, and whose store pass
/// writes the state and the status word only. (Programs without folds run flat, `flat`.)
pub(super) fn supported(program: &RowProgram) -> bool {
    program.interface.is_langevin()
        && program.has_folds()
        && program.noise == NoisePolicy::V1
        && program.passes.iter().all(|pass| {
            let per_element = flat::reads_own_elements(pass);
            let end = match &pass.end {
                PassEnd::Fold(folds) => folds.iter().all(|f| f.kind == FoldKind::Sum),
                PassEnd::Store(stores) => stores
                    .iter()
                    .all(|s| matches!(s.sink, Sink::State | Sink::Status)),
                PassEnd::Search(_) => false,
            };
            pass.guard.is_none() && pass.within.is_none() && per_element && end
        })
}

/// Whether this launch runs across rows (launch-uniform i1): rows narrower than
/// [`MAX_FEATURES`].
pub(super) fn applies<'ctx>(e: &Emitter<'_, 'ctx>) -> IntValue<'ctx> {
    ok(e.builder.build_int_compare(
        IntPredicate::ULT,
        e.param_int("n_features"),
        e.i64(u64::from(MAX_FEATURES)),
        "across",
    ))
}

/// A loop over `0..n` that LLVM leaves scalar: the transpositions, whose strided side would
/// otherwise become gathers or scatters.
fn scalar_loop<'ctx>(
    e: &Emitter<'_, 'ctx>,
    name: &str,
    n: IntValue<'ctx>,
    body: &mut dyn FnMut(IntValue<'ctx>),
) {
    let hints = LoopHints {
        interleave: None,
        width: Some(1),
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
    let state = array("across_state", capacity);
    let inputs: Vec<PointerValue<'ctx>> = (0..it.inputs.len())
        .map(|i| array(&format!("across_input_{i}"), capacity))
        .collect();
    let uses_noise = e.program.uses_noise();
    let (normals, staging) = (
        array("across_noise", capacity),
        array("across_staging", capacity),
    );
    let uniforms = array("across_uniforms", e.program.n_uniforms.max(1) * ROWS);
    let log2_rows = e.i64(u64::from(ROWS.trailing_zeros()));
    let row_mask = e.i64(u64::from(ROWS - 1));
    let n = ok(b.build_int_mul(rows_per_block, n_features, "block_elements"));
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
        let mut buffers = vec![(e.param_ptr("state"), state)];
        buffers.extend(
            inputs
                .iter()
                .enumerate()
                .map(|(i, &block)| (e.param_ptr(&format!("input_{i}")), block)),
        );
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
        let env = RowEnv {
            state: Some(state),
            inputs: inputs.clone(),
            noise: uses_noise.then_some(normals),
            ..global
        };
        emit_steps(e, &mut |step| {
            if uses_noise {
                let key1_step = step
                    .expect("internal error: noise outside the step loop")
                    .key1_step;
                e.emit_if("across_draw", e.draw_noise(), &mut || {
                    let counter = |k: IntValue<'ctx>| {
                        let (r, f) = split(k);
                        let row = ok(b.build_int_add(first_row, r, "row"));
                        let first = ok(b.build_int_mul(row, n_features, ""));
                        (ok(b.build_int_add(first, f, "element")), key1_step)
                    };
                    noise::draw_v1(e, n, normals, staging, &counter, None);
                });
            }
            for pass in &e.program.passes {
                e.with_noise_variants(pass, &mut |noise| {
                    emit_pass(e, &env, step, pass, noise, (rows, n_features), &at);
                });
            }
        });
        // Back to the rows, the real ones only.
        let real = ok(b.build_int_mul(rows, n_features, "real_elements"));
        scalar_loop(e, "across_out", real, &mut |j| {
            let r = ok(b.build_int_unsigned_div(j, n_features, "r"));
            let f = ok(b.build_int_unsigned_rem(j, n_features, "f"));
            let to = ok(b.build_int_add(source(r), f, ""));
            let value = e.load_f32(e.element_ptr(state, at(f, r)));
            e.store(e.element_ptr(e.param_ptr("state"), to), value);
        });
    });
}

/// One pass over a block: for each feature, the vector of the block's rows (the inner loop
/// over `r`, [`ROWS`] iterations). A fold pass adds each row's values into its lane of each
/// fold's uniform; the store pass first ORs each real row's status word (from its feature 0,
/// as the row-by-row path takes lane 0's values), then writes the state.
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
    let f32t = e.ctx.f32_type();
    let (zero, one) = (e.i64(0), e.i64(1));
    let all_rows = e.i64(u64::from(ROWS));
    let lane = |r: IntValue<'ctx>| RowEnv {
        uniform_lanes: Some((r, u64::from(ROWS))),
        ..env.clone()
    };
    let slot = |base: PointerValue<'ctx>, index: u32, r: IntValue<'ctx>| {
        let offset = ok(b.build_int_add(e.i64(u64::from(index * ROWS)), r, ""));
        e.element_ptr(base, offset)
    };
    let for_each_element = |body: &mut dyn FnMut(IntValue<'ctx>, IntValue<'ctx>)| {
        e.emit_loop("across_feature", zero, n_features, one, &mut |f| {
            e.emit_loop("across_row", zero, all_rows, one, &mut |r| body(f, r));
        });
    };
    match &pass.end {
        // Each row's sum accumulates in its uniform's lane, which this pass does not read
        // (a pass reads the uniforms of the passes before it); feature 0 starts it from +0.0.
        // No separate loop clears or copies the sums: LLVM would make those `memset` and
        // `memcpy` calls, which a kernel object cannot link.
        PassEnd::Fold(folds) => {
            for_each_element(&mut |f, r| {
                let values = e.emit_lane(&lane(r), step, pass, at(f, r), noise);
                let first = ok(b.build_int_compare(IntPredicate::EQ, f, zero, "first"));
                for fold in folds {
                    let sum = slot(env.uniforms, fold.uniform.0, r);
                    let acc = ok(b.build_select(first, f32t.const_float(0.0), e.load_f32(sum), ""));
                    let v = values[fold.value.0 as usize];
                    e.store(sum, ok(b.build_float_add(v, acc.into_float_value(), "")));
                }
            });
        }
        PassEnd::Store(stores) => {
            let status: Vec<_> = stores.iter().filter(|s| s.sink == Sink::Status).collect();
            if !status.is_empty() {
                let words = e.param_ptr("status");
                e.emit_loop("across_status", zero, rows, one, &mut |r| {
                    let values = e.emit_lane(&lane(r), step, pass, at(zero, r), noise);
                    let row = ok(b.build_int_add(env.row, r, "row"));
                    let word = e.element_ptr(words, row);
                    let i32t = e.ctx.i32_type();
                    for store in &status {
                        let v = values[store.value.0 as usize];
                        let bits = ok(b.build_float_to_unsigned_int(v, i32t, "status_bits"));
                        let old = ok(b.build_load(i32t, word, "status")).into_int_value();
                        e.store(word, ok(b.build_or(old, bits, "")));
                    }
                });
            }
            for_each_element(&mut |f, r| {
                let k = at(f, r);
                let values = e.emit_lane(&lane(r), step, pass, k, noise);
                for store in stores.iter().filter(|s| s.sink == Sink::State) {
                    e.store(env.state_element(e, k), values[store.value.0 as usize]);
                }
            });
        }
        PassEnd::Search(_) => unreachable!("internal error: a search runs row by row"),
    }
}
