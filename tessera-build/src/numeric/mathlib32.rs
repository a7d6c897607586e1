//! The project's own f32 math library: `exp`, `ln`, `log1p`, `tanh`, `sigmoid`, `softplus`,
//! `pow` and the noise's `sincos_2pi`, straight-line over [`Ops`].
//!
//! Like [`super::mathlib`], every routine is a branch-free sequence of IEEE-754 basic
//! operations (no FMA), integer/bit operations and selects, with constant-trip loops only, so
//! the reference interpreter ([`super::Eval`]) and every LLVM target compute the same bits.
//! Special cases are computed alongside the main path and chosen by selects at the end; a NaN
//! input gives the canonical quiet NaN (`0x7fc0_0000`), never a propagated payload.
//!
//! Pure f32 (fast on every GPU):
//!
//! * [`exp_f32`]: fdlibm `e_expf.c`. `x` clamped to `[-104, 89]` (outside, the result rounds to
//!   `+0` resp. `+inf`, which the clamped argument still produces), `k = rint(x/ln2)` by the
//!   `0x1.8p23` trick, `r = hi - lo` with `hi = x - k*ln2_hi` (exact: `ln2_hi` has 15
//!   significant bits) and `lo = k*ln2_lo`, `c = r - r^2*P(r^2)` (degree-5 `P1..P5`), `y = 1 -
//!   ((lo - r*c/(2 - c)) - hi)`, then `y * 2^k` as `(y * 2^k1) * 2^k2` with `k1 + k2 = k`,
//!   `k1, k2 >= -75`: the first product is exact, the second rounds once, so subnormal results
//!   are rounded correctly from `y` (no flush, no overflow in building `2^k`).
//!   Special values: `exp(NaN) = NaN`, `exp(-inf) = +0`, `exp(+inf) = +inf`, overflow (`x >
//!   88.72284`) gives `+inf`, underflow rounds gradually through the subnormals to `+0`.
//! * [`ln_f32`]: fdlibm/musl `logf`, the f32 twin of [`super::mathlib::ln_f64`]: `x = 2^k *
//!   (1 + f)` with `1 + f` in `[sqrt(2)/2, sqrt(2))` (subnormals scaled by `2^25` first),
//!   `s = f/(2 + f)`, `R = z*(Lg1 + w*Lg3) + w*(Lg2 + w*Lg4)` (`z = s^2`, `w = z^2`), and
//!   `ln(x) = s*(hfsq + R) + k*ln2_lo - hfsq + f + k*ln2_hi`, `hfsq = f*f/2`. Special values:
//!   `ln(±0) = -inf`, `ln(x < 0) = NaN`, `ln(+inf) = +inf`, `ln(NaN) = NaN`, `ln(1) = +0`.
//!   [`ln_f32_positive_normal`] is its main path alone, the same bits on positive normal
//!   inputs (the fast noise's uniforms).
//! * [`log1p_f32`]: musl `log1pf`, with its branches turned into selects: for `x` in
//!   `[sqrt(2)/2 - 1, sqrt(2) - 1)` the kernel above runs on `f = x`, `k = 0`; elsewhere on
//!   `u = 1 + x` with the rounding error of `u` carried in `c = (x - (u - 1))/u` (`k < 2`),
//!   `(1 - (u - x))/u` (`2 <= k < 25`) or `0`; `|x| < 2^-24` returns `x` itself (exact
//!   for subnormals, keeps the sign of zero). Special values: `log1p(-1) = -inf`,
//!   `log1p(x < -1) = NaN`, `log1p(+inf) = +inf`, `log1p(±0) = ±0`, `log1p(NaN) = NaN`.
//!
//! Evaluated in f64 internally, one final rounding to f32 (each needs either a cancellation-free
//! `expm1`/`log1p` of a derived argument or a product `p*ln(x)` whose error f32 cannot hold;
//! doing them in f32 would need double-f32 arithmetic that costs more than f64 does, and the
//! f64 versions are simply correct with a wide margin, and identical on every target):
//!
//! * [`tanh_f32`]: `a = min(|x|, 10)`, `e = expm1(2a)` in f64, `tanh = sign(x) * e/(e + 2)`
//!   (sign copied from the bits of `x`, so `tanh(±0) = ±0`; `tanh(±inf) = ±1`).
//! * [`sigmoid_f32`]: `1/(1 + exp(-x))` in f64 with `-x` clamped to `[-120, 120]` (the f32
//!   result there is already `1` resp. `+0`). `sigmoid(-inf) = +0`, `sigmoid(+inf) = 1`.
//! * [`softplus_f32`]: `max(x, 0) + log1p(exp(-|x|))` in f64, `|x|` clamped to 120 inside the
//!   exponential; `log1p(t)` as `ln(u) * t/(u - 1)` with `u = 1 + t` (Goldberg), `t` itself
//!   when `u == 1`. No overflow anywhere: `softplus(80) = 80`, `softplus(-80) = e^-80`
//!   (`1.8e-35`), `softplus(-inf) = +0`, `softplus(+inf) = +inf`.
//! * [`pow_f32`]: `exp(p * ln(x))` in f64 ([`super::mathlib::ln_f64`], the product clamped to
//!   `[-200, 200]`, where the f32 result is already `+0` resp. `+inf`). A positive-base power:
//!   `pow(x < 0, p) = NaN` even for integer `p` (no odd-integer sign rule); `x = ±0` is taken
//!   as `+0`: `pow(0, p > 0) = +0`, `pow(0, p < 0) = +inf`; IEEE `pow` rules otherwise:
//!   `pow(x, ±0) = 1` for every `x` (NaN and negative included), `pow(1, p) = 1` for every `p`
//!   (NaN included), `pow(+inf, p > 0) = +inf`, `pow(+inf, p < 0) = +0`, `pow(x > 1, ±inf) =
//!   +inf/+0`, `pow(0 < x < 1, ±inf) = +0/+inf`, any other NaN operand gives NaN.
//!
//! The internal f64 exponential (`exp_parts`) reduces `y = k*ln2 + r`, `|r| <= ln2/2`, with
//! fdlibm's two-part `ln2`, and sums the Taylor series of `expm1(r)` to degree 13 (truncation
//! below `2^-55` relative): `exp(y) = 2^k * (1 + expm1(r))`, `expm1(y) = 2^k*expm1(r) + (2^k - 1)`.
//!
//! Measured accuracy (`tests/it/mathlib32.rs`, error `|ours - exact| / ulp_f32(exact)` against
//! the f64 functions of Rust's `std` evaluated on the exact f32 input, over > 10^6 arguments
//! each: a stride through every finite f32 bit pattern plus dense sampling of the interesting
//! ranges and the subnormals; > 5·10^6 arguments per function):
//!
//! | function       | max error   | where                              | internally |
//! |----------------|-------------|------------------------------------|------------|
//! | `exp_f32`      | 0.910 ulp   | `x = -37.776226` (`0xc2171adb`)    | f32        |
//! | `ln_f32`       | 0.835 ulp   | `x = 1.4054595` (`0x3fb3e619`)     | f32        |
//! | `log1p_f32`    | 0.835 ulp   | `x = 0.40545952` (`0x3ecf9864`)    | f32        |
//! | `tanh_f32`     | 0.500 ulp   |                                    | f64        |
//! | `sigmoid_f32`  | 0.500 ulp   |                                    | f64        |
//! | `softplus_f32` | 0.500 ulp   |                                    | f64        |
//! | `pow_f32`      | 0.500 ulp   | (1.1·10^6 `(x, p)` pairs)           | f64        |
//!
//! For the three pure-f32 routines these maxima are exact over the whole domain: an exhaustive
//! run over all 2^32 inputs (made while writing them) found exactly these worst cases, and the
//! test includes them. The f64-inside routines are correctly rounded up to an f64-level error
//! (about `2^-40` relative) followed by one rounding to f32, hence `0.5 + ε` ulp.

