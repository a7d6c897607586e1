//! The GPU lanes of the conformance suite (NVIDIA, through the CUDA driver): every program on
//! the device's selected image and entry equals the reference interpreter bit for bit over the
//! shape sweep, so do the sampler's top-k/top-p cases, and a benchmark prints GPU and CPU
//! throughput side by side. The sweeps and the benchmark are generic over the device; `simt`
//! runs them on the SIMT emulator.
//!
//! On a machine without the driver (CI) the test checks that the runtime reports the missing
//! driver library instead of panicking. `cargo xtask gpu-check` sets `TESSERA_REQUIRE_GPU=1`,
//! which makes a missing device a failure.

use std::time::Instant;

use tessera_rt::cuda::{self, CudaDevice, run};
use tessera_rt::energy::EnergyOut;
use tessera_rt::gpu::GpuDevice;
use tessera_rt::kernel::{Program, ProgramKind};
use tessera_rt::langevin::LangevinParams;
use tessera_rt::select::Policy;
use tessera_rt::{Operands, langevin};
use tessera_tests::PROGRAMS;
use tessera_tests::timing::{median_per_call, median_seconds};

use crate::harness::{
    Data, assert_nans_canonical, assert_same_bits, data, poison_with_nans, record_sample,
    run_reference, run_sampler_reference, sampler_data, sweep_sampler, width,
};

/// The first device, or `None` (after checking why) when this machine has none.
fn device() -> Option<CudaDevice> {
    let required = std::env::var_os("TESSERA_REQUIRE_GPU").is_some();
    match cuda::devices() {
        Ok(devices) if !devices.is_empty() => {
            Some(CudaDevice::open(devices[0].ordinal).unwrap_or_else(|e| panic!("{e}")))
        }
        Ok(_) => {
            assert!(
                !required,
                "TESSERA_REQUIRE_GPU is set, but the CUDA driver reports no device"
            );
            eprintln!("NOTE: the CUDA driver reports no device: the GPU lanes did not run");
            None
        }
        Err(e) => {
            assert!(!required, "TESSERA_REQUIRE_GPU is set, but: {e}");
            let message = e.to_string();
            assert!(
                message.contains("libcuda") && message.contains("NVIDIA driver"),
                "{message}"
            );
            eprintln!("NOTE: no CUDA driver on this machine: the GPU lanes did not run");
            None
        }
    }
}

/// The split entry (`tessera_rt::abi::GPU_SPLIT_LAUNCH`) of `program`'s image for `device`.
pub(crate) fn split_entry<D: GpuDevice>(
    device: &D,
    program: &'static Program,
) -> &'static tessera_rt::abi::StaticAbi {
    let policy = Policy::default();
    let image = match tessera_rt::select::require(&device.descriptor(), program, 1, &policy) {
        Ok(tessera_rt::select::Choice::Gpu { image, .. }) => image,
        other => panic!("{}: no GPU image: {other:?}", program.name),
    };
    image
        .entries
        .iter()
        .find(|e| e.param("partials").is_some())
        .unwrap_or_else(|| panic!("{}: a split launch without a split entry", program.name))
}

/// The sampler `program` on `device` from host buffers (`run_sampler`) on the logits of `d`,
/// writing the ids and status words into `d`; returns the run and the entry that ran.
pub(crate) fn sample_on<D: GpuDevice + Clone>(
    device: &D,
    program: &'static Program,
    d: &mut Data,
    rows: usize,
    vocab: usize,
    params: &tessera_rt::sampler::SamplerParams,
    key: [u64; 2],
) -> (tessera_rt::sampler::SampleRun, &'static str) {
    let policy = Policy::default();
    let fail = |e: tessera_rt::Error| -> ! { panic!("{} [{rows}, {vocab}]: {e}", program.name) };
    let entry = match tessera_rt::select::require(&device.descriptor(), program, vocab, &policy) {
        Ok(tessera_rt::select::Choice::Gpu { entry, .. }) => entry.entry,
        Ok(choice) => panic!("{}: the CPU was chosen: {choice:?}", program.name),
        Err(e) => fail(e),
    };
    let mut ids = vec![i64::MIN; rows];
    let sample = tessera_rt::gpu::run::run_sampler(
        device,
        program,
        &d.inputs[0],
        &mut ids,
        rows,
        vocab,
        params,
        key,
        &policy,
    )
    .unwrap_or_else(|e| fail(e));
    record_sample(d, &ids, &sample);
    // A launch that split its rows over several workgroups each ran the image's split entry.
    let entry = match sample.spans_per_row {
        1 => entry,
        _ => split_entry(device, program).entry,
    };
    (sample, entry)
}

