//! Kernel selection for one device (DESIGN.md 7): which compiled artifact of a program runs on
//! a GPU (or the CPU), with which entry, and why every other artifact does not.
//!
//! [`select`] is pure: a [`Device`] is a plain descriptor (what device discovery reads from the
//! driver, or a fake one in tests), so every rule is tested without a GPU. [`require`] is the
//! launchers' entry: it logs the decision when `TESSERA_TRACE=1` and turns "nothing serves this
//! device" into an error that lists the device, every artifact, why each was rejected and the
//! command that compiles the missing kernel. There is no silent fallback.
//!
//! Rules, in the order [`select`] applies them to each artifact:
//!
//! * NVIDIA (chip `sm_XY`, compute capability `X.Y`): a cubin for `sm_XY` runs on `X.z` with
//!   `z >= Y`; arch-specific code (`sm_XYa`, cubin or PTX) only on exactly `X.Y`; family code
//!   (`sm_XYf`) on `X.z` with `z >= Y`; plain PTX on any device `>= X.Y` whose driver loads its
//!   PTX ISA version ([`PTX_ISA_DRIVERS`]), and only when the policy allows PTX JIT. A cubin
//!   also needs a driver of its toolkit's major version or newer: one that `ptxas` of CUDA
//!   13.5 wrote (its `.note.nv.cuinfo`, [`cubin_toolkit`]) loads on 13.x drivers, not on 12.x
//!   ones, which take the PTX instead. A cubin that runs beats every PTX; among the same kind
//!   the highest target wins, then the most specific (`a` over `f` over plain).
//! * AMD (processor `gfxNNNN` plus optional `:xnack±`/`:sramecc±`): an object for the same
//!   processor, else a generic object whose family covers it ([`AMD_GENERIC_FAMILIES`]); every
//!   feature the object specifies must have the same setting on the device. An exact object beats
//!   a generic one. There is no JIT fallback. (The code-object generic version in `e_flags` is
//!   checked by the loader, not here.)
//! * GPU entries: an image whose entries are all narrower than the row is refused with the limit;
//!   otherwise the narrowest entry whose `max_features` covers the row is chosen.
//! * CPU: [`crate::cpu::select_cpu`], when the [`Mode`] lets the CPU run the program at all.

use std::fmt::{self, Write as _};

use crate::abi::StaticAbi;
use crate::cpu::{self, CpuInfo};
use crate::error::Error;
use crate::kernel::{CpuKernel, GpuFormat, GpuImage, Program};

/// One device a program can run on, as discovery describes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Device {
    Nvidia {
        name: String,
        /// `(major, minor)`: `(8, 6)` for an RTX 3090.
        compute_capability: (u32, u32),
        /// The CUDA driver API version, as `cuDriverGetVersion` reports it: 12080 for 12.8.
        driver_version: u32,
    },
    Amd {
        name: String,
        /// The target ID HIP reports: `gfx1151`, `gfx90a:sramecc+:xnack-`.
        gcn_arch_name: String,
    },
    /// The host CPU (x86 kernels).
    Cpu { info: CpuInfo },
}

impl Device {
    /// The chip name that `cargo xtask gen --chip` takes to compile a native kernel for this
    /// device (`sm_86`, `gfx1100`); `None` for the CPU, whose levels are compiled by name.
    pub fn chip(&self) -> Option<String> {
        match self {
            Device::Nvidia {
                compute_capability: (major, minor),
                ..
            } => Some(format!("sm_{major}{minor}")),
            Device::Amd { gcn_arch_name, .. } => {
                Some(TargetId::parse(gcn_arch_name).processor.to_string())
            }
            Device::Cpu { .. } => None,
        }
    }
}