use super::Ops;
use super::mathlib::ln_f64;

/// The canonical quiet NaN returned for every NaN result.
const NAN_BITS: u32 = 0x7fc0_0000;
/// Sign bit of an f32.
const SIGN_BIT: u32 = 0x8000_0000;

// `exp_f32` constants (fdlibm e_expf.c), given by their exact bit patterns.
/// Below this the result rounds to +0 (`e^-104 < 2^-150`).
const EXP_LO: f32 = f32::from_bits(0xC2D0_0000); // -104
/// Above this the result rounds to +inf (`e^89 > 2^128`).
const EXP_HI: f32 = f32::from_bits(0x42B2_0000); // 89
const INV_LN2_F32: f32 = f32::from_bits(0x3FB8_AA3B);
/// `0x1.8p23`: adding and subtracting it rounds an f32 to an integer.
const TOINT_F32: f32 = f32::from_bits(0x4B40_0000);
const EXP_LN2_HI: f32 = f32::from_bits(0x3F31_7200);
const EXP_LN2_LO: f32 = f32::from_bits(0x35BF_BE8E);
const EXP_P1: f32 = f32::from_bits(0x3E2A_AAAB);
const EXP_P2: f32 = f32::from_bits(0xBB36_0B61);
const EXP_P3: f32 = f32::from_bits(0x388A_B355);
const EXP_P4: f32 = f32::from_bits(0xB5DD_EA0E);
const EXP_P5: f32 = f32::from_bits(0x3331_BB4C);

