//! The project's own f64 math library: `ln` and `cos`, straight-line over [`Ops`].
//!
//! Both routines are branch-free sequences of IEEE-754 basic operations (no FMA), integer/bit
//! operations and selects, so the reference interpreter ([`super::Eval`]) and every LLVM target
//! compute the same bits. Special cases are computed alongside the main path and chosen by
//! selects at the end.
//!
//! * [`ln_f64`]: fdlibm/musl `log` (e_log.c). `x = 2^k * (1 + f)` with `1 + f` in
//!   `[sqrt(2)/2, sqrt(2))`, `s = f / (2 + f)`, the `Lg1..Lg7` minimax polynomial `R(s^2)`, and
//!   `ln(x) = s*(hfsq + R) + k*ln2_lo - hfsq + f + k*ln2_hi` with `hfsq = f*f/2`. Subnormal
//!   inputs are scaled by `2^54` (chosen by a select) before the split. Full domain:
//!   `ln(±0) = -inf`, `ln(x < 0) = NaN`, `ln(+inf) = +inf`, `ln(NaN) = NaN`, `ln(1) = +0`.
//! * [`cos_f64`]: fdlibm `__rem_pio2` "medium" reduction (`n = rint(x * 2/pi)` by the `0x1.8p52`
//!   trick, then `x - n*pi/2` with the three-part Cody–Waite split of `pi/2` and its tails; the
//!   three rounds are all computed and fdlibm's choice among them, by the cancellation seen, is
//!   made with selects), then both fdlibm kernels
//!   `__kernel_cos(y0, y1)` and `__kernel_sin(y0, y1, 1)` and a select by the quadrant `n mod 4`.
//!   Domain: `|x| < 1647099` (`0x1.921fbp20`, fdlibm's medium-case bound `≈ 2^20 * pi/2`).
//!   Outside it, and for NaN and ±inf, it returns NaN (rather than a silently inaccurate value).
//!
//! The noise streams call them on arguments they know: [`ln_f64_positive_normal`] and
//! [`cos_f64_box_muller_angle`] leave out the selects and the reduction round that cannot
//! change the result on those arguments (each doc says why), so they compute `ln_f64`'s and
//! `cos_f64`'s bits with fewer operations.
//!
//! Measured accuracy (`tests/it/numeric.rs`, error `|ours - exact| / ulp(exact)` against a
//! 128-bit `astro-float` oracle): `ln` max 0.803 ulp over 1.03·10^6 arguments (uniform,
//! Box–Muller, log-uniform over every binade of `(0, 1]`, subnormals, near 1, a sample above 1);
//! `cos` max 0.755 ulp over 1.02·10^6 arguments (Box–Muller angles, uniform and bit-pattern
//! sampling of `[0, 2*pi)`, the neighbourhoods of the multiples of pi/4, a sample of the rest of
//! the domain). fdlibm's error analysis bounds both below 1 ulp.

use super::Ops;

// `ln` constants (fdlibm e_log.c), given by their exact bit patterns.
const LN2_HI: f64 = f64::from_bits(0x3FE6_2E42_FEE0_0000);
const LN2_LO: f64 = f64::from_bits(0x3DEA_39EF_3579_3C76);
const LG1: f64 = f64::from_bits(0x3FE5_5555_5555_5593);
const LG2: f64 = f64::from_bits(0x3FD9_9999_9997_FA04);
const LG3: f64 = f64::from_bits(0x3FD2_4924_9422_9359);
const LG4: f64 = f64::from_bits(0x3FCC_71C5_1D8E_78AF);
const LG5: f64 = f64::from_bits(0x3FC7_4664_96CB_03DE);
const LG6: f64 = f64::from_bits(0x3FC3_9A09_D078_C69F);
const LG7: f64 = f64::from_bits(0x3FC2_F112_DF3E_5244);

/// Smallest positive normal f64, `2^-1022`.
const MIN_NORMAL: f64 = f64::from_bits(0x0010_0000_0000_0000);
/// `2^54`, the scale applied to subnormal inputs of `ln`.
const TWO_POW_54: f64 = f64::from_bits(0x4350_0000_0000_0000);

