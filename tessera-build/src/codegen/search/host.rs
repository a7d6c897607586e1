//! The x86 entry's summed searches ([`super::emit_search`] on one lane): the bitwise rounds
//! four per pass in the lanes of one vector ([`sum_rounds_vector`]) and the guided passes
//! before them ([`guided_search`]): an f64 histogram of the interval's weights estimates where
//! the prefix weight crosses the target, and one pass of fifteen declared-order folds around
//! the estimate, in the lanes of one vector ([`fold_lanes`]; a pairwise sum's,
//! [`fold_lanes_pairwise`]), narrows the interval that holds the answer.

use inkwell::values::{BasicValueEnum, FloatValue, IntValue, PointerValue, VectorValue};
use inkwell::{FloatPredicate, IntPredicate};

use super::{
    Compaction, Element, Elements, GUIDED_PASSES, GroupCounter, Guided, Interval, Order, Range,
    balanced_sum, guided_bins, pick, range_outcome, round_bit, shrink_elements, splat,
    unsigned_min_max,
};
use crate::codegen::{Emitter, compact, ok};
use crate::rows::FoldKind;
use crate::targets::GUIDED_BIN_BITS;

/// The rounds an x86 sequential-sum search decides per pass over its elements: the pass folds
/// the weights of every candidate those rounds may try (`2^4 - 1`: a tree of decisions) in
/// the lanes of one 16-lane vector, each lane its own chain of adds in element order, then
/// walks the tree. Each lane is the declared-order fold of its candidate's weights (`+0.0`
/// for the elements it does not take, which changes nothing), so the rounds decide as they
/// would one by one, in a quarter of the passes.
const VECTOR_ROUNDS: usize = 4;

