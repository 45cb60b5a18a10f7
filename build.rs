//! The `shardc` binaries link MLIR 22 through the frontend; with Debian's shared libMLIR
//! (`MLIR_SYS_LINK_SHARED`, set in .cargo/config.toml) they need LLVM's library directory in
//! their run path. `--version` names the commit the binaries were built from
//! (`SHARDC_GIT_COMMIT`: `git describe --always`, or `unknown` outside a checkout).
use std::process::Command;

fn main() {
    println!("cargo:rustc-link-arg=-Wl,-rpath,/usr/lib/llvm-22/lib");
    println!("cargo:rerun-if-changed=build.rs");
    let commit = Command::new("git")
        .args(["describe", "--always", "--abbrev=12"])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "unknown".to_string());
    println!("cargo:rustc-env=SHARDC_GIT_COMMIT={commit}");
    // A new commit or a change to the work tree's index changes the answer.
    if let Ok(git_dir) = Command::new("git")
        .args(["rev-parse", "--git-dir"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        && !git_dir.is_empty()
    {
        for file in ["HEAD", "index"] {
            println!("cargo:rerun-if-changed={git_dir}/{file}");
        }
    }
}
