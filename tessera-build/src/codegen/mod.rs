//! Stage 6: the one shared LLVM emitter. Turns a [`RowProgram`] into an LLVM module for one
//! [`Target`], verifies it, optimises it (`default<O3>`, no fast-math flags anywhere, so no
//! contraction or reassociation), verifies again and emits assembly and object code.
//!
//! Execution mapping (DESIGN.md 5):
//! * CPU entry: a loop over the rows of the call's range; per row the K-step loop; per step
//!   each pass is a feature loop (written so LLVM can vectorise it: the math library and Philox
//!   are branch-free). Folds accumulate in feature order.
//! * GPU entry: one workgroup per row (`grid.x = n_rows`), [`GPU_LANES`] lanes striding over the
//!   features, the K-step loop inside the kernel. A fold writes each lane's values to shared
//!   memory, lane 0 folds them in feature order, and a barrier publishes the result. Programs
//!   without folds need no shared memory and no barrier.
//!
//! The few per-target differences (calling convention, address spaces, thread indices,
//! barriers) sit in [`gpu`], behind the [`Family`] of the target.

mod gpu;
pub mod ops;

use inkwell::AddressSpace;
use inkwell::IntPredicate;
use inkwell::OptimizationLevel;
use inkwell::attributes::AttributeLoc;
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{
    CodeModel, FileType, InitializationConfig, RelocMode, Target as LlvmTarget, TargetTriple,
};
use inkwell::types::BasicMetadataTypeEnum;
use inkwell::values::{FloatValue, FunctionValue, IntValue, PointerValue};

use crate::numeric::philox;
use crate::rows::{Op, Pass, PassEnd, RowProgram};
use crate::targets::{Family, Format, GPU_FOLD_CAPACITY, GPU_LANES, Target};
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

    let ctx = Context::create();
    let module = ctx.create_module(&program.name);
    module.set_source_file_name(&format!("{}.toml", program.name));
    module.set_triple(&triple);
    module.set_data_layout(&machine.get_target_data().get_data_layout());
    let builder = ctx.create_builder();
    match target.family() {
        Family::X86 => emit_cpu_entry(&ctx, &module, &builder, program, target),
        Family::Nvptx | Family::Amdgpu => emit_gpu_entry(&ctx, &module, &builder, program, target),
    }
    module
        .verify()
        .map_err(|e| fail("LLVM verifier (before optimisation)", e.to_string()))?;
    let llvm_ir = module.print_to_string().to_string();
    if let Some(path) = std::env::var_os("TESSERA_DEBUG_IR") {
        let _ = std::fs::write(path, &llvm_ir);
    }
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
        Format::Ptx => assembly.clone().into_bytes(),
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
    })
}

/// Per-row values that lane code reads.
struct RowEnv<'ctx> {
    /// Pointer to feature 0 of this row of the state, and of each input.
    state: PointerValue<'ctx>,
    inputs: Vec<PointerValue<'ctx>>,
    /// Global row index (for the noise counter).
    row: IntValue<'ctx>,
    n_features: IntValue<'ctx>,
    eta: FloatValue<'ctx>,
    noise_scale: FloatValue<'ctx>,
    key0: IntValue<'ctx>,
    /// `key1 + t` for the current step.
    key1_step: IntValue<'ctx>,
    /// Where fold results live: an alloca (CPU) or a shared-memory array (GPU).
    uniforms: PointerValue<'ctx>,
}

/// The emitter's state for one function.
struct Emitter<'a, 'ctx> {
    ctx: &'ctx Context,
    module: &'a Module<'ctx>,
    builder: &'a Builder<'ctx>,
    function: FunctionValue<'ctx>,
    program: &'a RowProgram,
}

fn ok<T>(result: Result<T, inkwell::builder::BuilderError>) -> T {
    result.expect("internal error (a bug in tessera): LLVM builder used without a position")
}

