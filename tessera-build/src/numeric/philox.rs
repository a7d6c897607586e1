//! The `tessera-v1` random stream (DESIGN.md 4.1), straight-line over [`Ops`].
//!
//! * [`philox4x32_10`]: Philox-4x32-10 exactly as Random123 (multipliers `0xD2511F53` on `c0`,
//!   `0xCD9E8D57` on `c2`, Weyl key bumps `0x9E3779B9`, `0xBB67AE85` between rounds).
//! * [`uniform_f64`]: `u = (f64(word) + 0.5) * 2^-32`, exact, strictly inside `(0, 1)`.
//! * [`box_muller_v1`]: `z = f32(sqrt(-2*ln(u0)) * cos(6.283185307179586*u1))` in f64 with the
//!   project's own [`mathlib`](super::mathlib) (cosine branch only).
//! * [`langevin_normal_v1`]: one stream element: Philox key `(lo32(k0), hi32(k0))`, counter
//!   `(lo32(i), lo32(k1+t), hi32(k1+t), hi32(i))`, normal from words 0 and 1.
//! * [`fast_normals`] (policy `tessera-fast-v1`): four f32 normals per Philox call, two-branch
//!   Box–Muller from all four words ([`uniform_f32`], [`box_muller_fast`], [`fast_group`]).
//! * [`gumbel_v1`]: the sampler's Gumbel noise, `f32(-ln(-ln(u)))` from word 0 of counter
//!   `(v, b, lo32(k1), hi32(k1))`; [`gumbel_bound`], an upper bound on it without logarithms.
//!
//! [`langevin_normal_v1_ref`] evaluates the same element on the host with [`Eval`].

use super::mathlib::{cos_f64_box_muller_angle, ln_f64_positive_normal};
use super::{Eval, Ops, hi_u32};

/// Philox multiplier applied to counter word 0.
pub const PHILOX_M0: u32 = 0xD251_1F53;
/// Philox multiplier applied to counter word 2.
pub const PHILOX_M1: u32 = 0xCD9E_8D57;
/// Weyl increment of key word 0 (golden ratio).
pub const PHILOX_W0: u32 = 0x9E37_79B9;
/// Weyl increment of key word 1 (sqrt(3) - 1).
pub const PHILOX_W1: u32 = 0xBB67_AE85;
/// `2*pi` as the f64 constant fixed by the contract, `6.283185307179586` (`TAU` rounded to
/// nearest, bits `0x401921fb54442d18`).
pub const TWO_PI: f64 = std::f64::consts::TAU;

/// Philox-4x32 with 10 rounds, bit-exact with Random123's `philox4x32(ctr, key)`.
pub fn philox4x32_10<O: Ops>(o: &mut O, ctr: [O::U32; 4], key: [O::U32; 2]) -> [O::U32; 4] {
    let m0 = o.const_u32(PHILOX_M0);
    let m1 = o.const_u32(PHILOX_M1);
    let w0 = o.const_u32(PHILOX_W0);
    let w1 = o.const_u32(PHILOX_W1);
    let mut ctr = philox_round(o, ctr, key, m0, m1);
    let mut key = key;
    for _ in 1..10 {
        key = [o.add_u32(key[0], w0), o.add_u32(key[1], w1)];
        ctr = philox_round(o, ctr, key, m0, m1);
    }
    ctr
}

/// One Philox-4x32 round: `(hi1^c1^k0, lo1, hi0^c3^k1, lo0)`.
fn philox_round<O: Ops>(
    o: &mut O,
    ctr: [O::U32; 4],
    key: [O::U32; 2],
    m0: O::U32,
    m1: O::U32,
) -> [O::U32; 4] {
    let (hi0, lo0) = o.mul_hilo_u32(m0, ctr[0]);
    let (hi1, lo1) = o.mul_hilo_u32(m1, ctr[2]);
    let x1 = o.xor_u32(hi1, ctr[1]);
    let out0 = o.xor_u32(x1, key[0]);
    let x3 = o.xor_u32(hi0, ctr[3]);
    let out2 = o.xor_u32(x3, key[1]);
    [out0, lo1, out2, lo0]
}

