//! The GPU lanes' summed searches ([`super::emit_search`] with the lanes of a workgroup,
//! [`super::Collective`]): the bitwise rounds `log2(lanes)` per pass, each lane folding one
//! node of the pass's decision tree and counting its elements, until one element is left
//! ([`sum_rounds_spread`]; every entry), after, in the wide and split entries, the guided
//! passes ([`guided_spread`]): of a sequential sum one candidate per folding lane, folded
//! from tiles the lanes stage in shared memory ([`fold_staged`]) or from the listed elements
//! at or above the pass's least candidate ([`fold_listed`]); of a pairwise sum 16 candidates
//! that all the lanes fold together, each a block of the row, or of a listed prefix's
//! elements at their positions ([`fold_pairwise_spread`]).

use inkwell::types::VectorType;
use inkwell::values::{
    BasicValue, BasicValueEnum, FloatValue, IntValue, PointerValue, VectorValue,
};
use inkwell::{FloatPredicate, IntPredicate};

use super::{
    Collective, Element, Elements, GUIDED_PASSES, GroupCounter, Guided, GuidedShared, Interval,
    Order, Range, balanced_sum, guided_bins, range_outcome, round_bit, unsigned_min_max,
};
use crate::codegen::fold::{self, FoldAcc};
use crate::codegen::{Emitter, gpu, listed, ok};
use crate::rows::FoldKind;
use crate::targets::{
    GUIDED_BIN_BITS, GUIDED_PAIRWISE_CANDIDATES, GUIDED_SEQUENTIAL_CANDIDATES, GUIDED_TILE,
};