// `ln_f32`/`log1p_f32` constants (FreeBSD e_logf.c / musl logf.c).
const LN2_HI_F32: f32 = f32::from_bits(0x3F31_7180);
const LN2_LO_F32: f32 = f32::from_bits(0x3717_F7D1);
const LG1_F32: f32 = f32::from_bits(0x3F2A_AAAA);
const LG2_F32: f32 = f32::from_bits(0x3ECC_CE13);
const LG3_F32: f32 = f32::from_bits(0x3E91_E9EE);
const LG4_F32: f32 = f32::from_bits(0x3E78_9E26);
/// Smallest positive normal f32, `2^-126`.
const MIN_NORMAL_F32: f32 = f32::from_bits(0x0080_0000);
/// `2^25`, the scale applied to subnormal inputs of `ln_f32`.
const TWO_POW_25_F32: f32 = f32::from_bits(0x4C00_0000);
/// Bits of `sqrt(2)/2` (rounded down), the bottom of the reduced range.
const SQRT_HALF_BITS: u32 = 0x3F35_04F3;

// The internal f64 exponential.
const INV_LN2: f64 = f64::from_bits(0x3FF7_1547_652B_82FE);
/// `0x1.8p52`: adding and subtracting it rounds an f64 to an integer.
const TOINT: f64 = f64::from_bits(0x4338_0000_0000_0000);
const LN2_HI: f64 = f64::from_bits(0x3FE6_2E42_FEE0_0000);
const LN2_LO: f64 = f64::from_bits(0x3DEA_39EF_3579_3C76);
/// Taylor coefficients `1/n!` of `expm1(r)/r`, `n = 1..=13`.
const EXPM1_TAYLOR: [f64; 13] = [
    1.0,
    1.0 / 2.0,
    1.0 / 6.0,
    1.0 / 24.0,
    1.0 / 120.0,
    1.0 / 720.0,
    1.0 / 5040.0,
    1.0 / 40320.0,
    1.0 / 362_880.0,
    1.0 / 3_628_800.0,
    1.0 / 39_916_800.0,
    1.0 / 479_001_600.0,
    1.0 / 6_227_020_800.0,
];

/// `e^x`, faithful (< 1 ulp) on the whole f32 domain, pure f32. See the module doc.
pub fn exp_f32<O: Ops>(o: &mut O, x: O::F32) -> O::F32 {
    let lo_bound = o.const_f32(EXP_LO);
    let hi_bound = o.const_f32(EXP_HI);
    let below = o.lt_f32(x, lo_bound);
    let xc = o.select_f32(below, lo_bound, x);
    let above = o.lt_f32(hi_bound, xc);
    let xc = o.select_f32(above, hi_bound, xc);

    // k = rint(x/ln2) in [-150, 128], as a float and as two's complement bits.
    let inv_ln2 = o.const_f32(INV_LN2_F32);
    let toint = o.const_f32(TOINT_F32);
    let scaled = o.mul_f32(xc, inv_ln2);
    let shifted = o.add_f32(scaled, toint);
    let kf = o.sub_f32(shifted, toint);
    let shifted_bits = o.bits_f32(shifted);
    let toint_bits = o.const_u32(TOINT_F32.to_bits());
    let k = o.sub_u32(shifted_bits, toint_bits);

    // r = hi - lo with hi = x - k*ln2_hi (exact) and lo = k*ln2_lo.
    let ln2_hi = o.const_f32(EXP_LN2_HI);
    let ln2_lo = o.const_f32(EXP_LN2_LO);
    let k_hi = o.mul_f32(kf, ln2_hi);
    let hi = o.sub_f32(xc, k_hi);
    let lo = o.mul_f32(kf, ln2_lo);
    let r = o.sub_f32(hi, lo);

    // c = r - t*(P1 + t*(P2 + ...)), t = r^2; y = 1 - ((lo - r*c/(2 - c)) - hi).
    let t = o.mul_f32(r, r);
    let p = poly32(o, t, &[EXP_P1, EXP_P2, EXP_P3, EXP_P4, EXP_P5]);
    let tp = o.mul_f32(t, p);
    let c = o.sub_f32(r, tp);
    let rc = o.mul_f32(r, c);
    let two = o.const_f32(2.0);
    let two_minus_c = o.sub_f32(two, c);
    let q = o.div_f32(rc, two_minus_c);
    let lo_q = o.sub_f32(lo, q);
    let lo_q_hi = o.sub_f32(lo_q, hi);
    let one = o.const_f32(1.0);
    let y = o.sub_f32(one, lo_q_hi);

    // y * 2^k as (y * 2^k1) * 2^k2: k1 = floor((k + 256)/2) - 128, k2 = k - k1, both in
    // [-75, 64]. Biased exponents: k1 + 127 = half - 1, k2 + 127 = k - half + 255.
    let c256 = o.const_u32(256);
    let kp = o.add_u32(k, c256);
    let half = o.shr_u32(kp, 1);
    let c1 = o.const_u32(1);
    let e1 = o.sub_u32(half, c1);
    let c255 = o.const_u32(255);
    let k255 = o.add_u32(k, c255);
    let e2 = o.sub_u32(k255, half);
    let s1_bits = o.shl_u32(e1, 23);
    let s2_bits = o.shl_u32(e2, 23);
    let s1 = o.from_bits_f32(s1_bits);
    let s2 = o.from_bits_f32(s2_bits);
    let y1 = o.mul_f32(y, s1);
    let result = o.mul_f32(y1, s2);

    // exp(-inf) = +0 and exp(+inf) = +inf fall out of the clamp.
    nan_if_nan(o, x, result)
}

