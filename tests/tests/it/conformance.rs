//! Bit-exactness: every compiled x86 level this CPU supports equals the reference interpreter
//! bit for bit, over the fixed cases and seeded random shapes, for every program; and
//! the quadratic program equals its closed form, written here independently of the compiler.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tessera_build::numeric::philox::langevin_normal_v1_ref;
use tessera_build::rows::{self, Launch};
use tessera_rt::cpu::CpuInfo;
use tessera_rt::kernel::{CpuKernel, LangevinProgram};
use tessera_rt::langevin::{self, LangevinParams};
use tessera_tests::PROGRAMS;

/// One chain: shape, steps, temperature, key.
#[derive(Debug, Clone, Copy)]
struct Case {
    rows: usize,
    features: usize,
    steps: u64,
    temperature: f64,
    key: [u64; 2],
}

const ETA: f64 = 0.1;

/// The fixed (rows x F, K, T) cases, each with two keys (one with k1 near wrap-around).
fn fixed_cases() -> Vec<Case> {
    let shapes = [
        (4, 8, 1, 0.7),
        (6, 8, 5, 0.7),
        (3, 5, 12, 0.7),
        (9, 100, 4, 0.3),
        (16, 33, 8, 0.0),
        (2, 1024, 3, 0.5),
    ];
    let keys = [[0x0123_4567_89ab_cdef, 42], [7, u64::MAX - 2]];
    shapes
        .iter()
        .flat_map(|&(rows, features, steps, temperature)| {
            keys.iter().map(move |&key| Case {
                rows,
                features,
                steps,
                temperature,
                key,
            })
        })
        .collect()
}

/// Seeded random shapes up to 64 x 4096 and K up to 64. The total work of one case
/// (rows * F * K) is capped at 2^22 element-steps by lowering K, so the suite stays fast;
/// every drawn shape is still run.
fn random_cases(seed: u64, count: usize) -> Vec<Case> {
    let mut rng = SmallRng::seed_from_u64(seed);
    (0..count)
        .map(|_| {
            let rows = rng.random_range(1..=64usize);
            let features = rng.random_range(1..=4096usize);
            let mut steps = rng.random_range(1..=64u64);
            while steps > 1 && (rows * features) as u64 * steps > 1 << 22 {
                steps /= 2;
            }
            let temperature = [0.0, 0.3, 0.7, 1.3][rng.random_range(0..4)];
            Case {
                rows,
                features,
                steps,
                temperature,
                key: [rng.random(), rng.random()],
            }
        })
        .collect()
}

fn random_buffer(rng: &mut SmallRng, len: usize) -> Vec<f32> {
    (0..len).map(|_| rng.random_range(-3.0f32..3.0)).collect()
}

/// The CPU kernels of `program` that this machine can run.
fn runnable(program: &LangevinProgram) -> Vec<&CpuKernel> {
    let cpu = CpuInfo::detect();
    let kernels: Vec<&CpuKernel> = program
        .cpu
        .iter()
        .filter(|k| cpu.missing(k.required_features).is_empty())
        .collect();
    assert!(
        !kernels.is_empty(),
        "no compiled level of `{}` runs on this CPU",
        program.name
    );
    kernels
}

/// Runs `case` through `kernel` and through the reference; asserts identical bits and keys.
#[track_caller]
fn check_bit_exact(program: &LangevinProgram, kernel: &CpuKernel, case: Case, seed: u64) {
    let (_, reference) = crate::reference(program.name);
    let mut rng = SmallRng::seed_from_u64(seed);
    let len = case.rows * case.features;
    let initial = random_buffer(&mut rng, len);
    let inputs: Vec<Vec<f32>> = program
        .inputs
        .iter()
        .map(|_| random_buffer(&mut rng, len))
        .collect();
    let input_refs: Vec<&[f32]> = inputs.iter().map(Vec::as_slice).collect();
    let params = LangevinParams {
        steps: case.steps,
        eta: ETA,
        temperature: case.temperature,
    };

    let mut compiled = initial.clone();
    let run = langevin::run_cpu_with(
        kernel,
        program,
        &mut compiled,
        &input_refs,
        case.rows,
        case.features,
        &params,
        case.key,
    )
    .unwrap_or_else(|e| panic!("{e}"));

    let mut expected = initial;
    let launch = Launch {
        n_rows: case.rows,
        n_features: case.features,
        steps: case.steps,
        scalars: langevin::host_scalars(&params),
        key: case.key,
    };
    let next_key = rows::interpret(&reference, &mut expected, &input_refs, &launch);

    assert_eq!(
        run.next_key, next_key,
        "{} {}: next key, {case:?}",
        program.name, kernel.level
    );
    if let Some(i) = (0..len).find(|&i| compiled[i].to_bits() != expected[i].to_bits()) {
        panic!(
            "{} on {}: element {i} (row {}, feature {}) is {:e} ({:#010x}), the reference says {:e} ({:#010x}); {case:?}",
            program.name,
            kernel.level,
            i / case.features,
            i % case.features,
            compiled[i],
            compiled[i].to_bits(),
            expected[i],
            expected[i].to_bits()
        );
    }
}

