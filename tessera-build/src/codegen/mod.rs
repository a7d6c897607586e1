//! Stage 6: the one shared LLVM emitter. Turns a [`RowProgram`] into an LLVM module for one
//! [`Target`], verifies it, optimises it (`default<O3>`, no fast-math flags anywhere, so no
//! contraction or reassociation), verifies again and emits assembly and object code.
//!
//! The entry's parameters are the target's ABI record (`targets::kernel_abi`), read by name:
//! the x86 entry takes one pointer to an argument block laid out as the record says, a GPU
//! entry takes the parameters themselves.
//!
//! Execution mapping (DESIGN.md 5):
//! * CPU entry: a loop over the rows `row_begin..row_end`; per row the K-step loop (one
//!   iteration for maps and energies); per step each pass is a feature loop (written so LLVM
//!   can vectorise it: the math library and Philox are branch-free). A pass that folds (or
//!   searches) writes its values to the caller's `scratch` memory in that loop, then a second
//!   loop per fold accumulates them in feature order (the search's rounds read them there);
//!   a program that draws noise draws each step's normals into scratch once, before its passes.
//!   A sampler's entry also has span modes (`span`): one row split into spans of tokens on
//!   several threads, then merged. Narrow rows of Langevin programs whose elements never
//!   interact run as flat blocks of rows instead (`flat`), vectorised across rows; other
//!   narrow rows (folds of every kind, feature indices, shared vectors, both noise policies,
//!   maps and energies, the sampler with its searches) run transposed blocks of rows, each
//!   pass vectorised across the rows (`across`); rows of 16 to 4096
//!   features of a program with a sequential sum run in blocks of four rows whose sums add
//!   side by side in vectors (`lockstep`). Two kinds of hint steer LLVM's loop optimisers
//!   where their own analysis falls short, neither changing a result: loop hints
//!   ([`LoopHints`]: the draw loops' interleave count, the explicit-vector transpositions'
//!   unroll) and alias scopes for arrays that never overlap ([`Disjoint`]: a draw's noise and
//!   staging arrays).
//! * GPU register entries: one per width class (`targets::gpu_variants`: programs whose rows
//!   fold a sequential sum take workgroups of 256 lanes up to 2048 features, so the
//!   workgroups beside one whose lane 0 runs its chain of adds have registers to compute
//!   meanwhile, `targets::GPU_SUM_VARIANTS`); one workgroup per row
//!   (`grid.x = n_rows`; packed entries for narrow rows, `targets::GPU_PACKED_VARIANTS`,
//!   several rows per workgroup: a sampler's searches' rounds run in step), lane `l`
//!   holding features `l + k * lanes` for `k < capacity` in registers for the whole K-step loop (every
//!   per-feature loop unrolled over `k`). A sum fold writes each lane's values to shared
//!   memory (a pass's sums side by side, as many as `targets::sum_arrays` fit); lane 0 runs a
//!   sequential sum over them, one add after another as the order is, and the lanes together
//!   add a pairwise sum's canonical tree in rounds (`fold::emit_tree_sums`: the binary
//!   counter's bits in `ceil(log2 F)` rounds); a barrier publishes the result.
//!   A max or argmax fold is folded by each lane over its own features, then the lanes' states
//!   are merged by a tree in shared memory (`fold::emit_tree_max`; the merge's order does not
//!   matter, `rows::merge_max`). A search runs on every lane (`search::Collective`): a counted
//!   one adds the lanes' counts, a summed one folds a candidate per lane. Programs without
//!   folds need no shared memory and no barrier. Under `tessera-fast-v1` the four lanes of a
//!   quad share each group's Philox calls, several steps at a time where a lane holds fewer
//!   than four features, and exchange the normals through shared memory (`quad`).
//! * GPU wide entry (samplers, any width): the CPU entry's row code run by a workgroup per row,
//!   the lanes striding over the features into global scratch, lane 0 reducing sequential
//!   sums between barriers, the lanes pairwise sums by rounds, max folds reduced by the tree,
//!   searches on every lane; passes confined to a
//!   search (`rows::Within`) run over the list of its prefix that the lanes build together
//!   (`listed`).
//! * GPU split entry (samplers whose rows can split, `rows::SpanPlan`): the wide entry's lanes,
//!   a workgroup per span of a row; each folds its span into a record and the row's last span
//!   merges the records (`scratch::emit_gpu_split_body`); with top-k on, each span also lists
//!   its own top-k in its record and the last span's lanes search the row's among them.
//! * A guarded pass (`rows::Guard`) sits behind a launch-uniform branch; skipped, it stores the
//!   uniforms `rows::Pass::skipped_uniforms` gives.
//! * Uniform stores (per-row outputs, status words) take lane 0's value, computed before the
//!   feature loop; on GPUs only lane 0 writes them.
//! * A pass that draws noise is emitted twice, behind one launch-uniform branch on
//!   `draw_noise`, so a noiseless launch never runs the Philox stream.
//!
//! The few per-target differences (calling convention, address spaces, thread indices,
//! barriers, synchronisation within a quad of lanes) sit in `gpu`, behind the [`Family`] of the
//! target. The SIMT emulator's target
//! (`targets::simt`, [`Family::Simt`]) takes the GPU mapping with the x86 entry's argument
//! block and host memory, so the same GPU bodies run on the host; `shared_access` then has
//! every access to shared memory call the emulator's race check.

mod across;
mod compact;
mod flat;
mod fold;
mod gpu;
mod lane;
mod listed;
mod lockstep;
mod noise;
pub mod ops;
mod quad;
mod scratch;
mod search;
mod shared_access;
mod span;

use std::collections::HashMap;

use inkwell::attributes::AttributeLoc;
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{
    CodeModel, FileType, InitializationConfig, RelocMode, Target as LlvmTarget, TargetTriple,
};
use inkwell::types::{BasicMetadataTypeEnum, BasicTypeEnum};
use inkwell::values::{BasicValueEnum, FloatValue, FunctionValue, IntValue, PointerValue};
use inkwell::{AddressSpace, IntPredicate, OptimizationLevel};
use tessera_rt::abi::{AbiRecord, ParamType};

use crate::rows::{FoldKind, Guard, OutputShape, Pass, PassEnd, RowProgram, Sink, Store};
use crate::targets::{self, Family, Format, Target};
use fold::FoldAcc;
use ops::LlvmOps;

/// What the emitter produced for one program on one target.
#[derive(Debug, Clone)]
pub struct Compiled {
    /// LLVM IR as emitted, before optimisation.
    pub llvm_ir: String,
    /// LLVM IR after `default<O3>`.
    pub llvm_ir_optimized: String,
    /// Target assembly: PTX, AMDGCN or x86.
    pub assembly: String,
    /// The object to package: the x86 or amdgcn relocatable object, or the PTX text's bytes.
    pub object: Vec<u8>,
    /// The ABI record of each entry the module defines (GPU images hold one entry per
    /// per-lane capacity).
    pub abis: Vec<AbiRecord>,
}

/// A failure inside LLVM. Every case is a bug in tessera (we only feed LLVM modules we built).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "internal error (a bug in tessera, please report it): {stage} failed for chip `{chip}`: {message}"
)]
pub struct CodegenError {
    pub chip: String,
    pub stage: &'static str,
    pub message: String,
}

/// The LLVM version the generator links (recorded in manifests and fingerprints).
pub fn llvm_version() -> String {
    let (major, minor, patch) = inkwell::support::get_llvm_version();
    format!("{major}.{minor}.{patch}")
}

fn initialize_targets() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let config = InitializationConfig::default();
        LlvmTarget::initialize_x86(&config);
        LlvmTarget::initialize_nvptx(&config);
        LlvmTarget::initialize_amd_gpu(&config);
    });
}

