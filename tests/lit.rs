//! Runs the lit suite (`lit-tests/`) with LLVM 22's `lit` and `FileCheck` against the
//! binaries cargo just built, so `cargo test` covers the lit tests too.

use std::path::{Path, PathBuf};
use std::process::Command;

fn find_lit() -> PathBuf {
    let candidates = [
        std::env::var_os("SHARDC_LIT").map(PathBuf::from),
        Some(PathBuf::from("/usr/lib/llvm-22/bin/lit")),
    ];
    candidates
        .into_iter()
        .flatten()
        .find(|p| p.exists())
        .expect("LLVM 22's `lit` was not found at /usr/lib/llvm-22/bin/lit (set SHARDC_LIT): run `bash scripts/setup.sh`")
}

#[test]
fn lit_suite_passes() {
    let bin_dir = Path::new(env!("CARGO_BIN_EXE_shardc-opt"))
        .parent()
        .unwrap()
        .to_path_buf();
    let suite = Path::new(env!("CARGO_MANIFEST_DIR")).join("lit-tests");
    let out = Command::new(find_lit())
        .arg("-sv")
        .arg(&suite)
        .env("SHARDC_BIN_DIR", &bin_dir)
        .output()
        .expect("failed to start lit");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    print!("{stdout}");
    eprint!("{stderr}");
    assert!(out.status.success(), "lit reported failures (see above)");
    // Make sure lit actually ran tests.
    assert!(stdout.contains("Passed"), "lit ran no tests");
}
