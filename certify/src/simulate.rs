//! Checking layout rules by simulation: the rule's ops on random small tensors, laid out by
//! random layouts over a 2×2 mesh, computed piece by piece on each simulated device with the
//! reference interpreter, and compared with the op on the whole tensors.
//!
//! Values are small multiples of ¼ (and small integers), so sums, products and their
//! reorderings are exact, and a sound rule gives the whole op's result up to the rounding of
//! a quotient or the sign of a zero sum (relative 1e-5); a wrong rule misses by the size of
//! the values. Partial operands are random decompositions of their value
//! (parts that sum, or whose maximum is, the piece), held alike by devices that differ only
//! along axes the value is replicated over.

use shardc_ir::interp::{Data, Tensor, eval_op};
use shardc_ir::op::{BinaryOp, CompareDirection, DotDims, ReduceKind, UnaryOp};
use shardc_ir::{AxisRef, ElementType, Mesh, OpKind, TensorType};

use crate::layout::{Layout, LayoutRule, RuleClass, Site};

/// A small deterministic random generator (xorshift64*).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64 <= p
    }

    /// One of `items`.
    pub fn pick<T: Clone>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())].clone()
    }
}

/// An op to try a rule on: its kind, operand and result types, and operands with fixed
/// values (a reduction's init value).
#[derive(Clone, Debug)]
pub struct Template {
    /// The op.
    pub kind: OpKind,
    /// Operand types.
    pub operand_types: Vec<TensorType>,
    /// Result types.
    pub result_types: Vec<TensorType>,
    /// Operands with fixed values (laid out whole).
    pub constants: Vec<Option<Tensor>>,
}

/// What validating a rule found.
#[derive(Clone, Debug, PartialEq)]
pub struct Validation {
    /// Instances simulated (op, operand and result layouts the rule accepted).
    pub instances: usize,
    /// Of which with partial operands or results.
    pub partial: usize,
    /// Of which with at least one split dimension.
    pub split: usize,
    /// Of which with a split that pads its last pieces.
    pub padded: usize,
}

/// The simulated mesh.
pub fn sim_mesh() -> Mesh {
    Mesh::new([("x", 2), ("y", 2)])
}

fn axis_options() -> Vec<Vec<AxisRef>> {
    let (x, y) = (AxisRef::axis("x"), AxisRef::axis("y"));
    vec![
        vec![],
        vec![x.clone()],
        vec![y.clone()],
        vec![x.clone(), y.clone()],
        vec![y, x],
    ]
}

fn axes_of(l: &Layout) -> Vec<AxisRef> {
    l.dims
        .iter()
        .flatten()
        .chain(&l.unreduced)
        .cloned()
        .collect()
}

/// A random layout of `ty` (dimension splits dividing their sizes, no axis twice; partial
/// with some probability when `partial` allows).
fn random_layout(ty: &TensorType, rng: &mut Rng, partial: bool) -> Layout {
    let options = axis_options();
    let mut l = Layout::replicated(ty.rank());
    for d in 0..ty.rank() {
        if rng.chance(0.45) {
            continue;
        }
        let choice = rng.pick(&options);
        let used = axes_of(&l);
        let pieces = 1i64 << choice.len();
        // Splits that do not divide the dimension (padded pieces) now and then.
        let fits = ty.shape[d] % pieces == 0 || (ty.shape[d] >= pieces && rng.chance(0.5));
        if choice.iter().all(|a| !used.contains(a)) && fits {
            l.dims[d] = choice;
        }
    }
    if partial && ty.element.is_float() && rng.chance(0.35) {
        let used = axes_of(&l);
        let free: Vec<AxisRef> = ["x", "y"]
            .iter()
            .map(|a| AxisRef::axis(*a))
            .filter(|a| !used.contains(a))
            .collect();
        let chosen: Vec<AxisRef> = free.into_iter().filter(|_| rng.chance(0.6)).collect();
        if !chosen.is_empty() {
            l.unreduced = chosen;
            l.pending = Some(if rng.chance(0.85) {
                ReduceKind::Add
            } else {
                ReduceKind::Max
            });
        }
    }
    l
}

