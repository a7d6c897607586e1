//! Stage 5: the row-program verifier (accepts every lowering, refuses broken programs as the
//! internal bugs they are), and the reference interpreter on hand-checked cases: one program of
//! each kind, the pairwise tree, and the max fold's ties and NaNs.

use std::path::Path;

use tessera_build::rows::kept::{Kept, KeptPlan, Reader};
use tessera_build::rows::{
    self, Binary, Buffer, Buffers, Fold, FoldKind, FoldState, Guard, Interface, Launch, Op,
    OutputShape, Pass, PassEnd, RowProgram, Sink, Store, Unary, Uniform, Value,
};
use tessera_build::spec::{self, ProgramSpec};
use tessera_rt::kernel::{Manifold, ProgramKind};
use tessera_rt::langevin::{LangevinParams, host_scalars};
use tessera_rt::sampler::{SamplerParams, host_scalars as sampler_scalars};

use crate::programs_dir;

fn lower(spec: &ProgramSpec) -> RowProgram {
    tessera_build::lower(spec)
        .unwrap_or_else(|d| panic!("{d}"))
        .1
}

fn inline(source: &str) -> RowProgram {
    lower(&spec::parse(Path::new("r.toml"), source).unwrap_or_else(|d| panic!("{d}")))
}

#[test]
fn verify_accepts_every_lowering() {
    let mut count = 0;
    for entry in std::fs::read_dir(programs_dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "toml") {
            continue;
        }
        let spec = spec::read(&path).unwrap_or_else(|d| panic!("{d}"));
        let program = lower(&spec);
        rows::verify(&program).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        count += 1;
    }
    assert!(count >= 2, "only {count} programs");
}

fn store(insts: Vec<Op>, stores: &[(Sink, u32)]) -> Pass {
    let stores = stores
        .iter()
        .map(|&(sink, v)| Store {
            sink,
            value: Value(v),
        })
        .collect();
    Pass::new(insts, PassEnd::Store(stores))
}

fn fold(insts: Vec<Op>, folds: &[(u32, u32)]) -> Pass {
    let folds = folds
        .iter()
        .map(|&(v, u)| Fold {
            kind: FoldKind::Sum,
            value: Value(v),
            uniform: Uniform(u),
        })
        .collect();
    Pass::new(insts, PassEnd::Fold(folds))
}

/// A program of `kind` with input `x`, vector `w`, parameter `beta`, outputs `row` (per
/// feature) and `e` (per row), `n_uniforms` uniforms.
fn broken(kind: ProgramKind, n_uniforms: u32, passes: Vec<Pass>) -> RowProgram {
    RowProgram {
        name: "broken".to_string(),
        description: "hand-built".to_string(),
        interface: Interface {
            kind,
            inputs: vec!["x".to_string()],
            vectors: vec!["w".to_string()],
            params: vec!["beta".to_string()],
            outputs: vec![
                ("row".to_string(), OutputShape::Row),
                ("e".to_string(), OutputShape::PerRow),
            ],
        },
        noise: rows::NoisePolicy::V1,
        n_uniforms,
        passes,
    }
}

const LANGEVIN: ProgramKind = ProgramKind::Langevin {
    manifold: Manifold::Sphere,
};

/// `passes` must be refused with `message`, as a bug.
#[track_caller]
fn check(kind: ProgramKind, n_uniforms: u32, passes: Vec<Pass>, message: &str) {
    let err =
        rows::verify(&broken(kind, n_uniforms, passes)).expect_err("accepted an invalid program");
    assert_eq!(
        err.to_string(),
        format!(
            "internal error (a bug in tessera, please report it): row program `broken` is invalid: {message}"
        )
    );
}

