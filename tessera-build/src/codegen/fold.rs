//! Fold accumulators: the reduction algorithms of `rows::FoldKind`, as the reference's
//! `rows::FoldState` runs them, emitted into LLVM IR. The CPU entry pushes each lane's value as
//! the feature loop produces it; on GPUs lane 0 pushes a sequential sum's values that the
//! lanes left in shared memory (or global scratch: in a sampler's wide and split entries a few
//! blocks of loads ahead of its adds, [`fold_sums_ahead`]), the lanes add a pairwise sum's tree
//! together in rounds ([`emit_tree_sums`]; over a list, each lane its block's listed values at
//! their positions first, [`emit_listed_tree_sums`]) and merge max folds by a tree
//! ([`emit_tree_max`]).
//! State lives in entry-block allocas (promoted to registers by LLVM).

use inkwell::types::{FloatMathType, IntMathType, VectorType};
use inkwell::values::{
    AsValueRef, BasicValue, FloatMathValue, FloatValue, IntMathValue, IntValue, PointerValue,
    VectorValue,
};
use inkwell::{FloatPredicate, IntPredicate};

use super::{Emitter, LoopHints, ok};
use crate::rows::FoldKind;
use crate::targets::Family;

/// The partial sums a pairwise sum's stack holds at most: one per set bit of the number of
/// features pushed so far (a partial sum at level `l` covers `2^l` features), 32 for any row
/// (features are u32 positions). On GPUs the stack lives in local memory, whose size per lane
/// the driver reserves for every lane the device can hold.
const PAIRWISE_LEVELS: u32 = 32;

/// The values of an array that a pairwise sum adds as one balanced tree in vector registers
/// before one counter push ([`FoldAcc::push_pairwise_array`]): four 16-lane vectors.
const PAIRWISE_BLOCK: u32 = 64;

/// The allocas of one fold.
#[derive(Clone)]
pub struct FoldAcc<'ctx> {
    kind: FoldKind,
    /// Sum: the accumulator; Max/ArgMax: the best value.
    value: PointerValue<'ctx>,
    /// Max/ArgMax: the best index (i64).
    index: PointerValue<'ctx>,
    /// Pairwise: partial sums and their levels, and the stack depth (i64).
    sums: PointerValue<'ctx>,
    levels: PointerValue<'ctx>,
    depth: PointerValue<'ctx>,
    /// A listed pairwise sum ([`FoldAcc::listed`]): the next position to push (i64) and the
    /// row's features (i64).
    listed: Option<(PointerValue<'ctx>, IntValue<'ctx>)>,
}

impl<'ctx> FoldAcc<'ctx> {
    /// Allocates and initialises the fold's state at the builder's position.
    pub fn new(e: &Emitter<'_, 'ctx>, kind: FoldKind) -> Self {
        let (f32t, i64t) = (e.ctx.f32_type(), e.ctx.i64_type());
        let acc = FoldAcc {
            kind,
            value: e.entry_alloca(f32t.into(), "fold_value"),
            index: e.entry_alloca(i64t.into(), "fold_index"),
            sums: e.entry_alloca(f32t.array_type(PAIRWISE_LEVELS).into(), "pairwise_sums"),
            levels: e.entry_alloca(i64t.array_type(PAIRWISE_LEVELS).into(), "pairwise_levels"),
            depth: e.entry_alloca(i64t.into(), "pairwise_depth"),
            listed: None,
        };
        let init = match kind {
            FoldKind::Sum | FoldKind::SumPairwise => 0.0,
            FoldKind::Max | FoldKind::ArgMax => f64::NEG_INFINITY,
        };
        e.store(acc.value, f32t.const_float(init));
        e.store(acc.index, e.i64(0));
        e.store(acc.depth, e.i64(0));
        acc
    }

    /// [`FoldAcc::new`] for values pushed at their features' positions, in feature order but
    /// with gaps (the features of a listed prefix, `rows::Within`), in a row of `n_features`
    /// (i64): a pairwise sum pushes each gap's positions as the aligned blocks of `+0.0` that
    /// cover it ([`emit_zero_blocks`]), and its finish those after the last value, so its
    /// tree is the one over every feature, the others `+0.0` (the `rows::Within` identity),
    /// the same bits at a few pushes per gap. Other kinds fold as [`FoldAcc::new`]'s.
    pub fn listed(e: &Emitter<'_, 'ctx>, kind: FoldKind, n_features: IntValue<'ctx>) -> Self {
        let mut acc = Self::new(e, kind);
        if kind == FoldKind::SumPairwise {
            let next = e.entry_alloca(e.ctx.i64_type().into(), "pairwise_next");
            e.store(next, e.i64(0));
            acc.listed = Some((next, n_features));
        }
        acc
    }

    /// A listed pairwise sum ([`FoldAcc::listed`]): pushes the zero blocks of positions from
    /// the next one up to `to` (i64).
    fn push_gap(&self, e: &Emitter<'_, 'ctx>, to: IntValue<'ctx>) {
        let Some((next, _)) = self.listed else {
            return;
        };
        let from = ok(e.builder.build_load(e.ctx.i64_type(), next, "gap_from")).into_int_value();
        let zero = e.ctx.f32_type().const_zero();
        emit_zero_blocks(e, "pairwise_gap", (from, to), &mut |level, _| {
            self.push_pairwise(e, zero, level)
        });
        e.store(next, to);
    }

