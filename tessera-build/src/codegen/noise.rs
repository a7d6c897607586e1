//! CPU noise draws into scratch memory: the Langevin normals of a row's step (or, for rows of
//! fewer than [`SMALL_ROW`] features, of a row's next steps at once) and the sampler's Gumbel
//! noise of a pass.
//!
//! Every draw is two loops that LLVM vectorises: the first runs Philox and stores the words the
//! noise needs, the second turns them into noise (Box–Muller or `-ln(-ln u)`, the math
//! library). Split, each loop's live values fit the 32 vector registers; fused, Philox's round
//! keys and the math library's constants did not, and the loop ran 1.6x slower. Under
//! `tessera-v1` an element's words 0 and 1 go to the noise array and a staging array; under
//! `tessera-fast-v1` a group's four words go to its four noise slots and each word pair becomes
//! two normals in place. The x86 Gumbel passes draw the words of a stretch of positions in the
//! first loop and run the second only over the blocks whose tokens could win
//! (`scratch::emit_max_fold_chunks`).
//!
//! A row narrower than a vector gives the per-step draw no whole vector to work on, so a row of
//! fewer than [`SMALL_ROW`] features draws the normals of its next steps in one go
//! ([`SmallRows`]): element `(f, t)` of the row is element `s * U + u` of a chunk (`U` units per
//! step: features under `tessera-v1`, groups of four under `tessera-fast-v1`), with `u` and `s`
//! read from two tables built once per call. The normals are the stream's, element by element;
//! only the order they are drawn in changes. (Programs whose elements never interact run their
//! narrow rows flat instead, `codegen::flat`, drawing with [`draw_v1`] and [`draw_fast`].)
//! The sampler's rows narrower than 128 tokens run across rows (`codegen::across`), drawing
//! each block's Gumbel noise with [`gumbel_loops`].

use inkwell::IntPredicate;
use inkwell::values::{BasicValue, BasicValueEnum, IntValue, PointerValue};

use super::{Emitter, LoopHints, RowEnv, StepEnv, lane, ok};
use crate::numeric::philox;
use crate::rows::NoisePolicy;
use crate::targets::Target;

/// Rows of fewer features than this draw their normals for several steps at once.
pub const SMALL_ROW: u64 = 32;
/// The elements of one chunk of [`SmallRows`] (a multiple of the vector width; at least
/// `SMALL_ROW` padded to a group of four).
const CHUNK_ELEMENTS: u32 = 512;

/// The counter of draw element `k`: its stream index (element or group) and `key1 + t`.
type Counter<'a, 'ctx> = &'a dyn Fn(IntValue<'ctx>) -> (IntValue<'ctx>, IntValue<'ctx>);

/// Which draw elements a lane draws: `first, first + stride, ...` (a GPU wide entry's lanes),
/// or all of them (`None`: one lane, the CPU).
pub(super) type Spread<'ctx> = Option<(IntValue<'ctx>, IntValue<'ctx>)>;

/// The vector iterations LLVM interleaves in the CPU's draw loops (Philox's ten rounds, the
/// math library's logarithms and cosines: each element one long dependence chain), so that
/// several chains are in flight (`Emitter::emit_loop_hinted`): four on a level with 32 vector
/// registers (`x86-64-v4`: 1.2-1.4x over one, where two and eight measured lower), two on a
/// level with 16 (`x86-64-v3`, `x86-64`), where four chains' Philox round keys and
/// math-library constants do not fit: at four the `x86-64-v3` Philox loop read or wrote the
/// stack in 38% of its instructions, and two measured 1.04x (quadratic), 1.1x
/// (`tessera-fast-v1`), 1.02-1.05x (plain sampling), 1.08x (top-p at T = 0.25) and 1.0x
/// (top-p alone) on an AVX2 Zen 3 (medians of five or six interleaved runs; `x86-64`, whose 16
/// SSE registers are as few, unmeasured). GPU lanes' loops are not vectorised, and there an
/// unrolled chain only costs registers: they take no hint, so a GPU target's value (two) is
/// never read.
pub(super) fn draw_interleave(target: &dyn Target) -> u32 {
    if super::avx512(target) { 4 } else { 2 }
}