/// `(f64(word) + 0.5) * 2^-32`: exact, strictly inside `(0, 1)`.
pub fn uniform_f64<O: Ops>(o: &mut O, word: O::U32) -> O::F64 {
    let w = o.u32_to_f64(word);
    let half = o.const_f64(0.5);
    let shifted = o.add_f64(w, half);
    let scale = o.const_f64(1.0 / 4_294_967_296.0);
    o.mul_f64(shifted, scale)
}

/// Box–Muller, cosine branch, f64 math rounded once to f32:
/// `f32(sqrt(-2*ln(u0)) * cos(6.283185307179586*u1))` with `u0, u1` from `w0, w1`.
pub fn box_muller_v1<O: Ops>(o: &mut O, w0: O::U32, w1: O::U32) -> O::F32 {
    let u0 = uniform_f64(o, w0);
    let u1 = uniform_f64(o, w1);
    let ln_u0 = ln_f64_positive_normal(o, u0);
    let minus_two = o.const_f64(-2.0);
    let radicand = o.mul_f64(minus_two, ln_u0);
    let radius = o.sqrt_f64(radicand);
    let two_pi = o.const_f64(TWO_PI);
    let angle = o.mul_f64(two_pi, u1);
    let cos_angle = cos_f64_box_muller_angle(o, angle);
    let z = o.mul_f64(radius, cos_angle);
    o.f64_to_f32(z)
}

/// One element of the Langevin noise stream: the standard normal for the chain key
/// `[key0, key1]` at step `t` and flat element index `i`, given `key1_plus_step = key1 + t`
/// (wrapping, computed by the caller).
pub fn langevin_normal_v1<O: Ops>(
    o: &mut O,
    key0: O::U64,
    key1_plus_step: O::U64,
    element_index: O::U64,
) -> O::F32 {
    let [w0, w1] = langevin_words_v1(o, key0, key1_plus_step, element_index);
    box_muller_v1(o, w0, w1)
}

/// The two Philox words (0 and 1) that [`langevin_normal_v1`] turns into its normal.
pub fn langevin_words_v1<O: Ops>(
    o: &mut O,
    key0: O::U64,
    key1_plus_step: O::U64,
    element_index: O::U64,
) -> [O::U32; 2] {
    let key = [o.lo_u32(key0), hi_u32(o, key0)];
    let ctr = [
        o.lo_u32(element_index),
        o.lo_u32(key1_plus_step),
        hi_u32(o, key1_plus_step),
        hi_u32(o, element_index),
    ];
    let words = philox4x32_10(o, ctr, key);
    [words[0], words[1]]
}

/// [`langevin_normal_v1`] on the host: chain key `key`, step `step`, element index `index`.
pub fn langevin_normal_v1_ref(key: [u64; 2], step: u64, index: u64) -> f32 {
    langevin_normal_v1(&mut Eval, key[0], key[1].wrapping_add(step), index)
}

/// The sampler's Gumbel noise (DESIGN.md 4.3) for token `v` of row `b` under the key
/// `[key0, key1]`: Philox key `(lo32(k0), hi32(k0))`, counter `(lo32(v), lo32(b), lo32(k1),
/// hi32(k1))`, `u` from word 0 as [`uniform_f64`], `g = f32(-ln(-ln(u)))` in f64 with the
/// project's own `ln` (words 1 to 3 are not used).
pub fn gumbel_v1<O: Ops>(
    o: &mut O,
    key0: O::U64,
    key1: O::U64,
    token: O::U64,
    row: O::U64,
) -> O::F32 {
    let word = gumbel_word(o, key0, key1, token, row);
    gumbel_from_word(o, word)
}

