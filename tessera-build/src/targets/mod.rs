//! Stage 7: target plugins. A [`Target`] names one chip: its LLVM triple, CPU and features, its
//! artifact format and entry ABI, and (with the `llvm` feature) the few per-target pieces the
//! shared emitter needs (kernel calling convention, thread indices, barriers). One file per
//! family, one lookup table.

use std::fmt;

use tessera_rt::abi::{
    AbiRecord, GPU_SPLIT_LAUNCH, LANGEVIN_LAUNCH, LaunchShape, ParamKind, ParamType,
    SAMPLER_LAUNCH, SPAN_LAUNCH, SPAN_MAX_PARTIALS, SPAN_RECORD_WORDS,
};
use tessera_rt::kernel::ProgramKind;

use crate::rows::RowProgram;

pub mod amdgpu;
pub mod nvptx;
pub mod simt;
pub mod x86;

/// What an artifact's payload is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// An ELF relocatable object for x86-64, linked into the consumer.
    Object,
    /// NVIDIA PTX text.
    Ptx,
    /// An NVIDIA cubin (ELF, native code for one SM), compiled from the PTX by `ptxas` when the
    /// build finds it; never a target's primary format.
    Cubin,
    /// An AMD HSA code object (ELF shared object).
    Hsaco,
}

impl Format {
    /// The format whose [`Format::extension`] is `extension`.
    pub fn from_extension(extension: &str) -> Option<Format> {
        [Format::Object, Format::Ptx, Format::Cubin, Format::Hsaco]
            .into_iter()
            .find(|f| f.extension() == extension)
    }

    pub fn extension(self) -> &'static str {
        match self {
            Format::Object => "o",
            Format::Ptx => "ptx",
            Format::Cubin => "cubin",
            Format::Hsaco => "hsaco",
        }
    }
}

/// Which part of the shared emitter's per-target code applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Family {
    X86,
    Nvptx,
    Amdgpu,
    /// A GPU mapping emulated on the host ([`simt`]): GPU entries, x86 code.
    Simt,
}

impl Family {
    /// Whether entries follow the GPU execution mapping (workgroups of lanes, shared memory,
    /// barriers): every family but x86.
    pub fn gpu_mapping(self) -> bool {
        self != Family::X86
    }

    /// Whether the code runs on a GPU (kernel calling convention, GPU address spaces, the
    /// parameters passed one by one).
    pub fn native_gpu(self) -> bool {
        matches!(self, Family::Nvptx | Family::Amdgpu)
    }
}

/// One compilation target: one chip.
pub trait Target: Sync + fmt::Debug {
    /// The chip name users type (`x86-64-v3`, `sm_90`, `gfx1151`, ...).
    fn chip(&self) -> &'static str;
    fn family(&self) -> Family;
    fn triple(&self) -> &'static str;
    fn llvm_cpu(&self) -> &'static str;
    fn llvm_features(&self) -> &'static str {
        ""
    }
    fn format(&self) -> Format;
    /// The entry symbol of `program`'s kernel on this target.
    fn entry_name(&self, program: &str) -> String;
}

/// Every target this generator knows, in the order `--chip` help lists them.
pub static TARGETS: &[&dyn Target] = &[
    &x86::X86 { level: "x86-64" },
    &x86::X86 { level: "x86-64-v3" },
    &x86::X86 { level: "x86-64-v4" },
    &nvptx::Nvptx { sm: "sm_90" },
    &nvptx::Nvptx { sm: "sm_120" },
    &amdgpu::Amdgpu { gfx: "gfx1151" },
    &amdgpu::Amdgpu { gfx: "gfx1201" },
    &amdgpu::Amdgpu {
        gfx: "gfx11-generic",
    },
    &amdgpu::Amdgpu {
        gfx: "gfx12-generic",
    },
];

/// A chip this generator does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown chip `{chip}`: the known chips are {}", known_chips().join(", "))]
pub struct UnknownChip {
    pub chip: String,
}

