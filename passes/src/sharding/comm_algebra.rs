//! The algebra of collectives, as e-graph rewrites (`egg`): the first half of `comm-fusion`.
//!
//! The global plan's collectives and the transposes and elementwise ops after them go into an
//! e-graph in which
//! an e-class is *one value in one layout*: its analysis data is the value's type and layout
//! (partial sums included), so two forms of a value are merged only when they hold the same
//! data laid out the same way (a merge of two layouts would be a wrong program, and is
//! counted as a violation, as in `auto-shard`'s e-graph). Every other value is a leaf. Themed
//! rule sets add the equal forms ([`rule_sets`]):
//!
//! - `collective-pairs`: `all_slice ∘ all_reduce = reduce_scatter` (then an `all_reduce` over
//!   the axes not sliced), `all_slice ∘ all_gather = id` and `all_gather ∘ all_slice = id`
//!   where the layouts match;
//! - `reductions-through-linear-ops`: an `all_reduce` of floating-point partial sums
//!   commutes with the linear ops after it — `add`/`subtract` of two values reduced over the
//!   same axes (two reductions become one), a product or quotient with a value every device
//!   of the axes holds whole, `negate` and `transpose`;
//! - `work-on-the-shard`: `all_reduce = all_gather ∘ reduce_scatter` (along a dimension the
//!   axes divide evenly) and `op(all_gather(z), y) = all_gather(op(z, all_slice(y)))` for
//!   elementwise ops: the work after a reduction (a replicated weight update) done on each
//!   device's shard, then one gather (the pass weighs such forms, which add a collective,
//!   again after bucketing); and `all_slice(c) = c` made sliced for a splat constant `c`
//!   (splat constants are ops of the algebra: their value is all in the op);
//! - `identities`: `select(p, x, x) = x` and `max/min/and/or(x, x) = x`, where the other
//!   rules showed two operands equal (a slice undoing a gather).
//!
//! The themes run in order, and again while a round adds forms. The algebra looks
//! [`NEIGHBOURHOOD`] ops past each collective at first, further while a rewrite it keeps
//! leaves a collective near the edge of what it looked into (so that the plan, compiled
//! again, comes back as itself).
//!
//! Extraction takes, per value its other ops read, the cheapest form by the cost model
//! (collectives by their latency and bytes over the link, ops by their roofline; a form the
//! program already has wins ties), and the function is rebuilt with it. egg keeps the
//! explanation of each rewrite: [`Rewritten::explanations`] gives the chain of rule
//! applications from the original form of every rewritten value to the chosen one.
//!
//! The rewrites change summation order only where a reduction moves past a linear op (the
//! default mode's tolerance covers it; in `--parity` mode no value holds partial sums, so
//! none of those rules applies).

use std::collections::HashMap;
use std::time::Duration;

use egg::{
    Analysis, Applier, CostFunction, DidMerge, EGraph, Extractor, Id, Language, PatternAst,
    RecExpr, Rewrite, Runner, SearchMatches, Searcher, StopReason, Subst, Symbol, Var,
};
use shardc_ir::op::{BinaryOp, OpKind, ReduceKind, UnaryOp};
use shardc_ir::{
    AxisRef, DimSharding, Function, Mesh, OpId, Sharding, TensorType, Value, ValueDef,
};

use crate::cost::{CollectiveKind, CostModel, collective_axes, local_bytes};

/// A node: a value of the function taken as it is (a leaf), or an op of the algebra.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CommNode {
    /// The value (its index), computed by an op the algebra does not look into.
    Leaf(u32),
    /// An op: `spec` indexes [`Specs`] (its kind, result type and layout).
    Op {
        /// The op's spec.
        spec: u32,
        /// Its operands.
        children: Box<[Id]>,
    },
}

impl Language for CommNode {
    type Discriminant = (u8, u32);

    fn discriminant(&self) -> Self::Discriminant {
        match self {
            CommNode::Leaf(v) => (0, *v),
            CommNode::Op { spec, .. } => (1, *spec),
        }
    }

    fn matches(&self, other: &Self) -> bool {
        self.discriminant() == other.discriminant()
            && self.children().len() == other.children().len()
    }

    fn children(&self) -> &[Id] {
        match self {
            CommNode::Leaf(_) => &[],
            CommNode::Op { children, .. } => children,
        }
    }

    fn children_mut(&mut self) -> &mut [Id] {
        match self {
            CommNode::Leaf(_) => &mut [],
            CommNode::Op { children, .. } => children,
        }
    }
}

impl std::fmt::Display for CommNode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CommNode::Leaf(v) => write!(f, "v{v}"),
            CommNode::Op { spec, .. } => write!(f, "op{spec}"),
        }
    }
}

/// An op of the algebra: what it computes and the type and layout of its result.
#[derive(Clone, Debug)]
pub struct Spec {
    /// The op (a collective or a linear op).
    pub kind: OpKind,
    /// Its result's global type.
    pub ty: TensorType,
    /// Its result's layout.
    pub layout: Sharding,
}

/// The specs of an e-graph's ops, interned by what they compute.
#[derive(Default)]
pub struct Specs {
    list: Vec<Spec>,
    index: HashMap<String, u32>,
}

impl Specs {
    fn intern(&mut self, spec: Spec) -> u32 {
        let key = format!("{:?}|{}|{}", spec.kind, spec.ty, layout_key(&spec.layout));
        if let Some(&i) = self.index.get(&key) {
            return i;
        }
        let i = self.list.len() as u32;
        self.list.push(spec);
        self.index.insert(key, i);
        i
    }

    /// The spec `i`.
    pub fn get(&self, i: u32) -> &Spec {
        &self.list[i as usize]
    }
}

/// A layout as a comparable key: each dimension's axes, then the unreduced axes (sorted).
fn layout_key(s: &Sharding) -> String {
    let dims: Vec<String> = s
        .dims
        .iter()
        .map(|d| {
            d.axes
                .iter()
                .map(|a| a.to_string())
                .collect::<Vec<_>>()
                .join(",")
        })
        .collect();
    let mut unreduced: Vec<String> = s.unreduced.iter().map(|a| a.to_string()).collect();
    unreduced.sort();
    format!("[{}]u{{{}}}", dims.join("|"), unreduced.join(","))
}

/// What a class holds: a type and a layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassData {
    /// The global type.
    pub ty: TensorType,
    /// The layout key ([`layout_key`]).
    pub layout: String,
}

/// The analysis: each class's type and layout, the specs, and the leaves' values.
#[derive(Default)]
pub struct CommAnalysis {
    /// The ops' specs.
    pub specs: Specs,
    /// The type and layout of each leaf (by value index).
    pub leaves: HashMap<u32, (TensorType, Sharding)>,
    /// Merges of classes holding different data (never expected: each is a wrong rewrite).
    pub violations: usize,
    /// The mesh the layouts name.
    pub mesh: Mesh,
}

impl CommAnalysis {
    fn layout_of(&self, node: &CommNode) -> (TensorType, Sharding) {
        match node {
            CommNode::Leaf(v) => self.leaves[v].clone(),
            CommNode::Op { spec, .. } => {
                let s = self.specs.get(*spec);
                (s.ty.clone(), s.layout.clone())
            }
        }
    }
}

impl Analysis<CommNode> for CommAnalysis {
    type Data = ClassData;

    fn make(egraph: &mut EGraph<CommNode, Self>, enode: &CommNode, _id: Id) -> ClassData {
        let (ty, layout) = egraph.analysis.layout_of(enode);
        ClassData {
            ty,
            layout: layout_key(&layout),
        }
    }

    fn merge(&mut self, a: &mut ClassData, b: ClassData) -> DidMerge {
        if *a != b {
            self.violations += 1;
        }
        DidMerge(false, *a != b)
    }
}

/// The e-graph type.
pub type CommGraph = EGraph<CommNode, CommAnalysis>;

/// Is `op` one the algebra looks into: a single-operand collective, a transpose, or an
/// elementwise op (every operand of the result's shape)?
fn is_algebra_op(f: &Function, op: OpId) -> bool {
    let data = &f.ops[op];
    if data.results.len() != 1 {
        return false;
    }
    match &data.kind {
        OpKind::AllReduce { .. }
        | OpKind::AllGather { .. }
        | OpKind::ReduceScatter { .. }
        | OpKind::AllSlice { .. } => data.operands.len() == 1,
        OpKind::Transpose { .. } => true,
        kind if kind.is_elementwise() => {
            let shape = &f.ty(data.results[0]).shape;
            data.operands.iter().all(|&v| f.ty(v).shape == *shape)
        }
        _ => false,
    }
}

/// Is `kind` a splat constant (an op of the algebra: its value is all in the op)?
fn is_splat(kind: &OpKind) -> bool {
    matches!(kind, OpKind::Constant(e) if e.splat)
}

/// The ops of the class `c` (with their specs).
fn ops_of(egraph: &CommGraph, c: Id) -> Vec<(u32, Box<[Id]>)> {
    egraph[c]
        .nodes
        .iter()
        .filter_map(|n| match n {
            CommNode::Op { spec, children } => Some((*spec, children.clone())),
            CommNode::Leaf(_) => None,
        })
        .collect()
}

/// The layout of class `c` (from any of its nodes).
fn layout_of_class(egraph: &CommGraph, c: Id) -> (TensorType, Sharding) {
    egraph.analysis.layout_of(&egraph[c].nodes[0])
}

fn same_layout(a: &Sharding, b: &Sharding) -> bool {
    layout_key(a) == layout_key(b)
}

/// Adds the op `kind` on `children`, its result of type `ty` laid out as `layout`.
fn add_op(
    egraph: &mut CommGraph,
    kind: OpKind,
    ty: TensorType,
    layout: Sharding,
    children: Vec<Id>,
) -> Id {
    let spec = egraph.analysis.specs.intern(Spec { kind, ty, layout });
    pin(egraph, spec, &children)
}

/// The id of exactly the term `spec(children)` (each child the term its id stands for):
/// what egg's explanations show of a rule's two sides. The node is added where it is new;
/// an existing one is found.
fn pin(egraph: &mut CommGraph, spec: u32, children: &[Id]) -> Id {
    egraph.add_uncanonical(CommNode::Op {
        spec,
        children: children.into(),
    })
}

/// A rule of the algebra: for a class, the pairs of equal terms it finds — the term it
/// matched (in the class) and the equal form it adds — each by the id of exactly that term
/// ([`pin`]), so that egg's explanation of the merge shows the rule's two sides.
type Derive = fn(&mut CommGraph, Id) -> Vec<(Id, Id)>;

/// Whether a kind of op can be a rule's root (the outer op of its left side).
type Roots = fn(&OpKind) -> bool;

/// A rule: searches the classes holding an op its left side can start with ([`Roots`]),
/// applies [`Derive`] to each and merges what it finds.
///
/// What a rule derives for a class depends only on the class's ops and the ops of their
/// operands' classes (and layouts, which never change); so a class is searched again only
/// when those changed since the rule last derived from it ([`neighbourhood_print`]): a round
/// of the themes after the first, and each theme's last iteration (where egg finds it
/// saturated), look at what the round before changed, not at the whole e-graph.
struct AlgebraRule {
    roots: Roots,
    derive: Derive,
    /// Per class, the print of its neighbourhood when the rule last derived from it (shared
    /// by the rule's searcher and applier).
    derived: std::sync::Arc<std::sync::Mutex<HashMap<Id, u64>>>,
}

/// A print of what a rule reads of class `c`: its ops and their operands' ops, by canonical
/// class ids. Equal prints, equal derivations (a collision would only skip a derivation: a
/// form not found, never a wrong one).
fn neighbourhood_print(egraph: &CommGraph, c: Id) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    let c = egraph.find(c);
    let node = |n: &CommNode, h: &mut std::collections::hash_map::DefaultHasher| match n {
        CommNode::Leaf(v) => (0u8, *v).hash(h),
        CommNode::Op { spec, children } => {
            (1u8, *spec).hash(h);
            for &k in children.iter() {
                egraph.find(k).hash(h);
            }
        }
    };
    for n in &egraph[c].nodes {
        node(n, &mut h);
        if let CommNode::Op { children, .. } = n {
            for &k in children.iter() {
                let k = egraph.find(k);
                (u32::MAX, k).hash(&mut h);
                for m in &egraph[k].nodes {
                    node(m, &mut h);
                }
            }
        }
    }
    h.finish()
}

impl Searcher<CommNode, CommAnalysis> for AlgebraRule {
    fn search_eclass_with_limit(
        &self,
        egraph: &CommGraph,
        eclass: Id,
        limit: usize,
    ) -> Option<SearchMatches<'_, CommNode>> {
        let root = egraph[eclass].nodes.iter().any(|n| match n {
            CommNode::Op { spec, .. } => (self.roots)(&egraph.analysis.specs.get(*spec).kind),
            CommNode::Leaf(_) => false,
        });
        let derived = || {
            let done = self.derived.lock().expect("no rule panics holding it");
            done.get(&egraph.find(eclass)).copied() == Some(neighbourhood_print(egraph, eclass))
        };
        (limit > 0 && root && !derived()).then(|| SearchMatches {
            eclass,
            substs: vec![Subst::default()],
            ast: None,
        })
    }

    fn vars(&self) -> Vec<Var> {
        Vec::new()
    }
}

