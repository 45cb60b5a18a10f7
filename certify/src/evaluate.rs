//! The relation rule `evaluated-identity`: a plan value and an input value computed by
//! different expressions over values already related are compared by evaluating both
//! expressions, with the reference interpreter, on random values of what they start from.
//!
//! The compiler rewrites some ops into others that compute the same values bit for bit: a
//! concatenation split along its joined dimension becomes edge paddings picked by `select`
//! on an `iota`, a roll (`x[p:]` then `x[:p]`) becomes an `hlo.rotate`. Such rewrites move
//! and select elements; two of them that differ pick a different element somewhere, and on
//! random inputs whose elements are distinct that shows with overwhelming probability. The
//! checker draws the inputs itself (seeded by the values compared, so a check is
//! reproducible), in two trials, and compares bit for bit; the expressions are bounded
//! ([`MAX_CONE_OPS`] ops, [`MAX_CONE_ELEMENTS`] elements), so the rule stays a local step.

use std::collections::{BTreeSet, HashMap};

use shardc_ir::TensorType;
use shardc_ir::interp::{Data, Tensor, eval_op};

use crate::flat::{Flat, ValueRef};
use crate::simulate::Rng;

/// The most ops either expression may have.
pub const MAX_CONE_OPS: usize = 64;
/// The most elements the values of both expressions may have together.
pub const MAX_CONE_ELEMENTS: i64 = 1 << 22;

/// The ops (flat indices, in program order) computing `root` from `leaf` values.
fn cone(
    flat: &Flat,
    root: ValueRef,
    is_leaf: &dyn Fn(ValueRef) -> bool,
    what: &str,
) -> Result<BTreeSet<usize>, String> {
    let mut ops = BTreeSet::new();
    let mut stack = vec![root];
    let mut seen = std::collections::HashSet::new();
    while let Some(v) = stack.pop() {
        if !seen.insert(v) || (v != root && is_leaf(v)) {
            continue;
        }
        let Some((index, op)) = flat.def(v) else {
            return Err(format!(
                "the {what} expression reaches {v}, which holds no value it is compared on"
            ));
        };
        if ops.insert(index) {
            if ops.len() > MAX_CONE_OPS {
                return Err(format!(
                    "the {what} expression has more than {MAX_CONE_OPS} ops"
                ));
            }
            stack.extend(op.operands.iter().copied());
        }
    }
    Ok(ops)
}

/// The values the expression of `root` is made from, down to the arguments (within
/// [`MAX_CONE_OPS`] ops; beyond, what was reached).
fn reachable(flat: &Flat, root: ValueRef) -> std::collections::HashSet<ValueRef> {
    let mut seen = std::collections::HashSet::new();
    let mut ops = 0;
    let mut stack = vec![root];
    while let Some(v) = stack.pop() {
        if !seen.insert(v) {
            continue;
        }
        if let Some((_, op)) = flat.def(v)
            && ops < MAX_CONE_OPS
        {
            ops += 1;
            stack.extend(op.operands.iter().copied());
        }
    }
    seen
}

fn random_tensor(ty: &TensorType, rng: &mut Rng) -> Tensor {
    let n = ty.num_elements() as usize;
    let e = ty.element;
    if e.is_float() {
        // Distinct-looking values exact in every float type (multiples of 1/64 below 64).
        let v = (0..n)
            .map(|_| (rng.below(8192) as f64 - 4096.0) / 64.0)
            .collect();
        Tensor::from_f64(ty.clone(), v)
    } else if e.is_bool() {
        Tensor::from_i64(ty.clone(), (0..n).map(|_| rng.below(2) as i64).collect())
    } else {
        Tensor::from_i64(
            ty.clone(),
            (0..n)
                .map(|_| rng.below(1 << 20) as i64 - (1 << 19))
                .collect(),
        )
    }
}

fn same_bits(a: &Tensor, b: &Tensor) -> bool {
    a.ty == b.ty
        && match (&a.data, &b.data) {
            (Data::Float(x), Data::Float(y)) => {
                x.iter().zip(y).all(|(p, q)| p.to_bits() == q.to_bits())
            }
            (Data::Int(x), Data::Int(y)) => x == y,
            _ => false,
        }
}

