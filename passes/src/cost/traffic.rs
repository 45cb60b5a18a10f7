//! Which of an op's operands and results go through memory once the back end fuses
//! elementwise work into kernels.
//!
//! The roofline's memory term is the bytes an op moves between memory and the core. An op
//! priced alone reads every operand and writes its result; but the back end (docs/backend.md
//! §Fusion) computes chains of elementwise and index ops inside one loop kernel, so a value
//! passed from one fused op to the next never touches memory. Pricing every op alone
//! overstates elementwise work several times over (a layer norm is some ten ops, one kernel)
//! and so overstates what splitting it saves next to the collectives a split costs.
//!
//! [`MemoryTraffic::of`] mirrors the back end's decisions on a function, layout-free (the
//! same for the global view the search prices and the per-device program the estimate
//! prices):
//!
//! - **in memory** are arguments, the results of everything the back end does not fuse
//!   (matrix products, reductions, collectives, host ops), non-splat constants, and a fused
//!   value when it is returned, read by an unfused op, read by a softmax or layer norm (their
//!   rows come from a buffer) or is one, or would otherwise be computed twice per element
//!   (an op that is not an index op reaching two consumers);
//! - an op **reads** the operands in memory and **writes** its results in memory; a
//!   reduction reads an operand still inside a kernel there (input fusion), so its producers
//!   pay for what they read;
//! - a reshape or transpose of a value in memory read only by matrix products and
//!   collectives is a view of it (products read operands in place, transposed or not), so
//!   it moves nothing;
//! - the return moves nothing: its operands are written by their producers.
//!
//! `tests/cost_traffic.rs` checks the model against the back end's buffer plan.

use std::collections::{HashMap, HashSet};

use shardc_ir::op::OpKind;
use shardc_ir::{Function, OpId, Value};

/// How the back end runs an op, for pricing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// Computed inside the loop kernel of its consumers (elementwise ops, index ops,
    /// constants).
    Fused,
    /// An index op or a splat: free to recompute, inlined through.
    Index,
    /// A reduction: a kernel of its own, reading a fused operand in its loop.
    Reduce,
    /// Anything that reads its operands from memory and writes its results there.
    Unfused,
    /// The function's return.
    Return,
}

fn kind_of(f: &Function, op: OpId) -> Kind {
    let data = &f.ops[op];
    match &data.kind {
        OpKind::Return => Kind::Return,
        // A splat is inlined; any other constant is a buffer written once, before the steps.
        OpKind::Constant(e) if e.splat || e.ty.num_elements() == 1 => Kind::Index,
        OpKind::Iota { .. }
        | OpKind::BroadcastInDim { .. }
        | OpKind::Reshape
        | OpKind::Transpose { .. }
        | OpKind::Reverse { .. }
        | OpKind::Slice { .. } => Kind::Index,
        OpKind::Compare(_)
        | OpKind::Select
        | OpKind::Convert
        | OpKind::BitcastConvert
        | OpKind::Unary(_)
        | OpKind::Binary(_)
        | OpKind::Gelu { .. }
        | OpKind::Softmax { .. }
        | OpKind::LayerNorm { .. } => Kind::Fused,
        OpKind::Reduce { .. } if data.results.len() == 1 && data.operands.len() == 2 => {
            Kind::Reduce
        }
        _ => Kind::Unfused,
    }
}

fn is_composite(kind: &OpKind) -> bool {
    matches!(kind, OpKind::Softmax { .. } | OpKind::LayerNorm { .. })
}

/// Per op of a function: which operands it reads from memory and which results it writes.
#[derive(Clone, Debug, Default)]
pub struct MemoryTraffic {
    reads: HashMap<OpId, Vec<bool>>,
    writes: HashMap<OpId, Vec<bool>>,
}

