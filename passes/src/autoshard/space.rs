//! The search space: the layouts a value may take and the ways each op may be split.
//!
//! A **strategy** of an op assigns each mesh axis to at most one of the op's factors (its
//! sharding rule's iteration dimensions) or to none: every device then computes its block of
//! the split factors. The strategy fixes the layout each operand must be in and the layout of
//! the result, with partial sums (`unreduced`) over the axes of split reduction factors. A
//! split must leave no device's elements strided; one that does not divide its factor is a
//! strategy only when the factor is larger than the split and makes a whole dimension
//! wherever it shows (the partitioner pads the last blocks; the devices' work and bytes are
//! priced on the padded block). Factors that need replication, reductions whose partial
//! results cannot be combined and windows that would need halos are never split.

use std::collections::HashMap;

use shardc_ir::op::{OpKind, ReduceKind};
use shardc_ir::{AxisRef, DimSharding, Function, Mesh, OpId, Sharding, Value};

use crate::cost::{CostModel, MemoryTraffic, is_contraction, local_bytes, op_flops};
use crate::sharding::padding;
use crate::sharding::rule::{ShardingRule, rule_of};

/// Index of a layout in the [`Layouts`] table.
pub type LayoutId = u32;

/// Every layout met in one search, each stored once.
#[derive(Default, Debug)]
pub struct Layouts {
    list: Vec<Sharding>,
    index: HashMap<Sharding, LayoutId>,
}

impl Layouts {
    /// The id of `s` (normalized: closed dimensions, no priorities, canonical unreduced set).
    pub fn intern(&mut self, s: Sharding) -> LayoutId {
        if let Some(&id) = self.index.get(&s) {
            return id;
        }
        let id = self.list.len() as LayoutId;
        self.list.push(s.clone());
        self.index.insert(s, id);
        id
    }

    /// The layout `id` stands for.
    pub fn get(&self, id: LayoutId) -> &Sharding {
        &self.list[id as usize]
    }

    /// The id of `s` when it was interned.
    pub fn find(&self, s: &Sharding) -> Option<LayoutId> {
        self.index.get(s).copied()
    }
}

/// The same layout as `s`, spelled canonically (closed dimensions, no priorities, nothing
/// explicitly replicated, unreduced axes sorted).
pub fn normalized(s: &Sharding, mesh: &Mesh) -> Sharding {
    let mut s = s.clone();
    for d in &mut s.dims {
        d.is_closed = true;
        d.priority = None;
    }
    s.replicated.clear();
    s.unreduced = AxisRef::canonical_set(s.unreduced, mesh);
    s
}

/// One way to compute an op.
#[derive(Clone, Debug)]
pub struct Strategy {
    /// Per factor of the op's rule, the mesh axes it is split over.
    pub factor_axes: Vec<Vec<AxisRef>>,
    /// The layout each operand must be in.
    pub operands: Vec<LayoutId>,
    /// The layout of each result as computed (partial over split reduction factors).
    pub results: Vec<LayoutId>,
    /// Seconds of the local computation on one device (the roofline of the cost model).
    pub seconds: f64,
    /// Bytes per device the partitioned op holds while it runs beyond its operands and
    /// results: where a split that does not divide a reduction factor pads an operand, the
    /// partitioner masks the padding out of a copy of it ([`padding_masks`]); a lookup in
    /// a split table masks the rows other devices hold out of its result
    /// ([`lookup_temporaries`]); a split random draw reads its block's start
    /// ([`split_draw_temporaries`]).
    pub held_while_running: i64,
    /// Bytes per device held just before the op runs beyond its operands (its results not
    /// made yet): a lookup in a split table first turns its indices into the device's own
    /// ([`lookup_temporaries`]); a split iota makes its count and start
    /// ([`split_iota_temporaries`]), a split draw its start ([`split_draw_temporaries`]).
    pub held_before_running: i64,
}

/// The strategies of every op, and what the search knows of every value.
#[derive(Debug)]
pub struct Space {
    /// The mesh's name.
    pub mesh_name: String,
    /// The mesh.
    pub mesh: Mesh,
    /// Every layout met.
    pub layouts: Layouts,
    /// Per op of the body but the return (by position), its strategies; the first splits
    /// nothing.
    pub strategies: Vec<Vec<Strategy>>,
    /// Per op of the body but the return (by position), its id.
    pub ops: Vec<OpId>,
    /// Per value (by index), the layouts it must take (user annotations), if any.
    pub pinned: HashMap<Value, LayoutId>,
    /// Per value, the body positions it is live over, inclusive: from the op that makes it
    /// to its last reader (arguments: the whole body; returned values: to its end).
    pub live_span: HashMap<Value, (usize, usize)>,
    /// Per argument nothing reads (no op, not the return) and nothing pins, the layout
    /// splitting it most ([`spread`]): held so, it costs the least memory and moves nothing.
    pub unread_args: HashMap<Value, LayoutId>,
}

