//! The search of `rows::Search` emitted into LLVM IR: the same bitwise algorithm as the
//! reference `rows::search` (32 rounds over the ordered key bits, then one per bit of `F - 1`
//! over the index, each round one fold of the weights in the declared order), or, for a
//! summed search, passes that find the same element sooner. The CPU entry
//! runs it over the keys and weights its first loop left in scratch memory (compacted to the
//! nonzero weights when the fold is sequential; a summed search first runs guided passes,
//! [`guided_search`]: an f64 histogram estimates where the prefix weight crosses the target and
//! one exact pass of fifteen declared-order folds around the estimate narrows an interval
//! that holds the answer, until it holds one element, a pairwise sum's folds in one vector
//! counter over every element in place, [`fold_lanes_pairwise`]; what those passes leave undecided the
//! bitwise rounds finish, four per pass in the lanes of one vector,
//! [`sum_rounds_vector`], dropping after a pass the elements no later round can take when a
//! quarter or more go; a counted search compacts, after its first 16 key rounds, to the
//! elements that can still change a count, [`Compaction`]); on GPUs every lane of the workgroup
//! runs it over the keys and weights the lanes left in memory ([`Collective`]): a counted search
//! (every weight 1: top-k) counts each round's elements together, and a summed one (top-p)
//! decides `log2(lanes)` rounds per pass, each lane folding one candidate's weights
//! ([`sum_rounds_spread`]), after, in wide and split entries (which have the shared memory for
//! them), the guided passes ([`guided_spread`]): of a sequential sum with one candidate per
//! folding lane (128 picked from a histogram, or one per lane for a listed interval), which
//! fold the elements from tiles the lanes stage in shared memory ([`fold_staged`]), in a
//! search over every token only those at or above the pass's least candidate, listed in
//! order ([`fold_listed`]; the first pass a probe that folds no total), of a pairwise sum with
//! 16 candidates that all the lanes fold together, each a block of the row
//! ([`fold_pairwise_spread`]).

use inkwell::types::{BasicType, BasicTypeEnum, VectorType};
use inkwell::values::{
    BasicValue, BasicValueEnum, FloatMathValue, FloatValue, IntValue, PointerValue, VectorValue,
};
use inkwell::{FloatPredicate, IntPredicate};

use super::fold::FoldAcc;
use super::{Emitter, compact, listed, ok};
use crate::rows::{FoldKind, Pass, Search};
use crate::targets::{
    GUIDED_BIN_BITS, GUIDED_PAIRWISE_CANDIDATES, GUIDED_SEQUENTIAL_CANDIDATES, GUIDED_TILE,
};

pub use crate::rows::counts_ones;

/// One element of a search as `emit_search` reads it: its ordered key (`i32`), its weight and
/// its feature index (`i64`).
pub type Element<'ctx> = (IntValue<'ctx>, FloatValue<'ctx>, IntValue<'ctx>);

/// The elements of a search: their number (i64) and `element(j)` for `j` below it.
type Elements<'a, 'ctx> = (
    IntValue<'ctx>,
    &'a mut dyn FnMut(IntValue<'ctx>) -> Element<'ctx>,
);

/// One lane's in-place storage for a counted search ([`emit_search`]): the array `element`
/// reads its keys from (`keys(j)`, i32) and an array the search may overwrite with the
/// compacted elements' feature indices (`indices(j)`, i32). After the first
/// [`COMPACT_AFTER_ROUNDS`] key rounds, only the elements whose key shares the decided prefix
/// can change a count: they move to the front of the arrays, in order, and the other rounds
/// count over them alone, plus the number of elements above the prefix (each of which every
/// later candidate takes). Integer counts, so the decisions are the same.
///
/// A sequential-sum search on x86 (`weights` given: the elements' arrays of keys, weights and
/// feature indices, element `j` at `keys(j)`, `weights(j)`, `indices(j)`, as `element(j)` reads
/// them) drops, after a pass of rounds, the elements that no later round can take: those
/// below the decided state's threshold ([`Order`]), since every later candidate's threshold is
/// higher. They would add `+0.0` to every later fold, which changes no sum, so the decisions
/// are the same. The pass counts the elements each of its candidates takes, so the search
/// knows how many would stay, and compacts (in place, in order) when a quarter or more would
/// go ([`shrink_elements`]): a top-p search then runs its later rounds over about the nucleus
/// instead of the whole row.
pub struct Compaction<'a, 'ctx> {
    pub keys: &'a dyn Fn(IntValue<'ctx>) -> PointerValue<'ctx>,
    pub indices: &'a dyn Fn(IntValue<'ctx>) -> PointerValue<'ctx>,
    /// A summed search's weights; `None` for a counted one (its weights are all 1).
    pub weights: Option<&'a dyn Fn(IntValue<'ctx>) -> PointerValue<'ctx>>,
}

/// The elements a compaction tests at once before moving any ([`Compaction`]).
const COMPACT_CHUNK: u64 = 64;

/// The key rounds a compacting counted search runs over every element: 16 decide the sign,
/// the exponent and 7 mantissa bits of the boundary key, after which few elements share them.
pub const COMPACT_AFTER_ROUNDS: u32 = 16;

/// GPU: the lanes of a workgroup running a search together; every lane must run it, and the
/// rounds stay in step: every lane reads the same shared results, so every lane takes the same
/// branches and ends with the same state.
///
/// * A counted search: each round's count is summed over the lanes (lane `l` counts elements
///   `l, l + lanes, ..`) by integer atomic adds into `shared` (one u32) between barriers:
///   integer sums do not depend on their order, so the count is the one lane 0 would have
///   made alone.
/// * A summed search: each pass decides `log2(lanes)` rounds, lane `l` folding, over every
///   element in the declared order, the weights that node `l + 1` of the pass's decision tree
///   takes, into `shared[l]` (`lanes` f32); then every lane walks the tree
///   ([`sum_rounds_spread`]). Each fold is one candidate's, as one lane would fold it. A
///   sequential sum with `guided` arrays first runs the guided passes ([`guided_spread`]).
pub struct Collective<'ctx> {
    /// This lane (i64), whether it is lane 0, and the workgroup's lane count (a power of two).
    pub lane: IntValue<'ctx>,
    pub lane0: IntValue<'ctx>,
    pub lanes: u32,
    /// The shared words the lanes meet in: one u32 (counted) or `lanes` f32 (summed).
    pub shared: PointerValue<'ctx>,
    /// A sequential sum's guided passes ([`guided_spread`]); `None`: the rounds alone.
    pub guided: Option<GuidedShared<'ctx>>,
    /// Room for an i32 per element (global memory) where a sequential sum's guided passes
    /// after the first list the elements they fold ([`guided_spread`]); `None`: they fold
    /// every element.
    pub list: Option<PointerValue<'ctx>>,
}

/// GPU: the shared arrays of a sequential-sum search's guided passes ([`guided_spread`]),
/// `targets::guided_words`.
#[derive(Clone, Copy)]
pub struct GuidedShared<'ctx> {
    /// `2^GUIDED_BIN_BITS` f32: a pass's histogram.
    pub bins: PointerValue<'ctx>,
    /// `lanes + GUIDED_RANGE_WORDS` u64: each lane's candidate (or, first, the interval's
    /// elements), then a pass's range: the number of elements in the interval, their least
    /// and greatest ordinals, whether a weight is negative, and the elements listed so far (as
    /// candidates, then, in a pass that lists the elements it folds, `Collective::list`, as
    /// those).
    pub words: PointerValue<'ctx>,
    /// `GUIDED_TILE` u64 and `GUIDED_TILE` f32, 16-byte aligned: a tile of the elements'
    /// ordinals and weights, staged by the lanes for the folds in which each lane folds every
    /// element for its own candidate ([`fold_staged`], sequential sums). A pairwise sum's
    /// guided passes keep their candidates' block sums in the ordinals' words and the bins
    /// ([`fold_pairwise_spread`]) and have no weights tile (`None`).
    pub ordinals: PointerValue<'ctx>,
    pub weights: Option<PointerValue<'ctx>>,
}

