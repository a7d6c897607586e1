//! The AMD driver layer (`rocm` feature). Pure parts (kernel-parameter pointers, the `extra`
//! argument block, launch shape and refusals, image checks, error messages, descriptors)
//! everywhere; the HIP runtime itself on both kinds of machine: without an AMD GPU every entry
//! point reports it, with one the test kernel (`hip_kernels/test_kernel.ll`, compiled for the
//! chips in [`TEST_IMAGES`]) runs with both argument forms.

use tessera_rt::Error;
use tessera_rt::abi::{Arg, ArgPack, StaticAbi};
use tessera_rt::hip::{
    self, ArgForm, HipBuffer, HipDevice, HipDeviceInfo, HipModule, HipStream, LaunchConfig,
    hipError_t,
};
use tessera_rt::kernel::{GpuFormat, GpuImage, Program, ProgramKind};
use tessera_rt::select::{self, Choice, Device, Policy};

use crate::message;

/// Mixed types, so the layout has 4- and 8-byte parameters and padding before `steps`.
static MIXED_ABI: StaticAbi = StaticAbi {
    block_lanes: 64,
    shared_bytes: 256,
    ..crate::static_abi!(
        "mixed",
        [
            ("state", State, Ptr),
            ("status", Status, Ptr),
            ("n_features", Launch, U32),
            ("eta", Launch, F32),
            ("flag", Launch, U32),
            ("steps", Launch, U64),
        ]
    )
};

/// The same parameters as a CPU entry.
static CPU_ABI: StaticAbi = StaticAbi {
    block_lanes: 0,
    ..MIXED_ABI
};

fn mixed_pack() -> ArgPack {
    let mut pack = ArgPack::new(&MIXED_ABI);
    pack.set("state", Arg::Ptr(0x1000_2000_3000)).unwrap();
    pack.set("status", Arg::Ptr(0xdead_beef_0000)).unwrap();
    pack.set("n_features", Arg::U32(7)).unwrap();
    pack.set("eta", Arg::F32(0.25)).unwrap();
    pack.set("flag", Arg::U32(0xffff_fffe)).unwrap();
    pack.set("steps", Arg::U64(1 << 40)).unwrap();
    pack
}

#[test]
fn kernel_params_point_at_each_parameter_in_the_block() {
    let pack = mixed_pack();
    let params = hip::kernel_params(&pack);
    let base = pack.bytes().as_ptr() as usize;
    let offsets: Vec<usize> = params.iter().map(|p| *p as usize - base).collect();
    assert_eq!(offsets, [0, 8, 16, 20, 24, 32]);
    // SAFETY: each pointer is into `pack`'s live, 8-byte aligned block at a naturally aligned
    // offset of the parameter's type.
    unsafe {
        assert_eq!(params[0].cast::<u64>().read(), 0x1000_2000_3000);
        assert_eq!(params[1].cast::<u64>().read(), 0xdead_beef_0000);
        assert_eq!(params[2].cast::<u32>().read(), 7);
        assert_eq!(params[3].cast::<f32>().read(), 0.25);
        assert_eq!(params[4].cast::<u32>().read(), 0xffff_fffe);
        assert_eq!(params[5].cast::<u64>().read(), 1 << 40);
    }
}

#[test]
fn extra_holds_the_packed_block_and_its_size() {
    let pack = mixed_pack();
    let block = pack.bytes();
    assert_eq!(block.len(), 40);
    let size = block.len();
    let extra = hip::extra_config(block.as_ptr(), &size);
    let words: Vec<usize> = extra.iter().map(|p| *p as usize).collect();
    assert_eq!(
        words,
        [
            1,
            block.as_ptr() as usize,
            2,
            &size as *const usize as usize,
            3
        ]
    );
    // The block is the kernel's argument segment: each value at its ABI offset.
    assert_eq!(block[0..8], 0x1000_2000_3000u64.to_ne_bytes());
    assert_eq!(block[16..20], 7u32.to_ne_bytes());
    assert_eq!(block[20..24], 0.25f32.to_ne_bytes());
    assert_eq!(block[32..40], (1u64 << 40).to_ne_bytes());
    // SAFETY: `extra[3]` is `&size`.
    assert_eq!(unsafe { extra[3].cast::<usize>().read() }, 40);
}

