//! The generated launchers refuse bad parameters before any kernel runs, with messages that
//! name the parameter, the value and the accepted range.

use tessera_rt::langevin::LangevinParams;
use tessera_tests::{bivector_pull, quadratic, rownorm, sphere_align, weighted, well_energy};

const OK: LangevinParams = LangevinParams {
    steps: 4,
    eta: 0.1,
    temperature: 0.5,
    anneal: None,
};

#[track_caller]
fn check_refused(
    rows: usize,
    features: usize,
    state_len: usize,
    params: LangevinParams,
    expected: &str,
) {
    let mut state = vec![0.5f32; state_len];
    let before = state.clone();
    let x = vec![0.0f32; rows * features];
    let err =
        quadratic::run_cpu(&mut state, &x, rows, features, &params, [0, 0]).expect_err("refused");
    assert_eq!(err.to_string(), expected);
    assert_eq!(state, before, "a refused launch leaves the state untouched");
}

#[test]
fn launches_with_bad_parameters_are_refused() {
    check_refused(
        2,
        3,
        6,
        LangevinParams { steps: 0, ..OK },
        "steps = 0 is out of range: expected 1 <= steps <= 1048576",
    );
    check_refused(
        2,
        3,
        6,
        LangevinParams {
            steps: (1 << 20) + 1,
            ..OK
        },
        "steps = 1048577 is out of range: expected 1 <= steps <= 1048576",
    );
    check_refused(
        2,
        3,
        6,
        LangevinParams { eta: 0.0, ..OK },
        "eta = 0: expected a finite value > 0",
    );
    check_refused(
        2,
        3,
        6,
        LangevinParams {
            eta: f64::NAN,
            ..OK
        },
        "eta = NaN: expected a finite value > 0",
    );
    check_refused(
        2,
        3,
        6,
        LangevinParams {
            temperature: -1.0,
            ..OK
        },
        "temperature = -1: expected a finite value >= 0",
    );
    check_refused(
        2,
        3,
        6,
        LangevinParams {
            temperature: f64::INFINITY,
            ..OK
        },
        "temperature = inf: expected a finite value >= 0",
    );
    check_refused(
        2,
        3,
        6,
        LangevinParams {
            anneal: Some(0.0),
            ..OK
        },
        "anneal = 0: expected a value in (0, 1]",
    );
    check_refused(
        2,
        3,
        6,
        LangevinParams {
            anneal: Some(1.5),
            ..OK
        },
        "anneal = 1.5: expected a value in (0, 1]",
    );
    check_refused(0, 3, 0, OK, "n_rows = 0: expected n_rows > 0");
    check_refused(2, 0, 0, OK, "n_features = 0: expected n_features > 0");
    check_refused(
        2,
        3,
        5,
        OK,
        "state has 5 elements, expected n_rows * n_features = 6",
    );
}

#[test]
fn manifold_and_operand_refusals_name_the_rule() {
    // Bivector rows are 2^n wide: Cl(3,0,0) needs 8 features.
    let (mut y, mut status, x) = (vec![0.0f32; 12], vec![0u32; 2], vec![0.0f32; 12]);
    let err =
        bivector_pull::run_cpu(&mut y, &mut status, &x, 2, 6, &OK, [0, 0]).expect_err("refused");
    assert_eq!(
        err.to_string(),
        "n_features = 6: program `bivector_pull` works in a Clifford algebra with 3 generators, so a row has 2^3 = 8 features"
    );
    // The sphere's status buffer has one word per row.
    let mut short = vec![0u32; 1];
    let err =
        sphere_align::run_cpu(&mut y, &mut short, &x, 2, 6, &OK, [0, 0]).expect_err("refused");
    assert_eq!(
        err.to_string(),
        "status has 1 elements, expected n_rows = 2"
    );
    // A shared vector has n_features values.
    let w = vec![1.0f32; 5];
    let err = weighted::run_cpu(&mut y, &x, &w, 1.0, 2, 6, &OK, [0, 0]).expect_err("refused");
    assert_eq!(
        err.to_string(),
        "vector `w` has 5 elements, expected n_features = 6"
    );
    // Map and energy outputs.
    let mut out = vec![0.0f32; 11];
    let err = rownorm::run_cpu(&mut out, &x, 2, 6).expect_err("refused");
    assert_eq!(
        err.to_string(),
        "out has 11 elements, expected n_rows * n_features = 12"
    );
    let (mut energy, mut grad) = (vec![0.0f32; 3], vec![0.0f32; 12]);
    let err = well_energy::run_cpu(&y, &mut energy, &mut grad, &x, 2, 6).expect_err("refused");
    assert_eq!(
        err.to_string(),
        "energy has 3 elements, expected n_rows = 2"
    );
}

#[test]
fn the_launcher_reports_the_level_it_chose() {
    let (rows, features) = (2, 8);
    let mut y = vec![0.0f32; rows * features];
    let x = vec![1.0f32; rows * features];
    let run = quadratic::run_cpu(&mut y, &x, rows, features, &OK, [5, 6])
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(
        quadratic::PROGRAM.cpu.iter().any(|k| k.level == run.level),
        "{}",
        run.level
    );
    assert_eq!(run.next_key, [5, 10]);
}
