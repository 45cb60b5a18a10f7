//! Loops in the search: a `hlo.while`'s body is searched like a program of its own, with
//! its result `k` tied to its argument `k` (the next value of a carried value is held as the
//! value is), and the loop becomes one op whose strategy is that plan: its operands handed
//! over in the carried layouts, its results in the same, its cost the body's plan times the
//! loop's trip count.
//!
//! A body has more than one plan worth trying, and which is best depends on the program
//! around the loop (what it costs to bring the carried values into the loop's layouts), so
//! each loop gets a few **candidates**:
//! - *searched*: the layouts the body's own search places the carried values in;
//! - *whole*: every carried value the program does not annotate held whole, the body
//!   searched around that;
//! - *arriving*: once the program around the loops has a plan, each carried value that plan
//!   hands to the loop in a layout the loop's entry must move between devices pinned to that
//!   layout, the body searched around them — so a loop takes layouts the program already has rather than an
//!   equally cheap mirror image of them (another axis for the same split);
//! - *lean* (under a memory budget no plan found meets): the body searched under a budget of
//!   its own — its chosen plan's peak less the bytes the program is over, then a half and a
//!   quarter of that peak — so a body that alone fits the budget but leaves the program
//!   over it is searched for plans holding less (the memory weight of the function around
//!   it cannot change a body's plan, only choose among the candidates).
//!
//! Bodies are searched without the descent over their arguments' layouts (the carried
//! values' layouts come from the seeds and the local moves; the descent's trials multiply
//! with the candidates and rarely moved a body's plan).
//!
//! The function around the loops is searched quickly (without the descent over its
//! arguments) once per trial assignment of candidates, loop by loop (coordinate descent from
//! every loop's searched candidate, then each loop's arriving candidate, then, while the
//! program is over its budget, each loop's lean candidates and the descent once more over
//! all); the best assignment — the fewest bytes over the budget, then the fewest seconds —
//! is kept and searched once more in full, with sharding propagation's second opinion.
//! Loops nested in a body are planned the same way when the body is searched, up to
//! [`MAX_LOOP_DEPTH`] deep; deeper loops, and loops whose body or condition another op also
//! calls, keep what sharding propagation finds (as do loops a search could not plan).

use std::collections::HashMap;

use shardc_ir::{Diagnostic, Function, Mesh, Module, OpId, OpKind, Sharding, Value};

use super::space::{Callees, LoopPlan, normalized};
use super::{AutoShardOptions, AutoShardReport, ModuleContext, auto_shard_function_with, extract};
use crate::cost::{CostModel, TripCount, trip_count};

/// How deep loops nested in loop bodies are planned by the search.
pub const MAX_LOOP_DEPTH: usize = 3;

/// The plan chosen for one loop's carried values.
#[derive(Clone, Debug, PartialEq)]
pub struct LoopChoice {
    /// The loop op's location.
    pub location: String,
    /// The function it runs each iteration.
    pub body: String,
    /// Its iterations, when the program fixes them or its `dist.trip_count` expects them
    /// (priced as one otherwise).
    pub trips: Option<TripCount>,
    /// The candidate chosen (`searched`, `whole` or `arriving`).
    pub chosen: String,
    /// Per carried value, its layout.
    pub carried: Vec<String>,
    /// Seconds of one iteration of the body as planned.
    pub seconds_per_iteration: f64,
    /// The best other candidate, and how many seconds more the program around the loop
    /// costs with it (both priced by a quick search of that program); under a memory
    /// budget, among those with which the program fits.
    pub runner_up: Option<(String, f64)>,
    /// How many candidates were weighed.
    pub candidates: usize,
}

impl LoopChoice {
    /// The choice in a line (with `explain`, one more line per carried value).
    pub fn render(&self, explain: bool) -> String {
        let trips = match self.trips {
            Some(t) => t.describe(),
            None => format!(
                "trip count unknown, priced as one iteration (`{}` on the loop sets one)",
                shardc_ir::TRIP_COUNT_ATTR
            ),
        };
        let chosen = describe(&self.chosen);
        let mut out = format!(
            "auto-shard: loop @{} at {} ({trips}): carried values {chosen}, {:.3e} s per iteration",
            self.body, self.location, self.seconds_per_iteration
        );
        match &self.runner_up {
            Some((label, extra)) => out.push_str(&format!(
                "; runner-up {}: +{:.3e} s per step\n",
                describe(label),
                extra.max(0.0)
            )),
            None if self.candidates > 1 => out.push_str(&format!(
                "; no runner-up: none of its {} other candidate(s) was priced in a plan that fits\n",
                self.candidates - 1
            )),
            None => out.push_str("; no alternative\n"),
        }
        if explain {
            for (k, c) in self.carried.iter().enumerate() {
                out.push_str(&format!("  carried {k}: {c}\n"));
            }
        }
        out
    }
}

