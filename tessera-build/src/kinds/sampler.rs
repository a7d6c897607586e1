//! The `sampler` kind: the Gumbel-max token sampler of DESIGN.md 4.3, one token id per row of
//! `[B, V]` logits, with exact top-k and top-p, the noise drawn inside the kernel.
//!
//! The row program, pass by pass (`l` the logit, `s = f32(l * inv_t)`, `f` the token index; the
//! program's `reduction` orders both sums):
//!
//! 0. *check* (folds): any NaN logit, any `+inf` logit, the largest logit (all `-inf`?), any
//!    finite logit with an infinite `s` (overflow), and the greedy argmax (first maximum).
//! 1. *top-k* (search, only when top-k is on: `top_k != 0`, not greedy): key `l`, weight 1,
//!    target `top_k`. The kept set `K` is the first `top_k` tokens in the order (logit desc,
//!    index asc): exactly `k` tokens, ties at the boundary to the lower index. Skipped, the
//!    search's prefix is every token.
//! 2. *max* (fold, only when top-p is on: `top_p < 1`, not greedy): `m = max over K of s`.
//! 3. *mass* (fold, top-p on): `Z = sum over K of e`, `e = exp_f32(f32(s - m))`.
//! 4. *top-p* (search, top-p on): `p = f32(e / Z)`; key `p` on `K` (`-1` off it), weight `p`
//!    on `K`; target `top_p`. The kept set `P` is the smallest prefix of `K` in the order
//!    (p desc, index asc) whose mass reaches `top_p` (all of `K` if rounding keeps the mass
//!    below it).
//! 5. *sample, top-p* (fold, top-p on): the argmax over `K ∩ P` of `f32(s + g)`, `g` the
//!    Gumbel noise (first maximum wins).
//! 6. *sample* (fold, only when top-p is off and not greedy): the argmax over `K` of
//!    `f32(s + g)`, without the probabilities pass 5 needs for `P`. A greedy launch runs
//!    neither sample pass, so it draws no noise.
//! 7. *store*: the status word (bit 0 NaN, bit 1 `+inf`, bit 2 every logit `-inf`, bit 3 `l / T`
//!    overflows; the bits of `tessera_rt::sampler`) and the id: the greedy argmax when greedy,
//!    else the sample of pass 5 (top-p on) or 6; -1 when the status is not 0.
//!
//! Passes 2 to 6 are also confined to the top-k set (`rows::Within`): their folds see the
//! top-k tokens alone, which they do anyway (each masks with `K`), and the kernels run them
//! over a list of those tokens when it is short: a top-k of 50 draws 50 Gumbel noises, not
//! `V`. With pairwise sums (`gumbel_pairwise`) the x86 entry folds the mass and the top-p
//! search over the list too, each token at its position and the gaps as blocks of zeros (the
//! tree over the whole masked row); GPU entries run those two passes over the whole row, so
//! their split launches split by candidates only with top-p off
//! (`rows::SpanPlan::candidates_blocked_by`).

use crate::kinds::{Front, ProgramKind, program_shell, sum_kind};
use crate::rows::{
    Binary, Buffer, Fold, FoldKind, Guard, Op, OutputShape, Pass, PassEnd, RowProgram,
    SamplerScalar, Search, Sink, Store, Unary, Uniform, Value, push_in_prefix,
};
use crate::spec::ProgramSpec;

#[derive(Debug)]
pub struct Sampler;

/// One pass under construction.
#[derive(Default)]
struct PassBuilder {
    insts: Vec<Op>,
}

impl PassBuilder {
    fn op(&mut self, op: Op) -> Value {
        self.insts.push(op);
        Value(self.insts.len() as u32 - 1)
    }

    fn constant(&mut self, v: f32) -> Value {
        self.op(Op::Const(v.to_bits()))
    }

    fn binary(&mut self, f: Binary, a: Value, b: Value) -> Value {
        self.op(Op::Binary(f, a, b))
    }

    fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        self.op(Op::Select(c, a, b))
    }

    fn uniform(&mut self, u: Uniform) -> Value {
        self.op(Op::Uniform(u))
    }

    fn finish(self, end: PassEnd) -> Pass {
        Pass::new(self.insts, end)
    }

    /// The pass, run only when `guard` holds.
    fn finish_if(self, guard: Guard, end: PassEnd) -> Pass {
        Pass {
            guard: Some(guard),
            ..Pass::new(self.insts, end)
        }
    }

    /// `1.0` when element `key` (at this lane's index) is in the prefix a search found
    /// (`rows::push_in_prefix`).
    fn in_prefix(&mut self, key: Value, value: Uniform, index: Uniform) -> Value {
        push_in_prefix(&mut self.insts, key, value, index)
    }
}

