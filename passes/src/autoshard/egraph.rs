//! The e-graph of sharded programs (the `egg` crate).
//!
//! An e-class is *one value laid out one way*: its analysis data is the pair (value, layout),
//! so every program a class stands for computes that value in that layout. Three kinds of
//! e-node make a class:
//!
//! - `arg[i, L]`: argument `i` handed to the program in layout `L` (a leaf);
//! - `compute[op, k](x…)`: the op computed locally by its strategy `k` on operands `x…` that
//!   are in the layouts `k` needs (its class is the layout `k` produces, partial sums
//!   included);
//! - `reshard[v, L](x)`: value `v` moved from `x`'s layout to `L` by collectives.
//!
//! Layouts of one value are different classes joined by `reshard` nodes; they are never
//! merged (a merge of two layouts would be a wrong program, and the analysis counts it as a
//! violation). The e-graph starts as the program computed whole on every device and grows by
//! themed rule sets ([`rule_sets`]):
//!
//! - `strategies`: `split-op` adds every strategy of each op, reaching the operand layouts it
//!   needs through `reshard` nodes;
//! - `reshards`: `reduce-partial-sums` gives each partial-sum layout its reduced and
//!   reduce-scattered forms; `reshard-between-layouts` joins every layout a value is produced
//!   in (or pinned to) to its replicated layout, and that to every other (a hub: 2k nodes
//!   for k layouts; extraction prices a path through it by the direct reshard); `argument-in-layout` lets an argument arrive in any of its layouts.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use egg::{
    Analysis, Applier, DidMerge, EGraph, Id, Language, PatternAst, Rewrite, Runner, SearchMatches,
    Searcher, SimpleScheduler, Subst, Symbol, Var,
};
use shardc_ir::{Function, Value};

use super::space::{LayoutId, Space};

/// A node of the e-graph of sharded programs.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PlanNode {
    /// Argument `arg` (its position) in layout `layout`.
    Arg {
        /// The argument's position.
        arg: u32,
        /// Its layout.
        layout: LayoutId,
    },
    /// The op at body position `op` computed by strategy `strategy`.
    Compute {
        /// The op's position in the body.
        op: u32,
        /// The strategy's index among the op's strategies.
        strategy: u32,
        /// The operands, in the layouts the strategy needs.
        children: Box<[Id]>,
    },
    /// Result `result` of the op at body position `op`, an op with several results computed
    /// whole on every device (the search does not split it).
    Whole {
        /// The op's position in the body.
        op: u32,
        /// Which result.
        result: u32,
        /// The operands, replicated.
        children: Box<[Id]>,
    },
    /// A value moved to another layout.
    Reshard {
        /// The value (its index).
        value: u32,
        /// The layout it is moved to.
        layout: LayoutId,
        /// The value in the layout it is moved from.
        from: [Id; 1],
    },
}

impl Language for PlanNode {
    type Discriminant = (u8, u32, u32);

    fn discriminant(&self) -> Self::Discriminant {
        match self {
            PlanNode::Arg { arg, layout } => (0, *arg, *layout),
            PlanNode::Compute { op, strategy, .. } => (1, *op, *strategy),
            PlanNode::Reshard { value, layout, .. } => (2, *value, *layout),
            PlanNode::Whole { op, result, .. } => (3, *op, *result),
        }
    }

    fn matches(&self, other: &Self) -> bool {
        self.discriminant() == other.discriminant()
            && self.children().len() == other.children().len()
    }

    fn children(&self) -> &[Id] {
        match self {
            PlanNode::Arg { .. } => &[],
            PlanNode::Compute { children, .. } | PlanNode::Whole { children, .. } => children,
            PlanNode::Reshard { from, .. } => from,
        }
    }

    fn children_mut(&mut self) -> &mut [Id] {
        match self {
            PlanNode::Arg { .. } => &mut [],
            PlanNode::Compute { children, .. } | PlanNode::Whole { children, .. } => children,
            PlanNode::Reshard { from, .. } => from,
        }
    }
}

