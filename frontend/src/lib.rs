//! shardc's frontend: the bridge to MLIR 22 (through melior), which grows into the
//! StableHLO + Shardy importer.
//!
//! Today the crate checks text against MLIR's own parser and verifiers:
//! - [`check_with_mlir`] parses a module with every upstream dialect registered (so
//!   `builtin.module`, `func.func`, `func.call` and `func.return` meet their real verifiers)
//!   and unregistered dialects allowed (shardc's `hlo` and `dist`), then runs the verifier;
//! - [`mlir_round_trip_generic`] parses text and prints it back in MLIR's generic form.
//!
//! Both go through [`MlirSession`], which owns an MLIR context and collects MLIR's
//! diagnostics as [`shardc_ir::Diagnostic`]s (with `file:line:col`), so failures read like
//! every other shardc error. An importer (MLIR module → [`shardc_ir::Module`]) fits in as
//! another module of this crate on top of [`MlirSession::parse`].
//!
//! [`import`] is that importer: [`import_mlir`] translates a JAX export (StableHLO + Shardy
//! in MLIR's generic form) into shardc's IR, and [`load_program`] reads either a JAX export
//! or shardc's own IR (chosen from the content) and verifies it (see `docs/import.md`).
//!
//! # Linking
//!
//! Only this crate links MLIR. By default `mlir-sys` links MLIR's static archives (each
//! binary 100–250 MB). When `mlir-sys` is built with `MLIR_SYS_LINK_SHARED=1` in the
//! environment (best in `.cargo/config.toml`'s `[env]`, since `mlir-sys` does not rebuild when
//! the variable changes), it links Debian's `libMLIR.so`; this crate's build script provides
//! the `libMLIR-C.so` it also asks for (a linker script naming the static C API archives) and
//! an rpath to LLVM's library directory for this package's test binaries. A binary of another
//! package that links this crate in shared mode needs the same
//! `-Wl,-rpath,/usr/lib/llvm-22/lib` (its own build script or `rustflags`).

#![deny(missing_docs)]

mod error;
pub mod mlir;

pub use error::FrontendError;
pub use mlir::{MlirSession, check_with_mlir, mlir_round_trip_generic};

pub mod import;

pub use import::{import_mlir, is_jax_export, load_program, load_program_at};
