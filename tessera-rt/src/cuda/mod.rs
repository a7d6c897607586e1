//! The NVIDIA driver layer: device discovery, image loading, device memory, streams and launch,
//! through the CUDA driver API (`cudarc`), loaded with `dlopen` at run time and never linked.
//! Built with the `cuda` feature (on by default).
//!
//! Three layers (STYLE.md 13):
//!
//! 1. [`library`]: is `libcuda` there, with every entry point the runtime calls? Asked before any
//!    cudarc call, because cudarc panics when the library or a symbol is missing.
//! 2. [`driver`]: thin wrappers over the driver calls, returning [`Error`](crate::Error) that names what the
//!    runtime was doing, the call and its `CUresult`; `unsafe` where the driver cannot catch
//!    misuse.
//! 3. Safe RAII types: [`CudaDevice`] (a retained primary context), [`CudaModule`],
//!    [`DeviceBuffer`], [`Stream`], and [`devices`] and [`launch`].
//!
//! The rules that need no driver (`DeviceRepr`, `kernel_params`, `launch_config`,
//! `check_launch`) and the kind launchers ([`run`]) are shared with the AMD layer: they live in
//! [`gpu`](crate::gpu) and are re-exported here.
//!
//! Boundary: which image and entry serve a device is decided elsewhere (selection); this module
//! loads and launches what it is given.
//!
//! Invariant: nothing here panics because the driver is missing, sees no GPU or refuses an
//! image; each of those is an [`Error`](crate::Error).

pub mod driver;
pub mod library;

mod device;
mod launch;
mod memory;
mod module;
pub mod run;

pub use crate::gpu::{DeviceRepr, LaunchConfig, check_launch, kernel_params, launch_config};
pub use device::{CudaDevice, CudaDeviceInfo, devices};
pub use driver::{CUresult, driver_error};
pub use launch::launch;
pub use library::{DRIVER_LIBRARY, driver_library, is_available};
pub use memory::{DeviceBuffer, Event, Stream};
pub use module::{CudaModule, image_bytes};
