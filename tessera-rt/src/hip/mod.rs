//! The AMD driver layer: device discovery, image loading, device memory, streams and launch,
//! through the HIP runtime (`hip-sys`, which links `libamdhip64`). Built with the `rocm` feature
//! (off by default); building it needs the HIP headers and library (Debian: `libamdhip64-dev`,
//! with `HIP_PATH=/usr`).
//!
//! Three layers (STYLE.md 13), as in the NVIDIA layer:
//!
//! 1. Raw bindings: `hip_sys::hiprt`. The library is linked, not loaded at run time: a build with
//!    this feature needs `libamdhip64` to start at all, so there is no "library missing" check.
//! 2. [`driver`]: thin wrappers over the HIP calls, returning [`Error`](crate::Error) that names
//!    what the runtime was doing, the call and its `hipError_t` code and name; `unsafe` where the
//!    runtime cannot catch misuse.
//! 3. Safe RAII types: [`HipDevice`], [`HipModule`], [`HipBuffer`], [`HipStream`], and
//!    [`devices`] and [`launch`].
//!
//! The rules that need no driver (`DeviceRepr`, `kernel_params`, `launch_config`,
//! `check_launch`) and the kind launchers ([`run`]) are shared with the NVIDIA layer: they live
//! in [`gpu`](crate::gpu) and are re-exported here.
//!
//! Boundary: which image and entry serve a device is decided elsewhere (selection); this module
//! loads and launches what it is given.
//!
//! Invariant: nothing here panics because the runtime sees no GPU or refuses an image; each of
//! those is an [`Error`](crate::Error) ([`Error::NoAmdGpu`](crate::Error::NoAmdGpu) when there
//! is no device at all).

pub mod driver;

mod device;
mod launch;
mod memory;
mod module;
pub mod run;

pub use crate::gpu::{DeviceRepr, LaunchConfig, check_launch, kernel_params, launch_config};
pub use device::{HipDevice, HipDeviceInfo, devices};
pub use driver::{KernelArgs, driver_error, extra_config, hipError_t};
pub use launch::{ArgForm, check_grid, launch, launch_with};
pub use memory::{HipBuffer, HipEvent, HipStream};
pub use module::{HipModule, image_bytes};
