//! Prebuilt mode: instead of compiling, take every artifact a build asks for from a kernels
//! folder made by `cargo xtask gen`, and refuse any that does not belong to the programs as
//! they are now. Needs no LLVM: the checks use the front half (spec -> lowered row program) and
//! the manifest.
//!
//! For each program and chip: the manifest must hold its artifacts (else: missing), each
//! artifact's semantic fingerprint must equal the one computed from the program and the
//! manifest's LLVM version (else: stale), and each payload's size and sha256 must match the
//! manifest (else: altered). Every error names the program, the chip and the command that
//! regenerates the artifact.

use std::path::{Path, PathBuf};

use tessera_rt::manifest::{Manifest, ManifestArtifact, ManifestError};

use crate::artifacts::{self, Artifact, Identity};
use crate::spec::ProgramSpec;
use crate::targets::{Format, Target};
use crate::{BuildError, CompiledProgram, lower};

/// Why a kernels folder cannot serve a build.
#[derive(Debug, thiserror::Error)]
pub enum PrebuiltError {
    #[error("cannot read the kernels folder's manifest `{}`: {source}", path.display())]
    ReadManifest {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("`{}`: {source}", path.display())]
    Manifest {
        path: PathBuf,
        source: ManifestError,
    },
    #[error(
        "the kernels folder `{}` has no artifact of program `{program}` for chip `{chip}`: \
         generate it with `{command}`",
        dir.display()
    )]
    Missing {
        dir: PathBuf,
        program: String,
        chip: String,
        command: String,
    },
    #[error(
        "the {chip} artifact `{path}` of program `{program}` is stale (it was compiled from a \
         different program, generator or LLVM): regenerate it with `{command}`"
    )]
    Stale {
        program: String,
        chip: String,
        path: String,
        command: String,
    },
    #[error(
        "the {chip} artifact `{path}` of program `{program}` does not match its manifest \
         ({what}): regenerate it with `{command}`"
    )]
    Altered {
        program: String,
        chip: String,
        path: String,
        what: String,
        command: String,
    },
}

/// The command that regenerates one program's artifacts for one chip.
fn regenerate(program: &str, chip: &str) -> String {
    format!("cargo xtask gen --chip {chip} --program {program}")
}

/// Reads `<dir>/manifest.toml`, refusing a newer format.
pub fn read_manifest(dir: &Path) -> Result<Manifest, PrebuiltError> {
    let path = dir.join("manifest.toml");
    let text = std::fs::read_to_string(&path).map_err(|source| PrebuiltError::ReadManifest {
        path: path.clone(),
        source,
    })?;
    Manifest::parse(&text).map_err(|source| PrebuiltError::Manifest { path, source })
}

/// The artifacts of `spec` for every target, from the folder, each checked.
pub fn load_program(
    spec: ProgramSpec,
    targets: &[&'static dyn Target],
    dir: &Path,
    manifest: &Manifest,
) -> Result<CompiledProgram, BuildError> {
    let (_, row_program) = lower(&spec)?;
    let mut found = Vec::new();
    for &target in targets {
        let chip = target.chip();
        let command = regenerate(&spec.name, chip);
        let records: Vec<&ManifestArtifact> = manifest
            .artifact
            .iter()
            .filter(|a| a.program == spec.name && a.chip == chip)
            .collect();
        if records.is_empty() {
            return Err(PrebuiltError::Missing {
                dir: dir.to_path_buf(),
                program: spec.name.clone(),
                chip: chip.to_string(),
                command,
            }
            .into());
        }
        let identity = Identity::new(&spec, &row_program, target, &manifest.llvm_version);
        for record in records {
            found.push(load_artifact(record, &identity, dir, &command)?);
        }
    }
    Ok(CompiledProgram {
        spec,
        row_program,
        artifacts: found,
    })
}

/// One artifact, after its fingerprint, size and sha256 are checked.
fn load_artifact(
    record: &ManifestArtifact,
    identity: &Identity,
    dir: &Path,
    command: &str,
) -> Result<Artifact, PrebuiltError> {
    let (program, chip, path) = (
        record.program.clone(),
        record.chip.clone(),
        record.path.clone(),
    );
    let altered = |what: String| PrebuiltError::Altered {
        program: program.clone(),
        chip: chip.clone(),
        path: path.clone(),
        what,
        command: command.to_string(),
    };
    if record.fingerprint != identity.fingerprint || record.program_hash != identity.program_hash {
        return Err(PrebuiltError::Stale {
            program,
            chip,
            path,
            command: command.to_string(),
        });
    }
    let format = Format::from_extension(&record.payload_kind)
        .ok_or_else(|| altered(format!("unknown payload kind `{}`", record.payload_kind)))?;
    let payload = std::fs::read(dir.join(&record.path))
        .map_err(|e| altered(format!("cannot read it: {e}")))?;
    if payload.len() != record.payload_size {
        return Err(altered(format!(
            "{} bytes, the manifest says {}",
            payload.len(),
            record.payload_size
        )));
    }
    let sha256 = artifacts::sha256_hex(&payload);
    if sha256 != record.payload_sha256 {
        return Err(altered(format!(
            "sha256 {sha256}, the manifest says {}",
            record.payload_sha256
        )));
    }
    Ok(Artifact {
        program: record.program.clone(),
        chip: record.chip.clone(),
        identity: identity.clone(),
        format,
        payload_kind: format.extension(),
        payload_sha256: sha256,
        payload_size: payload.len(),
        generator_version: record.generator_version.clone(),
        llvm_version: record.llvm_version.clone(),
        compat: record.compat.clone(),
        entries: record.entries.clone(),
        payload,
    })
}
