//! The CUDA driver layer. Pure parts (kernel-parameter pointers, launch shape and refusals,
//! image bytes, driver-error messages) everywhere; the driver itself on both kinds of machine:
//! without a driver every entry point reports it, with a GPU a hand-written PTX kernel runs.

use tessera_rt::Error;
use tessera_rt::abi::{Arg, ArgPack, StaticAbi};
use tessera_rt::cuda::{
    self, CUresult, CudaDevice, CudaModule, DeviceBuffer, LaunchConfig, Stream,
};
use tessera_rt::kernel::{GpuFormat, GpuImage};

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
    let params = cuda::kernel_params(&pack);
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
fn launch_shape_is_one_workgroup_per_row_without_dynamic_shared_memory() {
    // The entry's 256 bytes of shared memory are static (declared in the image): asking for
    // them again as dynamic memory would reserve them twice.
    let expected = LaunchConfig {
        grid: (1000, 1, 1),
        block: (64, 1, 1),
        dynamic_shared_bytes: 0,
    };
    assert_eq!(cuda::launch_config(&MIXED_ABI, 1000), expected);
}

#[test]
fn a_packed_entry_launches_one_workgroup_per_group_of_rows() {
    // 64 rows of 4 lanes per workgroup of 256: the last workgroup may be partly empty.
    let packed = StaticAbi {
        block_lanes: 256,
        max_features: 4,
        shared_bytes: 0,
        ..MIXED_ABI
    };
    for (n_rows, groups) in [(1, 1), (64, 1), (65, 2), (1000, 16), (1 << 20, 1 << 14)] {
        let expected = LaunchConfig {
            grid: (groups, 1, 1),
            block: (256, 1, 1),
            dynamic_shared_bytes: 0,
        };
        assert_eq!(
            cuda::launch_config(&packed, n_rows),
            expected,
            "{n_rows} rows"
        );
    }
}

#[track_caller]
fn check_refusal(entry: &StaticAbi, pack: &ArgPack, n_rows: u32, expected: &str) {
    let got = message(cuda::check_launch(entry, pack, n_rows));
    assert_eq!(got, Err(expected.to_string()));
}

#[test]
fn launch_refusals_need_no_driver() {
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
            "{bug}: entry `tessera_rt_cuda_test`: the argument pack was built for entry `mixed`"
        ),
    );
    assert_eq!(
        message(cuda::check_launch(&MIXED_ABI, &mixed_pack(), 1)),
        Ok(())
    );
}

#[test]
fn driver_errors_name_the_call_and_the_code() {
    let check = |code, expected: &str| {
        let error = cuda::driver_error("loading the sm_90 cubin image", "cuModuleLoadDataEx", code);
        assert_eq!(error.to_string(), expected);
    };
    check(
        CUresult::CUDA_ERROR_INVALID_PTX,
        "loading the sm_90 cubin image: cuModuleLoadDataEx failed with CUDA_ERROR_INVALID_PTX \
         (CUresult 218)",
    );
    check(
        CUresult::CUDA_ERROR_NO_BINARY_FOR_GPU,
        "loading the sm_90 cubin image: cuModuleLoadDataEx failed with \
         CUDA_ERROR_NO_BINARY_FOR_GPU (CUresult 209): the image was compiled for another GPU; \
         compile one for this device's chip",
    );
    check(
        CUresult::CUDA_ERROR_UNSUPPORTED_PTX_VERSION,
        "loading the sm_90 cubin image: cuModuleLoadDataEx failed with \
         CUDA_ERROR_UNSUPPORTED_PTX_VERSION (CUresult 222): the NVIDIA driver is older than \
         this image (its PTX ISA or its cubin's CUDA version); install a newer driver",
    );
    let error = cuda::driver_error(
        "initialising the CUDA driver",
        "cuInit",
        CUresult::CUDA_ERROR_STUB_LIBRARY,
    );
    assert_eq!(
        error.to_string(),
        "initialising the CUDA driver: cuInit failed with CUDA_ERROR_STUB_LIBRARY (CUresult \
         34): the libcuda found is the CUDA toolkit's stub, not the driver's; take the \
         toolkit's `stubs` folder out of LD_LIBRARY_PATH"
    );
    // A kernel fault poisons the context: every code that says so carries the same advice.
    for (code, number) in [
        (CUresult::CUDA_ERROR_ILLEGAL_ADDRESS, 700),
        (CUresult::CUDA_ERROR_HARDWARE_STACK_ERROR, 714),
        (CUresult::CUDA_ERROR_ILLEGAL_INSTRUCTION, 715),
        (CUresult::CUDA_ERROR_MISALIGNED_ADDRESS, 716),
        (CUresult::CUDA_ERROR_INVALID_ADDRESS_SPACE, 717),
        (CUresult::CUDA_ERROR_INVALID_PC, 718),
        (CUresult::CUDA_ERROR_LAUNCH_FAILED, 719),
    ] {
        let error = cuda::driver_error("waiting for the stream", "cuStreamSynchronize", code);
        assert_eq!(
            error.to_string(),
            format!(
                "waiting for the stream: cuStreamSynchronize failed with {code:?} (CUresult \
                 {number}): a kernel faulted; the device's context is now unusable: every later \
                 call on it fails with this code until every handle of the device (modules, \
                 buffers, streams, launchers) is dropped"
            )
        );
    }
}

