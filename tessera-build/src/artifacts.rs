//! Stage 8: artifacts. Packages what the emitter produced into shippable payloads (PTX text,
//! an HSACO linked with `ld.lld -shared`, x86 objects bundled into a static library), hashes
//! them, and writes kernels folders with their manifest.

use std::io::Cursor;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde::Serialize;
use sha2::{Digest, Sha256};
use tessera_rt::abi::AbiRecord;

use crate::targets::{Format, Target};

/// The version of this generator (recorded in every manifest).
pub const GENERATOR_VERSION: &str = env!("CARGO_PKG_VERSION");

/// One compiled kernel, ready to embed or ship.
#[derive(Debug, Clone, Serialize)]
pub struct Artifact {
    pub program: String,
    pub chip: String,
    #[serde(skip)]
    pub format: Format,
    pub payload_kind: &'static str,
    pub payload_sha256: String,
    pub payload_size: usize,
    pub generator_version: String,
    pub llvm_version: String,
    /// The ABI record of every entry in the payload (one for x86; one per per-lane capacity
    /// for GPUs).
    pub entries: Vec<AbiRecord>,
    #[serde(skip)]
    pub payload: Vec<u8>,
}

impl Artifact {
    /// `<program>.<ext>`, the file name inside a chip folder.
    pub fn file_name(&self) -> String {
        format!("{}.{}", self.program, self.format.extension())
    }
}

/// A packaging failure: a missing tool or an I/O error, naming what failed.
#[derive(Debug, thiserror::Error)]
pub enum ArtifactError {
    #[error(
        "cannot link the HSACO for chip `{chip}`: no `ld.lld` found (looked for $TESSERA_LLD, \
         ld.lld-22 and ld.lld on PATH, /usr/lib/llvm-22/bin/ld.lld); install it with \
         `apt-get install lld-22`"
    )]
    NoLinker { chip: String },
    #[error("`{command}` failed for chip `{chip}`: {message}")]
    Link {
        chip: String,
        command: String,
        message: String,
    },
    #[error("cannot write `{}`: {source}", path.display())]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// Lowercase hex SHA-256.
pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Turns the emitter's object into the target's payload.
pub fn package(
    target: &dyn Target,
    object: Vec<u8>,
    scratch: &Path,
) -> Result<Vec<u8>, ArtifactError> {
    match target.format() {
        Format::Ptx | Format::Object => Ok(object),
        Format::Hsaco => link_hsaco(target.chip(), &object, scratch),
    }
}

/// Finds `ld.lld` for linking HSACO.
pub fn find_lld() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("TESSERA_LLD") {
        return Some(PathBuf::from(path));
    }
    let on_path = |name: &str| {
        std::env::var_os("PATH").and_then(|paths| {
            std::env::split_paths(&paths)
                .map(|d| d.join(name))
                .find(|p| p.is_file())
        })
    };
    on_path("ld.lld-22")
        .or_else(|| Some(PathBuf::from("/usr/lib/llvm-22/bin/ld.lld")).filter(|p| p.is_file()))
        .or_else(|| on_path("ld.lld"))
}

/// Links an amdgcn relocatable object into an HSA code object with `ld.lld -shared`.
fn link_hsaco(chip: &str, object: &[u8], scratch: &Path) -> Result<Vec<u8>, ArtifactError> {
    let lld = find_lld().ok_or_else(|| ArtifactError::NoLinker {
        chip: chip.to_string(),
    })?;
    let write = |path: PathBuf, bytes: &[u8]| {
        std::fs::write(&path, bytes).map_err(|source| ArtifactError::Write {
            path: path.clone(),
            source,
        })
    };
    std::fs::create_dir_all(scratch).map_err(|source| ArtifactError::Write {
        path: scratch.to_path_buf(),
        source,
    })?;
    let input = scratch.join(format!("{chip}.o"));
    let output = scratch.join(format!("{chip}.hsaco"));
    write(input.clone(), object)?;
    let command = format!(
        "{} -shared {} -o {}",
        lld.display(),
        input.display(),
        output.display()
    );
    let link_error = |message: String| ArtifactError::Link {
        chip: chip.to_string(),
        command: command.clone(),
        message,
    };
    let result = Command::new(&lld)
        .arg("-shared")
        .arg(&input)
        .arg("-o")
        .arg(&output)
        .output();
    match result {
        Ok(out) if out.status.success() => {
            std::fs::read(&output).map_err(|e| link_error(e.to_string()))
        }
        Ok(out) => Err(link_error(
            String::from_utf8_lossy(&out.stderr).trim().to_string(),
        )),
        Err(e) => Err(link_error(e.to_string())),
    }
}

/// A GNU static library (with a symbol table) holding `members` (name, object bytes).
pub fn static_library(members: &[(String, Vec<u8>)]) -> Vec<u8> {
    use ar_archive_writer::{ArchiveKind, DEFAULT_OBJECT_READER, NewArchiveMember};
    let members: Vec<NewArchiveMember> = members
        .iter()
        .map(|(name, bytes)| {
            NewArchiveMember::new(bytes.as_slice(), &DEFAULT_OBJECT_READER, name.clone())
        })
        .collect();
    let mut out = Cursor::new(Vec::new());
    ar_archive_writer::write_archive_to_stream(&mut out, &members, ArchiveKind::Gnu, false, None)
        .expect("internal error: writing an archive to memory cannot fail");
    out.into_inner()
}

#[derive(Serialize)]
struct ManifestFile<'a> {
    format_version: u32,
    generator_version: &'a str,
    llvm_version: &'a str,
    artifact: Vec<ManifestEntry<'a>>,
}

#[derive(Serialize)]
struct ManifestEntry<'a> {
    path: String,
    #[serde(flatten)]
    artifact: &'a Artifact,
}

/// Writes `<out>/<chip>/<program>.<ext>` for every artifact and `<out>/manifest.toml`
/// (sorted by chip, then program, so the folder is a deterministic function of its inputs).
pub fn write_kernels_dir(
    out: &Path,
    artifacts: &[Artifact],
    llvm_version: &str,
) -> Result<PathBuf, ArtifactError> {
    let mut sorted: Vec<&Artifact> = artifacts.iter().collect();
    sorted.sort_by(|a, b| (&a.chip, &a.program).cmp(&(&b.chip, &b.program)));
    let write = |path: &Path, bytes: &[u8]| -> Result<(), ArtifactError> {
        let fail = |source| ArtifactError::Write {
            path: path.to_path_buf(),
            source,
        };
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).map_err(fail)?;
        }
        std::fs::write(path, bytes).map_err(fail)
    };
    let mut entries = Vec::new();
    for artifact in &sorted {
        let relative = format!("{}/{}", artifact.chip, artifact.file_name());
        write(&out.join(&relative), &artifact.payload)?;
        entries.push(ManifestEntry {
            path: relative,
            artifact,
        });
    }
    let manifest = ManifestFile {
        format_version: 1,
        generator_version: GENERATOR_VERSION,
        llvm_version,
        artifact: entries,
    };
    let text = toml::to_string(&manifest).expect("internal error: the manifest serialises");
    let path = out.join("manifest.toml");
    write(
        &path,
        format!("# Generated by `cargo xtask gen`. Do not edit.\n{text}").as_bytes(),
    )?;
    Ok(path)
}
