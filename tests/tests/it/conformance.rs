//! Bit-exactness: every program (those of `programs/` and the random ones,
//! `tessera_tests::random`), on every compiled x86 level this CPU supports, equals the
//! reference interpreter bit for bit over a shape sweep (F in {1, 5, 8, 33, 100, 1024, 4097,
//! 8192}, K in {1, 4, 12}, T in {0, 0.3, 0.7}, keys alternating between two, one near wrap-around), annealed chains included, plus seeded
//! random shapes up to 64 x 4096 and K up to 64. The reference runs once per case and every
//! level is compared with it.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tessera_rt::kernel::{Program, ProgramKind};
use tessera_rt::langevin::LangevinParams;
use tessera_tests::every_program;

use crate::harness::{
    Data, assert_nans_canonical, assert_same_bits, data, poison_with_nans, run_compiled,
    run_reference, runnable, width,
};

const ETA: f64 = 0.1;
const WIDTHS: [usize; 8] = [1, 5, 8, 33, 100, 1024, 4097, 8192];
const KEYS: [[u64; 2]; 2] = [[0x0123_4567_89ab_cdef, 42], [7, u64::MAX - 2]];

/// Runs one case on every runnable level against one reference run.
#[track_caller]
fn check(
    program: &Program,
    rows: usize,
    features: usize,
    params: LangevinParams,
    key: [u64; 2],
    seed: u64,
) {
    let features = width(program, features);
    let initial = data(program, rows, features, seed);
    check_from(program, initial, rows, features, &params, key);
}

/// Runs `program` from `initial` on every runnable level against one reference run; returns
/// the reference's results.
#[track_caller]
fn check_from(
    program: &Program,
    initial: Data,
    rows: usize,
    features: usize,
    params: &LangevinParams,
    key: [u64; 2],
) -> Data {
    let mut expected = initial.clone();
    let expected_key = run_reference(program, &mut expected, rows, features, params, key);
    for kernel in runnable(program) {
        let mut compiled = initial.clone();
        let next_key = run_compiled(kernel, program, &mut compiled, rows, features, params, key);
        let context = format!(
            "{} on {}, {rows}x{features}, {params:?}, key {key:?}",
            program.name, kernel.level
        );
        assert_eq!(next_key, expected_key, "{context}: next key");
        assert_same_bits(&context, &compiled, &expected, features);
    }
    expected
}

/// NaN results have one bit pattern on every target: operands holding NaNs of several bit
/// patterns (state, or the input of a map) give NaN results that the reference and every
/// compiled level store as the canonical NaN, equal bit for bit.
#[test]
fn nan_results_are_the_canonical_nan_on_every_level() {
    let programs = every_program().filter(|p| p.kind != ProgramKind::Sampler);
    for (p, program) in programs.enumerate() {
        for features in [5, 33, 1024] {
            let features = width(program, features);
            let rows = 4;
            let params = LangevinParams::constant(4, ETA, 0.3);
            let mut initial = data(program, rows, features, 800 + p as u64);
            poison_with_nans(&mut initial, rows, features);
            let expected = check_from(program, initial, rows, features, &params, KEYS[p % 2]);
            let context = format!("{} with NaN operands, {rows}x{features}", program.name);
            assert_nans_canonical(&format!("{context}, the reference"), program, &expected);
        }
    }
}

fn is_langevin(program: &Program) -> bool {
    matches!(program.kind, ProgramKind::Langevin { .. })
}

#[test]
fn every_program_equals_the_reference_over_the_shape_sweep() {
    for (p, program) in every_program().enumerate() {
        let mut seed = 100 * p as u64;
        for features in WIDTHS {
            let (step_counts, temperatures): (&[u64], &[f64]) = if is_langevin(program) {
                (&[1, 4, 12], &[0.0, 0.3, 0.7])
            } else if program.kind == ProgramKind::Sampler {
                (&[1], &[0.0, 0.7])
            } else {
                (&[1], &[0.0])
            };
            for &steps in step_counts {
                for &temperature in temperatures {
                    seed += 1;
                    let params = LangevinParams::constant(steps, ETA, temperature);
                    check(program, 2, features, params, KEYS[seed as usize % 2], seed);
                }
            }
        }
    }
}