impl Space {
    /// Enumerates the strategies of every op of `f` over `mesh`, priced by `model`.
    pub fn new(f: &Function, mesh_name: &str, mesh: &Mesh, model: &CostModel) -> Space {
        Space::with_partial_sums(f, mesh_name, mesh, model, true, &Callees::default())
    }

    /// Like [`Space::new`]; without `partial_sums`, no strategy splits a reduction factor
    /// (parity mode reduces every sum whole, in the single device's order). `called` prices
    /// the ops that call a function by what the function costs (a manual computation's
    /// body) and gives a loop whose body was searched its carried layouts.
    pub fn with_partial_sums(
        f: &Function,
        mesh_name: &str,
        mesh: &Mesh,
        model: &CostModel,
        partial_sums: bool,
        called: &Callees,
    ) -> Space {
        let mut layouts = Layouts::default();
        let mut pinned = HashMap::new();
        for &a in &f.args {
            if let Some(s) = &f.values[a].sharding {
                pinned.insert(a, layouts.intern(normalized(s, mesh)));
            }
        }
        for &op in &f.body {
            for &r in &f.ops[op].results {
                if let Some(s) = &f.values[r].sharding {
                    pinned.insert(r, layouts.intern(normalized(s, mesh)));
                }
            }
        }
        // The return is not an op the search places: results are placed by extraction.
        let ops: Vec<OpId> = f
            .body
            .iter()
            .copied()
            .filter(|&op| !matches!(f.ops[op].kind, OpKind::Return))
            .collect();
        let mut strategies = Vec::with_capacity(ops.len());
        let price = Pricing {
            model,
            traffic: MemoryTraffic::of(f),
            called,
        };
        for &op in &ops {
            strategies.push(op_strategies(
                f,
                op,
                (mesh_name, mesh),
                &price,
                partial_sums,
                &mut layouts,
            ));
        }
        for &a in &f.args {
            layouts.intern(Sharding::replicated(mesh_name, f.ty(a).rank()));
        }
        let read: std::collections::HashSet<Value> = f
            .body
            .iter()
            .flat_map(|&op| f.ops[op].operands.iter().copied())
            .collect();
        let unread_args = f
            .args
            .iter()
            .filter(|a| !read.contains(a) && !pinned.contains_key(a))
            .map(|&a| (a, layouts.intern(spread(f.ty(a), (mesh_name, mesh)))))
            .collect();
        Space {
            mesh_name: mesh_name.to_string(),
            mesh: mesh.clone(),
            layouts,
            strategies,
            ops,
            pinned,
            live_span: live_spans(f),
            unread_args,
        }
    }
}

/// The axes of `mesh` that split anything (size above 1), in the mesh's order.
pub fn split_axes(mesh: &Mesh) -> Vec<AxisRef> {
    mesh.axes
        .iter()
        .filter(|(_, s)| *s > 1)
        .map(|(n, _)| AxisRef::axis(n.clone()))
        .collect()
}

/// The layout splitting a value of type `ty` most over `mesh`: each axis, in the mesh's
/// order, over the dimension with the largest block it divides (evenly; an axis dividing no
/// block is left out).
pub fn spread(ty: &shardc_ir::TensorType, (mesh_name, mesh): (&str, &Mesh)) -> Sharding {
    let mut block: Vec<i64> = ty.shape.clone();
    let mut dims: Vec<Vec<AxisRef>> = vec![Vec::new(); block.len()];
    for (name, size) in &mesh.axes {
        let size = (*size).max(1);
        let best = (0..block.len())
            .filter(|&d| size > 1 && block[d] % size == 0)
            .max_by_key(|&d| (block[d], std::cmp::Reverse(d)));
        if let Some(d) = best {
            block[d] /= size;
            dims[d].push(AxisRef::axis(name.clone()));
        }
    }
    normalized(&layout(mesh_name, dims, Vec::new()), mesh)
}

