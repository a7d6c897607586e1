//! tessera-build's integration tests: one binary, one module per stage.

mod artifacts;
mod golden;
mod numeric;