impl std::fmt::Display for PlanNode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlanNode::Arg { arg, layout } => write!(f, "arg[{arg},L{layout}]"),
            PlanNode::Compute { op, strategy, .. } => write!(f, "compute[{op},{strategy}]"),
            PlanNode::Reshard { value, layout, .. } => write!(f, "reshard[v{value},L{layout}]"),
            PlanNode::Whole { op, result, .. } => write!(f, "whole[{op},{result}]"),
        }
    }
}

/// What a class stands for: one value in one layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ClassData {
    /// The value.
    pub value: Value,
    /// Its layout.
    pub layout: LayoutId,
}

/// The e-class analysis: (value, layout) per class, and the checks that keep classes valid.
pub struct PlanAnalysis {
    /// The search space (strategies, layouts).
    pub space: Arc<Space>,
    /// The arguments, by position.
    pub args: Vec<Value>,
    /// The position of each argument.
    pub arg_pos: HashMap<Value, u32>,
    /// The result of each op of the body, by position (ops with one result).
    pub results: Vec<Option<Value>>,
    /// The results of each op of the body, by position.
    pub multi_results: Vec<Vec<Value>>,
    /// The class of each (value, layout) pair met so far.
    pub class_of: HashMap<(Value, LayoutId), Id>,
    /// Merges of classes with different data (never expected: each is a wrong program).
    pub violations: usize,
    /// The global shape of each value.
    pub shapes: HashMap<Value, Vec<i64>>,
    /// Per value, the body positions of the ops that read it.
    pub users: rustc_hash::FxHashMap<Value, Vec<usize>>,
}

impl PlanAnalysis {
    fn data_of(&self, node: &PlanNode) -> ClassData {
        match node {
            PlanNode::Arg { arg, layout } => ClassData {
                value: self.args[*arg as usize],
                layout: *layout,
            },
            PlanNode::Compute { op, strategy, .. } => ClassData {
                value: self.results[*op as usize].expect("compute nodes have a result"),
                layout: self.space.strategies[*op as usize][*strategy as usize].results[0],
            },
            PlanNode::Reshard { value, layout, .. } => ClassData {
                value: Value::from_u32(*value),
                layout: *layout,
            },
            PlanNode::Whole { op, result, .. } => ClassData {
                value: self.multi_results[*op as usize][*result as usize],
                layout: self.space.strategies[*op as usize][0].results[*result as usize],
            },
        }
    }
}

impl Analysis<PlanNode> for PlanAnalysis {
    type Data = ClassData;

    fn make(egraph: &mut EGraph<PlanNode, Self>, enode: &PlanNode, _id: Id) -> ClassData {
        egraph.analysis.data_of(enode)
    }

    fn merge(&mut self, a: &mut ClassData, b: ClassData) -> DidMerge {
        if *a != b {
            self.violations += 1;
        }
        DidMerge(false, *a != b)
    }
}

/// The e-graph type.
pub type PlanGraph = EGraph<PlanNode, PlanAnalysis>;

/// Adds `node` to the class of its (value, layout), creating it when new. `reason` is the
/// rule that added it. Returns the class and whether the e-graph changed.
fn add_to_class(egraph: &mut PlanGraph, node: PlanNode, reason: Symbol) -> (Id, bool) {
    let data = egraph.analysis.data_of(&node);
    let before = egraph.total_size();
    let id = egraph.add(node);
    let mut changed = egraph.total_size() != before;
    match egraph
        .analysis
        .class_of
        .get(&(data.value, data.layout))
        .copied()
    {
        Some(existing) => {
            let existing = egraph.find(existing);
            if existing != egraph.find(id) {
                egraph.union_trusted(existing, id, reason);
                changed = true;
            }
            (egraph.find(existing), changed)
        }
        None => {
            egraph
                .analysis
                .class_of
                .insert((data.value, data.layout), id);
            (id, changed)
        }
    }
}