/// Compiles `program` for `target`.
pub fn compile(program: &RowProgram, target: &dyn Target) -> Result<Compiled, CodegenError> {
    initialize_targets();
    let fail = |stage: &'static str, message: String| CodegenError {
        chip: target.chip().to_string(),
        stage,
        message,
    };
    let triple = TargetTriple::create(target.triple());
    let llvm_target =
        LlvmTarget::from_triple(&triple).map_err(|e| fail("target lookup", e.to_string()))?;
    let machine = llvm_target
        .create_target_machine(
            &triple,
            target.llvm_cpu(),
            target.llvm_features(),
            OptimizationLevel::Aggressive,
            RelocMode::PIC,
            CodeModel::Default,
        )
        .ok_or_else(|| {
            fail(
                "target machine",
                format!("LLVM refused cpu `{}`", target.llvm_cpu()),
            )
        })?;

    let abis = targets::kernel_abis(target, program);
    let ctx = Context::create();
    let module = ctx.create_module(&program.name);
    module.set_source_file_name(&format!("{}.toml", program.name));
    module.set_triple(&triple);
    module.set_data_layout(&machine.get_target_data().get_data_layout());
    let builder = ctx.create_builder();
    for abi in &abis {
        emit_entry(&ctx, &module, &builder, program, target, abi);
    }
    if target.family() == Family::Simt {
        let shared = gpu::emit_simt_poison(&ctx, &module);
        shared_access::instrument(&ctx, &module, &machine.get_target_data(), &shared)
            .map_err(|e| fail("race check instrumentation", e))?;
    }
    module
        .verify()
        .map_err(|e| fail("LLVM verifier (before optimisation)", e.to_string()))?;
    let llvm_ir = module.print_to_string().to_string();
    module
        .run_passes("default<O3>", &machine, PassBuilderOptions::create())
        .map_err(|e| fail("optimisation", e.to_string()))?;
    module
        .verify()
        .map_err(|e| fail("LLVM verifier (after optimisation)", e.to_string()))?;
    let llvm_ir_optimized = module.print_to_string().to_string();
    // Code generation rewrites the module it is given (e.g. AMDGPU's control-flow annotation),
    // so each emission works on its own copy of the optimised module.
    let asm = machine
        .write_to_memory_buffer(&module.clone(), FileType::Assembly)
        .map_err(|e| fail("assembly emission", e.to_string()))?;
    let assembly = String::from_utf8_lossy(asm.as_slice()).into_owned();
    let object = match target.format() {
        Format::Ptx | Format::Cubin => assembly.clone().into_bytes(),
        Format::Object | Format::Hsaco => machine
            .write_to_memory_buffer(&module.clone(), FileType::Object)
            .map_err(|e| fail("object emission", e.to_string()))?
            .as_slice()
            .to_vec(),
    };
    Ok(Compiled {
        llvm_ir,
        llvm_ir_optimized,
        assembly,
        object,
        abis,
    })
}

/// Whether `target` is an x86 level with AVX-512 (32 vector registers of 512 bits).
fn avx512(target: &dyn Target) -> bool {
    tessera_rt::cpu::level(target.chip()).is_some_and(|level| level.features.contains(&"avx512f"))
}

/// The emitter's state for the entry function.
pub(crate) struct Emitter<'a, 'ctx> {
    pub ctx: &'ctx Context,
    pub module: &'a Module<'ctx>,
    pub builder: &'a Builder<'ctx>,
    pub function: FunctionValue<'ctx>,
    pub program: &'a RowProgram,
    pub family: Family,
    /// The vector iterations LLVM interleaves in the CPU's draw loops
    /// ([`noise::draw_interleave`]).
    pub draw_interleave: u32,
    /// The entry's parameters by ABI name.
    pub params: HashMap<String, BasicValueEnum<'ctx>>,
    /// The allocas of [`Emitter::reused_alloca`], by name and type.
    reused: std::cell::RefCell<HashMap<(String, String), PointerValue<'ctx>>>,
}

pub(crate) fn ok<T>(result: Result<T, inkwell::builder::BuilderError>) -> T {
    result.expect("internal error (a bug in tessera): LLVM builder used without a position")
}

/// Per-row values that lane code reads.
#[derive(Clone)]
pub(crate) struct RowEnv<'ctx> {
    /// Feature 0 of this row of the state, each input and each row output; each vector.
    pub state: Option<PointerValue<'ctx>>,
    pub inputs: Vec<PointerValue<'ctx>>,
    pub vectors: Vec<PointerValue<'ctx>>,
    /// Each output: feature 0 of this row (row outputs) or this row's element (per-row ones).
    pub outputs: Vec<PointerValue<'ctx>>,
    /// This row's status word.
    pub status: Option<PointerValue<'ctx>>,
    /// GPU register entries whose quads draw `tessera-fast-v1` normals together
    /// (`quad::QuadNoise`): the register holding this step's normal of the lane's feature,
    /// which `Normal` reads; otherwise `None`.
    pub normal_reg: Option<PointerValue<'ctx>>,
    /// GPU register mode: the lane's register holding the state element being evaluated (the
    /// state is loaded into registers before the steps and written back after them).
    pub state_reg: Option<PointerValue<'ctx>>,
    /// Global row index (for the noise counter).
    pub row: IntValue<'ctx>,
    pub n_features: IntValue<'ctx>,
    /// Where fold results live: an alloca (CPU) or a shared-memory array (GPU).
    pub uniforms: PointerValue<'ctx>,
    /// CPU: this step's normals of the row (`F` values in scratch memory), which `Normal`
    /// reads; GPU: `None`, each lane draws its own.
    pub noise: Option<PointerValue<'ctx>>,
    /// CPU, while a pass that reads the sampler's Gumbel noise runs: the noise of the pass's
    /// features from `origin` on, drawn into scratch memory before them (feature `f`'s at
    /// `ptr + (f - origin)`), which `Gumbel` reads; otherwise `None`, each lane draws its own.
    pub gumbel: Option<(PointerValue<'ctx>, IntValue<'ctx>)>,
    /// x86 rows run across rows (`across`): the lane's row in its block and its feature;
    /// otherwise `None` (one row's uniforms, `uniforms[u]`, and the feature is the lane's
    /// position in the row's buffers).
    pub across: Option<AcrossLane<'ctx>>,
    /// x86 row path: the kept values this evaluation of a pass writes or reads back
    /// (`rows::kept`, [`lane::KeptRoles`]); otherwise `None`.
    pub kept: Option<std::rc::Rc<lane::KeptRoles<'ctx>>>,
}

/// A lane of a block of rows that runs across rows (`across`): its elements are at position
/// `feature * rows + row` of the block's arrays, not at `feature`.
#[derive(Clone, Copy)]
pub(crate) struct AcrossLane<'ctx> {
    /// The lane's row `r` in its block of `rows` rows: its uniform `u` is at
    /// `uniforms[u * rows + r]`.
    pub row: IntValue<'ctx>,
    pub rows: u64,
    /// The lane's feature index (what `FeatureIndex`, `GradeMask` and a shared vector's
    /// element read).
    pub feature: IntValue<'ctx>,
}

impl<'ctx> RowEnv<'ctx> {
    /// Where lane `f` reads and writes its state element.
    pub fn state_element(&self, e: &Emitter<'_, 'ctx>, f: IntValue<'ctx>) -> PointerValue<'ctx> {
        match self.state_reg {
            Some(register) => register,
            None => e.element_ptr(self.state.expect("internal error: no state"), f),
        }
    }
}

/// Arrays of scratch memory that never overlap, told to LLVM as one alias scope each
/// (`Emitter::disjoint_arrays`, `Emitter::mark_access`). Without them LLVM's dependence
/// analysis compares the arrays' offsets; where it cannot prove them apart (two arrays of a
/// block's slot, `3 * F` elements apart in a loop of `F`), it bounds the safe vector distance
/// and then ignores the loop's interleave hint.
pub(crate) struct Disjoint {
    scopes: Vec<inkwell::llvm_sys::prelude::LLVMMetadataRef>,
}

/// Hints to LLVM's loop vectorizer for one loop (`Emitter::emit_loop_hinted`).
#[derive(Clone, Copy, Debug, Default)]
pub struct LoopHints {
    /// `llvm.loop.interleave.count`: vector iterations interleaved. A body of one long
    /// dependence chain (the math library's logarithms) then keeps several chains in flight
    /// instead of waiting on each.
    pub interleave: Option<u32>,
    /// `llvm.loop.vectorize.width`: the vector width, where the cost model would pick a
    /// narrower one.
    pub width: Option<u32>,
    /// `llvm.loop.unroll.disable`: a loop whose body is already wide (explicit vectors) keeps
    /// its one copy of the body.
    pub no_unroll: bool,
}

impl LoopHints {
    /// Interleave `count` vector iterations.
    pub fn interleave(count: u32) -> Self {
        LoopHints {
            interleave: Some(count),
            ..LoopHints::default()
        }
    }
}

/// Per-step values that lane code reads (Langevin).
#[derive(Clone, Copy)]
pub(crate) struct StepEnv<'ctx> {
    /// The step `t`, from 0.
    pub t: IntValue<'ctx>,
    /// `key1 + t`.
    pub key1_step: IntValue<'ctx>,
    /// This step's noise scale.
    pub noise_scale: FloatValue<'ctx>,
}

