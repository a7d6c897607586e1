//! Stage 5: the row program IR, its verifier and the reference interpreter.
//!
//! # Specification
//!
//! A [`RowProgram`] says what one evaluation does to one row of `F` features. For the Langevin
//! kind the evaluation is one *step* and runs `K` times (step `t = 0..K`); the map and energy
//! kinds evaluate once. An evaluation is a list of [`Pass`]es, executed in order. A pass is a
//! feature loop: its instructions ([`Op`]) are evaluated once per feature `f` (a *lane*); a
//! lane reads only feature `f` of the row's buffers (and shared vectors), so lanes never
//! interact inside a pass. A pass ends in either
//!
//! * [`PassEnd::Fold`]: each [`Fold`] reduces one value over the features in a declared order
//!   ([`FoldKind`]) into a row-uniform value ([`Uniform`]) that later passes read (the same in
//!   every lane); or
//! * [`PassEnd::Search`]: a [`Search`] finds a boundary element in a declared order (the
//!   sampler's exact top-k and top-p thresholds) and defines two uniforms; or
//! * [`PassEnd::Store`]: each [`Store`] writes a value: a row value to the state or an output
//!   (every feature), or a *uniform* value (one that depends on no lane-varying operation) to a
//!   per-row output or to the row's status word (ORed into it; a sampler's written whole).
//!   Exactly one pass stores: the last.
//!
//! A pass may carry a launch-uniform [`Guard`] (sampler programs): when it does not hold, the
//! pass is skipped and its uniforms take fixed values.
//!
//! Values are pass-local: `Value(i)` is the result of instruction `i` of the same pass, and an
//! instruction only uses values defined before it. All arithmetic is f32, IEEE-754, round to
//! nearest even, no contraction; every operation's exact meaning is on its [`Op`] variant.
//! Transcendental functions are `numeric::mathlib32`; the noise is `numeric::philox`.
//!
//! [`verify`] checks every rule above; [`interpret`] is the reference: the oracle every target
//! is compared with, bit for bit. [`kept`] plans which values a later pass may read back
//! from an earlier one instead of computing them again (an x86 optimisation).

pub mod kept;

use std::fmt;

use rayon::prelude::*;
use tessera_rt::kernel::ProgramKind;
use tessera_rt::langevin::HostScalars;
use tessera_rt::sampler::SamplerScalars;

use crate::numeric::{Eval, Ops, canonical_nan, mathlib32, philox};
pub use crate::spec::NoisePolicy;

/// A value defined by instruction `i` of the current pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Value(pub u32);

/// A row-uniform value produced by a fold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Uniform(pub u32);

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "v{}", self.0)
    }
}

impl fmt::Display for Uniform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "u{}", self.0)
    }
}

/// A row-shaped buffer a lane reads element `f` of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Buffer {
    /// The state, as it is at the start of the pass.
    State,
    /// Per-row input `i`.
    Input(u32),
    /// Shared vector `i` (the same `F` values for every row).
    Vector(u32),
}

/// Element-wise functions of one operand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Unary {
    Neg,
    /// `numeric::mathlib32::exp_f32`, and so on for the other functions.
    Exp,
    Ln,
    Log1p,
    /// Correctly rounded.
    Sqrt,
    /// Clears the sign bit.
    Abs,
    /// `1` for `x > 0`, `-1` for `x < 0`, `x` itself for zeros and NaN.
    Sign,
    Tanh,
    Sigmoid,
    Softplus,
}

/// Element-wise functions of two operands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Binary {
    Add,
    Sub,
    Mul,
    Div,
    /// `b < a ? b : a` (ties and NaN in `b` keep `a`).
    Min,
    /// `b > a ? b : a` (ties and NaN in `b` keep `a`).
    Max,
    /// `numeric::mathlib32::pow_f32(a, b)` (real exponent; NaN for a negative base).
    Pow,
    /// Comparisons give exactly `1.0` or `0.0`; ordered, so NaN compares false except `Ne`.
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
}

/// One lane instruction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Op {
    /// An f32 constant (bits).
    Const(u32),
    /// Element `f` of a buffer.
    Load(Buffer),
    /// Scalar parameter `i` of the launch.
    Param(u32),
    /// `f32(f)`: the feature index (exact below 2^24).
    FeatureIndex,
    /// `f32(F)`: the row width (exact below 2^24).
    FeatureCount,
    /// `1.0` when `popcount(f) == grade`, else `0.0` (blades of a Clifford algebra).
    GradeMask(u32),
    /// A fold result of an earlier pass.
    Uniform(Uniform),
    /// The launch scalar `eta32`.
    Eta,
    /// This step's noise scale: the launch's constant `noise_scale`, or when annealing
    /// `sqrt_f32(max(f32(two_eta * T_t), +0.0))` with `T_0 = temperature`,
    /// `T_{t+1} = f32(T_t * anneal_ratio)`.
    NoiseScale,
    /// The normal of element `(row, f)` at step `t` in the program's [`NoisePolicy`]: the
    /// `tessera-v1` stream of DESIGN.md 4.1, or the `tessera-fast-v1` one
    /// (`numeric::philox::fast_normals`). Only meaningful where the launch draws noise (see
    /// [`Op::IfNoise`]).
    Normal,
    Unary(Unary, Value),
    Binary(Binary, Value, Value),
    /// `c != 0 ? a : b` (NaN counts as true).
    Select(Value, Value, Value),
    /// The sampler's Gumbel noise of element `(row, f)` (DESIGN.md 4.3): Philox key
    /// `(lo32(k0), hi32(k0))`, counter `(f, row, lo32(k1), hi32(k1))`, `u` from word 0,
    /// `f32(-ln(-ln(u)))` in f64. Sampler programs only.
    Gumbel,
    /// A sampler launch scalar (sampler programs only).
    Sampler(SamplerScalar),
    /// `a` when the launch draws noise, `b` otherwise: a launch-uniform choice.
    IfNoise(Value, Value),
}

impl Op {
    pub fn operands(&self) -> Vec<Value> {
        match *self {
            Op::Unary(_, a) => vec![a],
            Op::Binary(_, a, b) | Op::IfNoise(a, b) => vec![a, b],
            Op::Select(c, a, b) => vec![c, a, b],
            _ => vec![],
        }
    }

    /// The op with each operand replaced by `map(operand)`.
    pub fn map_operands(&self, map: impl Fn(Value) -> Value) -> Op {
        match *self {
            Op::Unary(f, a) => Op::Unary(f, map(a)),
            Op::Binary(f, a, b) => Op::Binary(f, map(a), map(b)),
            Op::IfNoise(a, b) => Op::IfNoise(map(a), map(b)),
            Op::Select(c, a, b) => Op::Select(map(c), map(a), map(b)),
            op => op,
        }
    }

    /// Whether the op itself differs between lanes (loads, the feature index, noise).
    pub fn varies_by_lane(&self) -> bool {
        matches!(
            self,
            Op::Load(_) | Op::FeatureIndex | Op::GradeMask(_) | Op::Normal | Op::Gumbel
        )
    }
}

/// The launch scalars of a sampler, as f32 values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SamplerScalar {
    /// `inv_t = f32(1 / T)` (0 when greedy).
    InvT,
    /// `f32(top_k)` (exact: `top_k <= V <= 2^24`; 0 means off).
    TopK,
    /// `top_p` as f32 (`>= 1` means off).
    TopP,
    /// `1.0` for a greedy launch (`T == 0`), else `0.0`.
    Greedy,
}

/// How a fold reduces over the features `f = 0..F`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FoldKind {
    /// `acc = +0.0; acc = v_f + acc` in feature order.
    Sum,
    /// The canonical pairwise tree: elements are merged as a binary counter merges carries
    /// (two partial sums of equal size, older + newer), and the remaining partial sums are then
    /// merged from the newest (`older + acc`). The tree depends on `F` only.
    SumPairwise,
    /// `acc = -inf; acc = take ? v_f : acc` with `take = v_f > acc || (v_f is NaN && acc is
    /// not)`: the first maximum (or the first NaN) wins.
    Max,
    /// `f32(index)` of the element [`FoldKind::Max`] keeps (0 when it keeps none).
    ArgMax,
}

/// One reduction at the end of a pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Fold {
    pub kind: FoldKind,
    pub value: Value,
    pub uniform: Uniform,
}

