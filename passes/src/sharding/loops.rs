//! Loops (`hlo.while`): each loop-carried value has **one** sharding, shared by the loop's
//! operand (resharded to it before the loop), its result, the condition's and the body's
//! arguments and the body's results (resharded to it at the end of every iteration). Loops
//! stay loops: the body is partitioned once, as a function.
//!
//! The shardings are a fixpoint of propagation. Each round propagates every function from its
//! own annotations plus the current *pins* (the carried shardings, open so propagation may
//! extend them), then merges, per carried value, what the round found: the initial value's
//! sharding outside the loop first, then what the body returns, how the loop's result is
//! used after the loop, and what the body and condition do with their arguments. A later
//! candidate only *extends* a dimension (its axes continue the ones already chosen), so the
//! pins only grow and the rounds stop; the last round closes them.

use shardc_ir::{AxisRef, DimSharding, Function, Module, OpId, OpKind, Sharding};

/// One loop: the function holding the `hlo.while` and the indices of its condition and body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopSite {
    /// Index of the function holding the loop in `module.functions`.
    pub function: usize,
    /// The `hlo.while` op.
    pub op: OpId,
    /// Index of the condition function.
    pub cond: usize,
    /// Index of the body function.
    pub body: usize,
}

/// Every loop of the module, with its functions. A function may be the condition or body of
/// one loop only (it carries that loop's shardings); `None` names a function used twice.
pub fn loop_sites(module: &Module) -> Result<Vec<LoopSite>, String> {
    let index = |name: &str| module.functions.iter().position(|f| f.name == name);
    let mut sites = Vec::new();
    let mut used: Vec<usize> = Vec::new();
    // Loops in manual computations run on one device's blocks: they have no shardings.
    let manual = shardc_ir::manual::manual_functions(module);
    for (fi, f) in module.functions.iter().enumerate() {
        if manual.contains_key(&f.name) {
            continue;
        }
        for &op in &f.body {
            let OpKind::While { cond, body } = &f.ops[op].kind else {
                continue;
            };
            let (Some(c), Some(b)) = (index(cond), index(body)) else {
                return Err(format!(
                    "{}: a loop names a function that does not exist",
                    f.name
                ));
            };
            for g in [c, b] {
                if used.contains(&g) {
                    return Err(format!(
                        "@{} is the condition or body of two loops; each loop needs its own \
                         functions (their arguments carry that loop's shardings)",
                        module.functions[g].name
                    ));
                }
                used.push(g);
            }
            sites.push(LoopSite {
                function: fi,
                op,
                cond: c,
                body: b,
            });
        }
    }
    Ok(sites)
}

/// What one round of propagation says about each carried value, most important first: the
/// initial value, the body's result, the loop's result, the body's and the condition's
/// argument.
pub fn candidates(module: &Module, site: &LoopSite, mesh_name: &str) -> Vec<Vec<Sharding>> {
    let f = &module.functions[site.function];
    let (cond, body) = (&module.functions[site.cond], &module.functions[site.body]);
    let data = &f.ops[site.op];
    let of = |g: &Function, v| {
        g.values[v]
            .sharding
            .clone()
            .unwrap_or_else(|| Sharding::replicated(mesh_name, g.ty(v).rank()))
    };
    let returned = body.returned_values();
    (0..data.operands.len())
        .map(|i| {
            let mut list = vec![of(f, data.operands[i])];
            if let Some(&r) = returned.get(i) {
                list.push(of(body, r));
            }
            list.push(of(f, data.results[i]));
            list.push(of(body, body.args[i]));
            list.push(of(cond, cond.args[i]));
            list
        })
        .collect()
}

/// The annotations the program gives carried value `k` of loop `op` of `f` (running `cond`
/// and `body`), in the order they are read: the body's argument, the body's result, the
/// loop's result, the condition's argument.
pub fn carried_annotations<'a>(
    (f, op): (&'a Function, OpId),
    (cond, body): (&'a Function, &'a Function),
    k: usize,
) -> [Option<&'a Sharding>; 4] {
    [
        body.args
            .get(k)
            .and_then(|&a| body.values[a].sharding.as_ref()),
        body.result_shardings.get(k).and_then(Option::as_ref),
        f.ops[op]
            .results
            .get(k)
            .and_then(|&r| f.values[r].sharding.as_ref()),
        cond.args
            .get(k)
            .and_then(|&a| cond.values[a].sharding.as_ref()),
    ]
}

/// What the program fixes of each carried value: per carried value, per dimension, the axes
/// of the first of its [`carried_annotations`] closing that dimension (a closed dimension
/// says "these axes and no more": the search's whole carried values, a user's `[{}, {}]`).
/// Read from the module as written, before any round pins the carried shardings.
pub fn closed_dims(module: &Module, site: &LoopSite) -> Vec<Vec<Option<Vec<AxisRef>>>> {
    let f = &module.functions[site.function];
    let functions = (&module.functions[site.cond], &module.functions[site.body]);
    let data = &f.ops[site.op];
    (0..data.results.len())
        .map(|i| {
            let said = carried_annotations((f, site.op), functions, i);
            (0..f.ty(data.results[i]).rank())
                .map(|d| {
                    said.iter()
                        .flatten()
                        .filter_map(|s| s.dims.get(d))
                        .find(|dim| dim.is_closed)
                        .map(|dim| dim.axes.clone())
                })
                .collect()
        })
        .collect()
}