/// Natural logarithm, faithful (< 1 ulp) on the whole f32 domain, pure f32. See the module doc.
pub fn ln_f32<O: Ops>(o: &mut O, x: O::F32) -> O::F32 {
    // Scale subnormals (and, harmlessly, zeros and negatives, which are replaced at the end).
    let min_normal = o.const_f32(MIN_NORMAL_F32);
    let is_small = o.lt_f32(x, min_normal);
    let scale = o.const_f32(TWO_POW_25_F32);
    let x_scaled = o.mul_f32(x, scale);
    let xs = o.select_f32(is_small, x_scaled, x);
    let bias_small = o.const_u32(0x7f + 25);
    let bias_normal = o.const_u32(0x7f);
    let bias = o.select_u32(is_small, bias_small, bias_normal);

    let result = ln_main_path(o, xs, bias);

    // Special values. ln(1) = +0 already falls out of the main path.
    let zero = o.const_f32(0.0);
    let inf = o.const_f32(f32::INFINITY);
    let neg_inf = o.const_f32(f32::NEG_INFINITY);
    let is_inf = o.eq_f32(x, inf);
    let result = o.select_f32(is_inf, inf, result);
    let is_zero = o.eq_f32(x, zero);
    let result = o.select_f32(is_zero, neg_inf, result);
    let is_neg = o.lt_f32(x, zero);
    let is_nan = o.is_nan_f32(x);
    let is_invalid = o.or_bool(is_neg, is_nan);
    let nan = canonical_nan(o);
    o.select_f32(is_invalid, nan, result)
}

/// [`ln_f32`] of a positive, normal, finite `x` (`2^-126 <= x < inf`): its main path alone,
/// without the subnormal scaling and the special-value selects, which change nothing there, so
/// the bits are `ln_f32`'s. The `tessera-fast-v1` uniforms (in `[2^-24, 1 - 2^-24]`,
/// [`super::philox::uniform_f32`]) are in this domain.
pub fn ln_f32_positive_normal<O: Ops>(o: &mut O, x: O::F32) -> O::F32 {
    let bias = o.const_u32(0x7f);
    ln_main_path(o, x, bias)
}

/// `logf` of a positive finite normal `xs` whose exponent is biased by `bias`.
fn ln_main_path<O: Ops>(o: &mut O, xs: O::F32, bias: O::U32) -> O::F32 {
    let bits = o.bits_f32(xs);
    let (f, k) = split_sqrt2(o, bits, bias);
    log_kernel(o, f, k, None)
}