/// Per value, the body positions between its definition and its last use, inclusive.
fn live_spans(f: &Function) -> HashMap<Value, (usize, usize)> {
    let end = f.body.len().saturating_sub(1);
    let mut def: HashMap<Value, usize> = HashMap::new();
    let mut last: HashMap<Value, usize> = HashMap::new();
    for (i, &op) in f.body.iter().enumerate() {
        for &v in &f.ops[op].operands {
            last.insert(v, i);
        }
        for &r in &f.ops[op].results {
            def.insert(r, i);
        }
    }
    let mut out = HashMap::new();
    for &a in &f.args {
        out.insert(a, (0, end));
    }
    for (&v, &d) in &def {
        let l = last.get(&v).copied().unwrap_or(d);
        out.insert(v, (d, l.max(d)));
    }
    for &v in f.returned_values() {
        let d = def.get(&v).copied().unwrap_or(0);
        out.insert(v, (d, end));
    }
    out
}

/// A layout from per-dimension axes.
fn layout(mesh_name: &str, dims: Vec<Vec<AxisRef>>, unreduced: Vec<AxisRef>) -> Sharding {
    let mut s = Sharding::new(
        mesh_name,
        dims.into_iter()
            .map(|axes| DimSharding {
                axes,
                is_closed: true,
                priority: None,
            })
            .collect(),
    );
    s.unreduced = unreduced;
    s
}

/// What prices an op's strategies: the cost model, and which of the op's bytes go through
/// memory once the back end fuses it.
struct Pricing<'a> {
    model: &'a CostModel,
    traffic: MemoryTraffic,
    called: &'a Callees,
}

/// What the search of a function knows of the functions its ops call.
#[derive(Clone, Debug, Default)]
pub struct Callees {
    /// Per manual computation, what its body (written for one device's blocks) costs one
    /// device.
    pub manual: HashMap<OpId, ManualBody>,
    /// Per loop whose body was searched, the plan of its carried values.
    pub loops: HashMap<OpId, LoopPlan>,
}

/// What a manual computation's body costs one device. The partitioner puts the body in the
/// op's place, so while it runs the device holds, besides what the program holds around
/// it, the body's own values, and each operand only until the body's last use of it
/// unless the program reads it later.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ManualBody {
    /// Seconds it takes.
    pub seconds: f64,
    /// Per op of the body, the bytes of the body's own values (not its arguments) live
    /// while it runs; its returned values stay live to its end.
    pub timeline: Vec<i64>,
    /// Per argument (operand), its bytes and the position of the body's last op reading
    /// it (`None`: none does).
    pub arguments: Vec<(i64, Option<usize>)>,
    /// The bytes of its results.
    pub results: i64,
}

impl ManualBody {
    /// The body of `f`'s manual computation: its timeline and its arguments' last uses.
    pub fn of(body: &Function, seconds: f64) -> ManualBody {
        let size = |v: Value| body.ty(v).byte_size() as i128;
        let args: i128 = body.args.iter().map(|&a| size(a)).sum();
        let timeline = crate::cost::live_timeline(body, &size)
            .into_iter()
            .map(|t| i64::try_from(t - args).unwrap_or(i64::MAX))
            .collect();
        let arguments = body
            .args
            .iter()
            .map(|&a| {
                let last = body
                    .body
                    .iter()
                    .rposition(|&op| body.ops[op].operands.contains(&a));
                (body.ty(a).byte_size(), last)
            })
            .collect();
        let results = body
            .returned_values()
            .iter()
            .map(|&v| body.ty(v).byte_size())
            .sum();
        ManualBody {
            seconds,
            timeline,
            arguments,
            results,
        }
    }

    /// The most the body holds while it runs beyond what a scan holding every operand and
    /// every result of the op holds then (negative when freeing operands part-way more than
    /// makes up for its own values): `freed(k)` says operand `k` is read by nothing after
    /// the op.
    pub fn extra(&self, freed: &dyn Fn(usize) -> bool) -> i128 {
        let mut freed_at: Vec<(usize, i128)> = self
            .arguments
            .iter()
            .enumerate()
            .filter(|&(k, _)| freed(k))
            .map(|(_, &(bytes, last))| (last.map_or(0, |l| l + 1), bytes as i128))
            .collect();
        freed_at.sort_unstable();
        let mut gone = 0i128;
        let mut next = freed_at.iter().peekable();
        let mut most = i128::MIN;
        for (j, &own) in self.timeline.iter().enumerate() {
            while let Some(&&(at, bytes)) = next.peek()
                && at <= j
            {
                gone += bytes;
                next.next();
            }
            most = most.max(own as i128 - gone);
        }
        if most == i128::MIN {
            return 0;
        }
        most - self.results as i128
    }
}

