//! The x86 entry's passes over a listed prefix (`rows::Within`): after a search that passes are
//! confined to, one loop writes each feature's prefix mask into the search's list array and a
//! second moves the prefix's features to its front, in order (or, after a counted search that
//! left candidates holding its prefix, `search::Compaction::candidates`, one loop lists the
//! prefix among those: the same list, without a pass over the row); a confined pass then runs over
//! that list alone when it is short ([`LIST_RATIO`]; [`VECTOR_LIST_RATIO`] when every pass
//! confined to the search folds maxima alone, which run over the list in vectors), else over
//! every feature as written. The masks make the two the same: the elements left out contribute
//! their folds' identities (a pairwise sum pushes each listed value at its feature's position
//! and the gaps as blocks of zeros, `fold::FoldAcc::listed`, so its tree is the row's). Top-k's
//! prefix is the common case: 50 tokens of a vocabulary of
//! 128000 draw 50 Gumbel noises. A search confined to another (`rows::Within::outer`: the
//! sampler's top-p search, within top-k) lists its prefix among the other's list when that is
//! used, else among every feature; the Gumbel draw after top-p runs over the nucleus so.
//! A row split by candidates (`span`) lists its spans' prefixes into their records with
//! [`emit_prefix_features`], and its finish lists the row's prefix among those candidates
//! ([`Lists::list_candidates`]) before running the confined passes over it.
//!
//! The GPU wide entry lists a prefix with every lane of its workgroup ([`Spread`]): each lane
//! counts the prefix's features in its own block of the row (or of the enclosing search's
//! list), lane 0 turns the counts into offsets, and each lane writes its block's features from
//! its offset, so the list is in feature order ([`list_spread`], which a GPU top-p search's
//! guided passes also use to list the tokens they fold). A confined pass then runs over the list
//! whenever there is one (its lanes striding over the list's positions): its sums and
//! searches fold `k` values instead of `V`, lane 0's sequential sums in order, and a pairwise
//! sum by the lanes together, each folding the listed values in its aligned block of the row
//! at their positions ([`position_block`]; `fold::emit_listed_tree_sums`, a top-p search's
//! `search::spread::fold_pairwise_spread`).

use inkwell::IntPredicate;
use inkwell::values::{IntValue, PointerValue};

use super::fold::FoldAcc;
use super::{Emitter, RowEnv, StepEnv, compact, gpu, ok};
use crate::rows::{Fold, FoldKind, Pass, PassEnd};

/// A confined pass runs over the list when `listed * LIST_RATIO <= F`: a listed element of a
/// sum or a search costs a scalar lane, a feature of the full loop a share of a vector one.
pub const LIST_RATIO: u64 = 16;

/// [`LIST_RATIO`] of a list whose confined passes all fold maxima alone (the sampler's Gumbel
/// pass after top-p): those run over it in vectors too (`scratch::emit_max_fold_chunks`), a
/// listed element costing a gather and a list load more than a feature of the full loop. The
/// Gumbel draw over a nucleus of 42% of the row ran 1.11x faster listed than as written (7%:
/// 1.25x). Not above [`LIST_RATIO`]: a prefix listed among a short list is then short too, so
/// the passes confined to it never fall back from that list to the whole row.
pub const VECTOR_LIST_RATIO: u64 = 2;
const _: () = assert!(VECTOR_LIST_RATIO <= LIST_RATIO);

/// Whether a fold pass's folds are all Max or ArgMax (the x86 entry folds them in vectors, over
/// the features or over a list).
pub fn max_folds_only(folds: &[Fold]) -> bool {
    folds
        .iter()
        .all(|f| matches!(f.kind, FoldKind::Max | FoldKind::ArgMax))
}

/// The "not listed" count: the search did not run this step (its guard did not hold), so the
/// confined passes run as written.
const UNLISTED: u32 = u32::MAX;

/// GPU (the wide entry): the lanes of the workgroup, which list a prefix together.
#[derive(Clone, Copy)]
pub(super) struct Spread<'ctx> {
    /// This lane (i64), whether it is lane 0, and the workgroup's lane count.
    pub lane: IntValue<'ctx>,
    pub lane0: IntValue<'ctx>,
    pub lanes: u32,
}

/// The lists of one row: for each search that passes are confined to, its scratch array and
/// the number of listed features (an i32, [`UNLISTED`] until the search runs: an alloca on
/// x86, a shared word on GPUs). On x86 a list longer than its confined passes use
/// ([`Lists::short`]) holds its count only: its features are not written.
pub(super) struct Lists<'ctx> {
    /// Each list's search pass, scratch array, count and ratio ([`LIST_RATIO`]).
    lists: Vec<(usize, usize, PointerValue<'ctx>, u64)>,
    /// GPU: the lanes, and one shared word per lane (each lane's count, then its offset).
    spread: Option<(Spread<'ctx>, PointerValue<'ctx>)>,
}

