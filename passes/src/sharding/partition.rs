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
//! A dimension its split does not divide is padded (`ceil(size / split)` per device); the
//! padding is masked where it would reach a reduction (`padding.rs`), lookups into split
//! tables become masked local lookups (`local_lookup.rs`), and padded results record their
//! global type.

use std::collections::HashMap;

use shardc_ir::{
    Attribute, AxisRef, Diagnostic, Function, Mesh, Module, OpId, OpKind, Sharding, TensorType,
    Value,
};

use super::propagation::function_mesh;
use super::rule::{ShardingRule, rule_of};

pub use shardc_ir::verify::{GLOBAL_TYPE_ATTR, LOCAL_VIEW_ATTR};

/// The per-device type of a value of type `ty` laid out as `sharding`.
pub fn local_type(ty: &TensorType, sharding: Option<&Sharding>, mesh: &Mesh) -> TensorType {
    let Some(s) = sharding else { return ty.clone() };
    TensorType::new(s.local_shape(mesh, &ty.shape), ty.element)
}

/// The mesh name a function's shardings use (for shardings made up here).
fn mesh_name_of(f: &Function) -> String {
    f.values
        .values()
        .find_map(|v| v.sharding.as_ref().map(|s| s.mesh.clone()))
        .unwrap_or_else(|| "mesh".to_string())
}

/// True when `a` and `b` split every dimension over the same axes and hold partial sums over
/// the same axes (however they are spelled).
fn same_axes(a: &Sharding, b: &Sharding, mesh: &Mesh) -> bool {
    let (a, b) = (a.plain(mesh), b.plain(mesh));
    a.dims.len() == b.dims.len()
        && a.dims.iter().zip(&b.dims).all(|(x, y)| x.axes == y.axes)
        && a.unreduced == b.unreduced
}

/// The sets of axes `a` and `b` name the same devices (however they are spelled).
fn same_set(a: &[AxisRef], b: &[AxisRef], mesh: &Mesh) -> bool {
    AxisRef::canonical_set(a.to_vec(), mesh) == AxisRef::canonical_set(b.to_vec(), mesh)
}

