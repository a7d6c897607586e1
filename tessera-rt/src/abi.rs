//! Kernel ABI records: the ordered parameters of an entry point, shared by the generator (which
//! emits the entry and the launcher from it) and the runtime (which re-checks it before launch).

use serde::{Deserialize, Serialize};

use crate::sampler::Guard;

/// What a parameter carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ParamKind {
    /// The `[rows, F]` f32 state, read and (for Langevin) written.
    State,
    /// One u32 status word per row: ORed into (a Langevin chain's, over its steps), or written
    /// whole by every launch (a sampler's).
    Status,
    /// An output buffer, written.
    Output,
    /// A per-row input of the same shape as the state, read only.
    Input,
    /// A shared vector of `F` values (the same for every row), read only.
    Vector,
    /// A named scalar parameter of the program (f32).
    Param,
    /// A launch value (shape, step count, noise settings, key).
    Launch,
    /// Scratch memory the launcher provides (x86 entries of programs that fold or draw noise,
    /// GPU wide entries): `scratch_bytes` per feature of each row the call covers, 4-byte
    /// aligned, private to the call.
    Scratch,
    /// The span records of one row that a split sampler launch shares between its calls
    /// ([`SPAN_LAUNCH`]): [`SPAN_RECORD_WORDS`] u32 words per span, 4-byte aligned.
    Partials,
}

/// The machine type of a parameter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ParamType {
    /// A pointer (64-bit; global address space on GPUs).
    Ptr,
    U32,
    U64,
    F32,
}

impl ParamType {
    /// Size in bytes (and alignment) of the parameter in the entry's argument buffer.
    pub fn size(self) -> u32 {
        match self {
            ParamType::Ptr | ParamType::U64 => 8,
            ParamType::U32 | ParamType::F32 => 4,
        }
    }
}

/// One parameter of an entry point.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AbiParam {
    pub name: String,
    pub kind: ParamKind,
    pub ty: ParamType,
    pub size: u32,
    /// Byte offset in a packed argument buffer with natural alignment.
    pub offset: u32,
}

/// The ABI record of one kernel entry (owned; what the generator builds and manifests record).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AbiRecord {
    pub entry: String,
    pub params: Vec<AbiParam>,
    /// Size of the argument block in bytes.
    pub size: u32,
    /// Launch shape rule, in words.
    pub launch: String,
    /// Lanes per workgroup (GPU entries; 0 for CPU entries).
    pub block_lanes: u32,
    /// Static shared (LDS) memory per workgroup in bytes (GPU entries).
    pub shared_bytes: u32,
    /// The widest row the entry serves (`u64::MAX` when unlimited).
    pub max_features: u64,
    /// Bytes of `scratch` memory per feature of a row that the launcher provides (0: the entry
    /// has no `scratch` parameter): CPU entries get `n_features * scratch_bytes` per call (one
    /// buffer per thread), GPU wide entries `n_rows * n_features * scratch_bytes`.
    #[serde(default)]
    pub scratch_bytes: u32,
    /// Whether a split launch of this sampler entry (an x86 entry's span modes, a GPU split
    /// entry) with top-k on splits by candidates ([`SPAN_LAUNCH`],
    /// `tessera_build::rows::SpanPlan::candidates`); when false such a launch runs each row
    /// whole in its span 0. Written to manifests only when true.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub splits_by_candidates: bool,
    /// Guards of the sampler's passes that keep a launch from splitting by candidates when
    /// one holds (`tessera_build::rows::SpanPlan::candidates_blocked_by`: passes after top-k
    /// that are not confined to the top-k set, so the finish, which has only the candidates,
    /// cannot run them; neither sampler has one): such a launch runs each row whole in its
    /// span 0. Written to manifests only when not empty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub candidates_blocked_by: Vec<Guard>,
}

/// The launch shape of an entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LaunchShape {
    pub rule: String,
    pub block_lanes: u32,
    pub shared_bytes: u32,
    pub max_features: u64,
    pub scratch_bytes: u32,
    pub splits_by_candidates: bool,
    pub candidates_blocked_by: Vec<Guard>,
}

