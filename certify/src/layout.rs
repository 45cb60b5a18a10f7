//! Layouts and the layout rules: when an op computed on each device's pieces of its
//! operands yields each device's piece of its result.
//!
//! A value's [`Layout`] says which mesh axes split each dimension (major to minor), over which
//! axes the devices hold *partial* values (`unreduced`) and how those partials combine into
//! the value (`pending`: a sum for a split contraction, a maximum for a split `max`
//! reduction). A layout rule judges one op of the plan: given the layouts of its operands and
//! of its results, is running the op locally (or, for the partitioner's classes, the local
//! program the partitioner makes of it) the op on the whole values? The rules are written
//! from the ops' semantics, here, independently of the compiler's own sharding rules; each
//! rule of class [`RuleClass::Simulated`] is checked by [`crate::simulate`] on random small
//! instances with the reference interpreter.

use shardc_ir::interp::Tensor;
use shardc_ir::op::{BinaryOp, ReduceKind, UnaryOp};
use shardc_ir::{AxisRef, Mesh, OpKind, Sharding, TensorType};

/// How one value is laid out over the mesh.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Per dimension, the axes splitting it, major to minor.
    pub dims: Vec<Vec<AxisRef>>,
    /// Axes over which devices hold partial values.
    pub unreduced: Vec<AxisRef>,
    /// How the partials combine (set exactly when `unreduced` is not empty).
    pub pending: Option<ReduceKind>,
}

impl Layout {
    /// Whether `self` and `other` split the same dimensions over the same axes and hold
    /// partials over the same axes (in any order); their combiners are not compared.
    pub fn splits_like(&self, other: &Layout) -> bool {
        self.dims == other.dims
            && self.unreduced.len() == other.unreduced.len()
            && self.unreduced.iter().all(|a| other.unreduced.contains(a))
    }

    /// The layout without axes of size 1 (they split nothing).
    pub fn without_unit_axes(mut self, mesh: &Mesh) -> Layout {
        let keep = |a: &AxisRef| a.size(mesh) != Some(1);
        for d in &mut self.dims {
            d.retain(keep);
        }
        self.unreduced.retain(keep);
        if self.unreduced.is_empty() {
            self.pending = None;
        }
        self
    }

    /// The layout a sharding annotation declares (unannotated: replicated); `pending` is
    /// what the partials' producer says, not part of the annotation.
    pub fn of(sharding: Option<&Sharding>, rank: usize) -> Layout {
        match sharding {
            Some(s) => Layout {
                dims: (0..rank)
                    .map(|d| s.dims.get(d).map(|x| x.axes.clone()).unwrap_or_default())
                    .collect(),
                unreduced: s.unreduced.clone(),
                pending: None,
            },
            None => Layout::replicated(rank),
        }
    }

    /// Every device holds the whole value.
    pub fn replicated(rank: usize) -> Layout {
        Layout {
            dims: vec![Vec::new(); rank],
            unreduced: Vec::new(),
            pending: None,
        }
    }

    /// No axis splits or partially reduces it.
    pub fn is_replicated(&self) -> bool {
        self.dims.iter().all(Vec::is_empty) && self.unreduced.is_empty()
    }

    /// A short text form: `[{x}, {}] unreduced={y} (add)`.
    pub fn describe(&self) -> String {
        let axes = AxisRef::joined;
        let dims: Vec<String> = self
            .dims
            .iter()
            .map(|d| format!("{{{}}}", axes(d)))
            .collect();
        let mut s = format!("[{}]", dims.join(", "));
        if !self.unreduced.is_empty() {
            s.push_str(&format!(" unreduced={{{}}}", axes(&self.unreduced)));
            if let Some(k) = self.pending {
                s.push_str(&format!(" ({})", k.keyword()));
            }
        }
        s
    }
}

/// One op of a plan with the layouts around it: what a layout rule judges.
#[derive(Clone, Debug)]
pub struct Site {
    /// The op.
    pub kind: OpKind,
    /// Its operands' types.
    pub operand_types: Vec<TensorType>,
    /// Its results' types.
    pub result_types: Vec<TensorType>,
    /// Its operands' layouts (with their pending combiners).
    pub operands: Vec<Layout>,
    /// Its results' declared layouts (`pending` unset: the rule says it).
    pub results: Vec<Layout>,
    /// Operands defined by constants, by value (a reduction's init, a pad value).
    pub operand_constants: Vec<Option<Tensor>>,
    /// The mesh.
    pub mesh: Mesh,
}

/// How a rule's soundness is established.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleClass {
    /// Checked by running the op on each simulated device's pieces with the reference
    /// interpreter and comparing with the op on whole values ([`crate::simulate`]).
    Simulated,
    /// A collective: the layout it produces is the layout algebra of its kind; what the
    /// runtime moves is tested against that algebra by the runtime's own tests.
    Collective,
    /// The value is made on each device as its block (constants, random numbers, an iota
    /// along a split dimension): correct by the partitioner's construction.
    ByConstruction,
    /// The partitioner adds communication the rule does not model (halos of a split window
    /// or slice, masked lookups): trusted to the partitioner and to differential
    /// verification (`shardc verify`); reported apart.
    Partitioner,
}

impl RuleClass {
    /// The class's name in reports.
    pub fn name(self) -> &'static str {
        match self {
            RuleClass::Simulated => "simulated",
            RuleClass::Collective => "collective",
            RuleClass::ByConstruction => "by-construction",
            RuleClass::Partitioner => "partitioner",
        }
    }
}

/// What a rule says of a site: `Ok` with each result's pending combiner, or why it does not
/// apply.
pub type RuleVerdict = Result<Vec<Option<ReduceKind>>, String>;

/// A layout rule.
#[derive(Clone)]
pub struct LayoutRule {
    /// Its name, as certificates cite it.
    pub name: String,
    /// How its soundness is established.
    pub class: RuleClass,
    /// What it allows, in a sentence.
    pub doc: &'static str,
    /// The judgement.
    pub check: fn(&Site) -> RuleVerdict,
    /// Ops it can be tried on, for simulation (empty unless [`RuleClass::Simulated`]).
    pub templates: fn(&mut crate::simulate::Rng) -> Vec<crate::simulate::Template>,
}

