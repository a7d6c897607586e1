//! Layer 2 of the AMD driver layer: thin wrappers over the HIP runtime (`hip_sys::hiprt`) that
//! return [`Error`], each failure naming what the runtime was doing, the HIP call and its
//! `hipError_t`.
//!
//! The HIP runtime keeps a current device per thread ([`set_device`]); the functions that
//! allocate, copy, load or create work on it. Functions whose misuse the runtime cannot catch
//! (stale handles, raw device pointers, the wrong current device) are `unsafe`.
//!
//! hip-sys's bindings were generated from ROCm 5.4 headers; `hipDeviceProp_t` has that layout
//! (792 bytes, the same as ROCm 5.2's). [`device_properties`] hands the runtime a larger buffer,
//! so a runtime with a larger structure cannot write past it, and the caller checks what it read.

use std::ffi::{CStr, c_char, c_int, c_uint, c_void};

use hip_sys::hiprt as sys;

pub use hip_sys::hiprt::{
    hipDeviceptr_t, hipError_t, hipEvent_t, hipFunction_t, hipModule_t, hipStream_t,
};

pub use crate::gpu::LaunchConfig;

use crate::error::Error;

/// The error of HIP call `call` that returned `code` while the runtime was doing `what`. Pure:
/// the code's name comes from the bindings, not from the runtime.
pub fn driver_error(what: impl Into<String>, call: &'static str, code: hipError_t) -> Error {
    Error::HipCall {
        what: what.into(),
        call,
        code: code as u32,
        name: format!("{code:?}"),
        detail: hint(code).to_string(),
    }
}

/// Advice for the codes whose cause is usually outside the program.
fn hint(code: hipError_t) -> &'static str {
    match code {
        hipError_t::hipErrorNoDevice => "the HIP runtime sees no AMD GPU",
        hipError_t::hipErrorNoBinaryForGpu | hipError_t::hipErrorInvalidImage => {
            "the image was compiled for another GPU, or for a code-object version this HIP \
             runtime does not load; compile one for this device's chip"
        }
        hipError_t::hipErrorInsufficientDriver => {
            "the amdgpu kernel driver is older than this HIP runtime needs"
        }
        _ => "",
    }
}

fn check(
    what: impl FnOnce() -> String,
    call: &'static str,
    status: hipError_t,
) -> Result<(), Error> {
    match status {
        hipError_t::hipSuccess => Ok(()),
        code => Err(driver_error(what(), call, code)),
    }
}

/// `hipInit(0)`. Safe to call more than once. Without a GPU the runtime answers
/// `hipErrorInvalidDevice` or `hipErrorNoDevice` (ROCm 5.2 says the former).
pub fn init() -> Result<(), Error> {
    // SAFETY: takes no pointer; flags must be 0.
    let status = unsafe { sys::hipInit(0) };
    check(|| "initialising the HIP runtime".into(), "hipInit", status)
}

/// `hipGetDeviceCount`. `hipErrorNoDevice` (no GPU) is an error here; [`devices`](super::devices)
/// turns it into [`Error::NoAmdGpu`].
pub fn device_count() -> Result<usize, Error> {
    let mut count: c_int = 0;
    // SAFETY: the runtime writes one int.
    let status = unsafe { sys::hipGetDeviceCount(&mut count) };
    check(
        || "counting AMD devices".into(),
        "hipGetDeviceCount",
        status,
    )?;
    Ok(count.max(0) as usize)
}

/// `hipRuntimeGetVersion`: the HIP runtime's version number (`50221153` for 5.2).
pub fn runtime_version() -> Result<u32, Error> {
    let mut version: c_int = 0;
    // SAFETY: the runtime writes one int.
    let status = unsafe { sys::hipRuntimeGetVersion(&mut version) };
    check(
        || "asking the HIP runtime version".into(),
        "hipRuntimeGetVersion",
        status,
    )?;
    Ok(version.max(0) as u32)
}

