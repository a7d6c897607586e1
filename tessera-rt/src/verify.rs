//! Load-time checks of embedded GPU images (DESIGN.md 6: "the runtime re-checks the record and
//! the entry symbol in the loaded image before the first launch"). No driver is needed: the
//! checks read the bytes the binary embeds.
//!
//! [`verify_image`] checks, in order:
//!
//! 1. The sha256 of the bytes is the one recorded at build time ([`GpuImage::sha256`]): an image
//!    altered or truncated after the build is refused before anything parses it.
//! 2. Every entry of the kernel table is in the image:
//!    * PTX: the text targets the image's chip (`.target sm_90`) and declares
//!      `.visible .entry <name>(`;
//!    * cubin: an ELF for EM_CUDA with a symbol `<name>`;
//!    * HSACO: an ELF for EM_AMDGPU that exports the kernel descriptor `<name>.kd`, and whose
//!      `NT_AMDGPU_METADATA` note (msgpack) lists a kernel `.name: <name>` whose explicit
//!      arguments (`.args` less the runtime's `hidden_*` ones, which follow them) are the kernel
//!      table's parameters: as many, each at the table's `.offset` with its `.size`.
//!
//! Each image is verified at most once per process: the first success is remembered (failures
//! are not, so they are reported on every attempt). The driver layers call [`verify_image`]
//! before the driver sees an image (`CudaModule::load`, `HipModule::load`), and the GPU
//! launchers call it with the program's name once selection has chosen the image; selection
//! itself stays pure. [`verify_program`] verifies every image of a program up front.
//!
//! x86 kernels are not verified here: their entries are linked symbols (`CpuKernel::entry` is a
//! function pointer), so the linker has already guaranteed they exist.

use std::collections::HashSet;
use std::fmt::Write as _;
use std::sync::{Mutex, OnceLock};

use object::read::elf::{ElfFile64, FileHeader, SectionHeader};
use object::{Endianness, Object, ObjectSymbol, elf};
use sha2::{Digest, Sha256};

use crate::abi::StaticAbi;
use crate::error::Error;
use crate::kernel::{GpuFormat, GpuImage, Program};
use crate::select::ArtifactRef;

/// `NT_AMDGPU_METADATA`: the note type of an AMD code object's msgpack metadata.
const NT_AMDGPU_METADATA: u32 = 32;

/// Verifies every GPU image of `program` (see the module doc); the first failure is the error.
/// Useful at startup, to refuse a damaged binary before any work is queued.
pub fn verify_program(program: &Program) -> Result<(), Error> {
    program
        .gpu
        .iter()
        .try_for_each(|image| verify_image(program.name, image))
}

/// Verifies `image` of program `program` (see the module doc) unless it was verified before in
/// this process. `program` names the image in errors; pass `""` when it is not known.
pub fn verify_image(program: &str, image: &GpuImage) -> Result<(), Error> {
    let key = ImageKey::of(image);
    if verified().lock().is_ok_and(|set| set.contains(&key)) {
        return Ok(());
    }
    check_sha256(program, image)?;
    match image.format {
        GpuFormat::Ptx => check_ptx(program, image)?,
        GpuFormat::Cubin => check_cubin(program, image)?,
        GpuFormat::Hsaco => check_hsaco(program, image)?,
    }
    // A poisoned set only means another thread panicked while inserting: the image is verified
    // again next time.
    if let Ok(mut set) = verified().lock() {
        set.insert(key);
    }
    Ok(())
}

/// What identifies an image: the addresses and lengths of its parts. Every part is `'static`
/// and immutable, so the same key means the same contents, even for two `GpuImage` values built
/// at the same stack address (which the image's own address would confuse).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct ImageKey {
    chip: (usize, usize),
    format: u8,
    bytes: (usize, usize),
    sha256: (usize, usize),
    entries: (usize, usize),
}

impl ImageKey {
    fn of(image: &GpuImage) -> ImageKey {
        ImageKey {
            chip: (image.chip.as_ptr() as usize, image.chip.len()),
            format: image.format as u8,
            bytes: (image.bytes.as_ptr() as usize, image.bytes.len()),
            sha256: (image.sha256.as_ptr() as usize, image.sha256.len()),
            entries: (image.entries.as_ptr() as usize, image.entries.len()),
        }
    }
}

/// The images verified so far in this process.
fn verified() -> &'static Mutex<HashSet<ImageKey>> {
    static VERIFIED: OnceLock<Mutex<HashSet<ImageKey>>> = OnceLock::new();
    VERIFIED.get_or_init(Default::default)
}

/// The names an error gives the image: `sm_90 PTX`, and the program (may be empty).
fn names(program: &str, image: &GpuImage) -> (String, String) {
    (program.to_string(), ArtifactRef::Gpu(image).to_string())
}

fn malformed(program: &str, image: &GpuImage, reason: String) -> Error {
    let (program, image) = names(program, image);
    Error::ImageMalformed {
        program,
        image,
        reason,
    }
}