impl fmt::Display for Device {
    /// `RTX 3090 (NVIDIA, compute capability 8.6, CUDA driver 12.8)`,
    /// `Radeon 8060S (AMD gfx1151)`, `the CPU`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Device::Nvidia {
                name,
                compute_capability: (major, minor),
                driver_version,
            } => write!(
                f,
                "{name} (NVIDIA, compute capability {major}.{minor}, CUDA driver {})",
                cuda_version(*driver_version)
            ),
            Device::Amd {
                name,
                gcn_arch_name,
            } => write!(f, "{name} (AMD {gcn_arch_name})"),
            Device::Cpu { .. } => f.write_str("the CPU"),
        }
    }
}

/// Where a program may run.
///
/// The default is [`Mode::PreferGpu`]: a GPU device runs GPU code or nothing, and the CPU runs a
/// program only when the caller passes [`Device::Cpu`] (DESIGN.md 7: "CPU execution happens only
/// when asked for").
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Mode {
    /// GPU code only: a [`Device::Cpu`] is refused.
    GpuOnly,
    /// A GPU device runs GPU code, never falling back to the CPU; a [`Device::Cpu`], which the
    /// caller chose, runs the best CPU level.
    #[default]
    PreferGpu,
    /// As [`Mode::PreferGpu`], and when no GPU artifact serves a GPU device, the best CPU level
    /// for `host` runs instead. The decision says so ([`Choice::Cpu`] `fallback`).
    CpuAllowed {
        /// The CPU the fallback runs on ([`CpuInfo::detect`] in real use).
        host: CpuInfo,
    },
}

/// What [`select`] may choose.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Policy {
    pub mode: Mode,
    /// Whether the CUDA driver may JIT-compile PTX when no cubin runs. On by default: builds
    /// without `ptxas` ship PTX only.
    pub allow_ptx_jit: bool,
}

impl Default for Policy {
    fn default() -> Self {
        Policy {
            mode: Mode::PreferGpu,
            allow_ptx_jit: true,
        }
    }
}

/// One compiled artifact of a program.
#[derive(Debug, Clone, Copy)]
pub enum ArtifactRef<'a> {
    Gpu(&'a GpuImage),
    Cpu(&'a CpuKernel),
}

impl fmt::Display for ArtifactRef<'_> {
    /// `sm_90 cubin`, `sm_90 PTX`, `gfx1151 HSACO`, `x86-64-v3 CPU kernel`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArtifactRef::Gpu(image) => {
                let format = match image.format {
                    GpuFormat::Ptx => "PTX",
                    GpuFormat::Cubin => "cubin",
                    GpuFormat::Hsaco => "HSACO",
                };
                write!(f, "{} {format}", image.chip)
            }
            ArtifactRef::Cpu(kernel) => write!(f, "{} CPU kernel", kernel.level),
        }
    }
}

/// The kernel [`select`] chose.
#[derive(Debug, Clone, Copy)]
pub enum Choice<'a> {
    /// A GPU image and the entry of it that serves the row width.
    Gpu {
        image: &'a GpuImage,
        entry: &'a StaticAbi,
    },
    /// A CPU kernel; `fallback` when the device was a GPU that no artifact serves and the policy
    /// allowed the CPU instead.
    Cpu {
        kernel: &'a CpuKernel,
        fallback: bool,
    },
}

impl<'a> Choice<'a> {
    /// The chosen artifact.
    pub fn artifact(&self) -> ArtifactRef<'a> {
        match *self {
            Choice::Gpu { image, .. } => ArtifactRef::Gpu(image),
            Choice::Cpu { kernel, .. } => ArtifactRef::Cpu(kernel),
        }
    }

    /// Whether the CUDA driver JIT-compiles the chosen image (it is PTX).
    pub fn needs_jit(&self) -> bool {
        matches!(self, Choice::Gpu { image, .. } if image.format == GpuFormat::Ptx)
    }
}