/// A match of a whole class (the rules below read the class, not a pattern's variables).
fn whole_class<'a>(eclass: Id) -> SearchMatches<'a, PlanNode> {
    SearchMatches {
        eclass,
        substs: vec![Subst::default()],
        ast: None,
    }
}

/// Searches the classes that hold an op computed without splitting.
struct UnsplitOps;

impl Searcher<PlanNode, PlanAnalysis> for UnsplitOps {
    fn search_eclass_with_limit(
        &self,
        egraph: &PlanGraph,
        eclass: Id,
        limit: usize,
    ) -> Option<SearchMatches<'_, PlanNode>> {
        if limit == 0 {
            return None;
        }
        let found = egraph[eclass].nodes.iter().any(|n| {
            matches!(n, PlanNode::Compute { op, strategy: 0, .. }
                if egraph.analysis.space.strategies[*op as usize].len() > 1)
        });
        found.then(|| whole_class(eclass))
    }

    fn vars(&self) -> Vec<Var> {
        Vec::new()
    }
}

/// Adds every strategy of the op, its operands resharded to what each needs.
struct SplitOp;

impl Applier<PlanNode, PlanAnalysis> for SplitOp {
    fn apply_one(
        &self,
        egraph: &mut PlanGraph,
        eclass: Id,
        _subst: &Subst,
        _searcher_ast: Option<&PatternAst<PlanNode>>,
        rule_name: Symbol,
    ) -> Vec<Id> {
        let Some((op, operands)) = egraph[eclass].nodes.iter().find_map(|n| match n {
            PlanNode::Compute {
                op,
                strategy: 0,
                children,
            } => Some((*op, children.clone())),
            _ => None,
        }) else {
            return Vec::new();
        };
        let space = egraph.analysis.space.clone();
        let mut added = Vec::new();
        for (k, strategy) in space.strategies[op as usize].iter().enumerate().skip(1) {
            let mut children = Vec::with_capacity(operands.len());
            for (&unsplit, &want) in operands.iter().zip(&strategy.operands) {
                let value = egraph[unsplit].data.value;
                let child = match egraph.analysis.class_of.get(&(value, want)) {
                    Some(&c) => egraph.find(c),
                    None => {
                        let (c, changed) = add_to_class(
                            egraph,
                            PlanNode::Reshard {
                                value: value.as_u32(),
                                layout: want,
                                from: [unsplit],
                            },
                            rule_name,
                        );
                        if changed {
                            added.push(c);
                        }
                        c
                    }
                };
                children.push(child);
            }
            let node = PlanNode::Compute {
                op,
                strategy: k as u32,
                children: children.into_boxed_slice(),
            };
            let (c, changed) = add_to_class(egraph, node, rule_name);
            if changed {
                added.push(c);
            }
        }
        added
    }
}

/// Searches classes of partial sums.
struct PartialSums;

impl Searcher<PlanNode, PlanAnalysis> for PartialSums {
    fn search_eclass_with_limit(
        &self,
        egraph: &PlanGraph,
        eclass: Id,
        limit: usize,
    ) -> Option<SearchMatches<'_, PlanNode>> {
        let layout = egraph
            .analysis
            .space
            .layouts
            .get(egraph[eclass].data.layout);
        (limit > 0 && !layout.unreduced.is_empty()).then(|| whole_class(eclass))
    }

    fn vars(&self) -> Vec<Var> {
        Vec::new()
    }
}

/// Adds the reduced forms of a partial sum: all summed (`all_reduce`), or summed and
/// scattered over one dimension (`reduce_scatter`).
struct ReducePartialSums;

