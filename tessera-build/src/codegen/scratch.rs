//! Row code over scratch memory: the x86 body (one lane per row) and the GPU wide entry (a
//! workgroup per row of any width) share [`emit_scratch_row`]. Each pass writes its fold values
//! (or a search's keys and weights) for its features into the caller's scratch buffer in a
//! loop free of loop-carried dependences, so LLVM vectorises the lane code; one lane then
//! reduces them in the declared order (on GPUs between barriers), a pass's sums side by side in
//! one loop (`fold::fold_arrays`), except that on GPUs the lanes add a pairwise sum's tree
//! together in rounds (`fold::emit_tree_sums`). On GPUs a max or argmax fold
//! skips scratch (each lane folds its own features and a tree merges the lanes,
//! `fold::emit_tree_max`) and a search runs on every lane (`search::Collective`). Passes
//! confined to a search run over the list of its prefix (`listed`): on x86 when it is short,
//! on GPUs whenever it is there. The x86 body also dispatches to the narrow-row paths (`flat`,
//! `across`), to lockstep blocks of rows whose sequential sums add side by side (`lockstep`)
//! and, for samplers, to the span modes (`span`). The GPU split entry
//! ([`emit_gpu_split_body`]) runs a row as several workgroups: plainly, each folds its span
//! into a record; by candidates, each also lists its span's top-k, and the last one runs the
//! search and the passes after it over the spans' candidates with the same pass code
//! ([`emit_pass_on_lanes`]). On GPUs every row owns `scratch_bytes` per feature of the
//! buffer, its lists included ([`gpu_row_scratch`]). On x86, the arrays after the lists hold
//! the kept values (`rows::kept`): a pass evaluated over the whole row writes those it keeps
//! and reads back those an earlier pass kept, instead of computing them again.

use inkwell::values::{FloatValue, IntValue, PointerValue};
use inkwell::{FloatPredicate, IntPredicate};

use super::{
    Emitter, LoopHints, RowEnv, across, compact, emit_steps, flat, fold, gpu, lane, listed,
    lockstep, noise, ok, row_env, search, span,
};
use crate::numeric::philox;
use crate::rows::kept::{KeptPlan, Reader};
use crate::rows::{FoldKind, PassEnd};
use crate::targets::{GUIDED_BIN_BITS, GUIDED_RANGE_WORDS, GUIDED_TILE};
use tessera_rt::abi::{SPAN_COUNT_WORD, SPAN_RECORD_WORDS};

/// The x86 body: rows `row_begin..row_end`, each pass a feature loop. A pass that folds or
/// searches first writes its fold values (or keys and weights) for every feature into the
/// `scratch` buffer in one loop free of loop-carried dependences (so LLVM vectorises the lane
/// code: Philox, the math library), then reduces them in the declared order; a search's rounds
/// read the scratch values instead of evaluating the lanes again.
pub(super) fn emit_cpu_body<'ctx>(e: &Emitter<'_, 'ctx>) {
    let uniforms = e.entry_alloca(
        e.ctx
            .f32_type()
            .array_type(e.program.n_uniforms.max(1))
            .into(),
        "uniforms",
    );
    let scratch = e
        .params
        .contains_key("scratch")
        .then(|| e.param_ptr("scratch"));
    let one = e.i64(1);
    let lanes = Lanes::one(e);
    // Rows narrower than a vector draw their normals for several steps at once.
    let small = e
        .program
        .uses_noise()
        .then(|| noise::SmallRows::new(e, e.param_int("n_features")));
    let mut each_row = || {
        e.emit_loop(
            "row",
            e.param_int("row_begin"),
            e.param_int("row_end"),
            one,
            &mut |row| emit_scratch_row(e, row, uniforms, scratch, &lanes, small.as_ref()),
        )
    };
    // Rows whose sequential sums would wait on their adds run in lockstep blocks
    // (`lockstep`).
    let mut row_loop = || match scratch {
        Some(scratch) if crate::targets::lockstep(e.program) => e.emit_if_else(
            "lockstep",
            lockstep::applies(e),
            &mut || lockstep::emit_lockstep(e, scratch),
            &mut each_row,
        ),
        _ => each_row(),
    };
    // Narrow rows of Langevin programs whose elements never interact run as one flat array
    // per block of rows (`flat`); other narrow rows run across rows (`across`); the rest row
    // by row.
    let mut across_or_rows = || {
        if across::supported(e.program) {
            e.emit_if_else(
                "across",
                across::applies(e),
                &mut || across::emit_across_rows(e),
                &mut row_loop,
            );
        } else {
            row_loop();
        }
    };
    let mut rows = || {
        if flat::supported(e.program) {
            e.emit_if_else(
                "flat",
                flat::applies(e),
                &mut || flat::emit_flat_rows(e, uniforms),
                &mut across_or_rows,
            );
        } else {
            across_or_rows();
        }
    };
    match crate::targets::span_plan(e.program) {
        None => rows(),
        Some(plan) => span::emit_span_modes(e, &plan, uniforms, scratch, &mut rows),
    }
}

/// How the features of a row are spread over the lanes that run a [`emit_scratch_row`].
struct Lanes<'ctx> {
    /// This lane's first feature and the stride between its features (`n_lanes`).
    first: IntValue<'ctx>,
    stride: IntValue<'ctx>,
    n_lanes: u32,
    /// GPU: whether this is lane 0, which runs the sums and uniform stores between barriers.
    /// CPU: `None` (one lane does everything).
    lane0: Option<IntValue<'ctx>>,
    /// GPU: the shared arrays of the max folds' tree reduction (`fold::emit_tree_max`).
    tree: Option<Tree<'ctx>>,
    /// GPU: the shared count of a counted search and the lanes' folds of a summed one
    /// (`search::Collective`).
    search_counter: Option<PointerValue<'ctx>>,
    search_sums: Option<PointerValue<'ctx>>,
    /// GPU: a summed search's counts, `lanes` u32 (`targets::summed_search_words`).
    search_counts: Option<PointerValue<'ctx>>,
    /// GPU wide and split entries: the shared arrays of a sequential-sum search's guided passes.
    search_guided: Option<search::GuidedShared<'ctx>>,
}

impl<'ctx> Lanes<'ctx> {
    /// The CPU's one lane, which runs every feature of its row.
    fn one(e: &Emitter<'_, 'ctx>) -> Self {
        Lanes {
            first: e.i64(0),
            stride: e.i64(1),
            n_lanes: 1,
            lane0: None,
            tree: None,
            search_counter: None,
            search_sums: None,
            search_counts: None,
            search_guided: None,
        }
    }

    /// GPU: the lanes searching pass `pass`'s search `s` together, meeting in the shared count
    /// of a counted search or the shared folds of a summed one; `None` on one lane.
    fn collective(
        &self,
        pass: &crate::rows::Pass,
        s: &crate::rows::Search,
    ) -> Option<search::Collective<'ctx>> {
        let shared = match search::counts_ones(pass, s) {
            true => self.search_counter,
            false => self.search_sums,
        };
        shared.map(|shared| search::Collective {
            lane: self.first,
            lane0: self.lane0.expect("internal error: a GPU search lane"),
            lanes: self.n_lanes,
            shared,
            counts: self.search_counts,
            guided: self.search_guided,
            list: None,
            listed: false,
            in_step: false,
            group_count: None,
            unsettled: None,
        })
    }
}

/// The shared arrays of a tree reduction over `lanes` lanes: each lane's value and index.
struct Tree<'ctx> {
    values: PointerValue<'ctx>,
    indices: PointerValue<'ctx>,
    lanes: u32,
}