/// Every layout of `ty` on the simulated mesh (splits dividing the sizes).
fn all_layouts(ty: &TensorType) -> Vec<Layout> {
    let options = axis_options();
    let mut out = vec![Layout::replicated(ty.rank())];
    for d in 0..ty.rank() {
        let mut next = Vec::new();
        for l in &out {
            for o in &options {
                let used = axes_of(l);
                if o.iter().any(|a| used.contains(a)) || ty.shape[d] < (1i64 << o.len()) {
                    continue;
                }
                let mut m = l.clone();
                m.dims[d] = o.clone();
                next.push(m);
            }
        }
        out = next;
    }
    let mut with_partials = Vec::new();
    for l in out {
        let used = axes_of(&l);
        let free: Vec<AxisRef> = ["x", "y"]
            .iter()
            .map(|a| AxisRef::axis(*a))
            .filter(|a| !used.contains(a))
            .collect();
        with_partials.push(l.clone());
        if ty.element.is_float() {
            for subset in 1..(1usize << free.len()) {
                let mut m = l.clone();
                m.unreduced = (0..free.len())
                    .filter(|i| subset >> i & 1 == 1)
                    .map(|i| free[i].clone())
                    .collect();
                with_partials.push(m);
            }
        }
    }
    with_partials
}

/// Checks `rule` on `samples` random instances of its templates. Only
/// [`RuleClass::Simulated`] rules have templates; others validate trivially.
pub fn validate_rule(rule: &LayoutRule, samples: usize, seed: u64) -> Result<Validation, String> {
    let mut summary = Validation {
        instances: 0,
        partial: 0,
        split: 0,
        padded: 0,
    };
    if rule.class != RuleClass::Simulated {
        return Ok(summary);
    }
    let mut rng = Rng::new(seed);
    let mesh = sim_mesh();
    for _ in 0..samples {
        let templates = (rule.templates)(&mut rng);
        if templates.is_empty() {
            return Err(format!("rule '{}' has no instances to check", rule.name));
        }
        let t = rng.pick(&templates);
        let mut operands: Vec<Layout> = t
            .operand_types
            .iter()
            .zip(&t.constants)
            .map(|(ty, c)| {
                if c.is_some() {
                    Layout::replicated(ty.rank())
                } else {
                    random_layout(ty, &mut rng, true)
                }
            })
            .collect();
        // Operands laid out alike are the common case of most rules: half the time, every
        // operand of the first one's type takes its layout.
        if operands.len() > 1 && rng.chance(0.5) {
            for k in 1..operands.len() {
                if t.operand_types[k] == t.operand_types[0] && t.constants[k].is_none() {
                    operands[k] = operands[0].clone();
                }
            }
        }
        if t.result_types.len() != 1 {
            continue;
        }
        for result in all_layouts(&t.result_types[0]) {
            let site = Site {
                kind: t.kind.clone(),
                operand_types: t.operand_types.clone(),
                result_types: t.result_types.clone(),
                operands: operands.clone(),
                results: vec![result.clone()],
                operand_constants: t.constants.clone(),
                mesh: mesh.clone(),
            };
            let Ok(pending) = (rule.check)(&site) else {
                continue;
            };
            let mut result = result;
            result.pending = pending.first().copied().flatten();
            simulate(&t, &operands, &result, &mut rng).map_err(|e| {
                format!(
                    "rule '{}' is unsound: {} with operands laid out {} and the result {}: {e}",
                    rule.name,
                    t.kind.name(),
                    operands
                        .iter()
                        .map(Layout::describe)
                        .collect::<Vec<_>>()
                        .join(", "),
                    result.describe()
                )
            })?;
            summary.instances += 1;
            let padded = |l: &Layout, ty: &TensorType| {
                l.dims.iter().zip(&ty.shape).any(|(axes, &n)| {
                    let pieces: i64 = axes.iter().map(|a| a.size(&mesh).unwrap_or(1)).product();
                    n % pieces != 0
                })
            };
            if operands
                .iter()
                .zip(&t.operand_types)
                .any(|(l, ty)| padded(l, ty))
                || padded(&result, &t.result_types[0])
            {
                summary.padded += 1;
            }
            if operands
                .iter()
                .chain([&result])
                .any(|l| !l.unreduced.is_empty())
            {
                summary.partial += 1;
            }
            if operands
                .iter()
                .chain([&result])
                .any(|l| l.dims.iter().any(|d| !d.is_empty()))
            {
                summary.split += 1;
            }
        }
    }
    Ok(summary)
}