impl Applier<CommNode, CommAnalysis> for AlgebraRule {
    fn apply_one(
        &self,
        egraph: &mut CommGraph,
        eclass: Id,
        _subst: &Subst,
        _searcher_ast: Option<&PatternAst<CommNode>>,
        rule_name: Symbol,
    ) -> Vec<Id> {
        let mut changed = Vec::new();
        let print = neighbourhood_print(egraph, eclass);
        self.derived
            .lock()
            .expect("no rule panics holding it")
            .insert(egraph.find(eclass), print);
        for (matched, found) in (self.derive)(egraph, eclass) {
            let (a, b) = (egraph.find(matched), egraph.find(found));
            if a != b && egraph[a].data == egraph[b].data {
                egraph.union_trusted(matched, found, rule_name);
                changed.push(egraph.find(a));
            }
        }
        changed
    }
}

fn rule(name: &str, roots: Roots, derive: Derive) -> Rewrite<CommNode, CommAnalysis> {
    let derived = std::sync::Arc::default();
    let rule = |derived| AlgebraRule {
        roots,
        derive,
        derived,
    };
    Rewrite::new(name, rule(std::sync::Arc::clone(&derived)), rule(derived))
        .expect("algebra rules have no variables")
}

fn all_slice(kind: &OpKind) -> bool {
    matches!(kind, OpKind::AllSlice { .. })
}

fn all_gather(kind: &OpKind) -> bool {
    matches!(kind, OpKind::AllGather { .. })
}

fn all_reduce(kind: &OpKind) -> bool {
    matches!(kind, OpKind::AllReduce { .. })
}

fn sum_or_difference(kind: &OpKind) -> bool {
    matches!(kind, OpKind::Binary(BinaryOp::Add | BinaryOp::Subtract))
}

fn product_or_quotient(kind: &OpKind) -> bool {
    matches!(kind, OpKind::Binary(BinaryOp::Multiply | BinaryOp::Divide))
}

fn negate_or_transpose(kind: &OpKind) -> bool {
    matches!(
        kind,
        OpKind::Unary(UnaryOp::Negate) | OpKind::Transpose { .. }
    )
}

fn involutive_op(kind: &OpKind) -> bool {
    matches!(
        kind,
        OpKind::Unary(UnaryOp::Negate | UnaryOp::Not) | OpKind::Transpose { .. }
    )
}

fn select(kind: &OpKind) -> bool {
    *kind == OpKind::Select
}

fn idempotent_op(kind: &OpKind) -> bool {
    matches!(
        kind,
        OpKind::Binary(BinaryOp::Maximum | BinaryOp::Minimum | BinaryOp::And | BinaryOp::Or)
    )
}