/// One row of a program whose passes keep their per-feature values in scratch memory (the
/// x86 body, one lane per row, and the GPU wide entry, a workgroup per row). Each pass writes
/// its fold values (or a search's keys and weights) for its features into scratch, then lane 0
/// reduces them in the declared order (on GPUs between barriers); the store pass writes the
/// row sinks from every lane. Langevin programs run their K steps around it, with the step's
/// noise drawn into scratch once (on the CPU, rows narrower than `noise::SMALL_ROW`: the next
/// steps' noise at once, into the chunk of `small`; on GPUs each lane draws its share, between
/// barriers).
fn emit_scratch_row<'ctx>(
    e: &Emitter<'_, 'ctx>,
    row: IntValue<'ctx>,
    uniforms: PointerValue<'ctx>,
    scratch: Option<PointerValue<'ctx>>,
    lanes: &Lanes<'ctx>,
    small: Option<&noise::SmallRows<'ctx>>,
) {
    let b = e.builder;
    let zero = e.i64(0);
    let mut env = row_env(e, row, uniforms);
    let n_features = env.n_features;
    let values_per_feature = u64::from(e.program.scratch_values_per_feature());
    // Scratch array `k` of this row: features `k * F .. (k + 1) * F` (the CPU's buffer holds one
    // row at a time; a GPU wide entry's holds every row, `S * F` values each, the lists
    // included); the noise is the last array before the lists.
    let row_base = scratch.map(|base| match lanes.lane0 {
        None => base,
        Some(_) => gpu_row_scratch(e, base, row, n_features),
    });
    let array = |k: usize, f: IntValue<'ctx>| scratch_element(e, row_base, n_features, k, f);
    let mut noise_staging = None;
    if e.program.uses_noise() {
        env.noise = Some(array(values_per_feature as usize - 1, zero));
        // `tessera-v1` stages word 1 here (`RowProgram::scratch_values_per_feature`).
        noise_staging = (e.program.noise == crate::rows::NoisePolicy::V1).then(|| array(0, zero));
    }
    let env = env;
    // The confined passes' lists (`listed`), after the other scratch arrays; on GPUs the lanes
    // list together.
    let spread = lanes.lane0.map(|lane0| listed::Spread {
        lane: lanes.first,
        lane0,
        lanes: lanes.n_lanes,
    });
    let lists = scratch
        .is_some()
        .then(|| listed::Lists::new(e, e.program.scratch_values_per_feature() as usize, spread));
    // x86: the kept values (`rows::kept`), in the arrays after the lists; each pass's
    // evaluation over the whole row (and each listing's) writes or reads back its own.
    let kept = (scratch.is_some() && lanes.lane0.is_none())
        .then(|| KeptPlan::new(e.program))
        .filter(|plan| !plan.is_empty());
    let kept_arrays = kept.as_ref().map(|plan| {
        let first = e.program.scratch_values_with_lists() as usize;
        let bases: Vec<PointerValue<'ctx>> =
            (0..plan.len()).map(|k| array(first + k, zero)).collect();
        let shapes = std::rc::Rc::new(std::cell::RefCell::new(plan.shapes.clone()));
        (plan, bases, shapes)
    });
    // `env` for `reader`'s evaluation over the whole row.
    let with_kept = |env: &RowEnv<'ctx>, reader: Reader| RowEnv {
        kept: (kept_arrays.as_ref())
            .and_then(|(plan, bases, shapes)| lane::KeptRoles::of(plan, shapes, bases, reader)),
        ..env.clone()
    };
    emit_steps(e, &mut |step| {
        if let Some(lists) = &lists {
            lists.reset(e);
        }
        let mut env_step = env.clone();
        if let Some(row_noise) = env.noise {
            let draw = e.draw_noise();
            let t = step.expect("internal error: noise outside the step loop").t;
            // GPU: each lane draws its share of the row's normals; a barrier publishes them.
            let spread = lanes.lane0.map(|lane0| (lanes.first, lanes.stride, lane0));
            match small {
                None => {
                    e.emit_if("draw", draw, &mut || {
                        noise::emit_noise_fill(e, &env, step, row_noise, noise_staging, spread);
                    });
                    if spread.is_some() {
                        gpu::barrier(e);
                    }
                }
                Some(small) => {
                    let within = small.step_in_chunk(e, t);
                    e.emit_if("draw", draw, &mut || {
                        e.emit_if_else(
                            "small_rows",
                            small.is_small,
                            &mut || small.draw_if_chunk_starts(e, &env, t, within),
                            &mut || {
                                noise::emit_noise_fill(
                                    e,
                                    &env,
                                    step,
                                    row_noise,
                                    noise_staging,
                                    None,
                                )
                            },
                        );
                    });
                    let chunk = small.step_noise(e, within);
                    let at = ok(b.build_select(small.is_small, chunk, row_noise, "noise"));
                    env_step.noise = Some(at.into_pointer_value());
                }
            }
        }
        let env = env_step;
        for (p, pass) in e.program.passes.iter().enumerate() {
            e.with_guard(pass, uniforms, lanes.lane0, &mut || {
                // `listed`: a confined pass of the GPU wide entry over its search's list (the
                // lanes striding over the list's positions).
                let list_of = |listed: Option<usize>| {
                    listed.map(|search| (lists.as_ref().expect("internal error: no lists"), search))
                };
                // Over the whole row, with its kept values.
                let whole_row = with_kept(&env, Reader::Pass(p));
                let emit_pass = |noise: bool, listed: Option<usize>| {
                    let list = list_of(listed);
                    let env = if listed.is_none() { &whole_row } else { &env };
                    emit_pass_on_lanes(e, env, step, pass, noise, lanes, &array, uniforms, list);
                };
                e.with_noise_variants(pass, &mut |noise| {
                    // GPU: a confined pass over its search's list whenever there is one (its
                    // sums and searches then fold the listed features alone).
                    if let (Some(lists), Some(within), Some(_)) = (&lists, pass.within, spread) {
                        return e.emit_if_else(
                            "listed",
                            lists.listed(e, within.search),
                            &mut || emit_pass(noise, Some(within.search)),
                            &mut || emit_pass(noise, None),
                        );
                    }
                    // x86: a confined pass over its search's list when that is short.
                    if let (Some(lists), Some(within), None) = (&lists, pass.within, spread) {
                        let short = lists.short(e, within.search, n_features);
                        return e.emit_if_else(
                            "listed",
                            short,
                            &mut || {
                                emit_listed_pass(
                                    e,
                                    &env,
                                    step,
                                    pass,
                                    noise,
                                    lists,
                                    within.search,
                                    &array,
                                    uniforms,
                                )
                            },
                            &mut || emit_pass(noise, None),
                        );
                    }
                    emit_pass(noise, None);
                });
                if let Some(lists) = &lists
                    && let PassEnd::Search(s) = &pass.end
                {
                    // x86: a counted search's prefix among the candidates it left, if any.
                    let feature = |j: IntValue<'ctx>| candidate_feature(e, &array, j);
                    let counted = spread.is_none() && search::counts_ones(pass, s);
                    let candidates = counted.then(|| {
                        let (some, n) = left_candidates(e, candidates_slot(e, p));
                        (some, n, &feature as &dyn Fn(_) -> _)
                    });
                    let whole_row = with_kept(&env, Reader::Listing(p));
                    lists.extract(e, (&env, &whole_row), p, &array, candidates);
                }
            });
        }
        // GPU: every lane has read this step's normals before the next step's draw.
        if env.noise.is_some() && lanes.lane0.is_some() {
            gpu::barrier(e);
        }
    });
}

/// Pass `pass` of a row on the CPU's one lane, as the x86 row path runs it
/// ([`emit_pass_on_lanes`]; `lockstep` runs its blocks' passes without a sequential sum so).
pub(super) fn emit_pass_on_one_lane<'ctx>(
    e: &Emitter<'_, 'ctx>,
    env: &RowEnv<'ctx>,
    step: Option<super::StepEnv<'ctx>>,
    pass: &crate::rows::Pass,
    noise: bool,
    array: &dyn Fn(usize, IntValue<'ctx>) -> PointerValue<'ctx>,
) {
    let lanes = Lanes::one(e);
    emit_pass_on_lanes(e, env, step, pass, noise, &lanes, array, env.uniforms, None);
}

