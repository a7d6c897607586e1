//! The Gumbel-max sampler (`programs/gumbel.toml`, DESIGN.md 4.3) through its generated CPU
//! launcher: what it promises (greedy and `T = 0` are the argmax, frequencies follow
//! `softmax(logits / T)`, keys, exact top-k and top-p sets with ties, refused rows) and bit
//! equality with the reference interpreter on every x86 level this CPU supports.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tessera_build::numeric::{Eval, philox};
use tessera_rt::kernel::Program;
use tessera_rt::sampler::{self, Guard, SamplerParams};
use tessera_tests::gumbel;

use crate::harness::{
    assert_same_bits, reference, run_sampler_compiled, run_sampler_reference, run_sampler_split,
    runnable, sampler_data,
};

const KEY: [u64; 2] = [0x243f_6a88_85a3_08d3, 0x1319_8a2e_0370_7344];

/// Samples every row of `logits` with the generated launcher; panics on refusal.
fn sample(logits: &[f32], rows: usize, params: SamplerParams, key: [u64; 2]) -> Vec<i64> {
    let vocab = logits.len() / rows;
    let mut ids = vec![i64::MIN; rows];
    let run = gumbel::run_cpu(logits, &mut ids, rows, vocab, &params, key)
        .unwrap_or_else(|e| panic!("{e}"));
    run.check().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(run.next_key, [key[0], key[1] + 1]);
    ids
}

/// `draws` rows of the same logits in one launch: `draws` independent samples (each row has
/// its own noise).
fn draw(row: &[f32], draws: usize, params: SamplerParams, key: [u64; 2]) -> Vec<usize> {
    let logits: Vec<f32> = row
        .iter()
        .copied()
        .cycle()
        .take(row.len() * draws)
        .collect();
    let ids = sample(&logits, draws, params, key);
    let mut counts = vec![0usize; row.len()];
    for id in ids {
        counts[usize::try_from(id).expect("a token id")] += 1;
    }
    counts
}

fn argmax(row: &[f32]) -> i64 {
    let mut best = 0;
    for (i, &v) in row.iter().enumerate() {
        if v > row[best] {
            best = i;
        }
    }
    best as i64
}

pub(crate) fn random_logits(rows: usize, vocab: usize, seed: u64, spread: f32) -> Vec<f32> {
    let mut rng = SmallRng::seed_from_u64(seed);
    (0..rows * vocab)
        .map(|_| rng.random_range(-spread..spread))
        .collect()
}

#[test]
fn greedy_and_zero_temperature_are_the_argmax_with_ties_to_the_lowest_index() {
    let (rows, vocab) = (16, 500);
    let mut logits = random_logits(rows, vocab, 1, 4.0);
    // Row 3: the maximum twice; row 5: every logit equal.
    logits[3 * vocab + 10] = 9.0;
    logits[3 * vocab + 400] = 9.0;
    logits[5 * vocab..6 * vocab].fill(0.25);
    let expected: Vec<i64> = logits.chunks(vocab).map(argmax).collect();
    assert_eq!(expected[3], 10);
    assert_eq!(expected[5], 0);
    for params in [
        SamplerParams::greedy(),
        SamplerParams::new(0.0).with_top_k(3).with_top_p(0.2),
    ] {
        for key in [KEY, [1, 2]] {
            assert_eq!(sample(&logits, rows, params, key), expected, "{params:?}");
        }
    }
}

#[test]
fn top_k_one_on_equal_logits_always_gives_index_zero() {
    let row = vec![1.5f32; 97];
    for key in 0..20u64 {
        let counts = draw(
            &row,
            50,
            SamplerParams::new(1.0).with_top_k(1),
            [key, key * 7],
        );
        assert_eq!(counts[0], 50, "key {key}: {counts:?}");
    }
}

/// The chi-square statistic of `counts` against `probabilities`, and its critical value at
/// significance 0.001 (Wilson–Hilferty approximation of the quantile, `df = bins - 1`).
fn chi_square(counts: &[usize], probabilities: &[f64]) -> (f64, f64) {
    let n: usize = counts.iter().sum();
    let statistic = counts
        .iter()
        .zip(probabilities)
        .map(|(&c, &p)| {
            let expected = p * n as f64;
            (c as f64 - expected).powi(2) / expected
        })
        .sum();
    let df = (counts.len() - 1) as f64;
    let z = 3.090_232_306; // the standard normal's 0.999 quantile
    let h = 2.0 / (9.0 * df);
    let critical = df * (1.0 - h + z * h.sqrt()).powi(3);
    (statistic, critical)
}

fn softmax(row: &[f32], temperature: f64) -> Vec<f64> {
    let scaled: Vec<f64> = row.iter().map(|&l| f64::from(l) / temperature).collect();
    let max = scaled.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let exps: Vec<f64> = scaled.iter().map(|s| (s - max).exp()).collect();
    let z: f64 = exps.iter().sum();
    exps.iter().map(|e| e / z).collect()
}

#[test]
fn frequencies_follow_the_softmax_by_a_chi_square_test() {
    const DRAWS: usize = 20_000;
    // V = 6 at two temperatures.
    let six = [1.0f32, 0.5, 0.0, -0.5, 2.0, 1.2];
    for temperature in [1.0, 0.6] {
        let counts = draw(&six, DRAWS, SamplerParams::new(temperature), KEY);
        let (statistic, critical) = chi_square(&counts, &softmax(&six, temperature));
        assert!(
            statistic < critical,
            "V = 6, T = {temperature}: chi-square {statistic:.2} >= {critical:.2} (p < 0.001); counts {counts:?}"
        );
    }
    // V = 1000, logits in [-1, 1] so every expected count is at least about 7.
    let thousand = random_logits(1, 1000, 7, 1.0);
    let counts = draw(&thousand, DRAWS, SamplerParams::new(1.0), [5, 6]);
    let (statistic, critical) = chi_square(&counts, &softmax(&thousand, 1.0));
    assert!(
        statistic < critical,
        "V = 1000: chi-square {statistic:.2} >= {critical:.2} (p < 0.001)"
    );
}

#[test]
fn keys_decide_the_draw_and_feeding_back_the_next_key_never_repeats_noise() {
    let (rows, vocab) = (64, 1000);
    let logits = random_logits(rows, vocab, 3, 2.0);
    let params = SamplerParams::new(1.0);
    let a = sample(&logits, rows, params, KEY);
    assert_eq!(sample(&logits, rows, params, KEY), a, "same key, same ids");
    let b = sample(&logits, rows, params, [KEY[0] ^ 1, KEY[1]]);
    let c = sample(&logits, rows, params, sampler::next_key(KEY));
    assert_ne!(a, b, "another k0 gives other ids");
    assert_ne!(a, c, "the next key gives other ids");
    // The noise of consecutive keys (row 0, 4096 tokens): fed-back keys give fresh streams, no
    // launch repeats another's noise at any token.
    let mut key = KEY;
    let mut streams: Vec<Vec<u32>> = Vec::new();
    for _ in 0..4 {
        let stream = (0..4096u64)
            .map(|v| philox::gumbel_v1(&mut Eval, key[0], key[1], v, 0).to_bits())
            .collect();
        streams.push(stream);
        key = sampler::next_key(key);
    }
    for (i, a) in streams.iter().enumerate() {
        for b in &streams[..i] {
            let same = a.iter().zip(b).filter(|(x, y)| x == y).count();
            assert!(
                same <= 2,
                "launches {i} and an earlier one share {same} noise values"
            );
        }
    }
    let distinct: std::collections::HashSet<u32> = streams.concat().into_iter().collect();
    assert!(
        distinct.len() > 4 * 4096 * 99 / 100,
        "{} distinct values",
        distinct.len()
    );
}

/// The set of tokens drawn over many draws.
fn support(row: &[f32], params: SamplerParams) -> Vec<usize> {
    let counts = draw(row, 4000, params, [11, 12]);
    (0..row.len()).filter(|&i| counts[i] > 0).collect()
}

#[test]
fn top_k_keeps_exactly_k_tokens_with_ties_to_the_lower_index() {
    let row = [3.0f32, 1.0, 2.0, 2.0, 2.0, 0.0, -1.0];
    let params = SamplerParams::new(2.0);
    assert_eq!(support(&row, params.with_top_k(1)), vec![0]);
    assert_eq!(support(&row, params.with_top_k(3)), vec![0, 2, 3]);
    assert_eq!(support(&row, params.with_top_k(4)), vec![0, 2, 3, 4]);
    assert_eq!(
        support(&row, params.with_top_k(7)),
        (0..7).collect::<Vec<_>>()
    );
    // Negative zero and zero are one logit: the lower index wins the boundary.
    let zeros = [-0.0f32, 0.0, -0.0, -5.0];
    assert_eq!(support(&zeros, params.with_top_k(2)), vec![0, 1]);
}

