//! shardc's backend.
//!
//! - the **kernel-level program** ([`exec`]): buffers with a buffer plan, fused kernels,
//!   matrix products, collectives and host ops, in order — what a device executes;
//! - **fusion** ([`lower`]): a local-view function → its kernel-level program, donated
//!   arguments ([`donation`]) updated in place;
//! - **code generation** ([`codegen`]): kernels → LLVM IR → host machine code (JIT-compiled
//!   when a binary is loaded);
//! - the **sharded binary** ([`shardbin`]): one versioned, checksummed file holding the mesh,
//!   the per-device (local-view) program and the plan's report;
//! - the **report** ([`report`]) computed from a local-view program.

#![deny(missing_docs)]

pub mod codegen;
pub mod donation;
pub mod exec;
pub mod lower;
pub mod report;
pub mod shardbin;

pub use report::{CollectiveEntry, Report};
pub use shardbin::{ShardedBinary, decode, encode, read_shardbin, write_shardbin};

/// Errors of reading or writing sharded binaries.
#[derive(Debug, thiserror::Error)]
pub enum BackendError {
    /// The file could not be read or written.
    #[error("cannot {action} '{path}': {source}")]
    Io {
        /// "read" or "write".
        action: &'static str,
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// The file is not a sharded binary, or is damaged.
    #[error("'{path}' is not a valid shardc binary: {message}")]
    Corrupt {
        /// The file.
        path: String,
        /// What is wrong.
        message: String,
    },
    /// The file was written by an incompatible version of shardc.
    #[error("'{path}' has format version {found}; this shardc reads version {supported}")]
    Version {
        /// The file.
        path: String,
        /// The version in the file.
        found: u32,
        /// The version this build reads.
        supported: u32,
    },
}
