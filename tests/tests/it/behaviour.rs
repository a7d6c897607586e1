//! What each program promises, checked on the compiled kernels (through the typed launchers) and
//! against closed forms written here, independently of the compiler.

use tessera_build::numeric::philox::langevin_normal_v1_ref;
use tessera_rt::langevin::{self, LangevinParams};
use tessera_rt::{Operands, kernel::Program};
use tessera_tests::{bivector_pull, huber, quadratic, rownorm, softplus, sphere_align, tether};

use crate::harness::{data, run_compiled, runnable};

const ETA: f64 = 0.1;

fn constant(steps: u64, eta: f64, temperature: f64) -> LangevinParams {
    LangevinParams::constant(steps, eta, temperature)
}

/// `y' = y - eta32*(y - x) + s*z` for one step, written here without the compiler.
#[test]
fn quadratic_equals_its_closed_form() {
    let (rows, features) = (5, 37);
    let key = [0xdead_beef_0000_0001, 0x10];
    let d = data(&quadratic::PROGRAM, rows, features, 11);
    let (y0, x) = (&d.state, &d.inputs[0]);
    for temperature in [0.0, 0.25, 0.7] {
        let eta32 = ETA as f32;
        let s = ((2.0 * ETA) * temperature).sqrt() as f32;
        for kernel in runnable(&quadratic::PROGRAM) {
            let mut run = d.clone();
            let next = run_compiled(
                kernel,
                &quadratic::PROGRAM,
                &mut run,
                rows,
                features,
                &constant(1, ETA, temperature),
                key,
            );
            assert_eq!(next, [key[0], key[1] + 1]);
            for i in 0..rows * features {
                let moved = y0[i] - (y0[i] - x[i]) * eta32;
                let expected = if temperature == 0.0 {
                    moved
                } else {
                    moved + langevin_normal_v1_ref(key, 0, i as u64) * s
                };
                assert_eq!(
                    run.state[i].to_bits(),
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
    quadratic::run_cpu(&mut y, &x, rows, features, &constant(200, 0.1, 0.0), [1, 2])
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(y.iter().all(|&v| (v - 1.0).abs() < 1e-6), "{y:?}");
}

#[test]
fn huber_is_linear_beyond_its_kink() {
    let y0 = [5.0f32, 0.1, -7.0, 0.2];
    let x = [0.0f32; 4];
    let mut y = y0;
    huber::run_cpu(&mut y, &x, 1, 4, &constant(1, 1.0, 0.0), [0, 0])
        .unwrap_or_else(|e| panic!("{e}"));
    let expected = [y0[0] - 1.0, y0[1] - 0.1, y0[2] + 1.0, y0[3] - 0.2];
    assert_eq!(y.map(f32::to_bits), expected.map(f32::to_bits), "{y:?}");
}

#[test]
fn softplus_stays_finite_when_saturated() {
    let mut y = [80.0f32, -80.0, 0.0];
    let x = [0.0f32; 3];
    softplus::run_cpu(&mut y, &x, 1, 3, &constant(5, 0.1, 0.3), [4, 4])
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(y.iter().all(|v| v.is_finite()), "{y:?}");
    // Saturated gradients: 1 at +80, ~0 at -80, 1/2 at 0 (T = 0, one step).
    let mut y = [80.0f32, -80.0, 0.0];
    softplus::run_cpu(&mut y, &x, 1, 3, &constant(1, 1.0, 0.0), [0, 0])
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(y, [79.0, -80.0, -0.5]);
}

fn sphere_energy(y: &[f32], x: &[f32]) -> f32 {
    -y.iter().zip(x).map(|(a, b)| a * b).sum::<f32>()
}

#[test]
fn sphere_descent_lowers_every_rows_energy_and_keeps_unit_norm() {
    let (rows, features) = (6, 33);
    let d = data(&sphere_align::PROGRAM, rows, features, 3);
    let (mut y, x) = (d.state.clone(), d.inputs[0].clone());
    let mut status = vec![0u32; rows];
    sphere_align::run_cpu(
        &mut y,
        &mut status,
        &x,
        rows,
        features,
        &constant(10, 0.05, 0.0),
        [1, 1],
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(status, vec![0; rows], "unit rows raise no flag");
    for r in 0..rows {
        let row = r * features..(r + 1) * features;
        assert!(
            sphere_energy(&y[row.clone()], &x[row.clone()])
                < sphere_energy(&d.state[row.clone()], &x[row.clone()]),
            "row {r}"
        );
        let norm: f32 = y[row].iter().map(|v| v * v).sum::<f32>().sqrt();
        assert!((norm - 1.0).abs() < 1e-5, "row {r}: norm {norm}");
    }
}

#[test]
fn sphere_status_flags_non_unit_rows_and_accumulates() {
    let features = 4;
    // Row 0 is unit; row 1 has norm 2 (bit 0); row 2 is zero, so its retraction underflows
    // (bit 1) and keeps y, and its norm is not 1 either (bit 0).
    let mut y = vec![1.0, 0.0, 0.0, 0.0, 2.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0];
    let x = vec![0.0f32; 12];
    let mut status = vec![0u32, 0, 0x100];
    sphere_align::run_cpu(
        &mut y,
        &mut status,
        &x,
        3,
        features,
        &constant(1, 0.1, 0.0),
        [0, 0],
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        status,
        vec![0, 1, 0x103],
        "bits are ORed into the existing words"
    );
    assert_eq!(&y[8..], &[0.0; 4], "an underflowing retraction keeps y");
}

#[test]
fn bivector_steps_keep_off_grade_blades_exactly_zero() {
    let rows = 5;
    let d = data(&bivector_pull::PROGRAM, rows, 8, 9);
    let mut y = d.state.clone();
    let mut status = vec![0u32; rows];
    bivector_pull::run_cpu(
        &mut y,
        &mut status,
        &d.inputs[0],
        rows,
        8,
        &constant(3, ETA, 0.7),
        [2, 3],
    )
    .unwrap_or_else(|e| panic!("{e}"));
    for (i, v) in y.iter().enumerate() {
        let blade = (i % 8) as u32;
        if blade.count_ones() != 2 {
            assert_eq!(*v, 0.0, "element {i} (blade {blade:03b}) is off grade 2");
        }
    }
    // Random entries have off-grade parts: every row raised bit 0 at entry.
    assert_eq!(status, vec![1; rows]);
}

/// Runs `program` (langevin) with `params` from the same data on the best level.
fn chain(program: &Program, params: &LangevinParams, seed: u64) -> Vec<f32> {
    let (rows, features) = (4, 33);
    let mut d = data(program, rows, features, seed);
    let kernel = *runnable(program).last().expect("a level");
    run_compiled(kernel, program, &mut d, rows, features, params, [8, 9]);
    d.state
}

#[test]
fn annealing_with_ratio_one_is_the_constant_chain() {
    for program in [
        &quadratic::PROGRAM,
        &tether::PROGRAM,
        &sphere_align::PROGRAM,
    ] {
        for temperature in [0.0, 0.3, 0.7, 1.3] {
            let constant_chain = chain(program, &constant(6, ETA, temperature), 1);
            let annealed = chain(
                program,
                &LangevinParams {
                    anneal: Some(1.0),
                    ..constant(6, ETA, temperature)
                },
                1,
            );
            assert_eq!(
                annealed.iter().map(|v| v.to_bits()).collect::<Vec<_>>(),
                constant_chain
                    .iter()
                    .map(|v| v.to_bits())
                    .collect::<Vec<_>>(),
                "{}",
                program.name
            );
        }
    }
}

#[test]
fn annealing_from_zero_temperature_is_plain_descent() {
    for program in [&quadratic::PROGRAM, &tether::PROGRAM] {
        let descent = chain(program, &constant(6, ETA, 0.0), 2);
        let annealed = chain(
            program,
            &LangevinParams {
                anneal: Some(0.5),
                ..constant(6, ETA, 0.0)
            },
            2,
        );
        assert_eq!(
            annealed.iter().map(|v| v.to_bits()).collect::<Vec<_>>(),
            descent.iter().map(|v| v.to_bits()).collect::<Vec<_>>(),
            "{}",
            program.name
        );
    }
}

#[test]
fn annealing_cools_the_noise() {
    // The same chain, hot and annealed: the annealed one ends closer to the minimum.
    let hot = chain(&quadratic::PROGRAM, &constant(40, ETA, 2.0), 3);
    let cooled = chain(
        &quadratic::PROGRAM,
        &LangevinParams {
            anneal: Some(0.8),
            ..constant(40, ETA, 2.0)
        },
        3,
    );
    let target = data(&quadratic::PROGRAM, 4, 33, 3).inputs[0].clone();
    let distance = |y: &[f32]| {
        y.iter()
            .zip(&target)
            .map(|(a, b)| (a - b) * (a - b))
            .sum::<f32>()
    };
    assert!(
        distance(&cooled) < distance(&hot),
        "{} !< {}",
        distance(&cooled),
        distance(&hot)
    );
}

#[test]
fn row_normalisation_equals_the_sequential_fold() {
    let (rows, features) = (7, 100);
    let d = data(&rownorm::PROGRAM, rows, features, 5);
    let x = &d.inputs[0];
    let mut out = vec![0.0f32; rows * features];
    rownorm::run_cpu(&mut out, x, rows, features).unwrap_or_else(|e| panic!("{e}"));
    for r in 0..rows {
        let row = &x[r * features..(r + 1) * features];
        let mut acc = 0.0f32;
        for v in row {
            // The declared fold, operand order included: acc = f32(f32(v * v) + acc).
            #[allow(clippy::assign_op_pattern)]
            {
                acc = v * v + acc;
            }
        }
        let norm = acc.sqrt();
        for f in 0..features {
            assert_eq!(
                out[r * features + f].to_bits(),
                (row[f] / norm).to_bits(),
                "row {r}, feature {f}"
            );
        }
    }
    let _ = Operands::default();
    let _ = langevin::MAX_STEPS;
}