/// Runs `program` on the device in place on `d`; returns the next key and the entry.
fn run_gpu<D: GpuDevice + Clone>(
    device: &D,
    program: &'static Program,
    d: &mut Data,
    rows: usize,
    features: usize,
    params: &LangevinParams,
    key: [u64; 2],
) -> ([u64; 2], &'static str) {
    let inputs: Vec<&[f32]> = d.inputs.iter().map(Vec::as_slice).collect();
    let vectors: Vec<&[f32]> = d.vectors.iter().map(Vec::as_slice).collect();
    let ops = Operands {
        inputs: &inputs,
        vectors: &vectors,
        params: &d.params,
    };
    let policy = Policy::default();
    let fail = |e: tessera_rt::Error| -> run::GpuRun { panic!("{}: {e}", program.name) };
    if program.kind == ProgramKind::Sampler {
        let (sample, entry) = sample_on(
            device,
            program,
            d,
            rows,
            features,
            &sweep_sampler(params),
            key,
        );
        return (sample.next_key, entry);
    }
    let result = match program.kind {
        ProgramKind::Langevin { manifold } => {
            let status = manifold.has_status().then_some(d.status.as_mut_slice());
            tessera_rt::gpu::run::run_langevin(
                device,
                program,
                &mut d.state,
                status,
                &ops,
                rows,
                features,
                params,
                key,
                &policy,
            )
            .unwrap_or_else(fail)
        }
        ProgramKind::Map => tessera_rt::gpu::run::run_map(
            device,
            program,
            &mut d.outputs[0],
            &ops,
            rows,
            features,
            &policy,
        )
        .unwrap_or_else(fail),
        ProgramKind::Energy => {
            let (energy, grad) = d.outputs.split_at_mut(1);
            let out = EnergyOut {
                energy: &mut energy[0],
                grad: &mut grad[0],
            };
            tessera_rt::gpu::run::run_energy(
                device, program, &d.state, out, &ops, rows, features, &policy,
            )
            .unwrap_or_else(fail)
        }
        ProgramKind::Sampler => unreachable!("sampled above"),
    };
    let next = if matches!(program.kind, ProgramKind::Langevin { .. }) {
        result.next_key
    } else {
        key
    };
    (next, result.entry)
}

/// The shapes and launch values of a conformance sweep.
pub(crate) struct Sweep {
    /// Row widths (each adjusted to the program by `width`).
    pub widths: &'static [usize],
    /// Langevin steps and temperatures.
    pub steps: &'static [u64],
    pub temperatures: &'static [f64],
}

/// The sweep the GPU lanes run on a device.
pub(crate) const GPU_SWEEP: Sweep = Sweep {
    widths: &[
        1, 5, 8, 33, 100, 200, 400, 1024, 2000, 3000, 4097, 8192, 10001,
    ],
    // `tessera-fast-v1` quads draw four steps at a time (`codegen::quad`): 1 step is a
    // partial first block, 6 a whole one and a partial one, 12 three whole ones.
    steps: &[1, 6, 12],
    temperatures: &[0.0, 0.3, 0.7],
};

/// The sweep of the random programs (`tessera_tests::random`): fewer cases than [`GPU_SWEEP`]
/// (the random programs are many, and their expressions long on the emulator), still a width
/// of every entry class (packed, register, wide) and steps in a whole and a partial quad block.
pub(crate) const RANDOM_SWEEP: Sweep = Sweep {
    widths: &[1, 5, 33, 100, 400, 2000, 4097, 10001],
    steps: &[1, 6],
    temperatures: &[0.0, 0.7],
};

/// The entries that ran, by program.
pub(crate) type EntriesRan = std::collections::BTreeMap<&'static str, Vec<&'static str>>;

/// Runs every program (those of `programs/` over `sweep`, then the random ones,
/// `tessera_tests::random`, over [`RANDOM_SWEEP`]) and checks each launch against the
/// reference interpreter bit for bit; prints one line per program (its failure, if it failed,
/// and the sweep goes on to the next program), fails with every failure listed, and returns
/// the entries that ran.
///
/// Each program runs on a device handle of its own from `open`, dropped before the next
/// program's: a kernel fault poisons a CUDA context until every handle of it is gone, and the
/// next program then gets a fresh one (the caller holds no handle of its own meanwhile).
pub(crate) fn every_program_equals_the_reference<D: GpuDevice + Clone>(
    open: impl Fn() -> D,
    sweep: &Sweep,
) -> EntriesRan {
    println!("{:<18} {:>6} {:>8}  entries", "program", "cases", "seconds");
    let mut ran = EntriesRan::new();
    // A program that fails does not stop the sweep: every program runs and the failures are
    // reported together at the end, so one run on a device (scarce) says all it can.
    let mut failures = Vec::new();
    let programs: Vec<&'static Program> = tessera_tests::every_program().collect();
    for (p, &program) in programs.iter().enumerate() {
        let started = Instant::now();
        let swept = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let sweep = if p < PROGRAMS.len() {
                sweep
            } else {
                &RANDOM_SWEEP
            };
            sweep_program(&open(), sweep, p, program)
        }));
        match swept {
            Ok((cases, entries)) => {
                println!(
                    "{:<18} {:>6} {:>8.2}  {}",
                    program.name,
                    cases,
                    started.elapsed().as_secs_f64(),
                    entries.join(" ")
                );
                ran.insert(program.name, entries);
            }
            Err(panic) => {
                let message = panic_message(panic.as_ref());
                println!("{:<18} FAILED: {message}", program.name);
                failures.push(format!("{}: {message}", program.name));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} programs failed:\n{}",
        failures.len(),
        programs.len(),
        failures.join("\n")
    );
    ran
}

/// The text of a panic's payload.
fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "a panic without a message".to_string())
}

