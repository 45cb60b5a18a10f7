//! `sink-reductions`: partial sums are reduced as late as correctness allows.
//!
//! After `insert-reshards`, a contraction over a split dimension is followed right away by
//! the `all_reduce` of its partial sums. Summation commutes with linear ops, so the reduction
//! can move later: past `negate`, `reshape`, `transpose`, `reverse`, a product or quotient
//! with a value that is the same on every device of the reduction, and an `add`/`subtract`
//! of two partial values over the same axes — which turns two reductions into one: the ops
//! of `rule::carries_partial_sums`, the table by which `insert-reshards` reads such a plan
//! back and `spmd-partition` checks it. A reduction never moves past an op that would make
//! it larger (a broadcast) or that is not linear.

use shardc_ir::op::{OpKind, ReduceKind};
use shardc_ir::{AxisRef, Function, OpId, Sharding, Value};

use crate::sharding::rule::carries_partial_sums;
use crate::transforms::{defining_op, remove_dead_ops};

/// Moves `all_reduce {kind = "add"}` ops later in every function. Returns how many moves were
/// made.
///
/// One pass in program order suffices: an op can only become sinkable through its operands,
/// which are defined (and so already rewritten) earlier. Use counts are kept up to date as
/// ops are rewritten and the body is rebuilt as it goes, so the pass is linear in the size
/// of the function.
pub fn sink_reductions(f: &mut Function) -> usize {
    if undo_slice_then_gather(f) > 0 {
        remove_dead_ops(f);
    }
    let mut moves = 0;
    let mut uses = f.use_counts();
    let old_body = std::mem::take(&mut f.body);
    let mut body = Vec::with_capacity(old_body.len());
    for op in old_body {
        // The result must not be split over the reduced axes (only an axis of size 1 can be
        // both: split, it splits nothing, and the partial sums cannot name it again).
        let sink = sinkable(f, op, &uses).filter(|(_, _, axes)| {
            f.ops[op].results.first().is_some_and(|&r| {
                f.values[r].sharding.as_ref().is_none_or(|s| {
                    !s.dims
                        .iter()
                        .flat_map(|d| &d.axes)
                        .any(|a| axes.iter().any(|x| x.name == a.name))
                })
            })
        });
        if let Some((new_kind, operands, axes)) = sink {
            // Compute the op on the partial values, then reduce its result: the op itself
            // becomes the reduction, so its result value and uses stay as they are.
            let result = f.ops[op].results[0];
            let ty = f.ty(result).clone();
            let loc = f.ops[op].loc.clone();
            // The moved reduction keeps the location of the op that made the partial sums
            // (a report names the matmul, not the scale the reduction moved past).
            let made_by = f.ops[op]
                .operands
                .iter()
                .filter_map(|&v| defining_op(f, v))
                .find(|&d| matches!(f.ops[d].kind, OpKind::AllReduce { .. }))
                .map(|d| f.ops[d].loc.clone());
            for &v in &f.ops[op].operands {
                uses[v] -= 1;
            }
            for &v in &operands {
                uses[v] += 1;
            }
            let partial = f.create_op(new_kind, operands, vec![ty], loc);
            let mut sharding = f.values[result]
                .sharding
                .clone()
                .unwrap_or_else(|| Sharding::replicated("", 0));
            sharding.unreduced = axes.clone();
            let pv = f.ops[partial].results[0];
            f.values[pv].sharding = Some(sharding);
            uses[pv] = 1;
            f.ops[op].kind = OpKind::AllReduce {
                reduction_axes: axes,
                kind: ReduceKind::Add,
            };
            f.ops[op].operands = vec![pv];
            if let Some(l) = made_by {
                f.ops[op].loc = l;
            }
            body.push(partial);
            moves += 1;
        }
        body.push(op);
    }
    f.body = body;
    remove_dead_ops(f);
    moves
}

