//! Lane code: the exhaustive translation of row-program instructions into LLVM IR, one value
//! per instruction. Transcendental functions and the noise stream come from `numeric`, the
//! same generic code the reference interpreter runs.

use std::cell::RefCell;
use std::rc::Rc;

use inkwell::values::{FloatValue, IntValue, PointerValue};
use inkwell::{FloatPredicate, IntPredicate};

use super::{Emitter, RowEnv, StepEnv, ok};
use crate::numeric::{Ops, mathlib32, philox};
use crate::rows::kept::{KeptPlan, Reader, Shapes};
use crate::rows::{Binary, Buffer, NoisePolicy, Op, Pass, SamplerScalar, Unary, Value};

/// The kept values (`rows::kept`) that one evaluation of a pass's lane code writes or reads
/// back: each kept value's shape, its array (feature `f` at `base + f`) and whether this
/// evaluation writes it. The shapes are shared so that a pass built later (a listing's mask)
/// names values as the plan does.
pub(crate) struct KeptRoles<'ctx> {
    shapes: Rc<RefCell<Shapes>>,
    roles: Vec<(u32, PointerValue<'ctx>, bool)>,
}

impl<'ctx> KeptRoles<'ctx> {
    /// The roles of `reader` in `plan` (whose `k`-th value lives at `bases[k]`): the values it
    /// writes (as `Reader::Pass(p)`, those whose writer is pass `p`) and those it reads back;
    /// `None` when it has neither.
    pub fn of(
        plan: &KeptPlan,
        shapes: &Rc<RefCell<Shapes>>,
        bases: &[PointerValue<'ctx>],
        reader: Reader,
    ) -> Option<Rc<Self>> {
        let roles: Vec<(u32, PointerValue<'ctx>, bool)> = (plan.kept.iter().zip(bases))
            .filter_map(|(kept, &base)| {
                let writes = reader == Reader::Pass(kept.writer);
                (writes || kept.readers.contains(&reader)).then_some((kept.shape, base, writes))
            })
            .collect();
        (!roles.is_empty()).then(|| {
            Rc::new(KeptRoles {
                shapes: Rc::clone(shapes),
                roles,
            })
        })
    }

    /// Each value of `pass`: its kept array and whether it is written there, or `None`.
    fn roles_of(&self, pass: &Pass) -> Vec<Option<(PointerValue<'ctx>, bool)>> {
        let ids = self.shapes.borrow_mut().of(&pass.insts);
        ids.into_iter()
            .map(|id| {
                let id = id?;
                let &(_, base, writes) = self.roles.iter().find(|r| r.0 == id)?;
                Some((base, writes))
            })
            .collect()
    }
}

/// Whether a pass reads the sampler's Gumbel noise.
pub fn pass_uses_gumbel(pass: &Pass) -> bool {
    pass.insts.iter().any(|op| matches!(op, Op::Gumbel))
}

/// `x` where value `value` of `pass` is a Gumbel-max score `f32(x + g)` (or `f32(g + x)`),
/// or such a score where masks keep it and `-inf` elsewhere (`select(kept, score, -inf)`,
/// the sampler's, inside the selects of its confinements), `g` the Gumbel noise and `x` a
/// value that does not read it: then the score is at most `f32(x + bound)` for any upper
/// bound `bound` of the noise, since f32 rounding keeps the order of exact sums.
pub fn gumbel_score_base(pass: &Pass, value: Value) -> Option<Value> {
    let op = |v: Value| pass.insts.get(v.0 as usize).copied();
    let minus_inf = Op::Const(f32::NEG_INFINITY.to_bits());
    let mut score = value;
    while let Op::Select(_, kept, otherwise) = op(score)? {
        if op(otherwise)? != minus_inf {
            return None;
        }
        score = kept;
    }
    let x = match op(score)? {
        Op::Binary(Binary::Add, x, g) | Op::Binary(Binary::Add, g, x)
            if op(g)? == Op::Gumbel && op(x)? != Op::Gumbel =>
        {
            x
        }
        _ => return None,
    };
    // `x` and everything it reads.
    let mut reads = vec![x];
    let mut seen = vec![false; pass.insts.len()];
    while let Some(v) = reads.pop() {
        let at = v.0 as usize;
        if std::mem::replace(seen.get_mut(at)?, true) {
            continue;
        }
        let op = op(v)?;
        if op == Op::Gumbel {
            return None;
        }
        reads.extend(op.operands());
    }
    Some(x)
}

/// Whether a pass draws noise (and so is emitted in a noise and a quiet variant).
pub fn pass_uses_noise(pass: &Pass) -> bool {
    pass.insts
        .iter()
        .any(|op| matches!(op, Op::Normal | Op::IfNoise(..)))
}

/// `sqrt_f32(max(f32(two_eta * T), +0.0))`, as `rows::anneal_scale` computes it.
pub fn anneal_scale<'ctx>(
    e: &Emitter<'_, 'ctx>,
    two_eta: FloatValue<'ctx>,
    temperature: FloatValue<'ctx>,
) -> FloatValue<'ctx> {
    let o = &mut e.ops();
    let product = o.mul_f32(two_eta, temperature);
    let zero = o.const_f32(0.0);
    let positive = o.lt_f32(zero, product);
    let root = o.sqrt_f32(product);
    o.select_f32(positive, root, zero)
}