/// A search over the elements of a row in the order *key descending, then index ascending*
/// (keys compared as f32 after `+ 0.0`, so `-0.0` and `+0.0` are one key; NaN keys take the
/// positions their ordered bits give them). It finds the first element `e*` of that order
/// whose prefix (every element up to and including it) has weight `>= target`, where a
/// prefix's weight is the fold (`kind`: [`FoldKind::Sum`] or [`FoldKind::SumPairwise`]) over
/// **all** features of `w_f` for the elements in the prefix and `+0.0` for the others. It
/// defines `value = key(e*)` and `index = f32(index(e*))`; the prefix is then exactly the
/// elements with `key > value || (key == value && f <= index)`. When the whole row's weight
/// does not reach the target, or the target is not `> 0` (NaN included), it defines
/// `value = -inf`, `index = +inf`, so the prefix is every element.
///
/// The reference finds `e*` by a bitwise search ([`search`]): a 32-round search over the
/// ordered key bits, then one round per bit of `F - 1` over the index, each round one fold of
/// the weights; every decision compares one declared-order fold with the target, so it is the
/// same on every target. A target may decide at other candidates when that cannot change `e*`:
/// with weights that are not negative the fold of a prefix never shrinks as the prefix grows,
/// so when two positions whose folds fall on either side of the target have one element
/// between them, that element is `e*`, however the positions were picked (the x86 guided
/// passes, `codegen::search`, pick them from an f64 estimate).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Search {
    pub kind: FoldKind,
    pub key: Value,
    pub weight: Value,
    /// A uniform value (the same in every lane).
    pub target: Value,
    pub value: Uniform,
    pub index: Uniform,
}

/// Where a store writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Sink {
    /// The state (a row value).
    State,
    /// Output `i` of [`Interface::outputs`]: a row value for a [`OutputShape::Row`] output, a
    /// uniform value for a [`OutputShape::PerRow`] one.
    Out(u32),
    /// The row's status word, `u32(value)` (a uniform value in `0..2^24`): ORed into it (a
    /// Langevin chain's word gathers its bits over the steps and the calls), or for a sampler
    /// written whole, the launch's verdict on the row, so that no launch needs the word zeroed
    /// first ([`Interface::status_written_whole`]).
    Status,
}

/// The shape of an output buffer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OutputShape {
    /// `[rows, F]`.
    Row,
    /// One f32 per row.
    PerRow,
    /// One i64 per row: a token id. The stored f32 value (an integer below 2^24, or -1) is
    /// converted exactly; the reference interpreter keeps it as that f32.
    PerRowId,
}

impl OutputShape {
    /// The values a buffer of this shape holds for `rows` rows of `features` features.
    pub fn values(self, rows: usize, features: usize) -> usize {
        match self {
            OutputShape::Row => rows * features,
            OutputShape::PerRow | OutputShape::PerRowId => rows,
        }
    }
}

/// One write at the end of the last pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Store {
    pub sink: Sink,
    pub value: Value,
}

/// How a pass ends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PassEnd {
    Fold(Vec<Fold>),
    Search(Search),
    Store(Vec<Store>),
}

/// A launch-uniform condition under which a pass runs (sampler programs): defined in
/// `tessera_rt::sampler`, since a launcher evaluates the guards that block a split by
/// candidates ([`SpanPlan::candidates_blocked_by`]).
pub use tessera_rt::sampler::Guard;

/// One feature loop.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pass {
    pub insts: Vec<Op>,
    pub end: PassEnd,
    /// Runs only when the guard holds (`None`: always).
    pub guard: Option<Guard>,
    /// Only the elements of an earlier search's prefix count in this pass ([`Within`]).
    pub within: Option<Within>,
}

/// A pass whose elements outside the prefix of an earlier search (pass `search`) count for
/// nothing: `mask` (a value of the pass, [`push_in_prefix`] of that search's key) is `1.0` on
/// the prefix and `0.0` elsewhere, and each of the pass's fold values and its search weight is
/// `select(mask, x, identity)`, the identity being `-inf` for Max and ArgMax folds (never
/// taken) and `+0.0` for a sum and a search's weight (a sequential sum that starts at `+0.0`
/// is never `-0.0`, so adding `+0.0` leaves it unchanged). The masks define the semantics, so
/// every target may run the pass as written; a target may instead run it over the prefix's
/// elements alone, in feature order, with the same results (the x86 entry does when the prefix
/// is short, as top-k's is; the GPU wide and split entries whenever they listed it). A
/// pairwise sum's tree depends on every position, so a target that lists one pushes each
/// listed value at its feature's position and the positions between as the aligned blocks of
/// `+0.0` they form ([`FoldState::push_zeros`]; GPU lanes each so over an aligned block of the
/// row, the blocks' sums then meeting as the tree's top): the tree over every feature, the
/// same bits. [`RowProgram::confine`] builds confined passes.
///
/// The search's key is recomputed in this pass by a copy of the search pass's instructions;
/// every uniform is defined once and a sampler has no state, so the copy sees what the search
/// saw.
///
/// The search may itself be confined, to a search pass `s0` that is not (the sampler's top-p
/// search, confined to top-k): then `outer` is this pass's own prefix test of `s0`'s key, and
/// each value is `select(mask, select(outer, x, identity), identity)`, so the elements outside
/// either prefix count for nothing and a target may list `search`'s prefix among `s0`'s
/// listed elements alone (the sampler's Gumbel pass after top-p runs over the nucleus, found
/// among the top-k tokens).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Within {
    pub search: usize,
    pub mask: Value,
    /// The prefix test of the search `search` is confined to (`None` when it is not).
    pub outer: Option<Value>,
}

/// Appends to `insts` the test that the element whose search key is `key` (at this lane's
/// feature) is in the prefix a search found (`value`, `index`: its uniforms):
/// `key + 0.0 > value || (key + 0.0 == value && f <= index)`, `1.0` or `0.0`. The one
/// definition of prefix membership: the sampler's masks and [`Within`] masks use it.
pub fn push_in_prefix(insts: &mut Vec<Op>, key: Value, value: Uniform, index: Uniform) -> Value {
    let mut push = |op: Op| {
        insts.push(op);
        Value(insts.len() as u32 - 1)
    };
    let zero = push(Op::Const(0.0f32.to_bits()));
    let key = push(Op::Binary(Binary::Add, key, zero));
    let value = push(Op::Uniform(value));
    let index = push(Op::Uniform(index));
    let f = push(Op::FeatureIndex);
    let above = push(Op::Binary(Binary::Gt, key, value));
    let tie = push(Op::Binary(Binary::Eq, key, value));
    let early = push(Op::Binary(Binary::Le, f, index));
    let tie_kept = push(Op::Binary(Binary::Mul, tie, early));
    push(Op::Binary(Binary::Max, above, tie_kept))
}

/// The identity a [`Within`] mask selects for elements outside the prefix: `-inf` for Max and
/// ArgMax folds, `+0.0` for sums.
pub fn within_identity(kind: FoldKind) -> f32 {
    match kind {
        FoldKind::Max | FoldKind::ArgMax => f32::NEG_INFINITY,
        FoldKind::Sum | FoldKind::SumPairwise => 0.0,
    }
}

impl Pass {
    /// An unguarded pass.
    pub fn new(insts: Vec<Op>, end: PassEnd) -> Self {
        Pass {
            insts,
            end,
            guard: None,
            within: None,
        }
    }

    /// The instructions that `values` depend on, in their order, as the body of a pass of
    /// their own, and where each of `values` is in it.
    pub fn closure(&self, values: &[Value]) -> (Vec<Op>, Vec<Value>) {
        let mut needed = vec![false; self.insts.len()];
        for v in values {
            needed[v.0 as usize] = true;
        }
        for i in (0..self.insts.len()).rev() {
            if needed[i] {
                for operand in self.insts[i].operands() {
                    needed[operand.0 as usize] = true;
                }
            }
        }
        let mut new_index = vec![Value(u32::MAX); self.insts.len()];
        let mut insts = Vec::new();
        for (i, op) in self.insts.iter().enumerate().filter(|(i, _)| needed[*i]) {
            insts.push(op.map_operands(|v| new_index[v.0 as usize]));
            new_index[i] = Value(insts.len() as u32 - 1);
        }
        (
            insts,
            values.iter().map(|v| new_index[v.0 as usize]).collect(),
        )
    }

    /// The uniforms the pass defines, each with the value it has when the pass is skipped.
    pub fn skipped_uniforms(&self) -> Vec<(Uniform, f32)> {
        match &self.end {
            PassEnd::Fold(folds) => folds.iter().map(|f| (f.uniform, 0.0)).collect(),
            PassEnd::Search(s) => vec![(s.value, f32::NEG_INFINITY), (s.index, f32::INFINITY)],
            PassEnd::Store(_) => Vec::new(),
        }
    }
}

