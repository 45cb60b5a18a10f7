//! Shared code of the `shardc` and `shardc-opt` command-line tools: reading inputs,
//! splitting files, MLIR-style `--verify-diagnostics`, and seeded random inputs.

#![deny(missing_docs)]

pub mod calibrate;
pub mod compile;
pub mod conditioning;

/// Makes a write to a closed pipe end the process quietly, as it ends `cat` or `grep`
/// (`shardc-opt big.mlir | head`), instead of failing the write with an error or a panic.
pub fn exit_quietly_on_closed_pipe() {
    #[cfg(unix)]
    // SAFETY: restoring the default disposition of SIGPIPE at start-up, before any thread
    // exists, is async-signal-safe and affects nothing else.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
pub mod execute;
pub mod expected_diagnostics;
pub mod fuzz;
pub mod html;
pub mod input;
pub mod inspect;
pub mod kernel_check;
pub mod memory_guard;
pub mod plan_file;
pub mod progress;
pub mod random_inputs;
pub mod tile_map;

/// The version `--version` prints: the package version and the commit the tools were built
/// from (`unknown` when built outside a git checkout).
pub const VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    " (commit ",
    env!("SHARDC_GIT_COMMIT"),
    ")"
);

/// Exit status for user errors (bad input, failed checks).
pub const EXIT_USER_ERROR: i32 = 1;
/// Exit status for bad command-line use.
pub const EXIT_USAGE: i32 = 2;