/// Checks that `op` can run on local pieces as laid out: every operand and result
/// dimension's axes project completely onto its factors, no need-replication factor is split,
/// every factor is split the same way wherever it appears, and the result holds partial sums
/// over exactly the axes of its split reduction factors — or, for ops linear in a partial
/// operand, over exactly that operand's partial axes.
fn check_locally_computable(
    f: &Function,
    op: OpId,
    rule: &ShardingRule,
    mesh: &Mesh,
) -> Vec<Diagnostic> {
    let data = &f.ops[op];
    let name = data.kind.name();
    let mut diags = Vec::new();
    // The first problem found is the one reported: later ones follow from it.
    let mut err = |msg: String| {
        if diags.is_empty() {
            diags.push(Diagnostic::error(data.loc.clone(), msg));
        }
    };
    // Partial sums over a size-1 axis are complete sums: such axes are left out.
    let partial = |v: shardc_ir::Value| -> Vec<AxisRef> {
        f.values[v]
            .sharding
            .as_ref()
            .map(|s| {
                s.unreduced
                    .iter()
                    .filter(|a| a.size(mesh) != Some(1))
                    .cloned()
                    .collect()
            })
            .unwrap_or_default()
    };
    if let OpKind::Constant(_) = &data.kind {
        // Every device makes its own piece of a splat, whatever the layout, and a non-splat
        // constant is made whole and sliced (below); but a constant is no partial sum.
        if !partial(data.results[0]).is_empty() {
            err(format!(
                "the result of '{name}' is a constant, not a partial sum; it cannot be unreduced"
            ));
        }
        return diags;
    }
    let mut factor_axes: Vec<Option<Vec<AxisRef>>> = vec![None; rule.factor_sizes.len()];
    let values = data
        .operands
        .iter()
        .zip(&rule.operands)
        .enumerate()
        .map(|(i, x)| (format!("operand {i}"), x))
        .chain(
            data.results
                .iter()
                .zip(&rule.results)
                .enumerate()
                .map(|(i, x)| (format!("result {i}"), x)),
        );
    for (what, (&v, dim_factors)) in values {
        let Some(s) = &f.values[v].sharding else {
            // Unannotated values are replicated.
            for factors in dim_factors {
                for &fx in factors {
                    if let Some(prev) = &factor_axes[fx]
                        && !prev.is_empty()
                    {
                        err(format!(
                            "{what} of '{name}' is replicated where other values of the op are split; run insert-reshards first"
                        ));
                    }
                    factor_axes[fx] = Some(Vec::new());
                }
            }
            continue;
        };
        for (d, factors) in dim_factors.iter().enumerate() {
            let Some(dim) = s.dims.get(d) else { continue };
            // Size-1 axes split nothing: wherever they sit, every device holds the same piece.
            let axes: Vec<AxisRef> = dim
                .axes
                .iter()
                .filter(|a| a.size(mesh) != Some(1))
                .cloned()
                .collect();
            let (per_factor, complete) = rule.project_dim(&axes, factors, mesh);
            if !complete {
                err(format!(
                    "{what} of '{name}' is sharded along dimension {d} in a way the op cannot compute locally; run insert-reshards first"
                ));
                continue;
            }
            for (k, &fx) in factors.iter().enumerate() {
                let per_factor_k = AxisRef::merge_adjacent(per_factor[k].clone(), mesh);
                if rule.need_replication.contains(&fx) && !per_factor_k.is_empty() {
                    err(format!(
                        "{what} of '{name}' is sharded along dimension {d} where the op needs the whole dimension; run insert-reshards first"
                    ));
                }
                match &factor_axes[fx] {
                    Some(prev) if *prev != per_factor_k => err(format!(
                        "{what} of '{name}' is split along dimension {d} differently from the op's other values; run insert-reshards first"
                    )),
                    Some(_) => {}
                    None => factor_axes[fx] = Some(per_factor_k),
                }
            }
        }
    }
    // Partial sums.
    let result_partial = data
        .results
        .first()
        .map(|&r| partial(r))
        .unwrap_or_default();
    let reduced: Vec<AxisRef> = rule
        .reduction
        .iter()
        .filter_map(|&r| factor_axes[r].clone())
        .flatten()
        .collect();
    let partial_operands: Vec<usize> = (0..data.operands.len())
        .filter(|&i| !partial(data.operands[i]).is_empty())
        .collect();
    if partial_operands.is_empty() {
        if !same_set(&reduced, &result_partial, mesh) {
            err(format!(
                "the result of '{name}' is declared partial over {{{}}} but the op leaves partial sums over {{{}}}",
                join_axes(&result_partial),
                join_axes(&reduced)
            ));
        }
        return diags;
    }
    // Ops linear in their partial operands carry the partial sums through unchanged.
    let partial_flags: Vec<bool> = (0..data.operands.len())
        .map(|i| partial_operands.contains(&i))
        .collect();
    let float = data
        .results
        .first()
        .is_some_and(|&r| f.ty(r).element.is_float());
    let linear = super::rule::carries_partial_sums(&data.kind, &partial_flags, float);
    let carried = linear
        && reduced.is_empty()
        && partial_operands
            .iter()
            .all(|&i| same_set(&partial(data.operands[i]), &result_partial, mesh));
    if !carried {
        for i in partial_operands {
            err(format!(
                "operand {i} of '{name}' holds unreduced partial sums over {{{}}}, which the op cannot carry to its result (declared partial over {{{}}}); run insert-reshards first",
                join_axes(&partial(data.operands[i])),
                join_axes(&result_partial)
            ));
        }
    }
    diags
}

fn join_axes(axes: &[AxisRef]) -> String {
    axes.iter()
        .map(|a| format!("{a}"))
        .collect::<Vec<_>>()
        .join(", ")
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
    // Manual computations' bodies are already one device's program; each manual computation
    // becomes a copy of its body once its function is partitioned.
    let manual = shardc_ir::manual::manual_functions(module);
    let bodies: Vec<Function> = module
        .functions
        .iter()
        .filter(|f| manual.contains_key(&f.name))
        .cloned()
        .collect();
    for fi in 0..module.functions.len() {
        if manual.contains_key(&module.functions[fi].name) {
            continue;
        }
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
            continue;
        }
        if let Err(d) = splice_manual_bodies(&mut module.functions[fi], &bodies) {
            diags.extend(d);
        }
    }
    if !diags.is_empty() {
        return Err(diags);
    }
    // The manual computations' bodies now live on as copies in their callers (the loop
    // functions they name stay: the copies name them).
    let spliced: Vec<String> = bodies
        .iter()
        .filter(|b| {
            !module.functions.iter().any(|f| {
                f.body
                    .iter()
                    .any(|&op| f.ops[op].kind.callees().contains(&b.name.as_str()))
            })
        })
        .map(|b| b.name.clone())
        .collect();
    module.functions.retain(|f| !spliced.contains(&f.name));
    module
        .attrs
        .push((LOCAL_VIEW_ATTR.to_string(), Attribute::Unit));
    Ok(())
}

