//! x86-64 targets, one per CPU level (`x86-64`, `x86-64-v3`, `x86-64-v4`): relocatable ELF
//! objects linked into the consumer as a static library. The level table (LLVM CPU name and
//! the features the code may use) is `tessera_rt::cpu::CPU_LEVELS`, shared with the runtime.

use super::{Family, Format, Target};

#[derive(Debug)]
pub struct X86 {
    pub level: &'static str,
}

impl Target for X86 {
    fn chip(&self) -> &'static str {
        self.level
    }
    fn family(&self) -> Family {
        Family::X86
    }
    fn triple(&self) -> &'static str {
        "x86_64-unknown-linux-gnu"
    }
    fn llvm_cpu(&self) -> &'static str {
        self.level
    }
    fn format(&self) -> Format {
        Format::Object
    }
    fn entry_name(&self, program: &str) -> String {
        format!("tessera_{program}_{}", self.level.replace('-', "_"))
    }
}