/// Evaluates `ops` of `flat` given the `leaves`' values; returns `root`'s.
fn evaluate(
    flat: &Flat,
    ops: &BTreeSet<usize>,
    leaves: &HashMap<ValueRef, Tensor>,
    root: ValueRef,
) -> Result<Tensor, String> {
    let mut values: HashMap<ValueRef, Tensor> = leaves.clone();
    for &index in ops {
        let op = &flat.ops[index];
        let operands: Vec<&Tensor> = op
            .operands
            .iter()
            .map(|o| values.get(o).ok_or_else(|| format!("{o} is not computed")))
            .collect::<Result<_, _>>()?;
        let results = if crate::layout::moves_data(&op.kind) {
            operands.iter().map(|t| (*t).clone()).collect()
        } else {
            eval_op(&op.kind, &operands, &op.result_types)
                .map_err(|e| format!("'{}' fails: {e}", op.kind.name()))?
        };
        for (r, t) in results.into_iter().enumerate() {
            values.insert(
                ValueRef::Result {
                    op: index,
                    result: r,
                },
                t,
            );
        }
    }
    if let Some(t) = values.get(&root) {
        return Ok(t.clone());
    }
    Err(format!("{root} is not computed"))
}

/// Checks that plan value `p` and input value `v` are equal as functions of the plan values
/// already related to input values (`held`: plan value → the input values it holds).
///
/// The plan expression starts from plan values holding input values the input expression
/// reaches (a plan value held for another input value is expanded further); when that
/// fails, from every plan value already related. Both are sound: a start's random value
/// stands for the input values it holds.
pub fn check_evaluated_identity(
    plan: &Flat,
    input: &Flat,
    held: &HashMap<ValueRef, Vec<ValueRef>>,
    p: ValueRef,
    v: ValueRef,
) -> Result<(), String> {
    let reach = reachable(input, v);
    let compare = |reach, expand| compare_expressions(plan, input, held, (p, v), reach, expand);
    compare(Some(&reach), Expand::Nothing)
        .or_else(|_| compare(None, Expand::Nothing))
        // Then with leaves computed from other leaves expanded (their draws are not
        // independent); a failure says why the plain comparison failed.
        .or_else(|e| {
            [Expand::FromOtherStarts, Expand::FromRelatedValues]
                .into_iter()
                .find_map(|expand| {
                    compare(Some(&reach), expand)
                        .or_else(|_| compare(None, expand))
                        .ok()
                })
                .ok_or(e)
        })
}

/// Which starting plan values [`compare_expressions`] expands into what computes them.
#[derive(Clone, Copy, PartialEq)]
enum Expand {
    /// None: every start is drawn on its own.
    Nothing,
    /// Those computed from other starts (`not a` beside `a`).
    FromOtherStarts,
    /// Those computed from any related plan value, a start or not (`not a` beside `a'`,
    /// both computed from a related `b`: drawn on their own, `a` and `not a` would be
    /// unrelated; expanded, both start from `b`).
    FromRelatedValues,
}

