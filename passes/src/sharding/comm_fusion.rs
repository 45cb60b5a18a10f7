//! `comm-fusion`: independent all-reduces (all-gathers, reduce-scatters) over the same axes
//! become one tuple collective (as XLA's all-reduce, all-gather and reduce-scatter combiners
//! make one of a step's gradient reductions or parameter gathers).
//!
//! Every collective pays its link's latency once, so `k` collectives that could travel
//! together cost `k - 1` latencies more than their tuple. Fusing is legal when no member
//! depends on another (the tuple waits for all its operands, and every user of a member
//! waits for the tuple); it is worth it unless it lengthens the step or raises its peak
//! memory: on a target whose collectives run beside compute (`overlaps_communication`), a
//! gradient reduced early overlaps the rest of the backward pass, and holding it back for a
//! later one can cost more than the latency saved; and gathering a later layer's parameters
//! early keeps them live longer.
//!
//! Members are taken in program order, per (kind, axes, combiner, element type); each joins
//! the open bucket when the bucket stays free of dependences, the step's simulated time
//! does not grow and its peak of live bytes does not grow past the larger of today's peak
//! and the device's memory (or the compilation's memory budget, when less), else it opens
//! a new bucket. The step is simulated as the cost
//! model's list schedule (ops in order; on an overlapping target one compute stream and one collective
//! stream, an op starting when its stream is free and its operands are ready). The fused
//! program keeps the original order except that the tuple goes as early as its operands
//! allow and whatever reads a member's result follows it. A merge moves ops only between its
//! two members, so a candidate is priced by walking that window (`Schedule`), not the
//! program: bucketing stays linear in the program for buckets of nearby members.

use std::collections::{BTreeMap, HashMap};

use shardc_ir::op::OpKind;
use shardc_ir::{Function, OpId, Sharding, Value, ValueDef};

use crate::cost::{CollectiveKind, CostModel, collective_axes, local_bytes, op_flops};

/// What `comm-fusion` did to one function.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FusionSummary {
    /// Collectives that could be fused (all-reduces, all-gathers, reduce-scatters) before.
    pub fusable_before: usize,
    /// Those collectives after (each tuple counted once).
    pub fusable_after: usize,
    /// The step's simulated seconds before and after.
    pub seconds: (f64, f64),
}

/// Fuses the independent collectives of `f` (a global-view function over `model`'s mesh)
/// whose fusion neither lengthens the simulated step nor raises its peak memory past the
/// larger of today's peak and what a device may hold: its memory, or `memory_budget` (the
/// compilation's budget per device) when that is less. `given` are the tuples the program
/// stated (those [`split_tuples`] split, each as its members' results): each member first
/// joins its own tuple where that pays, so a plan written out with its tuples compiles back
/// to the same buckets rather than to another bucketing of its collectives.
pub fn fuse_collectives(
    f: &mut Function,
    model: &CostModel,
    memory_budget: Option<i64>,
    given: &[Vec<Value>],
) -> FusionSummary {
    fuse(f, model, false, memory_budget, given)
}

/// Like [`fuse_collectives`], for a manual computation's body (one device's program): an
/// all-reduce sums its group's members in the order its axes list them, which the program
/// fixes bit for bit, so only all-reduces listing the same axes in the same order travel
/// together (over the global view's partial sums the order is the compiler's to choose).
pub fn fuse_manual_body_collectives(
    f: &mut Function,
    model: &CostModel,
    memory_budget: Option<i64>,
    given: &[Vec<Value>],
) -> FusionSummary {
    fuse(f, model, true, memory_budget, given)
}

/// Splits `f`'s tuple collectives (one op of several operands and results) into one
/// collective per member, in the tuple's place, its readers reading the members; returns the
/// tuples it split, each as its members' new results. `comm-fusion` starts from single
/// collectives: its algebra looks into collectives of one result only, and bucketing makes
/// the tuples again, starting from those returned ([`fuse_collectives`]'s `given`) — a plan
/// written out with its tuples then compiles back to the same plan.
pub fn split_tuples(f: &mut Function) -> Vec<Vec<Value>> {
    let mut split = Vec::new();
    let mut member_of: std::collections::HashMap<shardc_ir::Value, shardc_ir::Value> =
        std::collections::HashMap::new();
    let mut body = Vec::with_capacity(f.body.len());
    for op in std::mem::take(&mut f.body) {
        for operand in &mut f.ops[op].operands {
            if let Some(&m) = member_of.get(operand) {
                *operand = m;
            }
        }
        let data = &f.ops[op];
        let tuple = data.kind.is_tuple_collective()
            && data.operands.len() > 1
            && data.results.len() == data.operands.len();
        if !tuple {
            body.push(op);
            continue;
        }
        let (kind, loc) = (data.kind.clone(), data.loc.clone());
        let members: Vec<(shardc_ir::Value, shardc_ir::Value)> = data
            .operands
            .iter()
            .copied()
            .zip(data.results.iter().copied())
            .collect();
        let mut tuple = Vec::with_capacity(members.len());
        for (operand, result) in members {
            let ty = f.ty(result).clone();
            let single = f.create_op(kind.clone(), vec![operand], vec![ty], loc.clone());
            let r = f.ops[single].results[0];
            f.values[r].sharding = f.values[result].sharding.clone();
            member_of.insert(result, r);
            body.push(single);
            tuple.push(r);
        }
        split.push(tuple);
    }
    f.body = body;
    split
}