/// Pass `pass` of a row (or of a split row's finish) on `lanes`, its features `0..F` or
/// (`list`) the listed features of a search: a fold pass's values folded (max folds and
/// pairwise sums across the lanes, sequential sums on lane 0), a search pass's search, a store
/// pass's sinks.
#[allow(clippy::too_many_arguments)]
fn emit_pass_on_lanes<'ctx>(
    e: &Emitter<'_, 'ctx>,
    env: &RowEnv<'ctx>,
    step: Option<super::StepEnv<'ctx>>,
    pass: &crate::rows::Pass,
    noise: bool,
    lanes: &Lanes<'ctx>,
    array: &dyn Fn(usize, IntValue<'ctx>) -> PointerValue<'ctx>,
    uniforms: PointerValue<'ctx>,
    list: Option<(&listed::Lists<'ctx>, usize)>,
) {
    let zero = e.i64(0);
    let n_features = env.n_features;
    let for_each_feature = |body: &mut dyn FnMut(IntValue<'ctx>)| {
        e.emit_loop("feature", lanes.first, n_features, lanes.stride, body);
    };
    match &pass.end {
        PassEnd::Fold(folds) if lanes.lane0.is_none() && list.is_none() => {
            let range = (lanes.first, n_features);
            let accs = emit_fold_chunks(e, env, step, pass, folds, noise, range, array);
            store_folds(e, uniforms, folds, accs);
        }
        PassEnd::Fold(folds) => {
            let feature_of = |j: IntValue<'ctx>| match list {
                Some((lists, search)) => lists.feature(e, search, array, j),
                None => j,
            };
            let end = match list {
                Some((lists, search)) => lists.count(e, search),
                None => n_features,
            };
            let features = FeatureRange {
                first: lanes.first,
                end,
                stride: lanes.stride,
                draw_gumbel: lanes.lane0.is_none(),
                list: list.is_some().then_some(&feature_of as &dyn Fn(_) -> _),
            };
            // GPU: a max fold's lanes fold their own features, then a tree merges
            // them; the other folds go through scratch to lane 0.
            let accs: Vec<Option<fold::FoldAcc>> = folds
                .iter()
                .map(|f| {
                    let max = matches!(f.kind, FoldKind::Max | FoldKind::ArgMax);
                    (lanes.tree.is_some() && max).then(|| fold::FoldAcc::new(e, f.kind))
                })
                .collect();
            emit_fold_values(e, env, step, pass, folds, noise, &features, array, &accs);
            let slot = |fold: &crate::rows::Fold| {
                e.element_ptr(uniforms, e.i64(u64::from(fold.uniform.0)))
            };
            if let Some(tree) = &lanes.tree {
                for (fold, acc) in folds.iter().zip(&accs) {
                    if let Some(acc) = acc {
                        let lane0 = lanes.lane0.expect("internal error: GPU tree");
                        let lane = (lanes.first, lane0, tree.lanes);
                        let arrays = (tree.values, tree.indices);
                        fold::emit_tree_max(e, acc, lane, arrays, slot(fold));
                    }
                }
            }
            // The sums. GPU: pairwise ones by a tree of every lane (`fold::emit_tree_sums`,
            // between the barriers of `on_lane0`; over a list, the tree over every feature
            // from the listed values, `fold::emit_listed_tree_sums`); the others on lane 0,
            // side by side.
            let (tree_sums, left): (Vec<(usize, &crate::rows::Fold)>, Vec<_>) = folds
                .iter()
                .enumerate()
                .filter(|(k, _)| accs[*k].is_none())
                .partition(|(_, fold)| lanes.lane0.is_some() && fold.kind == FoldKind::SumPairwise);
            if !(tree_sums.is_empty() && left.is_empty()) {
                let before = &mut || {
                    if !tree_sums.is_empty() {
                        let arrays: Vec<_> =
                            tree_sums.iter().map(|&(k, _)| array(k, zero)).collect();
                        let lane = (lanes.first, lanes.n_lanes);
                        match list {
                            Some(_) => {
                                let listed = (end, &feature_of as &dyn Fn(_) -> _);
                                fold::emit_listed_tree_sums(e, &arrays, lane, listed, n_features);
                            }
                            None => fold::emit_tree_sums(e, &arrays, lane, end),
                        }
                    }
                };
                on_lane0_after(e, lanes, before, &mut || {
                    let arrays: Vec<_> = left
                        .iter()
                        .map(|&(k, fold)| (fold.kind, array(k, zero)))
                        .collect();
                    // GPU, a sampler's wide and split entries: lane 0's sums over global
                    // scratch load blocks ahead (`fold::fold_sums_ahead`). Their registers
                    // are there already (a search's state holds about 120), and their rows
                    // (a batch) are few, so most multiprocessors run one workgroup, whose
                    // lane 0 would wait on every load. Other programs' wide entries keep the
                    // plain loop: the blocks in flight would take registers that let several
                    // workgroups per multiprocessor interleave their chains over many rows.
                    let folded = match lanes.lane0 {
                        Some(_) if e.program.has_search() => {
                            let sums: Vec<_> = arrays
                                .iter()
                                .map(|&(kind, base)| {
                                    assert_eq!(
                                        kind,
                                        FoldKind::Sum,
                                        "internal error: lane 0's fold"
                                    );
                                    base
                                })
                                .collect();
                            fold::fold_sums_ahead(e, &sums, end)
                        }
                        _ => fold::fold_arrays(e, &arrays, end),
                    };
                    for ((_, fold), value) in left.iter().zip(folded) {
                        e.store(slot(fold), value);
                    }
                    for &(k, fold) in &tree_sums {
                        e.store(slot(fold), e.load_f32(array(k, zero)));
                    }
                });
            }
        }
        PassEnd::Search(s) => {
            emit_search_end(e, env, step, pass, s, noise, lanes, array, uniforms, list);
        }
        PassEnd::Store(_) => {
            match lanes.lane0 {
                None => e.store_uniform_sinks(env, step, pass, noise),
                Some(lane0) => e.emit_if("uniform_sinks", lane0, &mut || {
                    e.store_uniform_sinks(env, step, pass, noise)
                }),
            }
            for_each_feature(&mut |f| {
                let values = e.emit_lane(env, step, pass, f, noise);
                e.store_row_sinks(env, pass, f, &values);
            });
        }
    }
}

/// Stores each fold's result (`accs`, in `folds`' order) in its uniform.
pub(super) fn store_folds<'ctx>(
    e: &Emitter<'_, 'ctx>,
    uniforms: PointerValue<'ctx>,
    folds: &[crate::rows::Fold],
    accs: Vec<fold::FoldAcc<'ctx>>,
) {
    for (fold, acc) in folds.iter().zip(accs) {
        let slot = e.element_ptr(uniforms, e.i64(u64::from(fold.uniform.0)));
        e.store(slot, acc.finish(e));
    }
}

/// One lane: confined pass `pass` over the list of its search (pass `search`) in `lists`.
#[allow(clippy::too_many_arguments)]
pub(super) fn emit_listed_pass<'ctx>(
    e: &Emitter<'_, 'ctx>,
    env: &RowEnv<'ctx>,
    step: Option<super::StepEnv<'ctx>>,
    pass: &crate::rows::Pass,
    noise: bool,
    lists: &listed::Lists<'ctx>,
    search: usize,
    array: &dyn Fn(usize, IntValue<'ctx>) -> PointerValue<'ctx>,
    uniforms: PointerValue<'ctx>,
) {
    let one_lane = Lanes::one(e);
    match &pass.end {
        // Max folds alone: in vectors ([`emit_max_fold_chunks`] over the list's positions).
        PassEnd::Fold(folds) if listed::max_folds_only(folds) => {
            let range = (e.i64(0), lists.count(e, search));
            let feature = |j: IntValue<'ctx>| lists.feature(e, search, array, j);
            let list = Some(&feature as &dyn Fn(_) -> _);
            let accs = emit_max_fold_chunks(e, env, step, pass, folds, noise, range, array, list);
            store_folds(e, uniforms, folds, accs);
        }
        PassEnd::Fold(folds) => {
            listed::emit_listed_folds(e, env, step, pass, folds, noise, lists, search, array)
        }
        PassEnd::Search(s) => emit_search_end(
            e,
            env,
            step,
            pass,
            s,
            noise,
            &one_lane,
            array,
            uniforms,
            Some((lists, search)),
        ),
        PassEnd::Store(_) => unreachable!("internal error: a confined store pass"),
    }
}

