//! Stage 7: target plugins. A [`Target`] names one chip: its LLVM triple, CPU and features, its
//! artifact format and entry ABI, and (with the `llvm` feature) the few per-target pieces the
//! shared emitter needs (kernel calling convention, thread indices, barriers). One file per
//! family, one lookup table.

use std::fmt;

use tessera_rt::abi::{AbiRecord, LANGEVIN_SCALARS, ParamKind, ParamType};

pub mod amdgpu;
pub mod nvptx;
pub mod x86;

/// What an artifact's payload is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// An ELF relocatable object for x86-64, linked into the consumer.
    Object,
    /// NVIDIA PTX text.
    Ptx,
    /// An AMD HSA code object (ELF shared object).
    Hsaco,
}

impl Format {
    pub fn extension(self) -> &'static str {
        match self {
            Format::Object => "o",
            Format::Ptx => "ptx",
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
    /// The ABI record of a langevin entry with `n_inputs` inputs.
    fn langevin_abi(&self, program: &str, n_inputs: usize) -> AbiRecord;
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

/// Threads per workgroup of every GPU langevin kernel (lanes stride over the features).
pub const GPU_LANES: u32 = 256;
/// Features a folding GPU kernel can hold in shared memory (one f32 each).
pub const GPU_FOLD_CAPACITY: u32 = 4096;

/// The GPU entry ABI shared by every GPU family: `(state, input_0..n-1, n_rows, scalars...)`.
pub(crate) fn gpu_langevin_abi(entry: String, n_inputs: usize) -> AbiRecord {
    let names: Vec<String> = (0..n_inputs).map(|i| format!("input_{i}")).collect();
    let mut params = vec![("state", ParamKind::State, ParamType::Ptr)];
    params.extend(
        names
            .iter()
            .map(|n| (n.as_str(), ParamKind::Input, ParamType::Ptr)),
    );
    params.push(("n_rows", ParamKind::Scalar, ParamType::U64));
    params.extend(LANGEVIN_SCALARS);
    let launch = format!(
        "grid = (n_rows, 1, 1); block = ({GPU_LANES}, 1, 1); lanes stride over features; \
         a program that folds needs n_features <= {GPU_FOLD_CAPACITY}"
    );
    AbiRecord::new(&entry, &launch, 0, &params)
}