impl std::fmt::Debug for LayoutRule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({})", self.name, self.class.name())
    }
}

/// The rules a checker accepts.
#[derive(Clone, Debug)]
pub struct RuleSet {
    /// In the order derivations try them.
    pub rules: Vec<LayoutRule>,
}

impl RuleSet {
    /// The rule called `name`.
    pub fn get(&self, name: &str) -> Option<&LayoutRule> {
        self.rules.iter().find(|r| r.name == name)
    }

    /// shardc's rule set.
    pub fn standard() -> RuleSet {
        use crate::simulate::templates as t;
        let rule = |name: &str, class, doc, check, templates| LayoutRule {
            name: name.to_string(),
            class,
            doc,
            check,
            templates,
        };
        let none = t::none as fn(&mut crate::simulate::Rng) -> Vec<crate::simulate::Template>;
        RuleSet {
            rules: vec![
                rule(
                    "replicated",
                    RuleClass::Simulated,
                    "every operand and result whole on every device: the op runs as on one device (not an op that calls a function: a loop, a manual computation)",
                    check_replicated,
                    t::any_op,
                ),
                rule(
                    "pointwise",
                    RuleClass::Simulated,
                    "elementwise ops on operands split alike; partial sums through linear ops (add, subtract, negate, select, float converts) and through one factor of a product or a numerator",
                    check_pointwise,
                    t::pointwise,
                ),
                rule(
                    "contraction",
                    RuleClass::Simulated,
                    "dot_general: batch and free dimensions split through, a contracting dimension split alike on both sides leaves partial sums; one partial operand gives partial sums",
                    check_contraction,
                    t::contraction,
                ),
                rule(
                    "reduction",
                    RuleClass::Simulated,
                    "reduce: kept dimensions split through; a reduced dimension split leaves partial results combined by the reduction's own combiner, when the init value is its identity",
                    check_reduction,
                    t::reduction,
                ),
                rule(
                    "layout-change",
                    RuleClass::Simulated,
                    "broadcast_in_dim, transpose, reshape: dimensions split as the dimension they come from (a reshape's merged or split group only on its major dimension, by a divisor of both sizes); linear in partial sums",
                    check_layout_change,
                    t::layout_change,
                ),
                rule(
                    "data-movement",
                    RuleClass::Simulated,
                    "slice, pad, concatenate, reverse, rotate, sort, iota, reduce_window, softmax, layer_norm, arg_reduce: split only along dimensions they leave untouched; linear ones (no sort, softmax, layer_norm, arg_reduce; pad by zero) in partial sums",
                    check_data_movement,
                    t::data_movement,
                ),
                rule(
                    GENERATE_RULE,
                    RuleClass::ByConstruction,
                    "constants, random draws and iotas: each device makes its block of the value (random bits from each element's global index)",
                    check_generate,
                    none,
                ),
                rule(
                    "collective/all_gather",
                    RuleClass::Collective,
                    "removes the listed minor-most axes from each dimension",
                    check_collective,
                    none,
                ),
                rule(
                    "collective/all_slice",
                    RuleClass::Collective,
                    "adds the listed axes as each dimension's minor-most",
                    check_collective,
                    none,
                ),
                rule(
                    "collective/all_reduce",
                    RuleClass::Collective,
                    "combines the partials over the listed axes with the combiner they were made with",
                    check_collective,
                    none,
                ),
                rule(
                    "collective/reduce_scatter",
                    RuleClass::Collective,
                    "combines the partials over the listed axes and splits the dimensions over them",
                    check_collective,
                    none,
                ),
                rule(
                    "collective/all_to_all",
                    RuleClass::Collective,
                    "moves the minor-most axes of one dimension to another",
                    check_collective,
                    none,
                ),
                rule(
                    "collective/collective_permute",
                    RuleClass::Collective,
                    "keeps every dimension's number of pieces and the partials",
                    check_collective,
                    none,
                ),
                rule(
                    "collective/constraint",
                    RuleClass::Collective,
                    "pins a layout without moving data: the result's layout is its operand's",
                    check_collective,
                    none,
                ),
                rule(
                    "partitioner/halo",
                    RuleClass::Partitioner,
                    "a slice, pad or rotation along a split dimension, split alike in operand and result: the partitioner exchanges halos with the neighbouring devices",
                    check_halo,
                    none,
                ),
                rule(
                    "partitioner/padding",
                    RuleClass::Partitioner,
                    "a reduced, contracted or reshaped dimension split into pieces that do not divide it: the partitioner pads each piece with the combiner's identity (or masks it)",
                    check_padding,
                    none,
                ),
                rule(
                    "partitioner/lookup",
                    RuleClass::Partitioner,
                    "gather, scatter, convolution, select_and_scatter on split operands: the partitioner masks lookups into split tables and shifts indices",
                    check_lookup,
                    none,
                ),
            ],
        }
    }
}

/// The kinds of factor an op's iteration space has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FactorKind {
    /// Split alike wherever it appears.
    Pass,
    /// Combined away (appears in operands only): split, it leaves partials.
    Reduce(ReduceKind),
    /// Cannot be split without communication.
    Replicate,
}

/// An op's iteration space: factors, and the factors of each operand and result dimension
/// (major to minor).
struct Factors {
    sizes: Vec<i64>,
    kinds: Vec<FactorKind>,
    operands: Vec<Vec<Vec<usize>>>,
    results: Vec<Vec<Vec<usize>>>,
}

impl Factors {
    fn new(operands: usize, results: usize) -> Factors {
        Factors {
            sizes: Vec::new(),
            kinds: Vec::new(),
            operands: vec![Vec::new(); operands],
            results: vec![Vec::new(); results],
        }
    }

    fn add(&mut self, size: i64, kind: FactorKind) -> usize {
        self.sizes.push(size);
        self.kinds.push(kind);
        self.sizes.len() - 1
    }