impl AbiRecord {
    /// Builds a record from `(name, kind, type)` triples, laying offsets out with natural
    /// alignment. The only way records are made, so offsets always agree with sizes.
    pub fn new(entry: &str, shape: LaunchShape, params: &[(String, ParamKind, ParamType)]) -> Self {
        let mut offset = 0u32;
        let params: Vec<AbiParam> = params
            .iter()
            .map(|(name, kind, ty)| {
                let size = ty.size();
                offset = offset.div_ceil(size) * size;
                let param = AbiParam {
                    name: name.clone(),
                    kind: *kind,
                    ty: *ty,
                    size,
                    offset,
                };
                offset += size;
                param
            })
            .collect();
        AbiRecord {
            entry: entry.to_string(),
            params,
            size: offset.div_ceil(8) * 8,
            launch: shape.rule,
            block_lanes: shape.block_lanes,
            shared_bytes: shape.shared_bytes,
            max_features: shape.max_features,
            scratch_bytes: shape.scratch_bytes,
            splits_by_candidates: shape.splits_by_candidates,
            candidates_blocked_by: shape.candidates_blocked_by,
        }
    }

    pub fn param(&self, name: &str) -> Option<&AbiParam> {
        self.params.iter().find(|p| p.name == name)
    }

    /// Rows per workgroup of a GPU entry ([`rows_per_group`]).
    pub fn rows_per_group(&self) -> u32 {
        rows_per_group(self.block_lanes, self.max_features)
    }

    /// True when `abi` (a generated table's) describes this record.
    pub fn matches(&self, abi: &StaticAbi) -> bool {
        self.entry == abi.entry
            && self.size == abi.size
            && self.block_lanes == abi.block_lanes
            && self.shared_bytes == abi.shared_bytes
            && self.max_features == abi.max_features
            && self.scratch_bytes == abi.scratch_bytes
            && self.splits_by_candidates == abi.splits_by_candidates
            && self.candidates_blocked_by == abi.candidates_blocked_by
            && self.params.len() == abi.params.len()
            && self.params.iter().zip(abi.params).all(|(a, b)| {
                a.name == b.name && a.kind == b.kind && a.ty == b.ty && a.offset == b.offset
            })
    }
}

/// The launch values of every Langevin entry, in order, after the buffers and the row range
/// (see `tessera_build::targets::kernel_abi`).
pub const LANGEVIN_LAUNCH: [(&str, ParamType); 10] = [
    ("steps", ParamType::U64),
    ("eta", ParamType::F32),
    ("noise_scale", ParamType::F32),
    ("draw_noise", ParamType::U32),
    ("anneal", ParamType::U32),
    ("temperature", ParamType::F32),
    ("anneal_ratio", ParamType::F32),
    ("two_eta", ParamType::F32),
    ("key0", ParamType::U64),
    ("key1", ParamType::U64),
];

/// The launch values of a sampler entry (after the row range and `n_features`, which is the
/// vocabulary size `V`), in ABI order: the chain key, `inv_t = f32(1 / T)` (0 when greedy),
/// `top_k` (0: off), `top_p` (values `>= 1`: off) and `greedy` (nonzero: plain argmax).
pub const SAMPLER_LAUNCH: [(&str, ParamType); 6] = [
    ("key0", ParamType::U64),
    ("key1", ParamType::U64),
    ("inv_t", ParamType::F32),
    ("top_k", ParamType::U64),
    ("top_p", ParamType::F32),
    ("greedy", ParamType::U32),
];

