//! Bucketing as the search prices it: `comm-fusion` makes one tuple collective of
//! independent all-reduces (all-gathers, reduce-scatters) over the same axes, and the tuple
//! pays one latency for all its members. A search that priced every collective's latency
//! in full would find a plan of many small collectives that travel together (a step's
//! gradient reductions) dearer than it is.
//!
//! Which collectives may travel together depends on the plan, so the search prices a plan's
//! reshards by the buckets of the plan it last chose ([`LatencyShares::of_plan`], and
//! `Problem::share_latencies` in `extract`): a collective of a bucket of `k` members pays
//! `1 / k` of its latency. Buckets are keyed by the value's *height* — the longest chain of
//! ops from it to the end of the function — besides the collective's kind, axes and
//! element type. Two values of one height never depend on each other (a value computed
//! from another is lower), so the collectives of a bucket are independent, as a tuple's
//! members must be; the list schedule `comm-fusion` buckets by finds at least these buckets
//! when nothing else (the device's memory) stops it.

use rustc_hash::FxHashMap as HashMap;

use shardc_ir::{AxisRef, ElementType, Function, Value};

use crate::cost::CollectiveKind;

/// What makes collectives one bucket: the height of the value moved, the collective's
/// kind, its axes and the element type.
pub type BucketKey = (u32, CollectiveKind, Vec<AxisRef>, ElementType);

/// Per value its height, and per bucket of a plan its members: the latency share each
/// collective of the plan's reshards pays.
#[derive(Clone, Debug, Default)]
pub struct LatencyShares {
    /// Per value of the function, the longest chain of ops from it to the function's end.
    height: HashMap<Value, u32>,
    /// Members per bucket of the plan the shares were taken from (buckets of one are left
    /// out: they pay their latency whole).
    members: HashMap<BucketKey, u32>,
}

impl LatencyShares {
    /// Shares of no plan yet (every collective pays its whole latency), with the heights of
    /// `f`'s values.
    pub fn new(f: &Function) -> LatencyShares {
        LatencyShares {
            height: heights(f),
            members: HashMap::default(),
        }
    }

    /// Whether `self` and `other` price every collective alike (the same buckets).
    pub fn same_buckets(&self, other: &LatencyShares) -> bool {
        self.members == other.members
    }

    /// Whether every collective pays its whole latency.
    pub fn is_whole(&self) -> bool {
        self.members.is_empty()
    }

    /// The bucket of a collective of `kind` over `axes` moving `v` (of element type
    /// `element`), when its kind travels in tuples.
    pub fn key(
        &self,
        v: Value,
        kind: CollectiveKind,
        axes: &[AxisRef],
        element: ElementType,
    ) -> Option<BucketKey> {
        matches!(
            kind,
            CollectiveKind::AllReduce | CollectiveKind::AllGather | CollectiveKind::ReduceScatter
        )
        .then(|| {
            (
                self.height.get(&v).copied().unwrap_or(0),
                kind,
                axes.to_vec(),
                element,
            )
        })
    }

    /// The share of its latency a collective of `kind` over `axes` moving `v` pays.
    pub fn share(
        &self,
        v: Value,
        kind: CollectiveKind,
        axes: &[AxisRef],
        element: ElementType,
    ) -> f64 {
        if self.members.is_empty() {
            return 1.0;
        }
        match self
            .key(v, kind, axes, element)
            .and_then(|k| self.members.get(&k))
        {
            Some(&n) => 1.0 / n as f64,
            None => 1.0,
        }
    }

    /// The shares of a plan whose reshards' collectives are `collectives` (each bucket's
    /// key, as [`LatencyShares::key`] gives it; one entry per collective).
    pub fn of_plan(&self, collectives: impl IntoIterator<Item = BucketKey>) -> LatencyShares {
        let mut members: HashMap<BucketKey, u32> = HashMap::default();
        for k in collectives {
            *members.entry(k).or_default() += 1;
        }
        members.retain(|_, n| *n > 1);
        LatencyShares {
            height: self.height.clone(),
            members,
        }
    }

    /// The plan's buckets of more than one collective, and the collectives in them.
    pub fn buckets(&self) -> (usize, usize) {
        (
            self.members.len(),
            self.members.values().map(|&n| n as usize).sum(),
        )
    }
}

/// Per value of `f` (arguments and top-level results), the longest chain of ops from it to
/// the end of `f` (its return, an op of the body, included; 0 for a value nothing reads).
fn heights(f: &Function) -> HashMap<Value, u32> {
    let mut height: HashMap<Value, u32> = HashMap::default();
    for &op in f.body.iter().rev() {
        let data = &f.ops[op];
        let above = 1 + data
            .results
            .iter()
            .map(|r| *height.entry(*r).or_insert(0))
            .max()
            .unwrap_or(0);
        for &u in &data.operands {
            let h = height.entry(u).or_insert(0);
            *h = (*h).max(above);
        }
    }
    for &a in &f.args {
        height.entry(a).or_insert(0);
    }
    height
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> shardc_ir::Module {
        shardc_ir::parse_module(text, "t.mlir").expect("parses")
    }

    #[test]
    fn values_of_one_height_never_depend_on_each_other() {
        let m = parse(
            r#"
dist.mesh @m = <["x"=2]>
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = "hlo.negate"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "hlo.negate"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = "hlo.add"(%1, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %3 = "hlo.negate"(%b) : (tensor<4xf32>) -> tensor<4xf32>
  return %2, %3 : tensor<4xf32>, tensor<4xf32>
}
"#,
        );
        let f = &m.functions[0];
        let h = heights(f);
        // `a`, `b`, then `%0`..`%3`.
        let value = |name: &str| match name {
            "a" => f.args[0],
            "b" => f.args[1],
            _ => f.ops[f.body[name.parse::<usize>().unwrap()]].results[0],
        };
        let at = |name: &str| h[&value(name)];
        // The return is an op of the body: returned values are 1 high.
        assert_eq!((at("a"), at("0"), at("1"), at("2")), (4, 3, 2, 1));
        // `%b` feeds the last add and `%3`: its height is the longer chain.
        assert_eq!((at("b"), at("3")), (2, 1));
        // `%2` and `%3` are both returned and independent: one bucket.
        let shares = LatencyShares::new(f);
        let key = |v: &str| {
            shares
                .key(
                    value(v),
                    CollectiveKind::AllReduce,
                    &[AxisRef::axis("x".to_string())],
                    ElementType::F32,
                )
                .unwrap()
        };
        assert_eq!(key("2"), key("3"));
        assert_ne!(key("1"), key("2"));
        let planned = shares.of_plan([key("2"), key("3"), key("1")]);
        assert_eq!(planned.buckets(), (1, 2));
        let x = [AxisRef::axis("x".to_string())];
        let share = |v: &str, kind| planned.share(value(v), kind, &x, ElementType::F32);
        assert_eq!(share("2", CollectiveKind::AllReduce), 0.5);
        // A bucket of one, and kinds that never travel in tuples, pay their whole latency.
        assert_eq!(share("1", CollectiveKind::AllReduce), 1.0);
        assert_eq!(share("2", CollectiveKind::AllToAll), 1.0);
    }
}
