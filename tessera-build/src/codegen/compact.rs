//! In-order compaction, 64 elements at a time: a test of a chunk's elements in one loop that
//! LLVM vectorises, gathered into a 64-bit mask ([`chunk_mask`]), then one iteration per set
//! bit ([`for_each_bit`], `cttz`), so the work after the test is the kept elements' and no
//! branch per element mispredicts on a random pattern. [`compact_in_order`] moves the kept
//! elements of `0..n` to the front of their arrays, in order, and leaves a chunk kept whole
//! where it is while nothing has moved yet. It serves a sequential sum's compaction to its
//! nonzero weights (`scratch`), a search's compactions (`search`: a counted search's prefix, a
//! summed one's shrink) and the listing of a prefix (`listed`); the guided passes' histogram
//! walks its chunks' in-interval elements the same way.

use inkwell::IntPredicate;
use inkwell::values::IntValue;

use super::{Emitter, ok};

/// The elements a chunk holds: the bits of its mask.
pub(super) const CHUNK: u64 = 64;

/// The end of the chunk from `start` of `0..n`: `min(start + CHUNK, n)`.
pub(super) fn chunk_end<'ctx>(
    e: &Emitter<'_, 'ctx>,
    start: IntValue<'ctx>,
    n: IntValue<'ctx>,
) -> IntValue<'ctx> {
    stretch_end(e, (start, n), CHUNK)
}

/// The end of the stretch of `size` elements from `start` of a loop ending at `n`:
/// `min(start + size, n)`.
pub(super) fn stretch_end<'ctx>(
    e: &Emitter<'_, 'ctx>,
    (start, n): (IntValue<'ctx>, IntValue<'ctx>),
    size: u64,
) -> IntValue<'ctx> {
    let b = e.builder;
    let stop = ok(b.build_int_add(start, e.i64(size), ""));
    let past = ok(b.build_int_compare(IntPredicate::UGT, stop, n, ""));
    ok(b.build_select(past, n, stop, "chunk_end")).into_int_value()
}

/// The mask of the elements `j` in `start..stop` (at most [`CHUNK`]) for which `keep(j)` (i1)
/// holds: bit `j - start` (i64). One loop, which LLVM vectorises when `keep` allows it, writes
/// a word per element; the 64 words then compare as one vector whose lanes' bits make the mask
/// (`vptestmd` and `kmov` with AVX-512). Words and not bytes: the vectorised loop stores whole
/// registers of them, which the compare loads back as they were stored (a load spanning
/// several narrower stores waits for them to reach the cache), and not an or of shifted bits,
/// whose 64-bit lanes cost twice the vector operations and a horizontal reduction per chunk.
pub(super) fn chunk_mask<'ctx>(
    e: &Emitter<'_, 'ctx>,
    name: &str,
    (start, stop): (IntValue<'ctx>, IntValue<'ctx>),
    keep: &mut dyn FnMut(IntValue<'ctx>) -> IntValue<'ctx>,
) -> IntValue<'ctx> {
    let b = e.builder;
    let (i32t, i64t) = (e.ctx.i32_type(), e.ctx.i64_type());
    let words_type = i32t.vec_type(CHUNK as u32);
    // Cleared once, in the entry block: the words past a short chunk's end are then defined
    // (zero or an earlier chunk's) and masked off below.
    let words = e.entry_alloca_holding(words_type.const_zero().into(), &format!("{name}_words"));
    e.emit_loop(&format!("{name}.test"), start, stop, e.i64(1), &mut |j| {
        let kept = ok(b.build_int_z_extend(keep(j), i32t, ""));
        let at = ok(b.build_int_sub(j, start, ""));
        // SAFETY (of the IR): `at` is below the chunk's length.
        let word = ok(unsafe { b.build_in_bounds_gep(i32t, words, &[at], "") });
        e.store(word, kept);
    });
    let all = ok(b.build_load(words_type, words, "")).into_vector_value();
    let set = ok(b.build_int_compare(IntPredicate::NE, all, words_type.const_zero(), ""));
    let bits = ok(b.build_bit_cast(set, i64t, "")).into_int_value();
    ok(b.build_and(bits, every_bit(e, start, stop), "chunk_mask"))
}

