//! Padding masked out of reductions, made by `spmd-partition`.
//!
//! A dimension that its split does not divide is padded (as in GSPMD): each device holds
//! `ceil(n / k)` elements, the last blocks ending in padding whose values are whatever the
//! ops computed there. Elementwise ops, broadcasts, transposes and the free dimensions of
//! contractions carry the padding along harmlessly; where a padded dimension is *reduced* —
//! a `reduce` over it, a `dot_general` contracting it, a convolution's input features, a
//! scatter-`add` whose updates are split along it — the padding is first replaced by the
//! reduction's identity: the reduce's init value, zero for products and updates. A device's valid elements along a dimension are those
//! whose global index (`iota` plus the block's start, `dist.axis_index` × block size) is below
//! the dimension's global size.

use shardc_ir::op::{BinaryOp, CompareDirection};
use shardc_ir::{AxisRef, ElementType, Function, Mesh, OpId, OpKind, TensorType, Value};

use super::local_lookup::Emitter;

/// What replaces the padding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fill {
    /// The op's operand `i` (a scalar: a reduce's init value).
    Operand(usize),
    /// Zero.
    Zero,
}

/// An operand of an op that reduces over some of its padded dimensions.
#[derive(Clone, Debug)]
pub struct PaddedOperand {
    /// The op.
    pub op: OpId,
    /// Which operand.
    pub operand: usize,
    /// The padded dimensions it reduces over: (dimension, its axes, its global size).
    pub dims: Vec<(usize, Vec<AxisRef>, i64)>,
    /// What the padding becomes.
    pub fill: Fill,
}

/// The operands `op` reduces over some of their dimensions, with those dimensions and what
/// padding along them must become: the operands whose padding `spmd-partition` masks when
/// those dimensions are split unevenly.
pub fn reduced_operands(f: &Function, op: OpId) -> Vec<(usize, Vec<usize>, Fill)> {
    let data = &f.ops[op];
    match &data.kind {
        OpKind::Reduce { dimensions, .. } => vec![(
            0,
            dimensions.iter().map(|&d| d as usize).collect(),
            Fill::Operand(1),
        )],
        OpKind::DotGeneral(d) => vec![
            (
                0,
                d.lhs_contracting.iter().map(|&x| x as usize).collect(),
                Fill::Zero,
            ),
            (
                1,
                d.rhs_contracting.iter().map(|&x| x as usize).collect(),
                Fill::Zero,
            ),
        ],
        // A convolution sums over its input features (and each group's, with feature
        // groups: a padded feature is zero in every group's sum alike).
        OpKind::Convolution(c) => vec![
            (0, vec![c.input_feature as usize], Fill::Zero),
            (1, vec![c.kernel_input_feature as usize], Fill::Zero),
        ],
        OpKind::Scatter { dims, .. } => {
            let rank = f.ty(data.operands[2]).rank() as i64;
            vec![(
                2,
                (0..rank)
                    .filter(|d| !dims.update_window_dims.contains(d))
                    .map(|d| d as usize)
                    .collect(),
                Fill::Zero,
            )]
        }
        _ => Vec::new(),
    }
}

/// The operands of `f` (global view, after `insert-reshards`) whose padding reaches a
/// reduction.
pub fn find(f: &Function, mesh: &Mesh) -> Vec<PaddedOperand> {
    let mut out = Vec::new();
    for &op in &f.body {
        let data = &f.ops[op];
        let reduced = reduced_operands(f, op);
        for (operand, dims, fill) in reduced {
            let v = data.operands[operand];
            let Some(s) = &f.values[v].sharding else {
                continue;
            };
            let shape = &f.ty(v).shape;
            let uneven = s.uneven_dims(mesh, shape);
            let padded: Vec<(usize, Vec<AxisRef>, i64)> = dims
                .into_iter()
                .filter(|d| uneven.contains(d))
                .map(|d| (d, s.dims[d].axes.clone(), shape[d]))
                .collect();
            if !padded.is_empty() {
                out.push(PaddedOperand {
                    op,
                    operand,
                    dims: padded,
                    fill,
                });
            }
        }
    }
    out
}

/// Replaces the padding of the operand (its op now in the local view) by the fill value.
pub fn mask(f: &mut Function, p: &PaddedOperand) {
    let Some(pos) = f.body.iter().position(|&o| o == p.op) else {
        return;
    };
    let loc = f.ops[p.op].loc.clone();
    let x: Value = f.ops[p.op].operands[p.operand];
    let xt = f.ty(x).clone();
    let fill_scalar = match p.fill {
        Fill::Operand(i) => Some(f.ops[p.op].operands[i]),
        Fill::Zero => None,
    };
    let mut e = Emitter { f, pos, loc };
    let mut valid: Option<Value> = None;
    for (d, axes, global) in &p.dims {
        // The valid positions along `d` alone (a vector as long as the block), broadcast
        // over the other dimensions: the indices take `8 × block` bytes, not eight bytes
        // per element of the operand.
        let block = xt.shape[*d];
        let index = e.global_indices(axes, block);
        let size = e.splat(&TensorType::new(vec![block], ElementType::I64), *global);
        let inside = e.compare(CompareDirection::Lt, index, size);
        let inside = e.broadcast_along(inside, *d, &xt.shape);
        valid = Some(match valid {
            None => inside,
            Some(v) => e.binary(BinaryOp::And, v, inside),
        });
    }
    let Some(valid) = valid else { return };
    let fill = match fill_scalar {
        Some(s) => e.broadcast(s, &xt.shape),
        None => e.splat(&xt, 0),
    };
    let masked = e.select(valid, x, fill);
    e.f.ops[p.op].operands[p.operand] = masked;
}