#[test]
fn launch_shape_is_one_workgroup_per_row_without_dynamic_shared_memory() {
    // The entry's 256 bytes of shared memory are static (declared in the image): asking for
    // them again as dynamic memory would reserve them twice.
    let expected = LaunchConfig {
        grid: (1000, 1, 1),
        block: (64, 1, 1),
        dynamic_shared_bytes: 0,
    };
    assert_eq!(hip::launch_config(&MIXED_ABI, 1000), expected);
}

#[test]
fn a_grid_of_2_to_the_32_lanes_is_refused_before_the_runtime_sees_it() {
    // 64 lanes: u32::MAX / 64 = 67108863 workgroups of one row.
    assert!(hip::check_grid(&MIXED_ABI, 67_108_863).is_ok());
    assert_eq!(
        message(hip::check_grid(&MIXED_ABI, 67_108_864)),
        Err(
            "n_rows = 67108864: entry `mixed` runs workgroups of 64 lanes, and the HIP runtime \
             refuses a grid of 2^32 lanes or more: expected n_rows <= 67108863 (split the rows \
             over several calls)"
                .to_string()
        )
    );
    // A packed entry's workgroup holds several rows: 64 rows of up to 4 features in 256 lanes.
    let packed = StaticAbi {
        block_lanes: 256,
        max_features: 4,
        ..MIXED_ABI
    };
    // u32::MAX / 256 = 16777215 workgroups of 64 rows.
    assert!(hip::check_grid(&packed, 1_073_741_760).is_ok());
    assert!(hip::check_grid(&packed, 1_073_741_761).is_err());
    let wide = StaticAbi {
        block_lanes: 1024,
        ..MIXED_ABI
    };
    assert!(hip::check_grid(&wide, 4_194_303).is_ok());
    assert!(hip::check_grid(&wide, 4_194_304).is_err());
}

#[track_caller]
fn check_refusal(entry: &StaticAbi, pack: &ArgPack, n_rows: u32, expected: &str) {
    let got = message(hip::check_launch(entry, pack, n_rows));
    assert_eq!(got, Err(expected.to_string()));
}

#[test]
fn launch_refusals_need_no_device() {
    let bug = crate::ABI_BUG;
    let mut incomplete = ArgPack::new(&MIXED_ABI);
    incomplete.set("state", Arg::Ptr(8)).unwrap();
    check_refusal(
        &MIXED_ABI,
        &incomplete,
        4,
        &format!("{bug}: entry `mixed`: parameter `status` was not set"),
    );
    check_refusal(
        &MIXED_ABI,
        &mixed_pack(),
        0,
        "n_rows = 0: expected n_rows > 0",
    );
    check_refusal(
        &CPU_ABI,
        &ArgPack::new(&CPU_ABI),
        4,
        &format!("{bug}: entry `mixed`: block_lanes = 0: a CPU entry, not a GPU one"),
    );
    check_refusal(
        &TEST_ENTRIES[0],
        &mixed_pack(),
        4,
        &format!(
            "{bug}: entry `tessera_rt_hip_test`: the argument pack was built for entry `mixed`"
        ),
    );
    assert_eq!(
        message(hip::check_launch(&MIXED_ABI, &mixed_pack(), 1)),
        Ok(())
    );
}

#[test]
fn runtime_errors_name_the_call_and_the_code() {
    let check = |code, expected: &str| {
        let error = hip::driver_error("loading the gfx1151 HSACO image", "hipModuleLoadData", code);
        assert_eq!(error.to_string(), expected);
    };
    check(
        hipError_t::hipErrorNotFound,
        "loading the gfx1151 HSACO image: hipModuleLoadData failed with hipErrorNotFound \
         (hipError_t 500)",
    );
    check(
        hipError_t::hipErrorNoBinaryForGpu,
        "loading the gfx1151 HSACO image: hipModuleLoadData failed with hipErrorNoBinaryForGpu \
         (hipError_t 209): the image was compiled for another GPU, or for a code-object version \
         this HIP runtime does not load; compile one for this device's chip",
    );
    check(
        hipError_t::hipErrorNoDevice,
        "loading the gfx1151 HSACO image: hipModuleLoadData failed with hipErrorNoDevice \
         (hipError_t 100): the HIP runtime sees no AMD GPU",
    );
}