#[test]
fn verify_refuses_broken_programs() {
    use Op::*;
    let v = Value;
    let u = rows::Uniform;
    let state = Load(Buffer::State);
    let x = Load(Buffer::Input(0));
    let st = Sink::State;
    check(
        LANGEVIN,
        0,
        vec![store(
            vec![state, Binary(self::Binary::Add, v(0), v(1)), state],
            &[(st, 1)],
        )],
        "pass 0, v1: operand v1 is not defined before use",
    );
    check(
        LANGEVIN,
        0,
        vec![store(
            vec![Unary(rows::Unary::Neg, v(3)), state],
            &[(st, 1)],
        )],
        "pass 0, v0: operand v3 is not defined before use",
    );
    check(
        LANGEVIN,
        0,
        vec![store(
            vec![state, state, Select(v(0), v(1), v(2))],
            &[(st, 1)],
        )],
        "pass 0, v2: operand v2 is not defined before use",
    );
    check(
        LANGEVIN,
        0,
        vec![store(vec![state, IfNoise(v(0), v(4))], &[(st, 1)])],
        "pass 0, v1: operand v4 is not defined before use",
    );
    // Uniforms exist from the end of the pass that folds them.
    check(
        LANGEVIN,
        1,
        vec![store(vec![Uniform(u(0)), state], &[(st, 1)])],
        "pass 0: u0 is read before a fold defines it",
    );
    check(
        LANGEVIN,
        1,
        vec![
            fold(vec![state, Uniform(u(0))], &[(0, 0)]),
            store(vec![state], &[(st, 0)]),
        ],
        "pass 0: u0 is read before a fold defines it",
    );
    check(
        LANGEVIN,
        1,
        vec![
            fold(vec![state], &[(0, 0)]),
            store(vec![Uniform(u(1))], &[(st, 0)]),
        ],
        "pass 1: u1 is read before a fold defines it",
    );
    check(
        LANGEVIN,
        1,
        vec![fold(vec![state], &[(2, 0)]), store(vec![state], &[(st, 0)])],
        "pass 0: folded value v2 is not defined",
    );
    check(
        LANGEVIN,
        1,
        vec![
            fold(vec![state], &[(0, 0), (0, 0)]),
            store(vec![state], &[(st, 0)]),
        ],
        "pass 0: u0 is defined twice",
    );
    check(
        LANGEVIN,
        1,
        vec![fold(vec![state], &[(0, 1)]), store(vec![state], &[(st, 0)])],
        "pass 0: u1 is out of range",
    );
    // Exactly one pass stores: the last.
    check(
        LANGEVIN,
        0,
        vec![
            store(vec![state], &[(st, 0)]),
            store(vec![state], &[(st, 0)]),
        ],
        "pass 0 stores but is not the last pass",
    );
    check(
        LANGEVIN,
        1,
        vec![store(vec![state], &[(st, 0)]), fold(vec![state], &[(0, 0)])],
        "pass 0 stores but is not the last pass",
    );
    check(
        LANGEVIN,
        1,
        vec![fold(vec![state], &[(0, 0)])],
        "the program does not end with a store",
    );
    check(LANGEVIN, 0, vec![], "the program does not end with a store");
    check(
        LANGEVIN,
        0,
        vec![store(vec![state], &[(st, 1)])],
        "pass 0: stored value v1 is not defined",
    );
    // Buffers, vectors and parameters the interface does not have.
    check(
        LANGEVIN,
        0,
        vec![store(vec![Load(Buffer::Input(1))], &[(st, 0)])],
        "pass 0, v0: Load(Input(1)) does not exist in this program",
    );
    check(
        LANGEVIN,
        0,
        vec![store(vec![x, Load(Buffer::Vector(1))], &[(st, 0)])],
        "pass 0, v1: Load(Vector(1)) does not exist in this program",
    );
    check(
        LANGEVIN,
        0,
        vec![store(vec![Param(1)], &[(st, 0)])],
        "pass 0, v0: Param(1) does not exist in this program",
    );
    // Outputs: in range, and a per-row output or the status word takes a uniform value.
    let row = Sink::Out(0);
    let per_row = Sink::Out(1);
    check(
        ProgramKind::Energy,
        0,
        vec![store(vec![state], &[(row, 0), (Sink::Out(2), 0)])],
        "pass 0: output 2 does not exist",
    );
    check(
        ProgramKind::Energy,
        0,
        vec![store(vec![state], &[(per_row, 0)])],
        "pass 0: Out(1) takes a uniform value, v0 varies by lane",
    );
    check(
        ProgramKind::Energy,
        1,
        vec![
            fold(vec![state], &[(0, 0)]),
            store(
                vec![
                    Uniform(u(0)),
                    FeatureIndex,
                    Binary(self::Binary::Mul, v(0), v(1)),
                ],
                &[(per_row, 0), (per_row, 2)],
            ),
        ],
        "pass 1: Out(1) takes a uniform value, v2 varies by lane",
    );
    check(
        LANGEVIN,
        0,
        vec![store(
            vec![Const(0), GradeMask(1), Select(v(0), v(0), v(1))],
            &[(Sink::Status, 2)],
        )],
        "pass 0: Status takes a uniform value, v2 varies by lane",
    );
    check(
        LANGEVIN,
        0,
        vec![store(
            vec![Eta, Normal, IfNoise(v(1), v(0))],
            &[(Sink::Status, 2)],
        )],
        "pass 0: Status takes a uniform value, v2 varies by lane",
    );
    // A map has no state and no Langevin step.
    let map = ProgramKind::Map;
    check(
        map,
        0,
        vec![store(vec![x, state], &[(row, 0)])],
        "pass 0, v1: Load(State) does not exist in this program",
    );
    check(
        map,
        0,
        vec![store(vec![x, Eta], &[(row, 0)])],
        "pass 0, v1: Eta does not exist in this program",
    );
    check(
        map,
        0,
        vec![store(vec![Normal], &[(row, 0)])],
        "pass 0, v0: Normal does not exist in this program",
    );
    check(
        map,
        0,
        vec![store(vec![NoiseScale], &[(row, 0)])],
        "pass 0, v0: NoiseScale does not exist in this program",
    );
    check(
        map,
        0,
        vec![store(vec![x, IfNoise(v(0), v(0))], &[(row, 1)])],
        "pass 0, v1: IfNoise(Value(0), Value(0)) does not exist in this program",
    );
    check(
        ProgramKind::Energy,
        0,
        vec![store(vec![Eta], &[(row, 0)])],
        "pass 0, v0: Eta does not exist in this program",
    );

    // Sampler operations exist in samplers only; a search's target is uniform, its sums are sums,
    // and it defines its two uniforms once.
    check(
        map,
        0,
        vec![store(vec![Gumbel], &[(row, 0)])],
        "pass 0, v0: Gumbel does not exist in this program",
    );
    check(
        LANGEVIN,
        0,
        vec![store(vec![Sampler(rows::SamplerScalar::TopK)], &[(st, 0)])],
        "pass 0, v0: Sampler(TopK) does not exist in this program",
    );
    let search = |kind, key, weight, target, value, index| {
        Pass::new(
            vec![x, Const(1.0f32.to_bits()), Param(0)],
            PassEnd::Search(rows::Search {
                kind,
                key: v(key),
                weight: v(weight),
                target: v(target),
                value: u(value),
                index: u(index),
            }),
        )
    };
    let last = store(
        vec![Uniform(u(0)), Uniform(u(1))],
        &[(per_row, 0), (per_row, 1)],
    );
    check(
        ProgramKind::Sampler,
        2,
        vec![search(FoldKind::Sum, 0, 1, 0, 0, 1), last.clone()],
        "pass 0: the search target v0 varies by lane",
    );
    check(
        ProgramKind::Sampler,
        2,
        vec![search(FoldKind::Max, 0, 1, 2, 0, 1), last.clone()],
        "pass 0: a search sums, not Max",
    );
    check(
        ProgramKind::Sampler,
        2,
        vec![search(FoldKind::Sum, 0, 3, 2, 0, 1), last.clone()],
        "pass 0: searched value v3 is not defined",
    );
    check(
        ProgramKind::Sampler,
        2,
        vec![search(FoldKind::Sum, 0, 1, 2, 1, 1), last.clone()],
        "pass 0: u1 is defined twice",
    );
    check(
        ProgramKind::Sampler,
        2,
        vec![search(FoldKind::Sum, 0, 1, 2, 0, 2), last.clone()],
        "pass 0: u2 is out of range",
    );
    // Guards are the sampler's, and never on the store pass.
    let guarded = |pass: Pass| Pass {
        guard: Some(rows::Guard::TopP),
        ..pass
    };
    check(
        map,
        1,
        vec![
            guarded(fold(vec![x], &[(0, 0)])),
            store(vec![Uniform(u(0))], &[(row, 0)]),
        ],
        "pass 0: guard TopP outside a sampler program",
    );
    check(
        ProgramKind::Sampler,
        2,
        vec![search(FoldKind::Sum, 0, 1, 2, 0, 1), guarded(last.clone())],
        "pass 1: the store pass is guarded",
    );
    let valid_search = broken(
        ProgramKind::Sampler,
        2,
        vec![search(FoldKind::SumPairwise, 0, 1, 2, 0, 1), last],
    );
    rows::verify(&valid_search).unwrap();

    // The same shapes, made valid, pass: the refusals above are about the one broken rule.
    let ok = broken(
        ProgramKind::Energy,
        1,
        vec![
            fold(vec![state], &[(0, 0)]),
            store(
                vec![
                    Uniform(u(0)),
                    FeatureIndex,
                    Binary(self::Binary::Mul, v(0), v(1)),
                    Param(0),
                ],
                &[(row, 2), (per_row, 0), (per_row, 3)],
            ),
        ],
    );
    rows::verify(&ok).unwrap();
}

fn launch(n_rows: usize, n_features: usize, steps: u64, eta: f64) -> Launch {
    Launch {
        n_rows,
        n_features,
        steps,
        scalars: host_scalars(&LangevinParams::constant(steps, eta, 0.0)),
        sampler: sampler_scalars(&SamplerParams::greedy()),
        key: [7, 11],
    }
}

/// Buffers with only a state and inputs.
fn buffers<'a>(state: &'a mut [f32], inputs: &'a [&'a [f32]]) -> Buffers<'a> {
    Buffers {
        state,
        status: &mut [],
        outputs: Vec::new(),
        inputs,
        vectors: &[],
        params: &[],
    }
}

#[test]
fn interpret_quadratic_by_hand() {
    // One step of y <- y - eta * (y - x) at T = 0: every number below is exact in f32.
    let program = lower(&spec::read(&programs_dir().join("quadratic.toml")).unwrap());
    let mut y = [1.0f32, -2.0];
    let x: &[f32] = &[0.5, 3.0];
    let key = rows::interpret(&program, buffers(&mut y, &[x]), &launch(1, 2, 1, 0.25));
    assert_eq!(y, [0.875, -0.75]);
    assert_eq!(key, [7, 12]);

    // Two rows, three steps: each step halves the distance to x.
    let mut y = [1.0f32, 2.0, -4.0, 0.0];
    let x: &[f32] = &[0.0, 2.0, 4.0, 8.0];
    let key = rows::interpret(&program, buffers(&mut y, &[x]), &launch(2, 2, 3, 0.5));
    assert_eq!(y, [0.125, 2.0, 3.0, 7.0]);
    assert_eq!(key, [7, 14]);
}

