//! tessera-build's integration tests: one binary, one module per stage.

mod artifacts;
mod autodiff;
mod counting;
mod expr;
mod fuzz;
mod golden;
mod mathlib32;
mod numeric;
mod rows;
mod spec;
