//! Layer 3, devices: discovery ([`devices`]) and an open device ([`HipDevice`]), which every
//! module, buffer and stream made on it holds, so they make their device current before each
//! runtime call and work from any thread.

use std::sync::Arc;

use super::driver::{self, hipError_t};
use super::module::HipModule;
use crate::error::Error;
use crate::gpu::ModuleCache;
use crate::select::Device;

/// What the runtime needs to know about an AMD device to choose an image for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HipDeviceInfo {
    /// The HIP runtime's ordinal of the device.
    pub ordinal: usize,
    pub name: String,
    /// The target ID HIP reports: `gfx1151`, `gfx90a:sramecc+:xnack-`.
    pub gcn_arch_name: String,
    pub total_memory: usize,
    /// Compute units.
    pub multiprocessors: u32,
}

impl HipDeviceInfo {
    /// The device's chip name, as images name theirs: the processor of the target ID
    /// (`gfx90a` for `gfx90a:sramecc+:xnack-`).
    pub fn chip(&self) -> String {
        self.gcn_arch_name
            .split(':')
            .next()
            .unwrap_or_default()
            .to_string()
    }

    /// The selection descriptor of the device (DESIGN.md 7).
    pub fn descriptor(&self) -> Device {
        Device::Amd {
            name: self.name.clone(),
            gcn_arch_name: self.gcn_arch_name.clone(),
        }
    }
}

impl From<HipDeviceInfo> for Device {
    fn from(info: HipDeviceInfo) -> Device {
        Device::Amd {
            name: info.name,
            gcn_arch_name: info.gcn_arch_name,
        }
    }
}

impl From<&HipDeviceInfo> for Device {
    fn from(info: &HipDeviceInfo) -> Device {
        info.descriptor()
    }
}

/// Every AMD device the HIP runtime sees, in ordinal order, never empty: no device is
/// [`Error::NoAmdGpu`], which says what the runtime answered. Never panics.
pub fn devices() -> Result<Vec<HipDeviceInfo>, Error> {
    (0..device_count()?).map(device_info).collect()
}

/// The number of devices (> 0), after initialising the runtime; [`Error::NoAmdGpu`] for none.
fn device_count() -> Result<usize, Error> {
    // Without a GPU `hipInit` fails (ROCm 5.2: hipErrorInvalidDevice); the count then says why.
    let init = driver::init();
    let count = match driver::device_count() {
        Err(Error::HipCall { code, .. }) if code == hipError_t::hipErrorNoDevice as u32 => {
            return Err(Error::NoAmdGpu {
                reason: "hipGetDeviceCount returned hipErrorNoDevice".to_string(),
            });
        }
        Err(error) => return Err(init.err().unwrap_or(error)),
        Ok(0) => {
            return Err(Error::NoAmdGpu {
                reason: "hipGetDeviceCount reported 0".to_string(),
            });
        }
        Ok(count) => count,
    };
    init?;
    Ok(count)
}

/// The descriptor of device `ordinal` (after `hipInit`), its target ID checked.
fn device_info(ordinal: usize) -> Result<HipDeviceInfo, Error> {
    let properties = driver::device_properties(ordinal)?;
    let looks_right = properties
        .gcn_arch_name
        .strip_prefix("gfx")
        .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_alphanumeric()));
    if !looks_right {
        return Err(Error::HipBadProperty {
            ordinal,
            property: "gcnArchName",
            value: properties.gcn_arch_name,
            expected: "not a target ID such as `gfx1151` or `gfx90a:sramecc+:xnack-`",
        });
    }
    Ok(HipDeviceInfo {
        ordinal,
        name: properties.name,
        gcn_arch_name: properties.gcn_arch_name,
        total_memory: properties.total_memory,
        multiprocessors: properties.multiprocessors,
    })
}

/// An open AMD device, with the images the launchers loaded on it (each loaded once, kept while
/// a clone of the handle lives). Cheap to clone.
#[derive(Debug, Clone)]
pub struct HipDevice {
    pub(crate) context: Arc<Context>,
    pub(crate) modules: Arc<ModuleCache<HipModule>>,
}

/// What every object made on a device holds: the device's ordinal and descriptor. The runtime
/// makes the device current on the calling thread before each call that needs it
/// ([`Context::bind`]).
#[derive(Debug)]
pub(crate) struct Context {
    info: HipDeviceInfo,
}

impl HipDevice {
    /// Opens device `ordinal`: initialises the runtime and makes the device current.
    /// [`Error::NoAmdGpu`] when there is none, [`Error::HipNoDevice`] for an ordinal beyond them.
    pub fn open(ordinal: usize) -> Result<HipDevice, Error> {
        let count = device_count()?;
        if ordinal >= count {
            return Err(Error::HipNoDevice { ordinal, count });
        }
        let context = Arc::new(Context {
            info: device_info(ordinal)?,
        });
        context.bind()?;
        Ok(HipDevice {
            context,
            modules: Arc::default(),
        })
    }

    pub fn info(&self) -> &HipDeviceInfo {
        &self.context.info
    }

    pub fn ordinal(&self) -> usize {
        self.context.info.ordinal
    }

    /// The selection descriptor of the device.
    pub fn descriptor(&self) -> Device {
        self.context.info.descriptor()
    }
}

impl Context {
    /// Makes this device current on the calling thread.
    pub(crate) fn bind(&self) -> Result<(), Error> {
        driver::set_device(self.info.ordinal)
    }

    pub(crate) fn ordinal(&self) -> usize {
        self.info.ordinal
    }
}

/// Fails unless `a` and `b` are the same device's.
pub(crate) fn same_device(what: &'static str, a: &Context, b: &Context) -> Result<(), Error> {
    if a.ordinal() == b.ordinal() {
        Ok(())
    } else {
        Err(Error::HipDeviceMismatch {
            what,
            first: a.ordinal(),
            second: b.ordinal(),
        })
    }
}