impl Applier<PlanNode, PlanAnalysis> for ReducePartialSums {
    fn apply_one(
        &self,
        egraph: &mut PlanGraph,
        eclass: Id,
        _subst: &Subst,
        _searcher_ast: Option<&PatternAst<PlanNode>>,
        rule_name: Symbol,
    ) -> Vec<Id> {
        let ClassData { value, layout } = egraph[eclass].data;
        let targets = reduced_forms(
            &egraph.analysis.space,
            layout,
            &egraph.analysis.shape(value),
        );
        let mut added = Vec::new();
        for target in targets {
            let Some(layout) = egraph.analysis.space.layouts.find(&target) else {
                continue;
            };
            let (c, changed) = add_to_class(
                egraph,
                PlanNode::Reshard {
                    value: value.as_u32(),
                    layout,
                    from: [eclass],
                },
                rule_name,
            );
            if changed {
                added.push(c);
            }
        }
        added
    }
}

impl PlanAnalysis {
    fn shape(&self, v: Value) -> Vec<i64> {
        self.shapes.get(&v).cloned().unwrap_or_default()
    }
}

/// The reduced forms of partial-sum layout `layout` (all interned by [`Space::new`]).
fn reduced_forms(space: &Space, layout: LayoutId, shape: &[i64]) -> Vec<shardc_ir::Sharding> {
    super::space::reduced_forms(space.layouts.get(layout), shape, &space.mesh)
}

/// Searches, for each class, every other layout of its value it can be resharded from.
struct OtherLayouts {
    from: Var,
}

impl Searcher<PlanNode, PlanAnalysis> for OtherLayouts {
    fn search_eclass_with_limit(
        &self,
        _egraph: &PlanGraph,
        _eclass: Id,
        _limit: usize,
    ) -> Option<SearchMatches<'_, PlanNode>> {
        None
    }

    fn search_with_limit(
        &self,
        egraph: &PlanGraph,
        limit: usize,
    ) -> Vec<SearchMatches<'_, PlanNode>> {
        let mut by_value: HashMap<Value, Vec<Id>> = HashMap::new();
        for class in egraph.classes() {
            by_value.entry(class.data.value).or_default().push(class.id);
        }
        let mut out = Vec::new();
        let mut budget = limit;
        let mut values: Vec<_> = by_value.into_iter().collect();
        values.sort_by_key(|(v, _)| *v);
        for (value, mut classes) in values {
            classes.sort();
            // Extraction reshards a value only from where it is produced (or pinned): other
            // classes are never a source.
            let pinned = egraph.analysis.space.pinned.get(&value).copied();
            let sources: Vec<Id> = classes
                .iter()
                .copied()
                .filter(|&c| {
                    Some(egraph[c].data.layout) == pinned
                        || egraph[c]
                            .nodes
                            .iter()
                            .any(|n| !matches!(n, PlanNode::Reshard { .. }))
                })
                .collect();
            // Layouts meet at the replicated one (the hub): every source reaches it, and it
            // reaches every layout without partial sums. Extraction prices a path through
            // the hub by the direct reshard's collectives (the composition of two reshards is
            // a reshard), so k layouts need 2k nodes, not k².
            let hub = classes.iter().copied().find(|&c| {
                let l = egraph.analysis.space.layouts.get(egraph[c].data.layout);
                l.unreduced.is_empty() && l.dims.iter().all(|d| d.axes.is_empty())
            });
            let mut add = |to: Id, from: Id, out: &mut Vec<SearchMatches<'_, PlanNode>>| {
                if from == to || budget == 0 {
                    return;
                }
                let target = egraph.analysis.space.layouts.get(egraph[to].data.layout);
                let source = egraph.analysis.space.layouts.get(egraph[from].data.layout);
                // A layout can lose partial sums, never gain them.
                if target
                    .unreduced
                    .iter()
                    .any(|a| !source.unreduced.contains(a))
                {
                    return;
                }
                let mut subst = Subst::default();
                subst.insert(self.from, from);
                out.push(SearchMatches {
                    eclass: to,
                    substs: vec![subst],
                    ast: None,
                });
                budget -= 1;
            };
            match hub {
                Some(hub) => {
                    for &from in &sources {
                        add(hub, from, &mut out);
                    }
                    for &to in &classes {
                        add(to, hub, &mut out);
                    }
                }
                None => {
                    for &to in &classes {
                        for &from in &sources {
                            add(to, from, &mut out);
                        }
                    }
                }
            }
        }
        out
    }

    fn vars(&self) -> Vec<Var> {
        vec![self.from]
    }
}