#[test]
fn top_p_keeps_the_smallest_prefix_reaching_the_mass() {
    let probabilities = [0.5f32, 0.2, 0.15, 0.1, 0.05];
    let row: Vec<f32> = probabilities.iter().map(|p| p.ln()).collect();
    let params = SamplerParams::new(1.0);
    assert_eq!(support(&row, params.with_top_p(0.3)), vec![0]);
    assert_eq!(support(&row, params.with_top_p(0.55)), vec![0, 1]);
    assert_eq!(support(&row, params.with_top_p(0.8)), vec![0, 1, 2]);
    assert_eq!(support(&row, params.with_top_p(1.0)), vec![0, 1, 2, 3, 4]);
    // Equal probabilities: the prefix is by index; 0.25 + 0.25 reaches 0.5 exactly.
    let flat = [1.0f32; 4];
    assert_eq!(support(&flat, params.with_top_p(0.5)), vec![0, 1]);
    assert_eq!(support(&flat, params.with_top_p(0.51)), vec![0, 1, 2]);
    // After top-k: the mass is renormalised over the k kept tokens (0.5/0.7 > 0.7).
    assert_eq!(support(&row, params.with_top_k(2).with_top_p(0.7)), vec![0]);
    assert_eq!(
        support(&row, params.with_top_k(2).with_top_p(0.75)),
        vec![0, 1]
    );
}

#[test]
fn top_p_boundaries_inside_long_ties_equal_the_reference_bit_for_bit() {
    // The top-p boundary falls inside a run of equal probabilities, so the search's index
    // rounds decide it, and each of their passes drops many tied tokens that no later round
    // can take (`codegen::search`, the summed compaction): flat rows, two interleaved levels,
    // and small integer logits, at several masses.
    let vocab = 4000;
    let flat = vec![0.0f32; vocab];
    let levels: Vec<f32> = (0..vocab).map(|f| (f % 2) as f32).collect();
    let mut rng = SmallRng::seed_from_u64(23);
    let integers: Vec<f32> = (0..vocab).map(|_| rng.random_range(-1..2) as f32).collect();
    for row in [flat, levels, integers] {
        for top_p in [0.05, 0.3, 0.77, 0.999] {
            let params = SamplerParams::new(1.0).with_top_p(top_p);
            check(4, vocab, params, row.repeat(4), KEY);
        }
    }
}

#[test]
fn top_p_compactions_keep_every_token_once_around_chunks_kept_whole() {
    // The x86 search compacts its elements 64 at a time (`codegen::compact`), and a chunk kept
    // whole stays where it is only while nothing before it has moved. Rows whose first 64
    // tokens alternate between tokens the compaction drops and tokens of most of the mass, then
    // a chunk kept whole (64 tokens of the rest of the nucleus) and 64 dropped tokens: dropped
    // as zero weights (logit -1000) before the search, or as tiny ones (-12) by the search's
    // shrink after its first pass. A chunk left in place after the moves would count the big
    // tokens it overlaps twice, and the nucleus would lose the middle tokens that 64 draws
    // per row pick.
    let vocab = 192;
    let rows = 64;
    for dropped in [-1000.0f32, -12.0] {
        let row: Vec<f32> = (0..vocab)
            .map(|f| match f {
                f if f < 64 && f % 2 == 0 => dropped,
                f if f < 64 => 0.0,
                f if f < 128 => -2.0,
                _ => dropped,
            })
            .collect();
        for top_p in [0.85, 0.95] {
            let params = SamplerParams::new(1.0).with_top_p(top_p);
            check(rows, vocab, params, row.repeat(rows), KEY);
        }
    }
}

#[test]
fn a_top_p_above_the_rounded_total_keeps_every_token() {
    check_cases(top_p_above_the_rounded_total());
    // Every token of a flat row is drawn.
    let top_p = f64::from(1.0f32 - f32::EPSILON / 2.0);
    for vocab in [12, 40] {
        let params = SamplerParams::new(1.0).with_top_p(top_p);
        assert!(
            draw(&vec![0.0; vocab], 2000, params, KEY)
                .iter()
                .all(|&n| n > 0)
        );
    }
}

#[test]
fn top_p_boundaries_that_an_f64_estimate_misplaces_equal_the_reference_bit_for_bit() {
    check_cases(top_p_boundaries_an_estimate_misplaces());
}

/// The x86 Gumbel passes fold a block of 32 tokens only when one of them could beat the best
/// score so far by `philox::gumbel_bound`, and skip the others' noise; the samples must stay
/// the reference's. Rows of 4099 tokens (a partial last block) where that bound decides most:
/// equal logits (the noise alone decides, and each token's bound is within `ln 2` of it);
/// ascending logits (the best rises to the end, so nearly every block folds) and descending
/// ones (nearly every block skips); peaked logits as a language model's (a few tokens at 12
/// to 24 over a bulk in [-4, 4), some `-inf`), where most blocks skip; logits near `1e6`,
/// whose scores round to multiples of `1/16`, so the best ties often and must go to the
/// lowest index; and logits in [-40, 40). Plain, with a top-k of a quarter of the row (not
/// listed: the top-k mask inside the skipped blocks), with top-p alone, at `T = 0.25` and `T
/// = 3`, and each row also split into 2 and 5 spans; four rows of each kind.
#[test]
fn gumbel_passes_that_skip_hopeless_tokens_equal_the_reference_bit_for_bit() {
    let vocab = 4099;
    let mut rng = SmallRng::seed_from_u64(61);
    let mut rows: Vec<Vec<f32>> = Vec::new();
    // Four of each: every row draws its own noise.
    for _ in 0..4 {
        rows.push(vec![0.5; vocab]);
        rows.push((0..vocab).map(|f| f as f32 / 512.0).collect());
        rows.push((0..vocab).map(|f| -(f as f32) / 512.0).collect());
        for peaks in [1, 3, 12] {
            let mut row: Vec<f32> = (0..vocab).map(|_| rng.random_range(-4.0..4.0)).collect();
            for _ in 0..peaks {
                row[rng.random_range(0..vocab)] = rng.random_range(12.0..24.0);
            }
            for _ in 0..40 {
                row[rng.random_range(0..vocab)] = f32::NEG_INFINITY;
            }
            rows.push(row);
        }
        rows.push(
            (0..vocab)
                .map(|_| 1e6 + rng.random_range(0..64) as f32 / 16.0)
                .collect(),
        );
        rows.push((0..vocab).map(|_| rng.random_range(-40.0..40.0)).collect());
    }
    let n = rows.len();
    let logits = rows.concat();
    let p = SamplerParams::new;
    for (i, params) in [
        p(1.0),
        p(1.0).with_top_k(1024),
        p(1.0).with_top_p(0.95),
        p(0.25),
        p(3.0).with_top_k(1024),
    ]
    .into_iter()
    .enumerate()
    {
        let key = [KEY[0] ^ i as u64, KEY[1]];
        for program in [&gumbel::PROGRAM, &tessera_tests::gumbel_pairwise::PROGRAM] {
            check_on(program, (n, vocab, params, logits.clone(), key), &[2, 5]);
        }
    }
}