/// Fuses `f`'s collectives; with `axes_in_order`, all-reduces fuse only over axes listed
/// alike.
fn fuse(
    f: &mut Function,
    model: &CostModel,
    axes_in_order: bool,
    memory_budget: Option<i64>,
    given: &[Vec<Value>],
) -> FusionSummary {
    let graph = Graph::new(f, model, axes_in_order);
    // The stated tuples' members still in the body (the algebra may have rewritten some) and
    // fusable, as nodes in program order.
    let node_of: HashMap<OpId, usize> = graph
        .nodes
        .iter()
        .enumerate()
        .map(|(i, n)| (n.op, i))
        .collect();
    let given: Vec<Vec<usize>> = given
        .iter()
        .map(|tuple| {
            let mut nodes: Vec<usize> = tuple
                .iter()
                .filter_map(|&v| match f.values[v].def {
                    ValueDef::Result(op, _) => node_of.get(&op).copied(),
                    ValueDef::Arg(_) => None,
                })
                .filter(|&i| graph.nodes[i].fusable.is_some())
                .collect();
            nodes.sort_unstable();
            nodes
        })
        .collect();
    let mut summary = FusionSummary {
        fusable_before: graph.nodes.iter().filter(|n| n.fusable.is_some()).count(),
        ..FusionSummary::default()
    };
    let mut groups: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for (i, n) in graph.nodes.iter().enumerate() {
        if let Some(key) = &n.fusable {
            groups.entry(key.clone()).or_default().push(i);
        }
    }
    let schedule = Schedule::new(&graph);
    let device = model.device_memory_bytes();
    let peak = schedule.peak_bytes(&graph);
    let mut b = Bucketing {
        graph: &graph,
        overlaps: model.profile.overlaps_communication,
        memory_limit: peak.max(memory_budget.map_or(device, |b| b.min(device))),
        plan: Plan::new(&graph),
        scratch: Scratch::new(graph.nodes.len()),
        schedule,
        seconds: 0.0,
        peak,
    };
    b.seconds = b.plan.seconds(&graph, b.schedule.order(), &mut b.scratch);
    summary.seconds.0 = b.seconds;
    // The program's own tuples first, each member joining its tuple's first where that
    // pays: a plan written out and compiled again keeps its buckets (its members, split in
    // the tuple's place, merge at no cost), where bucketing from scratch could walk them in
    // the global view's order into other buckets of the same price.
    for tuple in &given {
        let Some((&first, rest)) = tuple.split_first() else {
            continue;
        };
        for &m in rest {
            if graph.nodes[m].fusable == graph.nodes[first].fusable {
                let (open, m) = (b.plan.rep[first], b.plan.rep[m]);
                if open != m {
                    b.try_merge(open, m);
                }
            }
        }
    }
    // Greedy in program order, then again over the tuples made, until a pass merges nothing:
    // a collective refused beside one member can fit beside the tuple of two (the tuple's
    // place and peak are not the member's). Compiled again, a plan then has nothing left to
    // merge.
    let mut merged = true;
    while merged {
        merged = false;
        for members in groups.values() {
            let tuples: Vec<usize> = members
                .iter()
                .copied()
                .filter(|&m| b.plan.rep[m] == m)
                .collect();
            // The buckets still open, the latest last: a member joins the latest that takes
            // it, else opens its own. One that reads the latest bucket (or that bucket refuses)
            // may still join an earlier one: in a loop body's chain of reductions, the one
            // after an independent reduction joins it past the chain's next link.
            let mut buckets = vec![tuples[0]];
            for &m in &tuples[1..] {
                let joined = buckets.iter().rev().any(|&open| b.try_merge(open, m));
                merged |= joined;
                if !joined {
                    if buckets.len() == OPEN_BUCKETS {
                        buckets.remove(0);
                    }
                    buckets.push(m);
                }
            }
        }
    }
    summary.seconds.1 = b.seconds;
    summary.fusable_after = apply(f, &graph, &b.plan, b.schedule.order());
    summary
}

/// Bucketing's state: the plan so far, its schedule, and the step's simulated seconds and
/// peak bytes under it.
struct Bucketing<'g> {
    graph: &'g Graph,
    /// Whether collectives run beside compute (the step is then simulated, not summed).
    overlaps: bool,
    /// The peak a merge may reach: today's peak, or more up to what a device may hold.
    memory_limit: i64,
    plan: Plan,
    scratch: Scratch,
    schedule: Schedule,
    seconds: f64,
    peak: i64,
}

impl Bucketing<'_> {
    /// Fuses tuple `m` into the earlier `open` when neither reads the other and the merge
    /// pays; says whether it did.
    fn try_merge(&mut self, open: usize, m: usize) -> bool {
        let (graph, plan, scratch) = (self.graph, &mut self.plan, &mut self.scratch);
        if plan.depends(graph, &self.schedule.place, open, m, scratch)
            || plan.depends(graph, &self.schedule.place, m, open, scratch)
        {
            return false;
        }
        let apart = plan.node_seconds(graph, m) + plan.node_seconds(graph, open);
        let undo = plan.merge(open, m);
        let window = self.schedule.window(plan, graph, (open, m), scratch);
        let s = if self.overlaps {
            plan.seconds(graph, self.schedule.order_with(&window), scratch)
        } else {
            // One op at a time: the step is the sum of its ops, and a tuple costs one
            // latency less than its members apart.
            self.seconds - apart + plan.node_seconds(graph, open)
        };
        // Memory is spent only on a latency saved: a merge that saves nothing (members over
        // axes of one device, which cost nothing) may not raise the peak.
        let fused_peak = self.schedule.peak_with(graph, &window);
        let saves = s < self.seconds * (1.0 - 1e-12);
        if s <= self.seconds * (1.0 + 1e-12)
            && fused_peak <= self.memory_limit
            && (saves || fused_peak <= self.peak)
        {
            self.seconds = s;
            self.peak = self.peak.max(fused_peak);
            self.schedule.commit(window);
            true
        } else {
            plan.unmerge(undo);
            false
        }
    }
}

/// How many buckets stay open to a collective while bucketing walks a group in program
/// order (the latest tried first): more finds merges past longer chains of dependent
/// collectives, at a dependence walk each.
const OPEN_BUCKETS: usize = 4;