/// GPU: [`guided_search`](super::host::guided_search) with the lanes of a workgroup (`c`, every lane running it and every
/// lane ending with the same state), over `n_elements` elements that stay where they are (a
/// compaction in place would be a pass of lane 0 alone; the passes after the first may list
/// the ones they fold elsewhere, `c.list`): the same interval `[lo, hi)` and the same
/// argument, each pass
///
/// 1. the interval's range: each lane counts its elements (`l, l + lanes, ..`) of nonzero
///    weight in `[lo, hi)` and finds their least and greatest ordinals, merged by integer atomic
///    adds, minima and maxima into shared words between barriers (so the lanes read what one
///    lane would have found). Zero weights change no fold, so `e*`'s weight is not zero and
///    the interval's other elements of zero weight need no candidate between them;
/// 2. the candidates, one per slot but the last: when the interval holds fewer elements than
///    the lanes, its elements' ordinals, listed in any order into the candidates' shared
///    words by an atomic counter (so the pass finds `e*`), one slot per lane (the lanes past
///    [`GUIDED_SEQUENTIAL_CANDIDATES`] only when the interval holds that many); otherwise a
///    histogram of the interval's weights (as on x86, at most `2^GUIDED_BIN_BITS` bins) by
///    f32 atomic adds into shared bins, and bin edges for [`GUIDED_SEQUENTIAL_CANDIDATES`]
///    slots: half of them around the estimate's crossing (31 nonempty bins each side, so an
///    estimate off by fewer bins leaves one bin), the others spread evenly over the nonempty
///    bins (so an estimate off by more, as when the f32 sums round many tiny weights up,
///    still leaves a 64th of them), every lane scanning the bins for the same crossing
///    ([`lane_candidate`]). The histogram's sums depend on the order the adds land in, and the
///    listed order on the lanes' timing, so the candidates may too, but not the result (any
///    candidates narrow the interval to `e*`);
/// 3. until `W(lo)` is known to reach the target, the last slot folds the total (`W(0)`: a
///    total below the target ends the search, `Absent`); each slot's lane folds its
///    candidate's `W` in the declared order (`kind`'s fold, as one lane would) into
///    `c.shared`, and the lanes past the slots skip the fold. With `c.list` (a sequential
///    sum's elements in scratch memory) a pass without the total folds only the elements at
///    or above its least candidate, listed in order ([`fold_listed`]), and the first pass
///    (not a listing one) probes: its candidates stay at or above the window's lowest bin
///    (the spread half over the bins above it, [`lane_candidate`]) and it folds no total. `W`
///    does not grow as the candidate rises, so a candidate that reaches the target shows that
///    the total does; when none does, the next pass folds every element with the total (the
///    interval now below the probe's least candidate). After a barrier every lane narrows the
///    interval from all the folds.
///
/// A pairwise sum (`kind`) tries [`GUIDED_PAIRWISE_CANDIDATES`] candidates per pass (the
/// window around the crossing and the spread bins shrink alike, the last slot folds the
/// total, the interval is listed once it holds fewer elements than the slots), and the lanes
/// fold all of them together over every element in place, or over a listed prefix's elements
/// at their positions in a row of `n_features` ([`fold_pairwise_spread`]): each
/// candidate's fold is spread over the lanes instead of being one lane's chain over the row,
/// so a pass takes about `slots / lanes` of a lane's fold over the row per candidate, and the
/// random rows above take two or three passes.
///
/// A pass of a sequential sum costs one declared-order fold per slot, each a chain of
/// dependent adds, issued side by side: a compare, a select and an add per element and
/// folding lane, which is why the picked slots are 128 (four warps) and not 256 (the
/// passes of the bitwise rounds, [`sum_rounds_spread`], fold with every lane), over the
/// elements the pass lists. The other steps are spread over the lanes: on rows of 9000 to
/// 256000 random logits the first pass, a probe over about the nucleus, leaves a bin of fewer
/// than 255 elements and the second lists them, two passes where the rounds take six or
/// seven; on the rows whose tiny probabilities the sums round up (`tests`), three (the
/// estimate alone took up to eight, and then the rounds). Returns the [`Guided`] outcome (i32, the same in every lane); on
/// `Found`, `found` (i64) holds `e*`'s ordinal. `goal`: the target and its test.
pub(super) fn guided_spread<'ctx>(
    e: &Emitter<'_, 'ctx>,
    kind: FoldKind,
    (c, g): (&Collective<'ctx>, GuidedShared<'ctx>),
    (n_elements, element): Elements<'_, 'ctx>,
    (mask, n_features): (IntValue<'ctx>, IntValue<'ctx>),
    (target, reaches): (
        FloatValue<'ctx>,
        &dyn Fn(FloatValue<'ctx>) -> IntValue<'ctx>,
    ),
    found: PointerValue<'ctx>,
) -> IntValue<'ctx> {
    assert!(
        c.lanes.is_power_of_two() && c.lanes >= 4,
        "internal error: a guided search over {} lanes",
        c.lanes
    );
    let b = e.builder;
    let (f32t, i32t, i64t) = (e.ctx.f32_type(), e.ctx.i32_type(), e.ctx.i64_type());
    let (zero, one) = (e.i64(0), e.i64(1));
    let zero_f = f32t.const_zero();
    let never = i64t.const_int(u64::MAX, false);
    let lanes = u64::from(c.lanes);
    let stride = e.i64(lanes);
    let order = Order::Full { mask };
    // The candidates of a pass, from the histogram and listed: a few when the lanes fold
    // pairwise sums together ([`fold_pairwise_spread`]); when each lane folds its own
    // sequential sum, [`GUIDED_SEQUENTIAL_CANDIDATES`] picked, one per lane listed.
    let (picked_slots, listed_slots) = match kind {
        FoldKind::SumPairwise => {
            let slots = u64::from(GUIDED_PAIRWISE_CANDIDATES).min(lanes);
            (slots, slots)
        }
        _ => (u64::from(GUIDED_SEQUENTIAL_CANDIDATES).min(lanes), lanes),
    };
    // Read by each step's loops.
    let element = std::cell::RefCell::new(element);
    let word = |i: IntValue<'ctx>| {
        // SAFETY (of the IR): every index is below `lanes + GUIDED_RANGE_WORDS`.
        ok(unsafe { b.build_in_bounds_gep(i64t, g.words, &[i], "guided_word") })
    };
    let merged = |k: u64| word(e.i64(lanes + k));
    let int = |ptr: PointerValue<'ctx>| ok(b.build_load(i64t, ptr, "")).into_int_value();
    let atomic = |op, ptr, value| {
        ok(b.build_atomicrmw(op, ptr, value, inkwell::AtomicOrdering::Monotonic));
    };
    let umax = |x, y| unsigned_min_max(e, IntPredicate::UGT, x, y);
    let Interval {
        lo,
        hi,
        w_hi,
        outcome,
    } = Interval::new(e);
    let set = |o: Guided| e.store(outcome, i32t.const_int(o as u64, false));
    let range = Range::new(e);
    let negative = e.entry_alloca(i64t.into(), "guided_negative");
    // Whether `W(lo)` is known to reach the target: the total did, or a candidate.
    let settled = e.entry_alloca(i64t.into(), "guided_settled");
    e.store(settled, zero);
    // Whether this pass probes (below) and the least candidate it tries.
    let probing = e.entry_alloca(e.ctx.bool_type().into(), "guided_probing");
    let probe_floor = e.entry_alloca(i64t.into(), "guided_probe_floor");
    // Only a sequential sum that can list the elements it folds probes.
    let may_probe = kind == FoldKind::Sum && c.list.is_some();
    // An element's ordinal and whether it is in `[lo, hi)` with a nonzero weight.
    let inside = |(key, weight, f): Element<'ctx>, lo: IntValue<'ctx>, hi: IntValue<'ctx>| {
        let o = order.ordinal(e, f, key);
        let nonzero = ok(b.build_float_compare(FloatPredicate::UNE, weight, zero_f, "nonzero"));
        let from = ok(b.build_int_compare(IntPredicate::UGE, o, lo, ""));
        let to = ok(b.build_int_compare(IntPredicate::ULT, o, hi, ""));
        let inside = ok(b.build_and(ok(b.build_and(from, to, "")), nonzero, "inside"));
        (o, inside)
    };
    e.emit_loop(
        "guided.pass",
        zero,
        e.i64(GUIDED_PASSES),
        one,
        &mut |pass| {
            let going = ok(b.build_int_compare(
                IntPredicate::EQ,
                ok(b.build_load(i32t, outcome, "")).into_int_value(),
                i32t.const_zero(),
                "going",
            ));
            e.emit_if("guided.going", going, &mut || {
                // 1. The range, merged in the shared words (the last pass read them two
                // barriers ago).
                let (lo_now, hi_now) = (int(lo), int(hi));
                e.emit_if("guided.reset", c.lane0, &mut || {
                    for (k, v) in [zero, never, zero, zero, zero].into_iter().enumerate() {
                        e.store(merged(k as u64), v);
                    }
                });
                gpu::barrier(e);
                range.reset(e);
                e.store(negative, zero);
                e.emit_loop("guided.range", c.lane, n_elements, stride, &mut |j| {
                    let el = (element.borrow_mut())(j);
                    let (o, inside) = inside(el, lo_now, hi_now);
                    range.push(e, o, inside);
                    let sign = ok(b.build_float_compare(FloatPredicate::OLT, el.1, zero_f, ""));
                    let sign = ok(b.build_int_z_extend(sign, i64t, ""));
                    e.store(negative, ok(b.build_or(int(negative), sign, "")));
                });
                use inkwell::AtomicRMWBinOp as Op;
                atomic(Op::Add, merged(0), int(range.count));
                atomic(Op::UMin, merged(1), int(range.least));
                atomic(Op::UMax, merged(2), int(range.greatest));
                atomic(Op::Or, merged(3), int(negative));
                gpu::barrier(e);
                let (n_inside, first, last) = (int(merged(0)), int(merged(1)), int(merged(2)));
                let any_negative =
                    ok(b.build_int_compare(IntPredicate::NE, int(merged(3)), zero, "negative"));
                let first_pass = ok(b.build_int_compare(IntPredicate::EQ, pass, zero, "first"));
                let unsettled =
                    ok(b.build_int_compare(IntPredicate::EQ, int(settled), zero, "unsettled"));
                let go = range_outcome(e, unsettled, (n_inside, first, any_negative), found, &set);
                e.emit_if("guided.narrow", go, &mut || {
                    e.store(lo, first);
                    let end = ok(b.build_int_add(last, one, ""));
                    e.store(hi, end);
                    // 2 and 3. This lane's candidate: an element of the interval when the
                    // lanes but the last can take one each, else from the histogram.
                    let candidate = e.entry_alloca(i64t.into(), "guided_candidate");
                    e.store(probing, e.ctx.bool_type().const_zero());
                    let few = ok(b.build_int_compare(
                        IntPredicate::ULT,
                        n_inside,
                        e.i64(listed_slots),
                        "few",
                    ));
                    e.emit_if_else(
                        "guided.few",
                        few,
                        &mut || {
                            // The elements' ordinals, in any order, in the candidates' words
                            // (read last in the last pass's narrowing, two barriers ago).
                            e.emit_loop("guided.list", c.lane, n_elements, stride, &mut |j| {
                                let (o, inside) = inside((element.borrow_mut())(j), first, end);
                                e.emit_if("guided.listed", inside, &mut || {
                                    let at = ok(b.build_atomicrmw(
                                        inkwell::AtomicRMWBinOp::Add,
                                        merged(4),
                                        one,
                                        inkwell::AtomicOrdering::Monotonic,
                                    ));
                                    e.store(word(at), o);
                                });
                            });
                            gpu::barrier(e);
                            // The lanes past the list read no slot (the first pass's are
                            // undefined).
                            let mine =
                                ok(b.build_int_compare(IntPredicate::ULT, c.lane, n_inside, ""));
                            e.store(candidate, never);
                            e.emit_if("guided.mine", mine, &mut || {
                                e.store(candidate, int(word(c.lane)));
                            });
                        },
                        &mut || {
                            let (shift, used) = guided_bins(e, (first, last, n_inside));
                            let bin_at = |bin: IntValue<'ctx>| e.element_ptr(g.bins, bin);
                            e.emit_loop("guided.clear", c.lane, used, stride, &mut |bin| {
                                e.store(bin_at(bin), zero_f);
                            });
                            gpu::barrier(e);
                            let hist = "guided.histogram";
                            e.emit_loop(hist, c.lane, n_elements, stride, &mut |j| {
                                let el = (element.borrow_mut())(j);
                                let (o, inside) = inside(el, first, end);
                                e.emit_if("guided.bin", inside, &mut || {
                                    let offset = ok(b.build_int_sub(o, first, ""));
                                    let bin = ok(b.build_right_shift(offset, shift, false, "bin"));
                                    atomic_fadd(e, bin_at(bin), el.1);
                                });
                            });
                            gpu::barrier(e);
                            let w_above = ok(b.build_load(f32t, w_hi, "")).into_float_value();
                            let bins = (g.bins, first, shift, used);
                            let probe = match may_probe {
                                true => first_pass,
                                false => e.ctx.bool_type().const_zero(),
                            };
                            let lane = (c.lane, picked_slots);
                            let (picked, probe, floor) =
                                lane_candidate(e, bins, (target, w_above), lane, probe);
                            e.store(candidate, picked);
                            e.store(probing, probe);
                            e.store(probe_floor, floor);
                        },
                    );
                    let candidate = int(candidate);
                    // The lanes past the picked slots fold only a list that needs them.
                    let (listed, picked) = (e.i64(listed_slots), e.i64(picked_slots));
                    let many = ok(b.build_int_compare(IntPredicate::UGE, n_inside, picked, ""));
                    let long_list = ok(b.build_and(few, many, "long_list"));
                    let slots = ok(b.build_select(long_list, listed, picked, "slots"));
                    let slots = slots.into_int_value();
                    let last = ok(b.build_int_sub(slots, one, "last_slot"));
                    let last_slot =
                        ok(b.build_int_compare(IntPredicate::EQ, c.lane, last, "last_lane"));
                    // Until `W(lo)` is known to reach the target, a pass that does not probe
                    // has its last slot fold the total (threshold 0; the slot has no candidate
                    // of its own); lanes past the slots try nothing.
                    let probing = ok(b.build_load(e.ctx.bool_type(), probing, "probing"));
                    let probing = probing.into_int_value();
                    e.emit_if("guided.probe", probing, &mut || {
                        gpu::simt_mark(e, "search.guided_probe")
                    });
                    let not_probing = ok(b.build_not(probing, ""));
                    let total_pass = ok(b.build_and(unsettled, not_probing, "total_pass"));
                    let total_slot = ok(b.build_and(last_slot, total_pass, "total_slot"));
                    let threshold = ok(b.build_select(total_slot, zero, candidate, ""));
                    let threshold = threshold.into_int_value();
                    let in_slots =
                        ok(b.build_int_compare(IntPredicate::ULT, c.lane, slots, "in_slots"));
                    let threshold =
                        ok(b.build_select(in_slots, threshold, never, "")).into_int_value();
                    e.store(word(c.lane), threshold);
                    let mut element = element.borrow_mut();
                    let elements: &mut dyn FnMut(IntValue<'ctx>) -> Element<'ctx> = &mut **element;
                    let elements = (n_elements, elements);
                    if kind == FoldKind::SumPairwise {
                        // Every lane folds every slot's sum over its block: the thresholds first.
                        gpu::barrier(e);
                        let bounds = (mask, n_features);
                        fold_pairwise_spread(e, (c, g), elements, bounds, picked_slots as u32);
                    } else {
                        let folded = (threshold, in_slots);
                        let sum = match c.list {
                            Some(list) => {
                                let floor =
                                    ok(b.build_select(probing, int(probe_floor), first, "floor"));
                                // The listing's count takes the word that counted the
                                // candidates listed (read before the barriers since).
                                let pass = (total_pass, floor.into_int_value(), merged(4));
                                fold_listed(e, (c, g), elements, mask, pass, list, folded)
                            }
                            None => fold_staged(e, (c, g), elements, mask, folded),
                        };
                        e.store(e.element_ptr(c.shared, c.lane), sum);
                    }
                    gpu::simt_mark(e, "search.guided_pass");
                    gpu::barrier(e);
                    let total = e.load_f32(e.element_ptr(c.shared, last));
                    let short = ok(b.build_not(reaches(total), ""));
                    let absent = ok(b.build_and(total_pass, short, "absent"));
                    e.emit_if("guided.absent", absent, &mut || set(Guided::Absent));
                    let total_reaches = ok(b.build_and(total_pass, reaches(total), ""));
                    let total_reaches = ok(b.build_int_z_extend(total_reaches, i64t, ""));
                    e.store(settled, ok(b.build_or(int(settled), total_reaches, "")));
                    // The interval between the candidates (every lane alike).
                    e.emit_loop("guided.narrow", zero, last, one, &mut |l| {
                        let t = int(word(l));
                        let w = e.load_f32(e.element_ptr(c.shared, l));
                        let accepted = reaches(w);
                        let known = ok(b.build_int_z_extend(accepted, i64t, ""));
                        e.store(settled, ok(b.build_or(int(settled), known, "")));
                        let lo_was = int(lo);
                        let raised = umax(lo_was, t);
                        e.store(lo, ok(b.build_select(accepted, raised, lo_was, "")));
                        let hi_was = int(hi);
                        let lower = ok(b.build_int_compare(IntPredicate::ULT, t, hi_was, ""));
                        let rejected = ok(b.build_not(accepted, ""));
                        let better = ok(b.build_and(rejected, lower, "better"));
                        e.store(hi, ok(b.build_select(better, t, hi_was, "")));
                        let w_was = ok(b.build_load(f32t, w_hi, "")).into_float_value();
                        e.store(w_hi, ok(b.build_select(better, w, w_was, "")));
                    });
                    // A probe none of whose candidates reached the target leaves the interval
                    // below its least, to a pass with the total.
                    let unsettled =
                        ok(b.build_int_compare(IntPredicate::EQ, int(settled), zero, ""));
                    let missed = ok(b.build_and(probing, unsettled, "missed"));
                    e.emit_if("guided.missed", missed, &mut || {
                        gpu::simt_mark(e, "search.guided_probe_missed")
                    });
                });
            });
        },
    );
    // Every lane has read the candidates and their folds before the rounds write theirs.
    gpu::barrier(e);
    ok(b.build_load(i32t, outcome, "guided_outcome")).into_int_value()
}