/// A search pass's end: its keys and weights of every feature (of this lane's) into scratch
/// arrays 0 and 1 (a counted search's keys alone: its weights are 1.0; on one lane not even
/// those: the search computes its keys where it reads them, `search::Compaction::key_of`),
/// then the search (on GPUs on every lane between barriers). `listed`: a
/// confined search over its list (`listed::Lists`): the keys and weights of the listed
/// features only (this lane's positions), at their positions, with each feature in array 2; on
/// one lane, a sequential sum's rounds then run over those of nonzero weight.
#[allow(clippy::too_many_arguments)]
fn emit_search_end<'ctx>(
    e: &Emitter<'_, 'ctx>,
    env: &RowEnv<'ctx>,
    step: Option<super::StepEnv<'ctx>>,
    pass: &crate::rows::Pass,
    s: &crate::rows::Search,
    noise: bool,
    lanes: &Lanes<'ctx>,
    array: &dyn Fn(usize, IntValue<'ctx>) -> PointerValue<'ctx>,
    uniforms: PointerValue<'ctx>,
    listed: Option<(&listed::Lists<'ctx>, usize)>,
) {
    let b = e.builder;
    let i32t = e.ctx.i32_type();
    let zero = e.i64(0);
    let n_features = env.n_features;
    let reduce = |body: &mut dyn FnMut()| on_lane0(e, lanes, body);
    // A counted search's weights are the constant 1.0: they are not written (its compaction
    // takes array 1 for the features), and the search reads the constant.
    let counts = search::counts_ones(pass, s);
    // One lane's counted search computes its keys where it reads them, writing only those it
    // needs (`search::Compaction::key_of`): this pass writes nothing.
    let computes_keys = counts && lanes.lane0.is_none();
    let key_in = |values: &[FloatValue<'ctx>]| {
        crate::rows::search_order_key(&mut e.ops(), values[s.key.0 as usize])
    };
    let key_of = |f: IntValue<'ctx>| key_in(&e.emit_lane(env, step, pass, f, noise));
    let write = |j: IntValue<'ctx>, f: IntValue<'ctx>| {
        let values = e.emit_lane(env, step, pass, f, noise);
        let key = key_in(&values);
        e.store(array(0, j), key);
        if !counts {
            e.store(array(1, j), values[s.weight.0 as usize]);
        }
        if listed.is_some() {
            e.store(array(2, j), ok(b.build_int_truncate(f, i32t, "")));
        }
    };
    let n_written = match listed {
        None if computes_keys => n_features,
        None => {
            e.emit_loop("feature", lanes.first, n_features, lanes.stride, &mut |f| {
                write(f, f)
            });
            n_features
        }
        Some((lists, search)) => {
            let n = lists.count(e, search);
            e.emit_loop("listed", lanes.first, n, lanes.stride, &mut |j| {
                write(j, lists.feature(e, search, array, j))
            });
            n
        }
    };
    // GPU: the lanes search together (`Lanes::collective`); the guided passes of a search over
    // every feature may list the elements they fold in array 2, which it leaves unused.
    let collective = lanes.collective(pass, s).map(|c| search::Collective {
        list: listed.is_none().then(|| array(2, zero)),
        listed: listed.is_some(),
        ..c
    });
    // One lane: a sequential sum skips zero weights exactly, so the rounds run over the nonzero
    // ones only, compacted in place with their feature indices (array 2). GPU lanes searching
    // together leave the elements in place (a compaction in place would be a pass of lane 0
    // alone, and few weights of a top-p search are zero); their guided passes after the first
    // list the elements they fold in array 2. A listed search's weights are masked
    // (`rows::Within`), so it never counts.
    let compact = s.kind == crate::rows::FoldKind::Sum && !counts && collective.is_none();
    assert!(
        !counts || listed.is_none(),
        "internal error: a listed counted search"
    );
    // The elements' features: their positions, or array 2 (compacted or listed).
    let indexed = compact || listed.is_some();
    // One lane: a counted search may compact its keys in place (array 0) with their features
    // in the weights' place (array 1: a count reads no weight); a summed one its keys, weights
    // and features (arrays 0, 1 and 2).
    let at = |k: usize| move |j: IntValue<'ctx>| array(k, j);
    let (keys, weights, features) = (at(0), at(1), at(2));
    // A compacted sum's spare array: the list of this search's own prefix (when passes are
    // confined to it), which is written only after the search.
    let own_list = (e.program.passes.iter())
        .position(|p| std::ptr::eq(p, pass))
        .and_then(|index| (e.program.confining_searches().iter()).position(|&c| c == index))
        .map(|k| e.program.scratch_values_per_feature() as usize + k)
        .filter(|_| compact);
    let spare = own_list.map(at);
    // One lane: a counted search may leave the candidates its prefix is listed among.
    let candidates = computes_keys.then(|| {
        let index = (e.program.passes.iter())
            .position(|p| std::ptr::eq(p, pass))
            .expect("internal error: a search outside its program");
        candidates_slot(e, index)
    });
    let compaction = match counts {
        true => search::Compaction {
            keys: &keys,
            key_of: Some(&key_of),
            indices: &weights,
            weights: None,
            spare: None,
            candidates,
        },
        false => search::Compaction {
            keys: &keys,
            key_of: None,
            indices: &features,
            weights: Some(&weights),
            spare: spare.as_ref().map(|spare| spare as &dyn Fn(_) -> _),
            candidates: None,
        },
    };
    let mut run_search = || {
        if let Some(slot) = candidates {
            e.store(slot, e.i64(search::NO_CANDIDATES));
        }
        // The target is uniform: feature 0's value.
        let target = e.emit_lane(env, step, pass, zero, noise)[s.target.0 as usize];
        let n_elements = match compact {
            true => compact_nonzero(e, n_written, array, listed.is_some()),
            false => n_written,
        };
        search::emit_search_pass(
            e,
            pass,
            s,
            n_elements,
            n_features,
            target,
            uniforms,
            &mut |j| {
                let key = ok(b.build_load(i32t, array(0, j), "key")).into_int_value();
                let f = if indexed {
                    let f = ok(b.build_load(i32t, array(2, j), "f")).into_int_value();
                    ok(b.build_int_z_extend(f, e.ctx.i64_type(), ""))
                } else {
                    j
                };
                let weight = match counts {
                    true => e.ctx.f32_type().const_float(1.0),
                    false => e.load_f32(array(1, j)),
                };
                (key, weight, f)
            },
            collective.as_ref(),
            lanes.lane0.is_none().then_some(&compaction),
        );
    };
    match &collective {
        Some(_) => {
            gpu::barrier(e);
            run_search();
            gpu::barrier(e);
        }
        None => reduce(&mut run_search),
    }
}

/// One lane: where the counted search of pass `search` leaves the number of its candidates
/// (`search::Compaction::candidates`), whose features it leaves in order in array 1 (its
/// compaction's indices), or `search::NO_CANDIDATES`; set by every run of the search.
fn candidates_slot<'ctx>(e: &Emitter<'_, 'ctx>, search: usize) -> PointerValue<'ctx> {
    let name = format!("search{search}_candidates");
    e.reused_alloca(e.ctx.i64_type().into(), &name)
}

/// Whether a one-lane counted search left candidates in `slot`
/// (`search::Compaction::candidates`), and their number (i1, i64).
pub(super) fn left_candidates<'ctx>(
    e: &Emitter<'_, 'ctx>,
    slot: PointerValue<'ctx>,
) -> (IntValue<'ctx>, IntValue<'ctx>) {
    let b = e.builder;
    let n = ok(b.build_load(e.ctx.i64_type(), slot, "candidates")).into_int_value();
    let none = e.i64(search::NO_CANDIDATES);
    (
        ok(b.build_int_compare(IntPredicate::NE, n, none, "some")),
        n,
    )
}

/// The feature (i64) of the `j`-th candidate a one-lane counted search left: its
/// compaction's indices, scratch array 1 (`array(k, j)`: element `j` of array `k`).
pub(super) fn candidate_feature<'ctx>(
    e: &Emitter<'_, 'ctx>,
    array: &dyn Fn(usize, IntValue<'ctx>) -> PointerValue<'ctx>,
    j: IntValue<'ctx>,
) -> IntValue<'ctx> {
    let b = e.builder;
    let f = ok(b.build_load(e.ctx.i32_type(), array(1, j), "candidate")).into_int_value();
    ok(b.build_int_z_extend(f, e.ctx.i64_type(), "f"))
}

/// `body` on lane 0 alone, after every lane's writes and before every lane's reads (on the
/// CPU, the one lane, without barriers).
fn on_lane0<'ctx>(e: &Emitter<'_, 'ctx>, lanes: &Lanes<'ctx>, body: &mut dyn FnMut()) {
    on_lane0_after(e, lanes, &mut || {}, body);
}

/// [`on_lane0`], with `before` run by every lane after the first barrier (GPU) or before
/// `body` (CPU).
fn on_lane0_after<'ctx>(
    e: &Emitter<'_, 'ctx>,
    lanes: &Lanes<'ctx>,
    before: &mut dyn FnMut(),
    body: &mut dyn FnMut(),
) {
    match lanes.lane0 {
        None => {
            before();
            body();
        }
        Some(lane0) => {
            gpu::barrier(e);
            before();
            e.emit_if("reduce", lane0, body);
            gpu::barrier(e);
        }
    }
}

/// The scratch of row `row` in a GPU wide or split entry's buffer at `base`: every row owns
/// `RowProgram::scratch_values_with_lists` values per feature (the record's `scratch_bytes`),
/// its lists' arrays included, so no workgroup writes another row's values.
fn gpu_row_scratch<'ctx>(
    e: &Emitter<'_, 'ctx>,
    base: PointerValue<'ctx>,
    row: IntValue<'ctx>,
    n_features: IntValue<'ctx>,
) -> PointerValue<'ctx> {
    let b = e.builder;
    let per_feature = e.i64(u64::from(e.program.scratch_values_with_lists()));
    let per_row = ok(b.build_int_mul(n_features, per_feature, ""));
    e.element_ptr(base, ok(b.build_int_mul(row, per_row, "")))
}

/// Element `f` of scratch array `k` of a row at `base`: features `k * F .. (k + 1) * F`.
pub(super) fn scratch_element<'ctx>(
    e: &Emitter<'_, 'ctx>,
    base: Option<PointerValue<'ctx>>,
    n_features: IntValue<'ctx>,
    k: usize,
    f: IntValue<'ctx>,
) -> PointerValue<'ctx> {
    let b = e.builder;
    let base = base.expect("internal error: a fold without scratch memory");
    let start = ok(b.build_int_mul(n_features, e.i64(k as u64), ""));
    e.element_ptr(base, ok(b.build_int_add(start, f, "")))
}

/// The features one lane evaluates: `first, first + stride, ..` below `end` (or the features at
/// those positions of a list).
pub(super) struct FeatureRange<'a, 'ctx> {
    pub first: IntValue<'ctx>,
    pub end: IntValue<'ctx>,
    pub stride: IntValue<'ctx>,
    /// CPU: the sampler's Gumbel noise of `first..end` (stride 1) is drawn into the array after
    /// the folds', in loops of its own (see `noise::emit_gumbel_fill`), before the values;
    /// GPU: each lane draws its own.
    pub draw_gumbel: bool,
    /// The feature at each position (a list in feature order, `listed`); `None`: position `f`
    /// is feature `f`.
    pub list: Option<&'a dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>>,
}