/// How a loop (`hlo.while`) runs under one plan of its body: every carried value in one
/// layout on entry, in every iteration and on exit.
#[derive(Clone, Debug, PartialEq)]
pub struct LoopPlan {
    /// Per carried value, its layout.
    pub carried: Vec<Sharding>,
    /// Seconds one device spends in the loop: every iteration of the body as planned.
    pub seconds: f64,
    /// Bytes one device holds while the loop runs beyond its carried values: the peak of
    /// the body's plan less the carried values' blocks.
    pub held_bytes: i64,
}

/// The id of layout `s` (a function's own annotation), named by the searched mesh's name.
fn intern_on_mesh(
    layouts: &mut Layouts,
    s: &Sharding,
    (mesh_name, mesh): (&str, &Mesh),
) -> LayoutId {
    let mut s = s.clone();
    s.mesh = mesh_name.to_string();
    layouts.intern(normalized(&s, mesh))
}

/// The one strategy of a loop whose body was searched: its operands handed over in the
/// carried layouts, its results in the same, its iterations priced by the body's plan.
fn loop_strategy(
    f: &Function,
    op: OpId,
    (mesh_name, mesh): (&str, &Mesh),
    price: &Pricing,
    layouts: &mut Layouts,
) -> Option<Strategy> {
    let data = &f.ops[op];
    let plan = price.called.loops.get(&op)?;
    if !matches!(data.kind, OpKind::While { .. })
        || plan.carried.len() != data.operands.len()
        || plan.carried.len() != data.results.len()
    {
        return None;
    }
    let carried: Vec<LayoutId> = plan
        .carried
        .iter()
        .map(|s| intern_on_mesh(layouts, s, (mesh_name, mesh)))
        .collect();
    Some(Strategy {
        factor_axes: Vec::new(),
        operands: carried.clone(),
        results: carried,
        seconds: plan.seconds,
        held_while_running: 0,
        held_before_running: 0,
    })
}

/// The one strategy of a manual computation (`shard_map`): its operands handed over as its
/// `in_shardings` lay them out, its results assembled as its `out_shardings` say (the mesh
/// axes it is not manual over hold copies), its body priced as written for one device.
fn manual_strategy(
    f: &Function,
    op: OpId,
    (mesh_name, mesh): (&str, &Mesh),
    price: &Pricing,
    layouts: &mut Layouts,
) -> Option<Strategy> {
    let data = &f.ops[op];
    let OpKind::ManualComputation {
        in_shardings,
        out_shardings,
        ..
    } = &data.kind
    else {
        return None;
    };
    if in_shardings.len() != data.operands.len() || out_shardings.len() != data.results.len() {
        return None;
    }
    let mut intern = |s: &Sharding| intern_on_mesh(layouts, s, (mesh_name, mesh));
    Some(Strategy {
        factor_axes: Vec::new(),
        operands: in_shardings.iter().map(&mut intern).collect(),
        results: out_shardings.iter().map(&mut intern).collect(),
        seconds: price.called.manual.get(&op).map_or(0.0, |b| b.seconds),
        held_while_running: 0,
        held_before_running: 0,
    })
}

/// The replicated strategy of an op without a rule: every operand and result whole.
fn replicated_strategy(
    f: &Function,
    op: OpId,
    mesh_name: &str,
    price: &Pricing,
    layouts: &mut Layouts,
) -> Strategy {
    let data = &f.ops[op];
    let whole = |v: Value, layouts: &mut Layouts| {
        layouts.intern(Sharding::replicated(mesh_name, f.ty(v).rank()))
    };
    let bytes = price.traffic.bytes(f, op, &|v| f.ty(v).byte_size() as f64);
    let model = price.model;
    let element = data
        .operands
        .first()
        .map_or(shardc_ir::ElementType::F32, |&v| f.ty(v).element);
    Strategy {
        factor_axes: Vec::new(),
        operands: data.operands.iter().map(|&v| whole(v, layouts)).collect(),
        results: data.results.iter().map(|&v| whole(v, layouts)).collect(),
        seconds: model.op_seconds(op_flops(f, op), bytes, is_contraction(&data.kind), element),
        held_while_running: 0,
        held_before_running: 0,
    }
}

