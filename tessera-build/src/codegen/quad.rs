//! `tessera-fast-v1` normals in GPU register entries, one Philox call per group of four and
//! step instead of one per element and step.
//!
//! Element `(row, f)` takes normal `f mod 4` of group `row * ceil(F/4) + f/4`, and lane `l`
//! holds features `l + k * lanes` (`k` < the entry's capacity) with `lanes` a multiple of
//! four, so the four lanes of a quad (threads `4m..4m+3`) hold one group in each slot `k` and
//! need the same Philox call for it at every step. Drawn lane by lane, each lane would run the
//! call and half the Box–Muller transform for its one normal. Here the quad shares the calls
//! instead: each lane runs one call and the whole transform for a *unit* (a slot and a step),
//! and four rotations within the quad ([`gpu::quad_rotate`]) transpose the quad's 4x4 normals.
//! The noise does not depend on the state, so where a lane holds fewer than four features the
//! units span several steps:
//!
//! * `c` = min(capacity, 4) slots per unit block; a block of `B = 4 / c` steps (4 for one
//!   feature per lane, 2 for two, 1 for four or eight) drawn at every step `t` that is a
//!   multiple of `B`; `capacity / c` unit blocks per draw;
//! * in unit block `b`, lane `q` of the quad draws unit `q`: slot `b*c + q mod c` at step
//!   `t + q / c`, its four normals `z[0..4]`, one for each lane of the quad;
//! * round `j` (0..4): lane `q` sends `z[(q - j) mod 4]` and receives, from lane
//!   `(q + j) mod 4`, that lane's unit's normal of element `q`; so the normal of unit `u` for
//!   lane `q` is round `(u - q) mod 4`'s;
//! * step `t + d` (`d` < `B`) takes, for slot `k`, unit `d*c + k mod c` of block `k / c`.
//!
//! Per element and step that is a quarter of a Philox call and half a pair's transform where
//! it was a call and a pair (the SASS counts are in ARCHITECTURE.md, "GPU entries"); the
//! normals are the stream's, bit for bit (the conformance suite compares every step of every
//! width on the SIMT emulator). Steps past the chain's last in its last block are drawn and
//! never read.
//!
//! Every lane of the quad takes part in each exchange, including lanes past the row's last
//! feature (their own results are not stored): the draw runs before the passes' per-slot
//! guards, under the launch-uniform `draw_noise` and `t mod B == 0` alone.

use inkwell::IntPredicate;
use inkwell::values::{FloatValue, IntValue, PointerValue};

use super::{Emitter, RowEnv, StepEnv, gpu, lane, ok};
use crate::numeric::{Ops, philox};
use crate::rows::NoisePolicy;
use crate::targets::Family;

/// The quad draw of one GPU register entry.
pub(super) struct QuadNoise<'ctx> {
    /// Unit block `b`'s four received normals at `4b + j` (round `j`'s), as f32.
    held: PointerValue<'ctx>,
    /// Slot `k`'s normal of the current step at `k`.
    current: PointerValue<'ctx>,
    /// The emulator's exchange array (one word per thread); null on a GPU.
    exchange: PointerValue<'ctx>,
    lanes: u32,
    capacity: u32,
    /// Slots per unit block (`c` above).
    slots: u32,
}

impl<'ctx> QuadNoise<'ctx> {
    /// The quad draw of an entry of `lanes` lanes per row holding `capacity` features each, in
    /// workgroups of `threads` threads; `None` for programs that draw no `tessera-fast-v1`
    /// normals (their lanes draw `tessera-v1` ones alone).
    pub fn new(
        e: &Emitter<'_, 'ctx>,
        lanes: u32,
        capacity: u32,
        threads: u32,
        exchange_name: &str,
    ) -> Option<Self> {
        let draws = e.program.passes.iter().any(lane::pass_uses_noise);
        if e.program.noise != NoisePolicy::FastV1 || !draws {
            return None;
        }
        assert!(
            lanes.is_multiple_of(4) && (capacity <= 2 || capacity.is_multiple_of(4)),
            "internal error (a bug in tessera): no quad draw for {lanes} lanes of {capacity} \
             features (`targets::gpu_variants`)"
        );
        let slots = capacity.min(4);
        let f32t = e.ctx.f32_type();
        let exchange = if e.family == Family::Simt {
            gpu::shared_array(e, exchange_name, threads)
        } else {
            e.ctx.ptr_type(gpu::shared_space(e.family)).const_null()
        };
        Some(QuadNoise {
            held: e.entry_alloca(f32t.array_type(4 * (capacity / slots)).into(), "quad_held"),
            current: e.entry_alloca(f32t.array_type(capacity).into(), "quad_normal"),
            exchange,
            lanes,
            capacity,
            slots,
        })
    }