/// A fold pass's feature loop: each fold's value of the feature at position `j` into
/// `array(k, j)` for the `k`-th fold, or pushed into its accumulator `accs[k]` when it has one,
/// over `features`.
#[allow(clippy::too_many_arguments)]
pub(super) fn emit_fold_values<'ctx>(
    e: &Emitter<'_, 'ctx>,
    env: &RowEnv<'ctx>,
    step: Option<super::StepEnv<'ctx>>,
    pass: &crate::rows::Pass,
    folds: &[crate::rows::Fold],
    noise: bool,
    features: &FeatureRange<'_, 'ctx>,
    array: &dyn Fn(usize, IntValue<'ctx>) -> PointerValue<'ctx>,
    accs: &[Option<fold::FoldAcc<'ctx>>],
) {
    assert!(
        !(features.draw_gumbel && features.list.is_some()),
        "internal error: Gumbel noise drawn ahead for a list"
    );
    let drawn = (features.draw_gumbel && lane::pass_uses_gumbel(pass)).then(|| {
        let into = array(folds.len(), features.first);
        noise::emit_gumbel_fill(e, env, into, (features.first, features.end), None);
        (into, features.first)
    });
    let env = RowEnv {
        gumbel: drawn,
        ..env.clone()
    };
    e.emit_loop(
        "feature",
        features.first,
        features.end,
        features.stride,
        &mut |j| {
            let f = features.list.map_or(j, |list| list(j));
            let values = e.emit_lane(&env, step, pass, f, noise);
            for (k, fold) in folds.iter().enumerate() {
                let value = values[fold.value.0 as usize];
                match accs.get(k).and_then(Option::as_ref) {
                    Some(acc) => acc.push(e, f, value),
                    None => e.store(array(k, j), value),
                }
            }
        },
    );
}

/// Features per stretch of an x86 fold pass without a sequential sum ([`emit_fold_chunks`],
/// [`emit_max_fold_chunks`]): a sampler's check pass keeps five values and the Gumbel noise
/// per feature, 24 KiB of the 48 KiB L1 data cache.
const FOLD_CHUNK: u64 = 1024;

/// Features per stretch of an x86 fold pass with a sequential sum ([`emit_fold_chunks`];
/// other passes' stretches are [`FOLD_CHUNK`] long). A sequential sum is a chain of dependent
/// adds (3-4 cycles each) that the next stretch's values loop does not wait on: in stretches
/// this short, that loop fits in the core's reorder window beside the chain and runs while it
/// waits, where a stretch of 1024 features filled the window with the chain's adds (one row
/// of 128000 tokens with `top_p = 0.9` 1.04x faster, `well_energy` on rows of 8192 1.12x:
/// ARCHITECTURE.md, "Short stretches for sums").
const SUM_CHUNK: u64 = 64;

/// The vector width of a max-only fold pass's lanes' loop ([`emit_fold_chunks`]): 16 f32.
const FOLD_LANE_WIDTH: u32 = 16;

/// x86: fold pass `pass` over the features `begin..end` in stretches of [`SUM_CHUNK`]
/// features (with a sequential sum) or [`FOLD_CHUNK`]. Each stretch's fold values (and its
/// Gumbel noise) go to the start of this call's part of the scratch arrays (feature `j` of the
/// stretch from `c` at `array(k, begin + j - c)`) and are folded while they sit in the L1
/// cache, into accumulators that persist across the stretches (`fold::ArrayFolds`, in feature
/// order: the result is the fold over the whole arrays). A whole row's values went through
/// the L2 cache or beyond. A pass of max and argmax folds alone keeps no values
/// ([`emit_max_fold_chunks`]). Returns each fold's accumulator, its Max/ArgMax index counted
/// from `begin`.
#[allow(clippy::too_many_arguments)]
pub(super) fn emit_fold_chunks<'ctx>(
    e: &Emitter<'_, 'ctx>,
    env: &RowEnv<'ctx>,
    step: Option<super::StepEnv<'ctx>>,
    pass: &crate::rows::Pass,
    folds: &[crate::rows::Fold],
    noise: bool,
    (begin, end): (IntValue<'ctx>, IntValue<'ctx>),
    array: &dyn Fn(usize, IntValue<'ctx>) -> PointerValue<'ctx>,
) -> Vec<fold::FoldAcc<'ctx>> {
    let b = e.builder;
    let kinds: Vec<FoldKind> = folds.iter().map(|fold| fold.kind).collect();
    if kinds
        .iter()
        .all(|kind| matches!(kind, FoldKind::Max | FoldKind::ArgMax))
    {
        let range = (begin, end);
        return emit_max_fold_chunks(e, env, step, pass, folds, noise, range, array, None);
    }
    let state = fold::ArrayFolds::new(e, &kinds);
    // Pairwise sums add in vectors, with no chain to wait on.
    let chunk = match kinds.contains(&FoldKind::Sum) {
        true => SUM_CHUNK,
        false => FOLD_CHUNK,
    };
    e.emit_loop("fold_chunk", begin, end, e.i64(chunk), &mut |c| {
        let c_end = compact::stretch_end(e, (c, end), chunk);
        let at = |k: usize, j: IntValue<'ctx>| {
            array(
                k,
                ok(b.build_int_add(begin, ok(b.build_int_sub(j, c, "")), "")),
            )
        };
        let features = FeatureRange {
            first: c,
            end: c_end,
            stride: e.i64(1),
            draw_gumbel: true,
            list: None,
        };
        emit_fold_values(e, env, step, pass, folds, noise, &features, &at, &[]);
        let bases: Vec<PointerValue<'ctx>> = (0..folds.len()).map(|k| array(k, begin)).collect();
        let origin = ok(b.build_int_sub(c, begin, "origin"));
        state.push(
            e,
            &bases,
            origin,
            ok(b.build_int_sub(c_end, c, "chunk_length")),
        );
    });
    state.finish(e)
}

