//! `tessera-fast-v1` normals in GPU register entries, one Philox call per group of four and
//! step instead of one per element and step.
//!
//! Element `(row, f)` takes normal `f mod 4` of group `row * ceil(F/4) + f/4`, and lane `l`
//! holds features `l + k * lanes` (`k` < the entry's capacity) with `lanes` a multiple of
//! four, so the four lanes of a quad (lanes `4m..4m+3` of a row, four consecutive threads of
//! one warp or wavefront) hold one group in each slot `k` and need the same Philox call for it
//! at every step. Drawn lane by lane, each lane would run the call and half the Box–Muller
//! transform for its one normal. Here the quad shares the calls instead: each lane runs one
//! call and the whole transform for a *unit* (a slot and a step), and the quad transposes its
//! 4x4 normals through shared memory. The noise does not depend on the state, so where a lane
//! holds fewer than four features the units span several steps:
//!
//! * `c` = min(capacity, 4) slots per unit block; a block of `B = 4 / c` steps (4 for one
//!   feature per lane, 2 for two, 1 for four or eight) drawn at every step `t` that is a
//!   multiple of `B`; `capacity / c` unit blocks per draw, one after another;
//! * in unit block `b`, lane `q` of the quad draws unit `q`: slot `b*c + q mod c` at step
//!   `t + q / c`, its four normals `z[0..4]`, one for each lane of the quad, and stores them
//!   at row `q` of a shared array of four rows of `lanes` words, columns `4m..4m+4` (row `u`
//!   holds unit `u`'s normal of lane `i` at column `i`; ptxas makes the four stores one
//!   16-byte store on sm_90);
//! * step `t + d` (`d` < `B`) reads, for slot `k`, unit `d*c + k mod c` of block `k / c` at
//!   its own column: one shared load per slot and step, at an address that depends on the
//!   lane alone through its column (no selects on the lane's place in the quad).
//!
//! The quad's lanes synchronise around each draw's stores ([`gpu::quad_sync`]): before them,
//! so that no lane overwrites a unit its neighbours have yet to read, and after them, so that
//! their reads see them. Where `B` is 1 each block's slots are read at once, so the blocks
//! take turns in the one array (`targets::quad_words`); and where the program folds as well,
//! the array is the entry's first fold array (`targets::quad_borrows_folds`), which the step's
//! passes write only after a workgroup barrier that follows the reads.
//!
//! Per element and step that is a quarter of a Philox call and half a pair's transform where
//! it was a call and a pair (the SASS counts are in ARCHITECTURE.md, "GPU entries"); the
//! normals are the stream's, bit for bit (the conformance suite compares every step of every
//! width on the SIMT emulator). Steps past the chain's last in its last block are drawn and
//! never read.
//!
//! Every lane of the quad takes part in each draw, including lanes past the row's last
//! feature (their own results are not stored): the draw runs before the passes' per-slot
//! guards, under the launch-uniform `draw_noise` and `t mod B == 0` alone.

use inkwell::IntPredicate;
use inkwell::values::{IntValue, PointerValue};

use super::{Emitter, RowEnv, StepEnv, gpu, lane, ok};
use crate::numeric::philox;
use crate::targets::{quad_borrows_folds, quad_draws, quad_words};

/// The quad draw of one GPU register entry.
pub(super) struct QuadNoise<'ctx> {
    /// Row `u` (`lanes` words) holds unit `u`'s normals, lane `i`'s at column `i`.
    units: PointerValue<'ctx>,
    /// Whether `units` is the entry's first fold array (`targets::quad_borrows_folds`).
    borrowed: bool,
    /// Slot `k`'s normal of the current step at `k`.
    current: PointerValue<'ctx>,
    lanes: u32,
    capacity: u32,
    /// Slots per unit block (`c` above).
    slots: u32,
}

impl<'ctx> QuadNoise<'ctx> {
    /// The quad draw of an entry of `lanes` lanes per row holding `capacity` features each;
    /// `None` for programs that draw no `tessera-fast-v1` normals (their lanes draw
    /// `tessera-v1` ones alone). `shared(words)` gives the row's shared array of `words` f32;
    /// `folds` the row's first fold array, which the draw borrows where
    /// `targets::quad_borrows_folds` says so.
    pub fn new(
        e: &Emitter<'_, 'ctx>,
        lanes: u32,
        capacity: u32,
        shared: &dyn Fn(u32) -> PointerValue<'ctx>,
        folds: PointerValue<'ctx>,
    ) -> Option<Self> {
        if !quad_draws(e.program) {
            return None;
        }
        assert!(
            lanes.is_multiple_of(4) && (capacity <= 2 || capacity.is_multiple_of(4)),
            "internal error (a bug in tessera): no quad draw for {lanes} lanes of {capacity} \
             features (`targets::gpu_variants`)"
        );
        let borrowed = quad_borrows_folds(e.program, capacity);
        let units = if borrowed {
            folds
        } else {
            shared(quad_words(e.program, lanes, capacity))
        };
        Some(QuadNoise {
            units,
            borrowed,
            current: e.entry_alloca(e.ctx.f32_type().array_type(capacity).into(), "quad_normal"),
            lanes,
            capacity,
            slots: capacity.min(4),
        })
    }

