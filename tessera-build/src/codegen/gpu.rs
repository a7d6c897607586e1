//! The per-family pieces of GPU kernels: the kernel calling convention, address spaces,
//! workgroup/lane indices, shared memory, the workgroup barrier, the quads'
//! synchronisation, and fences and atomics of the device's scope. Everything else in a GPU
//! kernel is the shared emitter's. The SIMT emulator (`targets::simt`) takes its indices and
//! barrier from the module's hook table and keeps shared arrays in host memory.

use inkwell::AddressSpace;
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::values::{FunctionValue, IntValue, PointerValue};

use super::{Emitter, ok};
use crate::targets::Family;
use crate::targets::simt;

/// Global memory (kernel pointer parameters) on NVPTX and AMDGPU.
pub const GLOBAL: u16 = 1;
/// Workgroup-shared memory (PTX `.shared`, AMDGPU LDS).
pub const SHARED: u16 = 3;

/// LLVM's `ptx_kernel` calling convention: makes the function a PTX `.entry`.
const PTX_KERNEL: u32 = 71;
/// LLVM's `amdgpu_kernel` calling convention: emits `<name>.kd` and the metadata note.
const AMDGPU_KERNEL: u32 = 91;

/// Makes `function` a kernel entry of `family` run by workgroups of `lanes` lanes.
pub fn mark_kernel(ctx: &Context, function: FunctionValue<'_>, family: Family, lanes: u32) {
    let attribute = |k: &str, v: &str| ctx.create_string_attribute(k, v);
    match family {
        Family::Nvptx => {
            function.set_call_conventions(PTX_KERNEL);
            let lanes = lanes.to_string();
            function.add_attribute(
                inkwell::attributes::AttributeLoc::Function,
                attribute("nvvm.maxntid", &lanes),
            );
        }
        Family::Amdgpu => {
            function.set_call_conventions(AMDGPU_KERNEL);
            let size = format!("{lanes},{lanes}");
            function.add_attribute(
                inkwell::attributes::AttributeLoc::Function,
                attribute("amdgpu-flat-work-group-size", &size),
            );
        }
        Family::X86 | Family::Simt => {
            unreachable!("internal error: host code has no kernel calling convention")
        }
    }
}

fn call_i32_intrinsic<'ctx>(e: &Emitter<'_, 'ctx>, name: &str) -> IntValue<'ctx> {
    let decl = super::ops::intrinsic(e.module, name, &[]);
    let call = ok(e.builder.build_call(decl, &[], ""));
    call.try_as_basic_value()
        .basic()
        .expect("internal error: index intrinsic returns i32")
        .into_int_value()
}

/// Asks the compiler to fit `groups` workgroups of the kernel being emitted on one
/// multiprocessor (NVPTX `nvvm.minctasm`: ptxas caps the registers to fit); nothing elsewhere.
pub fn min_groups_per_multiprocessor(e: &Emitter<'_, '_>, groups: u32) {
    if e.family == Family::Nvptx {
        e.function.add_attribute(
            inkwell::attributes::AttributeLoc::Function,
            e.ctx
                .create_string_attribute("nvvm.minctasm", &groups.to_string()),
        );
    }
}

/// The address space of global memory (kernel pointer parameters) for `family`.
pub fn global_space(family: Family) -> AddressSpace {
    if family.native_gpu() {
        AddressSpace::from(GLOBAL)
    } else {
        AddressSpace::default()
    }
}

/// The address space of workgroup-shared memory for `family`.
pub fn shared_space(family: Family) -> AddressSpace {
    if family.native_gpu() {
        AddressSpace::from(SHARED)
    } else {
        AddressSpace::default()
    }
}

/// The emulator's hook table (`targets::simt::HOOKS_SYMBOL`), defined on first use.
fn simt_hooks<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>) -> PointerValue<'ctx> {
    if let Some(table) = module.get_global(simt::HOOKS_SYMBOL) {
        return table.as_pointer_value();
    }
    let ty = ctx
        .ptr_type(AddressSpace::default())
        .array_type(simt::HOOKS);
    let table = module.add_global(ty, None, simt::HOOKS_SYMBOL);
    table.set_linkage(Linkage::External);
    table.set_initializer(&ty.const_zero());
    table.as_pointer_value()
}

/// Calls hook `index` of the emulator's table with `args`, returning its i32 result
/// (`returns`) or nothing.
fn call_simt_hook<'ctx>(
    e: &Emitter<'_, 'ctx>,
    index: u32,
    args: &[inkwell::values::BasicValueEnum<'ctx>],
    returns: bool,
) -> Option<IntValue<'ctx>> {
    call_hook(e.ctx, e.module, e.builder, index, args, returns)
}

