//! `insert-reshards`: makes every sharding change explicit as collectives (global view).
//!
//! After propagation every value has a sharding. For each op, the op's factor shardings are
//! fixed from its result (and, for reduction factors, from its operands); every operand
//! whose sharding differs from what those factors need is resharded just before the op, and
//! the op's result takes the sharding the op computes locally — with `unreduced` axes when
//! a reduction factor is split — followed by the collectives that turn it into the value's
//! sharding. `dist.constraint` becomes the reshard it asks for. Function results are
//! resharded to their declared shardings.
//!
//! After this pass every op can run on local pieces without communication: its operands'
//! shardings match its factors, and only collectives move data.

use std::collections::HashMap;

use shardc_ir::op::ReduceKind;
use shardc_ir::{
    AxisRef, Diagnostic, DimSharding, Function, Location, Mesh, Module, OpId, OpKind, Sharding,
    Value,
};

use super::propagation::function_mesh;
use super::reshard::plan_reshard;
use super::rule::{ShardingRule, rule_of};
use crate::cost::{CollectiveKind, CostModel, HardwareProfile};

/// Inserts reshards in every function. Warns (in `notes`) about every collective that
/// gathers a sharded value to a fully replicated one.
///
/// Where an op can run with its factors split in several ways, the way whose reshards cost
/// least on `profile` is taken: each collective its latency plus its bytes over the link
/// (so one collective moving a little more can beat two moving less), bytes breaking ties.
pub fn insert_reshards(
    module: &mut Module,
    profile: &HardwareProfile,
    notes: &mut Vec<Diagnostic>,
) -> Result<(), Vec<Diagnostic>> {
    let mut diags = Vec::new();
    for fi in 0..module.functions.len() {
        let (mesh_name, mesh) = match function_mesh(module, &module.functions[fi]) {
            Ok(Some((n, m))) => (n, m.clone()),
            Ok(None) => continue,
            Err(d) => {
                diags.push(d);
                continue;
            }
        };
        let model = CostModel::new(profile.clone(), &mesh);
        let f = &mut module.functions[fi];
        super::halo::concatenations_as_windows(f, &mesh);
        if let Err(d) = function(f, &mesh_name, &model, notes) {
            diags.extend(d);
        }
    }
    if diags.is_empty() { Ok(()) } else { Err(diags) }
}

fn sharding_of(f: &Function, v: Value, mesh_name: &str) -> Sharding {
    f.values[v]
        .sharding
        .clone()
        .unwrap_or_else(|| Sharding::replicated(mesh_name, f.ty(v).rank()))
}

/// The same layout as `s` (axes and unreduced), all dimensions closed, no priorities.
fn normalized(s: &Sharding) -> Sharding {
    let mut s = s.clone();
    for d in &mut s.dims {
        d.is_closed = true;
        d.priority = None;
    }
    s.replicated.clear();
    s
}

/// True when `a` and `b` lay a value out alike on `mesh` (however their axes are spelled).
fn same_layout(a: &Sharding, b: &Sharding, mesh: &Mesh) -> bool {
    let spelled_alike = |a: &Sharding, b: &Sharding| {
        a.dims
            .iter()
            .map(|d| &d.axes)
            .eq(b.dims.iter().map(|d| &d.axes))
            && a.unreduced.len() == b.unreduced.len()
            && a.unreduced.iter().all(|x| b.unreduced.contains(x))
    };
    // Most layouts are spelled alike; only sub-axes can spell one layout two ways.
    let has_sub_axes = |s: &Sharding| {
        s.dims
            .iter()
            .flat_map(|d| &d.axes)
            .chain(&s.unreduced)
            .any(|x| x.sub.is_some())
    };
    spelled_alike(a, b)
        || ((has_sub_axes(a) || has_sub_axes(b))
            && spelled_alike(&a.canonical(mesh), &b.canonical(mesh)))
}

