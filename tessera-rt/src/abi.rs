//! Kernel ABI records: the ordered parameters of an entry point, shared by the generator (which
//! emits the entry and the launcher from it) and the runtime (which re-checks it before launch).

use serde::{Deserialize, Serialize};

/// What a parameter carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ParamKind {
    /// The `[rows, F]` f32 state, read and written.
    State,
    /// A per-row input of the same shape as the state, read only.
    Input,
    /// An array of input pointers (CPU entry only): `*const *const f32`.
    InputTable,
    /// A scalar launch value.
    Scalar,
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

/// The ABI record of one kernel entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AbiRecord {
    pub entry: String,
    pub params: Vec<AbiParam>,
    /// Launch shape rule, in words (e.g. "grid = rows, block = 256 lanes over features").
    pub launch: String,
    /// Static shared (LDS) memory in bytes.
    pub shared_bytes: u32,
}

impl AbiRecord {
    /// Builds a record from `(name, kind, type)` triples, laying offsets out with natural
    /// alignment. The only way records are made, so offsets always agree with sizes.
    pub fn new(
        entry: &str,
        launch: &str,
        shared_bytes: u32,
        params: &[(&str, ParamKind, ParamType)],
    ) -> Self {
        let mut offset = 0u32;
        let params = params
            .iter()
            .map(|&(name, kind, ty)| {
                let size = ty.size();
                offset = offset.div_ceil(size) * size;
                let param = AbiParam {
                    name: name.to_string(),
                    kind,
                    ty,
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
            launch: launch.to_string(),
            shared_bytes,
        }
    }
}

/// The parameters of every langevin entry, in order, after the state and the inputs.
/// CPU entries take `(state, inputs: InputTable, row_begin, row_end, <these>)`; GPU entries take
/// `(state, input_0 .. input_{n-1}, n_rows, <these>)`.
pub const LANGEVIN_SCALARS: [(&str, ParamKind, ParamType); 7] = [
    ("n_features", ParamKind::Scalar, ParamType::U64),
    ("steps", ParamKind::Scalar, ParamType::U64),
    ("eta", ParamKind::Scalar, ParamType::F32),
    ("noise_scale", ParamKind::Scalar, ParamType::F32),
    ("draw_noise", ParamKind::Scalar, ParamType::U32),
    ("key0", ParamKind::Scalar, ParamType::U64),
    ("key1", ParamKind::Scalar, ParamType::U64),
];

/// The x86 entry ABI of a langevin kernel, as a Rust function type.
///
/// `state` and each `inputs[i]` point at row `row_begin`; the kernel processes rows
/// `row_begin..row_end` and uses the global row index for the noise counter.
pub type LangevinCpuEntry = unsafe extern "C" fn(
    state: *mut f32,
    inputs: *const *const f32,
    row_begin: u64,
    row_end: u64,
    n_features: u64,
    steps: u64,
    eta: f32,
    noise_scale: f32,
    draw_noise: u32,
    key0: u64,
    key1: u64,
);
