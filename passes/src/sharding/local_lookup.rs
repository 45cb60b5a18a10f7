//! Local forms of lookups into sharded tables, made by `spmd-partition`.
//!
//! A `gather` whose operand is split along a dimension it looks up one element at a time (a
//! vocabulary-parallel embedding) runs on each device against its block of the table: the
//! indices are clamped as the global gather clamps them, shifted by where the device's block
//! starts (`dist.axis_index` times the block size), indices outside the block are pointed at
//! row 0 and their results masked to zero. Exactly one device contributes each looked-up
//! row, so the results are partial sums (`unreduced`), reduced by the collective
//! `insert-reshards` placed after the gather.
//!
//! A `scatter` whose input is split along a dimension its indices address shifts the indices
//! the same way; updates outside the device's block fall out of bounds and are dropped, as
//! out-of-bounds updates are. A `scatter` with `add` whose updates are split along their
//! scatter dimensions scatters each device's part; the input is kept on the first device of
//! those axes and zeroed on the others, so that the partial results sum to the global one.
//!
//! A random draw (`hlo.rng`) split over devices draws only each device's block: the local
//! op learns the global shape and where the block starts (per dimension, its position over
//! the dimension's axes times the block size), and takes each element's bits from its global
//! index — so the values, dropout masks included, are the same on 1 or 64 devices.

use shardc_ir::op::{BinaryOp, CompareDirection, GatherDims, ScatterDims};
use shardc_ir::{
    AxisRef, DenseElements, ElementType, Function, Location, Mesh, OpId, OpKind, Sharding,
    TensorType, Value, ValueDef,
};

/// One index component addressing a split operand dimension.
#[derive(Clone, Debug)]
pub struct SplitLookup {
    /// Position of the component in the index vector.
    pub component: usize,
    /// The operand dimension it addresses.
    pub dim: usize,
    /// The axes the dimension is split over.
    pub axes: Vec<AxisRef>,
    /// The dimension's global size.
    pub global: i64,
}

/// What a lookup op needs to run locally.
#[derive(Clone, Debug)]
pub struct LocalLookup {
    /// The gather or scatter.
    pub op: OpId,
    /// Index components addressing split dimensions.
    pub split: Vec<SplitLookup>,
    /// For a scatter whose updates are split: the axes over which the input is kept on the
    /// first device only.
    pub zero_input_over: Vec<AxisRef>,
}

/// The axes of `s` that split dimension `dim` into more than one block (size-1 axes
/// split nothing).
pub(crate) fn split_axes(s: Option<&Sharding>, dim: usize, mesh: &Mesh) -> Vec<AxisRef> {
    s.and_then(|s| s.dims.get(dim))
        .map(|d| {
            d.axes
                .iter()
                .filter(|a| a.size(mesh) != Some(1))
                .cloned()
                .collect()
        })
        .unwrap_or_default()
}

/// For a gather or scatter: the index map (index component → table dimension) and the
/// table dimensions one index element addresses (one row each), which a split table
/// looks up locally. `None` for other ops.
pub fn addressed_dims(kind: &OpKind) -> Option<(&[i64], Vec<usize>)> {
    match kind {
        OpKind::Gather(g) => Some((
            &g.start_index_map,
            (0..g.slice_sizes.len())
                .filter(|&d| {
                    let di = d as i64;
                    g.collapsed_slice_dims.contains(&di)
                        && g.start_index_map.contains(&di)
                        && g.slice_sizes[d] == 1
                })
                .collect(),
        )),
        OpKind::Scatter { dims, .. } => Some((
            &dims.scatter_dims_to_operand_dims,
            dims.inserted_window_dims
                .iter()
                .filter(|d| dims.scatter_dims_to_operand_dims.contains(d))
                .map(|&d| d as usize)
                .collect(),
        )),
        _ => None,
    }
}

