//! Stage 2: energy expressions. Errors through `tessera_build::front` (with their location in
//! the TOML file), the graph's text form and hash-consing.

use std::path::Path;

use tessera_build::expr::{ExprGraph, Names, Node, Shape};
use tessera_build::spec::{self, ProgramSpec};

/// A program whose energy line is `energy = <energy_token>` on line 5 (the token is TOML text,
/// quotes included).
fn program(energy_token: &str) -> String {
    format!(
        "name = \"p\"\nkind = \"langevin\"\nstate = \"y\"\ninputs = [\"x\", \"w\"]\n\
         energy = {energy_token}\n"
    )
}

fn parse(source: &str) -> ProgramSpec {
    spec::parse(Path::new("e.toml"), source).unwrap_or_else(|d| panic!("{d}"))
}

/// The energy `"<energy>"` must be refused with `message`, underlined at `column..column+width`
/// of line 5 (columns count from the `e` of `energy =`).
#[track_caller]
fn check(energy: &str, column: usize, width: usize, message: &str) {
    check_token(&format!("\"{energy}\""), column, width, message);
}

#[track_caller]
fn check_token(token: &str, column: usize, width: usize, message: &str) {
    let source = program(token);
    let spec = parse(&source);
    let diag = match tessera_build::front(&spec) {
        Ok(front) => panic!(
            "accepted `{token}`:\n{}",
            front.graph.text(&names(&spec))
        ),
        Err(diag) => diag,
    };
    let line = source.lines().nth(4).unwrap();
    let expected = format!(
        "e.toml:5:{column}: error: {message}\n  |\n5 | {line}\n  | {}{}",
        " ".repeat(column - 1),
        "^".repeat(width)
    );
    assert_eq!(
        diag.to_string(),
        expected,
        "\nenergy {token}\ngot:\n{diag}\nexpected:\n{expected}\n"
    );
}

fn names(spec: &ProgramSpec) -> Names<'_> {
    Names {
        state: &spec.state,
        inputs: &spec.inputs,
    }
}

// `energy = "` is 10 characters: the energy text starts at column 11.

#[test]
fn unknown_names_and_functions() {
    check(
        "sum(z * y)",
        15,
        1,
        "unknown name `z`: expected one of `y` (state), `x` (input), `w` (input)",
    );
    check(
        "sum(exp(y))",
        15,
        3,
        "unknown function `exp`: the known functions are `sum`",
    );
    check("sum + 1", 11, 3, "`sum` is a function: write `sum(...)`");
    check(
        "y(2)",
        11,
        1,
        "unknown function `y`: the known functions are `sum`",
    );
}

#[test]
fn shapes() {
    check(
        "sum(sum(y))",
        15,
        6,
        "`sum` expects a row (a value per feature), found a scalar",
    );
    check(
        "sum(2)",
        11,
        6,
        "`sum` expects a row (a value per feature), found a scalar",
    );
    check(
        "y * x",
        11,
        5,
        "the energy must be a scalar per row, but this expression has one value per feature: \
         reduce it, e.g. with `sum(...)`",
    );
    check(
        "sum(x) + 2",
        11,
        10,
        "the energy does not depend on the state `y`",
    );
}

#[test]
fn exponents() {
    check(
        "sum(y^0.5)",
        17,
        3,
        "the exponent of `^` must be an integer in -64..=64, found `0.5`",
    );
    check(
        "sum(y^-(65))",
        17,
        5,
        "the exponent of `^` must be an integer in -64..=64, found `-65`",
    );
    check(
        "sum(y^x)",
        16,
        2,
        "the exponent of `^` must be an integer literal such as `2` or `-1`",
    );
    check(
        "sum(y^)",
        16,
        2,
        "the exponent of `^` must be an integer literal such as `2` or `-1`",
    );
    check(
        "sum(y^(2)",
        20,
        1,
        "expected `)`, found the end of the expression",
    );
}

