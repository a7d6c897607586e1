//! The span modes of an x86 sampler entry (`tessera_rt::abi::SPAN_LAUNCH`): one row split into
//! spans of features that run on several threads, then merged. A vocabulary-wide row is the
//! sampler's common case (one sequence decoding), and a row otherwise runs on one thread.
//!
//! `rows::SpanPlan` says which launches may split and why the merge is the sequential fold.
//! A span call runs the live passes over its features and writes each fold's partial state
//! (best value, index) to its record; the finish call pushes the records' partials, in span
//! order, into one accumulator per fold and runs the store pass. A launch that cannot split
//! marks its records and runs the whole row in span 0, so the caller needs no copy of the
//! plan.

use inkwell::IntPredicate;
use inkwell::values::{IntValue, PointerValue};
use tessera_rt::abi::{SPAN_MODE_ROWS, SPAN_MODE_SPAN, SPAN_RECORD_WORDS, SPAN_SPLIT, SPAN_WHOLE};

use super::fold::{FoldAcc, fold_array_acc};
use super::scratch::{FeatureRange, emit_fold_values, scratch_element};
use super::{Emitter, ok, row_env};
use crate::rows::{PassEnd, SpanPlan};

/// Dispatches on `span_mode`: rows mode and a launch that cannot split run `rows` (the
/// ordinary row loop; in span mode only span 0, over its one row), a split launch runs the
/// span or the finish of row `row_begin`.
pub(super) fn emit_span_modes<'ctx>(
    e: &Emitter<'_, 'ctx>,
    plan: &SpanPlan,
    uniforms: PointerValue<'ctx>,
    scratch: Option<PointerValue<'ctx>>,
    rows: &mut dyn FnMut(),
) {
    let b = e.builder;
    let mode = e.param_int("span_mode");
    let is_mode = |m: u32| ok(b.build_int_compare(IntPredicate::EQ, mode, e.i32(m), "mode"));
    let mut splits = e.ctx.bool_type().const_int(1, false);
    for &guard in &plan.blocked_by {
        let off = ok(b.build_not(e.guard_holds(guard), "blocked_off"));
        splits = ok(b.build_and(splits, off, "splits"));
    }
    let rows_mode = is_mode(SPAN_MODE_ROWS);
    let span_mode = is_mode(SPAN_MODE_SPAN);
    let split = ok(b.build_and(ok(b.build_not(rows_mode, "")), splits, "split"));
    let row = e.param_int("row_begin");
    let record = span_record(e, e.param_int("span"));
    e.emit_if("span", split, &mut || {
        e.emit_if_else(
            "span.mode",
            span_mode,
            &mut || {
                emit_span(e, plan, row, uniforms, scratch, record);
                e.store(record, e.i32(SPAN_SPLIT));
            },
            &mut || emit_finish(e, plan, row, uniforms),
        );
    });
    let unsplit = ok(b.build_and(span_mode, ok(b.build_not(splits, "")), "unsplit"));
    e.emit_if("span.whole", unsplit, &mut || {
        e.store(record, e.i32(SPAN_WHOLE));
    });
    let span0 = ok(b.build_int_compare(IntPredicate::EQ, e.param_int("span"), e.i64(0), "span0"));
    let whole = ok(b.build_or(rows_mode, ok(b.build_and(unsplit, span0, "")), "whole"));
    e.emit_if("rows", whole, rows);
}

/// Word 0 of record `span` in `partials`.
fn span_record<'ctx>(e: &Emitter<'_, 'ctx>, span: IntValue<'ctx>) -> PointerValue<'ctx> {
    let words = e.i64(SPAN_RECORD_WORDS as u64);
    let at = ok(e.builder.build_int_mul(span, words, "record"));
    e.element_ptr(e.param_ptr("partials"), at)
}

/// Word `1 + 2 * slot` (the value) and the next (the index) of a record.
fn partial_slots<'ctx>(
    e: &Emitter<'_, 'ctx>,
    record: PointerValue<'ctx>,
    slot: usize,
) -> (PointerValue<'ctx>, PointerValue<'ctx>) {
    let value = e.element_ptr(record, e.i64(1 + 2 * slot as u64));
    let index = e.element_ptr(record, e.i64(2 + 2 * slot as u64));
    (value, index)
}

