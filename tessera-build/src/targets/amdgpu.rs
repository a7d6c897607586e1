//! AMD targets (`gfx1151`, `gfx1201`): an amdgcn object from LLVM's AMDGPU back end, linked
//! with `ld.lld -shared` into an HSA code object (HSACO). The entry uses the AMDGPU kernel
//! calling convention (91), which makes LLVM emit the `<name>.kd` kernel descriptor and the
//! kernel's metadata note; pointers are global (address space 1).

use super::{Family, Format, Target};

#[derive(Debug)]
pub struct Amdgpu {
    pub gfx: &'static str,
}

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
