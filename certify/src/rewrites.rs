//! Replaying egg's explanations: the chains of rewrites `comm-fusion`'s algebra of
//! collectives made, from a value's form in the program it was given to the form the plan
//! computes.
//!
//! A chain is a list of *forms* — small programs `@form` whose arguments are the *leaves*
//! (plan values the algebra did not look into) and whose result is the value — and, between
//! each two, the rule of the algebra that made the second of the first (`=> NAME`, or
//! `<= NAME` where it was applied from its right side to its left). The checker accepts a
//! chain when
//!
//! 1. every form is a plan fragment the layout rules justify op by op (the same rules as the
//!    certificate's layout steps, simulated ones re-validated), from the leaves' layouts in
//!    the plan;
//! 2. every two consecutive forms compute the same global value in the same layout: their
//!    results have the same type and layout, and their expressions are the same once the
//!    collectives — which move a value between layouts and never change it (the layout
//!    rules of step 1 make sure each is applied to a value it may be applied to) — are
//!    erased;
//! 3. every step is an instance of the rule it names: the subterm where the two forms differ
//!    has the shape the rule rewrites ([`ALGEBRA_RULES`]), in the direction it names;
//! 4. the last form is what the plan computes at the chain's value, its leaves bound to the
//!    plan values the chain names, of the same type and layout.
//!
//! So the plan's value is shown, by a chain of rule instances each checked on its own, to
//! equal the first form — the value as the compiler says `comm-fusion` was given it (that
//! program is not in the certificate: the layout and relate steps tie the plan to the
//! input). The rules are written here again from what they mean (their shapes), sharing no
//! code with the compiler's algebra.

use std::collections::{BTreeMap, HashMap};

use shardc_ir::op::BinaryOp;
use shardc_ir::{Mesh, OpKind};

use crate::flat::{Flat, FlatOp, ValueRef, flatten};
use crate::format::Rewrite;
use crate::layout::{GENERATE_RULE, Layout, RuleClass, RuleSet, Site, collective_rule_name};
use crate::simulate::{Validation, validate_rule};

/// The rules of `comm-fusion`'s algebra, by name, with the shape each rewrites (left side to
/// right side).
pub const ALGEBRA_RULES: [(&str, &str); 12] = [
    (
        "reduce-then-slice",
        "all_slice(all_reduce(x)) = reduce_scatter(x), or all_reduce(reduce_scatter(x)) over the axes not sliced",
    ),
    ("gather-then-slice", "all_slice(all_gather(x)) = x"),
    ("slice-then-gather", "all_gather(all_slice(x)) = x"),
    (
        "reduce-through-add",
        "add/subtract(all_reduce(a), all_reduce(b)) = all_reduce(add/subtract(a, b))",
    ),
    (
        "reduce-through-scale",
        "multiply/divide(all_reduce(a), c) (or c * all_reduce(a)) = all_reduce(multiply/divide(a, c))",
    ),
    (
        "reduce-through-layout",
        "negate/transpose(all_reduce(a)) = all_reduce(negate/transpose(a))",
    ),
    (
        "reduce-as-scatter-gather",
        "all_reduce(x) = all_gather(reduce_scatter(x))",
    ),
    (
        "work-through-gather",
        "op(.., all_gather(z), ..) = all_gather(op(.., z, ..)) for an elementwise op, the other operands sliced",
    ),
    (
        "slice-of-splat",
        "all_slice(c) = c made in the sliced layout, for a splat constant c",
    ),
    ("select-same", "select(p, x, x) = x"),
    (
        "idempotent",
        "max(x, x) = min(x, x) = and(x, x) = or(x, x) = x",
    ),
    (
        "involution",
        "negate(negate(x)) = not(not(x)) = x, transpose(transpose(x)) = x when the second undoes the first",
    ),
];

/// What replaying one chain showed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Replayed {
    /// Steps per rule.
    pub rules: BTreeMap<String, usize>,
    /// Layout steps of the forms' ops per layout rule.
    pub layout_rules: BTreeMap<String, usize>,
}

/// A form read back: its flat program (one result: the value).
struct Form {
    flat: Flat,
}

impl Form {
    fn root(&self) -> ValueRef {
        self.flat.returns[0]
    }
}

/// The leaves' layouts and the plan's, for the checks.
pub struct Context<'a> {
    /// The plan.
    pub plan: &'a Flat,
    /// The plan's values' layouts (with their pending combiners), from the layout steps.
    pub layouts: &'a HashMap<ValueRef, Layout>,
    /// The layout rules.
    pub rules: &'a RuleSet,
    /// The mesh.
    pub mesh: &'a Mesh,
    /// Simulated rules validated so far (shared with the layout steps).
    pub validated: &'a mut BTreeMap<String, Validation>,
}

