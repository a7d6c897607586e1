//! Compiles every program of ../programs for every chip the project ships, exactly as a
//! downstream crate would.

fn main() {
    let chips = [
        "x86-64",
        "x86-64-v3",
        "x86-64-v4",
        "sm_90",
        "sm_120",
        "gfx1151",
        "gfx1201",
        "gfx11-generic",
        "gfx12-generic",
    ];
    let result = tessera_build::Builder::new()
        .programs_dir("../programs")
        .chips(chips)
        .build();
    if let Err(error) = result {
        eprintln!("{error}");
        std::process::exit(1);
    }
}