/// A `dist.constraint`'s one strategy: its operand read in the layout it asks for, which is
/// its result's. `insert-reshards` turns a constraint into the reshard of its operand to that
/// layout, from whichever of the operand and its copies is cheapest, and its readers read
/// the copy — so the constraint is priced as a reader of its operand in its layout (sharing
/// the operand's copies) that computes nothing, whatever layout its operand has.
fn constraint_strategy(
    f: &Function,
    op: OpId,
    mesh: &Mesh,
    layouts: &mut Layouts,
) -> Option<Strategy> {
    let data = &f.ops[op];
    if !matches!(data.kind, OpKind::Constraint) || data.results.len() != 1 {
        return None;
    }
    let wanted = normalized(f.values[data.results[0]].sharding.as_ref()?, mesh);
    let factor_axes = wanted.dims.iter().map(|d| d.axes.clone()).collect();
    let layout = layouts.intern(wanted);
    Some(Strategy {
        factor_axes,
        operands: vec![layout],
        results: vec![layout],
        seconds: 0.0,
        held_while_running: 0,
        held_before_running: 0,
    })
}

/// True when partial results of `op`'s reduction factors can be combined by a sum (the only
/// pending reduction `unreduced` stands for): contractions and sums from zero.
fn reduction_splits(f: &Function, op: OpId) -> bool {
    let data = &f.ops[op];
    match &data.kind {
        OpKind::Reduce { kind, .. } => {
            *kind == ReduceKind::Add
                && crate::transforms::defining_op(f, data.operands[1]).is_some_and(|d| {
                    matches!(&f.ops[d].kind, OpKind::Constant(e) if match &e.values {
                        shardc_ir::ElementValues::Float(v) => v[0] == 0.0,
                        shardc_ir::ElementValues::Int(v) => v[0] == 0,
                    })
                })
        }
        _ => true,
    }
}

/// The dimensions of `kind`'s first operand along which a split needs halos or windows
/// the search does not price (they are kept whole): those a slice, an edge or interior
/// padding or a rotation moves elements along, even where the size stays (a padding of 1
/// low and −1 high is a shift by one).
fn windowed_dims(kind: &OpKind, x: &[i64], y: &[i64]) -> Vec<usize> {
    if !matches!(
        kind,
        OpKind::Slice { .. } | OpKind::Pad { .. } | OpKind::Rotate { .. }
    ) {
        return Vec::new();
    }
    let moved = |d: usize| match kind {
        OpKind::Slice {
            start,
            limit,
            strides,
        } => start[d] != 0 || limit[d] != x[d] || strides[d] != 1,
        OpKind::Pad {
            low,
            high,
            interior,
        } => low[d] != 0 || high[d] != 0 || interior[d] != 0,
        OpKind::Rotate { dimension, shift } => {
            d as i64 == *dimension && shift.rem_euclid(x[d].max(1)) != 0
        }
        _ => false,
    };
    (0..x.len())
        .filter(|&d| moved(d) || y.get(d) != Some(&x[d]))
        .collect()
}

/// Every strategy of `op`, the unsplit one first.
fn op_strategies(
    f: &Function,
    op: OpId,
    (mesh_name, mesh): (&str, &Mesh),
    price: &Pricing,
    partial_sums: bool,
    layouts: &mut Layouts,
) -> Vec<Strategy> {
    let data = &f.ops[op];
    if let Some(manual) = manual_strategy(f, op, (mesh_name, mesh), price, layouts) {
        return vec![manual];
    }
    if let Some(planned) = loop_strategy(f, op, (mesh_name, mesh), price, layouts) {
        return vec![planned];
    }
    if let Some(constraint) = constraint_strategy(f, op, mesh, layouts) {
        return vec![constraint];
    }
    let unsplit = replicated_strategy(f, op, mesh_name, price, layouts);
    let rule = match rule_of(f, op) {
        Some(rule) if !matches!(data.kind, OpKind::Return) && data.results.len() == 1 => rule,
        _ => return vec![unsplit],
    };
    let mut blocked: Vec<bool> = (0..rule.factor_sizes.len())
        .map(|k| rule.need_replication.contains(&k))
        .collect();
    if !partial_sums || !reduction_splits(f, op) {
        for &r in &rule.reduction {
            blocked[r] = true;
        }
    }
    let moved = match (data.operands.first(), data.results.first()) {
        (Some(&x), Some(&y)) => windowed_dims(&data.kind, &f.ty(x).shape, &f.ty(y).shape),
        _ => Vec::new(),
    };
    if let Some(dims) = rule.operands.first() {
        for (d, factors) in dims.iter().enumerate() {
            if moved.contains(&d) {
                for &k in factors {
                    blocked[k] = true;
                }
            }
        }
    }
    let axes = split_axes(mesh);
    let num_factors = rule.factor_sizes.len();
    let mut out = vec![unsplit];
    // Each axis: no factor (index num_factors) or one factor.
    let mut choice = vec![0usize; axes.len()];
    let total = (num_factors + 1)
        .checked_pow(axes.len() as u32)
        .unwrap_or(usize::MAX);
    for n in 0..total.min(4096) {
        let mut rest = n;
        for c in choice.iter_mut() {
            *c = rest % (num_factors + 1);
            rest /= num_factors + 1;
        }
        if choice.iter().all(|&c| c == num_factors) {
            continue;
        }
        let mut factor_axes: Vec<Vec<AxisRef>> = vec![Vec::new(); num_factors];
        for (a, &c) in axes.iter().zip(&choice) {
            if c < num_factors {
                factor_axes[c].push(a.clone());
            }
        }
        if let Some(s) = strategy(
            f,
            op,
            &rule,
            factor_axes,
            &blocked,
            mesh_name,
            mesh,
            price,
            layouts,
        ) {
            out.push(s);
        }
    }
    out
}