impl<'ctx> Collective<'ctx> {
    /// The sum over the lanes of each lane's `count` (i64, below 2^32), in every lane.
    fn sum(&self, e: &Emitter<'_, 'ctx>, count: IntValue<'ctx>) -> IntValue<'ctx> {
        let b = e.builder;
        let i32t = e.ctx.i32_type();
        // Every lane has read the previous round's total before lane 0 clears it.
        super::gpu::barrier(e);
        e.emit_if("count.clear", self.lane0, &mut || {
            e.store(self.shared, i32t.const_zero());
        });
        super::gpu::barrier(e);
        let part = ok(b.build_int_truncate(count, i32t, "part"));
        ok(b.build_atomicrmw(
            inkwell::AtomicRMWBinOp::Add,
            self.shared,
            part,
            inkwell::AtomicOrdering::Monotonic,
        ));
        super::gpu::barrier(e);
        let total = ok(b.build_load(i32t, self.shared, "total")).into_int_value();
        ok(b.build_int_z_extend(total, e.ctx.i64_type(), ""))
    }
}

/// Emits search `s` of `pass` ([`emit_search`], counting when every weight is the constant
/// 1.0) over `n_elements` elements of a row of `n_features`, and stores its two uniforms (from
/// lane 0 when the lanes search together: `collective`).
#[allow(clippy::too_many_arguments)]
pub fn emit_search_pass<'ctx>(
    e: &Emitter<'_, 'ctx>,
    pass: &Pass,
    s: &Search,
    n_elements: IntValue<'ctx>,
    n_features: IntValue<'ctx>,
    target: FloatValue<'ctx>,
    uniforms: PointerValue<'ctx>,
    element: &mut dyn FnMut(IntValue<'ctx>) -> Element<'ctx>,
    collective: Option<&Collective<'ctx>>,
    compaction: Option<&Compaction<'_, 'ctx>>,
) {
    let counts = counts_ones(pass, s);
    let compaction = compaction.filter(|c| collective.is_none() && counts == c.weights.is_none());
    let (value, index) = emit_search(
        e, s.kind, counts, n_elements, n_features, target, element, collective, compaction,
    );
    let store = || {
        e.store(e.element_ptr(uniforms, e.i64(u64::from(s.value.0))), value);
        e.store(e.element_ptr(uniforms, e.i64(u64::from(s.index.0))), index);
    };
    match collective {
        None => store(),
        Some(c) => e.emit_if("search.store", c.lane0, &mut || {
            store();
            // The emulator's tests compare the result with the reference's search.
            super::gpu::simt_record(e, "search", &|| {
                let b = e.builder;
                let i64t = e.ctx.i64_type();
                let bits = |x: FloatValue<'ctx>| {
                    let x = ok(b.build_bit_cast(x, e.ctx.i32_type(), "")).into_int_value();
                    ok(b.build_int_z_extend(x, i64t, ""))
                };
                let high = ok(b.build_left_shift(bits(value), e.i64(32), ""));
                ok(b.build_or(high, bits(index), "search_result"))
            });
        }),
    }
}

