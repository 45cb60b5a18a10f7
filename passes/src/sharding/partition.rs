//! `spmd-partition`: the global view becomes the local (per-device) view.
//!
//! Every value's type becomes its per-device type (each dimension divided by the number of
//! pieces its sharding splits it into); values keep their global shardings as metadata, and
//! the module is marked `dist.local_view`. Ops keep their meaning on local pieces: this is
//! exact because `insert-reshards` left every op with operands laid out as its factors
//! need, so the only op attributes that change are those that name sizes of split
//! dimensions (`slice` limits, `gather` slice sizes). Collectives become per-device
//! collectives over the device groups of their mesh axes.
//!
//! Dimensions that are not divisible by their split are rejected by the verifier before
//! this pass runs (shardc does not pad).

use shardc_ir::{Attribute, Diagnostic, Function, Mesh, Module, OpKind, Sharding, TensorType};

use super::propagation::function_mesh;
use super::rule::rule_of;

pub use shardc_ir::verify::LOCAL_VIEW_ATTR;

/// The per-device type of a value of type `ty` laid out as `sharding`.
pub fn local_type(ty: &TensorType, sharding: Option<&Sharding>, mesh: &Mesh) -> TensorType {
    let Some(s) = sharding else { return ty.clone() };
    let shape = ty
        .shape
        .iter()
        .enumerate()
        .map(|(d, &n)| n / s.dim_split(d, mesh).max(1))
        .collect::<Vec<_>>();
    TensorType::new(shape, ty.element)
}

/// Partitions every function of `module` (which must be in the global view, after
/// `insert-reshards`).
pub fn partition_module(module: &mut Module) -> Result<(), Vec<Diagnostic>> {
    if module.attrs.iter().any(|(k, _)| k == LOCAL_VIEW_ATTR) {
        return Err(vec![Diagnostic::error(
            module.loc.clone(),
            "the module is already in the local view",
        )]);
    }
    let mut diags = Vec::new();
    for fi in 0..module.functions.len() {
        let mesh = match function_mesh(module, &module.functions[fi]) {
            Ok(Some((_, m))) => m.clone(),
            Ok(None) => continue,
            Err(d) => {
                diags.push(d);
                continue;
            }
        };
        if let Err(d) = partition_function(&mut module.functions[fi], &mesh) {
            diags.extend(d);
        }
    }
    if !diags.is_empty() {
        return Err(diags);
    }
    module
        .attrs
        .push((LOCAL_VIEW_ATTR.to_string(), Attribute::Unit));
    Ok(())
}