/// What the program reads and writes, as the kernel ABI and the launchers see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Interface {
    pub kind: ProgramKind,
    pub inputs: Vec<String>,
    pub vectors: Vec<String>,
    pub params: Vec<String>,
    /// Output buffers (ABI names `out_0`, `out_1`, ...), with their names for users.
    pub outputs: Vec<(String, OutputShape)>,
}

impl Interface {
    /// Whether `sink` takes one value per row rather than one per feature.
    pub fn sink_is_uniform(&self, sink: Sink) -> bool {
        match sink {
            Sink::State => false,
            Sink::Status => true,
            Sink::Out(i) => self
                .outputs
                .get(i as usize)
                .is_some_and(|(_, shape)| *shape != OutputShape::Row),
        }
    }

    /// Whether the program reads a state buffer.
    pub fn has_state(&self) -> bool {
        !matches!(self.kind, ProgramKind::Map | ProgramKind::Sampler)
    }

    /// Whether the program is a sampler.
    pub fn is_sampler(&self) -> bool {
        matches!(self.kind, ProgramKind::Sampler)
    }

    /// Whether a [`Sink::Status`] store writes the word whole (a sampler) rather than ORing
    /// into it.
    pub fn status_written_whole(&self) -> bool {
        self.is_sampler()
    }

    /// Whether the evaluation is a Langevin step, repeated `K` times.
    pub fn is_langevin(&self) -> bool {
        matches!(self.kind, ProgramKind::Langevin { .. })
    }
}

/// A lowered program: what one evaluation does to one row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowProgram {
    pub name: String,
    /// Kind and options, in words (e.g. `langevin euclidean`).
    pub description: String,
    pub interface: Interface,
    /// The stream [`Op::Normal`] draws from.
    pub noise: NoisePolicy,
    pub n_uniforms: u32,
    pub passes: Vec<Pass>,
}

impl RowProgram {
    /// True when some pass folds or searches (GPU kernels then need shared memory and
    /// barriers).
    pub fn has_folds(&self) -> bool {
        self.passes
            .iter()
            .any(|p| !matches!(p.end, PassEnd::Store(_)))
    }

    /// The most sums (sequential or pairwise folds) one pass computes: the fold arrays a GPU
    /// register entry fills side by side when its shared memory allows
    /// (`targets::sum_arrays`).
    pub fn max_sums_per_pass(&self) -> u32 {
        self.passes
            .iter()
            .map(|p| match &p.end {
                PassEnd::Fold(folds) => folds
                    .iter()
                    .filter(|f| matches!(f.kind, FoldKind::Sum | FoldKind::SumPairwise))
                    .count() as u32,
                _ => 0,
            })
            .max()
            .unwrap_or(0)
    }

    /// The values per feature the CPU entry keeps in scratch memory: a fold pass's values (one
    /// per fold, and the row's Gumbel noise when the pass reads it, drawn before the pass) and
    /// a search's keys, weights and feature indices (three) are written there by one
    /// vectorisable feature loop, then reduced.
    /// A program that draws noise keeps one more: each step's normals, drawn once (vectorised,
    /// four per Philox call under `tessera-fast-v1`) and read by every pass. Under `tessera-v1`
    /// the draw first stages each element's second Philox word in array 0, so such a program
    /// keeps at least two.
    pub fn scratch_values_per_feature(&self) -> u32 {
        let reductions = self
            .passes
            .iter()
            .map(|p| match &p.end {
                PassEnd::Fold(folds) => {
                    folds.len() as u32 + u32::from(p.insts.contains(&Op::Gumbel))
                }
                PassEnd::Search(_) => 3,
                PassEnd::Store(_) => 0,
            })
            .max()
            .unwrap_or(0);
        // `tessera-v1` stages each step's second Philox words in array 0 (no fold is live
        // while the noise is drawn).
        let staging = u32::from(self.uses_noise() && self.noise == NoisePolicy::V1);
        reductions.max(staging) + u32::from(self.uses_noise())
    }

    /// The values per feature the x86 entry and the GPU wide entry keep in scratch: those of
    /// [`RowProgram::scratch_values_per_feature`], then one more for each search that passes
    /// are confined to ([`Within`]), in [`RowProgram::confining_searches`] order: the list of
    /// its prefix's features.
    pub fn scratch_values_with_lists(&self) -> u32 {
        self.scratch_values_per_feature() + self.confining_searches().len() as u32
    }

    /// The search passes that some pass is confined to ([`Within`]), in pass order.
    pub fn confining_searches(&self) -> Vec<usize> {
        let mut searches: Vec<usize> = self
            .passes
            .iter()
            .filter_map(|p| p.within.map(|w| w.search))
            .collect();
        searches.sort_unstable();
        searches.dedup();
        searches
    }

    /// Confines pass `pass` to the prefix of search pass `search` ([`Within`]): appends a copy
    /// of the search pass's instructions and the prefix test of its key, and masks each fold
    /// value (or the search weight) of the pass with its identity. When `search` is itself
    /// confined, to `s0`, `pass` must be confined to `s0` first; its `s0` mask becomes the
    /// [`Within::outer`] one.
    ///
    /// # Panics
    ///
    /// When `search` is not an earlier search pass, `pass` is a store pass, confined to
    /// another search than the one `search` is confined to, or not confined to that one (a
    /// bug in the lowering that asks).
    pub fn confine(&mut self, pass: usize, search: usize) {
        let PassEnd::Search(found) = self.passes[search].end else {
            panic!("internal error: pass {search} is not a search");
        };
        assert!(
            search < pass,
            "internal error: a pass confined to a later search"
        );
        let copied = self.passes[search].insts.clone();
        let enclosing = self.passes[search].within;
        let target = &mut self.passes[pass];
        let outer = match (enclosing, target.within) {
            (None, None) => None,
            (Some(s0), Some(w)) if w.search == s0.search && w.outer.is_none() => Some(w.mask),
            _ => panic!("internal error: pass {pass} confined twice, or not to pass {search}'s"),
        };
        let offset = target.insts.len() as u32;
        target.insts.extend(
            copied
                .iter()
                .map(|op| op.map_operands(|v| Value(v.0 + offset))),
        );
        let key = Value(found.key.0 + offset);
        let mask = push_in_prefix(&mut target.insts, key, found.value, found.index);
        let masked = |insts: &mut Vec<Op>, kind: FoldKind, value: Value| {
            insts.push(Op::Const(within_identity(kind).to_bits()));
            insts.push(Op::Select(mask, value, Value(insts.len() as u32 - 1)));
            Value(insts.len() as u32 - 1)
        };
        let insts = &mut target.insts;
        match &mut target.end {
            PassEnd::Fold(folds) => {
                for fold in folds {
                    fold.value = masked(insts, fold.kind, fold.value);
                }
            }
            PassEnd::Search(s) => s.weight = masked(insts, s.kind, s.weight),
            PassEnd::Store(_) => panic!("internal error: a confined store pass"),
        }
        target.within = Some(Within {
            search,
            mask,
            outer,
        });
    }

    /// True when some pass folds by Max or ArgMax (GPU kernels reduce those across their
    /// lanes by a tree, in two more shared arrays).
    pub fn has_max_folds(&self) -> bool {
        self.passes.iter().any(|p| match &p.end {
            PassEnd::Fold(folds) => folds
                .iter()
                .any(|f| matches!(f.kind, FoldKind::Max | FoldKind::ArgMax)),
            _ => false,
        })
    }

    /// True when some pass runs a counted search ([`counts_ones`]; GPU entries then keep a
    /// shared count that their lanes add to).
    pub fn has_counted_search(&self) -> bool {
        self.passes.iter().any(|p| match &p.end {
            PassEnd::Search(s) => counts_ones(p, s),
            _ => false,
        })
    }

    /// True when some pass runs a search that sums its weights (not [`counts_ones`]; GPU entries
    /// then keep a shared word per lane for its candidates' folds).
    pub fn has_summed_search(&self) -> bool {
        self.passes.iter().any(|p| match &p.end {
            PassEnd::Search(s) => !counts_ones(p, s),
            _ => false,
        })
    }

    /// The fold (`FoldKind::Sum` or `FoldKind::SumPairwise`) of the first search that sums its
    /// weights (not [`counts_ones`]: top-p), if any: GPU wide entries then keep the shared
    /// arrays of its guided passes (`codegen::search::GuidedShared`). A program declares one
    /// order for all its sums, so every summed search has this fold.
    pub fn guided_search(&self) -> Option<FoldKind> {
        self.passes.iter().find_map(|p| match &p.end {
            PassEnd::Search(s) if !counts_ones(p, s) => {
                matches!(s.kind, FoldKind::Sum | FoldKind::SumPairwise).then_some(s.kind)
            }
            _ => None,
        })
    }

