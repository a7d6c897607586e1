//! GPU artifacts, checked by structure (no GPU needed): every PTX is accepted by `ptxas` for its
//! chip; every cubin (built when the build found `ptxas`) is an EM_CUDA ELF for its SM with the
//! PTX's entries; every HSACO (the generic `gfx11-generic`/`gfx12-generic` ones included) is an
//! AMDGPU ELF with its chip in `e_flags` (and a generic ones' generic version), exports
//! `<kernel>.kd`, and its metadata note lists the kernel's arguments in ABI order.
//! Every embedded image is 8-byte aligned and passes the runtime's load-time checks
//! (`tessera_rt::verify`), and a copy with a flipped byte does not. Every entry's launch, as the
//! runtime shapes it, is one its kernel accepts (shared memory, workgroup size, PTX parameter
//! sizes).

use std::path::PathBuf;
use std::process::Command;

use object::elf;
use object::read::elf::{ElfFile64, FileHeader, SectionHeader};
use object::{Object, ObjectSection, ObjectSymbol};
use tessera_rt::kernel::{GpuFormat, GpuImage, Program};
use tessera_tests::PROGRAMS;

/// `ptxas`, found exactly as the build looks for it.
fn find_ptxas() -> Option<PathBuf> {
    tessera_build::tools::find_ptxas()
}

/// The NVIDIA and AMD chips `build.rs` compiles for.
const NVIDIA_CHIPS: [&str; 2] = ["sm_90", "sm_120"];
const AMD_CHIPS: [&str; 4] = ["gfx1151", "gfx1201", "gfx11-generic", "gfx12-generic"];

fn images(format: GpuFormat) -> Vec<(&'static Program, &'static GpuImage)> {
    PROGRAMS
        .iter()
        .flat_map(|p| {
            p.gpu
                .iter()
                .filter(move |g| g.format == format)
                .map(move |g| (*p, g))
        })
        .collect()
}

/// The ABI parameter names of a GPU entry, in order (the generated table's record).
fn gpu_param_names(abi: &tessera_rt::abi::StaticAbi) -> Vec<String> {
    abi.params.iter().map(|p| p.name.to_string()).collect()
}

