//! The numeric core: Philox against Random123's known answers, the f64 math library against a
//! high-precision oracle (`astro-float`, 128-bit), the Box–Muller stream's moments, and the
//! three noise streams pinned bit for bit.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use astro_float::{BigFloat, Consts, RoundingMode};
use sha2::{Digest, Sha256};
use tessera_build::numeric::{Eval, mathlib, philox};

use crate::counting::Counting;

// ---------------------------------------------------------------------------------------------
// Philox
// ---------------------------------------------------------------------------------------------

#[track_caller]
fn check_philox(ctr: [u32; 4], key: [u32; 2], expected: [u32; 4]) {
    let got = philox::philox4x32_10(&mut Eval, ctr, key);
    assert_eq!(
        got, expected,
        "philox4x32_10(ctr {ctr:08x?}, key {key:08x?}) = {got:08x?}, expected {expected:08x?}"
    );
}

#[test]
fn philox_known_answers() {
    check_philox(
        [0; 4],
        [0; 2],
        [0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8],
    );
    check_philox(
        [u32::MAX; 4],
        [u32::MAX; 2],
        [0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd],
    );
    check_philox(
        [0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344],
        [0xa4093822, 0x299f31d0],
        [0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1],
    );
}

/// Every `philox4x32 10` line of Random123's known-answer file.
#[test]
fn philox_random123_kat_file() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/random123-philox-kat.txt"
    );
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("reading {path}: {e}"));
    let mut n_checked = 0;
    for (line_idx, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        // generator rounds CTR[N] KEY[N/2] EXPECTED[N]
        let fields: Vec<&str> = line.split_whitespace().collect();
        if fields[..2] != ["philox4x32", "10"] {
            continue;
        }
        assert_eq!(fields.len(), 2 + 4 + 2 + 4, "line {}: {line}", line_idx + 1);
        let words: Vec<u32> = fields[2..]
            .iter()
            .map(|w| {
                u32::from_str_radix(w, 16)
                    .unwrap_or_else(|e| panic!("line {}: bad word {w:?}: {e}", line_idx + 1))
            })
            .collect();
        let ctr = [words[0], words[1], words[2], words[3]];
        let key = [words[4], words[5]];
        let expected = [words[6], words[7], words[8], words[9]];
        check_philox(ctr, key, expected);
        n_checked += 1;
    }
    assert!(n_checked > 0, "no philox4x32 10 case in {path}");
}

// ---------------------------------------------------------------------------------------------
// Math library accuracy
// ---------------------------------------------------------------------------------------------

/// Oracle precision in bits.
const ORACLE_BITS: usize = 128;
const RM: RoundingMode = RoundingMode::ToEven;

/// Deterministic argument generator (SplitMix64).
fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A uniform bit pattern in `lo..hi` (as u64), i.e. log-uniform over the binades.
fn bits_between(state: &mut u64, lo: f64, hi: f64) -> f64 {
    let (lo, hi) = (lo.to_bits(), hi.to_bits());
    f64::from_bits(lo + splitmix64(state) % (hi - lo))
}

/// The words Box–Muller sees: Philox outputs for a spread of stream elements.
fn philox_words(n: usize) -> Vec<[u32; 4]> {
    (0..n as u32)
        .map(|i| philox::philox4x32_10(&mut Eval, [i, 7, 0, 0], [0x1234_5678, 0x9abc_def0]))
        .collect()
}

/// Exact conversion to the oracle's format. (`BigFloat::from_f64` is off by a factor 2 on
/// subnormals, so those are converted scaled by 2^64 and scaled back exactly.)
fn big(x: f64) -> BigFloat {
    if x != 0.0 && x.abs() < f64::MIN_POSITIVE {
        let scale = BigFloat::from_f64(2f64.powi(64), ORACLE_BITS);
        BigFloat::from_f64(x * 2f64.powi(64), ORACLE_BITS).div(&scale, ORACLE_BITS, RM)
    } else {
        BigFloat::from_f64(x, ORACLE_BITS)
    }
}

