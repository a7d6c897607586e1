//! The span modes of an x86 sampler entry (`tessera_rt::abi::SPAN_LAUNCH`): one row split into
//! spans of features that run on several threads, then merged. A vocabulary-wide row is the
//! sampler's common case (one sequence decoding), and a row otherwise runs on one thread.
//!
//! `rows::SpanPlan` says which launches may split and why the merge is the sequential fold.
//! A span call runs the live passes over its features and writes each fold's partial state
//! (best value, index) to its record; the finish call pushes the records' partials, in span
//! order, into one accumulator per fold and runs the store pass. A launch with top-k on
//! splits by candidates instead (`SpanPlan::candidates`): a span also runs the top-k search
//! over its own features and lists the features of its prefix in its record; the finish
//! searches the spans' candidates and runs the later passes over the listed top-k set
//! (`listed`). A launch that cannot split marks its records and runs the whole row in span
//! 0, so the caller needs no copy of the plan.

use inkwell::IntPredicate;
use inkwell::values::{IntValue, PointerValue};
use tessera_rt::abi::{
    SPAN_COUNT_WORD, SPAN_MODE_ROWS, SPAN_MODE_SPAN, SPAN_RECORD_WORDS, SPAN_SPLIT,
    SPAN_TOP_K_RATIO, SPAN_WHOLE,
};

use super::fold::FoldAcc;
use super::listed::Lists;
use super::scratch::{
    candidate_feature, emit_fold_chunks, emit_listed_pass, left_candidates, scratch_element,
};
use super::{Emitter, RowEnv, ok, row_env, search};
use crate::rows::{Pass, PassEnd, Search, SpanPlan};

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
    let splits = Splits::of(e, plan);
    let rows_mode = is_mode(SPAN_MODE_ROWS);
    let span_mode = is_mode(SPAN_MODE_SPAN);
    let split = ok(b.build_and(ok(b.build_not(rows_mode, "")), splits.any, "split"));
    let row = e.param_int("row_begin");
    let record = span_record(e, e.param_int("span"));
    let all = e.program.passes.len();
    e.emit_if("span", split, &mut || {
        let span = || {
            splits.dispatch(
                e,
                "span.plain",
                &mut || emit_span(e, plan, row, uniforms, scratch, record, all),
                &mut |search| emit_span_candidates(e, plan, search, row, uniforms, scratch, record),
            )
        };
        let mut finish = || {
            splits.dispatch(
                e,
                "finish.plain",
                &mut || emit_finish(e, plan, row, uniforms, all, &|s| span_record(e, s)),
                &mut |search| emit_finish_candidates(e, plan, search, row, uniforms, scratch),
            )
        };
        e.emit_if_else(
            "span.mode",
            span_mode,
            &mut || {
                span();
                e.store(record, e.i32(SPAN_SPLIT));
            },
            &mut finish,
        );
    });
    let unsplit = ok(b.build_and(span_mode, ok(b.build_not(splits.any, "")), "unsplit"));
    e.emit_if("span.whole", unsplit, &mut || {
        e.store(record, e.i32(SPAN_WHOLE));
    });
    let span0 = ok(b.build_int_compare(IntPredicate::EQ, e.param_int("span"), e.i64(0), "span0"));
    let whole = ok(b.build_or(rows_mode, ok(b.build_and(unsplit, span0, "")), "whole"));
    e.emit_if("rows", whole, rows);
}

/// How a launch of a program with span plan `plan` may split (the x86 span modes and the GPU
/// split entry decide alike): plainly, by candidates, or (`any`) either.
pub(super) struct Splits<'ctx> {
    /// No pass of `plan.blocked_by` runs ([`plain_split`]).
    plain: IntValue<'ctx>,
    /// The candidate search and whether the launch splits by it ([`candidate_split`]).
    candidates: Option<(usize, IntValue<'ctx>)>,
    pub any: IntValue<'ctx>,
}

impl<'ctx> Splits<'ctx> {
    pub fn of(e: &Emitter<'_, 'ctx>, plan: &SpanPlan) -> Self {
        let plain = plain_split(e, plan);
        let candidates = candidate_split(e, plan);
        let any = match candidates {
            Some((_, by)) => ok(e.builder.build_or(plain, by, "splits")),
            None => plain,
        };
        Splits {
            plain,
            candidates,
            any,
        }
    }

    /// Inside a split launch: `plain()` when it splits plainly, else `by_candidates(search)`
    /// (a branch named `name` when the program can split both ways).
    pub fn dispatch(
        &self,
        e: &Emitter<'_, 'ctx>,
        name: &str,
        plain: &mut dyn FnMut(),
        by_candidates: &mut dyn FnMut(usize),
    ) {
        match self.candidates {
            None => plain(),
            Some((search, _)) => {
                e.emit_if_else(name, self.plain, plain, &mut || by_candidates(search))
            }
        }
    }
}