    /// A windowed op (slice, pad, reduce_window): dimension `d` of the first operand and of
    /// the result is one factor where `untouched(d)`, else a need-replication factor on each
    /// side; the other operands (scalars) have none.
    fn windowed(site: &Site, untouched: impl Fn(usize) -> bool) -> Factors {
        let x = &site.operand_types[0];
        let y = &site.result_types[0];
        let mut f = Factors::new(site.operand_types.len(), 1);
        for d in 0..x.rank() {
            if untouched(d) {
                let a = f.add(x.shape[d], FactorKind::Pass);
                f.operands[0].push(vec![a]);
                f.results[0].push(vec![a]);
            } else {
                let a = f.add(x.shape[d], FactorKind::Replicate);
                let b = f.add(y.shape[d], FactorKind::Replicate);
                f.operands[0].push(vec![a]);
                f.results[0].push(vec![b]);
            }
        }
        f
    }

    /// Every operand and result has the same shape; dimension `d` is factor `d` (or a
    /// need-replication factor when `replicate(d)`); operands of lower rank (scalars) have
    /// no dimensions.
    fn aligned(site: &Site, replicate: impl Fn(usize) -> bool) -> Factors {
        let shape = &site.result_types[0].shape;
        let mut f = Factors::new(site.operand_types.len(), site.result_types.len());
        let ids: Vec<usize> = (0..shape.len())
            .map(|d| {
                let kind = if replicate(d) {
                    FactorKind::Replicate
                } else {
                    FactorKind::Pass
                };
                f.add(shape[d], kind)
            })
            .collect();
        for (i, t) in site.operand_types.iter().enumerate() {
            f.operands[i] = if t.shape == *shape {
                ids.iter().map(|&x| vec![x]).collect()
            } else {
                vec![Vec::new(); t.rank()]
            };
        }
        for (i, t) in site.result_types.iter().enumerate() {
            f.results[i] = if t.shape == *shape {
                ids.iter().map(|&x| vec![x]).collect()
            } else {
                vec![Vec::new(); t.rank()]
            };
        }
        f
    }
}

/// Which splits may leave padded pieces (a split not dividing its dimension).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Padding {
    /// Only dimensions that pass through alone.
    PassThrough,
    /// Any (the partitioner pads reduced dimensions with the combiner's identity).
    Any,
}