/// The lookups of `f` (in the global view, after `insert-reshards`) that need a local form.
pub fn find(f: &Function, mesh: &Mesh) -> Vec<LocalLookup> {
    let mut out = Vec::new();
    for &op in &f.body {
        let data = &f.ops[op];
        let table = data.operands.first().copied();
        let table_sharding = table.and_then(|v| f.values[v].sharding.as_ref());
        let Some((map, addressed)) = addressed_dims(&data.kind) else {
            continue;
        };
        let split: Vec<SplitLookup> = addressed
            .into_iter()
            .filter_map(|dim| {
                let axes = split_axes(table_sharding, dim, mesh);
                (!axes.is_empty()).then(|| SplitLookup {
                    component: map.iter().position(|&m| m as usize == dim).unwrap_or(0),
                    dim,
                    axes,
                    global: f.ty(data.operands[0]).shape[dim],
                })
            })
            .collect();
        let zero_input_over: Vec<AxisRef> = match &data.kind {
            OpKind::Scatter { .. } => f.values[data.results[0]]
                .sharding
                .as_ref()
                .map(|s| {
                    s.unreduced
                        .iter()
                        .filter(|a| a.size(mesh) != Some(1))
                        .cloned()
                        .collect()
                })
                .unwrap_or_default(),
            _ => Vec::new(),
        };
        if !split.is_empty() || !zero_input_over.is_empty() {
            out.push(LocalLookup {
                op,
                split,
                zero_input_over,
            });
        }
    }
    out
}

/// Inserts ops before a given body position.
pub(super) struct Emitter<'a> {
    pub(super) f: &'a mut Function,
    pub(super) pos: usize,
    pub(super) loc: Location,
}

impl Emitter<'_> {
    pub(super) fn op(&mut self, kind: OpKind, operands: Vec<Value>, ty: TensorType) -> Value {
        let op = self.f.create_op(kind, operands, vec![ty], self.loc.clone());
        self.f.body.insert(self.pos, op);
        self.pos += 1;
        self.f.ops[op].results[0]
    }

    pub(super) fn splat(&mut self, ty: &TensorType, value: i64) -> Value {
        let e = if ty.element.is_float() {
            DenseElements::splat_float(ty.clone(), value as f64)
        } else {
            DenseElements::splat_int(ty.clone(), value)
        };
        self.op(OpKind::Constant(e), Vec::new(), ty.clone())
    }

    /// The stride-1 slice `[from, to)` of `v` along dimension `d`, whole along the others.
    pub(super) fn slice_dim(&mut self, v: Value, d: usize, from: i64, to: i64) -> Value {
        let ty = self.f.ty(v).clone();
        let mut start = vec![0; ty.rank()];
        let mut limit = ty.shape.clone();
        start[d] = from;
        limit[d] = to;
        let mut shape = ty.shape.clone();
        shape[d] = to - from;
        self.op(
            OpKind::Slice {
                start,
                limit,
                strides: vec![1; ty.rank()],
            },
            vec![v],
            TensorType::new(shape, ty.element),
        )
    }

    /// The slice `[from, to)` of `v` along `d` as held by the neighbour `offset` steps
    /// away over `axes` (`dist.shift`; wrapping around the ends when `circular`).
    pub(super) fn neighbour_slice(
        &mut self,
        v: Value,
        d: usize,
        (from, to): (i64, i64),
        (axes, offset, circular): (&[shardc_ir::AxisRef], i64, bool),
    ) -> Value {
        let edge = self.slice_dim(v, d, from, to);
        let ty = self.f.ty(edge).clone();
        self.op(
            OpKind::Shift {
                axes: axes.to_vec(),
                offset,
                circular,
            },
            vec![edge],
            ty,
        )
    }

    pub(super) fn binary(&mut self, op: BinaryOp, x: Value, y: Value) -> Value {
        let ty = self.f.ty(x).clone();
        self.op(OpKind::Binary(op), vec![x, y], ty)
    }

    pub(super) fn compare(&mut self, dir: CompareDirection, x: Value, y: Value) -> Value {
        let ty = TensorType::new(self.f.ty(x).shape.clone(), ElementType::I1);
        self.op(OpKind::Compare(dir), vec![x, y], ty)
    }

    pub(super) fn select(&mut self, p: Value, a: Value, b: Value) -> Value {
        let ty = self.f.ty(a).clone();
        self.op(OpKind::Select, vec![p, a, b], ty)
    }

    /// `scalar` broadcast to `ty`'s shape.
    pub(super) fn broadcast(&mut self, scalar: Value, shape: &[i64]) -> Value {
        let ty = TensorType::new(shape.to_vec(), self.f.ty(scalar).element);
        self.op(
            OpKind::BroadcastInDim { dims: Vec::new() },
            vec![scalar],
            ty,
        )
    }

    /// The vector `v` laid along dimension `d` of `shape` (`broadcast_in_dim`), repeated
    /// over the other dimensions: masks computed on one line of positions, read by an op
    /// of the full shape.
    pub(super) fn broadcast_along(&mut self, v: Value, d: usize, shape: &[i64]) -> Value {
        let ty = TensorType::new(shape.to_vec(), self.f.ty(v).element);
        self.op(
            OpKind::BroadcastInDim {
                dims: vec![d as i64],
            },
            vec![v],
            ty,
        )
    }

    /// Where the device's block of a dimension split over `axes` starts, as a scalar of
    /// `element`: its position over the axes times the block size.
    pub(super) fn block_start(
        &mut self,
        axes: &[AxisRef],
        block: i64,
        element: ElementType,
    ) -> Value {
        let scalar = TensorType::scalar(element);
        let index = self.op(
            OpKind::AxisIndex {
                axes: axes.to_vec(),
            },
            Vec::new(),
            scalar.clone(),
        );
        if block == 1 {
            // Blocks of one element start at the device's position itself.
            return index;
        }
        let size = self.splat(&scalar, block);
        self.binary(BinaryOp::Multiply, index, size)
    }

    /// The global indices of the device's block of a dimension split over `axes`, `block`
    /// long: one `i64` vector (a local count plus the block's start), to be broadcast over
    /// the other dimensions by its reader.
    pub(super) fn global_indices(&mut self, axes: &[AxisRef], block: i64) -> Value {
        let line = TensorType::new(vec![block], ElementType::I64);
        let count = self.op(OpKind::Iota { dimension: 0 }, Vec::new(), line);
        let start = self.block_start(axes, block, ElementType::I64);
        let start = self.broadcast(start, &[block]);
        self.binary(BinaryOp::Add, count, start)
    }
}

