//! Stage 1: `spec::parse`. Every refusal with its full rendered diagnostic, and one accepted
//! spec with every field.

use std::path::Path;

use tessera_build::spec::{self, Kind, Manifold};

/// A valid program; tests replace one line of it.
const VALID: &str = r#"name = "quadratic"
doc = "A pull toward x."
kind = "langevin"
state = "y"
inputs = ["x"]
energy = "0.5 * sum((x - y)^2)"
manifold = "euclidean"
"#;

/// `VALID` with the line starting with `key =` replaced by `line` (or removed when empty).
fn with_line(key: &str, line: &str) -> String {
    let mut out = String::new();
    for l in VALID.lines() {
        if l.starts_with(&format!("{key} =")) {
            if !line.is_empty() {
                out.push_str(line);
                out.push('\n');
            }
        } else {
            out.push_str(l);
            out.push('\n');
        }
    }
    assert_ne!(out, VALID, "no line `{key} = ...` in VALID");
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

#[test]
fn unknown_key() {
    check(
        &format!("{VALID}colour = \"red\"\n"),
        "p.toml:8:1: error: unknown field `colour`, expected one of `name`, `doc`, `kind`, \
         `state`, `inputs`, `energy`, `manifold`\n  |\n8 | colour = \"red\"\n  | ^^^^^^",
    );
}

#[test]
fn missing_keys() {
    check(
        &with_line("energy", ""),
        "p.toml:1:1: error: missing field `energy`\n  |\n1 | name = \"quadratic\"\n  | ^^^^^^^^^^^^^^^^^^",
    );
    check(
        &with_line("name", ""),
        "p.toml:1:1: error: missing field `name`\n  |\n1 | doc = \"A pull toward x.\"\n  | ^^^^^^^^^^^^^^^^^^^^^^^^",
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
        &with_line("inputs", "inputs = [1]"),
        "p.toml:5:11: error: invalid type: integer `1`, expected a string\n  |\n5 | inputs = [1]\n  |           ^",
    );
    check(
        &with_line("energy", "energy = ["),
        "p.toml:6:11: error: unclosed array, expected `]`\n  |\n6 | energy = [\n  |           ^",
    );
}

#[test]
fn bad_names() {
    check(
        &with_line("name", "name = \"Quadratic\""),
        "p.toml:1:8: error: invalid program name `Quadratic`: expected a lowercase identifier \
         ([a-z_][a-z0-9_]*)\n  |\n1 | name = \"Quadratic\"\n  |        ^^^^^^^^^^^",
    );
    check(
        &with_line("state", "state = \"2y\""),
        "p.toml:4:9: error: invalid state name `2y`: expected a lowercase identifier \
         ([a-z_][a-z0-9_]*)\n  |\n4 | state = \"2y\"\n  |         ^^^^",
    );
    check(
        &with_line("state", "state = \"\""),
        "p.toml:4:9: error: invalid state name ``: expected a lowercase identifier \
         ([a-z_][a-z0-9_]*)\n  |\n4 | state = \"\"\n  |         ^^",
    );
    check(
        &with_line("inputs", "inputs = [\"x\", \"sum\"]"),
        "p.toml:5:16: error: invalid input name `sum`: `sum` is a built-in function\n  |\n\
         5 | inputs = [\"x\", \"sum\"]\n  |                ^^^^^",
    );
    check(
        &with_line("inputs", "inputs = [\"x-1\"]"),
        "p.toml:5:11: error: invalid input name `x-1`: expected a lowercase identifier \
         ([a-z_][a-z0-9_]*)\n  |\n5 | inputs = [\"x-1\"]\n  |           ^^^^^",
    );
}

#[test]
fn duplicate_names() {
    check(
        &with_line("inputs", "inputs = [\"x\", \"w\", \"x\"]"),
        "p.toml:5:21: error: the name `x` is declared twice\n  |\n\
         5 | inputs = [\"x\", \"w\", \"x\"]\n  |                     ^^^",
    );
    check(
        &with_line("inputs", "inputs = [\"y\"]"),
        "p.toml:5:11: error: the name `y` is declared twice\n  |\n\
         5 | inputs = [\"y\"]\n  |           ^^^",
    );
}

#[test]
fn unknown_kind_and_manifold() {
    check(
        &with_line("kind", "kind = \"sampler\""),
        "p.toml:3:8: error: unknown program kind `sampler`: expected one of `langevin`\n  |\n\
         3 | kind = \"sampler\"\n  |        ^^^^^^^^^",
    );
    check(
        &with_line("manifold", "manifold = \"sphere\""),
        "p.toml:7:12: error: unknown manifold `sphere`: expected one of `euclidean`\n  |\n\
         7 | manifold = \"sphere\"\n  |            ^^^^^^^^",
    );
}

#[test]
fn multi_line_doc() {
    check(
        &with_line("doc", "doc = \"first\\nsecond\""),
        "p.toml:2:7: error: `doc` must be a single line\n  |\n\
         2 | doc = \"first\\nsecond\"\n  |       ^^^^^^^^^^^^^^^",
    );
}

#[test]
fn columns_count_characters_and_lines_start_at_one() {
    // A key on line 10, after comments and a blank line, with a multi-byte character before it.
    let source = format!("# é comment\n\n{}", with_line("state", "state = \"Ÿ\""));
    check(
        &source,
        "p.toml:6:9: error: invalid state name `Ÿ`: expected a lowercase identifier \
         ([a-z_][a-z0-9_]*)\n  |\n6 | state = \"Ÿ\"\n  |         ^^^",
    );
    let source = format!("{}{}", "\n".repeat(9), with_line("kind", "kind   =   \"map\""));
    check(
        &source,
        "p.toml:12:12: error: unknown program kind `map`: expected one of `langevin`\n   |\n\
         12 | kind   =   \"map\"\n   |            ^^^^^",
    );
}

#[test]
fn accepts_every_field() {
    let source = "name = \"tether_2\"\ndoc = \"  One line.  \"\nkind = \"langevin\"\nstate = \"y\"\n\
                  inputs = [\"x\", \"_w0\"]\nenergy = \"sum(y * w0)\"\nmanifold = \"euclidean\"\n";
    let spec = spec::parse(Path::new("dir/p.toml"), source).unwrap();
    assert_eq!(spec.file, Path::new("dir/p.toml"));
    assert_eq!(spec.source, source);
    assert_eq!(spec.name, "tether_2");
    assert_eq!(spec.doc, "One line.");
    assert_eq!(
        spec.kind,
        Kind::Langevin {
            manifold: Manifold::Euclidean
        }
    );
    assert_eq!(spec.state, "y");
    assert_eq!(spec.inputs, ["x", "_w0"]);
    assert_eq!(spec.energy, "sum(y * w0)");
    assert_eq!(&source[spec.energy_offset..][..spec.energy.len()], spec.energy);
    assert_eq!(
        spec.canonical(),
        "name=\"tether_2\"\nkind=langevin\nmanifold=Euclidean\nstate=\"y\"\n\
         inputs=[\"x\", \"_w0\"]\nenergy=\"sum(y * w0)\"\n"
    );

    // The optional fields default: no doc, no inputs, euclidean.
    let minimal = "name = \"m\"\nkind = \"langevin\"\nstate = \"s\"\nenergy = \"sum(s)\"\n";
    let spec = spec::parse(Path::new("m.toml"), minimal).unwrap();
    assert_eq!(
        (spec.doc.as_str(), spec.inputs.len(), spec.kind),
        (
            "",
            0,
            Kind::Langevin {
                manifold: Manifold::Euclidean
            }
        )
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
            assert_eq!(Some(spec.name.as_str()), path.file_stem().and_then(|s| s.to_str()));
            names.push(spec.name);
        }
    }
    names.sort();
    assert_eq!(names, ["quadratic", "tether"]);
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