/// Emits the search over the row's elements; `element(j)` for `j < n_elements` emits the
/// `j`-th element's ordered key (`rows::search_order_key`, i32), weight and feature index, in
/// increasing feature order. The elements are every feature, or (sequential sums only) every
/// feature whose weight is not zero: adding a zero to a sequential sum leaves it as it is
/// (its accumulator starts at `+0.0` and is never `-0.0`), so the folds are the same. Returns
/// `(value, index)`.
///
/// `counts`: every weight is the constant 1.0, so each round's fold is the number of elements
/// taken, exactly, in either declared order (the runtime keeps `F <= 2^24`, where every
/// partial sum of ones is exact): the rounds count in integers, which vectorises, and on GPUs
/// the lanes count together (`collective`, [`Collective`]); on one lane, with `compaction`,
/// the later rounds count over the elements that can still change a count ([`Compaction`]).
#[allow(clippy::too_many_arguments)]
pub fn emit_search<'ctx>(
    e: &Emitter<'_, 'ctx>,
    kind: FoldKind,
    counts: bool,
    n_elements: IntValue<'ctx>,
    n_features: IntValue<'ctx>,
    target: FloatValue<'ctx>,
    element: &mut dyn FnMut(IntValue<'ctx>) -> Element<'ctx>,
    collective: Option<&Collective<'ctx>>,
    compaction: Option<&Compaction<'_, 'ctx>>,
) -> (FloatValue<'ctx>, FloatValue<'ctx>) {
    let b = e.builder;
    let (f32t, i32t, i64t) = (e.ctx.f32_type(), e.ctx.i32_type(), e.ctx.i64_type());
    let (zero, one) = (e.i64(0), e.i64(1));
    let zero_f = f32t.const_float(0.0);
    // After a counted search's compaction: the compacted elements' number and the count of the
    // elements above the decided prefix (both i64).
    let compacted: std::cell::Cell<Option<(IntValue<'ctx>, IntValue<'ctx>)>> =
        std::cell::Cell::new(None);
    // Read by the rounds and by the compaction.
    let element = std::cell::RefCell::new(element);
    // The folds of the weights of the elements `take(candidate, f, key)` selects (0.0 for the
    // others), one per candidate, in one pass over the elements.
    type Take<'a, 'ctx> =
        &'a dyn Fn(IntValue<'ctx>, IntValue<'ctx>, IntValue<'ctx>) -> IntValue<'ctx>;
    let weights_of = |candidates: &[IntValue<'ctx>],
                      take: Take<'_, 'ctx>|
     -> Vec<FloatValue<'ctx>> {
        if counts {
            assert_eq!(
                candidates.len(),
                1,
                "internal error: counts run one round a pass"
            );
            // In i32 (`F <= 2^24`), so a vector register holds twice as many counts as i64.
            let count = e.entry_alloca(i32t.into(), "search_count");
            let (first, stride) = match collective {
                Some(c) => (c.lane, e.i64(u64::from(c.lanes))),
                None => (zero, one),
            };
            let add = |(key, _, f): Element<'ctx>| {
                let taken = ok(b.build_int_z_extend(take(candidates[0], f, key), i32t, ""));
                let old = ok(b.build_load(i32t, count, "")).into_int_value();
                e.store(count, ok(b.build_int_add(old, taken, "")));
            };
            match (compacted.get(), compaction) {
                // After the compaction: the elements above the prefix, then the compacted ones.
                (Some((n_compacted, above)), Some(c)) => {
                    e.store(count, ok(b.build_int_truncate(above, i32t, "")));
                    e.emit_loop("search.compacted", zero, n_compacted, one, &mut |j| {
                        let key = ok(b.build_load(i32t, (c.keys)(j), "key")).into_int_value();
                        let f = ok(b.build_load(i32t, (c.indices)(j), "f")).into_int_value();
                        let f = ok(b.build_int_z_extend(f, i64t, ""));
                        add((key, zero_f, f));
                    });
                }
                _ => {
                    e.store(count, i32t.const_zero());
                    e.emit_loop("search.feature", first, n_elements, stride, &mut |j| {
                        add((element.borrow_mut())(j))
                    });
                }
            }
            let count = ok(b.build_load(i32t, count, "count")).into_int_value();
            let mut count = ok(b.build_int_z_extend(count, i64t, "count"));
            if let Some(c) = collective {
                count = c.sum(e, count);
            }
            return vec![ok(b.build_unsigned_int_to_float(count, f32t, "weight"))];
        }
        let accs: Vec<FoldAcc<'ctx>> = candidates.iter().map(|_| FoldAcc::new(e, kind)).collect();
        e.emit_loop("search.feature", zero, n_elements, one, &mut |j| {
            let (key, weight, f) = (element.borrow_mut())(j);
            for (acc, &candidate) in accs.iter().zip(candidates) {
                let taken = take(candidate, f, key);
                let taken = ok(b.build_select(taken, weight, zero_f, "")).into_float_value();
                acc.push(e, f, taken);
            }
        });
        accs.iter().map(|acc| acc.finish(e)).collect()
    };
    let reaches =
        |w: FloatValue<'ctx>| ok(b.build_float_compare(FloatPredicate::OGE, w, target, ""));
    let value = e.entry_alloca(f32t.into(), "search_value");
    let index = e.entry_alloca(f32t.into(), "search_index");
    e.store(value, f32t.const_float(f64::NEG_INFINITY));
    e.store(index, f32t.const_float(f64::INFINITY));
    let all = e.ctx.bool_type().const_int(1, false);
    let total = || weights_of(&[e.i32(0)], &|_, _, _| all)[0];
    // The bitwise search of `n_rounds` rounds on `state` (round `r` tries bit `bit_of(r)`).
    // A count runs one round per pass (its pass is a vectorised count). A sequential sum on
    // x86 runs four rounds per pass, its fifteen candidates in the lanes of one vector
    // ([`sum_rounds_vector`]); GPU lanes searching together, `log2(lanes)` rounds per pass
    // ([`sum_rounds_spread`]). Another sum (pairwise, on x86), whose pass
    // is a chain of dependent adds, runs two rounds per pass: it folds the first round's candidate
    // and both candidates the second round may try (after an accepted or a rejected first
    // round) side by side, three independent chains for the latency of one, then picks. Each
    // chain is the declared-order fold of its candidate's weights, so the rounds decide as
    // they would one by one. A missing second round (odd `n_rounds`) tries bit 0: its candidate
    // is the state itself, which always reaches the target (the search runs only when every
    // element reaches it, and a state is only ever a candidate that reached it), so it keeps
    // the state.
    let vector = !e.family.gpu_mapping() && kind == FoldKind::Sum;
    // A summed search on x86 with its arrays ([`Compaction`]): how many elements are left
    // (i64). A sequential sum may drop some; a pairwise one keeps every element in place (its
    // tree depends on their positions), but takes the guided passes too.
    let host_guided =
        !e.family.gpu_mapping() && matches!(kind, FoldKind::Sum | FoldKind::SumPairwise);
    let live = (host_guided && !counts && compaction.is_some()).then(|| {
        let live = e.entry_alloca(i64t.into(), "search_live");
        e.store(live, n_elements);
        live
    });
    let bisect = |state: PointerValue<'ctx>,
                  ty: inkwell::types::IntType<'ctx>,
                  n_rounds: IntValue<'ctx>,
                  bit_of: &dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>,
                  take: Take<'_, 'ctx>,
                  order: Order<'ctx>| {
        if let (Some(c), false) = (collective, counts) {
            let mut element = element.borrow_mut();
            let elements: &mut dyn FnMut(IntValue<'ctx>) -> Element<'ctx> = &mut **element;
            let rounds = (state, ty, n_rounds, bit_of);
            sum_rounds_spread(e, kind, c, rounds, take, (n_elements, elements), &reaches);
            return;
        }
        if vector && !counts {
            let mut element = element.borrow_mut();
            let elements: &mut dyn FnMut(IntValue<'ctx>) -> Element<'ctx> = &mut **element;
            let live = live.map(|live| (compaction.expect("internal error: no arrays"), live));
            sum_rounds_vector(
                e,
                state,
                ty,
                n_rounds,
                bit_of,
                (n_elements, elements),
                order,
                &reaches,
                live,
            );
            return;
        }
        if counts {
            e.emit_loop("search.round", zero, n_rounds, one, &mut |round| {
                let current = ok(b.build_load(ty, state, "")).into_int_value();
                let candidate = ok(b.build_or(current, bit_of(round), "candidate"));
                let w = weights_of(&[candidate], take)[0];
                e.store(
                    state,
                    ok(b.build_select(reaches(w), candidate, current, "")),
                );
            });
            return;
        }
        let pairs = ok(b.build_int_add(n_rounds, one, ""));
        let pairs = ok(b.build_right_shift(pairs, one, false, "round_pairs"));
        e.emit_loop("search.round_pair", zero, pairs, one, &mut |pair| {
            let first = ok(b.build_int_add(pair, pair, "first_round"));
            let second = ok(b.build_int_add(first, one, "second_round"));
            let has_second = ok(b.build_int_compare(IntPredicate::ULT, second, n_rounds, ""));
            let second = ok(b.build_select(has_second, second, first, "")).into_int_value();
            let bit2 = ok(b.build_select(has_second, bit_of(second), ty.const_zero(), ""))
                .into_int_value();
            let current = ok(b.build_load(ty, state, "")).into_int_value();
            let c1 = ok(b.build_or(current, bit_of(first), "candidate"));
            let c2_after_accept = ok(b.build_or(c1, bit2, ""));
            let c2_after_reject = ok(b.build_or(current, bit2, ""));
            let w = weights_of(&[c1, c2_after_accept, c2_after_reject], take);
            let accepted = reaches(w[0]);
            let state1 = ok(b.build_select(accepted, c1, current, "")).into_int_value();
            let c2 =
                ok(b.build_select(accepted, c2_after_accept, c2_after_reject, "")).into_int_value();
            let w2 = ok(b.build_select(accepted, w[1], w[2], "")).into_float_value();
            e.store(state, ok(b.build_select(reaches(w2), c2, state1, "")));
        });
    };

    // `e*` as its key (`hi`) and its position `mask - f` (`lo`), with `mask = 2^b - 1` and `b`
    // the bit length of `F - 1`: the value and index the search defines.
    let store_found = |hi: IntValue<'ctx>, lo: IntValue<'ctx>, mask: IntValue<'ctx>| {
        e.store(value, key_value(e, hi));
        let position = ok(b.build_int_sub(mask, lo, ""));
        e.store(
            index,
            ok(b.build_unsigned_int_to_float(position, f32t, "search_index")),
        );
    };
    // The bitwise rounds; returns `(hi, lo, mask)`.
    let rounds = || {
        // Key bits: the largest `hi` whose elements `key >= hi` reach the target.
        let hi = e.entry_alloca(i32t.into(), "search_hi");
        e.store(hi, i32t.const_zero());
        let key_bit = |round: IntValue<'ctx>| {
            let shift = ok(b.build_int_sub(e.i64(31), round, ""));
            let shift = ok(b.build_int_truncate(shift, i32t, ""));
            ok(b.build_left_shift(i32t.const_int(1, false), shift, "bit"))
        };
        let at_least =
            |candidate, _, key| ok(b.build_int_compare(IntPredicate::UGE, key, candidate, ""));
        match compaction.filter(|_| counts) {
            None => bisect(hi, i32t, e.i64(32), &key_bit, &at_least, Order::Key),
            Some(c) => {
                let first_rounds = e.i64(u64::from(COMPACT_AFTER_ROUNDS));
                bisect(hi, i32t, first_rounds, &key_bit, &at_least, Order::Key);
                let decided = ok(b.build_load(i32t, hi, "decided")).into_int_value();
                let mut element = element.borrow_mut();
                compacted.set(Some(compact_prefix(
                    e,
                    c,
                    n_elements,
                    decided,
                    &mut **element,
                )));
                let later = e.i64(u64::from(32 - COMPACT_AFTER_ROUNDS));
                bisect(
                    hi,
                    i32t,
                    later,
                    &|round| key_bit(ok(b.build_int_add(round, first_rounds, ""))),
                    &at_least,
                    Order::Key,
                );
            }
        }
        let hi = ok(b.build_load(i32t, hi, "hi")).into_int_value();
        // Index bits: positions `mask - f`.
        let (bits, mask) = index_mask(e, n_features);
        let lo = e.entry_alloca(i64t.into(), "search_lo");
        e.store(lo, zero);
        let index_bit = |round: IntValue<'ctx>| {
            let shift = ok(b.build_int_sub(ok(b.build_int_sub(bits, one, "")), round, ""));
            ok(b.build_left_shift(one, shift, "bit"))
        };
        let after_key = |candidate, f, key| {
            let above = ok(b.build_int_compare(IntPredicate::UGT, key, hi, ""));
            let tie = ok(b.build_int_compare(IntPredicate::EQ, key, hi, ""));
            let position = ok(b.build_int_sub(mask, f, ""));
            let early = ok(b.build_int_compare(IntPredicate::UGE, position, candidate, ""));
            ok(b.build_or(above, ok(b.build_and(tie, early, "")), ""))
        };
        bisect(
            lo,
            i64t,
            bits,
            &index_bit,
            &after_key,
            Order::Index { hi, mask },
        );
        let lo = ok(b.build_load(i64t, lo, "lo")).into_int_value();
        (hi, lo, mask)
    };
    // The rounds, when `run` holds.
    let search = |run: IntValue<'ctx>| {
        e.emit_if("search", run, &mut || {
            let (hi, lo, mask) = rounds();
            store_found(hi, lo, mask);
        })
    };
    // A sequential-sum search first runs guided passes, which also fold the total: on x86
    // when it may drop elements ([`guided_search`]), on GPU lanes with the shared arrays for
    // them ([`guided_spread`]); the rounds finish when those do not find `e*`.
    enum Guide<'a, 'b, 'ctx> {
        Host(&'a Compaction<'b, 'ctx>, PointerValue<'ctx>),
        Lanes(&'a Collective<'ctx>, GuidedShared<'ctx>),
    }
    let guide = match (live, compaction, collective) {
        (Some(live), Some(arrays), _) if !counts => Some(Guide::Host(arrays, live)),
        (_, _, Some(c)) if !counts && matches!(kind, FoldKind::Sum | FoldKind::SumPairwise) => {
            c.guided.map(|g| Guide::Lanes(c, g))
        }
        _ => None,
    };
    match guide {
        Some(guide) => {
            let positive = ok(b.build_float_compare(FloatPredicate::OGT, target, zero_f, ""));
            e.emit_if("search.positive", positive, &mut || {
                let (_, mask) = index_mask(e, n_features);
                let found = e.entry_alloca(i64t.into(), "guided_ordinal");
                let outcome = {
                    let mut element = element.borrow_mut();
                    match guide {
                        Guide::Host(arrays, live) => {
                            let arrays = (arrays, live);
                            let goal = (target, &reaches as &dyn Fn(_) -> _);
                            guided_search(e, kind, arrays, &mut **element, mask, goal, found)
                        }
                        Guide::Lanes(c, g) => {
                            let elements: &mut dyn FnMut(IntValue<'ctx>) -> Element<'ctx> =
                                &mut **element;
                            let elements = (n_elements, elements);
                            let goal = (target, &reaches as &dyn Fn(_) -> _);
                            guided_spread(e, kind, (c, g), elements, mask, goal, found)
                        }
                    }
                };
                let is = |o: Guided| {
                    let o = i32t.const_int(o as u64, false);
                    ok(b.build_int_compare(IntPredicate::EQ, outcome, o, ""))
                };
                e.emit_if_else(
                    "search.guided",
                    is(Guided::Found),
                    &mut || {
                        let ordinal = ok(b.build_load(i64t, found, "")).into_int_value();
                        let key = ok(b.build_right_shift(ordinal, e.i64(32), false, ""));
                        let key = ok(b.build_int_truncate(key, i32t, "hi"));
                        let low = i64t.const_int(0xffff_ffff, false);
                        store_found(key, ok(b.build_and(ordinal, low, "lo")), mask);
                    },
                    &mut || {
                        // Undecided after every guided pass: the total reached the target.
                        // Negative weights: nothing is known and nothing was dropped.
                        let run = e.entry_alloca(e.ctx.bool_type().into(), "search_run");
                        e.store(run, is(Guided::Undecided));
                        e.emit_if("search.total", is(Guided::Negative), &mut || {
                            e.store(run, reaches(total()));
                        });
                        let run = ok(b.build_load(e.ctx.bool_type(), run, "search.run"));
                        search(run.into_int_value());
                    },
                );
            });
        }
        _ => {
            let total = total();
            let positive = ok(b.build_float_compare(FloatPredicate::OGT, target, zero_f, ""));
            search(ok(b.build_and(reaches(total), positive, "search.run")));
        }
    }
    (e.load_f32(value), e.load_f32(index))
}