/// Adds `reshard[v, L](from)` to the class of `L`.
struct ReshardFrom {
    from: Var,
}

impl Applier<PlanNode, PlanAnalysis> for ReshardFrom {
    fn apply_one(
        &self,
        egraph: &mut PlanGraph,
        eclass: Id,
        subst: &Subst,
        _searcher_ast: Option<&PatternAst<PlanNode>>,
        rule_name: Symbol,
    ) -> Vec<Id> {
        let ClassData { value, layout } = egraph[eclass].data;
        let from = subst[self.from];
        let (c, changed) = add_to_class(
            egraph,
            PlanNode::Reshard {
                value: value.as_u32(),
                layout,
                from: [from],
            },
            rule_name,
        );
        if changed { vec![c] } else { Vec::new() }
    }

    fn vars(&self) -> Vec<Var> {
        vec![self.from]
    }
}

/// Searches classes of an argument that hold no `arg` node.
struct ArgumentLayouts;

impl Searcher<PlanNode, PlanAnalysis> for ArgumentLayouts {
    fn search_eclass_with_limit(
        &self,
        egraph: &PlanGraph,
        eclass: Id,
        limit: usize,
    ) -> Option<SearchMatches<'_, PlanNode>> {
        let a = &egraph.analysis;
        let data = egraph[eclass].data;
        let takes = limit > 0
            && a.arg_pos.contains_key(&data.value)
            && !a.space.pinned.contains_key(&data.value)
            && a.space.layouts.get(data.layout).unreduced.is_empty()
            && !egraph[eclass]
                .nodes
                .iter()
                .any(|n| matches!(n, PlanNode::Arg { .. }));
        takes.then(|| whole_class(eclass))
    }

    fn vars(&self) -> Vec<Var> {
        Vec::new()
    }
}

/// An argument may be handed to the program in any layout: adds `arg[i, L]` to its class.
struct ArgumentIn;

impl Applier<PlanNode, PlanAnalysis> for ArgumentIn {
    fn apply_one(
        &self,
        egraph: &mut PlanGraph,
        eclass: Id,
        _subst: &Subst,
        _searcher_ast: Option<&PatternAst<PlanNode>>,
        rule_name: Symbol,
    ) -> Vec<Id> {
        let ClassData { value, layout } = egraph[eclass].data;
        let Some(&arg) = egraph.analysis.arg_pos.get(&value) else {
            return Vec::new();
        };
        let node = PlanNode::Arg { arg, layout };
        let (c, changed) = add_to_class(egraph, node, rule_name);
        if changed { vec![c] } else { Vec::new() }
    }
}

/// A named rule set.
pub struct RuleSet {
    /// The theme (`strategies`, `reshards`).
    pub theme: &'static str,
    /// Its rewrites.
    pub rules: Vec<Rewrite<PlanNode, PlanAnalysis>>,
}

/// The rule sets of the search, in the order they run.
pub fn rule_sets() -> Vec<RuleSet> {
    let from: Var = "?from".parse().expect("a variable");
    vec![
        RuleSet {
            theme: "strategies",
            rules: vec![Rewrite::new("split-op", UnsplitOps, SplitOp).expect("a valid rule")],
        },
        RuleSet {
            theme: "reshards",
            rules: vec![
                Rewrite::new("reduce-partial-sums", PartialSums, ReducePartialSums)
                    .expect("a valid rule"),
                Rewrite::new(
                    "reshard-between-layouts",
                    OtherLayouts { from },
                    ReshardFrom { from },
                )
                .expect("a valid rule"),
                Rewrite::new("argument-in-layout", ArgumentLayouts, ArgumentIn)
                    .expect("a valid rule"),
            ],
        },
    ]
}

