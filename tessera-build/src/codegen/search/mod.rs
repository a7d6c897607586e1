//! The search of `rows::Search` emitted into LLVM IR: the same bitwise algorithm as the
//! reference `rows::search` (32 rounds over the ordered key bits, then one per bit of `F - 1`
//! over the index, each round one fold of the weights in the declared order), or, for a
//! summed search, passes that find the same element sooner.
//!
//! The CPU entry runs it over the keys and weights its first loop left in scratch memory
//! (compacted to the nonzero weights when the fold is sequential). A summed search first runs
//! guided passes ([`guided_search`]): an f64 histogram estimates where the prefix weight
//! crosses the target and one exact pass of fifteen declared-order folds around the estimate
//! narrows an interval that holds the answer, until it holds one element (a pairwise sum's
//! folds in one vector counter over every element in place, or over a listed prefix's
//! elements at their features' positions,
//! [`fold_lanes_pairwise`](host::fold_lanes_pairwise)); what those passes leave undecided the
//! bitwise rounds finish, four per pass in the lanes of one vector ([`sum_rounds_vector`]),
//! dropping after a pass the elements no later round can take when a quarter or more go. A
//! counted search runs its rounds over the keys at or above a floor it finds among its keys'
//! group maxima, or, with fewer groups than its target, compacts after its first 16 key
//! rounds to the elements that can still change a count ([`Compaction`]). Those are in
//! `host.rs`.
//!
//! On GPUs every lane of the workgroup runs it over the keys and weights the lanes left in
//! memory ([`Collective`]; in a packed entry the lanes of each row, all the rows' rounds in
//! step): a counted search (every weight 1: top-k) counts each round's elements together
//! and stops the rounds once one element is left in the interval that holds the answer (in
//! a packed entry, once every row's is), and the lanes find it; a summed one (top-p) decides
//! `log2(lanes)` rounds per pass, each lane folding one candidate's weights and counting its
//! elements ([`sum_rounds_spread`]; they stop as a counted search's do), after, in wide and
//! split
//! entries (which have the shared memory for them), the guided passes ([`guided_spread`]): of
//! a sequential sum with one candidate per folding lane (128 picked from a histogram, or one
//! per lane for a listed interval), which fold the elements from tiles the lanes stage in
//! shared memory ([`fold_staged`](spread::fold_staged)), in a search over every token only
//! those at or above the pass's least candidate, listed in order
//! ([`fold_listed`](spread::fold_listed); the first pass a probe that folds no total); of a
//! pairwise sum with 16 candidates that all the lanes fold together, each a block of the row
//! (of a listed prefix, its elements at their positions in the row,
//! [`fold_pairwise_spread`](spread::fold_pairwise_spread)). Those are in `spread.rs`; this
//! file holds the search itself ([`emit_search`]), the bitwise rounds' counted and pairwise
//! passes, and what both targets' guided passes share (the interval, its range, the bins).

use inkwell::types::{BasicType, BasicTypeEnum, VectorType};
use inkwell::values::{
    BasicValue, BasicValueEnum, FloatMathValue, FloatValue, IntValue, PointerValue, VectorValue,
};
use inkwell::{FloatPredicate, IntPredicate};

use super::fold::FoldAcc;
use super::{Emitter, compact, ok};
use crate::rows::{FoldKind, Pass, Search};
use crate::targets::GUIDED_BIN_BITS;

pub use crate::rows::counts_ones;

mod host;
mod spread;

use host::{guided_search, sum_rounds_vector};
use spread::{guided_spread, sum_rounds_spread};

/// One element of a search as `emit_search` reads it: its ordered key (`i32`), its weight and
/// its feature index (`i64`).
pub type Element<'ctx> = (IntValue<'ctx>, FloatValue<'ctx>, IntValue<'ctx>);

/// The elements of a search: their number (i64) and `element(j)` for `j` below it.
type Elements<'a, 'ctx> = (
    IntValue<'ctx>,
    &'a mut dyn FnMut(IntValue<'ctx>) -> Element<'ctx>,
);

/// One lane's in-place storage for a counted search ([`emit_search`]): the array `element`
/// reads its keys from (`keys(j)`, i32; written by the search itself, [`Compaction::key_of`])
/// and an array the search may overwrite (`indices(j)`, i32), first with its keys' group
/// maxima, then with the compacted elements' feature indices.
///
/// * The prefilter, when the keys make at least as many groups as the target `k` (a top-k
///   of at most a thirty-second of the row; [`GROUP_LANES`]): the rounds first run over the
///   groups' maxima, which finds the `k`-th largest of them, the floor `L`. The `k` groups
///   whose maxima are at least `L` hold `k` distinct elements of key at least `L`, so the
///   search's answer, the `k`-th largest key `K`, is at least `L`. The elements of key at
///   least `L` move to the front of the arrays, in order, and every round counts over them
///   alone: a candidate `c <= L` counts at least `k` over them and over the row (it takes
///   every one of them), and one above `L` takes the same elements from both, so every
///   round decides as over the row; the index rounds, after `K >= L` is decided, take only
///   elements of key at least `K`. (Any one element per group would do for the bound; the
///   maxima make it tightest.) On a row of 128000 tokens and `k = 50` the floor keeps about
///   `k` tokens, and the 32 rounds count 4000 maxima and then those, where the rounds below
///   count the whole row 16 times: top-k sampling 1.6-2.1x faster. The compacted elements
///   hold the search's whole prefix, so the prefix is listed among them (`candidates`).
///   Only the stretches with a group maximum at least `L` are compacted
///   ([`compact_at_least`]), and no key is written but the kept ones: 1.5-1.7x more.
/// * Otherwise, after the first [`COMPACT_AFTER_ROUNDS`] key rounds, only the elements whose
///   key shares the decided prefix can change a count: they move to the front of the arrays,
///   in order, and the other rounds count over them alone, plus the number of elements above
///   the prefix (each of which every later candidate takes).
///
/// Integer counts, so the decisions are the same.
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
///
/// `spare` (a sequential sum's, when it has one: `spare(j)`, i32, as many as the elements)
/// is free for the search's own use: its first guided pass probes, listing there the elements
/// its candidates fold ([`guided_search`]).
pub struct Compaction<'a, 'ctx> {
    pub keys: &'a dyn Fn(IntValue<'ctx>) -> PointerValue<'ctx>,
    /// A counted search's (which it requires): element `j`'s key, computed from the inputs.
    /// Its keys are not written before the search: the prefilter computes them where it
    /// reads them, so a top-k search over a row writes only the keys it keeps, and the
    /// search writes every element's into `keys` only when it runs over them all (with fewer
    /// groups than its target). A row of 128000 tokens wrote 500 KiB of keys that a search
    /// over group maxima read twice.
    pub key_of: Option<&'a dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>>,
    pub indices: &'a dyn Fn(IntValue<'ctx>) -> PointerValue<'ctx>,
    /// A summed search's weights; `None` for a counted one (its weights are all 1).
    pub weights: Option<&'a dyn Fn(IntValue<'ctx>) -> PointerValue<'ctx>>,
    /// An array the search may overwrite.
    pub spare: Option<&'a dyn Fn(IntValue<'ctx>) -> PointerValue<'ctx>>,
    /// A counted search's: an i64 where it leaves the number of elements it compacted when
    /// those hold every element of its prefix (the prefilter's, in order, their features at
    /// `indices(0..)`), so that the prefix can be listed among them; untouched otherwise.
    pub candidates: Option<PointerValue<'ctx>>,
}