/// [`VECTOR_ROUNDS`] rounds per pass of a sequential-sum search over `n_elements` elements
/// (`element(j)`: key, weight, feature) on `state` (of type `ty`): round `r` tries
/// `bit_of(r)`; a candidate takes an element when its ordinal reaches the candidate's
/// threshold ([`Order`]). A round past the last tries bit 0: its candidate is the state so far,
/// which reached the target (the search runs only when every element reaches it, and a state
/// is only ever a candidate that reached it), so it changes nothing.
#[allow(clippy::too_many_arguments)]
pub(super) fn sum_rounds_vector<'ctx>(
    e: &Emitter<'_, 'ctx>,
    state: PointerValue<'ctx>,
    ty: inkwell::types::IntType<'ctx>,
    n_rounds: IntValue<'ctx>,
    bit_of: &dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>,
    (n_elements, element): Elements<'_, 'ctx>,
    order: Order<'ctx>,
    reaches: &dyn Fn(FloatValue<'ctx>) -> IntValue<'ctx>,
    live: Option<(&Compaction<'_, 'ctx>, PointerValue<'ctx>)>,
) {
    let b = e.builder;
    let (f32t, i32t, i64t) = (e.ctx.f32_type(), e.ctx.i32_type(), e.ctx.i64_type());
    let r = VECTOR_ROUNDS;
    let lanes = 1u32 << r;
    let (vf, vi) = (f32t.vec_type(lanes), i64t.vec_type(lanes));
    let (zero, one) = (e.i64(0), e.i64(1));
    let passes = ok(b.build_int_add(n_rounds, e.i64(r as u64 - 1), ""));
    let passes = ok(b.build_int_unsigned_div(passes, e.i64(r as u64), "round_passes"));
    let acc = e.entry_alloca(vf.into(), "search_sums");
    // With `live`: each candidate's number of elements taken (below 2^24), in the lanes of
    // the sums.
    let vc = i32t.vec_type(lanes);
    let taken_count = e.entry_alloca(vc.into(), "search_taken");
    e.emit_loop("search.round_pass", zero, passes, one, &mut |pass| {
        let n_elements = match live {
            Some((_, live)) => ok(b.build_load(i64t, live, "live")).into_int_value(),
            None => n_elements,
        };
        let first = ok(b.build_int_mul(pass, e.i64(r as u64), "first_round"));
        // Round `d` of this pass tries `bits[d]`, or 0 past the last round.
        let bits: Vec<IntValue<'ctx>> = (0..r)
            .map(|d| round_bit(e, ty, (first, e.i64(d as u64)), n_rounds, bit_of))
            .collect();
        let current = ok(b.build_load(ty, state, "")).into_int_value();
        // Node `n` (1-based, depth `d` = its bit length - 1) of the decision tree, in lane
        // `n - 1`: the bits of `n` after its leading one are the decisions of rounds `0..d`
        // (1: accepted), and it tries bit `d` on top of those. The last lane takes nothing.
        let mut thresholds = vi.get_undef();
        for n in 1..lanes {
            let depth = 31 - n.leading_zeros();
            let mut c = ok(b.build_or(current, bits[depth as usize], "candidate"));
            for j in 0..depth {
                if (n >> (depth - 1 - j)) & 1 == 1 {
                    c = ok(b.build_or(c, bits[j as usize], ""));
                }
            }
            let t = order.threshold(e, c);
            thresholds = ok(b.build_insert_element(thresholds, t, e.i32(n - 1), ""));
        }
        let never = i64t.const_int(u64::MAX, false);
        thresholds = ok(b.build_insert_element(thresholds, never, e.i32(lanes - 1), ""));
        let counts = live.map(|_| taken_count);
        let sums = fold_lanes(e, thresholds, (n_elements, element), order, (acc, counts));
        let w: Vec<FloatValue<'ctx>> = (0..lanes - 1)
            .map(|i| ok(b.build_extract_element(sums, e.i32(i), "")).into_float_value())
            .collect();
        // Walk the tree: at depth `d`, the node the decisions so far lead to.
        let mut decisions: Vec<IntValue<'ctx>> = Vec::new();
        let mut next = current;
        for (d, &bit) in bits.iter().enumerate() {
            let level = &w[(1usize << d) - 1..(1usize << (d + 1)) - 1];
            let accepted = reaches(pick(e, level, &decisions).into_float_value());
            let taken = ok(b.build_select(accepted, bit, ty.const_zero(), ""));
            next = ok(b.build_or(next, taken.into_int_value(), ""));
            decisions.push(accepted);
        }
        e.store(state, next);
        if let Some((arrays, live)) = live {
            // The elements the next state takes: those of the deepest accepted node (every
            // element when none is).
            let counts = ok(b.build_load(vc, taken_count, "taken")).into_vector_value();
            let counts: Vec<IntValue<'ctx>> = (0..lanes - 1)
                .map(|i| ok(b.build_extract_element(counts, e.i32(i), "")).into_int_value())
                .collect();
            let mut kept = ok(b.build_int_truncate(n_elements, i32t, "kept"));
            for d in 0..r {
                let level = &counts[(1usize << d) - 1..(1usize << (d + 1)) - 1];
                let count = pick(e, level, &decisions[..d]).into_int_value();
                kept = ok(b.build_select(decisions[d], count, kept, "")).into_int_value();
            }
            // Compact when a quarter or more of the elements go and a pass is left.
            let kept = ok(b.build_int_z_extend(kept, i64t, ""));
            let four_kept = ok(b.build_int_mul(kept, e.i64(4), ""));
            let three_n = ok(b.build_int_mul(n_elements, e.i64(3), ""));
            let worth = ok(b.build_int_compare(IntPredicate::ULE, four_kept, three_n, ""));
            let later = ok(b.build_int_add(pass, one, ""));
            let later = ok(b.build_int_compare(IntPredicate::ULT, later, passes, "later"));
            let go = ok(b.build_and(worth, later, "shrink"));
            e.emit_if("search.shrink", go, &mut || {
                let threshold = order.threshold(e, next);
                let n_kept = shrink_elements(e, arrays, n_elements, element, order, threshold);
                e.store(live, n_kept);
            });
        }
    });
}

/// The lanes of an x86 pairwise-sum guided pass ([`guided_search`]): one pass over the
/// `n_elements` elements folding, in lane `l` of one vector, the pairwise sum of the weights of
/// the elements whose ordinal reaches `thresholds[l]`, in element order. As in
/// [`fold_pairwise_spread`](super::spread::fold_pairwise_spread) (whose doc says why this is
/// the declared tree's result, up to the sign of a zero sum, for weights that are not
/// negative), eight elements at a time as a balanced tree, the eights merged by one binary
/// counter of vectors whose merges every lane shares. Elements fewer than the row's
/// `n_features` (i64) are a list (a search confined to another's prefix, `rows::Within`: the
/// others weigh `+0.0`): each is pushed at its feature's position, the gaps before it as the
/// aligned blocks of zeros that cover them (`fold::emit_zero_blocks`), so the tree is the one
/// over every feature. Returns the sums.
#[allow(clippy::type_complexity)]
pub(super) fn fold_lanes_pairwise<'ctx>(
    e: &Emitter<'_, 'ctx>,
    thresholds: VectorValue<'ctx>,
    (n_elements, element): Elements<'_, 'ctx>,
    order: Order<'ctx>,
    n_features: IntValue<'ctx>,
) -> VectorValue<'ctx> {
    /// The elements added as one balanced tree before a counter push.
    const GROUP: u64 = 8;
    /// The counter's levels (of eights, or of positions).
    const LEVELS: u32 = 64;
    let b = e.builder;
    let lanes = thresholds.get_type().get_size();
    let (vf, vi) = (e.ctx.f32_type().vec_type(lanes), thresholds.get_type());
    let (zero, one) = (e.i64(0), e.i64(1));
    let zero_f = e.ctx.f32_type().const_zero();
    let counter = GroupCounter::new(e, vf.into(), (1, LEVELS), "pairwise_lanes");
    // Element `j`'s weight in the lanes that take it, `+0.0` in the others.
    let taken = |(key, weight, f): Element<'ctx>| {
        let ordinal = splat(e, order.ordinal(e, f, key).into(), vi);
        let take = ok(b.build_int_compare(IntPredicate::UGE, ordinal, thresholds, "take"));
        let weight = splat(e, weight.into(), vf);
        ok(b.build_select(take, weight, vf.const_zero(), "")).into_vector_value()
    };
    let dense = ok(b.build_int_compare(IntPredicate::EQ, n_elements, n_features, "dense"));
    let element = std::cell::RefCell::new(element);
    e.emit_if_else(
        "pairwise_lanes.dense",
        dense,
        &mut || {
            let groups = ok(b.build_int_add(n_elements, e.i64(GROUP - 1), ""));
            let shift = e.i64(GROUP.trailing_zeros().into());
            let groups = ok(b.build_right_shift(groups, shift, false, ""));
            e.emit_loop("pairwise_lanes.group", zero, groups, one, &mut |group| {
                let first = ok(b.build_int_mul(group, e.i64(GROUP), "first"));
                // Past the row: weight +0.0 (the padding); `first` is inside.
                let tree: Vec<VectorValue<'ctx>> = (0..GROUP)
                    .map(|i| {
                        let j = ok(b.build_int_add(first, e.i64(i), ""));
                        let inside = ok(b.build_int_compare(IntPredicate::ULT, j, n_elements, ""));
                        let j = ok(b.build_select(inside, j, first, "")).into_int_value();
                        let (key, weight, f) = (element.borrow_mut())(j);
                        let weight =
                            ok(b.build_select(inside, weight, zero_f, "")).into_float_value();
                        taken((key, weight, f))
                    })
                    .collect();
                e.store(counter.carry(e, 0), balanced_sum(e, tree));
                counter.push(e, "pairwise_lanes", group);
            });
            counter.finish(e, "pairwise_lanes", groups);
        },
        &mut || {
            // A list: one position per counter push, and the zero blocks of the gaps.
            let next = e.entry_alloca(e.ctx.i64_type().into(), "pairwise_lanes_next");
            e.store(next, zero);
            let gap = |to: IntValue<'ctx>| {
                let from = ok(b.build_load(e.ctx.i64_type(), next, "")).into_int_value();
                counter.push_zeros(e, "pairwise_lanes", (from, to));
            };
            e.emit_loop("pairwise_lanes.listed", zero, n_elements, one, &mut |j| {
                let (key, weight, f) = (element.borrow_mut())(j);
                gap(f);
                e.store(counter.carry(e, 0), taken((key, weight, f)));
                counter.push(e, "pairwise_lanes", f);
                e.store(next, ok(b.build_int_add(f, one, "")));
            });
            gap(n_features);
            counter.finish(e, "pairwise_lanes", n_features);
        },
    );
    ok(b.build_load(vf, counter.carry(e, 0), "")).into_vector_value()
}

