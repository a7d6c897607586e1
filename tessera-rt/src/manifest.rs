//! The kernels-folder manifest (`kernels-out/manifest.toml`): one set of types for the
//! generator that writes it (`cargo xtask gen`) and the builds that package its artifacts
//! without LLVM (`tessera-build` without its `llvm` feature).

use serde::{Deserialize, Serialize};

use crate::abi::AbiRecord;

/// The manifest format this version reads and writes.
pub const FORMAT_VERSION: u32 = 1;

/// A kernels folder's manifest.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Manifest {
    pub format_version: u32,
    pub generator_version: String,
    pub llvm_version: String,
    /// The external tools that produced payloads, by name, with the version they report
    /// (`ld.lld` for HSACO, `ptxas` for cubins).
    #[serde(default)]
    pub tools: std::collections::BTreeMap<String, String>,
    #[serde(default)]
    pub artifact: Vec<ManifestArtifact>,
}

/// One payload of the folder.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ManifestArtifact {
    /// `<chip>/<program>.<ext>`, relative to the folder.
    pub path: String,
    pub program: String,
    pub chip: String,
    /// sha256 of the canonical spec.
    pub program_hash: String,
    /// sha256 of everything that determines the payload (canonical spec, lowered program,
    /// LLVM version, target, generator version, numeric policy).
    pub fingerprint: String,
    pub numeric_policy: String,
    /// `o`, `ptx`, `cubin` or `hsaco`.
    pub payload_kind: String,
    pub payload_sha256: String,
    pub payload_size: usize,
    pub generator_version: String,
    pub llvm_version: String,
    /// What a loader needs to know to decide whether the payload runs on a device.
    #[serde(default)]
    pub compat: Compat,
    /// The ABI record of every entry in the payload.
    pub entries: Vec<AbiRecord>,
}

/// The compatibility facts of one payload, read from the payload itself. Only the fields of
/// the payload's format are set.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Compat {
    /// PTX: the PTX ISA version of its `.version` directive (`"7.8"`); the driver must support
    /// it to JIT the image.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ptx_version: Option<String>,
    /// PTX: the oldest CUDA driver that JIT-compiles its PTX ISA version (`"11.8"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ptx_min_driver: Option<String>,
    /// PTX: its `.target` (`"sm_90"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ptx_target: Option<String>,
    /// cubin: the SM its `e_flags` names (`"sm_90"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cubin_sm: Option<String>,
    /// cubin: the oldest CUDA driver that loads it (`"13.0"`): the major version of the `ptxas`
    /// that wrote it, from its `.note.nv.cuinfo` (`select::cubin_toolkit`); older drivers take
    /// the PTX.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cubin_min_driver: Option<String>,
    /// cubin and HSACO: the ELF header's `e_flags`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub e_flags: Option<u32>,
    /// HSACO: the code-object version (from `EI_ABIVERSION`: 4, 5, 6, ...).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code_object_version: Option<u32>,
    /// HSACO: `EF_AMDGPU_GENERIC_VERSION` of a generic target's code object (0 for a specific
    /// chip).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generic_version: Option<u32>,
    /// x86: the CPU features the object's code may use (`std::arch` names).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub x86_features: Option<Vec<String>>,
    /// cubin: what `ptxas -v` reported for each entry when it wrote the cubin (registers per
    /// thread, spills, stack, shared memory), in the order ptxas compiled them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cubin_resources: Option<Vec<EntryResources>>,
}

/// The resources `ptxas -v` reports for one compiled entry.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct EntryResources {
    pub entry: String,
    /// Registers per thread.
    pub registers: u32,
    pub spill_store_bytes: u32,
    pub spill_load_bytes: u32,
    pub stack_frame_bytes: u32,
    /// Static shared memory (`smem`).
    pub shared_bytes: u32,
}

/// A manifest that cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ManifestError {
    #[error("the manifest is not valid TOML or misses a field: {0}")]
    Invalid(String),
    #[error(
        "the kernels folder has manifest format version {found}, newer than this version of \
         tessera understands ({FORMAT_VERSION}): update tessera, or regenerate the folder with \
         this version's `cargo xtask gen`"
    )]
    NewerFormat { found: u32 },
}

impl Manifest {
    /// Parses manifest text, refusing a newer format before reading anything else of it.
    pub fn parse(text: &str) -> Result<Manifest, ManifestError> {
        #[derive(Deserialize)]
        struct Version {
            format_version: u32,
        }
        let version: Version = toml::from_str(text)
            .map_err(|e| ManifestError::Invalid(e.message().trim().to_string()))?;
        if version.format_version > FORMAT_VERSION {
            return Err(ManifestError::NewerFormat {
                found: version.format_version,
            });
        }
        toml::from_str(text).map_err(|e| ManifestError::Invalid(e.message().trim().to_string()))
    }

    /// The manifest's text, as the generator writes it.
    pub fn to_text(&self) -> String {
        let text = toml::to_string(self).expect("internal error: a manifest serialises");
        format!("# Generated by `cargo xtask gen`. Do not edit.\n{text}")
    }
}
