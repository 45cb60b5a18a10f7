//! shardc's runtime.
//!
//! Today it holds tensor I/O ([`tensor_io`]): reading and writing safetensors files to and
//! from the interpreter's [`Tensor`](shardc_ir::interp::Tensor), under the command-line
//! contract of `shardc run` and `shardc verify` (inputs `arg0, arg1, …`, outputs
//! `out0, out1, …`). Executing sharded binaries on the CPU virtual mesh and on CUDA comes
//! next; it will report its errors through the same [`RuntimeError`].

#![deny(missing_docs)]

pub mod tensor_io;

use std::path::PathBuf;

use shardc_ir::ElementType;

pub use tensor_io::{
    ARG_PREFIX, OUT_PREFIX, dtype_of, element_type_of, load_args, load_numbered, read_tensors,
    save_numbered, save_outputs, tensor_from_bytes, tensor_to_bytes, write_tensors,
};

/// Everything that can go wrong in the runtime. Every variant names the file it concerns,
/// and the tensor where there is one.
#[derive(Debug, thiserror::Error)]
pub enum RuntimeError {
    /// The file could not be read.
    #[error("cannot read '{}': {source}", path.display())]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The file could not be written (or moved into place).
    #[error("cannot write '{}': {source}", path.display())]
    Write {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The file is not a well-formed safetensors file.
    #[error("'{}' is not a valid safetensors file: {message}", path.display())]
    Corrupt {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        message: String,
    },
    /// A tensor the caller needs is not in the file.
    #[error("'{}' has no tensor named '{name}' (it holds: {})", path.display(), list_names(available))]
    MissingTensor {
        /// The file.
        path: PathBuf,
        /// The tensor looked for.
        name: String,
        /// The names the file does hold, sorted.
        available: Vec<String>,
    },
    /// A tensor's dtype is one shardc has no element type for.
    #[error(
        "tensor '{name}' in '{}' has dtype {dtype}, which shardc does not support (supported: F64, F32, BF16, F16, I64, I32, BOOL)",
        path.display()
    )]
    UnsupportedDtype {
        /// The file.
        path: PathBuf,
        /// The tensor.
        name: String,
        /// The dtype found, as safetensors names it.
        dtype: String,
    },
    /// A tensor has another element type than the program expects.
    #[error(
        "tensor '{name}' in '{}' has dtype {found}, but the program expects {expected} (dtype {})",
        path.display(),
        dtype_of(*expected)
    )]
    DtypeMismatch {
        /// The file.
        path: PathBuf,
        /// The tensor.
        name: String,
        /// The element type the program expects.
        expected: ElementType,
        /// The dtype found, as safetensors names it.
        found: String,
    },
    /// A tensor has another shape than the program expects.
    #[error(
        "tensor '{name}' in '{}' has shape {found:?}, but the program expects {expected:?}",
        path.display()
    )]
    ShapeMismatch {
        /// The file.
        path: PathBuf,
        /// The tensor.
        name: String,
        /// The shape the program expects.
        expected: Vec<i64>,
        /// The shape found.
        found: Vec<i64>,
    },
    /// The file holds another number of numbered tensors (`arg0, arg1, …`) than expected.
    #[error(
        "'{}' holds {found} tensor(s) named {prefix}0, {prefix}1, …, but {expected} are expected",
        path.display()
    )]
    CountMismatch {
        /// The file.
        path: PathBuf,
        /// The name prefix (`arg` or `out`).
        prefix: String,
        /// How many the program expects.
        expected: usize,
        /// How many the file holds.
        found: usize,
    },
    /// A tensor's contents are not valid for its dtype (a BOOL byte other than 0 or 1).
    #[error("tensor '{name}' in '{}' is invalid: {message}", path.display())]
    InvalidData {
        /// The file.
        path: PathBuf,
        /// The tensor.
        name: String,
        /// What is wrong.
        message: String,
    },
    /// The tensors given to a writer are not valid (two with one name, a bad shape).
    #[error("cannot write '{}': {message}", path.display())]
    InvalidInput {
        /// The file that was to be written.
        path: PathBuf,
        /// What is wrong.
        message: String,
    },
}

fn list_names(names: &[String]) -> String {
    if names.is_empty() {
        "no tensors".to_string()
    } else {
        names.join(", ")
    }
}