/// The names of every known chip.
pub fn known_chips() -> Vec<&'static str> {
    TARGETS.iter().map(|t| t.chip()).collect()
}

/// The target for `chip`, or an error listing the known chips.
pub fn lookup(chip: &str) -> Result<&'static dyn Target, UnknownChip> {
    TARGETS
        .iter()
        .copied()
        .find(|t| t.chip() == chip)
        .ok_or_else(|| UnknownChip {
            chip: chip.to_string(),
        })
}

/// The entries of a GPU image, narrowest first: `(lanes, capacity)` serves rows of up to
/// `lanes * capacity` features with workgroups of `lanes` lanes, each lane holding `capacity`
/// state elements in registers (feature `lane + k * lanes` in its `k`-th). Wider rows than the
/// last entry serves ([`GPU_MAX_FEATURES`]) take the wide entry ([`GPU_WIDE_LANES`]).
pub const GPU_VARIANTS: [(u32, u32); 6] = [
    (256, 1),
    (512, 1),
    (1024, 1),
    (1024, 2),
    (1024, 4),
    (1024, 8),
];
/// The register entries of a program whose rows fold a sequential sum on one lane (those the
/// x86 entry runs in [`lockstep`] blocks): the same widths as [`GPU_VARIANTS`] (so the same
/// entry names), up to 2048 features in workgroups of 256 lanes with more features per lane.
/// Lane 0's chain of dependent adds takes as long in either shape, and every other lane of
/// its workgroup waits for it at a barrier; a 1024-lane workgroup of 45 to 64 registers per
/// lane fills a multiprocessor's 65536 registers alone, so nothing else runs there during the
/// chain, while 256-lane workgroups leave room for others whose lanes compute meanwhile.
pub const GPU_SUM_VARIANTS: [(u32, u32); 6] =
    [(256, 1), (256, 2), (256, 4), (256, 8), (1024, 4), (1024, 8)];

/// The register entries of `program`: [`GPU_SUM_VARIANTS`] for a program that folds a
/// sequential sum without searching ([`lockstep`]), else [`GPU_VARIANTS`].
pub fn gpu_variants(program: &RowProgram) -> &'static [(u32, u32)] {
    match lockstep(program) {
        true => &GPU_SUM_VARIANTS,
        false => &GPU_VARIANTS,
    }
}

/// The packed entries of every program, before [`GPU_VARIANTS`]: `(lanes, rows)`
/// serves rows of up to `lanes` features with workgroups of `lanes * rows` = 256 lanes, `rows`
/// rows per workgroup (`tessera_rt::abi::rows_per_group`), so a narrow row does not leave most
/// of its workgroup idle. A program that folds gives each row of the workgroup its own slice of
/// every shared array, and the lanes of rows past the end run the last row's program without
/// storing anything, so every lane reaches every barrier. A sampler's searches there run their
/// bitwise rounds in step (`codegen::search::Collective::in_step`) until every row of the
/// workgroup has settled.
pub const GPU_PACKED_VARIANTS: [(u32, u32); 4] = [(4, 64), (32, 8), (64, 4), (128, 2)];
/// The widest row a GPU register entry serves.
pub const GPU_MAX_FEATURES: u32 = 1024 * 8;
/// Lanes of a GPU wide entry (`<entry>_wide`, every program): rows of any width, the lanes
/// striding over the features and keeping their values in global scratch memory.
pub const GPU_WIDE_LANES: u32 = 256;
/// The bins of a guided search pass's histogram (`codegen::search`): at most `2^11`, on x86 on
/// the stack, in a GPU wide entry in shared memory ([`guided_words`]).
pub const GUIDED_BIN_BITS: u32 = 11;
/// The 64-bit words of a GPU guided pass's range, after its lanes' candidates
/// (`codegen::search::GuidedShared`).
pub const GUIDED_RANGE_WORDS: u32 = 5;
/// The elements a GPU wide or split entry's lanes stage in shared memory at a time for the
/// folds of a sequential-sum search in which every lane folds every element (its own
/// candidate's): each element's 64-bit ordinal and its weight, 12 bytes
/// (`codegen::search::GuidedShared`). A multiple of 8: the lanes read a tile eight elements
/// at a time in vector loads.
pub const GUIDED_TILE: u32 = 1024;
/// The candidates of a GPU guided pass of a sequential-sum search that picks them from its
/// histogram (`codegen::search`), one per lane: each such lane folds its candidate's prefix
/// mass over the elements, a compare, a select and an add per element, so a pass issues
/// that much per element for every folding lane. 128 lanes (four warps: one per scheduler of
/// an NVIDIA multiprocessor, where each add still waits on the one before it) issue half of
/// what the wide entry's 256 would, for a window around the estimate's crossing half as wide
/// (31 bins each side). A pass that lists the interval's elements as candidates takes one per
/// lane, so that an interval of up to 255 elements ends the search.
pub const GUIDED_SEQUENTIAL_CANDIDATES: u32 = 128;
/// The candidates of a GPU guided pass of a pairwise-sum search (`codegen::search`), whose
/// lanes fold every candidate's pairwise sum together, each lane a block of the elements:
/// a pass costs a fold over the row per candidate, so a pass tries these few, where a
/// sequential sum's lanes try one each. Their lanes' partial sums take `lanes` f32 each, in
/// the histogram's bins and the staged tile's ordinals (neither in use during that fold).
pub const GUIDED_PAIRWISE_CANDIDATES: u32 = 16;

