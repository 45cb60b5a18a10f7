//! Deriving a certificate: the steps that show a plan computes its input program.
//!
//! The derivation is a search; the checker is the proof. Input values are grouped into
//! classes of equal values by value numbering (ops with the same attributes on operands of
//! the same classes, constant-only values by their bits, the exact identities of
//! [`crate::relate::RELATION_RULES`]); each plan value is assigned the class of the input
//! value it computes. Candidate steps are then proposed in plan order and each is kept only
//! when [`Checker::apply`] accepts it, so a derivation can fail but never produces a step the
//! checker would reject.

use std::collections::{BTreeMap, HashMap};

use shardc_ir::op::{BinaryOp, UnaryOp};
use shardc_ir::{Module, OpKind};

use crate::check::{CertifiedFunctions, Checker, LOOP_RULE, MANUAL_RULE};
use crate::flat::{Flat, ValueRef, flatten};
use crate::format::{Certificate, FORMAT, FunctionCertificate, Rewrite, Step, digest};
use crate::layout::{RuleSet, collective_rule_name, moves_data};
use crate::relate::{Closed, ClosedValues, RELATION_RULES};

/// Why no certificate could be derived.
#[derive(Clone, Debug, PartialEq)]
pub struct DeriveError(pub String);

impl std::fmt::Display for DeriveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for DeriveError {}

type Class = usize;

/// Value numbering: classes of values known equal.
#[derive(Default)]
struct Numbering {
    keys: HashMap<String, Class>,
    next: Class,
}

impl Numbering {
    fn fresh(&mut self) -> Class {
        self.next += 1;
        self.next - 1
    }

    fn class(&mut self, key: String) -> Class {
        if let Some(&c) = self.keys.get(&key) {
            return c;
        }
        let c = self.fresh();
        self.keys.insert(key, c);
        c
    }

    fn lookup(&self, key: &str) -> Option<Class> {
        self.keys.get(key).copied()
    }
}

fn closed_key(c: &Closed) -> String {
    if let Some(v) = c.splat_value() {
        // NaNs of any payload are one value to the interpreter.
        let bits = if v.is_nan() {
            f64::NAN.to_bits()
        } else {
            v.to_bits()
        };
        return format!("const {} splat {bits:x}", c.ty());
    }
    match c {
        Closed::Splat(s, ty) => format!("const {ty} splat {:x}", s.get_f64(0).to_bits()),
        Closed::Full(t) => {
            use std::hash::{Hash, Hasher};
            let mut h = std::collections::hash_map::DefaultHasher::new();
            for i in 0..t.len() {
                t.get_f64(i).to_bits().hash(&mut h);
            }
            // A digest: a collision only proposes a step the checker then refuses.
            format!("const {} full {:x}", t.ty, h.finish())
        }
    }
}

fn op_key(kind: &OpKind, operands: &[Class], result: usize, ty: &shardc_ir::TensorType) -> String {
    format!("{kind:?} {operands:?} #{result} {ty}")
}

/// Numbers the input's values; returns each value's class.
/// With `local` (a manual computation's body), a collective is numbered as any other op:
/// on each device its result is not its operand.
fn number_input(
    input: &Flat,
    n: &mut Numbering,
    closed: &mut ClosedValues,
    local: bool,
) -> HashMap<ValueRef, Class> {
    let mut class: HashMap<ValueRef, Class> = HashMap::new();
    for i in 0..input.arg_types.len() {
        class.insert(ValueRef::Arg(i), n.fresh());
    }
    for (index, op) in input.ops.iter().enumerate() {
        let cls: Vec<Class> = op.operands.iter().map(|o| class[o]).collect();
        for (r, ty) in op.result_types.iter().enumerate() {
            let v = ValueRef::Result {
                op: index,
                result: r,
            };
            let through = !local && moves_data(&op.kind);
            let c = if through {
                cls[r]
            } else if let Some(value) = closed.get(input, v) {
                n.class(closed_key(&value))
            } else if let Some(start) = crate::relate::identity_chain_source(input, v, !local) {
                class[&start]
            } else if let Some(same) = involution_of(input, op, &class, local) {
                same
            } else if let Some(same) = identity_of(input, op, closed, &cls) {
                same
            } else {
                n.class(
                    composed_key(input, op, &class, (r, ty), local)
                        .unwrap_or_else(|| op_key(&op.kind, &cls, r, ty)),
                )
            };
            // The op as written names the class too: the plan may compute it without the
            // simplification (on operands the input's numbering found equal but the plan
            // holds apart, say).
            n.keys.entry(op_key(&op.kind, &cls, r, ty)).or_insert(c);
            class.insert(v, c);
        }
    }
    class
}

