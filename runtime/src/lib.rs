//! shardc's runtime.
//!
//! It holds tensor I/O ([`tensor_io`]): reading and writing safetensors files to and
//! from the interpreter's [`Tensor`](shardc_ir::interp::Tensor), under the command-line
//! contract of `shardc run` and `shardc verify` (inputs `arg0, arg1, …`, outputs
//! `out0, out1, …`); the CPU virtual mesh ([`mesh`]), which runs local-view programs with one
//! thread per device and collectives in shared memory ([`collectives`]); and the layout of
//! global tensors over devices ([`layout`]). Executing sharded binaries on CUDA comes next;
//! everything reports its errors through [`RuntimeError`].

#![deny(missing_docs)]

pub mod collectives;
pub mod compare;
pub mod compiled;
pub mod cuda;
pub mod distributed;
pub mod layout;
pub mod mesh;
pub mod subnormals;
pub mod tensor_io;
pub mod trace;

use std::path::PathBuf;

use shardc_ir::ElementType;

pub use compare::{Mismatch, normwise_error, worst_error};
pub use layout::{local_shape, shard_tensor, unshard, unshard_partial_to, unshard_to};
pub use mesh::{Engine, LOCAL_VIEW_ATTR, RunOptions, VirtualMesh, run_local};
pub use tensor_io::{
    ARG_PREFIX, OUT_PREFIX, dtype_of, element_type_of, load_args, load_numbered, read_tensors,
    read_tensors_from_bytes, save_numbered, save_outputs, tensor_from_bytes, tensor_to_bytes,
    write_tensors,
};

/// Everything that can go wrong in the runtime. File errors name the file (and the tensor
/// where there is one); run errors name the device or collective concerned.
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
        "'{}' holds {found} tensor(s) named {prefix}0, {prefix}1, …, but {expected} are expected: {} (it holds: {})",
        path.display(),
        count_detail(prefix, *expected, *found),
        list_names(available)
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
        /// The names the file does hold, sorted.
        available: Vec<String>,
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
    /// A device of the virtual mesh failed: its program returned an error or panicked.
    #[error("device {device} failed: {message}{}", failed_too(also_failed))]
    DeviceFailed {
        /// The device (the lowest-numbered one if several failed by themselves).
        device: usize,
        /// The error (with the op's location) or the panic message.
        message: String,
        /// Other devices whose programs failed by themselves.
        also_failed: Vec<usize>,
    },
    /// A device waited in a collective longer than the run's timeout.
    #[error(
        "collective '{op}' at {location} timed out after {seconds:.1} s: device(s) {} did not arrive; {detail}",
        devices(missing)
    )]
    CollectiveTimeout {
        /// The op's name.
        op: String,
        /// The op's location.
        location: String,
        /// How long the device waited.
        seconds: f64,
        /// The group members that did not arrive.
        missing: Vec<usize>,
        /// Which devices were waiting, which instance of the collective it was, and where
        /// each missing device was.
        detail: String,
    },
    /// Devices met in one collective instance while running different collectives, or a
    /// device ended its program while others waited for it in a collective.
    #[error("{message}")]
    CollectiveMismatch {
        /// Which devices run what.
        message: String,
    },
    /// A run on the virtual mesh was set up wrongly (bad mesh, wrong number of argument
    /// lists, a module that is not a local-view program).
    #[error("cannot run on the virtual mesh: {message}")]
    Mesh {
        /// What is wrong.
        message: String,
    },
    /// Tensors do not fit a sharding (shapes, divisibility, piece count).
    #[error("layout mismatch: {message}")]
    Layout {
        /// What is wrong.
        message: String,
    },
    /// Two devices holding the same block of a value hold different data.
    #[error(
        "devices {reference_device} and {device} hold different values for the same block: at global index {index:?}, {reference_value:?} on device {reference_device} but {value:?} on device {device}"
    )]
    ReplicaMismatch {
        /// The device that disagrees.
        device: usize,
        /// The lowest-numbered device holding the block.
        reference_device: usize,
        /// The global index of the first element that differs.
        index: Vec<i64>,
        /// The element on `device`.
        value: f64,
        /// The element on `reference_device`.
        reference_value: f64,
    },
}

fn devices(list: &[usize]) -> String {
    list.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn failed_too(list: &[usize]) -> String {
    if list.is_empty() {
        String::new()
    } else {
        format!(" (device(s) {} failed too)", devices(list))
    }
}

/// Which numbered tensors are missing or extra, by name (`arg1 is missing`).
fn count_detail(prefix: &str, expected: usize, found: usize) -> String {
    let names = |range: std::ops::Range<usize>| {
        let all: Vec<String> = range
            .clone()
            .take(4)
            .map(|i| format!("{prefix}{i}"))
            .collect();
        let more = if range.len() > 4 { ", …" } else { "" };
        format!("{}{more}", all.join(", "))
    };
    if found < expected {
        let verb = if expected - found == 1 { "is" } else { "are" };
        format!("{} {verb} missing", names(found..expected))
    } else {
        format!(
            "{} {} not taken by the program",
            names(expected..found),
            if found - expected == 1 { "is" } else { "are" }
        )
    }
}

fn list_names(names: &[String]) -> String {
    if names.is_empty() {
        "no tensors".to_string()
    } else {
        names.join(", ")
    }
}
