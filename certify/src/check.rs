//! The checker: replays a certificate's steps against the input program and the plan.
//!
//! It trusts nothing the compiler says beyond the IR: it parses both programs, flattens the
//! input's calls itself, validates by simulation every layout rule the certificate cites
//! ([`crate::simulate`]), and checks each step. The plan is accepted when every plan op has
//! a layout step, every returned value is related to the input's and holds no partial
//! values, and every step holds.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt;

use shardc_ir::interp::Tensor;
use shardc_ir::{Mesh, Module, OpKind};

use crate::flat::{Flat, ValueRef, flatten};
use crate::format::{Certificate, FORMAT, FunctionCertificate, Rewrite, Step, digest};
use crate::layout::{Layout, RuleClass, RuleSet, Site, collective_rule_name};
use crate::relate::{
    Certified, ClosedValues, Context, LOCAL_RELATION_RULES, RELATION_RULES, check_relation,
};
use crate::simulate::{Validation, validate_rule};

/// Why a certificate was rejected.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckError {
    /// The step that failed (its index and text), when one did.
    pub step: Option<(usize, String)>,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.step {
            Some((i, s)) => write!(f, "step {i} ({s}): {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for CheckError {}

fn fail(message: impl Into<String>) -> CheckError {
    CheckError {
        step: None,
        message: message.into(),
    }
}

/// What an accepted certificate showed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CheckReport {
    /// Steps replayed.
    pub steps: usize,
    /// Plan ops, by the class of the layout rule they were justified by.
    pub ops_by_class: BTreeMap<&'static str, usize>,
    /// Layout steps per rule.
    pub layout_rules: BTreeMap<String, usize>,
    /// Relate steps per rule.
    pub relation_rules: BTreeMap<String, usize>,
    /// The simulated rules cited, with what their validation ran.
    pub validated: BTreeMap<String, Validation>,
    /// Chains of `comm-fusion`'s rewrites replayed (egg's explanations).
    pub rewrites: usize,
    /// Their steps, per rule of the algebra.
    pub rewrite_rules: BTreeMap<String, usize>,
    /// Functions loops call, certified on their own.
    pub functions: usize,
}

impl CheckReport {
    /// A few lines for people.
    pub fn summary(&self) -> String {
        let mut s = format!("certificate accepted: {} steps replayed\n", self.steps);
        // `name count, name count, …`.
        let counts = |m: &BTreeMap<String, usize>| {
            m.iter()
                .map(|(r, n)| format!("{r} {n}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let classes: Vec<String> = self
            .ops_by_class
            .iter()
            .map(|(c, n)| format!("{n} {c}"))
            .collect();
        s.push_str(&format!(
            "  plan ops by rule class: {}\n",
            classes.join(", ")
        ));
        s.push_str(&format!("  layout rules: {}\n", counts(&self.layout_rules)));
        s.push_str(&format!(
            "  relation rules: {}\n",
            counts(&self.relation_rules)
        ));
        if self.rewrites > 0 {
            s.push_str(&format!(
                "  comm-fusion's rewrites (egg's explanations): {} chain(s) replayed, {} step(s): {}\n",
                self.rewrites,
                self.rewrite_rules.values().sum::<usize>(),
                counts(&self.rewrite_rules)
            ));
        }
        if self.functions > 0 {
            s.push_str(&format!(
                "  {} function(s) certified on their own (loops' conditions and bodies, loops by induction; manual computations' bodies, value by value on each device)\n",
                self.functions
            ));
        }
        let sims: usize = self.validated.values().map(|v| v.instances).sum();
        s.push_str(&format!(
            "  {} simulated rule(s) re-validated on {sims} random instances",
            self.validated.len()
        ));
        if let Some(n) = self.ops_by_class.get(RuleClass::Partitioner.name()) {
            s.push_str(&format!(
                "\n  {n} op(s) rely on the partitioner's halos or masked lookups (checked by `shardc verify`, not by this certificate)"
            ));
        }
        s
    }
}

/// The layout rule of a loop (`hlo.while`): checked by the checker against the certificates
/// of the loop's condition and body, not by a rule of the [`RuleSet`].
pub const LOOP_RULE: &str = "loop";

/// The layout rule of a manual computation (`dist.manual_computation`): its operands come
/// laid out as its `in_shardings` say, its results are laid out as its `out_shardings` say;
/// what its body computes is the relation rule `manual`'s business.
pub const MANUAL_RULE: &str = "manual";

/// What a function's accepted certificate shows, for the loops that call it: given
/// arguments laid out as `args` that hold input function `input`'s arguments, it returns
/// values laid out as `results` that hold what `input` returns.
#[derive(Clone, Debug, PartialEq)]
pub struct CertifiedFunction {
    /// The input program's function it computes.
    pub input: String,
    /// Certified in the local view (a manual computation's body, or a function a loop inside
    /// one calls): `args` and `results` are empty (its values have no layouts; they are each
    /// device's own).
    pub local: bool,
    /// Its arguments' layouts (as the plan declares them).
    pub args: Vec<Layout>,
    /// Its results' layouts (as the certificate's layout steps compute them).
    pub results: Vec<Layout>,
}

/// The plan functions whose certificates were accepted, by name.
pub type CertifiedFunctions = HashMap<String, CertifiedFunction>;

/// Random instances each cited simulated rule is re-validated on when a certificate is
/// checked (the test suite runs many more).
pub const CHECK_SAMPLES: usize = 40;

/// The replay state: both programs, the relation, the plan's layouts.
pub struct Checker<'a> {
    /// The plan.
    pub plan: Flat,
    /// The input program.
    pub input: Flat,
    rules: &'a RuleSet,
    mesh: Mesh,
    related: HashSet<(ValueRef, ValueRef)>,
    held: HashMap<ValueRef, Vec<ValueRef>>,
    layouts: HashMap<ValueRef, Layout>,
    layout_done: Vec<Option<String>>,
    input_closed: ClosedValues,
    plan_closed: ClosedValues,
    validated: BTreeMap<String, Validation>,
    report: CheckReport,
    functions: std::borrow::Cow<'a, CertifiedFunctions>,
    /// Checking in the local view (a manual computation's body, or a function a loop inside
    /// one calls): relate steps only, by the local view's rules.
    local: bool,
    /// Per manual computation of the plan (by op), the manual axes along which each value
    /// its body returns may differ between devices ([`crate::varying`]).
    manual_vary: HashMap<usize, Result<Vec<crate::varying::Axes>, String>>,
}

impl<'a> Checker<'a> {
    /// A checker of `plan` (global view, with shardings) against `input`, at function
    /// `entry` of both.
    pub fn new(
        input: &Module,
        plan: &Module,
        entry: &str,
        rules: &'a RuleSet,
    ) -> Result<Checker<'a>, CheckError> {
        Checker::of_functions(
            input,
            plan,
            (entry, entry),
            rules,
            std::borrow::Cow::Owned(CertifiedFunctions::new()),
        )
    }

    /// A checker of plan function `plan_fn` against input function `input_fn`, the loops in
    /// it justified by the certificates of `functions`.
    pub fn of_functions(
        input: &Module,
        plan: &Module,
        (input_fn, plan_fn): (&str, &str),
        rules: &'a RuleSet,
        functions: std::borrow::Cow<'a, CertifiedFunctions>,
    ) -> Result<Checker<'a>, CheckError> {
        let input_flat = flatten(input, input_fn).map_err(|e| fail(format!("input: {e}")))?;
        let plan_flat = flatten(plan, plan_fn).map_err(|e| fail(format!("plan: {e}")))?;
        Checker::of_flats((input_flat, plan_flat), plan, rules, functions)
    }

    /// A checker of a plan function against an input function, both already flattened
    /// (`plan` gives the mesh), the loops in it justified by the certificates of `functions`.
    pub fn of_flats(
        (input_flat, plan_flat): (Flat, Flat),
        plan: &Module,
        rules: &'a RuleSet,
        functions: std::borrow::Cow<'a, CertifiedFunctions>,
    ) -> Result<Checker<'a>, CheckError> {
        let mesh = plan
            .meshes
            .first()
            .map(|m| m.mesh.clone())
            .unwrap_or_else(|| Mesh::new([("d", 1)]));
        if plan.meshes.len() > 1 {
            return Err(fail("plans on more than one mesh are not certified"));
        }
        if input_flat.arg_types != plan_flat.arg_types {
            return Err(fail(
                "the plan's arguments are not the input program's (types differ)",
            ));
        }
        let mut related = HashSet::new();
        let mut held: HashMap<ValueRef, Vec<ValueRef>> = HashMap::new();
        let mut layouts = HashMap::new();
        for (i, ty) in plan_flat.arg_types.iter().enumerate() {
            related.insert((ValueRef::Arg(i), ValueRef::Arg(i)));
            held.insert(ValueRef::Arg(i), vec![ValueRef::Arg(i)]);
            let mut l = Layout::of(plan_flat.arg_shardings[i].as_ref(), ty.rank());
            if !l.unreduced.is_empty() {
                // The runtime hands a partial argument to the devices as partial sums (its
                // block on the first device of each group, zeros on the others).
                l.pending = Some(shardc_ir::op::ReduceKind::Add);
            }
            layouts.insert(ValueRef::Arg(i), l);
        }
        let n = plan_flat.ops.len();
        let manual_vary = plan_flat
            .ops
            .iter()
            .enumerate()
            .filter_map(|(i, o)| match &o.kind {
                OpKind::ManualComputation {
                    body,
                    manual_axes,
                    in_shardings,
                    ..
                } => Some((
                    i,
                    crate::varying::body_results_vary(plan, body, manual_axes, in_shardings),
                )),
                _ => None,
            })
            .collect();
        Ok(Checker {
            plan: plan_flat,
            input: input_flat,
            rules,
            mesh,
            related,
            held,
            layouts,
            layout_done: vec![None; n],
            input_closed: ClosedValues::default(),
            plan_closed: ClosedValues::default(),
            validated: BTreeMap::new(),
            report: CheckReport {
                steps: 0,
                ops_by_class: BTreeMap::new(),
                layout_rules: BTreeMap::new(),
                relation_rules: BTreeMap::new(),
                validated: BTreeMap::new(),
                rewrites: 0,
                rewrite_rules: BTreeMap::new(),
                functions: 0,
            },
            functions,
            local: false,
            manual_vary,
        })
    }

    /// This checker, for the local view (a manual computation's body, one device's program,
    /// or a function a loop inside one calls): it takes relate steps only, by
    /// [`LOCAL_RELATION_RULES`], and is finished by [`Checker::finish_local`].
    pub fn local(mut self) -> Checker<'a> {
        self.local = true;
        self
    }

    /// Whether this checker is for the local view.
    pub fn is_local(&self) -> bool {
        self.local
    }

    /// Replays `steps`, then the chains of `rewrites`, naming the first that fails by its
    /// index (the chains numbered after the steps) and, after `within`, what it says.
    fn replay(
        &mut self,
        steps: &[Step],
        rewrites: &[Rewrite],
        within: &str,
    ) -> Result<(), CheckError> {
        for (i, step) in steps.iter().enumerate() {
            self.apply(step).map_err(|message| CheckError {
                step: Some((i, format!("{within}{}", describe_step(self, step)))),
                message,
            })?;
            self.report.steps += 1;
        }
        for (i, rw) in rewrites.iter().enumerate() {
            self.apply_rewrite(rw).map_err(|message| CheckError {
                step: Some((
                    steps.len() + i,
                    format!(
                        "{within}rewrite {i} of plan {}{} by {}",
                        rw.value,
                        self.plan
                            .def(rw.value)
                            .map(|(_, o)| format!(" ('{}' at {})", o.kind.name(), o.loc))
                            .unwrap_or_default(),
                        rw.rules.join(", ")
                    ),
                )),
                message,
            })?;
        }
        Ok(())
    }

    /// The functions certified so far (the loops' conditions and bodies).
    pub fn functions(&self) -> &CertifiedFunctions {
        &self.functions
    }

    /// Replays a chain of `comm-fusion`'s rewrites ([`crate::rewrites`]); the layout steps
    /// of the plan values it reads come first.
    pub fn apply_rewrite(&mut self, rw: &Rewrite) -> Result<(), String> {
        let replayed = crate::rewrites::check_rewrite(rw, &mut self.rewrite_context())?;
        self.record_rewrite(replayed);
        Ok(())
    }

    /// Finds in the plan the value a proposed chain of rewrites ends at and replays the
    /// chain ([`crate::rewrites::place_rewrite`]): the chain as the certificate stores it, or
    /// the value when one was found and why the chain is refused.
    pub fn place_rewrite(
        &mut self,
        proposed: &Rewrite,
    ) -> Result<Rewrite, (Option<ValueRef>, String)> {
        let (rw, replayed) = crate::rewrites::place_rewrite(proposed, &mut self.rewrite_context())?;
        self.record_rewrite(replayed);
        Ok(rw)
    }

    /// What a chain of rewrites is checked against: the plan, its layouts so far, the rules.
    fn rewrite_context(&mut self) -> crate::rewrites::Context<'_> {
        crate::rewrites::Context {
            plan: &self.plan,
            layouts: &self.layouts,
            rules: self.rules,
            mesh: &self.mesh,
            validated: &mut self.validated,
        }
    }

    fn record_rewrite(&mut self, replayed: crate::rewrites::Replayed) {
        self.report.rewrites += 1;
        for (rule, n) in replayed.rules {
            *self.report.rewrite_rules.entry(rule).or_default() += n;
        }
    }

    /// Whether plan value `p` is known to hold input value `v`.
    pub fn is_related(&self, p: ValueRef, v: ValueRef) -> bool {
        self.related.contains(&(p, v))
    }

    /// Whether plan op `op` has its layout step.
    pub fn has_layout(&self, op: usize) -> bool {
        self.layout_done.get(op).is_some_and(Option::is_some)
    }

    /// Checks one step and, when it holds, records what it establishes.
    pub fn apply(&mut self, step: &Step) -> Result<(), String> {
        match step {
            Step::Layout { .. } if self.local => Err(
                "in the local view (a manual computation's body: one device's program) a certificate relates values; it has no layout steps"
                    .into(),
            ),
            Step::Layout { op, rule } => self.apply_layout(*op, rule),
            Step::Relate { plan, input, rule } => {
                if !RELATION_RULES.iter().any(|(r, _)| r == rule) {
                    return Err(format!("'{rule}' is not a rule of the rule set"));
                }
                if self.local && !LOCAL_RELATION_RULES.contains(&rule.as_str()) {
                    return Err(format!(
                        "'{rule}' does not hold on each device's values (the local view of a manual computation's body)"
                    ));
                }
                if self.related.contains(&(*plan, *input)) {
                    return Ok(());
                }
                let related = &self.related;
                let lookup = |a: ValueRef, b: ValueRef| related.contains(&(a, b));
                let functions = &self.functions;
                let certified = |f: &str| {
                    functions.get(f).map(|c| Certified {
                        input: c.input.clone(),
                        local: c.local,
                    })
                };
                let mut cx = Context {
                    plan: &self.plan,
                    input: &self.input,
                    related: &lookup,
                    held: &self.held,
                    input_closed: &mut self.input_closed,
                    plan_closed: &mut self.plan_closed,
                    certified: &certified,
                    local: self.local,
                };
                check_relation(rule, *plan, *input, &mut cx)?;
                self.related.insert((*plan, *input));
                self.held.entry(*plan).or_default().push(*input);
                *self.report.relation_rules.entry(rule.clone()).or_default() += 1;
                Ok(())
            }
        }
    }

    fn apply_layout(&mut self, op: usize, rule_name: &str) -> Result<(), String> {
        let data = self
            .plan
            .ops
            .get(op)
            .ok_or_else(|| format!("the plan has no op{op}"))?
            .clone();
        if self.has_layout(op) {
            return Err(format!("op{op} already has a layout step"));
        }
        // Ops that call functions have rules of their own, which no other op may cite.
        let own = match data.kind {
            OpKind::While { .. } => Some((LOOP_RULE, "a loop")),
            OpKind::ManualComputation { .. } => Some((MANUAL_RULE, "a manual computation")),
            _ => None,
        };
        let cited = [(LOOP_RULE, "a loop"), (MANUAL_RULE, "a manual computation")]
            .into_iter()
            .find(|(r, _)| *r == rule_name);
        if own.map(|(r, _)| r) != cited.map(|(r, _)| r) {
            return Err(format!(
                "'{}' must be justified by {}",
                data.kind.name(),
                match (own, cited) {
                    (Some((r, _)), _) => format!("'{r}'"),
                    (None, Some((r, what))) =>
                        format!("a rule of the rule set ('{r}' is {what}'s)"),
                    (None, None) => format!("'{rule_name}'"),
                }
            ));
        }
        match own {
            Some((LOOP_RULE, _)) => return self.apply_loop_layout(op),
            Some(_) => return self.apply_manual_layout(op),
            None => {}
        }
        let rule = self
            .rules
            .get(rule_name)
            .ok_or_else(|| format!("'{rule_name}' is not a rule of the rule set"))?;
        let wanted = collective_rule_name(&data.kind);
        if (rule.class == RuleClass::Collective || wanted.is_some()) && wanted != Some(rule_name) {
            return Err(format!(
                "'{}' must be justified by {}",
                data.kind.name(),
                wanted.map_or("a compute rule".to_string(), |w| format!("'{w}'"))
            ));
        }
        if matches!(
            data.kind,
            OpKind::Shift { .. }
                | OpKind::AxisIndex { .. }
                | OpKind::Send { .. }
                | OpKind::Recv { .. }
        ) {
            return Err(format!(
                "'{}' belongs to the local view, not to a plan",
                data.kind.name()
            ));
        }
        let mut operands = Vec::new();
        let mut operand_types = Vec::new();
        let mut operand_constants = Vec::new();
        for (k, &x) in data.operands.iter().enumerate() {
            let l = self.layouts.get(&x).ok_or_else(|| {
                format!("operand {k} ({x}) has no layout yet: its op's layout step comes later")
            })?;
            operands.push(l.clone().without_unit_axes(&self.mesh));
            operand_types.push(self.plan.ty(x).cloned().ok_or("operand type")?);
            operand_constants.push(
                self.plan_closed
                    .get(&self.plan, x)
                    .and_then(|c| match c {
                        crate::relate::Closed::Full(t) => Some(t),
                        crate::relate::Closed::Splat(s, ty) if ty.num_elements() == 1 => {
                            Some(Tensor::filled(ty, s.get_f64(0)))
                        }
                        crate::relate::Closed::Splat(..) => None,
                    })
                    .filter(|t: &Tensor| t.len() == 1),
            );
        }
        let results: Vec<Layout> = data
            .result_types
            .iter()
            .zip(&data.result_shardings)
            .map(|(t, s)| Layout::of(s.as_ref(), t.rank()).without_unit_axes(&self.mesh))
            .collect();
        let site = Site {
            kind: data.kind.clone(),
            operand_types,
            result_types: data.result_types.clone(),
            operands,
            results: results.clone(),
            operand_constants,
            mesh: self.mesh.clone(),
        };
        let pending = (rule.check)(&site)?;
        if rule.class == RuleClass::Simulated && !self.validated.contains_key(rule_name) {
            let v = validate_rule(rule, CHECK_SAMPLES, 0x5eed)?;
            self.validated.insert(rule_name.to_string(), v);
        }
        for (r, (mut l, p)) in results.into_iter().zip(pending).enumerate() {
            l.pending = p;
            self.layouts.insert(ValueRef::Result { op, result: r }, l);
        }
        self.layout_done[op] = Some(rule_name.to_string());
        *self
            .report
            .ops_by_class
            .entry(rule.class.name())
            .or_default() += 1;
        *self
            .report
            .layout_rules
            .entry(rule_name.to_string())
            .or_default() += 1;
        Ok(())
    }

    /// The layout step of loop `op`: by induction over the iterations, when the loop's
    /// condition and body have accepted certificates, the body returns every carried value in
    /// the layout it takes it in, the loop's operands come in those layouts, and the
    /// condition's predicate is whole on every device (every device iterates alike); the
    /// loop's results then have the carried layouts.
    fn apply_loop_layout(&mut self, op: usize) -> Result<(), String> {
        let data = self.plan.ops[op].clone();
        let OpKind::While { cond, body } = &data.kind else {
            return Err("not a loop".into());
        };
        let certified = |f: &str| {
            self.functions.get(f).filter(|c| !c.local).ok_or_else(|| {
                format!(
                    "@{f} has no certificate of its own (the functions' certificates come first)"
                )
            })
        };
        let (cond_cert, body_cert) = (certified(cond)?, certified(body)?);
        let n = data.operands.len();
        if body_cert.args.len() != n || body_cert.results.len() != n || cond_cert.args.len() != n {
            return Err(format!(
                "the loop carries {n} values; its functions take other counts"
            ));
        }
        let same = |a: &Layout, b: &Layout| {
            let (a, b) = (
                a.clone().without_unit_axes(&self.mesh),
                b.clone().without_unit_axes(&self.mesh),
            );
            a.splits_like(&b) && a.pending == b.pending
        };
        let mut carried = Vec::with_capacity(n);
        for (k, &x) in data.operands.iter().enumerate() {
            let have = self.layouts.get(&x).ok_or_else(|| {
                format!("operand {k} ({x}) has no layout yet: its op's layout step comes later")
            })?;
            let arg = &body_cert.args[k];
            for (what, l) in [
                (format!("@{body}'s argument {k}"), arg),
                (format!("@{body}'s result {k}"), &body_cert.results[k]),
                (format!("@{cond}'s argument {k}"), &cond_cert.args[k]),
            ] {
                if !same(have, l) {
                    return Err(format!(
                        "carried value {k} comes in {} but {what} is {}",
                        have.describe(),
                        l.describe()
                    ));
                }
            }
            let declared = Layout::of(
                data.result_shardings.get(k).and_then(Option::as_ref),
                data.result_types[k].rank(),
            );
            let mut declared = declared.without_unit_axes(&self.mesh);
            declared.pending = have.pending;
            if !same(have, &declared) {
                return Err(format!(
                    "result {k} is declared {} but the loop carries it in {}",
                    declared.describe(),
                    have.describe()
                ));
            }
            carried.push(have.clone());
        }
        match cond_cert.results.as_slice() {
            [p] if p.is_replicated() && p.unreduced.is_empty() && p.pending.is_none() => {}
            [p] => {
                return Err(format!(
                    "@{cond}'s predicate is laid out {}: not whole on every device",
                    p.describe()
                ));
            }
            _ => return Err(format!("@{cond} does not return one predicate")),
        }
        self.record_own_layout(op, carried, LOOP_RULE);
        Ok(())
    }

    /// Records the layout step of `op` by a rule of its own (`loop`, `manual`, the rule's
    /// name also its class): its results' layouts.
    fn record_own_layout(&mut self, op: usize, results: Vec<Layout>, rule: &'static str) {
        for (r, l) in results.into_iter().enumerate() {
            self.layouts.insert(ValueRef::Result { op, result: r }, l);
        }
        self.layout_done[op] = Some(rule.to_string());
        *self.report.ops_by_class.entry(rule).or_default() += 1;
        *self
            .report
            .layout_rules
            .entry(rule.to_string())
            .or_default() += 1;
    }

    /// The layout step of manual computation `op`: each operand comes laid out exactly as
    /// its in_sharding says (split over the manual axes as the body's blocks are, whole over
    /// the others, no partials) and each result is declared as its out_sharding says; the
    /// results then have those layouts.
    fn apply_manual_layout(&mut self, op: usize) -> Result<(), String> {
        let data = self.plan.ops[op].clone();
        let OpKind::ManualComputation {
            in_shardings,
            out_shardings,
            ..
        } = &data.kind
        else {
            return Err("not a manual computation".into());
        };
        if in_shardings.len() != data.operands.len()
            || out_shardings.len() != data.result_types.len()
        {
            return Err("its shardings do not match its operands and results".into());
        }
        for (k, (&x, s)) in data.operands.iter().zip(in_shardings).enumerate() {
            let have = self.layouts.get(&x).ok_or_else(|| {
                format!("operand {k} ({x}) has no layout yet: its op's layout step comes later")
            })?;
            let have = have.clone().without_unit_axes(&self.mesh);
            let rank = self.plan.ty(x).map_or(0, |t| t.rank());
            let want = Layout::of(Some(s), rank).without_unit_axes(&self.mesh);
            if have.pending.is_some() || !have.unreduced.is_empty() || !have.splits_like(&want) {
                return Err(format!(
                    "operand {k} comes laid out {} but the body takes it as {}",
                    have.describe(),
                    want.describe()
                ));
            }
        }
        // Along a manual axis a result's out_sharding does not split, the program means the
        // copy at position 0 and each device keeps its own: the body must return the same
        // block on every device there.
        let vary = self
            .manual_vary
            .get(&op)
            .cloned()
            .unwrap_or_else(|| Err("its body was not analysed".into()))
            .map_err(|e| format!("which devices' results differ is not known: {e}"))?;
        for (r, (s, v)) in out_shardings.iter().zip(&vary).enumerate() {
            let split: crate::varying::Axes = s
                .dims
                .iter()
                .flat_map(|d| d.axes.iter().filter(|a| a.sub.is_none()))
                .map(|a| a.name.clone())
                .collect();
            let unsplit: Vec<String> = v.difference(&split).map(|a| format!("\"{a}\"")).collect();
            if !unsplit.is_empty() {
                return Err(format!(
                    "result {r} may differ between devices along manual axis {}, which its out_sharding does not split: the program means the copy at position 0, each device would keep its own (JAX's check_vma)",
                    unsplit.join(", ")
                ));
            }
        }
        let mut results = Vec::with_capacity(out_shardings.len());
        for (r, (s, ty)) in out_shardings.iter().zip(&data.result_types).enumerate() {
            let want = Layout::of(Some(s), ty.rank()).without_unit_axes(&self.mesh);
            let declared = Layout::of(
                data.result_shardings.get(r).and_then(Option::as_ref),
                ty.rank(),
            )
            .without_unit_axes(&self.mesh);
            if !declared.splits_like(&want) || !declared.unreduced.is_empty() {
                return Err(format!(
                    "result {r} is declared {} but the body's blocks assemble it as {}",
                    declared.describe(),
                    want.describe()
                ));
            }
            results.push(want);
        }
        self.record_own_layout(op, results, MANUAL_RULE);
        Ok(())
    }

    /// The final check of a function certified in the local view (a manual computation's
    /// body, or a function a loop inside one calls): every returned value related to the
    /// input function's (on every device). What the certificate shows, for the ops that
    /// call the function.
    pub fn finish_local(mut self) -> Result<(CertifiedFunction, CheckReport), CheckError> {
        if !self.local {
            return Err(fail("not a checker of the local view"));
        }
        self.returns_related()?;
        // Every op computes something the input's function computes (as every op of the
        // global view has its layout step): an op the input does not have — a collective
        // nobody reads, a loop that may not end — is no part of a certified body.
        for (op, data) in self.plan.ops.iter().enumerate() {
            let shown = (0..data.result_types.len())
                .any(|r| self.held.contains_key(&ValueRef::Result { op, result: r }));
            if !shown && !data.result_types.is_empty() {
                return Err(fail(format!(
                    "plan op{op} ('{}' at {}) computes nothing the input's function computes",
                    data.kind.name(),
                    data.loc
                )));
            }
        }
        let certified = CertifiedFunction {
            input: self.input.name.clone(),
            local: true,
            args: Vec::new(),
            results: Vec::new(),
        };
        self.report.validated = std::mem::take(&mut self.validated);
        Ok((certified, self.report))
    }

    /// The final checks of a function a loop calls: every op laid out, every result related
    /// (partial results allowed: the loop's rule compares them with the arguments'). What
    /// the certificate shows, for the loops that call the function.
    pub fn finish_function(mut self) -> Result<(CertifiedFunction, CheckReport), CheckError> {
        let results = self.checked_results(false)?;
        let args = (0..self.plan.arg_types.len())
            .map(|i| self.layouts[&ValueRef::Arg(i)].clone())
            .collect();
        let certified = CertifiedFunction {
            input: self.input.name.clone(),
            local: false,
            args,
            results,
        };
        self.report.validated = std::mem::take(&mut self.validated);
        Ok((certified, self.report))
    }

    /// The final checks: every op laid out, every result related and whole.
    pub fn finish(mut self) -> Result<CheckReport, CheckError> {
        self.checked_results(true)?;
        self.report.validated = std::mem::take(&mut self.validated);
        Ok(self.report)
    }

    /// The plan returns as many values as the input, each related to the input's.
    fn returns_related(&self) -> Result<(), CheckError> {
        if self.plan.returns.len() != self.input.returns.len() {
            return Err(fail(format!(
                "the plan returns {} value(s), the input {}",
                self.plan.returns.len(),
                self.input.returns.len()
            )));
        }
        for (i, (&p, &v)) in self
            .plan
            .returns
            .iter()
            .zip(&self.input.returns)
            .enumerate()
        {
            if !self.related.contains(&(p, v)) {
                return Err(fail(format!(
                    "result {i}: no step shows that plan {p} holds the input's {v}"
                )));
            }
        }
        Ok(())
    }

    /// Every op laid out, every returned value related to the input's and laid out as
    /// declared (and, for the entry, holding no partials the runtime cannot combine): the
    /// returned values' layouts.
    fn checked_results(&self, entry: bool) -> Result<Vec<Layout>, CheckError> {
        if let Some(op) = self.layout_done.iter().position(Option::is_none) {
            return Err(fail(format!(
                "plan op{op} ('{}') has no layout step",
                self.plan.ops[op].kind.name()
            )));
        }
        self.returns_related()?;
        let mut layouts = Vec::with_capacity(self.plan.returns.len());
        for (i, &p) in self.plan.returns.iter().enumerate() {
            let Some(have) = self.layouts.get(&p) else {
                return Err(fail(format!("result {i}: plan {p} has no layout")));
            };
            let have = &have.clone().without_unit_axes(&self.mesh);
            let rank = self.plan.ty(p).map_or(0, |t| t.rank());
            if let Some(Some(declared)) = self.plan.result_shardings.get(i) {
                let declared = Layout::of(Some(declared), rank).without_unit_axes(&self.mesh);
                if !declared.splits_like(have) {
                    return Err(fail(format!(
                        "result {i} is declared {} but plan {p} is laid out {}",
                        declared.describe(),
                        have.describe()
                    )));
                }
            }
            if entry
                && !have.unreduced.is_empty()
                && have.pending != Some(shardc_ir::op::ReduceKind::Add)
            {
                // The runtime sums a partial result's pieces; other partials it cannot combine.
                return Err(fail(format!(
                    "result {i}: plan {p} holds partials combined by '{}', which the runtime does not combine",
                    have.pending.map_or("nothing", |k| k.keyword())
                )));
            }
            layouts.push(have.clone());
        }
        Ok(layouts)
    }
}

