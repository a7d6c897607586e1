//! The GPU lanes of the conformance suite on the SIMT emulator (`tessera_tests::simt`): every
//! program's `sm_90` entries, run on the host lane by lane through the runtime's GPU launchers,
//! equal the reference interpreter bit for bit over the shape sweep. Runs everywhere, so the GPU
//! kernels' logic is checked on every CI run; a device run (`cargo xtask gpu-check`) adds the
//! GPU back ends.

use tessera_rt::kernel::Program;
use tessera_tests::PROGRAMS;
use tessera_tests::simt::{SIMT_CHIP, SimtDevice, take_checked_accesses};

use crate::gpu::{
    GPU_SWEEP, every_program_equals_the_reference, sampler_cases_equal_the_reference,
};
use crate::gpu::{GpuWorkload, gpu_benchmark};
use crate::harness::width;

/// The entries of `program`'s image for the emulated chip, sorted.
fn image_entries(program: &Program) -> Vec<&'static str> {
    let mut entries: Vec<&str> = program
        .gpu
        .iter()
        .find(|image| image.chip == SIMT_CHIP)
        .unwrap_or_else(|| panic!("{}: no {SIMT_CHIP} image", program.name))
        .entries
        .iter()
        .map(|entry| entry.entry)
        .collect();
    entries.sort_unstable();
    entries
}

#[test]
fn every_program_on_the_emulated_gpu_equals_the_reference() {
    println!("GPU conformance on the SIMT emulator (sm_90 entries on the host)");
    take_checked_accesses();
    let ran = every_program_equals_the_reference(SimtDevice::new, &GPU_SWEEP);
    // The race check saw the kernels' shared accesses (the launches run on this thread).
    let checked = take_checked_accesses();
    println!("the race check saw {checked} accesses to shared memory");
    assert!(checked > 1_000_000, "{checked} shared accesses checked");
    // The sweep's widths reach every entry of every program (the sampler's wide entry too),
    // but that of a program whose rows have one width (bivector rows: 2^n features), which
    // always runs on the narrowest entry that serves it.
    for program in PROGRAMS {
        let fixed = width(program, 1) == width(program, 2);
        let expected = if fixed {
            let entry = program
                .gpu
                .iter()
                .find(|image| image.chip == SIMT_CHIP)
                .and_then(|image| {
                    image
                        .entries
                        .iter()
                        .find(|entry| entry.max_features >= width(program, 1) as u64)
                })
                .unwrap_or_else(|| panic!("{}: no entry serves its rows", program.name));
            vec![entry.entry]
        } else {
            image_entries(program)
        };
        assert_eq!(ran[program.name], expected, "{}", program.name);
    }
}

#[test]
fn the_sampler_on_the_emulated_gpu_equals_the_reference() {
    let entries = sampler_cases_equal_the_reference(&SimtDevice::new());
    // The sampler cases reach every entry of the sampler's image.
    assert_eq!(
        entries.into_iter().collect::<Vec<_>>(),
        image_entries(&tessera_tests::gumbel::PROGRAM)
    );
}

#[test]
fn top_p_boundaries_on_the_emulated_gpu_equal_the_reference() {
    // The rows of 9000 and 60000 tokens take the wide entry, whose lanes run the guided passes
    // (`codegen::search::spread::guided_spread`) and list the nuclei; those of 12 and 40 packed
    // entries, several rows to a workgroup, whose rows run the bitwise rounds in step.
    let entries = crate::gpu::top_p_boundaries_equal_the_reference(&SimtDevice::new());
    assert_eq!(
        entries.into_iter().collect::<Vec<_>>(),
        [
            "tessera_gumbel_w32x8",
            "tessera_gumbel_w64x4",
            "tessera_gumbel_wide"
        ]
    );
}