/// Every case of the sweep of program number `p` on `device`, each equal to the reference bit
/// for bit (a mismatch panics); returns the number of cases and the entries that ran.
fn sweep_program<D: GpuDevice + Clone>(
    device: &D,
    sweep: &Sweep,
    p: usize,
    program: &'static Program,
) -> (usize, Vec<&'static str>) {
    let mut cases = 0;
    let mut entries = std::collections::BTreeSet::new();
    let langevin = matches!(program.kind, ProgramKind::Langevin { .. });
    for (w, &features) in sweep.widths.iter().enumerate() {
        let features = width(program, features);
        let (steps, temperatures): (&[u64], &[f64]) = if langevin {
            (sweep.steps, sweep.temperatures)
        } else if program.kind == ProgramKind::Sampler {
            (&[1], &[0.0, 0.7])
        } else {
            (&[1], &[0.0])
        };
        // Rows of up to 128 features run on packed entries, several rows per workgroup (a
        // sampler's too: these launches have no top-k or top-p): 131 rows also fill whole
        // workgroups of every packed entry and leave the last one partly empty.
        // A sampler's wide rows: 3 split over several workgroups each on the emulator's
        // multiprocessors, 8 fill them and run one workgroup each (`abi::gpu_spans`).
        let sampler_wide = program.kind == ProgramKind::Sampler && features > 8192;
        let row_counts: &[usize] = match (features <= 128, sampler_wide) {
            (true, _) => &[3, 131],
            (false, true) => &[3, 8],
            (false, false) => &[3],
        };
        for &k in steps {
            for (t, &temperature) in temperatures.iter().enumerate() {
                for &rows in row_counts {
                    let params = LangevinParams::constant(k, 0.1, temperature);
                    let key = [0x0123_4567_89ab_cdef ^ (p as u64), (w * 10 + t) as u64];
                    let seed = (p * 1000 + w * 10 + t + rows) as u64;
                    let initial = data(program, rows, features, seed);
                    let case = (rows, features, &params, key);
                    let (entry, _) = gpu_case(device, program, initial, case, "");
                    entries.insert(entry);
                    cases += 1;
                }
            }
        }
        // Annealed chains: the temperature and the noise scale change at every step
        // (computed behind a launch-uniform branch of their own, `codegen::emit_steps`); 6
        // steps end in a partial block of a quad draw.
        if langevin {
            for &rows in row_counts {
                let params = LangevinParams {
                    anneal: Some(0.8),
                    ..LangevinParams::constant(6, 0.1, 0.5)
                };
                let key = [0x0a11_ea1e ^ (p as u64), w as u64];
                let initial = data(program, rows, features, (p * 1000 + w + 7) as u64);
                let case = (rows, features, &params, key);
                let (entry, _) = gpu_case(device, program, initial, case, " annealed");
                entries.insert(entry);
                cases += 1;
            }
        }
        // NaN operands: the results that are NaN are the canonical NaN, whatever NaN the
        // device's arithmetic makes (`numeric::CANONICAL_NAN_F32`).
        if program.kind != ProgramKind::Sampler {
            for &rows in row_counts {
                let params = LangevinParams::constant(4, 0.1, 0.3);
                let key = [0x0bad_f00d ^ (p as u64), w as u64];
                let mut initial = data(program, rows, features, (p * 1000 + w) as u64);
                poison_with_nans(&mut initial, rows, features);
                let case = (rows, features, &params, key);
                let (entry, got) = gpu_case(device, program, initial, case, " with NaN operands");
                let context = format!("{} on the GPU ({entry}) with NaN operands", program.name);
                assert_nans_canonical(&context, program, &got);
                entries.insert(entry);
                cases += 1;
            }
        }
    }
    (cases, entries.into_iter().collect())
}

/// Runs `program` on `device` and on the reference from `initial` (`rows`, `features`, the
/// launch values and the key) and asserts the two equal bit for bit (`what` says what is
/// special about the case); returns the entry that ran and the device's results.
fn gpu_case<D: GpuDevice + Clone>(
    device: &D,
    program: &'static Program,
    initial: Data,
    (rows, features, params, key): (usize, usize, &LangevinParams, [u64; 2]),
    what: &str,
) -> (&'static str, Data) {
    let mut expected = initial.clone();
    let expected_key = run_reference(program, &mut expected, rows, features, params, key);
    let mut got = initial;
    let (next, entry) = run_gpu(device, program, &mut got, rows, features, params, key);
    let context = format!(
        "{} on the GPU ({entry}){what}, {rows}x{features}, {params:?}",
        program.name
    );
    assert_eq!(next, expected_key, "{context}: next key");
    assert_same_bits(&context, &got, &expected, features);
    (entry, got)
}

/// Every case of `sampler::sampler_cases` (top-k, top-p, ties, refused rows, each entry class)
/// on `device` equals the reference interpreter bit for bit; returns the entries that ran.
pub(crate) fn sampler_cases_equal_the_reference<D: GpuDevice + Clone>(
    device: &D,
) -> std::collections::BTreeSet<&'static str> {
    cases_equal_the_reference(device, crate::sampler::sampler_cases())
}