/// The rule a step names and whether it is applied from right to left.
fn parse_rule(text: &str) -> Result<(&str, bool), String> {
    let (dir, name) = text
        .split_once(' ')
        .ok_or_else(|| format!("'{text}' is not '=> RULE' or '<= RULE'"))?;
    let back = match dir {
        "=>" => false,
        "<=" => true,
        _ => return Err(format!("'{text}' is not '=> RULE' or '<= RULE'")),
    };
    if !ALGEBRA_RULES.iter().any(|(r, _)| *r == name) {
        return Err(format!(
            "'{name}' is not a rule of the algebra of collectives"
        ));
    }
    Ok((name, back))
}

/// Reads the forms of `rw`; with `mesh`, each must be over that mesh (the plan's).
fn read_forms(rw: &Rewrite, mesh: Option<&Mesh>) -> Result<Vec<Form>, String> {
    rw.forms
        .iter()
        .enumerate()
        .map(|(i, text)| {
            let m = shardc_ir::parse_and_verify(text, "<form>")
                .map_err(|e| format!("form {i} does not parse: {e}"))?;
            if let Some(mesh) = mesh {
                if m.meshes.len() != 1 || m.meshes[0].mesh != *mesh {
                    return Err(format!("form {i} is not over the plan's mesh"));
                }
            }
            if m.attrs.iter().any(|(k, _)| k == "dist.local_view") {
                return Err(format!("form {i} is a local view, not a plan fragment"));
            }
            let flat = flatten(&m, "form").map_err(|e| format!("form {i}: {e}"))?;
            if flat.returns.len() != 1 {
                return Err(format!("form {i} returns {} values", flat.returns.len()));
            }
            if flat.ops.len() > MAX_FORM_OPS {
                return Err(format!(
                    "form {i} has {} ops; the algebra's forms have at most {MAX_FORM_OPS}",
                    flat.ops.len()
                ));
            }
            if let Some(op) = flat.ops.iter().find(|o| !algebra_op(o)) {
                return Err(format!(
                    "form {i} holds '{}', which is not an op of the algebra of collectives (a single-operand all_reduce, all_gather, reduce_scatter or all_slice, a transpose, an elementwise op)",
                    op.kind.name()
                ));
            }
            Ok(Form { flat })
        })
        .collect()
}

/// The most ops a form may have (the algebra looks three ops past a collective; its forms
/// have a few ops): it bounds the checker's work on a forged chain.
pub const MAX_FORM_OPS: usize = 256;

/// The ops the algebra's forms are made of: single-operand collectives (`all_reduce`,
/// `all_gather`, `reduce_scatter`, `all_slice`), transposes and elementwise ops, each with
/// one result and operands, and splat constants. Nothing that calls a function (a loop's
/// body, a manual computation) or makes a value from a state or a seed: their meaning is not
/// all in the op, and the checker compares ops by what they are (a splat constant's value is
/// its one literal).
fn algebra_op(op: &FlatOp) -> bool {
    if let OpKind::Constant(e) = &op.kind {
        return e.splat && op.operands.is_empty() && op.result_types.len() == 1;
    }
    let single_collective = matches!(
        op.kind,
        OpKind::AllReduce { .. }
            | OpKind::AllGather { .. }
            | OpKind::ReduceScatter { .. }
            | OpKind::AllSlice { .. }
    ) && op.operands.len() == 1;
    op.result_types.len() == 1
        && !op.operands.is_empty()
        && (single_collective
            || matches!(op.kind, OpKind::Transpose { .. })
            || op.kind.is_elementwise())
}

/// The layout of `sharding` as the checker compares them.
fn declared(s: Option<&shardc_ir::Sharding>, rank: usize, mesh: &Mesh) -> Layout {
    Layout::of(s, rank).without_unit_axes(mesh)
}

/// Same splits and the same partial axes (in any order).
fn same_layout(a: &Layout, b: &Layout) -> bool {
    a.dims == b.dims
        && a.unreduced.len() == b.unreduced.len()
        && a.unreduced.iter().all(|x| b.unreduced.contains(x))
}

/// Checks chain `rw` (see the module documentation).
pub fn check_rewrite(rw: &Rewrite, cx: &mut Context) -> Result<Replayed, String> {
    let forms = read_chain(rw, cx.mesh)?;
    check_forms(rw, &forms, cx)
}

/// The chain `proposed` with its value found in the plan (the plan value its last form
/// computes, its leaves bound as it says), then checked: for the derivation, which has the
/// chain but not the value. On refusal, the value when one was found, and why.
pub fn place_rewrite(
    proposed: &Rewrite,
    cx: &mut Context,
) -> Result<(Rewrite, Replayed), (Option<ValueRef>, String)> {
    let forms = read_chain(proposed, cx.mesh).map_err(|e| (None, e))?;
    let last = &forms[forms.len() - 1].flat;
    let value = find_in_plan(last, cx.plan, &proposed.leaves)
        .ok_or_else(|| (None, "its last form is nowhere in the plan".to_string()))?;
    let rw = Rewrite {
        value,
        ..proposed.clone()
    };
    let replayed = check_forms(&rw, &forms, cx).map_err(|e| (Some(value), e))?;
    Ok((rw, replayed))
}