#[test]
fn annealed_chains_equal_the_reference() {
    for program in every_program().filter(|p| is_langevin(p)) {
        for (i, (temperature, ratio)) in [(0.7, 0.9), (1.5, 0.5), (0.0, 0.8), (0.3, 1.0)]
            .into_iter()
            .enumerate()
        {
            for features in [1, 33, 1024] {
                let params = LangevinParams {
                    steps: 12,
                    eta: ETA,
                    temperature,
                    anneal: Some(ratio),
                };
                check(program, 4, features, params, KEYS[i % 2], 7000 + i as u64);
            }
        }
    }
}

/// Rows narrower than 32 features draw their normals for several steps at once (chunks of 512
/// normals: 512 / F steps under `tessera-v1`, 128 / ceil(F/4) under `tessera-fast-v1`): chains
/// long enough to cross many chunk boundaries, the last chunk partial, annealed and at T = 0,
/// with `key1 + t` wrapping around inside a chunk.
#[test]
fn narrow_rows_equal_the_reference_across_noise_chunks() {
    for (p, program) in every_program().filter(|p| is_langevin(p)).enumerate() {
        for (i, features) in [1usize, 3, 4, 5, 13, 31].into_iter().enumerate() {
            for (j, (steps, temperature, anneal)) in [
                (600u64, 0.7, None),
                (130, 0.3, Some(0.97)),
                (67, 0.0, None),
                (1, 0.5, None),
            ]
            .into_iter()
            .enumerate()
            {
                let params = LangevinParams {
                    steps,
                    eta: ETA,
                    temperature,
                    anneal,
                };
                let seed = 9000 + 100 * p as u64 + 10 * i as u64 + j as u64;
                check(program, 3, features, params, KEYS[(i + j) % 2], seed);
            }
        }
    }
}

/// Narrow rows of programs whose elements never interact run flat on x86 (blocks of 512 / F
/// rows as one array, `codegen/flat.rs`; under `tessera-fast-v1` only when F is a multiple of
/// four), and other narrow rows run across rows (transposed blocks of 64 rows,
/// `codegen/across.rs`: Langevin programs up to 127 features for a program that folds, 31 for
/// one that does not; maps and energies up to 15): one row, blocks whole and partial, and a
/// launch of several thread chunks (5000 rows of 4 features each), every fold kind
/// (`softmax_pull`, `softmax_fast`, `tether_pairwise`), feature indices (`bivector_pull`'s
/// grade masks, argmax), shared vectors (`weighted`), under both noise policies, at T = 0 and
/// annealed. Maps and energies also run every width whose whole blocks transpose in vectors
/// (1 to 15 features, two whole blocks and a partial one; 16 is past them).
#[test]
fn narrow_rows_equal_the_reference_across_flat_blocks() {
    for (p, program) in every_program().enumerate() {
        if program.kind == ProgramKind::Sampler {
            continue;
        }
        let chains = chains_of(program);
        for (i, (rows, features)) in [
            (1usize, 4usize),
            (130, 4),
            (5000, 4),
            (77, 1),
            (300, 3),
            (45, 12),
            (20, 31),
            (200, 100),
            (70, 127),
        ]
        .into_iter()
        .enumerate()
        {
            let seed = 7000 + 100 * p as u64 + 10 * i as u64;
            check_chains(program, (rows, features), chains, i, seed);
        }
        if !is_langevin(program) {
            for features in 1..=16 {
                let seed = 17000 + 100 * p as u64 + features as u64;
                check_chains(program, (130, features), chains, features, seed);
            }
        }
    }
}