fn draw_hints(e: &Emitter<'_, '_>) -> LoopHints {
    LoopHints::interleave(e.draw_interleave)
}

/// The loop over draw elements `0..n` of `spread` (one lane's loop interleaved,
/// [`draw_interleave`]).
fn spread_loop<'ctx>(
    e: &Emitter<'_, 'ctx>,
    name: &str,
    n: IntValue<'ctx>,
    spread: Spread<'ctx>,
    body: &mut dyn FnMut(IntValue<'ctx>),
) {
    match spread {
        None => e.emit_loop_hinted(name, e.i64(0), n, e.i64(1), draw_hints(e), body),
        Some((first, stride)) => e.emit_loop(name, first, n, stride, body),
    }
}

/// `tessera-v1`: the normals of draw elements `0..n` (this lane's, `spread`) into `noise[k]`,
/// element `k`'s Philox counter from `counter(k)`, its word 1 staged in `staging[k]`.
pub(super) fn draw_v1<'ctx>(
    e: &Emitter<'_, 'ctx>,
    n: IntValue<'ctx>,
    noise: PointerValue<'ctx>,
    staging: PointerValue<'ctx>,
    counter: Counter<'_, 'ctx>,
    spread: Spread<'ctx>,
) {
    let b = e.builder;
    let key0 = e.param_int("key0");
    let i32t = e.ctx.i32_type();
    // The two arrays never overlap; said to LLVM, so that the noise loop, which reads one and
    // writes the other, keeps its interleave hint wherever they lie (`Disjoint`).
    let arrays = e.disjoint_arrays(2);
    let (noise_array, staging_array) = (0, 1);
    let store = |array: usize, ptr, value: BasicValueEnum<'ctx>| {
        e.mark_access(ok(b.build_store(ptr, value)), &arrays, array);
    };
    let load = |array: usize, ptr, name| {
        let value = ok(b.build_load(i32t, ptr, name));
        let instruction = value
            .as_instruction_value()
            .expect("internal error: a load is an instruction");
        e.mark_access(instruction, &arrays, array);
        value.into_int_value()
    };
    spread_loop(e, "philox", n, spread, &mut |k| {
        let (index, key1_step) = counter(k);
        let [w0, w1] = philox::langevin_words_v1(&mut e.ops(), key0, key1_step, index);
        store(noise_array, e.element_ptr(noise, k), w0.into());
        store(staging_array, e.element_ptr(staging, k), w1.into());
    });
    spread_loop(e, "noise", n, spread, &mut |k| {
        let w0 = load(noise_array, e.element_ptr(noise, k), "w0");
        let w1 = load(staging_array, e.element_ptr(staging, k), "w1");
        let z = philox::box_muller_v1(&mut e.ops(), w0, w1);
        store(noise_array, e.element_ptr(noise, k), z.into());
    });
}

/// Where a `tessera-fast-v1` draw puts group `k`'s four normals.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Groups {
    /// `noise[4k..4k + 4]`: a row's features, or a block of rows as one flat array.
    Packed,
    /// Group `k = q * R + r` of a block of `R` rows (`R` a power of two; the groups a
    /// multiple of `R`) is row `r`'s features `4q..4q + 4`, its normal `j` at
    /// `noise[(4q + j) * R + r]`: the block transposed feature-major (`across`), drawn on one
    /// lane.
    Transposed { rows: u32 },
}

/// What a draw runs for each group `k`: `body(k, slot)`, `slot(j)` where normal `j` goes.
type GroupBody<'a, 'ctx> = dyn FnMut(IntValue<'ctx>, &dyn Fn(u64) -> IntValue<'ctx>) + 'a;

