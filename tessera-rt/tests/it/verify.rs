//! The load-time checks of embedded GPU images (`tessera_rt::verify`), on real images: the NVIDIA
//! test kernel as PTX and as an `sm_75` cubin (`nvidia_kernels/`) and the AMD test kernel's
//! `gfx1151` code object (`hip_kernels/`). Good images pass; a flipped byte, a truncated image, a
//! wrong entry name and a kernel table that disagrees with the image are refused with the
//! message in full.

use tessera_rt::abi::{ParamKind, ParamType, StaticAbi, StaticParam};
use tessera_rt::kernel::{GpuFormat, GpuImage, Program, ProgramKind};
use tessera_rt::verify::{sha256_hex, verify_image, verify_program};

use crate::message;

const PTX: &[u8] = include_bytes!("nvidia_kernels/test_kernel.ptx");
const CUBIN: &[u8] = include_bytes!("nvidia_kernels/sm_75.cubin");
const HSACO: &[u8] = include_bytes!("hip_kernels/gfx1151.hsaco");

/// `sha256sum` of each file.
const PTX_SHA: &str = "46c7d145b923edbcad559bf25c65765c287eccf6294124432b820c7d7e4d3660";
const CUBIN_SHA: &str = "05ea15fcc77d0e1f6155aa51b95490b01fa86b3de0965749c12299a803db7559";
const HSACO_SHA: &str = "8909f585f284c310db28f3122add574b4b5e4603e71b2ba56d6b27029ca9ef8c";

/// The fixes the messages end with.
const REBUILD_IMAGE: &str = "The binary's embedded kernels were damaged or edited after the \
     build: rebuild the crate that embeds them (`cargo clean`, then `cargo build`)";
const REBUILD_TABLE: &str = "The image and the kernel table come from different builds (a bug \
     in tessera, or a stale kernel file): rebuild the crate that embeds them (`cargo clean`, \
     then `cargo build`)";

/// `(out: ptr, n: u32, scale: f32, bias: u64)` at offsets 0, 8, 12, 16.
const ARGS: StaticAbi = crate::static_abi!(
    "",
    [
        ("out", Output, Ptr),
        ("n", Launch, U32),
        ("scale", Launch, F32),
        ("bias", Launch, U64),
    ]
);

static NVIDIA_ENTRIES: [StaticAbi; 1] = [StaticAbi {
    entry: "tessera_rt_cuda_test",
    ..ARGS
}];

static AMD_ENTRIES: [StaticAbi; 1] = [StaticAbi {
    entry: "tessera_rt_hip_test",
    ..ARGS
}];

fn ptx() -> GpuImage {
    GpuImage {
        chip: "sm_75",
        format: GpuFormat::Ptx,
        bytes: PTX,
        sha256: PTX_SHA,
        entries: &NVIDIA_ENTRIES,
    }
}

fn cubin() -> GpuImage {
    GpuImage {
        chip: "sm_75",
        format: GpuFormat::Cubin,
        bytes: CUBIN,
        sha256: CUBIN_SHA,
        entries: &NVIDIA_ENTRIES,
    }
}

fn hsaco() -> GpuImage {
    GpuImage {
        chip: "gfx1151",
        format: GpuFormat::Hsaco,
        bytes: HSACO,
        sha256: HSACO_SHA,
        entries: &AMD_ENTRIES,
    }
}

/// `image` with other bytes and the sha256 recorded for them (leaked: images are `'static`).
fn with_bytes(image: GpuImage, bytes: Vec<u8>) -> GpuImage {
    let bytes = Vec::leak(bytes);
    GpuImage {
        sha256: String::leak(sha256_hex(bytes)),
        bytes,
        ..image
    }
}

/// `image` with one entry: `entry` with these parameters (leaked).
fn with_entry(image: GpuImage, entry: &'static str, params: Vec<StaticParam>) -> GpuImage {
    let params = Vec::leak(params);
    GpuImage {
        entries: Vec::leak(vec![StaticAbi {
            entry,
            params,
            ..image.entries[0]
        }]),
        ..image
    }
}