/// [`fold_staged`] in a guided pass that may list the elements it folds in `list` (room for
/// an i32 per element), `pass`: whether it is the first pass, the interval's least ordinal of
/// a nonzero weight and a shared word for the listed elements' number. After the first pass
/// every candidate of a pass is at least that ordinal (a listed element of the interval or a
/// bin's lower edge), so the elements below it, and those of zero weight, add `+0.0` to every
/// candidate's sum, which leaves it as it is: the pass lists the others in order
/// ([`listed::list_spread`]) and folds them alone. The first pass (whose last slot folds the
/// total) folds every element; after it, the interval's floor is where the prefix mass
/// crosses the target, so a later pass folds about the nucleus instead of the row.
pub(super) fn fold_listed<'ctx>(
    e: &Emitter<'_, 'ctx>,
    (c, g): (&Collective<'ctx>, GuidedShared<'ctx>),
    (n_elements, element): Elements<'_, 'ctx>,
    mask: IntValue<'ctx>,
    (whole, floor, count): (IntValue<'ctx>, IntValue<'ctx>, PointerValue<'ctx>),
    list: PointerValue<'ctx>,
    folded: (IntValue<'ctx>, IntValue<'ctx>),
) -> FloatValue<'ctx> {
    let b = e.builder;
    let (f32t, i32t, i64t) = (e.ctx.f32_type(), e.ctx.i32_type(), e.ctx.i64_type());
    let order = Order::Full { mask };
    let element = std::cell::RefCell::new(element);
    let listing = ok(b.build_not(whole, "listing"));
    e.emit_if("guided.compact", listing, &mut || {
        let kept = |j: IntValue<'ctx>| {
            let (key, weight, f) = (element.borrow_mut())(j);
            let o = order.ordinal(e, f, key);
            let nonzero =
                ok(b.build_float_compare(FloatPredicate::UNE, weight, f32t.const_zero(), ""));
            let above = ok(b.build_int_compare(IntPredicate::UGE, o, floor, ""));
            ok(b.build_and(nonzero, above, "kept"))
        };
        let spread = listed::Spread {
            lane: c.lane,
            lane0: c.lane0,
            lanes: c.lanes,
        };
        let at = |i: IntValue<'ctx>| e.element_ptr(list, i);
        listed::list_spread(
            e,
            (n_elements, &kept, &|j| j),
            &at,
            count,
            (spread, c.shared),
        );
    });
    let listed_count = ok(b.build_load(i32t, count, "listed")).into_int_value();
    let listed_count = ok(b.build_int_z_extend(listed_count, i64t, ""));
    let n = ok(b.build_select(whole, n_elements, listed_count, "folded")).into_int_value();
    // Element `i` of the pass: the list's `i`-th, or the `i`-th itself in a pass over every
    // element (which reads no list).
    let at = e.entry_alloca(i64t.into(), "guided_element");
    let mut listed_element = |i: IntValue<'ctx>| {
        e.store(at, i);
        e.emit_if("guided.listed_element", listing, &mut || {
            let j = ok(b.build_load(i32t, e.element_ptr(list, i), "listed")).into_int_value();
            e.store(at, ok(b.build_int_z_extend(j, i64t, "")));
        });
        let j = ok(b.build_load(i64t, at, "element")).into_int_value();
        (element.borrow_mut())(j)
    };
    fold_staged(e, (c, g), (n, &mut listed_element), mask, folded)
}