/// A reduced value sliced and gathered back over the same axes, into its own layout, is the
/// value itself: `insert-reshards` moves it so for readers laid out split, and once
/// canonicalization folds those readers away (`select(c, x, x)`), the pair stands between
/// the reduction and ops it could sink past. Their readers read the reduction instead (fuzz
/// `--ops 12` seed 901682: else `comm-fusion`, which does not look past reshapes, undid the
/// pair after this pass, and the plan compiled again sank the reduction past a reshape).
/// Returns how many pairs were undone (they are left dead).
fn undo_slice_then_gather(f: &mut Function) -> usize {
    let uses = f.use_counts();
    let mut replaced: std::collections::HashMap<Value, Value> = Default::default();
    for i in 0..f.body.len() {
        let op = f.body[i];
        for operand in &mut f.ops[op].operands {
            if let Some(&v) = replaced.get(operand) {
                *operand = v;
            }
        }
        let data = &f.ops[op];
        let OpKind::AllGather { gathering_axes } = &data.kind else {
            continue;
        };
        let ([sliced], [gathered]) = (data.operands.as_slice(), data.results.as_slice()) else {
            continue;
        };
        let Some(slice) = defining_op(f, *sliced).filter(|_| uses[*sliced] == 1) else {
            continue;
        };
        let OpKind::AllSlice { slicing_axes } = &f.ops[slice].kind else {
            continue;
        };
        let [reduced] = f.ops[slice].operands.as_slice() else {
            continue;
        };
        let is_reduction = defining_op(f, *reduced)
            .is_some_and(|d| matches!(f.ops[d].kind, OpKind::AllReduce { .. }));
        if slicing_axes == gathering_axes
            && is_reduction
            && f.values[*gathered].sharding == f.values[*reduced].sharding
        {
            replaced.insert(*gathered, *reduced);
        }
    }
    replaced.len()
}

/// If `v` is the single-use result of an `all_reduce {kind = "add"}`, its operand (the partial
/// value) and the reduced axes.
fn partial_source(
    f: &Function,
    v: Value,
    uses: &cranelift_entity::SecondaryMap<Value, u32>,
) -> Option<(Value, Vec<AxisRef>)> {
    if uses[v] != 1 {
        return None;
    }
    let def = defining_op(f, v)?;
    if f.ops[def].operands.len() != 1 {
        // A tuple all-reduce stays whole.
        return None;
    }
    match &f.ops[def].kind {
        OpKind::AllReduce {
            reduction_axes,
            kind: ReduceKind::Add,
        } => Some((f.ops[def].operands[0], reduction_axes.clone())),
        _ => None,
    }
}

fn same_axes(a: &[AxisRef], b: &[AxisRef]) -> bool {
    a.len() == b.len() && a.iter().all(|x| b.contains(x))
}

fn dims(s: Option<&Sharding>) -> Option<Vec<Vec<AxisRef>>> {
    s.map(|s| s.dims.iter().map(|d| d.axes.clone()).collect())
}

/// The op to compute on partial values instead, its operands, and the reduced axes: an op
/// that carries partial sums through ([`carries_partial_sums`], the table the partitioner
/// and `insert-reshards` read plans by) whose partial operands are each the single use of an
/// `all_reduce` over the same axes, laid out as that reduction's result, and whose other
/// operands are the same on every device of those axes (not split over them, not partial).
fn sinkable(
    f: &Function,
    op: OpId,
    uses: &cranelift_entity::SecondaryMap<Value, u32>,
) -> Option<(OpKind, Vec<Value>, Vec<AxisRef>)> {
    let data = &f.ops[op];
    let result = *data.results.first()?;
    let result_sharding = f.values[result].sharding.as_ref()?;
    if !result_sharding.unreduced.is_empty() || !f.ty(result).element.is_float() {
        return None;
    }
    let sources: Vec<Option<(Value, Vec<AxisRef>)>> = data
        .operands
        .iter()
        .map(|&v| partial_source(f, v, uses))
        .collect();
    let partial: Vec<bool> = sources.iter().map(Option::is_some).collect();
    if !carries_partial_sums(&data.kind, &partial, true) {
        return None;
    }
    let axes = sources.iter().flatten().next()?.1.clone();
    let mut operands = Vec::with_capacity(data.operands.len());
    for (&v, source) in data.operands.iter().zip(&sources) {
        match source {
            // The partial operand must be laid out as the reduced one was (only `unreduced`
            // differs).
            Some((p, a)) => {
                let kept =
                    dims(f.values[v].sharding.as_ref()) == dims(f.values[*p].sharding.as_ref());
                if !same_axes(a, &axes) || !kept {
                    return None;
                }
                operands.push(*p);
            }
            None => {
                let uniform = f.values[v].sharding.as_ref().is_none_or(|s| {
                    s.unreduced.is_empty()
                        && !s
                            .dims
                            .iter()
                            .flat_map(|d| &d.axes)
                            .any(|a| axes.iter().any(|r| r.name == a.name))
                });
                if !uniform {
                    return None;
                }
                operands.push(v);
            }
        }
    }
    Some((data.kind.clone(), operands, axes))
}