/// The span launch values of an x86 sampler entry whose rows can split (after
/// [`SAMPLER_LAUNCH`], then a [`ParamKind::Partials`] pointer named `partials`). `span_mode`:
///
/// * [`SPAN_MODE_ROWS`]: an ordinary call over rows `row_begin..row_end` (the other span values
///   and `partials` are not read);
/// * [`SPAN_MODE_SPAN`]: span `span` of row `row_begin`, features `span_begin..span_end`. When
///   the launch can split (`tessera_build::rows::SpanPlan`), the call folds its features into
///   partial states and writes them, with word 0 set to [`SPAN_SPLIT`], to record `span` of
///   `partials`; when it cannot, word 0 is [`SPAN_WHOLE`] and span 0 runs the whole row (rows
///   `row_begin..row_end`, as in rows mode) while the other spans do nothing;
/// * [`SPAN_MODE_FINISH`]: merges the `n_spans` records of `partials` in span order and writes
///   row `row_begin`'s results, as the whole row would have. Only after a split.
///
/// Records are `span_words` words apart (at least [`SPAN_RECORD_WORDS`]). A launch with top-k
/// on splits by candidates where the entry does ([`StaticAbi::splits_by_candidates`],
/// `tessera_build::rows::SpanPlan::candidates`) and none of the entry's
/// [`StaticAbi::candidates_blocked_by`] guards holds: each span writes the features of its own
/// top-k to the words after the first [`SPAN_RECORD_WORDS`] of its record and their number to
/// word [`SPAN_COUNT_WORD`], so the launcher gives each record `top_k` more words when
/// `top_k * SPAN_TOP_K_RATIO <= V` (`sampler::span_candidate_words`); a kernel whose records
/// lack them, or that does not split by candidates, runs the row whole.
pub const SPAN_LAUNCH: [(&str, ParamType); 6] = [
    ("span_mode", ParamType::U32),
    ("span", ParamType::U64),
    ("n_spans", ParamType::U64),
    ("span_begin", ParamType::U64),
    ("span_end", ParamType::U64),
    ("span_words", ParamType::U64),
];

/// `span_mode`: whole rows.
pub const SPAN_MODE_ROWS: u32 = 0;
/// `span_mode`: one span of one row.
pub const SPAN_MODE_SPAN: u32 = 1;
/// `span_mode`: merge a row's spans and write its results.
pub const SPAN_MODE_FINISH: u32 = 2;
/// Word 0 of a span record: the launch split, the record holds the span's partial folds.
pub const SPAN_SPLIT: u32 = 1;
/// Word 0 of a span record: the launch could not split; span 0 ran the whole row.
pub const SPAN_WHOLE: u32 = 2;
/// u32 words of a span record before its candidates: word 0, then each partial fold's value
/// (f32 bits) and index, and last [`SPAN_COUNT_WORD`].
pub const SPAN_RECORD_WORDS: usize = 64;
/// The most partial folds a span record holds.
pub const SPAN_MAX_PARTIALS: usize = (SPAN_RECORD_WORDS - 2) / 2;
/// The word of a span record that holds its number of candidates.
pub const SPAN_COUNT_WORD: usize = SPAN_RECORD_WORDS - 1;
/// A launch splits by candidates only when `top_k * SPAN_TOP_K_RATIO <= V`: its finish runs
/// the passes after top-k over the listed top-k set, one scalar lane per token.
pub const SPAN_TOP_K_RATIO: usize = 16;

/// The launch values of a GPU split entry (`<entry>_split`: samplers whose rows can split,
/// `tessera_build::rows::SpanPlan`), after [`SAMPLER_LAUNCH`], then a [`ParamKind::Partials`]
/// pointer named `partials`. Each row runs as `n_spans` workgroups (grid `n_rows * n_spans`;
/// workgroup `g` runs span `g % n_spans` of row `g / n_spans`, features `span * V / n_spans ..
/// (span + 1) * V / n_spans`). When the launch can split, each workgroup folds its span into
/// partial states, written from word 1 of record `row * n_spans + span` of `partials` (records
/// `span_words` words apart, at least [`SPAN_RECORD_WORDS`], laid out as an x86 span writes
/// its record), and counts itself in word 0 of the row's first record; the workgroup that
/// counts last resets that count to zero, merges the row's records in span order and writes
/// the row's results. A launch
/// with top-k on splits by candidates as the x86 entry does ([`SPAN_LAUNCH`]): each span's
/// lanes also search its own top-k and list its features after the record's first
/// [`SPAN_RECORD_WORDS`] words (their number in word [`SPAN_COUNT_WORD`]), and the last
/// workgroup's lanes search the row's top-k among the spans' candidates and run the later
/// passes over its list; the launcher gives each record `top_k` more words when the entry
/// splits by candidates and `top_k * SPAN_TOP_K_RATIO <= V` (`sampler::span_candidate_words`).
/// When it cannot split, each row's span 0 runs the whole row (as the wide entry) and the
/// other workgroups return. A launch takes `partials` of `n_rows * n_spans * span_words` words whose count words (word 0
/// of each row's first record) are zero; it writes every other word it reads first and leaves
/// its count words zero, so a buffer zeroed once serves every later launch of the same
/// `n_spans` and `span_words` (one of another layout may find its count words among the
/// earlier records' values: zero the buffer again).
pub const GPU_SPLIT_LAUNCH: [(&str, ParamType); 2] =
    [("n_spans", ParamType::U64), ("span_words", ParamType::U64)];