/// The sequential (declared-order) sum of the weights of the elements whose ordinal
/// ([`Order::Full`] with `mask`) is at least `threshold` (i64: this lane's candidate's), as
/// `FoldAcc` folds it, for the passes of a GPU wide or split entry in which each lane folds
/// every element for its own candidate. The lanes stage the elements [`GUIDED_TILE`] at a
/// time in shared memory (`g`: each element's ordinal, computed once, and its weight; lane `l`
/// the elements `l, l + lanes, ..` of the tile), then each lane that `folds` (i1: has a
/// candidate) folds the tile, eight elements per step in vector loads that every lane of a
/// warp takes from the same address; the others only stage (their result, `+0.0`, is unused).
/// The elements are read from global scratch once per pass rather than once per lane, and the
/// fold's step is a compare, a select and an add per element. The tile's slots past the last
/// element hold weight `+0.0`, which leaves the sum as it is (it starts at `+0.0`, so it is
/// never `-0.0`): the result is the fold over the elements alone.
pub(super) fn fold_staged<'ctx>(
    e: &Emitter<'_, 'ctx>,
    (c, g): (&Collective<'ctx>, GuidedShared<'ctx>),
    (n_elements, element): Elements<'_, 'ctx>,
    mask: IntValue<'ctx>,
    (threshold, folds): (IntValue<'ctx>, IntValue<'ctx>),
) -> FloatValue<'ctx> {
    const GROUP: u32 = 8;
    const _: () = assert!(GROUP.is_power_of_two() && GUIDED_TILE.is_multiple_of(GROUP));
    let b = e.builder;
    let (f32t, i64t) = (e.ctx.f32_type(), e.ctx.i64_type());
    let (zero, one) = (e.i64(0), e.i64(1));
    let zero_f = f32t.const_zero();
    let tile = e.i64(u64::from(GUIDED_TILE));
    let order = Order::Full { mask };
    let sum = e.entry_alloca(f32t.into(), "staged_sum");
    e.store(sum, zero_f);
    let tiles = ok(b.build_int_add(n_elements, e.i64(u64::from(GUIDED_TILE) - 1), ""));
    let tiles = ok(b.build_int_unsigned_div(tiles, tile, "tiles"));
    let ordinal_at = |k: IntValue<'ctx>| {
        // SAFETY (of the IR): `k < GUIDED_TILE`.
        ok(unsafe { b.build_in_bounds_gep(i64t, g.ordinals, &[k], "staged_ordinal") })
    };
    let weights = g
        .weights
        .expect("internal error: a sequential-sum search without its staged weights");
    let weight_at = |k: IntValue<'ctx>| e.element_ptr(weights, k);
    e.emit_loop("staged.tile", zero, tiles, one, &mut |t| {
        gpu::simt_mark(e, "search.staged_tile");
        let base = ok(b.build_int_mul(t, tile, "tile_base"));
        // Every lane has folded the previous tile (or the previous pass's last).
        gpu::barrier(e);
        let lanes = e.i64(u64::from(c.lanes));
        e.emit_loop("staged.stage", c.lane, tile, lanes, &mut |k| {
            let j = ok(b.build_int_add(base, k, ""));
            let inside = ok(b.build_int_compare(IntPredicate::ULT, j, n_elements, "inside"));
            e.emit_if_else(
                "staged.element",
                inside,
                &mut || {
                    let (key, weight, f) = element(j);
                    e.store(ordinal_at(k), order.ordinal(e, f, key));
                    e.store(weight_at(k), weight);
                },
                &mut || {
                    e.store(ordinal_at(k), zero);
                    e.store(weight_at(k), zero_f);
                },
            );
        });
        gpu::barrier(e);
        let left = ok(b.build_int_sub(n_elements, base, ""));
        let len = unsigned_min_max(e, IntPredicate::ULT, left, tile);
        let groups = ok(b.build_int_add(len, e.i64(u64::from(GROUP) - 1), ""));
        let group_bits = e.i64(u64::from(GROUP.trailing_zeros()));
        let groups = ok(b.build_right_shift(groups, group_bits, false, "groups"));
        // A lane without a candidate stages its share and skips the fold.
        let groups = ok(b.build_select(folds, groups, zero, "")).into_int_value();
        e.emit_loop("staged.fold", zero, groups, one, &mut |group| {
            let first = ok(b.build_left_shift(group, group_bits, "first"));
            let vector = |ptr: PointerValue<'ctx>, ty: VectorType<'ctx>| {
                let v = ok(b.build_load(ty, ptr, "staged"));
                v.as_instruction_value()
                    .expect("internal error: a load is an instruction")
                    .set_alignment(16)
                    .expect("internal error: a load takes an alignment");
                v.into_vector_value()
            };
            let at = |k: u32| ok(b.build_int_add(first, e.i64(u64::from(k)), ""));
            let ordinals: Vec<VectorValue<'ctx>> = (0..GROUP / 2)
                .map(|q| vector(ordinal_at(at(2 * q)), i64t.vec_type(2)))
                .collect();
            let weights: Vec<VectorValue<'ctx>> = (0..GROUP / 4)
                .map(|q| vector(weight_at(at(4 * q)), f32t.vec_type(4)))
                .collect();
            let mut acc = e.load_f32(sum);
            for k in 0..GROUP {
                let lane = |n: u32| e.i32(k % n);
                let o = ok(b.build_extract_element(ordinals[(k / 2) as usize], lane(2), ""));
                let w = ok(b.build_extract_element(weights[(k / 4) as usize], lane(4), ""));
                let take =
                    ok(b.build_int_compare(IntPredicate::UGE, o.into_int_value(), threshold, ""));
                let taken = ok(b.build_select(take, w.into_float_value(), zero_f, ""));
                // The operands in `FoldAcc::push`'s order.
                acc = ok(b.build_float_add(taken.into_float_value(), acc, ""));
            }
            e.store(sum, acc);
        });
    });
    e.load_f32(sum)
}