#[test]
fn interpret_map_by_hand() {
    // Row normalisation: x / norm(x), rows (3, 4) and (0, -2) (exact in f32), and a scalar
    // output filling its row.
    let program =
        inline("name = \"n\"\nkind = \"map\"\ninputs = [\"x\"]\noutput = \"x / norm(x)\"\n");
    assert!(program.has_folds() && !program.uses_noise());
    let x: &[f32] = &[3.0, 4.0, 0.0, -2.0];
    let mut out = [0.0f32; 4];
    let b = Buffers {
        state: &mut [],
        status: &mut [],
        outputs: vec![&mut out],
        inputs: &[x],
        vectors: &[],
        params: &[],
    };
    let key = rows::interpret(&program, b, &launch(2, 2, 1, 1.0));
    assert_eq!(out, [0.6, 0.8, 0.0, -1.0]);
    assert_eq!(key, [7, 12]);

    let program = inline(
        "name = \"n\"\nkind = \"map\"\ninputs = [\"x\"]\nvectors = [\"w\"]\nparams = [\"beta\"]\n\
         output = \"dot(x, w) * beta + clamp(x, -1, 1)\"\n",
    );
    let x: &[f32] = &[3.0, -4.0, 0.5];
    let w: &[f32] = &[1.0, 2.0, 4.0];
    let mut out = [0.0f32; 3];
    let b = Buffers {
        state: &mut [],
        status: &mut [],
        outputs: vec![&mut out],
        inputs: &[x],
        vectors: &[w],
        params: &[0.5],
    };
    rows::interpret(&program, b, &launch(1, 3, 1, 1.0));
    // dot = 3 - 8 + 2 = -3, times 0.5 = -1.5.
    assert_eq!(out, [-0.5, -2.5, -1.0]);
}

#[test]
fn interpret_energy_by_hand() {
    // E = 0.5 * |y - x|^2 and dE/dy = y - x, for two rows.
    let program = inline(
        "name = \"e\"\nkind = \"energy\"\nstate = \"y\"\ninputs = [\"x\"]\nenergy = \"0.5 * sum((y - x)^2)\"\n",
    );
    let mut y = [1.0f32, -2.0, 0.0, 4.0];
    let x: &[f32] = &[0.5, 3.0, 1.0, 1.0];
    let (mut energy, mut grad) = ([0.0f32; 2], [0.0f32; 4]);
    let b = Buffers {
        state: &mut y,
        status: &mut [],
        outputs: vec![&mut energy, &mut grad],
        inputs: &[x],
        vectors: &[],
        params: &[],
    };
    rows::interpret(&program, b, &launch(2, 2, 5, 1.0));
    assert_eq!(energy, [12.625, 5.0]);
    assert_eq!(grad, [0.5, -5.0, -1.0, 3.0]);
    // The energy kind evaluates once and leaves the state alone.
    assert_eq!(y, [1.0, -2.0, 0.0, 4.0]);
}

#[test]
fn interpret_sphere_status() {
    // A row of norm 2 is off the sphere: status bit 0, and the retraction puts it back.
    let program = inline(
        "name = \"s\"\nkind = \"langevin\"\nstate = \"y\"\nenergy = \"sum(y)\"\nmanifold = \"sphere\"\n",
    );
    let mut y = [2.0f32, 0.0, 0.0, 1.0];
    let mut status = [0u32; 2];
    let b = Buffers {
        state: &mut y,
        status: &mut status,
        outputs: Vec::new(),
        inputs: &[],
        vectors: &[],
        params: &[],
    };
    rows::interpret(&program, b, &launch(2, 2, 1, 0.5));
    assert_eq!(status, [1, 0]);
    let norms: Vec<f32> = y.chunks(2).map(|r| r[0] * r[0] + r[1] * r[1]).collect();
    assert!(norms.iter().all(|n| (n - 1.0).abs() < 1e-6), "{y:?}");
}

/// Seeded values with spread exponents, so that different orders of summation round
/// differently.
fn spread(n: usize) -> Vec<f32> {
    let mut state = 0x2545_f491_u32;
    (0..n)
        .map(|i| {
            state = state.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            let mantissa = 1.0 + (state >> 9) as f32 / (1u32 << 23) as f32;
            let sign = if state & 1 == 0 { 1.0 } else { -1.0 };
            sign * mantissa * [1.0, 1e-3, 7e2, 3e-6, 1e7][i % 5]
        })
        .collect()
}

#[track_caller]
fn fold_all(kind: FoldKind, values: &[f32]) -> f32 {
    let mut state = FoldState::new(kind);
    for (f, &v) in values.iter().enumerate() {
        state.push(f as u32, v);
    }
    state.finish(kind)
}

#[test]
fn pairwise_tree() {
    // The canonical tree for F = 1..=9, written out by hand.
    let trees: [fn(&[f32]) -> f32; 9] = [
        |x| x[0],
        |x| x[0] + x[1],
        |x| (x[0] + x[1]) + x[2],
        |x| (x[0] + x[1]) + (x[2] + x[3]),
        |x| ((x[0] + x[1]) + (x[2] + x[3])) + x[4],
        |x| ((x[0] + x[1]) + (x[2] + x[3])) + (x[4] + x[5]),
        |x| ((x[0] + x[1]) + (x[2] + x[3])) + ((x[4] + x[5]) + x[6]),
        |x| ((x[0] + x[1]) + (x[2] + x[3])) + ((x[4] + x[5]) + (x[6] + x[7])),
        |x| (((x[0] + x[1]) + (x[2] + x[3])) + ((x[4] + x[5]) + (x[6] + x[7]))) + x[8],
    ];
    let mut differs_from_sequential = 0;
    for (i, tree) in trees.iter().enumerate() {
        let f = i + 1;
        for seed in 0..20 {
            let x: Vec<f32> = spread(f + seed).split_off(seed);
            let got = fold_all(FoldKind::SumPairwise, &x);
            assert_eq!(got.to_bits(), tree(&x).to_bits(), "F = {f}, x = {x:?}");
            let sequential = x.iter().fold(0.0f32, |acc, &v| v + acc);
            assert_eq!(
                fold_all(FoldKind::Sum, &x).to_bits(),
                sequential.to_bits(),
                "F = {f}"
            );
            differs_from_sequential += usize::from(got != sequential);
        }
    }
    // The data tells the trees apart (otherwise this test could not fail).
    assert!(differs_from_sequential > 5, "{differs_from_sequential}");
    // No feature: +0.0, as the sequential sum.
    assert_eq!(fold_all(FoldKind::SumPairwise, &[]).to_bits(), 0);
    assert_eq!(fold_all(FoldKind::Sum, &[]).to_bits(), 0);
}

#[test]
fn pairwise_sums_over_a_list_push_their_gaps_as_blocks_of_zeros() {
    // A target that lists a confined pairwise sum (`rows::Within`) pushes each listed value at
    // its position and the positions between as aligned blocks of +0.0
    // (`FoldState::push_zeros`; the x86 `FoldAcc::listed` emits the same): that must be the
    // tree over every feature, the others +0.0, bit for bit. Values of both signs, -0.0
    // among them (x + 0.0 is not x there, so skipping an empty half would differ).
    use rand::{Rng, SeedableRng};
    let mut rng = rand::rngs::SmallRng::seed_from_u64(23);
    let mut shape_mattered = 0;
    for case in 0..3000 {
        let f: u32 = match case % 3 {
            0 => rng.random_range(0..40),
            1 => rng.random_range(40..600),
            _ => rng.random_range(600..5000),
        };
        let density = [0.01, 0.1, 0.5, 0.95][case % 4];
        let row: Vec<f32> = (0..f)
            .map(|_| match rng.random_bool(density) {
                false => 0.0,
                true => match rng.random_range(0..8) {
                    0 => -0.0,
                    1 => f32::from_bits(rng.random_range(1..8)),
                    _ => rng.random_range(-4.0f32..4.0),
                },
            })
            .collect();
        // The list: the features whose value is not +0.0 (a -0.0 is listed), and now and
        // then one of +0.0 too (a prefix may hold zeros).
        let listed: Vec<u32> = (0..f)
            .filter(|&i| row[i as usize].to_bits() != 0 || rng.random_bool(0.02))
            .collect();
        let mut sparse = FoldState::new(FoldKind::SumPairwise);
        let mut next = 0;
        for &i in &listed {
            sparse.push_zeros(next, i);
            sparse.push(i, row[i as usize]);
            next = i + 1;
        }
        sparse.push_zeros(next, f);
        let expected = fold_all(FoldKind::SumPairwise, &row);
        let got = sparse.finish(FoldKind::SumPairwise);
        assert_eq!(
            got.to_bits(),
            expected.to_bits(),
            "F = {f}, listed {listed:?}"
        );
        // The listed values alone, as a dense row, make another tree (otherwise this test
        // could not tell the positions apart).
        let packed: Vec<f32> = listed.iter().map(|&i| row[i as usize]).collect();
        let dense = fold_all(FoldKind::SumPairwise, &packed);
        shape_mattered += usize::from(dense.to_bits() != expected.to_bits());
    }
    assert!(shape_mattered > 100, "{shape_mattered}");
    // Other folds take nothing from the gaps (a Max state that took the zeros would hold 0.0
    // at index 1).
    let mut max = FoldState::new(FoldKind::Max);
    max.push(0, -1.0);
    max.push_zeros(1, 9);
    assert_eq!(max.finish(FoldKind::Max), -1.0);
    assert_eq!(max.finish(FoldKind::ArgMax), 0.0);
}