/// An image that is never loaded (its sha256 is not checked).
fn image(format: GpuFormat, bytes: &'static [u8]) -> GpuImage {
    GpuImage {
        chip: "sm_90",
        format,
        bytes,
        sha256: "",
        entries: &[],
    }
}

#[test]
fn ptx_is_handed_to_the_driver_nul_terminated() {
    let bytes = |image| cuda::image_bytes(&image).map(|b| b.into_owned());
    assert_eq!(
        bytes(image(GpuFormat::Ptx, b".version 7.0")).unwrap(),
        b".version 7.0\0"
    );
    assert_eq!(
        bytes(image(GpuFormat::Ptx, b".version 7.0\0")).unwrap(),
        b".version 7.0\0"
    );
    assert_eq!(
        bytes(image(GpuFormat::Cubin, b"\x7fELF\x02")).unwrap(),
        b"\x7fELF\x02"
    );
    assert_eq!(
        message(bytes(image(GpuFormat::Hsaco, b"\x7fELF"))),
        Err(
            "the sm_90 image is an AMD HSA code object: the CUDA driver loads only PTX and \
             cubin images"
                .to_string()
        )
    );
}

/// Checks that `error` is the "driver missing" (or "driver too old") error.
#[track_caller]
fn check_driver_missing(error: &Error) {
    let text = error.to_string();
    match error {
        Error::CudaDriverNotFound { library, tried, .. } => {
            assert_eq!(*library, "libcuda.so.1");
            assert!(tried.iter().any(|name| name == "libcuda.so.1"), "{tried:?}");
            assert!(
                text.starts_with("the NVIDIA CUDA driver library libcuda.so.1 was not found"),
                "{text}"
            );
            assert!(text.contains("install the driver for your GPU"), "{text}");
            assert!(text.contains("LD_LIBRARY_PATH"), "{text}");
        }
        Error::CudaDriverSymbol { symbol, .. } => {
            assert!(text.contains(symbol) && text.contains("too old"), "{text}");
        }
        other => panic!("expected a missing-driver error, got {other:?}"),
    }
}

#[test]
fn discovery_reports_the_driver_or_lists_real_devices() {
    match cuda::driver_library() {
        Err(error) => {
            check_driver_missing(&error);
            assert!(!cuda::is_available());
            let devices = cuda::devices().unwrap_err();
            check_driver_missing(&devices);
            assert_eq!(devices.to_string(), error.to_string());
            check_driver_missing(&CudaDevice::open(0).unwrap_err());
            check_driver_missing(&cuda::driver::driver_version().unwrap_err());
        }
        Ok(name) => {
            assert!(name.contains("cuda"), "{name}");
            assert!(cuda::is_available());
            let (major, _) = cuda::driver::driver_version().unwrap();
            assert!(major >= 11, "driver CUDA version {major}");
            let devices = cuda::devices().unwrap();
            for (ordinal, device) in devices.iter().enumerate() {
                assert_eq!(device.ordinal, ordinal);
                assert!(!device.name.is_empty());
                assert!(device.compute_capability.0 >= 3, "{device:?}");
                assert!(
                    device.total_memory > 0 && device.multiprocessors > 0,
                    "{device:?}"
                );
                assert!(device.chip().starts_with("sm_"), "{device:?}");
            }
            let beyond = devices.len();
            let refused = CudaDevice::open(beyond).unwrap_err().to_string();
            let expected = if beyond == 0 {
                "CUDA_ERROR_NO_DEVICE".to_string()
            } else {
                format!("no CUDA device {beyond}: the driver sees {beyond} device(s)")
            };
            assert!(refused.contains(&expected), "{refused}");
        }
    }
}