/// Compares the expressions of `p` and `v`, the plan's starting from the related plan values
/// (those holding a value in `reach`, when given), starts expanded as `expand` says.
fn compare_expressions(
    plan: &Flat,
    input: &Flat,
    held: &HashMap<ValueRef, Vec<ValueRef>>,
    (p, v): (ValueRef, ValueRef),
    reach: Option<&std::collections::HashSet<ValueRef>>,
    expand: Expand,
) -> Result<(), String> {
    let in_reach = |u: &ValueRef| reach.is_none_or(|r| r.contains(u));
    // Related plan values that are computed from other leaves are not independent of them
    // (`not a` beside `a`): drawn independently they can differ where the expressions agree,
    // so `expand` may expand them instead.
    let mut expanded: std::collections::HashSet<ValueRef> = std::collections::HashSet::new();
    let (plan_ops, plan_leaves) = loop {
        let plan_leaf = |q: ValueRef| {
            !expanded.contains(&q) && held.get(&q).is_some_and(|us| us.iter().any(in_reach))
        };
        // A plan argument compared with an input expression is a leaf itself.
        let root_is_leaf = plan.def(p).is_none() && plan_leaf(p);
        let plan_ops = if root_is_leaf {
            BTreeSet::new()
        } else {
            cone(plan, p, &plan_leaf, "plan")?
        };
        let mut plan_leaves: Vec<ValueRef> = if root_is_leaf { vec![p] } else { Vec::new() };
        for &index in &plan_ops {
            for &o in &plan.ops[index].operands {
                if plan_leaf(o) && !plan_leaves.contains(&o) {
                    plan_leaves.push(o);
                }
            }
        }
        let dependent = plan_leaves.iter().copied().find(|&q| {
            plan.def(q).is_some()
                && cone(plan, q, &plan_leaf, "plan").is_ok_and(|ops| {
                    ops.iter().any(|&i| {
                        plan.ops[i].operands.iter().any(|&o| {
                            o != q
                                && match expand {
                                    Expand::Nothing => false,
                                    Expand::FromOtherStarts => plan_leaves.contains(&o),
                                    Expand::FromRelatedValues => plan_leaf(o),
                                }
                        })
                    })
                })
        });
        match dependent {
            Some(q) => {
                expanded.insert(q);
            }
            None => break (plan_ops, plan_leaves),
        }
    };
    // The input values each plan leaf holds.
    let mut leaf_of_input: HashMap<ValueRef, ValueRef> = HashMap::new();
    for &q in &plan_leaves {
        for &u in held[&q].iter().filter(|u| in_reach(u)) {
            leaf_of_input.entry(u).or_insert(q);
        }
    }
    // A plan leaf may hold `v` itself (a value related since, read by a collective that
    // moves it): the input expression is then `v`, drawn as that leaf.
    let input_is_leaf = leaf_of_input.contains_key(&v);
    let input_ops = if input_is_leaf {
        BTreeSet::new()
    } else {
        cone(input, v, &|u| leaf_of_input.contains_key(&u), "input")?
    };
    let elements: i64 = plan_ops
        .iter()
        .map(|&i| &plan.ops[i])
        .chain(input_ops.iter().map(|&i| &input.ops[i]))
        .flat_map(|op| op.result_types.iter())
        .map(|t| t.num_elements())
        .sum();
    if elements > MAX_CONE_ELEMENTS {
        return Err(format!(
            "the expressions hold {elements} elements, more than the {MAX_CONE_ELEMENTS} evaluated"
        ));
    }
    let seed = {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        (p, v).hash(&mut h);
        h.finish()
    };
    for trial in 0..2u64 {
        let mut rng = Rng::new(seed ^ trial.wrapping_mul(0x9E37_79B9));
        // Leaves holding the same input value (an argument and its slice, say) are the
        // same value: they share their random draw.
        let mut drawn: HashMap<ValueRef, Tensor> = HashMap::new();
        let mut plan_values = HashMap::new();
        for &q in &plan_leaves {
            let ty = plan.ty(q).ok_or("leaf type")?;
            let t = held[&q]
                .iter()
                .find_map(|u| drawn.get(u).cloned())
                .unwrap_or_else(|| random_tensor(ty, &mut rng));
            for &u in &held[&q] {
                drawn.entry(u).or_insert_with(|| t.clone());
            }
            plan_values.insert(q, t);
        }
        let mut input_values = HashMap::new();
        if input_is_leaf {
            input_values.insert(v, plan_values[&leaf_of_input[&v]].clone());
        }
        for &index in &input_ops {
            for &u in &input.ops[index].operands {
                if let Some(q) = leaf_of_input.get(&u) {
                    input_values.insert(u, plan_values[q].clone());
                }
            }
        }
        let a = evaluate(plan, &plan_ops, &plan_values, p)?;
        let b = evaluate(input, &input_ops, &input_values, v)?;
        if !same_bits(&a, &b) {
            let at = (0..a.len().min(b.len()))
                .find(|&i| a.get_f64(i).to_bits() != b.get_f64(i).to_bits())
                .unwrap_or(0);
            return Err(format!(
                "the expressions differ on random values (trial {trial}): element {at} of plan {p} is {} where input {v} has {}",
                a.get_f64(at),
                b.get_f64(at)
            ));
        }
    }
    Ok(())
}
