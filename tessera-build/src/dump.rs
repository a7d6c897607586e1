//! Intermediate dumps behind one variable: with `TESSERA_DUMP_DIR=dir`, each stage's text
//! (expression IR, row program, LLVM IR before and after optimisation, final assembly) is
//! written under `dir/<program>/`. Dumping is best effort: a write failure is reported on
//! stderr and never fails the build.

use std::path::PathBuf;

#[derive(Debug, Clone)]
pub struct Dump {
    dir: Option<PathBuf>,
}

impl Dump {
    pub fn from_env(program: &str) -> Dump {
        Dump {
            dir: std::env::var_os("TESSERA_DUMP_DIR").map(|d| PathBuf::from(d).join(program)),
        }
    }

    pub fn write(&self, name: &str, text: &str) {
        let Some(dir) = &self.dir else { return };
        let path = dir.join(name);
        let result = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| std::fs::write(&path, text));
        if let Err(err) = result {
            eprintln!("tessera: cannot write dump `{}`: {err}", path.display());
        }
    }
}
