//! `sharding-propagation`: from annotated values to every value, by the ops' factor rules.
//!
//! Each value's sharding is projected onto the factors of each op that uses or defines it;
//! factor shardings are merged across the op's values; the merged shardings are projected
//! back onto every value whose dimensions are open. This repeats forward and backward over
//! the function until nothing changes. Shardings only grow (a dimension's axis list is only
//! ever extended), so the fixpoint is reached in a bounded number of rounds.
//!
//! Op priority: elementwise ops are propagated through to a fixpoint first, then every op.
//! Conflicts are resolved by priority, then by cost: explicit priorities (`{"x"}p0` beats
//! `p1`) first, then a factor's candidate shardings coming
//! from user annotations (arguments, results, `dist.constraint`, annotated op results) beat
//! those propagated from other values; among candidates of equal priority, compatible ones
//! (one a prefix of the other) merge to the longest, incompatible ones to their common
//! prefix. When two factors of one op want the same mesh axis, a factor that appears in the
//! result beats a reduction factor (its sharding flows on to later ops; how to compute the
//! op is `insert-reshards`' choice), then the factor whose values are largest keeps it.

use std::collections::HashMap;

use cranelift_entity::SecondaryMap;
use shardc_ir::{
    AxisRef, Diagnostic, DimSharding, Function, Mesh, Module, OpKind, Sharding, Value, ValueDef,
};

use super::rule::{ShardingRule, rule_of};

/// A description of the annotation an axis came from (shared, cheap to copy: propagation
/// copies origins along with axes at every step).
pub type Origin = std::rc::Rc<str>;

/// Where a value's sharding came from, per dimension and axis.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Provenance {
    /// For each dimension, for each axis, a description of the annotation it came from.
    pub dims: Vec<Vec<Origin>>,
}

/// The state of propagation over one function.
pub struct Propagation<'m> {
    mesh_name: String,
    mesh: &'m Mesh,
    /// Current sharding of each value.
    pub shardings: SecondaryMap<Value, Option<Sharding>>,
    /// True for values whose sharding the user annotated.
    pub pinned: SecondaryMap<Value, bool>,
    /// Where each axis came from.
    pub provenance: SecondaryMap<Value, Provenance>,
}

/// The single mesh a function's shardings refer to, if any. Several meshes in one function
/// are an error.
pub fn function_mesh<'m>(
    module: &'m Module,
    f: &Function,
) -> Result<Option<(String, &'m Mesh)>, Diagnostic> {
    let mut found: Option<String> = None;
    // A manual computation's shardings name the mesh too (a function may have no other).
    let manual = f.body.iter().flat_map(|&op| match &f.ops[op].kind {
        OpKind::ManualComputation {
            in_shardings,
            out_shardings,
            ..
        } => in_shardings.iter().chain(out_shardings).collect(),
        _ => Vec::new(),
    });
    let names = f
        .values
        .values()
        .filter_map(|v| v.sharding.as_ref())
        .chain(f.result_shardings.iter().flatten())
        .chain(manual)
        .map(|s| &s.mesh);
    for name in names {
        match &found {
            None => found = Some(name.clone()),
            Some(m) if m != name => {
                return Err(Diagnostic::error(
                    f.loc.clone(),
                    format!(
                        "'@{}' uses meshes '@{m}' and '@{name}'; propagation needs a single mesh",
                        f.name
                    ),
                ));
            }
            _ => {}
        }
    }
    match found {
        None => Ok(None),
        Some(name) => {
            let mesh = module.mesh(&name).ok_or_else(|| {
                Diagnostic::error(f.loc.clone(), format!("unknown mesh '@{name}'"))
            })?;
            Ok(Some((name, mesh)))
        }
    }
}

fn describe_value(f: &Function, v: Value) -> String {
    match f.values[v].def {
        ValueDef::Arg(i) => format!("argument {i} of @{}", f.name),
        ValueDef::Result(op, _) => format!("'{}' at {}", f.ops[op].kind.name(), f.ops[op].loc),
    }
}

