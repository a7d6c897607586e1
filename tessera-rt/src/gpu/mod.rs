//! What the NVIDIA layer (`cuda`, feature `cuda`) and the AMD layer (`hip`, feature `rocm`) share,
//! written once: the rules that need no driver (which host types cross to the device, the
//! `kernelParams` array, the launch shape and the launch checks, the entry table of a loaded
//! image) and the kind launchers ([`run`]), generic over [`GpuDevice`], which each layer
//! implements for its device type. Built when either GPU feature is on.
//!
//! Boundary: nothing here calls a driver; each layer's `driver` module does, behind its RAII
//! types.

mod launch;
mod memory;
mod module;
pub mod run;

pub use launch::{LaunchConfig, check_launch, kernel_params, launch_config};
pub use memory::DeviceRepr;
pub(crate) use memory::{buffer_bytes, check_buffer_len, check_prefix_len, zero_value};
pub(crate) use module::{Entries, ModuleCache};
pub use run::{GpuDevice, GpuRun};
