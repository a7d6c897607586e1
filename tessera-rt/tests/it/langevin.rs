//! The launch envelope (every refusal, with its message), the host scalars of DESIGN.md 4.2 and
//! the key advance.

use tessera_rt::kernel::LangevinProgram;
use tessera_rt::langevin::{
    HostScalars, LangevinParams, MAX_STEPS, host_scalars, next_key, run_cpu, validate,
};

use crate::fake_kernel;

static QUADRATIC: LangevinProgram = LangevinProgram {
    name: "quadratic",
    inputs: &["x"],
    cpu: &[],
    gpu: &[],
};
static TWO_INPUTS: LangevinProgram = LangevinProgram {
    name: "coupled",
    inputs: &["x", "w"],
    cpu: &[],
    gpu: &[],
};
static NO_INPUTS: LangevinProgram = LangevinProgram {
    name: "free",
    inputs: &[],
    cpu: &[],
    gpu: &[],
};

/// One launch's shape and parameters, as `validate` sees them.
#[derive(Debug, Clone)]
struct Launch {
    program: &'static LangevinProgram,
    state_len: usize,
    input_lens: Vec<usize>,
    n_rows: usize,
    n_features: usize,
    params: LangevinParams,
}

/// A valid launch of `quadratic`: 3 rows of 4 features.
fn valid() -> Launch {
    Launch {
        program: &QUADRATIC,
        state_len: 12,
        input_lens: vec![12],
        n_rows: 3,
        n_features: 4,
        params: LangevinParams {
            steps: 10,
            eta: 0.01,
            temperature: 1.0,
        },
    }
}

fn validate_launch(launch: &Launch) -> Result<(), tessera_rt::Error> {
    validate(
        launch.program,
        launch.state_len,
        &launch.input_lens,
        launch.n_rows,
        launch.n_features,
        &launch.params,
    )
}

/// An edit of the valid launch.
type Change = fn(&mut Launch);

#[track_caller]
fn check_refused(change: Change, expected: &str) {
    let mut launch = valid();
    change(&mut launch);
    match validate_launch(&launch) {
        Ok(()) => panic!("accepted {launch:?}, expected: {expected}"),
        Err(error) => assert_eq!(error.to_string(), expected, "for {launch:?}"),
    }
}

#[track_caller]
fn check_accepted(change: Change) {
    let mut launch = valid();
    change(&mut launch);
    if let Err(error) = validate_launch(&launch) {
        panic!("refused {launch:?}: {error}");
    }
}

#[test]
fn every_refusal_names_the_parameter_value_and_range() {
    let overflow = format!(
        "n_rows * n_features = {max} * 2 overflows: expected at most {max} elements",
        max = usize::MAX
    );
    let cases: &[(Change, &str)] = &[
        (
            |l| l.params.steps = 0,
            "steps = 0 is out of range: expected 1 <= steps <= 1048576",
        ),
        (
            |l| l.params.steps = MAX_STEPS + 1,
            "steps = 1048577 is out of range: expected 1 <= steps <= 1048576",
        ),
        (
            |l| l.params.steps = u64::MAX,
            "steps = 18446744073709551615 is out of range: expected 1 <= steps <= 1048576",
        ),
        (
            |l| l.params.eta = 0.0,
            "eta = 0: expected a finite value > 0",
        ),
        (
            |l| l.params.eta = -0.0,
            "eta = -0: expected a finite value > 0",
        ),
        (
            |l| l.params.eta = -1.0,
            "eta = -1: expected a finite value > 0",
        ),
        (
            |l| l.params.eta = f64::NAN,
            "eta = NaN: expected a finite value > 0",
        ),
        (
            |l| l.params.eta = f64::INFINITY,
            "eta = inf: expected a finite value > 0",
        ),
        (
            |l| l.params.temperature = -1.0,
            "temperature = -1: expected a finite value >= 0",
        ),
        (
            |l| l.params.temperature = f64::NAN,
            "temperature = NaN: expected a finite value >= 0",
        ),
        (
            |l| l.params.temperature = f64::INFINITY,
            "temperature = inf: expected a finite value >= 0",
        ),
        (
            |l| l.params.temperature = f64::NEG_INFINITY,
            "temperature = -inf: expected a finite value >= 0",
        ),
        (|l| l.n_rows = 0, "n_rows = 0: expected n_rows > 0"),
        (
            |l| l.n_features = 0,
            "n_features = 0: expected n_features > 0",
        ),
        (
            |l| l.state_len = 10,
            "state has 10 elements, expected n_rows * n_features = 12",
        ),
        (
            |l| l.state_len = 13,
            "state has 13 elements, expected n_rows * n_features = 12",
        ),
        (
            |l| l.n_rows = 4,
            "state has 12 elements, expected n_rows * n_features = 16",
        ),
        (
            |l| l.input_lens = vec![11],
            "input `x` has 11 elements, expected n_rows * n_features = 12",
        ),
        (
            |l| l.input_lens = vec![12, 12],
            "input count: program `quadratic` takes 1 input (x), got 2",
        ),
        (
            |l| l.input_lens = vec![],
            "input count: program `quadratic` takes 1 input (x), got 0",
        ),
        (
            |l| l.program = &TWO_INPUTS,
            "input count: program `coupled` takes 2 inputs (x, w), got 1",
        ),
        (
            |l| {
                l.program = &TWO_INPUTS;
                l.input_lens = vec![12, 0];
            },
            "input `w` has 0 elements, expected n_rows * n_features = 12",
        ),
        (
            |l| l.program = &NO_INPUTS,
            "input count: program `free` takes 0 inputs, got 1",
        ),
        (
            |l| {
                l.n_rows = usize::MAX;
                l.n_features = 2;
            },
            overflow.as_str(),
        ),
    ];
    for &(change, expected) in cases {
        check_refused(change, expected);
    }
}