/// The forms of chain `rw`, one more than its steps, each over `mesh`.
fn read_chain(rw: &Rewrite, mesh: &Mesh) -> Result<Vec<Form>, String> {
    if rw.forms.len() != rw.rules.len() + 1 {
        return Err(format!(
            "{} form(s) for {} rule(s): a chain has one form more than steps",
            rw.forms.len(),
            rw.rules.len()
        ));
    }
    read_forms(rw, Some(mesh))
}

/// Checks chain `rw` whose forms are `forms` (see [`check_rewrite`]).
fn check_forms(rw: &Rewrite, forms: &[Form], cx: &mut Context) -> Result<Replayed, String> {
    let leaves = &rw.leaves;
    let first = &forms[0].flat;
    // The leaves: the same arguments in every form, laid out as the plan lays them out.
    let mut leaf_layouts = Vec::new();
    for (i, ty) in first.arg_types.iter().enumerate() {
        let mut l = declared(first.arg_shardings[i].as_ref(), ty.rank(), cx.mesh);
        match leaves.get(i).copied().flatten() {
            Some(p) => {
                let (Some(pty), Some(pl)) = (cx.plan.ty(p), cx.layouts.get(&p)) else {
                    return Err(format!("leaf {i} is {p}, which the plan does not lay out"));
                };
                let pl = pl.clone().without_unit_axes(cx.mesh);
                if pty != ty || !same_layout(&pl, &l) {
                    return Err(format!(
                        "leaf {i} is {ty} laid out {}, but the plan's {p} is {pty} laid out {}",
                        l.describe(),
                        pl.describe()
                    ));
                }
                l.pending = pl.pending;
            }
            None if !l.unreduced.is_empty() => {
                return Err(format!(
                    "leaf {i} holds partial values and is no longer in the plan: how they combine is unknown"
                ));
            }
            None => {}
        }
        leaf_layouts.push(l);
    }
    if leaves.len() != first.arg_types.len() {
        return Err(format!(
            "the chain names {} leaves for forms of {} arguments",
            leaves.len(),
            first.arg_types.len()
        ));
    }
    let mut replayed = Replayed::default();
    let mut erased = Erasure::default();
    let mut previous: Option<(usize, Layout)> = None;
    for (i, form) in forms.iter().enumerate() {
        let f = &form.flat;
        if f.arg_types != first.arg_types || f.arg_shardings != first.arg_shardings {
            return Err(format!("form {i} reads other leaves than form 0"));
        }
        let layouts =
            lay_out(f, &leaf_layouts, cx, &mut replayed).map_err(|e| format!("form {i}: {e}"))?;
        let root = form.root();
        let root_layout = layouts[&root].clone();
        let value = erased.id(f, root);
        if let Some((was, was_layout)) = &previous {
            let (rule, back) =
                parse_rule(&rw.rules[i - 1]).map_err(|e| format!("step {}: {e}", i - 1))?;
            let before = &forms[i - 1];
            if before.flat.ty(before.root()) != f.ty(root)
                || !same_layout(was_layout, &root_layout)
                || was_layout.pending != root_layout.pending
            {
                return Err(format!(
                    "step {} ('{rule}'): form {i} is laid out {} where form {} is {}",
                    i - 1,
                    root_layout.describe(),
                    i - 1,
                    was_layout.describe()
                ));
            }
            if *was != value {
                return Err(format!(
                    "step {} ('{rule}'): form {i} computes another value than form {} (their expressions differ beyond collectives)",
                    i - 1,
                    i - 1
                ));
            }
            let sites = difference(&before.flat, before.root(), f, root);
            let Some(&(lhs, rhs)) = sites.last() else {
                return Err(format!(
                    "step {} ('{rule}'): form {i} is form {} unchanged",
                    i - 1,
                    i - 1
                ));
            };
            let (lf, rf) = if back {
                (f, &before.flat)
            } else {
                (&before.flat, f)
            };
            let fits = sites.iter().any(|&(a, b)| {
                let (l, r) = if back { (b, a) } else { (a, b) };
                instance(rule, lf, l, rf, r)
            });
            if !fits {
                let (l, r) = if back { (rhs, lhs) } else { (lhs, rhs) };
                return Err(format!(
                    "step {} is not an instance of '{rule}' ({}): {} became {}",
                    i - 1,
                    ALGEBRA_RULES
                        .iter()
                        .find(|(n, _)| *n == rule)
                        .map_or("", |(_, s)| s),
                    describe(lf, l),
                    describe(rf, r)
                ));
            }
            *replayed.rules.entry(rule.to_string()).or_default() += 1;
        }
        previous = Some((value, root_layout));
    }
    // The last form is the plan's value.
    if cx.plan.ty(rw.value).is_none() {
        return Err(format!("the plan has no value {}", rw.value));
    }
    let last = &forms[forms.len() - 1];
    if !matches_plan(&last.flat, last.root(), cx.plan, rw.value, leaves) {
        return Err(format!(
            "the last form is not what the plan computes at {}",
            rw.value
        ));
    }
    Ok(replayed)
}