/// `out[i] = f32(i) * scale + f32(bias)` for `i = ctaid.x * ntid.x + tid.x < n` (`sm_75`).
const TEST_PTX: &[u8] = include_bytes!("nvidia_kernels/test_kernel.ptx");

static TEST_ENTRIES: [StaticAbi; 1] = [StaticAbi {
    block_lanes: 32,
    ..crate::static_abi!(
        "tessera_rt_cuda_test",
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

/// The test kernel's PTX image with `entries`, and the sha256 of `bytes`.
fn test_image(entries: &'static [StaticAbi], bytes: &'static [u8]) -> GpuImage {
    GpuImage {
        chip: "sm_75",
        format: GpuFormat::Ptx,
        bytes,
        sha256: String::leak(tessera_rt::verify::sha256_hex(bytes)),
        entries,
    }
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
fn a_ptx_kernel_runs_on_a_gpu_or_the_driver_is_reported_missing() {
    let device = match CudaDevice::open(0) {
        Ok(device) => device,
        Err(error) => {
            // No GPU here: the only acceptable reasons are a missing driver or no device.
            match cuda::driver_library() {
                Err(_) => check_driver_missing(&error),
                Ok(_) => assert!(cuda::devices().unwrap().is_empty(), "{error}"),
            }
            return;
        }
    };
    let entry = &TEST_ENTRIES[0];
    let module = CudaModule::load(&device, &test_image(&TEST_ENTRIES, TEST_PTX)).unwrap();
    assert!(module.has_entry("tessera_rt_cuda_test"));
    let stream = Stream::new(&device).unwrap();
    let (n_rows, n) = (4, 100);
    let mut out = DeviceBuffer::<f32>::zeroed(&device, (n_rows * 32) as usize).unwrap();
    // Upload once, launch twice, download after each.
    for (scale, bias) in [(0.5, 3), (-2.0, 1 << 20)] {
        let mut pack = ArgPack::new(entry);
        pack.set("out", out.arg()).unwrap();
        pack.set("n", Arg::U32(n)).unwrap();
        pack.set("scale", Arg::F32(scale)).unwrap();
        pack.set("bias", Arg::U64(bias)).unwrap();
        // SAFETY: `out` is a live allocation of this device with `n_rows * 32 >= n` f32s, the
        // kernel writes `n` of them, and it is read only after the stream is synchronised.
        unsafe { cuda::launch(&module, entry, &pack, n_rows, &stream) }.unwrap();
        stream.synchronize().unwrap();
        assert_eq!(out.download().unwrap(), expected(n_rows, n, scale, bias));
    }
    // A round trip, and a length mismatch refused.
    out.write(&vec![1.5; out.len()]).unwrap();
    assert_eq!(out.download().unwrap(), vec![1.5; out.len()]);
    let refused = message(out.read(&mut [0.0; 3]));
    assert_eq!(
        refused,
        Err("host buffer has 3 elements, expected the device buffer's length = 128".to_string())
    );

    // A table entry missing from the image: refused by the load-time checks, before the driver.
    let missing = CudaModule::load(&device, &test_image(&MISSING_ENTRY, TEST_PTX)).unwrap_err();
    let missing = missing.to_string();
    assert!(
        missing.starts_with(
            "the sm_75 PTX image has no entry `no_such_entry` (no `.visible .entry no_such_entry(`)"
        ),
        "{missing}"
    );
    // PTX cut after the entry's parameters passes those checks; the driver refuses it.
    let cut = TEST_PTX.len() - TEST_PTX.rsplit(|&b| b == b')').next().unwrap().len();
    let broken = CudaModule::load(&device, &test_image(&TEST_ENTRIES, &TEST_PTX[..cut]));
    let broken = broken.unwrap_err().to_string();
    assert!(
        broken
            .starts_with("loading the sm_75 PTX image: cuModuleLoadDataEx failed with CUDA_ERROR_"),
        "{broken}"
    );
}
