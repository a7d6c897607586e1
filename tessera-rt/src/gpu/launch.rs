//! The launch rules that need no driver: the `kernelParams` array of an [`ArgPack`], the launch
//! shape of an entry (one workgroup per row, or per group of rows) and the checks made before the driver is called.

use std::ffi::c_void;

use crate::abi::{AbiMismatch, ArgPack, StaticAbi};
use crate::error::Error;

/// A launch configuration: grid and block sizes in `(x, y, z)`, and the *dynamic* shared
/// memory to reserve per workgroup (`sharedMemBytes` of `cuLaunchKernel` and
/// `hipModuleLaunchKernel`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LaunchConfig {
    pub grid: (u32, u32, u32),
    pub block: (u32, u32, u32),
    pub dynamic_shared_bytes: u32,
}

/// The `kernelParams` array of `pack`: for each parameter of its ABI, in order, a pointer to the
/// parameter's bytes in the pack's block. Valid while `pack` is neither moved nor changed.
pub fn kernel_params(pack: &ArgPack) -> Vec<*mut c_void> {
    let block = pack.bytes().as_ptr();
    pack.abi()
        .params
        .iter()
        // The driver only reads through these pointers; `cast_mut` is what its signature asks.
        .map(|param| block.wrapping_add(param.offset as usize).cast_mut().cast())
        .collect()
}

/// The launch shape of `entry` over `n_rows` rows: workgroups of `entry.block_lanes` lanes,
/// one per row, or one per [`StaticAbi::rows_per_group`] rows for a packed entry.
///
/// No dynamic shared memory: every shared array of a tessera kernel is a static one (a global
/// of the shared address space, `codegen::gpu::shared_array`), which the driver reserves from
/// the image. [`StaticAbi::shared_bytes`] records their total for the docs and the 48 KiB
/// budget; asking for it again at launch would reserve it twice, and the driver refuses a
/// launch whose static and dynamic shared memory together pass 48 KiB (every entry above
/// 24 KiB of static shared memory).
pub fn launch_config(entry: &StaticAbi, n_rows: u32) -> LaunchConfig {
    LaunchConfig {
        grid: (n_rows.div_ceil(entry.rows_per_group()), 1, 1),
        block: (entry.block_lanes, 1, 1),
        dynamic_shared_bytes: 0,
    }
}

/// The checks of a launch that need no driver: refuses a pack of another ABI, a CPU entry
/// (`block_lanes == 0`), an incomplete pack and `n_rows == 0`.
pub fn check_launch(entry: &StaticAbi, pack: &ArgPack, n_rows: u32) -> Result<(), Error> {
    let mismatch = |message: String| {
        Error::Abi(AbiMismatch {
            entry: entry.entry.to_string(),
            message,
        })
    };
    if pack.abi() != entry {
        return Err(mismatch(format!(
            "the argument pack was built for entry `{}`",
            pack.abi().entry
        )));
    }
    if entry.block_lanes == 0 {
        return Err(mismatch(
            "block_lanes = 0: a CPU entry, not a GPU one".to_string(),
        ));
    }
    pack.check_complete()?;
    if n_rows == 0 {
        return Err(Error::ZeroSize { param: "n_rows" });
    }
    Ok(())
}