/// `negate(negate x)`, `not(not x)`: the class of `x` (in the global view, with
/// collectives and constraints between the two).
fn involution_of(
    input: &Flat,
    op: &crate::flat::FlatOp,
    class: &HashMap<ValueRef, Class>,
    local: bool,
) -> Option<Class> {
    let OpKind::Unary(u @ (UnaryOp::Negate | UnaryOp::Not)) = &op.kind else {
        return None;
    };
    let operand = crate::relate::through_moves(input, op.operands[0], !local);
    let (_, inner) = input.def(operand)?;
    (inner.kind == OpKind::Unary(*u)).then(|| class[&inner.operands[0]])
}

/// The class an exact identity makes `op`'s result equal to.
fn identity_of(
    input: &Flat,
    op: &crate::flat::FlatOp,
    closed: &mut ClosedValues,
    cls: &[Class],
) -> Option<Class> {
    let ty = op.result_types.first()?;
    let same_type = |i: usize| input.ty(op.operands[i]) == Some(ty);
    let splat = |closed: &mut ClosedValues, i: usize| {
        closed
            .get(input, op.operands[i])
            .and_then(|c| c.splat_value())
    };
    let int = ty.element.is_integer();
    match &op.kind {
        OpKind::Binary(b) => {
            let (x, y) = (splat(closed, 0), splat(closed, 1));
            let neg_zero =
                |c: Option<f64>| c.is_some_and(|c| c == 0.0 && (int || c.is_sign_negative()));
            match b {
                BinaryOp::Add if neg_zero(y) => Some(cls[0]),
                BinaryOp::Add if neg_zero(x) => Some(cls[1]),
                BinaryOp::Subtract
                    if y.is_some_and(|c| c == 0.0 && (int || c.is_sign_positive())) =>
                {
                    Some(cls[0])
                }
                BinaryOp::Multiply if y == Some(1.0) => Some(cls[0]),
                BinaryOp::Multiply if x == Some(1.0) => Some(cls[1]),
                BinaryOp::Multiply if int && y == Some(0.0) => Some(cls[1]),
                BinaryOp::Multiply if int && x == Some(0.0) => Some(cls[0]),
                BinaryOp::Divide if y == Some(1.0) => Some(cls[0]),
                BinaryOp::Maximum | BinaryOp::Minimum | BinaryOp::And | BinaryOp::Or
                    if cls[0] == cls[1] =>
                {
                    Some(cls[0])
                }
                _ => None,
            }
        }
        OpKind::Select if cls[1] == cls[2] => Some(cls[1]),
        OpKind::Select => match splat(closed, 0) {
            Some(p) if p != 0.0 => Some(cls[1]),
            Some(_) => Some(cls[2]),
            None => None,
        },
        OpKind::Convert | OpKind::BitcastConvert | OpKind::Reshape if same_type(0) => Some(cls[0]),
        OpKind::BroadcastInDim { dims }
            if same_type(0) && dims.iter().enumerate().all(|(i, &d)| d == i as i64) =>
        {
            Some(cls[0])
        }
        OpKind::Transpose { permutation }
            if permutation.iter().enumerate().all(|(i, &d)| d == i as i64) =>
        {
            Some(cls[0])
        }
        OpKind::Slice { start, strides, .. }
            if same_type(0) && start.iter().all(|&s| s == 0) && strides.iter().all(|&s| s == 1) =>
        {
            Some(cls[0])
        }
        OpKind::Pad {
            low,
            high,
            interior,
        } if same_type(0) && low.iter().chain(high).chain(interior).all(|&q| q == 0) => {
            Some(cls[0])
        }
        OpKind::Concatenate { .. } if op.operands.len() == 1 => Some(cls[0]),
        OpKind::Rotate { dimension, shift }
            if shift.rem_euclid(ty.shape[*dimension as usize].max(1)) == 0 =>
        {
            Some(cls[0])
        }
        _ => None,
    }
}

