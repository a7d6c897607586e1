//! `tessera-fast-v1` normals in GPU register entries, one Philox call per group of four and
//! step instead of one per element and step.
//!
//! Element `(row, f)` takes normal `f mod 4` of group `row * ceil(F/4) + f/4`, so the four
//! lanes of a quad (threads `4m..4m+3`: lane `l` holds features `l + c * lanes`, and `lanes`
//! is a multiple of four, so each quad holds one group per slot `c`) need the same Philox call
//! at every step. Drawn lane by lane, each lane runs the call and half the Box–Muller
//! transform for one normal. The noise does not depend on the state, so the quad draws four
//! steps at once instead: at every step `t` that is a multiple of four, lane `q` of the quad
//! runs the group's Philox call of step `t + q` and the whole transform (its four normals
//! `z[0..4]`, one for each lane of the quad), and four rotations within the quad
//! ([`gpu::quad_rotate`]) transpose the quad's 4x4 normals: in round `j` lane `q` sends
//! `z[(q - j) mod 4]` and receives, from lane `(q + j) mod 4`, that lane's step's normal of
//! element `q`, which is the normal of step `t + (q + j) mod 4`. Step `t + s` then takes round
//! `(s - q) mod 4`'s normal. Per element and step that is a quarter of a Philox call and half
//! a pair's transform where it was a call and a pair (the SASS counts are in ARCHITECTURE.md,
//! "GPU entries"); the normals are the stream's, bit for bit (the conformance suite compares
//! every step of every width on the SIMT emulator). Steps past the chain's last in its last
//! block of four are drawn and never read.
//!
//! Every lane of the quad takes part in each exchange, including lanes past the row's last
//! feature (their own results are not stored): the draw runs before the passes' per-slot
//! guards, under the launch-uniform `draw_noise` and `t mod 4 == 0` alone.

use inkwell::IntPredicate;
use inkwell::values::{FloatValue, IntValue, PointerValue};

use super::{Emitter, RowEnv, StepEnv, gpu, lane, ok};
use crate::numeric::{Ops, philox};
use crate::rows::NoisePolicy;
use crate::targets::Family;

/// Entries whose lanes hold more features than this draw lane by lane: each slot's four held
/// normals cost four registers, and 1024-lane entries of four and eight features per lane
/// already reach the 64 registers such a workgroup allows.
pub const MAX_CAPACITY: u32 = 2;

/// The quad draw of one GPU register entry.
pub(super) struct QuadNoise<'ctx> {
    /// Slot `c`'s four received normals at `4c + j` (round `j`'s), as f32.
    held: PointerValue<'ctx>,
    /// Slot `c`'s normal of the current step at `c`.
    current: PointerValue<'ctx>,
    /// The emulator's exchange array (one word per thread); null on a GPU.
    exchange: PointerValue<'ctx>,
    lanes: u32,
    capacity: u32,
}

impl<'ctx> QuadNoise<'ctx> {
    /// The quad draw of an entry of `lanes` lanes per row holding `capacity` features each, in
    /// workgroups of `threads` threads; `None` where the entry draws lane by lane (another
    /// noise policy, no noise, too many features per lane) or has no quads of one row.
    pub fn new(
        e: &Emitter<'_, 'ctx>,
        lanes: u32,
        capacity: u32,
        threads: u32,
        exchange_name: &str,
    ) -> Option<Self> {
        let draws = e.program.passes.iter().any(lane::pass_uses_noise);
        if e.program.noise != NoisePolicy::FastV1
            || !draws
            || capacity > MAX_CAPACITY
            || !lanes.is_multiple_of(4)
        {
            return None;
        }
        let f32t = e.ctx.f32_type();
        let exchange = if e.family == Family::Simt {
            gpu::shared_array(e, exchange_name, threads)
        } else {
            e.ctx.ptr_type(gpu::shared_space(e.family)).const_null()
        };
        Some(QuadNoise {
            held: e.entry_alloca(f32t.array_type(4 * capacity).into(), "quad_held"),
            current: e.entry_alloca(f32t.array_type(capacity).into(), "quad_normal"),
            exchange,
            lanes,
            capacity,
        })
    }

    /// The register holding slot `c`'s normal of the current step (what `Normal` reads).
    pub fn normal(&self, e: &Emitter<'_, 'ctx>, c: u32) -> PointerValue<'ctx> {
        e.element_ptr(self.current, e.i64(u64::from(c)))
    }

    /// At the top of step `step` of a chain that draws noise (every thread of the workgroup
    /// still there, in step): every fourth step the quads draw and exchange the next four
    /// steps' normals; then each slot takes its normal of this step. `lane` is the thread's
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
        let s = ok(b.build_and(step.t, e.i64(3), "quad_step"));
        let first = ok(b.build_int_compare(IntPredicate::EQ, s, e.i64(0), "quad_block"));
        e.emit_if("quad_draw", first, &mut || {
            self.draw(e, env, step, lane, q, thread)
        });
        // Step `t + s` takes round `(s - q) mod 4`'s normal.
        let behind = ok(b.build_int_sub(e.i64(4), q, ""));
        let round = ok(b.build_int_add(s, behind, ""));
        let round = ok(b.build_and(round, e.i64(3), "quad_round"));
        for c in 0..self.capacity {
            let held: Vec<FloatValue<'ctx>> = (0..4)
                .map(|j| e.load_f32(e.element_ptr(self.held, e.i64(u64::from(4 * c + j)))))
                .collect();
            let normal = pick(e, &held, round);
            e.store(self.normal(e, c), normal);
        }
    }

    /// Lane `q` of each quad draws its slots' groups at step `t + q` and the quad transposes.
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
        let key1_step = ok(b.build_int_add(step.key1_step, q, "quad_key1_step"));
        for c in 0..self.capacity {
            let f = ok(b.build_int_add(lane, e.i64(u64::from(c * self.lanes)), "feature"));
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
                    e.element_ptr(self.held, e.i64(u64::from(4 * c + j))),
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