#[test]
fn device_errors_say_what_is_missing() {
    let none = Error::NoAmdGpu {
        reason: "hipGetDeviceCount reported 0".to_string(),
    };
    assert_eq!(
        none.to_string(),
        "no AMD GPU found (hipGetDeviceCount reported 0): on a machine with one, check that the \
         amdgpu kernel driver is loaded and that this user may open /dev/kfd and /dev/dri \
         (groups `render` and `video`)"
    );
    let beyond = Error::HipNoDevice {
        ordinal: 2,
        count: 1,
    };
    assert_eq!(
        beyond.to_string(),
        "no AMD device 2: the HIP runtime sees 1 device(s) (ordinals 0..1)"
    );
}

#[test]
fn fixed_strings_end_at_the_first_nul() {
    let field = |text: &[u8]| -> Vec<std::ffi::c_char> {
        let mut field: Vec<std::ffi::c_char> = text.iter().map(|&b| b as _).collect();
        field.resize(16, 0);
        field
    };
    assert_eq!(
        hip::driver::fixed_string(&field(b"gfx1151:xnack-\0x")),
        "gfx1151:xnack-"
    );
    assert_eq!(hip::driver::fixed_string(&field(b"")), "");
    let full: Vec<std::ffi::c_char> = b"0123456789abcdef".iter().map(|&b| b as _).collect();
    assert_eq!(hip::driver::fixed_string(&full), "0123456789abcdef");
}

#[test]
fn device_info_converts_to_the_selection_descriptor() {
    let info = HipDeviceInfo {
        ordinal: 0,
        name: "Radeon 8060S".to_string(),
        gcn_arch_name: "gfx1151:xnack-".to_string(),
        total_memory: 1 << 30,
        multiprocessors: 40,
    };
    assert_eq!(info.chip(), "gfx1151");
    let expected = Device::Amd {
        name: "Radeon 8060S".to_string(),
        gcn_arch_name: "gfx1151:xnack-".to_string(),
    };
    assert_eq!(info.descriptor(), expected);
    assert_eq!(Device::from(&info), expected);
    assert_eq!(
        Device::from(info).to_string(),
        "Radeon 8060S (AMD gfx1151:xnack-)"
    );
}

/// An image that is never loaded (its sha256 is not checked).
fn image(chip: &'static str, format: GpuFormat, bytes: &'static [u8]) -> GpuImage {
    GpuImage {
        chip,
        format,
        bytes,
        sha256: "",
        entries: &[],
    }
}

#[test]
fn only_hsa_code_objects_are_handed_to_the_runtime() {
    let bytes = |image| message(hip::image_bytes(&image).map(<[u8]>::len));
    assert_eq!(
        bytes(image("gfx1151", GpuFormat::Hsaco, GFX1151)),
        Ok(GFX1151.len())
    );
    let refused = |format: &str| {
        Err(format!(
            "the gfx1151 image is {format}: the HIP runtime loads only AMD HSA code objects"
        ))
    };
    assert_eq!(
        bytes(image("gfx1151", GpuFormat::Ptx, b".version 7.0")),
        refused("NVIDIA PTX")
    );
    assert_eq!(
        bytes(image("gfx1151", GpuFormat::Cubin, GFX1151)),
        refused("an NVIDIA cubin")
    );
    assert_eq!(
        bytes(image("gfx1151", GpuFormat::Hsaco, b"\x7fELF\x02")),
        refused("not an ELF file")
    );
    assert_eq!(
        bytes(image("gfx1151", GpuFormat::Hsaco, &[0; 64])),
        refused("not an ELF file")
    );
}

/// Checks that `error` says there is no AMD GPU, with what the runtime answered.
#[track_caller]
fn check_no_gpu(error: &Error) {
    let text = error.to_string();
    match error {
        Error::NoAmdGpu { reason } => {
            assert!(
                reason == "hipGetDeviceCount returned hipErrorNoDevice"
                    || reason == "hipGetDeviceCount reported 0",
                "{reason}"
            );
            assert!(
                text.starts_with(&format!("no AMD GPU found ({reason}): ")),
                "{text}"
            );
            assert!(text.contains("/dev/kfd"), "{text}");
        }
        other => panic!("expected the no-AMD-GPU error, got: {other}"),
    }
}

