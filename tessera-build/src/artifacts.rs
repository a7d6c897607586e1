//! Stage 8: artifacts. Packages what the emitter produced into shippable payloads (PTX text and,
//! where `ptxas` is found, a cubin compiled from it; an HSACO linked with `ld.lld -shared`; x86
//! objects bundled into a static library), checks each GPU payload's header against its chip,
//! records its compatibility facts, hashes it, and writes kernels folders with their manifest.

use std::ffi::OsStr;
use std::io::Cursor;
use std::path::{Path, PathBuf};

use object::elf;
use object::read::elf::FileHeader;
use serde::Serialize;
use sha2::{Digest, Sha256};
use tessera_rt::abi::AbiRecord;
use tessera_rt::manifest::{Manifest, ManifestArtifact};

use crate::targets::{Format, Target, amdgpu};
use crate::tools;

/// The version of this generator (recorded in every manifest).
pub const GENERATOR_VERSION: &str = env!("CARGO_PKG_VERSION");

/// One compiled kernel, ready to embed or ship.
#[derive(Debug, Clone, Serialize)]
pub struct Artifact {
    pub program: String,
    pub chip: String,
    /// Which program and compilation this payload is (see [`Identity`]).
    #[serde(flatten)]
    pub identity: Identity,
    #[serde(skip)]
    pub format: Format,
    pub payload_kind: &'static str,
    pub payload_sha256: String,
    pub payload_size: usize,
    pub generator_version: String,
    pub llvm_version: String,
    /// What a loader needs to know to decide whether the payload runs on a device.
    pub compat: Compat,
    /// The ABI record of every entry in the payload (one for x86; one per per-lane capacity
    /// for GPUs).
    pub entries: Vec<AbiRecord>,
    #[serde(skip)]
    pub payload: Vec<u8>,
}

/// What identifies a payload (DESIGN.md 6): the program's canonical hash, the semantic
/// fingerprint of its compilation for one chip, and the numeric policy it keeps.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Identity {
    /// sha256 of the canonical spec.
    pub program_hash: String,
    /// sha256 of everything that determines the payload: canonical spec, lowered row program,
    /// LLVM version, target triple/cpu/features, generator version, numeric policy.
    pub fingerprint: String,
    pub numeric_policy: &'static str,
}

impl Identity {
    /// The identity of `row_program` (lowered from `spec`) compiled for `target` with LLVM
    /// `llvm_version`. Needs no LLVM: a prebuilt kernels folder can be checked against it.
    pub fn new(
        spec: &crate::spec::ProgramSpec,
        row_program: &crate::rows::RowProgram,
        target: &dyn Target,
        llvm_version: &str,
    ) -> Self {
        let canonical = spec.canonical();
        let policy = spec.noise.name();
        let semantic = format!(
            "{canonical}--rows--\n{}--target--\n{} {} {} {}\n--llvm--\n{llvm_version}\n--generator--\n{GENERATOR_VERSION}\n--policy--\n{policy}\n",
            crate::rows::text(row_program),
            target.chip(),
            target.triple(),
            target.llvm_cpu(),
            target.llvm_features(),
        );
        Identity {
            program_hash: sha256_hex(canonical.as_bytes()),
            fingerprint: sha256_hex(semantic.as_bytes()),
            numeric_policy: policy,
        }
    }
}

impl Artifact {
    /// The artifact's manifest record, its payload at `path` (relative to the folder).
    pub fn manifest_entry(&self, path: String) -> ManifestArtifact {
        ManifestArtifact {
            path,
            program: self.program.clone(),
            chip: self.chip.clone(),
            program_hash: self.identity.program_hash.clone(),
            fingerprint: self.identity.fingerprint.clone(),
            numeric_policy: self.identity.numeric_policy.to_string(),
            payload_kind: self.payload_kind.to_string(),
            payload_sha256: self.payload_sha256.clone(),
            payload_size: self.payload_size,
            generator_version: self.generator_version.clone(),
            llvm_version: self.llvm_version.clone(),
            compat: self.compat.clone(),
            entries: self.entries.clone(),
        }
    }

    /// `<program>.<ext>`, the file name inside a chip folder.
    pub fn file_name(&self) -> String {
        format!("{}.{}", self.program, self.format.extension())
    }
}

pub use tessera_rt::manifest::{Compat, EntryResources};

