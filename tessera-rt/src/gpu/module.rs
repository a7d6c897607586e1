//! The entry table of a loaded image: every entry the image declares, looked up once on load
//! (DESIGN.md 6: the runtime re-checks the entry symbols in the loaded image before the first
//! launch); and the modules a device handle keeps loaded ([`ModuleCache`]).

use std::sync::{Arc, Mutex, PoisonError};

use crate::error::Error;
use crate::kernel::{GpuFormat, GpuImage};

/// The modules loaded on one device, one per image: the launchers ask the device for an
/// image's module on every call (`GpuDevice::load`), and the first call loads it, which for PTX
/// means the driver's JIT compiler; later calls share it. Images are told apart by their bytes'
/// address, length and format (tables embed each image once, `'static`). A module stays loaded
/// while the cache lives, that is while any clone of the device handle does.
#[derive(Debug)]
pub(crate) struct ModuleCache<M> {
    loaded: Mutex<Vec<(ImageKey, Arc<M>)>>,
}

type ImageKey = (usize, usize, GpuFormat);

impl<M> Default for ModuleCache<M> {
    fn default() -> Self {
        ModuleCache {
            loaded: Mutex::new(Vec::new()),
        }
    }
}

impl<M> ModuleCache<M> {
    /// The module of `image`: the one loaded before, else `load()`'s (kept when it succeeds; a
    /// failure is returned and not kept, so the next call tries again).
    pub(crate) fn get_or_load(
        &self,
        image: &GpuImage,
        load: impl FnOnce() -> Result<M, Error>,
    ) -> Result<Arc<M>, Error> {
        let key = (
            image.bytes.as_ptr() as usize,
            image.bytes.len(),
            image.format,
        );
        // Loading under the lock: two threads asking for one image load it once.
        let mut loaded = self.loaded.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some((_, module)) = loaded.iter().find(|(k, _)| *k == key) {
            return Ok(Arc::clone(module));
        }
        let module = Arc::new(load()?);
        loaded.push((key, Arc::clone(&module)));
        Ok(module)
    }
}

/// The function handle (`F`) of each entry of a loaded image.
#[derive(Debug)]
pub(crate) struct Entries<F> {
    functions: Vec<(&'static str, F)>,
}

impl<F: Copy> Entries<F> {
    /// Looks up every entry of `image` with `lookup`; the first missing one is the error.
    pub(crate) fn lookup_all(
        image: &GpuImage,
        mut lookup: impl FnMut(&str) -> Result<F, Error>,
    ) -> Result<Entries<F>, Error> {
        let functions = image
            .entries
            .iter()
            .map(|entry| Ok((entry.entry, lookup(entry.entry)?)))
            .collect::<Result<_, Error>>()?;
        Ok(Entries { functions })
    }

    /// No entries (before the lookup on load).
    pub(crate) fn empty() -> Entries<F> {
        Entries {
            functions: Vec::new(),
        }
    }

    /// The function of `entry`, if the image declares it.
    pub(crate) fn get(&self, entry: &str) -> Option<F> {
        self.functions
            .iter()
            .find(|(name, _)| *name == entry)
            .map(|&(_, function)| function)
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use super::*;

    fn image(bytes: &'static [u8], format: GpuFormat) -> GpuImage {
        GpuImage {
            chip: "sm_90",
            format,
            bytes,
            sha256: "",
            entries: &[],
        }
    }

    #[test]
    fn an_image_is_loaded_once_and_a_failed_load_is_retried() {
        static A: [u8; 4] = *b"abcd";
        static B: [u8; 4] = *b"abcd";
        let cache = ModuleCache::<u32>::default();
        let loads = Cell::new(0);
        let load = |value: u32| {
            loads.set(loads.get() + 1);
            Ok(value)
        };
        let a = cache
            .get_or_load(&image(&A, GpuFormat::Ptx), || load(1))
            .unwrap();
        let again = cache
            .get_or_load(&image(&A, GpuFormat::Ptx), || load(2))
            .unwrap();
        assert!(Arc::ptr_eq(&a, &again));
        assert_eq!((*again, loads.get()), (1, 1));
        // Equal bytes elsewhere, or the same bytes as another format, are another image.
        let b = cache
            .get_or_load(&image(&B, GpuFormat::Ptx), || load(3))
            .unwrap();
        let cubin = cache
            .get_or_load(&image(&A, GpuFormat::Cubin), || load(4))
            .unwrap();
        assert_eq!((*b, *cubin, loads.get()), (3, 4, 3));
        // A failure is not kept.
        static C: [u8; 2] = *b"cd";
        let failed = cache.get_or_load(&image(&C, GpuFormat::Ptx), || {
            Err(Error::Status("no".to_string()))
        });
        assert!(failed.is_err());
        let c = cache
            .get_or_load(&image(&C, GpuFormat::Ptx), || load(5))
            .unwrap();
        assert_eq!((*c, loads.get()), (5, 4));
    }
}