#[test]
fn narrow_rows_that_search_on_the_emulated_gpu_equal_the_reference() {
    // Rows of up to 128 tokens with top-k or top-p run several to a workgroup (the packed
    // entries), every row the bitwise rounds in step with the others' (top-k's until every
    // row has settled); the emulator reports a barrier that some lanes of a workgroup reach
    // and others do not.
    let entries = crate::gpu::narrow_search_cases_equal_the_reference(&SimtDevice::new());
    let packed = |program: &str| {
        ["w4x64", "w32x8", "w64x4", "w128x2"].map(|shape| format!("tessera_{program}_{shape}"))
    };
    let mut expected: Vec<String> = packed("gumbel")
        .into_iter()
        .chain(packed("gumbel_pairwise"))
        .collect();
    expected.sort_unstable();
    assert_eq!(entries.into_iter().collect::<Vec<_>>(), expected);
}

/// Rows of 9000, 32000 and 128000 random logits (two each) with top-p alone.
fn random_top_p_rows() -> [crate::sampler::SamplerCase; 3] {
    use tessera_rt::sampler::SamplerParams;
    [(9000, 8.0, 0.5), (32_000, 3.0, 0.99), (128_000, 4.0, 0.9)].map(|(vocab, spread, top_p)| {
        let logits = crate::sampler::random_logits(2, vocab, 5, spread);
        let params = SamplerParams::new(1.0).with_top_p(top_p);
        (2, vocab, params, logits, [3, 4])
    })
}

/// Each case of `program` runs on its wide entry (`wide`), equals the reference, and each of its
/// rows takes a number of guided passes in its range and never the bitwise rounds (counted by
/// the emulator's marks). With a `budget`, the passes fold staged tiles of elements
/// (`codegen::search::spread::fold_staged`, a sequential sum's), at most `budget` times the
/// row's tiles all together (a pass over the row folds them all; a probe, or a pass after it,
/// the elements at or above its least candidate alone).
fn assert_guided_passes(
    program: &'static Program,
    wide: &str,
    cases: Vec<(
        crate::sampler::SamplerCase,
        std::ops::RangeInclusive<u64>,
        Option<f64>,
    )>,
) {
    use tessera_tests::simt::take_marks;
    let device = SimtDevice::new();
    for (case, passes, budget) in cases {
        let (rows, vocab, params) = (case.0, case.1, case.2);
        take_marks();
        let entries = crate::gpu::program_cases_equal_the_reference(&device, program, vec![case]);
        assert_eq!(entries.into_iter().collect::<Vec<_>>(), [wide]);
        let marks = take_marks();
        for group in 0..rows as u32 {
            let count = |mark: &str| marks.get(&(group, mark.to_string())).copied();
            let context = format!("[{rows}, {vocab}] {params:?}, row {group}: {marks:?}");
            let guided = count("search.guided_pass").unwrap_or(0);
            assert!(
                passes.contains(&guided),
                "{context}: {guided} guided passes"
            );
            assert_eq!(
                count("search.rounds_pass"),
                None,
                "{context}: the rounds ran"
            );
            let tiles = count("search.staged_tile").unwrap_or(0);
            match budget {
                Some(budget) => {
                    let tile = u64::from(tessera_build::targets::GUIDED_TILE);
                    let row = (vocab as u64).div_ceil(tile);
                    assert!(
                        tiles as f64 <= budget * row as f64,
                        "{context}: the passes folded {tiles} tiles, the row is {row}"
                    );
                }
                None => assert_eq!(tiles, 0, "{context}: staged tiles"),
            }
        }
    }
}

#[test]
fn a_wide_top_p_search_takes_few_guided_passes() {
    // The wide entry's top-p search runs guided passes
    // (`codegen::search::spread::guided_spread`), each folding one candidate's prefix mass per
    // lane over the row, as a pass of the bitwise rounds
    // does (the rounds take six passes on 9000 tokens, seven on 32000 and 128000): on random
    // rows the first pass leaves fewer tokens than lanes, which the second lists, so two; on
    // the rows whose tiny probabilities the sums round up, where the estimate is hundreds of
    // bins off, three; and never the rounds. Every launch equals the reference. On random rows
    // the first pass probes, over the tokens at or above the bins just below the estimate's
    // crossing, and the second over those at or above the interval's floor: [9000] top_p 0.5
    // folds 2 tiles of 9, [32000] 0.99 47 of 32, [128000] 0.9 76 of 125 (over the row each
    // pass, 18, 64 and 250).
    let random = random_top_p_rows()
        .into_iter()
        .zip([0.5, 1.6, 0.75])
        .map(|(case, budget)| (case, 1..=2, Some(budget)));
    let misplaced = crate::sampler::top_p_boundaries_an_estimate_misplaces();
    let cases = random
        .chain(misplaced.into_iter().map(|case| (case, 1..=3, Some(3.0))))
        .collect();
    assert_guided_passes(
        &tessera_tests::gumbel::PROGRAM,
        "tessera_gumbel_wide",
        cases,
    );
}