/// The strategy splitting `rule`'s factors as `factor_axes`, if it is one.
#[allow(clippy::too_many_arguments)]
fn strategy(
    f: &Function,
    op: OpId,
    rule: &ShardingRule,
    factor_axes: Vec<Vec<AxisRef>>,
    blocked: &[bool],
    mesh_name: &str,
    mesh: &Mesh,
    price: &Pricing,
    layouts: &mut Layouts,
) -> Option<Strategy> {
    // The share of the op's work one device does: the product over split factors of its
    // block (padded up when the split does not divide the factor) over the factor's size.
    let mut share = 1.0;
    for (k, axes) in factor_axes.iter().enumerate() {
        if axes.is_empty() {
            continue;
        }
        let size: i64 = axes.iter().map(|a| a.size(mesh).unwrap_or(1)).product();
        let n = rule.factor_sizes[k];
        if blocked[k] || (n % size != 0 && !(n > size && rule.stands_alone(k))) {
            return None;
        }
        share *= ((n + size - 1) / size) as f64 / n.max(1) as f64;
    }
    let mut pruned = factor_axes.clone();
    rule.prune_minor_splits(&mut pruned, mesh);
    if pruned != factor_axes {
        return None;
    }
    let data = &f.ops[op];
    let project = |dims: &Vec<Vec<usize>>| -> Vec<Vec<AxisRef>> {
        dims.iter()
            .map(|factors| rule.back_project(factors, &factor_axes, mesh))
            .collect()
    };
    // Every split factor must show in some value (else the split does nothing).
    let mut operands = Vec::with_capacity(data.operands.len());
    let mut operand_layouts = Vec::with_capacity(data.operands.len());
    let mut bytes = 0.0;
    for (i, &v) in data.operands.iter().enumerate() {
        let s = layout(mesh_name, project(&rule.operands[i]), Vec::new());
        if price.traffic.reads(op, i) {
            bytes += local_bytes(f.ty(v), &s, mesh) as f64;
        }
        operands.push(layouts.intern(normalized(&s, mesh)));
        operand_layouts.push(s);
    }
    let unreduced: Vec<AxisRef> = rule
        .reduction
        .iter()
        .flat_map(|&r| factor_axes[r].iter().cloned())
        .collect();
    let result = layout(mesh_name, project(&rule.results[0]), unreduced);
    let result_shape = &f.ty(data.results[0]).shape;
    for form in reduced_forms(&normalized(&result, mesh), result_shape, mesh) {
        layouts.intern(form);
    }
    if price.traffic.writes(op, 0) {
        bytes += local_bytes(f.ty(data.results[0]), &result, mesh) as f64;
    }
    let masks = padding_masks(f, op, &operand_layouts, mesh);
    bytes += masks.traffic_bytes as f64;
    let element = data
        .operands
        .first()
        .map_or(shardc_ir::ElementType::F32, |&v| f.ty(v).element);
    let seconds = price.model.op_seconds(
        op_flops(f, op) * share,
        bytes,
        is_contraction(&data.kind),
        element,
    );
    let lookup = lookup_temporaries(f, op, (&operand_layouts, &result), mesh);
    let draw = split_draw_temporaries(f, op, &result, mesh);
    Some(Strategy {
        factor_axes,
        operands,
        results: vec![layouts.intern(normalized(&result, mesh))],
        seconds,
        held_while_running: masks.held_bytes.max(lookup.running).max(draw.running),
        held_before_running: lookup
            .before
            .max(split_iota_temporaries(f, op, &result, mesh))
            .max(draw.before),
    })
}