impl<'ctx> Lists<'ctx> {
    /// The lists of `e.program`, in scratch arrays `first_array..` (one per confining search),
    /// listed by one lane or (`spread`) by the lanes of a GPU workgroup (whose shared words
    /// `targets::list_words` counts).
    pub fn new(e: &Emitter<'_, 'ctx>, first_array: usize, spread: Option<Spread<'ctx>>) -> Self {
        Self::of(e, first_array, spread, None)
    }

    /// [`Lists::new`] with the list of search pass `search` alone (a split launch's spans
    /// list their candidate search's prefix and no other), in its scratch array.
    pub fn only(
        e: &Emitter<'_, 'ctx>,
        first_array: usize,
        spread: Option<Spread<'ctx>>,
        search: usize,
    ) -> Self {
        Self::of(e, first_array, spread, Some(search))
    }

    fn of(
        e: &Emitter<'_, 'ctx>,
        first_array: usize,
        spread: Option<Spread<'ctx>>,
        only: Option<usize>,
    ) -> Self {
        // Each search with its scratch array.
        let searches: Vec<(usize, usize)> = (e.program.confining_searches().into_iter())
            .enumerate()
            .map(|(k, search)| (search, first_array + k))
            .filter(|&(search, _)| only.is_none_or(|only| only == search))
            .collect();
        let shared_counts = spread
            .filter(|_| !searches.is_empty())
            .map(|_| gpu::shared_array(e, "tessera_list_counts_wide", searches.len() as u32));
        let lists = searches
            .into_iter()
            .enumerate()
            .map(|(k, (search, array))| {
                let count = match shared_counts {
                    Some(counts) => e.element_ptr(counts, e.i64(k as u64)),
                    None => e.entry_alloca(e.ctx.i32_type().into(), "listed"),
                };
                (search, array, count, list_ratio(e, search))
            })
            .collect();
        let spread = shared_counts.and(spread).map(|spread| {
            let offsets = gpu::shared_array(e, "tessera_list_offsets_wide", spread.lanes);
            (spread, offsets)
        });
        Lists { lists, spread }
    }

    /// Marks every list unlisted (at the start of each step; on GPUs lane 0 does, between
    /// barriers).
    pub fn reset(&self, e: &Emitter<'_, 'ctx>) {
        let mut store = || {
            for &(_, _, count, _) in &self.lists {
                e.store(count, e.i32(UNLISTED));
            }
        };
        match self.spread {
            None => store(),
            Some((spread, _)) => {
                gpu::barrier(e);
                e.emit_if("list.reset", spread.lane0, &mut store);
                gpu::barrier(e);
            }
        }
    }

    fn list(&self, search: usize) -> Option<(usize, PointerValue<'ctx>)> {
        self.lists
            .iter()
            .find(|l| l.0 == search)
            .map(|&(_, array, count, _)| (array, count))
    }