/// The mask of every element of the chunk `start..stop`: `2^64 - 1 >> (64 - length)`, length
/// 1 to 64.
fn every_bit<'ctx>(
    e: &Emitter<'_, 'ctx>,
    start: IntValue<'ctx>,
    stop: IntValue<'ctx>,
) -> IntValue<'ctx> {
    let b = e.builder;
    let length = ok(b.build_int_sub(stop, start, ""));
    let unused = ok(b.build_int_sub(e.i64(CHUNK), length, ""));
    let all = e.ctx.i64_type().const_all_ones();
    ok(b.build_right_shift(all, unused, false, "full"))
}

/// `body(start + k)` for each set bit `k` of `mask` (i64), in increasing order.
pub(super) fn for_each_bit<'ctx>(
    e: &Emitter<'_, 'ctx>,
    name: &str,
    start: IntValue<'ctx>,
    mask: IntValue<'ctx>,
    body: &mut dyn FnMut(IntValue<'ctx>),
) {
    let b = e.builder;
    let i64t = e.ctx.i64_type();
    let rest = e.entry_alloca(i64t.into(), &format!("{name}_bits"));
    e.store(rest, mask);
    let n_set = e.bit_count("llvm.ctpop", mask);
    e.emit_loop(name, e.i64(0), n_set, e.i64(1), &mut |_| {
        let bits = ok(b.build_load(i64t, rest, "")).into_int_value();
        let k = e.bit_count("llvm.cttz", bits);
        body(ok(b.build_int_add(start, k, "")));
        let lower = ok(b.build_int_sub(bits, e.i64(1), ""));
        e.store(rest, ok(b.build_and(bits, lower, "")));
    });
}

/// Moves the elements `j < n` (i64) for which `keep(j)` holds to positions `0..`, in order:
/// `take(j, at)` moves element `j` to position `at <= j` (a later `j`'s position is never
/// written before it is read). Returns the number kept (i64). With `kept_whole`, a chunk
/// `[start, stop)` kept whole while nothing has moved stays where it is: `kept_whole(start,
/// stop)` instead of its moves writes what they would have changed (nothing, when `take(j, j)`
/// changes nothing).
pub(super) fn compact_in_order<'ctx>(
    e: &Emitter<'_, 'ctx>,
    name: &str,
    n: IntValue<'ctx>,
    keep: &mut dyn FnMut(IntValue<'ctx>) -> IntValue<'ctx>,
    take: &mut dyn FnMut(IntValue<'ctx>, IntValue<'ctx>),
    mut kept_whole: Option<&mut dyn FnMut(IntValue<'ctx>, IntValue<'ctx>)>,
) -> IntValue<'ctx> {
    let b = e.builder;
    let i64t = e.ctx.i64_type();
    let count = e.entry_alloca(i64t.into(), &format!("{name}_count"));
    e.store(count, e.i64(0));
    let chunk = e.i64(CHUNK);
    e.emit_loop(name, e.i64(0), n, chunk, &mut |start| {
        let stop = chunk_end(e, start, n);
        let mask = chunk_mask(e, name, (start, stop), keep);
        let mut moves = || {
            for_each_bit(e, &format!("{name}.take"), start, mask, &mut |j| {
                let at = ok(b.build_load(i64t, count, "at")).into_int_value();
                take(j, at);
                e.store(count, ok(b.build_int_add(at, e.i64(1), "")));
            });
        };
        match kept_whole.as_mut() {
            None => moves(),
            Some(kept_whole) => {
                let full = every_bit(e, start, stop);
                let whole = ok(b.build_int_compare(IntPredicate::EQ, mask, full, "whole"));
                let at = ok(b.build_load(i64t, count, "")).into_int_value();
                let unmoved = ok(b.build_int_compare(IntPredicate::EQ, at, start, "unmoved"));
                let stays = ok(b.build_and(whole, unmoved, "stays"));
                e.emit_if_else(
                    &format!("{name}.whole"),
                    stays,
                    &mut || {
                        kept_whole(start, stop);
                        e.store(count, stop);
                    },
                    &mut moves,
                );
            }
        }
    });
    ok(b.build_load(i64t, count, &format!("{name}_kept"))).into_int_value()
}