/// The index vector's components of `indices` (one tensor each, the vector dimension kept
/// with size 1), or the indices themselves when the vector dimension is implicit.
fn components(e: &mut Emitter, indices: Value, vector_dim: usize) -> Vec<Value> {
    let ty = e.f.ty(indices).clone();
    if vector_dim >= ty.rank() {
        return vec![indices];
    }
    (0..ty.shape[vector_dim])
        .map(|p| {
            let start: Vec<i64> = (0..ty.rank())
                .map(|d| if d == vector_dim { p } else { 0 })
                .collect();
            let limit: Vec<i64> = (0..ty.rank())
                .map(|d| if d == vector_dim { p + 1 } else { ty.shape[d] })
                .collect();
            let mut shape = ty.shape.clone();
            shape[vector_dim] = 1;
            e.op(
                OpKind::Slice {
                    start,
                    limit,
                    strides: vec![1; ty.rank()],
                },
                vec![indices],
                TensorType::new(shape, ty.element),
            )
        })
        .collect()
}

fn reassemble(
    e: &mut Emitter,
    parts: Vec<Value>,
    indices_ty: &TensorType,
    vector_dim: usize,
) -> Value {
    if vector_dim >= indices_ty.rank() {
        return parts[0];
    }
    e.op(
        OpKind::Concatenate {
            dimension: vector_dim as i64,
        },
        parts,
        indices_ty.clone(),
    )
}