/// The key of a transpose of a transpose (or reshape of a reshape) as the one op they
/// compose to; the key of a double negation as its operand's.
fn composed_key(
    input: &Flat,
    op: &crate::flat::FlatOp,
    class: &HashMap<ValueRef, Class>,
    (r, ty): (usize, &shardc_ir::TensorType),
    local: bool,
) -> Option<String> {
    // Follow the chain of transposes (reshapes) down to what it starts from.
    let is_transpose = matches!(op.kind, OpKind::Transpose { .. });
    if !is_transpose && op.kind != OpKind::Reshape {
        return None;
    }
    let mut composed = match &op.kind {
        OpKind::Transpose { permutation } => permutation.clone(),
        _ => Vec::new(),
    };
    // In the global view the chain passes through collectives and constraints.
    let through = |v| crate::relate::through_moves(input, v, !local);
    let mut source = through(*op.operands.first()?);
    let mut depth = 0;
    while let Some((_, inner)) = input.def(source) {
        match &inner.kind {
            OpKind::Transpose { permutation: first } if is_transpose => {
                composed = composed.iter().map(|&q| first[q as usize]).collect();
            }
            OpKind::Reshape if !is_transpose => {}
            _ => break,
        }
        source = through(inner.operands[0]);
        depth += 1;
    }
    if depth == 0 {
        return None;
    }
    let kind = if is_transpose {
        OpKind::Transpose {
            permutation: composed,
        }
    } else {
        OpKind::Reshape
    };
    Some(op_key(&kind, &[class[&source]], r, ty))
}

/// Relates plan value `p` to input value `v` by the first of `rules` the checker accepts,
/// keeping that step; otherwise what each rule said.
fn relate_by_first(
    checker: &mut Checker,
    steps: &mut Vec<Step>,
    p: ValueRef,
    v: ValueRef,
    rules: &[&str],
) -> Result<(), Vec<(String, String)>> {
    let mut failed = Vec::new();
    for rule in rules {
        let step = Step::Relate {
            plan: p,
            input: v,
            rule: rule.to_string(),
        };
        match checker.apply(&step) {
            Ok(()) => {
                steps.push(step);
                return Ok(());
            }
            Err(e) => failed.push((rule.to_string(), e)),
        }
    }
    Err(failed)
}

/// Derives the certificate of `plan` (global view, with shardings) against `input`, both
/// at function `entry`; `input_text` and `plan_text` are the programs' texts as stored.
pub fn derive_certificate(
    input: &Module,
    plan: &Module,
    entry: &str,
    input_text: &str,
    plan_text: &str,
    rules: &RuleSet,
) -> Result<Certificate, DeriveError> {
    derive_certificate_with_rewrites(
        input,
        plan,
        entry,
        (input_text, plan_text),
        rules,
        (&[], &BTreeMap::new()),
    )
}

/// Like [`derive_certificate`], with the chains of `comm-fusion`'s rewrites the compiler
/// proposes — the entry's, and by plan function those of the functions loops call (their
/// `value` is ignored: each is found in its function by its last form); the certificate
/// keeps those that replay and says why of the others.
pub fn derive_certificate_with_rewrites(
    input: &Module,
    plan: &Module,
    entry: &str,
    (input_text, plan_text): (&str, &str),
    rules: &RuleSet,
    (proposed_rewrites, proposed_in_functions): (&[Rewrite], &BTreeMap<String, Vec<Rewrite>>),
) -> Result<Certificate, DeriveError> {
    let mut functions = CertifiedFunctions::new();
    let mut function_certificates = Vec::new();
    let mut rewrites_refused = Vec::new();
    let flats = flattened((input, plan), (entry, entry))?;
    let mut derived = Derived {
        functions: &mut functions,
        certificates: &mut function_certificates,
        proposed: proposed_in_functions,
        refused: &mut rewrites_refused,
    };
    certify_loops(
        (input, plan),
        &flats,
        rules,
        &mut derived,
        (&mut Vec::new(), false),
    )?;
    certify_manual_bodies((input, plan), &flats, rules, &mut derived)?;
    let mut checker = Checker::of_flats(flats, plan, rules, std::borrow::Cow::Owned(functions))
        .map_err(|e| DeriveError(e.to_string()))?;
    let steps = derive_steps(&mut checker, rules)?;
    let rewrites = place_rewrites(&mut checker, proposed_rewrites, "", &mut rewrites_refused);
    checker.finish().map_err(|e| DeriveError(e.to_string()))?;
    Ok(Certificate {
        format: FORMAT.to_string(),
        entry: entry.to_string(),
        input: input_text.to_string(),
        plan_sha256: digest(plan_text),
        functions: function_certificates,
        steps,
        rewrites,
        rewrites_refused,
    })
}

