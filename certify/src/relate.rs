//! Relation rules: why a plan value holds the value the input program computes.
//!
//! The relation is between *global* values: a plan value laid out over the mesh (split,
//! partial) stands for one whole tensor, whatever its layout; the layout rules make sure the
//! devices' pieces really assemble into it. Each relation rule is an exact equation of the
//! reference semantics: bitwise, not up to rounding (the rewrites `canonicalize` makes are
//! exact, and this checker accepts no other).

use std::collections::HashMap;

use shardc_ir::interp::{Tensor, eval_op};
use shardc_ir::op::{BinaryOp, UnaryOp};
use shardc_ir::{OpKind, TensorType};

use crate::flat::{Flat, FlatOp, ValueRef};

/// The relation rules, with what each says.
pub const RELATION_RULES: &[(&str, &str)] = &[
    (
        "same-op",
        "the same op, with the same attributes and result types, on related operands",
    ),
    (
        "loop",
        "a loop's result holds the input loop's when their operands are related and their conditions and bodies are certified to compute the input's (induction over the iterations)",
    ),
    (
        "manual",
        "a manual computation's result holds the input's when their operands are related, their manual axes and in and out shardings are the same, and the plan's body is certified (in the local view) to compute the input's",
    ),
    (
        "tuple-member",
        "member k of a tuple all_reduce, all_gather or reduce_scatter holds the single collective of the same kind, axes and combiner on what its operand k holds",
    ),
    (
        "through-collective",
        "a collective or constraint's result holds what its operand holds (they move data, not values)",
    ),
    (
        "input-through-collective",
        "an input collective or constraint's result is its operand's value (the input is a global-view program)",
    ),
    (
        "fold-constant",
        "a plan constant equals, bit for bit, the input value computed from constants only (evaluated by the reference interpreter)",
    ),
    (
        "identity/add-zero",
        "x + (-0.0) = x; for integers x + 0 = x",
    ),
    ("identity/subtract-zero", "x - (+0.0) = x"),
    ("identity/multiply-one", "x * 1 = x"),
    ("identity/multiply-zero-int", "for integers x * 0 = 0"),
    ("identity/divide-one", "x / 1 = x"),
    (
        "identity/idempotent",
        "max(x, x) = min(x, x) = and(x, x) = or(x, x) = x",
    ),
    (
        "identity/involution",
        "negate(negate x) = x; not(not x) = x",
    ),
    ("identity/select-same", "select(c, x, x) = x"),
    (
        "identity/select-constant",
        "select on a constant predicate is the chosen operand",
    ),
    (
        "identity/no-op",
        "a convert, bitcast, reshape, broadcast, transpose, slice, pad, concatenation or rotation that leaves its operand as it is",
    ),
    (
        "compose/transpose",
        "transpose(transpose(x, p), q) = transpose(x, p∘q)",
    ),
    ("compose/reshape", "reshape(reshape(x)) = reshape(x)"),
    (
        "identity/chain",
        "a chain of reshapes back to the type it starts from, or of transposes composing to the identity, is its start",
    ),
    (
        "evaluated-identity",
        "two expressions over related values (a concatenation rewritten as selects of paddings, a roll as a rotate) agree bit for bit on random values the checker draws",
    ),
];

/// The relation rules that hold in the local view, on each device's values (a manual
/// computation's body): relating a value there means it is equal *on every device*, so any
/// op — a collective too — on related operands gives related results, but a collective's
/// result is not its operand (`through-collective` and `input-through-collective` are the
/// global view's), and evaluation draws one value where each device holds its own.
pub const LOCAL_RELATION_RULES: &[&str] = &[
    "same-op",
    "loop",
    "tuple-member",
    "fold-constant",
    "identity/add-zero",
    "identity/subtract-zero",
    "identity/multiply-one",
    "identity/multiply-zero-int",
    "identity/divide-one",
    "identity/idempotent",
    "identity/involution",
    "identity/select-same",
    "identity/select-constant",
    "identity/no-op",
    "compose/transpose",
    "compose/reshape",
    "identity/chain",
];

