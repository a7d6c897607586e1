//! Stage 2: expressions. Errors through `tessera_build::front` (with their location in the TOML
//! file), the graph's text form, the sugar each function stands for, and hash-consing.

use std::collections::HashMap;
use std::path::Path;

use tessera_build::expr::{Binary, ExprGraph, FoldKind, Names, Node, Shape};
use tessera_build::spec::{self, ProgramSpec};

/// The kinds of program an expression can sit in.
#[derive(Debug, Clone, Copy)]
enum In {
    /// `kind = "langevin"`, state `y`.
    Langevin,
    /// `kind = "energy"`, state `y`.
    Energy,
    /// `kind = "map"` (no state).
    Map,
}

/// A program whose expression line, `energy = <token>` (or `output = <token>` for a map), is
/// line 1 (the token is TOML text, quotes included). Names: state `y` (not in maps), input `x`,
/// vector `w`, parameter `beta`.
fn program(kind: In, token: &str) -> String {
    let (key, kind, state) = match kind {
        In::Langevin => ("energy", "langevin", "state = \"y\"\n"),
        In::Energy => ("energy", "energy", "state = \"y\"\n"),
        In::Map => ("output", "map", ""),
    };
    format!(
        "{key} = {token}\nname = \"p\"\nkind = \"{kind}\"\n{state}inputs = [\"x\"]\nvectors = [\"w\"]\n\
         params = [\"beta\"]\n"
    )
}

fn parse(source: &str) -> ProgramSpec {
    spec::parse(Path::new("e.toml"), source).unwrap_or_else(|d| panic!("{d}"))
}

fn names(spec: &ProgramSpec) -> Names<'_> {
    Names {
        state: spec.state.as_deref(),
        inputs: &spec.inputs,
        vectors: &spec.vectors,
        params: &spec.params,
    }
}

/// The energy `"<energy>"` (of a langevin program) must be refused with `message`, underlined
/// at `column..column + width` of line 1. `energy = "` is 10 characters: the text starts at
/// column 11.
#[track_caller]
fn check(energy: &str, column: usize, width: usize, message: &str) {
    check_in(
        In::Langevin,
        &format!("\"{energy}\""),
        column,
        width,
        message,
    );
}

#[track_caller]
fn check_in(kind: In, token: &str, column: usize, width: usize, message: &str) {
    let source = program(kind, token);
    let spec = parse(&source);
    let diag = match tessera_build::front(&spec) {
        Ok(front) => panic!("accepted `{token}`:\n{}", front.graph.text(&names(&spec))),
        Err(diag) => diag,
    };
    let line = source.lines().next().unwrap();
    let expected = format!(
        "e.toml:1:{column}: error: {message}\n  |\n1 | {line}\n  | {}{}",
        " ".repeat(column - 1),
        "^".repeat(width)
    );
    assert_eq!(
        diag.to_string(),
        expected,
        "\n{kind:?} {token}\ngot:\n{diag}\nexpected:\n{expected}\n"
    );
}

const KNOWN_NAMES: &str = "`y` (state), `x` (input), `w` (vector), `beta` (parameter)";
const KNOWN_FUNCTIONS: &str = "`exp`, `ln`, `log1p`, `sqrt`, `abs`, `sign`, `tanh`, `sigmoid`, \
                               `softplus`, `min`, `max`, `clamp`, `where`, `sum`, `mean`, `dot`, \
                               `norm`, `logsumexp`";

#[test]
fn unknown_names_and_functions() {
    check(
        "sum(z * y)",
        15,
        1,
        &format!("unknown name `z`: expected one of {KNOWN_NAMES}"),
    );
    check(
        "sum(y) + Beta",
        20,
        4,
        &format!("unknown name `Beta`: expected one of {KNOWN_NAMES}"),
    );
    // A map has no state: `y` is unknown there.
    check_in(
        In::Map,
        "\"x * y\"",
        15,
        1,
        "unknown name `y`: expected one of `x` (input), `w` (vector), `beta` (parameter)",
    );
    check(
        "sum(cos(y))",
        15,
        3,
        &format!("unknown function `cos`: the known functions are {KNOWN_FUNCTIONS}"),
    );
    check(
        "y(2)",
        11,
        1,
        &format!("unknown function `y`: the known functions are {KNOWN_FUNCTIONS}"),
    );
    check("sum + 1", 11, 3, "`sum` is a function: write `sum(...)`");
    check(
        "sum(y * max)",
        19,
        3,
        "`max` is a function: write `max(...)`",
    );
}