impl<'ctx> Emitter<'_, 'ctx> {
    pub fn ops(&self) -> LlvmOps<'_, 'ctx> {
        LlvmOps {
            ctx: self.ctx,
            module: self.module,
            builder: self.builder,
            family: self.family,
        }
    }

    pub fn i64(&self, v: u64) -> IntValue<'ctx> {
        self.ctx.i64_type().const_int(v, false)
    }

    pub fn i32(&self, v: u32) -> IntValue<'ctx> {
        self.ctx.i32_type().const_int(u64::from(v), false)
    }

    /// An ABI parameter's value.
    pub fn param(&self, name: &str) -> BasicValueEnum<'ctx> {
        *self
            .params
            .get(name)
            .unwrap_or_else(|| panic!("internal error: the entry has no parameter `{name}`"))
    }

    pub fn param_int(&self, name: &str) -> IntValue<'ctx> {
        self.param(name).into_int_value()
    }

    pub fn param_float(&self, name: &str) -> FloatValue<'ctx> {
        self.param(name).into_float_value()
    }

    pub fn param_ptr(&self, name: &str) -> PointerValue<'ctx> {
        self.param(name).into_pointer_value()
    }

    /// A counted loop `for iv in (start..end).step_by(step)`; `body` emits at the loop body and
    /// may create blocks of its own.
    pub fn emit_loop(
        &self,
        name: &str,
        start: IntValue<'ctx>,
        end: IntValue<'ctx>,
        step: IntValue<'ctx>,
        body: &mut dyn FnMut(IntValue<'ctx>),
    ) {
        self.emit_loop_hinted(name, start, end, step, LoopHints::default(), body);
    }

    /// [`Emitter::emit_loop`] with hints to LLVM's loop vectorizer ([`LoopHints`]). Speed only:
    /// the lanes' operations are the same.
    pub fn emit_loop_hinted(
        &self,
        name: &str,
        start: IntValue<'ctx>,
        end: IntValue<'ctx>,
        step: IntValue<'ctx>,
        hints: LoopHints,
        body: &mut dyn FnMut(IntValue<'ctx>),
    ) {
        self.emit_loop_advancing(name, (start, end), hints, &mut |iv| {
            body(iv);
            ok(self.builder.build_int_add(iv, step, ""))
        });
    }

    /// A loop `iv = start; while iv < end (unsigned) { iv = body(iv) }`: `body` emits at the
    /// loop body (and may create blocks of its own) and returns the next `iv`.
    pub fn emit_loop_advancing(
        &self,
        name: &str,
        (start, end): (IntValue<'ctx>, IntValue<'ctx>),
        hints: LoopHints,
        body: &mut dyn FnMut(IntValue<'ctx>) -> IntValue<'ctx>,
    ) {
        let b = self.builder;
        let pre = b
            .get_insert_block()
            .expect("internal error: builder has a block");
        let header = self
            .ctx
            .append_basic_block(self.function, &format!("{name}.header"));
        let body_bb = self
            .ctx
            .append_basic_block(self.function, &format!("{name}.body"));
        let exit = self
            .ctx
            .append_basic_block(self.function, &format!("{name}.exit"));
        ok(b.build_unconditional_branch(header));
        b.position_at_end(header);
        let iv = ok(b.build_phi(start.get_type(), name));
        iv.add_incoming(&[(&start, pre)]);
        let iv_value = iv.as_basic_value().into_int_value();
        let more = ok(b.build_int_compare(IntPredicate::ULT, iv_value, end, ""));
        ok(b.build_conditional_branch(more, body_bb, exit));
        b.position_at_end(body_bb);
        let next = body(iv_value);
        let latch = b
            .get_insert_block()
            .expect("internal error: builder has a block");
        let back = ok(b.build_unconditional_branch(header));
        self.set_loop_hints(back, hints);
        iv.add_incoming(&[(&next, latch)]);
        b.position_at_end(exit);
    }

    /// Attaches `!llvm.loop !{self, !{"llvm.loop.vectorize.width", i32 w}, !{"llvm.loop.
    /// interleave.count", i32 n}, !{"llvm.loop.unroll.disable"}}` (the hints given) to a loop's
    /// back edge.
    fn set_loop_hints(&self, back_edge: inkwell::values::InstructionValue<'ctx>, hints: LoopHints) {
        use inkwell::context::AsContextRef;
        use inkwell::llvm_sys::core::{LLVMMDStringInContext2, LLVMValueAsMetadata};
        use inkwell::values::AsValueRef;
        let ctx = self.ctx.as_ctx_ref();
        // SAFETY: the string is passed with its length, into this context.
        let string = |s: &str| unsafe { LLVMMDStringInContext2(ctx, s.as_ptr().cast(), s.len()) };
        let valued = [
            ("llvm.loop.vectorize.width", hints.width),
            ("llvm.loop.interleave.count", hints.interleave),
        ];
        let mut nodes: Vec<_> = valued
            .iter()
            .filter_map(|&(option, value)| value.map(|value| (option, value)))
            .map(|(option, value)| {
                let value = self.ctx.i32_type().const_int(u64::from(value), false);
                // SAFETY: a constant of this context.
                let value = unsafe { LLVMValueAsMetadata(value.as_value_ref()) };
                self.node_list(&[string(option), value])
            })
            .collect();
        if hints.no_unroll {
            nodes.push(self.node_list(&[string("llvm.loop.unroll.disable")]));
        }
        if nodes.is_empty() {
            return;
        }
        let id = self.self_referential_node(&nodes);
        self.set_metadata(back_edge, "llvm.loop", id);
    }

    /// A new distinct node `!{self, operands...}`: a loop ID, an alias domain or scope. The
    /// safe API builds only uniqued nodes without a reference to themselves, so it is made
    /// from a temporary node through the C API.
    fn self_referential_node(
        &self,
        operands: &[inkwell::llvm_sys::prelude::LLVMMetadataRef],
    ) -> inkwell::llvm_sys::prelude::LLVMMetadataRef {
        use inkwell::context::AsContextRef;
        use inkwell::llvm_sys::core::LLVMMDNodeInContext2;
        use inkwell::llvm_sys::debuginfo::{LLVMMetadataReplaceAllUsesWith, LLVMTemporaryMDNode};
        let ctx = self.ctx.as_ctx_ref();
        // SAFETY: every reference is of this context; the temporary node is replaced (and so
        // freed) before the node is returned.
        unsafe {
            let temporary = LLVMTemporaryMDNode(ctx, std::ptr::null_mut(), 0);
            let mut all = vec![temporary];
            all.extend_from_slice(operands);
            let node = LLVMMDNodeInContext2(ctx, all.as_mut_ptr(), all.len());
            LLVMMetadataReplaceAllUsesWith(temporary, node);
            node
        }
    }

    /// A uniqued node listing `nodes` (`!{nodes...}`): an alias scope list, a loop hint.
    fn node_list(
        &self,
        nodes: &[inkwell::llvm_sys::prelude::LLVMMetadataRef],
    ) -> inkwell::llvm_sys::prelude::LLVMMetadataRef {
        use inkwell::context::AsContextRef;
        let mut nodes = nodes.to_vec();
        // SAFETY: every node is of this context, passed with its count.
        unsafe {
            inkwell::llvm_sys::core::LLVMMDNodeInContext2(
                self.ctx.as_ctx_ref(),
                nodes.as_mut_ptr(),
                nodes.len(),
            )
        }
    }

    /// Attaches `!kind node` to an instruction.
    fn set_metadata(
        &self,
        instruction: inkwell::values::InstructionValue<'ctx>,
        kind: &str,
        node: inkwell::llvm_sys::prelude::LLVMMetadataRef,
    ) {
        use inkwell::context::AsContextRef;
        use inkwell::llvm_sys::core::{
            LLVMGetMDKindIDInContext, LLVMMetadataAsValue, LLVMSetMetadata,
        };
        use inkwell::values::AsValueRef;
        let ctx = self.ctx.as_ctx_ref();
        // SAFETY: the node is of this context, and the kind's name is passed with its length.
        unsafe {
            let kind = LLVMGetMDKindIDInContext(ctx, kind.as_ptr().cast(), kind.len() as u32);
            LLVMSetMetadata(
                instruction.as_value_ref(),
                kind,
                LLVMMetadataAsValue(ctx, node),
            );
        }
    }

    /// `n` arrays that never overlap, as alias scopes of a new domain ([`Disjoint`]).
    pub fn disjoint_arrays(&self, n: usize) -> Disjoint {
        let domain = self.self_referential_node(&[]);
        Disjoint {
            scopes: (0..n)
                .map(|_| self.self_referential_node(&[domain]))
                .collect(),
        }
    }

    /// Marks a load or store as an access of array `array` of `arrays` (`!alias.scope` its
    /// scope, `!noalias` every other), so that LLVM knows it touches none of the others.
    pub fn mark_access(
        &self,
        instruction: inkwell::values::InstructionValue<'ctx>,
        arrays: &Disjoint,
        array: usize,
    ) {
        let others: Vec<_> = (arrays.scopes.iter().enumerate())
            .filter(|&(i, _)| i != array)
            .map(|(_, &scope)| scope)
            .collect();
        let scope = self.node_list(&[arrays.scopes[array]]);
        self.set_metadata(instruction, "alias.scope", scope);
        self.set_metadata(instruction, "noalias", self.node_list(&others));
    }

    /// `if cond { then() }`.
    pub fn emit_if(&self, name: &str, cond: IntValue<'ctx>, then: &mut dyn FnMut()) {
        self.emit_if_weighted(name, cond, false, then);
    }

    /// `if cond { then() }` for a launch-uniform `cond` whose branch LLVM must keep: weighted
    /// (`!prof`) as taken in one launch of a thousand, so that SimplifyCFG neither folds it
    /// into a select nor speculates `then`'s instructions on the other path (a select
    /// computes both sides). The weights only say that the branch is predictable: on a GPU
    /// every lane takes the same side, and a launch takes it on every step or on none.
    pub fn emit_if_uniform(&self, name: &str, cond: IntValue<'ctx>, then: &mut dyn FnMut()) {
        self.emit_if_weighted(name, cond, true, then);
    }

    /// [`Emitter::emit_if`], with [`Emitter::emit_if_uniform`]'s weights where `uniform`.
    fn emit_if_weighted(
        &self,
        name: &str,
        cond: IntValue<'ctx>,
        uniform: bool,
        then: &mut dyn FnMut(),
    ) {
        let b = self.builder;
        let then_bb = self
            .ctx
            .append_basic_block(self.function, &format!("{name}.then"));
        let done = self
            .ctx
            .append_basic_block(self.function, &format!("{name}.done"));
        let branch = ok(b.build_conditional_branch(cond, then_bb, done));
        if uniform {
            let i32t = self.ctx.i32_type();
            let weights = self.ctx.metadata_node(&[
                self.ctx.metadata_string("branch_weights").into(),
                i32t.const_int(1, false).into(),
                i32t.const_int(1000, false).into(),
            ]);
            branch
                .set_metadata(weights, self.ctx.get_kind_id("prof"))
                .expect("internal error: branch weights on a branch");
        }
        b.position_at_end(then_bb);
        then();
        ok(b.build_unconditional_branch(done));
        b.position_at_end(done);
    }

    /// `match value { c => case(c) for c in cases, _ => default() }`.
    pub fn emit_switch(
        &self,
        name: &str,
        value: IntValue<'ctx>,
        cases: &[u64],
        case: &mut dyn FnMut(u64),
        default: &mut dyn FnMut(),
    ) {
        let b = self.builder;
        let block = |what: &str| {
            self.ctx
                .append_basic_block(self.function, &format!("{name}.{what}"))
        };
        let (default_bb, done) = (block("default"), block("done"));
        let case_bbs: Vec<_> = cases
            .iter()
            .map(|&c| {
                (
                    value.get_type().const_int(c, false),
                    block(&format!("case{c}")),
                )
            })
            .collect();
        ok(b.build_switch(value, default_bb, &case_bbs));
        for (&c, &(_, bb)) in cases.iter().zip(&case_bbs) {
            b.position_at_end(bb);
            case(c);
            ok(b.build_unconditional_branch(done));
        }
        b.position_at_end(default_bb);
        default();
        ok(b.build_unconditional_branch(done));
        b.position_at_end(done);
    }

    /// `if cond { then() } else { otherwise() }`.
    pub fn emit_if_else(
        &self,
        name: &str,
        cond: IntValue<'ctx>,
        then: &mut dyn FnMut(),
        otherwise: &mut dyn FnMut(),
    ) {
        let b = self.builder;
        let then_bb = self
            .ctx
            .append_basic_block(self.function, &format!("{name}.then"));
        let else_bb = self
            .ctx
            .append_basic_block(self.function, &format!("{name}.else"));
        let done = self
            .ctx
            .append_basic_block(self.function, &format!("{name}.done"));
        ok(b.build_conditional_branch(cond, then_bb, else_bb));
        b.position_at_end(then_bb);
        then();
        ok(b.build_unconditional_branch(done));
        b.position_at_end(else_bb);
        otherwise();
        ok(b.build_unconditional_branch(done));
        b.position_at_end(done);
    }

    /// Whether a pass guard holds for this launch (a launch-uniform i1; `rows::Guard::holds`).
    fn guard_holds(&self, guard: Guard) -> IntValue<'ctx> {
        let b = self.builder;
        let not_greedy = ok(b.build_int_compare(
            IntPredicate::EQ,
            self.param_int("greedy"),
            self.i32(0),
            "not_greedy",
        ));
        let on = match guard {
            Guard::TopK => ok(b.build_int_compare(
                IntPredicate::NE,
                self.param_int("top_k"),
                self.i64(0),
                "top_k_on",
            )),
            Guard::TopP => ok(b.build_float_compare(
                inkwell::FloatPredicate::OLT,
                self.param_float("top_p"),
                self.ctx.f32_type().const_float(1.0),
                "top_p_on",
            )),
            Guard::NoTopP => ok(b.build_float_compare(
                inkwell::FloatPredicate::UGE,
                self.param_float("top_p"),
                self.ctx.f32_type().const_float(1.0),
                "top_p_off",
            )),
        };
        ok(b.build_and(on, not_greedy, "guard"))
    }

    /// Stores the uniforms `pass` defines as if it were skipped (`rows::Pass::skipped_uniforms`).
    fn store_skipped_uniforms(&self, pass: &Pass, uniforms: PointerValue<'ctx>) {
        for (u, value) in pass.skipped_uniforms() {
            let slot = self.element_ptr(uniforms, self.i64(u64::from(u.0)));
            self.store(slot, self.ctx.f32_type().const_float(f64::from(value)));
        }
    }

    /// Emits `body` (a pass), or, for a guarded pass, `body` when its guard holds and else the
    /// uniforms the skipped pass defines (`rows::Pass::skipped_uniforms`). On GPUs (`lane0`
    /// given) lane 0 writes them and a barrier publishes them, as the pass's own end would.
    fn with_guard(
        &self,
        pass: &Pass,
        uniforms: PointerValue<'ctx>,
        lane0: Option<IntValue<'ctx>>,
        body: &mut dyn FnMut(),
    ) {
        let Some(guard) = pass.guard else {
            body();
            return;
        };
        let holds = self.guard_holds(guard);
        match lane0 {
            None => self.emit_if_else("guard", holds, body, &mut || {
                self.store_skipped_uniforms(pass, uniforms)
            }),
            Some(lane0) => self.emit_if_else("guard", holds, body, &mut || {
                self.emit_if("guard.skipped", lane0, &mut || {
                    self.store_skipped_uniforms(pass, uniforms)
                });
                gpu::barrier(self);
            }),
        }
    }

    /// `base + index` elements of f32 (or u32: same size).
    pub fn element_ptr(
        &self,
        base: PointerValue<'ctx>,
        index: IntValue<'ctx>,
    ) -> PointerValue<'ctx> {
        // SAFETY (of the IR): every index stays inside a buffer the launch covers.
        ok(unsafe {
            self.builder
                .build_in_bounds_gep(self.ctx.f32_type(), base, &[index], "")
        })
    }

    pub fn load_f32(&self, ptr: PointerValue<'ctx>) -> FloatValue<'ctx> {
        ok(self.builder.build_load(self.ctx.f32_type(), ptr, "")).into_float_value()
    }

    /// A prefetch for reading of `base + index` f32 values into every cache level
    /// (`llvm.prefetch`): a hint, which neither faults nor changes a result, so the address
    /// may lie past the buffer (a plain `getelementptr`, not `inbounds`).
    pub fn prefetch(&self, base: PointerValue<'ctx>, index: IntValue<'ctx>) {
        let b = self.builder;
        // SAFETY (of the IR): a `getelementptr` without `inbounds` is defined for any index.
        let at = ok(unsafe { b.build_gep(self.ctx.f32_type(), base, &[index], "ahead") });
        let decl = ops::intrinsic(self.module, "llvm.prefetch", &[at.get_type().into()]);
        // rw 0 (read), locality 3 (keep in every level), cache 1 (data).
        let args = [
            at.into(),
            self.i32(0).into(),
            self.i32(3).into(),
            self.i32(1).into(),
        ];
        ok(b.build_call(decl, &args, ""));
    }

    /// The bit-counting intrinsic `name` (`llvm.ctpop`, `llvm.ctlz` or `llvm.cttz`) of `x`;
    /// `ctlz` and `cttz` of zero are the width of `x` (not poison).
    pub fn bit_count(&self, name: &str, x: IntValue<'ctx>) -> IntValue<'ctx> {
        let decl = ops::intrinsic(self.module, name, &[x.get_type().into()]);
        let poison_on_zero = self.ctx.bool_type().const_zero().into();
        let args = if name == "llvm.ctpop" {
            vec![x.into()]
        } else {
            vec![x.into(), poison_on_zero]
        };
        let call = ok(self.builder.build_call(decl, &args, "bits"));
        call.try_as_basic_value()
            .basic()
            .unwrap_or_else(|| panic!("internal error: `{name}` returned no value"))
            .into_int_value()
    }

    pub fn store(&self, ptr: PointerValue<'ctx>, value: impl inkwell::values::BasicValue<'ctx>) {
        ok(self.builder.build_store(ptr, value));
    }

    /// An alloca in the entry block (so SROA/mem2reg promote it).
    pub fn entry_alloca(&self, ty: BasicTypeEnum<'ctx>, name: &str) -> PointerValue<'ctx> {
        ok(self.entry_builder().build_alloca(ty, name))
    }

    /// [`Emitter::entry_alloca`], one per name and type for the whole function: for the
    /// arrays of code whose uses never overlap in time (each use writes what it reads before
    /// reading it, and is done before another starts), such as a pass's pairwise counter,
    /// which every copy of the pass (its listed and unlisted forms, a split entry's finish)
    /// would otherwise hold in a stack slot of its own: LLVM gives allocas without lifetime
    /// markers disjoint slots, and on GPUs the stack is local memory that the driver reserves
    /// for every lane the device can hold.
    pub fn reused_alloca(&self, ty: BasicTypeEnum<'ctx>, name: &str) -> PointerValue<'ctx> {
        let key = (name.to_string(), ty.print_to_string().to_string());
        *(self.reused.borrow_mut())
            .entry(key)
            .or_insert_with(|| self.entry_alloca(ty, name))
    }

    /// [`Emitter::entry_alloca`] holding `value` from the function's start on (stored in the
    /// entry block, once per call).
    pub fn entry_alloca_holding(
        &self,
        value: inkwell::values::BasicValueEnum<'ctx>,
        name: &str,
    ) -> PointerValue<'ctx> {
        let b = self.entry_builder();
        let slot = ok(b.build_alloca(value.get_type(), name));
        ok(b.build_store(slot, value));
        slot
    }

    /// A builder at the start of the entry block.
    fn entry_builder(&self) -> inkwell::builder::Builder<'ctx> {
        let entry = self
            .function
            .get_first_basic_block()
            .expect("internal error: entry block");
        let b = self.ctx.create_builder();
        match entry.get_first_instruction() {
            Some(first) => b.position_before(&first),
            None => b.position_at_end(entry),
        }
        b
    }

    /// Whether the launch draws noise (a launch-uniform i1).
    fn draw_noise(&self) -> IntValue<'ctx> {
        let zero = self.ctx.i32_type().const_zero();
        ok(self.builder.build_int_compare(
            IntPredicate::NE,
            self.param_int("draw_noise"),
            zero,
            "draw",
        ))
    }

    /// Emits `body(noise)` once, or, when the pass draws noise, twice behind a branch on
    /// `draw_noise`.
    fn with_noise_variants(&self, pass: &Pass, body: &mut dyn FnMut(bool)) {
        if !lane::pass_uses_noise(pass) {
            body(false);
            return;
        }
        let draw = self.draw_noise();
        let noise_bb = self.ctx.append_basic_block(self.function, "noise");
        let quiet_bb = self.ctx.append_basic_block(self.function, "quiet");
        let done = self.ctx.append_basic_block(self.function, "noise.done");
        ok(self
            .builder
            .build_conditional_branch(draw, noise_bb, quiet_bb));
        for (block, noise) in [(noise_bb, true), (quiet_bb, false)] {
            self.builder.position_at_end(block);
            body(noise);
            ok(self.builder.build_unconditional_branch(done));
        }
        self.builder.position_at_end(done);
    }

    /// Stores the uniform sinks of a store pass from lane 0's values.
    fn store_uniform_sinks(
        &self,
        env: &RowEnv<'ctx>,
        step: Option<StepEnv<'ctx>>,
        pass: &Pass,
        noise: bool,
    ) {
        let PassEnd::Store(stores) = &pass.end else {
            return;
        };
        let it = &self.program.interface;
        if !stores.iter().any(|s| it.sink_is_uniform(s.sink)) {
            return;
        }
        let values = self.emit_lane(env, step, pass, self.i64(0), noise);
        self.store_uniform_values(env, stores, &values);
    }

    /// Stores the uniform sinks among `stores` from `values` (a lane's values of the store
    /// pass) into `env`'s row: its per-row outputs and status word.
    fn store_uniform_values(
        &self,
        env: &RowEnv<'ctx>,
        stores: &[Store],
        values: &[FloatValue<'ctx>],
    ) {
        let it = &self.program.interface;
        for store in stores.iter().filter(|s| it.sink_is_uniform(s.sink)) {
            let v = values[store.value.0 as usize];
            match store.sink {
                Sink::Out(i) if it.outputs[i as usize].1 == OutputShape::PerRowId => {
                    let id =
                        ok(self
                            .builder
                            .build_float_to_signed_int(v, self.ctx.i64_type(), "id"));
                    self.store(env.outputs[i as usize], id);
                }
                Sink::Out(i) => self.store(env.outputs[i as usize], self.canonical_bits(v)),
                Sink::Status => {
                    let ptr = env
                        .status
                        .expect("internal error: status sink without a status buffer");
                    let i32t = self.ctx.i32_type();
                    let bits = ok(self
                        .builder
                        .build_float_to_unsigned_int(v, i32t, "status_bits"));
                    // A sampler's word is its launch's verdict, written whole (`Sink::Status`).
                    let word = if it.status_written_whole() {
                        bits
                    } else {
                        let old = ok(self.builder.build_load(i32t, ptr, "status")).into_int_value();
                        ok(self.builder.build_or(old, bits, ""))
                    };
                    self.store(ptr, word);
                }
                Sink::State => unreachable!("the state is a row sink"),
            }
        }
    }

    /// Stores the row sinks of a store pass for feature `f`.
    fn store_row_sinks(
        &self,
        env: &RowEnv<'ctx>,
        pass: &Pass,
        f: IntValue<'ctx>,
        values: &[FloatValue<'ctx>],
    ) {
        let PassEnd::Store(stores) = &pass.end else {
            return;
        };
        let it = &self.program.interface;
        for store in stores.iter().filter(|s| !it.sink_is_uniform(s.sink)) {
            let target = match store.sink {
                Sink::State => env.state_element(self, f),
                Sink::Out(i) => self.element_ptr(env.outputs[i as usize], f),
                Sink::Status => unreachable!("status is a uniform sink"),
            };
            self.store(target, self.canonical_bits(values[store.value.0 as usize]));
        }
    }

    /// The bits of the f32 `v` as the kernel stores them: a NaN becomes the canonical NaN
    /// (`numeric::CANONICAL_NAN_F32`), as in the reference interpreter. Integer operations, so
    /// that no pass may take one NaN for another (LLVM leaves a NaN's bits unspecified).
    fn canonical_bits(&self, v: FloatValue<'ctx>) -> IntValue<'ctx> {
        let b = self.builder;
        let i32t = self.ctx.i32_type();
        assert_eq!(
            v.get_type(),
            self.ctx.f32_type(),
            "internal error: a stored value that is not an f32"
        );
        let bits = ok(b.build_bit_cast(v, i32t, "bits")).into_int_value();
        let magnitude = ok(b.build_and(bits, i32t.const_int(0x7fff_ffff, false), "magnitude"));
        let infinity = i32t.const_int(u64::from(f32::INFINITY.to_bits()), false);
        let nan = ok(b.build_int_compare(IntPredicate::UGT, magnitude, infinity, "is_nan"));
        let canonical = i32t.const_int(u64::from(crate::numeric::CANONICAL_NAN_F32), false);
        ok(b.build_select(nan, canonical, bits, "canonical")).into_int_value()
    }
}

/// The step loop around `body`: K iterations for Langevin programs (carrying the annealed
/// temperature), one for the others.
fn emit_steps<'ctx>(e: &Emitter<'_, 'ctx>, body: &mut dyn FnMut(Option<StepEnv<'ctx>>)) {
    if !e.program.interface.is_langevin() {
        body(None);
        return;
    }
    let b = e.builder;
    let temperature = e.entry_alloca(e.ctx.f32_type().into(), "temperature");
    e.store(temperature, e.param_float("temperature"));
    let anneal =
        ok(b.build_int_compare(IntPredicate::NE, e.param_int("anneal"), e.i32(0), "anneal"));
    // The step's noise scale: the constant one, or under annealing the step's own, computed
    // behind a branch on the (uniform) flag so that a constant-temperature chain does not pay
    // for the square root every step (a select computes both: on sm_90, 9 instructions per
    // step of every GPU lane), nor for the temperature's update or the constant's reload
    // (the slot keeps it from before the loop).
    let noise_scale_slot = e.entry_alloca(e.ctx.f32_type().into(), "noise_scale");
    e.store(noise_scale_slot, e.param_float("noise_scale"));
    let (zero, one) = (e.i64(0), e.i64(1));
    e.emit_loop("step", zero, e.param_int("steps"), one, &mut |t| {
        e.emit_if_uniform("anneal", anneal, &mut || {
            let t_now = e.load_f32(temperature);
            let annealed = lane::anneal_scale(e, e.param_float("two_eta"), t_now);
            e.store(noise_scale_slot, annealed);
            let t_next = ok(b.build_float_mul(t_now, e.param_float("anneal_ratio"), "t_next"));
            e.store(temperature, t_next);
        });
        let noise_scale = e.load_f32(noise_scale_slot);
        let key1_step = ok(b.build_int_add(e.param_int("key1"), t, "key1_step"));
        body(Some(StepEnv {
            t,
            key1_step,
            noise_scale,
        }));
    });
}

/// Declares the entry and loads its parameters by ABI name.
fn emit_entry<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    builder: &Builder<'ctx>,
    program: &RowProgram,
    target: &dyn Target,
    abi: &AbiRecord,
) {
    let family = target.family();
    // The GPU execution mapping (also the emulator's); parameters one by one on a real GPU,
    // an argument block on the host.
    let gpu = family.gpu_mapping();
    let native = family.native_gpu();
    let address = gpu::global_space(family);
    let llvm_type = |ty: ParamType| -> BasicMetadataTypeEnum<'ctx> {
        match ty {
            ParamType::Ptr => ctx.ptr_type(address).into(),
            ParamType::U32 => ctx.i32_type().into(),
            ParamType::U64 => ctx.i64_type().into(),
            ParamType::F32 => ctx.f32_type().into(),
        }
    };
    let param_types: Vec<BasicMetadataTypeEnum> = if native {
        abi.params.iter().map(|p| llvm_type(p.ty)).collect()
    } else {
        vec![ctx.ptr_type(AddressSpace::default()).into()]
    };
    let function = module.add_function(
        &abi.entry,
        ctx.void_type().fn_type(&param_types, false),
        Some(Linkage::External),
    );
    let nounwind = inkwell::attributes::Attribute::get_named_enum_kind_id("nounwind");
    function.add_attribute(
        AttributeLoc::Function,
        ctx.create_enum_attribute(nounwind, 0),
    );
    if native {
        gpu::mark_kernel(ctx, function, family, abi.block_lanes);
    } else {
        // `probe-stack`: a frame larger than a page (the guided search's histograms,
        // `search::host::guided_search`) touches each page in turn, so a thread whose stack is
        // nearly full faults on its guard page instead of writing past it (as rustc's own
        // x86-64 code does). `no-builtins`: LLVM may not turn a loop that clears or copies
        // an array into a `memset` or `memcpy` call (the sampler's histograms were cleared
        // by one), so the object calls nothing outside itself.
        // `prefer-vector-width`: LLVM's tuning for `x86-64-v4` caps the vectorizer at 256-bit
        // vectors (a loop of f32 values ran in `%ymm`, 8 lanes); all 512 bits ran the
        // benchmark's workloads up to 1.35x faster (`softmax_pull`; `tessera-fast-v1` 1.2x,
        // sampling 1.06-1.15x, top-p up to 1.5x) on the Zen 5 machine, whose noise loops already run f64 math in
        // `%zmm` (ARCHITECTURE.md, "How the CPU kernels got fast").
        let wide = avx512(target).then_some(("prefer-vector-width", "512"));
        for (key, value) in [
            ("target-cpu", target.llvm_cpu()),
            ("no-trapping-math", "true"),
            ("probe-stack", "inline-asm"),
            ("no-builtins", ""),
        ]
        .into_iter()
        .chain(wide)
        {
            function.add_attribute(
                AttributeLoc::Function,
                ctx.create_string_attribute(key, value),
            );
        }
    }
    let entry = ctx.append_basic_block(function, "entry");
    builder.position_at_end(entry);
    let mut params = HashMap::new();
    if native {
        for (value, p) in function.get_param_iter().zip(&abi.params) {
            value.set_name(&p.name);
            params.insert(p.name.clone(), value);
        }
    } else {
        let args = function
            .get_nth_param(0)
            .expect("internal error: the args parameter")
            .into_pointer_value();
        args.set_name("args");
        for p in &abi.params {
            let offset = ctx.i64_type().const_int(u64::from(p.offset), false);
            // SAFETY (of the IR): the argument block is `abi.size` bytes, laid out by `abi`.
            let slot =
                ok(unsafe { builder.build_in_bounds_gep(ctx.i8_type(), args, &[offset], "") });
            let ty: BasicTypeEnum = match llvm_type(p.ty) {
                BasicMetadataTypeEnum::PointerType(t) => t.into(),
                BasicMetadataTypeEnum::IntType(t) => t.into(),
                BasicMetadataTypeEnum::FloatType(t) => t.into(),
                _ => unreachable!("ABI types are pointers, integers and floats"),
            };
            params.insert(p.name.clone(), ok(builder.build_load(ty, slot, &p.name)));
        }
    }
    let e = Emitter {
        ctx,
        module,
        builder,
        function,
        program,
        family,
        draw_interleave: noise::draw_interleave(target),
        params,
        reused: Default::default(),
    };
    if gpu && abi.param("partials").is_some() {
        scratch::emit_gpu_split_body(&e, abi.block_lanes);
    } else if gpu && abi.max_features == u64::MAX {
        // The wide entry (any width; scratch when the program keeps values across passes).
        scratch::emit_gpu_wide_body(&e, abi.block_lanes);
    } else if gpu {
        let rows = abi.rows_per_group();
        let lanes = abi.block_lanes / rows;
        let capacity = u32::try_from(abi.max_features / u64::from(lanes))
            .expect("internal error: GPU capacity");
        emit_gpu_body(&e, lanes, capacity, rows);
    } else {
        scratch::emit_cpu_body(&e);
    }
    ok(builder.build_return(None));
}