/// A rule set: its name and rules.
pub type Theme = (&'static str, Vec<Rewrite<CommNode, CommAnalysis>>);

/// The algebra's rules, by theme.
pub fn rule_sets() -> Vec<Theme> {
    vec![
        (
            COLLECTIVE_PAIRS,
            vec![
                rule("reduce-then-slice", all_slice, reduce_then_slice),
                rule("gather-then-slice", all_slice, gather_then_slice),
                rule("slice-then-gather", all_gather, slice_then_gather),
            ],
        ),
        (
            REDUCTIONS_THROUGH_LINEAR_OPS,
            vec![
                rule("reduce-through-add", sum_or_difference, reduce_through_add),
                rule(
                    "reduce-through-scale",
                    product_or_quotient,
                    reduce_through_scale,
                ),
                rule(
                    "reduce-through-layout",
                    negate_or_transpose,
                    reduce_through_layout,
                ),
            ],
        ),
        (
            WORK_ON_THE_SHARD,
            vec![
                rule(
                    "reduce-as-scatter-gather",
                    all_reduce,
                    reduce_as_scatter_gather,
                ),
                rule(
                    "work-through-gather",
                    OpKind::is_elementwise,
                    work_through_gather,
                ),
                rule("slice-of-splat", all_slice, slice_of_splat),
            ],
        ),
        (
            IDENTITIES,
            vec![
                rule("select-same", select, select_same),
                rule("idempotent", idempotent_op, idempotent),
                rule("involution", involutive_op, involution),
            ],
        ),
    ]
}

/// `select(p, x, x) = x`: a rewrite that shows two values equal (a slice undoing a gather)
/// can leave a select whose choices are one value. (`canonicalize`, which runs before this
/// pass, folds the selects written so; without this a second compile of the plan would fold
/// it, and the plan would not come back as itself.)
fn select_same(egraph: &mut CommGraph, c: Id) -> Vec<(Id, Id)> {
    one_value_twice(egraph, c, select, (1, 2))
}

/// `max(x, x) = min(x, x) = and(x, x) = or(x, x) = x`, where a rewrite showed the two
/// operands equal (as [`select_same`]).
fn idempotent(egraph: &mut CommGraph, c: Id) -> Vec<(Id, Id)> {
    one_value_twice(egraph, c, idempotent_op, (0, 1))
}

/// `op(.., x, .., x, ..) = x` for the ops of class `c` that `is` names, reading one class at
/// operands `i` and `j`.
fn one_value_twice(
    egraph: &mut CommGraph,
    c: Id,
    is: Roots,
    (i, j): (usize, usize),
) -> Vec<(Id, Id)> {
    let mut out = Vec::new();
    for (spec, children) in ops_of(egraph, c) {
        if is(&egraph.analysis.specs.get(spec).kind)
            && children.len() > j
            && egraph.find(children[i]) == egraph.find(children[j])
        {
            let matched = pin(egraph, spec, &children);
            out.push((matched, children[i]));
        }
    }
    out
}

/// `negate(negate(x)) = not(not(x)) = x`, and `transpose(transpose(x))` = x where the
/// second permutation undoes the first: a rewrite can bring an op next to its inverse (a
/// negation moved onto the shard by [`work_through_gather`] beside the one that made the
/// shard). (`canonicalize` folds the pairs written so; without this a second compile of the
/// plan would fold them, and the plan would not come back as itself: fuzz `--loops
/// --auto-shard --budget-fraction 0.8 --ops 12` seed 3900172.)
fn involution(egraph: &mut CommGraph, c: Id) -> Vec<(Id, Id)> {
    inverse_pair(egraph, c, |outer, inner| match (outer, inner) {
        (OpKind::Unary(a @ (UnaryOp::Negate | UnaryOp::Not)), OpKind::Unary(b)) => a == b,
        (OpKind::Transpose { permutation: q }, OpKind::Transpose { permutation: p }) => {
            undoes(q, p)
        }
        _ => false,
    })
}

/// Whether transposing by `second` after `first` is the identity (`first[second[i]] = i`).
fn undoes(second: &[i64], first: &[i64]) -> bool {
    second.len() == first.len()
        && second.iter().enumerate().all(|(i, &q)| {
            usize::try_from(q)
                .ok()
                .and_then(|q| first.get(q))
                .is_some_and(|&p| p == i as i64)
        })
}

/// `all_reduce_A(x) = all_gather_A(reduce_scatter_A(x))`, scattered along any dimension the
/// axes of A (after those already splitting it) divide evenly: on its own one latency
/// dearer, it lets the work after the reduction run on the shard ([`work_through_gather`]),
/// as a sharded weight update does.
fn reduce_as_scatter_gather(egraph: &mut CommGraph, c: Id) -> Vec<(Id, Id)> {
    let (ty, target) = layout_of_class(egraph, c);
    let mut out = Vec::new();
    if !target.unreduced.is_empty() {
        return out;
    }
    for (spec, children) in ops_of(egraph, c) {
        let OpKind::AllReduce {
            reduction_axes,
            kind,
        } = egraph.analysis.specs.get(spec).kind.clone()
        else {
            continue;
        };
        let mesh = egraph.analysis.mesh.clone();
        let size =
            |axes: &[AxisRef]| -> i64 { axes.iter().map(|a| a.size(&mesh).unwrap_or(1)).product() };
        let n = size(&reduction_axes);
        if n <= 1 {
            continue;
        }
        for d in 0..ty.rank() {
            let split = size(&target.dims[d].axes);
            if ty.shape[d] % (split * n) != 0 {
                continue;
            }
            let mut scattered = target.clone();
            scattered.dims[d]
                .axes
                .extend(reduction_axes.iter().cloned());
            let mut per_dim = vec![Vec::new(); ty.rank()];
            per_dim[d] = reduction_axes.clone();
            let scatter = add_op(
                egraph,
                OpKind::ReduceScatter {
                    scatter_axes: per_dim.clone(),
                    kind,
                },
                ty.clone(),
                scattered,
                vec![children[0]],
            );
            let gathered = add_op(
                egraph,
                OpKind::AllGather {
                    gathering_axes: per_dim,
                },
                ty.clone(),
                target.clone(),
                vec![scatter],
            );
            let matched = pin(egraph, spec, &children);
            out.push((matched, gathered));
        }
    }
    out
}

/// `op(all_gather_G(z), y) = all_gather_G(op(z, all_slice_G(y)))` for an elementwise `op`
/// whose operands are laid out as its result (no partial sums), `z` split evenly: the work on
/// the shard, then
/// one gather; an operand gathered alike is read as its shard, any other is sliced (a slice
/// is local).
fn work_through_gather(egraph: &mut CommGraph, c: Id) -> Vec<(Id, Id)> {
    let (ty, target) = layout_of_class(egraph, c);
    let mut out = Vec::new();
    if !target.unreduced.is_empty() {
        return out;
    }
    for (spec, children) in ops_of(egraph, c) {
        let kind = egraph.analysis.specs.get(spec).kind.clone();
        if !kind.is_elementwise() {
            continue;
        }
        let laid_out_alike = children
            .iter()
            .all(|&k| same_layout(&layout_of_class(egraph, k).1, &target));
        if !laid_out_alike {
            continue;
        }
        // The gathers reading into this op: (their axes, their operand's layout). Only of
        // shards that split evenly: the partitioner computes a padded split only whole.
        let mut gathers: Vec<(Vec<Vec<AxisRef>>, Sharding)> = Vec::new();
        for &k in children.iter() {
            for (axes, z, _) in gathers_in(egraph, k) {
                let (_, shard) = layout_of_class(egraph, z);
                let even = (0..ty.rank())
                    .all(|d| ty.shape[d] % shard.dim_split(d, &egraph.analysis.mesh) == 0);
                if even && shard.unreduced.is_empty() && !gathers.iter().any(|(a, _)| *a == axes) {
                    gathers.push((axes, shard));
                }
            }
        }
        for (axes, shard) in gathers {
            let mut operands = Vec::with_capacity(children.len());
            // The matched term: the op on the gathers it reads.
            let mut read = Vec::with_capacity(children.len());
            for &k in children.iter() {
                let gathered = gathers_in(egraph, k).into_iter().find_map(|(a, z, g)| {
                    (a == axes && same_layout(&layout_of_class(egraph, z).1, &shard))
                        .then_some((z, g))
                });
                let (term, operand) = match gathered {
                    Some((z, g)) => (pin(egraph, g, &[z]), z),
                    None => {
                        let (k_ty, _) = layout_of_class(egraph, k);
                        let sliced = add_op(
                            egraph,
                            OpKind::AllSlice {
                                slicing_axes: axes.clone(),
                            },
                            k_ty,
                            shard.clone(),
                            vec![k],
                        );
                        (k, sliced)
                    }
                };
                read.push(term);
                operands.push(operand);
            }
            let inner = add_op(egraph, kind.clone(), ty.clone(), shard.clone(), operands);
            let gathered = add_op(
                egraph,
                OpKind::AllGather {
                    gathering_axes: axes,
                },
                ty.clone(),
                target.clone(),
                vec![inner],
            );
            let matched = pin(egraph, spec, &read);
            out.push((matched, gathered));
        }
    }
    out
}

/// `all_slice_S(all_reduce_A(x))`, S's axes among A: `reduce_scatter_S(x)`, then an
/// `all_reduce` over the rest of A. Only where the sliced dimensions divide evenly (a padded
/// split changes only as a whole).
fn reduce_then_slice(egraph: &mut CommGraph, c: Id) -> Vec<(Id, Id)> {
    let mut out = Vec::new();
    let (ty, target) = layout_of_class(egraph, c);
    for (spec, children) in ops_of(egraph, c) {
        let OpKind::AllSlice { slicing_axes } = egraph.analysis.specs.get(spec).kind.clone() else {
            continue;
        };
        for (inner, grand) in ops_of(egraph, children[0]) {
            let OpKind::AllReduce {
                reduction_axes,
                kind,
            } = egraph.analysis.specs.get(inner).kind.clone()
            else {
                continue;
            };
            let sliced: Vec<AxisRef> = slicing_axes.iter().flatten().cloned().collect();
            if sliced.is_empty() || !sliced.iter().all(|a| reduction_axes.contains(a)) {
                continue;
            }
            let (_, x_layout) = layout_of_class(egraph, grand[0]);
            let mut scattered = x_layout.clone();
            scattered.unreduced.retain(|a| !sliced.contains(a));
            for (d, axes) in slicing_axes.iter().enumerate() {
                scattered.dims[d].axes.extend(axes.iter().cloned());
            }
            let rest: Vec<AxisRef> = reduction_axes
                .iter()
                .filter(|a| !sliced.contains(a))
                .cloned()
                .collect();
            let mut done = scattered.clone();
            done.unreduced.retain(|a| !rest.contains(a));
            if !same_layout(&done, &target) {
                continue;
            }
            let scatter = add_op(
                egraph,
                OpKind::ReduceScatter {
                    scatter_axes: slicing_axes.clone(),
                    kind,
                },
                ty.clone(),
                scattered,
                vec![grand[0]],
            );
            let found = if rest.is_empty() {
                scatter
            } else {
                add_op(
                    egraph,
                    OpKind::AllReduce {
                        reduction_axes: rest,
                        kind,
                    },
                    ty.clone(),
                    target.clone(),
                    vec![scatter],
                )
            };
            let reduced = pin(egraph, inner, &grand);
            let matched = pin(egraph, spec, &[reduced]);
            out.push((matched, found));
        }
    }
    out
}

/// `all_slice(splat) = splat` made in the sliced layout: every element is the same, so each
/// device makes its piece rather than slicing the whole (the operands [`work_through_gather`]
/// slices are often constants: a learning rate, a scale).
fn slice_of_splat(egraph: &mut CommGraph, c: Id) -> Vec<(Id, Id)> {
    let (ty, layout) = layout_of_class(egraph, c);
    let mut out = Vec::new();
    for (spec, children) in ops_of(egraph, c) {
        if !matches!(
            egraph.analysis.specs.get(spec).kind,
            OpKind::AllSlice { .. }
        ) {
            continue;
        }
        for (inner, grand) in ops_of(egraph, children[0]) {
            let kind = egraph.analysis.specs.get(inner).kind.clone();
            if !is_splat(&kind) || !grand.is_empty() {
                continue;
            }
            let sliced = pin(egraph, inner, &[]);
            let matched = pin(egraph, spec, &[sliced]);
            let made = add_op(egraph, kind, ty.clone(), layout.clone(), Vec::new());
            out.push((matched, made));
        }
    }
    out
}

/// `all_slice(all_gather(x))` is `x` when it ends in `x`'s layout.
fn gather_then_slice(egraph: &mut CommGraph, c: Id) -> Vec<(Id, Id)> {
    inverse_pair(egraph, c, |outer, inner| {
        matches!(outer, OpKind::AllSlice { .. }) && matches!(inner, OpKind::AllGather { .. })
    })
}

/// `all_gather(all_slice(x))` is `x` when it ends in `x`'s layout.
fn slice_then_gather(egraph: &mut CommGraph, c: Id) -> Vec<(Id, Id)> {
    inverse_pair(egraph, c, |outer, inner| {
        matches!(outer, OpKind::AllGather { .. }) && matches!(inner, OpKind::AllSlice { .. })
    })
}

fn inverse_pair(
    egraph: &mut CommGraph,
    c: Id,
    pair: fn(&OpKind, &OpKind) -> bool,
) -> Vec<(Id, Id)> {
    let target = egraph[c].data.clone();
    let mut out = Vec::new();
    for (spec, children) in ops_of(egraph, c) {
        let outer = egraph.analysis.specs.get(spec).kind.clone();
        let [operand] = *children else {
            continue;
        };
        for (inner, grand) in ops_of(egraph, operand) {
            if grand.len() == 1
                && pair(&outer, &egraph.analysis.specs.get(inner).kind)
                && egraph[grand[0]].data == target
            {
                let undone = pin(egraph, inner, &grand);
                let matched = pin(egraph, spec, &[undone]);
                out.push((matched, grand[0]));
            }
        }
    }
    out
}

/// The `all_reduce {kind = add}`s in class `c`: `(axes, operand, spec)`.
fn reductions_in(egraph: &CommGraph, c: Id) -> Vec<(Vec<AxisRef>, Id, u32)> {
    ops_of(egraph, c)
        .into_iter()
        .filter_map(
            |(spec, children)| match &egraph.analysis.specs.get(spec).kind {
                OpKind::AllReduce {
                    reduction_axes,
                    kind: ReduceKind::Add,
                } => Some((reduction_axes.clone(), children[0], spec)),
                _ => None,
            },
        )
        .collect()
}

/// The operands of the `all_gather`s in class `c`, with their gathering axes: `(axes,
/// operand)`.
fn gathers_in(egraph: &CommGraph, c: Id) -> Vec<(Vec<Vec<AxisRef>>, Id, u32)> {
    ops_of(egraph, c)
        .into_iter()
        .filter_map(
            |(spec, children)| match &egraph.analysis.specs.get(spec).kind {
                OpKind::AllGather { gathering_axes } => {
                    Some((gathering_axes.clone(), children[0], spec))
                }
                _ => None,
            },
        )
        .collect()
}

/// `kind` computed on partial values (`operands`, its result laid out as `partial`), then
/// reduced over `axes` to `target`: the form the reduction rules add.
fn reduced_after(
    egraph: &mut CommGraph,
    kind: OpKind,
    operands: Vec<Id>,
    (ty, partial, target): (&TensorType, Sharding, &Sharding),
    axes: Vec<AxisRef>,
) -> Id {
    let inner = add_op(egraph, kind, ty.clone(), partial, operands);
    add_op(
        egraph,
        OpKind::AllReduce {
            reduction_axes: axes,
            kind: ReduceKind::Add,
        },
        ty.clone(),
        target.clone(),
        vec![inner],
    )
}

/// `all_reduce_A(a) ± all_reduce_A(b) = all_reduce_A(a ± b)`: one reduction instead of two.
fn reduce_through_add(egraph: &mut CommGraph, c: Id) -> Vec<(Id, Id)> {
    let (ty, target) = layout_of_class(egraph, c);
    let mut out = Vec::new();
    if !ty.element.is_float() {
        return out;
    }
    for (spec, children) in ops_of(egraph, c) {
        let kind = egraph.analysis.specs.get(spec).kind.clone();
        if !matches!(kind, OpKind::Binary(BinaryOp::Add | BinaryOp::Subtract)) {
            continue;
        }
        for (axes_a, a, spec_a) in reductions_in(egraph, children[0]) {
            for (axes_b, b, spec_b) in reductions_in(egraph, children[1]) {
                if axes_a != axes_b || egraph[a].data != egraph[b].data {
                    continue;
                }
                let (_, partial) = layout_of_class(egraph, a);
                let found = reduced_after(
                    egraph,
                    kind.clone(),
                    vec![a, b],
                    (&ty, partial, &target),
                    axes_a.clone(),
                );
                let reduced = [pin(egraph, spec_a, &[a]), pin(egraph, spec_b, &[b])];
                let matched = pin(egraph, spec, &reduced);
                out.push((matched, found));
            }
        }
    }
    out
}

/// `all_reduce_A(a) × s = all_reduce_A(a × s)` (and `/ s`, and `s × …`) where `s` is whole on
/// every device of A (laid out as the reduced value, without partial sums).
fn reduce_through_scale(egraph: &mut CommGraph, c: Id) -> Vec<(Id, Id)> {
    let (ty, target) = layout_of_class(egraph, c);
    let mut out = Vec::new();
    if !ty.element.is_float() {
        return out;
    }
    for (spec, children) in ops_of(egraph, c) {
        let kind = egraph.analysis.specs.get(spec).kind.clone();
        let sides: &[(usize, usize)] = match kind {
            OpKind::Binary(BinaryOp::Multiply) => &[(0, 1), (1, 0)],
            OpKind::Binary(BinaryOp::Divide) => &[(0, 1)],
            _ => continue,
        };
        for &(partial_side, scale_side) in sides {
            let scale = children[scale_side];
            let (_, scale_layout) = layout_of_class(egraph, scale);
            if !scale_layout.unreduced.is_empty() || !same_layout(&scale_layout, &target) {
                continue;
            }
            for (axes, a, reduce) in reductions_in(egraph, children[partial_side]) {
                let (_, partial) = layout_of_class(egraph, a);
                let mut operands = vec![a, scale];
                if partial_side == 1 {
                    operands.swap(0, 1);
                }
                let found = reduced_after(
                    egraph,
                    kind.clone(),
                    operands,
                    (&ty, partial, &target),
                    axes,
                );
                let mut read = children.to_vec();
                read[partial_side] = pin(egraph, reduce, &[a]);
                let matched = pin(egraph, spec, &read);
                out.push((matched, found));
            }
        }
    }
    out
}

/// `op(all_reduce_A(a)) = all_reduce_A(op(a))` for `negate` and `transpose` (the partial
/// layout permuted).
fn reduce_through_layout(egraph: &mut CommGraph, c: Id) -> Vec<(Id, Id)> {
    let (ty, target) = layout_of_class(egraph, c);
    let mut out = Vec::new();
    if !ty.element.is_float() {
        return out;
    }
    for (spec, children) in ops_of(egraph, c) {
        let kind = egraph.analysis.specs.get(spec).kind.clone();
        let [operand] = *children else {
            continue;
        };
        for (axes, a, reduce) in reductions_in(egraph, operand) {
            let (_, partial) = layout_of_class(egraph, a);
            let moved = match &kind {
                OpKind::Unary(UnaryOp::Negate) => Some(partial.clone()),
                OpKind::Transpose { permutation } => {
                    let mut p = partial.clone();
                    p.dims = permutation
                        .iter()
                        .map(|&d| partial.dims[d as usize].clone())
                        .collect();
                    Some(p)
                }
                _ => None,
            };
            let Some(moved) = moved else { continue };
            let mut reduced = moved.clone();
            reduced.unreduced.retain(|x| !axes.contains(x));
            if !same_layout(&reduced, &target) {
                continue;
            }
            let found = reduced_after(egraph, kind.clone(), vec![a], (&ty, moved, &target), axes);
            let reduced = pin(egraph, reduce, &[a]);
            let matched = pin(egraph, spec, &[reduced]);
            out.push((matched, found));
        }
    }
    out
}

/// Prices forms by the cost model: each collective its seconds on the link (by its result's
/// bytes on one device), each other op its roofline; a form the program does not have costs
/// a little more, so that ties keep the program as it is.
struct ModelCost<'a> {
    model: &'a CostModel,
    specs: &'a Specs,
    original: &'a std::collections::HashSet<u32>,
    /// Each op's own cost, by spec and operand count (all it depends on), as priced so far:
    /// extraction prices every e-node many times, the rebuild every op it adds or frees.
    own: &'a std::cell::RefCell<HashMap<(u32, usize), f64>>,
}

/// What a form the program does not have costs beyond its ops (seconds).
const NEW_FORM: f64 = 1e-15;

/// What an op on partial sums (its reduction after it) costs less than its ops say: more
/// than the [`NEW_FORM`]s moving the reduction past one op adds (the op on partial sums,
/// and a reduction of another type), so that a form with the reduction later wins over one
/// as dear with it earlier, as `sink-reductions` would have it.
const SUNK_REDUCTION: f64 = 3.0 * NEW_FORM;

/// What a collective costs at least, even one over axes of size 1 that moves nothing: more
/// than the [`SUNK_REDUCTION`]s and [`NEW_FORM`]s a copy of it could save, so that of two
/// forms otherwise as dear the one with fewer collectives wins. (Fuzz `--ops 12` seed
/// 704728: an all-reduce over an axis of size 1, free, was copied into a product's partial
/// sums for the product's discount; `sink-reductions` sank the copy past a reshape on a
/// second compile, so the plan did not come back as itself.)
const LEAST_COLLECTIVE: f64 = 1e-12;

