//! Lane code: the exhaustive translation of row-program instructions into LLVM IR, one value
//! per instruction. Transcendental functions and the noise stream come from `numeric`, the
//! same generic code the reference interpreter runs.

use inkwell::values::{FloatValue, IntValue};
use inkwell::{FloatPredicate, IntPredicate};

use super::{Emitter, RowEnv, StepEnv, ok};
use crate::numeric::{Ops, mathlib32, philox};
use crate::rows::{Binary, Buffer, NoisePolicy, Op, Pass, SamplerScalar, Unary, Value};

/// Whether a pass reads the sampler's Gumbel noise.
pub fn pass_uses_gumbel(pass: &Pass) -> bool {
    pass.insts.iter().any(|op| matches!(op, Op::Gumbel))
}

/// Draws the row's Gumbel noise into `into` (`F` values), as [`emit_noise_fill`] draws the
/// normals: Philox's words in one loop, their noise in place in a second.
pub fn emit_gumbel_fill<'ctx>(
    e: &Emitter<'_, 'ctx>,
    env: &RowEnv<'ctx>,
    into: inkwell::values::PointerValue<'ctx>,
) {
    let b = e.builder;
    let (key0, key1) = (e.param_int("key0"), e.param_int("key1"));
    let (zero, one) = (e.i64(0), e.i64(1));
    e.emit_loop("gumbel.philox", zero, env.n_features, one, &mut |f| {
        let word = philox::gumbel_word(&mut e.ops(), key0, key1, f, env.row);
        e.store(e.element_ptr(into, f), word);
    });
    let i32t = e.ctx.i32_type();
    e.emit_loop("gumbel", zero, env.n_features, one, &mut |f| {
        let word = ok(b.build_load(i32t, e.element_ptr(into, f), "word")).into_int_value();
        let g = philox::gumbel_from_word(&mut e.ops(), word);
        e.store(e.element_ptr(into, f), g);
    });
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
    /// Emits the instructions of `pass` for feature `f`; returns every value. `noise` selects
    /// the variant: with it, `Normal` is the stream and `IfNoise` its first operand; without,
    /// `Normal` is 0 (and unused) and `IfNoise` its second.
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
        for op in &pass.insts {
            let v = |x: Value| values[x.0 as usize];
            let value = match *op {
                Op::Const(bits) => f32t.const_float(f64::from(f32::from_bits(bits))),
                Op::Load(Buffer::State) => self.load_f32(env.state_element(self, f)),
                Op::Load(Buffer::Input(k)) => {
                    self.load_f32(self.element_ptr(env.inputs[k as usize], f))
                }
                Op::Load(Buffer::Vector(k)) => {
                    self.load_f32(self.element_ptr(env.vectors[k as usize], f))
                }
                Op::Param(k) => self.param_float(&format!("param_{k}")),
                Op::FeatureIndex => ok(b.build_unsigned_int_to_float(f, f32t, "feature")),
                Op::FeatureCount => {
                    ok(b.build_unsigned_int_to_float(env.n_features, f32t, "width"))
                }
                Op::GradeMask(grade) => {
                    let ctpop = inkwell::intrinsics::Intrinsic::find("llvm.ctpop")
                        .expect("internal error: llvm.ctpop");
                    let decl = ctpop
                        .get_declaration(self.module, &[f.get_type().into()])
                        .expect("internal error: ctpop declaration");
                    let call = ok(b.build_call(decl, &[f.into()], "popcount"));
                    let count = call
                        .try_as_basic_value()
                        .basic()
                        .expect("internal error: ctpop value")
                        .into_int_value();
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
                    self.load_f32(self.element_ptr(env.uniforms, self.i64(u64::from(u.0))))
                }
                Op::Eta => self.param_float("eta"),
                Op::NoiseScale => step().noise_scale,
                Op::Normal if noise => match env.noise {
                    Some(drawn) => self.load_f32(self.element_ptr(drawn, f)),
                    None => self.emit_normal(env, step().key1_step, f),
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
                    Some(drawn) => self.load_f32(self.element_ptr(drawn, f)),
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
            values.push(value);
        }
        values
    }

    /// The normal of feature `f` of the row in the program's policy, drawn by this lane alone
    /// (GPU lanes; under `tessera-fast-v1` the lane draws its group's four and keeps its own).
    fn emit_normal(
        &self,
        env: &RowEnv<'ctx>,
        key1_step: IntValue<'ctx>,
        f: IntValue<'ctx>,
    ) -> FloatValue<'ctx> {
        let b = self.builder;
        let key0 = self.param_int("key0");
        match self.program.noise {
            NoisePolicy::V1 => {
                let index = ok(b.build_int_mul(env.row, env.n_features, ""));
                let index = ok(b.build_int_add(index, f, "element"));
                philox::langevin_normal_v1(&mut self.ops(), key0, key1_step, index)
            }
            NoisePolicy::FastV1 => {
                let group = fast_group(self, env, f);
                let z = philox::fast_normals(&mut self.ops(), key0, key1_step, group);
                let which = ok(b.build_and(f, self.i64(3), "which"));
                let mut value = z[0];
                for (j, &zj) in z.iter().enumerate().skip(1) {
                    let is_j =
                        ok(b.build_int_compare(IntPredicate::EQ, which, self.i64(j as u64), ""));
                    value = ok(b.build_select(is_j, zj, value, "")).into_float_value();
                }
                value
            }
        }
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
fn fast_group<'ctx>(
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

/// Draws this step's normals of the row into `noise` (`F` values), once, in two loops LLVM
/// vectorises: the first runs Philox and stores the words the normals need, the second turns
/// them into normals (Box–Muller and the math library). Split, each loop's live values fit the
/// vector registers; fused, Philox's round keys and the math library's constants did not, and
/// the loop ran 1.6x slower. Under `tessera-v1` an element's words 0 and 1 go to `noise` and
/// `staging`; under `tessera-fast-v1` a group's four words go to its four elements of `noise`
/// and each word pair becomes two normals in place (the last, partial group is drawn whole
/// and stores only the row's elements).
pub fn emit_noise_fill<'ctx>(
    e: &Emitter<'_, 'ctx>,
    env: &RowEnv<'ctx>,
    step: Option<StepEnv<'ctx>>,
    noise: inkwell::values::PointerValue<'ctx>,
    staging: Option<inkwell::values::PointerValue<'ctx>>,
) {
    let b = e.builder;
    let key1_step = step
        .expect("internal error: noise outside the step loop")
        .key1_step;
    let key0 = e.param_int("key0");
    let (zero, one) = (e.i64(0), e.i64(1));
    match e.program.noise {
        NoisePolicy::V1 => {
            let staging = staging.expect("internal error: tessera-v1 noise without staging");
            let i32t = e.ctx.i32_type();
            e.emit_loop("philox", zero, env.n_features, one, &mut |f| {
                let index = ok(b.build_int_mul(env.row, env.n_features, ""));
                let index = ok(b.build_int_add(index, f, "element"));
                let [w0, w1] = philox::langevin_words_v1(&mut e.ops(), key0, key1_step, index);
                e.store(e.element_ptr(noise, f), w0);
                e.store(e.element_ptr(staging, f), w1);
            });
            e.emit_loop("noise", zero, env.n_features, one, &mut |f| {
                let w0 = ok(b.build_load(i32t, e.element_ptr(noise, f), "w0")).into_int_value();
                let w1 = ok(b.build_load(i32t, e.element_ptr(staging, f), "w1")).into_int_value();
                let z = philox::box_muller_v1(&mut e.ops(), w0, w1);
                e.store(e.element_ptr(noise, f), z);
            });
        }
        NoisePolicy::FastV1 => {
            let full = ok(b.build_and(env.n_features, e.i64(!3), "full_groups_end"));
            let draw = |f: IntValue<'ctx>| {
                let group = fast_group(e, env, f);
                philox::fast_normals(&mut e.ops(), key0, key1_step, group)
            };
            // Whole groups: the Philox words first, in place, then the pairs' normals.
            let i32t = e.ctx.i32_type();
            e.emit_loop("philox", zero, full, e.i64(4), &mut |f| {
                let group = fast_group(e, env, f);
                let words = philox::fast_words(&mut e.ops(), key0, key1_step, group);
                for (j, word) in words.into_iter().enumerate() {
                    let at = ok(b.build_int_add(f, e.i64(j as u64), ""));
                    e.store(e.element_ptr(noise, at), word);
                }
            });
            e.emit_loop("noise", zero, full, e.i64(2), &mut |f| {
                let next = ok(b.build_int_add(f, one, ""));
                let [a, c] = [f, next].map(|at| {
                    ok(b.build_load(i32t, e.element_ptr(noise, at), "word")).into_int_value()
                });
                let [z_cos, z_sin] = philox::box_muller_fast_pair(&mut e.ops(), a, c);
                e.store(e.element_ptr(noise, f), z_cos);
                e.store(e.element_ptr(noise, next), z_sin);
            });
            let partial = ok(b.build_int_compare(IntPredicate::ULT, full, env.n_features, ""));
            e.emit_if("noise_tail", partial, &mut || {
                let z = draw(full);
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
