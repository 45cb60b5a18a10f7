//! shardc's backend.
//!
//! Today: the **sharded binary** ([`shardbin`]) — one versioned, checksummed file holding the
//! mesh, the per-device (local-view) program and the plan's report — and the **report**
//! ([`report`]) computed from a local-view program. Kernel code generation (LLVM → PTX and
//! host code) comes later and will add sections to the same file.

#![deny(missing_docs)]

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