#[test]
fn pairwise_sums_by_rounds_of_lanes_equal_the_binary_counter() {
    // The GPU entries sum a pairwise fold's values in place, in rounds (`codegen::fold::
    // emit_tree_sums`): round s adds element left + 2^s into left, for each left a multiple of
    // 2^(s+1) whose partner is in the row, while 2^s < F. That must be the reference's binary
    // counter, bit for bit, for every F (the rows' last, partial blocks included).
    fn by_rounds(values: &[f32]) -> f32 {
        let mut a = values.to_vec();
        let mut span = 1;
        while span < a.len() {
            for left in (0..a.len() - span).step_by(2 * span) {
                a[left] += a[left + span];
            }
            span *= 2;
        }
        a[0]
    }
    // A tree that pairs the halves (`l` with `l + half`, the usual GPU reduction) instead:
    // the data must tell it apart, or this test could not fail.
    fn by_halves(values: &[f32]) -> f32 {
        let mut a = values.to_vec();
        a.resize(a.len().next_power_of_two(), 0.0);
        while a.len() > 1 {
            let half = a.len() / 2;
            for l in 0..half {
                a[l] += a[l + half];
            }
            a.truncate(half);
        }
        a[0]
    }
    let all = spread(8192 + 64);
    let mut halves_differ = 0;
    let widths = (1..=1100).chain([2047, 2048, 2049, 4095, 4096, 4097, 8191, 8192]);
    for f in widths {
        for offset in [0, 3, 17] {
            let x = &all[offset..offset + f];
            let expected = fold_all(FoldKind::SumPairwise, x);
            assert_eq!(by_rounds(x).to_bits(), expected.to_bits(), "F = {f}");
            halves_differ += usize::from(by_halves(x).to_bits() != expected.to_bits());
        }
    }
    assert!(halves_differ > 100, "{halves_differ}");
}

#[test]
fn max_ties_and_nans() {
    let nan_a = f32::from_bits(0x7fc0_0001);
    let nan_b = f32::from_bits(0xffc0_0002);
    let inf = f32::INFINITY;
    for (values, max, argmax) in [
        (&[1.0f32, 3.0, 3.0, 2.0][..], 3.0f32, 1.0f32),
        (&[5.0, 5.0], 5.0, 0.0),
        (&[-0.0, 0.0], -0.0, 0.0),
        (&[0.0, -0.0], 0.0, 0.0),
        (&[1.0, nan_a, 5.0, nan_b], nan_a, 1.0),
        (&[nan_b, 7.0, nan_a], nan_b, 0.0),
        (&[2.0, inf, inf], inf, 1.0),
        (&[-inf, -inf], -inf, 0.0),
        (&[], -inf, 0.0),
    ] {
        let got = (
            fold_all(FoldKind::Max, values),
            fold_all(FoldKind::ArgMax, values),
        );
        assert_eq!(
            (got.0.to_bits(), got.1.to_bits()),
            (max.to_bits(), argmax.to_bits()),
            "{values:?}: {got:?}"
        );
    }
}

/// The search's definition, computed the obvious way: sort by (key desc, index asc) and walk the
/// prefix; the prefix weight is the declared fold over all features (zeros off the prefix).
fn search_oracle(kind: FoldKind, keys: &[f32], weights: &[f32], target: f32) -> (f32, f32) {
    let canonical: Vec<f32> = keys.iter().map(|k| k + 0.0).collect();
    let mut order: Vec<usize> = (0..keys.len()).collect();
    let position =
        |i: usize| rows::search_order_key(&mut tessera_build::numeric::Eval, canonical[i]);
    order.sort_by_key(|&i| (std::cmp::Reverse(position(i)), i));
    if target.is_nan() || target <= 0.0 {
        return (f32::NEG_INFINITY, f32::INFINITY);
    }
    let mut taken = vec![false; keys.len()];
    for &i in &order {
        taken[i] = true;
        let masked: Vec<f32> = (0..keys.len())
            .map(|f| if taken[f] { weights[f] } else { 0.0 })
            .collect();
        if fold_all(kind, &masked) >= target {
            return (canonical[i], i as f32);
        }
    }
    (f32::NEG_INFINITY, f32::INFINITY)
}

#[test]
fn search_finds_the_first_prefix_reaching_the_target() {
    use rand::{Rng, SeedableRng};
    let mut rng = rand::rngs::SmallRng::seed_from_u64(17);
    let mut cases = 0;
    for n in [1usize, 2, 3, 7, 8, 9, 31, 64, 100] {
        for trial in 0..60 {
            // Few distinct keys (ties), signed zeros, infinities; counts or probabilities.
            let keys: Vec<f32> = (0..n)
                .map(|_| match rng.random_range(0..10) {
                    0 => -0.0,
                    1 => 0.0,
                    2 => f32::NEG_INFINITY,
                    3 => f32::INFINITY,
                    _ => rng.random_range(-3..3) as f32 * 0.5,
                })
                .collect();
            let weights: Vec<f32> = if trial % 2 == 0 {
                vec![1.0; n]
            } else {
                (0..n).map(|_| rng.random_range(0.0..0.3f32)).collect()
            };
            let total: f32 = fold_all(FoldKind::Sum, &weights);
            let targets = [
                1.0,
                (n as f32 / 2.0).ceil(),
                n as f32,
                n as f32 + 1.0,
                total * 0.37,
                total,
                0.0,
                f32::NAN,
                f32::INFINITY,
            ];
            for kind in [FoldKind::Sum, FoldKind::SumPairwise] {
                for target in targets {
                    let ordered: Vec<u32> = keys
                        .iter()
                        .map(|&k| rows::search_order_key(&mut tessera_build::numeric::Eval, k))
                        .collect();
                    let got = rows::search(kind, &ordered, &weights, target);
                    let want = search_oracle(kind, &keys, &weights, target);
                    assert_eq!(
                        (got.0.to_bits(), got.1.to_bits()),
                        (want.0.to_bits(), want.1.to_bits()),
                        "{kind:?}, keys {keys:?}, weights {weights:?}, target {target}: {got:?} != {want:?}"
                    );
                    cases += 1;
                }
            }
        }
    }
    assert!(cases > 9000);
    // The order key is the float order, with one key for both zeros.
    let key = |x: f32| rows::search_order_key(&mut tessera_build::numeric::Eval, x);
    assert!(key(-1.0) < key(-0.5) && key(-0.5) < key(0.0) && key(0.0) < key(1e-45));
    assert_eq!(key(-0.0), key(0.0));
    assert!(key(f32::NEG_INFINITY) < key(-f32::MAX) && key(f32::MAX) < key(f32::INFINITY));
    for x in [
        0.0f32,
        1.5,
        -2.25,
        f32::INFINITY,
        f32::NEG_INFINITY,
        1e-45,
        -1e-45,
    ] {
        assert_eq!(
            rows::search_key_value(key(x)).to_bits(),
            (x + 0.0).to_bits()
        );
    }
}

