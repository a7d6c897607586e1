//! The LLVM backend of [`Ops`]: each numeric operation becomes one LLVM instruction (no
//! fast-math flags, so LLVM may neither contract nor reassociate). Instantiating the generic
//! math library and Philox with this backend emits them inline, op for op as the reference
//! evaluates them. Two forms differ on NVPTX, for ptxas's sake, with the same bits: a Philox
//! product's halves ([`Ops::mul_hilo_u32`]) and f64 constants (`nvptx_f64_constant`).

use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::intrinsics::Intrinsic;
use inkwell::module::Module;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValueEnum, FloatValue, FunctionValue, IntValue};
use inkwell::{FloatPredicate, IntPredicate};

use crate::numeric::Ops;
use crate::targets::Family;

/// Emits numeric operations at the builder's position.
pub struct LlvmOps<'a, 'ctx> {
    pub ctx: &'ctx Context,
    pub module: &'a Module<'ctx>,
    pub builder: &'a Builder<'ctx>,
    /// The target family: on NVPTX a Philox product and an f64 constant take other forms
    /// (`mul_hilo_u32` and `const_f64` below).
    pub family: Family,
}

impl std::fmt::Debug for LlvmOps<'_, '_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("LlvmOps")
    }
}

/// Every builder call here can only fail when the builder is unpositioned, which the emitter
/// never does: a failure is a bug.
fn ok<T>(result: Result<T, inkwell::builder::BuilderError>) -> T {
    result.expect("internal error (a bug in tessera): LLVM builder used without a position")
}

/// The declaration of LLVM intrinsic `name` in `module`, overloaded on `types` (none for an
/// intrinsic that is not overloaded).
pub fn intrinsic<'ctx>(
    module: &Module<'ctx>,
    name: &str,
    types: &[BasicTypeEnum<'ctx>],
) -> FunctionValue<'ctx> {
    let intrinsic =
        Intrinsic::find(name).unwrap_or_else(|| panic!("internal error: LLVM lacks `{name}`"));
    intrinsic
        .get_declaration(module, types)
        .unwrap_or_else(|| panic!("internal error: cannot declare `{name}`"))
}

/// The module's constant-memory copy of the f64 `v` (NVPTX `.const`, address space 4),
/// defined on first use. SASS encodes an f64 immediate by its high word alone, so ptxas
/// builds every other f64 constant with two `UMOV`s next to each use, inside the step loop
/// (the math library's polynomials: 36 instructions per `tessera-fast-v1` draw, about 50 per
/// `tessera-v1` normal, in the SASS for sm_90); from constant memory it loads them into
/// uniform registers (`ULDC`), outside the loop where the registers allow. The global is
/// `externally_initialized` so that LLVM does not fold the load back into the immediate; it
/// is `constant`, so LLVM may still move and merge the loads, and the bits are `v`'s.
fn nvptx_f64_constant<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    v: f64,
) -> inkwell::values::PointerValue<'ctx> {
    let name = format!("tessera_f64_{:016x}", v.to_bits());
    if let Some(global) = module.get_global(&name) {
        return global.as_pointer_value();
    }
    let f64t = ctx.f64_type();
    let global = module.add_global(f64t, Some(inkwell::AddressSpace::from(NVPTX_CONST)), &name);
    global.set_initializer(&f64t.const_float(v));
    global.set_constant(true);
    global.set_externally_initialized(true);
    global.set_linkage(inkwell::module::Linkage::Internal);
    global.set_alignment(8);
    global.as_pointer_value()
}

/// NVPTX's constant address space (`.const`).
const NVPTX_CONST: u16 = 4;

impl<'ctx> LlvmOps<'_, 'ctx> {
    /// Calls an overloaded intrinsic on one float argument.
    pub fn unary_intrinsic(&self, name: &str, a: FloatValue<'ctx>) -> FloatValue<'ctx> {
        let decl = intrinsic(self.module, name, &[a.get_type().into()]);
        let call = ok(self.builder.build_call(decl, &[a.into()], ""));
        match call.try_as_basic_value().basic() {
            Some(BasicValueEnum::FloatValue(v)) => v,
            _ => panic!("internal error: `{name}` returned no float"),
        }
    }
}