/// `ln(1 + x)`, faithful (< 1 ulp) on the whole f32 domain, pure f32. See the module doc.
pub fn log1p_f32<O: Ops>(o: &mut O, x: O::F32) -> O::F32 {
    // General path: u = 1 + x, reduced like ln; c = the rounding error of u, relative to u.
    let one = o.const_f32(1.0);
    let u = o.add_f32(one, x);
    let u_bits = o.bits_f32(u);
    let bias = o.const_u32(0x7f);
    let (f_u, k_u) = split_sqrt2(o, u_bits, bias);
    // c = k >= 2 ? 1 - (u - x) : x - (u - 1); c /= u; c = 0 when k >= 25 (musl, signed k).
    // With k + 1 read as unsigned: k in {-1, 0, 1} is "small", k in [-1, 25) keeps c; k <= -2
    // means x < -0.64, where u = 1 + x is exact and c = 0 either way.
    let u_minus_x = o.sub_f32(u, x);
    let c_big = o.sub_f32(one, u_minus_x);
    let u_minus_1 = o.sub_f32(u, one);
    let c_small = o.sub_f32(x, u_minus_1);
    let c1 = o.const_u32(1);
    let k_plus_1 = o.add_u32(k_u, c1);
    let c3 = o.const_u32(3);
    let c26 = o.const_u32(26);
    let k_small = o.lt_u32(k_plus_1, c3);
    let c = o.select_f32(k_small, c_small, c_big);
    let c = o.div_f32(c, u);
    let k_keep = o.lt_u32(k_plus_1, c26);
    let zero = o.const_f32(0.0);
    let c = o.select_f32(k_keep, c, zero);

    // Near zero: sqrt(2)/2 - 1 <= x < sqrt(2) - 1 runs the kernel on f = x, k = 0, c = 0.
    let near_lo = o.const_f32(f32::from_bits(0xBE95_F619));
    let near_hi = o.const_f32(f32::from_bits(0x3ED4_13D0));
    let below_near = o.lt_f32(x, near_lo);
    let in_near_lo = o.not_bool(below_near);
    let in_near_hi = o.lt_f32(x, near_hi);
    let near = o.and_bool(in_near_lo, in_near_hi);
    let f = o.select_f32(near, x, f_u);
    let k0 = o.const_u32(0);
    let k = o.select_u32(near, k0, k_u);
    let c = o.select_f32(near, zero, c);
    let result = log_kernel(o, f, k, Some(c));

    // |x| < 2^-24: x itself (exact for subnormals, keeps the sign of zero).
    let abs_mask = o.const_u32(!SIGN_BIT);
    let x_bits = o.bits_f32(x);
    let abs_bits = o.and_u32(x_bits, abs_mask);
    let tiny_bits = o.const_u32(0x3380_0000);
    let is_tiny = o.lt_u32(abs_bits, tiny_bits);
    let result = o.select_f32(is_tiny, x, result);

    let inf = o.const_f32(f32::INFINITY);
    let neg_inf = o.const_f32(f32::NEG_INFINITY);
    let is_inf = o.eq_f32(x, inf);
    let result = o.select_f32(is_inf, inf, result);
    let minus_one = o.const_f32(-1.0);
    let is_minus_one = o.eq_f32(x, minus_one);
    let result = o.select_f32(is_minus_one, neg_inf, result);
    let is_below = o.lt_f32(x, minus_one);
    let is_nan = o.is_nan_f32(x);
    let is_invalid = o.or_bool(is_below, is_nan);
    let nan = canonical_nan(o);
    o.select_f32(is_invalid, nan, result)
}

/// Split the positive finite f32 with bits `bits` into `2^k * (1 + f)`, `1 + f` in
/// `[sqrt(2)/2, sqrt(2))`; `bias` is 127 plus any prescale exponent. Returns `(f, k)`, `k` as
/// two's complement.
fn split_sqrt2<O: Ops>(o: &mut O, bits: O::U32, bias: O::U32) -> (O::F32, O::U32) {
    let bump = o.const_u32(0x3f80_0000 - SQRT_HALF_BITS);
    let ix = o.add_u32(bits, bump);
    let exp = o.shr_u32(ix, 23);
    let k = o.sub_u32(exp, bias);
    let frac_mask = o.const_u32(0x007f_ffff);
    let frac = o.and_u32(ix, frac_mask);
    let unbump = o.const_u32(SQRT_HALF_BITS);
    let m_bits = o.add_u32(frac, unbump);
    let m = o.from_bits_f32(m_bits);
    let one = o.const_f32(1.0);
    let f = o.sub_f32(m, one);
    (f, k)
}

/// `ln(2^k * (1 + f)) (+ c)`: `s*(hfsq + R) + (k*ln2_lo + c) - hfsq + f + k*ln2_hi`.
fn log_kernel<O: Ops>(o: &mut O, f: O::F32, k: O::U32, c: Option<O::F32>) -> O::F32 {
    let two = o.const_f32(2.0);
    let half = o.const_f32(0.5);
    let two_plus_f = o.add_f32(two, f);
    let s = o.div_f32(f, two_plus_f);
    let z = o.mul_f32(s, s);
    let w = o.mul_f32(z, z);
    let t1 = poly32(o, w, &[LG2_F32, LG4_F32]);
    let t1 = o.mul_f32(w, t1);
    let t2 = poly32(o, w, &[LG1_F32, LG3_F32]);
    let t2 = o.mul_f32(z, t2);
    let r = o.add_f32(t2, t1);
    let f_half = o.mul_f32(half, f);
    let hfsq = o.mul_f32(f_half, f);
    let dk = o.i32_to_f32(k);

    let hfsq_r = o.add_f32(hfsq, r);
    let acc = o.mul_f32(s, hfsq_r);
    let ln2_lo = o.const_f32(LN2_LO_F32);
    let k_lo = o.mul_f32(dk, ln2_lo);
    let k_lo = match c {
        Some(c) => o.add_f32(k_lo, c),
        None => k_lo,
    };
    let acc = o.add_f32(acc, k_lo);
    let acc = o.sub_f32(acc, hfsq);
    let acc = o.add_f32(acc, f);
    let ln2_hi = o.const_f32(LN2_HI_F32);
    let k_hi = o.mul_f32(dk, ln2_hi);
    o.add_f32(acc, k_hi)
}

