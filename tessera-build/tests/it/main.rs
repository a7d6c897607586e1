//! tessera-build's integration tests: one binary, one module per stage.

mod artifacts;
mod autodiff;
mod counting;
mod downstream;
mod expr;
mod fuzz;
mod golden;
mod mathlib32;
mod numeric;
mod prebuilt;
mod rows;
mod simt;
mod spec;
mod vectorised;
