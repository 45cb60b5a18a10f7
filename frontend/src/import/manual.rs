//! `sdy.manual_computation` (JAX's `shard_map`) and the collectives its body uses.
//!
//! The body becomes a private function `@<f>_manual<k>` of one device's blocks, run by a
//! `dist.manual_computation` op with the same in/out shardings and manual axes. StableHLO's
//! collectives name devices by their global ids (`replica_groups` with
//! `use_global_device_ids`, `source_target_pairs`); each becomes the `dist` collective over
//! the mesh axes whose groups those are (device ids are row-major over the mesh's axes, as
//! JAX numbers them), and a set of groups or pairs no axes give is an error naming it.
//! `stablehlo.partition_id` is the device's position over all the mesh's axes.

use std::collections::{HashMap, HashSet};

use melior::ir::ValueLike;
use melior::ir::block::BlockLike;

use melior::ir::attribute::StringAttribute;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, RegionLike};
use shardc_ir::interp::Tensor;
use shardc_ir::manual::{axis_position, device_coordinates, device_index, with_axis_position};
use shardc_ir::{
    Attribute, AxisRef, Function, Location, Mesh, OpKind, Sharding, TensorType, Value, Visibility,
};

use super::syntax::{parse_manual_axes, parse_sharding_per_value};
use super::{Combiner, Importer, inherent_attributes, key, region_uses, take};

/// The StableHLO ops that only a manual computation's body may hold.
pub(super) const COLLECTIVES: &[&str] = &[
    "stablehlo.all_reduce",
    "stablehlo.all_gather",
    "stablehlo.reduce_scatter",
    "stablehlo.all_to_all",
    "stablehlo.collective_permute",
    "stablehlo.partition_id",
];

/// The target of a `stablehlo.custom_call`.
fn custom_call_target(op: OperationRef) -> Option<String> {
    if super::op_name(op) != "stablehlo.custom_call" {
        return None;
    }
    match take(
        &mut inherent_attributes(op, "stablehlo.custom_call").ok()?,
        "call_target_name",
    )? {
        Attribute::String(s) => Some(s),
        _ => None,
    }
}

/// The `mhlo.sharding` string on an op.
fn mhlo_sharding(op: OperationRef) -> Option<String> {
    super::discardable_attributes(op)
        .into_iter()
        .find(|(k, _)| k == "mhlo.sharding")
        .and_then(|(_, a)| StringAttribute::try_from(a).ok())
        .map(|s| s.value().to_string())
}

/// A shard_map exported with GSPMD, as JAX writes it: each input goes through
/// `custom_call @SPMDFullToShardShape` (after a `@Sharding` giving its layout) into a
/// `func.call` of the body; each result through `@Sharding {manual}` and
/// `@SPMDShardToFullShape` (whose `mhlo.sharding` gives its layout) back out. The call
/// becomes one `dist.manual_computation` over every mesh axis, made when the last of its
/// results has come out.
#[derive(Default)]
pub(super) struct GspmdShardMaps {
    /// Per SPMDFullToShardShape result: the global value and its layout.
    inputs: HashMap<usize, (Value, Sharding)>,
    /// The calls of bodies not yet made into manual computations.
    pending: Vec<PendingShardMap>,
    /// Per body result (and its `@Sharding {manual}`): which pending call, which result.
    results: HashMap<usize, (usize, usize)>,
}

/// A body call waiting for its results' layouts.
struct PendingShardMap {
    body: String,
    operands: Vec<Value>,
    in_shardings: Vec<Sharding>,
    /// Per result: its layout, global type and the key of the full value, once known.
    outs: Vec<Option<(Sharding, TensorType, usize)>>,
    loc: Location,
    made: bool,
}

/// The mesh and manual axes of the manual computation whose body is being imported.
pub(super) struct ManualScope {
    mesh: Mesh,
    manual_axes: Vec<String>,
}

/// Runs `visit` on every op nested in `op` (not `op` itself), in program order.
fn walk_nested(op: OperationRef, visit: &mut dyn FnMut(OperationRef)) {
    for r in 0..op.region_count() {
        let Ok(region) = op.region(r) else { continue };
        let mut block = region.first_block();
        while let Some(b) = block {
            let mut cur = b.first_operation();
            while let Some(child) = cur {
                visit(child);
                walk_nested(child, visit);
                cur = child.next_in_block();
            }
            block = b.next_in_region();
        }
    }
}

