//! The `langevin` kind: K steps per row of the update of DESIGN.md 4.2 on the program's
//! manifold, built as expression-graph nodes over the derived gradient `g`:
//!
//! * euclidean: `y - g*eta`, then `+ z*s` when the launch draws noise;
//! * sphere: tangent projection `gt = g - dot(g,y)*y`, `st = y - gt*eta` (+ `(z - dot(z,y)*y)*s`),
//!   retraction `st / sqrt(dot(st,st))`, keeping `y` when `dot(st,st) < 1e-12`; status bit 0
//!   when `|dot(y,y) - 1| > 2e-3`, bit 1 on the retraction underflow;
//! * bivector: with `P(v) = v * mask` (the blades of the declared grade),
//!   `y - P(g)*eta` (+ `P(z)*s`), then `P(y)`; status bit 0 when `dot(y - P(y), y - P(y)) > 1e-12`.
//!
//! Every `dot` is a fold in the program's declared order. Annealing changes only the step's
//! noise scale, which the kernel computes.

use crate::expr::{Binary, ExprGraph, Handle, Node, Unary};
use crate::kinds::schedule::{Outputs, schedule, sqrt};
use crate::kinds::{Front, ProgramKind, program_shell, sum_kind};
use crate::rows::{RowProgram, Sink};
use crate::spec::{Kind, Manifold, ProgramSpec};

#[derive(Debug)]
pub struct Langevin;

impl ProgramKind for Langevin {
    fn name(&self) -> &'static str {
        "langevin"
    }

    fn differentiates(&self) -> bool {
        true
    }

    fn lower(&self, spec: &ProgramSpec, front: &Front) -> RowProgram {
        let Kind::Langevin { manifold } = spec.kind else {
            unreachable!("the langevin plugin lowers langevin programs")
        };
        let gradient = front
            .gradient
            .expect("internal error: the langevin kind differentiates");
        let mut graph = front.graph.clone();
        let u = Update {
            sum: sum_kind(spec),
            y: graph.add(Node::State),
            g: gradient,
        };
        let (description, stores) = match manifold {
            Manifold::Euclidean => (
                "langevin euclidean".to_string(),
                vec![(Sink::State, u.euclidean(&mut graph))],
            ),
            Manifold::Sphere => {
                let (y, status) = u.sphere(&mut graph);
                (
                    "langevin sphere".to_string(),
                    vec![(Sink::State, y), (Sink::Status, status)],
                )
            }
            Manifold::Bivector { p, q, r, grade } => {
                let (y, status) = u.bivector(&mut graph, grade);
                (
                    format!("langevin bivector Cl({p},{q},{r}) grade {grade}"),
                    vec![(Sink::State, y), (Sink::Status, status)],
                )
            }
        };
        schedule(
            &graph,
            &Outputs { stores },
            program_shell(spec, description, Vec::new()),
        )
    }
}

/// The pieces every manifold's update uses.
struct Update {
    sum: crate::expr::FoldKind,
    y: Handle,
    g: Handle,
}

impl Update {
    fn dot(&self, graph: &mut ExprGraph, a: Handle, b: Handle) -> Handle {
        let product = graph.mul(a, b);
        graph.fold(self.sum, product)
    }

    /// `IfNoise(v + z*s, v)`, with `z` projected by `project` first.
    fn add_noise(
        graph: &mut ExprGraph,
        v: Handle,
        project: impl FnOnce(&mut ExprGraph, Handle) -> Handle,
    ) -> Handle {
        let z = graph.add(Node::Normal);
        let z = project(graph, z);
        let s = graph.add(Node::NoiseScale);
        let zs = graph.mul(z, s);
        let noisy = graph.addition(v, zs);
        graph.add(Node::IfNoise(noisy, v))
    }

    fn euclidean(&self, graph: &mut ExprGraph) -> Handle {
        let eta = graph.add(Node::Eta);
        let step = graph.mul(self.g, eta);
        let moved = graph.sub(self.y, step);
        Self::add_noise(graph, moved, |_, z| z)
    }

    fn sphere(&self, graph: &mut ExprGraph) -> (Handle, Handle) {
        let y = self.y;
        let c = |graph: &mut ExprGraph, v: f32| graph.constant(v);
        // Entry check.
        let n0 = self.dot(graph, y, y);
        let one = c(graph, 1.0);
        let off = graph.sub(n0, one);
        let off = graph.unary(Unary::Abs, off);
        let tolerance = c(graph, 2e-3);
        let bit0 = graph.binary(Binary::Gt, off, tolerance);
        // Tangent step.
        let gy = self.dot(graph, self.g, y);
        let radial = graph.mul(gy, y);
        let gt = graph.sub(self.g, radial);
        let eta = graph.add(Node::Eta);
        let step = graph.mul(gt, eta);
        let st = graph.sub(y, step);
        let st = Self::add_noise(graph, st, |graph, z| {
            let zy = self.dot(graph, z, y);
            let radial = graph.mul(zy, y);
            graph.sub(z, radial)
        });
        // Retraction.
        let n2 = self.dot(graph, st, st);
        let floor = c(graph, 1e-12);
        let bit1 = graph.binary(Binary::Lt, n2, floor);
        let norm = sqrt(graph, n2);
        let retracted = graph.div(st, norm);
        let next = graph.select(bit1, y, retracted);
        let two = c(graph, 2.0);
        let bit1_value = graph.mul(bit1, two);
        let status = graph.addition(bit0, bit1_value);
        (next, status)
    }

    fn bivector(&self, graph: &mut ExprGraph, grade: u32) -> (Handle, Handle) {
        let y = self.y;
        let mask = graph.add(Node::GradeMask(grade));
        // Entry check: the off-grade part of y.
        let projected = graph.mul(y, mask);
        let off = graph.sub(y, projected);
        let off_norm = self.dot(graph, off, off);
        let floor = graph.constant(1e-12);
        let bit0 = graph.binary(Binary::Gt, off_norm, floor);
        // Step on the grade.
        let pg = graph.mul(self.g, mask);
        let eta = graph.add(Node::Eta);
        let step = graph.mul(pg, eta);
        let moved = graph.sub(y, step);
        let moved = Self::add_noise(graph, moved, |graph, z| graph.mul(z, mask));
        let next = graph.mul(moved, mask);
        (next, bit0)
    }
}
