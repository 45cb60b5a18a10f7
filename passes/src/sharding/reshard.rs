//! Planning a reshard: the collectives that turn a value laid out as one sharding into the
//! same value laid out as another, choosing cheap forms.
//!
//! In order: pending partial sums are reduced (`reduce_scatter` when the target splits
//! further over exactly the reduced axes, else `all_reduce`); a change that keeps every
//! dimension's split count is one `collective_permute`; axes moved from the minor end of
//! one dimension to the minor end of another are an `all_to_all`; what is left is removed
//! with one `all_gather` and added with one `all_slice` (which moves no data).

use shardc_ir::op::{OpKind, ReduceKind};
use shardc_ir::{AxisRef, Mesh, Sharding};

/// One collective of a reshard, with the sharding it produces.
#[derive(Clone, Debug, PartialEq)]
pub struct ReshardStep {
    /// The collective.
    pub kind: OpKind,
    /// The sharding of its result.
    pub result: Sharding,
}

fn dims(s: &Sharding) -> Vec<Vec<AxisRef>> {
    s.dims.iter().map(|d| d.axes.clone()).collect()
}

fn with_dims(template: &Sharding, dims: &[Vec<AxisRef>], unreduced: &[AxisRef]) -> Sharding {
    let mut s = template.clone();
    for (d, axes) in s.dims.iter_mut().zip(dims) {
        d.axes = axes.clone();
        d.is_closed = true;
        d.priority = None;
    }
    s.unreduced = unreduced.to_vec();
    s.replicated.clear();
    s
}

fn split(axes: &[AxisRef], mesh: &Mesh) -> i64 {
    axes.iter().map(|a| a.size(mesh).unwrap_or(1)).product()
}

fn common_prefix(a: &[AxisRef], b: &[AxisRef]) -> usize {
    a.iter().zip(b).take_while(|(x, y)| x == y).count()
}