/// What a plan function's accepted certificate says it computes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Certified {
    /// The input function it computes.
    pub input: String,
    /// Certified in the local view, on each device's values (a manual computation's body,
    /// or a function a loop inside one calls); else in the global view.
    pub local: bool,
}

/// A value computed from constants only.
#[derive(Clone, Debug)]
pub enum Closed {
    /// Every element is the scalar's value.
    Splat(Tensor, TensorType),
    /// Every element, row-major.
    Full(Tensor),
}

impl Closed {
    /// Its type.
    pub fn ty(&self) -> &TensorType {
        match self {
            Closed::Splat(_, t) => t,
            Closed::Full(t) => &t.ty,
        }
    }

    /// The single value of a splat (or one-element) value.
    pub fn splat_value(&self) -> Option<f64> {
        match self {
            Closed::Splat(s, _) => Some(s.get_f64(0)),
            Closed::Full(t) if t.len() == 1 => Some(t.get_f64(0)),
            Closed::Full(t) => {
                let first = t.get_f64(0);
                (1..t.len())
                    .all(|i| t.get_f64(i).to_bits() == first.to_bits())
                    .then_some(first)
            }
        }
    }

    fn full(&self) -> Result<Tensor, String> {
        match self {
            Closed::Full(t) => Ok(t.clone()),
            Closed::Splat(s, ty) => {
                if ty.num_elements() > MAX_FOLD_ELEMENTS {
                    return Err(format!("{ty} is too large to evaluate"));
                }
                Ok(Tensor::filled(ty.clone(), s.get_f64(0)))
            }
        }
    }

    /// Bitwise equality (a NaN equals only a NaN of the same sign and payload: programs can
    /// tell them apart through `bitcast_convert` or a total-order sort), splats compared
    /// without expanding.
    pub fn same(&self, other: &Closed) -> bool {
        if self.ty() != other.ty() {
            return false;
        }
        let eq = |a: f64, b: f64| a.to_bits() == b.to_bits();
        match (self, other) {
            (Closed::Splat(..), _) | (_, Closed::Splat(..)) => {
                match (self.splat_value(), other.splat_value()) {
                    (Some(a), Some(b)) => eq(a, b),
                    _ => false,
                }
            }
            (Closed::Full(a), Closed::Full(b)) => {
                (0..a.len()).all(|i| eq(a.get_f64(i), b.get_f64(i)))
            }
        }
    }
}

/// The largest value (elements) evaluated in full to check a fold. `canonicalize` folds
/// non-splat values of at most 4096 elements (its `fold-limit`), so every fold it makes is
/// within reach; larger constant-only values are related op by op instead.
pub const MAX_FOLD_ELEMENTS: i64 = 1 << 16;

/// Evaluates the values of a program computed from constants only, remembering them.
#[derive(Default)]
pub struct ClosedValues {
    memo: HashMap<ValueRef, Option<Closed>>,
}

impl ClosedValues {
    /// The value of `v` when it is computed from constants only (not random draws), and small
    /// enough or splat.
    pub fn get(&mut self, flat: &Flat, v: ValueRef) -> Option<Closed> {
        if let Some(c) = self.memo.get(&v) {
            return c.clone();
        }
        // Iterative post-order: evaluate operands first.
        let mut stack = vec![(v, false)];
        while let Some((x, expanded)) = stack.pop() {
            if self.memo.contains_key(&x) {
                continue;
            }
            let Some((_, op)) = flat.def(x) else {
                self.memo.insert(x, None);
                continue;
            };
            if !expanded {
                stack.push((x, true));
                for &o in &op.operands {
                    if !self.memo.contains_key(&o) {
                        stack.push((o, false));
                    }
                }
                continue;
            }
            let result = self.evaluate(flat, x);
            self.memo.insert(x, result);
        }
        self.memo.get(&v).cloned().flatten()
    }

