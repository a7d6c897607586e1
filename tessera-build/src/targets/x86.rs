//! x86-64 targets, one per CPU level (`x86-64`, `x86-64-v3`, `x86-64-v4`): relocatable ELF
//! objects linked into the consumer as a static library. The level table (LLVM CPU name and
//! the features the code may use) is `tessera_rt::cpu::CPU_LEVELS`, shared with the runtime.

use tessera_rt::abi::{AbiRecord, LANGEVIN_SCALARS, ParamKind, ParamType};

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
    fn langevin_abi(&self, program: &str, _n_inputs: usize) -> AbiRecord {
        let mut params = vec![
            ("state", ParamKind::State, ParamType::Ptr),
            ("inputs", ParamKind::InputTable, ParamType::Ptr),
            ("row_begin", ParamKind::Scalar, ParamType::U64),
            ("row_end", ParamKind::Scalar, ParamType::U64),
        ];
        params.extend(LANGEVIN_SCALARS);
        let launch =
            "one call processes rows row_begin..row_end; the runtime splits rows across threads";
        AbiRecord::new(&self.entry_name(program), launch, 0, &params)
    }
}