/// Factor shardings of an op: result factors from the result, other factors (reduction
/// factors, operand-only factors) from the operands, never reusing an axis.
fn factor_axes(
    f: &Function,
    op: OpId,
    rule: &ShardingRule,
    mesh_name: &str,
    mesh: &Mesh,
    order: FactorOrder,
) -> Vec<Vec<AxisRef>> {
    let data = &f.ops[op];
    let mut axes: Vec<Option<Vec<AxisRef>>> = vec![None; rule.factor_sizes.len()];
    let mut used: Vec<AxisRef> = Vec::new();
    let assign = |axes: &mut Vec<Option<Vec<AxisRef>>>,
                  factor: usize,
                  cand: Vec<AxisRef>,
                  used: &mut Vec<AxisRef>| {
        if axes[factor].is_some() || rule.need_replication.contains(&factor) {
            return;
        }
        let keep = cand
            .iter()
            .take_while(|a| !used.iter().any(|u| u.overlaps(a, mesh)))
            .count();
        let chosen: Vec<AxisRef> = cand[..keep].to_vec();
        used.extend(chosen.iter().cloned());
        axes[factor] = Some(chosen);
    };
    let results = data.results.iter().zip(&rule.results);
    let operands = data.operands.iter().zip(&rule.operands);
    let values: Vec<(&Value, &Vec<Vec<usize>>)> = match order {
        FactorOrder::Results => results.chain(operands).collect(),
        FactorOrder::Operands | FactorOrder::Reductions => operands.chain(results).collect(),
    };
    if order == FactorOrder::Reductions {
        // Split the contraction where the operands already split it.
        for (&v, dim_factors) in data.operands.iter().zip(&rule.operands) {
            let s = sharding_of(f, v, mesh_name);
            for (d, factors) in dim_factors.iter().enumerate() {
                let (per_factor, _) = rule.project_dim(&s.dims[d].axes, factors, mesh);
                for (k, &factor) in factors.iter().enumerate() {
                    if rule.reduction.contains(&factor) && !per_factor[k].is_empty() {
                        assign(&mut axes, factor, per_factor[k].clone(), &mut used);
                    }
                }
            }
        }
    }
    for (&v, dim_factors) in values {
        let s = sharding_of(f, v, mesh_name);
        for (d, factors) in dim_factors.iter().enumerate() {
            let (per_factor, _) = rule.project_dim(&s.dims[d].axes, factors, mesh);
            for (k, &factor) in factors.iter().enumerate() {
                if !per_factor[k].is_empty() {
                    assign(&mut axes, factor, per_factor[k].clone(), &mut used);
                }
            }
        }
    }
    let mut axes: Vec<Vec<AxisRef>> = axes.into_iter().map(Option::unwrap_or_default).collect();
    rule.prune_minor_splits(&mut axes, mesh);
    axes
}

fn sharding_from_factors(
    template_mesh: &str,
    dim_factors: &[Vec<usize>],
    rule: &ShardingRule,
    factor_axes: &[Vec<AxisRef>],
    mesh: &Mesh,
) -> Sharding {
    Sharding::new(
        template_mesh,
        dim_factors
            .iter()
            .map(|factors| DimSharding {
                axes: rule.back_project(factors, factor_axes, mesh),
                is_closed: true,
                priority: None,
            })
            .collect(),
    )
}

/// The sharding of the result an op computes locally with the given factor shardings:
/// its dimensions' factors, partial (`unreduced`) over the axes of split reduction factors.
fn computed_result(
    mesh_name: &str,
    rule: &ShardingRule,
    factors: &[Vec<AxisRef>],
    mesh: &Mesh,
) -> Sharding {
    let mut computed = sharding_from_factors(mesh_name, &rule.results[0], rule, factors, mesh);
    computed.unreduced = AxisRef::canonical_set(
        rule.reduction
            .iter()
            .flat_map(|&r| factors[r].iter().cloned())
            .collect(),
        mesh,
    );
    computed
}

/// Where [`reshard_operands`] inserts and reports: the body being built, the mesh, the op's
/// location, the notes and errors collected.
struct Site<'a> {
    body: &'a mut Vec<OpId>,
    mesh: &'a Mesh,
    mesh_name: &'a str,
    loc: &'a Location,
    notes: &'a mut Vec<Diagnostic>,
    errors: &'a mut Vec<Diagnostic>,
}