/// [`emit_fold_chunks`] of a pass of max and argmax folds alone (the sampler's check and Gumbel
/// passes): no values are kept. Each fold's [`fold::max_lanes`] lanes run in the values' loop
/// (`fold::MaxLanes::push_lane`: lane `l` takes the features at `l` of each whole block), that
/// loop forced to [`FOLD_LANE_WIDTH`]-wide vectors so that it unrolls and the lanes' state stays
/// in registers; the features after a stretch's whole blocks go to the scalar accumulator.
/// Folds of one value share their lanes (a Max and an ArgMax keep the same state). The
/// sampler's check pass, five folds that wrote five arrays of the row and read each back, ran
/// 3x slower.
///
/// With `list`, `begin..end` (from 0) are positions of a list of features in feature order
/// (`list(j)`: the feature at position `j`, `listed`) and each position folds its feature's
/// values at the feature's index, so the folds are those over the listed features; the lanes'
/// loads of inputs at those features are gathers. The sampler's Gumbel pass after top-p runs so
/// over the nucleus.
///
/// A pass whose one folded value is a Gumbel-max score (`lane::gumbel_score_base`: the
/// sampler's Gumbel passes) turns a block's Philox words into noise and folds the block only
/// when one of its tokens could beat the best score so far (`philox::gumbel_bound`): plain
/// sampling 2.4x faster (ARCHITECTURE.md, "Gumbel passes skip hopeless tokens").
#[allow(clippy::too_many_arguments)]
pub(super) fn emit_max_fold_chunks<'ctx>(
    e: &Emitter<'_, 'ctx>,
    env: &RowEnv<'ctx>,
    step: Option<super::StepEnv<'ctx>>,
    pass: &crate::rows::Pass,
    folds: &[crate::rows::Fold],
    noise: bool,
    (begin, end): (IntValue<'ctx>, IntValue<'ctx>),
    array: &dyn Fn(usize, IntValue<'ctx>) -> PointerValue<'ctx>,
    list: Option<&dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>>,
) -> Vec<fold::FoldAcc<'ctx>> {
    let b = e.builder;
    let mut values: Vec<u32> = folds.iter().map(|fold| fold.value.0).collect();
    values.sort_unstable();
    values.dedup();
    // A value folded by Max folds alone that is never NaN nor -0.0 (the sampler's check
    // flags) needs no indices.
    let ordered = crate::rows::never_nan_nor_minus_zero(pass);
    let maxima: Vec<fold::MaxLanes<'ctx>> = values
        .iter()
        .map(|&value| {
            let max_only = folds
                .iter()
                .all(|fold| fold.value.0 != value || fold.kind == FoldKind::Max);
            fold::MaxLanes::new(e, !(max_only && ordered[value as usize]))
        })
        .collect();
    let lanes_of = |fold: &crate::rows::Fold| {
        &maxima[values
            .binary_search(&fold.value.0)
            .expect("internal error: a fold's value")]
    };
    let n_lanes = u64::from(fold::max_lanes(e));
    // A Gumbel-max score `f32(x + g)`, folded alone: blocks whose tokens cannot win skip
    // their noise (below).
    let uses_gumbel = lane::pass_uses_gumbel(pass);
    let pruned = match values[..] {
        [value] if uses_gumbel => lane::gumbel_score_base(pass, crate::rows::Value(value)),
        _ => None,
    };
    e.emit_loop("fold_chunk", begin, end, e.i64(FOLD_CHUNK), &mut |c| {
        let c_end = compact::stretch_end(e, (c, end), FOLD_CHUNK);
        let drawn = uses_gumbel.then(|| {
            let into = array(folds.len(), begin);
            match pruned {
                Some(_) => noise::emit_gumbel_words(e, env, into, (c, c_end), list),
                None => noise::emit_gumbel_fill(e, env, into, (c, c_end), list),
            }
            into
        });
        let length = ok(b.build_int_sub(c_end, c, "chunk_length"));
        let whole = ok(b.build_and(length, e.i64(!(n_lanes - 1)), ""));
        let blocks_end = ok(b.build_int_add(c, whole, "blocks_end"));
        // Position `j`'s feature and the pass's values there.
        let lane_at = |j: IntValue<'ctx>| {
            let f = list.map_or(j, |list| list(j));
            // The noise of position `j` is at `into + (j - c)`, where the lane reads `f -
            // origin`.
            let origin = ok(b.build_int_sub(f, ok(b.build_int_sub(j, c, "")), "origin"));
            let env = RowEnv {
                gumbel: drawn.map(|into| (into, origin)),
                ..env.clone()
            };
            (f, e.emit_lane(&env, step, pass, f, noise))
        };
        let push = |j: IntValue<'ctx>, lane: Option<IntValue<'ctx>>| {
            let (f, lane_values) = lane_at(j);
            let at = ok(b.build_int_sub(f, begin, ""));
            for (value, lanes) in values.iter().zip(&maxima) {
                let value = lane_values[*value as usize];
                match lane {
                    Some(lane) => lanes.push_lane(e, lane, at, value),
                    None => lanes.push_rest(e, at, value),
                }
            }
        };
        // The lanes' loop as whole vectors (the cost model picks narrow ones for the
        // indices), so that it unrolls and the lanes' state stays in registers.
        let lane_hints = LoopHints {
            width: Some(FOLD_LANE_WIDTH),
            interleave: Some(n_lanes as u32 / FOLD_LANE_WIDTH),
            ..LoopHints::default()
        };
        let (zero, one, lanes_end) = (e.i64(0), e.i64(1), e.i64(n_lanes));
        let push_block = |block: IntValue<'ctx>| {
            e.emit_loop_hinted("max_lane", zero, lanes_end, one, lane_hints, &mut |lane| {
                push(ok(b.build_int_add(block, lane, "")), Some(lane));
            });
        };
        let (Some(x), Some(into)) = (pruned, drawn) else {
            e.emit_loop("max_block", c, blocks_end, e.i64(n_lanes), &mut |block| {
                push_block(block)
            });
            e.emit_loop("fold_tail", blocks_end, c_end, e.i64(1), &mut |f| {
                push(f, None)
            });
            return;
        };
        // The Gumbel-max score: a block folds only if one of its tokens could beat the best
        // score so far, `f32(x + philox::gumbel_bound(word))` not below it (f32 rounding keeps
        // the order of exact sums, so the token's score is at most that); only then are its
        // words turned into noise (two f64 logarithms each) and its scores folded. A token
        // below the best so far is below the fold's result, so the result is the same, bit
        // for bit. A token passes with odds of at most `2 e^(x - best)`: after the first few
        // blocks of a row, few blocks fold.
        let candidates = e.entry_alloca(e.ctx.i32_type().into(), "gumbel_candidates");
        e.emit_loop("max_block", c, blocks_end, e.i64(n_lanes), &mut |block| {
            let best = maxima[0].best_so_far(e);
            e.store(candidates, e.i32(0));
            e.emit_loop_hinted("could_win", zero, lanes_end, one, lane_hints, &mut |lane| {
                let j = ok(b.build_int_add(block, lane, ""));
                // The lane's noise is not read (`x` does not read it).
                let x = lane_at(j).1[x.0 as usize];
                let at = e.element_ptr(into, ok(b.build_int_sub(j, c, "")));
                let word = ok(b.build_load(e.ctx.i32_type(), at, "word")).into_int_value();
                let bound = philox::gumbel_bound(&mut e.ops(), word);
                let most = ok(b.build_float_add(x, bound, "score_bound"));
                let could = ok(b.build_float_compare(FloatPredicate::UGE, most, best, "could"));
                let could = ok(b.build_int_z_extend(could, e.ctx.i32_type(), ""));
                let any = ok(b.build_load(e.ctx.i32_type(), candidates, "")).into_int_value();
                e.store(candidates, ok(b.build_or(any, could, "")));
            });
            let any = ok(b.build_load(e.ctx.i32_type(), candidates, "")).into_int_value();
            let any = ok(b.build_int_compare(IntPredicate::NE, any, e.i32(0), "any"));
            e.emit_if("gumbel_block", any, &mut || {
                let block_end = ok(b.build_int_add(block, lanes_end, ""));
                noise::gumbel_from_words(e, into, c, (block, block_end), lane_hints);
                push_block(block);
            });
        });
        noise::gumbel_from_words(e, into, c, (blocks_end, c_end), LoopHints::default());
        e.emit_loop("fold_tail", blocks_end, c_end, e.i64(1), &mut |f| {
            push(f, None)
        });
    });
    // A pass shorter than one block of lanes (a narrow row) leaves every lane empty.
    let length = ok(b.build_int_sub(end, begin, "length"));
    let used = ok(b.build_int_compare(IntPredicate::UGE, length, e.i64(n_lanes), "used"));
    folds
        .iter()
        .map(|fold| lanes_of(fold).finish_if_used(e, fold.kind, used))
        .collect()
}

/// The GPU wide entry (rows wider than the register entries serve): one workgroup of `lanes`
/// lanes per row of any width, lane `l` evaluating features `l, l + lanes, ...` (and drawing
/// their normals) into global scratch memory, lane 0 folding sums between barriers, the lanes
/// searching and listing prefixes together ([`emit_scratch_row`]).
pub(super) fn emit_gpu_wide_body<'ctx>(e: &Emitter<'_, 'ctx>, lanes: u32) {
    let b = e.builder;
    let i64t = e.ctx.i64_type();
    let row = ok(b.build_int_z_extend(gpu::group_id(e), i64t, "row"));
    let lane = ok(b.build_int_z_extend(gpu::lane_id(e), i64t, "lane"));
    let inside = ok(b.build_int_compare(IntPredicate::ULT, row, e.param_int("n_rows"), "inside"));
    let (spread, uniforms) = wide_lanes(e, lanes, lane);
    // A program that keeps no values across passes (a map without folds) takes no scratch.
    let scratch = e
        .params
        .contains_key("scratch")
        .then(|| e.param_ptr("scratch"));
    e.emit_if("row", inside, &mut || {
        emit_scratch_row(e, row, uniforms, scratch, &spread, None);
    });
}

/// The lanes of a wide entry's workgroup (`lane`: this one) and its shared arrays: the
/// uniforms (returned beside the lanes), the max folds' tree and the searches' words.
fn wide_lanes<'ctx>(
    e: &Emitter<'_, 'ctx>,
    lanes: u32,
    lane: IntValue<'ctx>,
) -> (Lanes<'ctx>, PointerValue<'ctx>) {
    let b = e.builder;
    let uniforms = gpu::shared_array(e, "tessera_uniforms_wide", e.program.n_uniforms.max(1));
    let is_lane0 = ok(b.build_int_compare(IntPredicate::EQ, lane, e.i64(0), "lane0"));
    let tree = e.program.has_max_folds().then(|| Tree {
        values: gpu::shared_array(e, "tessera_tree_values_wide", lanes),
        indices: gpu::shared_array(e, "tessera_tree_indices_wide", lanes),
        lanes,
    });
    let search_counter = e
        .program
        .has_counted_search()
        .then(|| gpu::shared_array(e, "tessera_search_count_wide", 1));
    let search_sums = e.program.has_summed_search().then(|| {
        let words = crate::targets::summed_search_words(e.program, lanes);
        gpu::shared_array(e, "tessera_search_sums_wide", words)
    });
    // Beside the folds, or in the tree's index words.
    let search_counts = search_sums.map(|sums| match &tree {
        Some(tree) if crate::targets::summed_search_borrows_tree(e.program) => tree.indices,
        _ => e.element_ptr(sums, e.i64(u64::from(lanes))),
    });
    let search_guided = e.program.guided_search().map(|_| search::GuidedShared {
        bins: gpu::shared_array(e, "tessera_guided_bins_wide", 1 << GUIDED_BIN_BITS),
        words: gpu::shared_words(e, "tessera_guided_words_wide", lanes + GUIDED_RANGE_WORDS),
        ordinals: gpu::shared_vectors(
            e,
            "tessera_guided_ordinals_wide",
            e.ctx.i64_type().into(),
            GUIDED_TILE,
        ),
        weights: (e.program.guided_search() == Some(FoldKind::Sum)).then(|| {
            gpu::shared_vectors(
                e,
                "tessera_guided_weights_wide",
                e.ctx.f32_type().into(),
                GUIDED_TILE,
            )
        }),
    });
    let spread = Lanes {
        first: lane,
        stride: e.i64(u64::from(lanes)),
        n_lanes: lanes,
        lane0: Some(is_lane0),
        tree,
        search_counter,
        search_sums,
        search_counts,
        search_guided,
    };
    (spread, uniforms)
}