/// Replaces each manual computation of the partitioned `f` by a copy of its body (from
/// `bodies`, the module's manual functions): its operands are already the blocks the body
/// takes. Each result is an identity `hlo.reshape` of the returned body value that carries
/// the manual computation's result sharding, so later ops know its layout.
fn splice_manual_bodies(f: &mut Function, bodies: &[Function]) -> Result<(), Vec<Diagnostic>> {
    if !f
        .body
        .iter()
        .any(|&op| matches!(f.ops[op].kind, OpKind::ManualComputation { .. }))
    {
        return Ok(());
    }
    let mut diags = Vec::new();
    let mut replaced: HashMap<Value, Value> = HashMap::new();
    let old_body = std::mem::take(&mut f.body);
    let mut body = Vec::with_capacity(old_body.len());
    for op in old_body {
        for operand in &mut f.ops[op].operands {
            if let Some(&v) = replaced.get(operand) {
                *operand = v;
            }
        }
        let OpKind::ManualComputation { body: name, .. } = f.ops[op].kind.clone() else {
            body.push(op);
            continue;
        };
        let loc = f.ops[op].loc.clone();
        let Some(target) = bodies.iter().find(|b| b.name == name) else {
            diags.push(Diagnostic::error(
                loc,
                format!("the manual body '@{name}' does not exist"),
            ));
            body.push(op);
            continue;
        };
        let operands = f.ops[op].operands.clone();
        let got: Vec<TensorType> = operands.iter().map(|&v| f.ty(v).clone()).collect();
        if got != target.arg_types() {
            diags.push(Diagnostic::error(
                loc,
                format!(
                    "the manual computation hands its body blocks of {} but '@{name}' takes {}",
                    type_list(&got),
                    type_list(&target.arg_types())
                ),
            ));
            body.push(op);
            continue;
        }
        let mut map: HashMap<Value, Value> = target.args.iter().copied().zip(operands).collect();
        let mut returned = Vec::new();
        for &inner in &target.body {
            let data = &target.ops[inner];
            if data.kind == OpKind::Return {
                returned = data.operands.iter().map(|v| map[v]).collect();
                break;
            }
            let operands = data.operands.iter().map(|v| map[v]).collect();
            let types = data.results.iter().map(|&r| target.ty(r).clone()).collect();
            let new = f.create_op(data.kind.clone(), operands, types, data.loc.clone());
            f.ops[new].attrs = data.attrs.clone();
            for (&old_r, &new_r) in data.results.iter().zip(&f.ops[new].results.clone()) {
                map.insert(old_r, new_r);
            }
            body.push(new);
        }
        for (&r, &v) in f.ops[op].results.clone().iter().zip(&returned) {
            // The body's values have no global layout (a collective's result keeps none, so
            // its meaning stays its axes'); an identity reshape gives the manual
            // computation's result its declared one.
            let ty = f.ty(v).clone();
            let copy = f.create_op(OpKind::Reshape, vec![v], vec![ty], loc.clone());
            let value = f.ops[copy].results[0];
            f.values[value].sharding = f.values[r].sharding.clone();
            body.push(copy);
            if f.ty(value) != f.ty(r) {
                diags.push(Diagnostic::error(
                    loc.clone(),
                    format!(
                        "the manual body '@{name}' returns {} where the manual computation's block is {}",
                        f.ty(value),
                        f.ty(r)
                    ),
                ));
            }
            replaced.insert(r, value);
        }
    }
    f.body = body;
    if let Some(ret) = f.return_op() {
        for operand in &mut f.ops[ret].operands {
            if let Some(&v) = replaced.get(operand) {
                *operand = v;
            }
        }
    }
    if diags.is_empty() { Ok(()) } else { Err(diags) }
}