#[test]
fn arity() {
    check(
        "sum(clamp(y, 0))",
        15,
        11,
        "`clamp` takes (x, lo, hi), found 2 arguments",
    );
    check(
        "sum(clamp(y, 0, 1, 2))",
        15,
        17,
        "`clamp` takes (x, lo, hi), found 4 arguments",
    );
    check("sum(exp())", 15, 5, "`exp` takes (x), found 0 arguments");
    check(
        "sum(softplus(y, x))",
        15,
        14,
        "`softplus` takes (x), found 2 arguments",
    );
    check(
        "sum(where(y, x))",
        15,
        11,
        "`where` takes (c, a, b), found 2 arguments",
    );
    check(
        "max(y, x, w)",
        11,
        12,
        "`max` takes (x) or (a, b), found 3 arguments",
    );
    check(
        "min()",
        11,
        5,
        "`min` takes (x) or (a, b), found 0 arguments",
    );
    check("dot(y)", 11, 6, "`dot` takes (a, b), found 1 argument");
    check("sum(y, x)", 11, 9, "`sum` takes (x), found 2 arguments");
    check("mean(y, x)", 11, 10, "`mean` takes (x), found 2 arguments");
    check("norm()", 11, 6, "`norm` takes (x), found 0 arguments");
    check(
        "logsumexp(y, y)",
        11,
        15,
        "`logsumexp` takes (x), found 2 arguments",
    );
}

#[test]
fn shapes() {
    let row = |f: &str| format!("`{f}` expects a row (a value per feature), found a scalar");
    check("sum(sum(y))", 15, 6, &row("sum"));
    check("sum(2)", 15, 1, &row("sum"));
    check("mean(beta) + sum(y)", 16, 4, &row("mean"));
    check("norm(sum(y))", 16, 6, &row("norm"));
    check("max(beta * 2)", 15, 8, &row("max"));
    check("min(sum(y))", 15, 6, &row("min"));
    check("logsumexp(1) + sum(y)", 21, 1, &row("logsumexp"));
    check(
        "dot(beta, 2) + sum(y)",
        11,
        12,
        "`dot` expects rows (values per feature), found two scalars",
    );
    check(
        "y * x",
        11,
        5,
        "the energy must be a scalar per row, but this expression has one value per feature: \
         reduce it, e.g. with `sum(...)`",
    );
    check_in(
        In::Energy,
        "'max(y, w)'",
        11,
        9,
        "the energy must be a scalar per row, but this expression has one value per feature: \
         reduce it, e.g. with `sum(...)`",
    );
}

#[test]
fn no_gradient() {
    check(
        "sum(x) + beta",
        11,
        13,
        "the energy does not depend on the state `y`",
    );
    // `y^0` is the constant 1: the text names `y`, the energy does not read it.
    check(
        "sum(x * y^0)",
        11,
        12,
        "the energy does not depend on the state `y`",
    );
    check_in(
        In::Energy,
        "'dot(x, w)'",
        11,
        9,
        "the energy does not depend on the state `y`",
    );
    let none = "the energy depends on the state `y` only through operations that have no gradient \
                (comparisons, `sign`, the condition of `where`): dE/dy would be zero";
    check("sum(y > 0)", 11, 10, none);
    check("sum(x * (y == w))", 11, 17, none);
    check("sum(sign(y)) + sum(x)", 11, 21, none);
    check("sum(where(y <= 1, x, w))", 11, 24, none);
    check("sum(where(y, 1, 2))", 11, 19, none);
    check_in(In::Energy, "'max(x) * (min(y) != 0)'", 11, 22, none);
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
    check_in(In::Map, "''", 11, 1, "the output expression is empty");
    check(
        "sum(y) +",
        19,
        1,
        "expected an operand, found the end of the expression",
    );
    check("* sum(y)", 11, 1, "expected an operand, found `*`");
    check("sum(y,)", 17, 1, "expected an operand, found `)`");
    check("sum(y x)", 17, 1, "expected `,` or `)`, found name `x`");
    check(
        "sum(y",
        16,
        1,
        "expected `)`, found the end of the expression",
    );
    check("sum(y) # 2", 18, 1, "unexpected character `#`");
    check("sum(y) ∑", 18, 1, "unexpected character `∑`");
    check("sum(y) * 1.2.3", 20, 5, "invalid number `1.2.3`");
    check("sum(y) * .", 20, 1, "invalid number `.`");
    check("sum(y^)", 17, 1, "expected an operand, found `)`");
}

