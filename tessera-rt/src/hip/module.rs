//! Layer 3, modules: an embedded AMD image loaded on a device, its entries checked on load
//! (DESIGN.md 6: the runtime re-checks the entry symbols in the loaded image before the first
//! launch).

use std::ffi::CString;
use std::sync::Arc;

use super::device::{Context, HipDevice};
use super::driver::{self, hipFunction_t, hipModule_t};
use crate::error::Error;
use crate::gpu::Entries;
use crate::kernel::{GpuFormat, GpuImage};

/// A loaded image: unloaded on drop.
#[derive(Debug)]
pub struct HipModule {
    pub(crate) context: Arc<Context>,
    module: hipModule_t,
    chip: &'static str,
    /// Every entry of the image, looked up on load.
    functions: Entries<hipFunction_t>,
}

// SAFETY: module and function handles may be used from any thread (the HIP runtime is
// thread-safe); every use makes the device current first; the Rust side is immutable after
// `load`.
unsafe impl Send for HipModule {}
// SAFETY: as above.
unsafe impl Sync for HipModule {}

impl HipModule {
    /// Loads `image` (an HSA code object) on `device` and looks up each of its entries. Fails on
    /// an NVIDIA image, on an image that fails [`crate::verify`] (checked before the runtime sees
    /// it), on a runtime error and on a missing entry.
    pub fn load(device: &HipDevice, image: &GpuImage) -> Result<HipModule, Error> {
        let bytes = image_bytes(image)?;
        crate::verify::verify_image("", image)?;
        let context = Arc::clone(&device.context);
        context.bind()?;
        let what = format!("the {} HSACO image", image.chip);
        // SAFETY: `bytes` is a whole code object (an ELF file; the runtime reads its headers for
        // its size).
        let module = unsafe { driver::module_load(bytes, &what)? };
        let mut loaded = HipModule {
            context,
            module,
            chip: image.chip,
            functions: Entries::empty(),
        };
        loaded.functions = Entries::lookup_all(image, |entry| loaded.lookup(entry))?;
        Ok(loaded)
    }

    /// The chip of the loaded image.
    pub fn chip(&self) -> &'static str {
        self.chip
    }

    /// The device the module is loaded on.
    pub fn ordinal(&self) -> usize {
        self.context.ordinal()
    }

    /// Whether the image declares `entry` (and it was found on load).
    pub fn has_entry(&self, entry: &str) -> bool {
        self.functions.get(entry).is_some()
    }

    /// The function of `entry`: from the table filled on load, else looked up in the module.
    pub(crate) fn function(&self, entry: &str) -> Result<hipFunction_t, Error> {
        match self.functions.get(entry) {
            Some(function) => Ok(function),
            None => {
                self.context.bind()?;
                self.lookup(entry)
            }
        }
    }

    /// `hipModuleGetFunction` of `entry`.
    fn lookup(&self, entry: &str) -> Result<hipFunction_t, Error> {
        let missing = || Error::HipEntryNotFound {
            entry: entry.to_string(),
            chip: self.chip.to_string(),
        };
        let name = CString::new(entry).map_err(|_| missing())?;
        // SAFETY: the module is live.
        unsafe { driver::module_function(self.module, &name) }?.ok_or_else(missing)
    }
}

impl Drop for HipModule {
    fn drop(&mut self) {
        // SAFETY: the module is live; its functions die with `self`. A failure cannot be reported
        // from `drop`.
        if self.context.bind().is_ok() {
            let _ = unsafe { driver::module_unload(self.module) };
        }
    }
}

/// The bytes the runtime takes for `image`: an HSA code object as it is; NVIDIA images, and bytes
/// that do not start with an ELF header, refused.
pub fn image_bytes(image: &GpuImage) -> Result<&'static [u8], Error> {
    let format = match image.format {
        // The runtime reads the ELF headers without being told the length: a whole ELF header
        // (64 bytes, the file starting with its magic) is the least it may be handed.
        GpuFormat::Hsaco if image.bytes.len() >= 64 && image.bytes.starts_with(b"\x7fELF") => {
            return Ok(image.bytes);
        }
        GpuFormat::Hsaco => "not an ELF file",
        GpuFormat::Ptx => "NVIDIA PTX",
        GpuFormat::Cubin => "an NVIDIA cubin",
    };
    Err(Error::HipImageFormat {
        chip: image.chip.to_string(),
        format: format.to_string(),
    })
}