/// Justifies every op of form `f` by a layout rule, from the leaves' layouts; returns every
/// value's layout.
fn lay_out(
    f: &Flat,
    leaves: &[Layout],
    cx: &mut Context,
    replayed: &mut Replayed,
) -> Result<HashMap<ValueRef, Layout>, String> {
    let mut layouts: HashMap<ValueRef, Layout> = leaves
        .iter()
        .enumerate()
        .map(|(i, l)| (ValueRef::Arg(i), l.clone()))
        .collect();
    for (index, op) in f.ops.iter().enumerate() {
        let operands: Vec<Layout> = op.operands.iter().map(|x| layouts[x].clone()).collect();
        let operand_types = op
            .operands
            .iter()
            .map(|&x| f.ty(x).cloned().ok_or_else(|| format!("{x} has no type")))
            .collect::<Result<Vec<_>, String>>()?;
        let site = Site {
            kind: op.kind.clone(),
            operand_types,
            result_types: op.result_types.clone(),
            operands,
            results: op
                .result_types
                .iter()
                .zip(&op.result_shardings)
                .map(|(t, s)| declared(s.as_ref(), t.rank(), cx.mesh))
                .collect(),
            operand_constants: vec![None; op.operands.len()],
            mesh: cx.mesh.clone(),
        };
        let candidates: Vec<&crate::layout::LayoutRule> = match collective_rule_name(&op.kind) {
            Some(name) => cx.rules.get(name).into_iter().collect(),
            // Each device makes its block of a constant (checked as in the plan's steps).
            None if matches!(op.kind, OpKind::Constant(_)) => {
                cx.rules.get(GENERATE_RULE).into_iter().collect()
            }
            None => cx
                .rules
                .rules
                .iter()
                .filter(|r| r.class == RuleClass::Simulated)
                .collect(),
        };
        let mut why = Vec::new();
        let mut done = None;
        for rule in candidates {
            match (rule.check)(&site) {
                Ok(pending) => {
                    done = Some((rule, pending));
                    break;
                }
                Err(e) => why.push(format!("{}: {e}", rule.name)),
            }
        }
        let Some((rule, pending)) = done else {
            return Err(format!(
                "no layout rule justifies its op {index} ('{}'): {}",
                op.kind.name(),
                why.join("; ")
            ));
        };
        if rule.class == RuleClass::Simulated && !cx.validated.contains_key(&rule.name) {
            let v = validate_rule(rule, crate::check::CHECK_SAMPLES, 0x5eed)?;
            cx.validated.insert(rule.name.clone(), v);
        }
        *replayed.layout_rules.entry(rule.name.clone()).or_default() += 1;
        for (r, (mut l, p)) in site.results.into_iter().zip(pending).enumerate() {
            l.pending = p;
            layouts.insert(
                ValueRef::Result {
                    op: index,
                    result: r,
                },
                l,
            );
        }
    }
    Ok(layouts)
}

/// The collectives, which move a value between layouts without changing it (not the local
/// view's shifts, nor pipeline sends and receives), and constraints.
fn is_collective(kind: &OpKind) -> bool {
    matches!(kind, OpKind::Constraint)
        || (kind.is_collective()
            && !matches!(
                kind,
                OpKind::Shift { .. } | OpKind::Send { .. } | OpKind::Recv { .. }
            ))
}

/// Global values as ids: equal ids for equal expressions once collectives are erased, in
/// every form of a chain (the leaves are the same arguments in all of them), and once the
/// identities of an op of one value twice are folded (`select(p, x, x)`, `max(x, x)`, …:
/// they are that value), and those of an op undoing its operand's (`negate(negate(x))`:
/// [`undoes`]).
#[derive(Default)]
struct Erasure {
    ids: HashMap<String, usize>,
    /// Per id made by a single-operand op, that op and its operand's id.
    made_by: HashMap<usize, (OpKind, usize)>,
}