fn missing_entry(program: &str, image: &GpuImage, entry: &str, looked_for: String) -> Error {
    let (program, image) = names(program, image);
    Error::ImageEntryMissing {
        program,
        image,
        entry: entry.to_string(),
        looked_for,
    }
}

fn abi_mismatch(program: &str, image: &GpuImage, entry: &str, detail: String) -> Error {
    let (program, image) = names(program, image);
    Error::ImageAbiMismatch {
        program,
        image,
        entry: entry.to_string(),
        detail,
    }
}

/// The lowercase-hex sha256 of `bytes`.
pub fn sha256_hex(bytes: &[u8]) -> String {
    let mut hex = String::with_capacity(64);
    for byte in Sha256::digest(bytes) {
        write!(hex, "{byte:02x}").expect("writing to a String cannot fail");
    }
    hex
}

fn check_sha256(program: &str, image: &GpuImage) -> Result<(), Error> {
    let actual = sha256_hex(image.bytes);
    if actual == image.sha256 {
        return Ok(());
    }
    let (program, name) = names(program, image);
    Err(Error::ImageAltered {
        program,
        image: name,
        actual,
        expected: image.sha256.to_string(),
    })
}

/// PTX: UTF-8 text that targets the image's chip and declares every entry.
fn check_ptx(program: &str, image: &GpuImage) -> Result<(), Error> {
    let text = std::str::from_utf8(image.bytes)
        .map_err(|error| malformed(program, image, format!("is not text ({error})")))?;
    // `.target sm_90` or `.target sm_90, debug`: the first target named is the chip.
    let targets = text.lines().filter_map(|line| {
        let rest = line.trim().strip_prefix(".target")?;
        rest.split([',', ' ', '\t']).find(|word| !word.is_empty())
    });
    let targets: Vec<&str> = targets.collect();
    if !targets.contains(&image.chip) {
        let found = match targets.as_slice() {
            [] => "no `.target` directive".to_string(),
            found => format!("`.target {}`", found.join("`, `.target ")),
        };
        return Err(malformed(
            program,
            image,
            format!("does not target {} (it has {found})", image.chip),
        ));
    }
    for abi in image.entries {
        let declaration = format!(".visible .entry {}(", abi.entry);
        if !text.contains(&declaration) {
            return Err(missing_entry(
                program,
                image,
                abi.entry,
                format!("no `{declaration}`"),
            ));
        }
    }
    Ok(())
}

/// Parses `image` as a 64-bit ELF for `machine` and hands it to `check`.
fn with_elf<T>(
    program: &str,
    image: &GpuImage,
    machine: (u16, &str),
    check: impl FnOnce(&ElfFile64<'_, Endianness>) -> Result<T, Error>,
) -> Result<T, Error> {
    // `object` reads ELF headers in place, which needs them aligned; embedded bytes need not be.
    let mut copy = Vec::new();
    let bytes = aligned(image.bytes, &mut copy);
    let file = ElfFile64::<Endianness>::parse(bytes).map_err(|error| {
        malformed(
            program,
            image,
            format!("is not a valid 64-bit ELF file ({error})"),
        )
    })?;
    let found = file.elf_header().e_machine(file.endian());
    if found != machine.0 {
        return Err(malformed(
            program,
            image,
            format!(
                "is an ELF file for machine {found}, not {} ({})",
                machine.1, machine.0
            ),
        ));
    }
    check(&file)
}

/// `bytes`, or a copy of them in `copy` when they are not 8-byte aligned.
fn aligned<'a>(bytes: &'a [u8], copy: &'a mut Vec<u8>) -> &'a [u8] {
    if bytes.as_ptr().align_offset(8) == 0 {
        return bytes;
    }
    copy.resize(bytes.len() + 8, 0);
    let start = copy.as_ptr().align_offset(8);
    copy[start..start + bytes.len()].copy_from_slice(bytes);
    &copy[start..start + bytes.len()]
}

/// cubin: an EM_CUDA ELF with a symbol for every entry.
fn check_cubin(program: &str, image: &GpuImage) -> Result<(), Error> {
    with_elf(program, image, (elf::EM_CUDA, "EM_CUDA"), |file| {
        for abi in image.entries {
            let defined = file
                .symbols()
                .any(|symbol| symbol.name() == Ok(abi.entry) && symbol.is_definition());
            if !defined {
                return Err(missing_entry(
                    program,
                    image,
                    abi.entry,
                    format!("no symbol `{}`", abi.entry),
                ));
            }
        }
        Ok(())
    })
}

/// HSACO: an EM_AMDGPU ELF exporting `<entry>.kd` for every entry, whose metadata note lists
/// each entry's arguments as the kernel table lays them out.
fn check_hsaco(program: &str, image: &GpuImage) -> Result<(), Error> {
    with_elf(program, image, (elf::EM_AMDGPU, "EM_AMDGPU"), |file| {
        let kernels = amdgpu_kernels(file).map_err(|reason| malformed(program, image, reason))?;
        for abi in image.entries {
            let descriptor = format!("{}.kd", abi.entry);
            let exported = file
                .dynamic_symbols()
                .any(|symbol| symbol.name() == Ok(descriptor.as_str()) && symbol.is_global());
            if !exported {
                return Err(missing_entry(
                    program,
                    image,
                    abi.entry,
                    format!("no exported kernel descriptor `{descriptor}`"),
                ));
            }
            let Some(args) = kernels.iter().find(|k| k.name == abi.entry) else {
                return Err(missing_entry(
                    program,
                    image,
                    abi.entry,
                    format!("no kernel `{}` in the metadata note", abi.entry),
                ));
            };
            check_kernel_args(abi, &args.args)
                .map_err(|detail| abi_mismatch(program, image, abi.entry, detail))?;
        }
        Ok(())
    })
}

/// One kernel of the metadata note: its name and explicit arguments' `(offset, size)`.
#[derive(Debug)]
struct KernelArgs {
    name: String,
    args: Vec<(u64, u64)>,
}

/// The kernels listed by the `NT_AMDGPU_METADATA` note; a missing or unreadable note is the
/// error.
fn amdgpu_kernels(file: &ElfFile64<'_, Endianness>) -> Result<Vec<KernelArgs>, String> {
    let mut desc = elf_note(file, b"AMDGPU", NT_AMDGPU_METADATA)
        .ok_or_else(|| "has no NT_AMDGPU_METADATA note".to_string())?;
    let value = rmpv::decode::read_value(&mut desc)
        .map_err(|error| format!("has an unreadable metadata note ({error})"))?;
    metadata_kernels(&value).map_err(|what| format!("has a metadata note without {what}"))
}

/// The descriptor of the first note of `owner` (its name, without the NUL) and type `n_type`
/// in any section of `file`.
pub(crate) fn elf_note<'data>(
    file: &ElfFile64<'data, Endianness>,
    owner: &[u8],
    n_type: u32,
) -> Option<&'data [u8]> {
    let endian = file.endian();
    for section in file.elf_section_table().iter() {
        let Ok(Some(mut notes)) = section.notes(endian, file.data()) else {
            continue;
        };
        while let Ok(Some(note)) = notes.next() {
            if note.name() == owner && note.n_type(endian) == n_type {
                return Some(note.desc());
            }
        }
    }
    None
}

