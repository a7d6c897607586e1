//! The conformance suite: what a downstream crate gets from `tessera-build`, checked against the
//! reference interpreter bit for bit (x86 lanes, on every level this CPU supports; the GPU
//! entries on the SIMT emulator, `simt`, and on an NVIDIA device when there is one, `gpu`) and
//! by structure (GPU artifacts: ptxas, ELF headers, symbols and metadata notes), plus the
//! behaviour each program promises.

mod behaviour;
mod conformance;
mod gpu;
mod gpu_artifacts;
mod harness;
mod launch;
mod random_sampler;
mod sampler;
mod simt;
