//! The x86 entry's passes over a listed prefix (`rows::Within`): after a search that passes are
//! confined to, one loop writes each feature's prefix mask into the search's list array and a
//! second moves the prefix's features to its front, in order; a confined pass then runs over
//! that list alone when it is short ([`LIST_RATIO`]), else over every feature as written. The
//! masks make the two the same: the elements left out contribute their folds' identities.
//! Top-k's prefix is the common case: 50 tokens of a vocabulary of 128000 draw 50 Gumbel noises.

use inkwell::IntPredicate;
use inkwell::values::{IntValue, PointerValue};

use super::fold::FoldAcc;
use super::{Emitter, RowEnv, StepEnv, ok};
use crate::rows::{Fold, Pass, PassEnd};

/// A confined pass runs over the list when `listed * LIST_RATIO <= F`: a listed element costs
/// a scalar lane (noise and logarithms included), a feature of the full loop a share of a
/// vector one.
pub const LIST_RATIO: u64 = 16;

/// The features one extraction round tests at once before moving any: most rounds of a short
/// prefix find none.
const CHUNK: u64 = 64;

/// The "not listed" count: the search did not run this step (its guard did not hold), so the
/// confined passes run as written.
const UNLISTED: u64 = u64::MAX;

/// The lists of one row: for each search that passes are confined to, its scratch array and
/// the number of listed features (an alloca, [`UNLISTED`] until the search runs).
pub(super) struct Lists<'ctx> {
    lists: Vec<(usize, usize, PointerValue<'ctx>)>,
}

impl<'ctx> Lists<'ctx> {
    /// The lists of `e.program`, in scratch arrays `first_array..` (one per confining search).
    pub fn new(e: &Emitter<'_, 'ctx>, first_array: usize) -> Self {
        let i64t = e.ctx.i64_type();
        let lists = e
            .program
            .confining_searches()
            .into_iter()
            .enumerate()
            .map(|(k, search)| {
                let count = e.entry_alloca(i64t.into(), "listed");
                (search, first_array + k, count)
            })
            .collect();
        Lists { lists }
    }

    /// Marks every list unlisted (at the start of each step).
    pub fn reset(&self, e: &Emitter<'_, 'ctx>) {
        for &(_, _, count) in &self.lists {
            e.store(count, e.i64(UNLISTED));
        }
    }

    fn of(&self, search: usize) -> Option<(usize, PointerValue<'ctx>)> {
        self.lists
            .iter()
            .find(|l| l.0 == search)
            .map(|&(_, array, count)| (array, count))
    }

    /// After search pass `search` ran (inside its guard): lists its prefix when passes are
    /// confined to it. `array(k, f)` is element `f` of scratch array `k`.
    pub fn extract(
        &self,
        e: &Emitter<'_, 'ctx>,
        env: &RowEnv<'ctx>,
        step: Option<StepEnv<'ctx>>,
        search: usize,
        array: &dyn Fn(usize, IntValue<'ctx>) -> PointerValue<'ctx>,
    ) {
        let Some((list, count)) = self.of(search) else {
            return;
        };
        let b = e.builder;
        let i32t = e.ctx.i32_type();
        // Every confined pass has the same mask (`rows::verify`): the first one's.
        let (insts, mask) = e
            .program
            .passes
            .iter()
            .find_map(|p| {
                p.within
                    .filter(|w| w.search == search)
                    .map(|w| p.closure(&[w.mask]))
            })
            .expect("internal error: a list without a confined pass");
        let mask_pass = Pass::new(insts, PassEnd::Fold(Vec::new()));
        let n_features = env.n_features;
        // The masks (1.0 or 0.0), vectorised.
        e.emit_loop("list.mask", e.i64(0), n_features, e.i64(1), &mut |f| {
            let m = e.emit_lane(env, step, &mask_pass, f, false)[mask[0].0 as usize];
            e.store(array(list, f), m);
        });
        // Chunk by chunk: test the chunk's masks together; move its listed features down.
        // In place: feature `f` is read before position `n <= f` is written.
        let bits =
            |f: IntValue<'ctx>| ok(b.build_load(i32t, array(list, f), "mask")).into_int_value();
        e.store(count, e.i64(0));
        e.emit_loop("list.chunk", e.i64(0), n_features, e.i64(CHUNK), &mut |c| {
            let end = ok(b.build_int_add(c, e.i64(CHUNK), ""));
            let past = ok(b.build_int_compare(IntPredicate::UGT, end, n_features, ""));
            let end = ok(b.build_select(past, n_features, end, "chunk_end")).into_int_value();
            let any = e.entry_alloca(i32t.into(), "chunk_any");
            e.store(any, i32t.const_zero());
            e.emit_loop("list.test", c, end, e.i64(1), &mut |f| {
                let seen = ok(b.build_load(i32t, any, "")).into_int_value();
                e.store(any, ok(b.build_or(seen, bits(f), "")));
            });
            let seen = ok(b.build_load(i32t, any, "any")).into_int_value();
            let some = ok(b.build_int_compare(IntPredicate::NE, seen, i32t.const_zero(), ""));
            e.emit_if("list.move", some, &mut || {
                e.emit_loop("list.take", c, end, e.i64(1), &mut |f| {
                    let kept =
                        ok(b.build_int_compare(IntPredicate::NE, bits(f), i32t.const_zero(), ""));
                    let n = ok(b.build_load(e.ctx.i64_type(), count, "n")).into_int_value();
                    e.store(array(list, n), ok(b.build_int_truncate(f, i32t, "")));
                    let step = ok(b.build_int_z_extend(kept, e.ctx.i64_type(), ""));
                    e.store(count, ok(b.build_int_add(n, step, "")));
                });
            });
        });
    }

    /// Whether pass `search`'s list is there and short enough for a confined pass.
    pub fn short(
        &self,
        e: &Emitter<'_, 'ctx>,
        search: usize,
        n_features: IntValue<'ctx>,
    ) -> IntValue<'ctx> {
        let b = e.builder;
        let (_, count) = self
            .of(search)
            .expect("internal error: a confined pass without a list");
        let n = ok(b.build_load(e.ctx.i64_type(), count, "listed")).into_int_value();
        let listed = ok(b.build_int_compare(IntPredicate::NE, n, e.i64(UNLISTED), ""));
        // n * ratio <= F, without overflow: n <= F / ratio.
        let limit = ok(b.build_int_unsigned_div(n_features, e.i64(LIST_RATIO), ""));
        let short = ok(b.build_int_compare(IntPredicate::ULE, n, limit, ""));
        ok(b.build_and(listed, short, "short"))
    }

    /// The number of listed features of pass `search` and feature `f` of position `j`.
    pub fn count(&self, e: &Emitter<'_, 'ctx>, search: usize) -> IntValue<'ctx> {
        let (_, count) = self
            .of(search)
            .expect("internal error: a confined pass without a list");
        ok(e.builder.build_load(e.ctx.i64_type(), count, "listed")).into_int_value()
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
            .of(search)
            .expect("internal error: a confined pass without a list");
        let b = e.builder;
        let f = ok(b.build_load(e.ctx.i32_type(), array(list, j), "f")).into_int_value();
        ok(b.build_int_z_extend(f, e.ctx.i64_type(), "f"))
    }
}

/// A confined fold pass over its search's list: each fold pushes the listed features' values in
/// feature order (the identities of the others change nothing), then stores its uniform.
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
    let accs: Vec<FoldAcc> = folds.iter().map(|f| FoldAcc::new(e, f.kind)).collect();
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