/// The top-p boundaries that the guided searches (`codegen::search`) must find as the bitwise
/// rounds do (`sampler::top_p_above_the_rounded_total`,
/// `sampler::top_p_boundaries_an_estimate_misplaces`), and the nuclei the Gumbel draw runs over
/// as lists (`sampler::listed_nuclei`), each equal to the reference bit for bit; returns the
/// entries that ran them.
pub(crate) fn top_p_boundaries_equal_the_reference<D: GpuDevice + Clone>(
    device: &D,
) -> std::collections::BTreeSet<&'static str> {
    let mut cases = crate::sampler::top_p_above_the_rounded_total();
    cases.extend(crate::sampler::top_p_boundaries_an_estimate_misplaces());
    cases.extend(crate::sampler::listed_nuclei());
    cases_equal_the_reference(device, cases)
}

/// `gumbel_pairwise` (its sums pairwise: the wide entry's top-p passes fold a few candidates
/// with all the lanes, `codegen::search::spread::fold_pairwise_spread`) on `device` over
/// `sampler::pairwise_sampler_cases`, each equal to the reference bit for bit; returns the
/// entries that ran.
pub(crate) fn pairwise_sampler_cases_equal_the_reference<D: GpuDevice + Clone>(
    device: &D,
) -> std::collections::BTreeSet<&'static str> {
    let program = &tessera_tests::gumbel_pairwise::PROGRAM;
    program_cases_equal_the_reference(device, program, crate::sampler::pairwise_sampler_cases())
}

/// Each sampler case on `device` (the entry the runtime picks) equals the reference bit for
/// bit; returns the entries that ran.
pub(crate) fn cases_equal_the_reference<D: GpuDevice + Clone>(
    device: &D,
    cases: Vec<crate::sampler::SamplerCase>,
) -> std::collections::BTreeSet<&'static str> {
    program_cases_equal_the_reference(device, &tessera_tests::gumbel::PROGRAM, cases)
}

/// Both samplers on `device` over `sampler::narrow_search_cases` (narrow rows with top-k or
/// top-p: packed entries, several rows to a workgroup), each equal to the reference bit for
/// bit; returns the entries that ran.
pub(crate) fn narrow_search_cases_equal_the_reference<D: GpuDevice + Clone>(
    device: &D,
) -> std::collections::BTreeSet<&'static str> {
    let cases = crate::sampler::narrow_search_cases();
    [
        &tessera_tests::gumbel::PROGRAM,
        &tessera_tests::gumbel_pairwise::PROGRAM,
    ]
    .into_iter()
    .flat_map(|program| program_cases_equal_the_reference(device, program, cases.clone()))
    .collect()
}

/// [`cases_equal_the_reference`] with the sampler `program`.
pub(crate) fn program_cases_equal_the_reference<D: GpuDevice + Clone>(
    device: &D,
    program: &'static Program,
    cases: Vec<crate::sampler::SamplerCase>,
) -> std::collections::BTreeSet<&'static str> {
    let mut entries = std::collections::BTreeSet::new();
    for (rows, vocab, params, logits, key) in cases {
        let initial = sampler_data(rows, logits);
        let mut expected = initial.clone();
        let expected_key = run_sampler_reference(program, &mut expected, rows, vocab, &params, key);
        let mut got = initial;
        let (run, entry) = sample_on(device, program, &mut got, rows, vocab, &params, key);
        entries.insert(entry);
        let context = format!(
            "{} on the GPU ({entry}), [{rows}, {vocab}], {params:?}",
            program.name
        );
        assert_eq!(run.next_key, expected_key, "{context}: next key");
        assert_same_bits(&context, &got, &expected, vocab);
    }
    entries
}