/// The callee of a call op.
fn callee_of(op: OperationRef) -> Option<String> {
    if super::op_name(op) != "func.call" {
        return None;
    }
    match take(&mut inherent_attributes(op, "func.call").ok()?, "callee")? {
        Attribute::Symbol(s) => Some(s),
        _ => None,
    }
}

/// The module's functions that run inside manual computations — called, directly or through
/// other functions, from a shard_map body (JAX outlines a `fori_loop`'s step as
/// `@closed_call`) — with the mesh name and manual axes of the first manual computation that
/// reaches them.
pub(super) fn manual_callees(
    module: OperationRef,
    (gspmd_mesh, gspmd_axes): (&str, &[String]),
) -> HashMap<String, (String, Vec<String>)> {
    let mut calls: HashMap<String, Vec<String>> = HashMap::new();
    let mut roots: Vec<(String, (String, Vec<String>))> = Vec::new();
    walk_nested(module, &mut |op| {
        if super::op_name(op) != "func.func" {
            return;
        }
        let Some(Attribute::String(name)) = inherent_attributes(op, "func.func")
            .ok()
            .and_then(|mut a| take(&mut a, "sym_name"))
        else {
            return;
        };
        let mut callees = Vec::new();
        // Values a GSPMD shard_map hands its body (results of SPMDFullToShardShape).
        let mut to_shard: HashSet<usize> = HashSet::new();
        walk_nested(op, &mut |inner| {
            if custom_call_target(inner).as_deref() == Some("SPMDFullToShardShape") {
                to_shard.extend(inner.results().map(|r| key(&r)));
            }
            if let Some(c) = callee_of(inner) {
                if inner.operands().any(|v| to_shard.contains(&key(&v))) {
                    roots.push((c.clone(), (gspmd_mesh.to_string(), gspmd_axes.to_vec())));
                }
                callees.push(c);
            }
            if super::op_name(inner) != "sdy.manual_computation" {
                return;
            }
            let Ok(mut props) = inherent_attributes(inner, "sdy.manual_computation") else {
                return;
            };
            let axes = take(&mut props, "manual_axes")
                .and_then(|a| parse_manual_axes(&a.to_string()).ok())
                .unwrap_or_default();
            let mesh = ["in_shardings", "out_shardings"]
                .iter()
                .filter_map(|k| take(&mut props, k))
                .filter_map(|a| parse_sharding_per_value(&a.to_string()).ok())
                .flatten()
                .map(|s| s.mesh)
                .next()
                .unwrap_or_default();
            walk_nested(inner, &mut |call| {
                if let Some(c) = callee_of(call) {
                    roots.push((c, (mesh.clone(), axes.clone())));
                }
            });
        });
        calls.insert(name, callees);
    });
    let mut found: HashMap<String, (String, Vec<String>)> = HashMap::new();
    let mut work = roots;
    while let Some((name, scope)) = work.pop() {
        if found.contains_key(&name) {
            continue;
        }
        for c in calls.get(&name).into_iter().flatten() {
            work.push((c.clone(), scope.clone()));
        }
        found.insert(name, scope);
    }
    found
}

