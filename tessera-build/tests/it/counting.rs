//! A backend of `Ops` that evaluates like `Eval` and counts the operations: the numeric
//! routines are branch-free exactly when the count does not depend on the input.

use tessera_build::numeric::{Eval, Ops};

/// [`Eval`] that also counts the operations performed.
#[derive(Debug, Default)]
pub struct Counting {
    pub n_ops: usize,
}

macro_rules! counted {
    ($($name:ident($($arg:ident: $ty:ty),*) -> $ret:ty;)*) => {
        $(fn $name(&mut self, $($arg: $ty),*) -> $ret {
            self.n_ops += 1;
            Eval.$name($($arg),*)
        })*
    };
}

impl Ops for Counting {
    type F64 = f64;
    type F32 = f32;
    type U32 = u32;
    type U64 = u64;
    type Bool = bool;
    counted! {
        const_f64(v: f64) -> f64;
        const_u32(v: u32) -> u32;
        const_u64(v: u64) -> u64;
        add_f64(a: f64, b: f64) -> f64;
        sub_f64(a: f64, b: f64) -> f64;
        mul_f64(a: f64, b: f64) -> f64;
        div_f64(a: f64, b: f64) -> f64;
        sqrt_f64(a: f64) -> f64;
        neg_f64(a: f64) -> f64;
        lt_f64(a: f64, b: f64) -> bool;
        eq_f64(a: f64, b: f64) -> bool;
        is_nan_f64(a: f64) -> bool;
        select_f64(cond: bool, a: f64, b: f64) -> f64;
        bits_f64(a: f64) -> u64;
        from_bits_f64(a: u64) -> f64;
        u32_to_f64(a: u32) -> f64;
        i64_to_f64(a: u64) -> f64;
        f64_to_f32(a: f64) -> f32;
        f32_to_f64(a: f32) -> f64;
        add_u64(a: u64, b: u64) -> u64;
        sub_u64(a: u64, b: u64) -> u64;
        and_u64(a: u64, b: u64) -> u64;
        or_u64(a: u64, b: u64) -> u64;
        xor_u64(a: u64, b: u64) -> u64;
        shl_u64(a: u64, amount: u32) -> u64;
        shr_u64(a: u64, amount: u32) -> u64;
        eq_u64(a: u64, b: u64) -> bool;
        lt_u64(a: u64, b: u64) -> bool;
        select_u64(cond: bool, a: u64, b: u64) -> u64;
        xor_u32(a: u32, b: u32) -> u32;
        add_u32(a: u32, b: u32) -> u32;
        mul_wide_u32(a: u32, b: u32) -> u64;
        lo_u32(a: u64) -> u32;
        zext_u32(a: u32) -> u64;
        and_bool(a: bool, b: bool) -> bool;
        or_bool(a: bool, b: bool) -> bool;
        const_f32(v: f32) -> f32;
        add_f32(a: f32, b: f32) -> f32;
        sub_f32(a: f32, b: f32) -> f32;
        mul_f32(a: f32, b: f32) -> f32;
        div_f32(a: f32, b: f32) -> f32;
        sqrt_f32(a: f32) -> f32;
        neg_f32(a: f32) -> f32;
        lt_f32(a: f32, b: f32) -> bool;
        eq_f32(a: f32, b: f32) -> bool;
        is_nan_f32(a: f32) -> bool;
        select_f32(cond: bool, a: f32, b: f32) -> f32;
        bits_f32(a: f32) -> u32;
        from_bits_f32(a: u32) -> f32;
        i32_to_f32(a: u32) -> f32;
        sub_u32(a: u32, b: u32) -> u32;
        and_u32(a: u32, b: u32) -> u32;
        or_u32(a: u32, b: u32) -> u32;
        shl_u32(a: u32, amount: u32) -> u32;
        shr_u32(a: u32, amount: u32) -> u32;
        eq_u32(a: u32, b: u32) -> bool;
        lt_u32(a: u32, b: u32) -> bool;
        select_u32(cond: bool, a: u32, b: u32) -> u32;
        not_bool(a: bool) -> bool;
    }
}