/// The count in [`Compaction::candidates`] that says the search left no candidates (its
/// callers store it before the search).
pub const NO_CANDIDATES: u64 = u64::MAX;

/// The key rounds a compacting counted search runs over every element when it has no
/// prefilter ([`Compaction`]): 16 decide the sign, the exponent and 7 mantissa bits of the
/// boundary key, after which few elements share them.
pub const COMPACT_AFTER_ROUNDS: u32 = 16;

/// GPU: the lanes of a workgroup running a search together; every lane must run it, and the
/// rounds stay in step: every lane reads the same shared results, so every lane takes the same
/// branches and ends with the same state.
///
/// * A counted search: each round's count is summed over the lanes (lane `l` counts elements
///   `l, l + lanes, ..`) by integer atomic adds into `shared` (one u32) between barriers:
///   integer sums do not depend on their order, so the count is the one lane 0 would have
///   made alone. The rounds stop once the answer is known (`settle` in [`emit_search`]; in
///   step, once every row's is).
/// * A summed search: each pass decides `log2(lanes)` rounds, lane `l` folding, over every
///   element in the declared order, the weights that node `l + 1` of the pass's decision tree
///   takes, into `shared[l]` (`lanes` f32), and the number of elements it takes into
///   `counts[l]`; then every lane walks the tree ([`sum_rounds_spread`]). Each fold is one
///   candidate's, as one lane would fold it. The passes stop once the answer is known, as a counted search's
///   rounds do (in step, once every row's is: [`Collective::unsettled`]). A sequential sum
///   with `guided` arrays first runs the guided passes ([`guided_spread`]).
pub struct Collective<'ctx> {
    /// This lane (i64), whether it is lane 0, and the workgroup's lane count (a power of two).
    pub lane: IntValue<'ctx>,
    pub lane0: IntValue<'ctx>,
    pub lanes: u32,
    /// The shared words the lanes meet in: one u32 (counted) or `lanes` f32 (summed: each
    /// lane's fold).
    pub shared: PointerValue<'ctx>,
    /// A summed search's `lanes` u32: the number of elements each lane's candidate takes
    /// (`targets::summed_search_words`).
    pub counts: Option<PointerValue<'ctx>>,
    /// A sequential sum's guided passes ([`guided_spread`]); `None`: the rounds alone.
    pub guided: Option<GuidedShared<'ctx>>,
    /// Room for an i32 per element (global memory) where a sequential sum's guided passes
    /// after the first list the elements they fold ([`guided_spread`]); `None`: they fold
    /// every element.
    pub list: Option<PointerValue<'ctx>>,
    /// Whether the elements are a listed prefix's (`rows::Within`: the row's other features
    /// weigh `+0.0`), each at its feature's position, which a pairwise sum folds there
    /// ([`FoldAcc::listed`], [`fold_pairwise_spread`](spread::fold_pairwise_spread)).
    pub listed: bool,
    /// Whether the workgroup holds other rows (a packed entry), whose lanes meet at the same
    /// barriers: the rounds then run whether or not the row's total reaches its target (the
    /// result is kept only when it does), so that every row runs the same rounds: a summed
    /// search's number depends on the launch alone (32 key rounds and one per bit of `F -
    /// 1`), a counted one's stop when every row of the workgroup has settled
    /// ([`Collective::group_count`]). No guided passes: their number depends on the row.
    pub in_step: bool,
    /// In step, a counted search's: the workgroup's first row's count word, whose high half
    /// counts the rows still searching. Each round, lane 0 of a row whose rounds have not
    /// settled adds `2^16` there beside the lanes' counts (a packed row has at most 128
    /// elements, so every count stays below `2^16`), so that after the round every lane knows
    /// whether any row had not, and the rows stop together ([`emit_search`]'s `settle`).
    pub group_count: Option<PointerValue<'ctx>>,
    /// In step, a summed search's: a word of the workgroup (set to 0 before its first search)
    /// to which lane 0 of each row whose rounds have not settled adds 1 after each pass. It
    /// only grows, so a pass after which it has not grown is one that every row ended settled,
    /// and the rows stop together ([`sum_rounds_spread`]).
    pub unsettled: Option<PointerValue<'ctx>>,
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
    /// element for its own candidate ([`fold_staged`](spread::fold_staged), sequential sums). A pairwise sum's
    /// guided passes keep their candidates' block sums in the ordinals' words and the bins
    /// ([`fold_pairwise_spread`](spread::fold_pairwise_spread)) and have no weights tile (`None`).
    pub ordinals: PointerValue<'ctx>,
    pub weights: Option<PointerValue<'ctx>>,
}