impl<'ctx> Emitter<'_, 'ctx> {
    fn ops(&self) -> LlvmOps<'_, 'ctx> {
        LlvmOps {
            ctx: self.ctx,
            module: self.module,
            builder: self.builder,
        }
    }

    fn i64(&self, v: u64) -> IntValue<'ctx> {
        self.ctx.i64_type().const_int(v, false)
    }

    fn param(&self, i: u32) -> inkwell::values::BasicValueEnum<'ctx> {
        self.function
            .get_nth_param(i)
            .expect("internal error: entry parameter index")
    }

    /// A counted loop `for iv in (start..end).step_by(step)`; `body` emits at the loop body and
    /// may create blocks of its own.
    fn emit_loop(
        &self,
        name: &str,
        start: IntValue<'ctx>,
        end: IntValue<'ctx>,
        step: IntValue<'ctx>,
        body: &mut dyn FnMut(IntValue<'ctx>),
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
        body(iv_value);
        let latch = b
            .get_insert_block()
            .expect("internal error: builder has a block");
        let next = ok(b.build_int_add(iv_value, step, ""));
        ok(b.build_unconditional_branch(header));
        iv.add_incoming(&[(&next, latch)]);
        b.position_at_end(exit);
    }

    /// `if cond { then() }`.
    fn emit_if(&self, name: &str, cond: IntValue<'ctx>, then: &mut dyn FnMut()) {
        let b = self.builder;
        let then_bb = self
            .ctx
            .append_basic_block(self.function, &format!("{name}.then"));
        let done = self
            .ctx
            .append_basic_block(self.function, &format!("{name}.done"));
        ok(b.build_conditional_branch(cond, then_bb, done));
        b.position_at_end(then_bb);
        then();
        ok(b.build_unconditional_branch(done));
        b.position_at_end(done);
    }

    fn element_ptr(&self, base: PointerValue<'ctx>, index: IntValue<'ctx>) -> PointerValue<'ctx> {
        // SAFETY (of the IR): every index is < n_features of a row the launch covers.
        ok(unsafe {
            self.builder
                .build_in_bounds_gep(self.ctx.f32_type(), base, &[index], "")
        })
    }

    fn load_f32(&self, ptr: PointerValue<'ctx>) -> FloatValue<'ctx> {
        ok(self.builder.build_load(self.ctx.f32_type(), ptr, "")).into_float_value()
    }

    fn store_f32(&self, ptr: PointerValue<'ctx>, value: FloatValue<'ctx>) {
        ok(self.builder.build_store(ptr, value));
    }

    /// Emits the lane instructions of `pass` for feature `f`; returns every value.
    fn emit_lane(
        &self,
        env: &RowEnv<'ctx>,
        pass: &Pass,
        f: IntValue<'ctx>,
        noise: bool,
    ) -> Vec<FloatValue<'ctx>> {
        let b = self.builder;
        let f32_type = self.ctx.f32_type();
        let mut values: Vec<FloatValue<'ctx>> = Vec::with_capacity(pass.insts.len());
        for op in &pass.insts {
            let v = |x: crate::rows::Value| values[x.0 as usize];
            let value = match *op {
                Op::Const(bits) => f32_type.const_float(f64::from(f32::from_bits(bits))),
                Op::LoadState => self.load_f32(self.element_ptr(env.state, f)),
                Op::LoadInput(k) => self.load_f32(self.element_ptr(env.inputs[k as usize], f)),
                Op::Uniform(u) => {
                    self.load_f32(self.element_ptr(env.uniforms, self.i64(u64::from(u.0))))
                }
                Op::Eta => env.eta,
                Op::Add(x, y) => ok(b.build_float_add(v(x), v(y), "")),
                Op::Sub(x, y) => ok(b.build_float_sub(v(x), v(y), "")),
                Op::Mul(x, y) => ok(b.build_float_mul(v(x), v(y), "")),
                Op::Div(x, y) => ok(b.build_float_div(v(x), v(y), "")),
                Op::Neg(x) => ok(b.build_float_neg(v(x), "")),
                Op::AddNoise(x) if noise => {
                    let index = ok(b.build_int_mul(env.row, env.n_features, ""));
                    let index = ok(b.build_int_add(index, f, ""));
                    let z =
                        philox::langevin_normal_v1(&mut self.ops(), env.key0, env.key1_step, index);
                    let scaled = ok(b.build_float_mul(z, env.noise_scale, ""));
                    ok(b.build_float_add(v(x), scaled, ""))
                }
                Op::AddNoise(x) => v(x),
            };
            values.push(value);
        }
        values
    }

    /// Emits one step of the row program for a row, with lanes `lane_start, +lane_step, ...`.
    /// `fold` emits a fold pass (it differs between CPU and GPU).
    fn emit_step(
        &self,
        env: &RowEnv<'ctx>,
        draw_noise: IntValue<'ctx>,
        lane_start: IntValue<'ctx>,
        lane_step: IntValue<'ctx>,
        fold: &dyn Fn(&Self, &RowEnv<'ctx>, &Pass),
    ) {
        for pass in &self.program.passes {
            match &pass.end {
                PassEnd::Fold(_) => fold(self, env, pass),
                PassEnd::Store(value) => {
                    let store_loop = |noise: bool| {
                        self.emit_loop(
                            "feature",
                            lane_start,
                            env.n_features,
                            lane_step,
                            &mut |f| {
                                let values = self.emit_lane(env, pass, f, noise);
                                self.store_f32(
                                    self.element_ptr(env.state, f),
                                    values[value.0 as usize],
                                );
                            },
                        );
                    };
                    // A uniform branch: the noise stream is only emitted where it is drawn.
                    let needs_noise = pass.insts.iter().any(|op| matches!(op, Op::AddNoise(_)));
                    if needs_noise {
                        let then_bb = self.ctx.append_basic_block(self.function, "noise");
                        let else_bb = self.ctx.append_basic_block(self.function, "quiet");
                        let done = self.ctx.append_basic_block(self.function, "stored");
                        let zero = self.ctx.i32_type().const_zero();
                        let draw = ok(self.builder.build_int_compare(
                            IntPredicate::NE,
                            draw_noise,
                            zero,
                            "",
                        ));
                        ok(self
                            .builder
                            .build_conditional_branch(draw, then_bb, else_bb));
                        for (bb, noise) in [(then_bb, true), (else_bb, false)] {
                            self.builder.position_at_end(bb);
                            store_loop(noise);
                            ok(self.builder.build_unconditional_branch(done));
                        }
                        self.builder.position_at_end(done);
                    } else {
                        store_loop(false);
                    }
                }
            }
        }
    }
}

