//! Kernel tables: what generated bindings hand to the runtime for one program.
//! Everything here is `'static` so a generated module can declare its table as a `static`.

use crate::abi::LangevinCpuEntry;

/// One x86 object-code kernel, compiled for one CPU level.
#[derive(Debug, Clone, Copy)]
pub struct CpuKernel {
    /// The level name: `x86-64`, `x86-64-v3` or `x86-64-v4`.
    pub level: &'static str,
    /// CPU features the code may use (as `std::arch::is_x86_feature_detected!` names them).
    pub required_features: &'static [&'static str],
    /// The linked entry point.
    pub entry: LangevinCpuEntry,
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

/// One embedded GPU image.
#[derive(Debug, Clone, Copy)]
pub struct GpuImage {
    /// The chip it was compiled for (`sm_90`, `gfx1151`, `gfx11-generic`, ...).
    pub chip: &'static str,
    pub format: GpuFormat,
    /// The kernel entry symbol.
    pub entry: &'static str,
    pub bytes: &'static [u8],
}

/// Everything compiled for one `langevin` program.
#[derive(Debug, Clone, Copy)]
pub struct LangevinProgram {
    pub name: &'static str,
    /// Names of the per-row inputs, in ABI order.
    pub inputs: &'static [&'static str],
    /// CPU kernels, one per compiled x86 level.
    pub cpu: &'static [CpuKernel],
    /// GPU images, one per compiled chip (and format).
    pub gpu: &'static [GpuImage],
}