#[test]
fn the_envelope_edges_are_accepted() {
    let cases: &[Change] = &[
        |_| {},
        |l| l.params.steps = 1,
        |l| l.params.steps = MAX_STEPS,
        |l| l.params.temperature = 0.0,
        |l| l.params.temperature = -0.0,
        |l| l.params.eta = f64::MIN_POSITIVE,
        |l| l.params.eta = f64::MAX,
        |l| l.params.temperature = f64::MAX,
        |l| {
            l.n_rows = 1;
            l.n_features = 1;
            l.state_len = 1;
            l.input_lens = vec![1];
        },
        |l| {
            l.program = &TWO_INPUTS;
            l.input_lens = vec![12, 12];
        },
        |l| {
            l.program = &NO_INPUTS;
            l.input_lens = vec![];
        },
    ];
    for &change in cases {
        check_accepted(change);
    }
}

#[test]
fn run_cpu_validates_before_selecting_a_kernel() {
    static PROGRAM: std::sync::LazyLock<Vec<tessera_rt::kernel::CpuKernel>> =
        std::sync::LazyLock::new(|| vec![fake_kernel("x86-64")]);
    let program = LangevinProgram {
        cpu: &PROGRAM,
        ..QUADRATIC
    };
    let mut state = vec![0.0; 10];
    let input = vec![0.0; 12];
    let params = LangevinParams {
        steps: 0,
        eta: 0.01,
        temperature: 1.0,
    };
    let result = run_cpu(&program, &mut state, &[&input], 3, 4, &params, [0, 0]);
    let message = result
        .map(|run| run.level)
        .map_err(|error| error.to_string());
    assert_eq!(
        message,
        Err("state has 10 elements, expected n_rows * n_features = 12".to_string())
    );
}

/// `(eta, T, eta32 bits, noise_scale bits, draw_noise)`. The bits come from an independent
/// computation (Python: `struct.pack('<f', math.sqrt((2.0*eta)*T))`).
const HOST_SCALARS: &[(f64, f64, u32, u32, bool)] = &[
    (0.01, 0.5, 0x3c23d70a, 0x3dcccccd, true),
    (1e-3, 1.0, 0x3a83126f, 0x3d372dbf, true),
    (0.1, 3.0, 0x3dcccccd, 0x3f464bf8, true),
    // Rounding sqrt in f64 then to f32 gives ...b8; an all-f32 computation would give ...b7.
    (0.0496, 2.25, 0x3d4b295f, 0x3ef1e3b8, true),
    // T = 0 draws no noise at all.
    (0.01, 0.0, 0x3c23d70a, 0x00000000, false),
    (1e-3, 0.0, 0x3a83126f, 0x00000000, false),
];

#[track_caller]
fn check_host_scalars(eta: f64, temperature: f64, expected: HostScalars) {
    let got = host_scalars(&LangevinParams {
        steps: 1,
        eta,
        temperature,
    });
    let bits = |scalars: HostScalars| {
        (
            scalars.eta32.to_bits(),
            scalars.noise_scale.to_bits(),
            scalars.draw_noise,
        )
    };
    assert_eq!(bits(got), bits(expected), "eta = {eta}, T = {temperature}");
}

#[test]
fn host_scalars_follow_the_numeric_contract() {
    for &(eta, temperature, eta32, noise_scale, draw_noise) in HOST_SCALARS {
        let expected = HostScalars {
            eta32: f32::from_bits(eta32),
            noise_scale: f32::from_bits(noise_scale),
            draw_noise,
        };
        check_host_scalars(eta, temperature, expected);
    }
}

#[test]
fn next_key_adds_the_steps_to_the_second_word_wrapping() {
    let cases: &[([u64; 2], u64, [u64; 2])] = &[
        ([0, 0], 1, [0, 1]),
        ([7, 100], 1_048_576, [7, 1_048_676]),
        ([1, u64::MAX], 1, [1, 0]),
        ([5, u64::MAX - 1], 3, [5, 1]),
        ([u64::MAX, u64::MAX], u64::MAX, [u64::MAX, u64::MAX - 1]),
        (
            [0x0123_4567_89ab_cdef, 0xffff_ffff],
            1,
            [0x0123_4567_89ab_cdef, 0x1_0000_0000],
        ),
    ];
    for &(key, steps, expected) in cases {
        assert_eq!(
            next_key(key, steps),
            expected,
            "key {key:?} + {steps} steps"
        );
    }
}
