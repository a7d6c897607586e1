//! Samples tokens with the `gumbel` sampler and runs a Langevin chain of the `quadratic`
//! program on the CPU, with the kernels embedded at build time, and prints what ran.

include!(concat!(env!("OUT_DIR"), "/tessera_kernels.rs"));

use tessera_rt::langevin::LangevinParams;
use tessera_rt::sampler::SamplerParams;

fn main() -> Result<(), tessera_rt::Error> {
    // A decode step: 4 rows of logits over a 1000-token vocabulary, top-k 50, top-p 0.9.
    let (batch, vocab) = (4, 1000);
    let logits: Vec<f32> = (0..batch * vocab)
        .map(|i| ((i * 7919) % 1000) as f32 / 100.0)
        .collect();
    let mut ids = vec![0i64; batch];
    let params = SamplerParams::new(0.8).with_top_k(50).with_top_p(0.9);
    let sample = gumbel::run_cpu(&logits, &mut ids, batch, vocab, &params, [7, 0])?;
    sample.check()?;
    // Greedy decoding is the argmax.
    let mut greedy = vec![0i64; batch];
    gumbel::run_cpu(
        &logits,
        &mut greedy,
        batch,
        vocab,
        &SamplerParams::greedy(),
        [7, 0],
    )?
    .check()?;
    println!(
        "sampler level {} ids {ids:?} greedy {greedy:?} next_key {:?}",
        sample.level, sample.next_key
    );

    let (rows, features) = (4, 16);
    let x: Vec<f32> = (0..rows * features).map(|i| (i % 7) as f32 - 3.0).collect();
    let mut y = vec![0.0f32; rows * features];
    let params = LangevinParams::constant(200, 0.1, 0.0);
    let run = quadratic::run_cpu(&mut y, &x, rows, features, &params, [7, 0])?;
    let max_error = y
        .iter()
        .zip(&x)
        .map(|(a, b)| (a - b).abs())
        .fold(0.0f32, f32::max);
    println!(
        "langevin level {} next_key {:?} max_error {max_error:e}",
        run.level, run.next_key
    );
    Ok(())
}