/// A packaging failure: a missing tool, a tool that failed, an I/O error, or a payload whose
/// header does not match its chip (a bug), naming what failed.
#[derive(Debug, thiserror::Error)]
pub enum ArtifactError {
    #[error(
        "cannot link the {what} for chip `{chip}`: no `ld.lld` found (looked for $TESSERA_LLD, \
         ld.lld-22 and ld.lld on PATH, /usr/lib/llvm-22/bin/ld.lld); install it with \
         `apt-get install lld-22`"
    )]
    NoLinker { what: &'static str, chip: String },
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
    #[error(
        "internal error (a bug in tessera, please report it): the {what} for chip `{chip}` \
         {message}"
    )]
    Check {
        chip: String,
        what: &'static str,
        message: String,
    },
}

/// Lowercase hex SHA-256.
pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Turns the emitter's output for `program` on `target` into its artifacts, each checked
/// against the chip: the x86 object; the HSACO; the PTX and, when [`tools::find_ptxas`] finds
/// `ptxas`, a cubin compiled from it (same entries). `scratch` holds tool temporaries.
pub fn package(
    target: &dyn Target,
    program: &str,
    identity: &Identity,
    object: Vec<u8>,
    entries: &[AbiRecord],
    llvm_version: &str,
    scratch: &Path,
) -> Result<Vec<Artifact>, ArtifactError> {
    let chip = target.chip();
    let artifact = |format: Format, payload: Vec<u8>, compat: Compat| Artifact {
        program: program.to_string(),
        chip: chip.to_string(),
        identity: identity.clone(),
        format,
        payload_kind: format.extension(),
        payload_sha256: sha256_hex(&payload),
        payload_size: payload.len(),
        generator_version: GENERATOR_VERSION.to_string(),
        llvm_version: llvm_version.to_string(),
        compat,
        entries: entries.to_vec(),
        payload,
    };
    match target.format() {
        Format::Object => {
            let features = tessera_rt::cpu::level(chip)
                .map(|l| l.features.iter().map(|f| f.to_string()).collect());
            Ok(vec![artifact(
                Format::Object,
                object,
                Compat {
                    x86_features: features,
                    ..Compat::default()
                },
            )])
        }
        Format::Hsaco => {
            let hsaco = link_hsaco(chip, &object, scratch)?;
            let compat = check_hsaco(chip, &hsaco)?;
            Ok(vec![artifact(Format::Hsaco, hsaco, compat)])
        }
        Format::Ptx => {
            let compat = check_ptx(chip, &object)?;
            let cubin = match tools::find_ptxas() {
                Some(ptxas) => Some(compile_cubin(&ptxas, chip, &object, scratch)?),
                None => None,
            };
            let mut out = vec![artifact(Format::Ptx, object, compat)];
            if let Some((cubin, resources)) = cubin {
                let compat = Compat {
                    cubin_resources: Some(resources),
                    ..check_cubin(chip, &cubin)?
                };
                out.push(artifact(Format::Cubin, cubin, compat));
            }
            Ok(out)
        }
        Format::Cubin => Err(ArtifactError::Check {
            chip: chip.to_string(),
            what: "target",
            message: "has format cubin, which only a PTX target produces".to_string(),
        }),
    }
}

/// Checks a PTX text for `chip` and returns its compat facts: its `.version` and a `.target`
/// that names `chip`.
pub fn check_ptx(chip: &str, ptx: &[u8]) -> Result<Compat, ArtifactError> {
    let fail = |message: String| ArtifactError::Check {
        chip: chip.to_string(),
        what: "PTX",
        message,
    };
    let text = std::str::from_utf8(ptx).map_err(|e| fail(format!("is not UTF-8 text: {e}")))?;
    let directive = |name: &str| {
        text.lines().find_map(|line| {
            line.trim()
                .strip_prefix(name)
                .filter(|rest| rest.starts_with([' ', '\t']))
                .map(|rest| {
                    rest.split([',', '/'])
                        .next()
                        .unwrap_or("")
                        .trim()
                        .to_string()
                })
        })
    };
    let version = directive(".version").ok_or_else(|| fail("has no `.version`".to_string()))?;
    let target = directive(".target").ok_or_else(|| fail("has no `.target`".to_string()))?;
    if target != chip {
        return Err(fail(format!("targets `{target}`")));
    }
    let min_driver = tessera_rt::select::ptx_version(ptx)
        .and_then(|v| tessera_rt::select::ptx_min_driver(v).ok());
    Ok(Compat {
        ptx_version: Some(version),
        ptx_min_driver: min_driver.map(|d| format!("{}.{}", d / 1000, d % 1000 / 10)),
        ptx_target: Some(target),
        ..Compat::default()
    })
}