/// [`call_simt_hook`] at `builder`'s position in `module`.
pub(super) fn call_hook<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    builder: &Builder<'ctx>,
    index: u32,
    args: &[inkwell::values::BasicValueEnum<'ctx>],
    returns: bool,
) -> Option<IntValue<'ctx>> {
    let ptr = ctx.ptr_type(AddressSpace::default());
    let at = ctx.i64_type().const_int(u64::from(index), false);
    // SAFETY (of the IR): `index` < `simt::HOOKS`, inside the table.
    let slot = ok(unsafe { builder.build_in_bounds_gep(ptr, simt_hooks(ctx, module), &[at], "") });
    let hook = ok(builder.build_load(ptr, slot, "hook")).into_pointer_value();
    let params: Vec<inkwell::types::BasicMetadataTypeEnum> =
        args.iter().map(|a| a.get_type().into()).collect();
    let ty = if returns {
        ctx.i32_type().fn_type(&params, false)
    } else {
        ctx.void_type().fn_type(&params, false)
    };
    let args: Vec<inkwell::values::BasicMetadataValueEnum> =
        args.iter().map(|&a| a.into()).collect();
    let call = ok(builder.build_indirect_call(ty, hook, &args, ""));
    call.try_as_basic_value()
        .basic()
        .map(|v| v.into_int_value())
}

/// The C string naming `location`, one constant per site in the module.
fn simt_site<'ctx>(
    e: &Emitter<'_, 'ctx>,
    location: &std::panic::Location<'_>,
) -> PointerValue<'ctx> {
    let text = format!(
        "{}:{}:{}",
        location.file(),
        location.line(),
        location.column()
    );
    simt_string(e, &text)
}

/// Emulated modules only (`targets::simt::HOOK_MARK`): lets the emulator count that the lanes
/// passed this point of the code, named `name` (tests read the counts of lane 0 per workgroup:
/// how many passes a search ran, say). Emits nothing for a GPU or x86.
pub fn simt_mark(e: &Emitter<'_, '_>, name: &str) {
    if e.family == Family::Simt {
        let name = simt_string(e, name);
        call_simt_hook(e, simt::HOOK_MARK, &[name.into()], false);
    }
}

/// Emulated modules only (`targets::simt::HOOK_RECORD`): hands the emulator the i64 that
/// `value` emits under `name` (tests read lane 0's values per workgroup, in order: a search's
/// result, say). Emits nothing for a GPU or x86.
pub fn simt_record<'ctx>(e: &Emitter<'_, 'ctx>, name: &str, value: &dyn Fn() -> IntValue<'ctx>) {
    if e.family == Family::Simt {
        let name = simt_string(e, name);
        call_simt_hook(e, simt::HOOK_RECORD, &[name.into(), value().into()], false);
    }
}

/// A private C string constant holding `text`, one per text in the module.
fn simt_string<'ctx>(e: &Emitter<'_, 'ctx>, text: &str) -> PointerValue<'ctx> {
    module_string(e.ctx, e.module, text)
}

/// [`simt_string`] in `module`.
pub(super) fn module_string<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    text: &str,
) -> PointerValue<'ctx> {
    let name = format!("tessera_simt_site.{text}");
    if let Some(global) = module.get_global(&name) {
        return global.as_pointer_value();
    }
    let bytes = ctx.const_string(text.as_bytes(), true);
    let global = module.add_global(bytes.get_type(), None, &name);
    global.set_linkage(Linkage::Private);
    global.set_constant(true);
    global.set_initializer(&bytes);
    global.as_pointer_value()
}

/// The workgroup (block) index along x.
pub fn group_id<'ctx>(e: &Emitter<'_, 'ctx>) -> IntValue<'ctx> {
    match e.family {
        Family::Nvptx => call_i32_intrinsic(e, "llvm.nvvm.read.ptx.sreg.ctaid.x"),
        Family::Simt => call_simt_hook(e, simt::HOOK_GROUP, &[], true)
            .expect("internal error: the group hook returns i32"),
        _ => call_i32_intrinsic(e, "llvm.amdgcn.workgroup.id.x"),
    }
}

/// The lane (thread) index within the workgroup along x.
pub fn lane_id<'ctx>(e: &Emitter<'_, 'ctx>) -> IntValue<'ctx> {
    match e.family {
        Family::Nvptx => call_i32_intrinsic(e, "llvm.nvvm.read.ptx.sreg.tid.x"),
        Family::Simt => call_simt_hook(e, simt::HOOK_LANE, &[], true)
            .expect("internal error: the lane hook returns i32"),
        _ => call_i32_intrinsic(e, "llvm.amdgcn.workitem.id.x"),
    }
}

