//! The per-family pieces of GPU kernels: the kernel calling convention, address spaces,
//! workgroup/lane indices, shared memory and the workgroup barrier. Everything else in a GPU
//! kernel is the shared emitter's.

use inkwell::AddressSpace;
use inkwell::context::Context;
use inkwell::intrinsics::Intrinsic;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Linkage;
use inkwell::values::{FunctionValue, IntValue, PointerValue};

use super::{Emitter, ok};
use crate::targets::Family;

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
        Family::X86 => unreachable!("internal error: x86 has no kernel calling convention"),
    }
}

fn call_i32_intrinsic<'ctx>(e: &Emitter<'_, 'ctx>, name: &str) -> IntValue<'ctx> {
    let decl = Intrinsic::find(name)
        .and_then(|i| i.get_declaration(e.module, &[]))
        .unwrap_or_else(|| panic!("internal error: LLVM lacks `{name}`"));
    let call = ok(e.builder.build_call(decl, &[], ""));
    call.try_as_basic_value()
        .basic()
        .expect("internal error: index intrinsic returns i32")
        .into_int_value()
}

/// The workgroup (block) index along x.
pub fn group_id<'ctx>(e: &Emitter<'_, 'ctx>) -> IntValue<'ctx> {
    match e.family {
        Family::Nvptx => call_i32_intrinsic(e, "llvm.nvvm.read.ptx.sreg.ctaid.x"),
        _ => call_i32_intrinsic(e, "llvm.amdgcn.workgroup.id.x"),
    }
}

/// The lane (thread) index within the workgroup along x.
pub fn lane_id<'ctx>(e: &Emitter<'_, 'ctx>) -> IntValue<'ctx> {
    match e.family {
        Family::Nvptx => call_i32_intrinsic(e, "llvm.nvvm.read.ptx.sreg.tid.x"),
        _ => call_i32_intrinsic(e, "llvm.amdgcn.workitem.id.x"),
    }
}

/// A workgroup barrier that also orders shared-memory accesses. NVPTX's `bar.sync` intrinsic
/// is a memory barrier for LLVM; AMDGPU's `s_barrier` is not, so it is wrapped in
/// workgroup-scope release/acquire fences (written as IR text: the C API cannot name a sync
/// scope).
pub fn barrier(e: &Emitter<'_, '_>) {
    let family = e.family;
    let function = match family {
        Family::Nvptx => Intrinsic::find("llvm.nvvm.barrier.cta.sync.aligned.all")
            .and_then(|i| i.get_declaration(e.module, &[])),
        _ => Some(amdgpu_barrier(e)),
    }
    .expect("internal error: LLVM lacks the barrier intrinsic");
    let args: Vec<inkwell::values::BasicMetadataValueEnum> = match family {
        Family::Nvptx => vec![e.ctx.i32_type().const_zero().into()],
        _ => vec![],
    };
    ok(e.builder.build_call(function, &args, ""));
}

fn amdgpu_barrier<'ctx>(e: &Emitter<'_, 'ctx>) -> FunctionValue<'ctx> {
    const NAME: &str = "tessera_workgroup_barrier";
    if let Some(f) = e.module.get_function(NAME) {
        return f;
    }
    let text = format!(
        "define void @{NAME}() #0 {{\n  fence syncscope(\"workgroup\") release\n  \
         call void @llvm.amdgcn.s.barrier()\n  fence syncscope(\"workgroup\") acquire\n  ret void\n}}\n\
         declare void @llvm.amdgcn.s.barrier()\nattributes #0 = {{ alwaysinline convergent nounwind }}\n"
    );
    let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), NAME);
    let helper = e
        .ctx
        .create_module_from_ir(buffer)
        .expect("internal error: barrier helper IR does not parse");
    helper.set_triple(&e.module.get_triple());
    helper.set_data_layout(&e.module.get_data_layout());
    e.module
        .link_in_module(helper)
        .expect("internal error: barrier helper does not link");
    let function = e
        .module
        .get_function(NAME)
        .expect("internal error: barrier helper linked");
    function.set_linkage(Linkage::Internal);
    function
}

/// An internal shared-memory array of `len` f32 (at least one element).
pub fn shared_array<'ctx>(e: &Emitter<'_, 'ctx>, name: &str, len: u32) -> PointerValue<'ctx> {
    let ty = e.ctx.f32_type().array_type(len.max(1));
    let global = e
        .module
        .add_global(ty, Some(AddressSpace::from(SHARED)), name);
    global.set_linkage(Linkage::Internal);
    global.set_initializer(&ty.get_undef());
    global.set_alignment(4);
    global.as_pointer_value()
}