    /// True when some pass searches (GPU kernels then need a second scratch array).
    pub fn has_search(&self) -> bool {
        self.passes
            .iter()
            .any(|p| matches!(p.end, PassEnd::Search(_)))
    }

    /// True when some instruction draws noise.
    pub fn uses_noise(&self) -> bool {
        self.passes.iter().any(|p| {
            p.insts
                .iter()
                .any(|op| matches!(op, Op::Normal | Op::IfNoise(..)))
        })
    }
}

/// How one row of a sampler splits into spans of features that run in parallel (the x86
/// entry's span mode; `tessera_rt::abi::SPAN_LAUNCH`). A launch may split when every pass
/// that cannot be split is skipped: each such pass has a guard, and [`SpanPlan::blocked_by`]
/// lists those guards, so the launch splits exactly when none of them holds.
///
/// The passes that then may still run ([`SpanPlan::live`]) end in Max or ArgMax folds only, and
/// read no uniform that another live pass defines: each span folds its features into partial
/// states (best value, index), and merging the spans' partials in span order is the
/// sequential fold. The fold keeps the first NaN, else the first maximum, and a span's partial
/// is its own first NaN or first maximum, so merging takes a later span's partial exactly when
/// the sequential fold would have taken that element ([`FoldState::push`] of the partial at
/// its index). A span that keeps nothing holds `(-inf, _)`, which a merge never takes. The
/// skipped passes' uniforms are the constants [`Pass::skipped_uniforms`] gives, the same in
/// every span.
///
/// A launch whose counted search (top-k) runs may split another way, by candidates
/// ([`SpanPlan::candidates`]): each span folds the passes before the search into its partials
/// as above and runs the search over its own features (the `k` greatest of them, in the
/// search's order), and writes their features (those its [`push_in_prefix`] mask keeps) to its
/// record; the finish merges the partials, runs the search over the spans' candidates, in
/// feature order, and then every later pass, each confined to the search ([`Within`], or to
/// a later search confined to it, whose masks hold the search's prefix test too), over the
/// listed prefix. The row's first `k` elements are each among the first `k` of its own
/// span, so every count the search makes over the candidates at or above its boundary is the
/// row's, and every one below it reaches `k` in both: the search decides every round as over
/// the row. (A NaN key fails the mask, so a row with NaN logits may find another boundary; its
/// status word reports the NaN and its id is -1 either way.)
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpanPlan {
    /// Guards that must all be false for a launch to split.
    pub blocked_by: Vec<Guard>,
    /// For each pass, whether it may run in a split launch.
    pub live: Vec<bool>,
    /// The folds of the live passes, as `(pass, fold)` indices, in the order of their partial
    /// slots in a span's record.
    pub partials: Vec<(usize, usize)>,
    /// The counted search pass a launch splits by candidates when its guard holds and none of
    /// [`SpanPlan::candidates_blocked_by`] does: every pass before it is live (its partials
    /// above), every pass after it but the store is confined to it (or to a search confined
    /// to it) or has one of those guards, and the store writes uniform sinks only. `None`: no
    /// such split.
    pub candidates: Option<usize>,
    /// The guards of the passes after the candidate search that are not confined to it: a
    /// launch in which one holds runs such a pass over the whole row, so it does not split by
    /// candidates (the finish, which has only the candidates, skips those passes). Empty
    /// without `candidates`.
    pub candidates_blocked_by: Vec<Guard>,
}

impl SpanPlan {
    /// The plan of `program`, or `None` when no launch of it can split: not a sampler, a store
    /// pass with row sinks, an unguarded pass that does not end in Max/ArgMax folds, a live pass
    /// that reads another live pass's uniform, or more partial folds than a span's record
    /// holds (`max_partials`).
    pub fn of(program: &RowProgram, max_partials: usize) -> Option<SpanPlan> {
        let it = &program.interface;
        if !it.is_sampler() {
            return None;
        }
        let mergeable = |pass: &Pass| match &pass.end {
            PassEnd::Fold(folds) => folds
                .iter()
                .all(|f| matches!(f.kind, FoldKind::Max | FoldKind::ArgMax)),
            PassEnd::Search(_) => false,
            PassEnd::Store(stores) => stores.iter().all(|s| it.sink_is_uniform(s.sink)),
        };
        let mut blocked_by = Vec::new();
        for pass in program.passes.iter().filter(|p| !mergeable(p)) {
            let guard = pass.guard?;
            if !blocked_by.contains(&guard) {
                blocked_by.push(guard);
            }
        }
        let live: Vec<bool> = program
            .passes
            .iter()
            .map(|p| p.guard.is_none_or(|g| !blocked_by.contains(&g)))
            .collect();
        let defined_by_live: Vec<Uniform> = program
            .passes
            .iter()
            .zip(&live)
            .filter(|(p, live)| **live && !matches!(p.end, PassEnd::Store(_)))
            .flat_map(|(p, _)| p.skipped_uniforms().into_iter().map(|(u, _)| u))
            .collect();
        let mut partials = Vec::new();
        for (i, pass) in program.passes.iter().enumerate() {
            let PassEnd::Fold(folds) = &pass.end else {
                continue;
            };
            if !live[i] {
                continue;
            }
            let reads_live = pass
                .insts
                .iter()
                .any(|op| matches!(op, Op::Uniform(u) if defined_by_live.contains(u)));
            if reads_live {
                return None;
            }
            partials.extend((0..folds.len()).map(|k| (i, k)));
        }
        let candidate_search = Self::candidate_search(program, &live);
        let (candidates, candidates_blocked_by) = match candidate_search {
            Some((search, blocked_by)) => (Some(search), blocked_by),
            None => (None, Vec::new()),
        };
        (partials.len() <= max_partials).then_some(SpanPlan {
            blocked_by,
            live,
            partials,
            candidates,
            candidates_blocked_by,
        })
    }

    /// The counted search a launch splits by candidates and the guards that block that split
    /// (see [`SpanPlan::candidates`]).
    fn candidate_search(program: &RowProgram, live: &[bool]) -> Option<(usize, Vec<Guard>)> {
        let (search, pass) = program.passes.iter().enumerate().find(
            |(_, p)| matches!(&p.end, PassEnd::Search(s) if counts_ones(p, s) && p.guard.is_some()),
        )?;
        let before_live = live[..search].iter().all(|&l| l);
        let (store, between) = program.passes[search + 1..].split_last()?;
        // Confined to the search, or to a search that is (the finish runs them over its list
        // all the same: their masks hold the search's prefix test).
        let confined_to = |w: Within| {
            w.search == search
                || program.passes[w.search]
                    .within
                    .is_some_and(|s0| s0.search == search)
        };
        // A pass that is not confined blocks the split by its guard, which must not be the
        // search's own (a split by candidates runs the search).
        let mut blocked_by = Vec::new();
        for p in between
            .iter()
            .filter(|p| !p.within.is_some_and(confined_to))
        {
            let guard = p.guard.filter(|&g| Some(g) != pass.guard)?;
            if !blocked_by.contains(&guard) {
                blocked_by.push(guard);
            }
        }
        // Each span searches its own features: the keys read no fold of the row.
        let key_reads_no_fold = !pass.insts.iter().any(|op| matches!(op, Op::Uniform(_)));
        (before_live
            && key_reads_no_fold
            && matches!(store.end, PassEnd::Store(_))
            && live[program.passes.len() - 1])
            .then_some((search, blocked_by))
    }

    /// Whether a launch with these scalars that runs the candidate search (top-k on) may
    /// split by candidates: there is one, and no pass of [`SpanPlan::candidates_blocked_by`]
    /// runs.
    pub fn splits_by_candidates(&self, s: &SamplerScalars) -> bool {
        self.candidates.is_some() && !self.candidates_blocked_by.iter().any(|g| g.holds(s))
    }

    /// Whether `pass` never runs in a launch split by candidates: its guard is one of
    /// [`SpanPlan::candidates_blocked_by`] (the finishes emit only its skipped uniforms).
    pub fn skipped_by_candidates(&self, pass: &Pass) -> bool {
        pass.guard
            .is_some_and(|g| self.candidates_blocked_by.contains(&g))
    }

    /// Whether a launch with these scalars splits.
    pub fn splits(&self, s: &SamplerScalars) -> bool {
        !self.blocked_by.iter().any(|g| g.holds(s))
    }

    /// The partial slot of fold `fold` of pass `pass`.
    pub fn slot(&self, pass: usize, fold: usize) -> usize {
        self.partials
            .iter()
            .position(|&p| p == (pass, fold))
            .expect("internal error: a live fold without a partial slot")
    }
}

