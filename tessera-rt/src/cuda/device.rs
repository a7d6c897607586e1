//! Layer 3, devices: discovery ([`devices`]) and an open device ([`CudaDevice`]), which holds
//! the device's primary context for as long as anything made on it lives.

use std::sync::Arc;

use super::driver::{self, CUcontext, CUdevice, CUresult};
use super::module::CudaModule;
use crate::error::Error;
use crate::gpu::ModuleCache;

/// What the runtime needs to know about a CUDA device to choose an image for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CudaDeviceInfo {
    /// The driver's ordinal of the device.
    pub ordinal: usize,
    pub name: String,
    /// `(major, minor)`: `(9, 0)` for an H100.
    pub compute_capability: (u32, u32),
    /// The CUDA version the driver supports, `(major, minor)`: `(12, 8)`.
    pub driver_version: (u32, u32),
    pub total_memory: usize,
    pub multiprocessors: u32,
}

impl CudaDeviceInfo {
    /// The device's chip name, as images name theirs: `sm_90` for compute capability 9.0.
    pub fn chip(&self) -> String {
        let (major, minor) = self.compute_capability;
        format!("sm_{major}{minor}")
    }
}

/// Every CUDA device the driver sees, in ordinal order; empty when the driver is installed but
/// sees no GPU. Fails, without panicking, when the driver library is missing or a call fails.
pub fn devices() -> Result<Vec<CudaDeviceInfo>, Error> {
    match driver::init() {
        Ok(()) => {}
        Err(Error::CudaCall { code, .. }) if code == CUresult::CUDA_ERROR_NO_DEVICE as u32 => {
            return Ok(Vec::new());
        }
        Err(error) => return Err(error),
    }
    (0..driver::device_count()?).map(device_info).collect()
}

/// The descriptor of device `ordinal` (after `driver::init`).
fn device_info(ordinal: usize) -> Result<CudaDeviceInfo, Error> {
    let device = driver::device(ordinal)?;
    let multiprocessors = driver::device_attribute(
        device,
        cudarc::driver::sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT,
    )?;
    Ok(CudaDeviceInfo {
        ordinal,
        name: driver::device_name(device)?,
        compute_capability: driver::compute_capability(device)?,
        driver_version: driver::driver_version()?,
        total_memory: driver::total_memory(device)?,
        multiprocessors: multiprocessors.max(0) as u32,
    })
}

/// An open CUDA device: its primary context, retained until the last clone of this handle and
/// the last module, buffer and stream made on it are dropped, and the images the launchers
/// loaded on it (each loaded once, kept while a clone of the handle lives). Cheap to clone.
#[derive(Debug, Clone)]
pub struct CudaDevice {
    pub(crate) context: Arc<Context>,
    pub(crate) modules: Arc<ModuleCache<CudaModule>>,
}

/// A retained primary context. The runtime makes it current on the calling thread before each
/// driver call that needs one ([`Context::bind`]), so every type works from any thread.
#[derive(Debug)]
pub(crate) struct Context {
    device: CUdevice,
    context: CUcontext,
    info: CudaDeviceInfo,
}

// SAFETY: a CUDA context may be used from any thread (the driver API is thread-safe); the runtime
// binds it to the calling thread before each call that needs it.
unsafe impl Send for Context {}
// SAFETY: as above; `Context` has no interior mutability on the Rust side.
unsafe impl Sync for Context {}

impl CudaDevice {
    /// Opens device `ordinal`: initialises the driver and retains the device's primary context.
    pub fn open(ordinal: usize) -> Result<CudaDevice, Error> {
        driver::init()?;
        let count = driver::device_count()?;
        if ordinal >= count {
            return Err(Error::CudaNoDevice { ordinal, count });
        }
        let info = device_info(ordinal)?;
        let device = driver::device(ordinal)?;
        // SAFETY: `device` comes from `cuDeviceGet`; `Context::drop` releases it once.
        let context = unsafe { driver::primary_context_retain(device)? };
        let context = Arc::new(Context {
            device,
            context,
            info,
        });
        context.bind()?;
        Ok(CudaDevice {
            context,
            modules: Arc::default(),
        })
    }

    pub fn info(&self) -> &CudaDeviceInfo {
        &self.context.info
    }

    pub fn ordinal(&self) -> usize {
        self.context.info.ordinal
    }
}

impl Context {
    /// Makes this context current on the calling thread.
    pub(crate) fn bind(&self) -> Result<(), Error> {
        // SAFETY: the context is retained while `self` lives.
        unsafe { driver::set_current(self.context) }
    }

    pub(crate) fn ordinal(&self) -> usize {
        self.info.ordinal
    }
}

impl Drop for Context {
    fn drop(&mut self) {
        // SAFETY: matches the retain in `CudaDevice::open`; every module, buffer and stream holds
        // an `Arc<Context>`, so none outlives this. A failure cannot be reported from `drop`.
        let _ = unsafe { driver::primary_context_release(self.device) };
    }
}

/// Fails unless `a` and `b` are the same device's.
pub(crate) fn same_device(what: &'static str, a: &Context, b: &Context) -> Result<(), Error> {
    if std::ptr::eq(a, b) || a.context == b.context {
        Ok(())
    } else {
        Err(Error::CudaDeviceMismatch {
            what,
            first: a.ordinal(),
            second: b.ordinal(),
        })
    }
}