/// `tessera-fast-v1`: the four normals of each of the groups `0..n_groups` (this lane's,
/// `spread`) where `groups` puts them, group `k`'s Philox counter from `counter(k)`.
pub(super) fn draw_fast<'ctx>(
    e: &Emitter<'_, 'ctx>,
    n_groups: IntValue<'ctx>,
    (noise, groups): (PointerValue<'ctx>, Groups),
    counter: Counter<'_, 'ctx>,
    spread: Spread<'ctx>,
) {
    let b = e.builder;
    let key0 = e.param_int("key0");
    let i32t = e.ctx.i32_type();
    // `body(k, slot)` for each group `k` (this lane's), `slot(j)` where its normal `j` goes.
    // A transposed block loops over its rows inside its groups, so that every slot is an
    // affine function of the inner loop's row (vector stores, not scatters).
    let each_group = |name: &str, body: &mut GroupBody<'_, 'ctx>| match groups {
        Groups::Packed => spread_loop(e, name, n_groups, spread, &mut |k| {
            let first = ok(b.build_int_mul(k, e.i64(4), ""));
            body(k, &|j| ok(b.build_int_add(first, e.i64(j), "")));
        }),
        Groups::Transposed { rows } => {
            assert!(
                spread.is_none(),
                "internal error: a transposed draw on GPU lanes"
            );
            let log2_rows = e.i64(u64::from(rows.trailing_zeros()));
            let row_groups = ok(b.build_right_shift(n_groups, log2_rows, false, ""));
            let (zero, one) = (e.i64(0), e.i64(1));
            e.emit_loop(&format!("{name}_group"), zero, row_groups, one, &mut |q| {
                let first_k = ok(b.build_left_shift(q, log2_rows, ""));
                let first_feature = ok(b.build_int_mul(q, e.i64(4), ""));
                let rows = e.i64(u64::from(rows));
                e.emit_loop_hinted(name, zero, rows, one, draw_hints(e), &mut |r| {
                    let k = ok(b.build_int_add(first_k, r, "group"));
                    body(k, &|j| {
                        let feature = ok(b.build_int_add(first_feature, e.i64(j), ""));
                        let first = ok(b.build_left_shift(feature, log2_rows, ""));
                        ok(b.build_int_add(first, r, "slot"))
                    });
                });
            });
        }
    };
    each_group("philox", &mut |k, slot| {
        let (group, key1_step) = counter(k);
        let words = philox::fast_words(&mut e.ops(), key0, key1_step, group);
        for (j, word) in words.into_iter().enumerate() {
            e.store(e.element_ptr(noise, slot(j as u64)), word);
        }
    });
    // The word pair at `(a, c)` becomes the pair's two normals in place.
    let pair = |a: IntValue<'ctx>, c: IntValue<'ctx>| {
        let [wa, wc] = [a, c]
            .map(|at| ok(b.build_load(i32t, e.element_ptr(noise, at), "word")).into_int_value());
        let [z_cos, z_sin] = philox::box_muller_fast_pair(&mut e.ops(), wa, wc);
        e.store(e.element_ptr(noise, a), z_cos);
        e.store(e.element_ptr(noise, c), z_sin);
    };
    match (spread, groups) {
        // One lane, packed: one loop over the word pairs (LLVM vectorises it).
        (None, Groups::Packed) => {
            let n = ok(b.build_int_mul(n_groups, e.i64(4), "n_normals"));
            e.emit_loop_hinted("noise", e.i64(0), n, e.i64(2), draw_hints(e), &mut |f| {
                pair(f, ok(b.build_int_add(f, e.i64(1), "")));
            });
        }
        // A lane's own groups, or a transposed block's groups row by row (each pair's words
        // are then vectors across the rows).
        _ => each_group("noise", &mut |_, slot| {
            for j in [0, 2] {
                pair(slot(j), slot(j + 1));
            }
        }),
    }
}