/// Checks `cert` against the plan text it claims to certify, under `rules`.
pub fn check_certificate(
    cert: &Certificate,
    plan_text: &str,
    rules: &RuleSet,
) -> Result<CheckReport, CheckError> {
    if cert.format != FORMAT {
        return Err(fail(format!(
            "unknown certificate format '{}' (this checker reads '{FORMAT}')",
            cert.format
        )));
    }
    if digest(plan_text) != cert.plan_sha256 {
        return Err(fail(
            "the certificate is for another plan: the plan's SHA-256 differs",
        ));
    }
    let input = shardc_ir::parse_and_verify(&cert.input, "<certificate input>").map_err(|e| {
        fail(format!(
            "the certificate's input program does not parse: {e}"
        ))
    })?;
    let plan = shardc_ir::parse_and_verify(plan_text, "<plan>")
        .map_err(|e| fail(format!("the plan does not parse: {e}")))?;
    // The certificate is of the programs' entries, not of some other function of theirs (a
    // loop's body, say, whose steps would certify it).
    for (what, module) in [("plan", &plan), ("input", &input)] {
        let entry = module.entry().map(|f| f.name.as_str()).unwrap_or("");
        if entry != cert.entry {
            return Err(fail(format!(
                "the certificate is of @{}, but the {what}'s entry is @{entry}",
                cert.entry
            )));
        }
    }
    // A manual computation's body reads the mesh (its collectives' groups, its devices'
    // positions): the input's must be the plan's.
    let manual = |m: &Module| {
        m.functions.iter().any(|f| {
            f.body
                .iter()
                .any(|&op| matches!(f.ops[op].kind, OpKind::ManualComputation { .. }))
        })
    };
    if (manual(&plan) || manual(&input))
        && (input.meshes.len() != plan.meshes.len()
            || input
                .meshes
                .iter()
                .zip(&plan.meshes)
                .any(|(a, b)| a.name != b.name || a.mesh != b.mesh))
    {
        return Err(fail(
            "the input's meshes are not the plan's, and its manual computations depend on them",
        ));
    }
    let mut functions = CertifiedFunctions::new();
    let mut reports = Vec::new();
    for fc in &cert.functions {
        let (certified, report) = check_function(fc, (&input, &plan), rules, &functions)?;
        reports.push(report);
        functions.insert(fc.plan.clone(), certified);
    }
    let mut checker = Checker::of_functions(
        &input,
        &plan,
        (&cert.entry, &cert.entry),
        rules,
        std::borrow::Cow::Owned(functions),
    )?;
    checker.replay(&cert.steps, &cert.rewrites, "")?;
    let mut report = checker.finish()?;
    for r in reports {
        report.absorb(r);
    }
    Ok(report)
}

