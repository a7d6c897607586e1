//! Sampler launch: one token id per row of `[n_rows, V]` f32 logits (row-major), drawn by the
//! Gumbel-max trick from `softmax(logits / T)`, with optional top-k and top-p (nucleus)
//! filtering, all inside the kernel. The semantics (the noise stream, tie-breaking, the order of
//! the top-p sums) live in DESIGN.md 4.3; this module holds the host half of that contract:
//!
//! * the parameter envelope (DESIGN.md 8, [`validate`]): `T >= 0` and finite (`0`: greedy, a
//!   plain argmax), and `f32(1 / T)` a finite nonzero f32 ([`MIN_TEMPERATURE`] `<= T <=`
//!   [`MAX_TEMPERATURE`]); `0 <= top_k <= V` (`0`: off); `0 < top_p <= 1` (`1`: off);
//!   `1 <= V <=` [`MAX_VOCAB`];
//! * the scalars the kernel receives, [`host_scalars`]: the one definition, which the
//!   compiler's reference interpreter calls too;
//! * the key advance, [`next_key`]: `[k0, k1 + 1]`, so a decode loop that feeds the returned key
//!   back never reuses noise.
//!
//! Logits the kernel cannot sample from are reported per row, never turned into a token: the
//! kernel writes one `u32` status word per row, whole (no launch needs it zeroed first), and
//! id `-1` for a row with any bit set. The bits: [`STATUS_NAN`] (a NaN logit), [`STATUS_POS_INF`]
//! (a `+inf` logit), [`STATUS_ALL_NEG_INF`] (every logit is `-inf`: nothing to sample) and
//! [`STATUS_SCALED_OVERFLOW`] (a finite logit times `inv_t` is infinite: `T` too small for the
//! logits). A launch returns the rows with bits set in [`SampleRun::invalid_rows`];
//! [`SampleRun::check`] turns them into an [`Error::InvalidLogits`].
//!
//! [`run_cpu`] runs the x86 kernel, rows across threads; a launch with fewer rows than threads
//! splits each row's tokens across them instead when it can ([`rows_can_split`]: plain and
//! greedy sampling; top-k, when at most a sixteenth of the row is kept and the program splits
//! by candidates: each span finds its own top-k and the finish searches those candidates,
//! with top-p on too, the top-p passes confined to the top-k set; not top-p alone, whose
//! search folds the whole row), with the same bits ([`run_cpu_split`] takes the number of
//! spans). The GPU launchers (`gpu::run::run_sampler` for host slices,
//! `gpu::run::SamplerOnDevice` for logits already on the device) share [`validate`],
//! [`set_launch_values`] and [`invalid_rows`].

use std::fmt;

use crate::abi::{Arg, ArgPack, SPAN_RECORD_WORDS, SPAN_TOP_K_RATIO, StaticAbi};
use crate::error::Error;
use crate::kernel::{CpuKernel, Program, ProgramKind};
use crate::launch;

/// The largest vocabulary a launch accepts: token ids and counts are exact in f32 below 2^24.
pub const MAX_VOCAB: usize = 1 << 24;

/// The smallest positive temperature whose `f32(1 / T)` is finite (smaller ones overflow).
pub const MIN_TEMPERATURE: f64 = 2.938735964636876e-39;

/// The largest temperature whose `f32(1 / T)` is not 0 (at 0, a `-inf` logit times `inv_t`
/// would be NaN).
pub const MAX_TEMPERATURE: f64 = 1.4272476927059597e45;

/// Status bit 0: the row has a NaN logit.
pub const STATUS_NAN: u32 = 1 << 0;
/// Status bit 1: the row has a `+inf` logit.
pub const STATUS_POS_INF: u32 = 1 << 1;
/// Status bit 2: every logit of the row is `-inf`.
pub const STATUS_ALL_NEG_INF: u32 = 1 << 2;
/// Status bit 3: `logit / T` overflows f32 (a finite logit times `inv_t` is infinite).
pub const STATUS_SCALED_OVERFLOW: u32 = 1 << 3;

/// Every status bit, with what it says in words.
pub const STATUS_BITS: [(u32, &str); 4] = [
    (STATUS_NAN, "a NaN logit"),
    (STATUS_POS_INF, "a +inf logit"),
    (STATUS_ALL_NEG_INF, "every logit is -inf"),
    (
        STATUS_SCALED_OVERFLOW,
        "a logit / T that overflows f32 (T is too small for these logits)",
    ),
];

