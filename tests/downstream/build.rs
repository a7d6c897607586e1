//! Packages the kernels that `cargo xtask gen` wrote (no compiling, no LLVM): the folder is
//! `$TESSERA_KERNELS_DIR`, else the repository's `kernels-out/`.

fn main() {
    let kernels =
        std::env::var("TESSERA_KERNELS_DIR").unwrap_or_else(|_| "../../kernels-out".to_string());
    println!("cargo::rerun-if-env-changed=TESSERA_KERNELS_DIR");
    let result = tessera_build::Builder::new()
        .program("../../programs/gumbel.toml")
        .program("../../programs/quadratic.toml")
        .chips(["x86-64", "x86-64-v3", "x86-64-v4"])
        .kernels_dir(kernels)
        .build();
    if let Err(error) = result {
        eprintln!("{error}");
        std::process::exit(1);
    }
}