/// Each sampler guard holds exactly on the launches its pass serves: a greedy launch runs no
/// filter and no sample pass (it draws no noise); a sampling launch runs exactly one of the two
/// sample passes, the top-p one when top-p is on.
#[test]
fn sampler_guards_select_the_passes_a_launch_needs() {
    use rows::Guard::{NoTopP, TopK, TopP};
    let holds = |params: SamplerParams| {
        let s = sampler_scalars(&params);
        [TopK, TopP, NoTopP].map(|guard| guard.holds(&s))
    };
    assert_eq!(holds(SamplerParams::greedy()), [false, false, false]);
    assert_eq!(
        holds(SamplerParams::greedy().with_top_k(5).with_top_p(0.5)),
        [false, false, false]
    );
    assert_eq!(holds(SamplerParams::new(0.7)), [false, false, true]);
    assert_eq!(
        holds(SamplerParams::new(0.7).with_top_k(5)),
        [true, false, true]
    );
    assert_eq!(
        holds(SamplerParams::new(0.7).with_top_p(0.9)),
        [false, true, false]
    );
    assert_eq!(
        holds(SamplerParams::new(1.0).with_top_k(50).with_top_p(0.9)),
        [true, true, false]
    );
    assert_eq!(
        holds(SamplerParams::new(1.0).with_top_p(1.0)),
        [false, false, true]
    );
}

/// The sequential max fold's `(value bits, index)`.
fn max_state(values: &[f32]) -> (u32, u32) {
    let mut state = FoldState::new(FoldKind::Max);
    for (f, &v) in values.iter().enumerate() {
        state.push(f as u32, v);
    }
    match state {
        FoldState::Max(best, index) => (best.to_bits(), index),
        _ => unreachable!(),
    }
}

#[test]
fn max_partials_merge_to_the_sequential_fold_in_any_grouping() {
    // The GPU entries fold each lane's strided features, then merge the lanes by a tree; a
    // split x86 row folds contiguous spans and merges them in order. Both must give the
    // sequential fold's bits: the first NaN (its payload), else the first maximum (-0.0 and
    // +0.0 tie), (-inf, 0) when nothing beats -inf.
    let pool = [
        1.0f32,
        2.0,
        -0.0,
        0.0,
        f32::NEG_INFINITY,
        f32::INFINITY,
        f32::from_bits(0x7fc0_0001),
        f32::from_bits(0xffc0_0002),
        -3.5,
    ];
    let mut seed = 0x9e37_79b9_u64;
    let mut next = |n: usize| {
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        (seed >> 33) as usize % n
    };
    for case in 0..400 {
        let f = 1 + next(70);
        // Few distinct values, so ties are everywhere; NaNs in some rows only.
        let choices = if case % 3 == 0 { pool.len() } else { 6 };
        let mut row: Vec<f32> = (0..f).map(|_| pool[next(choices)]).collect();
        if case % 7 == 0 {
            row.fill(f32::NEG_INFINITY);
        }
        let expected = max_state(&row);
        let bits = |(v, i): (f32, u32)| (v.to_bits(), i);
        for lanes in [1usize, 2, 4, 8, 32, 256] {
            // Lane l folds features l, l + lanes, ... in order.
            let mut partial: Vec<(f32, u32)> = (0..lanes)
                .map(|l| {
                    let mut state = FoldState::new(FoldKind::Max);
                    for i in (l..f).step_by(lanes) {
                        state.push(i as u32, row[i]);
                    }
                    match state {
                        FoldState::Max(best, index) => (best, index),
                        _ => unreachable!(),
                    }
                })
                .collect();
            let sequential = partial
                .iter()
                .fold((f32::NEG_INFINITY, 0), |acc, &p| rows::merge_max(acc, p));
            assert_eq!(
                bits(sequential),
                expected,
                "{row:?}, {lanes} lanes in order"
            );
            // The GPU tree: lane l merges lane l + stride, strides halving.
            let mut stride = lanes / 2;
            while stride > 0 {
                for l in 0..stride {
                    partial[l] = rows::merge_max(partial[l], partial[l + stride]);
                }
                stride /= 2;
            }
            assert_eq!(
                bits(partial[0]),
                expected,
                "{row:?}, {lanes} lanes by a tree"
            );
        }
        // Contiguous spans, merged in span order by the sequential push (the x86 finish).
        for spans in [2usize, 3, 5] {
            let mut state = FoldState::new(FoldKind::Max);
            for s in 0..spans {
                let (begin, end) = (s * f / spans, (s + 1) * f / spans);
                let mut span = FoldState::new(FoldKind::Max);
                for (i, &v) in row.iter().enumerate().take(end).skip(begin) {
                    span.push(i as u32, v);
                }
                if let FoldState::Max(best, index) = span {
                    state.push(index, best);
                }
            }
            let FoldState::Max(best, index) = state else {
                unreachable!()
            };
            assert_eq!((best.to_bits(), index), expected, "{row:?}, {spans} spans");
        }
    }
}

#[test]
fn the_sampler_splits_by_partials_without_top_k_and_top_p_and_by_candidates_with_top_k() {
    use tessera_build::rows::{Guard, SpanPlan};
    let source = std::fs::read_to_string(programs_dir().join("gumbel.toml")).unwrap();
    let program = lower(&spec::parse(Path::new("gumbel.toml"), &source).unwrap());
    let plan = SpanPlan::of(&program, 31).expect("the sampler splits");
    assert_eq!(plan.blocked_by, [Guard::TopK, Guard::TopP]);
    // With top-k on, by the top-k search's candidates (every later pass is confined to it).
    assert_eq!(plan.candidates, Some(1));
    assert_eq!(plan.candidates_blocked_by, []);
    // With pairwise sums every later pass is confined too: the mass and the top-p search
    // (passes 3 and 4) fold the listed tokens at their positions.
    let pairwise =
        inline("name = \"g\"\ndoc = \"d\"\nkind = \"sampler\"\nreduction = \"pairwise\"\n");
    let not_confined: Vec<usize> = (2..pairwise.passes.len() - 1)
        .filter(|&i| pairwise.passes[i].within.is_none())
        .collect();
    assert!(not_confined.is_empty(), "{not_confined:?}");
    let sums_pairwise = |pass: &Pass| match &pass.end {
        PassEnd::Fold(folds) => folds.iter().any(|f| f.kind == FoldKind::SumPairwise),
        PassEnd::Search(s) => s.kind == FoldKind::SumPairwise,
        PassEnd::Store(_) => false,
    };
    let summing: Vec<usize> = (2..pairwise.passes.len() - 1)
        .filter(|&i| sums_pairwise(&pairwise.passes[i]))
        .collect();
    assert_eq!(summing, [3, 4]);
    let pairwise_plan = SpanPlan::of(&pairwise, 31).expect("the pairwise sampler splits");
    assert_eq!(pairwise_plan.candidates, Some(1));
    assert_eq!(pairwise_plan.candidates_blocked_by, []);
    // The finish of a split by candidates skips the passes the blockers guard: none here.
    let skipped = |plan: &SpanPlan| -> Vec<usize> {
        (2..pairwise.passes.len() - 1)
            .filter(|&i| plan.skipped_by_candidates(&pairwise.passes[i]))
            .collect()
    };
    assert!(skipped(&pairwise_plan).is_empty());
    let by_candidates = |plan: &SpanPlan, params: SamplerParams| {
        plan.splits_by_candidates(&sampler_scalars(&params))
    };
    let top_k = SamplerParams::new(1.0).with_top_k(3);
    for plan in [&plan, &pairwise_plan] {
        assert!(by_candidates(plan, top_k));
        assert!(by_candidates(plan, top_k.with_top_p(0.9)));
    }
    // A pass after the search that is not confined blocks the split by its guard (the finish
    // skips it: it never runs in such a launch); unguarded or guarded as the search is (it
    // would run in every split by candidates), there is no split by candidates.
    let mut unconfined = pairwise.clone();
    unconfined.passes[6].within = None;
    let plan6 = SpanPlan::of(&unconfined, 31).expect("the sampler still splits");
    assert_eq!(plan6.candidates_blocked_by, [Guard::NoTopP]);
    assert_eq!(skipped(&plan6), [6]);
    assert!(by_candidates(&plan6, top_k.with_top_p(0.9)));
    assert!(!by_candidates(&plan6, top_k));
    for guard in [None, Some(Guard::TopK)] {
        unconfined.passes[6].guard = guard;
        let plan = SpanPlan::of(&unconfined, 31).expect("the sampler still splits plainly");
        assert_eq!(
            (plan.candidates, plan.candidates_blocked_by),
            (None, vec![])
        );
    }
    // Live: the validity and greedy folds, the plain sample pass and the store.
    let live: Vec<usize> = (0..program.passes.len())
        .filter(|&i| plan.live[i])
        .collect();
    assert_eq!(live, [0, 6, 7]);
    assert_eq!(plan.partials.len(), 6);
    let splits = |params: SamplerParams| plan.splits(&sampler_scalars(&params));
    assert!(splits(SamplerParams::new(1.0)));
    assert!(splits(SamplerParams::greedy()));
    assert!(splits(
        SamplerParams::greedy().with_top_k(3).with_top_p(0.5)
    ));
    assert!(!splits(SamplerParams::new(1.0).with_top_k(3)));
    assert!(!splits(SamplerParams::new(1.0).with_top_p(0.9)));
    // Too few partial slots: no plan. Other kinds never split.
    assert_eq!(SpanPlan::of(&program, 5), None);
    let quadratic = std::fs::read_to_string(programs_dir().join("quadratic.toml")).unwrap();
    let quadratic = lower(&spec::parse(Path::new("quadratic.toml"), &quadratic).unwrap());
    assert_eq!(SpanPlan::of(&quadratic, 31), None);
}