/// Limits of the search.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Most e-nodes.
    pub nodes: usize,
    /// Most iterations of each rule set.
    pub iterations: usize,
    /// Most time for all rule sets together.
    pub time: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            nodes: 4_000_000,
            iterations: 8,
            time: Duration::from_secs(60),
        }
    }
}

/// How the growth of the e-graph ended, per rule set.
#[derive(Clone, Debug)]
pub struct Growth {
    /// Per rule set: its theme, iterations run and why it stopped.
    pub stops: Vec<(String, usize, String)>,
    /// E-nodes at the end.
    pub nodes: usize,
    /// E-classes at the end.
    pub classes: usize,
}

/// Builds the e-graph of `f` computed whole, then grows it by the rule sets within `limits`.
/// `tied` maps a result to the argument whose layout it takes (a donated argument's
/// replacement, a loop body's carried value): where that argument is pinned, the result's
/// value gets a class in the pinned layout, as the program's annotated results do.
pub fn build(
    f: &Function,
    space: Arc<Space>,
    tied: &rustc_hash::FxHashMap<usize, usize>,
    limits: Limits,
) -> (PlanGraph, Growth) {
    let mut results = Vec::with_capacity(space.ops.len());
    let mut shapes = HashMap::new();
    for &a in &f.args {
        shapes.insert(a, f.ty(a).shape.clone());
    }
    for &op in &space.ops {
        for &r in &f.ops[op].results {
            shapes.insert(r, f.ty(r).shape.clone());
        }
        let single = f.ops[op].results.len() == 1;
        results.push(single.then(|| f.ops[op].results[0]));
    }
    let analysis = PlanAnalysis {
        space: space.clone(),
        args: f.args.clone(),
        arg_pos: f
            .args
            .iter()
            .enumerate()
            .map(|(i, &a)| (a, i as u32))
            .collect(),
        results,
        multi_results: space
            .ops
            .iter()
            .map(|&op| f.ops[op].results.clone())
            .collect(),
        class_of: HashMap::new(),
        violations: 0,
        shapes,
        users: Default::default(),
    };
    let mut egraph = PlanGraph::new(analysis);
    let start = Symbol::from("program");
    // The program computed whole: arguments replicated (or as annotated), every op unsplit.
    let mut class_of_value: HashMap<Value, Id> = HashMap::new();
    for (i, &a) in f.args.iter().enumerate() {
        let layout = space.pinned.get(&a).copied().unwrap_or_else(|| {
            space
                .layouts
                .find(&shardc_ir::Sharding::replicated(
                    &space.mesh_name,
                    f.ty(a).rank(),
                ))
                .unwrap_or(0)
        });
        let (id, _) = add_to_class(
            &mut egraph,
            PlanNode::Arg {
                arg: i as u32,
                layout,
            },
            start,
        );
        class_of_value.insert(a, id);
        // An argument nothing reads may also be handed over split as far as it goes.
        if let Some(&spread) = space.unread_args.get(&a) {
            add_to_class(
                &mut egraph,
                PlanNode::Arg {
                    arg: i as u32,
                    layout: spread,
                },
                start,
            );
        }
    }
    for (pos, &op) in space.ops.iter().enumerate() {
        let data = &f.ops[op];
        for &v in &data.operands {
            let users = egraph.analysis.users.entry(v).or_default();
            if users.last() != Some(&pos) {
                users.push(pos);
            }
        }
        let unsplit = &space.strategies[pos][0];
        let mut children = Vec::with_capacity(data.operands.len());
        for (&v, &want) in data.operands.iter().zip(&unsplit.operands) {
            children.push(reshard_into(
                &mut egraph,
                v,
                class_of_value[&v],
                want,
                start,
            ));
        }
        if data.results.len() == 1 {
            let (id, _) = add_to_class(
                &mut egraph,
                PlanNode::Compute {
                    op: pos as u32,
                    strategy: 0,
                    children: children.into_boxed_slice(),
                },
                start,
            );
            class_of_value.insert(data.results[0], id);
        } else {
            for (k, &r) in data.results.iter().enumerate() {
                let (id, _) = add_to_class(
                    &mut egraph,
                    PlanNode::Whole {
                        op: pos as u32,
                        result: k as u32,
                        children: children.clone().into_boxed_slice(),
                    },
                    start,
                );
                class_of_value.insert(r, id);
            }
        }
    }
    // The layouts the returned values must take: an annotated result's, and a result tied
    // to a pinned argument in the argument's. A layout no strategy makes (an axis of size 1,
    // axes in another order, a sub-axis) would otherwise have no class of the value, no
    // reshard could reach it, and every plan would price the return as infeasible.
    for (k, &v) in f.returned_values().iter().enumerate() {
        let annotated = f
            .result_shardings
            .get(k)
            .and_then(|s| s.as_ref())
            .and_then(|s| {
                space
                    .layouts
                    .find(&super::space::normalized(s, &space.mesh))
            });
        let argument = tied
            .get(&k)
            .and_then(|&i| f.args.get(i))
            .and_then(|a| space.pinned.get(a).copied());
        for want in [annotated, argument].into_iter().flatten() {
            if let Some(&have) = class_of_value.get(&v) {
                reshard_into(&mut egraph, v, have, want, start);
            }
        }
    }
    let started = std::time::Instant::now();
    let mut stops = Vec::new();
    for set in rule_sets() {
        let left = limits.time.saturating_sub(started.elapsed());
        let runner: Runner<PlanNode, PlanAnalysis, ()> = Runner::new(empty_analysis(&space))
            .with_egraph(egraph)
            .with_scheduler(SimpleScheduler)
            .with_node_limit(limits.nodes)
            .with_iter_limit(limits.iterations)
            .with_time_limit(left)
            .run(&set.rules);
        let reason = match &runner.stop_reason {
            Some(egg::StopReason::Saturated) => "saturated".to_string(),
            Some(egg::StopReason::IterationLimit(n)) => format!("iteration limit ({n})"),
            Some(egg::StopReason::NodeLimit(n)) => format!("node limit ({n} e-nodes)"),
            Some(egg::StopReason::TimeLimit(s)) => format!("time limit ({s:.1} s)"),
            Some(egg::StopReason::Other(s)) => s.clone(),
            None => "not run".to_string(),
        };
        if std::env::var_os("SHARDC_AUTOSHARD_TIMING").is_some() {
            for (k, it) in runner.iterations.iter().enumerate() {
                eprintln!(
                    "  {} iteration {k}: search {:.3} s, apply {:.3} s, rebuild {:.3} s, {} e-nodes",
                    set.theme, it.search_time, it.apply_time, it.rebuild_time, it.egraph_nodes
                );
            }
        }
        stops.push((set.theme.to_string(), runner.iterations.len(), reason));
        egraph = runner.egraph;
    }
    let growth = Growth {
        stops,
        nodes: egraph.total_number_of_nodes(),
        classes: egraph.number_of_classes(),
    };
    (egraph, growth)
}

/// The class of `v` in layout `want`: `have` (a class of `v`) itself when it is laid out so,
/// else the class a `reshard` of `have` into `want` joins.
fn reshard_into(egraph: &mut PlanGraph, v: Value, have: Id, want: LayoutId, reason: Symbol) -> Id {
    if egraph[have].data.layout == want {
        return have;
    }
    let node = PlanNode::Reshard {
        value: v.as_u32(),
        layout: want,
        from: [have],
    };
    add_to_class(egraph, node, reason).0
}

fn empty_analysis(space: &Arc<Space>) -> PlanAnalysis {
    PlanAnalysis {
        space: space.clone(),
        args: Vec::new(),
        arg_pos: HashMap::new(),
        results: Vec::new(),
        multi_results: Vec::new(),
        class_of: HashMap::new(),
        violations: 0,
        shapes: HashMap::new(),
        users: Default::default(),
    }
}