/// The lanes of an x86 sequential-sum search pass ([`sum_rounds_vector`], [`guided_search`]):
/// one pass over the `n_elements` elements (`element(j)`: key, weight, feature) folding, in
/// lane `l` of one vector, the weights of the elements whose ordinal (in `order`) reaches
/// `thresholds[l]`, each lane its own chain of adds in element order (`+0.0` for the
/// elements it does not take, which changes no sum): the declared-order fold of each
/// threshold's weights. `acc` (and `counts`: each lane's number of elements taken) are the
/// allocas the lanes run in. Returns the sums.
///
/// When every threshold is a multiple of `2^32` (a key round's, always; a guided pass's bin
/// edges, whenever its bins are `2^32` ordinals or wider) or `2^64 - 1` (no candidate), an
/// ordinal reaches a threshold exactly when its key reaches the threshold's high word (its
/// low word, the position, is below `2^32`), so the pass compares the keys alone, in 32-bit
/// lanes, without forming the ordinals.
#[allow(clippy::type_complexity)]
pub(super) fn fold_lanes<'ctx>(
    e: &Emitter<'_, 'ctx>,
    thresholds: VectorValue<'ctx>,
    (n_elements, element): Elements<'_, 'ctx>,
    order: Order<'ctx>,
    (acc, counts): (PointerValue<'ctx>, Option<PointerValue<'ctx>>),
) -> VectorValue<'ctx> {
    let b = e.builder;
    let lanes = thresholds.get_type().get_size();
    let (vf, vi) = (e.ctx.f32_type().vec_type(lanes), thresholds.get_type());
    let vc = e.ctx.i32_type().vec_type(lanes);
    e.store(acc, vf.const_zero());
    if let Some(counts) = counts {
        e.store(counts, vc.const_zero());
    }
    let element = std::cell::RefCell::new(element);
    type Take<'a, 'ctx> = &'a dyn Fn(IntValue<'ctx>, IntValue<'ctx>) -> VectorValue<'ctx>;
    let pass = |take_of: Take<'_, 'ctx>| {
        e.emit_loop("search.feature", e.i64(0), n_elements, e.i64(1), &mut |j| {
            let (key, weight, f) = (element.borrow_mut())(j);
            let take = take_of(key, f);
            let weight = splat(e, weight.into(), vf);
            let taken = ok(b.build_select(take, weight, vf.const_zero(), "")).into_vector_value();
            let old = ok(b.build_load(vf, acc, "")).into_vector_value();
            e.store(acc, ok(b.build_float_add(taken, old, "")));
            if let Some(counts) = counts {
                let old = ok(b.build_load(vc, counts, "")).into_vector_value();
                let take = ok(b.build_int_z_extend(take, vc, ""));
                e.store(counts, ok(b.build_int_add(old, take, "")));
            }
        });
    };
    let by_ordinal = |key, f| {
        let ordinal = splat(e, order.ordinal(e, f, key).into(), vi);
        ok(b.build_int_compare(IntPredicate::UGE, ordinal, thresholds, "take"))
    };
    // The keys' thresholds (`thresholds >> 32`) and the lanes that have one.
    let high = ok(b.build_right_shift(thresholds, splat(e, e.i64(32).into(), vi), false, ""));
    let key_thresholds = ok(b.build_int_truncate(high, vc, "key_thresholds"));
    let never = splat(e, e.ctx.i64_type().const_all_ones().into(), vi);
    let some = ok(b.build_int_compare(IntPredicate::NE, thresholds, never, "some"));
    let by_key = |with_some: bool| {
        move |key: IntValue<'ctx>, _| {
            let key = splat(e, key.into(), vc);
            let take = ok(b.build_int_compare(IntPredicate::UGE, key, key_thresholds, "take"));
            match with_some {
                true => ok(b.build_and(take, some, "take")),
                false => take,
            }
        }
    };
    match order {
        // A key round's thresholds are `c * 2^32`.
        Order::Key => pass(&by_key(false)),
        Order::Index { .. } => pass(&by_ordinal),
        Order::Full { .. } => {
            let low = ok(b.build_int_truncate(thresholds, vc, ""));
            let low = ok(b.build_select(some, low, vc.const_zero(), "")).into_vector_value();
            let bits = std::num::NonZero::new(32 * lanes).expect("internal error: no lanes");
            let wide = e
                .ctx
                .custom_width_int_type(bits)
                .expect("internal error: a vector's width as an integer type");
            let low = ok(b.build_bit_cast(low, wide, "")).into_int_value();
            let whole_keys =
                ok(b.build_int_compare(IntPredicate::EQ, low, wide.const_zero(), "whole_keys"));
            e.emit_if_else(
                "search.by_key",
                whole_keys,
                &mut || pass(&by_key(true)),
                &mut || pass(&by_ordinal),
            );
        }
    }
    ok(b.build_load(vf, acc, "sums")).into_vector_value()
}