fn axes_size(axes: &[AxisRef], mesh: &Mesh) -> i64 {
    axes.iter().map(|a| a.size(mesh).unwrap_or(1)).product()
}

/// Priority of a user annotation without an explicit `pN`.
const USER_PRIORITY: u32 = 100;
/// Priority of a sharding propagated from other values.
const PROPAGATED_PRIORITY: u32 = 1000;

/// A factor's candidate sharding: axes, priority (lower wins: `pN` annotations, then other
/// user annotations, then propagated shardings) and their origins.
#[derive(Clone)]
struct Candidate {
    axes: Vec<AxisRef>,
    priority: u32,
    origins: Vec<Origin>,
    bytes: i64,
}

impl<'m> Propagation<'m> {
    /// Seeds propagation from the annotations of `f`.
    pub fn new(f: &Function, mesh_name: String, mesh: &'m Mesh) -> Propagation<'m> {
        let mut p = Propagation {
            mesh_name,
            mesh,
            shardings: SecondaryMap::new(),
            pinned: SecondaryMap::new(),
            provenance: SecondaryMap::new(),
        };
        for (v, data) in f.values.iter() {
            if let Some(s) = &data.sharding {
                p.seed(f, v, s.clone(), describe_value(f, v));
            }
        }
        // A manual computation's results are laid out as its out_shardings say.
        for &op in &f.body {
            if let OpKind::ManualComputation { out_shardings, .. } = &f.ops[op].kind {
                for (&r, s) in f.ops[op].results.iter().zip(out_shardings) {
                    if p.shardings[r].is_none() {
                        let origin = format!("'dist.manual_computation' at {}", f.ops[op].loc);
                        let mut s = s.clone();
                        for d in &mut s.dims {
                            d.is_closed = true;
                        }
                        p.seed(f, r, s, origin);
                    }
                }
            }
        }
        // Result annotations constrain the returned values.
        for (i, (&v, s)) in f
            .returned_values()
            .iter()
            .zip(&f.result_shardings)
            .enumerate()
        {
            if let Some(s) = s
                && p.shardings[v].is_none()
            {
                p.seed(f, v, s.clone(), format!("result {i} of @{}", f.name));
            }
        }
        p
    }

    fn seed(&mut self, _f: &Function, v: Value, s: Sharding, origin: String) {
        let origin: Origin = origin.into();
        self.provenance[v] = Provenance {
            dims: s
                .dims
                .iter()
                .map(|d| vec![origin.clone(); d.axes.len()])
                .collect(),
        };
        self.shardings[v] = Some(s);
        self.pinned[v] = true;
    }

    fn dims_of(&self, f: &Function, v: Value) -> Vec<DimSharding> {
        match &self.shardings[v] {
            Some(s) => s.dims.clone(),
            None => vec![DimSharding::open::<&str>([]); f.ty(v).rank()],
        }
    }

    /// Runs to a fixpoint.
    pub fn run(&mut self, f: &Function) {
        let rules: Vec<(usize, ShardingRule)> = f
            .body
            .iter()
            .enumerate()
            .filter_map(|(i, &op)| rule_of(f, op).map(|r| (i, r)))
            .collect();
        // Op priority: elementwise ops first (their shardings are the least ambiguous), then
        // every op.
        let elementwise: Vec<(usize, ShardingRule)> = rules
            .iter()
            .filter(|(i, _)| f.ops[f.body[*i]].kind.is_elementwise())
            .cloned()
            .collect();
        let ties = donation_ties(f);
        self.fixpoint(f, &elementwise, &ties);
        self.fixpoint(f, &rules, &ties);
    }

    fn fixpoint(
        &mut self,
        f: &Function,
        rules: &[(usize, ShardingRule)],
        ties: &[(Value, Value, ShardingRule)],
    ) {
        let limit = 4 + 2 * f.body.len();
        for _ in 0..limit {
            let mut changed = false;
            for (i, rule) in rules.iter() {
                changed |= self.step(f, f.body[*i], rule);
            }
            for (arg, returned, rule) in ties {
                changed |= self.step_values(f, &[*arg], &[*returned], rule);
            }
            for (i, rule) in rules.iter().rev() {
                changed |= self.step(f, f.body[*i], rule);
            }
            if !changed {
                break;
            }
        }
    }

    /// Projects every value of `op` onto the rule's factors, merges, and projects back.
    fn step(&mut self, f: &Function, op: shardc_ir::OpId, rule: &ShardingRule) -> bool {
        let data = &f.ops[op];
        self.step_values(f, &data.operands, &data.results, rule)
    }

    /// [`Propagation::step`] over values given as the rule's operands and results.
    fn step_values(
        &mut self,
        f: &Function,
        operands: &[Value],
        results: &[Value],
        rule: &ShardingRule,
    ) -> bool {
        let values: Vec<(Value, &Vec<Vec<usize>>)> = operands
            .iter()
            .copied()
            .zip(&rule.operands)
            .chain(results.iter().copied().zip(&rule.results))
            .collect();
        // 1. Candidates per factor.
        let mut candidates: Vec<Vec<Candidate>> = vec![Vec::new(); rule.factor_sizes.len()];
        for &(v, dim_factors) in &values {
            let Some(s) = &self.shardings[v] else {
                continue;
            };
            let bytes = f.ty(v).byte_size();
            let origins = &self.provenance[v].dims;
            for (d, factors) in dim_factors.iter().enumerate() {
                let Some(dim) = s.dims.get(d) else { continue };
                let priority = match (self.pinned[v], dim.priority) {
                    (true, Some(p)) => p.min(USER_PRIORITY - 1),
                    (true, None) => USER_PRIORITY,
                    (false, _) => PROPAGATED_PRIORITY,
                };
                let dim_origins = origins.get(d).map(Vec::as_slice).unwrap_or_default();
                // The projection assigns the dimension's axes to its factors in order, so
                // each factor's origins are the matching run of the dimension's origins.
                let (projected, _) = rule.project_dim(&dim.axes, factors, self.mesh);
                let mut next = 0;
                for (axes, &factor) in projected.into_iter().zip(factors) {
                    let origins = (next..next + axes.len())
                        .map(|k| dim_origins.get(k).cloned().unwrap_or_else(|| "".into()))
                        .collect();
                    next += axes.len();
                    candidates[factor].push(Candidate {
                        axes,
                        priority,
                        origins,
                        bytes,
                    });
                }
            }
        }
        // 2. Merge per factor, then remove axes used by two factors.
        let mut merged: Vec<(Vec<AxisRef>, Vec<Origin>, u32, i64)> = candidates
            .iter()
            .map(|cands| merge_candidates(cands))
            .collect();
        for &f_idx in &rule.need_replication {
            merged[f_idx].0.clear();
            merged[f_idx].1.clear();
        }
        let mut order: Vec<usize> = (0..merged.len()).collect();
        // Priority first; then factors that shard a result (a batch or row dimension flows on
        // to later ops) before reduction factors; then the factor over the largest values.
        order.sort_by_key(|&i| {
            (
                merged[i].2,
                rule.reduction.contains(&i),
                std::cmp::Reverse(merged[i].3),
                i,
            )
        });
        let mut used: Vec<AxisRef> = Vec::new();
        for &i in &order {
            let keep = merged[i]
                .0
                .iter()
                .take_while(|a| !used.iter().any(|u| u.overlaps(a, self.mesh)))
                .count();
            merged[i].0.truncate(keep);
            merged[i].1.truncate(keep);
            used.extend(merged[i].0.iter().cloned());
        }
        // 3. Project back onto open dimensions. Nothing is copied for values that do not
        // grow (most of them, once propagation has settled).
        let mut changed = false;
        for &(v, dim_factors) in &values {
            let mut grown: Vec<(usize, Vec<AxisRef>, Vec<Origin>)> = Vec::new();
            let current = self.shardings[v].as_ref();
            for (d, factors) in dim_factors.iter().enumerate() {
                let (cur, closed): (&[AxisRef], bool) = match current.and_then(|s| s.dims.get(d)) {
                    Some(dim) => (&dim.axes, dim.is_closed),
                    None => (&[], false),
                };
                if closed {
                    continue;
                }
                // A reduction factor never shards a result.
                if results.contains(&v) && factors.iter().any(|fx| rule.reduction.contains(fx)) {
                    continue;
                }
                let mut axes = Vec::new();
                let mut origins = Vec::new();
                for &factor in factors {
                    let (fa, fo, _, _) = &merged[factor];
                    axes.extend(fa.iter().cloned());
                    origins.extend(fo.iter().cloned());
                    if axes_size(fa, self.mesh) != rule.factor_sizes[factor] {
                        break;
                    }
                }
                // Axes the value is explicitly replicated over are never added to it.
                if let Some(s) = current {
                    let keep = axes
                        .iter()
                        .take_while(|a| !s.replicated.iter().any(|r| r.overlaps(a, self.mesh)))
                        .count();
                    axes.truncate(keep);
                    origins.truncate(keep);
                }
                // One spelling per layout: parts of an axis met again are merged.
                if axes.windows(2).any(|w| w[0].name == w[1].name) {
                    let merged = AxisRef::merge_adjacent(axes.clone(), self.mesh);
                    if merged.len() < axes.len() {
                        axes = merged;
                        origins.truncate(axes.len());
                    }
                }
                if axes.len() > cur.len() && axes[..cur.len()] == cur[..] {
                    grown.push((d, axes, origins));
                }
            }
            if grown.is_empty() {
                continue;
            }
            let mut s = match current {
                Some(s) => s.clone(),
                None => Sharding::new(self.mesh_name.clone(), self.dims_of(f, v)),
            };
            let mut new_origins = self.provenance[v].dims.clone();
            new_origins.resize(s.dims.len(), Vec::new());
            for (d, axes, origins) in grown {
                s.dims[d].axes = axes;
                new_origins[d] = origins;
            }
            if !s.check(self.mesh, &f.ty(v).shape).is_empty() {
                continue;
            }
            self.shardings[v] = Some(s);
            self.provenance[v].dims = new_origins;
            changed = true;
        }
        changed
    }
}

/// The donated arguments of `f` and the results that replace them (`tf.aliasing_output =
/// K` on argument `i`: `(i, K)`), where the two have one type. A training step's parameters
/// and optimizer state are so (`grad`'s update, `shardc compile --train`, JAX's
/// `donate_argnums`): the next step reads the result in the argument's place, so the two
/// must be laid out alike.
pub fn donated_pairs(f: &Function) -> Vec<(usize, usize)> {
    let returned = f.returned_values();
    f.arg_attrs
        .iter()
        .enumerate()
        .filter_map(|(i, attrs)| {
            let k = attrs.attrs.iter().find_map(|(name, value)| match value {
                shardc_ir::Attribute::Int(k, _) if name == "tf.aliasing_output" => {
                    usize::try_from(*k).ok()
                }
                _ => None,
            })?;
            let (&arg, &result) = (f.args.get(i)?, returned.get(k)?);
            (f.ty(arg) == f.ty(result)).then_some((i, k))
        })
        .collect()
}

/// Each donated argument and the value returned in its place ([`donated_pairs`]), tied as an
/// elementwise op ties its operand and result: a layout either gets, the other gets.
fn donation_ties(f: &Function) -> Vec<(Value, Value, ShardingRule)> {
    let returned = f.returned_values();
    donated_pairs(f)
        .into_iter()
        .map(|(i, k)| {
            let (arg, result) = (f.args[i], returned[k]);
            let shape = f.ty(arg).shape.clone();
            let dims: Vec<Vec<usize>> = (0..shape.len()).map(|d| vec![d]).collect();
            let rule = ShardingRule {
                factor_sizes: shape,
                operands: vec![dims.clone()],
                results: vec![dims],
                reduction: Vec::new(),
                need_replication: Vec::new(),
            };
            (arg, result, rule)
        })
        .collect()
}

/// Merges candidates: the highest priority wins; within it, compatible candidates merge to
/// the longest and conflicting ones to their common prefix; lower-priority candidates may
/// then extend the result if compatible. Returns (axes, origins, priority, max bytes).
fn merge_candidates(cands: &[Candidate]) -> (Vec<AxisRef>, Vec<Origin>, u32, i64) {
    let Some(best_priority) = cands
        .iter()
        .filter(|c| !c.axes.is_empty())
        .map(|c| c.priority)
        .min()
    else {
        return (
            Vec::new(),
            Vec::new(),
            u32::MAX,
            cands.iter().map(|c| c.bytes).max().unwrap_or(0),
        );
    };
    let bytes = cands.iter().map(|c| c.bytes).max().unwrap_or(0);
    let mut result: Option<(Vec<AxisRef>, Vec<Origin>)> = None;
    for pass_priority in [best_priority, u32::MAX] {
        for c in cands.iter().filter(|c| {
            if pass_priority == best_priority {
                c.priority == best_priority
            } else {
                c.priority != best_priority
            }
        }) {
            if c.axes.is_empty() {
                continue;
            }
            result = Some(match result {
                None => (c.axes.clone(), c.origins.clone()),
                Some((axes, origins)) => {
                    let common = axes.iter().zip(&c.axes).take_while(|(a, b)| a == b).count();
                    if common == axes.len() {
                        (c.axes.clone(), c.origins.clone())
                    } else if common == c.axes.len() || pass_priority != best_priority {
                        (axes, origins)
                    } else {
                        (axes[..common].to_vec(), origins[..common].to_vec())
                    }
                }
            });
        }
    }
    let (axes, origins) = result.unwrap_or_default();
    (axes, origins, best_priority, bytes)
}

/// Propagates shardings in every function of `module` and writes them onto the values.
/// With `explain`, each op gets a `dist.sharding_origin` attribute saying where each axis of
/// its result's sharding came from.
pub fn propagate_module(module: &mut Module, explain: bool) -> Result<(), Vec<Diagnostic>> {
    let sites = super::loops::loop_sites(module)
        .map_err(|m| vec![Diagnostic::error(module.loc.clone(), m)])?;
    if sites.is_empty() {
        return propagate_functions(module, explain);
    }
    // Loops: rounds of propagation from the module's own annotations and the current
    // carried shardings, until the carried shardings are a fixpoint (see `loops`).
    let original = module.clone();
    // The carried values' dimensions the program closes (annotations and the search's
    // choices): pinned as written in every round.
    let closed: Vec<_> = sites
        .iter()
        .map(|site| super::loops::closed_dims(&original, site))
        .collect();
    let mut pins: Vec<Option<Vec<Sharding>>> = vec![None; sites.len()];
    for _ in 0..MAX_LOOP_ROUNDS {
        let mut trial = original.clone();
        for (site, p) in sites.iter().zip(&pins) {
            if let Some(p) = p {
                super::loops::pin(&mut trial, site, p, false);
            }
        }
        propagate_functions(&mut trial, false)?;
        let mut changed = false;
        for (k, site) in sites.iter().enumerate() {
            // The mesh of the loop: of whichever of its functions has shardings (a body with
            // a constraint, in a program with no other annotation), else the module's own.
            let mut mesh_name = None;
            for fi in [site.function, site.body, site.cond] {
                if let Some((name, _)) =
                    function_mesh(&trial, &trial.functions[fi]).map_err(|d| vec![d])?
                {
                    mesh_name = Some(name);
                    break;
                }
            }
            let Some(mesh_name) = mesh_name
                .or_else(|| (trial.meshes.len() == 1).then(|| trial.meshes[0].name.clone()))
            else {
                continue;
            };
            let merged: Vec<Sharding> = super::loops::candidates(&trial, site, &mesh_name)
                .iter()
                .zip(&closed[k])
                .map(|(c, fixed)| super::loops::merge(c, fixed))
                .collect();
            if pins[k].as_ref() != Some(&merged) {
                pins[k] = Some(merged);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    for (site, p) in sites.iter().zip(&pins) {
        if let Some(p) = p {
            super::loops::pin(module, site, p, true);
        }
    }
    propagate_functions(module, explain)
}

/// The most rounds of propagation spent finding loops' carried shardings (each round only
/// extends them, so few are needed; the last round's are used if this is reached).
const MAX_LOOP_ROUNDS: usize = 8;

/// Propagates every function on its own (the loops' carried shardings already pinned).
fn propagate_functions(module: &mut Module, explain: bool) -> Result<(), Vec<Diagnostic>> {
    let mut diags = Vec::new();
    // Per function: every value's final sharding and provenance.
    type Update = (Value, Sharding, Provenance);
    let mut updates: Vec<(usize, Vec<Update>)> = Vec::new();
    for (fi, f) in module.functions.iter().enumerate() {
        let (mesh_name, mesh) = match function_mesh(module, f) {
            Ok(Some(m)) => m,
            Ok(None) => continue,
            Err(d) => {
                diags.push(d);
                continue;
            }
        };
        let mut p = Propagation::new(f, mesh_name.clone(), mesh);
        p.run(f);
        let mut list = Vec::new();
        for (v, _) in f.values.iter() {
            let s = p.shardings[v].clone().unwrap_or_else(|| {
                Sharding::new(
                    mesh_name.clone(),
                    vec![DimSharding::open::<&str>([]); f.ty(v).rank()],
                )
            });
            list.push((v, s, p.provenance[v].clone()));
        }
        updates.push((fi, list));
    }
    if !diags.is_empty() {
        return Err(diags);
    }
    for (fi, list) in updates {
        let f = &mut module.functions[fi];
        let mut origin_attr: HashMap<Value, Vec<String>> = HashMap::new();
        for (v, s, prov) in list {
            if explain {
                let lines: Vec<String> = s
                    .dims
                    .iter()
                    .enumerate()
                    .flat_map(|(d, dim)| {
                        dim.axes
                            .iter()
                            .enumerate()
                            .map(move |(k, a)| (d, k, a.clone()))
                    })
                    .map(|(d, k, a)| {
                        let origin = prov
                            .dims
                            .get(d)
                            .and_then(|o| o.get(k))
                            .cloned()
                            .unwrap_or_default();
                        format!("dim {d}: {a} from {origin}")
                    })
                    .collect();
                origin_attr.insert(v, lines);
            }
            f.values[v].sharding = Some(s);
        }
        // A donated argument's replacement is declared laid out as the argument (where the
        // ties above could not agree them, `insert-reshards` reshards it so), and the
        // argument's layout is closed: compiled again, the plan's global view must not grow
        // it (a size-1 axis met elsewhere) away from its replacement's.
        for (i, k) in donated_pairs(f) {
            let arg = f.args[i];
            if let Some(declared @ None) = f.result_shardings.get_mut(k)
                && let Some(s) = &mut f.values[arg].sharding
            {
                for d in &mut s.dims {
                    d.is_closed = true;
                }
                *declared = Some(s.clone());
            }
        }
        if explain {
            for &op in &f.body.clone() {
                let results = f.ops[op].results.clone();
                if results.len() != 1 || f.ops[op].kind == OpKind::Return {
                    continue;
                }
                if let Some(lines) = origin_attr.get(&results[0])
                    && !lines.is_empty()
                {
                    let attr = shardc_ir::Attribute::Array(
                        lines
                            .iter()
                            .cloned()
                            .map(shardc_ir::Attribute::String)
                            .collect(),
                    );
                    f.ops[op].attrs.retain(|(k, _)| k != "dist.sharding_origin");
                    f.ops[op].attrs.push(("dist.sharding_origin".into(), attr));
                }
            }
        }
    }
    Ok(())
}