impl<'ctx> Emitter<'_, 'ctx> {
    /// Emits the instructions of `pass` for the lane at position `f` of the row's buffers
    /// (its feature, unless it runs across rows: [`RowEnv::across`]); returns every value.
    /// `noise` selects the variant: with it, `Normal` is the stream and `IfNoise` its first
    /// operand; without, `Normal` is 0 (and unused) and `IfNoise` its second.
    pub fn emit_lane(
        &self,
        env: &RowEnv<'ctx>,
        step: Option<StepEnv<'ctx>>,
        pass: &Pass,
        f: IntValue<'ctx>,
        noise: bool,
    ) -> Vec<FloatValue<'ctx>> {
        let b = self.builder;
        let f32t = self.ctx.f32_type();
        let mut values: Vec<FloatValue<'ctx>> = Vec::with_capacity(pass.insts.len());
        let step = || step.expect("internal error: a Langevin operation outside the step loop");
        let feature = env.across.map_or(f, |lane| lane.feature);
        // Each value's kept array and whether this evaluation writes it (else reads it back).
        let kept: Vec<Option<(PointerValue<'ctx>, bool)>> = match &env.kept {
            Some(kept) => kept.roles_of(pass),
            None => vec![None; pass.insts.len()],
        };
        for (i, op) in pass.insts.iter().enumerate() {
            if let Some((base, false)) = kept[i] {
                values.push(self.load_f32(self.element_ptr(base, f)));
                continue;
            }
            let v = |x: Value| values[x.0 as usize];
            let value = match *op {
                Op::Const(bits) => f32t.const_float(f64::from(f32::from_bits(bits))),
                Op::Load(Buffer::State) => self.load_f32(env.state_element(self, f)),
                Op::Load(Buffer::Input(k)) => {
                    self.load_f32(self.element_ptr(env.inputs[k as usize], f))
                }
                Op::Load(Buffer::Vector(k)) => {
                    self.load_f32(self.element_ptr(env.vectors[k as usize], feature))
                }
                Op::Param(k) => self.param_float(&format!("param_{k}")),
                Op::FeatureIndex => ok(b.build_unsigned_int_to_float(feature, f32t, "feature")),
                Op::FeatureCount => {
                    ok(b.build_unsigned_int_to_float(env.n_features, f32t, "width"))
                }
                Op::GradeMask(grade) => {
                    let count = self.bit_count("llvm.ctpop", feature);
                    let on = ok(b.build_int_compare(
                        IntPredicate::EQ,
                        count,
                        self.i64(u64::from(grade)),
                        "",
                    ));
                    ok(b.build_select(on, f32t.const_float(1.0), f32t.const_float(0.0), "grade"))
                        .into_float_value()
                }
                Op::Uniform(u) => {
                    let at = match env.across {
                        None => self.i64(u64::from(u.0)),
                        Some(lane) => {
                            let first = self.i64(u64::from(u.0) * lane.rows);
                            ok(b.build_int_add(first, lane.row, "uniform_lane"))
                        }
                    };
                    self.load_f32(self.element_ptr(env.uniforms, at))
                }
                Op::Eta => self.param_float("eta"),
                Op::NoiseScale => step().noise_scale,
                Op::Normal if noise => match (env.noise, env.normal_reg) {
                    (Some(drawn), _) => self.load_f32(self.element_ptr(drawn, f)),
                    (None, Some(register)) => self.load_f32(register),
                    (None, None) => self.emit_normal(env, step().key1_step, f),
                },
                Op::Normal => f32t.const_float(0.0),
                Op::Unary(function, a) => self.emit_unary(function, v(a)),
                Op::Binary(function, a, c) => self.emit_binary(function, v(a), v(c)),
                Op::Select(c, a, d) => {
                    let on = ok(b.build_float_compare(
                        FloatPredicate::UNE,
                        v(c),
                        f32t.const_float(0.0),
                        "",
                    ));
                    ok(b.build_select(on, v(a), v(d), "")).into_float_value()
                }
                Op::IfNoise(a, d) => {
                    if noise {
                        v(a)
                    } else {
                        v(d)
                    }
                }
                Op::Gumbel => match env.gumbel {
                    Some((drawn, origin)) => {
                        let at = ok(b.build_int_sub(f, origin, ""));
                        self.load_f32(self.element_ptr(drawn, at))
                    }
                    None => philox::gumbel_v1(
                        &mut self.ops(),
                        self.param_int("key0"),
                        self.param_int("key1"),
                        f,
                        env.row,
                    ),
                },
                Op::Sampler(SamplerScalar::InvT) => self.param_float("inv_t"),
                Op::Sampler(SamplerScalar::TopP) => self.param_float("top_p"),
                Op::Sampler(SamplerScalar::TopK) => {
                    ok(b.build_unsigned_int_to_float(self.param_int("top_k"), f32t, "top_k"))
                }
                Op::Sampler(SamplerScalar::Greedy) => {
                    let on = ok(b.build_int_compare(
                        IntPredicate::NE,
                        self.param_int("greedy"),
                        self.i32(0),
                        "",
                    ));
                    ok(b.build_select(on, f32t.const_float(1.0), f32t.const_float(0.0), "greedy"))
                        .into_float_value()
                }
            };
            if let Some((base, true)) = kept[i] {
                self.store(self.element_ptr(base, f), value);
            }
            values.push(value);
        }
        values
    }

    /// The `tessera-v1` normal of feature `f` of the row, drawn by this lane alone (GPU
    /// register entries; a `tessera-fast-v1` one comes from the quad's draw, `codegen::quad`,
    /// through [`RowEnv::normal_reg`]).
    fn emit_normal(
        &self,
        env: &RowEnv<'ctx>,
        key1_step: IntValue<'ctx>,
        f: IntValue<'ctx>,
    ) -> FloatValue<'ctx> {
        assert!(
            self.program.noise == NoisePolicy::V1,
            "internal error (a bug in tessera): a tessera-fast-v1 normal outside a quad draw"
        );
        let b = self.builder;
        let index = ok(b.build_int_mul(env.row, env.n_features, ""));
        let index = ok(b.build_int_add(index, f, "element"));
        philox::langevin_normal_v1(&mut self.ops(), self.param_int("key0"), key1_step, index)
    }

    fn emit_unary(&self, function: Unary, x: FloatValue<'ctx>) -> FloatValue<'ctx> {
        let o = &mut self.ops();
        match function {
            Unary::Neg => o.neg_f32(x),
            Unary::Exp => mathlib32::exp_f32(o, x),
            Unary::Ln => mathlib32::ln_f32(o, x),
            Unary::Log1p => mathlib32::log1p_f32(o, x),
            Unary::Sqrt => o.sqrt_f32(x),
            Unary::Abs => {
                let bits = o.bits_f32(x);
                let mask = o.const_u32(0x7fff_ffff);
                let cleared = o.and_u32(bits, mask);
                o.from_bits_f32(cleared)
            }
            Unary::Sign => {
                let (zero, one, minus_one) =
                    (o.const_f32(0.0), o.const_f32(1.0), o.const_f32(-1.0));
                let positive = o.lt_f32(zero, x);
                let negative = o.lt_f32(x, zero);
                let low = o.select_f32(negative, minus_one, x);
                o.select_f32(positive, one, low)
            }
            Unary::Tanh => mathlib32::tanh_f32(o, x),
            Unary::Sigmoid => mathlib32::sigmoid_f32(o, x),
            Unary::Softplus => mathlib32::softplus_f32(o, x),
        }
    }

    fn emit_binary(
        &self,
        function: Binary,
        a: FloatValue<'ctx>,
        c: FloatValue<'ctx>,
    ) -> FloatValue<'ctx> {
        let b = self.builder;
        let f32t = self.ctx.f32_type();
        let mask = |predicate: FloatPredicate| {
            let on = ok(b.build_float_compare(predicate, a, c, ""));
            ok(b.build_select(on, f32t.const_float(1.0), f32t.const_float(0.0), ""))
                .into_float_value()
        };
        match function {
            Binary::Add => ok(b.build_float_add(a, c, "")),
            Binary::Sub => ok(b.build_float_sub(a, c, "")),
            Binary::Mul => ok(b.build_float_mul(a, c, "")),
            Binary::Div => ok(b.build_float_div(a, c, "")),
            Binary::Min => {
                let take = ok(b.build_float_compare(FloatPredicate::OLT, c, a, ""));
                ok(b.build_select(take, c, a, "min")).into_float_value()
            }
            Binary::Max => {
                let take = ok(b.build_float_compare(FloatPredicate::OGT, c, a, ""));
                ok(b.build_select(take, c, a, "max")).into_float_value()
            }
            Binary::Pow => mathlib32::pow_f32(&mut self.ops(), a, c),
            Binary::Lt => mask(FloatPredicate::OLT),
            Binary::Le => mask(FloatPredicate::OLE),
            Binary::Gt => mask(FloatPredicate::OGT),
            Binary::Ge => mask(FloatPredicate::OGE),
            Binary::Eq => mask(FloatPredicate::OEQ),
            Binary::Ne => mask(FloatPredicate::UNE),
        }
    }
}

/// The `tessera-fast-v1` group of feature `f` of the row: `row * ceil(F/4) + f/4`
/// (`numeric::philox::fast_group`).
pub(super) fn fast_group<'ctx>(
    e: &Emitter<'_, 'ctx>,
    env: &RowEnv<'ctx>,
    f: IntValue<'ctx>,
) -> IntValue<'ctx> {
    let b = e.builder;
    let padded = ok(b.build_int_add(env.n_features, e.i64(3), ""));
    let groups = ok(b.build_right_shift(padded, e.i64(2), false, "groups"));
    let first = ok(b.build_int_mul(env.row, groups, ""));
    let within = ok(b.build_right_shift(f, e.i64(2), false, ""));
    ok(b.build_int_add(first, within, "group"))
}
