//! The registry of every pass, and the pass reference generated from it.

use crate::pass::{OptionKind, Pass};
use crate::transforms::grad::Grad;
use crate::transforms::inline::Inline;
use crate::transforms::parity::Parity;
use crate::transforms::sharding_passes::{
    AutoShard, CommFusion, InsertReshards, PopulateShardingRules, ShardingPropagation,
    SinkReductions, SpmdPartition,
};
use crate::transforms::{canonicalize::Canonicalize, cse::Cse, verify::Verify};

static PASSES: &[&dyn Pass] = &[
    &Verify,
    &Canonicalize,
    &Cse,
    &Inline,
    &Grad,
    &Parity,
    &PopulateShardingRules,
    &AutoShard,
    &ShardingPropagation,
    &InsertReshards,
    &SinkReductions,
    &CommFusion,
    &SpmdPartition,
];

/// Every registered pass, in documentation order.
pub fn all() -> &'static [&'static dyn Pass] {
    PASSES
}

/// The pass called `name`.
pub fn lookup(name: &str) -> Option<&'static dyn Pass> {
    PASSES.iter().copied().find(|p| p.name() == name)
}

/// The Markdown pass reference (`docs/passes.md`), generated from the registry.
pub fn render_markdown() -> String {
    let mut out = String::from(
        "# Pass reference\n\n\
         <!-- Generated from the pass registry (passes/src/registry.rs). Do not edit: run\n     \
         `cargo run --bin shardc-opt -- --dump-pass-docs > docs/passes.md` (a test checks this file is current). -->\n\n\
         Passes run through `shardc-opt --pass-pipeline='builtin.module(...)'`. The verifier runs after\n\
         every pass. Function-scoped passes can be nested as `func.func(...)`.\n\n\
         | pass | scope | summary |\n|---|---|---|\n",
    );
    for p in PASSES {
        out.push_str(&format!(
            "| [`{}`](#{}) | {:?} | {} |\n",
            p.name(),
            p.name(),
            p.scope(),
            p.summary()
        ));
    }
    for p in PASSES {
        out.push_str(&format!("\n## `{}`\n\n{}\n\n", p.name(), p.summary()));
        if !p.options().is_empty() {
            out.push_str(
                "Options:\n\n| option | type | default | description |\n|---|---|---|---|\n",
            );
            for o in p.options() {
                let kind = match o.kind {
                    OptionKind::Bool => "bool",
                    OptionKind::UInt => "unsigned",
                    OptionKind::Bytes => "bytes",
                    OptionKind::Text => "text",
                };
                out.push_str(&format!(
                    "| `{}` | {kind} | `{}` | {} |\n",
                    o.name, o.default, o.description
                ));
            }
            out.push('\n');
        }
        out.push_str(p.description().trim());
        out.push('\n');
    }
    out
}