/// One op of the body, for the simulation.
#[derive(Clone, Debug)]
struct Node {
    op: OpId,
    /// Nodes whose results it reads.
    preds: Vec<usize>,
    /// Seconds on the target.
    seconds: f64,
    /// Runs on the collective stream.
    collective: bool,
    /// For a collective that may be fused: the key of those it may join.
    fusable: Option<String>,
    /// For such a collective: its kind, axes and bytes per device, to price a tuple.
    tuple: Option<(CollectiveKind, Vec<shardc_ir::AxisRef>, i64)>,
    /// Bytes of its results on one device, and the nodes reading them last (for the peak).
    result_bytes: i64,
}

struct Graph {
    nodes: Vec<Node>,
    /// Bytes of the arguments on one device (live throughout).
    arg_bytes: i64,
    succs: Vec<Vec<usize>>,
    model: CostModel,
}

impl Graph {
    fn new(f: &Function, model: &CostModel, axes_in_order: bool) -> Graph {
        let mesh = model.mesh();
        let index: HashMap<OpId, usize> = f.body.iter().enumerate().map(|(i, &o)| (o, i)).collect();
        let local = |v: Value| -> i64 {
            match &f.values[v].sharding {
                Some(s) => local_bytes(f.ty(v), s, mesh),
                None => f.ty(v).byte_size(),
            }
        };
        let mut nodes = Vec::with_capacity(f.body.len());
        for &op in &f.body {
            let data = &f.ops[op];
            let mut preds: Vec<usize> = data
                .operands
                .iter()
                .filter_map(|&v| match f.values[v].def {
                    ValueDef::Result(d, _) => index.get(&d).copied(),
                    ValueDef::Arg(_) => None,
                })
                .collect();
            preds.sort_unstable();
            preds.dedup();
            let kind = CollectiveKind::of(&data.kind);
            let collective = CollectiveKind::exchanges(&data.kind);
            let seconds = if let Some(k) = kind {
                let bytes: i64 = data.results.iter().map(|&r| local(r)).sum();
                model.collective_seconds(k, &collective_axes(&data.kind, mesh), bytes)
            } else {
                // The op's share on one device: its global work scaled by the fraction of
                // its result one device computes.
                let fraction = data.results.first().map_or(1.0, |&r| {
                    let whole = f.ty(r).byte_size().max(1) as f64;
                    local(r) as f64 / whole
                });
                let bytes: f64 = data
                    .operands
                    .iter()
                    .chain(&data.results)
                    .map(|&v| local(v) as f64)
                    .sum();
                let element = data
                    .operands
                    .first()
                    .map_or(shardc_ir::ElementType::F32, |&v| f.ty(v).element);
                model.op_seconds(
                    op_flops(f, op) * fraction,
                    bytes,
                    crate::cost::is_contraction(&data.kind),
                    element,
                )
            };
            let element = data.results.first().map(|&r| f.ty(r).element);
            let same_element = data
                .results
                .iter()
                .all(|&r| Some(f.ty(r).element) == element);
            let key = match &data.kind {
                OpKind::AllReduce {
                    reduction_axes,
                    kind,
                } => {
                    let mut axes: Vec<String> =
                        reduction_axes.iter().map(|a| a.to_string()).collect();
                    if !axes_in_order {
                        axes.sort();
                    }
                    Some(format!("all_reduce {} {kind:?}", axes.join(",")))
                }
                OpKind::AllGather { gathering_axes } => {
                    Some(format!("all_gather {gathering_axes:?}"))
                }
                OpKind::ReduceScatter { scatter_axes, kind } => {
                    Some(format!("reduce_scatter {scatter_axes:?} {kind:?}"))
                }
                _ => None,
            };
            let result_bytes: i64 = data.results.iter().map(|&r| local(r)).sum();
            let (fusable, tuple) = match (key, kind, element) {
                (Some(key), Some(k), Some(element)) if same_element => (
                    Some(format!("{key} {element}")),
                    Some((k, collective_axes(&data.kind, mesh), result_bytes)),
                ),
                _ => (None, None),
            };
            nodes.push(Node {
                op,
                preds,
                seconds,
                collective,
                fusable,
                tuple,
                result_bytes,
            });
        }
        let mut succs = vec![Vec::new(); nodes.len()];
        for (i, n) in nodes.iter().enumerate() {
            for &p in &n.preds {
                succs[p].push(i);
            }
        }
        let arg_bytes = f.args.iter().map(|&a| local(a)).sum();
        Graph {
            nodes,
            arg_bytes,
            succs,
            model: model.clone(),
        }
    }
}

/// The end of a tuple's list of members.
const NONE: usize = usize::MAX;

/// Which nodes are fused into which: each tuple a list of its members, its representative
/// (the member that came first in the program) at the head.
struct Plan {
    /// The representative of each node (itself, or the first member of its tuple).
    rep: Vec<usize>,
    /// The member after each node in its tuple's list (`NONE` for the last).
    next: Vec<usize>,
    /// For a representative: the last member of its tuple's list.
    last: Vec<usize>,
}

/// What [`Plan::merge`] changed, for [`Plan::unmerge`] to take back.
struct Merge {
    into: usize,
    m: usize,
    /// The last member of `into`'s list before the merge.
    last: usize,
}

/// Buffers the plan's walks reuse: one allocation per function, not one per candidate.
struct Scratch {
    /// `stamp[n] == generation`: node `n` was seen by the current walk.
    stamp: Vec<u32>,
    generation: u32,
    /// A list of nodes: the dependence walk's stack, the values a window touches.
    nodes: Vec<usize>,
    /// A representative's slot in a window being priced.
    slot: Vec<usize>,
    /// When each node finishes, in the simulated step.
    done: Vec<f64>,
}

impl Scratch {
    fn new(n: usize) -> Scratch {
        Scratch {
            stamp: vec![0; n],
            generation: 0,
            nodes: Vec::new(),
            slot: vec![0; n],
            done: vec![0.0; n],
        }
    }

    /// Starts a walk: no node seen yet.
    fn next_generation(&mut self) -> u32 {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.stamp.fill(0);
            self.generation = 1;
        }
        self.generation
    }
}

