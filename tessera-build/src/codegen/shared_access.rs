//! The instrumenting half of the SIMT emulator's race check: in an emulated module, before
//! optimisation, every load, store and atomic whose pointer may derive from a shared array gets
//! a call of the access hook (`targets::simt::HOOK_ACCESS`) just before it, and the module lists
//! its shared arrays (`targets::simt::SHARED_ARRAYS_SYMBOL`). The emulator keeps a shadow of
//! every shared word (which lane last wrote it and read it, between which barriers) and fails
//! a launch whose lanes touch a word with no barrier between them (`tessera-tests`' `simt`).
//!
//! The instrumented accesses are the emitter's, in program order, before LLVM merges or
//! removes any: a race there is a race of the kernel (LLVM may assume none), whatever the
//! optimised code of one back end happens to do.
//!
//! A pointer's origins are followed through `getelementptr`, casts, `select` and `phi`
//! (instructions and constant expressions) back to globals, allocas, loads, arguments and
//! calls. The walk is complete only if a pointer into a shared array never leaves that chain
//! (stored to memory, passed to a call, turned into an integer, returned), so that a pointer
//! loaded from memory or returned by a call cannot be one; [`instrument`] checks that of every
//! use and refuses the module otherwise (an internal error of tessera: a kernel's code moved
//! pointers into shared memory in a way the check does not know).

use std::collections::HashMap;

use inkwell::AddressSpace;
use inkwell::context::Context;
use inkwell::llvm_sys::LLVMOpcode;
use inkwell::llvm_sys::LLVMTypeKind;
use inkwell::llvm_sys::core::{
    LLVMGetConstOpcode, LLVMGetInstructionOpcode, LLVMGetNumOperands, LLVMGetOperand,
    LLVMGetTypeKind, LLVMIsAConstantExpr, LLVMIsAGlobalVariable, LLVMIsAInstruction, LLVMTypeOf,
};
use inkwell::llvm_sys::prelude::LLVMValueRef;
use inkwell::module::{Linkage, Module};
use inkwell::targets::TargetData;
use inkwell::values::{
    AsValueRef, BasicValue, BasicValueEnum, InstructionOpcode, InstructionValue,
};

use super::gpu;
use crate::targets::simt;

/// Where a pointer may point: into a shared array, elsewhere, or both (through a `select` or a
/// `phi`); and into which shared arrays (their indices in the module's table).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Origins {
    shared: bool,
    other: bool,
    array: Array,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
enum Array {
    #[default]
    None,
    One(usize),
    Several,
}

impl Origins {
    fn join(self, other: Origins) -> Origins {
        let array = match (self.array, other.array) {
            (Array::None, a) | (a, Array::None) => a,
            (Array::One(a), Array::One(b)) if a == b => Array::One(a),
            _ => Array::Several,
        };
        Origins {
            shared: self.shared || other.shared,
            other: self.other || other.other,
            array,
        }
    }
}

/// The walk over a module's pointers, its answers memoised.
struct Walk {
    shared: Vec<LLVMValueRef>,
    known: HashMap<LLVMValueRef, Origins>,
}

impl Walk {
    /// The origins of the pointer `v`.
    fn origins(&mut self, v: LLVMValueRef) -> Origins {
        if let Some(&known) = self.known.get(&v) {
            return known;
        }
        // A cycle of `phi`s adds nothing to what its other incoming values bring.
        self.known.insert(v, Origins::default());
        let operands = |from: u32| -> Vec<LLVMValueRef> {
            // SAFETY: `v` is a user of the module with that many operands.
            unsafe {
                (from..LLVMGetNumOperands(v) as u32)
                    .map(|i| LLVMGetOperand(v, i))
                    .collect()
            }
        };
        // SAFETY: `v` is a value of the module; the queries only read it.
        let through: Option<Vec<LLVMValueRef>> = unsafe {
            if !LLVMIsAGlobalVariable(v).is_null() {
                None
            } else if !LLVMIsAInstruction(v).is_null() {
                match LLVMGetInstructionOpcode(v) {
                    LLVMOpcode::LLVMGetElementPtr
                    | LLVMOpcode::LLVMBitCast
                    | LLVMOpcode::LLVMAddrSpaceCast => Some(vec![LLVMGetOperand(v, 0)]),
                    LLVMOpcode::LLVMSelect => Some(operands(1)),
                    LLVMOpcode::LLVMPHI => Some(operands(0)),
                    _ => None,
                }
            } else if !LLVMIsAConstantExpr(v).is_null() {
                match LLVMGetConstOpcode(v) {
                    LLVMOpcode::LLVMGetElementPtr
                    | LLVMOpcode::LLVMBitCast
                    | LLVMOpcode::LLVMAddrSpaceCast => Some(vec![LLVMGetOperand(v, 0)]),
                    _ => None,
                }
            } else {
                None
            }
        };
        let origins = match through {
            Some(from) => from
                .into_iter()
                .fold(Origins::default(), |o, p| o.join(self.origins(p))),
            None => match self.shared.iter().position(|&g| g == v) {
                Some(i) => Origins {
                    shared: true,
                    other: false,
                    array: Array::One(i),
                },
                None => Origins {
                    shared: false,
                    other: true,
                    array: Array::None,
                },
            },
        };
        self.known.insert(v, origins);
        origins
    }