/// The chains (K, T, annealing ratio) the block tests run on each shape: noise, none, annealed.
const CHAINS: [(u64, f64, Option<f64>); 3] = [(5, 0.7, None), (3, 0.0, None), (4, 0.4, Some(0.9))];

/// The chains a block test runs `program` on: [`CHAINS`] for a Langevin program, one
/// evaluation for the other kinds.
fn chains_of(program: &Program) -> &'static [(u64, f64, Option<f64>)] {
    if is_langevin(program) {
        &CHAINS
    } else {
        &[(1, 0.0, None)]
    }
}

/// [`check`] of each of `chains` on one shape, the keys alternating from `KEYS[parity % 2]`,
/// the seeds counting up from `seed`.
#[track_caller]
fn check_chains(
    program: &Program,
    (rows, features): (usize, usize),
    chains: &[(u64, f64, Option<f64>)],
    parity: usize,
    seed: u64,
) {
    for (j, &(steps, temperature, anneal)) in chains.iter().enumerate() {
        let params = LangevinParams {
            steps,
            eta: ETA,
            temperature,
            anneal,
        };
        let key = KEYS[(parity + j) % 2];
        check(program, rows, features, params, key, seed + j as u64);
    }
}

/// Rows of 16 to 4096 features of programs with a sequential sum (every kind but the sampler)
/// run on x86 in lockstep blocks of `tessera_build::targets::LOCKSTEP_ROWS` rows whose sums
/// add side by side (`codegen/lockstep.rs`), a map's in blocks of eight rows up to
/// `LOCKSTEP_WIDE_ROWS_FEATURES` (2048) features: whole blocks and partial ones, whole tiles
/// of features and a tail, the widths at both ends of each range and just outside it, a
/// launch of several thread chunks, under both noise policies (`tether_fast`), at T = 0 and
/// annealed.
#[test]
fn rows_in_lockstep_blocks_equal_the_reference() {
    for (p, program) in every_program().enumerate() {
        if program.kind == ProgramKind::Sampler {
            continue;
        }
        for (i, (rows, features)) in [
            (4usize, 16usize),
            (7, 17),
            (9, 101),
            (13, 1024),
            (37, 1000),
            (8, 24),
            (17, 64),
            (11, 2048),
            (10, 2049),
            (6, 4096),
            (5, 4097),
            (3, 15),
        ]
        .into_iter()
        .enumerate()
        {
            let chains = chains_of(program);
            let seed = 8000 + 100 * p as u64 + 10 * i as u64;
            check_chains(program, (rows, features), chains, i, seed);
        }
    }
}

/// Seeded random shapes up to 64 x 4096 and K up to 64; the work of one case (rows * F * K)
/// is capped at 2^21 element-steps by lowering K, so the suite stays fast.
#[test]
fn every_program_equals_the_reference_on_random_shapes() {
    let mut rng = SmallRng::seed_from_u64(2026);
    for program in every_program() {
        for case in 0..3 {
            let rows = rng.random_range(1..=64usize);
            let features = rng.random_range(1..=4096usize);
            let mut steps = rng.random_range(1..=64u64);
            while steps > 1 && (rows * features) as u64 * steps > 1 << 21 {
                steps /= 2;
            }
            let temperature = [0.0, 0.3, 0.7, 1.3][rng.random_range(0..4)];
            let params = LangevinParams::constant(steps, ETA, temperature);
            check(
                program,
                rows,
                features,
                params,
                [rng.random(), rng.random()],
                9000 + case,
            );
        }
    }
}

/// The largest shape of the foundation issue, once.
#[test]
fn the_largest_shape_equals_the_reference() {
    let params = LangevinParams::constant(16, ETA, 0.7);
    check(
        &tessera_tests::quadratic::PROGRAM,
        64,
        4096,
        params,
        [3, 9],
        5,
    );
}
