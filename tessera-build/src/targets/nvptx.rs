//! NVIDIA targets (`sm_90`, `sm_120`): PTX text from LLVM's NVPTX back end. The entry uses the
//! PTX kernel calling convention (71) so it is a `.entry`; pointers are global (address space 1).
//! LLVM picks the PTX ISA version the chip needs (7.8 for sm_90, 8.7 for sm_120) and, with no
//! contraction allowed, emits `.rn` arithmetic that `ptxas` does not fuse.

use super::{Family, Format, Target};

#[derive(Debug)]
pub struct Nvptx {
    pub sm: &'static str,
}

impl Target for Nvptx {
    fn chip(&self) -> &'static str {
        self.sm
    }
    fn family(&self) -> Family {
        Family::Nvptx
    }
    fn triple(&self) -> &'static str {
        "nvptx64-nvidia-cuda"
    }
    fn llvm_cpu(&self) -> &'static str {
        self.sm
    }
    fn format(&self) -> Format {
        Format::Ptx
    }
    fn entry_name(&self, program: &str) -> String {
        format!("tessera_{program}")
    }
}
