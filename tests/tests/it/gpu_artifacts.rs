//! GPU artifacts, checked by structure (no GPU needed): every PTX is accepted by `ptxas` for its
//! chip; every cubin (built when the build found `ptxas`) is an EM_CUDA ELF for its SM with the
//! PTX's entries; every HSACO (the generic `gfx11-generic`/`gfx12-generic` ones included) is an
//! AMDGPU ELF with its chip in `e_flags` (and a generic ones' generic version), exports
//! `<kernel>.kd`, and its metadata note lists the kernel's arguments in ABI order.
//! Every embedded image passes the runtime's load-time checks (`tessera_rt::verify`), and a
//! copy with a flipped byte does not.

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
fn every_embedded_image_passes_the_load_time_checks() {
    for program in PROGRAMS {
        assert!(!program.gpu.is_empty(), "{}: GPU images", program.name);
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

/// Every GPU entry's launch, as the runtime shapes it, is one the driver accepts: its static
/// shared memory (the record's, tied to ptxas's and the HSACO metadata's figures above) plus the
/// dynamic shared memory the launch asks for fit 48 KiB, and its workgroup 1024 lanes.
#[test]
fn every_gpu_launch_fits_the_shared_memory_a_workgroup_gets() {
    let mut checked = 0;
    for format in [GpuFormat::Ptx, GpuFormat::Cubin, GpuFormat::Hsaco] {
        for (program, image) in images(format) {
            for abi in image.entries {
                let config = tessera_rt::gpu::launch_config(abi, 1000);
                let shared = abi.shared_bytes + config.dynamic_shared_bytes;
                assert!(
                    shared <= SHARED_WITHOUT_OPT_IN,
                    "{} {} {}: {} bytes of static and {} of dynamic shared memory pass the \
                     {SHARED_WITHOUT_OPT_IN} a launch gets",
                    program.name,
                    image.chip,
                    abi.entry,
                    abi.shared_bytes,
                    config.dynamic_shared_bytes
                );
                assert!(
                    (1..=MAX_BLOCK_LANES).contains(&config.block.0)
                        && config.block.1 == 1
                        && config.block.2 == 1,
                    "{} {} {}: block {:?}",
                    program.name,
                    image.chip,
                    abi.entry,
                    config.block
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 0, "no GPU entries");
}
