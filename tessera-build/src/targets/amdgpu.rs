//! AMD targets (`gfx1151`, `gfx1201`, and the generic `gfx11-generic`, `gfx12-generic`): an
//! amdgcn object from LLVM's AMDGPU back end, linked with `ld.lld -shared` into an HSA code
//! object (HSACO). The entry uses the AMDGPU kernel calling convention (91), which makes LLVM
//! emit the `<name>.kd` kernel descriptor and the kernel's metadata note; pointers are global
//! (address space 1).
//!
//! A generic target is an LLVM CPU name of its own: LLVM emits code every chip of the family
//! runs, a code object of version 6 or later, the family's generic `EF_AMDGPU_MACH` value in
//! `e_flags` and the generic version in `EF_AMDGPU_GENERIC_VERSION`. The artifacts stage checks
//! every HSACO's header against [`elf_mach`] (`artifacts::check_hsaco`).

use super::{Family, Format, Target};

#[derive(Debug)]
pub struct Amdgpu {
    pub gfx: &'static str,
}

impl Amdgpu {
    /// Whether this is a generic (family-wide) target.
    pub fn is_generic(&self) -> bool {
        is_generic(self.gfx)
    }
}

/// Whether `gfx` names a generic (family-wide) target such as `gfx11-generic`.
pub fn is_generic(gfx: &str) -> bool {
    gfx.ends_with("-generic")
}

/// The `EF_AMDGPU_MACH_AMDGCN_*` value of `gfx` in an HSACO's `e_flags` (LLVM's
/// `BinaryFormat/ELF.h`), for every AMD chip in `TARGETS`.
pub fn elf_mach(gfx: &str) -> Option<u32> {
    Some(match gfx {
        "gfx1151" => 0x04a,
        "gfx1201" => 0x04e,
        "gfx11-generic" => 0x054,
        "gfx12-generic" => 0x059,
        _ => return None,
    })
}

/// The lowest code-object version a generic target's HSACO may have.
pub const MIN_GENERIC_CODE_OBJECT_VERSION: u32 = 6;

impl Target for Amdgpu {
    fn chip(&self) -> &'static str {
        self.gfx
    }
    fn family(&self) -> Family {
        Family::Amdgpu
    }
    fn triple(&self) -> &'static str {
        "amdgcn-amd-amdhsa"
    }
    fn llvm_cpu(&self) -> &'static str {
        self.gfx
    }
    fn format(&self) -> Format {
        Format::Hsaco
    }
    fn entry_name(&self, program: &str) -> String {
        format!("tessera_{program}")
    }
}