#[test]
fn discovery_reports_no_gpu_or_lists_real_devices() {
    let version = hip::driver::runtime_version();
    match hip::devices() {
        Err(error) => {
            check_no_gpu(&error);
            check_no_gpu(&HipDevice::open(0).unwrap_err());
            check_no_gpu(&HipDevice::open(7).unwrap_err());
            // The runtime itself is there and answers.
            let version = version.unwrap();
            assert!(version >= 50_000_000, "HIP runtime version {version}");
        }
        Ok(devices) => {
            assert!(!devices.is_empty());
            for (ordinal, device) in devices.iter().enumerate() {
                assert_eq!(device.ordinal, ordinal);
                assert!(!device.name.is_empty(), "{device:?}");
                assert!(device.gcn_arch_name.starts_with("gfx"), "{device:?}");
                assert!(device.chip().len() >= 6, "{device:?}");
                assert!(
                    device.total_memory > 0 && device.multiprocessors > 0,
                    "{device:?}"
                );
            }
            let beyond = devices.len();
            assert_eq!(
                HipDevice::open(beyond).unwrap_err().to_string(),
                format!(
                    "no AMD device {beyond}: the HIP runtime sees {beyond} device(s) (ordinals \
                     0..{beyond})"
                )
            );
            let device = HipDevice::open(0).unwrap();
            assert_eq!(device.info(), &devices[0]);
            assert_eq!(device.descriptor(), Device::from(&devices[0]));
        }
    }
}

static GFX1151: &[u8] = include_bytes!("hip_kernels/gfx1151.hsaco");

static TEST_ENTRIES: [StaticAbi; 1] = [StaticAbi {
    block_lanes: 32,
    ..crate::static_abi!(
        "tessera_rt_hip_test",
        [
            ("out", Output, Ptr),
            ("n", Launch, U32),
            ("scale", Launch, F32),
            ("bias", Launch, U64),
        ]
    )
}];

static MISSING_ENTRY: [StaticAbi; 1] = [StaticAbi {
    entry: "no_such_entry",
    ..TEST_ENTRIES[0]
}];

/// The test kernel's image for `$chip`, with the sha256 of the file (`sha256sum`).
macro_rules! test_image {
    ($chip:literal, $sha256:literal) => {
        GpuImage {
            chip: $chip,
            format: GpuFormat::Hsaco,
            bytes: include_bytes!(concat!("hip_kernels/", $chip, ".hsaco")),
            sha256: $sha256,
            entries: &TEST_ENTRIES,
        }
    };
}

/// The test kernel, compiled for each of these chips (code object v4, xnack and sramecc
/// unspecified, so it loads with either setting).
static TEST_IMAGES: [GpuImage; 7] = [
    test_image!(
        "gfx1151",
        "8909f585f284c310db28f3122add574b4b5e4603e71b2ba56d6b27029ca9ef8c"
    ),
    test_image!(
        "gfx1100",
        "2f04e1d3651b603210098019d3eef5e93605f2dd4c7d9eb6816be1dbc2a69465"
    ),
    test_image!(
        "gfx1030",
        "190f88f0fbf9135e70a369c23c20135ca32e99b19492b50879976f494bfcc40c"
    ),
    test_image!(
        "gfx90a",
        "f62886a0571339a9e9ea22d89913f53b155c7183b4121673776e735fafdacd31"
    ),
    test_image!(
        "gfx942",
        "abdb2e85c86e3a38780d26b9077ffa6d80b2aa05d970294ca9b5b96bedc73b00"
    ),
    test_image!(
        "gfx908",
        "ba83650d4b9ad51025e835f39a8a9f19348148a311082e542cd376e411fb5269"
    ),
    test_image!(
        "gfx906",
        "b63ca0848dbb194b28f7dc098a792f893236ad158de9b4c61bbfcf57d0e10726"
    ),
];

/// A map program with no compiled kernel at all.
static NO_KERNELS: Program = Program {
    name: "nothing_compiled",
    kind: ProgramKind::Map,
    inputs: &[],
    vectors: &[],
    params: &[],
    cpu: &[],
    gpu: &[],
};

/// A program whose images are the test kernel's.
static TEST_PROGRAM: Program = Program {
    name: "hip_test",
    gpu: &TEST_IMAGES,
    ..NO_KERNELS
};

#[test]
fn every_test_image_passes_the_load_time_checks() {
    assert_eq!(
        message(tessera_rt::verify::verify_program(&TEST_PROGRAM)),
        Ok(())
    );
}