/// A row program that breaks an IR rule. Produced only by a bug in a lowering.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "internal error (a bug in tessera, please report it): row program `{program}` is invalid: {message}"
)]
pub struct VerifyError {
    pub program: String,
    pub message: String,
}

/// For each instruction of `pass`, whether its value differs between lanes.
pub fn lane_varying(pass: &Pass) -> Vec<bool> {
    let mut varying: Vec<bool> = Vec::with_capacity(pass.insts.len());
    for op in &pass.insts {
        let v = op.varies_by_lane()
            || op
                .operands()
                .iter()
                .any(|o| varying.get(o.0 as usize).copied().unwrap_or(false));
        varying.push(v);
    }
    varying
}

/// For each instruction of `pass`, whether its value is never NaN and never `-0.0`: then any
/// two of its values are equal exactly when their bits are, so a Max fold of it is the
/// largest value whichever element a tie keeps, and may fold in any order without the
/// element indices that [`merge_max`] breaks ties and orders NaN with. Known so: comparisons
/// and grade masks (`0.0` or `1.0`), constants other than NaN and `-0.0`, products of values
/// in `{+0.0, 1.0}`, and the Min, Max, Select or IfNoise of such values (each gives one of
/// its operands). The sampler's check flags (any NaN, any `+inf`, an overflow) are such
/// values.
pub fn never_nan_nor_minus_zero(pass: &Pass) -> Vec<bool> {
    // Per instruction: (in {+0.0, 1.0}, never NaN nor -0.0).
    let mut known: Vec<(bool, bool)> = Vec::with_capacity(pass.insts.len());
    for op in &pass.insts {
        let of = |v: &Value| known.get(v.0 as usize).copied().unwrap_or((false, false));
        let one_of = |bits: u32| bits == 0 || bits == 1.0f32.to_bits();
        let flags = match op {
            Op::Binary(
                Binary::Lt | Binary::Le | Binary::Gt | Binary::Ge | Binary::Eq | Binary::Ne,
                _,
                _,
            )
            | Op::GradeMask(_) => (true, true),
            Op::Const(bits) => (
                one_of(*bits),
                !f32::from_bits(*bits).is_nan() && *bits != (-0.0f32).to_bits(),
            ),
            Op::Binary(Binary::Mul, a, b) => {
                let zero_one = of(a).0 && of(b).0;
                (zero_one, zero_one)
            }
            Op::Binary(Binary::Min | Binary::Max, a, b)
            | Op::Select(_, a, b)
            | Op::IfNoise(a, b) => (of(a).0 && of(b).0, of(a).1 && of(b).1),
            _ => (false, false),
        };
        known.push(flags);
    }
    known.into_iter().map(|(_, ordered)| ordered).collect()
}

/// Checks the rules of the module doc.
pub fn verify(program: &RowProgram) -> Result<(), VerifyError> {
    let fail = |message: String| {
        Err(VerifyError {
            program: program.name.clone(),
            message,
        })
    };
    let it = &program.interface;
    let mut defined = vec![false; program.n_uniforms as usize];
    for (p, pass) in program.passes.iter().enumerate() {
        if let Some(guard) = pass.guard {
            if !it.is_sampler() {
                return fail(format!(
                    "pass {p}: guard {guard:?} outside a sampler program"
                ));
            }
            if matches!(pass.end, PassEnd::Store(_)) {
                return fail(format!("pass {p}: the store pass is guarded"));
            }
        }
        for (i, op) in pass.insts.iter().enumerate() {
            for operand in op.operands() {
                if operand.0 as usize >= i {
                    return fail(format!(
                        "pass {p}, {}: operand {operand} is not defined before use",
                        Value(i as u32)
                    ));
                }
            }
            let in_range = match *op {
                Op::Load(Buffer::Input(k)) => (k as usize) < it.inputs.len(),
                Op::Load(Buffer::Vector(k)) => (k as usize) < it.vectors.len(),
                Op::Load(Buffer::State) => it.has_state(),
                Op::Param(k) => (k as usize) < it.params.len(),
                Op::Eta | Op::NoiseScale | Op::Normal | Op::IfNoise(..) => it.is_langevin(),
                Op::Gumbel | Op::Sampler(_) => it.is_sampler(),
                _ => true,
            };
            if !in_range {
                return fail(format!(
                    "pass {p}, {}: {op:?} does not exist in this program",
                    Value(i as u32)
                ));
            }
            if let Op::Uniform(u) = *op
                && !defined.get(u.0 as usize).copied().unwrap_or(false)
            {
                return fail(format!("pass {p}: {u} is read before a fold defines it"));
            }
        }
        let in_pass = |v: Value| (v.0 as usize) < pass.insts.len();
        if let Some(within) = pass.within
            && let Err(message) = verify_within(program, p, within)
        {
            return fail(format!("pass {p}: {message}"));
        }
        let mut define = |u: Uniform| match defined.get_mut(u.0 as usize) {
            Some(slot) if !*slot => {
                *slot = true;
                Ok(())
            }
            Some(_) => Err(format!("pass {p}: {u} is defined twice")),
            None => Err(format!("pass {p}: {u} is out of range")),
        };
        match &pass.end {
            PassEnd::Search(search) => {
                for v in [search.key, search.weight, search.target] {
                    if !in_pass(v) {
                        return fail(format!("pass {p}: searched value {v} is not defined"));
                    }
                }
                if lane_varying(pass)[search.target.0 as usize] {
                    return fail(format!(
                        "pass {p}: the search target {} varies by lane",
                        search.target
                    ));
                }
                if !matches!(search.kind, FoldKind::Sum | FoldKind::SumPairwise) {
                    return fail(format!("pass {p}: a search sums, not {:?}", search.kind));
                }
                for u in [search.value, search.index] {
                    if let Err(message) = define(u) {
                        return fail(message);
                    }
                }
            }
            PassEnd::Fold(folds) => {
                for fold in folds {
                    if !in_pass(fold.value) {
                        return fail(format!(
                            "pass {p}: folded value {} is not defined",
                            fold.value
                        ));
                    }
                    if let Err(message) = define(fold.uniform) {
                        return fail(message);
                    }
                }
            }
            PassEnd::Store(stores) => {
                if p + 1 != program.passes.len() {
                    return fail(format!("pass {p} stores but is not the last pass"));
                }
                let varying = lane_varying(pass);
                for store in stores {
                    if !in_pass(store.value) {
                        return fail(format!(
                            "pass {p}: stored value {} is not defined",
                            store.value
                        ));
                    }
                    if let Sink::Out(i) = store.sink
                        && i as usize >= it.outputs.len()
                    {
                        return fail(format!("pass {p}: output {i} does not exist"));
                    }
                    if it.sink_is_uniform(store.sink) && varying[store.value.0 as usize] {
                        return fail(format!(
                            "pass {p}: {:?} takes a uniform value, {} varies by lane",
                            store.sink, store.value
                        ));
                    }
                }
            }
        }
    }
    if !matches!(
        program.passes.last().map(|p| &p.end),
        Some(PassEnd::Store(_))
    ) {
        return fail("the program does not end with a store".to_string());
    }
    Ok(())
}

