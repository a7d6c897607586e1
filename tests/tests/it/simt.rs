//! The GPU lanes of the conformance suite on the SIMT emulator (`tessera_tests::simt`): every
//! program's `sm_90` entries, run on the host lane by lane through the runtime's GPU launchers,
//! equal the reference interpreter bit for bit over the shape sweep. Runs everywhere, so the GPU
//! kernels' logic is checked on every CI run; a device run (`cargo xtask gpu-check`) adds the
//! GPU back ends.

use tessera_tests::simt::SimtDevice;

use crate::gpu::{
    GPU_SWEEP, every_program_equals_the_reference, sampler_cases_equal_the_reference,
};

#[test]
fn every_program_on_the_emulated_gpu_equals_the_reference() {
    println!("GPU conformance on the SIMT emulator (sm_90 entries on the host)");
    every_program_equals_the_reference(&SimtDevice::new(), &GPU_SWEEP);
}

#[test]
fn the_sampler_on_the_emulated_gpu_equals_the_reference() {
    let entries = sampler_cases_equal_the_reference(&SimtDevice::new());
    // Every entry class of the sampler's image ran.
    let expected: Vec<&str> = tessera_tests::gumbel::PROGRAM
        .gpu
        .iter()
        .find(|image| image.chip == tessera_tests::simt::SIMT_CHIP)
        .expect("an sm_90 image")
        .entries
        .iter()
        .map(|entry| entry.entry)
        .collect();
    assert_eq!(entries.into_iter().collect::<Vec<_>>(), {
        let mut sorted = expected;
        sorted.sort_unstable();
        sorted
    });
}