/// Declares the entry with `params` and positions the builder in its entry block.
fn declare_entry<'a, 'ctx>(
    ctx: &'ctx Context,
    module: &'a Module<'ctx>,
    builder: &'a Builder<'ctx>,
    program: &'a RowProgram,
    target: &dyn Target,
    params: &[BasicMetadataTypeEnum<'ctx>],
) -> Emitter<'a, 'ctx> {
    let abi = target.langevin_abi(&program.name, program.inputs.len());
    assert_eq!(
        abi.params.len(),
        params.len(),
        "internal error: entry parameters disagree with the ABI record"
    );
    let fn_type = ctx.void_type().fn_type(params, false);
    let function = module.add_function(&abi.entry, fn_type, Some(Linkage::External));
    for (value, param) in function.get_param_iter().zip(&abi.params) {
        value.set_name(&param.name);
    }
    function.add_attribute(
        AttributeLoc::Function,
        ctx.create_enum_attribute(
            inkwell::attributes::Attribute::get_named_enum_kind_id("nounwind"),
            0,
        ),
    );
    let entry = ctx.append_basic_block(function, "entry");
    builder.position_at_end(entry);
    Emitter {
        ctx,
        module,
        builder,
        function,
        program,
    }
}

/// The x86 entry: see `tessera_rt::abi::LangevinCpuEntry`.
fn emit_cpu_entry<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    builder: &Builder<'ctx>,
    program: &RowProgram,
    target: &dyn Target,
) {
    let ptr = ctx.ptr_type(AddressSpace::default());
    let (i64t, i32t, f32t) = (ctx.i64_type(), ctx.i32_type(), ctx.f32_type());
    let params = [
        ptr.into(),
        ptr.into(),
        i64t.into(),
        i64t.into(),
        i64t.into(),
        i64t.into(),
        f32t.into(),
        f32t.into(),
        i32t.into(),
        i64t.into(),
        i64t.into(),
    ];
    let e = declare_entry(ctx, module, builder, program, target, &params);
    for (key, value) in [
        ("target-cpu", target.llvm_cpu()),
        ("no-trapping-math", "true"),
    ] {
        e.function.add_attribute(
            AttributeLoc::Function,
            ctx.create_string_attribute(key, value),
        );
    }
    let p = |i| e.param(i);
    let (state, inputs) = (p(0).into_pointer_value(), p(1).into_pointer_value());
    let (row_begin, row_end, n_features, steps) = (
        p(2).into_int_value(),
        p(3).into_int_value(),
        p(4).into_int_value(),
        p(5).into_int_value(),
    );
    let (eta, noise_scale, draw_noise) = (
        p(6).into_float_value(),
        p(7).into_float_value(),
        p(8).into_int_value(),
    );
    let (key0, key1) = (p(9).into_int_value(), p(10).into_int_value());

    let uniforms = ok(builder.build_array_alloca(
        f32t,
        e.i64(u64::from(program.n_uniforms.max(1))),
        "uniforms",
    ));
    let accumulator = ok(builder.build_alloca(f32t, "acc"));
    let input_bases: Vec<PointerValue> = (0..program.inputs.len() as u64)
        .map(|i| {
            let slot = ok(unsafe { builder.build_in_bounds_gep(ptr, inputs, &[e.i64(i)], "") });
            ok(builder.build_load(ptr, slot, "input")).into_pointer_value()
        })
        .collect();
    let n_rows = ok(builder.build_int_sub(row_end, row_begin, "n_rows"));
    let (zero, one) = (e.i64(0), e.i64(1));
    e.emit_loop("row", zero, n_rows, one, &mut |r| {
        let offset = ok(builder.build_int_mul(r, n_features, "row_offset"));
        let row = ok(builder.build_int_add(row_begin, r, "row"));
        let env_state = e.element_ptr(state, offset);
        let env_inputs: Vec<PointerValue> = input_bases
            .iter()
            .map(|&base| e.element_ptr(base, offset))
            .collect();
        e.emit_loop("step", zero, steps, one, &mut |t| {
            let env = RowEnv {
                state: env_state,
                inputs: env_inputs.clone(),
                row,
                n_features,
                eta,
                noise_scale,
                key0,
                key1_step: ok(builder.build_int_add(key1, t, "key1_step")),
                uniforms,
            };
            let cpu_fold = |e: &Emitter<'_, 'ctx>, env: &RowEnv<'ctx>, pass: &Pass| {
                let PassEnd::Fold(folds) = &pass.end else {
                    return;
                };
                for &(value, uniform) in folds {
                    e.store_f32(accumulator, f32t.const_zero());
                    e.emit_loop("fold", zero, env.n_features, one, &mut |f| {
                        let values = e.emit_lane(env, pass, f, false);
                        let acc = e.load_f32(accumulator);
                        e.store_f32(
                            accumulator,
                            ok(builder.build_float_add(values[value.0 as usize], acc, "")),
                        );
                    });
                    let slot = e.element_ptr(uniforms, e.i64(u64::from(uniform.0)));
                    e.store_f32(slot, e.load_f32(accumulator));
                }
            };
            e.emit_step(&env, draw_noise, zero, one, &cpu_fold);
        });
    });
    ok(builder.build_return(None));
}

