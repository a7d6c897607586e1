//! Layer 3, launch: one kernel entry over `n_rows` rows, its parameters taken from an
//! [`ArgPack`] (the same argument block the CPU entries take).
//!
//! `cuLaunchKernel` takes `void** kernelParams`: one pointer per parameter, in order, each at
//! that parameter's value. [`kernel_params`](crate::gpu::kernel_params) builds it from the pack: a pointer into the block at
//! each parameter's ABI offset.

use super::device::same_device;
use super::driver;
use super::memory::Stream;
use super::module::CudaModule;
use crate::abi::{ArgPack, StaticAbi};
use crate::error::Error;
use crate::gpu::{check_launch, kernel_params, launch_config};

/// Queues `entry` of `module` on `stream` over `n_rows` rows, with the parameters of `pack`.
/// Returns once the launch is queued: [`Stream::synchronize`] waits for it and reports a fault.
///
/// Refuses, before calling the driver, an incomplete pack, a pack of another ABI, a CPU entry
/// (`block_lanes == 0`), `n_rows == 0`, and a stream of another device.
///
/// # Safety
///
/// Every pointer parameter of `pack` is the address of a live device allocation of this device
/// (a [`DeviceBuffer`](super::DeviceBuffer)) large enough for what `entry` reads and writes over
/// `n_rows` rows, and stays alive and untouched by the host until `stream` is synchronised. The
/// kernel behind `entry` in the image takes exactly the parameters of `entry`.
pub unsafe fn launch(
    module: &CudaModule,
    entry: &StaticAbi,
    pack: &ArgPack,
    n_rows: u32,
    stream: &Stream,
) -> Result<(), Error> {
    check_launch(entry, pack, n_rows)?;
    same_device(
        "the module and the stream",
        &module.context,
        &stream.context,
    )?;
    let function = module.function(entry.entry)?;
    let mut params = kernel_params(pack);
    module.context.bind()?;
    // SAFETY: the function belongs to the module, whose context is the stream's and is current;
    // `params` has one pointer per parameter of `entry`, into `pack`, which outlives the call
    // (the driver copies the values); the pointers inside are the caller's contract.
    unsafe {
        driver::launch_kernel(
            function,
            launch_config(entry, n_rows),
            stream.stream,
            &mut params,
        )
    }
}