#[test]
fn every_level_equals_the_reference_on_the_fixed_cases() {
    for program in PROGRAMS {
        for kernel in runnable(program) {
            for (i, case) in fixed_cases().into_iter().enumerate() {
                check_bit_exact(program, kernel, case, i as u64);
            }
        }
    }
}

#[test]
fn every_level_equals_the_reference_on_random_shapes() {
    for (p, program) in PROGRAMS.iter().enumerate() {
        for kernel in runnable(program) {
            for (i, case) in random_cases(1000 + p as u64, 4).into_iter().enumerate() {
                check_bit_exact(program, kernel, case, 77 + i as u64);
            }
        }
    }
}

/// The largest shape of the issue, once, on the best level.
#[test]
fn the_largest_shape_equals_the_reference() {
    let program = &tessera_tests::quadratic::PROGRAM;
    let best = *runnable(program).last().expect("a runnable level");
    let case = Case {
        rows: 64,
        features: 4096,
        steps: 16,
        temperature: 0.7,
        key: [3, 9],
    };
    check_bit_exact(program, best, case, 5);
}

/// `y' = y - eta32*(y - x) + s*z` for one step, written here without the compiler.
#[test]
fn quadratic_equals_its_closed_form() {
    let (rows, features) = (5, 37);
    let key = [0xdead_beef_0000_0001, 0x10];
    let mut rng = SmallRng::seed_from_u64(11);
    let y0 = random_buffer(&mut rng, rows * features);
    let x = random_buffer(&mut rng, rows * features);
    for temperature in [0.0, 0.25, 0.7] {
        let params = LangevinParams {
            steps: 1,
            eta: ETA,
            temperature,
        };
        let eta32 = ETA as f32;
        let s = ((2.0 * ETA) * temperature).sqrt() as f32;
        for kernel in runnable(&tessera_tests::quadratic::PROGRAM) {
            let mut y = y0.clone();
            let run = langevin::run_cpu_with(
                kernel,
                &tessera_tests::quadratic::PROGRAM,
                &mut y,
                &[&x],
                rows,
                features,
                &params,
                key,
            )
            .unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(run.next_key, [key[0], key[1] + 1]);
            for i in 0..rows * features {
                let moved = y0[i] - (y0[i] - x[i]) * eta32;
                let expected = if temperature == 0.0 {
                    moved
                } else {
                    moved + langevin_normal_v1_ref(key, 0, i as u64) * s
                };
                assert_eq!(
                    y[i].to_bits(),
                    expected.to_bits(),
                    "{}: element {i}, T = {temperature}",
                    kernel.level
                );
            }
        }
    }
}

/// At T = 0 the chain is plain gradient descent: the quadratic pulls every element toward x.
#[test]
fn zero_temperature_descends_toward_the_target() {
    let (rows, features) = (3, 16);
    let x = vec![1.0f32; rows * features];
    let mut y = vec![-2.0f32; rows * features];
    let params = LangevinParams {
        steps: 200,
        eta: 0.1,
        temperature: 0.0,
    };
    tessera_tests::quadratic::run_cpu(&mut y, &x, rows, features, &params, [1, 2])
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(y.iter().all(|&v| (v - 1.0).abs() < 1e-6), "{y:?}");
}