/// Rewrites `lookup` (its op now in the local view) into its local form. `block` gives the
/// local size of the table's dimension `d`.
pub fn localize(f: &mut Function, lookup: &LocalLookup) {
    let op = lookup.op;
    let Some(pos) = f.body.iter().position(|&o| o == op) else {
        return;
    };
    let loc = f.ops[op].loc.clone();
    let table_ty = f.ty(f.ops[op].operands[0]).clone();
    let indices = f.ops[op].operands[1];
    let indices_ty = f.ty(indices).clone();
    let vector_dim = match &f.ops[op].kind {
        OpKind::Gather(GatherDims {
            index_vector_dim, ..
        })
        | OpKind::Scatter {
            dims: ScatterDims {
                index_vector_dim, ..
            },
            ..
        } => *index_vector_dim as usize,
        _ => return,
    };
    let is_gather = matches!(f.ops[op].kind, OpKind::Gather(_));
    let mut e = Emitter { f, pos, loc };
    let mut masks = Vec::new();
    if !lookup.split.is_empty() {
        let mut parts = components(&mut e, indices, vector_dim);
        for s in &lookup.split {
            let c = parts[s.component];
            let cty = e.f.ty(c).clone();
            let block = table_ty.shape[s.dim];
            let start = e.block_start(&s.axes, block, cty.element);
            let start = e.broadcast(start, &cty.shape);
            if is_gather {
                // The global gather clamps start indices into the table: so does the local.
                let zero = e.splat(&cty, 0);
                let last = e.splat(&cty, s.global - 1);
                let c = e.binary(BinaryOp::Maximum, c, zero);
                let c = e.binary(BinaryOp::Minimum, c, last);
                let local = e.binary(BinaryOp::Subtract, c, start);
                let size = e.splat(&cty, block);
                let above = e.compare(CompareDirection::Ge, local, zero);
                let below = e.compare(CompareDirection::Lt, local, size);
                let inside = e.binary(BinaryOp::And, above, below);
                parts[s.component] = e.select(inside, local, zero);
                masks.push(inside);
            } else {
                parts[s.component] = e.binary(BinaryOp::Subtract, c, start);
            }
        }
        let shifted = reassemble(&mut e, parts, &indices_ty, vector_dim);
        e.f.ops[op].operands[1] = shifted;
    }
    if !lookup.zero_input_over.is_empty() {
        let input = e.f.ops[op].operands[0];
        let ity = e.f.ty(input).clone();
        let scalar = TensorType::scalar(ElementType::I64);
        let index = e.op(
            OpKind::AxisIndex {
                axes: lookup.zero_input_over.clone(),
            },
            Vec::new(),
            scalar.clone(),
        );
        let zero_index = e.splat(&scalar, 0);
        let first = e.compare(CompareDirection::Eq, index, zero_index);
        let first = e.broadcast(first, &ity.shape);
        let zeros = e.splat(&ity, 0);
        let kept = e.select(first, input, zeros);
        e.f.ops[op].operands[0] = kept;
    }
    let Some(mask) = masks
        .into_iter()
        .reduce(|a, b| e.binary(BinaryOp::And, a, b))
    else {
        return;
    };
    // Mask the gathered rows of indices outside the device's block.
    let OpKind::Gather(g) = e.f.ops[op].kind.clone() else {
        return;
    };
    let result = e.f.ops[op].results[0];
    let rty = e.f.ty(result).clone();
    let mut batch_shape = indices_ty.shape.clone();
    if vector_dim < batch_shape.len() {
        batch_shape.remove(vector_dim);
    }
    let mask = if e.f.ty(mask).shape != batch_shape {
        e.op(
            OpKind::Reshape,
            vec![mask],
            TensorType::new(batch_shape.clone(), ElementType::I1),
        )
    } else {
        mask
    };
    let batch_result_dims: Vec<i64> = (0..rty.rank() as i64)
        .filter(|d| !g.offset_dims.contains(d))
        .collect();
    // The masking ops go after the gather.
    e.pos += 1;
    let mask = e.op(
        OpKind::BroadcastInDim {
            dims: batch_result_dims,
        },
        vec![mask],
        TensorType::new(rty.shape.clone(), ElementType::I1),
    );
    let zeros = e.splat(&rty, 0);
    let sharding = e.f.values[result].sharding.clone();
    let masked = e.select(mask, result, zeros);
    e.f.values[masked].sharding = sharding;
    let users: Vec<OpId> = e.f.body[e.pos..].to_vec();
    for user in users {
        for operand in &mut e.f.ops[user].operands {
            if *operand == result {
                *operand = masked;
            }
        }
    }
    // The masked value is what the lookup's users read: it takes the lookup's id.
    if let ValueDef::Result(select, _) = e.f.values[masked].def {
        e.f.exchange_ops(op, select);
    }
}

/// A random draw whose result is split: `(op, global shape, per dimension the axes)`.
pub struct SplitDraw {
    op: OpId,
    global_shape: Vec<i64>,
    axes: Vec<Vec<AxisRef>>,
}

