//! Random sampler launches, for differential testing of the token samplers (`gumbel`,
//! `gumbel_pairwise`) against the reference interpreter: seeded cases that draw vocabularies
//! from every entry class (tiny rows, the packed, register and wide GPU entries and their
//! boundaries), logits of several shapes (uniform, integer ties, a few peaks over a long tail
//! as a language model gives, clusters a few ulps apart, masks of `-inf`, ramps, magnitudes
//! that overflow a small temperature, a plateau of equal logits over a floor), rows the
//! kernels must refuse (a NaN, `+inf`, every logit `-inf`), and every combination of
//! temperature (greedy, tiny, huge), top-k (off, 1, a few, the split bound `V / 16` on both
//! sides, the whole row) and top-p (off, tiny, near 1).
//!
//! The fixed cases of `sampler::sampler_cases` reach every entry and every path on purpose;
//! these reach the combinations nobody listed. Case `i` of a run with seed `s` is the case of
//! seed `s + i`, so a failure (its test prints each case's seed before running it) is
//! reproduced alone with `TESSERA_SAMPLER_SEED=<its seed> TESSERA_SAMPLER_CASES=1`; a longer
//! hunt sets `TESSERA_SAMPLER_CASES=N`.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tessera_rt::kernel::Program;
use tessera_rt::sampler::{MAX_TEMPERATURE, MIN_TEMPERATURE, SamplerParams};

use crate::sampler::SamplerCase;

/// Cases per test run unless `TESSERA_SAMPLER_CASES` says otherwise.
pub(crate) const DEFAULT_CASES: u64 = 48;

/// One random case, with how a split launch (x86) divides its rows.
pub(crate) struct RandomCase {
    pub seed: u64,
    pub case: SamplerCase,
    /// Spans per row for an x86 split launch (`run_cpu_split`), at most the vocabulary.
    pub spans: usize,
}

/// The cases of this run: `TESSERA_SAMPLER_CASES` (default [`DEFAULT_CASES`]) from seed
/// `TESSERA_SAMPLER_SEED` (default 0) on.
pub(crate) fn cases_of_this_run() -> Vec<RandomCase> {
    let number = |name: &str, default: u64| match std::env::var(name) {
        Ok(text) => text
            .parse::<u64>()
            .unwrap_or_else(|_| panic!("{name}={text:?} is not a whole number")),
        Err(_) => default,
    };
    let first = number("TESSERA_SAMPLER_SEED", 0);
    let count = number("TESSERA_SAMPLER_CASES", DEFAULT_CASES);
    (first..first + count).map(random_case).collect()
}

/// Whether this run takes the default cases (neither variable set), which the tests may hold to
/// what they reach.
pub(crate) fn default_run() -> bool {
    ["TESSERA_SAMPLER_SEED", "TESSERA_SAMPLER_CASES"]
        .iter()
        .all(|name| std::env::var_os(name).is_none())
}

/// The sampler programs the cases run on.
pub(crate) fn programs() -> [&'static Program; 2] {
    [
        &tessera_tests::gumbel::PROGRAM,
        &tessera_tests::gumbel_pairwise::PROGRAM,
    ]
}

/// The vocabularies at which an entry class or a row path of the kernels changes (the packed
/// and register GPU entries' widths, the wide entry past 8192 tokens, the x86 row blocks).
const BOUNDARIES: [usize; 24] = [
    1, 2, 3, 4, 5, 16, 31, 32, 33, 64, 65, 128, 129, 255, 256, 257, 1024, 1025, 2048, 2049, 4096,
    4097, 8192, 8193,
];

/// Case `seed`: its own generator, so each case is reproducible alone.
pub(crate) fn random_case(seed: u64) -> RandomCase {
    let mut rng = SmallRng::seed_from_u64(seed ^ 0x5a17_0c0d_e5ee_d000);
    let vocab = match rng.random_range(0..10) {
        0..=1 => BOUNDARIES[rng.random_range(0..BOUNDARIES.len())],
        2 => rng.random_range(1..=8),
        3 => rng.random_range(9..=64),
        4 => rng.random_range(65..=300),
        5..=7 => rng.random_range(301..=4096),
        _ => rng.random_range(4097..=24_000),
    };
    // About 60000 tokens a case at most (the reference interpreter is the slow side).
    let max_rows = (60_000 / vocab).clamp(1, 70);
    let rows = rng.random_range(1..=max_rows);
    let mut logits = Vec::with_capacity(rows * vocab);
    for _ in 0..rows {
        logits.extend(random_row(&mut rng, vocab));
    }
    // Now and then, rows the kernels refuse or can barely sample.
    if rng.random_bool(0.3) {
        let row = rng.random_range(0..rows);
        let slice = &mut logits[row * vocab..(row + 1) * vocab];
        let at = rng.random_range(0..vocab);
        match rng.random_range(0..4) {
            0 => slice[at] = f32::NAN,
            1 => slice[at] = f32::INFINITY,
            2 => slice.fill(f32::NEG_INFINITY),
            _ => {
                let keep = slice[at];
                slice.fill(f32::NEG_INFINITY);
                slice[at] = if keep.is_finite() { keep } else { 0.0 };
            }
        }
    }
    let params = random_params(&mut rng, vocab);
    let key = [rng.random(), rng.random()];
    let spans = rng.random_range(2..=vocab.clamp(2, 40)).min(vocab);
    RandomCase {
        seed,
        case: (rows, vocab, params, logits, key),
        spans,
    }
}