    fn slot(
        &self,
        e: &Emitter<'_, 'ctx>,
        base: PointerValue<'ctx>,
        elem: inkwell::types::BasicTypeEnum<'ctx>,
        i: IntValue<'ctx>,
    ) -> PointerValue<'ctx> {
        // SAFETY (of the IR): the depth never exceeds 32 levels (F <= 2^32, `PAIRWISE_LEVELS`).
        ok(unsafe { e.builder.build_in_bounds_gep(elem, base, &[i], "") })
    }

    /// Adds feature `f`'s value.
    pub fn push(&self, e: &Emitter<'_, 'ctx>, f: IntValue<'ctx>, v: FloatValue<'ctx>) {
        let b = e.builder;
        match self.kind {
            FoldKind::Sum => {
                let acc = e.load_f32(self.value);
                e.store(self.value, ok(b.build_float_add(v, acc, "")));
            }
            FoldKind::Max | FoldKind::ArgMax => push_max(e, (self.value, self.index), f, v),
            FoldKind::SumPairwise => {
                self.push_gap(e, f);
                self.push_pairwise(e, v, e.i64(0));
                if let Some((next, _)) = self.listed {
                    e.store(next, ok(b.build_int_add(f, e.i64(1), "")));
                }
            }
        }
    }

    /// Sets a Max/ArgMax accumulator's best value and its index.
    pub fn set_max(&self, e: &Emitter<'_, 'ctx>, value: FloatValue<'ctx>, index: IntValue<'ctx>) {
        e.store(self.value, value);
        e.store(self.index, index);
    }

    /// A Max/ArgMax accumulator's best value and its index.
    pub fn max_state(&self, e: &Emitter<'_, 'ctx>) -> (FloatValue<'ctx>, IntValue<'ctx>) {
        let index = ok(e
            .builder
            .build_load(e.ctx.i64_type(), self.index, "best_index"));
        (e.load_f32(self.value), index.into_int_value())
    }

    /// The binary-counter merge of a partial sum `v` of level `level` (the sum of `2^level`
    /// features as a balanced tree; a feature's value is level 0): while the newest partial sum
    /// has the level of the incoming one, pop it and merge `older + newer` one level up; then
    /// push. A partial sum of level `l` may be pushed only where the features pushed so far
    /// are a multiple of `2^l`: then it is what pushing its features one by one would make.
    pub(super) fn push_pairwise(
        &self,
        e: &Emitter<'_, 'ctx>,
        v: FloatValue<'ctx>,
        level: IntValue<'ctx>,
    ) {
        let b = e.builder;
        let (f32t, i64t) = (e.ctx.f32_type(), e.ctx.i64_type());
        let item_value = e.entry_alloca(f32t.into(), "item_value");
        let item_level = e.entry_alloca(i64t.into(), "item_level");
        e.store(item_value, v);
        e.store(item_level, level);
        let header = e.ctx.append_basic_block(e.function, "merge.header");
        let merge = e.ctx.append_basic_block(e.function, "merge.body");
        let done = e.ctx.append_basic_block(e.function, "merge.done");
        ok(b.build_unconditional_branch(header));
        b.position_at_end(header);
        let depth = ok(b.build_load(i64t, self.depth, "depth")).into_int_value();
        let level = ok(b.build_load(i64t, item_level, "level")).into_int_value();
        let nonempty = ok(b.build_int_compare(IntPredicate::UGT, depth, e.i64(0), ""));
        let top = ok(b.build_int_sub(depth, e.i64(1), "top"));
        // The top's level is read only when the stack is not empty.
        let safe_top = ok(b.build_select(nonempty, top, e.i64(0), "")).into_int_value();
        let top_level =
            ok(b.build_load(i64t, self.slot(e, self.levels, i64t.into(), safe_top), ""))
                .into_int_value();
        let same = ok(b.build_int_compare(IntPredicate::EQ, top_level, level, ""));
        let go = ok(b.build_and(nonempty, same, ""));
        ok(b.build_conditional_branch(go, merge, done));
        b.position_at_end(merge);
        let older = e.load_f32(self.slot(e, self.sums, f32t.into(), top));
        let newer = e.load_f32(item_value);
        e.store(item_value, ok(b.build_float_add(older, newer, "")));
        e.store(item_level, ok(b.build_int_add(level, e.i64(1), "")));
        e.store(self.depth, top);
        ok(b.build_unconditional_branch(header));
        b.position_at_end(done);
        e.store(
            self.slot(e, self.sums, f32t.into(), depth),
            e.load_f32(item_value),
        );
        e.store(self.slot(e, self.levels, i64t.into(), depth), level);
        e.store(self.depth, ok(b.build_int_add(depth, e.i64(1), "")));
    }

    /// Pushes the `n` values at `base` into a pairwise sum, `origin` values having been pushed
    /// before. Where `origin` is a multiple of [`PAIRWISE_BLOCK`], each whole block of that
    /// many values is summed as its balanced tree in vector registers (rounds of
    /// `even + odd` neighbours, `older + newer`) and pushed as one partial sum of its level;
    /// the values after the whole blocks (all of them when `origin` is not a multiple) are
    /// pushed one by one. The same bits as pushing every value ([`FoldAcc::push`]), at a
    /// counter push per block instead of per value.
    fn push_pairwise_array(
        &self,
        e: &Emitter<'_, 'ctx>,
        base: PointerValue<'ctx>,
        origin: IntValue<'ctx>,
        n: IntValue<'ctx>,
    ) {
        let b = e.builder;
        let block = u64::from(PAIRWISE_BLOCK);
        let aligned = ok(b.build_int_compare(
            IntPredicate::EQ,
            ok(b.build_and(origin, e.i64(block - 1), "")),
            e.i64(0),
            "block_aligned",
        ));
        let whole = ok(b.build_and(n, e.i64(!(block - 1)), ""));
        let blocks_end =
            ok(b.build_select(aligned, whole, e.i64(0), "blocks_end")).into_int_value();
        let f32t = e.ctx.f32_type();
        e.emit_loop(
            "pairwise_block",
            e.i64(0),
            blocks_end,
            e.i64(block),
            &mut |j| {
                let vector = f32t.vec_type(PAIRWISE_BLOCK);
                let mut v = load_f32_vector(e, vector, e.element_ptr(base, j));
                let mut width = PAIRWISE_BLOCK;
                while width > 1 {
                    width /= 2;
                    let pick = |first: u32| {
                        let mask: Vec<_> = (0..width)
                            .map(|i| e.ctx.i32_type().const_int(u64::from(2 * i + first), false))
                            .collect();
                        ok(b.build_shuffle_vector(
                            v,
                            v.get_type().get_undef(),
                            VectorType::const_vector(&mask),
                            "",
                        ))
                    };
                    let (older, newer) = (pick(0), pick(1));
                    v = ok(b.build_float_add(older, newer, "block_tree"));
                }
                let sum = ok(b.build_extract_element(v, e.i64(0), "block_sum")).into_float_value();
                let level = e.i64(u64::from(PAIRWISE_BLOCK.trailing_zeros()));
                self.push_pairwise(e, sum, level);
            },
        );
        e.emit_loop("pairwise_rest", blocks_end, n, e.i64(1), &mut |j| {
            self.push_pairwise(e, e.load_f32(e.element_ptr(base, j)), e.i64(0));
        });
    }

    /// The folded value (see `rows::FoldState::finish`).
    pub fn finish(&self, e: &Emitter<'_, 'ctx>) -> FloatValue<'ctx> {
        let b = e.builder;
        let (f32t, i64t) = (e.ctx.f32_type(), e.ctx.i64_type());
        match self.kind {
            FoldKind::Sum | FoldKind::Max => e.load_f32(self.value),
            FoldKind::ArgMax => {
                let index = ok(b.build_load(i64t, self.index, "")).into_int_value();
                ok(b.build_unsigned_int_to_float(index, f32t, "argmax"))
            }
            FoldKind::SumPairwise => {
                // A listed sum: the zeros after its last value first.
                if let Some((_, n_features)) = self.listed {
                    self.push_gap(e, n_features);
                }
                // acc = newest; then acc = older + acc down the stack.
                let acc = e.entry_alloca(f32t.into(), "pairwise_acc");
                let depth = ok(b.build_load(i64t, self.depth, "")).into_int_value();
                let nonempty = ok(b.build_int_compare(IntPredicate::UGT, depth, e.i64(0), ""));
                let top = ok(b.build_int_sub(depth, e.i64(1), ""));
                let safe_top = ok(b.build_select(nonempty, top, e.i64(0), "")).into_int_value();
                let newest = e.load_f32(self.slot(e, self.sums, f32t.into(), safe_top));
                e.store(
                    acc,
                    ok(b.build_select(nonempty, newest, f32t.const_float(0.0), "")),
                );
                // Walk i = top-1 down to 0, as i' = 0..top with i = top - 1 - i'.
                e.emit_loop("pairwise_finish", e.i64(0), safe_top, e.i64(1), &mut |k| {
                    let i = ok(b.build_int_sub(ok(b.build_int_sub(safe_top, e.i64(1), "")), k, ""));
                    let older = e.load_f32(self.slot(e, self.sums, f32t.into(), i));
                    let current = e.load_f32(acc);
                    e.store(acc, ok(b.build_float_add(older, current, "")));
                });
                e.load_f32(acc)
            }
        }
    }
}