/// The x86 top-k search first takes the k-th largest of its keys' group maxima as a floor
/// and runs its rounds over the keys at or above it (`codegen::search`, `Compaction`): 16
/// groups of 32 per stretch of 512 keys, strided, and one group of the keys after the last
/// whole stretch, when there are at least k groups; the keys are computed where they are
/// read, and only the stretches with a group maximum at or above the floor (a mask of one
/// bit per stretch, 64 to a word) are compacted. This runs rows of one stretch, of one and
/// a bit, with a long rest, and of 8, 39 and 136 stretches (three words of the mask), at k
/// from 1 to one past the number of groups (the whole-row search), against the reference
/// bit for bit, on both samplers, whole and split into 2 and 5 spans (each span prefilters
/// its own tokens). The rows hold random logits, integer ties, their largest logits all in
/// one group, all in the rest or in a few stretches of the second and third words of the
/// mask, ramps both ways, equal logits, and tied maxima. At a temperature of `1e6` the
/// draw is all but uniform over the top-k set, so a set that gains or loses a token changes
/// draws; at 1, draws of the logits.
#[test]
fn top_k_searches_over_group_maxima_equal_the_reference_bit_for_bit() {
    let mut rng = SmallRng::seed_from_u64(67);
    for vocab in [512usize, 513, 1000, 4099, 20000, 70000] {
        let groups = 16 * (vocab / 512) + usize::from(vocab % 512 != 0);
        let stretches_end = vocab / 512 * 512;
        let mut rows: Vec<Vec<f32>> = Vec::new();
        let low = |rng: &mut SmallRng| -> Vec<f32> {
            (0..vocab).map(|_| rng.random_range(-4.0..0.0)).collect()
        };
        // The widest rows once (the reference takes a while over them).
        let repeats = if vocab > 64 * 512 { 1 } else { 4 };
        for _ in 0..repeats {
            rows.push((0..vocab).map(|_| rng.random_range(-4.0..4.0)).collect());
            rows.push((0..vocab).map(|_| rng.random_range(0..4) as f32).collect());
            // The largest logits in group 3 of the first stretch.
            let mut row = low(&mut rng);
            for at in (3..vocab.min(512)).step_by(16) {
                row[at] = rng.random_range(8.0..16.0);
            }
            rows.push(row);
            // The largest logits in the rest (for 512, no rest: random logits).
            let mut row = low(&mut rng);
            for value in &mut row[stretches_end..] {
                *value = rng.random_range(8.0..16.0);
            }
            rows.push(row);
            // The largest logits in stretches 70 and 129, tied at their top (rows of at least
            // 130 whole stretches; others: random logits).
            let mut row = low(&mut rng);
            for stretch in [70, 129].into_iter().filter(|s| (s + 1) * 512 <= vocab) {
                for at in (stretch * 512..(stretch + 1) * 512).step_by(7) {
                    row[at] = rng.random_range(8..12) as f32;
                }
            }
            rows.push(row);
            rows.push((0..vocab).map(|f| f as f32 / 64.0).collect());
            rows.push((0..vocab).map(|f| -(f as f32) / 64.0).collect());
            rows.push(vec![0.5; vocab]);
            let mut row: Vec<f32> = (0..vocab).map(|_| rng.random_range(0..3) as f32).collect();
            for _ in 0..5 {
                row[rng.random_range(0..vocab)] = 5.0;
            }
            rows.push(row);
        }
        let n = rows.len();
        let logits = rows.concat();
        let mut ks = vec![1, 2, 3, groups - 1, groups, groups + 1];
        ks.retain(|&k| (1..=vocab).contains(&k));
        ks.dedup();
        for (i, &top_k) in ks.iter().enumerate() {
            for temperature in [1e6, 1.0] {
                let params = SamplerParams::new(temperature).with_top_k(top_k);
                let key = [KEY[0] ^ (vocab * 16 + i) as u64, KEY[1]];
                for program in [&gumbel::PROGRAM, &tessera_tests::gumbel_pairwise::PROGRAM] {
                    check_on(program, (n, vocab, params, logits.clone(), key), &[2, 5]);
                }
            }
        }
    }
}

#[test]
fn gumbel_draws_over_listed_nuclei_equal_the_reference_bit_for_bit() {
    check_cases(listed_nuclei());
}

/// The number of tokens top-p keeps in `row` at `params` (no top-k), estimated in f64: the
/// fewest of the most probable tokens (the lower index first among equals) whose mass reaches
/// `top_p`.
fn nucleus_size(row: &[f32], params: &SamplerParams) -> usize {
    let scaled: Vec<f32> = row
        .iter()
        .map(|&l| (f64::from(l) / params.temperature) as f32)
        .collect();
    let p = probabilities(&scaled);
    let mut order: Vec<usize> = (0..row.len()).collect();
    order.sort_by(|&a, &b| p[b].total_cmp(&p[a]).then(a.cmp(&b)));
    let mut mass = 0.0f64;
    1 + order
        .iter()
        .position(|&i| {
            mass += f64::from(p[i]);
            mass >= params.top_p
        })
        .unwrap_or(row.len() - 1)
}

/// Rows whose Gumbel draw after top-p runs over the listed nucleus (`rows::Within::outer`; on
/// x86 when it holds at most half the row, `codegen::listed::VECTOR_LIST_RATIO`, in vectors of
/// listed positions): rows of 9000 tokens (a GPU wide entry's) with nuclei of one token, of
/// fewer than a vector block of positions (32), of a few hundred, of more than a stretch (1024
/// positions) and of more than half the row (not listed on x86); the nucleus listed among a
/// short top-k list and over a long one; a nucleus of one token at the ends of the row and of
/// its top-k list; ties at the boundary (integer logits) with a refused row among them.
pub(crate) fn listed_nuclei() -> Vec<SamplerCase> {
    let p = SamplerParams::new;
    let vocab = 9000;
    let logits = random_logits(3, vocab, 47, 6.0);
    let mut all = Vec::new();
    for (params, sizes) in [
        (p(1.0).with_top_p(1e-4), 1..=1),
        (p(0.25).with_top_p(0.1), 2..=31),
        (p(1.0).with_top_p(0.3), 100..=600),
        (p(1.0).with_top_p(0.9), 1025..=vocab / 2),
        (p(1.0).with_top_p(0.99), 1025..=vocab / 2),
        (p(4.0).with_top_p(0.9), vocab / 2 + 1..=vocab),
    ] {
        for row in logits.chunks(vocab) {
            let size = nucleus_size(row, &params);
            assert!(sizes.contains(&size), "{params:?}: a nucleus of {size}");
        }
        all.push((3, vocab, params, logits.clone(), KEY));
    }
    // Eight rows: a GPU launch of fewer rows of top-k may split them by candidates
    // (`tessera_rt::abi::gpu_spans`; on the emulator below eight), whose finish runs the draw over
    // the top-k list.
    let logits = random_logits(8, vocab, 53, 6.0);
    for top_k in [300, 3000] {
        let params = p(1.0).with_top_k(top_k).with_top_p(0.9);
        all.push((8, vocab, params, logits.clone(), KEY));
    }
    // A nucleus of one dominant token, at either end of the row or of its top-k list, or
    // inside: a list that leaves it out draws another token.
    let mut dominant = logits;
    for (row, at) in [0, vocab - 1, vocab / 2, 1, vocab - 2, 17, 4000, 8000]
        .into_iter()
        .enumerate()
    {
        dominant[row * vocab + at] = 15.0;
    }
    for params in [
        p(1.0).with_top_p(0.5),
        p(1.0).with_top_k(300).with_top_p(0.5),
    ] {
        all.push((8, vocab, params, dominant.clone(), KEY));
    }
    let mut rng = SmallRng::seed_from_u64(13);
    let mut ties: Vec<f32> = (0..3 * vocab)
        .map(|_| rng.random_range(-3..3) as f32)
        .collect();
    ties[2 * vocab + 17] = f32::NAN;
    for top_p in [0.5, 0.9] {
        all.push((3, vocab, p(1.0).with_top_p(top_p), ties.clone(), KEY));
    }
    all
}

/// The probabilities of a row of logits, as the sampler computes them (the own `exp`, a
/// declared-order sum, one division each).
pub(crate) fn probabilities(row: &[f32]) -> Vec<f32> {
    probabilities_over(row, &|es| es.iter().fold(0.0f32, |z, &e| e + z))
}

/// [`probabilities`] with the softmax mass `mass(exps)` folded in a sampler's own order.
fn probabilities_over(row: &[f32], mass: &dyn Fn(&[f32]) -> f32) -> Vec<f32> {
    let mut o = Eval;
    let es: Vec<f32> = row
        .iter()
        .map(|&l| tessera_build::numeric::mathlib32::exp_f32(&mut o, l))
        .collect();
    let z = mass(&es);
    es.iter().map(|&e| e / z).collect()
}

/// Rows whose top-p lies above the declared-order sum of their probabilities, so the search
/// keeps every token (the guided searches of `codegen::search` learn the total in their first
/// exact pass).
///
/// * Flat rows of 12 and 40 tokens: each probability is f32(1/V), and their declared-order sum
///   rounds to below the largest f32 under 1 (0.99999988 and 0.99999958), the top-p; a flat row
///   of 9000 tokens (a GPU wide entry's) with top-p one ulp above its sum.
/// * Token 0 and the last two tokens hold the mass; 60000 tokens between them each hold 0.3 to
///   0.5 of an ulp of the sums of probabilities they join (in [0.25, 0.5)), which those sums
///   round away (the softmax mass, in [0.25, 0.5) too but 1.9 times larger, keeps them), their
///   logits spread so that the guided searches' bins tell them apart. With `top_p` one ulp above
///   the rounded total, the search keeps every token, although a sum in f64 (the x86 guided
///   search's estimate) reaches `top_p` in the middle of the small tokens: only the total's
///   exact fold can tell.
pub(crate) fn top_p_above_the_rounded_total() -> Vec<SamplerCase> {
    let mut all: Vec<SamplerCase> = [12, 40]
        .map(|vocab| {
            let top_p = f64::from(1.0f32 - f32::EPSILON / 2.0);
            let params = SamplerParams::new(1.0).with_top_p(top_p);
            (64, vocab, params, vec![0.0; 64 * vocab], KEY)
        })
        .into();
    let vocab = 9000;
    let total = probabilities(&vec![0.0; vocab])
        .iter()
        .fold(0.0f32, |acc, &x| x + acc);
    assert!(
        total < 1.0,
        "a flat row of {vocab} must sum below 1: {total}"
    );
    let params = SamplerParams::new(1.0).with_top_p(f64::from(total.next_up()));
    all.push((2, vocab, params, vec![0.0; 2 * vocab], KEY));
    let vocab = 60_003;
    let mut row: Vec<f32> = (0..vocab)
        .map(|f| -17.95 + 0.45 * (f % 997) as f32 / 997.0)
        .collect();
    row[0] = -0.705;
    row[vocab - 2] = 0.0;
    row[vocab - 1] = -0.916;
    let p = probabilities(&row);
    let total = p.iter().fold(0.0f32, |acc, &x| x + acc);
    let top_p = total.next_up();
    let in_f64: f64 = p.iter().map(|&x| f64::from(x)).sum();
    assert!(
        (0.25..0.5).contains(&p[0])
            && p[1..vocab - 2].iter().all(|&x| x < f32::EPSILON / 8.0)
            && top_p < 1.0
            && in_f64 >= f64::from(top_p),
        "the case needs small tokens the sums round away: token 0 at {}, {} of an ulp, \
         top-p {top_p}, f64 mass {in_f64}",
        p[0],
        p[1] / (f32::EPSILON / 4.0)
    );
    let params = SamplerParams::new(1.0).with_top_p(f64::from(top_p));
    all.push((2, vocab, params, row.repeat(2), KEY));
    all
}