/// A device's coordinate along each mesh axis.
fn coords(device: usize, mesh: &Mesh) -> Vec<(String, i64)> {
    let mut out = Vec::new();
    let mut rest = device as i64;
    for (name, size) in mesh.axes.iter().rev() {
        out.push((name.clone(), rest % size));
        rest /= size;
    }
    out.reverse();
    out
}

fn coord(c: &[(String, i64)], axis: &AxisRef) -> i64 {
    c.iter().find(|(n, _)| *n == axis.name).map_or(0, |x| x.1)
}

/// Where a device's block of each dimension starts, its size (the ceiling of the dimension
/// over its pieces: the last pieces are padded when they do not divide it), and how much of
/// it is inside the value.
fn block_of(
    ty: &TensorType,
    l: &Layout,
    c: &[(String, i64)],
    mesh: &Mesh,
) -> (Vec<i64>, Vec<i64>, Vec<i64>) {
    let mut starts = Vec::new();
    let mut sizes = Vec::new();
    let mut valid = Vec::new();
    for (d, axes) in l.dims.iter().enumerate() {
        let mut index = 0i64;
        let mut pieces = 1i64;
        for a in axes {
            let n = a.size(mesh).unwrap_or(1);
            index = index * n + coord(c, a);
            pieces *= n;
        }
        let size = (ty.shape[d] + pieces - 1) / pieces;
        starts.push(index * size);
        sizes.push(size);
        valid.push((ty.shape[d] - index * size).clamp(0, size));
    }
    (starts, sizes, valid)
}

fn values(t: &Tensor) -> Vec<f64> {
    (0..t.len()).map(|i| t.get_f64(i)).collect()
}

fn make(ty: TensorType, v: Vec<f64>) -> Tensor {
    if ty.element.is_float() {
        Tensor::from_f64(ty, v)
    } else {
        Tensor::from_i64(ty, v.into_iter().map(|x| x as i64).collect())
    }
}

/// The block of `t` at `starts` of `sizes`; elements outside `t` (padding) are garbage.
fn extract(t: &Tensor, starts: &[i64], sizes: &[i64]) -> Tensor {
    let ty = TensorType::new(sizes.to_vec(), t.ty.element);
    let n = ty.num_elements() as usize;
    let strides = shardc_ir::interp::strides(&t.ty.shape);
    let all = values(t);
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let idx = shardc_ir::interp::unravel(i, sizes);
        let global: Vec<i64> = idx.iter().zip(starts).map(|(a, b)| a + b).collect();
        let inside = global.iter().zip(&t.ty.shape).all(|(g, s)| g < s);
        out.push(if inside {
            all[shardc_ir::interp::ravel(&global, &strides)]
        } else {
            PADDING_GARBAGE
        });
    }
    make(ty, out)
}

/// What padding elements hold in the simulation: not the identity of any combiner, so a
/// rule that lets padding into a sum or a maximum is caught.
const PADDING_GARBAGE: f64 = 3.0;

fn random_values(ty: &TensorType, rng: &mut Rng) -> Tensor {
    let n = ty.num_elements() as usize;
    let e = ty.element;
    let v: Vec<f64> = (0..n)
        .map(|_| {
            if e.is_bool() {
                rng.below(2) as f64
            } else if e.is_float() {
                rng.below(17) as f64 / 4.0 - 2.0
            } else if e.is_unsigned() {
                rng.below(9) as f64
            } else {
                rng.below(9) as f64 - 4.0
            }
        })
        .collect();
    make(ty.clone(), v)
}