/// A search round's test as one unsigned 64-bit comparison: candidate `c` takes an element
/// exactly when the element's ordinal is at least `threshold(c)`. The vector rounds
/// ([`sum_rounds_vector`]) use this form; the scalar rounds keep the 32-bit tests it restates
/// (`at_least` and `after_key` in [`emit_search`]), which count in more lanes per vector.
#[derive(Clone, Copy)]
enum Order<'ctx> {
    /// The key rounds: `key >= c`, as `key * 2^32 >= c * 2^32`.
    Key,
    /// The index rounds once the key `hi` is decided: `key > hi || (key == hi && mask - f >=
    /// c)`, as `key * 2^32 + (mask - f) >= hi * 2^32 + c` (positions and candidates are below
    /// `2^24`).
    Index {
        hi: IntValue<'ctx>,
        mask: IntValue<'ctx>,
    },
    /// Whole ordinals (`guided_search`): an element's is `key * 2^32 + (mask - f)`, and a
    /// candidate is one.
    Full { mask: IntValue<'ctx> },
}

impl<'ctx> Order<'ctx> {
    fn high(e: &Emitter<'_, 'ctx>, word: IntValue<'ctx>) -> IntValue<'ctx> {
        let b = e.builder;
        let wide = ok(b.build_int_z_extend(word, e.ctx.i64_type(), ""));
        ok(b.build_left_shift(wide, e.i64(32), ""))
    }

    fn threshold(self, e: &Emitter<'_, 'ctx>, c: IntValue<'ctx>) -> IntValue<'ctx> {
        let b = e.builder;
        match self {
            Order::Key => Self::high(e, c),
            Order::Index { hi, .. } => ok(b.build_or(Self::high(e, hi), c, "threshold")),
            Order::Full { .. } => c,
        }
    }

    fn ordinal(
        self,
        e: &Emitter<'_, 'ctx>,
        f: IntValue<'ctx>,
        key: IntValue<'ctx>,
    ) -> IntValue<'ctx> {
        let b = e.builder;
        match self {
            Order::Key => Self::high(e, key),
            Order::Index { mask, .. } | Order::Full { mask } => {
                let position = ok(b.build_int_sub(mask, f, "position"));
                ok(b.build_or(Self::high(e, key), position, "ordinal"))
            }
        }
    }
}

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
fn sum_rounds_vector<'ctx>(
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

/// The balanced tree of `values` (a power of two of them, in element order), `older + newer`
/// as the binary counter merges: the pairwise sum of one aligned block, whose result the
/// counter takes as one push ([`fold_lanes_pairwise`], [`fold_pairwise_spread`]).
fn balanced_sum<'ctx, T: FloatMathValue<'ctx> + Copy>(
    e: &Emitter<'_, 'ctx>,
    mut values: Vec<T>,
) -> T {
    assert!(
        values.len().is_power_of_two(),
        "internal error: a balanced tree of {} values",
        values.len()
    );
    while values.len() > 1 {
        values = values
            .chunks(2)
            .map(|pair| ok(e.builder.build_float_add(pair[0], pair[1], "eight")))
            .collect();
    }
    values[0]
}

/// The binary counter of a guided pass's pairwise sums ([`fold_lanes_pairwise`],
/// [`fold_pairwise_spread`]): `slots` sums side by side, each a value of `ty` (f32 or a vector
/// of f32), pushed a group of elements at a time (the group's balanced tree, into
/// [`GroupCounter::carry`]); level `v` of slot `k` sits at `stack[v * slots + k]`.
struct GroupCounter<'ctx> {
    ty: BasicTypeEnum<'ctx>,
    slots: u32,
    stack: PointerValue<'ctx>,
    carry: PointerValue<'ctx>,
}

impl<'ctx> GroupCounter<'ctx> {
    /// A counter of `levels` levels (groups up to `2^levels`), its arrays named after `name`.
    fn new(
        e: &Emitter<'_, 'ctx>,
        ty: BasicTypeEnum<'ctx>,
        (slots, levels): (u32, u32),
        name: &str,
    ) -> Self {
        let stack_ty = ty.array_type(levels * slots).into();
        GroupCounter {
            ty,
            slots,
            stack: e.entry_alloca(stack_ty, &format!("{name}_stack")),
            carry: e.entry_alloca(ty.array_type(slots).into(), &format!("{name}_carry")),
        }
    }

    /// Slot `k`'s carry: the group sum to push, and the sum after [`GroupCounter::finish`].
    fn carry(&self, e: &Emitter<'_, 'ctx>, k: u32) -> PointerValue<'ctx> {
        self.at(e, self.carry, e.i64(u64::from(k)))
    }

    fn at(
        &self,
        e: &Emitter<'_, 'ctx>,
        base: PointerValue<'ctx>,
        index: IntValue<'ctx>,
    ) -> PointerValue<'ctx> {
        // SAFETY (of the IR): a level is below the bit length of the groups' count, within the
        // stack; `k < slots`.
        ok(unsafe { e.builder.build_in_bounds_gep(self.ty, base, &[index], "") })
    }

    fn level(&self, e: &Emitter<'_, 'ctx>, v: IntValue<'ctx>, k: u32) -> PointerValue<'ctx> {
        let b = e.builder;
        let first = ok(b.build_int_mul(v, e.i64(u64::from(self.slots)), ""));
        self.at(
            e,
            self.stack,
            ok(b.build_int_add(first, e.i64(u64::from(k)), "")),
        )
    }

    /// `carry[k] = level v of k + carry[k]` (`older + newer`) for every slot.
    fn merge(&self, e: &Emitter<'_, 'ctx>, v: IntValue<'ctx>) {
        for k in 0..self.slots {
            let older = ok(e.builder.build_load(self.ty, self.level(e, v, k), ""));
            let newer = ok(e.builder.build_load(self.ty, self.carry(e, k), ""));
            let sum: BasicValueEnum<'ctx> = match (older, newer) {
                (BasicValueEnum::FloatValue(o), BasicValueEnum::FloatValue(n)) => {
                    ok(e.builder.build_float_add(o, n, "")).into()
                }
                (BasicValueEnum::VectorValue(o), BasicValueEnum::VectorValue(n)) => {
                    ok(e.builder.build_float_add(o, n, "")).into()
                }
                _ => unreachable!("internal error: a pairwise counter of {:?}", self.ty),
            };
            e.store(self.carry(e, k), sum);
        }
    }

    /// Pushes the carries as group `group`'s sums: they merge with the partial sums of the
    /// trailing ones of `group`, then take the level above them.
    fn push(&self, e: &Emitter<'_, 'ctx>, name: &str, group: IntValue<'ctx>) {
        let b = e.builder;
        let ones = e.bit_count("llvm.cttz", ok(b.build_not(group, "")));
        e.emit_loop(
            &format!("{name}.merge"),
            e.i64(0),
            ones,
            e.i64(1),
            &mut |v| self.merge(e, v),
        );
        for k in 0..self.slots {
            let carry = ok(b.build_load(self.ty, self.carry(e, k), ""));
            e.store(self.level(e, ones, k), carry);
        }
    }

    /// The counter's finish after `groups` pushes: its partial sums sit at the set bits of
    /// `groups`, newest (lowest) first: `older + acc`, into the carries.
    fn finish(&self, e: &Emitter<'_, 'ctx>, name: &str, groups: IntValue<'ctx>) {
        let b = e.builder;
        for k in 0..self.slots {
            e.store(self.carry(e, k), self.ty.const_zero());
        }
        let (zero, one) = (e.i64(0), e.i64(1));
        let levels = ok(b.build_int_sub(e.i64(64), e.bit_count("llvm.ctlz", groups), ""));
        e.emit_loop(&format!("{name}.finish"), zero, levels, one, &mut |v| {
            let bit = ok(b.build_and(ok(b.build_right_shift(groups, v, false, "")), one, ""));
            let held = ok(b.build_int_compare(IntPredicate::NE, bit, zero, "held"));
            e.emit_if(&format!("{name}.held"), held, &mut || self.merge(e, v));
        });
    }
}