/// Calls `push(level, at)` for each aligned block of `2^level` positions from `at` (a multiple
/// of `2^level`) that together cover positions `from..to` (i64; none when `to <= from`), in
/// position order, each the largest such block at its place that ends by `to`: what a binary
/// counter that had pushed `from` values pushes for the positions up to `to` as blocks (a
/// listed pairwise sum's `+0.0` gaps, [`FoldAcc::listed`]; a block of zeros sums to `+0.0`
/// in any tree, so pushing it whole is pushing its zeros one by one). At most two blocks per
/// level.
pub(super) fn emit_zero_blocks<'ctx>(
    e: &Emitter<'_, 'ctx>,
    name: &str,
    blocks: (IntValue<'ctx>, IntValue<'ctx>),
    push: &mut dyn FnMut(IntValue<'ctx>, IntValue<'ctx>),
) {
    let b = e.builder;
    let to = blocks.1;
    e.emit_loop_advancing(name, blocks, LoopHints::default(), &mut |at| {
        // The alignment of `at` (64 at 0) and the largest power of two in the gap left.
        let aligned = e.bit_count("llvm.cttz", at);
        let left = ok(b.build_int_sub(to, at, "left"));
        let fits = ok(b.build_int_sub(e.i64(63), e.bit_count("llvm.ctlz", left), "fits"));
        let smaller = ok(b.build_int_compare(IntPredicate::ULT, aligned, fits, ""));
        let level = ok(b.build_select(smaller, aligned, fits, "block_level")).into_int_value();
        push(level, at);
        ok(b.build_int_add(at, ok(b.build_left_shift(e.i64(1), level, "")), ""))
    });
}

/// The `vector` of f32 values at `ptr`, which is aligned for one f32 only.
pub(super) fn load_f32_vector<'ctx>(
    e: &Emitter<'_, 'ctx>,
    vector: VectorType<'ctx>,
    ptr: PointerValue<'ctx>,
) -> inkwell::values::VectorValue<'ctx> {
    let load = ok(e.builder.build_load(vector, ptr, "block"));
    load.as_instruction_value()
        .expect("internal error: a load instruction")
        .set_alignment(4)
        .expect("internal error: load alignment");
    load.into_vector_value()
}

/// Pushes feature `f`'s value `v` into the Max/ArgMax state at `(value, index)` (an f32 and an
/// integer of `f`'s type): it takes `v` when `v` is greater or the first NaN.
fn push_max<'ctx>(
    e: &Emitter<'_, 'ctx>,
    (value, index): (PointerValue<'ctx>, PointerValue<'ctx>),
    f: IntValue<'ctx>,
    v: FloatValue<'ctx>,
) {
    let b = e.builder;
    let best = e.load_f32(value);
    let take = max_takes(e, best, v);
    e.store(value, ok(b.build_select(take, v, best, "")));
    let at = ok(b.build_load(f.get_type(), index, "")).into_int_value();
    e.store(index, ok(b.build_select(take, f, at, "")));
}

/// Whether the sequential max fold, holding `best`, takes the next value `v`: when `v` is
/// greater, or is the first NaN (`FoldKind::Max`). Scalars, or vectors (a decision per lane).
pub(super) fn max_takes<'ctx, T: FloatMathValue<'ctx> + Copy>(
    e: &Emitter<'_, 'ctx>,
    best: T,
    v: T,
) -> FloatCompare<'ctx, T> {
    let b = e.builder;
    let greater = ok(b.build_float_compare(FloatPredicate::OGT, v, best, ""));
    let v_nan = ok(b.build_float_compare(FloatPredicate::UNO, v, v, ""));
    let best_num = ok(b.build_float_compare(FloatPredicate::ORD, best, best, ""));
    let nan_first = ok(b.build_and(v_nan, best_num, ""));
    ok(b.build_or(greater, nan_first, "take"))
}

/// What comparing two `T`s gives: an `i1` or a vector of them.
type FloatCompare<'ctx, T> =
    <<<T as FloatMathValue<'ctx>>::BaseType as FloatMathType<'ctx>>::MathConvType as IntMathType<
        'ctx,
    >>::ValueType;

/// Interleaved lanes of the max fold over an array: on x86, 32 (four 8-lane accumulators, so
/// the loop-carried compare-and-select chains of four blocks run side by side: one chain made
/// the sampler's folds latency-bound); on GPUs, where lane 0 runs the fold alone, 8.
pub(super) fn max_lanes(e: &Emitter<'_, '_>) -> u32 {
    if e.family == Family::X86 { 32 } else { 8 }
}

/// Merges two Max/ArgMax partial states `(best value, index)` of disjoint sets of elements (any
/// interleaving): the lower-index NaN if either is NaN, else the larger value, ties (`-0.0`
/// and `+0.0` included) to the lower index. That picks the least element of a strict total
/// order (NaN first, then value descending, then index ascending), so merges may run in any
/// order and grouping, and the result is what the sequential fold over all the elements keeps:
/// its first NaN, else its first maximum. A state that took nothing is `(-inf, 0)`; it wins
/// only against another such state or a `-inf` element, which the sequential fold never takes
/// either (it keeps `(-inf, 0)` when nothing beats `-inf`).
pub fn merge_max<'ctx>(
    e: &Emitter<'_, 'ctx>,
    state: (FloatValue<'ctx>, IntValue<'ctx>),
    other: (FloatValue<'ctx>, IntValue<'ctx>),
) -> (FloatValue<'ctx>, IntValue<'ctx>) {
    merge_max_states(e, state, other)
}