/// Natural logarithm, faithful (< 1 ulp) on the whole f64 domain. See the module doc.
pub fn ln_f64<O: Ops>(o: &mut O, x: O::F64) -> O::F64 {
    // Scale subnormals (and, harmlessly, zeros and negatives, which are replaced at the end).
    let min_normal = o.const_f64(MIN_NORMAL);
    let is_small = o.lt_f64(x, min_normal);
    let scale = o.const_f64(TWO_POW_54);
    let x_scaled = o.mul_f64(x, scale);
    let xs = o.select_f64(is_small, x_scaled, x);
    let k_bias_small = o.const_u64(0x3ff + 54);
    let k_bias_normal = o.const_u64(0x3ff);
    let k_bias = o.select_u64(is_small, k_bias_small, k_bias_normal);
    let result = ln_main_path(o, xs, k_bias);

    // Special values. ln(1) = +0 already falls out of the main path.
    let zero = o.const_f64(0.0);
    let inf = o.const_f64(f64::INFINITY);
    let neg_inf = o.const_f64(f64::NEG_INFINITY);
    let nan = o.const_f64(f64::NAN);
    let is_inf = o.eq_f64(x, inf);
    let result = o.select_f64(is_inf, inf, result);
    let is_zero = o.eq_f64(x, zero);
    let result = o.select_f64(is_zero, neg_inf, result);
    let is_neg = o.lt_f64(x, zero);
    let is_nan = o.is_nan_f64(x);
    let is_invalid = o.or_bool(is_neg, is_nan);
    o.select_f64(is_invalid, nan, result)
}

/// [`ln_f64`] of a positive, normal, finite `x` (`2^-1022 <= x < inf`): its main path alone,
/// without the subnormal scaling and the special-value selects, which change nothing there
/// (`x` is not scaled, and every special-case test is false), so the bits are `ln_f64`'s. The
/// noise streams take their logarithms in this domain: uniforms `u` in `[2^-33, 1 - 2^-33]`
/// ([`super::philox::uniform_f64`]) and the Gumbel noise's `-ln(u)` in `[1.1e-10, 22.9]`.
pub fn ln_f64_positive_normal<O: Ops>(o: &mut O, x: O::F64) -> O::F64 {
    let k_bias = o.const_u64(0x3ff);
    ln_main_path(o, x, k_bias)
}

/// fdlibm's `log` of a positive finite normal `xs` whose exponent is biased by `k_bias`.
fn ln_main_path<O: Ops>(o: &mut O, xs: O::F64, k_bias: O::U64) -> O::F64 {
    // Split xs = 2^k * m with m in [sqrt(2)/2, sqrt(2)), working on the high word as fdlibm.
    let bits = o.bits_f64(xs);
    let hx = o.shr_u64(bits, 32);
    let bump = o.const_u64(0x3ff0_0000 - 0x3fe6_a09e);
    let hx = o.add_u64(hx, bump);
    // No mask: for positive finite inputs `hx < 2^32`, so this is the biased exponent of m's
    // binade (up to 0x800 for the largest inputs); other inputs are replaced at the end.
    let hx_exp = o.shr_u64(hx, 20);
    let k = o.sub_u64(hx_exp, k_bias);
    let frac_mask = o.const_u64(0x000f_ffff);
    let hx_frac = o.and_u64(hx, frac_mask);
    let unbump = o.const_u64(0x3fe6_a09e);
    let hx_m = o.add_u64(hx_frac, unbump);
    let hi_m = o.shl_u64(hx_m, 32);
    let lo_mask = o.const_u64(0xffff_ffff);
    let lo = o.and_u64(bits, lo_mask);
    let m_bits = o.or_u64(hi_m, lo);
    let m = o.from_bits_f64(m_bits);

    let one = o.const_f64(1.0);
    let two = o.const_f64(2.0);
    let half = o.const_f64(0.5);
    let f = o.sub_f64(m, one);
    let f_half = o.mul_f64(half, f);
    let hfsq = o.mul_f64(f_half, f);
    let two_plus_f = o.add_f64(two, f);
    let s = o.div_f64(f, two_plus_f);
    let z = o.mul_f64(s, s);
    let w = o.mul_f64(z, z);
    // t1 = w*(Lg2 + w*(Lg4 + w*Lg6))
    let t1 = poly_horner(o, w, &[LG2, LG4, LG6]);
    let t1 = o.mul_f64(w, t1);
    // t2 = z*(Lg1 + w*(Lg3 + w*(Lg5 + w*Lg7)))
    let t2 = poly_horner(o, w, &[LG1, LG3, LG5, LG7]);
    let t2 = o.mul_f64(z, t2);
    let r = o.add_f64(t2, t1);
    let dk = o.i64_to_f64(k);

    // s*(hfsq+R) + dk*ln2_lo - hfsq + f + dk*ln2_hi, left to right.
    let hfsq_r = o.add_f64(hfsq, r);
    let acc = o.mul_f64(s, hfsq_r);
    let ln2_lo = o.const_f64(LN2_LO);
    let k_lo = o.mul_f64(dk, ln2_lo);
    let acc = o.add_f64(acc, k_lo);
    let acc = o.sub_f64(acc, hfsq);
    let acc = o.add_f64(acc, f);
    let ln2_hi = o.const_f64(LN2_HI);
    let k_hi = o.mul_f64(dk, ln2_hi);
    o.add_f64(acc, k_hi)
}