/// Whether a launch splits plainly: no pass of `plan.blocked_by` runs (every live pass folds
/// Max or ArgMax, so the spans' partials merge).
fn plain_split<'ctx>(e: &Emitter<'_, 'ctx>, plan: &SpanPlan) -> IntValue<'ctx> {
    let b = e.builder;
    let mut plain = e.ctx.bool_type().const_int(1, false);
    for &guard in &plan.blocked_by {
        let off = ok(b.build_not(e.guard_holds(guard), "blocked_off"));
        plain = ok(b.build_and(plain, off, "splits"));
    }
    plain
}

/// The search pass a launch may split by candidates (`SpanPlan::candidates`) and whether this
/// launch does: the search runs, no pass of `SpanPlan::candidates_blocked_by` does, each
/// record (`span_words` words) has room for its `top_k` features, and the top-k set is short
/// enough (`top_k * SPAN_TOP_K_RATIO <= V`) for the finish to run the later passes over its
/// list.
fn candidate_split<'ctx>(
    e: &Emitter<'_, 'ctx>,
    plan: &SpanPlan,
) -> Option<(usize, IntValue<'ctx>)> {
    let b = e.builder;
    plan.candidates.map(|search| {
        let guard = e.program.passes[search]
            .guard
            .expect("internal error: a candidate search without a guard");
        let top_k = e.param_int("top_k");
        let words = e.param_int("span_words");
        let base = e.i64(SPAN_RECORD_WORDS as u64);
        let has_room = ok(b.build_int_compare(IntPredicate::UGE, words, base, ""));
        let room = ok(b.build_int_sub(words, base, "room"));
        let fits = ok(b.build_int_compare(IntPredicate::ULE, top_k, room, ""));
        let n_features = e.param_int("n_features");
        let ratio = e.i64(SPAN_TOP_K_RATIO as u64);
        let limit = ok(b.build_int_unsigned_div(n_features, ratio, ""));
        let short = ok(b.build_int_compare(IntPredicate::ULE, top_k, limit, ""));
        let ok_room = ok(b.build_and(has_room, fits, ""));
        let mut by = ok(b.build_and(ok_room, short, ""));
        for &blocker in &plan.candidates_blocked_by {
            let off = ok(b.build_not(e.guard_holds(blocker), "blocker_off"));
            by = ok(b.build_and(by, off, ""));
        }
        (
            search,
            ok(b.build_and(e.guard_holds(guard), by, "by_candidates")),
        )
    })
}

/// Word 0 of record `span` in `partials` (records are `span_words` words apart).
fn span_record<'ctx>(e: &Emitter<'_, 'ctx>, span: IntValue<'ctx>) -> PointerValue<'ctx> {
    let words = e.param_int("span_words");
    let at = ok(e.builder.build_int_mul(span, words, "record"));
    e.element_ptr(e.param_ptr("partials"), at)
}

/// Word `1 + 2 * slot` (the value) and the next (the index) of a record.
pub(super) fn partial_slots<'ctx>(
    e: &Emitter<'_, 'ctx>,
    record: PointerValue<'ctx>,
    slot: usize,
) -> (PointerValue<'ctx>, PointerValue<'ctx>) {
    let value = e.element_ptr(record, e.i64(1 + 2 * slot as u64));
    let index = e.element_ptr(record, e.i64(2 + 2 * slot as u64));
    (value, index)
}

