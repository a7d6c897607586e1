//! Layer 2 of the CUDA driver layer: thin wrappers over cudarc's driver API (`cudarc::driver::
//! {sys, result}`) that return [`Error`], each failure naming what the runtime was doing, the
//! driver call and its `CUresult`.
//!
//! Invariant: the functions that take no driver handle ([`init`], [`driver_version`],
//! [`device_count`], [`device`]) first check [`driver_library`], so they report a missing driver
//! instead of panicking; the others take handles that only exist once [`init`] succeeded.
//! Functions whose misuse the driver cannot catch (stale handles, raw device pointers, a context
//! that is not current) are `unsafe`.

use std::ffi::{CStr, c_int, c_uint, c_void};

use cudarc::driver::result::{self, DriverError};
use cudarc::driver::sys::{self, CUdevice_attribute};

pub use cudarc::driver::sys::{
    CUcontext, CUdevice, CUdeviceptr, CUevent, CUfunction, CUmodule, CUresult, CUstream,
};

pub use crate::gpu::LaunchConfig;

use super::library::driver_library;
use crate::error::Error;

/// The error of driver call `call` that returned `code` while the runtime was doing `what`.
/// Pure: the code's name comes from the bindings, not from the driver.
pub fn driver_error(what: impl Into<String>, call: &'static str, code: CUresult) -> Error {
    Error::CudaCall {
        what: what.into(),
        call,
        code: code as u32,
        name: format!("{code:?}"),
        detail: hint(code).to_string(),
    }
}

/// Advice for the codes whose cause is usually outside the program.
fn hint(code: CUresult) -> &'static str {
    match code {
        CUresult::CUDA_ERROR_NO_DEVICE => "the driver sees no CUDA-capable GPU",
        CUresult::CUDA_ERROR_UNSUPPORTED_PTX_VERSION => {
            "the NVIDIA driver is older than this image (its PTX ISA or its cubin's CUDA \
             version); install a newer driver"
        }
        CUresult::CUDA_ERROR_NO_BINARY_FOR_GPU => {
            "the image was compiled for another GPU; compile one for this device's chip"
        }
        CUresult::CUDA_ERROR_STUB_LIBRARY => {
            "the libcuda found is the CUDA toolkit's stub, not the driver's; take the toolkit's \
             `stubs` folder out of LD_LIBRARY_PATH"
        }
        CUresult::CUDA_ERROR_ILLEGAL_ADDRESS
        | CUresult::CUDA_ERROR_HARDWARE_STACK_ERROR
        | CUresult::CUDA_ERROR_ILLEGAL_INSTRUCTION
        | CUresult::CUDA_ERROR_MISALIGNED_ADDRESS
        | CUresult::CUDA_ERROR_INVALID_ADDRESS_SPACE
        | CUresult::CUDA_ERROR_INVALID_PC
        | CUresult::CUDA_ERROR_LAUNCH_FAILED => {
            "a kernel faulted; the device's context is now unusable: every later call on it fails \
             with this code until every handle of the device (modules, buffers, streams, \
             launchers) is dropped"
        }
        _ => "",
    }
}

fn check(what: impl FnOnce() -> String, call: &'static str, status: CUresult) -> Result<(), Error> {
    match status {
        CUresult::CUDA_SUCCESS => Ok(()),
        code => Err(driver_error(what(), call, code)),
    }
}

fn from_result<T>(
    what: impl FnOnce() -> String,
    call: &'static str,
    result: Result<T, DriverError>,
) -> Result<T, Error> {
    result.map_err(|DriverError(code)| driver_error(what(), call, code))
}

/// `cuInit`: loads the driver (after checking the library is there) and initialises it. Safe to
/// call more than once.
pub fn init() -> Result<(), Error> {
    driver_library()?;
    from_result(
        || "initialising the CUDA driver".into(),
        "cuInit",
        result::init(),
    )
}