/// The pairwise sums ([`FoldKind::SumPairwise`], over the elements in their order) of the
/// weights of the elements whose ordinal ([`Order::Full`] with `mask`) is at least each of the
/// `slots` thresholds in `g.words[0..slots)`, folded by the lanes of `c` together into
/// `c.shared[0..slots)`, for the guided passes of a pairwise-sum search ([`guided_spread`]).
///
/// With weights that are not negative (the guided passes leave negative ones to the rounds),
/// the canonical pairwise sum of `n` values equals, up to the sign of a zero result, the
/// balanced tree over the values padded with `+0.0` to any power of two (the counter's
/// aligned blocks are the tree's nodes, and its finish, newest first, adds each block to the
/// sum of the blocks after it, which is what the padded nodes leave: `x + 0.0 == x`), and a
/// zero's sign cannot change a comparison with a positive target. So each lane folds a block
/// of `block` elements, the least power of two (and at least eight) that covers the row with
/// `lanes` blocks: lane `l` elements `l * block ..`, eight at a time as a balanced tree per
/// slot, the eights merged by one binary counter whose carries every slot shares (the merges
/// depend on the eight's position only). Then the lanes' block sums of every slot (`lanes`
/// f32 each, in the histogram's bins and the staged tile's ordinals, both idle in this fold)
/// meet as a balanced tree in rounds ([`fold::emit_tree_sums`]). A pass folds every element
/// once per slot, so the slots are few ([`GUIDED_PAIRWISE_CANDIDATES`]), where the lanes of a
/// sequential sum each fold their own candidate over the whole row, in order.
///
/// Listed elements (`c.listed`: a search confined to top-k's prefix, the row's other
/// `n_features` weighing `+0.0`) fold at their features' positions instead: each lane's block
/// is then of the row's features ([`listed::position_block`]), and the lane pushes the listed
/// elements in it one position at a time and the gaps between them as the aligned blocks of
/// zeros that cover them (`fold::emit_zero_blocks`, `GroupCounter::push_block`), as the x86
/// pass does ([`fold_lanes_pairwise`](super::host::fold_lanes_pairwise)): the tree over every
/// feature, at a few pushes per listed element, most lanes' blocks holding none.
pub(super) fn fold_pairwise_spread<'ctx>(
    e: &Emitter<'_, 'ctx>,
    (c, g): (&Collective<'ctx>, GuidedShared<'ctx>),
    (n_elements, element): Elements<'_, 'ctx>,
    (mask, n_features): (IntValue<'ctx>, IntValue<'ctx>),
    slots: u32,
) {
    /// The counter's levels (of eights, or of a listed block's positions): blocks of up to
    /// `2^32` of them.
    const LEVELS: u32 = 32;
    let b = e.builder;
    let (f32t, i64t) = (e.ctx.f32_type(), e.ctx.i64_type());
    let zero_f = f32t.const_zero();
    let lanes = u64::from(c.lanes);
    let order = Order::Full { mask };
    // Slot `k`'s block sums: `lanes` f32 in the bins, then in the tile's ordinals.
    let in_bins = (1u64 << GUIDED_BIN_BITS) / lanes;
    let in_tile = 2 * u64::from(GUIDED_TILE) / lanes;
    assert!(
        slots >= 2 && u64::from(slots) <= in_bins + in_tile,
        "internal error: {slots} pairwise candidates over {lanes} lanes"
    );
    let arrays: Vec<PointerValue<'ctx>> = (0..u64::from(slots))
        .map(|k| match k < in_bins {
            true => e.element_ptr(g.bins, e.i64(k * lanes)),
            false => e.element_ptr(g.ordinals, e.i64((k - in_bins) * lanes)),
        })
        .collect();
    let thresholds: Vec<IntValue<'ctx>> = (0..u64::from(slots))
        .map(|k| {
            // SAFETY (of the IR): `k < slots <= lanes`.
            let at = ok(unsafe { b.build_in_bounds_gep(i64t, g.words, &[e.i64(k)], "") });
            ok(b.build_load(i64t, at, "threshold")).into_int_value()
        })
        .collect();
    let counter = GroupCounter::new(e, f32t.into(), (slots, LEVELS), "pairwise");
    // Slot `k`'s weight of an element of ordinal `o` and weight `w`.
    let taken = |k: u32, o: IntValue<'ctx>, w: FloatValue<'ctx>| {
        let take = ok(b.build_int_compare(IntPredicate::UGE, o, thresholds[k as usize], ""));
        ok(b.build_select(take, w, zero_f, "")).into_float_value()
    };
    let elements = (n_elements, element);
    match c.listed {
        false => push_element_block(e, c, &counter, elements, order, &taken),
        true => push_listed_block(e, c, &counter, elements, (order, n_features), &taken),
    }
    for (k, &array) in arrays.iter().enumerate() {
        e.store(
            e.element_ptr(array, c.lane),
            e.load_f32(counter.carry(e, k as u32)),
        );
    }
    gpu::barrier(e);
    fold::emit_tree_sums(e, &arrays, (c.lane, c.lanes), e.i64(lanes));
    // `emit_tree_sums` ends in a barrier: lane 0 hands the sums to the narrowing.
    e.emit_if("pairwise.sums", c.lane0, &mut || {
        for (k, &array) in arrays.iter().enumerate() {
            let sum = e.load_f32(array);
            e.store(e.element_ptr(c.shared, e.i64(k as u64)), sum);
        }
    });
}

/// Slot `k`'s weight of an element of ordinal `o` and weight `w` in a pass of
/// [`fold_pairwise_spread`]: `w` when `o` reaches the slot's threshold, else `+0.0`.
type Taken<'a, 'ctx> = &'a dyn Fn(u32, IntValue<'ctx>, FloatValue<'ctx>) -> FloatValue<'ctx>;

/// [`fold_pairwise_spread`] over every element in place: this lane's block of elements, the
/// least power of two (at least `GROUP`) with `lanes * block >= n`, `GROUP` elements at a
/// time as a balanced tree per slot pushed into `counter`, which ends finished.
fn push_element_block<'ctx>(
    e: &Emitter<'_, 'ctx>,
    c: &Collective<'ctx>,
    counter: &GroupCounter<'ctx>,
    (n_elements, element): Elements<'_, 'ctx>,
    order: Order<'ctx>,
    taken: Taken<'_, 'ctx>,
) {
    /// The elements a lane adds as one balanced tree per slot before a counter push.
    const GROUP: u64 = 8;
    let b = e.builder;
    let (zero, one) = (e.i64(0), e.i64(1));
    let zero_f = e.ctx.f32_type().const_zero();
    let (start, span, _) = listed::lane_block(e, (c.lane, c.lanes), n_elements, GROUP);
    let groups = ok(b.build_int_add(span, e.i64(GROUP - 1), ""));
    let groups = ok(b.build_right_shift(groups, e.i64(GROUP.trailing_zeros().into()), false, ""));
    e.emit_loop("pairwise.group", zero, groups, one, &mut |group| {
        let first = ok(b.build_int_add(start, ok(b.build_int_mul(group, e.i64(GROUP), "")), ""));
        // Past the row: weight +0.0 (the padding); `first` is inside.
        let values: Vec<(IntValue<'ctx>, FloatValue<'ctx>)> = (0..GROUP)
            .map(|i| {
                let j = ok(b.build_int_add(first, e.i64(i), ""));
                let inside = ok(b.build_int_compare(IntPredicate::ULT, j, n_elements, ""));
                let j = ok(b.build_select(inside, j, first, "")).into_int_value();
                let (key, weight, f) = element(j);
                let w = ok(b.build_select(inside, weight, zero_f, "")).into_float_value();
                (order.ordinal(e, f, key), w)
            })
            .collect();
        for k in 0..counter.slots {
            let tree = values.iter().map(|&(o, w)| taken(k, o, w)).collect();
            e.store(counter.carry(e, k), balanced_sum(e, tree));
        }
        counter.push(e, "pairwise", group);
    });
    counter.finish(e, "pairwise", groups);
}