/// The uniforms of the program.
const ANY_NAN: Uniform = Uniform(0);
const ANY_POS_INF: Uniform = Uniform(1);
const MAX_LOGIT: Uniform = Uniform(2);
const GREEDY_ID: Uniform = Uniform(3);
const ANY_OVERFLOW: Uniform = Uniform(4);
const K_VALUE: Uniform = Uniform(5);
const K_INDEX: Uniform = Uniform(6);
const MAX_SCALED: Uniform = Uniform(7);
const MASS: Uniform = Uniform(8);
const P_VALUE: Uniform = Uniform(9);
const P_INDEX: Uniform = Uniform(10);
const SAMPLE_ID_TOP_P: Uniform = Uniform(11);
const SAMPLE_ID: Uniform = Uniform(12);
const N_UNIFORMS: u32 = 13;

/// Per-lane values every pass after top-k recomputes.
struct Lane {
    /// `s = f32(l * inv_t)`.
    scaled: Value,
    /// `1.0` when the token is in the top-k set.
    in_k: Value,
}

/// Loads the logit and computes `s` and (after pass 1) top-k membership.
fn lane_top_k(b: &mut PassBuilder) -> Lane {
    let logit = b.op(Op::Load(Buffer::Input(0)));
    let inv_t = b.op(Op::Sampler(SamplerScalar::InvT));
    let scaled = b.binary(Binary::Mul, logit, inv_t);
    let in_k = b.in_prefix(logit, K_VALUE, K_INDEX);
    Lane { scaled, in_k }
}

/// `p = f32(exp_f32(f32(s - m)) / Z)` on the top-k set and the top-p key (`p`, or `-1` off
/// the set).
fn lane_probability(b: &mut PassBuilder, lane: &Lane) -> (Value, Value) {
    let m = b.uniform(MAX_SCALED);
    let shifted = b.binary(Binary::Sub, lane.scaled, m);
    let e = b.op(Op::Unary(Unary::Exp, shifted));
    let z = b.uniform(MASS);
    let p = b.binary(Binary::Div, e, z);
    let minus_one = b.constant(-1.0);
    let key = b.select(lane.in_k, p, minus_one);
    (p, key)
}

/// `f32(s + g)` on the tokens where `kept` is 1, `-inf` elsewhere: the Gumbel-max score.
fn gumbel_score(b: &mut PassBuilder, lane: &Lane, kept: Value) -> Value {
    let g = b.op(Op::Gumbel);
    let score = b.binary(Binary::Add, lane.scaled, g);
    let minus_inf = b.constant(f32::NEG_INFINITY);
    b.select(kept, score, minus_inf)
}