    /// The longest list of search pass `search` on a row of `n_features` (i64) that the x86
    /// entry's confined passes run over: `n * ratio <= F`, without overflow, is `n <= F /
    /// ratio`.
    fn short_limit(
        &self,
        e: &Emitter<'_, 'ctx>,
        search: usize,
        n_features: IntValue<'ctx>,
    ) -> IntValue<'ctx> {
        let ratio = self
            .lists
            .iter()
            .find(|l| l.0 == search)
            .map_or(LIST_RATIO, |l| l.3);
        ok(e.builder
            .build_int_unsigned_div(n_features, e.i64(ratio), "short_limit"))
    }

    /// After search pass `search` ran (inside its guard): lists its prefix when passes are
    /// confined to it. `array(k, f)` is element `f` of scratch array `k`. x86: `candidates`,
    /// when its first (i1) holds, are `n` candidates that the search left (`feature(j)`, in
    /// feature order), among which are all of its prefix's features
    /// (`search::Compaction::candidates`): the prefix is listed among them, the same list.
    /// `(env, whole_row)`: the row's environment, and the one of a listing over the whole row
    /// (not among another search's listed features), which may read kept values back
    /// (`rows::kept`).
    pub fn extract(
        &self,
        e: &Emitter<'_, 'ctx>,
        (env, whole_env): (&RowEnv<'ctx>, &RowEnv<'ctx>),
        search: usize,
        array: &dyn Fn(usize, IntValue<'ctx>) -> PointerValue<'ctx>,
        candidates: Option<Candidates<'_, 'ctx>>,
    ) {
        let Some((list, count)) = self.list(search) else {
            return;
        };
        let at = |j: IntValue<'ctx>| array(list, j);
        let whole_row = || {
            if let Some((spread, offsets)) = self.spread {
                let domain = (env.n_features, &(|j| j) as &dyn Fn(_) -> _);
                return extract_spread(e, whole_env, search, domain, &at, count, (spread, offsets));
            }
            let mut every_feature = || {
                let range = (e.i64(0), env.n_features);
                // A list too long for the confined passes is counted, not written.
                let limit = self.short_limit(e, search, env.n_features);
                let n = emit_prefix_features(e, whole_env, search, range, (&at, None), Some(limit));
                e.store(
                    count,
                    ok(e.builder.build_int_truncate(n, e.ctx.i32_type(), "")),
                );
            };
            match candidates {
                None => every_feature(),
                Some((some, n, feature)) => e.emit_if_else(
                    "list.search_candidates",
                    some,
                    &mut || self.list_candidates(e, whole_env, search, n, feature, array),
                    &mut every_feature,
                ),
            }
        };
        // A search confined to another (`rows::Within::outer`): its prefix among the other's
        // listed features when those are listed (on x86 when short, as its confined passes
        // use them); the passes confined to it count nothing outside the other's prefix.
        let Some(outer) = e.program.passes[search].within.map(|w| w.search) else {
            return whole_row();
        };
        let among = match self.spread {
            Some(_) => self.listed(e, outer),
            None => self.short(e, outer, env.n_features),
        };
        e.emit_if_else(
            "list.nested",
            among,
            &mut || {
                let n = self.count(e, outer);
                let feature = |j: IntValue<'ctx>| self.feature(e, outer, array, j);
                self.list_candidates(e, env, search, n, &feature, array);
            },
            &mut || whole_row(),
        );
    }

    /// Lists the prefix of search pass `search` among `n` candidates, `feature(j)` the feature
    /// of the `j`-th (in feature order): the list of a split row's finish (on GPUs by every
    /// lane, [`Spread`]).
    pub fn list_candidates(
        &self,
        e: &Emitter<'_, 'ctx>,
        env: &RowEnv<'ctx>,
        search: usize,
        n: IntValue<'ctx>,
        feature: &dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>,
        array: &dyn Fn(usize, IntValue<'ctx>) -> PointerValue<'ctx>,
    ) {
        let b = e.builder;
        let (list, count) = self
            .list(search)
            .expect("internal error: a search without a list");
        if let Some(spread) = self.spread {
            let at = |j: IntValue<'ctx>| array(list, j);
            return extract_spread(e, env, search, (n, feature), &at, count, spread);
        }
        let n = list_among(e, env, search, n, feature, &|j| array(list, j));
        e.store(count, ok(b.build_int_truncate(n, e.ctx.i32_type(), "")));
    }

    /// GPU: every lane lists the features of `begin..end` in the prefix of search pass
    /// `search` into `dest(0..)`, in feature order, and lane 0 stores their number at `count`
    /// (i32): a span's candidates (`span`).
    pub fn list_range(
        &self,
        e: &Emitter<'_, 'ctx>,
        env: &RowEnv<'ctx>,
        search: usize,
        (begin, end): (IntValue<'ctx>, IntValue<'ctx>),
        dest: &dyn Fn(IntValue<'ctx>) -> PointerValue<'ctx>,
        count: PointerValue<'ctx>,
    ) {
        let spread = self
            .spread
            .expect("internal error: a range listed without lanes");
        let b = e.builder;
        let length = ok(b.build_int_sub(end, begin, "length"));
        let feature = |j: IntValue<'ctx>| ok(b.build_int_add(begin, j, "f"));
        extract_spread(e, env, search, (length, &feature), dest, count, spread);
    }

    /// Whether pass `search`'s list is there (the search ran this step).
    pub fn listed(&self, e: &Emitter<'_, 'ctx>, search: usize) -> IntValue<'ctx> {
        let n = self.count(e, search);
        ok(e.builder
            .build_int_compare(IntPredicate::NE, n, e.i64(u64::from(UNLISTED)), "listed"))
    }

    /// Whether pass `search`'s list is there and short enough for a confined pass.
    pub fn short(
        &self,
        e: &Emitter<'_, 'ctx>,
        search: usize,
        n_features: IntValue<'ctx>,
    ) -> IntValue<'ctx> {
        let b = e.builder;
        let n = self.count(e, search);
        let listed = self.listed(e, search);
        let short = ok(b.build_int_compare(
            IntPredicate::ULE,
            n,
            self.short_limit(e, search, n_features),
            "",
        ));
        ok(b.build_and(listed, short, "short"))
    }

    /// The number of features listed for search pass `search` (i64; `UNLISTED` when its search
    /// did not run).
    pub fn count(&self, e: &Emitter<'_, 'ctx>, search: usize) -> IntValue<'ctx> {
        let (_, count) = self
            .list(search)
            .expect("internal error: a confined pass without a list");
        let b = e.builder;
        let n = ok(b.build_load(e.ctx.i32_type(), count, "listed")).into_int_value();
        ok(b.build_int_z_extend(n, e.ctx.i64_type(), "listed"))
    }

    /// Feature `f` at position `j` of pass `search`'s list.
    pub fn feature(
        &self,
        e: &Emitter<'_, 'ctx>,
        search: usize,
        array: &dyn Fn(usize, IntValue<'ctx>) -> PointerValue<'ctx>,
        j: IntValue<'ctx>,
    ) -> IntValue<'ctx> {
        let (list, _) = self
            .list(search)
            .expect("internal error: a confined pass without a list");
        let b = e.builder;
        let f = ok(b.build_load(e.ctx.i32_type(), array(list, j), "f")).into_int_value();
        ok(b.build_int_z_extend(f, e.ctx.i64_type(), "f"))
    }
}