/// [`fold_pairwise_spread`] over a listed prefix's elements (in feature order, in a row of
/// `n_features`): this lane's block of the row's features ([`listed::position_block`]), each
/// listed element in it pushed into `counter` at its position, the gaps before it and after
/// the last as the aligned blocks of zeros that cover them; `counter` ends finished.
fn push_listed_block<'ctx>(
    e: &Emitter<'_, 'ctx>,
    c: &Collective<'ctx>,
    counter: &GroupCounter<'ctx>,
    (n_elements, element): Elements<'_, 'ctx>,
    (order, n_features): (Order<'ctx>, IntValue<'ctx>),
    taken: Taken<'_, 'ctx>,
) {
    let b = e.builder;
    let i64t = e.ctx.i64_type();
    let (zero, one) = (e.i64(0), e.i64(1));
    let element = std::cell::RefCell::new(element);
    let feature_of = |j: IntValue<'ctx>| (element.borrow_mut())(j).2;
    let list = (n_elements, &feature_of as &dyn Fn(_) -> _);
    let block = listed::position_block(e, (c.lane, c.lanes), n_features, list);
    let next = e.entry_alloca(i64t.into(), "pairwise_next");
    e.store(next, zero);
    let gap = |to: IntValue<'ctx>| {
        let from = ok(b.build_load(i64t, next, "")).into_int_value();
        counter.push_zeros(e, "pairwise", (from, to));
    };
    e.emit_loop("pairwise.listed", block.first, block.end, one, &mut |j| {
        let (key, weight, f) = (element.borrow_mut())(j);
        let at = ok(b.build_int_sub(f, block.start, "at"));
        gap(at);
        let o = order.ordinal(e, f, key);
        for k in 0..counter.slots {
            e.store(counter.carry(e, k), taken(k, o, weight));
        }
        counter.push(e, "pairwise", at);
        e.store(next, ok(b.build_int_add(at, one, "")));
    });
    gap(block.length);
    counter.finish(e, "pairwise", block.length);
}

/// A lane's candidate in a guided pass over `lanes` lanes ([`guided_spread`]): the lower edge of
/// a nonempty bin (`2^64 - 1` when no bin has the rank wanted) among the `used` bins of
/// `2^shift` ordinals from `first` in `bins` (their f32 sums). Ranks count the nonempty bins
/// from the top; `q` is the rank of the bin where `W`'s estimate (from `w_above`, the exact `W`
/// above the interval) crosses `target`, as [`guided_candidates`](super::host::guided_candidates) finds it on x86. Lanes
/// `0..window` (`window = lanes / 2 - 1`) take the ranks `q - side ..= q + side` around it, the
/// other lanes ranks spread evenly from 1 over the nonempty bins (the last lane's is one past
/// them; its slot folds the total, or nothing the narrowing reads): all `n` of
/// them, or, when `probe` (i1) asks and the window ends above the last one (`q + side < n`),
/// the `q + side` down to the window's lowest. Returns the candidate, whether the pass probes
/// (every lane alike) and then its least candidate, the lower edge of the bin of rank
/// `q + side`.
pub(super) fn lane_candidate<'ctx>(
    e: &Emitter<'_, 'ctx>,
    (bins, first, shift, used): (
        PointerValue<'ctx>,
        IntValue<'ctx>,
        IntValue<'ctx>,
        IntValue<'ctx>,
    ),
    (target, w_above): (FloatValue<'ctx>, FloatValue<'ctx>),
    (lane, lanes): (IntValue<'ctx>, u64),
    probe: IntValue<'ctx>,
) -> (IntValue<'ctx>, IntValue<'ctx>, IntValue<'ctx>) {
    let b = e.builder;
    let (f32t, i64t) = (e.ctx.f32_type(), e.ctx.i64_type());
    let (zero, one) = (e.i64(0), e.i64(1));
    let int = |ptr: PointerValue<'ctx>| ok(b.build_load(i64t, ptr, "")).into_int_value();
    // Bins from the top, their mass and whether they are nonempty.
    let from_top = |k: IntValue<'ctx>| {
        let bin = ok(b.build_int_sub(ok(b.build_int_sub(used, one, "")), k, "bin"));
        let m = e.load_f32(e.element_ptr(bins, bin));
        let full = ok(b.build_float_compare(FloatPredicate::OGT, m, f32t.const_zero(), "full"));
        (bin, m, full)
    };
    let cum = e.entry_alloca(f32t.into(), "guided_cum");
    let rank = e.entry_alloca(i64t.into(), "guided_rank");
    let nonempty = e.entry_alloca(i64t.into(), "guided_nonempty");
    let open = e.entry_alloca(i64t.into(), "guided_open");
    e.store(cum, w_above);
    e.store(rank, zero);
    e.store(nonempty, zero);
    e.store(open, one);
    e.emit_loop("guided.crossing", zero, used, one, &mut |k| {
        let (_, m, full) = from_top(k);
        let is_open = ok(b.build_int_compare(IntPredicate::NE, int(open), zero, "open"));
        let sum = ok(b.build_float_add(e.load_f32(cum), m, ""));
        e.store(cum, sum);
        let all = ok(b.build_int_z_extend(full, i64t, ""));
        e.store(nonempty, ok(b.build_int_add(int(nonempty), all, "")));
        let counted = ok(b.build_int_z_extend(ok(b.build_and(is_open, full, "")), i64t, ""));
        e.store(rank, ok(b.build_int_add(int(rank), counted, "")));
        let here = ok(b.build_float_compare(FloatPredicate::OGE, sum, target, "here"));
        let still = ok(b.build_and(is_open, ok(b.build_not(here, "")), ""));
        e.store(open, ok(b.build_int_z_extend(still, i64t, "")));
    });
    // Lanes `0..window` take ranks `q - side ..= q + side`, the others ranks spread evenly
    // from 1 over the `n` nonempty bins.
    let window = lanes / 2 - 1;
    let side = (window - 1) / 2;
    let spread = lanes - 1 - window;
    let (q, n) = (int(rank), int(nonempty));
    let near = ok(b.build_int_sub(ok(b.build_int_add(q, lane, "")), e.i64(side), "near"));
    let lowest = ok(b.build_int_add(q, e.i64(side), "lowest"));
    let short = ok(b.build_int_compare(IntPredicate::ULT, lowest, n, "short_window"));
    let probing = ok(b.build_and(probe, short, "probing"));
    let n = ok(b.build_select(probing, lowest, n, "spread_over")).into_int_value();
    let k = ok(b.build_int_sub(lane, e.i64(window), ""));
    let even = ok(b.build_int_unsigned_div(ok(b.build_int_mul(k, n, "")), e.i64(spread), ""));
    let even = ok(b.build_int_add(even, one, "even"));
    let in_window = ok(b.build_int_compare(IntPredicate::ULT, lane, e.i64(window), ""));
    let wanted = ok(b.build_select(in_window, near, even, "wanted")).into_int_value();
    let chosen = e.entry_alloca(i64t.into(), "guided_candidate");
    let floor = e.entry_alloca(i64t.into(), "guided_floor");
    e.store(chosen, i64t.const_int(u64::MAX, false));
    e.store(floor, zero);
    e.store(rank, zero);
    e.emit_loop("guided.pick", zero, used, one, &mut |k| {
        let (bin, _, full) = from_top(k);
        let r = ok(b.build_int_add(int(rank), ok(b.build_int_z_extend(full, i64t, "")), ""));
        e.store(rank, r);
        let edge = ok(b.build_int_add(first, ok(b.build_left_shift(bin, shift, "")), "edge"));
        let is_rank = ok(b.build_int_compare(IntPredicate::EQ, r, wanted, ""));
        let take = ok(b.build_and(is_rank, full, "take"));
        let old = int(chosen);
        e.store(chosen, ok(b.build_select(take, edge, old, "")));
        let is_lowest = ok(b.build_int_compare(IntPredicate::EQ, r, lowest, ""));
        let at_lowest = ok(b.build_and(is_lowest, full, "at_lowest"));
        let old = int(floor);
        e.store(floor, ok(b.build_select(at_lowest, edge, old, "")));
    });
    (int(chosen), probing, int(floor))
}