/// A candidate's label in words.
fn describe(label: &str) -> &'static str {
    match label {
        SEARCHED => "as the body's own search places them",
        ARRIVING => "as the program around the loop hands them over",
        LEAN => "as the body's search places them under a smaller memory budget of its own",
        _ => "whole (but for annotations), the body searched around them",
    }
}

const SEARCHED: &str = "searched";
const WHOLE: &str = "whole";
const ARRIVING: &str = "arriving";
const LEAN: &str = "lean";

/// One plan of a loop the search around it may take.
struct Candidate {
    label: &'static str,
    plan: LoopPlan,
    /// Bytes of its carried values' blocks.
    carried_bytes: i64,
    per_iteration: f64,
    /// The planned body and condition, and what the body's own loops were planned into.
    functions: Vec<Function>,
}

/// A function searched with its loops planned.
pub(crate) struct Searched {
    /// The search's report, with [`AutoShardReport::loops`] filled.
    pub report: AutoShardReport,
    /// The loop bodies and conditions as planned: they replace the module's functions of
    /// the same names.
    pub callees: Vec<Function>,
}

impl Searched {
    /// Writes the planned bodies and conditions into `module`.
    pub fn write_callees(&self, module: &mut Module) {
        for g in &self.callees {
            if let Some(slot) = module.functions.iter_mut().find(|h| h.name == g.name) {
                *slot = g.clone();
            }
        }
    }
}

/// A loop of the function searched, with its candidates.
struct PlannedLoop {
    op: OpId,
    trips: Option<TripCount>,
    /// What the program says of each carried value (see [`loop_pins`]).
    pins: Vec<Option<Sharding>>,
    candidates: Vec<Candidate>,
}

impl PlannedLoop {
    /// Adds candidate `c` unless it is missing or another candidate has its plan: its
    /// index, when added.
    fn add(&mut self, c: Option<Candidate>) -> Option<usize> {
        let c = c.filter(|c| self.candidates.iter().all(|o| o.plan != c.plan))?;
        self.candidates.push(c);
        Some(self.candidates.len() - 1)
    }
}

/// A quick search of the function around the loops with one candidate per loop.
struct Trial {
    /// Its seconds per step.
    seconds: f64,
    /// How many bytes its peak exceeds the memory budget by (0 when it fits, or without a
    /// budget).
    over_budget: i64,
    /// The function as the search planned it.
    planned: Function,
}

/// A quick search of the function around the loops with candidate `choice[l]` of loop `l`.
type TrialFn<'a> = dyn Fn(&[PlannedLoop], &[usize]) -> Option<Trial> + 'a;

/// The coordinate descent over the loops' candidates.
struct Descent {
    /// Per loop, the candidate of the best trial.
    choice: Vec<usize>,
    /// The best trial: the fewest bytes over the budget, then the fewest seconds (the first
    /// met on a tie).
    best: Option<Trial>,
    /// Seconds per step of each loop's candidates in trials that fit (the cheapest met).
    tried: HashMap<(usize, usize), f64>,
}

impl Descent {
    /// Tries the current choice with loop `l`'s candidate `k` (`None`: the current choice),
    /// kept when it is better than the best.
    fn consider(
        &mut self,
        loops: &[PlannedLoop],
        change: Option<(usize, usize)>,
        trial: &TrialFn<'_>,
    ) {
        let mut choice = self.choice.clone();
        if let Some((l, k)) = change {
            choice[l] = k;
        }
        let Some(t) = trial(loops, &choice) else {
            return;
        };
        if t.over_budget == 0 {
            for (l, &k) in choice.iter().enumerate() {
                if change.is_none_or(|(c, _)| c == l) {
                    let e = self.tried.entry((l, k)).or_insert(t.seconds);
                    *e = e.min(t.seconds);
                }
            }
        }
        let better = self
            .best
            .as_ref()
            .is_none_or(|b| (t.over_budget, t.seconds) < (b.over_budget, b.seconds));
        if better {
            self.best = Some(t);
            self.choice = choice;
        }
    }
}