/// The fused program's order, kept up to date as tuples form: `slots[i]` is the
/// representative run i-th (`NONE` where a merge left a hole), `place[r]` the slot of
/// representative `r`; for the peak, the bytes each slot makes and those live in it.
///
/// A merge moves ops only between its two members' slots (the window): ops there that read
/// neither member and come before the last operand of the tuple stay before it, the tuple
/// follows that operand, and the rest (among them every reader of a member) follow the
/// tuple in their order. Outside the window every op keeps its slot and every value the
/// same slots of life, so a candidate is priced by walking its window alone.
struct Schedule {
    slots: Vec<usize>,
    place: Vec<usize>,
    /// Bytes of the results made in each slot.
    made: Vec<i64>,
    /// Bytes live in each slot once its results are made.
    live: MaxTree,
}

/// A merge's window as it would be: slots `lo..lo + slots.len()` anew.
struct Window {
    lo: usize,
    slots: Vec<usize>,
    made: Vec<i64>,
    live: Vec<i64>,
}

impl Schedule {
    /// The body's own order.
    fn new(graph: &Graph) -> Schedule {
        let n = graph.nodes.len();
        // Where each node's results die: at the last op reading them (the return reads
        // those returned), or where they are made if nothing does.
        let mut dies: Vec<usize> = (0..n).collect();
        for (i, node) in graph.nodes.iter().enumerate() {
            for &p in &node.preds {
                dies[p] = dies[p].max(i);
            }
        }
        let mut freed = vec![0i64; n];
        let mut live = Vec::with_capacity(n);
        let mut now = graph.arg_bytes;
        for (i, node) in graph.nodes.iter().enumerate() {
            now += node.result_bytes;
            freed[dies[i]] += node.result_bytes;
            live.push(now);
            now -= freed[i];
        }
        Schedule {
            slots: (0..n).collect(),
            place: (0..n).collect(),
            made: graph.nodes.iter().map(|node| node.result_bytes).collect(),
            live: MaxTree::new(&live),
        }
    }

    /// The representatives in order.
    fn order(&self) -> impl Iterator<Item = usize> + '_ {
        self.slots.iter().copied().filter(|&r| r != NONE)
    }

    /// The most bytes live at once on one device: the arguments throughout, each node's
    /// results from their slot to their last reader's.
    fn peak_bytes(&self, graph: &Graph) -> i64 {
        self.live.max(0, self.slots.len()).max(graph.arg_bytes)
    }

    /// The window of `plan`'s merge of representatives `a` and `b` (already merged into
    /// `a`, each at its slot before the merge).
    fn window(
        &self,
        plan: &Plan,
        graph: &Graph,
        (a, b): (usize, usize),
        scratch: &mut Scratch,
    ) -> Window {
        let (lo, hi) = {
            let (pa, pb) = (self.place[a], self.place[b]);
            (pa.min(pb), pa.max(pb))
        };
        // The last slot holding an operand of the tuple.
        let last_operand = plan
            .members(a)
            .flat_map(|x| graph.nodes[x].preds.iter())
            .map(|&p| plan.rep[p])
            .filter(|&r| r != a)
            .map(|r| self.place[r])
            .max();
        let reads_tuple = scratch.next_generation();
        scratch.stamp[a] = reads_tuple;
        let (mut before, mut after) = (Vec::new(), Vec::new());
        for i in lo..=hi {
            let r = self.slots[i];
            if r == NONE || r == a || r == b {
                continue;
            }
            let reads = plan.members(r).any(|x| {
                graph.nodes[x]
                    .preds
                    .iter()
                    .any(|&p| scratch.stamp[plan.rep[p]] == reads_tuple)
            });
            if reads {
                scratch.stamp[r] = reads_tuple;
                after.push(r);
            } else if last_operand.is_some_and(|q| i <= q) {
                before.push(r);
            } else {
                after.push(r);
            }
        }
        let mut slots = before;
        slots.push(a);
        slots.extend(after);
        slots.resize(hi - lo + 1, NONE);
        // The slots of the window's representatives as they would be.
        let moved = scratch.next_generation();
        for (k, &r) in slots.iter().enumerate() {
            if r != NONE {
                scratch.stamp[r] = moved;
                scratch.slot[r] = lo + k;
            }
        }
        let slot_of = |r: usize, scratch: &Scratch| {
            if scratch.stamp[r] == moved {
                scratch.slot[r]
            } else {
                self.place[r]
            }
        };
        // Values made or read in the window die where their last reader now runs: those
        // dying inside it are freed there.
        let mut freed = vec![0i64; slots.len()];
        let mut touched = std::mem::take(&mut scratch.nodes);
        touched.clear();
        for &r in slots.iter().filter(|&&r| r != NONE) {
            for x in plan.members(r) {
                touched.push(x);
                touched.extend(graph.nodes[x].preds.iter().copied());
            }
        }
        touched.sort_unstable();
        touched.dedup();
        for &v in &touched {
            let dies = graph.succs[v]
                .iter()
                .map(|&s| slot_of(plan.rep[s], scratch))
                .fold(slot_of(plan.rep[v], scratch), usize::max);
            if (lo..=hi).contains(&dies) {
                freed[dies - lo] += graph.nodes[v].result_bytes;
            }
        }
        scratch.nodes = touched;
        let mut now = self.live.get(lo) - self.made[lo];
        let mut made = Vec::with_capacity(slots.len());
        let mut live = Vec::with_capacity(slots.len());
        for (k, &r) in slots.iter().enumerate() {
            let bytes: i64 = if r == NONE {
                0
            } else {
                plan.members(r).map(|x| graph.nodes[x].result_bytes).sum()
            };
            now += bytes;
            made.push(bytes);
            live.push(now);
            now -= freed[k];
        }
        debug_assert_eq!(
            now,
            if hi + 1 < self.slots.len() {
                self.live.get(hi + 1) - self.made[hi + 1]
            } else {
                now
            },
            "a merge changes what is live past its window"
        );
        Window {
            lo,
            slots,
            made,
            live,
        }
    }

    /// The order with `window` in place.
    fn order_with<'a>(&'a self, window: &'a Window) -> impl Iterator<Item = usize> + 'a {
        let hi = window.lo + window.slots.len();
        self.slots[..window.lo]
            .iter()
            .chain(&window.slots)
            .chain(&self.slots[hi..])
            .copied()
            .filter(|&r| r != NONE)
    }

    /// The peak with `window` in place.
    fn peak_with(&self, graph: &Graph, window: &Window) -> i64 {
        let hi = window.lo + window.slots.len();
        let inside = window.live.iter().copied().max().unwrap_or(0);
        self.live
            .max(0, window.lo)
            .max(inside)
            .max(self.live.max(hi, self.slots.len()))
            .max(graph.arg_bytes)
    }

    /// Puts `window` in place.
    fn commit(&mut self, window: Window) {
        for (k, &r) in window.slots.iter().enumerate() {
            let i = window.lo + k;
            self.slots[i] = r;
            if r != NONE {
                self.place[r] = i;
            }
            self.made[i] = window.made[k];
            self.live.set(i, window.live[k]);
        }
    }
}