#[test]
fn comparisons_and_powers() {
    check(
        "sum(y) = 1",
        18,
        1,
        "unexpected character `=` (compare with `==`)",
    );
    check(
        "sum(y) < 1 < 2",
        22,
        1,
        "comparisons do not chain: add parentheses around `... < ...`",
    );
    check(
        "sum(y) >= x == w",
        23,
        2,
        "comparisons do not chain: add parentheses around `... >= ...`",
    );
    check(
        "sum(y != 1 <= 2)",
        22,
        2,
        "comparisons do not chain: add parentheses around `... != ...`",
    );
    check(
        "sum(y^2^3)",
        18,
        1,
        "chained `^` is ambiguous: write `(x^a)^b` or a single exponent",
    );
    check(
        "sum(y^beta^2)",
        21,
        1,
        "chained `^` is ambiguous: write `(x^a)^b` or a single exponent",
    );
    check(
        "sum(y) * 1e39",
        20,
        4,
        "the number `1e39` is too large for f32 (at most about 3.4e38)",
    );
}

const UNKNOWN_Q: &str = "unknown name `q`: expected one of `y` (state), `x` (input), `w` (vector), \
                         `beta` (parameter)";

#[test]
fn chained_powers_through_a_minus() {
    // `y^-2^3` chains like `y^2^3`; parentheses say which is meant.
    check(
        "sum(y^-2^3)",
        19,
        1,
        "chained `^` is ambiguous: write `(x^a)^b` or a single exponent",
    );
    check(
        "sum(y^--beta^2)",
        23,
        1,
        "chained `^` is ambiguous: write `(x^a)^b` or a single exponent",
    );
    check_graph(
        "y^-(2^3)",
        "%0 = state y : row\n%1 = const 2.0 : scalar\n%2 = const 3.0 : scalar\n%3 = powi %1, 3 : scalar\n\
         %4 = neg %3 : scalar\n%5 = pow %0, %4 : row\n",
    );
    check_graph(
        "y^-beta * 2",
        "%0 = state y : row\n%1 = param beta : scalar\n%2 = neg %1 : scalar\n%3 = pow %0, %2 : row\n%4 = const 2.0 : scalar\n%5 = mul %3, %4 : row\n",
    );
}

#[test]
fn spans_in_every_string_form() {
    // Literal strings: no escapes, the span maps one to one.
    check_in(In::Langevin, "'sum(q)'", 15, 1, UNKNOWN_Q);
    // Escapes are longer in the file than in the text: `\t` is two characters there.
    check_in(In::Langevin, "\"\\t\\tsum(q)\"", 19, 1, UNKNOWN_Q);
    check_in(
        In::Langevin,
        "\"sum(y) * \\u00e9\"",
        20,
        6,
        "unexpected character `é`",
    );
    check_in(In::Langevin, "\"\\té\"", 13, 1, "unexpected character `é`");
    check_in(
        In::Langevin,
        "\"sum(\\\"y\\\")\"",
        15,
        2,
        "unexpected character `\"`",
    );
    check_in(
        In::Map,
        "\"\\tx / norm(q)\"",
        22,
        1,
        "unknown name `q`: expected one of `x` (input), `w` (vector), `beta` (parameter)",
    );
}

/// `source` (a whole program) is refused by the front end with exactly `expected`.
#[track_caller]
fn check_source(source: &str, expected: &str) {
    let spec = parse(source);
    let diag = tessera_build::front(&spec).expect_err("accepted");
    assert_eq!(diag.to_string(), expected, "\n{source}");
}