/// The collectives turning a value of `shape` laid out as `from` into `to` (`to` must have no
/// unreduced axes that `from` lacks); partial values are combined with `reduce`. Empty when
/// the layouts already agree.
///
/// A dimension padded on either side (its split does not divide it) changes its split only
/// through the whole: gathered completely, then sliced from the full dimension (blocks of
/// different padded splits do not nest, so no partial gather, slice, scatter or all_to_all
/// can move them); a permutation keeps the split and so the padding, and stays allowed.
pub fn plan_reshard(
    from: &Sharding,
    to: &Sharding,
    shape: &[i64],
    mesh: &Mesh,
    reduce: ReduceKind,
) -> Vec<ReshardStep> {
    let mut steps = Vec::new();
    let (from, to) = (&from.canonical(mesh), &to.canonical(mesh));
    if from
        .dims
        .iter()
        .map(|d| &d.axes)
        .eq(to.dims.iter().map(|d| &d.axes))
        && from.unreduced == to.unreduced
    {
        return Vec::new();
    }
    let target = dims(to);
    let mut cur = dims(from);
    let padded: Vec<bool> = (0..cur.len())
        .map(|d| {
            let n = shape.get(d).copied().unwrap_or(1);
            cur[d] != target[d]
                && [split(&cur[d], mesh), split(&target[d], mesh)]
                    .iter()
                    .any(|&k| k > 1 && n % k != 0)
        })
        .collect();
    let any_padded = padded.iter().any(|&p| p);
    let mut unreduced: Vec<AxisRef> = from
        .unreduced
        .iter()
        .filter(|a| !to.unreduced.contains(a))
        .cloned()
        .collect();
    let keep_unreduced: Vec<AxisRef> = from
        .unreduced
        .iter()
        .filter(|a| to.unreduced.contains(a))
        .cloned()
        .collect();
    if !unreduced.is_empty() {
        // reduce_scatter over the unreduced axes (or parts of them) that the target appends,
        // in order, to some dimension; all_reduce over what is left.
        let mut scatter: Vec<Vec<AxisRef>> = vec![Vec::new(); cur.len()];
        let mut rest: Vec<AxisRef> = unreduced.clone();
        if !any_padded {
            for d in 0..cur.len() {
                if target[d].len() <= cur[d].len() || target[d][..cur[d].len()] != cur[d][..] {
                    continue;
                }
                for a in &target[d][cur[d].len()..] {
                    // `a` is a pending axis, or a part of one (the rest stays pending).
                    let Some(i) = rest.iter().position(|u| u.contains(a, mesh)) else {
                        break;
                    };
                    let u = rest.remove(i);
                    rest.extend(u.without(a, mesh));
                    scatter[d].push(a.clone());
                }
            }
        }
        if scatter.iter().any(|s| !s.is_empty()) {
            for (d, s) in scatter.iter().enumerate() {
                cur[d].extend(s.iter().cloned());
            }
            let still: Vec<AxisRef> = rest.iter().chain(&keep_unreduced).cloned().collect();
            steps.push(ReshardStep {
                kind: OpKind::ReduceScatter {
                    scatter_axes: scatter,
                    kind: reduce,
                },
                result: with_dims(to, &cur, &still),
            });
        }
        if !rest.is_empty() {
            steps.push(ReshardStep {
                kind: OpKind::AllReduce {
                    reduction_axes: rest,
                    kind: reduce,
                },
                result: with_dims(to, &cur, &keep_unreduced),
            });
        }
        unreduced.clear();
    }
    if cur == target {
        return steps;
    }
    // Same split counts everywhere: one permutation (each device fetches its new block from
    // a device that holds it), whichever axes split the dimensions.
    let same_counts = cur
        .iter()
        .zip(&target)
        .all(|(a, b)| split(a, mesh) == split(b, mesh));
    if same_counts {
        steps.push(ReshardStep {
            kind: OpKind::CollectivePermute,
            result: with_dims(to, &target, &keep_unreduced),
        });
        return steps;
    }
    // all_to_all: a dimension's removed minor axes are exactly what another gains next.
    loop {
        let mut moved = false;
        'search: for s in 0..cur.len() {
            if padded[s] {
                continue;
            }
            let cs = common_prefix(&cur[s], &target[s]);
            let removed = cur[s][cs..].to_vec();
            if removed.is_empty() {
                continue;
            }
            for t in 0..cur.len() {
                if t == s || padded[t] {
                    continue;
                }
                let ct = common_prefix(&cur[t], &target[t]);
                if ct != cur[t].len() {
                    continue;
                }
                let added = &target[t][ct..];
                if added.len() >= removed.len() && added[..removed.len()] == removed[..] {
                    cur[s].truncate(cs);
                    cur[t].extend(removed.iter().cloned());
                    steps.push(ReshardStep {
                        kind: OpKind::AllToAll {
                            source_dim: s as i64,
                            target_dim: t as i64,
                            axes: removed,
                        },
                        result: with_dims(to, &cur, &keep_unreduced),
                    });
                    moved = true;
                    break 'search;
                }
            }
        }
        if !moved {
            break;
        }
    }
    // Gather what must go, then slice what must come.
    let mut gathering: Vec<Vec<AxisRef>> = vec![Vec::new(); cur.len()];
    for d in 0..cur.len() {
        let c = if padded[d] {
            0
        } else {
            common_prefix(&cur[d], &target[d])
        };
        gathering[d] = cur[d][c..].to_vec();
        cur[d].truncate(c);
    }
    // An axis still used elsewhere in `cur` cannot be sliced onto another dimension: gather
    // it too (this happens when axes swap dimensions in ways all_to_all cannot express).
    if gathering.iter().any(|g| !g.is_empty()) {
        steps.push(ReshardStep {
            kind: OpKind::AllGather {
                gathering_axes: gathering,
            },
            result: with_dims(to, &cur, &keep_unreduced),
        });
    }
    let mut slicing: Vec<Vec<AxisRef>> = vec![Vec::new(); cur.len()];
    for d in 0..cur.len() {
        slicing[d] = target[d][cur[d].len()..].to_vec();
        cur[d].extend(slicing[d].iter().cloned());
    }
    if slicing.iter().any(|s| !s.is_empty()) {
        steps.push(ReshardStep {
            kind: OpKind::AllSlice {
                slicing_axes: slicing,
            },
            result: with_dims(to, &cur, &keep_unreduced),
        });
    }
    steps
}