/// Input function `input_fn` and plan function `plan_fn`, flattened (once: the loops are
/// read from them and the checker is built on them).
fn flattened(
    (input, plan): (&Module, &Module),
    (input_fn, plan_fn): (&str, &str),
) -> Result<(Flat, Flat), DeriveError> {
    let input_flat = flatten(input, input_fn).map_err(|e| DeriveError(format!("input: {e}")))?;
    let plan_flat = flatten(plan, plan_fn).map_err(|e| DeriveError(format!("plan: {e}")))?;
    Ok((input_flat, plan_flat))
}

/// The functions the ops `callees` picks call in a plan function and in its input
/// counterpart (flattened), the ops paired in program order (there must be as many of
/// them, `what` in the error), then their functions position by position.
fn paired_callees(
    (input_flat, plan_flat): &(Flat, Flat),
    what: &str,
    callees: fn(&OpKind) -> Option<Vec<String>>,
) -> Result<Vec<(String, String)>, DeriveError> {
    let of = |flat: &Flat| -> Vec<Vec<String>> {
        flat.ops.iter().filter_map(|o| callees(&o.kind)).collect()
    };
    let (plan_ops, input_ops) = (of(plan_flat), of(input_flat));
    if plan_ops.len() != input_ops.len() {
        return Err(DeriveError(format!(
            "the plan's @{} has {} {what}, the input's @{} {}",
            plan_flat.name,
            plan_ops.len(),
            input_flat.name,
            input_ops.len()
        )));
    }
    Ok(plan_ops
        .into_iter()
        .zip(input_ops)
        .flat_map(|(p, i)| p.into_iter().zip(i))
        .collect())
}

/// The loops of a plan function and of its input counterpart (flattened), paired in
/// program order: per pair, the plan's and the input's condition and body.
fn loop_pairs(flats: &(Flat, Flat)) -> Result<Vec<(String, String)>, DeriveError> {
    paired_callees(flats, "loop(s)", |k| match k {
        OpKind::While { cond, body } => Some(vec![cond.clone(), body.clone()]),
        _ => None,
    })
}

/// The manual computations of a plan function and of its input counterpart (flattened),
/// paired in program order: per pair, the plan's body and the input's.
fn manual_pairs(flats: &(Flat, Flat)) -> Result<Vec<(String, String)>, DeriveError> {
    paired_callees(flats, "manual computation(s)", |k| match k {
        OpKind::ManualComputation { body, .. } => Some(vec![body.clone()]),
        _ => None,
    })
}