/// The reference's top-p boundary of one row of logits at `T = 1` with top-p alone, as the
/// kernel records its search's result (`tessera_tests::simt::take_records`, `search`): the
/// value's bits times `2^32` plus the index's (`rows::search` over the row's probabilities,
/// `exp(l - max) / Z` as the sampler's passes compute them).
fn reference_top_p_boundary(row: &[f32], top_p: f64) -> u64 {
    use tessera_build::numeric::Eval;
    use tessera_build::rows::{self, FoldKind};
    let max = row.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let shifted: Vec<f32> = row.iter().map(|&l| l - max).collect();
    let p = crate::sampler::probabilities(&shifted);
    let keys: Vec<u32> = p
        .iter()
        .map(|&x| rows::search_order_key(&mut Eval, x))
        .collect();
    let (value, index) = rows::search(FoldKind::Sum, &keys, &p, top_p as f32);
    (u64::from(value.to_bits()) << 32) | u64::from(index.to_bits())
}

#[test]
fn a_probe_that_misses_falls_back_to_a_pass_with_the_total() {
    // The wide entry's first guided pass probes: its candidates stay at or above the bins just
    // below the estimate's crossing, and it folds the tokens at or above the least alone
    // (`codegen::search::spread::guided_spread`). On rows whose declared-order mass falls short
    // of the estimate, by fewer bins than the candidates reach for small shares and by more for
    // large ones, the probe finds the boundary or every candidate misses and the next pass
    // folds every token with the total. Either way the search's boundary (which the sampled
    // token, almost surely one of the two large ones, does not show) equals the reference's,
    // and so does the token.
    use tessera_tests::simt::{take_marks, take_records};
    let device = SimtDevice::new();
    let program = &tessera_tests::gumbel::PROGRAM;
    let mut missed = 0;
    for share in (40..=98).step_by(2).map(|k| k as f32 / 100.0) {
        let case = crate::sampler::a_top_p_boundary_an_estimate_overshoots(share);
        let expected = reference_top_p_boundary(&case.3, case.2.top_p);
        let context = format!("[1, {}] {:?} (share {share})", case.1, case.2);
        take_marks();
        take_records();
        let entries = crate::gpu::program_cases_equal_the_reference(&device, program, vec![case]);
        assert_eq!(
            entries.into_iter().collect::<Vec<_>>(),
            ["tessera_gumbel_wide"]
        );
        let (marks, records) = (take_marks(), take_records());
        let count = |mark: &str| marks.get(&(0, mark.to_string())).copied().unwrap_or(0);
        assert_eq!(count("search.guided_probe"), 1, "{context}: {marks:?}");
        assert_eq!(count("search.rounds_pass"), 0, "{context}: {marks:?}");
        missed += count("search.guided_probe_missed");
        let found = records.get(&(0, "search".to_string()));
        assert_eq!(
            found,
            Some(&vec![expected]),
            "{context}: the search's result"
        );
    }
    assert!(missed >= 5, "{missed} of 30 probes missed");
}

#[test]
fn random_sampler_launches_on_the_emulated_gpu_equal_the_reference() {
    // `random_sampler`'s cases (both sampler programs, whatever entry the runtime picks).
    let entries = crate::gpu::random_sampler_launches_equal_the_reference(&SimtDevice::new());
    // The default run's cases reach every entry of both images.
    if crate::random_sampler::default_run() {
        let mut expected: Vec<&str> = crate::random_sampler::programs()
            .into_iter()
            .flat_map(image_entries)
            .collect();
        expected.sort_unstable();
        assert_eq!(entries.into_iter().collect::<Vec<_>>(), expected);
    }
}