/// One sharding from a list of candidates: the first one's layout, each dimension extended
/// by a later candidate whose axes on that dimension continue it (and are not used on
/// another dimension). A dimension `closed` names is exactly its axes, closed (the others
/// drop, from the first of those axes on, what it uses). Unreduced and replicated axes are
/// dropped: a carried value is whole.
pub fn merge(candidates: &[Sharding], closed: &[Option<Vec<AxisRef>>]) -> Sharding {
    let first = &candidates[0];
    let fixed = |d: usize| closed.get(d).and_then(Option::as_ref);
    let in_fixed = |a: &AxisRef| closed.iter().flatten().flatten().any(|b| b.name == a.name);
    let mut dims: Vec<Vec<AxisRef>> = first
        .dims
        .iter()
        .enumerate()
        .map(|(d, dim)| match fixed(d) {
            Some(axes) => axes.clone(),
            None => dim
                .axes
                .iter()
                .take_while(|a| !in_fixed(a))
                .cloned()
                .collect(),
        })
        .collect();
    for c in &candidates[1..] {
        for d in 0..dims.len().min(c.dims.len()) {
            let theirs = &c.dims[d].axes;
            if fixed(d).is_some() || theirs.len() <= dims[d].len() || !theirs.starts_with(&dims[d])
            {
                continue;
            }
            let extra = &theirs[dims[d].len()..];
            let taken = |a: &AxisRef| dims.iter().flatten().any(|b| b.name == a.name);
            if extra.iter().any(taken) {
                continue;
            }
            dims[d].extend(extra.iter().cloned());
        }
    }
    Sharding::new(
        first.mesh.clone(),
        dims.into_iter()
            .enumerate()
            .map(|(d, axes)| DimSharding {
                axes,
                is_closed: fixed(d).is_some(),
                priority: None,
            })
            .collect(),
    )
}

/// Pins the carried shardings on the loop's result, the condition's and body's arguments and
/// the body's results; `closed` makes them final (dimensions the shardings close stay
/// closed either way). An initial value without a sharding of its
/// own gets the carried one as a hint (open), so that what computes it (threefry's counters,
/// a scan's zeros) is split before the loop rather than sliced at its entry.
pub fn pin(module: &mut Module, site: &LoopSite, shardings: &[Sharding], closed: bool) {
    let operands = module.functions[site.function].ops[site.op]
        .operands
        .clone();
    for (&v, s) in operands.iter().zip(shardings) {
        let outer = &mut module.functions[site.function];
        if outer.values[v].sharding.is_none() {
            let mut hint = s.clone();
            for d in &mut hint.dims {
                d.is_closed = false;
            }
            outer.values[v].sharding = Some(hint);
        }
    }
    let with = |s: &Sharding| {
        let mut s = s.clone();
        for d in &mut s.dims {
            d.is_closed |= closed;
        }
        s
    };
    let results = module.functions[site.function].ops[site.op].results.clone();
    for (i, s) in shardings.iter().enumerate() {
        module.functions[site.function].values[results[i]].sharding = Some(with(s));
        for g in [site.cond, site.body] {
            let g = &mut module.functions[g];
            let a = g.args[i];
            g.values[a].sharding = Some(with(s));
        }
        module.functions[site.body].result_shardings[i] = Some(with(s));
    }
    let cond = &mut module.functions[site.cond];
    cond.result_shardings[0] = Some(Sharding::replicated(&shardings[0].mesh, 0));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sharding(dims: &[&[&str]]) -> Sharding {
        Sharding::new(
            "mesh",
            dims.iter()
                .map(|axes| DimSharding::open(axes.iter().copied()))
                .collect(),
        )
    }

    #[test]
    fn merge_keeps_the_first_layout_and_extends_it() {
        // An unsharded accumulator takes what the body computes.
        let merge = |c: &[Sharding]| merge(c, &[]);
        assert_eq!(
            merge(&[sharding(&[&[], &[]]), sharding(&[&[], &["tp"]])]),
            sharding(&[&[], &["tp"]])
        );
        // A conflict keeps the initial value's layout.
        assert_eq!(
            merge(&[sharding(&[&["dp"], &[]]), sharding(&[&["tp"], &[]])]),
            sharding(&[&["dp"], &[]])
        );
        // Extensions continue the chosen axes and never reuse an axis.
        assert_eq!(
            merge(&[
                sharding(&[&["dp"], &[]]),
                sharding(&[&["dp", "tp"], &[]]),
                sharding(&[&[], &["tp"]]),
            ]),
            sharding(&[&["dp", "tp"], &[]])
        );
        assert_eq!(
            merge(&[sharding(&[&[], &["dp"]]), sharding(&[&["dp"], &[]])]),
            sharding(&[&[], &["dp"]])
        );
    }

    #[test]
    fn closed_dimensions_are_kept_as_annotated() {
        let axis = |n: &str| AxisRef::axis(n);
        let closed = |axes: &[&str]| DimSharding::closed(axes.iter().copied());
        // A whole dimension the program closes is not extended by what the body computes,
        // nor by the initial value outside the loop.
        let fixed = [Some(Vec::new()), None];
        assert_eq!(
            merge(
                &[sharding(&[&["dp"], &[]]), sharding(&[&["dp"], &["tp"]])],
                &fixed
            ),
            Sharding::new("mesh", vec![closed(&[]), DimSharding::open(["tp"])])
        );
        // An axis a closed dimension uses is dropped from the others.
        let fixed = [None, Some(vec![axis("tp")])];
        assert_eq!(
            merge(&[sharding(&[&["tp", "dp"], &[]])], &fixed),
            Sharding::new("mesh", vec![DimSharding::open::<&str>([]), closed(&["tp"])])
        );
    }
}