/// The rules of a [`Within`] pass `p` (see [`RowProgram::confine`]): an earlier search pass,
/// a mask that is the prefix test of that search's key (so every pass
/// confined to one search has the same mask: the x86 entry lists the prefix once), an
/// [`Within::outer`] mask exactly when that search is itself confined (to a search that is
/// not), the prefix test of that one's key, and every fold value and the search weight masked
/// by its identity, by the search's mask and inside it by the outer one.
fn verify_within(program: &RowProgram, p: usize, within: Within) -> Result<(), String> {
    let pass = &program.passes[p];
    if within.search >= p {
        return Err(format!(
            "confined to pass {}, not an earlier search",
            within.search
        ));
    }
    let ends: Vec<(FoldKind, Value)> = match &pass.end {
        PassEnd::Fold(folds) => folds.iter().map(|f| (f.kind, f.value)).collect(),
        PassEnd::Search(s) => vec![(s.kind, s.weight)],
        PassEnd::Store(_) => return Err("a store pass is confined".to_string()),
    };
    let identities: Vec<f32> = ends
        .iter()
        .map(|&(kind, _)| within_identity(kind))
        .collect();
    // Each mask is the prefix test of its search's key.
    let prefix_test = |mask: Value, s: usize| {
        let Some(Pass {
            end: PassEnd::Search(found),
            ..
        }) = program.passes.get(s)
        else {
            return Err(format!("confined to pass {s}, not an earlier search"));
        };
        if mask.0 as usize >= pass.insts.len() {
            return Err(format!("mask {mask} is not defined"));
        }
        let (mut expected, key) = program.passes[s].closure(&[found.key]);
        push_in_prefix(&mut expected, key[0], found.value, found.index);
        if pass.closure(&[mask]).0 != expected {
            return Err(format!("mask {mask} is not the prefix test of pass {s}"));
        }
        Ok(())
    };
    prefix_test(within.mask, within.search)?;
    // The masks from the innermost: the search's own, then (`outer`) the one of the search
    // the search is confined to.
    let mut masks = vec![within.mask];
    match (program.passes[within.search].within, within.outer) {
        (None, None) => {}
        (Some(s0), Some(outer)) if s0.outer.is_none() => {
            prefix_test(outer, s0.search)?;
            masks.push(outer);
        }
        (Some(s0), None) => {
            return Err(format!(
                "confined to pass {}, but not to pass {}, which that search is confined to",
                within.search, s0.search
            ));
        }
        (Some(_), _) => {
            return Err(format!(
                "confined to pass {}, which is confined within a confined search",
                within.search
            ));
        }
        (None, Some(outer)) => {
            return Err(format!(
                "an outer mask {outer}, but pass {} is not confined",
                within.search
            ));
        }
    }
    for (&(_, value), identity) in ends.iter().zip(identities) {
        let op = |v: Value| pass.insts.get(v.0 as usize).copied();
        let mut at = value;
        for &mask in &masks {
            match op(at) {
                Some(Op::Select(m, inner, c))
                    if m == mask && op(c) == Some(Op::Const(identity.to_bits())) =>
                {
                    at = inner;
                }
                _ => return Err(format!("{at} is not masked by {mask} with {identity:?}")),
            }
        }
    }
    Ok(())
}

/// The deterministic text form (pinned by golden files).
pub fn text(program: &RowProgram) -> String {
    let it = &program.interface;
    let mut out = format!(
        "row program {}: {}, inputs [{}], vectors [{}], params [{}], uniforms {}\n",
        program.name,
        program.description,
        it.inputs.join(", "),
        it.vectors.join(", "),
        it.params.join(", "),
        program.n_uniforms
    );
    for (p, pass) in program.passes.iter().enumerate() {
        let what = match pass.end {
            PassEnd::Fold(_) => "fold",
            PassEnd::Search(_) => "search",
            PassEnd::Store(_) => "store",
        };
        let guard = match pass.guard {
            Some(guard) => format!(", if {}", format!("{guard:?}").to_lowercase()),
            None => String::new(),
        };
        let within = match pass.within {
            Some(Within {
                search,
                mask,
                outer: None,
            }) => format!(", within pass {search} by {mask}"),
            Some(Within {
                search,
                mask,
                outer: Some(outer),
            }) => {
                let s0 = program.passes[search].within.map_or(0, |w| w.search);
                format!(", within pass {search} by {mask}, pass {s0} by {outer}")
            }
            None => String::new(),
        };
        out.push_str(&format!("  pass {p} ({what}{guard}{within}):\n"));
        for (i, op) in pass.insts.iter().enumerate() {
            out.push_str(&format!(
                "    {} = {}\n",
                Value(i as u32),
                op_text(program, op)
            ));
        }
        match &pass.end {
            PassEnd::Fold(folds) => {
                for fold in folds {
                    out.push_str(
                        &format!(
                            "    {} = fold.{:?} {}\n",
                            fold.uniform, fold.kind, fold.value
                        )
                        .to_lowercase(),
                    );
                }
            }
            PassEnd::Search(search) => out.push_str(
                &format!(
                    "    ({}, {}) = search.{:?} key {}, weight {}, target {}\n",
                    search.value,
                    search.index,
                    search.kind,
                    search.key,
                    search.weight,
                    search.target
                )
                .to_lowercase(),
            ),
            PassEnd::Store(stores) => {
                for store in stores {
                    out.push_str(
                        &format!("    store {:?} {}\n", store.sink, store.value).to_lowercase(),
                    );
                }
            }
        }
    }
    out
}

fn op_text(program: &RowProgram, op: &Op) -> String {
    let it = &program.interface;
    match *op {
        Op::Const(bits) => format!("const {:?}", f32::from_bits(bits)),
        Op::Load(Buffer::State) => "load.state".to_string(),
        Op::Load(Buffer::Input(k)) => format!("load.input {}", it.inputs[k as usize]),
        Op::Load(Buffer::Vector(k)) => format!("load.vector {}", it.vectors[k as usize]),
        Op::Param(k) => format!("param {}", it.params[k as usize]),
        Op::FeatureIndex => "feature.index".to_string(),
        Op::FeatureCount => "feature.count".to_string(),
        Op::GradeMask(g) => format!("grade.mask {g}"),
        Op::Uniform(u) => format!("uniform {u}"),
        Op::Eta => "launch.eta".to_string(),
        Op::NoiseScale => "launch.noise_scale".to_string(),
        Op::Normal => match program.noise {
            NoisePolicy::V1 => "noise.normal.v1".to_string(),
            NoisePolicy::FastV1 => "noise.normal.fast-v1".to_string(),
        },
        Op::Unary(f, a) => format!("{} {a}", format!("{f:?}").to_lowercase()),
        Op::Binary(f, a, b) => format!("{} {a}, {b}", format!("{f:?}").to_lowercase()),
        Op::Select(c, a, b) => format!("select {c}, {a}, {b}"),
        Op::IfNoise(a, b) => format!("if.noise {a}, {b}"),
        Op::Gumbel => "noise.gumbel.v1".to_string(),
        Op::Sampler(scalar) => format!("sampler.{}", format!("{scalar:?}").to_lowercase()),
    }
}

/// The f32 value of an element-wise function (the reference's; codegen emits the same
/// operations through `numeric`).
pub fn unary(f: Unary, x: f32) -> f32 {
    let o = &mut Eval;
    match f {
        Unary::Neg => -x,
        Unary::Exp => mathlib32::exp_f32(o, x),
        Unary::Ln => mathlib32::ln_f32(o, x),
        Unary::Log1p => mathlib32::log1p_f32(o, x),
        Unary::Sqrt => x.sqrt(),
        Unary::Abs => f32::from_bits(x.to_bits() & 0x7fff_ffff),
        Unary::Sign => {
            if x > 0.0 {
                1.0
            } else if x < 0.0 {
                -1.0
            } else {
                x
            }
        }
        Unary::Tanh => mathlib32::tanh_f32(o, x),
        Unary::Sigmoid => mathlib32::sigmoid_f32(o, x),
        Unary::Softplus => mathlib32::softplus_f32(o, x),
    }
}

/// The f32 value of a binary element-wise function.
pub fn binary(f: Binary, a: f32, b: f32) -> f32 {
    let mask = |c: bool| if c { 1.0 } else { 0.0 };
    match f {
        Binary::Add => a + b,
        Binary::Sub => a - b,
        Binary::Mul => a * b,
        Binary::Div => a / b,
        Binary::Min => {
            if b < a {
                b
            } else {
                a
            }
        }
        Binary::Max => {
            if b > a {
                b
            } else {
                a
            }
        }
        Binary::Pow => mathlib32::pow_f32(&mut Eval, a, b),
        Binary::Lt => mask(a < b),
        Binary::Le => mask(a <= b),
        Binary::Gt => mask(a > b),
        Binary::Ge => mask(a >= b),
        Binary::Eq => mask(a == b),
        Binary::Ne => mask(a != b),
    }
}

/// The state of a fold over features `0..F`, as every target runs it.
#[derive(Debug, Clone)]
pub enum FoldState {
    Sum(f32),
    /// Partial sums with their level (block size `2^level`), oldest first.
    Pairwise(Vec<(u32, f32)>),
    /// Best value and its index.
    Max(f32, u32),
}

impl FoldState {
    pub fn new(kind: FoldKind) -> Self {
        match kind {
            FoldKind::Sum => FoldState::Sum(0.0),
            FoldKind::SumPairwise => FoldState::Pairwise(Vec::new()),
            FoldKind::Max | FoldKind::ArgMax => FoldState::Max(f32::NEG_INFINITY, 0),
        }
    }

    /// Adds the value of feature `f` (features arrive in order).
    pub fn push(&mut self, f: u32, v: f32) {
        match self {
            // `v + acc`, in that operand order, as every target computes it.
            #[allow(clippy::assign_op_pattern)]
            FoldState::Sum(acc) => *acc = v + *acc,
            FoldState::Pairwise(stack) => push_partial(stack, (0, v)),
            FoldState::Max(best, index) => {
                if v > *best || (v.is_nan() && !best.is_nan()) {
                    *best = v;
                    *index = f;
                }
            }
        }
    }