impl<'ctx> Ops for LlvmOps<'_, 'ctx> {
    type F64 = FloatValue<'ctx>;
    type F32 = FloatValue<'ctx>;
    type U32 = IntValue<'ctx>;
    type U64 = IntValue<'ctx>;
    type Bool = IntValue<'ctx>;

    /// On NVPTX an f64 constant whose low word is not zero is loaded from constant memory
    /// (`nvptx_f64_constant`); every other constant is an immediate.
    fn const_f64(&mut self, v: f64) -> Self::F64 {
        if self.family == Family::Nvptx && v.to_bits() & 0xffff_ffff != 0 {
            let global = nvptx_f64_constant(self.ctx, self.module, v);
            let f64t = self.ctx.f64_type();
            return ok(self.builder.build_load(f64t, global, "")).into_float_value();
        }
        self.ctx.f64_type().const_float(v)
    }
    fn const_u32(&mut self, v: u32) -> Self::U32 {
        self.ctx.i32_type().const_int(u64::from(v), false)
    }
    fn const_u64(&mut self, v: u64) -> Self::U64 {
        self.ctx.i64_type().const_int(v, false)
    }
    fn add_f64(&mut self, a: Self::F64, b: Self::F64) -> Self::F64 {
        ok(self.builder.build_float_add(a, b, ""))
    }
    fn sub_f64(&mut self, a: Self::F64, b: Self::F64) -> Self::F64 {
        ok(self.builder.build_float_sub(a, b, ""))
    }
    fn mul_f64(&mut self, a: Self::F64, b: Self::F64) -> Self::F64 {
        ok(self.builder.build_float_mul(a, b, ""))
    }
    fn div_f64(&mut self, a: Self::F64, b: Self::F64) -> Self::F64 {
        ok(self.builder.build_float_div(a, b, ""))
    }
    fn sqrt_f64(&mut self, a: Self::F64) -> Self::F64 {
        self.unary_intrinsic("llvm.sqrt", a)
    }
    fn neg_f64(&mut self, a: Self::F64) -> Self::F64 {
        ok(self.builder.build_float_neg(a, ""))
    }
    fn lt_f64(&mut self, a: Self::F64, b: Self::F64) -> Self::Bool {
        ok(self
            .builder
            .build_float_compare(FloatPredicate::OLT, a, b, ""))
    }
    fn eq_f64(&mut self, a: Self::F64, b: Self::F64) -> Self::Bool {
        ok(self
            .builder
            .build_float_compare(FloatPredicate::OEQ, a, b, ""))
    }
    fn is_nan_f64(&mut self, a: Self::F64) -> Self::Bool {
        ok(self
            .builder
            .build_float_compare(FloatPredicate::UNO, a, a, ""))
    }
    fn select_f64(&mut self, cond: Self::Bool, a: Self::F64, b: Self::F64) -> Self::F64 {
        ok(self.builder.build_select(cond, a, b, "")).into_float_value()
    }
    fn bits_f64(&mut self, a: Self::F64) -> Self::U64 {
        ok(self.builder.build_bit_cast(a, self.ctx.i64_type(), "")).into_int_value()
    }
    fn from_bits_f64(&mut self, a: Self::U64) -> Self::F64 {
        ok(self.builder.build_bit_cast(a, self.ctx.f64_type(), "")).into_float_value()
    }
    fn u32_to_f64(&mut self, a: Self::U32) -> Self::F64 {
        ok(self
            .builder
            .build_unsigned_int_to_float(a, self.ctx.f64_type(), ""))
    }
    fn i64_to_f64(&mut self, a: Self::U64) -> Self::F64 {
        ok(self
            .builder
            .build_signed_int_to_float(a, self.ctx.f64_type(), ""))
    }
    fn f64_to_f32(&mut self, a: Self::F64) -> Self::F32 {
        ok(self.builder.build_float_trunc(a, self.ctx.f32_type(), ""))
    }
    fn f32_to_f64(&mut self, a: Self::F32) -> Self::F64 {
        ok(self.builder.build_float_ext(a, self.ctx.f64_type(), ""))
    }
    fn add_u64(&mut self, a: Self::U64, b: Self::U64) -> Self::U64 {
        ok(self.builder.build_int_add(a, b, ""))
    }
    fn sub_u64(&mut self, a: Self::U64, b: Self::U64) -> Self::U64 {
        ok(self.builder.build_int_sub(a, b, ""))
    }
    fn and_u64(&mut self, a: Self::U64, b: Self::U64) -> Self::U64 {
        ok(self.builder.build_and(a, b, ""))
    }
    fn or_u64(&mut self, a: Self::U64, b: Self::U64) -> Self::U64 {
        ok(self.builder.build_or(a, b, ""))
    }
    fn xor_u64(&mut self, a: Self::U64, b: Self::U64) -> Self::U64 {
        ok(self.builder.build_xor(a, b, ""))
    }
    fn shl_u64(&mut self, a: Self::U64, amount: u32) -> Self::U64 {
        let n = self.const_u64(u64::from(amount));
        ok(self.builder.build_left_shift(a, n, ""))
    }
    fn shr_u64(&mut self, a: Self::U64, amount: u32) -> Self::U64 {
        let n = self.const_u64(u64::from(amount));
        ok(self.builder.build_right_shift(a, n, false, ""))
    }
    fn eq_u64(&mut self, a: Self::U64, b: Self::U64) -> Self::Bool {
        ok(self.builder.build_int_compare(IntPredicate::EQ, a, b, ""))
    }
    fn lt_u64(&mut self, a: Self::U64, b: Self::U64) -> Self::Bool {
        ok(self.builder.build_int_compare(IntPredicate::ULT, a, b, ""))
    }
    fn select_u64(&mut self, cond: Self::Bool, a: Self::U64, b: Self::U64) -> Self::U64 {
        ok(self.builder.build_select(cond, a, b, "")).into_int_value()
    }
    fn xor_u32(&mut self, a: Self::U32, b: Self::U32) -> Self::U32 {
        ok(self.builder.build_xor(a, b, ""))
    }
    fn add_u32(&mut self, a: Self::U32, b: Self::U32) -> Self::U32 {
        ok(self.builder.build_int_add(a, b, ""))
    }
    fn mul_wide_u32(&mut self, a: Self::U32, b: Self::U32) -> Self::U64 {
        let a = self.zext_u32(a);
        let b = self.zext_u32(b);
        ok(self.builder.build_int_mul(a, b, ""))
    }
    /// On NVPTX the high word is `llvm.nvvm.mulhi.ui` and the low one an i32 `mul`, the same
    /// bits as the 64-bit product's halves. From the 64-bit product, LLVM's instcombine moves
    /// the Philox rounds' xors onto i64 values (it folds `xor (trunc a), (trunc b)` into
    /// `trunc (xor a, b)`, the key and counter words being truncations), and ptxas then adds
    /// a zero high word to each product: 20 instructions more per Philox call in the SASS for
    /// sm_90 (6 per round where 4 do). AMDGPU and x86 keep the 64-bit product (`v_mad_u64_u32`,
    /// `vpmuludq`).
    fn mul_hilo_u32(&mut self, a: Self::U32, b: Self::U32) -> (Self::U32, Self::U32) {
        if self.family != Family::Nvptx {
            return crate::numeric::hilo_of_wide(self, a, b);
        }
        let decl = intrinsic(self.module, "llvm.nvvm.mulhi.ui", &[]);
        let call = ok(self.builder.build_call(decl, &[a.into(), b.into()], ""));
        let hi = match call.try_as_basic_value().basic() {
            Some(BasicValueEnum::IntValue(v)) => v,
            _ => panic!("internal error: `llvm.nvvm.mulhi.ui` returned no integer"),
        };
        (hi, ok(self.builder.build_int_mul(a, b, "")))
    }
    fn lo_u32(&mut self, a: Self::U64) -> Self::U32 {
        ok(self.builder.build_int_truncate(a, self.ctx.i32_type(), ""))
    }
    fn zext_u32(&mut self, a: Self::U32) -> Self::U64 {
        ok(self.builder.build_int_z_extend(a, self.ctx.i64_type(), ""))
    }
    fn and_bool(&mut self, a: Self::Bool, b: Self::Bool) -> Self::Bool {
        ok(self.builder.build_and(a, b, ""))
    }
    fn or_bool(&mut self, a: Self::Bool, b: Self::Bool) -> Self::Bool {
        ok(self.builder.build_or(a, b, ""))
    }
    fn const_f32(&mut self, v: f32) -> Self::F32 {
        self.ctx.f32_type().const_float(f64::from(v))
    }
    fn add_f32(&mut self, a: Self::F32, b: Self::F32) -> Self::F32 {
        ok(self.builder.build_float_add(a, b, ""))
    }
    fn sub_f32(&mut self, a: Self::F32, b: Self::F32) -> Self::F32 {
        ok(self.builder.build_float_sub(a, b, ""))
    }
    fn mul_f32(&mut self, a: Self::F32, b: Self::F32) -> Self::F32 {
        ok(self.builder.build_float_mul(a, b, ""))
    }
    fn div_f32(&mut self, a: Self::F32, b: Self::F32) -> Self::F32 {
        ok(self.builder.build_float_div(a, b, ""))
    }
    fn sqrt_f32(&mut self, a: Self::F32) -> Self::F32 {
        self.unary_intrinsic("llvm.sqrt", a)
    }
    fn neg_f32(&mut self, a: Self::F32) -> Self::F32 {
        ok(self.builder.build_float_neg(a, ""))
    }
    fn lt_f32(&mut self, a: Self::F32, b: Self::F32) -> Self::Bool {
        ok(self
            .builder
            .build_float_compare(FloatPredicate::OLT, a, b, ""))
    }
    fn eq_f32(&mut self, a: Self::F32, b: Self::F32) -> Self::Bool {
        ok(self
            .builder
            .build_float_compare(FloatPredicate::OEQ, a, b, ""))
    }
    fn is_nan_f32(&mut self, a: Self::F32) -> Self::Bool {
        ok(self
            .builder
            .build_float_compare(FloatPredicate::UNO, a, a, ""))
    }
    fn select_f32(&mut self, cond: Self::Bool, a: Self::F32, b: Self::F32) -> Self::F32 {
        ok(self.builder.build_select(cond, a, b, "")).into_float_value()
    }
    fn bits_f32(&mut self, a: Self::F32) -> Self::U32 {
        ok(self.builder.build_bit_cast(a, self.ctx.i32_type(), "")).into_int_value()
    }
    fn from_bits_f32(&mut self, a: Self::U32) -> Self::F32 {
        ok(self.builder.build_bit_cast(a, self.ctx.f32_type(), "")).into_float_value()
    }
    fn i32_to_f32(&mut self, a: Self::U32) -> Self::F32 {
        ok(self
            .builder
            .build_signed_int_to_float(a, self.ctx.f32_type(), ""))
    }
    fn sub_u32(&mut self, a: Self::U32, b: Self::U32) -> Self::U32 {
        ok(self.builder.build_int_sub(a, b, ""))
    }
    fn and_u32(&mut self, a: Self::U32, b: Self::U32) -> Self::U32 {
        ok(self.builder.build_and(a, b, ""))
    }
    fn or_u32(&mut self, a: Self::U32, b: Self::U32) -> Self::U32 {
        ok(self.builder.build_or(a, b, ""))
    }
    fn shl_u32(&mut self, a: Self::U32, amount: u32) -> Self::U32 {
        let n = self.const_u32(amount);
        ok(self.builder.build_left_shift(a, n, ""))
    }
    fn shr_u32(&mut self, a: Self::U32, amount: u32) -> Self::U32 {
        let n = self.const_u32(amount);
        ok(self.builder.build_right_shift(a, n, false, ""))
    }
    fn eq_u32(&mut self, a: Self::U32, b: Self::U32) -> Self::Bool {
        ok(self.builder.build_int_compare(IntPredicate::EQ, a, b, ""))
    }
    fn lt_u32(&mut self, a: Self::U32, b: Self::U32) -> Self::Bool {
        ok(self.builder.build_int_compare(IntPredicate::ULT, a, b, ""))
    }
    fn select_u32(&mut self, cond: Self::Bool, a: Self::U32, b: Self::U32) -> Self::U32 {
        ok(self.builder.build_select(cond, a, b, "")).into_int_value()
    }
    fn not_bool(&mut self, a: Self::Bool) -> Self::Bool {
        ok(self.builder.build_not(a, ""))
    }
}