/// A row's status word in words: `a NaN logit, a +inf logit`.
pub fn describe_status(status: u32) -> String {
    if status == 0 {
        return "valid logits".to_string();
    }
    let mut parts: Vec<String> = STATUS_BITS
        .iter()
        .filter(|(bit, _)| status & bit != 0)
        .map(|(_, words)| words.to_string())
        .collect();
    let known = STATUS_BITS.iter().fold(0, |bits, (bit, _)| bits | bit);
    let unknown = status & !known;
    if unknown != 0 {
        parts.push(format!(
            "unknown status bits {unknown:#x} (a bug in tessera, or a kernel built by another \
             version)"
        ));
    }
    parts.join(", ")
}

/// Sampling parameters, as the user gives them.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SamplerParams {
    /// `T >= 0` and finite; `0` is greedy (a plain argmax).
    pub temperature: f64,
    /// Keep the `top_k` largest logits; `0` is off. At most the vocabulary size.
    pub top_k: usize,
    /// Keep the smallest most-probable prefix whose mass reaches `top_p`, in `(0, 1]`; `1` is
    /// off.
    pub top_p: f64,
}

impl SamplerParams {
    /// Greedy decoding: `T = 0`, no filtering.
    pub fn greedy() -> Self {
        SamplerParams::new(0.0)
    }

    /// Sampling at `temperature`, top-k and top-p off.
    pub fn new(temperature: f64) -> Self {
        SamplerParams {
            temperature,
            top_k: 0,
            top_p: 1.0,
        }
    }

    /// The same, keeping the `top_k` largest logits (`0`: off).
    pub fn with_top_k(self, top_k: usize) -> Self {
        SamplerParams { top_k, ..self }
    }

    /// The same, keeping the nucleus of mass `top_p` (`1`: off).
    pub fn with_top_p(self, top_p: f64) -> Self {
        SamplerParams { top_p, ..self }
    }
}

/// The scalars every sampler kernel receives, computed once on the host (policy `tessera-v1`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SamplerScalars {
    /// `f32(1.0 / T)` with the division in f64; 0 when greedy.
    pub inv_t: f32,
    /// `top_k` (0: off).
    pub top_k: u64,
    /// `f32(top_p)` (values `>= 1`: off).
    pub top_p: f32,
    /// `T == 0`: a plain argmax, no noise.
    pub greedy: bool,
}

/// A launch-uniform condition under which a pass of a sampler's row program runs (the
/// compiler's `rows::Guard`). A pass whose guard is false does not run; the uniforms it would
/// define are `+0.0` (folds) and `(-inf, +inf)` (a search's value and index: the "every
/// element" prefix). The ABI records name the guards that keep a launch from splitting by
/// candidates ([`crate::abi::AbiRecord::candidates_blocked_by`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Guard {
    /// `top_k != 0` and not greedy.
    TopK,
    /// `top_p < 1` and not greedy.
    TopP,
    /// `top_p == 1` (top-p off) and not greedy: sampling without the top-p set.
    NoTopP,
}

impl Guard {
    /// Whether the pass runs under `s`.
    pub fn holds(self, s: &SamplerScalars) -> bool {
        match self {
            Guard::TopK => s.top_k != 0 && !s.greedy,
            Guard::TopP => s.top_p < 1.0 && !s.greedy,
            // Exactly the complement of TopP's `top_p < 1` (the launch refuses a NaN).
            Guard::NoTopP => (s.top_p >= 1.0 || s.top_p.is_nan()) && !s.greedy,
        }
    }
}

/// The host scalars of DESIGN.md 4.3. The reference interpreter and every launcher use this one
/// function, so they agree on every bit: `greedy = (T == 0)`, `inv_t = f32(1.0 / T)` (the
/// division in f64, rounded once; 0 when greedy), `top_k` as given, `top_p = f32(top_p)`.
pub fn host_scalars(params: &SamplerParams) -> SamplerScalars {
    let greedy = params.temperature == 0.0;
    SamplerScalars {
        inv_t: if greedy {
            0.0
        } else {
            (1.0 / params.temperature) as f32
        },
        top_k: params.top_k as u64,
        top_p: params.top_p as f32,
        greedy,
    }
}

