//! The numeric core of policy `tessera-v1`: the project's own math library and the Philox
//! stream, written **once**, generic over [`Ops`].
//!
//! Every routine here is a straight-line sequence of IEEE-754 basic operations (add, sub, mul,
//! div, sqrt, comparisons, selects) and integer/bit operations. No branches on values, no FMA,
//! no vendor libm. The reference interpreter instantiates the routines with [`Eval`] (concrete
//! Rust values); the LLVM emitter instantiates them with its IR builder backend. Both therefore
//! perform the same operations in the same order, which is what makes every target bit-exact
//! with the reference by construction.

pub mod mathlib;
pub mod mathlib32;
pub mod philox;

/// The bits of the NaN every target stores: the quiet NaN with a clear sign and no payload.
/// A NaN's bits are not the same on every target otherwise: the default NaN of an invalid
/// operation is `0xffc00000` on x86, `0x7fffffff` on NVIDIA GPUs and `0x7fc00000` on AMD GPUs,
/// and x86 passes an operand's payload on. Every value a kernel or the reference interpreter
/// writes to the state or an output goes through [`canonical_nan`] (the emitter's
/// `Emitter::canonical_bits`), so results stay bit-exact when they are NaN too; NaN or not is
/// already the same everywhere.
pub const CANONICAL_NAN_F32: u32 = 0x7fc0_0000;

/// `v`, or the canonical NaN ([`CANONICAL_NAN_F32`]) when `v` is a NaN.
pub fn canonical_nan(v: f32) -> f32 {
    if v.is_nan() {
        f32::from_bits(CANONICAL_NAN_F32)
    } else {
        v
    }
}

/// The operations a numeric routine may use. Each method is one IEEE-754 basic operation
/// (round to nearest even, no contraction, denormals kept) or one integer/bit operation.
pub trait Ops {
    type F64: Copy;
    type F32: Copy;
    type U32: Copy;
    type U64: Copy;
    type Bool: Copy;

    fn const_f64(&mut self, v: f64) -> Self::F64;
    fn const_u32(&mut self, v: u32) -> Self::U32;
    fn const_u64(&mut self, v: u64) -> Self::U64;

    fn add_f64(&mut self, a: Self::F64, b: Self::F64) -> Self::F64;
    fn sub_f64(&mut self, a: Self::F64, b: Self::F64) -> Self::F64;
    fn mul_f64(&mut self, a: Self::F64, b: Self::F64) -> Self::F64;
    fn div_f64(&mut self, a: Self::F64, b: Self::F64) -> Self::F64;
    /// Correctly rounded square root.
    fn sqrt_f64(&mut self, a: Self::F64) -> Self::F64;
    fn neg_f64(&mut self, a: Self::F64) -> Self::F64;
    /// Ordered `a < b` (false when either is NaN).
    fn lt_f64(&mut self, a: Self::F64, b: Self::F64) -> Self::Bool;
    /// Ordered `a == b`.
    fn eq_f64(&mut self, a: Self::F64, b: Self::F64) -> Self::Bool;
    /// True when `a` is NaN.
    fn is_nan_f64(&mut self, a: Self::F64) -> Self::Bool;
    fn select_f64(&mut self, cond: Self::Bool, a: Self::F64, b: Self::F64) -> Self::F64;
    /// Reinterpret the bits of an f64 as u64, and back.
    fn bits_f64(&mut self, a: Self::F64) -> Self::U64;
    #[allow(clippy::wrong_self_convention)] // `self` is the backend that emits the operation.
    fn from_bits_f64(&mut self, a: Self::U64) -> Self::F64;
    /// Exact conversion of an unsigned 32-bit integer.
    fn u32_to_f64(&mut self, a: Self::U32) -> Self::F64;
    /// Conversion of a u64 read as a two's-complement i64 (exact for |v| < 2^53).
    fn i64_to_f64(&mut self, a: Self::U64) -> Self::F64;
    /// Round to nearest even f32.
    fn f64_to_f32(&mut self, a: Self::F64) -> Self::F32;
    fn f32_to_f64(&mut self, a: Self::F32) -> Self::F64;