/// `|ours - exact| / ulp(exact)`, with `ulp` the f64 spacing in the binade of `exact` (at least
/// the smallest subnormal), computed from the oracle value.
fn ulp_error(ours: f64, exact: &BigFloat) -> f64 {
    assert!(
        ours.is_finite(),
        "non-finite result {ours:e} where {exact} is exact"
    );
    let ulp_exp = match exact.exponent() {
        // exact = 0.1xxx * 2^e lies in [2^(e-1), 2^e): its f64 ulp is 2^(e-53).
        Some(e) if !exact.is_zero() => (e - 53).max(-1074),
        _ => -1074,
    };
    let diff = big(ours).sub(exact, ORACLE_BITS, RM);
    if diff.is_zero() {
        return 0.0;
    }
    let (mantissa, _, _, diff_exp, _) = diff.as_raw_parts().expect("finite difference");
    let top = *mantissa.last().expect("non-empty mantissa");
    // |diff| ~= top * 2^(diff_exp - 64); the neglected low words change it by < 2^-60.
    top as f64 * 2f64.powi(diff_exp - 64 - ulp_exp)
}

/// Per-thread oracle state: astro-float's constant cache, ln 2, and the last `ln(m)`
/// (`ln(m * 2^k) = ln(m) + k ln 2`, so arguments sharing a significand share one `ln` call).
struct Oracle {
    consts: Consts,
    ln2: BigFloat,
    last_ln_significand: Option<(u64, BigFloat)>,
}

impl Oracle {
    fn new() -> Oracle {
        let mut consts = Consts::new().expect("astro-float constants");
        let ln2 = big(2.0).ln(ORACLE_BITS, RM, &mut consts);
        Oracle {
            consts,
            ln2,
            last_ln_significand: None,
        }
    }
}

/// Max ulp error of `ours` against `oracle` over `args` (and the worst argument), shared out in
/// blocks across the available cores.
fn max_ulp_error(
    args: &[f64],
    ours: fn(f64) -> f64,
    oracle: fn(f64, &mut Oracle) -> BigFloat,
) -> (f64, f64) {
    const BLOCK: usize = 960;
    let n_threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let next_block = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..n_threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut state = Oracle::new();
                    let mut worst = (0.0, f64::NAN);
                    loop {
                        let start = next_block.fetch_add(1, Ordering::Relaxed) * BLOCK;
                        if start >= args.len() {
                            return worst;
                        }
                        for &x in &args[start..(start + BLOCK).min(args.len())] {
                            let err = ulp_error(ours(x), &oracle(x, &mut state));
                            if err > worst.0 {
                                worst = (err, x);
                            }
                        }
                    }
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("worker panicked"))
            .fold((0.0, f64::NAN), |a, b| if b.0 > a.0 { b } else { a })
    })
}

fn ln_ours(x: f64) -> f64 {
    mathlib::ln_f64(&mut Eval, x)
}
fn ln_oracle(x: f64, state: &mut Oracle) -> BigFloat {
    if !x.is_normal() {
        return big(x).ln(ORACLE_BITS, RM, &mut state.consts);
    }
    let bits = x.to_bits();
    let k = (bits >> 52) as i32 - 1023;
    let significand_bits = (bits & ((1 << 52) - 1)) | (1023 << 52);
    let ln_m = match &state.last_ln_significand {
        Some((cached, ln_m)) if *cached == significand_bits => ln_m.clone(),
        _ => {
            let m = big(f64::from_bits(significand_bits));
            let ln_m = m.ln(ORACLE_BITS, RM, &mut state.consts);
            state.last_ln_significand = Some((significand_bits, ln_m.clone()));
            ln_m
        }
    };
    let k_ln2 = big(f64::from(k)).mul(&state.ln2, ORACLE_BITS, RM);
    ln_m.add(&k_ln2, ORACLE_BITS, RM)
}
fn cos_ours(x: f64) -> f64 {
    mathlib::cos_f64(&mut Eval, x)
}
fn cos_oracle(x: f64, state: &mut Oracle) -> BigFloat {
    big(x).cos(ORACLE_BITS, RM, &mut state.consts)
}

#[track_caller]
fn check_max_ulp(
    name: &str,
    args: &[f64],
    ours: fn(f64) -> f64,
    oracle: fn(f64, &mut Oracle) -> BigFloat,
) {
    let start = Instant::now();
    let (max_err, worst_x) = max_ulp_error(args, ours, oracle);
    println!(
        "{name}: max error {max_err:.4} ulp at x = {worst_x:e} ({:#018x}) over {} arguments, {:.1?}",
        worst_x.to_bits(),
        args.len(),
        start.elapsed()
    );
    assert!(
        max_err < 1.0,
        "{name}: error {max_err} ulp at x = {worst_x:e} ({:#018x})",
        worst_x.to_bits()
    );
}