/// Hyperbolic tangent, faithful on the whole f32 domain; f64 inside. See the module doc.
pub fn tanh_f32<O: Ops>(o: &mut O, x: O::F32) -> O::F32 {
    let x_bits = o.bits_f32(x);
    let abs_mask = o.const_u32(!SIGN_BIT);
    let abs_bits = o.and_u32(x_bits, abs_mask);
    let abs_x = o.from_bits_f32(abs_bits);
    let a = o.f32_to_f64(abs_x);
    // tanh(a) rounds to 1 in f32 for a >= 9.01; clamping at 10 keeps e^(2a) small.
    let ten = o.const_f64(10.0);
    let big = o.lt_f64(ten, a);
    let a = o.select_f64(big, ten, a);
    let two_a = o.add_f64(a, a);
    let (p, two_k) = exp_parts(o, two_a);
    let e = expm1_from_parts(o, p, two_k);
    let two = o.const_f64(2.0);
    let den = o.add_f64(e, two);
    let t = o.div_f64(e, den);
    let t = o.f64_to_f32(t);
    // Copy the sign of x (tanh(-0) = -0).
    let t_bits = o.bits_f32(t);
    let sign_mask = o.const_u32(SIGN_BIT);
    let sign = o.and_u32(x_bits, sign_mask);
    let result_bits = o.or_u32(t_bits, sign);
    let result = o.from_bits_f32(result_bits);
    nan_if_nan(o, x, result)
}

/// The logistic function `1/(1 + e^-x)`, faithful on the whole f32 domain; f64 inside. See the
/// module doc.
pub fn sigmoid_f32<O: Ops>(o: &mut O, x: O::F32) -> O::F32 {
    let xd = o.f32_to_f64(x);
    let z = o.neg_f64(xd);
    let z = clamp_f64(o, z, 120.0);
    let (p, two_k) = exp_parts(o, z);
    let e = exp_from_parts(o, p, two_k);
    let one = o.const_f64(1.0);
    let den = o.add_f64(one, e);
    let s = o.div_f64(one, den);
    let result = o.f64_to_f32(s);
    nan_if_nan(o, x, result)
}

/// `ln(1 + e^x)`, overflow-free and faithful on the whole f32 domain; f64 inside. See the module
/// doc.
pub fn softplus_f32<O: Ops>(o: &mut O, x: O::F32) -> O::F32 {
    let xd = o.f32_to_f64(x);
    let zero = o.const_f64(0.0);
    // -|x|, clamped at -120 (e^-120 leaves every f32 result unchanged).
    let pos = o.lt_f64(zero, xd);
    let neg_x = o.neg_f64(xd);
    let minus_abs = o.select_f64(pos, neg_x, xd);
    let minus_abs = clamp_f64(o, minus_abs, 120.0);
    let (p, two_k) = exp_parts(o, minus_abs);
    let t = exp_from_parts(o, p, two_k);
    // log1p(t) = ln(u) * t/(u - 1), u = 1 + t (t itself when u == 1).
    let one = o.const_f64(1.0);
    let u = o.add_f64(one, t);
    let ln_u = ln_f64(o, u);
    let u_minus_1 = o.sub_f64(u, one);
    let ratio = o.div_f64(t, u_minus_1);
    let l = o.mul_f64(ln_u, ratio);
    let u_is_one = o.eq_f64(u, one);
    let l = o.select_f64(u_is_one, t, l);
    let max_x_0 = o.select_f64(pos, xd, zero);
    let sum = o.add_f64(max_x_0, l);
    let result = o.f64_to_f32(sum);
    nan_if_nan(o, x, result)
}

/// `x^p` for a positive base `x` and real `p`, faithful; f64 inside. `x < 0` gives NaN; for
/// zeros, infinities and NaNs see the module doc.
pub fn pow_f32<O: Ops>(o: &mut O, x: O::F32, p: O::F32) -> O::F32 {
    let xd = o.f32_to_f64(x);
    let pd = o.f32_to_f64(p);
    // x = -0 is taken as +0 (ln_f64(-0) = -inf as for +0).
    let ln_x = ln_f64(o, xd);
    let y = o.mul_f64(pd, ln_x);
    let y = clamp_f64(o, y, 200.0);
    let (q, two_k) = exp_parts(o, y);
    let e = exp_from_parts(o, q, two_k);
    let result = o.f64_to_f32(e);

    // x < 0 -> NaN (ln_f64 gives NaN, made canonical here); NaN operands -> NaN.
    let zero = o.const_f32(0.0);
    let one = o.const_f32(1.0);
    let x_neg = o.lt_f32(x, zero);
    let x_nan = o.is_nan_f32(x);
    let p_nan = o.is_nan_f32(p);
    let bad = o.or_bool(x_neg, x_nan);
    let bad = o.or_bool(bad, p_nan);
    let nan = canonical_nan(o);
    let result = o.select_f32(bad, nan, result);
    // pow(x, ±0) = 1 and pow(1, p) = 1, whatever the other operand (NaN included).
    let p_zero = o.eq_f32(p, zero);
    let x_one = o.eq_f32(x, one);
    let is_one = o.or_bool(p_zero, x_one);
    o.select_f32(is_one, one, result)
}