/// What [`device_properties`] reads from `hipDeviceProp_t`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Properties {
    pub name: String,
    /// The target ID: `gfx1151`, `gfx90a:sramecc+:xnack-`.
    pub gcn_arch_name: String,
    pub total_memory: usize,
    pub multiprocessors: u32,
}

/// `hipDeviceProp_t` followed by room for a runtime whose structure is larger than the bindings'.
#[repr(C)]
struct PropertiesBuffer {
    properties: sys::hipDeviceProp_t,
    _slack: [u8; 4096],
}

/// `hipGetDeviceProperties` of device `ordinal`.
pub fn device_properties(ordinal: usize) -> Result<Properties, Error> {
    let what = || format!("asking the properties of AMD device {ordinal}");
    let id = c_int::try_from(ordinal).map_err(|_| {
        driver_error(
            what(),
            "hipGetDeviceProperties",
            hipError_t::hipErrorInvalidDevice,
        )
    })?;
    // SAFETY: all-zero bytes are a valid `hipDeviceProp_t` (integers and arrays) and padding.
    let mut buffer: Box<PropertiesBuffer> = Box::new(unsafe { std::mem::zeroed() });
    // SAFETY: the runtime writes one `hipDeviceProp_t` (checked above to have room to spare).
    let status = unsafe { sys::hipGetDeviceProperties(&mut buffer.properties, id) };
    check(what, "hipGetDeviceProperties", status)?;
    let properties = &buffer.properties;
    Ok(Properties {
        name: fixed_string(&properties.name),
        gcn_arch_name: fixed_string(&properties.gcnArchName),
        total_memory: properties.totalGlobalMem,
        multiprocessors: properties.multiProcessorCount.max(0) as u32,
    })
}

/// A fixed-size C string field: the bytes before the first NUL (all of them when there is none),
/// lossily as UTF-8, trimmed.
pub fn fixed_string(field: &[c_char]) -> String {
    let bytes: Vec<u8> = field
        .iter()
        .map(|&c| c as u8)
        .take_while(|&b| b != 0)
        .collect();
    String::from_utf8_lossy(&bytes).trim().to_string()
}

/// `hipSetDevice`: makes device `ordinal` current on the calling thread.
pub fn set_device(ordinal: usize) -> Result<(), Error> {
    let what = || format!("making AMD device {ordinal} current");
    let id = c_int::try_from(ordinal)
        .map_err(|_| driver_error(what(), "hipSetDevice", hipError_t::hipErrorInvalidDevice))?;
    // SAFETY: takes no pointer; the runtime checks the ordinal.
    let status = unsafe { sys::hipSetDevice(id) };
    check(what, "hipSetDevice", status)
}

/// `hipModuleLoadData`: loads an HSA code object (or an offload bundle) on the current device.
/// A failure says `what` (the image).
///
/// # Safety
///
/// `image` is a whole code object: the runtime reads it without being told its length.
pub unsafe fn module_load(image: &[u8], what: &str) -> Result<hipModule_t, Error> {
    let mut module: hipModule_t = std::ptr::null_mut();
    // SAFETY: the caller's contract for the image; the runtime writes one handle.
    let status = unsafe { sys::hipModuleLoadData(&mut module, image.as_ptr().cast()) };
    check(|| format!("loading {what}"), "hipModuleLoadData", status)?;
    Ok(module)
}

/// `hipModuleGetFunction`. `Ok(None)` when the module has no such entry (`hipErrorNotFound`,
/// what the runtime returns for a name it does not find); any other failure, an unusable
/// function included, is an error that names its code.
///
/// # Safety
///
/// `module` is a live module.
pub unsafe fn module_function(
    module: hipModule_t,
    name: &CStr,
) -> Result<Option<hipFunction_t>, Error> {
    let mut function: hipFunction_t = std::ptr::null_mut();
    // SAFETY: the caller's contract; `name` is NUL-terminated; the runtime writes one handle.
    let status = unsafe { sys::hipModuleGetFunction(&mut function, module, name.as_ptr()) };
    match status {
        hipError_t::hipSuccess => Ok(Some(function)),
        hipError_t::hipErrorNotFound => Ok(None),
        code => Err(driver_error(
            format!("looking up entry `{}`", name.to_string_lossy()),
            "hipModuleGetFunction",
            code,
        )),
    }
}