/// A decode loop on one [`run::SamplerOnDevice`] of a wide vocabulary, whose launches reuse
/// the scratch, status and span buffers of those before (left holding their values: the
/// kernel must write before it reads): launches that split and launches that do not, rows
/// fewer and more than before, the key fed back; each equals the reference bit for bit.
/// Returns each launch's spans per row.
pub(crate) fn a_decode_loop_reuses_one_sampler<D: GpuDevice + Clone>(
    device: &D,
    program: &'static Program,
) -> Vec<usize> {
    use tessera_rt::sampler::{self, SamplerParams};
    let vocab = 9000;
    let fail = |e: tessera_rt::Error| -> ! { panic!("{} [_, {vocab}]: {e}", program.name) };
    let mut on_device =
        tessera_rt::gpu::run::SamplerOnDevice::new(device, program, vocab, &Policy::default())
            .unwrap_or_else(|e| fail(e));
    let p = SamplerParams::new;
    // On a device of four multiprocessors (the emulator's), launch 3 splits its rows as launch
    // 1 did (4 spans of 64-word records) and the launch between them does not split, so it
    // runs on span counts left at zero by launch 1's last spans, with no zeroing between.
    // Launch 1's one row has no token, and launch 2 of one row reuses its status word, which
    // the kernel writes whole.
    let launches = [
        (3, p(1.0).with_top_k(20)),
        (1, p(1.0)),
        (1, p(0.8).with_top_p(0.5)),
        (2, p(0.7)),
        (5, p(1.2).with_top_k(50).with_top_p(0.9)),
        (1, SamplerParams::greedy()),
        (2, p(1.0).with_top_k(7)),
    ];
    let mut key = [0xdec0de, 1];
    let mut spans = Vec::new();
    for (i, (rows, params)) in launches.into_iter().enumerate() {
        let mut logits = crate::sampler::random_logits(rows, vocab, 90 + i as u64, 6.0);
        if i == 1 {
            logits[17] = f32::NAN;
        }
        let initial = sampler_data(rows, logits);
        let mut expected = initial.clone();
        let expected_key = run_sampler_reference(program, &mut expected, rows, vocab, &params, key);
        let d_logits = device
            .upload(&initial.inputs[0])
            .unwrap_or_else(|e| fail(e));
        let mut d_ids = device.zeroed::<i64>(rows).unwrap_or_else(|e| fail(e));
        let run = on_device
            .sample(&d_logits, &mut d_ids, rows, &params, key)
            .unwrap_or_else(|e| fail(e));
        let mut ids = vec![0; rows];
        D::read(&d_ids, &mut ids).unwrap_or_else(|e| fail(e));
        let mut got = initial;
        record_sample(&mut got, &ids, &run);
        let context = format!("decode loop launch {i}: [{rows}, {vocab}], {params:?}");
        let split = match sampler::rows_can_split(split_entry(device, program), &params, vocab) {
            true => tessera_rt::abi::gpu_spans(rows, vocab, device.multiprocessors()),
            false => 1,
        };
        assert_eq!(run.spans_per_row, split, "{context}: spans per row");
        assert_eq!(run.next_key, expected_key, "{context}: next key");
        assert_same_bits(&context, &got, &expected, vocab);
        spans.push(run.spans_per_row);
        key = run.next_key;
    }
    spans
}

#[test]
fn a_decode_loop_on_the_gpu_reuses_one_sampler() {
    let Some(device) = device() else { return };
    for program in [
        &tessera_tests::gumbel::PROGRAM,
        &tessera_tests::gumbel_pairwise::PROGRAM,
    ] {
        let spans = a_decode_loop_reuses_one_sampler(&device, program);
        println!(
            "GPU decode loop of {}: spans per row {spans:?}",
            program.name
        );
    }
}

#[test]
fn the_sampler_on_the_gpu_equals_the_reference() {
    let Some(device) = device() else { return };
    let entries = sampler_cases_equal_the_reference(&device);
    println!(
        "GPU sampler cases on {}: entries {entries:?}",
        device.info().name
    );
}

#[test]
fn the_pairwise_sampler_on_the_gpu_equals_the_reference() {
    let Some(device) = device() else { return };
    let entries = pairwise_sampler_cases_equal_the_reference(&device);
    println!("GPU pairwise sampler cases: entries {entries:?}");
}

/// This run's `random_sampler` cases, for both sampler programs, on `device` (the entry the
/// runtime picks), each equal to the reference bit for bit; returns the entries that ran.
pub(crate) fn random_sampler_launches_equal_the_reference<D: GpuDevice + Clone>(
    device: &D,
) -> std::collections::BTreeSet<&'static str> {
    let mut entries = std::collections::BTreeSet::new();
    for crate::random_sampler::RandomCase { seed, case, .. } in
        crate::random_sampler::cases_of_this_run()
    {
        for program in crate::random_sampler::programs() {
            println!(
                "random sampler case of seed {seed} on {}: [{}, {}], {:?}",
                program.name, case.0, case.1, case.2
            );
            entries.extend(program_cases_equal_the_reference(
                device,
                program,
                vec![case.clone()],
            ));
        }
    }
    entries
}

#[test]
fn random_sampler_launches_on_the_gpu_equal_the_reference() {
    let Some(device) = device() else { return };
    let entries = random_sampler_launches_equal_the_reference(&device);
    println!("GPU random sampler cases: entries {entries:?}");
}

#[test]
fn narrow_rows_that_search_on_the_gpu_equal_the_reference() {
    let Some(device) = device() else { return };
    let entries = narrow_search_cases_equal_the_reference(&device);
    println!("GPU narrow rows that search: entries {entries:?}");
}

#[test]
fn top_p_boundaries_on_the_gpu_equal_the_reference() {
    let Some(device) = device() else { return };
    let entries = top_p_boundaries_equal_the_reference(&device);
    println!("GPU top-p boundaries: entries {entries:?}");
}

#[test]
fn every_program_on_the_gpu_equals_the_reference() {
    let Some(device) = device() else { return };
    println!(
        "GPU conformance on {} ({})",
        device.info().name,
        device.info().chip()
    );
    let ordinal = device.ordinal();
    drop(device);
    every_program_equals_the_reference(
        || CudaDevice::open(ordinal).unwrap_or_else(|e| panic!("{e}")),
        &GPU_SWEEP,
    );
}

/// One workload of the GPU benchmark: a Langevin chain (`steps` > 0) or a sampler batch.
#[derive(Debug, Clone, Copy)]
pub(crate) struct GpuWorkload {
    pub program: &'static Program,
    pub rows: usize,
    pub features: usize,
    /// Langevin steps; 0 for the sampler.
    pub steps: u64,
    pub top_k: usize,
    pub top_p: f64,
    /// The sampler's temperature.
    pub temperature: f64,
}