/// Equality of the values up to rounding: a split computation rounds in another order
/// (`a1/b + a2/b` for `(a1 + a2)/b`, the sign of a zero sum), as the real numbers it
/// computes do not. Integers and booleans compare exactly; a wrong rule misses by far more.
fn same(a: &Tensor, b: &Tensor) -> bool {
    let close = |p: f64, q: f64| {
        p == q || (p.is_nan() && q.is_nan()) || (p - q).abs() <= 1e-5 * p.abs().max(q.abs())
    };
    a.ty == b.ty
        && match (&a.data, &b.data) {
            (Data::Float(x), Data::Float(y)) => x.iter().zip(y).all(|(p, q)| close(*p, *q)),
            (Data::Int(x), Data::Int(y)) => x == y,
            _ => false,
        }
}

/// The op each device runs on its pieces: attributes that name global extents made local.
fn local_kind(kind: &OpKind, operand_types: &[TensorType]) -> OpKind {
    match kind {
        OpKind::Slice {
            start,
            limit,
            strides,
        } => {
            let x = &operand_types[0];
            let mut limit = limit.clone();
            for d in 0..x.rank() {
                if start[d] == 0 && strides[d] == 1 && limit[d] > x.shape[d] {
                    limit[d] = x.shape[d];
                }
            }
            OpKind::Slice {
                start: start.clone(),
                limit,
                strides: strides.clone(),
            }
        }
        k => k.clone(),
    }
}

/// Runs `t` on every simulated device and compares the assembled result with the whole op.
fn simulate(
    t: &Template,
    operands: &[Layout],
    result: &Layout,
    rng: &mut Rng,
) -> Result<(), String> {
    let mesh = sim_mesh();
    let devices = mesh.num_devices() as usize;
    let globals: Vec<Tensor> = t
        .operand_types
        .iter()
        .zip(&t.constants)
        .map(|(ty, c)| c.clone().unwrap_or_else(|| random_values(ty, rng)))
        .collect();
    let refs: Vec<&Tensor> = globals.iter().collect();
    let expected = eval_op(&t.kind, &refs, &t.result_types)
        .map_err(|e| format!("the whole op fails: {e}"))?
        .remove(0);
    // Each device's operand pieces (partials decomposed).
    let mut locals: Vec<Vec<Tensor>> = vec![Vec::new(); devices];
    for (k, (g, l)) in globals.iter().zip(operands).enumerate() {
        let pieces = pieces_of(g, &t.operand_types[k], l, &mesh, rng);
        for (d, p) in pieces.into_iter().enumerate() {
            locals[d].push(p);
        }
    }
    let rt = &t.result_types[0];
    let mut results: Vec<Tensor> = Vec::new();
    for (d, local) in locals.iter().enumerate() {
        let c = coords(d, &mesh);
        let (_, sizes, _) = block_of(rt, result, &c, &mesh);
        let local_ty = TensorType::new(sizes, rt.element);
        let types: Vec<TensorType> = local.iter().map(|x| x.ty.clone()).collect();
        let kind = local_kind(&t.kind, &types);
        let refs: Vec<&Tensor> = local.iter().collect();
        let r = eval_op(&kind, &refs, std::slice::from_ref(&local_ty))
            .map_err(|e| format!("device {d}'s local op fails: {e}"))?
            .remove(0);
        if r.ty != local_ty {
            return Err(format!(
                "device {d} computes a {} where its block is a {local_ty}",
                r.ty
            ));
        }
        results.push(r);
    }
    // Combine partials over the unreduced axes; compare each device's view with the block.
    for d in 0..devices {
        let c = coords(d, &mesh);
        let (starts, _, valid) = block_of(rt, result, &c, &mesh);
        let mut combined = results[d].clone();
        if !result.unreduced.is_empty() {
            let kind = result.pending.ok_or("partials without a combiner")?;
            let group: Vec<usize> = (0..devices)
                .filter(|&e| {
                    let ce = coords(e, &mesh);
                    mesh.axes.iter().all(|(name, _)| {
                        let a = AxisRef::axis(name.clone());
                        result.unreduced.contains(&a) || coord(&ce, &a) == coord(&c, &a)
                    })
                })
                .collect();
            let parts: Vec<&Tensor> = group.iter().map(|&e| &results[e]).collect();
            combined = shardc_ir::interp::combine_elementwise(kind, &parts)?;
        }
        let want = extract(&expected, &starts, &valid);
        let origin = vec![0; valid.len()];
        let combined = extract(&combined, &origin, &valid);
        if !same(&combined, &want) {
            return Err(format!(
                "device {d} ends with {:?} where the whole op gives {:?}",
                values(&combined),
                values(&want)
            ));
        }
    }
    Ok(())
}

