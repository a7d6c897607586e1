//! The integration tests of `tessera-rt`: one binary, one module per area.
//!
//! `abi`: argument packing and ABI records. `cpu`: the level table, detection and kernel
//! selection with fake CPUs. `langevin`: the parameter envelope (every refusal), host scalars
//! and key advance. `launch`: the CPU launchers' row splitting, operand passing and the map and
//! energy launchers, driven by fake kernels written in Rust with the kernel entry ABI. `select`:
//! GPU and CPU kernel selection with fake devices and kernel tables. `cuda` (with the `cuda`
//! feature): the NVIDIA driver layer, on machines with and without a driver. `hip` (with the
//! `rocm` feature): the AMD driver layer, on machines with and without an AMD GPU. `verify`: the
//! load-time checks of embedded GPU images (sha256, entries, AMD argument layout). `sampler`: the
//! sampler's envelope (every refusal), host scalars, status words and its CPU and GPU launchers,
//! driven by fake kernels and a fake GPU device.
//!
//! Generated code declares its ABI tables as statics; the tests build theirs the same way with
//! [`static_abi!`], which lays offsets out at compile time with [`layout`].

mod abi;
mod cpu;
#[cfg(feature = "cuda")]
mod cuda;
#[cfg(feature = "rocm")]
mod hip;
mod langevin;
mod launch;
mod sampler;
mod select;
mod verify;

use tessera_rt::abi::{ParamKind, ParamType, StaticAbi, StaticParam};
use tessera_rt::kernel::CpuKernel;

/// A parameter as a test declares it: name, kind, type.
pub type ParamSpec = (&'static str, ParamKind, ParamType);

/// The size (and alignment) of a parameter type, written out independently of
/// `ParamType::size` so the tests check the runtime's layout rather than repeat it.
const fn type_size(ty: ParamType) -> u32 {
    match ty {
        ParamType::Ptr | ParamType::U64 => 8,
        ParamType::U32 | ParamType::F32 => 4,
    }
}

/// Lays `specs` out in order with natural alignment.
pub const fn layout<const N: usize>(specs: [ParamSpec; N]) -> [StaticParam; N] {
    let blank = StaticParam {
        name: "",
        kind: ParamKind::Launch,
        ty: ParamType::U32,
        offset: 0,
    };
    let mut params = [blank; N];
    let mut offset = 0u32;
    let mut i = 0;
    while i < N {
        let (name, kind, ty) = specs[i];
        let size = type_size(ty);
        offset = offset.div_ceil(size) * size;
        params[i] = StaticParam {
            name,
            kind,
            ty,
            offset,
        };
        offset += size;
        i += 1;
    }
    params
}

/// The argument block size of `params`: the end of the last one, rounded up to 8.
pub const fn block_size(params: &[StaticParam]) -> u32 {
    match params.last() {
        Some(last) => (last.offset + type_size(last.ty)).div_ceil(8) * 8,
        None => 0,
    }
}

/// A CPU entry's `StaticAbi` from `(name, Kind, Type)` triples, as a constant expression.
/// `langevin` appends the row range, `n_features` and the Langevin launch values; `rows` appends
/// the row range and `n_features` (map and energy entries).
#[macro_export]
macro_rules! static_abi {
    ($entry:expr, langevin, [$($param:tt)*]) => {
        $crate::static_abi!($entry, [$($param)*
            ("row_begin", Launch, U64), ("row_end", Launch, U64), ("n_features", Launch, U64),
            ("steps", Launch, U64), ("eta", Launch, F32), ("noise_scale", Launch, F32),
            ("draw_noise", Launch, U32), ("anneal", Launch, U32), ("temperature", Launch, F32),
            ("anneal_ratio", Launch, F32), ("two_eta", Launch, F32), ("key0", Launch, U64),
            ("key1", Launch, U64),
        ])
    };
    ($entry:expr, rows, [$($param:tt)*]) => {
        $crate::static_abi!($entry, [$($param)*
            ("row_begin", Launch, U64), ("row_end", Launch, U64), ("n_features", Launch, U64),
        ])
    };
    ($entry:expr, [$(($name:expr, $kind:ident, $ty:ident)),* $(,)?]) => {{
        const PARAMS: &[::tessera_rt::abi::StaticParam] = &$crate::layout([$((
            $name,
            ::tessera_rt::abi::ParamKind::$kind,
            ::tessera_rt::abi::ParamType::$ty,
        )),*]);
        ::tessera_rt::abi::StaticAbi {
            entry: $entry,
            params: PARAMS,
            size: $crate::block_size(PARAMS),
            block_lanes: 0,
            shared_bytes: 0,
            max_features: u64::MAX,
            scratch_bytes: 0,
            splits_by_candidates: false,
            candidates_blocked_by: &[],
        }
    }};
}

/// A fake kernel's view of its argument block: values read by name at the ABI's offsets.
#[derive(Debug, Clone, Copy)]
pub struct Args {
    base: *const u8,
    abi: &'static StaticAbi,
}

impl Args {
    /// # Safety
    ///
    /// `base` must point at a live, 8-byte aligned argument block laid out by `abi`.
    pub unsafe fn new(base: *const u8, abi: &'static StaticAbi) -> Args {
        Args { base, abi }
    }

    /// Whether the ABI has parameter `name`.
    pub fn has(&self, name: &str) -> bool {
        self.abi.param(name).is_some()
    }

    fn read<T: Copy>(&self, name: &str, ty: ParamType) -> T {
        let param = self
            .abi
            .param(name)
            .unwrap_or_else(|| panic!("no parameter `{name}`"));
        assert_eq!(param.ty, ty, "parameter `{name}`");
        // SAFETY: `new`'s contract; the ABI places a `ty` (of `T`'s size) at `offset`, naturally
        // aligned in an 8-byte aligned block (`read` checks the alignment in debug builds).
        unsafe { self.base.add(param.offset as usize).cast::<T>().read() }
    }

    pub fn u64(&self, name: &str) -> u64 {
        self.read(name, ParamType::U64)
    }

    pub fn u32(&self, name: &str) -> u32 {
        self.read(name, ParamType::U32)
    }

    pub fn f32(&self, name: &str) -> f32 {
        self.read(name, ParamType::F32)
    }

    pub fn ptr<T>(&self, name: &str) -> *mut T {
        self.read::<u64>(name, ParamType::Ptr) as usize as *mut T
    }

    /// `row_begin..row_end` as `usize`.
    pub fn rows(&self) -> std::ops::Range<usize> {
        self.u64("row_begin") as usize..self.u64("row_end") as usize
    }
}

/// A Langevin ABI with only the state, for tables where only the selection matters.
pub static STATE_ONLY_ABI: StaticAbi =
    static_abi!("state_only", langevin, [("state", State, Ptr),]);

/// A kernel entry that does nothing.
unsafe extern "C" fn noop_entry(_args: *const u8) {}

/// A fake kernel for the real level `name`, requiring that level's features.
pub fn fake_kernel(name: &str) -> CpuKernel {
    let level = tessera_rt::cpu::level(name).expect("a level of CPU_LEVELS");
    CpuKernel {
        level: level.name,
        required_features: level.features,
        entry: noop_entry,
        abi: &STATE_ONLY_ABI,
    }
}

/// `result` as its level or its error message, for comparisons.
pub fn message<T>(result: Result<T, tessera_rt::Error>) -> Result<T, String> {
    result.map_err(|error| error.to_string())
}

/// The prefix of every `AbiMismatch` message.
pub const ABI_BUG: &str =
    "internal error (a bug in tessera, or a kernel table built by another version)";
