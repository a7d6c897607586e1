//! The SIMT emulator's target (`targets::simt`, `simt`): its entries are the GPU chip's
//! entries, record for record, its code is host code with the hooks it documents, and chips it
//! cannot emulate are refused with a message. The emulator itself runs in `tessera-tests`.

use std::path::PathBuf;

use tessera_build::targets;
use tessera_build::{BuildError, codegen, lower, simt, spec};

fn program(name: &str) -> tessera_build::rows::RowProgram {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("../programs/{name}.toml"));
    let spec = spec::read(&path).unwrap_or_else(|e| panic!("{e}"));
    lower(&spec).unwrap_or_else(|e| panic!("{e}")).1
}

#[test]
fn emulated_entries_are_the_gpu_chips_entries() {
    for name in ["quadratic", "softmax_pull", "gumbel"] {
        let program = program(name);
        let gpu = targets::lookup("sm_90").expect("sm_90");
        let emulated = simt::target("sm_90").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            targets::kernel_abis(&emulated, &program),
            targets::kernel_abis(gpu, &program),
            "{name}"
        );
        let compiled = codegen::compile(&program, &emulated).unwrap_or_else(|e| panic!("{e}"));
        let ir = &compiled.llvm_ir;
        // Host code: no GPU intrinsics, calling conventions or address spaces; the hooks instead.
        for absent in ["llvm.nvvm", "llvm.amdgcn", "ptx_kernel", "addrspace("] {
            assert!(
                !ir.contains(absent),
                "{name}: `{absent}` in the emulated IR"
            );
        }
        let hooks = format!(
            "@tessera_simt_hooks = global [{} x ptr]",
            tessera_build::targets::simt::HOOKS
        );
        // The race check's hook before the accesses to shared arrays (quadratic has none:
        // no folds, no quads), and the table of the arrays.
        let access = format!(
            "getelementptr inbounds (ptr, ptr @tessera_simt_hooks, i64 {})",
            tessera_build::targets::simt::HOOK_ACCESS
        );
        assert_eq!(ir.contains(&access), name != "quadratic", "{name}");
        for present in [
            hooks.as_str(),
            "define void @tessera_simt_poison()",
            "@tessera_simt_shared_arrays = constant",
        ] {
            assert!(
                ir.contains(present),
                "{name}: no `{present}` in the emulated IR"
            );
        }
        let object = object::File::parse(compiled.object.as_slice()).expect("an ELF object");
        assert_eq!(
            object::Object::architecture(&object),
            object::Architecture::X86_64
        );
    }
}

#[test]
fn only_gpu_chips_are_emulated() {
    let error = simt::target("x86-64-v3").expect_err("a CPU level");
    assert!(matches!(error, BuildError::NotAGpu(_)));
    assert_eq!(
        error.to_string(),
        "the SIMT emulator runs the GPU mapping of an NVIDIA or AMD chip, and `x86-64-v3` is not \
         one (GPU chips: sm_90, sm_120, gfx1151, gfx1201, gfx11-generic, gfx12-generic)"
    );
    let error = simt::target("sm_9000").expect_err("no such chip");
    assert!(
        error.to_string().starts_with("unknown chip `sm_9000`"),
        "{error}"
    );
}