    fn add_u64(&mut self, a: Self::U64, b: Self::U64) -> Self::U64; // wrapping
    fn sub_u64(&mut self, a: Self::U64, b: Self::U64) -> Self::U64; // wrapping
    fn and_u64(&mut self, a: Self::U64, b: Self::U64) -> Self::U64;
    fn or_u64(&mut self, a: Self::U64, b: Self::U64) -> Self::U64;
    fn xor_u64(&mut self, a: Self::U64, b: Self::U64) -> Self::U64;
    /// Shifts by a constant amount in `0..64`.
    fn shl_u64(&mut self, a: Self::U64, amount: u32) -> Self::U64;
    /// Logical shift right by a constant amount in `0..64`.
    fn shr_u64(&mut self, a: Self::U64, amount: u32) -> Self::U64;
    fn eq_u64(&mut self, a: Self::U64, b: Self::U64) -> Self::Bool;
    /// Unsigned `a < b`.
    fn lt_u64(&mut self, a: Self::U64, b: Self::U64) -> Self::Bool;
    fn select_u64(&mut self, cond: Self::Bool, a: Self::U64, b: Self::U64) -> Self::U64;

    fn xor_u32(&mut self, a: Self::U32, b: Self::U32) -> Self::U32;
    fn add_u32(&mut self, a: Self::U32, b: Self::U32) -> Self::U32; // wrapping
    /// Full 32x32 -> 64 unsigned product.
    fn mul_wide_u32(&mut self, a: Self::U32, b: Self::U32) -> Self::U64;
    /// The high and the low word of the full 32x32 -> 64 unsigned product: [`hi_u32`] and
    /// [`Ops::lo_u32`] of [`Ops::mul_wide_u32`], which a backend may compute without the
    /// 64-bit value (the LLVM backend does on NVPTX, see `codegen::ops`).
    fn mul_hilo_u32(&mut self, a: Self::U32, b: Self::U32) -> (Self::U32, Self::U32) {
        hilo_of_wide(self, a, b)
    }
    /// Low 32 bits of a u64 (truncation).
    fn lo_u32(&mut self, a: Self::U64) -> Self::U32;
    /// Zero extension.
    fn zext_u32(&mut self, a: Self::U32) -> Self::U64;

    fn and_bool(&mut self, a: Self::Bool, b: Self::Bool) -> Self::Bool;
    fn or_bool(&mut self, a: Self::Bool, b: Self::Bool) -> Self::Bool;

    // f32 arithmetic: the same IEEE-754 rules, in single precision.
    fn const_f32(&mut self, v: f32) -> Self::F32;
    fn add_f32(&mut self, a: Self::F32, b: Self::F32) -> Self::F32;
    fn sub_f32(&mut self, a: Self::F32, b: Self::F32) -> Self::F32;
    fn mul_f32(&mut self, a: Self::F32, b: Self::F32) -> Self::F32;
    fn div_f32(&mut self, a: Self::F32, b: Self::F32) -> Self::F32;
    /// Correctly rounded square root.
    fn sqrt_f32(&mut self, a: Self::F32) -> Self::F32;
    fn neg_f32(&mut self, a: Self::F32) -> Self::F32;
    /// Ordered `a < b` (false when either is NaN).
    fn lt_f32(&mut self, a: Self::F32, b: Self::F32) -> Self::Bool;
    /// Ordered `a == b`.
    fn eq_f32(&mut self, a: Self::F32, b: Self::F32) -> Self::Bool;
    fn is_nan_f32(&mut self, a: Self::F32) -> Self::Bool;
    fn select_f32(&mut self, cond: Self::Bool, a: Self::F32, b: Self::F32) -> Self::F32;
    fn bits_f32(&mut self, a: Self::F32) -> Self::U32;
    #[allow(clippy::wrong_self_convention)] // `self` is the backend that emits the operation.
    fn from_bits_f32(&mut self, a: Self::U32) -> Self::F32;
    /// Conversion of a u32 read as a two's-complement i32 (exact for |v| < 2^24).
    fn i32_to_f32(&mut self, a: Self::U32) -> Self::F32;