impl Erasure {
    /// The id of `v`'s value in form `f`: one pass in program order (operands before the
    /// ops reading them), linear in the form however its values are shared.
    fn id(&mut self, f: &Flat, v: ValueRef) -> usize {
        let mut of: HashMap<ValueRef, usize> = HashMap::new();
        for i in 0..f.arg_types.len() {
            let next = self.ids.len();
            let id = *self.ids.entry(format!("leaf {i}")).or_insert(next);
            of.insert(ValueRef::Arg(i), id);
        }
        for (index, data) in f.ops.iter().enumerate() {
            let operands: Vec<usize> = data.operands.iter().map(|x| of[x]).collect();
            for (result, ty) in data.result_types.iter().enumerate() {
                let undone = match operands.as_slice() {
                    [x] => self
                        .made_by
                        .get(x)
                        .filter(|(inner, _)| undoes(&data.kind, inner))
                        .map(|&(_, y)| y),
                    _ => None,
                };
                let id = if is_collective(&data.kind) && operands.len() == 1 {
                    operands[0]
                } else if let Some(x) = one_value_twice(&data.kind, &operands) {
                    x
                } else if let Some(y) = undone {
                    y
                } else {
                    let key = format!("{:?} -> {ty:?} #{result} of {operands:?}", data.kind);
                    let next = self.ids.len();
                    let id = *self.ids.entry(key).or_insert(next);
                    if let [x] = operands.as_slice() {
                        self.made_by.insert(id, (data.kind.clone(), *x));
                    }
                    id
                };
                of.insert(ValueRef::Result { op: index, result }, id);
            }
        }
        of[&v]
    }
}

/// Whether an op of kind `outer` undoes one of kind `inner` on its operand: `negate` a
/// `negate`, `not` a `not`, a transpose whose permutation `q` undoes the inner one's `p`
/// (`p[q[i]] = i`).
fn undoes(outer: &OpKind, inner: &OpKind) -> bool {
    use shardc_ir::op::UnaryOp;
    match (outer, inner) {
        (OpKind::Unary(a @ (UnaryOp::Negate | UnaryOp::Not)), OpKind::Unary(b)) => a == b,
        (OpKind::Transpose { permutation: q }, OpKind::Transpose { permutation: p }) => {
            q.len() == p.len()
                && q.iter().enumerate().all(|(i, &k)| {
                    usize::try_from(k)
                        .ok()
                        .and_then(|k| p.get(k))
                        .is_some_and(|&v| v == i as i64)
                })
        }
        _ => false,
    }
}

/// The two operands of an op of `kind` that make it one of them when they are one value:
/// the choices of a `select`, the operands of `max`, `min`, `and`, `or`.
fn read_twice<T: Copy>(kind: &OpKind, operands: &[T]) -> Option<(T, T)> {
    match (kind, operands) {
        (OpKind::Select, [_, x, y]) => Some((*x, *y)),
        (
            OpKind::Binary(BinaryOp::Maximum | BinaryOp::Minimum | BinaryOp::And | BinaryOp::Or),
            [x, y],
        ) => Some((*x, *y)),
        _ => None,
    }
}

/// The value an op of `kind` on `operands` is when it reads one value twice where it is that
/// value ([`read_twice`]): `select(p, x, x)`, and `max`, `min`, `and`, `or` of `x` and `x`.
fn one_value_twice<T: PartialEq + Copy>(kind: &OpKind, operands: &[T]) -> Option<T> {
    read_twice(kind, operands)
        .filter(|(x, y)| x == y)
        .map(|(x, _)| x)
}

/// Whether `a` in `fa` and `b` in `fb` are the same expression: the same ops with the same
/// types and layouts, down to the same leaves.
fn same(fa: &Flat, a: ValueRef, fb: &Flat, b: ValueRef) -> bool {
    fn go(
        fa: &Flat,
        a: ValueRef,
        fb: &Flat,
        b: ValueRef,
        seen: &mut HashMap<(ValueRef, ValueRef), bool>,
    ) -> bool {
        if let Some(&known) = seen.get(&(a, b)) {
            return known;
        }
        let answer = match (a, b) {
            (ValueRef::Arg(i), ValueRef::Arg(j)) => i == j,
            (ValueRef::Result { op: p, result: r }, ValueRef::Result { op: q, result: s }) => {
                let (x, y) = (&fa.ops[p], &fb.ops[q]);
                r == s
                    && same_op(x, y)
                    && x.operands
                        .iter()
                        .zip(&y.operands)
                        .all(|(&c, &d)| go(fa, c, fb, d, seen))
            }
            _ => false,
        };
        seen.insert((a, b), answer);
        answer
    }
    go(fa, a, fb, b, &mut HashMap::new())
}

fn same_op(x: &FlatOp, y: &FlatOp) -> bool {
    x.kind == y.kind
        && x.result_types == y.result_types
        && x.result_shardings == y.result_shardings
        && x.operands.len() == y.operands.len()
}