/// The 64-bit little-endian ELF header of `bytes` and its endianness, when it is for machine
/// `machine` (`name` names it in the message), or what is wrong with it.
fn elf_header_for<'a>(
    bytes: &'a [u8],
    machine: u16,
    name: &str,
) -> Result<
    (
        &'a elf::FileHeader64<object::Endianness>,
        object::Endianness,
    ),
    String,
> {
    let header = elf_header(bytes)?;
    let endian = header.endian().map_err(|e| e.to_string())?;
    if header.e_machine(endian) != machine {
        return Err(format!(
            "has e_machine {}, not {name} ({machine})",
            header.e_machine(endian)
        ));
    }
    Ok((header, endian))
}

/// The 64-bit little-endian ELF header of `bytes`, or what is wrong with it.
fn elf_header(bytes: &[u8]) -> Result<&elf::FileHeader64<object::Endianness>, String> {
    // e_ident: the magic, then EI_CLASS and EI_DATA.
    let ident = bytes.get(..16).ok_or("is too short for an ELF file")?;
    if ident[..4] != elf::ELFMAG {
        return Err("is not an ELF file".to_string());
    }
    if ident[4] != elf::ELFCLASS64 || ident[5] != elf::ELFDATA2LSB {
        return Err(format!(
            "is not a 64-bit little-endian ELF file (class {}, data {})",
            ident[4], ident[5]
        ));
    }
    elf::FileHeader64::<object::Endianness>::parse(bytes).map_err(|e| format!("is not ELF: {e}"))
}

/// `EF_CUDA_SM`: the SM in a cubin's `e_flags` before ELF ABI version 8 (`ELFABIVERSION_CUDA_V2`).
const EF_CUDA_SM: u32 = 0xff;
/// `EF_CUDA_SM_MASK`: the SM in a cubin's `e_flags` from ELF ABI version 8 on.
const EF_CUDA_SM_MASK: u32 = 0xff00;
const ELFABIVERSION_CUDA_V2: u8 = 8;

/// Checks a cubin for `chip` (`sm_XY`) and returns its compat facts: a 64-bit ELF for
/// `EM_CUDA` whose `e_flags` name the SM; the oldest driver that loads it when its toolkit note
/// says.
pub fn check_cubin(chip: &str, cubin: &[u8]) -> Result<Compat, ArtifactError> {
    let fail = |message: String| ArtifactError::Check {
        chip: chip.to_string(),
        what: "cubin",
        message,
    };
    let (header, endian) = elf_header_for(cubin, elf::EM_CUDA, "EM_CUDA").map_err(fail)?;
    let flags = header.e_flags(endian);
    let sm = if header.e_ident().abi_version >= ELFABIVERSION_CUDA_V2 {
        (flags & EF_CUDA_SM_MASK) >> 8
    } else {
        flags & EF_CUDA_SM
    };
    let sm = format!("sm_{sm}");
    if sm != chip {
        return Err(fail(format!("names {sm} in e_flags {flags:#x}")));
    }
    let min_driver =
        tessera_rt::select::cubin_toolkit(cubin).map(|(major, _)| format!("{major}.0"));
    Ok(Compat {
        cubin_sm: Some(sm),
        cubin_min_driver: min_driver,
        e_flags: Some(flags),
        ..Compat::default()
    })
}

/// `EF_AMDGPU_MACH`: the chip field of an HSACO's `e_flags` (LLVM's `BinaryFormat/ELF.h`).
pub const EF_AMDGPU_MACH: u32 = 0x0ff;
/// `EF_AMDGPU_GENERIC_VERSION`: the generic version field of `e_flags` (code object v6+).
pub const EF_AMDGPU_GENERIC_VERSION: u32 = 0xff00_0000;
const EF_AMDGPU_GENERIC_VERSION_OFFSET: u32 = 24;
const ELFOSABI_AMDGPU_HSA: u8 = 64;