impl GpuWorkload {
    pub(crate) const fn langevin(
        program: &'static Program,
        rows: usize,
        features: usize,
        steps: u64,
    ) -> Self {
        GpuWorkload {
            program,
            rows,
            features,
            steps,
            top_k: 0,
            top_p: 1.0,
            temperature: BENCH_SAMPLER_TEMPERATURE,
        }
    }

    pub(crate) const fn sampler(rows: usize, vocab: usize, top_k: usize, top_p: f64) -> Self {
        GpuWorkload {
            program: &tessera_tests::gumbel::PROGRAM,
            rows,
            features: vocab,
            steps: 0,
            top_k,
            top_p,
            temperature: BENCH_SAMPLER_TEMPERATURE,
        }
    }

    /// The sampler workload at temperature `temperature`.
    pub(crate) const fn at(self, temperature: f64) -> Self {
        GpuWorkload {
            temperature,
            ..self
        }
    }

    /// The workload with the sampler `program` (`gumbel_pairwise`) in place of `gumbel`.
    pub(crate) const fn on(self, program: &'static Program) -> Self {
        GpuWorkload { program, ..self }
    }

    /// The name `cargo xtask bench` gives the same workload (so the PyTorch records match).
    pub(crate) fn name(&self) -> String {
        let (rows, features) = (self.rows, self.features);
        if self.steps > 0 {
            return format!("{} {rows}x{features} K={}", self.program.name, self.steps);
        }
        let mut name = format!(
            "{} [{rows}, {features}] T={}",
            self.program.name, self.temperature
        );
        if self.top_k > 0 {
            name += &format!(" top_k={}", self.top_k);
        }
        if self.top_p < 1.0 {
            name += &format!(" top_p={}", self.top_p);
        }
        name
    }
}

/// The Langevin step size and temperature, and the sampler's temperature (unless a workload
/// sets its own), of the benchmark.
const BENCH_ETA: f64 = 0.05;
const BENCH_TEMPERATURE: f64 = 0.5;
const BENCH_SAMPLER_TEMPERATURE: f64 = 1.0;

/// The GPU benchmark's workloads: `cargo xtask bench`'s (every Langevin and sampler shape the
/// issue asks for), and quadratic narrow rows.
pub(crate) const GPU_WORKLOADS: [GpuWorkload; 33] = {
    use tessera_tests::{double_well, gumbel_pairwise, quadratic, quadratic_fast, sphere_align};
    use tessera_tests::{tether, tether_pairwise};
    [
        GpuWorkload::langevin(&quadratic::PROGRAM, 4096, 1024, 8),
        GpuWorkload::langevin(&quadratic::PROGRAM, 4096, 1024, 64),
        GpuWorkload::langevin(&quadratic_fast::PROGRAM, 4096, 1024, 64),
        // Eight features per lane, the quads drawing every step (`codegen::quad`).
        GpuWorkload::langevin(&quadratic_fast::PROGRAM, 256, 8192, 64),
        GpuWorkload::langevin(&quadratic::PROGRAM, 65536, 128, 64),
        GpuWorkload::langevin(&quadratic::PROGRAM, 256, 8192, 64),
        GpuWorkload::langevin(&quadratic::PROGRAM, 1_048_576, 4, 64),
        GpuWorkload::langevin(&double_well::PROGRAM, 4096, 1024, 8),
        GpuWorkload::langevin(&double_well::PROGRAM, 4096, 1024, 64),
        GpuWorkload::langevin(&double_well::PROGRAM, 65536, 128, 64),
        GpuWorkload::langevin(&double_well::PROGRAM, 256, 8192, 64),
        GpuWorkload::langevin(&sphere_align::PROGRAM, 4096, 1024, 64),
        // A row sum per step: on lane 0 (sequential) or by the lanes' rounds (pairwise).
        GpuWorkload::langevin(&tether::PROGRAM, 4096, 1024, 64),
        GpuWorkload::langevin(&tether_pairwise::PROGRAM, 4096, 1024, 64),
        // Narrow rows that fold: packed entries, 64 rows of four per workgroup.
        GpuWorkload::langevin(&sphere_align::PROGRAM, 1_048_576, 4, 64),
        GpuWorkload::langevin(&tether::PROGRAM, 1_048_576, 4, 64),
        GpuWorkload::sampler(8, 128_000, 0, 1.0),
        GpuWorkload::sampler(64, 32_000, 0, 1.0),
        GpuWorkload::sampler(1, 256_000, 0, 1.0),
        GpuWorkload::sampler(8, 128_000, 50, 0.9),
        GpuWorkload::sampler(8, 128_000, 0, 0.9),
        GpuWorkload::sampler(8, 128_000, 0, 0.9).at(0.25),
        // One sequence decoding with top-k and top-p: split by candidates, on the pairwise
        // sampler too (its mass and top-p search fold the top-k tokens at their positions).
        GpuWorkload::sampler(1, 128_000, 50, 0.9),
        GpuWorkload::sampler(1, 128_000, 50, 0.9).on(&gumbel_pairwise::PROGRAM),
        GpuWorkload::sampler(8, 128_000, 50, 0.9).on(&gumbel_pairwise::PROGRAM),
        // One sequence decoding with top-p alone: one workgroup, sequential sums or pairwise.
        GpuWorkload::sampler(1, 128_000, 0, 0.9),
        GpuWorkload::sampler(1, 128_000, 0, 0.9).on(&gumbel_pairwise::PROGRAM),
        // Narrow rows (as `cargo xtask bench`'s): packed entries, 64 and 8 rows per workgroup.
        GpuWorkload::sampler(1_048_576, 4, 0, 1.0),
        GpuWorkload::sampler(262_144, 16, 0, 1.0),
        // Narrow rows with top-k and top-p, and with top-p alone: packed entries too, their
        // rows' searches in step.
        GpuWorkload::sampler(262_144, 16, 4, 0.9),
        GpuWorkload::sampler(262_144, 16, 0, 0.9),
        // Top-p with the sums pairwise: the lanes fold a few candidates together per pass.
        GpuWorkload::sampler(8, 128_000, 0, 0.9).on(&gumbel_pairwise::PROGRAM),
        GpuWorkload::sampler(8, 128_000, 0, 0.9)
            .at(0.25)
            .on(&gumbel_pairwise::PROGRAM),
    ]
};