/// The candidates a guided pass tries: the nonempty bins nearest its estimate, each side.
const GUIDED_SIDE: u64 = 7;

/// An x86 summed search (`target > 0`) that first tries to find `e*` in few passes,
/// guided by an estimate; the bitwise rounds ([`sum_rounds_vector`]) finish what it does not.
/// Each element has one ordinal, `key * 2^32 + (mask - f)` (the composite position of
/// `rows::search`), and `W(c)`, the declared-order fold of the weights of the elements whose
/// ordinal is at least `c`, is what every round of the bitwise search folds. With weights that
/// are not negative (checked: otherwise nothing is decided here), `W` does not grow with `c`
/// (one more nonnegative term never makes a rounded partial sum smaller), so `e*`, the element
/// at the largest `c` with `W(c) >= target`, is the one element of any interval `[lo, hi)`
/// with `W(lo) >= target > W(hi)` that holds just one element: whichever candidates narrowed
/// the interval, the answer is the rounds', bit for bit.
///
/// It keeps such an interval, starting with every ordinal (`W(0)` is the total; `W(2^64 - 1)
/// = 0`), and per pass:
///
/// 1. One loop over the live elements counts those in `[lo, hi)` and finds their least and
///    greatest ordinals (and the elements below `lo`, dropped in place and in order when a
///    quarter or more would go: they add `+0.0` to every later fold). None: the total is
///    `+0.0` and the search defines `(-inf, +inf)`. One, once `W(lo)` is known to reach the
///    target: it is `e*`.
///    Otherwise the interval shrinks to those ordinals (which changes neither `W(lo)` nor
///    `W(hi)`).
/// 2. A histogram of the interval's elements in about as many bins as elements (at most
///    `2^GUIDED_BIN_BITS`), their weights summed in f64, estimates `W` at each bin's lower edge
///    as the exact `W(hi)` plus the bins above; the estimate's crossing of the target is where
///    `e*` probably lies.
/// 3. The candidates are the lower edges of the nonempty bins nearest the crossing,
///    [`GUIDED_SIDE`] each side and its own; one pass folds `W` exactly at each
///    ([`fold_lanes`]; until `W(lo)` is known to reach the target lane 15 folds the total, and a
///    total below the target ends the search with `(-inf, +inf)`, as the rounds' check
///    would), and the interval becomes the one between the greatest candidate that reaches
///    the target and the least that does not.
///
/// With a spare array (`arrays.spare`: a sequential sum's own list, free until the search
/// ends) the first pass probes: it lists the positions of the elements at or above its least
/// candidate there ([`probe_list`], 64 at a time) and folds those alone, without the total
/// (the others add `+0.0` to every candidate's fold, so the folds are the same). A candidate
/// that reaches the target shows that the total does (`W` does not grow as the candidate
/// rises) and raises `lo` above every element not listed, so the listed ones move to the
/// front ([`keep_listed`]) and the next pass's loops run over about the nucleus; when every
/// candidate misses (the estimate overshot, or the total is short), the next pass folds every
/// element with the total, as the first did without a spare.
///
/// An estimate off by fewer than [`GUIDED_SIDE`] nonempty bins leaves one element or one
/// bin's elements: two or three passes, the later ones over about the nucleus, instead of a
/// pass per four rounds of 49. Returns the [`Guided`] outcome (i32); on `Found`, `found` (i64)
/// holds `e*`'s ordinal. After [`GUIDED_PASSES`] passes (`Undecided`: the total reached the
/// target) the rounds run over the elements left: every dropped element is below `lo`, where
/// `W` reaches the target anyway, so the rounds decide as over every element.
///
/// A pairwise sum (`kind`) runs the same passes over every element in place (its tree depends
/// on the positions: nothing is dropped, and elements of zero weight stay out of the interval
/// instead of being compacted away; a search confined to a listed prefix, over the listed
/// elements, each folded at its feature's position), folding its candidates with
/// [`fold_lanes_pairwise`] (`n_features`: the row's, whose tree it is); the rounds after it are
/// the two-per-pass ones.
pub(super) fn guided_search<'ctx>(
    e: &Emitter<'_, 'ctx>,
    kind: FoldKind,
    (arrays, live): (&Compaction<'_, 'ctx>, PointerValue<'ctx>),
    element: &mut dyn FnMut(IntValue<'ctx>) -> Element<'ctx>,
    (mask, n_features): (IntValue<'ctx>, IntValue<'ctx>),
    (target, reaches): (
        FloatValue<'ctx>,
        &dyn Fn(FloatValue<'ctx>) -> IntValue<'ctx>,
    ),
    found: PointerValue<'ctx>,
) -> IntValue<'ctx> {
    let b = e.builder;
    let (f32t, i32t, i64t) = (e.ctx.f32_type(), e.ctx.i32_type(), e.ctx.i64_type());
    let (zero, one) = (e.i64(0), e.i64(1));
    let never = i64t.const_int(u64::MAX, false);
    let lanes = 16u32;
    let order = Order::Full { mask };
    let load = |ty: inkwell::types::BasicTypeEnum<'ctx>, ptr: PointerValue<'ctx>| {
        ok(b.build_load(ty, ptr, ""))
    };
    let int = |ptr: PointerValue<'ctx>| load(i64t.into(), ptr).into_int_value();
    let Interval {
        lo,
        hi,
        w_hi,
        outcome,
    } = Interval::new(e);
    let set = |o: Guided| e.store(outcome, i32t.const_int(o as u64, false));
    let range = Range::new(e);
    let negative = e.entry_alloca(i32t.into(), "guided_negative");
    let below = e.entry_alloca(i64t.into(), "guided_below");
    let acc = e.entry_alloca(f32t.vec_type(lanes).into(), "guided_sums");
    e.store(negative, i32t.const_zero());
    // Whether `W(lo)` is known to reach the target: after a pass that folded the total, or
    // one in which a candidate reached it.
    let settled = e.entry_alloca(i32t.into(), "guided_settled");
    e.store(settled, i32t.const_zero());
    // A sequential sum with a spare array probes in its first pass.
    let spare = arrays.spare.filter(|_| kind == FoldKind::Sum);
    let listed = e.entry_alloca(i64t.into(), "guided_listed");
    let element = std::cell::RefCell::new(element);
    e.emit_loop(
        "guided.pass",
        zero,
        e.i64(GUIDED_PASSES),
        one,
        &mut |pass| {
            let going = ok(b.build_int_compare(
                IntPredicate::EQ,
                load(i32t.into(), outcome).into_int_value(),
                i32t.const_zero(),
                "going",
            ));
            e.emit_if("guided.going", going, &mut || {
                // 1. Drop the elements below `lo`; count, least and greatest in `[lo, hi)`.
                let (lo_now, hi_now) = (int(lo), int(hi));
                let n = int(live);
                e.store(below, zero);
                range.reset(e);
                e.emit_loop("guided.range", zero, n, one, &mut |j| {
                    let (key, weight, f) = (element.borrow_mut())(j);
                    let o = order.ordinal(e, f, key);
                    let under = ok(b.build_int_compare(IntPredicate::ULT, o, lo_now, "under"));
                    let more = ok(b.build_int_z_extend(under, i64t, ""));
                    e.store(below, ok(b.build_int_add(int(below), more, "")));
                    let inside = ok(b.build_and(
                        ok(b.build_not(under, "")),
                        ok(b.build_int_compare(IntPredicate::ULT, o, hi_now, "")),
                        "inside",
                    ));
                    // A pairwise sum's elements stay, zero weights too, which change no fold
                    // and need no candidate: left out of the interval (a sequential sum's
                    // elements are nonzero already).
                    let inside = match kind {
                        FoldKind::SumPairwise => {
                            let zero_f = f32t.const_zero();
                            let nonzero =
                                ok(b.build_float_compare(FloatPredicate::UNE, weight, zero_f, ""));
                            ok(b.build_and(inside, nonzero, "inside"))
                        }
                        _ => inside,
                    };
                    range.push(e, o, inside);
                    let sign = ok(b.build_float_compare(
                        FloatPredicate::OLT,
                        weight,
                        f32t.const_zero(),
                        "",
                    ));
                    let seen = load(i32t.into(), negative).into_int_value();
                    let sign = ok(b.build_int_z_extend(sign, i32t, ""));
                    e.store(negative, ok(b.build_or(seen, sign, "")));
                });
                // Drop the elements below `lo` when a quarter or more would go (a sequential
                // sum: a pairwise one's tree needs every element where it is).
                if kind == FoldKind::Sum {
                    let four_below = ok(b.build_int_mul(int(below), e.i64(4), ""));
                    let worth = ok(b.build_int_compare(IntPredicate::UGE, four_below, n, "worth"));
                    e.emit_if("guided.shrink", worth, &mut || {
                        let mut element = element.borrow_mut();
                        let n_kept = shrink_elements(e, arrays, n, &mut **element, order, lo_now);
                        e.store(live, n_kept);
                    });
                }
                let (n_inside, first, last) =
                    (int(range.count), int(range.least), int(range.greatest));
                let any_negative = ok(b.build_int_compare(
                    IntPredicate::NE,
                    load(i32t.into(), negative).into_int_value(),
                    i32t.const_zero(),
                    "any_negative",
                ));
                let first_pass = ok(b.build_int_compare(IntPredicate::EQ, pass, zero, "first"));
                let unsettled = ok(b.build_int_compare(
                    IntPredicate::EQ,
                    load(i32t.into(), settled).into_int_value(),
                    i32t.const_zero(),
                    "unsettled",
                ));
                let decided = (n_inside, first, any_negative);
                let go = range_outcome(e, unsettled, decided, found, &set);
                e.emit_if("guided.narrow", go, &mut || {
                    // The interval is its elements' ordinals (at least two).
                    e.store(lo, first);
                    e.store(hi, ok(b.build_int_add(last, one, "")));
                    let interval = (first, last, n_inside);
                    let estimate = (target, load(f32t.into(), w_hi).into_float_value());
                    let chosen = {
                        let mut element = element.borrow_mut();
                        guided_candidates(e, live, &mut **element, order, interval, estimate)
                    };
                    // A probe (the first pass, with a spare array) folds no total; another
                    // pass until `W(lo)` is known to reach the target folds it in lane 15
                    // (every element: threshold 0).
                    let probing = match spare {
                        Some(_) => first_pass,
                        None => e.ctx.bool_type().const_zero(),
                    };
                    let not_probing = ok(b.build_not(probing, ""));
                    let total_pass = ok(b.build_and(unsettled, not_probing, "total_pass"));
                    let last_lane =
                        ok(b.build_select(total_pass, zero, never, "")).into_int_value();
                    let thresholds =
                        ok(b.build_insert_element(chosen, last_lane, e.i32(lanes - 1), ""));
                    // The exact folds, then the interval between the candidates.
                    let n = int(live);
                    let fold_all = || {
                        let mut element = element.borrow_mut();
                        fold_lanes(e, thresholds, (n, &mut **element), order, (acc, None))
                    };
                    let sums = match (kind, spare) {
                        (FoldKind::SumPairwise, _) => {
                            let mut element = element.borrow_mut();
                            fold_lanes_pairwise(
                                e,
                                thresholds,
                                (n, &mut **element),
                                order,
                                n_features,
                            )
                        }
                        (_, None) => fold_all(),
                        (_, Some(spare)) => {
                            e.emit_if_else(
                                "guided.probe",
                                probing,
                                &mut || {
                                    let n_listed = probe_list(e, spare, chosen, order, n, &element);
                                    e.store(listed, n_listed);
                                    let mut element = element.borrow_mut();
                                    let mut from_list = |k: IntValue<'ctx>| {
                                        let j = load(i32t.into(), spare(k)).into_int_value();
                                        element(ok(b.build_int_z_extend(j, i64t, "")))
                                    };
                                    let elements =
                                        (n_listed, &mut from_list as &mut dyn FnMut(_) -> _);
                                    fold_lanes(e, thresholds, elements, order, (acc, None));
                                },
                                &mut || {
                                    fold_all();
                                },
                            );
                            load(f32t.vec_type(lanes).into(), acc).into_vector_value()
                        }
                    };
                    let total = ok(b.build_extract_element(sums, e.i32(lanes - 1), "total"));
                    let reached = reaches(total.into_float_value());
                    let short = ok(b.build_not(reached, ""));
                    let absent = ok(b.build_and(total_pass, short, "absent"));
                    e.emit_if("guided.absent", absent, &mut || set(Guided::Absent));
                    let known = ok(b.build_and(total_pass, reached, "known"));
                    e.emit_if("guided.settled", known, &mut || {
                        e.store(settled, i32t.const_int(1, false));
                    });
                    // A probe whose candidate reaches the target shows that the total does
                    // (`W` does not grow as the candidate rises) and raises `lo` above the
                    // elements it did not list: the listed ones move to the front.
                    if let Some(spare) = spare {
                        let hit = probe_hit(e, (thresholds, sums), reaches);
                        let kept = ok(b.build_and(probing, hit, "probe_hit"));
                        e.emit_if("guided.probe_hit", kept, &mut || {
                            e.store(settled, i32t.const_int(1, false));
                            let n_listed = int(listed);
                            let mut element = element.borrow_mut();
                            keep_listed(e, arrays, spare, n_listed, &mut **element);
                            e.store(live, n_listed);
                        });
                    }
                    narrow_interval(e, (thresholds, sums), reaches, (lo, hi, w_hi));
                });
            });
        },
    );
    load(i32t.into(), outcome).into_int_value()
}