/// A workgroup barrier that also orders shared-memory accesses. NVPTX's `bar.sync` intrinsic
/// is a memory barrier for LLVM; AMDGPU's `s_barrier` is not, so it is wrapped in
/// workgroup-scope release/acquire fences. The emulator's barrier hook takes the emitting
/// call's place in tessera's source (a C string `file:line:column`), so it can say where
/// lanes that diverged were.
#[track_caller]
pub fn barrier(e: &Emitter<'_, '_>) {
    let family = e.family;
    if family == Family::Simt {
        let site = simt_site(e, std::panic::Location::caller());
        call_simt_hook(e, simt::HOOK_BARRIER, &[site.into()], false);
        return;
    }
    match family {
        Family::Nvptx => {
            let function =
                super::ops::intrinsic(e.module, "llvm.nvvm.barrier.cta.sync.aligned.all", &[]);
            ok(e.builder.build_call(function, &[e.i32(0).into()], ""));
        }
        _ => fenced_amdgpu_barrier(e, "llvm.amdgcn.s.barrier", Scope::Workgroup),
    }
}

/// Orders the shared-memory accesses of each quad of lanes (threads `4m..4m+3` of the
/// workgroup, four consecutive lanes of one warp or wavefront): what a quad's lanes stored
/// before it, its lanes read after it, and their reads before it precede its stores after
/// it. Every thread of the workgroup that has not left must call it in step (a uniform branch
/// around it is fine, a per-lane one is not). NVPTX: `bar.warp.sync` over the full warp (a
/// memory barrier among its lanes); AMDGPU: a wave barrier between wavefront-scope
/// release/acquire fences; the emulator: its quad hook, which it runs as a workgroup barrier
/// (so it checks that the lanes arrive in step) but whose race check orders only the accesses
/// of one quad's lanes by it.
#[track_caller]
pub fn quad_sync(e: &Emitter<'_, '_>) {
    match e.family {
        Family::Nvptx => {
            let sync = super::ops::intrinsic(e.module, "llvm.nvvm.bar.warp.sync", &[]);
            ok(e.builder.build_call(sync, &[e.i32(u32::MAX).into()], ""));
        }
        Family::Amdgpu => fenced_amdgpu_barrier(e, "llvm.amdgcn.wave.barrier", Scope::Wavefront),
        Family::Simt => {
            let site = simt_site(e, std::panic::Location::caller());
            call_simt_hook(e, simt::HOOK_QUAD_SYNC, &[site.into()], false);
        }
        Family::X86 => unreachable!("internal error: x86 code has no quads of lanes"),
    }
}

/// How far a fence or atomic orders memory: the lanes of one wavefront (AMDGPU), of one
/// workgroup, or of the whole device.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Scope {
    Wavefront,
    Workgroup,
    Device,
}

/// The LLVM sync scope of `scope` (PTX `block` and `device`: `.cta` and `.gpu`; AMDGPU
/// `wavefront`, `workgroup` and `agent`); the emulator's host code takes the default
/// (system) scope, the only wider one x86 knows.
fn sync_scope(e: &Emitter<'_, '_>, scope: Scope) -> u32 {
    use inkwell::llvm_sys::core::LLVMGetSyncScopeID;
    let name: &str = match (e.family, scope) {
        (Family::Nvptx, Scope::Workgroup) => "block",
        (Family::Nvptx, Scope::Device) => "device",
        (Family::Amdgpu, Scope::Wavefront) => "wavefront",
        (Family::Amdgpu, Scope::Workgroup) => "workgroup",
        (Family::Amdgpu, Scope::Device) => "agent",
        (Family::Simt | Family::X86, _) => "",
        (Family::Nvptx, Scope::Wavefront) => {
            unreachable!("internal error: PTX orders a warp's lanes by `bar.warp.sync`")
        }
    };
    // SAFETY: the context is live; the name is read for `len` bytes and not kept.
    unsafe { LLVMGetSyncScopeID(e.ctx.raw(), name.as_ptr().cast(), name.len()) }
}

/// A fence of `ordering` at `scope`.
fn fence(e: &Emitter<'_, '_>, ordering: inkwell::AtomicOrdering, scope: Scope) {
    use inkwell::llvm_sys::core::LLVMBuildFenceSyncScope;
    let scope = sync_scope(e, scope);
    // SAFETY: the builder is positioned in a block of this module (as every emitter's is).
    unsafe {
        LLVMBuildFenceSyncScope(e.builder.as_mut_ptr(), ordering.into(), scope, c"".as_ptr());
    }
}

/// A fence of `ordering` among the workgroups of one launch (device scope, not the default
/// system scope: the spans of a split launch talk through device memory only, and on sm_90 a
/// system-scope fence is `MEMBAR.ALL.SYS` where a device one is `MEMBAR.ALL.GPU`).
pub fn device_fence(e: &Emitter<'_, '_>, ordering: inkwell::AtomicOrdering) {
    fence(e, ordering, Scope::Device);
}