/// Where two forms differ: the pairs of subterms that may be a rewrite's site — from the
/// roots down, as long as the two differ in exactly one operand of the same op, each pair
/// of those operands (the site is one of them: `f(g(x))` rewritten to `f(y)` may be
/// `g(x) = y`, or `f(g(x)) = f(y)` with the rule's left side ending in `f`); empty when the
/// forms are the same.
fn difference(fa: &Flat, a: ValueRef, fb: &Flat, b: ValueRef) -> Vec<(ValueRef, ValueRef)> {
    let mut path = Vec::new();
    let (mut a, mut b) = (a, b);
    loop {
        if same(fa, a, fb, b) {
            return path;
        }
        path.push((a, b));
        let (ValueRef::Result { op: p, result: r }, ValueRef::Result { op: q, result: s }) = (a, b)
        else {
            return path;
        };
        let (x, y) = (&fa.ops[p], &fb.ops[q]);
        if r != s || !same_op(x, y) {
            return path;
        }
        let differing: Vec<(ValueRef, ValueRef)> = x
            .operands
            .iter()
            .zip(&y.operands)
            .filter(|&(&c, &d)| !same(fa, c, fb, d))
            .map(|(&c, &d)| (c, d))
            .collect();
        let [(c, d)] = differing.as_slice() else {
            return path;
        };
        (a, b) = (*c, *d);
    }
}

/// The op computing `v` in `f`, if an op does.
fn op_of(f: &Flat, v: ValueRef) -> Option<&FlatOp> {
    f.def(v).map(|(_, o)| o)
}

/// `v`'s op when it is a single-operand op satisfying `is`, and that operand.
fn unary(f: &Flat, v: ValueRef, is: fn(&OpKind) -> bool) -> Option<ValueRef> {
    let o = op_of(f, v)?;
    (is(&o.kind) && o.operands.len() == 1).then(|| o.operands[0])
}

fn all_reduce(k: &OpKind) -> bool {
    matches!(k, OpKind::AllReduce { .. })
}
fn all_gather(k: &OpKind) -> bool {
    matches!(k, OpKind::AllGather { .. })
}
fn all_slice(k: &OpKind) -> bool {
    matches!(k, OpKind::AllSlice { .. })
}
fn reduce_scatter(k: &OpKind) -> bool {
    matches!(k, OpKind::ReduceScatter { .. })
}

