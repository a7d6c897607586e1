//! The Langevin launch envelope (every refusal of `validate` and `run_cpu`, with its message),
//! the host scalars of DESIGN.md 4.2 and the key advance.

use tessera_rt::Operands;
use tessera_rt::kernel::{Manifold, Program, ProgramKind};
use tessera_rt::langevin::{
    HostScalars, LangevinParams, MAX_STEPS, host_scalars, next_key, run_cpu, validate,
    validate_params,
};

use crate::{fake_kernel, message};

const EUCLIDEAN: ProgramKind = ProgramKind::Langevin {
    manifold: Manifold::Euclidean,
};

const fn program(
    name: &'static str,
    kind: ProgramKind,
    inputs: &'static [&'static str],
) -> Program {
    Program {
        name,
        kind,
        inputs,
        vectors: &["mu"],
        params: &["k"],
        cpu: &[],
        gpu: &[],
    }
}

static QUADRATIC: Program = program("quadratic", EUCLIDEAN, &["x"]);
static COUPLED: Program = Program {
    vectors: &["mu", "sigma"],
    params: &["k", "beta"],
    ..program("coupled", EUCLIDEAN, &["x", "w"])
};
static FREE: Program = Program {
    vectors: &[],
    params: &[],
    ..program("free", EUCLIDEAN, &[])
};
static SPHERE: Program = program(
    "sphere",
    ProgramKind::Langevin {
        manifold: Manifold::Sphere,
    },
    &["x"],
);
/// Cl(2, 0, 0): rows of 2^2 = 4 features, like the valid launch.
static BIVECTOR: Program = program(
    "rotor",
    ProgramKind::Langevin {
        manifold: Manifold::Bivector { n: 2, grade: 2 },
    },
    &["x"],
);
static BIVECTOR_3: Program = program(
    "rotor3",
    ProgramKind::Langevin {
        manifold: Manifold::Bivector { n: 3, grade: 2 },
    },
    &["x"],
);
static A_MAP: Program = program("normalize", ProgramKind::Map, &["x"]);
static AN_ENERGY: Program = program("potential", ProgramKind::Energy, &["x"]);

/// One launch's shape and parameters, as `validate` sees them.
#[derive(Debug, Clone)]
struct Launch {
    program: &'static Program,
    state_len: usize,
    status_len: Option<usize>,
    input_lens: Vec<usize>,
    vector_lens: Vec<usize>,
    n_params: usize,
    n_rows: usize,
    n_features: usize,
    params: LangevinParams,
}

/// A valid launch of `quadratic`: 3 rows of 4 features.
fn valid() -> Launch {
    Launch {
        program: &QUADRATIC,
        state_len: 12,
        status_len: None,
        input_lens: vec![12],
        vector_lens: vec![4],
        n_params: 1,
        n_rows: 3,
        n_features: 4,
        params: LangevinParams::constant(10, 0.01, 1.0),
    }
}

/// Launches `quadratic`-shaped operands at `program` (which takes a status buffer when `status`).
fn with_program(launch: &mut Launch, program: &'static Program, status: bool) {
    launch.program = program;
    launch.status_len = status.then_some(launch.n_rows);
}