/// Checks an HSACO for `chip` and returns its compat facts: a 64-bit ELF shared object for
/// `EM_AMDGPU` and the HSA OS ABI whose `EF_AMDGPU_MACH` is the chip's ([`amdgpu::elf_mach`]);
/// for a generic chip, a code object of version 6 or later with a generic version; for any
/// other, no generic version.
pub fn check_hsaco(chip: &str, hsaco: &[u8]) -> Result<Compat, ArtifactError> {
    let fail = |message: String| ArtifactError::Check {
        chip: chip.to_string(),
        what: "HSACO",
        message,
    };
    let (header, endian) = elf_header_for(hsaco, elf::EM_AMDGPU, "EM_AMDGPU").map_err(fail)?;
    if header.e_type(endian) != elf::ET_DYN {
        return Err(fail(format!(
            "has e_type {}, not a shared object",
            header.e_type(endian)
        )));
    }
    let ident = header.e_ident();
    if ident.os_abi != ELFOSABI_AMDGPU_HSA {
        return Err(fail(format!(
            "has OS ABI {}, not AMDGPU HSA ({ELFOSABI_AMDGPU_HSA})",
            ident.os_abi
        )));
    }
    // ELFABIVERSION_AMDGPU_HSA_V2 is 0, V3 is 1, ...: the version is the ABI version plus 2.
    let code_object_version = u32::from(ident.abi_version) + 2;
    let flags = header.e_flags(endian);
    let mach = flags & EF_AMDGPU_MACH;
    let expected = amdgpu::elf_mach(chip)
        .ok_or_else(|| fail("has no known EF_AMDGPU_MACH value".to_string()))?;
    if mach != expected {
        return Err(fail(format!(
            "has EF_AMDGPU_MACH {mach:#05x} in e_flags {flags:#x}; expected {expected:#05x}"
        )));
    }
    let generic_version = (flags & EF_AMDGPU_GENERIC_VERSION) >> EF_AMDGPU_GENERIC_VERSION_OFFSET;
    if amdgpu::is_generic(chip) {
        if code_object_version < amdgpu::MIN_GENERIC_CODE_OBJECT_VERSION {
            return Err(fail(format!(
                "is code object version {code_object_version}; a generic target needs {} or later",
                amdgpu::MIN_GENERIC_CODE_OBJECT_VERSION
            )));
        }
        if generic_version == 0 {
            return Err(fail(format!(
                "has no generic version in e_flags {flags:#x}"
            )));
        }
    } else if generic_version != 0 {
        return Err(fail(format!(
            "has generic version {generic_version} in e_flags {flags:#x}, but is no generic target"
        )));
    }
    Ok(Compat {
        e_flags: Some(flags),
        code_object_version: Some(code_object_version),
        generic_version: Some(generic_version),
        ..Compat::default()
    })
}

/// Compiles `ptx` for `chip` into a cubin: `ptxas -v -arch=<chip> <in> -o <out>`
/// (deterministic: the same PTX gives the same bytes, wherever the files lie). Returns the
/// cubin and the resources `-v` reported for each entry ([`parse_ptxas_resources`]).
fn compile_cubin(
    ptxas: &Path,
    chip: &str,
    ptx: &[u8],
    scratch: &Path,
) -> Result<(Vec<u8>, Vec<EntryResources>), ArtifactError> {
    let input = scratch.join(format!("{chip}.ptx"));
    let output = scratch.join(format!("{chip}.cubin"));
    write_scratch(scratch, &input, ptx)?;
    let arch = format!("-arch={chip}");
    let args = [
        OsStr::new("-v"),
        OsStr::new(&arch),
        input.as_os_str(),
        OsStr::new("-o"),
        output.as_os_str(),
    ];
    let failed = |(command, message)| ArtifactError::Link {
        chip: chip.to_string(),
        command,
        message,
    };
    let report = tools::run(ptxas, &args).map_err(failed)?;
    let cubin = std::fs::read(&output)
        .map_err(|e| failed((format!("reading {}", output.display()), e.to_string())))?;
    Ok((cubin, parse_ptxas_resources(&report)))
}

