//! The `map` kind: `out[row] = f(inputs[row], vectors, params)`, one output of the state's
//! shape (a scalar expression fills the row with its value). Nothing is differentiated.

use crate::kinds::schedule::{Outputs, schedule};
use crate::kinds::{Front, ProgramKind, program_shell};
use crate::rows::{OutputShape, RowProgram, Sink};
use crate::spec::ProgramSpec;

#[derive(Debug)]
pub struct Map;

impl ProgramKind for Map {
    fn name(&self) -> &'static str {
        "map"
    }

    fn differentiates(&self) -> bool {
        false
    }

    fn lower(&self, spec: &ProgramSpec, front: &Front) -> RowProgram {
        let shell = program_shell(
            spec,
            "map".to_string(),
            vec![("out".to_string(), OutputShape::Row)],
        );
        schedule(
            &front.graph,
            &Outputs {
                stores: vec![(Sink::Out(0), front.root)],
            },
            shell,
        )
    }
}