    fn evaluate(&mut self, flat: &Flat, x: ValueRef) -> Option<Closed> {
        let (_, op) = flat.def(x)?;
        let ValueRef::Result { result, .. } = x else {
            return None;
        };
        let foldable = !op.kind.is_collective()
            && !matches!(
                op.kind,
                OpKind::Rng { .. }
                    | OpKind::RngBits { .. }
                    | OpKind::Constraint
                    | OpKind::AxisIndex { .. }
                    | OpKind::Call { .. }
                    | OpKind::While { .. }
                    | OpKind::ManualComputation { .. }
                    | OpKind::Return
            );
        if !foldable {
            return None;
        }
        let ty = op.result_types.get(result)?.clone();
        if let OpKind::Constant(e) = &op.kind {
            if e.splat {
                // One scalar, never expanded (a splat may have billions of elements).
                let scalar = Tensor::from_elements(&shardc_ir::DenseElements {
                    ty: TensorType::scalar(e.ty.element),
                    values: e.values.clone(),
                    splat: false,
                });
                return Some(Closed::Splat(scalar, ty));
            }
            return Some(Closed::Full(Tensor::from_elements(e)));
        }
        let operands: Vec<Closed> = op
            .operands
            .iter()
            .map(|o| self.memo.get(o).cloned().flatten())
            .collect::<Option<_>>()?;
        let all_splat = operands.iter().all(|c| c.splat_value().is_some());
        let shape_only = matches!(
            op.kind,
            OpKind::BroadcastInDim { .. }
                | OpKind::Reshape
                | OpKind::Transpose { .. }
                | OpKind::Reverse { .. }
        );
        if all_splat && !operands.is_empty() && (op.kind.is_elementwise() || shape_only) {
            let scalars: Vec<Tensor> = operands
                .iter()
                .map(|c| {
                    let s = c.splat_value().unwrap_or(0.0);
                    Tensor::filled(TensorType::scalar(c.ty().element), s)
                })
                .collect();
            let value = if shape_only {
                scalars[0].clone()
            } else {
                let refs: Vec<&Tensor> = scalars.iter().collect();
                eval_op(&op.kind, &refs, &[TensorType::scalar(ty.element)])
                    .ok()?
                    .remove(0)
            };
            return Some(Closed::Splat(value, ty));
        }
        if op
            .result_types
            .iter()
            .any(|t| t.num_elements() > MAX_FOLD_ELEMENTS)
        {
            return None;
        }
        let full: Vec<Tensor> = operands
            .iter()
            .map(Closed::full)
            .collect::<Result<_, _>>()
            .ok()?;
        let refs: Vec<&Tensor> = full.iter().collect();
        let mut results = eval_op(&op.kind, &refs, &op.result_types).ok()?;
        (result < results.len()).then(|| Closed::Full(results.swap_remove(result)))
    }
}

/// What a relation check needs: both programs, the relation so far, and constant values.
pub struct Context<'a> {
    /// The plan.
    pub plan: &'a Flat,
    /// The input program.
    pub input: &'a Flat,
    /// Whether `(plan, input)` is already related.
    pub related: &'a dyn Fn(ValueRef, ValueRef) -> bool,
    /// The relation so far: each plan value, the input values it holds.
    pub held: &'a HashMap<ValueRef, Vec<ValueRef>>,
    /// Constant values of the input.
    pub input_closed: &'a mut ClosedValues,
    /// Constant values of the plan.
    pub plan_closed: &'a mut ClosedValues,
    /// What a plan function a loop or manual computation calls is certified to compute
    /// (its own certificate accepted), if anything.
    pub certified: &'a dyn Fn(&str) -> Option<Certified>,
    /// Relating each device's values (a manual computation's body, or a function a loop
    /// inside one calls) rather than global values.
    pub local: bool,
}

/// Whether each operand of plan op `pop` holds the input op `iop`'s in the same position.
fn operands_related(
    pop: &FlatOp,
    iop: &FlatOp,
    related: &dyn Fn(ValueRef, ValueRef) -> bool,
) -> Result<(), String> {
    for (k, (&a, &b)) in pop.operands.iter().zip(&iop.operands).enumerate() {
        if !related(a, b) {
            return Err(format!(
                "operand {k}: plan {a} is not known to hold input {b}"
            ));
        }
    }
    Ok(())
}

