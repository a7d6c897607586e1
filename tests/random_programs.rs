//! A generator of random tessera programs, for differential testing: maps, energies and
//! Langevin chains (euclidean, sphere and bivector manifolds, both noise policies), under both
//! reduction orders, whose expressions draw on every operator, function and row reduction of
//! the language.
//! Mostly in the functions' domains, so most results stay finite; every program reads the
//! state (energies) or an input or vector (maps). The front end may still refuse one (an
//! energy whose gradient is zero): callers skip those.
//!
//! Shared by source (`#[path]`) between `build.rs`, which compiles a fixed set of them into
//! this crate like the programs of `programs/` (`tessera_tests::random`), and tessera-build's
//! differential test (`tessera-build/tests/it/differential.rs`), which compiles as many as it
//! is asked for at test time.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

const COMPARISONS: [&str; 6] = ["<", "<=", ">", ">=", "==", "!="];

/// One random program's source pieces.
struct Gen {
    rng: SmallRng,
    /// Row-valued names the expressions may read.
    rows: Vec<&'static str>,
    /// Scalar parameters.
    params: Vec<&'static str>,
}

impl Gen {
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.rng.random_range(0..items.len())]
    }

    /// A numeric literal: small integers, fractions, and now and then a large or tiny one.
    fn number(&mut self) -> String {
        match self.rng.random_range(0..8) {
            0 => "0".to_string(),
            1 => "2".to_string(),
            2 => "0.5".to_string(),
            3 => "1e-3".to_string(),
            4 => "3.25".to_string(),
            5 => "40".to_string(),
            _ => format!("{:.3}", self.rng.random_range(-3.0f32..3.0)),
        }
    }

    /// A scalar (one value per row) expression.
    fn scalar(&mut self, depth: u32) -> String {
        if depth == 0 {
            return if !self.params.is_empty() && self.rng.random_bool(0.5) {
                let params = self.params.clone();
                self.pick(&params).to_string()
            } else {
                self.number()
            };
        }
        match self.rng.random_range(0..10) {
            0..=5 => {
                let fold = self.pick(&["sum", "mean", "norm", "max", "min", "logsumexp"]);
                format!("{fold}({})", self.row(depth - 1))
            }
            6 => format!("dot({}, {})", self.row(depth - 1), self.row(depth - 1)),
            7 => {
                let op = self.pick(&["+", "-", "*", "/"]);
                format!(
                    "({} {op} {})",
                    self.scalar(depth - 1),
                    self.scalar(depth - 1)
                )
            }
            8 => {
                let f = self.pick(&["exp", "ln", "sqrt", "abs", "tanh", "softplus"]);
                format!("{f}({})", self.scalar(depth - 1))
            }
            _ => self.scalar(0),
        }
    }

    /// A row-valued expression (it may contain scalars, which broadcast).
    fn row(&mut self, depth: u32) -> String {
        if depth == 0 || self.rng.random_bool(0.1) {
            let rows = self.rows.clone();
            return self.pick(&rows).to_string();
        }
        let d = depth - 1;
        match self.rng.random_range(0..16) {
            0..=3 => {
                let op = self.pick(&["+", "-", "*", "/"]);
                let (a, b) = match self.rng.random_range(0..3) {
                    0 => (self.row(d), self.scalar(d)),
                    1 => (self.scalar(d), self.row(d)),
                    _ => (self.row(d), self.row(d)),
                };
                format!("({a} {op} {b})")
            }
            4..=6 => {
                let f = self.pick(&[
                    "exp", "ln", "log1p", "sqrt", "abs", "sign", "tanh", "sigmoid", "softplus",
                ]);
                // Mostly arguments in the function's domain, so most values stay finite.
                match f {
                    "ln" | "sqrt" if self.rng.random_bool(0.7) => {
                        format!("{f}(abs({}) + 0.25)", self.row(d))
                    }
                    "log1p" if self.rng.random_bool(0.7) => format!("{f}(abs({}))", self.row(d)),
                    "exp" if self.rng.random_bool(0.7) => format!("{f}(tanh({}))", self.row(d)),
                    _ => format!("{f}({})", self.row(d)),
                }
            }
            7 => format!("-{}", self.row(d)),
            8 => {
                let f = self.pick(&["min", "max"]);
                format!("{f}({}, {})", self.row(d), self.scalar(d))
            }
            9 => format!(
                "clamp({}, {}, {})",
                self.row(d),
                self.scalar(d),
                self.scalar(d)
            ),
            10 => {
                let cmp = self.pick(&COMPARISONS);
                let right = if self.rng.random_bool(0.5) {
                    self.scalar(d)
                } else {
                    self.row(d)
                };
                format!(
                    "where({} {cmp} {right}, {}, {})",
                    self.row(d),
                    self.row(d),
                    self.row(d)
                )
            }
            11 => {
                let exponent = self.pick(&["2", "3", "-1", "-2", "0.5", "1.5"]);
                if exponent.contains('.') {
                    format!("(abs({}) + 0.5)^{exponent}", self.row(d))
                } else {
                    format!("({})^{exponent}", self.row(d))
                }
            }
            12 => {
                let cmp = self.pick(&COMPARISONS);
                format!("({} {cmp} {})", self.row(d), self.row(d))
            }
            _ => format!("({} * {})", self.row(d), self.scalar(d)),
        }
    }
}

