//! `tessera-gen`: the generator CLI that `cargo xtask gen` drives.
//!
//! ```text
//! tessera-gen gen --programs DIR --out DIR [--chip CHIP ...] [--program NAME ...] [--check]
//! tessera-gen chips
//! ```
//!
//! Without `--chip`, every known chip. With `--check`, nothing is written: the command fails
//! when `--out` differs from what it would write, and names the command that refreshes it.
//!
//! ```text
//! ```

use std::path::PathBuf;
use std::process::ExitCode;

use lexopt::ValueExt;

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            // Diagnostics carry their own `file:line:col: error:` prefix.
            eprintln!("{message}\ntessera-gen: failed");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    use lexopt::prelude::*;
    let mut parser = lexopt::Parser::from_env();
    let command = match parser.next().map_err(|e| e.to_string())? {
        Some(Value(v)) => v.string().map_err(|e| e.to_string())?,
        _ => return Err(usage()),
    };
    match command.as_str() {
        "chips" => {
            println!("{}", tessera_build::targets::known_chips().join("\n"));
            Ok(())
        }
        "gen" => {
            let (mut programs_dir, mut out) =
                (PathBuf::from("programs"), PathBuf::from("kernels-out"));
            let (mut chips, mut programs) = (Vec::new(), Vec::new());
            let mut check = false;
            while let Some(arg) = parser.next().map_err(|e| e.to_string())? {
                match arg {
                    Long("programs") => programs_dir = PathBuf::from(value(&mut parser)?),
                    Long("out") => out = PathBuf::from(value(&mut parser)?),
                    Long("chip") => chips.push(value(&mut parser)?),
                    Long("program") => programs.push(value(&mut parser)?),
                    Long("check") => check = true,
                    other => return Err(format!("{}\n{}", other.unexpected(), usage())),
                }
            }
            if chips.is_empty() {
                chips = tessera_build::targets::known_chips()
                    .into_iter()
                    .map(String::from)
                    .collect();
            }
            if check {
                tessera_build::check(&programs_dir, &programs, &chips, &out)
                    .map_err(|e| e.to_string())?;
                println!("{} is up to date", out.display());
                return Ok(());
            }
            let started = std::time::Instant::now();
            let manifest = tessera_build::generate(&programs_dir, &programs, &chips, &out)
                .map_err(|e| e.to_string())?;
            println!(
                "wrote {} in {:.1} s",
                manifest.display(),
                started.elapsed().as_secs_f64()
            );
            let targets: Vec<_> = chips
                .iter()
                .filter_map(|c| tessera_build::targets::lookup(c).ok())
                .collect();
            if let Some(note) = tessera_build::builder::no_ptxas_note(&targets) {
                println!("note: {note}");
            }
            if let Some(note) = tessera_build::builder::unlisted_files_note(&out) {
                println!("note: {note}");
            }
            Ok(())
        }
        other => Err(format!("unknown command `{other}`\n{}", usage())),
    }
}

fn value(parser: &mut lexopt::Parser) -> Result<String, String> {
    parser
        .value()
        .map_err(|e| e.to_string())?
        .string()
        .map_err(|e| e.to_string())
}

fn usage() -> String {
    format!(
        "usage: tessera-gen gen --programs DIR --out DIR [--chip CHIP ...] [--program NAME ...] [--check]\n       \
         tessera-gen chips\nknown chips: {}",
        tessera_build::targets::known_chips().join(", ")
    )
}