/// Token 0 holds about half the mass, the last token most of the rest, and 60000 tokens between
/// them a probability of about 0.7 of the ulp of the sums that add them (in [0.5, 1)), so the
/// declared-order sum rounds each of them up to a whole ulp: the top-p boundary, put among them,
/// lies about 12000 tokens from where a sum in f64 (the x86 guided search's estimate,
/// `codegen::search`; the GPU's, in f32, is alike) puts it. The search must still find the
/// reference's boundary, however many guided passes miss it (then its bitwise rounds finish).
pub(crate) fn top_p_boundaries_an_estimate_misplaces() -> Vec<SamplerCase> {
    let (tiny, last) = (-16.35f32, -0.1f32);
    let vocab = 60_002;
    let mut row = vec![tiny; vocab];
    row[0] = 0.0;
    row[vocab - 1] = last;
    let p = probabilities(&row);
    let ulp = f32::EPSILON / 2.0;
    assert!(
        p[1] > 0.5 * ulp && p[1] < ulp && p[0] >= 0.5,
        "the case needs tiny probabilities rounded up: {} of an ulp, token 0 at {}",
        p[1] / ulp,
        p[0]
    );
    [30_000usize, 1_000, 59_000]
        .into_iter()
        .map(|taken| {
            let mass = p[1..=taken].iter().fold(p[0], |acc, &x| x + acc) + p[vocab - 1];
            let estimate =
                f64::from(p[0]) + f64::from(p[vocab - 1]) + taken as f64 * f64::from(p[1]);
            assert!(
                f64::from(mass) - estimate > 0.2 * taken as f64 * f64::from(p[1]),
                "the f64 estimate must fall short: {mass} against {estimate}"
            );
            let params = SamplerParams::new(1.0).with_top_p(f64::from(mass));
            (2, vocab, params, row.repeat(2), KEY)
        })
        .collect()
}

/// A row whose declared-order top-p sum falls short of its histogram's estimate by more than
/// the GPU guided search's window: two tokens of about half the mass each (B at position
/// 10000, C last) and 19998 tiny ones (probabilities of 8e-9 to 2.3e-8, each under half an
/// ulp of 0.5) on both sides of B. The declared order adds the tiny tokens before B exactly
/// and absorbs those after it, so the prefix mass `W` grows with the tokens before B alone,
/// where the histogram counts them all: with `top_p` at B, C and a `share` of the tokens
/// before B, `W` reaches it about twice as far down the tiny tokens as the estimate says (for
/// a large share, more nonempty bins away than the candidates around the estimate reach).
pub(crate) fn a_top_p_boundary_an_estimate_overshoots(share: f32) -> SamplerCase {
    let vocab = 20_000;
    let (b_at, c_at) = (vocab / 2, vocab - 1);
    let mut rng = SmallRng::seed_from_u64(21);
    let mut row: Vec<f32> = (0..vocab)
        .map(|_| rng.random_range(-17.9f32..-16.9))
        .collect();
    row[b_at] = 0.0;
    row[c_at] = -0.01;
    let p = probabilities(&row);
    let half_ulp = f32::EPSILON / 4.0;
    let tiny = |i: usize| i != b_at && i != c_at;
    assert!(
        (0..vocab).filter(|&i| tiny(i)).all(|i| p[i] < half_ulp),
        "the tiny tokens must be absorbed after B"
    );
    let before = p[..b_at].iter().fold(0.0f32, |acc, &x| x + acc);
    let top_p = p[b_at] + p[c_at] + share * before;
    let params = SamplerParams::new(1.0).with_top_p(f64::from(top_p));
    (1, vocab, params, row, KEY)
}

/// The canonical pairwise sum (`rows::FoldState`, `FoldKind::SumPairwise`) of `values` in order.
fn pairwise_sum(values: impl Iterator<Item = f32>) -> f32 {
    use tessera_build::rows::{FoldKind, FoldState};
    let mut state = FoldState::new(FoldKind::SumPairwise);
    for (f, v) in values.enumerate() {
        state.push(f as u32, v);
    }
    state.finish(FoldKind::SumPairwise)
}

/// Top-p boundaries that only the declared pairwise tree finds, for a sampler whose sums are
/// pairwise (`gumbel_pairwise`): rows of 9000 tokens (a GPU wide entry's, whose lanes take
/// blocks of 64) whose mass sits on three tokens, the others at -20, placed where the
/// pairwise tree groups them otherwise than a sum in token order: in one eight (positions 0,
/// 2 and 3, which the lanes add as a balanced tree: `p0 + (p2 + p3)`) and in different lanes'
/// blocks (0, 128 and 192, which the lanes' tree groups alike), and a fourth token (7000) a
/// little less likely. The seeds are picked where the three tokens' pairwise mass is larger
/// than their sum in order, and `top_p` is that pairwise mass: the reference's nucleus is the
/// three tokens, while a search that groups them in order finds their mass short of `top_p`
/// and takes the fourth too, which some of the 64 rows draw.
///
/// With `top_k` 4 (not 0) the four tokens are the top-k set: the kernels that list it fold
/// the mass and the top-p search over those four alone, at their positions (x86,
/// `codegen::fold::FoldAcc::listed`), where the same values grouped as a list of four
/// (`(p0 + p2) + p3`) are their sum in order; the seeds are also picked where the mass so
/// grouped would put the three tokens' mass below `top_p`.
pub(crate) fn top_p_boundaries_of_pairwise_sums(top_k: usize) -> Vec<SamplerCase> {
    let vocab = 9000;
    // The next token by probability, which a nucleus that misses the third token takes.
    const NEXT: usize = 7000;
    [[0usize, 2, 3], [0, 128, 192]]
        .into_iter()
        .map(|places| {
            let in_top_k = |i: usize| top_k == 0 || places.contains(&i) || i == NEXT;
            for seed in 0u64..1000 {
                let mut rng = SmallRng::seed_from_u64(seed);
                let mut row = vec![-20.0f32; vocab];
                for &at in &places[1..] {
                    row[at] = rng.random_range(-0.8f32..0.0);
                }
                row[0] = 0.0;
                row[NEXT] = -1.2;
                let mut o = Eval;
                // Outside the top-k set: +0.0, as the mass's mask makes it.
                let es: Vec<f32> = (row.iter().enumerate())
                    .map(|(i, &l)| match in_top_k(i) {
                        true => tessera_build::numeric::mathlib32::exp_f32(&mut o, l),
                        false => 0.0,
                    })
                    .collect();
                let z = pairwise_sum(es.iter().copied());
                let p: Vec<f32> = es.iter().map(|&e| e / z).collect();
                let smallest = *places
                    .iter()
                    .min_by(|&&a, &&b| p[a].total_cmp(&p[b]).then(b.cmp(&a)))
                    .expect("three places");
                let mass = |kept: &dyn Fn(usize) -> bool| {
                    pairwise_sum((0..vocab).map(|i| if kept(i) { p[i] } else { 0.0 }))
                };
                let all = mass(&|i| places.contains(&i));
                let without = mass(&|i| places.contains(&i) && i != smallest);
                let in_order = places.iter().fold(0.0f32, |acc, &i| p[i] + acc);
                // With top-k, the softmax mass grouped as a list of the four tokens (`(e0 + e2)
                // + (e3 + e7000)`) instead of at their positions must fall on the other side
                // of `top_p` too.
                let z_listed = pairwise_sum((0..vocab).filter(|&i| in_top_k(i)).map(|i| es[i]));
                let p_listed = |i: usize| match places.contains(&i) {
                    true => es[i] / z_listed,
                    false => 0.0,
                };
                let mass_moves = top_k == 0 || pairwise_sum((0..vocab).map(p_listed)) < all;
                if all > in_order && without < all && all < 1.0 && mass_moves {
                    let params = SamplerParams::new(1.0)
                        .with_top_p(f64::from(all))
                        .with_top_k(top_k);
                    return (64, vocab, params, row.repeat(64), KEY);
                }
            }
            panic!("no seed groups {places:?} differently in order and pairwise")
        })
        .collect()
}