    /// Adds `+0.0` for each feature of `from..to` (`from` features pushed so far), as the
    /// aligned blocks of zeros that cover them, each the largest that starts at its place and
    /// ends by `to`: a block of `2^l` zeros sums to `+0.0` in any tree, and a binary counter
    /// that has pushed a multiple of `2^l` values merges it as it would merge its zeros one by
    /// one, so this is `push(f, +0.0)` for each `f`. A target that folds a pairwise sum over
    /// a listed prefix ([`Within`]) pushes its gaps so (`codegen::fold::FoldAcc::listed`);
    /// for the other folds it adds nothing.
    pub fn push_zeros(&mut self, from: u32, to: u32) {
        let FoldState::Pairwise(stack) = self else {
            return;
        };
        let mut at = from;
        while at < to {
            let level = at.trailing_zeros().min((to - at).ilog2());
            push_partial(stack, (level, 0.0));
            at += 1 << level;
        }
    }

    /// The folded value.
    pub fn finish(&self, kind: FoldKind) -> f32 {
        match self {
            FoldState::Sum(acc) => *acc,
            FoldState::Pairwise(stack) => {
                let mut items = stack.iter().rev().map(|&(_, v)| v);
                let newest = items.next().unwrap_or(0.0);
                items.fold(newest, |acc, older| older + acc)
            }
            FoldState::Max(best, index) => match kind {
                FoldKind::ArgMax => *index as f32,
                _ => *best,
            },
        }
    }
}

/// The binary-counter merge of a pairwise sum's partial sum `(level, sum)` (of `2^level`
/// values) into `stack`: while the newest partial sum has its level, `older + newer` one
/// level up; then pushed.
fn push_partial(stack: &mut Vec<(u32, f32)>, mut item: (u32, f32)) {
    while let Some(&(level, older)) = stack.last() {
        if level != item.0 {
            break;
        }
        stack.pop();
        item = (level + 1, older + item.1);
    }
    stack.push(item);
}

/// Whether every weight of search `s` of `pass` is the constant 1.0: its folds are counts,
/// exact in any order (below 2^24 elements).
pub fn counts_ones(pass: &Pass, s: &Search) -> bool {
    matches!(
        pass.insts.get(s.weight.0 as usize),
        Some(Op::Const(bits)) if f32::from_bits(*bits) == 1.0
    )
}

/// Merges two Max/ArgMax partial states `(best value, index)` of disjoint sets of a row's
/// elements, as the GPU entries merge their lanes' states (`codegen::fold::merge_max`, also the
/// x86 fold's interleaved lanes): the lower-index NaN if either is NaN, else the larger value,
/// ties (`-0.0 == +0.0` included) to the lower index. It picks the least element of a strict
/// total order, so any grouping of merges over any partition of the elements gives the
/// sequential fold's `(value, index)`; a partial that took nothing is `(-inf, 0)`.
pub fn merge_max(a: (f32, u32), b: (f32, u32)) -> (f32, u32) {
    let take = match (a.0.is_nan(), b.0.is_nan()) {
        (true, true) => b.1 < a.1,
        (false, true) => true,
        (true, false) => false,
        (false, false) => b.0 > a.0 || (b.0 == a.0 && b.1 < a.1),
    };
    if take { b } else { a }
}

/// Everything the reference needs to run a program.
#[derive(Debug, Clone, Copy)]
pub struct Launch {
    pub n_rows: usize,
    pub n_features: usize,
    /// Langevin steps (1 for the other kinds).
    pub steps: u64,
    pub scalars: HostScalars,
    /// The sampler's launch scalars (read by sampler programs only).
    pub sampler: SamplerScalars,
    pub key: [u64; 2],
}

/// The buffers of a reference run (`[rows, F]` row-major unless stated).
#[derive(Debug)]
pub struct Buffers<'a> {
    /// The state (read; written by Langevin programs). Empty for maps.
    pub state: &'a mut [f32],
    /// One status word per row (programs that store status; empty otherwise).
    pub status: &'a mut [u32],
    /// The outputs of [`Interface::outputs`], in order (`[rows, F]` or one per row).
    pub outputs: Vec<&'a mut [f32]>,
    pub inputs: &'a [&'a [f32]],
    pub vectors: &'a [&'a [f32]],
    pub params: &'a [f32],
}

/// One row's mutable slices.
struct RowSlices<'a> {
    state: &'a mut [f32],
    status: Option<&'a mut u32>,
    /// Each output's slice for this row (`F` values, or one for per-row outputs).
    outputs: Vec<&'a mut [f32]>,
}

/// The reference interpreter: runs `program` over every row, following the numeric contract op
/// for op. Rows run in parallel (rows never interact). Returns the next key.
///
/// Panics if the buffers do not match the launch (callers validate user input first).
pub fn interpret(program: &RowProgram, buffers: Buffers<'_>, launch: &Launch) -> [u64; 2] {
    let f = launch.n_features;
    let n = launch.n_rows;
    let Buffers {
        state,
        status,
        outputs,
        inputs,
        vectors,
        params,
    } = buffers;
    let mut state_rows = state.chunks_mut(f);
    let mut status_rows = status.iter_mut();
    let mut out_rows: Vec<_> = outputs
        .into_iter()
        .zip(&program.interface.outputs)
        .map(|(o, (_, shape))| o.chunks_mut(shape.values(1, f)))
        .collect();
    let rows: Vec<RowSlices<'_>> = (0..n)
        .map(|_| RowSlices {
            state: state_rows.next().unwrap_or(&mut []),
            status: status_rows.next(),
            outputs: out_rows
                .iter_mut()
                .map(|o| o.next().expect("an output row per row"))
                .collect(),
        })
        .collect();
    rows.into_par_iter()
        .enumerate()
        .for_each(|(row, mut slices)| {
            let row_inputs: Vec<&[f32]> =
                inputs.iter().map(|x| &x[row * f..(row + 1) * f]).collect();
            let ctx = RowCtx {
                program,
                row: row as u64,
                n_features: f,
                inputs: &row_inputs,
                vectors,
                params,
                launch,
            };
            ctx.run(&mut slices);
        });
    tessera_rt::langevin::next_key(launch.key, launch.steps)
}

struct RowCtx<'a> {
    program: &'a RowProgram,
    row: u64,
    n_features: usize,
    inputs: &'a [&'a [f32]],
    vectors: &'a [&'a [f32]],
    params: &'a [f32],
    launch: &'a Launch,
}

/// What a lane needs to know about the current step.
struct StepCtx<'a> {
    uniforms: &'a [f32],
    key1_step: u64,
    noise_scale: f32,
}

