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
    Value, ValueDef,
};

use super::propagation::function_mesh;
use super::reshard::plan_reshard;
use super::rule::{ShardingRule, carries_partial_sums, rule_of};
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
pub(crate) fn same_layout(a: &Sharding, b: &Sharding, mesh: &Mesh) -> bool {
    let spelled_alike = |a: &Sharding, b: &Sharding| {
        a.dims
            .iter()
            .map(|d| &d.axes)
            .eq(b.dims.iter().map(|d| &d.axes))
            && a.unreduced.len() == b.unreduced.len()
            && a.unreduced.iter().all(|x| b.unreduced.contains(x))
    };
    // Most layouts are spelled alike; only sub-axes and axes of size 1 (which split
    // nothing) can spell one layout two ways.
    let spelled_freely = |s: &Sharding| {
        s.dims
            .iter()
            .flat_map(|d| &d.axes)
            .chain(&s.unreduced)
            .any(|x| x.sub.is_some() || x.size(mesh) == Some(1))
    };
    spelled_alike(a, b)
        || ((spelled_freely(a) || spelled_freely(b))
            && spelled_alike(&a.plain(mesh), &b.plain(mesh)))
}

/// Factor shardings of an op: result factors from the result, other factors (reduction
/// factors, operand-only factors) from the operands, never reusing an axis.
fn factor_axes(
    f: &Function,
    op: OpId,
    rule: &ShardingRule,
    (mesh_name, mesh): (&str, &Mesh),
    order: FactorOrder,
    layouts: &[Sharding],
) -> Vec<Vec<AxisRef>> {
    let data = &f.ops[op];
    // An operand's layout: the one assumed for it, a result's its own.
    let layout_of = |v: Value| match data.operands.iter().position(|&o| o == v) {
        Some(i) => layouts[i].clone(),
        None => sharding_of(f, v, mesh_name),
    };
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
        for (s, dim_factors) in layouts.iter().zip(&rule.operands) {
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
        let s = layout_of(v);
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

/// Where [`reshard_operands`] inserts and reports: the body being built, the mesh and its
/// cost model, the copies made so far, the op's location, the notes and errors collected.
struct Site<'a> {
    body: &'a mut Vec<OpId>,
    mesh: &'a Mesh,
    mesh_name: &'a str,
    model: &'a CostModel,
    copies: &'a mut Copies,
    loc: &'a Location,
    notes: &'a mut Vec<Diagnostic>,
    errors: &'a mut Vec<Diagnostic>,
}

/// Reshards each operand `i` of `op` to `wants[i]` (none: left as it is) right before the op,
/// naming it `what(i)` in diagnostics: reading a copy already in that layout when there is
/// one (nothing is inserted), else resharding whichever of the value and its copies reshards
/// cheapest. A reshard that cannot be made is an error and leaves the operand.
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
        if same_layout(&sharding_of(f, v, site.mesh_name), &want, site.mesh) {
            continue;
        }
        let (_, source) = site.copies.price(f, v, &want, site.mesh_name, site.model);
        let source_layout = sharding_of(f, source, site.mesh_name);
        if same_layout(&source_layout, &want, site.mesh) {
            f.ops[op].operands[i] = source;
            continue;
        }
        let new_value = match insert_chain(
            f,
            site.body,
            source,
            &source_layout,
            &want,
            site.mesh,
            site.loc,
            site.notes,
            &what(i),
            ReduceKind::Add,
        ) {
            Ok(steps) => {
                let made = site.copies.made.entry(v).or_default();
                for &step in &steps {
                    made.push((sharding_of(f, step, site.mesh_name), step));
                }
                steps.last().copied().unwrap_or(source)
            }
            Err(d) => {
                site.errors.push(d);
                v
            }
        };
        f.ops[op].operands[i] = new_value;
    }
}