/// The fewest features a span of a GPU split launch gets ([`gpu_spans`]): 8 per lane of a
/// 256-lane workgroup.
pub const GPU_SPAN_MIN_FEATURES: usize = 2048;

/// The spans per row a GPU split launch of `n_rows` rows of `n_features` runs on a device of
/// `multiprocessors` (SMs, compute units): enough workgroups for two per multiprocessor, but no
/// span under [`GPU_SPAN_MIN_FEATURES`] features; 1 (no split) when the rows alone fill the
/// device.
pub fn gpu_spans(n_rows: usize, n_features: usize, multiprocessors: u32) -> usize {
    let wanted = 2 * multiprocessors as usize;
    if n_rows == 0 || n_rows >= wanted {
        return 1;
    }
    wanted
        .div_ceil(n_rows)
        .min(n_features / GPU_SPAN_MIN_FEATURES)
        .max(1)
}

/// The x86 entry ABI of every kernel: one pointer to an argument block laid out as the
/// kernel's [`StaticAbi`] says (natural alignment, in parameter order). The kernel processes
/// rows `row_begin..row_end` of full-size buffers (a sampler entry with [`SPAN_LAUNCH`]: or a
/// span of one row, or the merge of its spans).
pub type CpuEntry = unsafe extern "C" fn(args: *const u8);

/// A parameter as generated code declares it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StaticParam {
    pub name: &'static str,
    pub kind: ParamKind,
    pub ty: ParamType,
    pub offset: u32,
}

/// The ABI record of an entry as generated code declares it (`'static`, so it can sit in a
/// kernel table). [`AbiRecord`] is the owned form the generator and manifests use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StaticAbi {
    pub entry: &'static str,
    pub params: &'static [StaticParam],
    /// Size of the argument block in bytes.
    pub size: u32,
    /// Lanes per workgroup (GPU entries; 0 for CPU entries).
    pub block_lanes: u32,
    /// Static shared memory in bytes (GPU entries).
    pub shared_bytes: u32,
    /// The widest row the entry serves (`u64::MAX` when unlimited).
    pub max_features: u64,
    /// Bytes of `scratch` per feature of a row (see [`AbiRecord::scratch_bytes`]).
    pub scratch_bytes: u32,
    /// See [`AbiRecord::splits_by_candidates`].
    pub splits_by_candidates: bool,
    /// See [`AbiRecord::candidates_blocked_by`].
    pub candidates_blocked_by: &'static [Guard],
}

impl StaticAbi {
    pub fn param(&self, name: &str) -> Option<&StaticParam> {
        self.params.iter().find(|p| p.name == name)
    }

    /// Rows per workgroup of a GPU entry ([`rows_per_group`]).
    pub fn rows_per_group(&self) -> u32 {
        rows_per_group(self.block_lanes, self.max_features)
    }
}

/// How many rows one workgroup of a GPU entry serves: `block_lanes / max_features` for a
/// packed entry (rows narrower than its workgroup: `max_features` lanes per row, one feature
/// each, rows `group * R .. group * R + R`), else 1 (one workgroup per row; CPU entries too).
/// The launch's grid is `ceil(n_rows / R)` workgroups.
pub fn rows_per_group(block_lanes: u32, max_features: u64) -> u32 {
    if max_features == 0 || max_features >= u64::from(block_lanes) {
        return 1;
    }
    // `max_features < block_lanes`, so the quotient fits.
    (u64::from(block_lanes) / max_features) as u32
}

