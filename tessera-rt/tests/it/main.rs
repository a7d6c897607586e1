//! The integration tests of `tessera-rt`: one binary, one module per area.
//!
//! `cpu`: the level table, detection and kernel selection with fake CPUs. `langevin`: the
//! parameter envelope, host scalars and key advance. `launch`: the CPU launcher's row splitting,
//! driven by fake kernels written in Rust with the kernel entry ABI.

mod cpu;
mod langevin;
mod launch;

use tessera_rt::kernel::CpuKernel;

/// A kernel entry that does nothing, for tables where only the selection matters.
unsafe extern "C" fn noop_entry(
    _state: *mut f32,
    _inputs: *const *const f32,
    _row_begin: u64,
    _row_end: u64,
    _n_features: u64,
    _steps: u64,
    _eta: f32,
    _noise_scale: f32,
    _draw_noise: u32,
    _key0: u64,
    _key1: u64,
) {
}

/// A fake kernel for the real level `name`, requiring that level's features.
fn fake_kernel(name: &str) -> CpuKernel {
    let level = tessera_rt::cpu::level(name).expect("a level of CPU_LEVELS");
    CpuKernel {
        level: level.name,
        required_features: level.features,
        entry: noop_entry,
    }
}
