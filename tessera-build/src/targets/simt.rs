//! The SIMT emulator target: a GPU chip's execution mapping (its entries, ABI records,
//! workgroups, shared memory and barriers) compiled for the host as x86-64 code, so the GPU
//! kernels' logic runs, and is checked bit for bit, on a machine without a GPU.
//!
//! An emulated entry is the GPU entry of the wrapped chip, with three differences: it takes one
//! pointer to the argument block (as an x86 entry does, laid out by the same record), every
//! pointer is a host pointer, and the workgroup index, the lane index and the barrier are calls
//! through the module's hook table, which the emulator fills before a launch
//! ([`HOOKS_SYMBOL`]). Shared arrays are module globals, external so that no optimisation turns
//! them into per-lane memory; [`POISON_SYMBOL`] fills them with NaN bits (GPU shared memory
//! starts undefined, so a kernel that reads what it never wrote fails the comparison instead of
//! reading zeros). One workgroup runs at a time per loaded library.
//!
//! Not in [`super::TARGETS`]: users cannot ship it; `crate::simt` builds the emulator libraries.

use super::{Family, Format, Target};

/// The hook table every emulated module defines: `[group_id, lane_id, barrier, mark, record,
/// quad_sync, access]`, function pointers (`extern "C" fn() -> u32` twice, then
/// `extern "C" fn(*const c_char)` twice, `extern "C" fn(*const c_char, u64)`,
/// `extern "C" fn(*const c_char)` and `extern "C" fn(*const u8, u64, u32, *const c_char)`),
/// written by the emulator. A barrier's argument names the emitter call that placed it
/// (`file:line:column` in tessera's source), for the emulator's messages, and so does a quad
/// synchronisation's (`codegen::gpu::quad_sync`: a barrier of the quad's lanes, which the
/// emulator runs as a workgroup barrier and whose race check orders one quad's lanes only); a
/// mark's names a point of the kernel's code (`codegen::gpu::simt_mark`) that the emulator
/// counts, so tests can say how often a path ran (a search's passes, say); a record names a
/// value the kernel computed and gives it (`codegen::gpu::simt_record`: a search's result,
/// which the kernel's outputs may not show). Marks and records exist in emulated modules only.
///
/// The access hook sees every access of the kernels to shared memory before it happens (the
/// emulator's race check, `codegen::shared_access`): its address, its size in bytes, its kind
/// ([`ACCESS_READ`], [`ACCESS_WRITE`] or [`ACCESS_ATOMIC`], plus [`ACCESS_SURELY_SHARED`] when
/// the pointer cannot point anywhere else, and the array when it can point into one only:
/// [`ACCESS_ARRAY_SHIFT`]) and its place in the kernel (`function: block`).
pub const HOOKS_SYMBOL: &str = "tessera_simt_hooks";
/// The index of each hook in [`HOOKS_SYMBOL`].
pub const HOOK_GROUP: u32 = 0;
pub const HOOK_LANE: u32 = 1;
pub const HOOK_BARRIER: u32 = 2;
pub const HOOK_MARK: u32 = 3;
pub const HOOK_RECORD: u32 = 4;
pub const HOOK_QUAD_SYNC: u32 = 5;
pub const HOOK_ACCESS: u32 = 6;
/// The number of hooks.
pub const HOOKS: u32 = 7;
/// The access hook's kinds: a load, a store, an atomic read-modify-write.
pub const ACCESS_READ: u32 = 0;
pub const ACCESS_WRITE: u32 = 1;
pub const ACCESS_ATOMIC: u32 = 2;
/// The bits of the kind that say which of the three it is.
pub const ACCESS_KIND: u32 = 3;
/// Added to the kind when the pointer derives from shared arrays only, so an address outside
/// them is an access out of bounds.
pub const ACCESS_SURELY_SHARED: u32 = 4;
/// When the pointer derives from one shared array only, the kind holds its index in
/// [`SHARED_ARRAYS_SYMBOL`] plus one from this bit on (zero: look the address up).
pub const ACCESS_ARRAY_SHIFT: u32 = 8;
/// The module's shared arrays: a constant array of `{ ptr base, i64 bytes, ptr name }` (the
/// name a C string), ended by an entry whose base is null.
pub const SHARED_ARRAYS_SYMBOL: &str = "tessera_simt_shared_arrays";
/// `extern "C" fn()`: fills every shared array of the module with all-ones bits (a NaN as f32).
pub const POISON_SYMBOL: &str = "tessera_simt_poison";

/// The emulated mapping of the GPU target `gpu`.
#[derive(Debug)]
pub struct Simt {
    pub gpu: &'static dyn Target,
}

impl Target for Simt {
    fn chip(&self) -> &'static str {
        self.gpu.chip()
    }
    fn family(&self) -> Family {
        Family::Simt
    }
    fn triple(&self) -> &'static str {
        "x86_64-unknown-linux-gnu"
    }
    fn llvm_cpu(&self) -> &'static str {
        "x86-64"
    }
    fn format(&self) -> Format {
        Format::Object
    }
    fn entry_name(&self, program: &str) -> String {
        self.gpu.entry_name(program)
    }
}