#[test]
fn rows_with_nan_or_infinite_logits_are_reported_not_sampled() {
    let vocab = 5;
    let mut logits = random_logits(5, vocab, 9, 1.0);
    logits[vocab + 2] = f32::NAN;
    logits[2 * vocab + 4] = f32::INFINITY;
    logits[3 * vocab..4 * vocab].fill(f32::NEG_INFINITY);
    logits[4 * vocab + 1] = f32::NEG_INFINITY; // one -inf logit is fine
    let mut ids = vec![7i64; 5];
    let run = gumbel::run_cpu(&logits, &mut ids, 5, vocab, &SamplerParams::new(1.0), KEY)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(ids[1..4], [-1, -1, -1]);
    assert!(ids[0] >= 0 && ids[4] >= 0 && ids[4] != 1, "{ids:?}");
    let rows: Vec<(usize, u32)> = run.invalid_rows.iter().map(|r| (r.row, r.status)).collect();
    assert_eq!(
        rows,
        [
            (1, sampler::STATUS_NAN),
            (2, sampler::STATUS_POS_INF),
            (3, sampler::STATUS_ALL_NEG_INF)
        ]
    );
    let message = run.check().expect_err("invalid rows").to_string();
    for part in ["gumbel", "row 1", "NaN", "row 2", "row 3"] {
        assert!(message.contains(part), "`{part}` missing from: {message}");
    }
    // A logit that overflows f32 once divided by a small temperature.
    let big = [3.0e38f32, 1.0];
    let run = gumbel::run_cpu(&big, &mut ids[..1], 1, 2, &SamplerParams::new(0.5), KEY)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(ids[0], -1);
    assert_eq!(run.invalid_rows[0].status, sampler::STATUS_SCALED_OVERFLOW);
}

#[test]
fn one_token_vocabularies_always_give_token_zero() {
    let logits = random_logits(9, 1, 4, 3.0);
    for params in [
        SamplerParams::greedy(),
        SamplerParams::new(1.0),
        SamplerParams::new(0.3).with_top_k(1).with_top_p(0.1),
    ] {
        assert_eq!(sample(&logits, 9, params, KEY), vec![0; 9]);
    }
}

/// Runs one case on every runnable level against one reference run.
/// [`check`] of every case.
fn check_cases(cases: Vec<SamplerCase>) {
    for (rows, vocab, params, logits, key) in cases {
        check(rows, vocab, params, logits, key);
    }
}

fn check(rows: usize, vocab: usize, params: SamplerParams, logits: Vec<f32>, key: [u64; 2]) {
    check_split(rows, vocab, params, logits, key, &[]);
}

/// As [`check`], and each row split into each of `spans` spans of tokens (`run_cpu_split`).
fn check_split(
    rows: usize,
    vocab: usize,
    params: SamplerParams,
    logits: Vec<f32>,
    key: [u64; 2],
    spans: &[usize],
) {
    check_on(&gumbel::PROGRAM, (rows, vocab, params, logits, key), spans);
}

/// [`check_split`] of the sampler `program` on one case.
pub(crate) fn check_on(program: &'static Program, case: SamplerCase, spans: &[usize]) {
    let (rows, vocab, params, logits, key) = case;
    let initial = sampler_data(rows, logits);
    let mut expected = initial.clone();
    let expected_key = run_sampler_reference(program, &mut expected, rows, vocab, &params, key);
    for kernel in runnable(program) {
        let mut compiled = initial.clone();
        let next = run_sampler_compiled(kernel, program, &mut compiled, rows, vocab, &params, key);
        let context = format!(
            "{} on {}, [{rows}, {vocab}], {params:?}",
            program.name, kernel.level
        );
        assert_eq!(next, expected_key, "{context}: next key");
        assert_same_bits(&context, &compiled, &expected, vocab);
        for &n in spans {
            let mut split = initial.clone();
            let (next, ran) =
                run_sampler_split(kernel, program, &mut split, rows, vocab, &params, key, n);
            let context = format!("{context}, {n} spans per row");
            assert_eq!(next, expected_key, "{context}: next key");
            assert_same_bits(&context, &split, &expected, vocab);
            let expected_spans = if splits(program, vocab, &params) {
                n
            } else {
                1
            };
            assert_eq!(ran, expected_spans, "{context}: the spans the rows ran in");
        }
    }
}

/// Whether an x86 launch of `program` with `params` over rows of `vocab` tokens splits its rows
/// when asked: plain and greedy sampling (partial maxima), and top-k when at most a sixteenth
/// of the row is kept (each span's own top-k as candidates), where the program's span plan
/// splits such a launch by candidates (`gumbel`'s and `gumbel_pairwise`'s do, with or without
/// top-p); not top-p alone.
fn splits(program: &Program, vocab: usize, params: &SamplerParams) -> bool {
    let greedy = params.temperature == 0.0;
    let top_k = params.top_k > 0 && !greedy;
    let top_p = params.top_p < 1.0 && !greedy;
    let by_candidates = || {
        tessera_build::targets::span_plan(&reference(program.name))
            .is_some_and(|plan| plan.splits_by_candidates(&sampler::host_scalars(params)))
    };
    match top_k {
        true => params.top_k * 16 <= vocab && by_candidates(),
        false => !top_p,
    }
}

#[test]
fn rows_split_into_spans_equal_the_reference_bit_for_bit() {
    // A split launch folds each span of a row on its own thread and merges the spans' partial
    // maxima in span order; with top-k on, each span also finds its own top-k, and the finish
    // searches those candidates and samples over the top-k set it finds. Launches with top-p
    // alone, or a top-k of more than a sixteenth of the row, cannot split and run each row
    // whole in span 0 ([`splits`]). Every split must give the reference's bits: ids, status
    // words, next key.
    let p = SamplerParams::new;
    let spans = [2, 3, 5, 8, 33];
    for (i, (rows, vocab, params)) in [
        (1, 1000, p(1.0)),
        (3, 777, SamplerParams::greedy()),
        (2, 4099, p(0.6)),
        (1, 40, p(1.0)),
        (2, 500, p(1.0).with_top_k(20)),
        (2, 500, p(1.0).with_top_k(31)),
        (2, 500, p(1.0).with_top_k(32)),
        (2, 500, p(0.8).with_top_p(0.7)),
        (1, 300, p(0.8).with_top_k(9).with_top_p(0.9)),
        (1, 300, p(0.8).with_top_k(1).with_top_p(0.5)),
        (1, 4000, p(1.2).with_top_k(200).with_top_p(0.8)),
        (3, 64, SamplerParams::greedy().with_top_k(4)),
    ]
    .into_iter()
    .enumerate()
    {
        let logits = random_logits(rows, vocab, 900 + i as u64, 4.0);
        check_split(rows, vocab, params, logits, KEY, &spans);
    }
    // One span per token, and one token.
    check_split(1, 33, p(1.0), random_logits(1, 33, 7, 4.0), KEY, &[33]);
    check_split(2, 1, p(1.0), vec![0.5, -2.0], KEY, &[1]);
    // Ties across spans (equal maxima in different spans go to the lowest index), a maximum at
    // the first token of a later span, and rows the kernel refuses: a NaN or a +inf in a later
    // span, every logit -inf, a maximum that is only in the last span.
    let vocab = 120;
    let mut rows: Vec<Vec<f32>> = Vec::new();
    for at in [[3, 90], [60, 61], [40, 80], [119, 0]] {
        let mut row = vec![-1.0f32; vocab];
        row[at[0]] = 5.0;
        row[at[1]] = 5.0;
        rows.push(row);
    }
    let mut nan = vec![0.0f32; vocab];
    nan[100] = f32::NAN;
    let mut inf = vec![0.0f32; vocab];
    inf[70] = f32::INFINITY;
    let mut last = vec![f32::NEG_INFINITY; vocab];
    last[vocab - 1] = -4.0;
    rows.extend([nan, inf, vec![f32::NEG_INFINITY; vocab], last]);
    let mut rng = SmallRng::seed_from_u64(11);
    rows.push((0..vocab).map(|_| rng.random_range(-2..2) as f32).collect());
    let n = rows.len();
    for params in [
        SamplerParams::greedy(),
        p(1.0),
        p(0.5).with_top_k(3),
        p(0.5).with_top_k(7).with_top_p(0.6),
    ] {
        check_split(n, vocab, params, rows.concat(), KEY, &[2, 3, 4, 40, 120]);
    }
}