/// `ln` on `(0, 1]`: uniform, Box–Muller `u0`, log-uniform (random significands, each in 30
/// random binades down to 2^-1022), subnormals, and the neighbourhood of 1; plus a sample above 1.
#[test]
fn ln_f64_is_faithful_on_unit_interval() {
    let mut rng = 0x5eed_0001;
    let mut args = Vec::new();
    let n_uniform = 100_000;
    args.extend((0..n_uniform).map(|i| (i as f64 + 0.5) / n_uniform as f64));
    args.extend(philox_words(50_000).iter().flat_map(|w| {
        [
            philox::uniform_f64(&mut Eval, w[0]),
            philox::uniform_f64(&mut Eval, w[3]),
        ]
    }));
    // Significands in [1, 2): random bit patterns, plus the ends and the sqrt(2) split point.
    let mut significands: Vec<f64> = (0..22_000)
        .map(|_| bits_between(&mut rng, 1.0, 2.0))
        .collect();
    significands.extend((0..1_000u64).map(|j| f64::from_bits(1.0f64.to_bits() + j)));
    significands.extend((1..=1_000u64).map(|j| f64::from_bits(2.0f64.to_bits() - j)));
    let sqrt2 = std::f64::consts::SQRT_2.to_bits();
    significands.extend((0..1_000u64).map(|j| f64::from_bits(sqrt2 - 500 + j)));
    for m in significands {
        args.extend((0..30).map(|_| m * 2f64.powi(-1 - (splitmix64(&mut rng) % 1022) as i32)));
    }
    args.extend((0..20_000).map(|_| bits_between(&mut rng, f64::from_bits(1), f64::MIN_POSITIVE)));
    args.extend((1..30_000u64).map(|k| f64::from_bits(1.0f64.to_bits() - k)));
    args.extend((0..20_000).map(|_| bits_between(&mut rng, 0.7, 1.0)));
    args.extend([
        1.0,
        f64::MIN_POSITIVE,
        f64::from_bits(1),
        0.5,
        0.25,
        std::f64::consts::FRAC_1_SQRT_2,
    ]);
    // Above 1 (not needed by Box–Muller, but the routine claims the full domain).
    args.extend((0..10_000).map(|_| bits_between(&mut rng, 1.0, f64::MAX)));
    args.extend([f64::MAX, 2.0, std::f64::consts::E, std::f64::consts::SQRT_2]);
    assert!(args.len() >= 1_000_000, "{} arguments", args.len());
    assert!(args.iter().all(|&x| x > 0.0 && x.is_finite()));
    check_max_ulp("ln_f64", &args, ln_ours, ln_oracle);
}

/// `cos` on `[0, 2*pi)`: the Box–Muller angle set, uniform, bit patterns (tiny arguments) and
/// the neighbourhoods of the multiples of pi/4; plus a sample of the rest of the domain.
#[test]
fn cos_f64_is_faithful_on_one_period() {
    let mut rng = 0x5eed_0002;
    let two_pi = philox::TWO_PI;
    let mut args = Vec::new();
    args.extend(
        philox_words(150_000)
            .iter()
            .flat_map(|w| [w[1], w[2]].map(|word| two_pi * philox::uniform_f64(&mut Eval, word))),
    );
    let n_uniform = 300_000;
    args.extend((0..n_uniform).map(|i| two_pi * (i as f64 / n_uniform as f64)));
    args.extend((0..300_000).map(|_| bits_between(&mut rng, 0.0, two_pi)));
    for k in 1..8 {
        let centre = (k as f64 * std::f64::consts::FRAC_PI_4).to_bits();
        args.extend((0..10_000u64).map(|j| f64::from_bits(centre - 5_000 + j)));
    }
    args.extend((0..10_000).map(|j| two_pi * (1.0 - j as f64 * f64::EPSILON / 2.0)));
    args.extend([
        0.0,
        f64::from_bits(1),
        1e-300,
        1e-8,
        1.0,
        std::f64::consts::PI,
    ]);
    // Beyond one period, inside the documented domain.
    args.extend((0..40_000).map(|_| bits_between(&mut rng, two_pi, mathlib::COS_F64_DOMAIN)));
    assert!(args.len() >= 1_000_000);
    assert!(args.iter().all(|&x| x < mathlib::COS_F64_DOMAIN));
    check_max_ulp("cos_f64", &args, cos_ours, cos_oracle);
}