/// The ABI records of `program`'s entries on `target`: one for x86; for GPUs one per variant
/// in [`gpu_variants`] whose shared memory fits [`GPU_MAX_SHARED_BYTES`] (named
/// `<entry>_w<width>`), before them the packed entries ([`GPU_PACKED_VARIANTS`]), and after
/// them the wide entry (`<entry>_wide`, capacity 0 in the
/// variant) for rows wider than the register entries serve.
pub fn kernel_abis(target: &dyn Target, program: &RowProgram) -> Vec<AbiRecord> {
    if !target.family().gpu_mapping() {
        return vec![kernel_abi(target, program, None)];
    }
    let packed = GPU_PACKED_VARIANTS
        .iter()
        .map(|&(lanes, rows)| packed_abi(target, program, lanes, rows));
    packed
        .chain(
            gpu_variants(program)
                .iter()
                .map(|&v| kernel_abi(target, program, Some(v)))
                .filter(|abi| abi.shared_bytes <= GPU_MAX_SHARED_BYTES),
        )
        .chain([kernel_abi(target, program, Some((GPU_WIDE_LANES, 0)))])
        .chain(span_plan(program).map(|plan| split_abi(target, program, &plan)))
        .collect()
}

/// The split entry of a sampler whose rows can split (`<entry>_split`,
/// `tessera_rt::abi::GPU_SPLIT_LAUNCH`): the wide entry's parameters, shared memory and scratch,
/// then `n_spans` and `partials`; each row runs as `n_spans` workgroups of
/// [`GPU_WIDE_LANES`] lanes.
fn split_abi(target: &dyn Target, program: &RowProgram, plan: &crate::rows::SpanPlan) -> AbiRecord {
    let wide = kernel_abi(target, program, Some((GPU_WIDE_LANES, 0)));
    let mut params: Vec<(String, ParamKind, ParamType)> = wide
        .params
        .iter()
        .map(|p| (p.name.clone(), p.kind, p.ty))
        .collect();
    for (name, ty) in GPU_SPLIT_LAUNCH {
        params.push((name.into(), ParamKind::Launch, ty));
    }
    params.push(("partials".into(), ParamKind::Partials, ParamType::Ptr));
    // A split by candidates lists each span's top-k with the lanes (its own list's count and
    // the lanes' offsets) and tells the lanes whether the span finishes the row (one word).
    let by_candidates = plan.candidates.is_some();
    let candidate_words = match by_candidates {
        true => 1 + GPU_WIDE_LANES + 1,
        false => 0,
    };
    let shape = LaunchShape {
        rule: format!(
            "grid = (n_rows * n_spans, 1, 1); block = ({GPU_WIDE_LANES}, 1, 1); workgroup g runs \
             span g % n_spans of row g / n_spans (features span * n_features / n_spans ..), \
             span_words (at least {SPAN_RECORD_WORDS}; by candidates, when {}, \
             {SPAN_RECORD_WORDS} + top_k) words of partials per span, word 0 of a row's first \
             one zero (the row's span count: the last span of a row to finish resets it and \
             merges the records); a \
             launch that cannot split runs each row in its span 0 as the wide entry does \
             (n_rows * n_features * {} bytes of scratch, used by a split by candidates too)",
            candidate_condition(&plan.candidates_blocked_by),
            wide.scratch_bytes
        ),
        block_lanes: wide.block_lanes,
        shared_bytes: wide.shared_bytes + 4 * candidate_words,
        max_features: u64::MAX,
        scratch_bytes: wide.scratch_bytes,
        splits_by_candidates: by_candidates,
        candidates_blocked_by: plan.candidates_blocked_by.clone(),
    };
    let entry = format!("{}_split", target.entry_name(&program.name));
    AbiRecord::new(&entry, shape, &params)
}