/// Each device's piece of `g` laid out by `l`: its block, decomposed into partials over the
/// unreduced axes.
fn pieces_of(g: &Tensor, ty: &TensorType, l: &Layout, mesh: &Mesh, rng: &mut Rng) -> Vec<Tensor> {
    let devices = mesh.num_devices() as usize;
    let blocks: Vec<Tensor> = (0..devices)
        .map(|d| {
            let (s, z, _) = block_of(ty, l, &coords(d, mesh), mesh);
            extract(g, &s, &z)
        })
        .collect();
    if l.unreduced.is_empty() {
        return blocks;
    }
    // Devices agreeing on every axis but the replicated ones hold the same part: a part is
    // keyed by the device's coordinates on the split and unreduced axes.
    let keyed = |d: usize| -> Vec<i64> {
        let c = coords(d, mesh);
        mesh.axes
            .iter()
            .map(|(name, _)| {
                let a = AxisRef::axis(name.clone());
                let used = l.unreduced.contains(&a) || l.dims.iter().flatten().any(|x| *x == a);
                if used { coord(&c, &a) } else { -1 }
            })
            .collect()
    };
    let is_last = |d: usize| -> bool {
        let c = coords(d, mesh);
        l.unreduced
            .iter()
            .all(|a| coord(&c, a) == a.size(mesh).unwrap_or(1) - 1)
    };
    let mut parts: std::collections::HashMap<Vec<i64>, Tensor> = std::collections::HashMap::new();
    let kind = l.pending.unwrap_or(ReduceKind::Add);
    for (d, b) in blocks.iter().enumerate() {
        let key = keyed(d);
        if is_last(d) || parts.contains_key(&key) {
            continue;
        }
        let part = match kind {
            ReduceKind::Max => {
                let v: Vec<f64> = values(b)
                    .into_iter()
                    .map(|x| x - rng.below(5) as f64 / 4.0)
                    .collect();
                make(b.ty.clone(), v)
            }
            _ => random_values(&b.ty, rng),
        };
        parts.insert(key, part);
    }
    for (d, block) in blocks.iter().enumerate() {
        let key = keyed(d);
        if !is_last(d) || parts.contains_key(&key) {
            continue;
        }
        // The last part makes the combination equal the block.
        let c = coords(d, mesh);
        let others: Vec<&Tensor> = (0..devices)
            .filter(|&e| {
                let ce = coords(e, mesh);
                !is_last(e)
                    && mesh.axes.iter().all(|(name, _)| {
                        let a = AxisRef::axis(name.clone());
                        l.unreduced.contains(&a) || coord(&ce, &a) == coord(&c, &a)
                    })
            })
            .map(|e| &parts[&keyed(e)])
            .collect();
        let b = values(block);
        let v: Vec<f64> = match kind {
            ReduceKind::Max => b,
            _ => (0..b.len())
                .map(|i| b[i] - others.iter().map(|o| o.get_f64(i)).sum::<f64>())
                .collect(),
        };
        parts.insert(key, make(block.ty.clone(), v));
    }
    (0..devices).map(|d| parts[&keyed(d)].clone()).collect()
}

/// Op templates per rule family.
pub mod templates {
    use super::*;

    fn f32s(shape: &[i64]) -> TensorType {
        TensorType::new(shape.to_vec(), ElementType::F32)
    }

    fn shape(rng: &mut Rng, rank: usize) -> Vec<i64> {
        (0..rank).map(|_| rng.pick(&[2, 4, 4, 3, 6])).collect()
    }