#[test]
fn spans_in_multi_line_strings() {
    let head = "name = \"p\"\nkind = \"langevin\"\nstate = \"y\"\ninputs = [\"x\"]\nvectors = [\"w\"]\n\
                params = [\"beta\"]\n";
    // The newline right after the opening delimiter is not part of the text.
    check_source(
        &format!("{head}energy = \"\"\"\n  sum(q)\"\"\"\n"),
        &format!("e.toml:8:7: error: {UNKNOWN_Q}\n  |\n8 |   sum(q)\"\"\"\n  |       ^"),
    );
    check_source(
        &format!("{head}energy = \'\'\'\nsum(y)\n + sum(q)\'\'\'\n"),
        &format!("e.toml:9:8: error: {UNKNOWN_Q}\n  |\n9 |  + sum(q)\'\'\'\n  |        ^"),
    );
    // CRLF line endings: the same columns, and the `\r` is not shown.
    let crlf = head.replace('\n', "\r\n");
    check_source(
        &format!("{crlf}energy = \'\'\'\r\nsum(y)\r\n + sum(q)\'\'\'\r\n"),
        &format!("e.toml:9:8: error: {UNKNOWN_Q}\n  |\n9 |  + sum(q)\'\'\'\n  |        ^"),
    );
    check_source(
        &format!("{crlf}energy = \"sum(y)\\t* sum(q)\"\r\n"),
        &format!(
            "e.toml:7:25: error: {UNKNOWN_Q}\n  |\n7 | energy = \"sum(y)\\t* sum(q)\"\n  |                         ^"
        ),
    );
    // A line-ending backslash joins the lines: what follows it is where the file says.
    check_source(
        &format!("{head}energy = \"\"\"sum(y) + \\\n    sum(q)\"\"\"\n"),
        &format!("e.toml:8:9: error: {UNKNOWN_Q}\n  |\n8 |     sum(q)\"\"\"\n  |         ^"),
    );
}

#[test]
fn nesting_limit() {
    let deep = format!("{}y{}", "(".repeat(300), ")".repeat(300));
    check(
        &format!("sum{deep}"),
        14 + 256,
        1,
        "the expression nests more than 256 levels deep",
    );
    check(
        &format!("sum({}y)", "-".repeat(300)),
        15 + 255,
        1,
        "the expression nests more than 256 levels deep",
    );
    check(
        &format!("sum(y^{}2)", "-".repeat(300)),
        17 + 254,
        1,
        "the expression nests more than 256 levels deep",
    );
    check(
        &format!("sum({}y{})", "exp(".repeat(300), ")".repeat(300)),
        15 + 4 * 255,
        3,
        "the expression nests more than 256 levels deep",
    );
}

/// The text form of the graph `text` builds (state `y`, input `x`, vector `w`, param `beta`),
/// with sums in `sum` order.
#[track_caller]
fn check_graph_with(sum: FoldKind, text: &str, expected: &str) {
    let (inputs, vectors, params) = (["x".to_string()], ["w".to_string()], ["beta".to_string()]);
    let names = Names {
        state: Some("y"),
        inputs: &inputs,
        vectors: &vectors,
        params: &params,
    };
    let mut graph = ExprGraph::new();
    let mut spans = HashMap::new();
    tessera_build::expr::parse(text, "energy", names, sum, &mut graph, &mut spans)
        .unwrap_or_else(|e| panic!("{text}: {e:?}"));
    let got = graph.text(&names);
    assert_eq!(got, expected, "\n{text}\ngot:\n{got}");
}

#[track_caller]
fn check_graph(text: &str, expected: &str) {
    check_graph_with(FoldKind::Sum, text, expected);
}