#[test]
fn top_k_launches_of_few_rows_split_where_the_program_splits_by_candidates() {
    // `run_cpu` splits the rows of a launch with fewer rows than threads when the launch can
    // split (`sampler::rows_can_split`): with top-k on, only where the entry splits by
    // candidates, as both samplers' entries do with or without top-p (`gumbel_pairwise`'s
    // mass and top-p search, pairwise sums, fold the listed top-k tokens at their positions);
    // a plain launch splits on both.
    let vocab = 64 * 1024;
    let threads = rayon::current_num_threads();
    let spans = tessera_rt::launch::spans_per_row(1, vocab, threads);
    let logits = random_logits(1, vocab, 3, 4.0);
    let p = SamplerParams::new;
    for program in [&gumbel::PROGRAM, &tessera_tests::gumbel_pairwise::PROGRAM] {
        let split_entries: Vec<_> = (program.gpu.iter())
            .flat_map(|image| image.entries)
            .filter(|abi| abi.splits_by_candidates)
            .collect();
        assert!(!split_entries.is_empty(), "{}", program.name);
        let blocked_by: &[Guard] = &[];
        for abi in split_entries {
            assert_eq!(abi.candidates_blocked_by, blocked_by, "{}", abi.entry);
        }
        for kernel in program.cpu {
            assert!(
                kernel.abi.splits_by_candidates,
                "{} on {}",
                program.name, kernel.level
            );
            assert_eq!(
                kernel.abi.candidates_blocked_by, blocked_by,
                "{} on {}",
                program.name, kernel.level
            );
        }
        for (params, split) in [
            (p(1.0), true),
            (p(1.0).with_top_k(20), true),
            (p(1.0).with_top_k(20).with_top_p(0.9), true),
        ] {
            let mut ids = [i64::MIN];
            let run = sampler::run_cpu(program, &logits, &mut ids, 1, vocab, &params, KEY)
                .unwrap_or_else(|e| panic!("{e}"));
            let expected = if split { spans } else { 1 };
            assert_eq!(
                run.spans_per_row, expected,
                "{} {params:?} on {threads} threads",
                program.name
            );
            check_on(program, (1, vocab, params, logits.clone(), KEY), &[]);
        }
    }
}

#[test]
fn split_launches_refuse_bad_span_counts_with_a_message() {
    let kernel = runnable(&gumbel::PROGRAM)[0];
    let logits = random_logits(2, 10, 1, 1.0);
    let split = |spans| {
        sampler::run_cpu_split(
            kernel,
            &gumbel::PROGRAM,
            &logits,
            &mut [0i64; 2],
            2,
            10,
            &SamplerParams::new(1.0),
            KEY,
            spans,
        )
        .map(|_| ())
        .map_err(|e| e.to_string())
    };
    assert_eq!(
        split(0),
        Err("spans_per_row = 0: expected spans_per_row > 0".to_string())
    );
    assert_eq!(
        split(11),
        Err(
            "spans_per_row = 11 is more than the vocabulary of V = 10 tokens: each span of a row \
             needs a token, so expected 1 <= spans_per_row <= 10"
                .to_string()
        )
    );
    assert_eq!(split(10), Ok(()));
}

/// One sampler launch of a conformance sweep: rows, vocabulary, settings, logits, key.
pub(crate) type SamplerCase = (usize, usize, SamplerParams, Vec<f32>, [u64; 2]);

/// Rows whose token depends on the order of the top-k mass's sum: top-k keeps token A (logit 0,
/// `e = 1`, feature 0), B (logit -0.1, feature 1) and twenty small tokens (`e` about `2^-26`,
/// each lost when added to a sum near 1 or 2) spread over the rest of the row. In feature order
/// the small ones add nothing, and `top_p` is A's probability under that mass, so the top-p set
/// is A alone and every row samples A; a sum that adds the small ones first (any other order
/// that reaches them before A and B) gives a larger mass, A's probability falls below `top_p`,
/// B joins the set and about half the rows sample B. Checks that listed passes (`codegen::listed`)
/// keep feature order.
pub(crate) fn order_sensitive_top_p(rows: usize, vocab: usize) -> SamplerCase {
    let mut o = Eval;
    let exp = |o: &mut Eval, l: f32| tessera_build::numeric::mathlib32::exp_f32(o, l);
    let small = -18.0f32;
    let smalls: Vec<usize> = (0..20).map(|i| vocab / 3 + i * (vocab / 2 / 20)).collect();
    let mut row = vec![-100.0f32; vocab];
    row[0] = 0.0;
    row[1] = -0.1;
    for &f in &smalls {
        row[f] = small;
    }
    let (e_a, e_b, e_small) = (exp(&mut o, 0.0), exp(&mut o, -0.1), exp(&mut o, small));
    let in_order = smalls.iter().fold(0.0f32 + e_a + e_b, |z, _| z + e_small);
    let smalls_first = smalls.iter().fold(0.0f32, |z, _| z + e_small) + e_b + e_a;
    let top_p = e_a / in_order;
    assert!(
        e_a / smalls_first < top_p,
        "the case must depend on the order: masses {in_order} and {smalls_first}"
    );
    let params = SamplerParams::new(1.0)
        .with_top_k(smalls.len() + 2)
        .with_top_p(f64::from(top_p));
    (rows, vocab, params, row.repeat(rows), KEY)
}

/// The sampler's conformance cases (CPU levels and GPU entries): top-k, top-p and both, greedy,
/// one-token vocabularies, vocabularies for each GPU entry class (256, 1024, 2048 and 4096
/// lanes' worth, and the wide entry), ties everywhere (integer logits) with refused rows.
pub(crate) fn sampler_cases() -> Vec<SamplerCase> {
    let p = SamplerParams::new;
    let cases: [(usize, usize, SamplerParams); 13] = [
        (
            4,
            300,
            SamplerParams::greedy().with_top_k(5).with_top_p(0.5),
        ),
        (3, 1, p(1.0)),
        (64, 1000, p(0.7)),
        (64, 33, SamplerParams::greedy()),
        (2, 128_000, p(1.0)),
        (2, 128_000, p(0.8).with_top_k(40).with_top_p(0.9)),
        (4, 5000, p(1.3).with_top_p(0.5)),
        (5, 257, p(0.5).with_top_k(257)),
        (64, 100, p(2.0).with_top_k(10).with_top_p(0.95)),
        (1, 4097, p(1.0).with_top_k(1)),
        (3, 2000, p(0.9).with_top_k(100).with_top_p(0.8)),
        (3, 3000, p(1.1).with_top_p(0.3)),
        (3, 1024, p(0.6).with_top_k(1024)),
    ];
    let mut all: Vec<SamplerCase> = cases
        .into_iter()
        .enumerate()
        .map(|(i, (rows, vocab, params))| {
            let logits = random_logits(rows, vocab, 100 + i as u64, 6.0);
            (rows, vocab, params, logits, [KEY[0], u64::MAX - i as u64])
        })
        .collect();
    let mut rng = SmallRng::seed_from_u64(5);
    let mut logits: Vec<f32> = (0..8 * 300)
        .map(|_| rng.random_range(-3..3) as f32)
        .collect();
    logits[2 * 300 + 7] = f32::NAN;
    logits[5 * 300..6 * 300].fill(f32::NEG_INFINITY);
    for params in [
        p(1.0).with_top_k(17),
        p(1.0).with_top_p(0.6),
        p(0.9).with_top_k(50).with_top_p(0.3),
    ] {
        all.push((8, 300, params, logits.clone(), KEY));
    }
    // The x86 entry runs the passes after top-k over the listed top-k tokens when there are at
    // most V / 16 of them (`codegen::listed`): both sides of that bound.
    let logits = random_logits(3, 1600, 41, 6.0);
    for top_k in [100, 101] {
        for params in [
            p(0.8).with_top_k(top_k),
            p(0.8).with_top_k(top_k).with_top_p(0.7),
        ] {
            all.push((3, 1600, params, logits.clone(), KEY));
        }
    }
    // A top-k set with -inf logits in it (3 finite logits, top_k = 5), and one of -inf only
    // past the first token.
    let mut logits = vec![f32::NEG_INFINITY; 2 * 200];
    logits[17] = 1.5;
    logits[150] = 1.5;
    logits[199] = -2.0;
    logits[200] = 0.25;
    for params in [p(1.0).with_top_k(5), p(1.0).with_top_k(5).with_top_p(0.9)] {
        all.push((2, 200, params, logits.clone(), KEY));
    }
    // Narrow rows: GPU packed entries (several rows to a workgroup) for launches without
    // searches, each width class with a partial last workgroup; launches that search take a
    // register entry (`SamplerOnDevice`). Refused rows (a NaN, all -inf, +inf) among them.
    let narrow: [(usize, usize, SamplerParams); 6] = [
        (13, 20, p(0.9)),
        (7, 30, SamplerParams::greedy().with_top_k(3)),
        (5, 128, p(1.2)),
        (67, 4, p(1.0)),
        (9, 64, p(0.7).with_top_k(4)),
        (11, 3, p(0.5).with_top_p(0.6)),
    ];
    for (i, (rows, vocab, params)) in narrow.into_iter().enumerate() {
        let mut logits = random_logits(rows, vocab, 200 + i as u64, 6.0);
        logits[vocab + 1] = f32::NAN;
        logits[2 * vocab..3 * vocab].fill(f32::NEG_INFINITY);
        logits[4 * vocab] = f32::INFINITY;
        all.push((rows, vocab, params, logits, [KEY[0], i as u64]));
    }
    // The GPU wide entry (rows over 8192 tokens) runs the passes after top-k over a list the
    // lanes build together (`codegen::listed`): short and long top-k sets, ties at the boundary
    // everywhere (integer logits, a refused row among them), and a set with `-inf` logits in it.
    let wide = 9000;
    let logits = random_logits(3, wide, 43, 6.0);
    for params in [
        p(0.8).with_top_k(30),
        p(0.8).with_top_k(30).with_top_p(0.7),
        p(1.0).with_top_k(6000).with_top_p(0.95),
    ] {
        all.push((3, wide, params, logits.clone(), KEY));
    }
    let mut rng = SmallRng::seed_from_u64(11);
    let mut logits: Vec<f32> = (0..3 * wide)
        .map(|_| rng.random_range(-3..3) as f32)
        .collect();
    logits[wide + 5] = f32::NAN;
    for params in [p(1.0).with_top_k(17), p(0.9).with_top_k(50).with_top_p(0.3)] {
        all.push((3, wide, params, logits.clone(), KEY));
    }
    all.push(order_sensitive_top_p(8, wide));
    let mut logits = vec![f32::NEG_INFINITY; wide];
    logits[3] = 1.5;
    logits[8000] = 1.5;
    logits[8999] = -2.0;
    all.push((1, wide, p(1.0).with_top_k(5).with_top_p(0.9), logits, KEY));
    // Top-p boundaries that decide the token: in each row the top-k set (4 of 1000, listed)
    // has one token of probability about 0.3 among it, at its first, a middle or its last
    // position; top_p = 0.2 keeps that token alone, 0.5 it and the next.
    let mut rng = SmallRng::seed_from_u64(9);
    let mut logits: Vec<f32> = (0..3 * 1000).map(|_| rng.random_range(-4.0..0.0)).collect();
    for (row, top) in [(0usize, 0usize), (1, 2), (2, 3)] {
        for (k, at) in [100usize, 400, 700, 900].into_iter().enumerate() {
            let logit = if k == top { 10.0 } else { 9.7 - 0.1 * k as f32 };
            logits[row * 1000 + at] = logit;
        }
    }
    for top_p in [0.2, 0.5] {
        let params = p(1.0).with_top_k(4).with_top_p(top_p);
        all.push((3, 1000, params, logits.clone(), KEY));
    }
    all
}