    fn scalar(value: f64) -> Tensor {
        Tensor::from_f64(TensorType::scalar(ElementType::F32), vec![value])
    }

    fn simple(kind: OpKind, operands: Vec<TensorType>, result: TensorType) -> Template {
        let n = operands.len();
        Template {
            kind,
            operand_types: operands,
            result_types: vec![result],
            constants: vec![None; n],
        }
    }

    /// No templates (rules not checked by simulation).
    pub fn none(_: &mut Rng) -> Vec<Template> {
        Vec::new()
    }

    /// Every family.
    pub fn any_op(rng: &mut Rng) -> Vec<Template> {
        let mut all = pointwise(rng);
        all.extend(contraction(rng));
        all.extend(reduction(rng));
        all.extend(layout_change(rng));
        all.extend(data_movement(rng));
        all
    }

    /// Elementwise ops, linear and not.
    pub fn pointwise(rng: &mut Rng) -> Vec<Template> {
        let rank = 1 + rng.below(3);
        let s = shape(rng, rank);
        let t = f32s(&s);
        let mut out = Vec::new();
        for u in [
            UnaryOp::Negate,
            UnaryOp::Exponential,
            UnaryOp::Tanh,
            UnaryOp::Abs,
            UnaryOp::Floor,
            UnaryOp::Sign,
        ] {
            out.push(simple(OpKind::Unary(u), vec![t.clone()], t.clone()));
        }
        for b in [
            BinaryOp::Add,
            BinaryOp::Subtract,
            BinaryOp::Multiply,
            BinaryOp::Divide,
            BinaryOp::Maximum,
            BinaryOp::Minimum,
        ] {
            out.push(simple(
                OpKind::Binary(b),
                vec![t.clone(), t.clone()],
                t.clone(),
            ));
        }
        let pred = t.with_element(ElementType::I1);
        out.push(simple(
            OpKind::Compare(CompareDirection::Lt),
            vec![t.clone(), t.clone()],
            pred.clone(),
        ));
        out.push(simple(
            OpKind::Select,
            vec![pred, t.clone(), t.clone()],
            t.clone(),
        ));
        out.push(simple(
            OpKind::Convert,
            vec![t.clone()],
            t.with_element(ElementType::BF16),
        ));
        out.push(simple(
            OpKind::Convert,
            vec![t.clone()],
            t.with_element(ElementType::I32),
        ));
        out.push(simple(
            OpKind::Gelu { approximate: true },
            vec![t.clone()],
            t.clone(),
        ));
        out
    }

    /// `dot_general` with random batch, free and contracting dimensions.
    pub fn contraction(rng: &mut Rng) -> Vec<Template> {
        let batch = rng.below(2);
        let sizes = [2, 4, 3, 6];
        let (b, m, n, k) = (
            rng.pick(&sizes),
            rng.pick(&sizes),
            rng.pick(&sizes),
            rng.pick(&sizes),
        );
        let mut lhs = Vec::new();
        let mut rhs = Vec::new();
        let mut dims = DotDims::default();
        if batch == 1 {
            lhs.push(b);
            rhs.push(b);
            dims.lhs_batch.push(0);
            dims.rhs_batch.push(0);
        }
        let lhs_k_first = rng.chance(0.5);
        let rhs_k_first = rng.chance(0.5);
        let base = batch as i64;
        if lhs_k_first {
            lhs.extend([k, m]);
            dims.lhs_contracting.push(base);
        } else {
            lhs.extend([m, k]);
            dims.lhs_contracting.push(base + 1);
        }
        if rhs_k_first {
            rhs.extend([k, n]);
            dims.rhs_contracting.push(base);
        } else {
            rhs.extend([n, k]);
            dims.rhs_contracting.push(base + 1);
        }
        let mut result = Vec::new();
        if batch == 1 {
            result.push(b);
        }
        result.extend([m, n]);
        vec![simple(
            OpKind::DotGeneral(dims),
            vec![f32s(&lhs), f32s(&rhs)],
            f32s(&result),
        )]
    }