/// The GPU entry shared by NVPTX and AMDGPU: see `targets::gpu_langevin_abi`.
fn emit_gpu_entry<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    builder: &Builder<'ctx>,
    program: &RowProgram,
    target: &dyn Target,
) {
    let family = target.family();
    let global = ctx.ptr_type(AddressSpace::from(gpu::GLOBAL));
    let (i64t, i32t, f32t) = (ctx.i64_type(), ctx.i32_type(), ctx.f32_type());
    let n_inputs = program.inputs.len() as u32;
    let mut params: Vec<BasicMetadataTypeEnum> = vec![global.into(); 1 + n_inputs as usize];
    let scalars: [BasicMetadataTypeEnum; 8] = [
        i64t.into(),
        i64t.into(),
        i64t.into(),
        f32t.into(),
        f32t.into(),
        i32t.into(),
        i64t.into(),
        i64t.into(),
    ];
    params.extend(scalars);
    let e = declare_entry(ctx, module, builder, program, target, &params);
    gpu::mark_kernel(ctx, e.function, family);
    let p = |i: u32| e.param(i);
    let state = p(0).into_pointer_value();
    let inputs: Vec<PointerValue> = (0..n_inputs)
        .map(|i| p(1 + i).into_pointer_value())
        .collect();
    let s = 1 + n_inputs;
    let (n_rows, n_features, steps) = (
        p(s).into_int_value(),
        p(s + 1).into_int_value(),
        p(s + 2).into_int_value(),
    );
    let (eta, noise_scale, draw_noise) = (
        p(s + 3).into_float_value(),
        p(s + 4).into_float_value(),
        p(s + 5).into_int_value(),
    );
    let (key0, key1) = (p(s + 6).into_int_value(), p(s + 7).into_int_value());

    let row = ok(builder.build_int_z_extend(gpu::group_id(&e, family), i64t, "row"));
    let lane = ok(builder.build_int_z_extend(gpu::lane_id(&e, family), i64t, "lane"));
    let folds = program.has_folds();
    // Rows past the end, and (for folding programs) rows too wide for the shared buffer, leave
    // the kernel at once; the runtime refuses such launches before they happen.
    let mut inside = ok(builder.build_int_compare(IntPredicate::ULT, row, n_rows, ""));
    if folds {
        let fits = ok(builder.build_int_compare(
            IntPredicate::ULE,
            n_features,
            e.i64(u64::from(GPU_FOLD_CAPACITY)),
            "",
        ));
        inside = ok(builder.build_and(inside, fits, ""));
    }
    let (zero, one, lanes) = (e.i64(0), e.i64(1), e.i64(u64::from(GPU_LANES)));
    let (scratch, uniforms) = if folds {
        (
            gpu::shared_array(&e, "tessera_fold_scratch", GPU_FOLD_CAPACITY),
            gpu::shared_array(&e, "tessera_uniforms", program.n_uniforms),
        )
    } else {
        let null = ctx.ptr_type(AddressSpace::from(gpu::SHARED)).const_null();
        (null, null)
    };
    e.emit_if("row", inside, &mut || {
        let offset = ok(builder.build_int_mul(row, n_features, "row_offset"));
        let env_state = e.element_ptr(state, offset);
        let env_inputs: Vec<PointerValue> = inputs
            .iter()
            .map(|&base| e.element_ptr(base, offset))
            .collect();
        let is_lane0 = ok(builder.build_int_compare(IntPredicate::EQ, lane, zero, "lane0"));
        e.emit_loop("step", zero, steps, one, &mut |t| {
            let env = RowEnv {
                state: env_state,
                inputs: env_inputs.clone(),
                row,
                n_features,
                eta,
                noise_scale,
                key0,
                key1_step: ok(builder.build_int_add(key1, t, "key1_step")),
                uniforms,
            };
            let gpu_fold = |e: &Emitter<'_, 'ctx>, env: &RowEnv<'ctx>, pass: &Pass| {
                let PassEnd::Fold(pass_folds) = &pass.end else {
                    return;
                };
                for &(value, uniform) in pass_folds {
                    e.emit_loop("lane_feature", lane, env.n_features, lanes, &mut |f| {
                        let values = e.emit_lane(env, pass, f, false);
                        e.store_f32(e.element_ptr(scratch, f), values[value.0 as usize]);
                    });
                    gpu::barrier(e, family);
                    e.emit_if("fold", is_lane0, &mut || {
                        let acc_slot = e.element_ptr(uniforms, e.i64(u64::from(uniform.0)));
                        e.store_f32(acc_slot, f32t.const_zero());
                        e.emit_loop("fold", zero, env.n_features, one, &mut |f| {
                            let x = e.load_f32(e.element_ptr(scratch, f));
                            let acc = e.load_f32(acc_slot);
                            e.store_f32(acc_slot, ok(builder.build_float_add(x, acc, "")));
                        });
                    });
                    gpu::barrier(e, family);
                }
            };
            e.emit_step(&env, draw_noise, lane, lanes, &gpu_fold);
        });
    });
    ok(builder.build_return(None));
}