/// `cuDriverGetVersion`: the CUDA version the driver supports, as `(major, minor)`.
pub fn driver_version() -> Result<(u32, u32), Error> {
    driver_library()?;
    let mut version: c_int = 0;
    // SAFETY: the library is loaded (checked above); the driver writes one int.
    let status = unsafe { sys::cuDriverGetVersion(&mut version) };
    check(
        || "asking the driver version".into(),
        "cuDriverGetVersion",
        status,
    )?;
    Ok(split_version(version))
}

/// A driver version number (`12080`) as `(major, minor)` (`(12, 8)`).
pub fn split_version(version: c_int) -> (u32, u32) {
    let version = version.max(0) as u32;
    (version / 1000, version % 1000 / 10)
}

/// `cuDeviceGetCount` (after [`init`]).
pub fn device_count() -> Result<usize, Error> {
    driver_library()?;
    let count = from_result(
        || "counting CUDA devices".into(),
        "cuDeviceGetCount",
        result::device::get_count(),
    )?;
    Ok(count.max(0) as usize)
}

/// `cuDeviceGet`: the device of `ordinal` (after [`init`]).
pub fn device(ordinal: usize) -> Result<CUdevice, Error> {
    driver_library()?;
    let what = || format!("opening CUDA device {ordinal}");
    let ordinal = c_int::try_from(ordinal)
        .map_err(|_| driver_error(what(), "cuDeviceGet", CUresult::CUDA_ERROR_INVALID_DEVICE))?;
    from_result(what, "cuDeviceGet", result::device::get(ordinal))
}

/// `cuDeviceGetName`.
pub fn device_name(device: CUdevice) -> Result<String, Error> {
    from_result(
        || format!("asking the name of CUDA device {device}"),
        "cuDeviceGetName",
        result::device::get_name(device),
    )
}

/// `cuDeviceGetAttribute`.
pub fn device_attribute(device: CUdevice, attribute: CUdevice_attribute) -> Result<i32, Error> {
    // SAFETY: a `CUdevice` is a plain ordinal the driver validates (an unknown one is
    // CUDA_ERROR_INVALID_DEVICE); the driver writes one int.
    let value = unsafe { result::device::get_attribute(device, attribute) };
    from_result(
        || format!("asking {attribute:?} of CUDA device {device}"),
        "cuDeviceGetAttribute",
        value,
    )
}

/// The compute capability `(major, minor)` of `device`.
pub fn compute_capability(device: CUdevice) -> Result<(u32, u32), Error> {
    let major = device_attribute(
        device,
        CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
    )?;
    let minor = device_attribute(
        device,
        CUdevice_attribute::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
    )?;
    Ok((major.max(0) as u32, minor.max(0) as u32))
}

/// `cuDeviceTotalMem`: the device's memory in bytes.
pub fn total_memory(device: CUdevice) -> Result<usize, Error> {
    // SAFETY: as in `device_attribute`.
    let bytes = unsafe { result::device::total_mem(device) };
    from_result(
        || format!("asking the memory size of CUDA device {device}"),
        "cuDeviceTotalMem_v2",
        bytes,
    )
}

/// `cuDevicePrimaryCtxRetain`: the device's primary context, retained once more.
///
/// # Safety
///
/// `device` comes from [`device`]; each successful call is matched by one
/// [`primary_context_release`].
pub unsafe fn primary_context_retain(device: CUdevice) -> Result<CUcontext, Error> {
    // SAFETY: the caller's contract.
    let context = unsafe { result::primary_ctx::retain(device) };
    from_result(
        || format!("creating a context on CUDA device {device}"),
        "cuDevicePrimaryCtxRetain",
        context,
    )
}

/// `cuDevicePrimaryCtxRelease`.
///
/// # Safety
///
/// Matches one successful [`primary_context_retain`] of `device`; nothing made in the context is
/// used afterwards unless another retain keeps it alive.
pub unsafe fn primary_context_release(device: CUdevice) -> Result<(), Error> {
    // SAFETY: the caller's contract.
    let released = unsafe { result::primary_ctx::release(device) };
    from_result(
        || format!("releasing the context of CUDA device {device}"),
        "cuDevicePrimaryCtxRelease_v2",
        released,
    )
}