/// Whether the site `l` (in `lf`) rewritten to `r` (in `rf`) has the shape of `rule`, read
/// left to right.
fn instance(rule: &str, lf: &Flat, l: ValueRef, rf: &Flat, r: ValueRef) -> bool {
    let same_leaf = |a: ValueRef, b: ValueRef| same(lf, a, rf, b);
    match rule {
        "reduce-then-slice" => {
            let Some(x) = unary(lf, l, all_slice).and_then(|y| unary(lf, y, all_reduce)) else {
                return false;
            };
            let scattered = unary(rf, r, reduce_scatter)
                .or_else(|| unary(rf, r, all_reduce).and_then(|y| unary(rf, y, reduce_scatter)));
            scattered.is_some_and(|y| same_leaf(x, y))
        }
        "gather-then-slice" => unary(lf, l, all_slice)
            .and_then(|y| unary(lf, y, all_gather))
            .is_some_and(|x| same_leaf(x, r)),
        "slice-then-gather" => unary(lf, l, all_gather)
            .and_then(|y| unary(lf, y, all_slice))
            .is_some_and(|x| same_leaf(x, r)),
        "reduce-as-scatter-gather" => {
            let Some(x) = unary(lf, l, all_reduce) else {
                return false;
            };
            unary(rf, r, all_gather)
                .and_then(|y| unary(rf, y, reduce_scatter))
                .is_some_and(|y| same_leaf(x, y))
        }
        "reduce-through-add" | "reduce-through-scale" | "reduce-through-layout" => {
            // op(.. all_reduce(a) ..) = all_reduce(op(.. a ..)): the reduced operands
            // lose their reduction, the others stay.
            let (Some(lo), Some(inner)) = (op_of(lf, l), unary(rf, r, all_reduce)) else {
                return false;
            };
            let Some(ro) = op_of(rf, inner) else {
                return false;
            };
            let kind_fits = match rule {
                "reduce-through-add" => {
                    matches!(lo.kind, OpKind::Binary(BinaryOp::Add | BinaryOp::Subtract))
                }
                "reduce-through-scale" => matches!(
                    lo.kind,
                    OpKind::Binary(BinaryOp::Multiply | BinaryOp::Divide)
                ),
                _ => matches!(
                    lo.kind,
                    OpKind::Unary(shardc_ir::op::UnaryOp::Negate) | OpKind::Transpose { .. }
                ),
            };
            if !kind_fits || lo.kind != ro.kind || lo.operands.len() != ro.operands.len() {
                return false;
            }
            let mut reduced = 0;
            for (k, (&a, &b)) in lo.operands.iter().zip(&ro.operands).enumerate() {
                match unary(lf, a, all_reduce) {
                    // A quotient's reduction moves only from its numerator.
                    Some(_) if k == 1 && matches!(lo.kind, OpKind::Binary(BinaryOp::Divide)) => {
                        return false;
                    }
                    Some(x) if same_leaf(x, b) => reduced += 1,
                    _ if same_leaf(a, b) => {}
                    _ => return false,
                }
            }
            match rule {
                "reduce-through-add" => reduced == 2,
                _ => reduced == 1,
            }
        }
        "slice-of-splat" => {
            // all_slice(c) = c: the same splat, made where it was sliced.
            fn splat(f: &Flat, v: ValueRef) -> Option<&OpKind> {
                op_of(f, v).and_then(|o| match &o.kind {
                    OpKind::Constant(e) if e.splat && o.operands.is_empty() => Some(&o.kind),
                    _ => None,
                })
            }
            unary(lf, l, all_slice)
                .and_then(|x| splat(lf, x))
                .is_some_and(|c| splat(rf, r) == Some(c))
        }
        "select-same" | "idempotent" => {
            // op(x, x) = x (and select(p, x, x) = x): the op reads one expression twice.
            let Some(lo) = op_of(lf, l) else {
                return false;
            };
            // `select-same` names a select, `idempotent` the others `read_twice` knows.
            let fits = (rule == "select-same") == (lo.kind == OpKind::Select);
            // One value twice: the two operands are the same value once collectives are
            // erased and identities folded (egg may apply the rule where they are equal only
            // by other rewrites: `and(select(p, y, y), y)`), and the right side is one of
            // them as written.
            let mut values = Erasure::default();
            fits && read_twice(&lo.kind, &lo.operands).is_some_and(|(x, y)| {
                values.id(lf, x) == values.id(lf, y) && (same_leaf(x, r) || same_leaf(y, r))
            })
        }
        "involution" => {
            // u(v(x)) = x where u undoes v: the right side is the inner op's operand.
            let Some(lo) = op_of(lf, l) else {
                return false;
            };
            let [y] = lo.operands.as_slice() else {
                return false;
            };
            op_of(lf, *y).is_some_and(|inner| {
                inner.operands.len() == 1
                    && undoes(&lo.kind, &inner.kind)
                    && same_leaf(inner.operands[0], r)
            })
        }
        "work-through-gather" => {
            // op(.. all_gather(z) ..) = all_gather(op(.. z ..)): gathered operands are
            // read as their shards, the others sliced.
            let (Some(lo), Some(inner)) = (op_of(lf, l), unary(rf, r, all_gather)) else {
                return false;
            };
            let Some(ro) = op_of(rf, inner) else {
                return false;
            };
            if !lo.kind.is_elementwise()
                || lo.kind != ro.kind
                || lo.operands.len() != ro.operands.len()
            {
                return false;
            }
            let mut gathered = 0;
            for (&a, &b) in lo.operands.iter().zip(&ro.operands) {
                match unary(lf, a, all_gather) {
                    Some(z) if same_leaf(z, b) => gathered += 1,
                    _ if unary(rf, b, all_slice).is_some_and(|y| same_leaf(a, y)) => {}
                    _ if same_leaf(a, b) => {}
                    _ => return false,
                }
            }
            gathered >= 1
        }
        _ => false,
    }
}

/// The most nodes an expression is printed with (a form's values may be shared, so its tree
/// can be much larger than the form); the rest is `…`.
const RENDERED_NODES: usize = 200;

/// A subterm in a short text form, for messages.
fn describe(f: &Flat, v: ValueRef) -> String {
    fn go(f: &Flat, v: ValueRef, budget: &mut usize) -> String {
        if *budget == 0 {
            return "…".into();
        }
        *budget -= 1;
        match f.def(v) {
            None => format!("leaf {v}"),
            Some((_, o)) => {
                let kids: Vec<String> = o.operands.iter().map(|&x| go(f, x, budget)).collect();
                format!("{}({})", o.kind.name(), kids.join(", "))
            }
        }
    }
    let mut budget = RENDERED_NODES;
    go(f, v, &mut budget)
}