/// The ratio of search pass `search`'s list: [`VECTOR_LIST_RATIO`] when every pass confined
/// to it folds maxima alone, else [`LIST_RATIO`].
fn list_ratio(e: &Emitter<'_, '_>, search: usize) -> u64 {
    let vector = e
        .program
        .passes
        .iter()
        .filter(|p| p.within.is_some_and(|w| w.search == search))
        .all(|p| matches!(&p.end, PassEnd::Fold(folds) if max_folds_only(folds)));
    match vector {
        true => VECTOR_LIST_RATIO,
        false => LIST_RATIO,
    }
}

/// The mask of the passes confined to search pass `search` as a pass of its own (every such
/// pass has the same: `rows::verify`), and the mask's value in it.
fn mask_pass(e: &Emitter<'_, '_>, search: usize) -> (Pass, usize) {
    let (insts, mask) = crate::rows::kept::listing_mask(e.program, search)
        .expect("internal error: a list without a confined pass");
    (Pass::new(insts, PassEnd::Fold(Vec::new())), mask.0 as usize)
}

/// Whether feature `f` is in the prefix: the confined passes' mask (`mask_pass`) is not 0.
fn in_prefix<'ctx>(
    e: &Emitter<'_, 'ctx>,
    env: &RowEnv<'ctx>,
    (mask_pass, mask): (&Pass, usize),
    f: IntValue<'ctx>,
) -> IntValue<'ctx> {
    let m = e.emit_lane(env, None, mask_pass, f, false)[mask];
    ok(e.builder.build_float_compare(
        inkwell::FloatPredicate::UNE,
        m,
        e.ctx.f32_type().const_float(0.0),
        "in_prefix",
    ))
}

