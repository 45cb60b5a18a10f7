//! shardc's IR core.
//!
//! A [`Module`] holds `dist.mesh` declarations and functions; a [`Function`] holds SSA
//! [`Value`]s and ops in arenas indexed by typed ids, with program order kept apart in its
//! body. Compute ops follow StableHLO's semantics (`hlo` dialect), meshes, shardings and
//! collectives follow Shardy's model (`dist` dialect).
//!
//! The crate also holds the text formats ([`parse_module`], [`print_module`]), the
//! [`verify_module`] verifier and the reference [`interp`]reter, which is the semantic oracle
//! for every other part of shardc.

#![deny(missing_docs)]

pub mod attr;
pub mod builder;
pub mod diagnostic;
pub mod infer;
pub mod interp;
pub mod lexer;
pub mod manual;
pub mod module;
pub mod op;
pub mod parse;
pub mod print;
pub mod sharding;
pub mod types;
pub mod verify;

#[cfg(test)]
pub(crate) mod examples;

pub use attr::{Attribute, DenseElements, ElementValues};
pub use builder::FunctionBuilder;
pub use diagnostic::{Diagnostic, Location, Severity, SourceMap};
pub use module::{
    Function, MeshDecl, Module, OpData, OpId, Value, ValueData, ValueDef, Visibility,
};
pub use op::OpKind;
pub use parse::parse_module;
pub use print::{Form, print_module, print_module_with};
pub use sharding::{AxisRef, DimSharding, Mesh, Sharding};
pub use types::{ElementType, TensorType};
pub use verify::{TRIP_COUNT_ATTR, verify_module};

/// Errors of the IR crate's convenience entry points.
#[derive(Debug, thiserror::Error)]
pub enum IrError {
    /// The text did not parse.
    #[error("{0}")]
    Parse(Diagnostic),
    /// The module did not verify.
    #[error("{} verification error(s); first: {}", .0.len(), .0[0])]
    Verify(Vec<Diagnostic>),
    /// The interpreter could not run the function.
    #[error("{0}")]
    Interp(#[from] interp::InterpError),
}

impl IrError {
    /// The diagnostics behind this error.
    pub fn diagnostics(&self) -> Vec<Diagnostic> {
        match self {
            IrError::Parse(d) => vec![d.clone()],
            IrError::Verify(ds) => ds.clone(),
            IrError::Interp(e) => vec![Diagnostic::error(e.location.clone(), e.message.clone())],
        }
    }
}

/// Parses and verifies `text` in one step.
pub fn parse_and_verify(text: &str, file: &str) -> Result<Module, IrError> {
    let module = parse_module(text, file).map_err(IrError::Parse)?;
    let diags = verify_module(&module);
    if diags.is_empty() {
        Ok(module)
    } else {
        Err(IrError::Verify(diags))
    }
}