impl CostFunction<CommNode> for ModelCost<'_> {
    type Cost = f64;

    fn cost<C>(&mut self, enode: &CommNode, mut costs: C) -> f64
    where
        C: FnMut(Id) -> f64,
    {
        let CommNode::Op { spec, children } = enode else {
            return 0.0;
        };
        let below: f64 = children.iter().map(|&c| costs(c)).sum();
        let key = (*spec, children.len());
        let known = self.own.borrow().get(&key).copied();
        let own = known.unwrap_or_else(|| {
            let s = self.specs.get(*spec);
            let mesh = self.model.mesh();
            let bytes = local_bytes(&s.ty, &s.layout, mesh);
            let seconds = match CollectiveKind::of(&s.kind) {
                Some(kind) => self
                    .model
                    .collective_seconds(kind, &collective_axes(&s.kind, mesh), bytes)
                    .max(LEAST_COLLECTIVE),
                None => {
                    let elements = bytes as f64 / s.ty.element.byte_width().max(1) as f64;
                    let moved = bytes as f64 * (children.len() + 1) as f64;
                    self.model.op_seconds(elements, moved, false, s.ty.element)
                }
            };
            let new = if self.original.contains(spec) {
                0.0
            } else {
                NEW_FORM
            };
            // Linear work on partial sums (the reduction after it): what `sink-reductions`
            // makes of the same ops, which runs before this pass and again on a plan
            // compiled again; of two forms otherwise as dear, the one with the reduction
            // later wins, as it would there (fuzz `--ops 30` seed 5800441: a gather and
            // slice between a reduction and a negation, gone, left `negate(all_reduce(p))`,
            // which a second compile sank).
            let sunk = if CollectiveKind::of(&s.kind).is_none() && !s.layout.unreduced.is_empty() {
                SUNK_REDUCTION
            } else {
                0.0
            };
            let own = (seconds + new - sunk).max(0.0);
            self.own.borrow_mut().insert(key, own);
            own
        });
        below + own
    }
}

/// What [`rewrite_collectives`] did.
#[derive(Clone, Debug, Default)]
pub struct Rewritten {
    /// Values whose form changed.
    pub values: usize,
    /// Of those, the values whose chosen form has more collectives than their original (an
    /// `all_reduce` split into a reduce-scatter and a gather around work on the shard): worth
    /// it alone, they may not be once bucketing shares the original's latency with others.
    pub more_collectives: usize,
    /// Why each rule set's run stopped (egg's `StopReason`: `Saturated`, or the limit it
    /// reached), in the order they ran; one per rule set (a later run's where it stopped at
    /// a limit).
    pub stop_reasons: Vec<(&'static str, StopReason)>,
    /// Merges of classes holding different data (a wrong rule; always 0).
    pub violations: usize,
    /// Runs of the algebra made ([`rewrite_collectives`]: the last rewrote nothing, unless
    /// there were [`MAX_ROUNDS`]).
    pub rounds: usize,
    /// The furthest (in ops past a collective) a run looked.
    pub reach: usize,
    /// The values of ops retired because an op computing the same had been placed before
    /// them, each with the value read in its place.
    pub retired: HashMap<Value, Value>,
}

/// egg's explanation of one rewritten value: the chain of forms from the program's own to
/// the chosen one, each made of the one before by one application of a rule of the algebra
/// ([`rule_sets`]) to one of its subterms.
///
/// The forms are programs: each a function `@form` whose arguments are the values the forms
/// read from outside the algebra (the leaves, the same for every form) and whose result is
/// the form's value, every op with its result's layout. That is what the certificate stores
/// and its checker replays (`certify/src/rewrites.rs`).
#[derive(Clone, Debug)]
pub struct Explanation {
    /// The function's values the forms read (their leaves), in order of first use: the
    /// arguments of every form.
    pub leaves: Vec<Value>,
    /// The forms, from the program's own to the chosen one.
    pub forms: Vec<Function>,
    /// Per step, the rule that made form `i + 1` of form `i`, and whether egg applied it
    /// from its right side to its left (`Rewrite<=`).
    pub rules: Vec<(String, bool)>,
    /// egg's own text of the chain: one s-expression per form (`v12` a leaf value, ops by
    /// name and axes), the rewritten subterm marked `(Rewrite=> RULE term)`.
    pub text: String,
}

impl Explanation {
    /// Each leaf `twins` names (a value retired for its twin) becomes the twin kept in its
    /// place: the chain's leaves are values of the program as it ends up.
    pub fn read_kept_twins(&mut self, twins: &HashMap<Value, Value>) {
        for leaf in &mut self.leaves {
            if let Some(&kept) = twins.get(leaf) {
                *leaf = kept;
            }
        }
    }

    /// The explanation egg gives of `flat` (a flattened chain over `f`'s values and the
    /// e-graph's `specs`).
    fn of(flat: &[egg::FlatTerm<CommNode>], f: &Function, specs: &Specs) -> Explanation {
        fn leaves_of(t: &egg::FlatTerm<CommNode>, out: &mut Vec<Value>) {
            if let CommNode::Leaf(v) = t.node {
                let v = Value::from_u32(v);
                if !out.contains(&v) {
                    out.push(v);
                }
            }
            for c in &t.children {
                leaves_of(c, out);
            }
        }
        fn rule_of(t: &egg::FlatTerm<CommNode>) -> Option<(String, bool)> {
            match (&t.forward_rule, &t.backward_rule) {
                (Some(r), _) => Some((r.to_string(), false)),
                (None, Some(r)) => Some((r.to_string(), true)),
                _ => t.children.iter().find_map(rule_of),
            }
        }
        fn emit(
            t: &egg::FlatTerm<CommNode>,
            form: &mut Function,
            args: &HashMap<Value, Value>,
            specs: &Specs,
        ) -> Value {
            match &t.node {
                CommNode::Leaf(v) => args[&Value::from_u32(*v)],
                CommNode::Op { spec, .. } => {
                    let operands = t
                        .children
                        .iter()
                        .map(|c| emit(c, form, args, specs))
                        .collect();
                    let s = specs.get(*spec);
                    let op = form.append_op(
                        s.kind.clone(),
                        operands,
                        vec![s.ty.clone()],
                        shardc_ir::Location::Unknown,
                    );
                    let r = form.ops[op].results[0];
                    form.values[r].sharding = Some(s.layout.clone());
                    r
                }
            }
        }
        let mut leaves = Vec::new();
        for t in flat {
            leaves_of(t, &mut leaves);
        }
        // Every form starts as the same function of the leaves, laid out as the program
        // lays them out.
        let mesh = mesh_name(f);
        let arg_types = leaves.iter().map(|&v| f.ty(v).clone()).collect();
        let mut blank = Function::new("form", arg_types, Vec::new());
        let mut args = HashMap::new();
        for (i, &v) in leaves.iter().enumerate() {
            let a = blank.args[i];
            blank.values[a].sharding = Some(
                f.values[v]
                    .sharding
                    .as_ref()
                    .map(normalized)
                    .unwrap_or_else(|| Sharding::replicated(&mesh, f.ty(v).rank())),
            );
            args.insert(v, a);
        }
        let forms = flat
            .iter()
            .map(|t| {
                let mut form = blank.clone();
                let root = emit(t, &mut form, &args, specs);
                form.result_types = vec![form.ty(root).clone()];
                form.result_shardings = vec![form.values[root].sharding.clone()];
                form.result_attrs = vec![Default::default()];
                form.append_op(
                    OpKind::Return,
                    vec![root],
                    vec![],
                    shardc_ir::Location::Unknown,
                );
                form
            })
            .collect();
        let rules = flat[1..]
            .iter()
            .map(|t| rule_of(t).unwrap_or_else(|| ("?".to_string(), false)))
            .collect();
        let text = flat
            .iter()
            .map(|t| render_term(t, specs))
            .collect::<Vec<_>>()
            .join("\n");
        Explanation {
            leaves,
            forms,
            rules,
            text,
        }
    }
}

/// How many ops (transposes, elementwise) after a collective the algebra looks into at
/// first; it looks further, by as much again, while a rewrite it keeps leaves a collective
/// closer than that to ops it did not look into (up to [`MAX_REACH`]).
const NEIGHBOURHOOD: usize = 3;

/// The most rounds of the themed rule sets (each round runs every theme to saturation, in
/// order; a round in which the themes after the first add nothing ends it).
const THEME_ROUNDS: usize = 3;

/// The furthest (in ops) the algebra looks past a collective.
const MAX_REACH: usize = 4 * NEIGHBOURHOOD;

/// The most e-nodes the algebra's e-graph grows by, beyond the program's own, unless told
/// otherwise ([`AlgebraOptions::node_limit`]).
pub const NODE_LIMIT: usize = 50_000;

/// What the algebra runs: the rule sets (names of [`RULE_SET_NAMES`]) and how far its
/// e-graph may grow.
#[derive(Clone, Debug)]
pub struct AlgebraOptions {
    /// The rule sets run, in [`RULE_SET_NAMES`]' order.
    pub sets: Vec<&'static str>,
    /// The most e-nodes the e-graph grows by beyond the program's own (each theme's run
    /// stops at it: [`Rewritten::stop_reasons`]).
    pub node_limit: usize,
}

impl AlgebraOptions {
    /// Every rule set, within [`NODE_LIMIT`].
    pub fn all() -> AlgebraOptions {
        AlgebraOptions {
            sets: RULE_SET_NAMES.to_vec(),
            node_limit: NODE_LIMIT,
        }
    }
}

/// The rule set pairing collectives with their inverses and halves.
pub const COLLECTIVE_PAIRS: &str = "collective-pairs";
/// The rule set moving reductions through linear ops.
pub const REDUCTIONS_THROUGH_LINEAR_OPS: &str = "reductions-through-linear-ops";
/// The rule set moving work after a reduction or a gather onto the shard.
pub const WORK_ON_THE_SHARD: &str = "work-on-the-shard";
/// The rule set folding the identities the other rule sets' forms expose.
pub const IDENTITIES: &str = "identities";

/// The names of the algebra's rule sets, in the order they run.
pub const RULE_SET_NAMES: [&str; 4] = [
    COLLECTIVE_PAIRS,
    REDUCTIONS_THROUGH_LINEAR_OPS,
    WORK_ON_THE_SHARD,
    IDENTITIES,
];

/// The rule sets `text` names: `all`, `none` (or nothing), or names of [`RULE_SET_NAMES`]
/// separated by commas; or why it names none of them.
pub fn parse_rule_sets(text: &str) -> Result<Vec<&'static str>, String> {
    match text.trim() {
        "all" => return Ok(RULE_SET_NAMES.to_vec()),
        "none" | "" => return Ok(Vec::new()),
        _ => {}
    }
    text.split(',')
        .map(|name| {
            let name = name.trim();
            if name.is_empty() {
                return Err(format!("an empty name in '{text}'"));
            }
            RULE_SET_NAMES
                .iter()
                .find(|&&n| n == name)
                .copied()
                .ok_or_else(|| {
                    format!(
                        "no rule set '{name}' (the rule sets: {}; or all, none)",
                        RULE_SET_NAMES.join(", ")
                    )
                })
        })
        .collect()
}

/// Rewrites the collectives of `f` (a global-view function over `model`'s mesh) into their
/// cheapest equal forms by the rule sets `options` names (of [`rule_sets`]), within its
/// node limit; see the module documentation. The algebra runs again on what it made until
/// a run rewrites nothing (at most [`MAX_ROUNDS`] runs): which rewrites pay depends on what
/// the others share, so the program one run makes can hold rewrites that pay only now, and
/// the plan written out and compiled again would not come back as itself (fuzz `--train
/// --auto-shard --ops 16` seed 11005: an update sliced after the work, moved onto the
/// slice by a second compile). [`explain_rewrites`] gives egg's chains of what all the runs
/// did.
pub fn rewrite_collectives(
    f: &mut Function,
    model: &CostModel,
    options: &AlgebraOptions,
) -> Rewritten {
    let mut total = Rewritten::default();
    for _ in 0..MAX_ROUNDS {
        let round = rewrite_once(f, model, options);
        total.rounds += 1;
        total.values += round.values;
        total.more_collectives += round.more_collectives;
        total.violations += round.violations;
        total.reach = total.reach.max(round.reach);
        for (theme, why) in round.stop_reasons {
            // One reason per theme: the first run's, unless a later one stopped at a limit.
            match total.stop_reasons.iter_mut().find(|(t, _)| *t == theme) {
                Some((_, was)) if matches!(was, StopReason::Saturated) => *was = why,
                Some(_) => {}
                None => total.stop_reasons.push((theme, why)),
            }
        }
        // A value retired for its twin in an earlier run reads what its twin became.
        for kept in total.retired.values_mut() {
            if let Some(&later) = round.retired.get(kept) {
                *kept = later;
            }
        }
        total.retired.extend(round.retired);
        if round.values == 0 || round.violations > 0 {
            break;
        }
    }
    total
}

/// The most runs of the algebra [`rewrite_collectives`] makes; each after the first
/// rewrites only what the program the one before made lets pay.
pub const MAX_ROUNDS: usize = 4;