/// GPU: every lane of `spread` lists the prefix of search pass `search` among the `n`
/// elements of `domain` (`feature(j)`: the feature of element `j`, increasing with `j`) into
/// `dest(0..)` (u32 each), in feature order, and lane 0 stores the count at `count` (i32);
/// every lane must call it, and it ends with a barrier ([`list_spread`]).
fn extract_spread<'ctx>(
    e: &Emitter<'_, 'ctx>,
    env: &RowEnv<'ctx>,
    search: usize,
    (n, feature): (IntValue<'ctx>, &dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>),
    dest: &dyn Fn(IntValue<'ctx>) -> PointerValue<'ctx>,
    count: PointerValue<'ctx>,
    spread: (Spread<'ctx>, PointerValue<'ctx>),
) {
    let mask = mask_pass(e, search);
    let mask = (&mask.0, mask.1);
    let kept = |j: IntValue<'ctx>| in_prefix(e, env, mask, feature(j));
    list_spread(e, (n, &kept, feature), dest, count, spread);
}

/// A value of element `j` (`j` i64).
type OfElement<'a, 'ctx> = &'a dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>;

/// GPU: every lane of `spread` lists, in order, the `j < n` that `kept(j)` (i1) holds for,
/// writing `value(j)` (i64, truncated to u32) to `dest(0..)`, and lane 0 stores their number
/// at `count` (i32); every lane must call it, and it ends with a barrier. Lane `l` owns the
/// block of the `C = ceil(n / lanes)` elements from `l * C`: it counts the block's kept
/// elements into `offsets[l]` (u32, one per lane), lane 0 turns the counts into offsets (an
/// exclusive scan in lane order), and each lane writes its block's values from its offset.
/// Each lane tests its block twice and the blocks' writes never overlap.
pub(super) fn list_spread<'ctx>(
    e: &Emitter<'_, 'ctx>,
    (n, kept, value): (IntValue<'ctx>, OfElement<'_, 'ctx>, OfElement<'_, 'ctx>),
    dest: &dyn Fn(IntValue<'ctx>) -> PointerValue<'ctx>,
    count: PointerValue<'ctx>,
    (spread, offsets): (Spread<'ctx>, PointerValue<'ctx>),
) {
    let b = e.builder;
    let (i32t, i64t) = (e.ctx.i32_type(), e.ctx.i64_type());
    let lanes = e.i64(u64::from(spread.lanes));
    let block = ok(b.build_int_add(n, e.i64(u64::from(spread.lanes) - 1), ""));
    let block = ok(b.build_int_unsigned_div(block, lanes, "block"));
    let clamp = |x: IntValue<'ctx>| {
        let past = ok(b.build_int_compare(IntPredicate::UGT, x, n, ""));
        ok(b.build_select(past, n, x, "")).into_int_value()
    };
    let begin = clamp(ok(b.build_int_mul(spread.lane, block, "")));
    let end = clamp(ok(b.build_int_add(begin, block, "")));
    let offset = e.element_ptr(offsets, spread.lane);
    let tally = e.entry_alloca(i32t.into(), "list_tally");
    e.store(tally, i32t.const_zero());
    e.emit_loop("list.count", begin, end, e.i64(1), &mut |j| {
        let kept = ok(b.build_int_z_extend(kept(j), i32t, ""));
        let seen = ok(b.build_load(i32t, tally, "")).into_int_value();
        e.store(tally, ok(b.build_int_add(seen, kept, "")));
    });
    e.store(offset, ok(b.build_load(i32t, tally, "tally")));
    gpu::barrier(e);
    e.emit_if("list.scan", spread.lane0, &mut || {
        e.store(tally, i32t.const_zero());
        e.emit_loop("list.offsets", e.i64(0), lanes, e.i64(1), &mut |l| {
            let slot = e.element_ptr(offsets, l);
            let part = ok(b.build_load(i32t, slot, "part")).into_int_value();
            let before = ok(b.build_load(i32t, tally, "before")).into_int_value();
            e.store(slot, before);
            e.store(tally, ok(b.build_int_add(before, part, "")));
        });
        e.store(count, ok(b.build_load(i32t, tally, "listed")));
    });
    gpu::barrier(e);
    let at = e.entry_alloca(i64t.into(), "list_at");
    let first = ok(b.build_load(i32t, offset, "offset")).into_int_value();
    e.store(at, ok(b.build_int_z_extend(first, i64t, "")));
    e.emit_loop("list.write", begin, end, e.i64(1), &mut |j| {
        e.emit_if("list.kept", kept(j), &mut || {
            let at_j = ok(b.build_load(i64t, at, "j")).into_int_value();
            e.store(dest(at_j), ok(b.build_int_truncate(value(j), i32t, "")));
            e.store(at, ok(b.build_int_add(at_j, e.i64(1), "")));
        });
    });
    gpu::barrier(e);
}

/// Where position `j` of an array of the row is.
type Slots<'a, 'ctx> = &'a dyn Fn(IntValue<'ctx>) -> PointerValue<'ctx>;

/// Candidates a search left ([`Lists::extract`]): whether there are any (i1), their number
/// (i64) and the feature of the `j`-th (i64, in feature order).
pub(super) type Candidates<'a, 'ctx> = (
    IntValue<'ctx>,
    IntValue<'ctx>,
    &'a dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>,
);

/// One lane: lists the features of `n` candidates (`feature(j)`, in feature order) that are
/// in the prefix of search pass `search` to `dest(0..)` (u32 each), in order; returns their
/// number (i64). Writes nothing past them (a span's record holds `top_k` words, the next
/// span's record after them); `dest` may be the array `feature` reads, or not overlap it.
pub(super) fn list_among<'ctx>(
    e: &Emitter<'_, 'ctx>,
    env: &RowEnv<'ctx>,
    search: usize,
    n: IntValue<'ctx>,
    feature: &dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>,
    dest: Slots<'_, 'ctx>,
) -> IntValue<'ctx> {
    let b = e.builder;
    let (mask_pass, mask) = mask_pass(e, search);
    let i64t = e.ctx.i64_type();
    let listed = e.entry_alloca(i64t.into(), "candidates_listed");
    e.store(listed, e.i64(0));
    e.emit_loop("list.candidates", e.i64(0), n, e.i64(1), &mut |j| {
        let f = feature(j);
        let kept = in_prefix(e, env, (&mask_pass, mask), f);
        // A branch per candidate: few candidates (about `k` of a top-k's).
        e.emit_if("list.candidate", kept, &mut || {
            let at = ok(b.build_load(i64t, listed, "n")).into_int_value();
            let index = ok(b.build_int_truncate(f, e.ctx.i32_type(), ""));
            e.store(dest(at), index);
            e.store(listed, ok(b.build_int_add(at, e.i64(1), "")));
        });
    });
    ok(b.build_load(i64t, listed, "n")).into_int_value()
}