/// `cuCtxSetCurrent`: makes `context` current on the calling thread.
///
/// # Safety
///
/// `context` is a live context (retained and not yet released).
pub unsafe fn set_current(context: CUcontext) -> Result<(), Error> {
    // SAFETY: the caller's contract.
    let set = unsafe { result::ctx::set_current(context) };
    from_result(
        || "making a CUDA context current".into(),
        "cuCtxSetCurrent",
        set,
    )
}

/// The size of the JIT error log [`module_load`] collects.
const JIT_LOG_BYTES: usize = 8192;

/// `cuModuleLoadDataEx`: loads a cubin, or NUL-terminated PTX, into the current context. A
/// failure says `what` (the image) and carries the JIT error log, if the driver wrote one.
///
/// # Safety
///
/// A live context is current on the calling thread; `image` is a cubin or PTX text ending in a
/// NUL byte.
pub unsafe fn module_load(image: &[u8], what: &str) -> Result<CUmodule, Error> {
    let mut log = vec![0u8; JIT_LOG_BYTES];
    let mut options = [
        sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
        sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
    ];
    // The size option's value is the integer itself, passed in the pointer slot.
    let mut values = [
        log.as_mut_ptr().cast::<c_void>(),
        JIT_LOG_BYTES as *mut c_void,
    ];
    let mut module: CUmodule = std::ptr::null_mut();
    // SAFETY: the caller's contract for the context and the image; the option arrays hold two
    // entries each, and the log buffer outlives the call and has the size announced.
    let status = unsafe {
        sys::cuModuleLoadDataEx(
            &mut module,
            image.as_ptr().cast(),
            options.len() as c_uint,
            options.as_mut_ptr(),
            values.as_mut_ptr(),
        )
    };
    match status {
        CUresult::CUDA_SUCCESS => Ok(module),
        code => {
            let mut error = driver_error(format!("loading {what}"), "cuModuleLoadDataEx", code);
            let log = CStr::from_bytes_until_nul(&log)
                .map(|text| text.to_string_lossy().trim().to_string())
                .unwrap_or_default();
            if let Error::CudaCall { detail, .. } = &mut error
                && !log.is_empty()
            {
                *detail = join_detail(detail, &format!("JIT log:\n{log}"));
            }
            Err(error)
        }
    }
}

fn join_detail(first: &str, second: &str) -> String {
    if first.is_empty() {
        second.to_string()
    } else {
        format!("{first}; {second}")
    }
}

/// `cuModuleGetFunction`. `Ok(None)` when the module has no such entry.
///
/// # Safety
///
/// `module` is a live module whose context is current on the calling thread.
pub unsafe fn module_function(module: CUmodule, name: &CStr) -> Result<Option<CUfunction>, Error> {
    // SAFETY: the caller's contract; `name` is NUL-terminated.
    match unsafe { result::module::get_function(module, name.into()) } {
        Ok(function) => Ok(Some(function)),
        Err(DriverError(CUresult::CUDA_ERROR_NOT_FOUND)) => Ok(None),
        Err(DriverError(code)) => Err(driver_error(
            format!("looking up entry `{}`", name.to_string_lossy()),
            "cuModuleGetFunction",
            code,
        )),
    }
}

/// `cuModuleUnload`.
///
/// # Safety
///
/// `module` is live, its context current, and none of its functions is used afterwards.
pub unsafe fn module_unload(module: CUmodule) -> Result<(), Error> {
    // SAFETY: the caller's contract.
    let unloaded = unsafe { result::module::unload(module) };
    from_result(|| "unloading a module".into(), "cuModuleUnload", unloaded)
}

/// `cuMemAlloc`: `bytes` (> 0) of device memory in the current context.
///
/// # Safety
///
/// A live context is current on the calling thread.
pub unsafe fn alloc(bytes: usize) -> Result<CUdeviceptr, Error> {
    // SAFETY: the caller's contract.
    let pointer = unsafe { result::malloc_sync(bytes) };
    from_result(
        || format!("allocating {bytes} bytes of device memory"),
        "cuMemAlloc_v2",
        pointer,
    )
}

