//! Sharding analyses and transformations: op sharding rules (factors), propagation,
//! reshard insertion and SPMD partitioning.

pub mod comm_algebra;
pub mod comm_fusion;
pub mod halo;
pub mod insert_reshards;
pub mod local_lookup;
pub mod loops;
pub mod padding;
pub mod partition;
pub mod propagation;
pub mod reshard;
pub mod rule;
pub mod sink_reductions;