/// What a random draw whose result `result` splits holds around it, as `spmd-partition`
/// writes it (`local_lookup::draw_block`): while it runs, the `i64` vector of its block's
/// start per dimension (an operand the global program does not have); before, while that
/// vector is made, its parts beside it (or, for a rank-1 draw, the device's position, the
/// block size and their product). Nothing for other ops and layouts.
pub fn split_draw_temporaries(
    f: &Function,
    op: OpId,
    result: &Sharding,
    mesh: &Mesh,
) -> Temporaries {
    if !matches!(f.ops[op].kind, OpKind::Rng { .. } | OpKind::RngBits { .. }) {
        return Temporaries::default();
    }
    use crate::sharding::local_lookup::split_axes;
    let rank = f.ty(f.ops[op].results[0]).rank() as i64;
    if (0..rank as usize).all(|d| split_axes(Some(result), d, mesh).is_empty()) {
        return Temporaries::default();
    }
    Temporaries {
        before: if rank > 1 { 2 * rank * 8 } else { 3 * 8 },
        running: rank * 8,
    }
}

/// What an iota split along its counted dimension holds before its result is made, as
/// `spmd-partition` writes it (`local_lookup::count_from_block`): the local count, the
/// block's start broadcast beside it and their sum, each an `i64` vector as long as the
/// block. Nothing for other ops and layouts.
pub fn split_iota_temporaries(f: &Function, op: OpId, result: &Sharding, mesh: &Mesh) -> i64 {
    let OpKind::Iota { dimension } = f.ops[op].kind else {
        return 0;
    };
    use crate::sharding::local_lookup::split_axes;
    let d = dimension as usize;
    if split_axes(Some(result), d, mesh).is_empty() {
        return 0;
    }
    let ty = f.ty(f.ops[op].results[0]);
    let block = result
        .local_shape(mesh, &ty.shape)
        .get(d)
        .copied()
        .unwrap_or(0);
    block.saturating_mul(3 * 8)
}

/// What an op holds beyond its operands and results in its per-device form, as
/// `spmd-partition` writes it (`sharding::local_lookup`), in bytes per device.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Temporaries {
    /// Before it runs, while its extra operands are made: a scatter's shifted indices
    /// beside the block's start broadcast to them; a gather's clamped and shifted indices,
    /// the bounds they are compared with and the `i1` verdicts; a random draw's start
    /// vector's parts beside it.
    pub before: i64,
    /// While it runs, or right after: a gather's `i1` mask over the result, the zeros and
    /// the masked copy, while its rows from other devices' blocks are zeroed; a random
    /// draw's start vector.
    pub running: i64,
}

/// The temporaries of `op` when it is a gather or scatter whose table (operand 0, laid out
/// as `operands[0]`) is split along a dimension its indices address; nothing otherwise.
/// `result` is the result's layout.
pub fn lookup_temporaries(
    f: &Function,
    op: OpId,
    (operands, result): (&[Sharding], &Sharding),
    mesh: &Mesh,
) -> Temporaries {
    let data = &f.ops[op];
    use crate::sharding::local_lookup::{addressed_dims, split_axes};
    let Some((_, addressed)) = addressed_dims(&data.kind) else {
        return Temporaries::default();
    };
    let (Some(table), Some(indices)) = (operands.first(), operands.get(1)) else {
        return Temporaries::default();
    };
    let split = addressed
        .iter()
        .any(|&d| !split_axes(Some(table), d, mesh).is_empty());
    if !split {
        return Temporaries::default();
    }
    let it = f.ty(data.operands[1]);
    let index_elements: i64 = indices.local_shape(mesh, &it.shape).iter().product();
    let index_bytes = index_elements.saturating_mul(it.element.byte_width() as i64);
    match data.kind {
        OpKind::Gather(_) => {
            let rt = f.ty(data.results[0]);
            let result_elements: i64 = result.local_shape(mesh, &rt.shape).iter().product();
            let result_bytes = result_elements.saturating_mul(rt.element.byte_width() as i64);
            Temporaries {
                before: index_bytes
                    .saturating_mul(3)
                    .saturating_add(index_elements.saturating_mul(2)),
                running: result_elements.saturating_add(result_bytes.saturating_mul(2)),
            }
        }
        _ => Temporaries {
            before: index_bytes.saturating_mul(2),
            running: 0,
        },
    }
}

/// What masking the padding out of an op's operands costs one device.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PaddingMasks {
    /// Bytes the masking kernels read and write (each masked operand's block, read once and
    /// its masked copy written once).
    pub traffic_bytes: i64,
    /// The most held at once beyond the op's operands and results: the masked copies made
    /// so far, and while a mask is applied its `i1` mask and the fill beside the copy (the
    /// global indices are one vector along the padded dimension, not counted).
    pub held_bytes: i64,
}