/// A packed entry (`<entry>_w<lanes>x<rows>`, [`GPU_PACKED_VARIANTS`]): the register entry of
/// capacity 1 with `rows` rows of `lanes` lanes per workgroup, each row with its own slice of
/// the shared arrays. Its record's `block_lanes` is the workgroup (`lanes * rows`) and
/// `max_features` the row width (`lanes`), which is how `tessera_rt::abi::rows_per_group` tells
/// it apart.
fn packed_abi(target: &dyn Target, program: &RowProgram, lanes: u32, rows: u32) -> AbiRecord {
    let mut abi = kernel_abi(target, program, Some((lanes, 1)));
    abi.entry = format!("{}_w{lanes}x{rows}", target.entry_name(&program.name));
    abi.block_lanes = lanes * rows;
    abi.shared_bytes *= rows;
    abi.launch = format!(
        "grid = (ceil(n_rows / {rows}), 1, 1); block = ({}, 1, 1); lane t serves row \
         group * {rows} + t / {lanes}, holding feature t % {lanes} in a register; n_features <= \
         {lanes}",
        lanes * rows,
    );
    assert_eq!(
        abi.rows_per_group(),
        rows,
        "internal error: a packed entry's record"
    );
    abi
}

/// The shared words a GPU entry of `lanes` lanes keeps for its lanes' reductions: each lane's
/// best value and index for the max folds' tree (`codegen::fold::emit_tree_max`), one count
/// for counted searches and [`summed_search_words`] for summed searches
/// (`codegen::search::Collective`).
pub fn reduction_words(program: &RowProgram, lanes: u32) -> u32 {
    let tree = if program.has_max_folds() {
        2 * lanes
    } else {
        0
    };
    let sums = if program.has_summed_search() {
        summed_search_words(program, lanes)
    } else {
        0
    };
    tree + u32::from(program.has_counted_search()) + sums
}

/// The shared words of a summed search's lanes (`codegen::search::Collective`): each lane's
/// fold, then, unless the program has max folds, whose tree's index words the search borrows
/// for them ([`summed_search_borrows_tree`]), the number of elements each lane's candidate
/// takes, then [`SUMMED_SEARCH_SPARE`] words, the first of which a packed entry's first row
/// keeps for the workgroup (`Collective::unsettled`; unused in other entries and rows).
pub fn summed_search_words(program: &RowProgram, lanes: u32) -> u32 {
    match summed_search_borrows_tree(program) {
        true => lanes + SUMMED_SEARCH_SPARE,
        false => 2 * lanes + SUMMED_SEARCH_SPARE,
    }
}

