//! Runs a Langevin chain of the `quadratic` program on the CPU with the kernels embedded at
//! build time, and prints what ran.

include!(concat!(env!("OUT_DIR"), "/tessera_kernels.rs"));

fn main() -> Result<(), tessera_rt::Error> {
    let (rows, features) = (4, 16);
    let x: Vec<f32> = (0..rows * features).map(|i| (i % 7) as f32 - 3.0).collect();
    let mut y = vec![0.0f32; rows * features];
    let params = tessera_rt::langevin::LangevinParams::constant(200, 0.1, 0.0);
    let run = quadratic::run_cpu(&mut y, &x, rows, features, &params, [7, 0])?;
    let max_error = y.iter().zip(&x).map(|(a, b)| (a - b).abs()).fold(0.0f32, f32::max);
    println!("level {} next_key {:?} max_error {max_error:e}", run.level, run.next_key);
    Ok(())
}