/// `atomicrmw fadd` of `value` at `ptr`, monotonic (inkwell's builder takes integers only).
pub(super) fn atomic_fadd<'ctx>(
    e: &Emitter<'_, 'ctx>,
    ptr: PointerValue<'ctx>,
    value: FloatValue<'ctx>,
) {
    use inkwell::llvm_sys::core::LLVMBuildAtomicRMW;
    use inkwell::llvm_sys::{LLVMAtomicOrdering, LLVMAtomicRMWBinOp};
    use inkwell::values::AsValueRef;
    // SAFETY: the builder is positioned in a block of this module (as every emitter's is), and
    // `ptr` and `value` are values of its context, `value` an f32 as the pointee is.
    unsafe {
        LLVMBuildAtomicRMW(
            e.builder.as_mut_ptr(),
            LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpFAdd,
            ptr.as_value_ref(),
            value.as_value_ref(),
            LLVMAtomicOrdering::LLVMAtomicOrderingMonotonic,
            0,
        );
    }
}

/// The rounds of a summed search that the lanes of `c` decide per pass over the `n_elements`
/// elements (`element(j)`: key, weight, feature): `log2(lanes)`, a tree of `lanes - 1`
/// candidates. Lane `l` runs node `n = l + 1` (the last lane repeats node `lanes - 1`): the bits
/// of `n` after its leading one are the decisions of the pass's rounds before its depth `d` (1:
/// accepted), and it tries round `d`'s bit on top of those; it folds the weights its candidate
/// takes (`take(candidate, f, key)`) in element order with a fold of `kind`, as one lane would,
/// into `shared[l]` (listed elements, `c.listed`, at their features' positions in a row of
/// `n_features`, [`FoldAcc::listed`]), and counts the elements it takes into `c.counts[l]`.
/// Then every lane walks the tree from the root, accepting a node's candidate when its
/// fold reaches the target, so every lane ends with the state one lane would have reached
/// round by round. A round past the last tries bit 0, as in
/// [`sum_rounds_vector`](super::host::sum_rounds_vector). `rounds`: the state (an alloca of
/// `ty`), the number of rounds and round `r`'s bit.
///
/// The rounds stop once the interval of ordinals that holds the answer holds one element, as
/// a counted search's do (`emit_search`'s `settle`, whose argument this is): the walk keeps
/// the counts at the interval's ends, the state's (`at_state` at first: `order`'s ordinals
/// at or above the state's threshold) and the last rejected candidate's (0 before any), and
/// when they differ by 1 every later round would end on that element, so the passes stop and
/// the lanes find it ([`settled_element`](super::settled_element)); the element's fold is the
/// same set's whatever the weights, so the argument needs no sign. In step with other rows
/// (`c.unsettled`), lane 0 of each row whose interval holds more adds 1 to the workgroup's
/// word after the walk, and the rows stop together after the first pass in which the word
/// did not grow. Returns whether the passes stopped so (i1, the same in every lane of the
/// workgroup), the element's number (i64, when they did) and the count at the state.
#[allow(clippy::type_complexity, clippy::too_many_arguments)]
pub(super) fn sum_rounds_spread<'ctx>(
    e: &Emitter<'_, 'ctx>,
    kind: FoldKind,
    c: &Collective<'ctx>,
    (state, ty, n_rounds, bit_of): (
        PointerValue<'ctx>,
        inkwell::types::IntType<'ctx>,
        IntValue<'ctx>,
        &dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>,
    ),
    take: &dyn Fn(IntValue<'ctx>, IntValue<'ctx>, IntValue<'ctx>) -> IntValue<'ctx>,
    (n_elements, element): Elements<'_, 'ctx>,
    (n_features, reaches): (IntValue<'ctx>, &dyn Fn(FloatValue<'ctx>) -> IntValue<'ctx>),
    (order, at_state): (Order<'ctx>, FloatValue<'ctx>),
) -> (IntValue<'ctx>, IntValue<'ctx>, FloatValue<'ctx>) {
    assert!(
        c.lanes.is_power_of_two() && c.lanes >= 2,
        "internal error: a search spread over {} lanes",
        c.lanes
    );
    assert!(
        !c.in_step || c.unsettled.is_some(),
        "internal error: summed rounds in step without the workgroup's word"
    );
    let b = e.builder;
    let (i1t, i32t, i64t, f32t) = (
        e.ctx.bool_type(),
        e.ctx.i32_type(),
        e.ctx.i64_type(),
        e.ctx.f32_type(),
    );
    let r = c.lanes.trailing_zeros() as u64;
    let (zero, one) = (e.i64(0), e.i64(1));
    let passes = ok(b.build_int_add(n_rounds, e.i64(r - 1), ""));
    let passes = ok(b.build_int_unsigned_div(passes, e.i64(r), "round_passes"));
    let last = e.i64(u64::from(c.lanes) - 1);
    let node = ok(b.build_int_add(c.lane, one, ""));
    let past = ok(b.build_int_compare(IntPredicate::UGT, node, last, ""));
    let node = ok(b.build_select(past, last, node, "node")).into_int_value();
    let depth = ok(b.build_int_sub(e.i64(63), e.bit_count("llvm.ctlz", node), "depth"));
    let walk = e.entry_alloca(i64t.into(), "search_node");
    let chosen = e.entry_alloca(ty.into(), "search_state");
    let count = e.entry_alloca(i32t.into(), "search_count");
    let counts = c
        .counts
        .expect("internal error: summed rounds without their counts");
    let counts = |i: IntValue<'ctx>| e.element_ptr(counts, i);
    // The counts at the interval's ends, the last candidate rejected (0: none yet; a candidate
    // has its round's bit) and whether the passes stopped.
    let n_state = e.entry_alloca(f32t.into(), "spread_n_state");
    let n_upper = e.entry_alloca(f32t.into(), "spread_n_upper");
    let rejected = e.entry_alloca(ty.into(), "spread_rejected");
    let stopped = e.entry_alloca(i1t.into(), "spread_stopped");
    e.store(n_state, at_state);
    e.store(n_upper, f32t.const_float(0.0));
    e.store(rejected, ty.const_zero());
    e.store(stopped, i1t.const_zero());
    // In step: the workgroup's word as the passes start (every row's lanes read it after the
    // barrier that ends the writes before the search, and its adds come after the first fold).
    let seen = c.unsettled.map(|word| {
        let seen = e.entry_alloca(i32t.into(), "spread_unsettled_seen");
        e.store(seen, ok(b.build_load(i32t, word, "unsettled")));
        (word, seen)
    });
    e.emit_loop_advancing(
        "search.spread_pass",
        (zero, passes),
        Default::default(),
        &mut |pass| {
            let first = ok(b.build_int_mul(pass, e.i64(r), "first_round"));
            // Round `first + d` tries its bit, or 0 past the last round. Both loops over `d` below
            // compute the bits again, so none stays live across the fold.
            let bit = |d: IntValue<'ctx>| round_bit(e, ty, (first, d), n_rounds, bit_of);
            let current = ok(b.build_load(ty, state, "")).into_int_value();
            // This lane's candidate: the bits of the rounds its node's decisions accepted, and
            // the bit of the round at its depth.
            e.store(chosen, current);
            e.emit_loop("search.candidate", zero, e.i64(r), one, &mut |j| {
                let before = ok(b.build_int_compare(IntPredicate::ULT, j, depth, ""));
                let at = ok(b.build_int_compare(IntPredicate::EQ, j, depth, ""));
                let shift = ok(b.build_int_sub(ok(b.build_int_sub(depth, one, "")), j, ""));
                let shift = ok(b.build_select(before, shift, zero, "")).into_int_value();
                let decision =
                    ok(b.build_and(ok(b.build_right_shift(node, shift, false, "")), one, ""));
                let accepted = ok(b.build_int_compare(IntPredicate::NE, decision, zero, ""));
                let tried = ok(b.build_or(ok(b.build_and(before, accepted, "")), at, ""));
                let add = ok(b.build_select(tried, bit(j), ty.const_zero(), "")).into_int_value();
                let so_far = ok(b.build_load(ty, chosen, "")).into_int_value();
                e.store(chosen, ok(b.build_or(so_far, add, "candidate")));
            });
            let candidate = ok(b.build_load(ty, chosen, "candidate")).into_int_value();
            let acc = match c.listed {
                true => FoldAcc::listed(e, kind, n_features),
                false => FoldAcc::new(e, kind),
            };
            let zero_f = f32t.const_float(0.0);
            e.store(count, i32t.const_zero());
            e.emit_loop("search.feature", zero, n_elements, one, &mut |j| {
                let (key, weight, f) = element(j);
                let taken = take(candidate, f, key);
                acc.push(
                    e,
                    f,
                    ok(b.build_select(taken, weight, zero_f, "")).into_float_value(),
                );
                let old = ok(b.build_load(i32t, count, "")).into_int_value();
                let add = ok(b.build_int_z_extend(taken, i32t, ""));
                e.store(count, ok(b.build_int_add(old, add, "")));
            });
            e.store(e.element_ptr(c.shared, c.lane), acc.finish(e));
            e.store(counts(c.lane), ok(b.build_load(i32t, count, "count")));
            gpu::simt_mark(e, "search.rounds_pass");
            gpu::barrier(e);
            // Walk the tree: at depth `d`, the node the decisions so far lead to.
            e.store(walk, one);
            e.emit_loop("search.walk", zero, e.i64(r), one, &mut |d| {
                let n = ok(b.build_load(i64t, walk, "node")).into_int_value();
                let slot = ok(b.build_int_sub(n, one, ""));
                let accepted = reaches(e.load_f32(e.element_ptr(c.shared, slot)));
                let taken = ok(b.build_load(i32t, counts(slot), "")).into_int_value();
                let taken = ok(b.build_unsigned_int_to_float(taken, f32t, "taken"));
                let so_far = ok(b.build_load(ty, state, "")).into_int_value();
                let tried = ok(b.build_or(so_far, bit(d), "tried"));
                let select = |yes: BasicValueEnum<'ctx>, no: BasicValueEnum<'ctx>| {
                    ok(b.build_select(accepted, yes, no, ""))
                };
                e.store(state, select(tried.into(), so_far.into()));
                let old = ok(b.build_load(f32t, n_state, ""));
                e.store(n_state, select(taken.into(), old));
                let old = ok(b.build_load(f32t, n_upper, ""));
                e.store(n_upper, select(old, taken.into()));
                let old = ok(b.build_load(ty, rejected, ""));
                e.store(rejected, select(old, tried.into()));
                let child = ok(b.build_int_add(n, n, ""));
                let child =
                    ok(b.build_int_add(child, ok(b.build_int_z_extend(accepted, i64t, "")), ""));
                e.store(walk, child);
            });
            let inside = ok(b.build_float_sub(e.load_f32(n_state), e.load_f32(n_upper), ""));
            let alone = f32t.const_float(1.0);
            let alone = ok(b.build_float_compare(FloatPredicate::OEQ, inside, alone, "alone"));
            let stop = match seen {
                None => {
                    // Every lane has read the folds before the next pass writes them.
                    gpu::barrier(e);
                    alone
                }
                Some((word, seen)) => {
                    let unsettled = ok(b.build_not(alone, ""));
                    let add = ok(b.build_and(c.lane0, unsettled, "row_unsettled"));
                    e.emit_if("search.unsettled", add, &mut || {
                        ok(b.build_atomicrmw(
                            inkwell::AtomicRMWBinOp::Add,
                            word,
                            i32t.const_int(1, false),
                            inkwell::AtomicOrdering::Monotonic,
                        ));
                    });
                    // The rows' adds and their reads of the folds end before any reads the
                    // word, or writes the folds of the next pass.
                    gpu::barrier(e);
                    let now = ok(b.build_load(i32t, word, "unsettled")).into_int_value();
                    let before = ok(b.build_load(i32t, seen, "")).into_int_value();
                    e.store(seen, now);
                    ok(b.build_int_compare(IntPredicate::EQ, now, before, "all_settled"))
                }
            };
            e.store(stopped, stop);
            let next = ok(b.build_int_add(pass, one, ""));
            ok(b.build_select(stop, passes, next, "next_pass")).into_int_value()
        },
    );
    let stopped = ok(b.build_load(i1t, stopped, "stopped")).into_int_value();
    let found = e.entry_alloca(i64t.into(), "spread_found");
    e.store(found, zero);
    e.emit_if("search.spread_settled", stopped, &mut || {
        let current = ok(b.build_load(ty, state, "")).into_int_value();
        let rejected = ok(b.build_load(ty, rejected, "rejected")).into_int_value();
        let j = super::settled_element(e, c, order, (current, rejected), (n_elements, element));
        e.store(found, j);
        // Every lane has read the lanes' sum before a later search writes the folds.
        gpu::barrier(e);
    });
    let found = ok(b.build_load(i64t, found, "found")).into_int_value();
    (stopped, found, e.load_f32(n_state))
}