#[test]
fn the_pairwise_sampler_on_the_emulated_gpu_equals_the_reference() {
    // `gumbel_pairwise` declares its sums pairwise: the wide entry's top-p search runs guided
    // passes whose lanes fold a few candidates' pairwise sums together, each lane a block of
    // the row (`codegen::search::spread::fold_pairwise_spread`); the register entries keep the
    // rounds.
    let entries = crate::gpu::pairwise_sampler_cases_equal_the_reference(&SimtDevice::new());
    assert_eq!(
        entries.into_iter().collect::<Vec<_>>(),
        image_entries(&tessera_tests::gumbel_pairwise::PROGRAM)
    );
}

#[test]
fn a_wide_pairwise_top_p_search_takes_few_guided_passes() {
    // Each guided pass of `gumbel_pairwise`'s wide entry tries 16 candidates (seven bins
    // around the estimate's crossing, eight spread over the others, and the total), folded by
    // all the lanes together; random rows take two or three passes and never the rounds, whose
    // pairwise folds (one per lane over the whole row) the passes replace. Every launch equals
    // the reference.
    let cases = random_top_p_rows().map(|case| (case, 2..=3, None)).into();
    assert_guided_passes(
        &tessera_tests::gumbel_pairwise::PROGRAM,
        "tessera_gumbel_pairwise_wide",
        cases,
    );
}

#[test]
fn few_wide_rows_split_over_workgroups_and_equal_the_reference() {
    // Rows too few to fill a device run as several workgroups each on the split entry
    // (`tessera_rt::abi::gpu_spans`: two workgroups per multiprocessor, spans of at least
    // 2048 tokens), merged by the row's last span; with top-k on (at most a sixteenth of the
    // vocabulary) by candidates: each span lists its own top-k and the last searches the
    // row's among them. Launches with top-p alone (or a longer top-k) run one workgroup per
    // row. Every launch equals the reference bit for bit.
    use tessera_rt::sampler::SamplerParams;
    let program = &tessera_tests::gumbel::PROGRAM;
    let p = SamplerParams::new;
    // A row whose token depends on the top-p mass's summation order: the candidates must
    // reach the finish in feature order.
    let (o_rows, o_vocab, o_params, o_logits, _) = crate::sampler::order_sensitive_top_p(8, 40_000);
    let cases = [
        (1, 128_000, 1, p(1.0), 2),
        (1, 128_000, 3, p(0.7), 6),
        (2, 100_000, 16, p(1.3), 16),
        (1, 9000, 64, p(1.0), 4),
        (1, 20_000, 5, SamplerParams::greedy(), 9),
        (3, 50_000, 2, p(1.0), 2),
        (2, 9000, 4, p(1.0).with_top_k(20), 4),
        (1, 9000, 4, p(1.0).with_top_p(0.5), 1),
        (4, 9000, 2, p(1.0), 1),
        // By candidates: each span's top-k, then the row's among them.
        (1, 128_000, 8, p(1.0).with_top_k(50).with_top_p(0.9), 16),
        (2, 40_000, 16, p(0.9).with_top_k(2500), 16),
        (1, 20_000, 5, p(1.0).with_top_k(10), 9),
        (3, 30_000, 4, p(1.0).with_top_k(40).with_top_p(0.3), 3),
        // A top-k of more than a sixteenth of the vocabulary does not split.
        (1, 9000, 4, p(1.0).with_top_k(600), 1),
        (o_rows, o_vocab, 32, o_params, 8),
    ];
    for (i, (rows, vocab, multiprocessors, params, spans)) in cases.into_iter().enumerate() {
        let device = SimtDevice::with_multiprocessors(multiprocessors);
        assert_eq!(
            tessera_rt::abi::gpu_spans(rows, vocab, multiprocessors).min(
                if tessera_rt::sampler::rows_can_split(
                    crate::gpu::split_entry(&device, program),
                    &params,
                    vocab,
                ) {
                    usize::MAX
                } else {
                    1
                }
            ),
            spans,
            "case {i}"
        );
        let mut logits = crate::sampler::random_logits(rows, vocab, 70 + i as u64, 8.0);
        // Tokens that win by far at the first and last features of spans, and a NaN in one
        // row's last token: each span must cover its bounds, and the merge must report the NaN.
        let bound = |s: usize| s * vocab / spans.max(1);
        logits[bound(spans / 2)] = 40.0;
        if i == 5 {
            logits[vocab + vocab - 1] = f32::NAN;
            logits[2 * vocab] = 40.0;
            logits[2 * vocab + bound(1) - 1] = 41.0;
        }
        if i == 11 {
            // Sixteen tokens, at both sides of every span bound, tie below the row's maximum:
            // a top-k of 10 keeps the maximum and the nine ties of lowest index.
            for s in 1..spans {
                for d in [0, 1] {
                    logits[(bound(s) + d - 1).min(vocab - 1)] = 30.0;
                }
            }
        }
        if i == 12 {
            // A row whose logits are NaN in one span reports it from the merge.
            logits[2 * vocab + 5] = f32::NAN;
        }
        if i == 14 {
            logits = o_logits.clone();
        }
        let key = [0x5eed, i as u64];
        let initial = crate::harness::sampler_data(rows, logits);
        let mut expected = initial.clone();
        let expected_key = crate::harness::run_sampler_reference(
            program,
            &mut expected,
            rows,
            vocab,
            &params,
            key,
        );
        let mut got = initial;
        let (run, entry) =
            crate::gpu::sample_on(&device, program, &mut got, rows, vocab, &params, key);
        let context = format!("gumbel on the GPU ({entry}), [{rows}, {vocab}], {params:?}");
        assert_eq!(run.spans_per_row, spans, "{context}: spans per row");
        assert_eq!(run.next_key, expected_key, "{context}: next key");
        crate::harness::assert_same_bits(&context, &got, &expected, vocab);
        let split = entry == "tessera_gumbel_split";
        assert_eq!(split, spans > 1, "{context}");
    }
}