/// The elements a guided pass reads (`element(j)`), shared by the loops that read them.
type SharedElements<'a, 'ctx> =
    std::cell::RefCell<&'a mut dyn FnMut(IntValue<'ctx>) -> Element<'ctx>>;

/// A probe's list ([`guided_search`]): the positions `j < n` (i32, in order, into `spare`) of
/// the elements at or above the least candidate of `chosen` (the others add `+0.0` to every
/// candidate's fold); returns their number.
fn probe_list<'ctx>(
    e: &Emitter<'_, 'ctx>,
    spare: &dyn Fn(IntValue<'ctx>) -> PointerValue<'ctx>,
    chosen: VectorValue<'ctx>,
    order: Order<'ctx>,
    n: IntValue<'ctx>,
    element: &SharedElements<'_, 'ctx>,
) -> IntValue<'ctx> {
    let b = e.builder;
    let lane = |l: u32| ok(b.build_extract_element(chosen, e.i32(l), "")).into_int_value();
    let least = (1..chosen.get_type().get_size()).fold(lane(0), |least, l| {
        unsigned_min_max(e, IntPredicate::ULT, least, lane(l))
    });
    compact::compact_in_order(
        e,
        "guided.list",
        n,
        &mut |j| {
            let (key, _, f) = (element.borrow_mut())(j);
            let o = order.ordinal(e, f, key);
            ok(b.build_int_compare(IntPredicate::UGE, o, least, "listed"))
        },
        &mut |j, at| {
            let j = ok(b.build_int_truncate(j, e.ctx.i32_type(), ""));
            e.store(spare(at), j);
        },
        None,
    )
}