/// Draws this step's normals of the row into `noise` (`F` values); `staging` holds
/// `tessera-v1`'s second words. Under `tessera-fast-v1` the last, partial group is drawn whole
/// and stores only the row's elements. On a GPU wide entry each lane draws its share
/// (`spread`) and lane `lane0` the partial group; the caller's barrier publishes them.
pub fn emit_noise_fill<'ctx>(
    e: &Emitter<'_, 'ctx>,
    env: &RowEnv<'ctx>,
    step: Option<StepEnv<'ctx>>,
    noise: PointerValue<'ctx>,
    staging: Option<PointerValue<'ctx>>,
    spread: Option<(IntValue<'ctx>, IntValue<'ctx>, IntValue<'ctx>)>,
) {
    let b = e.builder;
    let key1_step = step
        .expect("internal error: noise outside the step loop")
        .key1_step;
    let first_element = ok(b.build_int_mul(env.row, env.n_features, "first_element"));
    let lanes = spread.map(|(first, stride, _)| (first, stride));
    match e.program.noise {
        NoisePolicy::V1 => {
            let staging = staging.expect("internal error: tessera-v1 noise without staging");
            draw_v1(
                e,
                env.n_features,
                noise,
                staging,
                &|f| (ok(b.build_int_add(first_element, f, "element")), key1_step),
                lanes,
            );
        }
        NoisePolicy::FastV1 => {
            let full = ok(b.build_and(env.n_features, e.i64(!3), "full_groups_end"));
            let first_group = lane::fast_group(e, env, e.i64(0));
            let n_groups = ok(b.build_right_shift(full, e.i64(2), false, "full_groups"));
            draw_fast(
                e,
                n_groups,
                (noise, Groups::Packed),
                &|k| (ok(b.build_int_add(first_group, k, "group")), key1_step),
                lanes,
            );
            let partial = ok(b.build_int_compare(IntPredicate::ULT, full, env.n_features, ""));
            let partial = match spread {
                Some((_, _, lane0)) => ok(b.build_and(partial, lane0, "")),
                None => partial,
            };
            e.emit_if("noise_tail", partial, &mut || {
                let group = lane::fast_group(e, env, full);
                let key0 = e.param_int("key0");
                let z = philox::fast_normals(&mut e.ops(), key0, key1_step, group);
                for (j, &zj) in z.iter().enumerate().take(3) {
                    let at = ok(b.build_int_add(full, e.i64(j as u64), ""));
                    let inside = ok(b.build_int_compare(IntPredicate::ULT, at, env.n_features, ""));
                    e.emit_if("noise_tail_element", inside, &mut || {
                        e.store(e.element_ptr(noise, at), zj);
                    });
                }
            });
        }
    }
}

/// The state of the small-row draw of one call: a chunk of normals in stack memory for the
/// row's next `steps_per_chunk` steps, `units` units of `unit_elements` normals per step, and
/// the tables that give draw element `k` its unit within the step (`unit_of`) and its step
/// within the chunk (`step_of`). Set up only when the row is narrower than [`SMALL_ROW`].
pub struct SmallRows<'ctx> {
    pub is_small: IntValue<'ctx>,
    noise: PointerValue<'ctx>,
    staging: PointerValue<'ctx>,
    unit_of: PointerValue<'ctx>,
    step_of: PointerValue<'ctx>,
    units: IntValue<'ctx>,
    unit_elements: u64,
    steps_per_chunk: IntValue<'ctx>,
}

impl<'ctx> SmallRows<'ctx> {
    /// Allocates the chunk and, when `n_features < SMALL_ROW`, fills the tables (once per call).
    pub fn new(e: &Emitter<'_, 'ctx>, n_features: IntValue<'ctx>) -> Self {
        let b = e.builder;
        let (f32t, i32t) = (e.ctx.f32_type(), e.ctx.i32_type());
        let array = |name| e.entry_alloca(f32t.array_type(CHUNK_ELEMENTS).into(), name);
        let (noise, staging) = (array("small_noise"), array("small_staging"));
        let (unit_of, step_of) = (array("small_unit_of"), array("small_step_of"));
        let is_small = ok(b.build_int_compare(
            IntPredicate::ULT,
            n_features,
            e.i64(SMALL_ROW),
            "small_rows",
        ));
        let (units, unit_elements) = match e.program.noise {
            NoisePolicy::V1 => (n_features, 1),
            NoisePolicy::FastV1 => {
                let padded = ok(b.build_int_add(n_features, e.i64(3), ""));
                (
                    ok(b.build_right_shift(padded, e.i64(2), false, "groups")),
                    4,
                )
            }
        };
        // A wide row never uses the chunk: keep the division defined.
        let per_step = ok(b.build_int_mul(units, e.i64(unit_elements), ""));
        let per_step = ok(b.build_select(is_small, per_step, e.i64(1), "")).into_int_value();
        let chunk = e.i64(u64::from(CHUNK_ELEMENTS));
        let steps_per_chunk = ok(b.build_int_unsigned_div(chunk, per_step, "steps_per_chunk"));
        let rows = SmallRows {
            is_small,
            noise,
            staging,
            unit_of,
            step_of,
            units,
            unit_elements,
            steps_per_chunk,
        };
        e.emit_if("small_tables", is_small, &mut || {
            let n = ok(b.build_int_mul(steps_per_chunk, units, "table_len"));
            e.emit_loop("small_table", e.i64(0), n, e.i64(1), &mut |k| {
                let unit = ok(b.build_int_unsigned_rem(k, units, "unit"));
                let step = ok(b.build_int_unsigned_div(k, units, "step"));
                for (table, value) in [(unit_of, unit), (step_of, step)] {
                    let value = ok(b.build_int_truncate(value, i32t, ""));
                    e.store(e.element_ptr(table, k), value);
                }
            });
        });
        rows
    }