/// Certifies the bodies of the manual computations of a plan function (flattened with its
/// input counterpart in `flats`), each in the local view against the input body its
/// counterpart runs; records their certificates and what they show in `out`.
fn certify_manual_bodies(
    (input, plan): (&Module, &Module),
    flats: &(Flat, Flat),
    rules: &RuleSet,
    out: &mut Derived,
) -> Result<(), DeriveError> {
    for (p, i) in manual_pairs(flats)? {
        if let Some(done) = out.functions.get(&p) {
            if done.input != i || !done.local {
                return Err(DeriveError(format!(
                    "plan @{p} stands for input @{} elsewhere and for input @{i} in a manual computation",
                    done.input
                )));
            }
            continue;
        }
        let named = |e: String| DeriveError(format!("manual body @{p} (input @{i}): {e}"));
        let inner = flattened((input, plan), (&i, &p)).map_err(|e| named(e.0))?;
        certify_loops((input, plan), &inner, rules, out, (&mut Vec::new(), true))
            .map_err(|e| named(e.0))?;
        let mut checker = Checker::of_flats(
            inner,
            plan,
            rules,
            std::borrow::Cow::Borrowed(&*out.functions),
        )
        .map_err(|e| named(e.to_string()))?
        .local();
        let steps = derive_steps(&mut checker, rules).map_err(|e| named(e.0))?;
        let (certified, _) = checker.finish_local().map_err(|e| named(e.to_string()))?;
        out.functions.insert(p.clone(), certified);
        out.certificates.push(FunctionCertificate {
            plan: p,
            input: i,
            steps,
            rewrites: Vec::new(),
            local: true,
        });
    }
    Ok(())
}

/// egg's explanations of comm-fusion's rewrites: each chain is found in the checker's plan
/// function and kept when it replays; why the others are refused goes to `refused` (`at`
/// names the function, empty for the entry).
fn place_rewrites(
    checker: &mut Checker,
    proposed: &[Rewrite],
    at: &str,
    refused: &mut Vec<String>,
) -> Vec<Rewrite> {
    let mut kept = Vec::new();
    for (i, chain) in proposed.iter().enumerate() {
        match checker.place_rewrite(chain) {
            Ok(rw) => kept.push(rw),
            Err((Some(value), e)) => refused.push(format!("chain {i}{at} (plan {value}): {e}")),
            Err((None, e)) => refused.push(format!("chain {i}{at}: {e}")),
        }
    }
    kept
}

/// What deriving the certificates of the functions loops call accumulates.
struct Derived<'a> {
    /// What each certified plan function shows.
    functions: &'a mut CertifiedFunctions,
    /// Their certificates, callees first.
    certificates: &'a mut Vec<FunctionCertificate>,
    /// The chains of rewrites the compiler proposes, by plan function.
    proposed: &'a BTreeMap<String, Vec<Rewrite>>,
    /// Chains that did not replay, with why.
    refused: &'a mut Vec<String>,
}

/// Certifies the functions the loops of a plan function (flattened with its input
/// counterpart in `flats`) call, innermost first, each against the input function its
/// loop's counterpart calls, with the chains of rewrites proposed for it; records their
/// certificates and what they show in `out`.
///
/// With `local` (the loops of a manual computation's body) the functions are certified in
/// the local view, on each device's values.
fn certify_loops(
    (input, plan): (&Module, &Module),
    flats: &(Flat, Flat),
    rules: &RuleSet,
    out: &mut Derived,
    (calling, local): (&mut Vec<String>, bool),
) -> Result<(), DeriveError> {
    for (p, i) in loop_pairs(flats)? {
        if let Some(done) = out.functions.get(&p) {
            if done.input != i || done.local != local {
                return Err(DeriveError(format!(
                    "plan @{p} stands for input @{} in one loop and @{i} in another",
                    done.input
                )));
            }
            continue;
        }
        if calling.contains(&p) {
            return Err(DeriveError(format!("@{p} runs a loop that calls @{p}")));
        }
        let named = |e: String| DeriveError(format!("function @{p} (input @{i}): {e}"));
        let inner = flattened((input, plan), (&i, &p)).map_err(|e| named(e.0))?;
        calling.push(p.clone());
        certify_loops((input, plan), &inner, rules, out, (&mut *calling, local))?;
        calling.pop();
        if !local {
            certify_manual_bodies((input, plan), &inner, rules, out).map_err(|e| named(e.0))?;
        }
        let mut checker = Checker::of_flats(
            inner,
            plan,
            rules,
            std::borrow::Cow::Borrowed(&*out.functions),
        )
        .map_err(|e| named(e.to_string()))?;
        if local {
            checker = checker.local();
        }
        let steps = derive_steps(&mut checker, rules).map_err(|e| named(e.0))?;
        // Chains of rewrites are replayed in the global view only.
        let rewrites = if local {
            Vec::new()
        } else {
            let proposed = out.proposed.get(&p).map(Vec::as_slice).unwrap_or(&[]);
            place_rewrites(&mut checker, proposed, &format!(" in @{p}"), out.refused)
        };
        let (certified, _) = if local {
            checker.finish_local()
        } else {
            checker.finish_function()
        }
        .map_err(|e| named(e.to_string()))?;
        out.functions.insert(p.clone(), certified);
        out.certificates.push(FunctionCertificate {
            plan: p,
            input: i,
            steps,
            rewrites,
            local,
        });
    }
    Ok(())
}