impl fmt::Display for Choice<'_> {
    /// `sm_90 cubin, entry q_w1024 (rows of up to 1024 features, 1024 lanes)`, with `; the CUDA
    /// driver JIT-compiles it` for PTX; `x86-64-v3 CPU kernel`, with `, as the policy's CPU
    /// fallback` for a fallback.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.artifact())?;
        match *self {
            Choice::Gpu { entry, .. } if entry.rows_per_group() > 1 => write!(
                f,
                ", entry {} (rows of up to {} features, {} rows per workgroup of {} lanes)",
                entry.entry,
                entry.max_features,
                entry.rows_per_group(),
                entry.block_lanes
            )?,
            Choice::Gpu { entry, .. } => write!(
                f,
                ", entry {} (rows of up to {} features, {} lanes)",
                entry.entry, entry.max_features, entry.block_lanes
            )?,
            Choice::Cpu { fallback: true, .. } => f.write_str(", as the policy's CPU fallback")?,
            Choice::Cpu { .. } => {}
        }
        if self.needs_jit() {
            f.write_str("; the CUDA driver JIT-compiles it")?;
        }
        Ok(())
    }
}

/// The outcome of [`select`]: the chosen kernel, if any, and why each other artifact was not.
#[derive(Debug, Clone)]
pub struct Decision<'a> {
    pub program: &'a str,
    /// The device, in words ([`Device`]'s `Display`).
    pub device: String,
    pub n_features: usize,
    pub chosen: Option<Choice<'a>>,
    /// Every other artifact with the reason it was not chosen: GPU images, then CPU kernels,
    /// each in table order.
    pub rejected: Vec<(ArtifactRef<'a>, String)>,
}

impl Decision<'_> {
    /// The decision in words, the choice first, then one line per rejected artifact:
    ///
    /// ```text
    /// kernel selection for program `quadratic` on H100 (NVIDIA, compute capability 9.0, CUDA driver 12.8), rows of 300 features:
    ///   chosen   sm_90 cubin, entry quadratic_w1024 (rows of up to 1024 features, 1024 lanes)
    ///   rejected sm_90 PTX: a cubin, sm_90 cubin, is chosen over PTX
    ///   rejected x86-64 CPU kernel: the device is a GPU and the policy does not fall back to the CPU
    /// ```
    pub fn explain(&self) -> String {
        let mut text = format!(
            "kernel selection for program `{}` on {}, rows of {} features:\n",
            self.program, self.device, self.n_features
        );
        match &self.chosen {
            Some(choice) => writeln!(text, "  chosen   {choice}"),
            None if self.rejected.is_empty() => writeln!(text, "  no kernel was compiled"),
            None => writeln!(
                text,
                "  chosen   none: no compiled kernel serves this device"
            ),
        }
        .expect("writing to a String cannot fail");
        for (artifact, reason) in &self.rejected {
            writeln!(text, "  rejected {artifact}: {reason}")
                .expect("writing to a String cannot fail");
        }
        text
    }
}

/// Chooses the kernel of `program` that runs rows of `n_features` features on `device` under
/// `policy`, and says why every other artifact does not. Pure: no driver is asked anything.
pub fn select<'a>(
    device: &Device,
    program: &'a Program,
    n_features: usize,
    policy: &Policy,
) -> Decision<'a> {
    let (gpu_choice, mut rejected) = select_gpu(device, program.gpu, n_features, policy);
    let (cpu_choice, cpu_rejected) = select_cpu_part(device, program.cpu, policy, gpu_choice);
    rejected.extend(cpu_rejected);
    Decision {
        program: program.name,
        device: device.to_string(),
        n_features,
        chosen: gpu_choice.or(cpu_choice),
        rejected,
    }
}

