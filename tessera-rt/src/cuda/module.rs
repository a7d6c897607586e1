//! Layer 3, modules: an embedded GPU image loaded on a device, its entries checked on load
//! (DESIGN.md 6: the runtime re-checks the entry symbols in the loaded image before the first
//! launch).

use std::ffi::CString;
use std::sync::Arc;

use super::device::{Context, CudaDevice};
use super::driver::{self, CUfunction, CUmodule};
use crate::error::Error;
use crate::gpu::Entries;
use crate::kernel::{GpuFormat, GpuImage};

/// A loaded image: unloaded on drop.
#[derive(Debug)]
pub struct CudaModule {
    pub(crate) context: Arc<Context>,
    module: CUmodule,
    chip: &'static str,
    format: GpuFormat,
    /// Every entry of the image, looked up on load.
    functions: Entries<CUfunction>,
}

// SAFETY: module and function handles may be used from any thread once their context is bound,
// which every use does first; the Rust side is immutable after `load`.
unsafe impl Send for CudaModule {}
// SAFETY: as above.
unsafe impl Sync for CudaModule {}

impl CudaModule {
    /// Loads `image` (a cubin, or PTX the driver compiles) on `device` and looks up each of its
    /// entries. Fails on an AMD image, on an image that fails [`crate::verify`] (checked before
    /// the driver sees it), on a driver error (a PTX failure carries the JIT log) and on a
    /// missing entry.
    pub fn load(device: &CudaDevice, image: &GpuImage) -> Result<CudaModule, Error> {
        let bytes = image_bytes(image)?;
        crate::verify::verify_image("", image)?;
        let context = Arc::clone(&device.context);
        context.bind()?;
        let what = format!("the {} {} image", image.chip, format_name(image.format));
        // SAFETY: the context is current; `bytes` is a cubin or NUL-terminated PTX.
        let module = unsafe { driver::module_load(&bytes, &what)? };
        let mut loaded = CudaModule {
            context,
            module,
            chip: image.chip,
            format: image.format,
            functions: Entries::empty(),
        };
        loaded.functions = Entries::lookup_all(image, |entry| loaded.lookup(entry))?;
        Ok(loaded)
    }

    /// The chip of the loaded image.
    pub fn chip(&self) -> &'static str {
        self.chip
    }

    pub fn format(&self) -> GpuFormat {
        self.format
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
    pub(crate) fn function(&self, entry: &str) -> Result<CUfunction, Error> {
        match self.functions.get(entry) {
            Some(function) => Ok(function),
            None => {
                self.context.bind()?;
                self.lookup(entry)
            }
        }
    }

    /// `cuModuleGetFunction` of `entry`; the context must be current.
    fn lookup(&self, entry: &str) -> Result<CUfunction, Error> {
        let missing = || Error::CudaEntryNotFound {
            entry: entry.to_string(),
            chip: self.chip.to_string(),
            format: format_name(self.format).to_string(),
        };
        let name = CString::new(entry).map_err(|_| missing())?;
        // SAFETY: the module is live and its context current (callers bind it).
        unsafe { driver::module_function(self.module, &name) }?.ok_or_else(missing)
    }
}

impl Drop for CudaModule {
    fn drop(&mut self) {
        // SAFETY: the module is live; its functions die with `self`. A failure cannot be reported
        // from `drop`.
        if self.context.bind().is_ok() {
            let _ = unsafe { driver::module_unload(self.module) };
        }
    }
}

/// The bytes the driver takes for `image`: a cubin as it is, PTX with a NUL at the end.
pub fn image_bytes(image: &GpuImage) -> Result<std::borrow::Cow<'static, [u8]>, Error> {
    match image.format {
        GpuFormat::Cubin => Ok(image.bytes.into()),
        GpuFormat::Ptx if image.bytes.last() == Some(&0) => Ok(image.bytes.into()),
        GpuFormat::Ptx => {
            let mut text = Vec::with_capacity(image.bytes.len() + 1);
            text.extend_from_slice(image.bytes);
            text.push(0);
            Ok(text.into())
        }
        GpuFormat::Hsaco => Err(Error::CudaImageFormat {
            chip: image.chip.to_string(),
            format: "an AMD HSA code object".to_string(),
        }),
    }
}

fn format_name(format: GpuFormat) -> &'static str {
    match format {
        GpuFormat::Ptx => "PTX",
        GpuFormat::Cubin => "cubin",
        GpuFormat::Hsaco => "HSACO",
    }
}