    fn sub_u32(&mut self, a: Self::U32, b: Self::U32) -> Self::U32; // wrapping
    fn and_u32(&mut self, a: Self::U32, b: Self::U32) -> Self::U32;
    fn or_u32(&mut self, a: Self::U32, b: Self::U32) -> Self::U32;
    /// Shifts by a constant amount in `0..32`.
    fn shl_u32(&mut self, a: Self::U32, amount: u32) -> Self::U32;
    /// Logical shift right by a constant amount in `0..32`.
    fn shr_u32(&mut self, a: Self::U32, amount: u32) -> Self::U32;
    fn eq_u32(&mut self, a: Self::U32, b: Self::U32) -> Self::Bool;
    /// Unsigned `a < b`.
    fn lt_u32(&mut self, a: Self::U32, b: Self::U32) -> Self::Bool;
    fn select_u32(&mut self, cond: Self::Bool, a: Self::U32, b: Self::U32) -> Self::U32;
    fn not_bool(&mut self, a: Self::Bool) -> Self::Bool;
}

/// [`Ops::mul_hilo_u32`] from the 64-bit product: its [`hi_u32`] and [`Ops::lo_u32`].
pub fn hilo_of_wide<O: Ops + ?Sized>(o: &mut O, a: O::U32, b: O::U32) -> (O::U32, O::U32) {
    let wide = o.mul_wide_u32(a, b);
    let hi = hi_u32(o, wide);
    (hi, o.lo_u32(wide))
}

/// High 32 bits of a u64.
pub fn hi_u32<O: Ops + ?Sized>(o: &mut O, a: O::U64) -> O::U32 {
    let shifted = o.shr_u64(a, 32);
    o.lo_u32(shifted)
}

/// The concrete backend: each operation on Rust values, as the reference interpreter runs it.
#[derive(Debug, Default, Clone, Copy)]
pub struct Eval;

impl Ops for Eval {
    type F64 = f64;
    type F32 = f32;
    type U32 = u32;
    type U64 = u64;
    type Bool = bool;