#[test]
fn a_decode_loop_on_the_emulated_gpu_reuses_one_sampler() {
    // Four multiprocessors: the launches that can split do (one row of 9000 tokens: 4 spans),
    // both samplers' with top-k and top-p by candidates.
    for program in [
        &tessera_tests::gumbel::PROGRAM,
        &tessera_tests::gumbel_pairwise::PROGRAM,
    ] {
        let spans = crate::gpu::a_decode_loop_reuses_one_sampler(&SimtDevice::new(), program);
        assert_eq!(spans, [3, 4, 1, 4, 2, 4, 4], "{}", program.name);
    }
}

#[test]
fn pairwise_rows_split_by_candidates_on_the_emulated_gpu_equal_the_reference() {
    // `gumbel_pairwise`'s split entry splits a launch with top-k and top-p by candidates: its
    // finish folds the softmax mass and the top-p search over the row's top-k set at their
    // positions (`codegen::fold::emit_listed_tree_sums`, the listed form of
    // `codegen::search::spread::fold_pairwise_spread`). Sixteen rows of each boundary case
    // that only the declared tree over every position finds, four spans each (the reference
    // with `top_p` one ulp above draws other ids on them, so a finish that grouped the list
    // otherwise would differ); then one row of 128000 random logits in 16 spans, whose lanes'
    // blocks are 512 tokens long.
    use tessera_rt::sampler::SamplerParams;
    let program = &tessera_tests::gumbel_pairwise::PROGRAM;
    let boundaries = crate::sampler::top_p_boundaries_of_pairwise_sums(4)
        .into_iter()
        .map(|(_, vocab, params, logits, key)| (16, vocab, params, logits, key, (32, 4), true));
    let (vocab, seed) = (128_000, 77);
    let random_row = (
        1,
        vocab,
        SamplerParams::new(1.0).with_top_k(50).with_top_p(0.9),
        crate::sampler::random_logits(1, vocab, seed, 8.0),
        [0x5eed, seed],
        (8, 16),
        false,
    );
    for (rows, vocab, params, logits, key, (multiprocessors, spans), boundary) in
        boundaries.chain([random_row])
    {
        let logits = logits[..rows * vocab].to_vec();
        let reference = |params: &SamplerParams| {
            let mut d = crate::harness::sampler_data(rows, logits.clone());
            let next =
                crate::harness::run_sampler_reference(program, &mut d, rows, vocab, params, key);
            (d, next)
        };
        let (expected, expected_key) = reference(&params);
        if boundary {
            let above = params.with_top_p(f64::from((params.top_p as f32).next_up()));
            let ids_above = reference(&above).0.outputs[0].clone();
            assert_ne!(expected.outputs[0], ids_above, "{params:?}");
        }
        let device = SimtDevice::with_multiprocessors(multiprocessors);
        let mut got = crate::harness::sampler_data(rows, logits.clone());
        let (run, entry) =
            crate::gpu::sample_on(&device, program, &mut got, rows, vocab, &params, key);
        let context = format!("{} ({entry}), [{rows}, {vocab}], {params:?}", program.name);
        assert_eq!(entry, "tessera_gumbel_pairwise_split", "{context}");
        assert_eq!(run.spans_per_row, spans, "{context}: spans per row");
        assert_eq!(run.next_key, expected_key, "{context}: next key");
        crate::harness::assert_same_bits(&context, &got, &expected, vocab);
    }
}