    /// Step `t`'s place in its chunk, `t mod steps_per_chunk` (computed once per step, for
    /// [`Self::draw_if_chunk_starts`] and [`Self::step_noise`]).
    pub fn step_in_chunk(&self, e: &Emitter<'_, 'ctx>, t: IntValue<'ctx>) -> IntValue<'ctx> {
        ok(e.builder
            .build_int_unsigned_rem(t, self.steps_per_chunk, "step_in_chunk"))
    }

    /// Where the normals of the step at place `within` of the chunk are (feature `f` at `f`).
    pub fn step_noise(&self, e: &Emitter<'_, 'ctx>, within: IntValue<'ctx>) -> PointerValue<'ctx> {
        let b = e.builder;
        let per_step = ok(b.build_int_mul(self.units, e.i64(self.unit_elements), ""));
        let offset = ok(b.build_int_mul(within, per_step, "chunk_offset"));
        e.element_ptr(self.noise, offset)
    }

    /// At step `t` (place `within` of its chunk) of a small row that draws noise: when `t`
    /// starts a chunk, draws the normals of the row's steps `t .. min(t + steps_per_chunk, K)`.
    pub fn draw_if_chunk_starts(
        &self,
        e: &Emitter<'_, 'ctx>,
        env: &RowEnv<'ctx>,
        t: IntValue<'ctx>,
        within: IntValue<'ctx>,
    ) {
        let b = e.builder;
        let i32t = e.ctx.i32_type();
        let i64t = e.ctx.i64_type();
        let starts = ok(b.build_int_compare(IntPredicate::EQ, within, e.i64(0), "chunk_starts"));
        e.emit_if("small_draw", starts, &mut || {
            let left = ok(b.build_int_sub(e.param_int("steps"), t, "steps_left"));
            let short = ok(b.build_int_compare(IntPredicate::ULT, left, self.steps_per_chunk, ""));
            let n_steps =
                ok(b.build_select(short, left, self.steps_per_chunk, "")).into_int_value();
            let n = ok(b.build_int_mul(n_steps, self.units, "chunk_units"));
            let first_unit = ok(b.build_int_mul(env.row, self.units, "first_unit"));
            let key1_t = ok(b.build_int_add(e.param_int("key1"), t, "key1_t"));
            let counter = |k: IntValue<'ctx>| {
                let load = |table| {
                    let v = ok(b.build_load(i32t, e.element_ptr(table, k), "")).into_int_value();
                    ok(b.build_int_z_extend(v, i64t, ""))
                };
                let index = ok(b.build_int_add(first_unit, load(self.unit_of), "index"));
                (
                    index,
                    ok(b.build_int_add(key1_t, load(self.step_of), "key1_step")),
                )
            };
            match e.program.noise {
                NoisePolicy::V1 => draw_v1(e, n, self.noise, self.staging, &counter, None),
                NoisePolicy::FastV1 => {
                    draw_fast(e, n, (self.noise, Groups::Packed), &counter, None)
                }
            }
        });
    }
}

/// Draws the Gumbel noise of the row's features `begin..end` into `into` (feature `f`'s at
/// `into + (f - begin)`), as [`emit_noise_fill`] draws the normals: Philox's words in one loop,
/// their noise in place in a second. With `list`, `begin..end` are positions of a list of
/// features (`list(j)`: the feature at position `j`), and position `j`'s noise, its feature's,
/// goes to `into + (j - begin)`.
pub fn emit_gumbel_fill<'ctx>(
    e: &Emitter<'_, 'ctx>,
    env: &RowEnv<'ctx>,
    into: PointerValue<'ctx>,
    range: (IntValue<'ctx>, IntValue<'ctx>),
    list: Option<&dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>>,
) {
    emit_gumbel_words(e, env, into, range, list);
    gumbel_from_words(e, into, range.0, range, draw_hints(e));
}