/// [`merge_max`] of scalars, or of vectors lane by lane (`F` a float or float vector type,
/// `I` the integer type of the same shape).
fn merge_max_states<'ctx, F, I>(
    e: &Emitter<'_, 'ctx>,
    (value, at): (F, I),
    (v, i): (F, I),
) -> (F, I)
where
    F: FloatMathValue<'ctx> + Copy,
    F::BaseType: FloatMathType<'ctx, MathConvType = I::BaseType>,
    I: IntMathValue<'ctx> + Copy,
    I::BaseType: IntMathType<'ctx, ValueType = I>,
{
    let b = e.builder;
    let v_nan = ok(b.build_float_compare(FloatPredicate::UNO, v, v, ""));
    let value_nan = ok(b.build_float_compare(FloatPredicate::UNO, value, value, ""));
    let earlier = ok(b.build_int_compare(IntPredicate::ULT, i, at, ""));
    let greater = ok(b.build_float_compare(FloatPredicate::OGT, v, value, ""));
    let tie = ok(b.build_float_compare(FloatPredicate::OEQ, v, value, ""));
    // Both NaN: the earlier; v NaN only: v; value NaN only: keep; else max, tie earlier.
    let nan_take = ok(b.build_or(ok(b.build_not(value_nan, "")), earlier, ""));
    let num_take = ok(b.build_or(greater, ok(b.build_and(tie, earlier, "")), ""));
    let num_take = ok(b.build_and(ok(b.build_not(value_nan, "")), num_take, ""));
    let take = ok(b.build_select(v_nan, nan_take, num_take, ""));
    // SAFETY: `take` is an `i1` of the compares' shape, and each select has the type of its
    // arms.
    unsafe {
        let take = I::new(take.as_value_ref());
        (
            F::new(ok(b.build_select(take, v, value, "")).as_value_ref()),
            I::new(ok(b.build_select(take, i, at, "")).as_value_ref()),
        )
    }
}

/// GPU: reduces each lane's Max/ArgMax accumulator `acc` (over its own features, pushed in
/// increasing order) across the `lanes` lanes of the workgroup by a tree of [`merge_max`]
/// rounds in the shared arrays `values` and `indices` (`lanes` words each), and stores the
/// fold's result (`FoldAcc::finish`'s) at `slot` from lane 0 (`lane0`: this lane is lane 0). Every lane must call it; it ends
/// with a barrier, so every lane then reads the result. `lanes` is a power of two.
pub fn emit_tree_max<'ctx>(
    e: &Emitter<'_, 'ctx>,
    acc: &FoldAcc<'ctx>,
    lanes: (IntValue<'ctx>, IntValue<'ctx>, u32),
    arrays: (PointerValue<'ctx>, PointerValue<'ctx>),
    slot: PointerValue<'ctx>,
) {
    emit_tree_state(e, acc, lanes, arrays, &mut |value, index| {
        let merged = FoldAcc::new(e, acc.kind);
        merged.set_max(e, value, index);
        e.store(slot, merged.finish(e));
    });
}

/// [`emit_tree_max`]'s tree, handing the merged state `(value, index)` to `on_lane0`, which
/// runs on lane 0 alone; ends with a barrier.
pub fn emit_tree_state<'ctx>(
    e: &Emitter<'_, 'ctx>,
    acc: &FoldAcc<'ctx>,
    (lane, lane0, lanes): (IntValue<'ctx>, IntValue<'ctx>, u32),
    (values, indices): (PointerValue<'ctx>, PointerValue<'ctx>),
    on_lane0: &mut dyn FnMut(FloatValue<'ctx>, IntValue<'ctx>),
) {
    assert!(
        lanes.is_power_of_two() && matches!(acc.kind, FoldKind::Max | FoldKind::ArgMax),
        "internal error: a tree max over {lanes} lanes"
    );
    let b = e.builder;
    let (i32t, i64t) = (e.ctx.i32_type(), e.ctx.i64_type());
    let load = |at: IntValue<'ctx>| {
        let index = ok(b.build_load(i32t, e.element_ptr(indices, at), "")).into_int_value();
        let index = ok(b.build_int_z_extend(index, i64t, ""));
        (e.load_f32(e.element_ptr(values, at)), index)
    };
    let store = |at: IntValue<'ctx>, (value, index): (FloatValue<'ctx>, IntValue<'ctx>)| {
        e.store(e.element_ptr(values, at), value);
        let index = ok(b.build_int_truncate(index, i32t, ""));
        e.store(e.element_ptr(indices, at), index);
    };
    store(lane, acc.max_state(e));
    super::gpu::barrier(e);
    let mut stride = lanes / 2;
    while stride > 0 {
        let step = e.i64(u64::from(stride));
        let active = ok(b.build_int_compare(IntPredicate::ULT, lane, step, "tree_lane"));
        e.emit_if("tree", active, &mut || {
            let other = ok(b.build_int_add(lane, step, ""));
            store(lane, merge_max(e, load(lane), load(other)));
        });
        super::gpu::barrier(e);
        stride /= 2;
    }
    e.emit_if("tree.result", lane0, &mut || {
        let (value, index) = load(e.i64(0));
        on_lane0(value, index);
    });
    super::gpu::barrier(e);
}