/// Span `span` of row `row`: the live fold passes among the first `upto` over features
/// `span_begin..span_end`, each fold's best value and (row-relative) index into the span's
/// `record`.
fn emit_span<'ctx>(
    e: &Emitter<'_, 'ctx>,
    plan: &SpanPlan,
    row: IntValue<'ctx>,
    uniforms: PointerValue<'ctx>,
    scratch: Option<PointerValue<'ctx>>,
    record: PointerValue<'ctx>,
    upto: usize,
) {
    let b = e.builder;
    let env = row_env(e, row, uniforms);
    let n_features = env.n_features;
    let (begin, end) = (e.param_int("span_begin"), e.param_int("span_end"));
    // Scratch array `k`: features `k * F .. (k + 1) * F` (this call uses its span's part).
    let array = |k: usize, f: IntValue<'ctx>| scratch_element(e, scratch, n_features, k, f);
    for (i, pass) in e.program.passes[..upto].iter().enumerate() {
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
            let accs = emit_fold_chunks(e, &env, None, pass, folds, false, (begin, end), &array);
            for (k, acc) in accs.iter().enumerate() {
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

/// The finish of row `row` over the first `upto` passes, on one lane: each live fold pushes
/// the `n_spans` records' partials in span order (`FoldAcc::push` at the partial's index;
/// `record(s)` is word 0 of span `s`'s record), then the store pass (when among them) writes
/// the row.
pub(super) fn emit_finish<'ctx>(
    e: &Emitter<'_, 'ctx>,
    plan: &SpanPlan,
    row: IntValue<'ctx>,
    uniforms: PointerValue<'ctx>,
    upto: usize,
    record: &dyn Fn(IntValue<'ctx>) -> PointerValue<'ctx>,
) {
    let b = e.builder;
    let env = row_env(e, row, uniforms);
    let (zero, one) = (e.i64(0), e.i64(1));
    for (i, pass) in e.program.passes[..upto].iter().enumerate() {
        if !plan.live[i] {
            e.store_skipped_uniforms(pass, uniforms);
            continue;
        }
        match &pass.end {
            PassEnd::Fold(folds) => e.with_guard(pass, uniforms, None, &mut || {
                for (k, fold) in folds.iter().enumerate() {
                    let acc = FoldAcc::new(e, fold.kind);
                    e.emit_loop("merge", zero, e.param_int("n_spans"), one, &mut |s| {
                        let (value_slot, index_slot) = partial_slots(e, record(s), plan.slot(i, k));
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

/// Span `span` of row `row` of a launch split by candidates (`SpanPlan::candidates`): the
/// passes before the search into the record's partials, then the search over this span's
/// features alone (its keys in scratch, compacted as on a whole row) and the features of its
/// prefix, in order, into the record's candidate words (their number in word
/// `SPAN_COUNT_WORD`). At most `top_k` of them: the prefix holds `top_k` elements, or every
/// one of a span of fewer (the search then finds no boundary and keeps all).
#[allow(clippy::too_many_arguments)]
fn emit_span_candidates<'ctx>(
    e: &Emitter<'_, 'ctx>,
    plan: &SpanPlan,
    search: usize,
    row: IntValue<'ctx>,
    uniforms: PointerValue<'ctx>,
    scratch: Option<PointerValue<'ctx>>,
    record: PointerValue<'ctx>,
) {
    let b = e.builder;
    let i32t = e.ctx.i32_type();
    emit_span(e, plan, row, uniforms, scratch, record, search);
    let env = row_env(e, row, uniforms);
    let n_features = env.n_features;
    let (begin, end) = (e.param_int("span_begin"), e.param_int("span_end"));
    let array = |k: usize, f: IntValue<'ctx>| scratch_element(e, scratch, n_features, k, f);
    let (pass, s) = candidate_search(e, search);
    let target = e.emit_lane(&env, None, pass, e.i64(0), false)[s.target.0 as usize];
    let length = ok(b.build_int_sub(end, begin, "span_length"));
    // The candidates the search may leave (`search::Compaction::candidates`).
    let candidates = e.entry_alloca(e.ctx.i64_type().into(), "span_candidates");
    e.store(candidates, e.i64(search::NO_CANDIDATES));
    search::emit_search_pass(
        e,
        pass,
        s,
        length,
        n_features,
        target,
        uniforms,
        &mut |j| {
            let key = ok(b.build_load(i32t, array(0, j), "key")).into_int_value();
            let one = e.ctx.f32_type().const_float(1.0);
            (key, one, ok(b.build_int_add(begin, j, "f")))
        },
        None,
        Some(&search::Compaction {
            keys: &|j| array(0, j),
            key_of: Some(&|j| key_at(e, &env, pass, s, ok(b.build_int_add(begin, j, "f")))),
            indices: &|j| array(1, j),
            weights: None,
            spare: None,
            candidates: Some(candidates),
        }),
    );
    // The masks are staged in the list array (the one after every target's arrays).
    let stage = e.program.scratch_values_per_feature() as usize;
    let words = e.element_ptr(record, e.i64(SPAN_RECORD_WORDS as u64));
    let dest = |n| e.element_ptr(words, n);
    let count = e.element_ptr(record, e.i64(SPAN_COUNT_WORD as u64));
    let (some, n_candidates) = left_candidates(e, candidates);
    // The span's prefix among the search's candidates (their features in array 1), or among
    // every feature of the span: the same list.
    e.emit_if_else(
        "span.list",
        some,
        &mut || {
            let feature = |j| candidate_feature(e, &array, j);
            let n = super::listed::list_among(e, &env, search, n_candidates, &feature, &dest);
            e.store(count, ok(b.build_int_truncate(n, i32t, "")));
        },
        &mut || {
            let n = super::listed::emit_prefix_features(
                e,
                &env,
                search,
                (begin, end),
                (&|j| array(stage, j), Some(&dest)),
                None,
            );
            e.store(count, ok(b.build_int_truncate(n, i32t, "")));
        },
    );
}

/// The finish of row `row` of a launch split by candidates: the partials of the passes before
/// the search merged; the search over the spans' candidates (in span order, so in feature
/// order; keys in scratch array 0, features in array 2); its prefix among them listed; every
/// later pass over that list (each is confined to the search, or never runs in such a launch:
/// its guard is one of `plan.candidates_blocked_by`); then the store.
fn emit_finish_candidates<'ctx>(
    e: &Emitter<'_, 'ctx>,
    plan: &SpanPlan,
    search: usize,
    row: IntValue<'ctx>,
    uniforms: PointerValue<'ctx>,
    scratch: Option<PointerValue<'ctx>>,
) {
    let b = e.builder;
    let (i32t, i64t) = (e.ctx.i32_type(), e.ctx.i64_type());
    let (zero, one) = (e.i64(0), e.i64(1));
    emit_finish(e, plan, row, uniforms, search, &|s| span_record(e, s));
    let env = row_env(e, row, uniforms);
    let n_features = env.n_features;
    let array = |k: usize, f: IntValue<'ctx>| scratch_element(e, scratch, n_features, k, f);
    let (pass, s) = candidate_search(e, search);
    let n_candidates = e.entry_alloca(i64t.into(), "candidates");
    e.store(n_candidates, zero);
    e.emit_loop(
        "finish.spans",
        zero,
        e.param_int("n_spans"),
        one,
        &mut |span| {
            let record = span_record(e, span);
            let count = e.element_ptr(record, e.i64(SPAN_COUNT_WORD as u64));
            let count = ok(b.build_load(i32t, count, "count")).into_int_value();
            let count = ok(b.build_int_z_extend(count, i64t, ""));
            let words = e.element_ptr(record, e.i64(SPAN_RECORD_WORDS as u64));
            e.emit_loop("finish.candidates", zero, count, one, &mut |i| {
                let f = ok(b.build_load(i32t, e.element_ptr(words, i), "f")).into_int_value();
                let feature = ok(b.build_int_z_extend(f, i64t, "f"));
                let key = key_at(e, &env, pass, s, feature);
                let at = ok(b.build_load(i64t, n_candidates, "at")).into_int_value();
                e.store(array(0, at), key);
                e.store(array(2, at), f);
                e.store(n_candidates, ok(b.build_int_add(at, one, "")));
            });
        },
    );
    let n = ok(b.build_load(i64t, n_candidates, "n_candidates")).into_int_value();
    let target = e.emit_lane(&env, None, pass, zero, false)[s.target.0 as usize];
    let feature = |j: IntValue<'ctx>| {
        let f = ok(b.build_load(i32t, array(2, j), "f")).into_int_value();
        ok(b.build_int_z_extend(f, i64t, "f"))
    };
    search::emit_search_pass(
        e,
        pass,
        s,
        n,
        n_features,
        target,
        uniforms,
        &mut |j| {
            let key = ok(b.build_load(i32t, array(0, j), "key")).into_int_value();
            (key, e.ctx.f32_type().const_float(1.0), feature(j))
        },
        None,
        None,
    );
    let lists = Lists::new(e, e.program.scratch_values_per_feature() as usize, None);
    lists.list_candidates(e, &env, search, n, &feature, &array);
    let last = e.program.passes.len() - 1;
    for later in &e.program.passes[search + 1..last] {
        // A blocked pass never runs here (its guard's else branch still sets its uniforms).
        let blocked = plan.skipped_by_candidates(later);
        e.with_guard(later, uniforms, None, &mut || {
            if !blocked {
                emit_listed_pass(
                    e, &env, None, later, false, &lists, search, &array, uniforms,
                );
            }
        });
    }
    e.store_uniform_sinks(&env, None, &e.program.passes[last], false);
}

/// The search pass a launch splits by (`SpanPlan::candidates`) and its search.
pub(super) fn candidate_search<'a>(e: &Emitter<'a, '_>, search: usize) -> (&'a Pass, &'a Search) {
    let pass = &e.program.passes[search];
    let PassEnd::Search(s) = &pass.end else {
        unreachable!("internal error: a candidate split's pass is not a search")
    };
    (pass, s)
}

/// The ordered key (`rows::search_order_key`) of feature `f` in search pass `pass`.
pub(super) fn key_at<'ctx>(
    e: &Emitter<'_, 'ctx>,
    env: &RowEnv<'ctx>,
    pass: &Pass,
    s: &Search,
    f: IntValue<'ctx>,
) -> IntValue<'ctx> {
    let values = e.emit_lane(env, None, pass, f, false);
    crate::rows::search_order_key(&mut e.ops(), values[s.key.0 as usize])
}