    /// Whether `v` is a constant expression other than a pointer that mentions a shared array
    /// (its address turned into an integer, say).
    fn hides_shared(&mut self, v: LLVMValueRef) -> bool {
        // SAFETY: `v` is a value of the module; the queries only read it.
        unsafe {
            if LLVMIsAConstantExpr(v).is_null()
                || LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMTypeKind::LLVMPointerTypeKind
            {
                return false;
            }
            (0..LLVMGetNumOperands(v) as u32).any(|i| {
                let operand = LLVMGetOperand(v, i);
                self.may_be_shared(operand) || self.hides_shared(operand)
            })
        }
    }

    /// Whether `v` is a pointer that may point into a shared array.
    fn may_be_shared(&mut self, v: LLVMValueRef) -> bool {
        // SAFETY: `v` is a value of the module.
        let pointer =
            unsafe { LLVMGetTypeKind(LLVMTypeOf(v)) } == LLVMTypeKind::LLVMPointerTypeKind;
        pointer && self.origins(v).shared
    }
}

/// An access to instrument: the instruction, its pointer, the type it moves, its kind.
struct Access<'ctx> {
    at: InstructionValue<'ctx>,
    pointer: BasicValueEnum<'ctx>,
    ty: inkwell::types::BasicTypeEnum<'ctx>,
    kind: u32,
}

/// The operand `i` of `at`, a value.
fn operand<'ctx>(at: InstructionValue<'ctx>, i: u32) -> BasicValueEnum<'ctx> {
    at.get_operand(i)
        .and_then(|o| o.value())
        .expect("internal error: an access without its operand")
}