/// Lists the features `f` in `begin..end` in the prefix of search pass `search` (the mask of
/// the passes confined to it is 1): writes them in order to `dest(0..)` (u32 each; `None`:
/// `stage(0..)`, in place) and returns their number (i64). The masks go to `stage(f - begin)`
/// first in one vectorised loop, which counts them when there is a `limit`; then, 64 features at a time, a test of the
/// chunk's masks, and the chunk's listed features moved only when it has some (in place
/// without a branch per feature: feature `f`'s mask is read before position `n <= f - begin`
/// is written). With a `limit`, a list longer than it is counted and not written (the x86
/// entry's confined passes would not run over it).
pub(super) fn emit_prefix_features<'ctx>(
    e: &Emitter<'_, 'ctx>,
    env: &RowEnv<'ctx>,
    search: usize,
    (begin, end): (IntValue<'ctx>, IntValue<'ctx>),
    (stage, dest): (Slots<'_, 'ctx>, Option<Slots<'_, 'ctx>>),
    limit: Option<IntValue<'ctx>>,
) -> IntValue<'ctx> {
    let b = e.builder;
    let (i32t, i64t) = (e.ctx.i32_type(), e.ctx.i64_type());
    let (mask_pass, mask) = mask_pass(e, search);
    let length = ok(b.build_int_sub(end, begin, "length"));
    // With a limit, the masks are counted as they are written.
    let in_prefix = limit.map(|_| {
        let in_prefix = e.entry_alloca(i32t.into(), "prefix_count");
        e.store(in_prefix, i32t.const_zero());
        in_prefix
    });
    e.emit_loop("list.mask", e.i64(0), length, e.i64(1), &mut |j| {
        let f = ok(b.build_int_add(begin, j, "f"));
        let m = e.emit_lane(env, None, &mask_pass, f, false)[mask];
        e.store(stage(j), m);
        if let Some(in_prefix) = in_prefix {
            let kept = ok(b.build_float_compare(
                inkwell::FloatPredicate::UNE,
                m,
                e.ctx.f32_type().const_zero(),
                "",
            ));
            let bit = ok(b.build_int_z_extend(kept, i32t, "in_prefix"));
            let seen = ok(b.build_load(i32t, in_prefix, "")).into_int_value();
            e.store(in_prefix, ok(b.build_int_add(seen, bit, "")));
        }
    });
    let count = e.entry_alloca(i64t.into(), "listed_count");
    e.store(count, e.i64(0));
    let mut moves = || emit_chunk_moves(e, length, begin, (stage, dest), count);
    match (limit, in_prefix) {
        (Some(limit), Some(in_prefix)) => {
            let counted = ok(b.build_load(i32t, in_prefix, "")).into_int_value();
            let counted = ok(b.build_int_z_extend(counted, i64t, "prefix_count"));
            let write = ok(b.build_int_compare(IntPredicate::ULE, counted, limit, "write"));
            e.emit_if_else("list.write", write, &mut moves, &mut || {
                e.store(count, counted)
            });
        }
        _ => moves(),
    }
    ok(b.build_load(i64t, count, "listed")).into_int_value()
}