/// The GPU split entry of a sampler whose rows can split (`tessera_rt::abi::GPU_SPLIT_LAUNCH`,
/// `rows::SpanPlan`): workgroup `g` runs span `g % n_spans` of row `g / n_spans` with the wide
/// entry's lanes and shared arrays. A launch that splits plainly (no pass of
/// `SpanPlan::blocked_by` runs) folds each span into its record; one that splits by candidates
/// (`span::Splits`: top-k on and short) also lists each span's top-k in its record
/// and finishes over the candidates ([`emit_gpu_span`]); one that cannot split runs each row
/// in its span 0 as the wide entry does.
pub(super) fn emit_gpu_split_body<'ctx>(e: &Emitter<'_, 'ctx>, lanes: u32) {
    let b = e.builder;
    let i64t = e.ctx.i64_type();
    let plan = crate::targets::span_plan(e.program)
        .expect("internal error: a split entry for a program whose rows cannot split");
    let group = ok(b.build_int_z_extend(gpu::group_id(e), i64t, "group"));
    let lane = ok(b.build_int_z_extend(gpu::lane_id(e), i64t, "lane"));
    let n_spans = e.param_int("n_spans");
    let row = ok(b.build_int_unsigned_div(group, n_spans, "row"));
    let span = ok(b.build_int_unsigned_rem(group, n_spans, "span"));
    let inside = ok(b.build_int_compare(IntPredicate::ULT, row, e.param_int("n_rows"), "inside"));
    let (spread, uniforms) = wide_lanes(e, lanes, lane);
    let scratch = e.param_ptr("scratch");
    let splits = span::Splits::of(e, &plan);
    let span0 = ok(b.build_int_compare(IntPredicate::EQ, span, e.i64(0), "span0"));
    e.emit_if("row", inside, &mut || {
        e.emit_if_else(
            "split",
            splits.any,
            &mut || {
                splits.dispatch(
                    e,
                    "split.plain",
                    &mut || emit_gpu_span(e, &plan, row, span, uniforms, &spread, None),
                    &mut |search| {
                        let candidates = Some((search, scratch));
                        emit_gpu_span(e, &plan, row, span, uniforms, &spread, candidates);
                    },
                )
            },
            &mut || {
                e.emit_if("whole", span0, &mut || {
                    emit_scratch_row(e, row, uniforms, Some(scratch), &spread, None);
                });
            },
        );
    });
}

/// Span `span` of row `row` of a GPU split launch. Each live pass (`SpanPlan::live`: Max and
/// ArgMax folds only; by candidates, those before the search) folds the span's features, each
/// lane its own and a tree merging the lanes (`fold::emit_tree_state`), into the span's
/// record. By candidates (`candidates`: the search pass and the scratch buffer), the lanes
/// then search the span's own top-k together (its keys in the row's scratch, at their
/// features) and list its features in order after the record's first `SPAN_RECORD_WORDS`
/// words, their number in word `SPAN_COUNT_WORD`. Then lane 0 counts the span in word 0 of
/// the row's first record (an atomic add between release and acquire fences, so the records
/// written before are seen by the workgroup that counts last; that one resets the count to
/// zero, `count_span`), and the last span finishes
/// the row: plainly on lane 0 (`span::emit_finish`: the partials pushed in span order, the
/// sequential fold's result), by candidates on every lane ([`emit_gpu_finish_candidates`]).
fn emit_gpu_span<'ctx>(
    e: &Emitter<'_, 'ctx>,
    plan: &crate::rows::SpanPlan,
    row: IntValue<'ctx>,
    span: IntValue<'ctx>,
    uniforms: PointerValue<'ctx>,
    lanes: &Lanes<'ctx>,
    candidates: Option<(usize, PointerValue<'ctx>)>,
) {
    let b = e.builder;
    let i32t = e.ctx.i32_type();
    let env = row_env(e, row, uniforms);
    let n_spans = e.param_int("n_spans");
    let lane0 = lanes
        .lane0
        .expect("internal error: a GPU span without lanes");
    let tree = lanes
        .tree
        .as_ref()
        .expect("internal error: a split program without max folds");
    let record = |s: IntValue<'ctx>| {
        let at = ok(b.build_int_mul(row, n_spans, ""));
        let at = ok(b.build_int_add(at, s, ""));
        e.element_ptr(
            e.param_ptr("partials"),
            ok(b.build_int_mul(at, e.param_int("span_words"), "record")),
        )
    };
    let bound = |s: IntValue<'ctx>| {
        let scaled = ok(b.build_int_mul(s, env.n_features, ""));
        ok(b.build_int_unsigned_div(scaled, n_spans, "span_bound"))
    };
    let begin = bound(span);
    let end = bound(ok(b.build_int_add(span, e.i64(1), "")));
    // The passes a span folds: every live one, or by candidates those before the search.
    let upto = candidates.map_or(e.program.passes.len(), |(search, _)| search);
    // The passes that cannot run in a split launch are skipped; the live ones read their
    // uniforms.
    e.emit_if("span.skipped", lane0, &mut || {
        for (pass, live) in e.program.passes[..upto].iter().zip(&plan.live) {
            if !live {
                e.store_skipped_uniforms(pass, uniforms);
            }
        }
    });
    gpu::barrier(e);
    let features = FeatureRange {
        first: ok(b.build_int_add(begin, lanes.first, "first")),
        end,
        stride: lanes.stride,
        draw_gumbel: false,
        list: None,
    };
    let no_scratch = |_: usize, _: IntValue<'ctx>| -> PointerValue<'ctx> {
        unreachable!("internal error: a span's max folds need no scratch")
    };
    for (i, pass) in e.program.passes[..upto].iter().enumerate() {
        let (true, PassEnd::Fold(folds)) = (plan.live[i], &pass.end) else {
            continue;
        };
        e.with_guard(pass, uniforms, Some(lane0), &mut || {
            let accs: Vec<Option<fold::FoldAcc>> = folds
                .iter()
                .map(|f| Some(fold::FoldAcc::new(e, f.kind)))
                .collect();
            emit_fold_values(
                e,
                &env,
                None,
                pass,
                folds,
                false,
                &features,
                &no_scratch,
                &accs,
            );
            for (k, acc) in accs.iter().enumerate() {
                let acc = acc.as_ref().expect("internal error: a span fold's state");
                let lane = (lanes.first, lane0, tree.lanes);
                let arrays = (tree.values, tree.indices);
                fold::emit_tree_state(e, acc, lane, arrays, &mut |value, index| {
                    let (value_slot, index_slot) =
                        span::partial_slots(e, record(span), plan.slot(i, k));
                    e.store(value_slot, value);
                    e.store(index_slot, ok(b.build_int_truncate(index, i32t, "")));
                });
            }
        });
    }
    let Some((search, scratch)) = candidates else {
        e.emit_if("span.count", lane0, &mut || {
            let is_last = count_span(e, record(e.i64(0)), n_spans);
            e.emit_if("span.finish", is_last, &mut || {
                gpu::device_fence(e, inkwell::AtomicOrdering::Acquire);
                let all = e.program.passes.len();
                span::emit_finish(e, plan, row, uniforms, all, &record);
            });
        });
        return;
    };
    let row_scratch = gpu_row_scratch(e, scratch, row, env.n_features);
    let array =
        |k: usize, f: IntValue<'ctx>| scratch_element(e, Some(row_scratch), env.n_features, k, f);
    let (pass, s) = span::candidate_search(e, search);
    // The span's keys at their features (the spans of a row own disjoint features).
    e.emit_loop("span.keys", features.first, end, lanes.stride, &mut |f| {
        e.store(array(0, f), span::key_at(e, &env, pass, s, f));
    });
    let length = ok(b.build_int_sub(end, begin, "span_length"));
    emit_collective_search(e, &env, pass, s, lanes, uniforms, length, &mut |j| {
        let f = ok(b.build_int_add(begin, j, "f"));
        let key = ok(b.build_load(i32t, array(0, f), "key")).into_int_value();
        (key, e.ctx.f32_type().const_float(1.0), f)
    });
    let lists = span_lists(e, lanes, search);
    let mine = record(span);
    let words = e.element_ptr(mine, e.i64(SPAN_RECORD_WORDS as u64));
    let count = e.element_ptr(mine, e.i64(SPAN_COUNT_WORD as u64));
    lists.list_range(
        e,
        &env,
        search,
        (begin, end),
        &|n| e.element_ptr(words, n),
        count,
    );
    // Every lane's writes to the record and the scratch are released before lane 0 counts;
    // lane 0 tells the others whether this span is the row's last.
    gpu::device_fence(e, inkwell::AtomicOrdering::Release);
    gpu::barrier(e);
    let last = gpu::shared_array(e, "tessera_split_last", 1);
    e.emit_if("span.count", lane0, &mut || {
        let is_last = count_span(e, record(e.i64(0)), n_spans);
        e.store(last, ok(b.build_int_z_extend(is_last, i32t, "")));
    });
    gpu::barrier(e);
    let is_last = ok(b.build_load(i32t, last, "last")).into_int_value();
    let is_last = ok(b.build_int_compare(IntPredicate::NE, is_last, e.i32(0), "is_last"));
    e.emit_if("span.finish", is_last, &mut || {
        gpu::device_fence(e, inkwell::AtomicOrdering::Acquire);
        emit_gpu_finish_candidates(
            e, plan, search, row, uniforms, lanes, &lists, &array, &record,
        );
    });
}

