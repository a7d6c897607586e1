//! Kept values: a costly value that a pass computes for every feature of the row and a later
//! pass computes again (the sampler's `exp_f32(f32(s - m))`: the softmax mass's pass sums it,
//! the top-p search's pass divides it by the mass, and the listing of the nucleus does so
//! again) is written by the first into a scratch array of its own and read back by the
//! others, which then skip its math. Only the x86 row path keeps values
//! (`codegen::scratch`); the plan here is where that is sound.
//!
//! Two values are the same when their instructions are ([`Shapes`]: a value's shape is its
//! instruction with each operand replaced by the operand's shape), they read no noise, and the
//! uniforms they read are defined before the writer runs (a uniform is defined once, by one
//! pass). A value that reads the state is the same only while no pass between stores it.
//!
//! The writer is a pass of sums ([`FoldKind::Sum`] or [`FoldKind::SumPairwise`] folds alone),
//! which the x86 row path evaluates at every feature of the row when it does not run over a
//! list. It has written a feature's value whenever a reader runs over the whole row too:
//!
//! * a reader pass, or the listing of a reader search's prefix (its mask's values), under the
//!   writer's guard (or the writer has none);
//! * confined to the same search as the writer (or neither is confined): the x86 row path
//!   runs a confined pass over its search's list, not the row, exactly when that list is short,
//!   so the writer and the reader both ran over the row or both over the list. A listing runs
//!   over the row unless the search it is confined to is short, so it compares that search.
//!
//! Over a list, neither reads nor writes a kept value.

use std::collections::HashMap;

use super::{Binary, Buffer, FoldKind, Op, Pass, PassEnd, RowProgram, Sink, Unary, Uniform, Value};

/// Interned shapes of values: equal ids, equal values (see the module doc).
#[derive(Debug, Default, Clone)]
pub struct Shapes {
    ids: HashMap<Op, u32>,
}

impl Shapes {
    /// The shape id of each value of `insts`; `None` for values that read the noise (`Normal`,
    /// `NoiseScale`, `IfNoise`, `Gumbel`), which differ between passes, and the values that
    /// depend on them.
    pub fn of(&mut self, insts: &[Op]) -> Vec<Option<u32>> {
        let mut ids: Vec<Option<u32>> = Vec::with_capacity(insts.len());
        for op in insts {
            let noisy = matches!(
                op,
                Op::Normal | Op::NoiseScale | Op::IfNoise(..) | Op::Gumbel
            );
            let operands_known = op.operands().iter().all(|v| ids[v.0 as usize].is_some());
            let id = (!noisy && operands_known).then(|| {
                let shape = op.map_operands(|v| Value(ids[v.0 as usize].expect("checked")));
                let next = self.ids.len() as u32;
                *self.ids.entry(shape).or_insert(next)
            });
            ids.push(id);
        }
        ids
    }
}

/// Where a kept value is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reader {
    /// Pass `p`, over the whole row.
    Pass(usize),
    /// The listing of search pass `s`'s prefix (the mask of the passes confined to it), over
    /// the whole row.
    Listing(usize),
}

/// One kept value: its shape, the pass that writes it and where it is read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kept {
    pub shape: u32,
    pub writer: usize,
    pub readers: Vec<Reader>,
}

/// The most values a program keeps (each takes a scratch array of the row).
pub const MAX_KEPT: usize = 4;

/// The kept values of a program ([`KeptPlan::new`]), the `k`-th in scratch array `k` after
/// the others, and the shapes that name them.
#[derive(Debug, Clone)]
pub struct KeptPlan {
    pub kept: Vec<Kept>,
    pub shapes: Shapes,
}

/// What one value of a pass reads: whether it calls the math library, the uniforms it reads
/// and whether it reads the state.
#[derive(Debug, Clone, Default)]
struct Reads {
    costly: bool,
    uniforms: Vec<Uniform>,
    state: bool,
}

fn reads_of(insts: &[Op]) -> Vec<Reads> {
    let mut reads: Vec<Reads> = Vec::with_capacity(insts.len());
    for op in insts {
        let mut r = Reads::default();
        for v in op.operands() {
            let o = &reads[v.0 as usize];
            r.costly |= o.costly;
            r.state |= o.state;
            r.uniforms.extend(&o.uniforms);
        }
        match op {
            // The math library's functions (a single instruction does the others).
            Op::Unary(Unary::Exp | Unary::Ln | Unary::Log1p | Unary::Tanh, _)
            | Op::Unary(Unary::Sigmoid | Unary::Softplus, _)
            | Op::Binary(Binary::Pow, ..) => r.costly = true,
            Op::Uniform(u) => r.uniforms.push(*u),
            Op::Load(Buffer::State) => r.state = true,
            _ => {}
        }
        r.uniforms.sort_unstable_by_key(|u| u.0);
        r.uniforms.dedup();
        reads.push(r);
    }
    reads
}

/// The instructions of the listing of search pass `search`'s prefix: the mask of the passes
/// confined to it (the same in each: `rows::verify`) as a pass body of its own, and the mask's
/// value in it; `None` when no pass is confined to it.
pub fn listing_mask(program: &RowProgram, search: usize) -> Option<(Vec<Op>, Value)> {
    program.passes.iter().find_map(|p| {
        p.within
            .filter(|w| w.search == search)
            .map(|w| p.closure(&[w.mask]))
            .map(|(insts, mask)| (insts, mask[0]))
    })
}