/// `(expm1(r), 2^k)` with `y = k*ln2 + r`, `|r| <= ~ln2/2`, for `|y| <= 1000` (f64).
fn exp_parts<O: Ops>(o: &mut O, y: O::F64) -> (O::F64, O::F64) {
    let inv_ln2 = o.const_f64(INV_LN2);
    let toint = o.const_f64(TOINT);
    let scaled = o.mul_f64(y, inv_ln2);
    let shifted = o.add_f64(scaled, toint);
    let kf = o.sub_f64(shifted, toint);
    let shifted_bits = o.bits_f64(shifted);
    let toint_bits = o.const_u64(TOINT.to_bits());
    let k = o.sub_u64(shifted_bits, toint_bits);
    let ln2_hi = o.const_f64(LN2_HI);
    let ln2_lo = o.const_f64(LN2_LO);
    let k_hi = o.mul_f64(kf, ln2_hi);
    let hi = o.sub_f64(y, k_hi);
    let k_lo = o.mul_f64(kf, ln2_lo);
    let r = o.sub_f64(hi, k_lo);
    let p = poly64(o, r, &EXPM1_TAYLOR);
    let p = o.mul_f64(r, p);
    let bias = o.const_u64(1023);
    let e = o.add_u64(k, bias);
    let two_k_bits = o.shl_u64(e, 52);
    let two_k = o.from_bits_f64(two_k_bits);
    (p, two_k)
}

/// `2^k * (1 + expm1(r))`.
fn exp_from_parts<O: Ops>(o: &mut O, p: O::F64, two_k: O::F64) -> O::F64 {
    let one = o.const_f64(1.0);
    let e = o.add_f64(one, p);
    o.mul_f64(two_k, e)
}

/// `2^k * expm1(r) + (2^k - 1)`, without cancellation for `k >= 0`.
fn expm1_from_parts<O: Ops>(o: &mut O, p: O::F64, two_k: O::F64) -> O::F64 {
    let one = o.const_f64(1.0);
    let scaled = o.mul_f64(two_k, p);
    let two_k_m1 = o.sub_f64(two_k, one);
    o.add_f64(scaled, two_k_m1)
}

/// `y` clamped to `[-bound, bound]`; NaN stays NaN.
fn clamp_f64<O: Ops>(o: &mut O, y: O::F64, bound: f64) -> O::F64 {
    let hi = o.const_f64(bound);
    let lo = o.const_f64(-bound);
    let above = o.lt_f64(hi, y);
    let y = o.select_f64(above, hi, y);
    let below = o.lt_f64(y, lo);
    o.select_f64(below, lo, y)
}

fn canonical_nan<O: Ops>(o: &mut O) -> O::F32 {
    let bits = o.const_u32(NAN_BITS);
    o.from_bits_f32(bits)
}

/// `result`, or the canonical NaN where `x` is NaN.
fn nan_if_nan<O: Ops>(o: &mut O, x: O::F32, result: O::F32) -> O::F32 {
    let is_nan = o.is_nan_f32(x);
    let nan = canonical_nan(o);
    o.select_f32(is_nan, nan, result)
}

/// Horner's rule `c[0] + t*(c[1] + t*(... + t*c[n-1]))` in f32, innermost first, no FMA.
fn poly32<O: Ops>(o: &mut O, t: O::F32, coeffs: &[f32]) -> O::F32 {
    let (last, rest) = coeffs.split_last().expect("at least one coefficient");
    let mut acc = o.const_f32(*last);
    for &c in rest.iter().rev() {
        let prod = o.mul_f32(t, acc);
        let c = o.const_f32(c);
        acc = o.add_f32(c, prod);
    }
    acc
}

/// Horner's rule in f64, as [`poly32`].
fn poly64<O: Ops>(o: &mut O, t: O::F64, coeffs: &[f64]) -> O::F64 {
    let (last, rest) = coeffs.split_last().expect("at least one coefficient");
    let mut acc = o.const_f64(*last);
    for &c in rest.iter().rev() {
        let prod = o.mul_f64(t, acc);
        let c = o.const_f64(c);
        acc = o.add_f64(c, prod);
    }
    acc
}