/// `cuMemFree`.
///
/// # Safety
///
/// `pointer` came from [`alloc`] in the current context and is not used afterwards.
pub unsafe fn free(pointer: CUdeviceptr) -> Result<(), Error> {
    // SAFETY: the caller's contract.
    let freed = unsafe { result::free_sync(pointer) };
    from_result(|| "freeing device memory".into(), "cuMemFree_v2", freed)
}

/// `cuMemsetD8`: zeroes `bytes` bytes at `pointer`.
///
/// # Safety
///
/// `pointer..pointer + bytes` lies in one live allocation of the current context.
pub unsafe fn zero(pointer: CUdeviceptr, bytes: usize) -> Result<(), Error> {
    // SAFETY: the caller's contract.
    let zeroed = unsafe { result::memset_d8_sync(pointer, 0, bytes) };
    from_result(
        || format!("zeroing {bytes} bytes of device memory"),
        "cuMemsetD8_v2",
        zeroed,
    )
}

/// `cuMemsetD8Async`: queues the zeroing of `bytes` bytes at `pointer` on `stream`.
///
/// # Safety
///
/// `pointer..pointer + bytes` lies in one live allocation of the current context, and `stream`
/// is live in that context.
pub unsafe fn zero_on(pointer: CUdeviceptr, bytes: usize, stream: CUstream) -> Result<(), Error> {
    // SAFETY: the caller's contract.
    let zeroed = unsafe { result::memset_d8_async(pointer, 0, bytes, stream) };
    from_result(
        || format!("queueing the zeroing of {bytes} bytes of device memory"),
        "cuMemsetD8Async",
        zeroed,
    )
}

/// `cuMemcpyHtoD`: copies `source` to device memory at `destination`.
///
/// # Safety
///
/// `destination..destination + size_of_val(source)` lies in one live allocation of the current
/// context, and no kernel touches it meanwhile.
pub unsafe fn copy_to_device<T>(destination: CUdeviceptr, source: &[T]) -> Result<(), Error> {
    // SAFETY: the caller's contract.
    let copied = unsafe { result::memcpy_htod_sync(destination, source) };
    from_result(
        || format!("copying {} bytes to the device", size_of_val(source)),
        "cuMemcpyHtoD_v2",
        copied,
    )
}

/// `cuMemcpyDtoH`: fills `destination` from device memory at `source`.
///
/// # Safety
///
/// `source..source + size_of_val(destination)` lies in one live allocation of the current
/// context, and every bit pattern is a valid `T`.
pub unsafe fn copy_from_device<T>(destination: &mut [T], source: CUdeviceptr) -> Result<(), Error> {
    let bytes = size_of_val(destination);
    // SAFETY: the caller's contract.
    let copied = unsafe { result::memcpy_dtoh_sync(destination, source) };
    from_result(
        || format!("copying {bytes} bytes from the device"),
        "cuMemcpyDtoH_v2",
        copied,
    )
}

/// `cuMemcpyDtoHAsync`: queues on `stream` a copy of device memory at `source` into
/// `destination`. From pageable host memory the driver returns once the copy is done; the
/// caller waits for `stream` before it reads `destination` all the same.
///
/// # Safety
///
/// `source..source + size_of_val(destination)` lies in one live allocation of the current
/// context, `stream` is live in that context, every bit pattern is a valid `T`, and
/// `destination` is neither read nor moved until `stream` has been waited for.
pub unsafe fn copy_from_device_on<T>(
    destination: &mut [T],
    source: CUdeviceptr,
    stream: CUstream,
) -> Result<(), Error> {
    let bytes = size_of_val(destination);
    // SAFETY: the caller's contract.
    let copied = unsafe { result::memcpy_dtoh_async(destination, source, stream) };
    from_result(
        || format!("queueing a copy of {bytes} bytes from the device"),
        "cuMemcpyDtoHAsync_v2",
        copied,
    )
}