#[test]
fn uninitialised_emulator_memory_is_poisoned() {
    // What `GpuDevice::uninit` hands a wide entry as scratch holds no zeros the kernel could
    // lean on; `zero_on` clears it.
    use tessera_rt::gpu::GpuDevice;
    let device = SimtDevice::new();
    let mut buffer = device.uninit::<f32>(3).unwrap();
    let mut host = [0f32; 3];
    SimtDevice::read(&buffer, &mut host).unwrap();
    let poison = u32::from_ne_bytes([tessera_tests::simt::UNINIT_BYTE; 4]);
    assert_eq!(host.map(f32::to_bits), [poison; 3]);
    SimtDevice::zero_on(&mut buffer, &()).unwrap();
    SimtDevice::read(&buffer, &mut host).unwrap();
    assert_eq!(host.map(f32::to_bits), [0; 3]);
}

#[test]
fn the_gpu_benchmark_runs_on_the_emulated_gpu() {
    // The device benchmark's code on small shapes (its timings mean nothing here): every kind
    // of workload it times runs, and its records are what the PyTorch comparison reads.
    let workloads = [
        GpuWorkload::langevin(&tessera_tests::quadratic::PROGRAM, 5, 8, 2),
        GpuWorkload::langevin(&tessera_tests::sphere_align::PROGRAM, 3, 300, 2),
        GpuWorkload::sampler(2, 300, 5, 0.9),
        GpuWorkload::sampler(1, 5000, 0, 1.0),
    ];
    let (listed, records) = gpu_benchmark(&SimtDevice::new(), &workloads);
    assert_eq!(listed.len(), workloads.len());
    assert_eq!(records.len(), workloads.len());
    for ((w, workload), record) in workloads.iter().zip(&listed).zip(&records) {
        assert_eq!(workload["workload"], w.name());
        assert_eq!(record["workload"], w.name());
        assert_eq!(record["impl"], "kernel-gpu");
        let unit = if w.steps == 0 {
            "samples/s"
        } else {
            "elem-steps/s"
        };
        assert_eq!(record["unit"], unit, "{}", w.name());
        assert!(
            record["throughput"].as_f64().is_some_and(|t| t > 0.0),
            "{record}"
        );
        // The kernel alone, timed between the emulator's marks around the launch.
        assert!(
            record["kernel_s"].as_f64().is_some_and(|t| t > 0.0),
            "{record}"
        );
    }
    assert_eq!(
        records[2]["workload"],
        "gumbel [2, 300] T=1 top_k=5 top_p=0.9"
    );
    assert_eq!(listed[0]["workload"], "quadratic 5x8 K=2");
}

/// The reference's top-k boundary of one row of logits, as the kernel records its search's
/// result (`search`, as in [`reference_top_p_boundary`]): `rows::search` over the logits'
/// keys with every weight 1 and target `top_k`.
fn reference_top_k_boundary(row: &[f32], top_k: usize) -> u64 {
    use tessera_build::numeric::Eval;
    use tessera_build::rows::{self, FoldKind};
    let keys: Vec<u32> = row
        .iter()
        .map(|&x| rows::search_order_key(&mut Eval, x))
        .collect();
    let ones = vec![1.0; row.len()];
    let (value, index) = rows::search(FoldKind::Sum, &keys, &ones, top_k as f32);
    (u64::from(value.to_bits()) << 32) | u64::from(index.to_bits())
}