/// [`select`], then the chosen kernel or an error that lists the device, every artifact and why
/// each was rejected, and what would compile the missing one. Logs the decision to stderr when
/// `TESSERA_TRACE=1`. The launchers' one entry to [`select`].
pub fn require<'a>(
    device: &Device,
    program: &'a Program,
    n_features: usize,
    policy: &Policy,
) -> Result<Choice<'a>, Error> {
    let decision = select(device, program, n_features, policy);
    if cpu::trace_enabled() {
        eprint!("tessera: {}", decision.explain());
    }
    if let Some(choice) = decision.chosen {
        return Ok(choice);
    }
    let describe = |artifact: &ArtifactRef, reason: &String| (artifact.to_string(), reason.clone());
    let error = match device {
        // The CPU was asked for and allowed: the CPU's own error, whose fix is the baseline level.
        Device::Cpu { .. } if policy.mode != Mode::GpuOnly => Error::NoCpuKernel {
            program: program.name.to_string(),
            rejected: decision
                .rejected
                .iter()
                .filter_map(|(artifact, reason)| match artifact {
                    ArtifactRef::Cpu(kernel) => Some((kernel.level.to_string(), reason.clone())),
                    ArtifactRef::Gpu(_) => None,
                })
                .collect(),
        },
        _ => Error::NoKernel {
            program: program.name.to_string(),
            device: decision.device.clone(),
            n_features,
            rejected: decision
                .rejected
                .iter()
                .map(|(artifact, reason)| describe(artifact, reason))
                .collect(),
            fix: fix_for(device),
        },
    };
    Err(error)
}

/// What makes a kernel for `device` exist: the `cargo xtask gen` command for a GPU.
fn fix_for(device: &Device) -> String {
    match device.chip() {
        Some(chip) => {
            format!("compile a kernel for this device with `cargo xtask gen --chip {chip}`")
        }
        None => "the policy is GPU-only (`Mode::GpuOnly`): select a GPU device, or let the CPU \
                 run the program with `Mode::PreferGpu`"
            .to_string(),
    }
}

/// One indented line per rejected artifact, or a line saying nothing was compiled (the
/// rejection list of [`Error::NoKernel`]).
pub fn describe_rejected(rejected: &[(String, String)]) -> String {
    if rejected.is_empty() {
        return "  (no kernel was compiled)\n".to_string();
    }
    let mut text = String::new();
    for (artifact, reason) in rejected {
        writeln!(text, "  {artifact}: {reason}").expect("writing to a String cannot fail");
    }
    text
}

/// How an artifact that runs on the device ranks against the others: the highest wins, the
/// earlier in the table on a tie.
type Rank = (u32, u32, u32, u32);