/// Whether a launch of `entry` (an x86 entry with span modes, a GPU split entry) with `params`
/// on rows of `vocab` tokens splits across spans of a row: plainly (a greedy launch, or one
/// without top-k and top-p: every pass it runs merges), or by candidates
/// ([`span_candidate_words`] is not 0: `gumbel` splits so with top-k, and `gumbel_pairwise`
/// on x86, and on GPUs with top-k and without top-p, whose passes its GPU entries fold over
/// the whole row). The CPU launcher then splits the rows of a launch with fewer rows than
/// threads, and the GPU launcher uses the split entry (`abi::GPU_SPLIT_LAUNCH`). The kernel decides again from its own plan and runs a row whole
/// when it cannot split, so this rule decides speed, never bits.
pub fn rows_can_split(entry: &StaticAbi, params: &SamplerParams, vocab: usize) -> bool {
    searches_off(params) || span_candidate_words(entry, params, vocab) > 0
}

/// Whether a launch with `params` runs no search (greedy, or neither top-k nor top-p: the
/// kernels' search guards are all off), so that every pass it runs merges across a row's
/// spans ([`rows_can_split`]).
pub fn searches_off(params: &SamplerParams) -> bool {
    let h = host_scalars(params);
    h.greedy || (h.top_k == 0 && h.top_p >= 1.0)
}

/// The words a span record needs after its first [`SPAN_RECORD_WORDS`] for a launch that
/// splits by candidates (an `entry` that does, `top_k` on, not greedy, `top_k *
/// SPAN_TOP_K_RATIO <= vocab`, and none of the entry's
/// [`candidates_blocked_by`](StaticAbi::candidates_blocked_by) guards holds): each span lists
/// the features of its own top-k there. 0 for every other launch.
pub fn span_candidate_words(entry: &StaticAbi, params: &SamplerParams, vocab: usize) -> usize {
    let sampled = params.top_k > 0 && params.temperature > 0.0;
    let scalars = host_scalars(params);
    let blocked = entry
        .candidates_blocked_by
        .iter()
        .any(|g| g.holds(&scalars));
    if entry.splits_by_candidates && sampled && !blocked && params.top_k * SPAN_TOP_K_RATIO <= vocab
    {
        params.top_k
    } else {
        0
    }
}

/// The key after one launch: `[k0, k1 + 1]` (wrapping). A launch draws one Gumbel variate per
/// logit from counter `(v, b, lo32(k1), hi32(k1))`, so the next launch must move `k1` on.
pub fn next_key(key: [u64; 2]) -> [u64; 2] {
    [key[0], key[1].wrapping_add(1)]
}

/// The kind, `n_rows > 0` and the vocabulary size; returns `n_rows * vocab`.
pub fn check_shape(program: &Program, n_rows: usize, vocab: usize) -> Result<usize, Error> {
    // The kind and `n_rows`; the vocabulary has its own messages, checked next.
    launch::check_launch_shape(
        program,
        program.kind == ProgramKind::Sampler,
        "sampler",
        n_rows,
        1,
    )?;
    check_vocab(vocab)?;
    launch::check_shape(n_rows, vocab)
}

/// `1 <= vocab <= MAX_VOCAB`.
pub fn check_vocab(vocab: usize) -> Result<(), Error> {
    if vocab == 0 {
        return Err(Error::EmptyVocabulary { max: MAX_VOCAB });
    }
    if vocab > MAX_VOCAB {
        return Err(Error::VocabularyTooLarge {
            vocab,
            max: MAX_VOCAB,
        });
    }
    Ok(())
}

/// The parameter envelope of DESIGN.md 8 for a vocabulary of `vocab` tokens.
pub fn validate_params(params: &SamplerParams, vocab: usize) -> Result<(), Error> {
    let t = params.temperature;
    let temperature = |problem| Error::SamplerTemperature { value: t, problem };
    if t.is_nan() {
        return Err(temperature("not a number"));
    }
    if t < 0.0 {
        return Err(temperature("a temperature is never negative"));
    }
    if t.is_infinite() {
        return Err(temperature("not finite"));
    }
    if t > 0.0 && t < MIN_TEMPERATURE {
        return Err(temperature("f32(1 / T) overflows to infinity"));
    }
    if t > MAX_TEMPERATURE {
        return Err(temperature("f32(1 / T) rounds to 0"));
    }
    if params.top_k > vocab {
        return Err(Error::SamplerTopK {
            top_k: params.top_k,
            vocab,
        });
    }
    let p = params.top_p;
    if !(p > 0.0 && p <= 1.0 && p as f32 > 0.0) {
        return Err(Error::SamplerTopP { value: p });
    }
    Ok(())
}