#[track_caller]
fn check_bits(name: &str, got: f64, expected: f64) {
    assert_eq!(
        got.to_bits(),
        expected.to_bits(),
        "{name}: got {got:e} ({:#018x}), expected {expected:e} ({:#018x})",
        got.to_bits(),
        expected.to_bits()
    );
}

#[track_caller]
fn check_nan(name: &str, got: f64) {
    assert!(got.is_nan(), "{name}: got {got:e}, expected NaN");
}

#[test]
fn ln_f64_special_values() {
    check_bits("ln(1)", ln_ours(1.0), 0.0);
    check_bits("ln(+0)", ln_ours(0.0), f64::NEG_INFINITY);
    check_bits("ln(-0)", ln_ours(-0.0), f64::NEG_INFINITY);
    check_bits("ln(+inf)", ln_ours(f64::INFINITY), f64::INFINITY);
    check_nan("ln(NaN)", ln_ours(f64::NAN));
    check_nan("ln(-NaN)", ln_ours(-f64::NAN));
    check_nan("ln(-inf)", ln_ours(f64::NEG_INFINITY));
    check_nan("ln(-1)", ln_ours(-1.0));
    check_nan("ln(-min subnormal)", ln_ours(-f64::from_bits(1)));
    check_nan("ln(-max)", ln_ours(-f64::MAX));
    // Powers of two are exact multiples of ln2_hi + ln2_lo: pin the rounded values.
    check_bits("ln(2)", ln_ours(2.0), std::f64::consts::LN_2);
    check_bits("ln(0.5)", ln_ours(0.5), -std::f64::consts::LN_2);
}

#[test]
fn cos_f64_special_values() {
    check_bits("cos(+0)", cos_ours(0.0), 1.0);
    check_bits("cos(-0)", cos_ours(-0.0), 1.0);
    check_bits("cos(min subnormal)", cos_ours(f64::from_bits(1)), 1.0);
    check_nan("cos(NaN)", cos_ours(f64::NAN));
    check_nan("cos(+inf)", cos_ours(f64::INFINITY));
    check_nan("cos(-inf)", cos_ours(f64::NEG_INFINITY));
    check_nan("cos(domain bound)", cos_ours(mathlib::COS_F64_DOMAIN));
    check_nan("cos(-domain bound)", cos_ours(-mathlib::COS_F64_DOMAIN));
    check_nan("cos(1e300)", cos_ours(1e300));
    // Even, bit for bit.
    let mut rng = 0x5eed_0003;
    for _ in 0..10_000 {
        let x = bits_between(&mut rng, f64::from_bits(1), mathlib::COS_F64_DOMAIN);
        check_bits("cos(-x) vs cos(x)", cos_ours(-x), cos_ours(x));
    }
}