/// The GPU half of [`select`]: every image judged, the best runnable one chosen.
fn select_gpu<'a>(
    device: &Device,
    images: &'a [GpuImage],
    n_features: usize,
    policy: &Policy,
) -> (Option<Choice<'a>>, Vec<(ArtifactRef<'a>, String)>) {
    let verdicts: Vec<Result<(Rank, &'a StaticAbi), String>> = images
        .iter()
        .map(|image| {
            let rank = image_runs(device, image, policy)?;
            Ok((rank, entry_for(image, n_features)?))
        })
        .collect();
    let mut best: Option<(usize, Rank)> = None;
    for (index, verdict) in verdicts.iter().enumerate() {
        if let Ok((rank, _)) = verdict
            && best.is_none_or(|(_, best_rank)| *rank > best_rank)
        {
            best = Some((index, *rank));
        }
    }
    let chosen = best.map(|(index, _)| &images[index]);
    let rejected = images
        .iter()
        .zip(verdicts.iter())
        .filter(|(image, _)| !chosen.is_some_and(|best| std::ptr::eq(best, *image)))
        .map(|(image, verdict)| {
            let reason = match (verdict, chosen) {
                (Err(reason), _) => reason.clone(),
                (Ok(_), Some(best)) => outranked(image, best),
                (Ok(_), None) => unreachable!("an image that runs is always chosen"),
            };
            (ArtifactRef::Gpu(image), reason)
        })
        .collect();
    let choice = best.map(|(index, _)| {
        let (_, entry) = verdicts[index].as_ref().expect("the chosen image runs");
        Choice::Gpu {
            image: &images[index],
            entry,
        }
    });
    (choice, rejected)
}

/// Why a runnable image lost to `best`.
fn outranked(image: &GpuImage, best: &GpuImage) -> String {
    let best_name = ArtifactRef::Gpu(best);
    if image.format == GpuFormat::Ptx && best.format == GpuFormat::Cubin {
        format!("a cubin, {best_name}, is chosen over PTX")
    } else {
        format!("a closer match, {best_name}, is chosen")
    }
}

/// Whether `image` runs on `device` (its rank if so, the reason if not), row width aside.
fn image_runs(device: &Device, image: &GpuImage, policy: &Policy) -> Result<Rank, String> {
    match device {
        Device::Nvidia {
            compute_capability,
            driver_version,
            ..
        } => nvidia_runs(*compute_capability, *driver_version, image, policy),
        Device::Amd { gcn_arch_name, .. } => amd_runs(&TargetId::parse(gcn_arch_name), image),
        Device::Cpu { .. } => Err("GPU code; the device is the CPU".to_string()),
    }
}

/// The narrowest entry of `image` that serves rows of `n_features`, or the limit that refuses
/// them.
fn entry_for(image: &GpuImage, n_features: usize) -> Result<&StaticAbi, String> {
    let width = n_features as u64;
    // A split entry (`abi::GPU_SPLIT_LAUNCH`) is the sampler launcher's own choice.
    let covering = image
        .entries
        .iter()
        .filter(|entry| entry.max_features >= width && entry.param("partials").is_none())
        .min_by_key(|entry| entry.max_features);
    match (covering, image.entries.iter().map(|e| e.max_features).max()) {
        (Some(entry), _) => Ok(entry),
        (None, Some(widest)) => Err(format!(
            "rows of {n_features} features are wider than the widest entry ({widest})"
        )),
        (None, None) => Err("the image has no entries".to_string()),
    }
}

// ---- NVIDIA ---------------------------------------------------------------------------------

/// The minimum CUDA driver (API version, 12080 = 12.8) that loads each PTX ISA version, from the
/// PTX ISA release history in NVIDIA's PTX ISA documentation (also `cuda.bindings.utils`'
/// `get_minimal_required_cuda_ver_from_ptx_ver`). Oldest first.
pub const PTX_ISA_DRIVERS: &[((u32, u32), u32)] = &[
    ((6, 0), 9000),
    ((6, 1), 9010),
    ((6, 2), 9020),
    ((6, 3), 10000),
    ((6, 4), 10010),
    ((6, 5), 10020),
    ((7, 0), 11000),
    ((7, 1), 11010),
    ((7, 2), 11020),
    ((7, 3), 11030),
    ((7, 4), 11040),
    ((7, 5), 11050),
    ((7, 6), 11060),
    ((7, 7), 11070),
    ((7, 8), 11080),
    ((8, 0), 12000),
    ((8, 1), 12010),
    ((8, 2), 12020),
    ((8, 3), 12030),
    ((8, 4), 12040),
    ((8, 5), 12050),
    ((8, 6), 12070),
    ((8, 7), 12080),
    ((8, 8), 12090),
    ((9, 0), 13000),
    ((9, 1), 13010),
];

/// The driver PTX ISA `version` needs: `Ok(minimum)` from [`PTX_ISA_DRIVERS`], or
/// `Err(newest known driver)` for a version newer than the table, which needs a driver newer
/// than that one.
pub fn ptx_min_driver(version: (u32, u32)) -> Result<u32, u32> {
    match PTX_ISA_DRIVERS.iter().find(|(known, _)| *known == version) {
        Some((_, driver)) => Ok(*driver),
        None => Err(PTX_ISA_DRIVERS.last().map_or(0, |(_, driver)| *driver)),
    }
}

/// The PTX ISA version of a PTX text: its `.version A.B` directive.
pub fn ptx_version(ptx: &[u8]) -> Option<(u32, u32)> {
    let text = String::from_utf8_lossy(ptx);
    let line = text
        .lines()
        .map(str::trim)
        .find_map(|line| line.strip_prefix(".version"))?;
    let (major, minor) = line.split_whitespace().next()?.split_once('.')?;
    Some((major.parse().ok()?, minor.parse().ok()?))
}

/// `12080` as `12.8`.
fn cuda_version(driver: u32) -> String {
    format!("{}.{}", driver / 1000, driver % 1000 / 10)
}

/// The kind of code an `sm_` chip name asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum SmKind {
    /// `sm_XY`: runs on later devices too.
    Plain,
    /// `sm_XYf`: family-specific, runs within the family.
    Family,
    /// `sm_XYa`: arch-specific, runs on exactly `X.Y`.
    Arch,
}