/// `rows` rows of `vocab` integer logits in `-3..3`: many ties at any boundary.
fn integer_logits(rows: usize, vocab: usize, seed: u64) -> Vec<f32> {
    use rand::{Rng, SeedableRng};
    let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
    (0..rows * vocab)
        .map(|_| rng.random_range(-3..3) as f32)
        .collect()
}

/// Runs `case` of `gumbel` on `device`, which must take `entry` (`tessera_gumbel_<entry>`)
/// and equal the reference, and returns each workgroup's count of `mark` (lane 0's) after
/// checking that the search result the workgroup's first row records (`search`) is that row's
/// `expected` one (a boundary per row); `per_group` rows to a workgroup.
fn search_marks(
    device: &SimtDevice,
    case: crate::sampler::SamplerCase,
    entry: &str,
    per_group: usize,
    mark: &str,
    expected: &[u64],
) -> Vec<u64> {
    use tessera_tests::simt::{take_marks, take_records};
    let program = &tessera_tests::gumbel::PROGRAM;
    let (rows, vocab, params) = (case.0, case.1, case.2);
    let context = format!("[{rows}, {vocab}] {params:?}");
    take_marks();
    take_records();
    let entries = crate::gpu::program_cases_equal_the_reference(device, program, vec![case]);
    let entry = format!("tessera_gumbel_{entry}");
    assert_eq!(
        entries.into_iter().collect::<Vec<_>>(),
        [entry],
        "{context}"
    );
    let (marks, records) = (take_marks(), take_records());
    (0..(rows / per_group) as u32)
        .map(|group| {
            // Lane 0 of the workgroup: its first row's.
            let found = records.get(&(group, "search".to_string()));
            let first = expected[group as usize * per_group];
            assert_eq!(found, Some(&vec![first]), "{context}, workgroup {group}");
            let count = marks.get(&(group, mark.to_string())).copied();
            println!("{context}, workgroup {group}: {count:?} {mark}");
            count.unwrap_or(0)
        })
        .collect()
}

#[test]
fn top_k_searches_stop_their_rounds_once_one_token_is_left() {
    // A GPU counted search (top-k) stops its bitwise rounds once the interval that holds the
    // answer holds it alone (`codegen::search::emit_search`'s `settle`): on random logits
    // within the 32 key rounds, and then no index round; where the boundary's logit is tied
    // (integer logits) after the 32 key rounds, within the index rounds. A packed entry's rows
    // stop together, a round after the last of them settled. The boundary each workgroup's
    // first row records equals the reference's, and every launch's tokens do. One
    // multiprocessor: the wide rows run one workgroup each (no split).
    use tessera_rt::sampler::SamplerParams;
    let device = SimtDevice::with_multiprocessors(1);
    let integers = integer_logits;
    let random = |rows, vocab, seed| crate::sampler::random_logits(rows, vocab, seed, 6.0);
    // (rows, vocab, top_k, logits, tied, entry, rows per workgroup)
    let cases = [
        (3, 3000, 40, random(3, 3000, 61), false, "w4096", 1),
        (2, 20_000, 50, random(2, 20_000, 62), false, "wide", 1),
        (3, 3000, 17, integers(3, 3000, 63), true, "w4096", 1),
        (2, 9000, 50, integers(2, 9000, 64), true, "wide", 1),
        (128, 4, 2, random(128, 4, 65), false, "w4x64", 64),
        (24, 30, 5, random(24, 30, 66), false, "w32x8", 8),
        (6, 100, 10, random(6, 100, 67), false, "w128x2", 2),
        (6, 100, 10, integers(6, 100, 68), true, "w128x2", 2),
    ];
    for (rows, vocab, top_k, logits, tied, entry, per_group) in cases {
        let params = SamplerParams::new(1.0).with_top_k(top_k);
        let context = format!("[{rows}, {vocab}] top_k {top_k}");
        let expected: Vec<u64> = logits
            .chunks(vocab)
            .map(|row| reference_top_k_boundary(row, top_k))
            .collect();
        let case = (rows, vocab, params, logits, [7, 8]);
        let rounds = search_marks(
            &device,
            case,
            entry,
            per_group,
            "search.count_round",
            &expected,
        );
        let index_bits = u64::from(usize::BITS - (vocab - 1).leading_zeros());
        for (group, &rounds) in rounds.iter().enumerate() {
            if tied {
                assert!(
                    rounds > 32 && rounds <= 32 + index_bits,
                    "{context}, workgroup {group}: {rounds} rounds"
                );
            } else {
                assert!(rounds < 32, "{context}, workgroup {group}: {rounds} rounds");
            }
        }
        // A workgroup of one row stops within the index rounds (a packed one's rows of 100
        // tokens, 7 index rounds, settle too late for the round after).
        if tied && per_group == 1 {
            let early = rounds.iter().filter(|&&r| r < 32 + index_bits).count();
            assert!(early > 0, "{context}: {rounds:?} rounds");
        }
    }
}