/// How partial operands pass through an op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Linearity {
    /// No operand may be partial.
    None,
    /// Linear in these operands jointly (all partial alike, or none); the others whole.
    Joint(&'static [usize]),
    /// Linear in each of these operands separately: at most one partial.
    Each(&'static [usize]),
}

const ALL_OPERANDS: &[usize] = &[0, 1, 2, 3, 4, 5, 6, 7];

fn is_float(t: &TensorType) -> bool {
    t.element.is_float()
}

/// The factor table of a pointwise op (`None`: not pointwise).
fn pointwise_factors(site: &Site) -> Option<(Factors, Linearity)> {
    if !site.kind.is_elementwise() || site.result_types.len() != 1 {
        return None;
    }
    let float = is_float(&site.result_types[0]);
    let lin = match &site.kind {
        OpKind::Binary(BinaryOp::Add | BinaryOp::Subtract) if float => {
            Linearity::Joint(ALL_OPERANDS)
        }
        OpKind::Unary(UnaryOp::Negate) if float => Linearity::Joint(ALL_OPERANDS),
        OpKind::Convert if float && site.operand_types.first().is_some_and(is_float) => {
            Linearity::Joint(ALL_OPERANDS)
        }
        OpKind::Select if float => Linearity::Joint(&[1, 2]),
        OpKind::Binary(BinaryOp::Multiply) if float => Linearity::Each(&[0, 1]),
        OpKind::Binary(BinaryOp::Divide) if float => Linearity::Each(&[0]),
        _ => Linearity::None,
    };
    Some((Factors::aligned(site, |_| false), lin))
}

fn reduce_identity(kind: ReduceKind, init: &Tensor) -> bool {
    if init.len() != 1 {
        return false;
    }
    let v = init.get_f64(0);
    let int = init.ty.element.is_integer();
    match kind {
        ReduceKind::Add => v == 0.0,
        ReduceKind::Mul => v == 1.0,
        ReduceKind::Max => {
            v == f64::NEG_INFINITY
                || (int && init.ty.element.is_unsigned() && v == 0.0)
                || (int && v <= -(2f64.powi(init.ty.element.int_bits() as i32 - 1)))
        }
        ReduceKind::Min => {
            v == f64::INFINITY
                || (int && v >= 2f64.powi(init.ty.element.int_bits() as i32 - 1) - 1.0)
        }
    }
}

/// Applies the factor table: every appearance of a factor split alike, need-replication
/// factors whole (unless `allow_split_replicate`), reduced factors' axes (and partial
/// operands through linear ops) exactly the result's partials. Returns each result's
/// pending combiner.
fn apply_factors(
    site: &Site,
    f: &Factors,
    lin: Linearity,
    allow_split_replicate: bool,
    padding: Padding,
) -> RuleVerdict {
    let mesh = &site.mesh;
    let n = f.sizes.len();
    let mut axes: Vec<Option<Vec<AxisRef>>> = vec![None; n];
    let tensors = site
        .operands
        .iter()
        .zip(&f.operands)
        .enumerate()
        .map(|(i, (l, d))| (format!("operand {i}"), l, d))
        .chain(
            site.results
                .iter()
                .zip(&f.results)
                .enumerate()
                .map(|(i, (l, d))| (format!("result {i}"), l, d)),
        );
    for (what, layout, dims) in tensors {
        if layout.dims.len() != dims.len() {
            return Err(format!("{what} has a layout of the wrong rank"));
        }
        for (d, (split, factors)) in layout.dims.iter().zip(dims).enumerate() {
            let Some(&major) = factors.first() else {
                if split.is_empty() {
                    continue;
                }
                return Err(format!("{what}: dimension {d} cannot be split"));
            };
            let product: i64 = split.iter().map(|a| a.size(mesh).unwrap_or(0)).product();
            // A compound dimension's axes go to its factors major to minor, a factor filled
            // before the next takes any (an axis across two factors as two sub-axes).
            let sizes: Vec<i64> = factors.iter().map(|&x| f.sizes[x]).collect();
            let assigned = if factors.len() == 1 {
                vec![split.clone()]
            } else {
                distribute(split, &sizes, mesh).ok_or_else(|| {
                    format!(
                        "{what}: dimension {d}'s split over {{{}}} does not fall on its factors of sizes {sizes:?}",
                        AxisRef::joined(split)
                    )
                })?
            };
            // A split that does not divide a dimension pads its last pieces: harmless where
            // the dimension passes through alone (padding elements are computed and dropped),
            // wrong where it is summed over.
            let needs_division = matches!(f.kinds[major], FactorKind::Reduce(_));
            let divides = product > 0 && f.sizes[major] % product == 0;
            if !split.is_empty() && !divides && needs_division && padding != Padding::Any {
                return Err(format!(
                    "{what}: dimension {d} is split into {product} pieces, which do not divide its factor of size {}",
                    f.sizes[major]
                ));
            }
            for (k, &factor) in factors.iter().enumerate() {
                let mine = AxisRef::merge_adjacent(assigned[k].clone(), mesh);
                match &axes[factor] {
                    None => axes[factor] = Some(mine),
                    Some(seen) if *seen == mine => {}
                    Some(seen) => {
                        return Err(format!(
                            "{what}: dimension {d} is split over {{{}}} where another value's dimension of the same factor is split over {{{}}}",
                            AxisRef::joined(&mine),
                            AxisRef::joined(seen)
                        ));
                    }
                }
            }
        }
    }
    let mut reduced: Vec<AxisRef> = Vec::new();
    let mut reduced_kind: Option<ReduceKind> = None;
    for (factor, kind) in f.kinds.iter().enumerate() {
        let split = axes[factor].clone().unwrap_or_default();
        if split.is_empty() {
            continue;
        }
        match kind {
            FactorKind::Pass => {}
            FactorKind::Replicate if allow_split_replicate => {}
            FactorKind::Replicate => {
                return Err(format!(
                    "a dimension the op reads whole (factor of size {}) is split over {{{}}}",
                    f.sizes[factor],
                    AxisRef::joined(&split)
                ));
            }
            FactorKind::Reduce(k) => {
                if reduced_kind.is_some_and(|r| r != *k) {
                    return Err("reduced factors with different combiners".into());
                }
                reduced_kind = Some(*k);
                reduced.extend(split);
            }
        }
    }
    // Partial operands.
    let partial: Vec<usize> = (0..site.operands.len())
        .filter(|&i| !site.operands[i].unreduced.is_empty())
        .collect();
    let mut passed: Vec<AxisRef> = Vec::new();
    if !partial.is_empty() {
        let allowed: &[usize] = match lin {
            Linearity::None => &[],
            Linearity::Joint(a) | Linearity::Each(a) => a,
        };
        for &i in &partial {
            if !allowed.contains(&i) {
                return Err(format!(
                    "operand {i} holds partial values and the op is not linear in it"
                ));
            }
            if site.operands[i].pending != Some(ReduceKind::Add) {
                return Err(format!(
                    "operand {i} holds partial values not combined by a sum"
                ));
            }
        }
        match lin {
            Linearity::Joint(a) => {
                let members: Vec<usize> =
                    (0..site.operands.len()).filter(|i| a.contains(i)).collect();
                let first = &site.operands[members[0]].unreduced;
                for &i in &members {
                    if !same_set(&site.operands[i].unreduced, first, mesh) {
                        return Err(format!(
                            "operands {} and {i} must hold partials over the same axes",
                            members[0]
                        ));
                    }
                }
                passed = first.clone();
            }
            Linearity::Each(_) => {
                if partial.len() > 1 {
                    return Err("a product of two partial values is not a partial product".into());
                }
                passed = site.operands[partial[0]].unreduced.clone();
            }
            Linearity::None => {}
        }
        if reduced_kind.is_some_and(|k| k != ReduceKind::Add) {
            return Err("partial sums cannot be combined by another reduction".into());
        }
        reduced_kind = Some(ReduceKind::Add);
    }
    let mut want: Vec<AxisRef> = passed;
    want.extend(reduced);
    let mut pending = Vec::new();
    for (i, r) in site.results.iter().enumerate() {
        if !same_set(&r.unreduced, &want, mesh) {
            return Err(format!(
                "result {i} holds partials over {{{}}} where the op leaves them over {{{}}}",
                AxisRef::joined(&r.unreduced),
                AxisRef::joined(&want)
            ));
        }
        check_axes_distinct(r, mesh).map_err(|e| format!("result {i}: {e}"))?;
        pending.push(if want.is_empty() { None } else { reduced_kind });
    }
    Ok(pending)
}

/// Gives the axes of a compound dimension to its factors (sizes major to minor): each
/// factor filled before the next takes any, an axis crossing a factor's end split into its
/// major and minor sub-axes. `None` when the axes do not fall on the factors.
fn distribute(split: &[AxisRef], sizes: &[i64], mesh: &Mesh) -> Option<Vec<Vec<AxisRef>>> {
    let mut out = vec![Vec::new(); sizes.len()];
    let mut k = 0;
    let mut room = *sizes.first()?;
    for axis in split {
        let mut a = axis.clone();
        loop {
            let s = a.size(mesh)?;
            if room == 1 {
                k += 1;
                room = *sizes.get(k)?;
                continue;
            }
            if room % s == 0 {
                out[k].push(a);
                room /= s;
                break;
            }
            if s % room == 0 {
                let (major, minor) = a.split_major(room, mesh)?;
                out[k].push(major);
                room = 1;
                a = minor;
                continue;
            }
            return None;
        }
    }
    Some(out)
}

/// Whether two sets of (sub-)axes name the same devices.
fn same_set(a: &[AxisRef], b: &[AxisRef], mesh: &Mesh) -> bool {
    AxisRef::canonical_set(a.to_vec(), mesh) == AxisRef::canonical_set(b.to_vec(), mesh)
}

/// Whether two splits of a dimension are the same (sub-axes of one axis merged).
fn same_split(a: &[AxisRef], b: &[AxisRef], mesh: &Mesh) -> bool {
    AxisRef::merge_adjacent(a.to_vec(), mesh) == AxisRef::merge_adjacent(b.to_vec(), mesh)
}

/// Takes `g` off the minor end of a dimension's split (a sub-axis off the minor part of its
/// axis too); false when `g` is not its minor-most part.
fn strip_minor(dim: &mut Vec<AxisRef>, g: &[AxisRef], mesh: &Mesh) -> bool {
    for a in g.iter().rev() {
        let Some(last) = dim.pop() else {
            return false;
        };
        if last == *a {
            continue;
        }
        if !last.contains(a, mesh) {
            return false;
        }
        let rest = last.without(a, mesh);
        // `a` must be the minor part: what is left is one major remainder.
        match rest.as_slice() {
            [major] if major.contains(&last, mesh) || last.contains(major, mesh) => {
                let (Some(m), Some(t)) = (major.size(mesh), a.size(mesh)) else {
                    return false;
                };
                if AxisRef::merge_adjacent(vec![major.clone(), a.clone()], mesh)
                    != vec![last.clone()]
                    || m * t != last.size(mesh).unwrap_or(0)
                {
                    return false;
                }
                dim.push(major.clone());
            }
            _ => return false,
        }
    }
    true
}

fn check_axes_distinct(l: &Layout, mesh: &Mesh) -> Result<(), String> {
    let all: Vec<&AxisRef> = l.dims.iter().flatten().chain(&l.unreduced).collect();
    for (i, a) in all.iter().enumerate() {
        for b in &all[i + 1..] {
            if a.overlaps(b, mesh) {
                return Err(format!("axis {a} is used twice"));
            }
        }
    }
    Ok(())
}

fn check_replicated(site: &Site) -> RuleVerdict {
    if site.kind.is_collective() || matches!(site.kind, OpKind::Constraint) {
        return Err("collectives have their own rules".into());
    }
    if let Some(callee) = site.kind.callees().first() {
        // What the op computes is in @callee: a loop is justified by rule `loop`, from its
        // functions' own certificates (by induction over the iterations).
        return Err(format!(
            "it calls @{callee}, whose body no layout rule sees"
        ));
    }
    for (i, l) in site.operands.iter().enumerate() {
        if !l.is_replicated() {
            return Err(format!("operand {i} is not whole on every device"));
        }
    }
    for (i, l) in site.results.iter().enumerate() {
        if !l.is_replicated() {
            return Err(format!("result {i} is not whole on every device"));
        }
    }
    Ok(vec![None; site.results.len()])
}

fn check_pointwise(site: &Site) -> RuleVerdict {
    let (f, lin) = pointwise_factors(site).ok_or("not an elementwise op")?;
    apply_factors(site, &f, lin, false, Padding::PassThrough)
}

fn contraction_factors(site: &Site) -> Option<Factors> {
    let OpKind::DotGeneral(d) = &site.kind else {
        return None;
    };
    let (l, r) = (&site.operand_types[0], &site.operand_types[1]);
    let mut f = Factors::new(2, 1);
    f.operands[0] = vec![Vec::new(); l.rank()];
    f.operands[1] = vec![Vec::new(); r.rank()];
    let mut result = Vec::new();
    for (&a, &b) in d.lhs_batch.iter().zip(&d.rhs_batch) {
        let x = f.add(l.shape[a as usize], FactorKind::Pass);
        f.operands[0][a as usize] = vec![x];
        f.operands[1][b as usize] = vec![x];
        result.push(vec![x]);
    }
    for (&a, &b) in d.lhs_contracting.iter().zip(&d.rhs_contracting) {
        let x = f.add(l.shape[a as usize], FactorKind::Reduce(ReduceKind::Add));
        f.operands[0][a as usize] = vec![x];
        f.operands[1][b as usize] = vec![x];
    }
    for (side, t, batch, contracting) in [
        (0, l, &d.lhs_batch, &d.lhs_contracting),
        (1, r, &d.rhs_batch, &d.rhs_contracting),
    ] {
        for dim in 0..t.rank() as i64 {
            if !batch.contains(&dim) && !contracting.contains(&dim) {
                let x = f.add(t.shape[dim as usize], FactorKind::Pass);
                f.operands[side][dim as usize] = vec![x];
                result.push(vec![x]);
            }
        }
    }
    f.results[0] = result;
    Some(f)
}

fn check_contraction(site: &Site) -> RuleVerdict {
    let f = contraction_factors(site).ok_or("not a dot_general")?;
    if !is_float(&site.result_types[0]) {
        return apply_factors(site, &f, Linearity::None, false, Padding::PassThrough);
    }
    apply_factors(
        site,
        &f,
        Linearity::Each(&[0, 1]),
        false,
        Padding::PassThrough,
    )
}

fn check_reduction(site: &Site) -> RuleVerdict {
    check_reduction_with(site, Padding::PassThrough)
}

fn check_reduction_with(site: &Site, padding: Padding) -> RuleVerdict {
    let OpKind::Reduce { dimensions, kind } = &site.kind else {
        return Err("not a reduce".into());
    };
    let x = &site.operand_types[0];
    let mut f = Factors::new(2, 1);
    f.operands[1] = Vec::new();
    let init_ok = site
        .operand_constants
        .get(1)
        .and_then(Option::as_ref)
        .is_some_and(|t| reduce_identity(*kind, t));
    let mut result = Vec::new();
    let mut dims = Vec::new();
    for d in 0..x.rank() {
        if dimensions.contains(&(d as i64)) {
            let k = if init_ok {
                FactorKind::Reduce(*kind)
            } else {
                FactorKind::Replicate
            };
            dims.push(vec![f.add(x.shape[d], k)]);
        } else {
            let id = f.add(x.shape[d], FactorKind::Pass);
            dims.push(vec![id]);
            result.push(vec![id]);
        }
    }
    f.operands[0] = dims;
    f.results[0] = result;
    let lin = if *kind == ReduceKind::Add && init_ok && is_float(x) {
        Linearity::Joint(&[0])
    } else {
        Linearity::None
    };
    apply_factors(site, &f, lin, false, padding)
}

fn layout_change_factors(site: &Site) -> Option<Factors> {
    let x = site.operand_types.first()?;
    let y = site.result_types.first()?;
    let mut f = Factors::new(1, 1);
    match &site.kind {
        OpKind::BroadcastInDim { dims } => {
            let ids: Vec<usize> = y
                .shape
                .iter()
                .map(|&s| f.add(s, FactorKind::Pass))
                .collect();
            f.results[0] = ids.iter().map(|&i| vec![i]).collect();
            f.operands[0] = dims
                .iter()
                .enumerate()
                .map(|(i, &d)| {
                    if x.shape[i] == y.shape[d as usize] {
                        vec![ids[d as usize]]
                    } else {
                        Vec::new()
                    }
                })
                .collect();
        }
        OpKind::Transpose { permutation } => {
            let ids: Vec<usize> = x
                .shape
                .iter()
                .map(|&s| f.add(s, FactorKind::Pass))
                .collect();
            f.operands[0] = ids.iter().map(|&i| vec![i]).collect();
            f.results[0] = permutation.iter().map(|&p| vec![ids[p as usize]]).collect();
        }
        OpKind::Reshape => {
            f.operands[0] = vec![Vec::new(); x.rank()];
            f.results[0] = vec![Vec::new(); y.rank()];
            let (mut i, mut j) = (0, 0);
            while i < x.rank() || j < y.rank() {
                // One group: the fewest dimensions on each side with equal products.
                let (gi, gj) = (i, j);
                let mut pi = if i < x.rank() {
                    i += 1;
                    x.shape[i - 1]
                } else {
                    1
                };
                let mut pj = if j < y.rank() {
                    j += 1;
                    y.shape[j - 1]
                } else {
                    1
                };
                while pi != pj {
                    if pi < pj && i < x.rank() {
                        pi *= x.shape[i];
                        i += 1;
                    } else if pj < pi && j < y.rank() {
                        pj *= y.shape[j];
                        j += 1;
                    } else {
                        return None;
                    }
                }
                if pi != pj {
                    return None;
                }
                let (a, b) = (&x.shape[gi..i], &y.shape[gj..j]);
                if a.is_empty() || b.is_empty() {
                    continue;
                }
                // Peel the factors both sides share from the major end: each the greatest
                // common divisor of what is left of the current dimension on each side. What
                // is left when they share nothing more cannot be split.
                let (mut ra, mut rb) = (a.to_vec(), b.to_vec());
                let (mut p, mut q) = (0, 0);
                while p < ra.len() && q < rb.len() {
                    if ra[p] == 1 {
                        p += 1;
                        continue;
                    }
                    if rb[q] == 1 {
                        q += 1;
                        continue;
                    }
                    let g = gcd(ra[p], rb[q]);
                    if g == 1 {
                        break;
                    }
                    let id = f.add(g, FactorKind::Pass);
                    f.operands[0][gi + p].push(id);
                    f.results[0][gj + q].push(id);
                    ra[p] /= g;
                    rb[q] /= g;
                }
                for (t, &rest) in ra.iter().enumerate() {
                    if rest > 1 {
                        let r = f.add(rest, FactorKind::Replicate);
                        f.operands[0][gi + t].push(r);
                    }
                }
                for (t, &rest) in rb.iter().enumerate() {
                    if rest > 1 {
                        let r = f.add(rest, FactorKind::Replicate);
                        f.results[0][gj + t].push(r);
                    }
                }
            }
        }
        _ => return None,
    }
    Some(f)
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 { a.max(1) } else { gcd(b, a % b) }
}

fn check_layout_change(site: &Site) -> RuleVerdict {
    let f = layout_change_factors(site).ok_or("not a broadcast, transpose or reshape")?;
    let lin = if is_float(&site.result_types[0]) {
        Linearity::Joint(&[0])
    } else {
        Linearity::None
    };
    apply_factors(site, &f, lin, false, Padding::PassThrough)
}

/// The factors of the ops that move data along some dimensions and leave the others alone.
fn data_movement_factors(site: &Site) -> Option<(Factors, Linearity)> {
    let float = site.result_types.first().is_some_and(is_float);
    let joint = |l| if float { l } else { Linearity::None };
    Some(match &site.kind {
        OpKind::Slice {
            start,
            limit,
            strides,
        } => {
            let x = &site.operand_types[0];
            let f = Factors::windowed(site, |d| {
                start[d] == 0 && limit[d] == x.shape[d] && strides[d] == 1
            });
            (f, joint(Linearity::Joint(&[0])))
        }
        OpKind::Pad {
            low,
            high,
            interior,
        } => {
            let f = Factors::windowed(site, |d| low[d] == 0 && high[d] == 0 && interior[d] == 0);
            let zero_pad = site
                .operand_constants
                .get(1)
                .and_then(Option::as_ref)
                .is_some_and(|t| t.len() == 1 && t.get_f64(0) == 0.0);
            let lin = if zero_pad {
                joint(Linearity::Joint(&[0]))
            } else {
                Linearity::None
            };
            (f, lin)
        }
        OpKind::Concatenate { dimension } => {
            let cd = *dimension as usize;
            let y = &site.result_types[0];
            let mut f = Factors::new(site.operand_types.len(), 1);
            let ids: Vec<usize> = (0..y.rank())
                .map(|d| {
                    let k = if d == cd {
                        FactorKind::Replicate
                    } else {
                        FactorKind::Pass
                    };
                    f.add(y.shape[d], k)
                })
                .collect();
            f.results[0] = ids.iter().map(|&i| vec![i]).collect();
            for (i, t) in site.operand_types.iter().enumerate() {
                f.operands[i] = (0..t.rank())
                    .map(|d| {
                        if d == cd {
                            vec![f.add(t.shape[d], FactorKind::Replicate)]
                        } else {
                            vec![ids[d]]
                        }
                    })
                    .collect();
            }
            (f, joint(Linearity::Joint(ALL_OPERANDS)))
        }
        OpKind::Reverse { dimensions } => (
            Factors::aligned(site, |d| dimensions.contains(&(d as i64))),
            joint(Linearity::Joint(&[0])),
        ),
        OpKind::Rotate { dimension, .. } => (
            Factors::aligned(site, |d| d as i64 == *dimension),
            joint(Linearity::Joint(&[0])),
        ),
        OpKind::Iota { dimension } => (
            Factors::aligned(site, |d| d as i64 == *dimension),
            Linearity::None,
        ),
        OpKind::SortBy { dimension, .. } | OpKind::Softmax { dimension } => (
            Factors::aligned(site, |d| d as i64 == *dimension),
            Linearity::None,
        ),
        OpKind::LayerNorm { dimension, .. } => {
            let mut f = Factors::aligned(site, |d| d as i64 == *dimension);
            let norm = f.results[0][*dimension as usize].clone();
            for i in 1..site.operand_types.len() {
                f.operands[i] = vec![norm.clone(); site.operand_types[i].rank()];
            }
            (f, Linearity::None)
        }
        OpKind::ArgReduce { dimensions, .. } => {
            let x = &site.operand_types[0];
            let mut f = Factors::new(site.operand_types.len(), 1);
            let ids: Vec<usize> = (0..x.rank())
                .map(|d| {
                    let k = if dimensions.contains(&(d as i64)) {
                        FactorKind::Replicate
                    } else {
                        FactorKind::Pass
                    };
                    f.add(x.shape[d], k)
                })
                .collect();
            for (i, t) in site.operand_types.iter().enumerate() {
                f.operands[i] = if t.shape == x.shape {
                    ids.iter().map(|&d| vec![d]).collect()
                } else {
                    vec![Vec::new(); t.rank()]
                };
            }
            f.results[0] = (0..x.rank())
                .filter(|d| !dimensions.contains(&(*d as i64)))
                .map(|d| vec![ids[d]])
                .collect();
            (f, Linearity::None)
        }
        OpKind::ReduceWindow {
            window_dimensions,
            window_strides,
            window_dilations,
            padding_low,
            padding_high,
            ..
        } => {
            let f = Factors::windowed(site, |d| {
                window_dimensions[d] == 1
                    && window_strides[d] == 1
                    && window_dilations.get(d).is_none_or(|&w| w == 1)
                    && padding_low[d] == 0
                    && padding_high[d] == 0
            });
            (f, Linearity::None)
        }
        _ => return None,
    })
}

fn check_data_movement(site: &Site) -> RuleVerdict {
    let (f, lin) = data_movement_factors(site).ok_or("not a data-movement op")?;
    apply_factors(site, &f, lin, false, Padding::PassThrough)
}

fn check_generate(site: &Site) -> RuleVerdict {
    if !matches!(
        site.kind,
        OpKind::Constant(_) | OpKind::Rng { .. } | OpKind::RngBits { .. } | OpKind::Iota { .. }
    ) {
        return Err("not a constant, random draw or iota".into());
    }
    for (i, l) in site.operands.iter().enumerate() {
        if !l.is_replicated() {
            return Err(format!("operand {i} (a seed or state) is not whole"));
        }
    }
    for (i, l) in site.results.iter().enumerate() {
        if !l.unreduced.is_empty() {
            return Err(format!("result {i} cannot be made as partial values"));
        }
        check_axes_distinct(l, &site.mesh).map_err(|e| format!("result {i}: {e}"))?;
    }
    Ok(vec![None; site.results.len()])
}

fn check_halo(site: &Site) -> RuleVerdict {
    // The partitioner's halo exchanges keep a window's split: the slice, pad or rotation of
    // a split dimension computes each device's block of the result from its block of the
    // operand and its neighbours' edges, split the same way.
    if !matches!(
        site.kind,
        OpKind::Slice { .. } | OpKind::Pad { .. } | OpKind::Rotate { .. }
    ) {
        return Err("not a slice, pad or rotate".into());
    }
    let (f, _) = data_movement_factors(site).ok_or("not a windowed op")?;
    if site.operands.iter().any(|l| !l.unreduced.is_empty()) {
        return Err("partial operands are not moved through halos".into());
    }
    let (x, r) = (&site.operands[0], &site.results[0]);
    for d in 0..r.dims.len() {
        if !same_split(&x.dims[d], &r.dims[d], &site.mesh) {
            return Err(format!(
                "dimension {d} is split over {{{}}} in the operand and over {{{}}} in the result: a halo keeps the split",
                AxisRef::joined(&x.dims[d]),
                AxisRef::joined(&r.dims[d])
            ));
        }
    }
    apply_factors(site, &f, Linearity::None, true, Padding::Any)
}

fn check_padding(site: &Site) -> RuleVerdict {
    let (f, lin) = if let Some(f) = contraction_factors(site) {
        let lin = if is_float(&site.result_types[0]) {
            Linearity::Each(&[0, 1])
        } else {
            Linearity::None
        };
        (f, lin)
    } else if let Some(f) = layout_change_factors(site) {
        (f, Linearity::None)
    } else if let OpKind::Reduce { .. } = site.kind {
        return check_reduction_with(site, Padding::Any);
    } else {
        return Err("not a reduce, dot_general or reshape".into());
    };
    apply_factors(site, &f, lin, false, Padding::Any)
}

fn check_lookup(site: &Site) -> RuleVerdict {
    if !matches!(
        site.kind,
        OpKind::Gather(_)
            | OpKind::Scatter { .. }
            | OpKind::Convolution(_)
            | OpKind::SelectAndScatter { .. }
    ) {
        return Err("not a gather, scatter, convolution or select_and_scatter".into());
    }
    for (i, l) in site.results.iter().enumerate() {
        check_axes_distinct(l, &site.mesh).map_err(|e| format!("result {i}: {e}"))?;
    }
    Ok(site
        .results
        .iter()
        .map(|l| (!l.unreduced.is_empty()).then_some(ReduceKind::Add))
        .collect())
}

/// The layout algebra of collectives (each operand–result pair of a tuple alike).
fn check_collective(site: &Site) -> RuleVerdict {
    let mesh = &site.mesh;
    let unit = |list: &[AxisRef]| -> Vec<AxisRef> {
        list.iter()
            .filter(|a| a.size(mesh) != Some(1))
            .cloned()
            .collect()
    };
    if site.operands.len() != site.results.len() {
        return Err("a collective has as many results as operands".into());
    }
    let mut pending = Vec::new();
    for (i, (x, r)) in site.operands.iter().zip(&site.results).enumerate() {
        if site.operand_types[i] != site.result_types[i] {
            return Err(format!("pair {i}: a collective does not change the type"));
        }
        let mut want = x.clone();
        match &site.kind {
            OpKind::AllGather { gathering_axes } => {
                for (d, g) in gathering_axes.iter().enumerate() {
                    let g = &unit(g);
                    let have = want.dims.get_mut(d).ok_or("rank")?;
                    if !strip_minor(have, g, mesh) {
                        return Err(format!(
                            "pair {i}: dimension {d} is not split over {{{}}} as its minor-most axes",
                            AxisRef::joined(g)
                        ));
                    }
                }
            }
            OpKind::AllSlice { slicing_axes } => {
                if !x.unreduced.is_empty() {
                    return Err(format!("pair {i}: slicing partial values"));
                }
                for (d, s) in slicing_axes.iter().enumerate() {
                    want.dims.get_mut(d).ok_or("rank")?.extend(unit(s));
                }
            }
            OpKind::AllReduce {
                reduction_axes,
                kind,
            } => {
                take_partials(&mut want, &unit(reduction_axes), *kind, i, mesh)?;
            }
            OpKind::ReduceScatter { scatter_axes, kind } => {
                let all: Vec<AxisRef> = unit(&scatter_axes.concat());
                take_partials(&mut want, &all, *kind, i, mesh)?;
                for (d, s) in scatter_axes.iter().enumerate() {
                    want.dims.get_mut(d).ok_or("rank")?.extend(unit(s));
                }
            }
            OpKind::AllToAll {
                source_dim,
                target_dim,
                axes,
            } => {
                let (s, t) = (*source_dim as usize, *target_dim as usize);
                let have = want.dims.get_mut(s).ok_or("rank")?;
                let axes = &unit(axes);
                if !strip_minor(have, axes, mesh) {
                    return Err(format!(
                        "pair {i}: dimension {s} is not split over {{{}}} as its minor-most axes",
                        AxisRef::joined(axes)
                    ));
                }
                want.dims
                    .get_mut(t)
                    .ok_or("rank")?
                    .extend(axes.iter().cloned());
            }
            OpKind::CollectivePermute => {
                let pieces = |l: &Layout, d: usize| -> i64 {
                    l.dims[d]
                        .iter()
                        .map(|a| a.size(mesh).unwrap_or(0))
                        .product()
                };
                if r.dims.len() != x.dims.len()
                    || (0..x.dims.len()).any(|d| pieces(x, d) != pieces(r, d))
                    || !same_set(&x.unreduced, &r.unreduced, mesh)
                {
                    return Err(format!(
                        "pair {i}: a permute keeps each dimension's number of pieces and the partials"
                    ));
                }
                check_axes_distinct(r, mesh).map_err(|e| format!("pair {i}: {e}"))?;
                pending.push(x.pending);
                continue;
            }
            OpKind::Constraint => {}
            _ => return Err("not a collective".into()),
        }
        let same_dims = want.dims.len() == r.dims.len()
            && want
                .dims
                .iter()
                .zip(&r.dims)
                .all(|(a, b)| same_split(a, b, mesh));
        if !same_dims || !same_set(&want.unreduced, &r.unreduced, mesh) {
            return Err(format!(
                "pair {i}: from {} the op makes {}, but the result is declared {}",
                x.describe(),
                want.describe(),
                r.describe()
            ));
        }
        check_axes_distinct(r, mesh).map_err(|e| format!("pair {i}: {e}"))?;
        pending.push(if want.unreduced.is_empty() {
            None
        } else {
            want.pending
        });
    }
    Ok(pending)
}

fn take_partials(
    l: &mut Layout,
    axes: &[AxisRef],
    kind: ReduceKind,
    pair: usize,
    mesh: &Mesh,
) -> Result<(), String> {
    for a in axes {
        let found = l
            .unreduced
            .iter()
            .position(|u| u == a)
            .or_else(|| l.unreduced.iter().position(|u| u.contains(a, mesh)));
        let Some(at) = found else {
            return Err(format!(
                "pair {pair}: combines over {a}, where the operand holds no partials"
            ));
        };
        let u = l.unreduced.remove(at);
        if u != *a {
            l.unreduced.extend(u.without(a, mesh));
        }
    }
    if !axes.is_empty() && l.pending != Some(kind) {
        return Err(format!(
            "pair {pair}: combines with '{}' partials made to be combined with '{}'",
            kind.keyword(),
            l.pending.map_or("nothing", |k| k.keyword())
        ));
    }
    Ok(())
}

/// Whether the op moves data between devices without changing the global value it holds
/// (a collective of the global view, or a `dist.constraint`).
pub fn moves_data(kind: &OpKind) -> bool {
    collective_rule_name(kind).is_some()
}

/// The rule by which each device makes its block of a constant, random draw or iota.
pub const GENERATE_RULE: &str = "generate/block";

/// The rule a collective or constraint op must cite.
pub fn collective_rule_name(kind: &OpKind) -> Option<&'static str> {
    Some(match kind {
        OpKind::AllGather { .. } => "collective/all_gather",
        OpKind::AllSlice { .. } => "collective/all_slice",
        OpKind::AllReduce { .. } => "collective/all_reduce",
        OpKind::ReduceScatter { .. } => "collective/reduce_scatter",
        OpKind::AllToAll { .. } => "collective/all_to_all",
        OpKind::CollectivePermute => "collective/collective_permute",
        OpKind::Constraint => "collective/constraint",
        _ => return None,
    })
}
