//! The f32 math library against an f64 oracle: Rust's `std` f64 `exp`/`ln`/`ln_1p`/`tanh`/
//! `powf` evaluated on the exact f32 input are accurate to about one f64 ulp, `2^-29` of an f32
//! ulp, far below the 1-ulp bound tested here. Each accuracy test sweeps a stride through every
//! finite f32 bit pattern (both signs, about 4.2·10^6 of them) plus dense samples of the ranges that matter, asserts a
//! max error below 1 ulp and prints it. Special values are checked bit for bit, and a counting
//! backend shows every routine is a straight line.

use std::time::Instant;

use tessera_build::numeric::{Eval, Ops, mathlib32 as m};

use crate::counting::Counting;

// ---------------------------------------------------------------------------------------------
// Error measure
// ---------------------------------------------------------------------------------------------

/// The f32 ulp at the exact value `v`: `2^(e - 23)` for `|v|` in `[2^e, 2^(e+1))`, `2^-149`
/// below `2^-126` (the subnormal spacing), `2^104` from `2^128` on. At a binade boundary the
/// ulp is that of the binade the exact value lies in, so a result rounded up to `2^e` from
/// just below it is measured in the smaller ulp.
fn ulp_f32(v: f64) -> f64 {
    let a = v.abs();
    if a < 2f64.powi(-126) {
        return 2f64.powi(-149);
    }
    let e = ((a.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    2f64.powi(e.min(127) - 23)
}

/// `|ours - exact| / ulp_f32(exact)`. An infinite result is exact for an infinite oracle of the
/// same sign and 0 ulp off for a finite one beyond `f32::MAX` (it is the rounded-up neighbour
/// of `MAX`); any other infinity or NaN mismatch is an infinite error.
fn ulp_error(ours: f32, exact: f64) -> f64 {
    if exact.is_nan() || ours.is_nan() {
        return if exact.is_nan() && ours.is_nan() {
            0.0
        } else {
            f64::INFINITY
        };
    }
    if ours.is_infinite() {
        let same_sign = (exact > 0.0) == (ours > 0.0);
        let beyond = exact.abs() > f64::from(f32::MAX);
        return if same_sign && beyond {
            0.0
        } else {
            f64::INFINITY
        };
    }
    if exact.is_infinite() {
        return f64::INFINITY;
    }
    (f64::from(ours) - exact).abs() / ulp_f32(exact)
}

/// Max ulp error of `ours` against `oracle` over `args`; asserts it is below 1 and prints it.
#[track_caller]
fn check_max_ulp(name: &str, args: &[f32], ours: impl Fn(f32) -> f32, oracle: impl Fn(f64) -> f64) {
    let start = Instant::now();
    let mut worst = (0.0f64, 0.0f32);
    for &x in args {
        let err = ulp_error(ours(x), oracle(f64::from(x)));
        if err > worst.0 || err.is_nan() {
            worst = (err, x);
        }
    }
    println!(
        "{name}: max {:.6} ulp at x = {:e} ({:#010x}) over {} arguments ({:.2?})",
        worst.0,
        worst.1,
        worst.1.to_bits(),
        args.len(),
        start.elapsed()
    );
    assert!(
        args.len() >= 1_000_000,
        "{name}: only {} arguments",
        args.len()
    );
    assert!(
        worst.0 < 1.0,
        "{name}: {} ulp at x = {:e} ({:#010x})",
        worst.0,
        worst.1,
        worst.1.to_bits()
    );
}

// ---------------------------------------------------------------------------------------------
// Arguments
// ---------------------------------------------------------------------------------------------

fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Every `stride`-th f32 bit pattern (offset to reach odd mantissas too), finite ones only.
fn bit_sweep(stride: u32) -> Vec<f32> {
    (0..=u32::MAX / stride)
        .map(|i| f32::from_bits(i.wrapping_mul(stride).wrapping_add(i % 977)))
        .filter(|x| x.is_finite())
        .collect()
}

/// `n` f32 values uniform in `[lo, hi)` (rounded from f64).
fn uniform(seed: u64, n: usize, lo: f64, hi: f64) -> Vec<f32> {
    let mut state = seed;
    (0..n)
        .map(|_| {
            let u = (splitmix64(&mut state) >> 11) as f64 * 2f64.powi(-53);
            (lo + (hi - lo) * u) as f32
        })
        .collect()
}

/// `n` f32 values with bit patterns uniform in `[lo_bits, hi_bits)`: log-uniform over binades.
fn bits_between(seed: u64, n: usize, lo_bits: u32, hi_bits: u32) -> Vec<f32> {
    let mut state = seed;
    (0..n)
        .map(|_| {
            f32::from_bits(lo_bits + (splitmix64(&mut state) % u64::from(hi_bits - lo_bits)) as u32)
        })
        .collect()
}

/// `n` values each side of `center`, at consecutive f32 steps.
fn around(center: f32, n: u32) -> Vec<f32> {
    let b = center.to_bits();
    (b.saturating_sub(n)..b.saturating_add(n))
        .map(f32::from_bits)
        .collect()
}

fn negated(xs: &[f32]) -> Vec<f32> {
    xs.iter().map(|x| -x).collect()
}

// The worst arguments of each half-range found by an exhaustive run over all 2^32 inputs (kept
// here so the sampled maximum equals the true one).
const EXP_WORST: [u32; 2] = [0xc217_1adb, 0x4179_8c4c]; // 0.9101, 0.8940 ulp
const LN_WORST: [u32; 2] = [0x3fb3_e619, 0x3f33_885e]; // 0.8348, 0.8092 ulp
const LOG1P_WORST: [u32; 2] = [0x3ecf_9864, 0x3ece_7505]; // 0.8348, 0.8275 ulp

const SUBNORMAL_TOP: u32 = 0x0080_0000;
const ONE_BITS: u32 = 0x3f80_0000;

// ---------------------------------------------------------------------------------------------
// Accuracy
// ---------------------------------------------------------------------------------------------

#[test]
fn exp_f32_is_faithful() {
    let mut args = bit_sweep(1024);
    args.extend(uniform(1, 400_000, -104.0, 89.0));
    args.extend(uniform(2, 200_000, -1.0, 1.0));
    // Subnormal and near-overflow results, and the tiny arguments where exp(x) is 1 +- ulp.
    args.extend(uniform(3, 200_000, -104.0, -87.0));
    args.extend(around(88.722_84, 20_000));
    args.extend(bits_between(4, 100_000, 0x2000_0000, 0x3a00_0000));
    args.extend(negated(&bits_between(5, 100_000, 0x2000_0000, 0x3a00_0000)));
    args.extend(EXP_WORST.map(f32::from_bits));
    check_max_ulp("exp_f32", &args, |x| m::exp_f32(&mut Eval, x), f64::exp);
}

#[test]
fn ln_f32_is_faithful() {
    let mut args = bit_sweep(1024);
    args.extend(uniform(11, 400_000, 0.5, 2.0));
    args.extend(bits_between(12, 300_000, 1, SUBNORMAL_TOP));
    args.extend(bits_between(13, 300_000, SUBNORMAL_TOP, 0x7f80_0000));
    args.extend(around(1.0, 50_000));
    args.extend(around(std::f32::consts::FRAC_1_SQRT_2, 20_000));
    args.extend(around(std::f32::consts::SQRT_2, 20_000));
    args.extend(LN_WORST.map(f32::from_bits));
    check_max_ulp("ln_f32", &args, |x| m::ln_f32(&mut Eval, x), f64::ln);
}

#[test]
fn log1p_f32_is_faithful() {
    let mut args = bit_sweep(1024);
    args.extend(uniform(21, 400_000, -1.0, 1.0));
    args.extend(uniform(22, 200_000, -0.3, 0.42));
    // Near zero (both signs, every binade incl. subnormals), near -1, and large.
    args.extend(bits_between(23, 150_000, 1, ONE_BITS));
    args.extend(negated(&bits_between(24, 150_000, 1, ONE_BITS)));
    args.extend(around(-1.0, 1 << 15).into_iter().filter(|&x| x > -1.0));
    args.extend(bits_between(25, 100_000, ONE_BITS, 0x7f80_0000));
    args.extend(around(std::f32::consts::SQRT_2 - 1.0, 20_000));
    args.extend(around(std::f32::consts::FRAC_1_SQRT_2 - 1.0, 20_000));
    args.extend(LOG1P_WORST.map(f32::from_bits));
    check_max_ulp(
        "log1p_f32",
        &args,
        |x| m::log1p_f32(&mut Eval, x),
        f64::ln_1p,
    );
}

#[test]
fn tanh_f32_is_faithful() {
    let mut args = bit_sweep(1024);
    args.extend(uniform(31, 400_000, -10.0, 10.0));
    args.extend(bits_between(32, 200_000, 1, 0x4120_0000));
    args.extend(negated(&bits_between(33, 200_000, 1, 0x4120_0000)));
    args.extend(uniform(34, 100_000, -1.0, 1.0));
    check_max_ulp("tanh_f32", &args, |x| m::tanh_f32(&mut Eval, x), f64::tanh);
}

fn sigmoid_oracle(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

#[test]
fn sigmoid_f32_is_faithful() {
    let mut args = bit_sweep(1024);
    args.extend(uniform(41, 400_000, -110.0, 20.0));
    args.extend(uniform(42, 200_000, -8.0, 8.0));
    args.extend(uniform(43, 100_000, -104.0, -87.0));
    args.extend(bits_between(44, 100_000, 1, 0x4000_0000));
    args.extend(negated(&bits_between(45, 100_000, 1, 0x4000_0000)));
    check_max_ulp(
        "sigmoid_f32",
        &args,
        |x| m::sigmoid_f32(&mut Eval, x),
        sigmoid_oracle,
    );
}

fn softplus_oracle(x: f64) -> f64 {
    x.max(0.0) + (-x.abs()).exp().ln_1p()
}

#[test]
fn softplus_f32_is_faithful() {
    let mut args = bit_sweep(1024);
    args.extend(uniform(51, 400_000, -110.0, 110.0));
    args.extend(uniform(52, 200_000, -20.0, 20.0));
    args.extend(uniform(53, 100_000, -104.0, -87.0));
    args.extend(bits_between(54, 100_000, 1, 0x4200_0000));
    args.extend(negated(&bits_between(55, 100_000, 1, 0x4200_0000)));
    check_max_ulp(
        "softplus_f32",
        &args,
        |x| m::softplus_f32(&mut Eval, x),
        softplus_oracle,
    );
}

#[test]
fn pow_f32_is_faithful() {
    let start = Instant::now();
    let mut state = 61u64;
    let mut pairs: Vec<(f32, f32)> = Vec::new();
    // Any positive base (subnormals included), with an exponent aimed at a result anywhere in
    // [2^-152, 2^129] (so overflow, underflow and subnormal results are all covered).
    let positive = bits_between(62, 600_000, 1, 0x7f80_0000);
    for &x in &positive {
        let u = (splitmix64(&mut state) >> 11) as f64 * 2f64.powi(-53);
        let target_ln = (-152.0 + 281.0 * u) * std::f64::consts::LN_2;
        let p = (target_ln / f64::from(x).ln()) as f32;
        if p.is_finite() {
            pairs.push((x, p));
        }
    }
    // Bases near 1 with large exponents; moderate bases and exponents; small integer powers.
    for (x, p) in uniform(63, 200_000, 0.5, 2.0)
        .into_iter()
        .zip(uniform(64, 200_000, -200.0, 200.0))
    {
        pairs.push((x, p));
    }
    for (x, p) in uniform(65, 200_000, 0.0, 100.0)
        .into_iter()
        .zip(uniform(66, 200_000, -8.0, 8.0))
    {
        pairs.push((x, p));
    }
    for (x, p) in bits_between(67, 100_000, 1, 0x7f80_0000)
        .into_iter()
        .zip(uniform(68, 100_000, -4.0, 4.0))
    {
        pairs.push((x, p.round()));
    }

    let mut worst = (0.0f64, 0.0f32, 0.0f32);
    for &(x, p) in &pairs {
        let exact = f64::from(x).powf(f64::from(p));
        let err = ulp_error(m::pow_f32(&mut Eval, x, p), exact);
        if err > worst.0 || err.is_nan() {
            worst = (err, x, p);
        }
    }
    println!(
        "pow_f32: max {:.6} ulp at (x, p) = ({:e}, {:e}) over {} pairs ({:.2?})",
        worst.0,
        worst.1,
        worst.2,
        pairs.len(),
        start.elapsed()
    );
    assert!(
        pairs.len() >= 1_000_000,
        "pow_f32: only {} pairs",
        pairs.len()
    );
    assert!(
        worst.0 < 1.0,
        "pow_f32: {} ulp at ({:e}, {:e})",
        worst.0,
        worst.1,
        worst.2
    );
}

// ---------------------------------------------------------------------------------------------
// Special values
// ---------------------------------------------------------------------------------------------

#[track_caller]
fn check_bits(name: &str, got: f32, expected: f32) {
    assert_eq!(
        got.to_bits(),
        expected.to_bits(),
        "{name}: got {got:e} ({:#010x}), expected {expected:e} ({:#010x})",
        got.to_bits(),
        expected.to_bits()
    );
}

/// NaN results are the canonical quiet NaN, whatever the input's payload.
#[track_caller]
fn check_nan(name: &str, got: f32) {
    assert_eq!(
        got.to_bits(),
        0x7fc0_0000,
        "{name}: got {got:e} ({:#010x})",
        got.to_bits()
    );
}

const INF: f32 = f32::INFINITY;
const NEG_INF: f32 = f32::NEG_INFINITY;
const MIN_SUB: f32 = f32::from_bits(1);
/// NaNs with other signs and payloads than the canonical one.
const ODD_NANS: [f32; 3] = [
    f32::from_bits(0xffc0_0000),
    f32::from_bits(0x7f80_0001),
    f32::from_bits(0x7fc1_2345),
];

fn nan_inputs() -> Vec<f32> {
    let mut v = vec![f32::NAN];
    v.extend(ODD_NANS);
    v
}

#[test]
fn exp_f32_special_values() {
    let f = |x| m::exp_f32(&mut Eval, x);
    for x in nan_inputs() {
        check_nan("exp(NaN)", f(x));
    }
    check_bits("exp(-inf)", f(NEG_INF), 0.0);
    check_bits("exp(+inf)", f(INF), INF);
    check_bits("exp(+0)", f(0.0), 1.0);
    check_bits("exp(-0)", f(-0.0), 1.0);
    check_bits("exp(min subnormal)", f(MIN_SUB), 1.0);
    check_bits("exp(f32::MAX)", f(f32::MAX), INF);
    check_bits("exp(88.72284)", f(88.722_84), INF);
    check_bits("exp(-f32::MAX)", f(-f32::MAX), 0.0);
    check_bits("exp(-104)", f(-104.0), 0.0);
    // e^-103.97 is 1.00x 2^-149 (the smallest subnormal); e^-87.336 is just under 2^-126.
    check_bits("exp(-103.97)", f(-103.97), MIN_SUB);
    assert!(f(-87.34).is_subnormal() && f(-87.3).is_normal());
    check_bits("exp(1)", f(1.0), std::f32::consts::E);
}

#[test]
fn ln_f32_special_values() {
    let f = |x| m::ln_f32(&mut Eval, x);
    for x in nan_inputs() {
        check_nan("ln(NaN)", f(x));
    }
    check_bits("ln(+0)", f(0.0), NEG_INF);
    check_bits("ln(-0)", f(-0.0), NEG_INF);
    check_bits("ln(+inf)", f(INF), INF);
    check_bits("ln(1)", f(1.0), 0.0);
    for x in [-MIN_SUB, -1.0, -f32::MAX, NEG_INF] {
        check_nan("ln(x < 0)", f(x));
    }
    check_bits("ln(2)", f(2.0), std::f32::consts::LN_2);
    check_bits(
        "ln(min subnormal)",
        f(MIN_SUB),
        (-149.0 * std::f64::consts::LN_2) as f32,
    );
    check_bits("ln(f32::MAX)", f(f32::MAX), f64::from(f32::MAX).ln() as f32);
}

#[test]
fn log1p_f32_special_values() {
    let f = |x| m::log1p_f32(&mut Eval, x);
    for x in nan_inputs() {
        check_nan("log1p(NaN)", f(x));
    }
    check_bits("log1p(-1)", f(-1.0), NEG_INF);
    for x in [-1.000_000_1, -2.0, -f32::MAX, NEG_INF] {
        check_nan("log1p(x < -1)", f(x));
    }
    check_bits("log1p(+inf)", f(INF), INF);
    check_bits("log1p(+0)", f(0.0), 0.0);
    check_bits("log1p(-0)", f(-0.0), -0.0);
    check_bits("log1p(min subnormal)", f(MIN_SUB), MIN_SUB);
    check_bits("log1p(-min subnormal)", f(-MIN_SUB), -MIN_SUB);
    check_bits("log1p(1e-40)", f(1e-40), 1e-40);
    check_bits("log1p(1)", f(1.0), std::f32::consts::LN_2);
    check_bits(
        "log1p(f32::MAX)",
        f(f32::MAX),
        f64::from(f32::MAX).ln() as f32,
    );
}

#[test]
fn tanh_f32_special_values() {
    let f = |x| m::tanh_f32(&mut Eval, x);
    for x in nan_inputs() {
        check_nan("tanh(NaN)", f(x));
    }
    check_bits("tanh(+inf)", f(INF), 1.0);
    check_bits("tanh(-inf)", f(NEG_INF), -1.0);
    check_bits("tanh(+0)", f(0.0), 0.0);
    check_bits("tanh(-0)", f(-0.0), -0.0);
    check_bits("tanh(min subnormal)", f(MIN_SUB), MIN_SUB);
    check_bits("tanh(-1e-40)", f(-1e-40), -1e-40);
    check_bits("tanh(f32::MAX)", f(f32::MAX), 1.0);
    check_bits("tanh(-f32::MAX)", f(-f32::MAX), -1.0);
    check_bits("tanh(10)", f(10.0), 1.0);
}

#[test]
fn sigmoid_f32_special_values() {
    let f = |x| m::sigmoid_f32(&mut Eval, x);
    for x in nan_inputs() {
        check_nan("sigmoid(NaN)", f(x));
    }
    check_bits("sigmoid(-inf)", f(NEG_INF), 0.0);
    check_bits("sigmoid(+inf)", f(INF), 1.0);
    check_bits("sigmoid(+0)", f(0.0), 0.5);
    check_bits("sigmoid(-0)", f(-0.0), 0.5);
    check_bits("sigmoid(f32::MAX)", f(f32::MAX), 1.0);
    check_bits("sigmoid(-f32::MAX)", f(-f32::MAX), 0.0);
    check_bits("sigmoid(-200)", f(-200.0), 0.0);
    check_bits("sigmoid(-80)", f(-80.0), (-80f64).exp() as f32);
    assert!(f(-100.0).is_subnormal() && f(-100.0) > 0.0);
}

#[test]
fn softplus_f32_special_values() {
    let f = |x| m::softplus_f32(&mut Eval, x);
    for x in nan_inputs() {
        check_nan("softplus(NaN)", f(x));
    }
    check_bits("softplus(-inf)", f(NEG_INF), 0.0);
    check_bits("softplus(+inf)", f(INF), INF);
    check_bits("softplus(80)", f(80.0), 80.0);
    check_bits("softplus(f32::MAX)", f(f32::MAX), f32::MAX);
    check_bits("softplus(-80)", f(-80.0), (-80f64).exp() as f32);
    assert!(f(-80.0) > 0.0 && f(-80.0).is_normal());
    check_bits("softplus(-f32::MAX)", f(-f32::MAX), 0.0);
    check_bits("softplus(0)", f(0.0), std::f32::consts::LN_2);
    check_bits("softplus(-0)", f(-0.0), std::f32::consts::LN_2);
    assert!(f(-100.0).is_subnormal() && f(-100.0) > 0.0);
}

#[test]
fn pow_f32_special_values() {
    let f = |x, p| m::pow_f32(&mut Eval, x, p);
    // pow(x, ±0) = 1 and pow(1, p) = 1 for every other operand, NaN and negative included.
    for x in [0.0, -0.0, 1.0, -3.0, INF, NEG_INF, f32::NAN, MIN_SUB] {
        check_bits("pow(x, +0)", f(x, 0.0), 1.0);
        check_bits("pow(x, -0)", f(x, -0.0), 1.0);
    }
    for p in [f32::NAN, INF, NEG_INF, 0.5, -7.0, f32::MAX] {
        check_bits("pow(1, p)", f(1.0, p), 1.0);
    }
    // Negative bases: NaN, integer exponents included.
    for (x, p) in [
        (-2.0, 2.0),
        (-2.0, 3.0),
        (-MIN_SUB, 1.0),
        (NEG_INF, 2.0),
        (-1.0, INF),
    ] {
        check_nan("pow(x < 0, p)", f(x, p));
    }
    // NaN operands otherwise.
    for x in nan_inputs() {
        check_nan("pow(NaN, p)", f(x, 2.0));
        check_nan("pow(x, NaN)", f(2.0, x));
    }
    // Zero base (-0 is taken as +0).
    for x in [0.0, -0.0] {
        check_bits("pow(0, 3)", f(x, 3.0), 0.0);
        check_bits("pow(0, 0.5)", f(x, 0.5), 0.0);
        check_bits("pow(0, +inf)", f(x, INF), 0.0);
        check_bits("pow(0, -1)", f(x, -1.0), INF);
        check_bits("pow(0, -inf)", f(x, NEG_INF), INF);
    }
    check_bits("pow(+inf, 2)", f(INF, 2.0), INF);
    check_bits("pow(+inf, -2)", f(INF, -2.0), 0.0);
    check_bits("pow(2, +inf)", f(2.0, INF), INF);
    check_bits("pow(2, -inf)", f(2.0, NEG_INF), 0.0);
    check_bits("pow(0.5, +inf)", f(0.5, INF), 0.0);
    check_bits("pow(0.5, -inf)", f(0.5, NEG_INF), INF);
    // Exact cases, overflow, subnormal results.
    check_bits("pow(4, 0.5)", f(4.0, 0.5), 2.0);
    check_bits("pow(10, 3)", f(10.0, 3.0), 1000.0);
    check_bits("pow(2, 10)", f(2.0, 10.0), 1024.0);
    check_bits("pow(2, 128)", f(2.0, 128.0), INF);
    check_bits("pow(2, -149)", f(2.0, -149.0), MIN_SUB);
    check_bits("pow(2, -140)", f(2.0, -140.0), f32::from_bits(1 << 9));
    check_bits("pow(f32::MAX, 2)", f(f32::MAX, 2.0), INF);
    check_bits("pow(MIN_SUB, 2)", f(MIN_SUB, 2.0), 0.0);
    check_bits("pow(MIN_SUB, 1)", f(MIN_SUB, 1.0), MIN_SUB);
}

// ---------------------------------------------------------------------------------------------
// Straight-line code
// ---------------------------------------------------------------------------------------------

/// Every routine is a straight line: a counting backend sees the same number of operations for
/// every input (no value-dependent control flow).
#[test]
fn mathlib32_is_straight_line() {
    let inputs = [
        0.0,
        -0.0,
        1.0,
        -1.0,
        MIN_SUB,
        -1e-40,
        0.3,
        -0.3,
        3.5,
        -3.5,
        88.8,
        -103.9,
        1e30,
        -1e30,
        f32::MAX,
        INF,
        NEG_INF,
        f32::NAN,
    ];
    type F = fn(&mut Counting, f32) -> f32;
    let unary: [(&str, F); 7] = [
        ("exp_f32", |c, x| m::exp_f32(c, x)),
        ("ln_f32", |c, x| m::ln_f32(c, x)),
        ("log1p_f32", |c, x| m::log1p_f32(c, x)),
        ("tanh_f32", |c, x| m::tanh_f32(c, x)),
        ("sigmoid_f32", |c, x| m::sigmoid_f32(c, x)),
        ("softplus_f32", |c, x| m::softplus_f32(c, x)),
        ("pow_f32(2, p)", |c, p| {
            let two = c.const_f32(2.0);
            m::pow_f32(c, two, p)
        }),
    ];
    let count = |f: F, x: f32| {
        let mut c = Counting::default();
        f(&mut c, x);
        c.n_ops
    };
    for (name, f) in unary {
        let counts: Vec<usize> = inputs.iter().map(|&x| count(f, x)).collect();
        println!("{name}: {} ops", counts[0]);
        assert!(
            counts.iter().all(|&n| n == counts[0] && n > 0),
            "{name}: op counts {counts:?}"
        );
    }
    let mut counts = Vec::new();
    for &x in &inputs {
        for &p in &inputs {
            let mut c = Counting::default();
            m::pow_f32(&mut c, x, p);
            counts.push(c.n_ops);
        }
    }
    assert!(
        counts.iter().all(|&n| n == counts[0] && n > 0),
        "pow_f32: op counts {counts:?}"
    );
}

#[test]
fn sincos_2pi_f32_is_faithful_on_every_noise_angle() {
    // Every uniform `tessera-fast-v1` can draw: (k + 0.5) * 2^-23 for 23-bit k. The oracle
    // reduces `4u` exactly as the routine does (`r = 4u - rint(4u)`, exact) and evaluates
    // std's f64 sin and cos at `r * pi/2`, far more accurate than an f32 ulp.
    // Every angle's bits are pinned too (a SHA-256 of the sines and cosines in order): the
    // routine's operations may change (2026-12-05: the quadrant's choice made after rounding,
    // in f32), its results may not.
    let start = Instant::now();
    let (mut worst_sin, mut worst_cos) = ((0.0f64, 0.0f32), (0.0f64, 0.0f32));
    let mut bits = Vec::with_capacity(8 << 23);
    for k in 0..(1u32 << 23) {
        let u = (k as f32 + 0.5) * (1.0 / 8_388_608.0);
        let (sin, cos) = m::sincos_2pi_f32(&mut Eval, u);
        bits.extend(sin.to_bits().to_le_bytes());
        bits.extend(cos.to_bits().to_le_bytes());
        let x4 = 4.0 * f64::from(u);
        let n = x4.round_ties_even();
        let theta = (x4 - n) * std::f64::consts::FRAC_PI_2;
        let (s, c) = (theta.sin(), theta.cos());
        let (exact_sin, exact_cos) = match (n as i64).rem_euclid(4) {
            0 => (s, c),
            1 => (c, -s),
            2 => (-s, -c),
            _ => (-c, s),
        };
        let (es, ec) = (ulp_error(sin, exact_sin), ulp_error(cos, exact_cos));
        if es > worst_sin.0 {
            worst_sin = (es, u);
        }
        if ec > worst_cos.0 {
            worst_cos = (ec, u);
        }
    }
    println!(
        "sincos_2pi_f32: sin max {:.6} ulp at u = {:e}, cos max {:.6} ulp at u = {:e} over 2^23 arguments ({:.2?})",
        worst_sin.0,
        worst_sin.1,
        worst_cos.0,
        worst_cos.1,
        start.elapsed()
    );
    assert!(worst_sin.0 < 1.0 && worst_cos.0 < 1.0);
    crate::numeric::check_digest(
        "tessera-fast-v1 sincos",
        "f2220a084280b7a39d132f6d7560cd2878bb33c0b2aa304e8e0641a1be02eb4c",
        |h| sha2::Digest::update(h, &bits),
    );
    // The quadrant boundaries are exact.
    assert_eq!(m::sincos_2pi_f32(&mut Eval, 0.25), (1.0, 0.0));
    assert_eq!(m::sincos_2pi_f32(&mut Eval, 0.5), (0.0, -1.0));
}