fn type_list(types: &[TensorType]) -> String {
    types
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// When the checks of `f` failed and `f` has shardings only at its boundary (no op result
/// has one: the IR has not been through sharding-propagation), one error that says so, at
/// the first op, instead of an error per op about layouts nobody chose.
fn unpropagated(f: &Function) -> Option<Diagnostic> {
    let annotated = f.args.iter().any(|&a| f.values[a].sharding.is_some())
        || f.result_shardings.iter().any(Option::is_some);
    let results = || {
        f.body
            .iter()
            .flat_map(|&op| f.ops[op].results.iter().copied())
    };
    if !annotated || results().any(|r| f.values[r].sharding.is_some()) {
        return None;
    }
    let first = f.body.iter().find(|&&op| !f.ops[op].results.is_empty())?;
    Some(Diagnostic::error(
        f.ops[*first].loc.clone(),
        format!(
            "no value inside @{} has a sharding (only its arguments and results do): \
             spmd-partition needs one on every value; run sharding-propagation and \
             insert-reshards first",
            f.name
        ),
    ))
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
        if let OpKind::ManualComputation {
            in_shardings,
            out_shardings,
            ..
        } = &data.kind
        {
            // The body runs on local pieces when each operand is laid out as it takes it,
            // and its results are what the manual computation's results are.
            let sides = [
                ("operand", in_shardings, &data.operands),
                ("result", out_shardings, &data.results),
            ];
            for (what, wants, values) in sides {
                for (i, (want, &v)) in wants.iter().zip(values.iter()).enumerate() {
                    let held = f.values[v]
                        .sharding
                        .clone()
                        .unwrap_or_else(|| Sharding::replicated(&want.mesh, want.dims.len()));
                    if !same_axes(&held, want, mesh) {
                        diags.push(Diagnostic::error(
                            data.loc.clone(),
                            format!(
                                "{what} {i} of the manual computation is laid out as {held} \
                                 but it takes {want}; run sharding-propagation and \
                                 insert-reshards first"
                            ),
                        ));
                    }
                }
            }
        }
        if let OpKind::While { .. } = data.kind {
            // The loop runs on local pieces when each initial value is laid out as the value
            // it carries.
            for (i, (&v, &r)) in data.operands.iter().zip(&data.results).enumerate() {
                let (Some(held), Some(carried)) = (&f.values[v].sharding, &f.values[r].sharding)
                else {
                    continue;
                };
                if !same_axes(held, carried, mesh) {
                    diags.push(Diagnostic::error(
                        data.loc.clone(),
                        format!(
                            "loop-carried value {i} enters as {held} but the loop carries \
                             {carried}; run insert-reshards first"
                        ),
                    ));
                }
            }
        }
        if let Some(rule) = rule_of(f, op) {
            diags.extend(check_locally_computable(f, op, &rule, mesh));
        }
        if matches!(data.kind, OpKind::Return) {
            for (i, &v) in data.operands.iter().enumerate() {
                let Some(declared) = f.result_shardings.get(i).and_then(|s| s.as_ref()) else {
                    continue;
                };
                let held = f.values[v]
                    .sharding
                    .clone()
                    .unwrap_or_else(|| Sharding::replicated(&declared.mesh, declared.dims.len()));
                if !same_axes(&held, declared, mesh) {
                    diags.push(Diagnostic::error(
                        data.loc.clone(),
                        format!(
                            "result {i} is laid out as {held} but declared {declared}; run insert-reshards first"
                        ),
                    ));
                }
            }
        }
    }
    if !diags.is_empty() {
        return Err(unpropagated(f).map_or(diags, |d| vec![d]));
    }
    let lookups = super::local_lookup::find(f, mesh);
    let padded = super::padding::find(f, mesh);
    let windows = super::halo::find(f, mesh);
    let draws = super::local_lookup::split_draws(f, mesh);
    let iotas = super::local_lookup::split_iotas(f, mesh);
    // Results whose padded dimensions hide their global size record it.
    for (i, ty) in f.result_types.clone().iter().enumerate() {
        let sharding = f.result_shardings[i].clone().or_else(|| {
            f.returned_values()
                .get(i)
                .and_then(|&v| f.values[v].sharding.clone())
        });
        if sharding.is_some_and(|s| !s.uneven_dims(mesh, &ty.shape).is_empty())
            && let Some(attrs) = f.result_attrs.get_mut(i)
        {
            attrs
                .attrs
                .push((GLOBAL_TYPE_ATTR.to_string(), Attribute::Type(ty.clone())));
        }
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
                if e.splat {
                    let mut e = e.clone();
                    e.ty = local;
                    f.ops[op].kind = OpKind::Constant(e);
                } else {
                    // A non-splat constant laid out sharded: made whole on every device, each
                    // then keeping its block (`dist.all_slice` moves no data).
                    let e = e.clone();
                    let result = f.ops[op].results[0];
                    let sharding = f.values[result]
                        .sharding
                        .clone()
                        .unwrap_or_else(|| Sharding::replicated(mesh_name_of(f), e.ty.rank()));
                    let loc = f.ops[op].loc.clone();
                    let whole = f.create_op(
                        OpKind::Constant(e.clone()),
                        Vec::new(),
                        vec![e.ty.clone()],
                        loc,
                    );
                    let wv = f.ops[whole].results[0];
                    f.values[wv].sharding = Some(Sharding::replicated(&sharding.mesh, e.ty.rank()));
                    let pos = f.body.iter().position(|&o| o == op).unwrap_or(0);
                    f.body.insert(pos, whole);
                    f.ops[op].kind = OpKind::AllSlice {
                        slicing_axes: sharding.dims.iter().map(|d| d.axes.clone()).collect(),
                    };
                    f.ops[op].operands = vec![wv];
                }
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
    for lookup in &lookups {
        super::local_lookup::localize(f, lookup);
    }
    for use_ in &padded {
        super::padding::mask(f, use_);
    }
    for w in &windows {
        super::halo::lower(f, w, mesh);
    }
    for draw in &draws {
        super::local_lookup::draw_block(f, draw);
    }
    for iota in &iotas {
        super::local_lookup::count_from_block(f, iota);
    }
    Ok(())
}
