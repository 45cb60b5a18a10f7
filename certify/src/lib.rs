//! Certificates of sharded plans: a derivation, stored in the sharded binary, that the plan
//! computes what its input program computes, and an independent checker that replays it.
//!
//! A plan (the global view after propagation, resharding, canonicalization and
//! communication fusion) is correct when two things hold, and a certificate shows both, step
//! by step:
//!
//! - **layout steps** ([`layout`]): each plan op, run on every device's pieces of its
//!   operands, yields every device's piece of its result, in the layout the plan declares —
//!   under a named rule of the [`layout::RuleSet`]. Every rule checked by simulation is
//!   re-validated, on random small instances with the reference interpreter
//!   ([`simulate`]), before a certificate citing it is accepted.
//! - **relate steps** ([`relate`]): each plan value holds the whole value of an input value
//!   — the same op on related operands, a collective's operand, a folded constant, or one of
//!   the exact identities `canonicalize` uses — until the plan's results are shown to be the
//!   input's.
//!
//! This crate depends on the IR only: it shares no code with the passes that made the plan.
//! [`derive::derive_certificate`] proposes the steps (the compiler calls it after planning);
//! [`check::check_certificate`] accepts or rejects them, naming the first step that fails.

pub mod check;
pub mod derive;
pub mod evaluate;
pub mod flat;
pub mod format;
pub mod layout;
pub mod relate;
pub mod rewrites;
pub mod simulate;
pub mod varying;

pub use check::{CheckError, CheckReport, check_certificate};
pub use derive::{DeriveError, derive_certificate, derive_certificate_with_rewrites};
pub use format::{Certificate, FORMAT, FunctionCertificate, Rewrite, Step};
pub use layout::RuleSet;