/// One run of the algebra over `f` ([`rewrite_collectives`]).
fn rewrite_once(f: &mut Function, model: &CostModel, options: &AlgebraOptions) -> Rewritten {
    // A collective a kept rewrite moves to the edge of what the algebra looked into may go
    // further: looking only so far would leave that to a second compile of the plan (which
    // would then not come back as itself). So the algebra looks further and starts again on
    // the program as it was, until no kept rewrite stops at the edge.
    let mut reach = NEIGHBOURHOOD;
    loop {
        if reach >= MAX_REACH {
            return rewrite_within(f, model, options, reach).expect("the last reach ends");
        }
        let mut attempt = f.clone();
        if let Some(out) = rewrite_within(&mut attempt, model, options, reach) {
            *f = attempt;
            return out;
        }
        reach += NEIGHBOURHOOD;
    }
}

/// [`rewrite_once`] looking `reach` ops past each collective; `None` when a rewrite it
/// keeps leaves a collective near ops the algebra would look into but for the reach
/// ([`near_edge`]; and the reach is below [`MAX_REACH`]): `f`'s body is then untouched, but
/// the ops it made are in its arenas (the caller gives it a copy).
fn rewrite_within(
    f: &mut Function,
    model: &CostModel,
    options: &AlgebraOptions,
    reach: usize,
) -> Option<Rewritten> {
    let mut out = Rewritten {
        reach,
        ..Rewritten::default()
    };
    let Some(mut graph) = AlgebraGraph::of(f, model, reach, false) else {
        return Some(out);
    };
    graph.grow(&rule_sets(), options, &mut out.stop_reasons);
    out.violations = graph.egraph.analysis.violations;
    let readers = graph.outside_readers(f);
    let chosen = graph.cheaper_forms(model, &readers);
    if chosen.is_empty() {
        return Some(out);
    }
    // Ops the rebuild makes come after these in the arena.
    let made_from = f.ops.len();
    let mut rebuild = Rebuild::new(f, model, &graph, &readers);
    rebuild.place(f, chosen);
    if reach < MAX_REACH && rebuild.left_at_edge() {
        return None;
    }
    let kept = rebuild.kept;
    out.values = kept.values;
    out.more_collectives = kept.more_collectives;
    if kept.replace.is_empty() {
        return Some(out);
    }
    splice(f, kept, &graph.represented);
    // An op of the algebra's forms (one it looked into, or one the rebuild made) and a twin
    // of it the program has beyond what the algebra looked into stay apart here: egg cannot
    // show the one equal to the other, and the value reading the twin would have no chain
    // (fuzz `--ops 16` seed 1001591: `logistic(x)` made for a reader once a gather and slice
    // of `x` were undone, beside the program's own `logistic(x)`). `comm-fusion` merges them
    // once the algebra is done, as it merges every twin outside it.
    let in_forms = |f: &Function, v: Value| {
        matches!(graph.expr_of.get(&v), Some(CommNode::Op { .. }))
            || matches!(f.values[v].def,
                ValueDef::Result(op, _) if cranelift_entity::EntityRef::index(op) >= made_from)
    };
    out.retired = merge_twins(f, &|f: &Function, retired: Value, kept: Value| {
        in_forms(f, retired) && !in_forms(f, kept)
    });
    crate::transforms::remove_dead_ops(f);
    Some(out)
}

/// What [`explain_rewrites`] found.
#[derive(Clone, Debug, Default)]
pub struct Explained {
    /// Per rewritten value, egg's chain from its original form to its rewritten one.
    pub explanations: Vec<Explanation>,
    /// Rewritten values egg could not show equal to their original forms by the rules
    /// (none unless a form lies beyond what the e-graph of the original program holds):
    /// the certificate has no chain for them.
    pub unexplained: usize,
}

/// egg's explanations of what [`rewrite_collectives`] (which reported `done`) made of
/// `original`: `rewritten`. The e-graph of `original` (looking as far past each collective
/// as the furthest run looked) grows by the rule sets `options` names; each value of it
/// read outside the algebra whose form `rewritten` changed is then added in its new form,
/// down to the same leaves, and egg explains why the two are equal (a form the grown
/// e-graph does not hold in the original's class is counted [`Explained::unexplained`]).
/// Several runs of the algebra, each with its own e-graph, give one chain per value this
/// way, from the program the pass was given to the one it made. A chain's leaves are
/// values of `rewritten` (a leaf retired for its twin reads the twin).
pub fn explain_rewrites(
    original: &Function,
    rewritten: &Function,
    model: &CostModel,
    options: &AlgebraOptions,
    done: &Rewritten,
) -> Explained {
    let mut out = Explained::default();
    if done.values == 0 {
        return out;
    }
    let Some(mut graph) = AlgebraGraph::of(original, model, done.reach.max(NEIGHBOURHOOD), true)
    else {
        return out;
    };
    graph.grow(&rule_sets(), options, &mut Vec::new());
    // A value of `rewritten` that stands for a leaf its twin retired is that leaf.
    let mut stands_for: HashMap<Value, Value> = HashMap::new();
    for (&retired, &kept) in &done.retired {
        if matches!(graph.expr_of.get(&retired), Some(CommNode::Leaf(_))) {
            stands_for.entry(kept).or_insert(retired);
        }
    }
    let value_of = graph.value_of();
    let readers = graph.outside_readers(original);
    let live: std::collections::HashSet<OpId> = rewritten.body.iter().copied().collect();
    let mut pairs = Vec::new();
    for (v, first) in roots(&readers) {
        // The value the reader reads now (an op outside the algebra keeps its operands'
        // places; the rewrites only change what they read).
        let reader = original.body[first];
        let Some(slot) = original.ops[reader].operands.iter().position(|&o| o == v) else {
            continue;
        };
        if !live.contains(&reader) {
            continue;
        }
        let now = rewritten.ops[reader].operands[slot];
        let was = original_expr(&graph.expr_of, &value_of, v);
        let Some(is) = graph.form_in(rewritten, now, &stands_for) else {
            out.unexplained += 1;
            continue;
        };
        if !same_tree(&was, &is) {
            pairs.push((was, is));
        }
    }
    let ids: Vec<(Id, Id)> = pairs
        .iter()
        .map(|(was, is)| (graph.egraph.add_expr(was), graph.egraph.add_expr(is)))
        .collect();
    graph.egraph.rebuild();
    for ((was, is), (a, b)) in pairs.into_iter().zip(ids) {
        if graph.egraph.find(a) != graph.egraph.find(b) {
            out.unexplained += 1;
            continue;
        }
        let mut explanation = graph.egraph.explain_equivalence(&was, &is);
        let flat = explanation.make_flat_explanation();
        let mut e = Explanation::of(flat, original, &graph.egraph.analysis.specs);
        e.read_kept_twins(&done.retired);
        out.explanations.push(e);
    }
    out
}

/// The algebra's e-graph of a function: the collectives, the ops near them and the splat
/// constants they read; every other value a leaf.
struct AlgebraGraph {
    egraph: CommGraph,
    /// Each value's class (the values of the ops looked into, and the leaves).
    class: HashMap<Value, Id>,
    /// Each value's node as the program computes it.
    expr_of: HashMap<Value, CommNode>,
    /// The program's ops in the e-graph.
    represented: std::collections::HashSet<OpId>,
    /// The specs of the program's own ops (a form made of them only is not new).
    original: std::collections::HashSet<u32>,
    /// The ops' own costs as priced so far ([`ModelCost::own`]; a graph prices by one model).
    own_costs: std::cell::RefCell<HashMap<(u32, usize), f64>>,
}

/// Per value of the algebra read outside it (by an op the algebra did not look into, or the
/// function's return), the body positions of those readers, in order.
type OutsideReaders = HashMap<Value, Vec<usize>>;

/// The values `readers` lists, each with its first reader's position, in the order of those
/// readers (the program's order: what the rebuild places and explanations follow).
fn roots(readers: &OutsideReaders) -> Vec<(Value, usize)> {
    let mut roots: Vec<(Value, usize)> = readers.iter().map(|(&v, users)| (v, users[0])).collect();
    roots.sort_by_key(|&(v, first)| (first, v));
    roots
}

/// A value whose cheapest form is not its own: `first` its first outside reader's position,
/// `was` its form as the program computes it, `best` the form extraction chose.
struct Candidate {
    value: Value,
    first: usize,
    was: RecExpr<CommNode>,
    best: RecExpr<CommNode>,
}

impl AlgebraGraph {
    /// The e-graph of the ops of `f` within `reach` of a collective (transposes and
    /// elementwise ops; a linear op is looked into only near a collective, so that the
    /// e-graph holds the collectives' neighbourhoods, not whole residual streams); `None`
    /// when `f` has no collective.
    fn of(f: &Function, model: &CostModel, reach: usize, explain: bool) -> Option<AlgebraGraph> {
        let mut egraph = CommGraph::new(CommAnalysis {
            mesh: model.mesh().clone(),
            ..CommAnalysis::default()
        });
        if explain {
            egraph = egraph.with_explanations_enabled();
        }
        let mut graph = AlgebraGraph {
            egraph,
            class: HashMap::new(),
            expr_of: HashMap::new(),
            represented: std::collections::HashSet::new(),
            original: std::collections::HashSet::new(),
            own_costs: Default::default(),
        };
        let mut collectives = 0usize;
        // How far (in ops) each value is from a collective.
        let mut distance: HashMap<Value, usize> = HashMap::new();
        for &op in &f.body {
            if !is_algebra_op(f, op) {
                continue;
            }
            let data = &f.ops[op];
            let r = data.results[0];
            let d = if CollectiveKind::of(&data.kind).is_some() {
                collectives += 1;
                0
            } else {
                match data.operands.iter().filter_map(|v| distance.get(v)).min() {
                    Some(&d) if d < reach => d + 1,
                    _ => continue,
                }
            };
            distance.insert(r, d);
            let children = data.operands.iter().map(|&v| graph.operand(f, v)).collect();
            graph.add(f, r, op, children);
        }
        if collectives == 0 {
            return None;
        }
        graph.original = (0..graph.egraph.analysis.specs.list.len() as u32).collect();
        Some(graph)
    }

    /// The class of operand `v`: its op's, a splat constant (an op of the algebra: its value
    /// is all in the op; sliced, it is the same splat made in the sliced layout), or a leaf.
    fn operand(&mut self, f: &Function, v: Value) -> Id {
        if let Some(&id) = self.class.get(&v) {
            return id;
        }
        match f.values[v].def {
            ValueDef::Result(c, _) if is_splat(&f.ops[c].kind) => self.add(f, v, c, Box::new([])),
            // An op that an op of the algebra may undo (`involution`): looked into, one op
            // deep, its operand a leaf.
            ValueDef::Result(c, _)
                if involutive_op(&f.ops[c].kind)
                    && is_algebra_op(f, c)
                    && f.ops[c].operands.len() == 1 =>
            {
                let child = self.leaf(f, f.ops[c].operands[0]);
                self.add(f, v, c, Box::new([child]))
            }
            _ => self.leaf(f, v),
        }
    }

    /// The class of `v` as a leaf (or its splat constant's, or its class already).
    fn leaf(&mut self, f: &Function, v: Value) -> Id {
        if let Some(&id) = self.class.get(&v) {
            return id;
        }
        match f.values[v].def {
            ValueDef::Result(c, _) if is_splat(&f.ops[c].kind) => self.add(f, v, c, Box::new([])),
            _ => {
                self.egraph
                    .analysis
                    .leaves
                    .insert(v.as_u32(), (f.ty(v).clone(), layout_in(f, v)));
                let id = self.egraph.add(CommNode::Leaf(v.as_u32()));
                self.class.insert(v, id);
                self.expr_of.insert(v, CommNode::Leaf(v.as_u32()));
                id
            }
        }
    }

    /// Adds `op` (computing `r`) on the classes `children`.
    fn add(&mut self, f: &Function, r: Value, op: OpId, children: Box<[Id]>) -> Id {
        let spec = self.egraph.analysis.specs.intern(Spec {
            kind: f.ops[op].kind.clone(),
            ty: f.ty(r).clone(),
            layout: layout_in(f, r),
        });
        let node = CommNode::Op { spec, children };
        let id = self.egraph.add(node.clone());
        self.class.insert(r, id);
        self.expr_of.insert(r, node);
        self.represented.insert(op);
        id
    }