impl Importer {
    /// Takes `op` if it is part of a shard_map exported with GSPMD ([`GspmdShardMaps`]):
    /// true when it did.
    pub(super) fn gspmd_shard_map_op(
        &mut self,
        f: &mut Function,
        values: &mut HashMap<usize, Value>,
        op: OperationRef,
        name: &str,
        loc: &Location,
    ) -> Result<bool, String> {
        let target = custom_call_target(op);
        let one_operand = || -> Result<usize, String> {
            match (op.operand_count(), op.result_count()) {
                (1, 1) => Ok(key(&op.operand(0).map_err(|e| e.to_string())?)),
                _ => Err(format!(
                    "'custom_call @{}' must have one operand and one result",
                    target.as_deref().unwrap_or("?")
                )),
            }
        };
        let result_key = || op.result(0).map(|r| key(&r)).map_err(|e| e.to_string());
        match (name, target.as_deref()) {
            ("stablehlo.custom_call", Some("SPMDFullToShardShape")) => {
                let x = one_operand()?;
                let Some(&v) = values.get(&x) else {
                    return Ok(true);
                };
                let sharding = f.values[v].sharding.clone().ok_or(
                    "'custom_call @SPMDFullToShardShape' of a value with no layout (JAX puts a @Sharding before it)",
                )?;
                self.gspmd_shard_maps
                    .inputs
                    .insert(result_key()?, (v, sharding));
                Ok(true)
            }
            ("func.call", _)
                if op
                    .operands()
                    .any(|v| self.gspmd_shard_maps.inputs.contains_key(&key(&v))) =>
            {
                let body = callee_of(op).ok_or("'func.call' needs a callee symbol")?;
                let mut operands = Vec::new();
                let mut in_shardings = Vec::new();
                for v in op.operands() {
                    let (g, s) = self.gspmd_shard_maps.inputs.get(&key(&v)).cloned().ok_or(
                        format!("the shard_map body '@{body}' takes a value that did not go through SPMDFullToShardShape"),
                    )?;
                    operands.push(g);
                    in_shardings.push(s);
                }
                let idx = self.gspmd_shard_maps.pending.len();
                for (j, r) in op.results().enumerate() {
                    self.gspmd_shard_maps.results.insert(key(&r), (idx, j));
                }
                self.gspmd_shard_maps.pending.push(PendingShardMap {
                    body,
                    operands,
                    in_shardings,
                    outs: vec![None; op.result_count()],
                    loc: loc.clone(),
                    made: false,
                });
                Ok(true)
            }
            ("stablehlo.custom_call", Some("Sharding"))
                if mhlo_sharding(op).as_deref() == Some("{manual}") =>
            {
                let x = one_operand()?;
                let at = self.gspmd_shard_maps.results.get(&x).copied().ok_or(
                    "'custom_call @Sharding {manual}' of a value that is not a shard_map body's result",
                )?;
                self.gspmd_shard_maps.results.insert(result_key()?, at);
                Ok(true)
            }
            ("stablehlo.custom_call", Some("SPMDShardToFullShape")) => {
                let x = one_operand()?;
                let (idx, j) = self.gspmd_shard_maps.results.get(&x).copied().ok_or(
                    "'custom_call @SPMDShardToFullShape' of a value that is not a shard_map body's result",
                )?;
                let ty = self.tensor_type(op.result(0).map_err(|e| e.to_string())?.r#type())?;
                let text = mhlo_sharding(op)
                    .ok_or("'custom_call @SPMDShardToFullShape' without an mhlo.sharding")?;
                let sharding = self.gspmd_sharding(&text, ty.rank())?;
                let pending = &mut self.gspmd_shard_maps.pending[idx];
                pending.outs[j] = Some((sharding, ty, result_key()?));
                if pending.outs.iter().all(Option::is_some) && !pending.made {
                    pending.made = true;
                    self.make_gspmd_shard_map(f, values, idx);
                }
                Ok(true)
            }
            _ => {
                let maps = &self.gspmd_shard_maps;
                if op.operands().any(|v| {
                    maps.inputs.contains_key(&key(&v)) || maps.results.contains_key(&key(&v))
                }) {
                    return Err(format!(
                        "'{name}' uses a value of a GSPMD shard_map's manual region (one device's block) outside the region: shardc takes the form JAX exports, where only the body call and the custom_calls @Sharding {{manual}} and @SPMDShardToFullShape touch them"
                    ));
                }
                Ok(false)
            }
        }
    }

    /// Makes the pending call `idx`, whose results all have their layouts, a manual
    /// computation over every mesh axis.
    fn make_gspmd_shard_map(
        &mut self,
        f: &mut Function,
        values: &mut HashMap<usize, Value>,
        idx: usize,
    ) {
        let p = &self.gspmd_shard_maps.pending[idx];
        let outs: Vec<(Sharding, TensorType, usize)> = p.outs.iter().flatten().cloned().collect();
        let manual_axes = self
            .gspmd
            .iter()
            .flatten()
            .enumerate()
            .map(|(k, _)| AxisRef::axis(super::gspmd::axis_name(k)))
            .collect();
        let kind = OpKind::ManualComputation {
            body: p.body.clone(),
            manual_axes,
            in_shardings: p.in_shardings.clone(),
            out_shardings: outs.iter().map(|(s, _, _)| s.clone()).collect(),
        };
        let types = outs.iter().map(|(_, t, _)| t.clone()).collect();
        let id = f.append_op(kind, p.operands.clone(), types, p.loc.clone());
        for (j, (s, _, k)) in outs.iter().enumerate() {
            let v = f.ops[id].results[j];
            f.values[v].sharding = Some(s.clone());
            values.insert(*k, v);
        }
    }

    /// Reports GSPMD shard_maps of the function just imported whose results did not all
    /// come out through SPMDShardToFullShape.
    pub(super) fn unfinished_gspmd_shard_maps(&mut self) {
        let unfinished: Vec<(Location, String)> = self
            .gspmd_shard_maps
            .pending
            .iter()
            .filter(|p| !p.made)
            .map(|p| {
                let missing = p.outs.iter().position(Option::is_none).unwrap_or(0);
                (
                    p.loc.clone(),
                    format!(
                        "the shard_map body '@{}' gives result {missing}, which never leaves the manual region (no custom_call @SPMDShardToFullShape takes it)",
                        p.body
                    ),
                )
            })
            .collect();
        for (loc, m) in unfinished {
            self.error(loc, m);
        }
    }

    /// The scope a function called from manual computations is imported in, when `name` is
    /// one (see [`manual_callees`]).
    pub(super) fn scope_of_function(&self, name: &str) -> Option<ManualScope> {
        let (mesh_name, axes) = self.manual_callees.get(name)?;
        let mesh = match self.meshes.iter().find(|m| &m.name == mesh_name) {
            Some(m) => m.mesh.clone(),
            None => self.meshes.first()?.mesh.clone(),
        };
        Some(ManualScope {
            mesh,
            manual_axes: axes.clone(),
        })
    }

    /// `sdy.manual_computation(%operands) in_shardings=[…] out_shardings=[…]
    /// manual_axes={…} (%blocks) { … sdy.return … }`.
    pub(super) fn manual_computation(
        &mut self,
        f: &mut Function,
        values: &mut HashMap<usize, Value>,
        op: OperationRef,
        loc: Location,
    ) -> Result<(), String> {
        let name = "sdy.manual_computation";
        if self.manual.is_some() {
            return Err(format!(
                "nested '{name}' (a shard_map inside a shard_map) is not supported"
            ));
        }
        let mut props = inherent_attributes(op, name)?;
        let mut shardings = |key: &str| -> Result<Vec<Sharding>, String> {
            let attr = take(&mut props, key)
                .ok_or_else(|| format!("'{name}' needs its '{key}' attribute"))?;
            parse_sharding_per_value(&attr.to_string())
        };
        let in_shardings = shardings("in_shardings")?;
        let out_shardings = shardings("out_shardings")?;
        let manual_axes = match take(&mut props, "manual_axes") {
            Some(a) => parse_manual_axes(&a.to_string())?,
            None => return Err(format!("'{name}' needs its 'manual_axes' attribute")),
        };
        if let Some((k, _)) = props.first() {
            return Err(format!("unsupported attribute '{k}' on '{name}'"));
        }
        let mesh_name = match in_shardings.iter().chain(&out_shardings).next() {
            Some(s) => s.mesh.clone(),
            None => match self.meshes.as_slice() {
                [only] => only.name.clone(),
                _ => return Err(format!("'{name}' has no sharding naming its mesh")),
            },
        };
        let mesh = self
            .meshes
            .iter()
            .find(|m| m.name == mesh_name)
            .map(|m| m.mesh.clone())
            .ok_or_else(|| format!("'{name}' refers to unknown mesh '@{mesh_name}'"))?;
        if let Some(s) = in_shardings
            .iter()
            .chain(&out_shardings)
            .find(|s| s.mesh != mesh_name)
        {
            return Err(format!(
                "'{name}' mixes meshes '@{mesh_name}' and '@{}'",
                s.mesh
            ));
        }
        // Shardy lets a sharding name free axes after the manual ones (the body's values
        // split further by the partitioner); shardc keeps a manual computation's operands
        // and results replicated over free axes.
        for (what, list) in [
            ("in_shardings", &in_shardings),
            ("out_shardings", &out_shardings),
        ] {
            for (i, s) in list.iter().enumerate() {
                if let Some(a) = s
                    .dims
                    .iter()
                    .flat_map(|d| &d.axes)
                    .find(|a| !manual_axes.contains(&a.name))
                {
                    return Err(format!(
                        "'{name}': {what}[{i}] = {s} splits over the free axis {a}; shardc takes manual computations whose shardings name manual axes only"
                    ));
                }
            }
        }
        let mut operands = Vec::with_capacity(op.operand_count());
        for v in op.operands() {
            let Some(&v) = values.get(&key(&v)) else {
                // Its definition failed to import (reported there).
                return Ok(());
            };
            operands.push(v);
        }
        let block = op
            .region(0)
            .ok()
            .and_then(|r| r.first_block())
            .filter(|b| op.region_count() == 1 && b.next_in_region().is_none())
            .ok_or_else(|| format!("'{name}' needs one region of one block"))?;
        if block.argument_count() != operands.len() {
            return Err(format!(
                "'{name}': the body takes {} block argument(s) for {} operand(s)",
                block.argument_count(),
                operands.len()
            ));
        }
        let mut defined = HashSet::new();
        let mut captured = Vec::new();
        region_uses(block, &mut defined, &mut captured);
        if !captured.is_empty() {
            return Err(format!(
                "'{name}': the body uses {} value(s) defined outside it; a manual computation takes its inputs as operands",
                captured.len()
            ));
        }
        let mut arg_types = Vec::with_capacity(operands.len());
        for i in 0..block.argument_count() {
            let a = block.argument(i).map_err(|e| e.to_string())?;
            arg_types.push(self.tensor_type(a.r#type())?);
        }
        let k = self.manuals;
        self.manuals += 1;
        let body_name = format!("{}_manual{k}", f.name);
        let mut g = Function::new(&body_name, arg_types, Vec::new());
        g.visibility = Visibility::Private;
        g.loc = loc.clone();
        let mut vals: HashMap<usize, Value> = HashMap::new();
        for i in 0..block.argument_count() {
            let a = block.argument(i).map_err(|e| e.to_string())?;
            vals.insert(key(&a), g.args[i]);
        }
        let errors_before = self.errors.len();
        let loops_before = self.loop_functions.len();
        self.manual = Some(ManualScope {
            mesh,
            manual_axes: manual_axes.clone(),
        });
        let returned = self.region_ops(&mut g, &mut vals, block);
        self.manual = None;
        if self.errors.len() > errors_before {
            return Ok(());
        }
        let returned = returned
            .flatten()
            .ok_or_else(|| format!("'{name}': the body does not end in 'sdy.return'"))?;
        g.result_types = returned.iter().map(|&v| g.ty(v).clone()).collect();
        g.result_shardings = vec![None; returned.len()];
        g.result_attrs = vec![Default::default(); returned.len()];
        g.append_op(OpKind::Return, returned, Vec::new(), loc.clone());
        let mut result_types = Vec::with_capacity(op.result_count());
        for r in op.results() {
            result_types.push(self.tensor_type(r.r#type())?);
        }
        let kind = OpKind::ManualComputation {
            body: body_name,
            manual_axes: manual_axes.into_iter().map(AxisRef::axis).collect(),
            in_shardings,
            out_shardings: out_shardings.clone(),
        };
        let id = f.append_op(kind, operands, result_types, loc);
        for (i, r) in op.results().enumerate() {
            let v = f.ops[id].results[i];
            let mut s = out_shardings[i].clone();
            for d in &mut s.dims {
                d.is_closed = true;
            }
            f.values[v].sharding = Some(s);
            values.insert(key(&r), v);
        }
        // The body comes before the loop functions made inside it.
        self.loop_functions.insert(loops_before, g);
        Ok(())
    }

    /// A StableHLO collective (or `partition_id`) of a manual body, as the `dist` op over the
    /// mesh axes its device groups are.
    pub(super) fn manual_collective(
        &mut self,
        f: &mut Function,
        values: &mut HashMap<usize, Value>,
        op: OperationRef,
        name: &str,
        loc: Location,
    ) -> Result<(), String> {
        let Some(scope) = &self.manual else {
            return Err(format!(
                "'{name}' outside a manual computation: shardc takes collectives only in a shard_map body (sdy.manual_computation), where they name mesh axes"
            ));
        };
        let (mesh, manual_axes) = (scope.mesh.clone(), scope.manual_axes.clone());
        let mut props = inherent_attributes(op, name)?;
        // Channel ids order XLA's collectives; shardc orders them by the program.
        take(&mut props, "channel_handle");
        let global_ids = take(&mut props, "use_global_device_ids").is_some();
        let mut operands = Vec::with_capacity(op.operand_count());
        for v in op.operands() {
            let Some(&v) = values.get(&key(&v)) else {
                return Ok(());
            };
            operands.push(v);
        }
        let mut result_types = Vec::with_capacity(op.result_count());
        for r in op.results() {
            result_types.push(self.tensor_type(r.r#type())?);
        }
        let groups = |props: &mut Vec<(String, Attribute)>| -> Result<Vec<AxisRef>, String> {
            let attr = take(props, "replica_groups")
                .ok_or_else(|| format!("'{name}' needs its 'replica_groups' attribute"))?;
            if name != "stablehlo.all_to_all" && !global_ids {
                return Err(format!(
                    "'{name}' without use_global_device_ids: shardc reads replica_groups as global device ids only"
                ));
            }
            let groups = int_rows(&attr, "replica_groups")?;
            group_axes(&mesh, &manual_axes, &groups)
        };
        let int = |props: &mut Vec<(String, Attribute)>, key: &str| -> Result<i64, String> {
            match take(props, key) {
                Some(Attribute::Int(v, _)) => Ok(v),
                Some(other) => Err(format!(
                    "'{name}': '{key}' must be an integer, found {other}"
                )),
                None => Err(format!("'{name}' needs its '{key}' attribute")),
            }
        };
        let rank = operands.first().map_or(0, |&v| f.ty(v).rank());
        let dim_axes = |d: i64, axes: Vec<AxisRef>| -> Result<Vec<Vec<AxisRef>>, String> {
            if d < 0 || d as usize >= rank {
                return Err(format!(
                    "'{name}': dimension {d} is out of range for rank {rank}"
                ));
            }
            let mut v = vec![Vec::new(); rank];
            v[d as usize] = axes;
            Ok(v)
        };
        let kind = match name {
            "stablehlo.partition_id" => OpKind::AxisIndex {
                axes: mesh.axes.iter().map(|(a, _)| AxisRef::axis(a)).collect(),
            },
            "stablehlo.all_reduce" => {
                let axes = groups(&mut props)?;
                let Combiner::Reduce(kind) = self.combiner(op, name)? else {
                    return Err(format!("'{name}' must combine its operands"));
                };
                OpKind::AllReduce {
                    reduction_axes: axes,
                    kind,
                }
            }
            "stablehlo.reduce_scatter" => {
                let axes = groups(&mut props)?;
                let d = int(&mut props, "scatter_dimension")?;
                let Combiner::Reduce(kind) = self.combiner(op, name)? else {
                    return Err(format!("'{name}' must combine its operands"));
                };
                OpKind::ReduceScatter {
                    scatter_axes: dim_axes(d, axes)?,
                    kind,
                }
            }
            "stablehlo.all_gather" => {
                let axes = groups(&mut props)?;
                let d = int(&mut props, "all_gather_dim")?;
                OpKind::AllGather {
                    gathering_axes: dim_axes(d, axes)?,
                }
            }
            "stablehlo.all_to_all" => {
                let axes = groups(&mut props)?;
                let split = int(&mut props, "split_dimension")?;
                let concat = int(&mut props, "concat_dimension")?;
                let count = int(&mut props, "split_count")?;
                if operands.len() != 1 {
                    return Err(format!(
                        "'{name}' with {} operands: shardc takes one",
                        operands.len()
                    ));
                }
                let size = axes
                    .iter()
                    .map(|a| a.size(&mesh).unwrap_or(1))
                    .product::<i64>();
                if count != size {
                    return Err(format!(
                        "'{name}': split_count {count} but its groups have {size} devices"
                    ));
                }
                if split == concat {
                    return Err(format!(
                        "'{name}' with split_dimension = concat_dimension ({split}): shardc's all_to_all moves pieces between two dimensions"
                    ));
                }
                dim_axes(split, Vec::new())?;
                dim_axes(concat, Vec::new())?;
                OpKind::AllToAll {
                    source_dim: concat,
                    target_dim: split,
                    axes,
                }
            }
            "stablehlo.collective_permute" => {
                let attr = take(&mut props, "source_target_pairs")
                    .ok_or_else(|| format!("'{name}' needs its 'source_target_pairs' attribute"))?;
                let pairs = int_rows(&attr, "source_target_pairs")?;
                let (axes, offset, circular) = shift_of(&mesh, &manual_axes, &pairs)?;
                OpKind::Shift {
                    axes,
                    offset,
                    circular,
                }
            }
            other => return Err(format!("'{other}' is not a collective")),
        };
        if let Some((k, _)) = props.first() {
            return Err(format!("unsupported attribute '{k}' on '{name}'"));
        }
        let tuple = kind.is_tuple_collective();
        if !tuple && operands.len() > 1 {
            return Err(format!(
                "'{name}' with {} operands: shardc takes one",
                operands.len()
            ));
        }
        let id = f.append_op(kind, operands, result_types, loc);
        for (r, &v) in op.results().zip(&f.ops[id].results.clone()) {
            values.insert(key(&r), v);
        }
        Ok(())
    }
}

/// The rows of a 2-D integer attribute (`dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>`).
fn int_rows(attr: &Attribute, what: &str) -> Result<Vec<Vec<i64>>, String> {
    let Attribute::Elements(e) = attr else {
        return Err(format!(
            "'{what}' must be a dense integer matrix, found {attr}"
        ));
    };
    let t = Tensor::from_elements(e);
    match t.ty.shape.as_slice() {
        [rows, cols] => Ok((0..*rows as usize)
            .map(|r| {
                (0..*cols as usize)
                    .map(|c| t.get_i64(r * *cols as usize + c))
                    .collect()
            })
            .collect()),
        _ => Err(format!(
            "'{what}' must be a dense integer matrix, found {attr}"
        )),
    }
}

/// Every ordered list of distinct axes among `names` (the empty list first, then by length).
fn axis_orders(names: &[String]) -> Vec<Vec<String>> {
    let mut out: Vec<Vec<String>> = vec![Vec::new()];
    let mut frontier: Vec<Vec<String>> = vec![Vec::new()];
    for _ in 0..names.len() {
        let mut next = Vec::new();
        for prefix in &frontier {
            for n in names {
                if !prefix.contains(n) {
                    let mut p = prefix.clone();
                    p.push(n.clone());
                    next.push(p);
                }
            }
        }
        out.extend(next.iter().cloned());
        frontier = next;
    }
    out
}

/// The members of every group over `axes`, each in position order.
fn groups_over(mesh: &Mesh, axes: &[AxisRef]) -> Option<HashSet<Vec<i64>>> {
    let size: i64 = axes.iter().map(|a| a.size(mesh)).product::<Option<i64>>()?;
    let devices = mesh.num_devices() as usize;
    let mut out = HashSet::new();
    for d in 0..devices {
        let c = device_coordinates(mesh, d);
        if axis_position(mesh, &c, axes)? != 0 {
            continue;
        }
        let mut members = Vec::with_capacity(size as usize);
        for p in 0..size {
            members.push(device_index(mesh, &with_axis_position(mesh, &c, axes, p)?) as i64);
        }
        out.insert(members);
    }
    Some(out)
}

/// The manual axes whose groups (each listed in position order) are `groups`. Empty
/// `replica_groups` is one group of every device.
fn group_axes(
    mesh: &Mesh,
    manual_axes: &[String],
    groups: &[Vec<i64>],
) -> Result<Vec<AxisRef>, String> {
    let all_devices = mesh.num_devices();
    let want: HashSet<Vec<i64>> = if groups.iter().all(Vec::is_empty) {
        HashSet::from([(0..all_devices).collect()])
    } else {
        groups.iter().cloned().collect()
    };
    for order in axis_orders(manual_axes) {
        let axes: Vec<AxisRef> = order.iter().map(AxisRef::axis).collect();
        if groups_over(mesh, &axes).as_ref() == Some(&want) {
            return Ok(axes);
        }
    }
    Err(format!(
        "replica_groups {} are not the device groups of any manual mesh axes (mesh {mesh}, manual axes {{{}}}; device ids are row-major over the mesh's axes)",
        show_rows(groups),
        manual_axes.join(", ")
    ))
}

/// The shift (`dist.shift`) whose sends are `pairs` (source, target): axes, offset and
/// whether it wraps around.
fn shift_of(
    mesh: &Mesh,
    manual_axes: &[String],
    pairs: &[Vec<i64>],
) -> Result<(Vec<AxisRef>, i64, bool), String> {
    let want: HashSet<(i64, i64)> = pairs
        .iter()
        .filter_map(|p| match p.as_slice() {
            [s, t] => Some((*s, *t)),
            _ => None,
        })
        .collect();
    if want.len() != pairs.len() {
        return Err(format!(
            "source_target_pairs {} must be distinct pairs",
            show_rows(pairs)
        ));
    }
    let devices = mesh.num_devices() as usize;
    for order in axis_orders(manual_axes).into_iter().skip(1) {
        let axes: Vec<AxisRef> = order.iter().map(AxisRef::axis).collect();
        let size: i64 = axes.iter().map(|a| a.size(mesh).unwrap_or(1)).product();
        for circular in [true, false] {
            for offset in (1 - size..size).filter(|&o| o != 0) {
                if circular && offset < 0 {
                    continue;
                }
                let mut got = HashSet::new();
                for d in 0..devices {
                    let c = device_coordinates(mesh, d);
                    let Some(p) = axis_position(mesh, &c, &axes) else {
                        continue;
                    };
                    let q = if circular {
                        (p + offset).rem_euclid(size)
                    } else {
                        p + offset
                    };
                    if (0..size).contains(&q)
                        && let Some(t) = with_axis_position(mesh, &c, &axes, q)
                    {
                        got.insert((d as i64, device_index(mesh, &t) as i64));
                    }
                }
                if got == want {
                    return Ok((axes, offset, circular));
                }
            }
        }
    }
    Err(format!(
        "source_target_pairs {} are not a shift along manual mesh axes (mesh {mesh}, manual axes {{{}}}): shardc takes permutations that move every device's block the same number of positions along some axes",
        show_rows(pairs),
        manual_axes.join(", ")
    ))
}

fn show_rows(rows: &[Vec<i64>]) -> String {
    let shown: Vec<String> = rows
        .iter()
        .take(8)
        .map(|r| {
            format!(
                "[{}]",
                r.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
            )
        })
        .collect();
    let more = if rows.len() > 8 { ", …" } else { "" };
    format!("[{}{more}]", shown.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mesh() -> Mesh {
        Mesh::new([("dp", 2), ("tp", 4)])
    }

    fn names() -> Vec<String> {
        vec!["dp".into(), "tp".into()]
    }

    #[test]
    fn groups_name_their_axes() {
        let tp = group_axes(&mesh(), &names(), &[vec![0, 1, 2, 3], vec![4, 5, 6, 7]]).unwrap();
        assert_eq!(tp, vec![AxisRef::axis("tp")]);
        let dp = group_axes(
            &mesh(),
            &names(),
            &[vec![0, 4], vec![1, 5], vec![2, 6], vec![3, 7]],
        );
        assert_eq!(dp.unwrap(), vec![AxisRef::axis("dp")]);
        let all = group_axes(&mesh(), &names(), &[(0..8).collect()]).unwrap();
        assert_eq!(all, vec![AxisRef::axis("dp"), AxisRef::axis("tp")]);
        // Ordered tp-major: position order follows the listed order.
        let swapped = group_axes(&mesh(), &names(), &[vec![0, 4, 1, 5, 2, 6, 3, 7]]).unwrap();
        assert_eq!(swapped, vec![AxisRef::axis("tp"), AxisRef::axis("dp")]);
        let none = group_axes(
            &mesh(),
            &names(),
            &[
                vec![0],
                vec![1],
                vec![2],
                vec![3],
                vec![4],
                vec![5],
                vec![6],
                vec![7],
            ],
        );
        assert_eq!(none.unwrap(), Vec::<AxisRef>::new());
        let bad = group_axes(
            &mesh(),
            &names(),
            &[vec![0, 1], vec![2, 3], vec![4, 5], vec![6, 7]],
        );
        assert!(
            bad.unwrap_err().contains("not the device groups"),
            "sub-axis groups"
        );
        let not_manual = group_axes(
            &mesh(),
            &["tp".into()],
            &[vec![0, 4], vec![1, 5], vec![2, 6], vec![3, 7]],
        );
        assert!(not_manual.is_err());
    }

    #[test]
    fn pairs_name_their_shift() {
        let ring: Vec<Vec<i64>> = (0..8).map(|d| vec![d, d / 4 * 4 + (d + 1) % 4]).collect();
        assert_eq!(
            shift_of(&mesh(), &names(), &ring).unwrap(),
            (vec![AxisRef::axis("tp")], 1, true)
        );
        let pipeline: Vec<Vec<i64>> = (0..8)
            .filter(|d| d % 4 != 0)
            .map(|d| vec![d, d - 1])
            .collect();
        assert_eq!(
            shift_of(&mesh(), &names(), &pipeline).unwrap(),
            (vec![AxisRef::axis("tp")], -1, false)
        );
        let swap = vec![vec![0, 3], vec![3, 0]];
        assert!(
            shift_of(&mesh(), &names(), &swap)
                .unwrap_err()
                .contains("not a shift")
        );
    }
}