fn result_index(v: ValueRef) -> usize {
    match v {
        ValueRef::Arg(_) => 0,
        ValueRef::Result { result, .. } => result,
    }
}

/// The operand whose value `x` (made by `def`) holds when `def` only moves data: the
/// operand paired with `x`'s result.
fn moved_operand(def: Option<&FlatOp>, x: ValueRef, side: &str) -> Result<ValueRef, String> {
    let op = def.ok_or_else(|| format!("{side} {x} is an argument"))?;
    if !crate::layout::moves_data(&op.kind) {
        return Err(format!(
            "{side} {x} is made by '{}', not a collective",
            op.kind.name()
        ));
    }
    op.operands
        .get(result_index(x))
        .copied()
        .ok_or_else(|| "the collective has no such operand".to_string())
}

/// The value `v` holds once the ops that only move data are looked through, when
/// `through_moves` (the global view, where a collective's or constraint's result is its
/// operand's value); `v` itself otherwise.
pub fn through_moves(flat: &Flat, mut v: ValueRef, through_moves: bool) -> ValueRef {
    if !through_moves {
        return v;
    }
    while let Some((_, op)) = flat.def(v) {
        if !crate::layout::moves_data(&op.kind) {
            break;
        }
        match op.operands.get(result_index(v)) {
            Some(&operand) => v = operand,
            None => break,
        }
    }
    v
}

/// The value a chain of two or more reshapes (or of transposes) ending at `v` starts from,
/// when the chain composes to the identity: the start has `v`'s type (reshapes), or the
/// composed permutation is the identity (transposes). With `global`, the chain may pass
/// through collectives and constraints (see [`through_moves`]).
pub fn identity_chain_source(flat: &Flat, v: ValueRef, global: bool) -> Option<ValueRef> {
    let (_, op) = flat.def(v)?;
    let transpose = matches!(op.kind, OpKind::Transpose { .. });
    if !transpose && op.kind != OpKind::Reshape {
        return None;
    }
    let ty = flat.ty(v)?;
    let mut composed: Vec<i64> = match &op.kind {
        OpKind::Transpose { permutation } => permutation.clone(),
        _ => Vec::new(),
    };
    let mut source = through_moves(flat, *op.operands.first()?, global);
    let mut depth = 1;
    loop {
        let identity = if transpose {
            composed.iter().enumerate().all(|(i, &q)| q == i as i64)
        } else {
            flat.ty(source) == Some(ty)
        };
        if depth >= 2 && identity {
            return Some(source);
        }
        let (_, inner) = flat.def(source)?;
        match &inner.kind {
            OpKind::Transpose { permutation: first } if transpose => {
                composed = composed.iter().map(|&q| first[q as usize]).collect();
            }
            OpKind::Reshape if !transpose => {}
            _ => return None,
        }
        source = through_moves(flat, inner.operands[0], global);
        depth += 1;
    }
}

/// Whether two ops are the same op with the same attributes; constants compare bit for bit
/// (the attributes' `==` compares floats as numbers: `-0.0 == 0.0`, and a NaN differs from
/// itself).
fn same_kind(a: &OpKind, b: &OpKind) -> bool {
    match (a, b) {
        (OpKind::Constant(x), OpKind::Constant(y)) => {
            x.ty == y.ty
                && x.splat == y.splat
                && match (&x.values, &y.values) {
                    (shardc_ir::ElementValues::Float(u), shardc_ir::ElementValues::Float(w)) => {
                        u.len() == w.len()
                            && u.iter().zip(w).all(|(p, q)| p.to_bits() == q.to_bits())
                    }
                    (shardc_ir::ElementValues::Int(u), shardc_ir::ElementValues::Int(w)) => u == w,
                    _ => false,
                }
        }
        _ => a == b,
    }
}