/// [`emit_gumbel_fill`]'s first loop alone: the Philox words of the noise, which
/// [`gumbel_from_words`] turns into noise where it is needed (the x86 Gumbel passes that skip
/// hopeless tokens, `scratch::emit_max_fold_chunks`).
pub fn emit_gumbel_words<'ctx>(
    e: &Emitter<'_, 'ctx>,
    env: &RowEnv<'ctx>,
    into: PointerValue<'ctx>,
    range: (IntValue<'ctx>, IntValue<'ctx>),
    list: Option<&dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>>,
) {
    let counter = |j| (list.map_or(j, |list| list(j)), env.row);
    gumbel_words(e, into, range, &counter);
}

/// The two loops of a Gumbel draw over positions `begin..end` into `into` (position `j`'s
/// noise at `into + (j - begin)`); `counter(j)` is position `j`'s token and row (a row's
/// tokens in order, a chunk of rows, or a block of rows transposed: `across`).
pub(super) fn gumbel_loops<'ctx>(
    e: &Emitter<'_, 'ctx>,
    into: PointerValue<'ctx>,
    (begin, end): (IntValue<'ctx>, IntValue<'ctx>),
    counter: &dyn Fn(IntValue<'ctx>) -> (IntValue<'ctx>, IntValue<'ctx>),
) {
    gumbel_words(e, into, (begin, end), counter);
    gumbel_from_words(e, into, begin, (begin, end), draw_hints(e));
}

/// The first loop of [`gumbel_loops`]: position `j`'s Philox word (`philox::gumbel_word`) to
/// `into + (j - begin)`.
pub(super) fn gumbel_words<'ctx>(
    e: &Emitter<'_, 'ctx>,
    into: PointerValue<'ctx>,
    (begin, end): (IntValue<'ctx>, IntValue<'ctx>),
    counter: &dyn Fn(IntValue<'ctx>) -> (IntValue<'ctx>, IntValue<'ctx>),
) {
    let b = e.builder;
    let (key0, key1) = (e.param_int("key0"), e.param_int("key1"));
    let (one, hints) = (e.i64(1), draw_hints(e));
    e.emit_loop_hinted("gumbel.philox", begin, end, one, hints, &mut |j| {
        let (token, row) = counter(j);
        let word = philox::gumbel_word(&mut e.ops(), key0, key1, token, row);
        let at = e.element_ptr(into, ok(b.build_int_sub(j, begin, "")));
        e.store(at, word);
    });
}

/// The second loop of [`gumbel_loops`], over positions `from..to`: the word at `into + (j -
/// begin)` becomes its noise in place (`philox::gumbel_from_word`).
pub(super) fn gumbel_from_words<'ctx>(
    e: &Emitter<'_, 'ctx>,
    into: PointerValue<'ctx>,
    begin: IntValue<'ctx>,
    (from, to): (IntValue<'ctx>, IntValue<'ctx>),
    hints: LoopHints,
) {
    let b = e.builder;
    let i32t = e.ctx.i32_type();
    e.emit_loop_hinted("gumbel", from, to, e.i64(1), hints, &mut |j| {
        let at = e.element_ptr(into, ok(b.build_int_sub(j, begin, "")));
        let word = ok(b.build_load(i32t, at, "word")).into_int_value();
        let g = philox::gumbel_from_word(&mut e.ops(), word);
        e.store(at, g);
    });
}