#[test]
fn graph_text_and_hash_consing() {
    check_graph(
        "sum(y*y) + sum(y*y)",
        "%0 = state y : row\n%1 = mul %0, %0 : row\n%2 = fold.sum %1 : scalar\n%3 = add %2, %2 : scalar\n",
    );
    // A literal exponent's constant stays in the arena, unused.
    check_graph(
        "sum(x^1)",
        "%0 = input x : row\n%1 = const 1.0 : scalar\n%2 = fold.sum %0 : scalar\n",
    );
    check_graph(
        "x^0",
        "%0 = input x : row\n%1 = const 0.0 : scalar\n%2 = const 1.0 : scalar\n",
    );
    check_graph(
        "-y^2",
        "%0 = state y : row\n%1 = const 2.0 : scalar\n%2 = powi %0, 2 : row\n%3 = neg %2 : row\n",
    );
    check_graph(
        "-y*w",
        "%0 = state y : row\n%1 = neg %0 : row\n%2 = vector w : row\n%3 = mul %1, %2 : row\n",
    );
    // `--y` is `y` (the inner negation stays in the arena, unused).
    check_graph(
        "sum(--y)",
        "%0 = state y : row\n%1 = neg %0 : row\n%2 = fold.sum %0 : scalar\n",
    );
    check_graph(
        "1 - 2 - y",
        "%0 = const 1.0 : scalar\n%1 = const 2.0 : scalar\n%2 = sub %0, %1 : scalar\n%3 = state y : row\n\
         %4 = sub %2, %3 : row\n",
    );
    check_graph(
        "y / 2 * 0.5e1 + y^-2",
        "%0 = state y : row\n%1 = const 2.0 : scalar\n%2 = div %0, %1 : row\n%3 = const 5.0 : scalar\n\
         %4 = mul %2, %3 : row\n%5 = neg %1 : scalar\n%6 = powi %0, -2 : row\n%7 = add %4, %6 : row\n",
    );
    check_graph(
        "(y + x) * (x + y) * (y + x)",
        "%0 = state y : row\n%1 = input x : row\n%2 = add %0, %1 : row\n%3 = add %1, %0 : row\n\
         %4 = mul %2, %3 : row\n%5 = mul %4, %2 : row\n",
    );
    check_graph(
        "beta * 1 + 1 * w",
        "%0 = param beta : scalar\n%1 = const 1.0 : scalar\n%2 = vector w : row\n%3 = add %0, %2 : row\n",
    );
}

#[test]
fn powers() {
    // An integer exponent in -64..=64 is a repeated product; anything else is `pow`.
    check_graph(
        "y^2",
        "%0 = state y : row\n%1 = const 2.0 : scalar\n%2 = powi %0, 2 : row\n",
    );
    check_graph(
        "y^-64",
        "%0 = state y : row\n%1 = const 64.0 : scalar\n%2 = neg %1 : scalar\n%3 = powi %0, -64 : row\n",
    );
    check_graph(
        "y^0.5",
        "%0 = state y : row\n%1 = const 0.5 : scalar\n%2 = pow %0, %1 : row\n",
    );
    check_graph(
        "y^-0.5",
        "%0 = state y : row\n%1 = const 0.5 : scalar\n%2 = neg %1 : scalar\n%3 = pow %0, %2 : row\n",
    );
    check_graph(
        "y^65",
        "%0 = state y : row\n%1 = const 65.0 : scalar\n%2 = pow %0, %1 : row\n",
    );
    check_graph(
        "y^beta",
        "%0 = state y : row\n%1 = param beta : scalar\n%2 = pow %0, %1 : row\n",
    );
    check_graph(
        "2^y",
        "%0 = const 2.0 : scalar\n%1 = state y : row\n%2 = pow %0, %1 : row\n",
    );
    check_graph(
        "(y^2)^3",
        "%0 = state y : row\n%1 = const 2.0 : scalar\n%2 = powi %0, 2 : row\n%3 = const 3.0 : scalar\n\
         %4 = powi %2, 3 : row\n",
    );
    check_graph(
        "y^(1+1)",
        "%0 = state y : row\n%1 = const 1.0 : scalar\n%2 = add %1, %1 : scalar\n%3 = pow %0, %2 : row\n",
    );
}

