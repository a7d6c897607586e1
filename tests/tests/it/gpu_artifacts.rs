//! GPU artifacts, checked by structure (no GPU needed): every PTX is accepted by `ptxas` for its
//! chip; every HSACO is an AMDGPU ELF with its chip in `e_flags`, exports `<kernel>.kd`, and its
//! metadata note lists the kernel's arguments in ABI order.

use std::path::PathBuf;
use std::process::Command;

use object::elf;
use object::read::elf::{ElfFile64, FileHeader, SectionHeader};
use object::{Object, ObjectSymbol};
use tessera_rt::kernel::{GpuFormat, GpuImage, Program};
use tessera_tests::PROGRAMS;

/// `ptxas`: $TESSERA_PTXAS, then PATH, then the CUDA default location. `cargo xtask test`
/// exports TESSERA_PTXAS when it finds the Python package's copy.
fn find_ptxas() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("TESSERA_PTXAS") {
        return Some(PathBuf::from(path));
    }
    let paths = std::env::var_os("PATH")?;
    std::env::split_paths(&paths)
        .map(|d| d.join("ptxas"))
        .chain([PathBuf::from("/usr/local/cuda/bin/ptxas")])
        .find(|p| p.is_file())
}

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
        PROGRAMS.len() * 2,
        "one PTX per program for sm_90 and sm_120"
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

/// `EF_AMDGPU_MACH_*` of each AMD chip (LLVM's ELF.h).
fn expected_mach(chip: &str) -> u32 {
    match chip {
        "gfx1151" => 0x04a,
        "gfx1201" => 0x04e,
        other => panic!("no e_flags value known for {other}"),
    }
}

/// The kernel argument names of the `amdhsa.kernels` entry in the NT_AMDGPU_METADATA note.
fn metadata_arg_names(file: &ElfFile64, kernel: &str) -> Vec<String> {
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
            let field = |v: &rmpv::Value, key: &str| {
                v.as_map().and_then(|m| {
                    m.iter()
                        .find(|(k, _)| k.as_str() == Some(key))
                        .map(|(_, v)| v.clone())
                })
            };
            let kernels = field(&value, "amdhsa.kernels").expect("amdhsa.kernels");
            let entry = kernels
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
            let args = field(&entry, ".args").expect(".args");
            return args
                .as_array()
                .expect(".args is an array")
                .iter()
                .map(|a| {
                    field(a, ".name")
                        .and_then(|n| n.as_str().map(String::from))
                        .unwrap_or_default()
                })
                .collect();
        }
    }
    panic!("no NT_AMDGPU_METADATA note");
}

#[test]
fn every_hsaco_is_an_amdgpu_code_object_for_its_chip() {
    let hsaco = images(GpuFormat::Hsaco);
    assert_eq!(
        hsaco.len(),
        PROGRAMS.len() * 2,
        "one HSACO per program for gfx1151 and gfx1201"
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
        let mach = header.e_flags(endian) & EF_AMDGPU_MACH;
        assert_eq!(
            mach,
            expected_mach(image.chip),
            "{} {}: e_flags mach",
            program.name,
            image.chip
        );
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
            assert_eq!(
                metadata_arg_names(&file, abi.entry),
                gpu_param_names(abi),
                "{} {}: kernel arguments",
                program.name,
                image.chip
            );
        }
    }
}
