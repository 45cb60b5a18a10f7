//! The certificate format, `shardc-certificate/1` (JSON, stored in the sharded binary).
//!
//! ```json
//! { "format": "shardc-certificate/1",
//!   "entry": "main",
//!   "input": "<the input program, shardc generic text>",
//!   "plan_sha256": "<SHA-256 of the plan's text>",
//!   "steps": [
//!     { "step": "layout", "op": 0, "rule": "contraction" },
//!     { "step": "relate", "plan": "op0", "input": "op3", "rule": "same-op" },
//!     { "step": "layout", "op": 1, "rule": "collective/all_reduce" },
//!     { "step": "relate", "plan": "op1", "input": "op3", "rule": "through-collective" } ] }
//! ```
//!
//! Ops are numbered in the flat form of each program ([`crate::flat`]): the plan's ops in
//! order, the input's with calls inlined. A `layout` step cites the rule under which plan op
//! `op` computes, from its operands' layouts, the layout its results are declared with. A
//! `relate` step cites the rule under which plan value `plan` holds the value the input
//! program computes as `input`.
//!
//! `functions` (absent when empty) holds a certificate per function a loop calls, checked
//! before the entry's steps, callees before their callers: plan function `plan` returns what
//! input function `input` returns, given arguments that hold the input's, laid out as `plan`
//! declares them. A loop's layout and relation then follow by induction over the iterations
//! (layout rule `loop`, relation rule `loop`):
//!
//! ```json
//! "functions": [
//!   { "plan": "main_while0_cond", "input": "main_while0_cond", "steps": [ ... ] },
//!   { "plan": "main_while0_body", "input": "main_while0_body", "steps": [ ... ] } ]
//! ```
//!
//! `rewrites` (absent when empty) holds egg's explanations of `comm-fusion`'s rewrites:
//!
//! ```json
//! "rewrites": [
//!   { "value": "op7", "leaves": ["op5"],
//!     "forms": ["module { ... func.func @form(%arg0: ...) ... }", "module { ... }"],
//!     "rules": ["=> reduce-then-slice"] } ]
//! ```

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::flat::ValueRef;

/// The format tag this build writes and checks.
pub const FORMAT: &str = "shardc-certificate/1";

/// A certificate: the input program, the plan it certifies (by digest) and the derivation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Certificate {
    /// [`FORMAT`].
    pub format: String,
    /// The entry function.
    pub entry: String,
    /// The input program (the single-device reference), in shardc's generic text form.
    pub input: String,
    /// SHA-256 (hex) of the plan's text (the binary's global program).
    pub plan_sha256: String,
    /// The functions loops and manual computations call, each certified on its own
    /// (callees first), checked before `steps`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub functions: Vec<FunctionCertificate>,
    /// The derivation, in the order it is checked.
    pub steps: Vec<Step>,
    /// egg's explanations of the values `comm-fusion`'s algebra of collectives rewrote:
    /// per value, the chain of rewrites from its form in the program the pass was given to
    /// the form the plan computes ([`crate::rewrites`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rewrites: Vec<Rewrite>,
    /// Chains the compiler proposed that the checker refused, with why (a chain is kept
    /// only when it replays; the plan itself is certified by the steps either way).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rewrites_refused: Vec<String>,
}

/// The certificate of a function a loop calls (its condition or body), or of a manual
/// computation's body (`local`): its steps, checked
/// against plan function `plan` and input function `input` as the entry's are against the
/// entries, with the function's arguments laid out as the plan declares them and holding the
/// input function's.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FunctionCertificate {
    /// The plan's function.
    pub plan: String,
    /// The input program's function it computes.
    pub input: String,
    /// The derivation, in the order it is checked.
    pub steps: Vec<Step>,
    /// egg's explanations of the values `comm-fusion` rewrote in the function (as the
    /// certificate's `rewrites` are for the entry), replayed after its steps.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rewrites: Vec<Rewrite>,
    /// Certified in the local view (one device's values): a manual computation's body, or a
    /// function a loop inside one calls. Its steps relate values only, by the rules that
    /// hold on each device ([`crate::relate::LOCAL_RELATION_RULES`]), and show that on every
    /// device it returns what the input's function returns given what that one is given.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub local: bool,
}

/// A chain of rewrites of one plan value (egg's explanation, flattened).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rewrite {
    /// The plan value the chain ends at.
    pub value: ValueRef,
    /// The plan values the forms' arguments are (`null`: a value the plan no longer
    /// computes).
    pub leaves: Vec<Option<ValueRef>>,
    /// The forms, from the value's form in the program `comm-fusion` was given to the
    /// plan's: each a module of one function `@form` (shardc text) of the leaves.
    pub forms: Vec<String>,
    /// Per step, `=> RULE` (form `i + 1` is form `i` rewritten by the rule of the algebra
    /// called RULE, left side to right) or `<= RULE` (right side to left).
    pub rules: Vec<String>,
}

/// One step of a derivation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "kebab-case")]
pub enum Step {
    /// Plan op `op` computes its results' declared layouts under layout rule `rule`.
    Layout {
        /// The plan op.
        op: usize,
        /// A rule of the rule set ([`crate::layout::RuleSet`]).
        rule: String,
    },
    /// Plan value `plan` holds the input program's value `input`, by relation rule `rule`.
    Relate {
        /// A value of the plan.
        plan: ValueRef,
        /// A value of the input program.
        input: ValueRef,
        /// A relation rule ([`crate::relate::RELATION_RULES`]).
        rule: String,
    },
}

impl std::fmt::Display for Step {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Step::Layout { op, rule } => write!(f, "layout of plan op{op} by '{rule}'"),
            Step::Relate { plan, input, rule } => {
                write!(f, "plan {plan} = input {input} by '{rule}'")
            }
        }
    }
}

/// SHA-256 of `text`, in hex.
pub fn digest(text: &str) -> String {
    Sha256::digest(text.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}