#[test]
fn the_compiled_sampler_equals_the_reference_bit_for_bit() {
    check_cases(sampler_cases());
}

/// `gumbel_pairwise` (its softmax mass and top-p mass summed pairwise: on x86 the bitwise
/// rounds, two per pass) on every runnable level: the sampler cases, the top-p boundaries, the
/// listed nuclei and the boundaries only the declared tree finds.
#[test]
fn the_compiled_pairwise_sampler_equals_the_reference_bit_for_bit() {
    for case in pairwise_sampler_cases() {
        check_on(&tessera_tests::gumbel_pairwise::PROGRAM, case, &[]);
    }
}

/// The cases `gumbel_pairwise` runs on x86 and on GPUs: the sampler cases, the top-p
/// boundaries, the listed nuclei and the boundaries only its declared tree finds.
pub(crate) fn pairwise_sampler_cases() -> Vec<SamplerCase> {
    let mut cases = sampler_cases();
    cases.extend(top_p_above_the_rounded_total());
    cases.extend(top_p_boundaries_an_estimate_misplaces());
    cases.extend(listed_nuclei());
    cases.extend(top_p_boundaries_of_pairwise_sums(0));
    cases.extend(top_p_boundaries_of_pairwise_sums(4));
    cases
}

/// `gumbel_pairwise` with top-k and top-p on rows whose top-k set is listed (4 tokens of
/// 9000): the x86 entry folds the mass and the top-p search over the four at their
/// positions, the gaps as blocks of zeros, whole rows and rows split by candidates (2 and 5
/// spans), equal to the reference bit for bit. The cases tell the trees apart: the reference
/// with `top_p` one ulp above the three tokens' pairwise mass (what a search that grouped the
/// list densely would find short) draws other ids.
#[test]
fn listed_pairwise_sums_fold_at_their_positions() {
    let program = &tessera_tests::gumbel_pairwise::PROGRAM;
    for case in top_p_boundaries_of_pairwise_sums(4) {
        let (rows, vocab, params, logits, key) = case.clone();
        assert!(params.top_k * 16 <= vocab, "a listed top-k set");
        let ids = |params: &SamplerParams| {
            let mut d = sampler_data(rows, logits.clone());
            run_sampler_reference(program, &mut d, rows, vocab, params, key);
            d.outputs[0].clone()
        };
        let above = params.with_top_p(f64::from((params.top_p as f32).next_up()));
        assert_ne!(ids(&params), ids(&above), "{params:?}");
        check_on(program, case, &[2, 5]);
    }
}

/// Rows of fewer than 128 tokens run across rows on x86 (`codegen::across`, blocks of 64
/// rows transposed, their Gumbel noise drawn per block), and wider ones row by row: widths
/// around every bound, enough rows for several blocks per call, a last block cut short by
/// the end of a call and more than one call per launch (the launcher's thread chunks of
/// 16384 tokens' rows, which start blocks at rows that are not multiples of 64), each way of
/// sampling, a key whose high word carries, ties (integer logits), a NaN (refused) row, a
/// `+inf` one and a row of `-inf` logits.
#[test]
fn narrow_rows_run_across_rows_equal_to_the_reference_bit_for_bit() {
    let p = SamplerParams::new;
    let widths = [
        1usize, 2, 3, 4, 5, 7, 8, 15, 16, 17, 31, 32, 33, 63, 64, 100, 127, 128,
    ];
    for vocab in widths {
        let rows = (16384 / vocab + 37).max(450);
        let mut logits = random_logits(rows, vocab, 60 + vocab as u64, 6.0);
        let mut rng = SmallRng::seed_from_u64(vocab as u64);
        for logit in &mut logits[vocab * 100..vocab * 400] {
            *logit = rng.random_range(-2..2) as f32;
        }
        logits[vocab * 7] = f32::NAN;
        logits[vocab * 9..vocab * 10].fill(f32::NEG_INFINITY);
        logits[vocab * 70 + vocab / 2] = f32::INFINITY;
        for params in [
            p(1.0),
            p(0.3),
            SamplerParams::greedy(),
            p(1.0).with_top_k(vocab.min(3)),
            p(0.8).with_top_p(0.9),
        ] {
            check(rows, vocab, params, logits.clone(), [KEY[0], u64::MAX - 3]);
        }
    }
}

/// `rows` rows of `vocab` random logits in [-4, 4) (seeded by `seeds.0`) with the rows narrow
/// searches find hard: integer logits in [-2, 2) (ties; seeded by `seeds.1`) in the rows
/// `ties`, a NaN in row 3, a row of `-inf` (5), one of equal logits (8) and a `+inf` in row
/// `inf_row`.
fn narrow_logits(
    rows: usize,
    vocab: usize,
    seeds: (u64, u64),
    ties: std::ops::Range<usize>,
    inf_row: usize,
) -> Vec<f32> {
    let mut logits = random_logits(rows, vocab, seeds.0, 4.0);
    let mut rng = SmallRng::seed_from_u64(seeds.1);
    for logit in &mut logits[vocab * ties.start..vocab * ties.end] {
        *logit = rng.random_range(-2..2) as f32;
    }
    logits[vocab * 3] = f32::NAN;
    logits[vocab * 5..vocab * 6].fill(f32::NEG_INFINITY);
    logits[vocab * 8..vocab * 9].fill(1.5);
    logits[vocab * inf_row + vocab / 3] = f32::INFINITY;
    logits
}