#[test]
fn top_p_searches_stop_their_rounds_once_one_token_is_left() {
    // A GPU summed search (top-p) in a register or packed entry runs the bitwise rounds,
    // `log2(lanes)` per pass, and stops them once the interval that holds the answer holds it
    // alone (`codegen::search::spread::sum_rounds_spread`, each lane counting its candidate's
    // tokens beside its fold): on random logits within the key rounds' passes, and then no
    // index pass; where the boundary's probability is tied (integer logits), within the index
    // passes. A packed entry's rows stop together, after the first pass that every row ended
    // settled. The boundary each workgroup's first row records equals the reference's, and
    // every launch's tokens do.
    use tessera_rt::sampler::SamplerParams;
    let device = SimtDevice::new();
    let integers = integer_logits;
    let random = |rows, vocab, seed| crate::sampler::random_logits(rows, vocab, seed, 6.0);
    // (rows, vocab, top_p, logits, tied, entry, rows per workgroup, lanes per row)
    let cases = [
        (3, 3000, 0.9, random(3, 3000, 71), false, "w4096", 1, 1024),
        (3, 200, 0.5, random(3, 200, 72), false, "w256", 1, 256),
        (3, 3000, 0.9, integers(3, 3000, 73), true, "w4096", 1, 1024),
        (128, 4, 0.9, random(128, 4, 74), false, "w4x64", 64, 4),
        (24, 30, 0.8, random(24, 30, 75), false, "w32x8", 8, 32),
        (6, 100, 0.9, random(6, 100, 76), false, "w128x2", 2, 128),
        (6, 100, 0.9, integers(6, 100, 77), true, "w128x2", 2, 128),
    ];
    for (rows, vocab, top_p, logits, tied, entry, per_group, lanes) in cases {
        let params = SamplerParams::new(1.0).with_top_p(top_p);
        let context = format!("[{rows}, {vocab}] top_p {top_p}");
        let expected: Vec<u64> = logits
            .chunks(vocab)
            .map(|row| reference_top_p_boundary(row, top_p))
            .collect();
        let case = (rows, vocab, params, logits, [9, 10]);
        let passes = search_marks(
            &device,
            case,
            entry,
            per_group,
            "search.rounds_pass",
            &expected,
        );
        let per_pass = u64::from(u32::trailing_zeros(lanes));
        let key_passes = 32u64.div_ceil(per_pass);
        let index_bits = u64::from(usize::BITS - (vocab - 1).leading_zeros());
        let every_pass = key_passes + index_bits.div_ceil(per_pass);
        for (group, &passes) in passes.iter().enumerate() {
            let context = format!("{context}, workgroup {group}: {passes} passes of {every_pass}");
            match tied {
                true => assert!(passes > key_passes && passes <= every_pass, "{context}"),
                false => assert!(passes >= 1 && passes < key_passes, "{context}"),
            }
        }
        // A workgroup of one row of 3000 tokens stops within the index passes (a packed one's
        // rows of 100 tokens take one index pass, 7 rounds).
        if tied && per_group == 1 {
            let early = passes.iter().filter(|&&p| p < every_pass).count();
            assert!(early > 0, "{context}: {passes:?} passes");
        }
    }
}