/// What the test kernel writes over `n_rows` rows of 32 lanes into a zeroed buffer.
fn expected(n_rows: u32, n: u32, scale: f32, bias: u64) -> Vec<f32> {
    (0..n_rows * 32)
        .map(|i| {
            if i < n {
                i as f32 * scale + bias as f32
            } else {
                0.0
            }
        })
        .collect()
}

#[test]
fn the_test_kernel_runs_on_an_amd_gpu_or_none_is_reported() {
    let device = match HipDevice::open(0) {
        Ok(device) => device,
        Err(error) => {
            check_no_gpu(&error);
            return;
        }
    };
    // Memory and streams, whatever the chip.
    let mut out = HipBuffer::<f32>::zeroed(&device, 4 * 32).unwrap();
    assert_eq!(out.download().unwrap(), vec![0.0; 128]);
    out.write(&vec![1.5; out.len()]).unwrap();
    assert_eq!(out.download().unwrap(), vec![1.5; out.len()]);
    assert_eq!(
        message(out.read(&mut [0.0; 3])),
        Err("host buffer has 3 elements, expected the device buffer's length = 128".to_string())
    );
    let stream = HipStream::new(&device).unwrap();
    stream.synchronize().unwrap();

    // The launchers choose through selection: nothing compiled is refused with the fix.
    let mut map_out = [0.0f32; 4];
    let no_ops = tessera_rt::Operands {
        inputs: &[],
        vectors: &[],
        params: &[],
    };
    let refused = hip::run::run_map(
        &device,
        &NO_KERNELS,
        &mut map_out,
        &no_ops,
        1,
        4,
        &Policy::default(),
    )
    .unwrap_err()
    .to_string();
    let fix = format!("`cargo xtask gen --chip {}`", device.info().chip());
    assert!(
        refused.starts_with("no compiled kernel of program `nothing_compiled` runs on")
            && refused.contains(&fix),
        "{refused}"
    );

    let decision = select::select(&device.descriptor(), &TEST_PROGRAM, 32, &Policy::default());
    let Some(Choice::Gpu { image, entry }) = decision.chosen else {
        let chip = device.info().chip();
        assert!(
            !TEST_IMAGES.iter().any(|image| image.chip == chip),
            "{chip}"
        );
        eprintln!(
            "NOTE: no test kernel for {chip}: the launch was not tested; add it to \
             tests/it/hip_kernels\n{}",
            decision.explain()
        );
        return;
    };
    let module = HipModule::load(&device, image).unwrap();
    assert!(module.has_entry("tessera_rt_hip_test"));
    assert_eq!(module.chip(), image.chip);
    let (n_rows, n) = (4, 100);
    for (form, scale, bias) in [(ArgForm::Buffer, 0.5, 3), (ArgForm::Params, -2.0, 1 << 20)] {
        out.write(&vec![0.0; out.len()]).unwrap();
        let mut pack = ArgPack::new(entry);
        pack.set("out", out.arg()).unwrap();
        pack.set("n", Arg::U32(n)).unwrap();
        pack.set("scale", Arg::F32(scale)).unwrap();
        pack.set("bias", Arg::U64(bias)).unwrap();
        // SAFETY: `out` is a live allocation of this device with `n_rows * 32 >= n` f32s, the
        // kernel writes `n` of them, and it is read only after the stream is synchronised.
        unsafe { hip::launch_with(&module, entry, &pack, n_rows, &stream, form) }.unwrap();
        stream.synchronize().unwrap();
        assert_eq!(
            out.download().unwrap(),
            expected(n_rows, n, scale, bias),
            "{form:?}"
        );
    }

    let missing = GpuImage {
        entries: &MISSING_ENTRY,
        ..*image
    };
    // Refused by the load-time checks, before the runtime sees the image.
    let refused = HipModule::load(&device, &missing).unwrap_err().to_string();
    assert!(
        refused.starts_with(&format!(
            "the {} HSACO image has no entry `no_such_entry` (no exported kernel descriptor \
             `no_such_entry.kd`)",
            image.chip
        )),
        "{refused}"
    );
    // An object for another processor family does not load.
    let other = TEST_IMAGES
        .iter()
        .find(|other| other.chip.len() != image.chip.len())
        .expect("the table holds gfx9 and gfx1x objects");
    let refused = HipModule::load(&device, other).unwrap_err().to_string();
    assert!(
        refused.starts_with(&format!(
            "loading the {} HSACO image: hipModuleLoadData failed with hipError",
            other.chip
        )),
        "{refused}"
    );
}