/// `sm_90` as `(9, 0, Plain)`, `sm_100f` as `(10, 0, Family)`, `sm_90a` as `(9, 0, Arch)`.
fn parse_sm(chip: &str) -> Option<(u32, u32, SmKind)> {
    let rest = chip.strip_prefix("sm_")?;
    let (digits, kind) = if let Some(digits) = rest.strip_suffix('a') {
        (digits, SmKind::Arch)
    } else if let Some(digits) = rest.strip_suffix('f') {
        (digits, SmKind::Family)
    } else {
        (rest, SmKind::Plain)
    };
    if digits.len() < 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let (major, minor) = digits.split_at(digits.len() - 1);
    Some((major.parse().ok()?, minor.parse().ok()?, kind))
}

fn nvidia_runs(
    device: (u32, u32),
    driver: u32,
    image: &GpuImage,
    policy: &Policy,
) -> Result<Rank, String> {
    if image.format == GpuFormat::Hsaco {
        return Err("AMD code; the device is an NVIDIA GPU".to_string());
    }
    let Some((major, minor, kind)) = parse_sm(image.chip) else {
        return Err(format!(
            "`{}` is not an NVIDIA chip name (sm_XY, sm_XYa or sm_XYf)",
            image.chip
        ));
    };
    let (device_major, device_minor) = device;
    let same_family = device_major == major && device_minor >= minor;
    let refusal = match (kind, image.format) {
        (SmKind::Arch, _) if device != (major, minor) => Some(format!(
            "arch-specific code runs only on compute capability {major}.{minor}"
        )),
        (SmKind::Family, _) if !same_family => Some(format!(
            "family-specific code runs only on compute capability {major}.{minor} and later \
             {major}.x"
        )),
        (SmKind::Plain, GpuFormat::Cubin) if !same_family => Some(format!(
            "runs only on compute capability {major}.{minor} and later {major}.x"
        )),
        (SmKind::Plain, GpuFormat::Ptx) if device < (major, minor) => Some(format!(
            "needs compute capability {major}.{minor} or higher"
        )),
        _ => None,
    };
    if let Some(refusal) = refusal {
        return Err(format!(
            "{refusal}; the device is {device_major}.{device_minor}"
        ));
    }
    let specificity = match kind {
        SmKind::Plain => 0,
        SmKind::Family => 1,
        SmKind::Arch => 2,
    };
    if image.format == GpuFormat::Cubin {
        cubin_loads(image.bytes, driver)?;
        return Ok((1, major, minor, specificity));
    }
    ptx_loads(image.bytes, driver, policy)?;
    Ok((0, major, minor, specificity))
}

/// Whether the driver loads this cubin: a cubin loads on drivers of the CUDA major version of
/// the `ptxas` that wrote it and later ones (CUDA's minor version compatibility covers older
/// drivers of the same major version only; NVIDIA supports no older major version). A cubin
/// without the toolkit note carries no such limit that the runtime can see; the driver then
/// decides.
fn cubin_loads(cubin: &[u8], driver: u32) -> Result<(), String> {
    match cubin_toolkit(cubin) {
        Some((major, minor)) if driver < major * 1000 => Err(format!(
            "written by ptxas of CUDA {major}.{minor}, it loads on CUDA {major}.0 drivers and \
             newer; the device's driver is {}",
            cuda_version(driver)
        )),
        _ => Ok(()),
    }
}