/// `hipModuleUnload`.
///
/// # Safety
///
/// `module` is live and none of its functions is used afterwards.
pub unsafe fn module_unload(module: hipModule_t) -> Result<(), Error> {
    // SAFETY: the caller's contract.
    let status = unsafe { sys::hipModuleUnload(module) };
    check(|| "unloading a module".into(), "hipModuleUnload", status)
}

/// `hipMalloc`: `bytes` (> 0) of memory on the current device.
pub fn alloc(bytes: usize) -> Result<hipDeviceptr_t, Error> {
    let mut pointer: *mut c_void = std::ptr::null_mut();
    // SAFETY: the runtime writes one pointer.
    let status = unsafe { sys::hipMalloc(&mut pointer, bytes) };
    check(
        || format!("allocating {bytes} bytes of device memory"),
        "hipMalloc",
        status,
    )?;
    Ok(pointer)
}

/// `hipFree`.
///
/// # Safety
///
/// `pointer` came from [`alloc`] and is not used afterwards.
pub unsafe fn free(pointer: hipDeviceptr_t) -> Result<(), Error> {
    // SAFETY: the caller's contract.
    let status = unsafe { sys::hipFree(pointer) };
    check(|| "freeing device memory".into(), "hipFree", status)
}

/// `hipMemset`: zeroes `bytes` bytes at `pointer`.
///
/// # Safety
///
/// `pointer..pointer + bytes` lies in one live allocation.
pub unsafe fn zero(pointer: hipDeviceptr_t, bytes: usize) -> Result<(), Error> {
    // SAFETY: the caller's contract.
    let status = unsafe { sys::hipMemset(pointer, 0, bytes) };
    check(
        || format!("zeroing {bytes} bytes of device memory"),
        "hipMemset",
        status,
    )
}

/// `hipMemsetAsync`: queues the zeroing of `bytes` bytes at `pointer` on `stream`.
///
/// # Safety
///
/// `pointer..pointer + bytes` lies in one live allocation of `stream`'s device, and `stream` is
/// live.
pub unsafe fn zero_on(
    pointer: hipDeviceptr_t,
    bytes: usize,
    stream: hipStream_t,
) -> Result<(), Error> {
    // SAFETY: the caller's contract.
    let status = unsafe { sys::hipMemsetAsync(pointer, 0, bytes, stream) };
    check(
        || format!("queueing the zeroing of {bytes} bytes of device memory"),
        "hipMemsetAsync",
        status,
    )
}

/// `hipMemcpy` host to device: copies `source` to device memory at `destination`.
///
/// # Safety
///
/// `destination..destination + size_of_val(source)` lies in one live allocation, and no kernel
/// touches it meanwhile.
pub unsafe fn copy_to_device<T>(destination: hipDeviceptr_t, source: &[T]) -> Result<(), Error> {
    let bytes = size_of_val(source);
    // SAFETY: the caller's contract; `source` is `bytes` readable bytes.
    let status = unsafe {
        sys::hipMemcpy(
            destination,
            source.as_ptr().cast(),
            bytes,
            sys::hipMemcpyKind::hipMemcpyHostToDevice,
        )
    };
    check(
        || format!("copying {bytes} bytes to the device"),
        "hipMemcpy",
        status,
    )
}

