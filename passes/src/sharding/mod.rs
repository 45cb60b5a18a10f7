//! Sharding analyses and transformations: op sharding rules (factors), propagation,
//! reshard insertion and SPMD partitioning.

pub mod propagation;
pub mod rule;
pub mod reshard;