/// The moves of [`emit_prefix_features`]: `count` (i64, from 0) the listed features written.
fn emit_chunk_moves<'ctx>(
    e: &Emitter<'_, 'ctx>,
    length: IntValue<'ctx>,
    begin: IntValue<'ctx>,
    (stage, dest): (Slots<'_, 'ctx>, Option<Slots<'_, 'ctx>>),
    count: PointerValue<'ctx>,
) {
    let b = e.builder;
    let (i32t, i64t) = (e.ctx.i32_type(), e.ctx.i64_type());
    let bits = |j: IntValue<'ctx>| ok(b.build_load(i32t, stage(j), "mask")).into_int_value();
    e.emit_loop(
        "list.chunk",
        e.i64(0),
        length,
        e.i64(compact::CHUNK),
        &mut |c| {
            let stop = compact::chunk_end(e, c, length);
            let any = e.entry_alloca(i32t.into(), "chunk_any");
            e.store(any, i32t.const_zero());
            e.emit_loop("list.test", c, stop, e.i64(1), &mut |j| {
                let seen = ok(b.build_load(i32t, any, "")).into_int_value();
                e.store(any, ok(b.build_or(seen, bits(j), "")));
            });
            let seen = ok(b.build_load(i32t, any, "any")).into_int_value();
            let some = ok(b.build_int_compare(IntPredicate::NE, seen, i32t.const_zero(), ""));
            e.emit_if("list.move", some, &mut || {
                e.emit_loop("list.take", c, stop, e.i64(1), &mut |j| {
                    let kept =
                        ok(b.build_int_compare(IntPredicate::NE, bits(j), i32t.const_zero(), ""));
                    let n = ok(b.build_load(i64t, count, "n")).into_int_value();
                    let f = ok(b.build_int_add(begin, j, "f"));
                    let f = ok(b.build_int_truncate(f, i32t, ""));
                    match dest {
                        // Only the listed features are written: `dest` may end after the last one.
                        Some(dest) => e.emit_if("list.kept", kept, &mut || {
                            e.store(dest(n), f);
                            e.store(count, ok(b.build_int_add(n, e.i64(1), "")));
                        }),
                        // In place, without a branch (a dense prefix mispredicts one per feature):
                        // every feature is written at `n <= j`, and the next overwrites one not
                        // kept. Position `j`'s mask is read first.
                        None => {
                            e.store(stage(n), f);
                            let next = ok(b.build_int_z_extend(kept, i64t, ""));
                            e.store(count, ok(b.build_int_add(n, next, "")));
                        }
                    }
                });
            });
        },
    );
}

/// A confined fold pass over its search's list: each fold pushes the listed features' values in
/// feature order (the identities of the others change nothing; a pairwise sum pushes them as
/// the blocks of `+0.0` they form, [`FoldAcc::listed`]), then stores its uniform.
#[allow(clippy::too_many_arguments)]
pub(super) fn emit_listed_folds<'ctx>(
    e: &Emitter<'_, 'ctx>,
    env: &RowEnv<'ctx>,
    step: Option<StepEnv<'ctx>>,
    pass: &Pass,
    folds: &[Fold],
    noise: bool,
    lists: &Lists<'ctx>,
    search: usize,
    array: &dyn Fn(usize, IntValue<'ctx>) -> PointerValue<'ctx>,
) {
    let accs: Vec<FoldAcc> = (folds.iter())
        .map(|f| FoldAcc::listed(e, f.kind, env.n_features))
        .collect();
    // Each listed lane draws its own Gumbel noise.
    let env = RowEnv {
        gumbel: None,
        ..env.clone()
    };
    e.emit_loop(
        "listed",
        e.i64(0),
        lists.count(e, search),
        e.i64(1),
        &mut |j| {
            let f = lists.feature(e, search, array, j);
            let values = e.emit_lane(&env, step, pass, f, noise);
            for (acc, fold) in accs.iter().zip(folds) {
                acc.push(e, f, values[fold.value.0 as usize]);
            }
        },
    );
    for (acc, fold) in accs.iter().zip(folds) {
        let slot = e.element_ptr(env.uniforms, e.i64(u64::from(fold.uniform.0)));
        e.store(slot, acc.finish(e));
    }
}

/// The number of the first `n` (i64) features of a list in increasing feature order
/// (`feature_of(j)`, i64) that are below `bound` (i64), which is where the features from
/// `bound` on start in it: a binary search of as many steps as `n` has bits, from the longest,
/// each a load and a compare.
pub(super) fn count_below<'ctx>(
    e: &Emitter<'_, 'ctx>,
    n: IntValue<'ctx>,
    feature_of: &dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>,
    bound: IntValue<'ctx>,
) -> IntValue<'ctx> {
    let b = e.builder;
    let (zero, one) = (e.i64(0), e.i64(1));
    let below = e.entry_alloca(e.ctx.i64_type().into(), "below");
    e.store(below, zero);
    let bits = ok(b.build_int_sub(e.i64(64), e.bit_count("llvm.ctlz", n), "bits"));
    e.emit_loop("below", zero, bits, one, &mut |i| {
        // Step `2^(bits - 1 - i)`: take it when the step's last feature is below `bound`.
        let shift = ok(b.build_int_sub(ok(b.build_int_sub(bits, one, "")), i, ""));
        let so_far = ok(b.build_load(e.ctx.i64_type(), below, "")).into_int_value();
        let next = ok(b.build_int_add(so_far, ok(b.build_left_shift(one, shift, "")), "next"));
        let inside = ok(b.build_int_compare(IntPredicate::ULE, next, n, "inside"));
        let last = ok(b.build_int_sub(next, one, ""));
        let last = ok(b.build_select(inside, last, zero, "")).into_int_value();
        let lower = ok(b.build_int_compare(IntPredicate::ULT, feature_of(last), bound, ""));
        let take = ok(b.build_and(inside, lower, "take"));
        e.store(below, ok(b.build_select(take, next, so_far, "")));
    });
    ok(b.build_load(e.ctx.i64_type(), below, "below")).into_int_value()
}