/// One row of `vocab` logits of a random shape.
fn random_row(rng: &mut SmallRng, vocab: usize) -> Vec<f32> {
    match rng.random_range(0..8) {
        0 => {
            let spread = [0.01f32, 1.0, 6.0, 30.0][rng.random_range(0..4)];
            (0..vocab)
                .map(|_| rng.random_range(-spread..=spread))
                .collect()
        }
        // Ties everywhere.
        1 => (0..vocab)
            .map(|_| rng.random_range(-3..=3) as f32)
            .collect(),
        // A language model's row: a long tail and a few peaks.
        2 => {
            let mut row: Vec<f32> = (0..vocab).map(|_| rng.random_range(-12.0..-2.0)).collect();
            for _ in 0..rng.random_range(1..=vocab.min(20)) {
                let at = rng.random_range(0..vocab);
                row[at] = rng.random_range(2.0..12.0);
            }
            row
        }
        // A cluster a few ulps wide: ties and near-ties in every sum.
        3 => {
            let base: f32 = rng.random_range(-2.0..2.0);
            (0..vocab)
                .map(|_| f32::from_bits(base.to_bits() + rng.random_range(0..4)))
                .collect()
        }
        // Most tokens masked out.
        4 => {
            let masked = rng.random_range(0.3..0.99);
            (0..vocab)
                .map(|_| match rng.random_bool(masked) {
                    true => f32::NEG_INFINITY,
                    false => rng.random_range(-4.0..4.0),
                })
                .collect()
        }
        // A ramp, rising or falling: every top-p boundary falls at a known end.
        5 => {
            let slope = rng.random_range(-0.05f32..0.05);
            (0..vocab).map(|i| slope * i as f32).collect()
        }
        // Large magnitudes: a small temperature overflows them.
        6 => (0..vocab)
            .map(|_| rng.random_range(-3.0e4f32..3.0e4))
            .collect(),
        // Two levels: a plateau of equal logits above a floor.
        _ => {
            let top = rng.random_range(1..=vocab);
            let mut row = vec![-1.0f32; vocab];
            for _ in 0..top {
                row[rng.random_range(0..vocab)] = 1.0;
            }
            row
        }
    }
}

/// Random settings within the launch envelope (`sampler::validate_params`): a quarter without
/// searches (the launches that split plainly, and on a GPU the packed entries of narrow rows),
/// the rest with top-k and top-p each on or off.
fn random_params(rng: &mut SmallRng, vocab: usize) -> SamplerParams {
    let params = random_temperature(rng);
    if rng.random_bool(0.25) {
        return params;
    }
    let top_k = match rng.random_range(0..20) {
        0..=8 => 0,
        9 => 1,
        10..=12 => rng.random_range(1..=vocab.min(64)),
        13..=14 => rng.random_range(1..=vocab),
        15 => vocab,
        16 => (vocab / 16).max(1),
        17 => (vocab / 16 + 1).min(vocab),
        _ => rng.random_range(1..=vocab.min(8)),
    };
    let top_p = match rng.random_range(0..16) {
        0..=6 => 1.0,
        7 => 1e-6,
        8 => 0.1,
        9 => 0.5,
        10 => 0.9,
        11 => 0.99,
        12 => 0.999_999,
        _ => rng.random_range(0.01..1.0),
    };
    params.with_top_k(top_k).with_top_p(top_p)
}

/// Greedy, a temperature at either end of the envelope, or one in between.
fn random_temperature(rng: &mut SmallRng) -> SamplerParams {
    match rng.random_range(0..12) {
        0 => SamplerParams::greedy(),
        1 => SamplerParams::new(MIN_TEMPERATURE * 4.0),
        2 => SamplerParams::new(1e-3),
        3 => SamplerParams::new(MAX_TEMPERATURE / 4.0),
        4 => SamplerParams::new(50.0),
        5..=7 => SamplerParams::new(1.0),
        _ => SamplerParams::new(rng.random_range(0.05..3.0)),
    }
}

#[test]
fn random_launches_equal_the_reference_bit_for_bit() {
    // Every case on every x86 level this CPU runs, whole rows and rows split into the case's
    // spans, for both sampler programs.
    for RandomCase { seed, case, spans } in cases_of_this_run() {
        for program in programs() {
            println!(
                "random sampler case of seed {seed} on {}: [{}, {}], {:?}, {spans} spans",
                program.name, case.0, case.1, case.2
            );
            crate::sampler::check_on(program, case.clone(), &[spans]);
        }
    }
}