/// Verifies `image` of program `verify_test` and compares the outcome, the message in full.
#[track_caller]
fn check(image: GpuImage, expected: Result<(), String>) {
    assert_eq!(message(verify_image("verify_test", &image)), expected);
}

#[test]
fn good_images_pass() {
    assert_eq!(sha256_hex(PTX), PTX_SHA);
    for image in [ptx(), cubin(), hsaco()] {
        check(image, Ok(()));
        // Again, from the cache.
        check(image, Ok(()));
    }
    let program = Program {
        name: "verify_test",
        kind: ProgramKind::Map,
        inputs: &[],
        vectors: &[],
        params: &[],
        cpu: &[],
        gpu: Vec::leak(vec![ptx(), cubin(), hsaco()]),
    };
    assert_eq!(message(verify_program(&program)), Ok(()));
}

#[test]
fn a_flipped_byte_is_refused_by_its_sha256() {
    for (image, name, expected) in [
        (ptx(), "sm_75 PTX", PTX_SHA),
        (cubin(), "sm_75 cubin", CUBIN_SHA),
        (hsaco(), "gfx1151 HSACO", HSACO_SHA),
    ] {
        let mut bytes = image.bytes.to_vec();
        bytes[200] ^= 0x01;
        let actual = sha256_hex(&bytes);
        assert_ne!(actual, expected);
        let flipped = GpuImage {
            bytes: Vec::leak(bytes),
            ..image
        };
        check(
            flipped,
            Err(format!(
                "the {name} image of program `verify_test` is altered or truncated: sha256 \
                 {actual} expected {expected}. {REBUILD_IMAGE}"
            )),
        );
    }
    // Without a program name.
    let truncated = GpuImage {
        bytes: &PTX[..100],
        ..ptx()
    };
    assert_eq!(
        message(verify_image("", &truncated)),
        Err(format!(
            "the sm_75 PTX image is altered or truncated: sha256 {} expected {PTX_SHA}. \
             {REBUILD_IMAGE}",
            sha256_hex(&PTX[..100])
        ))
    );
}

#[test]
fn a_truncated_image_with_its_sha256_is_refused_by_its_structure() {
    // The PTX cut before its entry.
    let entry_at = std::str::from_utf8(PTX).unwrap().find(".visible").unwrap();
    let cut = PTX[..entry_at].to_vec();
    check(
        with_bytes(ptx(), cut),
        Err(format!(
            "the sm_75 PTX image of program `verify_test` has no entry `tessera_rt_cuda_test` \
             (no `.visible .entry tessera_rt_cuda_test(`). {REBUILD_TABLE}"
        )),
    );
    // The ELF files cut after their first kilobyte: the headers at the end of the file are gone.
    for (image, name, reason) in [
        (
            cubin(),
            "sm_75 cubin",
            "Invalid ELF program header size or alignment",
        ),
        (
            hsaco(),
            "gfx1151 HSACO",
            "Invalid ELF section header offset/size/alignment",
        ),
    ] {
        check(
            with_bytes(image, image.bytes[..1024].to_vec()),
            Err(format!(
                "the {name} image of program `verify_test` is not a valid 64-bit ELF file \
                 ({reason}). {REBUILD_IMAGE}"
            )),
        );
    }
    check(
        with_bytes(hsaco(), b"\x7fELF".to_vec()),
        Err(format!(
            "the gfx1151 HSACO image of program `verify_test` is not a valid 64-bit ELF file \
             (Invalid ELF header size or alignment). {REBUILD_IMAGE}"
        )),
    );
}