/// `(sin(2*pi*u), cos(2*pi*u))` for `u` in `[0, 1]` (the noise's angles), each rounded once
/// from f64: `x = 4u` (exact), `n = rint(x)` by the `1.5 * 2^52` trick, `r = x - n` in
/// `[-1/2, 1/2]` (exact), `theta = r * (pi/2)` in f64, `sin_cos_quarter` on `theta`
/// (`|theta| <= pi/4`) rounded to f32, and the quadrant `n mod 4` picks and signs them (the
/// bits of picking in f64 and rounding after, since rounding is symmetric). Measured < 1 ulp on
/// every angle the noise can draw (see the tests); only those arguments are supported.
pub fn sincos_2pi_f32<O: Ops>(o: &mut O, u: O::F32) -> (O::F32, O::F32) {
    let x = o.f32_to_f64(u);
    let four = o.const_f64(4.0);
    let x4 = o.mul_f64(x, four);
    let magic = o.const_f64(6_755_399_441_055_744.0); // 1.5 * 2^52
    let shifted = o.add_f64(x4, magic);
    let n = o.sub_f64(shifted, magic);
    let r = o.sub_f64(x4, n);
    let half_pi = o.const_f64(std::f64::consts::FRAC_PI_2);
    let theta = o.mul_f64(r, half_pi);
    let (s, c) = sin_cos_quarter(o, theta);
    // Rounded to f32 before the quadrant's choice and signs: rounding to nearest even is
    // symmetric (`f32(-x) = -f32(x)`), so these are the bits of choosing in f64 and rounding
    // after, with selects of f32 values (one register each on a GPU, not two).
    let (s, c) = (o.f64_to_f32(s), o.f64_to_f32(c));
    let neg_s = o.neg_f32(s);
    let neg_c = o.neg_f32(c);
    // The quadrant is the low bits of the shifted sum: 0 -> (s, c), 1 -> (c, -s),
    // 2 -> (-s, -c), 3 -> (-c, s).
    let bits = o.bits_f64(shifted);
    let one = o.const_u64(1);
    let two = o.const_u64(2);
    let bit0 = o.and_u64(bits, one);
    let bit1 = o.and_u64(bits, two);
    let odd = o.eq_u64(bit0, one);
    let upper = o.eq_u64(bit1, two);
    let sin_even = o.select_f32(upper, neg_s, s);
    let sin_odd = o.select_f32(upper, neg_c, c);
    let sin = o.select_f32(odd, sin_odd, sin_even);
    let cos_even = o.select_f32(upper, neg_c, c);
    let cos_odd = o.select_f32(upper, s, neg_s);
    let cos = o.select_f32(odd, cos_odd, cos_even);
    (sin, cos)
}

/// `(sin t, cos t)` for `|t| <= pi/4` in f64 for a result rounded to f32: the Taylor
/// polynomials to `t^9` and `t^10` (the first omitted terms are below `2.5e-9` and `1.2e-10`
/// relative, a twentieth of an f32 ulp), by Horner's rule, no FMA.
fn sin_cos_quarter<O: Ops>(o: &mut O, t: O::F64) -> (O::F64, O::F64) {
    let z = o.mul_f64(t, t);
    let horner = |o: &mut O, coeffs: &[f64]| {
        let (last, rest) = coeffs.split_last().expect("coefficients");
        let mut acc = o.const_f64(*last);
        for &c in rest.iter().rev() {
            let prod = o.mul_f64(z, acc);
            let c = o.const_f64(c);
            acc = o.add_f64(c, prod);
        }
        acc
    };
    // sin t = t + t*z*(-1/3! + z*(1/5! + z*(-1/7! + z/9!)))
    let sp = horner(
        o,
        &[-1.0 / 6.0, 1.0 / 120.0, -1.0 / 5040.0, 1.0 / 362_880.0],
    );
    let tz = o.mul_f64(t, z);
    let tail = o.mul_f64(tz, sp);
    let sin = o.add_f64(t, tail);
    // cos t = (1 - z/2) + z^2*(1/4! + z*(-1/6! + z*(1/8! - z/10!)))
    let cp = horner(
        o,
        &[1.0 / 24.0, -1.0 / 720.0, 1.0 / 40_320.0, -1.0 / 3_628_800.0],
    );
    let zz = o.mul_f64(z, z);
    let tail = o.mul_f64(zz, cp);
    let half = o.const_f64(0.5);
    let hz = o.mul_f64(half, z);
    let one = o.const_f64(1.0);
    let head = o.sub_f64(one, hz);
    let cos = o.add_f64(head, tail);
    (sin, cos)
}