/// Instruments every access of `module`'s functions (but the poison function) to its shared
/// arrays (the module's globals in `shared`), and adds the table of the arrays. Fails, leaving
/// the module as it was, when a pointer into a shared array escapes the walk (see the module's
/// documentation).
pub(super) fn instrument<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    layout: &TargetData,
    shared: &[inkwell::values::GlobalValue<'ctx>],
) -> Result<(), String> {
    let mut walk = Walk {
        shared: shared.iter().map(|g| g.as_value_ref()).collect(),
        known: HashMap::new(),
    };
    let mut accesses = Vec::new();
    for function in module.get_functions() {
        if function.get_name().to_bytes() == simt::POISON_SYMBOL.as_bytes() {
            continue;
        }
        let name = function.get_name().to_string_lossy().into_owned();
        for block in function.get_basic_blocks() {
            let site = format!("{name}: {}", block.get_name().to_string_lossy());
            let mut next = block.get_first_instruction();
            while let Some(at) = next {
                next = at.get_next_instruction();
                let ops: Vec<LLVMValueRef> = (0..at.get_num_operands())
                    .filter_map(|i| at.get_operand(i).and_then(|o| o.value()))
                    .map(|v| v.as_value_ref())
                    .collect();
                let shared_operands: Vec<usize> = ops
                    .iter()
                    .enumerate()
                    .filter(|&(_, &v)| walk.may_be_shared(v))
                    .map(|(i, _)| i)
                    .collect();
                if ops.iter().any(|&v| walk.hides_shared(v)) {
                    return Err(format!(
                        "internal error: the race check cannot follow a pointer into a shared \
                         array through a constant expression ({site})"
                    ));
                }
                if shared_operands.is_empty() {
                    continue;
                }
                let (pointer_at, kind) = match at.get_opcode() {
                    InstructionOpcode::Load => (0, simt::ACCESS_READ),
                    InstructionOpcode::Store => (1, simt::ACCESS_WRITE),
                    InstructionOpcode::AtomicRMW | InstructionOpcode::AtomicCmpXchg => {
                        (0, simt::ACCESS_ATOMIC)
                    }
                    InstructionOpcode::GetElementPtr
                    | InstructionOpcode::BitCast
                    | InstructionOpcode::AddrSpaceCast
                    | InstructionOpcode::Select
                    | InstructionOpcode::Phi
                    | InstructionOpcode::ICmp => continue,
                    other => {
                        return Err(format!(
                            "internal error: the race check cannot follow a pointer into a \
                             shared array through {other:?} ({site})"
                        ));
                    }
                };
                if shared_operands != [pointer_at] {
                    return Err(format!(
                        "internal error: the race check cannot follow a pointer into a shared \
                         array stored to memory ({site})"
                    ));
                }
                let pointer = operand(at, pointer_at as u32);
                let ty = match kind {
                    simt::ACCESS_READ => inkwell::types::BasicTypeEnum::try_from(at.get_type())
                        .expect("internal error: a load has a value"),
                    _ => operand(at, if kind == simt::ACCESS_WRITE { 0 } else { 1 }).get_type(),
                };
                let origins = walk.origins(pointer.as_value_ref());
                let mut kind = kind;
                if !origins.other {
                    kind += simt::ACCESS_SURELY_SHARED;
                    if let Array::One(i) = origins.array {
                        kind += (i as u32 + 1) << simt::ACCESS_ARRAY_SHIFT;
                    }
                }
                accesses.push((
                    site.clone(),
                    Access {
                        at,
                        pointer,
                        ty,
                        kind,
                    },
                ));
            }
        }
    }
    let builder = ctx.create_builder();
    for (site, access) in accesses {
        builder.position_before(&access.at);
        let size = ctx
            .i64_type()
            .const_int(layout.get_store_size(&access.ty), false);
        let text = format!(
            "{site} ({})",
            match access.kind & simt::ACCESS_KIND {
                simt::ACCESS_READ => "load",
                simt::ACCESS_WRITE => "store",
                _ => "atomic",
            }
        );
        let site = gpu::module_string(ctx, module, &text);
        let kind = ctx.i32_type().const_int(u64::from(access.kind), false);
        gpu::call_hook(
            ctx,
            module,
            &builder,
            simt::HOOK_ACCESS,
            &[access.pointer, size.into(), kind.into(), site.into()],
            false,
        );
    }
    emit_table(ctx, module, layout, shared);
    Ok(())
}

/// The table of the shared arrays (`targets::simt::SHARED_ARRAYS_SYMBOL`).
fn emit_table<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    layout: &TargetData,
    shared: &[inkwell::values::GlobalValue<'ctx>],
) {
    let ptr = ctx.ptr_type(AddressSpace::default());
    let entry = ctx.struct_type(&[ptr.into(), ctx.i64_type().into(), ptr.into()], false);
    let mut entries: Vec<_> = shared
        .iter()
        .map(|g| {
            let ty = inkwell::types::BasicTypeEnum::try_from(g.get_value_type())
                .expect("internal error: a shared array is an array");
            let bytes = ctx.i64_type().const_int(layout.get_store_size(&ty), false);
            let name = gpu::module_string(ctx, module, &g.get_name().to_string_lossy());
            entry.const_named_struct(&[
                g.as_pointer_value().as_basic_value_enum(),
                bytes.into(),
                name.into(),
            ])
        })
        .collect();
    entries.push(entry.const_zero());
    let table = entry.const_array(&entries);
    let global = module.add_global(table.get_type(), None, simt::SHARED_ARRAYS_SYMBOL);
    global.set_linkage(Linkage::External);
    global.set_constant(true);
    global.set_initializer(&table);
}

#[cfg(test)]
mod tests {
    use inkwell::AddressSpace;
    use inkwell::context::Context;
    use inkwell::module::Linkage;

    use super::*;