/// Whether form value `v` (of `form`) is what the plan computes at `p`, with the form's
/// arguments bound to `leaves`: the same ops, types and layouts; a member of a tuple
/// collective in the plan stands for that collective of its own operand.
pub fn matches_plan(
    form: &Flat,
    v: ValueRef,
    plan: &Flat,
    p: ValueRef,
    leaves: &[Option<ValueRef>],
) -> bool {
    fn go(
        form: &Flat,
        v: ValueRef,
        plan: &Flat,
        p: ValueRef,
        leaves: &[Option<ValueRef>],
        seen: &mut HashMap<(ValueRef, ValueRef), bool>,
    ) -> bool {
        if let Some(&known) = seen.get(&(v, p)) {
            return known;
        }
        let answer = match v {
            ValueRef::Arg(i) => leaves.get(i).copied().flatten() == Some(p),
            ValueRef::Result { op, result } => {
                let x = &form.ops[op];
                match (plan.def(p), p) {
                    (Some((_, y)), ValueRef::Result { result: pr, .. })
                        if pr < y.result_types.len() && result < x.result_types.len() =>
                    {
                        // A member of a tuple collective stands for that collective of its
                        // own operand.
                        let member = y.kind.is_tuple_collective()
                            && y.result_types.len() > 1
                            && y.operands.len() == y.result_types.len()
                            && x.result_types.len() == 1;
                        let operands = if member {
                            vec![y.operands[pr]]
                        } else {
                            y.operands.clone()
                        };
                        (member || result == pr)
                            && x.operands.len() == operands.len()
                            && x.kind == y.kind
                            && x.result_types[result] == y.result_types[pr]
                            && same_sharding(
                                x.result_shardings[result].as_ref(),
                                y.result_shardings[pr].as_ref(),
                            )
                            && x.operands
                                .iter()
                                .zip(&operands)
                                .all(|(&a, &b)| go(form, a, plan, b, leaves, seen))
                    }
                    _ => false,
                }
            }
        };
        seen.insert((v, p), answer);
        answer
    }
    go(form, v, plan, p, leaves, &mut HashMap::new())
}

/// Two shardings that lay a value out alike (openness and priorities aside).
fn same_sharding(a: Option<&shardc_ir::Sharding>, b: Option<&shardc_ir::Sharding>) -> bool {
    let key = |s: Option<&shardc_ir::Sharding>| {
        s.map(|s| {
            (
                s.dims.iter().map(|d| d.axes.clone()).collect::<Vec<_>>(),
                s.unreduced.clone(),
            )
        })
    };
    key(a) == key(b)
}

/// The plan value `form`'s value is, with its arguments bound to `leaves`, if any.
fn find_in_plan(form: &Flat, plan: &Flat, leaves: &[Option<ValueRef>]) -> Option<ValueRef> {
    let root = form.returns[0];
    let ValueRef::Result { op, .. } = root else {
        return match root {
            ValueRef::Arg(i) => leaves.get(i).copied().flatten(),
            ValueRef::Result { .. } => None,
        };
    };
    let kind = &form.ops[op].kind;
    for (index, y) in plan.ops.iter().enumerate() {
        if &y.kind != kind {
            continue;
        }
        for r in 0..y.result_types.len() {
            let p = ValueRef::Result {
                op: index,
                result: r,
            };
            if matches_plan(form, root, plan, p, leaves) {
                return Some(p);
            }
        }
    }
    None
}

/// Form value `v` as an expression, the leaves named by the plan values they are.
fn expression(f: &Flat, v: ValueRef, leaves: &[Option<ValueRef>]) -> String {
    fn go(f: &Flat, v: ValueRef, leaves: &[Option<ValueRef>], budget: &mut usize) -> String {
        if *budget == 0 {
            return "…".into();
        }
        *budget -= 1;
        match f.def(v) {
            None => match v {
                ValueRef::Arg(i) => leaves
                    .get(i)
                    .copied()
                    .flatten()
                    .map_or_else(|| format!("leaf{i}"), |p| p.to_string()),
                ValueRef::Result { .. } => v.to_string(),
            },
            Some((_, o)) => {
                let kids: Vec<String> = o
                    .operands
                    .iter()
                    .map(|&x| go(f, x, leaves, budget))
                    .collect();
                format!("{}({})", o.kind.brief(), kids.join(", "))
            }
        }
    }
    let mut budget = RENDERED_NODES;
    go(f, v, leaves, &mut budget)
}

/// Chain `rw` for people: each form as an expression over the plan values it reads, the rule
/// of each step between them.
///
/// ```text
///     hlo.tanh(dist.all_slice[{"tp"},{}](dist.all_reduce{"tp"}(op0)))
///   => reduce-then-slice
///     hlo.tanh(dist.reduce_scatter[{"tp"},{}](op0))
/// ```
pub fn render_chain(rw: &Rewrite) -> Result<String, String> {
    let forms = read_forms(rw, None)?;
    let mut out = String::new();
    for (i, form) in forms.iter().enumerate() {
        if i > 0 {
            out.push_str(&format!(
                "  {}\n",
                rw.rules.get(i - 1).map_or("?", |r| r.as_str())
            ));
        }
        out.push_str(&format!(
            "    {}\n",
            expression(&form.flat, form.root(), &rw.leaves)
        ));
    }
    Ok(out)
}
