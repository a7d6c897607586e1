//! Layer 1 of the CUDA driver layer: is the driver library there?
//!
//! cudarc resolves `libcuda` lazily and panics when it is missing (or lacks a symbol), so every
//! path into the driver first asks [`driver_library`]. It opens the library with the same file
//! names, in the same order, as cudarc (`cudarc::get_lib_name_candidates`), so the file found
//! here is the one cudarc opens next, and checks that every entry point the runtime calls is
//! there. The answer is computed once per process.
//!
//! Invariant: no cudarc `sys` function is called unless [`driver_library`] returned `Ok`.

use std::sync::OnceLock;

use crate::error::Error;

/// The file the NVIDIA driver installs, named in the "not found" error.
pub const DRIVER_LIBRARY: &str = "libcuda.so.1";

/// The library base names cudarc tries, in its order (`nvcuda` is the Windows name).
const LIBRARY_NAMES: [&str; 2] = ["cuda", "nvcuda"];

/// Every driver entry point the runtime calls (cudarc's `sys` names): checked up front, because
/// cudarc panics on a missing symbol.
pub const REQUIRED_SYMBOLS: &[&str] = &[
    "cuInit",
    "cuDriverGetVersion",
    "cuDeviceGetCount",
    "cuDeviceGet",
    "cuDeviceGetName",
    "cuDeviceGetAttribute",
    "cuDeviceTotalMem_v2",
    "cuDevicePrimaryCtxRetain",
    "cuDevicePrimaryCtxRelease_v2",
    "cuCtxSetCurrent",
    "cuModuleLoadDataEx",
    "cuModuleGetFunction",
    "cuModuleUnload",
    "cuMemAlloc_v2",
    "cuMemFree_v2",
    "cuMemsetD8_v2",
    "cuMemcpyHtoD_v2",
    "cuMemcpyDtoH_v2",
    "cuStreamCreate",
    "cuStreamSynchronize",
    "cuStreamDestroy_v2",
    "cuLaunchKernel",
];

/// The loaded library, kept open for the life of the process.
#[derive(Debug)]
struct Loaded {
    name: String,
    _library: libloading::Library,
}

/// Why the library is unusable.
#[derive(Debug, Clone)]
enum Unusable {
    NotFound { tried: Vec<String>, reason: String },
    MissingSymbol { name: String, symbol: &'static str },
}

static DRIVER: OnceLock<Result<Loaded, Unusable>> = OnceLock::new();

/// The file names cudarc hands to the dynamic loader, in its order.
pub fn candidates() -> Vec<String> {
    LIBRARY_NAMES
        .iter()
        .flat_map(|name| cudarc::get_lib_name_candidates(name))
        .collect()
}

/// The file name under which the CUDA driver library loaded, or why it cannot be used:
/// [`Error::CudaDriverNotFound`] (no driver: the message says how to get one) or
/// [`Error::CudaDriverSymbol`] (a driver too old). Never panics; cached after the first call.
pub fn driver_library() -> Result<&'static str, Error> {
    match DRIVER.get_or_init(load) {
        Ok(loaded) => Ok(&loaded.name),
        Err(Unusable::NotFound { tried, reason }) => Err(Error::CudaDriverNotFound {
            library: DRIVER_LIBRARY,
            tried: tried.clone(),
            reason: reason.clone(),
        }),
        Err(Unusable::MissingSymbol { name, symbol }) => Err(Error::CudaDriverSymbol {
            library: name.clone(),
            symbol,
        }),
    }
}

/// Whether the driver library loads and has every entry point the runtime calls.
pub fn is_available() -> bool {
    driver_library().is_ok()
}

fn load() -> Result<Loaded, Unusable> {
    let tried = candidates();
    let mut reason = None;
    for name in &tried {
        // SAFETY: loading the NVIDIA driver runs its initialisers, which is what every CUDA
        // program does; cudarc loads the same file with the same call right after.
        match unsafe { libloading::Library::new(name) } {
            Ok(library) => {
                check_symbols(name, &library)?;
                return Ok(Loaded {
                    name: name.clone(),
                    _library: library,
                });
            }
            // Keep what the loader said about the driver's own file name, else the first.
            Err(error) if reason.is_none() || name == DRIVER_LIBRARY => {
                reason = Some(loader_message(&error));
            }
            Err(_) => {}
        }
    }
    let reason = reason.unwrap_or_else(|| "no file name to try".to_string());
    Err(Unusable::NotFound { tried, reason })
}

/// libloading's error with its source: "dlopen failed: libcuda.so.1: cannot open shared object
/// file: No such file or directory".
fn loader_message(error: &libloading::Error) -> String {
    let mut text = error.to_string();
    let mut source = std::error::Error::source(error);
    while let Some(cause) = source {
        text = format!("{text}: {cause}");
        source = cause.source();
    }
    text
}

fn check_symbols(name: &str, library: &libloading::Library) -> Result<(), Unusable> {
    for &symbol in REQUIRED_SYMBOLS {
        // SAFETY: the symbol is only looked up, never called, so its type does not matter.
        let found = unsafe { library.get::<*const ()>(symbol.as_bytes()) }.is_ok();
        if !found {
            return Err(Unusable::MissingSymbol {
                name: name.to_string(),
                symbol,
            });
        }
    }
    Ok(())
}