#[test]
fn an_image_of_another_kind_or_chip_is_refused() {
    check(
        GpuImage {
            chip: "sm_90",
            ..ptx()
        },
        Err(format!(
            "the sm_90 PTX image of program `verify_test` does not target sm_90 (it has \
             `.target sm_75`). {REBUILD_IMAGE}"
        )),
    );
    check(
        with_bytes(ptx(), b".version 7.0\n".to_vec()),
        Err(format!(
            "the sm_75 PTX image of program `verify_test` does not target sm_75 (it has no \
             `.target` directive). {REBUILD_IMAGE}"
        )),
    );
    check(
        with_bytes(ptx(), vec![0xff, 0xfe]),
        Err(format!(
            "the sm_75 PTX image of program `verify_test` is not text (invalid utf-8 sequence of \
             1 bytes from index 0). {REBUILD_IMAGE}"
        )),
    );
    check(
        GpuImage {
            format: GpuFormat::Hsaco,
            ..cubin()
        },
        Err(format!(
            "the sm_75 HSACO image of program `verify_test` is an ELF file for machine 190, not \
             EM_AMDGPU (224). {REBUILD_IMAGE}"
        )),
    );
    check(
        GpuImage {
            format: GpuFormat::Cubin,
            ..hsaco()
        },
        Err(format!(
            "the gfx1151 cubin image of program `verify_test` is an ELF file for machine 224, \
             not EM_CUDA (190). {REBUILD_IMAGE}"
        )),
    );
}

#[test]
fn a_wrong_entry_name_is_refused() {
    let params = ARGS.params.to_vec();
    for (image, name, looked_for) in [
        (ptx(), "sm_75 PTX", "no `.visible .entry no_such_entry(`"),
        (cubin(), "sm_75 cubin", "no symbol `no_such_entry`"),
        (
            hsaco(),
            "gfx1151 HSACO",
            "no exported kernel descriptor `no_such_entry.kd`",
        ),
    ] {
        check(
            with_entry(image, "no_such_entry", params.clone()),
            Err(format!(
                "the {name} image of program `verify_test` has no entry `no_such_entry` \
                 ({looked_for}). {REBUILD_TABLE}"
            )),
        );
    }
    // A verified image does not excuse another value with the same bytes and other entries.
    check(hsaco(), Ok(()));
    check(
        with_entry(hsaco(), "tessera_rt_hip_tes", params),
        Err(format!(
            "the gfx1151 HSACO image of program `verify_test` has no entry `tessera_rt_hip_tes` \
             (no exported kernel descriptor `tessera_rt_hip_tes.kd`). {REBUILD_TABLE}"
        )),
    );
}

#[test]
fn an_amd_kernel_table_that_disagrees_with_the_metadata_is_refused() {
    let param = |name, ty, offset| StaticParam {
        name,
        kind: ParamKind::Launch,
        ty,
        offset,
    };
    let mismatch = |params: Vec<StaticParam>, detail: &str| {
        check(
            with_entry(hsaco(), "tessera_rt_hip_test", params),
            Err(format!(
                "the gfx1151 HSACO image of program `verify_test` disagrees with the kernel \
                 table on entry `tessera_rt_hip_test`: {detail}. {REBUILD_TABLE}"
            )),
        );
    };
    let out = param("out", ParamType::Ptr, 0);
    let n = param("n", ParamType::U32, 8);
    let scale = param("scale", ParamType::F32, 12);
    // `bias` at 24 in the table, 16 in the image.
    mismatch(
        vec![out, n, scale, param("bias", ParamType::U64, 24)],
        "argument 3 (`bias`) of `tessera_rt_hip_test` is at offset 16 in the image, 24 in the \
         kernel table",
    );
    // `bias` as a u32: the right offset, the wrong size.
    mismatch(
        vec![out, n, scale, param("bias", ParamType::U32, 16)],
        "argument 3 (`bias`) of `tessera_rt_hip_test` is 8 bytes in the image, 4 in the kernel \
         table",
    );
    // A parameter short (the image's hidden arguments do not count).
    mismatch(
        vec![out, n, scale],
        "`tessera_rt_hip_test` takes 4 arguments in the image, 3 in the kernel table",
    );
}