// `cos` argument reduction constants (fdlibm __rem_pio2).
/// `0x1.8p52`: adding and subtracting it rounds to an integer.
const TOINT: f64 = f64::from_bits(0x4338_0000_0000_0000);
const INV_PIO2: f64 = f64::from_bits(0x3FE4_5F30_6DC9_C883);
const PIO2_1: f64 = f64::from_bits(0x3FF9_21FB_5440_0000);
const PIO2_1T: f64 = f64::from_bits(0x3DD0_B461_1A62_6331);
const PIO2_2: f64 = f64::from_bits(0x3DD0_B461_1A60_0000);
const PIO2_2T: f64 = f64::from_bits(0x3BA3_198A_2E03_7073);
const PIO2_3: f64 = f64::from_bits(0x3BA3_198A_2E00_0000);
const PIO2_3T: f64 = f64::from_bits(0x397B_839A_2520_49C1);
/// `cos_f64` is faithful for `|x| <` this bound (`0x1.921fbp20`); outside it returns NaN.
pub const COS_F64_DOMAIN: f64 = f64::from_bits(0x4139_21FB_0000_0000);

// `__kernel_cos` coefficients.
const C1: f64 = f64::from_bits(0x3FA5_5555_5555_554C);
const C2: f64 = f64::from_bits(0xBF56_C16C_16C1_5177);
const C3: f64 = f64::from_bits(0x3EFA_01A0_19CB_1590);
const C4: f64 = f64::from_bits(0xBE92_7E4F_809C_52AD);
const C5: f64 = f64::from_bits(0x3E21_EE9E_BDB4_B1C4);
const C6: f64 = f64::from_bits(0xBDA8_FAE9_BE88_38D4);

// `__kernel_sin` coefficients.
const S1: f64 = f64::from_bits(0xBFC5_5555_5555_5549);
const S2: f64 = f64::from_bits(0x3F81_1111_1110_F8A6);
const S3: f64 = f64::from_bits(0xBF2A_01A0_19C1_61D5);
const S4: f64 = f64::from_bits(0x3EC7_1DE3_57B1_FE7D);
const S5: f64 = f64::from_bits(0xBE5A_E5E6_8A2B_9CEB);
const S6: f64 = f64::from_bits(0x3DE5_D93A_5ACF_D57C);

/// Cosine, faithful (< 1 ulp) for `|x| < COS_F64_DOMAIN` (about `1.647e6`); NaN outside it and
/// for NaN and ±inf. See the module doc.
pub fn cos_f64<O: Ops>(o: &mut O, x: O::F64) -> O::F64 {
    let result = cos_reduced(o, x, Rounds::Three);

    // Domain: |x| < bound (false for NaN and ±inf too).
    let abs_mask = o.const_u64(0x7fff_ffff_ffff_ffff);
    let x_bits = o.bits_f64(x);
    let abs_bits = o.and_u64(x_bits, abs_mask);
    let abs_x = o.from_bits_f64(abs_bits);
    let bound = o.const_f64(COS_F64_DOMAIN);
    let in_domain = o.lt_f64(abs_x, bound);
    let nan = o.const_f64(f64::NAN);
    o.select_f64(in_domain, result, nan)
}

/// [`cos_f64`] of the Box–Muller angle `x = f64(6.283185307179586 * u)`,
/// `u = (w + 0.5) * 2^-32` for a 32-bit word `w` ([`super::philox::uniform_f64`]): the same
/// bits, without what cannot matter for these arguments, the domain select (`0 < x < 2*pi`)
/// and the third Cody–Waite round. fdlibm takes that round only when the second cancelled
/// more than 49 bits against `x`; here `|u - n/4| >= 2^-33` for every integer `n` (`(w + 0.5)
/// * 2^-32` is never a multiple of `2^-2`), so `|x - n*pi/2| >= 2*pi * 2^-33 - 2^-50 > 2^-31`
/// while `x < 2^3`: the reduced argument keeps its exponent within 34 of `x`'s, and the round
/// is never taken. (The words nearest the multiples of pi/2, the only ones whose reduction
/// cancels more than 16 bits, are pinned by `noise_streams_are_pinned`.)
pub fn cos_f64_box_muller_angle<O: Ops>(o: &mut O, x: O::F64) -> O::F64 {
    cos_reduced(o, x, Rounds::Two)
}