/// The gumbel sampler, lowered.
fn gumbel() -> RowProgram {
    let source = std::fs::read_to_string(programs_dir().join("gumbel.toml")).unwrap();
    lower(&spec::parse(Path::new("gumbel.toml"), &source).unwrap())
}

/// `program` with each confined pass's masks taken off (its fold values and search weight
/// unmasked, `within` cleared): what the passes computed before they were confined.
fn unmasked(program: &RowProgram) -> RowProgram {
    let mut program = program.clone();
    for pass in &mut program.passes {
        let Some(within) = pass.within.take() else {
            continue;
        };
        // One select per mask: the search's, and inside it the outer one.
        let masks = 1 + usize::from(within.outer.is_some());
        let unmask = |insts: &[Op], mut v: Value| {
            for _ in 0..masks {
                v = match insts[v.0 as usize] {
                    Op::Select(_, x, _) => x,
                    _ => unreachable!("a confined value is a select"),
                };
            }
            v
        };
        match &mut pass.end {
            PassEnd::Fold(folds) => {
                for fold in folds {
                    fold.value = unmask(&pass.insts, fold.value);
                }
            }
            PassEnd::Search(s) => s.weight = unmask(&pass.insts, s.weight),
            PassEnd::Store(_) => unreachable!("a confined store"),
        }
    }
    program
}

/// The sampler's ids and status words on `logits` (`[rows, vocab]`).
fn sample_reference(
    program: &RowProgram,
    logits: &[f32],
    vocab: usize,
    params: &SamplerParams,
) -> (Vec<u32>, Vec<u32>) {
    let rows = logits.len() / vocab;
    let mut ids = vec![0.0f32; rows];
    let mut status = vec![0u32; rows];
    let inputs = [logits];
    let buffers = Buffers {
        state: &mut [],
        status: &mut status,
        outputs: vec![&mut ids],
        inputs: &inputs,
        vectors: &[],
        params: &[],
    };
    let launch = Launch {
        n_rows: rows,
        n_features: vocab,
        steps: 1,
        scalars: host_scalars(&LangevinParams::constant(1, 0.0, 0.0)),
        sampler: sampler_scalars(params),
        key: [3, 5],
    };
    rows::interpret(program, buffers, &launch);
    (ids.iter().map(|v| v.to_bits()).collect(), status)
}

/// Passes 2 to 6 of the sampler are confined to the top-k set, the Gumbel pass after top-p
/// (5) to the nucleus within it, and the masks change nothing: the passes as they were before
/// (their own masks only) give the same ids and status words, bit for bit, on rows with ties,
/// NaN, -inf and +inf logits, and very negative ones, for every filter.
#[test]
fn the_samplers_confined_passes_equal_their_unmasked_selves() {
    let program = gumbel();
    confined_passes_equal_their_unmasked_selves(&program, |p| match p {
        5 => Some((4, true)),
        2..=6 => Some((1, false)),
        _ => None,
    });
    let text = rows::text(&program);
    assert!(text.contains("pass 2 (fold, if topp, within pass 1 by v"));
    assert!(text.contains("pass 5 (fold, if topp, within pass 4 by v"));
}

/// A sampler with pairwise sums confines its passes as `gumbel` does, its sums (the mass, 3,
/// and the top-p search, 4) too: their masks' +0.0 is a pairwise tree's identity as it is a
/// sequential sum's (a target that lists them pushes the gaps as blocks of zeros,
/// `FoldState::push_zeros`), and the masks change nothing.
#[test]
fn a_sampler_with_pairwise_sums_confines_its_passes_as_gumbel_does() {
    let program =
        inline("name = \"g\"\ndoc = \"d\"\nkind = \"sampler\"\nreduction = \"pairwise\"\n");
    confined_passes_equal_their_unmasked_selves(&program, |p| match p {
        5 => Some((4, true)),
        2..=6 => Some((1, false)),
        _ => None,
    });
    assert_eq!(program.confining_searches(), [1, 4]);
    assert_eq!(
        program.scratch_values_with_lists(),
        program.scratch_values_per_feature() + 2
    );
}

/// Checks that `program`'s (a sampler's) passes are confined as `expected` says (`(search,
/// whether within an outer search too)` per pass) and that the passes as they were before
/// (their own masks only) give the same ids and status words, bit for bit, on rows with ties,
/// NaN, -inf and +inf logits, and very negative ones, for every filter.
fn confined_passes_equal_their_unmasked_selves(
    program: &RowProgram,
    expected: impl Fn(usize) -> Option<(usize, bool)>,
) {
    use tessera_build::rows::Within;
    for (p, pass) in program.passes.iter().enumerate() {
        let within = pass.within.map(|w: Within| (w.search, w.outer.is_some()));
        assert_eq!(within, expected(p), "pass {p}");
    }
    let plain = unmasked(program);
    rows::verify(&plain).unwrap();
    let vocab = 40;
    let mut logits: Vec<f32> = (0..6 * vocab)
        .map(|i| ((i * 7919) % 13) as f32 * 0.5 - 3.0)
        .collect();
    logits[vocab + 3] = f32::NAN;
    logits[2 * vocab..3 * vocab].fill(f32::NEG_INFINITY);
    logits[3 * vocab + 5] = f32::INFINITY;
    logits[4 * vocab..5 * vocab].fill(f32::NEG_INFINITY);
    logits[4 * vocab + 9] = 0.5;
    logits[4 * vocab + 30] = 0.5;
    // Every score far below zero: an identity other than -inf would win the argmax.
    for l in &mut logits[5 * vocab..] {
        *l -= 40.0;
    }
    let p = SamplerParams::new;
    for params in [
        p(1.0),
        p(0.7).with_top_k(1),
        p(0.7).with_top_k(5),
        p(0.7).with_top_k(vocab),
        p(1.3).with_top_p(0.4),
        p(1.0).with_top_k(6).with_top_p(0.5),
        p(1.0).with_top_k(3).with_top_p(0.999),
        SamplerParams::greedy().with_top_k(4),
    ] {
        let confined = sample_reference(program, &logits, vocab, &params);
        assert_eq!(
            confined,
            sample_reference(&plain, &logits, vocab, &params),
            "{params:?}"
        );
    }
}