/// `kind`, a plan loop's functions or manual computation's body renamed to the input
/// functions they are certified to compute (`renamed`); any other op as it is.
fn as_input_loop<'k>(
    kind: &'k OpKind,
    renamed: &HashMap<String, String>,
) -> std::borrow::Cow<'k, OpKind> {
    let rename = |f: &String| renamed.get(f).cloned().unwrap_or_else(|| f.clone());
    match kind {
        OpKind::While { cond, body } => std::borrow::Cow::Owned(OpKind::While {
            cond: rename(cond),
            body: rename(body),
        }),
        OpKind::ManualComputation {
            body,
            manual_axes,
            in_shardings,
            out_shardings,
        } => std::borrow::Cow::Owned(OpKind::ManualComputation {
            body: rename(body),
            manual_axes: manual_axes.clone(),
            in_shardings: in_shardings.clone(),
            out_shardings: out_shardings.clone(),
        }),
        k => std::borrow::Cow::Borrowed(k),
    }
}

/// The layout and relate steps of the checker's plan function against its input function
/// (each applied as it is proposed): until every plan op is laid out and every returned
/// value is related.
fn derive_steps(checker: &mut Checker, rules: &RuleSet) -> Result<Vec<Step>, DeriveError> {
    // A plan loop is numbered as the input loop whose functions its own are certified to
    // compute.
    let renamed: HashMap<String, String> = checker
        .functions()
        .iter()
        .map(|(p, c)| (p.clone(), c.input.clone()))
        .collect();
    let as_input = |kind| as_input_loop(kind, &renamed);
    let mut n = Numbering::default();
    let mut input_closed = ClosedValues::default();
    let mut plan_closed = ClosedValues::default();
    let input_flat = checker.input.clone();
    let plan_flat = checker.plan.clone();
    // A manual computation's body: each device's values, related by the local view's rules.
    let local = checker.is_local();
    let input_class = number_input(&input_flat, &mut n, &mut input_closed, local);
    let mut members: HashMap<Class, Vec<ValueRef>> = HashMap::new();
    let mut input_values: Vec<ValueRef> =
        (0..input_flat.arg_types.len()).map(ValueRef::Arg).collect();
    for (index, op) in input_flat.ops.iter().enumerate() {
        for r in 0..op.result_types.len() {
            input_values.push(ValueRef::Result {
                op: index,
                result: r,
            });
        }
    }
    for &v in &input_values {
        members.entry(input_class[&v]).or_default().push(v);
    }
    let signature = |kind: &OpKind, types: &[shardc_ir::TensorType]| format!("{kind:?} {types:?}");
    let mut by_signature: HashMap<String, Vec<usize>> = HashMap::new();
    for (index, op) in input_flat.ops.iter().enumerate() {
        by_signature
            .entry(signature(&op.kind, &op.result_types))
            .or_default()
            .push(index);
    }
    let mut plan_class: HashMap<ValueRef, Option<Class>> = HashMap::new();
    for i in 0..plan_flat.arg_types.len() {
        plan_class.insert(ValueRef::Arg(i), Some(input_class[&ValueRef::Arg(i)]));
    }
    let mut steps = Vec::new();
    // Plan values no relation could be shown for, with what was tried.
    let mut unshown: Vec<(ValueRef, String)> = Vec::new();
    // Evaluation is for the values the compiler rewrote; the others are related by the
    // cheaper exact rules.
    let relation_rules: Vec<&str> = if local {
        crate::relate::LOCAL_RELATION_RULES.to_vec()
    } else {
        RELATION_RULES
            .iter()
            .map(|(r, _)| *r)
            .filter(|r| *r != "evaluated-identity")
            .collect()
    };
    let mut all_rules = relation_rules.clone();
    if !local {
        all_rules.push("evaluated-identity");
    }
    // Input values equal to an argument (through a constraint, say) are held by the plan's
    // argument.
    for i in 0..plan_flat.arg_types.len() {
        let p = ValueRef::Arg(i);
        for &v in members
            .get(&input_class[&p])
            .map(Vec::as_slice)
            .unwrap_or(&[])
        {
            if v != p {
                let _ = relate_by_first(checker, &mut steps, p, v, &relation_rules);
            }
        }
    }
    for (index, op) in plan_flat.ops.iter().enumerate() {
        // The layout step: the collective's own rule, or the first compute rule that holds
        // (none in a manual computation's body: its values are each device's own).
        let candidates: Vec<&str> = match collective_rule_name(&op.kind) {
            _ if local => Vec::new(),
            Some(r) => vec![r],
            None if matches!(op.kind, OpKind::While { .. }) => vec![LOOP_RULE],
            None if matches!(op.kind, OpKind::ManualComputation { .. }) => vec![MANUAL_RULE],
            None => rules
                .rules
                .iter()
                .filter(|r| r.class != crate::layout::RuleClass::Collective)
                .map(|r| r.name.as_str())
                .collect(),
        };
        let mut why = Vec::new();
        let mut chosen = None;
        for rule in candidates {
            let step = Step::Layout {
                op: index,
                rule: rule.to_string(),
            };
            match checker.apply(&step) {
                Ok(()) => {
                    chosen = Some(step);
                    break;
                }
                Err(e) => why.push(format!("{rule}: {e}")),
            }
        }
        match chosen {
            Some(step) => steps.push(step),
            None if local => {}
            None => {
                return Err(DeriveError(format!(
                    "no layout rule justifies plan op{index} ('{}' at {}): {}",
                    op.kind.name(),
                    op.loc,
                    why.join("; ")
                )));
            }
        }
        // The relate steps: every input value of the result's class.
        let mut operand_classes: Option<Vec<Class>> = op
            .operands
            .iter()
            .map(|o| plan_class.get(o).copied().flatten())
            .collect();
        let known = operand_classes.as_ref().is_some_and(|cls| {
            n.lookup(&op_key(&as_input(&op.kind), cls, 0, &op.result_types[0]))
                .is_some()
        });
        if !local
            && collective_rule_name(&op.kind).is_none()
            && !known
            && !op.result_types.is_empty()
        {
            // An operand the compiler rewrote (a concatenation as selects of paddings):
            // find the input op of the same kind whose operands the plan's are shown equal to,
            // by evaluation where the classes do not say.
            for &q in by_signature
                .get(&signature(&op.kind, &op.result_types))
                .map(Vec::as_slice)
                .unwrap_or(&[])
            {
                let iop = &input_flat.ops[q];
                if iop.operands.len() != op.operands.len() {
                    continue;
                }
                let mut found = Vec::new();
                let mut steps_here = Vec::new();
                for (&a, &b) in op.operands.iter().zip(&iop.operands) {
                    let want = input_class[&b];
                    let held = plan_class.get(&a).copied().flatten();
                    if held == Some(want) {
                        found.push(want);
                        continue;
                    }
                    // A loop or manual computation cannot be evaluated: an operand the
                    // numbering holds for another value (a rewrite it does not know) is
                    // compared by evaluation too, keeping its class.
                    if held.is_some() && op.kind.callees().is_empty() {
                        break;
                    }
                    let step = Step::Relate {
                        plan: a,
                        input: b,
                        rule: "evaluated-identity".into(),
                    };
                    if checker.apply(&step).is_err() {
                        break;
                    }
                    steps_here.push((a, step, held.is_none()));
                    found.push(want);
                }
                let complete = found.len() == op.operands.len();
                let shown: Vec<(ValueRef, ValueRef)> = steps_here
                    .iter()
                    .filter_map(|(a, step, reclassed)| match step {
                        Step::Relate { input, .. } if *reclassed => Some((*a, *input)),
                        _ => None,
                    })
                    .collect();
                // In the order the checker took them.
                steps.extend(steps_here.into_iter().map(|(_, step, _)| step));
                for (a, b) in shown {
                    if !complete {
                        continue;
                    }
                    let class = input_class[&b];
                    plan_class.insert(a, Some(class));
                    // The rewritten value holds every input value of the class: the ones the
                    // classes equate through input-side identities too.
                    for &v in members.get(&class).map(Vec::as_slice).unwrap_or(&[]) {
                        if !checker.is_related(a, v) {
                            let _ = relate_by_first(checker, &mut steps, a, v, &all_rules);
                        }
                    }
                }
                if found.len() == op.operands.len() {
                    operand_classes = Some(found);
                    break;
                }
            }
        }
        for (r, ty) in op.result_types.iter().enumerate() {
            let p = ValueRef::Result {
                op: index,
                result: r,
            };
            let class = if local && op.kind.is_collective() && op.operands.len() > 1 {
                // A member of a tuple collective: numbered as the single collective on its
                // operand.
                plan_class
                    .get(&op.operands[r])
                    .copied()
                    .flatten()
                    .and_then(|c| n.lookup(&op_key(&op.kind, &[c], 0, ty)))
            } else if !local && collective_rule_name(&op.kind).is_some() {
                plan_class.get(&op.operands[r]).copied().flatten()
            } else if let Some(value) = plan_closed.get(&plan_flat, p) {
                n.lookup(&closed_key(&value))
            } else {
                operand_classes
                    .as_ref()
                    .and_then(|cls| n.lookup(&op_key(&as_input(&op.kind), cls, r, ty)))
            };
            plan_class.insert(p, class);
            let Some(class) = class else {
                unshown.push((p, "it computes no value of the input program".to_string()));
                continue;
            };
            let mut shown = false;
            let mut tried = Vec::new();
            for &v in members.get(&class).map(Vec::as_slice).unwrap_or(&[]) {
                match relate_by_first(checker, &mut steps, p, v, &relation_rules) {
                    Ok(()) => shown = true,
                    Err(failed) => tried.extend(
                        failed
                            .into_iter()
                            .filter(|(_, e)| !e.contains("is made by") && !e.contains("is not a"))
                            .map(|(rule, e)| format!("{v} by {rule}: {e}")),
                    ),
                }
            }
            if !shown {
                unshown.push((p, tried.join("; ")));
            }
        }
    }
    for (i, (&p, &v)) in plan_flat
        .returns
        .iter()
        .zip(&input_flat.returns)
        .enumerate()
    {
        if !checker.is_related(p, v) && local {
            return Err(DeriveError(format!(
                "result {i}: the plan body's {p} could not be shown to hold the input body's {v}{}",
                unshown
                    .iter()
                    .find(|(u, _)| !matches!(u, ValueRef::Arg(_)))
                    .map(|(u, why)| format!(
                        "; the first value not shown to hold an input value is {u}: {why}"
                    ))
                    .unwrap_or_default()
            )));
        }
        if !checker.is_related(p, v) {
            // A returned value the compiler rewrote: compared by evaluation.
            let step = Step::Relate {
                plan: p,
                input: v,
                rule: "evaluated-identity".into(),
            };
            let evaluated = match checker.apply(&step) {
                Ok(()) => {
                    steps.push(step);
                    continue;
                }
                Err(e) => e,
            };
            let first = unshown
                .iter()
                .find(|(u, _)| !matches!(u, ValueRef::Arg(_)))
                .map(|(u, why)| {
                    let op = plan_flat.def(*u).map(|(_, o)| format!("'{}' at {}", o.kind.name(), o.loc));
                    format!(
                        "; the first plan value not shown to hold an input value is {u} ({}): {why}",
                        op.unwrap_or_default()
                    )
                })
                .unwrap_or_default();
            return Err(DeriveError(format!(
                "result {i}: the plan's {p} could not be shown to hold the input's {v} (by evaluation: {evaluated}){first}"
            )));
        }
    }
    Ok(steps)
}