/// `atomicrmw add` of the i32 `value` at `ptr` (global memory) with `ordering` at device
/// scope ([`device_fence`]); returns the value before.
pub fn device_atomic_add<'ctx>(
    e: &Emitter<'_, 'ctx>,
    ptr: PointerValue<'ctx>,
    value: IntValue<'ctx>,
    ordering: inkwell::AtomicOrdering,
) -> IntValue<'ctx> {
    use inkwell::llvm_sys::LLVMAtomicRMWBinOp;
    use inkwell::llvm_sys::core::LLVMBuildAtomicRMWSyncScope;
    use inkwell::values::AsValueRef;
    let scope = sync_scope(e, Scope::Device);
    // SAFETY: the builder is positioned in a block of this module, `ptr` and `value` are
    // values of its context, `value` an i32 as the pointee is; the result is an i32 of it.
    unsafe {
        let old = LLVMBuildAtomicRMWSyncScope(
            e.builder.as_mut_ptr(),
            LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpAdd,
            ptr.as_value_ref(),
            value.as_value_ref(),
            ordering.into(),
            scope,
        );
        IntValue::new(old)
    }
}

/// The AMDGPU `barrier` intrinsic (`s.barrier`: the workgroup; `wave.barrier`: the
/// wavefront) between a release and an acquire fence of `scope`, so that the lanes' memory
/// accesses are ordered by it (the intrinsic alone orders execution only).
fn fenced_amdgpu_barrier(e: &Emitter<'_, '_>, barrier: &str, scope: Scope) {
    fence(e, inkwell::AtomicOrdering::Release, scope);
    let function = super::ops::intrinsic(e.module, barrier, &[]);
    ok(e.builder.build_call(function, &[], ""));
    fence(e, inkwell::AtomicOrdering::Acquire, scope);
}

/// An internal shared-memory array of `len` f32 (at least one element). The emulator's arrays
/// are external: an internal global that one function uses may become that function's stack
/// memory, which on the host would give each lane its own copy.
pub fn shared_array<'ctx>(e: &Emitter<'_, 'ctx>, name: &str, len: u32) -> PointerValue<'ctx> {
    shared_global(e, name, e.ctx.f32_type().array_type(len.max(1)), 4)
}

/// An internal shared-memory array of `len` 64-bit words (at least one), aligned for 64-bit
/// atomics.
pub fn shared_words<'ctx>(e: &Emitter<'_, 'ctx>, name: &str, len: u32) -> PointerValue<'ctx> {
    shared_global(e, name, e.ctx.i64_type().array_type(len.max(1)), 8)
}

/// An internal shared-memory array of `len` values of `ty` (f32 or a 64-bit integer), aligned
/// for 16-byte vector loads.
pub fn shared_vectors<'ctx>(
    e: &Emitter<'_, 'ctx>,
    name: &str,
    ty: inkwell::types::BasicTypeEnum<'ctx>,
    len: u32,
) -> PointerValue<'ctx> {
    use inkwell::types::BasicType;
    shared_global(e, name, ty.array_type(len.max(1)), 16)
}

fn shared_global<'ctx>(
    e: &Emitter<'_, 'ctx>,
    name: &str,
    ty: inkwell::types::ArrayType<'ctx>,
    alignment: u32,
) -> PointerValue<'ctx> {
    let global = e.module.add_global(ty, Some(shared_space(e.family)), name);
    if e.family == Family::Simt {
        global.set_linkage(Linkage::External);
        global.set_initializer(&ty.const_zero());
    } else {
        global.set_linkage(Linkage::Internal);
        global.set_initializer(&ty.get_undef());
    }
    global.set_alignment(alignment);
    global.as_pointer_value()
}

/// The emulator's `targets::simt::POISON_SYMBOL`: fills every shared array of the module (the
/// module's globals but the hook table and the constant strings) with all-ones bytes; returns
/// the arrays.
pub fn emit_simt_poison<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
) -> Vec<inkwell::values::GlobalValue<'ctx>> {
    let builder = ctx.create_builder();
    let function = module.add_function(
        simt::POISON_SYMBOL,
        ctx.void_type().fn_type(&[], false),
        Some(Linkage::External),
    );
    builder.position_at_end(ctx.append_basic_block(function, "entry"));
    let arrays: Vec<_> = module
        .get_globals()
        .filter(|g| !g.is_constant() && g.get_name().to_bytes() != simt::HOOKS_SYMBOL.as_bytes())
        .collect();
    for global in &arrays {
        let bytes = global
            .get_value_type()
            .size_of()
            .expect("internal error: a shared array has a size");
        ok(builder.build_memset(
            global.as_pointer_value(),
            4,
            ctx.i8_type().const_all_ones(),
            bytes,
        ));
    }
    ok(builder.build_return(None));
    arrays
}