/// The per-entry resources in a `ptxas -v` report: each `Compiling entry function 'NAME'` line
/// starts an entry; its `N bytes stack frame, N bytes spill stores, N bytes spill loads` and
/// `Used N registers, ..., N bytes smem, ...` lines fill it in (a figure ptxas leaves out is 0).
pub fn parse_ptxas_resources(report: &str) -> Vec<EntryResources> {
    /// The number just before `unit` in `line` (`"64 bytes stack frame"`, unit `"bytes
    /// stack frame"`: 64).
    fn figure(line: &str, unit: &str) -> Option<u32> {
        let before = &line[..line.find(unit)?];
        before.split_whitespace().last()?.parse().ok()
    }
    let mut entries: Vec<EntryResources> = Vec::new();
    for line in report.lines() {
        if let Some(rest) = line.split("Compiling entry function '").nth(1) {
            let name = rest.split('\'').next().unwrap_or_default();
            entries.push(EntryResources {
                entry: name.to_string(),
                ..EntryResources::default()
            });
            continue;
        }
        let Some(entry) = entries.last_mut() else {
            continue;
        };
        if let Some(frame) = figure(line, "bytes stack frame") {
            entry.stack_frame_bytes = frame;
            entry.spill_store_bytes = figure(line, "bytes spill stores").unwrap_or(0);
            entry.spill_load_bytes = figure(line, "bytes spill loads").unwrap_or(0);
        }
        if let Some(registers) = figure(line, "registers") {
            entry.registers = registers;
            entry.shared_bytes = figure(line, "bytes smem").unwrap_or(0);
        }
    }
    entries
}

fn write_scratch(scratch: &Path, path: &Path, bytes: &[u8]) -> Result<(), ArtifactError> {
    std::fs::create_dir_all(scratch).map_err(|source| ArtifactError::Write {
        path: scratch.to_path_buf(),
        source,
    })?;
    std::fs::write(path, bytes).map_err(|source| ArtifactError::Write {
        path: path.to_path_buf(),
        source,
    })
}

/// Links an amdgcn relocatable object into an HSA code object with `ld.lld -shared`.
fn link_hsaco(chip: &str, object: &[u8], scratch: &Path) -> Result<Vec<u8>, ArtifactError> {
    link_shared("HSACO", chip, object, scratch, "hsaco")
}

/// Links a relocatable object of `chip` into a shared object with `ld.lld -shared` (an HSACO,
/// a host library of the SIMT emulator, or a test's loadable x86 library), through
/// `<scratch>/<chip>.o` and `<scratch>/<chip>.<extension>`; `what` names the output in errors.
pub fn link_shared(
    what: &'static str,
    chip: &str,
    object: &[u8],
    scratch: &Path,
    extension: &str,
) -> Result<Vec<u8>, ArtifactError> {
    let lld = tools::find_lld().ok_or_else(|| ArtifactError::NoLinker {
        what,
        chip: chip.to_string(),
    })?;
    let input = scratch.join(format!("{chip}.o"));
    let output = scratch.join(format!("{chip}.{extension}"));
    write_scratch(scratch, &input, object)?;
    let args = [
        OsStr::new("-shared"),
        input.as_os_str(),
        OsStr::new("-o"),
        output.as_os_str(),
    ];
    let failed = |(command, message)| ArtifactError::Link {
        chip: chip.to_string(),
        command,
        message,
    };
    tools::run(&lld, &args).map_err(failed)?;
    std::fs::read(&output)
        .map_err(|e| failed((format!("reading {}", output.display()), e.to_string())))
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

/// Writes `<out>/<chip>/<program>.<ext>` for every artifact and `<out>/manifest.toml`
/// (sorted by chip, then file name, so the folder is a deterministic function of its inputs).
pub fn write_kernels_dir(
    out: &Path,
    artifacts: &[Artifact],
    llvm_version: &str,
) -> Result<PathBuf, ArtifactError> {
    let mut sorted: Vec<&Artifact> = artifacts.iter().collect();
    sorted.sort_by_key(|a| (a.chip.clone(), a.file_name()));
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
        entries.push(artifact.manifest_entry(relative));
    }
    let manifest = Manifest {
        format_version: tessera_rt::manifest::FORMAT_VERSION,
        generator_version: GENERATOR_VERSION.to_string(),
        llvm_version: llvm_version.to_string(),
        tools: crate::tools::versions(sorted.iter().map(|a| a.format)),
        artifact: entries,
    };
    let path = out.join("manifest.toml");
    write(&path, manifest.to_text().as_bytes())?;
    Ok(path)
}