/// `cuStreamCreate` (a blocking stream: it synchronises with the legacy default stream, which
/// the synchronous copies use).
///
/// # Safety
///
/// A live context is current on the calling thread.
pub unsafe fn stream_create() -> Result<CUstream, Error> {
    from_result(
        || "creating a stream".into(),
        "cuStreamCreate",
        result::stream::create(result::stream::StreamKind::Default),
    )
}

/// `cuStreamSynchronize`: waits for the work queued on `stream`.
///
/// # Safety
///
/// `stream` is live and its context current.
pub unsafe fn stream_synchronize(stream: CUstream) -> Result<(), Error> {
    // SAFETY: the caller's contract.
    let synchronized = unsafe { result::stream::synchronize(stream) };
    from_result(
        || "waiting for a stream".into(),
        "cuStreamSynchronize",
        synchronized,
    )
}

/// `cuStreamDestroy`.
///
/// # Safety
///
/// `stream` is live, its context current, and it is not used afterwards.
pub unsafe fn stream_destroy(stream: CUstream) -> Result<(), Error> {
    // SAFETY: the caller's contract.
    let destroyed = unsafe { result::stream::destroy(stream) };
    from_result(
        || "destroying a stream".into(),
        "cuStreamDestroy_v2",
        destroyed,
    )
}

/// `cuEventCreate` then `cuEventRecord`: an event (one that records time) queued on `stream`,
/// reached once the work queued on `stream` before it is done.
///
/// # Safety
///
/// `stream` is live and its context current.
pub unsafe fn event_record(stream: CUstream) -> Result<CUevent, Error> {
    let event = from_result(
        || "creating an event".into(),
        "cuEventCreate",
        result::event::create(sys::CUevent_flags::CU_EVENT_DEFAULT),
    )?;
    // SAFETY: the event was just created in the current context; the stream is the caller's.
    let recorded = unsafe { result::event::record(event, stream) };
    if let Err(e) = from_result(|| "recording an event".into(), "cuEventRecord", recorded) {
        // SAFETY: the event is live and not used after this.
        let _ = unsafe { event_destroy(event) };
        return Err(e);
    }
    Ok(event)
}

/// `cuEventElapsedTime`: the milliseconds between two events of one context, both reached.
///
/// # Safety
///
/// Both events are live and their context current.
pub unsafe fn event_elapsed_ms(start: CUevent, end: CUevent) -> Result<f32, Error> {
    // SAFETY: the caller's contract.
    let elapsed = unsafe { result::event::elapsed(start, end) };
    from_result(
        || "timing a launch between two events".into(),
        "cuEventElapsedTime",
        elapsed,
    )
}

/// `cuEventDestroy`.
///
/// # Safety
///
/// `event` is live, its context current, and it is not used afterwards.
pub unsafe fn event_destroy(event: CUevent) -> Result<(), Error> {
    // SAFETY: the caller's contract.
    let destroyed = unsafe { result::event::destroy(event) };
    from_result(
        || "destroying an event".into(),
        "cuEventDestroy_v2",
        destroyed,
    )
}

/// `cuLaunchKernel`: queues `function` on `stream`. `params` holds one pointer per kernel
/// parameter, in order, each at that parameter's value; the driver copies the values before
/// returning.
///
/// # Safety
///
/// `function` belongs to a live module whose context is current and is `stream`'s; `params`
/// matches the kernel's parameter list in number, order and sizes; every pointer the kernel
/// dereferences is valid for what it does with it until the stream is synchronised.
pub unsafe fn launch_kernel(
    function: CUfunction,
    config: LaunchConfig,
    stream: CUstream,
    params: &mut [*mut c_void],
) -> Result<(), Error> {
    // SAFETY: the caller's contract.
    let launched = unsafe {
        result::launch_kernel(
            function,
            config.grid,
            config.block,
            config.dynamic_shared_bytes,
            stream,
            params,
        )
    };
    from_result(
        || format!("launching a kernel ({config:?})"),
        "cuLaunchKernel",
        launched,
    )
}