/// How many Cody–Waite rounds the reduction computes and chooses among.
#[derive(Clone, Copy)]
enum Rounds {
    Two,
    Three,
}

/// `cos(x)` for `x` inside [`COS_F64_DOMAIN`]: reduction, both kernels, quadrant select.
fn cos_reduced<O: Ops>(o: &mut O, x: O::F64, rounds: Rounds) -> O::F64 {
    let (y0, y1, quadrant) = rem_pio2_medium(o, x, rounds);
    let c = kernel_cos(o, y0, y1);
    let s = kernel_sin(o, y0, y1);
    let neg_c = o.neg_f64(c);
    let neg_s = o.neg_f64(s);

    // n mod 4: 0 -> cos, 1 -> -sin, 2 -> -cos, 3 -> sin.
    let one = o.const_u64(1);
    let two = o.const_u64(2);
    let bit0 = o.and_u64(quadrant, one);
    let bit1 = o.and_u64(quadrant, two);
    let is_odd = o.eq_u64(bit0, one);
    let is_upper = o.eq_u64(bit1, two);
    let even_value = o.select_f64(is_upper, neg_c, c);
    let odd_value = o.select_f64(is_upper, s, neg_s);
    o.select_f64(is_odd, odd_value, even_value)
}

/// fdlibm `__rem_pio2`, medium case, with all three Cody–Waite rounds (`Rounds::Three`) or,
/// for arguments whose second round never cancels more than 49 bits, the first two: returns
/// `(y0, y1, n)` with `x - n*pi/2 ≈ y0 + y1` and `n` as two's complement in the low bits of the
/// u64 (only `n mod 4` is used).
fn rem_pio2_medium<O: Ops>(o: &mut O, x: O::F64, rounds: Rounds) -> (O::F64, O::F64, O::U64) {
    let inv_pio2 = o.const_f64(INV_PIO2);
    let toint = o.const_f64(TOINT);
    let scaled = o.mul_f64(x, inv_pio2);
    let shifted = o.add_f64(scaled, toint);
    let quadrant = o.bits_f64(shifted);
    let fn_ = o.sub_f64(shifted, toint);

    // Round 1 (85 bits): r = x - fn*pio2_1 (exact); w = fn*pio2_1t.
    let pio2_1 = o.const_f64(PIO2_1);
    let pio2_1t = o.const_f64(PIO2_1T);
    let p1 = o.mul_f64(fn_, pio2_1);
    let r1 = o.sub_f64(x, p1);
    let w1 = o.mul_f64(fn_, pio2_1t);
    // Rounds 2 (118 bits) and 3 (151 bits): t = r; w = fn*pio2_k; r = t - w;
    // w = fn*pio2_kt - ((t - r) - w). Each restarts from the previous `r` and replaces the
    // previous tail, so, exactly as in fdlibm, round k+1 is used only when round k cancelled
    // more than 16 (resp. 49) bits against x: there `t - w` is exact. The rounds asked for are
    // all computed and the selects below pick the one fdlibm's branches would.
    let (r2, w2) = cody_waite_round(o, fn_, r1, PIO2_2, PIO2_2T);
    let y0_1 = o.sub_f64(r1, w1);
    let ex = biased_exponent(o, x);
    let ey_1 = biased_exponent(o, y0_1);
    // ex - ey > 16  <=>  ey + 16 < ex (no wrap-around: exponents are 11-bit).
    let c16 = o.const_u64(16);
    let ey_1_16 = o.add_u64(ey_1, c16);
    let need_2 = o.lt_u64(ey_1_16, ex);
    let (r23, w23) = match rounds {
        Rounds::Two => (r2, w2),
        Rounds::Three => {
            let (r3, w3) = cody_waite_round(o, fn_, r2, PIO2_3, PIO2_3T);
            let y0_2 = o.sub_f64(r2, w2);
            let ey_2 = biased_exponent(o, y0_2);
            let c49 = o.const_u64(49);
            let ey_2_49 = o.add_u64(ey_2, c49);
            let need_3 = o.lt_u64(ey_2_49, ex);
            (o.select_f64(need_3, r3, r2), o.select_f64(need_3, w3, w2))
        }
    };
    let r = o.select_f64(need_2, r23, r1);
    let w = o.select_f64(need_2, w23, w1);
    let y0 = o.sub_f64(r, w);
    let r_minus_y0 = o.sub_f64(r, y0);
    let y1 = o.sub_f64(r_minus_y0, w);
    (y0, y1, quadrant)
}

