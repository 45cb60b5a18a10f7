//! The `shardc` binaries link MLIR 22 through the frontend; with Debian's shared libMLIR
//! (`MLIR_SYS_LINK_SHARED`, set in .cargo/config.toml) they need LLVM's library directory in
//! their run path.
fn main() {
    println!("cargo:rustc-link-arg=-Wl,-rpath,/usr/lib/llvm-22/lib");
    println!("cargo:rerun-if-changed=build.rs");
}