impl RowCtx<'_> {
    fn run(&self, slices: &mut RowSlices<'_>) {
        let program = self.program;
        let h = &self.launch.scalars;
        let mut uniforms = vec![0.0f32; program.n_uniforms as usize];
        let mut temperature = h.temperature;
        let steps = if program.interface.is_langevin() {
            self.launch.steps
        } else {
            1
        };
        for step in 0..steps {
            let noise_scale = if h.anneal {
                anneal_scale(h.two_eta, temperature)
            } else {
                h.noise_scale
            };
            let key1_step = self.launch.key[1].wrapping_add(step);
            for pass in &program.passes {
                if let Some(guard) = pass.guard
                    && !guard.holds(&self.launch.sampler)
                {
                    for (u, value) in pass.skipped_uniforms() {
                        uniforms[u.0 as usize] = value;
                    }
                    continue;
                }
                let mut values = Vec::with_capacity(pass.insts.len());
                match &pass.end {
                    PassEnd::Fold(folds) => {
                        let mut states: Vec<FoldState> =
                            folds.iter().map(|fold| FoldState::new(fold.kind)).collect();
                        for feature in 0..self.n_features {
                            let sc = StepCtx {
                                uniforms: &uniforms,
                                key1_step,
                                noise_scale,
                            };
                            self.lane(pass, feature, &sc, &slices.state[..], &mut values);
                            for (state, fold) in states.iter_mut().zip(folds) {
                                state.push(feature as u32, values[fold.value.0 as usize]);
                            }
                        }
                        for (state, fold) in states.iter().zip(folds) {
                            uniforms[fold.uniform.0 as usize] = state.finish(fold.kind);
                        }
                    }
                    PassEnd::Search(search) => {
                        let sc = StepCtx {
                            uniforms: &uniforms,
                            key1_step,
                            noise_scale,
                        };
                        let mut keys = Vec::with_capacity(self.n_features);
                        let mut weights = Vec::with_capacity(self.n_features);
                        let mut target = 0.0;
                        for feature in 0..self.n_features {
                            self.lane(pass, feature, &sc, &slices.state[..], &mut values);
                            keys.push(search_order_key(&mut Eval, values[search.key.0 as usize]));
                            weights.push(values[search.weight.0 as usize]);
                            if feature == 0 {
                                target = values[search.target.0 as usize];
                            }
                        }
                        let (value, index) = self::search(search.kind, &keys, &weights, target);
                        uniforms[search.value.0 as usize] = value;
                        uniforms[search.index.0 as usize] = index;
                    }
                    PassEnd::Store(stores) => {
                        // Uniform sinks take their value from lane 0, before any row write.
                        let sc = StepCtx {
                            uniforms: &uniforms,
                            key1_step,
                            noise_scale,
                        };
                        self.lane(pass, 0, &sc, &slices.state[..], &mut values);
                        let it = &program.interface;
                        for store in stores.iter().filter(|s| it.sink_is_uniform(s.sink)) {
                            let v = values[store.value.0 as usize];
                            match store.sink {
                                Sink::Out(i) => slices.outputs[i as usize][0] = canonical_nan(v),
                                Sink::Status => {
                                    if let Some(status) = slices.status.as_deref_mut() {
                                        if it.status_written_whole() {
                                            *status = v as u32;
                                        } else {
                                            *status |= v as u32;
                                        }
                                    }
                                }
                                Sink::State => unreachable!("the state is a row sink"),
                            }
                        }
                        let has_row_sinks = stores.iter().any(|s| !it.sink_is_uniform(s.sink));
                        for feature in (0..self.n_features).filter(|_| has_row_sinks) {
                            self.lane(pass, feature, &sc, &slices.state[..], &mut values);
                            for store in stores.iter().filter(|s| !it.sink_is_uniform(s.sink)) {
                                let v = values[store.value.0 as usize];
                                match store.sink {
                                    Sink::State => slices.state[feature] = canonical_nan(v),
                                    Sink::Out(i) => {
                                        slices.outputs[i as usize][feature] = canonical_nan(v)
                                    }
                                    Sink::Status => unreachable!("status is a uniform sink"),
                                }
                            }
                        }
                    }
                }
            }
            if h.anneal {
                temperature *= h.anneal_ratio;
            }
        }
    }

    /// Evaluates every instruction of `pass` for `feature` into `values`.
    fn lane(
        &self,
        pass: &Pass,
        feature: usize,
        sc: &StepCtx<'_>,
        state: &[f32],
        values: &mut Vec<f32>,
    ) {
        values.clear();
        let h = &self.launch.scalars;
        for op in &pass.insts {
            let v = |x: Value| values[x.0 as usize];
            let result = match *op {
                Op::Const(bits) => f32::from_bits(bits),
                Op::Load(Buffer::State) => state[feature],
                Op::Load(Buffer::Input(k)) => self.inputs[k as usize][feature],
                Op::Load(Buffer::Vector(k)) => self.vectors[k as usize][feature],
                Op::Param(k) => self.params[k as usize],
                Op::FeatureIndex => feature as f32,
                Op::FeatureCount => self.n_features as f32,
                Op::GradeMask(g) => {
                    if (feature as u32).count_ones() == g {
                        1.0
                    } else {
                        0.0
                    }
                }
                Op::Uniform(u) => sc.uniforms[u.0 as usize],
                Op::Eta => h.eta32,
                Op::NoiseScale => sc.noise_scale,
                Op::Normal if !h.draw_noise => 0.0,
                Op::Normal => match self.program.noise {
                    NoisePolicy::V1 => {
                        let index = self.row * self.n_features as u64 + feature as u64;
                        philox::langevin_normal_v1(
                            &mut Eval,
                            self.launch.key[0],
                            sc.key1_step,
                            index,
                        )
                    }
                    NoisePolicy::FastV1 => {
                        let (group, which) =
                            philox::fast_group(self.row, feature as u64, self.n_features as u64);
                        philox::fast_normals(&mut Eval, self.launch.key[0], sc.key1_step, group)
                            [which]
                    }
                },
                Op::Unary(f, a) => unary(f, v(a)),
                Op::Binary(f, a, b) => binary(f, v(a), v(b)),
                Op::Select(c, a, b) => {
                    if v(c) != 0.0 {
                        v(a)
                    } else {
                        v(b)
                    }
                }
                Op::IfNoise(a, b) => {
                    if h.draw_noise {
                        v(a)
                    } else {
                        v(b)
                    }
                }
                Op::Gumbel => philox::gumbel_v1(
                    &mut Eval,
                    self.launch.key[0],
                    self.launch.key[1],
                    feature as u64,
                    self.row,
                ),
                Op::Sampler(scalar) => {
                    let s = &self.launch.sampler;
                    match scalar {
                        SamplerScalar::InvT => s.inv_t,
                        SamplerScalar::TopK => s.top_k as f32,
                        SamplerScalar::TopP => s.top_p,
                        SamplerScalar::Greedy => {
                            if s.greedy {
                                1.0
                            } else {
                                0.0
                            }
                        }
                    }
                }
            };
            values.push(result);
        }
    }
}

/// An annealed step's noise scale: `sqrt_f32(max(f32(two_eta * T_t), +0.0))`, where the max
/// keeps a positive product and maps anything else (zeros, NaN) to `+0.0`.
pub fn anneal_scale(two_eta: f32, temperature: f32) -> f32 {
    let product = two_eta * temperature;
    if product > 0.0 { product.sqrt() } else { 0.0 }
}

/// A search key's position in the order: `x + 0.0` (one key for both zeros), its bits mapped
/// so that unsigned order is float order (negative values: every bit flipped; others: the sign
/// bit set).
pub fn search_order_key<O: Ops>(o: &mut O, x: O::F32) -> O::U32 {
    let zero = o.const_f32(0.0);
    let canonical = o.add_f32(x, zero);
    let bits = o.bits_f32(canonical);
    let max_positive = o.const_u32(0x7fff_ffff);
    let negative = o.lt_u32(max_positive, bits);
    let all = o.const_u32(u32::MAX);
    let flipped = o.xor_u32(bits, all);
    let sign = o.const_u32(0x8000_0000);
    let marked = o.or_u32(bits, sign);
    o.select_u32(negative, flipped, marked)
}

/// The f32 key whose [`search_order_key`] is `key` (a canonical key: `+0.0` for zero).
pub fn search_key_value(key: u32) -> f32 {
    f32::from_bits(if key & 0x8000_0000 != 0 {
        key & 0x7fff_ffff
    } else {
        !key
    })
}

/// The number of index bits a search over `n_features` elements resolves: the bit length of
/// `F - 1` (0 for one element).
pub fn search_index_bits(n_features: u64) -> u32 {
    64 - n_features.saturating_sub(1).leading_zeros()
}

/// The reference [`Search`]: `keys[f]` is element `f`'s [`search_order_key`], `weights[f]` its
/// weight. Returns `(value, index)` as the [`Search`] doc defines them.
///
/// The algorithm every target runs: with `W(c)` the fold of the weights of the elements whose
/// composite position `(key, mask - f)` (`mask = 2^b - 1`, `b` = [`search_index_bits`]) is at
/// least `c`, it builds the largest `c` with `W(c) >= target` bit by bit, key bits first
/// (32 rounds), then index bits (`b` rounds). The largest such `c` is the position of `e*`.
pub fn search(kind: FoldKind, keys: &[u32], weights: &[f32], target: f32) -> (f32, f32) {
    let weight_of = |take: &dyn Fn(usize) -> bool| {
        let mut acc = FoldState::new(kind);
        for (f, &w) in weights.iter().enumerate() {
            acc.push(f as u32, if take(f) { w } else { 0.0 });
        }
        acc.finish(kind)
    };
    let total = weight_of(&|_| true);
    if !(total >= target && target > 0.0) {
        return (f32::NEG_INFINITY, f32::INFINITY);
    }
    let bits = search_index_bits(keys.len() as u64);
    let mask = (1u64 << bits) - 1;
    let mut hi = 0u32;
    for bit in (0..32).rev() {
        let candidate = hi | (1 << bit);
        if weight_of(&|f| keys[f] >= candidate) >= target {
            hi = candidate;
        }
    }
    let mut lo = 0u64;
    for bit in (0..bits).rev() {
        let candidate = lo | (1 << bit);
        let take = |f: usize| keys[f] > hi || (keys[f] == hi && mask - f as u64 >= candidate);
        if weight_of(&take) >= target {
            lo = candidate;
        }
    }
    (search_key_value(hi), (mask - lo) as f32)
}