/// Whether a candidate of a probe (lanes below 15 of `thresholds` that have one) reaches the
/// target.
fn probe_hit<'ctx>(
    e: &Emitter<'_, 'ctx>,
    (thresholds, sums): (VectorValue<'ctx>, VectorValue<'ctx>),
    reaches: &dyn Fn(FloatValue<'ctx>) -> IntValue<'ctx>,
) -> IntValue<'ctx> {
    let b = e.builder;
    let never = e.ctx.i64_type().const_all_ones();
    let lanes = thresholds.get_type().get_size();
    (0..lanes - 1).fold(e.ctx.bool_type().const_zero(), |hit, l| {
        let t = ok(b.build_extract_element(thresholds, e.i32(l), "")).into_int_value();
        let w = ok(b.build_extract_element(sums, e.i32(l), "")).into_float_value();
        let some = ok(b.build_int_compare(IntPredicate::NE, t, never, ""));
        let this = ok(b.build_and(some, reaches(w), ""));
        ok(b.build_or(hit, this, "probe_hit"))
    })
}

/// Moves the `n_listed` elements a probe listed (`spare`: their positions, in order) to the
/// front of the arrays, in order (in place: each position is at or after its element's new
/// one).
fn keep_listed<'ctx>(
    e: &Emitter<'_, 'ctx>,
    arrays: &Compaction<'_, 'ctx>,
    spare: &dyn Fn(IntValue<'ctx>) -> PointerValue<'ctx>,
    n_listed: IntValue<'ctx>,
    element: &mut dyn FnMut(IntValue<'ctx>) -> Element<'ctx>,
) {
    let b = e.builder;
    let (i32t, i64t) = (e.ctx.i32_type(), e.ctx.i64_type());
    let weights = arrays
        .weights
        .expect("internal error: a summed search's compaction without weights");
    e.emit_loop(
        "guided.keep_listed",
        e.i64(0),
        n_listed,
        e.i64(1),
        &mut |k| {
            let j = ok(b.build_load(i32t, spare(k), "")).into_int_value();
            let (key, weight, f) = element(ok(b.build_int_z_extend(j, i64t, "")));
            e.store((arrays.keys)(k), key);
            e.store(weights(k), weight);
            e.store((arrays.indices)(k), ok(b.build_int_truncate(f, i32t, "")));
        },
    );
}

/// The candidates of a guided pass ([`guided_search`], steps 2 and 3) over the interval of the
/// elements' ordinals `first ..= last` (`n_inside` of them, at least two): bins of `2^shift`
/// ordinals, about as many as the elements (at most `2^GUIDED_BIN_BITS`, and one more: they
/// start at `first` rounded down to a multiple of `2^shift`, so that their edges are multiples
/// of `2^32` whenever the bins are that wide, which [`fold_lanes`] then compares as keys; an
/// edge below `first` is below `lo` too, where `W` reaches the target, and narrows nothing),
/// their weights summed in f64 from `w_hi` (the exact `W` above the interval); lane `l` (< 15) of
/// the result holds the lower edge of the nonempty bin `q - GUIDED_SIDE + l`-th from the top,
/// `q` being the rank of the bin where that estimate crosses `target`; the other lanes hold
/// `2^64 - 1`.
pub(super) fn guided_candidates<'ctx>(
    e: &Emitter<'_, 'ctx>,
    live: PointerValue<'ctx>,
    element: &mut dyn FnMut(IntValue<'ctx>) -> Element<'ctx>,
    order: Order<'ctx>,
    (first, last, n_inside): (IntValue<'ctx>, IntValue<'ctx>, IntValue<'ctx>),
    (target, base): (FloatValue<'ctx>, FloatValue<'ctx>),
) -> VectorValue<'ctx> {
    let b = e.builder;
    let (f64t, i32t, i64t) = (e.ctx.f64_type(), e.ctx.i32_type(), e.ctx.i64_type());
    let (zero, one) = (e.i64(0), e.i64(1));
    let never = i64t.const_int(u64::MAX, false);
    let lanes = 16u32;
    let vi = i64t.vec_type(lanes);
    let splat = |v: BasicValueEnum<'ctx>, ty| splat(e, v, ty);
    let load = |ty: inkwell::types::BasicTypeEnum<'ctx>, ptr: PointerValue<'ctx>| {
        ok(b.build_load(ty, ptr, ""))
    };
    let int = |ptr: PointerValue<'ctx>| load(i64t.into(), ptr).into_int_value();
    let (lo_now, hi_now) = (first, ok(b.build_int_add(last, one, "")));
    let n_bins = (1u64 << GUIDED_BIN_BITS) + 1;
    let mass = e.entry_alloca(f64t.array_type(n_bins as u32).into(), "guided_mass");
    let mass_at = |bin: IntValue<'ctx>| {
        // SAFETY (of the IR): every bin is below `n_bins`.
        ok(unsafe { b.build_in_bounds_gep(f64t, mass, &[bin], "bin") })
    };
    let (cum, nonempty) = (
        e.entry_alloca(f64t.into(), "guided_cum"),
        e.entry_alloca(i64t.into(), "guided_nonempty"),
    );
    let (shift, _) = guided_bins(e, (first, last, n_inside));
    let width = ok(b.build_left_shift(one, shift, "bin_width"));
    let below_width = ok(b.build_not(ok(b.build_int_sub(width, one, "")), ""));
    let origin = ok(b.build_and(first, below_width, "bins_origin"));
    let reach = ok(b.build_int_sub(last, origin, ""));
    let used = ok(b.build_int_add(
        ok(b.build_right_shift(reach, shift, false, "")),
        one,
        "used_bins",
    ));
    // 2. The histogram of the interval's weights, in f64.
    e.emit_loop("guided.clear", zero, used, one, &mut |bin| {
        e.store(mass_at(bin), f64t.const_zero());
    });
    // Chunk by chunk: the in-interval elements' bins in one vectorised loop, then their
    // weights added, one per in-interval element ([`compact::for_each_bit`]).
    let n = int(live);
    let chunk = e.i64(compact::CHUNK);
    let slots = e.entry_alloca(
        i32t.array_type(compact::CHUNK as u32).into(),
        "guided_slots",
    );
    let slot_at = |k: IntValue<'ctx>| {
        // SAFETY (of the IR): `k` is below the chunk's length.
        ok(unsafe { b.build_in_bounds_gep(i32t, slots, &[k], "slot") })
    };
    let element = std::cell::RefCell::new(element);
    e.emit_loop("guided.histogram", zero, n, chunk, &mut |start| {
        let stop = compact::chunk_end(e, start, n);
        let mask = compact::chunk_mask(e, "guided.bins", (start, stop), &mut |j| {
            let (key, _, f) = (element.borrow_mut())(j);
            let o = order.ordinal(e, f, key);
            let offset = ok(b.build_int_sub(o, origin, ""));
            let bin = ok(b.build_right_shift(offset, shift, false, "bin"));
            let k = ok(b.build_int_sub(j, start, ""));
            e.store(slot_at(k), ok(b.build_int_truncate(bin, i32t, "")));
            ok(b.build_and(
                ok(b.build_int_compare(IntPredicate::UGE, o, lo_now, "")),
                ok(b.build_int_compare(IntPredicate::ULT, o, hi_now, "")),
                "inside",
            ))
        });
        compact::for_each_bit(e, "guided.bin", start, mask, &mut |j| {
            let k = ok(b.build_int_sub(j, start, ""));
            let bin = load(i32t.into(), slot_at(k)).into_int_value();
            let slot = mass_at(ok(b.build_int_z_extend(bin, i64t, "")));
            let old = load(f64t.into(), slot).into_float_value();
            let (_, weight, _) = (element.borrow_mut())(j);
            let w = ok(b.build_float_ext(weight, f64t, ""));
            e.store(slot, ok(b.build_float_add(old, w, "")));
        });
    });
    // The estimate's crossing: the highest bin whose lower edge's estimate
    // reaches the target (bin 0, which holds `lo`, when none does), as its
    // rank among the nonempty bins from the top (it is nonempty: the estimate
    // grows only at nonempty bins, from `W(hi)`, below the target).
    let target64 = ok(b.build_float_ext(target, f64t, "target"));
    e.store(cum, ok(b.build_float_ext(base, f64t, "")));
    e.store(nonempty, zero);
    let crossed = e.entry_alloca(i32t.into(), "guided_crossed");
    e.store(crossed, i32t.const_zero());
    e.emit_loop("guided.crossing", zero, used, one, &mut |k| {
        let bin = ok(b.build_int_sub(ok(b.build_int_sub(used, one, "")), k, "bin"));
        let m = load(f64t.into(), mass_at(bin)).into_float_value();
        let before = load(i32t.into(), crossed).into_int_value();
        let open = ok(b.build_int_compare(IntPredicate::EQ, before, i32t.const_zero(), "open"));
        let sum = ok(b.build_float_add(load(f64t.into(), cum).into_float_value(), m, ""));
        e.store(cum, sum);
        let full = ok(b.build_float_compare(FloatPredicate::OGT, m, f64t.const_zero(), ""));
        let counted = ok(b.build_and(open, full, ""));
        let step = ok(b.build_int_z_extend(counted, i64t, ""));
        e.store(nonempty, ok(b.build_int_add(int(nonempty), step, "")));
        let here = ok(b.build_and(
            open,
            ok(b.build_float_compare(FloatPredicate::OGE, sum, target64, "")),
            "here",
        ));
        let now = ok(b.build_int_z_extend(here, i32t, ""));
        e.store(crossed, ok(b.build_or(before, now, "")));
    });
    // 3. Lane `l` (< 15) takes the lower edge of the nonempty bin that is
    // `q - GUIDED_SIDE + l`-th from the top (`q`: the crossing's rank; with no
    // crossing, bin 0, which holds `lo`, and the last rank); a lane whose rank
    // no bin has, and lane 15, take nothing (`2^64 - 1`).
    let q = int(nonempty);
    let ranks = {
        let mut v = vi.get_undef();
        for l in 0..lanes {
            let r = ok(b.build_int_add(q, e.i64(u64::from(l)), ""));
            let r = ok(b.build_int_sub(r, e.i64(GUIDED_SIDE), "rank"));
            v = ok(b.build_insert_element(v, r, e.i32(l), ""));
        }
        v
    };
    let vb = e.ctx.bool_type().vec_type(lanes);
    let chosen = e.entry_alloca(vi.into(), "guided_candidates");
    e.store(chosen, splat(never.into(), vi));
    let rank = e.entry_alloca(i64t.into(), "guided_rank");
    e.store(rank, zero);
    e.emit_loop("guided.pick", zero, used, one, &mut |k| {
        let bin = ok(b.build_int_sub(ok(b.build_int_sub(used, one, "")), k, "bin"));
        let m = load(f64t.into(), mass_at(bin)).into_float_value();
        let full = ok(b.build_float_compare(FloatPredicate::OGT, m, f64t.const_zero(), "full"));
        let r = ok(b.build_int_add(int(rank), ok(b.build_int_z_extend(full, i64t, "")), ""));
        e.store(rank, r);
        let edge = ok(b.build_int_add(origin, ok(b.build_left_shift(bin, shift, "")), "edge"));
        let is_rank = ok(b.build_int_compare(IntPredicate::EQ, splat(r.into(), vi), ranks, ""));
        let take = ok(b.build_and(is_rank, splat(full.into(), vb), "take"));
        let old = load(vi.into(), chosen).into_vector_value();
        let new = ok(b.build_select(take, splat(edge.into(), vi), old, ""));
        e.store(chosen, new.into_vector_value());
    });
    load(vi.into(), chosen).into_vector_value()
}