impl<'ctx> Collective<'ctx> {
    /// The sum over the lanes of each lane's `count` (i64, below 2^32; in step, below 2^16),
    /// in every lane; with `searching` (i1, in step: [`Collective::group_count`]), also the
    /// number of the workgroup's rows whose lane 0 passed it true.
    fn sum(
        &self,
        e: &Emitter<'_, 'ctx>,
        count: IntValue<'ctx>,
        searching: Option<IntValue<'ctx>>,
    ) -> (IntValue<'ctx>, Option<IntValue<'ctx>>) {
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
        let group = self.group_count.zip(searching);
        if let Some((word, searching)) = group {
            let flag = ok(b.build_and(self.lane0, searching, "flag_searching"));
            e.emit_if("count.searching", flag, &mut || {
                ok(b.build_atomicrmw(
                    inkwell::AtomicRMWBinOp::Add,
                    word,
                    i32t.const_int(1 << 16, false),
                    inkwell::AtomicOrdering::Monotonic,
                ));
            });
        }
        super::gpu::barrier(e);
        let mut total = ok(b.build_load(i32t, self.shared, "total")).into_int_value();
        if self.group_count.is_some() {
            total = ok(b.build_and(total, i32t.const_int(0xffff, false), "own_total"));
        }
        let rows = group.map(|(word, _)| {
            let word = ok(b.build_load(i32t, word, "group_word")).into_int_value();
            ok(b.build_right_shift(word, i32t.const_int(16, false), false, "searching_rows"))
        });
        (ok(b.build_int_z_extend(total, e.ctx.i64_type(), "")), rows)
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
/// the rounds count over the elements at or above a floor taken from the keys' group maxima,
/// or the later rounds over those that share the first rounds' prefix ([`Compaction`]).
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
    // While a counted search's rounds run over its group maxima (their number, i64): the
    // prefilter's ([`Compaction`]).
    let maxima: std::cell::Cell<Option<IntValue<'ctx>>> = std::cell::Cell::new(None);
    // Read by the rounds and by the compaction.
    let element = std::cell::RefCell::new(element);
    // A counted round in step with other rows' (`Collective::group_count`): whether this row
    // is still searching, and after the round how many of the workgroup's rows were.
    let searching: std::cell::Cell<Option<IntValue<'ctx>>> = std::cell::Cell::new(None);
    let searching_rows: std::cell::Cell<Option<IntValue<'ctx>>> = std::cell::Cell::new(None);
    // The folds of the weights of the elements `take(candidate, f, key)` selects (0.0 for the
    // others), one per candidate, in one pass over the elements.
    type Take<'a, 'ctx> =
        &'a dyn Fn(IntValue<'ctx>, IntValue<'ctx>, IntValue<'ctx>) -> IntValue<'ctx>;
    let weights_of =
        |candidates: &[IntValue<'ctx>], take: Take<'_, 'ctx>| -> Vec<FloatValue<'ctx>> {
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
                match (maxima.get(), compacted.get(), compaction) {
                    // The prefilter's rounds: the group maxima, in the indices' array.
                    (Some(n_maxima), _, Some(c)) => {
                        e.store(count, i32t.const_zero());
                        e.emit_loop("search.maxima", zero, n_maxima, one, &mut |j| {
                            let key = ok(b.build_load(i32t, (c.indices)(j), "maximum"));
                            add((key.into_int_value(), zero_f, zero));
                        });
                    }
                    // After the compaction: the elements above the prefix, then the compacted ones.
                    (None, Some((n_compacted, above)), Some(c)) => {
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
                    let (total, rows) = c.sum(e, count, searching.get());
                    count = total;
                    searching_rows.set(rows);
                }
                return vec![ok(b.build_unsigned_int_to_float(count, f32t, "weight"))];
            }
            // The elements may be a list (a search confined to another's prefix: on x86 when
            // it is short, GPU lanes whenever it is there, `Collective::listed`), which a
            // pairwise sum folds at their features' positions ([`FoldAcc::listed`]).
            let listed = match e.family.gpu_mapping() {
                true => collective.is_some_and(|c| c.listed),
                false => true,
            };
            let acc = |_| match listed {
                true => FoldAcc::listed(e, kind, n_features),
                false => FoldAcc::new(e, kind),
            };
            let accs: Vec<FoldAcc<'ctx>> = candidates.iter().map(acc).collect();
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
    // ([`sum_rounds_vector`]); GPU lanes searching together take the rounds that stop
    // below (`settle`, or `log2(lanes)` rounds per pass of a summed search,
    // [`sum_rounds_spread`]), but for a counted search in step without the workgroup's count.
    // Another sum (pairwise, on x86), whose pass
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

    // GPU lanes counting a row's elements: the bitwise rounds of `bisect` on `state` that
    // stop once the answer is known, and the element that is. The interval of ordinals
    // `[threshold(state), upper]` holds the answer `e*` after every round: `state` only
    // grows, and the answer's ordinal is below every rejected candidate's threshold (`upper`
    // is the last one's less 1, or the greatest ordinal before any). The counts at its ends
    // are known (each round's count is its candidate's): `n_state` elements at or above
    // `state`'s threshold (`at_state`, the count at the state the rounds start from; the
    // total at first) and `n_upper` above `upper` (0 at first). When they differ by 1 the
    // interval holds `e*` alone, and stays so: a later candidate at or below `e*`'s ordinal
    // counts `n_state` and is kept, one above it counts `n_upper` and is not, so the rounds
    // would end on `e*`. They stop, and the lanes find the one element inside. Counts are
    // exact integers (below 2^24), so a first `n_state` too high or `n_upper` too low only
    // delays the stop. Rows in step with other rows' (a packed entry) stop together, after
    // the first round that every row of the workgroup began settled
    // (`Collective::group_count`); a row that settled before runs the rounds left, which keep
    // it so. Returns whether the rounds stopped so (an i1, the same in every lane of the
    // workgroup: it follows the rounds' counts), the element's number `j` (i64, when they
    // did) and `n_state` at the end.
    let settle = |c: &Collective<'ctx>,
                  state: PointerValue<'ctx>,
                  ty: inkwell::types::IntType<'ctx>,
                  n_rounds: IntValue<'ctx>,
                  bit_of: &dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>,
                  take: Take<'_, 'ctx>,
                  order: Order<'ctx>,
                  at_state: FloatValue<'ctx>|
     -> (IntValue<'ctx>, IntValue<'ctx>, FloatValue<'ctx>) {
        let n_state = e.entry_alloca(f32t.into(), "settle_n_state");
        let n_upper = e.entry_alloca(f32t.into(), "settle_n_upper");
        // The last candidate rejected (0: none yet; a candidate has its round's bit).
        let rejected = e.entry_alloca(ty.into(), "settle_rejected");
        let settled = e.entry_alloca(e.ctx.bool_type().into(), "settle_settled");
        let stopped = e.entry_alloca(e.ctx.bool_type().into(), "settle_stopped");
        e.store(n_state, at_state);
        e.store(n_upper, zero_f);
        e.store(rejected, ty.const_zero());
        e.store(settled, e.ctx.bool_type().const_zero());
        e.store(stopped, e.ctx.bool_type().const_zero());
        let loop_range = (zero, n_rounds);
        e.emit_loop_advancing(
            "search.settle",
            loop_range,
            Default::default(),
            &mut |round| {
                super::gpu::simt_mark(e, "search.count_round");
                let current = ok(b.build_load(ty, state, "")).into_int_value();
                let candidate = ok(b.build_or(current, bit_of(round), "candidate"));
                if c.group_count.is_some() {
                    let before = ok(b.build_load(e.ctx.bool_type(), settled, ""));
                    searching.set(Some(ok(b.build_not(before.into_int_value(), "searching"))));
                }
                let w = weights_of(&[candidate], take)[0];
                searching.set(None);
                let kept = reaches(w);
                let select = |yes: BasicValueEnum<'ctx>, no: BasicValueEnum<'ctx>| {
                    ok(b.build_select(kept, yes, no, ""))
                };
                e.store(state, select(candidate.into(), current.into()));
                let n_state_now = ok(b.build_load(f32t, n_state, "")).into_float_value();
                let n_state_now = select(w.into(), n_state_now.into()).into_float_value();
                e.store(n_state, n_state_now);
                let rejected_now = ok(b.build_load(ty, rejected, ""));
                e.store(rejected, select(rejected_now, candidate.into()));
                let n_upper_now = ok(b.build_load(f32t, n_upper, "")).into_float_value();
                let n_upper_now = select(n_upper_now.into(), w.into()).into_float_value();
                e.store(n_upper, n_upper_now);
                let inside = ok(b.build_float_sub(n_state_now, n_upper_now, "inside"));
                let alone = f32t.const_float(1.0);
                let alone = ok(b.build_float_compare(FloatPredicate::OEQ, inside, alone, "alone"));
                e.store(settled, alone);
                // In step: every row of the workgroup began this round settled.
                let stop = match searching_rows.take() {
                    Some(rows) => {
                        let none = rows.get_type().const_zero();
                        ok(b.build_int_compare(IntPredicate::EQ, rows, none, "all_settled"))
                    }
                    None => alone,
                };
                e.store(stopped, stop);
                let next = ok(b.build_int_add(round, one, ""));
                ok(b.build_select(stop, n_rounds, next, "next_round")).into_int_value()
            },
        );
        let stopped = ok(b.build_load(e.ctx.bool_type(), stopped, "stopped")).into_int_value();
        let found = e.entry_alloca(i64t.into(), "settle_found");
        e.store(found, zero);
        e.emit_if("search.settled", stopped, &mut || {
            let current = ok(b.build_load(ty, state, "")).into_int_value();
            let rejected = ok(b.build_load(ty, rejected, "rejected")).into_int_value();
            let mut element = element.borrow_mut();
            let elements = (n_elements, &mut **element as &mut dyn FnMut(_) -> _);
            e.store(
                found,
                settled_element(e, c, order, (current, rejected), elements),
            );
        });
        let found = ok(b.build_load(i64t, found, "found")).into_int_value();
        (stopped, found, e.load_f32(n_state))
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
        // The index rounds' state: positions `mask - f`, with `(bits, mask)` of `index_mask`.
        let index_state = || {
            let (bits, mask) = index_mask(e, n_features);
            let lo = e.entry_alloca(i64t.into(), "search_lo");
            e.store(lo, zero);
            (bits, mask, lo)
        };
        let index_bit = |bits: IntValue<'ctx>, round: IntValue<'ctx>| {
            let shift = ok(b.build_int_sub(ok(b.build_int_sub(bits, one, "")), round, ""));
            ok(b.build_left_shift(one, shift, "bit"))
        };
        // Whether candidate `lo` of the index rounds takes element `(key, f)` once the key
        // `hi` is decided.
        let after_key = |(hi, mask): (IntValue<'ctx>, IntValue<'ctx>), candidate, f, key| {
            let above = ok(b.build_int_compare(IntPredicate::UGT, key, hi, ""));
            let tie = ok(b.build_int_compare(IntPredicate::EQ, key, hi, ""));
            let position = ok(b.build_int_sub(mask, f, ""));
            let early = ok(b.build_int_compare(IntPredicate::UGE, position, candidate, ""));
            ok(b.build_or(above, ok(b.build_and(tie, early, "")), ""))
        };
        // GPU lanes searching a row together: the rounds stop once one element is left, the
        // key rounds or else the index rounds; counting (`settle`), or folding each pass's
        // candidates and counting their elements beside the folds ([`sum_rounds_spread`]).
        let settles = |c: &&Collective<'ctx>| !counts || !c.in_step || c.group_count.is_some();
        if let Some(c) = collective.filter(settles) {
            let settle = |state: PointerValue<'ctx>,
                          ty: inkwell::types::IntType<'ctx>,
                          n_rounds: IntValue<'ctx>,
                          bit_of: &dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>,
                          take: Take<'_, 'ctx>,
                          order: Order<'ctx>,
                          at_state: FloatValue<'ctx>| {
                if counts {
                    return settle(c, state, ty, n_rounds, bit_of, take, order, at_state);
                }
                let mut element = element.borrow_mut();
                let elements = (n_elements, &mut **element as &mut dyn FnMut(_) -> _);
                let rounds = (state, ty, n_rounds, bit_of);
                let goal = (n_features, &reaches as &dyn Fn(_) -> _);
                sum_rounds_spread(e, kind, c, rounds, take, elements, goal, (order, at_state))
            };
            let (bits, mask, lo) = index_state();
            let index_bit = |round| index_bit(bits, round);
            let every = ok(b.build_unsigned_int_to_float(n_elements, f32t, "n_elements"));
            let (key_settled, j, n_hi) =
                settle(hi, i32t, e.i64(32), &key_bit, &at_least, Order::Key, every);
            let position_of = |j| {
                let (key, _, f) = (element.borrow_mut())(j);
                (key, ok(b.build_int_sub(mask, f, "position")))
            };
            e.emit_if_else(
                "search.key_settled",
                key_settled,
                &mut || {
                    let (key, position) = position_of(j);
                    e.store(hi, key);
                    e.store(lo, position);
                },
                &mut || {
                    let hi = ok(b.build_load(i32t, hi, "hi")).into_int_value();
                    let take = |candidate, f, key| after_key((hi, mask), candidate, f, key);
                    let order = Order::Index { hi, mask };
                    let (settled, j, _) = settle(lo, i64t, bits, &index_bit, &take, order, n_hi);
                    e.emit_if("search.index_settled", settled, &mut || {
                        e.store(lo, position_of(j).1);
                    });
                },
            );
            let hi = ok(b.build_load(i32t, hi, "hi")).into_int_value();
            let lo = ok(b.build_load(i64t, lo, "lo")).into_int_value();
            return (hi, lo, mask);
        }
        match compaction.filter(|_| counts) {
            None => bisect(hi, i32t, e.i64(32), &key_bit, &at_least, Order::Key),
            Some(c) => {
                // The compacted elements' number and the count above them, from either way.
                let slots = [
                    e.entry_alloca(i64t.into(), "search_n_compacted"),
                    e.entry_alloca(i64t.into(), "search_n_above"),
                ];
                let keep = |(n_compacted, above): (IntValue<'ctx>, IntValue<'ctx>)| {
                    compacted.set(Some((n_compacted, above)));
                    e.store(slots[0], n_compacted);
                    e.store(slots[1], above);
                };
                let key_of = c
                    .key_of
                    .expect("internal error: a counted compaction without its keys");
                let n_maxima = group_count(e, n_elements);
                let float = ok(b.build_unsigned_int_to_float(n_maxima, f32t, "n_maxima"));
                e.emit_if_else(
                    "search.prefilter",
                    reaches(float),
                    &mut || {
                        group_maxima(e, c, key_of, n_elements);
                        maxima.set(Some(n_maxima));
                        let floor = e.entry_alloca(i32t.into(), "search_floor");
                        e.store(floor, i32t.const_zero());
                        bisect(floor, i32t, e.i64(32), &key_bit, &at_least, Order::Key);
                        maxima.set(None);
                        let floor = ok(b.build_load(i32t, floor, "floor")).into_int_value();
                        let kept = {
                            let mut element = element.borrow_mut();
                            compact_at_least(e, c, key_of, n_elements, floor, &mut **element)
                        };
                        keep((kept, zero));
                        if let Some(slot) = c.candidates {
                            e.store(slot, kept);
                        }
                        bisect(hi, i32t, e.i64(32), &key_bit, &at_least, Order::Key);
                    },
                    &mut || {
                        // Over every element (the other branch's compaction is not this one's),
                        // their keys written first.
                        compacted.set(None);
                        write_keys(e, c, key_of, n_elements);
                        let first_rounds = e.i64(u64::from(COMPACT_AFTER_ROUNDS));
                        bisect(hi, i32t, first_rounds, &key_bit, &at_least, Order::Key);
                        let decided = ok(b.build_load(i32t, hi, "decided")).into_int_value();
                        let prefix = {
                            let mut element = element.borrow_mut();
                            compact_prefix(e, c, n_elements, decided, &mut **element)
                        };
                        keep(prefix);
                        let later = e.i64(u64::from(32 - COMPACT_AFTER_ROUNDS));
                        bisect(
                            hi,
                            i32t,
                            later,
                            &|round| key_bit(ok(b.build_int_add(round, first_rounds, ""))),
                            &at_least,
                            Order::Key,
                        );
                    },
                );
                let load = |slot| ok(b.build_load(i64t, slot, "")).into_int_value();
                compacted.set(Some((load(slots[0]), load(slots[1]))));
            }
        }
        let hi = ok(b.build_load(i32t, hi, "hi")).into_int_value();
        let (bits, mask, lo) = index_state();
        let index_bit = |round| index_bit(bits, round);
        let take = |candidate, f, key| after_key((hi, mask), candidate, f, key);
        bisect(lo, i64t, bits, &index_bit, &take, Order::Index { hi, mask });
        let lo = ok(b.build_load(i64t, lo, "lo")).into_int_value();
        (hi, lo, mask)
    };
    // The rounds, when `run` holds; for lanes in step with other rows' (`Collective::in_step`),
    // the rounds always and their result when `run` holds.
    let search = |run: IntValue<'ctx>| match collective.is_some_and(|c| c.in_step) {
        true => {
            let (hi, lo, mask) = rounds();
            e.emit_if("search.found", run, &mut || store_found(hi, lo, mask));
        }
        false => e.emit_if("search", run, &mut || {
            let (hi, lo, mask) = rounds();
            store_found(hi, lo, mask);
        }),
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
            assert!(
                !(c.in_step && c.guided.is_some()),
                "internal error: guided passes in step with other rows"
            );
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
                            let bounds = (mask, n_features);
                            guided_search(e, kind, arrays, &mut **element, bounds, goal, found)
                        }
                        Guide::Lanes(c, g) => {
                            let elements: &mut dyn FnMut(IntValue<'ctx>) -> Element<'ctx> =
                                &mut **element;
                            let elements = (n_elements, elements);
                            let goal = (target, &reaches as &dyn Fn(_) -> _);
                            let bounds = (mask, n_features);
                            guided_spread(e, kind, (c, g), elements, bounds, goal, found)
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

/// The balanced tree of `values` (a power of two of them, in element order), `older + newer`
/// as the binary counter merges: the pairwise sum of one aligned block, whose result the
/// counter takes as one push ([`fold_lanes_pairwise`](host::fold_lanes_pairwise), [`fold_pairwise_spread`](spread::fold_pairwise_spread)).
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

/// The binary counter of a guided pass's pairwise sums ([`fold_lanes_pairwise`](host::fold_lanes_pairwise),
/// [`fold_pairwise_spread`](spread::fold_pairwise_spread)): `slots` sums side by side, each a value of `ty` (f32 or a vector
/// of f32), pushed a group of elements at a time (the group's balanced tree, into
/// [`GroupCounter::carry`]); level `v` of slot `k` sits at `stack[v * slots + k]`.
struct GroupCounter<'ctx> {
    ty: BasicTypeEnum<'ctx>,
    slots: u32,
    stack: PointerValue<'ctx>,
    carry: PointerValue<'ctx>,
}

impl<'ctx> GroupCounter<'ctx> {
    /// A counter of `levels` levels (groups up to `2^levels`), its arrays named after `name`
    /// and shared by every counter of that name in the function ([`Emitter::reused_alloca`]:
    /// each counter is read out after its [`GroupCounter::finish`] before another starts).
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
            stack: e.reused_alloca(stack_ty, &format!("{name}_stack")),
            carry: e.reused_alloca(ty.array_type(slots).into(), &format!("{name}_carry")),
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
        self.push_block(e, name, group, e.i64(0));
    }

    /// Pushes the carries as the sums of the aligned block of `2^level` groups from group
    /// `first` (a multiple of `2^level`): they merge with the partial sums of the ones of
    /// `first` from bit `level` up, then take the level above them.
    fn push_block(
        &self,
        e: &Emitter<'_, 'ctx>,
        name: &str,
        first: IntValue<'ctx>,
        level: IntValue<'ctx>,
    ) {
        let b = e.builder;
        let above = ok(b.build_right_shift(first, level, false, ""));
        let ones = e.bit_count("llvm.cttz", ok(b.build_not(above, "")));
        let top = ok(b.build_int_add(level, ones, "top"));
        e.emit_loop(&format!("{name}.merge"), level, top, e.i64(1), &mut |v| {
            self.merge(e, v)
        });
        for k in 0..self.slots {
            let carry = ok(b.build_load(self.ty, self.carry(e, k), ""));
            e.store(self.level(e, top, k), carry);
        }
    }

    /// Pushes `+0.0` in every slot for the groups `from..to` (i64; `from` pushed so far), as
    /// the aligned blocks of zeros that cover them (`fold::emit_zero_blocks`): a list's gap.
    fn push_zeros(&self, e: &Emitter<'_, 'ctx>, name: &str, gap: (IntValue<'ctx>, IntValue<'ctx>)) {
        let gap_name = format!("{name}.gap");
        super::fold::emit_zero_blocks(e, &gap_name, gap, &mut |level, at| {
            for k in 0..self.slots {
                e.store(self.carry(e, k), self.ty.const_zero());
            }
            self.push_block(e, name, at, level);
        });
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

/// `v` in every lane of a vector of type `ty`.
pub(super) fn splat<'ctx>(
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

/// GPU lanes whose rounds have settled (`emit_search`'s `settle`, [`sum_rounds_spread`]): the
/// number `j` (i64, in every lane) of the one element whose ordinal (`order`) lies between
/// `state`'s threshold and the threshold of the last candidate rejected, less 1 (`rejected`,
/// of `state`'s type; 0 when none was: then every ordinal above). Each lane adds the number of
/// the element inside if it holds it (elements `l, l + lanes, ..`): the sum over the lanes is
/// that number.
fn settled_element<'ctx>(
    e: &Emitter<'_, 'ctx>,
    c: &Collective<'ctx>,
    order: Order<'ctx>,
    (state, rejected): (IntValue<'ctx>, IntValue<'ctx>),
    (n_elements, element): Elements<'_, 'ctx>,
) -> IntValue<'ctx> {
    let b = e.builder;
    let i64t = e.ctx.i64_type();
    let (zero, one) = (e.i64(0), e.i64(1));
    let lower = order.threshold(e, state);
    let ty = rejected.get_type();
    let none = ok(b.build_int_compare(IntPredicate::EQ, rejected, ty.const_zero(), ""));
    let below = ok(b.build_int_sub(order.threshold(e, rejected), one, "below"));
    let every = i64t.const_all_ones();
    let upper = ok(b.build_select(none, every, below, "upper")).into_int_value();
    let part = e.entry_alloca(i64t.into(), "settle_part");
    e.store(part, zero);
    let lanes = e.i64(u64::from(c.lanes));
    e.emit_loop("search.settled_pick", c.lane, n_elements, lanes, &mut |j| {
        let (key, _, f) = element(j);
        let ordinal = order.ordinal(e, f, key);
        let above = ok(b.build_int_compare(IntPredicate::UGE, ordinal, lower, ""));
        let below = ok(b.build_int_compare(IntPredicate::ULE, ordinal, upper, ""));
        let inside = ok(b.build_and(above, below, "inside"));
        let old = ok(b.build_load(i64t, part, "")).into_int_value();
        let add = ok(b.build_select(inside, j, zero, "")).into_int_value();
        e.store(part, ok(b.build_int_add(old, add, "")));
    });
    let part = ok(b.build_load(i64t, part, "part")).into_int_value();
    c.sum(e, part, None).0
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
    let chunk = e.i64(compact::CHUNK);
    e.emit_loop(
        "search.compact",
        e.i64(0),
        n_elements,
        chunk,
        &mut |start| {
            let end = compact::chunk_end(e, start, n_elements);
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

/// The counted search's prefilter ([`Compaction`]) groups the keys so (any partition into
/// groups would do; this one's maxima take one vector operation per 16 keys): each stretch of
/// `GROUP_LANES * GROUP_SIZE` keys holds `GROUP_LANES` groups of `GROUP_SIZE`, group `l` the
/// keys at `l, l + GROUP_LANES, ...`, whose maxima are one vector's lanes' maxima over the
/// stretch's vectors; the keys after the last whole stretch make one group.
const GROUP_LANES: u32 = 16;
const GROUP_SIZE: u32 = 32;
/// The keys of one stretch of the prefilter's groups.
const STRETCH: u32 = GROUP_LANES * GROUP_SIZE;

/// The number of whole stretches ([`STRETCH`]) of `n_elements` keys (i64).
fn whole_stretches<'ctx>(e: &Emitter<'_, 'ctx>, n_elements: IntValue<'ctx>) -> IntValue<'ctx> {
    let stretch = e.i64(u64::from(STRETCH));
    ok(e.builder
        .build_int_unsigned_div(n_elements, stretch, "whole_stretches"))
}

/// The number of groups of the prefilter over `n_elements` keys (i64, [`GROUP_LANES`]).
fn group_count<'ctx>(e: &Emitter<'_, 'ctx>, n_elements: IntValue<'ctx>) -> IntValue<'ctx> {
    let b = e.builder;
    let stretch = e.i64(u64::from(STRETCH));
    let whole = whole_stretches(e, n_elements);
    let rest = ok(b.build_int_unsigned_rem(n_elements, stretch, ""));
    let more = ok(b.build_int_compare(IntPredicate::NE, rest, e.i64(0), "rest"));
    let more = ok(b.build_int_z_extend(more, e.ctx.i64_type(), ""));
    let lanes = ok(b.build_int_mul(whole, e.i64(u64::from(GROUP_LANES)), ""));
    ok(b.build_int_add(lanes, more, "n_groups"))
}

