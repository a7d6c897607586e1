//! The `energy` kind: per row, the energy `E` (one f32) and its gradient `dE/dy` (a row), for
//! users who integrate themselves. Outputs: `energy` (per row), `grad` (`[rows, F]`).

use crate::kinds::schedule::{Outputs, schedule};
use crate::kinds::{Front, ProgramKind, program_shell};
use crate::rows::{OutputShape, RowProgram, Sink};
use crate::spec::ProgramSpec;

#[derive(Debug)]
pub struct Energy;

impl ProgramKind for Energy {
    fn name(&self) -> &'static str {
        "energy"
    }

    fn differentiates(&self) -> bool {
        true
    }

    fn lower(&self, spec: &ProgramSpec, front: &Front) -> RowProgram {
        let gradient = front
            .gradient
            .expect("internal error: the energy kind differentiates");
        let outputs = vec![
            ("energy".to_string(), OutputShape::PerRow),
            ("grad".to_string(), OutputShape::Row),
        ];
        let shell = program_shell(spec, "energy".to_string(), outputs);
        let stores = vec![(Sink::Out(0), front.root), (Sink::Out(1), gradient)];
        schedule(&front.graph, &Outputs { stores }, shell)
    }
}