/// Range maxima over a fixed number of slots (a segment tree).
struct MaxTree {
    size: usize,
    tree: Vec<i64>,
}

impl MaxTree {
    fn new(values: &[i64]) -> MaxTree {
        let size = values.len().next_power_of_two().max(1);
        let mut tree = vec![i64::MIN; 2 * size];
        tree[size..size + values.len()].copy_from_slice(values);
        for i in (1..size).rev() {
            tree[i] = tree[2 * i].max(tree[2 * i + 1]);
        }
        MaxTree { size, tree }
    }

    fn get(&self, i: usize) -> i64 {
        self.tree[self.size + i]
    }

    fn set(&mut self, i: usize, value: i64) {
        let mut at = self.size + i;
        self.tree[at] = value;
        while at > 1 {
            at /= 2;
            self.tree[at] = self.tree[2 * at].max(self.tree[2 * at + 1]);
        }
    }

    /// The largest value in slots `lo..hi` (`i64::MIN` when empty).
    fn max(&self, lo: usize, hi: usize) -> i64 {
        let (mut l, mut r) = (lo + self.size, hi + self.size);
        let mut best = i64::MIN;
        while l < r {
            if l % 2 == 1 {
                best = best.max(self.tree[l]);
                l += 1;
            }
            if r % 2 == 1 {
                r -= 1;
                best = best.max(self.tree[r]);
            }
            l /= 2;
            r /= 2;
        }
        best
    }
}

impl Plan {
    fn new(graph: &Graph) -> Plan {
        let n = graph.nodes.len();
        Plan {
            rep: (0..n).collect(),
            next: vec![NONE; n],
            last: (0..n).collect(),
        }
    }

    /// The members of representative `r`'s tuple, `r` first.
    fn members(&self, r: usize) -> impl Iterator<Item = usize> + '_ {
        std::iter::successors(Some(r), |&x| Some(self.next[x]).filter(|&n| n != NONE))
    }

    /// Fuses representative `m`'s tuple into representative `into`'s.
    fn merge(&mut self, into: usize, m: usize) -> Merge {
        let last = self.last[into];
        self.next[last] = m;
        self.last[into] = self.last[m];
        let mut x = m;
        while x != NONE {
            self.rep[x] = into;
            x = self.next[x];
        }
        Merge { into, m, last }
    }

    /// Takes back the last merge.
    fn unmerge(&mut self, undo: Merge) {
        self.next[undo.last] = NONE;
        self.last[undo.into] = undo.last;
        let mut x = undo.m;
        while x != NONE {
            self.rep[x] = undo.m;
            x = self.next[x];
        }
    }

    /// True when tuple `to` reads, directly or not, a result of tuple `from`. A path
    /// entering any member of a tuple leaves by every member's readers (the tuple's results
    /// come together). `place` is each representative's place in this plan's order: a path
    /// only passes tuples placed before its end.
    fn depends(
        &self,
        graph: &Graph,
        place: &[usize],
        from: usize,
        to: usize,
        scratch: &mut Scratch,
    ) -> bool {
        let target = self.rep[to];
        let bound = place[target];
        let generation = scratch.next_generation();
        let mut stack = std::mem::take(&mut scratch.nodes);
        stack.clear();
        for m in self.members(self.rep[from]) {
            scratch.stamp[m] = generation;
            stack.push(m);
        }
        let mut found = false;
        'walk: while let Some(n) = stack.pop() {
            for &s in &graph.succs[n] {
                if scratch.stamp[s] == generation {
                    continue;
                }
                let rs = self.rep[s];
                if rs == target {
                    found = true;
                    break 'walk;
                }
                if place[rs] > bound {
                    continue;
                }
                for m in self.members(rs) {
                    if scratch.stamp[m] != generation {
                        scratch.stamp[m] = generation;
                        stack.push(m);
                    }
                }
            }
        }
        scratch.nodes = stack;
        found
    }

    /// Seconds of the node standing for tuple `r`.
    fn node_seconds(&self, graph: &Graph, r: usize) -> f64 {
        let node = &graph.nodes[r];
        let (Some((kind, axes, _)), true) = (&node.tuple, self.next[r] != NONE) else {
            return node.seconds;
        };
        let bytes: i64 = self
            .members(r)
            .filter_map(|m| graph.nodes[m].tuple.as_ref().map(|(_, _, b)| *b))
            .sum();
        graph.model.collective_seconds(*kind, axes, bytes)
    }

    /// The simulated step: ops in `order` (this plan's), each starting when its stream is
    /// free and its operands are ready.
    fn seconds(
        &self,
        graph: &Graph,
        order: impl Iterator<Item = usize>,
        scratch: &mut Scratch,
    ) -> f64 {
        let overlap = graph.model.profile.overlaps_communication;
        let done = &mut scratch.done;
        let (mut compute_free, mut comm_free) = (0.0f64, 0.0f64);
        let mut end = 0.0f64;
        for r in order {
            let ready = self
                .members(r)
                .flat_map(|m| graph.nodes[m].preds.iter())
                .map(|&p| done[self.rep[p]])
                .fold(0.0, f64::max);
            let collective = graph.nodes[r].collective;
            let stream = if overlap && collective {
                &mut comm_free
            } else {
                &mut compute_free
            };
            let start = ready.max(*stream);
            let finish = start + self.node_seconds(graph, r);
            *stream = finish;
            if !overlap {
                comm_free = finish;
            }
            done[r] = finish;
            end = end.max(finish);
        }
        end
    }
}