    /// Grows the e-graph by the rules of `themes` (of [`rule_sets`]) `options` names,
    /// within limits; again while a round of the themes adds forms (a later theme's forms
    /// can be an earlier one's matches: a gather `work-through-gather` moved lands under a
    /// slice `gather-then-slice` undoes).
    fn grow(
        &mut self,
        themes: &[Theme],
        options: &AlgebraOptions,
        stop_reasons: &mut Vec<(&'static str, StopReason)>,
    ) {
        let limit = self.egraph.total_number_of_nodes() + options.node_limit;
        let size_of = |e: &CommGraph| (e.total_number_of_nodes(), e.number_of_classes());
        let mut egraph = std::mem::take(&mut self.egraph);
        for _ in 0..THEME_ROUNDS {
            // The e-graph as the round's first theme left it: what later themes add is what
            // the next round's first theme has not seen.
            let mut after_first = None;
            for (theme, rules) in themes {
                if !options.sets.contains(theme) {
                    continue;
                }
                let runner = Runner::default()
                    .with_egraph(egraph)
                    .with_scheduler(egg::SimpleScheduler)
                    .with_iter_limit(8)
                    .with_node_limit(limit)
                    .with_time_limit(Duration::from_secs(2))
                    .run(rules);
                stop_reasons.push((theme, runner.stop_reason.clone().expect("a run stops")));
                egraph = runner.egraph;
                after_first.get_or_insert(size_of(&egraph));
            }
            if after_first.is_none_or(|first| first == size_of(&egraph))
                || egraph.total_number_of_nodes() >= limit
            {
                break;
            }
        }
        self.egraph = egraph;
    }

    /// The values of the algebra read outside it, with their readers' positions.
    fn outside_readers(&self, f: &Function) -> OutsideReaders {
        let mut readers: OutsideReaders = HashMap::new();
        for (pos, &op) in f.body.iter().enumerate() {
            if self.represented.contains(&op) {
                continue;
            }
            for &v in &f.ops[op].operands {
                if self
                    .expr_of
                    .get(&v)
                    .is_some_and(|n| matches!(n, CommNode::Op { .. }))
                {
                    let list = readers.entry(v).or_default();
                    if list.last() != Some(&pos) {
                        list.push(pos);
                    }
                }
            }
        }
        readers
    }

    /// The values read outside the algebra whose cheapest form (priced as a tree) is cheaper
    /// than their own, in order of their first outside reader.
    fn cheaper_forms(&self, model: &CostModel, readers: &OutsideReaders) -> Vec<Candidate> {
        let value_of = self.value_of();
        let extractor = Extractor::new(&self.egraph, self.pricing(model));
        let mut chosen = Vec::new();
        for (value, first) in roots(readers) {
            let (best_cost, best) = extractor.find_best(self.egraph.find(self.class[&value]));
            let was = original_expr(&self.expr_of, &value_of, value);
            let was_cost = self.pricing(model).cost_rec(&was);
            if best_cost < was_cost * (1.0 - 1e-9) && !same_tree(&best, &was) {
                chosen.push(Candidate {
                    value,
                    first,
                    was,
                    best,
                });
            }
        }
        chosen
    }

    /// The value of each class that holds one (the inverse of `class`).
    fn value_of(&self) -> HashMap<Id, Value> {
        self.class.iter().map(|(&v, &id)| (id, v)).collect()
    }

    fn pricing<'a>(&'a self, model: &'a CostModel) -> ModelCost<'a> {
        ModelCost {
            model,
            specs: &self.egraph.analysis.specs,
            original: &self.original,
            own: &self.own_costs,
        }
    }

    /// The cost of the op `spec` on `children` alone (its operands' own costs not included).
    fn own_cost(&self, model: &CostModel, spec: u32, children: &[Id]) -> f64 {
        self.pricing(model).cost(
            &CommNode::Op {
                spec,
                children: children.into(),
            },
            |_| 0.0,
        )
    }

    /// `v`'s form in `f` (a program the algebra made of the one this graph holds), down to
    /// this graph's leaves (`stands_for` maps a value of `f` to the leaf it stands for);
    /// `None` when it reads a value that is neither a leaf here nor an op of the algebra.
    fn form_in(
        &mut self,
        f: &Function,
        v: Value,
        stands_for: &HashMap<Value, Value>,
    ) -> Option<RecExpr<CommNode>> {
        fn go(
            graph: &mut AlgebraGraph,
            f: &Function,
            v: Value,
            stands_for: &HashMap<Value, Value>,
            expr: &mut RecExpr<CommNode>,
            made: &mut HashMap<Value, Id>,
        ) -> Option<Id> {
            if let Some(&id) = made.get(&v) {
                return Some(id);
            }
            let leaf = stands_for.get(&v).copied().unwrap_or(v);
            let id = if matches!(graph.expr_of.get(&leaf), Some(CommNode::Leaf(_))) {
                expr.add(CommNode::Leaf(leaf.as_u32()))
            } else {
                let ValueDef::Result(op, _) = f.values[v].def else {
                    return None;
                };
                if !is_algebra_op(f, op) && !is_splat(&f.ops[op].kind) {
                    return None;
                }
                let children = f.ops[op]
                    .operands
                    .iter()
                    .map(|&u| go(graph, f, u, stands_for, expr, made))
                    .collect::<Option<Box<[Id]>>>()?;
                let spec = graph.egraph.analysis.specs.intern(Spec {
                    kind: f.ops[op].kind.clone(),
                    ty: f.ty(v).clone(),
                    layout: layout_in(f, v),
                });
                expr.add(CommNode::Op { spec, children })
            };
            made.insert(v, id);
            Some(id)
        }
        let mut expr = RecExpr::default();
        go(self, f, v, stands_for, &mut expr, &mut HashMap::new())?;
        Some(expr)
    }

    /// The program's op computing `v` in the algebra: its spec and operand classes.
    fn node_of(&self, v: Value) -> Option<(u32, &[Id])> {
        match self.expr_of.get(&v) {
            Some(CommNode::Op { spec, children }) => Some((*spec, children)),
            _ => None,
        }
    }
}

/// `v`'s layout in `f` (replicated where it has none), normalized.
fn layout_in(f: &Function, v: Value) -> Sharding {
    f.values[v]
        .sharding
        .clone()
        .map(|s| normalized(&s))
        .unwrap_or_else(|| Sharding::replicated(mesh_name(f), f.ty(v).rank()))
}

/// How a chosen form is made where its value is first read: each node an existing value
/// (a leaf, an op of the program placed before, or an op made for another value) or a new op.
enum Part {
    Have(Value),
    New,
}

/// A chosen form's plan: a part per node, each node's [`FormNames`] key, and the cost of
/// the new ops.
struct FormPlan {
    parts: Vec<Part>,
    keys: Vec<u32>,
    added: f64,
}

/// What a rewrite frees: the cost of the original ops no reader keeps alive any more, those
/// ops' values, and the use counts as they were before (to undo it).
struct Release {
    freed: f64,
    dead: Vec<Value>,
    journal: Vec<(Value, usize)>,
}

/// What the rebuild keeps: new ops to place before body positions, values to read in place
/// of others, and its counts ([`Rewritten`]'s).
#[derive(Clone, Default)]
struct Kept {
    before: HashMap<usize, Vec<OpId>>,
    replace: HashMap<Value, Value>,
    values: usize,
    more_collectives: usize,
}

/// The rebuild of a function with the chosen forms: each rewritten value's ops right before
/// its first outside reader. A rewrite is kept only when what it adds (ops no form has yet)
/// costs less than what it frees (the original ops no other reader keeps alive): extraction
/// priced each value's form as a tree, and a subterm shared with another reader stays.
struct Rebuild<'a> {
    model: &'a CostModel,
    graph: &'a AlgebraGraph,
    readers: &'a OutsideReaders,
    /// Each op result's body position.
    position: HashMap<Value, usize>,
    /// Each value's readers (by operand), as the rewrites kept so far leave them.
    uses: HashMap<Value, usize>,
    names: FormNames,
    /// The forms made so far, by what they compute: the program's own ops, and new ones
    /// with the position they were placed at.
    made: HashMap<u32, (Value, usize)>,
    /// The program's ops of the algebra the kept rewrites leave unread.
    dead: std::collections::HashSet<Value>,
    kept: Kept,
    /// The values rewritten to a form that leaves a collective near the edge of the reach.
    at_edge: Vec<Value>,
}

impl<'a> Rebuild<'a> {
    fn new(
        f: &Function,
        model: &'a CostModel,
        graph: &'a AlgebraGraph,
        readers: &'a OutsideReaders,
    ) -> Rebuild<'a> {
        let position: HashMap<Value, usize> = f
            .body
            .iter()
            .enumerate()
            .flat_map(|(pos, &op)| f.ops[op].results.iter().map(move |&r| (r, pos)))
            .collect();
        let mut uses: HashMap<Value, usize> = HashMap::new();
        for &op in &f.body {
            for &v in &f.ops[op].operands {
                *uses.entry(v).or_default() += 1;
            }
        }
        let mut names = FormNames::default();
        let mut made = HashMap::new();
        let mut key_of: HashMap<Value, u32> = HashMap::new();
        for &op in &f.body {
            if !graph.represented.contains(&op) {
                continue;
            }
            let r = f.ops[op].results[0];
            let Some(CommNode::Op { spec, .. }) = graph.expr_of.get(&r) else {
                continue;
            };
            let kids: Vec<u32> = f.ops[op]
                .operands
                .iter()
                .map(|u| match key_of.get(u) {
                    Some(&k) => k,
                    None => names.leaf(u.as_u32()),
                })
                .collect();
            let key = names.op(*spec, kids);
            made.insert(key, (r, position[&r]));
            key_of.insert(r, key);
        }
        Rebuild {
            model,
            graph,
            readers,
            position,
            uses,
            names,
            made,
            dead: std::collections::HashSet::new(),
            kept: Kept::default(),
            at_edge: Vec::new(),
        }
    }

    /// Keeps the candidates' rewrites that pay. Rewrites a value's readers decline because
    /// its old form shares ops with another's are tried again once the other has been
    /// rewritten (the shared ops may die with both). A round that rewrites nothing leaves
    /// rewrites none pays for alone: they are tried once more together, kept only when what
    /// they add together costs less than what they free together (two readers of one
    /// gathered value, each rewritten, free the gather).
    fn place(&mut self, f: &mut Function, candidates: Vec<Candidate>) {
        let mut pending = candidates;
        let mut jointly = false;
        loop {
            let mut declined = Vec::new();
            let rewritten = self.kept.replace.len();
            // What the round keeps, to go back to when the joint try fails.
            let undo = jointly.then(|| self.kept.clone());
            let (mut joint_added, mut joint_freed) = (0.0, 0.0);
            for candidate in pending {
                if !self.leaves_ready(f, &candidate) {
                    continue;
                }
                let plan = self.plan(&candidate);
                let release = self.release(f, &candidate, &plan);
                joint_added += plan.added;
                joint_freed += release.freed;
                if !jointly && plan.added >= release.freed * (1.0 - 1e-9) {
                    // Not worth it once sharing is counted: undo the use counts (and try
                    // again once other rewrites have freed what this one's old form shares).
                    for (x, was_count) in release.journal.into_iter().rev() {
                        self.uses.insert(x, was_count);
                    }
                    declined.push(candidate);
                    continue;
                }
                self.dead.extend(release.dead);
                self.make(f, candidate, &plan);
            }
            if let Some(kept) = undo {
                if joint_added >= joint_freed * (1.0 - 1e-9) {
                    // Not worth it together either: as before the round (the ops it made
                    // stay unplaced).
                    self.kept = kept;
                }
                break;
            }
            if declined.is_empty() {
                break;
            }
            jointly = self.kept.replace.len() == rewritten;
            pending = declined;
        }
    }

    /// Whether the values the candidate's form reads are there before its first reader.
    fn leaves_ready(&self, f: &Function, c: &Candidate) -> bool {
        c.best.as_ref().iter().all(|n| match n {
            CommNode::Leaf(u) => {
                let u = Value::from_u32(*u);
                matches!(f.values[u].def, ValueDef::Arg(_))
                    || self.position.get(&u).is_some_and(|&p| p < c.first)
            }
            CommNode::Op { .. } => true,
        })
    }

    /// Plans the candidate's form: reuse what exists (placed before its first reader: the
    /// program's ops before it, or new ones placed right before it for another value), mark
    /// the rest new.
    fn plan(&mut self, c: &Candidate) -> FormPlan {
        let nodes = c.best.as_ref();
        let mut plan = FormPlan {
            parts: Vec::with_capacity(nodes.len()),
            keys: Vec::with_capacity(nodes.len()),
            added: 0.0,
        };
        for node in nodes {
            match node {
                CommNode::Leaf(u) => {
                    plan.parts.push(Part::Have(Value::from_u32(*u)));
                    plan.keys.push(self.names.leaf(*u));
                }
                CommNode::Op { spec, children } => {
                    let key = self.names.op(
                        *spec,
                        children
                            .iter()
                            .map(|&k| plan.keys[usize::from(k)])
                            .collect(),
                    );
                    match self.made.get(&key) {
                        Some(&(m, at)) if at <= c.first && !self.dead.contains(&m) => {
                            plan.parts.push(Part::Have(m))
                        }
                        _ => {
                            plan.added += self.graph.own_cost(self.model, *spec, children);
                            plan.parts.push(Part::New);
                        }
                    }
                    plan.keys.push(key);
                }
            }
        }
        plan
    }

    /// What dies if the candidate's value is read in its planned form: the value loses its
    /// outside readers; then every original op of the algebra none reads any more (the new
    /// form's reads keep theirs alive). The use counts are left as they would be.
    fn release(&mut self, f: &Function, c: &Candidate, plan: &FormPlan) -> Release {
        let mut journal: Vec<(Value, usize)> = Vec::new();
        let mut bump = |uses: &mut HashMap<Value, usize>, x: Value, by: isize| {
            let e = uses.entry(x).or_default();
            journal.push((x, *e));
            *e = (*e as isize + by).max(0) as usize;
        };
        for (node, part) in c.best.as_ref().iter().zip(&plan.parts) {
            if let (CommNode::Op { children, .. }, Part::New) = (node, part) {
                for &k in children.iter() {
                    if let Part::Have(x) = plan.parts[usize::from(k)] {
                        bump(&mut self.uses, x, 1);
                    }
                }
            }
        }
        let outside = self.readers[&c.value]
            .iter()
            .map(|&pos| {
                f.ops[f.body[pos]]
                    .operands
                    .iter()
                    .filter(|&&o| o == c.value)
                    .count()
            })
            .sum::<usize>();
        if let Some(Part::Have(x)) = plan.parts.last() {
            bump(&mut self.uses, *x, outside as isize);
        }
        bump(&mut self.uses, c.value, -(outside as isize));
        let mut freed = 0.0;
        let mut dead: Vec<Value> = Vec::new();
        let mut work = vec![c.value];
        while let Some(x) = work.pop() {
            if self.uses.get(&x).copied().unwrap_or(0) > 0
                || self.dead.contains(&x)
                || dead.contains(&x)
            {
                continue;
            }
            let (Some((spec, children)), ValueDef::Result(op, _)) =
                (self.graph.node_of(x), f.values[x].def)
            else {
                continue;
            };
            if !self.graph.represented.contains(&op) {
                continue;
            }
            dead.push(x);
            // Priced with its operands: an op's memory traffic counts what it reads.
            freed += self.graph.own_cost(self.model, spec, children);
            for &o in &f.ops[op].operands {
                bump(&mut self.uses, o, -1);
                work.push(o);
            }
        }
        Release {
            freed,
            dead,
            journal,
        }
    }

    /// Makes the candidate's new ops (placed right before its first reader) and keeps the
    /// rewrite.
    fn make(&mut self, f: &mut Function, c: Candidate, plan: &FormPlan) {
        let loc = match f.values[c.value].def {
            ValueDef::Result(op, _) => f.ops[op].loc.clone(),
            ValueDef::Arg(_) => f.loc.clone(),
        };
        let specs = &self.graph.egraph.analysis.specs;
        let mut values: Vec<Value> = Vec::with_capacity(plan.parts.len());
        for (i, part) in plan.parts.iter().enumerate() {
            let value = match part {
                Part::Have(x) => *x,
                Part::New => {
                    let CommNode::Op { spec, children } = &c.best.as_ref()[i] else {
                        unreachable!("new parts are ops")
                    };
                    let s = specs.get(*spec);
                    let operands = children.iter().map(|&k| values[usize::from(k)]).collect();
                    let op = f.create_op(s.kind.clone(), operands, vec![s.ty.clone()], loc.clone());
                    let r = f.ops[op].results[0];
                    f.values[r].sharding = Some(s.layout.clone());
                    self.kept.before.entry(c.first).or_default().push(op);
                    self.made.insert(plan.keys[i], (r, c.first));
                    r
                }
            };
            values.push(value);
        }
        let new = *values.last().expect("a form has a root");
        self.kept.replace.insert(c.value, new);
        if near_edge(
            f,
            &c.best,
            specs,
            &self.readers[&c.value],
            &self.graph.represented,
        ) {
            self.at_edge.push(c.value);
        }
        self.kept.values += 1;
        let exchanges = |e: &RecExpr<CommNode>| {
            e.as_ref()
                .iter()
                .filter(|n| match n {
                    CommNode::Op { spec, .. } => CollectiveKind::exchanges(&specs.get(*spec).kind),
                    CommNode::Leaf(_) => false,
                })
                .count()
        };
        if exchanges(&c.best) > exchanges(&c.was) {
            self.kept.more_collectives += 1;
        }
    }

    /// Whether a kept rewrite leaves a collective near the edge of the reach.
    fn left_at_edge(&self) -> bool {
        self.at_edge
            .iter()
            .any(|v| self.kept.replace.contains_key(v))
    }
}