/// The biased exponent field of `x` (sign dropped), as a u64 in `0..=0x7ff`.
fn biased_exponent<O: Ops>(o: &mut O, x: O::F64) -> O::U64 {
    let bits = o.bits_f64(x);
    let shifted = o.shr_u64(bits, 52);
    let mask = o.const_u64(0x7ff);
    o.and_u64(shifted, mask)
}

fn cody_waite_round<O: Ops>(
    o: &mut O,
    fn_: O::F64,
    t: O::F64,
    part: f64,
    tail: f64,
) -> (O::F64, O::F64) {
    let part = o.const_f64(part);
    let tail = o.const_f64(tail);
    let w = o.mul_f64(fn_, part);
    let r = o.sub_f64(t, w);
    let fn_tail = o.mul_f64(fn_, tail);
    let t_minus_r = o.sub_f64(t, r);
    let lost = o.sub_f64(t_minus_r, w);
    let w = o.sub_f64(fn_tail, lost);
    (r, w)
}

/// fdlibm `__kernel_cos(x, y)` on `|x + y| <= ~pi/4`.
fn kernel_cos<O: Ops>(o: &mut O, x: O::F64, y: O::F64) -> O::F64 {
    let z = o.mul_f64(x, x);
    let w = o.mul_f64(z, z);
    // r = z*(C1 + z*(C2 + z*C3)) + w*w*(C4 + z*(C5 + z*C6))
    let p = poly_horner(o, z, &[C1, C2, C3]);
    let p = o.mul_f64(z, p);
    let q = poly_horner(o, z, &[C4, C5, C6]);
    let ww = o.mul_f64(w, w);
    let q = o.mul_f64(ww, q);
    let r = o.add_f64(p, q);
    let half = o.const_f64(0.5);
    let hz = o.mul_f64(half, z);
    let one = o.const_f64(1.0);
    let w = o.sub_f64(one, hz);
    // w + (((1 - w) - hz) + (z*r - x*y))
    let one_minus_w = o.sub_f64(one, w);
    let lost = o.sub_f64(one_minus_w, hz);
    let zr = o.mul_f64(z, r);
    let xy = o.mul_f64(x, y);
    let corr = o.sub_f64(zr, xy);
    let tail = o.add_f64(lost, corr);
    o.add_f64(w, tail)
}

/// fdlibm `__kernel_sin(x, y, iy = 1)` on `|x + y| <= ~pi/4`.
fn kernel_sin<O: Ops>(o: &mut O, x: O::F64, y: O::F64) -> O::F64 {
    let z = o.mul_f64(x, x);
    let w = o.mul_f64(z, z);
    // r = S2 + z*(S3 + z*S4) + z*w*(S5 + z*S6)
    let p = poly_horner(o, z, &[S3, S4]);
    let p = o.mul_f64(z, p);
    let s2 = o.const_f64(S2);
    let r = o.add_f64(s2, p);
    let q = poly_horner(o, z, &[S5, S6]);
    let zw = o.mul_f64(z, w);
    let q = o.mul_f64(zw, q);
    let r = o.add_f64(r, q);
    let v = o.mul_f64(z, x);
    // x - ((z*(0.5*y - v*r) - y) - v*S1)
    let half = o.const_f64(0.5);
    let half_y = o.mul_f64(half, y);
    let vr = o.mul_f64(v, r);
    let inner = o.sub_f64(half_y, vr);
    let z_inner = o.mul_f64(z, inner);
    let z_inner_y = o.sub_f64(z_inner, y);
    let s1 = o.const_f64(S1);
    let v_s1 = o.mul_f64(v, s1);
    let corr = o.sub_f64(z_inner_y, v_s1);
    o.sub_f64(x, corr)
}

/// Horner's rule `c[0] + t*(c[1] + t*(... + t*c[n-1]))`, innermost first, no FMA.
fn poly_horner<O: Ops>(o: &mut O, t: O::F64, coeffs: &[f64]) -> O::F64 {
    let (last, rest) = coeffs.split_last().expect("at least one coefficient");
    let mut acc = o.const_f64(*last);
    for &c in rest.iter().rev() {
        let prod = o.mul_f64(t, acc);
        let c = o.const_f64(c);
        acc = o.add_f64(c, prod);
    }
    acc
}