/// Searches `f` (taken out of `module`, whose other functions it calls) over `mesh`, its
/// loops planned first (see the module documentation). `completion` is propagation's second
/// opinion for the final search; `carried` says `f` is itself a loop's body.
pub(crate) fn search(
    module: &Module,
    f: &mut Function,
    mesh: (&str, &Mesh),
    options: &AutoShardOptions,
    (completion, carried): (Option<extract::Completion<'_>>, bool),
    depth: usize,
) -> Result<Searched, Diagnostic> {
    let timing = std::env::var_os("SHARDC_AUTOSHARD_TIMING").is_some();
    let t0 = std::time::Instant::now();
    let manual = super::manual_bodies(module, f, mesh.1, options);
    let body_options = AutoShardOptions {
        explain: false,
        ..options.clone()
    };
    let mut loops: Vec<PlannedLoop> = Vec::new();
    if depth < MAX_LOOP_DEPTH {
        for &op in &f.body {
            let Some(pins) = loop_pins(module, f, op, mesh.1) else {
                continue;
            };
            let trips = trip_count(module, f, op);
            let mut candidates: Vec<Candidate> = Vec::new();
            let mut refused: Option<Diagnostic> = None;
            for (label, whole) in [(SEARCHED, false), (WHOLE, true)] {
                let c = candidate(
                    module,
                    (f, op, trips.map(TripCount::count)),
                    (label, &pins, whole),
                    mesh,
                    &body_options,
                    depth,
                );
                match c {
                    Ok(c) if candidates.iter().all(|o| o.plan != c.plan) => candidates.push(c),
                    Ok(_) | Err(None) => {}
                    Err(Some(d)) => refused = refused.or(Some(d)),
                }
            }
            // A body no plan of which fits the memory budget: the program cannot fit.
            if let (true, Some(d), Some(_)) =
                (candidates.is_empty(), refused, options.memory_budget)
            {
                return Err(d.with_note(
                    f.ops[op].loc.clone(),
                    "the body of this loop, which holds that each iteration",
                ));
            }
            if !candidates.is_empty() {
                loops.push(PlannedLoop {
                    op,
                    trips,
                    pins,
                    candidates,
                });
            }
        }
    }
    let context = |loops: &[PlannedLoop], choice: &[usize], completion, quick| ModuleContext {
        completion,
        called: Callees {
            manual: manual.clone(),
            loops: loops
                .iter()
                .zip(choice)
                .map(|(l, &k)| (l.op, l.candidates[k].plan.clone()))
                .collect(),
        },
        carried,
        quick,
        keep_smallest: false,
    };
    // A quick search of `f` with the loops' candidates `choice` (when no plan fits the
    // memory budget, the smallest found).
    let trial = |loops: &[PlannedLoop], choice: &[usize]| -> Option<Trial> {
        let mut g = f.clone();
        let r = auto_shard_function_with(
            &mut g,
            mesh.0,
            mesh.1,
            &body_options,
            ModuleContext {
                keep_smallest: true,
                ..context(loops, choice, None, true)
            },
        )
        .ok()?;
        Some(Trial {
            seconds: r.compute_seconds + r.communication_seconds,
            over_budget: options
                .memory_budget
                .map_or(0, |b| r.peak_bytes.saturating_sub(b).max(0)),
            planned: g,
        })
    };
    let mut descent = Descent {
        choice: vec![0; loops.len()],
        best: None,
        tried: HashMap::new(),
    };
    if !loops.is_empty() {
        descent.consider(&loops, None, &trial);
        // Coordinate descent over each loop's first candidates.
        for l in 0..loops.len() {
            for k in 1..loops[l].candidates.len() {
                descent.consider(&loops, Some((l, k)), &trial);
            }
        }
        // Then each loop's arriving candidate: the carried values the best plan so far
        // hands over in other layouts pinned to those (so a loop takes the layouts the
        // program around it already has). Only the values the loop's entry moves between
        // devices: a layout the loop's only slices is as good as the loop's.
        for l in 0..loops.len() {
            let Some(best) = &descent.best else { break };
            let current = &loops[l].candidates[descent.choice[l]].plan.carried;
            let arriving = arriving_layouts(f, &best.planned, loops[l].op, mesh.1);
            let pins: Vec<Option<Sharding>> = loops[l]
                .pins
                .iter()
                .zip(arriving)
                .zip(current)
                .map(|((p, a), c)| p.clone().or(a.filter(|a| !sliced_from(a, c))))
                .collect();
            let c = candidate(
                module,
                (f, loops[l].op, loops[l].trips.map(TripCount::count)),
                (ARRIVING, &pins, false),
                mesh,
                &body_options,
                depth,
            );
            if let Some(k) = loops[l].add(c.ok()) {
                descent.consider(&loops, Some((l, k)), &trial);
            }
        }
        if options.memory_budget.is_some() {
            lean_descent(
                module,
                f,
                (&mut loops, &mut descent),
                (mesh, &body_options, depth),
                &trial,
            );
        }
    }
    if timing && !loops.is_empty() {
        eprintln!(
            "loops of @{} planned in {:.3} s (depth {depth})",
            f.name,
            t0.elapsed().as_secs_f64()
        );
    }
    let tried = descent.tried;
    let best = descent.best.map(|b| b.seconds);
    let mut report = auto_shard_function_with(
        f,
        mesh.0,
        mesh.1,
        options,
        context(&loops, &descent.choice, completion, carried),
    )?;
    let mut callees = Vec::new();
    for (l, (planned, &k)) in loops.iter().zip(&descent.choice).enumerate() {
        let candidates = &planned.candidates;
        let chosen = &candidates[k];
        let runner_up = (0..candidates.len())
            .filter(|&j| j != k)
            .filter_map(|j| Some((candidates[j].label.to_string(), tried.get(&(l, j))? - best?)))
            .min_by(|a, b| a.1.total_cmp(&b.1));
        let op = &f.ops[planned.op];
        let body = match &op.kind {
            OpKind::While { body, .. } => body.clone(),
            _ => String::new(),
        };
        report.loops.push(LoopChoice {
            location: op.loc.to_string(),
            body,
            trips: planned.trips,
            chosen: chosen.label.to_string(),
            carried: chosen.plan.carried.iter().map(|s| s.to_string()).collect(),
            seconds_per_iteration: chosen.per_iteration,
            runner_up,
            candidates: candidates.len(),
        });
        callees.extend(chosen.functions.iter().cloned());
    }
    Ok(Searched { report, callees })
}

/// Under a memory budget (`options`') no assignment found fits: lean candidates, loop by
/// loop, each body searched under a budget of its own (its current plan's peak less what the
/// program is over, a half and a quarter of that peak, the largest first) until the program
/// fits or the body cannot shrink; then the descent once more over every candidate (a
/// loop's lean plan may pay only once another's is taken).
fn lean_descent(
    module: &Module,
    f: &Function,
    (loops, descent): (&mut [PlannedLoop], &mut Descent),
    (mesh, options, depth): ((&str, &Mesh), &AutoShardOptions, usize),
    trial: &TrialFn<'_>,
) {
    let Some(budget) = options.memory_budget else {
        return;
    };
    let over = |d: &Descent| d.best.as_ref().map_or(0, |b| b.over_budget);
    for l in 0..loops.len() {
        let now = &loops[l].candidates[descent.choice[l]];
        let body_peak = now.plan.held_bytes.saturating_add(now.carried_bytes);
        let mut rungs = [
            body_peak.saturating_sub(over(descent)),
            body_peak / 2,
            body_peak / 4,
        ];
        rungs.sort_unstable_by(|a, b| b.cmp(a));
        let mut last = body_peak;
        for rung in rungs {
            if over(descent) == 0 {
                break;
            }
            if rung <= 0 || rung >= last {
                continue;
            }
            last = rung;
            let lean_options = AutoShardOptions {
                memory_budget: Some(rung.min(budget)),
                ..options.clone()
            };
            let c = candidate(
                module,
                (f, loops[l].op, loops[l].trips.map(TripCount::count)),
                (LEAN, &loops[l].pins, false),
                mesh,
                &lean_options,
                depth,
            );
            // A body that cannot fit this rung fits no smaller one.
            let Ok(c) = c else { break };
            if let Some(k) = loops[l].add(Some(c)) {
                descent.consider(loops, Some((l, k)), trial);
            }
        }
    }
    if over(descent) > 0 {
        for l in 0..loops.len() {
            for k in 0..loops[l].candidates.len() {
                if k != descent.choice[l] {
                    descent.consider(loops, Some((l, k)), trial);
                }
            }
        }
    }
}

/// Where the plan `g` (a search of `f`) hands loop `op`'s operands over: per carried
/// value, the layout its operand has before any constraint the search put before the loop
/// (none where the plan does not say, or the value is a partial sum).
fn arriving_layouts(f: &Function, g: &Function, op: OpId, mesh: &Mesh) -> Vec<Option<Sharding>> {
    g.ops[op]
        .operands
        .iter()
        .map(|&v| {
            let mut v = v;
            // A constraint the realization added (an op `f` does not have): its input.
            if let shardc_ir::ValueDef::Result(d, 0) = g.values[v].def
                && !f.ops.is_valid(d)
                && matches!(g.ops[d].kind, OpKind::Constraint)
            {
                v = g.ops[d].operands[0];
            }
            let s = normalized(g.values[v].sharding.as_ref()?, mesh);
            s.unreduced.is_empty().then_some(s)
        })
        .collect()
}

/// True when layout `to` is `from` with more axes after each dimension's own: reached by
/// slicing alone, nothing moved between devices.
fn sliced_from(from: &Sharding, to: &Sharding) -> bool {
    from.unreduced.is_empty()
        && from.dims.len() == to.dims.len()
        && from
            .dims
            .iter()
            .zip(&to.dims)
            .all(|(a, b)| b.axes.starts_with(&a.axes))
}

/// How many ops of `module` and `f` call the function `name` (`f` stands for the module's
/// function of its name, if any: a body being planned is a copy of one).
fn callers(module: &Module, f: &Function, name: &str) -> usize {
    module
        .functions
        .iter()
        .filter(|g| g.name != f.name)
        .chain(std::iter::once(f))
        .flat_map(|g| g.body.iter().map(move |&op| &g.ops[op].kind))
        .filter(|kind| match kind {
            OpKind::While { cond, body } => cond == name || body == name,
            OpKind::Call { callee, .. } => callee == name,
            OpKind::ManualComputation { body, .. } => body == name,
            _ => false,
        })
        .count()
}

/// What the program says of each value loop `op` of `f` carries: the first of its
/// annotations met (`sharding::loops::carried_annotations`). `None` when `op` is not a loop
/// the search plans: its functions called by another op too, or two annotations of one
/// carried value that differ.
fn loop_pins(
    module: &Module,
    f: &Function,
    op: OpId,
    mesh: &Mesh,
) -> Option<Vec<Option<Sharding>>> {
    let data = &f.ops[op];
    let OpKind::While { cond, body } = &data.kind else {
        return None;
    };
    let (cond_fn, body_fn) = (module.function(cond)?, module.function(body)?);
    let n = data.operands.len();
    if cond == body
        || callers(module, f, cond) != 1
        || callers(module, f, body) != 1
        || body_fn.args.len() != n
        || body_fn.result_shardings.len() != n
        || cond_fn.args.len() != n
        || data.results.len() != n
    {
        return None;
    }
    let mut pinned: Vec<Option<Sharding>> = vec![None; n];
    for (k, pin) in pinned.iter_mut().enumerate() {
        let said = crate::sharding::loops::carried_annotations((f, op), (cond_fn, body_fn), k);
        for s in said.into_iter().flatten() {
            let s = normalized(s, mesh);
            match pin {
                Some(p) if *p != s => return None,
                _ => *pin = Some(s),
            }
        }
    }
    Some(pinned)
}

/// A loop's condition on one device, its arguments laid out as carried: its seconds per
/// evaluation and what it holds beyond the carried values. The condition is not searched:
/// it is laid out as the partitioner will lay it out (sharding propagation from the carried
/// layouts, reshards, the partitioner), and its per-device program estimated — a reduction
/// of a split carried value is an `all_reduce` every iteration. Where that fails, its
/// values but the arguments are counted whole and its time as nothing.
fn condition_estimate(
    module: &Module,
    condition: &Function,
    mesh: &Mesh,
    options: &AutoShardOptions,
) -> (f64, i64) {
    let mut alone = Module {
        meshes: module.meshes.clone(),
        functions: vec![condition.clone()],
        ..Module::default()
    };
    alone.functions[0].visibility = shardc_ir::Visibility::Public;
    let partitioned = crate::pipeline::parse_pipeline(
        "builtin.module(sharding-propagation,insert-reshards,spmd-partition)",
    )
    .ok()
    .and_then(|p| {
        crate::pipeline::PassManager::new(p)
            .run(&mut alone, &mut crate::pipeline::NoInstrumentation)
            .ok()
    });
    let g = &alone.functions[0];
    if partitioned.is_some() {
        let (seconds, peak) = CostModel::new(options.profile.clone(), mesh).estimate(g);
        let carried: i64 = g.args.iter().map(|&a| g.ty(a).byte_size()).sum();
        return (seconds, peak.saturating_sub(carried).max(0));
    }
    let size = |v: Value| -> i128 {
        match &condition.values[v].sharding {
            Some(s) if condition.args.contains(&v) => {
                crate::cost::local_bytes(condition.ty(v), s, mesh) as i128
            }
            _ => condition.ty(v).byte_size() as i128,
        }
    };
    let carried: i128 = condition.args.iter().map(|&a| size(a)).sum();
    let peak = crate::cost::peak_live(condition, &size) as i128;
    (
        0.0,
        i64::try_from((peak - carried).max(0)).unwrap_or(i64::MAX),
    )
}

/// One candidate of loop `op` of `f` (running `trips` times): its body searched with
/// carried value `k` pinned to `pins[k]` where given, else (`whole`) held whole or (not
/// `whole`) placed by the search.
/// An error when the body's search finds no plan (its diagnostic), or none with every
/// carried value in one layout (`None`).
fn candidate(
    module: &Module,
    (f, op, trips): (&Function, OpId, Option<i64>),
    (label, pins, whole): (&'static str, &[Option<Sharding>], bool),
    mesh: (&str, &Mesh),
    options: &AutoShardOptions,
    depth: usize,
) -> Result<Candidate, Option<Diagnostic>> {
    let OpKind::While { cond, body } = &f.ops[op].kind else {
        return Err(None);
    };
    let (Some(cond_fn), Some(body_fn)) = (module.function(cond), module.function(body)) else {
        return Err(None);
    };
    let mut planned = body_fn.clone();
    for (k, pin) in pins.iter().enumerate() {
        let a = planned.args[k];
        planned.values[a].sharding = match pin {
            Some(s) => Some(s.clone()),
            None if whole => Some(Sharding::replicated(mesh.0, planned.ty(a).rank())),
            None => None,
        };
    }
    let searched = search(module, &mut planned, mesh, options, (None, true), depth + 1)?;
    let carried = planned
        .args
        .iter()
        .map(|&a| {
            planned.values[a]
                .sharding
                .as_ref()
                .map(|s| normalized(s, mesh.1))
        })
        .collect::<Option<Vec<Sharding>>>()
        .ok_or(None)?;
    let consistent = carried.iter().zip(&planned.result_shardings).all(|(c, r)| {
        c.unreduced.is_empty() && r.as_ref().is_some_and(|r| normalized(r, mesh.1) == *c)
    });
    if !consistent {
        return Err(None);
    }
    let mut condition = cond_fn.clone();
    for (k, s) in carried.iter().enumerate() {
        let a = condition.args[k];
        condition.values[a].sharding = Some(s.clone());
    }
    // The condition runs once per iteration too (as the plan's report counts it).
    let (condition_seconds, condition_held) =
        condition_estimate(module, &condition, mesh.1, options);
    let per_iteration =
        searched.report.compute_seconds + searched.report.communication_seconds + condition_seconds;
    let carried_bytes = planned
        .args
        .iter()
        .zip(&carried)
        .fold(0i64, |acc, (&a, s)| {
            acc.saturating_add(crate::cost::local_bytes(planned.ty(a), s, mesh.1))
        });
    // While the loop runs it holds the larger of what its body and its condition hold
    // beyond the carried values.
    let held_bytes = searched
        .report
        .peak_bytes
        .saturating_sub(carried_bytes)
        .max(condition_held)
        .max(0);
    let mut functions = vec![planned, condition];
    functions.extend(searched.callees);
    Ok(Candidate {
        label,
        plan: LoopPlan {
            carried,
            seconds: per_iteration * trips.unwrap_or(1).max(0) as f64,
            held_bytes,
        },
        carried_bytes,
        per_iteration,
        functions,
    })
}