fn metadata_kernels(metadata: &rmpv::Value) -> Result<Vec<KernelArgs>, String> {
    let kernels = field(metadata, "amdhsa.kernels")
        .and_then(rmpv::Value::as_array)
        .ok_or("`amdhsa.kernels`")?;
    kernels
        .iter()
        .map(|kernel| {
            let name = field(kernel, ".name")
                .and_then(rmpv::Value::as_str)
                .ok_or("a kernel `.name`")?;
            let args = match field(kernel, ".args") {
                // A kernel without arguments may omit `.args`.
                None => Vec::new(),
                Some(args) => args
                    .as_array()
                    .ok_or_else(|| format!("an `.args` array for `{name}`"))?
                    .iter()
                    .filter(|arg| {
                        let kind = field(arg, ".value_kind").and_then(rmpv::Value::as_str);
                        !kind.is_some_and(|kind| kind.starts_with("hidden_"))
                    })
                    .map(|arg| {
                        let number = |key| field(arg, key).and_then(rmpv::Value::as_u64);
                        number(".offset")
                            .zip(number(".size"))
                            .ok_or_else(|| format!("`.offset` and `.size` for `{name}`"))
                    })
                    .collect::<Result<_, String>>()?,
            };
            Ok(KernelArgs {
                name: name.to_string(),
                args,
            })
        })
        .collect()
}

/// The value of `key` in a msgpack map.
fn field<'a>(map: &'a rmpv::Value, key: &str) -> Option<&'a rmpv::Value> {
    map.as_map()?
        .iter()
        .find(|(k, _)| k.as_str() == Some(key))
        .map(|(_, value)| value)
}

/// The image's `(offset, size)` of each explicit argument against the kernel table's.
fn check_kernel_args(abi: &StaticAbi, args: &[(u64, u64)]) -> Result<(), String> {
    if args.len() != abi.params.len() {
        return Err(format!(
            "`{}` takes {} arguments in the image, {} in the kernel table",
            abi.entry,
            args.len(),
            abi.params.len()
        ));
    }
    for (index, (&(offset, size), param)) in args.iter().zip(abi.params).enumerate() {
        let what = format!("argument {index} (`{}`) of `{}`", param.name, abi.entry);
        if offset != u64::from(param.offset) {
            return Err(format!(
                "{what} is at offset {offset} in the image, {} in the kernel table",
                param.offset
            ));
        }
        if size != u64::from(param.ty.size()) {
            return Err(format!(
                "{what} is {size} bytes in the image, {} in the kernel table",
                param.ty.size()
            ));
        }
    }
    Ok(())
}