/// `f`'s body with the kept rewrites: their new ops placed, outside readers (and the
/// function's results) reading the new forms.
fn splice(f: &mut Function, kept: Kept, represented: &std::collections::HashSet<OpId>) {
    let Kept {
        mut before,
        replace,
        ..
    } = kept;
    let mut body = Vec::with_capacity(f.body.len() + before.values().map(Vec::len).sum::<usize>());
    let old = std::mem::take(&mut f.body);
    for (pos, op) in old.into_iter().enumerate() {
        if let Some(new_ops) = before.remove(&pos) {
            body.extend(new_ops);
        }
        body.push(op);
    }
    f.body = body;
    for i in 0..f.body.len() {
        let op = f.body[i];
        if represented.contains(&op) {
            continue;
        }
        for operand in &mut f.ops[op].operands {
            if let Some(&new) = replace.get(operand) {
                *operand = new;
            }
        }
    }
}

/// Ops of the algebra that compute the same thing twice become one: a form placed before its
/// reader can be an op the program has further on, for another reader (`all_slice(x)`, once
/// the slice-then-gather before it is undone). The later one's readers read the first. (The
/// plan pipeline's `cse` runs before this pass; without this a second compile would merge
/// them, and the plan would not come back as itself.) A pair `keep_apart` names (`f`, the
/// later value, the earlier) stays. Returns each retired op's value with the value read in
/// its place.
fn merge_twins(
    f: &mut Function,
    keep_apart: &dyn Fn(&Function, Value, Value) -> bool,
) -> HashMap<Value, Value> {
    let mut first: HashMap<String, Value> = HashMap::new();
    let mut twin_of: HashMap<Value, Value> = HashMap::new();
    for i in 0..f.body.len() {
        let op = f.body[i];
        for operand in &mut f.ops[op].operands {
            if let Some(&t) = twin_of.get(operand) {
                *operand = t;
            }
        }
        let data = &f.ops[op];
        if !is_algebra_op(f, op) && !is_splat(&data.kind) {
            continue;
        }
        let r = data.results[0];
        let key = format!(
            "{:?}|{:?}|{}|{:?}",
            data.kind,
            data.operands,
            f.ty(r),
            f.values[r].sharding
        );
        match first.get(&key) {
            Some(&t) if !keep_apart(f, r, t) => {
                twin_of.insert(r, t);
            }
            Some(_) => {}
            None => {
                first.insert(key, r);
            }
        }
    }
    twin_of
}

/// Whether the form `best` puts a collective closer than [`NEIGHBOURHOOD`] ops to its root
/// while one of the value's outside readers (at body positions `readers`) is an op the
/// algebra would look into but did not (it lay beyond the reach): compiled again, the plan
/// would have the algebra look past that collective, further than it looked this time.
fn near_edge(
    f: &Function,
    best: &RecExpr<CommNode>,
    specs: &Specs,
    readers: &[usize],
    represented: &std::collections::HashSet<OpId>,
) -> bool {
    let at_edge = readers.iter().any(|&pos| {
        let op = f.body[pos];
        !represented.contains(&op) && is_algebra_op(f, op)
    });
    if !at_edge {
        return false;
    }
    // Each node's depth below the root (the fewest ops between them).
    let nodes = best.as_ref();
    let mut depth = vec![usize::MAX; nodes.len()];
    if let Some(root) = depth.last_mut() {
        *root = 0;
    }
    for i in (0..nodes.len()).rev() {
        if let CommNode::Op { spec, children } = &nodes[i] {
            if depth[i] < NEIGHBOURHOOD && CollectiveKind::of(&specs.get(*spec).kind).is_some() {
                return true;
            }
            for &c in children.iter() {
                let c = usize::from(c);
                depth[c] = depth[c].min(depth[i].saturating_add(1));
            }
        }
    }
    false
}

impl ModelCost<'_> {
    /// The cost of a whole expression (as extraction prices it).
    fn cost_rec(&mut self, expr: &RecExpr<CommNode>) -> f64 {
        let nodes = expr.as_ref();
        let mut costs: Vec<f64> = Vec::with_capacity(nodes.len());
        for node in nodes {
            let c = self.cost(node, |id| costs[usize::from(id)]);
            costs.push(c);
        }
        costs.last().copied().unwrap_or(0.0)
    }
}

/// The form the program gives `v`: its ops down to the leaves (`value_of` maps the classes
/// the program's ops were built on back to their values).
/// Names of forms by their structure: a leaf value, or an op's spec over its operands'
/// names; equal names are equal forms (one small integer each, however deep the form).
#[derive(Default)]
struct FormNames {
    ids: HashMap<(bool, u32, Vec<u32>), u32>,
}

impl FormNames {
    fn leaf(&mut self, value: u32) -> u32 {
        self.name(false, value, Vec::new())
    }

    fn op(&mut self, spec: u32, operands: Vec<u32>) -> u32 {
        self.name(true, spec, operands)
    }

    fn name(&mut self, op: bool, index: u32, operands: Vec<u32>) -> u32 {
        let next = self.ids.len() as u32;
        *self.ids.entry((op, index, operands)).or_insert(next)
    }
}

/// Whether two expressions are the same tree, however their nodes are numbered.
fn same_tree(a: &RecExpr<CommNode>, b: &RecExpr<CommNode>) -> bool {
    fn same(a: &RecExpr<CommNode>, x: Id, b: &RecExpr<CommNode>, y: Id) -> bool {
        let (p, q) = (&a[x], &b[y]);
        p.matches(q)
            && p.children()
                .iter()
                .zip(q.children())
                .all(|(&c, &d)| same(a, c, b, d))
    }
    match (a.as_ref().len(), b.as_ref().len()) {
        (0, n) | (n, 0) => n == 0,
        (m, n) => same(a, Id::from(m - 1), b, Id::from(n - 1)),
    }
}

fn original_expr(
    expr_of: &HashMap<Value, CommNode>,
    value_of: &HashMap<Id, Value>,
    v: Value,
) -> RecExpr<CommNode> {
    fn go(
        v: Value,
        expr_of: &HashMap<Value, CommNode>,
        value_of: &HashMap<Id, Value>,
        expr: &mut RecExpr<CommNode>,
    ) -> Id {
        match &expr_of[&v] {
            CommNode::Leaf(u) => expr.add(CommNode::Leaf(*u)),
            CommNode::Op { spec, children } => {
                let kids: Vec<Id> = children
                    .iter()
                    .map(|c| go(value_of[c], expr_of, value_of, expr))
                    .collect();
                expr.add(CommNode::Op {
                    spec: *spec,
                    children: kids.into_boxed_slice(),
                })
            }
        }
    }
    let mut expr = RecExpr::default();
    go(v, expr_of, value_of, &mut expr);
    expr
}

/// A term of an explanation as an s-expression (`v12` a leaf value, ops by name and axes),
/// the subterm a rule rewrote marked `(Rewrite=> RULE term)` (egg's notation).
fn render_term(t: &egg::FlatTerm<CommNode>, specs: &Specs) -> String {
    let head = match &t.node {
        CommNode::Leaf(v) => format!("v{v}"),
        CommNode::Op { spec, .. } => specs.get(*spec).kind.brief(),
    };
    let body = if t.children.is_empty() {
        head
    } else {
        let kids: Vec<String> = t.children.iter().map(|c| render_term(c, specs)).collect();
        format!("({head} {})", kids.join(" "))
    };
    match (&t.forward_rule, &t.backward_rule) {
        (Some(r), _) => format!("(Rewrite=> {r} {body})"),
        (None, Some(r)) => format!("(Rewrite<= {r} {body})"),
        _ => body,
    }
}

/// The mesh a function's shardings name.
fn mesh_name(f: &Function) -> String {
    f.values
        .values()
        .find_map(|d| d.sharding.as_ref().map(|s| s.mesh.clone()))
        .unwrap_or_else(|| "mesh".into())
}