/// GPU: sums each array of `n` f32 values at `arrays` (element `f` at `base + f`) in the
/// canonical pairwise order ([`FoldKind::SumPairwise`]) with every lane of the workgroup, in
/// place: round `s` (while `2^s < n`) adds element `left + 2^s` into element `left`
/// (`older + newer`) for each `left` a multiple of `2^(s+1)` whose partner is in the row, the
/// lanes striding over the pairs (`lane`, `lane + lanes`, ...), all arrays in the same round,
/// each round ending in a barrier; element 0 then holds the sum. That is the binary counter's
/// result ([`FoldAcc`], `rows::FoldState`): both add aligned blocks of `2^l` elements as
/// balanced trees, and where the row ends inside a block the round adds nothing into it, so the
/// row's last, partial blocks meet newest first (`older + (newer + ...)`), as the counter's
/// finish merges its stack. Every lane must call it with the same `n` (at least 1: no round).
pub fn emit_tree_sums<'ctx>(
    e: &Emitter<'_, 'ctx>,
    arrays: &[PointerValue<'ctx>],
    (lane, lanes): (IntValue<'ctx>, u32),
    n: IntValue<'ctx>,
) {
    let b = e.builder;
    let one = e.i64(1);
    // Rounds: the bit length of `n - 1` (0 for one element).
    let last = ok(b.build_int_sub(n, one, ""));
    let rounds = ok(b.build_int_sub(e.i64(64), e.bit_count("llvm.ctlz", last), "tree_rounds"));
    e.emit_loop("tree_sum", e.i64(0), rounds, one, &mut |s| {
        let span = ok(b.build_left_shift(one, s, "span"));
        let pair_bits = ok(b.build_int_add(s, one, "pair_bits"));
        // The pairs whose partner is in the row: `p * 2^(s+1) + span < n`, so
        // `p < (n - 1 + span) >> (s + 1)`.
        let pairs = ok(b.build_right_shift(
            ok(b.build_int_add(last, span, "")),
            pair_bits,
            false,
            "pairs",
        ));
        let stride = e.i64(u64::from(lanes));
        e.emit_loop("tree_sum.pairs", lane, pairs, stride, &mut |p| {
            let left = ok(b.build_left_shift(p, pair_bits, "left"));
            let right = ok(b.build_int_add(left, span, "right"));
            for &base in arrays {
                let (older, newer) = (e.element_ptr(base, left), e.element_ptr(base, right));
                let sum = ok(b.build_float_add(e.load_f32(older), e.load_f32(newer), ""));
                e.store(older, sum);
            }
        });
        super::gpu::barrier(e);
    });
}

/// GPU: [`emit_tree_sums`] of a row of `n_features` (i64) whose features outside a list hold
/// `+0.0` (a listed prefix, `rows::Within`): value `j` of each array of `arrays` (`j < n`) is
/// the list's `j`-th feature's (`feature_of(j)`, in increasing order). Each lane folds its
/// block of the row's features ([`listed::position_block`]: aligned, a power of two long,
/// cut at the row's end), its listed values at their positions and the gaps as blocks of
/// zeros ([`FoldAcc::listed`]): the binary counter's tree over the block, bit for bit. After
/// a barrier the lanes that have a block store its sums at their places in the arrays and
/// [`emit_tree_sums`] adds the block sums: its rounds over `ceil(F / block)` values are the
/// counter's merges of those blocks, the last (cut) block newest, so element 0 of each array
/// then holds the counter's sum over every feature. A lane's pushes are its listed values
/// and about two zero blocks per level between them, where the tree over the row adds every
/// feature. Every lane must call it, after the values are written.
pub fn emit_listed_tree_sums<'ctx>(
    e: &Emitter<'_, 'ctx>,
    arrays: &[PointerValue<'ctx>],
    (lane, lanes): (IntValue<'ctx>, u32),
    (n, feature_of): (IntValue<'ctx>, &dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>),
    n_features: IntValue<'ctx>,
) {
    let b = e.builder;
    let block = super::listed::position_block(e, (lane, lanes), n_features, (n, feature_of));
    let accs: Vec<FoldAcc<'ctx>> = arrays
        .iter()
        .map(|_| FoldAcc::listed(e, FoldKind::SumPairwise, block.length))
        .collect();
    e.emit_loop("listed_tree", block.first, block.end, e.i64(1), &mut |j| {
        let at = ok(b.build_int_sub(feature_of(j), block.start, "at"));
        for (acc, &base) in accs.iter().zip(arrays) {
            acc.push(e, at, e.load_f32(e.element_ptr(base, j)));
        }
    });
    let sums: Vec<FloatValue<'ctx>> = accs.iter().map(|acc| acc.finish(e)).collect();
    // Every lane has read its values before any lane stores a block sum over them.
    super::gpu::barrier(e);
    let has_block = ok(b.build_int_compare(IntPredicate::ULT, lane, block.blocks, ""));
    e.emit_if("listed_tree.store", has_block, &mut || {
        for (&base, &sum) in arrays.iter().zip(&sums) {
            e.store(e.element_ptr(base, lane), sum);
        }
    });
    super::gpu::barrier(e);
    emit_tree_sums(e, arrays, (lane, lanes), block.blocks);
}

/// Folds the arrays of `n` f32 values at `folds[k].1` (element `f` at `base + f`), each exactly
/// as pushing its values in order into a [`FoldAcc`] of its kind would ([`ArrayFolds`] over one
/// stretch).
pub fn fold_arrays<'ctx>(
    e: &Emitter<'_, 'ctx>,
    folds: &[(FoldKind, PointerValue<'ctx>)],
    n: IntValue<'ctx>,
) -> Vec<FloatValue<'ctx>> {
    let kinds: Vec<FoldKind> = folds.iter().map(|&(kind, _)| kind).collect();
    let bases: Vec<PointerValue<'ctx>> = folds.iter().map(|&(_, base)| base).collect();
    let state = ArrayFolds::new(e, &kinds);
    state.push(e, &bases, e.i64(0), n);
    state.finish(e).iter().map(|acc| acc.finish(e)).collect()
}

/// The values of a block of GPU lane 0's sequential sums over global memory, over every sum
/// ([`fold_sums_ahead`]).
pub const AHEAD_BLOCK: u32 = 16;
/// The blocks whose loads [`fold_sums_ahead`] keeps in flight ahead of the block it adds.
pub const AHEAD_BLOCKS: u32 = 4;

/// GPU lane 0: the sequential sums of the arrays of `n` f32 values at `arrays` in global
/// memory (the wide and split entries' scratch), each exactly as pushing its values in order
/// into a [`FoldAcc`] of kind `Sum` would. A sequential sum is one dependent add after
/// another, and the plain loop ([`fold_arrays`]) waits for its loads before its adds: on
/// sm_90 (ptxas 13.5) it loaded 32 values, then added them, each round a wait for global
/// memory (L2, a few hundred cycles) before 32 adds of 4 cycles each, on the one lane that
/// runs the chain while the others wait at the barrier. Here the values come in blocks of
/// `AHEAD_BLOCK / arrays.len()` per array (a power of two, at least 4), and each round loads
/// the block [`AHEAD_BLOCKS`] ahead of the one it adds, so 64 values' loads are in flight
/// while the adds before them run (256 cycles of adds for one sum): the chain waits on its
/// adds alone, for as many registers as values in flight (a count from the instruction
/// stream, not measured on a device). Rounds before the first block add zeros, which leave
/// a sum that starts at `+0.0` as it is (were the first blocks loaded before the loop, LLVM
/// would fold the loads that reach the loop's header into one load at its top, undoing the
/// lookahead; `llvm.loop.unroll.disable` keeps the loop as written); rounds past the last
/// whole block load it again (in bounds, unused). The values after the whole blocks are
/// added one by one.
pub fn fold_sums_ahead<'ctx>(
    e: &Emitter<'_, 'ctx>,
    arrays: &[PointerValue<'ctx>],
    n: IntValue<'ctx>,
) -> Vec<FloatValue<'ctx>> {
    let b = e.builder;
    let f32t = e.ctx.f32_type();
    let (zero, one) = (e.i64(0), e.i64(1));
    let depth = AHEAD_BLOCKS;
    let per_array = (AHEAD_BLOCK / arrays.len().max(1) as u32).max(4);
    let block = 1u32 << per_array.ilog2();
    let block_bits = e.i64(u64::from(block.trailing_zeros()));
    let vector_t = f32t.vec_type(block);
    let accs: Vec<FoldAcc<'ctx>> = arrays
        .iter()
        .map(|_| FoldAcc::new(e, FoldKind::Sum))
        .collect();
    let load_block = |base: PointerValue<'ctx>, k: IntValue<'ctx>| {
        let first = ok(b.build_left_shift(k, block_bits, "block_first"));
        let v = ok(b.build_load(vector_t, e.element_ptr(base, first), "block"));
        v.as_instruction_value()
            .expect("internal error: a load is an instruction")
            .set_alignment(4)
            .expect("internal error: a load takes an alignment");
        v.into_vector_value()
    };
    let blocks = ok(b.build_right_shift(n, block_bits, false, "blocks"));
    // Per array, the blocks in flight, oldest first.
    let queues: Vec<Vec<PointerValue<'ctx>>> = arrays
        .iter()
        .map(|_| {
            (0..depth)
                .map(|_| e.entry_alloca(vector_t.into(), "sum_block"))
                .collect()
        })
        .collect();
    let any = ok(b.build_int_compare(IntPredicate::NE, blocks, zero, "any_block"));
    e.emit_if("sums_ahead", any, &mut || {
        for &slot in queues.iter().flatten() {
            e.store(slot, vector_t.const_zero());
        }
        // Round `r` loads block `r` (the last one again after it) and adds block
        // `r - depth` (zeros before block 0).
        let last = ok(b.build_int_sub(blocks, one, "last_block"));
        let rounds = ok(b.build_int_add(blocks, e.i64(u64::from(depth)), "rounds"));
        let hints = super::LoopHints {
            no_unroll: true,
            ..Default::default()
        };
        e.emit_loop_hinted("sums_ahead.block", zero, rounds, one, hints, &mut |r| {
            let next = super::search::unsigned_min_max(e, IntPredicate::ULT, r, last);
            let loaded: Vec<VectorValue<'ctx>> =
                arrays.iter().map(|&base| load_block(base, next)).collect();
            let oldest: Vec<VectorValue<'ctx>> = queues
                .iter()
                .map(|queue| ok(b.build_load(vector_t, queue[0], "")).into_vector_value())
                .collect();
            for i in 0..block {
                for (acc, v) in accs.iter().zip(&oldest) {
                    let x = ok(b.build_extract_element(*v, e.i32(i), "")).into_float_value();
                    // A sum's push does not read the feature index.
                    acc.push(e, zero, x);
                }
            }
            for (queue, v) in queues.iter().zip(loaded) {
                for k in 1..queue.len() {
                    let newer = ok(b.build_load(vector_t, queue[k], ""));
                    e.store(queue[k - 1], newer);
                }
                e.store(queue[queue.len() - 1], v);
            }
        });
    });
    let done = ok(b.build_left_shift(blocks, block_bits, "summed"));
    e.emit_loop("sums_ahead.tail", done, n, one, &mut |j| {
        for (acc, &base) in accs.iter().zip(arrays) {
            acc.push(e, j, e.load_f32(e.element_ptr(base, j)));
        }
    });
    accs.iter().map(|acc| acc.finish(e)).collect()
}

/// Folds over arrays of values that arrive in stretches: stretch after stretch
/// ([`ArrayFolds::push`]), each fold's values in feature order, the result the one pushing
/// every value in order into a [`FoldAcc`] gives. The sequential sums run in one loop per
/// stretch, each its own chain of adds in feature order (a sequential sum is latency-bound, so
/// independent sums side by side cost about one; their order is the contract); a pairwise sum
/// adds each whole block of [`PAIRWISE_BLOCK`] values as its tree in vector registers and
/// pushes the block's sum ([`FoldAcc::push_pairwise_array`]). Max and ArgMax run
/// [`max_lanes`] interleaved accumulators in vector registers ([`MaxLanes`]). The x86 fold
/// passes push their values in stretches that stay in the L1 cache
/// (`scratch::emit_fold_chunks`; each starts at a multiple of 1024 values, so of
/// [`PAIRWISE_BLOCK`]); a single stretch is a fold over whole arrays.
pub struct ArrayFolds<'ctx> {
    folds: Vec<ArrayFold<'ctx>>,
}

enum ArrayFold<'ctx> {
    Sum(FoldAcc<'ctx>),
    Max(FoldKind, MaxLanes<'ctx>),
}

impl<'ctx> ArrayFolds<'ctx> {
    /// Allocates and initialises the folds' state, one per kind, at the builder's position.
    pub fn new(e: &Emitter<'_, 'ctx>, kinds: &[FoldKind]) -> Self {
        let folds = kinds
            .iter()
            .map(|&kind| match kind {
                FoldKind::Sum | FoldKind::SumPairwise => ArrayFold::Sum(FoldAcc::new(e, kind)),
                FoldKind::Max | FoldKind::ArgMax => ArrayFold::Max(kind, MaxLanes::new(e, true)),
            })
            .collect();
        ArrayFolds { folds }
    }

    /// Pushes the next stretch: fold `k`'s `n` values at `bases[k]`, element `j` being feature
    /// `origin + j` (the features after every earlier stretch's).
    pub fn push(
        &self,
        e: &Emitter<'_, 'ctx>,
        bases: &[PointerValue<'ctx>],
        origin: IntValue<'ctx>,
        n: IntValue<'ctx>,
    ) {
        assert_eq!(
            bases.len(),
            self.folds.len(),
            "internal error: one array per fold"
        );
        let (pairwise, sums): (Vec<_>, Vec<_>) = self
            .folds
            .iter()
            .zip(bases)
            .filter_map(|(fold, &base)| match fold {
                ArrayFold::Sum(acc) => Some((acc, base)),
                ArrayFold::Max(..) => None,
            })
            .partition(|(acc, _)| acc.kind == FoldKind::SumPairwise);
        for (acc, base) in pairwise {
            acc.push_pairwise_array(e, base, origin, n);
        }
        if !sums.is_empty() {
            e.emit_loop("fold_sums", e.i64(0), n, e.i64(1), &mut |j| {
                for (acc, base) in &sums {
                    acc.push(e, j, e.load_f32(e.element_ptr(*base, j)));
                }
            });
        }
        for (fold, &base) in self.folds.iter().zip(bases) {
            if let ArrayFold::Max(_, lanes) = fold {
                lanes.push(e, base, origin, n);
            }
        }
    }

    /// Each fold's accumulator after every stretch, in the order of the kinds.
    pub fn finish(&self, e: &Emitter<'_, 'ctx>) -> Vec<FoldAcc<'ctx>> {
        self.folds
            .iter()
            .map(|fold| match fold {
                ArrayFold::Sum(acc) => acc.clone(),
                &ArrayFold::Max(kind, ref lanes) => lanes.finish(e, kind),
            })
            .collect()
    }
}

/// A Max/ArgMax fold over stretches of an array in [`max_lanes`] interleaved lanes (lane `j`
/// takes the elements `≡ j` mod the lane count of each stretch's whole blocks), the elements
/// after a stretch's whole blocks pushed in order into a scalar accumulator (only the last
/// stretch has any when every other is a whole number of blocks). [`MaxLanes::finish`] merges
/// the lanes and that accumulator ([`merge_max`]). The result is the sequential fold's: it
/// keeps the first NaN if there is one, else the first maximum; each lane and the scalar
/// accumulator keep their own first NaN or first maximum, and the merges keep the lowest-index
/// NaN, else the largest value with ties to the lower index (a lane that took nothing holds
/// `(-inf, 0)`, which is what the sequential fold keeps when nothing beats `-inf`), in any
/// order.
///
/// The state is the same for a Max and an ArgMax fold (the best value and its index), so folds
/// of one value may share it ([`MaxLanes::finish`] gives either). A sampler's lanes keep their
/// indices in 32 bits (its rows have at most `tessera_rt::sampler::MAX_VOCAB` tokens): half
/// the registers of 64-bit indices, which a fold pass with five folds runs out of.
///
/// Lanes of a value that is never NaN nor `-0.0` (`rows::never_nan_nor_minus_zero`) folded
/// by Max folds alone keep no indices ([`MaxLanes::new`]): such a value's ties are equal
/// bits, so each lane keeps its largest value by a plain `v > best` and the merged lanes'
/// index is never read. The sampler's check pass folds three such flags (any NaN, any
/// `+inf`, an overflow); without their index vectors it takes 43 instructions per 32 tokens
/// where it took 56 (ARCHITECTURE.md, "Check flags without indices").
pub struct MaxLanes<'ctx> {
    /// `<lanes x float>`: each lane's best value.
    best: PointerValue<'ctx>,
    /// `<lanes x i32 or i64>`: each lane's best index; `None` for lanes without indices.
    index: Option<PointerValue<'ctx>>,
    index_type: inkwell::types::IntType<'ctx>,
    /// The types of `best` and `index`.
    vectors: (VectorType<'ctx>, VectorType<'ctx>),
    /// The elements after the whole blocks.
    rest: FoldAcc<'ctx>,
}

impl<'ctx> MaxLanes<'ctx> {
    /// Lanes that keep each lane's best index when `indexed`; otherwise the value folded
    /// must never be NaN nor `-0.0` and the lanes serve Max folds alone ([`MaxLanes`]).
    pub fn new(e: &Emitter<'_, 'ctx>, indexed: bool) -> Self {
        let n_lanes = max_lanes(e);
        let index_type = match e.program.interface.is_sampler() {
            true => e.ctx.i32_type(),
            false => e.ctx.i64_type(),
        };
        let f32t = e.ctx.f32_type();
        let (vf, vi) = (f32t.vec_type(n_lanes), index_type.vec_type(n_lanes));
        let best = e.entry_alloca(vf.into(), "max_best");
        let index = indexed.then(|| e.entry_alloca(vi.into(), "max_index"));
        let splat = vec![f32t.const_float(f64::NEG_INFINITY); n_lanes as usize];
        e.store(best, VectorType::const_vector(&splat));
        if let Some(index) = index {
            e.store(index, vi.const_zero());
        }
        MaxLanes {
            best,
            index,
            index_type,
            vectors: (vf, vi),
            rest: FoldAcc::new(e, FoldKind::ArgMax),
        }
    }

    /// Folds the `n` values at `base`, element `j` being feature `origin + j`.
    fn push(
        &self,
        e: &Emitter<'_, 'ctx>,
        base: PointerValue<'ctx>,
        origin: IntValue<'ctx>,
        n: IntValue<'ctx>,
    ) {
        let b = e.builder;
        let n_lanes = max_lanes(e);
        let (it, (vf, vi)) = (self.index_type, self.vectors);
        let lanes = VectorType::const_vector(
            &(0..n_lanes)
                .map(|j| it.const_int(u64::from(j), false))
                .collect::<Vec<_>>(),
        );
        let blocks_end = ok(b.build_and(n, e.i64(!u64::from(n_lanes - 1)), "blocks_end"));
        e.emit_loop(
            "max_block",
            e.i64(0),
            blocks_end,
            e.i64(u64::from(n_lanes)),
            &mut |j| {
                let v = load_f32_vector(e, vf, e.element_ptr(base, j));
                let old = ok(b.build_load(vf, self.best, "")).into_vector_value();
                let take = self.takes(e, old, v);
                e.store(self.best, ok(b.build_select(take, v, old, "")));
                let Some(index) = self.index else {
                    return;
                };
                let f = ok(b.build_int_add(origin, j, ""));
                let f = ok(b.build_int_truncate_or_bit_cast(f, it, ""));
                let splat = super::search::splat(e, f.into(), vi);
                let at = ok(b.build_int_add(splat, lanes, ""));
                let old_index = ok(b.build_load(vi, index, "")).into_vector_value();
                e.store(index, ok(b.build_select(take, at, old_index, "")));
            },
        );
        e.emit_loop("fold_tail", blocks_end, n, e.i64(1), &mut |j| {
            let f = ok(b.build_int_add(origin, j, ""));
            self.push_rest(e, f, e.load_f32(e.element_ptr(base, j)));
        });
    }

    /// Pushes feature `f`'s value `v` into lane `lane` (the lanes of a fold fused into its
    /// values' loop: lane `j` takes the features at `j` of each whole block of
    /// [`max_lanes`]).
    pub fn push_lane(
        &self,
        e: &Emitter<'_, 'ctx>,
        lane: IntValue<'ctx>,
        f: IntValue<'ctx>,
        v: FloatValue<'ctx>,
    ) {
        let b = e.builder;
        // SAFETY (of the IR): `lane` is below the lane count, the length of both vectors.
        let value = unsafe { ok(b.build_in_bounds_gep(e.ctx.f32_type(), self.best, &[lane], "")) };
        let Some(index) = self.index else {
            let best = e.load_f32(value);
            let take = self.takes(e, best, v);
            e.store(value, ok(b.build_select(take, v, best, "")));
            return;
        };
        // SAFETY (of the IR): as above.
        let index = unsafe { ok(b.build_in_bounds_gep(self.index_type, index, &[lane], "")) };
        let f = ok(b.build_int_truncate_or_bit_cast(f, self.index_type, ""));
        push_max(e, (value, index), f, v);
    }

    /// Whether a lane whose best is `best` takes `v`: [`max_takes`], or for lanes without
    /// indices (values never NaN nor `-0.0`) `v > best`.
    fn takes<T: FloatMathValue<'ctx> + Copy>(
        &self,
        e: &Emitter<'_, 'ctx>,
        best: T,
        v: T,
    ) -> FloatCompare<'ctx, T> {
        match self.index {
            Some(_) => max_takes(e, best, v),
            None => ok(e
                .builder
                .build_float_compare(FloatPredicate::OGT, v, best, "takes")),
        }
    }

    /// Pushes feature `f`'s value `v` after the whole blocks (into the scalar accumulator).
    pub fn push_rest(&self, e: &Emitter<'_, 'ctx>, f: IntValue<'ctx>, v: FloatValue<'ctx>) {
        self.rest.push(e, f, v);
    }

    /// The lanes and the scalar accumulator merged into one accumulator of `kind` (Max or
    /// ArgMax).
    pub fn finish(&self, e: &Emitter<'_, 'ctx>, kind: FoldKind) -> FoldAcc<'ctx> {
        self.check_kind(kind);
        let acc = FoldAcc::new(e, kind);
        let merged = merge_max(e, self.lanes_state(e), self.rest.max_state(e));
        acc.set_max(e, merged.0, merged.1);
        acc
    }

    /// [`Self::finish`] where the lanes took something only if `used` (launch- or row-uniform
    /// i1): otherwise they all hold `(-inf, 0)` and the scalar accumulator is the result, so
    /// a row shorter than one block of lanes skips their merge.
    pub fn finish_if_used(
        &self,
        e: &Emitter<'_, 'ctx>,
        kind: FoldKind,
        used: IntValue<'ctx>,
    ) -> FoldAcc<'ctx> {
        self.check_kind(kind);
        let acc = FoldAcc::new(e, kind);
        let (value, index) = self.rest.max_state(e);
        acc.set_max(e, value, index);
        e.emit_if("lanes_used", used, &mut || {
            let merged = merge_max(e, self.lanes_state(e), acc.max_state(e));
            acc.set_max(e, merged.0, merged.1);
        });
        acc
    }

    /// A lower bound on the largest value folded so far, lanes and scalar accumulator
    /// together (`-inf` before any): one of the values folded, the largest of them unless one
    /// is NaN (then one of those below it, or NaN), so a value below it can be neither the
    /// fold's maximum nor its argmax. A tree of `v > w ? v : w` over halves of the lanes
    /// (`vmaxps`): `llvm.vector.reduce.fmax` took a chain of 32 NaN-aware scalar steps.
    pub fn best_so_far(&self, e: &Emitter<'_, 'ctx>) -> FloatValue<'ctx> {
        let b = e.builder;
        let lanes = self.lanes_largest(e);
        let rest = self.rest.max_state(e).0;
        let greater = ok(b.build_float_compare(FloatPredicate::OGT, lanes, rest, ""));
        ok(b.build_select(greater, lanes, rest, "best_so_far")).into_float_value()
    }

    /// The lanes' values merged by a tree of `v > w ? v : w` over halves of the lanes: their
    /// largest unless one is NaN ([`Self::best_so_far`]), the largest for lanes without
    /// indices.
    fn lanes_largest(&self, e: &Emitter<'_, 'ctx>) -> FloatValue<'ctx> {
        let b = e.builder;
        let (vf, _) = self.vectors;
        let larger = |v, w| {
            let greater = ok(b.build_float_compare(FloatPredicate::OGT, v, w, ""));
            ok(b.build_select(greater, v, w, "")).into_vector_value()
        };
        let mut best = ok(b.build_load(vf, self.best, "lanes_best")).into_vector_value();
        let mut width = vf.get_size();
        while width > 1 {
            width /= 2;
            let half = |from: u32| {
                let lanes: Vec<_> = (from..from + width).map(|j| e.i32(j)).collect();
                let mask = VectorType::const_vector(&lanes);
                ok(b.build_shuffle_vector(best, best, mask, ""))
            };
            best = larger(half(0), half(width));
        }
        ok(b.build_extract_element(best, e.i32(0), "")).into_float_value()
    }

    /// A Max fold may take lanes without indices; an ArgMax fold needs them.
    fn check_kind(&self, kind: FoldKind) {
        assert!(
            self.index.is_some() || kind == FoldKind::Max,
            "internal error: an {kind:?} fold of lanes without indices"
        );
    }

    /// The lanes merged into one `(best value, i64 index)` state; for lanes without indices,
    /// `(largest value, 0)`, whose index no Max fold reads.
    fn lanes_state(&self, e: &Emitter<'_, 'ctx>) -> (FloatValue<'ctx>, IntValue<'ctx>) {
        let b = e.builder;
        let (vf, vi) = self.vectors;
        let Some(index) = self.index else {
            return (self.lanes_largest(e), e.i64(0));
        };
        let mut best = ok(b.build_load(vf, self.best, "")).into_vector_value();
        let mut index = ok(b.build_load(vi, index, "")).into_vector_value();
        // A tree of lane-wise merges, halving the lanes each round: `merge_max` may merge in
        // any grouping, and a tree's five rounds of vector operations replace a chain of 32
        // scalar merges (most of a narrow sampler row's time, where they ran per row).
        let mut width = vf.get_size();
        while width > 1 {
            width /= 2;
            let half = |vector: VectorValue<'ctx>, from: u32| {
                let lanes: Vec<_> = (from..from + width).map(|j| e.i32(j)).collect();
                let mask = VectorType::const_vector(&lanes);
                ok(b.build_shuffle_vector(vector, vector, mask, ""))
            };
            (best, index) = merge_max_states(
                e,
                (half(best, 0), half(index, 0)),
                (half(best, width), half(index, width)),
            );
        }
        let value = ok(b.build_extract_element(best, e.i32(0), "")).into_float_value();
        let at = ok(b.build_extract_element(index, e.i32(0), "")).into_int_value();
        (
            value,
            ok(b.build_int_z_extend_or_bit_cast(at, e.ctx.i64_type(), "")),
        )
    }
}