/// The lanes of an x86 pairwise-sum guided pass ([`guided_search`]): one pass over the
/// `n_elements` elements folding, in lane `l` of one vector, the pairwise sum of the weights of
/// the elements whose ordinal reaches `thresholds[l]`, in element order. As in
/// [`fold_pairwise_spread`] (whose doc says why this is the declared tree's result, up to the
/// sign of a zero sum, for weights that are not negative), eight elements at a time as a
/// balanced tree, the eights merged by one binary counter of vectors whose merges every lane
/// shares. Returns the sums.
#[allow(clippy::type_complexity)]
fn fold_lanes_pairwise<'ctx>(
    e: &Emitter<'_, 'ctx>,
    thresholds: VectorValue<'ctx>,
    (n_elements, element): Elements<'_, 'ctx>,
    order: Order<'ctx>,
) -> VectorValue<'ctx> {
    /// The elements added as one balanced tree before a counter push.
    const GROUP: u64 = 8;
    /// The counter's levels (of eights).
    const LEVELS: u32 = 64;
    let b = e.builder;
    let lanes = thresholds.get_type().get_size();
    let (vf, vi) = (e.ctx.f32_type().vec_type(lanes), thresholds.get_type());
    let (zero, one) = (e.i64(0), e.i64(1));
    let zero_f = e.ctx.f32_type().const_zero();
    let counter = GroupCounter::new(e, vf.into(), (1, LEVELS), "pairwise_lanes");
    let groups = ok(b.build_int_add(n_elements, e.i64(GROUP - 1), ""));
    let groups = ok(b.build_right_shift(groups, e.i64(GROUP.trailing_zeros().into()), false, ""));
    e.emit_loop("pairwise_lanes.group", zero, groups, one, &mut |group| {
        let first = ok(b.build_int_mul(group, e.i64(GROUP), "first"));
        // Past the row: weight +0.0 (the padding); `first` is inside.
        let tree: Vec<VectorValue<'ctx>> = (0..GROUP)
            .map(|i| {
                let j = ok(b.build_int_add(first, e.i64(i), ""));
                let inside = ok(b.build_int_compare(IntPredicate::ULT, j, n_elements, ""));
                let j = ok(b.build_select(inside, j, first, "")).into_int_value();
                let (key, weight, f) = element(j);
                let weight = ok(b.build_select(inside, weight, zero_f, "")).into_float_value();
                let ordinal = splat(e, order.ordinal(e, f, key).into(), vi);
                let take = ok(b.build_int_compare(IntPredicate::UGE, ordinal, thresholds, "take"));
                let weight = splat(e, weight.into(), vf);
                ok(b.build_select(take, weight, vf.const_zero(), "")).into_vector_value()
            })
            .collect();
        e.store(counter.carry(e, 0), balanced_sum(e, tree));
        counter.push(e, "pairwise_lanes", group);
    });
    counter.finish(e, "pairwise_lanes", groups);
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
fn fold_lanes<'ctx>(
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
    let never = splat(
        e,
        vi.get_element_type()
            .into_int_type()
            .const_all_ones()
            .into(),
        vi,
    );
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

/// `v` in every lane of a vector of type `ty`.
fn splat<'ctx>(
    e: &Emitter<'_, 'ctx>,
    v: BasicValueEnum<'ctx>,
    ty: VectorType<'ctx>,
) -> VectorValue<'ctx> {
    let b = e.builder;
    let first = ok(b.build_insert_element(ty.get_undef(), v, e.i32(0), ""));
    let zeros = e.ctx.i32_type().vec_type(ty.get_size()).const_zero();
    ok(b.build_shuffle_vector(first, ty.get_undef(), zeros, "splat"))
}

/// How the guided passes of a search ended ([`guided_search`]).
#[derive(Clone, Copy)]
enum Guided {
    /// Every pass ran without finding `e*` (the total reached the target).
    Undecided = 0,
    /// `e*` found.
    Found = 1,
    /// The total does not reach the target: the search defines `(-inf, +inf)`.
    Absent = 2,
    /// A weight is negative, so `W` need not be monotone: no pass ran past the first loop
    /// and no element was dropped.
    Negative = 3,
}

/// The passes a guided search runs ([`guided_search`]) before the bitwise rounds take over.
const GUIDED_PASSES: u64 = 8;

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
///    `+0.0` and the search defines `(-inf, +inf)`. One, after the first pass: it is `e*`.
///    Otherwise the interval shrinks to those ordinals (which changes neither `W(lo)` nor
///    `W(hi)`).
/// 2. A histogram of the interval's elements in about as many bins as elements (at most
///    `2^GUIDED_BIN_BITS`), their weights summed in f64, estimates `W` at each bin's lower edge
///    as the exact `W(hi)` plus the bins above; the estimate's crossing of the target is where
///    `e*` probably lies.
/// 3. The candidates are the lower edges of the nonempty bins nearest the crossing,
///    [`GUIDED_SIDE`] each side and its own; one pass folds `W` exactly at each
///    ([`fold_lanes`]; in the first pass lane 15 folds the total, and a total below the target
///    ends the search with `(-inf, +inf)`, as the rounds' check would), and the interval becomes
///    the one between the greatest candidate that reaches the target and the least that does
///    not.
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
/// instead of being compacted away), folding its candidates with [`fold_lanes_pairwise`]; the
/// rounds after it are the two-per-pass ones.
fn guided_search<'ctx>(
    e: &Emitter<'_, 'ctx>,
    kind: FoldKind,
    (arrays, live): (&Compaction<'_, 'ctx>, PointerValue<'ctx>),
    element: &mut dyn FnMut(IntValue<'ctx>) -> Element<'ctx>,
    mask: IntValue<'ctx>,
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
                    let (key, weight, f) = element(j);
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
                        let n_kept = shrink_elements(e, arrays, n, element, order, lo_now);
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
                let decided = (n_inside, first, any_negative);
                let go = range_outcome(e, first_pass, decided, found, &set);
                e.emit_if("guided.narrow", go, &mut || {
                    // The interval is its elements' ordinals (at least two).
                    e.store(lo, first);
                    e.store(hi, ok(b.build_int_add(last, one, "")));
                    let interval = (first, last, n_inside);
                    let estimate = (target, load(f32t.into(), w_hi).into_float_value());
                    let chosen = guided_candidates(e, live, element, order, interval, estimate);
                    // The first pass's lane 15 folds the total (every element: threshold 0).
                    let last_lane =
                        ok(b.build_select(first_pass, zero, never, "")).into_int_value();
                    let thresholds =
                        ok(b.build_insert_element(chosen, last_lane, e.i32(lanes - 1), ""));
                    // The exact folds, then the interval between the candidates.
                    let n = int(live);
                    let sums = match kind {
                        FoldKind::SumPairwise => {
                            fold_lanes_pairwise(e, thresholds, (n, element), order)
                        }
                        _ => fold_lanes(e, thresholds, (n, element), order, (acc, None)),
                    };
                    let total = ok(b.build_extract_element(sums, e.i32(lanes - 1), "total"));
                    let short = ok(b.build_not(reaches(total.into_float_value()), ""));
                    let absent = ok(b.build_and(first_pass, short, "absent"));
                    e.emit_if("guided.absent", absent, &mut || set(Guided::Absent));
                    narrow_interval(e, (thresholds, sums), reaches, (lo, hi, w_hi));
                });
            });
        },
    );
    load(i32t.into(), outcome).into_int_value()
}