#[test]
fn functions_and_sugar() {
    check_graph(
        "exp(ln(log1p(sqrt(abs(sign(tanh(sigmoid(softplus(y)))))))))",
        "%0 = state y : row\n%1 = softplus %0 : row\n%2 = sigmoid %1 : row\n%3 = tanh %2 : row\n\
         %4 = sign %3 : row\n%5 = abs %4 : row\n%6 = sqrt %5 : row\n%7 = log1p %6 : row\n%8 = ln %7 : row\n\
         %9 = exp %8 : row\n",
    );
    check_graph(
        "max(y, x) - min(x, y)",
        "%0 = state y : row\n%1 = input x : row\n%2 = max %0, %1 : row\n%3 = min %1, %0 : row\n%4 = sub %2, %3 : row\n",
    );
    check_graph(
        "(y < x) + (y <= x) + (y > x) * (y >= x) * (y == x) / (y != x)",
        "%0 = state y : row\n%1 = input x : row\n%2 = lt %0, %1 : row\n%3 = le %0, %1 : row\n%4 = add %2, %3 : row\n\
         %5 = gt %0, %1 : row\n%6 = ge %0, %1 : row\n%7 = mul %5, %6 : row\n%8 = eq %0, %1 : row\n\
         %9 = mul %7, %8 : row\n%10 = ne %0, %1 : row\n%11 = div %9, %10 : row\n%12 = add %4, %11 : row\n",
    );
    // Comparisons bind loosest: `y + 1 < x * 2` is `(y + 1) < (x * 2)`.
    check_graph(
        "y + 1 < x * 2",
        "%0 = state y : row\n%1 = const 1.0 : scalar\n%2 = add %0, %1 : row\n%3 = input x : row\n\
         %4 = const 2.0 : scalar\n%5 = mul %3, %4 : row\n%6 = lt %2, %5 : row\n",
    );
    check_graph(
        "where(y > 0, y, x)",
        "%0 = state y : row\n%1 = const 0.0 : scalar\n%2 = gt %0, %1 : row\n%3 = input x : row\n%4 = select %2, %0, %3 : row\n",
    );
    // clamp(x, lo, hi) = min(max(x, lo), hi).
    check_graph(
        "clamp(y, -1, beta)",
        "%0 = state y : row\n%1 = const 1.0 : scalar\n%2 = neg %1 : scalar\n%3 = param beta : scalar\n\
         %4 = max %0, %2 : row\n%5 = min %4, %3 : row\n",
    );
    // mean = sum / F.
    check_graph(
        "mean(y)",
        "%0 = state y : row\n%1 = fold.sum %0 : scalar\n%2 = feature.count : scalar\n%3 = div %1, %2 : scalar\n",
    );
    // dot(a, b) = sum(a * b), norm(x) = sqrt(sum(x * x)).
    check_graph(
        "dot(y, w)",
        "%0 = state y : row\n%1 = vector w : row\n%2 = mul %0, %1 : row\n%3 = fold.sum %2 : scalar\n",
    );
    check_graph(
        "dot(beta, y)",
        "%0 = param beta : scalar\n%1 = state y : row\n%2 = mul %0, %1 : row\n%3 = fold.sum %2 : scalar\n",
    );
    check_graph(
        "norm(x)",
        "%0 = input x : row\n%1 = mul %0, %0 : row\n%2 = fold.sum %1 : scalar\n%3 = sqrt %2 : scalar\n",
    );
    check_graph(
        "dot(x, x) + norm(x)",
        "%0 = input x : row\n%1 = mul %0, %0 : row\n%2 = fold.sum %1 : scalar\n%3 = sqrt %2 : scalar\n%4 = add %2, %3 : scalar\n",
    );
    // max(x) folds; min(x) = -max(-x).
    check_graph("max(y)", "%0 = state y : row\n%1 = fold.max %0 : scalar\n");
    check_graph(
        "min(y)",
        "%0 = state y : row\n%1 = neg %0 : row\n%2 = fold.max %1 : scalar\n%3 = neg %2 : scalar\n",
    );
    // logsumexp(x) = m + ln(sum(exp(x - m))), m = stopgrad(max(x)).
    check_graph(
        "logsumexp(y)",
        "%0 = state y : row\n%1 = fold.max %0 : scalar\n%2 = stopgrad %1 : scalar\n%3 = sub %0, %2 : row\n\
         %4 = exp %3 : row\n%5 = fold.sum %4 : scalar\n%6 = ln %5 : scalar\n%7 = add %2, %6 : scalar\n",
    );
}