/// Appends to `body` the collectives turning `v` (laid out as `from`) into `to`. Returns the
/// values they make, in order (the last is `v` laid out as `to`; none when no collective is
/// needed).
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
) -> Result<Vec<Value>, Diagnostic> {
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
    let mut made = Vec::with_capacity(steps.len());
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
        made.push(cur);
    }
    Ok(made)
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
    let mut copies = Copies::default();
    let mut errors = Vec::new();
    let mut replacement: HashMap<Value, Value> = HashMap::new();
    let mut users: HashMap<Value, Vec<OpId>> = HashMap::new();
    for &op in &f.body {
        for &v in &f.ops[op].operands {
            let list = users.entry(v).or_default();
            if list.last() != Some(&op) {
                list.push(op);
            }
        }
    }
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
                let result = f.ops[op].results[0];
                let to = normalized(&sharding_of(f, result, mesh_name));
                // A layout the plan's search chose gathers a value in full on purpose (a
                // weight before its reader): no warning, unlike a user's constraint.
                let searched = f.ops[op]
                    .attrs
                    .iter()
                    .any(|(k, _)| k == crate::autoshard::SEARCHED_CONSTRAINT_ATTR);
                let mut unsaid = Vec::new();
                let mut site = Site {
                    body: &mut body,
                    mesh,
                    mesh_name,
                    model,
                    copies: &mut copies,
                    loc: &loc,
                    notes: if searched { &mut unsaid } else { &mut *notes },
                    errors: &mut errors,
                };
                let operand = f.ops[op].operands[0];
                reshard_operands(f, op, &[Some(to)], &mut site, &|_| {
                    "the operand of 'dist.constraint'".to_string()
                });
                if f.ops[op].operands[0] == operand {
                    // Nothing moved: the operand is laid out as the constraint asks, and its
                    // readers read it in the constraint's place. The constraint's closed
                    // dimensions close the operand's, as the constraint did for propagation:
                    // else the plan written out (no constraint left) leaves them open, and
                    // compiled again, propagation grows them from the readers (an axis of
                    // one device it carried to them: fuzz `--auto-shard --budget-fraction
                    // 0.7 --ops 20` seed 4300228).
                    close_as(f, operand, result);
                }
                replacement.insert(result, f.ops[op].operands[0]);
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
                    model,
                    copies: &mut copies,
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
        if let Some(d) = mismatched_combiner(f, op) {
            errors.push(d);
        }
        if rule_of(f, op).is_none() {
            body.push(op);
            continue;
        }
        // A propagated layout its readers would rather read in another: the value (and the
        // chain computed from it) laid out so, when that costs less, the op's and its
        // readers' reshards together.
        for (v, better) in retarget(f, op, &users, mesh_name, model, &copies) {
            f.values[v].sharding = Some(open(&better));
        }
        // The rule after retargeting: which windows keep their split depends on the result's
        // layout.
        let Some(mut rule) = placement_rule(f, op, mesh_name, mesh) else {
            body.push(op);
            continue;
        };
        // Several ways to fix the factors: from the result first (reshard operands to it),
        // from the operands first (compute where the data is, reshard the result), from
        // the copies of the operands already made. Take the cheapest.
        let mut factors = cheapest_factors(f, op, &rule, mesh_name, model, &copies);
        // The rule kept a rotated dimension split for the layouts the values have; factors
        // taken from another copy may split it so that no neighbour holds the halo.
        if !rotation_fits(f, op, &rule, &factors, mesh_name, mesh) {
            replicate_rotated_dimension(f, op, &mut rule);
            factors = cheapest_factors(f, op, &rule, mesh_name, model, &copies);
        }
        let result = f.ops[op].results[0];
        let target = normalized(&sharding_of(f, result, mesh_name));
        // Pending sums a linear op computes on (a global view's), kept in its operands.
        let carried = carried_partial_sums(f, op, &target, &rule, &factors, mesh_name, mesh);
        // Operands.
        let wants: Vec<Option<Sharding>> = (0..f.ops[op].operands.len())
            .map(|i| {
                let mut want =
                    sharding_from_factors(mesh_name, &rule.operands[i], &rule, &factors, mesh);
                if carried.operands[i] {
                    want.unreduced = carried.axes.clone();
                }
                Some(want)
            })
            .collect();
        let mut site = Site {
            body: &mut body,
            mesh,
            mesh_name,
            model,
            copies: &mut copies,
            loc: &loc,
            notes,
            errors: &mut errors,
        };
        reshard_operands(f, op, &wants, &mut site, &|i| {
            format!("operand {i} of '{name}'")
        });
        body.push(op);
        // Result: what the op computes locally, then the value's own sharding.
        let mut computed = computed_result(mesh_name, &rule, &factors, mesh);
        if !carried.axes.is_empty() {
            computed.unreduced = AxisRef::canonical_set(
                computed
                    .unreduced
                    .iter()
                    .chain(&carried.axes)
                    .cloned()
                    .collect(),
                mesh,
            );
        }
        // The layout computed, as the value spells it when that is the same layout (its
        // readers — a global view's collectives — name its axes so).
        f.values[result].sharding = Some(if same_layout(&computed, &target, mesh) {
            target.clone()
        } else {
            computed.clone()
        });
        // Partial results combine the way the op reduces.
        let reduce = match f.ops[op].kind {
            OpKind::Reduce { kind, .. } => kind,
            _ => ReduceKind::Add,
        };
        let keeps_partial_results = computed
            .unreduced
            .iter()
            .any(|a| target.unreduced.contains(a));
        // A global view keeps a partial maximum (minimum, product) for the collective that
        // completes it, and only for that.
        if !same_layout(&computed, &target, mesh)
            || (reduce != ReduceKind::Add
                && keeps_partial_results
                && !completed_by_readers(f, result, reduce, &target.unreduced, &users, mesh))
        {
            let what = format!("the result of '{name}'");
            match insert_chain(
                f, &mut body, result, &computed, &target, mesh, &loc, notes, &what, reduce,
            ) {
                Ok(steps) => {
                    if let Some((&last, before)) = steps.split_last() {
                        // The result as computed and each step before the last are copies
                        // of what the users read.
                        let made = copies.made.entry(last).or_default();
                        made.push((computed.clone(), result));
                        for &step in before {
                            made.push((sharding_of(f, step, mesh_name), step));
                        }
                        replacement.insert(result, last);
                    }
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

/// The partial sums an op computes on and keeps ([`carried_partial_sums`]).
struct CarriedPartialSums {
    /// The axes of the pending sums (none when the op carries none).
    axes: Vec<AxisRef>,
    /// Per operand, whether it holds them.
    operands: Vec<bool>,
}

/// The pending sums `op` carries from its operands to its result: the axes its result is
/// declared unreduced over that no split reduction factor of its own makes, when the op is
/// linear in the operands partial over them ([`carries_partial_sums`]: a global view
/// computes `negate`, sums, scalings … on partial sums, the reduction after them). None
/// otherwise — the operands are then reduced before the op, and the declared partial sums
/// are an error where the result is made.
fn carried_partial_sums(
    f: &Function,
    op: OpId,
    target: &Sharding,
    rule: &ShardingRule,
    factors: &[Vec<AxisRef>],
    mesh_name: &str,
    mesh: &Mesh,
) -> CarriedPartialSums {
    let operands = &f.ops[op].operands;
    let none = CarriedPartialSums {
        axes: Vec::new(),
        operands: vec![false; operands.len()],
    };
    let made: Vec<&AxisRef> = rule.reduction.iter().flat_map(|&r| &factors[r]).collect();
    let axes: Vec<AxisRef> = target
        .unreduced
        .iter()
        .filter(|a| !made.iter().any(|m| m.overlaps(a, mesh)))
        .cloned()
        .collect();
    if axes.is_empty() {
        return none;
    }
    // An operand holds them when it is partial over every one of the axes (partial sums
    // over "x" plus partial sums over "y" are not partial sums over both).
    let partial: Vec<bool> = operands
        .iter()
        .map(|&v| {
            let held = sharding_of(f, v, mesh_name).unreduced;
            axes.iter()
                .all(|a| held.iter().any(|u| u.overlaps(a, mesh)))
        })
        .collect();
    let float = f.ty(f.ops[op].results[0]).element.is_float();
    if carries_partial_sums(&f.ops[op].kind, &partial, float) {
        CarriedPartialSums {
            axes,
            operands: partial,
        }
    } else {
        none
    }
}

/// Whether every reader of `v` — a value holding partial results of a `kind` reduction
/// pending over `axes` — is a collective going on with that reduction: an `all_reduce` or
/// `reduce_scatter` of that kind over some of the axes, whose result, where it leaves some
/// pending (as it declares), is read so in turn. A global view keeps a partial maximum
/// (minimum, product) only for the collectives that complete it.
fn completed_by_readers(
    f: &Function,
    v: Value,
    kind: ReduceKind,
    axes: &[AxisRef],
    users: &HashMap<Value, Vec<OpId>>,
    mesh: &Mesh,
) -> bool {
    let Some(readers) = users.get(&v) else {
        return true;
    };
    readers.iter().all(|&reader| {
        let data = &f.ops[reader];
        let reduced: Vec<&AxisRef> = match &data.kind {
            OpKind::AllReduce {
                reduction_axes,
                kind: k,
            } if *k == kind => reduction_axes.iter().collect(),
            OpKind::ReduceScatter {
                scatter_axes,
                kind: k,
            } if *k == kind => scatter_axes.iter().flatten().collect(),
            _ => return false,
        };
        if !reduced
            .iter()
            .any(|r| axes.iter().any(|a| r.overlaps(a, mesh)))
        {
            return false;
        }
        // A tuple collective's results match its operands.
        data.operands
            .iter()
            .zip(&data.results)
            .filter(|&(&o, _)| o == v)
            .all(|(_, &r)| {
                let left = f.values[r]
                    .sharding
                    .as_ref()
                    .map(|s| s.unreduced.clone())
                    .unwrap_or_default();
                left.is_empty() || completed_by_readers(f, r, kind, &left, users, mesh)
            })
    })
}

/// The reduction whose partial results `v` holds, when it holds some: the kind of the
/// `reduce` or reducing collective that made it, else a sum (a contraction's, or a linear
/// op's of partial sums).
fn pending_reduction(f: &Function, v: Value) -> Option<ReduceKind> {
    if f.values[v]
        .sharding
        .as_ref()
        .is_none_or(|s| s.unreduced.is_empty())
    {
        return None;
    }
    Some(match f.values[v].def {
        ValueDef::Result(op, _) => match f.ops[op].kind {
            OpKind::Reduce { kind, .. }
            | OpKind::AllReduce { kind, .. }
            | OpKind::ReduceScatter { kind, .. } => kind,
            _ => ReduceKind::Add,
        },
        ValueDef::Arg(_) => ReduceKind::Add,
    })
}

/// An `all_reduce` or `reduce_scatter` (of a global view) combining partial results of
/// another kind of reduction than its own — the maximum of partial sums is not their sum:
/// the error, at the collective.
fn mismatched_combiner(f: &Function, op: OpId) -> Option<Diagnostic> {
    let (OpKind::AllReduce { kind, .. } | OpKind::ReduceScatter { kind, .. }) = f.ops[op].kind
    else {
        return None;
    };
    f.ops[op].operands.iter().enumerate().find_map(|(i, &v)| {
        let pending = pending_reduction(f, v)?;
        (pending != kind).then(|| {
            Diagnostic::error(
                f.ops[op].loc.clone(),
                format!(
                    "'{}' combines operand {i} with '{}', but its partial results are pending '{}'",
                    f.ops[op].kind.name(),
                    kind.keyword(),
                    pending.keyword()
                ),
            )
        })
    })
}

/// The rule `insert-reshards` places `op` by: its sharding rule, with reductions that cannot
/// be split and windows whose halos would not pay replicated.
fn placement_rule(f: &Function, op: OpId, mesh_name: &str, mesh: &Mesh) -> Option<ShardingRule> {
    let mut rule = rule_of(f, op)?;
    if !reduction_can_be_split(f, op) {
        let reduction = std::mem::take(&mut rule.reduction);
        rule.need_replication.extend(reduction);
    }
    keep_windows_that_fit(f, op, &mut rule, mesh_name, mesh);
    Some(rule)
}

/// What running `op` costs with its cheapest factors: its operands' reshards, its halos and
/// its result's reshard.
fn op_price(
    f: &Function,
    op: OpId,
    rule: &ShardingRule,
    mesh_name: &str,
    model: &CostModel,
    copies: &Copies,
) -> Price {
    let factors = cheapest_factors(f, op, rule, mesh_name, model, copies);
    plan_price(f, op, rule, &factors, mesh_name, model, copies)
}

/// Better layouts for the result of `op`, and for the chain of values computed from it
/// without reductions, than the ones propagation gave them, if any.
///
/// Propagation fixes a value's layout from whichever side reaches it first; a weight's
/// gradient, say, takes its activation's split in the forward sweep before the weight's split
/// comes back from the update, and a user (a transpose to the weight's shape) then moves the
/// whole gradient with an `all_to_all` where gathering the smaller activation would have
/// done. Here the layouts the value's readers would read it in (each computing its own result
/// where it lies) are candidates beside the propagated one — also through readers that only
/// move elements (transposes, reshapes, elementwise ops): a layout the end of such a chain
/// wants, carried back to the value, retargets the whole chain. The candidate whose reshards
/// (those of `op` and of every op reading a retargeted value) cost least is taken; on a tie
/// the propagated layouts stay. Only layouts propagation chose (every dimension open, no
/// partial sums) of values read by ordinary ops are retargeted: annotated values, returned
/// values and values read by loops, manual computations and constraints keep theirs.
fn retarget(
    f: &mut Function,
    op: OpId,
    users: &HashMap<Value, Vec<OpId>>,
    mesh_name: &str,
    model: &CostModel,
    copies: &Copies,
) -> Vec<(Value, Sharding)> {
    let Some(&r) = f.ops[op].results.first() else {
        return Vec::new();
    };
    let mut candidates = Vec::new();
    chain_candidates(
        f,
        r,
        users,
        (mesh_name, model.mesh()),
        RETARGET_DEPTH,
        &mut candidates,
    );
    if candidates.is_empty() {
        return Vec::new();
    }
    // The ops whose placement a candidate changes: `op`, and every reader of a value it
    // retargets (for a chain, its inner ops too).
    let priced = |f: &Function, assignment: &[(Value, Sharding)]| -> Price {
        let mut ops = vec![op];
        for (v, _) in assignment {
            for &u in users.get(v).into_iter().flatten() {
                if !ops.contains(&u) {
                    ops.push(u);
                }
            }
        }
        let mut price = (0.0, 0);
        for &o in &ops {
            if let Some(rule) = placement_rule(f, o, mesh_name, model.mesh()) {
                let p = op_price(f, o, &rule, mesh_name, model, copies);
                price = plus(price, p);
            }
        }
        price
    };
    let mut best: Option<(f64, i64, usize)> = None;
    for (k, assignment) in candidates.iter().enumerate() {
        let before = priced(f, assignment);
        let saved: Vec<Option<Sharding>> = assignment
            .iter()
            .map(|(v, s)| f.values[*v].sharding.replace(open(s)))
            .collect();
        let after = priced(f, assignment);
        for ((v, _), s) in assignment.iter().zip(saved) {
            f.values[*v].sharding = s;
        }
        let gain = (before.0 - after.0, before.1 - after.1);
        if cheaper((0.0, 0), gain) && best.is_none_or(|(s, b, _)| cheaper((s, b), gain)) {
            best = Some((gain.0, gain.1, k));
        }
    }
    match best {
        Some((_, _, k)) => candidates.swap_remove(k),
        None => Vec::new(),
    }
}

/// Closes the dimensions of `v`'s layout that `constrained`'s (a constraint on `v` that
/// needed no reshard, so the same layout) closes; `v` takes that layout when it has none.
fn close_as(f: &mut Function, v: Value, constrained: Value) {
    let Some(wanted) = f.values[constrained].sharding.clone() else {
        return;
    };
    match &mut f.values[v].sharding {
        Some(s) if s.dims.len() == wanted.dims.len() => {
            for (d, w) in s.dims.iter_mut().zip(&wanted.dims) {
                d.is_closed |= w.is_closed;
            }
        }
        Some(_) => {}
        none => *none = Some(wanted),
    }
}

/// How far [`retarget`] follows a chain of element-moving readers.
const RETARGET_DEPTH: usize = 3;

/// The same layout with every dimension open (as propagation leaves a value it chose for).
fn open(s: &Sharding) -> Sharding {
    let mut s = s.clone();
    for d in &mut s.dims {
        d.is_closed = false;
    }
    s
}

/// True when `v`'s layout was chosen by propagation and may be changed: every dimension
/// open, no partial sums or explicit replication, not returned, and read only by ordinary
/// single-result ops.
fn retargetable(f: &Function, v: Value, users: &HashMap<Value, Vec<OpId>>) -> bool {
    let Some(current) = &f.values[v].sharding else {
        return false;
    };
    !current
        .dims
        .iter()
        .any(|d| d.is_closed || d.priority.is_some())
        && current.unreduced.is_empty()
        && current.replicated.is_empty()
        && !f.returned_values().contains(&v)
        && users.get(&v).is_some_and(|readers| {
            readers.iter().all(|&u| {
                f.ops[u].results.len() == 1
                    && !matches!(
                        f.ops[u].kind,
                        OpKind::While { .. }
                            | OpKind::ManualComputation { .. }
                            | OpKind::Constraint
                            | OpKind::Return
                    )
            })
        })
}

/// Appends to `out` the layouts (with those of the chain after it) that `v`'s readers would
/// read it in, where they differ from its own: each reader computing its result where it
/// lies, or, for a reader that only moves elements, reading it so that the reader's result
/// takes a layout its own readers want (`depth` levels down).
fn chain_candidates(
    f: &mut Function,
    v: Value,
    users: &HashMap<Value, Vec<OpId>>,
    (mesh_name, mesh): (&str, &Mesh),
    depth: usize,
    out: &mut Vec<Vec<(Value, Sharding)>>,
) {
    if depth == 0 || !retargetable(f, v, users) {
        return;
    }
    let own = normalized(&sharding_of(f, v, mesh_name));
    let push = |out: &mut Vec<Vec<(Value, Sharding)>>, f: &Function, c: Vec<(Value, Sharding)>| {
        let (_, want) = &c[0];
        if want.unreduced.is_empty()
            && want.check(mesh, &f.ty(v).shape).is_empty()
            && !same_layout(want, &own, mesh)
            && !out.iter().any(|o| {
                o.len() == c.len()
                    && o.iter()
                        .zip(&c)
                        .all(|((a, x), (b, y))| a == b && same_layout(x, y, mesh))
            })
        {
            out.push(c);
        }
    };
    let readers = users.get(&v).cloned().unwrap_or_default();
    for u in readers {
        let Some(rule) = placement_rule(f, u, mesh_name, mesh) else {
            continue;
        };
        let want_of = |f: &Function, rule: &ShardingRule| -> Vec<Sharding> {
            let layouts: Vec<Sharding> = f.ops[u]
                .operands
                .iter()
                .map(|&o| sharding_of(f, o, mesh_name))
                .collect();
            let factors = factor_axes(
                f,
                u,
                rule,
                (mesh_name, mesh),
                FactorOrder::Results,
                &layouts,
            );
            f.ops[u]
                .operands
                .iter()
                .enumerate()
                .filter(|&(_, &o)| o == v)
                .map(|(i, _)| {
                    sharding_from_factors(mesh_name, &rule.operands[i], rule, &factors, mesh)
                })
                .collect()
        };
        for want in want_of(f, &rule) {
            push(out, f, vec![(v, want)]);
        }
        // Through a reader that only moves elements: the layouts its result's readers want,
        // carried back.
        let moves_elements = rule.reduction.is_empty()
            && (f.ops[u].kind.is_elementwise()
                || matches!(f.ops[u].kind, OpKind::Transpose { .. } | OpKind::Reshape));
        if !moves_elements {
            continue;
        }
        let w = f.ops[u].results[0];
        let mut inner = Vec::new();
        chain_candidates(f, w, users, (mesh_name, mesh), depth - 1, &mut inner);
        for chain in inner {
            let saved = f.values[w].sharding.replace(open(&chain[0].1));
            let wants = want_of(f, &rule);
            f.values[w].sharding = saved;
            for want in wants {
                let mut c = vec![(v, want)];
                c.extend(chain.iter().cloned());
                push(out, f, c);
            }
        }
    }
}

/// True unless `op` is a rotation whose rotated dimension, split as `factors` split it,
/// takes its halo from further than the neighbours ([`super::halo::rotation_halo`]).
fn rotation_fits(
    f: &Function,
    op: OpId,
    rule: &ShardingRule,
    factors: &[Vec<AxisRef>],
    mesh_name: &str,
    mesh: &Mesh,
) -> bool {
    let data = &f.ops[op];
    let OpKind::Rotate { dimension, shift } = data.kind else {
        return true;
    };
    let d = dimension as usize;
    let n = f.ty(data.operands[0]).shape[d];
    let k =
        sharding_from_factors(mesh_name, &rule.operands[0], rule, factors, mesh).dim_split(d, mesh);
    k <= 1 || super::halo::rotation_halo(n, shift, k).is_some()
}

/// Makes the rotated dimension of the rotation `op` need replication in `rule`.
fn replicate_rotated_dimension(f: &Function, op: OpId, rule: &mut ShardingRule) {
    if let OpKind::Rotate { dimension, .. } = f.ops[op].kind {
        let factors = rule.operands[0][dimension as usize].clone();
        rule.need_replication.extend(factors);
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
            replicate_rotated_dimension(f, op, rule);
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
    copies: &Copies,
) -> Price {
    let mesh = model.mesh();
    let data = &f.ops[op];
    let mut price: Price = (0.0, 0);
    for (i, &v) in data.operands.iter().enumerate() {
        let want = sharding_from_factors(mesh_name, &rule.operands[i], rule, factors, mesh);
        price = plus(price, copies.price(f, v, &want, mesh_name, model).0);
    }
    price = plus(price, halo_price(f, op, rule, factors, mesh_name, model));
    let result = data.results[0];
    let computed = computed_result(mesh_name, rule, factors, mesh);
    let target = normalized(&sharding_of(f, result, mesh_name));
    price = plus(
        price,
        reshard_price(&computed, &target, f.ty(result), model),
    );
    price
}

/// What the windows `op` keeps split receive with the given factor shardings: the halo of a
/// rotation, the halos or pieces of slices and edge paddings.
fn halo_price(
    f: &Function,
    op: OpId,
    rule: &ShardingRule,
    factors: &[Vec<AxisRef>],
    mesh_name: &str,
    model: &CostModel,
) -> Price {
    let mesh = model.mesh();
    let data = &f.ops[op];
    let mut price: Price = (0.0, 0);
    let result = data.results[0];
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
            price = plus(price, (halo_seconds(model, &want, d, bytes), bytes));
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
                price = plus(price, (halo_seconds(model, &want, d, bytes), bytes));
            }
        }
    }
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

/// Where a reshard to `want` of a value laid out as `own` starts, and what it costs
/// (`price(from)`: the price of the reshard from `from` to `want`, and whatever else the
/// caller keeps of it): from the value itself (`None`) or from the copy (`Some(k)`, the `k`-th
/// of `copies`: earlier reshards' results, intermediate ones included) whose reshard is
/// cheapest, the value itself on a tie. Copies hold no partial sums (a reshard that reduces
/// them makes them whole), so a partial `want` starts from the value. `insert-reshards`
/// reshards so, and `auto-shard` prices a plan's reshards as it will.
pub(crate) fn reshard_source<'s, T>(
    own: &Sharding,
    copies: impl IntoIterator<Item = &'s Sharding>,
    want: &Sharding,
    mut price: impl FnMut(&Sharding) -> (Price, T),
) -> ((Price, T), Option<usize>) {
    let mut best = (price(own), None);
    if !want.unreduced.is_empty() {
        return best;
    }
    for (k, s) in copies.into_iter().enumerate() {
        if !s.unreduced.is_empty() {
            continue;
        }
        let p = price(s);
        if cheaper(p.0, best.0.0) {
            best = (p, Some(k));
        }
    }
    best
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
    steps_price(
        &plan_reshard(from, to, &ty.shape, mesh, ReduceKind::Add),
        ty,
        model,
    )
}

/// The price of a reshard's collectives `steps` on a value of type `ty` ([`reshard_price`]).
pub(crate) fn steps_price(
    steps: &[super::reshard::ReshardStep],
    ty: &shardc_ir::TensorType,
    model: &CostModel,
) -> Price {
    let mesh = model.mesh();
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
    (model.reshard_seconds(steps, ty), bytes)
}

/// Seconds on the target and bytes per device.
pub(crate) type Price = (f64, i64);

/// Two prices together.
fn plus(a: Price, b: Price) -> Price {
    (a.0 + b.0, a.1 + b.1)
}

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

/// The factor shardings, among the candidate orders and the layouts each operand has copies
/// in ([`Copies::layouts`]), whose communication costs least on the model's target
/// (fewer seconds, then fewer bytes, then the earlier candidate, breaking ties).
fn cheapest_factors(
    f: &Function,
    op: OpId,
    rule: &ShardingRule,
    mesh_name: &str,
    model: &CostModel,
    copies: &Copies,
) -> Vec<Vec<AxisRef>> {
    let mesh = model.mesh();
    let operands = &f.ops[op].operands;
    let current: Vec<Sharding> = operands
        .iter()
        .map(|&v| sharding_of(f, v, mesh_name))
        .collect();
    // The operands as they are; then each operand in each other layout it is available in.
    let mut variants = vec![current.clone()];
    for (i, &v) in operands.iter().enumerate() {
        for layout in copies.layouts(v) {
            if !same_layout(&layout, &current[i], mesh) {
                let mut variant = current.clone();
                variant[i] = layout;
                variants.push(variant);
            }
        }
    }
    let mut best: Option<(Price, Vec<Vec<AxisRef>>)> = None;
    let mut tried: Vec<Vec<Vec<AxisRef>>> = Vec::new();
    for layouts in &variants {
        for order in [
            FactorOrder::Results,
            FactorOrder::Operands,
            FactorOrder::Reductions,
        ] {
            let factors = factor_axes(f, op, rule, (mesh_name, mesh), order, layouts);
            if tried.contains(&factors) {
                continue;
            }
            let price = plan_price(f, op, rule, &factors, mesh_name, model, copies);
            if best.as_ref().is_none_or(|(b, _)| cheaper(price, *b)) {
                best = Some((price, factors.clone()));
            }
            tried.push(factors);
        }
    }
    best.map(|(_, f)| f).unwrap_or_default()
}

/// The copies of values `insert-reshards` has made so far while placing a function: each step
/// of every reshard chain of an operand, and an op's result as computed before the reshard
/// of its result, by the value its users read. Reading a value in the layout of one of its
/// copies costs nothing more; a reshard may start from whichever copy is cheapest (an
/// `all_slice` of a gathered copy instead of an `all_to_all`).
#[derive(Default)]
struct Copies {
    /// Per value (as its users read it), the copies made: `(layout, value)`.
    made: HashMap<Value, Vec<(Sharding, Value)>>,
}

impl Copies {
    fn copy_in(&self, v: Value, want: &Sharding, mesh: &Mesh) -> Option<Value> {
        self.made
            .get(&v)?
            .iter()
            .find(|(s, _)| same_layout(s, want, mesh))
            .map(|&(_, c)| c)
    }

    /// The layouts of `v`'s copies that hold no partial sums.
    fn layouts(&self, v: Value) -> Vec<Sharding> {
        self.made
            .get(&v)
            .into_iter()
            .flatten()
            .map(|(s, _)| s)
            .filter(|s| s.unreduced.is_empty())
            .cloned()
            .collect()
    }

    /// What reading `v` as `want` costs, and the value to read or reshard from: nothing when
    /// `v` or a copy is laid out as `want`, else the cheapest reshard from `v` or a copy
    /// ([`reshard_source`]).
    fn price(
        &self,
        f: &Function,
        v: Value,
        want: &Sharding,
        mesh_name: &str,
        model: &CostModel,
    ) -> (Price, Value) {
        let mesh = model.mesh();
        let own = sharding_of(f, v, mesh_name);
        if same_layout(&own, want, mesh) {
            return ((0.0, 0), v);
        }
        if let Some(c) = self.copy_in(v, want, mesh) {
            return ((0.0, 0), c);
        }
        let made = self.made.get(&v).map(Vec::as_slice).unwrap_or(&[]);
        let ty = f.ty(v);
        let price = |from: &Sharding| (reshard_price(from, want, ty, model), ());
        match reshard_source(&own, made.iter().map(|(s, _)| s), want, price) {
            ((price, ()), Some(k)) => (price, made[k].1),
            ((price, ()), None) => (price, v),
        }
    }
}
