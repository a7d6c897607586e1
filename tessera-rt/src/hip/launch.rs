//! Layer 3, launch: one kernel entry over `n_rows` rows, its parameters taken from an
//! [`ArgPack`] (the same argument block the CPU entries take).
//!
//! `hipModuleLaunchKernel` takes the parameters in one of two forms ([`ArgForm`]): `void**
//! kernelParams`, one pointer per parameter at its value ([`kernel_params`](crate::gpu::kernel_params) builds it from the
//! pack: a pointer into the block at each parameter's ABI offset), or `extra` with the packed
//! block itself (`HIP_LAUNCH_PARAM_BUFFER_POINTER`), which the runtime copies into the kernel's
//! argument segment as it is. The block's layout (natural alignment, in parameter order) is the
//! segment's layout, so both forms pass the same values; [`launch`] uses the block.

use super::device::same_device;
use super::driver::{self, KernelArgs};
use super::memory::HipStream;
use super::module::HipModule;
use crate::abi::{ArgPack, StaticAbi};
use crate::error::Error;
use crate::gpu::{check_launch, kernel_params, launch_config};

/// How [`launch_with`] hands the parameters to the runtime.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArgForm {
    /// `kernelParams`: [`kernel_params`](crate::gpu::kernel_params) of the pack.
    Params,
    /// `extra`: the pack's block (`HIP_LAUNCH_PARAM_BUFFER_POINTER`).
    Buffer,
}

/// Queues `entry` of `module` on `stream` over `n_rows` rows, with the parameters of `pack`
/// passed as the packed block. Returns once the launch is queued: [`HipStream::synchronize`]
/// waits for it and reports a fault.
///
/// Refuses, before calling the runtime, an incomplete pack, a pack of another ABI, a CPU entry
/// (`block_lanes == 0`), `n_rows == 0`, a grid the runtime refuses ([`check_grid`]), and a
/// stream of another device.
///
/// # Safety
///
/// Every pointer parameter of `pack` is the address of a live device allocation of this device
/// (a [`HipBuffer`](super::HipBuffer)) large enough for what `entry` reads and writes over
/// `n_rows` rows, and stays alive and untouched by the host until `stream` is synchronised. The
/// kernel behind `entry` in the image takes exactly the parameters of `entry`.
pub unsafe fn launch(
    module: &HipModule,
    entry: &StaticAbi,
    pack: &ArgPack,
    n_rows: u32,
    stream: &HipStream,
) -> Result<(), Error> {
    // SAFETY: the caller's contract.
    unsafe { launch_with(module, entry, pack, n_rows, stream, ArgForm::Buffer) }
}

/// [`launch`], with the parameters passed in `form`.
///
/// # Safety
///
/// As [`launch`].
pub unsafe fn launch_with(
    module: &HipModule,
    entry: &StaticAbi,
    pack: &ArgPack,
    n_rows: u32,
    stream: &HipStream,
    form: ArgForm,
) -> Result<(), Error> {
    check_launch(entry, pack, n_rows)?;
    check_grid(entry, n_rows)?;
    same_device(
        "the module and the stream",
        &module.context,
        &stream.context,
    )?;
    let function = module.function(entry.entry)?;
    let mut params = kernel_params(pack);
    let args = match form {
        ArgForm::Params => KernelArgs::Params(&mut params),
        ArgForm::Buffer => KernelArgs::Buffer(pack.bytes()),
    };
    module.context.bind()?;
    // SAFETY: the function belongs to the module, whose device is the stream's and is current;
    // `args` holds one value per parameter of `entry`, from `pack`, which outlives the call (the
    // runtime copies the values); the pointers inside are the caller's contract.
    unsafe { driver::launch_kernel(function, launch_config(entry, n_rows), stream.stream, args) }
}

/// Refuses a launch of `entry` over `n_rows` rows whose grid has 2^32 lanes or more: the HIP
/// runtime refuses those (`hipErrorInvalidConfiguration`), where CUDA takes up to 2^31 - 1
/// workgroups of any size. With 1024-lane workgroups that is 4194303 rows (times the rows a
/// packed entry's workgroup holds).
pub fn check_grid(entry: &StaticAbi, n_rows: u32) -> Result<(), Error> {
    let lanes = entry.block_lanes.max(1);
    let max_groups = u64::from(u32::MAX / lanes);
    let max_rows = max_groups * u64::from(entry.rows_per_group());
    if u64::from(n_rows) > max_rows {
        return Err(Error::HipGridTooLarge {
            entry: entry.entry,
            n_rows: n_rows.into(),
            lanes,
            max_rows,
        });
    }
    Ok(())
}