    fn const_f64(&mut self, v: f64) -> f64 {
        v
    }
    fn const_u32(&mut self, v: u32) -> u32 {
        v
    }
    fn const_u64(&mut self, v: u64) -> u64 {
        v
    }
    fn add_f64(&mut self, a: f64, b: f64) -> f64 {
        a + b
    }
    fn sub_f64(&mut self, a: f64, b: f64) -> f64 {
        a - b
    }
    fn mul_f64(&mut self, a: f64, b: f64) -> f64 {
        a * b
    }
    fn div_f64(&mut self, a: f64, b: f64) -> f64 {
        a / b
    }
    fn sqrt_f64(&mut self, a: f64) -> f64 {
        a.sqrt()
    }
    fn neg_f64(&mut self, a: f64) -> f64 {
        -a
    }
    fn lt_f64(&mut self, a: f64, b: f64) -> bool {
        a < b
    }
    fn eq_f64(&mut self, a: f64, b: f64) -> bool {
        a == b
    }
    fn is_nan_f64(&mut self, a: f64) -> bool {
        a.is_nan()
    }
    fn select_f64(&mut self, cond: bool, a: f64, b: f64) -> f64 {
        if cond { a } else { b }
    }
    fn bits_f64(&mut self, a: f64) -> u64 {
        a.to_bits()
    }
    fn from_bits_f64(&mut self, a: u64) -> f64 {
        f64::from_bits(a)
    }
    fn u32_to_f64(&mut self, a: u32) -> f64 {
        f64::from(a)
    }
    fn i64_to_f64(&mut self, a: u64) -> f64 {
        a as i64 as f64
    }
    fn f64_to_f32(&mut self, a: f64) -> f32 {
        a as f32
    }
    fn f32_to_f64(&mut self, a: f32) -> f64 {
        f64::from(a)
    }
    fn add_u64(&mut self, a: u64, b: u64) -> u64 {
        a.wrapping_add(b)
    }
    fn sub_u64(&mut self, a: u64, b: u64) -> u64 {
        a.wrapping_sub(b)
    }
    fn and_u64(&mut self, a: u64, b: u64) -> u64 {
        a & b
    }
    fn or_u64(&mut self, a: u64, b: u64) -> u64 {
        a | b
    }
    fn xor_u64(&mut self, a: u64, b: u64) -> u64 {
        a ^ b
    }
    fn shl_u64(&mut self, a: u64, amount: u32) -> u64 {
        a << amount
    }
    fn shr_u64(&mut self, a: u64, amount: u32) -> u64 {
        a >> amount
    }
    fn eq_u64(&mut self, a: u64, b: u64) -> bool {
        a == b
    }
    fn lt_u64(&mut self, a: u64, b: u64) -> bool {
        a < b
    }
    fn select_u64(&mut self, cond: bool, a: u64, b: u64) -> u64 {
        if cond { a } else { b }
    }
    fn xor_u32(&mut self, a: u32, b: u32) -> u32 {
        a ^ b
    }
    fn add_u32(&mut self, a: u32, b: u32) -> u32 {
        a.wrapping_add(b)
    }
    fn mul_wide_u32(&mut self, a: u32, b: u32) -> u64 {
        u64::from(a) * u64::from(b)
    }
    fn lo_u32(&mut self, a: u64) -> u32 {
        a as u32
    }
    fn zext_u32(&mut self, a: u32) -> u64 {
        u64::from(a)
    }
    fn and_bool(&mut self, a: bool, b: bool) -> bool {
        a && b
    }
    fn or_bool(&mut self, a: bool, b: bool) -> bool {
        a || b
    }
    fn const_f32(&mut self, v: f32) -> f32 {
        v
    }
    fn add_f32(&mut self, a: f32, b: f32) -> f32 {
        a + b
    }
    fn sub_f32(&mut self, a: f32, b: f32) -> f32 {
        a - b
    }
    fn mul_f32(&mut self, a: f32, b: f32) -> f32 {
        a * b
    }
    fn div_f32(&mut self, a: f32, b: f32) -> f32 {
        a / b
    }
    fn sqrt_f32(&mut self, a: f32) -> f32 {
        a.sqrt()
    }
    fn neg_f32(&mut self, a: f32) -> f32 {
        -a
    }
    fn lt_f32(&mut self, a: f32, b: f32) -> bool {
        a < b
    }
    fn eq_f32(&mut self, a: f32, b: f32) -> bool {
        a == b
    }
    fn is_nan_f32(&mut self, a: f32) -> bool {
        a.is_nan()
    }
    fn select_f32(&mut self, cond: bool, a: f32, b: f32) -> f32 {
        if cond { a } else { b }
    }
    fn bits_f32(&mut self, a: f32) -> u32 {
        a.to_bits()
    }
    fn from_bits_f32(&mut self, a: u32) -> f32 {
        f32::from_bits(a)
    }
    fn i32_to_f32(&mut self, a: u32) -> f32 {
        a as i32 as f32
    }
    fn sub_u32(&mut self, a: u32, b: u32) -> u32 {
        a.wrapping_sub(b)
    }
    fn and_u32(&mut self, a: u32, b: u32) -> u32 {
        a & b
    }
    fn or_u32(&mut self, a: u32, b: u32) -> u32 {
        a | b
    }
    fn shl_u32(&mut self, a: u32, amount: u32) -> u32 {
        a << amount
    }
    fn shr_u32(&mut self, a: u32, amount: u32) -> u32 {
        a >> amount
    }
    fn eq_u32(&mut self, a: u32, b: u32) -> bool {
        a == b
    }
    fn lt_u32(&mut self, a: u32, b: u32) -> bool {
        a < b
    }
    fn select_u32(&mut self, cond: bool, a: u32, b: u32) -> u32 {
        if cond { a } else { b }
    }
    fn not_bool(&mut self, a: bool) -> bool {
        !a
    }
}