/// `hipMemcpy` device to host: fills `destination` from device memory at `source`.
///
/// # Safety
///
/// `source..source + size_of_val(destination)` lies in one live allocation, and every bit
/// pattern is a valid `T`.
pub unsafe fn copy_from_device<T>(
    destination: &mut [T],
    source: hipDeviceptr_t,
) -> Result<(), Error> {
    let bytes = size_of_val(destination);
    // SAFETY: the caller's contract; `destination` is `bytes` writable bytes.
    let status = unsafe {
        sys::hipMemcpy(
            destination.as_mut_ptr().cast(),
            source,
            bytes,
            sys::hipMemcpyKind::hipMemcpyDeviceToHost,
        )
    };
    check(
        || format!("copying {bytes} bytes from the device"),
        "hipMemcpy",
        status,
    )
}

/// `hipMemcpyDtoHAsync`: queues on `stream` a copy of device memory at `source` into
/// `destination`; the caller waits for `stream` before it reads `destination`.
///
/// # Safety
///
/// `source..source + size_of_val(destination)` lies in one live allocation of `stream`'s
/// device, `stream` is live, every bit pattern is a valid `T`, and `destination` is neither
/// read nor moved until `stream` has been waited for.
pub unsafe fn copy_from_device_on<T>(
    destination: &mut [T],
    source: hipDeviceptr_t,
    stream: hipStream_t,
) -> Result<(), Error> {
    let bytes = size_of_val(destination);
    // SAFETY: the caller's contract; `destination` is `bytes` writable bytes.
    let status =
        unsafe { sys::hipMemcpyDtoHAsync(destination.as_mut_ptr().cast(), source, bytes, stream) };
    check(
        || format!("queueing a copy of {bytes} bytes from the device"),
        "hipMemcpyDtoHAsync",
        status,
    )
}

/// `hipStreamCreate` on the current device (a blocking stream: it synchronises with the null
/// stream, which the synchronous copies use).
pub fn stream_create() -> Result<hipStream_t, Error> {
    let mut stream: hipStream_t = std::ptr::null_mut();
    // SAFETY: the runtime writes one handle.
    let status = unsafe { sys::hipStreamCreate(&mut stream) };
    check(|| "creating a stream".into(), "hipStreamCreate", status)?;
    Ok(stream)
}

/// `hipStreamSynchronize`: waits for the work queued on `stream`.
///
/// # Safety
///
/// `stream` is live.
pub unsafe fn stream_synchronize(stream: hipStream_t) -> Result<(), Error> {
    // SAFETY: the caller's contract.
    let status = unsafe { sys::hipStreamSynchronize(stream) };
    check(
        || "waiting for a stream".into(),
        "hipStreamSynchronize",
        status,
    )
}

/// `hipStreamDestroy`.
///
/// # Safety
///
/// `stream` is live and not used afterwards.
pub unsafe fn stream_destroy(stream: hipStream_t) -> Result<(), Error> {
    // SAFETY: the caller's contract.
    let status = unsafe { sys::hipStreamDestroy(stream) };
    check(|| "destroying a stream".into(), "hipStreamDestroy", status)
}

/// `hipEventCreate` then `hipEventRecord`: an event queued on `stream`, reached once the work
/// queued on `stream` before it is done.
///
/// # Safety
///
/// `stream` is live and its device current.
pub unsafe fn event_record(stream: hipStream_t) -> Result<hipEvent_t, Error> {
    let mut event: hipEvent_t = std::ptr::null_mut();
    // SAFETY: the runtime writes one handle.
    let status = unsafe { sys::hipEventCreate(&mut event) };
    check(|| "creating an event".into(), "hipEventCreate", status)?;
    // SAFETY: the event was just created; the stream is the caller's.
    let status = unsafe { sys::hipEventRecord(event, stream) };
    if let Err(e) = check(|| "recording an event".into(), "hipEventRecord", status) {
        // SAFETY: the event is live and not used after this.
        let _ = unsafe { event_destroy(event) };
        return Err(e);
    }
    Ok(event)
}

/// `hipEventElapsedTime`: the milliseconds between two events, both reached.
///
/// # Safety
///
/// Both events are live.
pub unsafe fn event_elapsed_ms(start: hipEvent_t, end: hipEvent_t) -> Result<f32, Error> {
    let mut ms = 0f32;
    // SAFETY: the caller's contract; the runtime writes one float.
    let status = unsafe { sys::hipEventElapsedTime(&mut ms, start, end) };
    check(
        || "timing a launch between two events".into(),
        "hipEventElapsedTime",
        status,
    )?;
    Ok(ms)
}