/// Span `span` of row `row`: the live fold passes over features `span_begin..span_end`, each
/// fold's best value and (row-relative) index into the span's `record`.
fn emit_span<'ctx>(
    e: &Emitter<'_, 'ctx>,
    plan: &SpanPlan,
    row: IntValue<'ctx>,
    uniforms: PointerValue<'ctx>,
    scratch: Option<PointerValue<'ctx>>,
    record: PointerValue<'ctx>,
) {
    let b = e.builder;
    let env = row_env(e, row, uniforms);
    let n_features = env.n_features;
    let (begin, end) = (e.param_int("span_begin"), e.param_int("span_end"));
    let length = ok(b.build_int_sub(end, begin, "span_length"));
    // Scratch array `k`: features `k * F .. (k + 1) * F` (this call uses its span's part).
    let array = |k: usize, f: IntValue<'ctx>| scratch_element(e, scratch, n_features, k, f);
    let features = FeatureRange {
        first: begin,
        end,
        stride: e.i64(1),
        draw_gumbel: true,
    };
    for (i, pass) in e.program.passes.iter().enumerate() {
        if !plan.live[i] {
            e.store_skipped_uniforms(pass, uniforms);
            continue;
        }
        let PassEnd::Fold(folds) = &pass.end else {
            // The store pass runs in the finish.
            continue;
        };
        assert!(
            !super::lane::pass_uses_noise(pass),
            "internal error: a sampler pass reads Langevin noise"
        );
        e.with_guard(pass, uniforms, None, &mut || {
            emit_fold_values(e, &env, None, pass, folds, false, &features, &array, &[]);
            for (k, fold) in folds.iter().enumerate() {
                let acc = fold_array_acc(e, fold.kind, array(k, begin), length);
                let (value, index) = acc.max_state(e);
                let index = ok(b.build_int_add(index, begin, "index"));
                let index = ok(b.build_int_truncate(index, e.ctx.i32_type(), "index32"));
                let (value_slot, index_slot) = partial_slots(e, record, plan.slot(i, k));
                e.store(value_slot, value);
                e.store(index_slot, index);
            }
        });
    }
}

/// The finish of row `row`: each live fold pushes the `n_spans` records' partials in span
/// order (`FoldAcc::push` at the partial's index), then the store pass writes the row.
fn emit_finish<'ctx>(
    e: &Emitter<'_, 'ctx>,
    plan: &SpanPlan,
    row: IntValue<'ctx>,
    uniforms: PointerValue<'ctx>,
) {
    let b = e.builder;
    let env = row_env(e, row, uniforms);
    let (zero, one) = (e.i64(0), e.i64(1));
    for (i, pass) in e.program.passes.iter().enumerate() {
        if !plan.live[i] {
            e.store_skipped_uniforms(pass, uniforms);
            continue;
        }
        match &pass.end {
            PassEnd::Fold(folds) => e.with_guard(pass, uniforms, None, &mut || {
                for (k, fold) in folds.iter().enumerate() {
                    let acc = FoldAcc::new(e, fold.kind);
                    e.emit_loop("merge", zero, e.param_int("n_spans"), one, &mut |s| {
                        let record = span_record(e, s);
                        let (value_slot, index_slot) = partial_slots(e, record, plan.slot(i, k));
                        let index = ok(b.build_load(e.ctx.i32_type(), index_slot, "index"))
                            .into_int_value();
                        let index = ok(b.build_int_z_extend(index, e.ctx.i64_type(), ""));
                        acc.push(e, index, e.load_f32(value_slot));
                    });
                    let slot = e.element_ptr(uniforms, e.i64(u64::from(fold.uniform.0)));
                    e.store(slot, acc.finish(e));
                }
            }),
            PassEnd::Store(_) => e.store_uniform_sinks(&env, None, pass, false),
            PassEnd::Search(_) => unreachable!("a span plan's live passes never search"),
        }
    }
}