/// [`Compaction`]'s prefilter: the maxima (unsigned) of the keys' groups ([`GROUP_LANES`]) into
/// `indices(0..group_count)`, a stretch's in one vector of lanes, the rest's after them. The
/// keys are computed ([`Compaction::key_of`]) in a loop over a stretch's lanes that runs as
/// one vector operation per [`GROUP_LANES`] keys, its maxima kept in registers.
fn group_maxima<'ctx>(
    e: &Emitter<'_, 'ctx>,
    c: &Compaction<'_, 'ctx>,
    key_of: &dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>,
    n_elements: IntValue<'ctx>,
) {
    let b = e.builder;
    let i32t = e.ctx.i32_type();
    let vector = i32t.vec_type(GROUP_LANES);
    let lanes = e.i64(u64::from(GROUP_LANES));
    let stretch = e.i64(u64::from(STRETCH));
    let whole = whole_stretches(e, n_elements);
    let most = e.entry_alloca(vector.into(), "group_maxima");
    let hints = super::LoopHints {
        width: Some(GROUP_LANES),
        ..super::LoopHints::default()
    };
    let (zero, one) = (e.i64(0), e.i64(1));
    e.emit_loop("search.group_maxima", zero, whole, one, &mut |s| {
        let first = ok(b.build_int_mul(s, stretch, ""));
        e.store(most, vector.const_zero());
        e.emit_loop(
            "search.group_row",
            zero,
            e.i64(u64::from(GROUP_SIZE)),
            one,
            &mut |k| {
                let row = ok(b.build_int_add(first, ok(b.build_int_mul(k, lanes, "")), ""));
                e.emit_loop_hinted("search.group_lane", zero, lanes, one, hints, &mut |l| {
                    let key = key_of(ok(b.build_int_add(row, l, "")));
                    // SAFETY (of the IR): `l` is below the lane count, the vector's length.
                    let at = unsafe { ok(b.build_in_bounds_gep(i32t, most, &[l], "")) };
                    let old = ok(b.build_load(i32t, at, "")).into_int_value();
                    let above = ok(b.build_int_compare(IntPredicate::UGT, key, old, ""));
                    e.store(at, ok(b.build_select(above, key, old, "")));
                });
            },
        );
        let to = (c.indices)(ok(b.build_int_mul(s, lanes, "")));
        let store = ok(b.build_store(to, ok(b.build_load(vector, most, "maxima"))));
        store
            .set_alignment(4)
            .expect("internal error: an alignment");
    });
    let rest = ok(b.build_int_mul(whole, stretch, "rest"));
    let more = ok(b.build_int_compare(IntPredicate::ULT, rest, n_elements, ""));
    e.emit_if("search.rest_maximum", more, &mut || {
        let most = e.entry_alloca(i32t.into(), "rest_maximum");
        e.store(most, i32t.const_zero());
        e.emit_loop("search.rest", rest, n_elements, one, &mut |j| {
            let key = key_of(j);
            let old = ok(b.build_load(i32t, most, "")).into_int_value();
            let above = ok(b.build_int_compare(IntPredicate::UGT, key, old, ""));
            e.store(most, ok(b.build_select(above, key, old, "")));
        });
        let at = ok(b.build_int_mul(whole, lanes, ""));
        e.store((c.indices)(at), ok(b.build_load(i32t, most, "")));
    });
}

