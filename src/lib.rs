//! Shared code of the `shardc` and `shardc-opt` command-line tools: reading inputs,
//! splitting files, MLIR-style `--verify-diagnostics`, and seeded random inputs.

#![deny(missing_docs)]

pub mod compile;
pub mod execute;
pub mod expected_diagnostics;
pub mod fuzz;
pub mod input;
pub mod inspect;
pub mod random_inputs;

/// Exit status for user errors (bad input, failed checks).
pub const EXIT_USER_ERROR: i32 = 1;
/// Exit status for bad command-line use.
pub const EXIT_USAGE: i32 = 2;