fn validate_launch(launch: &Launch) -> Result<(), tessera_rt::Error> {
    let inputs: Vec<Vec<f32>> = launch
        .input_lens
        .iter()
        .map(|&len| vec![0.0; len])
        .collect();
    let vectors: Vec<Vec<f32>> = launch
        .vector_lens
        .iter()
        .map(|&len| vec![0.0; len])
        .collect();
    let input_refs: Vec<&[f32]> = inputs.iter().map(Vec::as_slice).collect();
    let vector_refs: Vec<&[f32]> = vectors.iter().map(Vec::as_slice).collect();
    let params = vec![1.0; launch.n_params];
    let ops = Operands {
        inputs: &input_refs,
        vectors: &vector_refs,
        params: &params,
    };
    validate(
        launch.program,
        launch.state_len,
        launch.status_len,
        &ops,
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
fn parameter_refusals_name_the_parameter_value_and_range() {
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
            |l| l.params.eta = f64::NEG_INFINITY,
            "eta = -inf: expected a finite value > 0",
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
        (
            |l| l.params.anneal = Some(0.0),
            "anneal = 0: expected a value in (0, 1]",
        ),
        (
            |l| l.params.anneal = Some(-0.0),
            "anneal = -0: expected a value in (0, 1]",
        ),
        (
            |l| l.params.anneal = Some(-0.5),
            "anneal = -0.5: expected a value in (0, 1]",
        ),
        (
            |l| l.params.anneal = Some(1.5),
            "anneal = 1.5: expected a value in (0, 1]",
        ),
        (
            |l| l.params.anneal = Some(1.0 + f64::EPSILON),
            "anneal = 1.0000000000000002: expected a value in (0, 1]",
        ),
        (
            |l| l.params.anneal = Some(f64::NAN),
            "anneal = NaN: expected a value in (0, 1]",
        ),
        (
            |l| l.params.anneal = Some(f64::INFINITY),
            "anneal = inf: expected a value in (0, 1]",
        ),
        // The first refusal wins: steps before eta before temperature before anneal.
        (
            |l| {
                l.params = LangevinParams {
                    steps: 0,
                    eta: -1.0,
                    temperature: -1.0,
                    anneal: Some(2.0),
                }
            },
            "steps = 0 is out of range: expected 1 <= steps <= 1048576",
        ),
        (
            |l| {
                l.params = LangevinParams {
                    steps: 1,
                    eta: -1.0,
                    temperature: -1.0,
                    anneal: Some(2.0),
                }
            },
            "eta = -1: expected a finite value > 0",
        ),
        (
            |l| {
                l.params = LangevinParams {
                    steps: 1,
                    eta: 1.0,
                    temperature: -1.0,
                    anneal: Some(2.0),
                }
            },
            "temperature = -1: expected a finite value >= 0",
        ),
    ];
    for &(change, expected) in cases {
        check_refused(change, expected);
        // `validate_params` alone gives the same message.
        let mut launch = valid();
        change(&mut launch);
        assert_eq!(
            message(validate_params(&launch.params)),
            Err(expected.to_string())
        );
    }
}

#[test]
fn shape_and_buffer_refusals_name_the_buffer_and_expected_length() {
    let overflow = format!(
        "n_rows * n_features = {max} * 2 overflows: expected at most {max} elements",
        max = usize::MAX
    );
    let cases: &[(Change, &str)] = &[
        (|l| l.n_rows = 0, "n_rows = 0: expected n_rows > 0"),
        (
            |l| l.n_features = 0,
            "n_features = 0: expected n_features > 0",
        ),
        (
            |l| {
                l.n_rows = 0;
                l.n_features = 0;
            },
            "n_rows = 0: expected n_rows > 0",
        ),
        (
            |l| {
                l.n_rows = usize::MAX;
                l.n_features = 2;
            },
            overflow.as_str(),
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
            |l| l.state_len = 0,
            "state has 0 elements, expected n_rows * n_features = 12",
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
            |l| l.input_lens = vec![],
            "input count: program `quadratic` takes 1 input (x), got 0",
        ),
        (
            |l| l.input_lens = vec![12, 12],
            "input count: program `quadratic` takes 1 input (x), got 2",
        ),
        (
            |l| l.program = &COUPLED,
            "input count: program `coupled` takes 2 inputs (x, w), got 1",
        ),
        (
            |l| l.program = &FREE,
            "input count: program `free` takes 0 inputs, got 1",
        ),
        (
            |l| {
                l.program = &COUPLED;
                l.input_lens = vec![12, 0];
                l.vector_lens = vec![4, 4];
                l.n_params = 2;
            },
            "input `w` has 0 elements, expected n_rows * n_features = 12",
        ),
        (
            |l| l.vector_lens = vec![],
            "vector count: program `quadratic` takes 1 vector (mu), got 0",
        ),
        (
            |l| l.vector_lens = vec![4, 4],
            "vector count: program `quadratic` takes 1 vector (mu), got 2",
        ),
        (
            |l| {
                l.program = &COUPLED;
                l.input_lens = vec![12, 12];
            },
            "vector count: program `coupled` takes 2 vectors (mu, sigma), got 1",
        ),
        (
            |l| {
                l.program = &FREE;
                l.input_lens = vec![];
            },
            "vector count: program `free` takes 0 vectors, got 1",
        ),
        (
            |l| l.vector_lens = vec![3],
            "vector `mu` has 3 elements, expected n_features = 4",
        ),
        (
            |l| l.vector_lens = vec![12],
            "vector `mu` has 12 elements, expected n_features = 4",
        ),
        (
            |l| {
                l.program = &COUPLED;
                l.input_lens = vec![12, 12];
                l.vector_lens = vec![4, 5];
                l.n_params = 2;
            },
            "vector `sigma` has 5 elements, expected n_features = 4",
        ),
        (
            |l| l.n_params = 0,
            "parameter count: program `quadratic` takes 1 parameter (k), got 0",
        ),
        (
            |l| l.n_params = 2,
            "parameter count: program `quadratic` takes 1 parameter (k), got 2",
        ),
        (
            |l| {
                l.program = &COUPLED;
                l.input_lens = vec![12, 12];
                l.vector_lens = vec![4, 4];
            },
            "parameter count: program `coupled` takes 2 parameters (k, beta), got 1",
        ),
        (
            |l| {
                l.program = &FREE;
                l.input_lens = vec![];
                l.vector_lens = vec![];
            },
            "parameter count: program `free` takes 0 parameters, got 1",
        ),
        // Buffers are checked before the parameters.
        (
            |l| {
                l.state_len = 11;
                l.params.steps = 0;
            },
            "state has 11 elements, expected n_rows * n_features = 12",
        ),
    ];
    for &(change, expected) in cases {
        check_refused(change, expected);
    }
}

#[test]
fn status_bivector_and_kind_refusals() {
    let cases: &[(Change, &str)] = &[
        (
            |l| l.program = &SPHERE,
            "program `sphere` reports a status word per row: pass a status buffer of n_rows = 3 words",
        ),
        (
            |l| l.program = &BIVECTOR,
            "program `rotor` reports a status word per row: pass a status buffer of n_rows = 3 words",
        ),
        (
            |l| l.status_len = Some(3),
            "program `quadratic` (euclidean) has no status words: pass no status buffer",
        ),
        (
            |l| l.status_len = Some(0),
            "program `quadratic` (euclidean) has no status words: pass no status buffer",
        ),
        (
            |l| {
                with_program(l, &SPHERE, true);
                l.status_len = Some(2);
            },
            "status has 2 elements, expected n_rows = 3",
        ),
        (
            |l| {
                with_program(l, &BIVECTOR, true);
                l.status_len = Some(12);
            },
            "status has 12 elements, expected n_rows = 3",
        ),
        (
            |l| {
                with_program(l, &BIVECTOR_3, true);
            },
            "n_features = 4: program `rotor3` works in a Clifford algebra with 3 generators, so a row has 2^3 = 8 \
             features",
        ),
        (
            |l| {
                with_program(l, &BIVECTOR, true);
                l.n_rows = 2;
                l.n_features = 6;
                l.status_len = Some(2);
                l.vector_lens = vec![6];
            },
            "n_features = 6: program `rotor` works in a Clifford algebra with 2 generators, so a row has 2^2 = 4 \
             features",
        ),
        (
            |l| l.program = &A_MAP,
            "program `normalize` is not a langevin program",
        ),
        (
            |l| l.program = &AN_ENERGY,
            "program `potential` is not a langevin program",
        ),
        // The kind is checked first, before any shape.
        (
            |l| {
                l.program = &A_MAP;
                l.n_rows = 0;
            },
            "program `normalize` is not a langevin program",
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
        |l| l.params.anneal = Some(1.0),
        |l| l.params.anneal = Some(0.25),
        |l| l.params.anneal = Some(f64::MIN_POSITIVE),
        |l| {
            l.params.anneal = Some(0.5);
            l.params.temperature = 0.0;
        },
        |l| {
            l.n_rows = 1;
            l.n_features = 1;
            l.state_len = 1;
            l.input_lens = vec![1];
            l.vector_lens = vec![1];
        },
        |l| {
            l.program = &COUPLED;
            l.input_lens = vec![12, 12];
            l.vector_lens = vec![4, 4];
            l.n_params = 2;
        },
        |l| {
            l.program = &FREE;
            l.input_lens = vec![];
            l.vector_lens = vec![];
            l.n_params = 0;
        },
        |l| with_program(l, &SPHERE, true),
        |l| with_program(l, &BIVECTOR, true),
        |l| {
            with_program(l, &BIVECTOR_3, true);
            l.n_features = 8;
            l.state_len = 24;
            l.input_lens = vec![24];
            l.vector_lens = vec![8];
        },
    ];
    for &change in cases {
        check_accepted(change);
    }
}

/// `run_cpu` of `program` with `quadratic`-shaped operands; the state and status must come back
/// untouched, as every launch here is refused.
#[track_caller]
fn check_run_refused(
    program: &Program,
    state_len: usize,
    status: bool,
    params: LangevinParams,
    expected: &str,
) {
    let mut state = vec![7.0; state_len];
    let mut status_words = vec![0x55u32; 3];
    let input = vec![0.0; 12];
    let vector = vec![0.0; 4];
    let ops = Operands {
        inputs: &[&input],
        vectors: &[&vector],
        params: &[1.0],
    };
    let status = status.then_some(status_words.as_mut_slice());
    let run = run_cpu(program, &mut state, status, &ops, 3, 4, &params, [0, 0]);
    assert_eq!(message(run), Err(expected.to_string()));
    assert_eq!(
        state,
        vec![7.0; state_len],
        "a refused launch must not touch the state"
    );
    assert_eq!(
        status_words, [0x55; 3],
        "a refused launch must not touch the status"
    );
}

#[test]
fn run_cpu_validates_before_selecting_a_kernel() {
    static ONE_KERNEL: std::sync::LazyLock<Vec<tessera_rt::kernel::CpuKernel>> =
        std::sync::LazyLock::new(|| vec![fake_kernel("x86-64")]);
    let with_kernel = Program {
        cpu: &ONE_KERNEL,
        ..QUADRATIC
    };
    let params = LangevinParams::constant(1, 0.01, 1.0);
    check_run_refused(
        &with_kernel,
        10,
        false,
        params,
        "state has 10 elements, expected n_rows * n_features = 12",
    );
    check_run_refused(
        &with_kernel,
        12,
        true,
        params,
        "program `quadratic` (euclidean) has no status words: pass no status buffer",
    );
    check_run_refused(
        &with_kernel,
        12,
        false,
        LangevinParams {
            anneal: Some(0.0),
            ..params
        },
        "anneal = 0: expected a value in (0, 1]",
    );
    let sphere = Program {
        cpu: &ONE_KERNEL,
        ..SPHERE
    };
    check_run_refused(
        &sphere,
        12,
        false,
        params,
        "program `sphere` reports a status word per row: pass a status buffer of n_rows = 3 words",
    );
    let a_map = Program {
        cpu: &ONE_KERNEL,
        ..A_MAP
    };
    check_run_refused(
        &a_map,
        12,
        false,
        params,
        "program `normalize` is not a langevin program",
    );
    // A valid launch of a program without CPU kernels is refused by the selection.
    check_run_refused(
        &QUADRATIC,
        12,
        false,
        params,
        "no compiled CPU level of program `quadratic` runs on this CPU:\n  (no CPU level was compiled)\ncompile the \
         baseline level, which runs on every x86-64 CPU, with `cargo xtask gen --chip x86-64`",
    );
}

/// `(eta, T, anneal, [eta32, noise_scale, temperature, anneal_ratio, two_eta] bits, draw_noise,
/// anneal flag)`.
/// The bits come from an independent computation (Python:
/// `struct.pack('<f', math.sqrt((2.0*eta)*T))`, `struct.pack('<f', 2*eta)`, ...).
type HostCase = (f64, f64, Option<f64>, [u32; 5], bool, bool);

const HOST_SCALARS: &[HostCase] = &[
    (
        0.01,
        0.5,
        None,
        [0x3c23d70a, 0x3dcccccd, 0x3f000000, 0x3f800000, 0x3ca3d70a],
        true,
        false,
    ),
    (
        1e-3,
        1.0,
        None,
        [0x3a83126f, 0x3d372dbf, 0x3f800000, 0x3f800000, 0x3b03126f],
        true,
        false,
    ),
    (
        0.1,
        3.0,
        None,
        [0x3dcccccd, 0x3f464bf8, 0x40400000, 0x3f800000, 0x3e4ccccd],
        true,
        false,
    ),
    // Rounding sqrt in f64 then to f32 gives ...b8; an all-f32 computation would give ...b7.
    (
        0.0496,
        2.25,
        None,
        [0x3d4b295f, 0x3ef1e3b8, 0x40100000, 0x3f800000, 0x3dcb295f],
        true,
        false,
    ),
    // A constant T = 0 draws no noise at all.
    (
        0.01,
        0.0,
        None,
        [0x3c23d70a, 0x00000000, 0x00000000, 0x3f800000, 0x3ca3d70a],
        false,
        false,
    ),
    (
        1e-3,
        0.0,
        None,
        [0x3a83126f, 0x00000000, 0x00000000, 0x3f800000, 0x3b03126f],
        false,
        false,
    ),
    (
        1e-3,
        -0.0,
        None,
        [0x3a83126f, 0x80000000, 0x80000000, 0x3f800000, 0x3b03126f],
        false,
        false,
    ),
    // Annealing always draws noise, even from T = 0; the kernel gets f32(T), f32(r), f32(2 eta).
    (
        0.0496,
        0.3,
        Some(0.9),
        [0x3d4b295f, 0x3e30a6b0, 0x3e99999a, 0x3f666666, 0x3dcb295f],
        true,
        true,
    ),
    (
        0.01,
        0.0,
        Some(0.25),
        [0x3c23d70a, 0x00000000, 0x00000000, 0x3e800000, 0x3ca3d70a],
        true,
        true,
    ),
    (
        1e-3,
        1.0,
        Some(0.999),
        [0x3a83126f, 0x3d372dbf, 0x3f800000, 0x3f7fbe77, 0x3b03126f],
        true,
        true,
    ),
    // A ratio of exactly 1 is the constant chain: no annealing, and a constant T = 0 draws no
    // noise.
    (
        0.1,
        3.0,
        Some(1.0),
        [0x3dcccccd, 0x3f464bf8, 0x40400000, 0x3f800000, 0x3e4ccccd],
        true,
        false,
    ),
    (
        0.01,
        0.0,
        Some(1.0),
        [0x3c23d70a, 0x00000000, 0x00000000, 0x3f800000, 0x3ca3d70a],
        false,
        false,
    ),
];

fn bits(scalars: HostScalars) -> ([u32; 5], bool, bool) {
    let HostScalars {
        eta32,
        noise_scale,
        draw_noise,
        anneal,
        temperature,
        anneal_ratio,
        two_eta,
    } = scalars;
    let floats = [eta32, noise_scale, temperature, anneal_ratio, two_eta].map(f32::to_bits);
    (floats, draw_noise, anneal)
}

#[track_caller]
fn check_host_scalars(&(eta, temperature, anneal, floats, draw_noise, annealed): &HostCase) {
    let got = host_scalars(&LangevinParams {
        steps: 1,
        eta,
        temperature,
        anneal,
    });
    let expected = (floats, draw_noise, annealed);
    assert_eq!(
        bits(got),
        expected,
        "eta = {eta}, T = {temperature}, anneal = {anneal:?}"
    );
}

#[test]
fn host_scalars_follow_the_numeric_contract() {
    for case in HOST_SCALARS {
        check_host_scalars(case);
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