/// GPU: a lane's block of the features of a row for a pairwise sum over a list that the lanes
/// fold together ([`position_block`]).
pub(super) struct PositionBlock<'ctx> {
    /// The block's first feature and its length (i64; 0 for a lane past the row's end).
    pub start: IntValue<'ctx>,
    pub length: IntValue<'ctx>,
    /// The lanes that have a block (i64): `ceil(F / block)`.
    pub blocks: IntValue<'ctx>,
    /// The list positions of the block's features: `first..end` (i64).
    pub first: IntValue<'ctx>,
    pub end: IntValue<'ctx>,
}

/// GPU: lane `lane`'s share of `n` (i64) items spread over `lanes` lanes in aligned blocks:
/// `block` the least power of two, at least `min_block`, with `lanes * block >= n`, the lane's
/// items those from `lane * block`, cut at `n` (none past it). Returns their start, their
/// number and `log2(block)`.
pub(super) fn lane_block<'ctx>(
    e: &Emitter<'_, 'ctx>,
    (lane, lanes): (IntValue<'ctx>, u32),
    n: IntValue<'ctx>,
    min_block: u64,
) -> (IntValue<'ctx>, IntValue<'ctx>, IntValue<'ctx>) {
    let b = e.builder;
    let one = e.i64(1);
    let at_least = |x: IntValue<'ctx>, y: IntValue<'ctx>, predicate| {
        let first = ok(b.build_int_compare(predicate, x, y, ""));
        ok(b.build_select(first, x, y, "")).into_int_value()
    };
    let lanes = u64::from(lanes);
    let per_lane = ok(b.build_int_add(n, e.i64(lanes - 1), ""));
    let per_lane = ok(b.build_int_unsigned_div(per_lane, e.i64(lanes), ""));
    let per_lane = at_least(per_lane, e.i64(min_block.max(1)), IntPredicate::UGT);
    let last = ok(b.build_int_sub(per_lane, one, ""));
    let bits = ok(b.build_int_sub(e.i64(64), e.bit_count("llvm.ctlz", last), "block_bits"));
    let block = ok(b.build_left_shift(one, bits, "block"));
    let start = ok(b.build_int_mul(lane, block, "block_start"));
    let begun = ok(b.build_int_compare(IntPredicate::ULT, start, n, ""));
    let left = ok(b.build_int_sub(n, start, ""));
    let length = at_least(left, block, IntPredicate::ULT);
    let length = ok(b.build_select(begun, length, e.i64(0), "block_length")).into_int_value();
    (start, length, bits)
}

/// GPU: the block of lane `lane` of `lanes` over a row of `n_features` (i64) ([`lane_block`]:
/// aligned, the least power of two with `lanes * block >= F`, cut at the row's end), and
/// where the features of a list in increasing order (`n` features, `feature_of(j)`) that fall
/// in it are in the list ([`count_below`] of both ends; none past the row's end).
/// The blocks are nodes of the pairwise tree over the row, so a lane folds its own as a
/// binary counter would and the lanes' sums meet as that tree's top (`fold::emit_tree_sums`).
pub(super) fn position_block<'ctx>(
    e: &Emitter<'_, 'ctx>,
    lanes: (IntValue<'ctx>, u32),
    n_features: IntValue<'ctx>,
    (n, feature_of): (IntValue<'ctx>, &dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>),
) -> PositionBlock<'ctx> {
    let b = e.builder;
    let (start, length, bits) = lane_block(e, lanes, n_features, 1);
    let block_less_one =
        ok(b.build_int_sub(ok(b.build_left_shift(e.i64(1), bits, "")), e.i64(1), ""));
    let blocks = ok(b.build_int_add(n_features, block_less_one, ""));
    let blocks = ok(b.build_right_shift(blocks, bits, false, "blocks"));
    let stop = ok(b.build_int_add(start, length, "block_stop"));
    PositionBlock {
        start,
        length,
        blocks,
        first: count_below(e, n, feature_of, start),
        end: count_below(e, n, feature_of, stop),
    }
}