impl ProgramKind for Sampler {
    fn name(&self) -> &'static str {
        "sampler"
    }

    fn differentiates(&self) -> bool {
        false
    }

    fn lower(&self, spec: &ProgramSpec, _front: &Front) -> RowProgram {
        let sum = sum_kind(spec);
        let mut program = program_shell(
            spec,
            "sampler gumbel-max, exact top-k and top-p".to_string(),
            vec![("ids".to_string(), OutputShape::PerRowId)],
        );
        program.n_uniforms = N_UNIFORMS;
        let fold = |kind, value, uniform| Fold {
            kind,
            value,
            uniform,
        };

        // 0: checks and the greedy argmax.
        let mut b = PassBuilder::default();
        let logit = b.op(Op::Load(Buffer::Input(0)));
        let is_nan = b.binary(Binary::Ne, logit, logit);
        let inf = b.constant(f32::INFINITY);
        let is_pos_inf = b.binary(Binary::Eq, logit, inf);
        let inv_t = b.op(Op::Sampler(SamplerScalar::InvT));
        let scaled = b.binary(Binary::Mul, logit, inv_t);
        let scaled_abs = b.op(Op::Unary(Unary::Abs, scaled));
        let scaled_inf = b.binary(Binary::Eq, scaled_abs, inf);
        let logit_abs = b.op(Op::Unary(Unary::Abs, logit));
        let finite = b.binary(Binary::Lt, logit_abs, inf);
        let overflow = b.binary(Binary::Mul, scaled_inf, finite);
        program.passes.push(b.finish(PassEnd::Fold(vec![
            fold(FoldKind::Max, is_nan, ANY_NAN),
            fold(FoldKind::Max, is_pos_inf, ANY_POS_INF),
            fold(FoldKind::Max, logit, MAX_LOGIT),
            fold(FoldKind::ArgMax, logit, GREEDY_ID),
            fold(FoldKind::Max, overflow, ANY_OVERFLOW),
        ])));

        // 1: the top-k boundary (skipped, keeping every token, when top-k is off).
        let mut b = PassBuilder::default();
        let logit = b.op(Op::Load(Buffer::Input(0)));
        let one = b.constant(1.0);
        let target = b.op(Op::Sampler(SamplerScalar::TopK));
        program.passes.push(b.finish_if(
            Guard::TopK,
            PassEnd::Search(Search {
                kind: sum,
                key: logit,
                weight: one,
                target,
                value: K_VALUE,
                index: K_INDEX,
            }),
        ));

        // 2: the largest scaled logit on the top-k set.
        let mut b = PassBuilder::default();
        let lane = lane_top_k(&mut b);
        let minus_inf = b.constant(f32::NEG_INFINITY);
        let masked = b.select(lane.in_k, lane.scaled, minus_inf);
        program.passes.push(b.finish_if(
            Guard::TopP,
            PassEnd::Fold(vec![fold(FoldKind::Max, masked, MAX_SCALED)]),
        ));

        // 3: the softmax mass of the top-k set.
        let mut b = PassBuilder::default();
        let lane = lane_top_k(&mut b);
        let m = b.uniform(MAX_SCALED);
        let shifted = b.binary(Binary::Sub, lane.scaled, m);
        let e = b.op(Op::Unary(Unary::Exp, shifted));
        let zero = b.constant(0.0);
        let masked = b.select(lane.in_k, e, zero);
        program
            .passes
            .push(b.finish_if(Guard::TopP, PassEnd::Fold(vec![fold(sum, masked, MASS)])));

        // 4: the top-p boundary.
        let mut b = PassBuilder::default();
        let lane = lane_top_k(&mut b);
        let (p, key) = lane_probability(&mut b, &lane);
        let zero = b.constant(0.0);
        let weight = b.select(lane.in_k, p, zero);
        let target = b.op(Op::Sampler(SamplerScalar::TopP));
        program.passes.push(b.finish_if(
            Guard::TopP,
            PassEnd::Search(Search {
                kind: sum,
                key,
                weight,
                target,
                value: P_VALUE,
                index: P_INDEX,
            }),
        ));

        // 5: the Gumbel-max sample on the top-k and top-p set (top-p on).
        let mut b = PassBuilder::default();
        let lane = lane_top_k(&mut b);
        let (_, key) = lane_probability(&mut b, &lane);
        let in_p = b.in_prefix(key, P_VALUE, P_INDEX);
        let kept = b.binary(Binary::Mul, lane.in_k, in_p);
        let masked = gumbel_score(&mut b, &lane, kept);
        program.passes.push(b.finish_if(
            Guard::TopP,
            PassEnd::Fold(vec![fold(FoldKind::ArgMax, masked, SAMPLE_ID_TOP_P)]),
        ));

        // 6: the Gumbel-max sample on the top-k set (top-p off: no probabilities needed).
        let mut b = PassBuilder::default();
        let lane = lane_top_k(&mut b);
        let masked = gumbel_score(&mut b, &lane, lane.in_k);
        program.passes.push(b.finish_if(
            Guard::NoTopP,
            PassEnd::Fold(vec![fold(FoldKind::ArgMax, masked, SAMPLE_ID)]),
        ));

        // 7: status and id.
        let mut b = PassBuilder::default();
        let bit = |b: &mut PassBuilder, flag: Value, weight: f32| {
            let w = b.constant(weight);
            b.binary(Binary::Mul, flag, w)
        };
        let nan = b.uniform(ANY_NAN);
        let pos_inf = b.uniform(ANY_POS_INF);
        let pos_inf = bit(&mut b, pos_inf, 2.0);
        let max_logit = b.uniform(MAX_LOGIT);
        let minus_inf = b.constant(f32::NEG_INFINITY);
        let all_minus_inf = b.binary(Binary::Eq, max_logit, minus_inf);
        let all_minus_inf = bit(&mut b, all_minus_inf, 4.0);
        let overflow = b.uniform(ANY_OVERFLOW);
        let overflow = bit(&mut b, overflow, 8.0);
        let status = b.binary(Binary::Add, nan, pos_inf);
        let status = b.binary(Binary::Add, status, all_minus_inf);
        let status = b.binary(Binary::Add, status, overflow);
        let top_p = b.op(Op::Sampler(SamplerScalar::TopP));
        let one = b.constant(1.0);
        let top_p_on = b.binary(Binary::Lt, top_p, one);
        let sample_id_top_p = b.uniform(SAMPLE_ID_TOP_P);
        let sample_id = b.uniform(SAMPLE_ID);
        let sample_id = b.select(top_p_on, sample_id_top_p, sample_id);
        let greedy = b.op(Op::Sampler(SamplerScalar::Greedy));
        let greedy_id = b.uniform(GREEDY_ID);
        let id = b.select(greedy, greedy_id, sample_id);
        let minus_one = b.constant(-1.0);
        let id = b.select(status, minus_one, id);
        program.passes.push(b.finish(PassEnd::Store(vec![
            Store {
                sink: Sink::Out(0),
                value: id,
            },
            Store {
                sink: Sink::Status,
                value: status,
            },
        ])));
        // Passes 2 to 6 read only the top-k set: their other tokens count for nothing, and
        // saying so lets the kernels run them over the listed top-k tokens alone
        // (`rows::Within`; a pairwise sum there pushes the positions between them as blocks
        // of zeros, the same tree). The Gumbel pass after top-p reads only the nucleus,
        // among them: confined to the top-p search too, it runs over the listed nucleus.
        for pass in [2, 3, 4, 5, 6] {
            program.confine(pass, 1);
        }
        program.confine(5, 4);
        program
    }
}