/// The Philox word (word 0) that [`gumbel_v1`] turns into the noise of token `token` of row
/// `row`.
pub fn gumbel_word<O: Ops>(
    o: &mut O,
    key0: O::U64,
    key1: O::U64,
    token: O::U64,
    row: O::U64,
) -> O::U32 {
    let key = [o.lo_u32(key0), hi_u32(o, key0)];
    let ctr = [
        o.lo_u32(token),
        o.lo_u32(row),
        o.lo_u32(key1),
        hi_u32(o, key1),
    ];
    philox4x32_10(o, ctr, key)[0]
}

/// [`gumbel_v1`]'s noise from its Philox word: `f32(-ln(-ln(u)))`, `u` as [`uniform_f64`].
pub fn gumbel_from_word<O: Ops>(o: &mut O, word: O::U32) -> O::F32 {
    let u = uniform_f64(o, word);
    // u in [2^-33, 1 - 2^-33] and -ln(u) in [1.1e-10, 22.9]: both positive normal.
    let ln_u = ln_f64_positive_normal(o, u);
    let minus_ln_u = o.neg_f64(ln_u);
    let inner = ln_f64_positive_normal(o, minus_ln_u);
    let g = o.neg_f64(inner);
    o.f64_to_f32(g)
}

/// An upper bound on [`gumbel_from_word`]`(word)` from a few integer and f32 operations, no
/// logarithm: `f32(f32(151 - (bits(f32((!word) >> 8)) >> 23)) * f32(ln 2)) + 2^-10`, about
/// `(32 - floor(log2(!word))) * ln 2` (at most `ln 2` above the noise of the class's largest
/// word), and `151 ln 2` for the 256 largest words. The x86 Gumbel passes skip the noise of
/// the tokens whose score this bound keeps below the best score so far (`codegen::scratch`).
///
/// Why it bounds: with `n = !word = 2^32 - 1 - word`, `1 - u = (n + 0.5) * 2^-32`, and
/// since `-ln u` is at least `1 - u`, the noise `-ln(-ln u)` is at most `32 ln 2 - ln(n +
/// 0.5)`. For `n >= 256`, `m = n >> 8` converts to f32 exactly (below `2^24`) and its
/// exponent field is `127 + floor(log2 m) = 119 + floor(log2 n)`, so the bound is `(151 -
/// field) ln 2 = (32 - floor(log2 n)) ln 2`, at least `32 ln 2 - ln n`. For `n < 256`, `m =
/// 0`, the field is 0 and `151 ln 2` exceeds `33 ln 2`, the largest noise. For `n >= 256`
/// the bound is below 17 and its two f32 operations round it down by at most `2^-20` each
/// (f32's `ln 2` is above `ln 2`); the noise itself, computed faithfully in f64 and rounded
/// to f32, is at most `2^-20 + 2^-40` above the true value (it is below 23): `2^-10` covers
/// all three. Tested on every exponent class's largest and smallest words and on random
/// words (`tests/it/numeric.rs`).
pub fn gumbel_bound<O: Ops>(o: &mut O, word: O::U32) -> O::F32 {
    let ones = o.const_u32(u32::MAX);
    let n = o.xor_u32(word, ones);
    let m = o.shr_u32(n, 8);
    let exact = o.i32_to_f32(m);
    let bits = o.bits_f32(exact);
    let field = o.shr_u32(bits, 23);
    let top = o.const_u32(151);
    let octaves = o.sub_u32(top, field);
    let octaves = o.i32_to_f32(octaves);
    let ln2 = o.const_f32(std::f32::consts::LN_2);
    let bound = o.mul_f32(octaves, ln2);
    let slack = o.const_f32(1.0 / 1024.0);
    o.add_f32(bound, slack)
}