    /// `reduce` (sum or maximum) with an identity or another init value.
    pub fn reduction(rng: &mut Rng) -> Vec<Template> {
        let rank = 2 + rng.below(2);
        let s = shape(rng, rank);
        let reduced: Vec<i64> = (0..rank as i64).filter(|_| rng.chance(0.5)).collect();
        let reduced = if reduced.is_empty() { vec![0] } else { reduced };
        let kept: Vec<i64> = (0..rank)
            .filter(|d| !reduced.contains(&(*d as i64)))
            .map(|d| s[d])
            .collect();
        let mut out = Vec::new();
        for (kind, init) in [
            (ReduceKind::Add, 0.0),
            (ReduceKind::Add, 1.0),
            (ReduceKind::Max, f64::NEG_INFINITY),
            (ReduceKind::Max, 0.5),
        ] {
            out.push(Template {
                kind: OpKind::Reduce {
                    dimensions: reduced.clone(),
                    kind,
                },
                operand_types: vec![f32s(&s), TensorType::scalar(ElementType::F32)],
                result_types: vec![f32s(&kept)],
                constants: vec![None, Some(scalar(init))],
            });
        }
        out
    }

    /// Broadcasts, transposes and reshapes.
    pub fn layout_change(rng: &mut Rng) -> Vec<Template> {
        let mut out = Vec::new();
        let s = shape(rng, 2);
        // broadcast a rank-2 operand into rank 3 at a random position.
        let new_dim = rng.below(3);
        let extra = rng.pick(&[2, 4]);
        let mut result = s.clone();
        result.insert(new_dim, extra);
        let dims: Vec<i64> = (0..3).filter(|&d| d != new_dim as i64).collect();
        out.push(simple(
            OpKind::BroadcastInDim { dims },
            vec![f32s(&s)],
            f32s(&result),
        ));
        // broadcast of a size-1 dimension
        out.push(simple(
            OpKind::BroadcastInDim { dims: vec![0, 1] },
            vec![f32s(&[s[0], 1])],
            f32s(&s),
        ));
        let s3 = shape(rng, 3);
        let mut perm = vec![0i64, 1, 2];
        for i in (1..3).rev() {
            perm.swap(i, rng.below(i + 1));
        }
        let permuted: Vec<i64> = perm.iter().map(|&p| s3[p as usize]).collect();
        out.push(simple(
            OpKind::Transpose { permutation: perm },
            vec![f32s(&s3)],
            f32s(&permuted),
        ));
        for (from, to) in [
            (vec![4, 2], vec![8]),
            (vec![8], vec![2, 4]),
            (vec![8], vec![4, 2]),
            (vec![4, 4], vec![2, 8]),
            (vec![2, 4, 2], vec![8, 2]),
            (vec![4, 2], vec![4, 2, 1]),
            (vec![6, 2], vec![4, 3]),
            (vec![4, 3], vec![2, 6]),
            (vec![2, 6, 2], vec![4, 6]),
            (vec![2, 6, 7], vec![28, 3]),
        ] {
            out.push(simple(OpKind::Reshape, vec![f32s(&from)], f32s(&to)));
        }
        out
    }