#[test]
fn pairwise_programs_sum_pairwise() {
    check_graph_with(
        FoldKind::SumPairwise,
        "sum(y)",
        "%0 = state y : row\n%1 = fold.sumpairwise %0 : scalar\n",
    );
    check_graph_with(
        FoldKind::SumPairwise,
        "mean(y) + logsumexp(x) + max(w)",
        "%0 = state y : row\n%1 = fold.sumpairwise %0 : scalar\n%2 = feature.count : scalar\n%3 = div %1, %2 : scalar\n\
         %4 = input x : row\n%5 = fold.max %4 : scalar\n%6 = stopgrad %5 : scalar\n%7 = sub %4, %6 : row\n\
         %8 = exp %7 : row\n%9 = fold.sumpairwise %8 : scalar\n%10 = ln %9 : scalar\n%11 = add %6, %10 : scalar\n\
         %12 = add %3, %11 : scalar\n%13 = vector w : row\n%14 = fold.max %13 : scalar\n%15 = add %12, %14 : scalar\n",
    );
    // Through the front end: `reduction = "pairwise"` makes every sum, the gradient's included,
    // a pairwise fold; no sequential fold is left.
    let source = format!(
        "{}reduction = \"pairwise\"\n",
        program(In::Langevin, "'dot(y, w) * norm(y) + mean(y)^2'")
    );
    let spec = parse(&source);
    let front = tessera_build::front(&spec).unwrap_or_else(|d| panic!("{d}"));
    let text = front.graph.text(&names(&spec));
    assert!(
        text.contains("fold.sumpairwise") && !text.contains("fold.sum "),
        "{text}"
    );
    let sequential = tessera_build::front(&parse(&program(
        In::Langevin,
        "'dot(y, w) * norm(y) + mean(y)^2'",
    )))
    .unwrap();
    let text = sequential.graph.text(&names(&spec));
    assert!(
        text.contains("fold.sum ") && !text.contains("fold.sumpairwise"),
        "{text}"
    );
}

#[test]
fn front_by_kind() {
    // A map's output may be a row or a scalar; it is not differentiated.
    for output in ["'x / norm(x)'", "'beta * 2'", "'where(x > w, x, w)'"] {
        let spec = parse(&program(In::Map, output));
        let front = tessera_build::front(&spec).unwrap_or_else(|d| panic!("{d}"));
        assert_eq!(front.gradient, None, "{output}");
    }
    let spec = parse(&program(In::Energy, "'0.5 * sum((y - x)^2)'"));
    let front = tessera_build::front(&spec).unwrap();
    let gradient = front.gradient.expect("an energy program differentiates");
    assert_eq!(
        (front.graph.shape(front.root), front.graph.shape(gradient)),
        (Shape::Scalar, Shape::Row)
    );
    // The spans point at each node's first appearance in the text.
    assert_eq!(front.spans[&front.root], 0..20);
    let state = front.graph.find(Node::State).unwrap();
    assert_eq!(front.spans[&state], 11..12);
}

#[test]
fn shapes_broadcast() {
    let mut graph = ExprGraph::new();
    let y = graph.add(Node::State);
    let c = graph.constant(3.0);
    let s = graph.fold(FoldKind::Sum, y);
    let row = graph.mul(c, y);
    let scalar = graph.mul(c, s);
    let p = graph.add(Node::Param(0));
    let w = graph.add(Node::Vector(0));
    let count = graph.add(Node::FeatureCount);
    let index = graph.add(Node::FeatureIndex);
    let select = graph.select(p, c, s);
    let row_select = graph.select(p, c, w);
    assert_eq!(
        [y, c, s, row, scalar, p, w, count, index, select, row_select].map(|h| graph.shape(h)),
        [
            Shape::Row,
            Shape::Scalar,
            Shape::Scalar,
            Shape::Row,
            Shape::Scalar,
            Shape::Scalar,
            Shape::Row,
            Shape::Scalar,
            Shape::Row,
            Shape::Scalar,
            Shape::Row
        ]
    );
    // Hash-consing returns the existing handle; the identities fold.
    assert_eq!(graph.add(Node::Binary(Binary::Mul, c, s)), scalar);
    assert_eq!(graph.constant(3.0), c);
    let one = graph.constant(1.0);
    assert_eq!((graph.mul(one, y), graph.mul(y, one)), (y, y));
    let neg = graph.neg(y);
    assert_eq!(graph.neg(neg), y);
    assert_eq!(graph.powi(y, 1), y);
    assert_eq!(graph.powi(y, 0), one);
    assert_eq!(graph.find(Node::Fold(FoldKind::Sum, y)), Some(s));
    assert_eq!(graph.find(Node::Fold(FoldKind::SumPairwise, y)), None);
    // `-0.0` and `+0.0` are different constants (nodes hash their bits).
    assert_ne!(graph.constant(-0.0), graph.constant(0.0));
}