/// One argument value.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Arg {
    Ptr(usize),
    U32(u32),
    U64(u64),
    F32(f32),
}

impl Arg {
    pub fn ptr<T>(p: *const T) -> Arg {
        Arg::Ptr(p as usize)
    }

    fn ty(self) -> ParamType {
        match self {
            Arg::Ptr(_) => ParamType::Ptr,
            Arg::U32(_) => ParamType::U32,
            Arg::U64(_) => ParamType::U64,
            Arg::F32(_) => ParamType::F32,
        }
    }
}

/// An argument block under construction: values set by name, type-checked against the ABI,
/// laid out at the ABI's offsets. The same block is the CPU entry's argument and the GPU
/// launch's parameter buffer.
#[derive(Debug, Clone)]
pub struct ArgPack {
    abi: &'static StaticAbi,
    /// 8-byte words, so every offset is suitably aligned.
    words: Vec<u64>,
    filled: Vec<bool>,
}

/// A launcher and a kernel table that disagree: a bug (or a table from another version).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "internal error (a bug in tessera, or a kernel table built by another version): entry `{entry}`: {message}"
)]
pub struct AbiMismatch {
    pub entry: String,
    pub message: String,
}

impl ArgPack {
    pub fn new(abi: &'static StaticAbi) -> Self {
        ArgPack {
            abi,
            words: vec![0; (abi.size as usize).div_ceil(8)],
            filled: vec![false; abi.params.len()],
        }
    }

    pub fn abi(&self) -> &'static StaticAbi {
        self.abi
    }

    fn mismatch(&self, message: String) -> AbiMismatch {
        AbiMismatch {
            entry: self.abi.entry.to_string(),
            message,
        }
    }

    /// Sets parameter `name`; its type must be the ABI's.
    pub fn set(&mut self, name: &str, value: Arg) -> Result<(), AbiMismatch> {
        let index = self
            .abi
            .params
            .iter()
            .position(|p| p.name == name)
            .ok_or_else(|| self.mismatch(format!("no parameter `{name}`")))?;
        let param = self.abi.params[index];
        if param.ty != value.ty() {
            return Err(self.mismatch(format!(
                "parameter `{name}` is {:?}, given {:?}",
                param.ty,
                value.ty()
            )));
        }
        let bytes: Vec<u8> = match value {
            Arg::Ptr(p) => (p as u64).to_ne_bytes().to_vec(),
            Arg::U64(v) => v.to_ne_bytes().to_vec(),
            Arg::U32(v) => v.to_ne_bytes().to_vec(),
            Arg::F32(v) => v.to_ne_bytes().to_vec(),
        };
        let offset = param.offset as usize;
        let block = self.bytes_mut();
        block[offset..offset + bytes.len()].copy_from_slice(&bytes);
        self.filled[index] = true;
        Ok(())
    }

    /// Sets a parameter when the ABI has it (optional buffers such as `status`).
    pub fn set_if_present(&mut self, name: &str, value: Arg) -> Result<(), AbiMismatch> {
        if self.abi.param(name).is_some() {
            self.set(name, value)
        } else {
            Ok(())
        }
    }

    /// Fails unless every parameter was set.
    pub fn check_complete(&self) -> Result<(), AbiMismatch> {
        match self.filled.iter().position(|f| !f) {
            Some(i) => Err(self.mismatch(format!(
                "parameter `{}` was not set",
                self.abi.params[i].name
            ))),
            None => Ok(()),
        }
    }

    /// The argument block.
    pub fn bytes(&self) -> &[u8] {
        // SAFETY: a u64 slice viewed as bytes: same memory, alignment 1 <= 8, length * 8.
        let bytes = unsafe {
            std::slice::from_raw_parts(self.words.as_ptr().cast::<u8>(), self.words.len() * 8)
        };
        &bytes[..self.abi.size as usize]
    }

    fn bytes_mut(&mut self) -> &mut [u8] {
        // SAFETY: as in `bytes`, and `self` is borrowed mutably.
        unsafe {
            std::slice::from_raw_parts_mut(
                self.words.as_mut_ptr().cast::<u8>(),
                self.words.len() * 8,
            )
        }
    }
}