/// A guided search's interval `[lo, hi)` (i64 allocas), `W(hi)` (f32) and [`Guided`] outcome
/// (i32), as [`guided_search`] and [`guided_spread`] start them: every ordinal (`W(2^64 - 1)`
/// is 0), `Undecided`.
struct Interval<'ctx> {
    lo: PointerValue<'ctx>,
    hi: PointerValue<'ctx>,
    w_hi: PointerValue<'ctx>,
    outcome: PointerValue<'ctx>,
}

impl<'ctx> Interval<'ctx> {
    fn new(e: &Emitter<'_, 'ctx>) -> Interval<'ctx> {
        let (f32t, i32t, i64t) = (e.ctx.f32_type(), e.ctx.i32_type(), e.ctx.i64_type());
        let interval = Interval {
            lo: e.entry_alloca(i64t.into(), "guided_lo"),
            hi: e.entry_alloca(i64t.into(), "guided_hi"),
            w_hi: e.entry_alloca(f32t.into(), "guided_w_hi"),
            outcome: e.entry_alloca(i32t.into(), "guided_outcome"),
        };
        e.store(interval.lo, e.i64(0));
        e.store(interval.hi, i64t.const_int(u64::MAX, false));
        e.store(interval.w_hi, f32t.const_zero());
        let undecided = i32t.const_int(Guided::Undecided as u64, false);
        e.store(interval.outcome, undecided);
        interval
    }
}

/// A guided pass's range ([`guided_search`], [`guided_spread`]), as i64 allocas: how many
/// elements are in the interval, and their least and greatest ordinals.
struct Range<'ctx> {
    count: PointerValue<'ctx>,
    least: PointerValue<'ctx>,
    greatest: PointerValue<'ctx>,
}

impl<'ctx> Range<'ctx> {
    fn new(e: &Emitter<'_, 'ctx>) -> Range<'ctx> {
        let i64t = e.ctx.i64_type();
        Range {
            count: e.entry_alloca(i64t.into(), "guided_count"),
            least: e.entry_alloca(i64t.into(), "guided_least"),
            greatest: e.entry_alloca(i64t.into(), "guided_greatest"),
        }
    }

    /// No element yet.
    fn reset(&self, e: &Emitter<'_, 'ctx>) {
        e.store(self.count, e.i64(0));
        e.store(self.least, e.ctx.i64_type().const_int(u64::MAX, false));
        e.store(self.greatest, e.i64(0));
    }

    /// One element of ordinal `o`, counted when `inside`.
    fn push(&self, e: &Emitter<'_, 'ctx>, o: IntValue<'ctx>, inside: IntValue<'ctx>) {
        let b = e.builder;
        let i64t = e.ctx.i64_type();
        let int = |ptr: PointerValue<'ctx>| ok(b.build_load(i64t, ptr, "")).into_int_value();
        let more = ok(b.build_int_z_extend(inside, i64t, ""));
        e.store(self.count, ok(b.build_int_add(int(self.count), more, "")));
        let low = ok(b.build_select(inside, o, i64t.const_int(u64::MAX, false), ""));
        let least = unsigned_min_max(e, IntPredicate::ULT, int(self.least), low.into_int_value());
        e.store(self.least, least);
        let high = ok(b.build_select(inside, o, e.i64(0), "")).into_int_value();
        let greatest = unsigned_min_max(e, IntPredicate::UGT, int(self.greatest), high);
        e.store(self.greatest, greatest);
    }
}

/// What a guided pass's range decides ([`guided_search`], [`guided_spread`]), from the number
/// of elements in the interval, the least one's ordinal and whether a weight is negative: no
/// element ends the search (`Absent`: the total is `+0.0`, below the target); one does once
/// `W(lo)` is known to reach the target (not `unsettled`: after the first pass on x86, whose
/// exact fold checks the total; `Found`: `e*`, its ordinal in `found`); a negative weight
/// leaves it to the rounds (`Negative`). Returns whether the pass goes on to narrow the
/// interval.
fn range_outcome<'ctx>(
    e: &Emitter<'_, 'ctx>,
    unsettled: IntValue<'ctx>,
    (n_inside, first, any_negative): (IntValue<'ctx>, IntValue<'ctx>, IntValue<'ctx>),
    found: PointerValue<'ctx>,
    set: &dyn Fn(Guided),
) -> IntValue<'ctx> {
    let b = e.builder;
    let none = ok(b.build_int_compare(IntPredicate::EQ, n_inside, e.i64(0), "none"));
    let single = ok(b.build_int_compare(IntPredicate::EQ, n_inside, e.i64(1), "single"));
    let single = ok(b.build_and(single, ok(b.build_not(unsettled, "")), "single"));
    e.store(found, first);
    e.emit_if("guided.single", single, &mut || set(Guided::Found));
    e.emit_if("guided.none", none, &mut || set(Guided::Absent));
    e.emit_if("guided.negative", any_negative, &mut || {
        set(Guided::Negative)
    });
    let stop = ok(b.build_or(ok(b.build_or(single, none, "")), any_negative, "stop"));
    ok(b.build_not(stop, "narrow"))
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
fn guided_candidates<'ctx>(
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
        let stop = ok(b.build_int_add(start, chunk, ""));
        let past = ok(b.build_int_compare(IntPredicate::UGT, stop, n, ""));
        let stop = ok(b.build_select(past, n, stop, "chunk_end")).into_int_value();
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

/// The bins of a guided pass over the interval of the elements' ordinals `first ..= last`
/// (`n_inside` of them): `(shift, used)`, `used` bins of `2^shift` ordinals from `first`, about
/// as many as the elements and at most `2^GUIDED_BIN_BITS`.
fn guided_bins<'ctx>(
    e: &Emitter<'_, 'ctx>,
    (first, last, n_inside): (IntValue<'ctx>, IntValue<'ctx>, IntValue<'ctx>),
) -> (IntValue<'ctx>, IntValue<'ctx>) {
    let b = e.builder;
    let span = ok(b.build_int_sub(last, first, "span"));
    let bit_length = |x| ok(b.build_int_sub(e.i64(64), e.bit_count("llvm.ctlz", x), ""));
    let most = e.i64(u64::from(GUIDED_BIN_BITS));
    let bin_bits = unsigned_min_max(e, IntPredicate::ULT, bit_length(n_inside), most);
    let bits = bit_length(span);
    let wide = ok(b.build_int_compare(IntPredicate::UGT, bits, bin_bits, ""));
    let excess = ok(b.build_int_sub(bits, bin_bits, ""));
    let shift = ok(b.build_select(wide, excess, e.i64(0), "bin_shift")).into_int_value();
    let used = ok(b.build_int_add(
        ok(b.build_right_shift(span, shift, false, "")),
        e.i64(1),
        "used_bins",
    ));
    (shift, used)
}

/// A guided pass's new interval ([`guided_search`]): `lo` rises to the greatest threshold whose
/// fold (`sums`) reaches the target, `hi` falls to the least that does not (`w_hi`: its fold);
/// lane 15 (no candidate, or the total) is left out.
fn narrow_interval<'ctx>(
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