/// A random program's TOML source, named `name`, drawn from `seed`.
pub fn random_program(seed: u64, name: &str) -> String {
    let mut rng = SmallRng::seed_from_u64(seed);
    let kind = ["map", "energy", "langevin", "langevin", "langevin"][rng.random_range(0..5)];
    let inputs: &[&str] = [&[][..], &["x"][..], &["x", "z"][..]][rng.random_range(0..3)];
    let vectors: &[&str] = [&[][..], &["w"][..]][rng.random_range(0..2)];
    let params: &[&str] = [&[][..], &["beta"][..], &["beta", "gamma"][..]][rng.random_range(0..3)];
    let mut rows: Vec<&'static str> = inputs.iter().chain(vectors).copied().collect();
    if kind != "map" {
        // The state, twice as likely as any other name: energies must depend on it.
        rows.extend(["y", "y"]);
    } else if rows.is_empty() {
        return random_program(seed.wrapping_add(1 << 32), name);
    }
    let mut g = Gen {
        rng,
        rows,
        params: params.to_vec(),
    };
    let depth = g.rng.random_range(3..6);
    let list = |names: &[&str]| {
        let quoted: Vec<String> = names.iter().map(|n| format!("\"{n}\"")).collect();
        format!("[{}]", quoted.join(", "))
    };
    let mut toml = format!(
        "name = \"{name}\"\nkind = \"{kind}\"\ninputs = {}\nvectors = {}\nparams = {}\n",
        list(inputs),
        list(vectors),
        list(params)
    );
    if kind == "map" {
        toml += &format!("output = '{}'\n", g.row(depth));
    } else {
        toml += "state = \"y\"\n";
        // An energy term that is sure to read the state, plus a random scalar.
        let anchor =
            ["sum(y^2)", "0.5 * dot(y, y)", "logsumexp(y)", "norm(y)"][g.rng.random_range(0..4)];
        toml += &format!("energy = '{anchor} + {}'\n", g.scalar(depth));
    }
    if kind == "langevin" {
        match g.rng.random_range(0..8) {
            0 | 1 => toml += "manifold = \"sphere\"\n",
            2 => {
                // Cl(p,q,r) with n = p+q+r generators in 1..=4 (rows of 2^n blades), a grade
                // in 0..=n.
                let n = g.rng.random_range(1..=4u32);
                let p = g.rng.random_range(0..=n);
                let q = g.rng.random_range(0..=n - p);
                let grade = g.rng.random_range(0..=n);
                toml += &format!(
                    "manifold = \"bivector\"\nalgebra = [{p}, {q}, {}]\ngrade = {grade}\n",
                    n - p - q
                );
            }
            _ => toml += "manifold = \"euclidean\"\n",
        }
        if g.rng.random_bool(0.3) {
            toml += "noise = \"tessera-fast-v1\"\n";
        }
    }
    if g.rng.random_bool(0.4) {
        toml += "reduction = \"pairwise\"\n";
    }
    toml
}