/// The masks `spmd-partition` puts before `op` when its operands are laid out as
/// `operands`: an operand padded along a dimension the op reduces over is copied with the
/// padding replaced by the reduction's identity (`sharding::padding`), in operand order.
pub fn padding_masks(f: &Function, op: OpId, operands: &[Sharding], mesh: &Mesh) -> PaddingMasks {
    let mut out = PaddingMasks::default();
    let mut copies = 0i64;
    for (i, dims, _) in padding::reduced_operands(f, op) {
        let (v, s) = (f.ops[op].operands[i], &operands[i]);
        let ty = f.ty(v);
        let uneven = s.uneven_dims(mesh, &ty.shape);
        if !dims.iter().any(|d| uneven.contains(d)) {
            continue;
        }
        let elements: i64 = s.local_shape(mesh, &ty.shape).iter().product();
        let bytes = elements.saturating_mul(ty.element.byte_width() as i64);
        out.traffic_bytes = out.traffic_bytes.saturating_add(2 * bytes);
        let applying = elements.saturating_add(bytes.saturating_mul(2));
        out.held_bytes = out.held_bytes.max(copies.saturating_add(applying));
        copies = copies.saturating_add(bytes);
    }
    out.held_bytes = out.held_bytes.max(copies);
    out
}

/// The reduced forms of a partial-sum layout `s` of a value of `shape`: summed whole
/// (`all_reduce`), or summed and scattered over one more dimension (`reduce_scatter`) where
/// the split divides it. Empty when `s` holds no partial sums.
pub fn reduced_forms(s: &Sharding, shape: &[i64], mesh: &Mesh) -> Vec<Sharding> {
    if s.unreduced.is_empty() {
        return Vec::new();
    }
    let mut whole = s.clone();
    let pending = std::mem::take(&mut whole.unreduced);
    let mut out = vec![whole.clone()];
    for d in 0..s.dims.len() {
        let mut t = whole.clone();
        t.dims[d].axes.extend(pending.iter().cloned());
        let split: i64 = t.dims[d]
            .axes
            .iter()
            .map(|a| a.size(mesh).unwrap_or(1))
            .product();
        if shape.get(d).is_some_and(|&n| n % split == 0) {
            out.push(normalized(&t, mesh));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::ManualBody;

    /// A draw split along one of its two dimensions holds its block's start vector (two
    /// i64) while it runs and, while that is made, its two parts beside it; whole, nothing.
    #[test]
    fn split_draws_hold_their_block_start() {
        let text = r#"
dist.mesh @mesh = <["x"=8]>
func.func @main(%s: tensor<i64>) -> tensor<3x16xf32> {
  %r = hlo.rng %s {distribution = "normal", stream = 2 : i64} : (tensor<i64>) -> tensor<3x16xf32>
  return %r : tensor<3x16xf32>
}
"#;
        let module = shardc_ir::parse_module(text, "t.mlir").unwrap();
        let f = &module.functions[0];
        let mesh = &module.meshes[0].mesh;
        let op = f.body[0];
        let split = shardc_ir::Sharding::new(
            "mesh",
            vec![
                shardc_ir::DimSharding::closed::<String>([]),
                shardc_ir::DimSharding::closed(["x"]),
            ],
        );
        let t = super::split_draw_temporaries(f, op, &split, mesh);
        assert_eq!((t.before, t.running), (32, 16));
        let whole = shardc_ir::Sharding::replicated("mesh", 2);
        let t = super::split_draw_temporaries(f, op, &whole, mesh);
        assert_eq!((t.before, t.running), (0, 0));
    }

    /// A body of two ops: the first makes 100 bytes from its argument (40 bytes, read by it
    /// alone), the second 60 bytes returned from those (the 100 die after it).
    fn body() -> ManualBody {
        ManualBody {
            seconds: 0.0,
            timeline: vec![100, 160],
            arguments: vec![(40, Some(0))],
            results: 60,
        }
    }

    #[test]
    fn a_body_holds_its_own_values_beyond_its_results() {
        // The operand kept (read after the op): 160 held at the second op, 60 of them the
        // result the scan holds already.
        assert_eq!(body().extra(&|_| false), 100);
    }

    #[test]
    fn an_operand_nothing_reads_after_is_freed_after_its_last_use_in_the_body() {
        // Freed after the first op: 160 - 40 at the second, less the 60 of the result.
        assert_eq!(body().extra(&|_| true), 160 - 40 - 60);
        // Read by no op of the body: gone from the start.
        let mut unread = body();
        unread.arguments[0].1 = None;
        assert_eq!(unread.extra(&|_| true), 160 - 40 - 60);
    }
}