/// The words after a summed search's folds and counts ([`summed_search_words`]): one would do,
/// but ptxas and LLVM's AMDGPU backend lay the shared arrays out in declared order, each at
/// its alignment, so an array of an odd number of words pads the 8- and 16-byte aligned
/// arrays after it (the wide entries' guided words), and the ABI record, the sum of the
/// arrays' words, would miss the padding; four keep a multiple of 16 bytes.
pub const SUMMED_SEARCH_SPARE: u32 = 4;

/// Whether a summed search's lanes count their elements in the max folds' tree index words
/// (`lanes` u32, free while a search runs: a pass's search runs after its folds), which keeps
/// the sampler's `_w4096` entries within [`GPU_MAX_SHARED_BYTES`].
pub fn summed_search_borrows_tree(program: &RowProgram) -> bool {
    program.has_max_folds()
}

/// The shared words a GPU wide entry of `lanes` lanes keeps for the guided passes of a
/// sequential-sum or pairwise-sum search (`codegen::search::GuidedShared`): the histogram's
/// `2^`[`GUIDED_BIN_BITS`] f32 bins, then `lanes + `[`GUIDED_RANGE_WORDS`] 64-bit words (each
/// lane's candidate and the range of a pass), then the staged tile of [`GUIDED_TILE`]
/// elements (a 64-bit ordinal and, for a sequential sum, an f32 weight each).
pub fn guided_words(program: &RowProgram, lanes: u32) -> u32 {
    use crate::rows::FoldKind;
    let fixed = (1 << GUIDED_BIN_BITS) + 2 * (lanes + GUIDED_RANGE_WORDS);
    match program.guided_search() {
        Some(FoldKind::Sum) => fixed + 3 * GUIDED_TILE,
        // No weights tile: the pairwise passes keep block sums in the ordinals' words.
        Some(_) => fixed + 2 * GUIDED_TILE,
        None => 0,
    }
}

/// The shared words a GPU wide entry of `lanes` lanes keeps for the lists of its confined
/// passes (`codegen::listed`): one count per list and one offset per lane, none without lists.
pub fn list_words(program: &RowProgram, lanes: u32) -> u32 {
    match program.confining_searches().len() as u32 {
        0 => 0,
        n => n + lanes,
    }
}

/// A search's weights beside its keys in a GPU register entry of `width` (the keys share the
/// first fold array).
pub fn search_words(program: &RowProgram, width: u32) -> u32 {
    if program.has_search() { width } else { 0 }
}

/// Whether `program`'s GPU register entries draw `tessera-fast-v1` normals by quads of lanes
/// (`codegen::quad`): it draws noise under that policy.
pub fn quad_draws(program: &RowProgram) -> bool {
    program.noise == crate::rows::NoisePolicy::FastV1 && program.uses_noise()
}

/// Whether the quad draw of a GPU register entry whose lanes hold `capacity` features
/// borrows the entry's first fold array (`capacity * lanes` words, at least the four per lane
/// it needs) instead of an array of its own: where the lanes hold four or more features (each
/// step then draws, and reads its normals before the step's passes) and the program folds.
/// So the 8192-feature entries of folding programs keep within [`GPU_MAX_SHARED_BYTES`].
pub fn quad_borrows_folds(program: &RowProgram, capacity: u32) -> bool {
    capacity >= 4 && program.has_folds()
}

/// The shared words of the quad draw's own array in a GPU register entry of `lanes` lanes per
/// row holding `capacity` features each: four per lane (one unit block's normals), or none
/// without [`quad_draws`] or when it [borrows](quad_borrows_folds) a fold array.
pub fn quad_words(program: &RowProgram, lanes: u32, capacity: u32) -> u32 {
    if quad_draws(program) && !quad_borrows_folds(program, capacity) {
        4 * lanes
    } else {
        0
    }
}