/// A guided pass's new interval ([`guided_search`]): `lo` rises to the greatest threshold whose
/// fold (`sums`) reaches the target, `hi` falls to the least that does not (`w_hi`: its fold);
/// lane 15 (no candidate, or the total) is left out.
pub(super) fn narrow_interval<'ctx>(
    e: &Emitter<'_, 'ctx>,
    (thresholds, sums): (VectorValue<'ctx>, VectorValue<'ctx>),
    reaches: &dyn Fn(FloatValue<'ctx>) -> IntValue<'ctx>,
    (lo, hi, w_hi): (PointerValue<'ctx>, PointerValue<'ctx>, PointerValue<'ctx>),
) {
    let b = e.builder;
    let (f32t, i64t) = (e.ctx.f32_type(), e.ctx.i64_type());
    let lanes = thresholds.get_type().get_size();
    let lo_now = ok(b.build_load(i64t, lo, "")).into_int_value();
    let hi_now = ok(b.build_load(i64t, hi, "")).into_int_value();
    let (mut new_lo, mut new_hi) = (lo_now, hi_now);
    let mut new_w_hi = ok(b.build_load(f32t, w_hi, "")).into_float_value();
    for l in 0..lanes - 1 {
        let t = ok(b.build_extract_element(thresholds, e.i32(l), "")).into_int_value();
        let w = ok(b.build_extract_element(sums, e.i32(l), "")).into_float_value();
        let accepted = reaches(w);
        let raised = unsigned_min_max(e, IntPredicate::UGT, new_lo, t);
        new_lo = ok(b.build_select(accepted, raised, new_lo, "")).into_int_value();
        let lower = ok(b.build_int_compare(IntPredicate::ULT, t, new_hi, ""));
        let rejected = ok(b.build_not(accepted, ""));
        let better = ok(b.build_and(rejected, lower, ""));
        new_hi = ok(b.build_select(better, t, new_hi, "")).into_int_value();
        new_w_hi = ok(b.build_select(better, w, new_w_hi, "")).into_float_value();
    }
    e.store(lo, new_lo);
    e.store(hi, new_hi);
    e.store(w_hi, new_w_hi);
}