/// The kernel's device time: the median per call (`tessera_tests::timing`) of `f`, a
/// launcher's call with its kernel timing on, returning its `kernel_seconds`.
fn median_kernel_seconds(name: &str, f: &mut dyn FnMut() -> Option<f64>) -> f64 {
    median_per_call(|| f().unwrap_or_else(|| panic!("{name}: the launch was not timed")))
}

/// Times each workload on `device` with device-resident data (a Langevin chain uploaded once,
/// each timed call one launch; sampler logits on the device, each call one launch and the
/// status words' download) and on the CPU kernel; then, with the launcher's kernel timing on
/// (events around the launch), the kernel alone, so that the call's cost outside the kernel
/// (zeroing, launch, synchronisation, download) shows. Each number is a median per call as
/// the CPU bench and the PyTorch side time theirs (`tessera_tests::timing`: five runs of at
/// least 0.1 s after a warm-up). Prints a table and returns the
/// workloads (as `cargo xtask bench` writes them) and the GPU records (`kernel_s`: the
/// kernel's median device time).
pub(crate) fn gpu_benchmark<D: GpuDevice + Clone>(
    device: &D,
    workloads: &[GpuWorkload],
) -> (Vec<serde_json::Value>, Vec<serde_json::Value>) {
    println!(
        "{:<44} {:>12} {:>12} {:>8} {:>10} {:>10}",
        "workload", "GPU", "CPU", "GPU/CPU", "call us", "kernel us"
    );
    let (mut listed, mut records) = (Vec::new(), Vec::new());
    for w in workloads {
        let program = w.program;
        let name = w.name();
        let fail = |e: tessera_rt::Error| -> ! { panic!("{name}: {e}") };
        let mut d = data(program, w.rows, w.features, 1);
        if program.name.starts_with("tether") {
            // As `cargo xtask bench` starts them: in [-0.5, 0.5) (from [-2, 2) a step of
            // eta = 0.05 overshoots the norm constraint and the chain diverges).
            d.state.iter_mut().for_each(|v| *v /= 4.0);
        }
        let (gpu, kernel, cpu, work, unit) = if w.steps == 0 {
            let mut sampler = tessera_rt::gpu::run::SamplerOnDevice::new(
                device,
                program,
                w.features,
                &Policy::default(),
            )
            .unwrap_or_else(|e| fail(e));
            let logits = device.upload(&d.inputs[0]).unwrap_or_else(|e| fail(e));
            let mut ids = device.zeroed::<i64>(w.rows).unwrap_or_else(|e| fail(e));
            let params = tessera_rt::sampler::SamplerParams::new(w.temperature)
                .with_top_k(w.top_k)
                .with_top_p(w.top_p);
            let mut sample = |sampler: &mut tessera_rt::gpu::run::SamplerOnDevice<D>| {
                sampler
                    .sample(&logits, &mut ids, w.rows, &params, [1, 2])
                    .unwrap_or_else(|e| fail(e));
                sampler.kernel_seconds()
            };
            let gpu = median_seconds(|| {
                sample(&mut sampler);
            });
            sampler.time_kernels(true);
            let kernel = median_kernel_seconds(&name, &mut || sample(&mut sampler));
            let cpu = median_seconds(|| {
                let mut host_ids = vec![0i64; w.rows];
                tessera_rt::sampler::run_cpu(
                    program,
                    &d.inputs[0],
                    &mut host_ids,
                    w.rows,
                    w.features,
                    &params,
                    [1, 2],
                )
                .unwrap_or_else(|e| fail(e));
            });
            (gpu, kernel, cpu, w.rows as f64, "samples/s")
        } else {
            let params = LangevinParams::constant(w.steps, BENCH_ETA, BENCH_TEMPERATURE);
            let inputs: Vec<&[f32]> = d.inputs.iter().map(Vec::as_slice).collect();
            let ops = Operands {
                inputs: &inputs,
                ..Operands::default()
            };
            let status = (!d.status.is_empty()).then_some(d.status.as_slice());
            let mut chain = tessera_rt::gpu::run::LangevinOnDevice::new(
                device,
                program,
                &d.state,
                status,
                &ops,
                w.rows,
                w.features,
                &Policy::default(),
            )
            .unwrap_or_else(|e| fail(e));
            let gpu = median_seconds(|| {
                chain.run(&params, [1, 2]).unwrap_or_else(|e| fail(e));
            });
            chain.time_kernels(true);
            let kernel = median_kernel_seconds(&name, &mut || {
                chain.run(&params, [1, 2]).unwrap_or_else(|e| fail(e));
                chain.kernel_seconds()
            });
            let cpu = median_seconds(|| {
                let mut state = d.state.clone();
                let mut status = d.status.clone();
                let status = (!status.is_empty()).then_some(status.as_mut_slice());
                langevin::run_cpu(
                    program,
                    &mut state,
                    status,
                    &ops,
                    w.rows,
                    w.features,
                    &params,
                    [1, 2],
                )
                .unwrap_or_else(|e| fail(e));
            });
            let work = (w.rows * w.features) as f64 * w.steps as f64;
            (gpu, kernel, cpu, work, "elem-steps/s")
        };
        println!(
            "{:<44} {:>12.3e} {:>12.3e} {:>8.2} {:>10.1} {:>10.1}  {unit}",
            name,
            work / gpu,
            work / cpu,
            cpu / gpu,
            gpu * 1e6,
            kernel * 1e6
        );
        listed.push(if w.steps == 0 {
            serde_json::json!({
                "workload": name, "program": program.name, "rows": w.rows,
                "features": w.features, "temperature": w.temperature,
                "top_k": w.top_k, "top_p": w.top_p,
            })
        } else {
            serde_json::json!({
                "workload": name, "program": program.name, "rows": w.rows,
                "features": w.features, "steps": w.steps, "eta": BENCH_ETA,
                "temperature": BENCH_TEMPERATURE,
            })
        });
        records.push(serde_json::json!({
            "workload": name, "impl": "kernel-gpu", "shape": [w.rows, w.features],
            "steps": w.steps.max(1), "median_s": gpu, "throughput": work / gpu,
            "unit": unit, "detail": "device-resident data", "kernel_s": kernel,
        }));
    }
    (listed, records)
}