/// The generic code is a straight line: running it through a second, counting backend gives
/// the same op count for every input (no value-dependent control flow).
#[test]
fn mathlib_is_straight_line() {
    let count = |f: fn(&mut Counting, f64) -> f64, x: f64| {
        let mut c = Counting::default();
        f(&mut c, x);
        c.n_ops
    };
    let ln = |c: &mut Counting, x| mathlib::ln_f64(c, x);
    let cos = |c: &mut Counting, x| mathlib::cos_f64(c, x);
    let ln_normal = |c: &mut Counting, x| mathlib::ln_f64_positive_normal(c, x);
    let cos_angle = |c: &mut Counting, x| mathlib::cos_f64_box_muller_angle(c, x);
    let inputs = [0.0, -1.0, 1.0, 1e-310, 3.5, f64::NAN, f64::INFINITY, 1e300];
    for f in [
        ln as fn(&mut Counting, f64) -> f64,
        cos,
        ln_normal,
        cos_angle,
    ] {
        let counts: Vec<usize> = inputs.iter().map(|&x| count(f, x)).collect();
        assert!(
            counts.iter().all(|&n| n == counts[0] && n > 0),
            "op counts {counts:?}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Box–Muller stream
// ---------------------------------------------------------------------------------------------

#[test]
fn uniform_f64_is_exact_and_inside_unit_interval() {
    check_bits("u(0)", philox::uniform_f64(&mut Eval, 0), 2f64.powi(-33));
    check_bits(
        "u(max)",
        philox::uniform_f64(&mut Eval, u32::MAX),
        1.0 - 2f64.powi(-33),
    );
    check_bits(
        "u(2^31)",
        philox::uniform_f64(&mut Eval, 1 << 31),
        0.5 + 2f64.powi(-33),
    );
}

/// Mean and variance of 10^5 draws: standard errors are 0.0032 and 0.0045, so the tolerances
/// (0.02 and 0.03) are about six standard errors.
#[test]
fn langevin_normal_v1_moments() {
    let key = [0x0123_4567_89ab_cdef, 0xfedc_ba98_7654_3210];
    let n = 100_000u64;
    let draws: Vec<f64> = (0..n)
        .map(|i| f64::from(philox::langevin_normal_v1_ref(key, i / 1000, i % 1000)))
        .collect();
    let mean = draws.iter().sum::<f64>() / n as f64;
    let var = draws.iter().map(|z| (z - mean) * (z - mean)).sum::<f64>() / (n - 1) as f64;
    assert!(draws.iter().all(|z| z.is_finite()), "non-finite draw");
    assert!(mean.abs() < 0.02, "mean {mean}");
    assert!((var - 1.0).abs() < 0.03, "variance {var}");
    let max_abs = draws.iter().fold(0.0f64, |m, z| m.max(z.abs()));
    assert!(
        max_abs < 6.77,
        "|z| up to {max_abs}: impossible for u0 >= 2^-33"
    );
}

#[test]
fn langevin_normal_v1_stream_layout() {
    let key = [0xdead_beef_0000_0001, 0x0000_0001_ffff_fffe];
    let z = |step, index| philox::langevin_normal_v1_ref(key, step, index).to_bits();
    // Distinct (step, index) give distinct draws.
    let mut seen = std::collections::HashSet::new();
    for step in 0..8 {
        for index in 0..500 {
            assert!(
                seen.insert(z(step, index)),
                "repeated draw at step {step}, index {index}"
            );
        }
    }
    // The high word of the index and the carry of k1 + t both matter.
    assert_ne!(z(0, 0), z(0, 1 << 32));
    assert_ne!(z(1, 0), z(3, 0));
    // The step enters only through k1 + t (wrapping): [k0, k1] at step t == [k0, k1 + t] at 0.
    for step in [1, 2, 3, u64::MAX] {
        let moved = [key[0], key[1].wrapping_add(step)];
        assert_eq!(
            z(step, 42),
            philox::langevin_normal_v1_ref(moved, 0, 42).to_bits()
        );
    }
    // The element is Box–Muller on words 0 and 1 of Philox at the documented counter and key.
    let (step, index) = (5u64, 0x0000_0003_0000_0007u64);
    let k1t = key[1].wrapping_add(step);
    let ctr = [
        index as u32,
        k1t as u32,
        (k1t >> 32) as u32,
        (index >> 32) as u32,
    ];
    let words = philox::philox4x32_10(&mut Eval, ctr, [key[0] as u32, (key[0] >> 32) as u32]);
    let expected = philox::box_muller_v1(&mut Eval, words[0], words[1]);
    assert_eq!(z(step, index), expected.to_bits());
}

#[test]
fn fast_v1_normals_follow_their_stream_layout_and_are_standard_normal() {
    use tessera_build::numeric::philox::{fast_group, fast_normals, philox4x32_10};
    let key = [0x0123_4567_89ab_cdefu64, 0xfedc_ba98_7654_3210u64];
    let (mut sum, mut sum_sq, mut n) = (0.0f64, 0.0f64, 0usize);
    for group in 0..100_000u64 {
        let z = fast_normals(&mut tessera_build::numeric::Eval, key[0], key[1], group);
        // The layout, recomputed with std's math: words of the documented counter, 23-bit
        // uniforms, (cos, sin) of the pairs (0, 1) and (2, 3).
        let ctr = [
            group as u32,
            key[1] as u32,
            (key[1] >> 32) as u32,
            (group >> 32) as u32,
        ];
        let words = philox4x32_10(
            &mut tessera_build::numeric::Eval,
            ctr,
            [key[0] as u32, (key[0] >> 32) as u32],
        );
        let u = |w: u32| ((w >> 9) as f64 + 0.5) / 8_388_608.0;
        for (pair, (a, b)) in [(0usize, 1usize), (2, 3)].into_iter().enumerate() {
            let r = (-2.0 * u(words[a]).ln()).sqrt();
            let angle = std::f64::consts::TAU * u(words[b]);
            for (j, exact) in [r * angle.cos(), r * angle.sin()].into_iter().enumerate() {
                let got = f64::from(z[2 * pair + j]);
                assert!(
                    (got - exact).abs() <= 4e-6 * exact.abs().max(1e-3),
                    "group {group}, normal {}: {got} vs {exact}",
                    2 * pair + j
                );
            }
        }
        for v in z {
            sum += f64::from(v);
            sum_sq += f64::from(v) * f64::from(v);
            n += 1;
        }
    }
    let mean = sum / n as f64;
    let variance = sum_sq / n as f64 - mean * mean;
    // 400000 draws: the standard errors are 0.0016 (mean) and 0.0022 (variance).
    assert!(mean.abs() < 0.008, "mean {mean}");
    assert!((variance - 1.0).abs() < 0.012, "variance {variance}");
    // Rows are padded to whole groups: (row, f) -> (row * ceil(F/4) + f/4, f % 4).
    assert_eq!(fast_group(0, 5, 6), (1, 1));
    assert_eq!(fast_group(2, 0, 6), (4, 0));
    assert_eq!(fast_group(2, 7, 8), (5, 3));
    assert_eq!(fast_group(3, 0, 1), (3, 0));
}

// ---------------------------------------------------------------------------------------------
// The noise streams, pinned
// ---------------------------------------------------------------------------------------------

/// The words of Box–Muller's angle (`u1 = (w + 0.5) * 2^-32`, angle `2*pi*u1`) nearest the
/// multiples of pi/2: every word whose angle cancels more than 16 bits in the reduction (and
/// so takes its second Cody–Waite round) lies within 2^17 of `n * 2^30`, `n = 1..=4`.
fn quarter_turn_words() -> impl Iterator<Item = u32> {
    const HALF_WINDOW: u64 = 1 << 17;
    (1u64..=4).flat_map(|n| {
        let centre = n << 30;
        (centre - HALF_WINDOW..(centre + HALF_WINDOW).min(1 << 32)).map(|w| w as u32)
    })
}

#[track_caller]
pub(crate) fn check_digest(name: &str, expected: &str, fill: impl FnOnce(&mut Sha256)) {
    let mut hasher = Sha256::new();
    fill(&mut hasher);
    let got: String = hasher
        .finalize()
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect();
    assert_eq!(
        got, expected,
        "the {name} stream changed: a noise policy never changes meaning (DESIGN 4.1)"
    );
}

/// The three streams are pinned by a SHA-256 of their bits, so no optimisation of the math
/// library or of the stream code can change a single draw unnoticed: `tessera-v1` over four
/// steps of 65536 elements (indices on both sides of 2^32 included) and Box–Muller over every
/// quarter-turn angle word (the reduction's hardest arguments) against extreme radius words;
/// `tessera-fast-v1` over 65536 groups of two steps; the Gumbel noise over 4 rows of 65536
/// tokens and two keys.
#[test]
fn noise_streams_are_pinned() {
    use tessera_build::numeric::philox::{box_muller_v1, fast_normals, gumbel_v1};
    let key = [0x0123_4567_89ab_cdefu64, 0xfedc_ba98_7654_3210u64];
    check_digest(
        "tessera-v1",
        "3bb45b951c1b985b5fe6ab0f51cb16c98dffae546cac28434ea16bcaa72cc76a",
        |h| {
            for step in 0..4u64 {
                for index in (0..65_536u64).chain((1 << 32) - 8..(1 << 32) + 8) {
                    let z = philox::langevin_normal_v1_ref(key, step, index);
                    h.update(z.to_bits().to_le_bytes());
                }
            }
        },
    );
    check_digest(
        "Box-Muller quarter turns",
        "3239436b3f3e698201d88e75ee269dae573760f6232947e8c8f92e81b1c526ef",
        |h| {
            for w1 in quarter_turn_words() {
                for w0 in [0, 1, 1 << 31, u32::MAX - 1, u32::MAX, w1] {
                    let z = box_muller_v1(&mut Eval, w0, w1);
                    h.update(z.to_bits().to_le_bytes());
                }
            }
        },
    );
    check_digest(
        "tessera-fast-v1",
        "f65fabb3d8087deb611291967090eb975e58cc316eee3127d240877a79dd861f",
        |h| {
            for step in 0..2u64 {
                for group in 0..65_536u64 {
                    for z in fast_normals(&mut Eval, key[0], key[1].wrapping_add(step), group) {
                        h.update(z.to_bits().to_le_bytes());
                    }
                }
            }
        },
    );
    check_digest(
        "Gumbel",
        "f5fcb6e4c5b0cba01a1d265d68fda7fd86e03036c01a6616ba89edf0a49879c4",
        |h| {
            for k1 in [key[1], u64::MAX] {
                for row in 0..4u64 {
                    for token in 0..65_536u64 {
                        let g = gumbel_v1(&mut Eval, key[0], k1, token, row);
                        h.update(g.to_bits().to_le_bytes());
                    }
                }
            }
        },
    );
}

/// `philox::gumbel_bound` is above the Gumbel noise of every word it is tried on, and at
/// most `ln 2` above the largest noise of the word's class (the words whose `!word`
/// has the same highest bit, from bit 8 on): the 512 largest words (whose classes the bound
/// lumps together), the largest, smallest and 256 further words of each class, and 2^22 words
/// spread over all of `u32`. The x86 Gumbel passes skip a token only when this bound keeps its
/// score below the best so far, so a word above its bound could change a sample.
#[test]
fn gumbel_bound_is_above_the_noise() {
    let check = |w: u32| {
        let g = philox::gumbel_from_word(&mut Eval, w);
        let bound = philox::gumbel_bound(&mut Eval, w);
        assert!(
            g < bound,
            "word {w:#010x}: noise {g:e} is not below its bound {bound:e}"
        );
        bound
    };
    for n in 0..512u32 {
        check(!n);
    }
    for k in 8..32u32 {
        let (smallest_n, largest_n) = (1u32 << k, (1u32 << k).wrapping_mul(2).wrapping_sub(1));
        let largest_noise = philox::gumbel_from_word(&mut Eval, !smallest_n);
        let bound = check(!smallest_n);
        assert!(
            f64::from(bound) - f64::from(largest_noise) <= std::f64::consts::LN_2,
            "class 2^{k}: bound {bound:e} too far above its largest noise {largest_noise:e}"
        );
        check(!largest_n);
        for j in 1..256u32 {
            assert_eq!(
                check(!(smallest_n + j * ((1 << k) / 256))),
                bound,
                "class 2^{k}"
            );
        }
    }
    for i in 0..1u64 << 22 {
        check(((i << 10) | (i.wrapping_mul(0x9e37) & 0x3ff)) as u32);
    }
}

/// The noise's shortened routines against the full ones they stand for, bit for bit: `ln` and
/// the Box–Muller `cos` on the uniform and angle of 2^22 words spread over all of `u32` (and on
/// every quarter-turn angle word), the Gumbel noise's second `ln` on `-ln(u)` of the same words,
/// and the fast noise's `ln_f32` on each of its 2^23 uniforms.
#[test]
fn noise_math_shortcuts_equal_the_full_functions() {
    use tessera_build::numeric::mathlib32;
    let spread = (0..1u64 << 22).map(|i| ((i << 10) | (i.wrapping_mul(0x9e37) & 0x3ff)) as u32);
    for w in spread.chain(quarter_turn_words()) {
        let u = philox::uniform_f64(&mut Eval, w);
        let ln_u = mathlib::ln_f64(&mut Eval, u);
        check_bits("ln(u)", mathlib::ln_f64_positive_normal(&mut Eval, u), ln_u);
        check_bits(
            "ln(-ln(u))",
            mathlib::ln_f64_positive_normal(&mut Eval, -ln_u),
            mathlib::ln_f64(&mut Eval, -ln_u),
        );
        let angle = philox::TWO_PI * u;
        check_bits(
            "cos(2 pi u)",
            mathlib::cos_f64_box_muller_angle(&mut Eval, angle),
            mathlib::cos_f64(&mut Eval, angle),
        );
    }
    for top in 0..1u32 << 23 {
        let u = philox::uniform_f32(&mut Eval, top << 9);
        let (got, expected) = (
            mathlib32::ln_f32_positive_normal(&mut Eval, u),
            mathlib32::ln_f32(&mut Eval, u),
        );
        assert_eq!(got.to_bits(), expected.to_bits(), "ln_f32({u:e})");
    }
}