#[cfg(test)]
mod tests {
    use super::*;
    use shardc_ir::DimSharding;

    fn mesh() -> Mesh {
        Mesh::new([("x", 2), ("y", 4)])
    }

    fn s(dims: &[&[&str]], unreduced: &[&str]) -> Sharding {
        let mut sh = Sharding::new(
            "m",
            dims.iter()
                .map(|d| DimSharding::closed(d.iter().copied()))
                .collect(),
        );
        sh.unreduced = unreduced.iter().map(|a| AxisRef::axis(*a)).collect();
        sh
    }

    fn names(steps: &[ReshardStep]) -> Vec<String> {
        steps
            .iter()
            .map(|st| format!("{} -> {}", st.kind.name(), st.result))
            .collect()
    }

    #[test]
    fn partial_sums_reduce_or_reduce_scatter() {
        let m = mesh();
        assert_eq!(
            names(&plan_reshard(
                &s(&[&["x"], &[]], &["y"]),
                &s(&[&["x"], &[]], &[]),
                &[8, 8],
                &m,
                ReduceKind::Add
            )),
            vec![r#"dist.all_reduce -> #dist.sharding<@m, [{"x"}, {}]>"#]
        );
        assert_eq!(
            names(&plan_reshard(
                &s(&[&["x"], &[]], &["y"]),
                &s(&[&["x"], &["y"]], &[]),
                &[8, 8],
                &m,
                ReduceKind::Add
            )),
            vec![r#"dist.reduce_scatter -> #dist.sharding<@m, [{"x"}, {"y"}]>"#]
        );
    }

    #[test]
    fn moves_use_all_to_all_gathers_and_slices() {
        let m = mesh();
        assert_eq!(
            names(&plan_reshard(
                &s(&[&["y"], &[]], &[]),
                &s(&[&[], &["y"]], &[]),
                &[8, 8],
                &m,
                ReduceKind::Add
            )),
            vec![r#"dist.all_to_all -> #dist.sharding<@m, [{}, {"y"}]>"#]
        );
        assert_eq!(
            names(&plan_reshard(
                &s(&[&["x", "y"], &[]], &[]),
                &s(&[&["x"], &[]], &[]),
                &[8, 8],
                &m,
                ReduceKind::Add
            )),
            vec![r#"dist.all_gather -> #dist.sharding<@m, [{"x"}, {}]>"#]
        );
        assert_eq!(
            names(&plan_reshard(
                &s(&[&[], &[]], &[]),
                &s(&[&["y"], &["x"]], &[]),
                &[8, 8],
                &m,
                ReduceKind::Add
            )),
            vec![r#"dist.all_slice -> #dist.sharding<@m, [{"y"}, {"x"}]>"#]
        );
        assert_eq!(
            names(&plan_reshard(
                &s(&[&["x"], &[]], &[]),
                &s(&[&["y"], &[]], &[]),
                &[8, 8],
                &m,
                ReduceKind::Add
            )),
            vec![
                r#"dist.all_gather -> #dist.sharding<@m, [{}, {}]>"#,
                r#"dist.all_slice -> #dist.sharding<@m, [{"y"}, {}]>"#
            ]
        );
        assert!(
            plan_reshard(
                &s(&[&["x"], &[]], &[]),
                &s(&[&["x"], &[]], &[]),
                &[8, 8],
                &m,
                ReduceKind::Add
            )
            .is_empty()
        );
    }

    #[test]
    fn equal_splits_permute() {
        let m = Mesh::new([("a", 2), ("b", 2)]);
        assert_eq!(
            names(&plan_reshard(
                &s(&[&["a"], &["b"]], &[]),
                &s(&[&["b"], &["a"]], &[]),
                &[8, 8],
                &m,
                ReduceKind::Add
            )),
            vec![r#"dist.collective_permute -> #dist.sharding<@m, [{"b"}, {"a"}]>"#]
        );
    }
}