    /// A module with one shared array `s` of four f32 and a function `f(c, out)` whose body
    /// `body` emits; returns the result of [`instrument`] and the module's IR.
    fn instrumented(
        body: &dyn for<'ctx> Fn(
            &inkwell::builder::Builder<'ctx>,
            inkwell::values::PointerValue<'ctx>,
            inkwell::values::FunctionValue<'ctx>,
        ),
    ) -> (Result<(), String>, String) {
        let ctx = Context::create();
        let module = ctx.create_module("m");
        let ty = ctx.f32_type().array_type(4);
        let s = module.add_global(ty, None, "s");
        s.set_linkage(Linkage::External);
        s.set_initializer(&ty.const_zero());
        let ptr = ctx.ptr_type(AddressSpace::default());
        let f = module.add_function(
            "f",
            ctx.void_type()
                .fn_type(&[ctx.bool_type().into(), ptr.into()], false),
            None,
        );
        let builder = ctx.create_builder();
        builder.position_at_end(ctx.append_basic_block(f, "entry"));
        body(&builder, s.as_pointer_value(), f);
        builder.build_return(None).expect("positioned");
        let layout = TargetData::create("e-m:e-i64:64-f80:128-n8:16:32:64-S128");
        let result = instrument(&ctx, &module, &layout, &[s]);
        module.verify().expect("a valid module");
        (result, module.print_to_string().to_string())
    }

    #[test]
    fn shared_accesses_call_the_hook_with_their_kind() {
        let (result, ir) = instrumented(&|b, s, f| {
            let f32t = s.get_type().get_context().f32_type();
            let i64t = s.get_type().get_context().i64_type();
            // SAFETY (of the IR): element 2 of the array.
            let at = unsafe { b.build_in_bounds_gep(f32t, s, &[i64t.const_int(2, false)], "at") }
                .expect("positioned");
            b.build_store(at, f32t.const_float(1.0))
                .expect("positioned");
            // A pointer that may be the shared element or the argument: checked when shared.
            let c = f.get_nth_param(0).expect("c").into_int_value();
            let out = f.get_nth_param(1).expect("out").into_pointer_value();
            let either = b.build_select(c, at, out, "either").expect("positioned");
            let v = b
                .build_load(f32t, either.into_pointer_value(), "v")
                .expect("positioned");
            // Not shared: no hook.
            b.build_store(out, v).expect("positioned");
        });
        assert_eq!(result, Ok(()));
        let calls: Vec<&str> = ir
            .lines()
            .filter(|l| l.contains("call void %hook"))
            .collect();
        // A store of 4 bytes, surely into `s` (array 0 of the table, plus one); a load that
        // may be elsewhere.
        let (write, read) = (
            simt::ACCESS_WRITE + simt::ACCESS_SURELY_SHARED + (1 << simt::ACCESS_ARRAY_SHIFT),
            simt::ACCESS_READ,
        );
        assert_eq!(
            calls,
            [
                format!(
                    "  call void %hook(ptr getelementptr inbounds (float, ptr @s, i64 2), i64 4, \
                     i32 {write}, ptr @\"tessera_simt_site.f: entry (store)\")"
                ),
                format!(
                    "  call void %hook1(ptr %either, i64 4, i32 {read}, \
                     ptr @\"tessera_simt_site.f: entry (load)\")"
                ),
            ],
            "{ir}"
        );
        assert!(
            ir.contains(
                "@tessera_simt_shared_arrays = constant [2 x { ptr, i64, ptr }] [{ ptr, i64, ptr } \
                 { ptr @s, i64 16, ptr @tessera_simt_site.s }, { ptr, i64, ptr } zeroinitializer]"
            ),
            "{ir}"
        );
    }

    #[test]
    fn a_pointer_into_shared_memory_that_escapes_is_refused() {
        let (result, ir) = instrumented(&|b, s, f| {
            let out = f.get_nth_param(1).expect("out").into_pointer_value();
            b.build_store(out, s).expect("positioned");
        });
        assert_eq!(
            result,
            Err(
                "internal error: the race check cannot follow a pointer into a shared array \
                 stored to memory (f: entry)"
                    .to_string()
            )
        );
        assert!(!ir.contains("%hook"), "{ir}");
        let (result, _) = instrumented(&|b, s, f| {
            let i64t = s.get_type().get_context().i64_type();
            let c = f.get_nth_param(0).expect("c").into_int_value();
            let out = f.get_nth_param(1).expect("out").into_pointer_value();
            let either = b.build_select(c, s, out, "either").expect("positioned");
            b.build_ptr_to_int(either.into_pointer_value(), i64t, "address")
                .expect("positioned");
        });
        assert_eq!(
            result,
            Err(
                "internal error: the race check cannot follow a pointer into a shared array \
                 through PtrToInt (f: entry)"
                    .to_string()
            )
        );
        let (result, _) = instrumented(&|b, s, f| {
            let i64t = s.get_type().get_context().i64_type();
            let out = f.get_nth_param(1).expect("out").into_pointer_value();
            b.build_store(out, s.const_to_int(i64t))
                .expect("positioned");
        });
        assert_eq!(
            result,
            Err(
                "internal error: the race check cannot follow a pointer into a shared array \
                 through a constant expression (f: entry)"
                    .to_string()
            )
        );
    }
}
