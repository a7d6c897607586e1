//! The entry table of a loaded image: every entry the image declares, looked up once on load
//! (DESIGN.md 6: the runtime re-checks the entry symbols in the loaded image before the first
//! launch).

use crate::error::Error;
use crate::kernel::GpuImage;

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
