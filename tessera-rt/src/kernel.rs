//! Kernel tables: what generated bindings hand to the runtime for one program.
//! Everything here is `'static` so a generated module can declare its table as a `static`.

use crate::abi::{CpuEntry, StaticAbi};

/// One x86 object-code kernel, compiled for one CPU level.
#[derive(Debug, Clone, Copy)]
pub struct CpuKernel {
    /// The level name: `x86-64`, `x86-64-v3` or `x86-64-v4`.
    pub level: &'static str,
    /// CPU features the code may use (as `std::arch::is_x86_feature_detected!` names them).
    pub required_features: &'static [&'static str],
    /// The linked entry point.
    pub entry: CpuEntry,
    /// Its argument block layout.
    pub abi: &'static StaticAbi,
}

/// The container format of a GPU image.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GpuFormat {
    /// NVIDIA PTX text (the driver JIT-compiles it).
    Ptx,
    /// NVIDIA cubin (native code for one compute capability).
    Cubin,
    /// AMD HSA code object (ELF).
    Hsaco,
}

/// A value at an 8-byte-aligned address. Generated tables embed each GPU image as
/// `&Aligned(*include_bytes!(..)).0`: `include_bytes!` alone aligns to 1 byte, and the CUDA
/// driver, the HIP runtime and [`crate::verify`] read cubin and HSACO ELF headers in place.
#[derive(Debug)]
#[repr(C, align(8))]
pub struct Aligned<T>(pub T);

/// One embedded GPU image.
#[derive(Debug, Clone, Copy)]
pub struct GpuImage {
    /// The chip it was compiled for (`sm_90`, `gfx1151`, ...).
    pub chip: &'static str,
    pub format: GpuFormat,
    /// The image (8-byte aligned in generated tables: [`Aligned`]).
    pub bytes: &'static [u8],
    /// The sha256 of `bytes` recorded when the image was built (lowercase hex); checked before
    /// the image is loaded, so a truncated or altered image is refused.
    pub sha256: &'static str,
    /// The image's entries, narrowest first: one per per-lane capacity, each serving rows of up
    /// to `max_features` features (`entry` is the kernel symbol; the parameters are the same).
    pub entries: &'static [StaticAbi],
}

/// The manifold of a Langevin program.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Manifold {
    Euclidean,
    /// One unit vector per row; a status word per row.
    Sphere,
    /// Clifford algebra with `n = p + q + r` generators: rows have `2^n` features; a status
    /// word per row.
    Bivector {
        n: u32,
        grade: u32,
    },
}

impl Manifold {
    /// Whether launches take a per-row status buffer.
    pub fn has_status(self) -> bool {
        !matches!(self, Manifold::Euclidean)
    }
}

/// What a program computes, as far as the launcher cares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProgramKind {
    /// K steps of Langevin dynamics on the state.
    Langevin { manifold: Manifold },
    /// A per-row map of the inputs into an output of the same shape.
    Map,
    /// The energy (one f32 per row) and its gradient (`[rows, F]`) at the state.
    Energy,
    /// The Gumbel-max token sampler (DESIGN.md 4.3): one token id (i64) per row of `[B, V]`
    /// logits, and a status word per row.
    Sampler,
}

/// Everything compiled for one program.
#[derive(Debug, Clone, Copy)]
pub struct Program {
    pub name: &'static str,
    pub kind: ProgramKind,
    /// Names of the per-row inputs, in ABI order.
    pub inputs: &'static [&'static str],
    /// Names of the shared vectors (`F` values each), in ABI order.
    pub vectors: &'static [&'static str],
    /// Names of the scalar parameters, in ABI order.
    pub params: &'static [&'static str],
    /// CPU kernels, one per compiled x86 level.
    pub cpu: &'static [CpuKernel],
    /// GPU images, one per compiled chip (and format).
    pub gpu: &'static [GpuImage],
}