#[test]
fn every_ptx_is_accepted_by_ptxas() {
    let ptx = images(GpuFormat::Ptx);
    assert_eq!(
        ptx.len(),
        PROGRAMS.len() * NVIDIA_CHIPS.len(),
        "one PTX per program for each of {NVIDIA_CHIPS:?}"
    );
    let Some(ptxas) = find_ptxas() else {
        // CI installs ptxas (.ci/run); there its absence is a failure, not a skip.
        assert!(
            std::env::var_os("CI").is_none(),
            "ptxas is required in CI: pip install nvidia-cuda-nvcc"
        );
        eprintln!(
            "NOTE: ptxas not found (set TESSERA_PTXAS or `pip install nvidia-cuda-nvcc`): PTX NOT validated"
        );
        return;
    };
    let dir = std::env::temp_dir().join(format!("tessera-ptxas-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    for (program, image) in ptx {
        let text = std::str::from_utf8(image.bytes).expect("PTX is text");
        assert!(
            text.contains(&format!(".target {}", image.chip)),
            "{}: PTX targets {}",
            program.name,
            image.chip
        );
        for abi in image.entries {
            assert!(
                text.contains(&format!(".visible .entry {}(", abi.entry)),
                "{}: PTX has `.entry {}`",
                program.name,
                abi.entry
            );
        }
        let input = dir.join(format!("{}.{}.ptx", program.name, image.chip));
        std::fs::write(&input, image.bytes).expect("write PTX");
        let out = Command::new(&ptxas)
            .arg(format!("-arch={}", image.chip))
            .arg(&input)
            .arg("-o")
            .arg(dir.join(format!("{}.{}.cubin", program.name, image.chip)))
            .output()
            .expect("run ptxas");
        assert!(
            out.status.success(),
            "ptxas rejected {} for {}:\n{}",
            program.name,
            image.chip,
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `EF_AMDGPU_MACH`: the mask of the chip field of `e_flags` (LLVM's `BinaryFormat/ELF.h`).
const EF_AMDGPU_MACH: u32 = 0x0ff;
/// The note type of the code object's msgpack metadata.
const NT_AMDGPU_METADATA: u32 = 32;

/// `EF_AMDGPU_GENERIC_VERSION`: the generic version field of `e_flags` (LLVM's ELF.h).
const EF_AMDGPU_GENERIC_VERSION: u32 = 0xff00_0000;
/// `ELFOSABI_AMDGPU_HSA`.
const ELFOSABI_AMDGPU_HSA: u8 = 64;

/// `EF_AMDGPU_MACH_*` of each AMD chip (LLVM's ELF.h), and whether it is a generic target.
fn expected_mach(chip: &str) -> (u32, bool) {
    match chip {
        "gfx1151" => (0x04a, false),
        "gfx1201" => (0x04e, false),
        "gfx11-generic" => (0x054, true),
        "gfx12-generic" => (0x059, true),
        other => panic!("no e_flags value known for {other}"),
    }
}

/// The `amdhsa.kernels` entry of `kernel` in the NT_AMDGPU_METADATA note.
fn metadata_kernel(file: &ElfFile64, kernel: &str) -> rmpv::Value {
    let endian = file.endian();
    let data = file.data();
    for section in file.elf_section_table().iter() {
        let Ok(Some(mut notes)) = section.notes(endian, data) else {
            continue;
        };
        while let Ok(Some(note)) = notes.next() {
            if note.name() != b"AMDGPU" || note.n_type(endian) != NT_AMDGPU_METADATA {
                continue;
            }
            let value =
                rmpv::decode::read_value(&mut note.desc()).expect("the metadata note is msgpack");
            let kernels = field(&value, "amdhsa.kernels").expect("amdhsa.kernels");
            return kernels
                .as_array()
                .and_then(|ks| {
                    ks.iter()
                        .find(|k| {
                            field(k, ".name")
                                .and_then(|n| n.as_str().map(String::from))
                                .as_deref()
                                == Some(kernel)
                        })
                        .cloned()
                })
                .unwrap_or_else(|| panic!("kernel {kernel} in the metadata"));
        }
    }
    panic!("no NT_AMDGPU_METADATA note");
}

/// The value of `key` in the msgpack map `v`.
fn field(v: &rmpv::Value, key: &str) -> Option<rmpv::Value> {
    v.as_map().and_then(|m| {
        m.iter()
            .find(|(k, _)| k.as_str() == Some(key))
            .map(|(_, v)| v.clone())
    })
}

/// The kernel argument names of a kernel's metadata entry, in order.
fn metadata_arg_names(kernel: &rmpv::Value) -> Vec<String> {
    let args = field(kernel, ".args").expect(".args");
    args.as_array()
        .expect(".args is an array")
        .iter()
        .map(|a| {
            field(a, ".name")
                .and_then(|n| n.as_str().map(String::from))
                .unwrap_or_default()
        })
        .collect()
}

#[test]
fn every_hsaco_is_an_amdgpu_code_object_for_its_chip() {
    let hsaco = images(GpuFormat::Hsaco);
    assert_eq!(
        hsaco.len(),
        PROGRAMS.len() * AMD_CHIPS.len(),
        "one HSACO per program for each of {AMD_CHIPS:?}"
    );
    for (program, image) in hsaco {
        let file = ElfFile64::<object::Endianness>::parse(image.bytes)
            .unwrap_or_else(|e| panic!("{}: not an ELF: {e}", image.chip));
        let header = file.elf_header();
        let endian = file.endian();
        assert_eq!(
            header.e_machine(endian),
            elf::EM_AMDGPU,
            "{} {}: e_machine",
            program.name,
            image.chip
        );
        assert_eq!(
            header.e_type(endian),
            elf::ET_DYN,
            "{} {}: a shared object",
            program.name,
            image.chip
        );
        let flags = header.e_flags(endian);
        let (mach, generic) = expected_mach(image.chip);
        assert_eq!(
            flags & EF_AMDGPU_MACH,
            mach,
            "{} {}: e_flags mach",
            program.name,
            image.chip
        );
        let ident = header.e_ident();
        assert_eq!(
            ident.os_abi, ELFOSABI_AMDGPU_HSA,
            "{} {}: OS ABI",
            program.name, image.chip
        );
        // EI_ABIVERSION 4 is ELFABIVERSION_AMDGPU_HSA_V6 (code object version 6).
        let code_object_version = u32::from(ident.abi_version) + 2;
        let generic_version = (flags & EF_AMDGPU_GENERIC_VERSION) >> 24;
        if generic {
            assert!(
                code_object_version >= 6,
                "{} {}: a generic code object is v6 or later, not v{code_object_version}",
                program.name,
                image.chip
            );
            assert!(
                generic_version >= 1,
                "{} {}: a generic version in e_flags {flags:#x}",
                program.name,
                image.chip
            );
        } else {
            assert_eq!(
                generic_version, 0,
                "{} {}: no generic version in e_flags {flags:#x}",
                program.name, image.chip
            );
        }
        assert!(
            !image.entries.is_empty(),
            "{} {}: entries",
            program.name,
            image.chip
        );
        for abi in image.entries {
            let descriptor = format!("{}.kd", abi.entry);
            let exported = file
                .dynamic_symbols()
                .any(|s| s.name() == Ok(descriptor.as_str()) && s.is_global());
            assert!(
                exported,
                "{} {}: exports {descriptor}",
                program.name, image.chip
            );
            let kernel = metadata_kernel(&file, abi.entry);
            assert_eq!(
                metadata_arg_names(&kernel),
                gpu_param_names(abi),
                "{} {}: kernel arguments",
                program.name,
                image.chip
            );
            // The ABI record's shared memory is the kernel's static LDS (as ptxas's figure is
            // for a cubin): the launch asks for no more (`tessera_rt::gpu::launch_config`).
            let lds = field(&kernel, ".group_segment_fixed_size").and_then(|v| v.as_u64());
            assert_eq!(
                lds,
                Some(u64::from(abi.shared_bytes)),
                "{} {} {}: the record's shared bytes, the metadata's LDS",
                program.name,
                image.chip,
                abi.entry
            );
        }
    }
}

/// `EF_CUDA_SM` (before ELF ABI version 8) and `EF_CUDA_SM_MASK` (from 8 on): the SM in a
/// cubin's `e_flags` (LLVM's ELF.h).
const EF_CUDA_SM: u32 = 0xff;
const EF_CUDA_SM_MASK: u32 = 0xff00;

/// The build compiles each PTX to a cubin when it finds `ptxas` (the same lookup as here): each
/// is an ELF for EM_CUDA whose `e_flags` name its SM, embedded with the PTX's entries, and
/// defines each entry's code section. Without `ptxas` (outside CI), there are none.
#[test]
fn every_cubin_is_a_cuda_elf_for_its_sm() {
    let cubins = images(GpuFormat::Cubin);
    if cubins.is_empty() {
        assert!(
            std::env::var_os("CI").is_none(),
            "ptxas is required in CI: pip install nvidia-cuda-nvcc"
        );
        if let Some(ptxas) = find_ptxas() {
            panic!(
                "ptxas is at {} but the build embedded no cubin (was it built with another PATH? \
                 set TESSERA_PTXAS to rebuild)",
                ptxas.display()
            );
        }
        eprintln!(
            "NOTE: ptxas not found (set TESSERA_PTXAS or `pip install nvidia-cuda-nvcc`): the \
             build embedded PTX only, no cubins to check"
        );
        return;
    }
    assert_eq!(
        cubins.len(),
        PROGRAMS.len() * NVIDIA_CHIPS.len(),
        "one cubin per program for each of {NVIDIA_CHIPS:?}"
    );
    for (program, image) in cubins {
        let file = ElfFile64::<object::Endianness>::parse(image.bytes)
            .unwrap_or_else(|e| panic!("{} {}: not an ELF: {e}", program.name, image.chip));
        let header = file.elf_header();
        let endian = file.endian();
        assert_eq!(
            header.e_machine(endian),
            elf::EM_CUDA,
            "{} {}: e_machine",
            program.name,
            image.chip
        );
        let flags = header.e_flags(endian);
        let sm = if header.e_ident().abi_version >= 8 {
            (flags & EF_CUDA_SM_MASK) >> 8
        } else {
            flags & EF_CUDA_SM
        };
        assert_eq!(
            format!("sm_{sm}"),
            image.chip,
            "{} {}: the SM in e_flags {flags:#x}",
            program.name,
            image.chip
        );
        let ptx = program
            .gpu
            .iter()
            .find(|g| g.format == GpuFormat::Ptx && g.chip == image.chip)
            .unwrap_or_else(|| panic!("{} {}: a PTX next to the cubin", program.name, image.chip));
        let names = |g: &GpuImage| -> Vec<String> {
            g.entries.iter().map(|a| a.entry.to_string()).collect()
        };
        assert_eq!(
            names(image),
            names(ptx),
            "{} {}: the cubin's entries are the PTX's",
            program.name,
            image.chip
        );
        for abi in image.entries {
            assert_eq!(gpu_param_names(abi), {
                let p = ptx
                    .entries
                    .iter()
                    .find(|p| p.entry == abi.entry)
                    .expect("entry");
                gpu_param_names(p)
            });
            let section = format!(".text.{}", abi.entry);
            assert!(
                file.sections().any(|s| s.name() == Ok(section.as_str())),
                "{} {}: the cubin has {section}",
                program.name,
                image.chip
            );
        }
    }
}

/// The runtime's load-time checks (`tessera_rt::verify`) pass on every embedded image: the
/// sha256 the build recorded, every entry in the image, the AMD argument layout.
#[test]
fn every_embedded_image_is_aligned_and_passes_the_load_time_checks() {
    for program in PROGRAMS {
        assert!(!program.gpu.is_empty(), "{}: GPU images", program.name);
        // The drivers read ELF headers in place: the table embeds images 8-byte aligned.
        for image in program.gpu {
            assert_eq!(
                image.bytes.as_ptr().align_offset(8),
                0,
                "{} {}: the image's address",
                program.name,
                image.chip
            );
        }
        if let Err(error) = tessera_rt::verify::verify_program(program) {
            panic!("{error}");
        }
    }
}

/// A copy of a real image with one byte flipped is refused by its sha256, before anything parses
/// it.
#[test]
fn an_embedded_image_with_a_flipped_byte_is_refused() {
    let program = PROGRAMS[0];
    let image = &program.gpu[0];
    let mut bytes = image.bytes.to_vec();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x80;
    let actual = tessera_rt::verify::sha256_hex(&bytes);
    let flipped = GpuImage {
        bytes: Vec::leak(bytes),
        ..*image
    };
    let format = match image.format {
        GpuFormat::Ptx => "PTX",
        GpuFormat::Cubin => "cubin",
        GpuFormat::Hsaco => "HSACO",
    };
    let refused = tessera_rt::verify::verify_image(program.name, &flipped)
        .unwrap_err()
        .to_string();
    assert_eq!(
        refused,
        format!(
            "the {} {format} image of program `{}` is altered or truncated: sha256 {actual} \
             expected {}. The binary's embedded kernels were damaged or edited after the build: \
             rebuild the crate that embeds them (`cargo clean`, then `cargo build`)",
            image.chip, program.name, image.sha256
        )
    );
}

/// What a workgroup gets from every NVIDIA and AMD target without opting in: 48 KiB of static
/// and dynamic shared memory together (CUDA refuses more without
/// `CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES`), 1024 lanes.
const SHARED_WITHOUT_OPT_IN: u32 = 48 * 1024;
const MAX_BLOCK_LANES: u32 = 1024;

/// A PTX entry's declaration: its parameters' sizes in bytes, in order, and its `.maxntid`.
fn ptx_declaration(text: &str, entry: &str) -> (Vec<u32>, Option<u32>) {
    let head = format!(".visible .entry {entry}(");
    let start = text
        .find(&head)
        .unwrap_or_else(|| panic!("`{head}` in the PTX"))
        + head.len();
    let (params, rest) = text[start..]
        .split_once(')')
        .expect("a closed parameter list");
    let sizes = params
        .split(',')
        .map(|param| {
            let ty = param
                .split_whitespace()
                .nth(1)
                .unwrap_or_else(|| panic!("{entry}: a typed parameter, not `{param}`"));
            match &ty[2..] {
                "32" => 4,
                "64" => 8,
                _ => panic!("{entry}: parameter type {ty}"),
            }
        })
        .collect();
    let directives = rest.split_once('{').expect("a body").0;
    let maxntid = directives.split_once(".maxntid").map(|(_, n)| {
        n.trim()
            .split([',', '\n'])
            .next()
            .unwrap()
            .trim()
            .parse()
            .unwrap()
    });
    (sizes, maxntid)
}

/// Every GPU entry's launch, as the runtime shapes it (`tessera_rt::gpu::launch_config` and
/// `kernel_params`), is one its kernel accepts: the static shared memory (the record's, tied to
/// ptxas's and the HSACO metadata's figures above) plus the dynamic shared memory the launch
/// asks for fit 48 KiB; the workgroup fits 1024 lanes and the kernel's own limit (PTX
/// `.maxntid`, HSACO `.max_flat_workgroup_size`: a larger launch is refused); a PTX kernel's
/// parameters have the sizes of the record's, in order (`cuLaunchKernel` reads each through
/// its pointer with the size the kernel declares); an AMD kernel needs no dynamic stack.
#[test]
fn every_gpu_launch_is_one_its_kernel_accepts() {
    let mut checked = 0;
    for format in [GpuFormat::Ptx, GpuFormat::Cubin, GpuFormat::Hsaco] {
        for (program, image) in images(format) {
            let hsaco = (format == GpuFormat::Hsaco)
                .then(|| ElfFile64::<object::Endianness>::parse(image.bytes).expect("an ELF"));
            for abi in image.entries {
                let at = format!("{} {} {}", program.name, image.chip, abi.entry);
                let config = tessera_rt::gpu::launch_config(abi, 1000);
                let shared = abi.shared_bytes + config.dynamic_shared_bytes;
                assert!(
                    shared <= SHARED_WITHOUT_OPT_IN,
                    "{at}: {} bytes of static and {} of dynamic shared memory pass the \
                     {SHARED_WITHOUT_OPT_IN} a launch gets",
                    abi.shared_bytes,
                    config.dynamic_shared_bytes
                );
                let lanes = config.block.0;
                assert!(
                    (1..=MAX_BLOCK_LANES).contains(&lanes)
                        && config.block.1 == 1
                        && config.block.2 == 1,
                    "{at}: block {:?}",
                    config.block
                );
                let limit = match (format, &hsaco) {
                    (GpuFormat::Ptx, _) => {
                        let text = std::str::from_utf8(image.bytes).expect("PTX is text");
                        let (sizes, maxntid) = ptx_declaration(text, abi.entry);
                        let record: Vec<u32> = abi.params.iter().map(|p| p.ty.size()).collect();
                        assert_eq!(sizes, record, "{at}: PTX parameter sizes, the record's");
                        maxntid.unwrap_or_else(|| panic!("{at}: PTX declares .maxntid"))
                    }
                    (GpuFormat::Hsaco, Some(file)) => {
                        let kernel = metadata_kernel(file, abi.entry);
                        let number = |key: &str| {
                            field(&kernel, key)
                                .and_then(|v| v.as_u64())
                                .unwrap_or_else(|| panic!("{at}: {key}"))
                        };
                        assert_eq!(
                            field(&kernel, ".uses_dynamic_stack").and_then(|v| v.as_bool()),
                            Some(false),
                            "{at}: .uses_dynamic_stack"
                        );
                        assert!(
                            number(".kernarg_segment_size") >= u64::from(abi.size),
                            "{at}: the kernarg segment holds the record's {} bytes",
                            abi.size
                        );
                        u32::try_from(number(".max_flat_workgroup_size")).unwrap()
                    }
                    // A cubin is the PTX's, compiled: its limits are the PTX's.
                    _ => lanes,
                };
                assert!(
                    lanes <= limit,
                    "{at}: a workgroup of {lanes} lanes, the kernel allows {limit}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 0, "no GPU entries");
}
