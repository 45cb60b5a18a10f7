//! The passes.

pub mod canonicalize;
pub mod cse;
pub mod grad;
pub mod inline;
pub mod optimizer;
pub mod parity;
pub mod sharding_passes;
pub mod verify;

use shardc_ir::{Function, OpId, Value};

/// Removes from the body every pure op none of whose results is used, repeatedly (so chains
/// of dead ops go too). Returns how many ops were removed.
pub fn remove_dead_ops(f: &mut Function) -> usize {
    let mut counts = f.use_counts();
    let mut keep = vec![true; f.body.len()];
    let mut removed = 0;
    for i in (0..f.body.len()).rev() {
        let op = f.body[i];
        let data = &f.ops[op];
        if data.kind.is_pure() && data.results.iter().all(|&r| counts[r] == 0) {
            keep[i] = false;
            removed += 1;
            for &v in &data.operands {
                counts[v] -= 1;
            }
        }
    }
    let mut i = 0;
    f.body.retain(|_| {
        i += 1;
        keep[i - 1]
    });
    removed
}

/// The op defining `v`, if it is an op result.
pub fn defining_op(f: &Function, v: Value) -> Option<OpId> {
    match f.values[v].def {
        shardc_ir::ValueDef::Result(op, _) => Some(op),
        shardc_ir::ValueDef::Arg(_) => None,
    }
}