/// The fold arrays (`width` words each) a GPU register entry of `lanes` lanes keeps for its
/// sums and search keys: one per sum of the pass with the most sums, so lane 0 folds them side
/// by side (`codegen`), as many as fit [`GPU_MAX_SHARED_BYTES`] beside the entry's other
/// shared words (the quad draw's among them), at least one.
pub fn sum_arrays(program: &RowProgram, lanes: u32, width: u32) -> u32 {
    let fixed = search_words(program, width)
        + program.n_uniforms.max(1)
        + reduction_words(program, lanes)
        + quad_words(program, lanes, width / lanes);
    let fit = (GPU_MAX_SHARED_BYTES / 4).saturating_sub(fixed) / width;
    program.max_sums_per_pass().min(fit).max(1)
}

/// The span plan (`rows::SpanPlan`) of `program`'s split entries (the x86 entry's span modes,
/// a GPU split entry), when its rows can split.
pub fn span_plan(program: &RowProgram) -> Option<crate::rows::SpanPlan> {
    crate::rows::SpanPlan::of(program, SPAN_MAX_PARTIALS)
}

/// The launch rule's words for when a launch splits by candidates: "top-k is on", and for
/// each guard that blocks that split (`rows::SpanPlan::candidates_blocked_by`, the ABI
/// records' `candidates_blocked_by`), that it does not hold.
fn candidate_condition(blocked_by: &[crate::rows::Guard]) -> String {
    use crate::rows::Guard;
    let mut condition = "top-k is on".to_string();
    for guard in blocked_by {
        condition += match guard {
            Guard::TopK => " and top-k is off",
            Guard::TopP => " and top-p is off",
            Guard::NoTopP => " and top-p is on",
        };
    }
    condition
}

/// Rows an x86 lockstep block runs side by side (`codegen::lockstep`, [`lockstep_rows`]): each
/// feature of a tile is one vector add over the rows' chains of dependent adds.
pub const LOCKSTEP_ROWS: u32 = 4;

/// The widest rows that run in blocks of [`lockstep_rows`] rows when that is more than
/// [`LOCKSTEP_ROWS`].
pub const LOCKSTEP_WIDE_ROWS_FEATURES: u64 = 2048;

/// Rows of `program`'s lockstep blocks up to [`LOCKSTEP_WIDE_ROWS_FEATURES`] features:
/// [`LOCKSTEP_ROWS`], or twice that for a map or an energy whose every pass has at most one
/// sequential sum (wider rows keep [`LOCKSTEP_ROWS`]). A pass's sums are `rows x sums` chains
/// of dependent adds, and one chain per lane of a four-lane vector leaves the adds' latency
/// uncovered: `rownorm` (one sum) ran 1.26-1.28x faster in blocks of eight rows from 64 to
/// 2048 features, the same at 4096 (1.05-1.15x slower where the launch waits on memory), while
/// `well_energy` (two sums in one pass: eight chains already) ran 1.25x slower, and Langevin
/// programs, whose blocks keep several arrays per row through K steps, no faster (`tether`)
/// or 10% slower (`sphere_align`; Zen 4, 2026-12-05; Zen 5, 2026-12-03).
pub fn lockstep_rows(program: &RowProgram) -> u32 {
    use crate::rows::{FoldKind, PassEnd};
    let one_sum = program.passes.iter().all(|pass| match &pass.end {
        PassEnd::Fold(folds) => folds.iter().filter(|f| f.kind == FoldKind::Sum).count() <= 1,
        _ => true,
    });
    if one_sum && !program.interface.is_langevin() {
        2 * LOCKSTEP_ROWS
    } else {
        LOCKSTEP_ROWS
    }
}

/// Whether `program`'s x86 entry runs wide rows in lockstep blocks of [`lockstep_rows`] rows
/// (`codegen::lockstep`): a program with a sequential sum, without searches, guards or confined
/// passes (every kind but the sampler). Its scratch memory then holds a row per block slot.
pub fn lockstep(program: &RowProgram) -> bool {
    use crate::rows::{FoldKind, PassEnd};
    let sequential_sum = program.passes.iter().any(|pass| match &pass.end {
        PassEnd::Fold(folds) => folds.iter().any(|fold| fold.kind == FoldKind::Sum),
        _ => false,
    });
    sequential_sum
        && !program.interface.is_sampler()
        && program.passes.iter().all(|pass| {
            pass.guard.is_none() && pass.within.is_none() && !matches!(pass.end, PassEnd::Search(_))
        })
}