/// That plan function `plan_fn` is certified, in the local view (each device's values) or
/// the global one as `local` says, to compute input function `input_fn`.
fn certified_to_compute(
    cx: &Context,
    plan_fn: &str,
    input_fn: &str,
    local: bool,
) -> Result<(), String> {
    let view = |local: bool| {
        if local {
            "the local view"
        } else {
            "the global view"
        }
    };
    match (cx.certified)(plan_fn) {
        Some(c) if c.input == input_fn && c.local == local => Ok(()),
        Some(c) if c.input == input_fn => Err(format!(
            "plan @{plan_fn} is certified in {}, and is needed in {}",
            view(c.local),
            view(local)
        )),
        Some(c) => Err(format!(
            "plan @{plan_fn} is certified to compute input @{}, not @{input_fn}",
            c.input
        )),
        None => Err(format!(
            "plan @{plan_fn} has no certificate of its own (the functions' certificates come first)"
        )),
    }
}

/// Checks that plan value `p` holds input value `v` by relation rule `rule`.
pub fn check_relation(
    rule: &str,
    p: ValueRef,
    v: ValueRef,
    cx: &mut Context,
) -> Result<(), String> {
    let plan_ty = cx
        .plan
        .ty(p)
        .ok_or_else(|| format!("the plan has no value {p}"))?;
    let input_ty = cx
        .input
        .ty(v)
        .ok_or_else(|| format!("the input has no value {v}"))?;
    if plan_ty != input_ty {
        return Err(format!(
            "plan {p} is a {plan_ty} and input {v} a {input_ty}"
        ));
    }
    let related = cx.related;
    let in_def = cx.input.def(v).map(|(_, o)| o);
    let plan_def = cx.plan.def(p).map(|(_, o)| o);
    // The input op's operands, when `v` is made by an op of this kind.
    let operands_of = |want: fn(&OpKind) -> bool| -> Result<&Vec<ValueRef>, String> {
        match in_def {
            Some(op) if want(&op.kind) => Ok(&op.operands),
            Some(op) => Err(format!("input {v} is made by '{}'", op.kind.name())),
            None => Err(format!("input {v} is an argument")),
        }
    };
    match rule {
        "same-op" => {
            let (Some(pop), Some(iop)) = (plan_def, in_def) else {
                return Err("'same-op' relates op results".into());
            };
            if result_index(p) != result_index(v) {
                return Err(format!("plan {p} and input {v} are different results"));
            }
            if let Some(callee) = pop.kind.callees().first() {
                // Equal names say nothing of what the functions compute.
                return Err(format!(
                    "'{}' calls @{callee}: it relates by 'loop', its functions certified, not by name",
                    pop.kind.name()
                ));
            }
            if !same_kind(&pop.kind, &iop.kind) {
                return Err(format!(
                    "plan {p} is made by '{}' and input {v} by '{}' (or their attributes differ)",
                    pop.kind.name(),
                    iop.kind.name()
                ));
            }
            if pop.result_types != iop.result_types || pop.operands.len() != iop.operands.len() {
                return Err("the ops' signatures differ".into());
            }
            operands_related(pop, iop, related)
        }
        "loop" => {
            let (Some(pop), Some(iop)) = (plan_def, in_def) else {
                return Err("'loop' relates loop results".into());
            };
            let (OpKind::While { cond: pc, body: pb }, OpKind::While { cond: ic, body: ib }) =
                (&pop.kind, &iop.kind)
            else {
                return Err(format!(
                    "plan {p} is made by '{}' and input {v} by '{}': 'loop' relates loops",
                    pop.kind.name(),
                    iop.kind.name()
                ));
            };
            if result_index(p) != result_index(v) {
                return Err(format!("plan {p} and input {v} are different results"));
            }
            for (plan_fn, input_fn) in [(pc, ic), (pb, ib)] {
                certified_to_compute(cx, plan_fn, input_fn, cx.local)?;
            }
            if pop.result_types != iop.result_types || pop.operands.len() != iop.operands.len() {
                return Err("the loops carry different values".into());
            }
            operands_related(pop, iop, related)
        }
        "manual" => {
            let (Some(pop), Some(iop)) = (plan_def, in_def) else {
                return Err("'manual' relates manual computations' results".into());
            };
            let (
                OpKind::ManualComputation {
                    body: pb,
                    manual_axes: pa,
                    in_shardings: pi,
                    out_shardings: po,
                },
                OpKind::ManualComputation {
                    body: ib,
                    manual_axes: ia,
                    in_shardings: ii,
                    out_shardings: io,
                },
            ) = (&pop.kind, &iop.kind)
            else {
                return Err(format!(
                    "plan {p} is made by '{}' and input {v} by '{}': 'manual' relates manual computations",
                    pop.kind.name(),
                    iop.kind.name()
                ));
            };
            if result_index(p) != result_index(v) {
                return Err(format!("plan {p} and input {v} are different results"));
            }
            if pa != ia || pi != ii || po != io {
                return Err(
                    "the manual computations differ in their manual axes or their in or out shardings"
                        .into(),
                );
            }
            certified_to_compute(cx, pb, ib, true)?;
            if pop.result_types != iop.result_types || pop.operands.len() != iop.operands.len() {
                return Err("the ops' signatures differ".into());
            }
            operands_related(pop, iop, related)
        }
        "tuple-member" => {
            let (Some(pop), Some(iop)) = (plan_def, in_def) else {
                return Err("'tuple-member' relates collectives' results".into());
            };
            let tuples = |k: &OpKind| {
                matches!(
                    k,
                    OpKind::AllReduce { .. }
                        | OpKind::AllGather { .. }
                        | OpKind::ReduceScatter { .. }
                )
            };
            if !tuples(&pop.kind) || !tuples(&iop.kind) {
                return Err(format!(
                    "plan {p} is made by '{}' and input {v} by '{}': 'tuple-member' relates all_reduces, all_gathers and reduce_scatters",
                    pop.kind.name(),
                    iop.kind.name()
                ));
            }
            if pop.kind != iop.kind {
                return Err("the collectives differ in kind, axes or combiner".into());
            }
            let k = result_index(p);
            if iop.operands.len() != 1 || result_index(v) != 0 {
                return Err(format!("input {v} is not a single collective's result"));
            }
            let x = *pop
                .operands
                .get(k)
                .ok_or_else(|| format!("plan {p}'s collective has no operand {k}"))?;
            if related(x, iop.operands[0]) {
                Ok(())
            } else {
                Err(format!(
                    "member {k}'s operand {x} is not known to hold input {}",
                    iop.operands[0]
                ))
            }
        }
        "through-collective" => {
            let x = moved_operand(plan_def, p, "plan")?;
            if related(x, v) {
                Ok(())
            } else {
                Err(format!("its operand {x} is not known to hold input {v}"))
            }
        }
        "input-through-collective" => {
            let x = moved_operand(in_def, v, "input")?;
            if related(p, x) {
                Ok(())
            } else {
                Err(format!("plan {p} is not known to hold input {x}"))
            }
        }
        "fold-constant" => {
            let Some(OpKind::Constant(_)) = plan_def.map(|o| &o.kind) else {
                return Err(format!("plan {p} is not a constant"));
            };
            let want = cx
                .plan_closed
                .get(cx.plan, p)
                .ok_or("the plan constant cannot be evaluated")?;
            let got = cx.input_closed.get(cx.input, v).ok_or_else(|| {
                format!(
                    "input {v} is not computed from constants only (or is too large to evaluate)"
                )
            })?;
            if want.same(&got) {
                Ok(())
            } else {
                Err(format!(
                    "input {v} evaluates to another value than plan {p}"
                ))
            }
        }
        "identity/add-zero"
        | "identity/subtract-zero"
        | "identity/multiply-one"
        | "identity/divide-one"
        | "identity/multiply-zero-int" => {
            let Some(OpKind::Binary(b)) = in_def.map(|o| &o.kind) else {
                return Err(format!("input {v} is not a binary op"));
            };
            let ops = &in_def.map(|o| o.operands.clone()).unwrap_or_default();
            let int = input_ty.element.is_integer();
            let (want_op, sides): (BinaryOp, &[usize]) = match rule {
                "identity/add-zero" => (BinaryOp::Add, &[0, 1]),
                "identity/subtract-zero" => (BinaryOp::Subtract, &[0]),
                "identity/multiply-one" | "identity/multiply-zero-int" => {
                    (BinaryOp::Multiply, &[0, 1])
                }
                _ => (BinaryOp::Divide, &[0]),
            };
            if *b != want_op {
                return Err(format!(
                    "input {v} is a '{}'",
                    in_def.map(|o| o.kind.name()).unwrap_or_default()
                ));
            }
            if rule == "identity/multiply-zero-int" && !int {
                return Err("x * 0 is not 0 for floats (NaN, infinities, -0)".into());
            }
            for &keep in sides {
                let other = ops[1 - keep];
                let Some(c) = cx
                    .input_closed
                    .get(cx.input, other)
                    .and_then(|c| c.splat_value())
                else {
                    continue;
                };
                let ok = match rule {
                    "identity/add-zero" => c == 0.0 && (int || c.is_sign_negative()),
                    "identity/subtract-zero" => c == 0.0 && (int || c.is_sign_positive()),
                    "identity/multiply-one" | "identity/divide-one" => c == 1.0,
                    _ => c == 0.0,
                };
                // x * 0 = 0: the result is the zero operand, not x.
                let through = if rule == "identity/multiply-zero-int" {
                    other
                } else {
                    ops[keep]
                };
                if ok && related(p, through) {
                    return Ok(());
                }
            }
            Err(format!(
                "input {v} does not have the form the rule needs with an operand plan {p} holds"
            ))
        }
        "identity/idempotent" => {
            let ops = operands_of(|k| {
                matches!(
                    k,
                    OpKind::Binary(
                        BinaryOp::Maximum | BinaryOp::Minimum | BinaryOp::And | BinaryOp::Or
                    )
                )
            })?;
            if related(p, ops[0]) && related(p, ops[1]) {
                Ok(())
            } else {
                Err(format!(
                    "plan {p} is not known to hold both operands of input {v}"
                ))
            }
        }
        "identity/involution" => {
            let (ops, kind) = match in_def {
                Some(o) => (&o.operands, &o.kind),
                None => return Err(format!("input {v} is an argument")),
            };
            let OpKind::Unary(u @ (UnaryOp::Negate | UnaryOp::Not)) = kind else {
                return Err(format!("input {v} is not a negate or not"));
            };
            // In the global view, through the input's collectives and constraints.
            let operand = through_moves(cx.input, ops[0], !cx.local);
            let Some((_, inner)) = cx.input.def(operand) else {
                return Err("its operand is an argument".into());
            };
            if inner.kind != OpKind::Unary(*u) {
                return Err("its operand is not made by the same op".into());
            }
            if related(p, inner.operands[0]) {
                Ok(())
            } else {
                Err(format!(
                    "plan {p} is not known to hold {}",
                    inner.operands[0]
                ))
            }
        }
        "identity/select-same" => {
            let ops = operands_of(|k| *k == OpKind::Select)?;
            if related(p, ops[1]) && related(p, ops[2]) {
                Ok(())
            } else {
                Err(format!(
                    "plan {p} is not known to hold both choices of input {v}"
                ))
            }
        }
        "identity/select-constant" => {
            let ops = operands_of(|k| *k == OpKind::Select)?.clone();
            let pred = cx
                .input_closed
                .get(cx.input, ops[0])
                .and_then(|c| c.splat_value())
                .ok_or("the predicate is not a splat constant")?;
            let chosen = if pred != 0.0 { ops[1] } else { ops[2] };
            if related(p, chosen) {
                Ok(())
            } else {
                Err(format!("plan {p} is not known to hold the chosen {chosen}"))
            }
        }
        "identity/no-op" => {
            let op = in_def.ok_or_else(|| format!("input {v} is an argument"))?;
            let x = *op.operands.first().ok_or("no operand")?;
            let x_ty = cx.input.ty(x).ok_or("no operand type")?;
            if x_ty != input_ty {
                return Err("the op changes the type".into());
            }
            let no_op = match &op.kind {
                OpKind::Convert | OpKind::BitcastConvert | OpKind::Reshape => true,
                OpKind::BroadcastInDim { dims } => {
                    dims.iter().enumerate().all(|(i, &d)| d == i as i64)
                }
                OpKind::Transpose { permutation } => {
                    permutation.iter().enumerate().all(|(i, &d)| d == i as i64)
                }
                OpKind::Slice { start, strides, .. } => {
                    start.iter().all(|&s| s == 0) && strides.iter().all(|&s| s == 1)
                }
                OpKind::Pad {
                    low,
                    high,
                    interior,
                } => low.iter().chain(high).chain(interior).all(|&q| q == 0),
                OpKind::Concatenate { .. } => op.operands.len() == 1,
                OpKind::Rotate { dimension, shift } => {
                    shift.rem_euclid(x_ty.shape[*dimension as usize].max(1)) == 0
                }
                _ => false,
            };
            if !no_op {
                return Err(format!(
                    "input {v} ('{}') changes its operand",
                    op.kind.name()
                ));
            }
            if related(p, x) {
                Ok(())
            } else {
                Err(format!("plan {p} is not known to hold {x}"))
            }
        }
        "compose/transpose" | "compose/reshape" => {
            // The input value is a chain of two or more transposes (reshapes); the plan op
            // is one, of what the chain starts from.
            let (Some(pop), Some(iop)) = (plan_def, in_def) else {
                return Err("the rule relates op results".into());
            };
            let transpose = rule == "compose/transpose";
            let perm_of = |k: &OpKind| match k {
                OpKind::Transpose { permutation } => Some(permutation.clone()),
                _ => None,
            };
            let matches = |k: &OpKind| {
                if transpose {
                    perm_of(k).is_some()
                } else {
                    *k == OpKind::Reshape
                }
            };
            if !matches(&pop.kind) || !matches(&iop.kind) {
                return Err(format!(
                    "plan {p} and input {v} are not both {}",
                    if transpose { "transposes" } else { "reshapes" }
                ));
            }
            // result[i] = x[composed[i]] along the chain, outermost first.
            let mut composed: Vec<i64> = perm_of(&iop.kind).unwrap_or_default();
            // In the global view the chain may pass through the input's collectives and
            // constraints: their results are their operands' values.
            let global = !cx.local;
            let mut source = through_moves(cx.input, iop.operands[0], global);
            let mut depth = 1;
            while let Some((_, inner)) = cx.input.def(source) {
                if !matches(&inner.kind) {
                    break;
                }
                if let Some(first) = perm_of(&inner.kind) {
                    composed = composed.iter().map(|&q| first[q as usize]).collect();
                }
                source = through_moves(cx.input, inner.operands[0], global);
                depth += 1;
                let same_op = perm_of(&pop.kind).is_none_or(|whole| whole == composed);
                if depth >= 2 && same_op && related(pop.operands[0], source) {
                    return Ok(());
                }
            }
            Err(format!(
                "plan {p} is not the composition of a chain of ops making input {v} from a value plan {} holds",
                pop.operands[0]
            ))
        }
        "identity/chain" => {
            let source = identity_chain_source(cx.input, v, !cx.local)
                .ok_or_else(|| format!("input {v} is not a chain of reshapes or transposes that composes to the identity"))?;
            if related(p, source) {
                Ok(())
            } else {
                Err(format!("plan {p} is not known to hold {source}"))
            }
        }
        "evaluated-identity" => {
            crate::evaluate::check_evaluated_identity(cx.plan, cx.input, cx.held, p, v)
        }
        other => Err(format!("'{other}' is not a relation rule")),
    }
}