/// Writes the plan into `f`: each tuple one collective of its members' operands, the body
/// in the plan's order. Returns the fusable collectives left.
fn apply(
    f: &mut Function,
    graph: &Graph,
    plan: &Plan,
    order: impl Iterator<Item = usize>,
) -> usize {
    let mut body = Vec::with_capacity(graph.nodes.len());
    let mut replaced: HashMap<Value, Value> = HashMap::new();
    for r in order {
        let members: Vec<usize> = plan.members(r).collect();
        if members.len() == 1 {
            body.push(graph.nodes[r].op);
            continue;
        }
        let first = graph.nodes[members[0]].op;
        let kind = f.ops[first].kind.clone();
        let loc = f.ops[first].loc.clone();
        let mut operands = Vec::new();
        let mut olds: Vec<Value> = Vec::new();
        for &m in &members {
            let op = graph.nodes[m].op;
            operands.extend(f.ops[op].operands.iter().copied());
            olds.extend(f.ops[op].results.iter().copied());
        }
        let types = olds.iter().map(|&v| f.ty(v).clone()).collect();
        let tuple = f.create_op(kind, operands, types, loc);
        let news = f.ops[tuple].results.clone();
        for (&old, &new) in olds.iter().zip(&news) {
            let sharding: Option<Sharding> = f.values[old].sharding.clone();
            f.values[new].sharding = sharding;
            replaced.insert(old, new);
        }
        body.push(tuple);
    }
    for &op in &body {
        for v in &mut f.ops[op].operands {
            if let Some(&n) = replaced.get(v) {
                *v = n;
            }
        }
    }
    f.body = body;
    f.body
        .iter()
        .filter(|&&op| f.ops[op].kind.is_tuple_collective())
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::HardwareProfile;

    /// A gradient ready early (`%g1`), a long chain of matmuls, then a second gradient.
    const EARLY_AND_LATE: &str = r#"
dist.mesh @mesh = <["dp"=2]>
func.func @main(%a: tensor<2048x1024xf32> {dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>}, %w: tensor<1024x1024xf32>) -> (tensor<1024x1024xf32>, tensor<1024x1024xf32>) {
  %p1 = hlo.dot_general %a, %a {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"dp"}>} : (tensor<2048x1024xf32>, tensor<2048x1024xf32>) -> tensor<1024x1024xf32>
  %g1 = dist.all_reduce %p1 {reduction_axes = #dist.axes<{"dp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<1024x1024xf32>
  %h1 = hlo.dot_general %a, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} : (tensor<2048x1024xf32>, tensor<1024x1024xf32>) -> tensor<2048x1024xf32>
  %h2 = hlo.dot_general %h1, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} : (tensor<2048x1024xf32>, tensor<1024x1024xf32>) -> tensor<2048x1024xf32>
  %h3 = hlo.dot_general %h2, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} : (tensor<2048x1024xf32>, tensor<1024x1024xf32>) -> tensor<2048x1024xf32>
  %h4 = hlo.dot_general %h3, %w {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"dp"}, {}]>} : (tensor<2048x1024xf32>, tensor<1024x1024xf32>) -> tensor<2048x1024xf32>
  %p2 = hlo.dot_general %h4, %a {lhs_contracting_dimensions = array<i64: 0>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"dp"}>} : (tensor<2048x1024xf32>, tensor<2048x1024xf32>) -> tensor<1024x1024xf32>
  %g2 = dist.all_reduce %p2 {reduction_axes = #dist.axes<{"dp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<1024x1024xf32>
  return %g1, %g2 : tensor<1024x1024xf32>, tensor<1024x1024xf32>
}
"#;

    fn fused(profile: &str) -> (Function, FusionSummary) {
        let module = shardc_ir::parse_and_verify(EARLY_AND_LATE, "t.mlir").unwrap();
        let mesh = module.meshes[0].mesh.clone();
        let model = CostModel::new(HardwareProfile::builtin(profile).unwrap(), &mesh);
        let mut f = module.functions[0].clone();
        let summary = fuse_collectives(&mut f, &model, None, &[]);
        (f, summary)
    }

    #[test]
    fn one_op_at_a_time_fuses_every_independent_pair() {
        let (f, s) = fused("cpu");
        assert_eq!((s.fusable_before, s.fusable_after), (2, 1));
        assert!(s.seconds.1 < s.seconds.0, "{s:?}");
        // The tuple waits for the late gradient; the result still verifies.
        let mut m = shardc_ir::parse_and_verify(EARLY_AND_LATE, "t.mlir").unwrap();
        m.functions[0] = f;
        let errors: Vec<_> = shardc_ir::verify_module(&m)
            .into_iter()
            .filter(|d| d.severity == shardc_ir::Severity::Error)
            .collect();
        assert!(errors.is_empty(), "{errors:?}");
    }

    #[test]
    fn an_overlapping_target_keeps_an_early_gradient_apart() {
        // On h100 the early gradient's reduction hides behind the matmul chain; fusing it
        // with the late one would put both on the critical path.
        let (_, s) = fused("h100");
        assert_eq!((s.fusable_before, s.fusable_after), (2, 2), "{s:?}");
        assert!(s.seconds.1 <= s.seconds.0);
    }

    #[test]
    fn dependent_reductions_are_never_fused() {
        let text = EARLY_AND_LATE.replace(
            "%p2 = hlo.dot_general %h4, %a",
            "%h5 = hlo.add %h4, %h4 {dist.sharding = #dist.sharding<@mesh, [{\"dp\"}, {}]>} : tensor<2048x1024xf32>\n  %p2 = hlo.dot_general %h5, %a",
        );
        // Make the late gradient read the early one's result.
        let text = text.replace(
            "%h1 = hlo.dot_general %a, %w",
            "%h1 = hlo.dot_general %a, %g1",
        );
        let module = shardc_ir::parse_and_verify(&text, "t.mlir").unwrap();
        let mesh = module.meshes[0].mesh.clone();
        let model = CostModel::new(HardwareProfile::cpu(), &mesh);
        let mut f = module.functions[0].clone();
        let s = fuse_collectives(&mut f, &model, None, &[]);
        assert_eq!(s.fusable_after, 2);
    }
}