/// GPU: [`guided_search`] with the lanes of a workgroup (`c`, every lane running it and every
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
/// fold all of them together over every element in place ([`fold_pairwise_spread`]): each
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
fn guided_spread<'ctx>(
    e: &Emitter<'_, 'ctx>,
    kind: FoldKind,
    (c, g): (&Collective<'ctx>, GuidedShared<'ctx>),
    (n_elements, element): Elements<'_, 'ctx>,
    mask: IntValue<'ctx>,
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
                super::gpu::barrier(e);
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
                super::gpu::barrier(e);
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
                            super::gpu::barrier(e);
                            let mine =
                                ok(b.build_int_compare(IntPredicate::ULT, c.lane, n_inside, ""));
                            let listed = ok(b.build_select(mine, int(word(c.lane)), never, ""));
                            e.store(candidate, listed);
                        },
                        &mut || {
                            let (shift, used) = guided_bins(e, (first, last, n_inside));
                            let bin_at = |bin: IntValue<'ctx>| e.element_ptr(g.bins, bin);
                            e.emit_loop("guided.clear", c.lane, used, stride, &mut |bin| {
                                e.store(bin_at(bin), zero_f);
                            });
                            super::gpu::barrier(e);
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
                            super::gpu::barrier(e);
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
                        super::gpu::simt_mark(e, "search.guided_probe")
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
                        super::gpu::barrier(e);
                        fold_pairwise_spread(e, (c, g), elements, mask, picked_slots as u32);
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
                    super::gpu::simt_mark(e, "search.guided_pass");
                    super::gpu::barrier(e);
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
                        super::gpu::simt_mark(e, "search.guided_probe_missed")
                    });
                });
            });
        },
    );
    // Every lane has read the candidates and their folds before the rounds write theirs.
    super::gpu::barrier(e);
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
fn fold_listed<'ctx>(
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
fn fold_staged<'ctx>(
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
        super::gpu::simt_mark(e, "search.staged_tile");
        let base = ok(b.build_int_mul(t, tile, "tile_base"));
        // Every lane has folded the previous tile (or the previous pass's last).
        super::gpu::barrier(e);
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
        super::gpu::barrier(e);
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
fn fold_pairwise_spread<'ctx>(
    e: &Emitter<'_, 'ctx>,
    (c, g): (&Collective<'ctx>, GuidedShared<'ctx>),
    (n_elements, element): Elements<'_, 'ctx>,
    mask: IntValue<'ctx>,
    slots: u32,
) {
    /// The elements a lane adds as one balanced tree per slot before a counter push.
    const GROUP: u64 = 8;
    /// The counter's levels (of eights): blocks of up to `2^32` eights.
    const LEVELS: u32 = 32;
    let b = e.builder;
    let (f32t, i64t) = (e.ctx.f32_type(), e.ctx.i64_type());
    let (zero, one) = (e.i64(0), e.i64(1));
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
    // The block: the least power of two, at least `GROUP`, with `lanes * block >= n`.
    let per_lane = ok(b.build_int_add(n_elements, e.i64(lanes - 1), ""));
    let per_lane = ok(b.build_int_unsigned_div(per_lane, e.i64(lanes), ""));
    let per_lane = unsigned_min_max(e, IntPredicate::UGT, per_lane, e.i64(GROUP));
    let last = ok(b.build_int_sub(per_lane, one, ""));
    let bits = ok(b.build_int_sub(e.i64(64), e.bit_count("llvm.ctlz", last), ""));
    let block = ok(b.build_left_shift(one, bits, "block"));
    let start = ok(b.build_int_mul(c.lane, block, "block_start"));
    let begun = ok(b.build_int_compare(IntPredicate::ULT, start, n_elements, ""));
    let left = ok(b.build_int_sub(n_elements, start, ""));
    let span = unsigned_min_max(e, IntPredicate::ULT, left, block);
    let span = ok(b.build_select(begun, span, zero, "block_span")).into_int_value();
    let groups = ok(b.build_int_add(span, e.i64(GROUP - 1), ""));
    let groups = ok(b.build_right_shift(groups, e.i64(GROUP.trailing_zeros().into()), false, ""));
    let counter = GroupCounter::new(e, f32t.into(), (slots, LEVELS), "pairwise");
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
        for (k, &threshold) in thresholds.iter().enumerate() {
            let tree: Vec<FloatValue<'ctx>> = values
                .iter()
                .map(|&(o, w)| {
                    let take = ok(b.build_int_compare(IntPredicate::UGE, o, threshold, ""));
                    ok(b.build_select(take, w, zero_f, "")).into_float_value()
                })
                .collect();
            e.store(counter.carry(e, k as u32), balanced_sum(e, tree));
        }
        counter.push(e, "pairwise", group);
    });
    counter.finish(e, "pairwise", groups);
    for (k, &array) in arrays.iter().enumerate() {
        e.store(
            e.element_ptr(array, c.lane),
            e.load_f32(counter.carry(e, k as u32)),
        );
    }
    super::gpu::barrier(e);
    super::fold::emit_tree_sums(e, &arrays, (c.lane, c.lanes), e.i64(lanes));
    // `emit_tree_sums` ends in a barrier: lane 0 hands the sums to the narrowing.
    e.emit_if("pairwise.sums", c.lane0, &mut || {
        for (k, &array) in arrays.iter().enumerate() {
            let sum = e.load_f32(array);
            e.store(e.element_ptr(c.shared, e.i64(k as u64)), sum);
        }
    });
}

/// A lane's candidate in a guided pass over `lanes` lanes ([`guided_spread`]): the lower edge of
/// a nonempty bin (`2^64 - 1` when no bin has the rank wanted) among the `used` bins of
/// `2^shift` ordinals from `first` in `bins` (their f32 sums). Ranks count the nonempty bins
/// from the top; `q` is the rank of the bin where `W`'s estimate (from `w_above`, the exact `W`
/// above the interval) crosses `target`, as [`guided_candidates`] finds it on x86. Lanes
/// `0..window` (`window = lanes / 2 - 1`) take the ranks `q - side ..= q + side` around it, the
/// other lanes ranks spread evenly from 1 over the nonempty bins (the last lane's is one past
/// them; its slot folds the total, or nothing the narrowing reads): all `n` of
/// them, or, when `probe` (i1) asks and the window ends above the last one (`q + side < n`),
/// the `q + side` down to the window's lowest. Returns the candidate, whether the pass probes
/// (every lane alike) and then its least candidate, the lower edge of the bin of rank
/// `q + side`.
fn lane_candidate<'ctx>(
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
fn atomic_fadd<'ctx>(e: &Emitter<'_, 'ctx>, ptr: PointerValue<'ctx>, value: FloatValue<'ctx>) {
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

/// `x` or `y`, whichever `predicate` (`ULT`: the minimum, `UGT`: the maximum) prefers.
pub(super) fn unsigned_min_max<'ctx>(
    e: &Emitter<'_, 'ctx>,
    predicate: IntPredicate,
    x: IntValue<'ctx>,
    y: IntValue<'ctx>,
) -> IntValue<'ctx> {
    let b = e.builder;
    let first = ok(b.build_int_compare(predicate, x, y, ""));
    ok(b.build_select(first, x, y, "")).into_int_value()
}

/// [`Compaction`] of a summed search: moves the elements whose ordinal reaches `threshold`
/// ([`Order`]) to the front of the arrays, in order ([`compact::compact_in_order`]); returns
/// their number.
fn shrink_elements<'ctx>(
    e: &Emitter<'_, 'ctx>,
    arrays: &Compaction<'_, 'ctx>,
    n_elements: IntValue<'ctx>,
    element: &mut dyn FnMut(IntValue<'ctx>) -> Element<'ctx>,
    order: Order<'ctx>,
    threshold: IntValue<'ctx>,
) -> IntValue<'ctx> {
    let b = e.builder;
    let i32t = e.ctx.i32_type();
    let weights = arrays
        .weights
        .expect("internal error: a summed search's compaction without weights");
    let element = std::cell::RefCell::new(element);
    compact::compact_in_order(
        e,
        "search.shrink",
        n_elements,
        &mut |j| {
            let (key, _, f) = (element.borrow_mut())(j);
            let o = order.ordinal(e, f, key);
            ok(b.build_int_compare(IntPredicate::UGE, o, threshold, "keep"))
        },
        &mut |j, at| {
            let (key, weight, f) = (element.borrow_mut())(j);
            e.store((arrays.keys)(at), key);
            e.store((weights)(at), weight);
            e.store((arrays.indices)(at), ok(b.build_int_truncate(f, i32t, "")));
        },
        Some(&mut |_, _| {}),
    )
}

/// The rounds of a summed search that the lanes of `c` decide per pass over the `n_elements`
/// elements (`element(j)`: key, weight, feature): `log2(lanes)`, a tree of `lanes - 1`
/// candidates. Lane `l` runs node `n = l + 1` (the last lane repeats node `lanes - 1`): the bits
/// of `n` after its leading one are the decisions of the pass's rounds before its depth `d` (1:
/// accepted), and it tries round `d`'s bit on top of those; it folds the weights its candidate
/// takes (`take(candidate, f, key)`) in element order with a fold of `kind`, as one lane would,
/// into `shared[l]`. Then every lane walks the tree from the root, accepting a node's candidate
/// when its fold reaches the target, so every lane ends with the state one lane would have
/// reached round by round. A round past the last tries bit 0, as in [`sum_rounds_vector`].
/// `rounds`: the state (an alloca of `ty`), the number of rounds and round `r`'s bit.
#[allow(clippy::type_complexity)]
fn sum_rounds_spread<'ctx>(
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
    reaches: &dyn Fn(FloatValue<'ctx>) -> IntValue<'ctx>,
) {
    assert!(
        c.lanes.is_power_of_two() && c.lanes >= 2,
        "internal error: a search spread over {} lanes",
        c.lanes
    );
    let b = e.builder;
    let i64t = e.ctx.i64_type();
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
    e.emit_loop("search.spread_pass", zero, passes, one, &mut |pass| {
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
        let acc = FoldAcc::new(e, kind);
        let zero_f = e.ctx.f32_type().const_float(0.0);
        e.emit_loop("search.feature", zero, n_elements, one, &mut |j| {
            let (key, weight, f) = element(j);
            let taken = take(candidate, f, key);
            acc.push(
                e,
                f,
                ok(b.build_select(taken, weight, zero_f, "")).into_float_value(),
            );
        });
        e.store(e.element_ptr(c.shared, c.lane), acc.finish(e));
        super::gpu::simt_mark(e, "search.rounds_pass");
        super::gpu::barrier(e);
        // Walk the tree: at depth `d`, the node the decisions so far lead to.
        e.store(walk, one);
        e.emit_loop("search.walk", zero, e.i64(r), one, &mut |d| {
            let n = ok(b.build_load(i64t, walk, "node")).into_int_value();
            let slot = e.element_ptr(c.shared, ok(b.build_int_sub(n, one, "")));
            let accepted = reaches(e.load_f32(slot));
            let taken = ok(b.build_select(accepted, bit(d), ty.const_zero(), ""));
            let so_far = ok(b.build_load(ty, state, "")).into_int_value();
            e.store(state, ok(b.build_or(so_far, taken.into_int_value(), "")));
            let child = ok(b.build_int_add(n, n, ""));
            let child =
                ok(b.build_int_add(child, ok(b.build_int_z_extend(accepted, i64t, "")), ""));
            e.store(walk, child);
        });
        // Every lane has read the folds before the next pass writes them.
        super::gpu::barrier(e);
    });
}