/// The CUDA toolkit version of the `ptxas` that wrote a cubin: the third 16-bit word of the
/// descriptor of its `.note.nv.cuinfo` note (owner `NVIDIA Corp`, type 1000; the words are the
/// note's version, the SM and the toolkit as `10 * major + minor`, `0x87` for 13.5). `None`
/// when the bytes are not an ELF or have no such note.
pub fn cubin_toolkit(cubin: &[u8]) -> Option<(u32, u32)> {
    const NT_CUDA_CUINFO: u32 = 1000;
    let file = object::read::elf::ElfFile64::<object::Endianness>::parse(cubin).ok()?;
    let desc = crate::verify::elf_note(&file, b"NVIDIA Corp", NT_CUDA_CUINFO)?;
    let toolkit = u32::from(u16::from_le_bytes(desc.get(4..6)?.try_into().ok()?));
    (toolkit > 0).then_some((toolkit / 10, toolkit % 10))
}

/// Whether the driver loads this PTX text and the policy lets it JIT-compile it.
fn ptx_loads(ptx: &[u8], driver: u32, policy: &Policy) -> Result<(), String> {
    let Some((major, minor)) = ptx_version(ptx) else {
        return Err("the PTX text has no `.version` directive".to_string());
    };
    let have = cuda_version(driver);
    match ptx_min_driver((major, minor)) {
        Ok(needed) if driver < needed => {
            return Err(format!(
                "PTX ISA {major}.{minor} needs CUDA driver {} or newer; the device's driver is \
                 {have}",
                cuda_version(needed)
            ));
        }
        Err(newest) if driver <= newest => {
            return Err(format!(
                "PTX ISA {major}.{minor} is newer than every version this runtime knows; it \
                 needs a CUDA driver newer than {}; the device's driver is {have}",
                cuda_version(newest)
            ));
        }
        _ => {}
    }
    if !policy.allow_ptx_jit {
        return Err(
            "PTX needs the CUDA driver's JIT compiler, which the policy forbids \
             (`allow_ptx_jit: false`)"
                .to_string(),
        );
    }
    Ok(())
}

// ---- AMD ------------------------------------------------------------------------------------

/// LLVM's generic AMDGPU processors and the processors each covers (LLVM `AMDGPUUsage`, table
/// "AMDGPU Generic Processors").
pub const AMD_GENERIC_FAMILIES: &[(&str, &[&str])] = &[
    (
        "gfx9-generic",
        &["gfx900", "gfx902", "gfx904", "gfx906", "gfx909", "gfx90c"],
    ),
    ("gfx9-4-generic", &["gfx940", "gfx941", "gfx942", "gfx950"]),
    (
        "gfx10-1-generic",
        &["gfx1010", "gfx1011", "gfx1012", "gfx1013"],
    ),
    (
        "gfx10-3-generic",
        &[
            "gfx1030", "gfx1031", "gfx1032", "gfx1033", "gfx1034", "gfx1035", "gfx1036",
        ],
    ),
    (
        "gfx11-generic",
        &[
            "gfx1100", "gfx1101", "gfx1102", "gfx1103", "gfx1150", "gfx1151", "gfx1152", "gfx1153",
        ],
    ),
    ("gfx12-generic", &["gfx1200", "gfx1201"]),
];

/// An AMD target ID: `gfx90a:sramecc+:xnack-` is processor `gfx90a` with `sramecc` on and
/// `xnack` off. A feature not named is unspecified (an object) or unsupported (a device).
#[derive(Debug, Clone, PartialEq, Eq)]
struct TargetId<'s> {
    processor: &'s str,
    features: Vec<(&'s str, bool)>,
}