#[cfg(test)]
mod memory_tests {
    use super::*;
    use crate::cost::HardwareProfile;

    /// Two layers' weights gathered before their matmuls.
    const TWO_GATHERS: &str = r#"
dist.mesh @mesh = <["f"=4]>
func.func @main(%x: tensor<16x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"f"}, {}]>}, %w1: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"f"}, {}]>}, %w2: tensor<32x32xf32> {dist.sharding = #dist.sharding<@mesh, [{"f"}, {}]>}) -> tensor<16x32xf32> {
  %g1 = dist.all_gather %w1 {gathering_axes = #dist.dim_axes<[{"f"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<32x32xf32>
  %h = hlo.dot_general %x, %g1 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"f"}, {}]>} : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
  %g2 = dist.all_gather %w2 {gathering_axes = #dist.dim_axes<[{"f"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<32x32xf32>
  %y = hlo.dot_general %h, %g2 {lhs_contracting_dimensions = array<i64: 1>, rhs_contracting_dimensions = array<i64: 0>, dist.sharding = #dist.sharding<@mesh, [{"f"}, {}]>} : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
  return %y : tensor<16x32xf32>
}
"#;

    fn fused_with_memory(memory_bytes: i64) -> FusionSummary {
        fused_within(memory_bytes, None)
    }

    fn fused_within(memory_bytes: i64, budget: Option<i64>) -> FusionSummary {
        let module = shardc_ir::parse_and_verify(TWO_GATHERS, "t.mlir").unwrap();
        let mut profile = HardwareProfile::cpu();
        profile.memory_bytes = memory_bytes;
        let model = CostModel::new(profile, &module.meshes[0].mesh);
        let mut f = module.functions[0].clone();
        fuse_collectives(&mut f, &model, budget, &[])
    }

    /// Over an axis of one device a gather costs nothing, so fusing two saves nothing:
    /// gathering the second weight early would only hold it longer.
    #[test]
    fn merges_that_save_nothing_do_not_raise_the_peak() {
        let text = TWO_GATHERS.replace(r#"<["f"=4]>"#, r#"<["f"=1]>"#);
        let module = shardc_ir::parse_and_verify(&text, "t.mlir").unwrap();
        let model = CostModel::new(HardwareProfile::cpu(), &module.meshes[0].mesh);
        let mut f = module.functions[0].clone();
        let s = fuse_collectives(&mut f, &model, None, &[]);
        assert_eq!((s.fusable_before, s.fusable_after), (2, 2), "{s:?}");
    }

    #[test]
    fn a_memory_budget_below_the_device_binds_the_buckets() {
        // The device holds both whole weights; a budget of 10 KB per device does not (the
        // unfused peak, 7,680 bytes, is within it; both gathered weights, 8 KiB, beside the
        // 2.5 KiB of arguments are not), and a budget above the fused peak changes nothing.
        let s = fused_within(1 << 30, Some(10_000));
        assert_eq!((s.fusable_before, s.fusable_after), (2, 2), "{s:?}");
        let s = fused_within(1 << 30, Some(20_000));
        assert_eq!((s.fusable_before, s.fusable_after), (2, 1), "{s:?}");
        // Below the unfused peak a budget cannot bind what is already there: no fusion
        // raises the peak, and none is refused for holding what it held before.
        let s = fused_within(1 << 30, Some(100));
        assert_eq!((s.fusable_before, s.fusable_after), (2, 2), "{s:?}");
    }

    #[test]
    fn gathers_fuse_while_the_device_holds_them() {
        let s = fused_with_memory(1 << 30);
        assert_eq!((s.fusable_before, s.fusable_after), (2, 1), "{s:?}");
    }

    #[test]
    fn gathers_stay_apart_when_holding_both_would_not_fit() {
        // Gathering the second weight early keeps both whole weights (4 KiB each) live at
        // once: past a device of 10 KB (the unfused peak is below it, the fused one above).
        let s = fused_with_memory(10_000);
        assert_eq!((s.fusable_before, s.fusable_after), (2, 2), "{s:?}");
    }
}

#[cfg(test)]
mod schedule_tests {
    //! The schedule prices a merge by its window alone; these check it against the whole
    //! order laid out and priced afresh, on random programs and random merges.
    use super::*;
    use crate::cost::HardwareProfile;

    /// A small linear congruential generator (the tests need no statistics).
    struct Lcg(u64);

    impl Lcg {
        fn below(&mut self, n: usize) -> usize {
            self.0 = self
                .0
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((self.0 >> 33) % n as u64) as usize
        }
    }

    /// `n` nodes, each reading up to three earlier ones (nearby ones more often), a third
    /// of them collectives that may be fused, results of 1 to 100 bytes; the last node
    /// reads every node nothing else reads (the return).
    fn random_graph(rng: &mut Lcg, n: usize) -> Graph {
        let mut nodes: Vec<Node> = Vec::with_capacity(n);
        let mut read = vec![false; n];
        for i in 0..n {
            let mut preds: Vec<usize> = if i + 1 == n {
                (0..i).filter(|&p| !read[p]).collect()
            } else {
                (0..rng.below(4).min(i))
                    .map(|_| {
                        let reach = if rng.below(4) == 0 { i } else { i.min(6) };
                        i - 1 - rng.below(reach)
                    })
                    .collect()
            };
            preds.sort_unstable();
            preds.dedup();
            for &p in &preds {
                read[p] = true;
            }
            let collective = i + 1 < n && rng.below(3) == 0;
            let result_bytes = 1 + rng.below(100) as i64;
            nodes.push(Node {
                op: OpId::from_u32(i as u32),
                preds,
                seconds: 1e-3,
                collective,
                fusable: collective.then(|| "all_reduce".to_string()),
                tuple: collective.then(|| (CollectiveKind::AllReduce, Vec::new(), result_bytes)),
                result_bytes,
            });
        }
        let mut succs = vec![Vec::new(); n];
        for (i, node) in nodes.iter().enumerate() {
            for &p in &node.preds {
                succs[p].push(i);
            }
        }
        let mesh = shardc_ir::Mesh::new([("d", 2)]);
        Graph {
            nodes,
            arg_bytes: rng.below(50) as i64,
            succs,
            model: CostModel::new(HardwareProfile::cpu(), &mesh),
        }
    }

    /// The peak by its definition: each value live from the slot of its tuple to the
    /// slot of its last reader, in `order`.
    fn peak_from_scratch(graph: &Graph, plan: &Plan, order: &[usize]) -> i64 {
        let mut slot = vec![usize::MAX; graph.nodes.len()];
        for (i, &r) in order.iter().enumerate() {
            slot[r] = i;
        }
        let mut live = vec![0i64; order.len() + 1];
        for (n, node) in graph.nodes.iter().enumerate() {
            let made = slot[plan.rep[n]];
            let dies = graph.succs[n]
                .iter()
                .map(|&s| slot[plan.rep[s]])
                .fold(made, usize::max);
            live[made] += node.result_bytes;
            live[dies + 1] -= node.result_bytes;
        }
        let mut now = graph.arg_bytes;
        let mut peak = now;
        for bytes in &live[..order.len()] {
            now += bytes;
            peak = peak.max(now);
        }
        peak
    }

    /// Every representative once, each after the tuples it reads.
    fn is_topological(graph: &Graph, plan: &Plan, order: &[usize]) -> bool {
        let mut slot = vec![usize::MAX; graph.nodes.len()];
        for (i, &r) in order.iter().enumerate() {
            if plan.rep[r] != r || slot[r] != usize::MAX {
                return false;
            }
            slot[r] = i;
        }
        (0..graph.nodes.len()).all(|i| {
            let ri = plan.rep[i];
            slot[ri] != usize::MAX
                && graph.nodes[i]
                    .preds
                    .iter()
                    .all(|&p| plan.rep[p] == ri || slot[plan.rep[p]] < slot[ri])
        })
    }

    /// Whether tuple `to` reads tuple `from`, by a walk with no pruning.
    fn reaches(graph: &Graph, plan: &Plan, from: usize, to: usize) -> bool {
        let mut seen = vec![false; graph.nodes.len()];
        let mut stack: Vec<usize> = plan.members(plan.rep[from]).collect();
        while let Some(n) = stack.pop() {
            for &s in &graph.succs[n] {
                let rs = plan.rep[s];
                if rs == plan.rep[to] {
                    return true;
                }
                if !seen[rs] {
                    seen[rs] = true;
                    stack.extend(plan.members(rs));
                }
            }
        }
        false
    }

    #[test]
    fn a_window_prices_what_the_whole_order_does() {
        let mut rng = Lcg(7);
        let (mut merges, mut kept) = (0, 0);
        for case in 0..300 {
            let graph = random_graph(&mut rng, 3 + case % 80);
            let mut plan = Plan::new(&graph);
            let mut scratch = Scratch::new(graph.nodes.len());
            let mut schedule = Schedule::new(&graph);
            let order: Vec<usize> = schedule.order().collect();
            assert_eq!(
                schedule.peak_bytes(&graph),
                peak_from_scratch(&graph, &plan, &order)
            );
            let fusable: Vec<usize> = (0..graph.nodes.len())
                .filter(|&i| graph.nodes[i].fusable.is_some())
                .collect();
            if fusable.len() < 2 {
                continue;
            }
            for _ in 0..3 * fusable.len() {
                let x = plan.rep[fusable[rng.below(fusable.len())]];
                let y = plan.rep[fusable[rng.below(fusable.len())]];
                if x == y {
                    continue;
                }
                let (a, b) = (x.min(y), x.max(y));
                for (from, to) in [(a, b), (b, a)] {
                    assert_eq!(
                        plan.depends(&graph, &schedule.place, from, to, &mut scratch),
                        reaches(&graph, &plan, from, to),
                        "case {case}: does {to} read {from}?"
                    );
                }
                if reaches(&graph, &plan, a, b) || reaches(&graph, &plan, b, a) {
                    continue;
                }
                let undo = plan.merge(a, b);
                let window = schedule.window(&plan, &graph, (a, b), &mut scratch);
                let tried: Vec<usize> = schedule.order_with(&window).collect();
                assert!(
                    is_topological(&graph, &plan, &tried),
                    "case {case}: {tried:?}"
                );
                assert_eq!(
                    schedule.peak_with(&graph, &window),
                    peak_from_scratch(&graph, &plan, &tried),
                    "case {case}: merging {b} into {a}"
                );
                merges += 1;
                if rng.below(3) == 0 {
                    plan.unmerge(undo);
                } else {
                    schedule.commit(window);
                    kept += 1;
                    let order: Vec<usize> = schedule.order().collect();
                    assert_eq!(
                        schedule.peak_bytes(&graph),
                        peak_from_scratch(&graph, &plan, &order),
                        "case {case}"
                    );
                }
            }
        }
        // The random merges reach deep buckets, taken back and kept.
        assert!(merges > 1000 && kept > 500, "{merges} merges, {kept} kept");
    }
}