/// Lane 0: counts a span in `counter` (after a release fence, an atomic add); whether it is
/// the last of `n_spans`. The last resets the counter to zero (every other span of the launch
/// has counted), so a launch leaves its counters as it found them and the next launch of the
/// same record layout needs no zeroing (`abi::GPU_SPLIT_LAUNCH`).
fn count_span<'ctx>(
    e: &Emitter<'_, 'ctx>,
    counter: PointerValue<'ctx>,
    n_spans: IntValue<'ctx>,
) -> IntValue<'ctx> {
    let b = e.builder;
    let i32t = e.ctx.i32_type();
    gpu::device_fence(e, inkwell::AtomicOrdering::Release);
    let before = gpu::device_atomic_add(
        e,
        counter,
        e.i32(1),
        inkwell::AtomicOrdering::AcquireRelease,
    );
    let last = ok(b.build_int_sub(n_spans, e.i64(1), ""));
    let last = ok(b.build_int_truncate(last, i32t, ""));
    let is_last = ok(b.build_int_compare(IntPredicate::EQ, before, last, "last_span"));
    e.emit_if("span.reset", is_last, &mut || e.store(counter, e.i32(0)));
    is_last
}

/// The list of a split launch's workgroup (`listed::Lists`, listed by its lanes): its
/// candidate search's, `search`, after the other scratch arrays (the passes after it run over
/// that list; `targets::split_abi` counts its shared words).
fn span_lists<'ctx>(
    e: &Emitter<'_, 'ctx>,
    lanes: &Lanes<'ctx>,
    search: usize,
) -> listed::Lists<'ctx> {
    let spread = listed::Spread {
        lane: lanes.first,
        lane0: lanes
            .lane0
            .expect("internal error: GPU lists without lanes"),
        lanes: lanes.n_lanes,
    };
    let first_array = e.program.scratch_values_per_feature() as usize;
    listed::Lists::only(e, first_array, Some(spread), search)
}

/// The search of pass `pass` over `n` elements (`element(j)`: the `j`-th's key, weight and
/// feature, in feature order) by every lane of `lanes` together (`search::Collective`),
/// between barriers; its uniforms land in `uniforms`.
#[allow(clippy::too_many_arguments)]
fn emit_collective_search<'ctx>(
    e: &Emitter<'_, 'ctx>,
    env: &RowEnv<'ctx>,
    pass: &crate::rows::Pass,
    s: &crate::rows::Search,
    lanes: &Lanes<'ctx>,
    uniforms: PointerValue<'ctx>,
    n: IntValue<'ctx>,
    element: &mut dyn FnMut(IntValue<'ctx>) -> search::Element<'ctx>,
) {
    let collective = lanes
        .collective(pass, s)
        .expect("internal error: a GPU search without its shared words");
    let target = e.emit_lane(env, None, pass, e.i64(0), false)[s.target.0 as usize];
    gpu::barrier(e);
    search::emit_search_pass(
        e,
        pass,
        s,
        n,
        env.n_features,
        target,
        uniforms,
        element,
        Some(&collective),
        None,
    );
    gpu::barrier(e);
}

/// The finish of row `row` of a GPU split launch by candidates, on every lane of the last
/// span's workgroup: lane 0 merges the partials of the passes before the search
/// (`span::emit_finish`); the lanes gather the spans' candidates in span order (so in feature
/// order; each lane the spans `lane, lane + lanes, ..`, their keys into scratch array 0 and
/// features into array 2 at their places), search the row's top-k among them together, list
/// its features (`listed::Lists::list_candidates`), run every later pass over that list (each
/// is confined to the search, or never runs in such a launch: its guard is one of
/// `plan.candidates_blocked_by`) and lane 0 stores the row.
#[allow(clippy::too_many_arguments)]
fn emit_gpu_finish_candidates<'ctx>(
    e: &Emitter<'_, 'ctx>,
    plan: &crate::rows::SpanPlan,
    search: usize,
    row: IntValue<'ctx>,
    uniforms: PointerValue<'ctx>,
    lanes: &Lanes<'ctx>,
    lists: &listed::Lists<'ctx>,
    array: &dyn Fn(usize, IntValue<'ctx>) -> PointerValue<'ctx>,
    record: &dyn Fn(IntValue<'ctx>) -> PointerValue<'ctx>,
) {
    let b = e.builder;
    let (i32t, i64t) = (e.ctx.i32_type(), e.ctx.i64_type());
    let (zero, one) = (e.i64(0), e.i64(1));
    let env = row_env(e, row, uniforms);
    let lane0 = lanes
        .lane0
        .expect("internal error: a GPU finish without lanes");
    e.emit_if("finish.merge", lane0, &mut || {
        span::emit_finish(e, plan, row, uniforms, search, record);
    });
    gpu::barrier(e);
    let n_spans = e.param_int("n_spans");
    let count_of = |s: IntValue<'ctx>| {
        let word = e.element_ptr(record(s), e.i64(SPAN_COUNT_WORD as u64));
        let count = ok(b.build_load(i32t, word, "count")).into_int_value();
        ok(b.build_int_z_extend(count, i64t, "count"))
    };
    // The candidates before span `s` (every lane counts them itself), and all of them.
    let before = |s: IntValue<'ctx>| {
        let sum = e.entry_alloca(i64t.into(), "candidates_before");
        e.store(sum, zero);
        e.emit_loop("finish.before", zero, s, one, &mut |t| {
            let at = ok(b.build_load(i64t, sum, "")).into_int_value();
            e.store(sum, ok(b.build_int_add(at, count_of(t), "")));
        });
        ok(b.build_load(i64t, sum, "before")).into_int_value()
    };
    let (pass, s) = span::candidate_search(e, search);
    e.emit_loop(
        "finish.spans",
        lanes.first,
        n_spans,
        lanes.stride,
        &mut |span| {
            let first = before(span);
            let words = e.element_ptr(record(span), e.i64(SPAN_RECORD_WORDS as u64));
            e.emit_loop("finish.candidates", zero, count_of(span), one, &mut |i| {
                let f = ok(b.build_load(i32t, e.element_ptr(words, i), "f")).into_int_value();
                let feature = ok(b.build_int_z_extend(f, i64t, "f"));
                let at = ok(b.build_int_add(first, i, "at"));
                e.store(array(0, at), span::key_at(e, &env, pass, s, feature));
                e.store(array(2, at), f);
            });
        },
    );
    let n = before(n_spans);
    let feature = |j: IntValue<'ctx>| {
        let f = ok(b.build_load(i32t, array(2, j), "f")).into_int_value();
        ok(b.build_int_z_extend(f, i64t, "f"))
    };
    // `emit_collective_search` starts with a barrier: the candidates are written.
    emit_collective_search(e, &env, pass, s, lanes, uniforms, n, &mut |j| {
        let key = ok(b.build_load(i32t, array(0, j), "key")).into_int_value();
        (key, e.ctx.f32_type().const_float(1.0), feature(j))
    });
    lists.list_candidates(e, &env, search, n, &feature, array);
    let last = e.program.passes.len() - 1;
    for later in &e.program.passes[search + 1..last] {
        // A blocked pass never runs here (its guard's else branch still sets its uniforms).
        let blocked = plan.skipped_by_candidates(later);
        e.with_guard(later, uniforms, Some(lane0), &mut || {
            if !blocked {
                let list = Some((lists, search));
                emit_pass_on_lanes(e, &env, None, later, false, lanes, array, uniforms, list);
            }
        });
    }
    e.emit_if("finish.store", lane0, &mut || {
        e.store_uniform_sinks(&env, None, &e.program.passes[last], false);
    });
}

/// Moves the first `n_elements` elements of scratch arrays 0 (keys) and 1 (weights) whose
/// weight is not zero to the front, in order, recording each one's feature index (i32) in
/// array 2 (its position; `listed`: the feature array 2 already holds at its position);
/// returns their number. In place ([`compact::compact_in_order`]): an element never moves to a
/// later position, and a row without zero weights only has its positions written to array 2.
fn compact_nonzero<'ctx>(
    e: &Emitter<'_, 'ctx>,
    n_elements: IntValue<'ctx>,
    array: &dyn Fn(usize, IntValue<'ctx>) -> PointerValue<'ctx>,
    listed: bool,
) -> IntValue<'ctx> {
    let b = e.builder;
    let i32t = e.ctx.i32_type();
    let feature_of = |f: IntValue<'ctx>| match listed {
        true => ok(b.build_load(i32t, array(2, f), "feature")).into_int_value(),
        false => ok(b.build_int_truncate(f, i32t, "")),
    };
    compact::compact_in_order(
        e,
        "compact",
        n_elements,
        &mut |f| {
            let weight = e.load_f32(array(1, f));
            let zero = e.ctx.f32_type().const_float(0.0);
            ok(b.build_float_compare(inkwell::FloatPredicate::UNE, weight, zero, "nonzero"))
        },
        &mut |f, at| {
            let key = ok(b.build_load(i32t, array(0, f), "key"));
            e.store(array(0, at), key);
            e.store(array(1, at), e.load_f32(array(1, f)));
            e.store(array(2, at), feature_of(f));
        },
        Some(&mut |start, stop| {
            if !listed {
                e.emit_loop("compact.positions", start, stop, e.i64(1), &mut |f| {
                    e.store(array(2, f), feature_of(f));
                });
            }
        }),
    )
}
