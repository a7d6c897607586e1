//! Compiles every program of ../programs for every chip the project ships, exactly as a
//! downstream crate would, and the SIMT emulator's libraries (`src/simt.rs`).

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
        .build()
        .and_then(|built| {
            // The SIMT emulator's libraries (src/simt.rs): the sm_90 mapping run on the host.
            let out_dir = std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR");
            let out = std::path::PathBuf::from(out_dir).join("simt");
            tessera_build::simt::build_libraries(&built.programs, "sm_90", &out)
        });
    if let Err(error) = result {
        eprintln!("{error}");
        std::process::exit(1);
    }
}