    /// Slices, pads, concatenations, reversals, rotations, iotas, softmax and layer norm.
    pub fn data_movement(rng: &mut Rng) -> Vec<Template> {
        let s = shape(rng, 2);
        let t = f32s(&s);
        let mut out = Vec::new();
        let d = rng.below(2);
        let mut limit = s.clone();
        limit[d] = s[d] / 2;
        let mut result = s.clone();
        result[d] = s[d] / 2;
        out.push(simple(
            OpKind::Slice {
                start: vec![0, 0],
                limit,
                strides: vec![1, 1],
            },
            vec![t.clone()],
            f32s(&result),
        ));
        for pad_value in [0.0, 1.0] {
            let mut low = vec![0, 0];
            low[d] = 1;
            let mut padded = s.clone();
            padded[d] += 1;
            out.push(Template {
                kind: OpKind::Pad {
                    low,
                    high: vec![0, 0],
                    interior: vec![0, 0],
                },
                operand_types: vec![t.clone(), TensorType::scalar(ElementType::F32)],
                result_types: vec![f32s(&padded)],
                constants: vec![None, Some(scalar(pad_value))],
            });
        }
        let mut joined = s.clone();
        joined[d] *= 2;
        out.push(simple(
            OpKind::Concatenate {
                dimension: d as i64,
            },
            vec![t.clone(), t.clone()],
            f32s(&joined),
        ));
        out.push(simple(
            OpKind::Reverse {
                dimensions: vec![d as i64],
            },
            vec![t.clone()],
            t.clone(),
        ));
        out.push(simple(
            OpKind::Rotate {
                dimension: d as i64,
                shift: 1,
            },
            vec![t.clone()],
            t.clone(),
        ));
        out.push(simple(
            OpKind::Iota {
                dimension: d as i64,
            },
            vec![],
            t.clone(),
        ));
        out.push(simple(
            OpKind::Softmax {
                dimension: d as i64,
            },
            vec![t.clone()],
            t.clone(),
        ));
        out.push(simple(
            OpKind::LayerNorm {
                dimension: 1,
                epsilon: 1e-5,
            },
            vec![t.clone(), f32s(&[s[1]]), f32s(&[s[1]])],
            t.clone(),
        ));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::RuleSet;

    #[test]
    fn every_simulated_rule_holds_on_random_instances() {
        let rules = RuleSet::standard();
        for rule in &rules.rules {
            let v = validate_rule(rule, 500, 7).unwrap_or_else(|e| panic!("{e}"));
            eprintln!("{}: {v:?}", rule.name);
            if rule.class == RuleClass::Simulated {
                assert!(v.instances >= 50, "{}: only {v:?}", rule.name);
                if rule.name != "replicated" {
                    assert!(v.split > 0, "{}: no split instance", rule.name);
                    assert!(v.padded > 0, "{}: no padded instance: {v:?}", rule.name);
                }
                // Every family with linear ops sees partials.
                if ["pointwise", "contraction", "reduction", "layout-change"]
                    .contains(&rule.name.as_str())
                {
                    assert!(v.partial > 0, "{}: no partial instance: {v:?}", rule.name);
                }
            }
        }
    }

    #[test]
    fn padding_summed_into_a_reduction_is_caught() {
        // The partitioner's padding rule, taken as if local computation alone were enough:
        // the padding of an unevenly split reduced dimension enters the sum.
        let rules = RuleSet::standard();
        let padding = rules.get("partitioner/padding").unwrap();
        let rule = LayoutRule {
            name: "reduction/uneven".into(),
            class: RuleClass::Simulated,
            doc: "wrong on purpose",
            check: padding.check,
            templates: templates::reduction,
        };
        let err = validate_rule(&rule, 600, 3).unwrap_err();
        assert!(err.contains("unsound"), "{err}");
    }

    #[test]
    fn a_product_of_partial_sums_is_caught() {
        fn wrong(site: &Site) -> crate::layout::RuleVerdict {
            // Claims multiply(partial, partial) is partial: (a1+a2)(b1+b2) != a1 b1 + a2 b2.
            if site.kind != OpKind::Binary(BinaryOp::Multiply) {
                return Err("not a multiply".into());
            }
            let u = &site.operands[0].unreduced;
            if u.is_empty()
                || site.operands[1].unreduced != *u
                || site.results[0].unreduced != *u
                || site.operands.iter().any(|l| l.dims != site.results[0].dims)
            {
                return Err("pattern".into());
            }
            Ok(vec![Some(ReduceKind::Add)])
        }
        let rule = LayoutRule {
            name: "multiply/partial-times-partial".into(),
            class: RuleClass::Simulated,
            doc: "wrong on purpose",
            check: wrong,
            templates: templates::pointwise,
        };
        let err = validate_rule(&rule, 400, 1).unwrap_err();
        assert!(err.contains("multiply/partial-times-partial"), "{err}");
        assert!(err.contains("unsound"), "{err}");
    }
}