/// The static shared memory a GPU entry may use (the 48 KiB every NVIDIA and AMD target
/// grants without opt-in). A search keeps keys and weights, 8 bytes per feature, so sampler
/// register entries stop at 4096 features (wider vocabularies take the wide entry).
pub const GPU_MAX_SHARED_BYTES: u32 = 48 * 1024;

/// The ABI record of `program`'s entry on `target` (with the `(lanes, capacity)` of a GPU entry): the buffers (state, status, outputs,
/// inputs, vectors), the scalar parameters, the row range (CPU: `row_begin`, `row_end`; GPU:
/// `n_rows`), `n_features`, and the launch values of `tessera_rt::abi::LANGEVIN_LAUNCH`
/// (Langevin programs) or `tessera_rt::abi::SAMPLER_LAUNCH` (samplers). The emitter names the entry's parameters from it and the
/// launchers fill arguments by these names.
pub fn kernel_abi(
    target: &dyn Target,
    program: &RowProgram,
    variant: Option<(u32, u32)>,
) -> AbiRecord {
    use ParamKind as K;
    use ParamType as T;
    let it = &program.interface;
    let mut params: Vec<(String, ParamKind, ParamType)> = Vec::new();
    let mut push = |name: String, kind, ty| params.push((name, kind, ty));
    if it.has_state() {
        push("state".into(), K::State, T::Ptr);
    }
    let has_status = match it.kind {
        ProgramKind::Langevin { manifold } => manifold.has_status(),
        ProgramKind::Sampler => true,
        ProgramKind::Map | ProgramKind::Energy => false,
    };
    if has_status {
        push("status".into(), K::Status, T::Ptr);
    }
    for i in 0..it.outputs.len() {
        push(format!("out_{i}"), K::Output, T::Ptr);
    }
    for i in 0..it.inputs.len() {
        push(format!("input_{i}"), K::Input, T::Ptr);
    }
    for i in 0..it.vectors.len() {
        push(format!("vector_{i}"), K::Vector, T::Ptr);
    }
    for i in 0..it.params.len() {
        push(format!("param_{i}"), K::Param, T::F32);
    }
    let scratch_bytes = 4 * program.scratch_values_with_lists();
    let wide = matches!(variant, Some((_, 0)));
    // The x86 row path keeps values for later passes in arrays after the rest (`rows::kept`).
    let kept_bytes = 4 * crate::rows::kept::KeptPlan::new(program).len() as u32;
    let scratch_bytes = match variant {
        None if lockstep(program) => (scratch_bytes + kept_bytes) * lockstep_rows(program),
        None => scratch_bytes + kept_bytes,
        Some(_) if wide => scratch_bytes,
        Some(_) => 0,
    };
    if scratch_bytes > 0 {
        push("scratch".into(), K::Scratch, T::Ptr);
    }
    if variant.is_some() {
        push("n_rows".into(), K::Launch, T::U64);
    } else {
        push("row_begin".into(), K::Launch, T::U64);
        push("row_end".into(), K::Launch, T::U64);
    }
    push("n_features".into(), K::Launch, T::U64);
    if it.is_langevin() {
        for (name, ty) in LANGEVIN_LAUNCH {
            push(name.into(), K::Launch, ty);
        }
    }
    if it.is_sampler() {
        for (name, ty) in SAMPLER_LAUNCH {
            push(name.into(), K::Launch, ty);
        }
    }
    // The x86 entry's span modes (`rows::SpanPlan`), when its rows can split.
    let plan = variant.is_none().then(|| span_plan(program)).flatten();
    let spans = plan.is_some();
    let by_candidates = plan.as_ref().is_some_and(|plan| plan.candidates.is_some());
    let blocked_by = plan.map_or_else(Vec::new, |plan| plan.candidates_blocked_by);
    if spans {
        for (name, ty) in SPAN_LAUNCH {
            push(name.into(), K::Launch, ty);
        }
        push("partials".into(), K::Partials, T::Ptr);
    }
    let (entry, shape) = match variant {
        Some((lanes, 0)) => {
            let kept = if scratch_bytes > 0 {
                format!("keeping values in scratch (n_rows * n_features * {scratch_bytes} bytes)")
            } else {
                "keeping no values across passes".to_string()
            };
            let shape = LaunchShape {
                rule: format!(
                    "grid = (n_rows, 1, 1); block = ({lanes}, 1, 1); lane l evaluates features \
                     l + k*{lanes} for every k, {kept}; max folds and searches run across the \
                     lanes, lane 0 runs the sums"
                ),
                block_lanes: lanes,
                shared_bytes: (program.n_uniforms
                    + reduction_words(program, lanes)
                    + list_words(program, lanes)
                    + guided_words(program, lanes))
                    * 4,
                max_features: u64::MAX,
                scratch_bytes,
                splits_by_candidates: false,
                candidates_blocked_by: Vec::new(),
            };
            (format!("{}_wide", target.entry_name(&program.name)), shape)
        }
        Some((lanes, c)) => {
            let width = c * lanes;
            // The fold arrays hold sums, a search's keys or borrowed quad normals; max folds
            // meet in the tree's words alone.
            let fold_arrays = program.max_sums_per_pass() > 0
                || program.has_search()
                || (quad_draws(program) && quad_borrows_folds(program, c));
            let fold_words = if program.has_folds() {
                u32::from(fold_arrays) * sum_arrays(program, lanes, width) * width
                    + search_words(program, width)
                    + program.n_uniforms.max(1)
                    + reduction_words(program, lanes)
            } else {
                0
            };
            let shared_bytes = (fold_words + quad_words(program, lanes, c)) * 4;
            let shape = LaunchShape {
                rule: format!(
                    "grid = (n_rows, 1, 1); block = ({lanes}, 1, 1); lane l holds features l + k*{lanes}, k < {c}, \
                     in registers; n_features <= {width}"
                ),
                block_lanes: lanes,
                shared_bytes,
                max_features: u64::from(width),
                scratch_bytes: 0,
                splits_by_candidates: false,
                candidates_blocked_by: Vec::new(),
            };
            (
                format!("{}_w{width}", target.entry_name(&program.name)),
                shape,
            )
        }
        None => {
            let shape = LaunchShape {
                rule: format!(
                    "one call processes rows row_begin..row_end of full-size buffers; the runtime \
                     splits rows across threads{}{}",
                    if scratch_bytes > 0 {
                        format!("; scratch: n_features * {scratch_bytes} bytes per call")
                    } else {
                        String::new()
                    },
                    match (spans, by_candidates) {
                        (true, true) => format!(
                            "; span_mode 1 splits one row into spans of features across threads, \
                             span_mode 2 merges them ({SPAN_RECORD_WORDS} partials words per span, \
                             then top_k candidate words when {})",
                            candidate_condition(&blocked_by)
                        ),
                        (true, false) => format!(
                            "; span_mode 1 splits one row into spans of features across threads, \
                             span_mode 2 merges them ({SPAN_RECORD_WORDS} partials words per span; \
                             a launch that searches runs each row whole in span 0)"
                        ),
                        (false, _) => String::new(),
                    }
                ),
                block_lanes: 0,
                shared_bytes: 0,
                max_features: u64::MAX,
                scratch_bytes,
                splits_by_candidates: by_candidates,
                candidates_blocked_by: blocked_by,
            };
            (target.entry_name(&program.name), shape)
        }
    };
    AbiRecord::new(&entry, shape, &params)
}