/// Every check of a sampler launch, before any kernel runs: the kind, `n_rows > 0`, the
/// vocabulary, the buffer lengths (`logits`: `n_rows * vocab`, `ids`: `n_rows`) and the
/// parameters.
pub fn validate(
    program: &Program,
    logits_len: usize,
    ids_len: usize,
    n_rows: usize,
    vocab: usize,
    params: &SamplerParams,
) -> Result<(), Error> {
    let n_elements = check_shape(program, n_rows, vocab)?;
    launch::check_length(
        || "logits".to_string(),
        logits_len,
        n_elements,
        "n_rows * vocab",
    )?;
    launch::check_length(|| "ids".to_string(), ids_len, n_rows, "n_rows")?;
    validate_params(params, vocab)
}

/// Sets every sampler launch value of `pack`: `n_features` (the vocabulary size), the key and
/// the [`host_scalars`].
pub fn set_launch_values(
    pack: &mut ArgPack,
    vocab: usize,
    params: &SamplerParams,
    key: [u64; 2],
) -> Result<(), Error> {
    let h = host_scalars(params);
    let values = [
        ("n_features", Arg::U64(vocab as u64)),
        ("key0", Arg::U64(key[0])),
        ("key1", Arg::U64(key[1])),
        ("inv_t", Arg::F32(h.inv_t)),
        ("top_k", Arg::U64(h.top_k)),
        ("top_p", Arg::F32(h.top_p)),
        ("greedy", Arg::U32(u32::from(h.greedy))),
    ];
    for (name, value) in values {
        pack.set(name, value)?;
    }
    Ok(())
}

/// A row the kernel refused to sample (its id is `-1`), and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InvalidRow {
    pub row: usize,
    /// The row's status word (see the `STATUS_*` bits).
    pub status: u32,
}

impl fmt::Display for InvalidRow {
    /// `row 3: a NaN logit, a +inf logit`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "row {}: {}", self.row, describe_status(self.status))
    }
}

/// The rows whose status word has a bit set, in row order.
pub fn invalid_rows(status: &[u32]) -> Vec<InvalidRow> {
    status
        .iter()
        .enumerate()
        .filter(|(_, status)| **status != 0)
        .map(|(row, &status)| InvalidRow { row, status })
        .collect()
}

/// What a launch returns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SampleRun {
    /// The program that ran (named by [`SampleRun::check`]'s error).
    pub program: &'static str,
    /// The key of the next launch ([`next_key`]).
    pub next_key: [u64; 2],
    /// The x86 level, or the GPU image's chip, that ran.
    pub level: &'static str,
    /// The rows that got no token (id `-1`), in row order.
    pub invalid_rows: Vec<InvalidRow>,
    /// The spans each row's tokens ran in: 1 unless an x86 launch with fewer rows than threads
    /// split its rows over them, or a GPU launch with too few rows to fill the device split
    /// each row over several workgroups (`abi::gpu_spans`).
    pub spans_per_row: usize,
}

impl SampleRun {
    /// Fails with [`Error::InvalidLogits`] when a row got no token.
    pub fn check(&self) -> Result<(), Error> {
        if self.invalid_rows.is_empty() {
            return Ok(());
        }
        Err(Error::InvalidLogits {
            program: self.program.to_string(),
            rows: self.invalid_rows.clone(),
        })
    }
}

/// Samples one token id per row of `logits` (`[n_rows, vocab]`, row-major) into `ids` on the
/// CPU with the best compiled level. Rows whose logits cannot be sampled get id `-1` and are
/// listed in the result's `invalid_rows` (see [`SampleRun::check`]).
pub fn run_cpu(
    program: &Program,
    logits: &[f32],
    ids: &mut [i64],
    n_rows: usize,
    vocab: usize,
    params: &SamplerParams,
    key: [u64; 2],
) -> Result<SampleRun, Error> {
    run(None, program, logits, ids, n_rows, vocab, params, key, None)
}

