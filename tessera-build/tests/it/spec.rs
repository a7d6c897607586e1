//! Stage 1: `spec::parse`. Every refusal with its full rendered diagnostic, and accepted specs of
//! every kind with every field.

use std::path::Path;

use tessera_build::spec::{self, Kind, Manifold, Reduction};

/// A valid langevin program; tests replace one line of it.
const VALID: &str = r#"name = "quadratic"
doc = "A pull toward x."
kind = "langevin"
state = "y"
inputs = ["x"]
vectors = ["w"]
params = ["beta"]
energy = "0.5 * sum((x - y)^2)"
manifold = "euclidean"
"#;

/// `VALID` with the line starting with `key =` replaced by `line` (or removed when empty).
fn with_line(key: &str, line: &str) -> String {
    with_lines(&[(key, line)])
}

/// `VALID` with several lines replaced (see [`with_line`]); a line for a key `VALID` lacks is
/// appended.
fn with_lines(changes: &[(&str, &str)]) -> String {
    let mut out = String::new();
    let mut used = vec![false; changes.len()];
    for l in VALID.lines() {
        let change = changes
            .iter()
            .position(|(key, _)| l.starts_with(&format!("{key} =")));
        match change {
            Some(i) => {
                used[i] = true;
                if !changes[i].1.is_empty() {
                    out.push_str(changes[i].1);
                    out.push('\n');
                }
            }
            None => {
                out.push_str(l);
                out.push('\n');
            }
        }
    }
    for (i, (_, line)) in changes.iter().enumerate() {
        if !used[i] && !line.is_empty() {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// `source` must be refused with exactly the rendered diagnostic `expected`.
#[track_caller]
fn check(source: &str, expected: &str) {
    match spec::parse(Path::new("p.toml"), source) {
        Ok(spec) => panic!("accepted:\n{source}\nas {spec:?}"),
        Err(diag) => {
            let got = diag.to_string();
            assert_eq!(
                got, expected,
                "\nsource:\n{source}\ngot:\n{got}\nexpected:\n{expected}\n"
            );
        }
    }
}

/// `source` must be refused with `message`, underlined at `column..column + width` of `line`.
#[track_caller]
fn check_at(source: &str, line: usize, column: usize, width: usize, message: &str) {
    let text = source.lines().nth(line - 1).unwrap_or("");
    let gutter = " ".repeat(line.to_string().len());
    let expected = format!(
        "p.toml:{line}:{column}: error: {message}\n{gutter} |\n{line} | {text}\n{gutter} | {}{}",
        " ".repeat(column - 1),
        "^".repeat(width)
    );
    check(source, &expected);
}

#[test]
fn unknown_key() {
    check(
        &format!("{VALID}colour = \"red\"\n"),
        "p.toml:10:1: error: unknown field `colour`, expected one of `name`, `doc`, `kind`, \
         `state`, `inputs`, `vectors`, `params`, `energy`, `output`, `manifold`, `algebra`, \
         `grade`, `reduction`, `noise`\n   |\n10 | colour = \"red\"\n   | ^^^^^^",
    );
}

#[test]
fn missing_keys() {
    check(
        &with_line("name", ""),
        "p.toml:1:1: error: missing field `name`\n  |\n1 | doc = \"A pull toward x.\"\n  | ^",
    );
    check(
        &with_line("kind", ""),
        "p.toml:1:1: error: missing field `kind`\n  |\n1 | name = \"quadratic\"\n  | ^",
    );
    check(
        "",
        "p.toml:1:1: error: missing field `name`\n  |\n1 | \n  | ^",
    );
}

#[test]
fn wrong_types() {
    check(
        &with_line("inputs", "inputs = \"x\""),
        "p.toml:5:10: error: invalid type: string \"x\", expected a sequence\n  |\n5 | inputs = \"x\"\n  |          ^^^",
    );
    check(
        &with_line("state", "state = 3"),
        "p.toml:4:9: error: invalid type: integer `3`, expected a string\n  |\n4 | state = 3\n  |         ^",
    );
    check(
        &with_line("params", "params = [1]"),
        "p.toml:7:11: error: invalid type: integer `1`, expected a string\n  |\n7 | params = [1]\n  |           ^",
    );
    check(
        &with_line("energy", "energy = ["),
        "p.toml:9:10: error: unexpected `=` in array, expected value, `]`\n  |\n\
         9 | manifold = \"euclidean\"\n  |          ^",
    );
    check(
        &with_lines(&[
            ("manifold", "manifold = \"bivector\""),
            ("algebra", "algebra = \"3\""),
            ("grade", "grade = 2"),
        ]),
        "p.toml:10:11: error: invalid type: string \"3\", expected a sequence\n   |\n\
         10 | algebra = \"3\"\n   |           ^^^",
    );
    check(
        &with_lines(&[
            ("manifold", "manifold = \"bivector\""),
            ("algebra", "algebra = [3, 0, 0]"),
            ("grade", "grade = -1"),
        ]),
        "p.toml:11:9: error: invalid value: integer `-1`, expected u32\n   |\n\
         11 | grade = -1\n   |         ^^",
    );
    check(
        &with_lines(&[
            ("manifold", "manifold = \"bivector\""),
            ("algebra", "algebra = [3, 0.5, 0]"),
            ("grade", "grade = 1"),
        ]),
        "p.toml:10:15: error: invalid type: floating point `0.5`, expected u32\n   |\n\
         10 | algebra = [3, 0.5, 0]\n   |               ^^^",
    );
}

#[test]
fn bad_names() {
    let lowercase = "expected a lowercase identifier ([a-z_][a-z0-9_]*)";
    let source = with_line("name", "name = \"Quadratic\"");
    check_at(
        &source,
        1,
        8,
        11,
        &format!("invalid program name `Quadratic`: {lowercase}"),
    );
    let source = with_line("state", "state = \"2y\"");
    check_at(
        &source,
        4,
        9,
        4,
        &format!("invalid state name `2y`: {lowercase}"),
    );
    let source = with_line("state", "state = \"\"");
    check_at(
        &source,
        4,
        9,
        2,
        &format!("invalid state name ``: {lowercase}"),
    );
    let source = with_line("inputs", "inputs = [\"x-1\"]");
    check_at(
        &source,
        5,
        11,
        5,
        &format!("invalid input name `x-1`: {lowercase}"),
    );
    let source = with_line("vectors", "vectors = [\"W\"]");
    check_at(
        &source,
        6,
        12,
        3,
        &format!("invalid vector name `W`: {lowercase}"),
    );
    let source = with_line("params", "params = [\"beta\", \"b eta\"]");
    check_at(
        &source,
        7,
        19,
        7,
        &format!("invalid parameter name `b eta`: {lowercase}"),
    );
}

#[test]
fn names_of_functions() {
    // Every function of the expression language is reserved, in every list.
    let source = with_line("inputs", "inputs = [\"x\", \"sum\"]");
    check_at(
        &source,
        5,
        16,
        5,
        "invalid input name `sum`: `sum` is a built-in function",
    );
    let source = with_line("params", "params = [\"max\"]");
    check_at(
        &source,
        7,
        11,
        5,
        "invalid parameter name `max`: `max` is a built-in function",
    );
    let source = with_line("vectors", "vectors = [\"where\"]");
    check_at(
        &source,
        6,
        12,
        7,
        "invalid vector name `where`: `where` is a built-in function",
    );
    let source = with_line("state", "state = \"logsumexp\"");
    check_at(
        &source,
        4,
        9,
        11,
        "invalid state name `logsumexp`: `logsumexp` is a built-in function",
    );
    for function in spec::RESERVED {
        let source = with_line("params", &format!("params = [\"{function}\"]"));
        let message =
            format!("invalid parameter name `{function}`: `{function}` is a built-in function");
        check_at(&source, 7, 11, function.len() + 2, &message);
    }
}

#[test]
fn duplicate_names() {
    let twice = |name: &str| format!("the name `{name}` is declared twice");
    check_at(
        &with_line("inputs", "inputs = [\"x\", \"w0\", \"x\"]"),
        5,
        22,
        3,
        &twice("x"),
    );
    // Across the lists: state, inputs, vectors, params share one namespace.
    check_at(
        &with_line("inputs", "inputs = [\"y\"]"),
        5,
        11,
        3,
        &twice("y"),
    );
    check_at(
        &with_line("vectors", "vectors = [\"x\"]"),
        6,
        12,
        3,
        &twice("x"),
    );
    check_at(
        &with_line("vectors", "vectors = [\"y\"]"),
        6,
        12,
        3,
        &twice("y"),
    );
    check_at(
        &with_line("params", "params = [\"w\"]"),
        7,
        11,
        3,
        &twice("w"),
    );
    check_at(
        &with_line("params", "params = [\"x\"]"),
        7,
        11,
        3,
        &twice("x"),
    );
    check_at(
        &with_line("params", "params = [\"beta\", \"y\"]"),
        7,
        19,
        3,
        &twice("y"),
    );
}

#[test]
fn unknown_kind() {
    check_at(
        &with_line("kind", "kind = \"sorter\""),
        3,
        8,
        8,
        "unknown program kind `sorter`: expected one of `langevin`, `map`, `energy`, `sampler`",
    );
}

#[test]
fn noise_policies() {
    check_at(
        &with_line("manifold", "noise = \"fast\""),
        9,
        9,
        6,
        "unknown noise policy `fast`: expected one of `tessera-v1`, `tessera-fast-v1`",
    );
    let map =
        "name = \"m\"\nkind = \"map\"\ninputs = [\"x\"]\noutput = \"x\"\nnoise = \"tessera-v1\"\n";
    check_at(
        map,
        5,
        9,
        12,
        "`noise` applies to langevin programs only, not to `map`",
    );
    let fast = spec::parse(
        Path::new("p.toml"),
        &with_line("manifold", "noise = \"tessera-fast-v1\""),
    )
    .unwrap_or_else(|d| panic!("{d}"));
    assert_eq!(fast.noise, spec::NoisePolicy::FastV1);
    assert!(
        fast.canonical()
            .starts_with("noise=\"tessera-fast-v1\"\nname=\"quadratic\"\n")
    );
    let v1 = spec::parse(
        Path::new("p.toml"),
        &with_line("manifold", "noise = \"tessera-v1\""),
    )
    .unwrap_or_else(|d| panic!("{d}"));
    assert_eq!(v1.noise, spec::NoisePolicy::V1);
    assert!(
        v1.canonical().starts_with("name=\"quadratic\"\n"),
        "the default adds nothing"
    );
}

#[test]
fn samplers_declare_no_state_expression_or_operands() {
    let sampler = "name = \"gumbel\"\nkind = \"sampler\"\n";
    let why = "does not apply to a sampler program: it reads one logits row and has no state, \
               expression, vectors or parameters";
    for (line, column, width, key) in [
        ("state = \"y\"", 9, 3, "state"),
        ("energy = \"sum(y)\"", 10, 8, "energy"),
        ("output = \"x\"", 10, 3, "output"),
        ("inputs = [\"logits\"]", 11, 8, "inputs"),
        ("vectors = [\"w\"]", 12, 3, "vectors"),
        ("params = [\"beta\"]", 11, 6, "params"),
    ] {
        check_at(
            &format!("{sampler}{line}\n"),
            3,
            column,
            width,
            &format!("`{key}` {why}"),
        );
    }
    check_at(
        &format!("{sampler}manifold = \"sphere\"\n"),
        3,
        12,
        8,
        "`manifold` applies to langevin programs only, not to `sampler`",
    );
    let spec = spec::parse(
        Path::new("p.toml"),
        &format!("{sampler}doc = \"Tokens.\"\nreduction = \"pairwise\"\n"),
    )
    .unwrap_or_else(|d| panic!("{d}"));
    assert_eq!(
        spec.canonical(),
        "name=\"gumbel\"\nkind=Sampler\nstate=None\ninputs=[\"logits\"]\nvectors=[]\nparams=[]\n\
         reduction=Pairwise\nexpression=\"logits\"\n"
    );
}

#[test]
fn manifolds() {
    let source = with_line("manifold", "manifold = \"torus\"");
    check_at(
        &source,
        9,
        12,
        7,
        "unknown manifold `torus`: expected one of `euclidean`, `sphere`, `bivector`",
    );
    // Only langevin programs have a manifold.
    let map = with_lines(&[
        ("kind", "kind = \"map\""),
        ("state", ""),
        ("energy", "output = \"x\""),
        ("manifold", "manifold = \"sphere\""),
    ]);
    check_at(
        &map,
        8,
        12,
        8,
        "`manifold` applies to langevin programs only, not to `map`",
    );
    let energy = with_lines(&[
        ("kind", "kind = \"energy\""),
        ("manifold", "manifold = \"euclidean\""),
    ]);
    check_at(
        &energy,
        9,
        12,
        11,
        "`manifold` applies to langevin programs only, not to `energy`",
    );
}

#[test]
fn bivector_settings() {
    let bivector = |algebra: &str, grade: &str| {
        with_lines(&[
            ("manifold", "manifold = \"bivector\""),
            ("algebra", algebra),
            ("grade", grade),
        ])
    };
    // `algebra` and `grade` belong to the bivector manifold, and it needs both.
    let source = with_lines(&[("algebra", "algebra = [3, 0, 0]")]);
    check_at(
        &source,
        10,
        11,
        9,
        "`algebra` applies to the bivector manifold only",
    );
    let source = with_lines(&[
        ("manifold", "manifold = \"sphere\""),
        ("grade", "grade = 2"),
    ]);
    check_at(
        &source,
        10,
        9,
        1,
        "`grade` applies to the bivector manifold only",
    );
    let source = with_lines(&[("manifold", ""), ("grade", "grade = 2")]);
    check_at(
        &source,
        9,
        9,
        1,
        "`grade` applies to the bivector manifold only",
    );
    let source = with_lines(&[
        ("kind", "kind = \"energy\""),
        ("manifold", ""),
        ("algebra", "algebra = [1, 0, 0]"),
    ]);
    check_at(
        &source,
        9,
        11,
        9,
        "`algebra` applies to the bivector manifold only",
    );
    let source = bivector("", "grade = 2");
    check_at(
        &source,
        9,
        12,
        10,
        "the bivector manifold needs `algebra = [p, q, r]` (Cl(p, q, r))",
    );
    let source = bivector("algebra = [3, 0, 0]", "");
    check_at(
        &source,
        9,
        12,
        10,
        "the bivector manifold needs `grade` (the grade kept, 0..=3)",
    );
    // `algebra` is three numbers whose sum is in 1..=12.
    let source = bivector("algebra = [3, 0]", "grade = 2");
    check(
        &source,
        "p.toml:10:11: error: `algebra` must be three numbers [p, q, r], found 2\n   |\n\
         10 | algebra = [3, 0]\n   |           ^^^^^^",
    );
    let source = bivector("algebra = [1, 1, 1, 1]", "grade = 2");
    check(
        &source,
        "p.toml:10:11: error: `algebra` must be three numbers [p, q, r], found 4\n   |\n\
         10 | algebra = [1, 1, 1, 1]\n   |           ^^^^^^^^^^^^",
    );
    let source = bivector("algebra = []", "grade = 0");
    check(
        &source,
        "p.toml:10:11: error: `algebra` must be three numbers [p, q, r], found 0\n   |\n\
         10 | algebra = []\n   |           ^^",
    );
    let out_of_range = |p: u64, q: u64, r: u64, n: u64| {
        let algebra = format!("algebra = [{p}, {q}, {r}]");
        let source = bivector(&algebra, "grade = 0");
        let width = algebra.len() - "algebra = ".len();
        let message = format!(
            "the algebra Cl({p}, {q}, {r}) has n = p + q + r = {n} generators: expected 1 <= n <= 12"
        );
        check(
            &source,
            &format!(
                "p.toml:10:11: error: {message}\n   |\n10 | {algebra}\n   |           {}",
                "^".repeat(width)
            ),
        );
    };
    out_of_range(0, 0, 0, 0);
    out_of_range(7, 6, 0, 13);
    out_of_range(0, 0, 13, 13);
    out_of_range(4_294_967_295, 1, 0, 4_294_967_295);
    // The grade is at most n.
    let source = bivector("algebra = [2, 1, 0]", "grade = 4");
    check(
        &source,
        "p.toml:11:9: error: grade 4 is out of range: Cl(2, 1, 0) has grades 0..=3\n   |\n\
         11 | grade = 4\n   |         ^",
    );
}

#[test]
fn state_and_expression_by_kind() {
    // A map reads its inputs and writes `output`: no state, no energy.
    let map = |changes: &[(&str, &str)]| {
        let mut all = vec![("kind", "kind = \"map\""), ("manifold", "")];
        all.extend_from_slice(changes);
        with_lines(&all)
    };
    let source = map(&[("energy", "output = \"x\"")]);
    check_at(
        &source,
        4,
        9,
        3,
        "a map program has no `state`: it reads its inputs",
    );
    let source = map(&[("state", "")]);
    check_at(
        &source,
        7,
        10,
        22,
        "a map program has no `energy`: write its row as `output`",
    );
    let source = map(&[("state", ""), ("energy", "")]);
    check_at(
        &source,
        3,
        8,
        5,
        "a map program needs `output` (the row it writes)",
    );
    // Langevin and energy programs differentiate a state and write no `output`.
    for kind in ["langevin", "energy"] {
        let kind_line = format!("kind = \"{kind}\"");
        let manifold = if kind == "energy" {
            ""
        } else {
            "manifold = \"euclidean\""
        };
        let width = kind.len() + 2;
        let source = with_lines(&[("kind", &kind_line), ("manifold", manifold), ("state", "")]);
        check_at(
            &source,
            3,
            8,
            width,
            &format!("a {kind} program needs `state` (the row it differentiates)"),
        );
        let source = with_lines(&[("kind", &kind_line), ("manifold", manifold), ("energy", "")]);
        check_at(
            &source,
            3,
            8,
            width,
            &format!("a {kind} program needs `energy` (a scalar per row)"),
        );
        let source = with_lines(&[
            ("kind", &kind_line),
            ("manifold", manifold),
            ("energy", "output = \"x\""),
        ]);
        check_at(
            &source,
            8,
            10,
            3,
            &format!("a {kind} program has no `output`: write its `energy`"),
        );
        let source = with_lines(&[
            ("kind", &kind_line),
            ("manifold", manifold),
            ("output", "output = \"x\""),
        ]);
        let line = if kind == "energy" { 9 } else { 10 };
        check_at(
            &source,
            line,
            10,
            3,
            &format!("a {kind} program has no `output`: write its `energy`"),
        );
    }
}

#[test]
fn reductions() {
    let source = with_line("reduction", "reduction = \"tree\"");
    check(
        &source,
        "p.toml:10:13: error: unknown reduction order `tree`: expected one of `sequential`, `pairwise`\n   |\n\
         10 | reduction = \"tree\"\n   |             ^^^^^^",
    );
}

#[test]
fn multi_line_doc() {
    check_at(
        &with_line("doc", "doc = \"first\\nsecond\""),
        2,
        7,
        15,
        "`doc` must be a single line",
    );
}

#[test]
fn columns_count_characters_and_lines_start_at_one() {
    // A key after comments and a blank line, with a multi-byte character before it.
    let source = format!("# é comment\n\n{}", with_line("state", "state = \"Ÿ\""));
    check(
        &source,
        "p.toml:6:9: error: invalid state name `Ÿ`: expected a lowercase identifier \
         ([a-z_][a-z0-9_]*)\n  |\n6 | state = \"Ÿ\"\n  |         ^^^",
    );
    let source = format!(
        "{}{}",
        "\n".repeat(9),
        with_line("kind", "kind   =   \"mapp\"")
    );
    check(
        &source,
        "p.toml:12:12: error: unknown program kind `mapp`: expected one of `langevin`, `map`, \
         `energy`, `sampler`\n   |\n12 | kind   =   \"mapp\"\n   |            ^^^^^^",
    );
}

/// `source` is accepted; returns the spec.
#[track_caller]
fn accept(source: &str) -> spec::ProgramSpec {
    spec::parse(Path::new("dir/p.toml"), source).unwrap_or_else(|d| panic!("{d}"))
}

/// The expression text sits at `expression_offset` in the source (when it has no escapes).
#[track_caller]
fn check_offset(spec: &spec::ProgramSpec) {
    assert!(!spec.expression_escapes);
    assert_eq!(
        &spec.source[spec.expression_offset..][..spec.expression.len()],
        spec.expression
    );
}

#[test]
fn crlf_files() {
    // The `\r` of a CRLF line ending is not part of the line shown, nor of the underline.
    let source = with_line("kind", "kind = \"mapp\"").replace('\n', "\r\n");
    check(
        &source,
        "p.toml:3:8: error: unknown program kind `mapp`: expected one of `langevin`, `map`, `energy`, `sampler`\n  |\n\
         3 | kind = \"mapp\"\n  |        ^^^^^^",
    );
    let source = with_line("energy", "energy = [").replace('\n', "\r\n");
    check(
        &source,
        "p.toml:9:10: error: unexpected `=` in array, expected value, `]`\n  |\n\
         9 | manifold = \"euclidean\"\n  |          ^",
    );
    let source = format!("{}colour = 1\r\n", VALID.replace('\n', "\r\n"));
    let diag = spec::parse(Path::new("p.toml"), &source).unwrap_err();
    assert_eq!(
        (
            diag.line,
            diag.column,
            diag.source_line.as_str(),
            diag.width
        ),
        (10, 1, "colour = 1", 6)
    );
}

#[test]
fn accepts_every_field_of_every_kind() {
    let source = "name = \"tether_2\"\ndoc = \"  One line.  \"\nkind = \"langevin\"\nstate = \"y\"\n\
                  inputs = [\"x\", \"_w0\"]\nvectors = [\"v\"]\nparams = [\"beta\", \"t2\"]\n\
                  energy = 'sum(y * _w0) + beta * dot(y, v)'\nmanifold = \"sphere\"\nreduction = \"pairwise\"\n";
    let spec = accept(source);
    assert_eq!(spec.file, Path::new("dir/p.toml"));
    assert_eq!(spec.source, source);
    assert_eq!(
        (spec.name.as_str(), spec.doc.as_str()),
        ("tether_2", "One line.")
    );
    assert_eq!(
        spec.kind,
        Kind::Langevin {
            manifold: Manifold::Sphere
        }
    );
    assert_eq!(spec.state.as_deref(), Some("y"));
    assert_eq!(
        (
            spec.inputs.as_slice(),
            spec.vectors.as_slice(),
            spec.params.as_slice()
        ),
        (
            &["x".to_string(), "_w0".to_string()][..],
            &["v".to_string()][..],
            &["beta".to_string(), "t2".to_string()][..]
        )
    );
    assert_eq!(spec.reduction, Reduction::Pairwise);
    assert_eq!(spec.expression, "sum(y * _w0) + beta * dot(y, v)");
    check_offset(&spec);
    assert_eq!(
        spec.canonical(),
        "name=\"tether_2\"\nkind=Langevin { manifold: Sphere }\nstate=Some(\"y\")\n\
         inputs=[\"x\", \"_w0\"]\nvectors=[\"v\"]\nparams=[\"beta\", \"t2\"]\nreduction=Pairwise\n\
         expression=\"sum(y * _w0) + beta * dot(y, v)\"\n"
    );

    // The optional fields default: no doc, no lists, euclidean, sequential.
    let spec = accept("name = \"m\"\nkind = \"langevin\"\nstate = \"s\"\nenergy = \"sum(s)\"\n");
    assert_eq!(
        spec.kind,
        Kind::Langevin {
            manifold: Manifold::Euclidean
        }
    );
    assert_eq!(spec.reduction, Reduction::Sequential);
    assert!(
        spec.doc.is_empty()
            && spec.inputs.is_empty()
            && spec.vectors.is_empty()
            && spec.params.is_empty()
    );
    assert!(spec.expression_escapes);

    // Bivector, with an explicit sequential order.
    let spec = accept(
        "name = \"b\"\nkind = \"langevin\"\nstate = \"s\"\nenergy = '''\nsum(s^2)'''\nmanifold = \"bivector\"\n\
         algebra = [2, 1, 1]\ngrade = 4\nreduction = \"sequential\"\n",
    );
    assert_eq!(
        spec.kind,
        Kind::Langevin {
            manifold: Manifold::Bivector {
                p: 2,
                q: 1,
                r: 1,
                grade: 4
            }
        }
    );
    assert_eq!(
        (spec.expression.as_str(), spec.reduction),
        ("sum(s^2)", Reduction::Sequential)
    );
    check_offset(&spec);
    for (algebra, grade) in [
        ("[1, 0, 0]", 0),
        ("[0, 12, 0]", 12),
        ("[0, 0, 1]", 1),
        ("[4, 4, 4]", 2),
    ] {
        let source = format!(
            "name = \"b\"\nkind = \"langevin\"\nstate = \"s\"\nenergy = 'sum(s)'\nmanifold = \"bivector\"\n\
             algebra = {algebra}\ngrade = {grade}\n"
        );
        assert!(matches!(
            accept(&source).kind,
            Kind::Langevin {
                manifold: Manifold::Bivector { .. }
            }
        ));
    }

    // A map: no state, an output.
    let spec = accept(
        "name = \"normalise\"\nkind = \"map\"\ninputs = [\"x\"]\nparams = [\"eps\"]\noutput = 'x / (norm(x) + eps)'\n",
    );
    assert_eq!((spec.kind, spec.state.as_deref()), (Kind::Map, None));
    assert_eq!(spec.expression, "x / (norm(x) + eps)");
    check_offset(&spec);
    assert_eq!(
        spec.canonical(),
        "name=\"normalise\"\nkind=Map\nstate=None\ninputs=[\"x\"]\nvectors=[]\nparams=[\"eps\"]\n\
         reduction=Sequential\nexpression=\"x / (norm(x) + eps)\"\n"
    );
    // A map with no inputs at all is still a program (its output is built from vectors).
    let spec =
        accept("name = \"m\"\nkind = \"map\"\nvectors = [\"w\"]\noutput = \"\"\"\n  w * 2\"\"\"\n");
    assert_eq!(spec.expression, "  w * 2");
    assert_eq!(
        &spec.source[spec.expression_offset..][..spec.expression.len()],
        spec.expression
    );

    // An energy program.
    let spec = accept(
        "name = \"e\"\nkind = \"energy\"\nstate = \"y\"\nenergy = 'logsumexp(y)'\nreduction = \"pairwise\"\n",
    );
    assert_eq!(
        (spec.kind, spec.state.as_deref(), spec.reduction),
        (Kind::Energy, Some("y"), Reduction::Pairwise)
    );
}

#[test]
fn example_programs_parse() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../programs");
    let mut names = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "toml") {
            let spec = spec::read(&path).unwrap_or_else(|d| panic!("{d}"));
            assert_eq!(
                Some(spec.name.as_str()),
                path.file_stem().and_then(|s| s.to_str())
            );
            names.push(spec.name);
        }
    }
    for name in ["quadratic", "tether"] {
        assert!(
            names.iter().any(|n| n == name),
            "{name} missing from {names:?}"
        );
    }
}

#[test]
fn unreadable_file() {
    let err = spec::read(Path::new("/nonexistent/p.toml")).unwrap_err();
    assert_eq!((err.line, err.column), (1, 1));
    assert!(
        err.message.starts_with("cannot read the program file: "),
        "{}",
        err.message
    );
}