impl<'s> TargetId<'s> {
    /// Parses a target ID, with or without the `amdgcn-amd-amdhsa--` triple prefix.
    fn parse(text: &'s str) -> TargetId<'s> {
        let id = text.rsplit("--").next().unwrap_or(text);
        let mut parts = id.split(':');
        let processor = parts.next().unwrap_or("");
        let features = parts
            .filter_map(|part| {
                let (name, sign) = part.split_at(part.len().checked_sub(1)?);
                match sign {
                    "+" => Some((name, true)),
                    "-" => Some((name, false)),
                    _ => None,
                }
            })
            .collect();
        TargetId {
            processor,
            features,
        }
    }

    fn feature(&self, name: &str) -> Option<bool> {
        self.features
            .iter()
            .find(|(feature, _)| *feature == name)
            .map(|(_, on)| *on)
    }
}

fn sign(on: bool) -> char {
    if on { '+' } else { '-' }
}

fn amd_runs(device: &TargetId, image: &GpuImage) -> Result<Rank, String> {
    if image.format != GpuFormat::Hsaco {
        return Err("NVIDIA code; the device is an AMD GPU".to_string());
    }
    let object = TargetId::parse(image.chip);
    let exact = object.processor == device.processor;
    if !exact {
        let family = AMD_GENERIC_FAMILIES
            .iter()
            .find(|(generic, _)| *generic == object.processor);
        match family {
            Some((_, members)) if members.contains(&device.processor) => {}
            Some((generic, members)) => {
                return Err(format!(
                    "{generic} covers {}; the device is {}",
                    members.join(", "),
                    device.processor
                ));
            }
            None if object.processor.ends_with("-generic") => {
                return Err(format!(
                    "{} is a generic processor this runtime does not know",
                    object.processor
                ));
            }
            None => {
                return Err(format!(
                    "code for {} runs only on {}; the device is {}",
                    object.processor, object.processor, device.processor
                ));
            }
        }
    }
    for &(feature, on) in &object.features {
        match device.feature(feature) {
            Some(device_on) if device_on == on => {}
            Some(device_on) => {
                return Err(format!(
                    "built with {feature}{}; the device runs with {feature}{}",
                    sign(on),
                    sign(device_on)
                ));
            }
            None => {
                return Err(format!(
                    "built with {feature}{}; the device does not report {feature}",
                    sign(on)
                ));
            }
        }
    }
    Ok((u32::from(exact), object.features.len() as u32, 0, 0))
}

// ---- CPU ------------------------------------------------------------------------------------

/// The CPU half of [`select`]: whether the mode lets the CPU run the program on `device`, and
/// [`cpu::select_cpu`] when it does.
fn select_cpu_part<'a>(
    device: &Device,
    kernels: &'a [CpuKernel],
    policy: &Policy,
    gpu_choice: Option<Choice<'a>>,
) -> (Option<Choice<'a>>, Vec<(ArtifactRef<'a>, String)>) {
    let refuse_all = |reason: String| {
        let rejected = kernels
            .iter()
            .map(|kernel| (ArtifactRef::Cpu(kernel), reason.clone()))
            .collect();
        (None, rejected)
    };
    let (cpu, fallback) = match (device, &policy.mode) {
        (Device::Cpu { .. }, Mode::GpuOnly) => {
            return refuse_all("the policy is GPU-only (`Mode::GpuOnly`)".to_string());
        }
        (Device::Cpu { info }, _) => (info, false),
        (_, Mode::CpuAllowed { host }) => match gpu_choice {
            None => (host, true),
            Some(choice) => {
                return refuse_all(format!(
                    "the GPU runs the program ({} is chosen)",
                    choice.artifact()
                ));
            }
        },
        _ => {
            return refuse_all(
                "the device is a GPU and the policy does not fall back to the CPU \
                 (`Mode::CpuAllowed` does)"
                    .to_string(),
            );
        }
    };
    let decision = cpu::select_cpu(cpu, kernels);
    let choice = decision
        .chosen
        .map(|kernel| Choice::Cpu { kernel, fallback });
    let rejected = decision
        .rejected
        .into_iter()
        .map(|(kernel, reason)| (ArtifactRef::Cpu(kernel), reason))
        .collect();
    (choice, rejected)
}