/// Rows of fewer than 128 tokens run across rows on x86 at launches with top-k or top-p too
/// (`codegen::across`: each fold of a search, the total and each of its bitwise rounds, one
/// vector fold over a block's 64 rows), for both samplers: widths around the vector and
/// block bounds, several blocks and a last one cut short, top-k from 1 to every token, top-p
/// alone (from a small nucleus to the whole row) and with top-k, at several temperatures,
/// ties (integer logits: the top-k boundary falls inside a tie), a NaN (refused) row, a
/// `+inf` one, rows of `-inf` logits and rows of equal logits. And rows whose keys part late
/// (the rounds' bounds on an interval's keys, `across::emit_search`): logits cut to
/// bfloat16 precision (ties at any bit of the key) and logits within two ulps of a power of two
/// (keys ending in ones, such as an interval's top, or in zeros).
#[test]
fn narrow_rows_search_across_rows_equal_the_reference_bit_for_bit() {
    let p = SamplerParams::new;
    let pairwise = &tessera_tests::gumbel_pairwise::PROGRAM;
    for vocab in [1usize, 2, 3, 5, 8, 16, 17, 31, 33, 64, 65, 100, 127, 128] {
        let rows = 200 + vocab;
        let seeds = (700 + vocab as u64, vocab as u64 + 7);
        let mut logits = narrow_logits(rows, vocab, seeds, 60..130, 140);
        for logit in &mut logits[vocab * 150..vocab * 180] {
            *logit = f32::from_bits(logit.to_bits() & 0xffff_0000);
        }
        let mut rng = SmallRng::seed_from_u64(vocab as u64 + 70);
        for logit in &mut logits[vocab * 180..vocab * 200] {
            let base = [0.5f32, 1.0, 2.0][rng.random_range(0..3)];
            *logit = f32::from_bits(base.to_bits().wrapping_add_signed(rng.random_range(-2..3)));
        }
        for params in [
            p(1.0).with_top_k(1),
            p(1.0).with_top_k(vocab / 3 + 1),
            p(0.7).with_top_k(vocab),
            p(1.0).with_top_p(0.5),
            p(2.0).with_top_p(0.99),
            p(0.25).with_top_p(1e-6),
            p(0.5).with_top_k(vocab / 2 + 1).with_top_p(0.8),
            p(1.0).with_top_k(3.min(vocab)).with_top_p(0.3),
        ] {
            let case = (rows, vocab, params, logits.clone(), KEY);
            check_on(&gumbel::PROGRAM, case.clone(), &[]);
            check_on(pairwise, case, &[]);
        }
    }
}

/// Narrow rows that search, for GPU packed entries (several rows to a workgroup, their
/// searches' rounds in step): every packed width's bounds and some between, 71 rows (each
/// width's last workgroup cut short, its rows past the end running along), top-k alone, top-p
/// alone and both, ties (integer logits), a NaN (refused) row, a `+inf` one, a row of `-inf`
/// and one of equal logits beside the random ones in the same workgroup.
pub(crate) fn narrow_search_cases() -> Vec<SamplerCase> {
    let p = SamplerParams::new;
    let rows = 71;
    let mut cases = Vec::new();
    for vocab in [
        1usize, 2, 3, 4, 5, 16, 17, 31, 32, 33, 63, 64, 65, 100, 127, 128,
    ] {
        let seeds = (900 + vocab as u64, vocab as u64 + 90);
        let logits = narrow_logits(rows, vocab, seeds, 20..50, 60);
        for params in [
            p(1.0).with_top_k(1),
            p(0.7).with_top_k(vocab / 3 + 1),
            p(1.0).with_top_p(0.5),
            p(2.0).with_top_p(0.99),
            p(0.5).with_top_k(vocab / 2 + 1).with_top_p(0.8),
        ] {
            cases.push((rows, vocab, params, logits.clone(), KEY));
        }
    }
    cases
}

/// Top-p boundaries on narrow rows (run across rows on x86): `top_p` is exactly the mass of
/// the row's most likely half, folded in the sampler's declared order (in token order, or
/// the pairwise tree over every position for `gumbel_pairwise`, whose softmax mass is
/// pairwise too), so the nucleus is that half; one ulp above, it takes one token more, which
/// some of the 1024 rows (one row of logits, each row its own noise) draw. And rows (12, 61
/// and 109 tokens) whose total mass rounds below 1, with `top_p` one ulp above it: the
/// search finds no boundary and keeps every token. Every launch equals the reference bit for
/// bit.
#[test]
fn narrow_rows_find_top_p_boundaries_across_rows() {
    let pairwise = &tessera_tests::gumbel_pairwise::PROGRAM;
    for (program, pairwise_sums) in [(&gumbel::PROGRAM, false), (pairwise, true)] {
        // The sampler's fold of `values` in its declared order.
        let fold = |values: &mut dyn Iterator<Item = f32>| match pairwise_sums {
            true => pairwise_sum(values),
            false => values.fold(0.0f32, |acc, x| x + acc),
        };
        // The sampler's probabilities: its own `exp`, over the mass in its order.
        let probabilities =
            |row: &[f32]| probabilities_over(row, &|es| fold(&mut es.iter().copied()));
        let context = |rows: usize, vocab: usize| format!("{} [{rows}, {vocab}]", program.name);
        for vocab in [3usize, 16, 33, 100, 127] {
            let mut rng = SmallRng::seed_from_u64(vocab as u64);
            let mut row: Vec<f32> = (0..vocab).map(|_| rng.random_range(-1.0..-0.1)).collect();
            row[vocab / 2] = 0.0;
            let probability = probabilities(&row);
            let mut order: Vec<usize> = (0..vocab).collect();
            order.sort_by(|&a, &b| probability[b].total_cmp(&probability[a]).then(a.cmp(&b)));
            let half = &order[..vocab / 2 + 1];
            let mass = fold(&mut (0..vocab).map(|f| match half.contains(&f) {
                true => probability[f],
                false => 0.0,
            }));
            let rows = 1024;
            let logits = row.repeat(rows);
            let at = SamplerParams::new(1.0).with_top_p(f64::from(mass));
            let above = at.with_top_p(f64::from(mass.next_up()));
            let ids = |params: &SamplerParams| {
                let mut d = sampler_data(rows, logits.clone());
                run_sampler_reference(program, &mut d, rows, vocab, params, KEY);
                d.outputs[0].clone()
            };
            let label = context(rows, vocab);
            assert!(
                ids(&at).iter().all(|&id| half.contains(&(id as usize))),
                "{label}: the nucleus at top_p = {mass} is the half"
            );
            assert_ne!(ids(&at), ids(&above), "{label}: one ulp above");
            for params in [at, above] {
                check_on(program, (rows, vocab, params, logits.clone(), KEY), &[]);
            }
        }
        for vocab in [12usize, 61, 109] {
            // The first row of a seeded sequence whose total mass rounds below `1 - 2^-24`.
            let (row, total) = (0..100)
                .map(|seed| {
                    let mut rng = SmallRng::seed_from_u64(seed);
                    let mut row: Vec<f32> =
                        (0..vocab).map(|_| rng.random_range(-1.0..0.0)).collect();
                    row[0] = 0.0;
                    let total = fold(&mut probabilities(&row).into_iter());
                    (row, total)
                })
                .find(|(_, total)| total.next_up() < 1.0)
                .unwrap_or_else(|| panic!("{}: no row sums below 1", context(1, vocab)));
            let params = SamplerParams::new(1.0).with_top_p(f64::from(total.next_up()));
            check_on(program, (200, vocab, params, row.repeat(200), KEY), &[]);
        }
    }
}

#[test]
fn argmax_ties_across_vector_lanes_and_the_tail_go_to_the_lowest_index() {
    // The CPU kernels fold maxima in 32 interleaved lanes (then the tail in order; GPUs in 8):
    // ties between lanes, between blocks in one lane, between a lane and the tail, and maxima
    // in the tail only.
    for vocab in [1usize, 7, 8, 9, 16, 31, 32, 33, 37, 64, 65, 100] {
        let mut rows: Vec<Vec<f32>> = Vec::new();
        for (a, b) in [
            (0, 1),
            (1, 0),
            (2, 9),
            (6, 13),
            (5, 32),
            (3, 35),
            (33, 36),
            (40, 8),
            (31, 64),
            (70, 38),
            (vocab - 1, 3),
        ] {
            let mut row = vec![-1.0f32; vocab];
            row[b.min(vocab - 1)] = 2.0;
            row[a.min(vocab - 1)] = 2.0;
            rows.push(row);
        }
        let mut only_tail = vec![f32::NEG_INFINITY; vocab];
        only_tail[vocab - 1] = -3.0;
        rows.push(only_tail);
        // Decreasing: the maximum is the first element.
        rows.push((0..vocab).map(|i| -(i as f32)).collect());
        let logits = rows.concat();
        let expected: Vec<i64> = rows.iter().map(|r| argmax(r)).collect();
        let n = rows.len();
        assert_eq!(
            sample(&logits, n, SamplerParams::greedy(), KEY),
            expected,
            "V = {vocab}"
        );
        check(n, vocab, SamplerParams::greedy(), logits.clone(), KEY);
        check(
            n,
            vocab,
            SamplerParams::new(0.5).with_top_k(vocab.min(2)),
            logits,
            KEY,
        );
    }
}