    /// The register holding slot `k`'s normal of the current step (what `Normal` reads).
    pub fn normal(&self, e: &Emitter<'_, 'ctx>, k: u32) -> PointerValue<'ctx> {
        e.element_ptr(self.current, e.i64(u64::from(k)))
    }

    /// At the top of step `step` of a chain that draws noise (every thread of the workgroup
    /// still there, in step): at the first step of each block the quads draw and exchange the
    /// block's normals; then each slot takes its normal of this step. `lane` is the thread's
    /// position in its row.
    pub fn step(
        &self,
        e: &Emitter<'_, 'ctx>,
        env: &RowEnv<'ctx>,
        step: StepEnv<'ctx>,
        lane: IntValue<'ctx>,
    ) {
        let b = e.builder;
        let block_steps = 4 / self.slots;
        if block_steps == 1 {
            // Every step draws all its unit blocks; each block's units are its slots.
            for block in 0..self.capacity / self.slots {
                self.draw(e, env, step, lane, block);
                for unit in 0..4 {
                    let k = block * 4 + unit;
                    e.store(
                        self.normal(e, k),
                        self.read(e, e.i64(u64::from(unit)), lane),
                    );
                }
            }
            if self.borrowed {
                // Every lane has read its normals before any writes the fold array.
                gpu::barrier(e);
            }
            return;
        }
        // The step's place in its block, `d`: one unit block, drawn at `d = 0`.
        let d = ok(b.build_and(step.t, e.i64(u64::from(block_steps - 1)), "quad_step"));
        let first = ok(b.build_int_compare(IntPredicate::EQ, d, e.i64(0), "quad_block"));
        e.emit_if("quad_draw", first, &mut || self.draw(e, env, step, lane, 0));
        let first_unit = ok(b.build_int_mul(d, e.i64(u64::from(self.slots)), ""));
        for k in 0..self.capacity {
            let unit = ok(b.build_int_add(first_unit, e.i64(u64::from(k)), "quad_unit"));
            e.store(self.normal(e, k), self.read(e, unit, lane));
        }
    }

    /// Unit `unit`'s normal of `lane` (after the draw's [`gpu::quad_sync`]).
    fn read(
        &self,
        e: &Emitter<'_, 'ctx>,
        unit: IntValue<'ctx>,
        lane: IntValue<'ctx>,
    ) -> inkwell::values::FloatValue<'ctx> {
        let b = e.builder;
        let row = ok(b.build_int_mul(unit, e.i64(u64::from(self.lanes)), ""));
        e.load_f32(e.element_ptr(self.units, ok(b.build_int_add(row, lane, "quad_at"))))
    }

    /// Lane `q` of each quad draws unit `q` of unit block `block` and stores its four normals
    /// for the quad, between two [`gpu::quad_sync`]s.
    fn draw(
        &self,
        e: &Emitter<'_, 'ctx>,
        env: &RowEnv<'ctx>,
        step: StepEnv<'ctx>,
        lane: IntValue<'ctx>,
        block: u32,
    ) {
        let b = e.builder;
        let q = ok(b.build_and(lane, e.i64(3), "quad_lane"));
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
        let first = u64::from(block * self.slots * self.lanes);
        let f = ok(b.build_int_add(own, e.i64(first), "feature"));
        let group = lane::fast_group(e, env, f);
        let words = philox::fast_words(&mut e.ops(), key0, key1_step, group);
        let z = philox::box_muller_fast(&mut e.ops(), words);
        // Row `q`, columns `4m..4m+4`: from the quad's first lane's column on.
        let quad_first = ok(b.build_and(lane, e.i64(!3), "quad_first"));
        let row = ok(b.build_int_mul(q, lanes, ""));
        let at = e.element_ptr(self.units, ok(b.build_int_add(row, quad_first, "")));
        gpu::quad_sync(e);
        for (i, z) in z.into_iter().enumerate() {
            e.store(e.element_ptr(at, e.i64(i as u64)), z);
        }
        gpu::quad_sync(e);
    }
}