/// Checks the certificate of a function a loop calls, against the functions certified
/// before it (its steps are numbered from 0, named with the function).
fn check_function(
    fc: &FunctionCertificate,
    (input, plan): (&Module, &Module),
    rules: &RuleSet,
    functions: &CertifiedFunctions,
) -> Result<(CertifiedFunction, CheckReport), CheckError> {
    let named = |e: CheckError| CheckError {
        step: e.step,
        message: format!("function @{} (input @{}): {}", fc.plan, fc.input, e.message),
    };
    if functions.contains_key(&fc.plan) {
        return Err(fail(format!("function @{} has two certificates", fc.plan)));
    }
    let mut checker = Checker::of_functions(
        input,
        plan,
        (&fc.input, &fc.plan),
        rules,
        std::borrow::Cow::Borrowed(functions),
    )
    .map_err(named)?;
    if fc.local {
        if !fc.rewrites.is_empty() {
            return Err(named(fail(
                "chains of rewrites are not replayed in a manual computation's body",
            )));
        }
        checker = checker.local();
    }
    checker.replay(&fc.steps, &fc.rewrites, &format!("in @{}: ", fc.plan))?;
    if fc.local {
        checker.finish_local().map_err(named)
    } else {
        checker.finish_function().map_err(named)
    }
}