/// GPU (device-resident data) and CPU throughput on the benchmark's workloads, in one run
/// (printed, never asserted).
#[test]
fn gpu_benchmark_table() {
    let Some(device) = device() else { return };
    println!("GPU benchmark on {}", device.info().name);
    let (workloads, records) = gpu_benchmark(&device, &GPU_WORKLOADS);
    driver_costs(&device);
    // `TESSERA_GPU_BENCH_DIR` (set by gpu-check's run.sh): the workloads and the kernel's records,
    // for the PyTorch CUDA comparison (`xtask/bench/torch_numpy.py --cuda ... --compare ...`).
    if let Some(dir) = std::env::var_os("TESSERA_GPU_BENCH_DIR") {
        let dir = std::path::PathBuf::from(dir);
        std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        for (name, value) in [("workloads.json", workloads), ("kernel.json", records)] {
            let text = serde_json::to_string_pretty(&value).expect("JSON values serialise");
            std::fs::write(dir.join(name), text)
                .unwrap_or_else(|e| panic!("{}: {e}", dir.join(name).display()));
        }
    }
}

/// The driver operations a sampler call makes besides its kernel, each timed alone (printed,
/// never asserted), so that the benchmark's call time minus kernel time can be read: the
/// download of a few status words queued on the sampler's stream, which then waits for it
/// (`cuMemcpyDtoHAsync`, `cuStreamSynchronize`), the zeroing of span records queued before it
/// (`cuMemsetD8Async`: a split launch's first of a new record layout), and waiting on a stream
/// with nothing queued; beside them a synchronous download (`cuMemcpyDtoH`, the way the calls
/// went before they queued on the stream).
fn driver_costs<D: GpuDevice>(device: &D) {
    let fail = |e: tessera_rt::Error| -> ! { panic!("driver costs: {e}") };
    let mut words = device.zeroed::<u32>(64).unwrap_or_else(|e| fail(e));
    let mut host = vec![0u32; 64];
    let stream = device.stream().unwrap_or_else(|e| fail(e));
    let read =
        median_seconds(|| D::read_on(&words, &mut host, &stream).unwrap_or_else(|e| fail(e)));
    let zero_read = median_seconds(|| {
        D::zero_on(&mut words, &stream).unwrap_or_else(|e| fail(e));
        D::read_on(&words, &mut host, &stream).unwrap_or_else(|e| fail(e));
    });
    let idle = median_seconds(|| D::synchronize(&stream).unwrap_or_else(|e| fail(e)));
    let read_sync = median_seconds(|| D::read(&words, &mut host).unwrap_or_else(|e| fail(e)));
    println!(
        "driver costs per call, us: download of 64 words on the stream {:.1}, zeroing then \
         download {:.1}, waiting on an idle stream {:.1}; synchronous download {:.1}",
        read * 1e6,
        zero_read * 1e6,
        idle * 1e6,
        read_sync * 1e6
    );
}