/// The verifier refuses each broken nested confinement (a pass confined to a confined
/// search, `Within::outer`) by name.
#[test]
fn verify_refuses_broken_nested_confinements() {
    use tessera_build::rows::Within;
    let refuse = |program: &RowProgram, message: &str| {
        let err = rows::verify(program).unwrap_err();
        assert!(
            err.to_string().ends_with(message),
            "{err} does not end with {message:?}"
        );
    };
    let edited = |edit: &dyn Fn(&mut RowProgram)| {
        let mut program = gumbel();
        edit(&mut program);
        program
    };
    let within = |program: &RowProgram, p: usize| program.passes[p].within.unwrap();
    let nested = within(&gumbel(), 5);
    let outer = nested.outer.unwrap();
    refuse(
        &edited(&|g| {
            g.passes[5].within = Some(Within {
                outer: None,
                ..nested
            })
        }),
        "pass 5: confined to pass 4, but not to pass 1, which that search is confined to",
    );
    refuse(
        &edited(&|g| {
            g.passes[2].within = Some(Within {
                outer: Some(Value(0)),
                ..within(g, 2)
            })
        }),
        "pass 2: an outer mask v0, but pass 1 is not confined",
    );
    refuse(
        &edited(&|g| {
            g.passes[5].within = Some(Within {
                outer: Some(Value(0)),
                ..nested
            })
        }),
        "pass 5: mask v0 is not the prefix test of pass 1",
    );
    // The Gumbel value masked by the nucleus alone: the select inside it is not the top-k one.
    let pass5 = gumbel().passes[5].clone();
    let PassEnd::Fold(folds) = &pass5.end else {
        unreachable!()
    };
    let Op::Select(_, inner, minus_inf) = pass5.insts[folds[0].value.0 as usize] else {
        unreachable!()
    };
    let Op::Select(_, unmasked, _) = pass5.insts[inner.0 as usize] else {
        unreachable!()
    };
    let once = Value(pass5.insts.len() as u32);
    refuse(
        &edited(&|g| {
            let pass = &mut g.passes[5];
            pass.insts
                .push(Op::Select(nested.mask, unmasked, minus_inf));
            if let PassEnd::Fold(folds) = &mut pass.end {
                folds[0].value = once;
            }
        }),
        &format!("pass 5: {unmasked} is not masked by {outer} with -inf"),
    );
    // Three searches deep: pass 2 becomes a search confined to top-k, the top-p search is
    // confined to it (and so to top-k), and the Gumbel pass after top-p to a search that is
    // confined twice.
    let deep = edited(&|g| {
        let m1 = within(g, 2).mask;
        let pass = &mut g.passes[2];
        // v2: the scaled logit; v1: the inverse temperature, a uniform target.
        let key = Value(2);
        pass.insts.push(Op::Const(0.0f32.to_bits()));
        let zero = Value(pass.insts.len() as u32 - 1);
        pass.insts.push(Op::Select(m1, key, zero));
        let weight = Value(pass.insts.len() as u32 - 1);
        let index = Uniform(g.n_uniforms);
        g.n_uniforms += 1;
        g.passes[2].end = PassEnd::Search(rows::Search {
            kind: FoldKind::Sum,
            key,
            weight,
            target: Value(1),
            value: Uniform(7),
            index,
        });
        g.confine(4, 2);
    });
    assert_eq!(deep.passes[4].within.map(|w| w.search), Some(2));
    refuse(
        &deep,
        "pass 5: confined to pass 4, which is confined within a confined search",
    );
}

/// The verifier refuses each broken confinement by name.
#[test]
fn verify_refuses_broken_confinements() {
    use tessera_build::rows::Within;
    let refuse = |edit: &dyn Fn(&mut RowProgram), message: &str| {
        let mut program = gumbel();
        edit(&mut program);
        let err = rows::verify(&program).unwrap_err();
        assert!(
            err.to_string().ends_with(message),
            "{err} does not end with {message:?}"
        );
    };
    let within = |program: &RowProgram, p: usize| program.passes[p].within.unwrap();
    refuse(
        &|g| {
            g.passes[2].within = Some(Within {
                search: 0,
                ..within(g, 2)
            })
        },
        "pass 2: confined to pass 0, not an earlier search",
    );
    refuse(
        &|g| g.passes[0].within = Some(within(g, 2)),
        "pass 0: confined to pass 1, not an earlier search",
    );
    refuse(
        &|g| g.passes[7].within = Some(within(g, 6)),
        "pass 7: a store pass is confined",
    );
    refuse(
        &|g| {
            g.passes[2].within = Some(Within {
                mask: Value(0),
                ..within(g, 2)
            })
        },
        "pass 2: mask v0 is not the prefix test of pass 1",
    );
    refuse(
        &|g| {
            g.passes[2].within = Some(Within {
                mask: Value(9999),
                ..within(g, 2)
            })
        },
        "pass 2: mask v9999 is not defined",
    );
    let pass6 = gumbel().passes[6].clone();
    let PassEnd::Fold(folds) = &pass6.end else {
        unreachable!()
    };
    let Op::Select(_, unmasked, _) = pass6.insts[folds[0].value.0 as usize] else {
        unreachable!()
    };
    let mask = pass6.within.unwrap().mask;
    refuse(
        &|g| {
            if let PassEnd::Fold(folds) = &mut g.passes[6].end {
                folds[0].value = unmasked;
            }
        },
        &format!("pass 6: {unmasked} is not masked by {mask} with -inf"),
    );
}

