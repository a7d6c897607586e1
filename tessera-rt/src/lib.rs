//! Tessera runtime: the kernel-table types that generated bindings fill in, CPU feature
//! detection and level selection, parameter validation and launch on the CPU, GPU selection
//! (`select`), load-time checks of embedded images (`verify`), the NVIDIA (`cuda`, default
//! feature) and AMD (`hip`, feature `rocm`) driver layers, and the kernels-folder manifest.
//!
//! Boundary: this crate never links LLVM and never compiles anything at run time. The build side
//! (`tessera-build`) shares the ABI and host-scalar rules defined here, so the reference
//! interpreter and every launcher derive them from one place.

pub mod abi;
pub mod cpu;
#[cfg(feature = "cuda")]
pub mod cuda;
pub mod energy;
pub mod error;
#[cfg(any(feature = "cuda", feature = "rocm"))]
pub mod gpu;
#[cfg(feature = "rocm")]
pub mod hip;
pub mod kernel;
pub mod langevin;
pub mod launch;
pub mod manifest;
pub mod map;
pub mod sampler;
pub mod select;
pub mod verify;

pub use error::Error;
pub use launch::Operands;