/// Reshards each operand `i` of `op` to `wants[i]` (none: left as it is) right before the op,
/// naming it `what(i)` in diagnostics; a reshard that cannot be made is an error and leaves
/// the operand.
fn reshard_operands(
    f: &mut Function,
    op: OpId,
    wants: &[Option<Sharding>],
    site: &mut Site,
    what: &dyn Fn(usize) -> String,
) {
    let operands = f.ops[op].operands.clone();
    for (i, v) in operands.into_iter().enumerate() {
        let Some(want) = wants.get(i).cloned().flatten() else {
            continue;
        };
        let from = sharding_of(f, v, site.mesh_name);
        if same_layout(&from, &want, site.mesh) {
            continue;
        }
        let new_value = insert_chain(
            f,
            site.body,
            v,
            &from,
            &want,
            site.mesh,
            site.loc,
            site.notes,
            &what(i),
            ReduceKind::Add,
        )
        .unwrap_or_else(|d| {
            site.errors.push(d);
            v
        });
        f.ops[op].operands[i] = new_value;
    }
}

/// Appends to `body` the collectives turning `v` (laid out as `from`) into `to`. Returns the
/// final value.
#[allow(clippy::too_many_arguments)]
fn insert_chain(
    f: &mut Function,
    body: &mut Vec<OpId>,
    v: Value,
    from: &Sharding,
    to: &Sharding,
    mesh: &Mesh,
    loc: &Location,
    notes: &mut Vec<Diagnostic>,
    what: &str,
    reduce: ReduceKind,
) -> Result<Value, Diagnostic> {
    let invented: Vec<String> = to
        .unreduced
        .iter()
        .filter(|a| !from.unreduced.contains(a))
        .map(|a| a.to_string())
        .collect();
    if !invented.is_empty() {
        // A value that is not a partial sum over an axis cannot be declared one: every device
        // of the axis holds the whole value, and the pending sum would count it once per
        // device.
        return Err(Diagnostic::error(
            loc.clone(),
            format!(
                "{what} is declared unreduced over {{{}}}, but it holds no partial sums over {} (it is laid out as {from})",
                invented.join(", "),
                if invented.len() == 1 {
                    "that axis"
                } else {
                    "those axes"
                }
            ),
        ));
    }
    if reduce != ReduceKind::Add && from.unreduced.iter().any(|a| to.unreduced.contains(a)) {
        return Err(Diagnostic::error(
            loc.clone(),
            format!(
                "{what} holds partial results of a '{}' reduction, which cannot stay unreduced: `unreduced` means pending sums",
                reduce.keyword()
            ),
        ));
    }
    let steps = plan_reshard(from, to, &f.ty(v).shape, mesh, reduce);
    let ty = f.ty(v).clone();
    let mut cur = v;
    for step in &steps {
        if matches!(step.kind, OpKind::AllGather { .. })
            && step.result.dims.iter().all(|d| d.axes.is_empty())
            && from.dims.iter().any(|d| !d.axes.is_empty())
        {
            notes.push(Diagnostic::warning(
                loc.clone(),
                format!(
                    "{what} ({ty}, sharded as {from}) is gathered in full to {}",
                    step.result
                ),
            ));
        }
        let op = f.create_op(step.kind.clone(), vec![cur], vec![ty.clone()], loc.clone());
        body.push(op);
        cur = f.ops[op].results[0];
        f.values[cur].sharding = Some(step.result.clone());
    }
    Ok(cur)
}