/// As [`run_cpu`], with an explicit kernel.
#[allow(clippy::too_many_arguments)]
pub fn run_cpu_with(
    kernel: &CpuKernel,
    program: &Program,
    logits: &[f32],
    ids: &mut [i64],
    n_rows: usize,
    vocab: usize,
    params: &SamplerParams,
    key: [u64; 2],
) -> Result<SampleRun, Error> {
    run(
        Some(kernel),
        program,
        logits,
        ids,
        n_rows,
        vocab,
        params,
        key,
        None,
    )
}

/// As [`run_cpu_with`], with each row split into `spans_per_row` spans of tokens that run on
/// separate threads and are then merged (`1`: rows across threads, no split). The results
/// are the same bits for every split: [`run_cpu`] splits on its own when a launch has fewer
/// rows than threads ([`launch::spans_per_row`]); this one is for tests and benchmarks.
/// Refuses `spans_per_row = 0`, more spans than tokens, and a split of a kernel without span
/// modes.
#[allow(clippy::too_many_arguments)]
pub fn run_cpu_split(
    kernel: &CpuKernel,
    program: &Program,
    logits: &[f32],
    ids: &mut [i64],
    n_rows: usize,
    vocab: usize,
    params: &SamplerParams,
    key: [u64; 2],
    spans_per_row: usize,
) -> Result<SampleRun, Error> {
    run(
        Some(kernel),
        program,
        logits,
        ids,
        n_rows,
        vocab,
        params,
        key,
        Some(spans_per_row),
    )
}

/// Launches `kernel` with `spans` per row, or, when the launch can split ([`rows_can_split`]),
/// as many as [`launch::spans_per_row`] gives.
#[allow(clippy::too_many_arguments)]
fn run(
    kernel: Option<&CpuKernel>,
    program: &Program,
    logits: &[f32],
    ids: &mut [i64],
    n_rows: usize,
    vocab: usize,
    params: &SamplerParams,
    key: [u64; 2],
    spans: Option<usize>,
) -> Result<SampleRun, Error> {
    validate(program, logits.len(), ids.len(), n_rows, vocab, params)?;
    let kernel = launch::kernel_for(program, kernel)?;
    let spans = match spans {
        Some(0) => {
            return Err(Error::ZeroSize {
                param: "spans_per_row",
            });
        }
        Some(spans) if spans > vocab => return Err(Error::TooManySpans { spans, vocab }),
        Some(spans) if spans > 1 && !launch::has_span_mode(kernel) => {
            return Err(Error::NoSpanMode {
                program: program.name.to_string(),
                level: kernel.level.to_string(),
            });
        }
        Some(spans) => spans,
        None if launch::has_span_mode(kernel) && rows_can_split(kernel.abi, params, vocab) => {
            launch::spans_per_row(n_rows, vocab, rayon::current_num_threads())
        }
        None => 1,
    };
    // The kernel writes every row's status word.
    let mut status = vec![0u32; n_rows];
    let mut pack = ArgPack::new(kernel.abi);
    pack.set("status", Arg::ptr(status.as_mut_ptr()))?;
    pack.set("out_0", Arg::ptr(ids.as_mut_ptr()))?;
    pack.set("input_0", Arg::ptr(logits.as_ptr()))?;
    set_launch_values(&mut pack, vocab, params, key)?;
    // SAFETY: `validate` checked `logits` (`n_rows * vocab`) and `ids` (`n_rows`); `status` has
    // `n_rows` words; `ids` and `status` are borrowed mutably for the call, `logits` immutably.
    let split = unsafe {
        if spans > 1 {
            // Room in each span record for the features of its top-k, when the launch may
            // split by candidates.
            let words = SPAN_RECORD_WORDS + span_candidate_words(kernel.abi, params, vocab);
            launch::run_spans(kernel, &pack, n_rows, vocab, spans, words)?
        } else {
            launch::run_rows(kernel, &pack, n_rows, vocab)?;
            false
        }
    };
    Ok(SampleRun {
        program: program.name,
        next_key: next_key(key),
        level: kernel.level,
        invalid_rows: invalid_rows(&status),
        spans_per_row: if split { spans } else { 1 },
    })
}