/// `s` with every dimension closed and no priorities (how collectives' results are laid out).
fn normalized(s: &Sharding) -> Sharding {
    let mut s = s.clone();
    for d in &mut s.dims {
        *d = DimSharding {
            axes: d.axes.clone(),
            is_closed: true,
            priority: None,
        };
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::HardwareProfile;

    /// Trees compare by structure, not by how their nodes are numbered; form names are
    /// equal exactly for equal forms.
    #[test]
    fn equal_forms_are_told_from_different_ones() {
        let op = |spec, children: Vec<Id>| CommNode::Op {
            spec,
            children: children.into_boxed_slice(),
        };
        // (op1 v0 (op2 v3)), built leaves first and in another order.
        let mut a = RecExpr::default();
        let a0 = a.add(CommNode::Leaf(0));
        let a3 = a.add(CommNode::Leaf(3));
        let a2 = a.add(op(2, vec![a3]));
        a.add(op(1, vec![a0, a2]));
        let mut b = RecExpr::default();
        let b3 = b.add(CommNode::Leaf(3));
        let b2 = b.add(op(2, vec![b3]));
        let b0 = b.add(CommNode::Leaf(0));
        b.add(op(1, vec![b0, b2]));
        assert!(same_tree(&a, &b));
        // The operands swapped, or a leaf changed: another tree.
        let mut c = RecExpr::default();
        let c3 = c.add(CommNode::Leaf(3));
        let c2 = c.add(op(2, vec![c3]));
        let c0 = c.add(CommNode::Leaf(0));
        c.add(op(1, vec![c2, c0]));
        assert!(!same_tree(&a, &c));
        let mut d = RecExpr::default();
        let d0 = d.add(CommNode::Leaf(0));
        let d4 = d.add(CommNode::Leaf(4));
        let d2 = d.add(op(2, vec![d4]));
        d.add(op(1, vec![d0, d2]));
        assert!(!same_tree(&a, &d));
        assert!(same_tree(&RecExpr::default(), &RecExpr::default()));
        assert!(!same_tree(&a, &RecExpr::default()));

        let mut names = FormNames::default();
        let (v0, v3) = (names.leaf(0), names.leaf(3));
        let inner = names.op(2, vec![v3]);
        let whole = names.op(1, vec![v0, inner]);
        let leaf3 = names.leaf(3);
        let again = names.op(2, vec![leaf3]);
        let leaf0 = names.leaf(0);
        assert_eq!(whole, names.op(1, vec![leaf0, again]));
        assert_ne!(whole, names.op(1, vec![inner, v0]));
        // A leaf and an op of the same index are different forms.
        assert_ne!(names.leaf(2), names.op(2, Vec::new()));
    }

    fn rewritten(text: &str) -> (Function, Rewritten, Explained) {
        let module = shardc_ir::parse_and_verify(text, "algebra.mlir").unwrap();
        let mesh = module.meshes[0].mesh.clone();
        let model = CostModel::new(HardwareProfile::cpu(), &mesh);
        let mut f = module.functions[0].clone();
        let options = AlgebraOptions::all();
        let out = rewrite_collectives(&mut f, &model, &options);
        let explained = explain_rewrites(&module.functions[0], &f, &model, &options, &out);
        assert_eq!(explained.unexplained, 0);
        assert_eq!(explained.explanations.len(), out.values);
        (f, out, explained)
    }

    /// A reduction over "tp" then a slice over "tp" (a reduce-scatter), then a `tanh`.
    const ALL_REDUCE_THEN_SLICE: &str = r#"
dist.mesh @mesh = <["tp"=2]>
func.func @main(%p: tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"tp"}>}) -> (tensor<8x8xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) {
  %0 = dist.all_reduce %p {reduction_axes = #dist.axes<{"tp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
  %1 = dist.all_slice %0 {slicing_axes = #dist.dim_axes<[{"tp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>} : tensor<8x8xf32>
  %2 = hlo.tanh %1 {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>} : tensor<8x8xf32>
  return %2 : tensor<8x8xf32>
}
"#;

    #[test]
    fn an_all_reduce_then_a_slice_is_a_reduce_scatter_and_egg_says_why() {
        let (f, out, explained) = rewritten(ALL_REDUCE_THEN_SLICE);
        assert_eq!(out.values, 1);
        assert_eq!(out.violations, 0);
        let kinds: Vec<String> = f.body.iter().map(|&op| f.ops[op].kind.name()).collect();
        assert_eq!(kinds, ["dist.reduce_scatter", "hlo.tanh", "func.return"]);
        // The explanation: from the pair to the reduce-scatter, by the rule that made it.
        let e = &explained.explanations[0].text;
        assert!(
            e.contains(r#"(dist.all_slice[{"tp"},{}] (dist.all_reduce{"tp"} v0))"#),
            "{e}"
        );
        assert!(
            e.contains(r#"(Rewrite=> reduce-then-slice (dist.reduce_scatter[{"tp"},{}] v0))"#),
            "{e}"
        );
        assert!(
            out.stop_reasons
                .iter()
                .all(|(_, r)| matches!(r, StopReason::Saturated)),
            "{:?}",
            out.stop_reasons
        );
    }

    /// A form the rules do not derive gets no chain: the reduce-scatter the algebra made,
    /// changed to combine with `max`, is counted unexplained rather than explained.
    #[test]
    fn a_form_the_rules_do_not_derive_is_unexplained() {
        let (mut f, out, explained) = rewritten(ALL_REDUCE_THEN_SLICE);
        assert_eq!(
            (explained.explanations.len(), explained.unexplained),
            (1, 0)
        );
        let scatter = f.body[0];
        let OpKind::ReduceScatter { kind, .. } = &mut f.ops[scatter].kind else {
            panic!("{:?}", f.ops[scatter].kind);
        };
        *kind = ReduceKind::Max;
        let module = shardc_ir::parse_and_verify(ALL_REDUCE_THEN_SLICE, "algebra.mlir").unwrap();
        let model = CostModel::new(HardwareProfile::cpu(), &module.meshes[0].mesh);
        let tampered = explain_rewrites(
            &module.functions[0],
            &f,
            &model,
            &AlgebraOptions::all(),
            &out,
        );
        assert_eq!((tampered.explanations.len(), tampered.unexplained), (0, 1));
    }

    #[test]
    fn a_program_without_collectives_is_left_alone() {
        let (f, out, _) = rewritten(
            r#"
dist.mesh @mesh = <["tp"=2]>
func.func @main(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = hlo.negate %x : tensor<8xf32>
  return %0 : tensor<8xf32>
}
"#,
        );
        assert_eq!(out.values, 0);
        assert!(out.stop_reasons.is_empty());
        assert_eq!(f.body.len(), 2);
    }

    /// A replicated update after a reduction (SGD's `w - g`, `g` summed over "dp"):
    /// `reduce-as-scatter-gather` and `work-through-gather` make it a reduce-scatter, the
    /// subtraction on the shard (the weight sliced, locally) and one gather, when the work
    /// saved outweighs the second collective's latency: on a 512x512 weight, not on an 8x8
    /// one.
    #[test]
    fn work_after_a_reduction_moves_onto_the_shard_when_it_pays() {
        let program = |n: usize| {
            format!(
                r#"
dist.mesh @mesh = <["dp"=4]>
func.func @main(%p: tensor<{n}x{n}xf32> {{dist.sharding = #dist.sharding<@mesh, [{{}}, {{}}], unreduced={{"dp"}}>}}, %w: tensor<{n}x{n}xf32> {{dist.sharding = #dist.sharding<@mesh, [{{}}, {{}}]>}}) -> (tensor<{n}x{n}xf32> {{dist.sharding = #dist.sharding<@mesh, [{{}}, {{}}]>}}) {{
  %0 = dist.all_reduce %p {{reduction_axes = #dist.axes<{{"dp"}}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{{}}, {{}}]>}} : tensor<{n}x{n}xf32>
  %1 = hlo.subtract %w, %0 {{dist.sharding = #dist.sharding<@mesh, [{{}}, {{}}]>}} : tensor<{n}x{n}xf32>
  return %1 : tensor<{n}x{n}xf32>
}}
"#
            )
        };
        let (f, out, explained) = rewritten(&program(512));
        assert_eq!((out.values, out.violations), (1, 0));
        let kinds: Vec<String> = f.body.iter().map(|&op| f.ops[op].kind.name()).collect();
        assert_eq!(
            kinds,
            [
                "dist.reduce_scatter",
                "dist.all_slice",
                "hlo.subtract",
                "dist.all_gather",
                "func.return"
            ]
        );
        let e = &explained.explanations[0].text;
        assert!(
            e.contains(r#"(hlo.subtract v1 (dist.all_reduce{"dp"} v0))"#),
            "{e}"
        );
        assert!(
            e.contains(r#"(Rewrite=> work-through-gather (dist.all_gather[{"dp"},{}] (hlo.subtract (dist.all_slice[{"dp"},{}] v1) (dist.reduce_scatter[{"dp"},{}] v0))))"#),
            "{e}"
        );
        let (f, out, _) = rewritten(&program(8));
        assert_eq!(out.values, 0);
        assert!(
            f.body
                .iter()
                .any(|&op| f.ops[op].kind.name() == "dist.all_reduce")
        );
    }

    /// A gather then a narrowing conversion: the conversion on the shard, and half the bytes
    /// gathered.
    #[test]
    fn a_narrowing_conversion_moves_before_its_gather() {
        let (f, out, _) = rewritten(
            r#"
dist.mesh @mesh = <["tp"=4]>
func.func @main(%x: tensor<64x64xf32> {dist.sharding = #dist.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<64x64xbf16> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %0 = dist.all_gather %x {gathering_axes = #dist.dim_axes<[{"tp"}, {}]>, dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<64x64xf32>
  %1 = hlo.convert %0 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : (tensor<64x64xf32>) -> tensor<64x64xbf16>
  return %1 : tensor<64x64xbf16>
}
"#,
        );
        assert_eq!((out.values, out.violations), (1, 0));
        let kinds: Vec<String> = f.body.iter().map(|&op| f.ops[op].kind.name()).collect();
        assert_eq!(kinds, ["hlo.convert", "dist.all_gather", "func.return"]);
        let gather = f.ops[f.body[1]].results[0];
        assert_eq!(f.ty(gather).element, shardc_ir::ElementType::BF16);
    }
    /// A rule searches a class again only when what it reads of the class changed: grown to
    /// saturation, the e-graph gives the same rules no match (a fresh copy of them, which has
    /// derived nothing yet, matches every class it can start with), and a new op under a
    /// class makes the rules that read it search it again.
    #[test]
    fn a_rule_searches_only_what_changed_since_it_last_derived() {
        let module = shardc_ir::parse_and_verify(
            r#"
dist.mesh @mesh = <["dp"=4]>
func.func @main(%p: tensor<512x512xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}], unreduced={"dp"}>}, %w: tensor<512x512xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) -> (tensor<512x512xf32> {dist.sharding = #dist.sharding<@mesh, [{}, {}]>}) {
  %0 = dist.all_reduce %p {reduction_axes = #dist.axes<{"dp"}>, kind = "add", dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<512x512xf32>
  %1 = hlo.subtract %w, %0 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<512x512xf32>
  %2 = hlo.negate %1 {dist.sharding = #dist.sharding<@mesh, [{}, {}]>} : tensor<512x512xf32>
  return %2 : tensor<512x512xf32>
}
"#,
            "memo.mlir",
        )
        .unwrap();
        let model = CostModel::new(HardwareProfile::cpu(), &module.meshes[0].mesh);
        let f = &module.functions[0];
        let mut graph = AlgebraGraph::of(f, &model, NEIGHBOURHOOD, false).unwrap();
        let themes = rule_sets();
        let mut stop_reasons = Vec::new();
        graph.grow(&themes, &AlgebraOptions::all(), &mut stop_reasons);
        assert!(
            stop_reasons
                .iter()
                .all(|(_, r)| matches!(r, StopReason::Saturated))
        );
        let matches = |themes: &[Theme], egraph: &CommGraph| -> usize {
            themes
                .iter()
                .flat_map(|(_, rules)| rules)
                .map(|r| r.search(egraph).len())
                .sum()
        };
        assert_eq!(matches(&themes, &graph.egraph), 0);
        let fresh = rule_sets();
        // The reduction, the subtraction (twice: as written and on the shard), the negation
        // (likewise), and the slices and gathers the rewrites made.
        let everything = matches(&fresh, &graph.egraph);
        assert!(everything >= 5, "{everything}");
        // A new all_reduce under the negation's class: the rules reading the negation (and
        // the new reduction's own) search again, no others.
        let negated = graph.class[&f.ops[f.body[2]].results[0]];
        let (ty, layout) = layout_of_class(&graph.egraph, negated);
        let mut partial = layout.clone();
        partial.unreduced.push(AxisRef::axis("dp"));
        graph
            .egraph
            .analysis
            .leaves
            .insert(99, (ty.clone(), partial));
        let leaf = graph.egraph.add(CommNode::Leaf(99));
        let reduced = add_op(
            &mut graph.egraph,
            OpKind::AllReduce {
                reduction_axes: vec![AxisRef::axis("dp")],
                kind: ReduceKind::Add,
            },
            ty,
            layout,
            vec![leaf],
        );
        graph.egraph.union(negated, reduced);
        graph.egraph.rebuild();
        let again = matches(&themes, &graph.egraph);
        assert!(again > 0 && again < everything, "{again} of {everything}");
    }
}
