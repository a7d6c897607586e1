//! tessera-build's integration tests: one binary, one module per stage.

mod numeric;