fn partition_function(f: &mut Function, mesh: &Mesh) -> Result<(), Vec<Diagnostic>> {
    let mut diags = Vec::new();
    // Every op must be computable on local pieces: its operands laid out as its factors need.
    for &op in &f.body {
        let data = &f.ops[op];
        if matches!(data.kind, OpKind::Constraint) {
            diags.push(Diagnostic::error(
                data.loc.clone(),
                "'dist.constraint' must be lowered by insert-reshards before spmd-partition",
            ));
            continue;
        }
        if matches!(data.kind, OpKind::Call { .. }) {
            diags.push(Diagnostic::error(
                data.loc.clone(),
                "calls must be inlined before spmd-partition",
            ));
            continue;
        }
        if let Some(rule) = rule_of(f, op) {
            for (i, (&v, dim_factors)) in data.operands.iter().zip(&rule.operands).enumerate() {
                let Some(s) = &f.values[v].sharding else {
                    continue;
                };
                // Partial sums may flow through ops linear in them when the result stays
                // partial over the same axes (`sink-reductions` makes such ops).
                let result_unreduced = data
                    .results
                    .first()
                    .and_then(|&r| f.values[r].sharding.as_ref())
                    .map(|r| r.unreduced.clone())
                    .unwrap_or_default();
                // Which operands may be partial: all of them for add/subtract (sum of sums),
                // one of them for multiply, the dividend for divide, the only one otherwise.
                let partial_here = |w: &shardc_ir::Value| {
                    f.values[*w]
                        .sharding
                        .as_ref()
                        .is_some_and(|x| !x.unreduced.is_empty())
                };
                let partial_count = data.operands.iter().filter(|w| partial_here(w)).count();
                let linear = match data.kind {
                    OpKind::Unary(shardc_ir::op::UnaryOp::Negate)
                    | OpKind::Reshape
                    | OpKind::Transpose { .. } => true,
                    OpKind::Binary(
                        shardc_ir::op::BinaryOp::Add | shardc_ir::op::BinaryOp::Subtract,
                    ) => partial_count == data.operands.len(),
                    OpKind::Binary(shardc_ir::op::BinaryOp::Multiply) => partial_count == 1,
                    OpKind::Binary(shardc_ir::op::BinaryOp::Divide) => partial_count == 1 && i == 0,
                    _ => false,
                };
                let carried = linear && s.unreduced.iter().all(|a| result_unreduced.contains(a));
                if !s.unreduced.is_empty() && !carried {
                    diags.push(Diagnostic::error(
                        data.loc.clone(),
                        format!("operand {i} of '{}' holds unreduced partial sums; run insert-reshards first", data.kind.name()),
                    ));
                }
                for (d, factors) in dim_factors.iter().enumerate() {
                    if s.dims[d].axes.is_empty() {
                        continue;
                    }
                    let (_, complete) = rule.project_dim(&s.dims[d].axes, factors, mesh);
                    let replicated_factor =
                        factors.iter().any(|fx| rule.need_replication.contains(fx));
                    if !complete || replicated_factor {
                        diags.push(Diagnostic::error(
                            data.loc.clone(),
                            format!(
                                "operand {i} of '{}' is sharded along dimension {d} in a way the op cannot compute locally; run insert-reshards first",
                                data.kind.name()
                            ),
                        ));
                    }
                }
            }
        }
    }
    if !diags.is_empty() {
        return Err(diags);
    }
    // Local types.
    let values: Vec<_> = f.values.keys().collect();
    for v in values {
        let data = &f.values[v];
        let local = local_type(&data.ty, data.sharding.as_ref(), mesh);
        f.values[v].ty = local;
    }
    // Results without a declared sharding take their returned value's, so the signature
    // says how the per-device results fit together.
    let returned = f.returned_values().to_vec();
    for (i, &v) in returned.iter().enumerate() {
        if f.result_shardings[i].is_none() {
            f.result_shardings[i] = f.values[v].sharding.clone();
        }
    }
    for (i, ty) in f.result_types.clone().iter().enumerate() {
        f.result_types[i] = local_type(ty, f.result_shardings[i].as_ref(), mesh);
    }
    // Attributes naming sizes of split dimensions.
    for op in f.body.clone() {
        if let OpKind::Constant(e) = &f.ops[op].kind {
            let local = f.ty(f.ops[op].results[0]).clone();
            if e.ty != local {
                if !e.splat {
                    let loc = f.ops[op].loc.clone();
                    return Err(vec![Diagnostic::error(
                        loc,
                        "a non-splat constant cannot be produced sharded; slice it with dist.all_slice",
                    )]);
                }
                let mut e = e.clone();
                e.ty = local;
                f.ops[op].kind = OpKind::Constant(e);
            }
            continue;
        }
        let operand_types: Vec<TensorType> = f.ops[op]
            .operands
            .iter()
            .map(|&v| f.ty(v).clone())
            .collect();
        match &mut f.ops[op].kind {
            OpKind::Slice {
                start,
                limit,
                strides,
            } => {
                for d in 0..limit.len() {
                    if start[d] == 0 && strides[d] == 1 && limit[d] > operand_types[0].shape[d] {
                        limit[d] = operand_types[0].shape[d];
                    }
                }
            }
            OpKind::Gather(g) => {
                for (d, s) in g.slice_sizes.iter_mut().enumerate() {
                    *s = (*s).min(operand_types[0].shape[d]);
                }
            }
            _ => {}
        }
    }
    Ok(())
}