/// Row-relative pointers for row `row`.
fn row_env<'ctx>(
    e: &Emitter<'_, 'ctx>,
    row: IntValue<'ctx>,
    uniforms: PointerValue<'ctx>,
) -> RowEnv<'ctx> {
    let b = e.builder;
    let it = &e.program.interface;
    let n_features = e.param_int("n_features");
    let offset = ok(b.build_int_mul(row, n_features, "row_offset"));
    let row_ptr = |name: &str| e.element_ptr(e.param_ptr(name), offset);
    let outputs = it
        .outputs
        .iter()
        .enumerate()
        .map(|(i, (_, shape))| {
            let base = e.param_ptr(&format!("out_{i}"));
            match shape {
                OutputShape::Row => e.element_ptr(base, offset),
                OutputShape::PerRow => e.element_ptr(base, row),
                // SAFETY (of the IR): `row < n_rows`, the ids buffer's length.
                OutputShape::PerRowId => {
                    ok(unsafe { b.build_in_bounds_gep(e.ctx.i64_type(), base, &[row], "id_ptr") })
                }
            }
        })
        .collect();
    RowEnv {
        state: it.has_state().then(|| row_ptr("state")),
        inputs: (0..it.inputs.len())
            .map(|i| row_ptr(&format!("input_{i}")))
            .collect(),
        vectors: (0..it.vectors.len())
            .map(|i| e.param_ptr(&format!("vector_{i}")))
            .collect(),
        outputs,
        status: e
            .params
            .contains_key("status")
            .then(|| e.element_ptr(e.param_ptr("status"), row)),
        state_reg: None,
        normal_reg: None,
        row,
        n_features,
        uniforms,
        noise: None,
        gumbel: None,
        across: None,
        kept: None,
    }
}

