//! The generated launchers refuse bad parameters before any kernel runs, with messages that
//! name the parameter, the value and the accepted range.

use tessera_rt::langevin::LangevinParams;
use tessera_tests::quadratic;

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

const OK: LangevinParams = LangevinParams {
    steps: 4,
    eta: 0.1,
    temperature: 0.5,
};

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