impl KeptPlan {
    /// The values `program`'s x86 row path keeps (at most [`MAX_KEPT`]).
    pub fn new(program: &RowProgram) -> KeptPlan {
        let mut shapes = Shapes::default();
        let passes = &program.passes;
        // The pass that defines each uniform.
        let mut defined_by: HashMap<u32, usize> = HashMap::new();
        for (p, pass) in passes.iter().enumerate() {
            for (u, _) in pass.skipped_uniforms() {
                defined_by.insert(u.0, p);
            }
        }
        let stores_state = |p: usize| match &passes[p].end {
            PassEnd::Store(stores) => stores.iter().any(|s| s.sink == Sink::State),
            _ => false,
        };
        let writes_every_feature = |pass: &Pass| match &pass.end {
            PassEnd::Fold(folds) => {
                !folds.is_empty()
                    && folds
                        .iter()
                        .all(|f| matches!(f.kind, FoldKind::Sum | FoldKind::SumPairwise))
            }
            _ => false,
        };
        let confined_to = |p: usize| passes[p].within.map(|w| w.search);
        // Each shape a writer computes, with what it reads, in pass order (a later writer of a
        // shape serves the readers an earlier one cannot).
        let mut written: Vec<(u32, usize, Reads)> = Vec::new();
        let mut kept: Vec<Kept> = Vec::new();
        // The readers in order, each with its instructions and the values its end uses: each
        // pass, then (after a search) its listing.
        let mut readers: Vec<(Reader, usize, Vec<Op>, Vec<Value>)> = Vec::new();
        for (p, pass) in passes.iter().enumerate() {
            let mut ends: Vec<Value> = match &pass.end {
                PassEnd::Fold(folds) => folds.iter().map(|f| f.value).collect(),
                PassEnd::Search(s) => vec![s.key, s.weight, s.target],
                PassEnd::Store(stores) => stores.iter().map(|s| s.value).collect(),
            };
            ends.extend(pass.within.map(|w| w.mask));
            readers.push((Reader::Pass(p), p, pass.insts.clone(), ends));
            if let PassEnd::Search(_) = pass.end
                && let Some((insts, mask)) = listing_mask(program, p)
            {
                readers.push((Reader::Listing(p), p, insts, vec![mask]));
            }
        }
        for (reader, p, insts, ends) in readers {
            let ids = shapes.of(&insts);
            let reads = reads_of(&insts);
            // The confinement and guard a reader runs under.
            let (within, guard) = match reader {
                Reader::Pass(p) => (confined_to(p), passes[p].guard),
                Reader::Listing(s) => (confined_to(s), passes[s].guard),
            };
            let from = |id: u32| {
                written.iter().find(|(shape, w, r)| {
                    *shape == id
                        && *w < p
                        && confined_to(*w) == within
                        && passes[*w].guard.is_none_or(|g| Some(g) == guard)
                        && !(r.state && (*w..p).any(stores_state))
                })
            };
            // The values read back: those a writer has, whose users here are not all read back
            // too (the outermost such values; the others would go unused).
            let available: Vec<bool> = ids
                .iter()
                .map(|id| id.is_some_and(|id| from(id).is_some()))
                .collect();
            let mut wanted = vec![false; insts.len()];
            for end in &ends {
                wanted[end.0 as usize] = true;
            }
            for (i, op) in insts.iter().enumerate() {
                if !available[i] {
                    for v in op.operands() {
                        wanted[v.0 as usize] = true;
                    }
                }
            }
            for (i, id) in ids.iter().enumerate() {
                let Some(id) = *id else { continue };
                if !(available[i] && wanted[i]) {
                    continue;
                }
                let (_, writer, _) = *from(id).expect("available");
                let full = kept.len() == MAX_KEPT;
                match kept
                    .iter_mut()
                    .find(|k| k.shape == id && k.writer == writer)
                {
                    Some(k) if !k.readers.contains(&reader) => k.readers.push(reader),
                    Some(_) => {}
                    None if !full => kept.push(Kept {
                        shape: id,
                        writer,
                        readers: vec![reader],
                    }),
                    None => {}
                }
            }
            // A writer's costly values of uniforms defined before it.
            if let Reader::Pass(p) = reader
                && writes_every_feature(&passes[p])
            {
                for (i, id) in ids.iter().enumerate() {
                    let Some(id) = *id else { continue };
                    let r = &reads[i];
                    let settled = r
                        .uniforms
                        .iter()
                        .all(|u| defined_by.get(&u.0).is_some_and(|&d| d < p));
                    if r.costly && settled && !available[i] {
                        written.push((id, p, r.clone()));
                    }
                }
            }
        }
        KeptPlan { kept, shapes }
    }

    /// The number of kept values (scratch arrays).
    pub fn len(&self) -> usize {
        self.kept.len()
    }

    pub fn is_empty(&self) -> bool {
        self.kept.is_empty()
    }
}
