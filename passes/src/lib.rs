//! shardc's passes: every transformation and analysis over the IR, behind one [`Pass`]
//! trait, a [`registry`], MLIR's pipeline syntax ([`parse_pipeline`]) and a [`PassManager`]
//! that verifies the IR after every pass.

#![deny(missing_docs)]

pub mod autoshard;
pub mod cost;
pub mod pass;
pub mod pipeline;
pub mod registry;
pub mod sharding;
pub mod transforms;

pub use pass::{OptionKind, OptionSpec, Pass, PassError, PassOptions, PassScope, parse_bytes};
pub use pipeline::{
    Instrumentation, NoInstrumentation, PassManager, Pipeline, Step, parse_pipeline,
};