impl MemoryTraffic {
    /// The traffic of `f`'s ops as the back end fuses them (see the module documentation).
    pub fn of(f: &Function) -> MemoryTraffic {
        let mut def: HashMap<Value, OpId> = HashMap::new();
        let mut users: HashMap<Value, Vec<OpId>> = HashMap::new();
        for &op in &f.body {
            for &r in &f.ops[op].results {
                def.insert(r, op);
            }
            let mut seen = Vec::new();
            for &v in &f.ops[op].operands {
                if !seen.contains(&v) {
                    seen.push(v);
                    users.entry(v).or_default().push(op);
                }
            }
        }
        let kind = |op: OpId| kind_of(f, op);
        let returned: Vec<Value> = f.returned_values().to_vec();
        // Views: a reshape or transpose of a value in memory that only unfused ops read.
        let mut views: HashSet<Value> = HashSet::new();
        // In memory, decided in reverse program order (a value's consumers first).
        let mut memory: HashMap<Value, bool> = HashMap::new();
        // Per fused value: how many times a kernel would compute it per element (capped at 2).
        let mut evaluations: HashMap<Value, u32> = HashMap::new();
        for &op in f.body.iter().rev() {
            let data = &f.ops[op];
            let k = kind(op);
            for &r in &data.results {
                let is_memory = match k {
                    Kind::Unfused | Kind::Reduce => true,
                    Kind::Return => false,
                    Kind::Index | Kind::Fused => {
                        let marked = memory.get(&r).copied().unwrap_or(false);
                        let twice = k == Kind::Fused && evaluations.get(&r).copied() >= Some(2);
                        marked || twice || returned.contains(&r) || is_composite(&data.kind)
                    }
                };
                memory.insert(r, is_memory);
            }
            for &v in data.operands.iter() {
                match k {
                    Kind::Unfused => {
                        memory.insert(v, true);
                    }
                    Kind::Fused | Kind::Index if is_composite(&data.kind) => {
                        memory.insert(v, true);
                    }
                    Kind::Fused | Kind::Index => {
                        // Through an inlined index op, the operand is computed as often as
                        // the index op's result.
                        let r = data.results[0];
                        let add = if k == Kind::Index && !memory[&r] {
                            evaluations.get(&r).copied().unwrap_or(0).max(1)
                        } else {
                            1
                        };
                        let e = evaluations.entry(v).or_insert(0);
                        *e = (*e + add).min(2);
                    }
                    Kind::Reduce => {
                        let e = evaluations.entry(v).or_insert(0);
                        *e = (*e + 1).min(2);
                    }
                    Kind::Return => {}
                }
            }
        }
        // A reshape or transpose read only by unfused ops, of a value in memory, is a view.
        for &op in &f.body {
            let data = &f.ops[op];
            if !matches!(data.kind, OpKind::Reshape | OpKind::Transpose { .. }) {
                continue;
            }
            let (x, r) = (data.operands[0], data.results[0]);
            let source_in_memory = def.get(&x).is_none_or(|_| memory[&x]);
            let readers_unfused = users
                .get(&r)
                .is_some_and(|us| us.iter().all(|&u| kind(u) == Kind::Unfused));
            if source_in_memory && readers_unfused && !returned.contains(&r) {
                views.insert(r);
            }
        }
        let in_memory = |v: Value| def.get(&v).is_none_or(|_| memory[&v]);
        let mut traffic = MemoryTraffic::default();
        for &op in &f.body {
            let data = &f.ops[op];
            let k = kind(op);
            let moves =
                k != Kind::Return && !data.results.first().is_some_and(|r| views.contains(r));
            let reads = data
                .operands
                .iter()
                .map(|&v| moves && in_memory(v))
                .collect();
            let writes = data
                .results
                .iter()
                .map(|&r| {
                    k != Kind::Return
                        && !views.contains(&r)
                        && !matches!(data.kind, OpKind::Constant(_))
                        && memory[&r]
                })
                .collect();
            traffic.reads.insert(op, reads);
            traffic.writes.insert(op, writes);
        }
        traffic
    }

    /// Whether `op` reads operand `i` from memory (true for ops the analysis did not see).
    pub fn reads(&self, op: OpId, i: usize) -> bool {
        self.reads
            .get(&op)
            .and_then(|r| r.get(i).copied())
            .unwrap_or(true)
    }

    /// Whether `op` writes result `i` to memory (true for ops the analysis did not see).
    pub fn writes(&self, op: OpId, i: usize) -> bool {
        self.writes
            .get(&op)
            .and_then(|w| w.get(i).copied())
            .unwrap_or(true)
    }

    /// The bytes `op` of `f` moves through memory, its values sized by `size`.
    pub fn bytes(&self, f: &Function, op: OpId, size: &dyn Fn(Value) -> f64) -> f64 {
        let data = &f.ops[op];
        let sized = |values: &[Value], moved: &dyn Fn(usize) -> bool| -> f64 {
            values
                .iter()
                .enumerate()
                .filter(|&(i, _)| moved(i))
                .map(|(_, &v)| size(v))
                .sum()
        };
        sized(&data.operands, &|i| self.reads(op, i))
            + sized(&data.results, &|i| self.writes(op, i))
    }
}