impl CheckReport {
    /// Adds `other`'s counts (a function's certificate) to this report's.
    fn absorb(&mut self, other: CheckReport) {
        self.steps += other.steps;
        for (c, n) in other.ops_by_class {
            *self.ops_by_class.entry(c).or_default() += n;
        }
        for (r, n) in other.layout_rules {
            *self.layout_rules.entry(r).or_default() += n;
        }
        for (r, n) in other.relation_rules {
            *self.relation_rules.entry(r).or_default() += n;
        }
        for (r, v) in other.validated {
            self.validated.entry(r).or_insert(v);
        }
        self.rewrites += other.rewrites;
        self.functions += other.functions + 1;
        for (r, n) in other.rewrite_rules {
            *self.rewrite_rules.entry(r).or_default() += n;
        }
    }
}

/// A step with the ops it names (kinds and source locations).
fn describe_step(c: &Checker, step: &Step) -> String {
    let op_of = |flat: &Flat, v: ValueRef| -> String {
        match flat.def(v) {
            Some((_, o)) => format!(" '{}' at {}", o.kind.name(), o.loc),
            None => String::new(),
        }
    };
    match step {
        Step::Layout { op, .. } => {
            let at = c
                .plan
                .ops
                .get(*op)
                .map(|o| format!(": '{}' at {}", o.kind.name(), o.loc))
                .unwrap_or_default();
            format!("{step}{at}")
        }
        Step::Relate { plan, input, .. } => {
            format!(
                "{step}: plan{} / input{}",
                op_of(&c.plan, *plan),
                op_of(&c.input, *input)
            )
        }
    }
}
