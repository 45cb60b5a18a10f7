//! StableHLO ops imported as several shardc ops (or none): each is rewritten into ops whose
//! semantics are the same, element for element.
//!
//! - `clamp(lo, x, hi)` is `minimum(maximum(x, lo), hi)` (bounds may be scalars: broadcast);
//! - `optimization_barrier` (from `jax.checkpoint`) forwards its operands: it only orders
//!   XLA's scheduling, which shardc's passes do not reorder across;
//! - `dynamic_slice(x, i…)` is a `gather` of one window at the start vector `[i…]` (both
//!   clamp the start so the window fits);
//! - `dynamic_update_slice(x, u, i…)` is a `scatter` that replaces one window, its start
//!   clamped into `[0, dim − u_dim]` first, as `dynamic_update_slice` clamps it.

use shardc_ir::op::{BinaryOp, GatherDims, ScatterDims, ScatterKind};
use shardc_ir::{DenseElements, Function, Location, OpKind, TensorType, Value};

/// The StableHLO ops imported by expansion (mnemonics after `stablehlo.`).
pub const EXPANDED_OPS: &[&str] = &[
    "clamp",
    "dynamic_slice",
    "dynamic_update_slice",
    "optimization_barrier",
];

struct Builder<'a> {
    f: &'a mut Function,
    loc: Location,
}

impl Builder<'_> {
    fn op(&mut self, kind: OpKind, operands: Vec<Value>, ty: TensorType) -> Value {
        let id = self.f.append_op(kind, operands, vec![ty], self.loc.clone());
        self.f.ops[id].results[0]
    }

    /// `v` broadcast to `shape` when it is a scalar.
    fn broadcast_to(&mut self, v: Value, shape: &[i64]) -> Value {
        let ty = self.f.ty(v).clone();
        if ty.rank() == 0 && !shape.is_empty() {
            self.op(
                OpKind::BroadcastInDim { dims: Vec::new() },
                vec![v],
                TensorType::new(shape.to_vec(), ty.element),
            )
        } else {
            v
        }
    }

    fn int_scalar(&mut self, value: i64, like: Value) -> Value {
        let ty = TensorType::scalar(self.f.ty(like).element);
        self.op(
            OpKind::Constant(DenseElements::splat_int(ty.clone(), value)),
            Vec::new(),
            ty,
        )
    }

    /// The start indices as one vector `[i0, i1, …]` (of their element type).
    fn start_vector(&mut self, starts: &[Value]) -> Result<Value, String> {
        let Some(&first) = starts.first() else {
            return Err("needs start indices".into());
        };
        let element = self.f.ty(first).element;
        let parts: Vec<Value> = starts
            .iter()
            .map(|&s| self.op(OpKind::Reshape, vec![s], TensorType::new([1], element)))
            .collect();
        Ok(self.op(
            OpKind::Concatenate { dimension: 0 },
            parts,
            TensorType::new([starts.len() as i64], element),
        ))
    }
}

/// Appends to `f` the ops computing `stablehlo.{mnemonic}` on `operands`; returns the values
/// of its results.
pub fn expand(
    f: &mut Function,
    mnemonic: &str,
    operands: &[Value],
    result_types: &[TensorType],
    slice_sizes: Option<Vec<i64>>,
    loc: Location,
) -> Result<Vec<Value>, String> {
    let mut b = Builder { f, loc };
    match mnemonic {
        "optimization_barrier" => Ok(operands.to_vec()),
        "clamp" => {
            let [lo, x, hi] = operands else {
                return Err("'stablehlo.clamp' takes min, operand and max".into());
            };
            let shape = b.f.ty(*x).shape.clone();
            let ty = result_types
                .first()
                .cloned()
                .ok_or("'stablehlo.clamp' has one result")?;
            let (lo, hi) = (b.broadcast_to(*lo, &shape), b.broadcast_to(*hi, &shape));
            let above = b.op(OpKind::Binary(BinaryOp::Maximum), vec![*x, lo], ty.clone());
            Ok(vec![b.op(
                OpKind::Binary(BinaryOp::Minimum),
                vec![above, hi],
                ty,
            )])
        }
        "dynamic_slice" => {
            let (x, starts) = operands
                .split_first()
                .ok_or("'stablehlo.dynamic_slice' needs an operand")?;
            let sizes = slice_sizes.ok_or("'stablehlo.dynamic_slice' needs slice_sizes")?;
            let rank = b.f.ty(*x).rank();
            if starts.len() != rank || sizes.len() != rank {
                return Err(format!(
                    "'stablehlo.dynamic_slice' on a rank-{rank} operand needs {rank} start indices and slice sizes"
                ));
            }
            let ty = result_types
                .first()
                .cloned()
                .ok_or("'stablehlo.dynamic_slice' has one result")?;
            let start = b.start_vector(starts)?;
            let all: Vec<i64> = (0..rank as i64).collect();
            Ok(vec![b.op(
                OpKind::Gather(GatherDims {
                    offset_dims: all.clone(),
                    start_index_map: all,
                    index_vector_dim: 0,
                    slice_sizes: sizes,
                    ..GatherDims::default()
                }),
                vec![*x, start],
                ty,
            )])
        }
        "dynamic_update_slice" => {
            let [x, update, starts @ ..] = operands else {
                return Err(
                    "'stablehlo.dynamic_update_slice' needs an operand and an update".into(),
                );
            };
            let (xs, us) = (b.f.ty(*x).shape.clone(), b.f.ty(*update).shape.clone());
            if starts.len() != xs.len() || us.len() != xs.len() {
                return Err(format!(
                    "'stablehlo.dynamic_update_slice' on a rank-{} operand needs as many start indices and a same-rank update",
                    xs.len()
                ));
            }
            // Clamp each start into [0, dim - update_dim] so the window fits, as
            // dynamic_update_slice does (scatter would drop a window that does not).
            let mut clamped = Vec::with_capacity(starts.len());
            for (d, &s) in starts.iter().enumerate() {
                let ty = b.f.ty(s).clone();
                let zero = b.int_scalar(0, s);
                let last = b.int_scalar((xs[d] - us[d]).max(0), s);
                let above = b.op(OpKind::Binary(BinaryOp::Maximum), vec![s, zero], ty.clone());
                clamped.push(b.op(OpKind::Binary(BinaryOp::Minimum), vec![above, last], ty));
            }
            let start = b.start_vector(&clamped)?;
            let ty = result_types
                .first()
                .cloned()
                .ok_or("'stablehlo.dynamic_update_slice' has one result")?;
            let all: Vec<i64> = (0..xs.len() as i64).collect();
            Ok(vec![b.op(
                OpKind::Scatter {
                    dims: ScatterDims {
                        update_window_dims: all.clone(),
                        scatter_dims_to_operand_dims: all,
                        index_vector_dim: 0,
                        ..ScatterDims::default()
                    },
                    kind: ScatterKind::Replace,
                },
                vec![*x, start, *update],
                ty,
            )])
        }
        other => Err(format!("'stablehlo.{other}' is not expanded")),
    }
}