/// The workgroups per multiprocessor that a sampler's packed entries ask ptxas to fit
/// ([`gpu::min_groups_per_multiprocessor`]): as many as its `_w256` register entry fits.
const PACKED_SEARCH_GROUPS: u32 = 5;

/// The GPU body: `lanes` lanes per row; lane `l` holds features `l + c * lanes` for
/// `c < capacity`. One row per workgroup, or `rows` rows per workgroup of `lanes * rows` lanes
/// (packed entries: thread `t` of group `g` serves row `g * rows + t / lanes` as lane
/// `t % lanes`, with its row's slice of each shared array). A
/// Langevin state lives in registers for the whole chain (loaded before the first step, written
/// back after the last); every per-feature loop is unrolled over `c`.
///
/// The rows of a packed entry's workgroup meet at its barriers, so they run the same passes
/// (guards are the launch's) with the same trip counts: a sampler's searches run their bitwise
/// rounds in step (`search::Collective::in_step`: every row the rounds until every row of the
/// workgroup has settled, keeping the result when the row's total reaches its target), not
/// the guided passes of a row that has its workgroup to itself.
///
/// Lanes of rows past the end leave at once when the program has no barriers and draws no
/// `tessera-fast-v1` normals by quads; when it folds or does, they run the last row's program
/// in step with the others (every lane must reach every barrier and every quad draw,
/// `quad`) and store nothing to global memory.
fn emit_gpu_body<'ctx>(e: &Emitter<'_, 'ctx>, lanes: u32, capacity: u32, rows: u32) {
    let b = e.builder;
    let i64t = e.ctx.i64_type();
    let (group_name, thread_name) = if rows == 1 {
        ("row", "lane")
    } else {
        ("group", "thread")
    };
    let group = ok(b.build_int_z_extend(gpu::group_id(e), i64t, group_name));
    let thread = ok(b.build_int_z_extend(gpu::lane_id(e), i64t, thread_name));
    let lanes64 = e.i64(u64::from(lanes));
    // The row's seat in its workgroup, which picks its slice of the shared arrays.
    let (row, lane, seat) = if rows == 1 {
        (group, thread, e.i64(0))
    } else {
        let first = ok(b.build_int_mul(group, e.i64(u64::from(rows)), "first_row"));
        let seat = ok(b.build_int_unsigned_div(thread, lanes64, "row_in_group"));
        (
            ok(b.build_int_add(first, seat, "row")),
            ok(b.build_int_unsigned_rem(thread, lanes64, "lane")),
            seat,
        )
    };
    let width = capacity * lanes;
    let name = |what: &str| format!("tessera_{what}_w{width}");
    let n_rows = e.param_int("n_rows");
    let present = ok(b.build_int_compare(IntPredicate::ULT, row, n_rows, "present"));
    // Rows wider than this variant serves leave at once (the whole launch: the runtime picks a
    // variant that covers the row and refuses wider rows before launching), and so do rows past
    // the end, unless the program has barriers or quad draws: then their lanes run the
    // last row without storing (`stores`).
    let fits = ok(b.build_int_compare(
        IntPredicate::ULE,
        e.param_int("n_features"),
        e.i64(u64::from(width)),
        "fits",
    ));
    // `tessera-fast-v1` programs' quads draw their normals together (`quad`), so their lanes
    // too must stay to the end.
    let quad_draws = targets::quad_draws(e.program);
    if quad_draws && lanes * rows == 1024 && capacity == 1 && !e.program.has_folds() {
        // Left alone, ptxas gives `quadratic_fast`'s `_w1024` 39 registers per lane (one
        // 1024-lane workgroup per multiprocessor); asked for two, it fits 32, spilling 12
        // bytes: one local load per draw in the step loop (sm_90, ptxas 13.5). Not where the
        // row folds: `softmax_fast`'s had 42 registers and spilled 32 bytes at 32.
        gpu::min_groups_per_multiprocessor(e, 2);
    }
    if rows > 1 && e.program.has_search() {
        // A sampler's packed entries hold its searches' code (rounds in step): left alone,
        // ptxas gives them 44 to 80 registers (sm_90, ptxas 13.5; 38 to 41 without the
        // searches), three 256-lane workgroups per multiprocessor at 80. Asked for five (the
        // occupancy of the `_w256` register entry's 48 registers until 2026-12-07's counted
        // rounds that stop), they fit 48; since the summed rounds stop too, `gumbel`'s spill
        // 12 bytes, stored at the start and loaded outside every loop (`gumbel_pairwise`'s
        // none; sm_120: 4 bytes for `gumbel`, up to 84 for `gumbel_pairwise`).
        gpu::min_groups_per_multiprocessor(e, PACKED_SEARCH_GROUPS);
    }
    let (inside, row, stores) = if rows > 1 && (e.program.has_folds() || quad_draws) {
        let last = ok(b.build_int_sub(n_rows, e.i64(1), "last_row"));
        let row = ok(b.build_select(present, row, last, "row_read")).into_int_value();
        (fits, row, Some(present))
    } else {
        (ok(b.build_and(present, fits, "")), row, None)
    };
    // Stores to global memory: only for rows that are there.
    let storing = |body: &mut dyn FnMut()| match stores {
        Some(present) => e.emit_if("store", present, body),
        None => body(),
    };
    let null = e.ctx.ptr_type(gpu::shared_space(e.family)).const_null();
    // Each shared array holds one slice per row of the workgroup; `shared` gives this row's.
    let shared = |what: &str, per_row: u32| {
        let array = gpu::shared_array(e, &name(what), per_row.max(1) * rows);
        if rows == 1 {
            return array;
        }
        let start = ok(b.build_int_mul(seat, e.i64(u64::from(per_row.max(1))), ""));
        e.element_ptr(array, start)
    };
    // The fold arrays: a pass's sums side by side (`targets::sum_arrays`), a search's keys in
    // the first.
    let sum_arrays = targets::sum_arrays(e.program, lanes, width);
    let (scratch, uniforms) = if e.program.has_folds() {
        (
            shared("fold_scratch", sum_arrays * width),
            shared("uniforms", e.program.n_uniforms),
        )
    } else {
        (null, null)
    };
    // `tessera-fast-v1` programs' quads draw their normals together, in their own array or
    // the first fold array.
    let quad = quad::QuadNoise::new(
        e,
        lanes,
        capacity,
        &|words| shared("quad_normals", words),
        scratch,
    );
    // A search's second array: the weights beside the keys in `scratch`.
    let weights = if e.program.has_search() {
        shared("search_weights", width)
    } else {
        null
    };
    // Searches: the lanes' shared count of a counted one and their folds of a summed one
    // (`search::Collective`).
    // In a packed entry the first row's count word also counts the rows whose counted search
    // is not settled (`search::Collective::group_count`).
    let (search_counter, group_count) = if e.program.has_counted_search() {
        let array = gpu::shared_array(e, &name("search_count"), rows);
        match rows {
            1 => (array, None),
            _ => (e.element_ptr(array, seat), Some(array)),
        }
    } else {
        (null, None)
    };
    // Max folds: each lane's partial state, reduced by a tree (`fold::emit_tree_max`).
    let tree = if e.program.has_max_folds() {
        (shared("tree_values", lanes), shared("tree_indices", lanes))
    } else {
        (null, null)
    };
    // A summed search's (`targets::summed_search_words`): each row's lanes' folds and counts
    // (these in the tree's index words when the program has max folds); in a packed entry the
    // first row's first spare word is the workgroup's count of unsettled rows
    // (`Collective::unsettled`), which thread 0 sets to 0 before any search reads it.
    let (search_sums, search_counts, unsettled) = if e.program.has_summed_search() {
        let words = targets::summed_search_words(e.program, lanes);
        let array = gpu::shared_array(e, &name("search_sums"), words * rows);
        let start = ok(b.build_int_mul(seat, e.i64(u64::from(words)), ""));
        let sums = e.element_ptr(array, start);
        let counts = match targets::summed_search_borrows_tree(e.program) {
            true => tree.1,
            false => e.element_ptr(sums, e.i64(u64::from(lanes))),
        };
        let unsettled = (rows > 1).then(|| {
            let spare = words - targets::SUMMED_SEARCH_SPARE;
            let unsettled = e.element_ptr(array, e.i64(u64::from(spare)));
            let first = ok(b.build_int_compare(IntPredicate::EQ, thread, e.i64(0), ""));
            e.emit_if("unsettled.clear", first, &mut || {
                e.store(unsettled, e.ctx.i32_type().const_zero());
            });
            unsettled
        });
        (sums, Some(counts), unsettled)
    } else {
        (null, None, None)
    };
    let registers = e.program.interface.is_langevin();
    let f32t = e.ctx.f32_type();
    let regs = e.entry_alloca(f32t.array_type(capacity).into(), "state_regs");
    let zero = e.i64(0);
    e.emit_if("row", inside, &mut || {
        let env = row_env(e, row, uniforms);
        let is_lane0 = ok(b.build_int_compare(IntPredicate::EQ, lane, zero, "lane0"));
        // Slot `c`'s state register and, under a quad draw, its normal register.
        let registers_of = |c: u32| {
            (
                e.element_ptr(regs, e.i64(u64::from(c))),
                quad.as_ref().map(|quad| quad.normal(e, c)),
            )
        };
        // Lane slot `c`: its feature, whether the row has it, and its registers.
        let slot = |c: u32| {
            let f = ok(b.build_int_add(lane, e.i64(u64::from(c * lanes)), "feature"));
            let valid = ok(b.build_int_compare(IntPredicate::ULT, f, env.n_features, "valid"));
            (f, valid, registers_of(c))
        };
        type SlotRegisters<'ctx> = (PointerValue<'ctx>, Option<PointerValue<'ctx>>);
        let for_each_slot = |body: &mut dyn FnMut(IntValue<'ctx>, SlotRegisters<'ctx>)| {
            for c in 0..capacity {
                let (f, valid, register) = slot(c);
                e.emit_if("slot", valid, &mut || body(f, register));
            }
        };
        let env_at = |(register, normal): SlotRegisters<'ctx>| RowEnv {
            state_reg: registers.then_some(register),
            normal_reg: normal,
            ..env.clone()
        };
        if registers {
            for_each_slot(&mut |f, (register, _)| {
                e.store(
                    register,
                    e.load_f32(e.element_ptr(env.state.expect("internal error: no state"), f)),
                )
            });
        }
        emit_steps(e, &mut |step| {
            if let (Some(quad), Some(step)) = (&quad, step) {
                e.emit_if("quad_noise", e.draw_noise(), &mut || {
                    quad.step(e, &env, step, lane)
                });
            }
            for pass in &e.program.passes {
                e.with_guard(pass, uniforms, Some(is_lane0), &mut || {
                    e.with_noise_variants(pass, &mut |noise| match &pass.end {
                        PassEnd::Fold(pass_folds) => {
                            let slot_of = |fold: &crate::rows::Fold| {
                                e.element_ptr(uniforms, e.i64(u64::from(fold.uniform.0)))
                            };
                            // The folds are independent (each reads the pass's lane values
                            // only), so the sums go first, `sum_arrays` at a time.
                            let (maxima, sums): (Vec<&crate::rows::Fold>, Vec<_>) = pass_folds
                                .iter()
                                .partition(|f| matches!(f.kind, FoldKind::Max | FoldKind::ArgMax));
                            for chunk in sums.chunks(sum_arrays as usize) {
                                // Array `i` of the fold scratch holds the chunk's `i`-th sum.
                                let array = |i: usize| {
                                    e.element_ptr(scratch, e.i64(i as u64 * u64::from(width)))
                                };
                                for_each_slot(&mut |f, register| {
                                    let values =
                                        e.emit_lane(&env_at(register), step, pass, f, noise);
                                    for (i, fold) in chunk.iter().enumerate() {
                                        e.store(
                                            e.element_ptr(array(i), f),
                                            values[fold.value.0 as usize],
                                        );
                                    }
                                });
                                gpu::barrier(e);
                                // Pairwise sums by a tree of every lane; sequential ones on
                                // lane 0 (their order is one add after another).
                                let (tree_sums, lane0_sums): (Vec<_>, Vec<_>) = chunk
                                    .iter()
                                    .enumerate()
                                    .partition(|(_, fold)| fold.kind == FoldKind::SumPairwise);
                                if !tree_sums.is_empty() {
                                    let arrays: Vec<_> =
                                        tree_sums.iter().map(|&(i, _)| array(i)).collect();
                                    fold::emit_tree_sums(e, &arrays, (lane, lanes), env.n_features);
                                }
                                e.emit_if("fold", is_lane0, &mut || {
                                    let arrays: Vec<_> = lane0_sums
                                        .iter()
                                        .map(|&(i, fold)| (fold.kind, array(i)))
                                        .collect();
                                    let folded = fold::fold_arrays(e, &arrays, env.n_features);
                                    for (&(_, fold), value) in lane0_sums.iter().zip(folded) {
                                        e.store(slot_of(fold), value);
                                    }
                                    for &(i, fold) in &tree_sums {
                                        e.store(slot_of(fold), e.load_f32(array(i)));
                                    }
                                });
                                gpu::barrier(e);
                            }
                            for fold in maxima {
                                // Each lane folds its own features (in increasing order), then
                                // a tree merges the lanes.
                                let acc = FoldAcc::new(e, fold.kind);
                                for_each_slot(&mut |f, register| {
                                    let values =
                                        e.emit_lane(&env_at(register), step, pass, f, noise);
                                    acc.push(e, f, values[fold.value.0 as usize]);
                                });
                                fold::emit_tree_max(
                                    e,
                                    &acc,
                                    (lane, is_lane0, lanes),
                                    tree,
                                    slot_of(fold),
                                );
                            }
                        }
                        PassEnd::Search(s) => {
                            let i32t = e.ctx.i32_type();
                            for_each_slot(&mut |f, register| {
                                let values = e.emit_lane(&env_at(register), step, pass, f, noise);
                                let key = crate::rows::search_order_key(
                                    &mut e.ops(),
                                    values[s.key.0 as usize],
                                );
                                e.store(e.element_ptr(scratch, f), key);
                                e.store(e.element_ptr(weights, f), values[s.weight.0 as usize]);
                            });
                            gpu::barrier(e);
                            let (_, _, register0) = slot(0);
                            // The lanes search together, meeting in the shared count of a
                            // counted search or the shared folds of a summed one.
                            let counted = search::counts_ones(pass, s);
                            let collective = search::Collective {
                                lane,
                                lane0: is_lane0,
                                lanes,
                                shared: match counted {
                                    true => search_counter,
                                    false => search_sums,
                                },
                                counts: search_counts.filter(|_| !counted),
                                // The register entries' shared memory holds the row: their
                                // rows (at most 4096 tokens) run the bitwise rounds.
                                guided: None,
                                list: None,
                                listed: false,
                                // A packed entry's rows meet at the same barriers.
                                in_step: rows > 1,
                                group_count: group_count.filter(|_| counted),
                                unsettled: unsettled.filter(|_| !counted),
                            };
                            let run_search = || {
                                let target =
                                    e.emit_lane(&env_at(register0), step, pass, zero, noise)
                                        [s.target.0 as usize];
                                search::emit_search_pass(
                                    e,
                                    pass,
                                    s,
                                    env.n_features,
                                    env.n_features,
                                    target,
                                    uniforms,
                                    &mut |f| {
                                        let key =
                                            ok(b.build_load(i32t, e.element_ptr(scratch, f), ""))
                                                .into_int_value();
                                        (key, e.load_f32(e.element_ptr(weights, f)), f)
                                    },
                                    Some(&collective),
                                    None,
                                );
                            };
                            run_search();
                            gpu::barrier(e);
                        }
                        PassEnd::Store(_) => storing(&mut || {
                            let (_, _, register0) = slot(0);
                            e.emit_if("uniform_sinks", is_lane0, &mut || {
                                e.store_uniform_sinks(&env_at(register0), step, pass, noise)
                            });
                            for_each_slot(&mut |f, register| {
                                let env_c = env_at(register);
                                let values = e.emit_lane(&env_c, step, pass, f, noise);
                                e.store_row_sinks(&env_c, pass, f, &values);
                            });
                        }),
                    })
                });
            }
        });
        if registers {
            storing(&mut || {
                for_each_slot(&mut |f, (register, _)| {
                    e.store(
                        e.element_ptr(env.state.expect("internal error: no state"), f),
                        e.load_f32(register),
                    )
                })
            });
        }
    });
}