    /// The register holding slot `k`'s normal of the current step (what `Normal` reads).
    pub fn normal(&self, e: &Emitter<'_, 'ctx>, k: u32) -> PointerValue<'ctx> {
        e.element_ptr(self.current, e.i64(u64::from(k)))
    }

    /// At the top of step `step` of a chain that draws noise (every thread of the workgroup
    /// still there, in step): at the first step of each block the quads draw and exchange the
    /// block's normals; then each slot takes its normal of this step. `lane` is the thread's
    /// position in its row, `thread` in its workgroup.
    pub fn step(
        &self,
        e: &Emitter<'_, 'ctx>,
        env: &RowEnv<'ctx>,
        step: StepEnv<'ctx>,
        lane: IntValue<'ctx>,
        thread: IntValue<'ctx>,
    ) {
        let b = e.builder;
        let q = ok(b.build_and(lane, e.i64(3), "quad_lane"));
        let block_steps = 4 / self.slots;
        // The step's place in its block, `d`.
        let d = ok(b.build_and(step.t, e.i64(u64::from(block_steps - 1)), "quad_step"));
        if block_steps == 1 {
            self.draw(e, env, step, lane, q, thread);
        } else {
            let first = ok(b.build_int_compare(IntPredicate::EQ, d, e.i64(0), "quad_block"));
            e.emit_if("quad_draw", first, &mut || {
                self.draw(e, env, step, lane, q, thread)
            });
        }
        let behind = ok(b.build_int_sub(e.i64(4), q, ""));
        let first_unit = ok(b.build_int_mul(d, e.i64(u64::from(self.slots)), ""));
        for k in 0..self.capacity {
            let block = k / self.slots;
            // Unit `d*c + k mod c`, received in round `(unit - q) mod 4`.
            let unit = ok(b.build_int_add(first_unit, e.i64(u64::from(k % self.slots)), ""));
            let round = ok(b.build_int_add(unit, behind, ""));
            let round = ok(b.build_and(round, e.i64(3), "quad_round"));
            let held: Vec<FloatValue<'ctx>> = (0..4)
                .map(|j| e.load_f32(e.element_ptr(self.held, e.i64(u64::from(4 * block + j)))))
                .collect();
            let normal = pick(e, &held, round);
            e.store(self.normal(e, k), normal);
        }
    }

    /// Lane `q` of each quad draws unit `q` of each unit block and the quad transposes.
    fn draw(
        &self,
        e: &Emitter<'_, 'ctx>,
        env: &RowEnv<'ctx>,
        step: StepEnv<'ctx>,
        lane: IntValue<'ctx>,
        q: IntValue<'ctx>,
        thread: IntValue<'ctx>,
    ) {
        let b = e.builder;
        let key0 = e.param_int("key0");
        let slots = u64::from(self.slots);
        // Unit `q`: slot offset `q mod c`, step offset `q / c` (`c` a power of two).
        let slot_offset = ok(b.build_and(q, e.i64(slots - 1), "quad_slot"));
        let step_offset =
            ok(b.build_right_shift(q, e.i64(u64::from(self.slots.ilog2())), false, ""));
        let key1_step = ok(b.build_int_add(step.key1_step, step_offset, "quad_key1_step"));
        let lanes = e.i64(u64::from(self.lanes));
        let slot_feature = ok(b.build_int_mul(slot_offset, lanes, ""));
        let own = ok(b.build_int_add(lane, slot_feature, "quad_feature"));
        for block in 0..self.capacity / self.slots {
            let first = u64::from(block * self.slots * self.lanes);
            let f = ok(b.build_int_add(own, e.i64(first), "feature"));
            let group = lane::fast_group(e, env, f);
            let words = philox::fast_words(&mut e.ops(), key0, key1_step, group);
            let z = philox::box_muller_fast(&mut e.ops(), words);
            for j in 0..4u32 {
                // Lane `q` sends `z[(q - j) mod 4]` and receives round `j`'s normal.
                let back = ok(b.build_int_add(q, e.i64(u64::from(4 - j)), ""));
                let which = ok(b.build_and(back, e.i64(3), "quad_send"));
                let sent = pick(e, &z, which);
                let bits = e.ops().bits_f32(sent);
                let received = gpu::quad_rotate(e, bits, j, thread, self.exchange);
                let received = e.ops().from_bits_f32(received);
                e.store(
                    e.element_ptr(self.held, e.i64(u64::from(4 * block + j))),
                    received,
                );
            }
        }
    }
}

/// `values[index]` for an `index` in `0..4` that may differ between lanes, by three selects on
/// its bits (no indexed register array, which a GPU would keep in local memory).
fn pick<'ctx>(
    e: &Emitter<'_, 'ctx>,
    values: &[FloatValue<'ctx>],
    index: IntValue<'ctx>,
) -> FloatValue<'ctx> {
    let b = e.builder;
    let bit = |mask: u64| {
        let set = ok(b.build_and(index, e.i64(mask), ""));
        ok(b.build_int_compare(IntPredicate::NE, set, e.i64(0), ""))
    };
    let (odd, high) = (bit(1), bit(2));
    let o = &mut e.ops();
    let low = o.select_f32(odd, values[1], values[0]);
    let upper = o.select_f32(odd, values[3], values[2]);
    o.select_f32(high, upper, low)
}
