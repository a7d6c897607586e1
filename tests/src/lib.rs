//! `tessera-tests`: the in-repo downstream consumer. `build.rs` compiles `../programs` for every
//! chip with `tessera-build`; this crate includes the generated bindings, so the tests exercise
//! exactly what a user's crate gets (`CHIPS`, `PROGRAMS` and one module per program).

include!(concat!(env!("OUT_DIR"), "/tessera_kernels.rs"));

pub mod simt;
pub mod timing;