/// The bit round `first + d` of a pass of several rounds tries (`bit_of`, of type `ty`), or 0
/// when that round is past the last of `n_rounds`.
fn round_bit<'ctx>(
    e: &Emitter<'_, 'ctx>,
    ty: inkwell::types::IntType<'ctx>,
    (first, d): (IntValue<'ctx>, IntValue<'ctx>),
    n_rounds: IntValue<'ctx>,
    bit_of: &dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>,
) -> IntValue<'ctx> {
    let b = e.builder;
    let round = ok(b.build_int_add(first, d, "round"));
    let valid = ok(b.build_int_compare(IntPredicate::ULT, round, n_rounds, ""));
    let safe = ok(b.build_select(valid, round, first, "")).into_int_value();
    ok(b.build_select(valid, bit_of(safe), ty.const_zero(), "")).into_int_value()
}

/// The value of the node that `decisions` (round 0 first; 1: accepted) lead to among `level`,
/// the nodes of one depth of a decision tree in order (the node of decisions `b_0 .. b_d-1`
/// is at the index whose bits, most significant first, are those decisions).
fn pick<'ctx, V: BasicValue<'ctx> + Copy>(
    e: &Emitter<'_, 'ctx>,
    level: &[V],
    decisions: &[IntValue<'ctx>],
) -> BasicValueEnum<'ctx> {
    match decisions.split_first() {
        None => level[0].as_basic_value_enum(),
        Some((first, rest)) => {
            let (rejected, accepted) = level.split_at(level.len() / 2);
            let a = pick(e, accepted, rest);
            let r = pick(e, rejected, rest);
            ok(e.builder.build_select(*first, a, r, ""))
        }
    }
}

/// [`Compaction`]: moves the elements whose key's top [`COMPACT_AFTER_ROUNDS`] bits equal
/// those of `decided` to the front of the arrays (key and feature index), in order; returns
/// their number and the number of elements whose top bits are greater.
fn compact_prefix<'ctx>(
    e: &Emitter<'_, 'ctx>,
    c: &Compaction<'_, 'ctx>,
    n_elements: IntValue<'ctx>,
    decided: IntValue<'ctx>,
    element: &mut dyn FnMut(IntValue<'ctx>) -> Element<'ctx>,
) -> (IntValue<'ctx>, IntValue<'ctx>) {
    let b = e.builder;
    let (i32t, i64t) = (e.ctx.i32_type(), e.ctx.i64_type());
    let shift = i32t.const_int(u64::from(32 - COMPACT_AFTER_ROUNDS), false);
    let prefix = ok(b.build_right_shift(decided, shift, false, "prefix"));
    let n_compacted = e.entry_alloca(i64t.into(), "compacted");
    let above = e.entry_alloca(i32t.into(), "above_prefix");
    e.store(n_compacted, e.i64(0));
    e.store(above, i32t.const_zero());
    let top_of = |key: IntValue<'ctx>| ok(b.build_right_shift(key, shift, false, "top"));
    // Chunk by chunk: count the elements above the prefix and test for any that share it in
    // one vectorised loop; move those (few: 16 bits are decided) in a second, only in the
    // chunks that have them.
    let chunk = e.i64(COMPACT_CHUNK);
    e.emit_loop(
        "search.compact",
        e.i64(0),
        n_elements,
        chunk,
        &mut |start| {
            let end = ok(b.build_int_add(start, chunk, ""));
            let past = ok(b.build_int_compare(IntPredicate::UGT, end, n_elements, ""));
            let end = ok(b.build_select(past, n_elements, end, "chunk_end")).into_int_value();
            let any = e.entry_alloca(i32t.into(), "compact_any");
            e.store(any, i32t.const_zero());
            e.emit_loop("search.compact.test", start, end, e.i64(1), &mut |j| {
                let top = top_of(element(j).0);
                let greater = ok(b.build_int_compare(IntPredicate::UGT, top, prefix, ""));
                let old = ok(b.build_load(i32t, above, "")).into_int_value();
                let more = ok(b.build_int_z_extend(greater, i32t, ""));
                e.store(above, ok(b.build_int_add(old, more, "")));
                let same = ok(b.build_int_compare(IntPredicate::EQ, top, prefix, ""));
                let seen = ok(b.build_load(i32t, any, "")).into_int_value();
                let same = ok(b.build_int_z_extend(same, i32t, ""));
                e.store(any, ok(b.build_or(seen, same, "")));
            });
            let seen = ok(b.build_load(i32t, any, "any")).into_int_value();
            let some = ok(b.build_int_compare(IntPredicate::NE, seen, i32t.const_zero(), ""));
            e.emit_if("search.compact.chunk", some, &mut || {
                e.emit_loop("search.compact.move", start, end, e.i64(1), &mut |j| {
                    let (key, _, f) = element(j);
                    let same = ok(b.build_int_compare(IntPredicate::EQ, top_of(key), prefix, ""));
                    e.emit_if("search.compact.keep", same, &mut || {
                        // In place: `at <= j`, so no element is overwritten before it is read.
                        let at = ok(b.build_load(i64t, n_compacted, "at")).into_int_value();
                        e.store((c.keys)(at), key);
                        e.store((c.indices)(at), ok(b.build_int_truncate(f, i32t, "")));
                        e.store(n_compacted, ok(b.build_int_add(at, e.i64(1), "")));
                    });
                });
            });
        },
    );
    let n_above = ok(b.build_load(i32t, above, "n_above")).into_int_value();
    (
        ok(b.build_load(i64t, n_compacted, "n_compacted")).into_int_value(),
        ok(b.build_int_z_extend(n_above, i64t, "n_above")),
    )
}

/// `rows::search_key_value`: the f32 whose ordered key is `key`.
fn key_value<'ctx>(e: &Emitter<'_, 'ctx>, key: IntValue<'ctx>) -> FloatValue<'ctx> {
    let b = e.builder;
    let i32t = e.ctx.i32_type();
    let sign = i32t.const_int(0x8000_0000, false);
    let positive = ok(b.build_int_compare(
        IntPredicate::NE,
        ok(b.build_and(key, sign, "")),
        i32t.const_zero(),
        "",
    ));
    let cleared = ok(b.build_and(key, i32t.const_int(0x7fff_ffff, false), ""));
    let flipped = ok(b.build_not(key, ""));
    let bits = ok(b.build_select(positive, cleared, flipped, "")).into_int_value();
    ok(b.build_bit_cast(bits, e.ctx.f32_type(), "")).into_float_value()
}

/// The index bits a search resolves (`b`, the bit length of `F - 1`: `rows::search_index_bits`)
/// and the mask `2^b - 1` that turns a feature into its position `mask - f`.
fn index_mask<'ctx>(
    e: &Emitter<'_, 'ctx>,
    n_features: IntValue<'ctx>,
) -> (IntValue<'ctx>, IntValue<'ctx>) {
    let b = e.builder;
    let one = e.i64(1);
    let last = ok(b.build_int_sub(n_features, one, ""));
    let ctlz = e.bit_count("llvm.ctlz", last);
    let bits = ok(b.build_int_sub(e.i64(64), ctlz, "index_bits"));
    let mask = ok(b.build_int_sub(ok(b.build_left_shift(one, bits, "")), one, "mask"));
    (bits, mask)
}