/// The most whole stretches of group maxima a row of a counted search has (`F <= 2^24`):
/// the words of [`compact_at_least`]'s mask of stretches.
const MASK_WORDS: u32 = (1 << 24) / STRETCH / 64;

/// [`Compaction`]'s prefilter: writes the elements whose key (`key_of`) is at least `floor`
/// to the front of the arrays (key and feature index), in order; returns their number.
///
/// Only a stretch one of whose groups has a maximum at least `floor` holds such an element:
/// a mask of those stretches (one bit each, from the maxima in `indices`, read before any
/// element is written there) picks the stretches that are compacted, each after the ones
/// before; the elements after the whole stretches (one group) are compacted last. A top-k
/// search of 50 over 128000 keys compacts about 45 of its 250 stretches.
fn compact_at_least<'ctx>(
    e: &Emitter<'_, 'ctx>,
    c: &Compaction<'_, 'ctx>,
    key_of: &dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>,
    n_elements: IntValue<'ctx>,
    floor: IntValue<'ctx>,
    element: &mut dyn FnMut(IntValue<'ctx>) -> Element<'ctx>,
) -> IntValue<'ctx> {
    let b = e.builder;
    let (i32t, i64t) = (e.ctx.i32_type(), e.ctx.i64_type());
    let (zero, one) = (e.i64(0), e.i64(1));
    let vector = i32t.vec_type(GROUP_LANES);
    let lanes = e.i64(u64::from(GROUP_LANES));
    let size = u64::from(STRETCH);
    let whole = whole_stretches(e, n_elements);
    let n_words = ok(b.build_int_add(whole, e.i64(63), ""));
    let n_words = ok(b.build_right_shift(n_words, e.i64(6), false, "mask_words"));
    let mask = e.entry_alloca(i64t.array_type(MASK_WORDS).into(), "stretch_mask");
    let word_at = |w: IntValue<'ctx>| {
        // SAFETY (of the IR): `w` is below `MASK_WORDS` (`F <= 2^24`).
        unsafe { ok(b.build_in_bounds_gep(i64t, mask, &[w], "")) }
    };
    let floors = splat(e, floor.into(), vector);
    e.emit_loop("search.stretch_words", zero, n_words, one, &mut |w| {
        e.store(word_at(w), zero);
    });
    e.emit_loop("search.stretch_test", zero, whole, one, &mut |s| {
        let at = (c.indices)(ok(b.build_int_mul(s, lanes, "")));
        let maxima = ok(b.build_load(vector, at, "maxima"));
        maxima
            .as_instruction_value()
            .expect("internal error: a load")
            .set_alignment(4)
            .expect("internal error: an alignment");
        let reach =
            ok(b.build_int_compare(IntPredicate::UGE, maxima.into_vector_value(), floors, ""));
        let reach = ok(b.build_bit_cast(reach, e.ctx.i16_type(), "")).into_int_value();
        let any =
            ok(b.build_int_compare(IntPredicate::NE, reach, e.ctx.i16_type().const_zero(), ""));
        let bit = ok(b.build_int_z_extend(any, i64t, ""));
        let bit = ok(b.build_left_shift(bit, ok(b.build_and(s, e.i64(63), "")), ""));
        let word = word_at(ok(b.build_right_shift(s, e.i64(6), false, "")));
        let old = ok(b.build_load(i64t, word, "")).into_int_value();
        e.store(word, ok(b.build_or(old, bit, "")));
    });
    let kept = e.entry_alloca(i64t.into(), "floor_kept");
    e.store(kept, zero);
    // Compacts the elements `first..first + length` after those kept so far.
    let mut compact_from = |first: IntValue<'ctx>, length: IntValue<'ctx>| {
        let base = ok(b.build_load(i64t, kept, "base")).into_int_value();
        let n = compact::compact_in_order(
            e,
            "search.floor",
            length,
            &mut |j| {
                let key = key_of(ok(b.build_int_add(first, j, "")));
                ok(b.build_int_compare(IntPredicate::UGE, key, floor, "kept"))
            },
            &mut |j, at| {
                // The element's feature (its key in the array is not written yet).
                let j = ok(b.build_int_add(first, j, ""));
                let (_, _, f) = element(j);
                let at = ok(b.build_int_add(base, at, ""));
                e.store((c.keys)(at), key_of(j));
                e.store((c.indices)(at), ok(b.build_int_truncate(f, i32t, "")));
            },
            None,
        );
        e.store(kept, ok(b.build_int_add(base, n, "")));
    };
    e.emit_loop("search.stretch_word", zero, n_words, one, &mut |w| {
        let bits = ok(b.build_load(i64t, word_at(w), "stretches")).into_int_value();
        let start = ok(b.build_left_shift(w, e.i64(6), ""));
        compact::for_each_bit(e, "search.stretch", start, bits, &mut |s| {
            let first = ok(b.build_int_mul(s, e.i64(size), "first"));
            compact_from(first, e.i64(size));
        });
    });
    let rest = ok(b.build_int_mul(whole, e.i64(size), "rest"));
    compact_from(rest, ok(b.build_int_sub(n_elements, rest, "rest_length")));
    ok(b.build_load(i64t, kept, "floor_kept")).into_int_value()
}

/// [`Compaction::key_of`]'s keys of every element into `keys`, for the rounds over them all.
fn write_keys<'ctx>(
    e: &Emitter<'_, 'ctx>,
    c: &Compaction<'_, 'ctx>,
    key_of: &dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>,
    n_elements: IntValue<'ctx>,
) {
    e.emit_loop("search.keys", e.i64(0), n_elements, e.i64(1), &mut |j| {
        e.store((c.keys)(j), key_of(j))
    });
}

/// `rows::search_key_value`: the f32 whose ordered key is `key`.
pub(super) fn key_value<'ctx>(e: &Emitter<'_, 'ctx>, key: IntValue<'ctx>) -> FloatValue<'ctx> {
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
pub(super) fn index_mask<'ctx>(
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