/// `rows::never_nan_nor_minus_zero` (which lets the x86 max folds of such values drop their
/// indices): comparisons, grade masks, constants other than NaN and `-0.0`, products of
/// `{+0.0, 1.0}` values and the Min, Max, Select and IfNoise of known values are known;
/// loads, sums, a product of values that may be `-0.0` or NaN (`0 * -1`, `0 * inf`), a
/// negated flag (`-0.0`) and the constants NaN and `-0.0` are not. The sampler's check pass:
/// its three flags are known, its logit is not.
#[test]
fn values_never_nan_nor_minus_zero_are_the_known_ones() {
    use tessera_build::rows::Unary;
    let c = |x: f32| Op::Const(x.to_bits());
    let v = Value;
    let insts = vec![
        Op::Load(Buffer::Input(0)),          // 0: no
        c(1.0),                              // 1: yes, {0, 1}
        c(-0.0),                             // 2: no
        c(f32::NAN),                         // 3: no
        c(-3.5),                             // 4: yes, not {0, 1}
        Op::Binary(Binary::Lt, v(0), v(1)),  // 5: yes, {0, 1}
        Op::GradeMask(2),                    // 6: yes, {0, 1}
        Op::Binary(Binary::Mul, v(5), v(6)), // 7: yes, {0, 1}
        Op::Binary(Binary::Mul, v(5), v(4)), // 8: no (0 * -3.5 = -0.0)
        Op::Binary(Binary::Max, v(4), v(5)), // 9: yes, not {0, 1}
        Op::Binary(Binary::Mul, v(9), v(9)), // 10: no (not a product of {0, 1})
        Op::Select(v(0), v(4), v(7)),        // 11: yes
        Op::Select(v(0), v(0), v(7)),        // 12: no
        Op::IfNoise(v(5), v(6)),             // 13: yes
        Op::Unary(Unary::Neg, v(5)),         // 14: no (-0.0)
        Op::Binary(Binary::Add, v(5), v(6)), // 15: no (not known)
        Op::Binary(Binary::Min, v(2), v(1)), // 16: no (-0.0 in)
        Op::Binary(Binary::Ne, v(3), v(3)),  // 17: yes
    ];
    let pass = Pass::new(insts, PassEnd::Store(Vec::new()));
    let known: Vec<usize> = rows::never_nan_nor_minus_zero(&pass)
        .iter()
        .enumerate()
        .filter_map(|(i, &k)| k.then_some(i))
        .collect();
    assert_eq!(known, [1, 4, 5, 6, 7, 9, 11, 13, 17]);

    let source = std::fs::read_to_string(programs_dir().join("gumbel.toml")).unwrap();
    let program = lower(&spec::parse(Path::new("gumbel.toml"), &source).unwrap());
    let check = &program.passes[0];
    let PassEnd::Fold(folds) = &check.end else {
        panic!("the sampler's check pass folds");
    };
    let known = rows::never_nan_nor_minus_zero(check);
    let by_kind: Vec<(FoldKind, bool)> = folds
        .iter()
        .map(|fold| (fold.kind, known[fold.value.0 as usize]))
        .collect();
    assert_eq!(
        by_kind,
        [
            (FoldKind::Max, true),
            (FoldKind::Max, true),
            (FoldKind::Max, false),
            (FoldKind::ArgMax, false),
            (FoldKind::Max, true),
        ]
    );
}

/// The shape ids of pass `p`'s values in `plan`'s naming.
fn shapes_of(plan: &KeptPlan, program: &RowProgram, p: usize) -> Vec<Option<u32>> {
    plan.shapes.clone().of(&program.passes[p].insts)
}

#[test]
fn kept_values_are_costly_values_a_later_pass_computes_again() {
    // The programs of programs/: the sampler's `exp_f32(f32(s - m))` (the mass sums it; the
    // top-p search and the nucleus's listing divide it by the mass) and the softmax
    // programs' `exp` (a sum, then the update), each written by the pass that sums it.
    let expected: &[(&str, usize, &[Reader])] = &[
        ("gumbel", 3, &[Reader::Pass(4), Reader::Listing(4)]),
        ("gumbel_pairwise", 3, &[Reader::Pass(4), Reader::Listing(4)]),
        ("softmax_pull", 1, &[Reader::Pass(2)]),
        ("softmax_fast", 1, &[Reader::Pass(2)]),
    ];
    let mut seen = 0;
    for entry in std::fs::read_dir(programs_dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "toml") {
            continue;
        }
        let program = lower(&spec::read(&path).unwrap_or_else(|d| panic!("{d}")));
        let plan = KeptPlan::new(&program);
        let Some(&(_, writer, readers)) = expected.iter().find(|x| x.0 == program.name) else {
            assert!(plan.is_empty(), "{} keeps {:?}", program.name, plan.kept);
            continue;
        };
        seen += 1;
        assert_eq!(plan.kept.len(), 1, "{}: {:?}", program.name, plan.kept);
        let kept = &plan.kept[0];
        assert_eq!((kept.writer, kept.readers.as_slice()), (writer, readers));
        let ids = shapes_of(&plan, &program, writer);
        let at = ids.iter().position(|&id| id == Some(kept.shape)).unwrap();
        assert!(
            matches!(program.passes[writer].insts[at], Op::Unary(Unary::Exp, _)),
            "{}: {:?}",
            program.name,
            program.passes[writer].insts[at]
        );
        for reader in readers {
            if let Reader::Pass(r) = *reader {
                assert!(shapes_of(&plan, &program, r).contains(&Some(kept.shape)));
            }
        }
    }
    assert_eq!(seen, expected.len());
}

#[test]
fn kept_values_are_refused_where_a_reader_could_see_another_value() {
    use Op::{Binary as B, Load, Unary as F, Uniform as U};
    let x = Load(Buffer::Input(0));
    let y = Load(Buffer::State);
    let exp = |v: u32| F(Unary::Exp, Value(v));
    let kept = |writer: usize, readers: Vec<Reader>| (writer, readers);
    let plan = |passes: Vec<Pass>| {
        let plan = KeptPlan::new(&broken(LANGEVIN, 4, passes));
        (plan.kept.iter())
            .map(|k: &Kept| (k.writer, k.readers.clone()))
            .collect::<Vec<_>>()
    };
    // Pass 0 sums exp(x); pass 1 sums exp(x) * u0; pass 2 stores exp(x) + u1.
    let sum_exp = || fold(vec![x, exp(0)], &[(1, 0)]);
    let scaled = || {
        fold(
            vec![x, exp(0), U(Uniform(0)), B(Binary::Mul, Value(1), Value(2))],
            &[(3, 1)],
        )
    };
    let stored = |state: bool| {
        let load = if state { y } else { x };
        store(
            vec![
                load,
                exp(0),
                U(Uniform(1)),
                B(Binary::Add, Value(1), Value(2)),
            ],
            &[(Sink::Out(0), 3)],
        )
    };
    assert_eq!(
        plan(vec![sum_exp(), scaled(), stored(false)]),
        vec![kept(0, vec![Reader::Pass(1), Reader::Pass(2)])]
    );
    // A cheap value is not kept.
    let neg = |v: u32| F(Unary::Neg, Value(v));
    let sum_neg = fold(vec![x, neg(0)], &[(1, 0)]);
    let store_neg = store(vec![x, neg(0)], &[(Sink::Out(0), 1)]);
    assert_eq!(plan(vec![sum_neg, store_neg]), vec![]);
    // Nor a value that reads a uniform its writer defines (the reader sees another value).
    let own = || {
        fold(
            vec![x, U(Uniform(0)), B(Binary::Add, Value(0), Value(1)), exp(2)],
            &[(3, 0)],
        )
    };
    let reads_own = store(
        vec![x, U(Uniform(0)), B(Binary::Add, Value(0), Value(1)), exp(2)],
        &[(Sink::Out(0), 3)],
    );
    assert_eq!(plan(vec![own(), reads_own]), vec![]);
    // Nor one a max fold writes (the x86 row path does not evaluate it at every feature).
    let mut max_exp = sum_exp();
    if let PassEnd::Fold(folds) = &mut max_exp.end {
        folds[0].kind = FoldKind::Max;
    }
    assert_eq!(
        plan(vec![max_exp, scaled(), stored(false)]),
        vec![kept(1, vec![Reader::Pass(2)])]
    );
    // Nor one of the state across a pass that stores the state.
    let sum_exp_y = || fold(vec![y, exp(0)], &[(1, 0)]);
    let store_y = store(vec![y], &[(Sink::State, 0)]);
    let sum_one = fold(vec![Op::Const(1.0f32.to_bits())], &[(0, 1)]);
    assert_eq!(plan(vec![sum_exp_y(), store_y, stored(true)]), vec![]);
    assert_eq!(
        plan(vec![sum_exp_y(), sum_one, stored(true)]),
        vec![kept(0, vec![Reader::Pass(2)])]
    );
    // Nor one whose writer's guard the reader does not share.
    let guarded = |guard| Pass { guard, ..sum_exp() };
    assert_eq!(
        plan(vec![guarded(Some(Guard::TopP)), scaled(), stored(false)]),
        vec![kept(1, vec![Reader::Pass(2)])]
    );
    let reader = Pass {
        guard: Some(Guard::TopP),
        ..scaled()
    };
    assert_eq!(
        plan(vec![guarded(Some(Guard::TopP)), reader]),
        vec![kept(0, vec![Reader::Pass(1)])]
    );
}