/// `u = (f32(w >> 9) + 0.5) * 2^-23`: 23 random bits, exact in f32, strictly inside `(0, 1)`
/// (in `[2^-24, 1 - 2^-24]`). The `tessera-fast-v1` uniform.
pub fn uniform_f32<O: Ops>(o: &mut O, word: O::U32) -> O::F32 {
    let top = o.shr_u32(word, 9);
    let k = o.i32_to_f32(top);
    let half = o.const_f32(0.5);
    let shifted = o.add_f32(k, half);
    let scale = o.const_f32(1.0 / 8_388_608.0);
    o.mul_f32(shifted, scale)
}

/// Two-branch Box–Muller in f32 (policy `tessera-fast-v1`): for each word pair `(a, b)` of
/// `(0, 1)` and `(2, 3)`, `r = sqrt_f32(f32(-2 * ln_f32(u_a)))`, `(s, c) = sincos_2pi_f32(u_b)`,
/// normals `f32(r * c)` then `f32(r * s)`: four normals per Philox call.
pub fn box_muller_fast<O: Ops>(o: &mut O, words: [O::U32; 4]) -> [O::F32; 4] {
    let [z0, z1] = box_muller_fast_pair(o, words[0], words[1]);
    let [z2, z3] = box_muller_fast_pair(o, words[2], words[3]);
    [z0, z1, z2, z3]
}

/// One pair of [`box_muller_fast`]: the normals `f32(r * c)`, `f32(r * s)` of the words
/// `(a, b)`.
pub fn box_muller_fast_pair<O: Ops>(o: &mut O, a: O::U32, b: O::U32) -> [O::F32; 2] {
    let ua = uniform_f32(o, a);
    let ub = uniform_f32(o, b);
    // u_a in [2^-24, 1 - 2^-24]: positive normal.
    let ln_ua = super::mathlib32::ln_f32_positive_normal(o, ua);
    let minus_two = o.const_f32(-2.0);
    let radicand = o.mul_f32(minus_two, ln_ua);
    let radius = o.sqrt_f32(radicand);
    let (sin, cos) = super::mathlib32::sincos_2pi_f32(o, ub);
    [o.mul_f32(radius, cos), o.mul_f32(radius, sin)]
}

/// The four `tessera-fast-v1` normals of Philox call `group` for the chain key
/// `[key0, key1]` at step `t` (`key1_plus_step = key1 + t`): key `(lo32(k0), hi32(k0))`,
/// counter `(lo32(q), lo32(k1+t), hi32(k1+t), hi32(q))`. Element `(row, f)` of a `[rows, F]`
/// state uses normal `f mod 4` of group `q = row * ceil(F/4) + floor(f/4)` ([`fast_group`]):
/// each row is padded to a multiple of four elements, so groups never straddle rows.
pub fn fast_normals<O: Ops>(
    o: &mut O,
    key0: O::U64,
    key1_plus_step: O::U64,
    group: O::U64,
) -> [O::F32; 4] {
    let words = fast_words(o, key0, key1_plus_step, group);
    box_muller_fast(o, words)
}

/// The four Philox words of [`fast_normals`]'s group `group`.
pub fn fast_words<O: Ops>(
    o: &mut O,
    key0: O::U64,
    key1_plus_step: O::U64,
    group: O::U64,
) -> [O::U32; 4] {
    let key = [o.lo_u32(key0), hi_u32(o, key0)];
    let ctr = [
        o.lo_u32(group),
        o.lo_u32(key1_plus_step),
        hi_u32(o, key1_plus_step),
        hi_u32(o, group),
    ];
    philox4x32_10(o, ctr, key)
}

/// The `tessera-fast-v1` group of element `(row, feature)` of a row of `n_features`, and which
/// of its four normals the element takes.
pub fn fast_group(row: u64, feature: u64, n_features: u64) -> (u64, usize) {
    (
        row * n_features.div_ceil(4) + feature / 4,
        (feature % 4) as usize,
    )
}