#[test]
fn syntax() {
    check(
        "sum((y - x)",
        22,
        1,
        "expected `)`, found the end of the expression",
    );
    check(
        "sum(y))",
        17,
        1,
        "unexpected `)` after the end of the expression",
    );
    check(
        "sum(y) sum(y)",
        18,
        3,
        "unexpected name `sum` after the end of the expression",
    );
    check(
        "sum(y) 2.5",
        18,
        3,
        "unexpected number `2.5` after the end of the expression",
    );
    check("", 11, 1, "the energy expression is empty");
    check("   ", 11, 3, "the energy expression is empty");
    check("sum(y) +", 19, 1, "expected an operand, found the end of the expression");
    check("* sum(y)", 11, 1, "expected an operand, found `*`");
    check("sum(y,)", 16, 1, "expected `)`, found `,`");
    check("sum(y) # 2", 18, 1, "unexpected character `#`");
    check("sum(y) ∑", 18, 1, "unexpected character `∑`");
    check("sum(y) * 1.2.3", 20, 5, "invalid number `1.2.3`");
    check("sum(y) * .", 20, 1, "invalid number `.`");
}

#[test]
fn spans_in_other_string_forms() {
    // Literal strings: no escapes, the span maps one to one.
    check_token("'sum(q)'", 15, 1, "unknown name `q`: expected one of `y` (state), `x` (input), `w` (input)");
}

/// The text form of the graph `energy` builds (state `y`, inputs `x`, `w`).
#[track_caller]
fn check_graph(energy: &str, expected: &str) {
    let inputs = ["x".to_string(), "w".to_string()];
    let names = Names {
        state: "y",
        inputs: &inputs,
    };
    let mut graph = ExprGraph::new();
    let mut spans = Default::default();
    tessera_build::expr::parse(energy, names, &mut graph, &mut spans)
        .unwrap_or_else(|e| panic!("{energy}: {e:?}"));
    let got = graph.text(&names);
    assert_eq!(got, expected, "\n{energy}\ngot:\n{got}");
}

#[test]
fn graph_text_and_hash_consing() {
    check_graph(
        "sum(y*y) + sum(y*y)",
        "%0 = state y : row\n%1 = mul %0, %0 : row\n%2 = sum %1 : scalar\n\
         %3 = add %2, %2 : scalar\n",
    );
    check_graph("sum(x^1)", "%0 = input x : row\n%1 = sum %0 : scalar\n");
    check_graph("x^0", "%0 = input x : row\n%1 = const 1.0 : scalar\n");
    check_graph(
        "-y^2",
        "%0 = state y : row\n%1 = powi %0, 2 : row\n%2 = neg %1 : row\n",
    );
    check_graph(
        "-y*w",
        "%0 = state y : row\n%1 = neg %0 : row\n%2 = input w : row\n%3 = mul %1, %2 : row\n",
    );
    check_graph("--y", "%0 = state y : row\n");
    check_graph(
        "1 - 2 - y",
        "%0 = const 1.0 : scalar\n%1 = const 2.0 : scalar\n%2 = sub %0, %1 : scalar\n\
         %3 = state y : row\n%4 = sub %2, %3 : row\n",
    );
    check_graph(
        "y / 2 * 0.5e1 + y^-2",
        "%0 = state y : row\n%1 = const 2.0 : scalar\n%2 = div %0, %1 : row\n\
         %3 = const 5.0 : scalar\n%4 = mul %2, %3 : row\n%5 = powi %0, -2 : row\n\
         %6 = add %4, %5 : row\n",
    );
    check_graph(
        "(y + x) * (x + y) * (y + x)",
        "%0 = state y : row\n%1 = input x : row\n%2 = add %0, %1 : row\n%3 = add %1, %0 : row\n\
         %4 = mul %2, %3 : row\n%5 = mul %4, %2 : row\n",
    );
}

#[test]
fn shapes_broadcast() {
    let mut graph = ExprGraph::new();
    let y = graph.add(Node::State);
    let c = graph.constant(3.0);
    let s = graph.add(Node::Sum(y));
    let row = graph.add(Node::Mul(c, y));
    let scalar = graph.add(Node::Mul(c, s));
    assert_eq!(
        [y, c, s, row, scalar].map(|h| graph.shape(h)),
        [Shape::Row, Shape::Scalar, Shape::Scalar, Shape::Row, Shape::Scalar]
    );
    // Hash-consing returns the existing handle; the identities fold.
    assert_eq!(graph.add(Node::Mul(c, s)), scalar);
    assert_eq!(graph.constant(3.0), c);
    let one = graph.constant(1.0);
    assert_eq!((graph.mul(one, y), graph.mul(y, one)), (y, y));
    let neg = graph.neg(y);
    assert_eq!(graph.neg(neg), y);
    assert_eq!(graph.powi(y, 1), y);
    assert_eq!(graph.powi(y, 0), one);
    assert_eq!(graph.find(Node::Sum(y)), Some(s));
    assert_eq!(graph.find(Node::Sum(row)), None);
}