/// The random draws of `f` (global view) whose results are split.
pub fn split_draws(f: &Function, mesh: &Mesh) -> Vec<SplitDraw> {
    f.body
        .iter()
        .filter(|&&op| matches!(f.ops[op].kind, OpKind::Rng { .. } | OpKind::RngBits { .. }))
        .filter_map(|&op| {
            let r = f.ops[op].results[0];
            let s = f.values[r].sharding.as_ref()?;
            let shape = f.ty(r).shape.clone();
            let axes: Vec<Vec<AxisRef>> = (0..shape.len())
                .map(|d| split_axes(Some(s), d, mesh))
                .collect();
            axes.iter().any(|a| !a.is_empty()).then_some(SplitDraw {
                op,
                global_shape: shape,
                axes,
            })
        })
        .collect()
}

/// Makes the draw (its op now in the local view) draw its device's block.
pub fn draw_block(f: &mut Function, draw: &SplitDraw) {
    let Some(pos) = f.body.iter().position(|&o| o == draw.op) else {
        return;
    };
    let loc = f.ops[draw.op].loc.clone();
    let local = f.ty(f.ops[draw.op].results[0]).shape.clone();
    let mut e = Emitter { f, pos, loc };
    let one = TensorType::new([1], ElementType::I64);
    let parts: Vec<Value> = draw
        .axes
        .iter()
        .enumerate()
        .map(|(d, axes)| {
            if axes.is_empty() {
                return e.splat(&one, 0);
            }
            let start = e.block_start(axes, local[d], ElementType::I64);
            e.op(OpKind::Reshape, vec![start], one.clone())
        })
        .collect();
    // One start per dimension, as one vector (a rank-1 draw's is its one part).
    let starts = match parts.as_slice() {
        [only] => *only,
        _ => e.op(
            OpKind::Concatenate { dimension: 0 },
            parts,
            TensorType::new([local.len() as i64], ElementType::I64),
        ),
    };
    let op = draw.op;
    e.f.ops[op].operands.push(starts);
    if let OpKind::Rng { global_shape, .. } | OpKind::RngBits { global_shape, .. } =
        &mut e.f.ops[op].kind
    {
        *global_shape = draw.global_shape.clone();
    }
}

/// An `iota` (global view) whose counted dimension is split.
pub struct SplitIota {
    op: OpId,
    axes: Vec<AxisRef>,
}

/// The iotas of `f` (global view) that count along a split dimension.
pub fn split_iotas(f: &Function, mesh: &Mesh) -> Vec<SplitIota> {
    f.body
        .iter()
        .filter_map(|&op| {
            let OpKind::Iota { dimension } = f.ops[op].kind else {
                return None;
            };
            let s = f.values[f.ops[op].results[0]].sharding.as_ref()?;
            let axes = split_axes(Some(s), dimension as usize, mesh);
            (!axes.is_empty()).then_some(SplitIota { op, axes })
        })
        .collect()
}

/// Makes the iota (its op now in the local view) count from its device's block start: a
/// local i64 count along the counted dimension plus the start, converted to the iota's
/// element type and broadcast over the other dimensions — the same values, element for
/// element, as the global iota.
pub fn count_from_block(f: &mut Function, iota: &SplitIota) {
    let Some(pos) = f.body.iter().position(|&o| o == iota.op) else {
        return;
    };
    let OpKind::Iota { dimension } = f.ops[iota.op].kind else {
        return;
    };
    let old = f.ops[iota.op].results[0];
    let ty = f.ty(old).clone();
    let loc = f.ops[iota.op].loc.clone();
    let mut e = Emitter { f, pos, loc };
    // The counts vary along the counted dimension alone: one vector as long as the block,
    // broadcast over the other dimensions (not an i64 tensor of the iota's size).
    let block = ty.shape[dimension as usize];
    let mut new = e.global_indices(&iota.axes, block);
    if ty.element != ElementType::I64 {
        new = e.op(
            OpKind::Convert,
            vec![new],
            TensorType::new(vec![block], ty.element),
        );
    }
    if ty.rank() != 1 {
        new = e.op(
            OpKind::BroadcastInDim {
                dims: vec![dimension],
            },
            vec![new],
            ty,
        );
    }
    let sharding = e.f.values[old].sharding.clone();
    e.f.values[new].sharding = sharding;
    e.f.replace_all_uses(old, new);
    e.f.body.retain(|&o| o != iota.op);
}