/// One pass in program order, building the new body: reshards of an op's operands go
/// before it, the reshard of its result after it, and later uses of a resharded result are
/// redirected as they are visited (they come after their definitions), so the pass is linear
/// in the size of the function.
fn function(
    f: &mut Function,
    mesh_name: &str,
    model: &CostModel,
    notes: &mut Vec<Diagnostic>,
) -> Result<(), Vec<Diagnostic>> {
    let mesh = model.mesh();
    let mut errors = Vec::new();
    let mut replacement: HashMap<Value, Value> = HashMap::new();
    let old_body = std::mem::take(&mut f.body);
    let mut body = Vec::with_capacity(old_body.len());
    for op in old_body {
        for operand in &mut f.ops[op].operands {
            if let Some(&v) = replacement.get(operand) {
                *operand = v;
            }
        }
        let loc = f.ops[op].loc.clone();
        let name = f.ops[op].kind.name();
        match f.ops[op].kind.clone() {
            OpKind::Constraint => {
                // The constraint becomes the reshard it asks for.
                let operand = f.ops[op].operands[0];
                let result = f.ops[op].results[0];
                let from = sharding_of(f, operand, mesh_name);
                let to = normalized(&sharding_of(f, result, mesh_name));
                let new_value = insert_chain(
                    f,
                    &mut body,
                    operand,
                    &from,
                    &to,
                    mesh,
                    &loc,
                    notes,
                    "the operand of 'dist.constraint'",
                    ReduceKind::Add,
                )
                .unwrap_or_else(|d| {
                    errors.push(d);
                    operand
                });
                replacement.insert(result, new_value);
                continue;
            }
            OpKind::While { .. } | OpKind::ManualComputation { .. } | OpKind::Return => {
                // A loop's initial values take their carried shardings (the loop's
                // results'); returned values the function's result shardings.
                type Naming = Box<dyn Fn(usize) -> String>;
                let (wants, what): (Vec<Option<Sharding>>, Naming) = match f.ops[op].kind {
                    OpKind::While { .. } => (
                        f.ops[op]
                            .results
                            .iter()
                            .map(|&r| Some(normalized(&sharding_of(f, r, mesh_name))))
                            .collect(),
                        Box::new(|i| format!("loop-carried value {i} of 'hlo.while'")),
                    ),
                    OpKind::ManualComputation {
                        ref in_shardings, ..
                    } => (
                        in_shardings.iter().map(|s| Some(normalized(s))).collect(),
                        Box::new(|i| format!("operand {i} of 'dist.manual_computation'")),
                    ),
                    _ => (
                        f.result_shardings
                            .iter()
                            .map(|s| s.as_ref().map(normalized))
                            .collect(),
                        {
                            let name = f.name.clone();
                            Box::new(move |i| format!("result {i} of @{name}"))
                        },
                    ),
                };
                let mut site = Site {
                    body: &mut body,
                    mesh,
                    mesh_name,
                    loc: &loc,
                    notes,
                    errors: &mut errors,
                };
                reshard_operands(f, op, &wants, &mut site, &*what);
                body.push(op);
                continue;
            }
            _ => {}
        }
        let Some(mut rule) = rule_of(f, op) else {
            body.push(op);
            continue;
        };
        if !reduction_can_be_split(f, op) {
            let reduction = std::mem::take(&mut rule.reduction);
            rule.need_replication.extend(reduction);
        }
        keep_windows_that_fit(f, op, &mut rule, mesh_name, mesh);
        // Two ways to fix the factors: from the result first (reshard operands to it) or
        // from the operands first (compute where the data is, reshard the result). Take the
        // one that moves fewer bytes.
        let factors = cheapest_factors(f, op, &rule, mesh_name, model);
        // Operands.
        let wants: Vec<Option<Sharding>> = (0..f.ops[op].operands.len())
            .map(|i| {
                Some(sharding_from_factors(
                    mesh_name,
                    &rule.operands[i],
                    &rule,
                    &factors,
                    mesh,
                ))
            })
            .collect();
        let mut site = Site {
            body: &mut body,
            mesh,
            mesh_name,
            loc: &loc,
            notes,
            errors: &mut errors,
        };
        reshard_operands(f, op, &wants, &mut site, &|i| {
            format!("operand {i} of '{name}'")
        });
        body.push(op);
        // Result: what the op computes locally, then the value's own sharding.
        let result = f.ops[op].results[0];
        let target = normalized(&sharding_of(f, result, mesh_name));
        let computed = computed_result(mesh_name, &rule, &factors, mesh);
        f.values[result].sharding = Some(computed.clone());
        // Partial results combine the way the op reduces.
        let reduce = match f.ops[op].kind {
            OpKind::Reduce { kind, .. } => kind,
            _ => ReduceKind::Add,
        };
        let keeps_partial_results = computed
            .unreduced
            .iter()
            .any(|a| target.unreduced.contains(a));
        if !same_layout(&computed, &target, mesh)
            || (reduce != ReduceKind::Add && keeps_partial_results)
        {
            let what = format!("the result of '{name}'");
            match insert_chain(
                f, &mut body, result, &computed, &target, mesh, &loc, notes, &what, reduce,
            ) {
                Ok(new_value) => {
                    replacement.insert(result, new_value);
                }
                Err(d) => errors.push(d),
            }
        }
    }
    f.body = body;
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// A window (slice, edge padding) of a split dimension is computed in place with halos from
/// the neighbours only where they suffice (`halo.rs`); for the splits the operand and the
/// result have, a window that would reach further makes its dimension need replication.
fn keep_windows_that_fit(
    f: &Function,
    op: OpId,
    rule: &mut ShardingRule,
    mesh_name: &str,
    mesh: &Mesh,
) {
    let data = &f.ops[op];
    if let OpKind::Rotate { dimension, shift } = data.kind {
        let d = dimension as usize;
        let n = f.ty(data.operands[0]).shape[d];
        let fits = [data.operands[0], data.results[0]].iter().all(|&v| {
            let k = sharding_of(f, v, mesh_name).dim_split(d, mesh);
            k <= 1 || super::halo::rotation_halo(n, shift, k).is_some()
        });
        if !fits {
            rule.need_replication
                .extend(rule.operands[0][d].iter().copied());
        }
        return;
    }
    if !matches!(data.kind, OpKind::Slice { .. } | OpKind::Pad { .. }) {
        return;
    }
    let (x, y) = (data.operands[0], data.results[0]);
    let windows = super::halo::window_dims(&data.kind, &f.ty(x).shape, &f.ty(y).shape);
    for (d, start, n, m) in windows {
        let fits = [x, y].iter().all(|&v| {
            let k = sharding_of(f, v, mesh_name).dim_split(d, mesh);
            k <= 1 || super::halo::kept_split_elements(n, m, start, k).is_some()
        });
        if !fits {
            rule.need_replication
                .extend(rule.operands[0][d].iter().copied());
        }
    }
}

/// A `reduce` can combine partial results only when its init value is the identity of its
/// combiner (each device starts from the init value); other reductions are not split.
fn reduction_can_be_split(f: &Function, op: OpId) -> bool {
    let data = &f.ops[op];
    let OpKind::Reduce { kind, .. } = data.kind else {
        return true;
    };
    let Some(def) = super::super::transforms::defining_op(f, data.operands[1]) else {
        return false;
    };
    let OpKind::Constant(e) = &f.ops[def].kind else {
        return false;
    };
    let value = match &e.values {
        shardc_ir::ElementValues::Float(v) => v[0],
        shardc_ir::ElementValues::Int(v) => v[0] as f64,
    };
    let element = e.ty.element;
    match kind {
        ReduceKind::Add => value == 0.0,
        ReduceKind::Mul => value == 1.0,
        ReduceKind::Max => {
            value == f64::NEG_INFINITY || (element.is_integer() && value <= -(2f64.powi(31)))
        }
        ReduceKind::Min => {
            value == f64::INFINITY || (element.is_integer() && value >= 2f64.powi(31) - 1.0)
        }
    }
}

/// What running `op` with the given factor shardings moves: the reshards of its operands to
/// what the factors need, of its computed result to the value's sharding, and the halos of
/// windows kept split. Seconds on the model's target, and bytes one device receives.
fn plan_price(
    f: &Function,
    op: OpId,
    rule: &ShardingRule,
    factors: &[Vec<AxisRef>],
    mesh_name: &str,
    model: &CostModel,
) -> Price {
    let mesh = model.mesh();
    let data = &f.ops[op];
    let mut price = (0.0, 0);
    let mut add = |(s, b): (f64, i64)| {
        price.0 += s;
        price.1 += b;
    };
    for (i, &v) in data.operands.iter().enumerate() {
        let from = sharding_of(f, v, mesh_name);
        let want = sharding_from_factors(mesh_name, &rule.operands[i], rule, factors, mesh);
        add(reshard_price(&from, &want, f.ty(v), model));
    }
    let result = data.results[0];
    let computed = computed_result(mesh_name, rule, factors, mesh);
    let target = normalized(&sharding_of(f, result, mesh_name));
    // The halo of a rotation kept split.
    if let OpKind::Rotate { dimension, shift } = data.kind {
        let x = data.operands[0];
        let d = dimension as usize;
        let want = sharding_from_factors(mesh_name, &rule.operands[0], rule, factors, mesh);
        let k = want.dim_split(d, mesh);
        if let Some((h, _)) = super::halo::rotation_halo(f.ty(x).shape[d], shift, k) {
            let local = want.local_shape(mesh, &f.ty(x).shape);
            let rest: i64 = (0..local.len())
                .filter(|&i| i != d)
                .map(|i| local[i])
                .product();
            let bytes = h * rest * f.ty(x).element.byte_width() as i64;
            add((halo_seconds(model, &want, d, bytes), bytes));
        }
    }
    // Halos of windows kept split: the edges received from the neighbours.
    if let (OpKind::Slice { .. } | OpKind::Pad { .. }, Some(&x)) =
        (&data.kind, data.operands.first())
    {
        let windows = super::halo::window_dims(&data.kind, &f.ty(x).shape, &f.ty(result).shape);
        let want = sharding_from_factors(mesh_name, &rule.operands[0], rule, factors, mesh);
        let local = want.local_shape(mesh, &f.ty(x).shape);
        let element = f.ty(x).element.byte_width() as i64;
        for (d, start, n, m) in windows {
            let k = want.dim_split(d, mesh);
            if k > 1 {
                let Some(elements) = super::halo::kept_split_elements(n, m, start, k) else {
                    continue;
                };
                let rest: i64 = (0..local.len())
                    .filter(|&i| i != d)
                    .map(|i| local[i])
                    .product();
                let bytes = elements * rest * element;
                add((halo_seconds(model, &want, d, bytes), bytes));
            }
        }
    }
    add(reshard_price(&computed, &target, f.ty(result), model));
    price
}

/// Seconds of the halo exchange of dimension `d` of a value laid out as `s`: a shift between
/// neighbours over the dimension's axes (one per direction when both sides need one).
fn halo_seconds(model: &CostModel, s: &Sharding, d: usize, bytes: i64) -> f64 {
    if bytes == 0 {
        return 0.0;
    }
    let axes = s.dims.get(d).map(|x| x.axes.clone()).unwrap_or_default();
    model.collective_seconds(CollectiveKind::Permute, &axes, bytes)
}

/// The reshard `from` → `to` of a value of type `ty`: its collectives' seconds on the model's
/// target, and the bytes one device receives (each collective's per-device result;
/// `all_slice` moves nothing).
fn reshard_price(
    from: &Sharding,
    to: &Sharding,
    ty: &shardc_ir::TensorType,
    model: &CostModel,
) -> Price {
    let mesh = model.mesh();
    let steps = plan_reshard(from, to, &ty.shape, mesh, ReduceKind::Add);
    let bytes = steps
        .iter()
        .filter(|step| !matches!(step.kind, OpKind::AllSlice { .. }))
        .map(|step| {
            let pieces: i64 = (0..ty.rank())
                .map(|d| step.result.dim_split(d, mesh))
                .product();
            ty.byte_size() / pieces.max(1)
        })
        .sum();
    (model.reshard_seconds(&steps, ty), bytes)
}

/// Seconds on the target and bytes per device.
type Price = (f64, i64);

/// True when `a` costs less than `b`: fewer seconds beyond rounding, else fewer bytes.
fn cheaper(a: Price, b: Price) -> bool {
    let tolerance = 1e-9 * a.0.abs().max(b.0.abs());
    if (a.0 - b.0).abs() > tolerance {
        a.0 < b.0
    } else {
        a.1 < b.1
    }
}

/// Which values fix an op's factor shardings first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FactorOrder {
    /// The result's layout first; operands are resharded to it.
    Results,
    /// The operands' layouts first (compute where the data is); the result is resharded.
    Operands,
    /// Contractions first, split where the operands split them, leaving partial sums to
    /// reduce (often with a `reduce_scatter`).
    Reductions,
}

/// The factor shardings, among the candidate orders, whose communication costs least on the
/// model's target (fewer bytes, then the earlier order, breaking ties).
fn cheapest_factors(
    f: &Function,
    op: OpId,
    rule: &ShardingRule,
    mesh_name: &str,
    model: &CostModel,
) -> Vec<Vec<AxisRef>> {
    let mesh = model.mesh();
    let mut best: Option<(Price, Vec<Vec<AxisRef>>)> = None;
    for order in [
        FactorOrder::Results,
        FactorOrder::Operands,
        FactorOrder::Reductions,
    ] {
        let factors = factor_axes(f, op, rule, mesh_name, mesh, order);
        if best.as_ref().is_some_and(|(_, b)| *b == factors) {
            continue;
        }
        let price = plan_price(f, op, rule, &factors, mesh_name, model);
        if best.as_ref().is_none_or(|(b, _)| cheaper(price, *b)) {
            best = Some((price, factors));
        }
    }
    best.map(|(_, f)| f).unwrap_or_default()
}
