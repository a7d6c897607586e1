//! Narrow rows vectorised across rows (x86): a Langevin program without folds whose lanes never
//! read their feature index updates every element of a row alone, so a block of consecutive
//! rows, contiguous in every row-shaped buffer, is one flat array of elements. Rows narrower
//! than `noise::SMALL_ROW` run that way: per step, the block's normals are drawn in one
//! vectorised draw and its elements updated in one vectorised loop, instead of a loop of four
//! iterations (F = 4) per row and step.
//!
//! Each element keeps its own stream: under `tessera-v1` the normal of element `(row, f)` has
//! stream index `row * F + f`, which is the flat element's index in the launch; under
//! `tessera-fast-v1` element `(row, f)` reads normal `f mod 4` of group
//! `row * ceil(F / 4) + floor(f / 4)`, which is flat element `k`'s normal `k mod 4` of group
//! `floor(k / 4)` when `F` is a multiple of four (the only case that runs flat under that
//! policy). The steps of an element run in order; only the order across elements changes, and
//! elements never interact (no folds).

use inkwell::IntPredicate;
use inkwell::values::{IntValue, PointerValue};

use super::{Emitter, emit_steps, noise, ok, row_env};
use crate::rows::{Buffer, NoisePolicy, Op, Pass, PassEnd};

/// Elements per block (a multiple of the vector width and of four; at least `SMALL_ROW`).
const BLOCK_ELEMENTS: u32 = 512;

/// Whether `program` can run its narrow rows flat: a Langevin program without folds or
/// guards whose lanes read neither their feature index (`FeatureIndex`, `GradeMask`) nor a
/// shared vector (element `f` of it), and whose one store pass writes row sinks only.
pub(super) fn supported(program: &crate::rows::RowProgram) -> bool {
    let it = &program.interface;
    it.is_langevin()
        && !program.has_folds()
        && program.passes.iter().all(|pass| {
            let per_element = reads_own_elements(pass);
            let row_sinks = match &pass.end {
                PassEnd::Store(stores) => stores.iter().all(|s| !it.sink_is_uniform(s.sink)),
                _ => false,
            };
            pass.guard.is_none() && per_element && row_sinks
        })
}

/// Whether `pass`'s lanes read nothing but their own elements: neither their feature index
/// (`FeatureIndex`, `GradeMask`) nor a shared vector (element `f` of it), so a block of rows
/// may run as one flat array, where an element's position is not its feature.
fn reads_own_elements(pass: &Pass) -> bool {
    pass.insts.iter().all(|op| {
        !matches!(
            op,
            Op::FeatureIndex | Op::GradeMask(_) | Op::Load(Buffer::Vector(_))
        )
    })
}

/// Whether this launch runs flat (launch-uniform i1): rows narrower than `SMALL_ROW`, and
/// under `tessera-fast-v1` a width that is a multiple of four.
pub(super) fn applies<'ctx>(e: &Emitter<'_, 'ctx>) -> IntValue<'ctx> {
    let b = e.builder;
    let n_features = e.param_int("n_features");
    let narrow = ok(b.build_int_compare(
        IntPredicate::ULT,
        n_features,
        e.i64(noise::SMALL_ROW),
        "narrow",
    ));
    match e.program.noise {
        NoisePolicy::V1 => narrow,
        NoisePolicy::FastV1 => {
            let rem = ok(b.build_and(n_features, e.i64(3), ""));
            let whole = ok(b.build_int_compare(IntPredicate::EQ, rem, e.i64(0), "whole_groups"));
            ok(b.build_and(narrow, whole, "flat"))
        }
    }
}

/// Rows `row_begin..row_end` in blocks of `BLOCK_ELEMENTS / F` rows, each block's K steps
/// over its elements as one flat array (see the module doc).
pub(super) fn emit_flat_rows<'ctx>(e: &Emitter<'_, 'ctx>, uniforms: PointerValue<'ctx>) {
    let b = e.builder;
    let f32t = e.ctx.f32_type();
    let n_features = e.param_int("n_features");
    let block = e.i64(u64::from(BLOCK_ELEMENTS));
    let rows_per_block = ok(b.build_int_unsigned_div(block, n_features, "rows_per_block"));
    let array = |name| e.entry_alloca(f32t.array_type(BLOCK_ELEMENTS).into(), name);
    let (normals, staging) = (array("flat_noise"), array("flat_staging"));
    let uses_noise = e.program.uses_noise();
    let (zero, one) = (e.i64(0), e.i64(1));
    emit_row_blocks(e, "flat_block", rows_per_block, &mut |row, rows| {
        let n = ok(b.build_int_mul(rows, n_features, "block_elements"));
        let first_element = ok(b.build_int_mul(row, n_features, "first_element"));
        // Row pointers at the block's first row; `n_features` stays F (`FeatureCount`).
        let mut env = row_env(e, row, uniforms);
        if uses_noise {
            env.noise = Some(normals);
        }
        let env = env;
        emit_steps(e, &mut |step| {
            if uses_noise {
                let key1_step = step
                    .expect("internal error: noise outside the step loop")
                    .key1_step;
                e.emit_if("flat_draw", e.draw_noise(), &mut || match e.program.noise {
                    NoisePolicy::V1 => noise::draw_v1(
                        e,
                        n,
                        normals,
                        staging,
                        &|k| (ok(b.build_int_add(first_element, k, "element")), key1_step),
                        None,
                    ),
                    NoisePolicy::FastV1 => {
                        let first_group =
                            ok(b.build_right_shift(first_element, e.i64(2), false, ""));
                        let groups = ok(b.build_right_shift(n, e.i64(2), false, "groups"));
                        noise::draw_fast(
                            e,
                            groups,
                            (normals, noise::Groups::Packed),
                            &|k| (ok(b.build_int_add(first_group, k, "group")), key1_step),
                            None,
                        );
                    }
                });
            }
            for pass in &e.program.passes {
                e.with_noise_variants(pass, &mut |noise| {
                    e.emit_loop("flat_element", zero, n, one, &mut |k| {
                        let values = e.emit_lane(&env, step, pass, k, noise);
                        e.store_row_sinks(&env, pass, k, &values);
                    });
                });
            }
        });
    });
}

/// Rows `row_begin..row_end` in blocks of `rows_per_block` rows: `body(first_row, rows)` for
/// each block, `rows` short for the last one when it is partial.
pub(super) fn emit_row_blocks<'ctx>(
    e: &Emitter<'_, 'ctx>,
    name: &str,
    rows_per_block: IntValue<'ctx>,
    body: &mut dyn FnMut(IntValue<'ctx>, IntValue<'ctx>),
) {
    let b = e.builder;
    let row_end = e.param_int("row_end");
    let first = e.param_int("row_begin");
    e.emit_loop(name, first, row_end, rows_per_block, &mut |row| {
        let left = ok(b.build_int_sub(row_end, row, "rows_left"));
        let short = ok(b.build_int_compare(IntPredicate::ULT, left, rows_per_block, ""));
        let rows = ok(b.build_select(short, left, rows_per_block, "")).into_int_value();
        body(row, rows);
    });
}