/// `hipEventDestroy`.
///
/// # Safety
///
/// `event` is live and not used afterwards.
pub unsafe fn event_destroy(event: hipEvent_t) -> Result<(), Error> {
    // SAFETY: the caller's contract.
    let status = unsafe { sys::hipEventDestroy(event) };
    check(|| "destroying an event".into(), "hipEventDestroy", status)
}

/// How [`launch_kernel`] passes the kernel's parameters.
#[derive(Debug)]
pub enum KernelArgs<'a> {
    /// `kernelParams`: one pointer per parameter, in order, each at that parameter's value.
    Params(&'a mut [*mut c_void]),
    /// `extra`: the packed argument block, laid out as the kernel's argument segment
    /// (`HIP_LAUNCH_PARAM_BUFFER_POINTER` form, see [`extra_config`]).
    Buffer(&'a [u8]),
}

/// The `HIP_LAUNCH_PARAM_*` markers of the `extra` array (`hip_runtime_api.h` defines them as
/// the pointers 1, 2 and 3; bindgen does not translate those macros).
pub const HIP_LAUNCH_PARAM_BUFFER_POINTER: usize = 1;
pub const HIP_LAUNCH_PARAM_BUFFER_SIZE: usize = 2;
pub const HIP_LAUNCH_PARAM_END: usize = 3;

/// The `extra` array of `hipModuleLaunchKernel` for an argument block at `block` whose size in
/// bytes is stored at `size`: `{BUFFER_POINTER, block, BUFFER_SIZE, size, END}`, the only order
/// the runtime accepts. Valid while `block` and `size` are.
pub fn extra_config(block: *const u8, size: *const usize) -> [*mut c_void; 5] {
    [
        HIP_LAUNCH_PARAM_BUFFER_POINTER as *mut c_void,
        block.cast_mut().cast(),
        HIP_LAUNCH_PARAM_BUFFER_SIZE as *mut c_void,
        size.cast_mut().cast(),
        HIP_LAUNCH_PARAM_END as *mut c_void,
    ]
}

/// `hipModuleLaunchKernel`: queues `function` on `stream` with `args`; the runtime copies the
/// values before returning.
///
/// # Safety
///
/// `function` belongs to a live module of `stream`'s device, which is current; `args` matches
/// the kernel's parameter list (number, order and sizes, or the argument-segment layout); every
/// pointer the kernel dereferences is valid for what it does with it until the stream is
/// synchronised.
pub unsafe fn launch_kernel(
    function: hipFunction_t,
    config: LaunchConfig,
    stream: hipStream_t,
    args: KernelArgs<'_>,
) -> Result<(), Error> {
    let (grid, block) = (config.grid, config.block);
    let launch = |params: *mut *mut c_void, extra: *mut *mut c_void| {
        // SAFETY: the caller's contract; `params` or `extra` (the other null) is live for the call.
        unsafe {
            sys::hipModuleLaunchKernel(
                function,
                grid.0 as c_uint,
                grid.1 as c_uint,
                grid.2 as c_uint,
                block.0 as c_uint,
                block.1 as c_uint,
                block.2 as c_uint,
                config.dynamic_shared_bytes as c_uint,
                stream,
                params,
                extra,
            )
        }
    };
    let status = match args {
        KernelArgs::Params(params) => launch(params.as_mut_ptr(), std::ptr::null_mut()),
        KernelArgs::Buffer(bytes) => {
            let size = bytes.len();
            let mut extra = extra_config(bytes.as_ptr(), &size);
            launch(std::ptr::null_mut(), extra.as_mut_ptr())
        }
    };
    check(
        || format!("launching a kernel ({config:?})"),
        "hipModuleLaunchKernel",
        status,
    )
}
